// A hand-made "once" with a plain flag: both threads can run the initialiser.
// RUN: => violation
#include <assert.h>
#include <pthread.h>

int done, inits;

void init(void) {
  inits++;
}

void *worker(void *arg) {
  if (!done) {
    init();
    done = 1;
  }
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(inits == 1); // VIOLATION: assertion failure
  return 0;
}
