// Posting a semaphore after sem_destroy (and before sem_init) is a synchronisation misuse:
// the worker may post after main destroyed it.
// RUN: => violation
// MESSAGE: sem_post on s, which was destroyed (sem_destroy) and not initialised again
#include <pthread.h>
#include <semaphore.h>
#include <stdatomic.h>

sem_t s;
atomic_int gone;

void *worker(void *arg) {
  if (gone)
    sem_post(&s); // VIOLATION: synchronisation misuse
  return 0;
}

int main(void) {
  pthread_t t;
  sem_init(&s, 0, 1);
  pthread_create(&t, 0, worker, 0);
  sem_wait(&s);
  sem_destroy(&s);
  gone = 1;
  pthread_join(t, 0);
  return 0;
}
