// Concurrent atomic accesses are not data races.
// RUN: --races => holds
#include <pthread.h>
#include <stdatomic.h>

atomic_int shared;

void *worker(void *arg) {
  atomic_store(&shared, 1);
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  atomic_fetch_add(&shared, 1);
  pthread_join(t, 0);
  return 0;
}
