/* sprintf and snprintf into buffers: return values, truncation (return value is the
 * untruncated length), size 0 with NULL, building strings piecewise, formatting tables. */
#include <stdio.h>
#include <string.h>

/* truncation is the point of this program */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wformat-truncation"
#endif

static int append(char *buf, size_t cap, size_t *len, const char *word, int n) {
    int r = snprintf(buf + *len, cap - *len, "%s:%d ", word, n);
    if (r < 0)
        return -1;
    if ((size_t)r >= cap - *len) {
        *len = cap - 1;
        return 1; /* truncated */
    }
    *len += (size_t)r;
    return 0;
}

static void fmt_money(char *out, long cents) {
    char digits[32];
    long v = cents < 0 ? -cents : cents;
    int n = sprintf(digits, "%ld", v / 100);
    char *w = out;
    if (cents < 0)
        *w++ = '-';
    *w++ = '$';
    for (int i = 0; i < n; i++) {
        *w++ = digits[i];
        int left = n - 1 - i;
        if (left > 0 && left % 3 == 0)
            *w++ = ',';
    }
    sprintf(w, ".%02ld", v % 100);
}

int main(void) {
    char buf[16];
    int sizes[] = {16, 10, 5, 1};
    for (int i = 0; i < 4; i++) {
        memset(buf, '#', sizeof buf);
        int r = snprintf(buf, (size_t)sizes[i], "value=%d;%s", 12345, "tail");
        printf("size %d: returned %d, buf='%s', strlen=%zu\n", sizes[i], r, buf, strlen(buf));
    }
    memset(buf, '#', sizeof buf);
    int r0 = snprintf(buf, 0, "%d", 1234567);
    printf("size 0: returned %d, buf[0]='%c'\n", r0, buf[0]);
    printf("NULL,0: returned %d\n", snprintf(NULL, 0, "%s-%d-%f", "abc", -77, 2.5));
    char big[256];
    int r = sprintf(big, "%5d|%-5d|%05.1f|%x|%s", 42, 42, 3.14159, 255u, "end");
    printf("sprintf returned %d: %s\n", r, big);
    size_t len = 0;
    char line[40];
    line[0] = 0;
    const char *words[] = {"alpha", "beta", "gamma", "delta", "epsilon", "zeta"};
    for (int i = 0; i < 6; i++) {
        int t = append(line, sizeof line, &len, words[i], i * 11);
        printf("append %s -> trunc=%d len=%zu line='%s'\n", words[i], t, len, line);
    }
    long amounts[] = {0, 5, 100, 123456, -98765432, 100000000000L};
    for (int i = 0; i < 6; i++) {
        char m[64];
        fmt_money(m, amounts[i]);
        printf("%ld cents = %s\n", amounts[i], m);
    }
    /* a formatted table assembled in a buffer */
    char table[1024];
    int off = 0;
    off += sprintf(table + off, "%-8s|%6s|%8s\n", "name", "qty", "price");
    const char *items[] = {"apple", "kiwi", "melon"};
    int qty[] = {3, 12, 1};
    double price[] = {0.5, 0.25, 3.75};
    for (int i = 0; i < 3; i++)
        off += sprintf(table + off, "%-8s|%6d|%8.2f\n", items[i], qty[i], price[i] * qty[i]);
    printf("%s(total %d chars)\n", table, off);
    /* number to string in different bases via sprintf and back */
    for (unsigned v = 1; v < 100000; v *= 13) {
        char d[16], x[16], o[16];
        sprintf(d, "%u", v);
        sprintf(x, "%#x", v);
        sprintf(o, "%#o", v);
        printf("%s %s %s (lens %zu %zu %zu)\n", d, x, o, strlen(d), strlen(x), strlen(o));
    }
    /* exact fit: n == length+1 */
    char fit[6];
    int rf = snprintf(fit, sizeof fit, "%s", "12345");
    printf("exact fit returned %d '%s'\n", rf, fit);
    rf = snprintf(fit, sizeof fit, "%s", "123456");
    printf("one over returned %d '%s'\n", rf, fit);
    return 0;
}
