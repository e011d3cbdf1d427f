/* Three threads created in a loop each call __VERIFIER_atomic_inc() twice; the function's
   body (a read-modify-write of c) runs as one atomic step.
   unreach-call TRUE: atomic increments are never lost, so c == 6 after the joins. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "atomic-fn-counter.c", 6, "reach_error"); }
void __VERIFIER_assert(int expression) { if (!expression) { ERROR: {reach_error();abort();}}; return; }

#include <pthread.h>

int c;

void __VERIFIER_atomic_inc() {
  int tmp = c;
  tmp = tmp + 1;
  c = tmp;
}

void *thread(void *arg) {
  __VERIFIER_atomic_inc();
  __VERIFIER_atomic_inc();
  return 0;
}

int main() {
  pthread_t t[3];
  int i;
  for (i = 0; i < 3; i++)
    pthread_create(&t[i], 0, thread, 0);
  for (i = 0; i < 3; i++)
    pthread_join(t[i], 0);
  __VERIFIER_assert(c == 6);
  return 0;
}
