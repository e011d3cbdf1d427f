// A thread-specific data destructor runs when a thread with a non-NULL value exits.
// RUN: => holds
#include <assert.h>
#include <pthread.h>

pthread_key_t key;
int destroyed;

void destructor(void *value) {
  assert(value == &destroyed);
  destroyed++;
}

void *worker(void *arg) {
  pthread_setspecific(key, &destroyed);
  return 0;
}

int main(void) {
  pthread_key_create(&key, destructor);
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  assert(destroyed == 1);
  return 0;
}
