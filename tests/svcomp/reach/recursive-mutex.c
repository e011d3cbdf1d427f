/* A recursive mutex locked twice by the same thread (an outer function holding it calls an
   inner one that locks it again); two threads.
   unreach-call TRUE: a PTHREAD_MUTEX_RECURSIVE mutex may be re-locked by its owner and is
   released only after the matching number of unlocks, so the two-step update of total
   (+1 in outer, +1 in inner) is never interleaved with the other thread's: total is even
   whenever a thread takes the lock, and 4 at the end.
   no-data-race TRUE: every access to total is under the mutex; main reads after joins. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "recursive-mutex.c", 9, "reach_error"); }

#include <pthread.h>

pthread_mutex_t m;
int total;

void inner(void) {
  pthread_mutex_lock(&m);
  total = total + 1;
  pthread_mutex_unlock(&m);
}

void *outer(void *arg) {
  pthread_mutex_lock(&m);
  if (total % 2 != 0)
    reach_error();
  total = total + 1;
  inner();
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_mutexattr_t attr;
  pthread_mutexattr_init(&attr);
  pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_RECURSIVE);
  pthread_mutex_init(&m, &attr);
  pthread_mutexattr_destroy(&attr);
  pthread_create(&t1, 0, outer, 0);
  pthread_create(&t2, 0, outer, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  if (total != 4)
    reach_error();
  return 0;
}
