// trylock fails with EBUSY while another thread holds the mutex; a thread that only enters
// when trylock succeeded never loses an update.
// RUN: => holds
#include <assert.h>
#include <errno.h>
#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int counter, busy;

void *worker(void *arg) {
  int r = pthread_mutex_trylock(&m);
  if (r == 0) {
    counter++;
    pthread_mutex_unlock(&m);
  } else {
    assert(r == EBUSY);
    pthread_mutex_lock(&m);
    busy++;
    pthread_mutex_unlock(&m);
  }
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(counter + busy == 2);
  assert(counter >= 1);
  return 0;
}
