// The same with `if` instead of `while`: a woken consumer does not recheck, and the other
// consumer may have taken the item in between.
// RUN: => violation
#include <assert.h>
#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t nonempty = PTHREAD_COND_INITIALIZER;
int count;

void *consumer(void *arg) {
  pthread_mutex_lock(&m);
  if (count == 0)
    pthread_cond_wait(&nonempty, &m);
  assert(count > 0); // VIOLATION: assertion failure
  count--;
  pthread_mutex_unlock(&m);
  return 0;
}

void *producer(void *arg) {
  for (int i = 0; i < 2; i++) {
    pthread_mutex_lock(&m);
    count++;
    pthread_cond_signal(&nonempty);
    pthread_mutex_unlock(&m);
  }
  return 0;
}

int main(void) {
  pthread_t c1, c2, p;
  pthread_create(&c1, 0, consumer, 0);
  pthread_create(&c2, 0, consumer, 0);
  pthread_create(&p, 0, producer, 0);
  pthread_join(c1, 0);
  pthread_join(c2, 0);
  pthread_join(p, 0);
  return 0;
}
