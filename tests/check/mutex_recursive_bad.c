// A recursive mutex locked twice and unlocked once stays held: the other thread waits for
// ever (whichever thread comes first), and main waits for it.
// RUN: => violation
// RUN: --no-deadlocks => holds
// MESSAGE: blocked in pthread_mutex_lock on m held by thread
// MESSAGE: at {file}:{@lock}:
#include <pthread.h>

pthread_mutex_t m;

void *worker(void *arg) {
  pthread_mutex_lock(&m); // @lock
  pthread_mutex_lock(&m);
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_mutexattr_t a;
  pthread_mutexattr_init(&a);
  pthread_mutexattr_settype(&a, PTHREAD_MUTEX_RECURSIVE);
  pthread_mutex_init(&m, &a);
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0);
  pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0); // VIOLATION: deadlock
  pthread_join(t2, 0); // VIOLATION: deadlock
  return 0;
}
