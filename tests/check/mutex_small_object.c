// A "mutex" that does not fit the object it is in: pthread_mutex_lock reads the mutex's kind
// past the end of the 8-byte array and faults there, as a checked access of each word does
// (lock and unlock read and write a mutex's words in place only when it fits).
// RUN: => violation
// MESSAGE: read of 4 bytes at offset 16
#include <pthread.h>

char small[8];

void *worker(void *arg) {
  pthread_mutex_lock((pthread_mutex_t *)small); // VIOLATION: out-of-bounds access
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  return 0;
}
