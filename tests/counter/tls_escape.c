// Each worker publishes its thread-local flag's address in a global and waits until main
// raises the flag through it. While the global names a worker's copy, another thread can
// write it, and the counter abstraction does not count that worker (the report says why,
// tests/counter.rs); once the next worker overwrites the global, the copy is the earlier
// worker's own again and it is counted. With an argument N, main starts N workers only.
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

_Thread_local int go;
int *_Atomic last;

void *worker(void *arg) {
  last = &go;
  while (!__atomic_load_n(&go, __ATOMIC_SEQ_CST))
    ;
  assert(go == 1);
  return 0;
}

static void start(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  int *p = last;
  if (p)
    __atomic_store_n(p, 1, __ATOMIC_SEQ_CST);
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : -1;
  if (n < 0)
    while (1)
      start();
  for (int i = 0; i < n; i++)
    start();
  pthread_exit(0);
}
