// A program that expects pthread_barrier_wait to return 0 everywhere: one thread gets
// PTHREAD_BARRIER_SERIAL_THREAD.
// RUN: => violation
#include <assert.h>
#include <pthread.h>

pthread_barrier_t b;

void *worker(void *arg) {
  int r = pthread_barrier_wait(&b);
  assert(r == 0); // VIOLATION: assertion failure
  return 0;
}

int main(void) {
  pthread_barrier_init(&b, 0, 2);
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  worker(0);
  pthread_join(t, 0);
  return 0;
}
