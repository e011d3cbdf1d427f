/* Dekker's algorithm as in programs/dekker.c: two processes loop forever through lock,
 * critical section, unlock, with C11 sequentially consistent atomics in the C (every access
 * is one atomic load, store or read-modify-write).  One statement per shared access, as
 * pancam's shared-access granularity steps the C program (and as clang -O2 leaves it, see
 * programs/dekker.O2.ll):
 *
 *   - each busy-wait condition is one read: `:: wants[1 - self] != 0 -> ...` and its
 *     `:: else` are the same atomic_load(&wants[other]) with its two outcomes, and the inner
 *     `while (atomic_load(&turn) != self) ;` spins with `:: turn != self` (an empty loop
 *     body) until `:: else -> break`;
 *   - atomic_fetch_add(&count, 1) and atomic_fetch_sub(&count, 1) are one statement each
 *     (count++ / count--), and assert(atomic_load(&count) == 1) is one read;
 *   - unlock is two stores, turn = 1 - self, then wants[self] = 0.
 *
 * count counts the processes in the critical section; the assertion is the program's.  The
 * globals are zero like the C's statics; init, like the C main, starts the two workers one
 * after the other (pthread_create is a step each) and then has nothing more to do (the C
 * main blocks in pthread_join forever).
 *
 * -DBUG is the C's -DBUG: lock tests the other process's flag before raising its own
 * ("check, then set"), and both can enter together: an assertion violation.
 *
 *   spin -a dekker.pml && gcc -O2 -o pan pan.c && ./pan            (no errors)
 *   spin -a -DBUG dekker.pml && gcc -O2 -o pan pan.c && ./pan      (assertion violated)
 *
 * pancam: pancam check programs/dekker.O2.ll, programs/dekker-bug.O2.ll.
 */
byte wants[2];
byte turn;
byte count;     /* processes in the critical section */

proctype worker(byte self)
{
    do
    ::
#ifdef BUG
       do                               /* while (atomic_load(&wants[other])) ; */
       :: wants[1 - self] != 0
       :: else -> break
       od;
       wants[self] = 1;
#else
       wants[self] = 1;
       do                               /* while (atomic_load(&wants[other])) { */
       :: wants[1 - self] != 0 ->
          if                            /* if (atomic_load(&turn) != self) { */
          :: turn != self ->
             wants[self] = 0;
             do                         /* while (atomic_load(&turn) != self) ; */
             :: turn != self
             :: else -> break
             od;
             wants[self] = 1
          :: else
          fi
       :: else -> break
       od;
#endif
       count++;                         /* atomic_fetch_add(&count, 1) */
       assert(count == 1);
       count--;                         /* atomic_fetch_sub(&count, 1) */
       turn = 1 - self;                 /* unlock */
       wants[self] = 0
    od
}

init
{
    run worker(0);
    run worker(1)
}
