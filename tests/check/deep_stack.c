// A thread recurses 30 frames deep, each frame passing the address of its local to the
// next, and checks on the way back that every frame's registers, locals and callers'
// locals are intact, beside a thread that reads what it writes. pancam freezes the outer
// frames of a deep stack into shared segments and thaws them on return: this must be
// invisible.
// RUN: => holds
#include <assert.h>
#include <pthread.h>

int shared;

__attribute__((noinline)) int down(int n, int *up) {
  int here = n;
  shared = n;
  if (n == 0) return *up - 1;
  int r = down(n - 1, &here);
  assert(*up == n + 1);
  assert(here == n && r == n - 1);
  return r + 1;
}

void *deep(void *arg) {
  int top = 31;
  return (void *)(long)down(30, &top);
}

void *reader(void *arg) {
  int seen = shared;
  return (void *)(long)(seen >= 0);
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, deep, 0);
  pthread_create(&b, 0, reader, 0);
  void *r;
  pthread_join(a, &r);
  pthread_join(b, 0);
  assert((long)r == 30);
  return 0;
}
