// A statically initialised recursive mutex counts its locks: one unlock too few leaves it
// held, and the other thread blocks for ever.
// RUN: => violation
// MESSAGE: blocked in pthread_mutex_lock on rec held by thread
// MESSAGE: at {file}:{@lock}:
#define _GNU_SOURCE
#include <pthread.h>

pthread_mutex_t rec = PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP;

void *worker(void *arg) {
  pthread_mutex_lock(&rec); // @lock
  pthread_mutex_lock(&rec);
  pthread_mutex_unlock(&rec);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0); // VIOLATION: deadlock
  pthread_join(b, 0); // VIOLATION: deadlock
  return 0;
}
