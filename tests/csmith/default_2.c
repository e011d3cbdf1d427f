/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 2 --max-funcs 3 --max-block-depth 3 --max-expr-complexity 6 -o s2.c
 * Seed:      2
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
struct S0 {
   volatile unsigned f0 : 15;
   signed f1 : 8;
   signed f2 : 10;
   volatile unsigned f3 : 14;
   const unsigned f4 : 5;
   volatile unsigned f5 : 8;
};

/* --- GLOBAL VARIABLES --- */
static int16_t g_14 = 0x697EL;
static volatile int32_t g_51 = 0x36B80555L;/* VOLATILE GLOBAL g_51 */
static uint32_t g_54 = 0xBFBD42F9L;
static int16_t g_59 = 0L;
static uint16_t g_84 = 65526UL;
static int64_t g_106 = 0x21CC8E035E3094FCLL;
static int64_t g_108[8][8] = {{0xFD0B78A1103C6C28LL,0x3A0DB06F5C0CD63DLL,0x81FEC7F1FF5BAED6LL,0x96F1EF3A5E7C9E84LL,0x96F1EF3A5E7C9E84LL,0x81FEC7F1FF5BAED6LL,0x3A0DB06F5C0CD63DLL,0xFD0B78A1103C6C28LL},{8L,0x3A0DB06F5C0CD63DLL,0L,0x96F1EF3A5E7C9E84LL,0L,0x81FEC7F1FF5BAED6LL,0x8B7CF170C459F779LL,0xFD0B78A1103C6C28LL},{0xFD0B78A1103C6C28LL,0x3A0DB06F5C0CD63DLL,0x81FEC7F1FF5BAED6LL,0x96F1EF3A5E7C9E84LL,0x96F1EF3A5E7C9E84LL,0x81FEC7F1FF5BAED6LL,0x3A0DB06F5C0CD63DLL,0xFD0B78A1103C6C28LL},{8L,0x3A0DB06F5C0CD63DLL,0L,0x96F1EF3A5E7C9E84LL,0L,0x81FEC7F1FF5BAED6LL,0x8B7CF170C459F779LL,0xFD0B78A1103C6C28LL},{0xFD0B78A1103C6C28LL,0x3A0DB06F5C0CD63DLL,0x81FEC7F1FF5BAED6LL,0x96F1EF3A5E7C9E84LL,0x96F1EF3A5E7C9E84LL,0x81FEC7F1FF5BAED6LL,0x3A0DB06F5C0CD63DLL,0xFD0B78A1103C6C28LL},{8L,0x3A0DB06F5C0CD63DLL,0L,0x96F1EF3A5E7C9E84LL,0L,0x81FEC7F1FF5BAED6LL,0x8B7CF170C459F779LL,0xFD0B78A1103C6C28LL},{0xFD0B78A1103C6C28LL,0x3A0DB06F5C0CD63DLL,0x81FEC7F1FF5BAED6LL,0x96F1EF3A5E7C9E84LL,0x96F1EF3A5E7C9E84LL,0x81FEC7F1FF5BAED6LL,0x3A0DB06F5C0CD63DLL,0xFD0B78A1103C6C28LL},{8L,0x3A0DB06F5C0CD63DLL,0L,0x96F1EF3A5E7C9E84LL,0L,0x81FEC7F1FF5BAED6LL,0x8B7CF170C459F779LL,0xFD0B78A1103C6C28LL}};
static uint32_t g_115[2] = {0xAEAFAE61L,0xAEAFAE61L};
static volatile struct S0 g_124 = {9,-1,-24,107,2,12};/* VOLATILE GLOBAL g_124 */
static uint64_t g_129 = 1UL;
static int64_t g_139 = 1L;
static int32_t g_142[3][2][4] = {{{0x6BE185DEL,0x6BE185DEL,0x6BE185DEL,0x6BE185DEL},{0x6BE185DEL,0x6BE185DEL,0x6BE185DEL,0x6BE185DEL}},{{0x6BE185DEL,0x6BE185DEL,0x6BE185DEL,0x6BE185DEL},{0x6BE185DEL,0x6BE185DEL,0x6BE185DEL,0x6BE185DEL}},{{0x6BE185DEL,0x6BE185DEL,0x6BE185DEL,0x6BE185DEL},{0x6BE185DEL,0x6BE185DEL,0x6BE185DEL,0x6BE185DEL}}};
static int32_t *g_172 = &g_142[1][1][2];
static int32_t ** volatile g_171 = &g_172;/* VOLATILE GLOBAL g_171 */
static volatile struct S0 g_179 = {139,-15,-16,112,1,11};/* VOLATILE GLOBAL g_179 */
static int16_t *g_193 = &g_59;
static volatile int8_t g_240 = 0xB5L;/* VOLATILE GLOBAL g_240 */
static volatile uint32_t g_259 = 0x68177CF0L;/* VOLATILE GLOBAL g_259 */
static int16_t g_266[7] = {0xC9AFL,0xC9AFL,0xC9AFL,0xC9AFL,0xC9AFL,0xC9AFL,0xC9AFL};
static int8_t g_293 = 0x27L;
static int16_t *g_299 = &g_59;
static uint8_t g_301 = 253UL;
static uint16_t g_315 = 0x286CL;


/* --- FORWARD DECLARATIONS --- */
static uint32_t  func_1(void);
static int32_t  func_17(uint64_t  p_18, uint32_t  p_19, int8_t  p_20, const int16_t  p_21, int32_t  p_22);
static int16_t  func_29(int64_t  p_30, uint32_t  p_31);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_14 g_51 g_59 g_54 g_108 g_115 g_124 g_84 g_129 g_142 g_106 g_171 g_172 g_179 g_259 g_193 g_139 g_266 g_293 g_301 g_315
 * writes: g_59 g_106 g_108 g_115 g_129 g_172 g_142 g_193 g_259 g_293 g_299 g_301 g_54 g_179.f2 g_124.f1 g_315
 */
static uint32_t  func_1(void)
{ /* block id: 0 */
    int64_t l_38 = 0x5C6A3F1540EE1D45LL;
    int32_t *l_309 = &g_142[2][0][1];
    int32_t *l_310 = &g_142[2][1][3];
    int32_t *l_311 = &g_142[1][1][2];
    int32_t *l_312 = &g_142[0][1][2];
    int32_t *l_313 = &g_142[1][1][2];
    int32_t *l_314[8] = {&g_142[1][1][2],&g_142[1][1][2],&g_142[2][0][0],&g_142[1][1][2],&g_142[1][1][2],&g_142[2][0][0],&g_142[1][1][2],&g_142[1][1][2]};
    int i;
    (*l_309) = (((safe_mul_func_uint8_t_u_u((safe_add_func_int8_t_s_s((safe_lshift_func_uint16_t_u_s(((safe_rshift_func_uint16_t_u_u((safe_add_func_uint8_t_u_u((safe_rshift_func_uint16_t_u_s(g_14, ((safe_mod_func_int32_t_s_s(g_14, ((((func_17((((safe_rshift_func_uint16_t_u_u((safe_add_func_int16_t_s_s(((safe_mul_func_int16_t_s_s(0x0B28L, func_29((safe_sub_func_int8_t_s_s(g_14, (safe_lshift_func_int16_t_s_u(((((safe_div_func_uint8_t_u_u(g_14, g_14)) <= l_38) >= g_14) ^ g_14), 9)))), l_38))) != g_139), g_266[1])), 7)) == (-9L)) && 0x87F2F066L), g_266[1], g_266[1], l_38, g_84) , (-1L)) == 65535UL) ^ 0x5711L) , g_293))) | l_38))), 0xCEL)), l_38)) != l_38), 10)), 0x72L)), g_14)) <= 18446744073709551609UL) , l_38);
    g_315--;
    return g_139;
}


/* ------------------------------------------ */
/* 
 * reads : g_293 g_301 g_54 g_108 g_179.f2 g_124.f1 g_172 g_142
 * writes: g_293 g_142 g_193 g_299 g_301 g_54 g_179.f2 g_124.f1 g_172
 */
static int32_t  func_17(uint64_t  p_18, uint32_t  p_19, int8_t  p_20, const int16_t  p_21, int32_t  p_22)
{ /* block id: 87 */
    int8_t *l_292 = &g_293;
    int32_t l_294 = 1L;
    int32_t *l_295[3][8][2] = {{{&l_294,(void*)0},{&g_142[1][1][2],&l_294},{(void*)0,&g_142[1][1][2]},{(void*)0,&g_142[1][1][2]},{(void*)0,&l_294},{&g_142[1][1][2],(void*)0},{&l_294,&g_142[0][0][3]},{&g_142[1][1][2],&g_142[2][0][1]}},{{&g_142[1][1][2],&g_142[1][1][2]},{&g_142[2][0][1],&g_142[1][1][2]},{&g_142[0][0][3],&l_294},{(void*)0,&g_142[1][1][2]},{&l_294,(void*)0},{&g_142[1][1][2],(void*)0},{&g_142[1][1][2],(void*)0},{&l_294,&g_142[1][1][2]}},{{(void*)0,&l_294},{&g_142[0][0][3],&g_142[1][1][2]},{&g_142[2][0][1],&g_142[1][1][2]},{&g_142[1][1][2],&g_142[2][0][1]},{&g_142[1][1][2],&g_142[0][0][3]},{&l_294,(void*)0},{&g_142[1][1][2],&l_294},{(void*)0,&g_142[1][1][2]}}};
    int16_t **l_298 = &g_193;
    uint8_t *l_300 = &g_301;
    uint32_t *l_304[7] = {&g_115[0],&g_115[0],&g_115[0],&g_115[0],&g_115[0],&g_115[0],&g_115[0]};
    uint32_t *l_307 = &g_54;
    int32_t **l_308 = &g_172;
    int i, j, k;
    g_142[1][1][1] = (!(safe_unary_minus_func_int8_t_s(((safe_mul_func_int8_t_s_s(((void*)0 == &g_172), ((*l_292) |= 0x5DL))) < l_294))));
    g_179.f2 &= (g_142[1][1][2] = ((((*l_300) |= (safe_rshift_func_int8_t_s_u((p_22 , ((g_299 = ((*l_298) = (void*)0)) != (void*)0)), 6))) , (safe_mul_func_uint16_t_u_u(((0L & ((*l_307) |= (((--p_19) , 0x3A2FA8EEL) ^ p_18))) , g_108[3][6]), p_22))) , 5L));
    g_124.f1 &= ((void*)0 == &l_295[1][5][1]);
    (*l_308) = &g_142[1][1][2];
    return (*g_172);
}


/* ------------------------------------------ */
/* 
 * reads : g_51 g_14 g_59 g_54 g_108 g_115 g_124 g_84 g_129 g_142 g_106 g_171 g_172 g_179 g_259 g_193
 * writes: g_59 g_106 g_108 g_115 g_129 g_172 g_142 g_193 g_259
 */
static int16_t  func_29(int64_t  p_30, uint32_t  p_31)
{ /* block id: 1 */
    uint8_t l_46[6][7][6] = {{{0xDCL,0UL,9UL,255UL,0x6FL,2UL},{0xE5L,0x6CL,0xDCL,0x5AL,1UL,0xD2L},{1UL,0UL,255UL,1UL,8UL,8UL},{0x44L,0x5AL,0x5AL,0x44L,0x5AL,1UL},{0x6FL,1UL,255UL,0x81L,0x02L,255UL},{0xF5L,0x2AL,250UL,0xEFL,0x02L,255UL},{2UL,1UL,254UL,0x06L,0x5AL,0xBFL}},{{0x6FL,0x5AL,0x8AL,6UL,8UL,0xE6L},{0x3DL,0UL,0xB1L,5UL,1UL,255UL},{255UL,0x6CL,0x8FL,0xC4L,0x6FL,0x06L},{0x14L,0UL,0xDEL,0x93L,0x2AL,0xB5L},{1UL,0UL,0UL,1UL,0x14L,0xACL},{255UL,0xCFL,0x7CL,0x14L,255UL,0x44L},{0xD2L,0xF1L,255UL,9UL,0xE5L,0xCFL}},{{1UL,255UL,255UL,0xC4L,9UL,0xF1L},{0x36L,255UL,255UL,0x3DL,0x33L,0x6CL},{0x8AL,0x85L,0x06L,0x50L,255UL,0xE5L},{0xF1L,0x69L,1UL,0xCFL,247UL,0x6FL},{0x85L,0UL,255UL,255UL,0x93L,0x6FL},{0x06L,1UL,0UL,1UL,0x06L,0x85L},{0x69L,0xDEL,250UL,0xF1L,255UL,0x50L}},{{0xC4L,255UL,0xD4L,0xDEL,0x14L,0x50L},{0xCFL,0UL,250UL,0xE8L,0x82L,0x85L},{0x14L,0UL,0UL,0xD4L,0xD3L,0x6FL},{255UL,5UL,255UL,251UL,0xEFL,0x6FL},{1UL,8UL,1UL,255UL,1UL,0xE5L},{1UL,0x36L,0x06L,2UL,0xE0L,0x6CL},{0UL,255UL,255UL,250UL,0x7CL,0xF1L}},{{1UL,0xE0L,255UL,0xD2L,1UL,0xCFL},{255UL,1UL,255UL,0UL,0xCFL,0x44L},{0x7CL,255UL,0x6CL,1UL,254UL,0UL},{0xBFL,0x44L,0xB5L,255UL,2UL,255UL},{255UL,0xD2L,0x27L,1UL,0x69L,0xF5L},{0x6CL,0x5AL,1UL,0x82L,0x02L,255UL},{0xE0L,0x3DL,255UL,0xDFL,0xF1L,0UL}},{{254UL,0x81L,5UL,5UL,0x81L,254UL},{0x6FL,0x7CL,1UL,1UL,0xE8L,0xD4L},{6UL,0x8FL,0UL,1UL,252UL,255UL},{6UL,0x50L,1UL,1UL,1UL,1UL},{0x6FL,0xE8L,0x7CL,5UL,0x06L,1UL},{254UL,0UL,251UL,0xDFL,1UL,5UL},{0xE0L,255UL,0x33L,0x82L,251UL,0x8FL}}};
    int32_t l_50 = (-5L);
    int8_t l_52 = 1L;
    int16_t *l_70 = &g_14;
    uint32_t *l_109 = &g_54;
    int32_t l_137 = (-3L);
    int32_t l_138 = 0xCE84173BL;
    int32_t l_140 = 0x8BD6C3DAL;
    int32_t l_141 = 0x8397DF8BL;
    int32_t l_143 = 0xE46327CAL;
    int32_t l_144 = 6L;
    int32_t l_145 = 3L;
    int32_t l_146[8][4][3] = {{{(-6L),0x571DCDCBL,0x2EA743E7L},{(-4L),0L,8L},{(-6L),0x7DB42F05L,0L},{0x70EA9D5EL,0xEE216E9BL,(-2L)}},{{0xE826CDD1L,(-10L),0x2203A28BL},{(-1L),0xF6DFA604L,0x2ECADED1L},{(-1L),(-4L),(-6L)},{(-4L),1L,0x5B1C4912L}},{{0xEE216E9BL,0x32B3D10AL,(-2L)},{7L,0x32B3D10AL,0x7C06B426L},{0xC72CAAA7L,1L,3L},{0x9AD55411L,(-4L),0x34F83796L}},{{2L,0xF6DFA604L,(-1L)},{0xA4EB99B8L,0xA4EB99B8L,0x70EA9D5EL},{0L,8L,0xF0A5B655L},{0xE5EEE56FL,(-1L),1L}},{{(-6L),(-10L),0x82653F31L},{0x8868497FL,0xE5EEE56FL,1L},{2L,0xA7E1DD48L,0xF0A5B655L},{0xF6DFA604L,1L,0x70EA9D5EL}},{{1L,0x8868497FL,(-1L)},{0L,0xE826CDD1L,0x34F83796L},{0x5B1C4912L,0L,3L},{0x7DB42F05L,2L,0x7C06B426L}},{{0xC4D8AA34L,0xF0A5B655L,(-2L)},{0xC4D8AA34L,3L,0x5B1C4912L},{0x7DB42F05L,2L,(-6L)},{0x5B1C4912L,0xDB93F61EL,0x2ECADED1L}},{{0L,0xC72CAAA7L,0xC72CAAA7L},{1L,2L,0xC4D8AA34L},{0xF6DFA604L,0x81AEEC97L,(-10L)},{2L,0x9BDDAB04L,0x8868497FL}}};
    int32_t *l_176 = &l_141;
    int16_t *l_192[3];
    uint16_t l_251 = 0UL;
    int16_t l_256 = (-1L);
    int8_t l_283 = 0xA3L;
    uint32_t l_285 = 0x091AB2BDL;
    int i, j, k;
    for (i = 0; i < 3; i++)
        l_192[i] = &g_59;
lbl_222:
    for (p_31 = 0; (p_31 == 45); ++p_31)
    { /* block id: 4 */
        uint64_t l_41 = 1UL;
        uint32_t l_49 = 1UL;
        uint32_t *l_53[6][1] = {{&g_54},{&g_54},{&g_54},{&g_54},{&g_54},{&g_54}};
        int32_t l_55 = 0x5DF1D979L;
        uint64_t l_56 = 18446744073709551609UL;
        uint64_t l_85 = 0x8CABD04657E6FF2FLL;
        int32_t *l_131 = (void*)0;
        int32_t *l_132 = &l_55;
        int32_t *l_133 = &l_50;
        int32_t *l_134 = &l_50;
        int32_t *l_135 = &l_50;
        int32_t *l_136[1];
        uint32_t l_147[4][10][1] = {{{0xA7ED1F3AL},{0xFDD8A1F4L},{0x55E19477L},{0x03B6C18EL},{0x03B6C18EL},{0x55E19477L},{0xFDD8A1F4L},{0xA7ED1F3AL},{0xCBDEBE93L},{0x03B6C18EL}},{{0xA7ED1F3AL},{5UL},{0xA7ED1F3AL},{0x03B6C18EL},{0xCBDEBE93L},{0xA7ED1F3AL},{0xFDD8A1F4L},{0x55E19477L},{0x03B6C18EL},{0x03B6C18EL}},{{0x55E19477L},{0xFDD8A1F4L},{0xA7ED1F3AL},{0xCBDEBE93L},{0x03B6C18EL},{0xA7ED1F3AL},{5UL},{0xA7ED1F3AL},{0x03B6C18EL},{0xCBDEBE93L}},{{0xA7ED1F3AL},{0xFDD8A1F4L},{0x55E19477L},{0x03B6C18EL},{0x03B6C18EL},{0x55E19477L},{0xFDD8A1F4L},{0xA7ED1F3AL},{0xCBDEBE93L},{0x03B6C18EL}}};
        int16_t l_150[2];
        uint8_t l_151[8][10][3] = {{{0x45L,0x5EL,0x5EL},{0x6CL,0UL,0UL},{0x45L,0x5EL,0x5EL},{0x6CL,0UL,0UL},{0x45L,0x5EL,0x5EL},{0x6CL,0UL,0UL},{0x45L,0x5EL,0x5EL},{0x6CL,0UL,0UL},{0x45L,0x5EL,0x5EL},{0x6CL,0UL,0UL}},{{0x45L,0x5EL,0x5EL},{0x6CL,0UL,0UL},{0x45L,0x5EL,0x5EL},{0x6CL,0UL,0UL},{0x45L,0x5EL,0x5EL},{0x6CL,0UL,0UL},{0x45L,0x5EL,0x5EL},{0x6CL,0UL,0UL},{0x45L,0x5EL,0x5EL},{0x6CL,0UL,0UL}},{{0x45L,0x5EL,0x5EL},{0x6CL,0UL,0UL},{0x5EL,0x11L,0x11L},{0UL,0UL,0UL},{0x5EL,0x11L,0x11L},{0UL,0UL,0UL},{0x5EL,0x11L,0x11L},{0UL,0UL,0UL},{0x5EL,0x11L,0x11L},{0UL,0UL,0UL}},{{0x5EL,0x11L,0x11L},{0UL,0UL,0UL},{0x5EL,0x11L,0x11L},{0UL,0UL,0UL},{0x5EL,0x11L,0x11L},{0UL,0UL,0UL},{0x5EL,0x11L,0x11L},{0UL,0UL,0UL},{0x5EL,0x11L,0x11L},{0UL,0UL,0UL}},{{0x5EL,0x11L,0x11L},{0UL,0UL,0UL},{0x5EL,0x11L,0x11L},{0UL,0UL,0UL},{0x5EL,0x11L,0x11L},{0UL,0UL,0UL},{0x5EL,0x11L,0x11L},{0UL,0UL,0UL},{0x5EL,0x11L,0x11L},{0UL,0UL,0UL}},{{0x5EL,0x11L,0x11L},{0UL,0UL,0UL},{0x5EL,0x11L,0x11L},{0UL,0UL,0UL},{0x5EL,0x11L,0x11L},{0UL,0UL,0UL},{0x5EL,0x11L,0x11L},{0UL,0UL,0UL},{0x5EL,0x11L,0x11L},{0UL,0UL,0UL}},{{0x5EL,0x11L,0x11L},{0UL,0UL,0UL},{0x5EL,0x11L,0x11L},{0UL,0UL,0UL},{0x5EL,0x11L,0x11L},{0UL,0UL,0UL},{0x5EL,0x11L,0x11L},{0UL,0UL,0UL},{0x5EL,0x11L,0x11L},{0UL,0UL,0UL}},{{0x5EL,0x11L,0x11L},{0UL,0UL,0UL},{0x5EL,0x11L,0x11L},{0UL,0UL,0UL},{0x5EL,0x11L,0x11L},{0UL,0UL,0UL},{0x5EL,0x11L,0x11L},{0UL,0UL,0UL},{0x5EL,0x11L,0x11L},{0UL,0UL,0UL}}};
        int i, j, k;
        for (i = 0; i < 1; i++)
            l_136[i] = &l_55;
        for (i = 0; i < 2; i++)
            l_150[i] = 4L;
        if ((l_41 , (((safe_mul_func_uint16_t_u_u(65535UL, (safe_sub_func_int64_t_s_s(l_46[4][0][1], ((((l_41 , (l_55 ^= (((l_50 &= ((safe_sub_func_uint64_t_u_u((0xD318431BL == p_31), 18446744073709551614UL)) > l_49)) && g_51) < l_52))) , 9L) , l_56) < 1UL))))) , p_30) != g_14)))
        { /* block id: 7 */
            int16_t *l_58 = &g_59;
            int32_t l_82 = (-1L);
            uint16_t *l_83[8] = {&g_84,&g_84,&g_84,&g_84,&g_84,&g_84,&g_84,&g_84};
            int32_t *l_111 = &l_55;
            int32_t *l_112 = &l_82;
            int32_t *l_113 = &l_82;
            int32_t *l_114[7];
            int i;
            for (i = 0; i < 7; i++)
                l_114[i] = &l_82;
            if (((safe_unary_minus_func_int16_t_s(((*l_58) |= p_30))) > (safe_rshift_func_uint16_t_u_s((l_85 ^= ((((safe_div_func_int64_t_s_s((safe_add_func_int8_t_s_s((safe_rshift_func_uint8_t_u_u((safe_div_func_uint16_t_u_u((l_70 != ((safe_div_func_int8_t_s_s(p_31, (safe_lshift_func_uint8_t_u_s((((safe_rshift_func_uint16_t_u_s((safe_mod_func_int64_t_s_s((safe_add_func_int64_t_s_s((~((void*)0 == &g_14)), g_51)), l_52)), 8)) == p_31) ^ l_52), 6)))) , l_70)), 0x1867L)), l_50)), 7UL)), 18446744073709551615UL)) & g_54) ^ 65533UL) && l_82)), p_31))))
            { /* block id: 10 */
                int32_t *l_102 = &l_55;
                (*l_102) = (((safe_div_func_int16_t_s_s((safe_lshift_func_uint16_t_u_u(g_59, 6)), (safe_add_func_uint8_t_u_u(((safe_mod_func_int64_t_s_s((safe_lshift_func_uint16_t_u_u(((p_30 || 0UL) & (((l_50 = (+l_82)) , (safe_mod_func_uint16_t_u_u((safe_unary_minus_func_uint32_t_u(p_31)), g_51))) >= 0UL)), g_59)), l_82)) | 0xC7DC5EB7L), p_30)))) <= g_54) && 0UL);
            }
            else
            { /* block id: 13 */
                uint32_t **l_103 = &l_53[5][0];
                int64_t *l_104 = (void*)0;
                int64_t *l_105 = &g_106;
                int64_t *l_107 = &g_108[3][6];
                int32_t *l_110 = &l_55;
                (*l_110) = (((((*l_103) = &g_54) == (((((*l_107) = ((*l_105) = 2L)) , g_108[3][6]) && p_31) , l_109)) , &g_54) == &p_31);
            }
            g_115[0]--;
            if (p_31)
                break;
        }
        else
        { /* block id: 21 */
            int8_t l_127[8] = {(-6L),(-6L),(-6L),(-6L),(-6L),(-6L),(-6L),(-6L)};
            int8_t *l_128[1][6][4] = {{{&l_52,(void*)0,&l_127[6],&l_127[6]},{&l_127[7],&l_127[7],&l_52,&l_127[6]},{&l_52,(void*)0,&l_52,&l_52},{&l_52,&l_52,&l_52,&l_52},{&l_127[7],&l_52,&l_127[6],&l_52},{&l_52,(void*)0,&l_127[6],&l_127[6]}}};
            int32_t *l_130 = (void*)0;
            int i, j, k;
            l_50 &= (safe_div_func_int16_t_s_s((safe_add_func_uint8_t_u_u(4UL, (g_129 &= (safe_mul_func_uint8_t_u_u(((g_124 , (p_31 != p_31)) & ((safe_div_func_int64_t_s_s(((p_31 <= 0L) , l_127[7]), g_84)) & 0x2D857C4E4A4BCBF5LL)), l_56))))), 0x9299L));
        }
        l_147[0][6][0]--;
        l_151[7][5][1]++;
    }
    if (((safe_div_func_uint32_t_u_u((--p_31), (safe_add_func_uint64_t_u_u(p_30, ((((((safe_lshift_func_uint8_t_u_s((((((safe_sub_func_uint16_t_u_u(p_30, (safe_add_func_uint16_t_u_u((p_30 < p_30), (safe_mod_func_uint8_t_u_u((safe_sub_func_int8_t_s_s((0x0086L == g_129), p_30)), 1L)))))) & 0x3A414F19L) ^ 0UL) , g_59) >= l_50), p_30)) || 255UL) , p_30) | g_142[1][1][2]) || g_106) > 2UL))))) == p_30))
    { /* block id: 29 */
        int16_t l_173 = 0xEC6AL;
        for (l_143 = 1; (l_143 >= 0); l_143 -= 1)
        { /* block id: 32 */
            int32_t *l_170 = &l_145;
            int i;
            for (l_141 = 0; l_141 < 6; l_141 += 1)
            {
                for (g_59 = 0; g_59 < 7; g_59 += 1)
                {
                    for (l_52 = 0; l_52 < 6; l_52 += 1)
                    {
                        l_46[l_141][g_59][l_52] = 8UL;
                    }
                }
            }
            if (g_115[l_143])
                break;
            (*g_171) = l_170;
        }
        return l_173;
    }
    else
    { /* block id: 38 */
        int32_t *l_175 = &l_50;
        int32_t **l_174[7] = {&l_175,&l_175,&l_175,&l_175,&l_175,&l_175,&l_175};
        int i;
        l_176 = ((*g_171) = (*g_171));
        for (l_144 = (-17); (l_144 == (-6)); l_144 = safe_add_func_int32_t_s_s(l_144, 4))
        { /* block id: 43 */
            (*g_172) = (*l_176);
        }
    }
    l_176 = &l_144;
    if ((0x46647A815BEFCB44LL == ((g_179 , 0x9BEFF2D9E755F99BLL) , ((+p_31) , (((void*)0 != &l_109) < (-1L))))))
    { /* block id: 48 */
        uint32_t l_189 = 5UL;
        int16_t *l_191[5][7][5] = {{{&g_14,(void*)0,&g_14,&g_59,&g_59},{&g_59,&g_59,(void*)0,&g_59,(void*)0},{&g_14,(void*)0,(void*)0,(void*)0,&g_59},{&g_59,&g_14,&g_59,&g_14,&g_14},{&g_59,(void*)0,&g_59,&g_14,&g_14},{&g_14,&g_59,&g_14,(void*)0,(void*)0},{(void*)0,&g_14,(void*)0,&g_14,&g_59}},{{(void*)0,&g_14,&g_14,(void*)0,&g_59},{&g_59,&g_14,&g_59,&g_59,&g_14},{&g_59,&g_14,&g_59,&g_14,(void*)0},{(void*)0,&g_14,(void*)0,&g_59,&g_14},{&g_14,&g_14,(void*)0,&g_59,(void*)0},{&g_59,(void*)0,&g_14,&g_59,(void*)0},{&g_59,(void*)0,&g_59,&g_59,(void*)0}},{{&g_59,&g_59,&g_59,&g_59,(void*)0},{&g_59,&g_59,&g_59,&g_14,&g_14},{&g_59,&g_59,&g_14,(void*)0,(void*)0},{&g_14,&g_59,&g_14,&g_59,&g_14},{&g_59,&g_59,&g_14,&g_59,&g_59},{(void*)0,&g_14,&g_14,(void*)0,&g_59},{&g_14,(void*)0,&g_14,(void*)0,(void*)0}},{{(void*)0,&g_14,&g_59,&g_14,&g_14},{&g_14,&g_59,&g_59,&g_59,&g_14},{&g_14,&g_59,&g_59,&g_59,&g_59},{(void*)0,&g_59,&g_14,&g_14,(void*)0},{&g_59,&g_59,(void*)0,&g_59,&g_59},{&g_59,&g_59,&g_59,&g_14,&g_14},{&g_59,(void*)0,&g_59,&g_14,&g_14}},{{&g_59,(void*)0,&g_14,&g_59,&g_59},{(void*)0,&g_14,(void*)0,&g_14,&g_59},{&g_59,&g_14,&g_14,&g_59,&g_59},{&g_14,&g_14,&g_59,&g_59,(void*)0},{&g_14,(void*)0,&g_59,&g_14,&g_14},{(void*)0,(void*)0,&g_59,(void*)0,&g_59},{&g_59,&g_14,(void*)0,&g_14,&g_59}}};
        int16_t **l_190[5];
        int32_t l_207 = 0x7B65FDDDL;
        int32_t l_209 = 0xF6583A62L;
        int32_t l_237 = (-8L);
        int32_t l_238 = 0L;
        int32_t l_239 = 1L;
        int32_t l_245 = 0x047BB794L;
        int32_t l_246 = 0xAD8C169CL;
        int32_t l_248[9][9] = {{1L,0x0D1C003EL,1L,0xAC01637AL,5L,5L,0xAC01637AL,1L,0x0D1C003EL},{0xAC01637AL,0x52647545L,1L,5L,0x52647545L,0x0D1C003EL,(-3L),1L,1L},{1L,5L,0x0D1C003EL,5L,0x0D1C003EL,5L,1L,0x0D1C003EL,1L},{4L,0x52647545L,1L,0xAC01637AL,0x0D1C003EL,1L,(-3L),1L,0x0D1C003EL},{4L,0x0D1C003EL,0x0D1C003EL,4L,0x52647545L,1L,0xAC01637AL,0x0D1C003EL,1L},{1L,0x0D1C003EL,1L,0xAC01637AL,5L,5L,0xAC01637AL,1L,0x0D1C003EL},{0xAC01637AL,0x52647545L,1L,5L,0x52647545L,0x0D1C003EL,(-3L),1L,1L},{1L,5L,0x0D1C003EL,5L,0x0D1C003EL,5L,1L,0x0D1C003EL,1L},{4L,0x52647545L,1L,0xAC01637AL,0x0D1C003EL,1L,(-3L),1L,0x0D1C003EL}};
        int i, j, k;
        for (i = 0; i < 5; i++)
            l_190[i] = &l_191[3][4][1];
        if (((**g_171) || ((l_70 == (p_30 , (g_193 = (l_192[1] = ((((safe_rshift_func_uint16_t_u_u((safe_mul_func_int8_t_s_s(((safe_div_func_int16_t_s_s(g_179.f2, (safe_mod_func_uint32_t_u_u((l_189 != 0x7CA8L), g_115[0])))) <= 0xE142L), p_30)), p_31)) ^ p_30) , (*l_176)) , &g_59))))) && 0UL)))
        { /* block id: 51 */
            int16_t l_200 = (-1L);
lbl_223:
            for (l_140 = 0; (l_140 <= 5); l_140 += 1)
            { /* block id: 54 */
                uint64_t l_201 = 0xA91A60AADBF9C21CLL;
                int32_t *l_206 = &g_142[1][1][2];
                int32_t *l_208 = &l_137;
                int32_t *l_210 = &l_50;
                int32_t *l_211 = &l_144;
                int32_t *l_212 = &l_138;
                int32_t *l_213 = &l_141;
                int32_t *l_214 = &l_144;
                int32_t *l_215[5][6] = {{&g_142[1][1][2],&l_146[2][0][2],&l_146[2][0][2],&g_142[1][1][2],&l_50,(void*)0},{&g_142[1][1][2],&l_50,(void*)0,&l_137,&l_146[2][0][2],(void*)0},{&l_50,&l_209,&l_146[2][0][2],(void*)0,&l_146[2][0][2],&l_209},{&l_137,&l_50,&g_142[1][1][2],(void*)0,&l_50,&l_146[2][0][2]},{&l_50,&l_146[2][0][2],&g_142[1][1][2],&l_137,&l_209,&l_209}};
                uint8_t l_216 = 0UL;
                int i, j;
                (*l_176) ^= p_31;
                (*g_172) ^= (((safe_div_func_int32_t_s_s((safe_div_func_uint32_t_u_u(((safe_div_func_uint16_t_u_u(l_200, l_201)) == (safe_mod_func_uint64_t_u_u(1UL, ((safe_sub_func_int16_t_s_s(((void*)0 == &l_200), 0x5EF2L)) , 0x0D98853547FC097CLL)))), p_30)), 1L)) , 4294967290UL) == (-6L));
                --l_216;
                if ((*g_172))
                    break;
            }
            for (l_207 = (-11); (l_207 >= 4); ++l_207)
            { /* block id: 62 */
                int64_t l_221 = 0x80F5ECD5AB351245LL;
                if (l_221)
                    break;
                if (l_221)
                    goto lbl_222;
                (*l_176) ^= (&l_191[0][1][2] != &g_193);
                if (l_50)
                    goto lbl_223;
            }
        }
        else
        { /* block id: 68 */
            int16_t l_241 = 0xFE32L;
            int32_t l_242 = 0xB274697EL;
            int32_t l_243 = 0x3B3ADBE0L;
            int32_t l_244 = 0xCD712F5DL;
            int32_t l_247 = (-1L);
            int32_t l_249 = 0x0145DC0BL;
            int32_t l_250 = 0x7B412A56L;
            int32_t l_257 = 8L;
            int32_t l_258[6] = {(-10L),0xAEF7B459L,0xAEF7B459L,(-10L),0xAEF7B459L,0xAEF7B459L};
            int32_t l_262 = 0xBBDCE94BL;
            int64_t l_264[7] = {0L,0L,0L,0L,0L,0L,0L};
            int16_t l_265 = (-1L);
            uint32_t l_267 = 4294967295UL;
            int i;
            for (p_31 = (-29); (p_31 != 14); p_31++)
            { /* block id: 71 */
                int32_t *l_226 = (void*)0;
                int32_t *l_227 = &l_140;
                int32_t *l_228 = &l_50;
                int32_t *l_229 = &l_207;
                int32_t *l_230 = &l_207;
                int32_t *l_231 = &l_140;
                int32_t *l_232 = &g_142[1][1][2];
                int32_t *l_233 = &l_146[5][2][1];
                int32_t *l_234 = (void*)0;
                int32_t *l_235 = (void*)0;
                int32_t *l_236[2];
                int8_t l_263 = 5L;
                int i;
                for (i = 0; i < 2; i++)
                    l_236[i] = &l_50;
                l_251++;
                (*l_176) ^= (l_241 < (safe_add_func_int64_t_s_s(0xDEB38E52DD0C4F64LL, 0x8510F0830096BF94LL)));
                g_259--;
                l_267++;
            }
            (*g_172) |= ((safe_lshift_func_uint16_t_u_u(((&l_251 != ((g_54 || (p_30 , p_30)) , &l_251)) & 1UL), 7)) || p_30);
            return (*g_193);
        }
    }
    else
    { /* block id: 80 */
        uint64_t l_274 = 18446744073709551615UL;
        int32_t l_277 = 0x378EC2CEL;
        uint8_t l_278 = 1UL;
        int32_t *l_279 = &l_145;
        int32_t *l_280 = &l_143;
        int32_t *l_281[3];
        int32_t l_282[1];
        int32_t l_284[2];
        int i;
        for (i = 0; i < 3; i++)
            l_281[i] = &l_146[5][2][1];
        for (i = 0; i < 1; i++)
            l_282[i] = 0xEF3F224DL;
        for (i = 0; i < 2; i++)
            l_284[i] = 0x1F64214DL;
        (*l_176) = ((p_31 | (((g_84 , (safe_rshift_func_uint16_t_u_s(l_274, (l_277 ^= (((safe_mul_func_uint16_t_u_u(3UL, 0x5AABL)) | 0x8AEE870CC951B443LL) <= 18446744073709551608UL))))) >= l_278) == 18446744073709551611UL)) ^ p_31);
        --l_285;
        l_176 = &l_145;
    }
    return (*g_193);
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
    transparent_crc(g_14, "g_14", print_hash_value);
    transparent_crc(g_51, "g_51", print_hash_value);
    transparent_crc(g_54, "g_54", print_hash_value);
    transparent_crc(g_59, "g_59", print_hash_value);
    transparent_crc(g_84, "g_84", print_hash_value);
    transparent_crc(g_106, "g_106", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 8; j++)
        {
            transparent_crc(g_108[i][j], "g_108[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_115[i], "g_115[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_124.f0, "g_124.f0", print_hash_value);
    transparent_crc(g_124.f1, "g_124.f1", print_hash_value);
    transparent_crc(g_124.f2, "g_124.f2", print_hash_value);
    transparent_crc(g_124.f3, "g_124.f3", print_hash_value);
    transparent_crc(g_124.f4, "g_124.f4", print_hash_value);
    transparent_crc(g_124.f5, "g_124.f5", print_hash_value);
    transparent_crc(g_129, "g_129", print_hash_value);
    transparent_crc(g_139, "g_139", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 2; j++)
        {
            for (k = 0; k < 4; k++)
            {
                transparent_crc(g_142[i][j][k], "g_142[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_179.f0, "g_179.f0", print_hash_value);
    transparent_crc(g_179.f1, "g_179.f1", print_hash_value);
    transparent_crc(g_179.f2, "g_179.f2", print_hash_value);
    transparent_crc(g_179.f3, "g_179.f3", print_hash_value);
    transparent_crc(g_179.f4, "g_179.f4", print_hash_value);
    transparent_crc(g_179.f5, "g_179.f5", print_hash_value);
    transparent_crc(g_240, "g_240", print_hash_value);
    transparent_crc(g_259, "g_259", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        transparent_crc(g_266[i], "g_266[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_293, "g_293", print_hash_value);
    transparent_crc(g_301, "g_301", print_hash_value);
    transparent_crc(g_315, "g_315", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 1
breakdown:
   depth: 0, occurrence: 77
   depth: 1, occurrence: 2
XXX total union variables: 0

XXX non-zero bitfields defined in structs: 6
XXX zero bitfields defined in structs: 0
XXX const bitfields defined in structs: 1
XXX volatile bitfields defined in structs: 3
XXX structs with bitfields in the program: 2
breakdown:
   indirect level: 0, occurrence: 2
XXX full-bitfields structs in the program: 2
breakdown:
   indirect level: 0, occurrence: 2
XXX times a bitfields struct's address is taken: 0
XXX times a bitfields struct on LHS: 0
XXX times a bitfields struct on RHS: 2
XXX times a single bitfield on LHS: 2
XXX times a single bitfield on RHS: 1

XXX max expression depth: 35
breakdown:
   depth: 1, occurrence: 55
   depth: 2, occurrence: 9
   depth: 3, occurrence: 1
   depth: 5, occurrence: 1
   depth: 7, occurrence: 1
   depth: 8, occurrence: 1
   depth: 10, occurrence: 1
   depth: 11, occurrence: 2
   depth: 12, occurrence: 1
   depth: 15, occurrence: 1
   depth: 16, occurrence: 1
   depth: 17, occurrence: 2
   depth: 21, occurrence: 1
   depth: 22, occurrence: 1
   depth: 35, occurrence: 1

XXX total number of pointers: 69

XXX times a variable address is taken: 169
XXX times a pointer is dereferenced on RHS: 8
breakdown:
   depth: 1, occurrence: 7
   depth: 2, occurrence: 1
XXX times a pointer is dereferenced on LHS: 21
breakdown:
   depth: 1, occurrence: 21
XXX times a pointer is compared with null: 5
XXX times a pointer is compared with address of another variable: 0
XXX times a pointer is compared with another pointer: 1
XXX times a pointer is qualified to be dereferenced: 2576

XXX max dereference level: 2
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 55
   level: 2, occurrence: 6
XXX number of pointers point to pointers: 6
XXX number of pointers point to scalars: 63
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 17.4
XXX average alias set size: 1.29

XXX times a non-volatile is read: 127
XXX times a non-volatile is write: 71
XXX times a volatile is read: 8
XXX    times read thru a pointer: 0
XXX times a volatile is write: 5
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 278
XXX percentage of non-volatile access: 93.8

XXX forward jumps: 0
XXX backward jumps: 2

XXX stmts: 51
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 13
   depth: 1, occurrence: 11
   depth: 2, occurrence: 13
   depth: 3, occurrence: 14

XXX percentage a fresh-made variable is used: 11.1
XXX percentage an existing variable is used: 88.9
FYI: the random generator makes assumptions about the integer size. See platform.info for more details.
********************* end of statistics **********************/

