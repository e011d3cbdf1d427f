/* Three threads each add 1 to a global counter twice, every access under one mutex.
   unreach-call TRUE: the increments are serialised by the mutex and the joins make main
   read after all of them: x == 6.
   no-data-race TRUE: every access to x by a thread is inside lock/unlock of m; main reads x
   only after joining all threads. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "counter-mutex.c", 7, "reach_error"); }

#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int x;

void *inc(void *arg) {
  int k;
  for (k = 0; k < 2; k++) {
    pthread_mutex_lock(&m);
    x++;
    pthread_mutex_unlock(&m);
  }
  return 0;
}

int main(void) {
  pthread_t t[3];
  int i;
  for (i = 0; i < 3; i++)
    pthread_create(&t[i], 0, inc, 0);
  for (i = 0; i < 3; i++)
    pthread_join(t[i], 0);
  if (x != 6)
    reach_error();
  return 0;
}
