/* Two threads write the same global, each under its own mutex.
   no-data-race FALSE: m1 and m2 are different locks, so holding them orders nothing; the
   two writes can run back to back. */
#include <pthread.h>

int glob;
pthread_mutex_t m1 = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t m2 = PTHREAD_MUTEX_INITIALIZER;

void *t1(void *arg) {
  pthread_mutex_lock(&m1);
  glob = 1; // RACE!
  pthread_mutex_unlock(&m1);
  return NULL;
}

void *t2(void *arg) {
  pthread_mutex_lock(&m2);
  glob = 2; // RACE!
  pthread_mutex_unlock(&m2);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, t1, NULL);
  pthread_create(&b, NULL, t2, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
