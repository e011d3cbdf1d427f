/* Conway's game of life on a torus: glider, blinker, R-pentomino; population counts and
 * snapshots; double-buffered grids swapped via pointers. */
#include <stdio.h>
#include <string.h>

#define W 24
#define H 20

static unsigned char ga[H][W], gb[H][W];

static void step(unsigned char (*src)[W], unsigned char (*dst)[W]) {
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            int n = 0;
            for (int dy = -1; dy <= 1; dy++)
                for (int dx = -1; dx <= 1; dx++)
                    if (dy || dx)
                        n += src[(y + dy + H) % H][(x + dx + W) % W];
            dst[y][x] = (unsigned char)(n == 3 || (n == 2 && src[y][x]));
        }
}

static int population(unsigned char (*g)[W]) {
    int p = 0;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            p += g[y][x];
    return p;
}

static unsigned hash(unsigned char (*g)[W]) {
    unsigned h = 2166136261u;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            h = (h ^ g[y][x]) * 16777619u;
    return h;
}

static void show(unsigned char (*g)[W], int rows) {
    for (int y = 0; y < rows; y++) {
        char line[W + 1];
        for (int x = 0; x < W; x++)
            line[x] = g[y][x] ? '#' : '.';
        line[W] = 0;
        puts(line);
    }
}

static void put(unsigned char (*g)[W], int y0, int x0, const char *const *pat, int rows) {
    for (int y = 0; y < rows; y++)
        for (int x = 0; pat[y][x]; x++)
            g[y0 + y][x0 + x] = pat[y][x] == '#';
}

int main(void) {
    static const char *const glider[] = {".#.", "..#", "###"};
    static const char *const blinker[] = {"###"};
    static const char *const rpent[] = {".##", "##.", ".#."};
    memset(ga, 0, sizeof ga);
    put(ga, 1, 1, glider, 3);
    put(ga, 10, 20, blinker, 1);
    put(ga, 15, 8, rpent, 3);
    unsigned char(*cur)[W] = ga, (*nxt)[W] = gb;
    printf("gen 0 pop %d hash %u\n", population(cur), hash(cur));
    show(cur, 6);
    for (int gen = 1; gen <= 40; gen++) {
        step(cur, nxt);
        unsigned char(*t)[W] = cur;
        cur = nxt;
        nxt = t;
        if (gen % 10 == 0)
            printf("gen %d pop %d hash %u\n", gen, population(cur), hash(cur));
    }
    show(cur, H);
    return 0;
}
