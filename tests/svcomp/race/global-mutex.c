/* A thread and main both increment a global, each holding the same mutex.
   no-data-race TRUE: every access to glob (in the thread and in main, before and after
   the join) happens while holding m, or after the join; lock/unlock orders them. */
#include <pthread.h>

int glob;
pthread_mutex_t mutex = PTHREAD_MUTEX_INITIALIZER;

void *t_fun(void *arg) {
  pthread_mutex_lock(&mutex);
  glob++; // NORACE
  pthread_mutex_unlock(&mutex);
  return NULL;
}

int main(void) {
  pthread_t id;
  pthread_create(&id, NULL, t_fun, NULL);
  pthread_mutex_lock(&mutex);
  glob++; // NORACE
  pthread_mutex_unlock(&mutex);
  pthread_join(id, NULL);
  glob++; // NORACE
  return 0;
}
