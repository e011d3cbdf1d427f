// A negative nondeterministic value: the schedule shows the value the program got, -3.
// RUN: => violation
// RUN: --nondet-range -8..8 => violation
// CHOICE: -3
#include <assert.h>

extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  assert(x != -3); // VIOLATION: assertion failure
  return 0;
}
