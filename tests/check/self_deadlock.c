// A normal mutex locked twice by the same thread blocks it for ever.
// RUN: => violation
// RUN: --no-deadlocks => holds
// MESSAGE: thread 0 blocked in pthread_mutex_lock on m, which it already holds
#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

int main(void) {
  pthread_mutex_lock(&m);
  pthread_mutex_lock(&m); // VIOLATION: deadlock
  pthread_mutex_unlock(&m);
  return 0;
}
