// Reading one element past the end of a heap array.
// STACK: sum main
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) static int sum(const int *a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s + a[n]; // ERROR: out-of-bounds access: read of 4 bytes at offset 20 of heap object
}

int main(int argc, char **argv) {
  (void)argv;
  int n = argc + 4;
  int *a = malloc(n * sizeof *a);
  for (int i = 0; i < n; i++)
    a[i] = i;
  printf("%d\n", sum(a, n));
  free(a);
  return 0;
}
