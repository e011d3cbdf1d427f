/* Peterson's lock as published on Wikipedia (2007) and checked in the pancam paper
 * (Zaks & Joshi, Fig. 3.2).  Two threads loop forever: lock, critical section, unlock.
 * `count` counts the threads in the critical section; check_exclusion() is the paper's
 * invariant (pancam check --invariant check_exclusion), and the assertion in the critical
 * section checks the same property from inside the program.
 *
 * Without -DFIXED the flags are plain ints, as in the original Wikipedia text: at -O0 the
 * lock is correct; at -O1 and above clang hoists the load of the other thread's flag out of
 * the loops and above the store of the own flag, and mutual exclusion is lost.  -DFIXED adds
 * the two `volatile`s of the paper's fix.
 */
#include <assert.h>
#include <pthread.h>
#include <stddef.h>

#ifdef FIXED
#define VOLATILE volatile
#else
#define VOLATILE
#endif

struct pa_desc {
    VOLATILE int *f0, *f1;
    int last;
};

VOLATILE int pa_f0, pa_f1, pa_last;

void pa_desc_init(struct pa_desc *d, int i)
{
    d->f0 = i ? &pa_f1 : &pa_f0;
    d->f1 = i ? &pa_f0 : &pa_f1;
    d->last = i ? 2 : 1;
}

void pa_desc_lock(struct pa_desc *d)
{
    for (*d->f0 = 1, pa_last = d->last; *d->f1 == 1 && pa_last == d->last;)
        ;
}

void pa_desc_unlock(struct pa_desc *d)
{
    *d->f0 = 0;
}

/* The checker's instrumentation.  It is volatile so that the compiler keeps the two updates
 * and the check where the source puts them; -DPLAIN_COUNT declares it as in Fig. 3.2 (see
 * programs/README.md for what the optimiser then does to it). */
#ifdef PLAIN_COUNT
int count = 0;
#else
volatile int count = 0;
#endif

void threadx_critical(void)
{
    count++;
    assert(count == 1); /* critical section */
    count--;
}

void *thread0_main(void *args)
{
    struct pa_desc d;
    pa_desc_init(&d, 0);
    for (;;) {
        pa_desc_lock(&d);
        threadx_critical();
        pa_desc_unlock(&d);
    }
    return NULL; /* NOT REACHED */
}

void *thread1_main(void *args)
{
    struct pa_desc d;
    pa_desc_init(&d, 1);
    for (;;) {
        pa_desc_lock(&d);
        threadx_critical();
        pa_desc_unlock(&d);
    }
    return NULL; /* NOT REACHED */
}

/* pancam helper: the paper's invariant. */
int check_exclusion(void)
{
    return count <= 1;
}

int main(void)
{
    pthread_t t0, t1;
    pa_f0 = pa_f1 = pa_last = 0;
    pthread_create(&t0, NULL, thread0_main, NULL);
    pthread_create(&t1, NULL, thread1_main, NULL);
    pthread_join(t0, NULL);
    pthread_join(t1, NULL);
    return 0;
}
