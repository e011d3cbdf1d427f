// pthread_mutex_lock and _unlock called through function pointers (stored in globals, so
// the compiler cannot see through them): the increments are still never lost, and the
// partial order reduction must know what a library function called through a pointer does.
// RUN: => holds
// RUN: --races => holds
#include <assert.h>
#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int x;
int (*lock_fn)(pthread_mutex_t *) = pthread_mutex_lock;
int (*unlock_fn)(pthread_mutex_t *) = pthread_mutex_unlock;

void *worker(void *arg) {
  for (int i = 0; i < 2; i++) {
    lock_fn(&m);
    int v = x;
    x = v + 1;
    unlock_fn(&m);
  }
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(x == 4);
  return 0;
}
