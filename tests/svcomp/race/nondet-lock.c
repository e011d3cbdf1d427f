/* A thread takes the mutex only when a nondeterministic condition holds (goblint style);
   main always takes it.
   no-data-race FALSE: in the executions where the thread's nondet value is 0 it writes glob
   without the mutex, concurrently with main's locked write. */
#include <pthread.h>

extern int __VERIFIER_nondet_int(void);

int glob;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *t_fun(void *arg) {
  int locked = __VERIFIER_nondet_int();
  if (locked)
    pthread_mutex_lock(&m);
  glob = glob + 1; // RACE!
  if (locked)
    pthread_mutex_unlock(&m);
  return NULL;
}

int main(void) {
  pthread_t id;
  pthread_create(&id, NULL, t_fun, NULL);
  pthread_mutex_lock(&m);
  glob = glob + 2; // RACE!
  pthread_mutex_unlock(&m);
  pthread_join(id, NULL);
  return 0;
}
