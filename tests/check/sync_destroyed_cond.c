// Destroying a condition variable while a thread waits on it is a synchronisation misuse
// (POSIX: undefined behaviour). main destroys it only when the worker has gone to wait
// (waiting is set under the mutex main holds), and nothing uses it after that; without
// spurious wakeups, so that a woken worker cannot wait on the destroyed variable instead.
// RUN: --no-spurious-wakeups => violation
// MESSAGE: pthread_cond_destroy of c while a thread waits on it
#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
int waiting, ready;

void *worker(void *arg) {
  pthread_mutex_lock(&m);
  waiting = 1;
  while (!ready)
    pthread_cond_wait(&c, &m);
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_mutex_lock(&m);
  if (waiting) {
    pthread_cond_destroy(&c); // VIOLATION: synchronisation misuse
    pthread_mutex_unlock(&m);
    return 0;
  }
  ready = 1;
  pthread_cond_signal(&c);
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  return 0;
}
