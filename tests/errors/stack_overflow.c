// Unbounded recursion: a depth counter that never reaches its base case. The local array
// and the work after the call keep clang from turning the recursion into a loop.
// STACK: depth depth depth depth depth depth depth depth ...
#include <stdio.h>

__attribute__((noinline)) static int depth(int n, int stop) {
  volatile char frame[64];
  frame[n % 64] = (char)n;
  if (n == stop)
    return frame[0];
  return depth(n + 1, stop) + frame[n % 64]; // ERROR: stack overflow
}

int main(int argc, char **argv) {
  (void)argv;
  printf("%d\n", depth(0, 10));
  printf("%d\n", depth(1, 1 - argc)); // stop = 0 is never reached counting up from 1
  return 0;
}
