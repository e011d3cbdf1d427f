/* "Robots", after the Cartesian partial-order reduction example the pancam paper uses
 * (Fig. 3.14): two robots, two threads, cross a shared N x N board (-DN=..., default 3) in
 * different patterns.  Robot A sweeps the even rows as a snake (left to right on rows 0, 4,
 * ..., right to left on rows 2, 6, ...), stepping down through the odd row at the end of
 * each; robot B sweeps the even columns as a snake from the bottom right corner, likewise.
 * Every move first plans the next cell (private work), then claims that cell with an atomic
 * compare-and-swap on the board, waiting while the other robot is in it, and then frees the
 * cell it leaves.
 *
 * Checked (assertions): the robots never share a cell, and they meet (one finds the cell it
 * wants taken by the other) only at cells both patterns cover, as given by the
 * specification functions on_path_a and on_path_b.
 *
 * -DBUG claims the next cell with a load and a store instead of a compare-and-swap: both
 * robots can claim the same cell.
 */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>

#ifndef N
#define N 3
#endif
#define LAST (((N - 1) / 2) * 2) /* the last even row or column */

atomic_int board[N][N]; /* 0: free, 1: robot A, 2: robot B */

struct robot {
    int id;
    int row, col;
};

/* Specification: the cells each pattern covers. */
static int on_path_a(int r, int c)
{
    if (r % 2 == 0)
        return 1;
    return c == ((r / 2) % 2 == 0 ? N - 1 : 0) && r < LAST;
}

static int on_path_b(int r, int c)
{
    int cc = N - 1 - c; /* B mirrors A's pattern on columns, from the bottom right */
    int rr = N - 1 - r;
    if (cc % 2 == 0)
        return 1;
    return rr == ((cc / 2) % 2 == 0 ? N - 1 : 0) && cc < LAST;
}

/* Plans the next cell of a snake over the even lines; returns 0 at the end. */
static int plan(int *line, int *pos)
{
    int forward = (*line / 2) % 2 == 0;
    if (*line % 2 == 1) { /* in the connecting odd line: go on to the next even one */
        (*line)++;
        return 1;
    }
    if (forward ? *pos < N - 1 : *pos > 0) {
        *pos += forward ? 1 : -1;
        return 1;
    }
    if (*line >= LAST)
        return 0;
    (*line)++;
    return 1;
}

static void claim(struct robot *me, int r, int c)
{
    int other = 3 - me->id;
    for (;;) {
#ifdef BUG
        if (atomic_load(&board[r][c]) == 0) {
            atomic_store(&board[r][c], me->id);
            break;
        }
#else
        int expected = 0;
        if (atomic_compare_exchange_strong(&board[r][c], &expected, me->id))
            break;
#endif
        /* The other robot is in the cell we want: we meet. */
        assert(on_path_a(r, c) && on_path_b(r, c));
        while (atomic_load(&board[r][c]) == other)
            ;
    }
    assert(atomic_load(&board[r][c]) == me->id);
}

static void *robot_main(void *arg)
{
    struct robot *me = arg;
    int is_a = me->id == 1;
    /* A walks rows, B walks columns (mirrored), both as snakes over the even lines. */
    int line = 0, pos = 0;
    claim(me, me->row, me->col);
    while (plan(&line, &pos)) {
        int r = is_a ? line : N - 1 - pos;
        int c = is_a ? pos : N - 1 - line;
        claim(me, r, c);
        atomic_store(&board[me->row][me->col], 0);
        me->row = r;
        me->col = c;
    }
    atomic_store(&board[me->row][me->col], 0);
    return NULL;
}

struct robot robot_a = {1, 0, 0};
struct robot robot_b = {2, N - 1, N - 1};

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, NULL, robot_main, &robot_a);
    pthread_create(&b, NULL, robot_main, &robot_b);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return 0;
}
