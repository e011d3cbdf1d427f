// A global that the threads only read (`step`) holds its initial value in every state, so
// pancam keeps it outside the state; `counter` is only ever written through pointers (a
// thread's argument, and `slot`, whose initialiser holds its address), so it must stay a
// global: the lost update is found, and with assertions off nothing else is reported.
// RUN: => violation
// RUN: --no-assertions => holds
#include <assert.h>
#include <pthread.h>

int step = 1;
int counter;
int *slot = &counter;

void *via_arg(void *arg) {
  int *p = arg;
  *p = *p + step;
  return 0;
}

void *via_slot(void *arg) {
  *slot = *slot + step;
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, via_arg, &counter);
  pthread_create(&b, 0, via_slot, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(counter == 2 * step); // VIOLATION: assertion failure
  return 0;
}
