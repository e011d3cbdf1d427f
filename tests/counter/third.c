// Each thread counts itself in; the third one fails the assertion. With an argument N,
// main starts N threads only: with N = 2 the program is correct, but the counter
// abstraction with --counter-bound 1 keeps the two waiting threads as "one or more" and
// finds a third, which the concrete search cannot confirm: the verdict is then
// incomplete (counter abstraction), never a false alarm (tests/counter.rs).
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

int arrived;

void *worker(void *arg) {
  int me = __atomic_add_fetch(&arrived, 1, __ATOMIC_SEQ_CST);
  assert(me <= 2);
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
