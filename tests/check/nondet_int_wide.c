// The failing value lies outside the default nondet range -8..8: the search is incomplete
// and says so; a wider range finds it.
// RUN: => incomplete: no violation within the nondet range -8..8
// RUN: --nondet-range -200..200 => violation
// CHOICE: 100
#include <assert.h>

extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  assert(x != 100); // VIOLATION: assertion failure
  return 0;
}
