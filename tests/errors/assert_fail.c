// A failed assert(): glibc's __assert_fail. The message is glibc's
// "FILE:LINE: FUNCTION: Assertion `EXPR' failed.", FUNCTION being clang's
// __PRETTY_FUNCTION__ (the full prototype; gcc would give just the name).
// STACK: checked_div main
#include <assert.h>
#include <stdio.h>

__attribute__((noinline)) static int checked_div(int a, int b) {
  assert(b != 0 && "divisor must be nonzero"); // ERROR: assertion failure: {file}:{line}: int checked_div(int, int): Assertion `b != 0 && "divisor must be nonzero"' failed.
  return a / b;
}

int main(int argc, char **argv) {
  (void)argv;
  printf("%d\n", checked_div(10, 2));
  printf("%d\n", checked_div(10, argc - 1));
  return 0;
}
