// Issue 8 regression: main publishes the address of a block-scoped local in each round
// of a loop and waits for the thread in the last round, so the local dies only between
// rounds (from -O1 on clang marks the end and the start of its lifetime in every round).
// The thread may write through the pointer in that window. The superstep reduction
// merged the end of the lifetime with the next round's start and store (the markers were
// private operations), so the window was lost.
// RUN: => violation
// LEVELS: O1 O2
#include <pthread.h>

volatile int *volatile gp;
volatile int rounds = 2;

void *writer(void *a) {
  volatile int *p = gp;
  if (p)
    *p = 2; // VIOLATION: use of a dead stack object
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, writer, 0);
  for (int i = 0;; i++) {
    volatile int x = i;
    gp = &x;
    if (i + 1 == rounds) {
      pthread_join(t, 0);
      break;
    }
  }
  return 0;
}
