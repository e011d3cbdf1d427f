/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 5007 --max-funcs 3 --max-block-depth 3 --max-expr-complexity 6 --builtins --paranoid --inline-function -o s5007.c
 * Seed:      5007
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
union U0 {
   const uint32_t  f0;
   volatile int8_t  f1;
   int32_t  f2;
};

/* --- GLOBAL VARIABLES --- */
static const uint64_t g_10 = 1UL;
static volatile int32_t g_31 = (-1L);/* VOLATILE GLOBAL g_31 */
static int32_t g_32 = (-5L);
static int32_t g_35 = 0x90660D64L;
static uint64_t g_60 = 7UL;
static int8_t g_65 = 0x25L;
static int32_t * volatile g_72 = (void*)0;/* VOLATILE GLOBAL g_72 */
static int32_t g_95 = (-10L);
static volatile uint64_t g_96 = 0xC8934983969C113ELL;/* VOLATILE GLOBAL g_96 */
static volatile union U0 g_108 = {0x7BB9FEC4L};/* VOLATILE GLOBAL g_108 */
static int32_t g_126 = 0x9807A6E4L;
static int32_t *g_131 = (void*)0;
static int32_t ** volatile g_130 = &g_131;/* VOLATILE GLOBAL g_130 */
static int32_t * volatile g_141 = &g_95;/* VOLATILE GLOBAL g_141 */
static int32_t * volatile g_142[9] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
static int32_t * volatile g_143 = &g_126;/* VOLATILE GLOBAL g_143 */
static int32_t g_145 = (-4L);
static uint16_t g_148[5][5] = {{6UL,6UL,6UL,6UL,6UL},{0x869FL,0x869FL,0x869FL,0x869FL,0x869FL},{6UL,6UL,6UL,6UL,6UL},{0x869FL,0x869FL,0x869FL,0x869FL,0x869FL},{6UL,6UL,6UL,6UL,6UL}};
static uint8_t g_157 = 0x46L;
static int64_t g_160 = 0x353D154C37BB759ALL;
static int32_t g_164 = 0xD8DAA76CL;
static uint16_t **** volatile g_181 = (void*)0;/* VOLATILE GLOBAL g_181 */
static uint16_t ***g_183 = (void*)0;
static uint16_t **** volatile g_182 = &g_183;/* VOLATILE GLOBAL g_182 */
static int32_t * volatile g_195[3] = {&g_95,&g_95,&g_95};
static int32_t * volatile g_196 = &g_145;/* VOLATILE GLOBAL g_196 */
static uint64_t g_224 = 0xFB8FAB62559B54C1LL;
static int32_t ** volatile g_230 = &g_131;/* VOLATILE GLOBAL g_230 */


/* --- FORWARD DECLARATIONS --- */
inline static uint8_t  func_30(void);
static int64_t  func_42(uint8_t  p_43, uint32_t  p_44, int32_t  p_45, int64_t  p_46);
static int32_t  func_51(int8_t  p_52, const int32_t  p_53, uint16_t  p_54, const uint32_t  p_55);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_32 g_35 g_182 g_183 g_95 g_60 g_224 g_10 g_65 g_148 g_130 g_131 g_230
 * writes: g_32 g_35 g_126 g_224 g_95 g_131
 */
inline static uint8_t  func_30(void)
{ /* block id: 36 */
    uint32_t l_49[5][8] = {{0x8C517232L,2UL,2UL,0x8C517232L,0xD2214C25L,0x8C517232L,2UL,2UL},{2UL,4294967295UL,0xD2214C25L,0xD2214C25L,4294967295UL,0x8C517232L,4294967295UL,0xD2214C25L},{4294967295UL,4294967295UL,4294967295UL,0x8C517232L,0x8C517232L,4294967295UL,4294967295UL,4294967295UL},{2UL,0x8C517232L,0xD2214C25L,0x8C517232L,2UL,2UL,0x8C517232L,0xD2214C25L},{2UL,2UL,0x8C517232L,0xD2214C25L,0x8C517232L,2UL,2UL,0x8C517232L}};
    int32_t l_158 = (-1L);
    uint64_t ** const l_194 = (void*)0;
    int16_t l_222 = 1L;
    int32_t l_229 = 0xB79DC5B5L;
    int i, j;
    for (g_32 = 22; (g_32 != 25); g_32++)
    { /* block id: 39 */
        int16_t l_146 = 0x38A2L;
        int32_t *l_149 = &g_126;
        uint16_t *l_154 = &g_148[0][4];
        int64_t l_178 = 1L;
        uint8_t *l_191 = &g_157;
        int32_t l_203 = 3L;
        int16_t l_219 = 0x8999L;
        uint64_t *l_223 = &g_224;
        const uint16_t l_225 = 65535UL;
        int32_t *l_226 = &g_35;
        int32_t **l_227 = &l_226;
        for (g_35 = 0; (g_35 >= (-9)); g_35--)
        { /* block id: 42 */
            uint32_t l_50[2];
            uint16_t *l_147 = &g_148[3][4];
            int8_t l_179 = (-1L);
            uint8_t *l_190 = &g_157;
            int32_t l_204 = 0xEB0C8D9FL;
            int32_t l_205 = 0x1104BA81L;
            uint64_t l_206 = 0x783F6A3D26EDEA70LL;
            int i;
            for (i = 0; i < 2; i++)
                l_50[i] = 0x1CA7BC41L;
        }
        (*l_227) = (((safe_mod_func_uint64_t_u_u((((safe_mod_func_int16_t_s_s((1L && ((*l_226) = (safe_sub_func_int64_t_s_s((safe_mul_func_uint16_t_u_u(((((*l_223) &= ((((*l_149) = (l_219 > (safe_rshift_func_uint16_t_u_s((((((void*)0 == (*g_182)) & 1UL) <= l_49[4][0]) <= l_49[3][6]), g_95)))) && l_222) <= g_60)) != g_10) || l_225), 7L)), l_222)))), 0xCBA6L)) & g_10) == l_49[2][3]), g_65)) , l_49[3][6]) , (void*)0);
        /* statement id: 131 */
        assert (l_226 == 0);
        for (g_95 = 0; (g_95 <= 4); g_95 += 1)
        { /* block id: 134 */
            int32_t *l_228[9][1][4] = {{{(void*)0,&l_158,&l_158,(void*)0}},{{&l_158,(void*)0,&l_158,&l_158}},{{(void*)0,(void*)0,&g_95,(void*)0}},{{(void*)0,&l_158,&l_158,(void*)0}},{{&l_158,(void*)0,&l_158,&l_158}},{{(void*)0,(void*)0,&g_95,(void*)0}},{{(void*)0,&l_158,&l_158,(void*)0}},{{&l_158,(void*)0,&l_158,&l_158}},{{(void*)0,(void*)0,&g_95,(void*)0}}};
            int i, j, k;
            l_229 = ((*l_149) = g_148[g_95][g_95]);
            return g_148[3][4];
        }
    }
    (*g_230) = (*g_130);
    return l_49[3][6];
}


/* ------------------------------------------ */
/* 
 * reads : g_60 g_31 g_35 g_65 g_96 g_108 g_32 g_130 g_131 g_95 g_141 g_143 g_126 g_145
 * writes: g_60 g_65 g_96 g_131 g_95 g_126 g_145
 */
static int64_t  func_42(uint8_t  p_43, uint32_t  p_44, int32_t  p_45, int64_t  p_46)
{ /* block id: 43 */
    uint64_t *l_57 = (void*)0;
    uint64_t *l_58 = (void*)0;
    uint64_t *l_59 = &g_60;
    int32_t l_63 = 0x02FF7A2DL;
    int8_t *l_64 = &g_65;
    int32_t *l_144 = &g_145;
    (*l_144) |= func_51(((*l_64) = ((~(--(*l_59))) == __builtin_ctzll(l_63))), (p_44 == 0x3212L), (safe_sub_func_int32_t_s_s(g_31, 0x0AAF75D5L)), l_63);
    /* statement id: 97 */
    //assert (g_131 == 0 || g_131 == dangling || g_131 == &l_203);
    return g_145;
}


/* ------------------------------------------ */
/* 
 * reads : g_35 g_65 g_96 g_31 g_108 g_32 g_130 g_131 g_95 g_141 g_143 g_126
 * writes: g_65 g_96 g_131 g_95 g_126
 */
static int32_t  func_51(int8_t  p_52, const int32_t  p_53, uint16_t  p_54, const uint32_t  p_55)
{ /* block id: 46 */
    int32_t l_68[10] = {9L,1L,9L,0x98B3027FL,0x98B3027FL,9L,1L,9L,0x98B3027FL,0x98B3027FL};
    uint64_t *l_78 = &g_60;
    int64_t l_110 = 4L;
    int i;
    if ((l_68[5] & g_35))
    { /* block id: 47 */
        uint32_t l_84 = 18446744073709551615UL;
        int32_t *l_87 = &l_68[5];
        int32_t *l_88 = &l_68[6];
        int32_t *l_89 = &l_68[5];
        int32_t *l_90 = (void*)0;
        int32_t *l_91 = &l_68[6];
        int32_t *l_92 = (void*)0;
        int32_t *l_93 = &l_68[2];
        int32_t *l_94[3][7] = {{(void*)0,&g_32,&l_68[5],&l_68[5],&l_68[5],&g_32,(void*)0},{(void*)0,&g_32,&l_68[5],&l_68[5],&l_68[5],&g_32,(void*)0},{(void*)0,&g_32,&l_68[5],&l_68[5],&l_68[5],&g_32,(void*)0}};
        int i, j;
        for (p_54 = 0; (p_54 > 60); ++p_54)
        { /* block id: 50 */
            uint64_t l_71[8] = {1UL,1UL,1UL,1UL,1UL,1UL,1UL,1UL};
            int32_t *l_73 = &l_68[5];
            int32_t *l_82 = &l_68[1];
            int32_t *l_83 = &l_68[5];
            int i;
            (*l_73) |= l_71[2];
            for (g_65 = 0; (g_65 == 26); ++g_65)
            { /* block id: 54 */
                uint64_t **l_79 = &l_78;
                (*l_73) = (safe_add_func_int16_t_s_s((&g_10 == ((*l_79) = l_78)), (safe_mul_func_uint8_t_u_u(p_55, 8UL))));
            }
            l_84++;
        }
        g_96++;
        (*l_93) ^= 0xAC82C1B3L;
        (*l_91) = g_31;
    }
    else
    { /* block id: 63 */
        int32_t l_107 = 0x56D104A7L;
        uint64_t **l_109[10][5] = {{&l_78,&l_78,&l_78,&l_78,&l_78},{&l_78,&l_78,&l_78,&l_78,&l_78},{&l_78,&l_78,&l_78,&l_78,&l_78},{(void*)0,&l_78,&l_78,&l_78,&l_78},{&l_78,(void*)0,&l_78,&l_78,&l_78},{&l_78,&l_78,&l_78,&l_78,&l_78},{&l_78,&l_78,&l_78,(void*)0,&l_78},{(void*)0,&l_78,&l_78,&l_78,(void*)0},{&l_78,(void*)0,&l_78,&l_78,&l_78},{&l_78,&l_78,&l_78,&l_78,&l_78}};
        uint64_t *l_111 = &g_60;
        int32_t l_121 = 0xE7A02F56L;
        int32_t l_122 = 0x287126A3L;
        int32_t l_123 = 0x2EF243A4L;
        int32_t l_124 = 1L;
        int32_t l_125 = 0x9D9FC0A4L;
        int32_t **l_140 = &g_131;
        int i, j;
        for (p_52 = 0; (p_52 == (-21)); p_52--)
        { /* block id: 66 */
            uint64_t l_104 = 0x138D59A4365C17A6LL;
            if (p_54)
            { /* block id: 67 */
                int32_t *l_101 = &l_68[5];
                int32_t *l_102 = &l_68[7];
                int32_t *l_103[6][6];
                int i, j;
                for (i = 0; i < 6; i++)
                {
                    for (j = 0; j < 6; j++)
                        l_103[i][j] = &l_68[5];
                }
                l_104++;
                (*l_101) = p_54;
                (*l_101) = g_35;
            }
            else
            { /* block id: 71 */
                if (p_55)
                    break;
                if (l_107)
                    break;
            }
        }
        if (((g_108 , (l_78 = (void*)0)) != ((g_65 & (g_32 || (l_107 , l_110))) , l_111)))
        { /* block id: 77 */
            uint32_t l_115[2][6] = {{0x063715E5L,0x063715E5L,0x063715E5L,0x063715E5L,0x063715E5L,0x063715E5L},{0x063715E5L,0x063715E5L,0x063715E5L,0x063715E5L,0x063715E5L,0x063715E5L}};
            int32_t *l_118 = &l_107;
            int32_t *l_119 = &l_68[5];
            int32_t *l_120[6][8] = {{&l_107,&l_107,&l_107,&l_107,&l_107,&l_107,&l_107,&l_107},{&l_107,&l_107,&l_107,&l_107,&l_107,&l_107,&l_107,&l_107},{&l_107,&l_107,&l_107,&l_107,&l_107,&l_107,&l_107,&l_107},{&l_107,&l_107,&l_107,&l_107,&l_107,&l_107,&l_107,&l_107},{&l_107,&l_107,&l_107,&l_107,&l_107,&l_107,&l_107,&l_107},{&l_107,&l_107,&l_107,&l_107,&l_107,&l_107,&l_107,&l_107}};
            uint32_t l_127[9][3] = {{0x2BDD4A0CL,0x2BDD4A0CL,4294967292UL},{5UL,5UL,0xCC1C00ABL},{0x2BDD4A0CL,0x2BDD4A0CL,4294967292UL},{5UL,5UL,0xCC1C00ABL},{0x2BDD4A0CL,0x2BDD4A0CL,4294967292UL},{5UL,5UL,0xCC1C00ABL},{0x2BDD4A0CL,0x2BDD4A0CL,4294967292UL},{5UL,5UL,0xCC1C00ABL},{0x2BDD4A0CL,0x2BDD4A0CL,4294967292UL}};
            int i, j;
            for (p_52 = 4; (p_52 >= 0); p_52 -= 1)
            { /* block id: 80 */
                int32_t *l_112 = (void*)0;
                int32_t *l_113 = &l_68[5];
                int32_t *l_114[5] = {&l_68[5],&l_68[5],&l_68[5],&l_68[5],&l_68[5]};
                int i;
                --l_115[0][2];
                if (p_52)
                    continue;
            }
            ++l_127[7][0];
            (*g_130) = l_120[4][4];
            /* statement id: 85 */
            assert ((g_131 >= &l_68[0] && g_131 <= &l_68[9]) || g_131 == &l_107);
        }
        else
        { /* block id: 86 */
            int8_t l_138 = 1L;
            for (l_107 = (-20); (l_107 < 6); ++l_107)
            { /* block id: 89 */
                int32_t **l_139[3][4] = {{&g_131,&g_131,&g_131,&g_131},{&g_131,&g_131,&g_131,&g_131},{&g_131,&g_131,&g_131,&g_131}};
                int i, j;
                l_122 &= (safe_mod_func_uint32_t_u_u((((safe_mul_func_int8_t_s_s(((*g_130) == (void*)0), l_138)) & g_95) || (((l_139[2][3] != l_140) > l_68[7]) != 0x0B5BC345E11D1409LL)), 1L));
            }
            (*g_141) = l_68[9];
        }
        /* facts after branching */
        assert (l_78 == 0);
        //assert (g_131 == 0 || (g_131 >= &l_68[0] && g_131 <= &l_68[9]) || g_131 == &l_107 || g_131 == &l_203);
        (*g_143) &= l_68[5];
    }
    /* facts after branching */
    assert (l_78 == 0 || l_78 == &g_60);
    //assert (g_131 == 0 || (g_131 >= &l_68[0] && g_131 <= &l_68[9]) || g_131 == dangling || g_131 == &l_203);
    return p_55;
    /* statement id: 96 */
    //assert (g_131 == 0 || g_131 == dangling || g_131 == &l_203);
}




/* ---------------------------------------- */
int main (int argc, char* argv[])
{
    int i, j;
    int print_hash_value = 0;
    if (argc == 2 && strcmp(argv[1], "1") == 0) print_hash_value = 1;
    platform_main_begin();
    crc32_gentab();
    func_30();
    transparent_crc(g_10, "g_10", print_hash_value);
    transparent_crc(g_31, "g_31", print_hash_value);
    transparent_crc(g_32, "g_32", print_hash_value);
    transparent_crc(g_35, "g_35", print_hash_value);
    transparent_crc(g_60, "g_60", print_hash_value);
    transparent_crc(g_65, "g_65", print_hash_value);
    transparent_crc(g_95, "g_95", print_hash_value);
    transparent_crc(g_96, "g_96", print_hash_value);
    transparent_crc(g_108.f0, "g_108.f0", print_hash_value);
    transparent_crc(g_108.f1, "g_108.f1", print_hash_value);
    transparent_crc(g_108.f2, "g_108.f2", print_hash_value);
    transparent_crc(g_126, "g_126", print_hash_value);
    transparent_crc(g_145, "g_145", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 5; j++)
        {
            transparent_crc(g_148[i][j], "g_148[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_157, "g_157", print_hash_value);
    transparent_crc(g_160, "g_160", print_hash_value);
    transparent_crc(g_164, "g_164", print_hash_value);
    transparent_crc(g_224, "g_224", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 57
XXX total union variables: 1

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

XXX max expression depth: 23
breakdown:
   depth: 1, occurrence: 41
   depth: 2, occurrence: 10
   depth: 5, occurrence: 1
   depth: 8, occurrence: 1
   depth: 9, occurrence: 1
   depth: 11, occurrence: 1
   depth: 23, occurrence: 1

XXX total number of pointers: 70

XXX times a variable address is taken: 104
XXX times a pointer is dereferenced on RHS: 10
breakdown:
   depth: 1, occurrence: 9
   depth: 2, occurrence: 1
XXX times a pointer is dereferenced on LHS: 37
breakdown:
   depth: 1, occurrence: 37
XXX times a pointer is compared with null: 2
XXX times a pointer is compared with address of another variable: 0
XXX times a pointer is compared with another pointer: 1
XXX times a pointer is qualified to be dereferenced: 251

XXX max dereference level: 4
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 110
   level: 2, occurrence: 8
   level: 3, occurrence: 0
   level: 4, occurrence: 1
XXX number of pointers point to pointers: 17
XXX number of pointers point to scalars: 53
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 34.3
XXX average alias set size: 1.24

XXX times a non-volatile is read: 134
XXX times a non-volatile is write: 86
XXX times a volatile is read: 10
XXX    times read thru a pointer: 0
XXX times a volatile is write: 8
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 85
XXX percentage of non-volatile access: 92.4

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 37
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 7
   depth: 1, occurrence: 10
   depth: 2, occurrence: 11
   depth: 3, occurrence: 9

XXX percentage a fresh-made variable is used: 28.8
XXX percentage an existing variable is used: 71.2
********************* end of statistics **********************/

