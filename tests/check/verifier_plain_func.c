// The same body in an ordinary function is not atomic.
// RUN: => violation
#include <assert.h>
#include <pthread.h>

int counter;

void inc(void) {
  int t = counter;
  counter = t + 1;
}

void *worker(void *arg) {
  inc();
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(counter == 2); // VIOLATION: assertion failure
  return 0;
}
