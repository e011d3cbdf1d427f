// The function joins the thread before its local dies.
// RUN: => holds
#include <assert.h>
#include <pthread.h>

void *worker(void *arg) {
  int *p = arg;
  *p = 1;
  return 0;
}

__attribute__((noinline)) int run(void) {
  int local = 0;
  pthread_t t;
  pthread_create(&t, 0, worker, &local);
  pthread_join(t, 0);
  return local;
}

int main(void) {
  assert(run() == 1);
  return 0;
}
