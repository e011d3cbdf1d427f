/* A test-and-set spin lock (__sync_lock_test_and_set / __sync_lock_release) protecting a
   two-variable invariant, two threads each entering twice.
   unreach-call TRUE: __sync_lock_test_and_set atomically swaps 1 in and only the thread
   that swapped out a 0 enters; so a and b are updated together inside one critical section
   at a time and every thread sees a == b inside; after the joins a == b == 4.
   no-data-race TRUE: a and b are accessed only between an acquiring test-and-set and the
   releasing store of the same lock; the lock word is accessed only atomically. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "tas-lock.c", 9, "reach_error"); }

#include <pthread.h>

volatile int lk;
int a, b;

void *worker(void *arg) {
  int k;
  for (k = 0; k < 2; k++) {
    while (__sync_lock_test_and_set(&lk, 1)) {
    }
    if (a != b)
      reach_error();
    a = a + 1;
    b = b + 1;
    __sync_lock_release(&lk);
  }
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0);
  pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  if (a != 4 || b != 4)
    reach_error();
  return 0;
}
