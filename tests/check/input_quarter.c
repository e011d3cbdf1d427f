// A violation for a quarter of the inputs (x < 2^30 of 2^32 unsigned values). Monte Carlo
// draws a lazy input uniformly: about a quarter of its walks violate, half with
// --mc-inputs branches (tests/monte_carlo.rs counts them).
// RUN: => violation
// CHOICE: 0
#include <assert.h>

extern unsigned __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned x = __VERIFIER_nondet_uint();
  if (x < 1073741824u)
    assert(0); // VIOLATION: assertion failure
  return 0;
}
