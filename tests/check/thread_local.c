// __thread and _Thread_local variables: one copy per thread, each starting at its
// initial value.
// RUN: => holds
#include <assert.h>
#include <pthread.h>

__thread int a = 10;
_Thread_local int b;

void *worker(void *arg) {
  a++;
  b += 2;
  assert(a == 11 && b == 2);
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  worker(0);
  pthread_join(t, 0);
  assert(a == 11 && b == 2);
  return 0;
}
