// long division by zero, the divisor behind volatile.
// STACK: main
#include <stdio.h>

int main(int argc, char **argv) {
  (void)argv;
  volatile long d = argc - 1;
  long n = 1000000000000L * argc;
  printf("dividing\n");
  printf("%ld\n", n / d); // ERROR: division by zero
  return 0;
}
