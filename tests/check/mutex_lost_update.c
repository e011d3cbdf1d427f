// Two threads increment a shared counter without a lock: an update can be lost.
// RUN: => violation
// RUN: --no-assertions => holds
#include <assert.h>
#include <pthread.h>

int counter;

void *worker(void *arg) {
  counter++;
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
