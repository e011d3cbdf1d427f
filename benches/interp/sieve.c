/* Sieve of Eratosthenes: byte array, nested loops, integer compare and store.
 * Usage: sieve [ROUNDS]  (default 3 rounds over 100,000 numbers). */
#include <stdio.h>
#include <stdlib.h>

#define LIMIT 100000

static char composite[LIMIT + 1];

static int sieve(int limit) {
    for (int i = 0; i <= limit; i++)
        composite[i] = 0;
    int count = 0;
    for (int i = 2; i <= limit; i++) {
        if (composite[i])
            continue;
        count++;
        for (int j = 2 * i; j <= limit; j += i)
            composite[j] = 1;
    }
    return count;
}

int main(int argc, char **argv) {
    int rounds = argc > 1 ? atoi(argv[1]) : 3;
    long total = 0;
    for (int r = 0; r < rounds; r++)
        total += sieve(LIMIT - r);
    printf("primes: %ld\n", total);
    return 0;
}
