/* A "lock" made of two flags where each thread first waits for the other's flag to be 0
   and only then raises its own.
   unreach-call FALSE: both threads read the other's flag as 0 before either writes its
   own, both enter; thread 0 sets x=1, thread 1 then sets x=2 and thread 0 reads 2 back. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "flags-check-then-set.c", 6, "reach_error"); }

#include <pthread.h>

int want[2];
int x;

void *thr(void *arg) {
  int me = *(int *)arg;
  while (want[1 - me]) {
  }
  want[me] = 1;
  x = me + 1;
  if (x != me + 1)
    reach_error();
  want[me] = 0;
  return 0;
}

int main(void) {
  pthread_t t[2];
  int id[2] = {0, 1};
  int i;
  for (i = 0; i < 2; i++)
    pthread_create(&t[i], 0, thr, &id[i]);
  for (i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  return 0;
}
