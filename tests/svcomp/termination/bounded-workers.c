/* Three workers each run a loop of three iterations that updates a shared sum under a
   mutex; main joins them.
   termination TRUE: every loop is bounded by a constant independent of the other threads,
   mutex waits are blocking (no spinning) and the lock is always released, and there is
   no lock-order cycle (one mutex); so every execution is finite and main returns. */
#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int sum;

void *worker(void *arg) {
  int k;
  for (k = 0; k < 3; k++) {
    pthread_mutex_lock(&m);
    sum = sum + k;
    pthread_mutex_unlock(&m);
  }
  return 0;
}

int main(void) {
  pthread_t t[3];
  int i;
  for (i = 0; i < 3; i++)
    pthread_create(&t[i], 0, worker, 0);
  for (i = 0; i < 3; i++)
    pthread_join(t[i], 0);
  return sum == 9 ? 0 : 1;
}
