// The transfer inside a __VERIFIER_atomic section keeps the invariant in every state.
// RUN: --invariant total_is_100 => holds
// RUN: --invariant total_is_100 --invariant a_in_range => holds
#include <pthread.h>

void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);

int a = 100, b = 0;

int total_is_100(void) {
  return a + b == 100;
}

int a_in_range(void) {
  return a >= 80 && a <= 100;
}

void *transfer(void *arg) {
  __VERIFIER_atomic_begin();
  a -= 10;
  b += 10;
  __VERIFIER_atomic_end();
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, transfer, 0);
  pthread_create(&t2, 0, transfer, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}
