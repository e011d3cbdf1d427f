// symmetry_blocks with the total added outside the lock: two workers can add at once and
// one addition is lost. The workers and their blocks are renamed together; the lost
// update is found with and without the reduction.
// RUN: => violation
// RUN: --no-symmetry => violation
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
  int sum = total;
  total = sum + j->out;
  pthread_mutex_lock(&m);
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
  assert(total == 2 * N); // VIOLATION: assertion failure
  return 0;
}
