/* Peterson's lock as in programs/peterson.c (the Wikipedia version checked in the pancam
 * paper, Fig. 3.2, with the volatile fix): two processes loop forever through lock,
 * critical section, unlock.  One statement per shared access, as pancam's shared-access
 * granularity steps the C program: the busy-wait condition reads pa_f1 and pa_last in two
 * steps.  count counts the processes in the critical section; the assertion is the
 * program's assert(count == 1).
 *
 *   spin -a peterson.pml && gcc -O2 -o pan pan.c && ./pan
 */
bit pa_f0, pa_f1;
byte pa_last;
byte count;

proctype thread0()
{
    do
    :: pa_f0 = 1;
       pa_last = 1;
spin0: if
       :: pa_f1 == 1 ->
          if
          :: pa_last == 1 -> goto spin0
          :: else
          fi
       :: else
       fi;
       count++;
       assert(count == 1);
       count--;
       pa_f0 = 0
    od
}

proctype thread1()
{
    do
    :: pa_f1 = 1;
       pa_last = 2;
spin1: if
       :: pa_f0 == 1 ->
          if
          :: pa_last == 2 -> goto spin1
          :: else
          fi
       :: else
       fi;
       count++;
       assert(count == 1);
       count--;
       pa_f1 = 0
    od
}

init
{
    atomic {
        run thread0();
        run thread1()
    }
}
