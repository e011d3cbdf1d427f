/* Message passing: plain data published through a sequentially consistent atomic flag;
   the consumer reads data only after it has seen the flag set.
   no-data-race TRUE: the producer writes data before its atomic store of ready, and the
   consumer reads data only after an atomic load returned 1, i.e. after that store; so the
   two accesses to data can never be adjacent (and are ordered by release/acquire). */
#include <pthread.h>

int data;
int ready;

void *producer(void *arg) {
  data = 42; // NORACE
  __atomic_store_n(&ready, 1, __ATOMIC_SEQ_CST);
  return NULL;
}

void *consumer(void *arg) {
  int v = 0;
  if (__atomic_load_n(&ready, __ATOMIC_SEQ_CST))
    v = data; // NORACE
  return (void *)(long)v;
}

int main(void) {
  pthread_t p, c;
  pthread_create(&p, NULL, producer, NULL);
  pthread_create(&c, NULL, consumer, NULL);
  pthread_join(p, NULL);
  pthread_join(c, NULL);
  return 0;
}
