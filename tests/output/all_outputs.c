// Every output function pancam models, in two threads that also share a counter under a
// mutex. Output is not state: a thread runs through all of it in one move (tests/output.rs
// counts the states, and those of the copy built with -DQUIET, without output).
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int count;
const char banner[] = "fwrite\n";

void *talk(void *arg) {
  long id = (long)arg;
#ifndef QUIET
  printf("printf %ld\n", id);
  fprintf(stderr, "fprintf %ld\n", id);
  puts("puts");
  putchar('c');
  putchar('\n');
  fputs("fputs\n", stdout);
  fputc('f', stderr);
  fputc('\n', stderr);
  fwrite(banner, 1, strlen(banner), stdout);
  fflush(stdout);
  write(1, "write1\n", 7);
  write(2, "write2\n", 7);
#endif
  pthread_mutex_lock(&m);
  count++;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t t[2];
  for (long i = 0; i < 2; i++)
    pthread_create(&t[i], 0, talk, (void *)i);
  for (int i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  return count == 2 ? 0 : 1;
}
