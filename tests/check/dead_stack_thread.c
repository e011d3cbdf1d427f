// A function starts a thread on one of its locals and returns without joining: the thread
// then uses a dead stack object.
// RUN: => violation
#include <pthread.h>

pthread_t t;

void *worker(void *arg) {
  int *p = arg;
  *p = 1; // VIOLATION: use of a dead stack object
  return 0;
}

__attribute__((noinline)) void start(void) {
  int local = 0;
  pthread_create(&t, 0, worker, &local);
}

int main(void) {
  start();
  pthread_join(t, 0);
  return 0;
}
