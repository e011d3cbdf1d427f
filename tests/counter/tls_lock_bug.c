// tls_lock.c with the lock released before the count of workers inside goes down: a
// second worker enters while the first is still inside, and the assertion fails with two
// workers. The counter abstraction reports it with the concrete search's counterexample.
// With an argument N, main starts N workers only.
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
  ++*mine;
  __atomic_store_n(&lock, 0, __ATOMIC_RELEASE);
  inside--;
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
