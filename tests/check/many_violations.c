// Several different assertions can fail: --max-violations 0 finds all of them.
// RUN: => violation
// RUN: --max-violations 0 => violations
#include <assert.h>
#include <pthread.h>

volatile int x;

void *writer(void *arg) {
  x = 1;
  x = 2;
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, writer, 0);
  int v = x;
  if (v == 0)
    assert(v != 0); // VIOLATION: assertion failure
  if (v == 1)
    assert(v != 1); // VIOLATION: assertion failure
  pthread_join(t, 0);
  assert(x != 2); // VIOLATION: assertion failure
  return 0;
}
