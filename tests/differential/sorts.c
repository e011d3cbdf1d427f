/* Sorting algorithms (merge sort, quicksort with median of three, insertion sort, shell
 * sort, counting sort, radix sort) checked against qsort on the same inputs. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int cmp_int(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

static void merge_sort_rec(int *a, int *tmp, int lo, int hi) {
    if (hi - lo < 2)
        return;
    int mid = lo + (hi - lo) / 2;
    merge_sort_rec(a, tmp, lo, mid);
    merge_sort_rec(a, tmp, mid, hi);
    int i = lo, j = mid, k = lo;
    while (i < mid && j < hi)
        tmp[k++] = a[j] < a[i] ? a[j++] : a[i++];
    while (i < mid)
        tmp[k++] = a[i++];
    while (j < hi)
        tmp[k++] = a[j++];
    memcpy(a + lo, tmp + lo, (size_t)(hi - lo) * sizeof *a);
}

static void merge_sort(int *a, int n) {
    int *tmp = malloc((size_t)n * sizeof *tmp);
    merge_sort_rec(a, tmp, 0, n);
    free(tmp);
}

static void swap(int *a, int *b) {
    int t = *a;
    *a = *b;
    *b = t;
}

static void quick_sort(int *a, int lo, int hi) { /* inclusive */
    while (lo < hi) {
        if (hi - lo < 10) {
            for (int i = lo + 1; i <= hi; i++)
                for (int j = i; j > lo && a[j - 1] > a[j]; j--)
                    swap(&a[j - 1], &a[j]);
            return;
        }
        int mid = lo + (hi - lo) / 2;
        if (a[mid] < a[lo]) swap(&a[mid], &a[lo]);
        if (a[hi] < a[lo]) swap(&a[hi], &a[lo]);
        if (a[hi] < a[mid]) swap(&a[hi], &a[mid]);
        int pivot = a[mid];
        int i = lo, j = hi;
        while (i <= j) {
            while (a[i] < pivot) i++;
            while (a[j] > pivot) j--;
            if (i <= j) {
                swap(&a[i], &a[j]);
                i++;
                j--;
            }
        }
        if (j - lo < hi - i) {
            quick_sort(a, lo, j);
            lo = i;
        } else {
            quick_sort(a, i, hi);
            hi = j;
        }
    }
}

static void shell_sort(int *a, int n) {
    static const int gaps[] = {701, 301, 132, 57, 23, 10, 4, 1};
    for (int g = 0; g < 8; g++) {
        int gap = gaps[g];
        for (int i = gap; i < n; i++) {
            int v = a[i], j = i;
            while (j >= gap && a[j - gap] > v) {
                a[j] = a[j - gap];
                j -= gap;
            }
            a[j] = v;
        }
    }
}

static void counting_sort(int *a, int n) {
    int lo = a[0], hi = a[0];
    for (int i = 1; i < n; i++) {
        if (a[i] < lo) lo = a[i];
        if (a[i] > hi) hi = a[i];
    }
    int range = hi - lo + 1;
    int *count = calloc((size_t)range, sizeof *count);
    for (int i = 0; i < n; i++)
        count[a[i] - lo]++;
    int k = 0;
    for (int v = 0; v < range; v++)
        while (count[v]--)
            a[k++] = v + lo;
    free(count);
}

static void radix_sort(int *a, int n) {
    unsigned *buf = malloc((size_t)n * sizeof *buf);
    unsigned *src = malloc((size_t)n * sizeof *src);
    for (int i = 0; i < n; i++)
        src[i] = (unsigned)a[i] ^ 0x80000000u; /* order-preserving map to unsigned */
    for (int shift = 0; shift < 32; shift += 8) {
        int count[257] = {0};
        for (int i = 0; i < n; i++)
            count[((src[i] >> shift) & 0xff) + 1]++;
        for (int d = 0; d < 256; d++)
            count[d + 1] += count[d];
        for (int i = 0; i < n; i++)
            buf[count[(src[i] >> shift) & 0xff]++] = src[i];
        unsigned *t = src;
        src = buf;
        buf = t;
    }
    for (int i = 0; i < n; i++)
        a[i] = (int)(src[i] ^ 0x80000000u);
    free(buf);
    free(src);
}

static unsigned long checksum(const int *a, int n) {
    unsigned long h = 0;
    for (int i = 0; i < n; i++)
        h = h * 1000003u + (unsigned)a[i];
    return h;
}

int main(void) {
    enum { N = 1500 };
    static int orig[N], ref[N], work[N];
    const char *patterns[] = {"random", "sorted", "reversed", "few-distinct", "organ-pipe"};
    for (int p = 0; p < 5; p++) {
        unsigned x = 31337u + (unsigned)p;
        for (int i = 0; i < N; i++) {
            x = x * 1103515245u + 12345u;
            switch (p) {
            case 0: orig[i] = (int)(x >> 1) - 1073741824; break;
            case 1: orig[i] = i * 3 - 100; break;
            case 2: orig[i] = N - i; break;
            case 3: orig[i] = (int)(x >> 16) % 5 - 2; break;
            default: orig[i] = i < N / 2 ? i : N - i; break;
            }
        }
        memcpy(ref, orig, sizeof ref);
        qsort(ref, N, sizeof ref[0], cmp_int);
        unsigned long want = checksum(ref, N);
        printf("%s: qsort checksum %lu min %d median %d max %d\n", patterns[p], want, ref[0],
               ref[N / 2], ref[N - 1]);
        memcpy(work, orig, sizeof work);
        merge_sort(work, N);
        printf("  merge   %s\n", memcmp(work, ref, sizeof ref) ? "WRONG" : "ok");
        memcpy(work, orig, sizeof work);
        quick_sort(work, 0, N - 1);
        printf("  quick   %s\n", memcmp(work, ref, sizeof ref) ? "WRONG" : "ok");
        memcpy(work, orig, sizeof work);
        shell_sort(work, N);
        printf("  shell   %s\n", memcmp(work, ref, sizeof ref) ? "WRONG" : "ok");
        memcpy(work, orig, sizeof work);
        radix_sort(work, N);
        printf("  radix   %s\n", memcmp(work, ref, sizeof ref) ? "WRONG" : "ok");
        if (p != 0) {
            memcpy(work, orig, sizeof work);
            counting_sort(work, N);
            printf("  count   %s\n", memcmp(work, ref, sizeof ref) ? "WRONG" : "ok");
        }
        printf("  first:");
        for (int i = 0; i < 8; i++)
            printf(" %d", work[i]);
        printf("\n");
    }
    return 0;
}
