/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 5002 --max-funcs 3 --max-block-depth 3 --max-expr-complexity 6 --builtins --paranoid --inline-function -o s5002.c
 * Seed:      5002
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
#pragma pack(push)
#pragma pack(1)
struct S0 {
   unsigned f0 : 19;
   signed f1 : 28;
};
#pragma pack(pop)

#pragma pack(push)
#pragma pack(1)
struct S1 {
   const volatile signed f0 : 22;
   uint32_t  f1;
   const uint8_t  f2;
   signed f3 : 15;
   volatile int64_t  f4;
   volatile int8_t  f5;
   struct S0  f6;
   uint32_t  f7;
};
#pragma pack(pop)

struct S2 {
   int64_t  f0;
   int64_t  f1;
   volatile int32_t  f2;
   volatile uint16_t  f3;
   volatile int32_t  f4;
   const uint16_t  f5;
};

struct S3 {
   signed f0 : 6;
   unsigned f1 : 20;
   unsigned f2 : 23;
   volatile unsigned f3 : 18;
};

#pragma pack(push)
#pragma pack(1)
struct S4 {
   const signed f0 : 16;
   signed f1 : 7;
};
#pragma pack(pop)

/* --- GLOBAL VARIABLES --- */
static int32_t g_5 = 1L;
static volatile int32_t g_31[6] = {(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)};
static int32_t g_32 = 0x9D9E62B5L;
static int32_t g_33[3] = {0x04DDC877L,0x04DDC877L,0x04DDC877L};
static struct S2 g_37 = {-6L,-10L,-1L,0xECCEL,0x05AB1361L,0UL};/* VOLATILE GLOBAL g_37 */
static const int32_t *g_70[9] = {&g_33[0],&g_33[0],&g_33[0],&g_33[0],&g_33[0],&g_33[0],&g_33[0],&g_33[0],&g_33[0]};
static const int32_t **g_69 = &g_70[0];
static int16_t g_75 = 0xCEF8L;
static uint64_t g_77 = 18446744073709551613UL;
static int64_t g_90 = (-2L);
static struct S3 g_104[5] = {{7,393,2700,226},{7,393,2700,226},{7,393,2700,226},{7,393,2700,226},{7,393,2700,226}};
static struct S0 g_120 = {721,-13908};
static struct S0 g_122 = {269,-2030};
static struct S0 * volatile g_121 = &g_122;/* VOLATILE GLOBAL g_121 */
static volatile struct S2 g_133 = {4L,0x195B5E54AC5FBAF3LL,0L,0xFE3CL,-1L,65535UL};/* VOLATILE GLOBAL g_133 */
static volatile struct S0 g_171 = {279,-8759};/* VOLATILE GLOBAL g_171 */
static volatile struct S0 * const g_170[3] = {&g_171,&g_171,&g_171};
static volatile struct S0 * const  volatile *g_169 = &g_170[0];
static volatile struct S0 * const  volatile **g_168 = &g_169;
static int32_t * volatile g_181 = &g_33[0];/* VOLATILE GLOBAL g_181 */
static const int32_t **** volatile g_221 = (void*)0;/* VOLATILE GLOBAL g_221 */
static struct S4 g_229 = {-209,-5};
static struct S4 * const g_228 = &g_229;
static uint32_t g_235 = 5UL;
static int32_t * volatile g_238[4] = {&g_33[2],&g_33[2],&g_33[2],&g_33[2]};
static volatile struct S1 *g_245 = (void*)0;
static volatile struct S1 ** volatile g_246[9] = {&g_245,&g_245,&g_245,&g_245,&g_245,&g_245,&g_245,&g_245,&g_245};
static volatile struct S1 ** volatile g_247 = &g_245;/* VOLATILE GLOBAL g_247 */
static struct S2 g_248[10] = {{0x9E221D217DB600C3LL,-3L,-1L,5UL,0x2DDB8F75L,0x03B7L},{0x7284A4750A085F5CLL,0x104E0442118AF615LL,-1L,0xE128L,0xC799DE59L,1UL},{0x9E221D217DB600C3LL,-3L,-1L,5UL,0x2DDB8F75L,0x03B7L},{0x7284A4750A085F5CLL,0x104E0442118AF615LL,-1L,0xE128L,0xC799DE59L,1UL},{0x9E221D217DB600C3LL,-3L,-1L,5UL,0x2DDB8F75L,0x03B7L},{0x7284A4750A085F5CLL,0x104E0442118AF615LL,-1L,0xE128L,0xC799DE59L,1UL},{0x9E221D217DB600C3LL,-3L,-1L,5UL,0x2DDB8F75L,0x03B7L},{0x7284A4750A085F5CLL,0x104E0442118AF615LL,-1L,0xE128L,0xC799DE59L,1UL},{0x9E221D217DB600C3LL,-3L,-1L,5UL,0x2DDB8F75L,0x03B7L},{0x7284A4750A085F5CLL,0x104E0442118AF615LL,-1L,0xE128L,0xC799DE59L,1UL}};


/* --- FORWARD DECLARATIONS --- */
static struct S2  func_29(void);
static uint8_t  func_40(int32_t * p_41);
inline static int32_t * func_42(int8_t  p_43, int32_t * p_44, int8_t  p_45);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_5 g_32 g_33 g_31 g_37 g_69 g_77 g_104 g_133.f2 g_168 g_133.f4 g_122.f0 g_120 g_181 g_121 g_122 g_90 g_228 g_229.f1 g_75 g_235 g_245 g_247 g_248
 * writes: g_5 g_32 g_33 g_31 g_37.f0 g_37.f1 g_69 g_75 g_77 g_104 g_120.f1 g_120 g_90 g_229.f1 g_235 g_245
 */
static struct S2  func_29(void)
{ /* block id: 36 */
    int8_t l_30[7] = {(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)};
    int i;
    for (g_5 = 5; (g_5 >= 1); g_5 -= 1)
    { /* block id: 39 */
        int64_t l_36 = 0xB03C3FA3C9E4A043LL;
        int16_t l_48[6];
        int32_t l_49 = (-1L);
        int i;
        for (i = 0; i < 6; i++)
            l_48[i] = 0x5B4DL;
        for (g_32 = 6; (g_32 >= 1); g_32 -= 1)
        { /* block id: 42 */
            for (g_33[0] = 1; (g_33[0] <= 6); g_33[0] += 1)
            { /* block id: 45 */
                volatile int32_t *l_35 = &g_31[1];
                volatile int32_t **l_34 = &l_35;
                int i;
                (*l_34) = &g_31[2];
                (**l_34) &= (l_30[(g_5 + 1)] || l_30[0]);
                if (g_32)
                    continue;
                (*l_35) = l_36;
            }
            return g_37;
        }
        for (g_37.f0 = 0; (g_37.f0 <= 6); g_37.f0 += 1)
        { /* block id: 55 */
            int32_t *l_46 = (void*)0;
            int32_t **l_213 = &l_46;
            g_229.f1 ^= (safe_mul_func_uint8_t_u_u(func_40(((*l_213) = func_42(l_30[4], l_46, (safe_unary_minus_func_uint32_t_u(((l_49 ^= l_48[0]) , 0x79999191L)))))), 8UL));
            /* statement id: 181 */
            assert (l_46 == &g_32 || (l_46 >= &g_33[0] && l_46 <= &g_33[2]) || l_46 == 0);
        }
        for (l_49 = 6; (l_49 >= 0); l_49 -= 1)
        { /* block id: 185 */
            uint8_t l_242[5];
            int i;
            for (i = 0; i < 5; i++)
                l_242[i] = 0x63L;
            for (g_75 = 6; (g_75 >= 0); g_75 -= 1)
            { /* block id: 188 */
                uint32_t *l_234 = &g_235;
                int32_t *l_239 = &g_33[0];
                int32_t *l_240 = &g_33[2];
                int32_t *l_241[8] = {(void*)0,&g_32,&g_32,(void*)0,&g_32,&g_32,(void*)0,&g_32};
                int i;
                (*l_239) |= (1L | ((*l_234)--));
                ++l_242[2];
                (*g_247) = g_245;
                if (l_242[4])
                    break;
            }
        }
    }
    return g_248[3];
}


/* ------------------------------------------ */
/* 
 * reads : g_32 g_133.f2 g_90 g_228
 * writes: g_32 g_75 g_90 g_77
 */
static uint8_t  func_40(int32_t * p_41)
{ /* block id: 159 */
    const int32_t ***l_222 = (void*)0;
    struct S4 **l_230 = (void*)0;
    struct S4 *l_232 = (void*)0;
    struct S4 **l_231 = &l_232;
    uint8_t l_233[6] = {0x1CL,0x1CL,0x1CL,0x1CL,0x1CL,0x1CL};
    int i;
    for (g_32 = 0; (g_32 > (-16)); g_32--)
    { /* block id: 162 */
        uint64_t l_226 = 18446744073709551615UL;
        int32_t *l_227 = &g_33[2];
        for (g_75 = 0; (g_75 >= 11); g_75++)
        { /* block id: 165 */
            uint16_t l_218 = 0x6B8AL;
            l_218++;
            return g_133.f2;
        }
        l_222 = &g_69;
        /* statement id: 169 */
        assert (l_222 == &g_69);
        for (g_90 = 0; (g_90 == (-11)); g_90 = safe_sub_func_uint64_t_u_u(g_90, 5))
        { /* block id: 172 */
            uint64_t *l_225 = &g_77;
            p_41 = ((l_226 = __builtin_clzll(((*l_225) = g_32))) , l_227);
            /* statement id: 175 */
            assert ((p_41 >= &g_33[0] && p_41 <= &g_33[2]));
            return g_90;
        }
    }
    /* facts after for loop */
    assert (l_222 == &g_69 || l_222 == 0);
    (*l_231) = g_228;
    /* statement id: 179 */
    assert (l_232 == &g_229);
    return l_233[4];
}


/* ------------------------------------------ */
/* 
 * reads : g_37.f0 g_37.f1 g_31 g_5 g_32 g_69 g_37.f2 g_77 g_104 g_133.f2 g_168 g_133.f4 g_122.f0 g_120 g_181 g_33 g_121 g_122
 * writes: g_37.f1 g_32 g_69 g_75 g_77 g_33 g_104 g_120.f1 g_31 g_120
 */
inline static int32_t * func_42(int8_t  p_43, int32_t * p_44, int8_t  p_45)
{ /* block id: 57 */
    uint64_t l_60[10][8][3] = {{{0x148A9B2A33634C77LL,0xE93AC4895D34B728LL,0x0401A71B0934BFCALL},{0x82083236DA35237ELL,0x1D621011012106DFLL,0UL},{0x1D621011012106DFLL,0x2EB5F757037A9E21LL,18446744073709551615UL},{0UL,0xFB3486B686461D90LL,0x2EB5F757037A9E21LL},{0xB5F9D9D8AD31AC0ELL,0xBA6C3C0C88640E9BLL,0xB5F9D9D8AD31AC0ELL},{0x906A58E0DE0C47FCLL,0x2012CB5DCFD1F913LL,0x10273394210AB9CALL},{0x62F62330F0864F5ALL,6UL,0x5470A06C62CF0DA5LL},{18446744073709551615UL,18446744073709551615UL,0xBA6C3C0C88640E9BLL}},{{0x2B0D2C86D4C77040LL,8UL,0x7A3B2FE496089842LL},{18446744073709551615UL,18446744073709551615UL,0xE1848A2850EDC419LL},{0x62F62330F0864F5ALL,0UL,1UL},{0x906A58E0DE0C47FCLL,18446744073709551613UL,0x476FC58AC374484ALL},{0xB5F9D9D8AD31AC0ELL,0x10273394210AB9CALL,6UL},{0UL,1UL,3UL},{0x1D621011012106DFLL,0x148A9B2A33634C77LL,0UL},{0x82083236DA35237ELL,18446744073709551615UL,7UL}},{{0x148A9B2A33634C77LL,0x6BA1441E233C22C9LL,0UL},{7UL,18446744073709551615UL,1UL},{0xC2479274D830BE99LL,1UL,0x0A650A9706E18572LL},{8UL,0x49AF40839CA31B86LL,0xAC39F6C45391C298LL},{0xD69EA8502006303CLL,0x1DBD7CCF76E5F377LL,0x1D621011012106DFLL},{0x1D17401D8B2D29C6LL,0xE1848A2850EDC419LL,2UL},{0x0CFB035B4089D3BBLL,0xC2479274D830BE99LL,0x468F5B79C14114C5LL},{0x2012CB5DCFD1F913LL,0xB0CEC93CBC91981FLL,8UL}},{{0UL,9UL,8UL},{0UL,18446744073709551615UL,0x468F5B79C14114C5LL},{0UL,18446744073709551615UL,2UL},{0x7A3B2FE496089842LL,18446744073709551609UL,0x1D621011012106DFLL},{1UL,0UL,0xAC39F6C45391C298LL},{0x90C290A7FA1A718ALL,0x0401A71B0934BFCALL,0x0A650A9706E18572LL},{7UL,0x7A3B2FE496089842LL,1UL},{0xAC39F6C45391C298LL,18446744073709551612UL,0UL}},{{0x0401A71B0934BFCALL,0UL,7UL},{18446744073709551613UL,0x7AEE56C84D1B33B7LL,0UL},{0UL,0xB161CA2EBD359D2DLL,3UL},{0x11537C3E802F2280LL,0xF5D6BEAEC5E7E41FLL,6UL},{18446744073709551615UL,0x476FC58AC374484ALL,0x476FC58AC374484ALL},{0xB0CEC93CBC91981FLL,0x4AAC46587A760F2FLL,1UL},{0x70B9C45D18828597LL,1UL,0xE1848A2850EDC419LL},{0xDCF8DE9EF314FBCELL,18446744073709551615UL,0x7A3B2FE496089842LL}},{{0x0A650A9706E18572LL,0xCAB9BE056EFF5237LL,0xBA6C3C0C88640E9BLL},{0x7E161529ABC0A086LL,18446744073709551615UL,0x5470A06C62CF0DA5LL},{18446744073709551615UL,1UL,0x10273394210AB9CALL},{0x6BA1441E233C22C9LL,0x4AAC46587A760F2FLL,0xB5F9D9D8AD31AC0ELL},{18446744073709551613UL,0x476FC58AC374484ALL,0x2EB5F757037A9E21LL},{0x668E54706CD8FDA5LL,0xF5D6BEAEC5E7E41FLL,18446744073709551615UL},{0x879B6842A457AFC4LL,0xB161CA2EBD359D2DLL,0UL},{1UL,0x7AEE56C84D1B33B7LL,0x0401A71B0934BFCALL}},{{0xC5320B35339FE21ALL,0UL,18446744073709551609UL},{9UL,18446744073709551612UL,0xF5D6BEAEC5E7E41FLL},{0xE93AC4895D34B728LL,0x7A3B2FE496089842LL,0xD69EA8502006303CLL},{0xB161CA2EBD359D2DLL,0x0401A71B0934BFCALL,0x62F62330F0864F5ALL},{0x69C835A82D269A62LL,0UL,0xC75F9279698822BDLL},{18446744073709551615UL,18446744073709551609UL,0x5AD7CBC17640197FLL},{0x1DBD7CCF76E5F377LL,18446744073709551615UL,7UL},{0x10273394210AB9CALL,18446744073709551615UL,7UL}},{{0x468F5B79C14114C5LL,2UL,0xEB764FAD62130E9DLL},{0x468F5B79C14114C5LL,0xE93AC4895D34B728LL,9UL},{0UL,0x90C290A7FA1A718ALL,0xC2479274D830BE99LL},{9UL,0xCAE9FC7D00C9FB39LL,0UL},{0UL,9UL,0xC5320B35339FE21ALL},{0x0B9BD427A37A7FFALL,0UL,0UL},{0x2EB5F757037A9E21LL,0x7AEE56C84D1B33B7LL,0x62F62330F0864F5ALL},{18446744073709551615UL,0x148A9B2A33634C77LL,2UL}},{{2UL,18446744073709551615UL,0xB0CEC93CBC91981FLL},{18446744073709551615UL,0xEB764FAD62130E9DLL,0x11537C3E802F2280LL},{0x7AEE56C84D1B33B7LL,0UL,3UL},{0x5470A06C62CF0DA5LL,0x7A3B2FE496089842LL,0x468F5B79C14114C5LL},{0x6BA1441E233C22C9LL,0UL,0UL},{18446744073709551615UL,18446744073709551615UL,18446744073709551615UL},{18446744073709551615UL,0xD69EA8502006303CLL,0xBA6C3C0C88640E9BLL},{18446744073709551609UL,0x668E54706CD8FDA5LL,0x0CFB035B4089D3BBLL}},{{0x1D17401D8B2D29C6LL,0UL,18446744073709551615UL},{18446744073709551615UL,18446744073709551609UL,0x0CFB035B4089D3BBLL},{0xC6011814A66755D8LL,1UL,0xBA6C3C0C88640E9BLL},{0xEE255298A7B986AFLL,7UL,18446744073709551615UL},{0xE93AC4895D34B728LL,0xD6BFD67550B1092FLL,0UL},{18446744073709551615UL,0x2012CB5DCFD1F913LL,0x468F5B79C14114C5LL},{0xC2479274D830BE99LL,0x906A58E0DE0C47FCLL,3UL},{0xD69EA8502006303CLL,0x879B6842A457AFC4LL,0x11537C3E802F2280LL}}};
    int32_t l_78 = 1L;
    uint32_t l_92 = 0xD86D4A0BL;
    int8_t l_130 = 1L;
    struct S0 *l_136 = &g_120;
    struct S0 **l_135 = &l_136;
    struct S0 *** const l_134 = &l_135;
    int32_t l_139 = 1L;
    int32_t l_140 = 1L;
    int32_t l_141 = 1L;
    int32_t l_142 = 1L;
    int32_t l_143 = 0x32948FFDL;
    int32_t l_144 = 0x183001FCL;
    int32_t l_145 = 0x6C76D569L;
    int32_t l_146 = 0xF3114887L;
    int32_t l_147 = 0xE9A89EFAL;
    int32_t l_148 = 0xF55FBD20L;
    int32_t l_149 = 0x0CD5182CL;
    int32_t l_150[1];
    int64_t l_152 = 1L;
    uint64_t l_153 = 0xA8872ADFB2AA1FC9LL;
    struct S3 *l_156 = &g_104[4];
    int16_t *l_176[9] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
    uint8_t l_179 = 1UL;
    int8_t l_189 = 0x63L;
    uint64_t l_190 = 0x480B2586082183CBLL;
    uint16_t l_193[10];
    int i, j, k;
    for (i = 0; i < 1; i++)
        l_150[i] = 0x5CF2B212L;
    for (i = 0; i < 10; i++)
        l_193[i] = 0UL;
    if (g_37.f0)
    { /* block id: 58 */
        struct S4 l_57 = {-62,0};
        int32_t *l_61[10] = {&g_33[0],&g_33[0],&g_33[0],&g_33[0],&g_33[0],&g_33[0],&g_33[0],&g_33[0],&g_33[0],&g_33[0]};
        int i;
lbl_54:
        for (g_37.f1 = 0; (g_37.f1 <= 3); g_37.f1 = safe_add_func_int32_t_s_s(g_37.f1, 6))
        { /* block id: 61 */
            int32_t *l_53 = &g_32;
            int32_t **l_52 = &l_53;
            (*l_52) = (void*)0;
            /* statement id: 62 */
            assert (l_53 == 0);
            if (g_37.f0)
                goto lbl_54;
        }
        g_32 ^= (safe_add_func_int16_t_s_s((0x28B293C34F970398LL <= ((l_57 , ((g_37.f0 != (safe_div_func_int16_t_s_s(((__builtin_clz(g_31[1]) , g_5) , 0xB037L), g_37.f1))) || 0x8543B579L)) > l_57.f1)), l_60[1][0][1]));
    }
    else
    { /* block id: 66 */
        uint16_t l_101 = 0x1A41L;
        struct S0 l_119[10] = {{635,2253},{502,16098},{502,16098},{635,2253},{502,16098},{502,16098},{635,2253},{502,16098},{502,16098},{635,2253}};
        struct S0 *l_129 = &g_120;
        struct S0 **l_128[6] = {&l_129,&l_129,&l_129,&l_129,&l_129,&l_129};
        int32_t *l_131 = &g_33[0];
        int32_t *l_138[3];
        int8_t l_151 = 0xD8L;
        int i;
        for (i = 0; i < 3; i++)
            l_138[i] = &g_33[0];
        for (p_43 = 0; (p_43 < 9); ++p_43)
        { /* block id: 69 */
            int32_t *l_68 = &g_33[1];
            const int32_t ***l_71 = &g_69;
            uint64_t *l_72 = &l_60[3][6][1];
            int16_t *l_73 = (void*)0;
            int16_t *l_74 = &g_75;
            uint64_t *l_76 = &g_77;
            int64_t *l_88 = (void*)0;
            int64_t *l_89 = &g_90;
            int32_t l_99 = 0x0FBC7DB1L;
            int32_t l_100 = (-1L);
            uint8_t l_116 = 1UL;
            struct S0 *l_126 = &l_119[3];
            struct S0 **l_125[7][1][4] = {{{&l_126,&l_126,&l_126,(void*)0}},{{(void*)0,(void*)0,&l_126,&l_126}},{{&l_126,&l_126,(void*)0,(void*)0}},{{&l_126,&l_126,(void*)0,&l_126}},{{&l_126,&l_126,&l_126,&l_126}},{{(void*)0,&l_126,&l_126,&l_126}},{{&l_126,&l_126,(void*)0,&l_126}}};
            int32_t *l_137 = &l_78;
            int i, j, k;
            (*l_68) = (((*l_76) &= ((((*l_74) = ((safe_lshift_func_int16_t_s_s((safe_add_func_uint64_t_u_u(((void*)0 != l_68), ((&p_44 == ((*l_71) = g_69)) <= ((*l_72) = p_43)))), 7)) == 0x20C4E49CL)) , g_37.f2) , 18446744073709551612UL)) <= l_78);
        }
        l_153--;
    }
    if (g_32)
        goto lbl_157;
lbl_157:
    (*l_156) = g_104[0];
    for (l_144 = (-15); (l_144 >= 2); ++l_144)
    { /* block id: 103 */
        uint16_t l_164 = 65535UL;
        uint64_t l_165 = 18446744073709551607UL;
        uint16_t l_167 = 0x0A75L;
        for (l_142 = 8; (l_142 >= 3); l_142 -= 1)
        { /* block id: 106 */
            int64_t *l_161 = (void*)0;
            int64_t **l_160 = &l_161;
            int64_t *l_162 = &g_37.f1;
            int32_t *l_163[7] = {&l_143,&l_143,&l_146,&l_143,&l_143,&l_146,&l_143};
            struct S0 l_175 = {489,-13702};
            int i;
            if ((g_120.f1 = (((*l_160) = &g_90) == l_162)))
            { /* block id: 109 */
                int32_t l_166 = 0x24C425AEL;
                int i;
                g_32 &= l_164;
                l_166 = l_165;
            }
            else
            { /* block id: 112 */
                uint64_t *l_172 = &g_77;
                uint64_t *l_173 = &l_60[2][1][2];
                int32_t l_174 = 9L;
                g_31[5] = (((*l_173) |= ((*l_172) = (l_150[0] ^= __builtin_ctzl((p_45 || ((((l_167 != g_133.f2) ^ (p_45 != (g_168 == (void*)0))) , g_133.f4) ^ 0x06586DAFEFF6F5AALL)))))) > g_122.f0);
                if (l_174)
                    continue;
            }
            /* facts after branching */
            assert (l_161 == &g_90);
            for (l_147 = 3; (l_147 <= 8); l_147 += 1)
            { /* block id: 121 */
                return &g_33[0];
                /* statement id: 122 */
                //assert ((func_42_rv >= &g_33[0] && func_42_rv <= &g_33[2]));
            }
            for (l_130 = 0; (l_130 <= 2); l_130 += 1)
            { /* block id: 126 */
                (*l_136) = l_175;
            }
        }
    }
    if (((l_176[8] != l_176[6]) >= ((**l_135) , 0xD2B6L)))
    { /* block id: 131 */
        int32_t l_180 = 0x36BEBD65L;
        int32_t *l_182 = &l_143;
        int32_t *l_183 = &g_32;
        int32_t *l_184 = &l_143;
        int32_t *l_185 = &l_142;
        int32_t *l_186 = (void*)0;
        int32_t *l_187 = &l_149;
        int32_t *l_188[5][6] = {{&l_150[0],&l_150[0],&l_143,&l_180,&g_32,&l_180},{&g_33[0],&l_150[0],&g_33[0],&l_147,&l_143,&l_143},{&l_150[0],&g_33[0],&g_33[0],&l_150[0],&l_150[0],&l_180},{&l_180,&l_150[0],&l_143,&l_150[0],&l_180,&l_147},{&l_150[0],&l_180,&l_147,&l_147,&l_180,&l_150[0]}};
        int i, j;
        (*g_181) &= (l_179 <= (l_180 >= (((void*)0 == &g_104[2]) , 1L)));
        l_190++;
        ++l_193[6];
    }
    else
    { /* block id: 135 */
        uint32_t l_207 = 18446744073709551615UL;
        int32_t l_211 = 0x717E3722L;
        struct S0 l_212 = {317,13571};
        for (l_190 = 0; (l_190 <= 8); l_190 += 1)
        { /* block id: 138 */
            struct S0 ***l_197 = &l_135;
            struct S0 ****l_196 = &l_197;
            int32_t l_200 = 0xEE1DDF88L;
            if ((&l_135 != ((*l_196) = &l_135)))
            { /* block id: 140 */
                int32_t *l_198 = (void*)0;
                int32_t *l_199 = (void*)0;
                int32_t *l_201 = &l_149;
                int32_t *l_202 = &l_146;
                int32_t l_203[4];
                int32_t *l_204 = (void*)0;
                int32_t *l_205 = (void*)0;
                int32_t *l_206[8][2][1] = {{{&g_32},{&l_203[0]}},{{&g_32},{&g_32}},{{&l_203[0]},{&g_32}},{{&g_32},{&l_203[0]}},{{&g_32},{&g_32}},{{&l_203[0]},{&g_32}},{{&g_32},{&l_203[0]}},{{&g_32},{&g_32}}};
                int i, j, k;
                for (i = 0; i < 4; i++)
                    l_203[i] = 0xC017E480L;
                l_141 &= p_45;
                if (l_60[1][0][1])
                    break;
                ++l_207;
                if (l_207)
                    continue;
            }
            else
            { /* block id: 145 */
                int32_t *l_210[4] = {&l_149,&l_149,&l_149,&l_149};
                int i;
                l_211 = 0x989D3A3CL;
                return &g_32;
                /* statement id: 147 */
                //assert (func_42_rv == &g_32);
            }
            for (l_153 = 0; (l_153 <= 8); l_153 += 1)
            { /* block id: 151 */
                l_212 = (*g_121);
                if (l_145)
                    continue;
            }
        }
    }
    return p_44;
    /* statement id: 157 */
    //assert (func_42_rv == 0);
}




/* ---------------------------------------- */
int main (int argc, char* argv[])
{
    int i;
    int print_hash_value = 0;
    if (argc == 2 && strcmp(argv[1], "1") == 0) print_hash_value = 1;
    platform_main_begin();
    crc32_gentab();
    func_29();
    transparent_crc(g_5, "g_5", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        transparent_crc(g_31[i], "g_31[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_32, "g_32", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_33[i], "g_33[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_37.f0, "g_37.f0", print_hash_value);
    transparent_crc(g_37.f1, "g_37.f1", print_hash_value);
    transparent_crc(g_37.f2, "g_37.f2", print_hash_value);
    transparent_crc(g_37.f3, "g_37.f3", print_hash_value);
    transparent_crc(g_37.f4, "g_37.f4", print_hash_value);
    transparent_crc(g_37.f5, "g_37.f5", print_hash_value);
    transparent_crc(g_75, "g_75", print_hash_value);
    transparent_crc(g_77, "g_77", print_hash_value);
    transparent_crc(g_90, "g_90", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_104[i].f0, "g_104[i].f0", print_hash_value);
        transparent_crc(g_104[i].f1, "g_104[i].f1", print_hash_value);
        transparent_crc(g_104[i].f2, "g_104[i].f2", print_hash_value);
        transparent_crc(g_104[i].f3, "g_104[i].f3", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_120.f0, "g_120.f0", print_hash_value);
    transparent_crc(g_120.f1, "g_120.f1", print_hash_value);
    transparent_crc(g_122.f0, "g_122.f0", print_hash_value);
    transparent_crc(g_122.f1, "g_122.f1", print_hash_value);
    transparent_crc(g_133.f0, "g_133.f0", print_hash_value);
    transparent_crc(g_133.f1, "g_133.f1", print_hash_value);
    transparent_crc(g_133.f2, "g_133.f2", print_hash_value);
    transparent_crc(g_133.f3, "g_133.f3", print_hash_value);
    transparent_crc(g_133.f4, "g_133.f4", print_hash_value);
    transparent_crc(g_133.f5, "g_133.f5", print_hash_value);
    transparent_crc(g_171.f0, "g_171.f0", print_hash_value);
    transparent_crc(g_171.f1, "g_171.f1", print_hash_value);
    transparent_crc(g_229.f0, "g_229.f0", print_hash_value);
    transparent_crc(g_229.f1, "g_229.f1", print_hash_value);
    transparent_crc(g_235, "g_235", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        transparent_crc(g_248[i].f0, "g_248[i].f0", print_hash_value);
        transparent_crc(g_248[i].f1, "g_248[i].f1", print_hash_value);
        transparent_crc(g_248[i].f2, "g_248[i].f2", print_hash_value);
        transparent_crc(g_248[i].f3, "g_248[i].f3", print_hash_value);
        transparent_crc(g_248[i].f4, "g_248[i].f4", print_hash_value);
        transparent_crc(g_248[i].f5, "g_248[i].f5", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 1
breakdown:
   depth: 0, occurrence: 69
   depth: 1, occurrence: 9
XXX total union variables: 0

XXX non-zero bitfields defined in structs: 10
XXX zero bitfields defined in structs: 0
XXX const bitfields defined in structs: 2
XXX volatile bitfields defined in structs: 2
XXX structs with bitfields in the program: 12
breakdown:
   indirect level: 0, occurrence: 6
   indirect level: 1, occurrence: 2
   indirect level: 2, occurrence: 2
   indirect level: 3, occurrence: 2
XXX full-bitfields structs in the program: 6
breakdown:
   indirect level: 0, occurrence: 6
XXX times a bitfields struct's address is taken: 9
XXX times a bitfields struct on LHS: 2
XXX times a bitfields struct on RHS: 6
XXX times a single bitfield on LHS: 2
XXX times a single bitfield on RHS: 3

XXX max expression depth: 14
breakdown:
   depth: 1, occurrence: 63
   depth: 2, occurrence: 18
   depth: 3, occurrence: 2
   depth: 4, occurrence: 2
   depth: 5, occurrence: 2
   depth: 9, occurrence: 1
   depth: 11, occurrence: 1
   depth: 13, occurrence: 1
   depth: 14, occurrence: 1

XXX total number of pointers: 82

XXX times a variable address is taken: 136
XXX times a pointer is dereferenced on RHS: 8
breakdown:
   depth: 1, occurrence: 2
   depth: 2, occurrence: 5
   depth: 3, occurrence: 1
XXX times a pointer is dereferenced on LHS: 29
breakdown:
   depth: 1, occurrence: 28
   depth: 2, occurrence: 1
XXX times a pointer is compared with null: 3
XXX times a pointer is compared with address of another variable: 1
XXX times a pointer is compared with another pointer: 1
XXX times a pointer is qualified to be dereferenced: 994

XXX max dereference level: 3
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 58
   level: 2, occurrence: 11
   level: 3, occurrence: 1
XXX number of pointers point to pointers: 21
XXX number of pointers point to scalars: 51
XXX number of pointers point to structs: 10
XXX percent of pointers has null in alias set: 29.3
XXX average alias set size: 1.44

XXX times a non-volatile is read: 132
XXX times a non-volatile is write: 96
XXX times a volatile is read: 9
XXX    times read thru a pointer: 0
XXX times a volatile is write: 6
XXX    times written thru a pointer: 2
XXX times a volatile is available for access: 884
XXX percentage of non-volatile access: 93.8

XXX forward jumps: 2
XXX backward jumps: 0

XXX stmts: 64
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 11
   depth: 1, occurrence: 15
   depth: 2, occurrence: 16
   depth: 3, occurrence: 22

XXX percentage a fresh-made variable is used: 23.5
XXX percentage an existing variable is used: 76.5
FYI: the random generator makes assumptions about the integer size. See platform.info for more details.
********************* end of statistics **********************/

