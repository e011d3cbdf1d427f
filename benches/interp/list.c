/* Linked-list walk: malloc'd nodes linked in a scrambled order, then walked repeatedly
 * (pointer chasing, loads through struct fields).
 * Usage: list [PASSES]  (default 40 passes over 20,000 nodes). */
#include <stdio.h>
#include <stdlib.h>

#define NODES 20000

struct node {
    struct node *next;
    long value;
    int tag;
};

static unsigned rng_state = 12345;

static unsigned rng(void) {
    rng_state = rng_state * 1103515245u + 12345u;
    return rng_state >> 8;
}

int main(int argc, char **argv) {
    int passes = argc > 1 ? atoi(argv[1]) : 40;
    struct node **nodes = malloc(NODES * sizeof *nodes);
    for (int i = 0; i < NODES; i++) {
        nodes[i] = malloc(sizeof(struct node));
        nodes[i]->value = i;
        nodes[i]->tag = i % 7;
    }
    /* Fisher-Yates shuffle, then link in shuffled order. */
    for (int i = NODES - 1; i > 0; i--) {
        int j = (int)(rng() % (unsigned)(i + 1));
        struct node *t = nodes[i];
        nodes[i] = nodes[j];
        nodes[j] = t;
    }
    for (int i = 0; i < NODES - 1; i++)
        nodes[i]->next = nodes[i + 1];
    nodes[NODES - 1]->next = NULL;
    struct node *head = nodes[0];

    long sum = 0;
    for (int p = 0; p < passes; p++) {
        for (struct node *n = head; n != NULL; n = n->next) {
            if (n->tag == p % 7)
                sum += n->value;
            else
                sum -= 1;
        }
    }
    printf("sum: %ld\n", sum);
    for (int i = 0; i < NODES; i++)
        free(nodes[i]);
    free(nodes);
    return 0;
}
