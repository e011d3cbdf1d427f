// Store buffering with atomic_thread_fence: under sequential consistency (and with the
// fences on any hardware) the outcome r0 == r1 == 0 is impossible. (-O1 and -O2: at -O0
// the atomic builtins' temporaries multiply the instruction-level states.)
// RUN: => holds
// LEVELS: O1 O2
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

atomic_int flag[2];
int r[2];

void *worker(void *arg) {
  int me = arg != 0;
  atomic_store_explicit(&flag[me], 1, memory_order_relaxed);
  atomic_thread_fence(memory_order_seq_cst);
  r[me] = atomic_load_explicit(&flag[1 - me], memory_order_relaxed);
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, &t);
  worker(0);
  pthread_join(t, 0);
  assert(r[0] == 1 || r[1] == 1);
  return 0;
}
