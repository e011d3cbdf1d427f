/* Lamport's bakery algorithm for N threads (-DN=2 or 3), with C11 sequentially consistent
 * atomics.  Every thread loops forever.  Tickets grow without bound when the threads keep
 * overlapping, so the model bounds them: a thread that would draw a ticket above MAX_TICKET
 * stops there (__VERIFIER_assume), which keeps the state space finite.  The assertion and
 * the invariant check_exclusion() check mutual exclusion.
 *
 * -DBUG leaves out the `choosing` flags: a thread can read the others' tickets while another
 * is between computing its maximum and publishing its ticket; both may then enter.
 */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>

#ifndef N
#define N 2
#endif
#ifndef MAX_TICKET
#define MAX_TICKET N
#endif

void __VERIFIER_assume(int);

atomic_int choosing[N];
atomic_int number[N];
atomic_int count; /* threads in the critical section */

static void lock(int i)
{
#ifndef BUG
    atomic_store(&choosing[i], 1);
#endif
    int max = 0;
    for (int j = 0; j < N; j++) {
        int n = atomic_load(&number[j]);
        if (n > max)
            max = n;
    }
    __VERIFIER_assume(max + 1 <= MAX_TICKET);
    atomic_store(&number[i], max + 1);
#ifndef BUG
    atomic_store(&choosing[i], 0);
#endif
    for (int j = 0; j < N; j++) {
        if (j == i)
            continue;
#ifndef BUG
        while (atomic_load(&choosing[j]))
            ;
#endif
        for (;;) {
            int nj = atomic_load(&number[j]);
            int ni = atomic_load(&number[i]);
            if (nj == 0 || nj > ni || (nj == ni && j > i))
                break;
        }
    }
}

static void unlock(int i)
{
    atomic_store(&number[i], 0);
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
