/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 1009 --max-funcs 3 --max-block-depth 3 --max-expr-complexity 6 --float -o s1009.c
 * Seed:      1009
 */

#include <float.h>
#include <math.h>
#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static int32_t g_3 = (-10L);
static int32_t g_5[10][9] = {{(-1L),(-1L),(-1L),0x5764361AL,(-1L),0xDEE94CCBL,0xDEE94CCBL,(-1L),0x5764361AL},{0x7263B0A6L,(-6L),0x7263B0A6L,0xDE6B9338L,0L,2L,0xA5B5CF0AL,(-6L),0x1AC06E32L},{(-1L),(-1L),(-1L),0x5764361AL,(-1L),0xDEE94CCBL,0xDEE94CCBL,(-1L),0x5764361AL},{0x7263B0A6L,(-6L),0x7263B0A6L,0xDE6B9338L,0L,2L,0xA5B5CF0AL,(-6L),0x1AC06E32L},{(-1L),(-1L),(-1L),0x5764361AL,(-1L),0xDEE94CCBL,0xDEE94CCBL,(-1L),0x5764361AL},{0x7263B0A6L,2L,0xB56CEF3CL,0x94D0E834L,0xA5B5CF0AL,0x1FC80AE7L,1L,2L,0xFA2EF703L},{0x3E32883EL,0xDEE94CCBL,0x3E32883EL,0xFB1AF9D6L,0xDEE94CCBL,0xC42206DDL,0xC42206DDL,0xDEE94CCBL,0xFB1AF9D6L},{0xB56CEF3CL,2L,0xB56CEF3CL,0x94D0E834L,0xA5B5CF0AL,0x1FC80AE7L,1L,2L,0xFA2EF703L},{0x3E32883EL,0xDEE94CCBL,0x3E32883EL,0xFB1AF9D6L,0xDEE94CCBL,0xC42206DDL,0xC42206DDL,0xDEE94CCBL,0xFB1AF9D6L},{0xB56CEF3CL,2L,0xB56CEF3CL,0x94D0E834L,0xA5B5CF0AL,0x1FC80AE7L,1L,2L,0xFA2EF703L}};
static volatile int32_t g_6 = 1L;/* VOLATILE GLOBAL g_6 */
static uint32_t g_7 = 18446744073709551614UL;


/* --- FORWARD DECLARATIONS --- */
static uint64_t  func_1(void);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_7 g_5
 * writes: g_7
 */
static uint64_t  func_1(void)
{ /* block id: 0 */
    int32_t *l_2 = &g_3;
    int32_t *l_4[4];
    int i;
    for (i = 0; i < 4; i++)
        l_4[i] = (void*)0;
    --g_7;
    return g_5[0][0];
}




/* ---------------------------------------- */
int main (int argc, char* argv[])
{
    int i, j;
    int print_hash_value = 0;
    if (argc == 2 && strcmp(argv[1], "1") == 0) print_hash_value = 1;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_3, "g_3", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        for (j = 0; j < 9; j++)
        {
            transparent_crc(g_5[i][j], "g_5[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_6, "g_6", print_hash_value);
    transparent_crc(g_7, "g_7", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 3
XXX total union variables: 0

XXX non-zero bitfields defined in structs: 0
XXX zero bitfields defined in structs: 0
XXX const bitfields defined in structs: 0
XXX volatile bitfields defined in structs: 0
XXX structs with bitfields in the program: 0
breakdown:
XXX full-bitfields structs in the program: 0
breakdown:
XXX times a bitfields struct's address is taken: 0
XXX times a bitfields struct on LHS: 0
XXX times a bitfields struct on RHS: 0
XXX times a single bitfield on LHS: 0
XXX times a single bitfield on RHS: 0

XXX max expression depth: 1
breakdown:
   depth: 1, occurrence: 3

XXX total number of pointers: 2

XXX times a variable address is taken: 1
XXX times a pointer is dereferenced on RHS: 0
breakdown:
XXX times a pointer is dereferenced on LHS: 0
breakdown:
XXX times a pointer is compared with null: 0
XXX times a pointer is compared with address of another variable: 0
XXX times a pointer is compared with another pointer: 0
XXX times a pointer is qualified to be dereferenced: 51
XXX number of pointers point to pointers: 0
XXX number of pointers point to scalars: 2
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 50
XXX average alias set size: 1

XXX times a non-volatile is read: 1
XXX times a non-volatile is write: 1
XXX times a volatile is read: 0
XXX    times read thru a pointer: 0
XXX times a volatile is write: 0
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 2
XXX percentage of non-volatile access: 100

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 2
XXX max block depth: 0
breakdown:
   depth: 0, occurrence: 2

XXX percentage a fresh-made variable is used: 23.1
XXX percentage an existing variable is used: 76.9
FYI: the random generator makes assumptions about the integer size. See platform.info for more details.
********************* end of statistics **********************/

