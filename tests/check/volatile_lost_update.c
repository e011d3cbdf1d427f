// `volatile` does not make `++` atomic: a plain load, add and store loses updates.
// RUN: => violation
#include <assert.h>
#include <pthread.h>

volatile int counter;

void *worker(void *arg) {
  for (int i = 0; i < 2; i++)
    counter = counter + 1;
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(counter == 4); // VIOLATION: assertion failure
  return 0;
}
