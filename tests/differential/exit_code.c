/* Leaves through exit() from a nested call with buffered output pending; the exit status
 * comes from the computation. */
#include <stdio.h>
#include <stdlib.h>

static int depth_reached;

static void descend(int depth, int limit, unsigned acc) {
    depth_reached = depth;
    if (depth > limit) /* never true */
        return;
    printf("depth %d acc %u\n", depth, acc);
    if (depth == limit) {
        printf("leaving via exit(%u)\n", acc % 50 + 7);
        exit((int)(acc % 50 + 7));
    }
    descend(depth + 1, limit, acc * 31 + (unsigned)depth);
    printf("never printed\n");
}

int main(void) {
    printf("start\n");
    fputs("a line on stderr\n", stderr);
    descend(0, 6, 1);
    return 0;
}
