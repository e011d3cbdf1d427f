/* Singly and doubly linked lists on the heap: insert (front, back, sorted), delete by
 * value, reverse, merge sort on lists, cycle detection, free everything. */
#include <stdio.h>
#include <stdlib.h>

struct node {
    int val;
    struct node *next;
};

struct dnode {
    int val;
    struct dnode *prev, *next;
};

static struct node *push_front(struct node *head, int v) {
    struct node *n = malloc(sizeof *n);
    n->val = v;
    n->next = head;
    return n;
}

static struct node *insert_sorted(struct node *head, int v) {
    struct node **pp = &head;
    while (*pp && (*pp)->val < v)
        pp = &(*pp)->next;
    struct node *n = malloc(sizeof *n);
    n->val = v;
    n->next = *pp;
    *pp = n;
    return head;
}

static struct node *delete_all(struct node *head, int v, int *removed) {
    struct node **pp = &head;
    while (*pp) {
        if ((*pp)->val == v) {
            struct node *dead = *pp;
            *pp = dead->next;
            free(dead);
            (*removed)++;
        } else {
            pp = &(*pp)->next;
        }
    }
    return head;
}

static struct node *reverse(struct node *head) {
    struct node *prev = NULL;
    while (head) {
        struct node *next = head->next;
        head->next = prev;
        prev = head;
        head = next;
    }
    return prev;
}

static struct node *merge(struct node *a, struct node *b) {
    struct node dummy, *t = &dummy;
    while (a && b) {
        if (a->val <= b->val) {
            t->next = a;
            a = a->next;
        } else {
            t->next = b;
            b = b->next;
        }
        t = t->next;
    }
    t->next = a ? a : b;
    return dummy.next;
}

static struct node *msort(struct node *head) {
    if (!head || !head->next)
        return head;
    struct node *slow = head, *fast = head->next;
    while (fast && fast->next) {
        slow = slow->next;
        fast = fast->next->next;
    }
    struct node *second = slow->next;
    slow->next = NULL;
    return merge(msort(head), msort(second));
}

static void print_list(const char *lbl, const struct node *n) {
    printf("%s:", lbl);
    int count = 0;
    for (; n; n = n->next, count++)
        if (count < 30)
            printf(" %d", n->val);
    printf(" (len %d)\n", count);
}

static void free_list(struct node *n) {
    while (n) {
        struct node *next = n->next;
        free(n);
        n = next;
    }
}

static int has_cycle(struct node *head) {
    struct node *slow = head, *fast = head;
    while (fast && fast->next) {
        slow = slow->next;
        fast = fast->next->next;
        if (slow == fast)
            return 1;
    }
    return 0;
}

int main(void) {
    struct node *l = NULL;
    for (int i = 0; i < 15; i++)
        l = push_front(l, (i * 7) % 10);
    print_list("pushed", l);
    l = reverse(l);
    print_list("reversed", l);
    int removed = 0;
    l = delete_all(l, 4, &removed);
    l = delete_all(l, 0, &removed);
    l = delete_all(l, 42, &removed);
    print_list("deleted 4,0", l);
    printf("removed %d\n", removed);
    l = msort(l);
    print_list("sorted", l);
    struct node *s = NULL;
    unsigned x = 12345;
    for (int i = 0; i < 40; i++) {
        x = x * 1664525u + 1013904223u;
        s = insert_sorted(s, (int)(x >> 24) - 128);
    }
    print_list("insert_sorted", s);
    struct node *m = merge(l, s);
    print_list("merged", m);
    printf("cycle: %d\n", has_cycle(m));
    /* make a cycle temporarily */
    struct node *tail = m;
    while (tail->next)
        tail = tail->next;
    tail->next = m->next->next;
    printf("cycle: %d\n", has_cycle(m));
    tail->next = NULL;
    free_list(m);
    /* doubly linked list with a sentinel */
    struct dnode sentinel = {0, &sentinel, &sentinel};
    for (int i = 1; i <= 10; i++) {
        struct dnode *n = malloc(sizeof *n);
        n->val = i * i;
        if (i % 2) { /* append */
            n->prev = sentinel.prev;
            n->next = &sentinel;
        } else { /* prepend */
            n->prev = &sentinel;
            n->next = sentinel.next;
        }
        n->prev->next = n;
        n->next->prev = n;
    }
    printf("forward:");
    for (struct dnode *n = sentinel.next; n != &sentinel; n = n->next)
        printf(" %d", n->val);
    printf("\nbackward:");
    for (struct dnode *n = sentinel.prev; n != &sentinel; n = n->prev)
        printf(" %d", n->val);
    printf("\n");
    /* remove odd values */
    for (struct dnode *n = sentinel.next; n != &sentinel;) {
        struct dnode *next = n->next;
        if (n->val % 2) {
            n->prev->next = n->next;
            n->next->prev = n->prev;
            free(n);
        }
        n = next;
    }
    printf("evens:");
    for (struct dnode *n = sentinel.next; n != &sentinel; n = n->next)
        printf(" %d", n->val);
    printf("\n");
    for (struct dnode *n = sentinel.next; n != &sentinel;) {
        struct dnode *next = n->next;
        free(n);
        n = next;
    }
    return 0;
}
