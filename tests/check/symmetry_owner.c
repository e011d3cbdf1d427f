// Workers that record which of them holds a lock and check it with pthread_equal and ==:
// handles compared for equality only, so the threads stay interchangeable (the symmetry
// reduction renames the handle in `owner` with them).
// RUN: => holds
// RUN: --no-symmetry => holds
#include <assert.h>
#include <pthread.h>

pthread_t owner;
int busy;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg) {
  pthread_mutex_lock(&m);
  owner = pthread_self();
  busy = 1;
  assert(pthread_equal(owner, pthread_self()));
  assert(owner == pthread_self());
  busy = 0;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_create(&c, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  assert(!busy);
  return 0;
}
