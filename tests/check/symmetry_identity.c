// A worker that computes with its own handle (pthread_self() % 2 picks a slot): thread
// identity is observable, so the check searches again without the symmetry reduction, and
// finds the collision of two workers on one slot.
// RUN: => violation
// RUN: --no-symmetry => violation
#include <assert.h>
#include <pthread.h>

int slot[2];

void *worker(void *arg) {
  unsigned long k = (unsigned long)pthread_self() % 2;
  slot[k]++;
  assert(slot[k] == 1); // VIOLATION: assertion failure
  return 0;
}

int main(void) {
  pthread_t t;
  for (int i = 0; i < 3; i++)
    pthread_create(&t, 0, worker, 0);
  return 0;
}
