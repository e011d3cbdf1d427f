/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 30 -o s30.c
 * Seed:      30
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
#pragma pack(push)
#pragma pack(1)
struct S0 {
   signed f0 : 29;
   signed f1 : 30;
   const signed f2 : 8;
   volatile signed f3 : 20;
   signed f4 : 19;
   unsigned f5 : 30;
   signed f6 : 4;
   const unsigned f7 : 9;
};
#pragma pack(pop)

union U1 {
   uint32_t  f0;
};

union U2 {
   uint32_t  f0;
   unsigned f1 : 25;
};

/* --- GLOBAL VARIABLES --- */
static union U1 g_22 = {0x4F78D7CBL};
static uint32_t g_57 = 18446744073709551615UL;
static int8_t g_61 = 0x69L;
static uint8_t g_62 = 0x44L;
static int32_t g_67 = 0x5E139A53L;
static int32_t * volatile g_66 = &g_67;/* VOLATILE GLOBAL g_66 */
static int32_t g_85 = (-4L);
static int32_t *g_84 = &g_85;
static uint32_t g_103[6] = {4294967291UL,4294967291UL,4294967291UL,4294967291UL,4294967291UL,4294967291UL};
static int32_t g_109 = 0x0AF82661L;
static uint64_t g_123 = 0UL;
static int64_t g_129 = (-1L);
static uint8_t g_198 = 7UL;
static uint16_t g_224[9][10] = {{3UL,0x3375L,0x3850L,0x3375L,3UL,0x3F13L,65535UL,0UL,0xE268L,0xBBA2L},{0x3375L,65532UL,65529UL,0x07BFL,0xC2BBL,0UL,0x611DL,0x6F40L,0UL,0xBBA2L},{0x66C5L,0x07BFL,0UL,65535UL,3UL,0x3850L,0UL,0UL,0x3850L,3UL},{0x6F40L,65535UL,65535UL,0x6F40L,0x3F13L,0x611DL,1UL,3UL,65535UL,0x3375L},{3UL,0xC2BBL,0UL,0x6F40L,65529UL,65535UL,65534UL,0x611DL,65532UL,65535UL},{65534UL,0x6D66L,3UL,0UL,0xD148L,0UL,65529UL,0UL,0xD148L,0UL},{0x07BFL,0UL,0x07BFL,0x2E0BL,0xE268L,65534UL,1UL,0x6F40L,0UL,3UL},{65535UL,0UL,0xE268L,0xBBA2L,65535UL,1UL,0x6D66L,0x6F40L,0x07BFL,65534UL},{65529UL,0xE268L,0x07BFL,0UL,0UL,65535UL,65535UL,0UL,0UL,0x07BFL}};
static union U1 g_257 = {0x2468045CL};
static int32_t g_264 = 0xEB5DC200L;
static uint8_t g_266 = 253UL;
static int32_t g_273 = 1L;
static uint32_t g_274 = 0xDD416DD7L;
static int8_t g_282 = 0x13L;
static int8_t *g_281[4] = {&g_282,&g_282,&g_282,&g_282};
static uint64_t g_287 = 0x556FD85EE549EA42LL;
static uint16_t g_297 = 65526UL;
static uint16_t g_298 = 0x3888L;
static int64_t g_299 = 0x9890C0586A296AE8LL;
static uint32_t g_302 = 0x7D2D848FL;
static int64_t **g_315 = (void*)0;
static int64_t **g_317[3] = {(void*)0,(void*)0,(void*)0};
static int8_t g_328 = (-1L);
static uint64_t g_408 = 0xEA519D7A940A5045LL;
static int64_t g_414[9][1] = {{0x93FED844A827CEEBLL},{(-10L)},{0x93FED844A827CEEBLL},{(-10L)},{0x93FED844A827CEEBLL},{(-10L)},{0x93FED844A827CEEBLL},{(-10L)},{0x93FED844A827CEEBLL}};
static const uint32_t g_468 = 0UL;
static int64_t * const g_471 = &g_414[8][0];
static int64_t * const *g_470[9] = {&g_471,&g_471,&g_471,&g_471,&g_471,&g_471,&g_471,&g_471,&g_471};
static int64_t * const **g_469 = &g_470[4];
static int64_t *g_485 = (void*)0;
static int64_t * volatile *g_484[7] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
static int64_t * volatile * volatile *g_483[6] = {&g_484[6],&g_484[6],&g_484[6],&g_484[6],&g_484[6],&g_484[6]};
static int64_t * volatile * volatile * volatile *g_482 = &g_483[4];
static int16_t g_500 = 0x46FBL;
static int32_t g_501 = 0L;
static int64_t g_502 = 2L;
static int32_t g_507 = (-4L);
static int8_t g_509 = (-6L);
static int64_t g_511 = 0xD3F3A4E2ADE48FC2LL;
static int32_t g_513 = 0x76A118DAL;
static uint64_t g_517[2] = {0x54CCA481A4CEB56BLL,0x54CCA481A4CEB56BLL};
static union U1 *g_543 = &g_257;
static uint64_t *g_554 = (void*)0;
static uint64_t **g_553 = &g_554;
static uint64_t ***g_552 = &g_553;
static volatile int32_t * volatile * volatile *g_582 = (void*)0;
static int16_t g_631[10][1] = {{0xBE0DL},{(-4L)},{0xBE0DL},{(-4L)},{0xBE0DL},{(-4L)},{0xBE0DL},{(-4L)},{0xBE0DL},{(-4L)}};
static uint64_t g_632 = 0x346220F1C0641374LL;
static uint64_t * const g_634 = &g_517[0];
static int32_t g_645 = 0x554A24F0L;
static uint8_t g_646 = 2UL;
static uint32_t g_649 = 0UL;
static union U2 g_657 = {0x94EE8CA0L};
static union U2 *g_656[6][7][6] = {{{&g_657,(void*)0,(void*)0,&g_657,&g_657,&g_657},{&g_657,&g_657,&g_657,&g_657,&g_657,&g_657},{&g_657,&g_657,&g_657,&g_657,&g_657,&g_657},{&g_657,&g_657,&g_657,&g_657,&g_657,&g_657},{(void*)0,(void*)0,&g_657,&g_657,&g_657,&g_657},{&g_657,&g_657,&g_657,&g_657,&g_657,&g_657},{&g_657,&g_657,&g_657,&g_657,(void*)0,&g_657}},{{&g_657,&g_657,&g_657,&g_657,&g_657,&g_657},{&g_657,&g_657,&g_657,&g_657,(void*)0,&g_657},{&g_657,&g_657,&g_657,&g_657,&g_657,&g_657},{&g_657,&g_657,&g_657,&g_657,&g_657,&g_657},{&g_657,(void*)0,(void*)0,&g_657,&g_657,&g_657},{&g_657,&g_657,&g_657,&g_657,&g_657,&g_657},{&g_657,&g_657,&g_657,&g_657,&g_657,&g_657}},{{&g_657,&g_657,&g_657,&g_657,&g_657,&g_657},{(void*)0,&g_657,(void*)0,&g_657,&g_657,&g_657},{&g_657,(void*)0,&g_657,&g_657,&g_657,(void*)0},{&g_657,&g_657,&g_657,&g_657,&g_657,&g_657},{&g_657,&g_657,(void*)0,(void*)0,&g_657,&g_657},{(void*)0,&g_657,&g_657,&g_657,&g_657,&g_657},{&g_657,&g_657,&g_657,&g_657,&g_657,&g_657}},{{&g_657,(void*)0,&g_657,&g_657,&g_657,&g_657},{(void*)0,&g_657,&g_657,(void*)0,&g_657,&g_657},{&g_657,&g_657,&g_657,&g_657,&g_657,&g_657},{&g_657,&g_657,&g_657,&g_657,&g_657,&g_657},{&g_657,&g_657,&g_657,&g_657,&g_657,&g_657},{&g_657,&g_657,(void*)0,&g_657,&g_657,&g_657},{&g_657,(void*)0,&g_657,&g_657,&g_657,(void*)0}},{{&g_657,&g_657,&g_657,&g_657,&g_657,&g_657},{&g_657,&g_657,(void*)0,(void*)0,&g_657,&g_657},{(void*)0,&g_657,&g_657,&g_657,&g_657,&g_657},{&g_657,&g_657,&g_657,&g_657,&g_657,&g_657},{&g_657,(void*)0,&g_657,&g_657,&g_657,&g_657},{(void*)0,&g_657,&g_657,(void*)0,&g_657,&g_657},{&g_657,&g_657,&g_657,&g_657,&g_657,&g_657}},{{&g_657,&g_657,&g_657,&g_657,&g_657,&g_657},{&g_657,&g_657,&g_657,&g_657,&g_657,&g_657},{&g_657,&g_657,(void*)0,&g_657,&g_657,&g_657},{&g_657,(void*)0,&g_657,&g_657,&g_657,(void*)0},{&g_657,&g_657,&g_657,&g_657,&g_657,&g_657},{&g_657,&g_657,(void*)0,(void*)0,&g_657,&g_657},{(void*)0,&g_657,&g_657,&g_657,&g_657,&g_657}}};
static volatile uint32_t g_736 = 4294967290UL;/* VOLATILE GLOBAL g_736 */
static volatile uint32_t *g_735 = &g_736;
static volatile uint32_t **g_734 = &g_735;
static uint32_t g_764[10][8] = {{0x105EADD3L,1UL,0xC42960D6L,0x105EADD3L,0x95BB7B62L,0x95BB7B62L,0x105EADD3L,0xC42960D6L},{0xC1C7C0EEL,0xC1C7C0EEL,18446744073709551607UL,0xFA3DF6B2L,0x105EADD3L,18446744073709551607UL,0x105EADD3L,0xFA3DF6B2L},{0xC42960D6L,0xFA3DF6B2L,0xC42960D6L,0x95BB7B62L,0xFA3DF6B2L,1UL,1UL,0xFA3DF6B2L},{0xFA3DF6B2L,1UL,1UL,0xFA3DF6B2L,0x95BB7B62L,0xF0CF2867L,1UL,0xF0CF2867L},{1UL,0x95BB7B62L,0xC1C7C0EEL,0x95BB7B62L,1UL,0xC1C7C0EEL,0xC42960D6L,0xC42960D6L},{0xF0CF2867L,0x95BB7B62L,0x564E9A4AL,0x564E9A4AL,0x95BB7B62L,0xF0CF2867L,18446744073709551607UL,0x95BB7B62L},{0xC42960D6L,18446744073709551607UL,0x564E9A4AL,0xC42960D6L,0x564E9A4AL,18446744073709551607UL,0xC42960D6L,0xF0CF2867L},{0x95BB7B62L,1UL,0xC1C7C0EEL,0xC42960D6L,0xC42960D6L,0xC1C7C0EEL,1UL,0x95BB7B62L},{0xF0CF2867L,0xC42960D6L,18446744073709551607UL,0x564E9A4AL,0xC42960D6L,0x564E9A4AL,18446744073709551607UL,0xC42960D6L},{0x95BB7B62L,18446744073709551607UL,0xF0CF2867L,0x95BB7B62L,0x564E9A4AL,0x564E9A4AL,0x95BB7B62L,0xF0CF2867L}};
static uint32_t g_780 = 1UL;
static uint32_t *g_808[8] = {&g_257.f0,&g_257.f0,&g_257.f0,&g_257.f0,&g_257.f0,&g_257.f0,&g_257.f0,&g_257.f0};
static int32_t g_810 = 1L;
static uint32_t **g_819 = (void*)0;
static uint16_t g_847[3] = {0xFB99L,0xFB99L,0xFB99L};
static uint32_t g_857[6] = {1UL,1UL,1UL,1UL,1UL,1UL};
static uint32_t g_865 = 7UL;
static uint8_t g_878 = 0UL;
static int64_t g_912 = 0x42FCB04CBA07A633LL;
static uint8_t g_914 = 0x67L;
static uint32_t g_937 = 4294967295UL;
static int64_t g_943 = 0x0526DCEA7BEF41B4LL;
static int32_t g_944 = 0xA4370B50L;
static int16_t g_945 = (-1L);
static int8_t g_947 = 4L;
static uint32_t g_951[9][10][2] = {{{4294967295UL,4294967289UL},{4294967291UL,0UL},{0UL,0UL},{4294967295UL,0x3DC6E6BEL},{4294967293UL,0x50C7779CL},{4294967295UL,4UL},{0UL,4294967295UL},{0x4D860B26L,4294967290UL},{0x4D860B26L,4294967295UL},{0UL,4UL}},{{4294967295UL,0x50C7779CL},{4294967293UL,0x3DC6E6BEL},{4294967295UL,0UL},{0UL,0UL},{4294967291UL,4294967289UL},{4294967295UL,0UL},{0x2FCDDD67L,4294967295UL},{4294967293UL,0UL},{0x21275479L,4UL},{4294967289UL,0x21275479L}},{{0x4D860B26L,0x6D8168E1L},{0x0781B7B3L,4294967295UL},{4294967289UL,0x69B26A5CL},{4294967295UL,0UL},{0x1C0BA561L,0x3DC6E6BEL},{0x2FCDDD67L,4294967295UL},{0UL,4294967289UL},{0xFE118298L,4294967289UL},{0UL,4294967295UL},{0x2FCDDD67L,0x3DC6E6BEL}},{{0x1C0BA561L,0UL},{4294967295UL,0x69B26A5CL},{4294967289UL,4294967295UL},{0x0781B7B3L,0x6D8168E1L},{0x4D860B26L,0x21275479L},{4294967289UL,4UL},{0x21275479L,0UL},{4294967293UL,4294967295UL},{0x2FCDDD67L,0UL},{4294967295UL,4294967289UL}},{{4294967291UL,0UL},{0UL,0UL},{4294967295UL,0x3DC6E6BEL},{4294967293UL,0x50C7779CL},{4294967295UL,4UL},{0UL,4294967295UL},{0x4D860B26L,4294967290UL},{0x4D860B26L,4294967295UL},{0UL,4UL},{4294967295UL,0x50C7779CL}},{{4294967293UL,0x3DC6E6BEL},{4294967295UL,0UL},{0UL,0UL},{4294967291UL,4294967289UL},{4294967295UL,0UL},{0x2FCDDD67L,4294967295UL},{4294967293UL,0UL},{0x21275479L,4UL},{4294967289UL,0x21275479L},{0x4D860B26L,0x6D8168E1L}},{{0x0781B7B3L,4294967295UL},{4294967289UL,0UL},{4294967295UL,0UL},{0xEBA082E9L,0x69B26A5CL},{4294967295UL,0xD98F9B03L},{4294967290UL,0xFE118298L},{4294967287UL,0xFE118298L},{4294967290UL,0xD98F9B03L},{4294967295UL,0x69B26A5CL},{0xEBA082E9L,0UL}},{{4294967295UL,0UL},{0xFE118298L,4294967295UL},{1UL,0x21275479L},{0x50C7779CL,4294967291UL},{0xFE118298L,4294967288UL},{4294967291UL,0UL},{0x0781B7B3L,0xA487C4DFL},{4294967295UL,4294967290UL},{0xD98F9B03L,0xFE118298L},{4294967295UL,0xFDB15487L}},{{4294967290UL,4294967290UL},{0xD855DAADL,0x69B26A5CL},{0x0781B7B3L,0x6B8CF89AL},{4294967295UL,4294967288UL},{0xFDB15487L,4294967295UL},{0x50C7779CL,0x32858A1AL},{0x50C7779CL,4294967295UL},{0xFDB15487L,4294967288UL},{4294967295UL,0x6B8CF89AL},{0x0781B7B3L,0x69B26A5CL}}};
static uint8_t g_967 = 0xB7L;
static const uint16_t g_1023 = 65527UL;
static volatile uint32_t ** volatile * volatile g_1038[7] = {&g_734,&g_734,&g_734,&g_734,&g_734,&g_734,&g_734};
static volatile uint32_t ** volatile * volatile g_1039 = &g_734;/* VOLATILE GLOBAL g_1039 */
static volatile uint32_t ** volatile *g_1040[2][5][6] = {{{&g_734,&g_734,&g_734,&g_734,&g_734,&g_734},{&g_734,&g_734,&g_734,&g_734,&g_734,&g_734},{&g_734,&g_734,&g_734,&g_734,&g_734,&g_734},{&g_734,&g_734,&g_734,&g_734,&g_734,&g_734},{&g_734,&g_734,&g_734,&g_734,&g_734,&g_734}},{{&g_734,&g_734,&g_734,&g_734,&g_734,&g_734},{&g_734,&g_734,&g_734,&g_734,&g_734,&g_734},{&g_734,&g_734,&g_734,&g_734,&g_734,&g_734},{&g_734,&g_734,&g_734,&g_734,&g_734,&g_734},{&g_734,&g_734,&g_734,&g_734,&g_734,&g_734}}};
static volatile uint32_t ** volatile * volatile *g_1037[3][9] = {{&g_1040[1][4][2],&g_1040[1][4][2],&g_1038[1],&g_1040[1][4][2],&g_1040[1][4][2],&g_1038[1],&g_1040[1][4][2],&g_1040[1][4][2],&g_1038[1]},{&g_1040[0][2][5],(void*)0,&g_1040[1][4][1],(void*)0,&g_1040[0][2][5],&g_1040[0][2][5],&g_1040[0][2][5],(void*)0,&g_1040[1][4][1]},{&g_1040[1][4][2],&g_1040[1][4][2],&g_1038[1],&g_1040[1][4][2],&g_1040[1][4][2],&g_1038[1],&g_1040[1][4][2],&g_1040[1][4][2],&g_1038[1]}};
static volatile uint32_t ** volatile * volatile **g_1036 = &g_1037[0][1];
static struct S0 g_1077 = {-15662,-10098,-3,751,706,24924,3,4};/* VOLATILE GLOBAL g_1077 */
static struct S0 g_1079 = {6250,14697,7,840,-429,11962,-0,18};/* VOLATILE GLOBAL g_1079 */
static struct S0 g_1080 = {-17710,31578,6,-590,198,9167,-2,9};/* VOLATILE GLOBAL g_1080 */
static struct S0 *g_1078[5] = {&g_1080,&g_1080,&g_1080,&g_1080,&g_1080};
static volatile union U1 g_1117[6][2][5] = {{{{0xB1FB24DCL},{0xB1FB24DCL},{0xB1FB24DCL},{0xB1FB24DCL},{0xB1FB24DCL}},{{0xEF3853D9L},{0xEF3853D9L},{0xEF3853D9L},{0xEF3853D9L},{0xEF3853D9L}}},{{{0xB1FB24DCL},{0xB1FB24DCL},{0xB1FB24DCL},{0xB1FB24DCL},{0xB1FB24DCL}},{{0xEF3853D9L},{0xEF3853D9L},{0xEF3853D9L},{0xEF3853D9L},{0xEF3853D9L}}},{{{0xB1FB24DCL},{0xB1FB24DCL},{0xB1FB24DCL},{0xB1FB24DCL},{0xB1FB24DCL}},{{0xEF3853D9L},{0xEF3853D9L},{0xEF3853D9L},{0xEF3853D9L},{0xEF3853D9L}}},{{{0xB1FB24DCL},{0xB1FB24DCL},{0xB1FB24DCL},{0xB1FB24DCL},{0xB1FB24DCL}},{{0xEF3853D9L},{0xEF3853D9L},{0xEF3853D9L},{0xEF3853D9L},{0xEF3853D9L}}},{{{0xB1FB24DCL},{0xB1FB24DCL},{0xB1FB24DCL},{0xB1FB24DCL},{0xB1FB24DCL}},{{0xEF3853D9L},{0xEF3853D9L},{0xEF3853D9L},{0xEF3853D9L},{0xEF3853D9L}}},{{{0xB1FB24DCL},{0xB1FB24DCL},{0xB1FB24DCL},{0xB1FB24DCL},{0xB1FB24DCL}},{{0xEF3853D9L},{0xEF3853D9L},{0xEF3853D9L},{0xEF3853D9L},{0xEF3853D9L}}}};
static volatile union U1 *g_1116 = &g_1117[0][0][1];
static uint16_t *g_1126 = &g_224[0][7];
static uint16_t **g_1125 = &g_1126;
static int64_t g_1136 = 0x9B83C70EFC1702A3LL;
static uint16_t g_1137 = 0x4D35L;
static uint8_t * volatile g_1148 = (void*)0;/* VOLATILE GLOBAL g_1148 */
static uint8_t * volatile *g_1147 = &g_1148;
static const int32_t *g_1237 = (void*)0;
static const int32_t *g_1260[5] = {&g_264,&g_264,&g_264,&g_264,&g_264};
static int32_t g_1282 = (-7L);
static int32_t g_1283 = 1L;
static uint8_t g_1284 = 0x47L;
static int32_t ** volatile g_1347[6][2][8] = {{{&g_84,(void*)0,&g_84,&g_84,&g_84,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,&g_84,(void*)0,(void*)0,&g_84,&g_84,&g_84}},{{&g_84,&g_84,&g_84,&g_84,&g_84,&g_84,&g_84,(void*)0},{&g_84,&g_84,&g_84,(void*)0,(void*)0,&g_84,&g_84,&g_84}},{{&g_84,&g_84,&g_84,&g_84,&g_84,&g_84,(void*)0,&g_84},{&g_84,&g_84,&g_84,&g_84,&g_84,&g_84,&g_84,&g_84}},{{&g_84,&g_84,&g_84,&g_84,&g_84,&g_84,&g_84,&g_84},{&g_84,&g_84,&g_84,(void*)0,&g_84,&g_84,&g_84,&g_84}},{{&g_84,&g_84,&g_84,&g_84,&g_84,&g_84,&g_84,(void*)0},{&g_84,(void*)0,&g_84,&g_84,&g_84,(void*)0,&g_84,(void*)0}},{{&g_84,(void*)0,(void*)0,&g_84,&g_84,&g_84,(void*)0,(void*)0},{&g_84,&g_84,(void*)0,&g_84,(void*)0,&g_84,&g_84,&g_84}}};
static volatile int8_t g_1363[8] = {0x9FL,0xA2L,0xA2L,0x9FL,0xA2L,0xA2L,0x9FL,0xA2L};
static volatile struct S0 g_1382 = {-17278,-2184,1,-512,-664,3595,1,16};/* VOLATILE GLOBAL g_1382 */
static struct S0 g_1383 = {13310,13131,-14,965,-184,6420,-3,1};/* VOLATILE GLOBAL g_1383 */
static int32_t * volatile g_1438 = (void*)0;/* VOLATILE GLOBAL g_1438 */
static int32_t * volatile g_1439 = &g_507;/* VOLATILE GLOBAL g_1439 */
static volatile struct S0 g_1450[9][8] = {{{19950,-25534,15,-678,-360,12925,2,16},{-1845,-21630,-9,-14,-87,22588,-3,5},{17539,6515,-8,443,-568,17908,-1,4},{-1845,-21630,-9,-14,-87,22588,-3,5},{19950,-25534,15,-678,-360,12925,2,16},{17539,6515,-8,443,-568,17908,-1,4},{10470,3910,4,-1017,656,13099,3,3},{10470,3910,4,-1017,656,13099,3,3}},{{3881,-23110,2,500,-525,14922,-0,19},{-1845,-21630,-9,-14,-87,22588,-3,5},{2384,-17239,1,-498,309,22036,1,13},{2384,-17239,1,-498,309,22036,1,13},{-1845,-21630,-9,-14,-87,22588,-3,5},{3881,-23110,2,500,-525,14922,-0,19},{-10695,-23913,-4,-576,36,18447,2,4},{-1845,-21630,-9,-14,-87,22588,-3,5}},{{10470,3910,4,-1017,656,13099,3,3},{-10695,-23913,-4,-576,36,18447,2,4},{2384,-17239,1,-498,309,22036,1,13},{10470,3910,4,-1017,656,13099,3,3},{2384,-17239,1,-498,309,22036,1,13},{-10695,-23913,-4,-576,36,18447,2,4},{10470,3910,4,-1017,656,13099,3,3},{3881,-23110,2,500,-525,14922,-0,19}},{{-1845,-21630,-9,-14,-87,22588,-3,5},{19950,-25534,15,-678,-360,12925,2,16},{17539,6515,-8,443,-568,17908,-1,4},{10470,3910,4,-1017,656,13099,3,3},{10470,3910,4,-1017,656,13099,3,3},{17539,6515,-8,443,-568,17908,-1,4},{19950,-25534,15,-678,-360,12925,2,16},{-1845,-21630,-9,-14,-87,22588,-3,5}},{{3881,-23110,2,500,-525,14922,-0,19},{10470,3910,4,-1017,656,13099,3,3},{-10695,-23913,-4,-576,36,18447,2,4},{2384,-17239,1,-498,309,22036,1,13},{10470,3910,4,-1017,656,13099,3,3},{2384,-17239,1,-498,309,22036,1,13},{-10695,-23913,-4,-576,36,18447,2,4},{10470,3910,4,-1017,656,13099,3,3}},{{-1845,-21630,-9,-14,-87,22588,-3,5},{-10695,-23913,-4,-576,36,18447,2,4},{3881,-23110,2,500,-525,14922,-0,19},{-1845,-21630,-9,-14,-87,22588,-3,5},{2384,-17239,1,-498,309,22036,1,13},{2384,-17239,1,-498,309,22036,1,13},{-1845,-21630,-9,-14,-87,22588,-3,5},{3881,-23110,2,500,-525,14922,-0,19}},{{10470,3910,4,-1017,656,13099,3,3},{10470,3910,4,-1017,656,13099,3,3},{17539,6515,-8,443,-568,17908,-1,4},{19950,-25534,15,-678,-360,12925,2,16},{-1845,-21630,-9,-14,-87,22588,-3,5},{17539,6515,-8,443,-568,17908,-1,4},{-1845,-21630,-9,-14,-87,22588,-3,5},{19950,-25534,15,-678,-360,12925,2,16}},{{3881,-23110,2,500,-525,14922,-0,19},{-10695,-23913,-4,-576,36,18447,2,4},{5346,-23168,14,695,-282,9339,3,11},{-7776,23732,-15,-465,452,3494,3,17},{-10695,-23913,-4,-576,36,18447,2,4},{17539,6515,-8,443,-568,17908,-1,4},{17539,6515,-8,443,-568,17908,-1,4},{-10695,-23913,-4,-576,36,18447,2,4}},{{-10695,-23913,-4,-576,36,18447,2,4},{17539,6515,-8,443,-568,17908,-1,4},{17539,6515,-8,443,-568,17908,-1,4},{-10695,-23913,-4,-576,36,18447,2,4},{-7776,23732,-15,-465,452,3494,3,17},{5346,-23168,14,695,-282,9339,3,11},{-10695,-23913,-4,-576,36,18447,2,4},{5346,-23168,14,695,-282,9339,3,11}}};
static int16_t * volatile g_1453 = &g_631[0][0];/* VOLATILE GLOBAL g_1453 */
static int16_t * volatile * volatile g_1452 = &g_1453;/* VOLATILE GLOBAL g_1452 */
static int32_t ** volatile g_1499[2] = {&g_84,&g_84};
static uint64_t g_1594 = 3UL;
static union U1 ** volatile g_1596[6] = {&g_543,&g_543,&g_543,&g_543,&g_543,&g_543};
static union U1 ** volatile g_1597 = &g_543;/* VOLATILE GLOBAL g_1597 */
static volatile struct S0 g_1610 = {-14012,-6116,-11,-393,-138,4487,-2,20};/* VOLATILE GLOBAL g_1610 */
static uint8_t *g_1645 = &g_914;
static uint8_t **g_1644 = &g_1645;
static int32_t * volatile g_1651[8][8][4] = {{{&g_944,(void*)0,&g_507,&g_944},{&g_944,&g_85,(void*)0,&g_85},{&g_944,&g_944,&g_507,(void*)0},{&g_944,&g_507,(void*)0,&g_507},{&g_944,(void*)0,&g_507,&g_944},{&g_944,&g_85,(void*)0,&g_85},{&g_944,&g_944,&g_507,(void*)0},{&g_944,&g_507,(void*)0,&g_507}},{{&g_944,(void*)0,&g_507,&g_944},{&g_944,&g_85,(void*)0,&g_85},{&g_944,&g_944,&g_507,(void*)0},{&g_944,&g_507,(void*)0,&g_507},{&g_944,(void*)0,&g_507,&g_944},{&g_944,&g_85,(void*)0,&g_85},{&g_944,&g_944,&g_507,(void*)0},{&g_944,&g_507,(void*)0,&g_507}},{{&g_944,(void*)0,&g_507,&g_944},{&g_944,&g_85,(void*)0,&g_85},{&g_944,&g_944,&g_507,(void*)0},{&g_944,&g_507,(void*)0,&g_507},{&g_944,(void*)0,&g_507,&g_944},{&g_944,&g_85,(void*)0,&g_85},{&g_944,&g_944,&g_507,(void*)0},{&g_944,&g_507,(void*)0,&g_507}},{{&g_944,(void*)0,&g_507,&g_944},{&g_944,&g_85,(void*)0,&g_85},{&g_944,&g_944,&g_507,(void*)0},{&g_944,&g_507,(void*)0,&g_507},{&g_944,(void*)0,&g_507,&g_944},{&g_944,&g_85,(void*)0,&g_85},{&g_944,&g_944,&g_507,(void*)0},{&g_944,&g_507,(void*)0,&g_507}},{{&g_944,(void*)0,&g_507,&g_944},{&g_944,&g_85,(void*)0,&g_85},{&g_944,&g_944,&g_507,(void*)0},{&g_944,&g_507,(void*)0,&g_507},{&g_944,(void*)0,&g_507,&g_944},{&g_944,&g_85,(void*)0,&g_85},{&g_944,&g_944,&g_507,(void*)0},{&g_944,&g_507,(void*)0,&g_507}},{{&g_944,(void*)0,&g_507,&g_944},{&g_944,&g_85,(void*)0,&g_85},{&g_944,&g_944,&g_507,(void*)0},{&g_944,&g_507,(void*)0,&g_507},{&g_944,(void*)0,&g_507,&g_944},{&g_944,&g_85,(void*)0,&g_85},{&g_944,&g_944,&g_507,(void*)0},{&g_944,&g_507,(void*)0,&g_507}},{{&g_944,(void*)0,&g_507,&g_944},{&g_944,&g_85,(void*)0,&g_85},{&g_944,&g_944,&g_507,(void*)0},{&g_944,&g_507,(void*)0,&g_507},{&g_944,(void*)0,&g_507,&g_944},{&g_944,&g_85,(void*)0,&g_85},{&g_944,&g_944,&g_507,(void*)0},{&g_944,&g_507,(void*)0,&g_507}},{{&g_944,(void*)0,&g_507,&g_944},{&g_944,&g_85,(void*)0,&g_85},{&g_944,&g_944,&g_507,(void*)0},{&g_944,&g_507,(void*)0,&g_507},{&g_944,(void*)0,&g_507,&g_944},{&g_944,&g_85,(void*)0,&g_85},{&g_944,&g_944,&g_507,(void*)0},{&g_944,&g_507,(void*)0,&g_507}}};
static volatile struct S0 g_1681 = {858,-27159,9,-677,625,18234,1,3};/* VOLATILE GLOBAL g_1681 */
static struct S0 g_1709 = {-1558,-11597,-6,354,-177,22922,0,19};/* VOLATILE GLOBAL g_1709 */
static const volatile struct S0 g_1720 = {20955,-28089,3,321,-31,4272,2,13};/* VOLATILE GLOBAL g_1720 */
static int16_t g_1748 = (-1L);
static uint16_t g_1752[5][1][9] = {{{0xB016L,65532UL,3UL,3UL,65532UL,0xB016L,0UL,0xB016L,65532UL}},{{0xB016L,65535UL,65535UL,0xB016L,0x910DL,65532UL,0x910DL,0xB016L,65535UL}},{{0x910DL,0x910DL,0UL,65532UL,0x58AEL,65532UL,0UL,0x910DL,0x910DL}},{{65535UL,0xB016L,0x910DL,65532UL,0x910DL,0xB016L,65535UL,65535UL,0xB016L}},{{65532UL,0xB016L,0UL,0xB016L,65532UL,3UL,3UL,65532UL,0xB016L}}};
static int8_t g_1778 = 0L;
static struct S0 ** volatile g_1801 = &g_1078[0];/* VOLATILE GLOBAL g_1801 */
static int8_t **g_1803 = &g_281[1];
static int8_t ** volatile *g_1802 = &g_1803;
static uint32_t g_1833 = 0UL;
static struct S0 ** volatile g_1870 = &g_1078[1];/* VOLATILE GLOBAL g_1870 */
static int8_t g_1910 = (-1L);
static const union U1 *g_1996 = (void*)0;
static const union U1 **g_1995 = &g_1996;
static const union U1 ***g_1994 = &g_1995;
static int32_t g_1999 = 0x73EE7EA3L;
static uint64_t g_2023 = 0x4E6F0211B728B94CLL;
static uint32_t *g_2035 = &g_780;
static struct S0 g_2074 = {15612,20015,14,917,-647,14153,2,8};/* VOLATILE GLOBAL g_2074 */
static const int64_t ***g_2140 = (void*)0;
static const int64_t ****g_2139 = &g_2140;
static const int64_t *****g_2138[5][7] = {{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&g_2139,&g_2139,&g_2139,&g_2139,&g_2139,&g_2139,&g_2139},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&g_2139,&g_2139,&g_2139,&g_2139,&g_2139,&g_2139,&g_2139},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0}};
static const int16_t g_2152 = 0xA70EL;
static struct S0 g_2159[3] = {{3057,1127,5,463,-513,21702,-0,21},{3057,1127,5,463,-513,21702,-0,21},{3057,1127,5,463,-513,21702,-0,21}};
static volatile uint64_t g_2166 = 18446744073709551615UL;/* VOLATILE GLOBAL g_2166 */
static union U2 ** volatile g_2173 = (void*)0;/* VOLATILE GLOBAL g_2173 */
static uint16_t g_2181 = 7UL;
static const int32_t ** volatile g_2202[1][6] = {{&g_1260[3],&g_1260[3],&g_1260[3],&g_1260[3],&g_1260[3],&g_1260[3]}};
static volatile uint8_t * const g_2209 = (void*)0;
static volatile uint8_t * const  volatile * volatile g_2208 = &g_2209;/* VOLATILE GLOBAL g_2208 */
static volatile uint8_t * const  volatile * const  volatile * volatile g_2207[8][2][6] = {{{&g_2208,&g_2208,&g_2208,&g_2208,&g_2208,&g_2208},{(void*)0,&g_2208,&g_2208,&g_2208,&g_2208,(void*)0}},{{&g_2208,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&g_2208,&g_2208,(void*)0,(void*)0,&g_2208,&g_2208}},{{&g_2208,&g_2208,(void*)0,&g_2208,(void*)0,&g_2208},{&g_2208,(void*)0,&g_2208,(void*)0,&g_2208,&g_2208}},{{&g_2208,&g_2208,(void*)0,(void*)0,&g_2208,&g_2208},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0}},{{&g_2208,&g_2208,(void*)0,(void*)0,&g_2208,&g_2208},{&g_2208,&g_2208,(void*)0,&g_2208,(void*)0,&g_2208}},{{&g_2208,(void*)0,&g_2208,(void*)0,&g_2208,&g_2208},{&g_2208,&g_2208,(void*)0,(void*)0,&g_2208,&g_2208}},{{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&g_2208,&g_2208,(void*)0,(void*)0,&g_2208,&g_2208}},{{&g_2208,&g_2208,(void*)0,&g_2208,(void*)0,&g_2208},{&g_2208,(void*)0,&g_2208,(void*)0,&g_2208,&g_2208}}};
static volatile uint8_t * const  volatile * const  volatile * volatile * volatile g_2206 = &g_2207[0][1][3];/* VOLATILE GLOBAL g_2206 */
static int8_t g_2231 = 0x67L;
static uint8_t *****g_2276 = (void*)0;
static volatile uint32_t g_2304 = 0x5E43EE72L;/* VOLATILE GLOBAL g_2304 */
static struct S0 g_2433[7][4] = {{{-9291,32484,-1,234,-137,16376,1,15},{-9291,32484,-1,234,-137,16376,1,15},{10608,-11100,-3,11,487,19543,-3,14},{-5112,-25451,10,-127,573,30891,2,21}},{{-11008,-13722,7,130,-139,4927,-3,5},{-281,-32083,-4,607,439,6002,-1,11},{-11008,-13722,7,130,-139,4927,-3,5},{10608,-11100,-3,11,487,19543,-3,14}},{{-11008,-13722,7,130,-139,4927,-3,5},{10608,-11100,-3,11,487,19543,-3,14},{10608,-11100,-3,11,487,19543,-3,14},{-11008,-13722,7,130,-139,4927,-3,5}},{{-9291,32484,-1,234,-137,16376,1,15},{10608,-11100,-3,11,487,19543,-3,14},{-5112,-25451,10,-127,573,30891,2,21},{10608,-11100,-3,11,487,19543,-3,14}},{{10608,-11100,-3,11,487,19543,-3,14},{-281,-32083,-4,607,439,6002,-1,11},{-5112,-25451,10,-127,573,30891,2,21},{-5112,-25451,10,-127,573,30891,2,21}},{{-9291,32484,-1,234,-137,16376,1,15},{-9291,32484,-1,234,-137,16376,1,15},{10608,-11100,-3,11,487,19543,-3,14},{-5112,-25451,10,-127,573,30891,2,21}},{{-11008,-13722,7,130,-139,4927,-3,5},{-281,-32083,-4,607,439,6002,-1,11},{-11008,-13722,7,130,-139,4927,-3,5},{10608,-11100,-3,11,487,19543,-3,14}}};
static int64_t g_2492 = 0xC256B92A808E1DCBLL;
static uint8_t g_2494 = 0xE8L;
static int8_t ***g_2581[2] = {&g_1803,&g_1803};
static int8_t ****g_2580 = &g_2581[0];
static int8_t *****g_2579 = &g_2580;
static struct S0 **g_2633 = (void*)0;
static int32_t ** volatile g_2642[3][2][6] = {{{&g_84,&g_84,(void*)0,&g_84,&g_84,(void*)0},{&g_84,&g_84,(void*)0,&g_84,(void*)0,&g_84}},{{&g_84,&g_84,&g_84,(void*)0,&g_84,(void*)0},{&g_84,&g_84,&g_84,&g_84,&g_84,&g_84}},{{&g_84,&g_84,(void*)0,&g_84,(void*)0,(void*)0},{&g_84,(void*)0,(void*)0,&g_84,(void*)0,&g_84}}};
static int32_t ** volatile g_2643 = &g_84;/* VOLATILE GLOBAL g_2643 */
static int32_t **g_2684 = (void*)0;
static volatile int8_t g_2747[10][7][3] = {{{5L,0x82L,(-1L)},{0L,(-7L),0xD3L},{0x41L,(-5L),2L},{0xFDL,0x89L,(-1L)},{3L,0x1CL,0x74L},{0xD3L,0x0DL,(-1L)},{0x0DL,(-5L),0x41L}},{{6L,0xFDL,0xDCL},{0x1FL,0x25L,0x8CL},{4L,0x6AL,(-3L)},{(-3L),0x9AL,5L},{(-3L),0x4DL,0x1FL},{4L,1L,(-1L)},{0x1FL,0xAFL,0x23L}},{{0L,0x0DL,0xFEL},{0x47L,0x44L,1L},{3L,0xECL,4L},{0xAFL,0x36L,4L},{4L,0x1FL,0x66L},{0x1CL,0x66L,0xB0L},{1L,1L,0x23L}},{{7L,0xADL,0x47L},{0x74L,(-1L),(-1L)},{(-1L),6L,0x47L},{0x47L,0x74L,(-1L)},{0xEBL,0x23L,0x47L},{0xDFL,0L,0x23L},{(-7L),0xAFL,0xB0L}},{{4L,(-5L),0x66L},{0x42L,0x82L,4L},{0x14L,0xD3L,4L},{(-5L),0L,1L},{(-3L),0x8CL,0xFEL},{0x82L,(-3L),0xFAL},{0L,0x4DL,1L}},{{0x7AL,(-2L),0L},{0xD3L,1L,7L},{2L,1L,0xADL},{0x66L,(-2L),0x0DL},{0xFEL,0x4DL,(-7L)},{0xECL,(-3L),0x1CL},{0x4DL,0x8CL,(-1L)}},{{0xFDL,0L,0x25L},{0x23L,0xD3L,(-5L)},{(-1L),0x82L,0xAFL},{1L,(-5L),3L},{0x8CL,0xAFL,0x8CL},{1L,0L,0x44L},{(-1L),0x23L,(-1L)}},{{0x41L,0x74L,0x14L},{0x89L,6L,(-3L)},{0x41L,(-1L),3L},{(-1L),0xADL,(-1L)},{1L,1L,(-1L)},{0x8CL,0x66L,0xA7L},{1L,0x1FL,0xE7L}},{{(-1L),0x36L,0xDFL},{0x23L,0xECL,2L},{0xFDL,0x44L,0x41L},{0x4DL,0x0DL,0xEBL},{0xECL,2L,(-3L)},{0xFEL,5L,0xAFL},{0x66L,0x1FL,0x36L}},{{2L,(-3L),0x36L},{0xD3L,(-1L),0xAFL},{0x7AL,(-1L),(-3L)},{0L,4L,0xEBL},{0x82L,0x0CL,0x41L},{(-3L),0x47L,2L},{(-5L),1L,0xDFL}}};
static const union U2 **g_2756 = (void*)0;
static const union U2 ***g_2755 = &g_2756;
static const union U2 **** volatile g_2754 = &g_2755;/* VOLATILE GLOBAL g_2754 */
static struct S0 g_2813 = {18659,-12765,2,-727,-412,248,3,5};/* VOLATILE GLOBAL g_2813 */
static struct S0 g_2868 = {-22402,-29126,-9,676,-283,23366,-2,7};/* VOLATILE GLOBAL g_2868 */
static struct S0 ** volatile g_2884 = &g_1078[0];/* VOLATILE GLOBAL g_2884 */
static const struct S0 g_2891 = {5639,-20749,-9,-585,551,32119,3,14};/* VOLATILE GLOBAL g_2891 */
static uint8_t ****g_2895 = (void*)0;
static volatile uint64_t g_2922 = 0x92130D7887482ECCLL;/* VOLATILE GLOBAL g_2922 */
static int32_t ** const  volatile g_3004[3] = {&g_84,&g_84,&g_84};
static int32_t ** volatile g_3005[8][1][9] = {{{&g_84,&g_84,&g_84,&g_84,&g_84,(void*)0,&g_84,(void*)0,&g_84}},{{&g_84,&g_84,&g_84,&g_84,&g_84,&g_84,&g_84,(void*)0,&g_84}},{{(void*)0,&g_84,&g_84,&g_84,&g_84,(void*)0,(void*)0,&g_84,&g_84}},{{&g_84,(void*)0,&g_84,&g_84,&g_84,(void*)0,(void*)0,&g_84,&g_84}},{{&g_84,&g_84,&g_84,&g_84,&g_84,&g_84,&g_84,&g_84,&g_84}},{{&g_84,&g_84,(void*)0,&g_84,(void*)0,&g_84,&g_84,&g_84,&g_84}},{{&g_84,&g_84,&g_84,&g_84,(void*)0,(void*)0,&g_84,&g_84,&g_84}},{{&g_84,&g_84,(void*)0,&g_84,&g_84,&g_84,&g_84,&g_84,&g_84}}};
static struct S0 g_3007[1] = {{-18102,26424,-3,-511,-684,30095,2,3}};
static volatile struct S0 g_3018 = {-8984,12089,1,930,213,2101,-3,2};/* VOLATILE GLOBAL g_3018 */
static int32_t ****g_3082 = (void*)0;
static volatile int32_t g_3122 = 0xB0F6E0C0L;/* VOLATILE GLOBAL g_3122 */
static struct S0 g_3128 = {15236,7411,2,543,605,3477,1,1};/* VOLATILE GLOBAL g_3128 */
static volatile struct S0 g_3163 = {13124,-28206,-0,41,720,25740,0,10};/* VOLATILE GLOBAL g_3163 */
static union U1 **g_3167[2] = {&g_543,&g_543};
static union U1 *** volatile g_3166 = &g_3167[1];/* VOLATILE GLOBAL g_3166 */
static int32_t ** volatile g_3190 = &g_84;/* VOLATILE GLOBAL g_3190 */
static const volatile int64_t g_3207[10][6][4] = {{{0x360F87294F423170LL,0xE8B1277F20460890LL,1L,(-9L)},{1L,6L,0x0879C101FFC779A4LL,5L},{1L,(-1L),1L,0x26D513F9F8B093BCLL},{0x360F87294F423170LL,5L,8L,1L},{0xC42F16D3030AAD2FLL,1L,0L,0L},{0x61F906016B77E02ALL,0xC42F16D3030AAD2FLL,0x78FDD5624C5EC00CLL,0x928C18D628842A52LL}},{{0xE4EFB3EE0422D6E3LL,0xDCC46B1B536E1ADCLL,1L,0x7AD9449EF7D58E96LL},{0xE8B1277F20460890LL,0xFF1524E47ACE37A7LL,0x360F87294F423170LL,(-5L)},{0L,(-3L),0x074C8BB121E75834LL,0L},{0xF0B7FB7A7EC25457LL,0x69BCEA53C20E9A11LL,0xE8B1277F20460890LL,0xC7126568132C58ACLL},{0L,(-9L),0xFB39EE54E93B8267LL,5L},{0x20DAE0CB896361F4LL,0x62DD58A9516A5347LL,0L,0L}},{{0xCEA3B2DAF2F881AELL,2L,0x62DD58A9516A5347LL,0x61F906016B77E02ALL},{0x7AD9449EF7D58E96LL,0xBC8AA3145A2836ABLL,0xCEA3B2DAF2F881AELL,0L},{(-3L),0x9EB0F792B01C7BFELL,0x9006C945F66F0A72LL,5L},{1L,0x4BB276B8665D130CLL,0x922489478DA86112LL,0x69BCEA53C20E9A11LL},{1L,0L,0x9EB0F792B01C7BFELL,0x9EB0F792B01C7BFELL},{(-1L),(-1L),0xD762F844131AEA7DLL,1L}},{{0x0DFBDEB59C2C310FLL,0x20DAE0CB896361F4LL,1L,0xCEA3B2DAF2F881AELL},{0x62DD58A9516A5347LL,0x074C8BB121E75834LL,2L,1L},{0x033FC6043A9FE60DLL,0x074C8BB121E75834LL,0x4BB276B8665D130CLL,0xCEA3B2DAF2F881AELL},{0x074C8BB121E75834LL,0x20DAE0CB896361F4LL,(-3L),1L},{0x78FDD5624C5EC00CLL,(-1L),0L,0x9EB0F792B01C7BFELL},{1L,0L,0x61F906016B77E02ALL,0x69BCEA53C20E9A11LL}},{{5L,0x4BB276B8665D130CLL,0xBC8AA3145A2836ABLL,5L},{0xF541BE7A6E7444E7LL,0x9EB0F792B01C7BFELL,(-1L),0L},{0x922489478DA86112LL,0xBC8AA3145A2836ABLL,9L,0x61F906016B77E02ALL},{0L,2L,0L,0L},{0x9EB0F792B01C7BFELL,0x62DD58A9516A5347LL,3L,5L},{(-3L),(-9L),0xE4EFB3EE0422D6E3LL,0xC7126568132C58ACLL}},{{0x7C452E077054584DLL,0x69BCEA53C20E9A11LL,(-10L),0L},{1L,(-3L),0xC7126568132C58ACLL,(-5L)},{1L,0xFF1524E47ACE37A7LL,0xDCC46B1B536E1ADCLL,0x7AD9449EF7D58E96LL},{8L,0xDCC46B1B536E1ADCLL,0xF541BE7A6E7444E7LL,0L},{(-9L),(-10L),(-1L),1L},{0xFF1524E47ACE37A7LL,(-5L),0xFF1524E47ACE37A7LL,2L}},{{0xE4EFB3EE0422D6E3LL,0L,(-1L),(-1L)},{0x20DAE0CB896361F4LL,0L,0x633F6730F2164D3BLL,0L},{0x922489478DA86112LL,0xC7126568132C58ACLL,0x633F6730F2164D3BLL,0xE8B1277F20460890LL},{0x20DAE0CB896361F4LL,0xAEAA27E339FE0AF9LL,(-1L),0x9DA840FD82E120C7LL},{0xE4EFB3EE0422D6E3LL,5L,0xFF1524E47ACE37A7LL,0xCEA3B2DAF2F881AELL},{0xFF1524E47ACE37A7LL,0xCEA3B2DAF2F881AELL,(-1L),9L}},{{(-9L),0xE6B629C2166D9C78LL,0x0879C101FFC779A4LL,0x69BCEA53C20E9A11LL},{0xF541BE7A6E7444E7LL,1L,0xEA73010222FF5022LL,(-3L)},{0x69BCEA53C20E9A11LL,(-1L),5L,0x360F87294F423170LL},{6L,0xC42F16D3030AAD2FLL,0x360F87294F423170LL,0x0DFBDEB59C2C310FLL},{9L,0L,7L,0x26D513F9F8B093BCLL},{1L,0x0879C101FFC779A4LL,1L,0x074C8BB121E75834LL}},{{8L,0xBFA8504C7CEB3B79LL,0xF0B7FB7A7EC25457LL,0L},{1L,9L,0L,0L},{0x62DD58A9516A5347LL,1L,(-1L),0x788612819127851FLL},{0x0879C101FFC779A4LL,0xF0B7FB7A7EC25457LL,0x78FDD5624C5EC00CLL,1L},{0L,0xFB39EE54E93B8267LL,(-3L),0xAEAA27E339FE0AF9LL},{0xBFA8504C7CEB3B79LL,1L,1L,0xBFA8504C7CEB3B79LL}},{{0x0DFBDEB59C2C310FLL,0x4BB276B8665D130CLL,0L,7L},{0x928C18D628842A52LL,(-9L),0x26D513F9F8B093BCLL,0x922489478DA86112LL},{0L,(-1L),0x9DA840FD82E120C7LL,0x922489478DA86112LL},{0x61F906016B77E02ALL,(-9L),(-5L),7L},{0xDCC46B1B536E1ADCLL,0x4BB276B8665D130CLL,(-3L),0xBFA8504C7CEB3B79LL},{0x633F6730F2164D3BLL,1L,8L,0xAEAA27E339FE0AF9LL}}};
static volatile uint32_t g_3224 = 4294967295UL;/* VOLATILE GLOBAL g_3224 */
static uint8_t ** const *g_3236 = &g_1644;
static uint8_t ** const **g_3235 = &g_3236;
static uint8_t ** const ***g_3234[7][9][4] = {{{&g_3235,(void*)0,&g_3235,&g_3235},{&g_3235,(void*)0,&g_3235,&g_3235},{&g_3235,&g_3235,&g_3235,&g_3235},{&g_3235,&g_3235,(void*)0,&g_3235},{&g_3235,&g_3235,&g_3235,&g_3235},{&g_3235,&g_3235,&g_3235,&g_3235},{&g_3235,(void*)0,(void*)0,&g_3235},{&g_3235,&g_3235,&g_3235,&g_3235},{&g_3235,&g_3235,(void*)0,&g_3235}},{{&g_3235,&g_3235,&g_3235,&g_3235},{&g_3235,&g_3235,&g_3235,(void*)0},{&g_3235,&g_3235,(void*)0,(void*)0},{&g_3235,&g_3235,&g_3235,&g_3235},{&g_3235,&g_3235,&g_3235,&g_3235},{&g_3235,&g_3235,&g_3235,&g_3235},{&g_3235,&g_3235,&g_3235,&g_3235},{(void*)0,&g_3235,&g_3235,&g_3235},{&g_3235,&g_3235,&g_3235,&g_3235}},{{&g_3235,(void*)0,&g_3235,&g_3235},{&g_3235,&g_3235,&g_3235,&g_3235},{(void*)0,&g_3235,(void*)0,&g_3235},{(void*)0,&g_3235,&g_3235,&g_3235},{&g_3235,&g_3235,&g_3235,&g_3235},{&g_3235,(void*)0,&g_3235,(void*)0},{&g_3235,&g_3235,&g_3235,&g_3235},{&g_3235,&g_3235,&g_3235,&g_3235},{&g_3235,&g_3235,&g_3235,&g_3235}},{{&g_3235,&g_3235,&g_3235,&g_3235},{&g_3235,&g_3235,&g_3235,&g_3235},{&g_3235,&g_3235,&g_3235,&g_3235},{&g_3235,&g_3235,&g_3235,&g_3235},{&g_3235,&g_3235,&g_3235,&g_3235},{&g_3235,&g_3235,&g_3235,&g_3235},{&g_3235,&g_3235,&g_3235,&g_3235},{&g_3235,(void*)0,&g_3235,&g_3235},{&g_3235,&g_3235,&g_3235,&g_3235}},{{&g_3235,&g_3235,&g_3235,(void*)0},{&g_3235,&g_3235,&g_3235,&g_3235},{&g_3235,&g_3235,&g_3235,&g_3235},{&g_3235,&g_3235,&g_3235,&g_3235},{&g_3235,(void*)0,&g_3235,(void*)0},{&g_3235,(void*)0,&g_3235,&g_3235},{&g_3235,&g_3235,&g_3235,&g_3235},{&g_3235,&g_3235,&g_3235,&g_3235},{&g_3235,&g_3235,&g_3235,&g_3235}},{{&g_3235,&g_3235,&g_3235,&g_3235},{&g_3235,&g_3235,(void*)0,&g_3235},{&g_3235,&g_3235,&g_3235,&g_3235},{&g_3235,&g_3235,(void*)0,&g_3235},{&g_3235,&g_3235,&g_3235,&g_3235},{&g_3235,(void*)0,&g_3235,(void*)0},{&g_3235,(void*)0,(void*)0,&g_3235},{&g_3235,&g_3235,&g_3235,&g_3235},{&g_3235,&g_3235,&g_3235,&g_3235}},{{&g_3235,&g_3235,&g_3235,(void*)0},{&g_3235,&g_3235,(void*)0,&g_3235},{&g_3235,&g_3235,&g_3235,&g_3235},{&g_3235,(void*)0,&g_3235,&g_3235},{&g_3235,&g_3235,&g_3235,&g_3235},{&g_3235,&g_3235,&g_3235,&g_3235},{&g_3235,&g_3235,&g_3235,&g_3235},{&g_3235,&g_3235,(void*)0,&g_3235},{&g_3235,&g_3235,&g_3235,&g_3235}}};
static struct S0 g_3257 = {7765,16588,-14,-582,-634,25713,1,6};/* VOLATILE GLOBAL g_3257 */
static const uint16_t ****g_3264 = (void*)0;
static volatile uint64_t g_3292 = 1UL;/* VOLATILE GLOBAL g_3292 */
static int16_t *g_3381[1] = {&g_631[2][0]};
static int16_t * volatile *g_3380[1][7][5] = {{{&g_3381[0],&g_3381[0],&g_3381[0],&g_3381[0],&g_3381[0]},{&g_3381[0],&g_3381[0],&g_3381[0],&g_3381[0],&g_3381[0]},{&g_3381[0],&g_3381[0],&g_3381[0],&g_3381[0],&g_3381[0]},{&g_3381[0],&g_3381[0],&g_3381[0],&g_3381[0],&g_3381[0]},{&g_3381[0],&g_3381[0],&g_3381[0],&g_3381[0],&g_3381[0]},{&g_3381[0],&g_3381[0],&g_3381[0],&g_3381[0],&g_3381[0]},{&g_3381[0],&g_3381[0],&g_3381[0],&g_3381[0],&g_3381[0]}}};
static int16_t * volatile **g_3379 = &g_3380[0][4][0];
static const uint64_t g_3444 = 18446744073709551615UL;
static int64_t g_3484 = (-1L);
static int32_t g_3485 = (-4L);
static uint16_t g_3722 = 0x2F45L;
static uint32_t * const *g_3725[2][7][9] = {{{&g_808[3],&g_808[6],&g_808[0],&g_808[6],(void*)0,&g_808[6],(void*)0,(void*)0,&g_808[6]},{&g_808[4],(void*)0,&g_808[6],(void*)0,&g_808[4],&g_808[6],&g_808[6],&g_808[6],&g_808[4]},{&g_808[6],&g_808[0],&g_808[6],(void*)0,&g_808[6],(void*)0,(void*)0,&g_808[6],(void*)0},{(void*)0,&g_808[6],(void*)0,&g_808[6],&g_808[0],&g_808[6],&g_808[0],&g_808[6],(void*)0},{(void*)0,&g_808[6],&g_808[4],&g_808[0],&g_808[6],&g_808[6],&g_808[0],&g_808[4],&g_808[6]},{&g_808[4],&g_808[6],&g_808[6],&g_808[6],&g_808[4],&g_808[6],&g_808[6],&g_808[6],&g_808[4]},{&g_808[6],&g_808[6],&g_808[4],(void*)0,(void*)0,&g_808[4],&g_808[6],&g_808[6],&g_808[3]}},{{&g_808[0],&g_808[6],(void*)0,(void*)0,(void*)0,&g_808[6],&g_808[0],(void*)0,&g_808[0]},{&g_808[6],&g_808[6],&g_808[6],&g_808[6],&g_808[6],&g_808[6],&g_808[4],(void*)0,&g_808[3]},{&g_808[4],&g_808[6],&g_808[6],&g_808[6],&g_808[4],(void*)0,&g_808[6],(void*)0,&g_808[4]},{(void*)0,&g_808[0],&g_808[0],(void*)0,&g_808[3],(void*)0,&g_808[4],&g_808[6],&g_808[6]},{(void*)0,(void*)0,(void*)0,&g_808[6],&g_808[0],(void*)0,&g_808[0],&g_808[6],(void*)0},{&g_808[6],&g_808[6],(void*)0,&g_808[0],&g_808[3],&g_808[6],&g_808[6],&g_808[4],(void*)0},{&g_808[4],&g_808[6],&g_808[6],&g_808[6],&g_808[4],&g_808[6],&g_808[6],&g_808[6],&g_808[4]}}};
static uint32_t * const **g_3724 = &g_3725[1][2][7];
static int32_t * const  volatile g_3775 = &g_513;/* VOLATILE GLOBAL g_3775 */
static int32_t * const  volatile * volatile g_3774 = &g_3775;/* VOLATILE GLOBAL g_3774 */
static volatile int8_t g_3781 = 5L;/* VOLATILE GLOBAL g_3781 */
static int64_t g_3789 = (-1L);
static int64_t ***g_3817 = &g_317[0];
static int64_t ****g_3816 = &g_3817;
static int64_t *****g_3815 = &g_3816;
static const int8_t ****g_3850 = (void*)0;
static uint64_t g_3904 = 0xFB128092992D3D9ELL;
static const struct S0 g_3907 = {-477,15853,-14,792,-366,10197,-0,2};/* VOLATILE GLOBAL g_3907 */
static volatile struct S0 g_3925 = {5838,-21745,-7,-631,628,22904,-2,2};/* VOLATILE GLOBAL g_3925 */
static int32_t * volatile g_3994 = (void*)0;/* VOLATILE GLOBAL g_3994 */
static int32_t * volatile *g_3993 = &g_3994;
static int32_t * volatile * volatile *g_3992 = &g_3993;
static int32_t * volatile * volatile * volatile *g_3991 = &g_3992;
static const uint8_t *****g_4003 = (void*)0;
static uint64_t ** const *g_4024 = &g_553;
static uint64_t ** const **g_4023[10] = {&g_4024,&g_4024,&g_4024,&g_4024,&g_4024,&g_4024,&g_4024,&g_4024,&g_4024,&g_4024};
static volatile struct S0 g_4064 = {-17793,7622,-8,-543,-248,19555,-3,16};/* VOLATILE GLOBAL g_4064 */
static uint64_t **** volatile g_4117 = &g_552;/* VOLATILE GLOBAL g_4117 */
static uint64_t g_4174 = 0UL;
static int8_t ** const *g_4233 = &g_1803;
static int8_t ** const **g_4232 = &g_4233;
static volatile uint32_t g_4237 = 1UL;/* VOLATILE GLOBAL g_4237 */
static struct S0 g_4246 = {9655,16396,10,471,-27,3651,3,6};/* VOLATILE GLOBAL g_4246 */
static struct S0 g_4259[5] = {{-13691,23578,4,863,-195,18016,-3,19},{-13691,23578,4,863,-195,18016,-3,19},{-13691,23578,4,863,-195,18016,-3,19},{-13691,23578,4,863,-195,18016,-3,19},{-13691,23578,4,863,-195,18016,-3,19}};
static int32_t ** volatile g_4290 = &g_84;/* VOLATILE GLOBAL g_4290 */
static struct S0 g_4307 = {21834,20668,-12,264,84,32456,0,19};/* VOLATILE GLOBAL g_4307 */
static struct S0 g_4317 = {20059,26683,10,623,-470,15501,-3,3};/* VOLATILE GLOBAL g_4317 */


/* --- FORWARD DECLARATIONS --- */
static struct S0  func_1(void);
static int64_t  func_16(union U1  p_17, uint8_t  p_18, uint32_t  p_19, int8_t  p_20, int8_t  p_21);
static int32_t  func_23(int32_t  p_24);
static int64_t  func_27(const uint16_t  p_28, uint32_t  p_29, union U2  p_30, uint8_t  p_31, int64_t  p_32);
static uint64_t  func_42(int16_t  p_43);
static int8_t  func_45(int32_t  p_46, int8_t  p_47, int32_t  p_48, uint8_t  p_49);
static int32_t  func_54(uint32_t  p_55, int64_t  p_56);
static uint16_t  func_69(uint64_t  p_70, int32_t * p_71, int32_t * p_72, uint16_t  p_73);
static uint64_t  func_74(int32_t  p_75, uint32_t  p_76, union U2  p_77);
static uint8_t  func_78(uint32_t  p_79, int32_t * p_80, int32_t * p_81, int32_t * const  p_82, union U2  p_83);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_4317
 * writes:
 */
static struct S0  func_1(void)
{ /* block id: 0 */
    int32_t l_8[6] = {1L,1L,1L,1L,1L,1L};
    uint8_t l_3295 = 255UL;
    int8_t l_4110 = 7L;
    uint64_t l_4111 = 0x6A78B5211447AC8CLL;
    int32_t l_4112 = 0x5BF08828L;
    int32_t *l_4113 = &g_1999;
    uint64_t ***l_4116 = &g_553;
    int64_t l_4173 = 7L;
    const uint32_t l_4175[6][1] = {{0x0C8D33C4L},{0x29338908L},{0x29338908L},{0x0C8D33C4L},{0x29338908L},{0x29338908L}};
    union U2 l_4240 = {18446744073709551611UL};
    int64_t *l_4248[4] = {&g_414[2][0],&g_414[2][0],&g_414[2][0],&g_414[2][0]};
    uint64_t l_4267 = 0x44E41A48E097BD5FLL;
    int16_t **l_4274 = (void*)0;
    int16_t ***l_4273[9][9][3] = {{{&l_4274,&l_4274,&l_4274},{&l_4274,&l_4274,&l_4274},{&l_4274,&l_4274,&l_4274},{&l_4274,(void*)0,&l_4274},{&l_4274,(void*)0,(void*)0},{(void*)0,&l_4274,(void*)0},{&l_4274,&l_4274,&l_4274},{&l_4274,&l_4274,&l_4274},{&l_4274,&l_4274,&l_4274}},{{&l_4274,&l_4274,&l_4274},{(void*)0,&l_4274,&l_4274},{&l_4274,&l_4274,&l_4274},{&l_4274,&l_4274,&l_4274},{&l_4274,&l_4274,&l_4274},{&l_4274,&l_4274,&l_4274},{(void*)0,&l_4274,&l_4274},{&l_4274,&l_4274,&l_4274},{&l_4274,&l_4274,&l_4274}},{{&l_4274,&l_4274,&l_4274},{&l_4274,&l_4274,&l_4274},{(void*)0,&l_4274,&l_4274},{&l_4274,&l_4274,&l_4274},{&l_4274,&l_4274,&l_4274},{&l_4274,&l_4274,&l_4274},{&l_4274,&l_4274,&l_4274},{&l_4274,&l_4274,&l_4274},{&l_4274,&l_4274,&l_4274}},{{&l_4274,&l_4274,(void*)0},{&l_4274,&l_4274,&l_4274},{&l_4274,&l_4274,&l_4274},{&l_4274,&l_4274,&l_4274},{&l_4274,&l_4274,&l_4274},{(void*)0,&l_4274,&l_4274},{&l_4274,&l_4274,&l_4274},{&l_4274,&l_4274,&l_4274},{&l_4274,&l_4274,(void*)0}},{{&l_4274,&l_4274,&l_4274},{(void*)0,&l_4274,&l_4274},{&l_4274,&l_4274,&l_4274},{&l_4274,&l_4274,&l_4274},{&l_4274,(void*)0,&l_4274},{&l_4274,&l_4274,&l_4274},{&l_4274,&l_4274,(void*)0},{&l_4274,&l_4274,&l_4274},{&l_4274,&l_4274,&l_4274}},{{&l_4274,&l_4274,&l_4274},{&l_4274,&l_4274,&l_4274},{&l_4274,&l_4274,&l_4274},{&l_4274,&l_4274,(void*)0},{(void*)0,&l_4274,&l_4274},{&l_4274,&l_4274,&l_4274},{&l_4274,&l_4274,&l_4274},{&l_4274,&l_4274,&l_4274},{&l_4274,&l_4274,(void*)0}},{{(void*)0,&l_4274,&l_4274},{&l_4274,&l_4274,&l_4274},{&l_4274,&l_4274,&l_4274},{&l_4274,&l_4274,&l_4274},{&l_4274,&l_4274,&l_4274},{(void*)0,&l_4274,&l_4274},{&l_4274,&l_4274,(void*)0},{&l_4274,&l_4274,&l_4274},{&l_4274,&l_4274,&l_4274}},{{&l_4274,&l_4274,&l_4274},{&l_4274,&l_4274,&l_4274},{&l_4274,&l_4274,(void*)0},{&l_4274,&l_4274,&l_4274},{&l_4274,&l_4274,&l_4274},{&l_4274,(void*)0,&l_4274},{&l_4274,&l_4274,(void*)0},{&l_4274,&l_4274,&l_4274},{&l_4274,&l_4274,&l_4274}},{{&l_4274,&l_4274,&l_4274},{&l_4274,&l_4274,&l_4274},{&l_4274,&l_4274,&l_4274},{(void*)0,&l_4274,&l_4274},{&l_4274,&l_4274,&l_4274},{&l_4274,&l_4274,&l_4274},{&l_4274,&l_4274,(void*)0},{&l_4274,&l_4274,&l_4274},{&l_4274,(void*)0,(void*)0}}};
    union U1 l_4303 = {0x787E9E72L};
    int i, j, k;
    return g_4317;
}


/* ------------------------------------------ */
/* 
 * reads : g_2579 g_2580 g_2754 g_2755 g_1125 g_1126 g_224 g_1452 g_1453 g_2813.f0 g_631 g_857 g_734 g_735 g_736 g_3236 g_1644 g_1645 g_634 g_517 g_1802 g_1803 g_281 g_1910 g_282 g_84 g_85 g_3379 g_2581 g_3380 g_3381 g_3444 g_914 g_944 g_3235 g_2884 g_1078 g_1080 g_1079 g_3484 g_3485 g_509 g_469 g_470 g_471 g_2643 g_1801 g_1995 g_1996 g_1994 g_1039 g_257.f0 g_3166 g_3167 g_543 g_3724 g_3774 g_3781 g_3789 g_3815 g_3850 g_414 g_1439 g_507 g_1116 g_1117 g_2494 g_967 g_3904 g_257 g_3925 g_67 g_1748 g_3991 g_552 g_3190 g_810 g_4023 g_66 g_4064 g_4024 g_553 g_1237 g_554 g_1137 g_129 g_657.f0 g_632 g_2231 g_109 g_61 g_287
 * writes: g_224 g_631 g_500 g_914 g_517 g_1910 g_282 g_85 g_129 g_951 g_2023 g_657.f0 g_632 g_2231 g_109 g_509 g_414 g_1996 g_61 g_287 g_257.f0 g_943 g_123 g_3724 g_257 g_3815 g_1079.f6 g_1995 g_507 g_22.f0 g_967 g_2494 g_67 g_511 g_1125 g_3789 g_2581 g_1748 g_4003 g_553 g_3484 g_810 g_4023 g_1778 g_297 g_1237 g_1137
 */
static int64_t  func_16(union U1  p_17, uint8_t  p_18, uint32_t  p_19, int8_t  p_20, int8_t  p_21)
{ /* block id: 1562 */
    union U2 **l_3297 = &g_656[2][2][3];
    union U2 ***l_3296 = &l_3297;
    union U2 ****l_3298 = &l_3296;
    int32_t *l_3299 = &g_513;
    int32_t l_3313 = 0xA45A27B5L;
    uint16_t **l_3322[1][9][10] = {{{&g_1126,&g_1126,(void*)0,&g_1126,&g_1126,&g_1126,&g_1126,(void*)0,&g_1126,&g_1126},{&g_1126,&g_1126,(void*)0,&g_1126,&g_1126,&g_1126,&g_1126,(void*)0,&g_1126,&g_1126},{&g_1126,&g_1126,(void*)0,&g_1126,&g_1126,&g_1126,&g_1126,(void*)0,&g_1126,&g_1126},{&g_1126,&g_1126,(void*)0,&g_1126,&g_1126,&g_1126,&g_1126,(void*)0,&g_1126,&g_1126},{&g_1126,&g_1126,(void*)0,&g_1126,&g_1126,&g_1126,&g_1126,(void*)0,&g_1126,&g_1126},{&g_1126,&g_1126,(void*)0,&g_1126,&g_1126,&g_1126,&g_1126,(void*)0,&g_1126,&g_1126},{&g_1126,&g_1126,(void*)0,&g_1126,&g_1126,&g_1126,&g_1126,(void*)0,&g_1126,&g_1126},{&g_1126,&g_1126,(void*)0,&g_1126,&g_1126,&g_1126,&g_1126,(void*)0,&g_1126,&g_1126},{&g_1126,&g_1126,(void*)0,&g_1126,&g_1126,&g_1126,&g_1126,(void*)0,&g_1126,&g_1126}}};
    const int32_t l_3323[3][2] = {{1L,1L},{1L,1L},{1L,1L}};
    int32_t *l_3325 = &g_645;
    int32_t **l_3324 = &l_3325;
    uint16_t ***l_3331 = &g_1125;
    uint16_t ****l_3330 = &l_3331;
    uint32_t ***l_3335 = (void*)0;
    uint32_t **** const l_3339 = &l_3335;
    uint32_t **** const *l_3338 = &l_3339;
    int32_t l_3383 = 0x0FDC1390L;
    int32_t l_3384 = 0x1F0D7283L;
    const struct S0 * const **l_3391[1][1][8];
    int32_t l_3407 = (-10L);
    int32_t l_3414 = (-1L);
    int32_t l_3415 = 0xEF04F35FL;
    int32_t l_3463 = (-6L);
    int64_t *l_3486 = (void*)0;
    int16_t *l_3506 = &g_631[6][0];
    const uint16_t l_3578[7] = {0xEE42L,0xEE42L,0xEC42L,0xEE42L,0xEE42L,0xEC42L,0xEE42L};
    int32_t ** const *l_3591[1][3][10] = {{{&g_2684,&g_2684,&g_2684,&g_2684,&g_2684,&g_2684,&g_2684,&g_2684,&g_2684,&g_2684},{&g_2684,&g_2684,&g_2684,&g_2684,&g_2684,&g_2684,&g_2684,&g_2684,&g_2684,&g_2684},{&g_2684,&g_2684,&g_2684,&g_2684,&g_2684,&g_2684,&g_2684,&g_2684,&g_2684,&g_2684}}};
    uint8_t ***l_3625 = &g_1644;
    int64_t ***l_3647 = &g_317[1];
    int64_t *** const l_3648[2][7] = {{&g_317[1],&g_317[1],(void*)0,&g_317[1],&g_317[1],&g_317[1],(void*)0},{&g_317[1],&g_317[1],(void*)0,&g_317[1],&g_317[1],&g_317[1],(void*)0}};
    int32_t l_3657 = 0x3A60A427L;
    uint32_t l_3658 = 18446744073709551615UL;
    int64_t l_3695[7];
    struct S0 ***l_3768[7][2];
    uint8_t l_3795 = 1UL;
    uint64_t ****l_3798 = &g_552;
    const uint8_t *l_3937[8][4][2] = {{{&g_1284,&g_1284},{&g_878,&g_2494},{(void*)0,&g_62},{&g_878,&g_1284}},{{(void*)0,&g_878},{&g_2494,&g_878},{&g_2494,&g_878},{&g_914,&g_198}},{{&g_878,&g_878},{&g_967,&g_878},{&g_878,&g_198},{&g_198,&g_878}},{{&g_878,&g_967},{&g_878,&g_878},{&g_198,&g_914},{&g_878,&g_878}},{{(void*)0,&g_878},{&g_878,&g_914},{&g_198,&g_878},{&g_878,&g_967}},{{&g_878,&g_878},{&g_198,&g_198},{&g_878,&g_878},{&g_967,&g_878}},{{&g_878,&g_198},{&g_914,&g_878},{&g_878,(void*)0},{&g_878,&g_878}},{{&g_914,&g_198},{&g_878,&g_878},{&g_967,&g_878},{&g_878,&g_198}}};
    const uint8_t **l_3936 = &l_3937[6][0][1];
    const uint8_t ***l_3935 = &l_3936;
    const uint8_t ****l_4002 = (void*)0;
    const uint8_t *****l_4001 = &l_4002;
    union U1 **l_4032 = &g_543;
    int16_t **l_4051 = &g_3381[0];
    int16_t ***l_4050[5] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
    int16_t l_4068[7] = {0L,0L,0L,0L,0L,0L,0L};
    int i, j, k;
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 1; j++)
        {
            for (k = 0; k < 8; k++)
                l_3391[i][j][k] = (void*)0;
        }
    }
    for (i = 0; i < 7; i++)
        l_3695[i] = 0x74650EF0C563E7F2LL;
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 2; j++)
            l_3768[i][j] = &g_2633;
    }
    if (((((*l_3298) = l_3296) == ((l_3299 != ((*l_3324) = ((safe_add_func_int64_t_s_s((safe_mul_func_int8_t_s_s(((~(safe_div_func_uint16_t_u_u((safe_lshift_func_int8_t_s_s((((safe_sub_func_uint64_t_u_u((l_3313 = ((((l_3313 < (0xFC846779C00C3CADLL < (safe_rshift_func_int8_t_s_s(((void*)0 == (*g_2579)), (safe_mod_func_int64_t_s_s((safe_sub_func_uint8_t_u_u((safe_lshift_func_int8_t_s_u(((l_3313 ^ l_3313) <= (l_3322[0][2][6] == (void*)0)), 2)), p_18)), 7UL)))))) , l_3313) >= p_18) | p_21)), 1UL)) <= p_21) | 0UL), 2)), l_3323[0][0]))) , p_18), l_3323[2][1])), 18446744073709551610UL)) , (void*)0))) , (*g_2754))) >= (**g_1125)))
    { /* block id: 1566 */
        union U2 l_3334[4][1][5] = {{{{0xB7CD11F7L},{18446744073709551610UL},{0xB7CD11F7L},{18446744073709551610UL},{0xB7CD11F7L}}},{{{6UL},{6UL},{6UL},{6UL},{6UL}}},{{{0xB7CD11F7L},{18446744073709551610UL},{0xB7CD11F7L},{18446744073709551610UL},{0xB7CD11F7L}}},{{{6UL},{6UL},{6UL},{6UL},{6UL}}}};
        uint32_t ****l_3337 = &l_3335;
        uint32_t *****l_3336 = &l_3337;
        int16_t *l_3340[1];
        int32_t l_3362 = 5L;
        int16_t **l_3378[6][6] = {{(void*)0,(void*)0,(void*)0,&l_3340[0],(void*)0,(void*)0},{(void*)0,(void*)0,&l_3340[0],(void*)0,(void*)0,(void*)0},{(void*)0,&l_3340[0],(void*)0,(void*)0,(void*)0,&l_3340[0]},{(void*)0,&l_3340[0],&l_3340[0],&l_3340[0],(void*)0,&l_3340[0]},{(void*)0,(void*)0,(void*)0,&l_3340[0],(void*)0,(void*)0},{(void*)0,(void*)0,&l_3340[0],(void*)0,(void*)0,(void*)0}};
        int16_t ***l_3377 = &l_3378[4][3];
        int32_t l_3413 = (-7L);
        int64_t ***l_3443 = (void*)0;
        int32_t l_3538 = 0x0A66C264L;
        int8_t l_3577 = 5L;
        int32_t l_3600 = 0L;
        uint32_t **l_3621[6][10] = {{&g_808[6],&g_808[6],&g_808[6],&g_808[2],&g_808[3],&g_808[6],&g_808[3],&g_808[2],&g_808[6],&g_808[6]},{&g_808[3],&g_808[6],(void*)0,&g_808[3],&g_808[6],&g_808[6],&g_808[3],(void*)0,&g_808[6],&g_808[3]},{(void*)0,&g_808[6],&g_808[6],&g_808[6],&g_808[6],&g_808[6],&g_808[6],&g_808[6],(void*)0,(void*)0},{&g_808[3],&g_808[2],&g_808[6],&g_808[6],&g_808[6],&g_808[6],&g_808[2],&g_808[3],&g_808[6],&g_808[3]},{&g_808[6],&g_808[6],&g_808[6],&g_808[6],&g_808[6],&g_808[6],&g_808[6],(void*)0,(void*)0,&g_808[6]},{(void*)0,&g_808[3],&g_808[6],&g_808[6],&g_808[3],(void*)0,&g_808[6],&g_808[3],&g_808[6],(void*)0}};
        int64_t * const * const l_3623[10][7] = {{&g_485,&g_485,&l_3486,&l_3486,&g_485,&g_485,&l_3486},{&g_485,&g_471,(void*)0,(void*)0,&g_471,&l_3486,&g_485},{&l_3486,&l_3486,&l_3486,&l_3486,&l_3486,&l_3486,(void*)0},{&l_3486,(void*)0,&g_485,&g_485,(void*)0,&l_3486,&g_485},{&l_3486,&l_3486,&l_3486,&l_3486,&l_3486,&l_3486,(void*)0},{&l_3486,(void*)0,&g_485,&g_485,(void*)0,&l_3486,&g_485},{&l_3486,&l_3486,&l_3486,&l_3486,&l_3486,&l_3486,(void*)0},{&l_3486,(void*)0,&g_485,&g_485,(void*)0,&l_3486,&g_485},{&l_3486,&l_3486,&l_3486,&l_3486,&l_3486,&l_3486,(void*)0},{&l_3486,(void*)0,&g_485,&g_485,(void*)0,&l_3486,&g_485}};
        uint32_t *l_3632 = &g_57;
        int32_t l_3683 = 0x354C5E30L;
        int32_t l_3689 = 0x9E00B52CL;
        int32_t l_3690 = 0L;
        int32_t l_3692 = 7L;
        int32_t l_3693 = 0x248168E2L;
        int32_t l_3694[4][3] = {{(-5L),(-1L),(-1L)},{0L,(-1L),(-1L)},{(-5L),(-1L),(-1L)},{0L,(-1L),(-1L)}};
        int32_t *l_3704 = (void*)0;
        int32_t * const *l_3749 = &l_3325;
        uint32_t l_3776 = 0UL;
        int64_t ****l_3814[1];
        int64_t *****l_3813 = &l_3814[0];
        int64_t *l_3900 = &g_511;
        int32_t *l_3919 = &g_67;
        const int32_t l_3920 = 0L;
        uint8_t ***l_3939 = &g_1644;
        int8_t *l_3945 = &g_509;
        int32_t l_3986 = 1L;
        int i, j, k;
        for (i = 0; i < 1; i++)
            l_3340[i] = &g_1748;
        for (i = 0; i < 1; i++)
            l_3814[i] = (void*)0;
lbl_3653:
        if (((safe_add_func_int8_t_s_s((safe_lshift_func_uint8_t_u_s((l_3330 == &l_3331), ((safe_mul_func_int16_t_s_s((g_500 = (l_3334[3][0][3] , (l_3335 != (((**g_1452) = ((((((l_3336 != l_3338) & ((p_18 ^ ((*g_1126) &= (p_19 ^ (-2L)))) , l_3323[0][0])) , p_21) , (void*)0) != (*l_3331)) >= 1L)) , (*l_3337))))), g_2813.f0)) < p_20))), 0x27L)) , p_20))
        { /* block id: 1570 */
            uint16_t l_3361 = 65534UL;
            uint32_t **l_3371 = (void*)0;
            int32_t l_3412 = 0L;
            const uint32_t *l_3441 = &g_468;
            int64_t ***l_3442[5][8][2] = {{{&g_317[2],(void*)0},{&g_317[1],(void*)0},{&g_317[2],&g_317[1]},{&g_315,(void*)0},{&g_317[2],(void*)0},{&g_317[1],(void*)0},{&g_317[2],(void*)0},{&g_315,&g_317[1]}},{{&g_317[2],(void*)0},{&g_317[1],(void*)0},{&g_317[2],&g_317[1]},{&g_315,(void*)0},{&g_317[2],(void*)0},{&g_317[1],(void*)0},{&g_317[2],(void*)0},{&g_315,&g_317[1]}},{{&g_317[2],(void*)0},{&g_317[1],(void*)0},{&g_317[2],&g_317[1]},{&g_315,(void*)0},{&g_317[2],(void*)0},{&g_317[1],(void*)0},{&g_317[2],(void*)0},{&g_315,&g_317[1]}},{{&g_317[2],(void*)0},{&g_317[1],(void*)0},{&g_317[2],&g_317[1]},{&g_315,(void*)0},{&g_317[2],(void*)0},{&g_317[1],(void*)0},{&g_317[2],(void*)0},{&g_315,&g_317[1]}},{{&g_317[2],(void*)0},{&g_317[1],(void*)0},{&g_317[2],&g_317[1]},{&g_315,(void*)0},{&g_317[2],(void*)0},{&g_317[1],(void*)0},{&g_317[2],(void*)0},{&g_315,&g_317[1]}}};
            int32_t *l_3446 = &l_3362;
            const uint8_t *l_3453 = &g_967;
            const uint8_t **l_3452 = &l_3453;
            const union U2 l_3454 = {0xCDF4B8F2L};
            const int64_t *l_3487 = (void*)0;
            uint32_t l_3488[4][4][1] = {{{0xF27DBDF5L},{0xF27DBDF5L},{0x08F5CF59L},{1UL}},{{0x08F5CF59L},{0xF27DBDF5L},{0xF27DBDF5L},{0x08F5CF59L}},{{1UL},{0x08F5CF59L},{0xF27DBDF5L},{0xF27DBDF5L}},{{0x08F5CF59L},{1UL},{0x08F5CF59L},{0xF27DBDF5L}}};
            uint32_t ** const *l_3503 = (void*)0;
            uint32_t ** const **l_3502 = &l_3503;
            uint32_t ** const ***l_3501 = &l_3502;
            int i, j, k;
            l_3362 = (((((safe_div_func_int64_t_s_s(((l_3323[0][0] , ((safe_mul_func_int8_t_s_s(((***g_1802) ^= ((l_3334[3][0][3].f1 == (safe_div_func_int16_t_s_s((-8L), ((~(((safe_mod_func_uint8_t_u_u((((safe_mul_func_int16_t_s_s((safe_sub_func_int64_t_s_s(((*g_1126) >= 0x3D4EL), ((safe_unary_minus_func_uint64_t_u(((((*g_634) ^= (p_17.f0 != ((***g_3236) = ((((((safe_add_func_int16_t_s_s((safe_sub_func_uint8_t_u_u((1UL >= p_19), (safe_div_func_int16_t_s_s((*g_1453), p_20)))), g_857[4])) | p_20) & (*g_1126)) && (**g_734)) < l_3361) , l_3323[0][0])))) <= p_18) >= p_18))) && l_3361))), 0xAAD7L)) , 0x35L) && l_3323[0][1]), l_3323[0][0])) == l_3361) & p_17.f0)) , p_18)))) ^ 18446744073709551609UL)), p_21)) & 0x04A4D434L)) <= p_17.f0), (-9L))) || 0UL) ^ p_17.f0) != l_3361) != p_17.f0);
            for (l_3313 = 4; (l_3313 >= 0); l_3313 -= 1)
            { /* block id: 1577 */
                const uint32_t l_3363 = 0UL;
                int32_t l_3396 = 0x0DE58AC5L;
                (*g_84) &= l_3363;
                for (g_129 = 0; (g_129 <= 3); g_129 += 1)
                { /* block id: 1581 */
                    uint32_t **l_3376 = (void*)0;
                    int32_t l_3382[2][10][10] = {{{0L,0x1C728EADL,0L,0x06F9D1A6L,0L,0xA5FB4E07L,0x8F240DC1L,5L,0x1C728EADL,0x60FF7C90L},{1L,(-1L),0x1C728EADL,(-1L),(-2L),8L,0x60FF7C90L,5L,8L,0L},{8L,1L,0L,7L,0x1C728EADL,0x7ED99F29L,(-5L),0x504EDFF6L,1L,(-1L)},{0x1AF92911L,1L,0L,0L,(-2L),0xA5FB4E07L,0L,0x1AF92911L,0xA15C4806L,1L},{0x7ED99F29L,0x4AF14E7EL,(-1L),0x2360711FL,0x06F9D1A6L,0x2323F9B3L,0x2323F9B3L,0x06F9D1A6L,0x2360711FL,(-1L)},{0xDF62AB77L,0xDF62AB77L,4L,0x8F240DC1L,0xEA9364B6L,0x16F0922DL,0x1C728EADL,(-5L),(-1L),0L},{0x2360711FL,0x8D6BD920L,0L,0x226BF360L,0x01CB4C21L,1L,0x1C728EADL,0x4AF14E7EL,0x5A529401L,5L},{0x45303478L,0xDF62AB77L,0xA15C4806L,0xA5FB4E07L,0L,4L,0x2323F9B3L,0x621C3A3DL,0xDF62AB77L,0L},{0xA15C4806L,0x4AF14E7EL,0x71691817L,0x16F0922DL,(-1L),0x60FF7C90L,0L,0x45303478L,0x504EDFF6L,1L},{5L,1L,(-5L),0x60FF7C90L,(-5L),0x01CB4C21L,(-5L),0x60FF7C90L,(-5L),1L}},{{0x57022CAEL,0x621C3A3DL,1L,0L,0x1C728EADL,0L,(-5L),0x57022CAEL,0x45303478L,0xA5FB4E07L},{0x7ED99F29L,0x504EDFF6L,0xAE66D28EL,0x4AF14E7EL,0x16F0922DL,0L,0L,0x06F9D1A6L,1L,0xAE66D28EL},{0x57022CAEL,0x71691817L,(-2L),0x06F9D1A6L,0xEA9364B6L,0x01CB4C21L,0L,(-1L),(-5L),0x1C728EADL},{5L,0x8D6BD920L,0x2323F9B3L,1L,0x8F240DC1L,0x60FF7C90L,0xAE66D28EL,0L,0x5A529401L,0x226BF360L},{0xA15C4806L,0x57022CAEL,1L,5L,4L,4L,5L,1L,0x57022CAEL,0xA15C4806L},{0x45303478L,0L,0x71691817L,0x01CB4C21L,0xDF62AB77L,1L,0xA15C4806L,0L,0x4AF14E7EL,1L},{0x2360711FL,(-5L),0x621C3A3DL,0L,0xDF62AB77L,0x16F0922DL,(-5L),5L,(-1L),0xA15C4806L},{0xDF62AB77L,0xA15C4806L,0xA5FB4E07L,0L,4L,0x2323F9B3L,0x621C3A3DL,0xDF62AB77L,0L,0x226BF360L},{0x7ED99F29L,0x60FF7C90L,0x1C728EADL,5L,0x8F240DC1L,0xA5FB4E07L,0L,0x06F9D1A6L,0L,0x1C728EADL},{0x1AF92911L,1L,0L,0x7ED99F29L,0xEA9364B6L,0x7ED99F29L,0L,1L,0x1AF92911L,0xAE66D28EL}}};
                    uint32_t *l_3397 = &g_951[6][9][1];
                    uint64_t *l_3398 = (void*)0;
                    uint64_t *l_3399[9] = {&g_1594,&g_1594,&g_1594,&g_1594,&g_1594,&g_1594,&g_1594,&g_1594,&g_1594};
                    int i, j, k;
                    (*g_84) = (l_3382[1][7][1] = ((((((((safe_div_func_uint64_t_u_u((*g_634), (safe_unary_minus_func_uint16_t_u(0x03FFL)))) | ((p_20 != (l_3323[0][0] | 1L)) > (((0xDFL <= 1UL) > (((safe_mul_func_int16_t_s_s((safe_div_func_int64_t_s_s((((l_3371 == (l_3376 = (((safe_rshift_func_int16_t_s_s(((safe_div_func_int32_t_s_s(p_20, p_20)) == 0x39B7L), (*g_1453))) & p_18) , (void*)0))) , l_3377) != g_3379), p_18)), l_3323[0][0])) && l_3334[3][0][3].f1) , (*g_84))) == 0x3C18D8D5L))) , (*g_84)) != l_3362) | l_3382[1][3][0]) , l_3363) && l_3382[1][3][0]) >= p_19));
                    (*g_84) |= (l_3384 = l_3383);
                    (*g_84) = (safe_div_func_uint64_t_u_u((g_2023 = ((*g_634) = (((*l_3397) = ((safe_mul_func_int16_t_s_s(((safe_mul_func_uint16_t_u_u((l_3396 = ((((void*)0 == l_3391[0][0][0]) > (((p_21 , 0L) ^ ((****g_2580) >= 0x32L)) >= (((safe_add_func_uint32_t_u_u(p_20, (safe_rshift_func_uint8_t_u_s(((***g_3236) = 255UL), (((*l_3377) != (void*)0) >= 255UL))))) | l_3313) || l_3382[1][3][0]))) > 0xE0CDL)), 0x0A2DL)) || p_21), l_3363)) == l_3323[0][0])) != l_3363))), p_17.f0));
                    for (g_657.f0 = 0; (g_657.f0 <= 0); g_657.f0 += 1)
                    { /* block id: 1595 */
                        int32_t *l_3400 = &l_3382[0][0][7];
                        int32_t *l_3401 = &g_1999;
                        int32_t *l_3402 = &g_507;
                        int32_t *l_3403 = (void*)0;
                        int32_t *l_3404 = &l_3384;
                        int32_t *l_3405 = &g_1283;
                        int32_t *l_3406 = &g_264;
                        int32_t *l_3408 = &g_1999;
                        int32_t *l_3409 = &g_109;
                        int32_t *l_3410 = (void*)0;
                        int32_t *l_3411[6] = {&l_3382[1][3][0],&l_3382[1][3][0],&l_3382[1][3][0],&l_3382[1][3][0],&l_3382[1][3][0],&l_3382[1][3][0]};
                        uint32_t l_3416[2];
                        int i, j;
                        for (i = 0; i < 2; i++)
                            l_3416[i] = 1UL;
                        --l_3416[0];
                        if (l_3413)
                            break;
                    }
                }
            }
            if ((l_3413 = ((safe_mul_func_uint16_t_u_u((safe_mod_func_int64_t_s_s((((((***g_3379) || ((safe_sub_func_int32_t_s_s((((safe_add_func_int8_t_s_s((safe_mod_func_int8_t_s_s((((safe_div_func_uint16_t_u_u((--(***l_3331)), (((((((((safe_div_func_int64_t_s_s((safe_rshift_func_int8_t_s_s(((p_21 > 0x0CD01378D0C6BEF1LL) ^ (safe_mul_func_int8_t_s_s((safe_mul_func_uint16_t_u_u(((p_19 | (l_3384 > (((*g_1453) ^ (l_3441 != (*g_734))) <= ((l_3442[2][4][0] != l_3443) == p_17.f0)))) > (***g_3379)), p_20)), l_3334[3][0][3].f0))), 1)), p_20)) , 0x0133L) == p_19) & p_20) , (**g_2579)) == (**g_2579)) || p_18) , 0x8AF4L) | 0x53E3L))) <= l_3412) | (**g_1803)), l_3412)), p_21)) == 4294967295UL) <= p_19), g_3444)) & (**g_1644))) , 0UL) || 0UL) & l_3313), p_17.f0)), 65535UL)) || p_21)))
            { /* block id: 1603 */
                int32_t *l_3445[3];
                uint16_t ** const *l_3449 = &l_3322[0][1][7];
                int i;
                for (i = 0; i < 3; i++)
                    l_3445[i] = &g_944;
                l_3446 = l_3445[0];
                for (g_632 = 0; (g_632 <= 2); g_632 += 1)
                { /* block id: 1607 */
                    int32_t l_3462 = 0x8945118FL;
                    l_3362 = ((safe_mul_func_uint16_t_u_u(((*l_3446) < 8UL), (l_3449 == (*l_3330)))) || (safe_lshift_func_uint8_t_u_s(((*g_1645) = (l_3452 == &l_3453)), ((l_3454 , (safe_lshift_func_int8_t_s_s((~((--(*g_634)) | (0x64L == (safe_mul_func_uint8_t_u_u(((l_3462 = p_21) < 0xF854786AL), 0L))))), 4))) ^ l_3463))));
                    for (g_2231 = 1; (g_2231 >= 0); g_2231 -= 1)
                    { /* block id: 1614 */
                        uint32_t l_3475 = 0x203306F4L;
                        int32_t l_3476 = (-1L);
                        int i;
                        (*g_84) = (safe_mul_func_uint16_t_u_u((**g_1125), ((l_3362 = ((((*g_634) = p_17.f0) < l_3334[3][0][3].f0) != (safe_sub_func_uint32_t_u_u((l_3476 &= (p_21 , (safe_mul_func_uint16_t_u_u((~(safe_sub_func_uint8_t_u_u(((0xC4L > ((((void*)0 == &g_2580) < 1L) == (((****g_3235) < (**g_1803)) , p_20))) == l_3475), 0xA3L))), p_20)))), l_3334[3][0][3].f1)))) == 0UL)));
                        l_3463 = ((*g_84) = (p_17.f0 & (safe_add_func_uint32_t_u_u((0x8BL != ((p_18 < (l_3334[3][0][3].f0 , (l_3462 > 0x469CC7B8B6EA1DADLL))) > ((((safe_mod_func_int8_t_s_s((((*l_3446) >= (safe_mod_func_int64_t_s_s((+(((**g_2884) , 0x66197FA3L) == 8L)), (*g_634)))) | g_3484), g_3485)) != p_17.f0) || p_21) , 0x94L))), l_3362))));
                        (*g_84) = l_3313;
                    }
                    (*g_84) = (l_3486 != (p_17 , l_3487));
                    for (g_109 = 1; (g_109 >= 0); g_109 -= 1)
                    { /* block id: 1626 */
                        if (p_18)
                            break;
                    }
                }
                l_3384 &= 0x0D17F3CFL;
                ++l_3488[3][1][0];
            }
            else
            { /* block id: 1632 */
                uint32_t * const ***l_3500 = (void*)0;
                uint32_t * const ****l_3499[10] = {&l_3500,&l_3500,&l_3500,&l_3500,&l_3500,&l_3500,&l_3500,&l_3500,&l_3500,&l_3500};
                int32_t l_3527 = 0xDCF4DD68L;
                int64_t l_3545 = (-1L);
                int8_t l_3546 = 0L;
                int i;
                (*g_84) = l_3362;
                for (l_3361 = 0; (l_3361 == 1); l_3361 = safe_add_func_int32_t_s_s(l_3361, 9))
                { /* block id: 1636 */
                    int8_t *l_3525 = &g_509;
                    int32_t l_3526 = 1L;
                    (*g_84) ^= ((0x14E5L >= (l_3527 = (safe_div_func_int8_t_s_s((safe_lshift_func_uint16_t_u_u((((***l_3331) = p_19) , ((**g_1125) ^= (safe_lshift_func_int8_t_s_s((l_3499[2] == (l_3501 = l_3501)), (safe_div_func_int32_t_s_s(((((p_19 , l_3506) != (void*)0) > (safe_mul_func_uint16_t_u_u((l_3526 = ((safe_lshift_func_uint16_t_u_s((safe_rshift_func_int8_t_s_u(l_3334[3][0][3].f0, (safe_mul_func_int16_t_s_s((safe_mul_func_int8_t_s_s(((*l_3525) |= ((safe_mul_func_uint8_t_u_u((((safe_div_func_uint64_t_u_u((safe_mod_func_uint8_t_u_u(((safe_mul_func_uint8_t_u_u(((*l_3446) < 0x1A9C224CF4B2A0E2LL), p_17.f0)) & 1UL), l_3463)), (*g_634))) != 0x09030BC88B68898BLL) == 18446744073709551615UL), (**g_1803))) , 0x51L)), 0x34L)), (***g_3379))))), 7)) , l_3323[2][0])), 0xD377L))) ^ 0x4D4150B4L), 5UL)))))), 4)), p_17.f0)))) <= 0x75563A9CL);
                    (*l_3446) = ((((***g_469) = ((safe_mul_func_uint16_t_u_u(((safe_rshift_func_int16_t_s_s((((*g_1126) , (safe_div_func_uint64_t_u_u((safe_rshift_func_int16_t_s_u((safe_div_func_uint32_t_u_u(l_3526, ((((&l_3525 != (*g_1802)) ^ l_3538) , ((((+(safe_sub_func_uint32_t_u_u(0UL, ((+(safe_mul_func_int16_t_s_s((**g_1452), 2L))) >= ((((***g_1802) , l_3526) == 0x121048ACL) && l_3413))))) & 65527UL) | l_3545) > p_20)) , l_3545))), 4)), l_3546))) > l_3538), 12)) , 1UL), 0UL)) < p_19)) >= 0x8ADE829A2AB8B7FDLL) , p_20);
                }
            }
        }
        else
        { /* block id: 1648 */
            uint8_t l_3547[5] = {0xE8L,0xE8L,0xE8L,0xE8L,0xE8L};
            int32_t l_3561[4][4][4] = {{{0x31CE7230L,(-1L),(-1L),0x31CE7230L},{(-1L),0x31CE7230L,1L,(-1L)},{(-1L),1L,(-1L),0x2DD607E2L},{0x31CE7230L,(-1L),0x2DD607E2L,0x2DD607E2L}},{{1L,1L,0xCC997888L,(-1L)},{(-1L),0x31CE7230L,0xCC997888L,0x31CE7230L},{1L,(-1L),0x2DD607E2L,0xCC997888L},{0x31CE7230L,(-1L),(-1L),0x31CE7230L}},{{(-1L),0x31CE7230L,1L,(-1L)},{(-1L),1L,(-1L),0x2DD607E2L},{0x31CE7230L,(-1L),0x2DD607E2L,0x2DD607E2L},{1L,1L,0xCC997888L,(-1L)}},{{(-1L),0x31CE7230L,0xCC997888L,0x31CE7230L},{1L,(-1L),0x2DD607E2L,0xCC997888L},{0x31CE7230L,(-1L),(-1L),0x31CE7230L},{(-1L),0x31CE7230L,1L,(-1L)}}};
            int32_t l_3576 = 0x52E2650CL;
            uint16_t l_3601 = 0UL;
            const int64_t ***l_3609 = (void*)0;
            int i, j, k;
            l_3547[3] ^= (**g_2643);
            for (l_3313 = 0; (l_3313 <= 4); l_3313 += 1)
            { /* block id: 1652 */
                int32_t l_3562 = (-1L);
                int32_t l_3594 = 1L;
                int32_t l_3595[4] = {0x845232F0L,0x845232F0L,0x845232F0L,0x845232F0L};
                const int8_t *l_3607 = &g_1778;
                const int8_t **l_3606[6][7][2] = {{{&l_3607,&l_3607},{&l_3607,&l_3607},{(void*)0,&l_3607},{&l_3607,&l_3607},{(void*)0,&l_3607},{&l_3607,&l_3607},{&l_3607,&l_3607}},{{&l_3607,&l_3607},{(void*)0,&l_3607},{&l_3607,&l_3607},{(void*)0,&l_3607},{&l_3607,&l_3607},{&l_3607,&l_3607},{&l_3607,&l_3607}},{{(void*)0,&l_3607},{&l_3607,&l_3607},{(void*)0,&l_3607},{&l_3607,&l_3607},{&l_3607,&l_3607},{&l_3607,&l_3607},{(void*)0,&l_3607}},{{&l_3607,&l_3607},{(void*)0,&l_3607},{&l_3607,&l_3607},{&l_3607,&l_3607},{&l_3607,&l_3607},{(void*)0,&l_3607},{&l_3607,&l_3607}},{{(void*)0,&l_3607},{&l_3607,&l_3607},{&l_3607,&l_3607},{&l_3607,&l_3607},{(void*)0,&l_3607},{&l_3607,&l_3607},{(void*)0,&l_3607}},{{&l_3607,&l_3607},{&l_3607,&l_3607},{&l_3607,&l_3607},{(void*)0,&l_3607},{&l_3607,&l_3607},{(void*)0,&l_3607},{&l_3607,&l_3607}}};
                const int8_t ***l_3605[9][9][3] = {{{(void*)0,(void*)0,&l_3606[3][0][0]},{&l_3606[1][4][0],&l_3606[4][6][1],&l_3606[5][3][0]},{(void*)0,&l_3606[1][6][1],&l_3606[1][6][1]},{&l_3606[4][2][1],&l_3606[1][4][1],(void*)0},{&l_3606[4][6][1],(void*)0,&l_3606[1][6][1]},{&l_3606[1][6][1],&l_3606[1][6][1],&l_3606[5][3][0]},{&l_3606[0][1][0],&l_3606[1][6][1],&l_3606[3][0][0]},{&l_3606[0][0][0],&l_3606[4][2][1],&l_3606[4][2][1]},{&l_3606[1][6][1],(void*)0,&l_3606[4][2][1]}},{{&l_3606[1][6][1],&l_3606[1][4][1],&l_3606[5][3][0]},{&l_3606[4][2][1],&l_3606[1][4][0],&l_3606[1][6][1]},{&l_3606[2][1][0],&l_3606[1][6][1],&l_3606[3][0][0]},{&l_3606[1][6][1],&l_3606[1][4][0],(void*)0},{&l_3606[1][6][1],&l_3606[1][4][1],&l_3606[2][1][0]},{(void*)0,(void*)0,&l_3606[1][6][1]},{&l_3606[1][6][1],&l_3606[1][6][1],&l_3606[1][6][1]},{&l_3606[1][6][1],&l_3606[4][2][1],&l_3606[2][1][0]},{&l_3606[4][6][1],&l_3606[5][3][0],(void*)0}},{{(void*)0,&l_3606[1][6][1],&l_3606[3][0][0]},{&l_3606[5][3][0],&l_3606[3][0][0],&l_3606[1][6][1]},{(void*)0,(void*)0,&l_3606[5][3][0]},{&l_3606[4][6][1],&l_3606[2][1][0],&l_3606[4][2][1]},{&l_3606[1][6][1],&l_3606[1][6][1],&l_3606[1][6][1]},{&l_3606[1][6][1],&l_3606[1][6][1],(void*)0},{(void*)0,&l_3606[2][1][0],&l_3606[1][4][1]},{&l_3606[1][6][1],(void*)0,&l_3606[1][4][0]},{&l_3606[1][6][1],&l_3606[3][0][0],&l_3606[1][6][1]}},{{&l_3606[2][1][0],&l_3606[1][6][1],&l_3606[1][4][0]},{&l_3606[4][2][1],&l_3606[5][3][0],&l_3606[1][4][1]},{&l_3606[1][6][1],&l_3606[4][2][1],(void*)0},{&l_3606[1][6][1],&l_3606[1][6][1],&l_3606[1][6][1]},{&l_3606[1][6][1],(void*)0,&l_3606[4][2][1]},{&l_3606[1][6][1],&l_3606[1][4][1],&l_3606[5][3][0]},{&l_3606[4][2][1],&l_3606[1][4][0],&l_3606[1][6][1]},{&l_3606[2][1][0],&l_3606[1][6][1],&l_3606[3][0][0]},{&l_3606[1][6][1],&l_3606[1][4][0],(void*)0}},{{&l_3606[1][6][1],&l_3606[1][4][1],&l_3606[2][1][0]},{(void*)0,(void*)0,&l_3606[1][6][1]},{&l_3606[1][6][1],&l_3606[1][6][1],&l_3606[1][6][1]},{&l_3606[1][6][1],&l_3606[4][2][1],&l_3606[2][1][0]},{&l_3606[4][6][1],&l_3606[5][3][0],(void*)0},{(void*)0,&l_3606[1][6][1],&l_3606[3][0][0]},{&l_3606[5][3][0],&l_3606[3][0][0],&l_3606[1][6][1]},{(void*)0,(void*)0,&l_3606[5][3][0]},{&l_3606[4][6][1],&l_3606[2][1][0],&l_3606[4][2][1]}},{{&l_3606[1][6][1],&l_3606[1][6][1],&l_3606[1][6][1]},{&l_3606[1][6][1],&l_3606[1][6][1],(void*)0},{(void*)0,&l_3606[2][1][0],&l_3606[1][4][1]},{&l_3606[1][6][1],(void*)0,&l_3606[1][4][0]},{&l_3606[1][6][1],&l_3606[3][0][0],&l_3606[1][6][1]},{&l_3606[2][1][0],&l_3606[1][6][1],&l_3606[1][4][0]},{&l_3606[4][2][1],&l_3606[5][3][0],&l_3606[1][4][1]},{&l_3606[1][6][1],&l_3606[4][2][1],(void*)0},{&l_3606[1][6][1],&l_3606[1][6][1],&l_3606[1][6][1]}},{{&l_3606[1][6][1],(void*)0,&l_3606[4][2][1]},{&l_3606[1][6][1],&l_3606[1][4][1],&l_3606[5][3][0]},{&l_3606[4][2][1],&l_3606[1][4][0],&l_3606[1][6][1]},{&l_3606[2][1][0],&l_3606[1][6][1],&l_3606[3][0][0]},{&l_3606[1][6][1],&l_3606[1][4][0],(void*)0},{&l_3606[1][6][1],&l_3606[1][4][1],&l_3606[2][1][0]},{(void*)0,(void*)0,&l_3606[1][6][1]},{&l_3606[1][6][1],&l_3606[1][6][1],&l_3606[1][6][1]},{&l_3606[1][6][1],&l_3606[4][2][1],&l_3606[2][1][0]}},{{&l_3606[4][6][1],&l_3606[5][3][0],(void*)0},{(void*)0,&l_3606[1][6][1],&l_3606[3][0][0]},{&l_3606[5][3][0],&l_3606[3][0][0],&l_3606[1][6][1]},{(void*)0,(void*)0,&l_3606[5][3][0]},{&l_3606[4][6][1],&l_3606[2][1][0],&l_3606[4][2][1]},{&l_3606[1][6][1],&l_3606[1][6][1],&l_3606[1][6][1]},{&l_3606[1][6][1],&l_3606[1][6][1],(void*)0},{(void*)0,&l_3606[2][1][0],&l_3606[1][4][1]},{&l_3606[1][6][1],(void*)0,(void*)0}},{{&l_3606[0][1][0],(void*)0,(void*)0},{&l_3606[1][6][1],&l_3606[4][6][1],(void*)0},{&l_3606[1][6][1],&l_3606[1][4][1],&l_3606[3][0][0]},{(void*)0,&l_3606[1][6][1],&l_3606[1][6][1]},{&l_3606[1][6][1],&l_3606[0][1][0],&l_3606[0][1][0]},{&l_3606[1][6][1],&l_3606[1][6][1],&l_3606[1][6][1]},{(void*)0,&l_3606[3][0][0],&l_3606[1][4][1]},{&l_3606[1][6][1],(void*)0,&l_3606[4][6][1]},{&l_3606[1][6][1],(void*)0,(void*)0}}};
                const int8_t ****l_3608 = &l_3605[8][7][1];
                uint32_t * const * const *l_3620 = (void*)0;
                int i, j, k;
                if ((safe_lshift_func_int16_t_s_s(((((safe_lshift_func_uint16_t_u_u((safe_sub_func_uint8_t_u_u(((***g_3379) <= (safe_mod_func_uint32_t_u_u((p_18 < (safe_rshift_func_int8_t_s_s(p_20, (safe_sub_func_uint16_t_u_u((((-1L) >= 0xF4AAF694EE32CC13LL) ^ (~((*g_1126) = (p_18 >= (l_3561[3][0][2] = p_20))))), ((((*g_84) = (l_3407 = ((0xE4L >= (****g_3235)) && p_19))) || l_3547[3]) || l_3334[3][0][3].f1)))))), l_3413))), (***g_3236))), p_18)) ^ l_3562) ^ (-7L)) < l_3562), 8)))
                { /* block id: 1657 */
                    if (p_19)
                        break;
                }
                else
                { /* block id: 1659 */
                    const uint8_t l_3575 = 249UL;
                    int32_t ***l_3592 = (void*)0;
                    int32_t l_3593 = 0x1845F2A9L;
                    int32_t l_3596[1][10][8] = {{{0xF03BDBE4L,0xA6429F45L,0xA6429F45L,0xF03BDBE4L,7L,8L,0x3F6C2602L,(-1L)},{7L,8L,0x3F6C2602L,(-1L),6L,0x26648C79L,(-6L),1L},{0xBEE3C569L,8L,0x52C99A1DL,0x6AB8240DL,0x52C99A1DL,8L,0xBEE3C569L,0xDDB796AFL},{0x60B627F5L,0xA6429F45L,0xDDB796AFL,8L,0xF03BDBE4L,0xC9163DA3L,(-1L),0x4B3B10C9L},{0x4B3B10C9L,1L,0x6AB8240DL,6L,0xF03BDBE4L,0xF03BDBE4L,6L,0x6AB8240DL},{0x60B627F5L,0x60B627F5L,0x26648C79L,0x4B3B10C9L,0x52C99A1DL,0xBEE3C569L,0x6AB8240DL,0x3F6C2602L},{0xBEE3C569L,7L,0x60B627F5L,0x52C99A1DL,6L,0x3F6C2602L,0xA6429F45L,0x3F6C2602L},{7L,0x4B3B10C9L,0xF03BDBE4L,0x4B3B10C9L,7L,(-1L),0x26648C79L,0x6AB8240DL},{0xF03BDBE4L,(-1L),1L,6L,(-6L),0x52C99A1DL,0xDDB796AFL,0x4B3B10C9L},{0xDDB796AFL,0x26648C79L,1L,8L,8L,1L,0x26648C79L,0xDDB796AFL}}};
                    int i, j, k;
                    if ((((*g_634) != (p_17.f0 > ((safe_div_func_uint8_t_u_u((safe_sub_func_int64_t_s_s((l_3407 & ((((safe_rshift_func_int16_t_s_u(p_17.f0, (safe_mod_func_int16_t_s_s(p_20, (((***l_3331) |= (((safe_mod_func_uint8_t_u_u(((p_20 | (((***g_3236) || l_3575) , 0x26L)) , l_3575), l_3576)) > p_20) && p_19)) & 0x33C0L))))) != l_3575) != l_3577) , p_18)), p_21)), l_3578[2])) >= 0x0A84558FL))) <= l_3362))
                    { /* block id: 1661 */
                        return p_21;
                    }
                    else
                    { /* block id: 1663 */
                        union U2 l_3581 = {1UL};
                        int32_t l_3597 = (-1L);
                        int32_t l_3598 = 6L;
                        int32_t l_3599 = (-10L);
                        int32_t *l_3604 = &l_3599;
                        int i;
                        l_3561[1][0][1] = ((((safe_add_func_int16_t_s_s(((**g_1801) , (l_3581 , (l_3407 ^= ((*l_3506) = (safe_add_func_uint8_t_u_u(l_3463, p_21)))))), 1L)) <= ((l_3575 < p_20) >= (safe_lshift_func_uint16_t_u_u((((safe_mod_func_uint64_t_u_u(l_3575, ((***g_469) = ((safe_mod_func_uint8_t_u_u(((safe_unary_minus_func_int64_t_s(((((l_3591[0][2][4] != l_3592) <= (-8L)) , p_21) >= 1UL))) & l_3562), p_17.f0)) , p_17.f0)))) <= p_17.f0) == 65528UL), p_20)))) | p_20) , p_19);
                        ++l_3601;
                        l_3604 = (*g_2643);
                    }
                    return p_18;
                }
                (*g_1995) = (*g_1995);
                l_3413 &= (((l_3561[3][0][2] = (((((0x29EBA9BCL ^ 0x8354D9CFL) ^ (*g_634)) & p_19) , (void*)0) == ((*l_3608) = l_3605[8][7][1]))) & ((void*)0 != l_3609)) ^ ((safe_rshift_func_int16_t_s_u((safe_mod_func_uint64_t_u_u(0x0BE860A95C307EBFLL, p_19)), 3)) ^ (*g_1126)));
                for (l_3576 = 0; (l_3576 <= 4); l_3576 += 1)
                { /* block id: 1679 */
                    int64_t **l_3622 = &g_485;
                    int32_t l_3624 = 0x377AA090L;
                    uint8_t ***l_3626 = (void*)0;
                    union U1 **l_3633 = &g_543;
                    l_3600 = (safe_mul_func_uint8_t_u_u(((((safe_div_func_int8_t_s_s(l_3594, ((p_19 <= ((((((p_20 , l_3620) == (**l_3336)) || ((void*)0 == l_3621[0][5])) >= (l_3622 != l_3623[7][4])) , 255UL) == p_19)) , l_3561[3][0][2]))) > 1UL) && 0xAA959343L) != 0UL), l_3624));
                    for (g_61 = 4; (g_61 >= 1); g_61 -= 1)
                    { /* block id: 1683 */
                        if (l_3413)
                            break;
                    }
                    l_3626 = l_3625;
                    if (p_21)
                        continue;
                    for (g_657.f0 = 0; (g_657.f0 <= 1); g_657.f0 += 1)
                    { /* block id: 1690 */
                        const int32_t l_3640 = (-1L);
                        int i, j, k;
                        (*g_84) = (((((safe_mod_func_int8_t_s_s((safe_mod_func_uint32_t_u_u((safe_unary_minus_func_int8_t_s((((void*)0 == l_3632) , ((l_3601 == (((l_3633 != (*g_1994)) < (safe_lshift_func_int16_t_s_s(p_21, 12))) & (-1L))) && (((***g_1039) , ((***g_469) = (((safe_mod_func_uint16_t_u_u((safe_rshift_func_uint8_t_u_u(((void*)0 == (*g_734)), l_3547[3])), l_3601)) & l_3413) ^ 0x02L))) ^ l_3624))))), 4294967288UL)), l_3640)) != l_3334[3][0][3].f1) == (*g_84)) >= l_3547[0]) == 0x3532E4F24ED59101LL);
                    }
                }
            }
        }
        l_3600 = ((0x85L && ((**g_2643) >= (0x0695623CL != (safe_mod_func_int8_t_s_s((safe_sub_func_uint32_t_u_u(l_3538, p_20)), (safe_mul_func_int8_t_s_s((((-2L) >= (0x4D0EL > 0x70ABL)) , (l_3647 == l_3648[1][2])), 0xCEL))))))) & 8UL);
        for (g_287 = 0; (g_287 > 35); g_287 = safe_add_func_int16_t_s_s(g_287, 4))
        { /* block id: 1700 */
            int32_t *l_3655 = &l_3413;
            int32_t *l_3656 = &g_507;
            union U2 l_3668 = {18446744073709551615UL};
            int32_t l_3678 = 0x24875995L;
            int32_t l_3681 = (-1L);
            int32_t l_3686 = 0x474FE413L;
            int32_t l_3687 = 1L;
            int32_t l_3688[2][6][5] = {{{(-1L),0x23307C45L,(-1L),0x1A2C302FL,0x1A2C302FL},{0x9DA55461L,0xD415BCEEL,0x9DA55461L,8L,0L},{(-1L),0x23307C45L,(-1L),0x1A2C302FL,0x1A2C302FL},{0x9DA55461L,0xD415BCEEL,0x9DA55461L,8L,0L},{(-1L),0x23307C45L,(-1L),0x1A2C302FL,0x1A2C302FL},{0x9DA55461L,0xD415BCEEL,0x9DA55461L,8L,0L}},{{(-1L),0x23307C45L,(-1L),0x1A2C302FL,0x1A2C302FL},{0x9DA55461L,0xD415BCEEL,0x9DA55461L,8L,0L},{(-1L),0x23307C45L,(-1L),0x1A2C302FL,0x1A2C302FL},{0x9DA55461L,0xD415BCEEL,0x9DA55461L,8L,0L},{(-1L),0x23307C45L,(-1L),0x1A2C302FL,0x1A2C302FL},{0x9DA55461L,0xD415BCEEL,0x9DA55461L,8L,0L}}};
            uint8_t l_3696[1];
            int32_t *l_3699[8][9][3] = {{{&l_3681,&l_3688[0][2][4],&l_3688[0][2][4]},{&g_264,&g_1283,(void*)0},{&g_109,&l_3683,(void*)0},{(void*)0,&l_3414,&l_3688[0][2][4]},{&l_3694[1][2],(void*)0,&l_3384},{&g_1283,&g_1999,(void*)0},{&l_3694[1][2],&g_67,&g_85},{(void*)0,(void*)0,(void*)0},{&l_3414,&l_3683,&l_3688[0][2][4]}},{{&g_1999,&l_3694[1][2],&l_3683},{&g_67,&l_3600,&l_3362},{&l_3683,&l_3694[1][2],&l_3683},{(void*)0,&l_3688[0][2][4],&l_3688[0][2][4]},{(void*)0,&l_3694[1][0],(void*)0},{(void*)0,(void*)0,&g_944},{(void*)0,&g_3485,&g_3485},{&l_3683,&l_3683,(void*)0},{&g_67,&g_3485,&l_3692}},{{&g_1999,(void*)0,&l_3694[1][2]},{&l_3414,&l_3694[1][0],&l_3694[1][2]},{&g_85,&l_3688[0][2][4],&l_3692},{(void*)0,&l_3694[1][2],(void*)0},{&g_507,&l_3600,&g_3485},{(void*)0,&l_3694[1][2],&g_944},{&g_85,&l_3683,(void*)0},{&l_3414,&l_3683,&l_3688[0][2][4]},{&g_1999,&l_3694[1][2],&l_3683}},{{&g_67,&l_3600,&l_3362},{&l_3683,&l_3694[1][2],&l_3683},{(void*)0,&l_3688[0][2][4],&l_3688[0][2][4]},{(void*)0,&l_3694[1][0],(void*)0},{(void*)0,(void*)0,&g_944},{(void*)0,&g_3485,&g_3485},{&l_3683,&l_3683,(void*)0},{&g_67,&g_3485,&l_3692},{&g_1999,(void*)0,&l_3694[1][2]}},{{&l_3414,&l_3694[1][0],&l_3694[1][2]},{&g_85,&l_3688[0][2][4],&l_3692},{(void*)0,&l_3694[1][2],(void*)0},{&g_507,&l_3600,&g_3485},{(void*)0,&l_3694[1][2],&g_944},{&g_85,&l_3683,(void*)0},{&l_3414,&l_3683,&l_3688[0][2][4]},{&g_1999,&l_3694[1][2],&l_3683},{&g_67,&l_3600,&l_3362}},{{&l_3683,&l_3694[1][2],&l_3683},{(void*)0,&l_3688[0][2][4],&l_3688[0][2][4]},{(void*)0,&l_3694[1][0],(void*)0},{(void*)0,(void*)0,&g_944},{(void*)0,&g_3485,&g_3485},{&l_3683,&l_3683,(void*)0},{&g_67,&g_3485,&l_3692},{&g_1999,(void*)0,&l_3694[1][2]},{&l_3414,&l_3694[1][0],&l_3694[1][2]}},{{&g_85,&l_3688[0][2][4],&l_3692},{(void*)0,&l_3694[1][2],(void*)0},{&g_507,&l_3600,&g_3485},{(void*)0,&l_3694[1][2],&g_944},{&g_85,&l_3683,(void*)0},{&l_3414,&l_3683,&l_3688[0][2][4]},{&g_1999,&l_3694[1][2],&l_3683},{&g_67,&l_3600,&l_3362},{&l_3683,&l_3694[1][2],&l_3683}},{{(void*)0,&l_3688[0][2][4],&l_3688[0][2][4]},{(void*)0,&l_3694[1][0],(void*)0},{(void*)0,(void*)0,&g_944},{(void*)0,&g_3485,&g_3485},{&l_3683,&l_3683,(void*)0},{&g_67,&g_3485,&l_3692},{&g_1999,(void*)0,&l_3694[1][2]},{&l_3414,&l_3694[1][0],&l_3694[1][2]},{&g_944,(void*)0,(void*)0}}};
            int64_t l_3740 = 0xA32D6DA268425402LL;
            const int32_t *l_3752 = &g_513;
            const int32_t **l_3751 = &l_3752;
            int8_t ***l_3790 = &g_1803;
            uint64_t ****l_3799[3];
            int8_t l_3839 = 4L;
            const int8_t ****l_3851 = (void*)0;
            union U1 l_3866 = {0xE2644130L};
            const struct S0 * const l_3905 = &g_3007[0];
            int64_t l_3922 = (-1L);
            int32_t ***l_3923 = &l_3324;
            uint16_t **l_3950 = &g_1126;
            int32_t l_3952[6] = {0x24711B3EL,0x16638CBFL,0x16638CBFL,0x24711B3EL,0x16638CBFL,0x16638CBFL};
            const uint8_t *** const **l_4004 = (void*)0;
            int8_t l_4012[10] = {(-9L),(-9L),(-9L),(-9L),(-9L),(-9L),(-9L),(-9L),(-9L),(-9L)};
            int i, j, k;
            for (i = 0; i < 1; i++)
                l_3696[i] = 0x88L;
            for (i = 0; i < 3; i++)
                l_3799[i] = &g_552;
            for (g_257.f0 = 12; (g_257.f0 > 1); --g_257.f0)
            { /* block id: 1703 */
                int64_t * const l_3669 = (void*)0;
                int32_t l_3673 = 0x6B4B2124L;
                int32_t l_3677 = 0x57623260L;
                int32_t l_3679 = 0x044BFCB6L;
                int32_t l_3682[6] = {0xCCD15E8BL,0xCCD15E8BL,0xCCD15E8BL,0xCCD15E8BL,0xCCD15E8BL,0xCCD15E8BL};
                int32_t l_3700 = 1L;
                int32_t *l_3741 = &l_3313;
                int i;
                for (g_943 = 0; (g_943 <= 1); g_943 += 1)
                { /* block id: 1706 */
                    int32_t *l_3654 = (void*)0;
                    int i;
                    if (g_257.f0)
                        goto lbl_3653;
                    l_3654 = (l_3655 = l_3654);
                    l_3656 = l_3654;
                }
                for (l_3362 = 0; (l_3362 <= 1); l_3362 += 1)
                { /* block id: 1714 */
                    uint32_t l_3670 = 0xFA2AAC88L;
                    int i, j, k;
                    if (p_20)
                        break;
                    l_3658++;
                    (*g_84) = (safe_div_func_uint16_t_u_u(((((((65531UL == (!0x298EB9EAC048A10CLL)) > ((safe_mul_func_uint16_t_u_u((p_17.f0 > ((l_3668 , &p_20) == (***g_2580))), ((-3L) | (((void*)0 != l_3669) == l_3670)))) >= 0x42D5A9C1L)) >= 1UL) , p_20) < l_3670) >= (****g_2580)), p_20));
                }
                if ((safe_sub_func_int8_t_s_s(p_21, ((p_18 ^= l_3673) < (****g_3235)))))
                { /* block id: 1720 */
                    uint16_t l_3674[4] = {0x371EL,0x371EL,0x371EL,0x371EL};
                    int32_t l_3685 = 1L;
                    int32_t l_3691[10][4][2] = {{{5L,5L},{3L,(-1L)},{0x119B0DC0L,0x500022A6L},{0L,(-2L)}},{{0x0473289DL,0L},{0xACE66FE2L,0x2610B8EFL},{0xACE66FE2L,0L},{0x0473289DL,(-2L)}},{{0L,0x500022A6L},{0x119B0DC0L,(-1L)},{3L,5L},{5L,0L}},{{(-1L),3L},{0x2610B8EFL,0x329798B3L},{(-1L),0x329798B3L},{0x2610B8EFL,3L}},{{(-1L),0L},{5L,5L},{3L,(-1L)},{0x119B0DC0L,0x500022A6L}},{{0L,(-2L)},{0x0473289DL,0L},{0xACE66FE2L,0x2610B8EFL},{0xACE66FE2L,0L}},{{0x0473289DL,(-2L)},{0L,0x500022A6L},{0x119B0DC0L,(-1L)},{3L,5L}},{{5L,0L},{(-1L),3L},{0x2610B8EFL,0x329798B3L},{(-1L),0x329798B3L}},{{0x2610B8EFL,3L},{(-1L),0L},{5L,5L},{3L,(-1L)}},{{0x119B0DC0L,0x500022A6L},{0L,(-2L)},{0x0473289DL,0L},{0xACE66FE2L,0x2610B8EFL}}};
                    uint8_t l_3701 = 0x1EL;
                    int i, j, k;
                    if (l_3673)
                    { /* block id: 1721 */
                        int32_t l_3680 = 0x14CB361AL;
                        int32_t l_3684[5][1];
                        int i, j;
                        for (i = 0; i < 5; i++)
                        {
                            for (j = 0; j < 1; j++)
                                l_3684[i][j] = 0x8A58FEEBL;
                        }
                        --l_3674[2];
                        --l_3696[0];
                        l_3699[2][4][0] = l_3699[2][4][0];
                    }
                    else
                    { /* block id: 1725 */
                        (**g_1994) = (**g_3166);
                        --l_3701;
                        return l_3691[1][3][1];
                    }
                    l_3704 = &l_3686;
                    for (g_123 = 0; (g_123 != 0); g_123 = safe_add_func_int16_t_s_s(g_123, 4))
                    { /* block id: 1733 */
                        return p_21;
                    }
                }
                else
                { /* block id: 1736 */
                    uint16_t * const l_3721 = &g_3722;
                    uint16_t * const *l_3720 = &l_3721;
                    uint16_t * const **l_3719 = &l_3720;
                    int32_t l_3723 = 0x7E5DEC53L;
                    l_3679 ^= (1L | ((((safe_lshift_func_int8_t_s_s((safe_mod_func_uint16_t_u_u(0UL, ((((safe_sub_func_uint8_t_u_u(((p_19 = p_20) < (++p_17.f0)), ((safe_div_func_int16_t_s_s((safe_add_func_int32_t_s_s(0L, (((*l_3719) = &g_1126) == (void*)0))), (**g_1125))) >= 1UL))) <= ((***g_3379) = ((((p_21 || p_21) & 1UL) <= 0xEA7F02C584E1C168LL) == p_18))) , p_21) || l_3723))), 7)) || l_3690) , 7L) >= 0L));
                    if (((void*)0 == l_3391[0][0][0]))
                    { /* block id: 1742 */
                        if (p_18)
                            break;
                    }
                    else
                    { /* block id: 1744 */
                        uint32_t * const ***l_3726 = &g_3724;
                        uint64_t ****l_3731 = &g_552;
                        l_3655 = &l_3686;
                        if (p_18)
                            continue;
                        l_3682[0] ^= (((*l_3726) = g_3724) != ((safe_mul_func_uint16_t_u_u(l_3677, ((p_20 || (safe_div_func_uint8_t_u_u(((void*)0 != l_3731), (((safe_unary_minus_func_uint16_t_u(65526UL)) != (((safe_lshift_func_uint16_t_u_s(l_3723, (l_3679 = (+(safe_sub_func_uint64_t_u_u(0xCD7D14F71CD28EA0LL, (safe_lshift_func_uint16_t_u_s(((p_17.f0 > p_20) , l_3740), l_3723)))))))) != 5L) , (*l_3655))) || (-4L))))) <= l_3723))) , (void*)0));
                        l_3741 = &l_3687;
                    }
                }
            }
            if ((safe_lshift_func_uint8_t_u_u((safe_mod_func_uint32_t_u_u(((*g_1126) , (l_3693 ^= p_18)), p_18)), 4)))
            { /* block id: 1755 */
                uint32_t l_3746 = 8UL;
                const int32_t **l_3754 = &l_3752;
                struct S0 ***l_3767 = &g_2633;
                int32_t l_3770 = 1L;
                int8_t l_3889 = (-8L);
                l_3746 = p_21;
                for (l_3668.f0 = (-28); (l_3668.f0 >= 44); l_3668.f0 = safe_add_func_uint64_t_u_u(l_3668.f0, 4))
                { /* block id: 1759 */
                    int32_t * const **l_3750 = &l_3749;
                    const int32_t ***l_3753[4][6][6] = {{{&l_3751,&l_3751,(void*)0,&l_3751,&l_3751,&l_3751},{&l_3751,&l_3751,&l_3751,&l_3751,&l_3751,&l_3751},{&l_3751,(void*)0,(void*)0,&l_3751,&l_3751,&l_3751},{&l_3751,(void*)0,&l_3751,&l_3751,(void*)0,&l_3751},{&l_3751,&l_3751,&l_3751,&l_3751,&l_3751,(void*)0},{&l_3751,&l_3751,&l_3751,&l_3751,&l_3751,&l_3751}},{{&l_3751,&l_3751,&l_3751,&l_3751,&l_3751,&l_3751},{&l_3751,&l_3751,&l_3751,&l_3751,(void*)0,&l_3751},{&l_3751,(void*)0,&l_3751,(void*)0,&l_3751,&l_3751},{&l_3751,(void*)0,&l_3751,&l_3751,&l_3751,&l_3751},{&l_3751,&l_3751,&l_3751,&l_3751,&l_3751,(void*)0},{&l_3751,&l_3751,&l_3751,(void*)0,&l_3751,&l_3751}},{{&l_3751,&l_3751,&l_3751,&l_3751,&l_3751,&l_3751},{&l_3751,&l_3751,(void*)0,&l_3751,&l_3751,&l_3751},{&l_3751,&l_3751,&l_3751,&l_3751,&l_3751,&l_3751},{&l_3751,&l_3751,&l_3751,(void*)0,&l_3751,&l_3751},{&l_3751,&l_3751,&l_3751,&l_3751,&l_3751,&l_3751},{&l_3751,(void*)0,&l_3751,(void*)0,&l_3751,&l_3751}},{{&l_3751,&l_3751,&l_3751,&l_3751,&l_3751,&l_3751},{&l_3751,&l_3751,(void*)0,&l_3751,&l_3751,&l_3751},{&l_3751,(void*)0,(void*)0,(void*)0,&l_3751,(void*)0},{(void*)0,&l_3751,(void*)0,&l_3751,&l_3751,&l_3751},{&l_3751,&l_3751,(void*)0,&l_3751,&l_3751,&l_3751},{&l_3751,&l_3751,&l_3751,&l_3751,&l_3751,&l_3751}}};
                    int32_t l_3769[4][5][1] = {{{(-1L)},{(-1L)},{(-1L)},{(-8L)},{(-8L)}},{{(-1L)},{(-1L)},{(-1L)},{(-8L)},{(-8L)}},{{(-1L)},{(-1L)},{(-1L)},{(-8L)},{(-8L)}},{{(-1L)},{(-1L)},{(-1L)},{(-8L)},{(-8L)}}};
                    int i, j, k;
                    if ((((((*l_3750) = l_3749) != (l_3754 = l_3751)) , (safe_div_func_uint16_t_u_u(1UL, (safe_rshift_func_int16_t_s_s(0x79ABL, 2))))) > (65535UL == (safe_div_func_uint32_t_u_u(l_3746, (((safe_div_func_int64_t_s_s(((safe_div_func_uint16_t_u_u((p_20 <= (safe_lshift_func_uint8_t_u_u((l_3391[0][0][6] == (l_3768[5][1] = l_3767)), p_19))), p_20)) & (*g_634)), l_3769[1][2][0])) < p_21) & p_18))))))
                    { /* block id: 1763 */
                        l_3770 &= (&l_3704 != &l_3699[5][6][1]);
                    }
                    else
                    { /* block id: 1765 */
                        uint16_t l_3771 = 65535UL;
                        ++l_3771;
                    }
                    (*g_84) ^= p_17.f0;
                }
                if (((*g_84) = p_20))
                { /* block id: 1771 */
                    int16_t l_3792 = 0x5458L;
                    int64_t ***l_3800 = &g_317[1];
                    int32_t l_3868 = 0L;
                    if ((((*g_543) = p_17) , ((g_3774 == l_3754) , ((((**g_2884) , l_3770) & l_3776) && (p_17.f0 >= (safe_mod_func_int32_t_s_s(((--(****g_3235)) > ((((p_20 = (p_17.f0 & (1L & l_3770))) & (****g_2580)) ^ 0xA5L) != (*****g_2579))), p_21)))))))
                    { /* block id: 1775 */
                        int64_t l_3791[4][9][7] = {{{1L,0L,0x748E2B385749E7AELL,0xC0BE24D76556C2DELL,1L,0x41BE5FA0EE87BC64LL,(-1L)},{(-1L),0xC3DFBB57396D904BLL,(-5L),0L,0L,0L,0L},{(-1L),1L,(-1L),0xC3DFBB57396D904BLL,0xCE4A71D35D66FFB1LL,0xA12AABB6808E091ALL,0xFDC24FC89D37ACC2LL},{(-1L),6L,1L,(-5L),(-1L),1L,(-7L)},{1L,0xCE4A71D35D66FFB1LL,1L,(-10L),0x45E7A73383C585A6LL,0xA12AABB6808E091ALL,(-1L)},{(-5L),0x101523A5C76890F8LL,0x748E2B385749E7AELL,1L,0x17BC455F1A5133C4LL,0L,0x101523A5C76890F8LL},{0L,0x555C339343904510LL,(-4L),0x0B05C09B4A33CB9ELL,6L,0x41BE5FA0EE87BC64LL,0x0E289375F4ACF0C5LL},{0x76BAC01A0C823C84LL,1L,(-1L),0xCE4A71D35D66FFB1LL,0L,(-1L),0xC639BF1F5E77EE66LL},{0x0E289375F4ACF0C5LL,0xC95CA06C01862AB8LL,1L,1L,0x02BE704EE1614305LL,0x555C339343904510LL,0xC639BF1F5E77EE66LL}},{{1L,0x748E2B385749E7AELL,0x17BC455F1A5133C4LL,0xA12AABB6808E091ALL,0xC639BF1F5E77EE66LL,1L,0x0E289375F4ACF0C5LL},{0x51BAF3F0E52B015CLL,0x62B1AF1212598FB3LL,0xF8809F3BA073F3BALL,(-1L),1L,0x101523A5C76890F8LL,0x101523A5C76890F8LL},{0xFD56E996FDF92F61LL,1L,(-1L),1L,0xFD56E996FDF92F61LL,(-9L),(-1L)},{9L,0xF38C7C3F8284DB83LL,1L,0xC3DFBB57396D904BLL,0x0B05C09B4A33CB9ELL,(-1L),(-7L)},{0L,0xC639BF1F5E77EE66LL,0x3B1D74C8E3195211LL,0xC0BE24D76556C2DELL,0x59E885A10DA378C9LL,0xC3DFBB57396D904BLL,0xFDC24FC89D37ACC2LL},{9L,0xC3DFBB57396D904BLL,1L,1L,0xC639BF1F5E77EE66LL,0x76BAC01A0C823C84LL,0L},{0xFD56E996FDF92F61LL,0x51BAF3F0E52B015CLL,0x0B05C09B4A33CB9ELL,0xFD088AAA35B06DCCLL,0xDBF5DC58909613DALL,0x748E2B385749E7AELL,0x0B05C09B4A33CB9ELL},{0x0E289375F4ACF0C5LL,0x7070D3BCA61C3EB1LL,0xF38C7C3F8284DB83LL,(-1L),0L,(-1L),0xA12AABB6808E091ALL},{(-5L),0L,(-1L),9L,(-1L),0x3B1D74C8E3195211LL,(-5L)}},{{9L,0L,0xBCC52F97A84C0C8FLL,0xC639BF1F5E77EE66LL,0L,1L,0L},{0xC0BE24D76556C2DELL,0x7070D3BCA61C3EB1LL,0xDBF5DC58909613DALL,1L,0x20E35703DF0A8800LL,(-1L),9L},{0L,0x0E289375F4ACF0C5LL,9L,0x59E885A10DA378C9LL,9L,0x0E289375F4ACF0C5LL,0L},{0xC3DFBB57396D904BLL,0x78C9DDE9A6411593LL,(-1L),0xA12AABB6808E091ALL,1L,0xF8809F3BA073F3BALL,1L},{(-5L),1L,0x3B1D74C8E3195211LL,0x76BAC01A0C823C84LL,1L,(-5L),0x41BE5FA0EE87BC64LL},{(-10L),0L,(-1L),0xC95CA06C01862AB8LL,0x51BAF3F0E52B015CLL,0xDBF5DC58909613DALL,0L},{1L,(-1L),9L,(-1L),0x62B1AF1212598FB3LL,1L,(-10L)},{0x0B05C09B4A33CB9ELL,0x748E2B385749E7AELL,0xDBF5DC58909613DALL,6L,0xA12AABB6808E091ALL,0x0E289375F4ACF0C5LL,0x17BC455F1A5133C4LL},{0xCE4A71D35D66FFB1LL,1L,0xBCC52F97A84C0C8FLL,1L,(-1L),0x555C339343904510LL,(-1L)}},{{1L,(-9L),(-1L),1L,1L,0xC0BE24D76556C2DELL,0x101523A5C76890F8LL},{0xA12AABB6808E091ALL,(-5L),0xF38C7C3F8284DB83LL,6L,0L,0x76BAC01A0C823C84LL,0xFD56E996FDF92F61LL},{(-1L),0x7070D3BCA61C3EB1LL,0xA12AABB6808E091ALL,(-1L),(-1L),(-1L),0xA12AABB6808E091ALL},{1L,1L,(-1L),0xC95CA06C01862AB8LL,(-1L),0x748E2B385749E7AELL,0x0E289375F4ACF0C5LL},{0xC3DFBB57396D904BLL,0xDBF5DC58909613DALL,0xBCC52F97A84C0C8FLL,0x76BAC01A0C823C84LL,0x748E2B385749E7AELL,0L,0xDBF5DC58909613DALL},{0xC0BE24D76556C2DELL,6L,(-5L),0xA12AABB6808E091ALL,(-1L),(-1L),0x41BE5FA0EE87BC64LL},{1L,(-5L),0xFDC24FC89D37ACC2LL,0x59E885A10DA378C9LL,(-1L),(-10L),1L},{0xFD088AAA35B06DCCLL,0x78C9DDE9A6411593LL,(-1L),1L,0L,1L,1L},{1L,0L,0x76BAC01A0C823C84LL,0xC639BF1F5E77EE66LL,1L,1L,0xC3DFBB57396D904BLL}}};
                        int32_t ** const *l_3836[1];
                        int i, j, k;
                        for (i = 0; i < 1; i++)
                            l_3836[i] = &g_2684;
                        if (g_3781)
                            break;
                        l_3792 = (safe_rshift_func_uint16_t_u_s(((safe_sub_func_uint32_t_u_u((p_19--), (((((((*g_1126) = (4294967287UL & (~g_3789))) , l_3790) != (*g_2580)) >= 0x4850L) , l_3791[1][5][3]) < (p_20 >= p_18)))) , p_19), 7));
                        g_1079.f6 &= ((((safe_rshift_func_uint16_t_u_u(((**g_1125) = (((l_3795 >= (((safe_div_func_int8_t_s_s(((l_3798 == l_3799[1]) || ((void*)0 == l_3800)), (safe_div_func_uint32_t_u_u((safe_mod_func_uint64_t_u_u(0xB902EFF6E354EB75LL, (safe_mul_func_uint8_t_u_u(((safe_sub_func_uint32_t_u_u(((((safe_add_func_int32_t_s_s(((*g_84) ^= ((l_3813 != (g_3815 = g_3815)) >= (safe_sub_func_int16_t_s_s(((safe_rshift_func_uint16_t_u_u((((safe_mod_func_uint64_t_u_u((safe_lshift_func_uint8_t_u_u((((0L > (*****g_2579)) & p_20) && l_3791[1][5][3]), p_21)), 0xCB5C0C461C363BCELL)) ^ p_19) <= p_20), l_3791[1][5][3])) == p_18), (**g_1125))))), p_19)) && 0L) != l_3746) ^ p_21), 1UL)) != p_18), (*****g_2579))))), 1L)))) , p_17.f0) ^ p_21)) | l_3792) > (*g_1453))), p_21)) , p_20) , p_17.f0) || 0UL);
                        (*g_84) = (((((safe_rshift_func_uint16_t_u_s(((l_3791[1][5][3] , ((safe_mul_func_uint16_t_u_u((l_3770 ^= ((((l_3791[1][4][4] & (p_18 = ((**g_1644) = (safe_sub_func_uint16_t_u_u(p_21, ((**g_1125) = 65526UL)))))) & (((safe_div_func_uint32_t_u_u(((((((((safe_mul_func_uint16_t_u_u((l_3836[0] != (((-1L) && (l_3362 >= (-4L))) , l_3836[0])), (-1L))) , (-9L)) || l_3839) >= (-2L)) || p_21) ^ p_17.f0) , p_21) , p_21), p_17.f0)) | 1UL) <= p_17.f0)) <= 255UL) | (**g_1452))), 65535UL)) == p_21)) != l_3792), 10)) | 1UL) && l_3746) ^ l_3792) != 0x4A196E875A310F2CLL);
                    }
                    else
                    { /* block id: 1789 */
                        int64_t l_3867 = 0x69443675C6B3FA3ALL;
                        l_3868 = (safe_mul_func_uint8_t_u_u((~((((((safe_lshift_func_uint8_t_u_s((p_19 || (((safe_rshift_func_int8_t_s_s((safe_sub_func_int16_t_s_s((!p_21), ((*g_2579) != (l_3851 = g_3850)))), (safe_rshift_func_int8_t_s_u((((p_18 != ((safe_sub_func_uint8_t_u_u(((safe_rshift_func_int16_t_s_s(((safe_rshift_func_uint16_t_u_s(((safe_lshift_func_int8_t_s_s(p_21, (safe_rshift_func_uint8_t_u_u(((--(***g_3236)) & 0xE7L), 3)))) ^ (((*g_543) = l_3866) , (0xFB75D23AF7C5F13ELL == 0xB90ACA22467A77F6LL))), (**g_1452))) | l_3867), p_19)) != 4294967295UL), (-1L))) ^ p_17.f0)) , p_20) || p_21), 3)))) && l_3792) || l_3746)), p_20)) , 1L) || p_19) <= (*g_634)) || 4294967295UL) <= l_3792)), 250UL));
                        (*g_84) = ((l_3868 = p_17.f0) <= ((~65529UL) || ((*g_471) == ((*g_634) = (safe_unary_minus_func_uint8_t_u(l_3746))))));
                        (*g_84) &= (*g_1439);
                    }
                }
                else
                { /* block id: 1799 */
                    int32_t l_3886 = 8L;
                    int8_t *l_3887[5];
                    int32_t l_3888 = (-1L);
                    int i;
                    for (i = 0; i < 5; i++)
                        l_3887[i] = &g_2231;
                    (**g_1994) = &p_17;
                    if (p_21)
                        break;
                    (*g_1994) = (*g_1994);
                    (*g_1439) = ((((p_19++) & (safe_unary_minus_func_int16_t_s(p_18))) <= (((safe_sub_func_uint16_t_u_u(l_3689, p_20)) <= 1L) & ((+0x13A342DCL) || 0xA5B3L))) , ((safe_mod_func_int16_t_s_s((*g_1453), (safe_mul_func_int16_t_s_s((safe_mul_func_int8_t_s_s((l_3888 ^= (safe_add_func_int32_t_s_s((safe_unary_minus_func_int8_t_s(((0x95L != (((**g_1803) = p_19) > l_3886)) | 1UL))), p_17.f0))), l_3889)), (*g_1126))))) ^ p_21));
                }
                if (p_17.f0)
                    continue;
            }
            else
            { /* block id: 1809 */
                if (p_19)
                    break;
                for (g_22.f0 = (-21); (g_22.f0 >= 50); g_22.f0 = safe_add_func_int64_t_s_s(g_22.f0, 3))
                { /* block id: 1813 */
                    for (l_3538 = 0; (l_3538 > 6); l_3538++)
                    { /* block id: 1816 */
                        return p_18;
                    }
                }
            }
            for (g_967 = 0; (g_967 <= 0); g_967 += 1)
            { /* block id: 1823 */
                int32_t l_3912 = 0x7FCF5A2CL;
                int32_t l_3921 = 0x3FB630A4L;
                int64_t l_3951[9] = {0xA8A8BC378BC38171LL,0L,0L,0xA8A8BC378BC38171LL,0L,0L,0xA8A8BC378BC38171LL,0L,0L};
                int8_t ***l_3979 = &g_1803;
                int i, j;
                for (g_2494 = 0; (g_2494 <= 0); g_2494 += 1)
                { /* block id: 1826 */
                    uint32_t *****l_3903 = &l_3337;
                    const struct S0 *l_3906[10][2] = {{&g_1709,&g_2074},{&g_1709,&g_2074},{&g_1709,&g_2074},{&g_1709,&g_2074},{&g_1709,&g_2074},{&g_1709,&g_2074},{&g_1709,&g_2074},{&g_1709,&g_2074},{&g_1709,&g_2074},{&g_1709,&g_2074}};
                    int i, j;
                    (*g_84) = ((safe_sub_func_uint32_t_u_u((((*g_1116) , (safe_mod_func_int8_t_s_s(((((g_631[(g_2494 + 3)][g_2494] , g_631[(g_2494 + 5)][g_967]) , (((safe_rshift_func_int16_t_s_u(((void*)0 == l_3900), g_631[(g_2494 + 6)][g_967])) && (safe_rshift_func_uint8_t_u_s(((***g_3236) = p_21), (p_20 |= (&g_1037[g_2494][(g_967 + 5)] != l_3903))))) , p_21)) <= 0x6D464A582DC5460ELL) == 65531UL), p_19))) ^ g_3904), 2UL)) > 0xA465L);
                    l_3906[0][1] = l_3905;
                    if (p_18)
                        break;
                }
                if ((((safe_sub_func_int64_t_s_s(((***g_469) = 0x0A24E4547E4EBC24LL), (l_3912 = ((*g_634) = (safe_lshift_func_int16_t_s_s((g_631[(g_967 + 4)][g_967] == p_18), 7)))))) == (((***g_3166) , (safe_mod_func_int64_t_s_s((l_3921 |= ((*l_3900) = (((safe_rshift_func_uint8_t_u_s((safe_rshift_func_uint8_t_u_s((((0x5F267FD2L < (**g_2643)) >= (***g_1802)) >= (((*l_3919) = ((&l_3413 == l_3919) | p_21)) != 0xFADABFD8L)), 1)), 7)) , l_3920) && 5L))), p_20))) < l_3922)) ^ 18446744073709551615UL))
                { /* block id: 1839 */
                    return p_21;
                }
                else
                { /* block id: 1841 */
                    int32_t ****l_3924 = &l_3923;
                    int32_t l_3931 = 0xA1637800L;
                    int i, j;
                    l_3699[7][3][1] = (void*)0;
                    if (p_19)
                        break;
                    (*l_3919) |= (((&l_3749 != ((*l_3924) = l_3923)) != (g_3925 , (l_3334[3][0][3] , (safe_mul_func_int16_t_s_s(p_21, (g_631[(g_967 + 1)][g_967] = (!0UL))))))) > (safe_rshift_func_uint8_t_u_s(l_3931, 2)));
                    for (g_1910 = 0; (g_1910 <= 2); g_1910 += 1)
                    { /* block id: 1849 */
                        int32_t l_3932[9][5] = {{0x36EF5CC2L,0x36EF5CC2L,0x36EF5CC2L,0x36EF5CC2L,0x36EF5CC2L},{0x51B3FB4AL,0x51B3FB4AL,0x51B3FB4AL,0x51B3FB4AL,0x51B3FB4AL},{0x36EF5CC2L,0x36EF5CC2L,0x36EF5CC2L,0x36EF5CC2L,0x36EF5CC2L},{0x51B3FB4AL,0x51B3FB4AL,0x51B3FB4AL,0x51B3FB4AL,0x51B3FB4AL},{0x36EF5CC2L,0x36EF5CC2L,0x36EF5CC2L,0x36EF5CC2L,0x36EF5CC2L},{0x51B3FB4AL,0x51B3FB4AL,0x51B3FB4AL,0x51B3FB4AL,0x51B3FB4AL},{0x36EF5CC2L,0x36EF5CC2L,0x36EF5CC2L,0x36EF5CC2L,0x36EF5CC2L},{0x51B3FB4AL,0x51B3FB4AL,0x51B3FB4AL,0x51B3FB4AL,0x51B3FB4AL},{0x36EF5CC2L,0x36EF5CC2L,0x36EF5CC2L,0x36EF5CC2L,0x36EF5CC2L}};
                        const uint8_t ****l_3938 = &l_3935;
                        uint8_t ***l_3940[1];
                        int i, j;
                        for (i = 0; i < 1; i++)
                            l_3940[i] = &g_1644;
                        l_3932[5][1] = ((*g_84) = p_17.f0);
                        l_3952[5] = ((safe_add_func_int32_t_s_s((((*l_3938) = l_3935) == (l_3940[0] = l_3939)), (p_17.f0 = (p_19 == (safe_mod_func_int32_t_s_s((safe_sub_func_uint16_t_u_u(((*g_1126) &= ((((*g_84) |= ((*l_3919) |= (0xA0B9L > ((void*)0 != l_3945)))) | ((safe_rshift_func_int8_t_s_u((safe_rshift_func_uint8_t_u_s(((((((0x16L != (**g_1644)) > (((*l_3331) = l_3950) == (void*)0)) > p_19) == 0xFEF2L) & l_3912) , 255UL), 0)), p_18)) , l_3951[8])) | p_18)), 0x8BF8L)), p_19)))))) & l_3931);
                    }
                }
                for (g_3789 = 0; (g_3789 <= 2); g_3789 += 1)
                { /* block id: 1864 */
                    struct S0 ****l_3957 = &l_3768[5][0];
                    int32_t l_3965[3][7] = {{7L,0xBAE4EED8L,1L,0xBAE4EED8L,7L,1L,0x1B37B11BL},{0x1B37B11BL,(-3L),1L,0x1B37B11BL,1L,(-3L),0x1B37B11BL},{1L,0x1B37B11BL,(-3L),1L,0x1B37B11BL,1L,(-3L)}};
                    const int8_t *l_3982[6][4] = {{&g_947,&g_509,&g_2231,&g_1910},{&l_3577,&g_947,&g_947,&l_3577},{&l_3577,(void*)0,&g_2231,&l_3839},{&g_947,&l_3577,&g_947,&g_61},{&g_1910,(void*)0,&g_1910,&g_61},{&g_947,&l_3577,&g_947,&l_3839}};
                    const int8_t **l_3981[3][10][8] = {{{(void*)0,(void*)0,&l_3982[0][0],&l_3982[0][0],(void*)0,(void*)0,&l_3982[5][3],&l_3982[0][0]},{&l_3982[4][2],&l_3982[0][0],&l_3982[0][0],(void*)0,&l_3982[0][0],&l_3982[0][0],&l_3982[0][0],&l_3982[0][0]},{&l_3982[0][0],(void*)0,&l_3982[0][0],(void*)0,&l_3982[2][2],&l_3982[5][1],&l_3982[0][0],&l_3982[0][0]},{&l_3982[0][0],&l_3982[2][2],&l_3982[0][2],&l_3982[0][0],&l_3982[0][2],&l_3982[2][2],&l_3982[0][0],&l_3982[0][0]},{&l_3982[0][0],&l_3982[0][0],&l_3982[0][0],&l_3982[0][0],&l_3982[5][3],&l_3982[5][3],(void*)0,&l_3982[0][2]},{(void*)0,&l_3982[1][1],&l_3982[2][3],&l_3982[0][0],&l_3982[5][3],(void*)0,(void*)0,&l_3982[0][0]},{&l_3982[0][0],(void*)0,&l_3982[0][0],&l_3982[0][2],&l_3982[0][2],&l_3982[0][0],(void*)0,&l_3982[0][0]},{&l_3982[0][0],(void*)0,(void*)0,&l_3982[0][0],&l_3982[2][2],&l_3982[0][0],&l_3982[0][2],(void*)0},{&l_3982[0][0],&l_3982[2][2],&l_3982[0][0],&l_3982[2][3],&l_3982[0][0],&l_3982[0][0],&l_3982[0][0],(void*)0},{&l_3982[4][2],(void*)0,(void*)0,&l_3982[0][0],(void*)0,&l_3982[0][0],(void*)0,(void*)0}},{{(void*)0,(void*)0,(void*)0,(void*)0,&l_3982[0][0],(void*)0,&l_3982[1][1],&l_3982[2][3]},{&l_3982[0][0],&l_3982[1][1],&l_3982[0][0],&l_3982[0][0],(void*)0,&l_3982[5][3],&l_3982[1][1],&l_3982[0][0]},{&l_3982[5][1],&l_3982[0][0],(void*)0,(void*)0,&l_3982[2][2],&l_3982[2][2],(void*)0,(void*)0},{&l_3982[2][2],&l_3982[2][2],(void*)0,(void*)0,&l_3982[0][0],&l_3982[5][1],&l_3982[0][0],&l_3982[0][0]},{&l_3982[5][3],(void*)0,&l_3982[0][0],&l_3982[0][0],&l_3982[1][1],&l_3982[0][0],&l_3982[0][2],&l_3982[5][3]},{&l_3982[0][0],&l_3982[5][1],&l_3982[1][1],&l_3982[5][3],&l_3982[0][0],&l_3982[0][0],&l_3982[0][0],&l_3982[5][3]},{&l_3982[2][3],&l_3982[2][2],&l_3982[2][3],&l_3982[0][0],&l_3982[0][0],&l_3982[0][0],&l_3982[2][2],(void*)0},{&l_3982[0][0],&l_3982[5][3],(void*)0,&l_3982[4][2],(void*)0,&l_3982[0][0],&l_3982[0][0],(void*)0},{&l_3982[0][0],(void*)0,&l_3982[5][3],&l_3982[1][1],&l_3982[0][0],(void*)0,(void*)0,&l_3982[0][0]},{&l_3982[2][3],&l_3982[0][0],&l_3982[0][0],&l_3982[2][3],&l_3982[0][0],(void*)0,&l_3982[5][3],&l_3982[0][0]}},{{&l_3982[0][0],&l_3982[0][0],&l_3982[0][0],(void*)0,&l_3982[0][0],&l_3982[0][0],&l_3982[5][1],&l_3982[1][1]},{&l_3982[0][0],&l_3982[0][0],&l_3982[2][3],&l_3982[5][3],&l_3982[4][2],(void*)0,&l_3982[0][0],(void*)0},{(void*)0,&l_3982[0][0],(void*)0,&l_3982[0][0],(void*)0,(void*)0,&l_3982[4][2],(void*)0},{&l_3982[0][2],(void*)0,&l_3982[0][0],&l_3982[0][0],&l_3982[0][0],&l_3982[0][0],(void*)0,&l_3982[0][0]},{(void*)0,&l_3982[5][3],&l_3982[0][0],&l_3982[2][3],&l_3982[5][1],&l_3982[0][0],&l_3982[4][2],&l_3982[4][2]},{&l_3982[0][0],&l_3982[2][2],(void*)0,(void*)0,&l_3982[2][2],&l_3982[0][0],&l_3982[0][0],&l_3982[0][0]},{&l_3982[0][0],&l_3982[5][1],&l_3982[2][3],&l_3982[0][0],&l_3982[5][3],(void*)0,&l_3982[5][1],(void*)0},{&l_3982[0][0],&l_3982[0][0],&l_3982[0][0],&l_3982[0][0],(void*)0,&l_3982[0][2],&l_3982[5][3],&l_3982[0][0]},{(void*)0,(void*)0,&l_3982[0][0],(void*)0,&l_3982[0][0],(void*)0,(void*)0,&l_3982[4][2]},{(void*)0,&l_3982[4][2],&l_3982[5][3],&l_3982[2][3],&l_3982[0][0],&l_3982[0][0],&l_3982[0][0],&l_3982[0][0]}}};
                    const int8_t *** const l_3980 = &l_3981[0][3][1];
                    int32_t l_3998 = 0xF567532BL;
                    int32_t *l_4005 = &g_85;
                    int i, j, k;
                    if ((((p_21 ^ ((p_17 , (((p_18 && (safe_sub_func_uint64_t_u_u((((*l_3957) = &g_2633) == l_3391[0][0][5]), (safe_rshift_func_int16_t_s_u((**g_1452), (safe_mul_func_uint16_t_u_u((*g_1126), ((((safe_lshift_func_uint16_t_u_u(p_17.f0, ((l_3965[0][5] = ((((safe_unary_minus_func_uint8_t_u(((l_3668 , 0x771ED7125AF6BF0DLL) <= p_18))) | p_20) | p_21) >= l_3965[0][5])) < p_18))) < p_17.f0) > 6UL) || p_20)))))))) > (*l_3919)) && (-4L))) >= p_21)) != p_21) < (*l_3919)))
                    { /* block id: 1867 */
                        if (p_21)
                            break;
                        return p_19;
                    }
                    else
                    { /* block id: 1870 */
                        if (p_17.f0)
                            break;
                        if (l_3965[0][5])
                            continue;
                        l_3704 = &l_3688[0][2][4];
                    }
                    (*l_3704) = (safe_mod_func_uint16_t_u_u((((0x9B14D137L > ((((safe_div_func_int8_t_s_s(p_18, ((safe_unary_minus_func_int32_t_s(p_18)) & (safe_mul_func_int8_t_s_s((!((safe_add_func_int16_t_s_s(p_21, ((**g_1125) = (safe_sub_func_uint16_t_u_u(l_3912, (~(((**g_1452) | (((*g_2580) = l_3979) == l_3980)) >= (~(((safe_rshift_func_int16_t_s_s(l_3986, p_21)) | 6UL) <= (****g_3235)))))))))) > l_3951[8])), l_3912))))) | p_19) && 0x69F4C224L) == p_17.f0)) || (**g_1803)) && 7L), 4L));
                    for (g_1748 = 0; (g_1748 < (-7)); g_1748 = safe_sub_func_int64_t_s_s(g_1748, 8))
                    { /* block id: 1880 */
                        int64_t ***l_3997 = &g_317[1];
                        uint16_t l_4006 = 0xCC86L;
                        uint64_t **l_4007 = (void*)0;
                        l_4005 = ((safe_add_func_int16_t_s_s(((((void*)0 != g_3991) != (l_3998 ^= ((safe_mul_func_int16_t_s_s((((*l_3919) = p_21) | (l_3965[0][5] = (&p_19 == &p_19))), 65532UL)) ^ ((void*)0 == l_3997)))) == (safe_sub_func_uint16_t_u_u(((g_4003 = l_4001) == l_4004), g_631[(g_967 + 4)][g_967]))), p_21)) , (void*)0);
                        (**l_3798) = (l_4006 , l_4007);
                        return p_19;
                    }
                }
                for (l_3383 = 0; (l_3383 <= 21); l_3383 = safe_add_func_uint32_t_u_u(l_3383, 4))
                { /* block id: 1892 */
                    for (g_3484 = 0; (g_3484 <= 1); g_3484 += 1)
                    { /* block id: 1895 */
                        int i;
                        (*g_84) = 6L;
                        l_3704 = (*g_3190);
                        (*g_1995) = &p_17;
                    }
                    (*g_84) = (safe_add_func_int8_t_s_s(p_17.f0, ((***g_3236) ^= l_4012[0])));
                }
            }
        }
        for (g_810 = 0; (g_810 > (-2)); g_810 = safe_sub_func_int64_t_s_s(g_810, 8))
        { /* block id: 1907 */
            int32_t *l_4015 = &l_3690;
            l_3919 = &l_3683;
            l_3704 = l_4015;
            (*g_1995) = (void*)0;
        }
    }
    else
    { /* block id: 1912 */
        uint32_t l_4016 = 0xBBEDFE97L;
        int32_t l_4017 = (-1L);
        uint64_t ****l_4026[7] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
        int32_t *l_4033[9][9][1] = {{{&g_67},{&l_3415},{&l_3414},{&g_507},{&l_3414},{&l_3415},{&g_67},{(void*)0},{&g_264}},{{(void*)0},{&g_67},{&l_3415},{&l_3414},{&g_507},{&l_3414},{&l_3415},{&g_67},{(void*)0}},{{&g_264},{(void*)0},{&g_67},{&l_3415},{&l_3414},{&g_507},{&l_3414},{&l_3415},{&g_67}},{{(void*)0},{&g_264},{(void*)0},{&g_67},{&l_3415},{&l_3414},{&g_507},{&l_3414},{&l_3415}},{{&g_67},{(void*)0},{&g_264},{(void*)0},{&g_67},{&l_3415},{&l_3414},{&g_507},{&l_3414}},{{&l_3415},{&g_67},{(void*)0},{&g_264},{(void*)0},{&g_67},{&l_3415},{&l_3414},{&g_507}},{{&l_3414},{&l_3415},{&g_67},{(void*)0},{&g_264},{(void*)0},{&g_67},{&l_3415},{&g_264}},{{&l_3415},{&g_264},{&l_3407},{&l_3463},{&g_507},{&g_67},{&g_507},{&l_3463},{&l_3407}},{{&g_264},{&l_3415},{&g_264},{&l_3407},{&l_3463},{&g_507},{&g_67},{&g_507},{&l_3463}}};
        int32_t *l_4034 = (void*)0;
        uint32_t l_4073 = 0x294593C1L;
        int i, j, k;
lbl_4109:
        l_4017 = ((*g_84) = l_4016);
        for (l_3657 = (-2); (l_3657 < 18); l_3657 = safe_add_func_uint16_t_u_u(l_3657, 9))
        { /* block id: 1917 */
            uint64_t ** const ***l_4025 = &g_4023[9];
            int32_t ***l_4029 = &g_2684;
            int32_t ****l_4028 = &l_4029;
            union U2 l_4098 = {0x5F60C04AL};
            if (((((!(l_4017 = (safe_rshift_func_uint8_t_u_s(0x78L, 6)))) <= (((((*l_4025) = g_4023[9]) != l_4026[4]) != (((+p_21) , (void*)0) != l_4028)) || (safe_lshift_func_int8_t_s_u((((void*)0 == l_4032) < p_17.f0), p_19)))) , 0x40A22D11L) , (*g_66)))
            { /* block id: 1920 */
                uint8_t *l_4047 = &g_2494;
                int8_t *l_4052 = &g_1778;
                const int32_t l_4053[8] = {0L,0L,0L,0L,0L,0L,0L,0L};
                uint64_t **l_4074 = &g_554;
                union U1 l_4088 = {4294967295UL};
                int i;
                l_4034 = l_4033[0][3][0];
                if ((safe_mul_func_uint16_t_u_u(((**g_1125)++), (g_297 = (((*g_634) = ((&g_3992 == (void*)0) , (safe_mod_func_uint8_t_u_u(p_17.f0, (***g_3236))))) >= (((***g_469) = ((safe_sub_func_int32_t_s_s((safe_sub_func_int32_t_s_s((((((p_21 | (((safe_add_func_int64_t_s_s(((0x49L < ((*l_4047)++)) && (((*****g_2579) &= ((void*)0 != l_4050[1])) < ((*l_4052) = 0x47L))), (-1L))) & (*g_471)) ^ p_21)) < 4294967295UL) >= p_19) > l_4053[7]) < p_19), p_17.f0)), l_4053[0])) > p_21)) == 0xF2E822B47D82E20ALL))))))
                { /* block id: 1929 */
                    for (p_20 = 0; (p_20 <= 0); p_20 += 1)
                    { /* block id: 1932 */
                        return p_19;
                    }
                }
                else
                { /* block id: 1935 */
                    const int32_t **l_4054 = (void*)0;
                    const int32_t **l_4055 = &g_1237;
                    uint64_t *****l_4081 = &l_4026[4];
                    (*l_4055) = &l_4053[7];
                    (*l_4055) = &l_4053[5];
                    if (((+(~(safe_div_func_uint64_t_u_u((safe_sub_func_int32_t_s_s(1L, (((safe_rshift_func_int8_t_s_s(((***g_1802) = 1L), (l_4053[7] >= (((((((p_20 || (g_4064 , (safe_div_func_uint16_t_u_u((**g_1125), (safe_unary_minus_func_uint8_t_u(l_4068[1])))))) && (safe_lshift_func_int8_t_s_s(((safe_sub_func_int8_t_s_s(((p_18 > ((&l_4051 == &g_3380[0][4][0]) , p_21)) > 1UL), l_4073)) < p_18), p_17.f0))) && p_17.f0) != 9UL) ^ 8L) , (*g_4024)) != l_4074)))) & (-5L)) >= (*g_1645)))), p_21)))) == (*g_1126)))
                    { /* block id: 1939 */
                        const uint64_t * const l_4089 = &g_1594;
                        int8_t l_4090 = 0L;
                        (*g_84) ^= (safe_div_func_int64_t_s_s(((safe_add_func_int32_t_s_s((safe_add_func_int32_t_s_s((((**l_4055) , &l_3798) == l_4081), ((safe_sub_func_int64_t_s_s(p_19, (safe_mul_func_int16_t_s_s(0x0944L, (safe_div_func_int64_t_s_s(((l_4088 , ((**g_1801) , (*g_553))) != ((**l_4055) , l_4089)), l_4090)))))) ^ p_21))), p_20)) != p_18), p_20));
                        (*l_4055) = &l_4017;
                    }
                    else
                    { /* block id: 1942 */
                        return p_20;
                    }
                    for (g_1137 = 0; (g_1137 > 7); g_1137 = safe_add_func_int64_t_s_s(g_1137, 2))
                    { /* block id: 1947 */
                        union U2 l_4099[1][6] = {{{1UL},{1UL},{1UL},{1UL},{1UL},{1UL}}};
                        int8_t l_4107 = 0x2EL;
                        int i, j;
                        (*g_84) = ((+p_17.f0) , ((safe_div_func_uint8_t_u_u((safe_add_func_uint16_t_u_u((((**g_1801) , (0L != (((l_4099[0][0] = l_4098) , ((**g_3190) & ((((safe_sub_func_uint32_t_u_u((safe_lshift_func_int8_t_s_s((p_17.f0 == ((((safe_sub_func_uint16_t_u_u(0xC112L, (!p_18))) == ((p_20 ^ 0L) > 0x4BL)) || l_4107) <= (***g_469))), l_4107)), 0x1AB436C9L)) ^ (-5L)) , p_21) | 0UL))) | p_17.f0))) && (**g_1125)), (***g_3379))), (**g_1644))) > 0x9ACEL));
                        (*l_4055) = (void*)0;
                    }
                }
                if (p_20)
                    continue;
            }
            else
            { /* block id: 1954 */
                uint8_t l_4108[9][9] = {{0x94L,0UL,0UL,0UL,0UL,0UL,0x94L,0x41L,0xF2L},{0x94L,0x90L,0x21L,0UL,0x2EL,252UL,254UL,1UL,0x78L},{254UL,0x40L,252UL,0xA1L,0x41L,0x2EL,0x2EL,0x41L,0xA1L},{246UL,254UL,246UL,0xF2L,0x3CL,0x2EL,0UL,0x40L,0UL},{0x06L,0xA1L,0x3CL,0x21L,1UL,252UL,254UL,0xE6L,254UL},{0x2EL,255UL,0UL,0xF2L,0xF2L,0UL,255UL,0x2EL,246UL},{0x78L,255UL,0x90L,0xA1L,1UL,254UL,0x3CL,246UL,0x41L},{255UL,0xA1L,0x40L,0UL,246UL,0x21L,0xE6L,0x21L,246UL},{0UL,254UL,254UL,0UL,0UL,1UL,0xE6L,0x78L,254UL}};
                int i, j;
                l_4108[1][1] |= 1L;
            }
            return p_21;
        }
        if (g_2813.f0)
            goto lbl_4109;
    }
    return p_21;
}


/* ------------------------------------------ */
/* 
 * reads : g_22.f0 g_634 g_517 g_1125 g_1126 g_224 g_84 g_649 g_1802 g_1803 g_3292 g_1778 g_1644 g_1645 g_914 g_1910
 * writes: g_85 g_649 g_224 g_281 g_1137 g_1910
 */
static int32_t  func_23(int32_t  p_24)
{ /* block id: 1 */
    int16_t l_39 = (-4L);
    int32_t l_44 = 8L;
    int8_t ***l_2544 = &g_1803;
    int8_t ****l_2543[10] = {(void*)0,(void*)0,&l_2544,(void*)0,(void*)0,&l_2544,(void*)0,(void*)0,&l_2544,(void*)0};
    int8_t *****l_2542 = &l_2543[9];
    union U2 l_2545 = {0xEDE604A3L};
    int8_t l_3291 = 7L;
    const int8_t l_3294 = 0x89L;
    int i;
    for (p_24 = 0; (p_24 == 22); p_24 = safe_add_func_int64_t_s_s(p_24, 3))
    { /* block id: 4 */
        int8_t ***l_2541 = &g_1803;
        int8_t ****l_2540[1][7][9] = {{{(void*)0,&l_2541,&l_2541,(void*)0,&l_2541,&l_2541,&l_2541,&l_2541,&l_2541},{&l_2541,&l_2541,&l_2541,&l_2541,&l_2541,&l_2541,&l_2541,&l_2541,&l_2541},{&l_2541,&l_2541,&l_2541,&l_2541,&l_2541,(void*)0,(void*)0,&l_2541,&l_2541},{(void*)0,&l_2541,&l_2541,(void*)0,&l_2541,&l_2541,&l_2541,&l_2541,&l_2541},{&l_2541,&l_2541,&l_2541,&l_2541,&l_2541,&l_2541,&l_2541,&l_2541,&l_2541},{&l_2541,&l_2541,&l_2541,&l_2541,&l_2541,(void*)0,(void*)0,&l_2541,&l_2541},{(void*)0,&l_2541,&l_2541,(void*)0,&l_2541,&l_2541,&l_2541,&l_2541,&l_2541}}};
        int8_t *****l_2539 = &l_2540[0][0][1];
        int i, j, k;
        (*g_84) = (0x4C7BA3F300457023LL > func_27(((((safe_mul_func_uint8_t_u_u(p_24, 5UL)) <= (safe_add_func_int16_t_s_s(((l_39 = p_24) & ((((safe_add_func_int32_t_s_s((g_22.f0 & (func_42(l_44) == (((l_2542 = l_2539) == ((*g_634) , &l_2543[5])) , 7UL))), 0xDD4A0C5CL)) > 2L) < 0x3D1A69E2L) <= p_24)), (**g_1125)))) , p_24) ^ p_24), p_24, l_2545, p_24, l_2545.f0));
        for (g_649 = 0; (g_649 != 56); ++g_649)
        { /* block id: 1545 */
            int32_t l_3270 = (-10L);
            if (l_3270)
                break;
        }
        return p_24;
    }
    for (g_649 = 21; (g_649 == 40); g_649 = safe_add_func_int16_t_s_s(g_649, 2))
    { /* block id: 1552 */
        uint16_t ***l_3284 = &g_1125;
        uint16_t ****l_3283 = &l_3284;
        int8_t *l_3289 = &g_1910;
        int32_t l_3290 = (-7L);
        uint16_t *l_3293 = &g_1137;
        (*g_84) = ((0xD941L & (~1L)) > (((*l_3289) &= (((safe_rshift_func_uint16_t_u_u(((*l_3293) = (0x785EEDC4L < ((1L <= (safe_div_func_int8_t_s_s((safe_mul_func_int16_t_s_s((((safe_sub_func_uint8_t_u_u(l_2545.f1, (!(((((l_3283 != (void*)0) | ((safe_sub_func_int16_t_s_s(5L, ((*g_1126)--))) > (((((**g_1802) = l_3289) == l_3289) && p_24) & l_3290))) > l_3291) <= g_3292) <= p_24)))) , l_3290) <= g_1778), 0L)), (**g_1644)))) & p_24))), l_3294)) & l_2545.f1) < p_24)) >= p_24));
        if (l_3291)
            break;
    }
    return p_24;
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static int64_t  func_27(const uint16_t  p_28, uint32_t  p_29, union U2  p_30, uint8_t  p_31, int64_t  p_32)
{ /* block id: 1148 */
    union U1 l_2554 = {0x11D1409FL};
    int8_t ***l_2565 = (void*)0;
    int32_t l_2568 = 5L;
    int16_t *l_2569 = &g_631[9][0];
    int8_t ****l_2578 = &l_2565;
    int8_t *****l_2577 = &l_2578;
    int32_t l_2592 = 0x00C6155EL;
    int32_t l_2593 = 0xB8BA9382L;
    const union U2 *l_2753 = &g_657;
    const union U2 **l_2752 = &l_2753;
    const union U2 ***l_2751 = &l_2752;
    int64_t ***l_2812 = &g_317[1];
    int64_t ****l_2811 = &l_2812;
    int64_t ****l_2822 = &l_2812;
    int64_t *l_2940[8];
    int32_t l_2996[6];
    int16_t l_3069 = 0xCBE5L;
    uint64_t l_3086 = 0x3773E96ABC1E3F01LL;
    uint32_t l_3101[1];
    int32_t l_3125 = 5L;
    uint32_t l_3143 = 7UL;
    uint64_t l_3144 = 0UL;
    uint32_t ***l_3187 = &g_819;
    uint32_t ****l_3186 = &l_3187;
    int8_t * const *l_3228 = &g_281[1];
    const uint16_t *l_3263[6] = {&g_1752[2][0][7],&g_224[1][9],&g_224[1][9],&g_1752[2][0][7],&g_224[0][7],&g_224[0][7]};
    const uint16_t **l_3262 = &l_3263[4];
    const uint16_t ***l_3261[1][3];
    const uint16_t ****l_3260 = &l_3261[0][0];
    int i, j;
    for (i = 0; i < 8; i++)
        l_2940[i] = &g_129;
    for (i = 0; i < 6; i++)
        l_2996[i] = 1L;
    for (i = 0; i < 1; i++)
        l_3101[i] = 0x53BD1406L;
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 3; j++)
            l_3261[i][j] = &l_3262;
    }
    return p_32;
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static uint64_t  func_42(int16_t  p_43)
{ /* block id: 6 */
    int32_t l_50 = 0x7228D029L;
    union U2 l_86 = {0x167E6007L};
    int32_t *l_1341[4];
    int8_t *l_1909[3][10][4] = {{{&g_947,(void*)0,&g_328,&g_1778},{&g_947,&g_947,&g_509,&g_282},{(void*)0,&g_61,&g_509,&g_328},{&g_282,&g_947,&g_282,&g_1778},{(void*)0,&g_1778,&g_1778,(void*)0},{&g_328,&g_328,&g_509,&g_509},{&g_61,&g_1778,&g_1778,&g_61},{&g_61,&g_282,(void*)0,&g_1778},{(void*)0,&g_947,&g_509,(void*)0},{(void*)0,&g_947,&g_947,(void*)0}},{{&g_61,&g_61,&g_328,(void*)0},{(void*)0,&g_509,(void*)0,&g_947},{&g_1778,&g_1778,&g_1778,&g_947},{&g_282,&g_509,&g_947,(void*)0},{&g_61,&g_61,&g_1778,(void*)0},{&g_282,&g_947,&g_61,(void*)0},{&g_328,&g_947,&g_328,&g_1778},{&g_1778,&g_282,(void*)0,&g_61},{&g_509,&g_1778,&g_509,&g_509},{&g_1778,&g_328,&g_509,(void*)0}},{{&g_1778,&g_1778,&g_282,&g_1778},{&g_1778,&g_947,&g_947,&g_328},{(void*)0,&g_61,&g_947,&g_282},{&g_509,&g_947,&g_282,&g_1778},{&g_61,(void*)0,&g_61,&g_282},{&g_509,&g_328,&g_1778,&g_61},{&g_328,&g_282,&g_328,&g_328},{&g_509,&g_61,&g_328,&g_947},{&g_328,(void*)0,&g_1778,&g_509},{&g_509,&g_1778,&g_61,(void*)0}}};
    int16_t *l_1911[3];
    const int16_t * const **l_1916 = (void*)0;
    uint32_t *l_1917[5] = {&g_857[0],&g_857[0],&g_857[0],&g_857[0],&g_857[0]};
    int32_t l_1950 = (-6L);
    uint16_t l_1952[5][9][5] = {{{65535UL,0xC78EL,0xC78EL,65535UL,0UL},{65535UL,0xC78EL,0xC78EL,65535UL,0UL},{65535UL,0xC78EL,0xC78EL,65535UL,0UL},{65535UL,0xC78EL,0xC78EL,65535UL,0UL},{65535UL,0xC78EL,0xC78EL,65535UL,0UL},{65535UL,0xC78EL,0xC78EL,65535UL,0UL},{65535UL,0xC78EL,0xC78EL,65535UL,0UL},{65535UL,0xC78EL,0xC78EL,65535UL,0UL},{65535UL,0xC78EL,0xC78EL,65535UL,0UL}},{{65535UL,0xC78EL,0xC78EL,65535UL,0UL},{65535UL,0xC78EL,0xC78EL,65535UL,0UL},{65535UL,0xC78EL,0xC78EL,65535UL,0UL},{65535UL,0xC78EL,0xC78EL,65535UL,7UL},{1UL,65535UL,65535UL,1UL,7UL},{1UL,65535UL,65535UL,1UL,7UL},{1UL,65535UL,65535UL,1UL,7UL},{1UL,65535UL,65535UL,1UL,7UL},{1UL,65535UL,65535UL,1UL,7UL}},{{1UL,65535UL,65535UL,1UL,7UL},{1UL,65535UL,65535UL,1UL,7UL},{1UL,65535UL,65535UL,1UL,7UL},{1UL,65535UL,65535UL,1UL,7UL},{1UL,65535UL,65535UL,1UL,7UL},{1UL,65535UL,65535UL,1UL,7UL},{1UL,65535UL,65535UL,1UL,7UL},{1UL,65535UL,65535UL,1UL,7UL},{1UL,65535UL,65535UL,1UL,7UL}},{{1UL,65535UL,65535UL,1UL,7UL},{1UL,65535UL,65535UL,1UL,7UL},{1UL,65535UL,65535UL,1UL,7UL},{1UL,65535UL,65535UL,1UL,7UL},{1UL,65535UL,65535UL,1UL,7UL},{1UL,65535UL,65535UL,1UL,7UL},{1UL,65535UL,65535UL,1UL,7UL},{1UL,65535UL,65535UL,1UL,7UL},{1UL,65535UL,65535UL,1UL,7UL}},{{1UL,65535UL,65535UL,1UL,7UL},{1UL,65535UL,65535UL,1UL,7UL},{1UL,65535UL,65535UL,1UL,7UL},{1UL,65535UL,65535UL,1UL,7UL},{1UL,65535UL,65535UL,1UL,7UL},{1UL,65535UL,65535UL,1UL,7UL},{1UL,65535UL,65535UL,1UL,7UL},{1UL,65535UL,65535UL,1UL,7UL},{1UL,65535UL,65535UL,1UL,7UL}}};
    int64_t *l_1980 = &g_943;
    union U1 l_2051 = {0x7E1E7E77L};
    uint32_t l_2100 = 4294967295UL;
    struct S0 ** const l_2132[3][4] = {{&g_1078[3],(void*)0,&g_1078[3],(void*)0},{&g_1078[3],(void*)0,&g_1078[3],(void*)0},{&g_1078[3],(void*)0,&g_1078[3],(void*)0}};
    uint32_t l_2135 = 18446744073709551615UL;
    const int32_t l_2145 = (-4L);
    int64_t ***l_2171 = &g_317[1];
    int64_t ****l_2170 = &l_2171;
    int64_t *****l_2169 = &l_2170;
    int8_t ***l_2216 = (void*)0;
    int8_t ****l_2215 = &l_2216;
    int8_t *****l_2214 = &l_2215;
    uint8_t l_2244 = 255UL;
    uint64_t l_2261 = 0xA7A8E802C1A7D95DLL;
    int16_t l_2296 = (-4L);
    uint8_t ****l_2298 = (void*)0;
    uint8_t *****l_2297[2];
    const int32_t l_2405 = 6L;
    int64_t l_2447 = 0x513B272489A50F48LL;
    uint64_t l_2517[2];
    uint32_t *****l_2522 = (void*)0;
    int i, j, k;
    for (i = 0; i < 4; i++)
        l_1341[i] = &g_944;
    for (i = 0; i < 3; i++)
        l_1911[i] = (void*)0;
    for (i = 0; i < 2; i++)
        l_2297[i] = &l_2298;
    for (i = 0; i < 2; i++)
        l_2517[i] = 9UL;
    return p_43;
}


/* ------------------------------------------ */
/* 
 * reads : g_84 g_264 g_66 g_67 g_1039 g_734 g_735 g_736 g_634 g_517 g_471 g_414 g_543 g_257 g_1439 g_507 g_1450 g_1452 g_552 g_553 g_847 g_764 g_469 g_470 g_1453 g_631 g_967 g_1147 g_1148 g_1125 g_1126 g_224 g_657.f0 g_944 g_1594 g_1597 g_1610 g_297 g_1644 g_1079 g_299 g_1802 g_1803 g_281 g_509 g_282 g_1383.f1 g_109 g_943 g_632 g_85
 * writes: g_84 g_646 g_299 g_500 g_951 g_109 g_943 g_264 g_67 g_632 g_85 g_297 g_517 g_414 g_945 g_507 g_554 g_764 g_656 g_967 g_657.f0 g_944 g_543 g_1126 g_1644 g_1383.f1
 */
static int8_t  func_45(int32_t  p_46, int8_t  p_47, int32_t  p_48, uint8_t  p_49)
{ /* block id: 625 */
    int32_t **l_1348 = &g_84;
    union U1 l_1364 = {0xAE291029L};
    int64_t l_1368 = (-10L);
    int32_t l_1395 = 0xA3D1F93CL;
    int32_t l_1397 = 0xA164DC0AL;
    int32_t l_1398 = (-1L);
    int32_t l_1399 = 0L;
    int8_t l_1401 = 0L;
    const uint64_t *l_1423 = (void*)0;
    union U1 l_1531 = {0UL};
    uint32_t l_1541 = 0xC15D95C2L;
    int8_t l_1550[5] = {0L,0L,0L,0L,0L};
    int32_t l_1572[6] = {6L,6L,6L,6L,6L,6L};
    int8_t l_1595 = 0L;
    const int64_t *l_1617[4];
    const int64_t **l_1616 = &l_1617[2];
    uint32_t l_1624 = 0x7CAB7240L;
    uint8_t **l_1668 = &g_1645;
    int8_t **l_1671 = &g_281[1];
    int8_t ***l_1670[8] = {&l_1671,&l_1671,&l_1671,&l_1671,&l_1671,&l_1671,&l_1671,&l_1671};
    uint16_t l_1700 = 0x7AF1L;
    int32_t l_1751[3][2][6] = {{{1L,7L,7L,1L,7L,7L},{1L,7L,7L,1L,7L,7L}},{{1L,7L,7L,1L,7L,7L},{1L,7L,7L,1L,7L,7L}},{{1L,7L,7L,1L,7L,7L},{1L,7L,7L,1L,7L,7L}}};
    int64_t * const l_1791[5] = {&g_511,&g_511,&g_511,&g_511,&g_511};
    uint64_t l_1806 = 0x0DFC7E654A221823LL;
    uint32_t *****l_1847 = (void*)0;
    uint32_t l_1884[5] = {0x7A9E265DL,0x7A9E265DL,0x7A9E265DL,0x7A9E265DL,0x7A9E265DL};
    int i, j, k;
    for (i = 0; i < 4; i++)
        l_1617[i] = &g_511;
lbl_1603:
    (*l_1348) = &g_264;
lbl_1574:
    for (g_646 = 0; g_646 < 9; g_646 += 1)
    {
        for (g_299 = 0; g_299 < 10; g_299 += 1)
        {
            for (g_500 = 0; g_500 < 2; g_500 += 1)
            {
                g_951[g_646][g_299][g_500] = 0x9DDDDD8BL;
            }
        }
    }
    for (g_109 = 0; (g_109 == 16); g_109 = safe_add_func_uint8_t_u_u(g_109, 8))
    { /* block id: 630 */
        int32_t l_1362 = 0x0B35CDFAL;
        int32_t l_1381[6] = {1L,1L,1L,1L,1L,1L};
        uint64_t l_1402 = 18446744073709551615UL;
        int32_t l_1425 = 0x82D5579EL;
        union U1 l_1428 = {0UL};
        int32_t *l_1500 = &l_1399;
        uint32_t l_1513 = 0x0EB3120EL;
        uint8_t l_1516[5] = {0x27L,0x27L,0x27L,0x27L,0x27L};
        uint8_t *l_1562[4];
        uint8_t **l_1561 = &l_1562[1];
        uint8_t ***l_1560 = &l_1561;
        uint16_t *l_1600 = &g_297;
        int i;
        for (i = 0; i < 4; i++)
            l_1562[i] = &l_1516[0];
        if ((**l_1348))
        { /* block id: 631 */
            struct S0 *l_1356 = &g_1077;
            int32_t l_1367 = 0xFA1673A8L;
            uint16_t l_1377 = 0UL;
            int32_t l_1388[4][7];
            int i, j;
            for (i = 0; i < 4; i++)
            {
                for (j = 0; j < 7; j++)
                    l_1388[i][j] = 0x43B6DEE3L;
            }
            if ((*g_66))
            { /* block id: 632 */
                for (g_943 = 0; (g_943 > (-29)); g_943 = safe_sub_func_uint16_t_u_u(g_943, 7))
                { /* block id: 635 */
                    return (**l_1348);
                }
            }
            else
            { /* block id: 638 */
                int32_t *l_1355 = &g_67;
                int32_t l_1384 = 1L;
                int32_t l_1386 = (-1L);
                int32_t l_1387 = 1L;
                int32_t l_1391 = 1L;
                int32_t l_1392 = 0x840BD120L;
                int32_t l_1393 = 1L;
                int32_t l_1394 = 0xD2CABC24L;
                int32_t l_1396[8] = {3L,3L,3L,3L,3L,3L,3L,3L};
                int i;
                (*l_1355) = ((**l_1348) &= ((~(***g_1039)) && (!p_49)));
                (*l_1355) = (l_1356 == &g_1079);
                for (g_632 = 0; (g_632 <= 5); g_632 += 1)
                { /* block id: 644 */
                    int8_t *l_1369 = (void*)0;
                    int8_t *l_1370 = &g_282;
                    int16_t *l_1371 = &g_945;
                    union U2 l_1372[2][7][5] = {{{{3UL},{0xE07091C4L},{3UL},{0xE07091C4L},{3UL}},{{0x73C8BF80L},{0x73C8BF80L},{0x73C8BF80L},{0x73C8BF80L},{0x73C8BF80L}},{{3UL},{0xE07091C4L},{3UL},{0xE07091C4L},{3UL}},{{0x73C8BF80L},{0x73C8BF80L},{0x73C8BF80L},{0x73C8BF80L},{0x73C8BF80L}},{{3UL},{0xE07091C4L},{3UL},{0xE07091C4L},{3UL}},{{0x73C8BF80L},{0x73C8BF80L},{0x73C8BF80L},{0x73C8BF80L},{0x73C8BF80L}},{{3UL},{0xE07091C4L},{3UL},{0xE07091C4L},{3UL}}},{{{0x73C8BF80L},{0x73C8BF80L},{0x73C8BF80L},{0x73C8BF80L},{0x73C8BF80L}},{{3UL},{0xE07091C4L},{3UL},{0xE07091C4L},{3UL}},{{0x73C8BF80L},{0x73C8BF80L},{0x73C8BF80L},{0x73C8BF80L},{0x73C8BF80L}},{{3UL},{0xE07091C4L},{3UL},{0xE07091C4L},{3UL}},{{0x73C8BF80L},{0x73C8BF80L},{0x73C8BF80L},{0x73C8BF80L},{0x73C8BF80L}},{{3UL},{0xE07091C4L},{3UL},{0xE07091C4L},{3UL}},{{0x73C8BF80L},{0x73C8BF80L},{0x73C8BF80L},{0x73C8BF80L},{0x73C8BF80L}}}};
                    int32_t * const l_1373 = &g_944;
                    uint32_t *l_1380 = &g_103[0];
                    int32_t l_1389 = 0x8E9E9A97L;
                    int32_t l_1390 = 7L;
                    int32_t l_1400[4][1][2] = {{{0x62A32AB4L,0x62A32AB4L}},{{0x62A32AB4L,0x62A32AB4L}},{{0x62A32AB4L,0x62A32AB4L}},{{0x62A32AB4L,0x62A32AB4L}}};
                    int i, j, k;
                }
                if (p_48)
                    break;
            }
        }
        else
        { /* block id: 670 */
            int32_t l_1416[1];
            uint64_t *l_1464 = &g_408;
            int32_t * const l_1498[6] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
            int i;
            for (i = 0; i < 1; i++)
                l_1416[i] = 0xD94315A1L;
            for (g_85 = 0; (g_85 != 12); g_85 = safe_add_func_int32_t_s_s(g_85, 6))
            { /* block id: 673 */
                (*g_84) &= 0x4740B7AFL;
            }
            if (p_48)
                break;
            for (g_297 = 9; (g_297 > 20); ++g_297)
            { /* block id: 679 */
                uint64_t l_1411[7] = {0x9A642E82F9C7B258LL,0x9A642E82F9C7B258LL,0x9A642E82F9C7B258LL,0x9A642E82F9C7B258LL,0x9A642E82F9C7B258LL,0x9A642E82F9C7B258LL,0x9A642E82F9C7B258LL};
                int32_t l_1437 = 0x84878F78L;
                int i;
                if (l_1411[1])
                    break;
                (*g_84) = (safe_mod_func_int64_t_s_s(((safe_mod_func_uint32_t_u_u(0x78853AFBL, l_1416[0])) , ((safe_unary_minus_func_int64_t_s((l_1381[1] <= (safe_mul_func_int16_t_s_s(p_48, (0UL & (+(((*g_471) ^= (l_1425 = ((safe_add_func_int64_t_s_s(((((l_1423 == l_1423) ^ ((+(l_1411[1] , ((*g_634) |= ((l_1362 < 0xB512L) ^ p_46)))) < p_48)) && l_1402) , p_47), p_49)) < 0x23L))) == p_47)))))))) == p_46)), p_47));
                for (g_945 = 0; (g_945 <= 6); g_945 += 1)
                { /* block id: 687 */
                    uint32_t l_1451[1][3];
                    int8_t ** const l_1469 = &g_281[1];
                    int i, j;
                    for (i = 0; i < 1; i++)
                    {
                        for (j = 0; j < 3; j++)
                            l_1451[i][j] = 0xA4D567FCL;
                    }
                    (*g_1439) ^= (safe_mod_func_uint32_t_u_u(0x324618C2L, (l_1428 , (l_1437 = ((**l_1348) = (safe_add_func_int8_t_s_s(8L, (safe_sub_func_uint32_t_u_u(((**l_1348) <= (((*g_543) , p_48) | (*g_634))), (((safe_mul_func_uint8_t_u_u((safe_mul_func_int8_t_s_s(0xF9L, ((**l_1348) > p_46))), (**l_1348))) , p_48) ^ 0x6C9BEA9A3B946084LL))))))))));
                    if ((safe_mul_func_uint16_t_u_u((l_1428 , ((l_1416[0] < (((p_48 | 1UL) < (l_1416[0] >= (l_1381[5] = l_1425))) , 0UL)) | (safe_add_func_uint16_t_u_u((((((l_1411[1] & ((safe_mul_func_uint16_t_u_u((safe_div_func_uint8_t_u_u(((((((g_1450[0][1] , l_1437) | 0x6CL) , 1L) < l_1451[0][2]) , g_1450[0][1].f0) != p_49), p_46)), p_48)) < (-1L))) | p_49) , g_1452) != (void*)0) != p_46), (-6L))))), l_1451[0][2])))
                    { /* block id: 692 */
                        uint32_t l_1454 = 4294967288UL;
                        ++l_1454;
                        return p_49;
                    }
                    else
                    { /* block id: 695 */
                        (*g_84) ^= (-5L);
                    }
                    if (p_49)
                    { /* block id: 698 */
                        uint32_t *l_1467 = &g_764[0][0];
                        const uint32_t l_1468 = 0x16F92EACL;
                        int8_t **l_1471 = &g_281[1];
                        int8_t ***l_1470 = &l_1471;
                        int i;
                        (**l_1348) &= l_1425;
                        (**l_1348) = (((safe_mod_func_int32_t_s_s((((*l_1467) &= ((p_46 > (((*g_84) != (((safe_mod_func_uint16_t_u_u(0x8C38L, l_1451[0][2])) <= (***g_1039)) >= ((safe_div_func_int8_t_s_s(0L, ((safe_unary_minus_func_uint32_t_u(((l_1423 == ((**g_552) = l_1464)) > (((safe_sub_func_uint8_t_u_u((p_48 == l_1451[0][2]), g_847[0])) == (-7L)) | p_46)))) , p_46))) < l_1416[0]))) == l_1416[0])) , p_46)) , 0xD4EA9F55L), 0x14CDB173L)) && l_1468) & p_49);
                        (*g_84) = l_1451[0][2];
                        (*l_1470) = l_1469;
                    }
                    else
                    { /* block id: 705 */
                        l_1437 ^= (~(((safe_rshift_func_int8_t_s_s((((p_47 <= ((((safe_mod_func_int8_t_s_s((safe_add_func_uint8_t_u_u(251UL, (0xD7L >= ((p_48 > (safe_sub_func_int8_t_s_s(((safe_div_func_uint64_t_u_u(((safe_rshift_func_uint8_t_u_u((safe_rshift_func_int16_t_s_u((-1L), 4)), 6)) <= (((safe_rshift_func_int8_t_s_s((safe_lshift_func_uint16_t_u_u((safe_add_func_int8_t_s_s(l_1416[0], (+(safe_lshift_func_uint8_t_u_s((((void*)0 == &g_1037[1][5]) >= (0x38C7L >= p_47)), 4))))), p_47)), 1)) ^ 1UL) , (**l_1348))), p_49)) | 0x5E454584L), p_47))) || 0x41L)))), p_48)) , (**l_1348)) || 0xFB73L) >= l_1428.f0)) ^ l_1381[2]) >= 0xC5C2L), 5)) > 18446744073709551615UL) > p_47));
                        l_1500 = l_1498[2];
                    }
                }
                (*g_84) = p_48;
            }
        }
        if (((p_47 | (safe_lshift_func_uint8_t_u_u(p_46, 7))) || (((**l_1348) || (safe_rshift_func_uint8_t_u_s(248UL, 6))) && (((((**l_1348) > (safe_mod_func_uint8_t_u_u(((p_48 <= p_49) , (**l_1348)), (safe_mod_func_uint64_t_u_u(((*g_634) = (safe_rshift_func_uint8_t_u_u((p_49 > (**l_1348)), 3))), 0xEA316262339640D4LL))))) == (*g_1439)) , p_46) > (***g_469)))))
        { /* block id: 714 */
            int32_t *l_1511 = (void*)0;
            int32_t *l_1512[3][7][8] = {{{&l_1395,&l_1395,&g_85,&g_507,&l_1395,&g_507,&g_85,&l_1395},{&l_1395,&l_1395,&g_109,&g_85,&g_85,&g_109,&l_1395,&l_1395},{&l_1395,&g_264,&l_1395,&g_507,&l_1395,&g_264,&l_1395,&l_1395},{&g_264,&g_507,&g_109,&g_109,&g_507,&g_264,&g_85,&g_264},{&g_507,&l_1395,&l_1395,&l_1395,&g_109,&g_85,&g_85,&g_109},{&l_1395,&g_507,&g_507,&l_1395,&l_1395,&g_109,&l_1395,&l_1395},{&g_507,&l_1395,&g_507,&g_85,&l_1395,&l_1395,&g_85,&g_507}},{{&l_1395,&l_1395,&l_1395,&g_109,&g_264,&g_109,&l_1395,&l_1395},{&l_1395,&g_507,&g_85,&l_1395,&l_1395,&g_85,&g_507,&l_1395},{&g_507,&l_1395,&l_1395,&g_109,&l_1395,&l_1395,&g_507,&g_507},{&l_1395,&g_109,&g_85,&g_85,&g_109,&l_1395,&l_1395,&l_1395},{&g_109,&l_1395,&l_1395,&l_1395,&g_109,&g_85,&g_85,&g_109},{&l_1395,&g_507,&g_507,&l_1395,&l_1395,&g_109,&l_1395,&l_1395},{&g_507,&l_1395,&g_507,&g_85,&l_1395,&l_1395,&g_85,&g_507}},{{&l_1395,&l_1395,&l_1395,&g_109,&g_264,&g_109,&l_1395,&l_1395},{&l_1395,&g_507,&g_85,&l_1395,&l_1395,&g_85,&g_507,&l_1395},{&g_507,&l_1395,&l_1395,&g_109,&l_1395,&l_1395,&g_507,&g_507},{&l_1395,&g_109,&g_85,&g_85,&g_109,&l_1395,&l_1395,&l_1395},{&g_109,&l_1395,&l_1395,&l_1395,&g_109,&g_85,&g_85,&g_109},{&l_1395,&g_507,&g_507,&l_1395,&l_1395,&g_109,&l_1395,&l_1395},{&g_507,&l_1395,&g_507,&g_85,&l_1395,&l_1395,&g_85,&g_507}}};
            union U2 **l_1523 = (void*)0;
            union U2 **l_1524 = &g_656[3][4][3];
            uint8_t *l_1532 = &g_967;
            int8_t *l_1542[6];
            int32_t l_1543 = 0xAFE9847CL;
            int i, j, k;
            for (i = 0; i < 6; i++)
                l_1542[i] = &g_282;
            ++l_1513;
            ++l_1516[0];
            if (p_46)
                break;
            p_48 = (((safe_add_func_int64_t_s_s((safe_lshift_func_uint16_t_u_u((((*l_1524) = &g_657) != &g_657), ((*g_1453) >= 8UL))), (((!(safe_div_func_int64_t_s_s((!((safe_mul_func_uint16_t_u_u((((*l_1532) ^= (l_1531 , 0xC0L)) < p_47), (safe_add_func_int64_t_s_s((((l_1550[0] = ((safe_sub_func_int8_t_s_s(((((***g_469) = (safe_sub_func_uint64_t_u_u((((l_1543 = l_1541) | ((safe_lshift_func_uint16_t_u_u((safe_unary_minus_func_int64_t_s(((~(((safe_add_func_int32_t_s_s(0x8B5283EAL, (**l_1348))) > (**l_1348)) < p_49)) , p_48))), 2)) > 4294967288UL)) > p_49), p_48))) , 0xCB0FL) >= 0x95E3L), p_47)) < g_517[1])) ^ 0UL) , (-1L)), p_48)))) && p_49)), 9L))) <= 0xB1L) || (**l_1348)))) == 5L) || p_49);
        }
        else
        { /* block id: 724 */
            uint32_t l_1557 = 3UL;
            int8_t *l_1573 = &l_1550[4];
            union U2 l_1589 = {18446744073709551612UL};
            if ((safe_div_func_uint8_t_u_u((safe_rshift_func_int8_t_s_u(((*l_1573) = ((safe_add_func_uint32_t_u_u(((l_1557 ^ (((safe_add_func_int8_t_s_s((((((*g_1147) == (void*)0) , &g_1147) == l_1560) ^ 0xE891682CL), ((safe_lshift_func_int8_t_s_u(((((((((((safe_lshift_func_uint8_t_u_s((((p_46 , 1UL) > (safe_div_func_uint64_t_u_u((safe_sub_func_uint32_t_u_u((!(p_49 == p_46)), p_47)), (***g_469)))) || (**l_1348)), p_47)) , 0xD8C036A7L) >= p_47) || (**g_1125)) & (*g_84)) , l_1557) , p_48) | p_47) , p_47) >= l_1572[4]), p_49)) && (**l_1348)))) == 0x5F617C88L) & p_47)) && 0xC03557E23F0EE8F8LL), (**l_1348))) , l_1557)), l_1557)), p_47)))
            { /* block id: 726 */
                int32_t *l_1575 = &g_944;
                if (p_48)
                    goto lbl_1574;
                (*l_1348) = l_1575;
                for (g_657.f0 = 0; (g_657.f0 <= 6); g_657.f0 += 1)
                { /* block id: 731 */
                    uint32_t l_1578 = 9UL;
                    int8_t l_1581[2][6][7] = {{{(-2L),0xBFL,(-9L),0xA0L,0x64L,0x0DL,0x0DL},{(-4L),0x64L,0x53L,0x64L,(-4L),0x49L,(-2L)},{(-1L),0xBFL,0x0DL,0x1CL,(-4L),(-2L),(-4L)},{6L,1L,1L,6L,0x64L,0x1CL,(-1L)},{(-1L),0x1CL,0x64L,6L,1L,1L,6L},{(-4L),(-2L),(-4L),0x1CL,0x0DL,0xBFL,(-1L)}},{{(-2L),0x49L,(-4L),0x64L,0x53L,0x64L,(-4L)},{0x0DL,0x0DL,0x64L,0xA0L,(-9L),0xBFL,(-2L)},{0x1CL,0x64L,6L,1L,1L,6L,0x64L},{6L,(-9L),0x64L,0xBFL,0x53L,0x49L,0x1CL},{6L,0xA0L,(-1L),0x64L,(-1L),0xA0L,6L},{0x1CL,0x49L,0x53L,0xBFL,0x64L,(-9L),6L}}};
                    int i, j, k;
                    (*l_1348) = l_1575;
                    (**l_1348) = (p_46 == (*g_471));
                    (*l_1575) = ((((((safe_div_func_uint32_t_u_u(l_1578, (-1L))) >= (safe_lshift_func_uint16_t_u_u((p_48 && (((l_1581[1][5][6] , (safe_sub_func_uint64_t_u_u((~(((((safe_add_func_int8_t_s_s((0x70L != (safe_div_func_int32_t_s_s((((((void*)0 == &g_1078[0]) ^ (l_1589 , ((safe_div_func_uint64_t_u_u(((safe_sub_func_int32_t_s_s(0x11BF09FAL, l_1589.f0)) || p_49), (*g_634))) == p_48))) , (*g_735)) && 0xB253B149L), 0xA691D22EL))), 1UL)) > 0x855E8584F535AC67LL) & (*g_84)) , l_1589.f0) , (**g_734))), g_1594))) & l_1595) || (*l_1575))), p_49))) || l_1557) || p_49) , p_48) < p_49);
                }
            }
            else
            { /* block id: 736 */
                uint16_t *l_1601[3][5][3] = {{{&g_847[0],&g_297,&g_224[0][7]},{&g_847[2],&g_297,&g_847[0]},{&g_1137,&g_847[0],&g_224[0][7]},{&g_847[1],&g_224[0][7],&g_847[2]},{&g_847[2],&g_297,&g_847[2]}},{{&g_1137,&g_297,(void*)0},{(void*)0,&g_224[0][7],&g_297},{&g_297,&g_847[0],&g_1137},{(void*)0,&g_297,&g_297},{&g_297,&g_297,&g_1137}},{{(void*)0,&g_224[7][7],&g_224[7][7]},{&g_1137,&g_1137,&g_224[7][7]},{&g_847[2],(void*)0,&g_1137},{&g_847[1],&g_847[2],&g_297},{&g_1137,&g_224[0][7],&g_1137}}};
                int32_t l_1602 = (-1L);
                int i, j, k;
                (*g_1597) = &l_1428;
                l_1602 = ((**l_1348) |= (0x5EL | (((*g_1125) = l_1600) != (l_1601[2][2][1] = &g_224[8][6]))));
                (**l_1348) = 0xBA52C9EBL;
            }
            return l_1557;
        }
        if (l_1595)
            goto lbl_1603;
    }
    for (l_1399 = 0; (l_1399 <= (-4)); l_1399 = safe_sub_func_int16_t_s_s(l_1399, 4))
    { /* block id: 750 */
        const int32_t l_1615 = 0xE26ACEE8L;
        int32_t l_1649 = 2L;
        int32_t l_1653 = 0xAE49BF3CL;
        uint32_t l_1719 = 7UL;
        int32_t l_1735 = 0x5E873BA9L;
        int32_t l_1741 = 2L;
        int32_t l_1744 = 0x585252D3L;
        int32_t l_1747[2];
        union U1 l_1785 = {0x8B32E3D7L};
        uint32_t l_1798[8];
        struct S0 *l_1800 = &g_1079;
        int64_t l_1805 = 0xEC0C131A34C28524LL;
        uint8_t *l_1821 = &g_914;
        uint8_t l_1829 = 0x02L;
        uint16_t ***l_1830 = &g_1125;
        uint32_t l_1831 = 0x27371757L;
        int8_t l_1868 = 0L;
        uint32_t l_1876 = 18446744073709551607UL;
        uint64_t * const *l_1902[3];
        uint64_t * const **l_1901 = &l_1902[0];
        uint64_t * const ***l_1900 = &l_1901;
        int i;
        for (i = 0; i < 2; i++)
            l_1747[i] = 2L;
        for (i = 0; i < 8; i++)
            l_1798[i] = 18446744073709551615UL;
        for (i = 0; i < 3; i++)
            l_1902[i] = (void*)0;
        if (((safe_mul_func_int16_t_s_s((safe_mul_func_uint8_t_u_u((g_1610 , (((safe_lshift_func_int8_t_s_s((-10L), (safe_sub_func_uint32_t_u_u(0x6DECB097L, 0x8ECC125BL)))) , (l_1615 == (l_1616 == &l_1617[0]))) <= (safe_lshift_func_int8_t_s_u((safe_mod_func_int64_t_s_s((p_46 | (p_47 && p_48)), (*g_471))), 1)))), g_297)), (*g_1126))) ^ 1UL))
        { /* block id: 751 */
            uint8_t ***l_1646 = &g_1644;
            int32_t l_1647 = 0xEAC09BCCL;
            uint32_t *l_1648[6];
            int32_t *l_1650 = (void*)0;
            int32_t *l_1652[9];
            union U2 l_1656 = {8UL};
            uint16_t l_1674 = 1UL;
            uint16_t l_1680[2];
            int32_t l_1691[5];
            int16_t *l_1712 = &g_631[3][0];
            int16_t * const *l_1711 = &l_1712;
            int32_t *l_1721 = &g_810;
            int8_t l_1732 = 0x0CL;
            uint32_t l_1755 = 0xD6C618CEL;
            uint16_t *** const l_1822 = &g_1125;
            int64_t *l_1842 = &g_299;
            int i;
            for (i = 0; i < 6; i++)
                l_1648[i] = &g_937;
            for (i = 0; i < 9; i++)
                l_1652[i] = &g_944;
            for (i = 0; i < 2; i++)
                l_1680[i] = 0x72AAL;
            for (i = 0; i < 5; i++)
                l_1691[i] = 1L;
            l_1653 = ((**l_1348) = ((safe_mul_func_uint16_t_u_u((((l_1624 & 251UL) < (safe_sub_func_uint16_t_u_u(0xC422L, (!(safe_add_func_uint32_t_u_u(((safe_div_func_uint64_t_u_u((((safe_sub_func_int16_t_s_s((safe_lshift_func_int8_t_s_u((((*g_1126) >= (safe_add_func_int8_t_s_s((safe_lshift_func_uint16_t_u_u(5UL, (safe_sub_func_int32_t_s_s(((safe_rshift_func_uint16_t_u_u((((&g_1148 == ((*l_1646) = g_1644)) || ((l_1615 , ((l_1649 |= l_1647) > 4UL)) | 6UL)) == 0x9C606C8A8F7ADB8CLL), 4)) ^ 0L), 4294967295UL)))), (-9L)))) , (**l_1348)), 6)), 0x73C1L)) != p_49) | 0xF208L), 0xF514CD663A6EBFCALL)) < 0x767FEA582DBAC4BBLL), l_1615)))))) ^ (*g_634)), l_1615)) != (**l_1348)));
            for (l_1624 = 0; (l_1624 < 20); l_1624 = safe_add_func_uint64_t_u_u(l_1624, 4))
            { /* block id: 758 */
                uint8_t ***l_1665 = (void*)0;
                uint8_t **l_1667 = &g_1645;
                uint8_t ***l_1666[7][8] = {{&l_1667,(void*)0,(void*)0,&l_1667,(void*)0,(void*)0,&l_1667,(void*)0},{&l_1667,&l_1667,&l_1667,&l_1667,&l_1667,&l_1667,&l_1667,&l_1667},{(void*)0,&l_1667,(void*)0,(void*)0,&l_1667,(void*)0,(void*)0,&l_1667},{&l_1667,(void*)0,(void*)0,&l_1667,(void*)0,(void*)0,&l_1667,(void*)0},{&l_1667,&l_1667,&l_1667,&l_1667,&l_1667,&l_1667,&l_1667,&l_1667},{(void*)0,&l_1667,(void*)0,(void*)0,&l_1667,(void*)0,(void*)0,&l_1667},{&l_1667,(void*)0,(void*)0,&l_1667,(void*)0,(void*)0,&l_1667,(void*)0}};
                int32_t l_1672 = 0L;
                int16_t *l_1673 = &g_945;
                int32_t l_1675 = 0xF9DD8A9BL;
                uint16_t l_1679 = 0x3DB9L;
                union U2 l_1688 = {0x013A46BDL};
                int16_t l_1708 = 0xB0D8L;
                int32_t l_1734 = 0xCBB1C801L;
                int32_t l_1738[6][10] = {{(-10L),0x1E08B66DL,(-1L),0x189887C6L,0x189887C6L,(-1L),0x1E08B66DL,(-10L),0xBD4833E2L,(-1L)},{0x189887C6L,0L,0xA52AF9F2L,(-9L),0x4EE6F407L,0x7BC7E2F1L,0x189887C6L,0x313E9831L,0x65287C48L,0x189887C6L},{0x65287C48L,0xB8C866E1L,0xA52AF9F2L,0x4EE6F407L,0xB8C866E1L,0x313E9831L,0x7BC7E2F1L,(-10L),0x7BC7E2F1L,0x313E9831L},{0x1E08B66DL,(-1L),(-1L),(-1L),0x1E08B66DL,0L,(-9L),0x189887C6L,0L,(-3L)},{(-3L),0L,0x7BC7E2F1L,(-3L),0xA52AF9F2L,0x626CE205L,0x4A8AD32CL,0x65287C48L,0x4EE6F407L,(-3L)},{0x65287C48L,(-3L),0x313E9831L,0xA52AF9F2L,0x1E08B66DL,0L,0L,0x1E08B66DL,0xA52AF9F2L,0x313E9831L}};
                union U1 l_1767 = {0xA48EB832L};
                uint32_t l_1799 = 4294967295UL;
                int32_t l_1832 = 1L;
                uint16_t **l_1862 = &g_1126;
                int32_t l_1878 = 1L;
                int i, j;
            }
        }
        else
        { /* block id: 840 */
            int8_t l_1895 = 3L;
            g_1383.f1 &= ((((*l_1800) , (safe_sub_func_int8_t_s_s((safe_add_func_uint64_t_u_u((p_47 , l_1785.f0), (l_1895 , (l_1798[4] & (((safe_rshift_func_int8_t_s_s((safe_rshift_func_int8_t_s_u(((void*)0 == l_1900), 3)), 3)) , (safe_rshift_func_int8_t_s_u(p_49, (((safe_mul_func_int8_t_s_s(((**l_1348) |= (safe_add_func_uint16_t_u_u(p_49, p_49))), 252UL)) == (*g_1453)) != 0x2DF99E6AB951C84DLL)))) > g_299))))), (***g_1802)))) ^ 0x77E746DBCCCCE17ALL) || (**g_1125));
        }
    }
    return (***g_1802);
}


/* ------------------------------------------ */
/* 
 * reads : g_57 g_66
 * writes: g_61 g_62 g_67
 */
static int32_t  func_54(uint32_t  p_55, int64_t  p_56)
{ /* block id: 8 */
    int8_t *l_60 = &g_61;
    const int32_t l_65 = 0L;
    (*g_66) = ((0xDB9622CFB64730E9LL > (!(g_62 = ((*l_60) = p_55)))) , (safe_div_func_uint8_t_u_u(l_65, g_57)));
    return l_65;
}


/* ------------------------------------------ */
/* 
 * reads : g_944 g_109
 * writes: g_657.f0 g_646 g_414 g_109 g_944
 */
static uint16_t  func_69(uint64_t  p_70, int32_t * p_71, int32_t * p_72, uint16_t  p_73)
{ /* block id: 619 */
    int32_t *l_1342 = &g_109;
    for (g_657.f0 = 0; g_657.f0 < 9; g_657.f0 += 1)
    {
        for (g_646 = 0; g_646 < 1; g_646 += 1)
        {
            g_414[g_657.f0][g_646] = 0xA3EA579944E49356LL;
        }
    }
    (*l_1342) ^= (*p_71);
    (*l_1342) = ((*p_72) &= (safe_lshift_func_int8_t_s_u((safe_add_func_int8_t_s_s(p_70, ((void*)0 != &g_552))), 2)));
    return (*l_1342);
}


/* ------------------------------------------ */
/* 
 * reads : g_129 g_84 g_85 g_471 g_414 g_657.f0 g_109 g_634 g_517 g_500 g_734 g_123 g_764 g_469 g_470 g_543 g_257 g_502 g_511 g_282 g_507 g_468 g_264 g_103 g_735 g_224 g_22.f0 g_297 g_302 g_274 g_847 g_857 g_865 g_198 g_878 g_914 g_937 g_951 g_287 g_552 g_553 g_554 g_1116 g_649 g_912 g_1125 g_1137 g_657 g_780 g_1147 g_967 g_1077.f4 g_646 g_484 g_1080.f4 g_1284 g_582
 * writes: g_85 g_109 g_84 g_274 g_123 g_764 g_315 g_511 g_282 g_780 g_264 g_103 g_808 g_257.f0 g_302 g_819 g_517 g_847 g_281 g_857 g_865 g_198 g_878 g_507 g_224 g_414 g_914 g_937 g_951 g_554 g_657 g_912 g_1125 g_1137 g_328 g_501 g_947 g_967 g_810 g_1237 g_1260 g_631 g_1284
 */
static uint64_t  func_74(int32_t  p_75, uint32_t  p_76, union U2  p_77)
{ /* block id: 275 */
    uint8_t *l_685 = (void*)0;
    const union U2 l_692 = {0x174DA7E0L};
    int32_t l_693[9] = {0x26C5C7B7L,0x26C5C7B7L,0x26C5C7B7L,0x26C5C7B7L,0x26C5C7B7L,0x26C5C7B7L,0x26C5C7B7L,0x26C5C7B7L,0x26C5C7B7L};
    int32_t *l_704 = &g_109;
    int64_t **l_773 = &g_485;
    uint32_t **l_816 = &g_808[6];
    uint8_t l_835 = 255UL;
    uint64_t l_841 = 0xA22F4AFBA66F910BLL;
    uint32_t ** const *l_843 = &g_819;
    uint32_t ** const **l_842[4] = {&l_843,&l_843,&l_843,&l_843};
    const union U1 *l_873 = &g_22;
    const union U1 **l_872 = &l_873;
    uint16_t * const l_884 = &g_224[0][9];
    uint16_t * const *l_883 = &l_884;
    uint8_t l_956[3][1];
    const uint16_t *l_1022 = &g_1023;
    int64_t l_1028 = 1L;
    uint16_t l_1072[2][1][8] = {{{0x7E71L,0x7E71L,0x7E71L,0x7E71L,0x7E71L,0x7E71L,0x7E71L,0x7E71L}},{{0x7E71L,0x7E71L,0x7E71L,0x7E71L,0x7E71L,0x7E71L,0x7E71L,0x7E71L}}};
    int32_t l_1141 = 0L;
    uint8_t * volatile *l_1150 = (void*)0;
    uint8_t l_1176 = 251UL;
    int8_t l_1276 = (-1L);
    const int32_t **l_1296 = &g_1237;
    uint16_t l_1297 = 0UL;
    uint8_t l_1298 = 0UL;
    int16_t l_1311 = 0x5432L;
    int i, j, k;
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 1; j++)
            l_956[i][j] = 0x5BL;
    }
    if (((p_77.f0 <= (safe_sub_func_int32_t_s_s(p_76, ((void*)0 != l_685)))) < ((safe_sub_func_int8_t_s_s((safe_rshift_func_uint8_t_u_s((((*l_704) |= (safe_lshift_func_int16_t_s_s((l_692 , (l_693[0] = g_129)), ((safe_lshift_func_uint8_t_u_s((safe_lshift_func_int16_t_s_s((l_692.f0 ^ (safe_sub_func_int64_t_s_s((safe_mul_func_int16_t_s_s(((((*g_84) &= (safe_div_func_uint64_t_u_u((&p_77 != &g_657), p_77.f1))) < p_75) != (*g_471)), g_657.f0)), 0x70509F4ED71E7F58LL))), 4)), p_76)) ^ p_76)))) > l_692.f1), p_76)), p_77.f0)) == (*g_634))))
    { /* block id: 279 */
        union U1 l_705 = {0x1B15E293L};
        int32_t **l_706 = &g_84;
        int16_t *l_712 = &g_631[6][0];
        uint32_t *l_733 = &g_274;
        volatile uint32_t **l_737 = &g_735;
        int64_t *l_740 = &g_511;
        int64_t ***l_746 = &g_315;
        int64_t ****l_745 = &l_746;
        int32_t l_759[8][3][8] = {{{7L,7L,0x8A96D113L,0xA14D9B18L,9L,0xA14D9B18L,0x8A96D113L,7L},{(-7L),0x708A86E5L,(-1L),0x8E1CB0A9L,5L,(-6L),0xA08C137DL,9L},{(-6L),0x8892AC53L,0x25EEDEFEL,(-1L),(-7L),0x1C4A5A31L,0xA08C137DL,0x9D77180EL}},{{(-1L),(-1L),(-1L),(-6L),0x708A86E5L,0xDA59178AL,0x8A96D113L,(-10L)},{0x708A86E5L,0xDA59178AL,0x8A96D113L,(-10L),0x25EEDEFEL,(-1L),6L,0xA17DC350L},{(-1L),0x88488848L,(-6L),(-1L),0xA7620C6CL,0x708A86E5L,(-1L),0xA83493F1L}},{{0x85C484A3L,7L,0L,0xD4D6729FL,0xD4D6729FL,0L,7L,0x85C484A3L},{0L,5L,0xB653A8C3L,0xDA59178AL,1L,(-1L),0x8E1CB0A9L,1L},{(-4L),0xABBFCFBDL,0x3D2AE5B1L,0x9D77180EL,0xDA59178AL,(-1L),0x1C4A5A31L,1L}},{{(-1L),5L,0xA08C137DL,7L,(-10L),0L,0xA83493F1L,(-6L)},{1L,7L,(-6L),0L,0L,0x708A86E5L,0x88488848L,0x59EC7659L},{0xA14D9B18L,0x88488848L,0xDA59178AL,0x1C4A5A31L,0x9D77180EL,(-1L),9L,0x708A86E5L}},{{0xABBFCFBDL,0xDA59178AL,1L,0L,1L,0xDA59178AL,0xABBFCFBDL,(-3L)},{0L,(-1L),0x88488848L,(-1L),0x8A96D113L,0x1C4A5A31L,0xA17DC350L,(-1L)},{(-1L),0x8892AC53L,(-4L),0xA08C137DL,0x8A96D113L,(-6L),(-6L),0L}},{{0L,0x708A86E5L,0L,(-1L),1L,0xA14D9B18L,(-1L),5L},{0xABBFCFBDL,7L,6L,0x85C484A3L,0x9D77180EL,(-1L),(-10L),8L},{0xA14D9B18L,(-3L),0x59EC7659L,0xB653A8C3L,0L,0x9D77180EL,0x8892AC53L,0x8892AC53L}},{{1L,(-10L),0x7C94A8C7L,0x7C94A8C7L,(-10L),1L,(-1L),0x8A96D113L},{(-1L),9L,0x8892AC53L,5L,0xDA59178AL,(-3L),(-1L),(-4L)},{(-4L),0x7C94A8C7L,(-7L),0xA83493F1L,0L,0x7C94A8C7L,0x8892AC53L,(-1L)}},{{6L,0L,(-10L),0xD4D6729FL,(-3L),0x25EEDEFEL,9L,1L},{0xA14D9B18L,0xABBFCFBDL,0L,(-6L),0x7C94A8C7L,0L,0L,0x8A96D113L},{0xA17DC350L,0x25EEDEFEL,0x9D77180EL,0xA14D9B18L,(-1L),0xA83493F1L,0xA45A026EL,0xA83493F1L}}};
        int8_t l_785 = 0L;
        int32_t *l_791[3][9][9] = {{{&l_759[0][2][5],&g_507,&l_693[0],&l_693[0],&l_693[0],&l_693[0],&g_507,&l_759[0][2][5],&l_759[2][2][3]},{&l_759[0][2][5],&l_693[2],&l_759[2][2][3],&l_693[0],(void*)0,&g_264,(void*)0,&l_693[0],&l_759[0][2][7]},{&l_693[0],&g_507,&l_759[5][1][4],(void*)0,&g_507,&l_693[7],&l_759[2][2][3],&l_759[5][1][4],&l_759[2][2][3]},{&g_507,&l_759[0][2][5],&l_693[0],&l_693[0],&l_759[0][2][5],&g_507,(void*)0,&l_759[5][1][4],&l_759[7][1][1]},{&l_693[7],&g_507,(void*)0,&l_759[5][1][4],&g_507,&l_693[0],&l_693[0],&l_693[0],&l_759[5][1][4]},{&g_264,(void*)0,&l_693[0],&l_759[2][2][3],&l_693[2],&l_759[0][2][5],(void*)0,&l_759[0][2][5],&l_693[2]},{&l_693[0],&l_693[0],&l_693[0],&l_693[0],&g_507,&l_759[0][2][5],&l_759[2][2][3],&g_507,&l_759[0][2][7]},{&l_693[0],&l_759[2][2][3],&l_759[7][1][1],&l_693[2],&g_507,&l_693[0],(void*)0,&l_759[7][1][1],&l_693[0]},{&g_507,(void*)0,&g_264,&g_264,&g_507,&g_507,&g_507,&g_264,&g_264}},{{&g_507,&g_507,&g_507,&g_264,&l_693[2],&l_693[7],&l_693[0],&l_759[2][2][3],&g_264},{&g_507,&g_507,&l_693[0],&l_693[2],&g_507,&g_264,&g_507,&l_759[0][2][5],(void*)0},{&l_759[0][2][7],(void*)0,&g_507,&l_693[0],&l_759[0][2][5],&l_693[0],&g_507,(void*)0,&l_759[0][2][7]},{&l_693[0],(void*)0,&g_264,&l_759[2][2][3],&g_507,&l_693[0],&l_693[0],&g_264,&g_507},{&g_507,&g_507,&l_759[7][1][1],&l_759[5][1][4],(void*)0,&g_507,&l_759[0][2][5],&l_693[0],&l_693[0]},{&l_693[0],&g_507,&l_693[0],&l_693[0],&l_693[0],&g_507,&l_693[0],&l_693[2],&l_693[0]},{&l_759[0][2][7],(void*)0,&l_693[0],(void*)0,&l_759[2][2][3],&g_507,(void*)0,&l_759[0][2][5],&g_507},{&g_507,&l_759[2][2][3],(void*)0,&l_693[0],(void*)0,&l_759[0][2][7],&l_693[2],&l_693[2],&l_759[0][2][7]},{&g_507,&l_693[0],&l_693[0],&l_693[0],&g_507,&l_693[0],&l_693[2],&l_693[0],&l_759[0][2][5]}},{{&g_507,&l_693[0],(void*)0,&g_507,&l_693[0],&g_507,&l_693[7],&g_507,(void*)0},{&l_693[2],&g_507,&g_264,&g_507,&l_759[0][2][5],(void*)0,(void*)0,&l_759[0][2][5],&g_507},{&l_759[7][1][1],&g_507,&l_759[7][1][1],&g_507,&l_759[0][2][5],&l_759[5][1][4],&g_507,&g_264,&l_693[0]},{&l_693[0],&g_507,&l_759[0][2][7],&l_759[7][1][1],&l_693[0],&g_264,&l_693[0],&g_264,&l_759[5][1][4]},{&l_693[0],&l_759[0][2][7],(void*)0,&g_507,&g_507,&g_507,&g_507,(void*)0,&l_759[0][2][7]},{&g_507,&l_693[0],(void*)0,&g_507,&l_693[7],&g_507,&l_693[0],&g_507,(void*)0},{&l_759[2][2][3],&g_507,&l_759[0][2][7],&g_507,&g_264,&l_693[2],(void*)0,&g_507,&g_507},{&g_264,&l_693[0],&l_759[7][1][1],&l_693[0],&l_693[0],&l_759[7][1][1],&l_693[0],&g_264,&g_264},{&g_264,&l_759[0][2][7],&g_264,&l_759[7][1][1],&l_693[0],&l_693[0],&l_759[0][2][5],&l_693[0],&l_759[5][1][4]}}};
        uint32_t *l_809 = &g_257.f0;
        uint32_t **l_818 = &l_733;
        uint64_t l_834 = 1UL;
        int32_t l_877 = 0xF6628252L;
        int i, j, k;
        (*l_706) = (l_705 , &l_693[0]);
        if (((*l_704) = (((safe_lshift_func_uint8_t_u_s(1UL, (safe_unary_minus_func_uint64_t_u((safe_rshift_func_int16_t_s_u((((*l_704) , l_712) == &g_631[1][0]), ((safe_div_func_int8_t_s_s((!(safe_mul_func_int8_t_s_s((*l_704), (safe_mul_func_int8_t_s_s((((*g_84) & (safe_unary_minus_func_uint16_t_u((~(((safe_rshift_func_uint8_t_u_s((safe_div_func_uint64_t_u_u((*l_704), (((((~(safe_div_func_int8_t_s_s((*l_704), ((safe_mod_func_int16_t_s_s((safe_mul_func_uint8_t_u_u((((*l_733) = (**l_706)) ^ (*l_704)), p_77.f1)), g_414[2][0])) | p_77.f0)))) | (-9L)) < p_76) > 0x22L) || 0xA58AE863L))), p_77.f1)) || (**l_706)) | 0x9146L))))) , 0x13L), (-1L)))))), p_77.f1)) & (**l_706)))))))) >= g_500) == p_77.f1)))
        { /* block id: 283 */
            int64_t *l_741 = (void*)0;
            int32_t l_751 = (-9L);
            int32_t l_763 = 7L;
            const union U2 l_774 = {0x1C64A706L};
            l_737 = g_734;
            for (g_123 = 0; (g_123 <= 5); g_123 += 1)
            { /* block id: 287 */
                int32_t l_742 = 0L;
                int32_t *l_752 = &l_693[g_123];
                int32_t *l_753 = &l_693[g_123];
                int32_t *l_754 = &g_264;
                int32_t *l_755 = (void*)0;
                int32_t *l_756 = &l_693[0];
                int32_t *l_757 = &l_742;
                int32_t *l_758 = &l_693[g_123];
                int32_t *l_760 = (void*)0;
                int32_t *l_761 = &l_693[4];
                int32_t *l_762[10] = {&l_693[0],&l_693[0],&l_693[0],&l_693[0],&l_693[0],&l_693[0],&l_693[0],&l_693[0],&l_693[0],&l_693[0]};
                int i;
                l_693[g_123] = (safe_add_func_int8_t_s_s(((l_741 = l_740) != (void*)0), (p_76 != ((l_751 = (((l_742 , (((safe_lshift_func_int8_t_s_s((&g_483[0] != l_745), ((**l_706) >= (safe_add_func_int8_t_s_s((safe_mul_func_uint8_t_u_u(0x34L, (**l_706))), 0x71L))))) , l_751) & p_77.f1)) & l_742) || 0UL)) >= p_77.f0))));
                ++g_764[0][0];
                (*l_761) = (safe_div_func_int16_t_s_s(((safe_add_func_uint8_t_u_u(0xF7L, (safe_add_func_int64_t_s_s((((*g_469) != ((**l_745) = l_773)) >= (l_774 , 0x9C26405DL)), ((*l_740) ^= ((((*g_543) , (void*)0) == &l_746) || ((*l_704) , g_502))))))) <= 0x9F311A771941AEE1LL), l_763));
                for (g_282 = (-5); (g_282 <= (-2)); g_282 = safe_add_func_uint16_t_u_u(g_282, 5))
                { /* block id: 297 */
                    return (*g_634);
                }
            }
            (*l_706) = &g_85;
            for (g_123 = 0; (g_123 <= 5); g_123 += 1)
            { /* block id: 304 */
                int16_t **l_778 = &l_712;
                int16_t ***l_777 = &l_778;
                for (l_705.f0 = 1; (l_705.f0 <= 5); l_705.f0 += 1)
                { /* block id: 307 */
                    return p_75;
                }
                (*l_777) = (void*)0;
            }
        }
        else
        { /* block id: 312 */
            union U2 ** const l_779 = (void*)0;
            g_780 = ((**l_706) = (((((void*)0 == &p_75) , &g_656[2][2][3]) != l_779) | g_507));
            return (*l_704);
        }
        g_264 ^= ((*l_704) = ((*g_84) = (safe_add_func_int16_t_s_s(((safe_lshift_func_uint16_t_u_u(0xF45BL, 10)) ^ (p_77.f0 , ((((0xCFE688B3L ^ (**l_706)) , l_785) , p_75) <= (p_76 , p_77.f1)))), ((!(safe_rshift_func_int16_t_s_s(((safe_div_func_int8_t_s_s(p_76, (**l_706))) == g_500), (**l_706)))) | g_468)))));
        if ((safe_div_func_int64_t_s_s((((((*l_733) = (p_77.f1 = 4294967291UL)) | (((safe_lshift_func_uint8_t_u_s(((*g_634) , 0x03L), ((((((*g_543) , (safe_sub_func_int32_t_s_s(((safe_lshift_func_uint16_t_u_u((((*l_809) = (safe_sub_func_int8_t_s_s((*l_704), (safe_div_func_int8_t_s_s(((&l_706 == (void*)0) & p_76), ((safe_sub_func_int16_t_s_s(((((((g_808[6] = (((++g_103[0]) == ((*g_84) ^= ((void*)0 == (*l_745)))) , (void*)0)) == (*g_734)) > p_76) > (-7L)) , l_712) != &g_631[3][0]), 0xF2D1L)) , g_224[0][7])))))) | g_22.f0), 15)) & 0xC397L), (*l_704)))) | (*l_704)) | g_297) , 0x70A35D0AL) | 0xCAF19268L))) | p_75) != 0UL)) < 0x11D9E99D366C1F11LL) < 0x1599L), (*l_704))))
        { /* block id: 326 */
            uint32_t l_831 = 0xBCF1BB0AL;
            int32_t l_839 = 1L;
            int32_t l_856[10][6] = {{0x262160BCL,0x6ACD6D7BL,0x6ACD6D7BL,0x262160BCL,0xC334EC0DL,0x5DFA7225L},{0x5DFA7225L,0x262160BCL,1L,0x262160BCL,0x5DFA7225L,0x33B45F67L},{0x262160BCL,0x5DFA7225L,0x33B45F67L,0x33B45F67L,0x5DFA7225L,0x262160BCL},{0x6ACD6D7BL,0x262160BCL,0xC334EC0DL,0x5DFA7225L,0xC334EC0DL,0x262160BCL},{0xC334EC0DL,0x6ACD6D7BL,0x33B45F67L,1L,1L,0x33B45F67L},{0xC334EC0DL,0xC334EC0DL,1L,0x5DFA7225L,0xD3EB509BL,0x5DFA7225L},{0x6ACD6D7BL,0xC334EC0DL,0x6ACD6D7BL,0x33B45F67L,1L,1L},{0x262160BCL,0x6ACD6D7BL,0x6ACD6D7BL,0x262160BCL,0xC334EC0DL,0x5DFA7225L},{0x5DFA7225L,0x262160BCL,1L,0x262160BCL,0x5DFA7225L,0x33B45F67L},{0x262160BCL,0x5DFA7225L,0x33B45F67L,0x33B45F67L,0x5DFA7225L,0x262160BCL}};
            uint16_t *l_882 = &g_297;
            uint16_t * const *l_881[6][4];
            int i, j;
            for (i = 0; i < 6; i++)
            {
                for (j = 0; j < 4; j++)
                    l_881[i][j] = &l_882;
            }
            for (g_302 = 2; (g_302 <= 6); g_302 += 1)
            { /* block id: 329 */
                uint64_t l_811 = 0UL;
                uint32_t ***l_817[7];
                int32_t l_823 = 0x0F45494AL;
                int32_t l_824[10][3] = {{0xE196397DL,1L,0xCAF7E29DL},{2L,2L,(-1L)},{0xE196397DL,1L,0xCAF7E29DL},{2L,2L,(-1L)},{0xE196397DL,1L,0xCAF7E29DL},{2L,2L,(-1L)},{0xE196397DL,1L,0xCAF7E29DL},{2L,2L,(-1L)},{0xE196397DL,1L,0xCAF7E29DL},{2L,2L,(-1L)}};
                uint8_t *l_838[10] = {&g_266,&g_266,&g_646,&g_266,&g_266,&g_646,&g_266,&g_266,&g_646,&l_835};
                int32_t l_840 = 0x8E3EFDA4L;
                uint32_t ** const ***l_844 = &l_842[2];
                int i, j;
                for (i = 0; i < 7; i++)
                    l_817[i] = (void*)0;
                --l_811;
                l_824[6][1] = (((((safe_rshift_func_int16_t_s_u(0xA369L, 14)) || 255UL) > ((l_818 = l_816) != (g_819 = l_816))) && (safe_add_func_int32_t_s_s(((**l_706) = ((+(--(*l_733))) && (safe_unary_minus_func_int32_t_s(0xA690A19DL)))), (+(safe_rshift_func_uint16_t_u_s(l_831, 10)))))) & 0UL);
                (*l_704) = ((safe_mul_func_uint8_t_u_u(l_834, (&g_482 == &g_482))) | ((p_75 || l_835) != (0x39L == ((((((*g_634) = (l_831 != l_831)) || (((safe_mul_func_uint8_t_u_u((l_840 = (l_839 = ((p_77 , p_77.f1) , g_297))), p_75)) ^ 0xF1F74C7DL) != p_77.f1)) >= p_77.f1) & p_76) < l_841))));
                (*l_844) = l_842[0];
                for (g_264 = 2; (g_264 >= 0); g_264 -= 1)
                { /* block id: 343 */
                    int16_t l_854 = 0xB147L;
                    int32_t l_855 = (-3L);
                    int32_t l_860 = (-1L);
                    int32_t l_861 = 0xEA6563A2L;
                    int32_t l_862 = (-5L);
                    int32_t l_863 = 0x6779D819L;
                    int32_t l_864 = 0x74A7759EL;
                    if (p_76)
                    { /* block id: 344 */
                        int16_t l_845 = 0xB65AL;
                        int32_t l_846[8][5][2] = {{{0x32B45C6EL,(-4L)},{(-8L),0x6ECFAAC7L},{1L,0x6ECFAAC7L},{(-8L),(-4L)},{0x32B45C6EL,1L}},{{1L,5L},{0L,(-4L)},{0L,5L},{1L,1L},{0x32B45C6EL,(-4L)}},{{(-8L),0x6ECFAAC7L},{1L,0x6ECFAAC7L},{(-8L),(-4L)},{0x32B45C6EL,1L},{1L,5L}},{{0L,(-4L)},{0L,5L},{1L,1L},{0x32B45C6EL,(-4L)},{(-8L),0x6ECFAAC7L}},{{1L,0x6ECFAAC7L},{(-8L),(-4L)},{0x32B45C6EL,1L},{1L,5L},{0L,(-4L)}},{{0L,5L},{1L,1L},{0x32B45C6EL,(-4L)},{(-8L),0x6ECFAAC7L},{1L,0x6ECFAAC7L}},{{(-8L),(-4L)},{0x32B45C6EL,1L},{1L,5L},{0L,(-4L)},{0L,5L}},{{1L,1L},{0x32B45C6EL,(-4L)},{(-8L),0x6ECFAAC7L},{1L,0x6ECFAAC7L},{(-8L),(-4L)}}};
                        int8_t **l_850 = &g_281[2];
                        int i, j, k;
                        ++g_847[2];
                        (*l_704) = (&g_282 != ((*l_850) = &g_509));
                        if ((*g_84))
                            continue;
                    }
                    else
                    { /* block id: 349 */
                        union U1 **l_851 = &g_543;
                        union U1 ***l_852 = &l_851;
                        int32_t l_853 = 0xE882756BL;
                        int8_t *l_874 = &l_785;
                        (*l_852) = l_851;
                        --g_857[4];
                        g_865++;
                        (*l_704) = ((safe_rshift_func_uint16_t_u_u((((safe_rshift_func_int8_t_s_u(((((*l_852) != l_872) , &g_281[1]) != (void*)0), p_76)) || ((*l_874) |= l_854)) & (((safe_lshift_func_uint8_t_u_u(g_129, (p_75 , (g_198 &= ((p_76 & p_77.f1) || 0xC8L))))) == 4294967288UL) , g_502)), 14)) , p_76);
                    }
                    for (l_862 = 0; (l_862 <= 6); l_862 += 1)
                    { /* block id: 359 */
                        int i, j, k;
                        (*g_84) = p_76;
                        return l_877;
                    }
                }
            }
            ++g_878;
            l_883 = l_881[4][3];
        }
        else
        { /* block id: 367 */
            return (*l_704);
        }
    }
    else
    { /* block id: 370 */
        uint32_t *l_897 = &g_649;
        int32_t l_908 = 0L;
        int32_t l_910 = 1L;
        int32_t l_913 = (-2L);
        int64_t l_935 = 0x1F47B3089A22E8A1LL;
        int32_t l_949 = (-1L);
        int32_t *l_955[1];
        const uint64_t l_980 = 1UL;
        uint32_t l_1000 = 0xD50BA5B1L;
        int32_t ****l_1050 = (void*)0;
        const int16_t *l_1121 = &g_631[8][0];
        const int16_t **l_1120 = &l_1121;
        const int16_t ***l_1119[5];
        uint8_t l_1175 = 0xACL;
        uint8_t l_1198 = 0x25L;
        const int64_t l_1227 = 0x8AE78019F178F021LL;
        int64_t *** const l_1262 = &g_317[1];
        int64_t *** const * const l_1261 = &l_1262;
        int32_t l_1265 = 1L;
        int32_t l_1322[3];
        int i;
        for (i = 0; i < 1; i++)
            l_955[i] = &g_109;
        for (i = 0; i < 5; i++)
            l_1119[i] = &l_1120;
        for (i = 0; i < 3; i++)
            l_1322[i] = (-1L);
        if ((*g_84))
        { /* block id: 371 */
            uint64_t l_887 = 0xE660810C02059FBFLL;
            int32_t *l_890 = (void*)0;
            int32_t *l_891[2][10][7] = {{{&l_693[0],&l_693[3],(void*)0,&l_693[1],&g_109,&g_507,&g_507},{&l_693[0],&l_693[3],(void*)0,&g_264,(void*)0,&l_693[3],&l_693[0]},{&l_693[3],&l_693[0],&l_693[6],(void*)0,&g_109,&g_85,(void*)0},{(void*)0,&g_109,&l_693[3],&l_693[0],(void*)0,(void*)0,&l_693[3]},{&l_693[1],&l_693[2],&l_693[6],&g_109,&g_264,&g_85,(void*)0},{&l_693[0],&g_507,(void*)0,(void*)0,&l_693[6],&l_693[3],(void*)0},{&l_693[0],(void*)0,(void*)0,(void*)0,&l_693[0],(void*)0,(void*)0},{&g_109,&g_109,(void*)0,&g_109,&l_693[0],&g_109,&l_693[0]},{&g_264,&g_85,&l_693[0],&l_693[0],&g_109,&g_109,(void*)0},{&g_264,&g_85,&g_85,(void*)0,&l_693[0],(void*)0,&g_109}},{{(void*)0,(void*)0,&g_85,&g_264,&l_693[0],(void*)0,&g_507},{&g_85,(void*)0,(void*)0,&l_693[1],&l_693[6],(void*)0,&l_693[6]},{&g_85,(void*)0,(void*)0,&g_85,&g_264,(void*)0,&l_693[2]},{(void*)0,&g_264,(void*)0,(void*)0,(void*)0,&g_109,&l_693[0]},{&g_507,&l_693[1],&g_264,&l_693[0],&g_109,&g_109,&l_693[2]},{(void*)0,&l_693[0],&l_693[0],&g_507,(void*)0,&l_693[0],(void*)0},{&l_693[0],&l_693[0],&g_85,&g_264,&g_85,&g_85,(void*)0},{&l_693[0],&l_693[1],&g_85,&g_85,&l_693[1],&l_693[0],&l_693[0]},{&l_693[2],(void*)0,(void*)0,&g_109,(void*)0,&g_264,&g_507},{(void*)0,(void*)0,&g_507,&g_264,&l_693[3],(void*)0,(void*)0}}};
            uint32_t l_892[7][6][6] = {{{0x27173528L,9UL,9UL,0x27173528L,0x83B71515L,1UL},{0xC66F8F3FL,1UL,0x328D89FFL,0x2AF5393CL,0xAE8C5F11L,0x2AF5393CL},{0x83B71515L,0x6257DEB8L,0x83B71515L,0UL,0xAE8C5F11L,0xCA9A2E35L},{0x328D89FFL,1UL,0xC66F8F3FL,0x83B71515L,0x83B71515L,0xC66F8F3FL},{9UL,9UL,0x27173528L,0x83B71515L,1UL,0UL},{0x328D89FFL,0x27173528L,0xCA9A2E35L,0UL,0xCA9A2E35L,0x27173528L}},{{0x83B71515L,0x328D89FFL,0xCA9A2E35L,0x2AF5393CL,9UL,0UL},{0xC66F8F3FL,0x2AF5393CL,0x27173528L,0x27173528L,0x2AF5393CL,0xC66F8F3FL},{0x27173528L,0x2AF5393CL,0xC66F8F3FL,0xAE8C5F11L,9UL,0xCA9A2E35L},{0xCA9A2E35L,0x328D89FFL,0x83B71515L,0x328D89FFL,0xCA9A2E35L,0x2AF5393CL},{0xCA9A2E35L,0x27173528L,0x328D89FFL,0xAE8C5F11L,1UL,1UL},{0x27173528L,9UL,9UL,0x27173528L,0x83B71515L,1UL}},{{0xC66F8F3FL,1UL,0x328D89FFL,0x2AF5393CL,0xAE8C5F11L,0x2AF5393CL},{0x83B71515L,0x6257DEB8L,0x83B71515L,0UL,0xAE8C5F11L,0xCA9A2E35L},{0x328D89FFL,1UL,0xC66F8F3FL,0x83B71515L,0x83B71515L,0xC66F8F3FL},{9UL,9UL,0x27173528L,0x83B71515L,1UL,0UL},{0x328D89FFL,0x27173528L,0xCA9A2E35L,0UL,0xCA9A2E35L,0x27173528L},{0x83B71515L,0x328D89FFL,0xCA9A2E35L,0x2AF5393CL,9UL,0UL}},{{0xC66F8F3FL,0x2AF5393CL,0x27173528L,0x27173528L,0x2AF5393CL,0xC66F8F3FL},{0x27173528L,0x2AF5393CL,0xC66F8F3FL,0xAE8C5F11L,9UL,0xCA9A2E35L},{0xCA9A2E35L,0x328D89FFL,0x83B71515L,0x328D89FFL,0xCA9A2E35L,0x2AF5393CL},{0xCA9A2E35L,0x27173528L,0x328D89FFL,0xAE8C5F11L,1UL,1UL},{0x27173528L,9UL,9UL,0x27173528L,0x83B71515L,1UL},{0xC66F8F3FL,1UL,0x328D89FFL,0x2AF5393CL,0xAE8C5F11L,0x2AF5393CL}},{{0x83B71515L,0x6257DEB8L,0x83B71515L,0UL,0xAE8C5F11L,0xCA9A2E35L},{0x328D89FFL,1UL,0xC66F8F3FL,0x83B71515L,0x83B71515L,0xC66F8F3FL},{9UL,9UL,0x27173528L,0x83B71515L,0xCA9A2E35L,0x328D89FFL},{0x6257DEB8L,9UL,0xC66F8F3FL,0x328D89FFL,0xC66F8F3FL,9UL},{0x2AF5393CL,0x6257DEB8L,0xC66F8F3FL,0x27173528L,0UL,0x328D89FFL},{0x83B71515L,0x27173528L,9UL,9UL,0x27173528L,0x83B71515L}},{{9UL,0x27173528L,0x83B71515L,1UL,0UL,0xC66F8F3FL},{0xC66F8F3FL,0x6257DEB8L,0x2AF5393CL,0x6257DEB8L,0xC66F8F3FL,0x27173528L},{0xC66F8F3FL,9UL,0x6257DEB8L,1UL,0xCA9A2E35L,0xCA9A2E35L},{9UL,0UL,0UL,9UL,0x2AF5393CL,0xCA9A2E35L},{0x83B71515L,0xCA9A2E35L,0x6257DEB8L,0x27173528L,1UL,0x27173528L},{0x2AF5393CL,0xAE8C5F11L,0x2AF5393CL,0x328D89FFL,1UL,0xC66F8F3FL}},{{0x6257DEB8L,0xCA9A2E35L,0x83B71515L,0x2AF5393CL,0x2AF5393CL,0x83B71515L},{0UL,0UL,9UL,0x2AF5393CL,0xCA9A2E35L,0x328D89FFL},{0x6257DEB8L,9UL,0xC66F8F3FL,0x328D89FFL,0xC66F8F3FL,9UL},{0x2AF5393CL,0x6257DEB8L,0xC66F8F3FL,0x27173528L,0UL,0x328D89FFL},{0x83B71515L,0x27173528L,9UL,9UL,0x27173528L,0x83B71515L},{9UL,0x27173528L,0x83B71515L,1UL,0UL,0xC66F8F3FL}}};
            int i, j, k;
            for (g_507 = 0; (g_507 <= (-17)); --g_507)
            { /* block id: 374 */
                --l_887;
            }
            --l_892[5][1][1];
            (*g_84) = (((g_468 < ((((*l_816) = &l_892[6][0][4]) != l_897) != ((*g_471) ^= (((safe_mod_func_uint16_t_u_u((safe_mul_func_uint8_t_u_u(g_103[0], (((**l_883) ^= p_75) < (safe_rshift_func_uint16_t_u_s(0x4E1DL, 4))))), (*l_704))) , ((safe_rshift_func_uint8_t_u_u((safe_lshift_func_int8_t_s_s(((*l_704) , (-7L)), p_77.f0)), p_77.f1)) , g_297)) >= 0x3D84L)))) & 0L) < l_908);
        }
        else
        { /* block id: 382 */
            int32_t *l_909[4] = {&l_693[0],&l_693[0],&l_693[0],&l_693[0]};
            int32_t l_911 = 7L;
            int32_t l_926[5];
            int64_t **l_978[1][3][3] = {{{&g_485,(void*)0,&g_485},{&g_485,&g_485,&g_485},{&g_485,(void*)0,&g_485}}};
            uint64_t *l_984[9][6] = {{&g_287,&l_841,&l_841,&g_287,&g_632,(void*)0},{&g_517[0],&g_287,&g_632,&l_841,&g_287,&g_632},{&g_632,&g_408,&g_287,&g_287,&g_287,&g_287},{&g_287,&g_287,&g_287,(void*)0,&g_632,&g_408},{(void*)0,&l_841,&g_632,&g_632,&g_517[0],&g_632},{&l_841,&g_287,(void*)0,&g_632,&g_632,(void*)0},{(void*)0,(void*)0,&g_287,(void*)0,&g_632,&g_287},{&g_287,&g_287,(void*)0,&g_287,&l_841,&g_287},{&g_632,&g_287,(void*)0,&l_841,(void*)0,&g_287}};
            const uint16_t *l_1021 = &g_224[8][9];
            int16_t l_1097 = 0x184AL;
            uint32_t *l_1108 = &l_1000;
            union U2 *l_1115 = &g_657;
            uint8_t *l_1118 = &l_835;
            int64_t l_1135 = 0x6B0306AFF2125A27LL;
            int i, j, k;
            for (i = 0; i < 5; i++)
                l_926[i] = 0xECC14F1EL;
            g_914--;
            for (g_865 = (-29); (g_865 > 16); g_865 = safe_add_func_uint8_t_u_u(g_865, 6))
            { /* block id: 386 */
                uint16_t l_928[1];
                int16_t l_940 = 1L;
                int32_t l_941 = (-1L);
                int32_t l_942[8] = {(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)};
                union U2 **l_968 = &g_656[3][4][5];
                uint64_t l_975 = 0xB1E5B1F2FFCDD252LL;
                union U1 l_981 = {0UL};
                uint32_t *l_994[9];
                uint32_t l_1029[6][4][5] = {{{4294967288UL,0x347D4CFFL,0x0E092C6AL,0UL,0x79DFA1BAL},{0xCE3C3AF2L,0x6B38F334L,0xD50F5FDEL,0x347D4CFFL,0x6B38F334L},{0xFF9FFE1FL,0xB1131F95L,0xF22DE7AFL,0x79DFA1BAL,0x654B5D16L},{0UL,0xB1131F95L,5UL,0xBE660736L,0xEBF3B3A3L}},{{0xF76E3C4BL,0x6B38F334L,0x6B38F334L,0xF76E3C4BL,0x0C398DB0L},{0x3E78A29AL,0x6B38F334L,0xEBF3B3A3L,0UL,0UL},{3UL,0x3E78A29AL,0UL,0x8C0E0EA2L,4294967288UL},{0xBE660736L,0x8C0E0EA2L,0x0C398DB0L,0UL,0x5EC73F73L}},{{5UL,4294967293UL,1UL,0x0E092C6AL,0x3BC75506L},{0x9424AD29L,0UL,0UL,0x0C398DB0L,0xD50F5FDEL},{0UL,0x62687232L,0x5EC73F73L,0xD50F5FDEL,0x8C0E0EA2L},{0UL,0xBE660736L,0xF76E3C4BL,0x6B38F334L,0x6B38F334L}},{{0x9424AD29L,0x3E78A29AL,0x9424AD29L,0x62687232L,0xBE660736L},{5UL,4UL,0x8C0E0EA2L,4294967293UL,0x9424AD29L},{0xBE660736L,0x3BC75506L,0xFF9FFE1FL,0x6B38F334L,0x3BC75506L},{3UL,1UL,0x8C0E0EA2L,0x9424AD29L,4294967295UL}},{{0x3E78A29AL,9UL,0x9424AD29L,0UL,0UL},{0x0E092C6AL,0x3BC75506L,0xF76E3C4BL,0x0E092C6AL,0UL},{4294967291UL,0x6B38F334L,0x5EC73F73L,0x587C2A63L,0UL},{0x3BC75506L,4294967291UL,0UL,0xBE660736L,0UL}},{{0xBE660736L,0xBE660736L,1UL,0UL,4294967295UL},{0xEA63C041L,4294967293UL,0x0C398DB0L,0xF22DE7AFL,0x3BC75506L},{0xD50F5FDEL,0x0C398DB0L,0UL,0UL,0x9424AD29L},{0UL,4294967293UL,0xEBF3B3A3L,0xD50F5FDEL,0xBE660736L}}};
                const int64_t *l_1051[2][5][8] = {{{&g_414[3][0],&g_414[7][0],&g_502,&g_414[3][0],&g_414[7][0],&g_912,&g_414[3][0],(void*)0},{&g_414[7][0],&g_414[3][0],&g_414[0][0],&g_511,&g_414[3][0],&g_912,&g_129,&g_912},{&g_414[8][0],&g_414[7][0],(void*)0,&g_414[7][0],&g_414[8][0],&g_912,&g_511,&g_414[8][0]},{&g_912,(void*)0,&g_414[3][0],&g_912,&g_414[7][0],&g_414[3][0],&g_502,&g_414[7][0]},{(void*)0,&g_502,&g_414[3][0],&g_511,&g_414[8][0],&g_414[8][0],&g_511,&g_414[3][0]}},{{&g_414[7][0],&g_414[7][0],(void*)0,&g_414[8][0],&g_502,&l_1028,&g_129,&g_414[7][0]},{&g_502,(void*)0,&g_414[0][0],&g_414[8][0],&g_129,&g_414[0][0],&g_414[3][0],&g_414[7][0]},{(void*)0,&g_912,&g_502,&g_414[8][0],&g_502,&g_912,(void*)0,&g_414[3][0]},{&g_414[7][0],&g_414[8][0],&g_912,&g_511,&g_414[8][0],&g_414[3][0],&g_129,&g_414[7][0]},{&g_414[3][0],&g_414[7][0],&g_414[8][0],&g_912,&g_414[8][0],&g_414[0][0],&g_414[0][0],&g_414[8][0]}}};
                int i, j, k;
                for (i = 0; i < 1; i++)
                    l_928[i] = 0xAB9AL;
                for (i = 0; i < 9; i++)
                    l_994[i] = &g_951[1][2][1];
                if (p_75)
                    break;
                if ((safe_rshift_func_int16_t_s_u(0x3727L, 5)))
                { /* block id: 388 */
                    uint8_t l_923 = 5UL;
                    int32_t l_927 = 0xE8207DACL;
                    int32_t l_934 = 0x34E83186L;
                    int32_t l_936[5];
                    int i;
                    for (i = 0; i < 5; i++)
                        l_936[i] = 1L;
                    for (g_109 = 0; (g_109 >= (-25)); g_109 = safe_sub_func_uint8_t_u_u(g_109, 5))
                    { /* block id: 391 */
                        uint32_t l_931[4][7][9] = {{{0x1E2428C5L,0x2ADB01C9L,0UL,1UL,1UL,0xD86C31F5L,0xEDAAD62BL,1UL,4294967289UL},{0x97D56D4BL,4294967289UL,0UL,0x8DC453A8L,0x0E8E56A7L,0x0E8E56A7L,0x09E54D28L,0x2ADB01C9L,4294967293UL},{1UL,0xDF1A16B3L,4294967292UL,4294967295UL,4294967293UL,4294967287UL,3UL,4294967292UL,0x97D56D4BL},{4294967295UL,0UL,6UL,0x214ACE87L,4294967295UL,4294967289UL,4294967295UL,0x1E2428C5L,5UL},{1UL,0xDF1A16B3L,0x214ACE87L,5UL,0xC83A0E67L,0xEDAAD62BL,4294967289UL,1UL,1UL},{1UL,4294967293UL,0x8DC453A8L,0xFAB06739L,0UL,0x09E54D28L,0x0E8E56A7L,8UL,4294967289UL},{4294967292UL,0UL,4294967295UL,0UL,0x214ACE87L,0UL,0xAD8347F2L,1UL,0xDF1A16B3L}},{{0x06D091B2L,4294967295UL,1UL,9UL,8UL,0UL,0x50728EC2L,4294967286UL,4294967292UL},{0UL,0UL,3UL,0x51B9CF1BL,4294967295UL,0x09E54D28L,1UL,0UL,0xAB68A62CL},{0UL,4294967295UL,5UL,0xEDAAD62BL,4294967287UL,0xEDAAD62BL,5UL,4294967295UL,0UL},{0xEDAAD62BL,4294967292UL,9UL,4294967295UL,0x8DC453A8L,4294967289UL,0UL,4UL,0x1E2428C5L},{1UL,9UL,5UL,0xCD4318F9L,0x09E54D28L,4294967287UL,0x8DC453A8L,3UL,0x0B2FF928L},{0xEDAAD62BL,0x8DC453A8L,0UL,1UL,1UL,4294967292UL,4294967295UL,0UL,5UL},{0UL,0xC83A0E67L,0x06D091B2L,0x702091FCL,0x1E2428C5L,0x97D56D4BL,9UL,0x84FCF67CL,5UL}},{{0UL,0xD86C31F5L,0x84FCF67CL,0x0E8E56A7L,1UL,0x702091FCL,0xDA4591F0L,1UL,1UL},{0x06D091B2L,0x09E54D28L,4294967289UL,1UL,1UL,0xDF1A16B3L,0xAB81215EL,0x8DC453A8L,3UL},{4294967292UL,0xCD4318F9L,1UL,3UL,0x1E2428C5L,6UL,1UL,0x5F2B5C2CL,4UL},{1UL,1UL,4294967292UL,1UL,1UL,4294967292UL,1UL,1UL,0UL},{1UL,4294967289UL,4294967292UL,0UL,0x09E54D28L,1UL,0x06D091B2L,5UL,1UL},{4294967295UL,3UL,0x5F2B5C2CL,4294967292UL,0x8DC453A8L,0UL,1UL,0UL,0UL},{1UL,1UL,0x0E8E56A7L,3UL,4294967287UL,0x520B2053L,4294967295UL,1UL,4UL}},{{0x51B9CF1BL,0x520B2053L,1UL,4294967292UL,4294967295UL,0x50728EC2L,1UL,0x702091FCL,3UL},{0xAB81215EL,0xEDAAD62BL,0UL,4294967286UL,8UL,0xCD4318F9L,4294967295UL,4294967292UL,4294967293UL},{1UL,4294967286UL,4294967289UL,0xC83A0E67L,1UL,4294967295UL,4294967287UL,4294967295UL,4294967295UL},{5UL,4294967293UL,1UL,4294967295UL,0xDF1A16B3L,0UL,1UL,0xCD4318F9L,0xCD4318F9L},{4294967295UL,0xD86C31F5L,0x06D091B2L,5UL,0x06D091B2L,0xD86C31F5L,4294967295UL,5UL,0x520B2053L},{0UL,5UL,5UL,1UL,3UL,0x2ADB01C9L,0x51B9CF1BL,0xDA4591F0L,0xAB81215EL},{0x520B2053L,0UL,4UL,4294967292UL,1UL,0UL,6UL,5UL,0xDF1A16B3L}}};
                        int i, j, k;
                        l_923++;
                        l_928[0]--;
                        l_931[3][0][7]--;
                    }
                    g_937++;
                }
                else
                { /* block id: 397 */
                    int32_t l_946 = 0x773E0063L;
                    int32_t l_948 = 0x66D8DFA8L;
                    int16_t l_950 = 0x20ABL;
                    g_951[6][9][1]++;
                    if ((*l_704))
                    { /* block id: 399 */
                        int32_t **l_954[2][7] = {{&l_704,&g_84,&l_704,&l_704,&g_84,&l_704,&g_84},{&g_84,&l_704,&l_704,&g_84,&g_84,&g_84,&l_704}};
                        int i, j;
                        l_704 = (l_955[0] = &g_109);
                        l_955[0] = ((*g_543) , &g_264);
                        l_956[2][0]--;
                    }
                    else
                    { /* block id: 404 */
                        return p_77.f1;
                    }
                }
                for (l_949 = 0; (l_949 != (-27)); --l_949)
                { /* block id: 410 */
                    uint64_t *l_969 = &g_123;
                    int32_t l_976 = 0x70620C54L;
                    int16_t l_977[1];
                    int64_t ***l_979 = &g_315;
                    uint32_t *l_993 = &l_981.f0;
                    const uint16_t *l_1018 = &g_224[2][9];
                    int i;
                    for (i = 0; i < 1; i++)
                        l_977[i] = 0L;
                }
            }
            if ((safe_add_func_uint16_t_u_u(g_287, (((p_75 <= ((safe_rshift_func_int8_t_s_u((safe_rshift_func_uint16_t_u_u((((*g_553) = (**g_552)) != l_984[6][1]), 5)), (((*l_1108) = 0xCF9D77A2L) , (safe_rshift_func_int16_t_s_s((((((((safe_div_func_int32_t_s_s((((((*l_1118) &= (safe_add_func_uint16_t_u_u((((((*l_1115) = (p_77 = p_77)) , (((*g_84) |= p_77.f0) , (*l_872))) != g_1116) , (*l_704)), 65535UL))) , (void*)0) != l_1119[3]) || 253UL), (*l_704))) & (*l_704)) ^ p_76) < (*l_704)) , p_77.f0) >= 1UL) , (*l_704)), 8))))) , p_77.f1)) != 0x14FAL) >= g_649))))
            { /* block id: 485 */
                uint32_t l_1132 = 9UL;
                int32_t l_1134 = 0x6A99D5F9L;
                for (p_77.f0 = 0; (p_77.f0 <= 1); p_77.f0 += 1)
                { /* block id: 488 */
                    int32_t **l_1122 = &l_704;
                    int32_t l_1133[8] = {0x4E49D21DL,0x4E49D21DL,1L,0x4E49D21DL,0x4E49D21DL,1L,0x4E49D21DL,0x4E49D21DL};
                    int i;
                    if (p_77.f1)
                        break;
                    (*l_1122) = &g_109;
                    if (p_77.f1)
                        break;
                    (*l_1122) = &l_693[5];
                    for (g_912 = 3; (g_912 <= 8); g_912 += 1)
                    { /* block id: 495 */
                        uint16_t ***l_1127 = &g_1125;
                        int32_t l_1140 = 0x13A704FBL;
                        (*l_704) = ((*g_84) &= ((l_1132 &= ((safe_mul_func_uint16_t_u_u(((((*l_1127) = g_1125) != (void*)0) || (p_75 || ((safe_mod_func_int16_t_s_s((g_297 ^ (p_77.f0 <= 4294967292UL)), (((0L && (safe_mod_func_int16_t_s_s(((void*)0 != &g_947), 2UL))) || g_502) && 0x27567384L))) | p_77.f0))), p_76)) > 4UL)) || 0x67L));
                        --g_1137;
                        l_1134 &= 0L;
                        if (l_1140)
                            continue;
                    }
                }
                l_1141 |= ((((*l_1115) , 0xF470C1D1074396D7LL) && (*l_704)) >= 18446744073709551609UL);
            }
            else
            { /* block id: 506 */
                uint32_t l_1144 = 0x0427A95AL;
                (*g_84) = (safe_div_func_uint32_t_u_u(0x8ED1243CL, l_1144));
            }
            (*g_84) = (p_77.f1 | p_77.f1);
        }
        for (g_780 = (-12); (g_780 > 35); g_780++)
        { /* block id: 513 */
            uint8_t * volatile **l_1149[2][10] = {{&g_1147,&g_1147,&g_1147,&g_1147,&g_1147,&g_1147,&g_1147,&g_1147,&g_1147,&g_1147},{&g_1147,&g_1147,&g_1147,&g_1147,&g_1147,&g_1147,&g_1147,&g_1147,&g_1147,&g_1147}};
            int i, j;
            l_1150 = g_1147;
            (*g_84) |= 0x9A103869L;
        }
        if (p_76)
        { /* block id: 517 */
            uint32_t l_1155 = 0xC6E4E570L;
            for (g_914 = 12; (g_914 > 58); g_914 = safe_add_func_int8_t_s_s(g_914, 8))
            { /* block id: 520 */
                int8_t *l_1162 = (void*)0;
                int8_t *l_1163 = &g_328;
                int32_t l_1170 = 0x39E5040BL;
                l_1141 = ((((*l_704) = ((((p_77.f1 | (safe_lshift_func_int16_t_s_s(p_77.f0, 5))) < l_1155) < p_77.f1) || (safe_lshift_func_uint8_t_u_s((safe_add_func_uint32_t_u_u((safe_rshift_func_int8_t_s_s(((*l_1163) = 0x7DL), 4)), ((*g_84) = (~p_75)))), ((((((safe_mul_func_int16_t_s_s((safe_mul_func_uint8_t_u_u(255UL, p_75)), (+0xAE16035DL))) ^ 0x65L) == p_76) | l_1170) == l_1155) , p_77.f1))))) && 0x0FB73CBEL) , p_76);
            }
            return p_75;
        }
        else
        { /* block id: 527 */
            uint64_t *** const *l_1205 = (void*)0;
            union U1 l_1213[8][5] = {{{0x26AC163EL},{0x6B5884FDL},{3UL},{0x2813010DL},{0x2813010DL}},{{0x2813010DL},{3UL},{0x2813010DL},{4294967295UL},{0x40617FDCL}},{{3UL},{0x6B5884FDL},{0x26AC163EL},{4294967292UL},{0x40617FDCL}},{{0x98CB5821L},{1UL},{1UL},{0x98CB5821L},{0x2813010DL}},{{0x0E61073BL},{0x98CB5821L},{0x26AC163EL},{0x40617FDCL},{0x6B5884FDL}},{{0x0E61073BL},{0x26AC163EL},{0x2813010DL},{0x26AC163EL},{0x0E61073BL}},{{0x98CB5821L},{4294967292UL},{3UL},{0x40617FDCL},{1UL}},{{3UL},{4294967292UL},{0x98CB5821L},{0x98CB5821L},{4294967292UL}}};
            int32_t l_1221 = 0L;
            uint32_t *l_1228[9][9] = {{&g_951[1][2][1],&g_951[1][2][1],&g_951[1][2][1],&g_951[1][2][1],&g_951[1][2][1],&g_951[1][2][1],&g_951[1][2][1],&g_951[1][2][1],&g_951[1][2][1]},{&g_103[0],&g_103[0],&g_103[0],&g_103[0],&g_103[0],&g_103[0],&g_103[0],&g_103[0],&g_103[0]},{&g_951[1][2][1],&g_951[1][2][1],&g_951[1][2][1],&g_951[1][2][1],&g_951[1][2][1],&g_951[1][2][1],&g_951[1][2][1],&g_951[1][2][1],&g_951[1][2][1]},{&g_103[0],&g_103[0],&g_103[0],&g_103[0],&g_103[0],&g_103[0],&g_103[0],&g_103[0],&g_103[0]},{&g_951[1][2][1],&g_951[1][2][1],&g_951[1][2][1],&g_951[1][2][1],&g_951[1][2][1],&g_951[1][2][1],&g_951[1][2][1],&g_951[1][2][1],&g_951[1][2][1]},{&g_103[0],&g_103[0],&g_103[0],&g_103[0],&g_103[0],&g_103[0],&g_103[0],&g_103[0],&g_103[0]},{&g_951[1][2][1],&g_951[1][2][1],&g_951[1][2][1],&g_951[1][2][1],&g_951[1][2][1],&g_951[1][2][1],&g_951[1][2][1],&g_951[1][2][1],&g_951[1][2][1]},{&g_103[0],&g_103[0],&g_103[0],&g_103[0],&g_103[0],&g_103[0],&g_103[0],&g_103[0],&g_103[0]},{&g_951[1][2][1],&g_951[1][2][1],&g_951[1][2][1],&g_951[1][2][1],&g_951[1][2][1],&g_951[1][2][1],&g_951[1][2][1],&g_951[1][2][1],&g_951[1][2][1]}};
            uint32_t l_1231 = 4294967295UL;
            int32_t l_1249 = 0L;
            int32_t l_1252 = 0L;
            const union U2 *l_1256[8] = {&g_657,&g_657,&g_657,&g_657,&g_657,&g_657,&g_657,&g_657};
            int64_t ***l_1264[5];
            int64_t *** const *l_1263 = &l_1264[1];
            int8_t l_1275[6][3][9] = {{{0x20L,0L,5L,0xD9L,(-4L),0x09L,(-4L),0xD9L,5L},{(-4L),(-4L),0x20L,0xC2L,(-3L),0L,5L,0L,(-3L)},{0x20L,(-4L),(-4L),0x20L,0xC2L,(-3L),0L,5L,0L}},{{5L,0L,0x20L,0x20L,0L,5L,0xD9L,(-4L),0x09L},{0x73L,(-3L),5L,0xC2L,0xC2L,5L,(-3L),0x73L,0L},{0x09L,0x20L,0x73L,0xD9L,(-3L),(-3L),0xD9L,0x73L,0x20L}},{{0xC2L,0x73L,0x09L,0L,(-4L),0L,0L,(-4L),0L},{0xC2L,(-5L),0xC2L,0L,0xD9L,0x09L,5L,5L,0x09L},{0x09L,0x73L,0xC2L,0x73L,0x09L,0L,(-4L),0L,0L}},{{0x73L,0x20L,0x09L,0L,0x09L,0x20L,0x73L,0xD9L,(-3L)},{5L,(-3L),0x73L,0L,0xD9L,0L,0x73L,(-3L),5L},{0x20L,0L,5L,0xD9L,(-4L),0x09L,(-4L),0xD9L,5L}},{{(-4L),(-4L),0x20L,0xC2L,(-3L),0L,5L,0L,(-3L)},{0x20L,(-4L),(-4L),0x20L,0xC2L,(-3L),0L,5L,0L},{5L,0L,0x20L,0x20L,0L,5L,0xD9L,(-4L),0x09L}},{{0x73L,(-3L),5L,0xC2L,0xC2L,5L,(-3L),0x73L,0L},{0x09L,0x20L,0x73L,0xD9L,(-3L),(-3L),0xD9L,0x73L,0x20L},{0xC2L,0x73L,0x09L,0L,(-4L),0L,0L,(-4L),0L}}};
            int32_t l_1278 = (-1L);
            int32_t l_1279 = 0L;
            int32_t l_1280 = 0L;
            int32_t l_1281[6];
            uint16_t l_1295 = 0x51D3L;
            int8_t l_1317[7][5] = {{0x1AL,0xE0L,0x1AL,0xE0L,0x1AL},{0xCCL,0xE2L,0xE2L,0xCCL,0xCCL},{(-1L),0xE0L,(-1L),0xE0L,(-1L)},{0xCCL,0xCCL,0xE2L,0xE2L,0xCCL},{0x1AL,0xE0L,0x1AL,0xE0L,0x1AL},{0xCCL,0xE2L,0xE2L,0xCCL,0xCCL},{(-1L),0xE0L,(-1L),0xE0L,(-1L)}};
            int i, j, k;
            for (i = 0; i < 5; i++)
                l_1264[i] = &g_317[1];
            for (i = 0; i < 6; i++)
                l_1281[i] = (-1L);
            for (g_507 = 18; (g_507 == (-30)); g_507 = safe_sub_func_int64_t_s_s(g_507, 4))
            { /* block id: 530 */
                int8_t l_1199 = 0x84L;
                uint32_t l_1210[2];
                int8_t *l_1214 = &g_328;
                int8_t *l_1215 = &l_1199;
                int8_t *l_1216 = &g_282;
                int32_t *l_1239 = &g_85;
                int32_t l_1242 = 0x6935267AL;
                int32_t l_1245[7] = {(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)};
                uint32_t l_1253 = 0x9C171A12L;
                uint32_t ***l_1258[7] = {&g_819,&g_819,&g_819,&g_819,&g_819,&g_819,&g_819};
                int i;
                for (i = 0; i < 2; i++)
                    l_1210[i] = 0x6DA5F698L;
                for (g_501 = 0; (g_501 < 2); g_501 = safe_add_func_uint16_t_u_u(g_501, 1))
                { /* block id: 533 */
                    uint32_t l_1188 = 4294967295UL;
                    if (l_1175)
                        break;
                    (*g_84) = ((*l_704) ^= 6L);
                    for (g_780 = 0; (g_780 <= 0); g_780 += 1)
                    { /* block id: 539 */
                        int8_t *l_1183 = &g_947;
                        uint8_t *l_1200[1];
                        int i, j, k;
                        for (i = 0; i < 1; i++)
                            l_1200[i] = &g_878;
                        --l_1176;
                        (*g_84) ^= ((safe_add_func_int32_t_s_s(0xF0B9DF5BL, (-1L))) & l_1072[g_780][g_780][(g_780 + 3)]);
                        (*g_84) &= (safe_mul_func_int8_t_s_s(((*l_1183) = ((*g_543) , 0xE0L)), (safe_add_func_int64_t_s_s((p_77.f1 == (1UL && (safe_lshift_func_int16_t_s_u(l_1188, (safe_mul_func_uint8_t_u_u(((*l_704) = (g_967 ^= ((safe_rshift_func_int16_t_s_u((safe_div_func_uint32_t_u_u((((0xD9L <= (*l_704)) , (+(safe_lshift_func_int16_t_s_u(0L, (9L != l_1198))))) <= l_1188), 0x2C681739L)), l_1199)) < l_1199))), l_1188)))))), p_76))));
                    }
                }
                (*g_84) = ((safe_add_func_int8_t_s_s(((*l_1216) = ((*l_1215) ^= ((*l_1214) = (0x840F1F72L || (((safe_rshift_func_uint16_t_u_u(0UL, ((void*)0 == l_1205))) & (safe_mul_func_uint8_t_u_u(p_76, g_1077.f4))) < ((((safe_mod_func_int16_t_s_s((l_1210[1] | (((*l_704) ^ ((safe_mod_func_uint8_t_u_u(((l_1213[5][0] , 0x5E0EEA7236F0A02ALL) < 0x30645805A698CC40LL), (*l_704))) , (*g_634))) && p_75)), 5UL)) | 0x66D4AFEAL) > 0x48EE9101L) && 0x51A0688CE5EC44C6LL)))))), p_77.f1)) | g_646);
                if ((safe_add_func_int16_t_s_s(((l_1210[1] > ((safe_sub_func_uint64_t_u_u((l_1221 &= 18446744073709551615UL), ((*g_471) |= ((safe_add_func_int16_t_s_s(0xFF1EL, (p_76 == (!(l_1227 <= (((l_955[0] == (l_1228[8][3] = &l_1210[1])) > (safe_sub_func_uint32_t_u_u(l_1231, (safe_mod_func_int8_t_s_s(p_75, p_77.f1))))) & l_1213[5][0].f0)))))) ^ p_76)))) > p_77.f0)) , 0x7E4DL), g_517[0])))
                { /* block id: 555 */
                    int32_t l_1238[9] = {0x01AFF42CL,0x01AFF42CL,0x01AFF42CL,0x01AFF42CL,0x01AFF42CL,0x01AFF42CL,0x01AFF42CL,0x01AFF42CL,0x01AFF42CL};
                    int i;
                    for (g_810 = 2; (g_810 < (-26)); g_810 = safe_sub_func_int16_t_s_s(g_810, 7))
                    { /* block id: 558 */
                        const int32_t *l_1236 = &g_264;
                        g_1237 = l_1236;
                        g_1237 = (void*)0;
                        return l_1238[4];
                    }
                }
                else
                { /* block id: 563 */
                    int64_t l_1241 = 0L;
                    int32_t l_1243 = 0x6AC6595EL;
                    int32_t l_1244 = 7L;
                    int32_t l_1246 = 1L;
                    int32_t l_1247 = 0xA1D8BA5CL;
                    int32_t l_1250 = 0L;
                    int32_t l_1251 = 0x79AB33A0L;
                    if (p_77.f0)
                    { /* block id: 564 */
                        int32_t **l_1240 = &l_955[0];
                        int32_t l_1248 = (-9L);
                        (*l_1240) = l_1239;
                        ++l_1253;
                    }
                    else
                    { /* block id: 567 */
                        const union U2 **l_1257 = &l_1256[6];
                        const int32_t **l_1259[5] = {&g_1237,&g_1237,&g_1237,&g_1237,&g_1237};
                        int i;
                        (*l_1257) = l_1256[6];
                        l_1239 = &g_264;
                        l_1258[1] = &g_819;
                        g_1260[3] = (g_1237 = &l_1249);
                    }
                    for (g_257.f0 = 2; (g_257.f0 <= 7); g_257.f0 += 1)
                    { /* block id: 576 */
                        l_1263 = l_1261;
                    }
                    if (l_1265)
                        break;
                }
            }
            for (g_198 = 0; (g_198 <= 6); g_198 += 1)
            { /* block id: 584 */
                int16_t *l_1271 = (void*)0;
                int32_t l_1272 = 0x67064761L;
                int32_t l_1273[9] = {(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)};
                uint8_t *l_1277 = &l_1175;
                int i;
                (*g_84) = (safe_div_func_uint16_t_u_u((((safe_rshift_func_uint8_t_u_u(((((!(g_631[4][0] = (l_1272 = (g_484[g_198] != g_484[g_198])))) && (((p_77.f0 , (&g_945 == &g_631[0][0])) | (-1L)) <= 0xB27EL)) | (l_1273[4] ^ (!p_76))) || 1L), p_77.f1)) != p_77.f1) , 0x3E31L), l_1275[3][2][0]));
                (*l_704) = (l_1276 ^ ((*l_1277) &= g_1080.f4));
                g_1284++;
            }
            (*g_84) = ((p_77.f1 || ((safe_mul_func_int8_t_s_s(0L, (((((&l_955[0] != ((safe_mod_func_uint16_t_u_u((((((*l_704) &= p_77.f0) || (p_77.f1 < ((void*)0 == g_582))) & (safe_sub_func_uint8_t_u_u(0xAFL, (((safe_mul_func_int16_t_s_s((l_1295 , (-10L)), p_75)) || 0UL) != p_75)))) , p_75), p_76)) , l_1296)) || p_76) , l_1297) == g_517[0]) , l_1298))) && 18446744073709551613UL)) != p_75);
            for (p_75 = 0; (p_75 <= (-7)); p_75--)
            { /* block id: 596 */
                const union U1 ***l_1328 = &l_872;
                uint8_t *l_1338 = &l_835;
                int16_t *l_1339 = &g_631[6][0];
                int32_t l_1340 = 0x983B14F3L;
            }
        }
    }
    return p_76;
}


/* ------------------------------------------ */
/* 
 * reads : g_328 g_224 g_408 g_109 g_274 g_468 g_469 g_84 g_85 g_129 g_471 g_482 g_517 g_22.f0 g_513 g_273 g_282 g_501 g_649 g_634 g_656 g_657 g_264 g_507 g_944
 * writes: g_328 g_198 g_274 g_469 g_129 g_414 g_109 g_85 g_517 g_513 g_273 g_501 g_656 g_507
 */
static uint8_t  func_78(uint32_t  p_79, int32_t * p_80, int32_t * p_81, int32_t * const  p_82, union U2  p_83)
{ /* block id: 13 */
    int16_t l_104[5][2][6] = {{{1L,0x775EL,(-2L),0x9408L,0xAE43L,0xA339L},{0x7009L,0x9408L,(-1L),(-2L),0xF4D9L,(-7L)}},{{(-2L),0xF4D9L,(-7L),0L,(-7L),0xF4D9L},{0x8A3AL,0x355DL,0x0E26L,0x4EEAL,0xA339L,0xAE43L}},{{0xA339L,1L,0L,0xC5EAL,(-1L),0x7603L},{0x14A4L,1L,0x4EEAL,(-1L),0xA339L,7L}},{{0L,0x355DL,0x4F1EL,0xA339L,(-7L),0x14A4L},{0xEB90L,0xF4D9L,0x7603L,0x7603L,0xF4D9L,0xEB90L}},{{1L,0x9408L,0L,0x03F4L,0xAE43L,0x775EL},{(-1L),0x775EL,0xA339L,0x38AAL,0x7603L,0x8A3AL}}};
    int32_t *l_196 = &g_109;
    uint8_t *l_197[7] = {&g_198,(void*)0,(void*)0,&g_198,(void*)0,(void*)0,&g_198};
    int32_t l_272 = 0L;
    int64_t * const l_330 = &g_129;
    uint64_t **l_335[1][3];
    uint8_t l_341 = 0xEBL;
    union U2 l_344[8] = {{1UL},{0xCF94D503L},{1UL},{1UL},{0xCF94D503L},{1UL},{1UL},{0xCF94D503L}};
    int64_t l_438 = 0xD04A55C8742C0025LL;
    int32_t l_441 = (-1L);
    uint16_t *l_455[6][3] = {{&g_297,&g_297,&g_297},{&g_224[0][7],&g_297,&g_224[0][7]},{&g_297,&g_297,&g_297},{&g_224[0][7],&g_297,&g_224[0][7]},{&g_297,&g_297,&g_297},{&g_224[0][7],&g_297,&g_224[0][7]}};
    int64_t ***l_475 = (void*)0;
    int32_t l_505 = 0L;
    int32_t l_508 = 5L;
    int32_t l_512 = 6L;
    int32_t l_514 = 0xDDC4836BL;
    union U1 l_522 = {0x27BF12A1L};
    int64_t l_612 = 0x2C60ABEB3E4F20E6LL;
    union U2 **l_658[7] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
    int32_t *l_663 = (void*)0;
    int32_t *l_664 = &l_514;
    int32_t *l_679 = &g_501;
    int32_t *l_680 = &g_513;
    int i, j, k;
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 3; j++)
            l_335[i][j] = (void*)0;
    }
    for (p_83.f0 = 0; (p_83.f0 <= 27); ++p_83.f0)
    { /* block id: 16 */
        uint32_t l_194 = 6UL;
        int32_t *l_203 = (void*)0;
        int64_t *l_227 = &g_129;
        int32_t **l_228 = (void*)0;
        int8_t l_229 = 0L;
        int32_t l_329 = 6L;
        uint64_t *l_334[1];
        uint64_t **l_333[2][6] = {{&l_334[0],&l_334[0],&l_334[0],&l_334[0],&l_334[0],&l_334[0]},{&l_334[0],&l_334[0],&l_334[0],&l_334[0],&l_334[0],&l_334[0]}};
        uint64_t **l_337 = &l_334[0];
        int8_t l_410[6][6][7] = {{{0L,0L,0xC7L,0xC7L,0L,0L,0xD0L},{0L,0xADL,0x1BL,0x86L,0L,0L,0x86L},{0L,0xD0L,0L,(-1L),1L,0L,0L},{0x1BL,0xADL,0x11L,0x01L,0x11L,0xADL,0x1BL},{8L,0xC7L,0L,1L,1L,0L,1L},{0xADL,6L,6L,0xADL,5L,0L,0x01L}},{{1L,(-8L),0L,0L,0L,0L,(-8L)},{5L,0x1BL,0x11L,0x8BL,6L,0x01L,0x01L},{0L,1L,0L,1L,0L,0xC7L,1L},{0xF0L,0L,0x1BL,0x8BL,0x86L,0x8BL,0x1BL},{1L,1L,8L,0L,(-8L),(-1L),0L},{0xF0L,0x8BL,0xADL,0xADL,0x8BL,0xF0L,0x86L}},{{0L,8L,1L,1L,(-8L),(-8L),1L},{5L,0x72L,5L,0x01L,0x86L,0x11L,0xF0L},{1L,8L,0L,(-1L),0L,8L,1L},{0xADL,0x8BL,0xF0L,0x86L,6L,0x11L,6L},{8L,1L,1L,8L,0L,(-8L),(-1L)},{0x1BL,0L,0xF0L,5L,5L,0xF0L,0L}},{{0L,1L,0L,0xC7L,1L,(-1L),(-1L)},{0x11L,0x1BL,5L,0x1BL,0x11L,0x8BL,6L},{0L,(-8L),1L,0xC7L,1L,0xC7L,1L},{6L,6L,0xADL,5L,0L,0x01L,0xF0L},{0L,0xC7L,8L,8L,0xC7L,0L,1L},{0x11L,0xADL,0x1BL,0x86L,0L,0L,0x86L}},{{0L,0xD0L,0L,(-1L),1L,0L,0L},{0x1BL,0xADL,0x11L,0x01L,0x11L,0xADL,0x1BL},{8L,0xC7L,0L,1L,1L,0L,1L},{0xADL,6L,6L,0xADL,5L,0L,0x01L},{1L,(-8L),0L,0xC7L,0xC7L,0L,0L},{0x8BL,0x72L,0xF0L,0xADL,0x01L,0x1BL,0x1BL}},{{0L,0xD0L,0xC7L,0xD0L,0L,8L,(-1L)},{5L,0x11L,0x72L,0xADL,0L,0xADL,0x72L},{(-1L),(-1L),1L,0xC7L,0L,1L,0L},{5L,0xADL,6L,6L,0xADL,5L,0L},{0L,1L,0xD0L,(-8L),0L,0L,(-8L)},{0x8BL,0x86L,0x8BL,0x1BL,0L,0xF0L,5L}}};
        int32_t l_437 = (-1L);
        union U2 l_448 = {5UL};
        union U1 l_476 = {7UL};
        int32_t l_515 = 0x912BAE1BL;
        int i, j, k;
        for (i = 0; i < 1; i++)
            l_334[i] = &g_123;
        for (p_79 = (-8); (p_79 >= 36); p_79++)
        { /* block id: 19 */
            uint32_t *l_102[6][8][4] = {{{&g_22.f0,(void*)0,&g_103[0],&g_103[0]},{&g_22.f0,&g_103[0],&g_22.f0,&g_103[0]},{&g_22.f0,&g_22.f0,&g_22.f0,&g_22.f0},{&g_103[0],&g_103[4],(void*)0,&g_103[1]},{&g_22.f0,(void*)0,&g_103[4],&g_103[0]},{(void*)0,&g_22.f0,&g_103[5],&g_103[0]},{&g_22.f0,(void*)0,&g_103[1],&g_103[1]},{&g_103[0],&g_103[4],&g_103[0],&g_22.f0}},{{&g_103[0],&g_22.f0,&g_103[0],&g_103[0]},{&g_103[4],&g_103[0],&g_103[4],&g_103[0]},{&g_103[0],(void*)0,(void*)0,&g_103[0]},{&g_103[1],(void*)0,&g_103[1],&g_103[5]},{&g_22.f0,&g_103[1],&g_103[5],&g_22.f0},{&g_103[0],(void*)0,&g_103[0],&g_103[1]},{&g_103[1],(void*)0,&g_103[0],&g_103[0]},{&g_103[0],&g_103[0],&g_103[5],&g_103[0]}},{{&g_22.f0,&g_103[0],&g_103[1],&g_103[4]},{&g_103[1],&g_103[4],(void*)0,&g_103[0]},{&g_103[0],(void*)0,&g_103[4],&g_103[5]},{&g_103[4],&g_103[0],&g_103[0],&g_103[0]},{&g_103[0],&g_103[0],&g_103[0],&g_103[0]},{&g_103[0],(void*)0,&g_103[1],&g_103[4]},{&g_22.f0,&g_22.f0,&g_103[5],&g_103[1]},{(void*)0,&g_22.f0,&g_103[4],&g_103[4]}},{{&g_22.f0,(void*)0,(void*)0,&g_103[0]},{&g_103[0],&g_103[0],&g_22.f0,&g_103[0]},{&g_22.f0,&g_103[0],&g_22.f0,&g_103[5]},{&g_22.f0,(void*)0,&g_103[0],&g_103[0]},{&g_22.f0,&g_103[4],&g_103[0],&g_103[4]},{(void*)0,&g_103[0],&g_103[0],&g_103[0]},{(void*)0,&g_103[0],&g_22.f0,&g_103[0]},{&g_103[1],(void*)0,&g_22.f0,&g_103[1]}},{{&g_103[1],(void*)0,&g_22.f0,&g_22.f0},{(void*)0,&g_103[1],&g_103[0],&g_103[5]},{(void*)0,&g_103[0],(void*)0,(void*)0},{&g_103[5],&g_22.f0,&g_22.f0,&g_103[0]},{&g_103[0],&g_22.f0,&g_103[0],&g_22.f0},{&g_103[4],&g_103[0],&g_103[0],&g_103[4]},{&g_103[1],&g_103[1],(void*)0,&g_22.f0},{&g_103[0],&g_103[0],&g_103[0],&g_103[0]}},{{&g_22.f0,&g_103[5],&g_103[1],&g_103[0]},{&g_103[0],&g_103[0],(void*)0,&g_22.f0},{&g_103[0],&g_103[1],&g_22.f0,&g_103[4]},{&g_103[1],&g_103[0],&g_103[0],&g_22.f0},{&g_103[1],&g_22.f0,&g_103[0],&g_103[0]},{&g_103[1],&g_22.f0,&g_103[0],(void*)0},{&g_103[0],&g_103[0],&g_103[0],&g_103[1]},{&g_103[4],&g_22.f0,&g_103[1],&g_103[0]}}};
            int32_t l_107[1];
            int32_t l_108[6][3] = {{4L,0x0C5DEC46L,4L},{0xD964400DL,0L,0xD964400DL},{4L,0x0C5DEC46L,4L},{0xD964400DL,0L,0xD964400DL},{4L,0x0C5DEC46L,4L},{0xD964400DL,0L,0xD964400DL}};
            uint64_t *l_142 = &g_123;
            int32_t *l_280 = &l_107[0];
            uint64_t l_308[6][1] = {{18446744073709551615UL},{1UL},{1UL},{18446744073709551615UL},{1UL},{1UL}};
            int32_t **l_310[6] = {&l_196,&l_196,&l_196,&l_196,&l_196,&l_196};
            const int32_t l_348 = 1L;
            union U1 *l_430 = &g_257;
            uint16_t *l_439 = (void*)0;
            uint16_t *l_440 = &g_297;
            int i, j, k;
            for (i = 0; i < 1; i++)
                l_107[i] = 0x2EF5DD9BL;
        }
        for (g_328 = 0; (g_328 <= 8); g_328 += 1)
        { /* block id: 165 */
            union U2 *l_449 = &l_344[4];
            int64_t ***l_473 = (void*)0;
            union U1 l_479 = {0x56DDDE73L};
            int32_t l_503[1];
            int i, j;
            for (i = 0; i < 1; i++)
                l_503[i] = 1L;
            if (((safe_mul_func_int8_t_s_s(g_224[g_328][(g_328 + 1)], (safe_mul_func_int8_t_s_s(g_224[g_328][(g_328 + 1)], (safe_add_func_int16_t_s_s((((*l_449) = l_448) , g_408), (&g_257 == (void*)0))))))) || ((safe_rshift_func_uint8_t_u_u((g_198 = (+1UL)), 4)) < (((((safe_add_func_int8_t_s_s(((((-6L) < 0x12B700E47C7F3C08LL) , p_79) != p_83.f0), (*l_196))) >= 7UL) , l_455[2][0]) != l_455[2][0]) ^ p_83.f1))))
            { /* block id: 168 */
                uint8_t l_456 = 0x3FL;
                uint16_t l_467 = 65533UL;
                int64_t * const ***l_472 = &g_469;
                int64_t ****l_474[3][9][9] = {{{&l_473,(void*)0,&l_473,&l_473,&l_473,&l_473,&l_473,&l_473,&l_473},{&l_473,&l_473,&l_473,&l_473,(void*)0,(void*)0,&l_473,&l_473,&l_473},{&l_473,&l_473,(void*)0,(void*)0,&l_473,&l_473,&l_473,&l_473,&l_473},{&l_473,&l_473,&l_473,&l_473,&l_473,&l_473,&l_473,&l_473,&l_473},{&l_473,&l_473,&l_473,&l_473,(void*)0,&l_473,&l_473,&l_473,&l_473},{&l_473,&l_473,&l_473,&l_473,&l_473,&l_473,&l_473,&l_473,&l_473},{&l_473,&l_473,&l_473,&l_473,&l_473,&l_473,&l_473,&l_473,&l_473},{&l_473,&l_473,(void*)0,&l_473,&l_473,&l_473,&l_473,&l_473,&l_473},{&l_473,&l_473,&l_473,&l_473,&l_473,&l_473,&l_473,&l_473,(void*)0}},{{&l_473,&l_473,&l_473,(void*)0,(void*)0,&l_473,&l_473,&l_473,&l_473},{&l_473,(void*)0,(void*)0,&l_473,&l_473,&l_473,&l_473,&l_473,&l_473},{&l_473,&l_473,&l_473,&l_473,&l_473,(void*)0,&l_473,&l_473,&l_473},{&l_473,&l_473,&l_473,&l_473,&l_473,&l_473,&l_473,&l_473,&l_473},{&l_473,&l_473,&l_473,&l_473,(void*)0,&l_473,(void*)0,&l_473,&l_473},{&l_473,&l_473,&l_473,&l_473,&l_473,&l_473,&l_473,&l_473,&l_473},{&l_473,&l_473,&l_473,&l_473,&l_473,&l_473,&l_473,&l_473,&l_473},{&l_473,&l_473,&l_473,&l_473,&l_473,&l_473,&l_473,&l_473,&l_473},{&l_473,(void*)0,&l_473,(void*)0,&l_473,&l_473,&l_473,&l_473,&l_473}},{{(void*)0,&l_473,&l_473,&l_473,(void*)0,(void*)0,&l_473,&l_473,&l_473},{&l_473,(void*)0,(void*)0,&l_473,&l_473,&l_473,(void*)0,(void*)0,&l_473},{&l_473,&l_473,&l_473,(void*)0,&l_473,(void*)0,&l_473,(void*)0,&l_473},{&l_473,&l_473,&l_473,&l_473,&l_473,&l_473,&l_473,&l_473,&l_473},{&l_473,&l_473,&l_473,&l_473,&l_473,&l_473,&l_473,&l_473,&l_473},{&l_473,&l_473,&l_473,&l_473,&l_473,&l_473,&l_473,&l_473,&l_473},{(void*)0,&l_473,(void*)0,&l_473,&l_473,&l_473,&l_473,&l_473,&l_473},{&l_473,&l_473,&l_473,&l_473,&l_473,&l_473,&l_473,&l_473,&l_473},{&l_473,&l_473,&l_473,&l_473,(void*)0,&l_473,(void*)0,&l_473,&l_473}}};
                int32_t ***l_488[10][1][6] = {{{&l_228,&l_228,&l_228,&l_228,&l_228,&l_228}},{{&l_228,&l_228,&l_228,&l_228,&l_228,&l_228}},{{&l_228,&l_228,&l_228,&l_228,&l_228,&l_228}},{{&l_228,&l_228,&l_228,&l_228,&l_228,&l_228}},{{&l_228,&l_228,&l_228,&l_228,&l_228,&l_228}},{{&l_228,&l_228,&l_228,&l_228,&l_228,&l_228}},{{&l_228,&l_228,&l_228,&l_228,&l_228,&l_228}},{{&l_228,&l_228,&l_228,&l_228,&l_228,&l_228}},{{&l_228,&l_228,&l_228,&l_228,&l_228,&l_228}},{{&l_228,&l_228,&l_228,&l_228,&l_228,&l_228}}};
                uint64_t **l_491 = &l_334[0];
                int i, j, k;
                (*l_196) = ((p_83.f1 & (g_274 &= (l_456 || (safe_unary_minus_func_uint8_t_u(p_79))))) == (safe_mul_func_uint16_t_u_u((safe_unary_minus_func_uint32_t_u((!(((safe_lshift_func_uint8_t_u_u((+((*g_471) = ((*l_330) |= ((safe_mul_func_int8_t_s_s((0x7E65L | (((l_467 > g_468) | (((*l_472) = g_469) != (l_475 = l_473))) > ((l_476 , (*g_84)) > (*g_84)))), 0x1EL)) , p_79)))), g_224[g_328][(g_328 + 1)])) , &p_83) != (void*)0)))), 0UL)));
                for (g_85 = 0; (g_85 <= 6); g_85 += 1)
                { /* block id: 177 */
                    int32_t l_494 = 8L;
                    int32_t l_516 = (-4L);
                    for (l_272 = 0; (l_272 <= 5); l_272 += 1)
                    { /* block id: 180 */
                        uint32_t *l_492 = (void*)0;
                        uint32_t *l_493 = &l_476.f0;
                        int32_t l_504 = 0L;
                        int32_t l_506 = 0xC7EBE50AL;
                        int32_t l_510[2];
                        int i, j, k;
                        for (i = 0; i < 2; i++)
                            l_510[i] = 0L;
                        l_494 |= (safe_lshift_func_int16_t_s_s((l_479 , ((g_482 == ((safe_lshift_func_int8_t_s_s((l_488[5][0][5] != (void*)0), (0xCD455895L < (*p_81)))) , &l_473)) >= ((*l_493) = (((*l_196) ^= ((safe_div_func_int64_t_s_s((l_491 != &l_334[0]), 0x805AB8EDBEE791CALL)) < g_328)) > 4294967291UL)))), 5));
                        l_494 = (((-2L) < (~p_79)) > (safe_sub_func_int8_t_s_s((l_410[l_272][l_272][g_85] |= (!l_479.f0)), ((safe_unary_minus_func_uint32_t_u(p_83.f1)) || (0xF40FL & p_79)))));
                        --g_517[0];
                    }
                    g_109 &= (safe_lshift_func_uint16_t_u_s(g_22.f0, 9));
                }
            }
            else
            { /* block id: 190 */
                (*l_196) ^= (*g_84);
                if ((*p_82))
                    break;
                for (g_513 = 6; (g_513 >= 0); g_513 -= 1)
                { /* block id: 195 */
                    return p_79;
                }
            }
            return g_22.f0;
        }
    }
    for (g_273 = 0; (g_273 <= 8); g_273 += 1)
    { /* block id: 204 */
        int32_t **l_523 = &l_196;
        int32_t **l_524[4][7][6] = {{{(void*)0,&l_196,&l_196,&l_196,&l_196,&g_84},{&l_196,&g_84,&g_84,&g_84,&g_84,&l_196},{&g_84,&l_196,&l_196,&l_196,&l_196,(void*)0},{&l_196,&l_196,&l_196,&l_196,&g_84,&g_84},{&l_196,&g_84,&l_196,&l_196,&l_196,&g_84},{&g_84,&l_196,&g_84,&g_84,&g_84,&l_196},{&l_196,&l_196,&l_196,&l_196,&g_84,&l_196}},{{(void*)0,&l_196,&g_84,&l_196,&l_196,&l_196},{&g_84,&l_196,&l_196,&l_196,&g_84,&l_196},{&g_84,&l_196,&l_196,&g_84,&g_84,&l_196},{&l_196,&l_196,&l_196,&l_196,&l_196,(void*)0},{&l_196,&g_84,&g_84,&g_84,&g_84,&l_196},{&l_196,&l_196,&g_84,&l_196,&l_196,(void*)0},{&l_196,&l_196,&l_196,&l_196,&g_84,&l_196}},{{&l_196,&g_84,&l_196,&l_196,&l_196,&l_196},{(void*)0,&l_196,&l_196,&g_84,&l_196,&l_196},{&l_196,&g_84,&g_84,&g_84,&g_84,&l_196},{(void*)0,&l_196,&l_196,&l_196,&l_196,&l_196},{&l_196,&g_84,&g_84,&l_196,&l_196,&g_84},{&l_196,&g_84,&l_196,&l_196,&l_196,&g_84},{&l_196,&l_196,&l_196,&g_84,&l_196,(void*)0}},{{&l_196,&g_84,&l_196,&l_196,&l_196,&l_196},{&l_196,&g_84,&g_84,&g_84,&l_196,&g_84},{&g_84,&l_196,&l_196,&l_196,&g_84,&l_196},{&g_84,&g_84,&l_196,&l_196,&l_196,&l_196},{(void*)0,&l_196,&l_196,&l_196,&l_196,&g_84},{&l_196,&g_84,&g_84,&g_84,&g_84,&l_196},{&g_84,&l_196,&l_196,&l_196,&l_196,(void*)0}}};
        int32_t **l_525 = &l_196;
        int32_t l_528 = 0x56644768L;
        int32_t l_604 = 0x4A1782D5L;
        int8_t l_636[10];
        int i, j, k;
        for (i = 0; i < 10; i++)
            l_636[i] = 1L;
        (*p_81) = ((l_522 , g_282) || p_83.f1);
        (*l_523) = p_80;
        (*l_525) = p_82;
        for (l_505 = 0; (l_505 <= 8); l_505 += 1)
        { /* block id: 210 */
            int16_t l_545 = (-1L);
            uint64_t ***l_555 = &g_553;
            const int32_t ***l_581 = (void*)0;
            uint64_t l_624 = 0x09303A34FAE5EB64LL;
            int32_t l_637 = 8L;
            int32_t l_638 = 0x189373DFL;
            int32_t l_640 = 9L;
            int32_t l_643 = 5L;
            int32_t l_644 = 5L;
            for (l_438 = 5; (l_438 >= 0); l_438 -= 1)
            { /* block id: 213 */
                int i, j;
                return g_224[(l_438 + 3)][(g_273 + 1)];
            }
            for (g_85 = 1; (g_85 <= 8); g_85 += 1)
            { /* block id: 218 */
                union U1 *l_542 = &l_522;
                union U1 **l_541[1][2][10] = {{{&l_542,&l_542,&l_542,&l_542,&l_542,&l_542,&l_542,&l_542,&l_542,&l_542},{&l_542,&l_542,&l_542,&l_542,&l_542,&l_542,&l_542,&l_542,&l_542,&l_542}}};
                int32_t l_544 = 0L;
                int32_t l_583 = 0x6AC4DBEDL;
                int64_t ****l_633[10];
                int32_t l_639 = (-1L);
                int32_t l_641 = 0x58D02634L;
                int32_t l_642[4];
                int i, j, k;
                for (i = 0; i < 10; i++)
                    l_633[i] = &l_475;
                for (i = 0; i < 4; i++)
                    l_642[i] = (-6L);
            }
            for (g_501 = 1; (g_501 >= 0); g_501 -= 1)
            { /* block id: 257 */
                if (g_649)
                    break;
            }
        }
    }
    g_507 |= (((safe_add_func_uint64_t_u_u((++(*g_634)), (safe_add_func_uint64_t_u_u(((g_656[2][2][3] = g_656[2][2][3]) != ((p_83 , g_657) , &g_657)), (((*l_196) = (safe_rshift_func_int8_t_s_s(((safe_mod_func_int32_t_s_s(((*l_664) |= (*l_196)), (safe_add_func_int64_t_s_s(((safe_rshift_func_uint16_t_u_u(((((*l_680) |= ((*l_679) = (((safe_mod_func_int64_t_s_s((safe_sub_func_uint32_t_u_u(g_328, ((safe_add_func_uint8_t_u_u((safe_div_func_int32_t_s_s(((g_657 , (safe_sub_func_uint16_t_u_u((((1UL <= g_264) && p_79) , 8UL), 65535UL))) != 0UL), 0x7FD73443L)), g_224[8][6])) & (*l_196)))), (-1L))) ^ 0x7C2DL) , (*l_196)))) , (*p_80)) , p_79), p_83.f0)) >= p_83.f1), p_83.f0)))) & 0x514BL), 3))) ^ 4UL))))) <= p_83.f1) || (*l_196));
    for (l_508 = 1; (l_508 >= 0); l_508 -= 1)
    { /* block id: 271 */
        int32_t **l_681 = (void*)0;
        int32_t **l_682 = &l_196;
        (*l_682) = p_81;
    }
    return g_507;
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
    transparent_crc(g_22.f0, "g_22.f0", print_hash_value);
    transparent_crc(g_57, "g_57", print_hash_value);
    transparent_crc(g_61, "g_61", print_hash_value);
    transparent_crc(g_62, "g_62", print_hash_value);
    transparent_crc(g_67, "g_67", print_hash_value);
    transparent_crc(g_85, "g_85", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        transparent_crc(g_103[i], "g_103[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_109, "g_109", print_hash_value);
    transparent_crc(g_123, "g_123", print_hash_value);
    transparent_crc(g_129, "g_129", print_hash_value);
    transparent_crc(g_198, "g_198", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        for (j = 0; j < 10; j++)
        {
            transparent_crc(g_224[i][j], "g_224[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_257.f0, "g_257.f0", print_hash_value);
    transparent_crc(g_264, "g_264", print_hash_value);
    transparent_crc(g_266, "g_266", print_hash_value);
    transparent_crc(g_273, "g_273", print_hash_value);
    transparent_crc(g_274, "g_274", print_hash_value);
    transparent_crc(g_282, "g_282", print_hash_value);
    transparent_crc(g_287, "g_287", print_hash_value);
    transparent_crc(g_297, "g_297", print_hash_value);
    transparent_crc(g_298, "g_298", print_hash_value);
    transparent_crc(g_299, "g_299", print_hash_value);
    transparent_crc(g_302, "g_302", print_hash_value);
    transparent_crc(g_328, "g_328", print_hash_value);
    transparent_crc(g_408, "g_408", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        for (j = 0; j < 1; j++)
        {
            transparent_crc(g_414[i][j], "g_414[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_468, "g_468", print_hash_value);
    transparent_crc(g_500, "g_500", print_hash_value);
    transparent_crc(g_501, "g_501", print_hash_value);
    transparent_crc(g_502, "g_502", print_hash_value);
    transparent_crc(g_507, "g_507", print_hash_value);
    transparent_crc(g_509, "g_509", print_hash_value);
    transparent_crc(g_511, "g_511", print_hash_value);
    transparent_crc(g_513, "g_513", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_517[i], "g_517[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 10; i++)
    {
        for (j = 0; j < 1; j++)
        {
            transparent_crc(g_631[i][j], "g_631[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_632, "g_632", print_hash_value);
    transparent_crc(g_645, "g_645", print_hash_value);
    transparent_crc(g_646, "g_646", print_hash_value);
    transparent_crc(g_649, "g_649", print_hash_value);
    transparent_crc(g_657.f0, "g_657.f0", print_hash_value);
    transparent_crc(g_657.f1, "g_657.f1", print_hash_value);
    transparent_crc(g_736, "g_736", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        for (j = 0; j < 8; j++)
        {
            transparent_crc(g_764[i][j], "g_764[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_780, "g_780", print_hash_value);
    transparent_crc(g_810, "g_810", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_847[i], "g_847[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 6; i++)
    {
        transparent_crc(g_857[i], "g_857[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_865, "g_865", print_hash_value);
    transparent_crc(g_878, "g_878", print_hash_value);
    transparent_crc(g_912, "g_912", print_hash_value);
    transparent_crc(g_914, "g_914", print_hash_value);
    transparent_crc(g_937, "g_937", print_hash_value);
    transparent_crc(g_943, "g_943", print_hash_value);
    transparent_crc(g_944, "g_944", print_hash_value);
    transparent_crc(g_945, "g_945", print_hash_value);
    transparent_crc(g_947, "g_947", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        for (j = 0; j < 10; j++)
        {
            for (k = 0; k < 2; k++)
            {
                transparent_crc(g_951[i][j][k], "g_951[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_967, "g_967", print_hash_value);
    transparent_crc(g_1023, "g_1023", print_hash_value);
    transparent_crc(g_1077.f0, "g_1077.f0", print_hash_value);
    transparent_crc(g_1077.f1, "g_1077.f1", print_hash_value);
    transparent_crc(g_1077.f2, "g_1077.f2", print_hash_value);
    transparent_crc(g_1077.f3, "g_1077.f3", print_hash_value);
    transparent_crc(g_1077.f4, "g_1077.f4", print_hash_value);
    transparent_crc(g_1077.f5, "g_1077.f5", print_hash_value);
    transparent_crc(g_1077.f6, "g_1077.f6", print_hash_value);
    transparent_crc(g_1077.f7, "g_1077.f7", print_hash_value);
    transparent_crc(g_1079.f0, "g_1079.f0", print_hash_value);
    transparent_crc(g_1079.f1, "g_1079.f1", print_hash_value);
    transparent_crc(g_1079.f2, "g_1079.f2", print_hash_value);
    transparent_crc(g_1079.f3, "g_1079.f3", print_hash_value);
    transparent_crc(g_1079.f4, "g_1079.f4", print_hash_value);
    transparent_crc(g_1079.f5, "g_1079.f5", print_hash_value);
    transparent_crc(g_1079.f6, "g_1079.f6", print_hash_value);
    transparent_crc(g_1079.f7, "g_1079.f7", print_hash_value);
    transparent_crc(g_1080.f0, "g_1080.f0", print_hash_value);
    transparent_crc(g_1080.f1, "g_1080.f1", print_hash_value);
    transparent_crc(g_1080.f2, "g_1080.f2", print_hash_value);
    transparent_crc(g_1080.f3, "g_1080.f3", print_hash_value);
    transparent_crc(g_1080.f4, "g_1080.f4", print_hash_value);
    transparent_crc(g_1080.f5, "g_1080.f5", print_hash_value);
    transparent_crc(g_1080.f6, "g_1080.f6", print_hash_value);
    transparent_crc(g_1080.f7, "g_1080.f7", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 2; j++)
        {
            for (k = 0; k < 5; k++)
            {
                transparent_crc(g_1117[i][j][k].f0, "g_1117[i][j][k].f0", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_1136, "g_1136", print_hash_value);
    transparent_crc(g_1137, "g_1137", print_hash_value);
    transparent_crc(g_1282, "g_1282", print_hash_value);
    transparent_crc(g_1283, "g_1283", print_hash_value);
    transparent_crc(g_1284, "g_1284", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_1363[i], "g_1363[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_1382.f0, "g_1382.f0", print_hash_value);
    transparent_crc(g_1382.f1, "g_1382.f1", print_hash_value);
    transparent_crc(g_1382.f2, "g_1382.f2", print_hash_value);
    transparent_crc(g_1382.f3, "g_1382.f3", print_hash_value);
    transparent_crc(g_1382.f4, "g_1382.f4", print_hash_value);
    transparent_crc(g_1382.f5, "g_1382.f5", print_hash_value);
    transparent_crc(g_1382.f6, "g_1382.f6", print_hash_value);
    transparent_crc(g_1382.f7, "g_1382.f7", print_hash_value);
    transparent_crc(g_1383.f0, "g_1383.f0", print_hash_value);
    transparent_crc(g_1383.f1, "g_1383.f1", print_hash_value);
    transparent_crc(g_1383.f2, "g_1383.f2", print_hash_value);
    transparent_crc(g_1383.f3, "g_1383.f3", print_hash_value);
    transparent_crc(g_1383.f4, "g_1383.f4", print_hash_value);
    transparent_crc(g_1383.f5, "g_1383.f5", print_hash_value);
    transparent_crc(g_1383.f6, "g_1383.f6", print_hash_value);
    transparent_crc(g_1383.f7, "g_1383.f7", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        for (j = 0; j < 8; j++)
        {
            transparent_crc(g_1450[i][j].f0, "g_1450[i][j].f0", print_hash_value);
            transparent_crc(g_1450[i][j].f1, "g_1450[i][j].f1", print_hash_value);
            transparent_crc(g_1450[i][j].f2, "g_1450[i][j].f2", print_hash_value);
            transparent_crc(g_1450[i][j].f3, "g_1450[i][j].f3", print_hash_value);
            transparent_crc(g_1450[i][j].f4, "g_1450[i][j].f4", print_hash_value);
            transparent_crc(g_1450[i][j].f5, "g_1450[i][j].f5", print_hash_value);
            transparent_crc(g_1450[i][j].f6, "g_1450[i][j].f6", print_hash_value);
            transparent_crc(g_1450[i][j].f7, "g_1450[i][j].f7", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_1594, "g_1594", print_hash_value);
    transparent_crc(g_1610.f0, "g_1610.f0", print_hash_value);
    transparent_crc(g_1610.f1, "g_1610.f1", print_hash_value);
    transparent_crc(g_1610.f2, "g_1610.f2", print_hash_value);
    transparent_crc(g_1610.f3, "g_1610.f3", print_hash_value);
    transparent_crc(g_1610.f4, "g_1610.f4", print_hash_value);
    transparent_crc(g_1610.f5, "g_1610.f5", print_hash_value);
    transparent_crc(g_1610.f6, "g_1610.f6", print_hash_value);
    transparent_crc(g_1610.f7, "g_1610.f7", print_hash_value);
    transparent_crc(g_1681.f0, "g_1681.f0", print_hash_value);
    transparent_crc(g_1681.f1, "g_1681.f1", print_hash_value);
    transparent_crc(g_1681.f2, "g_1681.f2", print_hash_value);
    transparent_crc(g_1681.f3, "g_1681.f3", print_hash_value);
    transparent_crc(g_1681.f4, "g_1681.f4", print_hash_value);
    transparent_crc(g_1681.f5, "g_1681.f5", print_hash_value);
    transparent_crc(g_1681.f6, "g_1681.f6", print_hash_value);
    transparent_crc(g_1681.f7, "g_1681.f7", print_hash_value);
    transparent_crc(g_1709.f0, "g_1709.f0", print_hash_value);
    transparent_crc(g_1709.f1, "g_1709.f1", print_hash_value);
    transparent_crc(g_1709.f2, "g_1709.f2", print_hash_value);
    transparent_crc(g_1709.f3, "g_1709.f3", print_hash_value);
    transparent_crc(g_1709.f4, "g_1709.f4", print_hash_value);
    transparent_crc(g_1709.f5, "g_1709.f5", print_hash_value);
    transparent_crc(g_1709.f6, "g_1709.f6", print_hash_value);
    transparent_crc(g_1709.f7, "g_1709.f7", print_hash_value);
    transparent_crc(g_1720.f0, "g_1720.f0", print_hash_value);
    transparent_crc(g_1720.f1, "g_1720.f1", print_hash_value);
    transparent_crc(g_1720.f2, "g_1720.f2", print_hash_value);
    transparent_crc(g_1720.f3, "g_1720.f3", print_hash_value);
    transparent_crc(g_1720.f4, "g_1720.f4", print_hash_value);
    transparent_crc(g_1720.f5, "g_1720.f5", print_hash_value);
    transparent_crc(g_1720.f6, "g_1720.f6", print_hash_value);
    transparent_crc(g_1720.f7, "g_1720.f7", print_hash_value);
    transparent_crc(g_1748, "g_1748", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 1; j++)
        {
            for (k = 0; k < 9; k++)
            {
                transparent_crc(g_1752[i][j][k], "g_1752[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_1778, "g_1778", print_hash_value);
    transparent_crc(g_1833, "g_1833", print_hash_value);
    transparent_crc(g_1910, "g_1910", print_hash_value);
    transparent_crc(g_1999, "g_1999", print_hash_value);
    transparent_crc(g_2023, "g_2023", print_hash_value);
    transparent_crc(g_2074.f0, "g_2074.f0", print_hash_value);
    transparent_crc(g_2074.f1, "g_2074.f1", print_hash_value);
    transparent_crc(g_2074.f2, "g_2074.f2", print_hash_value);
    transparent_crc(g_2074.f3, "g_2074.f3", print_hash_value);
    transparent_crc(g_2074.f4, "g_2074.f4", print_hash_value);
    transparent_crc(g_2074.f5, "g_2074.f5", print_hash_value);
    transparent_crc(g_2074.f6, "g_2074.f6", print_hash_value);
    transparent_crc(g_2074.f7, "g_2074.f7", print_hash_value);
    transparent_crc(g_2152, "g_2152", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_2159[i].f0, "g_2159[i].f0", print_hash_value);
        transparent_crc(g_2159[i].f1, "g_2159[i].f1", print_hash_value);
        transparent_crc(g_2159[i].f2, "g_2159[i].f2", print_hash_value);
        transparent_crc(g_2159[i].f3, "g_2159[i].f3", print_hash_value);
        transparent_crc(g_2159[i].f4, "g_2159[i].f4", print_hash_value);
        transparent_crc(g_2159[i].f5, "g_2159[i].f5", print_hash_value);
        transparent_crc(g_2159[i].f6, "g_2159[i].f6", print_hash_value);
        transparent_crc(g_2159[i].f7, "g_2159[i].f7", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_2166, "g_2166", print_hash_value);
    transparent_crc(g_2181, "g_2181", print_hash_value);
    transparent_crc(g_2231, "g_2231", print_hash_value);
    transparent_crc(g_2304, "g_2304", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 4; j++)
        {
            transparent_crc(g_2433[i][j].f0, "g_2433[i][j].f0", print_hash_value);
            transparent_crc(g_2433[i][j].f1, "g_2433[i][j].f1", print_hash_value);
            transparent_crc(g_2433[i][j].f2, "g_2433[i][j].f2", print_hash_value);
            transparent_crc(g_2433[i][j].f3, "g_2433[i][j].f3", print_hash_value);
            transparent_crc(g_2433[i][j].f4, "g_2433[i][j].f4", print_hash_value);
            transparent_crc(g_2433[i][j].f5, "g_2433[i][j].f5", print_hash_value);
            transparent_crc(g_2433[i][j].f6, "g_2433[i][j].f6", print_hash_value);
            transparent_crc(g_2433[i][j].f7, "g_2433[i][j].f7", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_2492, "g_2492", print_hash_value);
    transparent_crc(g_2494, "g_2494", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        for (j = 0; j < 7; j++)
        {
            for (k = 0; k < 3; k++)
            {
                transparent_crc(g_2747[i][j][k], "g_2747[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_2813.f0, "g_2813.f0", print_hash_value);
    transparent_crc(g_2813.f1, "g_2813.f1", print_hash_value);
    transparent_crc(g_2813.f2, "g_2813.f2", print_hash_value);
    transparent_crc(g_2813.f3, "g_2813.f3", print_hash_value);
    transparent_crc(g_2813.f4, "g_2813.f4", print_hash_value);
    transparent_crc(g_2813.f5, "g_2813.f5", print_hash_value);
    transparent_crc(g_2813.f6, "g_2813.f6", print_hash_value);
    transparent_crc(g_2813.f7, "g_2813.f7", print_hash_value);
    transparent_crc(g_2868.f0, "g_2868.f0", print_hash_value);
    transparent_crc(g_2868.f1, "g_2868.f1", print_hash_value);
    transparent_crc(g_2868.f2, "g_2868.f2", print_hash_value);
    transparent_crc(g_2868.f3, "g_2868.f3", print_hash_value);
    transparent_crc(g_2868.f4, "g_2868.f4", print_hash_value);
    transparent_crc(g_2868.f5, "g_2868.f5", print_hash_value);
    transparent_crc(g_2868.f6, "g_2868.f6", print_hash_value);
    transparent_crc(g_2868.f7, "g_2868.f7", print_hash_value);
    transparent_crc(g_2891.f0, "g_2891.f0", print_hash_value);
    transparent_crc(g_2891.f1, "g_2891.f1", print_hash_value);
    transparent_crc(g_2891.f2, "g_2891.f2", print_hash_value);
    transparent_crc(g_2891.f3, "g_2891.f3", print_hash_value);
    transparent_crc(g_2891.f4, "g_2891.f4", print_hash_value);
    transparent_crc(g_2891.f5, "g_2891.f5", print_hash_value);
    transparent_crc(g_2891.f6, "g_2891.f6", print_hash_value);
    transparent_crc(g_2891.f7, "g_2891.f7", print_hash_value);
    transparent_crc(g_2922, "g_2922", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_3007[i].f0, "g_3007[i].f0", print_hash_value);
        transparent_crc(g_3007[i].f1, "g_3007[i].f1", print_hash_value);
        transparent_crc(g_3007[i].f2, "g_3007[i].f2", print_hash_value);
        transparent_crc(g_3007[i].f3, "g_3007[i].f3", print_hash_value);
        transparent_crc(g_3007[i].f4, "g_3007[i].f4", print_hash_value);
        transparent_crc(g_3007[i].f5, "g_3007[i].f5", print_hash_value);
        transparent_crc(g_3007[i].f6, "g_3007[i].f6", print_hash_value);
        transparent_crc(g_3007[i].f7, "g_3007[i].f7", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_3018.f0, "g_3018.f0", print_hash_value);
    transparent_crc(g_3018.f1, "g_3018.f1", print_hash_value);
    transparent_crc(g_3018.f2, "g_3018.f2", print_hash_value);
    transparent_crc(g_3018.f3, "g_3018.f3", print_hash_value);
    transparent_crc(g_3018.f4, "g_3018.f4", print_hash_value);
    transparent_crc(g_3018.f5, "g_3018.f5", print_hash_value);
    transparent_crc(g_3018.f6, "g_3018.f6", print_hash_value);
    transparent_crc(g_3018.f7, "g_3018.f7", print_hash_value);
    transparent_crc(g_3122, "g_3122", print_hash_value);
    transparent_crc(g_3128.f0, "g_3128.f0", print_hash_value);
    transparent_crc(g_3128.f1, "g_3128.f1", print_hash_value);
    transparent_crc(g_3128.f2, "g_3128.f2", print_hash_value);
    transparent_crc(g_3128.f3, "g_3128.f3", print_hash_value);
    transparent_crc(g_3128.f4, "g_3128.f4", print_hash_value);
    transparent_crc(g_3128.f5, "g_3128.f5", print_hash_value);
    transparent_crc(g_3128.f6, "g_3128.f6", print_hash_value);
    transparent_crc(g_3128.f7, "g_3128.f7", print_hash_value);
    transparent_crc(g_3163.f0, "g_3163.f0", print_hash_value);
    transparent_crc(g_3163.f1, "g_3163.f1", print_hash_value);
    transparent_crc(g_3163.f2, "g_3163.f2", print_hash_value);
    transparent_crc(g_3163.f3, "g_3163.f3", print_hash_value);
    transparent_crc(g_3163.f4, "g_3163.f4", print_hash_value);
    transparent_crc(g_3163.f5, "g_3163.f5", print_hash_value);
    transparent_crc(g_3163.f6, "g_3163.f6", print_hash_value);
    transparent_crc(g_3163.f7, "g_3163.f7", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        for (j = 0; j < 6; j++)
        {
            for (k = 0; k < 4; k++)
            {
                transparent_crc(g_3207[i][j][k], "g_3207[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_3224, "g_3224", print_hash_value);
    transparent_crc(g_3257.f0, "g_3257.f0", print_hash_value);
    transparent_crc(g_3257.f1, "g_3257.f1", print_hash_value);
    transparent_crc(g_3257.f2, "g_3257.f2", print_hash_value);
    transparent_crc(g_3257.f3, "g_3257.f3", print_hash_value);
    transparent_crc(g_3257.f4, "g_3257.f4", print_hash_value);
    transparent_crc(g_3257.f5, "g_3257.f5", print_hash_value);
    transparent_crc(g_3257.f6, "g_3257.f6", print_hash_value);
    transparent_crc(g_3257.f7, "g_3257.f7", print_hash_value);
    transparent_crc(g_3292, "g_3292", print_hash_value);
    transparent_crc(g_3444, "g_3444", print_hash_value);
    transparent_crc(g_3484, "g_3484", print_hash_value);
    transparent_crc(g_3485, "g_3485", print_hash_value);
    transparent_crc(g_3722, "g_3722", print_hash_value);
    transparent_crc(g_3781, "g_3781", print_hash_value);
    transparent_crc(g_3789, "g_3789", print_hash_value);
    transparent_crc(g_3904, "g_3904", print_hash_value);
    transparent_crc(g_3907.f0, "g_3907.f0", print_hash_value);
    transparent_crc(g_3907.f1, "g_3907.f1", print_hash_value);
    transparent_crc(g_3907.f2, "g_3907.f2", print_hash_value);
    transparent_crc(g_3907.f3, "g_3907.f3", print_hash_value);
    transparent_crc(g_3907.f4, "g_3907.f4", print_hash_value);
    transparent_crc(g_3907.f5, "g_3907.f5", print_hash_value);
    transparent_crc(g_3907.f6, "g_3907.f6", print_hash_value);
    transparent_crc(g_3907.f7, "g_3907.f7", print_hash_value);
    transparent_crc(g_3925.f0, "g_3925.f0", print_hash_value);
    transparent_crc(g_3925.f1, "g_3925.f1", print_hash_value);
    transparent_crc(g_3925.f2, "g_3925.f2", print_hash_value);
    transparent_crc(g_3925.f3, "g_3925.f3", print_hash_value);
    transparent_crc(g_3925.f4, "g_3925.f4", print_hash_value);
    transparent_crc(g_3925.f5, "g_3925.f5", print_hash_value);
    transparent_crc(g_3925.f6, "g_3925.f6", print_hash_value);
    transparent_crc(g_3925.f7, "g_3925.f7", print_hash_value);
    transparent_crc(g_4064.f0, "g_4064.f0", print_hash_value);
    transparent_crc(g_4064.f1, "g_4064.f1", print_hash_value);
    transparent_crc(g_4064.f2, "g_4064.f2", print_hash_value);
    transparent_crc(g_4064.f3, "g_4064.f3", print_hash_value);
    transparent_crc(g_4064.f4, "g_4064.f4", print_hash_value);
    transparent_crc(g_4064.f5, "g_4064.f5", print_hash_value);
    transparent_crc(g_4064.f6, "g_4064.f6", print_hash_value);
    transparent_crc(g_4064.f7, "g_4064.f7", print_hash_value);
    transparent_crc(g_4174, "g_4174", print_hash_value);
    transparent_crc(g_4237, "g_4237", print_hash_value);
    transparent_crc(g_4246.f0, "g_4246.f0", print_hash_value);
    transparent_crc(g_4246.f1, "g_4246.f1", print_hash_value);
    transparent_crc(g_4246.f2, "g_4246.f2", print_hash_value);
    transparent_crc(g_4246.f3, "g_4246.f3", print_hash_value);
    transparent_crc(g_4246.f4, "g_4246.f4", print_hash_value);
    transparent_crc(g_4246.f5, "g_4246.f5", print_hash_value);
    transparent_crc(g_4246.f6, "g_4246.f6", print_hash_value);
    transparent_crc(g_4246.f7, "g_4246.f7", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_4259[i].f0, "g_4259[i].f0", print_hash_value);
        transparent_crc(g_4259[i].f1, "g_4259[i].f1", print_hash_value);
        transparent_crc(g_4259[i].f2, "g_4259[i].f2", print_hash_value);
        transparent_crc(g_4259[i].f3, "g_4259[i].f3", print_hash_value);
        transparent_crc(g_4259[i].f4, "g_4259[i].f4", print_hash_value);
        transparent_crc(g_4259[i].f5, "g_4259[i].f5", print_hash_value);
        transparent_crc(g_4259[i].f6, "g_4259[i].f6", print_hash_value);
        transparent_crc(g_4259[i].f7, "g_4259[i].f7", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_4307.f0, "g_4307.f0", print_hash_value);
    transparent_crc(g_4307.f1, "g_4307.f1", print_hash_value);
    transparent_crc(g_4307.f2, "g_4307.f2", print_hash_value);
    transparent_crc(g_4307.f3, "g_4307.f3", print_hash_value);
    transparent_crc(g_4307.f4, "g_4307.f4", print_hash_value);
    transparent_crc(g_4307.f5, "g_4307.f5", print_hash_value);
    transparent_crc(g_4307.f6, "g_4307.f6", print_hash_value);
    transparent_crc(g_4307.f7, "g_4307.f7", print_hash_value);
    transparent_crc(g_4317.f0, "g_4317.f0", print_hash_value);
    transparent_crc(g_4317.f1, "g_4317.f1", print_hash_value);
    transparent_crc(g_4317.f2, "g_4317.f2", print_hash_value);
    transparent_crc(g_4317.f3, "g_4317.f3", print_hash_value);
    transparent_crc(g_4317.f4, "g_4317.f4", print_hash_value);
    transparent_crc(g_4317.f5, "g_4317.f5", print_hash_value);
    transparent_crc(g_4317.f6, "g_4317.f6", print_hash_value);
    transparent_crc(g_4317.f7, "g_4317.f7", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 1
breakdown:
   depth: 0, occurrence: 1140
   depth: 1, occurrence: 23
XXX total union variables: 47

XXX non-zero bitfields defined in structs: 9
XXX zero bitfields defined in structs: 0
XXX const bitfields defined in structs: 2
XXX volatile bitfields defined in structs: 1
XXX structs with bitfields in the program: 74
breakdown:
   indirect level: 0, occurrence: 45
   indirect level: 1, occurrence: 17
   indirect level: 2, occurrence: 6
   indirect level: 3, occurrence: 5
   indirect level: 4, occurrence: 1
XXX full-bitfields structs in the program: 23
breakdown:
   indirect level: 0, occurrence: 23
XXX times a bitfields struct's address is taken: 57
XXX times a bitfields struct on LHS: 4
XXX times a bitfields struct on RHS: 80
XXX times a single bitfield on LHS: 6
XXX times a single bitfield on RHS: 130

XXX max expression depth: 41
breakdown:
   depth: 1, occurrence: 372
   depth: 2, occurrence: 95
   depth: 3, occurrence: 7
   depth: 4, occurrence: 2
   depth: 5, occurrence: 2
   depth: 6, occurrence: 4
   depth: 7, occurrence: 1
   depth: 10, occurrence: 1
   depth: 12, occurrence: 1
   depth: 13, occurrence: 1
   depth: 14, occurrence: 3
   depth: 15, occurrence: 5
   depth: 16, occurrence: 4
   depth: 17, occurrence: 4
   depth: 18, occurrence: 5
   depth: 19, occurrence: 8
   depth: 20, occurrence: 2
   depth: 21, occurrence: 1
   depth: 22, occurrence: 5
   depth: 23, occurrence: 5
   depth: 24, occurrence: 4
   depth: 25, occurrence: 6
   depth: 26, occurrence: 1
   depth: 28, occurrence: 2
   depth: 29, occurrence: 4
   depth: 30, occurrence: 3
   depth: 32, occurrence: 1
   depth: 33, occurrence: 2
   depth: 34, occurrence: 2
   depth: 35, occurrence: 1
   depth: 36, occurrence: 1
   depth: 38, occurrence: 3
   depth: 41, occurrence: 1

XXX total number of pointers: 824

XXX times a variable address is taken: 2257
XXX times a pointer is dereferenced on RHS: 527
breakdown:
   depth: 1, occurrence: 315
   depth: 2, occurrence: 143
   depth: 3, occurrence: 48
   depth: 4, occurrence: 16
   depth: 5, occurrence: 5
XXX times a pointer is dereferenced on LHS: 550
breakdown:
   depth: 1, occurrence: 443
   depth: 2, occurrence: 68
   depth: 3, occurrence: 33
   depth: 4, occurrence: 5
   depth: 5, occurrence: 1
XXX times a pointer is compared with null: 83
XXX times a pointer is compared with address of another variable: 25
XXX times a pointer is compared with another pointer: 25
XXX times a pointer is qualified to be dereferenced: 14222

XXX max dereference level: 5
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 1728
   level: 2, occurrence: 595
   level: 3, occurrence: 343
   level: 4, occurrence: 158
   level: 5, occurrence: 58
XXX number of pointers point to pointers: 448
XXX number of pointers point to scalars: 336
XXX number of pointers point to structs: 15
XXX percent of pointers has null in alias set: 31.3
XXX average alias set size: 1.59

XXX times a non-volatile is read: 3636
XXX times a non-volatile is write: 1810
XXX times a volatile is read: 176
XXX    times read thru a pointer: 72
XXX times a volatile is write: 47
XXX    times written thru a pointer: 15
XXX times a volatile is available for access: 7.11e+03
XXX percentage of non-volatile access: 96.1

XXX forward jumps: 0
XXX backward jumps: 18

XXX stmts: 373
XXX max block depth: 5
breakdown:
   depth: 0, occurrence: 26
   depth: 1, occurrence: 30
   depth: 2, occurrence: 57
   depth: 3, occurrence: 77
   depth: 4, occurrence: 85
   depth: 5, occurrence: 98

XXX percentage a fresh-made variable is used: 17.7
XXX percentage an existing variable is used: 82.3
FYI: the random generator makes assumptions about the integer size. See platform.info for more details.
********************* end of statistics **********************/

