// SV-COMP: a function whose name starts with __VERIFIER_atomic_ runs atomically.
// RUN: => holds
#include <assert.h>
#include <pthread.h>

int counter;

void __VERIFIER_atomic_inc(void) {
  int t = counter;
  counter = t + 1;
}

void *worker(void *arg) {
  __VERIFIER_atomic_inc();
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(counter == 2);
  return 0;
}
