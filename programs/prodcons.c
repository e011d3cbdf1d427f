/* A bounded queue (capacity QSIZE, default 1) shared by NPROD producers and NCONS consumers
 * (defaults 1 and 2) under a pthread mutex, with condition variables for "not full" and "not
 * empty".  Everyone loops forever.  get() asserts that it never takes from an empty queue;
 * put() that it never overfills it.
 *
 * Correct by default: waits are `while` loops re-testing the condition after each wake-up.
 * Variants:
 *   -DBUG_IF      waits with `if` instead of `while`: a woken consumer does not re-test, and
 *                 another consumer may have emptied the queue meanwhile (assertion failure).
 *   -DONE_COND    one condition variable for both conditions, woken with broadcast: correct.
 *   -DONE_COND -DBUG_SIGNAL
 *                 the same with pthread_cond_signal: the one wake-up can go to a thread of
 *                 the wrong kind (a consumer woken by a consumer), the producer is never
 *                 woken and everybody waits (deadlock).
 */
#include <assert.h>
#include <pthread.h>
#include <stddef.h>

#ifndef QSIZE
#define QSIZE 1
#endif
#ifndef NPROD
#define NPROD 1
#endif
#ifndef NCONS
#define NCONS 2
#endif

#ifdef BUG_IF
#define WAIT_WHILE if
#else
#define WAIT_WHILE while
#endif

int buf[QSIZE];
int head, tail, count;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
#ifdef ONE_COND
pthread_cond_t changed = PTHREAD_COND_INITIALIZER;
#define NOT_FULL changed
#define NOT_EMPTY changed
#ifdef BUG_SIGNAL
#define WAKE pthread_cond_signal
#else
#define WAKE pthread_cond_broadcast
#endif
#else
pthread_cond_t not_full = PTHREAD_COND_INITIALIZER;
pthread_cond_t not_empty = PTHREAD_COND_INITIALIZER;
#define NOT_FULL not_full
#define NOT_EMPTY not_empty
#define WAKE pthread_cond_signal
#endif

static void put(int v)
{
    pthread_mutex_lock(&m);
    WAIT_WHILE (count == QSIZE)
        pthread_cond_wait(&NOT_FULL, &m);
    assert(count < QSIZE);
    buf[tail] = v;
    tail = (tail + 1) % QSIZE;
    count++;
    WAKE(&NOT_EMPTY);
    pthread_mutex_unlock(&m);
}

static int get(void)
{
    pthread_mutex_lock(&m);
    WAIT_WHILE (count == 0)
        pthread_cond_wait(&NOT_EMPTY, &m);
    assert(count > 0);
    int v = buf[head];
    buf[head] = 0;
    head = (head + 1) % QSIZE;
    count--;
    WAKE(&NOT_FULL);
    pthread_mutex_unlock(&m);
    return v;
}

static void *producer(void *arg)
{
    int id = (int)(long)arg;
    for (;;)
        put(id + 1);
    return NULL;
}

static void *consumer(void *arg)
{
    (void)arg;
    for (;;) {
        int v = get();
        assert(v >= 1 && v <= NPROD);
    }
    return NULL;
}

int main(void)
{
    pthread_t p[NPROD], c[NCONS];
    for (long i = 0; i < NPROD; i++)
        pthread_create(&p[i], NULL, producer, (void *)i);
    for (int i = 0; i < NCONS; i++)
        pthread_create(&c[i], NULL, consumer, NULL);
    for (int i = 0; i < NPROD; i++)
        pthread_join(p[i], NULL);
    for (int i = 0; i < NCONS; i++)
        pthread_join(c[i], NULL);
    return 0;
}
