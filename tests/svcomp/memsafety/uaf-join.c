/* As uaf-thread.c but main joins the worker before freeing the buffer.
   valid-memsafety TRUE: the worker's store happens before the join returns, the free
   after it; the block is freed exactly once with the pointer malloc returned, nothing is
   dereferenced out of bounds or after the free, nothing is left allocated. */
#include <pthread.h>
#include <stdlib.h>

void *worker(void *arg) {
  int *p = arg;
  *p = 42;
  return NULL;
}

int main(void) {
  pthread_t t;
  int v;
  int *p = malloc(sizeof(int));
  if (p == NULL)
    return 0;
  pthread_create(&t, NULL, worker, p);
  pthread_join(t, NULL);
  v = *p;
  free(p);
  return v == 42 ? 0 : 1;
}
