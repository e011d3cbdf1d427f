// Issue 8 regression: as race_after_unlock.c, on a heap object: the thread writes *y holding
// the lock; main reads it after its own lock/unlock pair, without the lock.
// RUN: => holds
// RUN: --races => violation
// MESSAGE: thread 0 reads at {file}:{line}:
// MESSAGE: and thread 1 writes at {file}:{@w}:
#include <pthread.h>
#include <stdlib.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int *y;

void *writer(void *arg) {
  pthread_mutex_lock(&m);
  *y = 1; // @w
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  y = malloc(sizeof(int));
  *y = 0;
  pthread_t t;
  pthread_create(&t, 0, writer, 0);
  pthread_mutex_lock(&m);
  pthread_mutex_unlock(&m);
  int v = *y; // VIOLATION: data race
  pthread_join(t, 0);
  free(y);
  return v;
}
