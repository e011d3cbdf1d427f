/* Two threads write two different int fields of one global struct.
   no-data-race TRUE: distinct non-bit-field members are distinct memory locations; each
   field is written by one thread only, and main reads both after the joins. */
#include <pthread.h>

struct pair {
  int left;
  int right;
} s;

void *set_left(void *arg) {
  s.left = 1; // NORACE
  return NULL;
}

void *set_right(void *arg) {
  s.right = 2; // NORACE
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, set_left, NULL);
  pthread_create(&b, NULL, set_right, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return s.left + s.right;
}
