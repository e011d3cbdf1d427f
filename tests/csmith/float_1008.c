/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 1008 --max-funcs 3 --max-block-depth 3 --max-expr-complexity 6 --float -o s1008.c
 * Seed:      1008
 */

#include <float.h>
#include <math.h>
#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static int32_t g_4[5] = {0x252CB136L,0x252CB136L,0x252CB136L,0x252CB136L,0x252CB136L};
static int32_t g_14 = 0x16A205B2L;
static int32_t *g_13 = &g_14;
static float g_16 = (-0x3.Bp+1);
static uint64_t g_31 = 18446744073709551615UL;
static uint64_t g_59[10] = {0xDC50754B492BB760LL,0xDC50754B492BB760LL,0xDC50754B492BB760LL,0xDC50754B492BB760LL,0xDC50754B492BB760LL,0xDC50754B492BB760LL,0xDC50754B492BB760LL,0xDC50754B492BB760LL,0xDC50754B492BB760LL,0xDC50754B492BB760LL};
static int16_t g_60 = 0x78FFL;
static int16_t g_62 = (-1L);
static uint16_t g_63 = 0xA35DL;
static int32_t g_80 = 0xE195E041L;
static int32_t * volatile g_79[6][10][2] = {{{(void*)0,(void*)0},{(void*)0,(void*)0},{(void*)0,(void*)0},{&g_4[1],(void*)0},{(void*)0,&g_14},{(void*)0,&g_14},{(void*)0,(void*)0},{&g_4[1],(void*)0},{(void*)0,(void*)0},{(void*)0,(void*)0}},{{(void*)0,(void*)0},{&g_4[1],(void*)0},{(void*)0,&g_14},{(void*)0,&g_14},{(void*)0,(void*)0},{&g_4[1],(void*)0},{(void*)0,(void*)0},{(void*)0,(void*)0},{(void*)0,(void*)0},{&g_4[1],(void*)0}},{{(void*)0,&g_14},{(void*)0,&g_14},{(void*)0,(void*)0},{&g_4[1],(void*)0},{(void*)0,(void*)0},{(void*)0,(void*)0},{(void*)0,(void*)0},{&g_4[1],(void*)0},{(void*)0,&g_14},{(void*)0,&g_14}},{{(void*)0,(void*)0},{&g_4[1],(void*)0},{(void*)0,(void*)0},{(void*)0,(void*)0},{(void*)0,(void*)0},{&g_4[1],(void*)0},{(void*)0,&g_14},{(void*)0,&g_14},{(void*)0,(void*)0},{&g_4[1],(void*)0}},{{(void*)0,(void*)0},{(void*)0,(void*)0},{(void*)0,(void*)0},{&g_4[1],(void*)0},{(void*)0,&g_14},{(void*)0,&g_14},{(void*)0,(void*)0},{&g_4[1],(void*)0},{(void*)0,(void*)0},{(void*)0,(void*)0}},{{(void*)0,(void*)0},{&g_4[1],(void*)0},{(void*)0,&g_14},{(void*)0,&g_14},{(void*)0,(void*)0},{&g_4[1],(void*)0},{(void*)0,(void*)0},{(void*)0,(void*)0},{(void*)0,(void*)0},{&g_4[1],(void*)0}}};
static int32_t ** const  volatile g_82 = &g_13;/* VOLATILE GLOBAL g_82 */
static int32_t g_86 = 0xFF131093L;
static float g_89 = 0x4.4p+1;
static float * volatile g_88[4][9][7] = {{{&g_89,(void*)0,&g_89,&g_89,(void*)0,&g_89,&g_89},{(void*)0,(void*)0,(void*)0,&g_89,&g_89,&g_89,&g_89},{&g_89,(void*)0,&g_89,&g_89,&g_89,(void*)0,&g_89},{&g_89,&g_89,&g_89,&g_89,&g_89,&g_89,&g_89},{&g_89,&g_89,&g_89,&g_89,&g_89,(void*)0,&g_89},{&g_89,&g_89,&g_89,&g_89,&g_89,&g_89,&g_89},{&g_89,&g_89,&g_89,&g_89,&g_89,&g_89,&g_89},{&g_89,&g_89,(void*)0,&g_89,&g_89,&g_89,&g_89},{&g_89,&g_89,&g_89,&g_89,(void*)0,&g_89,&g_89}},{{&g_89,&g_89,&g_89,&g_89,&g_89,&g_89,&g_89},{&g_89,&g_89,(void*)0,&g_89,&g_89,&g_89,(void*)0},{&g_89,&g_89,&g_89,&g_89,(void*)0,&g_89,(void*)0},{&g_89,&g_89,&g_89,&g_89,&g_89,(void*)0,&g_89},{&g_89,&g_89,(void*)0,&g_89,(void*)0,&g_89,&g_89},{&g_89,&g_89,(void*)0,&g_89,&g_89,&g_89,&g_89},{(void*)0,&g_89,(void*)0,&g_89,&g_89,&g_89,&g_89},{&g_89,(void*)0,&g_89,&g_89,(void*)0,&g_89,&g_89},{&g_89,&g_89,&g_89,&g_89,(void*)0,&g_89,&g_89}},{{&g_89,(void*)0,&g_89,(void*)0,&g_89,&g_89,&g_89},{&g_89,&g_89,&g_89,&g_89,&g_89,&g_89,&g_89},{&g_89,&g_89,&g_89,&g_89,&g_89,(void*)0,&g_89},{&g_89,&g_89,&g_89,(void*)0,&g_89,(void*)0,&g_89},{&g_89,&g_89,&g_89,&g_89,(void*)0,&g_89,&g_89},{&g_89,(void*)0,&g_89,(void*)0,&g_89,&g_89,&g_89},{&g_89,&g_89,&g_89,&g_89,&g_89,&g_89,&g_89},{&g_89,&g_89,&g_89,&g_89,&g_89,&g_89,&g_89},{&g_89,&g_89,&g_89,&g_89,&g_89,(void*)0,&g_89}},{{&g_89,&g_89,&g_89,&g_89,&g_89,&g_89,&g_89},{&g_89,&g_89,&g_89,&g_89,&g_89,&g_89,&g_89},{&g_89,&g_89,(void*)0,&g_89,&g_89,&g_89,&g_89},{&g_89,&g_89,&g_89,(void*)0,&g_89,&g_89,(void*)0},{&g_89,&g_89,(void*)0,&g_89,(void*)0,&g_89,&g_89},{&g_89,&g_89,&g_89,&g_89,(void*)0,&g_89,&g_89},{&g_89,&g_89,&g_89,&g_89,&g_89,&g_89,(void*)0},{&g_89,&g_89,&g_89,&g_89,&g_89,&g_89,&g_89},{(void*)0,(void*)0,(void*)0,&g_89,&g_89,(void*)0,(void*)0}}};
static float * volatile g_90[3][2] = {{&g_89,&g_89},{&g_89,&g_89},{&g_89,&g_89}};
static float * volatile g_91 = &g_89;/* VOLATILE GLOBAL g_91 */
static uint8_t g_103 = 0xC6L;
static int32_t ** volatile g_105 = &g_13;/* VOLATILE GLOBAL g_105 */
static int32_t **g_119[9][7][4] = {{{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13}},{{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13}},{{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13}},{{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13}},{{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13}},{{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13}},{{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13}},{{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13}},{{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13},{&g_13,&g_13,&g_13,&g_13}}};
static int32_t **g_120 = &g_13;
static int8_t g_140 = (-2L);
static volatile uint16_t g_206 = 9UL;/* VOLATILE GLOBAL g_206 */
static volatile uint16_t *g_205 = &g_206;
static uint64_t *g_211 = &g_31;
static uint64_t ** const g_210 = &g_211;
static uint64_t ** const *g_209[9] = {&g_210,&g_210,&g_210,&g_210,&g_210,&g_210,&g_210,&g_210,&g_210};
static uint64_t ** const *g_214 = &g_210;
static uint64_t ** const ** volatile g_213 = &g_214;/* VOLATILE GLOBAL g_213 */
static int64_t g_235[6][5] = {{(-1L),1L,(-1L),(-1L),1L},{1L,(-1L),(-1L),1L,(-1L)},{1L,1L,2L,1L,1L},{(-1L),1L,(-1L),(-1L),1L},{1L,(-1L),(-1L),1L,(-1L)},{1L,1L,2L,1L,1L}};
static int32_t * volatile g_262 = &g_14;/* VOLATILE GLOBAL g_262 */
static uint32_t g_295[5][4] = {{9UL,9UL,9UL,9UL},{9UL,9UL,9UL,9UL},{9UL,9UL,9UL,9UL},{9UL,9UL,9UL,9UL},{9UL,9UL,9UL,9UL}};
static uint8_t *g_311 = &g_103;
static uint8_t ** volatile g_310 = &g_311;/* VOLATILE GLOBAL g_310 */
static int8_t g_313 = (-5L);
static int32_t *** volatile g_321[9] = {&g_119[1][3][2],&g_119[7][3][0],&g_119[7][3][0],&g_119[1][3][2],&g_119[7][3][0],&g_119[7][3][0],&g_119[1][3][2],&g_119[7][3][0],&g_119[7][3][0]};
static uint64_t g_336 = 0x6A515971137CED98LL;
static uint32_t g_345 = 0x2FEEDA54L;


/* --- FORWARD DECLARATIONS --- */
static uint64_t  func_1(void);
static int16_t  func_7(float  p_8);
static float  func_9(int32_t * p_10, int32_t  p_11, float  p_12);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_4 g_14 g_13 g_31 g_59 g_62 g_63 g_60 g_80 g_82 g_86 g_91 g_89 g_120 g_205 g_103 g_210 g_211 g_206 g_262 g_235 g_295 g_105 g_310 g_313 g_140 g_311 g_214 g_213
 * writes: g_13 g_16 g_31 g_4 g_14 g_59 g_60 g_63 g_80 g_62 g_89 g_119 g_120 g_103 g_140 g_295 g_211 g_313 g_336 g_345
 */
static uint64_t  func_1(void)
{ /* block id: 0 */
    int32_t *l_3 = &g_4[1];
    int32_t **l_2 = &l_3;
    float *l_15[7] = {&g_16,&g_16,&g_16,&g_16,&g_16,&g_16,&g_16};
    uint8_t *l_208 = (void*)0;
    int32_t l_239 = 0xB5F938C1L;
    int i;
    (*l_2) = (void*)0;
    if ((safe_rshift_func_int16_t_s_s(func_7(func_9(&g_4[1], g_4[1], (g_16 = ((g_13 = &g_4[0]) == (void*)0)))), 12)))
    { /* block id: 94 */
lbl_323:
        (*g_13) = ((void*)0 == l_208);
        return g_80;
    }
    else
    { /* block id: 97 */
        uint8_t l_217 = 0xDDL;
        int32_t ***l_244 = &l_2;
        int32_t l_248 = (-3L);
        uint64_t *l_305 = &g_59[3];
        for (g_103 = 0; (g_103 <= 3); g_103 += 1)
        { /* block id: 100 */
            uint8_t l_237 = 0xABL;
            float l_247 = (-0x1.7p+1);
        }
        l_248 = (*g_91);
        for (g_80 = 28; (g_80 != 28); g_80 = safe_add_func_uint64_t_u_u(g_80, 2))
        { /* block id: 124 */
            uint32_t l_255[5][7][7] = {{{0x5054550EL,0xB3B7618FL,0x1242CBDCL,0xD0FC66B7L,6UL,0x5054550EL,18446744073709551607UL},{18446744073709551615UL,0x048D7354L,1UL,6UL,0x5A6B154AL,0xE25318A6L,18446744073709551609UL},{0UL,0UL,18446744073709551615UL,0x6953CCBCL,18446744073709551615UL,0UL,0UL},{0xB6A83E9DL,0x6D7309A6L,18446744073709551609UL,0x78E15215L,0x79CEF782L,5UL,18446744073709551615UL},{18446744073709551615UL,6UL,0xDB9D46ECL,18446744073709551609UL,0UL,4UL,6UL},{0UL,18446744073709551607UL,18446744073709551609UL,18446744073709551615UL,7UL,0x5054550EL,18446744073709551611UL},{18446744073709551615UL,2UL,18446744073709551615UL,18446744073709551615UL,18446744073709551611UL,0xA5562F0FL,0x78E15215L}},{{0x1F8B01E6L,0x79CEF782L,1UL,0xC1D616B5L,0UL,0UL,0UL},{18446744073709551615UL,0x5054550EL,0x1242CBDCL,0x6D7309A6L,0UL,0x972E8BEFL,0x048D7354L},{0xA5562F0FL,18446744073709551611UL,18446744073709551615UL,18446744073709551615UL,2UL,18446744073709551615UL,7UL},{0UL,18446744073709551611UL,0x890D4C23L,18446744073709551611UL,0x5A6B154AL,18446744073709551609UL,6UL},{0xD9BB4E38L,0x5054550EL,18446744073709551615UL,6UL,18446744073709551613UL,0x8CBC5EB3L,2UL},{5UL,0x79CEF782L,0x78E15215L,18446744073709551609UL,0x6D7309A6L,1UL,1UL},{0x5054550EL,18446744073709551615UL,0xCA2613CCL,18446744073709551615UL,0x5054550EL,0x6D7309A6L,0x784CF4E8L}},{{0x1242CBDCL,4UL,18446744073709551607UL,0xA5562F0FL,4UL,0x890D4C23L,0x972E8BEFL},{0x0813B3EBL,0x4C5F1AE0L,0xFA464EB9L,0UL,5UL,0x0813B3EBL,0x52C48C06L},{0x1242CBDCL,0xA5562F0FL,18446744073709551615UL,0xD0FC66B7L,0UL,0UL,0x8CBC5EB3L},{0x5054550EL,18446744073709551609UL,0x0813B3EBL,18446744073709551612UL,0xE25318A6L,0UL,18446744073709551615UL},{0xD48113C8L,0x6ACF3735L,0xFA464EB9L,0xE25318A6L,0x5054550EL,0xDB490537L,18446744073709551609UL},{1UL,5UL,0UL,0x6ACF3735L,0x784CF4E8L,18446744073709551611UL,5UL},{0x8CBC5EB3L,0x52C48C06L,0xE5EE9B9BL,0UL,0x52C48C06L,0x0813B3EBL,5UL}},{{18446744073709551615UL,0x784CF4E8L,4UL,18446744073709551607UL,5UL,5UL,18446744073709551609UL},{0x78E15215L,0x5054550EL,0x02581F73L,7UL,0x6ACF3735L,18446744073709551609UL,18446744073709551615UL},{18446744073709551615UL,0xE25318A6L,0xF5D61C98L,0x8CBC5EB3L,18446744073709551609UL,18446744073709551609UL,0x8CBC5EB3L},{18446744073709551607UL,0UL,18446744073709551607UL,0x0813B3EBL,0xA5562F0FL,0x4F888573L,0x52C48C06L},{0x8CBC5EB3L,5UL,0x5A6B154AL,7UL,0x4C5F1AE0L,18446744073709551615UL,0x972E8BEFL},{0x5753EDEEL,4UL,18446744073709551609UL,0xD0FC66B7L,4UL,0x4F888573L,0x784CF4E8L},{1UL,0x5054550EL,0xDB9D46ECL,0xE5EE9B9BL,18446744073709551615UL,18446744073709551609UL,1UL}},{{18446744073709551615UL,0xA5562F0FL,6UL,0x6ACF3735L,0x5054550EL,18446744073709551609UL,18446744073709551615UL},{0x5753EDEEL,0UL,18446744073709551607UL,0x784CF4E8L,0x0813B3EBL,5UL,0x4C5F1AE0L},{0x0813B3EBL,0x972E8BEFL,2UL,0xF5D61C98L,0xB6A83E9DL,0x0813B3EBL,18446744073709551615UL},{0xD0FC66B7L,18446744073709551615UL,6UL,0xD0FC66B7L,0xB6A83E9DL,18446744073709551611UL,0x6ACF3735L},{18446744073709551615UL,18446744073709551609UL,18446744073709551609UL,18446744073709551607UL,0x0813B3EBL,0xDB490537L,18446744073709551615UL},{0xDB490537L,0x8CBC5EB3L,0UL,18446744073709551609UL,0x5054550EL,0UL,4UL},{18446744073709551609UL,0xB6A83E9DL,0UL,18446744073709551615UL,18446744073709551615UL,0UL,0xB6A83E9DL}}};
            int16_t *l_256 = &g_62;
            int32_t l_270 = 0xA41384D2L;
            uint32_t l_293 = 4294967295UL;
            int8_t l_296 = 0xD3L;
            uint64_t *l_306 = &g_31;
            int64_t l_307 = 0x59AC1A0D15A37453LL;
            uint8_t **l_312 = &l_208;
            int32_t *l_314[6][3] = {{&l_270,&l_270,&l_270},{&g_4[1],&g_4[1],&g_4[1]},{&l_270,&l_270,&l_270},{&g_4[1],&g_4[1],&g_4[1]},{&l_270,&l_270,&l_270},{&g_4[1],&g_4[1],&g_4[1]}};
            int i, j, k;
            if ((((void*)0 != (*g_210)) , (safe_mul_func_uint16_t_u_u(((safe_sub_func_int16_t_s_s(((*l_256) = (((((*g_13) > (l_255[0][1][5] , 0xB8A31F78L)) , (void*)0) == (void*)0) ^ 0x57L)), 0x354CL)) != l_255[0][3][0]), (*g_205)))))
            { /* block id: 126 */
                uint64_t l_260 = 1UL;
                int32_t *l_261 = (void*)0;
                int32_t *l_275 = &g_14;
                uint32_t *l_294[7][8][4] = {{{(void*)0,&l_293,&g_295[2][0],(void*)0},{&g_295[2][0],(void*)0,(void*)0,&g_295[4][1]},{&g_295[2][3],&g_295[3][3],(void*)0,&g_295[4][1]},{&g_295[3][3],&l_293,&g_295[1][0],&g_295[2][3]},{&g_295[2][0],&l_293,(void*)0,&l_293},{&l_293,&l_293,&g_295[4][2],&g_295[3][3]},{&g_295[4][0],&l_293,(void*)0,&l_293},{&g_295[3][1],&g_295[2][3],&l_293,(void*)0}},{{&g_295[3][0],(void*)0,&g_295[4][2],(void*)0},{(void*)0,(void*)0,&g_295[3][1],&g_295[0][3]},{&g_295[2][2],&g_295[4][1],&l_293,(void*)0},{&g_295[2][0],&g_295[2][3],&g_295[3][3],&l_293},{&g_295[2][0],&l_293,&l_293,&g_295[2][3]},{&g_295[2][2],&l_293,&g_295[3][1],&l_293},{(void*)0,&g_295[2][3],&g_295[4][2],&g_295[2][3]},{&g_295[3][0],&l_293,&l_293,&g_295[2][3]}},{{&g_295[3][1],&g_295[3][3],(void*)0,(void*)0},{&g_295[4][0],&g_295[0][3],&g_295[4][2],&g_295[4][1]},{&l_293,(void*)0,(void*)0,&g_295[4][1]},{&g_295[2][2],&g_295[0][3],(void*)0,(void*)0},{&g_295[2][2],&g_295[3][3],&g_295[3][3],&g_295[2][3]},{&l_293,&l_293,(void*)0,&g_295[2][3]},{&g_295[2][2],&g_295[2][3],&g_295[2][2],&l_293},{&g_295[1][0],&l_293,&g_295[4][2],&g_295[2][3]}},{{&g_295[2][1],&l_293,&g_295[2][3],&l_293},{&g_295[3][1],&g_295[2][3],&g_295[2][3],(void*)0},{&g_295[2][1],&g_295[4][1],&g_295[4][2],&g_295[0][3]},{&g_295[1][0],(void*)0,&g_295[2][2],(void*)0},{&g_295[2][2],(void*)0,(void*)0,(void*)0},{&l_293,&g_295[2][3],&g_295[3][3],&l_293},{&g_295[2][2],&l_293,(void*)0,&g_295[3][3]},{&g_295[2][2],&l_293,(void*)0,&l_293}},{{&l_293,&l_293,&g_295[4][2],&g_295[3][3]},{&g_295[4][0],&l_293,(void*)0,&l_293},{&g_295[3][1],&g_295[2][3],&l_293,(void*)0},{&g_295[3][0],(void*)0,&g_295[4][2],(void*)0},{(void*)0,(void*)0,&g_295[3][1],&g_295[0][3]},{&g_295[2][2],&g_295[4][1],&l_293,(void*)0},{&g_295[2][0],&g_295[2][3],&g_295[3][3],&l_293},{&g_295[2][0],&l_293,&l_293,&g_295[2][3]}},{{&g_295[2][2],&l_293,&g_295[3][1],&l_293},{(void*)0,&g_295[2][3],&g_295[4][2],&g_295[2][3]},{&g_295[3][0],&l_293,&l_293,&g_295[2][3]},{&g_295[3][1],&g_295[3][3],(void*)0,(void*)0},{&g_295[4][0],&g_295[0][3],&g_295[4][2],&g_295[4][1]},{&l_293,(void*)0,(void*)0,&g_295[4][1]},{&g_295[2][2],&g_295[0][3],(void*)0,(void*)0},{&g_295[2][2],&g_295[3][3],&g_295[3][3],&g_295[2][3]}},{{&l_293,&l_293,(void*)0,&g_295[2][3]},{&g_295[2][2],&g_295[2][3],&g_295[2][2],&l_293},{&g_295[1][0],&l_293,&g_295[4][2],&g_295[2][3]},{&g_295[2][1],&l_293,&g_295[2][3],(void*)0},{(void*)0,&g_295[0][0],&g_295[4][2],(void*)0},{&g_295[2][3],(void*)0,&g_295[2][0],&l_293},{(void*)0,&g_295[2][3],&g_295[0][0],&g_295[2][3]},{&g_295[0][0],&g_295[2][3],&g_295[2][3],(void*)0}}};
                int32_t *l_297 = (void*)0;
                int32_t *l_298 = &g_4[1];
                int i, j, k;
                (*g_262) = (safe_rshift_func_uint16_t_u_s((safe_unary_minus_func_int64_t_s(g_60)), l_260));
                (*l_275) &= (~(g_60 ^ ((safe_mod_func_uint8_t_u_u((g_4[3] >= ((safe_rshift_func_uint8_t_u_u((l_217 && ((safe_add_func_uint64_t_u_u((l_270 = ((**g_210) ^= 0UL)), ((((+((((!(((safe_lshift_func_int16_t_s_u(l_255[0][1][5], l_260)) || g_60) || l_260)) <= (*g_205)) , &g_119[0][5][0]) == (void*)0)) <= g_235[0][2]) == g_86) | l_260))) , 0x6A62L)), 6)) ^ g_86)), l_248)) || g_59[0])));
                l_248 |= (!(safe_div_func_int8_t_s_s((+((safe_unary_minus_func_uint16_t_u((safe_lshift_func_int16_t_s_s((g_31 ^ ((safe_add_func_uint8_t_u_u((safe_mod_func_uint32_t_u_u((g_295[2][3] ^= (safe_add_func_uint8_t_u_u((safe_add_func_int64_t_s_s((*l_275), l_217)), (safe_mul_func_uint8_t_u_u((0x8A4D8716988AD69FLL <= (l_293 , (**g_210))), l_270))))), (**g_105))), l_293)) , l_293)), 12)))) , l_296)), g_4[4])));
                (*l_298) |= (*g_262);
            }
            else
            { /* block id: 134 */
                (*l_2) = (*l_2);
            }
            l_248 = ((g_313 |= (safe_sub_func_uint32_t_u_u((safe_sub_func_uint16_t_u_u((((safe_mul_func_float_f_f(((l_248 == ((l_305 != ((*g_210) = l_306)) < (l_307 == (safe_add_func_float_f_f(((g_310 == l_312) < 0xB.F26F05p+11), l_255[0][1][5]))))) <= 0x0.Cp+1), g_63)) , g_80) || 0xC2EF98C2L), 0x9BB4L)), g_59[6]))) || 0xA182L);
        }
    }
    for (g_140 = 7; (g_140 >= 0); g_140 -= 1)
    { /* block id: 144 */
        uint8_t l_319 = 255UL;
        float l_342 = 0x7.94FC5Ap+78;
        for (g_60 = 3; (g_60 >= 0); g_60 -= 1)
        { /* block id: 147 */
            int32_t ***l_322 = &g_120;
            const uint64_t l_343[5][10][4] = {{{0x1395B5183514E3EELL,18446744073709551613UL,18446744073709551609UL,0xC1B61811629752A0LL},{0x1395B5183514E3EELL,0x4019BDB98C5D40D4LL,1UL,18446744073709551613UL},{18446744073709551609UL,0xC1B61811629752A0LL,18446744073709551609UL,0xCD59E5D14B2B6D17LL},{18446744073709551613UL,0xC1B61811629752A0LL,18446744073709551609UL,18446744073709551613UL},{18446744073709551609UL,0x4019BDB98C5D40D4LL,1UL,0xC1B61811629752A0LL},{18446744073709551609UL,18446744073709551613UL,1UL,0xCD59E5D14B2B6D17LL},{18446744073709551609UL,0xFE5C71616FBDB857LL,18446744073709551609UL,0xFE5C71616FBDB857LL},{18446744073709551613UL,0x4019BDB98C5D40D4LL,18446744073709551609UL,0xFE5C71616FBDB857LL},{18446744073709551609UL,0xFE5C71616FBDB857LL,1UL,0xCD59E5D14B2B6D17LL},{0x1395B5183514E3EELL,18446744073709551613UL,18446744073709551609UL,0xC1B61811629752A0LL}},{{0x1395B5183514E3EELL,0x4019BDB98C5D40D4LL,1UL,18446744073709551613UL},{18446744073709551609UL,0xC1B61811629752A0LL,18446744073709551609UL,0xCD59E5D14B2B6D17LL},{18446744073709551613UL,0xC1B61811629752A0LL,18446744073709551609UL,18446744073709551613UL},{18446744073709551609UL,0x4019BDB98C5D40D4LL,1UL,0xC1B61811629752A0LL},{18446744073709551609UL,18446744073709551613UL,1UL,0xCD59E5D14B2B6D17LL},{18446744073709551609UL,0xFE5C71616FBDB857LL,18446744073709551609UL,0xFE5C71616FBDB857LL},{18446744073709551613UL,0x4019BDB98C5D40D4LL,18446744073709551609UL,0xFE5C71616FBDB857LL},{18446744073709551609UL,0xFE5C71616FBDB857LL,1UL,0xCD59E5D14B2B6D17LL},{0x1395B5183514E3EELL,18446744073709551613UL,18446744073709551609UL,0xC1B61811629752A0LL},{0x1395B5183514E3EELL,0x4019BDB98C5D40D4LL,1UL,18446744073709551613UL}},{{18446744073709551609UL,0xC1B61811629752A0LL,18446744073709551609UL,0xCD59E5D14B2B6D17LL},{18446744073709551613UL,0xC1B61811629752A0LL,18446744073709551609UL,18446744073709551613UL},{18446744073709551609UL,0x4019BDB98C5D40D4LL,1UL,0xC1B61811629752A0LL},{18446744073709551609UL,18446744073709551613UL,1UL,0xCD59E5D14B2B6D17LL},{18446744073709551609UL,0xFE5C71616FBDB857LL,18446744073709551609UL,0xFE5C71616FBDB857LL},{18446744073709551613UL,0x4019BDB98C5D40D4LL,18446744073709551609UL,0xFE5C71616FBDB857LL},{18446744073709551609UL,0xFE5C71616FBDB857LL,1UL,0xCD59E5D14B2B6D17LL},{0x1395B5183514E3EELL,18446744073709551613UL,18446744073709551609UL,0xC1B61811629752A0LL},{0x1395B5183514E3EELL,0x4019BDB98C5D40D4LL,1UL,18446744073709551613UL},{18446744073709551609UL,0xC1B61811629752A0LL,18446744073709551609UL,0xCD59E5D14B2B6D17LL}},{{18446744073709551613UL,0xC1B61811629752A0LL,18446744073709551609UL,18446744073709551613UL},{18446744073709551609UL,0x4019BDB98C5D40D4LL,1UL,0xC1B61811629752A0LL},{18446744073709551609UL,18446744073709551613UL,1UL,0xCD59E5D14B2B6D17LL},{18446744073709551609UL,0xFE5C71616FBDB857LL,18446744073709551609UL,0xFE5C71616FBDB857LL},{18446744073709551613UL,0x4019BDB98C5D40D4LL,18446744073709551609UL,0xFE5C71616FBDB857LL},{18446744073709551609UL,0xFE5C71616FBDB857LL,1UL,0xCD59E5D14B2B6D17LL},{0x1395B5183514E3EELL,18446744073709551613UL,18446744073709551609UL,0xC1B61811629752A0LL},{0x1395B5183514E3EELL,0x4019BDB98C5D40D4LL,1UL,18446744073709551613UL},{18446744073709551609UL,0xC1B61811629752A0LL,18446744073709551609UL,0xCD59E5D14B2B6D17LL},{18446744073709551613UL,0xC1B61811629752A0LL,18446744073709551609UL,18446744073709551613UL}},{{18446744073709551609UL,0x4019BDB98C5D40D4LL,1UL,0xC1B61811629752A0LL},{18446744073709551609UL,18446744073709551613UL,1UL,0xCD59E5D14B2B6D17LL},{18446744073709551609UL,0xFE5C71616FBDB857LL,18446744073709551609UL,0xFE5C71616FBDB857LL},{18446744073709551613UL,0x4019BDB98C5D40D4LL,5UL,0xCD59E5D14B2B6D17LL},{5UL,0xCD59E5D14B2B6D17LL,0xF59CEDBF01043741LL,0xF0F04271E6D9B8B5LL},{18446744073709551609UL,7UL,0x1395B5183514E3EELL,0x4019BDB98C5D40D4LL},{18446744073709551609UL,4UL,0xF59CEDBF01043741LL,7UL},{5UL,0x4019BDB98C5D40D4LL,5UL,0xF0F04271E6D9B8B5LL},{1UL,0x4019BDB98C5D40D4LL,0x1395B5183514E3EELL,7UL},{1UL,4UL,18446744073709551609UL,0x4019BDB98C5D40D4LL}}};
            int i, j, k;
            for (g_62 = 3; (g_62 >= 0); g_62 -= 1)
            { /* block id: 150 */
                int32_t *l_320 = &g_14;
                int i;
                (*l_320) ^= ((*g_13) = (safe_mul_func_uint16_t_u_u((safe_sub_func_uint32_t_u_u((((g_59[g_140] ^ ((0UL | (((g_59[(g_62 + 2)] < 0xABB20481L) == 0x10863288L) & l_319)) && (*g_311))) , (void*)0) != &g_295[1][3]), (-3L))), 0x9970L)));
                return (***g_214);
            }
            (*l_322) = &l_3;
            for (l_239 = 3; (l_239 >= 0); l_239 -= 1)
            { /* block id: 158 */
                int32_t l_341 = 0xEE4DA2C6L;
                uint32_t *l_344 = &g_345;
                int i, j;
                if (g_103)
                    goto lbl_323;
                if ((**g_82))
                    continue;
                (*g_13) = (((g_295[l_239][g_60]++) > ((*l_344) = ((((safe_rshift_func_int16_t_s_s((g_80 || (safe_mod_func_uint8_t_u_u(((safe_lshift_func_int8_t_s_u((safe_lshift_func_int16_t_s_u(((g_336 = (safe_rshift_func_int16_t_s_s(0x1AF4L, 11))) , (safe_rshift_func_uint16_t_u_s(0xC2F7L, 7))), (((safe_mod_func_uint16_t_u_u((((((l_341 , ((void*)0 == (*l_2))) < g_80) == l_343[1][0][1]) , &g_311) != &g_311), g_235[3][0])) == l_319) & l_319))), (**g_310))) , (**g_310)), (*g_311)))), g_4[2])) || 0L) , l_319) > 0x33B5990A5554EDFDLL))) || g_295[2][3]);
            }
        }
        for (g_60 = 0; (g_60 <= 9); g_60 += 1)
        { /* block id: 169 */
            int i;
            if (g_59[g_60])
                break;
            return (***g_214);
        }
    }
    return (****g_213);
}


/* ------------------------------------------ */
/* 
 * reads : g_13 g_4 g_63 g_60 g_62 g_14 g_80 g_82 g_86 g_91 g_31 g_59 g_89 g_120 g_205 g_103
 * writes: g_4 g_80 g_13 g_62 g_16 g_89 g_31 g_119 g_120 g_103 g_140 g_59 g_63 g_14
 */
static int16_t  func_7(float  p_8)
{ /* block id: 25 */
    uint32_t l_64 = 0UL;
    int32_t l_113 = 1L;
    int32_t l_115 = 0x41155C20L;
    int32_t * const *l_117[5] = {&g_13,&g_13,&g_13,&g_13,&g_13};
    uint16_t *l_184 = (void*)0;
    uint64_t *l_192 = &g_31;
    int i;
    (*g_13) &= l_64;
    if (l_64)
    { /* block id: 27 */
        uint64_t l_67 = 0x7E3454E7B59BB015LL;
        l_67 ^= (safe_rshift_func_int16_t_s_u(g_63, 15));
        if (l_64)
        { /* block id: 29 */
            int32_t *l_81 = &g_80;
            (*l_81) |= (safe_sub_func_int32_t_s_s(((+((safe_lshift_func_uint16_t_u_u((safe_add_func_int8_t_s_s((safe_lshift_func_int8_t_s_s((4UL || (((g_60 <= g_62) | ((safe_add_func_int32_t_s_s(((void*)0 == &l_67), (*g_13))) | g_14)) != g_62)), 3)), g_60)), l_67)) , 1L)) >= 0xDE520ED3L), (*g_13)));
            if (g_62)
                goto lbl_83;
lbl_83:
            (*g_82) = l_81;
            for (g_62 = 0; (g_62 < 24); ++g_62)
            { /* block id: 35 */
                float *l_87 = &g_16;
                (*g_91) = ((*l_87) = (g_60 > g_86));
            }
        }
        else
        { /* block id: 39 */
            for (g_31 = 0; (g_31 <= 4); g_31 += 1)
            { /* block id: 42 */
                int i;
                return g_4[g_31];
            }
        }
        for (l_67 = 0; (l_67 == 32); l_67++)
        { /* block id: 48 */
            uint8_t *l_102 = &g_103;
            int32_t l_104 = 0x01F99661L;
            uint8_t **l_112 = &l_102;
            uint16_t *l_114[3];
            int i;
            for (i = 0; i < 3; i++)
                l_114[i] = &g_63;
        }
    }
    else
    { /* block id: 58 */
        int32_t **l_118 = &g_13;
        int32_t ***l_121 = &l_118;
        int32_t l_122[2][10][2] = {{{0xBD2F48C2L,1L},{(-1L),(-1L)},{(-1L),1L},{0xBD2F48C2L,0xDBD879D1L},{1L,0xDBD879D1L},{0xBD2F48C2L,1L},{(-1L),(-1L)},{(-1L),1L},{0xBD2F48C2L,0xDBD879D1L},{1L,0xDBD879D1L}},{{0xBD2F48C2L,1L},{(-1L),(-1L)},{(-1L),1L},{0xBD2F48C2L,0xDBD879D1L},{1L,0xDBD879D1L},{0xBD2F48C2L,1L},{(-1L),(-1L)},{(-1L),1L},{0xBD2F48C2L,0xDBD879D1L},{1L,0xDBD879D1L}}};
        uint8_t *l_123 = &g_103;
        uint32_t l_161[6][10] = {{0x32E68C3BL,0xC6042281L,0xCE37CC86L,0xF4DF6C7FL,0xB96CBFF4L,0xB96CBFF4L,0xF4DF6C7FL,0xCE37CC86L,0xC6042281L,0x32E68C3BL},{0x4BFDF1D0L,0x32E68C3BL,0x74BF00CBL,4294967290UL,0UL,0xF4DF6C7FL,4294967286UL,0x00F8154EL,0xD84902EFL,0x779B4FEFL},{0x74BF00CBL,0x52B82488L,4294967293UL,0x32E68C3BL,0UL,0xC6042281L,0x75996908L,0xC6042281L,0UL,0x32E68C3BL},{0UL,4294967286UL,0UL,0x4BFDF1D0L,0xB96CBFF4L,4294967290UL,0x779B4FEFL,4294967293UL,4294967289UL,0UL},{4294967286UL,0xB96CBFF4L,0x75996908L,0x74BF00CBL,0x779B4FEFL,0x8AB0B14FL,0xCE37CC86L,4294967293UL,4294967293UL,0xCE37CC86L},{0xD84902EFL,4294967289UL,0UL,0UL,4294967289UL,0xD84902EFL,4294967293UL,0xC6042281L,0x9FE6B08AL,0x75996908L}};
        uint16_t *l_185 = &g_63;
        int i, j, k;
        if ((l_113 <= (~((((l_117[3] == ((*l_121) = (g_120 = (g_119[7][3][0] = l_118)))) < (l_122[1][2][1] == ((*l_123) = 251UL))) == g_31) ^ 0x4EL))))
        { /* block id: 63 */
            uint64_t l_128 = 0UL;
            int32_t l_129 = 0xC5E2D544L;
            int32_t l_130 = 0xCB4505FAL;
            l_130 |= ((*g_13) || (l_129 &= (((**l_118) >= (safe_sub_func_uint32_t_u_u(6UL, (safe_sub_func_int8_t_s_s(l_128, (0xD3L != 0xF2L)))))) , 8L)));
            return g_59[6];
        }
        else
        { /* block id: 67 */
            uint64_t l_137 = 4UL;
            uint64_t l_138 = 0xDD3F16023438911BLL;
            int8_t *l_139 = &g_140;
            uint32_t *l_151 = &l_64;
            uint32_t l_177 = 0x99559537L;
            int32_t l_179 = 2L;
            float *l_187 = &g_16;
            float **l_186 = &l_187;
            uint64_t *l_194 = &l_137;
            l_122[1][2][1] |= (((safe_rshift_func_uint16_t_u_u((safe_rshift_func_int8_t_s_s((((*l_139) = (safe_mul_func_uint8_t_u_u(l_137, l_138))) || (safe_add_func_int64_t_s_s((g_60 >= 0UL), (safe_sub_func_uint64_t_u_u(g_62, (***l_121)))))), l_137)), 14)) , g_4[0]) != g_4[1]);
            if ((((safe_mod_func_int32_t_s_s((safe_lshift_func_int16_t_s_u(((**l_118) != ((*l_151)--)), 5)), (((+(safe_mul_func_int16_t_s_s((safe_sub_func_int64_t_s_s((***l_121), (l_138 > ((***l_121) > (safe_lshift_func_int8_t_s_u(g_59[6], l_161[4][3])))))), l_138))) , 0x9C1B1B48L) , (**l_118)))) , &g_140) == (void*)0))
            { /* block id: 71 */
                float *l_175[10] = {&g_89,&g_89,&g_89,&g_89,(void*)0,&g_89,&g_89,&g_89,&g_89,(void*)0};
                int32_t l_176 = 0xF5600962L;
                int32_t l_178 = 1L;
                uint64_t *l_190 = &g_59[7];
                uint64_t **l_193[1][6][7] = {{{&l_190,&l_190,(void*)0,&l_192,&l_190,(void*)0,&l_190},{&l_190,(void*)0,(void*)0,&l_190,(void*)0,&l_192,&l_190},{&l_190,&l_190,(void*)0,(void*)0,&l_190,&l_190,&l_190},{&l_190,&l_190,&l_190,&l_192,&l_192,&l_190,&l_190},{&l_190,&l_190,&l_190,&l_190,(void*)0,(void*)0,&l_190},{&l_192,&l_190,&l_192,(void*)0,&l_190,(void*)0,(void*)0}}};
                int i, j, k;
                l_179 = ((***l_121) = (l_178 |= ((!(+(((safe_rshift_func_int16_t_s_u((g_80 >= (((((((safe_div_func_float_f_f((safe_mul_func_float_f_f((((safe_mul_func_float_f_f((safe_add_func_float_f_f((-((((p_8 = 0x5.18762Ap+91) > ((**l_121) == l_151)) == l_176) != (***l_121))), 0xA.3005F4p-13)), 0xA.D5EC58p-62)) >= l_138) != (-0x6.Fp+1)), 0x9.FD3CF2p-38)), (*g_91))) , (void*)0) == g_13) < (-4L)) < g_60) , 0x95D964B4L) , l_176)), 3)) , g_31) | l_177))) || 1L)));
                (**g_120) = ((((((((safe_add_func_uint64_t_u_u((safe_add_func_int64_t_s_s(g_86, ((l_185 = l_184) != (void*)0))), 0L)) && (((void*)0 == l_186) & 7UL)) && g_4[3]) , l_176) <= 0x00L) && g_60) != g_86) && (***l_121));
                l_178 |= (safe_mul_func_uint8_t_u_u((((*l_190) = (***l_121)) | (((~(**l_118)) , (l_192 != (l_194 = &g_31))) > (safe_add_func_uint16_t_u_u(l_176, 0xC987L)))), (***l_121)));
            }
            else
            { /* block id: 81 */
                uint32_t l_207 = 0UL;
                l_179 ^= (safe_lshift_func_int8_t_s_s(0xA5L, (((***l_121) , (++(*l_185))) == (safe_mod_func_uint64_t_u_u((safe_mod_func_uint16_t_u_u((l_177 >= ((l_207 = ((void*)0 != g_205)) <= g_4[0])), (***l_121))), g_4[1])))));
            }
            for (g_14 = 3; (g_14 <= 9); g_14 += 1)
            { /* block id: 88 */
                int i;
                return g_59[g_14];
            }
        }
    }
    return g_103;
}


/* ------------------------------------------ */
/* 
 * reads : g_14 g_4 g_13 g_31 g_59 g_62
 * writes: g_31 g_4 g_14 g_59 g_60 g_63
 */
static float  func_9(int32_t * p_10, int32_t  p_11, float  p_12)
{ /* block id: 4 */
    float *l_19 = &g_16;
    float *l_21 = &g_16;
    float **l_20 = &l_21;
    int32_t l_26 = (-1L);
    float *l_39 = (void*)0;
    if ((safe_add_func_int16_t_s_s(((l_19 != ((*l_20) = l_19)) , 0x7B7EL), ((((((((0x129B85755261FC42LL | (((safe_add_func_int8_t_s_s(((((safe_add_func_uint64_t_u_u((((g_14 >= g_14) > g_4[1]) , l_26), g_4[1])) & l_26) , p_11) > g_14), p_11)) > l_26) < l_26)) | 0x5B65L) == 0x258DL) < l_26) , 0xBFL) | l_26) != p_11) < g_14))))
    { /* block id: 6 */
        uint32_t l_29 = 4294967295UL;
        uint64_t *l_30 = &g_31;
        float *l_38 = &g_16;
        float *l_40 = &g_16;
        (*g_13) = (safe_sub_func_int16_t_s_s((((((*l_30) = l_29) & ((+((((safe_mod_func_int16_t_s_s(((safe_add_func_int8_t_s_s(((-1L) || (!((l_38 != l_39) , ((l_38 == l_40) || g_4[1])))), 0xE8L)) > g_14), p_11)) != 0xC239170055833AEDLL) , 1L) | p_11)) , p_11)) && 0xAA6F5761L) , l_29), g_4[1]));
    }
    else
    { /* block id: 9 */
        uint16_t l_42 = 0xD038L;
        int32_t l_61[8][10] = {{0xF33D3A0DL,0L,0x6ABE3F13L,0x6CD2A541L,(-1L),(-7L),0xBB6FCE13L,(-7L),0L,(-7L)},{0L,0xFFF35779L,0L,0x781FF1C7L,0x0A080980L,0xA2B653F5L,0x98C05957L,0x6CD2A541L,0x4120B1A5L,0x1463D90BL},{(-3L),0xBB6FCE13L,0x0A080980L,0xEE7E4EBBL,0x3748AADDL,0x98C05957L,(-1L),0x6CD2A541L,0L,0xED4FF94FL},{0xC4EAE4C0L,0x0A080980L,0L,(-6L),0x4120B1A5L,(-3L),(-3L),0x4120B1A5L,(-6L),0L},{0x781FF1C7L,0x781FF1C7L,0x1463D90BL,0x13FE16D8L,0xA2B653F5L,(-6L),0xF33D3A0DL,0L,(-1L),(-3L)},{(-1L),1L,(-6L),0x0A080980L,0x98C05957L,0x6ABE3F13L,0xF33D3A0DL,0xBB6FCE13L,0xEE7E4EBBL,0xC4EAE4C0L},{0xD1B7A171L,0x781FF1C7L,0xED4FF94FL,0xA4E19C9FL,(-3L),0L,(-3L),0xA4E19C9FL,0xED4FF94FL,0x781FF1C7L},{0x3748AADDL,0x0A080980L,1L,0L,(-6L),0x781FF1C7L,(-1L),(-7L),0x6ABE3F13L,(-1L)}};
        int i, j;
        for (g_31 = 0; (g_31 <= 4); g_31 += 1)
        { /* block id: 12 */
            int32_t *l_41[7][10][2] = {{{&l_26,&g_14},{&l_26,&l_26},{(void*)0,&g_14},{(void*)0,&l_26},{&l_26,&g_14},{&l_26,&l_26},{(void*)0,&g_14},{(void*)0,&l_26},{&l_26,&g_14},{&l_26,&l_26}},{{(void*)0,&g_14},{(void*)0,&l_26},{&l_26,&g_14},{&l_26,&l_26},{(void*)0,&g_14},{(void*)0,&l_26},{&l_26,&g_14},{&l_26,&l_26},{(void*)0,&g_14},{(void*)0,&l_26}},{{&l_26,&g_14},{&l_26,&l_26},{(void*)0,&g_14},{(void*)0,&l_26},{&l_26,&g_14},{&l_26,&l_26},{(void*)0,&g_14},{(void*)0,&l_26},{&l_26,&g_14},{&l_26,&l_26}},{{(void*)0,&g_14},{(void*)0,&l_26},{&l_26,&g_14},{&l_26,&l_26},{(void*)0,&g_14},{(void*)0,&l_26},{&l_26,&g_14},{&l_26,&l_26},{(void*)0,&g_14},{(void*)0,&l_26}},{{&l_26,&g_14},{&l_26,&l_26},{(void*)0,&g_14},{(void*)0,&l_26},{&l_26,&g_14},{&l_26,&l_26},{(void*)0,&g_14},{(void*)0,&l_26},{&l_26,&g_14},{&l_26,&l_26}},{{(void*)0,&g_14},{(void*)0,&l_26},{&l_26,&g_14},{&l_26,&l_26},{(void*)0,&g_14},{(void*)0,&l_26},{&l_26,&g_14},{&l_26,&l_26},{(void*)0,&g_14},{(void*)0,&l_26}},{{&l_26,&g_14},{&l_26,&l_26},{(void*)0,&g_14},{(void*)0,&l_26},{&l_26,&g_14},{&l_26,&l_26},{(void*)0,&g_14},{(void*)0,&l_26},{&l_26,&g_14},{&l_26,&l_26}}};
            int32_t l_45 = (-3L);
            uint64_t *l_58[10][6][4] = {{{&g_59[6],&g_59[6],&g_59[6],(void*)0},{&g_59[6],&g_31,&g_59[6],&g_59[5]},{&g_59[6],&g_31,&g_31,(void*)0},{(void*)0,&g_59[2],&g_59[5],&g_59[6]},{&g_59[6],(void*)0,&g_59[6],&g_59[6]},{&g_31,&g_31,&g_59[8],(void*)0}},{{&g_31,&g_59[2],&g_59[6],&g_31},{&g_31,&g_59[6],&g_59[6],&g_59[5]},{&g_31,(void*)0,&g_59[8],&g_31},{&g_31,&g_59[6],&g_59[6],&g_59[6]},{&g_59[6],&g_59[6],&g_59[5],&g_59[5]},{(void*)0,(void*)0,&g_31,&g_31}},{{&g_59[6],&g_59[2],&g_59[6],&g_31},{&g_59[6],&g_31,&g_59[6],&g_59[6]},{&g_59[6],&g_31,&g_59[8],&g_31},{&g_31,&g_59[2],&g_59[2],&g_31},{&g_31,(void*)0,&g_59[2],&g_59[5]},{(void*)0,&g_59[6],&g_59[8],&g_59[6]}},{{(void*)0,&g_59[6],&g_31,&g_31},{&g_59[6],(void*)0,&g_31,&g_59[5]},{&g_31,&g_59[6],&g_31,&g_31},{&g_31,&g_59[2],&g_31,(void*)0},{&g_59[6],&g_31,&g_31,&g_59[6]},{(void*)0,(void*)0,&g_59[8],&g_59[6]}},{{(void*)0,&g_59[2],&g_59[2],(void*)0},{&g_31,&g_31,&g_59[2],&g_59[5]},{&g_31,&g_31,&g_59[8],(void*)0},{&g_59[6],&g_59[6],&g_59[6],(void*)0},{&g_59[6],&g_31,&g_59[6],&g_59[5]},{&g_59[6],&g_31,&g_31,(void*)0}},{{(void*)0,&g_59[2],&g_59[5],&g_59[6]},{&g_59[6],(void*)0,&g_59[6],&g_59[6]},{&g_31,&g_31,&g_59[8],(void*)0},{&g_31,&g_59[2],&g_59[6],&g_31},{&g_31,&g_59[6],&g_59[6],&g_59[5]},{&g_31,(void*)0,&g_59[8],&g_31}},{{&g_31,&g_59[6],&g_59[6],&g_59[6]},{&g_59[6],&g_59[6],&g_59[5],&g_59[5]},{(void*)0,(void*)0,&g_31,&g_31},{&g_59[6],&g_59[2],&g_59[6],&g_31},{&g_59[6],&g_31,&g_59[6],&g_59[6]},{&g_59[6],&g_31,&g_59[8],&g_31}},{{&g_31,&g_59[6],&g_31,&g_59[2]},{&g_59[6],&g_59[6],&g_59[6],(void*)0},{&g_59[2],&g_31,&g_31,&g_31},{&g_59[5],&g_59[8],&g_59[6],&g_59[6]},{&g_59[5],&g_59[5],&g_59[1],(void*)0},{&g_59[6],&g_31,&g_59[6],&g_59[6]}},{{&g_59[6],&g_59[6],&g_59[1],&g_59[6]},{&g_59[5],&g_59[6],&g_59[6],&g_59[6]},{&g_59[5],&g_59[2],&g_31,&g_31},{&g_59[2],&g_59[6],&g_59[6],&g_59[2]},{&g_59[6],&g_59[6],&g_31,(void*)0},{&g_59[2],&g_59[6],&g_31,&g_59[5]}},{{&g_31,&g_59[8],&g_59[6],&g_59[5]},{&g_59[5],&g_59[6],&g_59[6],(void*)0},{&g_31,&g_59[6],&g_59[6],&g_59[2]},{&g_59[6],&g_59[6],(void*)0,&g_31},{&g_59[5],&g_59[2],&g_59[5],&g_59[6]},{&g_59[6],&g_59[6],&g_31,&g_59[6]}}};
            int i, j, k;
            l_42 = (p_11 |= (g_14 = ((*p_10) ^= 0xA44E0C42L)));
            (*g_13) = (((g_4[g_31] | ((g_63 = ((((g_4[3] || l_45) && ((~(safe_rshift_func_int16_t_s_u((safe_sub_func_int8_t_s_s(((((((l_61[0][7] = (g_60 = ((~(safe_div_func_uint64_t_u_u((g_59[6] &= (safe_mod_func_int64_t_s_s((safe_lshift_func_uint8_t_u_u(g_31, ((p_11 ^ g_4[3]) & g_31))), 0x20C99D02BD444C67LL))), l_26))) && 1L))) , l_61[0][7]) != (-6L)) >= g_62) && l_26) <= g_62), l_26)), 7))) == (*p_10))) > g_31) ^ 0x2C7FF4120E74272ALL)) != 0x607BBC662C87538CLL)) <= p_11) , (*g_13));
        }
    }
    return l_26;
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
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_4[i], "g_4[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_14, "g_14", print_hash_value);
    transparent_crc_bytes (&g_16, sizeof(g_16), "g_16", print_hash_value);
    transparent_crc(g_31, "g_31", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        transparent_crc(g_59[i], "g_59[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_60, "g_60", print_hash_value);
    transparent_crc(g_62, "g_62", print_hash_value);
    transparent_crc(g_63, "g_63", print_hash_value);
    transparent_crc(g_80, "g_80", print_hash_value);
    transparent_crc(g_86, "g_86", print_hash_value);
    transparent_crc_bytes (&g_89, sizeof(g_89), "g_89", print_hash_value);
    transparent_crc(g_103, "g_103", print_hash_value);
    transparent_crc(g_140, "g_140", print_hash_value);
    transparent_crc(g_206, "g_206", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 5; j++)
        {
            transparent_crc(g_235[i][j], "g_235[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 4; j++)
        {
            transparent_crc(g_295[i][j], "g_295[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_313, "g_313", print_hash_value);
    transparent_crc(g_336, "g_336", print_hash_value);
    transparent_crc(g_345, "g_345", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 66
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

XXX max expression depth: 27
breakdown:
   depth: 1, occurrence: 48
   depth: 2, occurrence: 15
   depth: 3, occurrence: 1
   depth: 4, occurrence: 1
   depth: 8, occurrence: 1
   depth: 9, occurrence: 2
   depth: 11, occurrence: 3
   depth: 12, occurrence: 2
   depth: 14, occurrence: 4
   depth: 17, occurrence: 1
   depth: 18, occurrence: 1
   depth: 21, occurrence: 1
   depth: 23, occurrence: 1
   depth: 25, occurrence: 1
   depth: 27, occurrence: 2

XXX total number of pointers: 70

XXX times a variable address is taken: 328
XXX times a pointer is dereferenced on RHS: 46
breakdown:
   depth: 1, occurrence: 22
   depth: 2, occurrence: 12
   depth: 3, occurrence: 11
   depth: 4, occurrence: 1
XXX times a pointer is dereferenced on LHS: 46
breakdown:
   depth: 1, occurrence: 43
   depth: 2, occurrence: 2
   depth: 3, occurrence: 1
XXX times a pointer is compared with null: 7
XXX times a pointer is compared with address of another variable: 1
XXX times a pointer is compared with another pointer: 4
XXX times a pointer is qualified to be dereferenced: 483

XXX max dereference level: 4
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 149
   level: 2, occurrence: 79
   level: 3, occurrence: 58
   level: 4, occurrence: 2
XXX number of pointers point to pointers: 22
XXX number of pointers point to scalars: 48
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 25.7
XXX average alias set size: 1.39

XXX times a non-volatile is read: 316
XXX times a non-volatile is write: 139
XXX times a volatile is read: 14
XXX    times read thru a pointer: 3
XXX times a volatile is write: 6
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 95
XXX percentage of non-volatile access: 95.8

XXX forward jumps: 1
XXX backward jumps: 1

XXX stmts: 58
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 9
   depth: 1, occurrence: 13
   depth: 2, occurrence: 19
   depth: 3, occurrence: 17

XXX percentage a fresh-made variable is used: 16.3
XXX percentage an existing variable is used: 83.7
********************* end of statistics **********************/

