// Workers given blocks of their own; main keeps two pointers of its own in a union and
// reads them back as `long` to order them, which no `ptrtoint` shows. The loads are
// watched (`bytecode::lower::pun`): the first search, which renames the workers with their
// blocks, stops at the comparison and the check runs again without the reduction. The
// workers keep their blocks, so main's blocks take fresh ids in allocation order and the
// assertion fails on every path.
// RUN: => violation
// RUN: --no-symmetry => violation
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

struct job { int in, out; };
int done;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
union word { char *p; long l; } slot[2];

void *worker(void *arg) {
  struct job *j = arg;
  j->out = j->in + 1;
  pthread_mutex_lock(&m);
  done += j->out;
  pthread_mutex_unlock(&m);
  return 0;
}

__attribute__((noinline)) static int ordered(void) {
  return slot[0].l < slot[1].l;
}

int main(void) {
  pthread_t t;
  for (int i = 0; i < 3; i++) {
    struct job *j = malloc(sizeof *j);
    if (!j) return 1;
    j->in = 1;
    pthread_create(&t, 0, worker, j);
  }
  slot[0].p = malloc(4);
  slot[1].p = malloc(4);
  assert(!ordered()); // VIOLATION: assertion failure
  return 0;
}
