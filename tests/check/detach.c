// A detached thread cannot be joined (EINVAL); the program does not wait for it.
// RUN: => holds
#include <assert.h>
#include <errno.h>
#include <pthread.h>

int ran;

void *worker(void *arg) {
  ran = 1;
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  assert(pthread_detach(t) == 0);
  assert(pthread_join(t, 0) == EINVAL);
  return 0;
}
