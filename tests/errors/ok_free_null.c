// Not an error: free(NULL) does nothing, also after an allocation failed or was skipped.
// NO-ERROR
// STDOUT: done
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  (void)argv;
  char *p = NULL;
  if (argc > 5)
    p = malloc(10);
  free(p);
  free(NULL);
  puts("done");
  return 0;
}
