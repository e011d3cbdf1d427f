// Unbounded recursion with 64 KiB frames: natively the 8 MiB stack overflows after about
// 120 calls.
// STACK: recurse recurse recurse ...
#include <stdio.h>
#include <string.h>

__attribute__((noinline)) static int recurse(int n) {
  char big[65536];
  memset(big, n, sizeof big);
  return recurse(n + 1) + big[n % 65536]; // ERROR: stack overflow
}

int main(void) {
  printf("%d\n", recurse(0));
  return 0;
}
