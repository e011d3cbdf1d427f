/* A ticket lock with C11 acquire/release atomics, for the memory models (pancam check
 * --memory-model sc|tso|rc11).  NTHREADS threads (default 2) each take the lock ITERS times
 * (default 2) and increment a protected counter with a separate load and store; main checks
 * the final count after joining them.  A lock must hand the counter over: the next owner has
 * to see the value the previous owner stored.
 *
 * lock draws a ticket with fetch_add on `next` (relaxed: the read-modify-write alone makes
 * tickets unique) and spins until `serving` shows it (acquire); unlock publishes the next
 * ticket (release), so each critical section happens before the next one.
 *
 *   BUG         relaxed spin load and relaxed unlock store: the tickets still admit one
 *               thread at a time, but nothing synchronises the critical sections.  Under SC
 *               and TSO (which keeps stores in order and loads in order) the count is right;
 *               under RC11 the next owner may read a stale counter, and an increment is lost.
 *   PLAIN_DATA  the counter is a plain int instead of a relaxed atomic_int: with BUG, under
 *               RC11 the critical sections then race on it (a data race).
 */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>

#ifndef NTHREADS
#define NTHREADS 2
#endif
#ifndef ITERS
#define ITERS 2
#endif

#ifdef BUG
#define ACQUIRE memory_order_relaxed
#define RELEASE memory_order_relaxed
#else
#define ACQUIRE memory_order_acquire
#define RELEASE memory_order_release
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

atomic_uint next;    /* the next ticket to draw */
atomic_uint serving; /* the ticket allowed in */
data_t counter;      /* protected by the lock */

static unsigned lock(void)
{
    unsigned ticket = atomic_fetch_add_explicit(&next, 1, memory_order_relaxed);
    while (atomic_load_explicit(&serving, ACQUIRE) != ticket)
        ;
    return ticket;
}

static void unlock(unsigned ticket)
{
    atomic_store_explicit(&serving, ticket + 1, RELEASE); /* only the owner writes it */
}

static void *worker(void *arg)
{
    (void)arg;
    for (int i = 0; i < ITERS; i++) {
        unsigned ticket = lock();
        int v = DATA_LOAD(counter);
        DATA_STORE(counter, v + 1);
        unlock(ticket);
    }
    return NULL;
}

int main(void)
{
    pthread_t t[NTHREADS];
    for (int i = 0; i < NTHREADS; i++)
        pthread_create(&t[i], NULL, worker, NULL);
    for (int i = 0; i < NTHREADS; i++)
        pthread_join(t[i], NULL);
    assert(DATA_LOAD(counter) == NTHREADS * ITERS); /* no increment lost */
    return 0;
}
