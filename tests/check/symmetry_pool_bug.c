// Identical workers with an unlocked increment: the lost update is found with and without
// the symmetry reduction.
// RUN: => violation
// RUN: --no-symmetry => violation
#include <assert.h>
#include <pthread.h>

#define N 3

int count, done;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg) {
  int c = count;
  count = c + 1;
  pthread_mutex_lock(&m);
  done++;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t t[N];
  for (int i = 0; i < N; i++)
    pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < N; i++)
    pthread_join(t[i], 0);
  assert(count == N); // VIOLATION: assertion failure
  return 0;
}
