/* As atomic-begin-end.c, but the reader does not use an atomic section.
   unreach-call FALSE: an atomic section only keeps other threads from running inside it;
   the reader loads x == 0, the writer then runs its whole first section (x = y = 1), and
   the reader loads y == 1 != 0. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "atomic-begin-end-bug.c", 6, "reach_error"); }
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);

#include <pthread.h>

int x, y;

void *writer(void *arg) {
  int k;
  for (k = 0; k < 2; k++) {
    __VERIFIER_atomic_begin();
    x = x + 1;
    y = y + 1;
    __VERIFIER_atomic_end();
  }
  return 0;
}

void *reader(void *arg) {
  int a, b;
  a = x;
  b = y;
  if (a != b)
    reach_error();
  return 0;
}

int main(void) {
  pthread_t w, r;
  pthread_create(&w, 0, writer, 0);
  pthread_create(&r, 0, reader, 0);
  pthread_join(w, 0);
  pthread_join(r, 0);
  return 0;
}
