// SV-COMP's pthread-ext/05_tas in its own shape: each worker spins with a local `cond`
// whose address it passes to the test-and-set function, so every spinning thread owns a
// stack object. The counter abstraction counts such threads (the object is named by
// nothing but the thread's own registers) and proves the program for any number of
// threads. (The published task also doubles a local `delay` while it spins, which gives
// each spinning thread one of 32 local states: not here.)
// With an argument N, main starts N threads only (tests/counter.rs).
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

volatile int lock;
int inside;

__attribute__((noinline)) void __VERIFIER_atomic_TAS(volatile int *v, volatile int *o) {
  *o = *v;
  *v = 1;
}

void *worker(void *arg) {
  int cond;
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
