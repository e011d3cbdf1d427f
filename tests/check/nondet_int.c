// __VERIFIER_nondet_int branches over the nondet range: the value 3 is found.
// RUN: => violation
// CHOICE: 3
#include <assert.h>

extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  assert(x != 3); // VIOLATION: assertion failure
  return 0;
}
