// A race in a state that needs no preemption: after creating the writer, main (the last
// thread, with no preemption left at bound 0) runs on through a lock to its own write of x,
// while the writer's next access is its write of x. Main's superstep must end before its
// write, since the writer, which the bound holds back, is still enabled there. Before the
// fix, supersteps at a state with no budget left were computed with the last thread alone
// and ran past the race: `--races --context-bound 0` found nothing (shared-access and
// instruction steps found the race). Not at -O0: there the writer has private stack work
// before its write, and only supersteps (which merge it) reach the race without a preemption,
// so the granularities' verdicts differ by design at bound 0.
// LEVELS: O1 O2
// RUN: --races --context-bound 0 => violation
// RUN: --races --context-bound 1 => violation
// RUN: --context-bound 0 => incomplete: within context bound 0
// MESSAGE: on x: thread 0 writes at {file}:{line}:
// MESSAGE: and thread 1 writes at {file}:{@w1}:
#include <pthread.h>

int x;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *writer(void *arg) {
  x = 1; // @w1
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, writer, 0);
  pthread_mutex_lock(&m);
  pthread_mutex_unlock(&m);
  x = 2; // VIOLATION: data race
  pthread_join(t, 0);
  return 0;
}
