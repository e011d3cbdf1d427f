// main calls pthread_exit holding a mutex the other thread needs: the program cannot end,
// a deadlock of the remaining thread.
// RUN: => violation
// MESSAGE: thread 1 blocked in pthread_mutex_lock on m held by thread 0 at {file}:{line}:
#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg) {
  pthread_mutex_lock(&m); // VIOLATION: deadlock
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_mutex_lock(&m);
  pthread_create(&t, 0, worker, 0);
  pthread_exit(0);
}
