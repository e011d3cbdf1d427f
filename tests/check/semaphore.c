// A bounded buffer of two slots with POSIX semaphores (free slots, full slots) and a mutex:
// the consumer gets the producer's three items in order. sem_trywait, sem_getvalue and
// sem_destroy are used on the way.
// RUN: => holds
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <semaphore.h>

#define SLOTS 2
#define ITEMS 3

int buf[SLOTS];
int in, out;
sem_t empty, full;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *producer(void *arg) {
  for (int i = 1; i <= ITEMS; i++) {
    sem_wait(&empty);
    pthread_mutex_lock(&m);
    buf[in] = i;
    in = (in + 1) % SLOTS;
    pthread_mutex_unlock(&m);
    sem_post(&full);
  }
  return 0;
}

int main(void) {
  pthread_t t;
  sem_init(&empty, 0, SLOTS);
  sem_init(&full, 0, 0);
  assert(sem_trywait(&full) == -1 && errno == EAGAIN);
  pthread_create(&t, 0, producer, 0);
  for (int i = 1; i <= ITEMS; i++) {
    sem_wait(&full);
    pthread_mutex_lock(&m);
    assert(buf[out] == i);
    out = (out + 1) % SLOTS;
    pthread_mutex_unlock(&m);
    sem_post(&empty);
  }
  pthread_join(t, 0);
  int v;
  sem_getvalue(&empty, &v);
  assert(v == SLOTS);
  sem_destroy(&empty);
  sem_destroy(&full);
  return 0;
}
