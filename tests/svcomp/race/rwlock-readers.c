/* Two readers read a shared value under the read lock while a writer updates it under the
   write lock.
   no-data-race TRUE: readers' accesses are reads only (reads never race with each other),
   and the writer holds the write lock, which excludes all readers. */
#include <pthread.h>

pthread_rwlock_t lock = PTHREAD_RWLOCK_INITIALIZER;
int shared = 1;

void *reader(void *arg) {
  int v;
  pthread_rwlock_rdlock(&lock);
  v = shared; // NORACE
  pthread_rwlock_unlock(&lock);
  return (void *)(long)v;
}

void *writer(void *arg) {
  pthread_rwlock_wrlock(&lock);
  shared = shared + 1; // NORACE
  pthread_rwlock_unlock(&lock);
  return NULL;
}

int main(void) {
  pthread_t r1, r2, w;
  pthread_create(&r1, NULL, reader, NULL);
  pthread_create(&w, NULL, writer, NULL);
  pthread_create(&r2, NULL, reader, NULL);
  pthread_join(r1, NULL);
  pthread_join(w, NULL);
  pthread_join(r2, NULL);
  return 0;
}
