// pthread_once runs the initialiser exactly once, and every caller returns after it ran.
// RUN: => holds
#include <assert.h>
#include <pthread.h>

pthread_once_t once = PTHREAD_ONCE_INIT;
int inits, value;

void init(void) {
  inits++;
  value = 42;
}

void *worker(void *arg) {
  pthread_once(&once, init);
  assert(value == 42);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(inits == 1);
  return 0;
}
