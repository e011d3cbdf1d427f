// __VERIFIER_atomic_begin/end make the increment atomic.
// RUN: => holds
#include <assert.h>
#include <pthread.h>

void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);

int counter;

void *worker(void *arg) {
  __VERIFIER_atomic_begin();
  int t = counter;
  counter = t + 1;
  __VERIFIER_atomic_end();
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
