// pthread_cond_wait with a mutex the caller does not hold is a synchronisation misuse.
// RUN: => violation
// MESSAGE: pthread_cond_wait with m not held by the caller
#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
int ready;

void *worker(void *arg) {
  while (!ready)
    pthread_cond_wait(&c, &m); // VIOLATION: synchronisation misuse
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_mutex_lock(&m);
  ready = 1;
  pthread_cond_signal(&c);
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  return 0;
}
