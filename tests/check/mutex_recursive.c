// A recursive mutex can be relocked by its owner and is released by the last unlock.
// RUN: => holds
// RUN: --workers 2 => holds
#include <assert.h>
#include <pthread.h>

int counter;
pthread_mutex_t m;

void add(int n) {
  pthread_mutex_lock(&m);
  counter++;
  if (n > 1)
    add(n - 1);
  pthread_mutex_unlock(&m);
}

void *worker(void *arg) {
  add(2);
  return 0;
}

int main(void) {
  pthread_mutexattr_t a;
  pthread_mutexattr_init(&a);
  pthread_mutexattr_settype(&a, PTHREAD_MUTEX_RECURSIVE);
  pthread_mutex_init(&m, &a);
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0);
  pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  assert(counter == 4);
  return 0;
}
