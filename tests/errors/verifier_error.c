// SV-COMP's __VERIFIER_error(), declared extern, reached.
// STACK: check main
#include <stdio.h>

extern void __VERIFIER_error(void);

__attribute__((noinline)) static void check(int balance) {
  if (balance < 0)
    __VERIFIER_error(); // ERROR: verifier error reached: __VERIFIER_error() called
}

int main(int argc, char **argv) {
  (void)argv;
  int balance = 10;
  for (int i = 0; i < 3; i++) {
    balance -= 4 * argc;
    printf("%d\n", balance);
    check(balance);
  }
  return 0;
}
