// Threads started without a bound take one of three slots, but at most two may hold one
// at a time: the assertion fails once three threads run. The counter abstraction finds
// it, and the concrete search with growing --max-threads reports it (three workers).
// With an argument N, main starts N threads only (tests/counter.rs compares the
// abstraction with the concrete search at N = 1..6).
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

#define SLOTS 3
#define MOST 2

int slots = SLOTS, holding;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg) {
  pthread_mutex_lock(&m);
  int got = slots > 0;
  if (got)
    slots--;
  pthread_mutex_unlock(&m);
  if (!got)
    return 0;
  __atomic_fetch_add(&holding, 1, __ATOMIC_SEQ_CST);
  assert(__atomic_load_n(&holding, __ATOMIC_SEQ_CST) <= MOST); 
  __atomic_fetch_sub(&holding, 1, __ATOMIC_SEQ_CST);
  pthread_mutex_lock(&m);
  slots++;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : -1;
  pthread_t t;
  if (n < 0)
    while (1)
      pthread_create(&t, 0, worker, 0);
  for (int i = 0; i < n; i++)
    pthread_create(&t, 0, worker, 0);
  pthread_exit(0);
}
