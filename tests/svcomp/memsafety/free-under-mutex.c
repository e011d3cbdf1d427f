/* As double-free-race.c, but the test and the release run under one mutex.
   valid-memsafety TRUE: the first thread to lock frees the block and clears p before
   unlocking; the second finds p == NULL. So the block is freed exactly once (free(NULL)
   when malloc failed is allowed) and never used after. */
#include <pthread.h>
#include <stdlib.h>

int *p;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *release(void *arg) {
  pthread_mutex_lock(&m);
  if (p != NULL) {
    free(p);
    p = NULL;
  }
  pthread_mutex_unlock(&m);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  p = malloc(sizeof(int));
  pthread_create(&a, NULL, release, NULL);
  pthread_create(&b, NULL, release, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
