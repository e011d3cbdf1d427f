// mtx_timedlock may time out while the other thread holds the mutex (time does not pass in
// the model, so the wait may end either way): the worker that then reads the pair finds it
// half updated.
// RUN: => violation
#include <assert.h>
#include <threads.h>
#include <time.h>

mtx_t m;
volatile int a, b;

int worker(void *arg) {
  struct timespec ts = {1, 0};
  if (mtx_timedlock(&m, &ts) == thrd_timedout) {
    assert(a == b); // VIOLATION: assertion failure
    return 0;
  }
  a++;
  b++;
  mtx_unlock(&m);
  return 0;
}

int main(void) {
  thrd_t t1, t2;
  mtx_init(&m, mtx_timed);
  thrd_create(&t1, worker, 0);
  thrd_create(&t2, worker, 0);
  thrd_join(t1, 0);
  thrd_join(t2, 0);
  return 0;
}
