// Threads started without a bound each set a thread-local flag once they have raised a
// shared one (SV-COMP's pthread-ext/46_monabsex2 has this shape). The counter abstraction
// counts a worker that has used its thread-local copy (taken its address) with the copy
// renamed, as nothing but the worker names it: proved for any number of threads
// (tests/counter.rs). With an argument N, main starts N threads only.
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

int raised;
_Thread_local int mine;

void *worker(void *arg) {
  __atomic_store_n(&raised, 1, __ATOMIC_SEQ_CST);
  mine = 1;
  assert(__atomic_load_n(&raised, __ATOMIC_SEQ_CST) == 1);
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
