/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 1010 --max-funcs 3 --max-block-depth 3 --max-expr-complexity 6 --float -o s1010.c
 * Seed:      1010
 */

#include <float.h>
#include <math.h>
#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
struct S0 {
   const int32_t  f0;
   int32_t  f1;
   uint16_t  f2;
   const uint32_t  f3;
   int8_t  f4;
   uint64_t  f5;
   const float  f6;
   const int64_t  f7;
   int32_t  f8;
   uint8_t  f9;
};

union U1 {
   int16_t  f0;
   struct S0  f1;
   uint64_t  f2;
   volatile int32_t  f3;
};

/* --- GLOBAL VARIABLES --- */
static volatile int64_t g_6[9] = {9L,9L,9L,9L,9L,9L,9L,9L,9L};
static float g_16 = 0x9.E8EE08p-56;
static int32_t g_20 = (-9L);
static int8_t g_23 = 0xCFL;
static struct S0 g_32 = {0x54D88F40L,-1L,0x0F0DL,6UL,1L,0x93D1D1CE175E0423LL,0xC.EDF6E7p+80,0x780BBC0977F3D967LL,0xFF52682FL,0xA8L};
static volatile uint8_t g_45[5] = {9UL,9UL,9UL,9UL,9UL};
static uint8_t g_57 = 0xA1L;
static uint16_t g_63 = 65528UL;
static struct S0 g_68 = {-1L,-2L,1UL,0xBEB33E2DL,0x64L,18446744073709551612UL,-0x1.7p+1,0xC616ADEA61E07D3ALL,0x897D506DL,255UL};
static struct S0 *g_71 = (void*)0;
static struct S0 **g_70[5] = {&g_71,&g_71,&g_71,&g_71,&g_71};
static volatile uint64_t g_84 = 0x1F57036DBD5D31C8LL;/* VOLATILE GLOBAL g_84 */
static uint16_t **g_100 = (void*)0;
static uint16_t *** volatile g_99 = &g_100;/* VOLATILE GLOBAL g_99 */
static uint16_t ***g_102[8] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
static uint16_t **** volatile g_101 = &g_102[4];/* VOLATILE GLOBAL g_101 */
static int16_t g_104 = 0xDD01L;
static int32_t * volatile g_105 = (void*)0;/* VOLATILE GLOBAL g_105 */
static volatile union U1 g_117 = {1L};/* VOLATILE GLOBAL g_117 */
static uint16_t g_156 = 0x9875L;
static volatile int8_t g_160[6] = {0xEEL,0xEEL,0xEEL,0xEEL,0xEEL,0xEEL};
static volatile int8_t g_161 = 0xF5L;/* VOLATILE GLOBAL g_161 */
static int32_t g_162 = 0x057FE0C2L;
static uint32_t g_163 = 0xBF9FFA76L;
static float g_180 = (-0x1.Ap+1);
static int16_t g_183 = 6L;
static volatile union U1 g_195 = {0x9DA9L};/* VOLATILE GLOBAL g_195 */
static uint16_t g_217 = 0x7427L;
static volatile union U1 g_221 = {1L};/* VOLATILE GLOBAL g_221 */
static const union U1 g_222 = {1L};/* VOLATILE GLOBAL g_222 */
static uint32_t g_233 = 4294967289UL;
static int32_t *g_250 = (void*)0;
static int32_t ** volatile g_249 = &g_250;/* VOLATILE GLOBAL g_249 */
static const int32_t *g_255 = &g_68.f1;
static const int32_t ** volatile g_254[1][2][1] = {{{&g_255},{&g_255}}};
static const int32_t ** volatile g_256 = (void*)0;/* VOLATILE GLOBAL g_256 */


/* --- FORWARD DECLARATIONS --- */
static int32_t  func_1(void);
static const int32_t * func_2(int32_t * p_3);
static int32_t * func_4(int8_t  p_5);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_6 g_20 g_32.f4 g_45 g_32.f9 g_57 g_63 g_84 g_68.f5 g_32.f2 g_99 g_101 g_32.f1 g_68 g_117 g_32.f8 g_117.f0 g_32.f6 g_32.f0 g_163 g_32.f7 g_183 g_104 g_195 g_23 g_217 g_221 g_222 g_221.f0 g_156 g_233 g_249 g_250
 * writes: g_20 g_32.f2 g_45 g_57 g_63 g_70 g_84 g_100 g_102 g_32.f1 g_32.f5 g_68.f4 g_16 g_156 g_163 g_180 g_183 g_105 g_104 g_217 g_233 g_250 g_255
 */
static int32_t  func_1(void)
{ /* block id: 0 */
    int64_t l_7[7][10][2] = {{{0x8607F47073E70D28LL,0x6F084217059141A9LL},{0x4489BE67E784B52DLL,0xEC2184E5A945CB81LL},{1L,0x7EA0D018D303F024LL},{1L,0x2A6F9A4D91F06E85LL},{0x58B39D20578CCA69LL,0xCF59F89F2E072305LL},{0x6F084217059141A9LL,0x83A0F0F5EBEC5EC6LL},{0xCF59F89F2E072305LL,1L},{1L,1L},{0xCF59F89F2E072305LL,0x83A0F0F5EBEC5EC6LL},{0x448110CBBBC254E7LL,0x19C44D4E2B79DC86LL}},{{0xCA6C84902314AF12LL,0x52B4B5A9CEA445A8LL},{0L,0x4489BE67E784B52DLL},{0xEC2184E5A945CB81LL,0L},{0x2A6F9A4D91F06E85LL,0x448110CBBBC254E7LL},{1L,5L},{0L,0x60CBEB969161D594LL},{1L,1L},{0x58B39D20578CCA69LL,0xBA9A984365721867LL},{0x60CBEB969161D594LL,0x2A6F9A4D91F06E85LL},{(-3L),1L}},{{0x8607F47073E70D28LL,(-3L)},{0x83A0F0F5EBEC5EC6LL,6L},{0x83A0F0F5EBEC5EC6LL,(-3L)},{0x8607F47073E70D28LL,1L},{(-3L),0x2A6F9A4D91F06E85LL},{0x60CBEB969161D594LL,0xBA9A984365721867LL},{0x58B39D20578CCA69LL,1L},{1L,0x60CBEB969161D594LL},{0L,5L},{1L,0x448110CBBBC254E7LL}},{{0x2A6F9A4D91F06E85LL,0L},{0xEC2184E5A945CB81LL,0x4489BE67E784B52DLL},{0L,0x52B4B5A9CEA445A8LL},{0xCA6C84902314AF12LL,0x19C44D4E2B79DC86LL},{0x448110CBBBC254E7LL,0x83A0F0F5EBEC5EC6LL},{0xCF59F89F2E072305LL,1L},{1L,1L},{0xCF59F89F2E072305LL,0x83A0F0F5EBEC5EC6LL},{0x448110CBBBC254E7LL,0x19C44D4E2B79DC86LL},{0xCA6C84902314AF12LL,0x52B4B5A9CEA445A8LL}},{{0L,0x4489BE67E784B52DLL},{0xEC2184E5A945CB81LL,0L},{0x2A6F9A4D91F06E85LL,0x448110CBBBC254E7LL},{1L,5L},{0L,0x60CBEB969161D594LL},{1L,1L},{0x58B39D20578CCA69LL,0xBA9A984365721867LL},{0x60CBEB969161D594LL,0x2A6F9A4D91F06E85LL},{(-3L),1L},{0x8607F47073E70D28LL,(-3L)}},{{0x83A0F0F5EBEC5EC6LL,6L},{0x83A0F0F5EBEC5EC6LL,(-3L)},{0x8607F47073E70D28LL,1L},{(-3L),0x2A6F9A4D91F06E85LL},{0x60CBEB969161D594LL,0xBA9A984365721867LL},{0x58B39D20578CCA69LL,1L},{1L,0x60CBEB969161D594LL},{0L,5L},{1L,0x448110CBBBC254E7LL},{0x2A6F9A4D91F06E85LL,0L}},{{0xEC2184E5A945CB81LL,0x4489BE67E784B52DLL},{0L,0x52B4B5A9CEA445A8LL},{0xCA6C84902314AF12LL,0x19C44D4E2B79DC86LL},{0x448110CBBBC254E7LL,0x83A0F0F5EBEC5EC6LL},{0xCF59F89F2E072305LL,1L},{1L,1L},{0xCF59F89F2E072305LL,0x83A0F0F5EBEC5EC6LL},{0x448110CBBBC254E7LL,0x19C44D4E2B79DC86LL},{0xCA6C84902314AF12LL,0x52B4B5A9CEA445A8LL},{0L,0x4489BE67E784B52DLL}}};
    uint32_t l_15[7][7][5] = {{{0xF4846E1DL,7UL,18446744073709551606UL,18446744073709551615UL,0xB5465392L},{0x7F9BD85DL,0xF8339546L,0xB5465392L,0x3735CA71L,18446744073709551612UL},{0xAD251A65L,18446744073709551608UL,0x8D9A65C8L,18446744073709551615UL,18446744073709551608UL},{0x7DC46221L,18446744073709551615UL,1UL,3UL,0x7F9BD85DL},{18446744073709551613UL,0x3DEE6EE3L,7UL,3UL,0x5B5F732BL},{18446744073709551615UL,18446744073709551614UL,18446744073709551612UL,18446744073709551615UL,0x71603728L},{0xF9103153L,0x776E9F81L,4UL,0x3735CA71L,0xF4846E1DL}},{{0x27936456L,18446744073709551611UL,0x90CB933DL,18446744073709551615UL,0x3735CA71L},{4UL,18446744073709551612UL,0xC63F78CAL,0UL,0xC63F78CAL},{0x90CB933DL,0x90CB933DL,0x03BA2937L,0xFCBDFAC8L,1UL},{0xF8339546L,0xBDDDD5D5L,0x2D17F492L,0x776E9F81L,18446744073709551609UL},{18446744073709551615UL,18446744073709551615UL,0x7F9BD85DL,1UL,0x7A3D58E5L},{0x395B915FL,0xBDDDD5D5L,0UL,18446744073709551615UL,9UL},{18446744073709551615UL,0x28BC1302L,18446744073709551608UL,0xFCBDFAC8L,4UL}},{{0x7F9BD85DL,1UL,0x776E9F81L,0xCEFC6E20L,0xA96DAD8BL},{0xD38C4615L,0xAD251A65L,0x90CB933DL,6UL,0x7DC46221L},{0xB1ED3090L,18446744073709551614UL,18446744073709551615UL,0x5545654AL,18446744073709551611UL},{18446744073709551612UL,0x2D17F492L,1UL,18446744073709551611UL,0x1002A956L},{0xA6722525L,0x3735CA71L,18446744073709551613UL,9UL,0x1002A956L},{18446744073709551615UL,0x90CB933DL,0xF4846E1DL,18446744073709551606UL,18446744073709551611UL},{18446744073709551615UL,18446744073709551606UL,18446744073709551615UL,0xD38C4615L,0x7DC46221L}},{{18446744073709551606UL,0xC63F78CAL,9UL,18446744073709551611UL,0xA96DAD8BL},{1UL,0x5B5F732BL,6UL,4UL,4UL},{7UL,0xFCBDFAC8L,7UL,0xB1ED3090L,9UL},{0x1002A956L,0x7DC46221L,0x2D17F492L,1UL,0UL},{18446744073709551611UL,18446744073709551615UL,0xBE308DDDL,18446744073709551615UL,18446744073709551612UL},{0UL,18446744073709551607UL,0x2D17F492L,0UL,0xCEFC6E20L},{0x5B5F732BL,3UL,7UL,0x3DEE6EE3L,18446744073709551613UL}},{{18446744073709551613UL,18446744073709551611UL,6UL,0UL,18446744073709551615UL},{0xB5465392L,18446744073709551613UL,9UL,0xA83A56CFL,1UL},{0x5881F6C9L,18446744073709551612UL,18446744073709551615UL,0xD70783DBL,0xBE308DDDL},{0xCEFC6E20L,18446744073709551615UL,0xF4846E1DL,0xC63F78CAL,0xBDDDD5D5L},{0x27936456L,0UL,18446744073709551613UL,0x776E9F81L,0xF8339546L},{0x27936456L,0x4B80CDE2L,1UL,0xF9103153L,1UL},{0xCEFC6E20L,0xB5465392L,18446744073709551615UL,0xBDDDD5D5L,1UL}},{{0x5881F6C9L,0xB1ED3090L,0x90CB933DL,0x7A3D58E5L,3UL},{0xB5465392L,0x259C42FAL,0x776E9F81L,18446744073709551615UL,0xB1ED3090L},{18446744073709551613UL,18446744073709551608UL,18446744073709551608UL,18446744073709551613UL,0xD70783DBL},{0x5B5F732BL,18446744073709551615UL,0UL,18446744073709551608UL,0UL},{0UL,0x395B915FL,0xF8339546L,0x2D17F492L,0x259C42FAL},{18446744073709551611UL,18446744073709551615UL,18446744073709551612UL,18446744073709551608UL,4UL},{0x1002A956L,1UL,0x7F9BD85DL,18446744073709551613UL,18446744073709551611UL}},{{7UL,0x3DEE6EE3L,18446744073709551613UL,18446744073709551615UL,18446744073709551615UL},{1UL,4UL,0x28BC1302L,0x7A3D58E5L,0xB5465392L},{18446744073709551606UL,0x71603728L,4UL,0xBDDDD5D5L,18446744073709551613UL},{18446744073709551615UL,0x27936456L,1UL,0xF9103153L,0x03BA2937L},{18446744073709551615UL,0xF8339546L,0x5B5F732BL,0x776E9F81L,0x7A3D58E5L},{0xA6722525L,0xF8339546L,0xCEFC6E20L,0xC63F78CAL,7UL},{18446744073709551612UL,0x27936456L,0x03BA2937L,0xD70783DBL,1UL}}};
    const int32_t **l_257 = &g_255;
    int i, j, k;
    (*l_257) = func_2(func_4(((g_6[6] != l_7[4][0][0]) , (safe_mod_func_int64_t_s_s((safe_mod_func_int8_t_s_s(((+(0UL != ((0xFFL != (safe_add_func_uint8_t_u_u(l_15[3][6][2], l_7[4][0][0]))) >= 0xE2L))) <= g_6[6]), l_15[4][2][3])), (-3L))))));
    return g_183;
}


/* ------------------------------------------ */
/* 
 * reads : g_68.f7 g_32.f0 g_68.f0 g_163 g_117 g_20 g_68.f2 g_45 g_32.f7 g_32.f2 g_32.f8 g_68.f3 g_183 g_104 g_68.f4 g_195 g_23 g_217 g_221 g_222 g_221.f0 g_68.f8 g_68.f1 g_156 g_233 g_32.f1 g_249 g_250
 * writes: g_16 g_156 g_163 g_32.f2 g_180 g_183 g_105 g_104 g_217 g_233 g_32.f1 g_20 g_250
 */
static const int32_t * func_2(int32_t * p_3)
{ /* block id: 70 */
    int64_t l_148 = 0xFE39278E08496B46LL;
    float *l_155 = &g_16;
    int32_t *l_157 = &g_20;
    int32_t *l_158 = &g_20;
    int32_t *l_159[10][2] = {{&g_68.f1,&g_32.f1},{&g_68.f1,&g_68.f1},{&g_68.f1,&g_32.f1},{&g_68.f1,&g_68.f1},{&g_68.f1,&g_32.f1},{&g_68.f1,&g_68.f1},{&g_68.f1,&g_32.f1},{&g_68.f1,&g_68.f1},{&g_68.f1,&g_32.f1},{&g_68.f1,&g_68.f1}};
    int16_t l_174 = (-2L);
    int8_t l_181 = 1L;
    uint8_t l_184 = 252UL;
    const struct S0 l_194 = {-8L,-10L,0UL,4294967290UL,0L,1UL,0xE.FED8C7p+5,-1L,0x174007D9L,0xC1L};
    int i, j;
    g_156 = (safe_div_func_float_f_f((safe_add_func_float_f_f((0x8.6p-1 > (safe_add_func_float_f_f((safe_mul_func_float_f_f((0x8.CA0577p+30 <= l_148), g_68.f7)), ((safe_sub_func_float_f_f(((*l_155) = ((safe_mul_func_float_f_f(((safe_add_func_float_f_f(0xA.3908BBp+24, g_32.f0)) < 0x9.E7F87Ap-57), g_68.f0)) > l_148)), l_148)) > l_148)))), l_148)), l_148));
    ++g_163;
    if ((g_117 , (safe_sub_func_uint64_t_u_u(((*l_157) >= (*l_157)), ((!(((((safe_lshift_func_int8_t_s_s((!(((safe_div_func_int64_t_s_s(((((*l_158) != 0x946FL) >= 0x89B6L) > g_68.f2), 0xA07A3B2D896DF701LL)) != 0xF087EB8CE4A9CA1ELL) , g_45[4])), 4)) , (*l_157)) == l_174) , 0xCBA657FA0007F3C8LL) <= 0x6F5E02EBC21351B3LL)) > g_32.f7)))))
    { /* block id: 74 */
        int32_t **l_175 = &l_159[7][1];
        int32_t l_182 = 0x447F4B43L;
        (*l_175) = &g_20;
        for (g_32.f2 = 0; (g_32.f2 <= 7); g_32.f2 += 1)
        { /* block id: 78 */
            uint8_t l_178 = 255UL;
            float *l_179 = &g_180;
            g_183 = ((((safe_lshift_func_uint8_t_u_u(250UL, 0)) , ((l_178 > g_32.f8) >= (0x1.6p-1 != ((((*l_179) = ((*l_155) = ((void*)0 == l_159[9][0]))) <= g_32.f7) != 0xA.97A0ADp-62)))) < l_181) > l_182);
            g_105 = p_3;
            l_184++;
        }
    }
    else
    { /* block id: 85 */
        int16_t *l_193 = &g_104;
        int32_t l_196 = (-3L);
        int32_t l_209 = 0L;
        int32_t l_210 = 0xF07718F6L;
        int32_t l_211 = (-1L);
        int32_t l_212 = (-1L);
        int32_t l_214 = 0xCEA670ACL;
        int32_t l_215 = 0x209C864BL;
        int32_t l_216[2][3][5] = {{{0xAB0D6962L,0xAB0D6962L,0xAB0D6962L,0xAB0D6962L,0xAB0D6962L},{0xABF22511L,0xABF22511L,0xABF22511L,0xABF22511L,0xABF22511L},{0xAB0D6962L,0xAB0D6962L,0xAB0D6962L,0xAB0D6962L,0xAB0D6962L}},{{0xABF22511L,0xABF22511L,0xABF22511L,0xABF22511L,0xABF22511L},{0xAB0D6962L,0xAB0D6962L,0xAB0D6962L,0xAB0D6962L,0xAB0D6962L},{0xABF22511L,0xABF22511L,0xABF22511L,0xABF22511L,0xABF22511L}}};
        const uint16_t *l_245 = &g_217;
        const uint16_t **l_244 = &l_245;
        const uint16_t ***l_243[8][10] = {{(void*)0,&l_244,&l_244,&l_244,&l_244,&l_244,&l_244,&l_244,&l_244,&l_244},{&l_244,&l_244,&l_244,&l_244,&l_244,&l_244,&l_244,&l_244,&l_244,&l_244},{(void*)0,&l_244,&l_244,&l_244,&l_244,&l_244,&l_244,&l_244,&l_244,&l_244},{(void*)0,&l_244,&l_244,&l_244,&l_244,&l_244,&l_244,&l_244,&l_244,&l_244},{&l_244,&l_244,&l_244,&l_244,&l_244,&l_244,&l_244,&l_244,&l_244,&l_244},{(void*)0,&l_244,&l_244,&l_244,&l_244,&l_244,&l_244,&l_244,&l_244,&l_244},{(void*)0,&l_244,&l_244,&l_244,&l_244,&l_244,&l_244,&l_244,&l_244,&l_244},{&l_244,&l_244,&l_244,&l_244,&l_244,&l_244,&l_244,&l_244,&l_244,&l_244}};
        const uint16_t ****l_242 = &l_243[4][0];
        int i, j, k;
        if (((((((g_68.f3 & (g_183 && 0xAADBFA3D356C0FDELL)) ^ ((((safe_rshift_func_int16_t_s_s(((*l_193) |= (safe_div_func_uint32_t_u_u((safe_div_func_int64_t_s_s((g_32.f2 | 4UL), 0x5041D7ACCDA13051LL)), (*p_3)))), 8)) , (*l_157)) >= 0x3EL) && 0x741154D9L)) , 3L) , l_194) , g_68.f4) || (*l_158)))
        { /* block id: 87 */
            uint16_t ****l_203 = &g_102[4];
            int32_t l_204 = 7L;
            int32_t l_207 = (-9L);
            int32_t l_208[5];
            uint64_t l_251[3];
            int i;
            for (i = 0; i < 5; i++)
                l_208[i] = (-6L);
            for (i = 0; i < 3; i++)
                l_251[i] = 0x0A034DD1A1727C7DLL;
            if (((l_204 = ((g_195 , l_196) != (safe_add_func_int64_t_s_s((((safe_mul_func_int16_t_s_s((safe_add_func_int32_t_s_s(g_23, ((void*)0 == l_203))), l_196)) >= (*p_3)) == 0xA83FB6A7L), l_204)))) ^ 0UL))
            { /* block id: 89 */
                float l_205 = 0xB.A9FF0Fp+79;
                int32_t l_206 = (-8L);
                int32_t l_213 = 4L;
                int32_t **l_220 = &l_157;
                ++g_217;
                (*l_220) = (void*)0;
                g_32.f1 |= ((g_221 , g_222) , (((g_233 |= (g_221.f0 , (((safe_add_func_int64_t_s_s(g_68.f8, ((safe_mod_func_int64_t_s_s((safe_div_func_int32_t_s_s(((safe_add_func_int32_t_s_s((((safe_lshift_func_int16_t_s_s(0x33F7L, g_68.f1)) , l_212) ^ 65528UL), g_68.f4)) & 1L), (-9L))), l_204)) >= 0UL))) , g_156) && (*p_3)))) || 2UL) <= l_207));
            }
            else
            { /* block id: 94 */
                uint32_t l_241[10] = {6UL,6UL,6UL,6UL,6UL,6UL,6UL,6UL,6UL,6UL};
                uint16_t * const **l_247 = (void*)0;
                uint16_t * const *** const l_246 = &l_247;
                int64_t *l_248 = &l_148;
                int i;
                (*p_3) = l_207;
                (*g_249) = (l_159[0][0] = ((safe_mod_func_int32_t_s_s((*p_3), ((safe_sub_func_int16_t_s_s((safe_unary_minus_func_uint64_t_u((safe_rshift_func_uint16_t_u_s(((void*)0 != &g_161), (((*l_248) = (l_241[4] && (l_242 != l_246))) ^ 18446744073709551607UL))))), (-7L))) ^ l_208[3]))) , &g_20));
                return p_3;
            }
            --l_251[0];
        }
        else
        { /* block id: 102 */
            return l_155;
        }
    }
    return (*g_249);
}


/* ------------------------------------------ */
/* 
 * reads : g_6 g_20 g_32.f4 g_45 g_32.f9 g_57 g_63 g_84 g_68.f5 g_32.f2 g_99 g_101 g_32.f1 g_68 g_117 g_32.f8 g_117.f0 g_32.f6
 * writes: g_20 g_32.f2 g_45 g_57 g_63 g_70 g_84 g_100 g_102 g_32.f1 g_32.f5 g_68.f4 g_16
 */
static int32_t * func_4(int8_t  p_5)
{ /* block id: 1 */
    int32_t * const l_19 = &g_20;
    uint32_t l_48 = 0x4C43DCC5L;
    struct S0 *l_67 = &g_68;
    struct S0 **l_66 = &l_67;
    int32_t l_74[10];
    uint16_t *l_132 = &g_68.f2;
    int i;
    for (i = 0; i < 10; i++)
        l_74[i] = (-1L);
    for (p_5 = 0; (p_5 < (-22)); p_5 = safe_sub_func_uint16_t_u_u(p_5, 1))
    { /* block id: 4 */
        int32_t *l_21 = &g_20;
        int8_t *l_22[8][8] = {{(void*)0,&g_23,(void*)0,(void*)0,&g_23,(void*)0,&g_23,&g_23},{(void*)0,&g_23,(void*)0,&g_23,&g_23,&g_23,&g_23,&g_23},{&g_23,(void*)0,&g_23,&g_23,&g_23,&g_23,&g_23,&g_23},{&g_23,&g_23,&g_23,(void*)0,&g_23,&g_23,&g_23,(void*)0},{&g_23,(void*)0,&g_23,(void*)0,&g_23,&g_23,&g_23,&g_23},{(void*)0,(void*)0,&g_23,&g_23,&g_23,(void*)0,&g_23,(void*)0},{&g_23,&g_23,(void*)0,&g_23,&g_23,(void*)0,&g_23,&g_23},{&g_23,&g_23,(void*)0,&g_23,(void*)0,(void*)0,(void*)0,(void*)0}};
        int32_t l_44 = 6L;
        uint16_t *l_98 = &g_32.f2;
        uint16_t ** const l_97 = &l_98;
        int16_t *l_103[9][3] = {{&g_104,(void*)0,&g_104},{&g_104,(void*)0,&g_104},{&g_104,(void*)0,&g_104},{&g_104,(void*)0,&g_104},{&g_104,(void*)0,&g_104},{&g_104,(void*)0,&g_104},{&g_104,(void*)0,&g_104},{&g_104,(void*)0,&g_104},{&g_104,(void*)0,&g_104}};
        int32_t *l_106[1][10][6] = {{{&g_68.f1,&l_44,(void*)0,(void*)0,&g_32.f1,&l_74[8]},{(void*)0,&l_44,&l_74[8],&l_44,(void*)0,(void*)0},{(void*)0,&g_68.f1,&l_44,&l_44,&l_74[8],&g_68.f1},{&l_44,&l_74[2],(void*)0,&g_68.f1,&l_74[0],&g_68.f1},{(void*)0,&l_74[8],&l_44,&l_44,&l_74[8],(void*)0},{&l_74[0],&l_74[0],&l_74[8],&g_32.f1,(void*)0,&l_74[8]},{&l_74[0],(void*)0,(void*)0,(void*)0,&l_44,(void*)0},{&l_74[0],&l_44,(void*)0,&g_32.f1,(void*)0,&l_44},{&l_74[0],(void*)0,&g_68.f1,&l_44,&l_44,&l_74[8]},{(void*)0,&l_44,&g_32.f1,&g_68.f1,&g_68.f1,(void*)0}}};
        float l_111 = 0x0.6p+1;
        const uint16_t *l_116[2][10] = {{&g_32.f2,&g_63,&g_32.f2,&g_32.f2,&g_63,&g_63,&g_63,&g_63,&g_32.f2,&g_32.f2},{&g_68.f2,&g_68.f2,&g_32.f2,&g_63,&g_32.f2,&g_32.f2,&g_32.f2,&g_63,&g_32.f2,&g_68.f2}};
        const uint16_t **l_115 = &l_116[1][0];
        uint16_t l_139[9] = {0UL,65535UL,0UL,65535UL,0UL,65535UL,0UL,65535UL,0UL};
        int i, j, k;
        if ((((*l_19) = (l_19 == l_21)) , (safe_sub_func_uint8_t_u_u(g_6[0], (safe_lshift_func_uint8_t_u_u(((safe_mul_func_uint8_t_u_u((l_19 == l_21), (*l_21))) & 0xA233L), p_5))))))
        { /* block id: 6 */
            struct S0 *l_31[1];
            struct S0 **l_30 = &l_31[0];
            int i;
            for (i = 0; i < 1; i++)
                l_31[i] = &g_32;
            (*l_30) = (void*)0;
            if (g_32.f4)
                break;
            for (g_32.f2 = (-24); (g_32.f2 > 18); g_32.f2 = safe_add_func_int8_t_s_s(g_32.f2, 8))
            { /* block id: 11 */
                int32_t *l_35 = &g_20;
                int32_t *l_36 = &g_32.f1;
                int32_t *l_37 = &g_20;
                int32_t *l_38 = &g_20;
                int32_t *l_39 = &g_32.f1;
                int32_t *l_40 = &g_32.f1;
                int32_t *l_41 = &g_32.f1;
                int32_t *l_42 = &g_20;
                int32_t *l_43[6][4][10] = {{{&g_20,(void*)0,&g_32.f1,&g_32.f1,(void*)0,&g_32.f1,(void*)0,&g_32.f1,(void*)0,&g_32.f1},{&g_20,(void*)0,&g_20,&g_32.f1,(void*)0,&g_32.f1,&g_32.f1,&g_32.f1,(void*)0,&g_20},{&g_32.f1,&g_20,&g_20,&g_20,(void*)0,&g_20,&g_32.f1,&g_32.f1,&g_20,(void*)0},{&g_20,&g_20,&g_20,&g_20,(void*)0,(void*)0,(void*)0,&g_32.f1,&g_20,&g_32.f1}},{{(void*)0,&g_32.f1,&g_32.f1,&g_32.f1,(void*)0,&g_32.f1,&g_20,(void*)0,&g_20,&g_32.f1},{&g_20,&g_20,&g_20,&g_20,&g_20,&g_32.f1,&g_32.f1,&g_20,&g_20,(void*)0},{(void*)0,(void*)0,&g_32.f1,&g_20,&g_20,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&g_32.f1,&g_32.f1,&g_20,&g_20,&g_32.f1,&g_32.f1,&g_20,&g_20,&g_32.f1,&g_20}},{{(void*)0,&g_20,&g_20,&g_32.f1,(void*)0,(void*)0,&g_32.f1,(void*)0,(void*)0,(void*)0},{(void*)0,&g_32.f1,(void*)0,&g_32.f1,(void*)0,&g_32.f1,(void*)0,&g_32.f1,&g_32.f1,&g_20},{&g_32.f1,(void*)0,&g_32.f1,&g_32.f1,&g_20,&g_32.f1,(void*)0,&g_20,&g_32.f1,&g_32.f1},{&g_20,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,&g_20,&g_20,&g_32.f1}},{{&g_32.f1,&g_32.f1,&g_20,&g_20,&g_32.f1,&g_20,&g_32.f1,&g_32.f1,&g_32.f1,(void*)0},{(void*)0,&g_20,&g_20,&g_32.f1,&g_32.f1,&g_32.f1,&g_20,&g_20,(void*)0,&g_20},{&g_20,&g_32.f1,(void*)0,&g_32.f1,&g_32.f1,&g_32.f1,(void*)0,&g_20,&g_32.f1,&g_32.f1},{(void*)0,(void*)0,&g_32.f1,&g_32.f1,&g_20,&g_20,&g_32.f1,&g_32.f1,(void*)0,(void*)0}},{{&g_32.f1,&g_20,(void*)0,&g_32.f1,&g_20,&g_32.f1,&g_32.f1,(void*)0,&g_32.f1,(void*)0},{&g_20,(void*)0,&g_20,&g_20,&g_20,&g_32.f1,&g_20,&g_20,&g_20,(void*)0},{&g_20,&g_32.f1,&g_20,(void*)0,&g_20,&g_20,(void*)0,(void*)0,&g_32.f1,&g_32.f1},{&g_32.f1,&g_20,&g_20,&g_32.f1,&g_32.f1,&g_20,&g_20,&g_32.f1,&g_32.f1,&g_20}},{{&g_20,&g_20,(void*)0,&g_32.f1,&g_32.f1,&g_32.f1,(void*)0,&g_20,(void*)0,(void*)0},{&g_20,&g_32.f1,&g_20,&g_32.f1,&g_32.f1,&g_32.f1,(void*)0,&g_32.f1,&g_32.f1,&g_32.f1},{&g_32.f1,&g_20,&g_32.f1,&g_20,(void*)0,&g_20,&g_20,(void*)0,(void*)0,&g_32.f1},{(void*)0,&g_20,(void*)0,&g_32.f1,&g_20,&g_32.f1,(void*)0,(void*)0,&g_32.f1,&g_20}}};
                int i, j, k;
                g_45[4]--;
                if (l_48)
                    break;
                return l_35;
            }
        }
        else
        { /* block id: 16 */
            uint16_t *l_49 = (void*)0;
            uint16_t *l_50 = &g_32.f2;
            uint8_t *l_56[6];
            uint16_t *l_60 = (void*)0;
            uint16_t *l_61 = (void*)0;
            uint16_t *l_62 = &g_63;
            struct S0 ***l_69[8] = {&l_66,&l_66,&l_66,&l_66,&l_66,&l_66,&l_66,&l_66};
            const int32_t l_72 = (-10L);
            int32_t l_83[3];
            uint16_t l_96 = 1UL;
            int i;
            for (i = 0; i < 6; i++)
                l_56[i] = &g_57;
            for (i = 0; i < 3; i++)
                l_83[i] = 0x0C9FB339L;
            if ((((*l_50) = g_32.f9) != (0xF8L < (safe_lshift_func_int16_t_s_u(((+(safe_add_func_uint8_t_u_u((g_57++), p_5))) && ((g_70[1] = (((*l_62)++) , l_66)) == ((p_5 ^ l_72) , (void*)0))), (*l_21))))))
            { /* block id: 21 */
                uint32_t l_73[10][3][8] = {{{0xA404EFFBL,0xDC072627L,0x8F170593L,0x84D55884L,5UL,0x3A2FA3D2L,0x065A8C89L,0x065A8C89L},{0x0812B24AL,0xA34A9EDBL,0xE34458F4L,0xE34458F4L,4294967295UL,0xE34458F4L,0x0812B24AL,4294967295UL},{0x3497F94FL,0xDC072627L,4294967295UL,4294967295UL,4294967295UL,0x8F170593L,0x7E6E873FL,0x3A4418BAL}},{{0x3A2FA3D2L,0UL,0x0812B24AL,4294967295UL,0xB4487636L,4294967295UL,0x84D55884L,4294967295UL},{0xA404EFFBL,0xB4487636L,1UL,0xB4487636L,0xA404EFFBL,0xA34A9EDBL,4294967295UL,3UL},{4294967295UL,4294967295UL,0x8F170593L,5UL,3UL,0xDC072627L,0xE34458F4L,0xB4487636L}},{{1UL,0x0812B24AL,0x8F170593L,0UL,6UL,4294967295UL,4294967295UL,6UL},{3UL,1UL,1UL,3UL,4294967295UL,0x3A4418BAL,0x84D55884L,0xE34458F4L},{0UL,0x8F170593L,0x0812B24AL,1UL,0x3A4418BAL,4294967295UL,0x7E6E873FL,5UL}},{{5UL,0x8F170593L,4294967295UL,4294967295UL,0x0812B24AL,0x3A4418BAL,0x0812B24AL,4294967295UL},{0xB4487636L,1UL,0xB4487636L,0xA404EFFBL,0xA34A9EDBL,4294967295UL,3UL,0x0812B24AL},{4294967295UL,0x0812B24AL,0UL,0x3A2FA3D2L,1UL,0xDC072627L,0xA34A9EDBL,0x8F170593L}},{{4294967295UL,4294967295UL,0xDC072627L,0x3497F94FL,0xA34A9EDBL,0xA34A9EDBL,0x3497F94FL,0xDC072627L},{0xB4487636L,0xB4487636L,4294967295UL,0xE34458F4L,0x0812B24AL,4294967295UL,0x065A8C89L,0x84D55884L},{5UL,0UL,0xA34A9EDBL,4294967295UL,0x3A4418BAL,0x8F170593L,1UL,0x84D55884L}},{{0UL,0xDC072627L,0x3A2FA3D2L,0xE34458F4L,4294967295UL,0xE34458F4L,0x3A2FA3D2L,0xDC072627L},{3UL,4294967295UL,4294967295UL,0x3497F94FL,6UL,0xA404EFFBL,0xDC072627L,0x8F170593L},{1UL,0xA34A9EDBL,0x84D55884L,0x3A2FA3D2L,3UL,0x7E6E873FL,0xDC072627L,0x0812B24AL}},{{4294967295UL,0x3A2FA3D2L,4294967295UL,0xA404EFFBL,0xA404EFFBL,4294967295UL,0x3A2FA3D2L,4294967295UL},{0xA404EFFBL,4294967295UL,0x3A2FA3D2L,4294967295UL,0xB4487636L,0x3497F94FL,1UL,5UL},{0x3A2FA3D2L,0x84D55884L,0xA34A9EDBL,1UL,4294967295UL,0x3497F94FL,0x065A8C89L,0xE34458F4L}},{{0x3497F94FL,4294967295UL,4294967295UL,3UL,4294967295UL,4294967295UL,0x3497F94FL,6UL},{0xE34458F4L,0x3A2FA3D2L,0xDC072627L,0UL,0x065A8C89L,0x7E6E873FL,0xA34A9EDBL,0xB4487636L},{4294967295UL,0xA34A9EDBL,0UL,5UL,0x065A8C89L,0xA404EFFBL,3UL,3UL}},{{0xE34458F4L,4294967295UL,0xB4487636L,0xB4487636L,4294967295UL,0xE34458F4L,0x0812B24AL,4294967295UL},{0x3497F94FL,0xDC072627L,0xDC072627L,1UL,0x3A2FA3D2L,0UL,0x0812B24AL,4294967295UL},{0xA404EFFBL,4294967295UL,0xE34458F4L,1UL,6UL,0xDC072627L,5UL,0xDC072627L}},{{4294967295UL,6UL,0x28433334L,6UL,4294967295UL,4294967295UL,0x3A2FA3D2L,0x7E6E873FL},{0x3A2FA3D2L,0xDC072627L,0UL,0x065A8C89L,0x7E6E873FL,0xA34A9EDBL,0xB4487636L,6UL},{0x28433334L,0xE34458F4L,0UL,4294967295UL,0x3A4418BAL,0x3A2FA3D2L,0x3A2FA3D2L,0x3A4418BAL}}};
                int i, j, k;
                (*l_21) = l_73[1][0][4];
            }
            else
            { /* block id: 23 */
                int32_t *l_75 = &l_44;
                int32_t *l_76 = &g_20;
                int32_t *l_77 = &g_32.f1;
                int32_t l_78 = 0L;
                int32_t *l_79 = &l_44;
                int32_t *l_80 = &l_74[8];
                int32_t *l_81 = (void*)0;
                int32_t *l_82[9] = {&l_74[8],&l_74[8],&l_74[8],&l_74[8],&l_74[8],&l_74[8],&l_74[8],&l_74[8],&l_74[8]};
                int i;
                --g_84;
            }
            (*g_99) = ((safe_unary_minus_func_int16_t_s((((!l_83[2]) & (*l_19)) < ((safe_sub_func_uint8_t_u_u((((((g_57 < (~(safe_rshift_func_uint8_t_u_u(((p_5 | (safe_div_func_uint32_t_u_u(((((void*)0 != &l_74[8]) , 0xEDL) >= 247UL), (*l_19)))) | g_68.f5), l_72)))) < g_45[3]) || (*l_19)) >= l_96) == 0x572E8C5FL), g_32.f2)) , g_68.f5)))) , l_97);
            (*g_101) = &g_100;
        }
        g_32.f1 ^= (((*l_19) ^= 0x1F87L) != ((p_5 , &g_70[1]) != (void*)0));
        for (g_63 = 0; (g_63 <= 8); g_63 += 1)
        { /* block id: 33 */
            struct S0 *l_107 = &g_68;
            int i;
            (*l_66) = l_107;
            for (g_32.f5 = 1; (g_32.f5 <= 9); g_32.f5 += 1)
            { /* block id: 37 */
                struct S0 *l_108[2];
                int i;
                for (i = 0; i < 2; i++)
                    l_108[i] = &g_68;
                (*l_66) = (l_108[0] = l_108[0]);
            }
            if (g_6[g_63])
                continue;
            g_32.f1 |= ((*l_67) , (((*l_19) = 0xDCB87100L) <= ((l_74[(g_63 + 1)] == p_5) > (safe_mod_func_int64_t_s_s(g_6[6], l_74[(g_63 + 1)])))));
        }
        for (g_68.f4 = 0; (g_68.f4 != 21); g_68.f4++)
        { /* block id: 47 */
            int32_t l_114 = (-10L);
            float *l_118 = &l_111;
            float *l_119 = &g_16;
            int32_t l_126 = 6L;
            uint16_t *l_131 = (void*)0;
            if (((((*l_119) = ((*l_118) = ((((p_5 || l_114) <= ((4294967292UL < g_68.f9) == (((l_115 != (void*)0) , g_117) , g_68.f5))) >= 0x9E99FB6E159C151ELL) , l_114))) < 0x3.6B31EAp-42) , p_5))
            { /* block id: 50 */
                (*l_21) &= g_6[0];
                if (p_5)
                    break;
                l_126 &= ((g_32.f8 == (safe_rshift_func_uint8_t_u_u(0UL, 2))) , (safe_lshift_func_uint8_t_u_u((*l_19), 1)));
            }
            else
            { /* block id: 54 */
                return &g_20;
            }
            if (((((safe_mod_func_uint64_t_u_u(1UL, (safe_add_func_uint8_t_u_u((l_131 == l_132), ((!(((**l_97) = p_5) >= g_117.f0)) , 0x95L))))) , p_5) || 65534UL) == 4294967291UL))
            { /* block id: 58 */
                if (p_5)
                    break;
                if (p_5)
                    continue;
            }
            else
            { /* block id: 61 */
                uint16_t l_138 = 65535UL;
                (*l_118) = (safe_div_func_float_f_f(((safe_mul_func_float_f_f((((g_32.f6 >= (&g_104 == &g_104)) < (((l_138 && (-1L)) != 1L) , (*l_19))) == g_63), p_5)) == 0x1.Bp+1), p_5));
                return &g_20;
            }
            if (l_114)
                break;
            if (l_139[7])
                continue;
        }
    }
    return &g_20;
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
    for (i = 0; i < 9; i++)
    {
        transparent_crc(g_6[i], "g_6[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc_bytes (&g_16, sizeof(g_16), "g_16", print_hash_value);
    transparent_crc(g_20, "g_20", print_hash_value);
    transparent_crc(g_23, "g_23", print_hash_value);
    transparent_crc(g_32.f0, "g_32.f0", print_hash_value);
    transparent_crc(g_32.f1, "g_32.f1", print_hash_value);
    transparent_crc(g_32.f2, "g_32.f2", print_hash_value);
    transparent_crc(g_32.f3, "g_32.f3", print_hash_value);
    transparent_crc(g_32.f4, "g_32.f4", print_hash_value);
    transparent_crc(g_32.f5, "g_32.f5", print_hash_value);
    transparent_crc_bytes (&g_32.f6, sizeof(g_32.f6), "g_32.f6", print_hash_value);
    transparent_crc(g_32.f7, "g_32.f7", print_hash_value);
    transparent_crc(g_32.f8, "g_32.f8", print_hash_value);
    transparent_crc(g_32.f9, "g_32.f9", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_45[i], "g_45[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_57, "g_57", print_hash_value);
    transparent_crc(g_63, "g_63", print_hash_value);
    transparent_crc(g_68.f0, "g_68.f0", print_hash_value);
    transparent_crc(g_68.f1, "g_68.f1", print_hash_value);
    transparent_crc(g_68.f2, "g_68.f2", print_hash_value);
    transparent_crc(g_68.f3, "g_68.f3", print_hash_value);
    transparent_crc(g_68.f4, "g_68.f4", print_hash_value);
    transparent_crc(g_68.f5, "g_68.f5", print_hash_value);
    transparent_crc_bytes (&g_68.f6, sizeof(g_68.f6), "g_68.f6", print_hash_value);
    transparent_crc(g_68.f7, "g_68.f7", print_hash_value);
    transparent_crc(g_68.f8, "g_68.f8", print_hash_value);
    transparent_crc(g_68.f9, "g_68.f9", print_hash_value);
    transparent_crc(g_84, "g_84", print_hash_value);
    transparent_crc(g_104, "g_104", print_hash_value);
    transparent_crc(g_117.f0, "g_117.f0", print_hash_value);
    transparent_crc(g_156, "g_156", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        transparent_crc(g_160[i], "g_160[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_161, "g_161", print_hash_value);
    transparent_crc(g_162, "g_162", print_hash_value);
    transparent_crc(g_163, "g_163", print_hash_value);
    transparent_crc_bytes (&g_180, sizeof(g_180), "g_180", print_hash_value);
    transparent_crc(g_183, "g_183", print_hash_value);
    transparent_crc(g_195.f0, "g_195.f0", print_hash_value);
    transparent_crc(g_217, "g_217", print_hash_value);
    transparent_crc(g_221.f0, "g_221.f0", print_hash_value);
    transparent_crc(g_222.f0, "g_222.f0", print_hash_value);
    transparent_crc(g_233, "g_233", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 1
breakdown:
   depth: 0, occurrence: 66
   depth: 1, occurrence: 1
XXX total union variables: 4

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

XXX max expression depth: 18
breakdown:
   depth: 1, occurrence: 57
   depth: 2, occurrence: 7
   depth: 5, occurrence: 2
   depth: 7, occurrence: 1
   depth: 9, occurrence: 1
   depth: 10, occurrence: 1
   depth: 11, occurrence: 2
   depth: 12, occurrence: 2
   depth: 13, occurrence: 1
   depth: 14, occurrence: 3
   depth: 16, occurrence: 2
   depth: 18, occurrence: 2

XXX total number of pointers: 74

XXX times a variable address is taken: 144
XXX times a pointer is dereferenced on RHS: 19
breakdown:
   depth: 1, occurrence: 19
XXX times a pointer is dereferenced on LHS: 26
breakdown:
   depth: 1, occurrence: 25
   depth: 2, occurrence: 1
XXX times a pointer is compared with null: 5
XXX times a pointer is compared with address of another variable: 0
XXX times a pointer is compared with another pointer: 5
XXX times a pointer is qualified to be dereferenced: 678

XXX max dereference level: 3
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 89
   level: 2, occurrence: 5
   level: 3, occurrence: 1
XXX number of pointers point to pointers: 22
XXX number of pointers point to scalars: 47
XXX number of pointers point to structs: 5
XXX percent of pointers has null in alias set: 29.7
XXX average alias set size: 1.39

XXX times a non-volatile is read: 151
XXX times a non-volatile is write: 72
XXX times a volatile is read: 15
XXX    times read thru a pointer: 0
XXX times a volatile is write: 6
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 102
XXX percentage of non-volatile access: 91.4

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 55
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 8
   depth: 1, occurrence: 7
   depth: 2, occurrence: 20
   depth: 3, occurrence: 20

XXX percentage a fresh-made variable is used: 23.1
XXX percentage an existing variable is used: 76.9
********************* end of statistics **********************/

