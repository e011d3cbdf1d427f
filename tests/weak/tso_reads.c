/* Loads that read another thread's store under x86-TSO (pancam --memory-model tso), for the
 * reads-from arrows of the message-sequence chart (tests/msc.rs).
 *
 * By default, message passing into store buffering: thread 1 raises a flag, then stores x
 * and loads y; thread 2 reads the flag (1 only once thread 1's buffer flushed it), stores y
 * and loads x. With the flag seen, sequential consistency forbids both loads reading 0 (x = 1
 * comes after thread 2's y = 1, which comes before its load of x), x86-TSO allows it: each
 * store may wait in its buffer while its thread loads. The counterexample's path has thread 2
 * read the flag from memory, written there by the flush of thread 1's buffer.
 *
 * With -DSB, plain store buffering: the violation needs both loads to read the initial 0
 * (a stale read), which no store of the path wrote.
 *
 * Built from this folder:
 *   pancam compile -O1 tso_reads.c -o tso-reads-mp.O1.ll
 *   pancam compile -O1 -DSB tso_reads.c -o tso-reads-sb.O1.ll */
#include <assert.h>
#include <pthread.h>

volatile int flag, x, y;
int seen, r1, r2;

static void *one(void *arg)
{
    (void)arg;
#ifndef SB
    flag = 1;
#endif
    x = 1;
    r1 = y;
    return 0;
}

static void *two(void *arg)
{
    (void)arg;
#ifdef SB
    seen = 1;
#else
    seen = flag;
#endif
    y = 1;
    r2 = x;
    return 0;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, one, 0);
    pthread_create(&b, 0, two, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    assert(!(seen == 1 && r1 == 0 && r2 == 0));
    return 0;
}
