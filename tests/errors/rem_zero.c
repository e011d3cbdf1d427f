// unsigned remainder by zero: a hash table with zero buckets.
// STACK: bucket_of main
#include <stdio.h>

__attribute__((noinline)) static unsigned bucket_of(unsigned hash, unsigned nbuckets) {
  return hash % nbuckets; // ERROR: division by zero
}

int main(int argc, char **argv) {
  (void)argv;
  unsigned nbuckets = (unsigned)argc - 1;
  printf("%u\n", bucket_of(12345u, nbuckets));
  return 0;
}
