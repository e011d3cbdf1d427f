/* const lookup tables: CRC32 table, month lengths, string tables, 2-D const tables, a
 * const table of structs, roman numerals. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

static const uint8_t popcount4[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};
static const int month_days[2][12] = {
    {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31},
    {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31},
};
static const char *const month_names[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                          "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
static const struct {
    int value;
    const char *sym;
} roman[] = {{1000, "M"}, {900, "CM"}, {500, "D"}, {400, "CD"}, {100, "C"}, {90, "XC"},
             {50, "L"},   {40, "XL"},  {10, "X"},  {9, "IX"},   {5, "V"},   {4, "IV"},
             {1, "I"}};
static const double weights[] = {0.5, 0.25, 0.125, 0.0625, 0.03125};
static const char hexdigits[] = "0123456789abcdef";

static uint32_t crc_table[256];

static void crc_init(void) {
    for (uint32_t i = 0; i < 256; i++) {
        uint32_t c = i;
        for (int k = 0; k < 8; k++)
            c = c & 1 ? 0xedb88320u ^ (c >> 1) : c >> 1;
        crc_table[i] = c;
    }
}

static uint32_t crc32(const char *s, size_t n) {
    uint32_t c = 0xffffffffu;
    for (size_t i = 0; i < n; i++)
        c = crc_table[(c ^ (uint8_t)s[i]) & 0xff] ^ (c >> 8);
    return c ^ 0xffffffffu;
}

static int is_leap(int y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }

static int day_of_year(int y, int m, int d) {
    int leap = is_leap(y);
    for (int i = 0; i < m - 1; i++)
        d += month_days[leap][i];
    return d;
}

static void to_roman(int n, char *out) {
    out[0] = 0;
    for (size_t i = 0; i < sizeof roman / sizeof roman[0]; i++)
        while (n >= roman[i].value) {
            strcat(out, roman[i].sym);
            n -= roman[i].value;
        }
}

static void to_hex(uint32_t v, char *out) {
    for (int i = 7; i >= 0; i--) {
        out[i] = hexdigits[v & 15];
        v >>= 4;
    }
    out[8] = 0;
}

int main(void) {
    unsigned total = 0;
    for (unsigned v = 0; v < 256; v++)
        total += popcount4[v & 15] + popcount4[v >> 4];
    printf("bits set in 0..255: %u\n", total);
    int years[] = {1900, 2000, 2023, 2024};
    for (int i = 0; i < 4; i++)
        printf("%d leap=%d day_of_year(Dec 31)=%d Mar 1=%d\n", years[i], is_leap(years[i]),
               day_of_year(years[i], 12, 31), day_of_year(years[i], 3, 1));
    for (int m = 0; m < 12; m += 2)
        printf("%s has %d days\n", month_names[m], month_days[0][m]);
    int nums[] = {1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999};
    for (int i = 0; i < 10; i++) {
        char buf[32];
        to_roman(nums[i], buf);
        printf("%d = %s\n", nums[i], buf);
    }
    double acc = 0;
    for (int i = 0; i < 5; i++)
        acc += weights[i] * (i + 1);
    printf("weighted=%f\n", acc);
    crc_init();
    const char *msgs[] = {"", "a", "abc", "123456789", "The quick brown fox jumps over the lazy dog"};
    for (int i = 0; i < 5; i++) {
        char hex[9];
        uint32_t c = crc32(msgs[i], strlen(msgs[i]));
        to_hex(c, hex);
        printf("crc32(\"%s\") = %s = %08X\n", msgs[i], hex, c);
    }
    printf("table[1]=%08x table[255]=%08x\n", crc_table[1], crc_table[255]);
    return 0;
}
