// A barrier for three threads that only two reach: both wait for ever.
// RUN: => violation
// MESSAGE: thread 0 blocked in pthread_barrier_wait on b at {file}:{line}:
// MESSAGE: thread 1 blocked in pthread_barrier_wait on b at {file}:{@wait}:
#include <pthread.h>

pthread_barrier_t b;

void *worker(void *arg) {
  pthread_barrier_wait(&b); // @wait
  return 0;
}

int main(void) {
  pthread_barrier_init(&b, 0, 3);
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_barrier_wait(&b); // VIOLATION: deadlock
  pthread_join(t, 0);
  return 0;
}
