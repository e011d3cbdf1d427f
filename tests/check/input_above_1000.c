// A bug behind a comparison with a large constant: enumerating inputs never reaches it; a
// lazy input splits on the comparison and the counterexample shows a value above 1000.
// RUN: => violation
// RUN: --nondet-range -8..8 => incomplete: no violation within the nondet range -8..8
// CHOICE: 1001
#include <assert.h>

extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x > 1000)
    assert(0); // VIOLATION: assertion failure
  return 0;
}
