/* Two threads increment a signed counter starting at INT_MAX - 2 without a lock.
   no-overflow TRUE: each increment stores (value read) + 1; every value read is at most
   INT_MAX - 1 because at most two increments happen in total and lost updates only lower
   the result, so the largest sum computed is INT_MAX. (Racy code is allowed here; only
   arithmetic overflow is asked about.) */
#include <limits.h>
#include <pthread.h>

int counter = INT_MAX - 2;

void *inc(void *arg) {
  counter = counter + 1;
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, inc, 0);
  pthread_create(&t2, 0, inc, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}
