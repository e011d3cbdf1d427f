// A semaphore used as a lock but initialised to 2 lets both threads into the critical
// section at once.
// RUN: => violation
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>

sem_t lock;
int inside;

void *worker(void *arg) {
  sem_wait(&lock);
  inside++;
  assert(inside == 1); // VIOLATION: assertion failure
  inside--;
  sem_post(&lock);
  return 0;
}

int main(void) {
  pthread_t a, b;
  sem_init(&lock, 0, 2);
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
