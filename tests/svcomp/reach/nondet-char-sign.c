/* A thread publishes a nondeterministic char; main checks it after the join, guarded by a
   nondeterministic bool.
   unreach-call FALSE: plain char is signed on x86 (both data models), so c == -128 is a
   possible value; with b == 1 main calls reach_error. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "nondet-char-sign.c", 6, "reach_error"); }
extern char __VERIFIER_nondet_char(void);
extern _Bool __VERIFIER_nondet_bool(void);

#include <pthread.h>

int g;

void *producer(void *arg) {
  char c = __VERIFIER_nondet_char();
  g = c;
  return 0;
}

int main(void) {
  pthread_t t;
  _Bool b;
  pthread_create(&t, 0, producer, 0);
  b = __VERIFIER_nondet_bool();
  pthread_join(t, 0);
  if (b && g < -127)
    reach_error();
  return 0;
}
