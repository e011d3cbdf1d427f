/* Two threads push two nodes each onto a shared linked list under a mutex; main pops
   and frees every node after the joins.
   valid-memsafety TRUE: every node is allocated, linked under the lock, and freed exactly
   once by main's loop, which walks the list after both threads have finished; a failed
   malloc just skips the push. */
#include <pthread.h>
#include <stdlib.h>

struct node {
  int val;
  struct node *next;
};

struct node *head;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *pusher(void *arg) {
  int k;
  for (k = 0; k < 2; k++) {
    struct node *n = malloc(sizeof(struct node));
    if (n == NULL)
      return NULL;
    n->val = k;
    pthread_mutex_lock(&m);
    n->next = head;
    head = n;
    pthread_mutex_unlock(&m);
  }
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, pusher, NULL);
  pthread_create(&b, NULL, pusher, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  while (head != NULL) {
    struct node *n = head;
    head = n->next;
    free(n);
  }
  return 0;
}
