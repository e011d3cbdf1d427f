// A counterexample found under --max-threads: the trail must replay it under the same limit.
// RUN: --max-threads 2 => violation
#include <assert.h>
#include <errno.h>
#include <pthread.h>

void *worker(void *arg) {
  return 0;
}

int main(void) {
  pthread_t a, b;
  int ra = pthread_create(&a, 0, worker, 0);
  int rb = pthread_create(&b, 0, worker, 0);
  assert(ra == 0);
  assert(rb != EAGAIN); // VIOLATION: assertion failure
  pthread_join(a, 0);
  if (rb == 0)
    pthread_join(b, 0);
  return 0;
}
