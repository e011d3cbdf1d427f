/* One thread writes a global through a pointer stored in another global, the other reads
   the global by name.
   no-data-race FALSE: *target and level are the same object; the write and the read are
   unsynchronised. */
#include <pthread.h>

int level;
int *target = &level;

void *writer(void *arg) {
  *target = 3; // RACE!
  return NULL;
}

void *reader(void *arg) {
  int l = level; // RACE!
  return (void *)(long)l;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, writer, NULL);
  pthread_create(&b, NULL, reader, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
