// symmetry_tls.c with the total updated outside the lock: the lost update is found with
// and without the reduction, which renames the threads with their thread-local copies
// (`vm::argobj`).
// Only -O2: at -O0 two states whose untaken thread-local copies sit at different ids
// match (the canonical form leaves those ids out) and their successors differ in the ids,
// which tests/canonicity.rs reports (the states are equivalent up to a renaming of the
// ids; the canonical form does not pick one).
// LEVELS: O2
// RUN: => violation
// RUN: --no-symmetry => violation
#include <assert.h>
#include <pthread.h>

#define N 3

int total, done;
_Thread_local int mine;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

__attribute__((noinline)) static void add(int *count, int v) {
  int t = total;
  pthread_mutex_lock(&m);
  int seen = total = t + v;
  ++*count;
  if (++done == 2 * N)
    assert(seen == 3 * N); // VIOLATION: assertion failure
  pthread_mutex_unlock(&m);
}

void *worker(void *arg) {
  add(&mine, 1);
  add(&mine, 2);
  assert(mine == 2);
  return 0;
}

int main(void) {
  pthread_t t;
  for (int i = 0; i < N; i++) {
    pthread_create(&t, 0, worker, 0);
    pthread_detach(t);
  }
  pthread_exit(0);
}
