/* A stack-machine interpreter with a switch dispatch loop (the shape of many real
 * interpreters): runs a bytecode program that counts the primes below a bound by trial
 * division. Usage: vm [BOUND]  (default 5000). */
#include <stdio.h>
#include <stdlib.h>

enum op { PUSH, LOAD, STORE, ADD, SUB, MUL, MOD, LT, LE, EQ, JZ, JMP, DUP, POP, HALT };

/* Variables: 0 = n, 1 = d, 2 = count, 3 = bound. The bytecode (build_program):
 *   n = 2; count = 0;
 *   while (n < bound) {
 *       d = 2;
 *       while (d * d <= n) { if (n % d == 0) goto next_n; d++; }
 *       count++;
 *   next_n:
 *       n++;
 *   }
 *   return count;
 */
static int prog[128];

static int build_program(void) {
    int p = 0;
#define E(x) (prog[p++] = (x))
    E(PUSH); E(2); E(STORE); E(0);                 /* 0: n = 2 */
    E(PUSH); E(0); E(STORE); E(2);                 /* 4: count = 0 */
    int loop_n = p;                                /* 8 */
    E(LOAD); E(0); E(LOAD); E(3); E(LT); E(JZ);
    int fix_end = p; E(0);
    E(PUSH); E(2); E(STORE); E(1);                 /* d = 2 */
    int loop_d = p;
    E(LOAD); E(1); E(DUP); E(MUL); E(LOAD); E(0); E(LE); E(JZ);
    int fix_prime = p; E(0);
    E(LOAD); E(0); E(LOAD); E(1); E(MOD); E(JZ);
    int fix_next = p; E(0);
    E(LOAD); E(1); E(PUSH); E(1); E(ADD); E(STORE); E(1);
    E(JMP); E(loop_d);
    prog[fix_prime] = p;                           /* prime: count++ */
    E(LOAD); E(2); E(PUSH); E(1); E(ADD); E(STORE); E(2);
    prog[fix_next] = p;                            /* next_n: n++ */
    E(LOAD); E(0); E(PUSH); E(1); E(ADD); E(STORE); E(0);
    E(JMP); E(loop_n);
    prog[fix_end] = p;
    E(LOAD); E(2); E(HALT);
#undef E
    return p;
}

static long run(const int *pc0, long *vars) {
    long stack[64];
    int sp = 0;
    const int *pc = pc0;
    long a, b;
    for (;;) {
        switch (*pc++) {
        case PUSH: stack[sp++] = *pc++; break;
        case LOAD: stack[sp++] = vars[*pc++]; break;
        case STORE: vars[*pc++] = stack[--sp]; break;
        case ADD: b = stack[--sp]; a = stack[--sp]; stack[sp++] = a + b; break;
        case SUB: b = stack[--sp]; a = stack[--sp]; stack[sp++] = a - b; break;
        case MUL: b = stack[--sp]; a = stack[--sp]; stack[sp++] = a * b; break;
        case MOD: b = stack[--sp]; a = stack[--sp]; stack[sp++] = a % b; break;
        case LT: b = stack[--sp]; a = stack[--sp]; stack[sp++] = a < b; break;
        case LE: b = stack[--sp]; a = stack[--sp]; stack[sp++] = a <= b; break;
        case EQ: b = stack[--sp]; a = stack[--sp]; stack[sp++] = a == b; break;
        case JZ: a = stack[--sp]; if (a == 0) pc = pc0 + *pc; else pc++; break;
        case JMP: pc = pc0 + *pc; break;
        case DUP: a = stack[sp - 1]; stack[sp++] = a; break;
        case POP: sp--; break;
        case HALT: return stack[--sp];
        default: return -1;
        }
    }
}

int main(int argc, char **argv) {
    long bound = argc > 1 ? atol(argv[1]) : 5000;
    build_program();
    long vars[4] = {0, 0, 0, bound};
    printf("primes below %ld: %ld\n", bound, run(prog, vars));
    return 0;
}
