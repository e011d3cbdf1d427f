// An unbounded input multiplied by itself: 2^32 values cannot be enumerated, so the path
// is cut and the search says so (with the line and the operation), never "holds".
// RUN: => incomplete: an input had to be concrete
// RUN: --nondet-range -8..8 => violation
#include <assert.h>

extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x * x == 49)
    assert(0); // VIOLATION: assertion failure
  return 0;
}
