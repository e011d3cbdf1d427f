/* Two transfers between two accounts, each locking only the account it takes money from.
   unreach-call FALSE: T1 (0 -> 1, 10) holds lock[0], reads acc[1] == 100; T2 (1 -> 0,
   20) holds lock[1], sets acc[1] = 80 and acc[0] = 90 + 20; T1 then stores acc[1] =
   100 + 10, overwriting T2's update: the total is 110 + 110 = 220, not 200. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "bank-one-lock.c", 6, "reach_error"); }

#include <pthread.h>

int acc[2] = {100, 100};
pthread_mutex_t lock[2] = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER};

struct transfer {
  int from, to, amount;
};

void *run(void *arg) {
  struct transfer *t = arg;
  pthread_mutex_lock(&lock[t->from]);
  acc[t->from] = acc[t->from] - t->amount;
  acc[t->to] = acc[t->to] + t->amount;
  pthread_mutex_unlock(&lock[t->from]);
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  struct transfer x = {0, 1, 10}, y = {1, 0, 20};
  pthread_create(&t1, 0, run, &x);
  pthread_create(&t2, 0, run, &y);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  if (acc[0] + acc[1] != 200)
    reach_error();
  return 0;
}
