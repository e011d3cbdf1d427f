/* The local is assigned on both branches before it is read, and the malloc'ed byte is
   written before it is read: no indeterminate value is ever read.
   unreach-call TRUE: x is 1 or 2, never 0; buf[0] is 3. */
#include <stdlib.h>
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "uninit-assigned-on-all-paths.c", 6, "reach_error"); }
extern _Bool __VERIFIER_nondet_bool(void);

int main(void) {
  int x;
  if (__VERIFIER_nondet_bool())
    x = 1;
  else
    x = 2;
  unsigned char *buf = malloc(1);
  if (buf == 0)
    return 0;
  buf[0] = 3;
  if (x == 0 || buf[0] != 3)
    reach_error();
  free(buf);
  return 0;
}
