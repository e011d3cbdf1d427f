// A spinlock taken twice by the same thread spins for ever: reported as a deadlock.
// RUN: => violation
// MESSAGE: thread 0 blocked in pthread_spin_lock on s
#include <pthread.h>

pthread_spinlock_t s;

int main(void) {
  pthread_spin_init(&s, PTHREAD_PROCESS_PRIVATE);
  pthread_spin_lock(&s);
  pthread_spin_lock(&s); // VIOLATION: deadlock
  return 0;
}
