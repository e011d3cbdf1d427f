/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 1006 --max-funcs 3 --max-block-depth 3 --max-expr-complexity 6 --float -o s1006.c
 * Seed:      1006
 */

#include <float.h>
#include <math.h>
#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static int32_t g_3 = 0xA60D0058L;
static int64_t g_11 = (-5L);
static volatile float g_12 = (-0x1.1p+1);/* VOLATILE GLOBAL g_12 */
static volatile int16_t g_13 = (-1L);/* VOLATILE GLOBAL g_13 */
static uint16_t g_14[9] = {0x07E2L,0x07E2L,0x07E2L,0x07E2L,0x07E2L,0x07E2L,0x07E2L,0x07E2L,0x07E2L};
static uint8_t g_17[5] = {247UL,247UL,247UL,247UL,247UL};


/* --- FORWARD DECLARATIONS --- */
static uint32_t  func_1(void);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_14 g_17 g_3
 * writes: g_14 g_17
 */
static uint32_t  func_1(void)
{ /* block id: 0 */
    int32_t *l_2 = &g_3;
    int32_t *l_4 = &g_3;
    int32_t l_5 = 0x63E8E1B8L;
    int32_t *l_6 = &g_3;
    int32_t *l_7 = &l_5;
    int32_t *l_8 = &l_5;
    int32_t *l_9[9][7] = {{(void*)0,(void*)0,&g_3,(void*)0,(void*)0,&l_5,&l_5},{&g_3,&l_5,&l_5,(void*)0,(void*)0,&g_3,&l_5},{&l_5,&l_5,&g_3,&l_5,(void*)0,&g_3,&l_5},{&g_3,&l_5,(void*)0,(void*)0,&l_5,&g_3,&l_5},{&g_3,(void*)0,&l_5,&g_3,&g_3,(void*)0,&g_3},{&l_5,&g_3,&l_5,&g_3,&l_5,(void*)0,&l_5},{(void*)0,&l_5,&l_5,&l_5,&g_3,&g_3,&l_5},{&l_5,(void*)0,&l_5,&l_5,&g_3,&l_5,(void*)0},{&l_5,&g_3,&l_5,&g_3,&g_3,&l_5,&l_5}};
    int32_t l_10 = 0x0A221525L;
    int i, j;
    g_14[5]--;
    g_17[2]--;
    return g_3;
}




/* ---------------------------------------- */
int main (int argc, char* argv[])
{
    int i;
    int print_hash_value = 0;
    if (argc == 2 && strcmp(argv[1], "1") == 0) print_hash_value = 1;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_3, "g_3", print_hash_value);
    transparent_crc(g_11, "g_11", print_hash_value);
    transparent_crc_bytes (&g_12, sizeof(g_12), "g_12", print_hash_value);
    transparent_crc(g_13, "g_13", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        transparent_crc(g_14[i], "g_14[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_17[i], "g_17[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 7
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
   depth: 1, occurrence: 5

XXX total number of pointers: 6

XXX times a variable address is taken: 25
XXX times a pointer is dereferenced on RHS: 0
breakdown:
XXX times a pointer is dereferenced on LHS: 0
breakdown:
XXX times a pointer is compared with null: 0
XXX times a pointer is compared with address of another variable: 0
XXX times a pointer is compared with another pointer: 0
XXX times a pointer is qualified to be dereferenced: 96
XXX number of pointers point to pointers: 0
XXX number of pointers point to scalars: 6
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 16.7
XXX average alias set size: 1.33

XXX times a non-volatile is read: 1
XXX times a non-volatile is write: 2
XXX times a volatile is read: 0
XXX    times read thru a pointer: 0
XXX times a volatile is write: 0
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 4
XXX percentage of non-volatile access: 100

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 3
XXX max block depth: 0
breakdown:
   depth: 0, occurrence: 3

XXX percentage a fresh-made variable is used: 36.8
XXX percentage an existing variable is used: 63.2
FYI: the random generator makes assumptions about the integer size. See platform.info for more details.
********************* end of statistics **********************/

