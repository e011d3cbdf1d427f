/* A thread fills a heap array of N ints with a loop that runs one step too far.
   valid-memsafety FALSE (valid-deref): the iteration i == N writes a[4], one int past the
   16-byte block. Deterministic: confirmed natively with -fsanitize=address
   (heap-buffer-overflow). */
#include <pthread.h>
#include <stdlib.h>

#define N 4

void *fill(void *arg) {
  int i;
  int *a = arg;
  for (i = 0; i <= N; i++)
    a[i] = i;
  return NULL;
}

int main(void) {
  pthread_t t;
  int *a = malloc(N * sizeof(int));
  if (a == NULL)
    return 0;
  pthread_create(&t, NULL, fill, a);
  pthread_join(t, NULL);
  free(a);
  return 0;
}
