/* Large stack arrays: int a[100000] filled and summed, a large char buffer, a large array
 * of structs on the stack, recursion with sizeable frames. */
#include <stdio.h>
#include <string.h>

struct cell {
    int x, y;
    double w;
};

static long frame_recursion(int depth) {
    int local[256];
    for (int i = 0; i < 256; i++)
        local[i] = depth * i;
    long s = 0;
    for (int i = 0; i < 256; i += 17)
        s += local[i];
    return depth == 0 ? s : s + frame_recursion(depth - 1);
}

static unsigned long long big_sum(void) {
    int a[100000];
    for (int i = 0; i < 100000; i++)
        a[i] = (i * 7919) % 100003 - 50000;
    unsigned long long s = 0;
    long long signed_sum = 0;
    int mn = a[0], mx = a[0];
    for (int i = 0; i < 100000; i++) {
        s = s * 31 + (unsigned)a[i];
        signed_sum += a[i];
        if (a[i] < mn) mn = a[i];
        if (a[i] > mx) mx = a[i];
    }
    printf("a: signed sum=%lld min=%d max=%d a[99999]=%d\n", signed_sum, mn, mx, a[99999]);
    return s;
}

int main(void) {
    printf("hash=%llu\n", big_sum());
    char text[16384];
    memset(text, 0, sizeof text);
    size_t len = 0;
    for (int i = 0; len + 16 < sizeof text; i++) {
        int n = sprintf(text + len, "%d,", i);
        len += (size_t)n;
    }
    unsigned commas = 0, digits = 0;
    for (size_t i = 0; i < len; i++) {
        if (text[i] == ',') commas++;
        else digits++;
    }
    printf("text len=%zu commas=%u digits=%u tail=%s\n", len, commas, digits, text + len - 12);
    struct cell cells[5000];
    for (int i = 0; i < 5000; i++) {
        cells[i].x = i % 71;
        cells[i].y = i / 71;
        cells[i].w = (i % 13) * 0.25;
    }
    double wsum = 0;
    long xy = 0;
    for (int i = 0; i < 5000; i++) {
        wsum += cells[i].w;
        xy += (long)cells[i].x * cells[i].y;
    }
    printf("cells: wsum=%.2f xy=%ld\n", wsum, xy);
    printf("frame recursion=%ld\n", frame_recursion(200));
    /* a 2-D stack array used as a grid */
    unsigned char grid[300][300];
    for (int i = 0; i < 300; i++)
        for (int j = 0; j < 300; j++)
            grid[i][j] = (unsigned char)((i ^ j) & 0xff);
    unsigned long gs = 0;
    for (int i = 0; i < 300; i += 3)
        for (int j = 0; j < 300; j += 3)
            gs += grid[i][j];
    printf("grid sum=%lu\n", gs);
    return 0;
}
