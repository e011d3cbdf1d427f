/* Publishing a heap block through an atomic pointer: thread 1 allocates a block and
 * stores its address; thread 2 loads the address and writes into the block. With a
 * release store and an acquire load (-DRA) the allocation happens before the write; with
 * relaxed ones (the default) nothing orders them: the write races with the allocation
 * (C11 7.22.3 orders allocations only by happens-before; GenMC's tests/wrong/memory/
 * malloc-not-hb2 is this program), which sequential consistency hides. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>

#ifdef RA
#define W memory_order_release
#define R memory_order_acquire
#else
#define W memory_order_relaxed
#define R memory_order_relaxed
#endif

_Atomic(int *) p;

static void *producer(void *arg)
{
    (void)arg;
    atomic_store_explicit(&p, malloc(sizeof(int)), W);
    return 0;
}

static void *consumer(void *arg)
{
    (void)arg;
    int *r = atomic_load_explicit(&p, R);
    if (r)
        *r = 18;
    return 0;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, producer, 0);
    pthread_create(&b, 0, consumer, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    free(atomic_load_explicit(&p, memory_order_relaxed));
    return 0;
}
