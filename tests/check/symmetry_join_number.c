// main joins a thread by a number it made up, not by a handle it was given (pancam's
// handles are small integers): thread identity is observable, the check searches again
// without the symmetry reduction.
// RUN: => holds
// RUN: --no-symmetry => holds
#include <assert.h>
#include <pthread.h>

int done[3];

void *worker(void *arg) {
  done[(long)arg] = 1;
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, (void *)0);
  pthread_create(&t, 0, worker, (void *)1);
  pthread_create(&t, 0, worker, (void *)2);
  // The handle of the thread created second.
  pthread_join((pthread_t)t - 1, 0);
  assert(done[1]);
  return 0;
}
