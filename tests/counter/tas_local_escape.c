// tas_local.c with each spinning worker publishing the address of its `cond` in a
// global: while it is there the stack object is not its own, and the counter abstraction
// does not count the worker (tests/counter.rs: incomplete at a small thread limit, never
// a proof).
// With an argument N, main starts N threads only (tests/counter.rs).
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

volatile int lock;
int inside;
volatile int *volatile seen;

__attribute__((noinline)) void __VERIFIER_atomic_TAS(volatile int *v, volatile int *o) {
  *o = *v;
  *v = 1;
}

void *worker(void *arg) {
  int cond;
  seen = &cond;
  __VERIFIER_atomic_TAS(&lock, &cond);
  while (cond)
    __VERIFIER_atomic_TAS(&lock, &cond);
  inside++;
  assert(inside == 1);
  inside--;
  lock = 0;
  return 0;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : -1;
  pthread_t t;
  if (n < 0)
    while (1)
      pthread_create(&t, 0, worker, 0);
  for (int i = 0; i < n; i++)
    pthread_create(&t, 0, worker, 0);
  pthread_exit(0);
}
