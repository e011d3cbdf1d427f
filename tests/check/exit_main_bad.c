// After main called pthread_exit, a thread still runs and its assertion is checked.
// RUN: => violation
#include <assert.h>
#include <pthread.h>

int main_gone;

void *worker(void *arg) {
  while (!main_gone)
    ;
  assert(!main_gone); // VIOLATION: assertion failure
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  main_gone = 1;
  pthread_exit(0);
}
