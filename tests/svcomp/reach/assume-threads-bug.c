/* main creates n threads, n nondeterministic and restricted to 1..3 with
   __VERIFIER_assume; each thread increments a counter without a lock.
   unreach-call FALSE: with n = 2 the two increments can interleave (both load 0, both
   store 1), so counter == 1 != n after the joins. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "assume-threads-bug.c", 6, "reach_error"); }
extern void __VERIFIER_assume(int cond);
extern unsigned int __VERIFIER_nondet_uint(void);

#include <pthread.h>

int counter;

void *inc(void *arg) {
  counter = counter + 1;
  return 0;
}

int main(void) {
  pthread_t t[3];
  unsigned int i, n = __VERIFIER_nondet_uint();
  __VERIFIER_assume(n >= 1 && n <= 3);
  for (i = 0; i < n; i++)
    pthread_create(&t[i], 0, inc, 0);
  for (i = 0; i < n; i++)
    pthread_join(t[i], 0);
  if (counter != n)
    reach_error();
  return 0;
}
