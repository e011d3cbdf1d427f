/* A gate: three workers wait on a condition variable until main publishes data and opens
   the gate with pthread_cond_broadcast.
   unreach-call TRUE: a worker leaves its while loop only after seeing ready == 1 under the
   mutex, and main wrote data = 7 before ready = 1 under the same mutex, so every worker
   reads 7 (a worker arriving after the broadcast sees ready == 1 and does not wait).
   no-data-race TRUE: data and ready are only accessed with the mutex held. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "cond-broadcast-gate.c", 8, "reach_error"); }

#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t open_cv = PTHREAD_COND_INITIALIZER;
int ready;
int data;

void *worker(void *arg) {
  int v;
  pthread_mutex_lock(&m);
  while (!ready)
    pthread_cond_wait(&open_cv, &m);
  v = data;
  pthread_mutex_unlock(&m);
  if (v != 7)
    reach_error();
  return 0;
}

int main(void) {
  pthread_t t[3];
  int i;
  for (i = 0; i < 3; i++)
    pthread_create(&t[i], 0, worker, 0);
  pthread_mutex_lock(&m);
  data = 7;
  ready = 1;
  pthread_cond_broadcast(&open_cv);
  pthread_mutex_unlock(&m);
  for (i = 0; i < 3; i++)
    pthread_join(t[i], 0);
  return 0;
}
