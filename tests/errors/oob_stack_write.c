// Writing past the end of a local array.
// STACK: fill main
#include <stdio.h>

__attribute__((noinline)) static void fill(int *a, int n) {
  for (int i = 0; i < n; i++)
    a[i] = i * i; // ERROR: out-of-bounds access: write of 4 bytes at offset 32 of stack object
}

int main(int argc, char **argv) {
  (void)argv;
  int a[8];
  fill(a, argc + 8);
  printf("%d\n", a[7]);
  return 0;
}
