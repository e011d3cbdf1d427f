// A condition variable used correctly: the waiter rechecks its predicate in a loop, the
// producer changes it under the mutex and signals.
// RUN: => holds
#include <assert.h>
#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
int ready, data;

void *producer(void *arg) {
  pthread_mutex_lock(&m);
  data = 42;
  ready = 1;
  pthread_cond_signal(&c);
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, producer, 0);
  pthread_mutex_lock(&m);
  while (!ready)
    pthread_cond_wait(&c, &m);
  assert(data == 42);
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  return 0;
}
