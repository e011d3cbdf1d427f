// Issue 8 regression: the thread publishes the address of its local and returns, which
// frees the local. main may read it while it lives (and sees 1) or after (a dead stack
// object). At block and shared-access granularity the thread's exit joined the step of its
// last shared access, and at -O1 and above every reduction merged the end of the local's
// lifetime (a private operation then) with that access: the read of the live local was
// lost.
// RUN: --max-violations 0 => violations
#include <assert.h>
#include <pthread.h>

volatile int *volatile gp;

void *worker(void *a) {
  volatile int x = 1;
  gp = &x;
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  volatile int *p;
  while (!(p = gp)) {
  }
  int v = *p; // VIOLATION: use of a dead stack object
  assert(v != 1); // VIOLATION: assertion failure
  pthread_join(t, 0);
  return 0;
}
