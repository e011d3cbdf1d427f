// Freed only after the join: no use after free.
// RUN: => holds
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

void *worker(void *arg) {
  int *p = arg;
  *p = 1;
  return 0;
}

int main(void) {
  int *p = malloc(sizeof *p);
  *p = 0;
  pthread_t t;
  pthread_create(&t, 0, worker, p);
  pthread_join(t, 0);
  assert(*p == 1);
  free(p);
  return 0;
}
