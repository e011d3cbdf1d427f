// An invariant checked in every state: "the two accounts always sum to 100". A transfer
// without a lock breaks it in an intermediate state (a final assertion could not see that).
// RUN: => holds
// RUN: --invariant total_is_100 => violation
// RUN: --invariant no_such_function => error: no function named no_such_function
// MESSAGE: invariant total_is_100() returned 0
#include <pthread.h>

int a = 100, b = 0;

int total_is_100(void) {
  return a + b == 100;
}

void *transfer(void *arg) {
  a -= 10; // VIOLATION: invariant violated
  b += 10;
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, transfer, 0);
  pthread_join(t, 0);
  return 0;
}
