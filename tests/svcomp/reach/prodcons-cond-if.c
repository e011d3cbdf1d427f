/* One producer adds two items, two consumers take one each; the consumers wait with "if"
   instead of "while".
   unreach-call FALSE (needs no spurious wake-up): consumer A finds count == 0 and waits;
   the producer adds an item and signals, waking A, and unlocks; before A re-acquires the
   mutex, consumer B locks, finds count == 1 and takes the item; A then returns from the
   wait and takes an item from the empty buffer: count becomes -1. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "prodcons-cond-if.c", 8, "reach_error"); }

#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
int count;

void *producer(void *arg) {
  int k;
  for (k = 0; k < 2; k++) {
    pthread_mutex_lock(&m);
    count++;
    pthread_cond_signal(&c);
    pthread_mutex_unlock(&m);
  }
  return 0;
}

void *consumer(void *arg) {
  pthread_mutex_lock(&m);
  if (count == 0)
    pthread_cond_wait(&c, &m);
  count--;
  if (count < 0)
    reach_error();
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t p, c1, c2;
  pthread_create(&c1, 0, consumer, 0);
  pthread_create(&c2, 0, consumer, 0);
  pthread_create(&p, 0, producer, 0);
  pthread_join(p, 0);
  pthread_join(c1, 0);
  pthread_join(c2, 0);
  return 0;
}
