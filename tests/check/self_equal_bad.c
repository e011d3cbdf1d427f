// A thread is not main: pthread_equal of their handles is 0.
// RUN: => violation
#include <assert.h>
#include <pthread.h>

pthread_t main_self;

void *worker(void *arg) {
  assert(pthread_equal(pthread_self(), main_self)); // VIOLATION: assertion failure
  return 0;
}

int main(void) {
  pthread_t t;
  main_self = pthread_self();
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  return 0;
}
