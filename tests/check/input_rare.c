// A bug behind one input value out of 2^32. The exhaustive search splits the input on the
// comparison and finds it at once. Monte Carlo draws inputs uniformly by default and almost
// never meets it; with --mc-inputs branches each outcome of the comparison is drawn half the
// time (tests/monte_carlo.rs).
// RUN: => violation
// CHOICE: 12345
#include <assert.h>

extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x == 12345)
    assert(0); // VIOLATION: assertion failure
  return 0;
}
