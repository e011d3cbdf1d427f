// A barrier of one thread, destroyed by one thread while another may still come to wait at
// it: the late pthread_barrier_wait is a synchronisation misuse.
// RUN: => violation
// MESSAGE: pthread_barrier_wait on b, which was destroyed (pthread_barrier_destroy) and not initialised again
#include <pthread.h>

pthread_barrier_t b;

void *worker(void *arg) {
  pthread_barrier_wait(&b); // VIOLATION: synchronisation misuse
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_barrier_init(&b, 0, 1);
  pthread_create(&t, 0, worker, 0);
  pthread_barrier_wait(&b);
  pthread_barrier_destroy(&b);
  pthread_join(t, 0);
  return 0;
}
