/* A thread reads a global table at an index that is nondeterministic in 0..4.
   valid-memsafety FALSE (valid-deref): idx == 4 satisfies the assumption and reads
   table[4], one past the end of the four-element array. */
#include <pthread.h>

extern void abort(void);
void assume_abort_if_not(int cond) { if(!cond) {abort();} }
extern int __VERIFIER_nondet_int(void);

int table[4] = {10, 20, 30, 40};
int idx;

void *lookup(void *arg) {
  return (void *)(long)table[idx];
}

int main(void) {
  pthread_t t;
  idx = __VERIFIER_nondet_int();
  assume_abort_if_not(0 <= idx && idx <= 4);
  pthread_create(&t, NULL, lookup, NULL);
  pthread_join(t, NULL);
  return 0;
}
