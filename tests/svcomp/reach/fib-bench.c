/* Two threads grow i and j Fibonacci-style (i = i + j, j = j + i), three times each,
   without synchronisation.
   unreach-call TRUE: every store writes the sum of two values read earlier, each at most
   the largest value so far; the largest reachable value is reached by strict alternation
   (1,1,2,3,5,8,13,21), so neither i nor j can exceed 21 (an exhaustive enumeration of all
   interleavings of the loads and stores, for either operand order, gives 21 too). */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "fib-bench.c", 9, "reach_error"); }

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
  if (i > 21 || j > 21) {
    reach_error();
    abort();
  }
  return 0;
}
