/* Word frequency count: tokenise a text with ctype, lowercase, store in a sorted array via
 * binary search insertion, then sort by count (desc) then word with qsort. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>

struct wc {
    char word[20];
    int count;
    int first_pos;
};

static struct wc words[256];
static int nwords;

static int find_or_insert(const char *w, int pos) {
    int lo = 0, hi = nwords;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        int c = strcmp(words[mid].word, w);
        if (c == 0) {
            words[mid].count++;
            return 0;
        }
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    memmove(&words[lo + 1], &words[lo], (size_t)(nwords - lo) * sizeof words[0]);
    strcpy(words[lo].word, w);
    words[lo].count = 1;
    words[lo].first_pos = pos;
    nwords++;
    return 1;
}

static int by_count(const void *a, const void *b) {
    const struct wc *x = a, *y = b;
    if (x->count != y->count)
        return y->count - x->count;
    return strcmp(x->word, y->word);
}

static const char text[] =
    "It was the best of times, it was the worst of times, it was the age of wisdom, it was "
    "the age of foolishness, it was the epoch of belief, it was the epoch of incredulity, it "
    "was the season of Light, it was the season of Darkness, it was the spring of hope, it "
    "was the winter of despair, we had everything before us, we had nothing before us, we "
    "were all going direct to Heaven, we were all going direct the other way - in short, the "
    "period was so far like the present period, that some of its noisiest authorities "
    "insisted on its being received, for good or for evil, in the superlative degree of "
    "comparison only.";

int main(void) {
    const char *p = text;
    int pos = 0, total = 0, unique = 0;
    size_t longest = 0;
    char lw[20] = "";
    while (*p) {
        while (*p && !isalpha((unsigned char)*p))
            p++;
        if (!*p)
            break;
        char w[20];
        size_t n = 0;
        while (isalpha((unsigned char)*p) && n < sizeof w - 1)
            w[n++] = (char)tolower((unsigned char)*p++);
        w[n] = 0;
        while (isalpha((unsigned char)*p))
            p++;
        unique += find_or_insert(w, pos++);
        total++;
        if (n > longest) {
            longest = n;
            strcpy(lw, w);
        }
    }
    printf("total=%d unique=%d longest=%s (%zu)\n", total, unique, lw, longest);
    printf("alphabetical first/last: %s %s\n", words[0].word, words[nwords - 1].word);
    qsort(words, (size_t)nwords, sizeof words[0], by_count);
    for (int i = 0; i < 15; i++)
        printf("%2d. %-12s %3d (first at %d)\n", i + 1, words[i].word, words[i].count,
               words[i].first_pos);
    int singles = 0;
    for (int i = 0; i < nwords; i++)
        singles += words[i].count == 1;
    printf("words seen once: %d\n", singles);
    return 0;
}
