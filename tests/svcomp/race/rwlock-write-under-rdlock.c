/* Two threads increment a counter while holding only the read lock of an rwlock.
   no-data-race FALSE: read locks are shared, so both threads can hold one at the same
   time and their read-modify-writes of counter run concurrently. */
#include <pthread.h>

pthread_rwlock_t lock = PTHREAD_RWLOCK_INITIALIZER;
int counter;

void *bump(void *arg) {
  pthread_rwlock_rdlock(&lock);
  counter++; // RACE!
  pthread_rwlock_unlock(&lock);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, bump, NULL);
  pthread_create(&b, NULL, bump, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
