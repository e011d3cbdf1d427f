/* Four threads each write a different byte of one char array (neighbouring bytes share a
   machine word).
   no-data-race TRUE: in C11 every char is its own memory location, so writes to
   different elements never conflict, even inside one word; main reads after the joins. */
#include <pthread.h>

char bytes[4];

void *mark(void *arg) {
  int i = *(int *)arg;
  bytes[i] = (char)('a' + i); // NORACE
  return NULL;
}

int main(void) {
  pthread_t t[4];
  int ids[4];
  int i;
  for (i = 0; i < 4; i++) {
    ids[i] = i;
    pthread_create(&t[i], NULL, mark, &ids[i]);
  }
  for (i = 0; i < 4; i++)
    pthread_join(t[i], NULL);
  return bytes[0] + bytes[3];
}
