// pthread_self in a thread equals the handle pthread_create gave, and differs from main's.
// RUN: => holds
#include <assert.h>
#include <pthread.h>

pthread_t seen;
pthread_t main_self;

void *worker(void *arg) {
  seen = pthread_self();
  assert(!pthread_equal(seen, main_self));
  return 0;
}

int main(void) {
  pthread_t t;
  main_self = pthread_self();
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  assert(pthread_equal(seen, t));
  assert(pthread_equal(pthread_self(), main_self));
  return 0;
}
