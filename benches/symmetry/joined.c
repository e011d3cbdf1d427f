// N identical workers as pool.c, but main keeps their handles in an array and joins them
// in order: joining t[0] first tells the first worker from the others, so no two states
// are renamings of each other until the workers are joined (the reduction's limit).
#include <assert.h>
#include <pthread.h>

#ifndef N
#define N 4
#endif

int count;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg) {
  for (int i = 0; i < 2; i++) {
    pthread_mutex_lock(&m);
    count++;
    pthread_mutex_unlock(&m);
  }
  return 0;
}

int main(void) {
  pthread_t t[N];
  for (int i = 0; i < N; i++)
    pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < N; i++)
    pthread_join(t[i], 0);
  assert(count == 2 * N);
  return 0;
}
