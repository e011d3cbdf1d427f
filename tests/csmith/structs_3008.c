/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 3008 --max-funcs 3 --max-block-depth 3 --max-expr-complexity 6 --max-struct-fields 20 --max-union-fields 10 --max-array-dim 4 -o s3008.c
 * Seed:      3008
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static uint32_t g_14 = 0x07DFE4D9L;
static int32_t g_35 = 0L;
static int32_t ** volatile g_37 = (void*)0;/* VOLATILE GLOBAL g_37 */
static int32_t *g_39 = &g_35;
static int32_t ** volatile g_38 = &g_39;/* VOLATILE GLOBAL g_38 */
static int64_t g_41 = 0x9491450187E52695LL;
static uint8_t g_50 = 5UL;
static uint32_t g_55 = 9UL;
static int16_t g_57 = 1L;
static uint16_t g_65 = 0xE5B4L;
static int8_t g_87 = (-10L);
static int64_t g_89 = 0x467E2B5FF26AE350LL;
static int32_t * volatile g_98[10] = {&g_35,&g_35,&g_35,&g_35,&g_35,&g_35,&g_35,&g_35,&g_35,&g_35};
static int32_t * volatile g_99 = (void*)0;/* VOLATILE GLOBAL g_99 */


/* --- FORWARD DECLARATIONS --- */
static int64_t  func_1(void);
static uint32_t  func_4(int64_t  p_5, int64_t  p_6, int16_t  p_7, int64_t  p_8, uint32_t  p_9);
static uint8_t  func_25(uint16_t  p_26);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_14 g_38 g_35 g_41 g_39 g_55 g_50 g_57 g_87 g_89
 * writes: g_35 g_39 g_41 g_50 g_55 g_57 g_65 g_87 g_89
 */
static int64_t  func_1(void)
{ /* block id: 0 */
    const int16_t l_15[8] = {(-6L),(-6L),0L,(-6L),(-6L),0L,(-6L),(-6L)};
    int32_t *l_100 = &g_35;
    int i;
    (*l_100) = ((safe_lshift_func_int16_t_s_u(0xB064L, (func_4((safe_lshift_func_uint16_t_u_u((safe_mod_func_uint8_t_u_u(g_14, 3L)), l_15[2])), g_14, l_15[7], g_14, g_14) || l_15[2]))) | l_15[2]);
    return g_50;
}


/* ------------------------------------------ */
/* 
 * reads : g_14 g_38 g_35 g_41 g_39 g_55 g_50 g_57 g_87 g_89
 * writes: g_35 g_39 g_41 g_50 g_55 g_57 g_65 g_87 g_89
 */
static uint32_t  func_4(int64_t  p_5, int64_t  p_6, int16_t  p_7, int64_t  p_8, uint32_t  p_9)
{ /* block id: 1 */
    uint32_t l_33[10] = {0x271DBCABL,0x271DBCABL,0x271DBCABL,0x271DBCABL,0x271DBCABL,0x271DBCABL,0x271DBCABL,0x271DBCABL,0x271DBCABL,0x271DBCABL};
    int64_t *l_40 = &g_41;
    int32_t l_42[4][4][3][5] = {{{{0x260039C1L,0xD7D231D5L,0L,0L,0L},{0xE98D7E94L,(-1L),0xE98D7E94L,(-4L),(-6L)},{0x260039C1L,(-2L),2L,0L,0x67B11082L}},{{6L,(-1L),0L,0xE98D7E94L,0xE98D7E94L},{(-1L),0x1589A458L,(-1L),0L,2L},{(-1L),0x62CC684CL,0x55E0ECF5L,0xE98D7E94L,0L}},{{5L,0x1589A458L,1L,2L,2L},{0x55E0ECF5L,0x9347A64AL,0x55E0ECF5L,0L,0xE98D7E94L},{5L,0x8DD0BB26L,(-1L),2L,0L}},{{(-1L),0x9347A64AL,0x6833686AL,0xE98D7E94L,0xE98D7E94L},{(-1L),0x1589A458L,(-1L),0L,2L},{(-1L),0x62CC684CL,0x55E0ECF5L,0xE98D7E94L,0L}}},{{{5L,0x1589A458L,1L,2L,2L},{0x55E0ECF5L,0x9347A64AL,0x55E0ECF5L,0L,0xE98D7E94L},{5L,0x8DD0BB26L,(-1L),2L,0L}},{{(-1L),0x9347A64AL,0x6833686AL,0xE98D7E94L,0xE98D7E94L},{(-1L),0x1589A458L,(-1L),0L,2L},{(-1L),0x62CC684CL,0x55E0ECF5L,0xE98D7E94L,0L}},{{5L,0x1589A458L,1L,2L,2L},{0x55E0ECF5L,0x9347A64AL,0x55E0ECF5L,0L,0xE98D7E94L},{5L,0x8DD0BB26L,(-1L),2L,0L}},{{(-1L),0x9347A64AL,0x6833686AL,0xE98D7E94L,0xE98D7E94L},{(-1L),0x1589A458L,(-1L),0L,2L},{(-1L),0x62CC684CL,0x55E0ECF5L,0xE98D7E94L,0L}}},{{{5L,0x1589A458L,1L,2L,2L},{0x55E0ECF5L,0x9347A64AL,0x55E0ECF5L,0L,0xE98D7E94L},{5L,0x8DD0BB26L,(-1L),2L,0L}},{{(-1L),0x9347A64AL,0x6833686AL,0xE98D7E94L,0xE98D7E94L},{(-1L),0x1589A458L,(-1L),0L,2L},{(-1L),0x62CC684CL,0x55E0ECF5L,0xE98D7E94L,0L}},{{5L,0x1589A458L,1L,2L,2L},{0x55E0ECF5L,0x9347A64AL,0x55E0ECF5L,0L,0xE98D7E94L},{5L,0x8DD0BB26L,(-1L),2L,0L}},{{(-1L),0x9347A64AL,0x6833686AL,0xE98D7E94L,0xE98D7E94L},{(-1L),0x1589A458L,(-1L),0L,2L},{(-1L),0x62CC684CL,0x55E0ECF5L,0xE98D7E94L,0L}}},{{{5L,0x1589A458L,1L,2L,2L},{0x55E0ECF5L,0x9347A64AL,0x55E0ECF5L,0L,0xE98D7E94L},{5L,0x8DD0BB26L,(-1L),2L,0L}},{{(-1L),0x9347A64AL,0x6833686AL,0xE98D7E94L,0xE98D7E94L},{(-1L),0x1589A458L,(-1L),0L,2L},{(-1L),0x62CC684CL,0x55E0ECF5L,0xE98D7E94L,0x6833686AL}},{{0xE7E64BFCL,7L,(-2L),(-1L),(-1L)},{(-1L),0x0EAADAF8L,(-1L),0x6833686AL,0x55E0ECF5L},{0xE7E64BFCL,0L,0xD7D231D5L,(-1L),1L}},{{0xECEB2CFBL,0x0EAADAF8L,(-1L),0x55E0ECF5L,0x55E0ECF5L},{0xD7D231D5L,7L,0xD7D231D5L,1L,(-1L)},{0xECEB2CFBL,(-6L),(-1L),0x55E0ECF5L,0x6833686AL}}}};
    int i, j, k, l;
    l_42[0][3][0][2] = (safe_div_func_uint64_t_u_u((safe_rshift_func_uint8_t_u_u((+(safe_mul_func_uint16_t_u_u((safe_mod_func_int32_t_s_s(((g_14 > p_8) == ((*l_40) = (((((((func_25((safe_rshift_func_uint16_t_u_s(g_14, ((((safe_div_func_uint32_t_u_u((p_6 , (safe_lshift_func_uint16_t_u_u((((2UL ^ l_33[9]) >= g_14) < g_14), 0))), l_33[3])) >= p_9) && 5UL) < l_33[5])))) != (-1L)) , p_6) > l_33[9]) , g_35) && p_5) || 0UL) > g_14))), p_5)), 0L))), g_14)), l_33[4]));
    for (g_41 = 0; (g_41 <= 9); g_41 += 1)
    { /* block id: 10 */
        uint8_t l_66[8];
        uint16_t *l_95[6] = {(void*)0,(void*)0,&g_65,(void*)0,(void*)0,&g_65};
        uint16_t **l_94 = &l_95[3];
        uint16_t ***l_96 = (void*)0;
        uint16_t ***l_97 = &l_94;
        int i;
        for (i = 0; i < 8; i++)
            l_66[i] = 0xD3L;
        for (g_35 = 2; (g_35 >= 0); g_35 -= 1)
        { /* block id: 13 */
            int i;
            return l_33[g_41];
        }
        for (p_6 = 8; (p_6 >= 0); p_6 -= 1)
        { /* block id: 18 */
            uint8_t *l_49 = &g_50;
            int32_t **l_51 = &g_39;
            int32_t *l_53[7][8] = {{&g_35,&g_35,(void*)0,&l_42[0][3][0][2],(void*)0,&g_35,&g_35,(void*)0},{&g_35,(void*)0,(void*)0,&g_35,&g_35,&g_35,(void*)0,(void*)0},{(void*)0,&g_35,&l_42[0][3][0][2],&l_42[0][3][0][2],&g_35,(void*)0,&g_35,&l_42[0][3][0][2]},{&g_35,&g_35,&g_35,(void*)0,(void*)0,&g_35,&g_35,&g_35},{&g_35,(void*)0,&l_42[0][3][0][2],(void*)0,&g_35,&g_35,(void*)0,&l_42[0][3][0][2]},{&g_35,&g_35,(void*)0,&l_42[0][3][0][2],(void*)0,&g_35,&g_35,(void*)0},{&g_35,(void*)0,(void*)0,&g_35,&g_35,&g_35,(void*)0,(void*)0}};
            int32_t **l_52 = &l_53[1][5];
            uint32_t *l_54 = &g_55;
            int16_t *l_56 = &g_57;
            const int64_t l_88[9][8][3] = {{{0L,0x9B769E501E45A2DCLL,0xA119B852D78A3DA4LL},{(-1L),(-1L),(-1L)},{0x19839B2FD4BBA09BLL,0L,0xA119B852D78A3DA4LL},{0x545B60A5FB02C871LL,0xD54EFE8F334EEA40LL,1L},{0xF6C633F4C626C480LL,0x9A86FCAFA2358462LL,0x9B769E501E45A2DCLL},{0xEC1833B1D7879CFBLL,0xA3EDB7DE593F29F9LL,0xEC1833B1D7879CFBLL},{0x9B769E501E45A2DCLL,0x9A86FCAFA2358462LL,0xF6C633F4C626C480LL},{1L,0xD54EFE8F334EEA40LL,0x545B60A5FB02C871LL}},{{0xA119B852D78A3DA4LL,0L,0x19839B2FD4BBA09BLL},{(-1L),(-1L),(-1L)},{0xA119B852D78A3DA4LL,0x9B769E501E45A2DCLL,0L},{1L,(-1L),0x6F097794FBAEB33ELL},{0x9B769E501E45A2DCLL,7L,7L},{0xEC1833B1D7879CFBLL,1L,0x6F097794FBAEB33ELL},{0xF6C633F4C626C480LL,0x5C55787DF3DEF630LL,0L},{0x545B60A5FB02C871LL,0xBA6CE2C69141744BLL,(-1L)}},{{0x19839B2FD4BBA09BLL,0L,0x19839B2FD4BBA09BLL},{(-1L),0xBA6CE2C69141744BLL,0x545B60A5FB02C871LL},{0L,0x5C55787DF3DEF630LL,0xF6C633F4C626C480LL},{0x6F097794FBAEB33ELL,1L,0xEC1833B1D7879CFBLL},{7L,7L,0x9B769E501E45A2DCLL},{0x6F097794FBAEB33ELL,(-1L),1L},{0L,0x9B769E501E45A2DCLL,0xA119B852D78A3DA4LL},{(-1L),(-1L),(-1L)}},{{0x19839B2FD4BBA09BLL,0L,0xA119B852D78A3DA4LL},{0x545B60A5FB02C871LL,0xD54EFE8F334EEA40LL,1L},{0xF6C633F4C626C480LL,0x9A86FCAFA2358462LL,0x9B769E501E45A2DCLL},{0xEC1833B1D7879CFBLL,0xA3EDB7DE593F29F9LL,0xEC1833B1D7879CFBLL},{0x9B769E501E45A2DCLL,0x9A86FCAFA2358462LL,0xF6C633F4C626C480LL},{1L,0xD54EFE8F334EEA40LL,0x545B60A5FB02C871LL},{0xA119B852D78A3DA4LL,0L,0x19839B2FD4BBA09BLL},{(-1L),(-1L),(-1L)}},{{0xA119B852D78A3DA4LL,7L,0L},{0xA3EDB7DE593F29F9LL,(-1L),0x545B60A5FB02C871LL},{7L,0xDB04FC3DD168C87BLL,0xDB04FC3DD168C87BLL},{0xBA6CE2C69141744BLL,0xA3EDB7DE593F29F9LL,0x545B60A5FB02C871LL},{0x19839B2FD4BBA09BLL,0xA119B852D78A3DA4LL,0L},{0xEC1833B1D7879CFBLL,(-1L),(-1L)},{0x9A86FCAFA2358462LL,0xBB5B285EFCBABA10LL,0x9A86FCAFA2358462LL},{(-1L),(-1L),0xEC1833B1D7879CFBLL}},{{0L,0xA119B852D78A3DA4LL,0x19839B2FD4BBA09BLL},{0x545B60A5FB02C871LL,0xA3EDB7DE593F29F9LL,0xBA6CE2C69141744BLL},{0xDB04FC3DD168C87BLL,0xDB04FC3DD168C87BLL,7L},{0x545B60A5FB02C871LL,(-1L),0xA3EDB7DE593F29F9LL},{0L,7L,0xF6C633F4C626C480LL},{(-1L),0xE8BAC2835E52A12ELL,0xE8BAC2835E52A12ELL},{0x9A86FCAFA2358462LL,0L,0xF6C633F4C626C480LL},{0xEC1833B1D7879CFBLL,0x6F097794FBAEB33ELL,0xA3EDB7DE593F29F9LL}},{{0x19839B2FD4BBA09BLL,0x9B769E501E45A2DCLL,7L},{0xBA6CE2C69141744BLL,(-1L),0xBA6CE2C69141744BLL},{7L,0x9B769E501E45A2DCLL,0x19839B2FD4BBA09BLL},{0xA3EDB7DE593F29F9LL,0x6F097794FBAEB33ELL,0xEC1833B1D7879CFBLL},{0xF6C633F4C626C480LL,0L,0x9A86FCAFA2358462LL},{0xE8BAC2835E52A12ELL,0xE8BAC2835E52A12ELL,(-1L)},{0xF6C633F4C626C480LL,7L,0L},{0xA3EDB7DE593F29F9LL,(-1L),0x545B60A5FB02C871LL}},{{7L,0xDB04FC3DD168C87BLL,0xDB04FC3DD168C87BLL},{0xBA6CE2C69141744BLL,0xA3EDB7DE593F29F9LL,0x545B60A5FB02C871LL},{0x19839B2FD4BBA09BLL,0xA119B852D78A3DA4LL,0L},{0xEC1833B1D7879CFBLL,(-1L),(-1L)},{0x9A86FCAFA2358462LL,0xBB5B285EFCBABA10LL,0x9A86FCAFA2358462LL},{(-1L),(-1L),0xEC1833B1D7879CFBLL},{0L,0xA119B852D78A3DA4LL,0x19839B2FD4BBA09BLL},{0x545B60A5FB02C871LL,0xA3EDB7DE593F29F9LL,0xBA6CE2C69141744BLL}},{{0xDB04FC3DD168C87BLL,0xDB04FC3DD168C87BLL,7L},{0x545B60A5FB02C871LL,(-1L),0xA3EDB7DE593F29F9LL},{0L,7L,0xF6C633F4C626C480LL},{(-1L),0xE8BAC2835E52A12ELL,0xE8BAC2835E52A12ELL},{0x9A86FCAFA2358462LL,0L,0xF6C633F4C626C480LL},{0xEC1833B1D7879CFBLL,0x6F097794FBAEB33ELL,0xA3EDB7DE593F29F9LL},{0x19839B2FD4BBA09BLL,0x9B769E501E45A2DCLL,7L},{0xBA6CE2C69141744BLL,(-1L),0xBA6CE2C69141744BLL}}};
            uint32_t l_91 = 1UL;
            int i, j, k;
            if ((safe_sub_func_int32_t_s_s((((l_33[(p_6 + 1)] , ((*l_56) = (safe_mod_func_uint8_t_u_u(((safe_rshift_func_int8_t_s_u(g_35, 4)) <= ((*l_54) |= (((*l_49) = p_8) & (((*l_51) = (*g_38)) == ((*l_52) = &g_35))))), 9UL)))) >= g_14) > g_41), g_35)))
            { /* block id: 24 */
                uint64_t l_60 = 0xAA841158A35CCC4ELL;
                uint16_t *l_64 = &g_65;
                (**l_51) = (safe_div_func_int32_t_s_s((l_60 ^= (-1L)), (safe_rshift_func_uint16_t_u_s((((p_8 & 0x618108949E3B93F1LL) && 0x1EA5693CL) | (((*l_64) = (((safe_unary_minus_func_int64_t_s(g_50)) < p_6) != 0x30862622L)) <= l_66[4])), p_8))));
            }
            else
            { /* block id: 28 */
                uint64_t l_67 = 0x3B14A51E29AFBAE3LL;
                int8_t *l_86 = &g_87;
                int32_t l_90[7];
                int i;
                for (i = 0; i < 7; i++)
                    l_90[i] = 0xB4BD6B46L;
                if (p_5)
                    break;
                --l_67;
                g_89 |= (p_8 , (0x2257L < (safe_lshift_func_uint16_t_u_u(((((**l_51) = (((safe_mod_func_int32_t_s_s(((safe_lshift_func_int16_t_s_u(((((safe_div_func_uint8_t_u_u((safe_mul_func_uint8_t_u_u((safe_sub_func_int64_t_s_s((safe_mul_func_int8_t_s_s((((*l_86) = (((**g_38) & ((safe_add_func_int16_t_s_s(p_8, g_57)) < (*g_39))) == g_35)) || l_66[4]), 1L)), 18446744073709551615UL)), p_5)), l_66[4])) , g_87) > l_88[4][0][2]) ^ 0xB4L), 8)) ^ g_50), (*g_39))) >= g_14) || g_87)) > 4294967295UL) & p_6), p_8))));
                l_91--;
            }
        }
        if (p_5)
            break;
        (*l_97) = l_94;
    }
    return l_42[0][3][0][2];
}


/* ------------------------------------------ */
/* 
 * reads : g_14 g_38 g_35
 * writes: g_35 g_39
 */
static uint8_t  func_25(uint16_t  p_26)
{ /* block id: 2 */
    int32_t *l_34[1][6] = {{&g_35,&g_35,&g_35,&g_35,&g_35,&g_35}};
    int32_t *l_36 = &g_35;
    int i, j;
    g_35 = g_14;
    (*g_38) = l_36;
    return (*l_36);
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
    transparent_crc(g_14, "g_14", print_hash_value);
    transparent_crc(g_35, "g_35", print_hash_value);
    transparent_crc(g_41, "g_41", print_hash_value);
    transparent_crc(g_50, "g_50", print_hash_value);
    transparent_crc(g_55, "g_55", print_hash_value);
    transparent_crc(g_57, "g_57", print_hash_value);
    transparent_crc(g_65, "g_65", print_hash_value);
    transparent_crc(g_87, "g_87", print_hash_value);
    transparent_crc(g_89, "g_89", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 13
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

XXX max expression depth: 26
breakdown:
   depth: 1, occurrence: 20
   depth: 2, occurrence: 3
   depth: 11, occurrence: 2
   depth: 15, occurrence: 1
   depth: 25, occurrence: 1
   depth: 26, occurrence: 1

XXX total number of pointers: 21

XXX times a variable address is taken: 31
XXX times a pointer is dereferenced on RHS: 5
breakdown:
   depth: 1, occurrence: 4
   depth: 2, occurrence: 1
XXX times a pointer is dereferenced on LHS: 13
breakdown:
   depth: 1, occurrence: 11
   depth: 2, occurrence: 2
XXX times a pointer is compared with null: 0
XXX times a pointer is compared with address of another variable: 0
XXX times a pointer is compared with another pointer: 0
XXX times a pointer is qualified to be dereferenced: 126

XXX max dereference level: 2
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 20
   level: 2, occurrence: 8
XXX number of pointers point to pointers: 7
XXX number of pointers point to scalars: 14
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 28.6
XXX average alias set size: 1.19

XXX times a non-volatile is read: 73
XXX times a non-volatile is write: 36
XXX times a volatile is read: 2
XXX    times read thru a pointer: 0
XXX times a volatile is write: 1
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 17
XXX percentage of non-volatile access: 97.3

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 19
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 8
   depth: 1, occurrence: 4
   depth: 2, occurrence: 2
   depth: 3, occurrence: 5

XXX percentage a fresh-made variable is used: 14.3
XXX percentage an existing variable is used: 85.7
********************* end of statistics **********************/

