// A read racing with a write, through a heap object reached from a global pointer.
// RUN: --races => violation
// MESSAGE: thread 0 writes at {file}:{line}:
// MESSAGE: and thread 1 reads at {file}:{@read}:
#include <pthread.h>
#include <stdlib.h>

int *p;

void *reader(void *arg) {
  return (void *)(long)*p; // @read
}

int main(void) {
  p = malloc(sizeof *p);
  pthread_t t;
  pthread_create(&t, 0, reader, 0);
  *p = 1; // VIOLATION: data race
  pthread_join(t, 0);
  free(p);
  return 0;
}
