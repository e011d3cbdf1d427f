// Atomic loads and stores are not an atomic increment: an update can still be lost.
// RUN: => violation
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

atomic_int counter;

void *worker(void *arg) {
  int v = atomic_load(&counter);
  atomic_store(&counter, v + 1);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(atomic_load(&counter) == 2); // VIOLATION: assertion failure
  return 0;
}
