/* K&R-style (old-style) function definitions and a thread function declared without a
   prototype; two threads add to separate accumulators.
   unreach-call TRUE: each thread only writes its own accumulator; add(a, b) returns a + b,
   so after the joins acc[0] == 1 + 2 and acc[1] == 3 + 4. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "knr-style.c", 6, "reach_error"); }

#include <pthread.h>

int acc[2];

int add(a, b)
  int a;
  int b;
{
  return a + b;
}

void *worker();

void *worker(arg)
  void *arg;
{
  int id = *(int *)arg;
  acc[id] = add(acc[id], 2 * id + 1);
  acc[id] = add(acc[id], 2 * id + 2);
  return 0;
}

int main()
{
  pthread_t t[2];
  int id[2];
  int i;
  for (i = 0; i < 2; i++) {
    id[i] = i;
    pthread_create(&t[i], 0, worker, &id[i]);
  }
  for (i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  if (acc[0] != 3 || acc[1] != 7)
    reach_error();
  return 0;
}
