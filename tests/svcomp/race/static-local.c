/* A function-local static counter, used by two threads through the same function.
   no-data-race FALSE: a static local is one object shared by all threads; both threads'
   increments of calls are unsynchronised. */
#include <pthread.h>

int next_id(void) {
  static int calls;
  calls = calls + 1; // RACE!
  return calls;
}

void *worker(void *arg) {
  int id = next_id();
  return (void *)(long)id;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, worker, NULL);
  pthread_create(&b, NULL, worker, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
