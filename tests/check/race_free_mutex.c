// The same accesses under a mutex: no data race.
// RUN: --races => holds
#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int shared;

void *one(void *arg) {
  pthread_mutex_lock(&m);
  shared = 1;
  pthread_mutex_unlock(&m);
  return 0;
}

void *two(void *arg) {
  pthread_mutex_lock(&m);
  shared = shared + 2;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, one, 0);
  pthread_create(&b, 0, two, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
