// Lock-order inversion: each thread holds one mutex and waits for the other's. The report
// names every blocked thread's call and line.
// RUN: => violation
// RUN: --no-deadlocks => holds
// MESSAGE: thread 0 blocked in pthread_join waiting for thread 1 at {file}:{line}:
// MESSAGE: thread 1 blocked in pthread_mutex_lock on b held by thread 2 at {file}:{@t1b}:
// MESSAGE: thread 2 blocked in pthread_mutex_lock on a held by thread 1 at {file}:{@t2a}:
#include <pthread.h>

pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t b = PTHREAD_MUTEX_INITIALIZER;
int x;

void *ab(void *arg) {
  pthread_mutex_lock(&a);
  pthread_mutex_lock(&b); // @t1b
  x++;
  pthread_mutex_unlock(&b);
  pthread_mutex_unlock(&a);
  return 0;
}

void *ba(void *arg) {
  pthread_mutex_lock(&b);
  pthread_mutex_lock(&a); // @t2a
  x++;
  pthread_mutex_unlock(&a);
  pthread_mutex_unlock(&b);
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, ab, 0);
  pthread_create(&t2, 0, ba, 0);
  pthread_join(t1, 0); // VIOLATION: deadlock
  pthread_join(t2, 0);
  return 0;
}
