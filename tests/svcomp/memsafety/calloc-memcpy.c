/* Threads copy a message into their own calloc'ed buffer with memcpy, clear part of it
   with memset, and free it; all sizes are computed exactly.
   valid-memsafety TRUE: the buffer has len + 1 bytes, memcpy writes len bytes, memset
   writes 2 bytes at offset 1 (<= len - 2), the terminating zero comes from calloc;
   every buffer is freed once by the thread that allocated it. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

const char msg[] = "hello";

void *copy(void *arg) {
  size_t len = strlen(msg);
  char *b = calloc(len + 1, 1);
  if (b == NULL)
    return NULL;
  memcpy(b, msg, len);
  memset(b + 1, '-', 2);
  if (b[len] != 0 || b[0] != 'h')
    abort();
  free(b);
  return NULL;
}

int main(void) {
  pthread_t t[2];
  int i;
  for (i = 0; i < 2; i++)
    pthread_create(&t[i], NULL, copy, NULL);
  for (i = 0; i < 2; i++)
    pthread_join(t[i], NULL);
  return 0;
}
