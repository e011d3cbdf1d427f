// A product of an input with itself is not a comparison: the input is enumerated when its
// domain is small enough (here 201 values, within the default --nondet-k 256), and the
// search is incomplete, naming the operation, when it is not. Never "holds" after a cut.
// RUN: => violation
// RUN: --nondet-k 100 => incomplete: an input had to be concrete
// CHOICE: -7
#include <assert.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x >= -100 && x <= 100);
  if (x * x == 49)
    assert(0); // VIOLATION: assertion failure
  return 0;
}
