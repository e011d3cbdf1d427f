/* A thread busy-waits on a plain int flag that main sets after writing data.
   no-data-race FALSE: the spin loop's read of done and main's write of done are plain,
   unsynchronised accesses that can run back to back (the data hand-over itself would be
   fine under sequential consistency, the flag is the race). */
#include <pthread.h>

int data;
int done;

void *waiter(void *arg) {
  while (!done) // RACE!
    ;
  return (void *)(long)data;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, waiter, NULL);
  data = 1;
  done = 1; // RACE!
  pthread_join(t, NULL);
  return 0;
}
