// Issue 8 regression: a struct copy (a memcpy, at -O0 and for large structs at -O2) reads
// one global and writes another. When it was a thread's first access, only its write went
// into the thread's first access table, so the other thread's superstep ran on past its
// write of the source: the interleaving where the copy sees the first write but not the
// second was lost.
// RUN: => violation
#include <assert.h>
#include <pthread.h>

struct S {
  int a[40];
} src, dst;
int flag;
volatile int go;

void *writer(void *arg) {
  while (!go) {
  }
  src.a[0] = 1;
  flag = 1;
  return 0;
}

void *copier(void *arg) {
  while (!go) {
  }
  dst = src;
  int f = flag;
  assert(!(dst.a[0] == 1 && f == 0)); // VIOLATION: assertion failure
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, writer, 0);
  pthread_create(&b, 0, copier, 0);
  go = 1;
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
