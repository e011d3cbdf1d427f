/* main creates t1, joins it, and only then creates t2; both write the global x.
   unreach-call TRUE: t1's write x = 1 is complete when its join returns, t2 starts after
   that and reads x == 1, writes 2; main reads 2 after joining t2.
   no-data-race TRUE: join (t1 -> main) and create (main -> t2) order t1's write before
   t2's accesses, and join again before main's read. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "join-order.c", 7, "reach_error"); }

#include <pthread.h>

int x;

void *first(void *arg) {
  x = 1;
  return 0;
}

void *second(void *arg) {
  if (x != 1)
    reach_error();
  x = 2;
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, first, 0);
  pthread_join(t1, 0);
  pthread_create(&t2, 0, second, 0);
  pthread_join(t2, 0);
  if (x != 2)
    reach_error();
  return 0;
}
