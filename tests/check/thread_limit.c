// --max-threads counts main: with 2, the second pthread_create fails with EAGAIN on every
// path and the program sees it; with the default limit it succeeds. A failure at pancam's
// limit changes what the program does, so finding nothing there is not a proof (issue 8:
// this used to say "holds").
// RUN: --max-threads 2 => incomplete: thread limit
// RUN: => violation
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
  assert(rb == EAGAIN); // VIOLATION: assertion failure
  pthread_join(a, 0);
  return 0;
}
