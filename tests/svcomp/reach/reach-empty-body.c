/* reach_error is defined with an empty body and called directly; the property is about
   *calling* it, not about what it does (the program just carries on afterwards).
   unreach-call FALSE: the reader runs before the writer, reads ready == 0 and calls
   reach_error. */
void reach_error(){}

#include <pthread.h>

int ready;

void *writer(void *arg) {
  ready = 1;
  return 0;
}

void *reader(void *arg) {
  if (ready != 1)
    reach_error();
  return 0;
}

int main(void) {
  pthread_t w, r;
  pthread_create(&w, 0, writer, 0);
  pthread_create(&r, 0, reader, 0);
  pthread_join(w, 0);
  pthread_join(r, 0);
  return 0;
}
