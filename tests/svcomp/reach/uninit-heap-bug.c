/* malloc'ed memory is indeterminate: only the first byte of the block is written, the
   second is read.
   unreach-call FALSE: buf[1] may hold 7 (any value of an unsigned char is possible). */
#include <stdlib.h>
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "uninit-heap-bug.c", 6, "reach_error"); }

int main(void) {
  unsigned char *buf = malloc(2);
  if (buf == 0)
    return 0;
  buf[0] = 1;
  if (buf[1] == 7)
    reach_error();
  free(buf);
  return 0;
}
