/* Recursive Fibonacci: calls and returns dominate.
 * Usage: fib [N]  (default N = 28). */
#include <stdio.h>
#include <stdlib.h>

static int fib(int n) {
    if (n < 2)
        return n;
    return fib(n - 1) + fib(n - 2);
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 28;
    printf("fib(%d) = %d\n", n, fib(n));
    return 0;
}
