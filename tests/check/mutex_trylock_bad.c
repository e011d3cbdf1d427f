// trylock's result ignored: a thread whose trylock failed unlocks a mutex it does not hold.
// RUN: => violation
// MESSAGE: pthread_mutex_unlock of m, which
#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int counter;

void *worker(void *arg) {
  pthread_mutex_trylock(&m);
  counter++;
  pthread_mutex_unlock(&m); // VIOLATION: synchronisation misuse
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
