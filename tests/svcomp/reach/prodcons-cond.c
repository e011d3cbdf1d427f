/* Producer/consumer over a one-slot buffer with a mutex and two condition variables; the
   producer sends 1 then 2, the consumer receives twice.
   unreach-call TRUE: both sides wait in a while loop that re-checks "full" under the
   mutex, so the producer only writes an empty slot and the consumer only reads a full one
   (also after a spurious wake-up); values therefore arrive in order, 1 then 2.
   no-data-race TRUE: slot and full are accessed only with the mutex held. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "prodcons-cond.c", 8, "reach_error"); }

#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t not_full = PTHREAD_COND_INITIALIZER;
pthread_cond_t not_empty = PTHREAD_COND_INITIALIZER;
int slot;
int full;

void *producer(void *arg) {
  int v;
  for (v = 1; v <= 2; v++) {
    pthread_mutex_lock(&m);
    while (full)
      pthread_cond_wait(&not_full, &m);
    slot = v;
    full = 1;
    pthread_cond_signal(&not_empty);
    pthread_mutex_unlock(&m);
  }
  return 0;
}

void *consumer(void *arg) {
  int k, v;
  for (k = 1; k <= 2; k++) {
    pthread_mutex_lock(&m);
    while (!full)
      pthread_cond_wait(&not_empty, &m);
    v = slot;
    full = 0;
    pthread_cond_signal(&not_full);
    pthread_mutex_unlock(&m);
    if (v != k)
      reach_error();
  }
  return 0;
}

int main(void) {
  pthread_t p, c;
  pthread_create(&c, 0, consumer, 0);
  pthread_create(&p, 0, producer, 0);
  pthread_join(p, 0);
  pthread_join(c, 0);
  return 0;
}
