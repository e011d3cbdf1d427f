/* Sudoku solver: constraint bitmasks plus backtracking choosing the most constrained cell.
 * Solves two puzzles and validates the solutions. */
#include <stdio.h>
#include <string.h>

static int grid[81];
static unsigned rows[9], cols[9], boxes[9];
static long nodes;

static int box_of(int i) { return (i / 27) * 3 + (i % 9) / 3; }

static void place(int i, int d) {
    unsigned bit = 1u << d;
    grid[i] = d;
    rows[i / 9] |= bit;
    cols[i % 9] |= bit;
    boxes[box_of(i)] |= bit;
}

static void unplace(int i, int d) {
    unsigned bit = 1u << d;
    grid[i] = 0;
    rows[i / 9] &= ~bit;
    cols[i % 9] &= ~bit;
    boxes[box_of(i)] &= ~bit;
}

static int solve(void) {
    nodes++;
    int best = -1, best_count = 10;
    unsigned best_mask = 0;
    for (int i = 0; i < 81; i++) {
        if (grid[i])
            continue;
        unsigned used = rows[i / 9] | cols[i % 9] | boxes[box_of(i)];
        unsigned avail = ~used & 0x3fe;
        int c = __builtin_popcount(avail);
        if (c < best_count) {
            best = i;
            best_count = c;
            best_mask = avail;
            if (c <= 1)
                break;
        }
    }
    if (best < 0)
        return 1;
    for (int d = 1; d <= 9; d++)
        if (best_mask & (1u << d)) {
            place(best, d);
            if (solve())
                return 1;
            unplace(best, d);
        }
    return 0;
}

static int load(const char *s) {
    memset(rows, 0, sizeof rows);
    memset(cols, 0, sizeof cols);
    memset(boxes, 0, sizeof boxes);
    memset(grid, 0, sizeof grid);
    for (int i = 0; i < 81; i++) {
        int d = s[i] == '.' ? 0 : s[i] - '0';
        if (d) {
            unsigned used = rows[i / 9] | cols[i % 9] | boxes[box_of(i)];
            if (used & (1u << d))
                return 0;
            place(i, d);
        }
    }
    return 1;
}

static int valid(void) {
    for (int u = 0; u < 9; u++)
        if (rows[u] != 0x3fe || cols[u] != 0x3fe || boxes[u] != 0x3fe)
            return 0;
    return 1;
}

static void print_grid(void) {
    for (int r = 0; r < 9; r++) {
        for (int c = 0; c < 9; c++) {
            printf("%d", grid[r * 9 + c]);
            if (c == 2 || c == 5)
                printf("|");
        }
        printf("\n");
        if (r == 2 || r == 5)
            printf("---+---+---\n");
    }
}

int main(void) {
    const char *puzzles[] = {
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        "..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..",
        "11...............................................................................",
    };
    for (int p = 0; p < 4; p++) {
        nodes = 0;
        if (!load(puzzles[p])) {
            printf("puzzle %d: inconsistent givens\n", p);
            continue;
        }
        int ok = solve();
        printf("puzzle %d: solved=%d valid=%d nodes=%ld\n", p, ok, valid(), nodes);
        if (ok)
            print_grid();
    }
    return 0;
}
