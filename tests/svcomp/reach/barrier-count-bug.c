/* As barrier-phases.c but the barrier is initialised with count 1, so it never waits.
   unreach-call FALSE: thread 0 writes slot[0], passes the barrier at once and reads
   slot[1] == 0 before thread 1 has written it. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "barrier-count-bug.c", 5, "reach_error"); }

#include <pthread.h>

pthread_barrier_t bar;
int slot[2];

void *worker(void *arg) {
  int me = *(int *)arg;
  int other = 1 - me;
  slot[me] = me + 1;
  pthread_barrier_wait(&bar);
  if (slot[other] != other + 1)
    reach_error();
  return 0;
}

int main(void) {
  pthread_t t[2];
  int id[2] = {0, 1};
  int i;
  pthread_barrier_init(&bar, 0, 1);
  for (i = 0; i < 2; i++)
    pthread_create(&t[i], 0, worker, &id[i]);
  for (i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  pthread_barrier_destroy(&bar);
  return 0;
}
