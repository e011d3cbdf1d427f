/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 4002 --max-funcs 3 --max-block-depth 3 --max-expr-complexity 6 --no-argc -o s4002.c
 * Seed:      4002
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static volatile int32_t g_2 = 0L;/* VOLATILE GLOBAL g_2 */
static volatile int32_t g_3[8] = {0x0F89B546L,0x70AD6F2EL,0x0F89B546L,0x0F89B546L,0x70AD6F2EL,0x0F89B546L,0x0F89B546L,0x70AD6F2EL};
static int32_t g_4 = 0x32FFAB8CL;
static int32_t g_7[1] = {1L};
static int32_t g_27 = (-5L);
static int64_t g_43 = 0x0A7320B692EDFCA5LL;
static uint8_t g_48 = 0x31L;
static int8_t g_50 = 0xF1L;
static volatile int32_t *g_53 = &g_2;
static volatile int32_t ** volatile g_52 = &g_53;/* VOLATILE GLOBAL g_52 */
static uint64_t g_55[4][7] = {{0x25C8E5C63B6D63D4LL,0x25C8E5C63B6D63D4LL,0x2EFFCBC420B167ACLL,0UL,0x170C459F779DD1F3LL,0UL,0x2EFFCBC420B167ACLL},{0x25C8E5C63B6D63D4LL,0x25C8E5C63B6D63D4LL,0x2EFFCBC420B167ACLL,0UL,0x170C459F779DD1F3LL,0UL,0x2EFFCBC420B167ACLL},{0x25C8E5C63B6D63D4LL,0x25C8E5C63B6D63D4LL,0x2EFFCBC420B167ACLL,0UL,0x170C459F779DD1F3LL,0UL,0x2EFFCBC420B167ACLL},{0x25C8E5C63B6D63D4LL,0x25C8E5C63B6D63D4LL,0x2EFFCBC420B167ACLL,0UL,0x170C459F779DD1F3LL,0UL,0x2EFFCBC420B167ACLL}};
static int32_t g_57 = (-8L);
static int16_t g_61 = 0xFCF8L;
static int32_t g_102[5][3][5] = {{{0xF1CB64C1L,0xF402FEEBL,(-1L),0xF7CE25D3L,0x161173E6L},{7L,0x9438D6BDL,0x9438D6BDL,7L,0xD149D964L},{(-1L),0xF7CE25D3L,0xF1CB64C1L,0x322FC8A4L,0x0FAE57F4L}},{{8L,7L,7L,8L,0xD149D964L},{(-1L),0xF7CE25D3L,0xF1CB64C1L,0x322FC8A4L,0x0FAE57F4L},{8L,7L,7L,8L,0xD149D964L}},{{(-1L),0xF7CE25D3L,0xF1CB64C1L,0x322FC8A4L,0x0FAE57F4L},{8L,7L,7L,8L,0xD149D964L},{(-1L),0xF7CE25D3L,0xF1CB64C1L,0x322FC8A4L,0x0FAE57F4L}},{{8L,7L,7L,8L,0xD149D964L},{(-1L),0xF7CE25D3L,0xF1CB64C1L,0x322FC8A4L,0x0FAE57F4L},{8L,7L,7L,8L,0xD149D964L}},{{(-1L),0xF7CE25D3L,0xF1CB64C1L,0x322FC8A4L,0x0FAE57F4L},{8L,7L,7L,8L,0xD149D964L},{(-1L),0xF7CE25D3L,0xF1CB64C1L,0x322FC8A4L,0x0FAE57F4L}}};
static int32_t * const g_101[5] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
static int32_t * const *g_100[5][3] = {{&g_101[2],&g_101[2],&g_101[2]},{&g_101[2],&g_101[2],(void*)0},{&g_101[2],&g_101[2],&g_101[2]},{&g_101[2],&g_101[2],(void*)0},{&g_101[2],&g_101[2],&g_101[2]}};
static int32_t g_105 = 2L;
static int32_t * const g_104 = &g_105;
static int32_t * const *g_103[8][2][4] = {{{&g_101[2],&g_101[2],&g_101[2],&g_104},{(void*)0,(void*)0,&g_104,&g_104}},{{&g_104,&g_101[2],&g_101[2],&g_101[2]},{&g_101[2],&g_101[2],&g_101[2],(void*)0}},{{&g_101[3],&g_104,&g_101[3],&g_101[3]},{&g_104,(void*)0,(void*)0,&g_101[2]}},{{&g_101[2],&g_101[2],&g_101[2],(void*)0},{&g_101[2],&g_104,&g_101[2],&g_104}},{{&g_101[2],&g_101[2],(void*)0,&g_101[2]},{&g_104,&g_101[2],&g_101[3],&g_101[3]}},{{&g_101[3],&g_101[3],&g_101[2],&g_104},{&g_101[2],(void*)0,&g_101[2],&g_101[2]}},{{&g_104,&g_101[2],&g_104,&g_101[2]},{(void*)0,&g_101[2],&g_101[2],&g_101[2]}},{{&g_101[2],(void*)0,(void*)0,&g_104},{&g_101[3],&g_101[3],&g_104,&g_101[3]}}};
static uint32_t g_111 = 0xEBE93CE3L;
static int8_t g_140 = 0x0BL;
static uint16_t g_142 = 0x69B7L;
static uint8_t g_154[10][7][3] = {{{0x71L,0x08L,1UL},{7UL,1UL,0x28L},{0x4BL,0xB3L,0x07L},{255UL,255UL,0x2BL},{7UL,0xCBL,0x18L},{0xC0L,0xF3L,0x68L},{0UL,0x42L,0x25L}},{{0x4BL,0xACL,1UL},{0xACL,255UL,0x13L},{0UL,3UL,0UL},{0x42L,0xE2L,255UL},{0x7DL,255UL,0x1BL},{9UL,0xB3L,1UL},{0xE2L,9UL,255UL}},{{255UL,0x7DL,0x20L},{0x50L,0x4BL,9UL},{0xFCL,0x50L,9UL},{0x64L,249UL,0x4BL},{0xD6L,7UL,0x08L},{0x20L,9UL,0x68L},{254UL,9UL,0UL}},{{0x25L,255UL,0x60L},{0x85L,0x60L,0x52L},{7UL,255UL,255UL},{0x20L,254UL,7UL},{0x08L,0xAEL,255UL},{9UL,0xCEL,0xFDL},{0x2BL,253UL,0xFDL}},{{0x4BL,251UL,255UL},{255UL,9UL,7UL},{255UL,0UL,255UL},{0xB3L,0x07L,0x52L},{0x68L,0x4BL,0x60L},{0xAEL,0xEAL,0UL},{0x64L,0x7DL,0x68L}},{{0x08L,0UL,0x08L},{0xE2L,9UL,0x4BL},{0x7BL,9UL,9UL},{0x31L,0UL,9UL},{0x85L,1UL,0x20L},{254UL,0xAEL,255UL},{0xE2L,0x08L,0x28L}},{{251UL,0xAEL,0UL},{0xFDL,1UL,0xB3L},{0x2BL,0UL,0x64L},{0x50L,9UL,255UL},{0xB3L,9UL,0x28L},{1UL,0UL,0UL},{0UL,0x7DL,0xCBL}},{{0x68L,0xEAL,0x6EL},{0xFCL,0x4BL,0UL},{9UL,0x07L,0x4BL},{251UL,0UL,9UL},{0x52L,9UL,0UL},{0x7BL,251UL,0x2FL},{0x25L,253UL,9UL}},{{0x25L,0xCEL,0x52L},{0x7BL,0xAEL,0UL},{0x52L,254UL,0UL},{251UL,255UL,255UL},{9UL,0x60L,0xB3L},{0xFCL,255UL,0xFDL},{0x68L,9UL,0UL}},{{0UL,9UL,0UL},{1UL,7UL,1UL},{0xB3L,249UL,0xCBL},{0x50L,0x50L,0x60L},{0x2BL,0x4BL,9UL},{0xFDL,0x7DL,0UL},{251UL,7UL,0x13L}}};
static uint8_t g_158 = 0xF6L;
static int32_t *g_176[2] = {&g_7[0],&g_7[0]};
static int32_t **g_175[4] = {(void*)0,(void*)0,(void*)0,(void*)0};
static int32_t ***g_174[5][10] = {{(void*)0,&g_175[0],&g_175[0],(void*)0,&g_175[0],(void*)0,&g_175[0],&g_175[0],(void*)0,&g_175[0]},{(void*)0,&g_175[0],&g_175[0],(void*)0,&g_175[0],&g_175[3],(void*)0,(void*)0,&g_175[3],&g_175[2]},{&g_175[3],(void*)0,(void*)0,&g_175[3],&g_175[2],&g_175[3],(void*)0,(void*)0,&g_175[3],&g_175[2]},{&g_175[3],(void*)0,(void*)0,&g_175[3],&g_175[2],&g_175[3],(void*)0,(void*)0,&g_175[3],&g_175[2]},{&g_175[3],(void*)0,(void*)0,&g_175[3],&g_175[2],&g_175[3],(void*)0,(void*)0,&g_175[3],&g_175[2]}};
static int32_t ** volatile g_245 = &g_176[0];/* VOLATILE GLOBAL g_245 */
static int8_t *g_247 = &g_50;
static int8_t ** volatile g_246 = &g_247;/* VOLATILE GLOBAL g_246 */
static int8_t ** volatile * volatile g_248[3][5][3] = {{{&g_246,&g_246,&g_246},{&g_246,&g_246,&g_246},{&g_246,&g_246,&g_246},{&g_246,&g_246,&g_246},{&g_246,&g_246,&g_246}},{{&g_246,&g_246,&g_246},{&g_246,&g_246,&g_246},{&g_246,&g_246,&g_246},{&g_246,&g_246,&g_246},{&g_246,&g_246,&g_246}},{{&g_246,&g_246,&g_246},{&g_246,&g_246,&g_246},{&g_246,&g_246,&g_246},{&g_246,&g_246,&g_246},{&g_246,&g_246,&g_246}}};
static int8_t ** volatile * volatile g_249 = &g_246;/* VOLATILE GLOBAL g_249 */
static uint16_t g_260 = 8UL;
static int32_t ** volatile g_262 = (void*)0;/* VOLATILE GLOBAL g_262 */
static const int8_t **g_284 = (void*)0;
static volatile int32_t g_291 = (-5L);/* VOLATILE GLOBAL g_291 */


/* --- FORWARD DECLARATIONS --- */
static const uint64_t  func_1(void);
static int32_t * func_10(uint32_t  p_11);
static uint64_t  func_12(uint8_t  p_13, int32_t * p_14, const int32_t * p_15);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_57
 * writes:
 */
static const uint64_t  func_1(void)
{ /* block id: 0 */
    int32_t l_186[7];
    int16_t l_202 = (-10L);
    int32_t l_204 = 1L;
    int32_t l_211 = 0x6110CAE8L;
    int32_t l_212 = 1L;
    uint32_t l_213 = 18446744073709551615UL;
    int16_t l_265[8] = {0x4A0BL,0x148DL,0x4A0BL,0x4A0BL,0x148DL,0x4A0BL,0x4A0BL,0x148DL};
    uint64_t l_267 = 0x90D1A0A2916B2E84LL;
    int8_t **l_286 = &g_247;
    int32_t *l_289 = &g_57;
    int32_t ****l_295 = (void*)0;
    int i;
    for (i = 0; i < 7; i++)
        l_186[i] = 0xA246DCAAL;
    return g_57;
}


/* ------------------------------------------ */
/* 
 * reads : g_43 g_27 g_53 g_2 g_52 g_7 g_55 g_57 g_3 g_48 g_102 g_4 g_111 g_61 g_104 g_105 g_154 g_174 g_142
 * writes: g_43 g_27 g_57 g_100 g_103 g_111 g_105 g_50 g_140 g_142 g_48 g_154 g_158 g_53 g_2 g_174
 */
static int32_t * func_10(uint32_t  p_11)
{ /* block id: 19 */
    int32_t *l_65 = &g_27;
    int32_t *l_66 = &g_27;
    int32_t *l_67 = &g_57;
    int32_t l_68 = (-1L);
    int32_t *l_69 = &l_68;
    int32_t *l_70 = (void*)0;
    int32_t *l_71 = (void*)0;
    int32_t *l_72[4];
    int32_t l_73 = 0x401CC627L;
    int32_t l_74[6][1] = {{0xDD2CE5EEL},{0L},{0xDD2CE5EEL},{0L},{0xDD2CE5EEL},{0L}};
    int32_t l_75 = 0xFC119431L;
    uint16_t l_76 = 65528UL;
    uint8_t * const l_89 = &g_48;
    uint8_t l_171 = 0xE1L;
    int32_t *l_183[2][4][3] = {{{&g_7[0],&l_68,&g_27},{&g_7[0],&g_7[0],&l_68},{&g_102[1][2][1],&l_68,&l_68},{&l_68,&l_68,&g_27}},{{&g_102[1][2][1],&l_68,&g_102[1][2][1]},{&g_7[0],&l_68,&g_27},{&g_7[0],&g_7[0],&l_68},{&g_102[1][2][1],&l_68,&l_68}}};
    int32_t *l_184 = (void*)0;
    int i, j, k;
    for (i = 0; i < 4; i++)
        l_72[i] = &l_68;
    l_76--;
    for (g_43 = 0; (g_43 > (-2)); --g_43)
    { /* block id: 23 */
        int32_t *l_88 = &l_73;
        for (p_11 = (-12); (p_11 <= 6); p_11 = safe_add_func_uint8_t_u_u(p_11, 6))
        { /* block id: 26 */
            for (g_27 = 11; (g_27 >= 29); g_27++)
            { /* block id: 29 */
                uint32_t l_85 = 0x3A1295E2L;
                (*l_69) = (*g_53);
                --l_85;
            }
        }
        if ((*g_53))
            break;
        return &g_57;
    }
    l_69 = &l_68;
    if ((((((*g_52) == (void*)0) , (**g_52)) >= p_11) & (((((g_7[0] < g_55[0][4]) , g_55[0][4]) , p_11) , (void*)0) != l_89)))
    { /* block id: 38 */
        uint32_t l_94 = 0x1E2E4825L;
        int32_t * const *l_106 = (void*)0;
        for (g_57 = 3; (g_57 >= 0); g_57 -= 1)
        { /* block id: 41 */
            int32_t * const l_99 = (void*)0;
            int32_t * const *l_98 = &l_99;
            int32_t * const **l_97[3][4][4] = {{{&l_98,&l_98,&l_98,&l_98},{&l_98,&l_98,(void*)0,&l_98},{&l_98,&l_98,(void*)0,&l_98},{&l_98,(void*)0,(void*)0,&l_98}},{{&l_98,&l_98,&l_98,(void*)0},{&l_98,&l_98,&l_98,&l_98},{&l_98,&l_98,(void*)0,&l_98},{&l_98,&l_98,&l_98,(void*)0}},{{&l_98,&l_98,&l_98,&l_98},{&l_98,(void*)0,&l_98,&l_98},{(void*)0,&l_98,&l_98,&l_98},{&l_98,&l_98,&l_98,&l_98}}};
            uint16_t *l_109 = &l_76;
            uint32_t *l_110 = &g_111;
            const int16_t l_143 = 0L;
            int32_t ****l_177 = &g_174[0][0];
            int i, j, k;
            (*g_104) = ((((safe_add_func_uint32_t_u_u(((safe_rshift_func_uint16_t_u_s((g_3[1] , l_94), 10)) , (((*l_110) &= (safe_sub_func_uint8_t_u_u(((((l_106 = (g_103[2][1][0] = (g_100[2][2] = (void*)0))) != (((((g_48 ^ ((*l_109) = ((safe_lshift_func_uint8_t_u_u((((g_57 == l_94) | p_11) <= 65526UL), 1)) == g_27))) | 0UL) <= (*l_69)) , g_102[3][1][2]) , (void*)0)) == p_11) , g_55[0][4]), g_4))) ^ g_61)), (*g_104))) | p_11) , p_11) != 0xDFF64A250B3776B1LL);
            if ((g_43 , (*g_104)))
            { /* block id: 48 */
                int8_t *l_128 = &g_50;
                int8_t *l_139[3];
                uint16_t *l_141 = &g_142;
                int64_t *l_144 = &g_43;
                uint8_t *l_153 = &g_154[0][4][2];
                uint8_t *l_157 = &g_158;
                int i;
                for (i = 0; i < 3; i++)
                    l_139[i] = &g_140;
                (*l_65) = (((*l_144) = (safe_mul_func_int8_t_s_s((safe_div_func_uint16_t_u_u((safe_div_func_int8_t_s_s((safe_lshift_func_int8_t_s_u((safe_rshift_func_int8_t_s_u(g_43, (((((safe_mul_func_uint16_t_u_u(((*l_141) = (((safe_rshift_func_int8_t_s_s((safe_rshift_func_int8_t_s_s(((*l_128) = 7L), (p_11 || ((*l_110) = (safe_lshift_func_uint16_t_u_u((((((*l_109) = (((safe_add_func_uint8_t_u_u((safe_rshift_func_uint8_t_u_u((safe_unary_minus_func_uint32_t_u((((g_140 = (safe_sub_func_uint16_t_u_u((~(((*l_65) , g_111) | g_111)), p_11))) , p_11) > 0x6FL))), p_11)), g_61)) > (-1L)) < 0x961C7848F6BBE48DLL)) > g_57) , &g_103[5][0][1]) == (void*)0), p_11)))))), g_102[1][1][1])) || p_11) ^ 1L)), p_11)) , p_11) , l_143) ^ p_11) , p_11))), g_4)), g_55[2][6])), g_7[0])), g_55[3][1]))) >= g_55[3][4]);
                (*l_66) = ((++(*l_89)) || (((*l_89) &= g_102[4][2][4]) ^ (((*l_128) = (0x8FL || (safe_mul_func_int16_t_s_s(g_105, (safe_div_func_uint8_t_u_u(g_2, ((*l_157) = ((*l_153)--)))))))) , (((p_11 , &g_140) == &g_50) <= g_7[0]))));
            }
            else
            { /* block id: 62 */
                int32_t l_159[5];
                volatile int32_t **l_160[3][8][1] = {{{&g_53},{&g_53},{&g_53},{&g_53},{&g_53},{&g_53},{(void*)0},{&g_53}},{{&g_53},{&g_53},{&g_53},{&g_53},{&g_53},{&g_53},{&g_53},{&g_53}},{{&g_53},{(void*)0},{&g_53},{&g_53},{&g_53},{&g_53},{&g_53},{&g_53}}};
                int i, j, k;
                for (i = 0; i < 5; i++)
                    l_159[i] = 7L;
                l_159[0] ^= (-3L);
                (*g_52) = (*g_52);
                (*g_53) = p_11;
                if ((*g_104))
                    break;
            }
            (*g_53) = (~(safe_rshift_func_int8_t_s_u((safe_add_func_int32_t_s_s(((*g_104) = ((!(safe_mod_func_uint8_t_u_u((safe_mul_func_int8_t_s_s(g_3[4], (p_11 & (l_171 > ((3L && (safe_mod_func_int32_t_s_s((((((*l_177) = g_174[0][0]) != &g_103[2][1][0]) , 0x3C72FFF6L) , (-1L)), g_43))) ^ (-9L)))))), p_11))) && g_142)), p_11)), 6)));
            (*g_104) ^= (*l_66);
            for (p_11 = 0; (p_11 <= 3); p_11 += 1)
            { /* block id: 74 */
                int32_t l_181 = 0L;
                int i, j;
                l_181 = ((*l_65) |= (safe_add_func_int8_t_s_s((~g_55[p_11][(g_57 + 3)]), (0xED5ED8C9L || g_55[p_11][(g_57 + 3)]))));
            }
        }
        l_65 = &l_68;
    }
    else
    { /* block id: 80 */
        int32_t *l_182 = &g_7[0];
        return l_182;
    }
    return l_184;
}


/* ------------------------------------------ */
/* 
 * reads : g_4 g_7 g_43 g_48 g_2 g_27 g_52 g_57 g_3 g_55 g_53
 * writes: g_27 g_43 g_48 g_50 g_55 g_57 g_61 g_2
 */
static uint64_t  func_12(uint8_t  p_13, int32_t * p_14, const int32_t * p_15)
{ /* block id: 8 */
    int32_t *l_24 = &g_4;
    int32_t **l_25 = &l_24;
    int32_t *l_26 = &g_27;
    int64_t *l_42[6][8][5] = {{{&g_43,&g_43,&g_43,(void*)0,&g_43},{&g_43,&g_43,&g_43,(void*)0,(void*)0},{&g_43,&g_43,&g_43,&g_43,&g_43},{&g_43,&g_43,&g_43,&g_43,&g_43},{&g_43,(void*)0,&g_43,(void*)0,&g_43},{&g_43,&g_43,&g_43,&g_43,&g_43},{&g_43,(void*)0,&g_43,&g_43,&g_43},{(void*)0,&g_43,&g_43,&g_43,(void*)0}},{{&g_43,&g_43,&g_43,&g_43,&g_43},{&g_43,&g_43,(void*)0,&g_43,&g_43},{&g_43,&g_43,&g_43,&g_43,&g_43},{&g_43,&g_43,&g_43,(void*)0,(void*)0},{&g_43,&g_43,&g_43,&g_43,&g_43},{&g_43,(void*)0,(void*)0,&g_43,&g_43},{&g_43,&g_43,&g_43,&g_43,&g_43},{&g_43,&g_43,(void*)0,&g_43,&g_43}},{{(void*)0,&g_43,&g_43,&g_43,&g_43},{(void*)0,&g_43,&g_43,&g_43,(void*)0},{&g_43,&g_43,&g_43,&g_43,&g_43},{(void*)0,&g_43,(void*)0,&g_43,&g_43},{&g_43,&g_43,&g_43,(void*)0,&g_43},{(void*)0,&g_43,&g_43,(void*)0,&g_43},{(void*)0,&g_43,&g_43,&g_43,&g_43},{&g_43,(void*)0,&g_43,(void*)0,&g_43}},{{&g_43,&g_43,&g_43,&g_43,&g_43},{&g_43,&g_43,&g_43,(void*)0,&g_43},{&g_43,&g_43,&g_43,(void*)0,&g_43},{&g_43,(void*)0,&g_43,&g_43,(void*)0},{&g_43,&g_43,&g_43,&g_43,&g_43},{&g_43,(void*)0,(void*)0,&g_43,&g_43},{&g_43,&g_43,&g_43,&g_43,&g_43},{(void*)0,&g_43,&g_43,&g_43,&g_43}},{{&g_43,&g_43,&g_43,&g_43,&g_43},{&g_43,(void*)0,&g_43,&g_43,&g_43},{&g_43,&g_43,&g_43,&g_43,&g_43},{&g_43,&g_43,&g_43,(void*)0,&g_43},{&g_43,&g_43,(void*)0,&g_43,&g_43},{&g_43,&g_43,&g_43,&g_43,(void*)0},{(void*)0,&g_43,&g_43,&g_43,(void*)0},{&g_43,&g_43,(void*)0,(void*)0,&g_43}},{{&g_43,&g_43,&g_43,&g_43,&g_43},{&g_43,(void*)0,&g_43,&g_43,&g_43},{&g_43,&g_43,&g_43,&g_43,&g_43},{&g_43,&g_43,(void*)0,&g_43,&g_43},{&g_43,&g_43,&g_43,&g_43,&g_43},{&g_43,(void*)0,&g_43,&g_43,(void*)0},{&g_43,&g_43,&g_43,&g_43,&g_43},{&g_43,&g_43,(void*)0,&g_43,&g_43}}};
    uint8_t *l_47 = &g_48;
    int8_t *l_49 = &g_50;
    int32_t l_51 = 0L;
    uint64_t *l_54 = &g_55[0][4];
    int32_t *l_56 = &g_57;
    int16_t *l_60 = &g_61;
    uint16_t l_63[10][5][3] = {{{0UL,65531UL,0xD4FDL},{65527UL,0x03C6L,65529UL},{0UL,0xC220L,0UL},{0x98B4L,65527UL,65529UL},{0xB7EBL,1UL,0xD4FDL}},{{65529UL,65527UL,65527UL},{0xD4FDL,0xC220L,0x78A1L},{65529UL,0x03C6L,65529UL},{0xB7EBL,65531UL,0x78A1L},{0x98B4L,0x98B4L,65527UL}},{{0UL,65531UL,0xD4FDL},{65527UL,0x03C6L,65529UL},{0UL,0xC220L,0UL},{0x98B4L,65527UL,65529UL},{0xB7EBL,1UL,0xD4FDL}},{{65529UL,65527UL,65527UL},{0xD4FDL,0xC220L,0x78A1L},{65529UL,0x03C6L,65529UL},{0xB7EBL,65531UL,0x78A1L},{0x98B4L,0x98B4L,65527UL}},{{0UL,65531UL,0xD4FDL},{65527UL,0x03C6L,65529UL},{0UL,0xC220L,0UL},{0x98B4L,65527UL,65529UL},{0xB7EBL,1UL,0xD4FDL}},{{65529UL,65527UL,65527UL},{0xD4FDL,0xC220L,0x78A1L},{65529UL,0x03C6L,65529UL},{0xB7EBL,65531UL,0x78A1L},{0x98B4L,0x98B4L,65527UL}},{{0UL,65531UL,0xD4FDL},{65527UL,0x03C6L,65529UL},{0UL,0xC220L,0UL},{0x98B4L,65527UL,65529UL},{0xB7EBL,1UL,0xD4FDL}},{{65529UL,65527UL,65527UL},{0xD4FDL,0xC220L,0x78A1L},{65529UL,0x03C6L,65529UL},{0xB7EBL,65531UL,0x78A1L},{0x98B4L,0x98B4L,65527UL}},{{0UL,65531UL,0xD4FDL},{65527UL,0x03C6L,65529UL},{0UL,0xC220L,0UL},{0x98B4L,65527UL,65529UL},{0xB7EBL,1UL,0xD4FDL}},{{65529UL,65527UL,65527UL},{0xD4FDL,0xC220L,0x78A1L},{65529UL,0x03C6L,65529UL},{0xD4FDL,2UL,0UL},{65527UL,65527UL,65529UL}}};
    int i, j, k;
    (*l_25) = l_24;
    (*l_26) = (-10L);
    (*l_56) &= ((safe_mod_func_uint16_t_u_u((((*l_54) = (safe_mul_func_uint8_t_u_u((!(*l_24)), ((((safe_mul_func_int8_t_s_s(((*l_49) = (safe_add_func_int16_t_s_s((safe_lshift_func_uint16_t_u_u((safe_sub_func_int32_t_s_s((((g_7[0] , (+(g_43 &= (p_13 , (-9L))))) != ((!(safe_mul_func_uint8_t_u_u(((*l_47) ^= 0UL), 0UL))) > 1L)) <= g_2), g_27)), g_27)), g_4))), l_51)) , g_52) != (void*)0) == p_13)))) != p_13), 0xCBE0L)) , (*p_14));
    (*g_53) = (safe_sub_func_int64_t_s_s(((**l_25) , (((((*l_60) = 0xA641L) >= (((((((safe_unary_minus_func_int32_t_s((p_13 || ((**l_25) != (&l_24 != (void*)0))))) < p_13) <= g_3[1]) , 0L) < p_13) , (**l_25)) == g_43)) >= g_55[0][2]) , g_7[0])), g_7[0]));
    return l_63[2][0][0];
}




/* ---------------------------------------- */
int main (void)
{
    int i, j, k;
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_2, "g_2", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_3[i], "g_3[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_4, "g_4", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_7[i], "g_7[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_27, "g_27", print_hash_value);
    transparent_crc(g_43, "g_43", print_hash_value);
    transparent_crc(g_48, "g_48", print_hash_value);
    transparent_crc(g_50, "g_50", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 7; j++)
        {
            transparent_crc(g_55[i][j], "g_55[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_57, "g_57", print_hash_value);
    transparent_crc(g_61, "g_61", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 3; j++)
        {
            for (k = 0; k < 5; k++)
            {
                transparent_crc(g_102[i][j][k], "g_102[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_105, "g_105", print_hash_value);
    transparent_crc(g_111, "g_111", print_hash_value);
    transparent_crc(g_140, "g_140", print_hash_value);
    transparent_crc(g_142, "g_142", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        for (j = 0; j < 7; j++)
        {
            for (k = 0; k < 3; k++)
            {
                transparent_crc(g_154[i][j][k], "g_154[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_158, "g_158", print_hash_value);
    transparent_crc(g_260, "g_260", print_hash_value);
    transparent_crc(g_291, "g_291", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 60
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

XXX max expression depth: 36
breakdown:
   depth: 1, occurrence: 36
   depth: 2, occurrence: 6
   depth: 4, occurrence: 1
   depth: 10, occurrence: 1
   depth: 15, occurrence: 1
   depth: 16, occurrence: 2
   depth: 22, occurrence: 1
   depth: 28, occurrence: 1
   depth: 36, occurrence: 1

XXX total number of pointers: 78

XXX times a variable address is taken: 198
XXX times a pointer is dereferenced on RHS: 21
breakdown:
   depth: 1, occurrence: 17
   depth: 2, occurrence: 4
XXX times a pointer is dereferenced on LHS: 47
breakdown:
   depth: 1, occurrence: 45
   depth: 2, occurrence: 2
XXX times a pointer is compared with null: 6
XXX times a pointer is compared with address of another variable: 0
XXX times a pointer is compared with another pointer: 0
XXX times a pointer is qualified to be dereferenced: 1014

XXX max dereference level: 2
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 125
   level: 2, occurrence: 19
XXX number of pointers point to pointers: 23
XXX number of pointers point to scalars: 55
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 34.6
XXX average alias set size: 1.45

XXX times a non-volatile is read: 183
XXX times a non-volatile is write: 127
XXX times a volatile is read: 18
XXX    times read thru a pointer: 6
XXX times a volatile is write: 15
XXX    times written thru a pointer: 8
XXX times a volatile is available for access: 167
XXX percentage of non-volatile access: 90.4

XXX forward jumps: 0
XXX backward jumps: 2

XXX stmts: 32
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 11
   depth: 1, occurrence: 6
   depth: 2, occurrence: 6
   depth: 3, occurrence: 9

XXX percentage a fresh-made variable is used: 13.9
XXX percentage an existing variable is used: 86.1
********************* end of statistics **********************/

