// Relocking an error-checking mutex fails (EDEADLK) instead of blocking: the program that
// expects success is wrong.
// RUN: => violation
#include <assert.h>
#include <pthread.h>

pthread_mutex_t m;

int main(void) {
  pthread_mutexattr_t a;
  pthread_mutexattr_init(&a);
  pthread_mutexattr_settype(&a, PTHREAD_MUTEX_ERRORCHECK);
  pthread_mutex_init(&m, &a);
  pthread_mutex_lock(&m);
  int r = pthread_mutex_lock(&m);
  assert(r == 0); // VIOLATION: assertion failure
  return 0;
}
