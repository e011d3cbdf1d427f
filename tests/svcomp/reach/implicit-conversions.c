/* Constructs that clang 16+ rejects unless told otherwise and that SV-COMP tasks contain:
   an integer passed as the void * argument of pthread_create and converted back without a
   cast (int-conversion), and a thread function whose parameter is int * rather than
   void * (incompatible-function-pointer-types; identical calling convention).
   unreach-call TRUE: thread i receives the value i and adds it to sum under the mutex, the
   third thread adds *p == 5; sum == 0 + 1 + 5 after the joins. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "implicit-conversions.c", 8, "reach_error"); }

#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int sum;
int five = 5;

void *by_value(void *arg) {
  int v = arg;
  pthread_mutex_lock(&m);
  sum = sum + v;
  pthread_mutex_unlock(&m);
  return 0;
}

void *by_pointer(int *p) {
  pthread_mutex_lock(&m);
  sum = sum + *p;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t t[3];
  int i;
  for (i = 0; i < 2; i++)
    pthread_create(&t[i], 0, by_value, i);
  pthread_create(&t[2], 0, by_pointer, &five);
  for (i = 0; i < 3; i++)
    pthread_join(t[i], 0);
  if (sum != 6)
    reach_error();
  return 0;
}
