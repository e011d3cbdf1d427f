// Read-locking a reader-writer lock after pthread_rwlock_destroy is a synchronisation
// misuse. The reader locks it only after main destroyed it (so that main never destroys a
// held lock, the other misuse).
// RUN: => violation
// MESSAGE: pthread_rwlock_rdlock of l, which was destroyed (pthread_rwlock_destroy) and not initialised again
#include <pthread.h>
#include <stdatomic.h>

pthread_rwlock_t l = PTHREAD_RWLOCK_INITIALIZER;
atomic_int gone;
int x;

void *reader(void *arg) {
  if (!gone)
    return 0;
  pthread_rwlock_rdlock(&l); // VIOLATION: synchronisation misuse
  int v = x;
  pthread_rwlock_unlock(&l);
  return (void *)(long)v;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, reader, 0);
  pthread_rwlock_wrlock(&l);
  x = 1;
  pthread_rwlock_unlock(&l);
  pthread_rwlock_destroy(&l);
  gone = 1;
  pthread_join(t, 0);
  return 0;
}
