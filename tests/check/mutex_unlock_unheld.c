// Unlocking a normal mutex the caller does not hold is undefined: a synchronisation misuse.
// RUN: => violation
// RUN: --no-memory => incomplete: paths ended in events not reported
// MESSAGE: pthread_mutex_unlock of m, which is not locked
#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg) {
  pthread_mutex_unlock(&m); // VIOLATION: synchronisation misuse
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  return 0;
}
