/* Four threads created in a loop, each given a pointer to its own element of an id array;
   each writes only slot[id].
   unreach-call TRUE: ids[i] is written before thread i is created and never changed, so
   every thread writes its own slot; after all joins slot[i] == i + 1 for every i.
   no-data-race TRUE: slots are distinct objects written by one thread each and read by
   main only after the joins; ids[] are written before the creates and only read after. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "thread-ids-loop.c", 8, "reach_error"); }

#include <pthread.h>

#define N 4
int slot[N];

void *worker(void *arg) {
  int id = *(int *)arg;
  slot[id] = id + 1;
  return 0;
}

int main(void) {
  pthread_t t[N];
  int ids[N];
  int i;
  for (i = 0; i < N; i++) {
    ids[i] = i;
    pthread_create(&t[i], 0, worker, &ids[i]);
  }
  for (i = 0; i < N; i++)
    pthread_join(t[i], 0);
  for (i = 0; i < N; i++)
    if (slot[i] != i + 1)
      reach_error();
  return 0;
}
