/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 2426 --max-funcs 3 --max-block-depth 3 --max-expr-complexity 6 -o s2426.c
 * Seed:      2426
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
#pragma pack(push)
#pragma pack(1)
struct S1 {
   const volatile signed f0 : 28;
   signed f1 : 17;
   unsigned f2 : 4;
   signed f3 : 27;
   volatile unsigned f4 : 15;
   unsigned f5 : 31;
   signed f6 : 1;
   signed f7 : 19;
   unsigned f8 : 24;
   signed f9 : 6;
};
#pragma pack(pop)

struct S2 {
   signed f0 : 29;
   unsigned f1 : 26;
   volatile signed f2 : 17;
   const unsigned f3 : 17;
   volatile signed f4 : 20;
   signed f5 : 3;
   signed f6 : 10;
   signed f7 : 10;
   signed f8 : 23;
};

/* --- GLOBAL VARIABLES --- */
static volatile int32_t g_3 = 7L;/* VOLATILE GLOBAL g_3 */
static volatile int32_t g_4 = 1L;/* VOLATILE GLOBAL g_4 */
static volatile int32_t g_5 = 1L;/* VOLATILE GLOBAL g_5 */
static int32_t g_6 = (-3L);
static int32_t g_15 = 0xD3624B67L;
static int32_t * volatile g_14 = &g_15;/* VOLATILE GLOBAL g_14 */
static const int32_t g_21 = 6L;
static const int32_t *g_20 = &g_21;
static struct S2 g_25 = {14021,2278,341,225,417,-1,29,23,1182};/* VOLATILE GLOBAL g_25 */
static struct S2 *g_24 = &g_25;
static struct S2 ** volatile g_23[4] = {&g_24,&g_24,&g_24,&g_24};
static struct S1 g_28[2][1][5] = {{{{-11735,-87,0,-4404,91,11123,0,152,2081,-7},{-11735,-87,0,-4404,91,11123,0,152,2081,-7},{-15010,-303,3,10731,3,15754,-0,-185,3067,6},{-703,-226,0,7301,160,10413,0,433,882,-6},{-15010,-303,3,10731,3,15754,-0,-185,3067,6}}},{{{-11735,-87,0,-4404,91,11123,0,152,2081,-7},{-11735,-87,0,-4404,91,11123,0,152,2081,-7},{-15010,-303,3,10731,3,15754,-0,-185,3067,6},{-703,-226,0,7301,160,10413,0,433,882,-6},{-15010,-303,3,10731,3,15754,-0,-185,3067,6}}}};
static int32_t g_30 = 0xE99FD40FL;
static struct S2 g_31[8] = {{10110,6802,-336,189,-834,-0,-1,17,-414},{10110,6802,-336,189,-834,-0,-1,17,-414},{10110,6802,-336,189,-834,-0,-1,17,-414},{10110,6802,-336,189,-834,-0,-1,17,-414},{10110,6802,-336,189,-834,-0,-1,17,-414},{10110,6802,-336,189,-834,-0,-1,17,-414},{10110,6802,-336,189,-834,-0,-1,17,-414},{10110,6802,-336,189,-834,-0,-1,17,-414}};
static const struct S1 g_33[8] = {{2304,-210,1,-4183,149,17273,-0,583,2011,-1},{2304,-210,1,-4183,149,17273,-0,583,2011,-1},{2304,-210,1,-4183,149,17273,-0,583,2011,-1},{2304,-210,1,-4183,149,17273,-0,583,2011,-1},{2304,-210,1,-4183,149,17273,-0,583,2011,-1},{2304,-210,1,-4183,149,17273,-0,583,2011,-1},{2304,-210,1,-4183,149,17273,-0,583,2011,-1},{2304,-210,1,-4183,149,17273,-0,583,2011,-1}};


/* --- FORWARD DECLARATIONS --- */
static int16_t  func_1(void);
static struct S1  func_7(int8_t  p_8);
static int32_t  func_9(uint8_t  p_10);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_6 g_3 g_14 g_15 g_28 g_20 g_21 g_30 g_25.f5 g_25.f1 g_31 g_33 g_5
 * writes: g_6 g_15 g_20 g_30
 */
static int16_t  func_1(void)
{ /* block id: 0 */
    uint8_t l_2[3][2] = {{7UL,7UL},{7UL,7UL},{7UL,7UL}};
    int32_t l_41[6] = {7L,1L,7L,7L,1L,7L};
    int32_t l_47[8];
    int i, j;
    for (i = 0; i < 8; i++)
        l_47[i] = 0xEB6B183DL;
    for (g_6 = 0; (g_6 <= 1); g_6 += 1)
    { /* block id: 3 */
        int32_t *l_29 = &g_30;
        int32_t l_40[6];
        uint64_t l_42 = 0x7AD93CD927889C38LL;
        int32_t *l_45 = &l_40[5];
        int32_t *l_46[6][4][7] = {{{&l_40[5],&l_41[0],&g_15,&g_30,(void*)0,&g_30,(void*)0},{&l_41[0],&l_40[5],(void*)0,&g_15,(void*)0,(void*)0,(void*)0},{&l_40[0],(void*)0,&l_40[5],&l_41[0],&l_41[0],&l_41[3],(void*)0},{&g_15,&l_40[5],(void*)0,&g_15,&l_40[5],&g_30,(void*)0}},{{&g_15,&l_40[5],&l_40[4],&l_41[0],(void*)0,(void*)0,(void*)0},{(void*)0,&l_40[5],&l_40[5],(void*)0,&l_41[4],(void*)0,(void*)0},{(void*)0,(void*)0,&l_40[5],&l_40[0],&g_15,&g_15,(void*)0},{&l_41[0],&l_40[4],&l_40[5],(void*)0,(void*)0,&g_30,(void*)0}},{{&l_41[0],&l_40[5],(void*)0,&g_15,(void*)0,(void*)0,(void*)0},{&l_40[0],(void*)0,&l_40[5],&l_41[0],&l_41[0],&l_41[3],(void*)0},{&g_15,&l_40[5],(void*)0,&g_15,&l_40[5],&g_30,(void*)0},{&g_15,&l_40[5],&l_40[4],&l_41[0],(void*)0,(void*)0,(void*)0}},{{(void*)0,&l_40[5],&l_40[5],(void*)0,&l_41[4],(void*)0,(void*)0},{(void*)0,(void*)0,&l_40[5],&l_40[0],&g_15,&g_15,(void*)0},{&l_41[0],&l_40[4],&l_40[5],(void*)0,(void*)0,&g_30,(void*)0},{&l_41[0],&l_40[5],(void*)0,&g_15,(void*)0,(void*)0,(void*)0}},{{&l_40[0],(void*)0,&l_40[5],&l_41[0],&l_41[0],&l_41[3],(void*)0},{&g_15,&l_40[5],(void*)0,&g_15,&l_40[5],&g_30,(void*)0},{&g_15,&l_40[5],&l_40[4],&l_41[0],(void*)0,(void*)0,(void*)0},{(void*)0,&l_40[5],&l_40[5],(void*)0,&l_41[4],(void*)0,(void*)0}},{{(void*)0,(void*)0,&l_40[5],&l_40[0],&g_15,&g_15,(void*)0},{&l_41[0],&l_40[4],&l_40[5],(void*)0,(void*)0,&g_30,(void*)0},{&l_41[0],&l_40[5],(void*)0,&g_15,(void*)0,(void*)0,(void*)0},{&l_40[0],(void*)0,&l_40[5],&l_41[0],&l_41[0],&l_41[3],(void*)0}}};
        uint16_t l_48 = 65533UL;
        int i, j, k;
        for (i = 0; i < 6; i++)
            l_40[i] = 1L;
        if ((((0xC8D46758L > ((*l_29) ^= (func_7(g_3) , (*g_20)))) | (l_2[1][1] > g_25.f5)) > g_25.f1))
        { /* block id: 18 */
            int64_t l_34 = 0x3FA0E8981CC38464LL;
            int32_t **l_37 = &l_29;
            (*l_29) = ((g_31[0] , (l_2[2][0] <= (safe_unary_minus_func_uint64_t_u(((g_33[7] , l_34) != (((safe_lshift_func_uint16_t_u_s(g_33[7].f8, g_31[0].f5)) > g_28[1][0][1].f1) > 7UL)))))) & 0x9BL);
            (*l_37) = &g_15;
        }
        else
        { /* block id: 21 */
            int32_t *l_38 = (void*)0;
            int32_t *l_39[2][6][4] = {{{&g_30,&g_30,&g_30,&g_30},{&g_30,&g_30,&g_30,&g_30},{&g_30,&g_30,&g_30,&g_30},{&g_30,&g_30,&g_30,&g_30},{&g_30,&g_30,&g_30,&g_30},{&g_30,&g_30,&g_30,&g_30}},{{&g_30,&g_30,&g_30,&g_30},{&g_30,&g_30,&g_30,&g_30},{&g_30,&g_30,&g_30,&g_30},{&g_30,&g_30,&g_30,&g_30},{&g_30,&g_30,&g_30,&g_30},{&g_30,&g_30,&g_30,&g_30}}};
            int i, j, k;
            l_42--;
            if ((*g_14))
                break;
            (*g_14) ^= (*l_29);
        }
        l_48++;
        for (l_48 = 0; (l_48 <= 1); l_48 += 1)
        { /* block id: 29 */
            (*l_45) |= 0x6FB27AD4L;
        }
    }
    return g_5;
}


/* ------------------------------------------ */
/* 
 * reads : g_14 g_15 g_28
 * writes: g_15 g_20
 */
static struct S1  func_7(int8_t  p_8)
{ /* block id: 4 */
    int32_t *l_27 = &g_15;
    (*l_27) = func_9(p_8);
    return g_28[1][0][1];
}


/* ------------------------------------------ */
/* 
 * reads : g_14 g_15
 * writes: g_15 g_20
 */
static int32_t  func_9(uint8_t  p_10)
{ /* block id: 5 */
    uint8_t l_13 = 0x35L;
    const int32_t *l_18 = &g_15;
    (*g_14) &= (safe_add_func_int8_t_s_s(0x88L, (p_10 , l_13)));
    for (g_15 = 0; (g_15 > 13); g_15 = safe_add_func_int64_t_s_s(g_15, 6))
    { /* block id: 9 */
        const int32_t **l_19[7][4] = {{&l_18,&l_18,&l_18,&l_18},{&l_18,&l_18,&l_18,&l_18},{&l_18,&l_18,&l_18,&l_18},{&l_18,&l_18,&l_18,&l_18},{&l_18,&l_18,&l_18,&l_18},{&l_18,&l_18,&l_18,&l_18},{&l_18,&l_18,&l_18,&l_18}};
        struct S2 *l_22 = (void*)0;
        struct S2 **l_26 = &l_22;
        int i, j;
        g_20 = l_18;
        (*l_26) = l_22;
        return p_10;
    }
    return p_10;
}




/* ---------------------------------------- */
int main (int argc, char* argv[])
{
    int i, j, k;
    int print_hash_value = 0;
    if (argc == 2 && strcmp(argv[1], "1") == 0) print_hash_value = 1;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_3, "g_3", print_hash_value);
    transparent_crc(g_4, "g_4", print_hash_value);
    transparent_crc(g_5, "g_5", print_hash_value);
    transparent_crc(g_6, "g_6", print_hash_value);
    transparent_crc(g_15, "g_15", print_hash_value);
    transparent_crc(g_21, "g_21", print_hash_value);
    transparent_crc(g_25.f0, "g_25.f0", print_hash_value);
    transparent_crc(g_25.f1, "g_25.f1", print_hash_value);
    transparent_crc(g_25.f2, "g_25.f2", print_hash_value);
    transparent_crc(g_25.f3, "g_25.f3", print_hash_value);
    transparent_crc(g_25.f4, "g_25.f4", print_hash_value);
    transparent_crc(g_25.f5, "g_25.f5", print_hash_value);
    transparent_crc(g_25.f6, "g_25.f6", print_hash_value);
    transparent_crc(g_25.f7, "g_25.f7", print_hash_value);
    transparent_crc(g_25.f8, "g_25.f8", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 1; j++)
        {
            for (k = 0; k < 5; k++)
            {
                transparent_crc(g_28[i][j][k].f0, "g_28[i][j][k].f0", print_hash_value);
                transparent_crc(g_28[i][j][k].f1, "g_28[i][j][k].f1", print_hash_value);
                transparent_crc(g_28[i][j][k].f2, "g_28[i][j][k].f2", print_hash_value);
                transparent_crc(g_28[i][j][k].f3, "g_28[i][j][k].f3", print_hash_value);
                transparent_crc(g_28[i][j][k].f4, "g_28[i][j][k].f4", print_hash_value);
                transparent_crc(g_28[i][j][k].f5, "g_28[i][j][k].f5", print_hash_value);
                transparent_crc(g_28[i][j][k].f6, "g_28[i][j][k].f6", print_hash_value);
                transparent_crc(g_28[i][j][k].f7, "g_28[i][j][k].f7", print_hash_value);
                transparent_crc(g_28[i][j][k].f8, "g_28[i][j][k].f8", print_hash_value);
                transparent_crc(g_28[i][j][k].f9, "g_28[i][j][k].f9", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_30, "g_30", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_31[i].f0, "g_31[i].f0", print_hash_value);
        transparent_crc(g_31[i].f1, "g_31[i].f1", print_hash_value);
        transparent_crc(g_31[i].f2, "g_31[i].f2", print_hash_value);
        transparent_crc(g_31[i].f3, "g_31[i].f3", print_hash_value);
        transparent_crc(g_31[i].f4, "g_31[i].f4", print_hash_value);
        transparent_crc(g_31[i].f5, "g_31[i].f5", print_hash_value);
        transparent_crc(g_31[i].f6, "g_31[i].f6", print_hash_value);
        transparent_crc(g_31[i].f7, "g_31[i].f7", print_hash_value);
        transparent_crc(g_31[i].f8, "g_31[i].f8", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_33[i].f0, "g_33[i].f0", print_hash_value);
        transparent_crc(g_33[i].f1, "g_33[i].f1", print_hash_value);
        transparent_crc(g_33[i].f2, "g_33[i].f2", print_hash_value);
        transparent_crc(g_33[i].f3, "g_33[i].f3", print_hash_value);
        transparent_crc(g_33[i].f4, "g_33[i].f4", print_hash_value);
        transparent_crc(g_33[i].f5, "g_33[i].f5", print_hash_value);
        transparent_crc(g_33[i].f6, "g_33[i].f6", print_hash_value);
        transparent_crc(g_33[i].f7, "g_33[i].f7", print_hash_value);
        transparent_crc(g_33[i].f8, "g_33[i].f8", print_hash_value);
        transparent_crc(g_33[i].f9, "g_33[i].f9", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 1
breakdown:
   depth: 0, occurrence: 10
   depth: 1, occurrence: 3
XXX total union variables: 0

XXX non-zero bitfields defined in structs: 19
XXX zero bitfields defined in structs: 0
XXX const bitfields defined in structs: 2
XXX volatile bitfields defined in structs: 4
XXX structs with bitfields in the program: 4
breakdown:
   indirect level: 0, occurrence: 3
   indirect level: 1, occurrence: 1
XXX full-bitfields structs in the program: 3
breakdown:
   indirect level: 0, occurrence: 3
XXX times a bitfields struct's address is taken: 1
XXX times a bitfields struct on LHS: 0
XXX times a bitfields struct on RHS: 3
XXX times a single bitfield on LHS: 0
XXX times a single bitfield on RHS: 5

XXX max expression depth: 9
breakdown:
   depth: 1, occurrence: 22
   depth: 2, occurrence: 4
   depth: 3, occurrence: 1
   depth: 8, occurrence: 1
   depth: 9, occurrence: 1

XXX total number of pointers: 15

XXX times a variable address is taken: 50
XXX times a pointer is dereferenced on RHS: 3
breakdown:
   depth: 1, occurrence: 3
XXX times a pointer is dereferenced on LHS: 8
breakdown:
   depth: 1, occurrence: 8
XXX times a pointer is compared with null: 0
XXX times a pointer is compared with address of another variable: 0
XXX times a pointer is compared with another pointer: 0
XXX times a pointer is qualified to be dereferenced: 258

XXX max dereference level: 1
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 23
XXX number of pointers point to pointers: 4
XXX number of pointers point to scalars: 9
XXX number of pointers point to structs: 2
XXX percent of pointers has null in alias set: 20
XXX average alias set size: 1.47

XXX times a non-volatile is read: 26
XXX times a non-volatile is write: 20
XXX times a volatile is read: 3
XXX    times read thru a pointer: 0
XXX times a volatile is write: 2
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 210
XXX percentage of non-volatile access: 90.2

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 19
XXX max block depth: 2
breakdown:
   depth: 0, occurrence: 7
   depth: 1, occurrence: 6
   depth: 2, occurrence: 6

XXX percentage a fresh-made variable is used: 22
XXX percentage an existing variable is used: 78
FYI: the random generator makes assumptions about the integer size. See platform.info for more details.
********************* end of statistics **********************/

