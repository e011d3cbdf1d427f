/* Two threads each add 1 to a long that starts at 2^31 - 2, under a mutex; LP64 data
   model (long has 64 bits). The same program is long-sum-ilp32.c for ILP32.
   no-overflow TRUE: long is 64 bits here; the largest value computed is 2^31, far below
   LONG_MAX. */
#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
long total = 2147483646L;

void *add(void *arg) {
  pthread_mutex_lock(&m);
  total = total + 1L;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, add, 0);
  pthread_create(&t2, 0, add, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}
