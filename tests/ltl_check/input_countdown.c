// A thread counts an input down to zero and then serves forever; the count is a lazy input
// assumed below a million. BUG: inputs above 100 are never served (the count stalls).
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
int waiting, served;
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(0 <= n && n < 1000000);
  waiting = 1;
#ifdef BUG
  while (n > 100) { }
#endif
  while (n > 0)
    n = n - 1;
  served = 1;
  for (;;) { }
  return 0;
}
