/* A value handed from one thread to another through a mutex, a flag and a condition
   variable; the receiver waits in a while loop.
   no-data-race TRUE: value and have_value are accessed only with the mutex held (the
   receiver reads value after its wait loop, still holding the mutex). */
#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
int value;
int have_value;

void *sender(void *arg) {
  pthread_mutex_lock(&m);
  value = 99; // NORACE
  have_value = 1;
  pthread_cond_signal(&cv);
  pthread_mutex_unlock(&m);
  return NULL;
}

void *receiver(void *arg) {
  int v;
  pthread_mutex_lock(&m);
  while (!have_value)
    pthread_cond_wait(&cv, &m);
  v = value; // NORACE
  pthread_mutex_unlock(&m);
  return (void *)(long)v;
}

int main(void) {
  pthread_t s, r;
  pthread_create(&r, NULL, receiver, NULL);
  pthread_create(&s, NULL, sender, NULL);
  pthread_join(s, NULL);
  pthread_join(r, NULL);
  return 0;
}
