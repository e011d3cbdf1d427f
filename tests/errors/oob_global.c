// Reading past the end of a global array.
// STACK: main
#include <stdio.h>

int primes[5] = {2, 3, 5, 7, 11};

int main(int argc, char **argv) {
  (void)argv;
  volatile int idx = 4 + argc;
  printf("%d\n", primes[idx]); // ERROR: out-of-bounds access: read of 4 bytes at offset 20 of global object
  return 0;
}
