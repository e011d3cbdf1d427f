/* Peterson's lock as in programs/peterson.c (the Wikipedia version checked in the pancam
 * paper, Fig. 3.2, with the volatile fix): two processes loop forever through lock,
 * critical section, unlock.  One statement per shared access, as pancam's shared-access
 * granularity steps the C program: the busy-wait condition reads pa_f1 and pa_last in two
 * steps, and count++ / count-- are a load and a store each (count is volatile in the C);
 * init, like the C main, clears the globals and then starts the threads one by one.
 * count counts the processes in the critical section; the assertion is the program's
 * assert(count == 1).
 *
 *   spin -a peterson.pml && gcc -O2 -o pan pan.c && ./pan
 */
bit pa_f0, pa_f1;
byte pa_last;
byte count;

proctype thread0()
{
    byte tmp;
    do
    :: pa_f0 = 1;
       pa_last = 1;
       do
       :: pa_f1 == 1 ->
          if
          :: pa_last == 1
          :: else -> break
          fi
       :: else -> break
       od;
       tmp = count;            /* count++: a load and a store, as in the C */
       d_step { count = tmp + 1; tmp = 0 };   /* tmp is dead after the store */
       assert(count == 1);
       tmp = count;            /* count-- */
       d_step { count = tmp - 1; tmp = 0 };
       pa_f0 = 0
    od
}

proctype thread1()
{
    byte tmp;
    do
    :: pa_f1 = 1;
       pa_last = 2;
       do
       :: pa_f0 == 1 ->
          if
          :: pa_last == 2
          :: else -> break
          fi
       :: else -> break
       od;
       tmp = count;            /* count++: a load and a store, as in the C */
       d_step { count = tmp + 1; tmp = 0 };   /* tmp is dead after the store */
       assert(count == 1);
       tmp = count;            /* count-- */
       d_step { count = tmp - 1; tmp = 0 };
       pa_f1 = 0
    od
}

init
{
    pa_last = 0;    /* main: pa_f0 = pa_f1 = pa_last = 0, then creates the threads */
    pa_f1 = 0;
    pa_f0 = 0;
    run thread0();
    run thread1()
}
