// Inputs read through narrower types, as clang -O2 writes it: `(short)x` compared as an int
// becomes `shl 16` then `ashr 16`, `(unsigned char)y` becomes `and 255`. pancam lowers both
// as one sign or zero extension, so the inputs stay symbolic and the comparisons split them
// (before, the shift needed a concrete value out of 2^32 and the search was cut). The
// violation needs g == 3 and the low byte of y equal to 200.
// RUN: => violation
// RUN: --nondet-k 4 => violation
// CHOICE: 3
#include <assert.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

short g;

int main(void) {
  g = __VERIFIER_nondet_int();
  __VERIFIER_assume(g >= -2 && g <= 3);
  int y = __VERIFIER_nondet_int();
  unsigned char low = (unsigned char)y;
  int seen = low;
  if (g == 3 && seen == 200)
    assert(0); // VIOLATION: assertion failure
  return 0;
}
