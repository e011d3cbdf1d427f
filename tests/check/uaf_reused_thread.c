// A reader thread keeps a pointer to a block that main frees and then replaces with a new
// one; the reader reads through its stale pointer only after the new block exists. The new
// block must not take the freed block's id while the reader's register still names it, or
// the read would see the new block and the use after free would go unreported.
// RUN: => violation
#include <pthread.h>
#include <stdlib.h>

int *shared;
volatile int ready;

void *reader(void *arg) {
  int *p = shared;
  while (!ready)
    ;
  return (void *)(long)*p; // VIOLATION: use after free
}

int main(void) {
  shared = malloc(sizeof *shared);
  if (!shared) return 1;
  *shared = 1;
  pthread_t t;
  pthread_create(&t, 0, reader, 0);
  int *old = shared;
  free(old);
  int *fresh = malloc(sizeof *fresh);
  if (!fresh) return 1;
  *fresh = 2;
  ready = 1;
  pthread_join(t, 0);
  free(fresh);
  return 0;
}
