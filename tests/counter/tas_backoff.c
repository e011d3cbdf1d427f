// SV-COMP's pthread-ext/05_tas in its own shape, back-off included (workers that take the
// lock again and again): each waiting worker
// doubles a local `delay` that nothing else reads (`if (delay * 2 > delay) delay *= 2`).
// Its 32 values would make 32 local states of every spinning thread, and the counter
// abstraction's "none, one, one or more" of each does not end in reasonable time; the
// delay is a faint register (vm::liveness), left out of the stored states, and the program
// is proved for any number of threads. At -O2 clang removes the delay itself, and, as
// `inside` is a plain int that nothing orders after the volatile `lock` (a data race in
// C11 terms), it loads `inside` once, before the spin loop: three threads then fail the
// assertion (tests/counter.rs).
// With an argument N, main starts N threads only (tests/counter.rs).
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

volatile int lock;
int inside;

__attribute__((noinline)) void __VERIFIER_atomic_TAS(volatile int *v, volatile int *o) {
  *o = *v;
  *v = 1;
}

void acquire(void) {
  unsigned int delay = 1;
  int cond;
  __VERIFIER_atomic_TAS(&lock, &cond);
  while (cond == 1) {
    if (delay * 2 > delay)
      delay *= 2;
    __VERIFIER_atomic_TAS(&lock, &cond);
  }
}

void *worker(void *arg) {
  while (1) {
    acquire();
    inside++;
    assert(inside == 1);
    inside--;
    lock = 0;
  }
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
