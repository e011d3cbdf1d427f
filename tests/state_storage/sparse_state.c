/* Regenerate: clang-19 -S -emit-llvm -g -O1 sparse_state.c -o sparse_state.O1.ll */
/* A program whose every state holds a large heap block (MB megabytes, 1 by default) of which
 * each step writes one byte: states share all but a page of it (memory in copy-on-write
 * pieces), so a search stack of them costs far less than depth x state size. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#ifndef MB
#define MB 1
#endif
int counter;
char *block;
void *worker(void *arg) {
    for (int i = 0; i < 50; i++) {
        counter++;
        block[(counter * 4099) % (MB << 20)] = (char)i;
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
