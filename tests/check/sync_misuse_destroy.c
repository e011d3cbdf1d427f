// Destroying a mutex another thread may still hold is a synchronisation misuse. (main
// destroys it only once the worker has locked it, so that the worker never locks a
// destroyed mutex, the other misuse.)
// RUN: => violation
// MESSAGE: pthread_mutex_destroy of m, which is locked
#include <pthread.h>
#include <stdatomic.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
atomic_int held;

void *worker(void *arg) {
  pthread_mutex_lock(&m);
  held = 1;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  if (held)
    pthread_mutex_destroy(&m); // VIOLATION: synchronisation misuse
  pthread_join(t, 0);
  return 0;
}
