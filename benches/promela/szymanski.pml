/* Szymanski's mutual exclusion algorithm as in programs/szymanski.c, for N processes
 * (spin -DN=2 or -DN=3, default 2), each looping forever through lock, critical section,
 * unlock, with C11 sequentially consistent atomics in the C.  flag[i] is process i's phase:
 * 0 outside, 1 wants to enter, 2 waits for the others at the door, 3 goes through the door,
 * 4 inside the waiting room or the critical section.  One statement per shared access, as
 * pancam's shared-access granularity steps the C program (and as clang -O2 leaves it, see
 * programs/szymanski2.O2.ll: the helper functions are inlined and the loops unrolled there,
 * the accesses and their order are the C's):
 *
 *   - all_below(lo, hi, bound) reads flag[lo], flag[lo+1], ... in order and stops at the
 *     first one >= bound (false) or after flag[hi-1] (true); `while (!all_below(...)) ;`
 *     starts again from lo.  all_below(0, N, 3) reads the process's own flag too;
 *     all_below(0, i, 2) reads nothing for i == 0;
 *   - any_equal(i, value) reads flag[j] for every j != i in order and stops at the first one
 *     equal to value (true) or after the last (false);
 *   - the exit wait reads flag[j] for j = i+1 .. N-1, each until it is neither 2 nor 3;
 *   - stores to flag[i] are one statement each; atomic_fetch_add / atomic_fetch_sub on count
 *     are one statement each (count++ / count--), assert(atomic_load(&count) == 1) one read.
 *
 * A decision on local values only (the scan index j, which loop comes next) is made in the
 * statement that read the value it depends on, as in pancam, where a step runs on from a
 * shared access up to the next one: the guards of the loops' options name j, and a loop's
 * option that leaves it is the first access after it (the next store to flag[i], count++).
 * j is 0 between uses (the C's index registers are dead there), so that it does not split
 * states.
 *
 * count counts the processes in the critical section; the assertion is the program's.  The
 * globals are zero like the C's statics; init, like the C main, starts the workers one after
 * the other.
 *
 * -DBUG is the C's -DBUG: unlock skips the exit wait (flag[i] = 0 right after the critical
 * section), and a process can re-enter the waiting room and overtake a higher-numbered one
 * into the critical section: an assertion violation.
 *
 *   spin -a -DN=2 szymanski.pml && gcc -O2 -o pan pan.c && ./pan            (no errors)
 *   spin -a -DN=3 -DBUG szymanski.pml && gcc -O2 -o pan pan.c && ./pan      (assertion violated)
 *
 * pancam: pancam check programs/szymanski2.O2.ll (szymanski2-bug, szymanski3, szymanski3-bug).
 */
#ifndef N
#define N 2
#endif

/* the first j != i, and the one after k (N when there is none) */
#define FIRST        (i == 0 -> 1 : 0)
#define NEXT(k)      (k + 1 == i -> k + 2 : k + 1)

byte flag[N];
byte count;     /* processes in the critical section */

proctype worker(byte i)
{
    byte j;     /* the scan index; 0 between uses */
    do
    :: flag[i] = 1;
       do                           /* while (!all_below(0, N, 3)) ;  wait for the door to open */
       :: d_step { j < N && flag[j] < 3 -> j++ }
       :: d_step { j < N && flag[j] >= 3 -> j = 0 }
       :: d_step { j == N -> flag[i] = 3; j = FIRST }; break
       od;
       do                           /* if (any_equal(i, 1)) */
       :: d_step { j < N && flag[j] == 1 -> j = FIRST }; break
       :: d_step { j < N && flag[j] != 1 -> j = NEXT(j) }
       :: d_step { j >= N -> flag[i] = 4; j = 0 }; goto waiting_room     /* false */
       od;
       flag[i] = 2;                 /* someone else wants in: wait for them at the door */
       do                           /* while (!any_equal(i, 4)) ; */
       :: d_step { flag[j] == 4 -> j = 0 }; break
       :: d_step { flag[j] != 4 -> j = NEXT(j); if :: j >= N -> j = FIRST :: else fi }
       od;
       flag[i] = 4;
waiting_room:
       do                           /* while (!all_below(0, i, 2)) ;  lower-numbered ones first */
       :: d_step { j < i && flag[j] < 2 -> j++ }
       :: d_step { j < i && flag[j] >= 2 -> j = 0 }
       :: d_step { j == i -> count++; j = 0 }; break   /* atomic_fetch_add(&count, 1) */
       od;
       assert(count == 1);
#ifndef BUG
       d_step { count--; j = i + 1 };   /* atomic_fetch_sub(&count, 1) */
       do                           /* unlock: for (j = i + 1; j < N; j++) do f = flag[j]; while (f == 2 || f == 3); */
       :: d_step { j < N && (flag[j] == 2 || flag[j] == 3) -> skip }
       :: d_step { j < N && flag[j] != 2 && flag[j] != 3 -> j++ }
       :: d_step { j >= N -> flag[i] = 0; j = 0 }; break
       od
#else
       count--;                     /* atomic_fetch_sub(&count, 1) */
       flag[i] = 0                  /* unlock without the exit wait */
#endif
    od
}

init
{
    run worker(0);
    run worker(1);
#if N > 2
    run worker(2);
#endif
}
