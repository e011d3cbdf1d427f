// Issue 8 regression (found by the SV-COMP conformance suite, race/struct-copy): main copies
// a struct (a memcpy at -O0, a load pair or memcpy at -O2) while the thread writes one of its
// fields. The race is on what the copy *reads*; only memcpy's write was race-checked.
// RUN: --races => violation
// MESSAGE: thread 0 reads at {file}:{line}:
// MESSAGE: and thread 1 writes at {file}:{@w}:
// LEVELS: O0
#include <pthread.h>

struct pair {
  int a;
  int b;
  int c[6];
} s, snapshot;

void *writer(void *arg) {
  s.b = 1; // @w
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, writer, 0);
  snapshot = s; // VIOLATION: data race
  pthread_join(t, 0);
  return snapshot.b;
}
