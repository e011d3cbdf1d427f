// The result of a thread read without joining it first: the thread may not have run yet.
// RUN: => violation
#include <assert.h>
#include <pthread.h>

int result;

void *worker(void *arg) {
  result = 42;
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  assert(result == 42); // VIOLATION: assertion failure
  pthread_join(t, 0);
  return 0;
}
