// A pool of N identical workers, each doing two locked increments of a shared counter and
// then reporting done; main keeps only the last handle (one variable, overwritten) and
// waits until every worker is done.
#include <assert.h>
#include <pthread.h>

#ifndef N
#define N 4
#endif

int count, done;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg) {
  for (int i = 0; i < 2; i++) {
    pthread_mutex_lock(&m);
    count++;
    pthread_mutex_unlock(&m);
  }
  pthread_mutex_lock(&m);
  done++;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t t;
  for (int i = 0; i < N; i++)
    pthread_create(&t, 0, worker, 0);
  for (;;) {
    pthread_mutex_lock(&m);
    int d = done;
    pthread_mutex_unlock(&m);
    if (d == N)
      break;
  }
  assert(count == 2 * N);
  return 0;
}
