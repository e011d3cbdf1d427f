/* Two threads move a value between two variables under a pthread spin lock, but release
   the lock one statement too early.
   unreach-call FALSE: thread 1 sets a = 0 and unlocks before setting b = 1; thread 2 then
   takes the lock and sees a + b == 0 instead of the invariant a + b == 1. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "spin-unlock-early.c", 6, "reach_error"); }

#include <pthread.h>

pthread_spinlock_t s;
int a = 1, b = 0;

void *mover(void *arg) {
  int tmp;
  pthread_spin_lock(&s);
  if (a + b != 1)
    reach_error();
  tmp = a;
  a = b;
  pthread_spin_unlock(&s);
  b = tmp;
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_spin_init(&s, 0);
  pthread_create(&t1, 0, mover, 0);
  pthread_create(&t2, 0, mover, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}
