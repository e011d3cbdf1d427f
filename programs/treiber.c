/* Treiber's lock-free stack with C11 atomics, for the memory models (pancam check
 * --memory-model sc|tso|rc11).  Nodes come from a static pool and are never reused (no ABA,
 * no free).  Thread 0 pushes nodes 0 .. ITERS-1; thread 1 pushes node ITERS, then pops ITERS
 * times; main pops what is left.  Each push writes the node's payload first: the stack passes
 * that message from pusher to popper, so every pop asserts that it reads the payload, and
 * main asserts that every node was popped exactly once.
 *
 * push: payload, then next = top, then CAS top from next to the node (release on success),
 * so whoever reads the node from top also sees its payload and next.  pop: read top
 * (acquire), read its next, CAS top from the node to next (acquire).  A pop whose top was
 * written by another pop still synchronises with the node's push: the pops' CASes are
 * read-modify-writes, which continue the push's release sequence.
 *
 *   BUG         push's CAS is relaxed: a popper that reads the node from top need not see its
 *               payload (nor its next field).  Correct under SC and TSO; under RC11 a pop
 *               reads a stale payload (0) and the assertion fails.
 *   PLAIN_DATA  the payload is a plain int instead of a relaxed atomic_int: with BUG, under
 *               RC11 the pop's read of it races with the push's write (a data race).
 */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>

#ifndef ITERS
#define ITERS 2
#endif
#define NNODES (ITERS + 1)
#define PAYLOAD(id) (100 + (id))

#ifdef BUG
#define PUSH_ORDER memory_order_relaxed
#else
#define PUSH_ORDER memory_order_release
#endif

#ifdef PLAIN_DATA
typedef int data_t;
#define DATA_LOAD(x) (x)
#define DATA_STORE(x, v) ((x) = (v))
#else
typedef atomic_int data_t;
#define DATA_LOAD(x) atomic_load_explicit(&(x), memory_order_relaxed)
#define DATA_STORE(x, v) atomic_store_explicit(&(x), (v), memory_order_relaxed)
#endif

struct node {
    data_t payload;
    _Atomic(struct node *) next;
};

struct node pool[NNODES];
_Atomic(struct node *) top;
atomic_int popped[NNODES]; /* how often each node was popped (instrumentation) */

static void push(int id)
{
    struct node *n = &pool[id];
    DATA_STORE(n->payload, PAYLOAD(id));
    struct node *old = atomic_load_explicit(&top, memory_order_relaxed);
    do
        atomic_store_explicit(&n->next, old, memory_order_relaxed);
    while (!atomic_compare_exchange_strong_explicit(&top, &old, n, PUSH_ORDER,
                                                    memory_order_relaxed));
}

/* Returns the popped node's id, or -1 when the stack is empty. */
static int pop(void)
{
    struct node *old = atomic_load_explicit(&top, memory_order_acquire);
    struct node *next;
    do {
        if (old == NULL)
            return -1;
        next = atomic_load_explicit(&old->next, memory_order_relaxed);
    } while (!atomic_compare_exchange_strong_explicit(&top, &old, next, memory_order_acquire,
                                                      memory_order_acquire));
    int id = (int)(old - pool);
    assert(DATA_LOAD(old->payload) == PAYLOAD(id)); /* the pusher's message arrived */
    int before = atomic_fetch_add_explicit(&popped[id], 1, memory_order_relaxed);
    assert(before == 0); /* popped once */
    return id;
}

static void *pusher(void *arg)
{
    (void)arg;
    for (int i = 0; i < ITERS; i++)
        push(i);
    return NULL;
}

static void *push_popper(void *arg)
{
    (void)arg;
    push(ITERS);
    for (int i = 0; i < ITERS; i++)
        pop();
    return NULL;
}

int main(void)
{
    pthread_t t0, t1;
    pthread_create(&t0, NULL, pusher, NULL);
    pthread_create(&t1, NULL, push_popper, NULL);
    pthread_join(t0, NULL);
    pthread_join(t1, NULL);
    while (pop() >= 0)
        ;
    for (int id = 0; id < NNODES; id++)
        assert(atomic_load_explicit(&popped[id], memory_order_relaxed) == 1); /* none lost */
    return 0;
}
