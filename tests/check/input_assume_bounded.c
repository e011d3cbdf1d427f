// An input bounded by __VERIFIER_assume (the example of issue 15): k is 0, 1 or 2, and the
// search proves the assertion, where enumerating -8..8 could only say "incomplete". The
// array index concretises k: three values are left, each tried.
// RUN: => holds
// RUN: --nondet-range 0..2 => incomplete: no violation within the nondet range 0..2
// RUN: --nondet-k 2 => incomplete: an input had to be concrete
#include <assert.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int a[3];

int main(void) {
  int k = __VERIFIER_nondet_int();
  __VERIFIER_assume(0 <= k && k < 3); /* k is 0, 1 or 2 */
  a[k] = 1;
  assert(a[0] + a[1] + a[2] == 1);
  return 0;
}
