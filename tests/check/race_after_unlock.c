// Issue 8 regression: main takes and releases the lock, then reads the global without it,
// while the thread writes it holding the lock. The lock/unlock pair orders nothing about
// the read: the read and the write race. The default reduction (superstep) missed this:
// with --races a conflicting first access ran without ending the superstep.
// RUN: => holds
// RUN: --races => violation
// MESSAGE: on x: thread 0 reads at {file}:{line}:
// MESSAGE: and thread 1 writes at {file}:{@w}:
#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int x;

void *writer(void *arg) {
  pthread_mutex_lock(&m);
  x = 1; // @w
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, writer, 0);
  pthread_mutex_lock(&m);
  pthread_mutex_unlock(&m);
  int v = x; // VIOLATION: data race
  pthread_join(t, 0);
  return v;
}
