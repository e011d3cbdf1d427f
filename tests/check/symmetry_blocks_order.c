// Workers given blocks of their own free them; main then allocates and compares the new
// pointers by order. Which ids main's allocations get tells which worker freed its block
// last, so the blocks' ids are observable and the reduction must not rename them
// (`vm::argobj`: the program looks at pointers' bits). The assertion fails when the
// second worker is the last to finish: r then takes the id between p's and q's.
// RUN: => violation
// RUN: --no-symmetry => violation
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

struct job { int in; };
int done;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg) {
  struct job *j = arg;
  int v = j->in;
  free(j);
  pthread_mutex_lock(&m);
  done += v;
  pthread_mutex_unlock(&m);
  return 0;
}

static void wait_for(int n) {
  for (;;) {
    pthread_mutex_lock(&m);
    int d = done;
    pthread_mutex_unlock(&m);
    if (d >= n) return;
  }
}

int main(void) {
  pthread_t t;
  for (int i = 0; i < 3; i++) {
    struct job *j = malloc(sizeof *j);
    if (!j) return 1;
    j->in = 1;
    pthread_create(&t, 0, worker, j);
  }
  wait_for(2);
  char *p = malloc(4), *q = malloc(4);
  wait_for(3);
  char *r = malloc(4);
  assert(!(p < r && r < q)); // VIOLATION: assertion failure
  return 0;
}
