/* main creates n threads, n nondeterministic but assumed in 0..3; each thread adds 1 to a
   counter under a mutex.
   unreach-call TRUE: every path with n outside 0..3 ends in abort (not an error); for
   n in 0..3 exactly n mutex-protected increments happen before main's check, so
   counter == n. */
extern void abort(void);
void assume_abort_if_not(int cond) { if(!cond) {abort();} }
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "assume-threads.c", 9, "reach_error"); }
extern int __VERIFIER_nondet_int(void);

#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int counter;

void *inc(void *arg) {
  pthread_mutex_lock(&m);
  counter = counter + 1;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t t[3];
  int i, n = __VERIFIER_nondet_int();
  assume_abort_if_not(0 <= n && n <= 3);
  for (i = 0; i < n; i++)
    pthread_create(&t[i], 0, inc, 0);
  for (i = 0; i < n; i++)
    pthread_join(t[i], 0);
  if (counter != n)
    reach_error();
  return 0;
}
