/* Peterson's lock for two threads, each entering the critical section once.
   unreach-call TRUE: a thread leaves its wait loop only when the other's flag is 0 or turn
   names itself; the thread that wrote turn last waits for the other to leave, so under the
   sequentially consistent semantics of racy code the two never run "inside" together and
   the counter is always 1 right after the increment.
   no-data-race FALSE: flag[] and turn are plain variables; e.g. thread 1 writes flag[1]
   while thread 0 reads it in its wait loop, with no synchronisation in between. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "peterson.c", 9, "reach_error"); }

#include <pthread.h>

int flag[2];
int turn;
int inside;

void *thr(void *arg) {
  int me = *(int *)arg;
  int other = 1 - me;
  flag[me] = 1;
  turn = other;
  while (flag[other] == 1 && turn == other) {
  }
  inside = inside + 1;
  if (inside != 1)
    reach_error();
  inside = inside - 1;
  flag[me] = 0;
  return 0;
}

int main(void) {
  pthread_t t0, t1;
  int id0 = 0, id1 = 1;
  pthread_create(&t0, 0, thr, &id0);
  pthread_create(&t1, 0, thr, &id1);
  pthread_join(t0, 0);
  pthread_join(t1, 0);
  return 0;
}
