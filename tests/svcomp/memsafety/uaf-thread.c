/* main frees a buffer that a running thread still writes to, and joins only afterwards.
   valid-memsafety FALSE (valid-deref): main frees p before the worker runs; the worker
   then stores through its copy of the dangling pointer. Every execution frees the block
   exactly once, so no other subproperty is violated. */
#include <pthread.h>
#include <stdlib.h>

void *worker(void *arg) {
  int *p = arg;
  *p = 42;
  return NULL;
}

int main(void) {
  pthread_t t;
  int *p = malloc(sizeof(int));
  if (p == NULL)
    return 0;
  pthread_create(&t, NULL, worker, p);
  free(p);
  pthread_join(t, NULL);
  return 0;
}
