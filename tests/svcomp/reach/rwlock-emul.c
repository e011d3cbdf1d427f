/* A read/write lock emulated with __VERIFIER_atomic_* functions (each body runs as one
   atomic step; a failing __VERIFIER_assume inside blocks the thread there), two writers and
   two readers.
   unreach-call TRUE: a writer takes the lock only when w == 0 and r == 0 and keeps w == 1
   until both x and y are written; a reader takes it only when w == 0 and keeps r >= 1 while
   it reads; so readers never overlap a writer and always see x == y. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "rwlock-emul.c", 9, "reach_error"); }
extern void __VERIFIER_assume(int);
void __VERIFIER_assert(int expression) { if (!expression) { ERROR: {reach_error();abort();}}; return; }

#include <pthread.h>

int w = 0, r = 0, x, y;

void __VERIFIER_atomic_take_write_lock() {
  __VERIFIER_assume(w == 0 && r == 0);
  w = 1;
}

void __VERIFIER_atomic_release_write_lock() { w = 0; }

void __VERIFIER_atomic_take_read_lock() {
  __VERIFIER_assume(w == 0);
  r = r + 1;
}

void __VERIFIER_atomic_release_read_lock() { r = r - 1; }

void *writer(void *arg) {
  int v = (int)(long)arg;
  __VERIFIER_atomic_take_write_lock();
  x = v;
  y = v;
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
  pthread_t t1, t2, t3, t4;
  pthread_create(&t1, 0, writer, (void *)1);
  pthread_create(&t2, 0, reader, 0);
  pthread_create(&t3, 0, writer, (void *)2);
  pthread_create(&t4, 0, reader, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  pthread_join(t3, 0);
  pthread_join(t4, 0);
  return 0;
}
