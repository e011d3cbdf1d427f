/* As fib-bench.c, but the check claims neither value reaches 21.
   unreach-call FALSE: strict alternation t1, t2, t1, t2, t1, t2 gives i = 2, j = 3, i = 5,
   j = 8, i = 13, j = 21, so j == 21 at the end.
   no-data-race FALSE: t1 reads j while t2 writes it, unsynchronised. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "fib-bench-bug.c", 7, "reach_error"); }

#include <pthread.h>

int i = 1, j = 1;

#define NUM 3

void *t1(void *arg) {
  int k;
  for (k = 0; k < NUM; k++)
    i = i + j;
  return 0;
}

void *t2(void *arg) {
  int k;
  for (k = 0; k < NUM; k++)
    j = j + i;
  return 0;
}

int main(int argc, char **argv) {
  pthread_t id1, id2;
  pthread_create(&id1, 0, t1, 0);
  pthread_create(&id2, 0, t2, 0);
  pthread_join(id1, 0);
  pthread_join(id2, 0);
  if (i >= 21 || j >= 21) {
    reach_error();
    abort();
  }
  return 0;
}
