// Threads started without a bound share two slots under a mutex: never more than two
// hold one. `pancam svcomp --counter-bound 2` proves it at K = 2 (at K = 1, with every
// group "one or more", the free count grows without a bound and the abstract
// counterexample does not replay).
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error(void) { __assert_fail("0", "slots.c", 7, "reach_error"); }
#include <pthread.h>

int free_slots = 2;
int holding = 0;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg) {
  pthread_mutex_lock(&m);
  int got = free_slots > 0;
  if (got)
    free_slots--;
  pthread_mutex_unlock(&m);
  if (!got)
    return 0;
  __atomic_fetch_add(&holding, 1, __ATOMIC_SEQ_CST);
  if (__atomic_load_n(&holding, __ATOMIC_SEQ_CST) > 2) {
    reach_error();
    abort();
  }
  __atomic_fetch_sub(&holding, 1, __ATOMIC_SEQ_CST);
  pthread_mutex_lock(&m);
  free_slots++;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t t;
  while (1)
    pthread_create(&t, 0, worker, 0);
  return 0;
}
