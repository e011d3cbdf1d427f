// A program that copes with pthread_create failing: it does the work itself.
// RUN: --max-threads 2 => incomplete: thread limit
// RUN: --max-threads 1 => incomplete: thread limit
// RUN: => holds
#include <assert.h>
#include <errno.h>
#include <pthread.h>

int done[2];

void *worker(void *arg) {
  *(int *)arg = 1;
  return 0;
}

int main(void) {
  pthread_t t[2];
  int r[2];
  for (int i = 0; i < 2; i++) {
    r[i] = pthread_create(&t[i], 0, worker, &done[i]);
    assert(r[i] == 0 || r[i] == EAGAIN);
    if (r[i] != 0)
      worker(&done[i]);
  }
  for (int i = 0; i < 2; i++)
    if (r[i] == 0)
      pthread_join(t[i], 0);
  assert(done[0] && done[1]);
  return 0;
}
