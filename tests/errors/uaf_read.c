// Reading a list node after the list was freed.
// STACK: main
#include <stdio.h>
#include <stdlib.h>

struct node {
  int value;
  struct node *next;
};

__attribute__((noinline)) static struct node *push(struct node *head, int v) {
  struct node *n = malloc(sizeof *n);
  n->value = v;
  n->next = head;
  return n;
}

__attribute__((noinline)) static void free_list(struct node *n) {
  while (n) {
    struct node *next = n->next;
    free(n);
    n = next;
  }
}

int main(int argc, char **argv) {
  (void)argv;
  struct node *head = NULL;
  for (int i = 0; i < 3 + argc; i++)
    head = push(head, i);
  struct node *second = head->next;
  free_list(head);
  printf("%d\n", second->value); // ERROR: use after free: read of 4 bytes at offset 0 of freed heap block
  return 0;
}
