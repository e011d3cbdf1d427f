// free() of a pointer to a local variable.
// STACK: dispose main
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) static void dispose(int *p) {
  free(p); // ERROR: invalid free
}

int main(int argc, char **argv) {
  (void)argv;
  int local = argc;
  int *p = argc > 5 ? malloc(sizeof *p) : &local;
  printf("%d\n", *p);
  dispose(p);
  return 0;
}
