/* Two threads write two different bit-fields of one struct.
   no-data-race FALSE: in C11 a sequence of adjacent non-zero-width bit-fields is a single
   memory location, so writing lo and writing hi are conflicting accesses to the same
   location (each is a read-modify-write of the shared storage unit), unsynchronised. */
#include <pthread.h>

struct flags {
  unsigned lo : 4;
  unsigned hi : 4;
} f;

void *set_lo(void *arg) {
  f.lo = 3; // RACE!
  return NULL;
}

void *set_hi(void *arg) {
  f.hi = 5; // RACE!
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, set_lo, NULL);
  pthread_create(&b, NULL, set_hi, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
