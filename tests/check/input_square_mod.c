// An input squared: 2^32 values cannot be enumerated, so the exhaustive search cuts the
// path and says so. Monte Carlo draws one value of the 2^32 instead (no --nondet-k limit):
// x*x % 7 == 2 for about 2 in 7 of them, and the counterexample shows the value drawn
// (tests/monte_carlo.rs).
// RUN: => incomplete: an input had to be concrete
// RUN: --nondet-range -8..8 => violation
#include <assert.h>

extern unsigned __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned x = __VERIFIER_nondet_uint();
  unsigned y = x * x; // wraps (unsigned: defined)
  if (y % 7 == 2)
    assert(0); // VIOLATION: assertion failure
  return 0;
}
