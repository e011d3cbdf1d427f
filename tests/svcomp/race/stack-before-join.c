/* main passes the address of its local variable to a thread and writes the variable again
   before joining.
   no-data-race FALSE: the thread's read of *arg and main's second write of the local are
   unordered (the create orders only the first write). */
#include <pthread.h>

void *reader(void *arg) {
  int v = *(int *)arg; // RACE!
  return (void *)(long)v;
}

int main(void) {
  pthread_t t;
  int local = 1;
  pthread_create(&t, NULL, reader, &local);
  local = 2; // RACE!
  pthread_join(t, NULL);
  return 0;
}
