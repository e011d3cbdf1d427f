/* A ring buffer of two slots shared by a producer (enqueues 1, 2, 3) and a consumer
   (dequeues three values), both retrying under a mutex while the buffer is full/empty.
   unreach-call TRUE: head, tail and count change only under the lock; enqueue writes at
   tail and dequeue reads at head, both advancing mod 2, and count bounds the distance, so
   values come out in the order they went in: the consumer sees 1, 2, 3.
   no-data-race TRUE: every access to the buffer and its indices is under the same mutex. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "queue-fifo.c", 8, "reach_error"); }

#include <pthread.h>

int buf[2];
int head, tail, count;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *producer(void *arg) {
  int v;
  for (v = 1; v <= 3; v++) {
    int done = 0;
    while (!done) {
      pthread_mutex_lock(&m);
      if (count < 2) {
        buf[tail] = v;
        tail = (tail + 1) % 2;
        count++;
        done = 1;
      }
      pthread_mutex_unlock(&m);
    }
  }
  return 0;
}

void *consumer(void *arg) {
  int expect;
  for (expect = 1; expect <= 3; expect++) {
    int v = 0, done = 0;
    while (!done) {
      pthread_mutex_lock(&m);
      if (count > 0) {
        v = buf[head];
        head = (head + 1) % 2;
        count--;
        done = 1;
      }
      pthread_mutex_unlock(&m);
    }
    if (v != expect)
      reach_error();
  }
  return 0;
}

int main(void) {
  pthread_t p, c;
  pthread_create(&p, 0, producer, 0);
  pthread_create(&c, 0, consumer, 0);
  pthread_join(p, 0);
  pthread_join(c, 0);
  return 0;
}
