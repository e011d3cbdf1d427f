/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 1 --max-funcs 3 --max-block-depth 3 --max-expr-complexity 6 -o s1.c
 * Seed:      1
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static int32_t g_2 = 6L;
static int32_t g_6 = 9L;
static int32_t g_25 = 0xA44198D7L;
static int32_t g_30 = 0x4981C586L;
static int16_t g_38 = 1L;
static int16_t * volatile g_37 = &g_38;/* VOLATILE GLOBAL g_37 */
static uint16_t g_40[10][5] = {{65533UL,0xB1F8L,0x9A3EL,0UL,0x9A3EL},{5UL,5UL,1UL,65529UL,0x3830L},{65533UL,1UL,0x9025L,0x19EFL,0x19EFL},{65529UL,65535UL,65529UL,0x2069L,0xC72FL},{0x9025L,1UL,65533UL,1UL,2UL},{1UL,5UL,5UL,1UL,65529UL},{0x9A3EL,0xB1F8L,65533UL,2UL,1UL},{0x87B2L,1UL,65529UL,1UL,0x87B2L},{0xB1F8L,1UL,0x9025L,2UL,65527UL},{0xC6A3L,1UL,5UL,5UL,1UL}};
static volatile int16_t g_50 = 1L;/* VOLATILE GLOBAL g_50 */
static uint16_t g_53 = 7UL;
static int64_t g_63 = 0L;
static int8_t g_75 = 0x9FL;
static int8_t g_79 = 0xD3L;
static volatile uint64_t g_84[7] = {18446744073709551611UL,18446744073709551611UL,18446744073709551611UL,18446744073709551611UL,18446744073709551611UL,18446744073709551611UL,18446744073709551611UL};
static uint32_t g_95 = 0UL;
static int8_t *g_100 = &g_79;
static int32_t *g_108 = &g_2;
static int32_t ** volatile g_107 = &g_108;/* VOLATILE GLOBAL g_107 */
static int64_t g_154 = 0x1705F15DF2204A48LL;
static volatile uint64_t g_156 = 1UL;/* VOLATILE GLOBAL g_156 */
static uint32_t g_161[9][8] = {{4294967289UL,0xB1039D6AL,0x25287847L,4294967289UL,4294967295UL,4294967289UL,0x25287847L,0xB1039D6AL},{0xB1039D6AL,0x2298E17DL,0x5187FA84L,5UL,0x2298E17DL,0x25287847L,4294967295UL,0x5187FA84L},{0x9BD9AF42L,4294967295UL,6UL,0xB1039D6AL,0xB1039D6AL,6UL,4294967295UL,0x9BD9AF42L},{0UL,0xB1039D6AL,0x5187FA84L,0x25287847L,0xCA52435BL,0UL,0x25287847L,5UL},{0xCA52435BL,0UL,0x25287847L,5UL,0x25287847L,0UL,0xCA52435BL,0x25287847L},{0x9BD9AF42L,0xB1039D6AL,0x3EC2E7E9L,0x9BD9AF42L,4294967295UL,6UL,0xB1039D6AL,0xB1039D6AL},{0x25287847L,4294967295UL,0x5187FA84L,0x5187FA84L,4294967295UL,0x25287847L,0x2298E17DL,5UL},{0x9BD9AF42L,0x2298E17DL,4294967289UL,0xB1039D6AL,0x25287847L,4294967289UL,4294967295UL,4294967289UL},{0xCA52435BL,0xB1039D6AL,4294967295UL,0xB1039D6AL,0xCA52435BL,4294967295UL,0xB1039D6AL,5UL}};
static int32_t ** volatile g_163 = &g_108;/* VOLATILE GLOBAL g_163 */
static uint64_t g_190[2][1][3] = {{{0x73CA0E7FD8839424LL,0x73CA0E7FD8839424LL,0x73CA0E7FD8839424LL}},{{0x73CA0E7FD8839424LL,0x73CA0E7FD8839424LL,0x73CA0E7FD8839424LL}}};
static int8_t g_201 = 0L;
static volatile uint64_t g_230[3] = {5UL,5UL,5UL};


/* --- FORWARD DECLARATIONS --- */
static uint32_t  func_1(void);
static int16_t  func_9(int16_t  p_10);
static int32_t  func_13(uint64_t  p_14, int32_t  p_15, int8_t  p_16, int16_t  p_17);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_2 g_6 g_25 g_37 g_53 g_30 g_63 g_40 g_38 g_84 g_95 g_50 g_107 g_108 g_100 g_75 g_79 g_156 g_163 g_190 g_161 g_201 g_230
 * writes: g_2 g_6 g_25 g_40 g_53 g_63 g_75 g_79 g_84 g_38 g_95 g_100 g_108 g_156 g_161 g_190 g_201 g_230
 */
static uint32_t  func_1(void)
{ /* block id: 0 */
    int8_t l_5 = 0xF4L;
    int32_t *l_202 = &g_6;
    int32_t *l_203 = (void*)0;
    int32_t *l_204 = &g_6;
    int32_t *l_205 = &g_6;
    int32_t *l_206 = &g_25;
    int32_t *l_207 = &g_2;
    int32_t *l_208 = &g_6;
    int32_t *l_209 = (void*)0;
    int32_t *l_210 = (void*)0;
    int32_t *l_211 = &g_2;
    int32_t *l_212 = &g_25;
    int32_t l_213 = 0xA0610263L;
    int32_t *l_214 = &l_213;
    int32_t *l_215 = (void*)0;
    int32_t *l_216 = &g_6;
    int32_t *l_217 = &g_25;
    int32_t *l_218 = &l_213;
    int32_t *l_219 = &g_2;
    int32_t *l_220 = (void*)0;
    int32_t *l_221 = &g_2;
    int32_t *l_222 = &l_213;
    int32_t *l_223 = &g_6;
    int32_t *l_224 = (void*)0;
    int32_t *l_225 = &g_2;
    int32_t *l_226 = &g_25;
    int32_t *l_227 = &g_25;
    int32_t *l_228 = &g_2;
    int32_t *l_229[1];
    int8_t l_243 = 7L;
    int64_t *l_244 = &g_63;
    int i;
    for (i = 0; i < 1; i++)
        l_229[i] = &g_6;
    for (g_2 = 0; (g_2 > 6); g_2 = safe_add_func_int32_t_s_s(g_2, 4))
    { /* block id: 3 */
        int8_t l_198 = 0xE5L;
        int32_t *l_199 = (void*)0;
        int32_t *l_200[4];
        int i;
        for (i = 0; i < 4; i++)
            l_200[i] = (void*)0;
        g_6 = l_5;
        g_201 |= (safe_add_func_int16_t_s_s(func_9(g_2), l_198));
    }
    g_230[1]++;
    (*l_221) &= (&g_53 == (void*)0);
    (*l_218) = ((safe_add_func_int32_t_s_s((safe_add_func_int64_t_s_s(((0UL <= (((*g_100) = ((((safe_lshift_func_uint16_t_u_u((((((*l_244) = (safe_add_func_int32_t_s_s((safe_add_func_uint16_t_u_u(65527UL, (g_38 >= (l_243 <= 0xBBL)))), (*l_207)))) ^ g_50) && g_6) <= g_161[7][7]), 6)) <= 0xA0031CDE32BAB418LL) & g_25) != g_40[3][2])) > g_40[2][2])) , g_95), 0x688AD4082952BEEBLL)), (*l_202))) <= g_161[7][7]);
    return (*l_225);
}


/* ------------------------------------------ */
/* 
 * reads : g_6 g_25 g_2 g_37 g_53 g_30 g_63 g_40 g_38 g_84 g_95 g_50 g_107 g_108 g_100 g_75 g_79 g_156 g_163 g_190 g_161
 * writes: g_6 g_25 g_40 g_53 g_63 g_75 g_79 g_84 g_38 g_95 g_100 g_108 g_156 g_161 g_190
 */
static int16_t  func_9(int16_t  p_10)
{ /* block id: 5 */
    const int8_t l_22 = (-3L);
    int32_t *l_41 = &g_30;
    int32_t l_52[4] = {(-7L),(-7L),(-7L),(-7L)};
    int16_t l_128[6][2][6] = {{{0xB243L,0x26E4L,0x17D2L,0xB243L,0L,1L},{0xB243L,0L,1L,0x26E4L,0x26E4L,1L}},{{0x40A1L,0x40A1L,0x17D2L,0xCF32L,0x26E4L,1L},{0x26E4L,0L,(-1L),0xCF32L,0L,0x17D2L}},{{0x40A1L,0x26E4L,(-1L),0x26E4L,0x40A1L,1L},{0xB243L,0x26E4L,0x17D2L,0xB243L,0L,1L}},{{0xB243L,0L,1L,0x26E4L,0x26E4L,1L},{0x40A1L,0x40A1L,0x17D2L,0xCF32L,0x26E4L,1L}},{{0x26E4L,0L,(-1L),0xCF32L,0L,0x17D2L},{0x40A1L,0x26E4L,(-1L),0x26E4L,0x40A1L,1L}},{{0xB243L,0x26E4L,0x17D2L,0xB243L,0L,1L},{0xB243L,0L,1L,0x26E4L,0x26E4L,1L}}};
    int8_t l_137 = 1L;
    uint16_t l_183 = 0x8D2DL;
    int32_t l_197 = 0x11747086L;
    int i, j, k;
    for (g_6 = (-20); (g_6 <= (-13)); g_6++)
    { /* block id: 8 */
        int8_t l_23 = 0x2DL;
        uint64_t l_31[4][2] = {{0xA00B6FB96F37D437LL,0xA00B6FB96F37D437LL},{0xA00B6FB96F37D437LL,0xA00B6FB96F37D437LL},{0xA00B6FB96F37D437LL,0xA00B6FB96F37D437LL},{0xA00B6FB96F37D437LL,0xA00B6FB96F37D437LL}};
        int32_t *l_35 = &g_30;
        int32_t *l_42 = &g_25;
        int32_t l_49 = 0xEC3D2506L;
        int32_t l_51 = 5L;
        uint8_t l_87 = 0xC1L;
        uint8_t *l_134 = &l_87;
        int32_t l_155[3];
        uint64_t l_192 = 1UL;
        int i, j;
        for (i = 0; i < 3; i++)
            l_155[i] = (-6L);
        if ((p_10 != 0x1D2250DB85613717LL))
        { /* block id: 9 */
            int16_t *l_24 = (void*)0;
            const int32_t l_36 = 0x0B9F5AB1L;
            int32_t l_46[1][3];
            int32_t *l_64 = &l_52[2];
            int8_t *l_72 = &l_23;
            int8_t *l_73 = (void*)0;
            int8_t *l_74 = &g_75;
            int8_t *l_78[5] = {&g_79,&g_79,&g_79,&g_79,&g_79};
            int16_t *l_93 = &g_38;
            uint32_t *l_94[3];
            int i, j;
            for (i = 0; i < 1; i++)
            {
                for (j = 0; j < 3; j++)
                    l_46[i][j] = 0L;
            }
            for (i = 0; i < 3; i++)
                l_94[i] = &g_95;
            if (func_13(((g_6 | 0xA6L) < (((((safe_lshift_func_int16_t_s_u((g_25 |= (safe_sub_func_uint32_t_u_u(l_22, l_23))), p_10)) && g_6) && p_10) | 0x82E58099740826F3LL) <= g_6)), l_23, l_22, l_22))
            { /* block id: 13 */
                return g_25;
            }
            else
            { /* block id: 15 */
                int32_t *l_29[2];
                int32_t l_34[3][2][6] = {{{(-1L),8L,(-1L),8L,(-1L),8L},{(-1L),8L,(-1L),8L,(-1L),8L}},{{(-1L),8L,(-1L),8L,(-1L),8L},{(-1L),8L,(-1L),8L,(-1L),8L}},{{(-1L),8L,(-1L),8L,(-1L),8L},{(-1L),8L,(-1L),8L,(-1L),8L}}};
                uint16_t *l_39 = &g_40[2][2];
                int i, j, k;
                for (i = 0; i < 2; i++)
                    l_29[i] = &g_30;
                g_25 &= (safe_mul_func_uint16_t_u_u(((l_31[2][0] = 0xB7BE2D3DL) , (((((safe_rshift_func_uint8_t_u_s(l_34[0][1][1], ((g_2 == p_10) == ((*l_39) = ((((l_35 == l_29[0]) || l_36) , (void*)0) != g_37))))) , l_41) == (void*)0) , l_22) != l_36)), l_34[0][1][1]));
                l_42 = &l_34[1][1][0];
                if (p_10)
                    continue;
                (*l_42) = l_22;
            }
            for (p_10 = 16; (p_10 == 18); p_10 = safe_add_func_int8_t_s_s(p_10, 5))
            { /* block id: 25 */
                int32_t *l_47 = &l_46[0][2];
                int32_t *l_48[9];
                int16_t *l_60 = (void*)0;
                int16_t *l_61[4];
                int64_t *l_62[8][6][2] = {{{&g_63,&g_63},{&g_63,&g_63},{&g_63,(void*)0},{&g_63,&g_63},{(void*)0,&g_63},{&g_63,(void*)0}},{{&g_63,&g_63},{&g_63,(void*)0},{&g_63,&g_63},{(void*)0,&g_63},{&g_63,(void*)0},{&g_63,&g_63}},{{&g_63,&g_63},{&g_63,&g_63},{&g_63,&g_63},{&g_63,(void*)0},{&g_63,&g_63},{(void*)0,&g_63}},{{&g_63,(void*)0},{&g_63,&g_63},{&g_63,(void*)0},{&g_63,&g_63},{(void*)0,&g_63},{&g_63,(void*)0}},{{&g_63,&g_63},{&g_63,&g_63},{&g_63,&g_63},{&g_63,&g_63},{&g_63,(void*)0},{&g_63,&g_63}},{{(void*)0,&g_63},{&g_63,(void*)0},{&g_63,&g_63},{&g_63,(void*)0},{&g_63,&g_63},{(void*)0,&g_63}},{{&g_63,(void*)0},{&g_63,&g_63},{&g_63,&g_63},{&g_63,&g_63},{&g_63,&g_63},{&g_63,(void*)0}},{{&g_63,&g_63},{(void*)0,&g_63},{&g_63,(void*)0},{&g_63,&g_63},{&g_63,(void*)0},{&g_63,&g_63}}};
                int32_t **l_65 = &l_48[0];
                int i, j, k;
                for (i = 0; i < 9; i++)
                    l_48[i] = &l_46[0][2];
                for (i = 0; i < 4; i++)
                    l_61[i] = &g_38;
                g_25 = (~g_2);
                if (l_22)
                    continue;
                g_53--;
                (*l_65) = (l_64 = (((g_63 ^= ((safe_lshift_func_uint8_t_u_u((safe_lshift_func_uint16_t_u_u((((*l_47) = p_10) , (0L >= 1UL)), 10)), 2)) ^ ((&l_52[0] == (void*)0) != g_30))) == 0x102A83C5EE7416AFLL) , l_48[6]));
            }
            if (((((g_79 = (((safe_rshift_func_uint8_t_u_u((safe_sub_func_uint64_t_u_u((((safe_lshift_func_int16_t_s_s((p_10 || ((*l_74) = ((*l_72) = (l_52[1] &= p_10)))), 2)) && 6L) ^ (g_40[4][0] != (safe_div_func_int64_t_s_s(p_10, 9L)))), (-1L))), 6)) , (*g_37)) || 65531UL)) , p_10) > 0UL) && 0xAD3287B7884FD301LL))
            { /* block id: 38 */
                uint64_t l_80 = 0x57ECD02AC2FF03E5LL;
                return l_80;
            }
            else
            { /* block id: 40 */
                uint32_t l_81[6] = {0x89F7832FL,0x89F7832FL,0x89F7832FL,0x89F7832FL,0x89F7832FL,0x89F7832FL};
                int32_t *l_82 = (void*)0;
                int32_t *l_83[2][4] = {{&g_25,(void*)0,&g_25,(void*)0},{&g_25,(void*)0,&g_25,(void*)0}};
                int i, j;
                (*l_64) &= 0x5585C014L;
                if (l_81[1])
                    continue;
                g_84[1]++;
                ++l_87;
            }
            (*l_64) = ((safe_lshift_func_int16_t_s_u(((*l_93) = ((+0xF91BAA844380E064LL) , 0x4CFBL)), ((g_95++) < 9UL))) , (((((((void*)0 != l_35) >= g_50) , &l_22) == &g_75) , (void*)0) != (void*)0));
        }
        else
        { /* block id: 49 */
            int8_t *l_115 = &l_23;
            int32_t l_116 = (-10L);
            int32_t l_127 = 0x801A5785L;
            uint8_t *l_129 = &l_87;
            (*l_42) = (safe_lshift_func_uint16_t_u_s(((249UL != ((*l_42) < ((g_100 = &g_75) == &l_23))) < (safe_sub_func_uint64_t_u_u((((safe_mod_func_uint16_t_u_u(((safe_sub_func_int32_t_s_s(g_63, g_84[1])) , 4UL), g_40[8][4])) == g_40[2][2]) > 1L), 18446744073709551615UL))), 1));
            (*g_107) = &g_6;
            (*l_42) = (safe_add_func_uint64_t_u_u(((safe_lshift_func_int16_t_s_s((((safe_mod_func_int32_t_s_s((l_116 ^= (l_115 != &l_23)), p_10)) | (p_10 , ((safe_add_func_int16_t_s_s(((((*l_129) &= ((safe_rshift_func_uint8_t_u_s(((safe_div_func_uint8_t_u_u(((safe_lshift_func_uint8_t_u_s((safe_add_func_uint32_t_u_u((0UL <= 1L), g_63)), l_127)) || l_128[0][1][2]), p_10)) , p_10), 3)) | (**g_107))) || 1L) | p_10), 2UL)) && 0x3BL))) ^ 0xAF26L), 12)) == 0x75L), p_10));
        }
        if (((safe_lshift_func_uint16_t_u_u((safe_sub_func_int8_t_s_s((*g_100), p_10)), 6)) , (((*l_134)--) <= g_53)))
        { /* block id: 58 */
            int8_t l_146 = (-9L);
            int32_t **l_148 = &l_42;
            int32_t l_149 = 0x1F665F5AL;
            uint16_t *l_150 = &g_40[2][2];
            int32_t *l_151 = &l_49;
            if (l_137)
                break;
            (*l_151) = (((!(safe_sub_func_uint64_t_u_u((((*l_150) |= (4294967291UL >= (((+((safe_add_func_uint64_t_u_u((l_146 = (0x95L & p_10)), ((((0xE2624C86L || (safe_unary_minus_func_int16_t_s(((l_148 != &l_42) & (*g_37))))) < 0UL) >= g_53) <= p_10))) || 253UL)) & l_149) != l_52[2]))) , 0x367B5E8C0C162246LL), (-10L)))) == 0xCCL) & (*g_100));
            (*l_151) = (*g_108);
            (*l_151) = p_10;
        }
        else
        { /* block id: 65 */
            int8_t l_152 = 0x81L;
            int32_t *l_153[4];
            const int16_t *l_195 = (void*)0;
            uint8_t *l_196 = (void*)0;
            int i;
            for (i = 0; i < 4; i++)
                l_153[i] = &l_51;
            g_156--;
            if (p_10)
            { /* block id: 67 */
                uint32_t *l_159 = &g_95;
                uint32_t *l_160 = &g_161[7][7];
                int32_t l_162 = 0x0DE5E23DL;
                l_162 = (((*l_160) = ((*l_159) = 4294967294UL)) && (18446744073709551611UL && p_10));
                (*g_163) = (*g_107);
                if (l_137)
                    continue;
            }
            else
            { /* block id: 73 */
                return (*g_37);
            }
            for (g_53 = 0; (g_53 <= 1); g_53 += 1)
            { /* block id: 78 */
                uint16_t *l_176 = (void*)0;
                uint16_t *l_177 = (void*)0;
                int32_t l_178 = 0xC15AF308L;
                uint16_t *l_179 = &g_40[2][2];
                uint32_t *l_191 = &g_95;
                int i, j;
                g_25 = (l_31[g_53][g_53] | ((0xE469DD7FL ^ (safe_div_func_int8_t_s_s((safe_lshift_func_int16_t_s_s((safe_add_func_int8_t_s_s(((safe_add_func_int32_t_s_s((safe_mul_func_int8_t_s_s((safe_add_func_uint32_t_u_u((((*l_179)++) , ((*l_191) ^= (+((l_183 & (safe_sub_func_uint64_t_u_u(0xED5CDA24EF59AD7FLL, (((safe_mod_func_uint64_t_u_u((g_190[0][0][1] &= (safe_add_func_uint8_t_u_u(g_79, 1UL))), g_40[8][0])) & p_10) < l_31[g_53][g_53])))) == 0xBAA57302E08C720ALL)))), l_192)), (-10L))), 0x01C40779L)) <= g_38), p_10)), 15)), g_161[7][7]))) >= g_53));
                l_197 = (g_25 &= (l_52[2] = ((((safe_mul_func_int16_t_s_s(((&p_10 != l_195) & 0x86F06635C2736A97LL), (((((*g_37) , (g_100 != l_196)) , g_30) , g_6) < l_52[3]))) > 0xA3L) , g_40[2][2]) , (*g_108))));
            }
        }
        return l_22;
    }
    return l_128[3][0][1];
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static int32_t  func_13(uint64_t  p_14, int32_t  p_15, int8_t  p_16, int16_t  p_17)
{ /* block id: 11 */
    int8_t l_26 = 7L;
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
    transparent_crc(g_2, "g_2", print_hash_value);
    transparent_crc(g_6, "g_6", print_hash_value);
    transparent_crc(g_25, "g_25", print_hash_value);
    transparent_crc(g_30, "g_30", print_hash_value);
    transparent_crc(g_38, "g_38", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        for (j = 0; j < 5; j++)
        {
            transparent_crc(g_40[i][j], "g_40[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_50, "g_50", print_hash_value);
    transparent_crc(g_53, "g_53", print_hash_value);
    transparent_crc(g_63, "g_63", print_hash_value);
    transparent_crc(g_75, "g_75", print_hash_value);
    transparent_crc(g_79, "g_79", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        transparent_crc(g_84[i], "g_84[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_95, "g_95", print_hash_value);
    transparent_crc(g_154, "g_154", print_hash_value);
    transparent_crc(g_156, "g_156", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        for (j = 0; j < 8; j++)
        {
            transparent_crc(g_161[i][j], "g_161[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 1; j++)
        {
            for (k = 0; k < 3; k++)
            {
                transparent_crc(g_190[i][j][k], "g_190[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_201, "g_201", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_230[i], "g_230[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 50
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

XXX max expression depth: 23
breakdown:
   depth: 1, occurrence: 53
   depth: 2, occurrence: 6
   depth: 3, occurrence: 1
   depth: 5, occurrence: 1
   depth: 6, occurrence: 1
   depth: 13, occurrence: 3
   depth: 14, occurrence: 2
   depth: 16, occurrence: 1
   depth: 18, occurrence: 1
   depth: 19, occurrence: 1
   depth: 20, occurrence: 1
   depth: 22, occurrence: 1
   depth: 23, occurrence: 1

XXX total number of pointers: 71

XXX times a variable address is taken: 88
XXX times a pointer is dereferenced on RHS: 14
breakdown:
   depth: 1, occurrence: 13
   depth: 2, occurrence: 1
XXX times a pointer is dereferenced on LHS: 27
breakdown:
   depth: 1, occurrence: 27
XXX times a pointer is compared with null: 3
XXX times a pointer is compared with address of another variable: 3
XXX times a pointer is compared with another pointer: 2
XXX times a pointer is qualified to be dereferenced: 391

XXX max dereference level: 2
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 78
   level: 2, occurrence: 9
XXX number of pointers point to pointers: 4
XXX number of pointers point to scalars: 67
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 25.4
XXX average alias set size: 1.11

XXX times a non-volatile is read: 123
XXX times a non-volatile is write: 79
XXX times a volatile is read: 10
XXX    times read thru a pointer: 0
XXX times a volatile is write: 5
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 72
XXX percentage of non-volatile access: 93.1

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 47
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 8
   depth: 1, occurrence: 5
   depth: 2, occurrence: 14
   depth: 3, occurrence: 20

XXX percentage a fresh-made variable is used: 23
XXX percentage an existing variable is used: 77
********************* end of statistics **********************/

