/* Two threads increment a global without any synchronisation (goblint style).
   no-data-race FALSE: the load of glob in one thread and the store of glob in the other
   can happen back to back; neither is atomic and no lock is held. */
#include <pthread.h>

int glob;

void *t_fun(void *arg) {
  glob++; // RACE!
  return NULL;
}

int main(void) {
  pthread_t id1, id2;
  pthread_create(&id1, NULL, t_fun, NULL);
  pthread_create(&id2, NULL, t_fun, NULL);
  pthread_join(id1, NULL);
  pthread_join(id2, NULL);
  return 0;
}
