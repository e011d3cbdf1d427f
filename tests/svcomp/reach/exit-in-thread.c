/* A worker ends the whole process with exit(0); main joins it and would then call
   reach_error.
   unreach-call TRUE: pthread_join returns only once the worker has terminated, and the
   worker always terminates by calling exit(0), which ends every thread of the process; so
   main never gets past the join. */
#include <stdlib.h>
#include <pthread.h>
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "exit-in-thread.c", 9, "reach_error"); }

int steps;

void *worker(void *arg) {
  steps = steps + 1;
  exit(0);
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  reach_error();
  return 0;
}
