// N detached workers, each with an array on its stack that a helper (not inlined) fills
// and adds to a shared total under a lock; main waits on a condition variable. The arrays
// are stack objects whose ids depend on the order in which the workers allocated them, so
// the workers merge only because the reduction renames each one with its stack objects
// (`vm::argobj`).
#include <assert.h>
#include <pthread.h>

#ifndef N
#define N 4
#endif

int total, done;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t all = PTHREAD_COND_INITIALIZER;

__attribute__((noinline)) static void add(int *a, int n) {
  for (int i = 0; i < n; i++)
    a[i] = i + 1;
  pthread_mutex_lock(&m);
  for (int i = 0; i < n; i++)
    total += a[i];
  if (++done == N)
    pthread_cond_signal(&all);
  pthread_mutex_unlock(&m);
}

void *worker(void *arg) {
  int buf[3];
  add(buf, 3);
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
  assert(total == 6 * N);
  return 0;
}
