// Workers that free the block their argument points to and own a stack array (the shape of
// the reduction fuzzer's seed 246). Once a worker has freed its block, the block's id may
// go to a stack object while the worker's start argument still holds it; the start
// argument, which nothing reads again, does not keep the worker from being counted (it
// once made the abstract search stop: "cannot copy a counted thread whose stack objects
// are no longer its own"). With an argument N, main starts N workers only; without one,
// main starts workers without a bound, and as the abstraction does not count threads with
// argument blocks, that search does not end.
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

__attribute__((noinline)) static void touch(int *p) { p[1] = p[0] + 1; }

void *worker(void *arg) {
  int *ob = arg;
  int sa[2] = {0, 0};
  touch(sa);
  assert(sa[1] == 1);
  free(ob);
  pthread_exit(0);
}

static void start(void) {
  pthread_t t;
  int *ob = malloc(2 * sizeof(int));
  if (!ob)
    exit(1);
  ob[0] = ob[1] = 0;
  pthread_create(&t, 0, worker, ob);
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : -1;
  if (n < 0)
    while (1)
      start();
  for (int i = 0; i < n; i++)
    start();
  pthread_exit(0);
}
