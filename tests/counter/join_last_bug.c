// join_last.c with the bug that the workers main does not join skip the lock: two workers
// can be inside at once (with three threads: a joined one, and the next two).
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

int inside;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg) {
  int locks = arg != 0;
  if (locks)
    pthread_mutex_lock(&m);
  inside++;
  assert(inside == 1);
  inside--;
  if (locks)
    pthread_mutex_unlock(&m);
  return 0;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : -1;
  pthread_t t;
  int join = 0;
  for (int i = 0; n < 0 || i < n; i += n > 0) {
    join = !join;
    pthread_create(&t, 0, worker, join ? &m : 0);
    if (join)
      pthread_join(t, 0);
  }
  pthread_exit(0);
}
