/* main "waits" for a thread with sleep()/usleep() instead of joining before it reads.
   unreach-call FALSE: sleeping is no synchronisation; in the interleaving where the thread
   does not run until main has read result, main reads 0 and calls reach_error. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "sleep-not-sync.c", 5, "reach_error"); }

#include <pthread.h>
#include <unistd.h>

int result;

void *compute(void *arg) {
  usleep(10);
  result = 6 * 7;
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, compute, 0);
  sleep(1);
  if (result != 42)
    reach_error();
  pthread_join(t, 0);
  return 0;
}
