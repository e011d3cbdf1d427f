/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 8 --max-funcs 3 --max-block-depth 3 --max-expr-complexity 6 -o s8.c
 * Seed:      8
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
struct S0 {
   unsigned f0 : 18;
   unsigned f1 : 31;
   uint8_t  f2;
   signed f3 : 29;
   unsigned f4 : 14;
   const int32_t  f5;
   unsigned f6 : 17;
};

#pragma pack(push)
#pragma pack(1)
struct S1 {
   unsigned f0 : 25;
   uint16_t  f1;
   unsigned f2 : 6;
   volatile signed f3 : 12;
   volatile signed f4 : 18;
   unsigned f5 : 27;
};
#pragma pack(pop)

/* --- GLOBAL VARIABLES --- */
static uint32_t g_8 = 18446744073709551615UL;
static int32_t g_21 = 0x77FC7DF3L;
static int32_t g_26 = 0L;
static int32_t * volatile g_25 = &g_26;/* VOLATILE GLOBAL g_25 */
static volatile int64_t g_29 = (-6L);/* VOLATILE GLOBAL g_29 */
static int32_t g_30 = 0xA8F302D7L;
static uint32_t g_32 = 1UL;
static uint8_t g_41 = 255UL;
static const struct S1 g_44[7][2][2] = {{{{3874,0x77C8L,2,-54,-27,7410},{3695,0xF474L,3,-55,219,3573}},{{2029,0xE2CDL,2,-26,105,5167},{3874,0x77C8L,2,-54,-27,7410}}},{{{243,0x2F27L,0,36,483,4550},{243,0x2F27L,0,36,483,4550}},{{243,0x2F27L,0,36,483,4550},{3874,0x77C8L,2,-54,-27,7410}}},{{{2029,0xE2CDL,2,-26,105,5167},{3695,0xF474L,3,-55,219,3573}},{{3874,0x77C8L,2,-54,-27,7410},{3695,0xF474L,3,-55,219,3573}}},{{{2029,0xE2CDL,2,-26,105,5167},{3874,0x77C8L,2,-54,-27,7410}},{{243,0x2F27L,0,36,483,4550},{243,0x2F27L,0,36,483,4550}}},{{{243,0x2F27L,0,36,483,4550},{3874,0x77C8L,2,-54,-27,7410}},{{2029,0xE2CDL,2,-26,105,5167},{3695,0xF474L,3,-55,219,3573}}},{{{3874,0x77C8L,2,-54,-27,7410},{3695,0xF474L,3,-55,219,3573}},{{2029,0xE2CDL,2,-26,105,5167},{3874,0x77C8L,2,-54,-27,7410}}},{{{243,0x2F27L,0,36,483,4550},{243,0x2F27L,0,36,483,4550}},{{243,0x2F27L,0,36,483,4550},{3874,0x77C8L,2,-54,-27,7410}}}};
static int32_t *g_48 = (void*)0;
static int32_t ** volatile g_47 = &g_48;/* VOLATILE GLOBAL g_47 */
static volatile int32_t g_52 = 3L;/* VOLATILE GLOBAL g_52 */
static int32_t g_53 = (-3L);
static int8_t g_54 = 1L;
static volatile int16_t g_56 = (-1L);/* VOLATILE GLOBAL g_56 */
static uint32_t g_57[9][1] = {{9UL},{1UL},{9UL},{1UL},{9UL},{1UL},{9UL},{1UL},{9UL}};
static volatile struct S1 g_77 = {2825,0UL,1,-45,-370,5154};/* VOLATILE GLOBAL g_77 */
static uint16_t g_93 = 0UL;
static int16_t g_113 = 2L;
static uint16_t g_127 = 0x2682L;
static uint64_t g_131 = 8UL;
static int32_t ** volatile g_138 = &g_48;/* VOLATILE GLOBAL g_138 */
static int32_t g_153 = 0x5D496808L;
static uint32_t g_155 = 0xEBB9BF21L;
static uint32_t g_174 = 0x1F1B08C5L;
static struct S1 * volatile g_191 = (void*)0;/* VOLATILE GLOBAL g_191 */
static struct S1 g_193[8] = {{2691,65535UL,5,-43,-204,3429},{2691,65535UL,5,-43,-204,3429},{2691,65535UL,5,-43,-204,3429},{2691,65535UL,5,-43,-204,3429},{2691,65535UL,5,-43,-204,3429},{2691,65535UL,5,-43,-204,3429},{2691,65535UL,5,-43,-204,3429},{2691,65535UL,5,-43,-204,3429}};


/* --- FORWARD DECLARATIONS --- */
static int8_t  func_1(void);
static int32_t  func_4(uint32_t  p_5, uint32_t  p_6, uint32_t  p_7);
static uint32_t  func_9(struct S0  p_10, int32_t  p_11, struct S0  p_12);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_8 g_21 g_25 g_26 g_32 g_41 g_44 g_47 g_57 g_54 g_53 g_30 g_48 g_77 g_93 g_52 g_127 g_138 g_155 g_56 g_131 g_174
 * writes: g_21 g_26 g_32 g_41 g_48 g_57 g_54 g_53 g_77 g_30 g_113 g_127 g_131 g_155 g_174 g_8 g_193
 */
static int8_t  func_1(void)
{ /* block id: 0 */
    uint16_t l_2 = 0x9D94L;
    struct S0 l_13[2] = {{219,1517,255UL,6151,86,0xBE360DE5L,303},{219,1517,255UL,6151,86,0xBE360DE5L,303}};
    uint32_t l_72[4];
    struct S0 l_101 = {225,5307,0xFAL,-11243,46,0x88B2FF17L,91};
    int32_t *l_136 = &g_26;
    int32_t l_143 = 0x9ADF10BAL;
    int32_t l_144 = 0xDCC5815BL;
    int32_t l_145 = 0xAC69C4ABL;
    int32_t l_146 = 1L;
    int16_t l_154 = 0x79DFL;
    int16_t l_189 = 1L;
    struct S1 *l_198[8][10] = {{&g_193[1],(void*)0,(void*)0,(void*)0,(void*)0,&g_193[1],(void*)0,&g_193[5],(void*)0,&g_193[1]},{(void*)0,&g_193[2],(void*)0,(void*)0,&g_193[2],&g_193[1],(void*)0,&g_193[2],&g_193[5],&g_193[5]},{&g_193[1],&g_193[6],(void*)0,&g_193[2],&g_193[2],(void*)0,&g_193[6],&g_193[1],&g_193[5],(void*)0},{&g_193[2],(void*)0,&g_193[1],&g_193[2],(void*)0,(void*)0,&g_193[2],(void*)0,&g_193[5],&g_193[2]},{&g_193[5],(void*)0,&g_193[1],(void*)0,(void*)0,(void*)0,(void*)0,&g_193[1],(void*)0,(void*)0},{&g_193[6],(void*)0,(void*)0,(void*)0,&g_193[6],&g_193[5],&g_193[2],&g_193[2],&g_193[5],&g_193[5]},{&g_193[5],(void*)0,(void*)0,&g_193[5],&g_193[1],&g_193[5],&g_193[5],&g_193[5],(void*)0,&g_193[5]},{&g_193[5],&g_193[5],(void*)0,&g_193[1],&g_193[6],(void*)0,(void*)0,&g_193[6],&g_193[1],(void*)0}};
    int i, j;
    for (i = 0; i < 4; i++)
        l_72[i] = 18446744073709551615UL;
    if (l_2)
    { /* block id: 1 */
        uint32_t l_3 = 4294967295UL;
        return l_3;
    }
    else
    { /* block id: 3 */
        struct S0 l_18 = {327,16582,0x67L,-13668,46,0x49CFF29CL,72};
        int32_t *l_60 = &g_53;
        uint8_t l_71 = 248UL;
        int32_t l_76 = 1L;
        uint32_t l_105 = 18446744073709551607UL;
        int32_t l_147 = (-6L);
        int8_t l_166 = 4L;
        int32_t l_170 = 0L;
        int32_t l_171 = 0L;
        int32_t l_172[5][7] = {{1L,0x16F4BA2FL,1L,0xED5E9691L,0L,0L,0xED5E9691L},{(-1L),0xBD2D9BE9L,(-1L),0x2858AB29L,8L,8L,0x2858AB29L},{1L,0x16F4BA2FL,1L,0xED5E9691L,0L,0L,0xED5E9691L},{(-1L),0xBD2D9BE9L,(-1L),0x2858AB29L,8L,8L,0x2858AB29L},{1L,0x16F4BA2FL,1L,0xED5E9691L,0L,0L,0xED5E9691L}};
        int i, j;
        (*l_60) &= func_4(g_8, l_2, func_9(l_13[0], (safe_mod_func_uint16_t_u_u(l_13[0].f5, (safe_sub_func_int8_t_s_s((g_8 || 0UL), 0x4EL)))), l_18));
        if ((safe_sub_func_int32_t_s_s((0x9B685049L & (safe_add_func_int8_t_s_s(((safe_mul_func_int16_t_s_s((safe_sub_func_uint8_t_u_u((*l_60), (safe_add_func_int64_t_s_s((1UL <= l_71), ((g_26 && (*g_25)) || (*g_25)))))), 0L)) != g_44[5][0][0].f1), 247UL))), l_72[0])))
        { /* block id: 33 */
            int32_t *l_73[2][2] = {{&g_26,&g_26},{&g_26,&g_26}};
            int32_t l_92 = 0x870374A0L;
            int i, j;
            if ((g_8 , (*g_25)))
            { /* block id: 34 */
                return g_30;
            }
            else
            { /* block id: 36 */
                (*g_47) = l_60;
            }
            l_18.f3 |= (((*l_60) , &g_48) == (((*g_47) != &g_26) , &g_25));
            if ((safe_mul_func_uint8_t_u_u(g_44[5][0][0].f3, l_76)))
            { /* block id: 40 */
                g_77 = g_77;
                return g_77.f1;
            }
            else
            { /* block id: 43 */
                int8_t *l_78 = &g_54;
                (*l_60) = l_2;
                g_26 |= (((*l_78) = g_77.f4) != (safe_mul_func_uint16_t_u_u(((safe_lshift_func_int16_t_s_u((*l_60), (((safe_add_func_uint16_t_u_u(g_8, (~(safe_mul_func_int8_t_s_s((safe_rshift_func_int16_t_s_s(g_57[6][0], 0)), (safe_sub_func_int32_t_s_s((((g_44[5][0][0].f2 && (*l_60)) , l_60) != l_60), (*l_60)))))))) | 0x87L) , 65535UL))) < l_92), 0xC536L)));
                return g_93;
            }
        }
        else
        { /* block id: 49 */
            int64_t l_104[10][9][1] = {{{0xB9DDC81AE9100010LL},{0x626EB52EEBB8701CLL},{(-1L)},{0x626EB52EEBB8701CLL},{0xB9DDC81AE9100010LL},{1L},{0xB9DDC81AE9100010LL},{0x626EB52EEBB8701CLL},{(-1L)}},{{0x626EB52EEBB8701CLL},{0xB9DDC81AE9100010LL},{1L},{0xB9DDC81AE9100010LL},{0x626EB52EEBB8701CLL},{(-1L)},{0x626EB52EEBB8701CLL},{0xB9DDC81AE9100010LL},{1L}},{{0xB9DDC81AE9100010LL},{0x626EB52EEBB8701CLL},{(-1L)},{0x626EB52EEBB8701CLL},{0xB9DDC81AE9100010LL},{1L},{0xB9DDC81AE9100010LL},{0x626EB52EEBB8701CLL},{(-1L)}},{{0x626EB52EEBB8701CLL},{0xB9DDC81AE9100010LL},{1L},{0xB9DDC81AE9100010LL},{0x626EB52EEBB8701CLL},{(-1L)},{0x626EB52EEBB8701CLL},{0xB9DDC81AE9100010LL},{1L}},{{0xB9DDC81AE9100010LL},{0x626EB52EEBB8701CLL},{(-1L)},{0x626EB52EEBB8701CLL},{0xB9DDC81AE9100010LL},{1L},{0xB9DDC81AE9100010LL},{0x626EB52EEBB8701CLL},{(-1L)}},{{0x626EB52EEBB8701CLL},{0xB9DDC81AE9100010LL},{1L},{0xB9DDC81AE9100010LL},{0x626EB52EEBB8701CLL},{(-1L)},{0x626EB52EEBB8701CLL},{0xB9DDC81AE9100010LL},{1L}},{{0xB9DDC81AE9100010LL},{0x626EB52EEBB8701CLL},{(-1L)},{0x626EB52EEBB8701CLL},{0xB9DDC81AE9100010LL},{1L},{0xB9DDC81AE9100010LL},{0x626EB52EEBB8701CLL},{(-1L)}},{{0x626EB52EEBB8701CLL},{0xB9DDC81AE9100010LL},{1L},{0xB9DDC81AE9100010LL},{0x626EB52EEBB8701CLL},{(-1L)},{0x626EB52EEBB8701CLL},{0xB9DDC81AE9100010LL},{0x832D056028530B2CLL}},{{(-1L)},{1L},{0x7F336F0E25250D90LL},{1L},{(-1L)},{0x832D056028530B2CLL},{(-1L)},{1L},{0x7F336F0E25250D90LL}},{{1L},{(-1L)},{0x832D056028530B2CLL},{(-1L)},{1L},{0x7F336F0E25250D90LL},{1L},{(-1L)},{0x832D056028530B2CLL}}};
            int16_t *l_111 = (void*)0;
            int16_t *l_112 = &g_113;
            uint32_t *l_119 = &g_57[6][0];
            uint64_t *l_130 = &g_131;
            uint32_t l_132[5] = {7UL,7UL,7UL,7UL,7UL};
            int8_t l_133 = 0L;
            uint8_t l_148[2];
            int32_t *l_151 = &g_21;
            int32_t *l_152[2];
            int i, j, k;
            for (i = 0; i < 2; i++)
                l_148[i] = 7UL;
            for (i = 0; i < 2; i++)
                l_152[i] = (void*)0;
            for (g_30 = 0; (g_30 >= (-29)); g_30 = safe_sub_func_uint8_t_u_u(g_30, 4))
            { /* block id: 52 */
                l_105 ^= (((((safe_rshift_func_int16_t_s_u((~((safe_mod_func_uint8_t_u_u((l_101 , (*l_60)), g_54)) && (safe_sub_func_int8_t_s_s((g_26 <= (l_104[3][5][0] <= 0x30L)), 8UL)))), g_44[5][0][0].f4)) == l_104[3][5][0]) != l_104[6][7][0]) && 0x99FBL) && 1L);
                return (*l_60);
            }
            (*l_60) = (l_13[0].f3 = ((((~((safe_sub_func_uint64_t_u_u(((((((safe_lshift_func_int16_t_s_s((((*l_112) = l_104[3][5][0]) | (l_132[2] = (((safe_mod_func_int8_t_s_s((((safe_add_func_uint8_t_u_u((g_52 > ((*l_130) = ((!((--(*l_119)) , (((safe_add_func_uint32_t_u_u((((((safe_sub_func_uint32_t_u_u((((*l_60) && l_104[3][3][0]) ^ ((~(++g_127)) , 0L)), l_104[3][5][0])) , 1UL) && 0xABF467C7L) && 0xB8L) <= g_21), g_53)) >= 0x5DABL) != 0x248F7BE4L))) > 0xB283B4B7L))), 0x4EL)) , 0UL) < l_104[3][5][0]), 255UL)) && 0xDF8AF388L) >= g_30))), 1)) != (*l_60)) , (*l_60)) || l_2) <= 0xF1167A4C18CA0322LL) ^ 0x4AC0L), g_54)) , 0xACL)) , (-1L)) == l_133) != 7UL));
            for (g_53 = 0; (g_53 < (-13)); g_53--)
            { /* block id: 65 */
                int32_t **l_137 = &l_136;
                int32_t l_139 = 4L;
                int32_t *l_140 = &l_139;
                int32_t *l_141 = (void*)0;
                int32_t *l_142[3];
                int i;
                for (i = 0; i < 3; i++)
                    l_142[i] = &g_21;
                (*g_138) = ((*l_137) = l_136);
                l_148[0]--;
            }
            ++g_155;
        }
        if (((((*l_136) & (g_56 || 0x4B9CL)) , (*l_136)) , ((*l_60) || g_26)))
        { /* block id: 72 */
            uint16_t l_160 = 1UL;
            uint64_t *l_167 = &g_131;
            int32_t l_169 = (-8L);
            int8_t l_173 = 0x97L;
            if (((((*l_136) != (safe_sub_func_int32_t_s_s(l_160, l_160))) > (g_113 = ((safe_lshift_func_uint8_t_u_u((((safe_mod_func_uint8_t_u_u(((!(*l_60)) , (((*l_167) |= (((-9L) >= l_166) , g_30)) <= (*l_60))), g_127)) & g_44[5][0][0].f4) && 9UL), (*l_136))) == g_44[5][0][0].f0))) && g_44[5][0][0].f4))
            { /* block id: 75 */
                g_77 = ((*l_60) , g_44[5][0][0]);
            }
            else
            { /* block id: 77 */
                int32_t *l_168[2][10][2] = {{{(void*)0,&l_145},{&l_145,&g_53},{&l_145,&g_53},{&l_145,&l_145},{(void*)0,(void*)0},{(void*)0,&l_145},{&l_145,&g_53},{&l_145,&g_53},{&l_145,&l_145},{(void*)0,(void*)0}},{{(void*)0,&l_145},{&l_145,&g_53},{&l_145,&g_53},{&l_145,&l_145},{(void*)0,(void*)0},{(void*)0,&l_145},{&l_145,&g_53},{&l_145,&g_53},{&l_145,&l_145},{(void*)0,(void*)0}}};
                int i, j, k;
                ++g_174;
            }
        }
        else
        { /* block id: 80 */
            uint64_t l_177[1];
            int32_t *l_182 = &l_144;
            int i;
            for (i = 0; i < 1; i++)
                l_177[i] = 0xC0412EF527235E59LL;
            (*l_136) = ((*l_60) = l_177[0]);
            (*g_25) ^= (((void*)0 != &g_113) <= ((void*)0 != &g_25));
            for (g_8 = 0; (g_8 > 1); g_8++)
            { /* block id: 86 */
                int32_t **l_183 = &g_48;
                int32_t **l_184 = &g_48;
                int32_t **l_185 = &l_60;
                int8_t *l_186 = &l_166;
                int32_t l_190 = (-5L);
                struct S1 *l_192 = &g_193[5];
                l_190 &= (((*l_136) | ((safe_mul_func_uint16_t_u_u((((*l_186) = (((*l_185) = l_182) == (void*)0)) && (((safe_rshift_func_int16_t_s_u((*l_60), g_53)) , (**l_185)) > g_127)), g_77.f3)) && l_189)) , 0x004B4608L);
                (*l_192) = g_44[3][1][0];
                (*l_136) ^= (safe_add_func_int16_t_s_s(g_41, (0x829EL && (safe_lshift_func_int16_t_s_u(g_155, 0)))));
            }
        }
    }
    g_193[3] = g_44[5][0][0];
    return (*l_136);
}


/* ------------------------------------------ */
/* 
 * reads : g_21 g_25 g_26 g_32 g_41 g_44 g_47 g_57 g_54
 * writes: g_21 g_26 g_32 g_41 g_48 g_57 g_54
 */
static int32_t  func_4(uint32_t  p_5, uint32_t  p_6, uint32_t  p_7)
{ /* block id: 7 */
    uint16_t l_22[7][1] = {{0xD4F6L},{1UL},{0xD4F6L},{1UL},{0xD4F6L},{1UL},{0xD4F6L}};
    int32_t l_28[7];
    int32_t l_55 = 0xD2F113D4L;
    int i, j;
    for (i = 0; i < 7; i++)
        l_28[i] = 0x4FF6A91AL;
    for (p_5 = 0; (p_5 <= 0); p_5 += 1)
    { /* block id: 10 */
        return p_7;
    }
    if (p_5)
    { /* block id: 13 */
        int64_t l_31 = 0x7D3E67B33DF123EFLL;
        int32_t *l_36 = (void*)0;
        int32_t *l_37 = &l_28[4];
        int32_t *l_38 = &g_21;
        int32_t *l_39 = &l_28[3];
        int32_t *l_40[8] = {&l_28[4],&l_28[4],&l_28[4],&l_28[4],&l_28[4],&l_28[4],&l_28[4],&l_28[4]};
        int i;
        for (g_21 = 0; (g_21 > (-23)); g_21 = safe_sub_func_int64_t_s_s(g_21, 8))
        { /* block id: 16 */
            int32_t *l_27[2][9] = {{&g_21,&g_26,&g_26,&g_21,&g_21,&g_26,&g_26,&g_21,&g_21},{&g_21,(void*)0,&g_21,(void*)0,&g_21,(void*)0,&g_21,(void*)0,&g_21}};
            int32_t **l_35 = &l_27[1][4];
            int i, j;
            (*g_25) ^= ((p_6 || l_22[3][0]) >= 0x92L);
            g_32--;
            (*l_35) = (void*)0;
        }
        g_41++;
        (*g_47) = (((((g_44[5][0][0] , (p_6 < (*g_25))) < l_28[5]) != ((((safe_div_func_uint16_t_u_u(g_21, p_6)) < 0x1534BB8EL) ^ 0xCA85E45CL) || p_6)) , p_5) , &l_28[4]);
    }
    else
    { /* block id: 23 */
        int32_t l_49 = 0x07178D33L;
        int32_t *l_50 = &g_21;
        int32_t *l_51[9][7][1] = {{{(void*)0},{&l_28[2]},{(void*)0},{(void*)0},{&l_28[3]},{&g_21},{(void*)0}},{{&g_21},{&l_28[3]},{(void*)0},{(void*)0},{&l_28[2]},{(void*)0},{(void*)0}},{{&l_28[3]},{&g_21},{(void*)0},{&g_21},{&l_28[3]},{(void*)0},{(void*)0}},{{&l_28[2]},{(void*)0},{(void*)0},{&l_28[3]},{&g_21},{(void*)0},{&g_21}},{{&l_28[3]},{(void*)0},{(void*)0},{&l_28[2]},{(void*)0},{(void*)0},{&l_28[3]}},{{&g_21},{(void*)0},{&g_21},{&l_28[3]},{(void*)0},{(void*)0},{&l_28[2]}},{{(void*)0},{(void*)0},{&l_28[3]},{&g_21},{(void*)0},{&g_21},{&l_28[3]}},{{(void*)0},{(void*)0},{&l_28[2]},{(void*)0},{(void*)0},{&l_28[3]},{&g_21}},{{(void*)0},{&g_21},{&l_28[3]},{(void*)0},{(void*)0},{&l_28[2]},{(void*)0}}};
        int i, j, k;
        g_57[6][0]--;
        for (g_54 = 0; (g_54 <= 0); g_54 += 1)
        { /* block id: 27 */
            return p_5;
        }
    }
    return l_22[0][0];
}


/* ------------------------------------------ */
/* 
 * reads : g_21
 * writes:
 */
static uint32_t  func_9(struct S0  p_10, int32_t  p_11, struct S0  p_12)
{ /* block id: 4 */
    int32_t *l_20 = &g_21;
    int32_t **l_19 = &l_20;
    (*l_19) = (void*)0;
    return g_21;
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
    transparent_crc(g_8, "g_8", print_hash_value);
    transparent_crc(g_21, "g_21", print_hash_value);
    transparent_crc(g_26, "g_26", print_hash_value);
    transparent_crc(g_29, "g_29", print_hash_value);
    transparent_crc(g_30, "g_30", print_hash_value);
    transparent_crc(g_32, "g_32", print_hash_value);
    transparent_crc(g_41, "g_41", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 2; j++)
        {
            for (k = 0; k < 2; k++)
            {
                transparent_crc(g_44[i][j][k].f0, "g_44[i][j][k].f0", print_hash_value);
                transparent_crc(g_44[i][j][k].f1, "g_44[i][j][k].f1", print_hash_value);
                transparent_crc(g_44[i][j][k].f2, "g_44[i][j][k].f2", print_hash_value);
                transparent_crc(g_44[i][j][k].f3, "g_44[i][j][k].f3", print_hash_value);
                transparent_crc(g_44[i][j][k].f4, "g_44[i][j][k].f4", print_hash_value);
                transparent_crc(g_44[i][j][k].f5, "g_44[i][j][k].f5", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_52, "g_52", print_hash_value);
    transparent_crc(g_53, "g_53", print_hash_value);
    transparent_crc(g_54, "g_54", print_hash_value);
    transparent_crc(g_56, "g_56", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        for (j = 0; j < 1; j++)
        {
            transparent_crc(g_57[i][j], "g_57[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_77.f0, "g_77.f0", print_hash_value);
    transparent_crc(g_77.f1, "g_77.f1", print_hash_value);
    transparent_crc(g_77.f2, "g_77.f2", print_hash_value);
    transparent_crc(g_77.f3, "g_77.f3", print_hash_value);
    transparent_crc(g_77.f4, "g_77.f4", print_hash_value);
    transparent_crc(g_77.f5, "g_77.f5", print_hash_value);
    transparent_crc(g_93, "g_93", print_hash_value);
    transparent_crc(g_113, "g_113", print_hash_value);
    transparent_crc(g_127, "g_127", print_hash_value);
    transparent_crc(g_131, "g_131", print_hash_value);
    transparent_crc(g_153, "g_153", print_hash_value);
    transparent_crc(g_155, "g_155", print_hash_value);
    transparent_crc(g_174, "g_174", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_193[i].f0, "g_193[i].f0", print_hash_value);
        transparent_crc(g_193[i].f1, "g_193[i].f1", print_hash_value);
        transparent_crc(g_193[i].f2, "g_193[i].f2", print_hash_value);
        transparent_crc(g_193[i].f3, "g_193[i].f3", print_hash_value);
        transparent_crc(g_193[i].f4, "g_193[i].f4", print_hash_value);
        transparent_crc(g_193[i].f5, "g_193[i].f5", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 1
breakdown:
   depth: 0, occurrence: 49
   depth: 1, occurrence: 5
XXX total union variables: 0

XXX non-zero bitfields defined in structs: 10
XXX zero bitfields defined in structs: 0
XXX const bitfields defined in structs: 0
XXX volatile bitfields defined in structs: 2
XXX structs with bitfields in the program: 5
breakdown:
   indirect level: 0, occurrence: 5
XXX full-bitfields structs in the program: 0
breakdown:
XXX times a bitfields struct's address is taken: 19
XXX times a bitfields struct on LHS: 3
XXX times a bitfields struct on RHS: 8
XXX times a single bitfield on LHS: 2
XXX times a single bitfield on RHS: 8

XXX max expression depth: 39
breakdown:
   depth: 1, occurrence: 51
   depth: 2, occurrence: 11
   depth: 3, occurrence: 1
   depth: 4, occurrence: 2
   depth: 5, occurrence: 1
   depth: 6, occurrence: 1
   depth: 10, occurrence: 1
   depth: 11, occurrence: 2
   depth: 12, occurrence: 2
   depth: 15, occurrence: 1
   depth: 16, occurrence: 1
   depth: 39, occurrence: 1

XXX total number of pointers: 39

XXX times a variable address is taken: 77
XXX times a pointer is dereferenced on RHS: 27
breakdown:
   depth: 1, occurrence: 26
   depth: 2, occurrence: 1
XXX times a pointer is dereferenced on LHS: 22
breakdown:
   depth: 1, occurrence: 22
XXX times a pointer is compared with null: 2
XXX times a pointer is compared with address of another variable: 1
XXX times a pointer is compared with another pointer: 0
XXX times a pointer is qualified to be dereferenced: 560

XXX max dereference level: 2
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 78
   level: 2, occurrence: 11
XXX number of pointers point to pointers: 8
XXX number of pointers point to scalars: 28
XXX number of pointers point to structs: 3
XXX percent of pointers has null in alias set: 30.8
XXX average alias set size: 1.38

XXX times a non-volatile is read: 129
XXX times a non-volatile is write: 60
XXX times a volatile is read: 15
XXX    times read thru a pointer: 0
XXX times a volatile is write: 7
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 147
XXX percentage of non-volatile access: 89.6

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 49
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 8
   depth: 1, occurrence: 10
   depth: 2, occurrence: 15
   depth: 3, occurrence: 16

XXX percentage a fresh-made variable is used: 21.7
XXX percentage an existing variable is used: 78.3
FYI: the random generator makes assumptions about the integer size. See platform.info for more details.
********************* end of statistics **********************/

