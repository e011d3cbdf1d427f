/* Two threads release a shared block with "if (p) { free(p); p = NULL; }" and no lock.
   valid-memsafety FALSE (valid-free): both threads read p != NULL before either clears it;
   the first frees the block, the second frees it again. In the other executions exactly
   one thread frees it, so nothing leaks and nothing is dereferenced. */
#include <pthread.h>
#include <stdlib.h>

int *p;

void *release(void *arg) {
  if (p != NULL) {
    free(p);
    p = NULL;
  }
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
