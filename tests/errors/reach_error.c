// SV-COMP's newer reach_error(), declared extern and not defined by the program.
// STACK: main
#include <stdio.h>

extern void reach_error(void);

int main(int argc, char **argv) {
  (void)argv;
  unsigned x = 0;
  for (int i = 0; i < 5; i++)
    x += (unsigned)argc;
  printf("%u\n", x);
  if (x == 5)
    reach_error(); // ERROR: verifier error reached: reach_error() called
  return 0;
}
