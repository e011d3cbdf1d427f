/* A thread uses <assert.h>'s assert on a value another thread may change; reach_error
   (itself the usual __assert_fail wrapper) is only called if the counter exceeds 2.
   unreach-call TRUE: the failing assert(x == 0) is reachable (when the writer ran first)
   but it is not a call of reach_error; x only takes the values 0 and 1, so the guarded
   reach_error call is unreachable. */
#include <assert.h>
#include <pthread.h>
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "assert-not-error.c", 9, "reach_error"); }

int x;

void *writer(void *arg) {
  x = 1;
  return 0;
}

void *checker(void *arg) {
  assert(x == 0);
  if (x > 2)
    reach_error();
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, writer, 0);
  pthread_create(&b, 0, checker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
