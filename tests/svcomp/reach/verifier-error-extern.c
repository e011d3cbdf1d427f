/* __VERIFIER_error declared extern and noreturn, called from a __VERIFIER_assert defined in
   the task; two threads set disjoint bits of a word under a mutex.
   unreach-call TRUE: each thread does its read-modify-write of flags under the mutex, so
   neither bit is lost: after both joins flags == 3. */
extern void __VERIFIER_error() __attribute__ ((__noreturn__));
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: __VERIFIER_error(); } return; }

#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int flags;

void *setbit(void *arg) {
  int bit = *(int *)arg;
  pthread_mutex_lock(&m);
  flags = flags | (1 << bit);
  pthread_mutex_unlock(&m);
  return 0;
}

int main() {
  pthread_t t[2];
  int bits[2] = {0, 1};
  int i;
  for (i = 0; i < 2; i++)
    pthread_create(&t[i], 0, setbit, &bits[i]);
  for (i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  __VERIFIER_assert(flags == 3);
  return 0;
}
