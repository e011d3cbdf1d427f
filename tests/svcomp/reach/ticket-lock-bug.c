/* A ticket lock whose ticket dispenser is a plain read followed by a plain write.
   unreach-call FALSE: both threads read next_ticket == 0 before either stores 1, so both
   hold ticket 0 and both enter while now_serving == 0; thread 1 loads counter (0), thread 2
   loads counter (0), both store 1, and both unlock (now_serving becomes 2, so in this
   schedule nobody is left waiting); main finds counter == 1. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "ticket-lock-bug.c", 7, "reach_error"); }

#include <pthread.h>

unsigned next_ticket;
unsigned now_serving;
int counter;

void *worker(void *arg) {
  unsigned my = next_ticket;
  next_ticket = my + 1;
  while (__atomic_load_n(&now_serving, __ATOMIC_SEQ_CST) != my) {
  }
  counter = counter + 1;
  __atomic_fetch_add(&now_serving, 1u, __ATOMIC_SEQ_CST);
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
