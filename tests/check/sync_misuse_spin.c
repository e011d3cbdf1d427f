// Unlocking a spinlock held by another thread is a synchronisation misuse.
// RUN: => violation
// MESSAGE: pthread_spin_unlock of s, which the caller does not hold
#include <pthread.h>

pthread_spinlock_t s;

void *worker(void *arg) {
  pthread_spin_lock(&s);
  return 0;
}

int main(void) {
  pthread_spin_init(&s, PTHREAD_PROCESS_PRIVATE);
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  pthread_spin_unlock(&s); // VIOLATION: synchronisation misuse
  return 0;
}
