// As input_shared_counter without the mutex: an update is lost for every start value, and
// the search finds it whatever the input.
// RUN: => violation
// RUN: --context-bound 1 => violation
#include <assert.h>
#include <pthread.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int counter;

void *add(void *arg) {
  int c = counter;
  counter = c + 1;
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
  assert(counter == start + 2); // VIOLATION: assertion failure
  return 0;
}
