/* Two threads add to a shared counter.  By default the increment is a plain `counter++`
 * with no synchronisation: a data race (pancam check --races reports it), and updates can
 * be lost (the final assertion fails).
 *
 * Race-free variants, which --races does not flag and whose assertion holds:
 *   -DMUTEX    the increment is done under a pthread mutex;
 *   -DATOMIC   counter is an atomic_int incremented with atomic_fetch_add.
 */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>

#ifndef ROUNDS
#define ROUNDS 2
#endif

#ifdef ATOMIC
atomic_int counter;
#else
int counter;
#endif
#ifdef MUTEX
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
#endif

static void *worker(void *arg)
{
    (void)arg;
    for (int i = 0; i < ROUNDS; i++) {
#if defined(MUTEX)
        pthread_mutex_lock(&m);
        counter++;
        pthread_mutex_unlock(&m);
#elif defined(ATOMIC)
        atomic_fetch_add(&counter, 1);
#else
        counter++;
#endif
    }
    return NULL;
}

int main(void)
{
    pthread_t t[2];
    for (int i = 0; i < 2; i++)
        pthread_create(&t[i], NULL, worker, NULL);
    for (int i = 0; i < 2; i++)
        pthread_join(t[i], NULL);
    assert(counter == 2 * ROUNDS);
    return 0;
}
