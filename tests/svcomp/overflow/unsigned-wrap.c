/* Two threads increment an unsigned int and an unsigned char past their maximum values
   under a mutex.
   no-overflow TRUE: unsigned arithmetic is defined to wrap modulo 2^N; the unsigned char
   is promoted to int, 255 + 1 = 256 fits in int and the conversion back to unsigned char
   is defined. No signed operation exceeds its range. */
#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
unsigned int ticks = 4294967294u;
unsigned char small = 254;

void *tick(void *arg) {
  pthread_mutex_lock(&m);
  ticks = ticks + 1u;
  small = small + 1;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t t[2];
  int i;
  for (i = 0; i < 2; i++)
    pthread_create(&t[i], 0, tick, 0);
  for (i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  return ticks == 0u && small == 0 ? 0 : 1;
}
