/* Old SV-COMP style: __VERIFIER_error() and __VERIFIER_nondet_int() are called without
   any declaration (implicit int functions), the error site carries an ERROR label.
   unreach-call FALSE (the error function here is __VERIFIER_error): with k == 1 the worker
   sets x = 1 and then y = 1; main reads after the join and finds x + y == 2. */
#include <pthread.h>

int x, y;
int k;

void *worker(void *arg) {
  if (k == 1) {
    x = 1;
    y = 1;
  }
  return 0;
}

int main() {
  pthread_t t;
  k = __VERIFIER_nondet_int();
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  if (x + y == 2) {
  ERROR:
    __VERIFIER_error();
  }
  return 0;
}
