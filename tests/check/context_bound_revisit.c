// A context-bounded search must explore a state again when it comes back to it with more
// preemptions left: here depth-first search first reaches a state of the failing schedule
// with its budget spent, and later with one preemption to spare. Matching states without
// their budget (the paper's tracked-but-unmatched counters, `--naive-context-bound`) misses
// the violation at bound 1; tests/context_bound.rs checks that difference.
// RUN: --context-bound 0 => incomplete: within context bound 0
// RUN: --context-bound 1 => violation
#include <assert.h>
#include <pthread.h>

volatile int x, y, z;

void *t1(void *a) {
  if (y == 0)
    z = 0;
  z = 0;
  x = 1;
  return 0;
}

void *t2(void *a) {
  x = 2;
  if (z == 1)
    y = 1;
  x = 0;
  return 0;
}

void *t3(void *a) {
  z = 1;
  if (x == 0)
    z = 1;
  x = 2;
  return 0;
}

int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, t1, 0);
  pthread_create(&b, 0, t2, 0);
  pthread_create(&c, 0, t3, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  assert(!(x == 0 && y == 1 && z == 0)); // VIOLATION: assertion failure
  return 0;
}
