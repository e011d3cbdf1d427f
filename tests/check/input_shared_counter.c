// Two threads add to a shared counter that starts at an input, under a mutex: the sum is
// exact for every start value (the counter stays symbolic through its loads, additions and
// stores), so the search proves it without enumerating the start.
// RUN: => holds
// RUN: --nondet-range -2..2 => incomplete: no violation within the nondet range -2..2
// RUN: --context-bound 1 => incomplete: no violation within context bound 1
#include <assert.h>
#include <pthread.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int counter;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *add(void *arg) {
  pthread_mutex_lock(&m);
  counter = counter + 1;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  int start = __VERIFIER_nondet_int();
  __VERIFIER_assume(start < 1000000);
  counter = start;
  pthread_t t1, t2;
  pthread_create(&t1, 0, add, 0);
  pthread_create(&t2, 0, add, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  assert(counter == start + 2);
  return 0;
}
