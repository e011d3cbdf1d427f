/* Three threads increment a signed counter near INT_MAX, each only if it is below
   INT_MAX, test and increment under one mutex.
   no-overflow TRUE: the increment runs only when counter < INT_MAX (checked under the same
   lock), so counter + 1 <= INT_MAX. */
#include <limits.h>
#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int counter = INT_MAX - 1;

void *inc(void *arg) {
  pthread_mutex_lock(&m);
  if (counter < INT_MAX)
    counter = counter + 1;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t t[3];
  int i;
  for (i = 0; i < 3; i++)
    pthread_create(&t[i], 0, inc, 0);
  for (i = 0; i < 3; i++)
    pthread_join(t[i], 0);
  return 0;
}
