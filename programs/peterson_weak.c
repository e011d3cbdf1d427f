/* Peterson's lock for two threads, for the memory models (pancam check --memory-model
 * sc|tso|rc11).  Each thread takes the lock ITERS times (default 2); `in_cs` counts the
 * threads in the critical section with relaxed read-modify-writes (instrumentation that
 * orders nothing), and the assertion checks mutual exclusion.
 *
 * The lock is the textbook one: raise my flag, give the turn away, wait while the other
 * thread wants in and has the turn.  Its correctness needs the store of my flag to be
 * visible before I read the other flag (store->load order), which only SC gives for free.
 * Variants (at most one):
 *   (none)  `volatile int` flags and turn: correct under SC; broken under x86-TSO (the flag
 *           store waits in the store buffer while the other flag is read: both threads read
 *           0 and enter); under RC11 volatile is not atomic, so the lock itself is a data
 *           race (and, race detection off, broken as under TSO).
 *   FENCE   volatile, plus a full fence (__atomic_thread_fence(__ATOMIC_SEQ_CST): mfence)
 *           after the two stores: correct under SC and TSO; still a data race under RC11.
 *   RA      C11 atomics, release stores and acquire loads: broken under TSO and RC11 (the
 *           store-buffering pattern: acquire/release does not order a store before a load).
 *   SC      C11 seq_cst atomics: correct under every model.
 */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>

#ifndef ITERS
#define ITERS 2
#endif

#if defined(RA) || defined(SC)
typedef atomic_int var_t;
#ifdef RA
#define STORE(x, v) atomic_store_explicit(&(x), (v), memory_order_release)
#define LOAD(x) atomic_load_explicit(&(x), memory_order_acquire)
#else
#define STORE(x, v) atomic_store_explicit(&(x), (v), memory_order_seq_cst)
#define LOAD(x) atomic_load_explicit(&(x), memory_order_seq_cst)
#endif
#else
typedef volatile int var_t;
#define STORE(x, v) ((x) = (v))
#define LOAD(x) (x)
#endif

#ifdef FENCE
#define STORE_LOAD_FENCE() __atomic_thread_fence(__ATOMIC_SEQ_CST)
#else
#define STORE_LOAD_FENCE() ((void)0)
#endif

var_t flag[2];
var_t turn;
atomic_int in_cs; /* threads in the critical section (instrumentation) */

static void lock(int self)
{
    int other = 1 - self;
    STORE(flag[self], 1);
    STORE(turn, other);
    STORE_LOAD_FENCE();
    while (LOAD(flag[other]) == 1 && LOAD(turn) == other)
        ;
}

static void unlock(int self)
{
    STORE(flag[self], 0);
}

static void critical(void)
{
    atomic_fetch_add_explicit(&in_cs, 1, memory_order_relaxed);
    assert(atomic_load_explicit(&in_cs, memory_order_relaxed) == 1); /* mutual exclusion */
    atomic_fetch_sub_explicit(&in_cs, 1, memory_order_relaxed);
}

static void *worker(void *arg)
{
    int self = (int)(long)arg;
    for (int i = 0; i < ITERS; i++) {
        lock(self);
        critical();
        unlock(self);
    }
    return NULL;
}

int main(void)
{
    pthread_t t[2];
    for (long i = 0; i < 2; i++)
        pthread_create(&t[i], NULL, worker, (void *)i);
    for (int i = 0; i < 2; i++)
        pthread_join(t[i], NULL);
    return 0;
}
