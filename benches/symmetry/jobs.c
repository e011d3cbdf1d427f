// N detached workers, each given a job block of its own that main allocated (the same
// contents for every worker): a worker computes into its block in two steps, adds the
// result to a shared total under a lock and frees the block; main waits on a condition
// variable. The workers' arguments are distinct pointers, so they merge only because the
// reduction renames each worker together with the block it was given (`vm::argobj`).
// With -DALLOC_FIRST main allocates every block before it starts the first worker, so no
// worker's freed block id is given to a later worker (two threads whose arguments name one
// id are not renamed with their blocks).
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

#ifndef N
#define N 4
#endif

struct job {
  int in, mid, out;
};

int total, done;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t all = PTHREAD_COND_INITIALIZER;

void *worker(void *arg) {
  struct job *j = arg;
  j->mid = j->in * 2;
  j->out = j->mid + 1;
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
#ifdef ALLOC_FIRST
  struct job *js[N];
  for (int i = 0; i < N; i++) {
    js[i] = malloc(sizeof *js[i]);
    if (!js[i])
      return 1;
    js[i]->in = 1;
  }
  for (int i = 0; i < N; i++) {
    pthread_create(&t, 0, worker, js[i]);
    pthread_detach(t);
  }
#else
  for (int i = 0; i < N; i++) {
    struct job *j = malloc(sizeof *j);
    if (!j)
      return 1;
    j->in = 1;
    pthread_create(&t, 0, worker, j);
    pthread_detach(t);
  }
#endif
  pthread_mutex_lock(&m);
  while (done < N)
    pthread_cond_wait(&all, &m);
  pthread_mutex_unlock(&m);
  assert(total == 3 * N);
  return 0;
}
