/* Two threads count nondeterministic unsigned char values down to zero, one step of 1
   and one of 3 (stopping below 3).
   termination TRUE: each loop strictly decreases a local unsigned variable that is
   bounded below (by 0, resp. by 3 for the loop guard), no thread waits for another, and
   main only joins; every execution is finite. */
#include <pthread.h>

extern unsigned char __VERIFIER_nondet_uchar(void);

void *down1(void *arg) {
  unsigned char n = __VERIFIER_nondet_uchar();
  while (n > 0)
    n = n - 1;
  return 0;
}

void *down3(void *arg) {
  unsigned char n = __VERIFIER_nondet_uchar();
  while (n >= 3)
    n = n - 3;
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, down1, 0);
  pthread_create(&b, 0, down3, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
