/* Three threads each claim a slot of main's two-element stack array with an atomic
   fetch-and-add and write it.
   valid-memsafety FALSE (valid-deref): the claims hand out 0, 1 and 2 in some order, so in
   every execution one thread writes slots[2], past the end of the array. */
#include <pthread.h>

int next;

void *claim(void *arg) {
  int *slots = arg;
  int i = __atomic_fetch_add(&next, 1, __ATOMIC_SEQ_CST);
  slots[i] = 1;
  return NULL;
}

int main(void) {
  pthread_t t[3];
  int slots[2] = {0, 0};
  int i;
  for (i = 0; i < 3; i++)
    pthread_create(&t[i], NULL, claim, slots);
  for (i = 0; i < 3; i++)
    pthread_join(t[i], NULL);
  return 0;
}
