/* One thread clears a buffer with memset while another writes one element of it.
   no-data-race FALSE: memset writes every byte of buf, including buf[2], which the other
   thread writes at the same time without synchronisation. */
#include <pthread.h>
#include <string.h>

int buf[4];

void *clearer(void *arg) {
  memset(buf, 0, sizeof(buf)); // RACE!
  return NULL;
}

void *setter(void *arg) {
  buf[2] = 9; // RACE!
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, clearer, NULL);
  pthread_create(&b, NULL, setter, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return buf[2];
}
