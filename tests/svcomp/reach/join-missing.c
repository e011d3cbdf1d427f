/* main starts two workers but joins only the first before reading both results.
   unreach-call FALSE: the second worker has not run yet when main, after joining the
   first, reads part[1] == 0, so the sum is 10 instead of 10 + 20. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "join-missing.c", 5, "reach_error"); }

#include <pthread.h>

int part[2];

void *worker(void *arg) {
  int id = *(int *)arg;
  part[id] = 10 * (id + 1);
  return 0;
}

int main(void) {
  pthread_t t[2];
  int ids[2] = {0, 1};
  int i;
  for (i = 0; i < 2; i++)
    pthread_create(&t[i], 0, worker, &ids[i]);
  pthread_join(t[0], 0);
  if (part[0] + part[1] != 30)
    reach_error();
  pthread_join(t[1], 0);
  return 0;
}
