// Detached identical workers, each taking a ticket under a lock; main waits until they
// are all served. No handle is kept: the workers are interchangeable throughout.
// RUN: => holds
// RUN: --no-symmetry => holds
#include <assert.h>
#include <pthread.h>

#define N 4

int next, served;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t all = PTHREAD_COND_INITIALIZER;

void *worker(void *arg) {
  pthread_detach(pthread_self());
  pthread_mutex_lock(&m);
  int mine = next++;
  pthread_mutex_unlock(&m);
  pthread_mutex_lock(&m);
  assert(mine < N);
  if (++served == N)
    pthread_cond_signal(&all);
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t t;
  for (int i = 0; i < N; i++)
    pthread_create(&t, 0, worker, 0);
  pthread_mutex_lock(&m);
  while (served < N)
    pthread_cond_wait(&all, &m);
  pthread_mutex_unlock(&m);
  assert(next == N);
  return 0;
}
