/* An atomic location that a thread reads non-atomically after other threads accessed it
 * atomically.  pancam forgets the records of atomic accesses (for race checks) once no live
 * thread will access the location non-atomically again; here main will, so the records
 * must stay.  The writer stores x relaxed and raises a relaxed flag; main waits for the
 * flag and reads x through a plain pointer: a data race under rc11 (the flag does not
 * synchronise).  With -DJOIN main joins the writer first (happens-before): no race. */
#include <pthread.h>
#include <stdatomic.h>

atomic_int x;
atomic_int flag;

static void *writer(void *arg)
{
    (void)arg;
    atomic_store_explicit(&x, 1, memory_order_relaxed);
    atomic_store_explicit(&flag, 1, memory_order_relaxed);
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, writer, 0);
    while (!atomic_load_explicit(&flag, memory_order_relaxed))
        ;
#ifdef JOIN
    pthread_join(t, 0);
#endif
    int v = *(volatile int *)&x; /* non-atomic */
    return v - 1;
}
