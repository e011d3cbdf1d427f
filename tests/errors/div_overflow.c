// INT_MIN / -1 overflows (the quotient 2^31 is not representable).
// STACK: main
#include <limits.h>
#include <stdio.h>

int main(int argc, char **argv) {
  (void)argv;
  volatile int n = INT_MIN;
  volatile int d = -argc;
  printf("dividing\n");
  printf("%d\n", n / d); // ERROR: overflow in division
  return 0;
}
