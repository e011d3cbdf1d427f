// Identical workers, each with an array on its stack that a helper fills and adds up under
// a lock: states in the helper hold a pointer to its caller's array. The threads are
// renamed with their stack objects (`vm::argobj`): the verdict of the search without the
// reduction, in fewer states.
// Only -O2: at -O0 and -O1 the instruction-level search without the reduction stores
// millions of states.
// LEVELS: O2
// RUN: => holds
// RUN: --no-symmetry => holds
#include <assert.h>
#include <pthread.h>

#define N 3

int total, done;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

__attribute__((noinline)) static void add(int *a, int n) {
  for (int i = 0; i < n; i++)
    a[i] = i + 1;
  pthread_mutex_lock(&m);
  for (int i = 0; i < n; i++)
    total += a[i];
  if (++done == N)
    assert(total == 3 * N);
  pthread_mutex_unlock(&m);
}

void *worker(void *arg) {
  int buf[2];
  add(buf, 2);
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
