/* Objects larger than 4 KiB allocated while more than 2048 small objects are live. In
 * pancam's 32-bit pointer encoding only ids below 2048 can hold objects over 4 KiB; small
 * objects take those ids first, so once 2048 small blocks are live a larger malloc or a
 * realloc growing past 4 KiB has no id left unless a low id was freed (at -O0 dead stack
 * slots usually free some, with optimisation they do not). Natively all of this succeeds. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct item {
  struct item *next;
  int value;
};

int main(void) {
  struct item *list = NULL;
  for (int i = 0; i < 3000; i++) {
    struct item *it = malloc(sizeof *it);
    it->value = i;
    it->next = list;
    list = it;
  }
  char *big = malloc(8192);
  printf("malloc(8192): %s\n", big ? "ok" : "NULL");
  char *grow = malloc(100);
  char *g = grow ? realloc(grow, 5000) : NULL;
  printf("realloc to 5000: %s\n", g ? "ok" : "NULL");
  long sum = 0;
  for (struct item *it = list; it; it = it->next)
    sum += it->value;
  printf("sum %ld\n", sum);
  if (big) {
    memset(big, 1, 8192);
    printf("big[8191] %d\n", big[8191]);
  }
  free(big);
  free(g ? g : grow);
  while (list) {
    struct item *n = list->next;
    free(list);
    list = n;
  }
  return 0;
}
