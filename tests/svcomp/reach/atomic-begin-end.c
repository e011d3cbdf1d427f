/* A writer updates x and y together inside __VERIFIER_atomic_begin()/_end(); a reader
   copies both inside its own atomic section.
   unreach-call TRUE: no other thread runs while a thread is between atomic_begin and
   atomic_end, so the reader's two loads see the state before or after a whole update, in
   which x == y. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "atomic-begin-end.c", 7, "reach_error"); }
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
  __VERIFIER_atomic_begin();
  a = x;
  b = y;
  __VERIFIER_atomic_end();
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
