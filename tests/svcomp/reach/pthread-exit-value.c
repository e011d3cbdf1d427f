/* Threads end through pthread_exit called from a nested helper, passing a value that
   main collects with pthread_join.
   unreach-call TRUE: pthread_exit ends the thread at once (the statement after the helper
   call never runs) and its argument is what pthread_join stores: 10 * id for thread id. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "pthread-exit-value.c", 6, "reach_error"); }

#include <pthread.h>

int after_exit;

static void finish(long v) {
  pthread_exit((void *)v);
}

void *worker(void *arg) {
  long id = (long)arg;
  finish(10 * id);
  after_exit = 1;
  return 0;
}

int main(void) {
  pthread_t t[3];
  long i;
  void *ret;
  for (i = 0; i < 3; i++)
    pthread_create(&t[i], 0, worker, (void *)i);
  for (i = 0; i < 3; i++) {
    pthread_join(t[i], &ret);
    if ((long)ret != 10 * i)
      reach_error();
  }
  if (after_exit)
    reach_error();
  return 0;
}
