// Two threads write a global without synchronisation: with --races that is a data race,
// reported with both accesses; without it nothing is wrong (no assertion fails).
// RUN: => holds
// RUN: --races => violation
// MESSAGE: on shared: thread 1 writes at {file}:{line}:
// MESSAGE: and thread 2 writes at {file}:{@w2}:
#include <pthread.h>

int shared;

void *one(void *arg) {
  shared = 1; // VIOLATION: data race
  return 0;
}

void *two(void *arg) {
  shared = 2; // @w2
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, one, 0);
  pthread_create(&b, 0, two, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
