// char and bool nondet values get their whole domain whatever the nondet range: -128 is
// found with the default range.
// RUN: => violation
// RUN: --nondet-range 0..1 => violation
// CHOICE: -128
#include <assert.h>
#include <stdbool.h>

extern char __VERIFIER_nondet_char(void);
extern bool __VERIFIER_nondet_bool(void);

int main(void) {
  bool b = __VERIFIER_nondet_bool();
  char c = __VERIFIER_nondet_char();
  if (b)
    assert(c != -128); // VIOLATION: assertion failure
  return 0;
}
