// N detached workers, each counting in a `__thread` variable, through a helper (not
// inlined) that gets its address, how often it added to a shared total under a lock; main
// waits on a condition variable. The copies are objects whose ids depend on the order in
// which the workers started, so the workers merge only because the reduction renames each
// one with its thread-local copies (`vm::argobj`).
#include <assert.h>
#include <pthread.h>

#ifndef N
#define N 4
#endif

int total, done;
_Thread_local int mine;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t all = PTHREAD_COND_INITIALIZER;

__attribute__((noinline)) static void add(int *count, int v) {
  pthread_mutex_lock(&m);
  total += v;
  if (++*count == 2 && ++done == N)
    pthread_cond_signal(&all);
  pthread_mutex_unlock(&m);
}

void *worker(void *arg) {
  add(&mine, 1);
  add(&mine, 2);
  return 0;
}

int main(void) {
  pthread_t t;
  for (int i = 0; i < N; i++) {
    pthread_create(&t, 0, worker, 0);
    pthread_detach(t);
  }
  pthread_mutex_lock(&m);
  while (done < N)
    pthread_cond_wait(&all, &m);
  pthread_mutex_unlock(&m);
  assert(total == 3 * N);
  return 0;
}
