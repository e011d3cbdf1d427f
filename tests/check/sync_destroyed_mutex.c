// Locking a mutex after pthread_mutex_destroy (without pthread_mutex_init in between) is a
// synchronisation misuse: the worker may run after main destroyed it.
// RUN: => violation
// MESSAGE: pthread_mutex_lock of m, which was destroyed (pthread_mutex_destroy) and not initialised again
#include <pthread.h>

pthread_mutex_t m;
int done;

void *worker(void *arg) {
  pthread_mutex_lock(&m); // VIOLATION: synchronisation misuse
  done = 1;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_mutex_init(&m, 0);
  pthread_create(&t, 0, worker, 0);
  pthread_mutex_destroy(&m);
  pthread_join(t, 0);
  return 0;
}
