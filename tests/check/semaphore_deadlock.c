// Two threads each wait for the other's post before posting: neither semaphore is ever
// posted, a deadlock (not an endless loop: a waiter blocks).
// RUN: => violation
#include <pthread.h>
#include <semaphore.h>

sem_t a, b;

void *other(void *arg) {
  sem_wait(&b); // VIOLATION: deadlock
  sem_post(&a);
  return 0;
}

int main(void) {
  pthread_t t;
  sem_init(&a, 0, 0);
  sem_init(&b, 0, 0);
  pthread_create(&t, 0, other, 0);
  sem_wait(&a); // VIOLATION: deadlock
  sem_post(&b);
  pthread_join(t, 0);
  return 0;
}
