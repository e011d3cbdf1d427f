/* A thread returns the address of its own local variable through pthread_exit's value;
   main dereferences it after the join.
   valid-memsafety FALSE (valid-deref): the thread's stack frame (and the local) no longer
   exists once the thread has ended, so main reads a dead stack object. */
#include <pthread.h>

void *producer(void *arg) {
  int result = 17;
  int *p = &result;
  return p;
}

int main(void) {
  pthread_t t;
  void *ret;
  int v;
  pthread_create(&t, NULL, producer, NULL);
  pthread_join(t, &ret);
  v = *(int *)ret;
  return v;
}
