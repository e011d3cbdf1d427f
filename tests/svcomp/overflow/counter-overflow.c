/* Two threads each increment a signed counter that starts at INT_MAX - 1, under a mutex.
   no-overflow FALSE: whichever thread comes second computes (INT_MAX) + 1, which overflows
   int; this happens in every execution. */
#include <limits.h>
#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int counter = INT_MAX - 1;

void *inc(void *arg) {
  pthread_mutex_lock(&m);
  counter = counter + 1;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, inc, 0);
  pthread_create(&t2, 0, inc, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}
