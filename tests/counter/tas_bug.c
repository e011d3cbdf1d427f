// counter_tas.c with the lock taken by a load and a store instead of one atomic exchange:
// two threads can both see it free. The counter abstraction finds that, and the concrete
// search reports it with two workers.
// With an argument N, main starts N threads only (tests/counter.rs).
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

int lock, inside;

void *worker(void *arg) {
  while (__atomic_load_n(&lock, __ATOMIC_ACQUIRE))
    ;
  __atomic_store_n(&lock, 1, __ATOMIC_RELAXED);
  __atomic_fetch_add(&inside, 1, __ATOMIC_RELAXED);
  assert(__atomic_load_n(&inside, __ATOMIC_RELAXED) == 1); 
  __atomic_fetch_sub(&inside, 1, __ATOMIC_RELAXED);
  __atomic_store_n(&lock, 0, __ATOMIC_RELEASE);
  return 0;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : -1;
  pthread_t t;
  if (n < 0)
    while (1)
      pthread_create(&t, 0, worker, 0);
  for (int i = 0; i < n; i++)
    pthread_create(&t, 0, worker, 0);
  pthread_exit(0);
}
