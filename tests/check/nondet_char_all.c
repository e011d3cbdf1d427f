// A program that holds for every char and bool value: the search is complete (exit 0).
// RUN: => holds
#include <assert.h>
#include <stdbool.h>

extern char __VERIFIER_nondet_char(void);
extern bool __VERIFIER_nondet_bool(void);

int main(void) {
  bool b = __VERIFIER_nondet_bool();
  char c = __VERIFIER_nondet_char();
  int v = c + b;
  assert(v >= -128 && v <= 128);
  return 0;
}
