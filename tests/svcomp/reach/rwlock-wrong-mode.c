/* As a reader/writer pair on an rwlock, but the writer takes the read lock by mistake.
   unreach-call FALSE: the reader takes the read lock and reads x == 0; the writer also gets
   the (shared) read lock and sets x = y = 1; the reader then reads y == 1 != 0.
   no-data-race FALSE: two read locks do not exclude each other, so the writer's write of x
   and the reader's read of x are unordered. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "rwlock-wrong-mode.c", 7, "reach_error"); }

#include <pthread.h>

pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
int x, y;

void *writer(void *arg) {
  pthread_rwlock_rdlock(&rw);
  x = 1;
  y = 1;
  pthread_rwlock_unlock(&rw);
  return 0;
}

void *reader(void *arg) {
  int a, b;
  pthread_rwlock_rdlock(&rw);
  a = x;
  b = y;
  pthread_rwlock_unlock(&rw);
  if (a != b)
    reach_error();
  return 0;
}

int main(void) {
  pthread_t w, r;
  pthread_create(&r, 0, reader, 0);
  pthread_create(&w, 0, writer, 0);
  pthread_join(w, 0);
  pthread_join(r, 0);
  return 0;
}
