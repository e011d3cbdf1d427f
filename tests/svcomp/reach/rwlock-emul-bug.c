/* The read/write lock emulation of rwlock-emul.c, but taking the write lock ignores the
   readers (it only waits for w == 0).
   unreach-call FALSE: the reader takes the read lock (r = 1) and reads x == 0 into l; the
   writer takes the write lock anyway, writes x = y = 1 and releases; the reader compares
   l (0) with y (1) and calls reach_error. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "rwlock-emul-bug.c", 8, "reach_error"); }
extern void __VERIFIER_assume(int);
void __VERIFIER_assert(int expression) { if (!expression) { ERROR: {reach_error();abort();}}; return; }

#include <pthread.h>

int w = 0, r = 0, x, y;

void __VERIFIER_atomic_take_write_lock() {
  __VERIFIER_assume(w == 0);
  w = 1;
}

void __VERIFIER_atomic_release_write_lock() { w = 0; }

void __VERIFIER_atomic_take_read_lock() {
  __VERIFIER_assume(w == 0);
  r = r + 1;
}

void __VERIFIER_atomic_release_read_lock() { r = r - 1; }

void *writer(void *arg) {
  __VERIFIER_atomic_take_write_lock();
  x = 1;
  y = 1;
  __VERIFIER_atomic_release_write_lock();
  return 0;
}

void *reader(void *arg) {
  int l;
  __VERIFIER_atomic_take_read_lock();
  l = x;
  __VERIFIER_assert(l == y);
  __VERIFIER_atomic_release_read_lock();
  return 0;
}

int main() {
  pthread_t t1, t2;
  pthread_create(&t1, 0, writer, 0);
  pthread_create(&t2, 0, reader, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}
