// Objects destroyed and initialised again are usable: a mutex, condition variable,
// reader-writer lock and barrier each go through destroy and init between two rounds of
// use by two threads, with every use after the init (the threads are joined first).
// RUN: => holds
#include <assert.h>
#include <pthread.h>

pthread_mutex_t m;
pthread_cond_t c;
pthread_rwlock_t l;
pthread_barrier_t b;
int ready, x;

void *worker(void *arg) {
  pthread_barrier_wait(&b);
  pthread_rwlock_rdlock(&l);
  int v = x;
  pthread_rwlock_unlock(&l);
  pthread_mutex_lock(&m);
  ready++;
  pthread_cond_signal(&c);
  pthread_mutex_unlock(&m);
  return (void *)(long)v;
}

void init(void) {
  pthread_mutex_init(&m, 0);
  pthread_cond_init(&c, 0);
  pthread_rwlock_init(&l, 0);
  pthread_barrier_init(&b, 0, 2);
}

void destroy(void) {
  pthread_barrier_destroy(&b);
  pthread_rwlock_destroy(&l);
  pthread_cond_destroy(&c);
  pthread_mutex_destroy(&m);
}

void round_(int want) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_barrier_wait(&b);
  pthread_mutex_lock(&m);
  while (ready < want)
    pthread_cond_wait(&c, &m);
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
}

int main(void) {
  init();
  round_(1);
  destroy();
  init();
  round_(2);
  destroy();
  assert(ready == 2);
  return 0;
}
