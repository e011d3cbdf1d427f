// A failed __VERIFIER_assert (declared extern: pancam's builtin).
// STACK: main
#include <stdio.h>

extern void __VERIFIER_assert(int cond);

int main(int argc, char **argv) {
  (void)argv;
  int sum = 0;
  for (int i = 1; i <= 4; i++)
    sum += i * argc;
  printf("%d\n", sum);
  __VERIFIER_assert(sum == 9); // ERROR: verifier error reached: __VERIFIER_assert failed
  return 0;
}
