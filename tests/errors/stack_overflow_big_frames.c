// Unbounded recursion with 64 KiB frames: natively the 8 MiB stack overflows after about
// 120 calls.
// PANCAM-BUG: pancam only limits the call depth (100000 frames), not the stack size, so it
// allocates ~4 GiB of stack objects (using ~8 GB of RAM for ~10 s) and then reports "out of
// memory: cannot allocate a stack object" at the .ll line of the alloca. Expected: a stack
// overflow once the frames exceed a stack size limit.
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
