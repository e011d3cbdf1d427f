// Joining a detached thread does not wait for it: its result may not be there.
// RUN: => violation
#include <assert.h>
#include <pthread.h>

int ran;

void *worker(void *arg) {
  ran = 1;
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_detach(t);
  pthread_join(t, 0);
  assert(ran == 1); // VIOLATION: assertion failure
  return 0;
}
