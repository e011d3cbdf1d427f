/* Dense switches (compiled to jump tables / lookup tables), switch on chars and enums,
 * default in the middle, nested switches. */
#include <stdio.h>

enum op { NOP, PUSH, POP, ADD, SUB, MUL, DUP, SWAP, NEG, HALT };

static const char *op_name(enum op o) {
    switch (o) {
    case NOP: return "nop";
    case PUSH: return "push";
    case POP: return "pop";
    case ADD: return "add";
    case SUB: return "sub";
    case MUL: return "mul";
    case DUP: return "dup";
    case SWAP: return "swap";
    case NEG: return "neg";
    case HALT: return "halt";
    }
    return "?";
}

static int dense(int x) {
    switch (x) {
    case 0: return 17;
    case 1: return 4;
    case 2: return -9;
    case 3: return 100;
    case 4: return 33;
    default: return -1;
    case 5: return 8;
    case 6: return 0;
    case 7: return 71;
    case 8: return 2;
    case 9: return 19;
    case 10: return -50;
    case 11: return 6;
    }
}

static int char_class(char c) {
    switch (c) {
    case '0': case '1': case '2': case '3': case '4':
    case '5': case '6': case '7': case '8': case '9':
        return 1;
    case 'a': case 'e': case 'i': case 'o': case 'u':
        return 2;
    case ' ': case '\t': case '\n':
        return 3;
    case '+': case '-': case '*': case '/':
        return 4;
    default:
        return 0;
    }
}

static int work(int x) {
    int r = 0;
    switch (x & 15) {
    case 0: r += x; break;
    case 1: r -= x; break;
    case 2: r = x * 3; break;
    case 3: r = x / 3; break;
    case 4: r = x ^ 0x55; break;
    case 5: r = ~x; break;
    case 6: r = x << 2; break;
    case 7: r = x >> 1; break;
    case 8: r = x % 7; break;
    case 9: r = -x; break;
    case 10: r = x | 0x100; break;
    case 11: r = x & 0xf0; break;
    case 12: r = x + 1000; break;
    case 13: r = x - 1000; break;
    case 14: r = (x * 7) & 0xff; break;
    case 15: r = 42; break;
    }
    return r;
}

static int nested(int a, int b) {
    switch (a % 3) {
    case 0:
        switch (b % 4) {
        case 0: return 1;
        case 1: return 2;
        case 2: return 3;
        default: return 4;
        }
    case 1:
        switch (b % 2) {
        case 0: return 10;
        default: return 20;
        }
    default:
        return 100 + b;
    }
}

int main(void) {
    enum op prog[] = {PUSH, PUSH, ADD, DUP, MUL, PUSH, SWAP, SUB, NEG, NOP, PUSH, MUL, POP, HALT};
    long stack[16];
    int sp = 0;
    long next = 3;
    for (int pc = 0; prog[pc] != HALT; pc++) {
        switch (prog[pc]) {
        case NOP: break;
        case PUSH: stack[sp++] = next; next += 4; break;
        case POP: sp--; break;
        case ADD: sp--; stack[sp - 1] += stack[sp]; break;
        case SUB: sp--; stack[sp - 1] -= stack[sp]; break;
        case MUL: sp--; stack[sp - 1] *= stack[sp]; break;
        case DUP: stack[sp] = stack[sp - 1]; sp++; break;
        case SWAP: { long t = stack[sp - 1]; stack[sp - 1] = stack[sp - 2]; stack[sp - 2] = t; } break;
        case NEG: stack[sp - 1] = -stack[sp - 1]; break;
        case HALT: break;
        }
        printf("%-5s sp=%d top=%ld\n", op_name(prog[pc]), sp, sp ? stack[sp - 1] : 0L);
    }
    long s = 0;
    for (int i = -3; i < 16; i++) {
        s = s * 3 + dense(i);
        printf("dense(%d)=%d\n", i, dense(i));
    }
    printf("dense sum %ld\n", s);
    const char *text = "x = 42 + y*7 / (a - 3)\tdone\n";
    int counts[5] = {0};
    for (const char *p = text; *p; p++)
        counts[char_class(*p)]++;
    printf("classes: other=%d digit=%d vowel=%d space=%d op=%d\n", counts[0], counts[1],
           counts[2], counts[3], counts[4]);
    long w = 0;
    for (int i = 0; i < 200; i++)
        w += work(i * 37 + 5);
    printf("work sum %ld\n", w);
    for (int a = 0; a < 6; a++) {
        for (int b = 0; b < 6; b++)
            printf("%4d", nested(a, b));
        printf("\n");
    }
    return (int)(stack[0] & 0x7f);
}
