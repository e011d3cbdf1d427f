/* A C11 _Atomic counter incremented with ++ and += by two threads and read by main while
   they run.
   no-data-race TRUE: every access to hits is to an _Atomic object, so ++, += and the plain
   read are all atomic (sequentially consistent) operations; atomic accesses never race. */
#include <pthread.h>

_Atomic int hits;

void *worker(void *arg) {
  hits++;
  hits += 2;
  return NULL;
}

int main(void) {
  pthread_t a, b;
  int snapshot;
  pthread_create(&a, NULL, worker, NULL);
  pthread_create(&b, NULL, worker, NULL);
  snapshot = hits;
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return snapshot <= hits ? 0 : 1;
}
