/* A thread steps an unsigned char down by 2 until it reaches 0.
   termination FALSE: for an odd start value (e.g. x == 1) x stays odd: 1 - 2 wraps to 255
   (unsigned char arithmetic is modulo 256, no undefined behaviour), then 253, ..., 1, ...
   so x never becomes 0 and the thread, and with it main's join, never finish. */
#include <pthread.h>

extern unsigned char __VERIFIER_nondet_uchar(void);

unsigned char x;

void *stepper(void *arg) {
  while (x != 0)
    x = x - 2;
  return 0;
}

int main(void) {
  pthread_t t;
  x = __VERIFIER_nondet_uchar();
  pthread_create(&t, 0, stepper, 0);
  pthread_join(t, 0);
  return 0;
}
