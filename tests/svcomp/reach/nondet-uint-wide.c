/* A thread draws a nondeterministic unsigned int; the error needs one specific large value.
   unreach-call FALSE: x = 3000000006 lies between 3000000000 and 4000000000 and
   3000000006 = 7 * 428571429 + 3, so reach_error is reachable; no value within a small
   distance of 0 or of 2^32 reaches it. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "nondet-uint-wide.c", 6, "reach_error"); }
extern unsigned int __VERIFIER_nondet_uint(void);

#include <pthread.h>

unsigned int x;

void *draw(void *arg) {
  x = __VERIFIER_nondet_uint();
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, draw, 0);
  pthread_join(t, 0);
  if (x > 3000000000u && x < 4000000000u && x % 7 == 3)
    reach_error();
  return 0;
}
