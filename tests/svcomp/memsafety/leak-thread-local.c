/* Each worker allocates a scratch buffer, uses it, and returns without freeing it.
   valid-memsafety FALSE (valid-memtrack): when a worker returns, its local s held the only
   pointer to the block, so the block can no longer be reached or freed (main goes on
   running after the joins). All accesses to the block are in bounds. Deterministic:
   confirmed natively with valgrind ("16 bytes in 2 blocks are definitely lost"). */
#include <pthread.h>
#include <stdlib.h>

int results[2];

void *worker(void *arg) {
  int id = *(int *)arg;
  int *s = malloc(2 * sizeof(int));
  if (s == NULL)
    return NULL;
  s[0] = id;
  s[1] = id * 3;
  results[id] = s[0] + s[1];
  return NULL;
}

int main(void) {
  pthread_t t[2];
  int ids[2] = {0, 1};
  int i, sum = 0;
  for (i = 0; i < 2; i++)
    pthread_create(&t[i], NULL, worker, &ids[i]);
  for (i = 0; i < 2; i++)
    pthread_join(t[i], NULL);
  for (i = 0; i < 2; i++)
    sum += results[i];
  return sum == 4 ? 0 : 1;
}
