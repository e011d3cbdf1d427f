/* A ticket lock: a thread draws the next ticket and waits until it is served; unlocking
 * serves the next ticket.  Tickets are counted modulo NTICKETS (more than the number of
 * threads), so the state space stays finite although the threads loop forever.  NTHREADS
 * threads (default 2); the assertion and check_exclusion() check mutual exclusion.
 *
 * -DBUG draws the ticket with a load and a store instead of one atomic read-modify-write:
 * two threads can draw the same ticket and enter together.
 */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>

#ifndef NTHREADS
#define NTHREADS 2
#endif
#define NTICKETS (NTHREADS + 1)

atomic_int next_ticket;
atomic_int now_serving;
atomic_int count; /* threads in the critical section */

static int take_ticket(void)
{
    int t = atomic_load(&next_ticket);
#ifdef BUG
    atomic_store(&next_ticket, (t + 1) % NTICKETS);
#else
    while (!atomic_compare_exchange_weak(&next_ticket, &t, (t + 1) % NTICKETS))
        ;
#endif
    return t;
}

static void lock(int *ticket)
{
    *ticket = take_ticket();
    while (atomic_load(&now_serving) != *ticket)
        ;
}

static void unlock(int ticket)
{
    atomic_store(&now_serving, (ticket + 1) % NTICKETS);
}

static void *worker(void *arg)
{
    (void)arg;
    int ticket;
    for (;;) {
        lock(&ticket);
        atomic_fetch_add(&count, 1);
        assert(atomic_load(&count) == 1);
        atomic_fetch_sub(&count, 1);
        unlock(ticket);
    }
    return NULL;
}

int check_exclusion(void)
{
    return atomic_load(&count) <= 1;
}

int main(void)
{
    pthread_t t[NTHREADS];
    for (int i = 0; i < NTHREADS; i++)
        pthread_create(&t[i], NULL, worker, NULL);
    for (int i = 0; i < NTHREADS; i++)
        pthread_join(t[i], NULL);
    return 0;
}
