// A test-and-set lock whose workers count, in a thread-local variable, how often they
// entered (SV-COMP's pthread-ext/41 and 46 keep thread-local flags the same way): a
// helper gets the copy's address. The counter abstraction counts the workers with their
// copies renamed (nothing but their own registers names them): proved for any number of
// threads. With an argument N, main starts N workers only.
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

int lock, inside;
_Thread_local int entered;

__attribute__((noinline)) static void enter(int *mine) {
  while (__atomic_exchange_n(&lock, 1, __ATOMIC_ACQUIRE))
    ;
  inside++;
  assert(inside == 1);
  inside--;
  ++*mine;
  __atomic_store_n(&lock, 0, __ATOMIC_RELEASE);
}

void *worker(void *arg) {
  enter(&entered);
  enter(&entered);
  assert(entered == 2);
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
