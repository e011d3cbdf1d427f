// The race-free counterpart: main reads the heap object and the global only after joining
// the writer (the join orders the accesses), so --races finds nothing.
// RUN: --races => holds
#include <pthread.h>
#include <stdlib.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int *y;
int x;

void *writer(void *arg) {
  pthread_mutex_lock(&m);
  *y = 1;
  x = 1;
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
  pthread_join(t, 0);
  int v = *y + x;
  free(y);
  return v;
}
