// A thread does not see another thread's thread-specific value.
// RUN: => violation
#include <assert.h>
#include <pthread.h>

pthread_key_t key;
int x;

void *worker(void *arg) {
  assert(pthread_getspecific(key) == &x); // VIOLATION: assertion failure
  return 0;
}

int main(void) {
  pthread_key_create(&key, 0);
  pthread_setspecific(key, &x);
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  return 0;
}
