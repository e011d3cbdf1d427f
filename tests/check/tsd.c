// Thread-specific data: each thread sees only the value it set itself.
// RUN: => holds
#include <assert.h>
#include <pthread.h>

pthread_key_t key;

void *worker(void *arg) {
  assert(pthread_getspecific(key) == 0);
  pthread_setspecific(key, arg);
  assert(pthread_getspecific(key) == arg);
  return 0;
}

int main(void) {
  assert(pthread_key_create(&key, 0) == 0);
  pthread_t t;
  pthread_create(&t, 0, worker, &t);
  worker(&key);
  pthread_join(t, 0);
  assert(pthread_getspecific(key) == &key);
  return 0;
}
