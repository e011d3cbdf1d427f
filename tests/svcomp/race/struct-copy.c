/* One thread copies a whole struct while another writes one of its fields.
   no-data-race FALSE: the struct assignment reads every field, including s.b, which the
   other thread writes concurrently without synchronisation. */
#include <pthread.h>

struct rec {
  int a;
  int b;
  int c;
};

struct rec s, snapshot;

void *copier(void *arg) {
  snapshot = s; // RACE!
  return NULL;
}

void *writer(void *arg) {
  s.b = 7; // RACE!
  return NULL;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, NULL, copier, NULL);
  pthread_create(&t2, NULL, writer, NULL);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  return 0;
}
