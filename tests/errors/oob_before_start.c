// Writing just before the start of a heap block whose neighbour (by object id) was freed.
// STACK: set main
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) static void set(int *a, int i, int v) {
  a[i] = v; // ERROR: out-of-bounds access: write of 4 bytes at offset -4 of heap object
}

int main(int argc, char **argv) {
  (void)argv;
  char *scratch = malloc(16);
  int *a = malloc(4 * sizeof *a);
  snprintf(scratch, 16, "scratch %d", argc);
  puts(scratch); // the block escapes, so clang keeps its malloc and free
  free(scratch);
  set(a, -argc, 7);
  printf("%d\n", a[0]);
  free(a);
  return 0;
}
