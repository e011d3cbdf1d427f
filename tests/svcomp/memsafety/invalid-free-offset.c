/* A thread parses a heap buffer, advancing the pointer, and then frees the advanced
   pointer instead of the start of the block.
   valid-memsafety FALSE (valid-free): the pointer passed to free points 2 bytes into the
   block (after the two spaces), not to its start. Deterministic: confirmed natively with
   -fsanitize=address ("attempting free on address which was not malloc()-ed"). */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

void *parse(void *arg) {
  char *s = malloc(8);
  if (s == NULL)
    return NULL;
  memcpy(s, "  42", 5);
  while (*s == ' ')
    s++;
  free(s);
  return NULL;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, parse, NULL);
  pthread_join(t, NULL);
  return 0;
}
