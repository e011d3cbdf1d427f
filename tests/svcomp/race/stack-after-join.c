/* main passes the address of its local variable to a thread, which updates it; main
   touches the variable again only after the join.
   no-data-race TRUE: main's write before pthread_create is ordered before the thread's
   accesses, and the thread's accesses before main's accesses after pthread_join. */
#include <pthread.h>

void *doubler(void *arg) {
  int *p = arg;
  *p = *p * 2; // NORACE
  return NULL;
}

int main(void) {
  pthread_t t;
  int local = 21;
  pthread_create(&t, NULL, doubler, &local);
  pthread_join(t, NULL);
  local = local + 1; // NORACE
  return local == 43 ? 0 : 1;
}
