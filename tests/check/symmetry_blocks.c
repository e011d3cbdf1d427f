// Detached identical workers, each given a block of its own that main allocated: a worker
// fills its block, adds it to a shared total under a lock and frees it. Nothing but its
// worker names a block, so the symmetry reduction renames the workers with their blocks
// (`vm::argobj`).
// RUN: => holds
// RUN: --no-symmetry => holds
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

#define N 3

struct job {
  int in, out;
};

int total, done;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t all = PTHREAD_COND_INITIALIZER;

void *worker(void *arg) {
  struct job *j = arg;
  j->out = j->in + 1;
  pthread_mutex_lock(&m);
  total += j->out;
  if (++done == N)
    pthread_cond_signal(&all);
  pthread_mutex_unlock(&m);
  free(j);
  return 0;
}

int main(void) {
  pthread_t t;
  for (int i = 0; i < N; i++) {
    struct job *j = malloc(sizeof *j);
    if (!j)
      return 1;
    j->in = 1;
    j->out = 0;
    pthread_create(&t, 0, worker, j);
    pthread_detach(t);
  }
  pthread_mutex_lock(&m);
  while (done < N)
    pthread_cond_wait(&all, &m);
  pthread_mutex_unlock(&m);
  assert(total == 2 * N);
  return 0;
}
