// The failing value lies outside the range -8..8: enumerating that range, the search is
// incomplete and says so; a wider range finds it, and so does the default (a lazy input,
// whose comparison with 100 splits the search).
// RUN: => violation
// RUN: --nondet-range -8..8 => incomplete: no violation within the nondet range -8..8
// RUN: --nondet-range -200..200 => violation
// CHOICE: 100
#include <assert.h>

extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  assert(x != 100); // VIOLATION: assertion failure
  return 0;
}
