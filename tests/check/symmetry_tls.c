// Identical workers, each counting in a thread-local variable how often it added to the
// total under the lock; a helper gets the copy's address. The threads are renamed with
// their thread-local copies (`vm::argobj`): the verdict of the search without the
// reduction, in fewer states.
// Only -O2: at -O0 two states whose untaken thread-local copies sit at different ids
// match (the canonical form leaves those ids out) and their successors differ in the ids,
// which tests/canonicity.rs reports (the states are equivalent up to a renaming of the
// ids; the canonical form does not pick one).
// LEVELS: O2
// RUN: => holds
// RUN: --no-symmetry => holds
#include <assert.h>
#include <pthread.h>

#define N 3

int total, done;
_Thread_local int mine;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

__attribute__((noinline)) static void add(int *count, int v) {
  pthread_mutex_lock(&m);
  total += v;
  ++*count;
  if (++done == 2 * N)
    assert(total == 3 * N);
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
