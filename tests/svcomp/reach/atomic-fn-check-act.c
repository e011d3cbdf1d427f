/* A balance read and written through atomic accessor functions; two threads withdraw 10
   from a balance of 10 after checking it, with the check and the update in separate
   atomic calls.
   unreach-call FALSE: thread 1 reads 10 (enough), thread 2 reads 10 (enough), thread 1
   sets 10 - 10 = 0, thread 2 reads 0 and sets 0 - 10 = -10; main then sees a negative
   balance. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "atomic-fn-check-act.c", 9, "reach_error"); }
void __VERIFIER_assert(int expression) { if (!expression) { ERROR: {reach_error();abort();}}; return; }

#include <pthread.h>

int balance = 10;

int __VERIFIER_atomic_get(void) { return balance; }
void __VERIFIER_atomic_set(int v) { balance = v; }

void *withdraw(void *arg) {
  if (__VERIFIER_atomic_get() >= 10)
    __VERIFIER_atomic_set(__VERIFIER_atomic_get() - 10);
  return 0;
}

int main() {
  pthread_t t1, t2;
  pthread_create(&t1, 0, withdraw, 0);
  pthread_create(&t2, 0, withdraw, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  __VERIFIER_assert(balance >= 0);
  return 0;
}
