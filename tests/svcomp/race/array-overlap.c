/* Thread i writes a[i] and a[i + 1], so neighbouring threads share an element.
   no-data-race FALSE: thread 0 writes a[1] and thread 1 writes a[1] as well, with no
   synchronisation between them. */
#include <pthread.h>

int a[4];

void *worker(void *arg) {
  int id = *(int *)arg;
  a[id] = 1;
  a[id + 1] = 1; // RACE!
  return NULL;
}

int main(void) {
  pthread_t t[3];
  int ids[3];
  int i;
  for (i = 0; i < 3; i++) {
    ids[i] = i;
    pthread_create(&t[i], NULL, worker, &ids[i]);
  }
  for (i = 0; i < 3; i++)
    pthread_join(t[i], NULL);
  return 0;
}
