/* Peterson's lock with the classic slip: each thread gives the turn to itself
   (turn = me) instead of to the other thread.
   unreach-call FALSE: thread 0 sets flag[0]=1, turn=0, sees flag[1]==0 and enters
   (inside=1); thread 1 then sets flag[1]=1, turn=1 and its wait condition
   "flag[0]==1 && turn==0" is false, so it enters too: inside becomes 2 and reach_error
   is called. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "peterson-bug.c", 8, "reach_error"); }

#include <pthread.h>

int flag[2];
int turn;
int inside;

void *thr(void *arg) {
  int me = *(int *)arg;
  int other = 1 - me;
  flag[me] = 1;
  turn = me;
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
  pthread_t t[2];
  int id[2];
  int i;
  for (i = 0; i < 2; i++) {
    id[i] = i;
    pthread_create(&t[i], 0, thr, &id[i]);
  }
  for (i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  return 0;
}
