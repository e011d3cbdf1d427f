// Output functions cost nothing: three threads that each print twice. Output is not state,
// so it is independent of everything and a thread runs through its prints in one move
// (tests/output.rs counts the states).
// RUN: => holds
#include <pthread.h>
#include <stdio.h>

void *talk(void *arg) {
  long id = (long)arg;
  printf("thread %ld: hello\n", id);
  printf("thread %ld: bye\n", id);
  return 0;
}

int main(void) {
  pthread_t t[3];
  for (long i = 0; i < 3; i++)
    pthread_create(&t[i], 0, talk, (void *)i);
  for (int i = 0; i < 3; i++)
    pthread_join(t[i], 0);
  return 0;
}
