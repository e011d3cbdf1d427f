/* main starts a thread that uses a global configuration pointer and only then allocates
   the configuration.
   valid-memsafety FALSE (valid-deref): the thread runs before main's assignment and reads
   through cfg while it is still NULL. (main frees cfg after the join in every execution,
   so nothing leaks.) */
#include <pthread.h>
#include <stdlib.h>

int *cfg;

void *user(void *arg) {
  int v = *cfg;
  return (void *)(long)v;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, user, NULL);
  cfg = malloc(sizeof(int));
  if (cfg != NULL)
    *cfg = 3;
  pthread_join(t, NULL);
  free(cfg);
  return 0;
}
