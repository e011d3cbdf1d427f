// Under sequential consistency one of the threads sees the other's flag, but not
// necessarily both: asserting both is wrong.
// RUN: => violation
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

atomic_int flag[2];
int r[2];

void *worker(void *arg) {
  int me = arg != 0;
  atomic_store(&flag[me], 1);
  atomic_thread_fence(memory_order_seq_cst);
  r[me] = atomic_load(&flag[1 - me]);
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, &t);
  worker(0);
  pthread_join(t, 0);
  assert(r[0] == 1 && r[1] == 1); // VIOLATION: assertion failure
  return 0;
}
