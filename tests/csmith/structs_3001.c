/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 3001 --max-funcs 3 --max-block-depth 3 --max-expr-complexity 6 --max-struct-fields 20 --max-union-fields 10 --max-array-dim 4 -o s3001.c
 * Seed:      3001
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
#pragma pack(push)
#pragma pack(1)
struct S0 {
   int8_t  f0;
   volatile int64_t  f1;
};
#pragma pack(pop)

#pragma pack(push)
#pragma pack(1)
struct S1 {
   int16_t  f0;
   int8_t  f1;
   uint8_t  f2;
   int16_t  f3;
   unsigned f4 : 18;
   uint16_t  f5;
   const volatile int8_t  f6;
   volatile uint16_t  f7;
   const signed f8 : 19;
};
#pragma pack(pop)

/* --- GLOBAL VARIABLES --- */
static volatile int32_t g_2 = 1L;/* VOLATILE GLOBAL g_2 */
static volatile int32_t g_3 = 0L;/* VOLATILE GLOBAL g_3 */
static volatile int32_t g_4 = 0xD9BA07E4L;/* VOLATILE GLOBAL g_4 */
static volatile int32_t g_5 = 0x285FAAFEL;/* VOLATILE GLOBAL g_5 */
static volatile int32_t g_6 = 1L;/* VOLATILE GLOBAL g_6 */
static int32_t g_7[6][5] = {{0xC59CDC34L,9L,9L,0xC59CDC34L,4L},{0xC59CDC34L,3L,0xDF3D37A5L,0xDF3D37A5L,3L},{4L,9L,0xDF3D37A5L,3L,3L},{9L,4L,9L,0xDF3D37A5L,3L},{3L,0xC59CDC34L,3L,0xC59CDC34L,3L},{9L,0xC59CDC34L,4L,3L,4L}};
static int32_t g_11 = 0xB8D96378L;
static int64_t g_34 = 0x73ECB6AEF2D6A391LL;
static int32_t g_56 = 0xE5685F08L;
static int64_t g_57 = 0L;
static uint32_t g_58 = 0x418CD0E5L;
static volatile int32_t g_69 = 0xC9426B2CL;/* VOLATILE GLOBAL g_69 */
static int32_t *g_74 = &g_11;
static uint8_t g_81 = 0xC9L;
static volatile struct S0 g_82 = {-6L,7L};/* VOLATILE GLOBAL g_82 */
static int8_t g_104 = 1L;
static int32_t ** const  volatile g_109[4][10] = {{(void*)0,(void*)0,(void*)0,&g_74,&g_74,&g_74,&g_74,&g_74,&g_74,&g_74},{&g_74,&g_74,&g_74,&g_74,&g_74,&g_74,&g_74,&g_74,&g_74,&g_74},{&g_74,&g_74,&g_74,(void*)0,&g_74,(void*)0,&g_74,&g_74,&g_74,(void*)0},{&g_74,&g_74,&g_74,&g_74,(void*)0,(void*)0,(void*)0,(void*)0,&g_74,&g_74}};
static uint64_t g_145 = 8UL;
static const struct S1 g_157 = {0xF68BL,0xCAL,0xD2L,0x4C31L,69,9UL,3L,0x30A9L,364};/* VOLATILE GLOBAL g_157 */
static volatile uint64_t **g_160 = (void*)0;
static struct S1 g_168 = {0x2B34L,0L,0x7BL,0xF213L,170,0x9867L,-1L,0xA3FBL,378};/* VOLATILE GLOBAL g_168 */
static int32_t ** volatile g_183 = &g_74;/* VOLATILE GLOBAL g_183 */
static const struct S0 g_199 = {7L,0x10F0F39675CE39C1LL};/* VOLATILE GLOBAL g_199 */
static struct S0 g_200 = {-3L,-2L};/* VOLATILE GLOBAL g_200 */
static volatile struct S0 g_209 = {0xAEL,1L};/* VOLATILE GLOBAL g_209 */
static volatile struct S0 g_248 = {-8L,0xE40FFE85CD88943ALL};/* VOLATILE GLOBAL g_248 */
static volatile struct S0 *g_258 = &g_82;
static volatile struct S0 ** volatile g_257[4] = {&g_258,&g_258,&g_258,&g_258};
static volatile struct S0 g_272 = {0xA9L,0L};/* VOLATILE GLOBAL g_272 */
static volatile struct S0 g_279 = {-8L,0x176534019C888121LL};/* VOLATILE GLOBAL g_279 */


/* --- FORWARD DECLARATIONS --- */
static const int16_t  func_1(void);
static uint16_t  func_35(uint8_t  p_36, int32_t  p_37, int16_t  p_38, int32_t  p_39, int32_t  p_40);
static int8_t  func_44(int64_t * const  p_45, const int64_t * p_46, int64_t * p_47);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_7 g_279 g_258 g_34 g_248.f0
 * writes: g_7 g_82 g_34 g_56 g_74
 */
static const int16_t  func_1(void)
{ /* block id: 0 */
    int32_t l_13 = (-1L);
    int32_t l_19 = (-8L);
    uint8_t l_20[6][3][10] = {{{0x0CL,0UL,0x27L,0xC1L,0xF4L,255UL,0x9DL,252UL,0x30L,5UL},{1UL,0xC1L,0x60L,0x99L,0x6FL,4UL,255UL,255UL,4UL,0x6FL},{252UL,0xE4L,0xE4L,252UL,254UL,0x9DL,1UL,0x6FL,246UL,0x0CL}},{{0xF4L,5UL,0x0CL,0xCEL,255UL,247UL,0xE4L,1UL,246UL,1UL},{0xE4L,0x26L,0xF4L,252UL,4UL,0x30L,0x75L,0x30L,4UL,252UL},{0xD7L,255UL,0xD7L,0x99L,0x9DL,0x25L,0x21L,0xCEL,0x30L,0xF4L}},{{0UL,0x6FL,0x9DL,0xC1L,247UL,0x21L,0x26L,0xCEL,0xD7L,0xE4L},{0x75L,0x9DL,0xD7L,0x0CL,0x30L,0UL,0UL,0x30L,0x0CL,0xD7L},{0x99L,0x99L,0xF4L,246UL,0x25L,0x0CL,1UL,1UL,0UL,0UL}},{{0UL,0x60L,0x0CL,0x9DL,0x21L,5UL,1UL,0x6FL,0xC1L,0x75L},{9UL,0x99L,0xE4L,255UL,0UL,1UL,0UL,255UL,0xE4L,0x99L},{247UL,0x9DL,0x60L,1UL,0x0CL,0x99L,0x26L,252UL,5UL,0UL}},{{0x25L,0x6FL,0x27L,0xE4L,5UL,0x99L,0x21L,0x75L,0x26L,9UL},{247UL,255UL,4UL,0x75L,1UL,1UL,0x75L,4UL,255UL,247UL},{9UL,0x26L,0x75L,0x21L,0x99L,5UL,0xE4L,0x27L,0x6FL,0x25L}},{{0UL,5UL,252UL,0x26L,0x99L,0x0CL,1UL,0x60L,0x9DL,247UL},{0x99L,0xE4L,255UL,246UL,0x9DL,246UL,9UL,0UL,0x21L,1UL},{0x27L,5UL,0x75L,0xE4L,0xF4L,1UL,0xD7L,0x25L,0x99L,4UL}}};
    int64_t *l_33 = &g_34;
    const struct S1 *l_256 = (void*)0;
    int32_t l_265 = 0x72C3EF3CL;
    int i, j, k;
    for (g_7[4][2] = (-30); (g_7[4][2] != (-9)); g_7[4][2]++)
    { /* block id: 3 */
        int32_t *l_10 = &g_11;
        int32_t l_12 = 3L;
        int32_t *l_14 = &g_11;
        int32_t *l_15 = &g_11;
        int32_t *l_16 = &g_11;
        int32_t l_17 = 1L;
        int32_t *l_18[3][8][6][1] = {{{{&g_11},{&l_17},{&g_11},{&l_17},{&g_7[4][2]},{(void*)0}},{{(void*)0},{&g_7[4][2]},{(void*)0},{(void*)0},{&g_7[4][2]},{(void*)0}},{{(void*)0},{&g_7[4][2]},{&l_17},{&g_11},{&l_17},{&g_11}},{{&g_7[4][2]},{&g_11},{&g_7[4][2]},{&g_11},{&l_17},{&g_7[4][4]}},{{(void*)0},{&g_7[1][4]},{&g_11},{(void*)0},{&g_11},{&g_11}},{{(void*)0},{&l_17},{&g_7[4][4]},{&l_17},{&g_11},{&g_7[4][2]}},{{&g_11},{&g_11},{&g_11},{&g_7[4][2]},{&g_11},{&l_17}},{{&g_7[4][4]},{&l_17},{(void*)0},{&g_11},{&g_11},{(void*)0}}},{{{&g_11},{&g_7[1][4]},{(void*)0},{&g_7[4][4]},{&l_17},{&g_11}},{{&g_7[4][2]},{&g_11},{&g_7[4][2]},{&g_11},{&l_17},{&g_11}},{{&l_17},{&g_7[4][2]},{(void*)0},{(void*)0},{&g_7[4][2]},{(void*)0}},{{(void*)0},{&g_7[4][2]},{(void*)0},{(void*)0},{&g_7[4][2]},{&l_17}},{{&g_11},{&l_17},{&g_11},{&g_7[4][2]},{&g_11},{&g_7[4][2]}},{{&g_11},{&l_17},{&g_7[4][4]},{(void*)0},{&g_7[1][4]},{&g_11}},{{(void*)0},{&g_11},{&g_11},{(void*)0},{&l_17},{&g_7[4][4]}},{{&l_17},{&g_11},{&g_7[4][2]},{&g_11},{&g_11},{&g_11}}},{{{&g_7[4][2]},{&g_11},{&l_17},{&g_7[4][4]},{&l_17},{(void*)0}},{{&g_11},{&g_11},{(void*)0},{&g_11},{&g_7[1][4]},{(void*)0}},{{&g_7[4][4]},{&l_17},{&g_11},{&g_7[4][2]},{&g_11},{&g_7[4][2]}},{{&g_11},{&l_17},{&g_11},{&l_17},{&g_7[4][2]},{(void*)0}},{{(void*)0},{&g_7[4][2]},{(void*)0},{(void*)0},{&g_7[4][2]},{(void*)0}},{{(void*)0},{&g_7[4][2]},{&l_17},{&g_11},{&l_17},{&g_11}},{{&g_7[4][2]},{&g_11},{&g_7[4][2]},{&g_11},{&l_17},{&g_7[4][4]}},{{(void*)0},{&g_7[1][4]},{&g_11},{(void*)0},{&g_11},{&g_11}}}};
        int64_t *l_25 = (void*)0;
        int64_t *l_26 = (void*)0;
        uint32_t l_266 = 1UL;
        int i, j, k, l;
        --l_20[3][0][3];
    }
    (*g_258) = g_279;
    for (g_34 = 0; (g_34 > (-25)); --g_34)
    { /* block id: 146 */
        for (g_56 = 0; (g_56 <= (-23)); g_56 = safe_sub_func_uint64_t_u_u(g_56, 5))
        { /* block id: 149 */
            int32_t *l_284 = &g_7[5][3];
            int32_t **l_285 = &g_74;
            (*l_285) = l_284;
        }
    }
    return g_248.f0;
}


/* ------------------------------------------ */
/* 
 * reads : g_183 g_157 g_74 g_168.f0 g_82.f0 g_168.f3 g_82
 * writes: g_74 g_168.f3 g_248
 */
static uint16_t  func_35(uint8_t  p_36, int32_t  p_37, int16_t  p_38, int32_t  p_39, int32_t  p_40)
{ /* block id: 80 */
    int64_t l_187 = 3L;
    int32_t l_211[3];
    uint64_t *l_218 = (void*)0;
    uint64_t **l_217 = &l_218;
    uint64_t ***l_216 = &l_217;
    uint64_t ****l_233 = &l_216;
    int64_t l_234[5][2] = {{0xE78CEF9958F31018LL,0xE78CEF9958F31018LL},{0xE78CEF9958F31018LL,0xE78CEF9958F31018LL},{0xE78CEF9958F31018LL,0xE78CEF9958F31018LL},{0xE78CEF9958F31018LL,0xE78CEF9958F31018LL},{0xE78CEF9958F31018LL,0xE78CEF9958F31018LL}};
    int32_t l_239 = 0x37A4677EL;
    int32_t l_242 = 6L;
    int i, j;
    for (i = 0; i < 3; i++)
        l_211[i] = 0x5D763025L;
lbl_243:
    (*g_183) = &p_40;
    if ((((p_38 == (+(safe_mul_func_uint16_t_u_u((l_187 , (safe_div_func_int32_t_s_s(((safe_div_func_uint32_t_u_u((safe_unary_minus_func_int32_t_s(((safe_sub_func_int16_t_s_s(l_187, ((safe_add_func_uint64_t_u_u(l_187, (g_157 , 1L))) , (-4L)))) ^ (*g_74)))), 0x22DBCC6BL)) != g_168.f0), (-1L)))), 0xC975L)))) && g_82.f0) != p_38))
    { /* block id: 82 */
        int64_t l_202 = 0x66EDB1092C0A3A69LL;
        int32_t l_204 = 0x5635FC20L;
        int32_t l_235 = 0x225F3463L;
        const struct S0 *l_245 = &g_200;
        for (g_168.f3 = (-12); (g_168.f3 != (-15)); g_168.f3 = safe_sub_func_uint8_t_u_u(g_168.f3, 3))
        { /* block id: 85 */
            uint16_t l_213 = 0x934BL;
        }
        if (g_157.f2)
            goto lbl_244;
lbl_244:
        if (g_157.f4)
            goto lbl_243;
        l_245 = &g_199;
    }
    else
    { /* block id: 117 */
        volatile struct S0 *l_246 = (void*)0;
        volatile struct S0 *l_247[3];
        int32_t *l_249 = &l_242;
        int32_t **l_250 = &g_74;
        int i;
        for (i = 0; i < 3; i++)
            l_247[i] = &g_82;
        g_248 = g_82;
        (*l_250) = l_249;
    }
    return g_157.f1;
}


/* ------------------------------------------ */
/* 
 * reads : g_6 g_58 g_3 g_74 g_82 g_11 g_56 g_7 g_34 g_81 g_145 g_157.f7
 * writes: g_58 g_34 g_56 g_11 g_74 g_81 g_82 g_104 g_145
 */
static int8_t  func_44(int64_t * const  p_45, const int64_t * p_46, int64_t * p_47)
{ /* block id: 7 */
    int16_t l_50[10][8][3][1] = {{{{0x9D3FL},{(-3L)},{0xEBEAL}},{{(-3L)},{0x9D3FL},{0xCE91L}},{{0x197EL},{1L},{0x197EL}},{{0xCE91L},{0x9D3FL},{(-3L)}},{{0xEBEAL},{(-3L)},{0x9D3FL}},{{0xCE91L},{0x197EL},{1L}},{{0x197EL},{0x8C45L},{1L}},{{1L},{0x9D3FL},{1L}}},{{{1L},{0x8C45L},{0xEBEAL}},{{0xCE91L},{0xEBEAL},{0x8C45L}},{{1L},{1L},{0x9D3FL}},{{1L},{1L},{0x8C45L}},{{0xEBEAL},{0xCE91L},{0xEBEAL}},{{0x8C45L},{1L},{1L}},{{0x9D3FL},{1L},{1L}},{{0x8C45L},{0xEBEAL},{0xCE91L}}},{{{0xEBEAL},{0x8C45L},{1L}},{{1L},{0x9D3FL},{1L}},{{1L},{0x8C45L},{0xEBEAL}},{{0xCE91L},{0xEBEAL},{0x8C45L}},{{1L},{1L},{0x9D3FL}},{{1L},{1L},{0x8C45L}},{{0xEBEAL},{0xCE91L},{0xEBEAL}},{{0x8C45L},{1L},{1L}}},{{{0x9D3FL},{1L},{1L}},{{0x8C45L},{0xEBEAL},{0xCE91L}},{{0xEBEAL},{0x8C45L},{1L}},{{1L},{0x9D3FL},{1L}},{{1L},{0x8C45L},{0xEBEAL}},{{0xCE91L},{0xEBEAL},{0x8C45L}},{{1L},{1L},{0x9D3FL}},{{1L},{1L},{0x8C45L}}},{{{0xEBEAL},{0xCE91L},{0xEBEAL}},{{0x8C45L},{1L},{1L}},{{0x9D3FL},{1L},{1L}},{{0x8C45L},{0xEBEAL},{0xCE91L}},{{0xEBEAL},{0x8C45L},{1L}},{{1L},{0x9D3FL},{1L}},{{1L},{0x8C45L},{0xEBEAL}},{{0xCE91L},{0xEBEAL},{0x8C45L}}},{{{1L},{1L},{0x9D3FL}},{{1L},{1L},{0x8C45L}},{{0xEBEAL},{0xCE91L},{0xEBEAL}},{{0x8C45L},{1L},{1L}},{{0x9D3FL},{1L},{1L}},{{0x8C45L},{0xEBEAL},{0xCE91L}},{{0xEBEAL},{0x8C45L},{1L}},{{1L},{0x9D3FL},{1L}}},{{{1L},{0x8C45L},{0xEBEAL}},{{0xCE91L},{0xEBEAL},{0x8C45L}},{{1L},{1L},{0x9D3FL}},{{1L},{1L},{0x8C45L}},{{0xEBEAL},{0xCE91L},{0xEBEAL}},{{0x8C45L},{1L},{1L}},{{0x9D3FL},{1L},{1L}},{{0x8C45L},{0xEBEAL},{0xCE91L}}},{{{0xEBEAL},{0x8C45L},{1L}},{{1L},{0x9D3FL},{1L}},{{1L},{0x8C45L},{0xEBEAL}},{{0xCE91L},{0xEBEAL},{0x8C45L}},{{1L},{1L},{0x9D3FL}},{{1L},{1L},{0x8C45L}},{{0xEBEAL},{0xCE91L},{0xEBEAL}},{{0x8C45L},{1L},{1L}}},{{{0x9D3FL},{1L},{1L}},{{0x8C45L},{0xEBEAL},{0xCE91L}},{{0xEBEAL},{0x8C45L},{1L}},{{1L},{0x9D3FL},{1L}},{{1L},{0x8C45L},{0xEBEAL}},{{0xCE91L},{0xEBEAL},{0x8C45L}},{{0xE3B5L},{0xCE91L},{1L}},{{0xCE91L},{0xE3B5L},{(-2L)}}},{{{0x9D3FL},{0x8C45L},{0x9D3FL}},{{(-2L)},{0xE3B5L},{0xCE91L}},{{1L},{0xCE91L},{0xE3B5L}},{{(-2L)},{0x9D3FL},{0x8C45L}},{{0x9D3FL},{(-2L)},{0xE3B5L}},{{0xCE91L},{1L},{0xCE91L}},{{0xE3B5L},{(-2L)},{0x9D3FL}},{{0x8C45L},{0x9D3FL},{(-2L)}}}};
    int32_t l_51 = 0L;
    int32_t l_52 = 6L;
    int32_t l_53 = 0x8DC8D62BL;
    int32_t l_54 = 0x1E3B40BBL;
    int32_t l_55[3];
    int32_t *l_75 = &l_55[1];
    int16_t *l_93 = &l_50[3][5][2][0];
    uint16_t l_126 = 1UL;
    uint32_t l_138[4] = {3UL,3UL,3UL,3UL};
    int32_t **l_140 = &g_74;
    int i, j, k, l;
    for (i = 0; i < 3; i++)
        l_55[i] = 1L;
    if (g_6)
    { /* block id: 8 */
        int32_t *l_48 = &g_11;
        int32_t *l_49[4] = {&g_11,&g_11,&g_11,&g_11};
        int i;
        g_58--;
    }
    else
    { /* block id: 10 */
        uint64_t l_70 = 0x73DB0A16214FB9B3LL;
        int32_t *l_108 = &g_56;
        int32_t l_118 = 1L;
        int32_t l_120[6][1];
        uint32_t *l_137 = &g_58;
        uint16_t *l_139 = &l_126;
        int i, j;
        for (i = 0; i < 6; i++)
        {
            for (j = 0; j < 1; j++)
                l_120[i][j] = 4L;
        }
        if ((((*p_47) = 0xF09706B0045B34FELL) , 1L))
        { /* block id: 12 */
            int32_t *l_61 = &g_11;
lbl_62:
            for (l_53 = 0; (l_53 <= 2); l_53 += 1)
            { /* block id: 15 */
                l_61 = &g_56;
            }
            (*l_61) = l_50[8][0][1][0];
            if (g_58)
                goto lbl_62;
        }
        else
        { /* block id: 20 */
            int32_t *l_63 = &l_55[1];
            int32_t *l_64 = &l_55[1];
            int32_t *l_65 = &g_56;
            int32_t *l_66 = &l_55[1];
            int32_t *l_67 = &l_53;
            int32_t *l_68[5] = {&g_56,&g_56,&g_56,&g_56,&g_56};
            int32_t **l_73[8];
            int16_t *l_80 = (void*)0;
            int i;
            for (i = 0; i < 8; i++)
                l_73[i] = (void*)0;
            --l_70;
            if ((((g_81 = ((-1L) <= (((&l_55[1] == (l_75 = (g_74 = &l_55[1]))) > ((safe_mod_func_uint8_t_u_u(((safe_sub_func_uint8_t_u_u(l_70, (*l_66))) , 0xEEL), g_3)) != (-1L))) || 0UL))) & (*l_63)) , (*g_74)))
            { /* block id: 25 */
                return l_70;
            }
            else
            { /* block id: 27 */
                volatile struct S0 *l_83 = &g_82;
                (*l_83) = g_82;
                g_74 = &g_56;
                return l_70;
            }
        }
        for (l_70 = (-14); (l_70 <= 30); l_70++)
        { /* block id: 35 */
            uint32_t l_92[2][10][6][2] = {{{{0x0F8D18EFL,1UL},{0x80E96666L,0UL},{0xF0E56CCDL,0UL},{0x80E96666L,1UL},{0x0F8D18EFL,0x39EDE037L},{4294967295UL,0UL}},{{0UL,1UL},{1UL,1UL},{1UL,1UL},{0UL,0UL},{4294967295UL,0x39EDE037L},{0x0F8D18EFL,1UL}},{{0x80E96666L,0UL},{0xF0E56CCDL,0UL},{0x80E96666L,1UL},{0x0F8D18EFL,0x39EDE037L},{4294967295UL,0UL},{0UL,1UL}},{{1UL,1UL},{1UL,1UL},{0UL,0UL},{4294967295UL,0x39EDE037L},{0x0F8D18EFL,1UL},{0x80E96666L,0UL}},{{0xF0E56CCDL,0UL},{0x80E96666L,1UL},{0x0F8D18EFL,0x39EDE037L},{4294967295UL,0UL},{0UL,1UL},{1UL,1UL}},{{1UL,1UL},{0UL,0UL},{4294967295UL,0x39EDE037L},{0x0F8D18EFL,1UL},{0x80E96666L,0UL},{0xF0E56CCDL,0UL}},{{0x80E96666L,1UL},{0x0F8D18EFL,0x39EDE037L},{4294967295UL,0UL},{0UL,1UL},{1UL,1UL},{1UL,1UL}},{{0UL,0UL},{4294967295UL,0x39EDE037L},{0x0F8D18EFL,1UL},{0x80E96666L,0UL},{0xF0E56CCDL,0UL},{0x80E96666L,1UL}},{{0x0F8D18EFL,0x39EDE037L},{4294967295UL,0UL},{0UL,1UL},{1UL,1UL},{1UL,1UL},{0UL,0UL}},{{4294967295UL,0x39EDE037L},{0x0F8D18EFL,1UL},{0x80E96666L,0UL},{0xF0E56CCDL,0UL},{0x80E96666L,1UL},{0x0F8D18EFL,0x39EDE037L}}},{{{4294967295UL,0UL},{0UL,1UL},{1UL,1UL},{1UL,1UL},{0UL,0UL},{4294967295UL,0x39EDE037L}},{{0x0F8D18EFL,1UL},{0x80E96666L,0UL},{0xF0E56CCDL,0UL},{0x80E96666L,1UL},{0x0F8D18EFL,0x39EDE037L},{4294967295UL,0UL}},{{0UL,1UL},{1UL,1UL},{0UL,1UL},{0x0F8D18EFL,0UL},{4294967295UL,0x7E7D7187L},{1UL,0UL}},{{0xF0E56CCDL,4294967295UL},{1UL,4294967295UL},{0xF0E56CCDL,0UL},{1UL,0x7E7D7187L},{4294967295UL,0UL},{0x0F8D18EFL,1UL}},{{0UL,1UL},{0UL,1UL},{0x0F8D18EFL,0UL},{4294967295UL,0x7E7D7187L},{1UL,0UL},{0xF0E56CCDL,4294967295UL}},{{1UL,4294967295UL},{0xF0E56CCDL,0UL},{1UL,0x7E7D7187L},{4294967295UL,0UL},{0x0F8D18EFL,1UL},{0UL,1UL}},{{0UL,1UL},{0x0F8D18EFL,0UL},{4294967295UL,0x7E7D7187L},{1UL,0UL},{0xF0E56CCDL,4294967295UL},{1UL,4294967295UL}},{{0xF0E56CCDL,0UL},{1UL,0x7E7D7187L},{4294967295UL,0UL},{0x0F8D18EFL,1UL},{0UL,1UL},{0UL,1UL}},{{0x0F8D18EFL,0UL},{4294967295UL,0x7E7D7187L},{1UL,0UL},{0xF0E56CCDL,4294967295UL},{1UL,4294967295UL},{0xF0E56CCDL,0UL}},{{1UL,0x7E7D7187L},{4294967295UL,0UL},{0x0F8D18EFL,1UL},{0UL,1UL},{0UL,1UL},{0x0F8D18EFL,0UL}}}};
            uint32_t l_102 = 2UL;
            int32_t l_123 = 1L;
            int32_t l_124 = 2L;
            int32_t l_125 = 0x94BCA523L;
            int i, j, k, l;
            if ((*l_75))
            { /* block id: 36 */
                int8_t *l_103 = &g_104;
                (*g_74) = (((*l_93) = (((0x7FL > (safe_mod_func_uint64_t_u_u((safe_lshift_func_int16_t_s_u((safe_mul_func_uint8_t_u_u((l_92[1][3][0][1] & ((void*)0 != l_93)), ((*l_103) = (safe_rshift_func_int16_t_s_u((safe_sub_func_uint32_t_u_u((((((safe_mul_func_uint8_t_u_u((safe_sub_func_uint16_t_u_u(l_70, 65526UL)), 0xC4L)) , 4294967295UL) , 1L) >= (*g_74)) || l_102), l_92[1][3][0][1])), l_102))))), 1)), g_6))) > (*l_75)) >= 2UL)) <= (-1L));
                return l_70;
            }
            else
            { /* block id: 41 */
                int8_t l_107 = 8L;
                int32_t **l_110 = &l_108;
                int32_t *l_111 = &g_56;
                int32_t *l_112 = &l_55[1];
                int32_t *l_113 = &l_52;
                int32_t *l_114 = &g_11;
                int32_t *l_115 = &l_55[0];
                int32_t *l_116 = &l_51;
                int32_t *l_117 = &l_53;
                int32_t *l_119 = &g_56;
                int32_t *l_121 = &l_53;
                int32_t *l_122[4][9][7] = {{{&l_52,(void*)0,(void*)0,(void*)0,&g_56,&g_7[4][2],&l_52},{&l_54,&l_53,&l_55[0],&l_55[1],&l_55[1],&l_120[4][0],&l_54},{&l_52,&g_56,&l_118,&l_118,&g_56,&l_52,&g_56},{&g_11,&g_7[4][2],&l_52,&l_55[0],&l_52,&l_53,&l_54},{&l_55[2],&g_56,&l_120[2][0],(void*)0,&g_7[4][2],(void*)0,&l_52},{&l_120[4][0],&g_7[4][2],&g_56,&l_120[0][0],&g_7[4][2],&l_120[1][0],&l_120[5][0]},{&g_7[3][1],&g_56,(void*)0,(void*)0,&l_120[4][0],&g_7[4][2],&l_55[1]},{&g_7[4][2],&l_53,&l_120[0][0],&l_55[0],&l_55[1],&l_120[1][0],&g_7[4][2]},{&l_52,(void*)0,&l_55[1],&l_118,(void*)0,(void*)0,&g_56}},{{&g_7[4][2],&l_52,&l_52,&l_55[1],&l_120[1][0],&l_53,&l_53},{&g_7[3][1],&g_56,&l_55[1],(void*)0,&g_7[4][2],&l_52,&g_7[0][2]},{&l_120[4][0],&l_120[1][0],&l_120[0][0],&l_120[0][0],&l_120[1][0],&l_120[4][0],&l_120[5][0]},{&l_55[2],&l_120[4][0],(void*)0,&l_52,(void*)0,&g_7[4][2],&g_7[0][2]},{&g_11,&l_53,&g_56,&g_56,&l_55[1],(void*)0,&l_53},{&l_52,&l_55[1],(void*)0,&l_52,&l_55[1],&g_56,&l_55[2]},{(void*)0,&l_120[0][0],&g_7[4][2],&l_53,&l_55[0],&l_120[0][0],&l_120[1][0]},{(void*)0,(void*)0,&l_52,&l_55[1],(void*)0,&g_56,&l_118},{&l_54,&g_56,&l_120[1][0],(void*)0,&g_56,(void*)0,&l_55[1]}},{{(void*)0,&l_120[2][0],&l_55[1],&g_56,&l_118,&l_51,&l_120[1][0]},{(void*)0,&l_52,&l_120[1][0],&l_120[5][0],&l_54,&l_54,&l_120[1][0]},{(void*)0,&l_118,&l_52,&l_52,&l_118,(void*)0,&l_55[2]},{&l_118,&l_55[0],&g_7[4][2],&l_120[1][0],&g_56,&l_120[0][0],&l_120[1][0]},{&g_11,(void*)0,(void*)0,(void*)0,(void*)0,&l_120[1][0],&l_120[1][0]},{&l_54,&l_55[0],&l_55[1],(void*)0,&l_55[0],(void*)0,&l_55[1]},{&g_11,&l_118,&l_55[1],(void*)0,&l_55[1],&l_51,&l_118},{&l_51,&l_52,(void*)0,&l_120[1][0],&l_54,(void*)0,&l_120[1][0]},{(void*)0,&l_120[2][0],&l_53,&l_52,&l_120[2][0],&l_120[1][0],&l_55[2]}},{{&l_51,&g_56,&g_7[4][2],&l_120[5][0],&l_120[0][0],&l_120[0][0],(void*)0},{&g_11,(void*)0,&l_53,&g_56,(void*)0,(void*)0,&l_118},{&l_54,&l_120[0][0],(void*)0,(void*)0,&l_120[0][0],&l_54,&l_55[1]},{&g_11,&l_55[1],&l_55[1],&l_55[1],&l_120[2][0],&l_51,&l_118},{&l_118,&l_52,&l_55[1],&l_53,&l_54,(void*)0,(void*)0},{(void*)0,&l_55[1],(void*)0,&l_52,&l_55[1],&g_56,&l_55[2]},{(void*)0,&l_120[0][0],&g_7[4][2],&l_53,&l_55[0],&l_120[0][0],&l_120[1][0]},{(void*)0,(void*)0,&l_52,&l_55[1],(void*)0,&g_56,&l_118},{&l_54,&g_56,&l_120[1][0],(void*)0,&g_56,(void*)0,&l_55[1]}}};
                int i, j, k;
                (*l_110) = ((safe_add_func_int64_t_s_s(g_11, l_107)) , l_108);
                ++l_126;
            }
        }
        (*g_74) |= ((*l_108) | (((*l_139) ^= ((safe_sub_func_uint32_t_u_u((((g_7[5][2] | 0xB0L) , ((*l_137) = (safe_sub_func_uint8_t_u_u((safe_div_func_int16_t_s_s((0L < (safe_lshift_func_int16_t_s_s((*l_75), (*l_75)))), 0xE702L)), g_34)))) & l_138[1]), 1L)) != 0xB2AC20ADL)) == (*l_75)));
    }
    (*l_75) = 2L;
    (*l_140) = &l_51;
    for (g_81 = 23; (g_81 <= 23); ++g_81)
    { /* block id: 54 */
        uint64_t *l_144[8] = {(void*)0,(void*)0,&g_145,(void*)0,(void*)0,&g_145,(void*)0,(void*)0};
        int8_t *l_150[4];
        int32_t l_153[9] = {0xF463211CL,0xF463211CL,0xF463211CL,0xF463211CL,0xF463211CL,0xF463211CL,0xF463211CL,0xF463211CL,0xF463211CL};
        int32_t *l_154[2][1][3] = {{{&g_56,&g_56,&g_56}},{{&g_7[3][2],&g_7[3][2],&g_7[3][2]}}};
        int i, j, k;
        for (i = 0; i < 4; i++)
            l_150[i] = &g_104;
        l_53 |= (0xDDL ^ ((+(((((((g_145++) ^ (*p_47)) != (*l_75)) == ((((safe_div_func_int8_t_s_s(((**l_140) = (**l_140)), (safe_add_func_int32_t_s_s((l_153[1] || l_153[1]), (*l_75))))) , l_153[1]) ^ 0xF7L) , g_34)) || l_153[1]) , g_81) ^ 0xBA9724F8L)) != (*p_47)));
        for (g_34 = (-22); (g_34 >= 5); ++g_34)
        { /* block id: 60 */
            uint32_t *l_158 = &g_58;
            int32_t l_159 = 1L;
            int32_t l_161[1][10] = {{0x7DFBDDCBL,0x7DFBDDCBL,0x7DFBDDCBL,0x7DFBDDCBL,0x7DFBDDCBL,0x7DFBDDCBL,0x7DFBDDCBL,0x7DFBDDCBL,0x7DFBDDCBL,0x7DFBDDCBL}};
            int i, j;
        }
    }
    return g_157.f7;
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
    transparent_crc(g_2, "g_2", print_hash_value);
    transparent_crc(g_3, "g_3", print_hash_value);
    transparent_crc(g_4, "g_4", print_hash_value);
    transparent_crc(g_5, "g_5", print_hash_value);
    transparent_crc(g_6, "g_6", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 5; j++)
        {
            transparent_crc(g_7[i][j], "g_7[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_11, "g_11", print_hash_value);
    transparent_crc(g_34, "g_34", print_hash_value);
    transparent_crc(g_56, "g_56", print_hash_value);
    transparent_crc(g_57, "g_57", print_hash_value);
    transparent_crc(g_58, "g_58", print_hash_value);
    transparent_crc(g_69, "g_69", print_hash_value);
    transparent_crc(g_81, "g_81", print_hash_value);
    transparent_crc(g_82.f0, "g_82.f0", print_hash_value);
    transparent_crc(g_82.f1, "g_82.f1", print_hash_value);
    transparent_crc(g_104, "g_104", print_hash_value);
    transparent_crc(g_145, "g_145", print_hash_value);
    transparent_crc(g_157.f0, "g_157.f0", print_hash_value);
    transparent_crc(g_157.f1, "g_157.f1", print_hash_value);
    transparent_crc(g_157.f2, "g_157.f2", print_hash_value);
    transparent_crc(g_157.f3, "g_157.f3", print_hash_value);
    transparent_crc(g_157.f4, "g_157.f4", print_hash_value);
    transparent_crc(g_157.f5, "g_157.f5", print_hash_value);
    transparent_crc(g_157.f6, "g_157.f6", print_hash_value);
    transparent_crc(g_157.f7, "g_157.f7", print_hash_value);
    transparent_crc(g_157.f8, "g_157.f8", print_hash_value);
    transparent_crc(g_168.f0, "g_168.f0", print_hash_value);
    transparent_crc(g_168.f1, "g_168.f1", print_hash_value);
    transparent_crc(g_168.f2, "g_168.f2", print_hash_value);
    transparent_crc(g_168.f3, "g_168.f3", print_hash_value);
    transparent_crc(g_168.f4, "g_168.f4", print_hash_value);
    transparent_crc(g_168.f5, "g_168.f5", print_hash_value);
    transparent_crc(g_168.f6, "g_168.f6", print_hash_value);
    transparent_crc(g_168.f7, "g_168.f7", print_hash_value);
    transparent_crc(g_168.f8, "g_168.f8", print_hash_value);
    transparent_crc(g_199.f0, "g_199.f0", print_hash_value);
    transparent_crc(g_199.f1, "g_199.f1", print_hash_value);
    transparent_crc(g_200.f0, "g_200.f0", print_hash_value);
    transparent_crc(g_200.f1, "g_200.f1", print_hash_value);
    transparent_crc(g_209.f0, "g_209.f0", print_hash_value);
    transparent_crc(g_209.f1, "g_209.f1", print_hash_value);
    transparent_crc(g_248.f0, "g_248.f0", print_hash_value);
    transparent_crc(g_248.f1, "g_248.f1", print_hash_value);
    transparent_crc(g_272.f0, "g_272.f0", print_hash_value);
    transparent_crc(g_272.f1, "g_272.f1", print_hash_value);
    transparent_crc(g_279.f0, "g_279.f0", print_hash_value);
    transparent_crc(g_279.f1, "g_279.f1", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 1
breakdown:
   depth: 0, occurrence: 67
   depth: 1, occurrence: 9
XXX total union variables: 0

XXX non-zero bitfields defined in structs: 2
XXX zero bitfields defined in structs: 0
XXX const bitfields defined in structs: 1
XXX volatile bitfields defined in structs: 0
XXX structs with bitfields in the program: 3
breakdown:
   indirect level: 0, occurrence: 2
   indirect level: 1, occurrence: 1
XXX full-bitfields structs in the program: 0
breakdown:
XXX times a bitfields struct's address is taken: 1
XXX times a bitfields struct on LHS: 0
XXX times a bitfields struct on RHS: 4
XXX times a single bitfield on LHS: 0
XXX times a single bitfield on RHS: 3

XXX max expression depth: 20
breakdown:
   depth: 1, occurrence: 47
   depth: 2, occurrence: 8
   depth: 3, occurrence: 2
   depth: 14, occurrence: 3
   depth: 17, occurrence: 1
   depth: 20, occurrence: 1

XXX total number of pointers: 78

XXX times a variable address is taken: 277
XXX times a pointer is dereferenced on RHS: 25
breakdown:
   depth: 1, occurrence: 18
   depth: 2, occurrence: 7
XXX times a pointer is dereferenced on LHS: 34
breakdown:
   depth: 1, occurrence: 33
   depth: 2, occurrence: 1
XXX times a pointer is compared with null: 3
XXX times a pointer is compared with address of another variable: 3
XXX times a pointer is compared with another pointer: 1
XXX times a pointer is qualified to be dereferenced: 760

XXX max dereference level: 2
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 92
   level: 2, occurrence: 12
XXX number of pointers point to pointers: 17
XXX number of pointers point to scalars: 54
XXX number of pointers point to structs: 7
XXX percent of pointers has null in alias set: 19.2
XXX average alias set size: 1.58

XXX times a non-volatile is read: 164
XXX times a non-volatile is write: 104
XXX times a volatile is read: 16
XXX    times read thru a pointer: 0
XXX times a volatile is write: 6
XXX    times written thru a pointer: 2
XXX times a volatile is available for access: 400
XXX percentage of non-volatile access: 92.4

XXX forward jumps: 1
XXX backward jumps: 2

XXX stmts: 42
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 12
   depth: 1, occurrence: 14
   depth: 2, occurrence: 7
   depth: 3, occurrence: 9

XXX percentage a fresh-made variable is used: 24.1
XXX percentage an existing variable is used: 75.9
FYI: the random generator makes assumptions about the integer size. See platform.info for more details.
********************* end of statistics **********************/

