// A producer hands over an input number of items through a condition variable, and a
// nondet bool decides whether it announces the end: the consumer's wait loop compares its
// count with the input (a split, not an enumeration). Without the announcement the consumer
// waits forever.
// RUN: => violation
// RUN: --no-deadlocks => holds
#include <assert.h>
#include <pthread.h>
#include <stdbool.h>

extern int __VERIFIER_nondet_int(void);
extern bool __VERIFIER_nondet_bool(void);
extern void __VERIFIER_assume(int);

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
int items, done, n;

void *consumer(void *arg) {
  int got = 0;
  pthread_mutex_lock(&m);
  while (!done || items > 0) {
    while (items == 0 && !done)
      pthread_cond_wait(&c, &m);
    if (items > 0) {
      items--;
      got++;
    }
  }
  pthread_mutex_unlock(&m);
  assert(got == n);
  return 0;
}

int main(void) {
  n = __VERIFIER_nondet_int();
  __VERIFIER_assume(0 <= n && n <= 2);
  bool announce = __VERIFIER_nondet_bool();
  pthread_t t;
  pthread_create(&t, 0, consumer, 0);
  for (int i = 0; i < n; i++) {
    pthread_mutex_lock(&m);
    items++;
    pthread_cond_signal(&c);
    pthread_mutex_unlock(&m);
  }
  if (announce) {
    pthread_mutex_lock(&m);
    done = 1;
    pthread_cond_signal(&c);
    pthread_mutex_unlock(&m);
  }
  pthread_join(t, 0); // VIOLATION: deadlock
  return 0;
}
