/* A barrier initialised twice: thread 2 re-initialises the global barrier when it sees
 * thread 1's second relaxed store but not its first, which only a weak model allows
 * (message passing through relaxed atomics). Re-initialising an initialised barrier is
 * undefined (POSIX); GenMC's tests/wrong/barriers/multiple-inits is this program. */
#include <pthread.h>
#include <stdatomic.h>

atomic_int x, y;
pthread_barrier_t barrier;

static void *writer(void *arg)
{
    (void)arg;
    atomic_store_explicit(&x, 1, memory_order_relaxed);
    atomic_store_explicit(&y, 1, memory_order_relaxed);
    return 0;
}

static void *reader(void *arg)
{
    (void)arg;
    if (atomic_load_explicit(&y, memory_order_relaxed) &&
        !atomic_load_explicit(&x, memory_order_relaxed))
        pthread_barrier_init(&barrier, 0, 17);
    return 0;
}

int main(void)
{
    pthread_t a, b;
    pthread_barrier_init(&barrier, 0, 42);
    pthread_create(&a, 0, writer, 0);
    pthread_create(&b, 0, reader, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
