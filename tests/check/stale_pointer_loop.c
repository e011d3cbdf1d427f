// A thread frees its block and allocates the next one while a global still points to the
// freed block. That id stays taken while the pointer names it, so the new block gets another
// id; once the pointer moves on, the freed id is reused. The ids cycle, and the state space
// stays finite: the search ends (it would not if freed ids were never reused).
// RUN: => holds
#include <pthread.h>
#include <stdlib.h>

int *p;

void *worker(void *arg) {
  for (;;) {
    free(p);
    int *q = malloc(sizeof *q);
    if (!q) return 0;
    *q = 1;
    p = q;
  }
}

int main(void) {
  p = malloc(sizeof *p);
  if (!p) return 1;
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  return 0;
}
