// An int input stored into narrower types: only its low bits are read from then on, so the
// symbol is re-based onto them (exact: nothing reads the wide value again) instead of being
// split at every wrap-around of its 2^32 values. The assertions on the narrow values hold
// for every input; the last one fails for the inputs whose low 16 bits are -5.
// RUN: => violation
// CHOICE: -5
#include <assert.h>

extern int __VERIFIER_nondet_int(void);

int main(void) {
  unsigned char c = __VERIFIER_nondet_int();
  assert(c <= 255);
  volatile short s = __VERIFIER_nondet_int();
  short t = s;
  assert(t >= -32768 && t <= 32767);
  if (t == -5)
    assert(0); // VIOLATION: assertion failure
  return 0;
}
