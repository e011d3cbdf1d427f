/* Dining philosophers as in programs/philosophers.c: N philosophers (spin -DN=...), one
 * mutex per fork (a byte holding the owner's number + 1, taken with an atomic test-and-set,
 * like pthread_mutex_lock), thinking and eating forever.  By default each takes the left
 * fork, then the right one, which can deadlock (Spin: "invalid end state"); with -DORDERED
 * the lower-numbered fork is taken first.  eating[i] is set and cleared while eating, as in
 * the C program.  All philosophers start at once (the C program creates them in an atomic
 * section).  -DWATCH: each philosopher, while eating, asserts that its neighbours are not
 * (as the C program's -DWATCH).
 *
 *   spin -a -DN=5 philosophers.pml && gcc -O2 -o pan pan.c && ./pan
 */
#ifndef N
#define N 3
#endif

byte fork[N];   /* 0: free, else owner + 1 */
bit eating[N];

inline lock(f)
{
    atomic { fork[f] == 0 -> fork[f] = me + 1 }
}

inline unlock(f)
{
    fork[f] = 0
}

proctype philosopher(byte me)
{
    byte first, second;
    /* Private work, one step (as pancam runs a thread up to its first shared access). */
    d_step {
#ifdef ORDERED
        if
        :: me < (me + 1) % N -> first = me; second = (me + 1) % N
        :: else -> first = (me + 1) % N; second = me
        fi
#else
        first = me;
        second = (me + 1) % N
#endif
    };
    do
    :: lock(first);
       lock(second);
       eating[me] = 1;
#ifdef WATCH
       assert(!eating[(me + N - 1) % N] && !eating[(me + 1) % N]);
#endif
       eating[me] = 0;
       unlock(second);
       unlock(first)
    od
}

init
{
    byte i;
    atomic {
        i = 0;
        do
        :: i < N -> run philosopher(i); i++
        :: else -> break
        od
    }
}
