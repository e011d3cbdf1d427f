// Identical workers whose handles the program does not keep (one variable, overwritten):
// the symmetry reduction stores states that differ only in which worker is where once.
// RUN: => holds
// RUN: --no-symmetry => holds
#include <assert.h>
#include <pthread.h>

#define N 3

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
