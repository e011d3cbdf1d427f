/* A test-and-set spinlock without any fairness guarantee: two threads loop forever taking
 * the lock.  Weak fairness does not help: the waiting thread keeps spinning (it moves), and
 * the other thread can release and take the lock again between two of its tests, forever.
 * So `[] (want1 -> <> cs1)` is violated even under --fair (tests/ltl_check.rs).  Mutual
 * exclusion holds: `[] !(cs0 && cs1)`.
 */
#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>

atomic_int lock;
volatile int want0, want1, cs0, cs1; /* instrumentation */

static void *worker0(void *arg)
{
    (void)arg;
    for (;;) {
        want0 = 1;
        while (atomic_exchange(&lock, 1))
            ;
        cs0 = 1; /* critical section */
        cs0 = 0;
        want0 = 0;
        atomic_store(&lock, 0);
    }
    return NULL;
}

static void *worker1(void *arg)
{
    (void)arg;
    for (;;) {
        want1 = 1;
        while (atomic_exchange(&lock, 1))
            ;
        cs1 = 1; /* critical section */
        cs1 = 0;
        want1 = 0;
        atomic_store(&lock, 0);
    }
    return NULL;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, NULL, worker0, NULL);
    pthread_create(&b, NULL, worker1, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return 0;
}
