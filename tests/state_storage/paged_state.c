/* Regenerate: clang-19 -S -emit-llvm -g -O1 paged_state.c -o paged_state.O1.ll */
/* States whose objects are over a page (a 64 KiB heap block and a 3-page global), which the
 * canonical form gives one part per page and the tree store may take by reference: two
 * threads write bytes on different pages, so the same state is reached by different orders,
 * each with its own copies of the pages written (the same bytes under different pointers).
 * With -DBUG the last writer decides `last`, and main's assertion fails when thread 1 ends
 * last. */
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>
#define SIZE (64 << 10)
char *buf;
char big[3 * 4096 + 100];
int last;
void *worker(void *arg) {
    int id = (int)(long)arg;
    for (int i = 0; i < 3; i++) {
        buf[(id * 5003 + i * 9001) % SIZE] += (char)(1 + id);
        big[(id * 4096 + i * 1000) % sizeof big] ^= (char)(i + 1);
#ifdef BUG
        last = id;
#endif
    }
    return 0;
}
int main(void) {
    buf = calloc(SIZE, 1);
    if (!buf) return 1;
    pthread_t a, b;
    pthread_create(&a, 0, worker, (void *)1L);
    pthread_create(&b, 0, worker, (void *)2L);
    pthread_join(a, 0);
    pthread_join(b, 0);
    assert(buf[5003 % SIZE] == 2 && big[4096] == 1);
#ifdef BUG
    assert(last == 2);
#endif
    return 0;
}
