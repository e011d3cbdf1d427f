// A "writer" that takes the read lock: two of them update the value together.
// RUN: => violation
#include <assert.h>
#include <pthread.h>

pthread_rwlock_t l = PTHREAD_RWLOCK_INITIALIZER;
int value;

void *writer(void *arg) {
  pthread_rwlock_rdlock(&l);
  value++;
  pthread_rwlock_unlock(&l);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, writer, 0);
  pthread_create(&b, 0, writer, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(value == 2); // VIOLATION: assertion failure
  return 0;
}
