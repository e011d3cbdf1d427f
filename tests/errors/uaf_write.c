// Writing into a list node after removing (and freeing) it.
// STACK: main
#include <stdio.h>
#include <stdlib.h>

struct node {
  int value;
  struct node *next;
};

__attribute__((noinline)) static struct node *pop(struct node **head) {
  struct node *n = *head;
  *head = n->next;
  free(n);
  return n; // returns the dangling pointer
}

int main(int argc, char **argv) {
  (void)argv;
  struct node *head = NULL;
  for (int i = 0; i < 2 + argc; i++) {
    struct node *n = malloc(sizeof *n);
    n->value = i;
    n->next = head;
    head = n;
  }
  struct node *old = pop(&head);
  old->next = NULL; // ERROR: use after free: write of 8 bytes at offset 8 of freed heap block
  printf("%d\n", head->value);
  return 0;
}
