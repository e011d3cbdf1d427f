/* Dining philosophers (the pancam paper's Table 3.1 benchmark): N philosophers around a
 * table, one pthread mutex per fork, each philosopher thinks and eats forever.
 *
 * By default every philosopher takes the fork on the left, then the one on the right: when
 * all of them hold their left fork, the program deadlocks (pancam reports the deadlock and
 * each thread's blocking pthread_mutex_lock).  -DORDERED takes the lower-numbered fork first
 * (a global lock order), which breaks the cycle: no deadlock.
 *
 * -DN=... sets the number of philosophers (default 3).  `eating` marks the philosophers
 * eating, for the invariant check_forks (pancam check --invariant check_forks): two
 * neighbours never eat at the same time.
 *
 * -DWATCH is the variant Spin's classic Promela model checks: `eating` is a plain int array
 * (no volatile) and each philosopher, while eating, asserts that its neighbours are not.
 * At -O1 and above clang rotates the loop, so the first pair of lock calls is a copy of
 * the loop's (benches/promela/philosophers.pml has the same -DWATCH).
 */
#include <assert.h>
#include <pthread.h>
#include <stddef.h>

#ifndef N
#define N 3
#endif

void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);

pthread_mutex_t fork_mutex[N];
#ifdef WATCH
int eating[N];
#else
volatile int eating[N]; /* instrumentation: volatile keeps the stores at -O2 */
#endif

static void *philosopher(void *arg)
{
    int i = (int)(long)arg;
    int left = i, right = (i + 1) % N;
#ifdef ORDERED
    int first = left < right ? left : right;
    int second = left < right ? right : left;
#else
    int first = left, second = right;
#endif
    for (;;) {
        /* think */
        pthread_mutex_lock(&fork_mutex[first]);
        pthread_mutex_lock(&fork_mutex[second]);
        eating[i] = 1; /* eat */
#ifdef WATCH
        assert(!eating[(i + N - 1) % N] && !eating[(i + 1) % N]);
#endif
        eating[i] = 0;
        pthread_mutex_unlock(&fork_mutex[second]);
        pthread_mutex_unlock(&fork_mutex[first]);
    }
    return NULL;
}

int check_forks(void)
{
    for (int i = 0; i < N; i++)
        if (eating[i] && eating[(i + 1) % N])
            return 0;
    return 1;
}

int main(void)
{
    pthread_t t[N];
    for (int i = 0; i < N; i++)
        pthread_mutex_init(&fork_mutex[i], NULL);
    /* Start all philosophers in one step, as the paper's Promela driver does. */
    __VERIFIER_atomic_begin();
    for (long i = 0; i < N; i++)
        pthread_create(&t[i], NULL, philosopher, (void *)i);
    __VERIFIER_atomic_end();
    for (int i = 0; i < N; i++)
        pthread_join(t[i], NULL);
    return 0;
}
