/* main allocates one int and hands the same pointer to two threads that write it.
   no-data-race FALSE: both threads store to the same heap object without synchronisation.
   (main frees the block only after both joins.) */
#include <pthread.h>
#include <stdlib.h>

void *worker(void *arg) {
  int *p = arg;
  *p = *p + 1; // RACE!
  return NULL;
}

int main(void) {
  pthread_t t[2];
  int i;
  int *p = malloc(sizeof(int));
  if (p == NULL)
    return 0;
  *p = 0;
  for (i = 0; i < 2; i++)
    pthread_create(&t[i], NULL, worker, p);
  for (i = 0; i < 2; i++)
    pthread_join(t[i], NULL);
  free(p);
  return 0;
}
