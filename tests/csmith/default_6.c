/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 6 --max-funcs 3 --max-block-depth 3 --max-expr-complexity 6 -o s6.c
 * Seed:      6
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static int32_t g_8 = 1L;
static int64_t g_20 = 0x75A592C6EED1E12ALL;
static int32_t g_35 = (-1L);
static int16_t g_40[9] = {0xF7F7L,(-1L),0xF7F7L,0xF7F7L,(-1L),0xF7F7L,0xF7F7L,(-1L),0xF7F7L};
static volatile int16_t g_41 = (-3L);/* VOLATILE GLOBAL g_41 */
static volatile int8_t g_42[1][2][10] = {{{1L,0xF8L,1L,(-1L),0xF8L,0x7EL,0x7EL,0xF8L,(-1L),1L},{0L,0L,1L,0xF8L,0L,1L,0L,0xF8L,1L,0L}}};
static int16_t g_43[3][2] = {{0L,(-8L)},{0L,0L},{(-8L),0L}};
static volatile uint32_t g_44 = 18446744073709551615UL;/* VOLATILE GLOBAL g_44 */
static volatile int8_t g_47 = (-1L);/* VOLATILE GLOBAL g_47 */
static volatile uint32_t g_48 = 0x822C3E50L;/* VOLATILE GLOBAL g_48 */
static int32_t *g_56[6] = {&g_8,&g_8,&g_8,&g_8,&g_8,&g_8};
static int32_t **g_55 = &g_56[1];
static volatile int64_t g_58 = 0xA70DAEE1FA0179E4LL;/* VOLATILE GLOBAL g_58 */
static volatile int64_t *g_57 = &g_58;
static int64_t g_60 = 8L;
static int32_t **g_91 = &g_56[1];
static volatile int32_t g_96 = 0x3889B654L;/* VOLATILE GLOBAL g_96 */
static uint16_t g_99 = 0x4506L;
static uint16_t g_101 = 65535UL;
static int64_t g_102 = 0x31C92298D2E864B6LL;
static int8_t g_104 = 0L;
static int32_t * volatile g_146 = (void*)0;/* VOLATILE GLOBAL g_146 */
static int64_t *g_156[6] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
static uint16_t *g_333 = &g_101;
static uint16_t **g_332[10][10] = {{(void*)0,&g_333,(void*)0,&g_333,&g_333,&g_333,(void*)0,&g_333,&g_333,&g_333},{&g_333,&g_333,&g_333,&g_333,(void*)0,(void*)0,(void*)0,&g_333,&g_333,&g_333},{&g_333,&g_333,&g_333,&g_333,&g_333,&g_333,&g_333,&g_333,(void*)0,&g_333},{(void*)0,&g_333,&g_333,&g_333,&g_333,&g_333,&g_333,&g_333,&g_333,&g_333},{&g_333,&g_333,(void*)0,(void*)0,(void*)0,&g_333,&g_333,&g_333,&g_333,&g_333},{&g_333,&g_333,(void*)0,&g_333,&g_333,&g_333,(void*)0,&g_333,(void*)0,(void*)0},{&g_333,&g_333,(void*)0,&g_333,&g_333,&g_333,(void*)0,&g_333,&g_333,(void*)0},{(void*)0,&g_333,(void*)0,&g_333,&g_333,&g_333,(void*)0,&g_333,&g_333,&g_333},{&g_333,&g_333,&g_333,&g_333,(void*)0,(void*)0,(void*)0,&g_333,&g_333,&g_333},{&g_333,&g_333,&g_333,&g_333,&g_333,&g_333,&g_333,&g_333,(void*)0,&g_333}};
static const int32_t *g_353 = &g_35;
static const int32_t ** volatile g_352 = &g_353;/* VOLATILE GLOBAL g_352 */
static const int32_t ** volatile * const g_351[10] = {&g_352,&g_352,&g_352,&g_352,&g_352,&g_352,&g_352,&g_352,&g_352,&g_352};
static const int32_t ** volatile * const  volatile * volatile g_350 = &g_351[9];/* VOLATILE GLOBAL g_350 */
static uint32_t g_387 = 18446744073709551608UL;
static int16_t *g_407 = &g_40[3];
static int16_t **g_406 = &g_407;


/* --- FORWARD DECLARATIONS --- */
static uint8_t  func_1(void);
static int8_t  func_10(int32_t * p_11, int32_t * p_12, int32_t  p_13, int32_t * p_14, uint8_t  p_15);
static uint64_t  func_23(uint64_t  p_24, uint16_t  p_25, uint32_t  p_26, int32_t * p_27);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_8
 * writes: g_8
 */
static uint8_t  func_1(void)
{ /* block id: 0 */
    uint8_t l_2 = 250UL;
    int32_t l_7[3];
    int32_t *l_168 = (void*)0;
    int16_t l_303 = 0L;
    int64_t l_365 = 0x330CD328D9628E17LL;
    uint32_t l_400 = 0xC31543DEL;
    int16_t *l_405 = &g_43[1][0];
    int16_t **l_404 = &l_405;
    int i;
    for (i = 0; i < 3; i++)
        l_7[i] = 1L;
    l_2++;
    for (l_2 = 27; (l_2 != 33); l_2++)
    { /* block id: 4 */
        int32_t *l_9 = &g_8;
        int64_t *l_19 = &g_20;
        uint64_t l_167 = 0x943EFEFC4BC694DALL;
        int32_t ** const *l_266 = (void*)0;
        int32_t l_292[4];
        uint8_t l_293 = 0x4CL;
        int8_t *l_300 = &g_104;
        uint32_t l_314[1][8][9] = {{{0x8282D167L,0x306B87F0L,0xB46B6E08L,0x306B87F0L,0x8282D167L,18446744073709551614UL,0x8282D167L,0x306B87F0L,0xB46B6E08L},{0x3F0AD042L,0x3F0AD042L,0xA2F60B70L,0UL,0x3F0AD042L,0x68786165L,0UL,0UL,0x68786165L},{2UL,0x306B87F0L,0x737E826EL,0x306B87F0L,2UL,18446744073709551614UL,2UL,0x306B87F0L,0x737E826EL},{0x3F0AD042L,0UL,0xA2F60B70L,0x3F0AD042L,0x3F0AD042L,0xA2F60B70L,0UL,0x3F0AD042L,0x68786165L},{0x8282D167L,0x306B87F0L,0xB46B6E08L,0x306B87F0L,0x8282D167L,18446744073709551614UL,0x8282D167L,0x306B87F0L,0xB46B6E08L},{0x3F0AD042L,0x3F0AD042L,0xA2F60B70L,0UL,0x3F0AD042L,0x68786165L,0UL,0UL,0x68786165L},{2UL,0x306B87F0L,0x737E826EL,0x306B87F0L,2UL,18446744073709551614UL,2UL,0x306B87F0L,0x737E826EL},{0x3F0AD042L,0UL,0xA2F60B70L,0x3F0AD042L,0x3F0AD042L,0xA2F60B70L,0UL,0x3F0AD042L,0x68786165L}}};
        uint16_t *l_316 = (void*)0;
        uint16_t **l_315 = &l_316;
        int32_t l_371 = 7L;
        uint32_t l_376 = 0xFA465732L;
        int32_t l_390 = 5L;
        int i, j, k;
        for (i = 0; i < 4; i++)
            l_292[i] = 0L;
        for (g_8 = 0; g_8 < 3; g_8 += 1)
        {
            l_7[g_8] = (-3L);
        }
        (*l_9) = (g_8 | l_2);
    }
    return l_2;
}


/* ------------------------------------------ */
/* 
 * reads : g_60 g_47 g_102 g_43 g_20 g_8 g_40 g_96 g_58 g_101 g_91 g_48 g_57 g_104 g_35
 * writes: g_104 g_20 g_102 g_60 g_101 g_56 g_8 g_40
 */
static int8_t  func_10(int32_t * p_11, int32_t * p_12, int32_t  p_13, int32_t * p_14, uint8_t  p_15)
{ /* block id: 94 */
    uint32_t l_171 = 0x83DF38DFL;
    int8_t *l_180 = (void*)0;
    int8_t *l_181 = &g_104;
    uint16_t *l_212 = &g_101;
    const uint32_t l_244 = 0UL;
    int32_t *l_260 = &g_8;
    if ((((((((safe_mod_func_uint32_t_u_u((l_171 & (safe_mod_func_int16_t_s_s((safe_add_func_uint16_t_u_u(((0x9BL >= ((safe_sub_func_uint64_t_u_u((safe_mul_func_uint8_t_u_u((((*l_181) = 0xB5L) , 0x36L), (0xC96BL | g_60))), g_47)) < g_102)) , 0UL), g_43[2][0])), 0x2E42L))), p_15)) > g_20) >= 0x03L) == 9UL) > (*p_12)) || g_102) , (*p_12)))
    { /* block id: 96 */
        uint32_t l_201 = 1UL;
        int32_t *l_207 = &g_8;
        for (g_20 = (-5); (g_20 == (-10)); g_20--)
        { /* block id: 99 */
            uint16_t l_203 = 0UL;
            uint8_t l_204[9][6] = {{249UL,0xF7L,0x5AL,0xB6L,0xB6L,0x5AL},{0xB6L,0xB6L,0xB6L,247UL,0x41L,0xB6L},{247UL,0x41L,0xB6L,0x41L,247UL,0xB6L},{0x41L,247UL,0xB6L,1UL,1UL,0xB6L},{1UL,1UL,0xB6L,247UL,0x41L,0xB6L},{247UL,0x41L,0xB6L,0x41L,247UL,0xB6L},{0x41L,247UL,0xB6L,1UL,1UL,0xB6L},{1UL,1UL,0xB6L,247UL,0x41L,0xB6L},{247UL,0x41L,0xB6L,0x41L,247UL,0xB6L}};
            int i, j;
            for (g_102 = 1; (g_102 <= 5); g_102 += 1)
            { /* block id: 102 */
                int64_t *l_202 = &g_60;
                uint16_t *l_205 = &g_101;
                uint16_t *l_206 = &l_203;
                int i;
                (*p_14) = (((~((safe_unary_minus_func_int32_t_s((+g_40[g_102]))) ^ (safe_mod_func_int16_t_s_s((-7L), (((*l_206) = ((*l_205) &= (((((safe_mul_func_uint16_t_u_u((255UL ^ ((((safe_div_func_int64_t_s_s(((safe_rshift_func_uint8_t_u_s((safe_mul_func_uint8_t_u_u(((safe_mul_func_uint16_t_u_u((((*l_202) ^= (safe_lshift_func_uint16_t_u_s((g_40[(g_102 + 1)] | l_201), 10))) >= l_203), g_47)) , p_15), 0x73L)), g_43[1][0])) <= p_13), (-1L))) != 1UL) >= 255UL) || g_96)), l_204[6][5])) == 0x8656L) > g_43[0][1]) && g_58) <= g_40[3]))) | 0x7EACL))))) <= (*p_12)) ^ 0xFAD7FB43F38FB1F7LL);
                (*g_91) = l_207;
                (*p_12) ^= ((*p_14) = (&g_101 != (void*)0));
                if ((*p_14))
                    continue;
            }
        }
    }
    else
    { /* block id: 113 */
        uint16_t *l_208 = &g_99;
        int64_t *l_209 = &g_20;
        const int32_t l_215 = 0xF250EA4EL;
        int32_t ***l_256 = &g_55;
        int8_t *l_258 = &g_104;
        (*p_12) = ((((l_208 != (((&g_20 != l_209) != (safe_mul_func_int8_t_s_s(0xD7L, 2UL))) , l_212)) < (-2L)) ^ g_48) | l_171);
        for (g_60 = 1; (g_60 >= 0); g_60 -= 1)
        { /* block id: 117 */
            uint32_t l_238[1][9][2] = {{{2UL,2UL},{0UL,2UL},{2UL,0UL},{2UL,2UL},{0UL,2UL},{2UL,0UL},{2UL,2UL},{0UL,2UL},{2UL,0UL}}};
            int16_t *l_239 = (void*)0;
            int16_t *l_240 = &g_40[5];
            int16_t *l_241[10][3][8] = {{{&g_43[1][0],&g_43[1][1],&g_43[0][0],&g_43[0][1],&g_43[1][0],&g_43[2][1],&g_43[1][0],&g_43[0][0]},{&g_43[2][1],(void*)0,&g_43[1][0],&g_43[1][1],&g_43[0][1],&g_43[2][1],&g_43[0][1],&g_43[1][1]},{(void*)0,&g_43[1][1],(void*)0,&g_43[0][0],&g_43[2][1],&g_43[0][0],(void*)0,&g_43[1][0]}},{{&g_43[1][1],(void*)0,&g_43[0][1],&g_43[1][0],&g_43[2][1],&g_43[1][0],&g_43[2][1],&g_43[2][1]},{&g_43[1][1],&g_43[2][1],&g_43[0][1],&g_43[0][1],&g_43[2][1],&g_43[1][1],&g_43[1][1],&g_43[1][0]},{(void*)0,&g_43[1][0],&g_43[1][0],&g_43[1][1],&g_43[0][1],(void*)0,&g_43[1][0],&g_43[1][0]}},{{&g_43[2][1],&g_43[1][0],(void*)0,&g_43[1][1],&g_43[1][0],&g_43[1][1],(void*)0,&g_43[1][0]},{&g_43[1][0],&g_43[1][0],&g_43[1][0],&g_43[0][1],&g_43[1][0],&g_43[0][0],&g_43[2][1],&g_43[2][1]},{&g_43[0][1],&g_43[0][0],&g_43[1][0],&g_43[1][0],&g_43[1][0],&g_43[2][1],&g_43[2][1],&g_43[1][0]}},{{&g_43[0][0],&g_43[1][0],&g_43[1][0],&g_43[0][0],&g_43[1][0],&g_43[1][0],(void*)0,&g_43[1][1]},{&g_43[1][0],&g_43[1][0],(void*)0,&g_43[1][1],(void*)0,(void*)0,&g_43[1][0],&g_43[0][0]},{&g_43[1][1],&g_43[1][0],&g_43[1][0],&g_43[0][1],&g_43[1][0],&g_43[1][0],&g_43[1][1],&g_43[0][1]}},{{&g_43[1][0],&g_43[1][0],&g_43[0][1],&g_43[1][0],&g_43[0][0],&g_43[2][1],&g_43[2][1],&g_43[1][0]},{&g_43[1][0],&g_43[0][0],&g_43[0][1],(void*)0,&g_43[0][0],&g_43[0][0],(void*)0,&g_43[0][1]},{&g_43[1][0],&g_43[1][0],(void*)0,&g_43[1][0],&g_43[1][0],&g_43[1][1],&g_43[0][1],(void*)0}},{{&g_43[1][1],&g_43[1][0],&g_43[1][0],&g_43[1][0],(void*)0,(void*)0,&g_43[1][0],&g_43[1][1]},{&g_43[1][0],&g_43[1][0],(void*)0,&g_43[1][0],&g_43[1][0],&g_43[0][1],&g_43[1][0],&g_43[0][1]},{(void*)0,(void*)0,&g_43[1][1],(void*)0,&g_43[1][0],&g_43[1][0],&g_43[0][0],&g_43[1][0]}},{{&g_43[0][0],&g_43[1][0],&g_43[1][1],&g_43[1][0],&g_43[1][0],&g_43[1][1],&g_43[1][0],&g_43[0][0]},{&g_43[1][0],&g_43[0][0],(void*)0,&g_43[0][1],&g_43[2][1],(void*)0,&g_43[1][0],&g_43[1][1]},{(void*)0,(void*)0,&g_43[2][1],&g_43[0][1],&g_43[0][1],(void*)0,&g_43[0][1],&g_43[0][1]}},{{&g_43[1][0],&g_43[0][0],&g_43[1][0],(void*)0,(void*)0,&g_43[1][1],(void*)0,&g_43[1][0]},{&g_43[0][1],&g_43[1][0],&g_43[0][1],&g_43[1][0],(void*)0,&g_43[1][0],(void*)0,(void*)0},{&g_43[0][1],(void*)0,&g_43[0][0],&g_43[0][0],(void*)0,&g_43[0][1],&g_43[0][0],&g_43[1][0]}},{{&g_43[1][0],&g_43[1][0],&g_43[1][0],&g_43[0][0],&g_43[0][1],&g_43[1][1],&g_43[1][0],&g_43[1][0]},{(void*)0,&g_43[1][0],&g_43[1][1],&g_43[0][0],&g_43[2][1],&g_43[0][0],&g_43[1][1],&g_43[1][0]},{&g_43[1][0],&g_43[2][1],&g_43[1][0],&g_43[0][0],&g_43[1][0],(void*)0,(void*)0,(void*)0}},{{&g_43[0][0],&g_43[1][1],&g_43[1][0],&g_43[1][0],&g_43[1][0],(void*)0,(void*)0,&g_43[1][0]},{(void*)0,&g_43[1][0],&g_43[1][0],(void*)0,&g_43[1][0],&g_43[1][0],&g_43[1][1],&g_43[0][1]},{&g_43[1][0],&g_43[1][0],&g_43[1][1],&g_43[0][1],(void*)0,&g_43[1][0],&g_43[1][0],&g_43[1][1]}}};
            int32_t l_242 = 1L;
            int32_t l_243 = (-7L);
            int32_t ***l_257[3][5][7] = {{{&g_91,&g_55,&g_91,&g_55,&g_91,&g_55,&g_55},{(void*)0,&g_55,(void*)0,&g_55,(void*)0,(void*)0,&g_55},{&g_91,&g_55,&g_91,&g_91,&g_55,&g_91,&g_55},{(void*)0,&g_55,&g_55,(void*)0,&g_55,(void*)0,&g_55},{&g_91,(void*)0,&g_91,(void*)0,&g_91,(void*)0,&g_91}},{{(void*)0,&g_55,&g_55,(void*)0,&g_55,(void*)0,(void*)0},{(void*)0,&g_55,&g_55,&g_55,&g_55,&g_55,&g_55},{&g_55,&g_55,&g_55,&g_91,&g_55,(void*)0,&g_55},{(void*)0,&g_55,&g_91,(void*)0,&g_55,(void*)0,&g_91},{&g_55,&g_55,&g_55,&g_91,&g_55,&g_91,&g_55}},{{&g_91,&g_91,&g_91,&g_55,(void*)0,(void*)0,&g_55},{&g_91,(void*)0,&g_91,(void*)0,(void*)0,&g_91,&g_91},{(void*)0,(void*)0,&g_55,&g_55,(void*)0,(void*)0,(void*)0},{&g_55,(void*)0,(void*)0,&g_55,&g_91,&g_91,(void*)0},{(void*)0,&g_91,&g_55,&g_55,(void*)0,(void*)0,(void*)0}}};
            int8_t *l_259 = &g_104;
            int i, j, k;
            if (((*p_12) = ((safe_mod_func_uint32_t_u_u(l_171, l_215)) , (safe_div_func_int32_t_s_s(((safe_mul_func_uint16_t_u_u(((safe_sub_func_uint8_t_u_u((((safe_mul_func_uint16_t_u_u((((safe_mul_func_int16_t_s_s(((safe_div_func_uint32_t_u_u(p_15, (safe_rshift_func_uint16_t_u_s((l_243 |= (((l_242 ^= ((*l_240) = ((((safe_lshift_func_uint16_t_u_s(((safe_div_func_int64_t_s_s((safe_sub_func_int8_t_s_s((safe_div_func_int16_t_s_s(((g_20 & (((*p_14) ^ 5L) , (-1L))) , p_13), p_13)), 0x95L)), 7L)) <= 0L), 0)) >= 3L) <= l_238[0][1][1]) ^ 4294967295UL))) ^ 2UL) , 65532UL)), 8)))) | p_13), p_13)) != l_244) < (*g_57)), p_13)) , (void*)0) != &g_55), g_104)) < g_43[2][0]), g_35)) && 0xEED5L), (-1L))))))
            { /* block id: 122 */
                int8_t l_245 = 0xA6L;
                l_245 |= (*p_12);
            }
            else
            { /* block id: 124 */
                (*p_14) &= ((void*)0 != &g_55);
            }
            (*g_91) = (((safe_add_func_uint16_t_u_u((((!(((((*l_240) = p_15) | (safe_lshift_func_int16_t_s_u((((*p_14) |= l_242) , (l_171 <= (~(safe_add_func_int8_t_s_s(((safe_add_func_uint16_t_u_u(p_13, (l_242 = ((l_257[2][0][0] = l_256) != l_256)))) | 1UL), g_47))))), g_35))) , (void*)0) != (void*)0)) , l_258) != l_259), l_244)) , p_15) , l_260);
            for (p_15 = 0; (p_15 <= 1); p_15 += 1)
            { /* block id: 134 */
                int i, j;
                return g_43[(p_15 + 1)][g_60];
            }
        }
    }
    return g_96;
}


/* ------------------------------------------ */
/* 
 * reads : g_8 g_44 g_48 g_101 g_35 g_91 g_56 g_104 g_60 g_58 g_40 g_99 g_55
 * writes: g_44 g_48 g_55 g_35 g_104 g_56 g_40 g_99 g_156
 */
static uint64_t  func_23(uint64_t  p_24, uint16_t  p_25, uint32_t  p_26, int32_t * p_27)
{ /* block id: 8 */
    int32_t *l_28 = (void*)0;
    int32_t l_38 = 0x6C146DF8L;
    int32_t l_39[5] = {0xBF094577L,0xBF094577L,0xBF094577L,0xBF094577L,0xBF094577L};
    int32_t l_64 = 0x2DECA365L;
    uint32_t l_106 = 1UL;
    const int32_t l_144 = (-1L);
    uint16_t *l_145 = &g_99;
    uint8_t l_164[8][9] = {{254UL,0UL,0UL,254UL,0x1FL,0xEBL,0x1FL,254UL,0UL},{0xE2L,0xE2L,249UL,9UL,0x1BL,9UL,249UL,0xE2L,0xE2L},{0UL,254UL,0x1FL,0xEBL,0x1FL,254UL,0UL,0UL,254UL},{9UL,0UL,249UL,0UL,9UL,253UL,253UL,9UL,0UL},{0UL,0x1FL,0UL,250UL,0xEDL,0xEDL,250UL,0UL,0x1FL},{0xE2L,0xF2L,253UL,249UL,249UL,253UL,0xF2L,0xE2L,0xF2L},{254UL,0xEBL,250UL,250UL,0xEBL,254UL,0xEDL,254UL,0xEBL},{0UL,0xF2L,0xF2L,0UL,0xE2L,9UL,0xE2L,0UL,0xF2L}};
    int i, j;
    if (((p_27 == l_28) , g_8))
    { /* block id: 9 */
        uint32_t l_32[2][5][5] = {{{0UL,1UL,18446744073709551615UL,0xE6EAB3AEL,1UL},{0x7BB1A88AL,18446744073709551615UL,18446744073709551615UL,0x7BB1A88AL,0xE6EAB3AEL},{0xD5EC7E01L,0x7BB1A88AL,0xE280BFE7L,1UL,1UL},{0UL,0x7BB1A88AL,0UL,0xE6EAB3AEL,0x7BB1A88AL},{1UL,18446744073709551615UL,0xE6EAB3AEL,1UL,0xE6EAB3AEL}},{{1UL,1UL,0xE280BFE7L,0x7BB1A88AL,0xD5EC7E01L},{0UL,0xD5EC7E01L,0xE6EAB3AEL,0xE6EAB3AEL,0xD5EC7E01L},{0xD5EC7E01L,18446744073709551615UL,0UL,0xD5EC7E01L,0xE6EAB3AEL},{0x7BB1A88AL,0xD5EC7E01L,0xE280BFE7L,0xD5EC7E01L,0x7BB1A88AL},{0UL,1UL,18446744073709551615UL,0xE6EAB3AEL,1UL}}};
        int i, j, k;
        for (p_25 = 10; (p_25 != 55); p_25 = safe_add_func_int8_t_s_s(p_25, 9))
        { /* block id: 12 */
            int32_t *l_31 = (void*)0;
            l_32[0][1][1] = g_8;
            return g_8;
        }
    }
    else
    { /* block id: 16 */
        int32_t l_33 = 0L;
        int32_t *l_34 = &g_35;
        int32_t *l_36 = &g_35;
        int32_t *l_37[3][1];
        int32_t l_97 = (-3L);
        int i, j;
        for (i = 0; i < 3; i++)
        {
            for (j = 0; j < 1; j++)
                l_37[i][j] = &g_35;
        }
        ++g_44;
        ++g_48;
        for (p_24 = 27; (p_24 != 27); p_24++)
        { /* block id: 21 */
            int64_t *l_59 = &g_60;
            int64_t l_63 = (-5L);
            int32_t l_66 = 3L;
            int32_t l_67 = (-1L);
            int32_t l_69 = 0xB81C666DL;
            int32_t l_70 = (-7L);
            int32_t l_71[6][5][6] = {{{0x172592CBL,0x75ADB6E2L,0xA5E38B96L,1L,0x6F057967L,0xA5E38B96L},{0x172592CBL,1L,0x6F057967L,1L,0x3A563CFCL,0L},{2L,1L,0x75ADB6E2L,0x21D28FF5L,0x6F057967L,0x6F057967L},{0x59977ACEL,0x75ADB6E2L,0x75ADB6E2L,0x59977ACEL,1L,0L},{1L,(-4L),0x6F057967L,0x59977ACEL,0L,0xA5E38B96L}},{{0x59977ACEL,0L,0xA5E38B96L,0x21D28FF5L,0L,(-4L)},{0L,(-1L),(-1L),0xA5E38B96L,(-1L),(-1L)},{0x3A563CFCL,(-10L),0xA5686424L,1L,(-4L),0xA5686424L},{0x3A563CFCL,(-1L),(-4L),0xA5E38B96L,0x36C3AAFFL,0xBBE6313CL},{0L,(-1L),(-10L),0x6F057967L,(-4L),(-4L)}},{{0x75ADB6E2L,(-10L),(-10L),0x75ADB6E2L,(-1L),0xBBE6313CL},{0xA5E38B96L,(-1L),(-4L),0x75ADB6E2L,0xBBE6313CL,0xA5686424L},{0x75ADB6E2L,0xBBE6313CL,0xA5686424L,0x6F057967L,0xBBE6313CL,(-1L)},{0L,(-1L),(-1L),0xA5E38B96L,(-1L),(-1L)},{0x3A563CFCL,(-10L),0xA5686424L,1L,(-4L),0xA5686424L}},{{0x3A563CFCL,(-1L),(-4L),0xA5E38B96L,0x36C3AAFFL,0xBBE6313CL},{0L,(-1L),(-10L),0x6F057967L,(-4L),(-4L)},{0x75ADB6E2L,(-10L),(-10L),0x75ADB6E2L,(-1L),0xBBE6313CL},{0xA5E38B96L,(-1L),(-4L),0x75ADB6E2L,0xBBE6313CL,0xA5686424L},{0x75ADB6E2L,0xBBE6313CL,0xA5686424L,0x6F057967L,0xBBE6313CL,(-1L)}},{{0L,(-1L),(-1L),0xA5E38B96L,(-1L),(-1L)},{0x3A563CFCL,(-10L),0xA5686424L,1L,(-4L),0xA5686424L},{0x3A563CFCL,(-1L),(-4L),0xA5E38B96L,0x36C3AAFFL,0xBBE6313CL},{0L,(-1L),(-10L),0x6F057967L,(-4L),(-4L)},{0x75ADB6E2L,(-10L),(-10L),0x75ADB6E2L,(-1L),0xBBE6313CL}},{{0xA5E38B96L,(-1L),(-4L),0x75ADB6E2L,0xBBE6313CL,0xA5686424L},{0x75ADB6E2L,0xBBE6313CL,0xA5686424L,0x6F057967L,0xBBE6313CL,(-1L)},{0L,(-1L),(-1L),0xA5E38B96L,(-1L),(-1L)},{0x3A563CFCL,(-10L),0xA5686424L,1L,(-4L),0xA5686424L},{0x3A563CFCL,(-1L),(-4L),0xA5E38B96L,0x36C3AAFFL,0xBBE6313CL}}};
            uint16_t l_105[3][10] = {{0x3014L,65535UL,0x3014L,0x39DCL,0x53E8L,0x53E8L,0x39DCL,0x3014L,65535UL,0x3014L},{0x3014L,65526UL,65535UL,1UL,65535UL,65526UL,0x3014L,0x3014L,65526UL,65535UL},{65526UL,0x3014L,0x3014L,65526UL,65535UL,1UL,65535UL,65526UL,0x3014L,0x3014L}};
            uint64_t l_111 = 0x415AF54D6FE3569CLL;
            int i, j, k;
            for (p_26 = 0; (p_26 == 8); ++p_26)
            { /* block id: 24 */
                g_55 = &p_27;
            }
        }
        for (l_97 = 3; (l_97 >= 0); l_97 -= 1)
        { /* block id: 57 */
            int i;
            (*l_36) &= (l_39[(l_97 + 1)] = ((0L | l_39[l_97]) != g_101));
            for (p_26 = 0; (p_26 <= 0); p_26 += 1)
            { /* block id: 62 */
                int i, j;
                l_39[(l_97 + 1)] |= (**g_91);
            }
        }
    }
    for (g_104 = 6; (g_104 >= 2); g_104 -= 1)
    { /* block id: 69 */
        int32_t **l_130 = &g_56[1];
        uint16_t *l_131[5] = {&g_99,&g_99,&g_99,&g_99,&g_99};
        int32_t l_148 = 1L;
        int64_t *l_155 = &g_60;
        int32_t l_161 = 0xC482B510L;
        int32_t l_163 = (-8L);
        int i;
        if (((safe_mul_func_uint8_t_u_u(((1UL == (0UL | ((safe_rshift_func_uint16_t_u_u((g_99 |= ((safe_mul_func_uint16_t_u_u(((safe_mul_func_int8_t_s_s((safe_lshift_func_int16_t_s_u(((safe_mod_func_uint16_t_u_u(((g_40[(g_104 + 1)] |= (safe_mod_func_uint64_t_u_u(((safe_div_func_uint16_t_u_u((g_60 , (((((*g_91) = &l_39[3]) != (void*)0) , l_130) != l_130)), (-1L))) && g_58), 0x30C6EE4B11BB49C2LL))) <= 0x4CC8L), p_25)) != 0x7404A6E0F1F1B92BLL), 0)), 0x74L)) & g_104), p_25)) , 1UL)), 2)) > g_60))) , (**l_130)), 4L)) , (**g_55)))
        { /* block id: 73 */
            int64_t l_135 = 0x04B40D20FE3B4706LL;
            int16_t *l_136 = &g_40[(g_104 + 1)];
            int32_t *l_137 = &l_39[3];
            int32_t l_157 = 0x4CE6463CL;
            if ((safe_mul_func_int16_t_s_s((!(((*l_136) = ((l_135 != p_24) , ((void*)0 != &g_47))) || ((p_25 != 0xC5E4E9FEB1DF3346LL) & 0xB0BA4876073062EDLL))), 0x01E4L)))
            { /* block id: 75 */
                int32_t *l_147[5];
                int i;
                for (i = 0; i < 5; i++)
                    l_147[i] = &g_35;
                (*l_137) = (l_137 == l_137);
                if ((**g_91))
                    continue;
                l_148 ^= ((*l_137) = ((safe_sub_func_int32_t_s_s((safe_lshift_func_int16_t_s_s(1L, (safe_mul_func_uint32_t_u_u((0UL == 0UL), ((l_144 , &g_101) == l_145))))), p_26)) & 0x8410F03B26C8AD91LL));
            }
            else
            { /* block id: 80 */
                int16_t l_149 = 0x228BL;
                (*l_137) = l_149;
            }
            l_157 ^= ((((safe_mod_func_uint8_t_u_u((safe_lshift_func_int8_t_s_u(0xC7L, 3)), g_58)) , (safe_unary_minus_func_uint8_t_u(((0x04L || (&g_102 == (g_156[5] = l_155))) , (**l_130))))) > 6L) | g_8);
            if ((*p_27))
                continue;
            return p_26;
        }
        else
        { /* block id: 87 */
            int32_t *l_158 = &g_35;
            int32_t *l_159 = &l_148;
            int32_t l_160 = 0xB1E02E3FL;
            int32_t *l_162[9][1][4] = {{{&l_39[3],&g_8,&l_39[3],&l_39[3]}},{{&l_39[1],&l_161,&l_39[3],&l_39[3]}},{{&g_8,&g_8,&g_8,&l_161}},{{&l_39[3],&l_39[3],&g_8,&l_39[3]}},{{&l_39[3],&l_161,&g_8,&g_8}},{{&l_39[3],&l_161,&l_161,&l_39[3]}},{{&l_161,&l_39[3],&l_39[3],&l_39[3]}},{{&l_161,&l_39[3],&l_161,&g_8}},{{&l_39[3],&l_39[3],&g_8,&g_8}}};
            int i, j, k;
            l_164[5][3]++;
            if ((*p_27))
                break;
        }
        l_148 = ((void*)0 == &p_27);
    }
    return l_38;
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
    transparent_crc(g_20, "g_20", print_hash_value);
    transparent_crc(g_35, "g_35", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        transparent_crc(g_40[i], "g_40[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_41, "g_41", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 2; j++)
        {
            for (k = 0; k < 10; k++)
            {
                transparent_crc(g_42[i][j][k], "g_42[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 2; j++)
        {
            transparent_crc(g_43[i][j], "g_43[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_44, "g_44", print_hash_value);
    transparent_crc(g_47, "g_47", print_hash_value);
    transparent_crc(g_48, "g_48", print_hash_value);
    transparent_crc(g_58, "g_58", print_hash_value);
    transparent_crc(g_60, "g_60", print_hash_value);
    transparent_crc(g_96, "g_96", print_hash_value);
    transparent_crc(g_99, "g_99", print_hash_value);
    transparent_crc(g_101, "g_101", print_hash_value);
    transparent_crc(g_102, "g_102", print_hash_value);
    transparent_crc(g_104, "g_104", print_hash_value);
    transparent_crc(g_387, "g_387", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 103
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

XXX max expression depth: 35
breakdown:
   depth: 1, occurrence: 42
   depth: 2, occurrence: 15
   depth: 3, occurrence: 2
   depth: 4, occurrence: 1
   depth: 9, occurrence: 3
   depth: 10, occurrence: 1
   depth: 19, occurrence: 1
   depth: 20, occurrence: 1
   depth: 26, occurrence: 1
   depth: 27, occurrence: 1
   depth: 35, occurrence: 1

XXX total number of pointers: 105

XXX times a variable address is taken: 180
XXX times a pointer is dereferenced on RHS: 41
breakdown:
   depth: 1, occurrence: 33
   depth: 2, occurrence: 8
XXX times a pointer is dereferenced on LHS: 50
breakdown:
   depth: 1, occurrence: 49
   depth: 2, occurrence: 1
XXX times a pointer is compared with null: 6
XXX times a pointer is compared with address of another variable: 3
XXX times a pointer is compared with another pointer: 5
XXX times a pointer is qualified to be dereferenced: 1922

XXX max dereference level: 4
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 165
   level: 2, occurrence: 50
   level: 3, occurrence: 10
   level: 4, occurrence: 7
XXX number of pointers point to pointers: 24
XXX number of pointers point to scalars: 81
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 21.9
XXX average alias set size: 1.26

XXX times a non-volatile is read: 252
XXX times a non-volatile is write: 155
XXX times a volatile is read: 26
XXX    times read thru a pointer: 1
XXX times a volatile is write: 2
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 224
XXX percentage of non-volatile access: 93.6

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 48
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 8
   depth: 1, occurrence: 12
   depth: 2, occurrence: 15
   depth: 3, occurrence: 13

XXX percentage a fresh-made variable is used: 15.3
XXX percentage an existing variable is used: 84.7
********************* end of statistics **********************/

