// A waiter that does not re-check its condition in a loop: POSIX lets pthread_cond_wait
// return without a signal (a spurious wakeup), so `ready` may still be 0 after the wait.
// pancam explores spurious wakeups by default; without them the program is correct.
// RUN: => violation
// RUN: --no-spurious-wakeups => holds
#include <assert.h>
#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
int ready;

static void *producer(void *arg) {
  (void)arg;
  pthread_mutex_lock(&m);
  ready = 1;
  pthread_cond_signal(&c);
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, producer, 0);
  pthread_mutex_lock(&m);
  if (!ready)
    pthread_cond_wait(&c, &m);
  assert(ready); // VIOLATION: assertion failure
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  return 0;
}
