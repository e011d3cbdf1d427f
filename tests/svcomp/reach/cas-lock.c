/* A compare-and-swap spin lock (__atomic_compare_exchange_n) protecting a sum; three
   threads created in a loop add their id + 1.
   unreach-call TRUE: the CAS from 0 to 1 succeeds for one thread at a time, and the failed
   CAS's update of "expected" is undone before each retry; the sections are mutually
   exclusive, so no addition is lost and sum == 1 + 2 + 3 after the joins. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "cas-lock.c", 7, "reach_error"); }

#include <pthread.h>

int lk;
int sum;

void acquire(void) {
  int expected = 0;
  while (!__atomic_compare_exchange_n(&lk, &expected, 1, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST))
    expected = 0;
}

void release(void) { __atomic_store_n(&lk, 0, __ATOMIC_SEQ_CST); }

void *worker(void *arg) {
  int id = *(int *)arg;
  acquire();
  sum = sum + id + 1;
  release();
  return 0;
}

int main(void) {
  pthread_t t[3];
  int ids[3];
  int i;
  for (i = 0; i < 3; i++) {
    ids[i] = i;
    pthread_create(&t[i], 0, worker, &ids[i]);
  }
  for (i = 0; i < 3; i++)
    pthread_join(t[i], 0);
  if (sum != 6)
    reach_error();
  return 0;
}
