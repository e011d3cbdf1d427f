// A large state space (three threads add nondeterministic values in -200..200 to a shared
// sum under a lock): a tiny time limit stops the search cleanly, as incomplete, with its
// statistics.
// RUN: --nondet-range -200..200 --max-time 0.001 => incomplete: stopped at the time limit
#include <pthread.h>

extern int __VERIFIER_nondet_int(void);

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int sum;

void *worker(void *arg) {
  int v = __VERIFIER_nondet_int();
  pthread_mutex_lock(&m);
  sum += v;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++)
    pthread_create(&t[i], 0, worker, 0);
  worker(0);
  for (int i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  return 0;
}
