/* Lamport's bakery for two threads without the "choosing" flags.
   unreach-call FALSE: thread 0 reads number[0]=number[1]=0 (max 0) but has not stored its
   ticket yet; thread 1 takes ticket 1, sees number[0]==0 and enters (inside=1); thread 0
   stores ticket 1, and since (1,1) is not smaller than (1,0) it does not wait for thread 1:
   it enters as well, inside becomes 2 and reach_error is called. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "bakery-nochoosing.c", 7, "reach_error"); }

#include <pthread.h>

int number[2];
int inside;

void *customer(void *arg) {
  int i = *(int *)arg;
  int j, max = 0;
  for (j = 0; j < 2; j++)
    if (number[j] > max)
      max = number[j];
  number[i] = max + 1;
  for (j = 0; j < 2; j++) {
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
  pthread_t t[2];
  int id[2];
  int i;
  for (i = 0; i < 2; i++) {
    id[i] = i;
    pthread_create(&t[i], 0, customer, &id[i]);
  }
  for (i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  return 0;
}
