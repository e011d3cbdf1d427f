/* Dekker's algorithm for two threads, with C11 sequentially consistent atomics.  Both
 * threads loop forever; the assertion and the invariant check_exclusion() check mutual
 * exclusion.
 *
 * -DBUG tests the other thread's flag before raising its own ("check, then set"): both
 * threads can see the other's flag down and enter together.
 */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>

atomic_int wants[2];
atomic_int turn;
atomic_int count; /* threads in the critical section */

static void lock(int self)
{
    int other = 1 - self;
#ifdef BUG
    while (atomic_load(&wants[other]))
        ;
    atomic_store(&wants[self], 1);
#else
    atomic_store(&wants[self], 1);
    while (atomic_load(&wants[other])) {
        if (atomic_load(&turn) != self) {
            atomic_store(&wants[self], 0);
            while (atomic_load(&turn) != self)
                ;
            atomic_store(&wants[self], 1);
        }
    }
#endif
}

static void unlock(int self)
{
    atomic_store(&turn, 1 - self);
    atomic_store(&wants[self], 0);
}

static void *worker(void *arg)
{
    int self = (int)(long)arg;
    for (;;) {
        lock(self);
        atomic_fetch_add(&count, 1);
        assert(atomic_load(&count) == 1);
        atomic_fetch_sub(&count, 1);
        unlock(self);
    }
    return NULL;
}

int check_exclusion(void)
{
    return atomic_load(&count) <= 1;
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
