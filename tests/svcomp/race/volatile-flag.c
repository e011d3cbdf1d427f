/* Two threads each set a volatile stop flag and read it; volatile is no synchronisation.
   no-data-race FALSE: one thread's write of the volatile int and the other's read of it
   are plain (non-atomic) accesses to the same location without synchronisation. */
#include <pthread.h>

volatile int stop;

void *t1(void *arg) {
  stop = 1; // RACE!
  return NULL;
}

void *t2(void *arg) {
  int s = stop; // RACE!
  return (void *)(long)s;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, t1, NULL);
  pthread_create(&b, NULL, t2, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
