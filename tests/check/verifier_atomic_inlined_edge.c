// Inlined atomic code does not make the code around it atomic: the read and the write of
// counter, before and after the inlined __VERIFIER_atomic_touch, can still interleave.
// RUN: => violation
// LEVELS: O0 O1 O2 O3
#include <assert.h>
#include <pthread.h>

int counter;
int touched;

void __VERIFIER_atomic_touch(void) { touched++; }

void *worker(void *arg) {
  int t = counter;
  __VERIFIER_atomic_touch();
  counter = t + 1;
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(touched == 2);
  assert(counter == 2); // VIOLATION: assertion failure
  return 0;
}
