// Issue 8 regression: a __VERIFIER_atomic_ function called through a pointer (here the
// thread argument) is atomic, and it is a step of its own like one called directly: it
// must not join the step of the access before it. The reductions let it (block and
// shared-access ran the store to `a` and the section as one step; superstep did not test
// the section before entering it), so main's reads between the two were lost.
// RUN: => violation
#include <assert.h>
#include <pthread.h>

volatile int a, b;

void __VERIFIER_atomic_inc_b(void) { b = b + 1; }

void *worker(void *arg) {
  void (*inc_b)(void) = (void (*)(void))arg;
  a = 1;
  inc_b();
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, (void *)__VERIFIER_atomic_inc_b);
  int x = a;
  int y = b;
  assert(!(x == 1 && y == 0)); // VIOLATION: assertion failure
  pthread_join(t, 0);
  return 0;
}
