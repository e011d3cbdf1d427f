// Main frees a block a thread may still use: a use after free in the thread.
// RUN: => violation
// RUN: --no-memory => incomplete: paths ended in events not reported
#include <pthread.h>
#include <stdlib.h>

void *worker(void *arg) {
  int *p = arg;
  *p = 1; // VIOLATION: use after free
  return 0;
}

int main(void) {
  int *p = malloc(sizeof *p);
  pthread_t t;
  pthread_create(&t, 0, worker, p);
  free(p);
  pthread_join(t, 0);
  return 0;
}
