/* Szymanski's mutual exclusion algorithm for two threads (flags 0..4: outside, waiting to
   enter, waiting for the door, in the doorway, door closed), each entering once.
   unreach-call TRUE: Szymanski's argument under atomic reads and writes of the flags: a
   thread in the critical section has flag 4 and every other thread is either outside the
   waiting room or behind it; the lower id goes first and thread 1 waits until thread 0's
   flag is 0 or 1, and thread 0 may only enter while thread 1 is not past its door, so the
   sections never overlap and x reads back the value the thread wrote. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "szymanski.c", 9, "reach_error"); }

#include <pthread.h>

int flag0, flag1;
int x;

void *thr0(void *arg) {
  flag0 = 1;
  while (flag1 >= 3) {
  }
  flag0 = 3;
  if (flag1 == 1) {
    flag0 = 2;
    while (flag1 != 4) {
    }
  }
  flag0 = 4;
  /* no thread with a lower id */
  x = 0;
  if (x != 0)
    reach_error();
  while (2 <= flag1 && flag1 <= 3) {
  }
  flag0 = 0;
  return 0;
}

void *thr1(void *arg) {
  flag1 = 1;
  while (flag0 >= 3) {
  }
  flag1 = 3;
  if (flag0 == 1) {
    flag1 = 2;
    while (flag0 != 4) {
    }
  }
  flag1 = 4;
  while (flag0 >= 2) {
  }
  x = 1;
  if (x != 1)
    reach_error();
  /* no thread with a higher id */
  flag1 = 0;
  return 0;
}

int main(void) {
  pthread_t t0, t1;
  pthread_create(&t0, 0, thr0, 0);
  pthread_create(&t1, 0, thr1, 0);
  pthread_join(t0, 0);
  pthread_join(t1, 0);
  return 0;
}
