// pthread_cond_timedwait may time out even though the event comes: a program that assumes
// it does not is wrong.
// RUN: => violation
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
  if (!ready) {
    int r = pthread_cond_timedwait(&c, &m, &ts);
    assert(r != ETIMEDOUT); // VIOLATION: assertion failure
  }
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  return 0;
}
