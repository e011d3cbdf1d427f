/* Two threads created in a loop each increment a global counter once, without a lock.
   unreach-call FALSE: "x = x + 1" is a load and a store; thread 0 loads 0, thread 1 loads
   0 and stores 1, thread 0 stores 1: after the joins x == 1.
   no-data-race FALSE: the two threads' unsynchronised accesses to x (at least one a write)
   can run back to back. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "lost-update.c", 7, "reach_error"); }

#include <pthread.h>

int x = 0;

void *inc(void *arg) {
  x = x + 1;
  return 0;
}

int main(void) {
  pthread_t t[2];
  int i;
  for (i = 0; i < 2; i++)
    pthread_create(&t[i], 0, inc, 0);
  for (i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  if (x != 2)
    reach_error();
  return 0;
}
