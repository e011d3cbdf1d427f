/* The paper's Peterson abstraction (Zaks, §3.6): match states on the two flags and the
 * turn variable only, plus (as always) each thread's location and status.
 *
 *     pancam check programs/peterson.c -O2 --abstraction abstractions/peterson.c
 *
 * Everything else is dropped from the visited set: `count` (the number of threads in the
 * critical section), the threads' locals and the descriptors. Two states that differ only in
 * those are merged. That is sound for mutual exclusion here only because `count` is a
 * function of the thread locations (each thread adds one in its critical section), which
 * pancam keeps; an abstraction that dropped a flag would merge states the lock tells apart
 * and could hide a violation (see pancam.h).
 */
#include "pancam.h"

extern volatile int pa_f0, pa_f1, pa_last;

unsigned long pancam_abstract(unsigned char *buf, unsigned long cap)
{
    if (cap < 3)
        return 0;
    buf[0] = (unsigned char)pa_f0;
    buf[1] = (unsigned char)pa_f1;
    buf[2] = (unsigned char)pa_last;
    return 3;
}
