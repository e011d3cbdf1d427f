/* Threads add to a shared counter with __atomic_fetch_add and read it with
   __atomic_load_n; main reads it plainly after the joins.
   no-data-race TRUE: all concurrent accesses to count are atomic operations; the plain
   read in main happens after all threads are joined. */
#include <pthread.h>

int count;

void *worker(void *arg) {
  int seen;
  __atomic_fetch_add(&count, 1, __ATOMIC_SEQ_CST);
  seen = __atomic_load_n(&count, __ATOMIC_SEQ_CST);
  return (void *)(long)seen;
}

int main(void) {
  pthread_t t[3];
  int i;
  for (i = 0; i < 3; i++)
    pthread_create(&t[i], NULL, worker, NULL);
  for (i = 0; i < 3; i++)
    pthread_join(t[i], NULL);
  return count == 3 ? 0 : 1;
}
