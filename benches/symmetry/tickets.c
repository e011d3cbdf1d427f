// N detached identical workers each take a ticket under a lock and are served; main waits
// on a condition variable until all are. No handle is kept: the workers are
// interchangeable throughout (orbits of up to N! states).
#include <assert.h>
#include <pthread.h>

#ifndef N
#define N 4
#endif

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
