/* A writer updates a pair (x, y) twice under the write lock of an rwlock, two readers check
   the pair under the read lock.
   unreach-call TRUE: the write lock excludes readers, and x and y are equal at every unlock
   of the writer, so a reader holding the read lock always sees x == y.
   no-data-race TRUE: readers only read under rdlock, the writer only writes under wrlock;
   read/write-lock exclusion orders every write against every read. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "rwlock-consistency.c", 8, "reach_error"); }

#include <pthread.h>

pthread_rwlock_t rw;
int x, y;

void *writer(void *arg) {
  int v;
  for (v = 1; v <= 2; v++) {
    pthread_rwlock_wrlock(&rw);
    x = v;
    y = v;
    pthread_rwlock_unlock(&rw);
  }
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
  pthread_t w, r[2];
  int i;
  pthread_rwlock_init(&rw, 0);
  pthread_create(&w, 0, writer, 0);
  for (i = 0; i < 2; i++)
    pthread_create(&r[i], 0, reader, 0);
  pthread_join(w, 0);
  for (i = 0; i < 2; i++)
    pthread_join(r[i], 0);
  pthread_rwlock_destroy(&rw);
  return 0;
}
