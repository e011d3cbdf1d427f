// A test-and-set lock with the back-off of SV-COMP's pthread-ext/05_tas: a waiting thread
// doubles a local delay that nothing else reads. The delay's values are faint registers
// (vm::liveness): the stored states leave them out, and the search stores the states of the
// lock without a delay; --no-faint keeps them (the same verdict, more states).
// RUN: => holds
// RUN: --no-faint => holds
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
    if (delay * 2 > delay)
      delay *= 2;
    __VERIFIER_atomic_TAS(&lock, &cond);
  }
}

void *worker(void *arg) {
  acquire();
  c++;
  assert(c == 1);
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
