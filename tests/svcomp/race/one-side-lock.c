/* The thread writes a global under a mutex, main reads it without taking the mutex.
   no-data-race FALSE: main's unlocked read and the thread's locked write are not ordered
   (a lock held by only one side orders nothing); main may read while the thread writes. */
#include <pthread.h>

int glob;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *t_fun(void *arg) {
  pthread_mutex_lock(&m);
  glob = 5; // RACE!
  pthread_mutex_unlock(&m);
  return NULL;
}

int main(void) {
  pthread_t id;
  int v;
  pthread_create(&id, NULL, t_fun, NULL);
  v = glob; // RACE!
  pthread_join(id, NULL);
  return v == 5;
}
