/* Two threads are given the address of main's loop variable instead of a private copy.
   unreach-call FALSE: both threads run right after the creating loop has ended with
   i == 2 (before the join loop sets i = 0); each reads id == 2, which is out of range, so
   neither marks a slot and main finds slot[0] == 0 after the joins.
   no-data-race FALSE: main's i++ and a thread's read of *arg (the same object, main's i)
   are unsynchronised. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "thread-arg-loopvar.c", 8, "reach_error"); }

#include <pthread.h>

int slot[2];

void *worker(void *arg) {
  int id = *(int *)arg;
  if (id >= 0 && id < 2)
    slot[id] = 1;
  return 0;
}

int main(void) {
  pthread_t t[2];
  int i;
  for (i = 0; i < 2; i++)
    pthread_create(&t[i], 0, worker, &i);
  for (i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  if (slot[0] != 1 || slot[1] != 1)
    reach_error();
  return 0;
}
