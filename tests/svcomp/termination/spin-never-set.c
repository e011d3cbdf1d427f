/* A thread spins until a flag is set; main sets the flag only on some inputs and then
   joins the thread.
   termination FALSE: with go_ahead == 0 main never sets flag and blocks in pthread_join,
   while the waiter loops forever reading flag == 0; this infinite execution exists under
   any (also fair) scheduling, since no thread could ever set the flag. */
#include <pthread.h>

extern _Bool __VERIFIER_nondet_bool(void);

volatile int flag;

void *waiter(void *arg) {
  while (flag == 0) {
  }
  return 0;
}

int main(void) {
  pthread_t t;
  _Bool go_ahead = __VERIFIER_nondet_bool();
  pthread_create(&t, 0, waiter, 0);
  if (go_ahead)
    flag = 1;
  pthread_join(t, 0);
  return 0;
}
