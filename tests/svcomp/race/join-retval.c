/* Each thread allocates and fills a result block and returns it through pthread_join;
   main reads and frees the blocks.
   no-data-race TRUE: each block is written only by the thread that allocated it and read by
   main only after pthread_join returned it; join orders the two. */
#include <pthread.h>
#include <stdlib.h>

void *compute(void *arg) {
  long n = (long)arg;
  int *r = malloc(2 * sizeof(int));
  if (r != NULL) {
    r[0] = (int)n; // NORACE
    r[1] = (int)(n * n);
  }
  return r;
}

int main(void) {
  pthread_t t[2];
  long i;
  int sum = 0;
  for (i = 0; i < 2; i++)
    pthread_create(&t[i], NULL, compute, (void *)(i + 1));
  for (i = 0; i < 2; i++) {
    void *res;
    pthread_join(t[i], &res);
    if (res != NULL) {
      sum += ((int *)res)[0] + ((int *)res)[1]; // NORACE
      free(res);
    }
  }
  return sum;
}
