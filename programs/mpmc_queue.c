/* Dmitry Vyukov's bounded multi-producer multi-consumer queue (1024cores.net, "Bounded MPMC
 * queue"), in C11, for the memory models (pancam check --memory-model sc|tso|rc11).
 * Each cell has a sequence number: cell i starts at i; a producer that claims position pos
 * (CAS on enqueue_pos) writes the cell and stores seq = pos + 1 (release: the cell is full); a
 * consumer that claims pos (CAS on dequeue_pos) once it reads seq == pos + 1 (acquire) reads
 * the cell and stores seq = pos + QSIZE (release: free for the next lap).
 *
 * PRODUCERS producers (default 2) enqueue ITEMS items each (default 1; an item is its number
 * 1..N, and each has a payload the producer writes just before enqueueing it); CONSUMERS
 * consumers (default 2) try ITERS dequeues each (default 1); main dequeues what is left.
 * Every dequeue asserts that it got an enqueued item with its payload, and that no item came
 * out twice; main asserts that every enqueued item came out.  A producer that finds the queue
 * full gives up on that item (not enqueued, not expected).  The CASes are strong (Vyukov's
 * are weak): a spurious failure would only repeat the loop, but unboundedly often for a
 * stateless checker.
 *
 *   BUG         the producer's seq store is relaxed: a consumer that reads it need not see the
 *               cell's contents nor the payload.  Correct under SC and TSO; under RC11 a
 *               consumer reads a stale cell (0) or payload and the assertion fails.
 *   PLAIN_DATA  the cells and payloads are plain ints instead of relaxed atomic_ints: with BUG,
 *               under RC11 the consumer's reads race with the producer's writes (a data race).
 */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>

#ifndef PRODUCERS
#define PRODUCERS 2
#endif
#ifndef CONSUMERS
#define CONSUMERS 2
#endif
#ifndef ITEMS
#define ITEMS 1
#endif
#ifndef ITERS
#define ITERS 1
#endif
#ifndef QSIZE
#define QSIZE 2 /* a power of two */
#endif
#define NITEMS (PRODUCERS * ITEMS)
#define PAYLOAD(item) (100 + (item))

#ifdef BUG
#define FULL_ORDER memory_order_relaxed
#else
#define FULL_ORDER memory_order_release
#endif

#ifdef PLAIN_DATA
typedef int data_t;
#define DATA_LOAD(x) (x)
#define DATA_STORE(x, v) ((x) = (v))
#else
typedef atomic_int data_t;
#define DATA_LOAD(x) atomic_load_explicit(&(x), memory_order_relaxed)
#define DATA_STORE(x, v) atomic_store_explicit(&(x), (v), memory_order_relaxed)
#endif

struct cell {
    atomic_uint seq;
    data_t data;
};

struct cell buffer[QSIZE];
atomic_uint enqueue_pos, dequeue_pos;

data_t payload[NITEMS + 1];    /* written by the item's producer before it enqueues it */
atomic_int enqueued[NITEMS + 1]; /* instrumentation */
atomic_int dequeued[NITEMS + 1];

static int enqueue(int data)
{
    struct cell *c;
    unsigned pos = atomic_load_explicit(&enqueue_pos, memory_order_relaxed);
    for (;;) {
        c = &buffer[pos & (QSIZE - 1)];
        unsigned seq = atomic_load_explicit(&c->seq, memory_order_acquire);
        int dif = (int)(seq - pos);
        if (dif == 0) {
            if (atomic_compare_exchange_strong_explicit(&enqueue_pos, &pos, pos + 1,
                                                        memory_order_relaxed,
                                                        memory_order_relaxed))
                break;
        } else if (dif < 0)
            return 0; /* full */
        else
            pos = atomic_load_explicit(&enqueue_pos, memory_order_relaxed);
    }
    DATA_STORE(c->data, data);
    atomic_store_explicit(&c->seq, pos + 1, FULL_ORDER);
    return 1;
}

static int dequeue(int *data)
{
    struct cell *c;
    unsigned pos = atomic_load_explicit(&dequeue_pos, memory_order_relaxed);
    for (;;) {
        c = &buffer[pos & (QSIZE - 1)];
        unsigned seq = atomic_load_explicit(&c->seq, memory_order_acquire);
        int dif = (int)(seq - (pos + 1));
        if (dif == 0) {
            if (atomic_compare_exchange_strong_explicit(&dequeue_pos, &pos, pos + 1,
                                                        memory_order_relaxed,
                                                        memory_order_relaxed))
                break;
        } else if (dif < 0)
            return 0; /* empty */
        else
            pos = atomic_load_explicit(&dequeue_pos, memory_order_relaxed);
    }
    *data = DATA_LOAD(c->data);
    atomic_store_explicit(&c->seq, pos + QSIZE, memory_order_release);
    return 1;
}

static void consumed(int item)
{
    assert(item >= 1 && item <= NITEMS); /* an enqueued item, not a stale cell */
    assert(DATA_LOAD(payload[item]) == PAYLOAD(item)); /* with its payload */
    int before = atomic_fetch_add_explicit(&dequeued[item], 1, memory_order_relaxed);
    assert(before == 0); /* dequeued once */
}

static void *producer(void *arg)
{
    int first = (int)(long)arg * ITEMS + 1;
    for (int item = first; item < first + ITEMS; item++) {
        DATA_STORE(payload[item], PAYLOAD(item));
        if (enqueue(item))
            atomic_store_explicit(&enqueued[item], 1, memory_order_relaxed);
    }
    return NULL;
}

static void *consumer(void *arg)
{
    (void)arg;
    for (int i = 0; i < ITERS; i++) {
        int item;
        if (dequeue(&item))
            consumed(item);
    }
    return NULL;
}

int main(void)
{
    for (unsigned i = 0; i < QSIZE; i++)
        atomic_store_explicit(&buffer[i].seq, i, memory_order_relaxed);
    pthread_t p[PRODUCERS], c[CONSUMERS];
    for (long i = 0; i < PRODUCERS; i++)
        pthread_create(&p[i], NULL, producer, (void *)i);
    for (long i = 0; i < CONSUMERS; i++)
        pthread_create(&c[i], NULL, consumer, (void *)i);
    for (int i = 0; i < PRODUCERS; i++)
        pthread_join(p[i], NULL);
    for (int i = 0; i < CONSUMERS; i++)
        pthread_join(c[i], NULL);
    for (int item; dequeue(&item);)
        consumed(item);
    for (int item = 1; item <= NITEMS; item++) /* every enqueued item came out, once */
        assert(atomic_load_explicit(&dequeued[item], memory_order_relaxed) ==
               atomic_load_explicit(&enqueued[item], memory_order_relaxed));
    return 0;
}
