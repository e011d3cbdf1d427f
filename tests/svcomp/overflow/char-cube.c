/* Threads cube nondeterministic signed chars in int arithmetic and add the results.
   no-overflow TRUE: a char lies in -128..127 and is promoted to int; |c * c * c| is at most
   128^3 = 2097152, and the sum of two such values is at most 4194304 in absolute value,
   far inside int. */
#include <pthread.h>

extern char __VERIFIER_nondet_char(void);

int cubes[2];

void *cube(void *arg) {
  int id = *(int *)arg;
  char c = __VERIFIER_nondet_char();
  cubes[id] = c * c * c;
  return 0;
}

int main(void) {
  pthread_t t[2];
  int ids[2] = {0, 1};
  int i, sum;
  for (i = 0; i < 2; i++)
    pthread_create(&t[i], 0, cube, &ids[i]);
  for (i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  sum = cubes[0] + cubes[1];
  return sum > 0;
}
