/* <ctype.h>: isdigit isalpha isspace isupper islower isalnum isxdigit toupper tolower over
 * the whole unsigned char range plus EOF-free usage, and small parsers built on them. */
#include <stdio.h>
#include <ctype.h>
#include <string.h>

static int parse_ident(const char **p, char *out) {
    int n = 0;
    if (!isalpha((unsigned char)**p) && **p != '_')
        return 0;
    while (isalnum((unsigned char)**p) || **p == '_')
        out[n++] = *(*p)++;
    out[n] = 0;
    return n;
}

static long parse_hex(const char **p) {
    long v = 0;
    while (isxdigit((unsigned char)**p)) {
        int c = tolower((unsigned char)**p);
        v = v * 16 + (isdigit(c) ? c - '0' : c - 'a' + 10);
        (*p)++;
    }
    return v;
}

int main(void) {
    int counts[9] = {0};
    unsigned long sig = 0;
    for (int c = 0; c < 256; c++) {
        int f[9] = {!!isdigit(c), !!isalpha(c), !!isspace(c), !!isupper(c), !!islower(c),
                    !!isalnum(c), !!isxdigit(c), toupper(c) != c, tolower(c) != c};
        for (int k = 0; k < 9; k++) {
            counts[k] += f[k];
            sig = sig * 3 + (unsigned long)f[k];
        }
    }
    printf("digit=%d alpha=%d space=%d upper=%d lower=%d alnum=%d xdigit=%d toupper-changes=%d "
           "tolower-changes=%d\n",
           counts[0], counts[1], counts[2], counts[3], counts[4], counts[5], counts[6],
           counts[7], counts[8]);
    printf("signature=%lu\n", sig);
    printf("spaces:");
    for (int c = 0; c < 128; c++)
        if (isspace(c))
            printf(" %d", c);
    printf("\n");
    char s[] = "Hello, World! 123 MixedCase_text\tTAB";
    char up[64], low[64];
    size_t n = strlen(s);
    for (size_t i = 0; i <= n; i++) {
        up[i] = (char)toupper((unsigned char)s[i]);
        low[i] = (char)tolower((unsigned char)s[i]);
    }
    printf("upper: %s\nlower: %s\n", up, low);
    const char *src = "  foo_bar1 = 0x1F + baz * 0Xff - _q9;";
    const char *p = src;
    char ident[32];
    while (*p) {
        if (isspace((unsigned char)*p)) {
            p++;
        } else if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) {
            p += 2;
            printf("hex %ld\n", parse_hex(&p));
        } else if (parse_ident(&p, ident)) {
            printf("ident '%s'\n", ident);
        } else if (isdigit((unsigned char)*p)) {
            long v = 0;
            while (isdigit((unsigned char)*p))
                v = v * 10 + (*p++ - '0');
            printf("num %ld\n", v);
        } else {
            printf("punct '%c'\n", *p++);
        }
    }
    /* title case and word counts */
    char t[] = "the  QUICK brown\tfox\njumps";
    int words = 0, start = 1;
    for (char *q = t; *q; q++) {
        if (isspace((unsigned char)*q)) {
            start = 1;
        } else {
            *q = (char)(start ? toupper((unsigned char)*q) : tolower((unsigned char)*q));
            words += start;
            start = 0;
        }
    }
    printf("title: %s (%d words)\n", t, words);
    /* high bytes (as unsigned char) in the C locale are not classified */
    int high = 0;
    for (int c = 128; c < 256; c++)
        high += isalpha(c) || isdigit(c) || isspace(c);
    printf("classified high bytes: %d\n", high);
    return 0;
}
