/* Two threads each add 1 to a long that starts at 2^31 - 2, under a mutex; ILP32 data
   model (long has 32 bits). The same program is long-sum-lp64.c for LP64.
   no-overflow FALSE: long is 32 bits here, so the second addition computes
   2147483647 + 1, which overflows long (LONG_MAX == 2147483647). */
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
