/* A spin "lock" whose test and set are two separate plain accesses.
   unreach-call FALSE: both threads read lk == 0, both set it and enter; thread 1 loads
   counter (0), thread 2 loads counter (0), both store 1, so after the joins counter == 1.
   no-data-race FALSE: lk is read by one thread while the other writes it, unsynchronised
   (the same holds for counter). */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "tas-lock-bug.c", 7, "reach_error"); }

#include <pthread.h>

int lk;
int counter;

void *worker(void *arg) {
  while (lk == 1) {
  }
  lk = 1;
  counter = counter + 1;
  lk = 0;
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0);
  pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  if (counter != 2)
    reach_error();
  return 0;
}
