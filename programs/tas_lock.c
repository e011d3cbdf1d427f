/* A test-and-set spinlock: C11 atomic_flag (default) or the GCC builtins
 * __sync_lock_test_and_set / __sync_lock_release (-DSYNC_BUILTINS).  NTHREADS threads
 * (default 2) loop forever; the assertion and check_exclusion() check mutual exclusion.
 *
 * -DBUG splits the test and the set into a load and a store ("test, then set"): two threads
 * can both see the lock free and both take it.
 */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>

#ifndef NTHREADS
#define NTHREADS 2
#endif

#if defined(BUG)
atomic_int locked;
static void lock(void)
{
    while (atomic_load(&locked))
        ;
    atomic_store(&locked, 1);
}
static void unlock(void)
{
    atomic_store(&locked, 0);
}
#elif defined(SYNC_BUILTINS)
int locked;
static void lock(void)
{
    while (__sync_lock_test_and_set(&locked, 1))
        ;
}
static void unlock(void)
{
    __sync_lock_release(&locked);
}
#else
atomic_flag locked = ATOMIC_FLAG_INIT;
static void lock(void)
{
    while (atomic_flag_test_and_set(&locked))
        ;
}
static void unlock(void)
{
    atomic_flag_clear(&locked);
}
#endif

atomic_int count; /* threads in the critical section */

static void *worker(void *arg)
{
    (void)arg;
    for (;;) {
        lock();
        atomic_fetch_add(&count, 1);
        assert(atomic_load(&count) == 1);
        atomic_fetch_sub(&count, 1);
        unlock();
    }
    return NULL;
}

int check_exclusion(void)
{
    return atomic_load(&count) <= 1;
}

int main(void)
{
    pthread_t t[NTHREADS];
    for (int i = 0; i < NTHREADS; i++)
        pthread_create(&t[i], NULL, worker, NULL);
    for (int i = 0; i < NTHREADS; i++)
        pthread_join(t[i], NULL);
    return 0;
}
