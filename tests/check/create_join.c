// pthread_create and pthread_join: each thread's return value comes back through join, and
// the arguments reach the threads.
// RUN: => holds
#include <assert.h>
#include <pthread.h>
#include <stdint.h>

void *twice(void *arg) {
  intptr_t x = (intptr_t)arg;
  return (void *)(x * 2);
}

int main(void) {
  pthread_t t[2];
  for (intptr_t i = 0; i < 2; i++)
    assert(pthread_create(&t[i], 0, twice, (void *)(i + 1)) == 0);
  intptr_t sum = 0;
  for (int i = 0; i < 2; i++) {
    void *r;
    assert(pthread_join(t[i], &r) == 0);
    sum += (intptr_t)r;
  }
  assert(sum == 6);
  return 0;
}
