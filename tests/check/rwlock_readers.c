// Readers share a rwlock: two readers can be inside together, so the assertion that they
// never are is violated (the state is reachable).
// RUN: => violation
#include <assert.h>
#include <pthread.h>

pthread_rwlock_t l = PTHREAD_RWLOCK_INITIALIZER;
int readers;

void *reader(void *arg) {
  pthread_rwlock_rdlock(&l);
  __atomic_fetch_add(&readers, 1, __ATOMIC_SEQ_CST);
  assert(!(readers == 2)); // VIOLATION: assertion failure
  __atomic_fetch_sub(&readers, 1, __ATOMIC_SEQ_CST);
  pthread_rwlock_unlock(&l);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, reader, 0);
  pthread_create(&b, 0, reader, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
