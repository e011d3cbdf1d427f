/* strtol / strtoul with bases 0, 2, 8, 10, 16, 36, signs, whitespace, endptr, overflow
 * clamping, and atoi on in-range inputs. */
#include <stdio.h>
#include <stdlib.h>

static void try_strtol(const char *s, int base) {
    char *end;
    long v = strtol(s, &end, base);
    printf("strtol(\"%s\", %d) = %ld, consumed %ld, rest \"%s\"\n", s, base, v, (long)(end - s),
           end);
}

static void try_strtoul(const char *s, int base) {
    char *end;
    unsigned long v = strtoul(s, &end, base);
    printf("strtoul(\"%s\", %d) = %lu, consumed %ld\n", s, base, v, (long)(end - s));
}

int main(void) {
    const char *inputs[] = {"0", "42", "-42", "+17", "   123abc", "\t\n -0x1F", "0x1f", "0X1F",
                            "017", "08", "0b101", "zz", "", "  ", "-", "0x", "1e5", "99999",
                            "-2147483648", "2147483648", "9223372036854775807",
                            "-9223372036854775808", "9223372036854775808",
                            "-99999999999999999999", "123456789012345678901234567890"};
    int n = sizeof inputs / sizeof inputs[0];
    int bases[] = {0, 10, 16, 8};
    for (int b = 0; b < 4; b++)
        for (int i = 0; i < n; i++)
            try_strtol(inputs[i], bases[b]);
    try_strtol("101101", 2);
    try_strtol("-777", 8);
    try_strtol("zz", 36);
    try_strtol("Pancam", 36);
    try_strtol("ff", 15);
    try_strtoul("18446744073709551615", 10);
    try_strtoul("18446744073709551616", 10);
    try_strtoul("-1", 10);
    try_strtoul("0xffffffff", 0);
    try_strtoul("  +077", 0);
    try_strtoul("deadBEEF", 16);
    /* NULL endptr */
    printf("no endptr: %ld %lu\n", strtol("  -55x", NULL, 10), strtoul("66", NULL, 0));
    const char *atoi_in[] = {"0", "1", "-1", "  +99", "2147483647", "-2147483648", "12ab",
                             "abc", "  -0012", "3.99"};
    long sum = 0;
    for (int i = 0; i < 10; i++) {
        int v = atoi(atoi_in[i]);
        sum += v;
        printf("atoi(\"%s\") = %d\n", atoi_in[i], v);
    }
    printf("atoi sum=%ld\n", sum);
    /* parse a list of numbers with endptr chaining */
    const char *list = "10 -20 0x30 040 +5 7x";
    const char *p = list;
    long total = 0;
    int count = 0;
    for (;;) {
        char *end;
        long v = strtol(p, &end, 0);
        if (end == p)
            break;
        total += v;
        count++;
        p = end;
    }
    printf("parsed %d numbers, total %ld, stopped at \"%s\"\n", count, total, p);
    return 0;
}
