/* Output through puts, putchar, fputs(stdout), printf, fprintf(stdout) interleaved, with
 * stderr writes in between (stderr is not compared), and the return values of each. */
#include <stdio.h>
#include <string.h>

int main(void) {
    int r;
    r = puts("puts adds a newline");
    printf("puts returned nonnegative: %d\n", r >= 0);
    r = putchar('X');
    putchar('\n');
    printf("putchar returned %d\n", r);
    r = fputs("fputs does not add one", stdout);
    putchar('\n');
    printf("fputs returned nonnegative: %d\n", r >= 0);
    fprintf(stderr, "stderr: %d %s\n", 42, "ignored by the comparison");
    r = fprintf(stdout, "fprintf(stdout, ...) %d|%s|%c\n", -5, "str", 'q');
    printf("fprintf returned %d\n", r);
    fputs("stderr via fputs\n", stderr);
    puts("");
    puts("(empty puts above)");
    for (int row = 0; row < 5; row++) {
        for (int col = 0; col <= row; col++)
            putchar('*');
        for (int col = row; col < 5; col++)
            putchar('.');
        putchar('\n');
    }
    const char *lines[] = {"alpha", "beta", "gamma"};
    for (int i = 0; i < 3; i++) {
        fputs(lines[i], stdout);
        fputs(i < 2 ? ", " : "\n", stdout);
    }
    /* characters with the high bit set and control characters go through unchanged */
    putchar(0xe2);
    putchar(0x82);
    putchar(0xac);
    putchar('\t');
    putchar('|');
    putchar('\r');
    putchar('\n');
    printf("%s\n", "printf %s with newline (may become puts)");
    printf("plain literal, may become puts\n");
    printf("x");
    printf("\n");
    char big[300];
    memset(big, 'z', sizeof big - 1);
    big[sizeof big - 1] = 0;
    puts(big);
    fprintf(stderr, "done\n");
    return 6;
}
