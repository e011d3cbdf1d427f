/* Dekker's algorithm, two threads, each entering the critical section twice.
   unreach-call TRUE: a thread enters only after seeing the other's flag at 0 while its own
   flag is 1; if both flags are 1 the thread that does not hold turn withdraws its flag until
   turn is given to it, so (sequential consistency) the two critical sections never overlap
   and x is back to 0 whenever a thread enters. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "dekker.c", 8, "reach_error"); }
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }

#include <pthread.h>

int flag0, flag1;
int turn;
int x;

void *thr0(void *arg) {
  int k;
  for (k = 0; k < 2; k++) {
    flag0 = 1;
    while (flag1) {
      if (turn != 0) {
        flag0 = 0;
        while (turn != 0) {
        }
        flag0 = 1;
      }
    }
    __VERIFIER_assert(x == 0);
    x = 1;
    x = 0;
    turn = 1;
    flag0 = 0;
  }
  return 0;
}

void *thr1(void *arg) {
  int k;
  for (k = 0; k < 2; k++) {
    flag1 = 1;
    while (flag0) {
      if (turn != 1) {
        flag1 = 0;
        while (turn != 1) {
        }
        flag1 = 1;
      }
    }
    __VERIFIER_assert(x == 0);
    x = 2;
    x = 0;
    turn = 0;
    flag1 = 0;
  }
  return 0;
}

int main() {
  pthread_t a, b;
  pthread_create(&a, 0, thr0, 0);
  pthread_create(&b, 0, thr1, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
