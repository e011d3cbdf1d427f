// Identical workers, each with an array on its stack that a helper fills, and an update of
// the total outside the lock: the lost update is found with and without the reduction,
// which renames the threads with their stack objects (`vm::argobj`).
// Only -O2: at -O0 and -O1 the instruction-level search without the reduction stores
// millions of states.
// LEVELS: O2
// RUN: => violation
// RUN: --no-symmetry => violation
#include <assert.h>
#include <pthread.h>

#define N 3

int total, done;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

__attribute__((noinline)) static int add(int *a, int n) {
  for (int i = 0; i < n; i++)
    a[i] = i + 1;
  int c = total;
  total = c + a[0] + a[1];
  pthread_mutex_lock(&m);
  int seen = ++done == N ? total : -1;
  pthread_mutex_unlock(&m);
  return seen;
}

void *worker(void *arg) {
  int buf[2];
  int seen = add(buf, 2);
  if (seen >= 0)
    assert(seen == 3 * N); // VIOLATION: assertion failure
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
