/* Regenerate: clang-19 -S -emit-llvm -g -O0 deep_recursion.c -o deep_recursion.O0.ll */
/* A thread that recurses deeply, writing a global in every frame, beside another thread:
 * the search's depth grows with the recursion, and with it the stack of full states. */
#include <pthread.h>
int depth_reached;
int other;
int down(int n) {
    depth_reached = n;
    if (n == 0) return 0;
    return down(n - 1) + 1;
}
void *deep(void *arg) { return (void *)(long)down(20000); }
void *shallow(void *arg) { for (int i = 0; i < 3; i++) other++; return 0; }
int main(void) {
    pthread_t a, b;
    pthread_create(&a, 0, deep, 0);
    pthread_create(&b, 0, shallow, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
