// slots.c with the check tightened to one holder: two threads that take both slots
// violate it. Found by the first search (or the abstraction, replayed on the concrete
// program).
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error(void) { __assert_fail("0", "slots-bug.c", 6, "reach_error"); }
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
  if (__atomic_load_n(&holding, __ATOMIC_SEQ_CST) > 1) {
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
