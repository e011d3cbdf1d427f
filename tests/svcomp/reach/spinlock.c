/* Two threads increment a counter twice each under a pthread spin lock.
   unreach-call TRUE: pthread_spin_lock gives mutual exclusion like a mutex, so no
   increment is lost: counter == 4 after the joins.
   no-data-race TRUE: all thread accesses to counter are between spin_lock and
   spin_unlock; main reads after the joins. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "spinlock.c", 7, "reach_error"); }

#include <pthread.h>

pthread_spinlock_t s;
int counter;

void *worker(void *arg) {
  int k;
  for (k = 0; k < 2; k++) {
    pthread_spin_lock(&s);
    counter = counter + 1;
    pthread_spin_unlock(&s);
  }
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_spin_init(&s, PTHREAD_PROCESS_PRIVATE);
  pthread_create(&t1, 0, worker, 0);
  pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  pthread_spin_destroy(&s);
  if (counter != 4)
    reach_error();
  return 0;
}
