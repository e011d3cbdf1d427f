/* Two threads call pthread_mutex_trylock but enter the critical section whether or not it
   succeeded (they unlock only if they got the lock).
   unreach-call FALSE: thread 1 locks and enters (inside = 1); thread 2's trylock fails
   (EBUSY) but it enters anyway and inside becomes 2. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "trylock-ignored.c", 6, "reach_error"); }

#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int inside;

void *worker(void *arg) {
  int got = pthread_mutex_trylock(&m) == 0;
  inside = inside + 1;
  if (inside > 1)
    reach_error();
  inside = inside - 1;
  if (got)
    pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0);
  pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}
