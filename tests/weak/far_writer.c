/* A thread that stores to an atomic location forever, while main is still running. Main
 * reads the location once, before it creates the writer (the default), or after (-DLATE).
 * Under rc11 every message the writer stores stays readable by a thread whose view lags
 * behind it, as long as that thread may still read the location: with -DLATE main may, and
 * the history grows until --max-messages cuts the search (incomplete); in the default
 * build main never accesses the location again once the writer runs, the static future
 * analysis knows it, each store makes the one before unreadable, and the search ends:
 * the assertion holds. */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

atomic_int x;

static void *writer(void *arg)
{
    (void)arg;
    for (;;) {
        atomic_store_explicit(&x, 1, memory_order_relaxed);
        atomic_store_explicit(&x, 2, memory_order_relaxed);
    }
    return 0;
}

int main(void)
{
    pthread_t t;
#ifndef LATE
    int r = atomic_load_explicit(&x, memory_order_relaxed);
    assert(r == 0);
#endif
    pthread_create(&t, 0, writer, 0);
#ifdef LATE
    int r = atomic_load_explicit(&x, memory_order_relaxed);
    assert(r <= 2);
#endif
    return 0;
}
