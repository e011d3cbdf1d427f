// A counter incremented with a compare-and-swap loop never loses an update. (-O1 and -O2:
// at -O0 the atomic builtins' temporaries multiply the instruction-level states.)
// RUN: => holds
// LEVELS: O1 O2
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

atomic_int counter;

void *worker(void *arg) {
  int old = atomic_load(&counter);
  while (!atomic_compare_exchange_strong(&counter, &old, old + 1))
    ;
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  worker(0);
  pthread_join(t, 0);
  assert(atomic_load(&counter) == 2);
  return 0;
}
