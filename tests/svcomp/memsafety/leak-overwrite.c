/* A thread "resizes" a global buffer by allocating a new block and overwriting the only
   pointer to the old one without freeing it.
   valid-memsafety FALSE (valid-memtrack): after buf = malloc(...) in the thread, the first
   block is not pointed to by anything; main frees only the second block. Deterministic:
   confirmed natively with valgrind ("4 bytes in 1 blocks are definitely lost"). */
#include <pthread.h>
#include <stdlib.h>

char *buf;

void *grow(void *arg) {
  char *bigger = malloc(16);
  if (bigger == NULL)
    return NULL;
  bigger[0] = buf[0];
  buf = bigger;
  return NULL;
}

int main(void) {
  pthread_t t;
  buf = malloc(4);
  if (buf == NULL)
    return 0;
  buf[0] = 'x';
  pthread_create(&t, NULL, grow, NULL);
  pthread_join(t, NULL);
  free(buf);
  return 0;
}
