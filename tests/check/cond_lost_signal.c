// A signal sent before anyone waits is lost: main then waits forever. With spurious wakeups
// (pancam's default) the waiter could still wake, re-check and wait again, but nothing else
// can move: that is reported as a deadlock too, not hidden behind the endless wakeups.
// RUN: => violation
// RUN: --no-spurious-wakeups => violation
// MESSAGE: thread 0 blocked in pthread_cond_wait on c
#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
int done;

static void *worker(void *arg) {
  (void)arg;
  pthread_mutex_lock(&m);
  done = 1;
  pthread_mutex_unlock(&m);
  pthread_cond_signal(&c);
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  pthread_mutex_lock(&m);
  while (done != 2)
    pthread_cond_wait(&c, &m); // VIOLATION: deadlock
  pthread_mutex_unlock(&m);
  return 0;
}
