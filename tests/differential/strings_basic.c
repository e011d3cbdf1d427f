/* <string.h> string functions: strlen strcmp strncmp strcpy strncpy (with zero padding)
 * strcat strchr strrchr strstr strdup. Only the sign of comparison results is printed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* deliberately truncating strncpy: no terminator is written */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wstringop-truncation"
#endif
static void copy_prefix(char *dst, const char *src, size_t n) {
    strncpy(dst, src, n);
}

static int sgn(int v) { return (v > 0) - (v < 0); }

static int count_occurrences(const char *hay, const char *needle) {
    int n = 0;
    size_t nl = strlen(needle);
    for (const char *p = strstr(hay, needle); p; p = strstr(p + (nl ? nl : 1), needle)) {
        n++;
        if (!*p)
            break;
    }
    return n;
}

static char *replace_all(const char *s, const char *from, const char *to) {
    size_t fl = strlen(from), tl = strlen(to);
    int n = count_occurrences(s, from);
    char *out = malloc(strlen(s) + (size_t)n * tl + 1);
    out[0] = 0;
    const char *p = s, *q;
    char *w = out;
    while ((q = strstr(p, from)) != NULL) {
        size_t chunk = (size_t)(q - p);
        memcpy(w, p, chunk);
        w += chunk;
        strcpy(w, to);
        w += tl;
        p = q + fl;
    }
    strcpy(w, p);
    return out;
}

int main(void) {
    const char *strs[] = {"", "a", "abc", "abd", "ab", "ABC", "abcdef", "\xff", "zzz"};
    int n = sizeof strs / sizeof strs[0];
    for (int i = 0; i < n; i++)
        printf("strlen[%d]=%zu\n", i, strlen(strs[i]));
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++)
            printf("%2d", sgn(strcmp(strs[i], strs[j])));
        printf("   ");
        for (int j = 0; j < n; j++)
            printf("%2d", sgn(strncmp(strs[i], strs[j], 2)));
        printf("\n");
    }
    printf("strncmp n=0: %d\n", strncmp("abc", "xyz", 0));
    char buf[64];
    strcpy(buf, "hello");
    strcat(buf, ", ");
    strcat(buf, "world");
    printf("%s (%zu)\n", buf, strlen(buf));
    /* strncpy pads with zeros when the source is short and does not terminate when long */
    char pad[10];
    memset(pad, 'X', sizeof pad);
    strncpy(pad, "abc", sizeof pad);
    printf("strncpy short:");
    for (int i = 0; i < 10; i++)
        printf(" %d", pad[i]);
    printf("\n");
    memset(pad, 'X', sizeof pad);
    copy_prefix(pad, "0123456789ABCDEF", 6);
    printf("strncpy long:");
    for (int i = 0; i < 10; i++)
        printf(" %c", pad[i]);
    printf("\n");
    const char *path = "/usr/local/lib/libpancam.so.1";
    const char *slash = strrchr(path, '/');
    const char *dot = strchr(path, '.');
    const char *last_dot = strrchr(path, '.');
    printf("basename=%s first dot at %ld last dot at %ld\n", slash + 1, (long)(dot - path),
           (long)(last_dot - path));
    printf("strchr nul: offset %ld, strrchr missing: %d, strchr missing: %d\n",
           (long)(strchr(path, '\0') - path), strrchr(path, 'z') == NULL,
           strchr(path, 'q') == NULL);
    const char *hay = "the cat sat on the mat with the hat";
    printf("strstr(the)=%ld strstr(at w)=%ld strstr(dog)=%d strstr(\"\")=%ld\n",
           (long)(strstr(hay, "the") - hay), (long)(strstr(hay, "at w") - hay),
           strstr(hay, "dog") == NULL, (long)(strstr(hay, "") - hay));
    printf("count 'the'=%d 'at'=%d 'a'=%d\n", count_occurrences(hay, "the"),
           count_occurrences(hay, "at"), count_occurrences(hay, "a"));
    char *r = replace_all(hay, "at", "OG");
    printf("replaced: %s\n", r);
    char *d = strdup(r);
    free(r);
    d[0] = 'T';
    printf("dup: %s len=%zu\n", d, strlen(d));
    free(d);
    /* tokenise manually with strchr */
    const char *csv = "alpha,beta,,gamma,delta,";
    const char *p = csv;
    int field = 0;
    for (;;) {
        const char *c = strchr(p, ',');
        size_t len = c ? (size_t)(c - p) : strlen(p);
        char tok[16];
        memcpy(tok, p, len);
        tok[len] = 0;
        printf("field %d: '%s'\n", field++, tok);
        if (!c)
            break;
        p = c + 1;
    }
    /* reverse words in place */
    char sentence[] = "one two three four five";
    size_t L = strlen(sentence);
    for (size_t i = 0; i < L / 2; i++) {
        char t = sentence[i];
        sentence[i] = sentence[L - 1 - i];
        sentence[L - 1 - i] = t;
    }
    char *w = sentence;
    while (*w) {
        char *e = strchr(w, ' ');
        if (!e)
            e = w + strlen(w);
        for (char *a = w, *b = e - 1; a < b; a++, b--) {
            char t = *a;
            *a = *b;
            *b = t;
        }
        w = *e ? e + 1 : e;
    }
    printf("reversed words: %s\n", sentence);
    /* palindromes */
    const char *cands[] = {"racecar", "abba", "abca", "x", ""};
    for (int i = 0; i < 5; i++) {
        size_t l = strlen(cands[i]);
        int pal = 1;
        for (size_t k = 0; k < l / 2; k++)
            if (cands[i][k] != cands[i][l - 1 - k])
                pal = 0;
        printf("'%s' palindrome=%d\n", cands[i], pal);
    }
    return 0;
}
