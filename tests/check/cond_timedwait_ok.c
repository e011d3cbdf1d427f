// A timed wait in a loop that tolerates timeouts: the predicate holds after it, whether or
// not a wait timed out, and the waiter never blocks for ever.
// RUN: => holds
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <time.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
int ready;

void *setter(void *arg) {
  pthread_mutex_lock(&m);
  ready = 1;
  pthread_cond_signal(&c);
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t t;
  struct timespec ts = {1, 0};
  pthread_create(&t, 0, setter, 0);
  pthread_mutex_lock(&m);
  while (!ready) {
    int r = pthread_cond_timedwait(&c, &m, &ts);
    assert(r == 0 || r == ETIMEDOUT);
  }
  assert(ready);
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  return 0;
}
