/* A worker frees the pointer it is given; main gives it the address of a local variable.
   valid-memsafety FALSE (valid-free): free() is called with the address of a stack object,
   which was not returned by malloc. */
#include <pthread.h>
#include <stdlib.h>

void *consume(void *arg) {
  int *p = arg;
  int v = *p;
  free(p);
  return (void *)(long)v;
}

int main(void) {
  pthread_t t;
  int local = 5;
  pthread_create(&t, NULL, consume, &local);
  pthread_join(t, NULL);
  return 0;
}
