/* Peterson's lock with C11 atomics (sequentially consistent), the portable way to write it.
 * Two threads loop forever; the assertion and the invariant check_exclusion() check mutual
 * exclusion.  Correct at every optimisation level: seq_cst accesses are neither reordered
 * nor cached by the compiler.
 *
 * -DBUG_TURN_FIRST gives away the turn before raising the own flag (a classic mistake):
 * thread 0 sets turn = 1, thread 1 sets turn = 0 and its flag, sees flag[0] == 0 and
 * enters; thread 0 then raises its flag, sees turn == 0 and enters too.
 */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>

atomic_int flag[2];
atomic_int turn;
atomic_int count; /* threads in the critical section */

static void lock(int self)
{
    int other = 1 - self;
#ifdef BUG_TURN_FIRST
    atomic_store(&turn, other);
    atomic_store(&flag[self], 1);
#else
    atomic_store(&flag[self], 1);
    atomic_store(&turn, other);
#endif
    while (atomic_load(&flag[other]) == 1 && atomic_load(&turn) == other)
        ;
}

static void unlock(int self)
{
    atomic_store(&flag[self], 0);
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
