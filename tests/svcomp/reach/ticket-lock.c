/* A ticket lock built from __atomic builtins protecting a counter, three threads.
   unreach-call TRUE: __atomic_fetch_add hands out distinct tickets 0,1,2 and a thread only
   enters when now_serving equals its ticket; now_serving is advanced once per exit, so the
   critical sections run one after the other and every increment is kept: counter == 3.
   no-data-race TRUE: the only plain accesses are to counter, inside the critical section;
   two of them are always separated by the owner's atomic increment of now_serving and the
   atomic load with which the next owner's wait loop sees it (no interleaving puts them
   next to each other). All other accesses are atomic. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "ticket-lock.c", 10, "reach_error"); }

#include <pthread.h>

unsigned next_ticket;
unsigned now_serving;
int counter;

static void lock(void) {
  unsigned my = __atomic_fetch_add(&next_ticket, 1u, __ATOMIC_SEQ_CST);
  while (__atomic_load_n(&now_serving, __ATOMIC_SEQ_CST) != my) {
  }
}

static void unlock(void) {
  __atomic_fetch_add(&now_serving, 1u, __ATOMIC_SEQ_CST);
}

void *worker(void *arg) {
  lock();
  counter = counter + 1;
  unlock();
  return 0;
}

int main(void) {
  pthread_t t[3];
  int i;
  for (i = 0; i < 3; i++)
    pthread_create(&t[i], 0, worker, 0);
  for (i = 0; i < 3; i++)
    pthread_join(t[i], 0);
  if (counter != 3)
    reach_error();
  return 0;
}
