// A barrier: no thread passes before all have arrived, and exactly one of them gets
// PTHREAD_BARRIER_SERIAL_THREAD (main and one thread, twice: the barrier is reusable).
// (-O1 and -O2: at -O0 the instruction-level search stores millions of states, as object
// ids follow the order in which the threads' stack slots were allocated.)
// RUN: => holds
// LEVELS: O1 O2
#include <assert.h>
#include <pthread.h>

pthread_barrier_t b;
int arrived, serial;

void *worker(void *arg) {
  for (int round = 1; round <= 2; round++) {
    __atomic_fetch_add(&arrived, 1, __ATOMIC_SEQ_CST);
    int r = pthread_barrier_wait(&b);
    assert(arrived >= 2 * round);
    if (r == PTHREAD_BARRIER_SERIAL_THREAD)
      __atomic_fetch_add(&serial, 1, __ATOMIC_SEQ_CST);
    else
      assert(r == 0);
  }
  return 0;
}

int main(void) {
  pthread_barrier_init(&b, 0, 2);
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  worker(0);
  pthread_join(t, 0);
  assert(serial == 2);
  pthread_barrier_destroy(&b);
  return 0;
}
