/* A thread adds a nondeterministic offset in 0..3 to a value near INT_MAX.
   no-overflow FALSE: x == 3 satisfies the assumption and (INT_MAX - 2) + 3 exceeds
   INT_MAX. */
#include <limits.h>
#include <pthread.h>

extern void abort(void);
void assume_abort_if_not(int cond) { if(!cond) {abort();} }
extern int __VERIFIER_nondet_int(void);

int x;
int result;

void *add(void *arg) {
  result = (INT_MAX - 2) + x;
  return 0;
}

int main(void) {
  pthread_t t;
  x = __VERIFIER_nondet_int();
  assume_abort_if_not(0 <= x && x < 4);
  pthread_create(&t, 0, add, 0);
  pthread_join(t, 0);
  return 0;
}
