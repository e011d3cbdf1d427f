/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 3004 --max-funcs 3 --max-block-depth 3 --max-expr-complexity 6 --max-struct-fields 20 --max-union-fields 10 --max-array-dim 4 -o s3004.c
 * Seed:      3004
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
struct S0 {
   volatile int16_t  f0;
   uint32_t  f1;
   volatile uint64_t  f2;
   volatile uint16_t  f3;
   uint32_t  f4;
   const int64_t  f5;
   signed f6 : 1;
};

union U1 {
   int32_t  f0;
   int16_t  f1;
   uint64_t  f2;
   uint8_t  f3;
};

union U2 {
   volatile signed f0 : 8;
   volatile int8_t * f1;
   uint32_t  f2;
   int8_t  f3;
   uint32_t  f4;
   int8_t * volatile  f5;
   const int8_t  f6;
   uint64_t  f7;
   int8_t * f8;
   int8_t * const  f9;
};

/* --- GLOBAL VARIABLES --- */
static int8_t g_13 = 5L;
static int8_t *g_12 = &g_13;
static volatile int32_t g_16 = 1L;/* VOLATILE GLOBAL g_16 */
static volatile int32_t g_17[5][5] = {{0xF51EF995L,0xF51EF995L,0xF51EF995L,0xF51EF995L,0xF51EF995L},{0xF51EF995L,0xF51EF995L,0xF51EF995L,0xF51EF995L,0xF51EF995L},{0xF51EF995L,0xF51EF995L,0xF51EF995L,0xF51EF995L,0xF51EF995L},{0xF51EF995L,0xF51EF995L,0xF51EF995L,0xF51EF995L,0xF51EF995L},{0xF51EF995L,0xF51EF995L,0xF51EF995L,0xF51EF995L,0xF51EF995L}};
static int32_t g_18 = 4L;
static int32_t g_21 = 0L;
static uint32_t g_35 = 4294967289UL;
static volatile union U1 g_63 = {0x4D465192L};/* VOLATILE GLOBAL g_63 */
static volatile union U1 *g_62 = &g_63;
static const volatile uint32_t * const *g_69[9] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
static union U2 g_85 = {0x803A303AL};/* VOLATILE GLOBAL g_85 */
static uint64_t g_93 = 0x18D442BFBA12D9ECLL;
static int16_t g_95 = 1L;
static int32_t **g_96 = (void*)0;
static int64_t g_110 = 0xA00FD19F2AA79D85LL;
static uint32_t g_119 = 18446744073709551609UL;
static int64_t g_121 = 0x9B7ED1FF4DA18CC6LL;
static uint16_t g_125 = 65535UL;
static struct S0 g_126 = {9L,4294967289UL,8UL,0x01DAL,0xA345BD6EL,0L,0};/* VOLATILE GLOBAL g_126 */
static int32_t g_157 = 1L;
static union U2 g_174 = {0xFB8CE056L};/* VOLATILE GLOBAL g_174 */
static union U1 g_186 = {0x96F44FDCL};
static int16_t g_192[3][5] = {{(-1L),(-1L),(-1L),(-1L),(-1L)},{1L,0xC973L,1L,0xC973L,1L},{(-1L),(-1L),(-1L),(-1L),(-1L)}};
static int32_t *g_200 = (void*)0;
static const uint64_t g_203[3] = {0xA432728C992A305ALL,0xA432728C992A305ALL,0xA432728C992A305ALL};
static uint32_t g_232 = 5UL;
static union U1 *g_242 = &g_186;
static union U1 **g_241[8] = {&g_242,&g_242,&g_242,&g_242,&g_242,&g_242,&g_242,&g_242};


/* --- FORWARD DECLARATIONS --- */
static uint32_t  func_1(void);
static int8_t * func_4(int16_t  p_5, uint64_t  p_6);
static struct S0  func_9(int8_t * p_10, int8_t * p_11);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_12 g_13 g_18 g_16 g_62 g_69 g_21 g_63.f3 g_85 g_96 g_63.f1 g_95 g_93 g_119 g_35 g_121 g_125 g_126 g_174 g_186.f1 g_192 g_186.f3 g_203 g_232 g_17 g_241
 * writes: g_13 g_18 g_21 g_35 g_62 g_93 g_95 g_110 g_125 g_12 g_186.f1 g_192 g_200 g_186.f3 g_63.f2 g_126.f0 g_232 g_241 g_17
 */
static uint32_t  func_1(void)
{ /* block id: 0 */
    int8_t **l_230 = &g_12;
    int32_t l_231 = (-7L);
    volatile int32_t *l_234 = &g_17[3][0];
    volatile int32_t **l_233 = &l_234;
    union U1 *l_240 = &g_186;
    union U1 ** const l_239 = &l_240;
    int32_t l_245 = 0x55EF8A00L;
    uint32_t l_258 = 0x8C2311EFL;
    int32_t *l_259 = &g_21;
    g_232 &= ((safe_mod_func_int16_t_s_s((1UL || (((*l_230) = func_4((safe_add_func_int8_t_s_s((func_9(g_12, &g_13) , (*g_12)), 1L)), g_126.f5)) == (void*)0)), g_203[1])) , l_231);
    (*l_233) = &g_17[1][2];
    (*l_234) = (l_245 &= ((safe_sub_func_int64_t_s_s((safe_rshift_func_uint8_t_u_u((*l_234), ((l_239 != (g_241[3] = g_241[3])) != (l_231 != (safe_div_func_uint64_t_u_u(((255UL <= (*g_12)) , l_231), l_231)))))), 1UL)) == g_35));
    (*l_259) ^= ((safe_mod_func_int16_t_s_s((safe_sub_func_int32_t_s_s((**l_233), 1L)), (-5L))) , (safe_lshift_func_uint8_t_u_u((safe_mod_func_uint32_t_u_u((((safe_sub_func_uint16_t_u_u((((safe_div_func_int64_t_s_s((l_245 = l_258), g_192[0][0])) , 0x2AACL) != (*l_234)), 5UL)) & l_231) | l_258), 0x3D5AF8A9L)), 1)));
    return (**l_233);
}


/* ------------------------------------------ */
/* 
 * reads : g_13 g_18 g_16 g_62 g_69 g_21 g_63.f3 g_85 g_12 g_96 g_63.f1 g_95 g_93 g_119 g_35 g_121 g_125 g_126 g_174 g_186.f1 g_192 g_186.f3
 * writes: g_12 g_13 g_18 g_21 g_35 g_62 g_93 g_95 g_110 g_125 g_186.f1 g_192 g_200 g_186.f3 g_63.f2 g_126.f0
 */
static int8_t * func_4(int16_t  p_5, uint64_t  p_6)
{ /* block id: 48 */
    int32_t *l_127 = (void*)0;
    int32_t *l_128 = (void*)0;
    int32_t *l_129 = &g_21;
    int32_t *l_130 = &g_18;
    int32_t *l_131 = &g_21;
    int32_t *l_132 = &g_18;
    int32_t *l_133 = &g_21;
    int32_t l_134 = 1L;
    int32_t l_135 = 0x34AB61E8L;
    int32_t *l_136 = &g_21;
    int32_t *l_137 = &g_18;
    int32_t *l_138 = &l_134;
    int32_t *l_139 = &l_135;
    int32_t *l_140 = (void*)0;
    int32_t *l_141 = &g_18;
    int32_t *l_142 = &g_21;
    int32_t *l_143 = &l_135;
    int32_t *l_144 = &l_134;
    int32_t *l_145 = (void*)0;
    int32_t *l_146 = (void*)0;
    int32_t *l_147 = &l_134;
    int32_t *l_148 = &l_135;
    int32_t *l_149 = &g_18;
    int32_t *l_150 = (void*)0;
    int32_t *l_151 = &g_21;
    int32_t *l_152 = &l_135;
    int32_t *l_153[5];
    uint64_t l_154[9][3][2] = {{{18446744073709551612UL,18446744073709551612UL},{1UL,0xFDFA387751552BA3LL},{6UL,0x4C5C06FA9791142BLL}},{{0x5721BE7830CF4673LL,1UL},{0xBEC0524341503C55LL,0x5721BE7830CF4673LL},{0x55E538C652072F1DLL,0x4C8BB38C0F79CB04LL}},{{0x55E538C652072F1DLL,0x5721BE7830CF4673LL},{0xBEC0524341503C55LL,1UL},{0x5721BE7830CF4673LL,0x4C5C06FA9791142BLL}},{{6UL,0xFDFA387751552BA3LL},{1UL,18446744073709551612UL},{18446744073709551612UL,18446744073709551612UL}},{{1UL,0xFDFA387751552BA3LL},{6UL,0x4C5C06FA9791142BLL},{0x5721BE7830CF4673LL,1UL}},{{0xBEC0524341503C55LL,0x5721BE7830CF4673LL},{0x55E538C652072F1DLL,0x4C8BB38C0F79CB04LL},{0x55E538C652072F1DLL,0x5721BE7830CF4673LL}},{{0xBEC0524341503C55LL,1UL},{0x5721BE7830CF4673LL,0x4C5C06FA9791142BLL},{6UL,0xFDFA387751552BA3LL}},{{1UL,18446744073709551612UL},{18446744073709551612UL,18446744073709551612UL},{1UL,0xFDFA387751552BA3LL}},{{6UL,0x4C5C06FA9791142BLL},{0x5721BE7830CF4673LL,1UL},{0xBEC0524341503C55LL,0x5721BE7830CF4673LL}}};
    int64_t l_158 = 0x7FFEF4691A34F912LL;
    uint32_t l_159[6] = {0x263C3DD7L,0x263C3DD7L,0x263C3DD7L,0x263C3DD7L,0x263C3DD7L,0x263C3DD7L};
    int8_t *l_164 = &g_13;
    int8_t **l_165 = &g_12;
    uint64_t l_220 = 0x6B3C655BC204D39ELL;
    int32_t l_226 = 0xA63A2ED1L;
    uint32_t l_227 = 0xBF796855L;
    int i, j, k;
    for (i = 0; i < 5; i++)
        l_153[i] = &g_18;
    --l_154[4][1][0];
    --l_159[1];
    if (((func_9(&g_13, ((*l_165) = l_164)) , 0x808FL) >= ((safe_lshift_func_int8_t_s_u((0L < g_119), 0)) <= 0x557DA0BA23CEAC78LL)))
    { /* block id: 52 */
        uint16_t l_168[4][2] = {{5UL,5UL},{5UL,5UL},{5UL,5UL},{5UL,5UL}};
        union U1 *l_185 = &g_186;
        int i, j;
        if ((l_168[1][0] = 0x931DE071L))
        { /* block id: 54 */
            union U1 * const l_184 = (void*)0;
            int32_t l_187 = 0x46385D5EL;
            int32_t **l_199[6][9] = {{&l_150,&l_150,&l_150,&l_150,&l_150,&l_150,&l_150,&l_150,&l_150},{&l_138,(void*)0,&l_138,(void*)0,&l_138,(void*)0,&l_138,(void*)0,&l_138},{&l_150,&l_150,&l_150,&l_150,&l_150,&l_150,&l_150,&l_150,&l_150},{&l_138,(void*)0,&l_138,(void*)0,&l_138,(void*)0,&l_138,(void*)0,&l_138},{&l_150,&l_150,&l_150,&l_150,&l_150,&l_150,&l_150,&l_150,&l_150},{&l_138,(void*)0,&l_138,(void*)0,&l_138,(void*)0,&l_138,(void*)0,&l_138}};
            int i, j;
            for (l_135 = 1; (l_135 >= 0); l_135 -= 1)
            { /* block id: 57 */
                int16_t *l_183 = &g_95;
                int64_t *l_188[7];
                int32_t l_189 = 0xFA4DD681L;
                int16_t *l_190 = &g_186.f1;
                int16_t *l_191 = &g_192[0][0];
                int32_t l_193 = 0L;
                int8_t l_198 = 0xFEL;
                int i;
                for (i = 0; i < 7; i++)
                    l_188[i] = (void*)0;
                if (l_159[(l_135 + 2)])
                    break;
                l_193 &= (safe_unary_minus_func_uint32_t_u((((*l_191) |= ((*l_190) &= ((safe_sub_func_uint64_t_u_u(((l_159[(l_135 + 3)] | ((safe_mul_func_uint16_t_u_u(p_6, (g_174 , 0xF7A5L))) | (safe_div_func_int16_t_s_s(((l_189 = (((safe_mul_func_uint16_t_u_u((safe_div_func_uint64_t_u_u(((safe_rshift_func_int16_t_s_u((((((*l_183) &= ((void*)0 == &g_62)) , l_184) == l_185) > (*g_12)), p_5)) , 0UL), 1UL)), l_187)) , (*l_130)) , (-5L))) | p_5), l_168[1][0])))) , g_63.f3), l_187)) != p_5))) != g_125)));
                if (l_187)
                    continue;
                l_193 = ((safe_sub_func_int64_t_s_s((g_21 & (*g_12)), (((0x4AEF56FE32209B30LL <= (((p_6 & (safe_add_func_uint64_t_u_u((g_186.f3 && 0x4D726B39FBA44A9BLL), l_168[1][1]))) && p_6) | l_198)) , 0xDC82D959L) != 0x434CF9F9L))) <= 0x51A42DC0L);
            }
            g_200 = (l_131 = &l_187);
            if (g_95)
                goto lbl_217;
            return &g_13;
        }
        else
        { /* block id: 70 */
            const uint64_t *l_202 = &g_203[1];
            const uint64_t **l_201 = &l_202;
            int32_t l_210 = 0x9CC06512L;
            (*l_144) &= (((&g_93 != ((*l_201) = (void*)0)) > ((safe_rshift_func_uint8_t_u_s((((safe_add_func_uint64_t_u_u((safe_mod_func_int32_t_s_s((p_6 | l_210), ((safe_mod_func_uint8_t_u_u((g_126.f0 , p_6), l_210)) | g_126.f5))), 3L)) | l_210) == g_186.f1), 2)) , p_6)) , 0L);
            (*l_152) |= (safe_lshift_func_int8_t_s_s((*g_12), 6));
            for (g_186.f3 = 0; (g_186.f3 < 52); g_186.f3++)
            { /* block id: 76 */
                if (p_6)
                    break;
            }
        }
        if (p_5)
            goto lbl_223;
    }
    else
    { /* block id: 80 */
lbl_217:
        for (g_63.f2 = 0; g_63.f2 < 9; g_63.f2 += 1)
        {
            for (g_126.f0 = 0; g_126.f0 < 3; g_126.f0 += 1)
            {
                for (g_35 = 0; g_35 < 2; g_35 += 1)
                {
                    l_154[g_63.f2][g_126.f0][g_35] = 0UL;
                }
            }
        }
lbl_223:
        for (g_13 = 0; (g_13 < 4); g_13 = safe_add_func_uint64_t_u_u(g_13, 6))
        { /* block id: 85 */
            (*l_147) = p_6;
            l_220++;
        }
        for (g_21 = 0; (g_21 < (-10)); g_21 = safe_sub_func_uint64_t_u_u(g_21, 7))
        { /* block id: 92 */
            (*l_144) ^= ((*l_149) = (-6L));
            l_227--;
        }
    }
    return (*l_165);
}


/* ------------------------------------------ */
/* 
 * reads : g_13 g_18 g_16 g_62 g_69 g_21 g_63.f3 g_85 g_12 g_96 g_63.f1 g_95 g_93 g_119 g_35 g_121 g_125 g_126
 * writes: g_13 g_18 g_21 g_35 g_62 g_93 g_95 g_110 g_125
 */
static struct S0  func_9(int8_t * p_10, int8_t * p_11)
{ /* block id: 1 */
    uint64_t l_28 = 0xAB83EB61943EC3E1LL;
    int32_t l_47[7] = {8L,0xE2646899L,0xE2646899L,8L,0xE2646899L,0xE2646899L,8L};
    int32_t *l_70 = &g_18;
    int32_t *l_71 = &l_47[5];
    int32_t *l_72[1];
    int8_t l_73 = 0L;
    uint8_t l_74 = 0x48L;
    int32_t **l_98 = &l_71;
    int32_t **l_99 = (void*)0;
    int64_t *l_120 = &g_121;
    uint16_t l_122 = 3UL;
    int8_t l_124 = 0x4EL;
    int i;
    for (i = 0; i < 1; i++)
        l_72[i] = &l_47[6];
    for (g_13 = 0; (g_13 == (-20)); g_13 = safe_sub_func_int64_t_s_s(g_13, 3))
    { /* block id: 4 */
        int64_t l_33 = 8L;
        int32_t l_39 = (-2L);
        int32_t l_48 = 0x97FB6F8AL;
        int32_t l_51 = 0xC34309E9L;
        int32_t l_53 = 0L;
        int32_t l_55 = 0x037C870DL;
        int32_t l_56[5] = {1L,1L,1L,1L,1L};
        int32_t *l_61 = &l_51;
        volatile union U1 **l_64 = &g_62;
        uint32_t *l_67[8][6] = {{&g_35,&g_35,&g_35,&g_35,&g_35,&g_35},{(void*)0,&g_35,&g_35,&g_35,&g_35,&g_35},{&g_35,&g_35,&g_35,(void*)0,&g_35,&g_35},{&g_35,&g_35,&g_35,&g_35,&g_35,(void*)0},{&g_35,&g_35,(void*)0,(void*)0,&g_35,(void*)0},{&g_35,&g_35,&g_35,&g_35,&g_35,&g_35},{(void*)0,&g_35,&g_35,&g_35,&g_35,&g_35},{&g_35,&g_35,&g_35,(void*)0,&g_35,&g_35}};
        uint32_t **l_68 = &l_67[3][4];
        int i, j;
        for (g_18 = 19; (g_18 > (-28)); g_18 = safe_sub_func_int32_t_s_s(g_18, 1))
        { /* block id: 7 */
            int32_t l_38 = 0x5C2F4FE1L;
            int32_t l_46 = 0x4384F3ACL;
            int32_t l_49 = 0L;
            int32_t l_50 = 9L;
            int32_t l_52[5][1];
            int i, j;
            for (i = 0; i < 5; i++)
            {
                for (j = 0; j < 1; j++)
                    l_52[i][j] = 1L;
            }
            for (g_21 = 6; (g_21 > 0); g_21--)
            { /* block id: 10 */
                uint32_t *l_34 = &g_35;
                int32_t *l_36 = (void*)0;
                int32_t l_37 = 1L;
                int32_t *l_40 = (void*)0;
                int32_t *l_41 = &l_39;
                int32_t *l_42 = &l_39;
                int32_t *l_43 = &l_37;
                int32_t *l_44 = &l_39;
                int32_t *l_45[1];
                int8_t l_54 = (-10L);
                uint16_t l_57 = 0x4077L;
                int32_t **l_60 = &l_36;
                int i;
                for (i = 0; i < 1; i++)
                    l_45[i] = &l_39;
                l_37 &= (safe_div_func_uint32_t_u_u((((*l_34) = (g_13 ^ (safe_add_func_uint8_t_u_u(((l_28 ^= g_16) <= (safe_add_func_uint16_t_u_u((safe_mod_func_int8_t_s_s(l_33, (*p_11))), l_33))), 0x08L)))) | 0x96A450C1L), l_33));
                --l_57;
                l_39 = ((((*l_60) = &l_37) != (void*)0) >= ((l_61 = &g_18) != (void*)0));
            }
            if ((*l_61))
                break;
        }
        (*l_64) = g_62;
        (*l_61) = (0x26D9AC2FE1997BD6LL > (safe_div_func_uint32_t_u_u((((l_61 == ((*l_68) = l_67[3][3])) < ((l_47[2] ^= ((((((void*)0 != g_69[1]) || (*l_61)) < g_21) >= 1UL) & (*l_61))) != (*l_61))) < 0x8AFD6114BB34BBF6LL), (*l_61))));
    }
lbl_77:
    l_74++;
    for (l_74 = 0; (l_74 <= 6); l_74 += 1)
    { /* block id: 29 */
        if (g_21)
            goto lbl_77;
        if (g_63.f3)
            break;
    }
    for (l_28 = 11; (l_28 == 24); l_28++)
    { /* block id: 35 */
        int8_t l_84 = 0x7BL;
        uint64_t *l_92 = &g_93;
        int16_t *l_94 = &g_95;
        int32_t ***l_97[1][4][1][4] = {{{{&g_96,&g_96,&g_96,&g_96}},{{&g_96,&g_96,&g_96,&g_96}},{{&g_96,&g_96,&g_96,&g_96}},{{&g_96,&g_96,&g_96,&g_96}}}};
        uint32_t l_100 = 4294967295UL;
        int64_t *l_109 = &g_110;
        const uint8_t l_123 = 249UL;
        int i, j, k, l;
        l_99 = (l_98 = (((*l_94) = (safe_mod_func_int32_t_s_s(((((safe_lshift_func_int8_t_s_u((l_84 >= (g_85 , 0L)), ((safe_lshift_func_uint8_t_u_s(((safe_mod_func_int32_t_s_s(((((safe_div_func_uint32_t_u_u(4294967288UL, (((*l_92) = 0x0F35947468A156A7LL) ^ g_18))) <= (*l_70)) ^ (*g_12)) , g_18), l_84)) <= 0L), 0)) || l_84))) , 0xF3L) >= 5L) == g_18), l_84))) , g_96));
        l_100++;
        (*l_71) |= (safe_mul_func_uint8_t_u_u(0x4AL, 0L));
        g_125 |= (safe_mod_func_uint16_t_u_u((((*l_109) = g_63.f1) && ((((((safe_mod_func_uint32_t_u_u((((g_95 || (((safe_div_func_int32_t_s_s((0x17D6C01FL != (((((g_18 , ((((safe_rshift_func_uint8_t_u_s(((((*p_10) = ((safe_rshift_func_uint16_t_u_s((((*l_92) = g_93) & g_21), g_95)) , 6L)) & g_119) , (*l_71)), (*l_71))) , l_92) == l_120) != 1L)) != (*l_70)) < 5UL) || g_21) <= g_35)), g_21)) != (*l_70)) == l_122)) || g_121) >= 0x66L), (*l_71))) >= g_121) | l_123) > (-3L)) , l_124) < 0xF2CDL)), g_35));
    }
    return g_126;
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
    transparent_crc(g_13, "g_13", print_hash_value);
    transparent_crc(g_16, "g_16", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 5; j++)
        {
            transparent_crc(g_17[i][j], "g_17[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_18, "g_18", print_hash_value);
    transparent_crc(g_21, "g_21", print_hash_value);
    transparent_crc(g_35, "g_35", print_hash_value);
    transparent_crc(g_63.f0, "g_63.f0", print_hash_value);
    transparent_crc(g_63.f1, "g_63.f1", print_hash_value);
    transparent_crc(g_63.f3, "g_63.f3", print_hash_value);
    transparent_crc(g_85.f0, "g_85.f0", print_hash_value);
    transparent_crc(g_93, "g_93", print_hash_value);
    transparent_crc(g_95, "g_95", print_hash_value);
    transparent_crc(g_110, "g_110", print_hash_value);
    transparent_crc(g_119, "g_119", print_hash_value);
    transparent_crc(g_121, "g_121", print_hash_value);
    transparent_crc(g_125, "g_125", print_hash_value);
    transparent_crc(g_126.f0, "g_126.f0", print_hash_value);
    transparent_crc(g_126.f1, "g_126.f1", print_hash_value);
    transparent_crc(g_126.f2, "g_126.f2", print_hash_value);
    transparent_crc(g_126.f3, "g_126.f3", print_hash_value);
    transparent_crc(g_126.f4, "g_126.f4", print_hash_value);
    transparent_crc(g_126.f5, "g_126.f5", print_hash_value);
    transparent_crc(g_126.f6, "g_126.f6", print_hash_value);
    transparent_crc(g_157, "g_157", print_hash_value);
    transparent_crc(g_174.f0, "g_174.f0", print_hash_value);
    transparent_crc(g_186.f3, "g_186.f3", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 5; j++)
        {
            transparent_crc(g_192[i][j], "g_192[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_203[i], "g_203[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_232, "g_232", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 1
breakdown:
   depth: 0, occurrence: 62
   depth: 1, occurrence: 1
XXX total union variables: 2

XXX non-zero bitfields defined in structs: 2
XXX zero bitfields defined in structs: 0
XXX const bitfields defined in structs: 0
XXX volatile bitfields defined in structs: 1
XXX structs with bitfields in the program: 3
breakdown:
   indirect level: 0, occurrence: 3
XXX full-bitfields structs in the program: 0
breakdown:
XXX times a bitfields struct's address is taken: 0
XXX times a bitfields struct on LHS: 0
XXX times a bitfields struct on RHS: 3
XXX times a single bitfield on LHS: 0
XXX times a single bitfield on RHS: 0

XXX max expression depth: 33
breakdown:
   depth: 1, occurrence: 48
   depth: 2, occurrence: 14
   depth: 6, occurrence: 1
   depth: 9, occurrence: 1
   depth: 10, occurrence: 1
   depth: 12, occurrence: 3
   depth: 13, occurrence: 1
   depth: 14, occurrence: 1
   depth: 15, occurrence: 1
   depth: 21, occurrence: 1
   depth: 25, occurrence: 1
   depth: 33, occurrence: 1

XXX total number of pointers: 83

XXX times a variable address is taken: 84
XXX times a pointer is dereferenced on RHS: 24
breakdown:
   depth: 1, occurrence: 22
   depth: 2, occurrence: 2
XXX times a pointer is dereferenced on LHS: 25
breakdown:
   depth: 1, occurrence: 25
XXX times a pointer is compared with null: 2
XXX times a pointer is compared with address of another variable: 0
XXX times a pointer is compared with another pointer: 0
XXX times a pointer is qualified to be dereferenced: 1305

XXX max dereference level: 2
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 83
   level: 2, occurrence: 4
XXX number of pointers point to pointers: 15
XXX number of pointers point to scalars: 63
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 21.7
XXX average alias set size: 1.13

XXX times a non-volatile is read: 140
XXX times a non-volatile is write: 83
XXX times a volatile is read: 9
XXX    times read thru a pointer: 4
XXX times a volatile is write: 1
XXX    times written thru a pointer: 1
XXX times a volatile is available for access: 650
XXX percentage of non-volatile access: 95.7

XXX forward jumps: 2
XXX backward jumps: 1

XXX stmts: 49
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 14
   depth: 1, occurrence: 14
   depth: 2, occurrence: 13
   depth: 3, occurrence: 8

XXX percentage a fresh-made variable is used: 13.9
XXX percentage an existing variable is used: 86.1
FYI: the random generator makes assumptions about the integer size. See platform.info for more details.
********************* end of statistics **********************/

