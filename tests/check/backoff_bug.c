// backoff.c with a waiting thread that gives up once its delay reaches 4 and goes in
// without the lock: the delay decides whether the wait loop ends, so it is no faint
// register, and the search must find the second thread in the critical section.
// RUN: => violation
// RUN: --no-faint => violation
#include <assert.h>
#include <pthread.h>

volatile int lock = 0;
volatile int c = 0;

__attribute__((noinline)) void __VERIFIER_atomic_TAS(volatile int *v, volatile int *o) {
  *o = *v;
  *v = 1;
}

void acquire(void) {
  unsigned delay = 1;
  int cond;
  __VERIFIER_atomic_TAS(&lock, &cond);
  while (cond == 1) {
    if (delay >= 4)
      return;
    delay *= 2;
    __VERIFIER_atomic_TAS(&lock, &cond);
  }
}

void *worker(void *arg) {
  acquire();
  c++;
  assert(c == 1); // VIOLATION: assertion failure
  c--;
  lock = 0;
  return 0;
}

int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++)
    pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  return 0;
}
