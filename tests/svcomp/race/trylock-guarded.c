/* Two threads update a counter only when pthread_mutex_trylock succeeds.
   no-data-race TRUE: a thread touches counter only while it holds the mutex (trylock
   returned 0); a failed trylock skips the update. main reads after the joins. */
#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int counter;

void *worker(void *arg) {
  if (pthread_mutex_trylock(&m) == 0) {
    counter++; // NORACE
    pthread_mutex_unlock(&m);
  }
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, worker, NULL);
  pthread_create(&b, NULL, worker, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return counter;
}
