/* Spinners that lag: a producer publishes three values of `data`, each followed by a
 * release store of `flag` (1, 2, 3); two consumers spin until they read flag == 3
 * (acquire) and then assert that they see data == 3.  While a consumer spins, the older
 * messages of `flag` and `data` it could still read only send it round its loop: the
 * spin-loop normal form (model::CProgram::raise_spinners) raises its views over them, so
 * that states that differ only in how far a consumer lags are one state.
 *
 *   BUG  the last store of flag is relaxed: it carries only the producer's release view of
 *        flag (from flag = 2, when data was 2), so a consumer that reads flag == 3 may
 *        still read data == 2 and the assertion fails under rc11.  The raise must keep
 *        that: the message that lets a consumer out is relaxed, and bounds its view of
 *        data only by what it carries.
 */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#ifdef BUG
#define LAST memory_order_relaxed
#else
#define LAST memory_order_release
#endif

atomic_int data, flag;

static void *producer(void *arg)
{
    (void)arg;
    atomic_store_explicit(&data, 1, memory_order_relaxed);
    atomic_store_explicit(&flag, 1, memory_order_release);
    atomic_store_explicit(&data, 2, memory_order_relaxed);
    atomic_store_explicit(&flag, 2, memory_order_release);
    atomic_store_explicit(&data, 3, memory_order_relaxed);
    atomic_store_explicit(&flag, 3, LAST);
    return 0;
}

static void *consumer(void *arg)
{
    (void)arg;
    while (atomic_load_explicit(&flag, memory_order_acquire) != 3)
        ;
    assert(atomic_load_explicit(&data, memory_order_relaxed) == 3);
    return 0;
}

int main(void)
{
    pthread_t p, c1, c2;
    pthread_create(&c1, 0, consumer, 0);
    pthread_create(&c2, 0, consumer, 0);
    pthread_create(&p, 0, producer, 0);
    pthread_join(p, 0);
    pthread_join(c1, 0);
    pthread_join(c2, 0);
    return 0;
}
