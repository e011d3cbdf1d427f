/* An uninitialised local is an indeterminate value, not zero: the flag below is never
   written before it is tested, so any value, 'q' (113) included, is possible.
   unreach-call FALSE: c == 'q' reaches reach_error. (A checker reading fresh memory as zero
   would wrongly say TRUE.) */
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "uninit-local-bug.c", 6, "reach_error"); }

int main(void) {
  char c;
  if (c == 'q')
    reach_error();
  return 0;
}
