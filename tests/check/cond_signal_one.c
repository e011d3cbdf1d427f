// The same with `signal` where `broadcast` is needed: one waiter is never woken.
// RUN: => violation
// MESSAGE: in pthread_cond_wait on c at {file}:{@wait}:
#include <assert.h>
#include <pthread.h>

pthread_mutex_t m;
pthread_cond_t c;
int go, woke;

void *waiter(void *arg) {
  pthread_mutex_lock(&m);
  while (!go)
    pthread_cond_wait(&c, &m); // @wait
  woke++;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_mutex_init(&m, 0);
  pthread_cond_init(&c, 0);
  pthread_t a, b;
  pthread_create(&a, 0, waiter, 0);
  pthread_create(&b, 0, waiter, 0);
  pthread_mutex_lock(&m);
  go = 1;
  pthread_cond_signal(&c);
  pthread_mutex_unlock(&m);
  pthread_join(a, 0); // VIOLATION: deadlock
  pthread_join(b, 0); // VIOLATION: deadlock
  return 0;
}
