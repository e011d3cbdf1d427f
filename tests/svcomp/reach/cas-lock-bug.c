/* A compare-and-swap spin lock that forgets to reset "expected" after a failed CAS.
   unreach-call FALSE: thread 1 acquires (lk 0 -> 1) and loads counter (0); thread 2's CAS
   fails and writes the current value 1 into expected, so its retry compares lk (1) with 1,
   succeeds and enters while thread 1 is inside; thread 2 loads counter (0), both store 1 and
   main sees counter == 1. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "cas-lock-bug.c", 7, "reach_error"); }

#include <pthread.h>

int lk;
int counter;

void acquire(void) {
  int expected = 0;
  while (!__atomic_compare_exchange_n(&lk, &expected, 1, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) {
  }
}

void release(void) { __atomic_store_n(&lk, 0, __ATOMIC_SEQ_CST); }

void *worker(void *arg) {
  acquire();
  counter = counter + 1;
  release();
  return 0;
}

int main(void) {
  pthread_t t[2];
  int i;
  for (i = 0; i < 2; i++)
    pthread_create(&t[i], 0, worker, 0);
  for (i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  if (counter != 2)
    reach_error();
  return 0;
}
