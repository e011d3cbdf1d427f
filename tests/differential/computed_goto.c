/* Computed goto (GNU labels-as-values): a threaded bytecode interpreter with a static
 * dispatch table of label addresses. */
#include <stdio.h>

enum { OP_PUSH, OP_ADD, OP_SUB, OP_MUL, OP_DUP, OP_SWAP, OP_JNZ, OP_DEC, OP_PRINT, OP_OVER,
       OP_DROP, OP_HALT };

static long run(const int *code) {
    static void *const dispatch[] = {&&do_push, &&do_add,   &&do_sub,  &&do_mul,
                                     &&do_dup,  &&do_swap,  &&do_jnz,  &&do_dec,
                                     &&do_print, &&do_over, &&do_drop, &&do_halt};
    long stack[64];
    int sp = 0;
    const int *pc = code;
    long steps = 0;
#define NEXT goto *dispatch[*pc++]
    NEXT;
do_push:
    stack[sp++] = *pc++;
    steps++;
    NEXT;
do_add:
    sp--;
    stack[sp - 1] += stack[sp];
    steps++;
    NEXT;
do_sub:
    sp--;
    stack[sp - 1] -= stack[sp];
    steps++;
    NEXT;
do_mul:
    sp--;
    stack[sp - 1] *= stack[sp];
    steps++;
    NEXT;
do_dup:
    stack[sp] = stack[sp - 1];
    sp++;
    steps++;
    NEXT;
do_swap: {
    long t = stack[sp - 1];
    stack[sp - 1] = stack[sp - 2];
    stack[sp - 2] = t;
    steps++;
    NEXT;
}
do_jnz: {
    int target = *pc++;
    sp--;
    if (stack[sp])
        pc = code + target;
    steps++;
    NEXT;
}
do_dec:
    stack[sp - 1]--;
    steps++;
    NEXT;
do_print:
    printf("  top=%ld sp=%d\n", stack[sp - 1], sp);
    steps++;
    NEXT;
do_over:
    stack[sp] = stack[sp - 2];
    sp++;
    steps++;
    NEXT;
do_drop:
    sp--;
    steps++;
    NEXT;
do_halt:
    printf("  halt after %ld steps, sp=%d\n", steps, sp);
    return sp ? stack[sp - 1] : 0;
#undef NEXT
}

/* label addresses stored in a local array, selected by data */
static int classify(int x) {
    void *targets[] = {&&neg, &&zero, &&pos};
    int idx = (x > 0) - (x < 0) + 1;
    goto *targets[idx];
neg:
    return -100;
zero:
    return 0;
pos:
    return 100 + x;
}

int main(void) {
    /* factorial of 10: acc n -> loop */
    const int fact[] = {OP_PUSH, 1,  OP_PUSH, 10,      /* acc n */
                        OP_DUP,  OP_JNZ, 8, OP_HALT,    /* placeholder, never taken path */
                        /* 8: */ OP_SWAP, OP_OVER, OP_MUL, OP_SWAP, OP_DEC, OP_PRINT, OP_DUP,
                        OP_JNZ, 8, OP_DROP, OP_PRINT, OP_HALT};
    printf("factorial:\n");
    printf("result %ld\n", run(fact));
    /* sum of 1..100 */
    const int sum[] = {OP_PUSH, 0, OP_PUSH, 100,
                       /* 4: */ OP_SWAP, OP_OVER, OP_ADD, OP_SWAP, OP_DEC, OP_DUP, OP_JNZ, 4,
                       OP_DROP, OP_PRINT, OP_HALT};
    printf("sum:\n");
    printf("result %ld\n", run(sum));
    const int arith[] = {OP_PUSH, 7, OP_PUSH, 6, OP_MUL, OP_PUSH, 50, OP_SUB, OP_PRINT,
                         OP_HALT};
    printf("arith:\n");
    printf("result %ld\n", run(arith));
    for (int x = -2; x <= 2; x++)
        printf("classify(%d)=%d\n", x, classify(x));
    return 0;
}
