// Destroying a condition variable while a thread waits on it is a synchronisation misuse
// (POSIX: undefined behaviour); main destroys it without waiting for the worker.
// RUN: => violation
// MESSAGE: pthread_cond_destroy of c while a thread waits on it
#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
int ready;

void *worker(void *arg) {
  pthread_mutex_lock(&m);
  while (!ready)
    pthread_cond_wait(&c, &m);
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_mutex_lock(&m);
  pthread_cond_destroy(&c); // VIOLATION: synchronisation misuse
  ready = 1;
  pthread_mutex_unlock(&m);
  pthread_detach(t);
  return 0;
}
