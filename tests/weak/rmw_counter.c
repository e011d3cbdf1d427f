/* A statistics counter that only read-modify-writes touch, beside a message-passing
 * handover: a producer publishes `data` through `ready`, two consumers spin on `ready` and
 * check `data`, and every thread counts its operations with relaxed fetch_adds on `ops`,
 * which nobody loads.  A read-modify-write reads only the message no other one read yet,
 * so the messages the chain of fetch_adds leaves behind can never be read again: the RC11
 * normal form drops them (rc11::Facts::blind), whatever the lagging threads' views of
 * `ops` say.
 *
 *   BUG  `ready` is stored relaxed: a consumer that reads it need not see `data`, and its
 *        assertion fails under rc11.
 */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#ifdef BUG
#define PUBLISH memory_order_relaxed
#else
#define PUBLISH memory_order_release
#endif

atomic_uint ops;
atomic_int data, ready;

static void *producer(void *arg)
{
    (void)arg;
    atomic_fetch_add_explicit(&ops, 1, memory_order_relaxed);
    atomic_store_explicit(&data, 42, memory_order_relaxed);
    atomic_fetch_add_explicit(&ops, 1, memory_order_relaxed);
    atomic_store_explicit(&ready, 1, PUBLISH);
    return 0;
}

static void *consumer(void *arg)
{
    (void)arg;
    atomic_fetch_add_explicit(&ops, 1, memory_order_relaxed);
    while (atomic_load_explicit(&ready, memory_order_acquire) == 0)
        ;
    assert(atomic_load_explicit(&data, memory_order_relaxed) == 42);
    atomic_fetch_add_explicit(&ops, 1, memory_order_relaxed);
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
