/* An inter-process message module in the style of the pancam paper's JPL example (Table
 * 3.1): prioritised message queues with thread-safe, blocking send and receive.  A queue
 * holds up to M messages (-DM=..., default 2) sorted by priority, first in first out among
 * equal priorities; receive takes the head.  One producer sends NMSG messages
 * (default M + 1: the queue fills up) whose priorities are chosen nondeterministically
 * (__VERIFIER_nondet_bool), then closes
 * the queue; one consumer receives until the queue is closed and empty.
 *
 * Checked: the consumer gets every message exactly once, in FIFO order within each priority
 * (assertions), and the queue stays sorted and within its depth in every state (pancam check
 * --invariant ipc_invariant).
 *
 * -DBUG inserts a message before the first one of *equal or* lower priority: equal
 * priorities come out in reverse order (the FIFO assertion fails).
 */
#include <assert.h>
#include <pthread.h>
#include <stddef.h>

#ifndef M
#define M 2
#endif
#ifndef NMSG
#define NMSG (M + 1)
#endif
#define NPRIO 2

_Bool __VERIFIER_nondet_bool(void);

enum ipc_status { IPC_OK = 0, IPC_CLOSED = 1 };

struct ipc_msg {
    int prio; /* 0 .. NPRIO-1, higher first */
    int seq;  /* sender's sequence number */
};

struct ipc_queue {
    pthread_mutex_t lock;
    pthread_cond_t not_empty, not_full;
    int n;      /* messages queued */
    int closed; /* no more sends */
    struct ipc_msg slot[M];
};

/* Not static: abstractions/ipc.c reads it. */
struct ipc_queue queue = {
    PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, PTHREAD_COND_INITIALIZER, 0, 0, {{0, 0}}};

/* Blocks while the queue is full. */
int ipc_send(struct ipc_queue *q, struct ipc_msg msg)
{
    pthread_mutex_lock(&q->lock);
    while (q->n == M && !q->closed)
        pthread_cond_wait(&q->not_full, &q->lock);
    if (q->closed) {
        pthread_mutex_unlock(&q->lock);
        return IPC_CLOSED;
    }
    int at = 0;
#ifdef BUG
    while (at < q->n && q->slot[at].prio > msg.prio)
#else
    while (at < q->n && q->slot[at].prio >= msg.prio)
#endif
        at++;
    for (int k = q->n; k > at; k--)
        q->slot[k] = q->slot[k - 1];
    q->slot[at] = msg;
    q->n++;
    pthread_cond_signal(&q->not_empty);
    pthread_mutex_unlock(&q->lock);
    return IPC_OK;
}

/* Blocks while the queue is empty and open; IPC_CLOSED once it is closed and drained. */
int ipc_receive(struct ipc_queue *q, struct ipc_msg *out)
{
    pthread_mutex_lock(&q->lock);
    while (q->n == 0 && !q->closed)
        pthread_cond_wait(&q->not_empty, &q->lock);
    if (q->n == 0) {
        pthread_mutex_unlock(&q->lock);
        return IPC_CLOSED;
    }
    *out = q->slot[0];
    for (int k = 1; k < q->n; k++)
        q->slot[k - 1] = q->slot[k];
    q->n--;
    q->slot[q->n].prio = 0;
    q->slot[q->n].seq = 0;
    pthread_cond_signal(&q->not_full);
    pthread_mutex_unlock(&q->lock);
    return IPC_OK;
}

void ipc_close(struct ipc_queue *q)
{
    pthread_mutex_lock(&q->lock);
    q->closed = 1;
    pthread_cond_broadcast(&q->not_empty);
    pthread_cond_broadcast(&q->not_full);
    pthread_mutex_unlock(&q->lock);
}

/* The queue is within its depth and sorted by priority, in every state.  pancam evaluates
 * it between steps, so it also sees the queue in the middle of a send or a receive (the
 * shifts keep the first n slots sorted). */
int ipc_invariant(void)
{
    if (queue.n < 0 || queue.n > M)
        return 0;
    for (int k = 1; k < queue.n; k++)
        if (queue.slot[k - 1].prio < queue.slot[k].prio)
            return 0;
    return 1;
}

static void *producer(void *arg)
{
    (void)arg;
    for (int i = 0; i < NMSG; i++) {
        struct ipc_msg msg = {__VERIFIER_nondet_bool() ? 1 : 0, i + 1};
        int r = ipc_send(&queue, msg);
        assert(r == IPC_OK);
    }
    ipc_close(&queue);
    return NULL;
}

static void *consumer(void *arg)
{
    (void)arg;
    int last_seq[NPRIO] = {0};
    int received = 0;
    struct ipc_msg msg;
    while (ipc_receive(&queue, &msg) == IPC_OK) {
        assert(msg.prio >= 0 && msg.prio < NPRIO);
        assert(msg.seq > last_seq[msg.prio]); /* FIFO within a priority */
        last_seq[msg.prio] = msg.seq;
        received++;
    }
    assert(received == NMSG);
    return NULL;
}

int main(void)
{
    pthread_t p, c;
    pthread_create(&p, NULL, producer, NULL);
    pthread_create(&c, NULL, consumer, NULL);
    pthread_join(p, NULL);
    pthread_join(c, NULL);
    return 0;
}
