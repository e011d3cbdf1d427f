// The same increments under a mutex (initialised with pthread_mutex_init) are never lost.
// RUN: => holds
// RUN: --depth 5 => incomplete: depth limit 5 reached
#include <assert.h>
#include <pthread.h>

int counter;
pthread_mutex_t m;

void *worker(void *arg) {
  pthread_mutex_lock(&m);
  counter++;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_mutex_init(&m, 0);
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(counter == 2);
  pthread_mutex_destroy(&m);
  return 0;
}
