/* A worker copies a racy shared value and calls abort() when the copy is out of range; the
   check that calls reach_error tests the same copy afterwards.
   unreach-call TRUE: abort() ends the execution (it is not the error function); when the
   worker reaches the second test its local copy v is <= 1 (otherwise it aborted), and v
   cannot change in between, so reach_error is never called. abort() IS reachable: the
   setter can store 2 before the worker reads x. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "abort-not-error.c", 9, "reach_error"); }

#include <pthread.h>

int x;

void *setter(void *arg) {
  x = 2;
  return 0;
}

void *worker(void *arg) {
  int v = x;
  if (v > 1)
    abort();
  if (v > 1)
    reach_error();
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, setter, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
