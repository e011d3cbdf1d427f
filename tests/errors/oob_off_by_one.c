// The classic `<=` loop bound: the last iteration writes one past the end of a heap array.
// STACK: main
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  (void)argv;
  int n = argc + 9;
  long *a = malloc(n * sizeof *a);
  for (int i = 0; i <= n; i++)
    a[i] = i; // ERROR: out-of-bounds access: write of 8 bytes at offset 80 of heap object
  printf("%ld\n", a[n - 1]);
  free(a);
  return 0;
}
