/* Lamport's bakery algorithm for three threads, each entering the critical section once.
   unreach-call TRUE: Lamport's proof applies under sequential consistency: a thread that
   passed both wait loops for j holds the smallest (number, id) pair among the threads that
   have a ticket or are choosing one, so no two threads are in the critical section
   together and "inside" is 1 right after each increment. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "bakery.c", 7, "reach_error"); }

#include <pthread.h>

#define N 3

int choosing[N];
int number[N];
int inside;

void *customer(void *arg) {
  int i = *(int *)arg;
  int j, max;
  choosing[i] = 1;
  max = 0;
  for (j = 0; j < N; j++)
    if (number[j] > max)
      max = number[j];
  number[i] = max + 1;
  choosing[i] = 0;
  for (j = 0; j < N; j++) {
    while (choosing[j]) {
    }
    while (number[j] != 0 &&
           (number[j] < number[i] || (number[j] == number[i] && j < i))) {
    }
  }
  inside = inside + 1;
  if (inside != 1)
    reach_error();
  inside = inside - 1;
  number[i] = 0;
  return 0;
}

int main(void) {
  pthread_t t[N];
  int id[N];
  int i;
  for (i = 0; i < N; i++) {
    id[i] = i;
    pthread_create(&t[i], 0, customer, &id[i]);
  }
  for (i = 0; i < N; i++)
    pthread_join(t[i], 0);
  return 0;
}
