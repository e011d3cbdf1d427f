// The value given to pthread_exit is what join returns, not the thread function's `return`.
// RUN: => violation
#include <assert.h>
#include <pthread.h>
#include <stdint.h>

void *worker(void *arg) {
  pthread_exit((void *)7);
  return (void *)1;
}

int main(void) {
  pthread_t t;
  void *r;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, &r);
  assert((intptr_t)r == 1); // VIOLATION: assertion failure
  return 0;
}
