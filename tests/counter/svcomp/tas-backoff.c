// A test-and-set lock with back-off taken by threads started without a bound, in the
// shape of SV-COMP's pthread-ext tasks: proved by `pancam svcomp --counter-bound 2` at
// K = 1 (the back-off delay is a faint register; K = 2 does not end in the time).
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error(void) { __assert_fail("0", "tas-backoff.c", 6, "reach_error"); }
#include <pthread.h>

volatile int lock = 0;
int inside = 0;

void __VERIFIER_atomic_TAS(volatile int *v, volatile int *o) {
  *o = *v;
  *v = 1;
}

void enter(void) {
  int cond;
  unsigned int delay = 1;
  __VERIFIER_atomic_TAS(&lock, &cond);
  while (cond == 1) {
    if (delay * 2 > delay)
      delay *= 2;
    __VERIFIER_atomic_TAS(&lock, &cond);
  }
}

void *worker(void *arg) {
  while (1) {
    enter();
    inside++;
    if (inside != 1) {
      reach_error();
      abort();
    }
    inside--;
    lock = 0;
  }
  return 0;
}

int main(void) {
  pthread_t t;
  while (1)
    pthread_create(&t, 0, worker, 0);
  return 0;
}
