// main returns while a thread is blocked for ever: the program ends with main, so that is
// no deadlock.
// RUN: => holds
#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg) {
  pthread_mutex_lock(&m);
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_mutex_lock(&m);
  pthread_create(&t, 0, worker, 0);
  return 0;
}
