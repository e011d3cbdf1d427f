// A spinlock protects a counter.
// RUN: => holds
#include <assert.h>
#include <pthread.h>

pthread_spinlock_t s;
int counter;

void *worker(void *arg) {
  pthread_spin_lock(&s);
  counter++;
  pthread_spin_unlock(&s);
  return 0;
}

int main(void) {
  pthread_spin_init(&s, PTHREAD_PROCESS_PRIVATE);
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(counter == 2);
  pthread_spin_destroy(&s);
  return 0;
}
