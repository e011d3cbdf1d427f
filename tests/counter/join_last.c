// Threads started without a bound, each one's handle kept in main's `t`, and every other
// one joined before main starts the next: the worker that `t` names, or that main waits
// for, is not counted (something names it), and it holds a mutex at times (the lock's
// owner word names it too). Workers that finished and that nothing names are dropped from
// their places, below the one `t` names; the counter abstraction moves that one down with
// its names renamed (`model::counter`, "Moving down"). Never two workers inside at once.
// With an argument N, main starts N threads only (tests/counter.rs compares the
// abstraction with the concrete search at N = 1..6).
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

int inside;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg) {
  pthread_mutex_lock(&m);
  inside++;
  assert(inside == 1);
  inside--;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : -1;
  pthread_t t;
  int join = 0;
  for (int i = 0; n < 0 || i < n; i += n > 0) {
    pthread_create(&t, 0, worker, 0);
    join = !join;
    if (join)
      pthread_join(t, 0);
  }
  pthread_exit(0);
}
