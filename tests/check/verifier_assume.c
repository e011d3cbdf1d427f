// __VERIFIER_assume cuts the paths where its condition is false: no error is reported there
// (char nondet values have their whole domain, so the search is complete).
// RUN: => holds
#include <assert.h>

extern char __VERIFIER_nondet_char(void);
extern void __VERIFIER_assume(int);

int main(void) {
  char x = __VERIFIER_nondet_char();
  __VERIFIER_assume(x > 100);
  assert(x > 100);
  if (x == 120) {
    __VERIFIER_assume(0);
    assert(0);
  }
  return 0;
}
