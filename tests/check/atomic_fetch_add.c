// C11 atomic_fetch_add never loses an update, and the two threads see distinct old values.
// RUN: => holds
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

atomic_int counter;
int old[2];

void *worker(void *arg) {
  old[arg != 0] = atomic_fetch_add(&counter, 1);
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, &t);
  worker(0);
  pthread_join(t, 0);
  assert(atomic_load(&counter) == 2);
  assert(old[0] != old[1]);
  return 0;
}
