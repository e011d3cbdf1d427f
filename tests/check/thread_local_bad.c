// The same with a plain global: the threads share one copy.
// RUN: => violation
#include <assert.h>
#include <pthread.h>

int a = 10;

void *worker(void *arg) {
  a++;
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  worker(0);
  pthread_join(t, 0);
  assert(a == 11); // VIOLATION: assertion failure
  return 0;
}
