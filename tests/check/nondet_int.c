// __VERIFIER_nondet_int is a lazy input (the comparison with 3 splits the search), or
// branches over the nondet range: the value 3 is found either way.
// RUN: => violation
// RUN: --nondet-range -8..8 => violation
// CHOICE: 3
#include <assert.h>

extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  assert(x != 3); // VIOLATION: assertion failure
  return 0;
}
