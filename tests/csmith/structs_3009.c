/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 3009 --max-funcs 3 --max-block-depth 3 --max-expr-complexity 6 --max-struct-fields 20 --max-union-fields 10 --max-array-dim 4 -o s3009.c
 * Seed:      3009
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
#pragma pack(push)
#pragma pack(1)
struct S0 {
   int32_t  f0;
   unsigned f1 : 20;
   volatile unsigned f2 : 26;
   volatile signed f3 : 22;
   unsigned f4 : 5;
   unsigned f5 : 31;
};
#pragma pack(pop)

union U2 {
   volatile int32_t  f0;
   const int32_t  f1;
};

/* --- GLOBAL VARIABLES --- */
static volatile int32_t g_2 = (-8L);/* VOLATILE GLOBAL g_2 */
static volatile int32_t g_3 = 0xDB856137L;/* VOLATILE GLOBAL g_3 */
static int32_t g_4 = 0xE9FB1C03L;
static volatile struct S0 g_37 = {1L,989,5605,1123,4,4282};/* VOLATILE GLOBAL g_37 */
static volatile union U2 g_43 = {0x3830AE73L};/* VOLATILE GLOBAL g_43 */
static volatile union U2 * volatile g_42[4] = {&g_43,&g_43,&g_43,&g_43};
static volatile union U2 * volatile * volatile g_44 = &g_42[2];/* VOLATILE GLOBAL g_44 */
static int32_t g_48 = 0x719EFCC7L;
static int8_t g_58 = 7L;
static int8_t g_60 = 0L;
static int32_t *g_63 = &g_4;
static int32_t ** volatile g_62 = &g_63;/* VOLATILE GLOBAL g_62 */
static int32_t ** volatile g_65 = &g_63;/* VOLATILE GLOBAL g_65 */
static volatile struct S0 *g_68 = &g_37;
static int8_t *g_70 = (void*)0;
static int8_t **g_69 = &g_70;
static volatile union U2 g_89 = {2L};/* VOLATILE GLOBAL g_89 */
static volatile union U2 *g_88 = &g_89;
static int32_t **g_96 = &g_63;
static int32_t ***g_95 = &g_96;
static union U2 g_99[4] = {{0x5305585CL},{0x5305585CL},{0x5305585CL},{0x5305585CL}};
static int32_t * volatile g_100 = &g_48;/* VOLATILE GLOBAL g_100 */
static volatile struct S0 g_101 = {0x5E4DFF3BL,391,2335,1440,0,42746};/* VOLATILE GLOBAL g_101 */
static int64_t g_119 = 0xC9C227FEFF19821BLL;
static int32_t g_120 = 0xB10BEF9BL;
static uint64_t g_122 = 0xF714E35B4FB637DDLL;


/* --- FORWARD DECLARATIONS --- */
static uint8_t  func_1(void);
static uint16_t  func_7(int32_t  p_8, uint32_t  p_9, uint32_t  p_10);
static int8_t  func_18(uint32_t  p_19, int64_t  p_20);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_4 g_37 g_3 g_42 g_44 g_43.f0 g_62 g_48 g_65 g_69 g_68 g_88 g_60 g_58 g_100 g_101 g_89.f1 g_122 g_119
 * writes: g_4 g_42 g_58 g_60 g_63 g_68 g_95 g_48 g_37 g_122
 */
static uint8_t  func_1(void)
{ /* block id: 0 */
    uint8_t l_38 = 1UL;
    int32_t l_39 = 0x477A75E3L;
    int32_t l_90[9] = {3L,0L,0L,3L,0L,0L,3L,0L,0L};
    int32_t **l_94 = &g_63;
    int32_t ***l_93 = &l_94;
    union U2 *l_98 = &g_99[2];
    const uint16_t l_103[3][3][9] = {{{0x8DEEL,0x78F2L,0x00D6L,0x8BF3L,0x00D6L,0x78F2L,0x8DEEL,0x78F2L,0x00D6L},{0xEB4BL,65535UL,65535UL,0xEB4BL,65535UL,65535UL,0xEB4BL,65535UL,65535UL},{0x8DEEL,0x78F2L,0x00D6L,0x8BF3L,0x00D6L,0x78F2L,0x8DEEL,0x78F2L,0x00D6L}},{{0xEB4BL,65535UL,0x960BL,65535UL,0x960BL,0x960BL,65535UL,0x960BL,0x960BL},{0x00D6L,65526UL,65535UL,0x78F2L,65535UL,65526UL,0x00D6L,65526UL,65535UL},{65535UL,0x960BL,0x960BL,65535UL,0x960BL,0x960BL,65535UL,0x960BL,0x960BL}},{{0x00D6L,65526UL,65535UL,0x78F2L,65535UL,65526UL,0x00D6L,65526UL,65535UL},{65535UL,0x960BL,0x960BL,65535UL,0x960BL,0x960BL,65535UL,0x960BL,0x960BL},{0x00D6L,65526UL,65535UL,0x78F2L,65535UL,65526UL,0x00D6L,65526UL,65535UL}}};
    uint8_t l_126 = 255UL;
    int i, j, k;
    for (g_4 = 6; (g_4 >= (-21)); g_4 = safe_sub_func_int8_t_s_s(g_4, 5))
    { /* block id: 3 */
        uint32_t l_13 = 0xFDB69689L;
        uint32_t *l_40[2];
        uint16_t l_41 = 65531UL;
        int8_t *l_56 = (void*)0;
        int8_t *l_57 = &g_58;
        int8_t *l_59 = &g_60;
        int8_t **l_73 = &g_70;
        uint64_t l_79 = 18446744073709551615UL;
        int32_t l_92 = 1L;
        uint8_t l_110[5][10] = {{1UL,0x1BL,1UL,5UL,5UL,1UL,0x1BL,1UL,5UL,5UL},{1UL,0x1BL,1UL,5UL,5UL,1UL,0x1BL,1UL,5UL,5UL},{1UL,0x1BL,1UL,5UL,5UL,1UL,0x1BL,1UL,5UL,5UL},{1UL,0x1BL,1UL,5UL,5UL,1UL,0x1BL,1UL,5UL,5UL},{1UL,0x1BL,1UL,5UL,5UL,1UL,0x1BL,1UL,5UL,5UL}};
        int32_t l_121 = 0L;
        uint8_t *l_125 = &l_38;
        int i, j;
        for (i = 0; i < 2; i++)
            l_40[i] = (void*)0;
        if ((func_7(((safe_lshift_func_uint8_t_u_s(l_13, 1)) , ((safe_add_func_int8_t_s_s(((*l_59) = ((*l_57) = (safe_mul_func_int8_t_s_s((l_13 && g_4), func_18((l_41 ^= (~(safe_div_func_int16_t_s_s((safe_mul_func_int8_t_s_s(((safe_mul_func_uint16_t_u_u(((((((safe_sub_func_uint32_t_u_u(((safe_lshift_func_uint16_t_u_u(((safe_unary_minus_func_int64_t_s((((safe_mul_func_uint16_t_u_u((l_38 ^= ((g_37 , g_3) || 1L)), l_39)) <= 254UL) != l_13))) > 0x0B1C5ADFL), g_4)) ^ 4L), (-3L))) != l_13) & 0L) == l_39) ^ g_4) != 18446744073709551609UL), 0x97BDL)) <= l_39), g_4)), g_4)))), g_4))))), 0x5DL)) >= l_13)), l_13, g_4) & g_48))
        { /* block id: 20 */
            int32_t *l_64 = (void*)0;
            int8_t **l_72 = &g_70;
            int64_t l_74 = 3L;
            int32_t l_78 = (-1L);
            int32_t *l_91 = &l_78;
            (*g_65) = l_64;
            for (l_13 = (-9); (l_13 == 57); l_13 = safe_add_func_uint8_t_u_u(l_13, 3))
            { /* block id: 24 */
                int8_t ***l_71[10][2][6] = {{{&g_69,&g_69,&g_69,&g_69,&g_69,&g_69},{&g_69,&g_69,&g_69,(void*)0,&g_69,&g_69}},{{&g_69,(void*)0,&g_69,&g_69,&g_69,&g_69},{&g_69,&g_69,&g_69,&g_69,&g_69,&g_69}},{{&g_69,&g_69,(void*)0,&g_69,&g_69,&g_69},{&g_69,&g_69,(void*)0,(void*)0,&g_69,&g_69}},{{&g_69,(void*)0,&g_69,&g_69,&g_69,&g_69},{&g_69,&g_69,&g_69,&g_69,&g_69,&g_69}},{{&g_69,&g_69,&g_69,&g_69,&g_69,&g_69},{&g_69,&g_69,&g_69,(void*)0,&g_69,&g_69}},{{&g_69,(void*)0,&g_69,&g_69,&g_69,&g_69},{&g_69,&g_69,&g_69,&g_69,&g_69,&g_69}},{{&g_69,&g_69,(void*)0,&g_69,&g_69,&g_69},{&g_69,&g_69,(void*)0,(void*)0,&g_69,&g_69}},{{&g_69,(void*)0,&g_69,&g_69,&g_69,&g_69},{&g_69,&g_69,&g_69,&g_69,&g_69,&g_69}},{{&g_69,&g_69,&g_69,&g_69,&g_69,&g_69},{&g_69,&g_69,&g_69,(void*)0,&g_69,&g_69}},{{&g_69,(void*)0,&g_69,&g_69,&g_69,&g_69},{&g_69,&g_69,&g_69,&g_69,&g_69,&g_69}}};
                int32_t *l_75 = &l_39;
                int32_t *l_76 = &g_48;
                int32_t *l_77 = (void*)0;
                int i, j, k;
                g_68 = &g_37;
                l_73 = (l_72 = g_69);
                if (l_74)
                    break;
                --l_79;
            }
            l_92 = ((*l_91) ^= ((safe_div_func_int64_t_s_s(((safe_mul_func_int8_t_s_s(0xC0L, ((*l_57) ^= ((l_39 , 0x08L) ^ ((safe_rshift_func_int8_t_s_u((((((((*g_68) , (*g_44)) == g_88) , &g_42[0]) == (void*)0) <= 0xA32FBB2FL) && (-1L)), g_60)) > 4294967286UL))))) , l_90[1]), l_41)) && g_48));
            return l_41;
        }
        else
        { /* block id: 35 */
            g_95 = l_93;
        }
        for (l_39 = 0; (l_39 <= 8); l_39 += 1)
        { /* block id: 40 */
            union U2 *l_97 = (void*)0;
            int32_t l_102 = 0xACEB1B18L;
            (*g_100) ^= (l_97 == l_98);
            for (g_48 = 0; (g_48 <= 8); g_48 += 1)
            { /* block id: 44 */
                int i;
                (*g_68) = g_101;
                l_102 = l_90[g_48];
                return g_37.f4;
            }
            l_92 |= l_103[0][2][6];
            for (l_79 = 0; (l_79 <= 1); l_79 += 1)
            { /* block id: 52 */
                int i;
                (**l_93) = l_40[l_79];
            }
        }
        l_126 = ((safe_lshift_func_int16_t_s_s((-5L), 3)) ^ (safe_sub_func_int16_t_s_s((safe_mul_func_int8_t_s_s(((*l_59) = (l_110[4][5] && g_89.f1)), (safe_sub_func_uint16_t_u_u((safe_add_func_int64_t_s_s((safe_add_func_int32_t_s_s(l_79, (~((~((*l_125) = (++g_122))) & 0x7AA26087L)))), l_110[2][8])), l_110[4][5])))), g_119)));
    }
    return l_103[0][0][1];
}


/* ------------------------------------------ */
/* 
 * reads : g_62 g_37.f3
 * writes: g_63
 */
static uint16_t  func_7(int32_t  p_8, uint32_t  p_9, uint32_t  p_10)
{ /* block id: 17 */
    int32_t *l_61 = (void*)0;
    (*g_62) = l_61;
    return g_37.f3;
}


/* ------------------------------------------ */
/* 
 * reads : g_42 g_44 g_43.f0
 * writes: g_42
 */
static int8_t  func_18(uint32_t  p_19, int64_t  p_20)
{ /* block id: 6 */
    int32_t *l_47 = &g_48;
    int32_t *l_49 = &g_48;
    int32_t *l_50 = (void*)0;
    int32_t *l_51 = (void*)0;
    int32_t *l_52[6] = {&g_48,&g_48,&g_48,&g_48,&g_48,&g_48};
    uint32_t l_53[4] = {4294967295UL,4294967295UL,4294967295UL,4294967295UL};
    int i;
    (*g_44) = g_42[0];
    for (p_20 = 0; (p_20 >= 1); p_20++)
    { /* block id: 10 */
        return p_20;
    }
    l_53[0]--;
    return g_43.f0;
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
    transparent_crc(g_2, "g_2", print_hash_value);
    transparent_crc(g_3, "g_3", print_hash_value);
    transparent_crc(g_4, "g_4", print_hash_value);
    transparent_crc(g_37.f0, "g_37.f0", print_hash_value);
    transparent_crc(g_37.f1, "g_37.f1", print_hash_value);
    transparent_crc(g_37.f2, "g_37.f2", print_hash_value);
    transparent_crc(g_37.f3, "g_37.f3", print_hash_value);
    transparent_crc(g_37.f4, "g_37.f4", print_hash_value);
    transparent_crc(g_37.f5, "g_37.f5", print_hash_value);
    transparent_crc(g_43.f0, "g_43.f0", print_hash_value);
    transparent_crc(g_43.f1, "g_43.f1", print_hash_value);
    transparent_crc(g_48, "g_48", print_hash_value);
    transparent_crc(g_58, "g_58", print_hash_value);
    transparent_crc(g_60, "g_60", print_hash_value);
    transparent_crc(g_89.f0, "g_89.f0", print_hash_value);
    transparent_crc(g_89.f1, "g_89.f1", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_99[i].f0, "g_99[i].f0", print_hash_value);
        transparent_crc(g_99[i].f1, "g_99[i].f1", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_101.f0, "g_101.f0", print_hash_value);
    transparent_crc(g_101.f1, "g_101.f1", print_hash_value);
    transparent_crc(g_101.f2, "g_101.f2", print_hash_value);
    transparent_crc(g_101.f3, "g_101.f3", print_hash_value);
    transparent_crc(g_101.f4, "g_101.f4", print_hash_value);
    transparent_crc(g_101.f5, "g_101.f5", print_hash_value);
    transparent_crc(g_119, "g_119", print_hash_value);
    transparent_crc(g_120, "g_120", print_hash_value);
    transparent_crc(g_122, "g_122", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 1
breakdown:
   depth: 0, occurrence: 30
   depth: 1, occurrence: 2
XXX total union variables: 0

XXX non-zero bitfields defined in structs: 5
XXX zero bitfields defined in structs: 0
XXX const bitfields defined in structs: 0
XXX volatile bitfields defined in structs: 2
XXX structs with bitfields in the program: 3
breakdown:
   indirect level: 0, occurrence: 2
   indirect level: 1, occurrence: 1
XXX full-bitfields structs in the program: 0
breakdown:
XXX times a bitfields struct's address is taken: 2
XXX times a bitfields struct on LHS: 0
XXX times a bitfields struct on RHS: 3
XXX times a single bitfield on LHS: 0
XXX times a single bitfield on RHS: 2

XXX max expression depth: 35
breakdown:
   depth: 1, occurrence: 33
   depth: 2, occurrence: 8
   depth: 13, occurrence: 1
   depth: 17, occurrence: 1
   depth: 35, occurrence: 1

XXX total number of pointers: 35

XXX times a variable address is taken: 56
XXX times a pointer is dereferenced on RHS: 2
breakdown:
   depth: 1, occurrence: 2
XXX times a pointer is dereferenced on LHS: 12
breakdown:
   depth: 1, occurrence: 11
   depth: 2, occurrence: 1
XXX times a pointer is compared with null: 0
XXX times a pointer is compared with address of another variable: 0
XXX times a pointer is compared with another pointer: 1
XXX times a pointer is qualified to be dereferenced: 86

XXX max dereference level: 3
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 29
   level: 2, occurrence: 12
   level: 3, occurrence: 9
XXX number of pointers point to pointers: 11
XXX number of pointers point to scalars: 19
XXX number of pointers point to structs: 1
XXX percent of pointers has null in alias set: 31.4
XXX average alias set size: 1.14

XXX times a non-volatile is read: 49
XXX times a non-volatile is write: 38
XXX times a volatile is read: 11
XXX    times read thru a pointer: 2
XXX times a volatile is write: 6
XXX    times written thru a pointer: 2
XXX times a volatile is available for access: 52
XXX percentage of non-volatile access: 83.7

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 29
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 8
   depth: 1, occurrence: 4
   depth: 2, occurrence: 9
   depth: 3, occurrence: 8

XXX percentage a fresh-made variable is used: 34
XXX percentage an existing variable is used: 66
FYI: the random generator makes assumptions about the integer size. See platform.info for more details.
********************* end of statistics **********************/

