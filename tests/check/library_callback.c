// A thread sorts a shared array with qsort while main reads it: the schedule shows the
// thread's qsort call and the comparison function it calls back, not the lines of pancam's
// C library that implement qsort (tests/cli.rs checks that).
// RUN: => violation
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

int a[4] = {3, 1, 2, 0};

static int cmp(const void *x, const void *y) {
  return *(const int *)x - *(const int *)y;
}

static void *sorter(void *arg) {
  (void)arg;
  qsort(a, 4, sizeof a[0], cmp);
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, sorter, 0);
  int first = a[0];
  pthread_join(t, 0);
  assert(first != 1); // VIOLATION: assertion failure
  return 0;
}
