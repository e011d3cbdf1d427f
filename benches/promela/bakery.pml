/* Lamport's bakery algorithm as in programs/bakery.c, for N processes (spin -DN=2 or -DN=3,
 * default 2), each looping forever through lock, critical section, unlock, with C11
 * sequentially consistent atomics in the C.  One statement per shared access, as pancam's
 * shared-access granularity steps the C program (and as clang -O2 leaves it, see
 * programs/bakery2.O2.ll: the loops over j are unrolled there, the accesses and their order
 * are the C's):
 *
 *   - the maximum of the tickets reads number[0], ..., number[N-1] in order (its own
 *     included), one read each, keeping the running maximum in the local max;
 *   - `while (atomic_load(&choosing[j])) ;` is one read per iteration;
 *   - the wait for j's ticket reads number[j] (into nj), then number[i], then decides;
 *   - atomic_fetch_add / atomic_fetch_sub on count are one statement each (count++ /
 *     count--), assert(atomic_load(&count) == 1) is one read.
 *
 * A decision on local values only (the loop counters, the outcome of the comparison) is made
 * in the statement that read the value it depends on, as in pancam, where a step runs on
 * from a shared access up to the next one: the guards of the loops' options name the
 * counter, and a loop's last option is the first access after it (the store of number[i],
 * count++).  Locals that are dead are set back to 0 in the same statement (as the C's
 * registers die), so that they do not split states.
 *
 * Tickets: the C bounds them with __VERIFIER_assume(max + 1 <= MAX_TICKET) (MAX_TICKET
 * defaults to N) before the store number[i] = max + 1, which cuts that path.  Here the store
 * is guarded by the same condition: when the ticket would exceed MAX_TICKET the guard can
 * never pass (max is local), so the process is stuck there for good and the path that would
 * go on is abandoned; the other processes carry on, exactly as pancam explores the other
 * threads' moves from the states before the cut.  The label end_ticket_bound marks that place as a valid
 * end state, so that Spin does not report a stuck process there as an invalid end state.
 *
 * count counts the processes in the critical section; the assertion is the program's.  The
 * globals are zero like the C's statics; init, like the C main, starts the workers one after
 * the other.
 *
 * -DBUG is the C's -DBUG: no choosing flags (neither their stores nor the wait on them); a
 * process can read the tickets while another is between computing its maximum and
 * publishing its ticket, and both may enter: an assertion violation.
 *
 *   spin -a -DN=2 bakery.pml && gcc -O2 -o pan pan.c && ./pan            (no errors)
 *   spin -a -DN=3 -DBUG bakery.pml && gcc -O2 -o pan pan.c && ./pan      (assertion violated)
 *
 * pancam: pancam check programs/bakery2.O2.ll (bakery2-bug, bakery3, bakery3-bug).
 */
#ifndef N
#define N 2
#endif
#ifndef MAX_TICKET
#define MAX_TICKET N
#endif

/* the first j != i, and the one after k */
#define FIRST        (i == 0 -> 1 : 0)
#define NEXT(k)      (k + 1 == i -> k + 2 : k + 1)
/* the C's exit test of the wait for j, with ni = number[i] read here */
#define PASSES       (nj == 0 || nj > number[i] || (nj == number[i] && j > i))

byte choosing[N];
byte number[N];
byte count;     /* processes in the critical section */

proctype worker(byte i)
{
    byte j, max, nj;    /* all 0 between uses */
    do
    ::
#ifndef BUG
       choosing[i] = 1;
#endif
       do                   /* for (j = 0; j < N; j++) { n = number[j]; if (n > max) max = n; } */
       :: d_step { j < N -> if :: number[j] > max -> max = number[j] :: else fi; j++ }
       :: end_ticket_bound: /* __VERIFIER_assume(max + 1 <= MAX_TICKET); number[i] = max + 1 */
          d_step { j == N && max + 1 <= MAX_TICKET -> number[i] = max + 1; max = 0; j = FIRST };
          break
       od;
#ifndef BUG
       choosing[i] = 0;
#endif
next_j:                     /* for each j != i (j < N here) */
#ifndef BUG
       do                   /* while (atomic_load(&choosing[j])) ; */
       :: choosing[j] != 0
       :: else -> break
       od;
#endif
       do                   /* for (;;) { nj = number[j]; ni = number[i]; if (...) break; } */
       :: nj = number[j];
          if
          :: d_step { PASSES && NEXT(j) < N -> nj = 0; j = NEXT(j) }; goto next_j
          :: d_step { PASSES && NEXT(j) >= N -> nj = 0; j = 0 }; break
          :: d_step { !PASSES -> nj = 0 }
          fi
       od;
       count++;             /* atomic_fetch_add(&count, 1) */
       assert(count == 1);
       count--;             /* atomic_fetch_sub(&count, 1) */
       number[i] = 0        /* unlock */
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
