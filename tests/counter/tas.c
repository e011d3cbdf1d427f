// SV-COMP's pthread-ext/05_tas, written with C11 atomics: threads started without a bound
// take a test-and-set lock, check that they are alone in the critical section, and leave.
// The counter abstraction proves it for any number of threads.
// With an argument N, main starts N threads only (tests/counter.rs).
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

int lock, inside;

void *worker(void *arg) {
  while (__atomic_exchange_n(&lock, 1, __ATOMIC_ACQUIRE))
    ;
  inside++;
  assert(inside == 1);
  inside--;
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
