/* Binary heap priority queue (min-heap of structs with tie-breaking), heapsort, k smallest,
 * and a discrete event simulation driven by the queue. */
#include <stdio.h>
#include <stdlib.h>

struct event {
    long time;
    int seq;
    int kind;
};

struct heap {
    struct event *a;
    int n, cap;
};

static int before(const struct event *x, const struct event *y) {
    if (x->time != y->time)
        return x->time < y->time;
    return x->seq < y->seq;
}

static void heap_push(struct heap *h, struct event e) {
    if (h->n == h->cap) {
        h->cap = h->cap ? h->cap * 2 : 4;
        h->a = realloc(h->a, (size_t)h->cap * sizeof *h->a);
    }
    int i = h->n++;
    while (i > 0) {
        int p = (i - 1) / 2;
        if (!before(&e, &h->a[p]))
            break;
        h->a[i] = h->a[p];
        i = p;
    }
    h->a[i] = e;
}

static struct event heap_pop(struct heap *h) {
    struct event top = h->a[0];
    struct event last = h->a[--h->n];
    int i = 0;
    for (;;) {
        int l = 2 * i + 1, r = l + 1, m = i;
        const struct event *best = &last;
        if (l < h->n && before(&h->a[l], best)) {
            m = l;
            best = &h->a[l];
        }
        if (r < h->n && before(&h->a[r], best))
            m = r;
        if (m == i)
            break;
        h->a[i] = h->a[m];
        i = m;
    }
    if (h->n > 0)
        h->a[i] = last;
    return top;
}

static void sift_down(int *a, int n, int i) {
    for (;;) {
        int l = 2 * i + 1, r = l + 1, m = i;
        if (l < n && a[l] > a[m]) m = l;
        if (r < n && a[r] > a[m]) m = r;
        if (m == i) return;
        int t = a[i]; a[i] = a[m]; a[m] = t;
        i = m;
    }
}

static void heapsort(int *a, int n) {
    for (int i = n / 2 - 1; i >= 0; i--)
        sift_down(a, n, i);
    for (int end = n - 1; end > 0; end--) {
        int t = a[0]; a[0] = a[end]; a[end] = t;
        sift_down(a, end, 0);
    }
}

int main(void) {
    struct heap h = {NULL, 0, 0};
    int seq = 0;
    long times[] = {50, 10, 30, 10, 70, 20, 10, 60, 40, 30};
    for (int i = 0; i < 10; i++) {
        struct event e = {times[i], seq++, i};
        heap_push(&h, e);
    }
    printf("pop order:");
    while (h.n) {
        struct event e = heap_pop(&h);
        printf(" t%ld/k%d", e.time, e.kind);
    }
    printf("\n");
    /* simulation: arrivals spawn departures; count served customers per server */
    long clock = 0;
    int served[3] = {0, 0, 0}, busy[3] = {0, 0, 0}, queue = 0, max_queue = 0;
    unsigned rng = 99;
    struct event first = {0, seq++, -1};
    heap_push(&h, first);
    int arrivals = 0;
    while (h.n && clock < 5000) {
        struct event e = heap_pop(&h);
        clock = e.time;
        if (e.kind < 0) { /* arrival */
            arrivals++;
            rng = rng * 1103515245u + 12345u;
            struct event next = {clock + 1 + (long)(rng >> 16) % 20, seq++, -1};
            heap_push(&h, next);
            int s = -1;
            for (int i = 0; i < 3; i++)
                if (!busy[i]) { s = i; break; }
            if (s < 0) {
                queue++;
                if (queue > max_queue) max_queue = queue;
            } else {
                busy[s] = 1;
                rng = rng * 1103515245u + 12345u;
                struct event d = {clock + 5 + (long)(rng >> 16) % 40, seq++, s};
                heap_push(&h, d);
            }
        } else { /* departure from server e.kind */
            served[e.kind]++;
            if (queue) {
                queue--;
                rng = rng * 1103515245u + 12345u;
                struct event d = {clock + 5 + (long)(rng >> 16) % 40, seq++, e.kind};
                heap_push(&h, d);
            } else {
                busy[e.kind] = 0;
            }
        }
    }
    printf("clock=%ld arrivals=%d served=%d,%d,%d queue=%d max_queue=%d pending=%d\n", clock,
           arrivals, served[0], served[1], served[2], queue, max_queue, h.n);
    free(h.a);
    int arr[500];
    unsigned x = 5;
    for (int i = 0; i < 500; i++) {
        x = x * 69069u + 1;
        arr[i] = (int)(x >> 20) - 2048;
    }
    heapsort(arr, 500);
    int sorted = 1;
    for (int i = 1; i < 500; i++)
        if (arr[i - 1] > arr[i])
            sorted = 0;
    printf("heapsort sorted=%d min=%d median=%d max=%d\n", sorted, arr[0], arr[250], arr[499]);
    for (int i = 0; i < 500; i += 50)
        printf("%d ", arr[i]);
    printf("\n");
    return 0;
}
