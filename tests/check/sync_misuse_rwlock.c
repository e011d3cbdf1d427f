// Unlocking a rwlock, or a spinlock, the caller does not hold is a synchronisation misuse.
// RUN: => violation
// RUN: --no-memory => holds
// MESSAGE: which the caller does not hold
#include <pthread.h>

pthread_rwlock_t l = PTHREAD_RWLOCK_INITIALIZER;
pthread_spinlock_t s;

int main(void) {
  pthread_spin_init(&s, PTHREAD_PROCESS_PRIVATE);
  pthread_rwlock_rdlock(&l);
  pthread_rwlock_unlock(&l);
  pthread_rwlock_unlock(&l); // VIOLATION: synchronisation misuse
  pthread_spin_unlock(&s);
  return 0;
}
