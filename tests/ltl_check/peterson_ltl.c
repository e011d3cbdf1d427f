/* Peterson's lock for two threads looping forever, instrumented for LTL checks
 * (tests/ltl_check.rs): `flag0`/`flag1` say a thread wants the lock, `cs0`/`cs1` that it is
 * in the critical section.  Everything shared is volatile so that -O2 keeps every access.
 *
 * `critical` is not inlined, for location propositions (`t1@critical`).
 *
 * -DBUG gives the turn away before raising the own flag: mutual exclusion is lost.
 */
#include <pthread.h>
#include <stddef.h>

volatile int flag0, flag1, turn;
volatile int cs0, cs1; /* instrumentation */

/* The critical section, not inlined so that location propositions (t1@critical) see it. */
__attribute__((noinline)) void critical(volatile int *cs)
{
    *cs = 1;
    *cs = 0;
}

static void *thread0(void *arg)
{
    (void)arg;
    for (;;) {
#ifdef BUG
        turn = 1;
        flag0 = 1;
#else
        flag0 = 1;
        turn = 1;
#endif
        while (flag1 == 1 && turn == 1)
            ;
        critical(&cs0);
        flag0 = 0;
    }
    return NULL;
}

static void *thread1(void *arg)
{
    (void)arg;
    for (;;) {
#ifdef BUG
        turn = 0;
        flag1 = 1;
#else
        flag1 = 1;
        turn = 0;
#endif
        while (flag0 == 1 && turn == 0)
            ;
        critical(&cs1);
        flag1 = 0;
    }
    return NULL;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, NULL, thread0, NULL);
    pthread_create(&b, NULL, thread1, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return 0;
}
