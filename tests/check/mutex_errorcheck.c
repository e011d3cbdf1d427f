// An error-checking mutex: relocking by the owner returns EDEADLK, unlocking by another
// thread returns EPERM, and neither changes who holds it.
// RUN: => holds
#include <assert.h>
#include <errno.h>
#include <pthread.h>

pthread_mutex_t m;
int locked;

void *other(void *arg) {
  if (locked)
    assert(pthread_mutex_unlock(&m) == EPERM);
  return 0;
}

int main(void) {
  pthread_mutexattr_t a;
  pthread_mutexattr_init(&a);
  pthread_mutexattr_settype(&a, PTHREAD_MUTEX_ERRORCHECK);
  pthread_mutex_init(&m, &a);
  pthread_t t;
  pthread_create(&t, 0, other, 0);
  assert(pthread_mutex_lock(&m) == 0);
  locked = 1;
  assert(pthread_mutex_lock(&m) == EDEADLK);
  pthread_join(t, 0);
  locked = 0;
  assert(pthread_mutex_unlock(&m) == 0);
  assert(pthread_mutex_unlock(&m) == EPERM);
  return 0;
}
