/* Regenerate: clang-19 -S -emit-llvm -g -O1 big_state.c -o big_state.O1.ll */
/* A program whose every state holds a large block of its own: MB megabytes (16 by default),
 * rewritten whole at every step while two threads count in a shared global. States share no
 * page of it, so the search's stack reaches any memory limit within a few dozen states.
 * (sparse_state.c writes one byte per step instead.) */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#ifndef MB
#define MB 16
#endif
int counter;
char *block;
void *worker(void *arg) {
    for (int i = 0; i < 50; i++) {
        counter++;
        memset(block, counter, (size_t)MB << 20);
    }
    return 0;
}
int main(void) {
    block = malloc((size_t)MB << 20);
    if (!block) return 1;
    memset(block, 1, (size_t)MB << 20);
    pthread_t a, b;
    pthread_create(&a, 0, worker, 0);
    pthread_create(&b, 0, worker, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
