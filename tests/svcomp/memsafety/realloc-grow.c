/* Two threads append to a shared vector that grows with realloc, under a mutex; main
   frees it after the joins.
   valid-memsafety TRUE: appends check len < cap inside the lock and otherwise realloc to
   twice the capacity (keeping the old block if realloc fails), so every write is in
   bounds; the vector is freed once at the end. */
#include <pthread.h>
#include <stdlib.h>

int *vec;
int len, cap;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *appender(void *arg) {
  int k;
  for (k = 0; k < 2; k++) {
    pthread_mutex_lock(&m);
    if (len == cap) {
      int *nv = realloc(vec, 2 * cap * sizeof(int));
      if (nv != NULL) {
        vec = nv;
        cap = 2 * cap;
      }
    }
    if (len < cap) {
      vec[len] = k;
      len++;
    }
    pthread_mutex_unlock(&m);
  }
  return NULL;
}

int main(void) {
  pthread_t a, b;
  vec = malloc(sizeof(int));
  if (vec == NULL)
    return 0;
  cap = 1;
  pthread_create(&a, NULL, appender, NULL);
  pthread_create(&b, NULL, appender, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  free(vec);
  return 0;
}
