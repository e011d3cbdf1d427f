// Unlocking a rwlock the caller does not hold is a synchronisation misuse; with
// --no-memory it is not reported (the path ends there).
// RUN: => violation
// RUN: --no-memory => incomplete: paths ended in events not reported
// MESSAGE: pthread_rwlock_unlock of l, which the caller does not hold
#include <pthread.h>

pthread_rwlock_t l = PTHREAD_RWLOCK_INITIALIZER;

int main(void) {
  pthread_rwlock_rdlock(&l);
  pthread_rwlock_unlock(&l);
  pthread_rwlock_unlock(&l); // VIOLATION: synchronisation misuse
  return 0;
}
