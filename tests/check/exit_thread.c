// pthread_exit from a function called by a thread: the thread ends there, and its value comes
// back through join; the code after the call never runs.
// RUN: => holds
#include <assert.h>
#include <pthread.h>
#include <stdint.h>

int after_exit;

void leave(intptr_t v) {
  pthread_exit((void *)v);
}

void *worker(void *arg) {
  leave(42);
  after_exit = 1;
  return 0;
}

int main(void) {
  pthread_t t;
  void *r;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, &r);
  assert((intptr_t)r == 42);
  assert(after_exit == 0);
  return 0;
}
