// A writer holds a rwlock alone: no reader and no other writer is inside with it.
// RUN: => holds
#include <assert.h>
#include <pthread.h>

pthread_rwlock_t l;
int readers, writers;

void *reader(void *arg) {
  pthread_rwlock_rdlock(&l);
  readers++;
  assert(writers == 0);
  readers--;
  pthread_rwlock_unlock(&l);
  return 0;
}

void *writer(void *arg) {
  pthread_rwlock_wrlock(&l);
  writers++;
  assert(writers == 1 && readers == 0);
  writers--;
  pthread_rwlock_unlock(&l);
  return 0;
}

int main(void) {
  pthread_rwlock_init(&l, 0);
  pthread_t r, w;
  pthread_create(&r, 0, reader, 0);
  pthread_create(&w, 0, writer, 0);
  writer(0);
  pthread_join(r, 0);
  pthread_join(w, 0);
  pthread_rwlock_destroy(&l);
  return 0;
}
