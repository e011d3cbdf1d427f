/* A thread allocates a block and stores it in a global; nobody frees it before the
   program ends.
   valid-memsafety TRUE: valid-memtrack asks that allocated memory stay tracked (pointed to
   or freed); the block is pointed to by the global cache until the end, so it is never
   lost (that it is not freed at exit would only violate valid-memcleanup, a different
   property). All accesses are in bounds; nothing is freed twice. */
#include <pthread.h>
#include <stdlib.h>

int *cache;

void *fill(void *arg) {
  int *c = malloc(4 * sizeof(int));
  if (c != NULL) {
    c[3] = 7;
    cache = c;
  }
  return NULL;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, fill, NULL);
  pthread_join(t, NULL);
  if (cache != NULL && cache[3] != 7)
    return 1;
  return 0;
}
