// Two threads take two mutexes in the same order: no deadlock.
// RUN: => holds
#include <pthread.h>

pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t b = PTHREAD_MUTEX_INITIALIZER;
int x;

void *worker(void *arg) {
  pthread_mutex_lock(&a);
  pthread_mutex_lock(&b);
  x++;
  pthread_mutex_unlock(&b);
  pthread_mutex_unlock(&a);
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0);
  pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}
