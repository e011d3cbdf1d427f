// tas_local.c with a bug: a worker that finds the lock taken tries once more, then enters
// anyway: two workers can be inside together (the assertion fails with two of them).
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
  if (cond)
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
