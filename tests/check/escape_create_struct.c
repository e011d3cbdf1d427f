// Issue 8 regression: main's local reaches the thread only through a pointer stored in a
// struct whose address is the pthread_create argument. Everything reachable from the
// argument escapes, so main's two reads of the local are visible events and the thread's
// write can come between them. The reductions (block, shared-access, superstep) missed the
// failure: only the struct itself was marked as escaped.
// RUN: => violation
#include <assert.h>
#include <pthread.h>

struct arg {
  volatile int *p;
};

void *writer(void *a) {
  struct arg *s = a;
  *s->p = 1;
  return 0;
}

int main(void) {
  volatile int x = 0;
  struct arg s = {&x};
  pthread_t t;
  pthread_create(&t, 0, writer, &s);
  int a = x;
  int b = x;
  assert(a == b); // VIOLATION: assertion failure
  pthread_join(t, 0);
  return 0;
}
