/* The Chase-Lev work-stealing deque in C11 as published by Lê, Pop, Cohen and Zappa Nardelli,
 * "Correct and efficient work-stealing for weak memory models" (PPoPP 2013, Fig. 1), for the
 * memory models (pancam check --memory-model sc|tso|rc11).  The owner pushes items 1..ITERS
 * at the bottom and then takes ITERS times from the bottom; a thief steals ITERS times from
 * the top; main takes what is left.  Every item must be taken exactly once (asserted at each
 * take and steal, and in main for the whole set).
 *
 * Differences from the paper: the buffer has a fixed size (no resize: ITERS items always fit)
 * and the indices are signed longs, not size_t (with size_t, take on an empty deque computes
 * b = bottom - 1 = SIZE_MAX, and t <= b holds).
 *
 *   BUG  take without its seq_cst fence between the store of bottom and the load of top.  Under
 *        SC nothing changes; under TSO (the bottom store waits in the owner's store buffer)
 *        and RC11 (store buffering), with two items, the thief can steal both while the owner
 *        reads the old top and takes the second one too: an item taken twice.
 */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>

#ifndef ITERS
#define ITERS 2
#endif
#define SIZE (ITERS + 1) /* buffer slots: never full */
#define NITEMS ITERS
#define EMPTY (-1)
#define ABORT (-2)

atomic_long top, bottom;
atomic_int buffer[SIZE];
atomic_int taken[NITEMS + 1]; /* how often each item was taken (instrumentation) */

static void got(int x)
{
    assert(x >= 1 && x <= NITEMS); /* a pushed item, not a stale slot */
    int before = atomic_fetch_add_explicit(&taken[x], 1, memory_order_relaxed);
    assert(before == 0); /* taken once */
}

static int take(void)
{
    long b = atomic_load_explicit(&bottom, memory_order_relaxed) - 1;
    atomic_store_explicit(&bottom, b, memory_order_relaxed);
#ifndef BUG
    atomic_thread_fence(memory_order_seq_cst);
#endif
    long t = atomic_load_explicit(&top, memory_order_relaxed);
    int x;
    if (t <= b) {
        /* Non-empty queue. */
        x = atomic_load_explicit(&buffer[b % SIZE], memory_order_relaxed);
        if (t == b) {
            /* Single last element in queue. */
            if (!atomic_compare_exchange_strong_explicit(&top, &t, t + 1, memory_order_seq_cst,
                                                         memory_order_relaxed))
                /* Failed race. */
                x = EMPTY;
            atomic_store_explicit(&bottom, b + 1, memory_order_relaxed);
        }
    } else { /* Empty queue. */
        x = EMPTY;
        atomic_store_explicit(&bottom, b + 1, memory_order_relaxed);
    }
    return x;
}

static void push(int x)
{
    long b = atomic_load_explicit(&bottom, memory_order_relaxed);
    long t = atomic_load_explicit(&top, memory_order_acquire);
    assert(b - t <= SIZE - 1); /* not full (no resize) */
    atomic_store_explicit(&buffer[b % SIZE], x, memory_order_relaxed);
    atomic_thread_fence(memory_order_release);
    atomic_store_explicit(&bottom, b + 1, memory_order_relaxed);
}

static int steal(void)
{
    long t = atomic_load_explicit(&top, memory_order_acquire);
    atomic_thread_fence(memory_order_seq_cst);
    long b = atomic_load_explicit(&bottom, memory_order_acquire);
    int x = EMPTY;
    if (t < b) {
        /* Non-empty queue. */
        x = atomic_load_explicit(&buffer[t % SIZE], memory_order_relaxed);
        if (!atomic_compare_exchange_strong_explicit(&top, &t, t + 1, memory_order_seq_cst,
                                                     memory_order_relaxed))
            /* Failed race. */
            return ABORT;
    }
    return x;
}

static void *owner(void *arg)
{
    (void)arg;
    for (int i = 1; i <= ITERS; i++)
        push(i);
    for (int i = 0; i < ITERS; i++) {
        int x = take();
        if (x != EMPTY)
            got(x);
    }
    return NULL;
}

static void *thief(void *arg)
{
    (void)arg;
    for (int i = 0; i < ITERS; i++) {
        int x = steal();
        if (x != EMPTY && x != ABORT)
            got(x);
    }
    return NULL;
}

int main(void)
{
    pthread_t t0, t1;
    pthread_create(&t0, NULL, owner, NULL);
    pthread_create(&t1, NULL, thief, NULL);
    pthread_join(t0, NULL);
    pthread_join(t1, NULL);
    for (int x; (x = take()) != EMPTY;)
        got(x);
    for (int x = 1; x <= NITEMS; x++)
        assert(atomic_load_explicit(&taken[x], memory_order_relaxed) == 1); /* none lost */
    return 0;
}
