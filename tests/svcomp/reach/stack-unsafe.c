/* A stack holding one element and two threads that pop it; each tests for emptiness before
   taking the lock.
   unreach-call FALSE: both threads read top == 1 outside the lock; the first pops (top 0),
   the second then takes the lock and pops again: top becomes -1 and reach_error is called.
   no-data-race FALSE: the unlocked read of top in one thread and the locked write of top in
   the other are not ordered by any synchronisation. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "stack-unsafe.c", 8, "reach_error"); }

#include <pthread.h>

int stack[2];
int top;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *popper(void *arg) {
  int v;
  if (top > 0) {
    pthread_mutex_lock(&m);
    top = top - 1;
    if (top < 0)
      reach_error();
    v = stack[top];
    pthread_mutex_unlock(&m);
  }
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  stack[0] = 7;
  top = 1;
  pthread_create(&t1, 0, popper, 0);
  pthread_create(&t2, 0, popper, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}
