// symmetry_blocks, but each worker also leaves a pointer to its block in a global: the
// blocks are then named from memory, so the reduction does not rename them (the report
// says why), and the workers, whose arguments differ, are not interchangeable.
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
struct job *last;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t all = PTHREAD_COND_INITIALIZER;

void *worker(void *arg) {
  struct job *j = arg;
  last = j;
  j->out = j->in + 1;
  pthread_mutex_lock(&m);
  total += j->out;
  if (++done == N)
    pthread_cond_signal(&all);
  pthread_mutex_unlock(&m);
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
