/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 4001 --max-funcs 3 --max-block-depth 3 --max-expr-complexity 6 --no-argc -o s4001.c
 * Seed:      4001
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
#pragma pack(push)
#pragma pack(1)
struct S1 {
   volatile signed f0 : 12;
   volatile unsigned f1 : 22;
   const int32_t  f2;
   unsigned f3 : 2;
   unsigned f4 : 20;
   const unsigned : 0;
   const unsigned f5 : 19;
   volatile signed f6 : 23;
   const unsigned f7 : 27;
};
#pragma pack(pop)

union U2 {
   volatile uint16_t  f0;
   const volatile int16_t  f1;
   uint64_t  f2;
};

/* --- GLOBAL VARIABLES --- */
static uint32_t g_7 = 9UL;
static uint64_t g_20 = 18446744073709551615UL;
static uint64_t g_30 = 0x8236511F0B9F5AB1LL;
static int32_t g_44 = (-8L);
static int32_t * volatile g_43 = &g_44;/* VOLATILE GLOBAL g_43 */
static volatile union U2 g_68 = {0xEE3BL};/* VOLATILE GLOBAL g_68 */
static int32_t *g_76 = &g_44;
static int32_t ** volatile g_75 = &g_76;/* VOLATILE GLOBAL g_75 */
static struct S1 g_82 = {6,1855,0xD3287B78L,0,500,491,-205,11115};/* VOLATILE GLOBAL g_82 */
static uint32_t g_87 = 0x1C77DD35L;
static volatile uint32_t g_91 = 0UL;/* VOLATILE GLOBAL g_91 */
static int32_t g_106 = 0x94340C13L;
static int32_t g_107 = 0x14BEF022L;
static int64_t g_108[5] = {7L,7L,7L,7L,7L};
static volatile int16_t g_112 = 7L;/* VOLATILE GLOBAL g_112 */
static volatile uint8_t g_115[5][3][9] = {{{0x17L,0UL,0xB8L,0xA3L,0UL,255UL,0xECL,0xB8L,0xB8L},{0xE6L,0x18L,255UL,0xA3L,255UL,0x18L,0xE6L,255UL,0xB8L},{0x79L,0UL,0x9DL,0x17L,255UL,0x9DL,0xECL,0x9DL,255UL}},{{0x79L,255UL,255UL,0x79L,0UL,0x9DL,0x17L,255UL,0x9DL},{0xE6L,255UL,0xB8L,0x17L,0x18L,0x10L,0x9DL,250UL,9UL},{0x9DL,0xE7L,250UL,0UL,0xE7L,9UL,0x18L,250UL,250UL}},{{255UL,0x10L,9UL,0UL,9UL,0x10L,255UL,9UL,250UL},{0xB8L,0xE7L,246UL,0x9DL,9UL,246UL,0x18L,246UL,9UL},{0xB8L,9UL,9UL,0xB8L,0xE7L,246UL,0x9DL,9UL,246UL}},{{255UL,9UL,250UL,0x9DL,0x10L,0x10L,0x9DL,250UL,9UL},{0x9DL,0xE7L,250UL,0UL,0xE7L,9UL,0x18L,250UL,250UL},{255UL,0x10L,9UL,0UL,9UL,0x10L,255UL,9UL,250UL}},{{0xB8L,0xE7L,246UL,0x9DL,9UL,246UL,0x18L,246UL,9UL},{0xB8L,9UL,9UL,0xB8L,0xE7L,246UL,0x9DL,9UL,246UL},{255UL,9UL,250UL,0x9DL,0x10L,0x10L,0x9DL,250UL,9UL}}};
static uint16_t g_136 = 0xD6AAL;
static int16_t g_165 = (-1L);
static struct S1 g_176 = {-9,229,0xA994BE0AL,0,946,183,1010,7127};/* VOLATILE GLOBAL g_176 */
static struct S1 g_181 = {-56,1254,0xBB8838B9L,0,5,256,-2259,4861};/* VOLATILE GLOBAL g_181 */
static int8_t g_186 = 1L;
static uint8_t g_223 = 0UL;
static int32_t ** volatile g_229 = &g_76;/* VOLATILE GLOBAL g_229 */
static int32_t g_234 = (-7L);


/* --- FORWARD DECLARATIONS --- */
static uint16_t  func_1(void);
static uint16_t  func_10(uint32_t  p_11, int64_t  p_12, uint8_t  p_13);
static uint8_t  func_16(const int16_t  p_17);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_7 g_20 g_30 g_43 g_68 g_44 g_75 g_76 g_82 g_91 g_87 g_115 g_108 g_136 g_107 g_106 g_165 g_176 g_181.f7 g_181.f0 g_68.f1 g_229 g_234
 * writes: g_20 g_30 g_44 g_76 g_87 g_91 g_115 g_136 g_106 g_107 g_108 g_186 g_223 g_234
 */
static uint16_t  func_1(void)
{ /* block id: 0 */
    int8_t l_4[8][3] = {{0xD3L,0xB6L,0xB6L},{0xD3L,0xB6L,0xB6L},{0xD3L,0xB6L,0xB6L},{0xD3L,0xB6L,0xB6L},{0xD3L,0xB6L,0xB6L},{0xD3L,0xB6L,0xB6L},{0xD3L,0xB6L,0xB6L},{0xD3L,0xB6L,0xB6L}};
    int32_t *l_233 = &g_234;
    uint16_t l_235 = 0x93D4L;
    int32_t *l_236 = (void*)0;
    int32_t l_237 = 0x2DFB8CD4L;
    int i, j;
    l_237 = ((safe_mod_func_uint32_t_u_u(((((l_4[3][1] == l_4[3][1]) , ((safe_add_func_uint32_t_u_u((g_7 , g_7), ((*l_233) |= ((safe_sub_func_uint16_t_u_u(func_10((g_7 >= g_7), g_7, g_7), l_4[3][1])) , (*g_43))))) <= (-1L))) > g_82.f7) | l_235), g_7)) > 4294967295UL);
    return g_176.f7;
}


/* ------------------------------------------ */
/* 
 * reads : g_20 g_30 g_7 g_43 g_68 g_44 g_75 g_76 g_82 g_91 g_87 g_115 g_108 g_136 g_107 g_106 g_165 g_176 g_181.f7 g_181.f0 g_68.f1 g_229
 * writes: g_20 g_30 g_44 g_76 g_87 g_91 g_115 g_136 g_106 g_107 g_108 g_186 g_223
 */
static uint16_t  func_10(uint32_t  p_11, int64_t  p_12, uint8_t  p_13)
{ /* block id: 1 */
    uint16_t l_18 = 0x5860L;
    uint64_t *l_19 = &g_20;
    int32_t *l_147[10] = {&g_106,&g_106,&g_106,&g_106,&g_106,&g_106,&g_106,&g_106,&g_106,&g_106};
    struct S1 *l_180 = &g_181;
    struct S1 **l_179 = &l_180;
    uint16_t l_225 = 65527UL;
    uint32_t l_230 = 8UL;
    int i;
    g_106 &= (safe_rshift_func_int8_t_s_u((func_16((((*l_19) ^= (l_18 && 0x23L)) && (g_20 = (safe_sub_func_uint8_t_u_u((p_13 && ((safe_rshift_func_uint8_t_u_u((((((0x644BB323L & (p_13 == 1UL)) <= p_12) < 0L) || 0x0BL) | l_18), l_18)) > (-1L))), p_13))))) <= g_82.f2), l_18));
    for (g_107 = 4; (g_107 >= 1); g_107 -= 1)
    { /* block id: 52 */
        uint32_t *l_150 = &g_87;
        int16_t *l_164[4][5] = {{&g_165,&g_165,&g_165,&g_165,&g_165},{&g_165,(void*)0,&g_165,(void*)0,&g_165},{&g_165,&g_165,&g_165,&g_165,&g_165},{&g_165,(void*)0,&g_165,(void*)0,&g_165}};
        int32_t l_166 = 0x6CDAD958L;
        int32_t l_167 = 0x79E039A9L;
        int i, j;
        if ((l_167 = (((((*l_150) = (safe_rshift_func_int8_t_s_u((g_108[g_107] | p_13), 3))) && ((((g_82.f4 <= (((safe_add_func_uint16_t_u_u((0x1128DF1EL < (safe_sub_func_uint8_t_u_u(((((safe_mod_func_int8_t_s_s((((safe_div_func_uint16_t_u_u(((((g_108[g_107] &= (safe_sub_func_int8_t_s_s((safe_mul_func_int16_t_s_s((+(l_166 &= (g_87 | p_11))), p_12)), 0x5FL))) > 0x0C3EE06E931A32E4LL) < p_12) != 0UL), p_12)) , g_108[g_107]) | 6L), 0x52L)) & 0UL) == (*g_43)) < (-2L)), g_165))), 1L)) | p_11) & g_20)) < 1UL) >= l_167) , 1L)) | g_106) ^ 0xB9L)))
        { /* block id: 57 */
            int8_t l_182 = 0xBBL;
            int8_t *l_183 = &l_182;
            int8_t *l_184 = (void*)0;
            int8_t *l_185 = &g_186;
            int32_t **l_220[6][7] = {{(void*)0,(void*)0,&l_147[7],&g_76,&l_147[7],(void*)0,(void*)0},{&l_147[7],&l_147[7],&l_147[4],&l_147[7],&l_147[7],&g_76,&l_147[1]},{&l_147[2],&g_76,&l_147[2],&l_147[7],&l_147[7],&l_147[2],&g_76},{&l_147[1],&l_147[2],&l_147[4],&l_147[7],(void*)0,&l_147[7],(void*)0},{&l_147[2],&l_147[7],&l_147[7],&l_147[2],&g_76,&l_147[2],&l_147[7]},{&l_147[7],&g_76,&l_147[1],&l_147[7],&l_147[1],&g_76,&l_147[7]}};
            int32_t ***l_221 = &l_220[2][5];
            uint8_t *l_222 = &g_223;
            int32_t l_224 = 0x878C44A2L;
            int i, j;
            l_167 = (((*l_185) = (safe_sub_func_int8_t_s_s(((safe_lshift_func_int8_t_s_u((safe_sub_func_uint8_t_u_u(((safe_mod_func_uint64_t_u_u((((g_176 , l_164[3][4]) == ((safe_rshift_func_int8_t_s_u(((*l_183) = ((l_179 == (void*)0) , l_182)), 1)) , l_164[3][4])) != 4294967292UL), g_181.f7)) == 1L), p_13)), 2)) <= 0xD604E7EADB0F8BC7LL), l_167))) != 0xA7L);
            l_166 = (safe_add_func_uint32_t_u_u(((g_68 , (((p_12 , (safe_div_func_uint8_t_u_u((safe_lshift_func_uint16_t_u_u((g_82.f4 <= (safe_add_func_uint8_t_u_u((safe_mul_func_int16_t_s_s(((safe_add_func_int64_t_s_s((-3L), 18446744073709551606UL)) < p_12), g_87)), 3UL))), 7)), 1UL))) ^ g_181.f0) , (void*)0)) != (void*)0), g_30));
            (*g_43) = (p_12 & (safe_rshift_func_int8_t_s_u(((p_13 , ((*l_150)--)) != (safe_rshift_func_uint8_t_u_u((safe_sub_func_uint16_t_u_u(65535UL, (((&g_20 == &g_20) ^ g_82.f7) & g_108[2]))), p_11))), 5)));
            l_225 &= (l_224 = (((((*l_222) = (((!(safe_add_func_int16_t_s_s(l_182, (((safe_mul_func_int8_t_s_s(((((*g_43) = (!(~(safe_lshift_func_int16_t_s_u(p_13, (safe_mod_func_uint16_t_u_u(p_13, (safe_add_func_int64_t_s_s((((l_166 |= (((*l_221) = l_220[2][5]) == (((((p_12 < g_68.f1) , p_11) > p_11) <= p_13) , &g_43))) > 0xBBL) < 0xE7AD450EA62709E7LL), g_108[g_107]))))))))) < g_106) || g_136), 0L)) | 0x8A79L) ^ p_13)))) >= g_108[3]) ^ 1L)) && p_12) | p_12) <= p_11));
        }
        else
        { /* block id: 70 */
            uint16_t l_226 = 1UL;
            --l_226;
        }
        if ((*g_43))
            continue;
        (*g_229) = (*g_75);
        for (l_225 = 0; l_225 < 5; l_225 += 1)
        {
            for (g_136 = 0; g_136 < 3; g_136 += 1)
            {
                for (p_13 = 0; p_13 < 9; p_13 += 1)
                {
                    g_115[l_225][g_136][p_13] = 6UL;
                }
            }
        }
    }
    (*g_43) &= 0xD855FFF4L;
    --l_230;
    return g_68.f1;
}


/* ------------------------------------------ */
/* 
 * reads : g_20 g_30 g_7 g_43 g_68 g_44 g_75 g_76 g_82 g_91 g_87 g_115 g_108 g_136 g_107
 * writes: g_20 g_30 g_44 g_76 g_87 g_91 g_115 g_136
 */
static uint8_t  func_16(const int16_t  p_17)
{ /* block id: 4 */
    uint64_t l_56 = 0x6462EF7C93E255F8LL;
    int32_t *l_71[6][7][5] = {{{&g_44,&g_44,&g_44,&g_44,&g_44},{(void*)0,(void*)0,&g_44,&g_44,(void*)0},{&g_44,&g_44,(void*)0,&g_44,&g_44},{&g_44,&g_44,&g_44,&g_44,&g_44},{&g_44,&g_44,&g_44,&g_44,(void*)0},{(void*)0,(void*)0,&g_44,(void*)0,&g_44},{(void*)0,&g_44,&g_44,&g_44,&g_44}},{{(void*)0,&g_44,(void*)0,(void*)0,&g_44},{&g_44,&g_44,&g_44,&g_44,&g_44},{&g_44,&g_44,&g_44,&g_44,&g_44},{&g_44,&g_44,&g_44,&g_44,&g_44},{&g_44,(void*)0,&g_44,&g_44,(void*)0},{&g_44,&g_44,&g_44,&g_44,&g_44},{(void*)0,&g_44,&g_44,(void*)0,&g_44}},{{(void*)0,&g_44,&g_44,&g_44,(void*)0},{&g_44,&g_44,&g_44,&g_44,&g_44},{&g_44,&g_44,&g_44,(void*)0,&g_44},{&g_44,&g_44,&g_44,&g_44,(void*)0},{(void*)0,&g_44,&g_44,&g_44,(void*)0},{(void*)0,&g_44,(void*)0,&g_44,&g_44},{&g_44,(void*)0,&g_44,&g_44,&g_44}},{{&g_44,&g_44,&g_44,&g_44,(void*)0},{&g_44,(void*)0,&g_44,(void*)0,&g_44},{(void*)0,&g_44,&g_44,&g_44,&g_44},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&g_44,&g_44,&g_44,&g_44,&g_44},{&g_44,&g_44,&g_44,&g_44,&g_44},{&g_44,&g_44,&g_44,&g_44,&g_44}},{{&g_44,(void*)0,&g_44,&g_44,(void*)0},{&g_44,(void*)0,&g_44,&g_44,&g_44},{(void*)0,&g_44,&g_44,(void*)0,&g_44},{(void*)0,&g_44,&g_44,&g_44,(void*)0},{(void*)0,&g_44,&g_44,&g_44,(void*)0},{&g_44,(void*)0,&g_44,(void*)0,&g_44},{&g_44,&g_44,&g_44,&g_44,(void*)0}},{{&g_44,(void*)0,&g_44,&g_44,(void*)0},{(void*)0,&g_44,(void*)0,&g_44,&g_44},{&g_44,(void*)0,&g_44,&g_44,&g_44},{&g_44,&g_44,&g_44,(void*)0,&g_44},{&g_44,&g_44,&g_44,&g_44,(void*)0},{&g_44,(void*)0,&g_44,&g_44,&g_44},{(void*)0,&g_44,&g_44,&g_44,&g_44}}};
    const int16_t l_146 = 0xDF85L;
    int i, j, k;
    for (g_20 = 0; (g_20 == 10); g_20 = safe_add_func_uint64_t_u_u(g_20, 4))
    { /* block id: 7 */
        uint64_t *l_29 = &g_30;
        int32_t l_39 = (-5L);
        int64_t l_89 = 0L;
        int32_t l_90 = 0xD3506333L;
        struct S1 *l_101 = &g_82;
        int32_t l_109 = 0x204A484DL;
        int32_t l_111 = 0L;
        int32_t l_113 = 0xA9252878L;
        uint32_t l_119 = 4294967295UL;
        if ((safe_div_func_uint64_t_u_u((--(*l_29)), ((g_7 > 65535UL) & ((((0x025B0D6B1F8487B2LL < (safe_mul_func_int8_t_s_s((safe_add_func_int16_t_s_s((safe_add_func_uint8_t_u_u(((l_39 = ((l_29 != (void*)0) & l_39)) >= g_20), p_17)), p_17)), p_17))) || p_17) >= p_17) != g_20)))))
        { /* block id: 10 */
            const uint64_t *l_42 = &g_20;
            int32_t l_69 = 1L;
            uint32_t l_70 = 4294967291UL;
            int32_t **l_72 = &l_71[2][1][1];
            int32_t *l_74 = &g_44;
            int32_t **l_73 = &l_74;
            for (g_30 = 0; (g_30 < 46); g_30++)
            { /* block id: 13 */
                int16_t l_45 = 0x295DL;
                int32_t *l_46 = &g_44;
                int32_t *l_47 = &g_44;
                int32_t *l_48 = &g_44;
                int32_t *l_49 = &g_44;
                int32_t *l_50 = &l_39;
                int32_t *l_51 = &l_39;
                int32_t *l_52 = &g_44;
                int32_t *l_53 = (void*)0;
                int32_t *l_54[3][2][2] = {{{(void*)0,(void*)0},{(void*)0,(void*)0}},{{(void*)0,(void*)0},{(void*)0,(void*)0}},{{(void*)0,(void*)0},{(void*)0,(void*)0}}};
                int16_t l_55 = 0x0FAEL;
                int i, j, k;
                (*g_43) = (l_42 == (void*)0);
                ++l_56;
                (*l_47) = (safe_sub_func_int16_t_s_s((((safe_div_func_uint32_t_u_u(p_17, ((-3L) | (l_29 == (void*)0)))) >= ((safe_sub_func_uint32_t_u_u(((safe_mod_func_int32_t_s_s((((((~(g_68 , l_69)) , p_17) || p_17) || (-10L)) <= p_17), l_70)) > 0x83C5L), g_44)) >= l_69)) ^ 1L), g_7));
            }
            (*g_75) = ((*l_73) = ((*l_72) = l_71[1][0][0]));
            for (l_69 = 1; (l_69 <= 4); l_69 += 1)
            { /* block id: 23 */
                uint32_t l_77 = 0x20137108L;
                if (l_77)
                    break;
                if (p_17)
                    continue;
            }
        }
        else
        { /* block id: 27 */
            uint32_t *l_86 = &g_87;
            int32_t l_88 = 0xF449D34EL;
            int32_t l_100 = (-1L);
            int8_t l_104[9][7][1] = {{{0x35L},{0xEEL},{1L},{1L},{(-2L)},{0x81L},{4L}},{{0xFBL},{0x2BL},{(-1L)},{0xB9L},{(-1L)},{0x3CL},{0xA3L}},{{0x3CL},{(-1L)},{0xB9L},{(-1L)},{0x2BL},{0xFBL},{4L}},{{0x81L},{(-2L)},{1L},{1L},{0xEEL},{0x35L},{0xEEL}},{{1L},{1L},{(-2L)},{0x81L},{4L},{0xFBL},{0x2BL}},{{(-1L)},{0xB9L},{(-1L)},{0x3CL},{0xA3L},{0x3CL},{(-1L)}},{{0xB9L},{(-1L)},{0x2BL},{0xFBL},{4L},{0x81L},{(-2L)}},{{1L},{1L},{0xEEL},{0x35L},{0xEEL},{1L},{1L}},{{(-2L)},{0x81L},{4L},{0xFBL},{0x2BL},{(-1L)},{0xB9L}}};
            int32_t l_105 = (-1L);
            int32_t l_110 = 0xC5B3E99CL;
            int32_t l_114 = (-1L);
            int16_t l_118[6] = {0L,0L,0L,0L,0L,0L};
            int32_t l_145 = 0xF110F92FL;
            int i, j, k;
            (*g_76) = (safe_lshift_func_uint8_t_u_s(255UL, 5));
            (*g_76) = ((safe_mod_func_uint64_t_u_u(p_17, (g_82 , (l_39 || (!4294967286UL))))) && (((safe_mul_func_uint16_t_u_u((((*l_86) = p_17) ^ l_88), g_82.f7)) ^ l_89) || l_88));
            g_91++;
            if ((safe_mul_func_uint8_t_u_u(((l_88 = l_89) , g_82.f2), ((safe_add_func_uint64_t_u_u((0x4F03L <= (safe_rshift_func_uint8_t_u_u(((g_82.f6 <= g_82.f4) , g_30), l_100))), g_82.f3)) > g_87))))
            { /* block id: 33 */
                struct S1 **l_102 = &l_101;
                int32_t l_103[9][9][3] = {{{0x926FAA81L,0L,0L},{9L,0x8AE84C8BL,2L},{0xD84A95BEL,0x8AE84C8BL,0L},{(-2L),0L,(-10L)},{0x9E446C72L,0x926FAA81L,(-3L)},{(-10L),0x3E2D80D5L,8L},{0x0DAFEA22L,0x0DAFEA22L,1L},{0L,0xA892F2EEL,0x85FE053DL},{0xD54BCFCBL,0x2A33AFFDL,0L}},{{0xF143A669L,0x5E6F9BC8L,0x717118E0L},{0x31603581L,0xD54BCFCBL,0L},{0x9491B29FL,(-8L),0x85FE053DL},{0x3E2D80D5L,1L,1L},{0L,0x31603581L,8L},{(-2L),0L,(-3L)},{0L,(-2L),(-10L)},{0L,9L,0L},{0x6B503822L,0x85FE053DL,2L}},{{0x6B503822L,(-10L),0L},{0L,0x9491B29FL,0xF143A669L},{0L,0x0AE64C0EL,1L},{(-2L),(-2L),(-2L)},{0L,(-10L),0x6B503822L},{0x3E2D80D5L,1L,0x5E6F9BC8L},{0x9491B29FL,0L,0x31603581L},{0x31603581L,0L,9L},{0xF143A669L,0L,0x42222B01L}},{{0xD54BCFCBL,1L,(-8L)},{0L,(-10L),9L},{0x0DAFEA22L,(-2L),0xD54BCFCBL},{(-10L),0x9491B29FL,0xA892F2EEL},{0xD84A95BEL,0L,(-3L)},{0L,0x717118E0L,0x9491B29FL},{0L,1L,0x9491B29FL},{0xA892F2EEL,9L,(-3L)},{8L,0x85FE053DL,0xA892F2EEL}},{{0x926FAA81L,(-3L),0L},{(-10L),0L,(-10L)},{(-10L),9L,0xF143A669L},{0x61D3EE10L,0xF143A669L,9L},{0x6B503822L,0L,9L},{1L,0x0DAFEA22L,0L},{0x6B503822L,0x926FAA81L,0x0DAFEA22L},{0x61D3EE10L,(-2L),1L},{(-10L),0L,0L}},{{(-10L),0x9E446C72L,1L},{0x926FAA81L,8L,2L},{8L,0x0AE64C0EL,(-9L)},{0xA892F2EEL,0x70DDB654L,0x6B503822L},{0L,0x70DDB654L,0x6C084537L},{0L,0x0AE64C0EL,0x717118E0L},{0xD84A95BEL,8L,(-10L)},{0x42222B01L,0x9E446C72L,1L},{0L,0L,1L}},{{0x5E6F9BC8L,(-2L),1L},{0L,0x926FAA81L,0x0AE64C0EL},{2L,0x0DAFEA22L,0x3E2D80D5L},{0L,0L,0x0AE64C0EL},{0L,0xF143A669L,1L},{0x9E446C72L,9L,1L},{0x0AE64C0EL,0L,1L},{0x85FE053DL,(-3L),(-10L)},{(-9L),0x85FE053DL,0x717118E0L}},{{0x2A33AFFDL,9L,0x6C084537L},{1L,1L,0x6B503822L},{1L,0x717118E0L,(-9L)},{0x2A33AFFDL,0L,2L},{(-9L),0x9491B29FL,1L},{0x85FE053DL,0L,0L},{0x0AE64C0EL,0x42222B01L,1L},{0x9E446C72L,0L,0x0DAFEA22L},{0L,0x8AE84C8BL,0L}},{{0L,(-9L),9L},{2L,0x8AE84C8BL,9L},{0L,0L,0xF143A669L},{0x5E6F9BC8L,0x42222B01L,(-10L)},{0L,0L,0L},{0x42222B01L,0x9491B29FL,0xA892F2EEL},{0xD84A95BEL,0L,(-3L)},{0L,0x717118E0L,0x9491B29FL},{0L,1L,0x9491B29FL}}};
                int i, j, k;
                (*l_102) = l_101;
                ++g_115[2][2][7];
                (*g_76) = p_17;
                --l_119;
            }
            else
            { /* block id: 38 */
                struct S1 *l_126 = &g_82;
                int32_t l_129 = 0x216054A3L;
                int16_t *l_132 = &l_118[5];
                uint16_t *l_135 = &g_136;
                l_100 &= (((g_87 == ((safe_mod_func_uint8_t_u_u(((safe_add_func_int32_t_s_s((((l_126 != (void*)0) < (safe_sub_func_int32_t_s_s((0L < (0xB32BFE36L >= 0x3EF79E81L)), g_82.f7))) || g_82.f7), (*g_43))) != 0xA83B6B2BL), g_108[0])) <= 0x4FL)) || l_129) == 0x424DCF8CL);
                if (p_17)
                    continue;
                (*g_76) &= (((safe_rshift_func_int8_t_s_s((0L && (((*l_132) |= p_17) | ((((safe_sub_func_uint16_t_u_u(((++(*l_135)) , ((safe_sub_func_int16_t_s_s((((safe_rshift_func_int8_t_s_u(((((0xEFD1L <= (p_17 < (safe_mod_func_int8_t_s_s(((l_145 & l_129) == p_17), l_129)))) < l_105) && 0xC3D2L) <= g_82.f4), g_30)) == p_17) , (-8L)), g_107)) && p_17)), g_82.f2)) & 65528UL) , l_146) || l_129))), p_17)) > l_111) | l_109);
            }
        }
        return p_17;
    }
    return g_44;
}




/* ---------------------------------------- */
int main (void)
{
    int i, j, k;
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_7, "g_7", print_hash_value);
    transparent_crc(g_20, "g_20", print_hash_value);
    transparent_crc(g_30, "g_30", print_hash_value);
    transparent_crc(g_44, "g_44", print_hash_value);
    transparent_crc(g_68.f0, "g_68.f0", print_hash_value);
    transparent_crc(g_68.f1, "g_68.f1", print_hash_value);
    transparent_crc(g_82.f0, "g_82.f0", print_hash_value);
    transparent_crc(g_82.f1, "g_82.f1", print_hash_value);
    transparent_crc(g_82.f2, "g_82.f2", print_hash_value);
    transparent_crc(g_82.f3, "g_82.f3", print_hash_value);
    transparent_crc(g_82.f4, "g_82.f4", print_hash_value);
    transparent_crc(g_82.f5, "g_82.f5", print_hash_value);
    transparent_crc(g_82.f6, "g_82.f6", print_hash_value);
    transparent_crc(g_82.f7, "g_82.f7", print_hash_value);
    transparent_crc(g_87, "g_87", print_hash_value);
    transparent_crc(g_91, "g_91", print_hash_value);
    transparent_crc(g_106, "g_106", print_hash_value);
    transparent_crc(g_107, "g_107", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_108[i], "g_108[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_112, "g_112", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 3; j++)
        {
            for (k = 0; k < 9; k++)
            {
                transparent_crc(g_115[i][j][k], "g_115[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_136, "g_136", print_hash_value);
    transparent_crc(g_165, "g_165", print_hash_value);
    transparent_crc(g_176.f0, "g_176.f0", print_hash_value);
    transparent_crc(g_176.f1, "g_176.f1", print_hash_value);
    transparent_crc(g_176.f2, "g_176.f2", print_hash_value);
    transparent_crc(g_176.f3, "g_176.f3", print_hash_value);
    transparent_crc(g_176.f4, "g_176.f4", print_hash_value);
    transparent_crc(g_176.f5, "g_176.f5", print_hash_value);
    transparent_crc(g_176.f6, "g_176.f6", print_hash_value);
    transparent_crc(g_176.f7, "g_176.f7", print_hash_value);
    transparent_crc(g_181.f0, "g_181.f0", print_hash_value);
    transparent_crc(g_181.f1, "g_181.f1", print_hash_value);
    transparent_crc(g_181.f2, "g_181.f2", print_hash_value);
    transparent_crc(g_181.f3, "g_181.f3", print_hash_value);
    transparent_crc(g_181.f4, "g_181.f4", print_hash_value);
    transparent_crc(g_181.f5, "g_181.f5", print_hash_value);
    transparent_crc(g_181.f6, "g_181.f6", print_hash_value);
    transparent_crc(g_181.f7, "g_181.f7", print_hash_value);
    transparent_crc(g_186, "g_186", print_hash_value);
    transparent_crc(g_223, "g_223", print_hash_value);
    transparent_crc(g_234, "g_234", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 1
breakdown:
   depth: 0, occurrence: 49
   depth: 1, occurrence: 2
XXX total union variables: 1

XXX non-zero bitfields defined in structs: 8
XXX zero bitfields defined in structs: 1
XXX const bitfields defined in structs: 3
XXX volatile bitfields defined in structs: 3
XXX structs with bitfields in the program: 5
breakdown:
   indirect level: 0, occurrence: 2
   indirect level: 1, occurrence: 2
   indirect level: 2, occurrence: 1
XXX full-bitfields structs in the program: 0
breakdown:
XXX times a bitfields struct's address is taken: 3
XXX times a bitfields struct on LHS: 0
XXX times a bitfields struct on RHS: 2
XXX times a single bitfield on LHS: 0
XXX times a single bitfield on RHS: 14

XXX max expression depth: 32
breakdown:
   depth: 1, occurrence: 42
   depth: 2, occurrence: 6
   depth: 3, occurrence: 1
   depth: 10, occurrence: 2
   depth: 11, occurrence: 1
   depth: 14, occurrence: 2
   depth: 16, occurrence: 2
   depth: 17, occurrence: 2
   depth: 18, occurrence: 1
   depth: 26, occurrence: 1
   depth: 28, occurrence: 1
   depth: 32, occurrence: 1

XXX total number of pointers: 39

XXX times a variable address is taken: 99
XXX times a pointer is dereferenced on RHS: 5
breakdown:
   depth: 1, occurrence: 5
XXX times a pointer is dereferenced on LHS: 26
breakdown:
   depth: 1, occurrence: 26
XXX times a pointer is compared with null: 5
XXX times a pointer is compared with address of another variable: 0
XXX times a pointer is compared with another pointer: 1
XXX times a pointer is qualified to be dereferenced: 608

XXX max dereference level: 3
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 48
   level: 2, occurrence: 6
   level: 3, occurrence: 3
XXX number of pointers point to pointers: 8
XXX number of pointers point to scalars: 28
XXX number of pointers point to structs: 3
XXX percent of pointers has null in alias set: 23.1
XXX average alias set size: 1.15

XXX times a non-volatile is read: 149
XXX times a non-volatile is write: 68
XXX times a volatile is read: 11
XXX    times read thru a pointer: 0
XXX times a volatile is write: 8
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 473
XXX percentage of non-volatile access: 91.9

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 39
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 9
   depth: 1, occurrence: 6
   depth: 2, occurrence: 12
   depth: 3, occurrence: 12

XXX percentage a fresh-made variable is used: 17.7
XXX percentage an existing variable is used: 82.3
FYI: the random generator makes assumptions about the integer size. See platform.info for more details.
********************* end of statistics **********************/

