/* A tiny register VM with an assembler from text: labels, arithmetic, conditional jumps,
 * calls/returns with a stack, memory loads/stores. Runs a few programs and prints traces. */
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <ctype.h>

enum opcode { LI, MOV, ADD, SUB, MUL, DIV, MOD, JMP, JZ, JNZ, JLT, CALL, RET, LD, ST, OUT, HLT };
static const char *const mnem[] = {"li", "mov", "add", "sub", "mul", "div", "mod", "jmp", "jz",
                                   "jnz", "jlt", "call", "ret", "ld", "st", "out", "hlt"};

struct insn {
    enum opcode op;
    int a, b, c;
    char label[12];
};

struct vm {
    long reg[8];
    long mem[64];
    int stack[32];
    int sp;
    long steps;
};

static int parse_reg(const char *s) { return s[0] == 'r' ? s[1] - '0' : -1; }

static int assemble(const char *src, struct insn *prog, char labels[][12], int *label_pc) {
    int n = 0, nl = 0;
    char line[64];
    const char *p = src;
    while (*p) {
        const char *e = strchr(p, '\n');
        size_t len = e ? (size_t)(e - p) : strlen(p);
        memcpy(line, p, len);
        line[len] = 0;
        p += len + (e ? 1 : 0);
        char *s = line;
        while (isspace((unsigned char)*s))
            s++;
        if (!*s || *s == ';')
            continue;
        char *colon = strchr(s, ':');
        if (colon) {
            *colon = 0;
            strcpy(labels[nl], s);
            label_pc[nl++] = n;
            continue;
        }
        char tok[4][12] = {{0}};
        int nt = 0;
        while (*s && nt < 4) {
            while (*s == ' ' || *s == ',')
                s++;
            int k = 0;
            while (*s && *s != ' ' && *s != ',')
                tok[nt][k++] = *s++;
            tok[nt][k] = 0;
            if (k)
                nt++;
        }
        struct insn *in = &prog[n++];
        memset(in, 0, sizeof *in);
        for (int o = 0; o <= HLT; o++)
            if (strcmp(tok[0], mnem[o]) == 0)
                in->op = (enum opcode)o;
        int *fields[3] = {&in->a, &in->b, &in->c};
        for (int t = 1; t < nt; t++) {
            int r = parse_reg(tok[t]);
            if (r >= 0)
                *fields[t - 1] = r;
            else if (isdigit((unsigned char)tok[t][0]) || tok[t][0] == '-')
                *fields[t - 1] = atoi(tok[t]);
            else
                strcpy(in->label, tok[t]);
        }
    }
    /* resolve labels into field c */
    for (int i = 0; i < n; i++)
        if (prog[i].label[0])
            for (int l = 0; l < nl; l++)
                if (strcmp(prog[i].label, labels[l]) == 0)
                    prog[i].c = label_pc[l];
    return n;
}

static int run(struct vm *vm, const struct insn *prog, int n, long max_steps) {
    int pc = 0;
    while (pc >= 0 && pc < n && vm->steps < max_steps) {
        const struct insn *in = &prog[pc++];
        vm->steps++;
        long *r = vm->reg;
        switch (in->op) {
        case LI: r[in->a] = in->b; break;
        case MOV: r[in->a] = r[in->b]; break;
        case ADD: r[in->a] = r[in->b] + r[in->c]; break;
        case SUB: r[in->a] = r[in->b] - r[in->c]; break;
        case MUL: r[in->a] = r[in->b] * r[in->c]; break;
        case DIV: if (!r[in->c]) return -2; r[in->a] = r[in->b] / r[in->c]; break;
        case MOD: if (!r[in->c]) return -2; r[in->a] = r[in->b] % r[in->c]; break;
        case JMP: pc = in->c; break;
        case JZ: if (!r[in->a]) pc = in->c; break;
        case JNZ: if (r[in->a]) pc = in->c; break;
        case JLT: if (r[in->a] < r[in->b]) pc = in->c; break;
        case CALL: vm->stack[vm->sp++] = pc; pc = in->c; break;
        case RET: if (!vm->sp) return -3; pc = vm->stack[--vm->sp]; break;
        case LD: r[in->a] = vm->mem[r[in->b] & 63]; break;
        case ST: vm->mem[r[in->b] & 63] = r[in->a]; break;
        case OUT: printf("  out r%d = %ld\n", in->a, r[in->a]); break;
        case HLT: return 0;
        }
    }
    return vm->steps >= max_steps ? -1 : 0;
}

static const char *progs[] = {
    /* gcd via mod */
    "  li r0, 1071\n  li r1, 462\nloop:\n  jz r1, done\n  mod r2, r0, r1\n  mov r0, r1\n"
    "  mov r1, r2\n  jmp loop\ndone:\n  out r0\n  hlt\n",
    /* sum of squares 1..20 through a subroutine */
    "  li r0, 0\n  li r1, 1\n  li r3, 21\nnext:\n  call square\n  add r0, r0, r2\n"
    "  li r4, 1\n  add r1, r1, r4\n  jlt r1, r3, next\n  out r0\n  hlt\n"
    "square:\n  mul r2, r1, r1\n  ret\n",
    /* sieve of small primes in memory, print count */
    "  li r0, 2\n  li r7, 64\nfill:\n  li r1, 1\n  st r1, r0\n  li r1, 1\n  add r0, r0, r1\n"
    "  jlt r0, r7, fill\n  li r0, 2\nouter:\n  ld r1, r0\n  jz r1, skip\n  mul r2, r0, r0\n"
    "inner:\n  jlt r2, r7, mark\n  jmp skip\nmark:\n  li r3, 0\n  st r3, r2\n"
    "  add r2, r2, r0\n  jmp inner\nskip:\n  li r1, 1\n  add r0, r0, r1\n  jlt r0, r7, outer\n"
    "  li r0, 2\n  li r5, 0\ncount:\n  ld r1, r0\n  add r5, r5, r1\n  li r1, 1\n"
    "  add r0, r0, r1\n  jlt r0, r7, count\n  out r5\n  hlt\n",
    /* infinite loop: hits the step limit */
    "spin:\n  jmp spin\n",
    /* division by zero */
    "  li r0, 5\n  li r1, 0\n  div r2, r0, r1\n  hlt\n",
};

int main(void) {
    for (int i = 0; i < 5; i++) {
        struct insn prog[64];
        char labels[16][12];
        int label_pc[16];
        int n = assemble(progs[i], prog, labels, label_pc);
        struct vm vm;
        memset(&vm, 0, sizeof vm);
        printf("program %d: %d instructions\n", i, n);
        for (int k = 0; k < n && k < 4; k++)
            printf("  [%d] %s %d %d %d\n", k, mnem[prog[k].op], prog[k].a, prog[k].b, prog[k].c);
        int rc = run(&vm, prog, n, 20000);
        printf("  rc=%d steps=%ld r0=%ld r5=%ld\n", rc, vm.steps, vm.reg[0], vm.reg[5]);
    }
    return 0;
}
