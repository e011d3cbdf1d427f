/* Linked with a module instrumented by ircount.awk: prints how many IR instructions ran. */
#include <stdio.h>

extern unsigned long long __ir_count;

__attribute__((destructor)) static void ircount_report(void) {
    fprintf(stderr, "ir-instructions: %llu\n", __ir_count);
}
