// Locking a mutex after pthread_mutex_destroy (without pthread_mutex_init in between) is a
// synchronisation misuse. The worker locks it only after main destroyed it (so that main
// never destroys a locked mutex, the other misuse).
// RUN: => violation
// MESSAGE: pthread_mutex_lock of m, which was destroyed (pthread_mutex_destroy) and not initialised again
#include <pthread.h>
#include <stdatomic.h>

pthread_mutex_t m;
atomic_int gone;
int done;

void *worker(void *arg) {
  if (!gone)
    return 0;
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
  gone = 1;
  pthread_join(t, 0);
  return 0;
}
