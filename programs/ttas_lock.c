/* A test-and-test-and-set spinlock with C11 atomics, for the memory models (pancam check
 * --memory-model sc|tso|rc11).  NTHREADS threads (default 2) each take the lock ITERS times
 * (default 2) and increment a protected counter with a separate load and store; main checks
 * the final count after joining them.
 *
 * lock spins reading the flag (relaxed) until it is clear, then tries to set it with a
 * compare-and-swap (acquire on success); unlock clears it with a release store, so each
 * critical section happens before the next one (the next owner's acquiring CAS reads the
 * releasing store).
 *
 *   BUG         unlock clears the flag with a relaxed store: the CAS still admits one thread
 *               at a time, but reading a relaxed store synchronises nothing.  Under SC and TSO
 *               the count is right; under RC11 the next owner may read a stale counter, and an
 *               increment is lost.
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
#define RELEASE memory_order_relaxed
#else
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

atomic_int locked;
data_t counter; /* protected by the lock */

static void lock(void)
{
    for (;;) {
        while (atomic_load_explicit(&locked, memory_order_relaxed)) /* test */
            ;
        int expected = 0; /* test-and-set */
        if (atomic_compare_exchange_strong_explicit(&locked, &expected, 1,
                                                    memory_order_acquire,
                                                    memory_order_relaxed))
            return;
    }
}

static void unlock(void)
{
    atomic_store_explicit(&locked, 0, RELEASE);
}

static void *worker(void *arg)
{
    (void)arg;
    for (int i = 0; i < ITERS; i++) {
        lock();
        int v = DATA_LOAD(counter);
        DATA_STORE(counter, v + 1);
        unlock();
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
