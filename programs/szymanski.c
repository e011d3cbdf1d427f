/* Szymanski's mutual exclusion algorithm (1988) for N threads (-DN=2 or 3), with C11
 * sequentially consistent atomics.  flag[i] is the thread's phase: 0 outside, 1 wants to
 * enter, 2 waits for the others at the door, 3 goes through the door, 4 inside the waiting
 * room or the critical section.  Threads loop forever; the assertion and check_exclusion()
 * check mutual exclusion.
 *
 * -DBUG skips the exit wait (a thread leaves before the higher-numbered threads that came
 * through the door with it are past the door): a thread can then re-enter the waiting room
 * and overtake a higher-numbered one into the critical section.
 */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>

#ifndef N
#define N 2
#endif

atomic_int flag[N];
atomic_int count; /* threads in the critical section */

static int all_below(int lo, int hi, int bound)
{
    for (int j = lo; j < hi; j++)
        if (atomic_load(&flag[j]) >= bound)
            return 0;
    return 1;
}

static int any_equal(int self, int value)
{
    for (int j = 0; j < N; j++)
        if (j != self && atomic_load(&flag[j]) == value)
            return 1;
    return 0;
}

static void lock(int i)
{
    atomic_store(&flag[i], 1);
    while (!all_below(0, N, 3)) /* wait for the door to open */
        ;
    atomic_store(&flag[i], 3);
    if (any_equal(i, 1)) { /* someone else wants in: wait for them at the door */
        atomic_store(&flag[i], 2);
        while (!any_equal(i, 4))
            ;
    }
    atomic_store(&flag[i], 4);
    while (!all_below(0, i, 2)) /* lower-numbered threads go first */
        ;
}

static void unlock(int i)
{
#ifndef BUG
    for (int j = i + 1; j < N; j++) { /* let those behind us through the door */
        int f;
        do
            f = atomic_load(&flag[j]);
        while (f == 2 || f == 3);
    }
#endif
    atomic_store(&flag[i], 0);
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
    pthread_t t[N];
    for (long i = 0; i < N; i++)
        pthread_create(&t[i], NULL, worker, (void *)i);
    for (int i = 0; i < N; i++)
        pthread_join(t[i], NULL);
    return 0;
}
