// Statically initialised mutexes: PTHREAD_MUTEX_INITIALIZER protects one counter, and
// PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP makes a recursive mutex protecting another.
// RUN: => holds
#define _GNU_SOURCE
#include <assert.h>
#include <pthread.h>

pthread_mutex_t plain = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t rec = PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP;
int plain_count, rec_count;

void *worker(void *arg) {
  pthread_mutex_lock(&plain);
  plain_count++;
  pthread_mutex_unlock(&plain);
  pthread_mutex_lock(&rec);
  assert(pthread_mutex_lock(&rec) == 0);
  rec_count++;
  pthread_mutex_unlock(&rec);
  pthread_mutex_unlock(&rec);
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  worker(0);
  pthread_join(t, 0);
  assert(plain_count == 2 && rec_count == 2);
  return 0;
}
