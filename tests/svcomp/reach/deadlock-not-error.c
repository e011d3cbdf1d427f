/* Two threads take two mutexes in opposite orders, so the program can deadlock; the
   guarded reach_error tests a condition that never holds.
   unreach-call TRUE: a deadlock is not a call of reach_error; in every execution that is
   not stuck, each thread updates a and b together while holding both mutexes, so main
   (after both joins) sees a == b == 2.
   no-data-race TRUE: every access to a and b in the threads is under both mutexes; main
   reads after the joins. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "deadlock-not-error.c", 9, "reach_error"); }

#include <pthread.h>

pthread_mutex_t m1 = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t m2 = PTHREAD_MUTEX_INITIALIZER;
int a, b;

void *left(void *arg) {
  pthread_mutex_lock(&m1);
  pthread_mutex_lock(&m2);
  a = a + 1;
  b = b + 1;
  pthread_mutex_unlock(&m2);
  pthread_mutex_unlock(&m1);
  return 0;
}

void *right(void *arg) {
  pthread_mutex_lock(&m2);
  pthread_mutex_lock(&m1);
  b = b + 1;
  a = a + 1;
  pthread_mutex_unlock(&m1);
  pthread_mutex_unlock(&m2);
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, left, 0);
  pthread_create(&t2, 0, right, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  if (a != 2 || b != 2)
    reach_error();
  return 0;
}
