/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 12 --max-funcs 3 --max-block-depth 3 --max-expr-complexity 6 -o s12.c
 * Seed:      12
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
union U0 {
   signed f0 : 20;
   uint64_t  f1;
};

union U1 {
   volatile int16_t  f0;
   int32_t  f1;
   const uint16_t  f2;
   int16_t  f3;
   int16_t  f4;
};

/* --- GLOBAL VARIABLES --- */
static int32_t g_3[6] = {0x11F07B4BL,(-10L),0x11F07B4BL,0x11F07B4BL,(-10L),0x11F07B4BL};
static volatile union U1 g_16[6] = {{-1L},{0x657EL},{-1L},{-1L},{0x657EL},{-1L}};
static uint8_t g_39 = 0x62L;
static int16_t g_43 = 1L;
static const uint8_t * const g_50 = (void*)0;
static const uint8_t * const *g_49 = &g_50;
static const uint8_t * const ** volatile g_48 = &g_49;/* VOLATILE GLOBAL g_48 */
static union U0 g_51 = {-9L};
static int16_t *g_58 = (void*)0;
static int32_t g_60[2] = {7L,7L};
static int32_t * volatile g_59 = &g_60[0];/* VOLATILE GLOBAL g_59 */
static uint64_t g_61[4] = {18446744073709551613UL,18446744073709551613UL,18446744073709551613UL,18446744073709551613UL};
static uint64_t g_68 = 0xC42121A659E808E2LL;
static int32_t g_75 = 0xB298F974L;
static int32_t g_78[3] = {0xAE2D2C90L,0xAE2D2C90L,0xAE2D2C90L};
static int16_t ****g_84 = (void*)0;
static int16_t ***** volatile g_83 = &g_84;/* VOLATILE GLOBAL g_83 */
static int32_t * volatile g_94[3][4][9] = {{{&g_75,&g_3[3],&g_78[0],&g_75,(void*)0,&g_75,&g_3[0],&g_75,&g_78[1]},{(void*)0,&g_75,(void*)0,(void*)0,&g_3[3],&g_78[1],&g_78[1],&g_3[3],(void*)0},{&g_78[2],&g_75,&g_78[2],&g_78[2],&g_78[1],&g_78[2],&g_78[0],(void*)0,(void*)0},{&g_78[1],&g_75,&g_75,&g_60[0],(void*)0,(void*)0,(void*)0,&g_3[2],&g_78[2]}},{{&g_3[2],&g_3[2],(void*)0,(void*)0,&g_78[2],(void*)0,(void*)0,&g_60[0],(void*)0},{&g_78[2],(void*)0,&g_78[2],&g_78[0],&g_78[2],&g_75,&g_3[3],&g_78[2],(void*)0},{&g_3[2],(void*)0,&g_78[2],&g_3[3],&g_3[0],(void*)0,(void*)0,&g_78[2],&g_3[2]},{&g_3[2],(void*)0,&g_75,&g_60[0],(void*)0,&g_3[0],(void*)0,&g_60[0],&g_75}},{{&g_78[2],&g_78[2],(void*)0,&g_78[2],&g_75,(void*)0,&g_78[0],&g_3[2],&g_3[2]},{&g_78[2],&g_78[0],(void*)0,&g_3[2],&g_78[2],(void*)0,&g_78[2],(void*)0,&g_75},{(void*)0,&g_3[0],(void*)0,(void*)0,&g_75,&g_78[2],(void*)0,&g_3[3],&g_75},{(void*)0,&g_75,&g_75,(void*)0,(void*)0,&g_3[2],&g_78[2],&g_3[2],&g_75}}};
static int32_t * volatile g_95 = &g_75;/* VOLATILE GLOBAL g_95 */
static int32_t * volatile g_112[2][3][2] = {{{&g_60[0],&g_60[0]},{&g_60[0],&g_60[0]},{&g_60[0],&g_60[0]}},{{&g_60[0],&g_60[0]},{&g_60[0],&g_60[0]},{&g_60[0],&g_60[0]}}};
static const int16_t g_125[8] = {(-2L),1L,(-2L),(-2L),1L,(-2L),(-2L),1L};
static const int16_t *g_124 = &g_125[5];
static const int16_t **g_123 = &g_124;
static int32_t * volatile g_128 = &g_60[0];/* VOLATILE GLOBAL g_128 */
static volatile union U1 *g_143 = &g_16[3];
static volatile union U1 ** volatile g_142[4] = {&g_143,&g_143,&g_143,&g_143};
static volatile union U1 g_145 = {0x9061L};/* VOLATILE GLOBAL g_145 */


/* --- FORWARD DECLARATIONS --- */
static uint32_t  func_1(void);
static int8_t  func_9(union U0  p_10, uint64_t  p_11);
static union U0  func_12(int8_t  p_13, int32_t  p_14, uint16_t  p_15);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_3 g_16 g_16.f3 g_16.f2 g_16.f0 g_39 g_48 g_51 g_51.f0 g_59 g_61 g_60 g_68 g_51.f1 g_75 g_78 g_83 g_95 g_43
 * writes: g_3 g_39 g_43 g_49 g_51.f1 g_58 g_60 g_68 g_75 g_78 g_84
 */
static uint32_t  func_1(void)
{ /* block id: 0 */
    int8_t l_2[1][2];
    int16_t *l_56 = &g_43;
    int16_t **l_81 = &l_56;
    int16_t ***l_80[5];
    int16_t ****l_79 = &l_80[0];
    uint8_t *l_90 = &g_39;
    uint8_t * const *l_89 = &l_90;
    const int32_t l_111 = 1L;
    int16_t l_118 = 0xC2C5L;
    int i, j;
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 2; j++)
            l_2[i][j] = 0x48L;
    }
    for (i = 0; i < 5; i++)
        l_80[i] = &l_81;
    for (g_3[2] = 0; (g_3[2] <= 0); g_3[2] += 1)
    { /* block id: 3 */
        uint64_t l_4 = 18446744073709551606UL;
        int16_t *l_55 = &g_43;
        uint8_t *l_88 = &g_39;
        uint8_t ** const l_87 = &l_88;
        if (l_4)
            break;
        if (l_4)
            break;
        if ((safe_mul_func_uint8_t_u_u((safe_sub_func_int32_t_s_s((l_4 & (g_3[2] , g_3[2])), (((*l_55) = (func_9(func_12(((g_16[5] , (g_16[5].f3 , g_16[5].f2)) ^ 1UL), g_3[2], l_4), g_51.f0) >= l_4)) , l_4))), 0x46L)))
        { /* block id: 26 */
            int16_t **l_62 = &g_58;
            int32_t *l_64 = &g_3[2];
            for (g_51.f1 = 0; (g_51.f1 <= 0); g_51.f1 += 1)
            { /* block id: 29 */
                int16_t **l_57[4] = {(void*)0,(void*)0,(void*)0,(void*)0};
                int i;
                (*g_59) = (l_55 == (g_58 = l_56));
                if (g_61[3])
                    continue;
            }
            for (g_39 = 0; (g_39 <= 0); g_39 += 1)
            { /* block id: 36 */
                int16_t ***l_63 = &l_62;
                int32_t **l_65 = &l_64;
                int i;
                g_60[g_39] = (g_60[g_39] && ((((*l_63) = l_62) != &g_58) >= (*g_59)));
                (*l_65) = l_64;
            }
            for (g_51.f1 = 0; (g_51.f1 <= 0); g_51.f1 += 1)
            { /* block id: 43 */
                int32_t l_66 = 0x52FFABE4L;
                int32_t *l_67[1][7][7] = {{{&g_60[0],&g_60[0],&g_60[0],&g_60[0],&g_60[0],&g_60[0],&g_60[0]},{&g_60[0],(void*)0,(void*)0,&g_60[0],(void*)0,(void*)0,&g_60[0]},{(void*)0,&g_60[0],(void*)0,(void*)0,&g_60[0],(void*)0,(void*)0},{&g_60[0],&g_60[0],&g_60[0],&g_60[0],&g_60[0],&g_60[0],&g_60[0]},{&g_60[0],(void*)0,(void*)0,&g_60[0],(void*)0,(void*)0,&g_60[0]},{(void*)0,&g_60[0],(void*)0,(void*)0,&g_60[0],(void*)0,(void*)0},{&g_60[0],&g_60[0],&g_60[0],&g_60[0],&g_60[0],&g_60[0],&g_60[0]}}};
                int i, j, k;
                (*g_59) ^= l_66;
                g_68--;
            }
        }
        else
        { /* block id: 47 */
            int32_t *l_85 = (void*)0;
            uint8_t * const **l_91 = &l_89;
            for (g_51.f1 = 0; (g_51.f1 <= 0); g_51.f1 += 1)
            { /* block id: 50 */
                int32_t *l_74 = &g_75;
                uint8_t l_76 = 0x2FL;
                int32_t *l_77 = &g_78[2];
                int16_t *****l_82 = &l_79;
                int32_t **l_86 = &l_77;
                (*l_77) ^= (l_2[0][1] > (!(((((safe_rshift_func_int8_t_s_s((((func_12(g_60[0], ((*l_74) = (*g_59)), g_51.f1) , (*g_59)) ^ g_68) | l_76), g_60[0])) == g_61[3]) == g_61[3]) && (*l_74)) , l_2[0][1])));
                (*g_83) = ((*l_82) = l_79);
                (*l_86) = l_85;
            }
            (*g_95) = (0x30C1L && ((l_87 == ((*l_91) = l_89)) < ((safe_lshift_func_int8_t_s_u((0x64988723L && (-1L)), 5)) != 0UL)));
            for (l_4 = 0; (l_4 <= 0); l_4 += 1)
            { /* block id: 61 */
                int32_t **l_96 = &l_85;
                (*l_96) = (void*)0;
            }
        }
        for (g_43 = 0; (g_43 <= 0); g_43 += 1)
        { /* block id: 67 */
            uint32_t l_109 = 1UL;
            int8_t l_110 = 0xCDL;
            const int16_t *l_113 = &g_43;
            int i, j;
            (*g_59) = (safe_rshift_func_uint8_t_u_u((((-6L) && (((-1L) < l_4) | (((((safe_add_func_uint16_t_u_u((safe_rshift_func_uint8_t_u_s(l_2[0][1], ((safe_mod_func_int32_t_s_s((safe_mod_func_int8_t_s_s((safe_lshift_func_int8_t_s_s(g_78[2], g_3[2])), l_109)), l_110)) == 0x81B6A489L))), (-1L))) >= l_111) , l_2[0][0]) != l_4) >= (*g_95)))) < l_2[0][0]), 6));
        }
    }
    return l_2[0][0];
}


/* ------------------------------------------ */
/* 
 * reads : g_3
 * writes:
 */
static int8_t  func_9(union U0  p_10, uint64_t  p_11)
{ /* block id: 22 */
    int32_t *l_54 = &g_3[4];
    int32_t **l_53 = &l_54;
    (*l_53) = &g_3[3];
    return (**l_53);
}


/* ------------------------------------------ */
/* 
 * reads : g_16.f0 g_3 g_39 g_48 g_51
 * writes: g_39 g_43 g_49
 */
static union U0  func_12(int8_t  p_13, int32_t  p_14, uint16_t  p_15)
{ /* block id: 6 */
    int8_t l_17[1];
    int32_t l_44 = (-5L);
    union U0 l_52 = {-1L};
    int i;
    for (i = 0; i < 1; i++)
        l_17[i] = (-1L);
    for (p_15 = 0; (p_15 <= 0); p_15 += 1)
    { /* block id: 9 */
        uint8_t *l_38 = &g_39;
        int16_t *l_42 = &g_43;
        int i;
        if (l_17[p_15])
            break;
        if ((safe_rshift_func_uint16_t_u_s((safe_div_func_uint8_t_u_u(g_16[5].f0, (safe_lshift_func_int16_t_s_u((safe_add_func_int8_t_s_s((safe_mod_func_int64_t_s_s(((safe_mod_func_uint16_t_u_u(g_3[2], 0xC422L)) == ((((safe_sub_func_int16_t_s_s((l_44 = ((((safe_add_func_uint8_t_u_u((((*l_42) = ((safe_mod_func_int16_t_s_s(((safe_mul_func_uint8_t_u_u(((*l_38)++), 0x01L)) < p_15), l_17[0])) && (-5L))) <= l_17[p_15]), l_17[p_15])) || 0xECB2L) >= 0xF0D4L) < g_3[5])), g_3[1])) || 0x57L) >= p_15) >= 0x24B1L)), 0x1067DCC3592E7BAALL)), p_15)), p_13)))), g_3[2])))
        { /* block id: 14 */
            const uint8_t * const l_46[6] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
            const uint8_t * const *l_45 = &l_46[4];
            const uint8_t * const **l_47 = &l_45;
            int i;
            (*g_48) = ((*l_47) = l_45);
        }
        else
        { /* block id: 17 */
            return g_51;
        }
    }
    return l_52;
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
    for (i = 0; i < 6; i++)
    {
        transparent_crc(g_3[i], "g_3[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 6; i++)
    {
        transparent_crc(g_16[i].f0, "g_16[i].f0", print_hash_value);
        transparent_crc(g_16[i].f2, "g_16[i].f2", print_hash_value);
        transparent_crc(g_16[i].f3, "g_16[i].f3", print_hash_value);
        transparent_crc(g_16[i].f4, "g_16[i].f4", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_39, "g_39", print_hash_value);
    transparent_crc(g_43, "g_43", print_hash_value);
    transparent_crc(g_51.f0, "g_51.f0", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_60[i], "g_60[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_61[i], "g_61[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_68, "g_68", print_hash_value);
    transparent_crc(g_75, "g_75", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_78[i], "g_78[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_125[i], "g_125[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_145.f0, "g_145.f0", print_hash_value);
    transparent_crc(g_145.f2, "g_145.f2", print_hash_value);
    transparent_crc(g_145.f3, "g_145.f3", print_hash_value);
    transparent_crc(g_145.f4, "g_145.f4", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 26
XXX total union variables: 3

XXX non-zero bitfields defined in structs: 1
XXX zero bitfields defined in structs: 0
XXX const bitfields defined in structs: 0
XXX volatile bitfields defined in structs: 0
XXX structs with bitfields in the program: 2
breakdown:
   indirect level: 0, occurrence: 2
XXX full-bitfields structs in the program: 0
breakdown:
XXX times a bitfields struct's address is taken: 0
XXX times a bitfields struct on LHS: 0
XXX times a bitfields struct on RHS: 2
XXX times a single bitfield on LHS: 0
XXX times a single bitfield on RHS: 1

XXX max expression depth: 24
breakdown:
   depth: 1, occurrence: 27
   depth: 2, occurrence: 10
   depth: 3, occurrence: 1
   depth: 5, occurrence: 1
   depth: 8, occurrence: 1
   depth: 14, occurrence: 1
   depth: 16, occurrence: 2
   depth: 24, occurrence: 1

XXX total number of pointers: 52

XXX times a variable address is taken: 89
XXX times a pointer is dereferenced on RHS: 8
breakdown:
   depth: 1, occurrence: 6
   depth: 2, occurrence: 2
XXX times a pointer is dereferenced on LHS: 23
breakdown:
   depth: 1, occurrence: 23
XXX times a pointer is compared with null: 0
XXX times a pointer is compared with address of another variable: 0
XXX times a pointer is compared with another pointer: 0
XXX times a pointer is qualified to be dereferenced: 126

XXX max dereference level: 5
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 107
   level: 2, occurrence: 4
   level: 3, occurrence: 1
   level: 4, occurrence: 0
   level: 5, occurrence: 1
XXX number of pointers point to pointers: 27
XXX number of pointers point to scalars: 23
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 25
XXX average alias set size: 1.27

XXX times a non-volatile is read: 103
XXX times a non-volatile is write: 56
XXX times a volatile is read: 9
XXX    times read thru a pointer: 0
XXX times a volatile is write: 7
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 71
XXX percentage of non-volatile access: 90.9

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 31
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 6
   depth: 1, occurrence: 6
   depth: 2, occurrence: 9
   depth: 3, occurrence: 10

XXX percentage a fresh-made variable is used: 22.8
XXX percentage an existing variable is used: 77.2
FYI: the random generator makes assumptions about the integer size. See platform.info for more details.
********************* end of statistics **********************/

