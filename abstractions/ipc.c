/* An abstraction for the IPC example (programs/ipc.c, the paper's Table 3.1 module): match
 * states on the queue's contents only: its length, whether it is closed, and the priority
 * and sequence number of each queued message, plus (as always) each thread's location and
 * status.
 *
 *     pancam check programs/ipc.c -O2 -DM=3 --abstraction abstractions/ipc.c
 *
 * Dropped: the mutex and condition variable internals (which the thread locations mostly
 * determine) and every local of the producer and the consumer (the producer's message count,
 * the consumer's last sequence numbers). Merging states that differ in the consumer's
 * `last_seq` can hide a FIFO violation: this abstraction is for exploring the queue's
 * behaviour quickly, not for proving the FIFO property; see pancam.h.
 *
 * Compile with the same -DM as the program (default 2).
 */
#include "pancam.h"
#include <pthread.h>

#ifndef M
#define M 2
#endif

struct ipc_msg {
    int prio;
    int seq;
};

struct ipc_queue {
    pthread_mutex_t lock;
    pthread_cond_t not_empty, not_full;
    int n;
    int closed;
    struct ipc_msg slot[M];
};

extern struct ipc_queue queue;

unsigned long pancam_abstract(unsigned char *buf, unsigned long cap)
{
    unsigned long k = 0;
    if (cap < 2 + 2 * M)
        return 0;
    buf[k++] = (unsigned char)queue.n;
    buf[k++] = (unsigned char)queue.closed;
    for (int i = 0; i < M; i++) {
        buf[k++] = (unsigned char)queue.slot[i].prio;
        buf[k++] = (unsigned char)queue.slot[i].seq;
    }
    return k;
}
