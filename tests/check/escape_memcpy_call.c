// Issue 8 regression: main copies a struct holding the address of its local into a global
// with the library's memcpy (called through a pointer, so it is not the intrinsic): the
// local escapes, and the thread's write through the global can come between main's two
// reads. The reductions missed it: the library memcpy did not mark the copied pointers as
// escaped.
// RUN: => violation
#include <assert.h>
#include <pthread.h>
#include <string.h>

struct arg {
  volatile int *p;
} g;
void *(*volatile copy)(void *, const void *, size_t) = memcpy;

void *writer(void *a) {
  *g.p = 1;
  return 0;
}

int main(void) {
  volatile int x = 0;
  struct arg s = {&x};
  copy(&g, &s, sizeof s);
  pthread_t t;
  pthread_create(&t, 0, writer, 0);
  int a = x;
  int b = x;
  assert(a == b); // VIOLATION: assertion failure
  pthread_join(t, 0);
  return 0;
}
