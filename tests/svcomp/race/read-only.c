/* A table initialised before the threads start is only read by them.
   no-data-race TRUE: the writes (static initialisation and main's update before the
   creates) are ordered before the threads' reads; concurrent reads never race. */
#include <pthread.h>

int table[4] = {1, 2, 3, 4};

void *sum_table(void *arg) {
  int i, s = 0;
  for (i = 0; i < 4; i++)
    s += table[i]; // NORACE
  return (void *)(long)s;
}

int main(void) {
  pthread_t a, b;
  table[3] = 40;
  pthread_create(&a, NULL, sum_table, NULL);
  pthread_create(&b, NULL, sum_table, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
