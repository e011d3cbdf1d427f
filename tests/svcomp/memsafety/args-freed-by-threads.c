/* main allocates one argument block per thread; each thread reads its block and frees it.
   valid-memsafety TRUE: each block is handed to exactly one thread, which reads it in
   bounds and frees it once; main never touches a block after passing it on. If malloc
   fails main stops creating threads and joins those it created. */
#include <pthread.h>
#include <stdlib.h>

struct arg {
  int id;
  int weight;
};

int total[3];

void *worker(void *p) {
  struct arg *a = p;
  total[a->id] = a->weight * 2;
  free(a);
  return NULL;
}

int main(void) {
  pthread_t t[3];
  int i, n = 0;
  for (i = 0; i < 3; i++) {
    struct arg *a = malloc(sizeof(struct arg));
    if (a == NULL)
      break;
    a->id = i;
    a->weight = i + 1;
    pthread_create(&t[i], NULL, worker, a);
    n++;
  }
  for (i = 0; i < n; i++)
    pthread_join(t[i], NULL);
  return 0;
}
