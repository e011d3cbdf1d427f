/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 5006 --max-funcs 3 --max-block-depth 3 --max-expr-complexity 6 --builtins --paranoid --inline-function -o s5006.c
 * Seed:      5006
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
union U0 {
   uint64_t  f0;
   volatile int32_t  f1;
   int8_t  f2;
   int32_t  f3;
   uint16_t  f4;
};

/* --- GLOBAL VARIABLES --- */
static int32_t g_3[2][10] = {{0x5816210BL,1L,0x5816210BL,0x5816210BL,1L,0x5816210BL,0x5816210BL,1L,0x5816210BL,0x5816210BL},{1L,1L,2L,1L,1L,2L,1L,1L,2L,1L}};
static uint32_t g_8[4][2] = {{0xBC248910L,0xBC248910L},{0xBC248910L,0xBC248910L},{0xBC248910L,0xBC248910L},{0xBC248910L,0xBC248910L}};
static int8_t g_43 = (-1L);
static uint8_t g_45 = 0xB9L;
static int32_t g_56 = 0L;
static uint32_t g_61 = 0xC6607294L;
static const int32_t * const g_71 = &g_3[1][6];
static const int32_t * const * volatile g_70[10][5] = {{&g_71,&g_71,&g_71,&g_71,&g_71},{&g_71,&g_71,&g_71,&g_71,(void*)0},{&g_71,(void*)0,&g_71,&g_71,&g_71},{&g_71,&g_71,&g_71,&g_71,&g_71},{&g_71,&g_71,&g_71,&g_71,&g_71},{&g_71,(void*)0,&g_71,&g_71,(void*)0},{(void*)0,&g_71,&g_71,&g_71,&g_71},{&g_71,&g_71,&g_71,&g_71,&g_71},{(void*)0,(void*)0,(void*)0,(void*)0,&g_71},{&g_71,&g_71,&g_71,&g_71,&g_71}};
static int8_t g_74 = 0x2FL;
static uint64_t g_77[1] = {0x55137C5FD5384E05LL};
static int32_t *g_82 = &g_56;
static int32_t ** volatile g_81 = &g_82;/* VOLATILE GLOBAL g_81 */
static uint16_t g_99[5] = {0x4D98L,0x4D98L,0x4D98L,0x4D98L,0x4D98L};
static int16_t g_105 = 4L;
static int16_t g_106 = 0x1FA2L;
static int64_t g_139 = 0x64B8EAE7A2485703LL;
static uint16_t g_142 = 0UL;
static union U0 g_156 = {1UL};/* VOLATILE GLOBAL g_156 */
static int16_t g_165[9] = {0xCDCEL,0xCDCEL,0xCDCEL,0xCDCEL,0xCDCEL,0xCDCEL,0xCDCEL,0xCDCEL,0xCDCEL};
static const union U0 g_175 = {1UL};/* VOLATILE GLOBAL g_175 */
static const union U0 *g_174 = &g_175;
static volatile uint32_t **g_185 = (void*)0;


/* --- FORWARD DECLARATIONS --- */
static int64_t  func_26(void);
static uint8_t  func_31(int32_t  p_32, uint16_t  p_33);
static int16_t  func_34(int32_t  p_35, const int16_t  p_36, int8_t  p_37);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_8 g_3 g_45 g_43 g_56 g_61 g_70 g_71 g_81 g_74 g_105 g_106 g_77 g_156.f0 g_174 g_175.f0 g_185 g_156.f2 g_156.f3 g_175.f3
 * writes: g_43 g_45 g_56 g_61 g_77 g_82 g_99 g_105 g_106 g_3 g_139 g_142 g_156.f0 g_165
 */
static int64_t  func_26(void)
{ /* block id: 36 */
    uint32_t l_39 = 0x08F497C3L;
    int8_t *l_42 = &g_43;
    uint8_t *l_44 = &g_45;
    int32_t *l_203[8][6][5] = {{{&g_3[0][1],&g_156.f3,&g_3[1][5],&g_3[0][4],&g_3[1][5]},{&g_3[1][5],(void*)0,&g_56,&g_56,&g_56},{&g_3[1][5],&g_3[1][5],&g_56,&g_3[1][5],&g_156.f3},{&g_56,&g_56,&g_3[0][1],&g_156.f3,(void*)0},{&g_3[1][0],&g_3[0][1],&g_3[0][1],&g_3[1][0],&g_3[0][4]},{(void*)0,&g_56,&g_3[0][8],(void*)0,&g_56}},{{&g_156.f3,&g_156.f3,&g_3[0][4],&g_3[1][4],&g_56},{&g_56,&g_156.f3,&g_56,(void*)0,&g_156.f3},{&g_3[0][5],&g_3[1][6],&g_56,&g_3[1][0],&g_3[1][6]},{&g_56,&g_3[1][5],&g_3[1][5],&g_156.f3,(void*)0},{&g_156.f3,&g_3[1][5],&g_156.f3,&g_3[1][5],&g_156.f3},{(void*)0,(void*)0,&g_3[0][6],&g_56,&g_56}},{{&g_3[1][4],&g_3[1][5],(void*)0,&g_3[0][4],&g_3[1][5]},{&g_56,&g_3[1][5],&g_56,&g_3[1][5],&g_3[0][1]},{&g_3[0][5],&g_3[1][5],&g_156.f3,&g_3[1][6],&g_156.f3},{&g_3[1][7],(void*)0,&g_156.f3,&g_3[1][7],&g_56},{&g_56,&g_3[1][5],&g_3[1][4],&g_156.f3,&g_3[1][5]},{(void*)0,&g_3[1][5],&g_3[1][4],&g_3[1][5],(void*)0}},{{&g_3[1][5],&g_3[1][6],(void*)0,&g_56,&g_156.f3},{&g_56,&g_156.f3,&g_3[1][7],&g_56,&g_156.f3},{&g_3[1][5],&g_156.f3,(void*)0,&g_3[1][6],&g_156.f3},{&g_3[0][1],&g_56,&g_3[1][5],&g_3[1][5],(void*)0},{&g_156.f3,&g_3[0][1],&g_3[1][5],&g_3[1][5],&g_3[1][5]},{&g_3[1][5],&g_56,&g_3[0][7],&g_56,&g_56}},{{&g_3[0][4],&g_3[1][5],&g_3[0][4],&g_156.f3,&g_156.f3},{&g_56,(void*)0,&g_3[0][1],&g_3[1][5],&g_3[0][1]},{&g_3[1][0],&g_156.f3,&g_56,&g_3[1][0],&g_3[1][5]},{&g_3[1][5],&g_56,&g_3[0][1],&g_3[0][1],&g_56},{&g_56,&g_3[1][4],&g_3[0][4],&g_156.f3,&g_156.f3},{&g_156.f3,&g_3[1][7],&g_56,(void*)0,&g_3[1][5]}},{{&g_56,&g_3[1][5],&g_56,&g_56,&g_3[1][5]},{&g_156.f3,&g_3[0][5],&g_3[0][7],&g_3[1][7],&g_3[0][7]},{&g_56,&g_3[0][1],&g_3[0][5],&g_3[1][4],(void*)0},{&g_3[0][7],&g_3[1][5],&g_56,(void*)0,&g_3[1][5]},{&g_56,(void*)0,&g_56,&g_156.f3,&g_3[1][5]},{&g_156.f3,&g_3[0][1],&g_3[1][5],&g_3[0][1],(void*)0}},{{&g_56,&g_156.f3,&g_156.f3,&g_56,&g_3[1][5]},{&g_156.f3,&g_3[0][7],&g_3[0][7],&g_156.f3,(void*)0},{(void*)0,&g_3[0][1],&g_3[1][5],&g_3[1][5],&g_156.f3},{&g_3[0][7],&g_3[1][5],(void*)0,&g_3[0][5],&g_56},{&g_3[0][1],&g_56,&g_56,&g_3[1][5],&g_3[1][5]},{&g_56,&g_3[1][7],(void*)0,&g_156.f3,&g_3[1][7]}},{{&g_3[1][5],&g_56,&g_156.f3,&g_56,&g_156.f3},{&g_3[1][5],&g_56,&g_3[0][7],&g_3[0][1],&g_3[0][7]},{&g_156.f3,&g_156.f3,&g_156.f3,&g_156.f3,&g_156.f3},{&g_3[0][5],&g_3[1][5],&g_3[1][4],(void*)0,&g_156.f3},{&g_156.f3,&g_3[1][5],&g_3[1][5],&g_3[1][4],&g_156.f3},{&g_56,&g_3[1][5],&g_3[1][5],&g_3[1][7],(void*)0}}};
    int32_t l_204[8] = {0x1DDCEFBEL,0x8776ED50L,0x1DDCEFBEL,0x8776ED50L,0x1DDCEFBEL,0x8776ED50L,0x1DDCEFBEL,0x8776ED50L};
    int i, j, k;
    l_204[5] = ((((safe_mod_func_int64_t_s_s(((safe_sub_func_uint8_t_u_u(func_31(((func_34((~((*l_44) = __builtin_popcount(((g_8[1][0] || l_39) >= ((safe_mul_func_int8_t_s_s((g_8[3][1] , ((*l_42) = 0x55L)), g_3[0][3])) & 0L))))), g_3[1][0], g_3[1][9]) ^ g_74) || g_3[1][5]), g_8[3][1]), 6UL)) > g_175.f3), g_175.f0)) , g_77[0]) , g_77[0]) != l_39);
    /* statement id: 130 */
    //assert (g_82 == 0 || g_82 == dangling || g_82 == &g_56);
    return g_61;
}


/* ------------------------------------------ */
/* 
 * reads : g_43 g_105 g_106 g_3 g_61 g_77 g_74 g_56 g_156.f0 g_8 g_174 g_175.f0 g_185 g_156.f2 g_156.f3 g_175.f3
 * writes: g_99 g_43 g_105 g_106 g_3 g_61 g_139 g_142 g_82 g_77 g_56 g_156.f0 g_165
 */
static uint8_t  func_31(int32_t  p_32, uint16_t  p_33)
{ /* block id: 73 */
    int16_t l_87 = 0L;
    int32_t *l_92 = &g_3[1][5];
    int32_t **l_93 = &g_82;
    int32_t **l_94 = (void*)0;
    int32_t *l_95 = &g_3[1][5];
    int32_t *l_96 = &g_56;
    int32_t *l_97[9] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
    uint16_t *l_98 = &g_99[3];
    int8_t *l_102 = (void*)0;
    int8_t *l_103[1][7][9] = {{{(void*)0,(void*)0,(void*)0,(void*)0,&g_43,&g_43,(void*)0,&g_43,&g_43},{(void*)0,(void*)0,(void*)0,(void*)0,&g_43,&g_43,(void*)0,&g_43,&g_43},{(void*)0,(void*)0,(void*)0,(void*)0,&g_43,&g_43,(void*)0,&g_43,&g_43},{(void*)0,(void*)0,(void*)0,(void*)0,&g_43,&g_43,(void*)0,&g_43,&g_43},{(void*)0,(void*)0,(void*)0,(void*)0,&g_43,&g_43,(void*)0,&g_43,&g_43},{(void*)0,(void*)0,(void*)0,(void*)0,&g_43,&g_43,(void*)0,&g_43,&g_43},{(void*)0,(void*)0,(void*)0,(void*)0,&g_43,&g_43,(void*)0,&g_43,&g_43}}};
    int16_t *l_104 = &g_105;
    int32_t l_109 = 0x7CFDA208L;
    uint32_t l_151 = 4294967290UL;
    int32_t *l_154 = &g_3[0][8];
    union U0 *l_155 = &g_156;
    uint32_t *l_168 = &g_61;
    uint32_t l_169 = 0x05393467L;
    int32_t l_178 = 0x04E30F3DL;
    uint32_t **l_186 = &l_168;
    int i, j, k;
    (*l_92) = ((safe_mul_func_int16_t_s_s((g_106 &= ((*l_104) ^= (safe_sub_func_uint8_t_u_u((1UL > (l_87 > (g_43 &= (safe_add_func_uint8_t_u_u(((safe_mul_func_uint16_t_u_u(((*l_98) = ((l_95 = l_92) == (l_97[5] = (l_96 = l_92)))), (safe_mod_func_int8_t_s_s(p_32, 0xC2L)))) & p_33), (-1L)))))), 0x51L)))), (*l_92))) < g_3[1][5]);
    /* statement id: 81 */
    assert ((l_96 >= &g_3[0][0] && l_96 <= &g_3[1][9]));
    for (p_33 = 0; (p_33 <= 4); p_33++)
    { /* block id: 84 */
        uint8_t l_110 = 0x44L;
        int32_t *l_144 = &g_56;
        int32_t l_148 = 1L;
        union U0 *l_160 = &g_156;
        uint64_t *l_161 = &g_77[0];
        uint64_t *l_164 = &g_156.f0;
        uint32_t *l_167[4] = {&l_151,&l_151,&l_151,&l_151};
        uint32_t **l_166[5][10] = {{&l_167[2],&l_167[3],(void*)0,&l_167[2],&l_167[2],&l_167[2],&l_167[2],(void*)0,&l_167[3],&l_167[2]},{&l_167[3],&l_167[2],&l_167[2],&l_167[0],&l_167[2],&l_167[2],&l_167[2],&l_167[0],&l_167[2],&l_167[3]},{&l_167[2],&l_167[0],&l_167[1],&l_167[2],&l_167[2],(void*)0,&l_167[2],(void*)0,&l_167[2],&l_167[2]},{&l_167[2],&l_167[2],&l_167[2],&l_167[3],&l_167[2],&l_167[0],&l_167[3],&l_167[1],&l_167[2],&l_167[2]},{&l_167[2],&l_167[2],&l_167[2],&l_167[2],&l_167[3],&l_167[1],&l_167[2],&l_167[1],&l_167[1],&l_167[2]}};
        uint32_t l_179[5];
        const uint8_t l_188 = 0xDAL;
        uint32_t l_202 = 0x5B360F52L;
        int i, j;
        for (i = 0; i < 5; i++)
            l_179[i] = 0xF248DD3CL;
        l_110++;
        for (l_110 = 7; (l_110 <= 37); l_110++)
        { /* block id: 88 */
            uint8_t l_140 = 0x42L;
            int8_t l_146[7][4][8] = {{{0L,(-10L),(-10L),0L,(-10L),(-10L),0L,(-10L)},{0L,0L,0xBFL,0L,0L,0xBFL,0L,0L},{(-10L),0L,(-10L),(-10L),0L,(-10L),(-10L),0L},{0L,(-10L),(-10L),0L,(-10L),(-10L),0L,(-10L)}},{{0L,0L,0xBFL,0L,0L,0xBFL,0L,0L},{(-10L),0L,(-10L),(-10L),0L,(-10L),(-10L),0L},{0L,(-10L),(-10L),0L,(-10L),(-10L),0L,(-10L)},{0L,0L,0xBFL,0L,0L,0xBFL,0L,0L}},{{(-10L),0L,(-10L),(-10L),0L,(-10L),(-10L),0L},{0L,(-10L),(-10L),0L,(-10L),(-10L),0L,(-10L)},{0L,0L,0xBFL,0L,0L,0xBFL,0L,0L},{(-10L),0L,(-10L),(-10L),0L,(-10L),(-10L),0L}},{{0L,(-10L),(-10L),0L,(-10L),(-10L),0L,(-10L)},{0L,0L,0xBFL,0L,0L,0xBFL,0L,0L},{(-10L),0L,(-10L),(-10L),0L,(-10L),(-10L),0L},{0L,(-10L),(-10L),0L,(-10L),(-10L),0L,(-10L)}},{{0L,0L,0xBFL,0L,0L,0xBFL,0L,0L},{(-10L),0L,(-10L),(-10L),0L,(-10L),(-10L),0L},{0L,(-10L),(-10L),0L,(-10L),(-10L),0L,0xBFL},{(-10L),(-10L),0L,(-10L),(-10L),0L,(-10L),(-10L)}},{{0xBFL,(-10L),0xBFL,0xBFL,(-10L),0xBFL,0xBFL,(-10L)},{(-10L),0xBFL,0xBFL,(-10L),0xBFL,0xBFL,(-10L),0xBFL},{(-10L),(-10L),0L,(-10L),(-10L),0L,(-10L),(-10L)},{0xBFL,(-10L),0xBFL,0xBFL,(-10L),0xBFL,0xBFL,(-10L)}},{{(-10L),0xBFL,0xBFL,(-10L),0xBFL,0xBFL,(-10L),0xBFL},{(-10L),(-10L),0L,(-10L),(-10L),0L,(-10L),(-10L)},{0xBFL,(-10L),0xBFL,0xBFL,(-10L),0xBFL,0xBFL,(-10L)},{(-10L),0xBFL,0xBFL,(-10L),0xBFL,0xBFL,(-10L),0xBFL}}};
            int32_t l_147 = 1L;
            int32_t l_149 = 0x43D04623L;
            union U0 **l_157 = &l_155;
            union U0 *l_159[8][5][2] = {{{&g_156,&g_156},{&g_156,&g_156},{&g_156,&g_156},{&g_156,&g_156},{(void*)0,&g_156}},{{&g_156,(void*)0},{&g_156,&g_156},{&g_156,&g_156},{&g_156,&g_156},{&g_156,&g_156}},{{&g_156,&g_156},{&g_156,&g_156},{&g_156,(void*)0},{&g_156,(void*)0},{&g_156,&g_156}},{{(void*)0,&g_156},{(void*)0,&g_156},{(void*)0,&g_156},{(void*)0,&g_156},{&g_156,(void*)0}},{{&g_156,(void*)0},{&g_156,&g_156},{&g_156,&g_156},{&g_156,&g_156},{&g_156,&g_156}},{{&g_156,&g_156},{&g_156,&g_156},{&g_156,(void*)0},{&g_156,&g_156},{(void*)0,&g_156}},{{&g_156,&g_156},{&g_156,&g_156},{&g_156,&g_156},{&g_156,&g_156},{&g_156,&g_156}},{{(void*)0,&g_156},{&g_156,(void*)0},{&g_156,&g_156},{&g_156,&g_156},{&g_156,&g_156}}};
            union U0 **l_158 = &l_159[5][2][1];
            int i, j, k;
            for (g_106 = 0; (g_106 <= 4); g_106 += 1)
            { /* block id: 91 */
                const int8_t *l_138[3];
                uint16_t *l_141[2][2] = {{&g_142,&g_142},{&g_142,&g_142}};
                uint8_t *l_143 = &l_140;
                int32_t *l_145 = &g_56;
                int32_t l_150 = 7L;
                int i, j;
                for (i = 0; i < 3; i++)
                    l_138[i] = (void*)0;
                l_145 = ((((*l_143) = (((safe_mul_func_int16_t_s_s((safe_add_func_uint32_t_u_u((++g_61), ((safe_lshift_func_uint16_t_u_u(((g_142 = (g_99[g_106] = ((safe_mod_func_int32_t_s_s((((safe_rshift_func_int8_t_s_u((safe_sub_func_int32_t_s_s((safe_rshift_func_int16_t_s_s((0x16C98A27L & (((safe_rshift_func_uint8_t_u_s(g_77[0], 2)) , ((p_32 , 0L) , (safe_lshift_func_int8_t_s_s((g_139 = (safe_unary_minus_func_uint16_t_u((((void*)0 != l_138[1]) | g_74)))), g_77[0])))) <= l_110)), l_140)), p_32)), g_56)) && (-1L)) && 0xC954279EL), 0xFC21787FL)) < 1UL))) < p_33), p_33)) , p_33))), g_3[1][4])) , p_33) , 0xEDL)) , 0x28L) , l_144);
                l_151--;
                (*l_93) = (l_149 , l_154);
                /* statement id: 99 */
                assert ((g_82 >= &g_3[0][0] && g_82 <= &g_3[1][9]));
            }
            /* facts after for loop */
            //assert ((g_82 >= &g_3[0][0] && g_82 <= &g_3[1][9]) || g_82 == 0 || g_82 == dangling || g_82 == &g_56);
            l_160 = ((*l_158) = ((*l_157) = l_155));
            (*l_93) = &l_148;
            /* statement id: 104 */
            assert (g_82 == &l_148);
            (*l_93) = (void*)0;
            /* statement id: 105 */
            assert (g_82 == 0);
        }
        if (((__builtin_bswap64((g_165[6] = ((*l_164) |= (((void*)0 == &g_71) , ((*l_144) |= ((*l_161)++)))))) , ((l_168 = &g_61) == ((l_169 | (*l_92)) , &l_169))) > (*l_95)))
        { /* block id: 112 */
            int64_t *l_176[7][10][3] = {{{&g_139,(void*)0,&g_139},{&g_139,&g_139,&g_139},{&g_139,&g_139,&g_139},{&g_139,&g_139,&g_139},{&g_139,&g_139,(void*)0},{&g_139,&g_139,&g_139},{&g_139,&g_139,&g_139},{&g_139,&g_139,&g_139},{&g_139,(void*)0,&g_139},{&g_139,&g_139,&g_139}},{{&g_139,(void*)0,&g_139},{&g_139,&g_139,&g_139},{&g_139,&g_139,&g_139},{&g_139,&g_139,&g_139},{&g_139,&g_139,&g_139},{&g_139,&g_139,(void*)0},{&g_139,&g_139,&g_139},{&g_139,&g_139,(void*)0},{&g_139,&g_139,&g_139},{(void*)0,&g_139,&g_139}},{{&g_139,&g_139,&g_139},{&g_139,&g_139,&g_139},{&g_139,&g_139,(void*)0},{&g_139,&g_139,(void*)0},{&g_139,&g_139,(void*)0},{&g_139,&g_139,&g_139},{(void*)0,&g_139,&g_139},{&g_139,&g_139,&g_139},{&g_139,&g_139,&g_139},{&g_139,&g_139,(void*)0}},{{&g_139,&g_139,(void*)0},{&g_139,&g_139,&g_139},{&g_139,&g_139,&g_139},{&g_139,&g_139,&g_139},{&g_139,&g_139,&g_139},{&g_139,&g_139,&g_139},{&g_139,&g_139,&g_139},{&g_139,&g_139,(void*)0},{&g_139,&g_139,(void*)0},{&g_139,&g_139,&g_139}},{{&g_139,&g_139,&g_139},{&g_139,&g_139,&g_139},{&g_139,&g_139,&g_139},{&g_139,&g_139,(void*)0},{&g_139,&g_139,(void*)0},{&g_139,&g_139,(void*)0},{&g_139,&g_139,&g_139},{&g_139,&g_139,&g_139},{&g_139,&g_139,&g_139},{&g_139,&g_139,&g_139}},{{&g_139,&g_139,(void*)0},{&g_139,&g_139,&g_139},{&g_139,&g_139,(void*)0},{&g_139,&g_139,&g_139},{(void*)0,&g_139,&g_139},{&g_139,&g_139,&g_139},{&g_139,&g_139,&g_139},{&g_139,&g_139,(void*)0},{&g_139,&g_139,(void*)0},{&g_139,&g_139,(void*)0}},{{&g_139,&g_139,&g_139},{(void*)0,&g_139,&g_139},{&g_139,&g_139,&g_139},{&g_139,&g_139,&g_139},{&g_139,&g_139,(void*)0},{&g_139,&g_139,(void*)0},{&g_139,&g_139,&g_139},{&g_139,&g_139,&g_139},{&g_139,&g_139,&g_139},{&g_139,&g_139,&g_139}}};
            int32_t l_177 = 0xD144FB72L;
            int i, j, k;
            (*l_144) = (safe_div_func_int8_t_s_s((((g_56 || p_32) <= (((*l_164) = __builtin_parityl((*l_144))) | (l_177 = ((safe_rshift_func_int8_t_s_s((g_174 != (void*)0), 6)) , g_74)))) == p_33), p_33));
            return l_178;
        }
        else
        { /* block id: 117 */
            uint8_t l_182[7] = {0x5AL,0x5AL,0x5AL,0x5AL,0x5AL,0x5AL,0x5AL};
            int64_t *l_187 = &g_139;
            int i;
            l_179[3]--;
            l_182[0] |= (g_175.f0 & ((*l_144) < ((*l_96) ^= 0xEA91755CL)));
            (*l_154) = ((safe_add_func_int64_t_s_s((g_185 != (l_186 = &l_168)), ((*l_187) = p_33))) , l_188);
        }
        (*l_96) ^= (safe_add_func_uint32_t_u_u((1L & (safe_sub_func_uint16_t_u_u((((*l_98) = 0x6F33L) , (safe_unary_minus_func_int32_t_s((safe_lshift_func_uint8_t_u_s(6UL, 3))))), (safe_lshift_func_int16_t_s_u(((safe_mul_func_int8_t_s_s(((*l_144) ^ p_33), g_156.f2)) == 0L), l_202))))), g_156.f3));
    }
    /* facts after for loop */
    //assert (g_82 == 0 || g_82 == dangling || g_82 == &g_56);
    (*l_95) &= p_33;
    return g_175.f3;
}


/* ------------------------------------------ */
/* 
 * reads : g_45 g_8 g_3 g_43 g_56 g_61 g_70 g_71 g_81
 * writes: g_56 g_61 g_43 g_77 g_82
 */
static int16_t  func_34(int32_t  p_35, const int16_t  p_36, int8_t  p_37)
{ /* block id: 39 */
    uint8_t l_53 = 0UL;
    int32_t l_75 = 0L;
    for (p_37 = 1; (p_37 >= 0); p_37 -= 1)
    { /* block id: 42 */
        int8_t l_54 = 1L;
        int32_t *l_55 = &g_56;
        int32_t **l_57 = &l_55;
        uint32_t *l_60 = &g_61;
        uint8_t *l_64 = (void*)0;
        uint8_t *l_65 = &l_53;
        (*l_55) |= (safe_rshift_func_uint16_t_u_u((safe_add_func_uint32_t_u_u((g_45 <= (safe_add_func_uint16_t_u_u((__builtin_ffsll(g_8[3][1]) > ((((safe_unary_minus_func_int32_t_s(g_43)) <= g_8[1][0]) ^ g_3[1][5]) >= l_53)), l_54))), l_54)), p_36));
        (*l_55) = (*l_55);
        (*l_57) = l_55;
        (*l_55) |= (safe_mod_func_int8_t_s_s(0xCBL, ((*l_65) = __builtin_ctz((++(*l_60))))));
        for (g_43 = 1; (g_43 >= 0); g_43 -= 1)
        { /* block id: 51 */
            int8_t *l_72 = &l_54;
            int8_t *l_73[1][6][4] = {{{&g_74,&g_74,&g_74,&g_74},{&g_74,&g_74,&g_74,&g_74},{&g_74,&g_74,&g_74,&g_74},{&g_74,&g_74,&g_74,&g_74},{&g_74,&g_74,&g_74,&g_74},{&g_74,&g_74,&g_74,&g_74}}};
            uint64_t *l_76 = &g_77[0];
            int i, j, k;
            if ((g_8[(p_37 + 2)][g_43] >= (safe_div_func_uint64_t_u_u(((*l_76) = ((g_8[g_43][p_37] ^ (safe_div_func_uint32_t_u_u(g_61, ((l_75 |= ((*l_72) = (((g_70[4][2] == (g_8[g_43][p_37] , &l_55)) && g_8[(p_37 + 2)][g_43]) & 3L))) , g_61)))) , 0x93EA4B5445D8D669LL)), g_3[1][5]))))
            { /* block id: 55 */
                if (p_36)
                    break;
            }
            else
            { /* block id: 57 */
                int32_t *l_78 = &g_3[1][5];
                if ((**l_57))
                    break;
                if ((*g_71))
                    continue;
                (*l_57) = l_78;
                /* statement id: 60 */
                assert ((l_55 >= &g_3[0][0] && l_55 <= &g_3[1][9]));
            }
            /* facts after branching */
            assert ((l_55 >= &g_3[0][0] && l_55 <= &g_3[1][9]) || l_55 == &l_75 || l_55 == &g_56);
            if (g_8[g_43][p_37])
                break;
            (*l_57) = &l_75;
            /* statement id: 63 */
            assert (l_55 == &l_75);
            if ((**l_57))
                continue;
        }
        /* facts after for loop */
        assert ((l_55 >= &g_3[0][0] && l_55 <= &g_3[1][9]) || l_55 == &l_75 || l_55 == &g_56);
    }
    for (l_53 = 0; (l_53 != 53); l_53++)
    { /* block id: 69 */
        (*g_81) = &l_75;
        /* statement id: 70 */
        assert (g_82 == &l_75);
    }
    /* facts after for loop */
    assert (g_82 == &l_75 || g_82 == &g_56);
    return p_35;
    /* statement id: 72 */
    //assert (g_82 == dangling || g_82 == &g_56);
}




/* ---------------------------------------- */
int main (int argc, char* argv[])
{
    int i, j;
    int print_hash_value = 0;
    if (argc == 2 && strcmp(argv[1], "1") == 0) print_hash_value = 1;
    platform_main_begin();
    crc32_gentab();
    func_26();
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 10; j++)
        {
            transparent_crc(g_3[i][j], "g_3[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 2; j++)
        {
            transparent_crc(g_8[i][j], "g_8[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_43, "g_43", print_hash_value);
    transparent_crc(g_45, "g_45", print_hash_value);
    transparent_crc(g_56, "g_56", print_hash_value);
    transparent_crc(g_61, "g_61", print_hash_value);
    transparent_crc(g_74, "g_74", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_77[i], "g_77[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_99[i], "g_99[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_105, "g_105", print_hash_value);
    transparent_crc(g_106, "g_106", print_hash_value);
    transparent_crc(g_139, "g_139", print_hash_value);
    transparent_crc(g_142, "g_142", print_hash_value);
    transparent_crc(g_156.f0, "g_156.f0", print_hash_value);
    transparent_crc(g_156.f1, "g_156.f1", print_hash_value);
    transparent_crc(g_156.f2, "g_156.f2", print_hash_value);
    transparent_crc(g_156.f3, "g_156.f3", print_hash_value);
    transparent_crc(g_156.f4, "g_156.f4", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        transparent_crc(g_165[i], "g_165[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_175.f0, "g_175.f0", print_hash_value);
    transparent_crc(g_175.f1, "g_175.f1", print_hash_value);
    transparent_crc(g_175.f2, "g_175.f2", print_hash_value);
    transparent_crc(g_175.f3, "g_175.f3", print_hash_value);
    transparent_crc(g_175.f4, "g_175.f4", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 47
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

XXX max expression depth: 31
breakdown:
   depth: 1, occurrence: 42
   depth: 2, occurrence: 7
   depth: 3, occurrence: 1
   depth: 4, occurrence: 1
   depth: 5, occurrence: 1
   depth: 6, occurrence: 1
   depth: 10, occurrence: 1
   depth: 11, occurrence: 1
   depth: 12, occurrence: 1
   depth: 14, occurrence: 2
   depth: 18, occurrence: 1
   depth: 22, occurrence: 1
   depth: 31, occurrence: 1

XXX total number of pointers: 47

XXX times a variable address is taken: 249
XXX times a pointer is dereferenced on RHS: 10
breakdown:
   depth: 1, occurrence: 8
   depth: 2, occurrence: 2
XXX times a pointer is dereferenced on LHS: 33
breakdown:
   depth: 1, occurrence: 33
XXX times a pointer is compared with null: 3
XXX times a pointer is compared with address of another variable: 0
XXX times a pointer is compared with another pointer: 0
XXX times a pointer is qualified to be dereferenced: 332

XXX max dereference level: 2
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 82
   level: 2, occurrence: 8
XXX number of pointers point to pointers: 10
XXX number of pointers point to scalars: 33
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 27.7
XXX average alias set size: 1.38

XXX times a non-volatile is read: 126
XXX times a non-volatile is write: 92
XXX times a volatile is read: 1
XXX    times read thru a pointer: 0
XXX times a volatile is write: 1
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 168
XXX percentage of non-volatile access: 99.1

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 39
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 9
   depth: 1, occurrence: 10
   depth: 2, occurrence: 13
   depth: 3, occurrence: 7

XXX percentage a fresh-made variable is used: 26.4
XXX percentage an existing variable is used: 73.6
********************* end of statistics **********************/

