; ModuleID = 'src/vm/libc/libc.c'
source_filename = "src/vm/libc/libc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.pancam_file = type { i32 }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@pancam_errno = internal thread_local global i32 0, align 4, !dbg !0
@pancam_stdin = internal global %struct.pancam_file zeroinitializer, align 4, !dbg !114
@stdin = dso_local local_unnamed_addr global ptr @pancam_stdin, align 8, !dbg !34
@pancam_stdout = internal global %struct.pancam_file { i32 1 }, align 4, !dbg !116
@stdout = dso_local local_unnamed_addr global ptr @pancam_stdout, align 8, !dbg !40
@pancam_stderr = internal global %struct.pancam_file { i32 2 }, align 4, !dbg !118
@stderr = dso_local local_unnamed_addr global ptr @pancam_stderr, align 8, !dbg !42
@atexit_n = internal unnamed_addr global i32 0, align 4, !dbg !82
@atexit_fns = internal unnamed_addr global [32 x ptr] zeroinitializer, align 16, !dbg !74
@strtok.save = internal unnamed_addr global ptr null, align 8, !dbg !44
@ctype_b = internal constant ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), align 8, !dbg !120
@ctype_lower = internal constant ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), align 8, !dbg !52
@ctype_upper = internal constant ptr getelementptr inbounds (i8, ptr @ctype_upper_table, i64 512), align 8, !dbg !57
@ctype_lower_table = internal constant [384 x i32] [i32 -128, i32 -127, i32 -126, i32 -125, i32 -124, i32 -123, i32 -122, i32 -121, i32 -120, i32 -119, i32 -118, i32 -117, i32 -116, i32 -115, i32 -114, i32 -113, i32 -112, i32 -111, i32 -110, i32 -109, i32 -108, i32 -107, i32 -106, i32 -105, i32 -104, i32 -103, i32 -102, i32 -101, i32 -100, i32 -99, i32 -98, i32 -97, i32 -96, i32 -95, i32 -94, i32 -93, i32 -92, i32 -91, i32 -90, i32 -89, i32 -88, i32 -87, i32 -86, i32 -85, i32 -84, i32 -83, i32 -82, i32 -81, i32 -80, i32 -79, i32 -78, i32 -77, i32 -76, i32 -75, i32 -74, i32 -73, i32 -72, i32 -71, i32 -70, i32 -69, i32 -68, i32 -67, i32 -66, i32 -65, i32 -64, i32 -63, i32 -62, i32 -61, i32 -60, i32 -59, i32 -58, i32 -57, i32 -56, i32 -55, i32 -54, i32 -53, i32 -52, i32 -51, i32 -50, i32 -49, i32 -48, i32 -47, i32 -46, i32 -45, i32 -44, i32 -43, i32 -42, i32 -41, i32 -40, i32 -39, i32 -38, i32 -37, i32 -36, i32 -35, i32 -34, i32 -33, i32 -32, i32 -31, i32 -30, i32 -29, i32 -28, i32 -27, i32 -26, i32 -25, i32 -24, i32 -23, i32 -22, i32 -21, i32 -20, i32 -19, i32 -18, i32 -17, i32 -16, i32 -15, i32 -14, i32 -13, i32 -12, i32 -11, i32 -10, i32 -9, i32 -8, i32 -7, i32 -6, i32 -5, i32 -4, i32 -3, i32 -2, i32 -1, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119, i32 120, i32 121, i32 122, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119, i32 120, i32 121, i32 122, i32 123, i32 124, i32 125, i32 126, i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254, i32 255], align 16, !dbg !130
@ctype_upper_table = internal constant [384 x i32] [i32 -128, i32 -127, i32 -126, i32 -125, i32 -124, i32 -123, i32 -122, i32 -121, i32 -120, i32 -119, i32 -118, i32 -117, i32 -116, i32 -115, i32 -114, i32 -113, i32 -112, i32 -111, i32 -110, i32 -109, i32 -108, i32 -107, i32 -106, i32 -105, i32 -104, i32 -103, i32 -102, i32 -101, i32 -100, i32 -99, i32 -98, i32 -97, i32 -96, i32 -95, i32 -94, i32 -93, i32 -92, i32 -91, i32 -90, i32 -89, i32 -88, i32 -87, i32 -86, i32 -85, i32 -84, i32 -83, i32 -82, i32 -81, i32 -80, i32 -79, i32 -78, i32 -77, i32 -76, i32 -75, i32 -74, i32 -73, i32 -72, i32 -71, i32 -70, i32 -69, i32 -68, i32 -67, i32 -66, i32 -65, i32 -64, i32 -63, i32 -62, i32 -61, i32 -60, i32 -59, i32 -58, i32 -57, i32 -56, i32 -55, i32 -54, i32 -53, i32 -52, i32 -51, i32 -50, i32 -49, i32 -48, i32 -47, i32 -46, i32 -45, i32 -44, i32 -43, i32 -42, i32 -41, i32 -40, i32 -39, i32 -38, i32 -37, i32 -36, i32 -35, i32 -34, i32 -33, i32 -32, i32 -31, i32 -30, i32 -29, i32 -28, i32 -27, i32 -26, i32 -25, i32 -24, i32 -23, i32 -22, i32 -21, i32 -20, i32 -19, i32 -18, i32 -17, i32 -16, i32 -15, i32 -14, i32 -13, i32 -12, i32 -11, i32 -10, i32 -9, i32 -8, i32 -7, i32 -6, i32 -5, i32 -4, i32 -3, i32 -2, i32 -1, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 123, i32 124, i32 125, i32 126, i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254, i32 255], align 16, !dbg !133
@rand_state = internal unnamed_addr global [31 x i32] zeroinitializer, align 16, !dbg !84
@rand_f = internal unnamed_addr global i32 0, align 4, !dbg !89
@rand_r = internal unnamed_addr global i32 0, align 4, !dbg !91
@rand_seeded = internal unnamed_addr global i1 false, align 4, !dbg !256
@key_used = internal unnamed_addr global [64 x i32] zeroinitializer, align 16, !dbg !95
@key_dtor = internal unnamed_addr global [64 x ptr] zeroinitializer, align 16, !dbg !100
@__pancam_tsd_dtors = dso_local local_unnamed_addr global i32 0, align 4, !dbg !109
@key_value = internal thread_local unnamed_addr global [64 x ptr] zeroinitializer, align 16, !dbg !106
@pancam_errlist = internal unnamed_addr constant [36 x ptr] [ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21, ptr @.str.22, ptr @.str.23, ptr @.str.24, ptr @.str.25, ptr @.str.26, ptr @.str.27, ptr @.str.28, ptr @.str.29, ptr @.str.30, ptr @.str.31, ptr @.str.32, ptr @.str.33, ptr @.str.34, ptr @.str.35, ptr @.str.36, ptr @.str.37, ptr @.str.38, ptr @.str.39], align 16, !dbg !250
@pancam_errbuf = internal global [32 x i8] zeroinitializer, align 16, !dbg !111
@.str.1 = private unnamed_addr constant [3 x i8] c": \00", align 1, !dbg !64
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !69
@ctype_b_table = internal constant <{ [256 x i16], [128 x i16] }> <{ [256 x i16] [i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 8195, i16 8194, i16 8194, i16 8194, i16 8194, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 24577, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -11000, i16 -11000, i16 -11000, i16 -11000, i16 -11000, i16 -11000, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -10744, i16 -10744, i16 -10744, i16 -10744, i16 -10744, i16 -10744, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 2], [128 x i16] zeroinitializer }>, align 16, !dbg !125
@.str.4 = private unnamed_addr constant [8 x i8] c"Success\00", align 1, !dbg !135
@.str.5 = private unnamed_addr constant [24 x i8] c"Operation not permitted\00", align 1, !dbg !140
@.str.6 = private unnamed_addr constant [26 x i8] c"No such file or directory\00", align 1, !dbg !145
@.str.7 = private unnamed_addr constant [16 x i8] c"No such process\00", align 1, !dbg !150
@.str.8 = private unnamed_addr constant [24 x i8] c"Interrupted system call\00", align 1, !dbg !155
@.str.9 = private unnamed_addr constant [19 x i8] c"Input/output error\00", align 1, !dbg !157
@.str.10 = private unnamed_addr constant [26 x i8] c"No such device or address\00", align 1, !dbg !162
@.str.11 = private unnamed_addr constant [23 x i8] c"Argument list too long\00", align 1, !dbg !164
@.str.12 = private unnamed_addr constant [18 x i8] c"Exec format error\00", align 1, !dbg !169
@.str.13 = private unnamed_addr constant [20 x i8] c"Bad file descriptor\00", align 1, !dbg !174
@.str.14 = private unnamed_addr constant [19 x i8] c"No child processes\00", align 1, !dbg !179
@.str.15 = private unnamed_addr constant [33 x i8] c"Resource temporarily unavailable\00", align 1, !dbg !181
@.str.16 = private unnamed_addr constant [23 x i8] c"Cannot allocate memory\00", align 1, !dbg !186
@.str.17 = private unnamed_addr constant [18 x i8] c"Permission denied\00", align 1, !dbg !188
@.str.18 = private unnamed_addr constant [12 x i8] c"Bad address\00", align 1, !dbg !190
@.str.19 = private unnamed_addr constant [22 x i8] c"Block device required\00", align 1, !dbg !195
@.str.20 = private unnamed_addr constant [24 x i8] c"Device or resource busy\00", align 1, !dbg !200
@.str.21 = private unnamed_addr constant [12 x i8] c"File exists\00", align 1, !dbg !202
@.str.22 = private unnamed_addr constant [26 x i8] c"Invalid cross-device link\00", align 1, !dbg !204
@.str.23 = private unnamed_addr constant [15 x i8] c"No such device\00", align 1, !dbg !206
@.str.24 = private unnamed_addr constant [16 x i8] c"Not a directory\00", align 1, !dbg !208
@.str.25 = private unnamed_addr constant [15 x i8] c"Is a directory\00", align 1, !dbg !210
@.str.26 = private unnamed_addr constant [17 x i8] c"Invalid argument\00", align 1, !dbg !212
@.str.27 = private unnamed_addr constant [30 x i8] c"Too many open files in system\00", align 1, !dbg !217
@.str.28 = private unnamed_addr constant [20 x i8] c"Too many open files\00", align 1, !dbg !222
@.str.29 = private unnamed_addr constant [31 x i8] c"Inappropriate ioctl for device\00", align 1, !dbg !224
@.str.30 = private unnamed_addr constant [15 x i8] c"Text file busy\00", align 1, !dbg !227
@.str.31 = private unnamed_addr constant [15 x i8] c"File too large\00", align 1, !dbg !229
@.str.32 = private unnamed_addr constant [24 x i8] c"No space left on device\00", align 1, !dbg !231
@.str.33 = private unnamed_addr constant [13 x i8] c"Illegal seek\00", align 1, !dbg !233
@.str.34 = private unnamed_addr constant [22 x i8] c"Read-only file system\00", align 1, !dbg !238
@.str.35 = private unnamed_addr constant [15 x i8] c"Too many links\00", align 1, !dbg !240
@.str.36 = private unnamed_addr constant [12 x i8] c"Broken pipe\00", align 1, !dbg !242
@.str.37 = private unnamed_addr constant [33 x i8] c"Numerical argument out of domain\00", align 1, !dbg !244
@.str.38 = private unnamed_addr constant [30 x i8] c"Numerical result out of range\00", align 1, !dbg !246
@.str.39 = private unnamed_addr constant [26 x i8] c"Resource deadlock avoided\00", align 1, !dbg !248

@__isoc99_vscanf = dso_local alias i32 (ptr, ptr), ptr @vscanf
@__isoc99_scanf = dso_local alias i32 (ptr, ...), ptr @scanf
@__isoc99_fscanf = dso_local alias i32 (ptr, ptr, ...), ptr @fscanf

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local nonnull ptr @__errno_location() local_unnamed_addr #0 !dbg !263 {
  %1 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !266
  ret ptr %1, !dbg !267
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 -1, 1) i32 @atexit(ptr noundef %0) local_unnamed_addr #2 !dbg !268 {
    #dbg_value(ptr %0, !272, !DIExpression(), !273)
  %2 = load i32, ptr @atexit_n, align 4, !dbg !274, !tbaa !276
  %3 = icmp sgt i32 %2, 31, !dbg !280
  br i1 %3, label %8, label %4, !dbg !281

4:                                                ; preds = %1
  %5 = add nsw i32 %2, 1, !dbg !282
  store i32 %5, ptr @atexit_n, align 4, !dbg !282, !tbaa !276
  %6 = sext i32 %2 to i64, !dbg !283
  %7 = getelementptr inbounds [32 x ptr], ptr @atexit_fns, i64 0, i64 %6, !dbg !283
  store ptr %0, ptr %7, align 8, !dbg !284, !tbaa !285
  br label %8, !dbg !287

8:                                                ; preds = %1, %4
  %9 = phi i32 [ 0, %4 ], [ -1, %1 ], !dbg !273
  ret i32 %9, !dbg !288
}

; Function Attrs: noreturn nounwind
define dso_local void @exit(i32 noundef %0) local_unnamed_addr #3 !dbg !289 {
    #dbg_value(i32 %0, !293, !DIExpression(), !296)
  %2 = load i32, ptr @atexit_n, align 4, !dbg !297, !tbaa !276
  %3 = icmp sgt i32 %2, 0, !dbg !298
  br i1 %3, label %4, label %12, !dbg !299

4:                                                ; preds = %1, %4
  %5 = phi i32 [ %10, %4 ], [ %2, %1 ]
  %6 = add nsw i32 %5, -1, !dbg !300
  store i32 %6, ptr @atexit_n, align 4, !dbg !300, !tbaa !276
  %7 = zext nneg i32 %6 to i64, !dbg !301
  %8 = getelementptr inbounds [32 x ptr], ptr @atexit_fns, i64 0, i64 %7, !dbg !301
  %9 = load ptr, ptr %8, align 8, !dbg !301, !tbaa !285
    #dbg_value(ptr %9, !294, !DIExpression(), !302)
  tail call void %9() #19, !dbg !303
  %10 = load i32, ptr @atexit_n, align 4, !dbg !297, !tbaa !276
  %11 = icmp sgt i32 %10, 0, !dbg !298
  br i1 %11, label %4, label %12, !dbg !299, !llvm.loop !304

12:                                               ; preds = %4, %1
  tail call void @__pancam_exit(i32 noundef %0) #20, !dbg !307
  unreachable, !dbg !307
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: noreturn
declare !dbg !308 void @__pancam_exit(i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local i32 @memcmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #6 !dbg !309 {
    #dbg_value(ptr %0, !316, !DIExpression(), !323)
    #dbg_value(ptr %1, !317, !DIExpression(), !323)
    #dbg_value(i64 %2, !318, !DIExpression(), !323)
    #dbg_value(ptr %0, !319, !DIExpression(), !323)
    #dbg_value(ptr %1, !320, !DIExpression(), !323)
    #dbg_value(i64 0, !321, !DIExpression(), !324)
  %4 = icmp eq i64 %2, 0, !dbg !325
  br i1 %4, label %18, label %8, !dbg !327

5:                                                ; preds = %8
  %6 = add nuw i64 %9, 1, !dbg !328
    #dbg_value(i64 %6, !321, !DIExpression(), !324)
    #dbg_value(i64 %6, !321, !DIExpression(), !324)
  %7 = icmp eq i64 %6, %2, !dbg !325
  br i1 %7, label %18, label %8, !dbg !327, !llvm.loop !329

8:                                                ; preds = %3, %5
  %9 = phi i64 [ %6, %5 ], [ 0, %3 ]
    #dbg_value(i64 %9, !321, !DIExpression(), !324)
  %10 = getelementptr inbounds i8, ptr %0, i64 %9, !dbg !331
  %11 = load i8, ptr %10, align 1, !dbg !331, !tbaa !333
  %12 = getelementptr inbounds i8, ptr %1, i64 %9, !dbg !334
  %13 = load i8, ptr %12, align 1, !dbg !334, !tbaa !333
  %14 = icmp eq i8 %11, %13, !dbg !335
    #dbg_value(i64 %9, !321, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !324)
  br i1 %14, label %5, label %15, !dbg !336

15:                                               ; preds = %8
  %16 = icmp ult i8 %11, %13, !dbg !337
  %17 = select i1 %16, i32 -1, i32 1, !dbg !338
  br label %18, !dbg !339

18:                                               ; preds = %5, %3, %15
  %19 = phi i32 [ %17, %15 ], [ 0, %3 ], [ 0, %5 ]
  ret i32 %19, !dbg !340
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local range(i32 0, 2) i32 @bcmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #6 !dbg !341 {
    #dbg_value(ptr %0, !343, !DIExpression(), !346)
    #dbg_value(ptr %1, !344, !DIExpression(), !346)
    #dbg_value(i64 %2, !345, !DIExpression(), !346)
    #dbg_value(ptr %0, !316, !DIExpression(), !347)
    #dbg_value(ptr %1, !317, !DIExpression(), !347)
    #dbg_value(i64 %2, !318, !DIExpression(), !347)
    #dbg_value(ptr %0, !319, !DIExpression(), !347)
    #dbg_value(ptr %1, !320, !DIExpression(), !347)
    #dbg_value(i64 0, !321, !DIExpression(), !349)
  %4 = icmp eq i64 %2, 0, !dbg !350
  br i1 %4, label %15, label %8, !dbg !351

5:                                                ; preds = %8
  %6 = add nuw i64 %9, 1, !dbg !352
    #dbg_value(i64 %6, !321, !DIExpression(), !349)
    #dbg_value(i64 %6, !321, !DIExpression(), !349)
  %7 = icmp eq i64 %6, %2, !dbg !350
  br i1 %7, label %15, label %8, !dbg !351, !llvm.loop !353

8:                                                ; preds = %3, %5
  %9 = phi i64 [ %6, %5 ], [ 0, %3 ]
    #dbg_value(i64 %9, !321, !DIExpression(), !349)
  %10 = getelementptr inbounds i8, ptr %0, i64 %9, !dbg !355
  %11 = load i8, ptr %10, align 1, !dbg !355, !tbaa !333
  %12 = getelementptr inbounds i8, ptr %1, i64 %9, !dbg !356
  %13 = load i8, ptr %12, align 1, !dbg !356, !tbaa !333
  %14 = icmp eq i8 %11, %13, !dbg !357
    #dbg_value(i64 %9, !321, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !349)
  br i1 %14, label %5, label %15, !dbg !358

15:                                               ; preds = %8, %5, %3
  %16 = phi i32 [ 0, %3 ], [ 1, %8 ], [ 0, %5 ]
  ret i32 %16, !dbg !359
}

; Function Attrs: nounwind
define dso_local ptr @mempcpy(ptr noundef %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #7 !dbg !360 {
    #dbg_value(ptr %0, !364, !DIExpression(), !367)
    #dbg_value(ptr %1, !365, !DIExpression(), !367)
    #dbg_value(i64 %2, !366, !DIExpression(), !367)
  %4 = tail call ptr @memcpy(ptr noundef %0, ptr noundef %1, i64 noundef %2) #19, !dbg !368
  %5 = getelementptr inbounds i8, ptr %4, i64 %2, !dbg !369
  ret ptr %5, !dbg !370
}

declare !dbg !371 ptr @memcpy(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local noundef ptr @memrchr(ptr noundef readonly %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #6 !dbg !372 {
    #dbg_value(ptr %0, !376, !DIExpression(), !380)
    #dbg_value(i32 %1, !377, !DIExpression(), !380)
    #dbg_value(i64 %2, !378, !DIExpression(), !380)
    #dbg_value(ptr %0, !379, !DIExpression(), !380)
  %4 = trunc i32 %1 to i8
  br label %5, !dbg !381

5:                                                ; preds = %8, %3
  %6 = phi i64 [ %2, %3 ], [ %9, %8 ]
    #dbg_value(i64 %6, !378, !DIExpression(), !380)
  %7 = icmp eq i64 %6, 0, !dbg !382
  br i1 %7, label %15, label %8, !dbg !381

8:                                                ; preds = %5
  %9 = add i64 %6, -1, !dbg !383
    #dbg_value(i64 %9, !378, !DIExpression(), !380)
  %10 = getelementptr inbounds i8, ptr %0, i64 %9, !dbg !385
  %11 = load i8, ptr %10, align 1, !dbg !385, !tbaa !333
  %12 = icmp eq i8 %11, %4, !dbg !387
  br i1 %12, label %13, label %5, !dbg !388, !llvm.loop !389

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %0, i64 %9
  br label %15, !dbg !391

15:                                               ; preds = %5, %13
  %16 = phi ptr [ %14, %13 ], [ null, %5 ], !dbg !380
  ret ptr %16, !dbg !391
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local ptr @memchr(ptr noundef readonly %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #6 !dbg !392 {
    #dbg_value(ptr %0, !394, !DIExpression(), !400)
    #dbg_value(i32 %1, !395, !DIExpression(), !400)
    #dbg_value(i64 %2, !396, !DIExpression(), !400)
    #dbg_value(ptr %0, !397, !DIExpression(), !400)
    #dbg_value(i64 0, !398, !DIExpression(), !401)
  %4 = icmp eq i64 %2, 0, !dbg !402
  br i1 %4, label %17, label %5, !dbg !404

5:                                                ; preds = %3
  %6 = trunc i32 %1 to i8
  br label %7, !dbg !404

7:                                                ; preds = %5, %12
  %8 = phi i64 [ 0, %5 ], [ %13, %12 ]
    #dbg_value(i64 %8, !398, !DIExpression(), !401)
  %9 = getelementptr inbounds i8, ptr %0, i64 %8, !dbg !405
  %10 = load i8, ptr %9, align 1, !dbg !405, !tbaa !333
  %11 = icmp eq i8 %10, %6, !dbg !407
  br i1 %11, label %15, label %12, !dbg !408

12:                                               ; preds = %7
  %13 = add nuw i64 %8, 1, !dbg !409
    #dbg_value(i64 %13, !398, !DIExpression(), !401)
  %14 = icmp eq i64 %13, %2, !dbg !402
  br i1 %14, label %17, label %7, !dbg !404, !llvm.loop !410

15:                                               ; preds = %7
  %16 = getelementptr inbounds i8, ptr %0, i64 %8
  br label %17, !dbg !412

17:                                               ; preds = %12, %15, %3
  %18 = phi ptr [ null, %3 ], [ %16, %15 ], [ null, %12 ]
  ret ptr %18, !dbg !412
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local i64 @strnlen(ptr nocapture noundef readonly %0, i64 noundef %1) local_unnamed_addr #6 !dbg !413 {
    #dbg_value(ptr %0, !417, !DIExpression(), !420)
    #dbg_value(i64 %1, !418, !DIExpression(), !420)
    #dbg_value(i64 0, !419, !DIExpression(), !420)
  %3 = icmp eq i64 %1, 0, !dbg !421
  br i1 %3, label %12, label %4, !dbg !422

4:                                                ; preds = %2, %9
  %5 = phi i64 [ %10, %9 ], [ 0, %2 ]
    #dbg_value(i64 %5, !419, !DIExpression(), !420)
  %6 = getelementptr inbounds i8, ptr %0, i64 %5, !dbg !423
  %7 = load i8, ptr %6, align 1, !dbg !423, !tbaa !333
  %8 = icmp eq i8 %7, 0, !dbg !422
  br i1 %8, label %12, label %9, !dbg !424

9:                                                ; preds = %4
  %10 = add nuw i64 %5, 1, !dbg !425
    #dbg_value(i64 %10, !419, !DIExpression(), !420)
  %11 = icmp eq i64 %10, %1, !dbg !421
  br i1 %11, label %12, label %4, !dbg !422, !llvm.loop !426

12:                                               ; preds = %4, %9, %2
  %13 = phi i64 [ 0, %2 ], [ %1, %9 ], [ %5, %4 ], !dbg !420
  ret i64 %13, !dbg !427
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local range(i32 -1, 2) i32 @strcmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !428 {
    #dbg_value(ptr %0, !432, !DIExpression(), !436)
    #dbg_value(ptr %1, !433, !DIExpression(), !436)
    #dbg_value(ptr %0, !434, !DIExpression(), !436)
    #dbg_value(ptr %1, !435, !DIExpression(), !436)
  %3 = load i8, ptr %0, align 1, !dbg !437, !tbaa !333
  %4 = icmp eq i8 %3, 0, !dbg !437
  br i1 %4, label %16, label %5, !dbg !438

5:                                                ; preds = %2, %11
  %6 = phi i8 [ %14, %11 ], [ %3, %2 ]
  %7 = phi ptr [ %13, %11 ], [ %1, %2 ]
  %8 = phi ptr [ %12, %11 ], [ %0, %2 ]
    #dbg_value(ptr %7, !435, !DIExpression(), !436)
    #dbg_value(ptr %8, !434, !DIExpression(), !436)
  %9 = load i8, ptr %7, align 1, !dbg !439, !tbaa !333
  %10 = icmp eq i8 %6, %9, !dbg !440
  br i1 %10, label %11, label %16, !dbg !441

11:                                               ; preds = %5
  %12 = getelementptr inbounds i8, ptr %8, i64 1, !dbg !442
    #dbg_value(ptr %12, !434, !DIExpression(), !436)
  %13 = getelementptr inbounds i8, ptr %7, i64 1, !dbg !444
    #dbg_value(ptr %13, !435, !DIExpression(), !436)
  %14 = load i8, ptr %12, align 1, !dbg !437, !tbaa !333
  %15 = icmp eq i8 %14, 0, !dbg !437
  br i1 %15, label %16, label %5, !dbg !438, !llvm.loop !445

16:                                               ; preds = %5, %11, %2
  %17 = phi ptr [ %1, %2 ], [ %13, %11 ], [ %7, %5 ], !dbg !436
  %18 = phi i8 [ 0, %2 ], [ 0, %11 ], [ %6, %5 ], !dbg !437
  %19 = load i8, ptr %17, align 1, !dbg !447, !tbaa !333
  %20 = icmp ugt i8 %18, %19, !dbg !448
  %21 = zext i1 %20 to i32, !dbg !448
  %22 = icmp ult i8 %18, %19, !dbg !449
  %23 = sext i1 %22 to i32, !dbg !449
  %24 = add nsw i32 %23, %21, !dbg !450
  ret i32 %24, !dbg !451
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local i32 @strncmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #6 !dbg !452 {
    #dbg_value(ptr %0, !456, !DIExpression(), !463)
    #dbg_value(ptr %1, !457, !DIExpression(), !463)
    #dbg_value(i64 %2, !458, !DIExpression(), !463)
    #dbg_value(ptr %0, !459, !DIExpression(), !463)
    #dbg_value(ptr %1, !460, !DIExpression(), !463)
    #dbg_value(i64 0, !461, !DIExpression(), !464)
  %4 = icmp eq i64 %2, 0, !dbg !465
  br i1 %4, label %23, label %5, !dbg !467

5:                                                ; preds = %3, %18
  %6 = phi i64 [ %20, %18 ], [ 0, %3 ]
    #dbg_value(i64 %6, !461, !DIExpression(), !464)
  %7 = getelementptr inbounds i8, ptr %0, i64 %6, !dbg !468
  %8 = load i8, ptr %7, align 1, !dbg !468, !tbaa !333
  %9 = getelementptr inbounds i8, ptr %1, i64 %6, !dbg !471
  %10 = load i8, ptr %9, align 1, !dbg !471, !tbaa !333
  %11 = icmp eq i8 %8, %10, !dbg !472
  br i1 %11, label %18, label %12, !dbg !473

12:                                               ; preds = %5
  %13 = icmp ugt i8 %8, %10, !dbg !474
  %14 = zext i1 %13 to i32, !dbg !474
  %15 = icmp ult i8 %8, %10, !dbg !475
  %16 = sext i1 %15 to i32, !dbg !475
  %17 = add nsw i32 %16, %14, !dbg !476
  br label %23, !dbg !477

18:                                               ; preds = %5
  %19 = icmp eq i8 %8, 0, !dbg !478
    #dbg_value(i64 %6, !461, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !464)
  %20 = add nuw i64 %6, 1
    #dbg_value(i64 %20, !461, !DIExpression(), !464)
    #dbg_value(i64 %20, !461, !DIExpression(), !464)
  %21 = icmp eq i64 %20, %2
  %22 = select i1 %19, i1 true, i1 %21, !dbg !480
  br i1 %22, label %23, label %5, !dbg !480, !llvm.loop !481

23:                                               ; preds = %18, %3, %12
  %24 = phi i32 [ %17, %12 ], [ 0, %3 ], [ 0, %18 ]
  ret i32 %24, !dbg !483
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local noundef ptr @strcpy(ptr noundef returned writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #10 !dbg !484 {
    #dbg_value(ptr %0, !486, !DIExpression(), !489)
    #dbg_value(ptr %1, !487, !DIExpression(), !489)
    #dbg_value(ptr %0, !488, !DIExpression(), !489)
  br label %3, !dbg !490

3:                                                ; preds = %3, %2
  %4 = phi ptr [ %1, %2 ], [ %6, %3 ]
  %5 = phi ptr [ %0, %2 ], [ %8, %3 ]
    #dbg_value(ptr %5, !486, !DIExpression(), !489)
    #dbg_value(ptr %4, !487, !DIExpression(), !489)
  %6 = getelementptr inbounds i8, ptr %4, i64 1, !dbg !491
    #dbg_value(ptr %6, !487, !DIExpression(), !489)
  %7 = load i8, ptr %4, align 1, !dbg !492, !tbaa !333
  %8 = getelementptr inbounds i8, ptr %5, i64 1, !dbg !493
    #dbg_value(ptr %8, !486, !DIExpression(), !489)
  store i8 %7, ptr %5, align 1, !dbg !494, !tbaa !333
  %9 = icmp eq i8 %7, 0, !dbg !490
  br i1 %9, label %10, label %3, !dbg !490, !llvm.loop !495

10:                                               ; preds = %3
  ret ptr %0, !dbg !497
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local noundef ptr @stpcpy(ptr noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #10 !dbg !498 {
    #dbg_value(ptr %0, !500, !DIExpression(), !502)
    #dbg_value(ptr %1, !501, !DIExpression(), !502)
    #dbg_value(ptr %1, !501, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !502)
  %3 = load i8, ptr %1, align 1, !dbg !503, !tbaa !333
  store i8 %3, ptr %0, align 1, !dbg !504, !tbaa !333
  %4 = icmp eq i8 %3, 0, !dbg !505
  br i1 %4, label %12, label %5, !dbg !505

5:                                                ; preds = %2, %5
  %6 = phi ptr [ %8, %5 ], [ %1, %2 ]
  %7 = phi ptr [ %9, %5 ], [ %0, %2 ]
    #dbg_value(ptr %6, !501, !DIExpression(), !502)
    #dbg_value(ptr %7, !500, !DIExpression(), !502)
  %8 = getelementptr inbounds i8, ptr %6, i64 1, !dbg !506
    #dbg_value(ptr %8, !501, !DIExpression(), !502)
  %9 = getelementptr inbounds i8, ptr %7, i64 1, !dbg !507
    #dbg_value(ptr %9, !500, !DIExpression(), !502)
    #dbg_value(ptr %8, !501, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !502)
  %10 = load i8, ptr %8, align 1, !dbg !503, !tbaa !333
  store i8 %10, ptr %9, align 1, !dbg !504, !tbaa !333
  %11 = icmp eq i8 %10, 0, !dbg !505
  br i1 %11, label %12, label %5, !dbg !505, !llvm.loop !508

12:                                               ; preds = %5, %2
  %13 = phi ptr [ %0, %2 ], [ %9, %5 ]
  ret ptr %13, !dbg !509
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptr @stpncpy(ptr noundef writeonly %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #11 !dbg !510 {
    #dbg_value(ptr %0, !514, !DIExpression(), !519)
    #dbg_value(ptr %1, !515, !DIExpression(), !519)
    #dbg_value(i64 %2, !516, !DIExpression(), !519)
    #dbg_value(i64 0, !517, !DIExpression(), !519)
  %4 = icmp eq i64 %2, 0, !dbg !520
  br i1 %4, label %14, label %5, !dbg !523

5:                                                ; preds = %3, %10
  %6 = phi i64 [ %12, %10 ], [ 0, %3 ]
    #dbg_value(i64 %6, !517, !DIExpression(), !519)
  %7 = getelementptr inbounds i8, ptr %1, i64 %6, !dbg !524
  %8 = load i8, ptr %7, align 1, !dbg !524, !tbaa !333
  %9 = icmp eq i8 %8, 0, !dbg !523
  br i1 %9, label %14, label %10, !dbg !525

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %0, i64 %6, !dbg !526
  store i8 %8, ptr %11, align 1, !dbg !527, !tbaa !333
  %12 = add nuw i64 %6, 1, !dbg !528
    #dbg_value(i64 %12, !517, !DIExpression(), !519)
  %13 = icmp eq i64 %12, %2, !dbg !520
  br i1 %13, label %56, label %5, !dbg !523, !llvm.loop !529

14:                                               ; preds = %5, %3
  %15 = phi i64 [ 0, %3 ], [ %6, %5 ], !dbg !519
    #dbg_value(!DIArgList(ptr %0, i64 %15), !518, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !519)
    #dbg_value(i64 %15, !517, !DIExpression(), !519)
  %16 = icmp ult i64 %15, %2, !dbg !531
  br i1 %16, label %17, label %56, !dbg !534

17:                                               ; preds = %14
  %18 = sub i64 %2, %15, !dbg !534
  %19 = icmp ult i64 %18, 8, !dbg !534
  br i1 %19, label %49, label %20, !dbg !534

20:                                               ; preds = %17
  %21 = icmp ult i64 %18, 32, !dbg !534
  br i1 %21, label %37, label %22, !dbg !534

22:                                               ; preds = %20
  %23 = and i64 %18, -32, !dbg !534
  %24 = getelementptr i8, ptr %0, i64 %15
  br label %25, !dbg !534

25:                                               ; preds = %25, %22
  %26 = phi i64 [ 0, %22 ], [ %29, %25 ]
  %27 = getelementptr i8, ptr %24, i64 %26, !dbg !535
  %28 = getelementptr inbounds i8, ptr %27, i64 16, !dbg !536
  store <16 x i8> zeroinitializer, ptr %27, align 1, !dbg !536, !tbaa !333
  store <16 x i8> zeroinitializer, ptr %28, align 1, !dbg !536, !tbaa !333
  %29 = add nuw i64 %26, 32
  %30 = icmp eq i64 %29, %23
  br i1 %30, label %31, label %25, !llvm.loop !537

31:                                               ; preds = %25
  %32 = icmp eq i64 %18, %23, !dbg !534
  br i1 %32, label %56, label %33, !dbg !534

33:                                               ; preds = %31
  %34 = add i64 %15, %23, !dbg !534
  %35 = and i64 %18, 24, !dbg !534
  %36 = icmp eq i64 %35, 0, !dbg !534
  br i1 %36, label %49, label %37, !dbg !534

37:                                               ; preds = %20, %33
  %38 = phi i64 [ %23, %33 ], [ 0, %20 ]
  %39 = and i64 %18, -8, !dbg !534
  %40 = add i64 %15, %39, !dbg !534
  %41 = getelementptr i8, ptr %0, i64 %15
  br label %42, !dbg !534

42:                                               ; preds = %42, %37
  %43 = phi i64 [ %38, %37 ], [ %45, %42 ]
  %44 = getelementptr i8, ptr %41, i64 %43, !dbg !535
  store <8 x i8> zeroinitializer, ptr %44, align 1, !dbg !536, !tbaa !333
  %45 = add nuw i64 %43, 8
  %46 = icmp eq i64 %45, %39
  br i1 %46, label %47, label %42, !llvm.loop !541

47:                                               ; preds = %42
  %48 = icmp eq i64 %18, %39, !dbg !534
  br i1 %48, label %56, label %49, !dbg !534

49:                                               ; preds = %47, %17, %33
  %50 = phi i64 [ %15, %17 ], [ %34, %33 ], [ %40, %47 ]
  br label %51, !dbg !534

51:                                               ; preds = %49, %51
  %52 = phi i64 [ %54, %51 ], [ %50, %49 ]
    #dbg_value(i64 %52, !517, !DIExpression(), !519)
  %53 = getelementptr inbounds i8, ptr %0, i64 %52, !dbg !535
  store i8 0, ptr %53, align 1, !dbg !536, !tbaa !333
  %54 = add nuw i64 %52, 1, !dbg !542
    #dbg_value(i64 %54, !517, !DIExpression(), !519)
  %55 = icmp eq i64 %54, %2, !dbg !531
  br i1 %55, label %56, label %51, !dbg !534, !llvm.loop !543

56:                                               ; preds = %10, %51, %31, %47, %14
  %57 = phi i64 [ %15, %14 ], [ %15, %47 ], [ %15, %31 ], [ %15, %51 ], [ %2, %10 ]
  %58 = getelementptr inbounds i8, ptr %0, i64 %57, !dbg !544
    #dbg_value(ptr %58, !518, !DIExpression(), !519)
  ret ptr %58, !dbg !545
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local noundef ptr @strchrnul(ptr noundef readonly %0, i32 noundef %1) local_unnamed_addr #9 !dbg !546 {
    #dbg_value(ptr %0, !550, !DIExpression(), !552)
    #dbg_value(i32 %1, !551, !DIExpression(), !552)
  %3 = load i8, ptr %0, align 1, !dbg !553, !tbaa !333
  %4 = icmp eq i8 %3, 0, !dbg !553
  br i1 %4, label %17, label %5, !dbg !554

5:                                                ; preds = %2
  %6 = shl i32 %1, 24
  %7 = ashr exact i32 %6, 24
  br label %8, !dbg !554

8:                                                ; preds = %5, %13
  %9 = phi i8 [ %3, %5 ], [ %15, %13 ]
  %10 = phi ptr [ %0, %5 ], [ %14, %13 ]
    #dbg_value(ptr %10, !550, !DIExpression(), !552)
  %11 = sext i8 %9 to i32, !dbg !553
  %12 = icmp eq i32 %7, %11, !dbg !555
  br i1 %12, label %17, label %13, !dbg !556

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %10, i64 1, !dbg !557
    #dbg_value(ptr %14, !550, !DIExpression(), !552)
  %15 = load i8, ptr %14, align 1, !dbg !553, !tbaa !333
  %16 = icmp eq i8 %15, 0, !dbg !553
  br i1 %16, label %17, label %8, !dbg !554, !llvm.loop !558

17:                                               ; preds = %8, %13, %2
  %18 = phi ptr [ %0, %2 ], [ %14, %13 ], [ %10, %8 ]
  ret ptr %18, !dbg !559
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local noundef ptr @strncpy(ptr noundef returned writeonly %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #11 !dbg !560 {
    #dbg_value(ptr %0, !562, !DIExpression(), !566)
    #dbg_value(ptr %1, !563, !DIExpression(), !566)
    #dbg_value(i64 %2, !564, !DIExpression(), !566)
    #dbg_value(i64 0, !565, !DIExpression(), !566)
  %4 = icmp eq i64 %2, 0, !dbg !567
  br i1 %4, label %14, label %5, !dbg !570

5:                                                ; preds = %3, %10
  %6 = phi i64 [ %12, %10 ], [ 0, %3 ]
    #dbg_value(i64 %6, !565, !DIExpression(), !566)
  %7 = getelementptr inbounds i8, ptr %1, i64 %6, !dbg !571
  %8 = load i8, ptr %7, align 1, !dbg !571, !tbaa !333
  %9 = icmp eq i8 %8, 0, !dbg !570
  br i1 %9, label %14, label %10, !dbg !572

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %0, i64 %6, !dbg !573
  store i8 %8, ptr %11, align 1, !dbg !574, !tbaa !333
  %12 = add nuw i64 %6, 1, !dbg !575
    #dbg_value(i64 %12, !565, !DIExpression(), !566)
  %13 = icmp eq i64 %12, %2, !dbg !567
  br i1 %13, label %56, label %5, !dbg !570, !llvm.loop !576

14:                                               ; preds = %5, %3
  %15 = phi i64 [ 0, %3 ], [ %6, %5 ], !dbg !566
    #dbg_value(i64 %15, !565, !DIExpression(), !566)
  %16 = icmp ult i64 %15, %2, !dbg !578
  br i1 %16, label %17, label %56, !dbg !581

17:                                               ; preds = %14
  %18 = sub i64 %2, %15, !dbg !581
  %19 = icmp ult i64 %18, 8, !dbg !581
  br i1 %19, label %49, label %20, !dbg !581

20:                                               ; preds = %17
  %21 = icmp ult i64 %18, 32, !dbg !581
  br i1 %21, label %37, label %22, !dbg !581

22:                                               ; preds = %20
  %23 = and i64 %18, -32, !dbg !581
  %24 = getelementptr i8, ptr %0, i64 %15
  br label %25, !dbg !581

25:                                               ; preds = %25, %22
  %26 = phi i64 [ 0, %22 ], [ %29, %25 ]
  %27 = getelementptr i8, ptr %24, i64 %26, !dbg !582
  %28 = getelementptr inbounds i8, ptr %27, i64 16, !dbg !583
  store <16 x i8> zeroinitializer, ptr %27, align 1, !dbg !583, !tbaa !333
  store <16 x i8> zeroinitializer, ptr %28, align 1, !dbg !583, !tbaa !333
  %29 = add nuw i64 %26, 32
  %30 = icmp eq i64 %29, %23
  br i1 %30, label %31, label %25, !llvm.loop !584

31:                                               ; preds = %25
  %32 = icmp eq i64 %18, %23, !dbg !581
  br i1 %32, label %56, label %33, !dbg !581

33:                                               ; preds = %31
  %34 = add i64 %15, %23, !dbg !581
  %35 = and i64 %18, 24, !dbg !581
  %36 = icmp eq i64 %35, 0, !dbg !581
  br i1 %36, label %49, label %37, !dbg !581

37:                                               ; preds = %20, %33
  %38 = phi i64 [ %23, %33 ], [ 0, %20 ]
  %39 = and i64 %18, -8, !dbg !581
  %40 = add i64 %15, %39, !dbg !581
  %41 = getelementptr i8, ptr %0, i64 %15
  br label %42, !dbg !581

42:                                               ; preds = %42, %37
  %43 = phi i64 [ %38, %37 ], [ %45, %42 ]
  %44 = getelementptr i8, ptr %41, i64 %43, !dbg !582
  store <8 x i8> zeroinitializer, ptr %44, align 1, !dbg !583, !tbaa !333
  %45 = add nuw i64 %43, 8
  %46 = icmp eq i64 %45, %39
  br i1 %46, label %47, label %42, !llvm.loop !586

47:                                               ; preds = %42
  %48 = icmp eq i64 %18, %39, !dbg !581
  br i1 %48, label %56, label %49, !dbg !581

49:                                               ; preds = %47, %17, %33
  %50 = phi i64 [ %15, %17 ], [ %34, %33 ], [ %40, %47 ]
  br label %51, !dbg !581

51:                                               ; preds = %49, %51
  %52 = phi i64 [ %54, %51 ], [ %50, %49 ]
    #dbg_value(i64 %52, !565, !DIExpression(), !566)
  %53 = getelementptr inbounds i8, ptr %0, i64 %52, !dbg !582
  store i8 0, ptr %53, align 1, !dbg !583, !tbaa !333
  %54 = add nuw i64 %52, 1, !dbg !587
    #dbg_value(i64 %54, !565, !DIExpression(), !566)
  %55 = icmp eq i64 %54, %2, !dbg !578
  br i1 %55, label %56, label %51, !dbg !581, !llvm.loop !588

56:                                               ; preds = %10, %51, %31, %47, %14
  ret ptr %0, !dbg !589
}

; Function Attrs: nounwind
define dso_local noundef ptr @strcat(ptr noundef returned %0, ptr nocapture noundef readonly %1) local_unnamed_addr #7 !dbg !590 {
    #dbg_value(ptr %0, !592, !DIExpression(), !594)
    #dbg_value(ptr %1, !593, !DIExpression(), !594)
  %3 = tail call i64 @strlen(ptr noundef %0) #19, !dbg !595
  %4 = getelementptr inbounds i8, ptr %0, i64 %3, !dbg !596
    #dbg_value(ptr %4, !486, !DIExpression(), !597)
    #dbg_value(ptr %1, !487, !DIExpression(), !597)
    #dbg_value(ptr %4, !488, !DIExpression(), !597)
  br label %5, !dbg !599

5:                                                ; preds = %5, %2
  %6 = phi ptr [ %1, %2 ], [ %8, %5 ]
  %7 = phi ptr [ %4, %2 ], [ %10, %5 ]
    #dbg_value(ptr %7, !486, !DIExpression(), !597)
    #dbg_value(ptr %6, !487, !DIExpression(), !597)
  %8 = getelementptr inbounds i8, ptr %6, i64 1, !dbg !600
    #dbg_value(ptr %8, !487, !DIExpression(), !597)
  %9 = load i8, ptr %6, align 1, !dbg !601, !tbaa !333
  %10 = getelementptr inbounds i8, ptr %7, i64 1, !dbg !602
    #dbg_value(ptr %10, !486, !DIExpression(), !597)
  store i8 %9, ptr %7, align 1, !dbg !603, !tbaa !333
  %11 = icmp eq i8 %9, 0, !dbg !599
  br i1 %11, label %12, label %5, !dbg !599, !llvm.loop !604

12:                                               ; preds = %5
  ret ptr %0, !dbg !606
}

declare !dbg !607 i64 @strlen(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local noundef ptr @strncat(ptr noundef returned %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #7 !dbg !610 {
    #dbg_value(ptr %0, !612, !DIExpression(), !617)
    #dbg_value(ptr %1, !613, !DIExpression(), !617)
    #dbg_value(i64 %2, !614, !DIExpression(), !617)
  %4 = tail call i64 @strlen(ptr noundef %0) #19, !dbg !618
  %5 = getelementptr inbounds i8, ptr %0, i64 %4, !dbg !619
    #dbg_value(ptr %5, !615, !DIExpression(), !617)
    #dbg_value(i64 0, !616, !DIExpression(), !617)
  %6 = icmp eq i64 %2, 0, !dbg !620
  br i1 %6, label %16, label %7, !dbg !623

7:                                                ; preds = %3, %12
  %8 = phi i64 [ %14, %12 ], [ 0, %3 ]
    #dbg_value(i64 %8, !616, !DIExpression(), !617)
  %9 = getelementptr inbounds i8, ptr %1, i64 %8, !dbg !624
  %10 = load i8, ptr %9, align 1, !dbg !624, !tbaa !333
  %11 = icmp eq i8 %10, 0, !dbg !623
  br i1 %11, label %16, label %12, !dbg !625

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %5, i64 %8, !dbg !626
  store i8 %10, ptr %13, align 1, !dbg !627, !tbaa !333
  %14 = add nuw i64 %8, 1, !dbg !628
    #dbg_value(i64 %14, !616, !DIExpression(), !617)
  %15 = icmp eq i64 %14, %2, !dbg !620
  br i1 %15, label %16, label %7, !dbg !623, !llvm.loop !629

16:                                               ; preds = %7, %12, %3
  %17 = phi i64 [ 0, %3 ], [ %2, %12 ], [ %8, %7 ], !dbg !617
  %18 = getelementptr inbounds i8, ptr %5, i64 %17, !dbg !631
  store i8 0, ptr %18, align 1, !dbg !632, !tbaa !333
  ret ptr %0, !dbg !633
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local noundef ptr @strchr(ptr noundef readonly %0, i32 noundef %1) local_unnamed_addr #9 !dbg !634 {
    #dbg_value(ptr %0, !636, !DIExpression(), !638)
    #dbg_value(i32 %1, !637, !DIExpression(), !638)
  %3 = shl i32 %1, 24
  %4 = ashr exact i32 %3, 24
    #dbg_value(ptr %0, !636, !DIExpression(), !638)
  %5 = load i8, ptr %0, align 1, !dbg !639, !tbaa !333
  %6 = sext i8 %5 to i32, !dbg !639
  %7 = icmp eq i32 %4, %6, !dbg !644
  br i1 %7, label %17, label %8, !dbg !645

8:                                                ; preds = %2, %12
  %9 = phi i8 [ %14, %12 ], [ %5, %2 ]
  %10 = phi ptr [ %13, %12 ], [ %0, %2 ]
    #dbg_value(ptr %10, !636, !DIExpression(), !638)
  %11 = icmp eq i8 %9, 0, !dbg !646
  br i1 %11, label %17, label %12, !dbg !648

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %10, i64 1, !dbg !649
    #dbg_value(ptr %13, !636, !DIExpression(), !638)
  %14 = load i8, ptr %13, align 1, !dbg !639, !tbaa !333
  %15 = sext i8 %14 to i32, !dbg !639
  %16 = icmp eq i32 %4, %15, !dbg !644
  br i1 %16, label %17, label %8, !dbg !645, !llvm.loop !650

17:                                               ; preds = %12, %8, %2
  %18 = phi ptr [ %0, %2 ], [ null, %8 ], [ %13, %12 ], !dbg !653
  ret ptr %18, !dbg !654
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local ptr @strrchr(ptr noundef readonly %0, i32 noundef %1) local_unnamed_addr #9 !dbg !655 {
    #dbg_value(ptr %0, !657, !DIExpression(), !660)
    #dbg_value(i32 %1, !658, !DIExpression(), !660)
    #dbg_value(ptr null, !659, !DIExpression(), !660)
  %3 = shl i32 %1, 24
  %4 = ashr exact i32 %3, 24
  br label %5, !dbg !661

5:                                                ; preds = %5, %2
  %6 = phi ptr [ %0, %2 ], [ %13, %5 ]
  %7 = phi ptr [ null, %2 ], [ %11, %5 ], !dbg !660
    #dbg_value(ptr %7, !659, !DIExpression(), !660)
    #dbg_value(ptr %6, !657, !DIExpression(), !660)
  %8 = load i8, ptr %6, align 1, !dbg !662, !tbaa !333
  %9 = sext i8 %8 to i32, !dbg !662
  %10 = icmp eq i32 %4, %9, !dbg !667
  %11 = select i1 %10, ptr %6, ptr %7, !dbg !668
    #dbg_value(ptr %11, !659, !DIExpression(), !660)
  %12 = icmp eq i8 %8, 0, !dbg !669
  %13 = getelementptr inbounds i8, ptr %6, i64 1, !dbg !671
    #dbg_value(ptr %13, !657, !DIExpression(), !660)
  br i1 %12, label %14, label %5, !dbg !672, !llvm.loop !673

14:                                               ; preds = %5
  ret ptr %11, !dbg !676
}

; Function Attrs: nounwind
define dso_local noundef ptr @strstr(ptr noundef readonly %0, ptr noundef %1) local_unnamed_addr #7 !dbg !677 {
    #dbg_value(ptr %0, !681, !DIExpression(), !684)
    #dbg_value(ptr %1, !682, !DIExpression(), !684)
  %3 = tail call i64 @strlen(ptr noundef %1) #19, !dbg !685
    #dbg_value(i64 %3, !683, !DIExpression(), !684)
  %4 = icmp eq i64 %3, 0, !dbg !686
  br i1 %4, label %30, label %5, !dbg !688

5:                                                ; preds = %2
    #dbg_value(ptr %0, !681, !DIExpression(), !684)
  %6 = load i8, ptr %0, align 1, !dbg !689, !tbaa !333
  %7 = icmp eq i8 %6, 0, !dbg !692
  br i1 %7, label %30, label %8, !dbg !692

8:                                                ; preds = %5
  %9 = load i8, ptr %1, align 1, !tbaa !333
  br label %10, !dbg !692

10:                                               ; preds = %8, %26
  %11 = phi i8 [ %6, %8 ], [ %28, %26 ]
  %12 = phi ptr [ %0, %8 ], [ %27, %26 ]
    #dbg_value(ptr %12, !681, !DIExpression(), !684)
  %13 = icmp eq i8 %11, %9, !dbg !693
  br i1 %13, label %14, label %26, !dbg !695

14:                                               ; preds = %10, %21
  %15 = phi i64 [ %23, %21 ], [ 0, %10 ]
    #dbg_value(i64 %15, !461, !DIExpression(), !696)
  %16 = getelementptr inbounds i8, ptr %12, i64 %15, !dbg !698
  %17 = load i8, ptr %16, align 1, !dbg !698, !tbaa !333
  %18 = getelementptr inbounds i8, ptr %1, i64 %15, !dbg !699
  %19 = load i8, ptr %18, align 1, !dbg !699, !tbaa !333
  %20 = icmp eq i8 %17, %19, !dbg !700
  br i1 %20, label %21, label %26, !dbg !701

21:                                               ; preds = %14
  %22 = icmp eq i8 %17, 0, !dbg !702
    #dbg_value(i64 %15, !461, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !696)
  %23 = add nuw i64 %15, 1
    #dbg_value(i64 %23, !461, !DIExpression(), !696)
  %24 = icmp eq i64 %23, %3
  %25 = select i1 %22, i1 true, i1 %24, !dbg !703
  br i1 %25, label %30, label %14, !dbg !703, !llvm.loop !704

26:                                               ; preds = %14, %10
  %27 = getelementptr inbounds i8, ptr %12, i64 1, !dbg !707
    #dbg_value(ptr %27, !681, !DIExpression(), !684)
  %28 = load i8, ptr %27, align 1, !dbg !689, !tbaa !333
  %29 = icmp eq i8 %28, 0, !dbg !692
  br i1 %29, label %30, label %10, !dbg !692, !llvm.loop !708

30:                                               ; preds = %26, %21, %5, %2
  %31 = phi ptr [ %0, %2 ], [ null, %5 ], [ %12, %21 ], [ null, %26 ], !dbg !684
  ret ptr %31, !dbg !710
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local i64 @strspn(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !711 {
    #dbg_value(ptr %0, !715, !DIExpression(), !718)
    #dbg_value(ptr %1, !716, !DIExpression(), !718)
    #dbg_value(i64 0, !717, !DIExpression(), !718)
  %3 = load i8, ptr %0, align 1, !dbg !719, !tbaa !333
  %4 = icmp eq i8 %3, 0, !dbg !719
  br i1 %4, label %24, label %5, !dbg !720

5:                                                ; preds = %2
  %6 = load i8, ptr %1, align 1, !tbaa !333
  br label %7, !dbg !720

7:                                                ; preds = %5, %19
  %8 = phi i8 [ %3, %5 ], [ %22, %19 ]
  %9 = phi i64 [ 0, %5 ], [ %20, %19 ]
    #dbg_value(i64 %9, !717, !DIExpression(), !718)
    #dbg_value(ptr %1, !636, !DIExpression(), !721)
    #dbg_value(i8 %8, !637, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !721)
    #dbg_value(ptr %1, !636, !DIExpression(), !721)
  %10 = icmp eq i8 %8, %6, !dbg !723
  br i1 %10, label %19, label %11, !dbg !724

11:                                               ; preds = %7, %15
  %12 = phi i8 [ %17, %15 ], [ %6, %7 ]
  %13 = phi ptr [ %16, %15 ], [ %1, %7 ]
    #dbg_value(ptr %13, !636, !DIExpression(), !721)
  %14 = icmp eq i8 %12, 0, !dbg !725
  br i1 %14, label %24, label %15, !dbg !726

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i64 1, !dbg !727
    #dbg_value(ptr %16, !636, !DIExpression(), !721)
  %17 = load i8, ptr %16, align 1, !dbg !728, !tbaa !333
  %18 = icmp eq i8 %8, %17, !dbg !723
  br i1 %18, label %19, label %11, !dbg !724, !llvm.loop !729

19:                                               ; preds = %15, %7
  %20 = add i64 %9, 1, !dbg !732
    #dbg_value(i64 %20, !717, !DIExpression(), !718)
  %21 = getelementptr inbounds i8, ptr %0, i64 %20, !dbg !719
  %22 = load i8, ptr %21, align 1, !dbg !719, !tbaa !333
  %23 = icmp eq i8 %22, 0, !dbg !719
  br i1 %23, label %24, label %7, !dbg !720, !llvm.loop !733

24:                                               ; preds = %19, %11, %2
  %25 = phi i64 [ 0, %2 ], [ %9, %11 ], [ %20, %19 ]
  ret i64 %25, !dbg !735
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local i64 @strcspn(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !736 {
    #dbg_value(ptr %0, !738, !DIExpression(), !741)
    #dbg_value(ptr %1, !739, !DIExpression(), !741)
    #dbg_value(i64 0, !740, !DIExpression(), !741)
  %3 = load i8, ptr %0, align 1, !dbg !742, !tbaa !333
  %4 = icmp eq i8 %3, 0, !dbg !742
  br i1 %4, label %24, label %5, !dbg !743

5:                                                ; preds = %2
  %6 = load i8, ptr %1, align 1, !tbaa !333
  br label %7, !dbg !743

7:                                                ; preds = %5, %19
  %8 = phi i8 [ %3, %5 ], [ %22, %19 ]
  %9 = phi i64 [ 0, %5 ], [ %20, %19 ]
    #dbg_value(i64 %9, !740, !DIExpression(), !741)
    #dbg_value(ptr %1, !636, !DIExpression(), !744)
    #dbg_value(i8 %8, !637, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !744)
    #dbg_value(ptr %1, !636, !DIExpression(), !744)
  %10 = icmp eq i8 %8, %6, !dbg !746
  br i1 %10, label %24, label %11, !dbg !747

11:                                               ; preds = %7, %15
  %12 = phi i8 [ %17, %15 ], [ %6, %7 ]
  %13 = phi ptr [ %16, %15 ], [ %1, %7 ]
    #dbg_value(ptr %13, !636, !DIExpression(), !744)
  %14 = icmp eq i8 %12, 0, !dbg !748
  br i1 %14, label %19, label %15, !dbg !749

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i64 1, !dbg !750
    #dbg_value(ptr %16, !636, !DIExpression(), !744)
  %17 = load i8, ptr %16, align 1, !dbg !751, !tbaa !333
  %18 = icmp eq i8 %8, %17, !dbg !746
  br i1 %18, label %24, label %11, !dbg !747, !llvm.loop !752

19:                                               ; preds = %11
  %20 = add i64 %9, 1, !dbg !755
    #dbg_value(i64 %20, !740, !DIExpression(), !741)
  %21 = getelementptr inbounds i8, ptr %0, i64 %20, !dbg !742
  %22 = load i8, ptr %21, align 1, !dbg !742, !tbaa !333
  %23 = icmp eq i8 %22, 0, !dbg !742
  br i1 %23, label %24, label %7, !dbg !743, !llvm.loop !756

24:                                               ; preds = %19, %7, %15, %2
  %25 = phi i64 [ 0, %2 ], [ %9, %15 ], [ %20, %19 ], [ %9, %7 ]
  ret i64 %25, !dbg !758
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local ptr @strpbrk(ptr noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !759 {
    #dbg_value(ptr %0, !761, !DIExpression(), !763)
    #dbg_value(ptr %1, !762, !DIExpression(), !763)
    #dbg_value(ptr %0, !738, !DIExpression(), !764)
    #dbg_value(ptr %1, !739, !DIExpression(), !764)
    #dbg_value(i64 0, !740, !DIExpression(), !764)
  %3 = load i8, ptr %0, align 1, !dbg !766, !tbaa !333
  %4 = icmp eq i8 %3, 0, !dbg !766
  br i1 %4, label %24, label %5, !dbg !767

5:                                                ; preds = %2
  %6 = load i8, ptr %1, align 1, !tbaa !333
  br label %7, !dbg !767

7:                                                ; preds = %19, %5
  %8 = phi i8 [ %3, %5 ], [ %22, %19 ]
  %9 = phi i64 [ 0, %5 ], [ %20, %19 ]
    #dbg_value(i64 %9, !740, !DIExpression(), !764)
    #dbg_value(ptr %1, !636, !DIExpression(), !768)
    #dbg_value(i8 %8, !637, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !768)
    #dbg_value(ptr %1, !636, !DIExpression(), !768)
  %10 = icmp eq i8 %8, %6, !dbg !770
  br i1 %10, label %24, label %11, !dbg !771

11:                                               ; preds = %7, %15
  %12 = phi i8 [ %17, %15 ], [ %6, %7 ]
  %13 = phi ptr [ %16, %15 ], [ %1, %7 ]
    #dbg_value(ptr %13, !636, !DIExpression(), !768)
  %14 = icmp eq i8 %12, 0, !dbg !772
  br i1 %14, label %19, label %15, !dbg !773

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i64 1, !dbg !774
    #dbg_value(ptr %16, !636, !DIExpression(), !768)
  %17 = load i8, ptr %16, align 1, !dbg !775, !tbaa !333
  %18 = icmp eq i8 %8, %17, !dbg !770
  br i1 %18, label %24, label %11, !dbg !771, !llvm.loop !776

19:                                               ; preds = %11
  %20 = add i64 %9, 1, !dbg !779
    #dbg_value(i64 %20, !740, !DIExpression(), !764)
  %21 = getelementptr inbounds i8, ptr %0, i64 %20, !dbg !766
  %22 = load i8, ptr %21, align 1, !dbg !766, !tbaa !333
  %23 = icmp eq i8 %22, 0, !dbg !766
  br i1 %23, label %24, label %7, !dbg !767, !llvm.loop !780

24:                                               ; preds = %7, %19, %15, %2
  %25 = phi i64 [ 0, %2 ], [ %9, %15 ], [ %9, %7 ], [ %20, %19 ]
  %26 = getelementptr inbounds i8, ptr %0, i64 %25, !dbg !782
    #dbg_value(ptr %26, !761, !DIExpression(), !763)
  %27 = load i8, ptr %26, align 1, !dbg !783, !tbaa !333
  %28 = icmp eq i8 %27, 0, !dbg !783
  %29 = select i1 %28, ptr null, ptr %26, !dbg !783
  ret ptr %29, !dbg !784
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local noundef ptr @strtok_r(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2) local_unnamed_addr #10 !dbg !785 {
    #dbg_value(ptr %0, !790, !DIExpression(), !794)
    #dbg_value(ptr %1, !791, !DIExpression(), !794)
    #dbg_value(ptr %2, !792, !DIExpression(), !794)
  %4 = icmp eq ptr %0, null, !dbg !795
  br i1 %4, label %5, label %7, !dbg !797

5:                                                ; preds = %3
  %6 = load ptr, ptr %2, align 8, !dbg !798, !tbaa !285
    #dbg_value(ptr %6, !790, !DIExpression(), !794)
  br label %7, !dbg !799

7:                                                ; preds = %5, %3
  %8 = phi ptr [ %0, %3 ], [ %6, %5 ]
    #dbg_value(ptr %8, !790, !DIExpression(), !794)
    #dbg_value(ptr %8, !715, !DIExpression(), !800)
    #dbg_value(ptr %1, !716, !DIExpression(), !800)
    #dbg_value(i64 0, !717, !DIExpression(), !800)
  %9 = load i8, ptr %8, align 1, !dbg !802, !tbaa !333
  %10 = icmp eq i8 %9, 0, !dbg !802
  br i1 %10, label %30, label %11, !dbg !803

11:                                               ; preds = %7
  %12 = load i8, ptr %1, align 1, !tbaa !333
  br label %13, !dbg !803

13:                                               ; preds = %25, %11
  %14 = phi i8 [ %9, %11 ], [ %28, %25 ]
  %15 = phi i64 [ 0, %11 ], [ %26, %25 ]
    #dbg_value(i64 %15, !717, !DIExpression(), !800)
    #dbg_value(ptr %1, !636, !DIExpression(), !804)
    #dbg_value(i8 %14, !637, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !804)
    #dbg_value(ptr %1, !636, !DIExpression(), !804)
  %16 = icmp eq i8 %14, %12, !dbg !806
  br i1 %16, label %25, label %17, !dbg !807

17:                                               ; preds = %13, %21
  %18 = phi i8 [ %23, %21 ], [ %12, %13 ]
  %19 = phi ptr [ %22, %21 ], [ %1, %13 ]
    #dbg_value(ptr %19, !636, !DIExpression(), !804)
  %20 = icmp eq i8 %18, 0, !dbg !808
  br i1 %20, label %33, label %21, !dbg !809

21:                                               ; preds = %17
  %22 = getelementptr inbounds i8, ptr %19, i64 1, !dbg !810
    #dbg_value(ptr %22, !636, !DIExpression(), !804)
  %23 = load i8, ptr %22, align 1, !dbg !811, !tbaa !333
  %24 = icmp eq i8 %14, %23, !dbg !806
  br i1 %24, label %25, label %17, !dbg !807, !llvm.loop !812

25:                                               ; preds = %21, %13
  %26 = add i64 %15, 1, !dbg !815
    #dbg_value(i64 %26, !717, !DIExpression(), !800)
  %27 = getelementptr inbounds i8, ptr %8, i64 %26, !dbg !802
  %28 = load i8, ptr %27, align 1, !dbg !802, !tbaa !333
  %29 = icmp eq i8 %28, 0, !dbg !802
  br i1 %29, label %30, label %13, !dbg !803, !llvm.loop !816

30:                                               ; preds = %25, %7
  %31 = phi i64 [ 0, %7 ], [ %26, %25 ]
  %32 = getelementptr inbounds i8, ptr %8, i64 %31, !dbg !818
    #dbg_value(ptr %32, !790, !DIExpression(), !794)
  br label %60, !dbg !819

33:                                               ; preds = %17
  %34 = getelementptr inbounds i8, ptr %8, i64 %15, !dbg !818
    #dbg_value(ptr %34, !790, !DIExpression(), !794)
    #dbg_value(ptr %34, !738, !DIExpression(), !820)
    #dbg_value(ptr %1, !739, !DIExpression(), !820)
    #dbg_value(i64 0, !740, !DIExpression(), !820)
  %35 = load i8, ptr %1, align 1, !tbaa !333
  br label %36, !dbg !822

36:                                               ; preds = %48, %33
  %37 = phi i8 [ %14, %33 ], [ %51, %48 ]
  %38 = phi i64 [ 0, %33 ], [ %49, %48 ]
    #dbg_value(i64 %38, !740, !DIExpression(), !820)
    #dbg_value(i8 %37, !637, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !823)
    #dbg_value(ptr %1, !636, !DIExpression(), !823)
  %39 = icmp eq i8 %37, %35, !dbg !825
  br i1 %39, label %53, label %40, !dbg !826

40:                                               ; preds = %36, %44
  %41 = phi i8 [ %46, %44 ], [ %35, %36 ]
  %42 = phi ptr [ %45, %44 ], [ %1, %36 ]
    #dbg_value(ptr %42, !636, !DIExpression(), !823)
  %43 = icmp eq i8 %41, 0, !dbg !827
  br i1 %43, label %48, label %44, !dbg !828

44:                                               ; preds = %40
  %45 = getelementptr inbounds i8, ptr %42, i64 1, !dbg !829
    #dbg_value(ptr %45, !636, !DIExpression(), !823)
  %46 = load i8, ptr %45, align 1, !dbg !830, !tbaa !333
  %47 = icmp eq i8 %37, %46, !dbg !825
  br i1 %47, label %53, label %40, !dbg !826, !llvm.loop !831

48:                                               ; preds = %40
  %49 = add i64 %38, 1, !dbg !834
    #dbg_value(i64 %49, !740, !DIExpression(), !820)
  %50 = getelementptr inbounds i8, ptr %34, i64 %49, !dbg !835
  %51 = load i8, ptr %50, align 1, !dbg !835, !tbaa !333
  %52 = icmp eq i8 %51, 0, !dbg !835
  br i1 %52, label %53, label %36, !dbg !822, !llvm.loop !836

53:                                               ; preds = %36, %48, %44
  %54 = phi i64 [ %38, %44 ], [ %38, %36 ], [ %49, %48 ]
  %55 = getelementptr inbounds i8, ptr %34, i64 %54, !dbg !838
    #dbg_value(ptr %55, !793, !DIExpression(), !794)
  %56 = load i8, ptr %55, align 1, !dbg !839, !tbaa !333
  %57 = icmp eq i8 %56, 0, !dbg !839
  br i1 %57, label %60, label %58, !dbg !841

58:                                               ; preds = %53
  %59 = getelementptr inbounds i8, ptr %55, i64 1, !dbg !842
    #dbg_value(ptr %59, !793, !DIExpression(), !794)
  store i8 0, ptr %55, align 1, !dbg !843, !tbaa !333
  br label %60, !dbg !844

60:                                               ; preds = %30, %53, %58
  %61 = phi ptr [ %59, %58 ], [ %55, %53 ], [ %32, %30 ], !dbg !794
  %62 = phi ptr [ %34, %58 ], [ %34, %53 ], [ null, %30 ], !dbg !794
  store ptr %61, ptr %2, align 8, !dbg !794, !tbaa !285
  ret ptr %62, !dbg !845
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local ptr @strtok(ptr noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #10 !dbg !46 {
    #dbg_value(ptr %0, !50, !DIExpression(), !846)
    #dbg_value(ptr %1, !51, !DIExpression(), !846)
    #dbg_value(ptr %0, !790, !DIExpression(), !847)
    #dbg_value(ptr %1, !791, !DIExpression(), !847)
    #dbg_value(ptr @strtok.save, !792, !DIExpression(), !847)
  %3 = icmp eq ptr %0, null, !dbg !849
  %4 = load ptr, ptr @strtok.save, align 8
  %5 = select i1 %3, ptr %4, ptr %0, !dbg !850
    #dbg_value(ptr %5, !790, !DIExpression(), !847)
    #dbg_value(ptr %5, !715, !DIExpression(), !851)
    #dbg_value(ptr %1, !716, !DIExpression(), !851)
    #dbg_value(i64 0, !717, !DIExpression(), !851)
  %6 = load i8, ptr %5, align 1, !dbg !853, !tbaa !333
  %7 = icmp eq i8 %6, 0, !dbg !853
  br i1 %7, label %27, label %8, !dbg !854

8:                                                ; preds = %2
  %9 = load i8, ptr %1, align 1, !tbaa !333
  br label %10, !dbg !854

10:                                               ; preds = %22, %8
  %11 = phi i8 [ %6, %8 ], [ %25, %22 ]
  %12 = phi i64 [ 0, %8 ], [ %23, %22 ]
    #dbg_value(i64 %12, !717, !DIExpression(), !851)
    #dbg_value(ptr %1, !636, !DIExpression(), !855)
    #dbg_value(i8 %11, !637, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !855)
    #dbg_value(ptr %1, !636, !DIExpression(), !855)
  %13 = icmp eq i8 %11, %9, !dbg !857
  br i1 %13, label %22, label %14, !dbg !858

14:                                               ; preds = %10, %18
  %15 = phi i8 [ %20, %18 ], [ %9, %10 ]
  %16 = phi ptr [ %19, %18 ], [ %1, %10 ]
    #dbg_value(ptr %16, !636, !DIExpression(), !855)
  %17 = icmp eq i8 %15, 0, !dbg !859
  br i1 %17, label %30, label %18, !dbg !860

18:                                               ; preds = %14
  %19 = getelementptr inbounds i8, ptr %16, i64 1, !dbg !861
    #dbg_value(ptr %19, !636, !DIExpression(), !855)
  %20 = load i8, ptr %19, align 1, !dbg !862, !tbaa !333
  %21 = icmp eq i8 %11, %20, !dbg !857
  br i1 %21, label %22, label %14, !dbg !858, !llvm.loop !863

22:                                               ; preds = %18, %10
  %23 = add i64 %12, 1, !dbg !866
    #dbg_value(i64 %23, !717, !DIExpression(), !851)
  %24 = getelementptr inbounds i8, ptr %5, i64 %23, !dbg !853
  %25 = load i8, ptr %24, align 1, !dbg !853, !tbaa !333
  %26 = icmp eq i8 %25, 0, !dbg !853
  br i1 %26, label %27, label %10, !dbg !854, !llvm.loop !867

27:                                               ; preds = %22, %2
  %28 = phi i64 [ 0, %2 ], [ %23, %22 ]
  %29 = getelementptr inbounds i8, ptr %5, i64 %28, !dbg !869
    #dbg_value(ptr %29, !790, !DIExpression(), !847)
  br label %56, !dbg !870

30:                                               ; preds = %14
  %31 = getelementptr inbounds i8, ptr %5, i64 %12, !dbg !869
    #dbg_value(ptr %31, !790, !DIExpression(), !847)
    #dbg_value(ptr %31, !738, !DIExpression(), !871)
    #dbg_value(ptr %1, !739, !DIExpression(), !871)
    #dbg_value(i64 0, !740, !DIExpression(), !871)
  br label %32, !dbg !873

32:                                               ; preds = %44, %30
  %33 = phi i8 [ %11, %30 ], [ %47, %44 ]
  %34 = phi i64 [ 0, %30 ], [ %45, %44 ]
    #dbg_value(i64 %34, !740, !DIExpression(), !871)
    #dbg_value(i8 %33, !637, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !874)
    #dbg_value(ptr %1, !636, !DIExpression(), !874)
  %35 = icmp eq i8 %33, %9, !dbg !876
  br i1 %35, label %49, label %36, !dbg !877

36:                                               ; preds = %32, %40
  %37 = phi i8 [ %42, %40 ], [ %9, %32 ]
  %38 = phi ptr [ %41, %40 ], [ %1, %32 ]
    #dbg_value(ptr %38, !636, !DIExpression(), !874)
  %39 = icmp eq i8 %37, 0, !dbg !878
  br i1 %39, label %44, label %40, !dbg !879

40:                                               ; preds = %36
  %41 = getelementptr inbounds i8, ptr %38, i64 1, !dbg !880
    #dbg_value(ptr %41, !636, !DIExpression(), !874)
  %42 = load i8, ptr %41, align 1, !dbg !881, !tbaa !333
  %43 = icmp eq i8 %33, %42, !dbg !876
  br i1 %43, label %49, label %36, !dbg !877, !llvm.loop !882

44:                                               ; preds = %36
  %45 = add i64 %34, 1, !dbg !885
    #dbg_value(i64 %45, !740, !DIExpression(), !871)
  %46 = getelementptr inbounds i8, ptr %31, i64 %45, !dbg !886
  %47 = load i8, ptr %46, align 1, !dbg !886, !tbaa !333
  %48 = icmp eq i8 %47, 0, !dbg !886
  br i1 %48, label %49, label %32, !dbg !873, !llvm.loop !887

49:                                               ; preds = %44, %32, %40
  %50 = phi i64 [ %34, %40 ], [ %45, %44 ], [ %34, %32 ]
  %51 = getelementptr inbounds i8, ptr %31, i64 %50, !dbg !889
    #dbg_value(ptr %51, !793, !DIExpression(), !847)
  %52 = load i8, ptr %51, align 1, !dbg !890, !tbaa !333
  %53 = icmp eq i8 %52, 0, !dbg !890
  br i1 %53, label %56, label %54, !dbg !891

54:                                               ; preds = %49
  %55 = getelementptr inbounds i8, ptr %51, i64 1, !dbg !892
    #dbg_value(ptr %55, !793, !DIExpression(), !847)
  store i8 0, ptr %51, align 1, !dbg !893, !tbaa !333
  br label %56, !dbg !894

56:                                               ; preds = %27, %49, %54
  %57 = phi ptr [ %55, %54 ], [ %51, %49 ], [ %29, %27 ], !dbg !847
  %58 = phi ptr [ %31, %54 ], [ %31, %49 ], [ null, %27 ], !dbg !847
  store ptr %57, ptr @strtok.save, align 8, !dbg !847, !tbaa !285
  ret ptr %58, !dbg !895
}

; Function Attrs: nounwind
define dso_local ptr @strdup(ptr noundef %0) local_unnamed_addr #7 !dbg !896 {
    #dbg_value(ptr %0, !900, !DIExpression(), !903)
  %2 = tail call i64 @strlen(ptr noundef %0) #19, !dbg !904
  %3 = add i64 %2, 1, !dbg !905
    #dbg_value(i64 %3, !901, !DIExpression(), !903)
  %4 = tail call ptr @malloc(i64 noundef %3) #19, !dbg !906
    #dbg_value(ptr %4, !902, !DIExpression(), !903)
  %5 = icmp eq ptr %4, null, !dbg !907
  br i1 %5, label %8, label %6, !dbg !909

6:                                                ; preds = %1
  %7 = tail call ptr @memcpy(ptr noundef nonnull %4, ptr noundef %0, i64 noundef %3) #19, !dbg !910
  br label %8, !dbg !910

8:                                                ; preds = %6, %1
  ret ptr %4, !dbg !911
}

declare !dbg !912 ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local ptr @strndup(ptr noundef %0, i64 noundef %1) local_unnamed_addr #7 !dbg !915 {
    #dbg_value(ptr %0, !919, !DIExpression(), !923)
    #dbg_value(i64 %1, !920, !DIExpression(), !923)
    #dbg_value(ptr %0, !417, !DIExpression(), !924)
    #dbg_value(i64 %1, !418, !DIExpression(), !924)
    #dbg_value(i64 0, !419, !DIExpression(), !924)
  %3 = icmp eq i64 %1, 0, !dbg !926
  br i1 %3, label %12, label %4, !dbg !927

4:                                                ; preds = %2, %9
  %5 = phi i64 [ %10, %9 ], [ 0, %2 ]
    #dbg_value(i64 %5, !419, !DIExpression(), !924)
  %6 = getelementptr inbounds i8, ptr %0, i64 %5, !dbg !928
  %7 = load i8, ptr %6, align 1, !dbg !928, !tbaa !333
  %8 = icmp eq i8 %7, 0, !dbg !927
  br i1 %8, label %12, label %9, !dbg !929

9:                                                ; preds = %4
  %10 = add nuw i64 %5, 1, !dbg !930
    #dbg_value(i64 %10, !419, !DIExpression(), !924)
  %11 = icmp eq i64 %10, %1, !dbg !926
  br i1 %11, label %12, label %4, !dbg !927, !llvm.loop !931

12:                                               ; preds = %4, %9, %2
  %13 = phi i64 [ 0, %2 ], [ %5, %4 ], [ %1, %9 ], !dbg !924
    #dbg_value(i64 %13, !921, !DIExpression(), !923)
  %14 = add i64 %13, 1, !dbg !932
  %15 = tail call ptr @malloc(i64 noundef %14) #19, !dbg !933
    #dbg_value(ptr %15, !922, !DIExpression(), !923)
  %16 = icmp eq ptr %15, null, !dbg !934
  br i1 %16, label %20, label %17, !dbg !936

17:                                               ; preds = %12
  %18 = tail call ptr @memcpy(ptr noundef nonnull %15, ptr noundef %0, i64 noundef %13) #19, !dbg !937
  %19 = getelementptr inbounds i8, ptr %15, i64 %13, !dbg !939
  store i8 0, ptr %19, align 1, !dbg !940, !tbaa !333
  br label %20, !dbg !941

20:                                               ; preds = %17, %12
  ret ptr %15, !dbg !942
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef nonnull ptr @__ctype_b_loc() local_unnamed_addr #0 !dbg !943 {
  ret ptr @ctype_b, !dbg !947
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef nonnull ptr @__ctype_tolower_loc() local_unnamed_addr #0 !dbg !948 {
  ret ptr @ctype_lower, !dbg !952
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef nonnull ptr @__ctype_toupper_loc() local_unnamed_addr #0 !dbg !953 {
  ret ptr @ctype_upper, !dbg !954
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 1025) i32 @isalpha(i32 noundef %0) local_unnamed_addr #0 !dbg !955 {
    #dbg_value(i32 %0, !959, !DIExpression(), !960)
    #dbg_value(i32 %0, !961, !DIExpression(), !964)
  %2 = add i32 %0, 128, !dbg !966
  %3 = icmp ult i32 %2, 384, !dbg !966
  br i1 %3, label %4, label %10, !dbg !966

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !967
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !967
  %7 = load i16, ptr %6, align 2, !dbg !967, !tbaa !968
  %8 = and i16 %7, 1024, !dbg !970
  %9 = zext nneg i16 %8 to i32, !dbg !970
  br label %10, !dbg !971

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !971
  ret i32 %11, !dbg !972
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 2049) i32 @isdigit(i32 noundef %0) local_unnamed_addr #0 !dbg !973 {
    #dbg_value(i32 %0, !975, !DIExpression(), !976)
    #dbg_value(i32 %0, !961, !DIExpression(), !977)
  %2 = add i32 %0, 128, !dbg !979
  %3 = icmp ult i32 %2, 384, !dbg !979
  br i1 %3, label %4, label %10, !dbg !979

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !980
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !980
  %7 = load i16, ptr %6, align 2, !dbg !980, !tbaa !968
  %8 = and i16 %7, 2048, !dbg !981
  %9 = zext nneg i16 %8 to i32, !dbg !981
  br label %10, !dbg !982

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !982
  ret i32 %11, !dbg !983
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 9) i32 @isalnum(i32 noundef %0) local_unnamed_addr #0 !dbg !984 {
    #dbg_value(i32 %0, !986, !DIExpression(), !987)
    #dbg_value(i32 %0, !961, !DIExpression(), !988)
  %2 = add i32 %0, 128, !dbg !990
  %3 = icmp ult i32 %2, 384, !dbg !990
  br i1 %3, label %4, label %10, !dbg !990

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !991
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !991
  %7 = load i16, ptr %6, align 2, !dbg !991, !tbaa !968
  %8 = and i16 %7, 8, !dbg !992
  %9 = zext nneg i16 %8 to i32, !dbg !992
  br label %10, !dbg !993

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !993
  ret i32 %11, !dbg !994
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 8193) i32 @isspace(i32 noundef %0) local_unnamed_addr #0 !dbg !995 {
    #dbg_value(i32 %0, !997, !DIExpression(), !998)
    #dbg_value(i32 %0, !961, !DIExpression(), !999)
  %2 = add i32 %0, 128, !dbg !1001
  %3 = icmp ult i32 %2, 384, !dbg !1001
  br i1 %3, label %4, label %10, !dbg !1001

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !1002
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1002
  %7 = load i16, ptr %6, align 2, !dbg !1002, !tbaa !968
  %8 = and i16 %7, 8192, !dbg !1003
  %9 = zext nneg i16 %8 to i32, !dbg !1003
  br label %10, !dbg !1004

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !1004
  ret i32 %11, !dbg !1005
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 257) i32 @isupper(i32 noundef %0) local_unnamed_addr #0 !dbg !1006 {
    #dbg_value(i32 %0, !1008, !DIExpression(), !1009)
    #dbg_value(i32 %0, !961, !DIExpression(), !1010)
  %2 = add i32 %0, 128, !dbg !1012
  %3 = icmp ult i32 %2, 384, !dbg !1012
  br i1 %3, label %4, label %10, !dbg !1012

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !1013
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1013
  %7 = load i16, ptr %6, align 2, !dbg !1013, !tbaa !968
  %8 = and i16 %7, 256, !dbg !1014
  %9 = zext nneg i16 %8 to i32, !dbg !1014
  br label %10, !dbg !1015

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !1015
  ret i32 %11, !dbg !1016
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 513) i32 @islower(i32 noundef %0) local_unnamed_addr #0 !dbg !1017 {
    #dbg_value(i32 %0, !1019, !DIExpression(), !1020)
    #dbg_value(i32 %0, !961, !DIExpression(), !1021)
  %2 = add i32 %0, 128, !dbg !1023
  %3 = icmp ult i32 %2, 384, !dbg !1023
  br i1 %3, label %4, label %10, !dbg !1023

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !1024
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1024
  %7 = load i16, ptr %6, align 2, !dbg !1024, !tbaa !968
  %8 = and i16 %7, 512, !dbg !1025
  %9 = zext nneg i16 %8 to i32, !dbg !1025
  br label %10, !dbg !1026

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !1026
  ret i32 %11, !dbg !1027
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 4097) i32 @isxdigit(i32 noundef %0) local_unnamed_addr #0 !dbg !1028 {
    #dbg_value(i32 %0, !1030, !DIExpression(), !1031)
    #dbg_value(i32 %0, !961, !DIExpression(), !1032)
  %2 = add i32 %0, 128, !dbg !1034
  %3 = icmp ult i32 %2, 384, !dbg !1034
  br i1 %3, label %4, label %10, !dbg !1034

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !1035
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1035
  %7 = load i16, ptr %6, align 2, !dbg !1035, !tbaa !968
  %8 = and i16 %7, 4096, !dbg !1036
  %9 = zext nneg i16 %8 to i32, !dbg !1036
  br label %10, !dbg !1037

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !1037
  ret i32 %11, !dbg !1038
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 16385) i32 @isprint(i32 noundef %0) local_unnamed_addr #0 !dbg !1039 {
    #dbg_value(i32 %0, !1041, !DIExpression(), !1042)
    #dbg_value(i32 %0, !961, !DIExpression(), !1043)
  %2 = add i32 %0, 128, !dbg !1045
  %3 = icmp ult i32 %2, 384, !dbg !1045
  br i1 %3, label %4, label %10, !dbg !1045

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !1046
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1046
  %7 = load i16, ptr %6, align 2, !dbg !1046, !tbaa !968
  %8 = and i16 %7, 16384, !dbg !1047
  %9 = zext nneg i16 %8 to i32, !dbg !1047
  br label %10, !dbg !1048

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !1048
  ret i32 %11, !dbg !1049
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 32769) i32 @isgraph(i32 noundef %0) local_unnamed_addr #0 !dbg !1050 {
    #dbg_value(i32 %0, !1052, !DIExpression(), !1053)
    #dbg_value(i32 %0, !961, !DIExpression(), !1054)
  %2 = add i32 %0, 128, !dbg !1056
  %3 = icmp ult i32 %2, 384, !dbg !1056
  br i1 %3, label %4, label %10, !dbg !1056

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !1057
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1057
  %7 = load i16, ptr %6, align 2, !dbg !1057, !tbaa !968
  %8 = and i16 %7, -32768, !dbg !1058
  %9 = zext i16 %8 to i32, !dbg !1058
  br label %10, !dbg !1059

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !1059
  ret i32 %11, !dbg !1060
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 5) i32 @ispunct(i32 noundef %0) local_unnamed_addr #0 !dbg !1061 {
    #dbg_value(i32 %0, !1063, !DIExpression(), !1064)
    #dbg_value(i32 %0, !961, !DIExpression(), !1065)
  %2 = add i32 %0, 128, !dbg !1067
  %3 = icmp ult i32 %2, 384, !dbg !1067
  br i1 %3, label %4, label %10, !dbg !1067

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !1068
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1068
  %7 = load i16, ptr %6, align 2, !dbg !1068, !tbaa !968
  %8 = and i16 %7, 4, !dbg !1069
  %9 = zext nneg i16 %8 to i32, !dbg !1069
  br label %10, !dbg !1070

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !1070
  ret i32 %11, !dbg !1071
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 3) i32 @iscntrl(i32 noundef %0) local_unnamed_addr #0 !dbg !1072 {
    #dbg_value(i32 %0, !1074, !DIExpression(), !1075)
    #dbg_value(i32 %0, !961, !DIExpression(), !1076)
  %2 = add i32 %0, 128, !dbg !1078
  %3 = icmp ult i32 %2, 384, !dbg !1078
  br i1 %3, label %4, label %10, !dbg !1078

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !1079
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1079
  %7 = load i16, ptr %6, align 2, !dbg !1079, !tbaa !968
  %8 = and i16 %7, 2, !dbg !1080
  %9 = zext nneg i16 %8 to i32, !dbg !1080
  br label %10, !dbg !1081

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !1081
  ret i32 %11, !dbg !1082
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 2) i32 @isblank(i32 noundef %0) local_unnamed_addr #0 !dbg !1083 {
    #dbg_value(i32 %0, !1085, !DIExpression(), !1086)
    #dbg_value(i32 %0, !961, !DIExpression(), !1087)
  %2 = add i32 %0, 128, !dbg !1089
  %3 = icmp ult i32 %2, 384, !dbg !1089
  br i1 %3, label %4, label %10, !dbg !1089

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !1090
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1090
  %7 = load i16, ptr %6, align 2, !dbg !1090, !tbaa !968
  %8 = and i16 %7, 1, !dbg !1091
  %9 = zext nneg i16 %8 to i32, !dbg !1091
  br label %10, !dbg !1092

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !1092
  ret i32 %11, !dbg !1093
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @tolower(i32 noundef %0) local_unnamed_addr #0 !dbg !1094 {
    #dbg_value(i32 %0, !1096, !DIExpression(), !1097)
  %2 = add i32 %0, 128, !dbg !1098
  %3 = icmp ult i32 %2, 384, !dbg !1098
  br i1 %3, label %4, label %8, !dbg !1098

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !1099
  %6 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %5, !dbg !1099
  %7 = load i32, ptr %6, align 4, !dbg !1099, !tbaa !276
  br label %8, !dbg !1100

8:                                                ; preds = %1, %4
  %9 = phi i32 [ %7, %4 ], [ %0, %1 ], !dbg !1100
  ret i32 %9, !dbg !1101
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @toupper(i32 noundef %0) local_unnamed_addr #0 !dbg !1102 {
    #dbg_value(i32 %0, !1104, !DIExpression(), !1105)
  %2 = add i32 %0, 128, !dbg !1106
  %3 = icmp ult i32 %2, 384, !dbg !1106
  br i1 %3, label %4, label %8, !dbg !1106

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !1107
  %6 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_upper_table, i64 512), i64 %5, !dbg !1107
  %7 = load i32, ptr %6, align 4, !dbg !1107, !tbaa !276
  br label %8, !dbg !1108

8:                                                ; preds = %1, %4
  %9 = phi i32 [ %7, %4 ], [ %0, %1 ], !dbg !1108
  ret i32 %9, !dbg !1109
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @abs(i32 noundef %0) local_unnamed_addr #0 !dbg !1110 {
    #dbg_value(i32 %0, !1112, !DIExpression(), !1113)
  %2 = tail call i32 @llvm.abs.i32(i32 %0, i1 true), !dbg !1114
  ret i32 %2, !dbg !1115
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i64 @labs(i64 noundef %0) local_unnamed_addr #0 !dbg !1116 {
    #dbg_value(i64 %0, !1120, !DIExpression(), !1121)
  %2 = tail call i64 @llvm.abs.i64(i64 %0, i1 true), !dbg !1122
  ret i64 %2, !dbg !1123
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i64 @llabs(i64 noundef %0) local_unnamed_addr #0 !dbg !1124 {
    #dbg_value(i64 %0, !1128, !DIExpression(), !1129)
  %2 = tail call i64 @llvm.abs.i64(i64 %0, i1 true), !dbg !1130
  ret i64 %2, !dbg !1131
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noalias noundef ptr @getenv(ptr nocapture noundef readnone %0) local_unnamed_addr #0 !dbg !1132 {
    #dbg_value(ptr %0, !1134, !DIExpression(), !1135)
  ret ptr null, !dbg !1136
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i64 @strtoll(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !1137 {
  %4 = alloca i32, align 4, !DIAssignID !1146
    #dbg_assign(i1 undef, !1144, !DIExpression(), !1146, ptr %4, !DIExpression(), !1147)
    #dbg_value(ptr %0, !1141, !DIExpression(), !1147)
    #dbg_value(ptr %1, !1142, !DIExpression(), !1147)
    #dbg_value(i32 %2, !1143, !DIExpression(), !1147)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #21, !dbg !1148
  store i32 0, ptr %4, align 4, !dbg !1149, !tbaa !276, !DIAssignID !1150
    #dbg_assign(i32 0, !1144, !DIExpression(), !1150, ptr %4, !DIExpression(), !1147)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 1, i64 noundef 0, i64 noundef -9223372036854775808, i64 noundef 9223372036854775807, ptr noundef nonnull %4) #22, !dbg !1151
    #dbg_value(i64 %5, !1145, !DIExpression(), !1147)
  %6 = load i32, ptr %4, align 4, !dbg !1152, !tbaa !276
  %7 = icmp eq i32 %6, 0, !dbg !1152
  %8 = sub i64 0, %5, !dbg !1152
  %9 = select i1 %7, i64 %5, i64 %8, !dbg !1152
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #21, !dbg !1153
  ret i64 %9, !dbg !1154
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define internal fastcc i64 @strto_common(ptr noundef %0, ptr noundef writeonly %1, i32 noundef %2, i32 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, ptr nocapture noundef writeonly %7) unnamed_addr #10 !dbg !1155 {
    #dbg_value(ptr %0, !1159, !DIExpression(), !1174)
    #dbg_value(ptr %1, !1160, !DIExpression(), !1174)
    #dbg_value(i32 %2, !1161, !DIExpression(), !1174)
    #dbg_value(i32 %3, !1162, !DIExpression(), !1174)
    #dbg_value(i64 %4, !1163, !DIExpression(), !1174)
    #dbg_value(i64 %5, !1164, !DIExpression(), !1174)
    #dbg_value(i64 %6, !1165, !DIExpression(), !1174)
    #dbg_value(ptr %7, !1166, !DIExpression(), !1174)
    #dbg_value(ptr %0, !1167, !DIExpression(), !1174)
  br label %9, !dbg !1175

9:                                                ; preds = %9, %8
  %10 = phi ptr [ %0, %8 ], [ %17, %9 ], !dbg !1174
    #dbg_value(ptr %10, !1167, !DIExpression(), !1174)
  %11 = load i8, ptr %10, align 1, !dbg !1176, !tbaa !333
  %12 = zext i8 %11 to i64, !dbg !1177
    #dbg_value(i64 %12, !997, !DIExpression(), !1180)
    #dbg_value(i64 %12, !961, !DIExpression(), !1181)
  %13 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %12, !dbg !1177
  %14 = load i16, ptr %13, align 2, !dbg !1177, !tbaa !968
  %15 = and i16 %14, 8192, !dbg !1182
  %16 = icmp eq i16 %15, 0, !dbg !1175
  %17 = getelementptr inbounds i8, ptr %10, i64 1, !dbg !1183
    #dbg_value(ptr %17, !1167, !DIExpression(), !1174)
  br i1 %16, label %18, label %9, !dbg !1175, !llvm.loop !1184

18:                                               ; preds = %9
    #dbg_value(i32 0, !1168, !DIExpression(), !1174)
  switch i8 %11, label %22 [
    i8 43, label %19
    i8 45, label %19
  ], !dbg !1185

19:                                               ; preds = %18, %18
  %20 = icmp eq i8 %11, 45, !dbg !1187
  %21 = zext i1 %20 to i32, !dbg !1187
    #dbg_value(i32 %21, !1168, !DIExpression(), !1174)
    #dbg_value(ptr %17, !1167, !DIExpression(), !1174)
  br label %22, !dbg !1189

22:                                               ; preds = %18, %19
  %23 = phi ptr [ %17, %19 ], [ %10, %18 ], !dbg !1174
  %24 = phi i32 [ %21, %19 ], [ 0, %18 ], !dbg !1174
    #dbg_value(i32 %24, !1168, !DIExpression(), !1174)
    #dbg_value(ptr %23, !1167, !DIExpression(), !1174)
  %25 = icmp eq i32 %2, 1
  %26 = icmp ugt i32 %2, 36, !dbg !1190
  %27 = or i1 %26, %25, !dbg !1190
  br i1 %27, label %28, label %32, !dbg !1190

28:                                               ; preds = %22
  %29 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1192
  store i32 22, ptr %29, align 4, !dbg !1194, !tbaa !276
  %30 = icmp eq ptr %1, null, !dbg !1195
  br i1 %30, label %132, label %31, !dbg !1197

31:                                               ; preds = %28
  store ptr %0, ptr %1, align 8, !dbg !1198, !tbaa !285
  br label %132, !dbg !1199

32:                                               ; preds = %22
  %33 = icmp eq i32 %3, 0, !dbg !1200
  %34 = icmp eq i32 %24, 0, !dbg !1202
  %35 = sub i64 0, %5, !dbg !1202
  %36 = select i1 %34, i64 %6, i64 %35, !dbg !1202
  %37 = select i1 %33, i64 %4, i64 %36, !dbg !1202
    #dbg_value(i64 %37, !1169, !DIExpression(), !1174)
    #dbg_value(ptr %23, !1203, !DIExpression(), !1221)
    #dbg_value(ptr undef, !1209, !DIExpression(), !1221)
    #dbg_value(ptr undef, !1210, !DIExpression(), !1221)
    #dbg_value(i64 %37, !1211, !DIExpression(), !1221)
    #dbg_value(ptr undef, !1212, !DIExpression(), !1221)
    #dbg_value(ptr undef, !1213, !DIExpression(), !1221)
    #dbg_value(i32 %2, !1214, !DIExpression(), !1221)
  %38 = icmp ne i32 %2, 0, !dbg !1223
  switch i32 %2, label %59 [
    i32 16, label %39
    i32 0, label %39
  ], !dbg !1225

39:                                               ; preds = %32, %32
  %40 = load i8, ptr %23, align 1, !dbg !1226, !tbaa !333
  %41 = icmp eq i8 %40, 48, !dbg !1227
  br i1 %41, label %42, label %56, !dbg !1228

42:                                               ; preds = %39
  %43 = getelementptr inbounds i8, ptr %23, i64 1, !dbg !1229
  %44 = load i8, ptr %43, align 1, !dbg !1229, !tbaa !333
  switch i8 %44, label %56 [
    i8 120, label %45
    i8 88, label %45
  ], !dbg !1230

45:                                               ; preds = %42, %42
  %46 = getelementptr inbounds i8, ptr %23, i64 2, !dbg !1231
  %47 = load i8, ptr %46, align 1, !dbg !1231, !tbaa !333
  %48 = zext i8 %47 to i64, !dbg !1232
    #dbg_value(i64 %48, !1030, !DIExpression(), !1235)
    #dbg_value(i64 %48, !961, !DIExpression(), !1236)
  %49 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %48, !dbg !1232
  %50 = load i16, ptr %49, align 2, !dbg !1232, !tbaa !968
  %51 = and i16 %50, 4096, !dbg !1237
  %52 = icmp ne i16 %51, 0, !dbg !1238
  %53 = or i1 %38, %52, !dbg !1239
  %54 = select i1 %52, i32 16, i32 %2, !dbg !1239
  %55 = select i1 %52, ptr %46, ptr %23, !dbg !1239
  br i1 %53, label %59, label %57, !dbg !1239

56:                                               ; preds = %42, %39
  br i1 %38, label %59, label %57, !dbg !1240

57:                                               ; preds = %56, %45
  %58 = select i1 %41, i32 8, i32 10, !dbg !1241
    #dbg_value(i32 %58, !1214, !DIExpression(), !1221)
  br label %59, !dbg !1244

59:                                               ; preds = %57, %56, %45, %32
  %60 = phi i32 [ %58, %57 ], [ %2, %56 ], [ %54, %45 ], [ %2, %32 ], !dbg !1221
  %61 = phi ptr [ %23, %57 ], [ %23, %56 ], [ %55, %45 ], [ %23, %32 ]
    #dbg_value(ptr %61, !1203, !DIExpression(), !1221)
    #dbg_value(i32 %60, !1214, !DIExpression(), !1221)
    #dbg_value(i32 %60, !1161, !DIExpression(), !1174)
    #dbg_value(i64 0, !1215, !DIExpression(), !1221)
    #dbg_value(i32 0, !1171, !DIExpression(), !1174)
    #dbg_value(i32 0, !1172, !DIExpression(), !1174)
  %62 = zext nneg i32 %60 to i64
    #dbg_value(i32 poison, !1172, !DIExpression(), !1174)
    #dbg_value(i32 0, !1171, !DIExpression(), !1174)
    #dbg_value(ptr %61, !1203, !DIExpression(), !1221)
    #dbg_value(i64 0, !1215, !DIExpression(), !1221)
  %63 = load i8, ptr %61, align 1, !dbg !1245, !tbaa !333
    #dbg_value(i8 %63, !1220, !DIExpression(), !1246)
    #dbg_value(i8 %63, !975, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1247)
    #dbg_value(i8 %63, !961, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1250)
  %64 = zext i8 %63 to i64, !dbg !1252
  %65 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %64, !dbg !1252
  %66 = load i16, ptr %65, align 2, !dbg !1252, !tbaa !968
  %67 = and i16 %66, 2048, !dbg !1253
  %68 = icmp eq i16 %67, 0, !dbg !1254
  br i1 %68, label %72, label %69, !dbg !1255

69:                                               ; preds = %59
  %70 = zext i8 %63 to i32, !dbg !1256
    #dbg_value(i32 %70, !975, !DIExpression(), !1247)
    #dbg_value(i32 %70, !961, !DIExpression(), !1250)
  %71 = add nsw i32 %70, -48, !dbg !1257
    #dbg_value(i32 %71, !1216, !DIExpression(), !1246)
  br label %79, !dbg !1258

72:                                               ; preds = %59
    #dbg_value(i8 %63, !959, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1259)
    #dbg_value(i8 %63, !961, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1262)
  %73 = and i16 %66, 1024, !dbg !1264
  %74 = icmp eq i16 %73, 0, !dbg !1265
  br i1 %74, label %121, label %75, !dbg !1266

75:                                               ; preds = %72
    #dbg_value(i8 %63, !1096, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1267)
  %76 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %64, !dbg !1269
  %77 = load i32, ptr %76, align 4, !dbg !1269, !tbaa !276
  %78 = add nsw i32 %77, -87, !dbg !1270
    #dbg_value(i32 %78, !1216, !DIExpression(), !1246)
  br label %79

79:                                               ; preds = %75, %69
  %80 = phi i32 [ %71, %69 ], [ %78, %75 ], !dbg !1271
    #dbg_value(i32 %80, !1216, !DIExpression(), !1246)
  %81 = icmp slt i32 %80, %60, !dbg !1272
  br i1 %81, label %82, label %121, !dbg !1274

82:                                               ; preds = %79
    #dbg_value(i32 1, !1172, !DIExpression(), !1174)
  %83 = sext i32 %80 to i64, !dbg !1275
    #dbg_value(i32 0, !1171, !DIExpression(), !1174)
    #dbg_value(i64 %83, !1215, !DIExpression(), !1221)
    #dbg_value(ptr %61, !1203, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1221)
  br label %84, !dbg !1277

84:                                               ; preds = %112, %82
  %85 = phi i32 [ 0, %82 ], [ %119, %112 ]
  %86 = phi i64 [ %83, %82 ], [ %120, %112 ]
  %87 = phi ptr [ %61, %82 ], [ %91, %112 ]
  %88 = icmp eq i32 %85, 0
  br label %89, !dbg !1278

89:                                               ; preds = %84, %111
  %90 = phi ptr [ %91, %111 ], [ %87, %84 ]
  %91 = getelementptr inbounds i8, ptr %90, i64 1, !dbg !1221
    #dbg_value(i32 poison, !1172, !DIExpression(), !1174)
    #dbg_value(i32 %85, !1171, !DIExpression(), !1174)
    #dbg_value(ptr %91, !1203, !DIExpression(), !1221)
    #dbg_value(i64 %86, !1215, !DIExpression(), !1221)
  %92 = load i8, ptr %91, align 1, !dbg !1245, !tbaa !333
    #dbg_value(i8 %92, !1220, !DIExpression(), !1246)
    #dbg_value(i8 %92, !975, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1247)
    #dbg_value(i8 %92, !961, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1250)
  %93 = zext i8 %92 to i64, !dbg !1252
  %94 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %93, !dbg !1252
  %95 = load i16, ptr %94, align 2, !dbg !1252, !tbaa !968
  %96 = and i16 %95, 2048, !dbg !1253
  %97 = icmp eq i16 %96, 0, !dbg !1254
  br i1 %97, label %101, label %98, !dbg !1255

98:                                               ; preds = %89
  %99 = zext i8 %92 to i32, !dbg !1256
    #dbg_value(i32 %99, !975, !DIExpression(), !1247)
    #dbg_value(i32 %99, !961, !DIExpression(), !1250)
  %100 = add nsw i32 %99, -48, !dbg !1257
    #dbg_value(i32 %100, !1216, !DIExpression(), !1246)
  br label %108, !dbg !1258

101:                                              ; preds = %89
    #dbg_value(i8 %92, !959, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1259)
    #dbg_value(i8 %92, !961, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1262)
  %102 = and i16 %95, 1024, !dbg !1264
  %103 = icmp eq i16 %102, 0, !dbg !1265
  br i1 %103, label %124, label %104, !dbg !1266

104:                                              ; preds = %101
    #dbg_value(i8 %92, !1096, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1267)
  %105 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %93, !dbg !1269
  %106 = load i32, ptr %105, align 4, !dbg !1269, !tbaa !276
  %107 = add nsw i32 %106, -87, !dbg !1270
    #dbg_value(i32 %107, !1216, !DIExpression(), !1246)
  br label %108

108:                                              ; preds = %104, %98
  %109 = phi i32 [ %100, %98 ], [ %107, %104 ], !dbg !1271
    #dbg_value(i32 %109, !1216, !DIExpression(), !1246)
  %110 = icmp slt i32 %109, %60, !dbg !1272
  br i1 %110, label %111, label %124, !dbg !1274

111:                                              ; preds = %108
    #dbg_value(i32 1, !1172, !DIExpression(), !1174)
  br i1 %88, label %112, label %89, !dbg !1279, !llvm.loop !1280

112:                                              ; preds = %111
  %113 = sext i32 %109 to i64, !dbg !1275
  %114 = sub i64 %37, %113, !dbg !1283
  %115 = udiv i64 %114, %62, !dbg !1284
  %116 = icmp ugt i64 %86, %115, !dbg !1285
  %117 = mul i64 %86, %62, !dbg !1286
  %118 = add i64 %117, %113, !dbg !1286
  %119 = select i1 %116, i32 1, i32 0, !dbg !1286
  %120 = select i1 %116, i64 %37, i64 %118, !dbg !1286
  br label %84, !dbg !1278, !llvm.loop !1280

121:                                              ; preds = %72, %79
    #dbg_value(i64 poison, !1215, !DIExpression(), !1221)
    #dbg_value(ptr poison, !1170, !DIExpression(), !1174)
    #dbg_value(i64 poison, !1173, !DIExpression(), !1174)
  %122 = icmp eq ptr %1, null, !dbg !1287
  br i1 %122, label %132, label %123, !dbg !1291

123:                                              ; preds = %121
  store ptr %0, ptr %1, align 8, !dbg !1292, !tbaa !285
  br label %132, !dbg !1293

124:                                              ; preds = %108, %101
  %125 = icmp eq i32 %85, 0, !dbg !1294
    #dbg_value(i64 %86, !1215, !DIExpression(), !1221)
    #dbg_value(ptr %91, !1170, !DIExpression(), !1174)
    #dbg_value(i64 %86, !1173, !DIExpression(), !1174)
  %126 = icmp eq ptr %1, null, !dbg !1296
  br i1 %126, label %128, label %127, !dbg !1298

127:                                              ; preds = %124
  store ptr %91, ptr %1, align 8, !dbg !1299, !tbaa !285
  br label %128, !dbg !1300

128:                                              ; preds = %127, %124
  br i1 %125, label %131, label %129, !dbg !1301

129:                                              ; preds = %128
  %130 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1302
  store i32 34, ptr %130, align 4, !dbg !1303, !tbaa !276
  br label %131, !dbg !1302

131:                                              ; preds = %129, %128
  store i32 %24, ptr %7, align 4, !dbg !1304, !tbaa !276
  br label %132, !dbg !1305

132:                                              ; preds = %131, %123, %121, %28, %31
  %133 = phi i64 [ 0, %31 ], [ 0, %28 ], [ %86, %131 ], [ 0, %123 ], [ 0, %121 ], !dbg !1174
  ret i64 %133, !dbg !1306
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i64 @strtoull(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !1307 {
  %4 = alloca i32, align 4, !DIAssignID !1316
    #dbg_assign(i1 undef, !1314, !DIExpression(), !1316, ptr %4, !DIExpression(), !1317)
    #dbg_value(ptr %0, !1311, !DIExpression(), !1317)
    #dbg_value(ptr %1, !1312, !DIExpression(), !1317)
    #dbg_value(i32 %2, !1313, !DIExpression(), !1317)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #21, !dbg !1318
  store i32 0, ptr %4, align 4, !dbg !1319, !tbaa !276, !DIAssignID !1320
    #dbg_assign(i32 0, !1314, !DIExpression(), !1320, ptr %4, !DIExpression(), !1317)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 0, i64 noundef -1, i64 noundef 0, i64 noundef 0, ptr noundef nonnull %4) #22, !dbg !1321
    #dbg_value(i64 %5, !1315, !DIExpression(), !1317)
  %6 = load i32, ptr %4, align 4, !dbg !1322, !tbaa !276
  %7 = icmp eq i32 %6, 0, !dbg !1322
  %8 = sub i64 0, %5, !dbg !1322
  %9 = select i1 %7, i64 %5, i64 %8, !dbg !1322
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #21, !dbg !1323
  ret i64 %9, !dbg !1324
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i64 @strtol(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !1325 {
  %4 = alloca i32, align 4, !DIAssignID !1335
    #dbg_assign(i1 undef, !1332, !DIExpression(), !1335, ptr %4, !DIExpression(), !1336)
    #dbg_value(ptr %0, !1329, !DIExpression(), !1336)
    #dbg_value(ptr %1, !1330, !DIExpression(), !1336)
    #dbg_value(i32 %2, !1331, !DIExpression(), !1336)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #21, !dbg !1337
  store i32 0, ptr %4, align 4, !dbg !1338, !tbaa !276, !DIAssignID !1339
    #dbg_assign(i32 0, !1332, !DIExpression(), !1339, ptr %4, !DIExpression(), !1336)
    #dbg_value(i64 9223372036854775807, !1333, !DIExpression(), !1336)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 1, i64 noundef 0, i64 noundef -9223372036854775808, i64 noundef 9223372036854775807, ptr noundef nonnull %4) #22, !dbg !1340
    #dbg_value(i64 %5, !1334, !DIExpression(), !1336)
  %6 = load i32, ptr %4, align 4, !dbg !1341, !tbaa !276
  %7 = icmp eq i32 %6, 0, !dbg !1341
  %8 = sub i64 0, %5, !dbg !1341
  %9 = select i1 %7, i64 %5, i64 %8, !dbg !1341
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #21, !dbg !1342
  ret i64 %9, !dbg !1343
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i64 @strtoul(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !1344 {
  %4 = alloca i32, align 4, !DIAssignID !1353
    #dbg_assign(i1 undef, !1351, !DIExpression(), !1353, ptr %4, !DIExpression(), !1354)
    #dbg_value(ptr %0, !1348, !DIExpression(), !1354)
    #dbg_value(ptr %1, !1349, !DIExpression(), !1354)
    #dbg_value(i32 %2, !1350, !DIExpression(), !1354)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #21, !dbg !1355
  store i32 0, ptr %4, align 4, !dbg !1356, !tbaa !276, !DIAssignID !1357
    #dbg_assign(i32 0, !1351, !DIExpression(), !1357, ptr %4, !DIExpression(), !1354)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 0, i64 noundef -1, i64 noundef 0, i64 noundef 0, ptr noundef nonnull %4) #22, !dbg !1358
    #dbg_value(i64 %5, !1352, !DIExpression(), !1354)
  %6 = load i32, ptr %4, align 4, !dbg !1359, !tbaa !276
  %7 = icmp eq i32 %6, 0, !dbg !1359
  %8 = sub i64 0, %5, !dbg !1359
  %9 = select i1 %7, i64 %5, i64 %8, !dbg !1359
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #21, !dbg !1360
  ret i64 %9, !dbg !1361
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local i32 @atoi(ptr nocapture noundef readonly %0) local_unnamed_addr #12 !dbg !1362 {
    #dbg_value(ptr %0, !1366, !DIExpression(), !1367)
    #dbg_value(ptr %0, !1329, !DIExpression(), !1368)
    #dbg_value(ptr null, !1330, !DIExpression(), !1368)
    #dbg_value(i32 10, !1331, !DIExpression(), !1368)
    #dbg_value(i32 0, !1332, !DIExpression(), !1368)
    #dbg_value(i64 9223372036854775807, !1333, !DIExpression(), !1368)
    #dbg_value(ptr %0, !1159, !DIExpression(), !1370)
    #dbg_value(ptr null, !1160, !DIExpression(), !1370)
    #dbg_value(i32 10, !1161, !DIExpression(), !1370)
    #dbg_value(i32 1, !1162, !DIExpression(), !1370)
    #dbg_value(i64 0, !1163, !DIExpression(), !1370)
    #dbg_value(i64 -9223372036854775808, !1164, !DIExpression(), !1370)
    #dbg_value(i64 9223372036854775807, !1165, !DIExpression(), !1370)
    #dbg_value(ptr undef, !1166, !DIExpression(), !1370)
    #dbg_value(ptr %0, !1167, !DIExpression(), !1370)
  br label %2, !dbg !1372

2:                                                ; preds = %2, %1
  %3 = phi ptr [ %0, %1 ], [ %10, %2 ], !dbg !1370
    #dbg_value(ptr %3, !1167, !DIExpression(), !1370)
  %4 = load i8, ptr %3, align 1, !dbg !1373, !tbaa !333
  %5 = zext i8 %4 to i64, !dbg !1374
    #dbg_value(i64 %5, !997, !DIExpression(), !1377)
    #dbg_value(i64 %5, !961, !DIExpression(), !1378)
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1374
  %7 = load i16, ptr %6, align 2, !dbg !1374, !tbaa !968
  %8 = and i16 %7, 8192, !dbg !1379
  %9 = icmp eq i16 %8, 0, !dbg !1372
  %10 = getelementptr inbounds i8, ptr %3, i64 1, !dbg !1380
    #dbg_value(ptr %10, !1167, !DIExpression(), !1370)
  br i1 %9, label %11, label %2, !dbg !1372, !llvm.loop !1381

11:                                               ; preds = %2
    #dbg_value(i32 0, !1168, !DIExpression(), !1370)
  switch i8 %4, label %19 [
    i8 43, label %12
    i8 45, label %12
  ], !dbg !1382

12:                                               ; preds = %11, %11
  %13 = icmp ne i8 %4, 45, !dbg !1383
    #dbg_value(i1 %13, !1168, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1370)
    #dbg_value(ptr %10, !1167, !DIExpression(), !1370)
  %14 = select i1 %13, i64 9223372036854775807, i64 -9223372036854775808, !dbg !1384
  %15 = load i8, ptr %10, align 1, !dbg !1385, !tbaa !333
  %16 = zext i8 %15 to i64
  %17 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %16
  %18 = load i16, ptr %17, align 2, !dbg !1387, !tbaa !968
  br label %19, !dbg !1384

19:                                               ; preds = %12, %11
  %20 = phi i64 [ %16, %12 ], [ %5, %11 ], !dbg !1387
  %21 = phi i16 [ %18, %12 ], [ %7, %11 ], !dbg !1387
  %22 = phi i8 [ %15, %12 ], [ %4, %11 ], !dbg !1385
  %23 = phi i1 [ %13, %12 ], [ true, %11 ]
  %24 = phi ptr [ %10, %12 ], [ %3, %11 ]
  %25 = phi i64 [ %14, %12 ], [ 9223372036854775807, %11 ], !dbg !1384
    #dbg_value(i64 %25, !1169, !DIExpression(), !1370)
    #dbg_value(ptr undef, !1209, !DIExpression(), !1390)
    #dbg_value(ptr undef, !1210, !DIExpression(), !1390)
    #dbg_value(i64 %25, !1211, !DIExpression(), !1390)
    #dbg_value(ptr undef, !1212, !DIExpression(), !1390)
    #dbg_value(ptr undef, !1213, !DIExpression(), !1390)
    #dbg_value(i32 10, !1214, !DIExpression(), !1390)
    #dbg_value(i32 10, !1161, !DIExpression(), !1370)
    #dbg_value(i32 poison, !1172, !DIExpression(), !1370)
    #dbg_value(i32 0, !1171, !DIExpression(), !1370)
    #dbg_value(ptr %24, !1203, !DIExpression(), !1390)
    #dbg_value(i64 0, !1215, !DIExpression(), !1390)
    #dbg_value(i8 %22, !1220, !DIExpression(), !1391)
    #dbg_value(i8 %22, !975, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1392)
    #dbg_value(i8 %22, !961, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1393)
  %26 = and i16 %21, 2048, !dbg !1394
  %27 = icmp eq i16 %26, 0, !dbg !1395
  br i1 %27, label %31, label %28, !dbg !1396

28:                                               ; preds = %19
  %29 = zext i8 %22 to i32, !dbg !1397
    #dbg_value(i32 %29, !975, !DIExpression(), !1392)
    #dbg_value(i32 %29, !961, !DIExpression(), !1393)
  %30 = add nsw i32 %29, -48, !dbg !1398
    #dbg_value(i32 %30, !1216, !DIExpression(), !1391)
  br label %38, !dbg !1399

31:                                               ; preds = %19
    #dbg_value(i8 %22, !959, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1400)
    #dbg_value(i8 %22, !961, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1402)
  %32 = and i16 %21, 1024, !dbg !1404
  %33 = icmp eq i16 %32, 0, !dbg !1405
  br i1 %33, label %88, label %34, !dbg !1406

34:                                               ; preds = %31
    #dbg_value(i8 %22, !1096, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1407)
  %35 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %20, !dbg !1409
  %36 = load i32, ptr %35, align 4, !dbg !1409, !tbaa !276
  %37 = add nsw i32 %36, -87, !dbg !1410
    #dbg_value(i32 %37, !1216, !DIExpression(), !1391)
  br label %38

38:                                               ; preds = %34, %28
  %39 = phi i32 [ %30, %28 ], [ %37, %34 ], !dbg !1411
    #dbg_value(i32 %39, !1216, !DIExpression(), !1391)
  %40 = icmp slt i32 %39, 10, !dbg !1412
  br i1 %40, label %41, label %88, !dbg !1413

41:                                               ; preds = %38
    #dbg_value(i32 1, !1172, !DIExpression(), !1370)
  %42 = sext i32 %39 to i64, !dbg !1414
    #dbg_value(i32 0, !1171, !DIExpression(), !1370)
    #dbg_value(i64 %42, !1215, !DIExpression(), !1390)
    #dbg_value(ptr %24, !1203, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1390)
  br label %43, !dbg !1415

43:                                               ; preds = %71, %41
  %44 = phi i32 [ 0, %41 ], [ %78, %71 ]
  %45 = phi i64 [ %42, %41 ], [ %79, %71 ]
  %46 = phi ptr [ %24, %41 ], [ %50, %71 ]
  %47 = icmp eq i32 %44, 0
  br label %48, !dbg !1416

48:                                               ; preds = %43, %70
  %49 = phi ptr [ %50, %70 ], [ %46, %43 ]
  %50 = getelementptr inbounds i8, ptr %49, i64 1, !dbg !1390
    #dbg_value(i32 poison, !1172, !DIExpression(), !1370)
    #dbg_value(i32 %44, !1171, !DIExpression(), !1370)
    #dbg_value(ptr %50, !1203, !DIExpression(), !1390)
    #dbg_value(i64 %45, !1215, !DIExpression(), !1390)
  %51 = load i8, ptr %50, align 1, !dbg !1385, !tbaa !333
    #dbg_value(i8 %51, !1220, !DIExpression(), !1391)
    #dbg_value(i8 %51, !975, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1392)
    #dbg_value(i8 %51, !961, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1393)
  %52 = zext i8 %51 to i64, !dbg !1387
  %53 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %52, !dbg !1387
  %54 = load i16, ptr %53, align 2, !dbg !1387, !tbaa !968
  %55 = and i16 %54, 2048, !dbg !1394
  %56 = icmp eq i16 %55, 0, !dbg !1395
  br i1 %56, label %60, label %57, !dbg !1396

57:                                               ; preds = %48
  %58 = zext i8 %51 to i32, !dbg !1397
    #dbg_value(i32 %58, !975, !DIExpression(), !1392)
    #dbg_value(i32 %58, !961, !DIExpression(), !1393)
  %59 = add nsw i32 %58, -48, !dbg !1398
    #dbg_value(i32 %59, !1216, !DIExpression(), !1391)
  br label %67, !dbg !1399

60:                                               ; preds = %48
    #dbg_value(i8 %51, !959, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1400)
    #dbg_value(i8 %51, !961, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1402)
  %61 = and i16 %54, 1024, !dbg !1404
  %62 = icmp eq i16 %61, 0, !dbg !1405
  br i1 %62, label %80, label %63, !dbg !1406

63:                                               ; preds = %60
    #dbg_value(i8 %51, !1096, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1407)
  %64 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %52, !dbg !1409
  %65 = load i32, ptr %64, align 4, !dbg !1409, !tbaa !276
  %66 = add nsw i32 %65, -87, !dbg !1410
    #dbg_value(i32 %66, !1216, !DIExpression(), !1391)
  br label %67

67:                                               ; preds = %63, %57
  %68 = phi i32 [ %59, %57 ], [ %66, %63 ], !dbg !1411
    #dbg_value(i32 %68, !1216, !DIExpression(), !1391)
  %69 = icmp slt i32 %68, 10, !dbg !1412
  br i1 %69, label %70, label %80, !dbg !1413

70:                                               ; preds = %67
    #dbg_value(i32 1, !1172, !DIExpression(), !1370)
  br i1 %47, label %71, label %48, !dbg !1417, !llvm.loop !1418

71:                                               ; preds = %70
  %72 = sext i32 %68 to i64, !dbg !1414
  %73 = sub i64 %25, %72, !dbg !1420
  %74 = udiv i64 %73, 10, !dbg !1421
  %75 = icmp ugt i64 %45, %74, !dbg !1422
  %76 = mul nuw i64 %45, 10, !dbg !1423
  %77 = add i64 %76, %72, !dbg !1423
  %78 = select i1 %75, i32 1, i32 0, !dbg !1423
  %79 = select i1 %75, i64 %25, i64 %77, !dbg !1423
  br label %43, !dbg !1416, !llvm.loop !1418

80:                                               ; preds = %67, %60
  %81 = icmp eq i32 %44, 0, !dbg !1424
    #dbg_value(i64 %45, !1215, !DIExpression(), !1390)
    #dbg_value(ptr undef, !1170, !DIExpression(), !1370)
    #dbg_value(i64 %45, !1173, !DIExpression(), !1370)
  br i1 %81, label %84, label %82, !dbg !1425

82:                                               ; preds = %80
  %83 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1426
  store i32 34, ptr %83, align 4, !dbg !1427, !tbaa !276
  br label %84, !dbg !1426

84:                                               ; preds = %80, %82
    #dbg_value(i1 %23, !1332, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1368)
    #dbg_value(i64 %45, !1334, !DIExpression(), !1368)
  %85 = sub i64 0, %45, !dbg !1428
  %86 = select i1 %23, i64 %45, i64 %85, !dbg !1428
  %87 = trunc i64 %86 to i32, !dbg !1429
  br label %88, !dbg !1428

88:                                               ; preds = %84, %31, %38
  %89 = phi i32 [ 0, %38 ], [ 0, %31 ], [ %87, %84 ], !dbg !1428
  ret i32 %89, !dbg !1430
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local i64 @atol(ptr nocapture noundef readonly %0) local_unnamed_addr #12 !dbg !1431 {
    #dbg_value(ptr %0, !1435, !DIExpression(), !1436)
    #dbg_value(ptr %0, !1329, !DIExpression(), !1437)
    #dbg_value(ptr null, !1330, !DIExpression(), !1437)
    #dbg_value(i32 10, !1331, !DIExpression(), !1437)
    #dbg_value(i32 0, !1332, !DIExpression(), !1437)
    #dbg_value(i64 9223372036854775807, !1333, !DIExpression(), !1437)
    #dbg_value(ptr %0, !1159, !DIExpression(), !1439)
    #dbg_value(ptr null, !1160, !DIExpression(), !1439)
    #dbg_value(i32 10, !1161, !DIExpression(), !1439)
    #dbg_value(i32 1, !1162, !DIExpression(), !1439)
    #dbg_value(i64 0, !1163, !DIExpression(), !1439)
    #dbg_value(i64 -9223372036854775808, !1164, !DIExpression(), !1439)
    #dbg_value(i64 9223372036854775807, !1165, !DIExpression(), !1439)
    #dbg_value(ptr undef, !1166, !DIExpression(), !1439)
    #dbg_value(ptr %0, !1167, !DIExpression(), !1439)
  br label %2, !dbg !1441

2:                                                ; preds = %2, %1
  %3 = phi ptr [ %0, %1 ], [ %10, %2 ], !dbg !1439
    #dbg_value(ptr %3, !1167, !DIExpression(), !1439)
  %4 = load i8, ptr %3, align 1, !dbg !1442, !tbaa !333
  %5 = zext i8 %4 to i64, !dbg !1443
    #dbg_value(i64 %5, !997, !DIExpression(), !1446)
    #dbg_value(i64 %5, !961, !DIExpression(), !1447)
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1443
  %7 = load i16, ptr %6, align 2, !dbg !1443, !tbaa !968
  %8 = and i16 %7, 8192, !dbg !1448
  %9 = icmp eq i16 %8, 0, !dbg !1441
  %10 = getelementptr inbounds i8, ptr %3, i64 1, !dbg !1449
    #dbg_value(ptr %10, !1167, !DIExpression(), !1439)
  br i1 %9, label %11, label %2, !dbg !1441, !llvm.loop !1450

11:                                               ; preds = %2
    #dbg_value(i32 0, !1168, !DIExpression(), !1439)
  switch i8 %4, label %19 [
    i8 43, label %12
    i8 45, label %12
  ], !dbg !1451

12:                                               ; preds = %11, %11
  %13 = icmp ne i8 %4, 45, !dbg !1452
    #dbg_value(i1 %13, !1168, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1439)
    #dbg_value(ptr %10, !1167, !DIExpression(), !1439)
  %14 = select i1 %13, i64 9223372036854775807, i64 -9223372036854775808, !dbg !1453
  %15 = load i8, ptr %10, align 1, !dbg !1454, !tbaa !333
  %16 = zext i8 %15 to i64
  %17 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %16
  %18 = load i16, ptr %17, align 2, !dbg !1456, !tbaa !968
  br label %19, !dbg !1453

19:                                               ; preds = %12, %11
  %20 = phi i64 [ %16, %12 ], [ %5, %11 ], !dbg !1456
  %21 = phi i16 [ %18, %12 ], [ %7, %11 ], !dbg !1456
  %22 = phi i8 [ %15, %12 ], [ %4, %11 ], !dbg !1454
  %23 = phi i1 [ %13, %12 ], [ true, %11 ]
  %24 = phi ptr [ %10, %12 ], [ %3, %11 ]
  %25 = phi i64 [ %14, %12 ], [ 9223372036854775807, %11 ], !dbg !1453
    #dbg_value(i64 %25, !1169, !DIExpression(), !1439)
    #dbg_value(ptr undef, !1209, !DIExpression(), !1459)
    #dbg_value(ptr undef, !1210, !DIExpression(), !1459)
    #dbg_value(i64 %25, !1211, !DIExpression(), !1459)
    #dbg_value(ptr undef, !1212, !DIExpression(), !1459)
    #dbg_value(ptr undef, !1213, !DIExpression(), !1459)
    #dbg_value(i32 10, !1214, !DIExpression(), !1459)
    #dbg_value(i32 10, !1161, !DIExpression(), !1439)
    #dbg_value(i32 poison, !1172, !DIExpression(), !1439)
    #dbg_value(i32 0, !1171, !DIExpression(), !1439)
    #dbg_value(ptr %24, !1203, !DIExpression(), !1459)
    #dbg_value(i64 0, !1215, !DIExpression(), !1459)
    #dbg_value(i8 %22, !1220, !DIExpression(), !1460)
    #dbg_value(i8 %22, !975, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1461)
    #dbg_value(i8 %22, !961, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1462)
  %26 = and i16 %21, 2048, !dbg !1463
  %27 = icmp eq i16 %26, 0, !dbg !1464
  br i1 %27, label %31, label %28, !dbg !1465

28:                                               ; preds = %19
  %29 = zext i8 %22 to i32, !dbg !1466
    #dbg_value(i32 %29, !975, !DIExpression(), !1461)
    #dbg_value(i32 %29, !961, !DIExpression(), !1462)
  %30 = add nsw i32 %29, -48, !dbg !1467
    #dbg_value(i32 %30, !1216, !DIExpression(), !1460)
  br label %38, !dbg !1468

31:                                               ; preds = %19
    #dbg_value(i8 %22, !959, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1469)
    #dbg_value(i8 %22, !961, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1471)
  %32 = and i16 %21, 1024, !dbg !1473
  %33 = icmp eq i16 %32, 0, !dbg !1474
  br i1 %33, label %87, label %34, !dbg !1475

34:                                               ; preds = %31
    #dbg_value(i8 %22, !1096, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1476)
  %35 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %20, !dbg !1478
  %36 = load i32, ptr %35, align 4, !dbg !1478, !tbaa !276
  %37 = add nsw i32 %36, -87, !dbg !1479
    #dbg_value(i32 %37, !1216, !DIExpression(), !1460)
  br label %38

38:                                               ; preds = %34, %28
  %39 = phi i32 [ %30, %28 ], [ %37, %34 ], !dbg !1480
    #dbg_value(i32 %39, !1216, !DIExpression(), !1460)
  %40 = icmp slt i32 %39, 10, !dbg !1481
  br i1 %40, label %41, label %87, !dbg !1482

41:                                               ; preds = %38
    #dbg_value(i32 1, !1172, !DIExpression(), !1439)
  %42 = sext i32 %39 to i64, !dbg !1483
    #dbg_value(i32 0, !1171, !DIExpression(), !1439)
    #dbg_value(i64 %42, !1215, !DIExpression(), !1459)
    #dbg_value(ptr %24, !1203, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1459)
  br label %43, !dbg !1484

43:                                               ; preds = %71, %41
  %44 = phi i32 [ 0, %41 ], [ %78, %71 ]
  %45 = phi i64 [ %42, %41 ], [ %79, %71 ]
  %46 = phi ptr [ %24, %41 ], [ %50, %71 ]
  %47 = icmp eq i32 %44, 0
  br label %48, !dbg !1485

48:                                               ; preds = %43, %70
  %49 = phi ptr [ %50, %70 ], [ %46, %43 ]
  %50 = getelementptr inbounds i8, ptr %49, i64 1, !dbg !1459
    #dbg_value(i32 poison, !1172, !DIExpression(), !1439)
    #dbg_value(i32 %44, !1171, !DIExpression(), !1439)
    #dbg_value(ptr %50, !1203, !DIExpression(), !1459)
    #dbg_value(i64 %45, !1215, !DIExpression(), !1459)
  %51 = load i8, ptr %50, align 1, !dbg !1454, !tbaa !333
    #dbg_value(i8 %51, !1220, !DIExpression(), !1460)
    #dbg_value(i8 %51, !975, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1461)
    #dbg_value(i8 %51, !961, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1462)
  %52 = zext i8 %51 to i64, !dbg !1456
  %53 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %52, !dbg !1456
  %54 = load i16, ptr %53, align 2, !dbg !1456, !tbaa !968
  %55 = and i16 %54, 2048, !dbg !1463
  %56 = icmp eq i16 %55, 0, !dbg !1464
  br i1 %56, label %60, label %57, !dbg !1465

57:                                               ; preds = %48
  %58 = zext i8 %51 to i32, !dbg !1466
    #dbg_value(i32 %58, !975, !DIExpression(), !1461)
    #dbg_value(i32 %58, !961, !DIExpression(), !1462)
  %59 = add nsw i32 %58, -48, !dbg !1467
    #dbg_value(i32 %59, !1216, !DIExpression(), !1460)
  br label %67, !dbg !1468

60:                                               ; preds = %48
    #dbg_value(i8 %51, !959, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1469)
    #dbg_value(i8 %51, !961, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1471)
  %61 = and i16 %54, 1024, !dbg !1473
  %62 = icmp eq i16 %61, 0, !dbg !1474
  br i1 %62, label %80, label %63, !dbg !1475

63:                                               ; preds = %60
    #dbg_value(i8 %51, !1096, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1476)
  %64 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %52, !dbg !1478
  %65 = load i32, ptr %64, align 4, !dbg !1478, !tbaa !276
  %66 = add nsw i32 %65, -87, !dbg !1479
    #dbg_value(i32 %66, !1216, !DIExpression(), !1460)
  br label %67

67:                                               ; preds = %63, %57
  %68 = phi i32 [ %59, %57 ], [ %66, %63 ], !dbg !1480
    #dbg_value(i32 %68, !1216, !DIExpression(), !1460)
  %69 = icmp slt i32 %68, 10, !dbg !1481
  br i1 %69, label %70, label %80, !dbg !1482

70:                                               ; preds = %67
    #dbg_value(i32 1, !1172, !DIExpression(), !1439)
  br i1 %47, label %71, label %48, !dbg !1486, !llvm.loop !1487

71:                                               ; preds = %70
  %72 = sext i32 %68 to i64, !dbg !1483
  %73 = sub i64 %25, %72, !dbg !1489
  %74 = udiv i64 %73, 10, !dbg !1490
  %75 = icmp ugt i64 %45, %74, !dbg !1491
  %76 = mul nuw i64 %45, 10, !dbg !1492
  %77 = add i64 %76, %72, !dbg !1492
  %78 = select i1 %75, i32 1, i32 0, !dbg !1492
  %79 = select i1 %75, i64 %25, i64 %77, !dbg !1492
  br label %43, !dbg !1485, !llvm.loop !1487

80:                                               ; preds = %67, %60
  %81 = icmp eq i32 %44, 0, !dbg !1493
    #dbg_value(i64 %45, !1215, !DIExpression(), !1459)
    #dbg_value(ptr undef, !1170, !DIExpression(), !1439)
    #dbg_value(i64 %45, !1173, !DIExpression(), !1439)
  br i1 %81, label %84, label %82, !dbg !1494

82:                                               ; preds = %80
  %83 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1495
  store i32 34, ptr %83, align 4, !dbg !1496, !tbaa !276
  br label %84, !dbg !1495

84:                                               ; preds = %80, %82
    #dbg_value(i1 %23, !1332, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1437)
    #dbg_value(i64 %45, !1334, !DIExpression(), !1437)
  %85 = sub i64 0, %45, !dbg !1497
  %86 = select i1 %23, i64 %45, i64 %85, !dbg !1497
  br label %87, !dbg !1497

87:                                               ; preds = %84, %31, %38
  %88 = phi i64 [ 0, %38 ], [ 0, %31 ], [ %86, %84 ], !dbg !1497
  ret i64 %88, !dbg !1498
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local i64 @atoll(ptr nocapture noundef readonly %0) local_unnamed_addr #12 !dbg !1499 {
    #dbg_value(ptr %0, !1503, !DIExpression(), !1504)
    #dbg_value(ptr %0, !1141, !DIExpression(), !1505)
    #dbg_value(ptr null, !1142, !DIExpression(), !1505)
    #dbg_value(i32 10, !1143, !DIExpression(), !1505)
    #dbg_value(i32 0, !1144, !DIExpression(), !1505)
    #dbg_value(ptr %0, !1159, !DIExpression(), !1507)
    #dbg_value(ptr null, !1160, !DIExpression(), !1507)
    #dbg_value(i32 10, !1161, !DIExpression(), !1507)
    #dbg_value(i32 1, !1162, !DIExpression(), !1507)
    #dbg_value(i64 0, !1163, !DIExpression(), !1507)
    #dbg_value(i64 -9223372036854775808, !1164, !DIExpression(), !1507)
    #dbg_value(i64 9223372036854775807, !1165, !DIExpression(), !1507)
    #dbg_value(ptr undef, !1166, !DIExpression(), !1507)
    #dbg_value(ptr %0, !1167, !DIExpression(), !1507)
  br label %2, !dbg !1509

2:                                                ; preds = %2, %1
  %3 = phi ptr [ %0, %1 ], [ %10, %2 ], !dbg !1507
    #dbg_value(ptr %3, !1167, !DIExpression(), !1507)
  %4 = load i8, ptr %3, align 1, !dbg !1510, !tbaa !333
  %5 = zext i8 %4 to i64, !dbg !1511
    #dbg_value(i64 %5, !997, !DIExpression(), !1514)
    #dbg_value(i64 %5, !961, !DIExpression(), !1515)
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1511
  %7 = load i16, ptr %6, align 2, !dbg !1511, !tbaa !968
  %8 = and i16 %7, 8192, !dbg !1516
  %9 = icmp eq i16 %8, 0, !dbg !1509
  %10 = getelementptr inbounds i8, ptr %3, i64 1, !dbg !1517
    #dbg_value(ptr %10, !1167, !DIExpression(), !1507)
  br i1 %9, label %11, label %2, !dbg !1509, !llvm.loop !1518

11:                                               ; preds = %2
    #dbg_value(i32 0, !1168, !DIExpression(), !1507)
  switch i8 %4, label %19 [
    i8 43, label %12
    i8 45, label %12
  ], !dbg !1519

12:                                               ; preds = %11, %11
  %13 = icmp ne i8 %4, 45, !dbg !1520
    #dbg_value(i1 %13, !1168, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1507)
    #dbg_value(ptr %10, !1167, !DIExpression(), !1507)
  %14 = select i1 %13, i64 9223372036854775807, i64 -9223372036854775808, !dbg !1521
  %15 = load i8, ptr %10, align 1, !dbg !1522, !tbaa !333
  %16 = zext i8 %15 to i64
  %17 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %16
  %18 = load i16, ptr %17, align 2, !dbg !1524, !tbaa !968
  br label %19, !dbg !1521

19:                                               ; preds = %12, %11
  %20 = phi i64 [ %16, %12 ], [ %5, %11 ], !dbg !1524
  %21 = phi i16 [ %18, %12 ], [ %7, %11 ], !dbg !1524
  %22 = phi i8 [ %15, %12 ], [ %4, %11 ], !dbg !1522
  %23 = phi i1 [ %13, %12 ], [ true, %11 ]
  %24 = phi ptr [ %10, %12 ], [ %3, %11 ]
  %25 = phi i64 [ %14, %12 ], [ 9223372036854775807, %11 ], !dbg !1521
    #dbg_value(i64 %25, !1169, !DIExpression(), !1507)
    #dbg_value(ptr undef, !1209, !DIExpression(), !1527)
    #dbg_value(ptr undef, !1210, !DIExpression(), !1527)
    #dbg_value(i64 %25, !1211, !DIExpression(), !1527)
    #dbg_value(ptr undef, !1212, !DIExpression(), !1527)
    #dbg_value(ptr undef, !1213, !DIExpression(), !1527)
    #dbg_value(i32 10, !1214, !DIExpression(), !1527)
    #dbg_value(i32 10, !1161, !DIExpression(), !1507)
    #dbg_value(i32 poison, !1172, !DIExpression(), !1507)
    #dbg_value(i32 0, !1171, !DIExpression(), !1507)
    #dbg_value(ptr %24, !1203, !DIExpression(), !1527)
    #dbg_value(i64 0, !1215, !DIExpression(), !1527)
    #dbg_value(i8 %22, !1220, !DIExpression(), !1528)
    #dbg_value(i8 %22, !975, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1529)
    #dbg_value(i8 %22, !961, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1530)
  %26 = and i16 %21, 2048, !dbg !1531
  %27 = icmp eq i16 %26, 0, !dbg !1532
  br i1 %27, label %31, label %28, !dbg !1533

28:                                               ; preds = %19
  %29 = zext i8 %22 to i32, !dbg !1534
    #dbg_value(i32 %29, !975, !DIExpression(), !1529)
    #dbg_value(i32 %29, !961, !DIExpression(), !1530)
  %30 = add nsw i32 %29, -48, !dbg !1535
    #dbg_value(i32 %30, !1216, !DIExpression(), !1528)
  br label %38, !dbg !1536

31:                                               ; preds = %19
    #dbg_value(i8 %22, !959, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1537)
    #dbg_value(i8 %22, !961, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1539)
  %32 = and i16 %21, 1024, !dbg !1541
  %33 = icmp eq i16 %32, 0, !dbg !1542
  br i1 %33, label %87, label %34, !dbg !1543

34:                                               ; preds = %31
    #dbg_value(i8 %22, !1096, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1544)
  %35 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %20, !dbg !1546
  %36 = load i32, ptr %35, align 4, !dbg !1546, !tbaa !276
  %37 = add nsw i32 %36, -87, !dbg !1547
    #dbg_value(i32 %37, !1216, !DIExpression(), !1528)
  br label %38

38:                                               ; preds = %34, %28
  %39 = phi i32 [ %30, %28 ], [ %37, %34 ], !dbg !1548
    #dbg_value(i32 %39, !1216, !DIExpression(), !1528)
  %40 = icmp slt i32 %39, 10, !dbg !1549
  br i1 %40, label %41, label %87, !dbg !1550

41:                                               ; preds = %38
    #dbg_value(i32 1, !1172, !DIExpression(), !1507)
  %42 = sext i32 %39 to i64, !dbg !1551
    #dbg_value(i32 0, !1171, !DIExpression(), !1507)
    #dbg_value(i64 %42, !1215, !DIExpression(), !1527)
    #dbg_value(ptr %24, !1203, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1527)
  br label %43, !dbg !1552

43:                                               ; preds = %71, %41
  %44 = phi i32 [ 0, %41 ], [ %78, %71 ]
  %45 = phi i64 [ %42, %41 ], [ %79, %71 ]
  %46 = phi ptr [ %24, %41 ], [ %50, %71 ]
  %47 = icmp eq i32 %44, 0
  br label %48, !dbg !1553

48:                                               ; preds = %43, %70
  %49 = phi ptr [ %50, %70 ], [ %46, %43 ]
  %50 = getelementptr inbounds i8, ptr %49, i64 1, !dbg !1527
    #dbg_value(i32 poison, !1172, !DIExpression(), !1507)
    #dbg_value(i32 %44, !1171, !DIExpression(), !1507)
    #dbg_value(ptr %50, !1203, !DIExpression(), !1527)
    #dbg_value(i64 %45, !1215, !DIExpression(), !1527)
  %51 = load i8, ptr %50, align 1, !dbg !1522, !tbaa !333
    #dbg_value(i8 %51, !1220, !DIExpression(), !1528)
    #dbg_value(i8 %51, !975, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1529)
    #dbg_value(i8 %51, !961, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1530)
  %52 = zext i8 %51 to i64, !dbg !1524
  %53 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %52, !dbg !1524
  %54 = load i16, ptr %53, align 2, !dbg !1524, !tbaa !968
  %55 = and i16 %54, 2048, !dbg !1531
  %56 = icmp eq i16 %55, 0, !dbg !1532
  br i1 %56, label %60, label %57, !dbg !1533

57:                                               ; preds = %48
  %58 = zext i8 %51 to i32, !dbg !1534
    #dbg_value(i32 %58, !975, !DIExpression(), !1529)
    #dbg_value(i32 %58, !961, !DIExpression(), !1530)
  %59 = add nsw i32 %58, -48, !dbg !1535
    #dbg_value(i32 %59, !1216, !DIExpression(), !1528)
  br label %67, !dbg !1536

60:                                               ; preds = %48
    #dbg_value(i8 %51, !959, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1537)
    #dbg_value(i8 %51, !961, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1539)
  %61 = and i16 %54, 1024, !dbg !1541
  %62 = icmp eq i16 %61, 0, !dbg !1542
  br i1 %62, label %80, label %63, !dbg !1543

63:                                               ; preds = %60
    #dbg_value(i8 %51, !1096, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1544)
  %64 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %52, !dbg !1546
  %65 = load i32, ptr %64, align 4, !dbg !1546, !tbaa !276
  %66 = add nsw i32 %65, -87, !dbg !1547
    #dbg_value(i32 %66, !1216, !DIExpression(), !1528)
  br label %67

67:                                               ; preds = %63, %57
  %68 = phi i32 [ %59, %57 ], [ %66, %63 ], !dbg !1548
    #dbg_value(i32 %68, !1216, !DIExpression(), !1528)
  %69 = icmp slt i32 %68, 10, !dbg !1549
  br i1 %69, label %70, label %80, !dbg !1550

70:                                               ; preds = %67
    #dbg_value(i32 1, !1172, !DIExpression(), !1507)
  br i1 %47, label %71, label %48, !dbg !1554, !llvm.loop !1555

71:                                               ; preds = %70
  %72 = sext i32 %68 to i64, !dbg !1551
  %73 = sub i64 %25, %72, !dbg !1557
  %74 = udiv i64 %73, 10, !dbg !1558
  %75 = icmp ugt i64 %45, %74, !dbg !1559
  %76 = mul nuw i64 %45, 10, !dbg !1560
  %77 = add i64 %76, %72, !dbg !1560
  %78 = select i1 %75, i32 1, i32 0, !dbg !1560
  %79 = select i1 %75, i64 %25, i64 %77, !dbg !1560
  br label %43, !dbg !1553, !llvm.loop !1555

80:                                               ; preds = %67, %60
  %81 = icmp eq i32 %44, 0, !dbg !1561
    #dbg_value(i64 %45, !1215, !DIExpression(), !1527)
    #dbg_value(ptr undef, !1170, !DIExpression(), !1507)
    #dbg_value(i64 %45, !1173, !DIExpression(), !1507)
  br i1 %81, label %84, label %82, !dbg !1562

82:                                               ; preds = %80
  %83 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1563
  store i32 34, ptr %83, align 4, !dbg !1564, !tbaa !276
  br label %84, !dbg !1563

84:                                               ; preds = %80, %82
    #dbg_value(i1 %23, !1144, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1505)
    #dbg_value(i64 %45, !1145, !DIExpression(), !1505)
  %85 = sub i64 0, %45, !dbg !1565
  %86 = select i1 %23, i64 %45, i64 %85, !dbg !1565
  br label %87, !dbg !1565

87:                                               ; preds = %84, %31, %38
  %88 = phi i64 [ 0, %38 ], [ 0, %31 ], [ %86, %84 ], !dbg !1565
  ret i64 %88, !dbg !1566
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local void @srand(i32 noundef %0) local_unnamed_addr #13 !dbg !1567 {
    #dbg_value(i32 %0, !1571, !DIExpression(), !1581)
  %2 = tail call i32 @llvm.umax.i32(i32 %0, i32 1), !dbg !1582
    #dbg_value(i32 %2, !1572, !DIExpression(), !1581)
  store i32 %2, ptr @rand_state, align 16, !dbg !1583, !tbaa !276
    #dbg_value(i32 1, !1573, !DIExpression(), !1584)
    #dbg_value(i32 %2, !1572, !DIExpression(), !1581)
  br label %4, !dbg !1585

3:                                                ; preds = %4
  store i1 true, ptr @rand_seeded, align 4, !dbg !1586
    #dbg_value(i32 0, !1579, !DIExpression(), !1587)
    #dbg_value(i32 0, !1579, !DIExpression(), !1587)
  br label %19, !dbg !1588

4:                                                ; preds = %1, %4
  %5 = phi i64 [ 1, %1 ], [ %16, %4 ]
  %6 = phi i32 [ %2, %1 ], [ %14, %4 ]
    #dbg_value(i32 %6, !1572, !DIExpression(), !1581)
    #dbg_value(i64 %5, !1573, !DIExpression(), !1584)
  %7 = sdiv i32 %6, 127773, !dbg !1589
    #dbg_value(i32 %7, !1575, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !1590)
  %8 = srem i32 %6, 127773, !dbg !1591
    #dbg_value(i32 %8, !1578, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !1590)
  %9 = mul nsw i32 %8, 16807, !dbg !1592
  %10 = mul nsw i32 %7, -2836, !dbg !1593
  %11 = add i32 %10, %9, !dbg !1594
    #dbg_value(i32 %11, !1572, !DIExpression(), !1581)
  %12 = icmp slt i32 %11, 0, !dbg !1595
  %13 = add nsw i32 %11, 2147483647
  %14 = select i1 %12, i32 %13, i32 %11, !dbg !1597
    #dbg_value(i32 %14, !1572, !DIExpression(), !1581)
  %15 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %5, !dbg !1598
  store i32 %14, ptr %15, align 4, !dbg !1599, !tbaa !276
  %16 = add nuw nsw i64 %5, 1, !dbg !1600
    #dbg_value(i64 %16, !1573, !DIExpression(), !1584)
  %17 = icmp eq i64 %16, 31, !dbg !1601
  br i1 %17, label %3, label %4, !dbg !1585, !llvm.loop !1602

18:                                               ; preds = %19
  store i32 %31, ptr @rand_f, align 4, !dbg !1604, !tbaa !276
  store i32 %33, ptr @rand_r, align 4, !dbg !1604, !tbaa !276
  ret void, !dbg !1607

19:                                               ; preds = %3, %19
  %20 = phi i32 [ 0, %3 ], [ %34, %19 ]
  %21 = phi i32 [ 3, %3 ], [ %31, %19 ]
  %22 = phi i32 [ 0, %3 ], [ %33, %19 ]
    #dbg_value(i32 %20, !1579, !DIExpression(), !1587)
  %23 = sext i32 %21 to i64, !dbg !1608
  %24 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %23, !dbg !1608
  %25 = load i32, ptr %24, align 4, !dbg !1608, !tbaa !276
  %26 = sext i32 %22 to i64, !dbg !1609
  %27 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %26, !dbg !1609
  %28 = load i32, ptr %27, align 4, !dbg !1609, !tbaa !276
  %29 = add i32 %28, %25, !dbg !1610
  store i32 %29, ptr %24, align 4, !dbg !1611, !tbaa !276
  %30 = add nsw i32 %21, 1, !dbg !1612
  %31 = srem i32 %30, 31, !dbg !1613
  %32 = add nsw i32 %22, 1, !dbg !1614
  %33 = srem i32 %32, 31, !dbg !1615
  %34 = add nuw nsw i32 %20, 1, !dbg !1616
    #dbg_value(i32 %34, !1579, !DIExpression(), !1587)
  %35 = icmp eq i32 %34, 310, !dbg !1617
  br i1 %35, label %18, label %19, !dbg !1588, !llvm.loop !1618
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 0, -2147483648) i32 @rand() local_unnamed_addr #13 !dbg !1620 {
  %1 = load i1, ptr @rand_seeded, align 4, !dbg !1626
  br i1 %1, label %2, label %5, !dbg !1628

2:                                                ; preds = %0
  %3 = load i32, ptr @rand_f, align 4, !dbg !1629, !tbaa !276
  %4 = load i32, ptr @rand_r, align 4, !dbg !1630, !tbaa !276
  br label %38, !dbg !1628

5:                                                ; preds = %0
    #dbg_value(i32 1, !1571, !DIExpression(), !1631)
    #dbg_value(i32 1, !1572, !DIExpression(), !1631)
  store i32 1, ptr @rand_state, align 16, !dbg !1633, !tbaa !276
    #dbg_value(i32 1, !1573, !DIExpression(), !1634)
    #dbg_value(i32 1, !1572, !DIExpression(), !1631)
  br label %7, !dbg !1635

6:                                                ; preds = %7
  store i1 true, ptr @rand_seeded, align 4, !dbg !1636
    #dbg_value(i32 0, !1579, !DIExpression(), !1637)
    #dbg_value(i32 0, !1579, !DIExpression(), !1637)
  br label %21, !dbg !1638

7:                                                ; preds = %7, %5
  %8 = phi i64 [ 1, %5 ], [ %19, %7 ]
  %9 = phi i32 [ 1, %5 ], [ %17, %7 ]
    #dbg_value(i32 %9, !1572, !DIExpression(), !1631)
    #dbg_value(i64 %8, !1573, !DIExpression(), !1634)
  %10 = sdiv i32 %9, 127773, !dbg !1639
    #dbg_value(i32 %10, !1575, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !1640)
  %11 = srem i32 %9, 127773, !dbg !1641
    #dbg_value(i32 %11, !1578, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !1640)
  %12 = mul nsw i32 %11, 16807, !dbg !1642
  %13 = mul nsw i32 %10, -2836, !dbg !1643
  %14 = add i32 %13, %12, !dbg !1644
    #dbg_value(i32 %14, !1572, !DIExpression(), !1631)
  %15 = icmp slt i32 %14, 0, !dbg !1645
  %16 = add nsw i32 %14, 2147483647
  %17 = select i1 %15, i32 %16, i32 %14, !dbg !1646
    #dbg_value(i32 %17, !1572, !DIExpression(), !1631)
  %18 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %8, !dbg !1647
  store i32 %17, ptr %18, align 4, !dbg !1648, !tbaa !276
  %19 = add nuw nsw i64 %8, 1, !dbg !1649
    #dbg_value(i64 %19, !1573, !DIExpression(), !1634)
  %20 = icmp eq i64 %19, 31, !dbg !1650
  br i1 %20, label %6, label %7, !dbg !1635, !llvm.loop !1651

21:                                               ; preds = %21, %6
  %22 = phi i32 [ 0, %6 ], [ %36, %21 ]
  %23 = phi i32 [ 3, %6 ], [ %33, %21 ]
  %24 = phi i32 [ 0, %6 ], [ %35, %21 ]
    #dbg_value(i32 %22, !1579, !DIExpression(), !1637)
  %25 = sext i32 %23 to i64, !dbg !1653
  %26 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %25, !dbg !1653
  %27 = load i32, ptr %26, align 4, !dbg !1653, !tbaa !276
  %28 = sext i32 %24 to i64, !dbg !1654
  %29 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %28, !dbg !1654
  %30 = load i32, ptr %29, align 4, !dbg !1654, !tbaa !276
  %31 = add i32 %30, %27, !dbg !1655
  store i32 %31, ptr %26, align 4, !dbg !1656, !tbaa !276
  %32 = add nsw i32 %23, 1, !dbg !1657
  %33 = srem i32 %32, 31, !dbg !1658
  %34 = add nsw i32 %24, 1, !dbg !1659
  %35 = srem i32 %34, 31, !dbg !1660
  %36 = add nuw nsw i32 %22, 1, !dbg !1661
    #dbg_value(i32 %36, !1579, !DIExpression(), !1637)
  %37 = icmp eq i32 %36, 310, !dbg !1662
  br i1 %37, label %38, label %21, !dbg !1638, !llvm.loop !1663

38:                                               ; preds = %21, %2
  %39 = phi i32 [ %4, %2 ], [ %35, %21 ], !dbg !1630
  %40 = phi i32 [ %3, %2 ], [ %33, %21 ], !dbg !1629
  %41 = sext i32 %40 to i64, !dbg !1665
  %42 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %41, !dbg !1665
  %43 = load i32, ptr %42, align 4, !dbg !1665, !tbaa !276
  %44 = sext i32 %39 to i64, !dbg !1666
  %45 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %44, !dbg !1666
  %46 = load i32, ptr %45, align 4, !dbg !1666, !tbaa !276
  %47 = add i32 %46, %43, !dbg !1667
    #dbg_value(i32 %47, !1624, !DIExpression(), !1668)
  store i32 %47, ptr %42, align 4, !dbg !1669, !tbaa !276
  %48 = lshr i32 %47, 1, !dbg !1670
    #dbg_value(i32 %48, !1625, !DIExpression(), !1668)
  %49 = add nsw i32 %40, 1, !dbg !1671
  %50 = srem i32 %49, 31, !dbg !1672
  store i32 %50, ptr @rand_f, align 4, !dbg !1673, !tbaa !276
  %51 = add nsw i32 %39, 1, !dbg !1674
  %52 = srem i32 %51, 31, !dbg !1675
  store i32 %52, ptr @rand_r, align 4, !dbg !1676, !tbaa !276
  ret i32 %48, !dbg !1677
}

; Function Attrs: nounwind
define dso_local void @qsort(ptr noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3) local_unnamed_addr #7 !dbg !1678 {
    #dbg_value(ptr %0, !1685, !DIExpression(), !1690)
    #dbg_value(i64 %1, !1686, !DIExpression(), !1690)
    #dbg_value(i64 %2, !1687, !DIExpression(), !1690)
    #dbg_value(ptr %3, !1688, !DIExpression(), !1690)
  %5 = icmp ult i64 %1, 2, !dbg !1691
  %6 = icmp eq i64 %2, 0
  %7 = or i1 %5, %6, !dbg !1693
  br i1 %7, label %14, label %8, !dbg !1693

8:                                                ; preds = %4
  %9 = mul i64 %2, %1, !dbg !1694
  %10 = tail call ptr @malloc(i64 noundef %9) #19, !dbg !1695
    #dbg_value(ptr %10, !1689, !DIExpression(), !1690)
  %11 = icmp eq ptr %10, null, !dbg !1696
  br i1 %11, label %12, label %13, !dbg !1698

12:                                               ; preds = %8
  tail call void @abort() #20, !dbg !1699
  unreachable, !dbg !1699

13:                                               ; preds = %8
  tail call fastcc void @msort(ptr noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef nonnull %10) #22, !dbg !1700
  tail call void @free(ptr noundef nonnull %10) #19, !dbg !1701
  br label %14, !dbg !1702

14:                                               ; preds = %4, %13
  ret void, !dbg !1702
}

; Function Attrs: noreturn
declare !dbg !1703 void @abort() local_unnamed_addr #5

; Function Attrs: nounwind
define internal fastcc void @msort(ptr noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4) unnamed_addr #7 !dbg !1704 {
    #dbg_value(ptr %0, !1708, !DIExpression(), !1718)
    #dbg_value(i64 %1, !1709, !DIExpression(), !1718)
    #dbg_value(i64 %2, !1710, !DIExpression(), !1718)
    #dbg_value(ptr %3, !1711, !DIExpression(), !1718)
    #dbg_value(ptr %4, !1712, !DIExpression(), !1718)
  %6 = icmp ult i64 %1, 2, !dbg !1719
  br i1 %6, label %51, label %7, !dbg !1721

7:                                                ; preds = %5
  %8 = lshr i64 %1, 1, !dbg !1722
    #dbg_value(i64 %8, !1713, !DIExpression(), !1718)
  %9 = sub i64 %1, %8, !dbg !1723
    #dbg_value(i64 %9, !1714, !DIExpression(), !1718)
    #dbg_value(ptr %0, !1715, !DIExpression(), !1718)
  %10 = mul i64 %8, %2, !dbg !1724
  %11 = getelementptr inbounds i8, ptr %0, i64 %10, !dbg !1725
    #dbg_value(ptr %11, !1716, !DIExpression(), !1718)
  tail call fastcc void @msort(ptr noundef %0, i64 noundef %8, i64 noundef %2, ptr noundef %3, ptr noundef %4) #22, !dbg !1726
  tail call fastcc void @msort(ptr noundef %11, i64 noundef %9, i64 noundef %2, ptr noundef %3, ptr noundef %4) #22, !dbg !1727
    #dbg_value(ptr %4, !1717, !DIExpression(), !1718)
    #dbg_value(ptr %11, !1716, !DIExpression(), !1718)
    #dbg_value(ptr %0, !1715, !DIExpression(), !1718)
    #dbg_value(i64 %9, !1714, !DIExpression(), !1718)
    #dbg_value(i64 %8, !1713, !DIExpression(), !1718)
  %12 = icmp eq i64 %9, 0, !dbg !1728
  br i1 %12, label %39, label %13, !dbg !1729

13:                                               ; preds = %7, %29
  %14 = phi ptr [ %34, %29 ], [ %4, %7 ]
  %15 = phi ptr [ %33, %29 ], [ %11, %7 ]
  %16 = phi ptr [ %32, %29 ], [ %0, %7 ]
  %17 = phi i64 [ %31, %29 ], [ %9, %7 ]
  %18 = phi i64 [ %30, %29 ], [ %8, %7 ]
    #dbg_value(ptr %14, !1717, !DIExpression(), !1718)
    #dbg_value(ptr %15, !1716, !DIExpression(), !1718)
    #dbg_value(ptr %16, !1715, !DIExpression(), !1718)
    #dbg_value(i64 %17, !1714, !DIExpression(), !1718)
    #dbg_value(i64 %18, !1713, !DIExpression(), !1718)
  %19 = tail call i32 %3(ptr noundef %16, ptr noundef %15) #19, !dbg !1730
  %20 = icmp slt i32 %19, 1, !dbg !1733
  br i1 %20, label %21, label %25, !dbg !1734

21:                                               ; preds = %13
  %22 = tail call ptr @memcpy(ptr noundef %14, ptr noundef %16, i64 noundef %2) #19, !dbg !1735
  %23 = getelementptr inbounds i8, ptr %16, i64 %2, !dbg !1737
    #dbg_value(ptr %23, !1715, !DIExpression(), !1718)
  %24 = add nsw i64 %18, -1, !dbg !1738
    #dbg_value(i64 %24, !1713, !DIExpression(), !1718)
  br label %29, !dbg !1739

25:                                               ; preds = %13
  %26 = tail call ptr @memcpy(ptr noundef %14, ptr noundef %15, i64 noundef %2) #19, !dbg !1740
  %27 = getelementptr inbounds i8, ptr %15, i64 %2, !dbg !1742
    #dbg_value(ptr %27, !1716, !DIExpression(), !1718)
  %28 = add i64 %17, -1, !dbg !1743
    #dbg_value(i64 %28, !1714, !DIExpression(), !1718)
  br label %29

29:                                               ; preds = %25, %21
  %30 = phi i64 [ %24, %21 ], [ %18, %25 ], !dbg !1718
  %31 = phi i64 [ %17, %21 ], [ %28, %25 ], !dbg !1718
  %32 = phi ptr [ %23, %21 ], [ %16, %25 ], !dbg !1718
  %33 = phi ptr [ %15, %21 ], [ %27, %25 ], !dbg !1718
    #dbg_value(ptr %33, !1716, !DIExpression(), !1718)
    #dbg_value(ptr %32, !1715, !DIExpression(), !1718)
    #dbg_value(i64 %31, !1714, !DIExpression(), !1718)
    #dbg_value(i64 %30, !1713, !DIExpression(), !1718)
  %34 = getelementptr inbounds i8, ptr %14, i64 %2, !dbg !1744
    #dbg_value(ptr %34, !1717, !DIExpression(), !1718)
  %35 = icmp ne i64 %30, 0, !dbg !1745
  %36 = icmp ne i64 %31, 0, !dbg !1728
  %37 = select i1 %35, i1 %36, i1 false, !dbg !1728
  br i1 %37, label %13, label %38, !dbg !1729, !llvm.loop !1746

38:                                               ; preds = %29
  br i1 %35, label %39, label %46, !dbg !1748

39:                                               ; preds = %7, %38
  %40 = phi ptr [ %34, %38 ], [ %4, %7 ]
  %41 = phi ptr [ %32, %38 ], [ %0, %7 ]
  %42 = phi i64 [ %31, %38 ], [ 0, %7 ]
  %43 = phi i64 [ %30, %38 ], [ %8, %7 ]
  %44 = mul i64 %43, %2, !dbg !1749
  %45 = tail call ptr @memcpy(ptr noundef %40, ptr noundef %41, i64 noundef %44) #19, !dbg !1751
  br label %46, !dbg !1751

46:                                               ; preds = %39, %38
  %47 = phi i64 [ %42, %39 ], [ %31, %38 ]
  %48 = sub i64 %1, %47, !dbg !1752
  %49 = mul i64 %48, %2, !dbg !1753
  %50 = tail call ptr @memcpy(ptr noundef %0, ptr noundef %4, i64 noundef %49) #19, !dbg !1754
  br label %51, !dbg !1755

51:                                               ; preds = %5, %46
  ret void, !dbg !1755
}

declare !dbg !1756 void @free(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local noundef ptr @bsearch(ptr noundef %0, ptr noundef %1, i64 noundef %2, i64 noundef %3, ptr nocapture noundef readonly %4) local_unnamed_addr #7 !dbg !1757 {
    #dbg_value(ptr %0, !1761, !DIExpression(), !1772)
    #dbg_value(ptr %1, !1762, !DIExpression(), !1772)
    #dbg_value(i64 %2, !1763, !DIExpression(), !1772)
    #dbg_value(i64 %3, !1764, !DIExpression(), !1772)
    #dbg_value(ptr %4, !1765, !DIExpression(), !1772)
    #dbg_value(i64 0, !1766, !DIExpression(), !1772)
    #dbg_value(i64 %2, !1767, !DIExpression(), !1772)
  br label %6, !dbg !1773

6:                                                ; preds = %10, %5
  %7 = phi i64 [ %2, %5 ], [ %20, %10 ], !dbg !1774
  %8 = phi i64 [ 0, %5 ], [ %21, %10 ], !dbg !1775
    #dbg_value(i64 %8, !1766, !DIExpression(), !1772)
    #dbg_value(i64 %7, !1767, !DIExpression(), !1772)
  %9 = icmp ult i64 %8, %7, !dbg !1776
  br i1 %9, label %10, label %22, !dbg !1773

10:                                               ; preds = %6
  %11 = sub i64 %7, %8, !dbg !1777
  %12 = lshr i64 %11, 1, !dbg !1778
  %13 = add i64 %12, %8, !dbg !1779
    #dbg_value(i64 %13, !1768, !DIExpression(), !1780)
  %14 = mul i64 %13, %3, !dbg !1781
  %15 = getelementptr inbounds i8, ptr %1, i64 %14, !dbg !1782
    #dbg_value(ptr %15, !1770, !DIExpression(), !1780)
  %16 = tail call i32 %4(ptr noundef %0, ptr noundef %15) #19, !dbg !1783
    #dbg_value(i32 %16, !1771, !DIExpression(), !1780)
  %17 = icmp eq i32 %16, 0, !dbg !1784
  %18 = icmp slt i32 %16, 0, !dbg !1786
  %19 = add i64 %13, 1, !dbg !1786
  %20 = select i1 %18, i64 %13, i64 %7, !dbg !1786
  %21 = select i1 %18, i64 %8, i64 %19, !dbg !1786
    #dbg_value(i64 poison, !1766, !DIExpression(), !1772)
    #dbg_value(i64 poison, !1767, !DIExpression(), !1772)
  br i1 %17, label %22, label %6, !llvm.loop !1787

22:                                               ; preds = %6, %10
  %23 = phi ptr [ %15, %10 ], [ null, %6 ], !dbg !1772
  ret ptr %23, !dbg !1789
}

; Function Attrs: nounwind
define dso_local noundef i32 @pthread_once(ptr noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #7 !dbg !1790 {
    #dbg_value(ptr %0, !1794, !DIExpression(), !1796)
    #dbg_value(ptr %1, !1795, !DIExpression(), !1796)
  tail call void @__VERIFIER_atomic_begin() #19, !dbg !1797
  %3 = load i32, ptr %0, align 4, !dbg !1798, !tbaa !276
  %4 = icmp eq i32 %3, 0, !dbg !1800
  br i1 %4, label %5, label %6, !dbg !1801

5:                                                ; preds = %2
  store i32 1, ptr %0, align 4, !dbg !1802, !tbaa !276
  tail call void @__VERIFIER_atomic_end() #19, !dbg !1804
  tail call void %1() #19, !dbg !1805
  store i32 2, ptr %0, align 4, !dbg !1806, !tbaa !276
  br label %7, !dbg !1807

6:                                                ; preds = %2
  tail call void @__VERIFIER_atomic_end() #19, !dbg !1808
  tail call void @__pancam_await_eq(ptr noundef nonnull %0, i32 noundef 2) #19, !dbg !1809
  br label %7, !dbg !1810

7:                                                ; preds = %6, %5
  ret i32 0, !dbg !1811
}

declare !dbg !1812 void @__VERIFIER_atomic_begin() local_unnamed_addr #8

declare !dbg !1813 void @__VERIFIER_atomic_end() local_unnamed_addr #8

declare !dbg !1814 void @__pancam_await_eq(ptr noundef, i32 noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local range(i32 0, 12) i32 @pthread_key_create(ptr nocapture noundef writeonly %0, ptr noundef %1) local_unnamed_addr #7 !dbg !1817 {
    #dbg_value(ptr %0, !1822, !DIExpression(), !1826)
    #dbg_value(ptr %1, !1823, !DIExpression(), !1826)
  tail call void @__VERIFIER_atomic_begin() #19, !dbg !1827
    #dbg_value(i32 0, !1824, !DIExpression(), !1828)
  br label %3, !dbg !1829

3:                                                ; preds = %32, %2
  %4 = phi i64 [ 0, %2 ], [ %33, %32 ]
    #dbg_value(i64 %4, !1824, !DIExpression(), !1828)
  %5 = getelementptr inbounds [64 x i32], ptr @key_used, i64 0, i64 %4, !dbg !1830
  %6 = load i32, ptr %5, align 16, !dbg !1830, !tbaa !276
  %7 = icmp eq i32 %6, 0, !dbg !1830
  br i1 %7, label %8, label %17, !dbg !1834

8:                                                ; preds = %27, %22, %17, %3
  %9 = phi i64 [ %4, %3 ], [ %18, %17 ], [ %23, %22 ], [ %28, %27 ]
  %10 = phi ptr [ %5, %3 ], [ %19, %17 ], [ %24, %22 ], [ %29, %27 ], !dbg !1830
  %11 = trunc nuw nsw i64 %9 to i32, !dbg !1835
  store i32 1, ptr %10, align 4, !dbg !1835, !tbaa !276
  %12 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i64 0, i64 %9, !dbg !1837
  store ptr %1, ptr %12, align 8, !dbg !1838, !tbaa !285
  %13 = icmp eq ptr %1, null, !dbg !1839
  br i1 %13, label %35, label %14, !dbg !1841

14:                                               ; preds = %8
  %15 = load i32, ptr @__pancam_tsd_dtors, align 4, !dbg !1842, !tbaa !276
  %16 = add nsw i32 %15, 1, !dbg !1842
  store i32 %16, ptr @__pancam_tsd_dtors, align 4, !dbg !1842, !tbaa !276
  br label %35, !dbg !1843

17:                                               ; preds = %3
  %18 = or disjoint i64 %4, 1, !dbg !1844
    #dbg_value(i64 %18, !1824, !DIExpression(), !1828)
  %19 = getelementptr inbounds [64 x i32], ptr @key_used, i64 0, i64 %18, !dbg !1830
  %20 = load i32, ptr %19, align 4, !dbg !1830, !tbaa !276
  %21 = icmp eq i32 %20, 0, !dbg !1830
  br i1 %21, label %8, label %22, !dbg !1834

22:                                               ; preds = %17
  %23 = or disjoint i64 %4, 2, !dbg !1844
    #dbg_value(i64 %23, !1824, !DIExpression(), !1828)
  %24 = getelementptr inbounds [64 x i32], ptr @key_used, i64 0, i64 %23, !dbg !1830
  %25 = load i32, ptr %24, align 8, !dbg !1830, !tbaa !276
  %26 = icmp eq i32 %25, 0, !dbg !1830
  br i1 %26, label %8, label %27, !dbg !1834

27:                                               ; preds = %22
  %28 = or disjoint i64 %4, 3, !dbg !1844
    #dbg_value(i64 %28, !1824, !DIExpression(), !1828)
  %29 = getelementptr inbounds [64 x i32], ptr @key_used, i64 0, i64 %28, !dbg !1830
  %30 = load i32, ptr %29, align 4, !dbg !1830, !tbaa !276
  %31 = icmp eq i32 %30, 0, !dbg !1830
  br i1 %31, label %8, label %32, !dbg !1834

32:                                               ; preds = %27
  %33 = add nuw nsw i64 %4, 4, !dbg !1844
    #dbg_value(i64 %33, !1824, !DIExpression(), !1828)
  %34 = icmp eq i64 %33, 64, !dbg !1845
  br i1 %34, label %36, label %3, !dbg !1829, !llvm.loop !1846

35:                                               ; preds = %8, %14
  tail call void @__VERIFIER_atomic_end() #19, !dbg !1848
  store i32 %11, ptr %0, align 4, !dbg !1849, !tbaa !276
  br label %37

36:                                               ; preds = %32
  tail call void @__VERIFIER_atomic_end() #19, !dbg !1850
  br label %37, !dbg !1851

37:                                               ; preds = %35, %36
  %38 = phi i32 [ 0, %35 ], [ 11, %36 ], !dbg !1826
  ret i32 %38, !dbg !1852
}

; Function Attrs: nounwind
define dso_local range(i32 0, 23) i32 @pthread_key_delete(i32 noundef %0) local_unnamed_addr #7 !dbg !1853 {
    #dbg_value(i32 %0, !1857, !DIExpression(), !1858)
  tail call void @__VERIFIER_atomic_begin() #19, !dbg !1859
  %2 = icmp ugt i32 %0, 63, !dbg !1860
  br i1 %2, label %16, label %3, !dbg !1862

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !1863
  %5 = getelementptr inbounds [64 x i32], ptr @key_used, i64 0, i64 %4, !dbg !1863
  %6 = load i32, ptr %5, align 4, !dbg !1863, !tbaa !276
  %7 = icmp eq i32 %6, 0, !dbg !1863
  br i1 %7, label %16, label %8, !dbg !1864

8:                                                ; preds = %3
  %9 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i64 0, i64 %4, !dbg !1865
  %10 = load ptr, ptr %9, align 8, !dbg !1865, !tbaa !285
  %11 = icmp eq ptr %10, null, !dbg !1865
  br i1 %11, label %15, label %12, !dbg !1867

12:                                               ; preds = %8
  %13 = load i32, ptr @__pancam_tsd_dtors, align 4, !dbg !1868, !tbaa !276
  %14 = add nsw i32 %13, -1, !dbg !1868
  store i32 %14, ptr @__pancam_tsd_dtors, align 4, !dbg !1868, !tbaa !276
  br label %15, !dbg !1869

15:                                               ; preds = %12, %8
  store i32 0, ptr %5, align 4, !dbg !1870, !tbaa !276
  store ptr null, ptr %9, align 8, !dbg !1871, !tbaa !285
  br label %16, !dbg !1872

16:                                               ; preds = %1, %3, %15
  %17 = phi i32 [ 0, %15 ], [ 22, %3 ], [ 22, %1 ], !dbg !1858
  tail call void @__VERIFIER_atomic_end() #19, !dbg !1858
  ret i32 %17, !dbg !1873
}

; Function Attrs: nounwind
define dso_local void @__pancam_tsd_run() local_unnamed_addr #7 !dbg !1874 {
    #dbg_value(i32 0, !1876, !DIExpression(), !1887)
  %1 = tail call align 16 ptr @llvm.threadlocal.address.p0(ptr align 16 @key_value)
    #dbg_value(i32 0, !1876, !DIExpression(), !1887)
    #dbg_value(i32 0, !1881, !DIExpression(), !1888)
    #dbg_value(i32 0, !1878, !DIExpression(), !1889)
  br label %2, !dbg !1890

2:                                                ; preds = %78, %0
  %3 = phi i64 [ %80, %78 ], [ 0, %0 ]
  %4 = phi i1 [ false, %78 ], [ true, %0 ]
  br label %66, !dbg !1890

5:                                                ; preds = %65, %20
  %6 = phi i64 [ %22, %20 ], [ 0, %65 ]
  %7 = phi i1 [ false, %20 ], [ true, %65 ]
  br label %8, !dbg !1890

8:                                                ; preds = %5, %17
  %9 = phi i64 [ %18, %17 ], [ %6, %5 ]
    #dbg_value(i64 %9, !1881, !DIExpression(), !1888)
    #dbg_value(i32 poison, !1878, !DIExpression(), !1889)
  %10 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 %9, !dbg !1891
  %11 = load ptr, ptr %10, align 8, !dbg !1891, !tbaa !285
    #dbg_value(ptr %11, !1883, !DIExpression(), !1892)
  %12 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i64 0, i64 %9, !dbg !1893
  %13 = load ptr, ptr %12, align 8, !dbg !1893, !tbaa !285
    #dbg_value(ptr %13, !1886, !DIExpression(), !1892)
  %14 = icmp ne ptr %11, null, !dbg !1894
  %15 = icmp ne ptr %13, null
  %16 = select i1 %14, i1 %15, i1 false, !dbg !1896
  br i1 %16, label %20, label %17, !dbg !1896

17:                                               ; preds = %8
    #dbg_value(i32 poison, !1878, !DIExpression(), !1889)
  %18 = add nuw nsw i64 %9, 1, !dbg !1897
    #dbg_value(i64 %18, !1881, !DIExpression(), !1888)
  %19 = icmp eq i64 %18, 64, !dbg !1898
  br i1 %19, label %24, label %8, !dbg !1890, !llvm.loop !1899

20:                                               ; preds = %8
  %21 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 %9
  store ptr null, ptr %21, align 8, !dbg !1901, !tbaa !285
  tail call void %13(ptr noundef nonnull %11) #19, !dbg !1903
    #dbg_value(i32 1, !1878, !DIExpression(), !1889)
  %22 = add nuw nsw i64 %9, 1, !dbg !1897
    #dbg_value(i64 %22, !1881, !DIExpression(), !1888)
  %23 = icmp eq i64 %22, 64, !dbg !1898
  br i1 %23, label %25, label %5, !dbg !1890, !llvm.loop !1899

24:                                               ; preds = %17
    #dbg_value(i32 1, !1876, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1887)
  br i1 %7, label %82, label %25

25:                                               ; preds = %20, %24
  br label %26, !dbg !1890

26:                                               ; preds = %25, %41
  %27 = phi i64 [ %43, %41 ], [ 0, %25 ]
  %28 = phi i1 [ false, %41 ], [ true, %25 ]
  br label %29, !dbg !1890

29:                                               ; preds = %26, %38
  %30 = phi i64 [ %39, %38 ], [ %27, %26 ]
    #dbg_value(i64 %30, !1881, !DIExpression(), !1888)
    #dbg_value(i32 poison, !1878, !DIExpression(), !1889)
  %31 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 %30, !dbg !1891
  %32 = load ptr, ptr %31, align 8, !dbg !1891, !tbaa !285
    #dbg_value(ptr %32, !1883, !DIExpression(), !1892)
  %33 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i64 0, i64 %30, !dbg !1893
  %34 = load ptr, ptr %33, align 8, !dbg !1893, !tbaa !285
    #dbg_value(ptr %34, !1886, !DIExpression(), !1892)
  %35 = icmp ne ptr %32, null, !dbg !1894
  %36 = icmp ne ptr %34, null
  %37 = select i1 %35, i1 %36, i1 false, !dbg !1896
  br i1 %37, label %41, label %38, !dbg !1896

38:                                               ; preds = %29
    #dbg_value(i32 poison, !1878, !DIExpression(), !1889)
  %39 = add nuw nsw i64 %30, 1, !dbg !1897
    #dbg_value(i64 %39, !1881, !DIExpression(), !1888)
  %40 = icmp eq i64 %39, 64, !dbg !1898
  br i1 %40, label %45, label %29, !dbg !1890, !llvm.loop !1899

41:                                               ; preds = %29
  %42 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 %30
  store ptr null, ptr %42, align 8, !dbg !1901, !tbaa !285
  tail call void %34(ptr noundef nonnull %32) #19, !dbg !1903
    #dbg_value(i32 1, !1878, !DIExpression(), !1889)
  %43 = add nuw nsw i64 %30, 1, !dbg !1897
    #dbg_value(i64 %43, !1881, !DIExpression(), !1888)
  %44 = icmp eq i64 %43, 64, !dbg !1898
  br i1 %44, label %46, label %26, !dbg !1890, !llvm.loop !1899

45:                                               ; preds = %38
    #dbg_value(i32 2, !1876, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1887)
  br i1 %28, label %82, label %46

46:                                               ; preds = %41, %45
  br label %47, !dbg !1890

47:                                               ; preds = %59, %46
  %48 = phi i64 [ 0, %46 ], [ %60, %59 ]
    #dbg_value(i64 %48, !1881, !DIExpression(), !1888)
    #dbg_value(i32 poison, !1878, !DIExpression(), !1889)
  %49 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 %48, !dbg !1891
  %50 = load ptr, ptr %49, align 8, !dbg !1891, !tbaa !285
    #dbg_value(ptr %50, !1883, !DIExpression(), !1892)
  %51 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i64 0, i64 %48, !dbg !1893
  %52 = load ptr, ptr %51, align 8, !dbg !1893, !tbaa !285
    #dbg_value(ptr %52, !1886, !DIExpression(), !1892)
  %53 = icmp ne ptr %50, null, !dbg !1894
  %54 = icmp ne ptr %52, null
  %55 = select i1 %53, i1 %54, i1 false, !dbg !1896
  br i1 %55, label %61, label %56, !dbg !1896

56:                                               ; preds = %47
    #dbg_value(i32 poison, !1878, !DIExpression(), !1889)
  %57 = add nuw nsw i64 %48, 1, !dbg !1897
    #dbg_value(i64 %57, !1881, !DIExpression(), !1888)
  %58 = icmp eq i64 %57, 64, !dbg !1898
  br i1 %58, label %82, label %59, !dbg !1890

59:                                               ; preds = %56, %61
  %60 = phi i64 [ %57, %56 ], [ %62, %61 ]
  br label %47, !dbg !1891, !llvm.loop !1899

61:                                               ; preds = %47
  store ptr null, ptr %49, align 8, !dbg !1901, !tbaa !285
  tail call void %52(ptr noundef nonnull %50) #19, !dbg !1903
    #dbg_value(i32 1, !1878, !DIExpression(), !1889)
  %62 = add nuw nsw i64 %48, 1, !dbg !1897
    #dbg_value(i64 %62, !1881, !DIExpression(), !1888)
  %63 = icmp eq i64 %62, 64, !dbg !1898
  br i1 %63, label %82, label %59, !dbg !1890

64:                                               ; preds = %75
    #dbg_value(i32 0, !1876, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1887)
  br i1 %4, label %82, label %65

65:                                               ; preds = %78, %64
  br label %5, !dbg !1890

66:                                               ; preds = %2, %75
  %67 = phi i64 [ %76, %75 ], [ %3, %2 ]
    #dbg_value(i64 %67, !1881, !DIExpression(), !1888)
    #dbg_value(i32 poison, !1878, !DIExpression(), !1889)
  %68 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 %67, !dbg !1891
  %69 = load ptr, ptr %68, align 8, !dbg !1891, !tbaa !285
    #dbg_value(ptr %69, !1883, !DIExpression(), !1892)
  %70 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i64 0, i64 %67, !dbg !1893
  %71 = load ptr, ptr %70, align 8, !dbg !1893, !tbaa !285
    #dbg_value(ptr %71, !1886, !DIExpression(), !1892)
  %72 = icmp ne ptr %69, null, !dbg !1894
  %73 = icmp ne ptr %71, null
  %74 = select i1 %72, i1 %73, i1 false, !dbg !1896
  br i1 %74, label %78, label %75, !dbg !1896

75:                                               ; preds = %66
    #dbg_value(i32 poison, !1878, !DIExpression(), !1889)
  %76 = add nuw nsw i64 %67, 1, !dbg !1897
    #dbg_value(i64 %76, !1881, !DIExpression(), !1888)
  %77 = icmp eq i64 %76, 64, !dbg !1898
  br i1 %77, label %64, label %66, !dbg !1890, !llvm.loop !1899

78:                                               ; preds = %66
  %79 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 %67
  store ptr null, ptr %79, align 8, !dbg !1901, !tbaa !285
  tail call void %71(ptr noundef nonnull %69) #19, !dbg !1903
    #dbg_value(i32 1, !1878, !DIExpression(), !1889)
  %80 = add nuw nsw i64 %67, 1, !dbg !1897
    #dbg_value(i64 %80, !1881, !DIExpression(), !1888)
  %81 = icmp eq i64 %80, 64, !dbg !1898
  br i1 %81, label %65, label %2, !dbg !1890, !llvm.loop !1899

82:                                               ; preds = %61, %56, %45, %24, %64
  ret void, !dbg !1904
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none)
define dso_local ptr @pthread_getspecific(i32 noundef %0) local_unnamed_addr #14 !dbg !1905 {
    #dbg_value(i32 %0, !1909, !DIExpression(), !1910)
  %2 = icmp ult i32 %0, 64, !dbg !1911
  br i1 %2, label %3, label %8, !dbg !1912

3:                                                ; preds = %1
  %4 = tail call align 16 ptr @llvm.threadlocal.address.p0(ptr align 16 @key_value), !dbg !1913
  %5 = zext nneg i32 %0 to i64, !dbg !1913
  %6 = getelementptr inbounds [64 x ptr], ptr %4, i64 0, i64 %5, !dbg !1913
  %7 = load ptr, ptr %6, align 8, !dbg !1913, !tbaa !285
  br label %8, !dbg !1912

8:                                                ; preds = %1, %3
  %9 = phi ptr [ %7, %3 ], [ null, %1 ], !dbg !1912
  ret ptr %9, !dbg !1914
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 0, 23) i32 @pthread_setspecific(i32 noundef %0, ptr noundef %1) local_unnamed_addr #2 !dbg !1915 {
    #dbg_value(i32 %0, !1919, !DIExpression(), !1921)
    #dbg_value(ptr %1, !1920, !DIExpression(), !1921)
  %3 = icmp ugt i32 %0, 63, !dbg !1922
  br i1 %3, label %12, label %4, !dbg !1924

4:                                                ; preds = %2
  %5 = zext nneg i32 %0 to i64, !dbg !1925
  %6 = getelementptr inbounds [64 x i32], ptr @key_used, i64 0, i64 %5, !dbg !1925
  %7 = load i32, ptr %6, align 4, !dbg !1925, !tbaa !276
  %8 = icmp eq i32 %7, 0, !dbg !1925
  br i1 %8, label %12, label %9, !dbg !1926

9:                                                ; preds = %4
  %10 = tail call align 16 ptr @llvm.threadlocal.address.p0(ptr align 16 @key_value), !dbg !1927
  %11 = getelementptr inbounds [64 x ptr], ptr %10, i64 0, i64 %5, !dbg !1927
  store ptr %1, ptr %11, align 8, !dbg !1928, !tbaa !285
  br label %12, !dbg !1929

12:                                               ; preds = %2, %4, %9
  %13 = phi i32 [ 0, %9 ], [ 22, %4 ], [ 22, %2 ], !dbg !1921
  ret i32 %13, !dbg !1930
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local noundef i64 @time(ptr noundef writeonly %0) local_unnamed_addr #15 !dbg !1931 {
    #dbg_value(ptr %0, !1937, !DIExpression(), !1938)
  %2 = icmp eq ptr %0, null, !dbg !1939
  br i1 %2, label %4, label %3, !dbg !1941

3:                                                ; preds = %1
  store i64 0, ptr %0, align 8, !dbg !1942, !tbaa !1943
  br label %4, !dbg !1945

4:                                                ; preds = %3, %1
  ret i64 0, !dbg !1946
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local noundef i32 @clock_gettime(i32 noundef %0, ptr noundef writeonly %1) local_unnamed_addr #15 !dbg !1947 {
    #dbg_value(i32 %0, !1956, !DIExpression(), !1958)
    #dbg_value(ptr %1, !1957, !DIExpression(), !1958)
  %3 = icmp eq ptr %1, null, !dbg !1959
  br i1 %3, label %6, label %4, !dbg !1961

4:                                                ; preds = %2
  store i64 0, ptr %1, align 8, !dbg !1962, !tbaa !1964
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !1966
  store i64 0, ptr %5, align 8, !dbg !1967, !tbaa !1968
  br label %6, !dbg !1969

6:                                                ; preds = %4, %2
  ret i32 0, !dbg !1970
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local noundef i32 @gettimeofday(ptr noundef writeonly %0, ptr nocapture noundef readnone %1) local_unnamed_addr #15 !dbg !1971 {
    #dbg_value(ptr %0, !1980, !DIExpression(), !1982)
    #dbg_value(ptr %1, !1981, !DIExpression(), !1982)
  %3 = icmp eq ptr %0, null, !dbg !1983
  br i1 %3, label %6, label %4, !dbg !1985

4:                                                ; preds = %2
  store i64 0, ptr %0, align 8, !dbg !1986, !tbaa !1988
  %5 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1990
  store i64 0, ptr %5, align 8, !dbg !1991, !tbaa !1992
  br label %6, !dbg !1993

6:                                                ; preds = %4, %2
  ret i32 0, !dbg !1994
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef i64 @clock() local_unnamed_addr #0 !dbg !1995 {
  ret i64 0, !dbg !1998
}

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: none, inaccessiblemem: none)
define dso_local ptr @strerror(i32 noundef %0) local_unnamed_addr #16 !dbg !1999 {
  %2 = alloca [12 x i8], align 1, !DIAssignID !2009
    #dbg_assign(i1 undef, !2007, !DIExpression(), !2009, ptr %2, !DIExpression(), !2010)
    #dbg_value(i32 %0, !2003, !DIExpression(), !2010)
  %3 = icmp ult i32 %0, 36, !dbg !2011
  br i1 %3, label %7, label %4, !dbg !2011

4:                                                ; preds = %1
    #dbg_value(ptr poison, !2004, !DIExpression(), !2010)
    #dbg_value(i64 1, !2005, !DIExpression(), !2010)
    #dbg_value(i64 2, !2005, !DIExpression(), !2010)
    #dbg_value(i64 3, !2005, !DIExpression(), !2010)
    #dbg_value(i64 4, !2005, !DIExpression(), !2010)
    #dbg_value(i64 5, !2005, !DIExpression(), !2010)
    #dbg_value(i64 6, !2005, !DIExpression(), !2010)
    #dbg_value(i64 7, !2005, !DIExpression(), !2010)
    #dbg_value(i64 8, !2005, !DIExpression(), !2010)
  store <8 x i8> <i8 85, i8 110, i8 107, i8 110, i8 111, i8 119, i8 110, i8 32>, ptr @pancam_errbuf, align 16, !dbg !2013, !tbaa !333
    #dbg_value(i64 9, !2005, !DIExpression(), !2010)
    #dbg_value(i64 10, !2005, !DIExpression(), !2010)
    #dbg_value(i64 11, !2005, !DIExpression(), !2010)
    #dbg_value(i64 12, !2005, !DIExpression(), !2010)
  store <4 x i8> <i8 101, i8 114, i8 114, i8 111>, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i64 8), align 8, !dbg !2013, !tbaa !333
    #dbg_value(i64 13, !2005, !DIExpression(), !2010)
  store i8 114, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i64 12), align 4, !dbg !2013, !tbaa !333
    #dbg_value(i64 14, !2005, !DIExpression(), !2010)
  store i8 32, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i64 13), align 1, !dbg !2013, !tbaa !333
  %5 = icmp slt i32 %0, 0, !dbg !2014
  %6 = tail call i32 @llvm.abs.i32(i32 %0, i1 false), !dbg !2015
    #dbg_value(i32 %6, !2006, !DIExpression(), !2010)
  br i1 %5, label %11, label %12, !dbg !2016

7:                                                ; preds = %1
  %8 = zext nneg i32 %0 to i64, !dbg !2017
  %9 = getelementptr inbounds [36 x ptr], ptr @pancam_errlist, i64 0, i64 %8, !dbg !2017
  %10 = load ptr, ptr %9, align 8, !dbg !2017, !tbaa !285
  br label %95, !dbg !2018

11:                                               ; preds = %4
    #dbg_value(i32 15, !2005, !DIExpression(), !2010)
  store i8 45, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i64 14), align 2, !dbg !2019, !tbaa !333
  br label %12, !dbg !2021

12:                                               ; preds = %11, %4
  %13 = phi i32 [ 15, %11 ], [ 14, %4 ], !dbg !2010
    #dbg_value(i32 %13, !2005, !DIExpression(), !2010)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #21, !dbg !2022
    #dbg_value(i32 0, !2008, !DIExpression(), !2010)
  br label %14, !dbg !2023

14:                                               ; preds = %14, %12
  %15 = phi i32 [ %19, %14 ], [ %13, %12 ]
  %16 = phi i32 [ %27, %14 ], [ 1, %12 ], !dbg !2010
  %17 = phi i64 [ %23, %14 ], [ 0, %12 ], !dbg !2010
  %18 = phi i32 [ %25, %14 ], [ %6, %12 ], !dbg !2010
  %19 = add i32 %15, 1, !dbg !2010
    #dbg_value(i64 %17, !2008, !DIExpression(), !2010)
    #dbg_value(i32 %18, !2006, !DIExpression(), !2010)
  %20 = urem i32 %18, 10, !dbg !2024
  %21 = trunc nuw nsw i32 %20 to i8, !dbg !2026
  %22 = or disjoint i8 %21, 48, !dbg !2026
  %23 = add nuw nsw i64 %17, 1, !dbg !2027
    #dbg_value(i64 %23, !2008, !DIExpression(), !2010)
  %24 = getelementptr inbounds [12 x i8], ptr %2, i64 0, i64 %17, !dbg !2028
  store i8 %22, ptr %24, align 1, !dbg !2029, !tbaa !333
  %25 = udiv i32 %18, 10, !dbg !2030
    #dbg_value(i32 %25, !2006, !DIExpression(), !2010)
  %26 = icmp ult i32 %18, 10, !dbg !2031
  %27 = add nuw i32 %16, 1, !dbg !2031
  br i1 %26, label %28, label %14, !dbg !2031, !llvm.loop !2032

28:                                               ; preds = %14
  %29 = sext i32 %16 to i64, !dbg !2034
  %30 = zext nneg i32 %13 to i64, !dbg !2034
  %31 = zext i32 %19 to i64, !dbg !2034
  %32 = sub nsw i64 %31, %30, !dbg !2034
  %33 = icmp ult i64 %32, 8, !dbg !2034
  br i1 %33, label %80, label %34, !dbg !2034

34:                                               ; preds = %28
  %35 = icmp ult i64 %32, 32, !dbg !2034
  br i1 %35, label %61, label %36, !dbg !2034

36:                                               ; preds = %34
  %37 = and i64 %32, -32, !dbg !2034
  br label %38, !dbg !2034

38:                                               ; preds = %38, %36
  %39 = phi i64 [ 0, %36 ], [ %52, %38 ]
  %40 = or disjoint i64 %39, %30, !dbg !2034
  %41 = xor i64 %39, -1, !dbg !2035
  %42 = add i64 %41, %29, !dbg !2035
  %43 = getelementptr inbounds [12 x i8], ptr %2, i64 0, i64 %42, !dbg !2036
  %44 = getelementptr inbounds i8, ptr %43, i64 -15, !dbg !2036
  %45 = getelementptr inbounds i8, ptr %43, i64 -31, !dbg !2036
  %46 = load <16 x i8>, ptr %44, align 1, !dbg !2036, !tbaa !333
  %47 = shufflevector <16 x i8> %46, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !2036
  %48 = load <16 x i8>, ptr %45, align 1, !dbg !2036, !tbaa !333
  %49 = shufflevector <16 x i8> %48, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !2036
  %50 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i64 0, i64 %40, !dbg !2037
  %51 = getelementptr inbounds i8, ptr %50, i64 16, !dbg !2038
  store <16 x i8> %47, ptr %50, align 1, !dbg !2038, !tbaa !333
  store <16 x i8> %49, ptr %51, align 1, !dbg !2038, !tbaa !333
  %52 = add nuw i64 %39, 32
  %53 = icmp eq i64 %52, %37
  br i1 %53, label %54, label %38, !llvm.loop !2039

54:                                               ; preds = %38
  %55 = icmp eq i64 %32, %37, !dbg !2034
  br i1 %55, label %92, label %56, !dbg !2034

56:                                               ; preds = %54
  %57 = sub nsw i64 %29, %37, !dbg !2034
  %58 = or disjoint i64 %37, %30, !dbg !2034
  %59 = and i64 %32, 24, !dbg !2034
  %60 = icmp eq i64 %59, 0, !dbg !2034
  br i1 %60, label %80, label %61, !dbg !2034

61:                                               ; preds = %34, %56
  %62 = phi i64 [ %37, %56 ], [ 0, %34 ]
  %63 = and i64 %32, -8, !dbg !2034
  %64 = add nsw i64 %63, %30, !dbg !2034
  %65 = sub nsw i64 %29, %63, !dbg !2034
  %66 = getelementptr i8, ptr %2, i64 -7, !dbg !2034
  br label %67, !dbg !2034

67:                                               ; preds = %67, %61
  %68 = phi i64 [ %62, %61 ], [ %76, %67 ]
  %69 = add i64 %68, %30, !dbg !2034
  %70 = xor i64 %68, -1, !dbg !2035
  %71 = add i64 %70, %29, !dbg !2035
  %72 = getelementptr [12 x i8], ptr %66, i64 0, i64 %71, !dbg !2036
  %73 = load <8 x i8>, ptr %72, align 1, !dbg !2036, !tbaa !333
  %74 = shufflevector <8 x i8> %73, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !2036
  %75 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i64 0, i64 %69, !dbg !2037
  store <8 x i8> %74, ptr %75, align 1, !dbg !2038, !tbaa !333
  %76 = add nuw i64 %68, 8
  %77 = icmp eq i64 %76, %63
  br i1 %77, label %78, label %67, !llvm.loop !2041

78:                                               ; preds = %67
  %79 = icmp eq i64 %32, %63, !dbg !2034
  br i1 %79, label %92, label %80, !dbg !2034

80:                                               ; preds = %78, %28, %56
  %81 = phi i64 [ %30, %28 ], [ %58, %56 ], [ %64, %78 ]
  %82 = phi i64 [ %29, %28 ], [ %57, %56 ], [ %65, %78 ]
  br label %83, !dbg !2034

83:                                               ; preds = %80, %83
  %84 = phi i64 [ %89, %83 ], [ %81, %80 ]
  %85 = phi i64 [ %86, %83 ], [ %82, %80 ]
    #dbg_value(i64 %85, !2008, !DIExpression(), !2010)
    #dbg_value(i64 %84, !2005, !DIExpression(), !2010)
  %86 = add nsw i64 %85, -1, !dbg !2035
    #dbg_value(i64 %86, !2008, !DIExpression(), !2010)
  %87 = getelementptr inbounds [12 x i8], ptr %2, i64 0, i64 %86, !dbg !2036
  %88 = load i8, ptr %87, align 1, !dbg !2036, !tbaa !333
  %89 = add nuw nsw i64 %84, 1, !dbg !2042
    #dbg_value(i64 %89, !2005, !DIExpression(), !2010)
  %90 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i64 0, i64 %84, !dbg !2037
  store i8 %88, ptr %90, align 1, !dbg !2038, !tbaa !333
  %91 = icmp eq i64 %89, %31, !dbg !2034
  br i1 %91, label %92, label %83, !dbg !2034, !llvm.loop !2043

92:                                               ; preds = %83, %78, %54
  %93 = sext i32 %19 to i64, !dbg !2044
  %94 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i64 0, i64 %93, !dbg !2044
  store i8 0, ptr %94, align 1, !dbg !2045, !tbaa !333
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #21, !dbg !2046
  br label %95

95:                                               ; preds = %92, %7
  %96 = phi ptr [ %10, %7 ], [ @pancam_errbuf, %92 ], !dbg !2010
  ret ptr %96, !dbg !2046
}

; Function Attrs: nounwind
define dso_local void @perror(ptr noundef %0) local_unnamed_addr #7 !dbg !2047 {
  %2 = alloca [12 x i8], align 1, !DIAssignID !2052
    #dbg_value(ptr %0, !2051, !DIExpression(), !2053)
  %3 = icmp eq ptr %0, null, !dbg !2054
  br i1 %3, label %12, label %4, !dbg !2056

4:                                                ; preds = %1
  %5 = load i8, ptr %0, align 1, !dbg !2057, !tbaa !333
  %6 = icmp eq i8 %5, 0, !dbg !2057
  br i1 %6, label %12, label %7, !dbg !2058

7:                                                ; preds = %4
  %8 = load ptr, ptr @stderr, align 8, !dbg !2059, !tbaa !285
  %9 = tail call i32 @fputs(ptr noundef nonnull %0, ptr noundef %8) #19, !dbg !2061
  %10 = load ptr, ptr @stderr, align 8, !dbg !2062, !tbaa !285
  %11 = tail call i32 @fputs(ptr noundef nonnull @.str.1, ptr noundef %10) #19, !dbg !2063
  br label %12, !dbg !2064

12:                                               ; preds = %7, %4, %1
  %13 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !2065
  %14 = load i32, ptr %13, align 4, !dbg !2065, !tbaa !276
    #dbg_assign(i1 undef, !2007, !DIExpression(), !2052, ptr %2, !DIExpression(), !2066)
    #dbg_value(i32 %14, !2003, !DIExpression(), !2066)
  %15 = icmp ult i32 %14, 36, !dbg !2068
  br i1 %15, label %19, label %16, !dbg !2068

16:                                               ; preds = %12
    #dbg_value(ptr poison, !2004, !DIExpression(), !2066)
    #dbg_value(i64 1, !2005, !DIExpression(), !2066)
    #dbg_value(i64 2, !2005, !DIExpression(), !2066)
    #dbg_value(i64 3, !2005, !DIExpression(), !2066)
    #dbg_value(i64 4, !2005, !DIExpression(), !2066)
    #dbg_value(i64 5, !2005, !DIExpression(), !2066)
    #dbg_value(i64 6, !2005, !DIExpression(), !2066)
    #dbg_value(i64 7, !2005, !DIExpression(), !2066)
    #dbg_value(i64 8, !2005, !DIExpression(), !2066)
  store <8 x i8> <i8 85, i8 110, i8 107, i8 110, i8 111, i8 119, i8 110, i8 32>, ptr @pancam_errbuf, align 16, !dbg !2069, !tbaa !333
    #dbg_value(i64 9, !2005, !DIExpression(), !2066)
    #dbg_value(i64 10, !2005, !DIExpression(), !2066)
    #dbg_value(i64 11, !2005, !DIExpression(), !2066)
    #dbg_value(i64 12, !2005, !DIExpression(), !2066)
  store <4 x i8> <i8 101, i8 114, i8 114, i8 111>, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i64 8), align 8, !dbg !2069, !tbaa !333
    #dbg_value(i64 13, !2005, !DIExpression(), !2066)
  store i8 114, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i64 12), align 4, !dbg !2069, !tbaa !333
    #dbg_value(i64 14, !2005, !DIExpression(), !2066)
  store i8 32, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i64 13), align 1, !dbg !2069, !tbaa !333
  %17 = icmp slt i32 %14, 0, !dbg !2070
  %18 = tail call i32 @llvm.abs.i32(i32 %14, i1 false), !dbg !2071
    #dbg_value(i32 %18, !2006, !DIExpression(), !2066)
  br i1 %17, label %23, label %24, !dbg !2072

19:                                               ; preds = %12
  %20 = zext nneg i32 %14 to i64, !dbg !2073
  %21 = getelementptr inbounds [36 x ptr], ptr @pancam_errlist, i64 0, i64 %20, !dbg !2073
  %22 = load ptr, ptr %21, align 8, !dbg !2073, !tbaa !285
  br label %107, !dbg !2074

23:                                               ; preds = %16
    #dbg_value(i32 15, !2005, !DIExpression(), !2066)
  store i8 45, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i64 14), align 2, !dbg !2075, !tbaa !333
  br label %24, !dbg !2076

24:                                               ; preds = %23, %16
  %25 = phi i32 [ 15, %23 ], [ 14, %16 ], !dbg !2066
    #dbg_value(i32 %25, !2005, !DIExpression(), !2066)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #21, !dbg !2077
    #dbg_value(i32 0, !2008, !DIExpression(), !2066)
  br label %26, !dbg !2078

26:                                               ; preds = %26, %24
  %27 = phi i32 [ %31, %26 ], [ %25, %24 ]
  %28 = phi i32 [ %39, %26 ], [ 1, %24 ], !dbg !2066
  %29 = phi i64 [ %35, %26 ], [ 0, %24 ], !dbg !2066
  %30 = phi i32 [ %37, %26 ], [ %18, %24 ], !dbg !2066
  %31 = add i32 %27, 1, !dbg !2066
    #dbg_value(i64 %29, !2008, !DIExpression(), !2066)
    #dbg_value(i32 %30, !2006, !DIExpression(), !2066)
  %32 = urem i32 %30, 10, !dbg !2079
  %33 = trunc nuw nsw i32 %32 to i8, !dbg !2080
  %34 = or disjoint i8 %33, 48, !dbg !2080
  %35 = add nuw nsw i64 %29, 1, !dbg !2081
    #dbg_value(i64 %35, !2008, !DIExpression(), !2066)
  %36 = getelementptr inbounds [12 x i8], ptr %2, i64 0, i64 %29, !dbg !2082
  store i8 %34, ptr %36, align 1, !dbg !2083, !tbaa !333
  %37 = udiv i32 %30, 10, !dbg !2084
    #dbg_value(i32 %37, !2006, !DIExpression(), !2066)
  %38 = icmp ult i32 %30, 10, !dbg !2085
  %39 = add nuw i32 %28, 1, !dbg !2085
  br i1 %38, label %40, label %26, !dbg !2085, !llvm.loop !2086

40:                                               ; preds = %26
  %41 = sext i32 %28 to i64, !dbg !2088
  %42 = zext nneg i32 %25 to i64, !dbg !2088
  %43 = zext i32 %31 to i64, !dbg !2088
  %44 = sub nsw i64 %43, %42, !dbg !2088
  %45 = icmp ult i64 %44, 8, !dbg !2088
  br i1 %45, label %92, label %46, !dbg !2088

46:                                               ; preds = %40
  %47 = icmp ult i64 %44, 32, !dbg !2088
  br i1 %47, label %73, label %48, !dbg !2088

48:                                               ; preds = %46
  %49 = and i64 %44, -32, !dbg !2088
  br label %50, !dbg !2088

50:                                               ; preds = %50, %48
  %51 = phi i64 [ 0, %48 ], [ %64, %50 ]
  %52 = or disjoint i64 %51, %42, !dbg !2088
  %53 = xor i64 %51, -1, !dbg !2089
  %54 = add i64 %53, %41, !dbg !2089
  %55 = getelementptr inbounds [12 x i8], ptr %2, i64 0, i64 %54, !dbg !2090
  %56 = getelementptr inbounds i8, ptr %55, i64 -15, !dbg !2090
  %57 = getelementptr inbounds i8, ptr %55, i64 -31, !dbg !2090
  %58 = load <16 x i8>, ptr %56, align 1, !dbg !2090, !tbaa !333
  %59 = shufflevector <16 x i8> %58, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !2090
  %60 = load <16 x i8>, ptr %57, align 1, !dbg !2090, !tbaa !333
  %61 = shufflevector <16 x i8> %60, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !2090
  %62 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i64 0, i64 %52, !dbg !2091
  %63 = getelementptr inbounds i8, ptr %62, i64 16, !dbg !2092
  store <16 x i8> %59, ptr %62, align 1, !dbg !2092, !tbaa !333
  store <16 x i8> %61, ptr %63, align 1, !dbg !2092, !tbaa !333
  %64 = add nuw i64 %51, 32
  %65 = icmp eq i64 %64, %49
  br i1 %65, label %66, label %50, !llvm.loop !2093

66:                                               ; preds = %50
  %67 = icmp eq i64 %44, %49, !dbg !2088
  br i1 %67, label %104, label %68, !dbg !2088

68:                                               ; preds = %66
  %69 = sub nsw i64 %41, %49, !dbg !2088
  %70 = or disjoint i64 %49, %42, !dbg !2088
  %71 = and i64 %44, 24, !dbg !2088
  %72 = icmp eq i64 %71, 0, !dbg !2088
  br i1 %72, label %92, label %73, !dbg !2088

73:                                               ; preds = %46, %68
  %74 = phi i64 [ %49, %68 ], [ 0, %46 ]
  %75 = and i64 %44, -8, !dbg !2088
  %76 = add nsw i64 %75, %42, !dbg !2088
  %77 = sub nsw i64 %41, %75, !dbg !2088
  %78 = getelementptr i8, ptr %2, i64 -7, !dbg !2088
  br label %79, !dbg !2088

79:                                               ; preds = %79, %73
  %80 = phi i64 [ %74, %73 ], [ %88, %79 ]
  %81 = add i64 %80, %42, !dbg !2088
  %82 = xor i64 %80, -1, !dbg !2089
  %83 = add i64 %82, %41, !dbg !2089
  %84 = getelementptr [12 x i8], ptr %78, i64 0, i64 %83, !dbg !2090
  %85 = load <8 x i8>, ptr %84, align 1, !dbg !2090, !tbaa !333
  %86 = shufflevector <8 x i8> %85, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !2090
  %87 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i64 0, i64 %81, !dbg !2091
  store <8 x i8> %86, ptr %87, align 1, !dbg !2092, !tbaa !333
  %88 = add nuw i64 %80, 8
  %89 = icmp eq i64 %88, %75
  br i1 %89, label %90, label %79, !llvm.loop !2095

90:                                               ; preds = %79
  %91 = icmp eq i64 %44, %75, !dbg !2088
  br i1 %91, label %104, label %92, !dbg !2088

92:                                               ; preds = %90, %40, %68
  %93 = phi i64 [ %42, %40 ], [ %70, %68 ], [ %76, %90 ]
  %94 = phi i64 [ %41, %40 ], [ %69, %68 ], [ %77, %90 ]
  br label %95, !dbg !2088

95:                                               ; preds = %92, %95
  %96 = phi i64 [ %101, %95 ], [ %93, %92 ]
  %97 = phi i64 [ %98, %95 ], [ %94, %92 ]
    #dbg_value(i64 %97, !2008, !DIExpression(), !2066)
    #dbg_value(i64 %96, !2005, !DIExpression(), !2066)
  %98 = add nsw i64 %97, -1, !dbg !2089
    #dbg_value(i64 %98, !2008, !DIExpression(), !2066)
  %99 = getelementptr inbounds [12 x i8], ptr %2, i64 0, i64 %98, !dbg !2090
  %100 = load i8, ptr %99, align 1, !dbg !2090, !tbaa !333
  %101 = add nuw nsw i64 %96, 1, !dbg !2096
    #dbg_value(i64 %101, !2005, !DIExpression(), !2066)
  %102 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i64 0, i64 %96, !dbg !2091
  store i8 %100, ptr %102, align 1, !dbg !2092, !tbaa !333
  %103 = icmp eq i64 %101, %43, !dbg !2088
  br i1 %103, label %104, label %95, !dbg !2088, !llvm.loop !2097

104:                                              ; preds = %95, %90, %66
  %105 = sext i32 %31 to i64, !dbg !2098
  %106 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i64 0, i64 %105, !dbg !2098
  store i8 0, ptr %106, align 1, !dbg !2099, !tbaa !333
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #21, !dbg !2100
  br label %107

107:                                              ; preds = %19, %104
  %108 = phi ptr [ %22, %19 ], [ @pancam_errbuf, %104 ], !dbg !2066
  %109 = load ptr, ptr @stderr, align 8, !dbg !2101, !tbaa !285
  %110 = tail call i32 @fputs(ptr noundef %108, ptr noundef %109) #19, !dbg !2102
  %111 = load ptr, ptr @stderr, align 8, !dbg !2103, !tbaa !285
  %112 = tail call i32 @fputs(ptr noundef nonnull @.str.2, ptr noundef %111) #19, !dbg !2104
  ret void, !dbg !2105
}

declare !dbg !2106 i32 @fputs(ptr noundef, ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local range(i32 -1, 256) i32 @getchar() local_unnamed_addr #7 !dbg !2109 {
  %1 = load ptr, ptr @stdin, align 8, !dbg !2110, !tbaa !285
    #dbg_value(ptr %1, !2111, !DIExpression(), !2116)
  %2 = icmp eq ptr %1, null, !dbg !2118
  br i1 %2, label %11, label %3, !dbg !2120

3:                                                ; preds = %0
  %4 = load i32, ptr %1, align 4, !dbg !2121, !tbaa !2122
  %5 = icmp eq i32 %4, 0, !dbg !2124
  br i1 %5, label %6, label %11, !dbg !2125

6:                                                ; preds = %3
  %7 = tail call zeroext i1 @__VERIFIER_nondet_bool() #19, !dbg !2126
  br i1 %7, label %11, label %8, !dbg !2127

8:                                                ; preds = %6
  %9 = tail call signext i8 @__VERIFIER_nondet_char() #19, !dbg !2128
  %10 = zext i8 %9 to i32, !dbg !2129
  br label %11, !dbg !2130

11:                                               ; preds = %0, %3, %6, %8
  %12 = phi i32 [ %10, %8 ], [ -1, %6 ], [ -1, %3 ], [ -1, %0 ], !dbg !2116
  ret i32 %12, !dbg !2131
}

; Function Attrs: nounwind
define dso_local range(i32 -1, 256) i32 @getc(ptr noundef readonly %0) local_unnamed_addr #7 !dbg !2132 {
    #dbg_value(ptr %0, !2134, !DIExpression(), !2135)
    #dbg_value(ptr %0, !2111, !DIExpression(), !2136)
  %2 = icmp eq ptr %0, null, !dbg !2138
  br i1 %2, label %11, label %3, !dbg !2139

3:                                                ; preds = %1
  %4 = load i32, ptr %0, align 4, !dbg !2140, !tbaa !2122
  %5 = icmp eq i32 %4, 0, !dbg !2141
  br i1 %5, label %6, label %11, !dbg !2142

6:                                                ; preds = %3
  %7 = tail call zeroext i1 @__VERIFIER_nondet_bool() #19, !dbg !2143
  br i1 %7, label %11, label %8, !dbg !2144

8:                                                ; preds = %6
  %9 = tail call signext i8 @__VERIFIER_nondet_char() #19, !dbg !2145
  %10 = zext i8 %9 to i32, !dbg !2146
  br label %11, !dbg !2147

11:                                               ; preds = %1, %3, %6, %8
  %12 = phi i32 [ %10, %8 ], [ -1, %6 ], [ -1, %3 ], [ -1, %1 ], !dbg !2136
  ret i32 %12, !dbg !2148
}

; Function Attrs: nounwind
define dso_local range(i32 -1, 256) i32 @fgetc(ptr noundef readonly %0) local_unnamed_addr #7 !dbg !2149 {
    #dbg_value(ptr %0, !2151, !DIExpression(), !2152)
    #dbg_value(ptr %0, !2111, !DIExpression(), !2153)
  %2 = icmp eq ptr %0, null, !dbg !2155
  br i1 %2, label %11, label %3, !dbg !2156

3:                                                ; preds = %1
  %4 = load i32, ptr %0, align 4, !dbg !2157, !tbaa !2122
  %5 = icmp eq i32 %4, 0, !dbg !2158
  br i1 %5, label %6, label %11, !dbg !2159

6:                                                ; preds = %3
  %7 = tail call zeroext i1 @__VERIFIER_nondet_bool() #19, !dbg !2160
  br i1 %7, label %11, label %8, !dbg !2161

8:                                                ; preds = %6
  %9 = tail call signext i8 @__VERIFIER_nondet_char() #19, !dbg !2162
  %10 = zext i8 %9 to i32, !dbg !2163
  br label %11, !dbg !2164

11:                                               ; preds = %1, %3, %6, %8
  %12 = phi i32 [ %10, %8 ], [ -1, %6 ], [ -1, %3 ], [ -1, %1 ], !dbg !2153
  ret i32 %12, !dbg !2165
}

; Function Attrs: nounwind
define dso_local i32 @vscanf(ptr nocapture noundef readonly %0, ptr nocapture noundef %1) #7 !dbg !2166 {
    #dbg_value(ptr %0, !2177, !DIExpression(), !2179)
    #dbg_value(ptr %1, !2178, !DIExpression(), !2179)
  %3 = tail call fastcc i32 @pancam_vscanf(ptr noundef %0, ptr noundef %1) #22, !dbg !2180
  ret i32 %3, !dbg !2181
}

; Function Attrs: nounwind
define internal fastcc i32 @pancam_vscanf(ptr nocapture noundef readonly %0, ptr nocapture noundef %1) unnamed_addr #7 !dbg !2182 {
    #dbg_value(ptr %0, !2184, !DIExpression(), !2199)
    #dbg_value(ptr %1, !2185, !DIExpression(), !2199)
    #dbg_value(i32 0, !2186, !DIExpression(), !2199)
    #dbg_value(i32 0, !2187, !DIExpression(), !2199)
  %3 = load i8, ptr %0, align 1, !dbg !2200, !tbaa !333
  %4 = icmp eq i8 %3, 0, !dbg !2201
  br i1 %4, label %165, label %5, !dbg !2201

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %1, i64 8
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  br label %8, !dbg !2201

8:                                                ; preds = %5, %160
  %9 = phi i8 [ %3, %5 ], [ %163, %160 ]
  %10 = phi ptr [ %0, %5 ], [ %89, %160 ]
  %11 = phi i32 [ 0, %5 ], [ %162, %160 ]
  %12 = phi i32 [ 0, %5 ], [ %161, %160 ]
    #dbg_value(ptr %10, !2184, !DIExpression(), !2199)
    #dbg_value(i32 %11, !2186, !DIExpression(), !2199)
    #dbg_value(i32 %12, !2187, !DIExpression(), !2199)
  br label %13, !dbg !2201

13:                                               ; preds = %8, %23
  %14 = phi i8 [ %9, %8 ], [ %25, %23 ]
  %15 = phi ptr [ %10, %8 ], [ %24, %23 ]
    #dbg_value(ptr %15, !2184, !DIExpression(), !2199)
  %16 = zext i8 %14 to i64, !dbg !2202
    #dbg_value(i64 %16, !997, !DIExpression(), !2206)
    #dbg_value(i64 %16, !961, !DIExpression(), !2207)
  %17 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %16, !dbg !2202
  %18 = load i16, ptr %17, align 2, !dbg !2202, !tbaa !968
  %19 = and i16 %18, 8192, !dbg !2208
  %20 = icmp eq i16 %19, 0, !dbg !2209
  br i1 %20, label %27, label %21, !dbg !2210

21:                                               ; preds = %13
  %22 = getelementptr inbounds i8, ptr %15, i64 1, !dbg !2211
    #dbg_value(ptr %22, !2184, !DIExpression(), !2199)
  br label %23, !dbg !2213

23:                                               ; preds = %21, %33
  %24 = phi ptr [ %22, %21 ], [ %35, %33 ]
    #dbg_value(ptr %24, !2184, !DIExpression(), !2199)
    #dbg_value(i32 %11, !2186, !DIExpression(), !2199)
    #dbg_value(i32 %12, !2187, !DIExpression(), !2199)
  %25 = load i8, ptr %24, align 1, !dbg !2200, !tbaa !333
  %26 = icmp eq i8 %25, 0, !dbg !2201
  br i1 %26, label %165, label %13, !dbg !2201, !llvm.loop !2214

27:                                               ; preds = %13
  %28 = icmp eq i8 %14, 37, !dbg !2216
  br i1 %28, label %29, label %33, !dbg !2218

29:                                               ; preds = %27
  %30 = getelementptr inbounds i8, ptr %15, i64 1, !dbg !2219
  %31 = load i8, ptr %30, align 1, !dbg !2219, !tbaa !333
  %32 = icmp eq i8 %31, 37, !dbg !2220
  br i1 %32, label %33, label %42, !dbg !2221

33:                                               ; preds = %29, %27
  %34 = phi i64 [ 2, %29 ], [ 1, %27 ], !dbg !2222
  %35 = getelementptr inbounds i8, ptr %15, i64 %34, !dbg !2222
    #dbg_value(ptr %35, !2184, !DIExpression(), !2199)
  %36 = tail call zeroext i1 @__VERIFIER_nondet_bool() #19, !dbg !2224
  br i1 %36, label %37, label %23, !dbg !2229

37:                                               ; preds = %33
  %38 = tail call zeroext i1 @__VERIFIER_nondet_bool() #19, !dbg !2230
    #dbg_value(i32 poison, !2188, !DIExpression(), !2199)
  %39 = icmp eq i32 %12, 0
  %40 = select i1 %38, i1 %39, i1 false, !dbg !2231
  %41 = select i1 %40, i32 -1, i32 %11, !dbg !2231
  br label %165, !dbg !2232

42:                                               ; preds = %29
    #dbg_value(ptr %15, !2184, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !2199)
  %43 = icmp eq i8 %31, 42, !dbg !2233
    #dbg_value(i1 %43, !2189, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2234)
  %44 = select i1 %43, i64 2, i64 1, !dbg !2235
  %45 = getelementptr inbounds i8, ptr %15, i64 %44, !dbg !2235
    #dbg_value(ptr %45, !2184, !DIExpression(), !2199)
    #dbg_value(i32 0, !2191, !DIExpression(), !2234)
  %46 = load i8, ptr %45, align 1, !dbg !2236, !tbaa !333
  %47 = add i8 %46, -48, !dbg !2237
  %48 = icmp ult i8 %47, 10, !dbg !2237
  br i1 %48, label %49, label %61, !dbg !2237

49:                                               ; preds = %42, %49
  %50 = phi i8 [ %58, %49 ], [ %46, %42 ]
  %51 = phi ptr [ %54, %49 ], [ %45, %42 ]
  %52 = phi i32 [ %57, %49 ], [ 0, %42 ]
    #dbg_value(ptr %51, !2184, !DIExpression(), !2199)
    #dbg_value(i32 %52, !2191, !DIExpression(), !2234)
  %53 = mul i32 %52, 10, !dbg !2238
  %54 = getelementptr inbounds i8, ptr %51, i64 1, !dbg !2239
    #dbg_value(ptr %54, !2184, !DIExpression(), !2199)
  %55 = add nsw i8 %50, -48, !dbg !2240
  %56 = zext nneg i8 %55 to i32, !dbg !2240
  %57 = add i32 %53, %56, !dbg !2241
    #dbg_value(i32 %57, !2191, !DIExpression(), !2234)
  %58 = load i8, ptr %54, align 1, !dbg !2236, !tbaa !333
  %59 = add i8 %58, -48, !dbg !2237
  %60 = icmp ult i8 %59, 10, !dbg !2237
  br i1 %60, label %49, label %61, !dbg !2237, !llvm.loop !2242

61:                                               ; preds = %49, %42
  %62 = phi i32 [ 0, %42 ], [ %57, %49 ], !dbg !2234
  %63 = phi ptr [ %45, %42 ], [ %54, %49 ], !dbg !2234
  %64 = phi i8 [ %46, %42 ], [ %58, %49 ], !dbg !2236
    #dbg_value(i32 0, !2192, !DIExpression(), !2234)
  switch i8 %64, label %83 [
    i8 104, label %65
    i8 108, label %71
    i8 76, label %78
    i8 113, label %78
    i8 106, label %78
    i8 122, label %77
    i8 116, label %77
  ], !dbg !2245

65:                                               ; preds = %61
  %66 = getelementptr inbounds i8, ptr %63, i64 1, !dbg !2246
  %67 = load i8, ptr %66, align 1, !dbg !2246, !tbaa !333
  %68 = icmp eq i8 %67, 104, !dbg !2249
  %69 = select i1 %68, i32 -2, i32 -1, !dbg !2246
    #dbg_value(i32 %69, !2192, !DIExpression(), !2234)
  %70 = select i1 %68, i64 2, i64 1, !dbg !2250
    #dbg_value(ptr %81, !2184, !DIExpression(), !2199)
  br label %78, !dbg !2251

71:                                               ; preds = %61
  %72 = getelementptr inbounds i8, ptr %63, i64 1, !dbg !2252
  %73 = load i8, ptr %72, align 1, !dbg !2252, !tbaa !333
  %74 = icmp eq i8 %73, 108, !dbg !2255
  %75 = select i1 %74, i32 2, i32 1, !dbg !2252
    #dbg_value(i32 %75, !2192, !DIExpression(), !2234)
  %76 = zext nneg i32 %75 to i64, !dbg !2256
    #dbg_value(ptr %81, !2184, !DIExpression(), !2199)
  br label %78, !dbg !2257

77:                                               ; preds = %61, %61
    #dbg_value(i32 3, !2192, !DIExpression(), !2234)
    #dbg_value(ptr %81, !2184, !DIExpression(), !2199)
  br label %78, !dbg !2258

78:                                               ; preds = %61, %61, %61, %65, %77, %71
  %79 = phi i64 [ %70, %65 ], [ 1, %77 ], [ %76, %71 ], [ 1, %61 ], [ 1, %61 ], [ 1, %61 ]
  %80 = phi i32 [ %69, %65 ], [ 3, %77 ], [ %75, %71 ], [ 2, %61 ], [ 2, %61 ], [ 2, %61 ]
  %81 = getelementptr inbounds i8, ptr %63, i64 %79, !dbg !2262
  %82 = load i8, ptr %81, align 1, !dbg !2263, !tbaa !333
  br label %83, !dbg !2263

83:                                               ; preds = %78, %61
  %84 = phi i8 [ %82, %78 ], [ %64, %61 ], !dbg !2263
  %85 = phi i32 [ %80, %78 ], [ 0, %61 ], !dbg !2234
  %86 = phi ptr [ %81, %78 ], [ %63, %61 ], !dbg !2234
    #dbg_value(ptr %86, !2184, !DIExpression(), !2199)
    #dbg_value(i32 %85, !2192, !DIExpression(), !2234)
    #dbg_value(i8 %84, !2193, !DIExpression(), !2234)
  %87 = icmp eq i8 %84, 0, !dbg !2264
  br i1 %87, label %165, label %88, !dbg !2266

88:                                               ; preds = %83
  %89 = getelementptr inbounds i8, ptr %86, i64 1, !dbg !2267
    #dbg_value(ptr %89, !2184, !DIExpression(), !2199)
  switch i8 %84, label %106 [
    i8 110, label %90
    i8 120, label %107
    i8 117, label %107
    i8 111, label %107
    i8 105, label %107
    i8 103, label %107
    i8 102, label %107
    i8 101, label %107
    i8 100, label %107
    i8 99, label %107
    i8 97, label %107
    i8 88, label %107
    i8 71, label %107
    i8 70, label %107
    i8 69, label %107
    i8 65, label %107
  ], !dbg !2268

90:                                               ; preds = %88
  br i1 %43, label %160, label %91, !dbg !2269, !llvm.loop !2214

91:                                               ; preds = %90
  %92 = tail call i32 @__VERIFIER_nondet_int() #19, !dbg !2272
  %93 = load i32, ptr %1, align 8, !dbg !2274
  %94 = icmp ult i32 %93, 41, !dbg !2274
  br i1 %94, label %95, label %100, !dbg !2274

95:                                               ; preds = %91
  %96 = load ptr, ptr %7, align 8, !dbg !2274
  %97 = zext nneg i32 %93 to i64, !dbg !2274
  %98 = getelementptr i8, ptr %96, i64 %97, !dbg !2274
  %99 = add nuw nsw i32 %93, 8, !dbg !2274
  store i32 %99, ptr %1, align 8, !dbg !2274
  br label %103, !dbg !2274

100:                                              ; preds = %91
  %101 = load ptr, ptr %6, align 8, !dbg !2274
  %102 = getelementptr i8, ptr %101, i64 8, !dbg !2274
  store ptr %102, ptr %6, align 8, !dbg !2274
  br label %103, !dbg !2274

103:                                              ; preds = %100, %95
  %104 = phi ptr [ %98, %95 ], [ %101, %100 ], !dbg !2274
  %105 = load ptr, ptr %104, align 8, !dbg !2274, !tbaa !285
  store i32 %92, ptr %105, align 4, !dbg !2275, !tbaa !276
  br label %160, !dbg !2276, !llvm.loop !2214

106:                                              ; preds = %88
  tail call void @__pancam_scanf_unsupported_conversion() #19, !dbg !2277
  br label %165, !dbg !2280

107:                                              ; preds = %88, %88, %88, %88, %88, %88, %88, %88, %88, %88, %88, %88, %88, %88, %88
  %108 = tail call zeroext i1 @__VERIFIER_nondet_bool() #19, !dbg !2281
  br i1 %108, label %109, label %114, !dbg !2284

109:                                              ; preds = %107
  %110 = tail call zeroext i1 @__VERIFIER_nondet_bool() #19, !dbg !2285
    #dbg_value(i32 poison, !2188, !DIExpression(), !2199)
  %111 = icmp eq i32 %12, 0
  %112 = select i1 %110, i1 %111, i1 false, !dbg !2286
  %113 = select i1 %112, i32 -1, i32 %11, !dbg !2286
  br label %165, !dbg !2287

114:                                              ; preds = %107
    #dbg_value(i32 1, !2187, !DIExpression(), !2199)
  br i1 %43, label %160, label %115, !dbg !2288, !llvm.loop !2214

115:                                              ; preds = %114
  %116 = load i32, ptr %1, align 8, !dbg !2289
  %117 = icmp ult i32 %116, 41, !dbg !2289
  br i1 %117, label %118, label %123, !dbg !2289

118:                                              ; preds = %115
  %119 = load ptr, ptr %7, align 8, !dbg !2289
  %120 = zext nneg i32 %116 to i64, !dbg !2289
  %121 = getelementptr i8, ptr %119, i64 %120, !dbg !2289
  %122 = add nuw nsw i32 %116, 8, !dbg !2289
  store i32 %122, ptr %1, align 8, !dbg !2289
  br label %126, !dbg !2289

123:                                              ; preds = %115
  %124 = load ptr, ptr %6, align 8, !dbg !2289
  %125 = getelementptr i8, ptr %124, i64 8, !dbg !2289
  store ptr %125, ptr %6, align 8, !dbg !2289
  br label %126, !dbg !2289

126:                                              ; preds = %123, %118
  %127 = phi ptr [ %121, %118 ], [ %124, %123 ], !dbg !2289
  %128 = load ptr, ptr %127, align 8, !dbg !2289, !tbaa !285
    #dbg_value(ptr %128, !2194, !DIExpression(), !2234)
  switch i8 %84, label %150 [
    i8 99, label %129
    i8 120, label %138
    i8 117, label %138
    i8 111, label %138
    i8 105, label %138
    i8 100, label %138
    i8 88, label %138
  ], !dbg !2290

129:                                              ; preds = %126
    #dbg_value(i32 0, !2195, !DIExpression(), !2291)
  %130 = tail call i32 @llvm.umax.i32(i32 %62, i32 1), !dbg !2292
  %131 = zext i32 %130 to i64, !dbg !2293
  br label %132, !dbg !2292

132:                                              ; preds = %129, %132
  %133 = phi i64 [ 0, %129 ], [ %136, %132 ]
    #dbg_value(i64 %133, !2195, !DIExpression(), !2291)
  %134 = tail call signext i8 @__VERIFIER_nondet_char() #19, !dbg !2295
  %135 = getelementptr inbounds i8, ptr %128, i64 %133, !dbg !2296
  store i8 %134, ptr %135, align 1, !dbg !2297, !tbaa !333
  %136 = add nuw nsw i64 %133, 1, !dbg !2298
    #dbg_value(i64 %136, !2195, !DIExpression(), !2291)
  %137 = icmp eq i64 %136, %131, !dbg !2293
  br i1 %137, label %158, label %132, !dbg !2292, !llvm.loop !2299

138:                                              ; preds = %126, %126, %126, %126, %126, %126
  switch i32 %85, label %148 [
    i32 -2, label %139
    i32 -1, label %141
    i32 0, label %144
    i32 2, label %146
  ], !dbg !2301

139:                                              ; preds = %138
  %140 = tail call signext i8 @__VERIFIER_nondet_char() #19, !dbg !2304
  store i8 %140, ptr %128, align 1, !dbg !2306, !tbaa !333
  br label %158, !dbg !2307

141:                                              ; preds = %138
  %142 = tail call i32 @__VERIFIER_nondet_int() #19, !dbg !2308
  %143 = trunc i32 %142 to i16, !dbg !2310
  store i16 %143, ptr %128, align 2, !dbg !2311, !tbaa !968
  br label %158, !dbg !2312

144:                                              ; preds = %138
  %145 = tail call i32 @__VERIFIER_nondet_int() #19, !dbg !2313
  store i32 %145, ptr %128, align 4, !dbg !2315, !tbaa !276
  br label %158, !dbg !2316

146:                                              ; preds = %138
  %147 = tail call i64 @__VERIFIER_nondet_longlong() #19, !dbg !2317
  store i64 %147, ptr %128, align 8, !dbg !2319, !tbaa !2320
  br label %158, !dbg !2322

148:                                              ; preds = %138
  %149 = tail call i64 @__VERIFIER_nondet_long() #19, !dbg !2323
  store i64 %149, ptr %128, align 8, !dbg !2324, !tbaa !1943
  br label %158

150:                                              ; preds = %126
  switch i32 %85, label %156 [
    i32 0, label %151
    i32 2, label %153
  ], !dbg !2325

151:                                              ; preds = %150
  %152 = tail call float @__VERIFIER_nondet_float() #19, !dbg !2326
  store float %152, ptr %128, align 4, !dbg !2329, !tbaa !2330
  br label %158, !dbg !2332

153:                                              ; preds = %150
  %154 = tail call double @__VERIFIER_nondet_double() #19, !dbg !2333
  %155 = fpext double %154 to x86_fp80, !dbg !2333
  store x86_fp80 %155, ptr %128, align 16, !dbg !2336, !tbaa !2337
  br label %158, !dbg !2339

156:                                              ; preds = %150
  %157 = tail call double @__VERIFIER_nondet_double() #19, !dbg !2340
  store double %157, ptr %128, align 8, !dbg !2342, !tbaa !2343
  br label %158

158:                                              ; preds = %132, %141, %146, %148, %144, %139, %153, %156, %151
  %159 = add nsw i32 %11, 1, !dbg !2345
    #dbg_value(i32 %159, !2186, !DIExpression(), !2199)
  br label %160, !dbg !2215

160:                                              ; preds = %114, %90, %103, %158
  %161 = phi i32 [ 1, %158 ], [ %12, %103 ], [ %12, %90 ], [ 1, %114 ], !dbg !2199
  %162 = phi i32 [ %159, %158 ], [ %11, %103 ], [ %11, %90 ], [ %11, %114 ], !dbg !2199
    #dbg_value(ptr %89, !2184, !DIExpression(), !2199)
    #dbg_value(i32 %162, !2186, !DIExpression(), !2199)
    #dbg_value(i32 %161, !2187, !DIExpression(), !2199)
  %163 = load i8, ptr %89, align 1, !dbg !2200, !tbaa !333
  %164 = icmp eq i8 %163, 0, !dbg !2201
  br i1 %164, label %165, label %8, !dbg !2201

165:                                              ; preds = %160, %83, %23, %2, %109, %106, %37
  %166 = phi i32 [ %41, %37 ], [ %113, %109 ], [ %11, %106 ], [ 0, %2 ], [ %11, %23 ], [ %162, %160 ], [ %11, %83 ]
  ret i32 %166, !dbg !2346
}

; Function Attrs: nounwind
define dso_local i32 @scanf(ptr nocapture noundef readonly %0, ...) #7 !dbg !2347 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !2358
    #dbg_assign(i1 undef, !2352, !DIExpression(), !2358, ptr %2, !DIExpression(), !2359)
    #dbg_value(ptr %0, !2351, !DIExpression(), !2359)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #21, !dbg !2360
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !2361
  %3 = call fastcc i32 @pancam_vscanf(ptr noundef %0, ptr noundef nonnull %2) #22, !dbg !2362
    #dbg_value(i32 %3, !2357, !DIExpression(), !2359)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !2363
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #21, !dbg !2364
  ret i32 %3, !dbg !2365
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #17

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #17

; Function Attrs: nounwind
define dso_local i32 @fscanf(ptr noundef readonly %0, ptr nocapture noundef readonly %1, ...) #7 !dbg !2366 {
  %3 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !2374
    #dbg_assign(i1 undef, !2372, !DIExpression(), !2374, ptr %3, !DIExpression(), !2375)
    #dbg_value(ptr %0, !2370, !DIExpression(), !2375)
    #dbg_value(ptr %1, !2371, !DIExpression(), !2375)
  %4 = icmp eq ptr %0, null, !dbg !2376
  br i1 %4, label %10, label %5, !dbg !2378

5:                                                ; preds = %2
  %6 = load i32, ptr %0, align 4, !dbg !2379, !tbaa !2122
  %7 = icmp eq i32 %6, 0, !dbg !2380
  br i1 %7, label %8, label %10, !dbg !2381

8:                                                ; preds = %5
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #21, !dbg !2382
  call void @llvm.va_start.p0(ptr nonnull %3), !dbg !2383
  %9 = call fastcc i32 @pancam_vscanf(ptr noundef %1, ptr noundef nonnull %3) #22, !dbg !2384
    #dbg_value(i32 %9, !2373, !DIExpression(), !2375)
  call void @llvm.va_end.p0(ptr nonnull %3), !dbg !2385
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #21, !dbg !2386
  br label %10

10:                                               ; preds = %2, %5, %8
  %11 = phi i32 [ %9, %8 ], [ -1, %5 ], [ -1, %2 ], !dbg !2375
  ret i32 %11, !dbg !2386
}

declare !dbg !2387 zeroext i1 @__VERIFIER_nondet_bool() local_unnamed_addr #8

declare !dbg !2391 signext i8 @__VERIFIER_nondet_char() local_unnamed_addr #8

declare !dbg !2394 i32 @__VERIFIER_nondet_int() local_unnamed_addr #8

declare !dbg !2395 void @__pancam_scanf_unsupported_conversion() local_unnamed_addr #8

declare !dbg !2396 i64 @__VERIFIER_nondet_longlong() local_unnamed_addr #8

declare !dbg !2399 i64 @__VERIFIER_nondet_long() local_unnamed_addr #8

declare !dbg !2400 float @__VERIFIER_nondet_float() local_unnamed_addr #8

declare !dbg !2403 double @__VERIFIER_nondet_double() local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #18

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #18

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #18

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { noreturn "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree norecurse nosync nounwind memory(argmem: read) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { nofree norecurse nosync nounwind memory(write, argmem: none, inaccessiblemem: none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #18 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #19 = { nobuiltin nounwind "no-builtins" }
attributes #20 = { nobuiltin noreturn nounwind "no-builtins" }
attributes #21 = { nounwind }
attributes #22 = { nobuiltin "no-builtins" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!257, !258, !259, !260, !261, !262}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "pancam_errno", scope: !2, file: !3, line: 33, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !33, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "src/vm/libc/libc.c", directory: ".", checksumkind: CSK_MD5, checksum: "5b2274fba468c46523dfe7fb4b0241cf")
!4 = !{!5, !7, !8, !9, !6, !11, !12, !13, !14, !15, !16, !17, !19, !21, !22, !23, !24, !25, !26, !27, !29, !31}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!7 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!11 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!12 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!13 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "i32", file: !3, line: 20, baseType: !14)
!16 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "u16", file: !3, line: 19, baseType: !20)
!20 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!21 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!23 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!32 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!33 = !{!34, !40, !42, !44, !52, !57, !59, !64, !69, !0, !74, !82, !84, !89, !91, !93, !95, !100, !106, !109, !111, !114, !116, !118, !120, !125, !130, !133, !135, !140, !145, !150, !155, !157, !162, !164, !169, !174, !179, !181, !186, !188, !190, !195, !200, !202, !204, !206, !208, !210, !212, !217, !222, !224, !227, !229, !231, !233, !238, !240, !242, !244, !246, !248, !250}
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(name: "stdin", scope: !2, file: !3, line: 49, type: !36, isLocal: false, isDefinition: true)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!37 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pancam_file", file: !3, line: 42, size: 32, elements: !38)
!38 = !{!39}
!39 = !DIDerivedType(tag: DW_TAG_member, name: "fd", scope: !37, file: !3, line: 43, baseType: !14, size: 32)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(name: "stdout", scope: !2, file: !3, line: 50, type: !36, isLocal: false, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(name: "stderr", scope: !2, file: !3, line: 51, type: !36, isLocal: false, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(name: "save", scope: !46, file: !3, line: 249, type: !5, isLocal: true, isDefinition: true)
!46 = distinct !DISubprogram(name: "strtok", scope: !3, file: !3, line: 248, type: !47, scopeLine: 248, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !49)
!47 = !DISubroutineType(types: !48)
!48 = !{!5, !5, !17}
!49 = !{!50, !51}
!50 = !DILocalVariable(name: "s", arg: 1, scope: !46, file: !3, line: 248, type: !5)
!51 = !DILocalVariable(name: "delim", arg: 2, scope: !46, file: !3, line: 248, type: !17)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(name: "ctype_lower", scope: !2, file: !3, line: 311, type: !54, isLocal: true, isDefinition: true)
!54 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !55)
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64)
!56 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(name: "ctype_upper", scope: !2, file: !3, line: 312, type: !54, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !3, line: 696, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 120, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 15)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !3, line: 720, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 24, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 3)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !3, line: 723, type: !71, isLocal: true, isDefinition: true)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 16, elements: !72)
!72 = !{!73}
!73 = !DISubrange(count: 2)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(name: "atexit_fns", scope: !2, file: !3, line: 56, type: !76, isLocal: true, isDefinition: true)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !77, size: 2048, elements: !80)
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 64)
!78 = !DISubroutineType(types: !79)
!79 = !{null}
!80 = !{!81}
!81 = !DISubrange(count: 32)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(name: "atexit_n", scope: !2, file: !3, line: 57, type: !14, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(name: "rand_state", scope: !2, file: !3, line: 455, type: !86, isLocal: true, isDefinition: true)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 992, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 31)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(name: "rand_f", scope: !2, file: !3, line: 456, type: !14, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(name: "rand_r", scope: !2, file: !3, line: 456, type: !14, isLocal: true, isDefinition: true)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(name: "rand_seeded", scope: !2, file: !3, line: 456, type: !14, isLocal: true, isDefinition: true)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(name: "key_used", scope: !2, file: !3, line: 567, type: !97, isLocal: true, isDefinition: true)
!97 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 2048, elements: !98)
!98 = !{!99}
!99 = !DISubrange(count: 64)
!100 = !DIGlobalVariableExpression(var: !101, expr: !DIExpression())
!101 = distinct !DIGlobalVariable(name: "key_dtor", scope: !2, file: !3, line: 568, type: !102, isLocal: true, isDefinition: true)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !103, size: 4096, elements: !98)
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 64)
!104 = !DISubroutineType(types: !105)
!105 = !{null, !8}
!106 = !DIGlobalVariableExpression(var: !107, expr: !DIExpression())
!107 = distinct !DIGlobalVariable(name: "key_value", scope: !2, file: !3, line: 569, type: !108, isLocal: true, isDefinition: true)
!108 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 4096, elements: !98)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(name: "__pancam_tsd_dtors", scope: !2, file: !3, line: 572, type: !14, isLocal: false, isDefinition: true)
!111 = !DIGlobalVariableExpression(var: !112, expr: !DIExpression())
!112 = distinct !DIGlobalVariable(name: "pancam_errbuf", scope: !2, file: !3, line: 690, type: !113, isLocal: true, isDefinition: true)
!113 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 256, elements: !80)
!114 = !DIGlobalVariableExpression(var: !115, expr: !DIExpression())
!115 = distinct !DIGlobalVariable(name: "pancam_stdin", scope: !2, file: !3, line: 46, type: !37, isLocal: true, isDefinition: true)
!116 = !DIGlobalVariableExpression(var: !117, expr: !DIExpression())
!117 = distinct !DIGlobalVariable(name: "pancam_stdout", scope: !2, file: !3, line: 47, type: !37, isLocal: true, isDefinition: true)
!118 = !DIGlobalVariableExpression(var: !119, expr: !DIExpression())
!119 = distinct !DIGlobalVariable(name: "pancam_stderr", scope: !2, file: !3, line: 48, type: !37, isLocal: true, isDefinition: true)
!120 = !DIGlobalVariableExpression(var: !121, expr: !DIExpression())
!121 = distinct !DIGlobalVariable(name: "ctype_b", scope: !2, file: !3, line: 310, type: !122, isLocal: true, isDefinition: true)
!122 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !123)
!123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 64)
!124 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!125 = !DIGlobalVariableExpression(var: !126, expr: !DIExpression())
!126 = distinct !DIGlobalVariable(name: "ctype_b_table", scope: !2, file: !3, line: 307, type: !127, isLocal: true, isDefinition: true)
!127 = !DICompositeType(tag: DW_TAG_array_type, baseType: !124, size: 6144, elements: !128)
!128 = !{!129}
!129 = !DISubrange(count: 384)
!130 = !DIGlobalVariableExpression(var: !131, expr: !DIExpression())
!131 = distinct !DIGlobalVariable(name: "ctype_lower_table", scope: !2, file: !3, line: 308, type: !132, isLocal: true, isDefinition: true)
!132 = !DICompositeType(tag: DW_TAG_array_type, baseType: !56, size: 12288, elements: !128)
!133 = !DIGlobalVariableExpression(var: !134, expr: !DIExpression())
!134 = distinct !DIGlobalVariable(name: "ctype_upper_table", scope: !2, file: !3, line: 309, type: !132, isLocal: true, isDefinition: true)
!135 = !DIGlobalVariableExpression(var: !136, expr: !DIExpression())
!136 = distinct !DIGlobalVariable(scope: null, file: !3, line: 678, type: !137, isLocal: true, isDefinition: true)
!137 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 64, elements: !138)
!138 = !{!139}
!139 = !DISubrange(count: 8)
!140 = !DIGlobalVariableExpression(var: !141, expr: !DIExpression())
!141 = distinct !DIGlobalVariable(scope: null, file: !3, line: 678, type: !142, isLocal: true, isDefinition: true)
!142 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 192, elements: !143)
!143 = !{!144}
!144 = !DISubrange(count: 24)
!145 = !DIGlobalVariableExpression(var: !146, expr: !DIExpression())
!146 = distinct !DIGlobalVariable(scope: null, file: !3, line: 678, type: !147, isLocal: true, isDefinition: true)
!147 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 208, elements: !148)
!148 = !{!149}
!149 = !DISubrange(count: 26)
!150 = !DIGlobalVariableExpression(var: !151, expr: !DIExpression())
!151 = distinct !DIGlobalVariable(scope: null, file: !3, line: 678, type: !152, isLocal: true, isDefinition: true)
!152 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 128, elements: !153)
!153 = !{!154}
!154 = !DISubrange(count: 16)
!155 = !DIGlobalVariableExpression(var: !156, expr: !DIExpression())
!156 = distinct !DIGlobalVariable(scope: null, file: !3, line: 679, type: !142, isLocal: true, isDefinition: true)
!157 = !DIGlobalVariableExpression(var: !158, expr: !DIExpression())
!158 = distinct !DIGlobalVariable(scope: null, file: !3, line: 679, type: !159, isLocal: true, isDefinition: true)
!159 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 152, elements: !160)
!160 = !{!161}
!161 = !DISubrange(count: 19)
!162 = !DIGlobalVariableExpression(var: !163, expr: !DIExpression())
!163 = distinct !DIGlobalVariable(scope: null, file: !3, line: 679, type: !147, isLocal: true, isDefinition: true)
!164 = !DIGlobalVariableExpression(var: !165, expr: !DIExpression())
!165 = distinct !DIGlobalVariable(scope: null, file: !3, line: 680, type: !166, isLocal: true, isDefinition: true)
!166 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 184, elements: !167)
!167 = !{!168}
!168 = !DISubrange(count: 23)
!169 = !DIGlobalVariableExpression(var: !170, expr: !DIExpression())
!170 = distinct !DIGlobalVariable(scope: null, file: !3, line: 680, type: !171, isLocal: true, isDefinition: true)
!171 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 144, elements: !172)
!172 = !{!173}
!173 = !DISubrange(count: 18)
!174 = !DIGlobalVariableExpression(var: !175, expr: !DIExpression())
!175 = distinct !DIGlobalVariable(scope: null, file: !3, line: 680, type: !176, isLocal: true, isDefinition: true)
!176 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 160, elements: !177)
!177 = !{!178}
!178 = !DISubrange(count: 20)
!179 = !DIGlobalVariableExpression(var: !180, expr: !DIExpression())
!180 = distinct !DIGlobalVariable(scope: null, file: !3, line: 680, type: !159, isLocal: true, isDefinition: true)
!181 = !DIGlobalVariableExpression(var: !182, expr: !DIExpression())
!182 = distinct !DIGlobalVariable(scope: null, file: !3, line: 681, type: !183, isLocal: true, isDefinition: true)
!183 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 264, elements: !184)
!184 = !{!185}
!185 = !DISubrange(count: 33)
!186 = !DIGlobalVariableExpression(var: !187, expr: !DIExpression())
!187 = distinct !DIGlobalVariable(scope: null, file: !3, line: 681, type: !166, isLocal: true, isDefinition: true)
!188 = !DIGlobalVariableExpression(var: !189, expr: !DIExpression())
!189 = distinct !DIGlobalVariable(scope: null, file: !3, line: 681, type: !171, isLocal: true, isDefinition: true)
!190 = !DIGlobalVariableExpression(var: !191, expr: !DIExpression())
!191 = distinct !DIGlobalVariable(scope: null, file: !3, line: 682, type: !192, isLocal: true, isDefinition: true)
!192 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 96, elements: !193)
!193 = !{!194}
!194 = !DISubrange(count: 12)
!195 = !DIGlobalVariableExpression(var: !196, expr: !DIExpression())
!196 = distinct !DIGlobalVariable(scope: null, file: !3, line: 682, type: !197, isLocal: true, isDefinition: true)
!197 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 176, elements: !198)
!198 = !{!199}
!199 = !DISubrange(count: 22)
!200 = !DIGlobalVariableExpression(var: !201, expr: !DIExpression())
!201 = distinct !DIGlobalVariable(scope: null, file: !3, line: 682, type: !142, isLocal: true, isDefinition: true)
!202 = !DIGlobalVariableExpression(var: !203, expr: !DIExpression())
!203 = distinct !DIGlobalVariable(scope: null, file: !3, line: 682, type: !192, isLocal: true, isDefinition: true)
!204 = !DIGlobalVariableExpression(var: !205, expr: !DIExpression())
!205 = distinct !DIGlobalVariable(scope: null, file: !3, line: 683, type: !147, isLocal: true, isDefinition: true)
!206 = !DIGlobalVariableExpression(var: !207, expr: !DIExpression())
!207 = distinct !DIGlobalVariable(scope: null, file: !3, line: 683, type: !61, isLocal: true, isDefinition: true)
!208 = !DIGlobalVariableExpression(var: !209, expr: !DIExpression())
!209 = distinct !DIGlobalVariable(scope: null, file: !3, line: 683, type: !152, isLocal: true, isDefinition: true)
!210 = !DIGlobalVariableExpression(var: !211, expr: !DIExpression())
!211 = distinct !DIGlobalVariable(scope: null, file: !3, line: 683, type: !61, isLocal: true, isDefinition: true)
!212 = !DIGlobalVariableExpression(var: !213, expr: !DIExpression())
!213 = distinct !DIGlobalVariable(scope: null, file: !3, line: 684, type: !214, isLocal: true, isDefinition: true)
!214 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 136, elements: !215)
!215 = !{!216}
!216 = !DISubrange(count: 17)
!217 = !DIGlobalVariableExpression(var: !218, expr: !DIExpression())
!218 = distinct !DIGlobalVariable(scope: null, file: !3, line: 684, type: !219, isLocal: true, isDefinition: true)
!219 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 240, elements: !220)
!220 = !{!221}
!221 = !DISubrange(count: 30)
!222 = !DIGlobalVariableExpression(var: !223, expr: !DIExpression())
!223 = distinct !DIGlobalVariable(scope: null, file: !3, line: 684, type: !176, isLocal: true, isDefinition: true)
!224 = !DIGlobalVariableExpression(var: !225, expr: !DIExpression())
!225 = distinct !DIGlobalVariable(scope: null, file: !3, line: 685, type: !226, isLocal: true, isDefinition: true)
!226 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 248, elements: !87)
!227 = !DIGlobalVariableExpression(var: !228, expr: !DIExpression())
!228 = distinct !DIGlobalVariable(scope: null, file: !3, line: 685, type: !61, isLocal: true, isDefinition: true)
!229 = !DIGlobalVariableExpression(var: !230, expr: !DIExpression())
!230 = distinct !DIGlobalVariable(scope: null, file: !3, line: 685, type: !61, isLocal: true, isDefinition: true)
!231 = !DIGlobalVariableExpression(var: !232, expr: !DIExpression())
!232 = distinct !DIGlobalVariable(scope: null, file: !3, line: 686, type: !142, isLocal: true, isDefinition: true)
!233 = !DIGlobalVariableExpression(var: !234, expr: !DIExpression())
!234 = distinct !DIGlobalVariable(scope: null, file: !3, line: 686, type: !235, isLocal: true, isDefinition: true)
!235 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 104, elements: !236)
!236 = !{!237}
!237 = !DISubrange(count: 13)
!238 = !DIGlobalVariableExpression(var: !239, expr: !DIExpression())
!239 = distinct !DIGlobalVariable(scope: null, file: !3, line: 686, type: !197, isLocal: true, isDefinition: true)
!240 = !DIGlobalVariableExpression(var: !241, expr: !DIExpression())
!241 = distinct !DIGlobalVariable(scope: null, file: !3, line: 686, type: !61, isLocal: true, isDefinition: true)
!242 = !DIGlobalVariableExpression(var: !243, expr: !DIExpression())
!243 = distinct !DIGlobalVariable(scope: null, file: !3, line: 687, type: !192, isLocal: true, isDefinition: true)
!244 = !DIGlobalVariableExpression(var: !245, expr: !DIExpression())
!245 = distinct !DIGlobalVariable(scope: null, file: !3, line: 687, type: !183, isLocal: true, isDefinition: true)
!246 = !DIGlobalVariableExpression(var: !247, expr: !DIExpression())
!247 = distinct !DIGlobalVariable(scope: null, file: !3, line: 687, type: !219, isLocal: true, isDefinition: true)
!248 = !DIGlobalVariableExpression(var: !249, expr: !DIExpression())
!249 = distinct !DIGlobalVariable(scope: null, file: !3, line: 688, type: !147, isLocal: true, isDefinition: true)
!250 = !DIGlobalVariableExpression(var: !251, expr: !DIExpression())
!251 = distinct !DIGlobalVariable(name: "pancam_errlist", scope: !2, file: !3, line: 677, type: !252, isLocal: true, isDefinition: true)
!252 = !DICompositeType(tag: DW_TAG_array_type, baseType: !253, size: 2304, elements: !254)
!253 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!254 = !{!255}
!255 = !DISubrange(count: 36)
!256 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression(DW_OP_deref_size, 1, DW_OP_constu, 1, DW_OP_mul, DW_OP_constu, 0, DW_OP_plus, DW_OP_stack_value))
!257 = !{i32 7, !"Dwarf Version", i32 5}
!258 = !{i32 2, !"Debug Info Version", i32 3}
!259 = !{i32 1, !"wchar_size", i32 4}
!260 = !{i32 8, !"PIC Level", i32 2}
!261 = !{i32 7, !"PIE Level", i32 2}
!262 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!263 = distinct !DISubprogram(name: "__errno_location", scope: !3, file: !3, line: 35, type: !264, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!264 = !DISubroutineType(types: !265)
!265 = !{!22}
!266 = !DILocation(line: 35, column: 39, scope: !263)
!267 = !DILocation(line: 35, column: 31, scope: !263)
!268 = distinct !DISubprogram(name: "atexit", scope: !3, file: !3, line: 59, type: !269, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !271)
!269 = !DISubroutineType(types: !270)
!270 = !{!14, !77}
!271 = !{!272}
!272 = !DILocalVariable(name: "f", arg: 1, scope: !268, file: !3, line: 59, type: !77)
!273 = !DILocation(line: 0, scope: !268)
!274 = !DILocation(line: 60, column: 7, scope: !275)
!275 = distinct !DILexicalBlock(scope: !268, file: !3, line: 60, column: 7)
!276 = !{!277, !277, i64 0}
!277 = !{!"int", !278, i64 0}
!278 = !{!"omnipotent char", !279, i64 0}
!279 = !{!"Simple C/C++ TBAA"}
!280 = !DILocation(line: 60, column: 16, scope: !275)
!281 = !DILocation(line: 60, column: 7, scope: !268)
!282 = !DILocation(line: 62, column: 22, scope: !268)
!283 = !DILocation(line: 62, column: 3, scope: !268)
!284 = !DILocation(line: 62, column: 26, scope: !268)
!285 = !{!286, !286, i64 0}
!286 = !{!"any pointer", !278, i64 0}
!287 = !DILocation(line: 63, column: 3, scope: !268)
!288 = !DILocation(line: 64, column: 1, scope: !268)
!289 = distinct !DISubprogram(name: "exit", scope: !3, file: !3, line: 66, type: !290, scopeLine: 66, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !292)
!290 = !DISubroutineType(types: !291)
!291 = !{null, !14}
!292 = !{!293, !294}
!293 = !DILocalVariable(name: "code", arg: 1, scope: !289, file: !3, line: 66, type: !14)
!294 = !DILocalVariable(name: "f", scope: !295, file: !3, line: 68, type: !77)
!295 = distinct !DILexicalBlock(scope: !289, file: !3, line: 67, column: 24)
!296 = !DILocation(line: 0, scope: !289)
!297 = !DILocation(line: 67, column: 10, scope: !289)
!298 = !DILocation(line: 67, column: 19, scope: !289)
!299 = !DILocation(line: 67, column: 3, scope: !289)
!300 = !DILocation(line: 68, column: 34, scope: !295)
!301 = !DILocation(line: 68, column: 23, scope: !295)
!302 = !DILocation(line: 0, scope: !295)
!303 = !DILocation(line: 69, column: 5, scope: !295)
!304 = distinct !{!304, !299, !305, !306}
!305 = !DILocation(line: 70, column: 3, scope: !289)
!306 = !{!"llvm.loop.mustprogress"}
!307 = !DILocation(line: 71, column: 3, scope: !289)
!308 = !DISubprogram(name: "__pancam_exit", scope: !3, file: !3, line: 28, type: !290, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!309 = distinct !DISubprogram(name: "memcmp", scope: !3, file: !3, line: 76, type: !310, scopeLine: 76, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !315)
!310 = !DISubroutineType(types: !311)
!311 = !{!14, !312, !312, !314}
!312 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !313, size: 64)
!313 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!314 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !3, line: 17, baseType: !13)
!315 = !{!316, !317, !318, !319, !320, !321}
!316 = !DILocalVariable(name: "a", arg: 1, scope: !309, file: !3, line: 76, type: !312)
!317 = !DILocalVariable(name: "b", arg: 2, scope: !309, file: !3, line: 76, type: !312)
!318 = !DILocalVariable(name: "n", arg: 3, scope: !309, file: !3, line: 76, type: !314)
!319 = !DILocalVariable(name: "p", scope: !309, file: !3, line: 77, type: !9)
!320 = !DILocalVariable(name: "q", scope: !309, file: !3, line: 77, type: !9)
!321 = !DILocalVariable(name: "i", scope: !322, file: !3, line: 78, type: !314)
!322 = distinct !DILexicalBlock(scope: !309, file: !3, line: 78, column: 3)
!323 = !DILocation(line: 0, scope: !309)
!324 = !DILocation(line: 0, scope: !322)
!325 = !DILocation(line: 78, column: 24, scope: !326)
!326 = distinct !DILexicalBlock(scope: !322, file: !3, line: 78, column: 3)
!327 = !DILocation(line: 78, column: 3, scope: !322)
!328 = !DILocation(line: 78, column: 30, scope: !326)
!329 = distinct !{!329, !327, !330, !306}
!330 = !DILocation(line: 80, column: 33, scope: !322)
!331 = !DILocation(line: 79, column: 9, scope: !332)
!332 = distinct !DILexicalBlock(scope: !326, file: !3, line: 79, column: 9)
!333 = !{!278, !278, i64 0}
!334 = !DILocation(line: 79, column: 17, scope: !332)
!335 = !DILocation(line: 79, column: 14, scope: !332)
!336 = !DILocation(line: 79, column: 9, scope: !326)
!337 = !DILocation(line: 80, column: 19, scope: !332)
!338 = !DILocation(line: 80, column: 14, scope: !332)
!339 = !DILocation(line: 80, column: 7, scope: !332)
!340 = !DILocation(line: 82, column: 1, scope: !309)
!341 = distinct !DISubprogram(name: "bcmp", scope: !3, file: !3, line: 84, type: !310, scopeLine: 84, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !342)
!342 = !{!343, !344, !345}
!343 = !DILocalVariable(name: "a", arg: 1, scope: !341, file: !3, line: 84, type: !312)
!344 = !DILocalVariable(name: "b", arg: 2, scope: !341, file: !3, line: 84, type: !312)
!345 = !DILocalVariable(name: "n", arg: 3, scope: !341, file: !3, line: 84, type: !314)
!346 = !DILocation(line: 0, scope: !341)
!347 = !DILocation(line: 0, scope: !309, inlinedAt: !348)
!348 = distinct !DILocation(line: 84, column: 59, scope: !341)
!349 = !DILocation(line: 0, scope: !322, inlinedAt: !348)
!350 = !DILocation(line: 78, column: 24, scope: !326, inlinedAt: !348)
!351 = !DILocation(line: 78, column: 3, scope: !322, inlinedAt: !348)
!352 = !DILocation(line: 78, column: 30, scope: !326, inlinedAt: !348)
!353 = distinct !{!353, !351, !354, !306}
!354 = !DILocation(line: 80, column: 33, scope: !322, inlinedAt: !348)
!355 = !DILocation(line: 79, column: 9, scope: !332, inlinedAt: !348)
!356 = !DILocation(line: 79, column: 17, scope: !332, inlinedAt: !348)
!357 = !DILocation(line: 79, column: 14, scope: !332, inlinedAt: !348)
!358 = !DILocation(line: 79, column: 9, scope: !326, inlinedAt: !348)
!359 = !DILocation(line: 84, column: 52, scope: !341)
!360 = distinct !DISubprogram(name: "mempcpy", scope: !3, file: !3, line: 86, type: !361, scopeLine: 86, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !363)
!361 = !DISubroutineType(types: !362)
!362 = !{!8, !8, !312, !314}
!363 = !{!364, !365, !366}
!364 = !DILocalVariable(name: "d", arg: 1, scope: !360, file: !3, line: 86, type: !8)
!365 = !DILocalVariable(name: "s", arg: 2, scope: !360, file: !3, line: 86, type: !312)
!366 = !DILocalVariable(name: "n", arg: 3, scope: !360, file: !3, line: 86, type: !314)
!367 = !DILocation(line: 0, scope: !360)
!368 = !DILocation(line: 86, column: 66, scope: !360)
!369 = !DILocation(line: 86, column: 82, scope: !360)
!370 = !DILocation(line: 86, column: 51, scope: !360)
!371 = !DISubprogram(name: "memcpy", scope: !3, file: !3, line: 25, type: !361, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!372 = distinct !DISubprogram(name: "memrchr", scope: !3, file: !3, line: 88, type: !373, scopeLine: 88, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !375)
!373 = !DISubroutineType(types: !374)
!374 = !{!8, !312, !14, !314}
!375 = !{!376, !377, !378, !379}
!376 = !DILocalVariable(name: "s", arg: 1, scope: !372, file: !3, line: 88, type: !312)
!377 = !DILocalVariable(name: "c", arg: 2, scope: !372, file: !3, line: 88, type: !14)
!378 = !DILocalVariable(name: "n", arg: 3, scope: !372, file: !3, line: 88, type: !314)
!379 = !DILocalVariable(name: "p", scope: !372, file: !3, line: 89, type: !9)
!380 = !DILocation(line: 0, scope: !372)
!381 = !DILocation(line: 90, column: 3, scope: !372)
!382 = !DILocation(line: 90, column: 12, scope: !372)
!383 = !DILocation(line: 91, column: 6, scope: !384)
!384 = distinct !DILexicalBlock(scope: !372, file: !3, line: 90, column: 17)
!385 = !DILocation(line: 92, column: 9, scope: !386)
!386 = distinct !DILexicalBlock(scope: !384, file: !3, line: 92, column: 9)
!387 = !DILocation(line: 92, column: 14, scope: !386)
!388 = !DILocation(line: 92, column: 9, scope: !384)
!389 = distinct !{!389, !381, !390, !306}
!390 = !DILocation(line: 94, column: 3, scope: !372)
!391 = !DILocation(line: 96, column: 1, scope: !372)
!392 = distinct !DISubprogram(name: "memchr", scope: !3, file: !3, line: 98, type: !373, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !393)
!393 = !{!394, !395, !396, !397, !398}
!394 = !DILocalVariable(name: "s", arg: 1, scope: !392, file: !3, line: 98, type: !312)
!395 = !DILocalVariable(name: "c", arg: 2, scope: !392, file: !3, line: 98, type: !14)
!396 = !DILocalVariable(name: "n", arg: 3, scope: !392, file: !3, line: 98, type: !314)
!397 = !DILocalVariable(name: "p", scope: !392, file: !3, line: 99, type: !9)
!398 = !DILocalVariable(name: "i", scope: !399, file: !3, line: 100, type: !314)
!399 = distinct !DILexicalBlock(scope: !392, file: !3, line: 100, column: 3)
!400 = !DILocation(line: 0, scope: !392)
!401 = !DILocation(line: 0, scope: !399)
!402 = !DILocation(line: 100, column: 24, scope: !403)
!403 = distinct !DILexicalBlock(scope: !399, file: !3, line: 100, column: 3)
!404 = !DILocation(line: 100, column: 3, scope: !399)
!405 = !DILocation(line: 101, column: 9, scope: !406)
!406 = distinct !DILexicalBlock(scope: !403, file: !3, line: 101, column: 9)
!407 = !DILocation(line: 101, column: 14, scope: !406)
!408 = !DILocation(line: 101, column: 9, scope: !403)
!409 = !DILocation(line: 100, column: 30, scope: !403)
!410 = distinct !{!410, !404, !411, !306}
!411 = !DILocation(line: 102, column: 28, scope: !399)
!412 = !DILocation(line: 104, column: 1, scope: !392)
!413 = distinct !DISubprogram(name: "strnlen", scope: !3, file: !3, line: 106, type: !414, scopeLine: 106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !416)
!414 = !DISubroutineType(types: !415)
!415 = !{!314, !17, !314}
!416 = !{!417, !418, !419}
!417 = !DILocalVariable(name: "s", arg: 1, scope: !413, file: !3, line: 106, type: !17)
!418 = !DILocalVariable(name: "n", arg: 2, scope: !413, file: !3, line: 106, type: !314)
!419 = !DILocalVariable(name: "i", scope: !413, file: !3, line: 107, type: !314)
!420 = !DILocation(line: 0, scope: !413)
!421 = !DILocation(line: 108, column: 12, scope: !413)
!422 = !DILocation(line: 108, column: 16, scope: !413)
!423 = !DILocation(line: 108, column: 19, scope: !413)
!424 = !DILocation(line: 108, column: 3, scope: !413)
!425 = !DILocation(line: 109, column: 6, scope: !413)
!426 = distinct !{!426, !424, !425, !306}
!427 = !DILocation(line: 110, column: 3, scope: !413)
!428 = distinct !DISubprogram(name: "strcmp", scope: !3, file: !3, line: 113, type: !429, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !431)
!429 = !DISubroutineType(types: !430)
!430 = !{!14, !17, !17}
!431 = !{!432, !433, !434, !435}
!432 = !DILocalVariable(name: "a", arg: 1, scope: !428, file: !3, line: 113, type: !17)
!433 = !DILocalVariable(name: "b", arg: 2, scope: !428, file: !3, line: 113, type: !17)
!434 = !DILocalVariable(name: "p", scope: !428, file: !3, line: 114, type: !9)
!435 = !DILocalVariable(name: "q", scope: !428, file: !3, line: 114, type: !9)
!436 = !DILocation(line: 0, scope: !428)
!437 = !DILocation(line: 115, column: 10, scope: !428)
!438 = !DILocation(line: 115, column: 13, scope: !428)
!439 = !DILocation(line: 115, column: 22, scope: !428)
!440 = !DILocation(line: 115, column: 19, scope: !428)
!441 = !DILocation(line: 115, column: 3, scope: !428)
!442 = !DILocation(line: 116, column: 6, scope: !443)
!443 = distinct !DILexicalBlock(scope: !428, file: !3, line: 115, column: 26)
!444 = !DILocation(line: 117, column: 6, scope: !443)
!445 = distinct !{!445, !441, !446, !306}
!446 = !DILocation(line: 118, column: 3, scope: !428)
!447 = !DILocation(line: 119, column: 16, scope: !428)
!448 = !DILocation(line: 119, column: 14, scope: !428)
!449 = !DILocation(line: 119, column: 26, scope: !428)
!450 = !DILocation(line: 119, column: 20, scope: !428)
!451 = !DILocation(line: 119, column: 3, scope: !428)
!452 = distinct !DISubprogram(name: "strncmp", scope: !3, file: !3, line: 122, type: !453, scopeLine: 122, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !455)
!453 = !DISubroutineType(types: !454)
!454 = !{!14, !17, !17, !314}
!455 = !{!456, !457, !458, !459, !460, !461}
!456 = !DILocalVariable(name: "a", arg: 1, scope: !452, file: !3, line: 122, type: !17)
!457 = !DILocalVariable(name: "b", arg: 2, scope: !452, file: !3, line: 122, type: !17)
!458 = !DILocalVariable(name: "n", arg: 3, scope: !452, file: !3, line: 122, type: !314)
!459 = !DILocalVariable(name: "p", scope: !452, file: !3, line: 123, type: !9)
!460 = !DILocalVariable(name: "q", scope: !452, file: !3, line: 123, type: !9)
!461 = !DILocalVariable(name: "i", scope: !462, file: !3, line: 124, type: !314)
!462 = distinct !DILexicalBlock(scope: !452, file: !3, line: 124, column: 3)
!463 = !DILocation(line: 0, scope: !452)
!464 = !DILocation(line: 0, scope: !462)
!465 = !DILocation(line: 124, column: 24, scope: !466)
!466 = distinct !DILexicalBlock(scope: !462, file: !3, line: 124, column: 3)
!467 = !DILocation(line: 124, column: 3, scope: !462)
!468 = !DILocation(line: 125, column: 9, scope: !469)
!469 = distinct !DILexicalBlock(scope: !470, file: !3, line: 125, column: 9)
!470 = distinct !DILexicalBlock(scope: !466, file: !3, line: 124, column: 34)
!471 = !DILocation(line: 125, column: 17, scope: !469)
!472 = !DILocation(line: 125, column: 14, scope: !469)
!473 = !DILocation(line: 125, column: 9, scope: !470)
!474 = !DILocation(line: 126, column: 20, scope: !469)
!475 = !DILocation(line: 126, column: 36, scope: !469)
!476 = !DILocation(line: 126, column: 28, scope: !469)
!477 = !DILocation(line: 126, column: 7, scope: !469)
!478 = !DILocation(line: 127, column: 10, scope: !479)
!479 = distinct !DILexicalBlock(scope: !470, file: !3, line: 127, column: 9)
!480 = !DILocation(line: 127, column: 9, scope: !470)
!481 = distinct !{!481, !467, !482, !306}
!482 = !DILocation(line: 129, column: 3, scope: !462)
!483 = !DILocation(line: 131, column: 1, scope: !452)
!484 = distinct !DISubprogram(name: "strcpy", scope: !3, file: !3, line: 133, type: !47, scopeLine: 133, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !485)
!485 = !{!486, !487, !488}
!486 = !DILocalVariable(name: "d", arg: 1, scope: !484, file: !3, line: 133, type: !5)
!487 = !DILocalVariable(name: "s", arg: 2, scope: !484, file: !3, line: 133, type: !17)
!488 = !DILocalVariable(name: "r", scope: !484, file: !3, line: 134, type: !5)
!489 = !DILocation(line: 0, scope: !484)
!490 = !DILocation(line: 135, column: 3, scope: !484)
!491 = !DILocation(line: 135, column: 20, scope: !484)
!492 = !DILocation(line: 135, column: 18, scope: !484)
!493 = !DILocation(line: 135, column: 13, scope: !484)
!494 = !DILocation(line: 135, column: 16, scope: !484)
!495 = distinct !{!495, !490, !496, !306}
!496 = !DILocation(line: 136, column: 5, scope: !484)
!497 = !DILocation(line: 137, column: 3, scope: !484)
!498 = distinct !DISubprogram(name: "stpcpy", scope: !3, file: !3, line: 140, type: !47, scopeLine: 140, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !499)
!499 = !{!500, !501}
!500 = !DILocalVariable(name: "d", arg: 1, scope: !498, file: !3, line: 140, type: !5)
!501 = !DILocalVariable(name: "s", arg: 2, scope: !498, file: !3, line: 140, type: !17)
!502 = !DILocation(line: 0, scope: !498)
!503 = !DILocation(line: 141, column: 16, scope: !498)
!504 = !DILocation(line: 141, column: 14, scope: !498)
!505 = !DILocation(line: 141, column: 3, scope: !498)
!506 = !DILocation(line: 141, column: 18, scope: !498)
!507 = !DILocation(line: 142, column: 6, scope: !498)
!508 = distinct !{!508, !505, !507, !306}
!509 = !DILocation(line: 143, column: 3, scope: !498)
!510 = distinct !DISubprogram(name: "stpncpy", scope: !3, file: !3, line: 146, type: !511, scopeLine: 146, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !513)
!511 = !DISubroutineType(types: !512)
!512 = !{!5, !5, !17, !314}
!513 = !{!514, !515, !516, !517, !518}
!514 = !DILocalVariable(name: "d", arg: 1, scope: !510, file: !3, line: 146, type: !5)
!515 = !DILocalVariable(name: "s", arg: 2, scope: !510, file: !3, line: 146, type: !17)
!516 = !DILocalVariable(name: "n", arg: 3, scope: !510, file: !3, line: 146, type: !314)
!517 = !DILocalVariable(name: "i", scope: !510, file: !3, line: 147, type: !314)
!518 = !DILocalVariable(name: "end", scope: !510, file: !3, line: 150, type: !5)
!519 = !DILocation(line: 0, scope: !510)
!520 = !DILocation(line: 148, column: 12, scope: !521)
!521 = distinct !DILexicalBlock(scope: !522, file: !3, line: 148, column: 3)
!522 = distinct !DILexicalBlock(scope: !510, file: !3, line: 148, column: 3)
!523 = !DILocation(line: 148, column: 16, scope: !521)
!524 = !DILocation(line: 148, column: 19, scope: !521)
!525 = !DILocation(line: 148, column: 3, scope: !522)
!526 = !DILocation(line: 149, column: 5, scope: !521)
!527 = !DILocation(line: 149, column: 10, scope: !521)
!528 = !DILocation(line: 148, column: 26, scope: !521)
!529 = distinct !{!529, !525, !530, !306}
!530 = !DILocation(line: 149, column: 15, scope: !522)
!531 = !DILocation(line: 151, column: 12, scope: !532)
!532 = distinct !DILexicalBlock(scope: !533, file: !3, line: 151, column: 3)
!533 = distinct !DILexicalBlock(scope: !510, file: !3, line: 151, column: 3)
!534 = !DILocation(line: 151, column: 3, scope: !533)
!535 = !DILocation(line: 152, column: 5, scope: !532)
!536 = !DILocation(line: 152, column: 10, scope: !532)
!537 = distinct !{!537, !534, !538, !306, !539, !540}
!538 = !DILocation(line: 152, column: 12, scope: !533)
!539 = !{!"llvm.loop.isvectorized", i32 1}
!540 = !{!"llvm.loop.unroll.runtime.disable"}
!541 = distinct !{!541, !534, !538, !306, !539, !540}
!542 = !DILocation(line: 151, column: 18, scope: !532)
!543 = distinct !{!543, !534, !538, !306, !540, !539}
!544 = !DILocation(line: 150, column: 17, scope: !510)
!545 = !DILocation(line: 153, column: 3, scope: !510)
!546 = distinct !DISubprogram(name: "strchrnul", scope: !3, file: !3, line: 156, type: !547, scopeLine: 156, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !549)
!547 = !DISubroutineType(types: !548)
!548 = !{!5, !17, !14}
!549 = !{!550, !551}
!550 = !DILocalVariable(name: "s", arg: 1, scope: !546, file: !3, line: 156, type: !17)
!551 = !DILocalVariable(name: "c", arg: 2, scope: !546, file: !3, line: 156, type: !14)
!552 = !DILocation(line: 0, scope: !546)
!553 = !DILocation(line: 157, column: 10, scope: !546)
!554 = !DILocation(line: 157, column: 13, scope: !546)
!555 = !DILocation(line: 157, column: 19, scope: !546)
!556 = !DILocation(line: 157, column: 3, scope: !546)
!557 = !DILocation(line: 158, column: 6, scope: !546)
!558 = distinct !{!558, !556, !557, !306}
!559 = !DILocation(line: 159, column: 3, scope: !546)
!560 = distinct !DISubprogram(name: "strncpy", scope: !3, file: !3, line: 162, type: !511, scopeLine: 162, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !561)
!561 = !{!562, !563, !564, !565}
!562 = !DILocalVariable(name: "d", arg: 1, scope: !560, file: !3, line: 162, type: !5)
!563 = !DILocalVariable(name: "s", arg: 2, scope: !560, file: !3, line: 162, type: !17)
!564 = !DILocalVariable(name: "n", arg: 3, scope: !560, file: !3, line: 162, type: !314)
!565 = !DILocalVariable(name: "i", scope: !560, file: !3, line: 163, type: !314)
!566 = !DILocation(line: 0, scope: !560)
!567 = !DILocation(line: 164, column: 12, scope: !568)
!568 = distinct !DILexicalBlock(scope: !569, file: !3, line: 164, column: 3)
!569 = distinct !DILexicalBlock(scope: !560, file: !3, line: 164, column: 3)
!570 = !DILocation(line: 164, column: 16, scope: !568)
!571 = !DILocation(line: 164, column: 19, scope: !568)
!572 = !DILocation(line: 164, column: 3, scope: !569)
!573 = !DILocation(line: 165, column: 5, scope: !568)
!574 = !DILocation(line: 165, column: 10, scope: !568)
!575 = !DILocation(line: 164, column: 26, scope: !568)
!576 = distinct !{!576, !572, !577, !306}
!577 = !DILocation(line: 165, column: 15, scope: !569)
!578 = !DILocation(line: 166, column: 12, scope: !579)
!579 = distinct !DILexicalBlock(scope: !580, file: !3, line: 166, column: 3)
!580 = distinct !DILexicalBlock(scope: !560, file: !3, line: 166, column: 3)
!581 = !DILocation(line: 166, column: 3, scope: !580)
!582 = !DILocation(line: 167, column: 5, scope: !579)
!583 = !DILocation(line: 167, column: 10, scope: !579)
!584 = distinct !{!584, !581, !585, !306, !539, !540}
!585 = !DILocation(line: 167, column: 12, scope: !580)
!586 = distinct !{!586, !581, !585, !306, !539, !540}
!587 = !DILocation(line: 166, column: 18, scope: !579)
!588 = distinct !{!588, !581, !585, !306, !540, !539}
!589 = !DILocation(line: 168, column: 3, scope: !560)
!590 = distinct !DISubprogram(name: "strcat", scope: !3, file: !3, line: 171, type: !47, scopeLine: 171, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !591)
!591 = !{!592, !593}
!592 = !DILocalVariable(name: "d", arg: 1, scope: !590, file: !3, line: 171, type: !5)
!593 = !DILocalVariable(name: "s", arg: 2, scope: !590, file: !3, line: 171, type: !17)
!594 = !DILocation(line: 0, scope: !590)
!595 = !DILocation(line: 172, column: 14, scope: !590)
!596 = !DILocation(line: 172, column: 12, scope: !590)
!597 = !DILocation(line: 0, scope: !484, inlinedAt: !598)
!598 = distinct !DILocation(line: 172, column: 3, scope: !590)
!599 = !DILocation(line: 135, column: 3, scope: !484, inlinedAt: !598)
!600 = !DILocation(line: 135, column: 20, scope: !484, inlinedAt: !598)
!601 = !DILocation(line: 135, column: 18, scope: !484, inlinedAt: !598)
!602 = !DILocation(line: 135, column: 13, scope: !484, inlinedAt: !598)
!603 = !DILocation(line: 135, column: 16, scope: !484, inlinedAt: !598)
!604 = distinct !{!604, !599, !605, !306}
!605 = !DILocation(line: 136, column: 5, scope: !484, inlinedAt: !598)
!606 = !DILocation(line: 173, column: 3, scope: !590)
!607 = !DISubprogram(name: "strlen", scope: !3, file: !3, line: 27, type: !608, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!608 = !DISubroutineType(types: !609)
!609 = !{!314, !17}
!610 = distinct !DISubprogram(name: "strncat", scope: !3, file: !3, line: 176, type: !511, scopeLine: 176, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !611)
!611 = !{!612, !613, !614, !615, !616}
!612 = !DILocalVariable(name: "d", arg: 1, scope: !610, file: !3, line: 176, type: !5)
!613 = !DILocalVariable(name: "s", arg: 2, scope: !610, file: !3, line: 176, type: !17)
!614 = !DILocalVariable(name: "n", arg: 3, scope: !610, file: !3, line: 176, type: !314)
!615 = !DILocalVariable(name: "e", scope: !610, file: !3, line: 177, type: !5)
!616 = !DILocalVariable(name: "i", scope: !610, file: !3, line: 178, type: !314)
!617 = !DILocation(line: 0, scope: !610)
!618 = !DILocation(line: 177, column: 17, scope: !610)
!619 = !DILocation(line: 177, column: 15, scope: !610)
!620 = !DILocation(line: 179, column: 12, scope: !621)
!621 = distinct !DILexicalBlock(scope: !622, file: !3, line: 179, column: 3)
!622 = distinct !DILexicalBlock(scope: !610, file: !3, line: 179, column: 3)
!623 = !DILocation(line: 179, column: 16, scope: !621)
!624 = !DILocation(line: 179, column: 19, scope: !621)
!625 = !DILocation(line: 179, column: 3, scope: !622)
!626 = !DILocation(line: 180, column: 5, scope: !621)
!627 = !DILocation(line: 180, column: 10, scope: !621)
!628 = !DILocation(line: 179, column: 26, scope: !621)
!629 = distinct !{!629, !625, !630, !306}
!630 = !DILocation(line: 180, column: 15, scope: !622)
!631 = !DILocation(line: 181, column: 3, scope: !610)
!632 = !DILocation(line: 181, column: 8, scope: !610)
!633 = !DILocation(line: 182, column: 3, scope: !610)
!634 = distinct !DISubprogram(name: "strchr", scope: !3, file: !3, line: 185, type: !547, scopeLine: 185, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !635)
!635 = !{!636, !637}
!636 = !DILocalVariable(name: "s", arg: 1, scope: !634, file: !3, line: 185, type: !17)
!637 = !DILocalVariable(name: "c", arg: 2, scope: !634, file: !3, line: 185, type: !14)
!638 = !DILocation(line: 0, scope: !634)
!639 = !DILocation(line: 187, column: 9, scope: !640)
!640 = distinct !DILexicalBlock(scope: !641, file: !3, line: 187, column: 9)
!641 = distinct !DILexicalBlock(scope: !642, file: !3, line: 186, column: 16)
!642 = distinct !DILexicalBlock(scope: !643, file: !3, line: 186, column: 3)
!643 = distinct !DILexicalBlock(scope: !634, file: !3, line: 186, column: 3)
!644 = !DILocation(line: 187, column: 12, scope: !640)
!645 = !DILocation(line: 187, column: 9, scope: !641)
!646 = !DILocation(line: 189, column: 10, scope: !647)
!647 = distinct !DILexicalBlock(scope: !641, file: !3, line: 189, column: 9)
!648 = !DILocation(line: 189, column: 9, scope: !641)
!649 = !DILocation(line: 186, column: 12, scope: !642)
!650 = distinct !{!650, !651, !652}
!651 = !DILocation(line: 186, column: 3, scope: !643)
!652 = !DILocation(line: 191, column: 3, scope: !643)
!653 = !DILocation(line: 0, scope: !641)
!654 = !DILocation(line: 192, column: 1, scope: !634)
!655 = distinct !DISubprogram(name: "strrchr", scope: !3, file: !3, line: 194, type: !547, scopeLine: 194, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !656)
!656 = !{!657, !658, !659}
!657 = !DILocalVariable(name: "s", arg: 1, scope: !655, file: !3, line: 194, type: !17)
!658 = !DILocalVariable(name: "c", arg: 2, scope: !655, file: !3, line: 194, type: !14)
!659 = !DILocalVariable(name: "last", scope: !655, file: !3, line: 195, type: !17)
!660 = !DILocation(line: 0, scope: !655)
!661 = !DILocation(line: 196, column: 3, scope: !655)
!662 = !DILocation(line: 197, column: 9, scope: !663)
!663 = distinct !DILexicalBlock(scope: !664, file: !3, line: 197, column: 9)
!664 = distinct !DILexicalBlock(scope: !665, file: !3, line: 196, column: 16)
!665 = distinct !DILexicalBlock(scope: !666, file: !3, line: 196, column: 3)
!666 = distinct !DILexicalBlock(scope: !655, file: !3, line: 196, column: 3)
!667 = !DILocation(line: 197, column: 12, scope: !663)
!668 = !DILocation(line: 197, column: 9, scope: !664)
!669 = !DILocation(line: 199, column: 10, scope: !670)
!670 = distinct !DILexicalBlock(scope: !664, file: !3, line: 199, column: 9)
!671 = !DILocation(line: 196, column: 12, scope: !665)
!672 = !DILocation(line: 199, column: 9, scope: !664)
!673 = distinct !{!673, !674, !675}
!674 = !DILocation(line: 196, column: 3, scope: !666)
!675 = !DILocation(line: 201, column: 3, scope: !666)
!676 = !DILocation(line: 200, column: 7, scope: !670)
!677 = distinct !DISubprogram(name: "strstr", scope: !3, file: !3, line: 204, type: !678, scopeLine: 204, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !680)
!678 = !DISubroutineType(types: !679)
!679 = !{!5, !17, !17}
!680 = !{!681, !682, !683}
!681 = !DILocalVariable(name: "h", arg: 1, scope: !677, file: !3, line: 204, type: !17)
!682 = !DILocalVariable(name: "n", arg: 2, scope: !677, file: !3, line: 204, type: !17)
!683 = !DILocalVariable(name: "m", scope: !677, file: !3, line: 205, type: !314)
!684 = !DILocation(line: 0, scope: !677)
!685 = !DILocation(line: 205, column: 14, scope: !677)
!686 = !DILocation(line: 206, column: 9, scope: !687)
!687 = distinct !DILexicalBlock(scope: !677, file: !3, line: 206, column: 7)
!688 = !DILocation(line: 206, column: 7, scope: !677)
!689 = !DILocation(line: 208, column: 10, scope: !690)
!690 = distinct !DILexicalBlock(scope: !691, file: !3, line: 208, column: 3)
!691 = distinct !DILexicalBlock(scope: !677, file: !3, line: 208, column: 3)
!692 = !DILocation(line: 208, column: 3, scope: !691)
!693 = !DILocation(line: 209, column: 12, scope: !694)
!694 = distinct !DILexicalBlock(scope: !690, file: !3, line: 209, column: 9)
!695 = !DILocation(line: 209, column: 18, scope: !694)
!696 = !DILocation(line: 0, scope: !462, inlinedAt: !697)
!697 = distinct !DILocation(line: 209, column: 21, scope: !694)
!698 = !DILocation(line: 125, column: 9, scope: !469, inlinedAt: !697)
!699 = !DILocation(line: 125, column: 17, scope: !469, inlinedAt: !697)
!700 = !DILocation(line: 125, column: 14, scope: !469, inlinedAt: !697)
!701 = !DILocation(line: 125, column: 9, scope: !470, inlinedAt: !697)
!702 = !DILocation(line: 127, column: 10, scope: !479, inlinedAt: !697)
!703 = !DILocation(line: 127, column: 9, scope: !470, inlinedAt: !697)
!704 = distinct !{!704, !705, !706, !306}
!705 = !DILocation(line: 124, column: 3, scope: !462, inlinedAt: !697)
!706 = !DILocation(line: 129, column: 3, scope: !462, inlinedAt: !697)
!707 = !DILocation(line: 208, column: 15, scope: !690)
!708 = distinct !{!708, !692, !709, !306}
!709 = !DILocation(line: 210, column: 22, scope: !691)
!710 = !DILocation(line: 212, column: 1, scope: !677)
!711 = distinct !DISubprogram(name: "strspn", scope: !3, file: !3, line: 214, type: !712, scopeLine: 214, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !714)
!712 = !DISubroutineType(types: !713)
!713 = !{!314, !17, !17}
!714 = !{!715, !716, !717}
!715 = !DILocalVariable(name: "s", arg: 1, scope: !711, file: !3, line: 214, type: !17)
!716 = !DILocalVariable(name: "accept", arg: 2, scope: !711, file: !3, line: 214, type: !17)
!717 = !DILocalVariable(name: "i", scope: !711, file: !3, line: 215, type: !314)
!718 = !DILocation(line: 0, scope: !711)
!719 = !DILocation(line: 216, column: 10, scope: !711)
!720 = !DILocation(line: 216, column: 15, scope: !711)
!721 = !DILocation(line: 0, scope: !634, inlinedAt: !722)
!722 = distinct !DILocation(line: 216, column: 18, scope: !711)
!723 = !DILocation(line: 187, column: 12, scope: !640, inlinedAt: !722)
!724 = !DILocation(line: 187, column: 9, scope: !641, inlinedAt: !722)
!725 = !DILocation(line: 189, column: 10, scope: !647, inlinedAt: !722)
!726 = !DILocation(line: 189, column: 9, scope: !641, inlinedAt: !722)
!727 = !DILocation(line: 186, column: 12, scope: !642, inlinedAt: !722)
!728 = !DILocation(line: 187, column: 9, scope: !640, inlinedAt: !722)
!729 = distinct !{!729, !730, !731}
!730 = !DILocation(line: 186, column: 3, scope: !643, inlinedAt: !722)
!731 = !DILocation(line: 191, column: 3, scope: !643, inlinedAt: !722)
!732 = !DILocation(line: 217, column: 6, scope: !711)
!733 = distinct !{!733, !734, !732, !306}
!734 = !DILocation(line: 216, column: 3, scope: !711)
!735 = !DILocation(line: 218, column: 3, scope: !711)
!736 = distinct !DISubprogram(name: "strcspn", scope: !3, file: !3, line: 221, type: !712, scopeLine: 221, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !737)
!737 = !{!738, !739, !740}
!738 = !DILocalVariable(name: "s", arg: 1, scope: !736, file: !3, line: 221, type: !17)
!739 = !DILocalVariable(name: "reject", arg: 2, scope: !736, file: !3, line: 221, type: !17)
!740 = !DILocalVariable(name: "i", scope: !736, file: !3, line: 222, type: !314)
!741 = !DILocation(line: 0, scope: !736)
!742 = !DILocation(line: 223, column: 10, scope: !736)
!743 = !DILocation(line: 223, column: 15, scope: !736)
!744 = !DILocation(line: 0, scope: !634, inlinedAt: !745)
!745 = distinct !DILocation(line: 223, column: 19, scope: !736)
!746 = !DILocation(line: 187, column: 12, scope: !640, inlinedAt: !745)
!747 = !DILocation(line: 187, column: 9, scope: !641, inlinedAt: !745)
!748 = !DILocation(line: 189, column: 10, scope: !647, inlinedAt: !745)
!749 = !DILocation(line: 189, column: 9, scope: !641, inlinedAt: !745)
!750 = !DILocation(line: 186, column: 12, scope: !642, inlinedAt: !745)
!751 = !DILocation(line: 187, column: 9, scope: !640, inlinedAt: !745)
!752 = distinct !{!752, !753, !754}
!753 = !DILocation(line: 186, column: 3, scope: !643, inlinedAt: !745)
!754 = !DILocation(line: 191, column: 3, scope: !643, inlinedAt: !745)
!755 = !DILocation(line: 224, column: 6, scope: !736)
!756 = distinct !{!756, !757, !755, !306}
!757 = !DILocation(line: 223, column: 3, scope: !736)
!758 = !DILocation(line: 225, column: 3, scope: !736)
!759 = distinct !DISubprogram(name: "strpbrk", scope: !3, file: !3, line: 228, type: !678, scopeLine: 228, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !760)
!760 = !{!761, !762}
!761 = !DILocalVariable(name: "s", arg: 1, scope: !759, file: !3, line: 228, type: !17)
!762 = !DILocalVariable(name: "accept", arg: 2, scope: !759, file: !3, line: 228, type: !17)
!763 = !DILocation(line: 0, scope: !759)
!764 = !DILocation(line: 0, scope: !736, inlinedAt: !765)
!765 = distinct !DILocation(line: 229, column: 8, scope: !759)
!766 = !DILocation(line: 223, column: 10, scope: !736, inlinedAt: !765)
!767 = !DILocation(line: 223, column: 15, scope: !736, inlinedAt: !765)
!768 = !DILocation(line: 0, scope: !634, inlinedAt: !769)
!769 = distinct !DILocation(line: 223, column: 19, scope: !736, inlinedAt: !765)
!770 = !DILocation(line: 187, column: 12, scope: !640, inlinedAt: !769)
!771 = !DILocation(line: 187, column: 9, scope: !641, inlinedAt: !769)
!772 = !DILocation(line: 189, column: 10, scope: !647, inlinedAt: !769)
!773 = !DILocation(line: 189, column: 9, scope: !641, inlinedAt: !769)
!774 = !DILocation(line: 186, column: 12, scope: !642, inlinedAt: !769)
!775 = !DILocation(line: 187, column: 9, scope: !640, inlinedAt: !769)
!776 = distinct !{!776, !777, !778}
!777 = !DILocation(line: 186, column: 3, scope: !643, inlinedAt: !769)
!778 = !DILocation(line: 191, column: 3, scope: !643, inlinedAt: !769)
!779 = !DILocation(line: 224, column: 6, scope: !736, inlinedAt: !765)
!780 = distinct !{!780, !781, !779, !306}
!781 = !DILocation(line: 223, column: 3, scope: !736, inlinedAt: !765)
!782 = !DILocation(line: 229, column: 5, scope: !759)
!783 = !DILocation(line: 230, column: 10, scope: !759)
!784 = !DILocation(line: 230, column: 3, scope: !759)
!785 = distinct !DISubprogram(name: "strtok_r", scope: !3, file: !3, line: 233, type: !786, scopeLine: 233, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !789)
!786 = !DISubroutineType(types: !787)
!787 = !{!5, !5, !17, !788}
!788 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!789 = !{!790, !791, !792, !793}
!790 = !DILocalVariable(name: "s", arg: 1, scope: !785, file: !3, line: 233, type: !5)
!791 = !DILocalVariable(name: "delim", arg: 2, scope: !785, file: !3, line: 233, type: !17)
!792 = !DILocalVariable(name: "save", arg: 3, scope: !785, file: !3, line: 233, type: !788)
!793 = !DILocalVariable(name: "end", scope: !785, file: !3, line: 241, type: !5)
!794 = !DILocation(line: 0, scope: !785)
!795 = !DILocation(line: 234, column: 8, scope: !796)
!796 = distinct !DILexicalBlock(scope: !785, file: !3, line: 234, column: 7)
!797 = !DILocation(line: 234, column: 7, scope: !785)
!798 = !DILocation(line: 235, column: 9, scope: !796)
!799 = !DILocation(line: 235, column: 5, scope: !796)
!800 = !DILocation(line: 0, scope: !711, inlinedAt: !801)
!801 = distinct !DILocation(line: 236, column: 8, scope: !785)
!802 = !DILocation(line: 216, column: 10, scope: !711, inlinedAt: !801)
!803 = !DILocation(line: 216, column: 15, scope: !711, inlinedAt: !801)
!804 = !DILocation(line: 0, scope: !634, inlinedAt: !805)
!805 = distinct !DILocation(line: 216, column: 18, scope: !711, inlinedAt: !801)
!806 = !DILocation(line: 187, column: 12, scope: !640, inlinedAt: !805)
!807 = !DILocation(line: 187, column: 9, scope: !641, inlinedAt: !805)
!808 = !DILocation(line: 189, column: 10, scope: !647, inlinedAt: !805)
!809 = !DILocation(line: 189, column: 9, scope: !641, inlinedAt: !805)
!810 = !DILocation(line: 186, column: 12, scope: !642, inlinedAt: !805)
!811 = !DILocation(line: 187, column: 9, scope: !640, inlinedAt: !805)
!812 = distinct !{!812, !813, !814}
!813 = !DILocation(line: 186, column: 3, scope: !643, inlinedAt: !805)
!814 = !DILocation(line: 191, column: 3, scope: !643, inlinedAt: !805)
!815 = !DILocation(line: 217, column: 6, scope: !711, inlinedAt: !801)
!816 = distinct !{!816, !817, !815, !306}
!817 = !DILocation(line: 216, column: 3, scope: !711, inlinedAt: !801)
!818 = !DILocation(line: 236, column: 5, scope: !785)
!819 = !DILocation(line: 237, column: 7, scope: !785)
!820 = !DILocation(line: 0, scope: !736, inlinedAt: !821)
!821 = distinct !DILocation(line: 241, column: 19, scope: !785)
!822 = !DILocation(line: 223, column: 15, scope: !736, inlinedAt: !821)
!823 = !DILocation(line: 0, scope: !634, inlinedAt: !824)
!824 = distinct !DILocation(line: 223, column: 19, scope: !736, inlinedAt: !821)
!825 = !DILocation(line: 187, column: 12, scope: !640, inlinedAt: !824)
!826 = !DILocation(line: 187, column: 9, scope: !641, inlinedAt: !824)
!827 = !DILocation(line: 189, column: 10, scope: !647, inlinedAt: !824)
!828 = !DILocation(line: 189, column: 9, scope: !641, inlinedAt: !824)
!829 = !DILocation(line: 186, column: 12, scope: !642, inlinedAt: !824)
!830 = !DILocation(line: 187, column: 9, scope: !640, inlinedAt: !824)
!831 = distinct !{!831, !832, !833}
!832 = !DILocation(line: 186, column: 3, scope: !643, inlinedAt: !824)
!833 = !DILocation(line: 191, column: 3, scope: !643, inlinedAt: !824)
!834 = !DILocation(line: 224, column: 6, scope: !736, inlinedAt: !821)
!835 = !DILocation(line: 223, column: 10, scope: !736, inlinedAt: !821)
!836 = distinct !{!836, !837, !834, !306}
!837 = !DILocation(line: 223, column: 3, scope: !736, inlinedAt: !821)
!838 = !DILocation(line: 241, column: 17, scope: !785)
!839 = !DILocation(line: 242, column: 7, scope: !840)
!840 = distinct !DILexicalBlock(scope: !785, file: !3, line: 242, column: 7)
!841 = !DILocation(line: 242, column: 7, scope: !785)
!842 = !DILocation(line: 243, column: 9, scope: !840)
!843 = !DILocation(line: 243, column: 12, scope: !840)
!844 = !DILocation(line: 243, column: 5, scope: !840)
!845 = !DILocation(line: 246, column: 1, scope: !785)
!846 = !DILocation(line: 0, scope: !46)
!847 = !DILocation(line: 0, scope: !785, inlinedAt: !848)
!848 = distinct !DILocation(line: 250, column: 10, scope: !46)
!849 = !DILocation(line: 234, column: 8, scope: !796, inlinedAt: !848)
!850 = !DILocation(line: 234, column: 7, scope: !785, inlinedAt: !848)
!851 = !DILocation(line: 0, scope: !711, inlinedAt: !852)
!852 = distinct !DILocation(line: 236, column: 8, scope: !785, inlinedAt: !848)
!853 = !DILocation(line: 216, column: 10, scope: !711, inlinedAt: !852)
!854 = !DILocation(line: 216, column: 15, scope: !711, inlinedAt: !852)
!855 = !DILocation(line: 0, scope: !634, inlinedAt: !856)
!856 = distinct !DILocation(line: 216, column: 18, scope: !711, inlinedAt: !852)
!857 = !DILocation(line: 187, column: 12, scope: !640, inlinedAt: !856)
!858 = !DILocation(line: 187, column: 9, scope: !641, inlinedAt: !856)
!859 = !DILocation(line: 189, column: 10, scope: !647, inlinedAt: !856)
!860 = !DILocation(line: 189, column: 9, scope: !641, inlinedAt: !856)
!861 = !DILocation(line: 186, column: 12, scope: !642, inlinedAt: !856)
!862 = !DILocation(line: 187, column: 9, scope: !640, inlinedAt: !856)
!863 = distinct !{!863, !864, !865}
!864 = !DILocation(line: 186, column: 3, scope: !643, inlinedAt: !856)
!865 = !DILocation(line: 191, column: 3, scope: !643, inlinedAt: !856)
!866 = !DILocation(line: 217, column: 6, scope: !711, inlinedAt: !852)
!867 = distinct !{!867, !868, !866, !306}
!868 = !DILocation(line: 216, column: 3, scope: !711, inlinedAt: !852)
!869 = !DILocation(line: 236, column: 5, scope: !785, inlinedAt: !848)
!870 = !DILocation(line: 237, column: 7, scope: !785, inlinedAt: !848)
!871 = !DILocation(line: 0, scope: !736, inlinedAt: !872)
!872 = distinct !DILocation(line: 241, column: 19, scope: !785, inlinedAt: !848)
!873 = !DILocation(line: 223, column: 15, scope: !736, inlinedAt: !872)
!874 = !DILocation(line: 0, scope: !634, inlinedAt: !875)
!875 = distinct !DILocation(line: 223, column: 19, scope: !736, inlinedAt: !872)
!876 = !DILocation(line: 187, column: 12, scope: !640, inlinedAt: !875)
!877 = !DILocation(line: 187, column: 9, scope: !641, inlinedAt: !875)
!878 = !DILocation(line: 189, column: 10, scope: !647, inlinedAt: !875)
!879 = !DILocation(line: 189, column: 9, scope: !641, inlinedAt: !875)
!880 = !DILocation(line: 186, column: 12, scope: !642, inlinedAt: !875)
!881 = !DILocation(line: 187, column: 9, scope: !640, inlinedAt: !875)
!882 = distinct !{!882, !883, !884}
!883 = !DILocation(line: 186, column: 3, scope: !643, inlinedAt: !875)
!884 = !DILocation(line: 191, column: 3, scope: !643, inlinedAt: !875)
!885 = !DILocation(line: 224, column: 6, scope: !736, inlinedAt: !872)
!886 = !DILocation(line: 223, column: 10, scope: !736, inlinedAt: !872)
!887 = distinct !{!887, !888, !885, !306}
!888 = !DILocation(line: 223, column: 3, scope: !736, inlinedAt: !872)
!889 = !DILocation(line: 241, column: 17, scope: !785, inlinedAt: !848)
!890 = !DILocation(line: 242, column: 7, scope: !840, inlinedAt: !848)
!891 = !DILocation(line: 242, column: 7, scope: !785, inlinedAt: !848)
!892 = !DILocation(line: 243, column: 9, scope: !840, inlinedAt: !848)
!893 = !DILocation(line: 243, column: 12, scope: !840, inlinedAt: !848)
!894 = !DILocation(line: 243, column: 5, scope: !840, inlinedAt: !848)
!895 = !DILocation(line: 250, column: 3, scope: !46)
!896 = distinct !DISubprogram(name: "strdup", scope: !3, file: !3, line: 253, type: !897, scopeLine: 253, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !899)
!897 = !DISubroutineType(types: !898)
!898 = !{!5, !17}
!899 = !{!900, !901, !902}
!900 = !DILocalVariable(name: "s", arg: 1, scope: !896, file: !3, line: 253, type: !17)
!901 = !DILocalVariable(name: "n", scope: !896, file: !3, line: 254, type: !314)
!902 = !DILocalVariable(name: "d", scope: !896, file: !3, line: 255, type: !5)
!903 = !DILocation(line: 0, scope: !896)
!904 = !DILocation(line: 254, column: 14, scope: !896)
!905 = !DILocation(line: 254, column: 24, scope: !896)
!906 = !DILocation(line: 255, column: 13, scope: !896)
!907 = !DILocation(line: 256, column: 7, scope: !908)
!908 = distinct !DILexicalBlock(scope: !896, file: !3, line: 256, column: 7)
!909 = !DILocation(line: 256, column: 7, scope: !896)
!910 = !DILocation(line: 257, column: 5, scope: !908)
!911 = !DILocation(line: 258, column: 3, scope: !896)
!912 = !DISubprogram(name: "malloc", scope: !3, file: !3, line: 23, type: !913, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!913 = !DISubroutineType(types: !914)
!914 = !{!8, !314}
!915 = distinct !DISubprogram(name: "strndup", scope: !3, file: !3, line: 261, type: !916, scopeLine: 261, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !918)
!916 = !DISubroutineType(types: !917)
!917 = !{!5, !17, !314}
!918 = !{!919, !920, !921, !922}
!919 = !DILocalVariable(name: "s", arg: 1, scope: !915, file: !3, line: 261, type: !17)
!920 = !DILocalVariable(name: "n", arg: 2, scope: !915, file: !3, line: 261, type: !314)
!921 = !DILocalVariable(name: "m", scope: !915, file: !3, line: 262, type: !314)
!922 = !DILocalVariable(name: "d", scope: !915, file: !3, line: 263, type: !5)
!923 = !DILocation(line: 0, scope: !915)
!924 = !DILocation(line: 0, scope: !413, inlinedAt: !925)
!925 = distinct !DILocation(line: 262, column: 14, scope: !915)
!926 = !DILocation(line: 108, column: 12, scope: !413, inlinedAt: !925)
!927 = !DILocation(line: 108, column: 16, scope: !413, inlinedAt: !925)
!928 = !DILocation(line: 108, column: 19, scope: !413, inlinedAt: !925)
!929 = !DILocation(line: 108, column: 3, scope: !413, inlinedAt: !925)
!930 = !DILocation(line: 109, column: 6, scope: !413, inlinedAt: !925)
!931 = distinct !{!931, !929, !930, !306}
!932 = !DILocation(line: 263, column: 22, scope: !915)
!933 = !DILocation(line: 263, column: 13, scope: !915)
!934 = !DILocation(line: 264, column: 7, scope: !935)
!935 = distinct !DILexicalBlock(scope: !915, file: !3, line: 264, column: 7)
!936 = !DILocation(line: 264, column: 7, scope: !915)
!937 = !DILocation(line: 265, column: 5, scope: !938)
!938 = distinct !DILexicalBlock(scope: !935, file: !3, line: 264, column: 10)
!939 = !DILocation(line: 266, column: 5, scope: !938)
!940 = !DILocation(line: 266, column: 10, scope: !938)
!941 = !DILocation(line: 267, column: 3, scope: !938)
!942 = !DILocation(line: 268, column: 3, scope: !915)
!943 = distinct !DISubprogram(name: "__ctype_b_loc", scope: !3, file: !3, line: 314, type: !944, scopeLine: 314, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!944 = !DISubroutineType(types: !945)
!945 = !{!946}
!946 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !122, size: 64)
!947 = !DILocation(line: 314, column: 41, scope: !943)
!948 = distinct !DISubprogram(name: "__ctype_tolower_loc", scope: !3, file: !3, line: 315, type: !949, scopeLine: 315, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!949 = !DISubroutineType(types: !950)
!950 = !{!951}
!951 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!952 = !DILocation(line: 315, column: 47, scope: !948)
!953 = distinct !DISubprogram(name: "__ctype_toupper_loc", scope: !3, file: !3, line: 316, type: !949, scopeLine: 316, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!954 = !DILocation(line: 316, column: 47, scope: !953)
!955 = distinct !DISubprogram(name: "isalpha", scope: !3, file: !3, line: 319, type: !956, scopeLine: 319, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !958)
!956 = !DISubroutineType(types: !957)
!957 = !{!14, !14}
!958 = !{!959}
!959 = !DILocalVariable(name: "c", arg: 1, scope: !955, file: !3, line: 319, type: !14)
!960 = !DILocation(line: 0, scope: !955)
!961 = !DILocalVariable(name: "c", arg: 1, scope: !962, file: !3, line: 318, type: !14)
!962 = distinct !DISubprogram(name: "cls", scope: !3, file: !3, line: 318, type: !956, scopeLine: 318, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !963)
!963 = !{!961}
!964 = !DILocation(line: 0, scope: !962, inlinedAt: !965)
!965 = distinct !DILocation(line: 319, column: 29, scope: !955)
!966 = !DILocation(line: 318, column: 42, scope: !962, inlinedAt: !965)
!967 = !DILocation(line: 318, column: 55, scope: !962, inlinedAt: !965)
!968 = !{!969, !969, i64 0}
!969 = !{!"short", !278, i64 0}
!970 = !DILocation(line: 319, column: 36, scope: !955)
!971 = !DILocation(line: 318, column: 32, scope: !962, inlinedAt: !965)
!972 = !DILocation(line: 319, column: 22, scope: !955)
!973 = distinct !DISubprogram(name: "isdigit", scope: !3, file: !3, line: 320, type: !956, scopeLine: 320, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !974)
!974 = !{!975}
!975 = !DILocalVariable(name: "c", arg: 1, scope: !973, file: !3, line: 320, type: !14)
!976 = !DILocation(line: 0, scope: !973)
!977 = !DILocation(line: 0, scope: !962, inlinedAt: !978)
!978 = distinct !DILocation(line: 320, column: 29, scope: !973)
!979 = !DILocation(line: 318, column: 42, scope: !962, inlinedAt: !978)
!980 = !DILocation(line: 318, column: 55, scope: !962, inlinedAt: !978)
!981 = !DILocation(line: 320, column: 36, scope: !973)
!982 = !DILocation(line: 318, column: 32, scope: !962, inlinedAt: !978)
!983 = !DILocation(line: 320, column: 22, scope: !973)
!984 = distinct !DISubprogram(name: "isalnum", scope: !3, file: !3, line: 321, type: !956, scopeLine: 321, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !985)
!985 = !{!986}
!986 = !DILocalVariable(name: "c", arg: 1, scope: !984, file: !3, line: 321, type: !14)
!987 = !DILocation(line: 0, scope: !984)
!988 = !DILocation(line: 0, scope: !962, inlinedAt: !989)
!989 = distinct !DILocation(line: 321, column: 29, scope: !984)
!990 = !DILocation(line: 318, column: 42, scope: !962, inlinedAt: !989)
!991 = !DILocation(line: 318, column: 55, scope: !962, inlinedAt: !989)
!992 = !DILocation(line: 321, column: 36, scope: !984)
!993 = !DILocation(line: 318, column: 32, scope: !962, inlinedAt: !989)
!994 = !DILocation(line: 321, column: 22, scope: !984)
!995 = distinct !DISubprogram(name: "isspace", scope: !3, file: !3, line: 322, type: !956, scopeLine: 322, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !996)
!996 = !{!997}
!997 = !DILocalVariable(name: "c", arg: 1, scope: !995, file: !3, line: 322, type: !14)
!998 = !DILocation(line: 0, scope: !995)
!999 = !DILocation(line: 0, scope: !962, inlinedAt: !1000)
!1000 = distinct !DILocation(line: 322, column: 29, scope: !995)
!1001 = !DILocation(line: 318, column: 42, scope: !962, inlinedAt: !1000)
!1002 = !DILocation(line: 318, column: 55, scope: !962, inlinedAt: !1000)
!1003 = !DILocation(line: 322, column: 36, scope: !995)
!1004 = !DILocation(line: 318, column: 32, scope: !962, inlinedAt: !1000)
!1005 = !DILocation(line: 322, column: 22, scope: !995)
!1006 = distinct !DISubprogram(name: "isupper", scope: !3, file: !3, line: 323, type: !956, scopeLine: 323, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1007)
!1007 = !{!1008}
!1008 = !DILocalVariable(name: "c", arg: 1, scope: !1006, file: !3, line: 323, type: !14)
!1009 = !DILocation(line: 0, scope: !1006)
!1010 = !DILocation(line: 0, scope: !962, inlinedAt: !1011)
!1011 = distinct !DILocation(line: 323, column: 29, scope: !1006)
!1012 = !DILocation(line: 318, column: 42, scope: !962, inlinedAt: !1011)
!1013 = !DILocation(line: 318, column: 55, scope: !962, inlinedAt: !1011)
!1014 = !DILocation(line: 323, column: 36, scope: !1006)
!1015 = !DILocation(line: 318, column: 32, scope: !962, inlinedAt: !1011)
!1016 = !DILocation(line: 323, column: 22, scope: !1006)
!1017 = distinct !DISubprogram(name: "islower", scope: !3, file: !3, line: 324, type: !956, scopeLine: 324, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1018)
!1018 = !{!1019}
!1019 = !DILocalVariable(name: "c", arg: 1, scope: !1017, file: !3, line: 324, type: !14)
!1020 = !DILocation(line: 0, scope: !1017)
!1021 = !DILocation(line: 0, scope: !962, inlinedAt: !1022)
!1022 = distinct !DILocation(line: 324, column: 29, scope: !1017)
!1023 = !DILocation(line: 318, column: 42, scope: !962, inlinedAt: !1022)
!1024 = !DILocation(line: 318, column: 55, scope: !962, inlinedAt: !1022)
!1025 = !DILocation(line: 324, column: 36, scope: !1017)
!1026 = !DILocation(line: 318, column: 32, scope: !962, inlinedAt: !1022)
!1027 = !DILocation(line: 324, column: 22, scope: !1017)
!1028 = distinct !DISubprogram(name: "isxdigit", scope: !3, file: !3, line: 325, type: !956, scopeLine: 325, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1029)
!1029 = !{!1030}
!1030 = !DILocalVariable(name: "c", arg: 1, scope: !1028, file: !3, line: 325, type: !14)
!1031 = !DILocation(line: 0, scope: !1028)
!1032 = !DILocation(line: 0, scope: !962, inlinedAt: !1033)
!1033 = distinct !DILocation(line: 325, column: 30, scope: !1028)
!1034 = !DILocation(line: 318, column: 42, scope: !962, inlinedAt: !1033)
!1035 = !DILocation(line: 318, column: 55, scope: !962, inlinedAt: !1033)
!1036 = !DILocation(line: 325, column: 37, scope: !1028)
!1037 = !DILocation(line: 318, column: 32, scope: !962, inlinedAt: !1033)
!1038 = !DILocation(line: 325, column: 23, scope: !1028)
!1039 = distinct !DISubprogram(name: "isprint", scope: !3, file: !3, line: 326, type: !956, scopeLine: 326, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1040)
!1040 = !{!1041}
!1041 = !DILocalVariable(name: "c", arg: 1, scope: !1039, file: !3, line: 326, type: !14)
!1042 = !DILocation(line: 0, scope: !1039)
!1043 = !DILocation(line: 0, scope: !962, inlinedAt: !1044)
!1044 = distinct !DILocation(line: 326, column: 29, scope: !1039)
!1045 = !DILocation(line: 318, column: 42, scope: !962, inlinedAt: !1044)
!1046 = !DILocation(line: 318, column: 55, scope: !962, inlinedAt: !1044)
!1047 = !DILocation(line: 326, column: 36, scope: !1039)
!1048 = !DILocation(line: 318, column: 32, scope: !962, inlinedAt: !1044)
!1049 = !DILocation(line: 326, column: 22, scope: !1039)
!1050 = distinct !DISubprogram(name: "isgraph", scope: !3, file: !3, line: 327, type: !956, scopeLine: 327, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1051)
!1051 = !{!1052}
!1052 = !DILocalVariable(name: "c", arg: 1, scope: !1050, file: !3, line: 327, type: !14)
!1053 = !DILocation(line: 0, scope: !1050)
!1054 = !DILocation(line: 0, scope: !962, inlinedAt: !1055)
!1055 = distinct !DILocation(line: 327, column: 29, scope: !1050)
!1056 = !DILocation(line: 318, column: 42, scope: !962, inlinedAt: !1055)
!1057 = !DILocation(line: 318, column: 55, scope: !962, inlinedAt: !1055)
!1058 = !DILocation(line: 327, column: 36, scope: !1050)
!1059 = !DILocation(line: 318, column: 32, scope: !962, inlinedAt: !1055)
!1060 = !DILocation(line: 327, column: 22, scope: !1050)
!1061 = distinct !DISubprogram(name: "ispunct", scope: !3, file: !3, line: 328, type: !956, scopeLine: 328, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1062)
!1062 = !{!1063}
!1063 = !DILocalVariable(name: "c", arg: 1, scope: !1061, file: !3, line: 328, type: !14)
!1064 = !DILocation(line: 0, scope: !1061)
!1065 = !DILocation(line: 0, scope: !962, inlinedAt: !1066)
!1066 = distinct !DILocation(line: 328, column: 29, scope: !1061)
!1067 = !DILocation(line: 318, column: 42, scope: !962, inlinedAt: !1066)
!1068 = !DILocation(line: 318, column: 55, scope: !962, inlinedAt: !1066)
!1069 = !DILocation(line: 328, column: 36, scope: !1061)
!1070 = !DILocation(line: 318, column: 32, scope: !962, inlinedAt: !1066)
!1071 = !DILocation(line: 328, column: 22, scope: !1061)
!1072 = distinct !DISubprogram(name: "iscntrl", scope: !3, file: !3, line: 329, type: !956, scopeLine: 329, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1073)
!1073 = !{!1074}
!1074 = !DILocalVariable(name: "c", arg: 1, scope: !1072, file: !3, line: 329, type: !14)
!1075 = !DILocation(line: 0, scope: !1072)
!1076 = !DILocation(line: 0, scope: !962, inlinedAt: !1077)
!1077 = distinct !DILocation(line: 329, column: 29, scope: !1072)
!1078 = !DILocation(line: 318, column: 42, scope: !962, inlinedAt: !1077)
!1079 = !DILocation(line: 318, column: 55, scope: !962, inlinedAt: !1077)
!1080 = !DILocation(line: 329, column: 36, scope: !1072)
!1081 = !DILocation(line: 318, column: 32, scope: !962, inlinedAt: !1077)
!1082 = !DILocation(line: 329, column: 22, scope: !1072)
!1083 = distinct !DISubprogram(name: "isblank", scope: !3, file: !3, line: 330, type: !956, scopeLine: 330, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1084)
!1084 = !{!1085}
!1085 = !DILocalVariable(name: "c", arg: 1, scope: !1083, file: !3, line: 330, type: !14)
!1086 = !DILocation(line: 0, scope: !1083)
!1087 = !DILocation(line: 0, scope: !962, inlinedAt: !1088)
!1088 = distinct !DILocation(line: 330, column: 29, scope: !1083)
!1089 = !DILocation(line: 318, column: 42, scope: !962, inlinedAt: !1088)
!1090 = !DILocation(line: 318, column: 55, scope: !962, inlinedAt: !1088)
!1091 = !DILocation(line: 330, column: 36, scope: !1083)
!1092 = !DILocation(line: 318, column: 32, scope: !962, inlinedAt: !1088)
!1093 = !DILocation(line: 330, column: 22, scope: !1083)
!1094 = distinct !DISubprogram(name: "tolower", scope: !3, file: !3, line: 331, type: !956, scopeLine: 331, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1095)
!1095 = !{!1096}
!1096 = !DILocalVariable(name: "c", arg: 1, scope: !1094, file: !3, line: 331, type: !14)
!1097 = !DILocation(line: 0, scope: !1094)
!1098 = !DILocation(line: 331, column: 39, scope: !1094)
!1099 = !DILocation(line: 331, column: 52, scope: !1094)
!1100 = !DILocation(line: 331, column: 29, scope: !1094)
!1101 = !DILocation(line: 331, column: 22, scope: !1094)
!1102 = distinct !DISubprogram(name: "toupper", scope: !3, file: !3, line: 332, type: !956, scopeLine: 332, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1103)
!1103 = !{!1104}
!1104 = !DILocalVariable(name: "c", arg: 1, scope: !1102, file: !3, line: 332, type: !14)
!1105 = !DILocation(line: 0, scope: !1102)
!1106 = !DILocation(line: 332, column: 39, scope: !1102)
!1107 = !DILocation(line: 332, column: 52, scope: !1102)
!1108 = !DILocation(line: 332, column: 29, scope: !1102)
!1109 = !DILocation(line: 332, column: 22, scope: !1102)
!1110 = distinct !DISubprogram(name: "abs", scope: !3, file: !3, line: 336, type: !956, scopeLine: 336, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1111)
!1111 = !{!1112}
!1112 = !DILocalVariable(name: "x", arg: 1, scope: !1110, file: !3, line: 336, type: !14)
!1113 = !DILocation(line: 0, scope: !1110)
!1114 = !DILocation(line: 336, column: 25, scope: !1110)
!1115 = !DILocation(line: 336, column: 18, scope: !1110)
!1116 = distinct !DISubprogram(name: "labs", scope: !3, file: !3, line: 337, type: !1117, scopeLine: 337, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1119)
!1117 = !DISubroutineType(types: !1118)
!1118 = !{!12, !12}
!1119 = !{!1120}
!1120 = !DILocalVariable(name: "x", arg: 1, scope: !1116, file: !3, line: 337, type: !12)
!1121 = !DILocation(line: 0, scope: !1116)
!1122 = !DILocation(line: 337, column: 28, scope: !1116)
!1123 = !DILocation(line: 337, column: 21, scope: !1116)
!1124 = distinct !DISubprogram(name: "llabs", scope: !3, file: !3, line: 338, type: !1125, scopeLine: 338, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1127)
!1125 = !DISubroutineType(types: !1126)
!1126 = !{!11, !11}
!1127 = !{!1128}
!1128 = !DILocalVariable(name: "x", arg: 1, scope: !1124, file: !3, line: 338, type: !11)
!1129 = !DILocation(line: 0, scope: !1124)
!1130 = !DILocation(line: 338, column: 39, scope: !1124)
!1131 = !DILocation(line: 338, column: 32, scope: !1124)
!1132 = distinct !DISubprogram(name: "getenv", scope: !3, file: !3, line: 340, type: !897, scopeLine: 340, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1133)
!1133 = !{!1134}
!1134 = !DILocalVariable(name: "name", arg: 1, scope: !1132, file: !3, line: 340, type: !17)
!1135 = !DILocation(line: 0, scope: !1132)
!1136 = !DILocation(line: 342, column: 3, scope: !1132)
!1137 = distinct !DISubprogram(name: "strtoll", scope: !3, file: !3, line: 424, type: !1138, scopeLine: 424, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1140)
!1138 = !DISubroutineType(types: !1139)
!1139 = !{!11, !17, !788, !14}
!1140 = !{!1141, !1142, !1143, !1144, !1145}
!1141 = !DILocalVariable(name: "nptr", arg: 1, scope: !1137, file: !3, line: 424, type: !17)
!1142 = !DILocalVariable(name: "endptr", arg: 2, scope: !1137, file: !3, line: 424, type: !788)
!1143 = !DILocalVariable(name: "base", arg: 3, scope: !1137, file: !3, line: 424, type: !14)
!1144 = !DILocalVariable(name: "neg", scope: !1137, file: !3, line: 425, type: !14)
!1145 = !DILocalVariable(name: "v", scope: !1137, file: !3, line: 426, type: !21)
!1146 = distinct !DIAssignID()
!1147 = !DILocation(line: 0, scope: !1137)
!1148 = !DILocation(line: 425, column: 3, scope: !1137)
!1149 = !DILocation(line: 425, column: 7, scope: !1137)
!1150 = distinct !DIAssignID()
!1151 = !DILocation(line: 426, column: 26, scope: !1137)
!1152 = !DILocation(line: 428, column: 10, scope: !1137)
!1153 = !DILocation(line: 429, column: 1, scope: !1137)
!1154 = !DILocation(line: 428, column: 3, scope: !1137)
!1155 = distinct !DISubprogram(name: "strto_common", scope: !3, file: !3, line: 386, type: !1156, scopeLine: 388, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1158)
!1156 = !DISubroutineType(types: !1157)
!1157 = !{!21, !17, !788, !14, !14, !21, !11, !11, !22}
!1158 = !{!1159, !1160, !1161, !1162, !1163, !1164, !1165, !1166, !1167, !1168, !1169, !1170, !1171, !1172, !1173}
!1159 = !DILocalVariable(name: "nptr", arg: 1, scope: !1155, file: !3, line: 386, type: !17)
!1160 = !DILocalVariable(name: "endptr", arg: 2, scope: !1155, file: !3, line: 386, type: !788)
!1161 = !DILocalVariable(name: "base", arg: 3, scope: !1155, file: !3, line: 386, type: !14)
!1162 = !DILocalVariable(name: "is_signed", arg: 4, scope: !1155, file: !3, line: 386, type: !14)
!1163 = !DILocalVariable(name: "umax", arg: 5, scope: !1155, file: !3, line: 387, type: !21)
!1164 = !DILocalVariable(name: "smin", arg: 6, scope: !1155, file: !3, line: 387, type: !11)
!1165 = !DILocalVariable(name: "smax", arg: 7, scope: !1155, file: !3, line: 387, type: !11)
!1166 = !DILocalVariable(name: "neg_out", arg: 8, scope: !1155, file: !3, line: 388, type: !22)
!1167 = !DILocalVariable(name: "s", scope: !1155, file: !3, line: 389, type: !17)
!1168 = !DILocalVariable(name: "neg", scope: !1155, file: !3, line: 392, type: !14)
!1169 = !DILocalVariable(name: "limit", scope: !1155, file: !3, line: 403, type: !21)
!1170 = !DILocalVariable(name: "end", scope: !1155, file: !3, line: 408, type: !17)
!1171 = !DILocalVariable(name: "overflow", scope: !1155, file: !3, line: 409, type: !14)
!1172 = !DILocalVariable(name: "any", scope: !1155, file: !3, line: 409, type: !14)
!1173 = !DILocalVariable(name: "v", scope: !1155, file: !3, line: 410, type: !21)
!1174 = !DILocation(line: 0, scope: !1155)
!1175 = !DILocation(line: 390, column: 3, scope: !1155)
!1176 = !DILocation(line: 390, column: 33, scope: !1155)
!1177 = !DILocation(line: 318, column: 55, scope: !962, inlinedAt: !1178)
!1178 = distinct !DILocation(line: 322, column: 29, scope: !995, inlinedAt: !1179)
!1179 = distinct !DILocation(line: 390, column: 10, scope: !1155)
!1180 = !DILocation(line: 0, scope: !995, inlinedAt: !1179)
!1181 = !DILocation(line: 0, scope: !962, inlinedAt: !1178)
!1182 = !DILocation(line: 322, column: 36, scope: !995, inlinedAt: !1179)
!1183 = !DILocation(line: 391, column: 6, scope: !1155)
!1184 = distinct !{!1184, !1175, !1183, !306}
!1185 = !DILocation(line: 393, column: 17, scope: !1186)
!1186 = distinct !DILexicalBlock(scope: !1155, file: !3, line: 393, column: 7)
!1187 = !DILocation(line: 394, column: 14, scope: !1188)
!1188 = distinct !DILexicalBlock(scope: !1186, file: !3, line: 393, column: 31)
!1189 = !DILocation(line: 396, column: 3, scope: !1188)
!1190 = !DILocation(line: 397, column: 16, scope: !1191)
!1191 = distinct !DILexicalBlock(scope: !1155, file: !3, line: 397, column: 7)
!1192 = !DILocation(line: 398, column: 5, scope: !1193)
!1193 = distinct !DILexicalBlock(scope: !1191, file: !3, line: 397, column: 43)
!1194 = !DILocation(line: 398, column: 18, scope: !1193)
!1195 = !DILocation(line: 399, column: 9, scope: !1196)
!1196 = distinct !DILexicalBlock(scope: !1193, file: !3, line: 399, column: 9)
!1197 = !DILocation(line: 399, column: 9, scope: !1193)
!1198 = !DILocation(line: 400, column: 15, scope: !1196)
!1199 = !DILocation(line: 400, column: 7, scope: !1196)
!1200 = !DILocation(line: 404, column: 7, scope: !1201)
!1201 = distinct !DILexicalBlock(scope: !1155, file: !3, line: 404, column: 7)
!1202 = !DILocation(line: 404, column: 7, scope: !1155)
!1203 = !DILocalVariable(name: "s", arg: 1, scope: !1204, file: !3, line: 347, type: !17)
!1204 = distinct !DISubprogram(name: "parse_digits", scope: !3, file: !3, line: 347, type: !1205, scopeLine: 348, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1208)
!1205 = !DISubroutineType(types: !1206)
!1206 = !{!21, !17, !1207, !22, !21, !22, !22}
!1207 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!1208 = !{!1203, !1209, !1210, !1211, !1212, !1213, !1214, !1215, !1216, !1220}
!1209 = !DILocalVariable(name: "end", arg: 2, scope: !1204, file: !3, line: 347, type: !1207)
!1210 = !DILocalVariable(name: "base", arg: 3, scope: !1204, file: !3, line: 347, type: !22)
!1211 = !DILocalVariable(name: "limit", arg: 4, scope: !1204, file: !3, line: 348, type: !21)
!1212 = !DILocalVariable(name: "overflow", arg: 5, scope: !1204, file: !3, line: 348, type: !22)
!1213 = !DILocalVariable(name: "any", arg: 6, scope: !1204, file: !3, line: 348, type: !22)
!1214 = !DILocalVariable(name: "b", scope: !1204, file: !3, line: 349, type: !14)
!1215 = !DILocalVariable(name: "v", scope: !1204, file: !3, line: 358, type: !21)
!1216 = !DILocalVariable(name: "d", scope: !1217, file: !3, line: 362, type: !14)
!1217 = distinct !DILexicalBlock(scope: !1218, file: !3, line: 361, column: 16)
!1218 = distinct !DILexicalBlock(scope: !1219, file: !3, line: 361, column: 3)
!1219 = distinct !DILexicalBlock(scope: !1204, file: !3, line: 361, column: 3)
!1220 = !DILocalVariable(name: "c", scope: !1217, file: !3, line: 363, type: !7)
!1221 = !DILocation(line: 0, scope: !1204, inlinedAt: !1222)
!1222 = distinct !DILocation(line: 410, column: 26, scope: !1155)
!1223 = !DILocation(line: 350, column: 10, scope: !1224, inlinedAt: !1222)
!1224 = distinct !DILexicalBlock(scope: !1204, file: !3, line: 350, column: 7)
!1225 = !DILocation(line: 350, column: 15, scope: !1224, inlinedAt: !1222)
!1226 = !DILocation(line: 350, column: 30, scope: !1224, inlinedAt: !1222)
!1227 = !DILocation(line: 350, column: 35, scope: !1224, inlinedAt: !1222)
!1228 = !DILocation(line: 350, column: 42, scope: !1224, inlinedAt: !1222)
!1229 = !DILocation(line: 350, column: 46, scope: !1224, inlinedAt: !1222)
!1230 = !DILocation(line: 350, column: 58, scope: !1224, inlinedAt: !1222)
!1231 = !DILocation(line: 351, column: 32, scope: !1224, inlinedAt: !1222)
!1232 = !DILocation(line: 318, column: 55, scope: !962, inlinedAt: !1233)
!1233 = distinct !DILocation(line: 325, column: 30, scope: !1028, inlinedAt: !1234)
!1234 = distinct !DILocation(line: 351, column: 8, scope: !1224, inlinedAt: !1222)
!1235 = !DILocation(line: 0, scope: !1028, inlinedAt: !1234)
!1236 = !DILocation(line: 0, scope: !962, inlinedAt: !1233)
!1237 = !DILocation(line: 325, column: 37, scope: !1028, inlinedAt: !1234)
!1238 = !DILocation(line: 351, column: 8, scope: !1224, inlinedAt: !1222)
!1239 = !DILocation(line: 350, column: 7, scope: !1204, inlinedAt: !1222)
!1240 = !DILocation(line: 354, column: 14, scope: !1224, inlinedAt: !1222)
!1241 = !DILocation(line: 355, column: 9, scope: !1242, inlinedAt: !1222)
!1242 = distinct !DILexicalBlock(scope: !1243, file: !3, line: 354, column: 22)
!1243 = distinct !DILexicalBlock(scope: !1224, file: !3, line: 354, column: 14)
!1244 = !DILocation(line: 356, column: 3, scope: !1242, inlinedAt: !1222)
!1245 = !DILocation(line: 363, column: 38, scope: !1217, inlinedAt: !1222)
!1246 = !DILocation(line: 0, scope: !1217, inlinedAt: !1222)
!1247 = !DILocation(line: 0, scope: !973, inlinedAt: !1248)
!1248 = distinct !DILocation(line: 364, column: 9, scope: !1249, inlinedAt: !1222)
!1249 = distinct !DILexicalBlock(scope: !1217, file: !3, line: 364, column: 9)
!1250 = !DILocation(line: 0, scope: !962, inlinedAt: !1251)
!1251 = distinct !DILocation(line: 320, column: 29, scope: !973, inlinedAt: !1248)
!1252 = !DILocation(line: 318, column: 55, scope: !962, inlinedAt: !1251)
!1253 = !DILocation(line: 320, column: 36, scope: !973, inlinedAt: !1248)
!1254 = !DILocation(line: 364, column: 9, scope: !1249, inlinedAt: !1222)
!1255 = !DILocation(line: 364, column: 9, scope: !1217, inlinedAt: !1222)
!1256 = !DILocation(line: 364, column: 17, scope: !1249, inlinedAt: !1222)
!1257 = !DILocation(line: 365, column: 13, scope: !1249, inlinedAt: !1222)
!1258 = !DILocation(line: 365, column: 7, scope: !1249, inlinedAt: !1222)
!1259 = !DILocation(line: 0, scope: !955, inlinedAt: !1260)
!1260 = distinct !DILocation(line: 366, column: 14, scope: !1261, inlinedAt: !1222)
!1261 = distinct !DILexicalBlock(scope: !1249, file: !3, line: 366, column: 14)
!1262 = !DILocation(line: 0, scope: !962, inlinedAt: !1263)
!1263 = distinct !DILocation(line: 319, column: 29, scope: !955, inlinedAt: !1260)
!1264 = !DILocation(line: 319, column: 36, scope: !955, inlinedAt: !1260)
!1265 = !DILocation(line: 366, column: 14, scope: !1261, inlinedAt: !1222)
!1266 = !DILocation(line: 366, column: 14, scope: !1249, inlinedAt: !1222)
!1267 = !DILocation(line: 0, scope: !1094, inlinedAt: !1268)
!1268 = distinct !DILocation(line: 367, column: 11, scope: !1261, inlinedAt: !1222)
!1269 = !DILocation(line: 331, column: 52, scope: !1094, inlinedAt: !1268)
!1270 = !DILocation(line: 367, column: 28, scope: !1261, inlinedAt: !1222)
!1271 = !DILocation(line: 0, scope: !1249, inlinedAt: !1222)
!1272 = !DILocation(line: 370, column: 11, scope: !1273, inlinedAt: !1222)
!1273 = distinct !DILexicalBlock(scope: !1217, file: !3, line: 370, column: 9)
!1274 = !DILocation(line: 370, column: 9, scope: !1217, inlinedAt: !1222)
!1275 = !DILocation(line: 375, column: 22, scope: !1276, inlinedAt: !1222)
!1276 = distinct !DILexicalBlock(scope: !1217, file: !3, line: 375, column: 9)
!1277 = !DILocation(line: 361, column: 3, scope: !1204, inlinedAt: !1222)
!1278 = !DILocation(line: 361, column: 3, scope: !1219, inlinedAt: !1222)
!1279 = !DILocation(line: 373, column: 9, scope: !1217, inlinedAt: !1222)
!1280 = distinct !{!1280, !1278, !1281, !1282}
!1281 = !DILocation(line: 381, column: 3, scope: !1219, inlinedAt: !1222)
!1282 = !{!"llvm.loop.peeled.count", i32 1}
!1283 = !DILocation(line: 375, column: 20, scope: !1276, inlinedAt: !1222)
!1284 = !DILocation(line: 375, column: 45, scope: !1276, inlinedAt: !1222)
!1285 = !DILocation(line: 375, column: 11, scope: !1276, inlinedAt: !1222)
!1286 = !DILocation(line: 375, column: 9, scope: !1217, inlinedAt: !1222)
!1287 = !DILocation(line: 412, column: 9, scope: !1288)
!1288 = distinct !DILexicalBlock(scope: !1289, file: !3, line: 412, column: 9)
!1289 = distinct !DILexicalBlock(scope: !1290, file: !3, line: 411, column: 13)
!1290 = distinct !DILexicalBlock(scope: !1155, file: !3, line: 411, column: 7)
!1291 = !DILocation(line: 412, column: 9, scope: !1289)
!1292 = !DILocation(line: 413, column: 15, scope: !1288)
!1293 = !DILocation(line: 413, column: 7, scope: !1288)
!1294 = !DILocation(line: 418, column: 7, scope: !1295)
!1295 = distinct !DILexicalBlock(scope: !1155, file: !3, line: 418, column: 7)
!1296 = !DILocation(line: 416, column: 7, scope: !1297)
!1297 = distinct !DILexicalBlock(scope: !1155, file: !3, line: 416, column: 7)
!1298 = !DILocation(line: 416, column: 7, scope: !1155)
!1299 = !DILocation(line: 417, column: 13, scope: !1297)
!1300 = !DILocation(line: 417, column: 5, scope: !1297)
!1301 = !DILocation(line: 418, column: 7, scope: !1155)
!1302 = !DILocation(line: 419, column: 5, scope: !1295)
!1303 = !DILocation(line: 419, column: 18, scope: !1295)
!1304 = !DILocation(line: 420, column: 12, scope: !1155)
!1305 = !DILocation(line: 421, column: 3, scope: !1155)
!1306 = !DILocation(line: 422, column: 1, scope: !1155)
!1307 = distinct !DISubprogram(name: "strtoull", scope: !3, file: !3, line: 431, type: !1308, scopeLine: 431, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1310)
!1308 = !DISubroutineType(types: !1309)
!1309 = !{!21, !17, !788, !14}
!1310 = !{!1311, !1312, !1313, !1314, !1315}
!1311 = !DILocalVariable(name: "nptr", arg: 1, scope: !1307, file: !3, line: 431, type: !17)
!1312 = !DILocalVariable(name: "endptr", arg: 2, scope: !1307, file: !3, line: 431, type: !788)
!1313 = !DILocalVariable(name: "base", arg: 3, scope: !1307, file: !3, line: 431, type: !14)
!1314 = !DILocalVariable(name: "neg", scope: !1307, file: !3, line: 432, type: !14)
!1315 = !DILocalVariable(name: "v", scope: !1307, file: !3, line: 433, type: !21)
!1316 = distinct !DIAssignID()
!1317 = !DILocation(line: 0, scope: !1307)
!1318 = !DILocation(line: 432, column: 3, scope: !1307)
!1319 = !DILocation(line: 432, column: 7, scope: !1307)
!1320 = distinct !DIAssignID()
!1321 = !DILocation(line: 433, column: 26, scope: !1307)
!1322 = !DILocation(line: 434, column: 10, scope: !1307)
!1323 = !DILocation(line: 435, column: 1, scope: !1307)
!1324 = !DILocation(line: 434, column: 3, scope: !1307)
!1325 = distinct !DISubprogram(name: "strtol", scope: !3, file: !3, line: 437, type: !1326, scopeLine: 437, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1328)
!1326 = !DISubroutineType(types: !1327)
!1327 = !{!12, !17, !788, !14}
!1328 = !{!1329, !1330, !1331, !1332, !1333, !1334}
!1329 = !DILocalVariable(name: "nptr", arg: 1, scope: !1325, file: !3, line: 437, type: !17)
!1330 = !DILocalVariable(name: "endptr", arg: 2, scope: !1325, file: !3, line: 437, type: !788)
!1331 = !DILocalVariable(name: "base", arg: 3, scope: !1325, file: !3, line: 437, type: !14)
!1332 = !DILocalVariable(name: "neg", scope: !1325, file: !3, line: 438, type: !14)
!1333 = !DILocalVariable(name: "lmax", scope: !1325, file: !3, line: 439, type: !12)
!1334 = !DILocalVariable(name: "v", scope: !1325, file: !3, line: 440, type: !21)
!1335 = distinct !DIAssignID()
!1336 = !DILocation(line: 0, scope: !1325)
!1337 = !DILocation(line: 438, column: 3, scope: !1325)
!1338 = !DILocation(line: 438, column: 7, scope: !1325)
!1339 = distinct !DIAssignID()
!1340 = !DILocation(line: 440, column: 26, scope: !1325)
!1341 = !DILocation(line: 441, column: 10, scope: !1325)
!1342 = !DILocation(line: 442, column: 1, scope: !1325)
!1343 = !DILocation(line: 441, column: 3, scope: !1325)
!1344 = distinct !DISubprogram(name: "strtoul", scope: !3, file: !3, line: 444, type: !1345, scopeLine: 444, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1347)
!1345 = !DISubroutineType(types: !1346)
!1346 = !{!13, !17, !788, !14}
!1347 = !{!1348, !1349, !1350, !1351, !1352}
!1348 = !DILocalVariable(name: "nptr", arg: 1, scope: !1344, file: !3, line: 444, type: !17)
!1349 = !DILocalVariable(name: "endptr", arg: 2, scope: !1344, file: !3, line: 444, type: !788)
!1350 = !DILocalVariable(name: "base", arg: 3, scope: !1344, file: !3, line: 444, type: !14)
!1351 = !DILocalVariable(name: "neg", scope: !1344, file: !3, line: 445, type: !14)
!1352 = !DILocalVariable(name: "v", scope: !1344, file: !3, line: 446, type: !21)
!1353 = distinct !DIAssignID()
!1354 = !DILocation(line: 0, scope: !1344)
!1355 = !DILocation(line: 445, column: 3, scope: !1344)
!1356 = !DILocation(line: 445, column: 7, scope: !1344)
!1357 = distinct !DIAssignID()
!1358 = !DILocation(line: 446, column: 26, scope: !1344)
!1359 = !DILocation(line: 447, column: 10, scope: !1344)
!1360 = !DILocation(line: 448, column: 1, scope: !1344)
!1361 = !DILocation(line: 447, column: 3, scope: !1344)
!1362 = distinct !DISubprogram(name: "atoi", scope: !3, file: !3, line: 450, type: !1363, scopeLine: 450, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1365)
!1363 = !DISubroutineType(types: !1364)
!1364 = !{!14, !17}
!1365 = !{!1366}
!1366 = !DILocalVariable(name: "s", arg: 1, scope: !1362, file: !3, line: 450, type: !17)
!1367 = !DILocation(line: 0, scope: !1362)
!1368 = !DILocation(line: 0, scope: !1325, inlinedAt: !1369)
!1369 = distinct !DILocation(line: 450, column: 39, scope: !1362)
!1370 = !DILocation(line: 0, scope: !1155, inlinedAt: !1371)
!1371 = distinct !DILocation(line: 440, column: 26, scope: !1325, inlinedAt: !1369)
!1372 = !DILocation(line: 390, column: 3, scope: !1155, inlinedAt: !1371)
!1373 = !DILocation(line: 390, column: 33, scope: !1155, inlinedAt: !1371)
!1374 = !DILocation(line: 318, column: 55, scope: !962, inlinedAt: !1375)
!1375 = distinct !DILocation(line: 322, column: 29, scope: !995, inlinedAt: !1376)
!1376 = distinct !DILocation(line: 390, column: 10, scope: !1155, inlinedAt: !1371)
!1377 = !DILocation(line: 0, scope: !995, inlinedAt: !1376)
!1378 = !DILocation(line: 0, scope: !962, inlinedAt: !1375)
!1379 = !DILocation(line: 322, column: 36, scope: !995, inlinedAt: !1376)
!1380 = !DILocation(line: 391, column: 6, scope: !1155, inlinedAt: !1371)
!1381 = distinct !{!1381, !1372, !1380, !306}
!1382 = !DILocation(line: 393, column: 17, scope: !1186, inlinedAt: !1371)
!1383 = !DILocation(line: 394, column: 14, scope: !1188, inlinedAt: !1371)
!1384 = !DILocation(line: 404, column: 7, scope: !1155, inlinedAt: !1371)
!1385 = !DILocation(line: 363, column: 38, scope: !1217, inlinedAt: !1386)
!1386 = distinct !DILocation(line: 410, column: 26, scope: !1155, inlinedAt: !1371)
!1387 = !DILocation(line: 318, column: 55, scope: !962, inlinedAt: !1388)
!1388 = distinct !DILocation(line: 320, column: 29, scope: !973, inlinedAt: !1389)
!1389 = distinct !DILocation(line: 364, column: 9, scope: !1249, inlinedAt: !1386)
!1390 = !DILocation(line: 0, scope: !1204, inlinedAt: !1386)
!1391 = !DILocation(line: 0, scope: !1217, inlinedAt: !1386)
!1392 = !DILocation(line: 0, scope: !973, inlinedAt: !1389)
!1393 = !DILocation(line: 0, scope: !962, inlinedAt: !1388)
!1394 = !DILocation(line: 320, column: 36, scope: !973, inlinedAt: !1389)
!1395 = !DILocation(line: 364, column: 9, scope: !1249, inlinedAt: !1386)
!1396 = !DILocation(line: 364, column: 9, scope: !1217, inlinedAt: !1386)
!1397 = !DILocation(line: 364, column: 17, scope: !1249, inlinedAt: !1386)
!1398 = !DILocation(line: 365, column: 13, scope: !1249, inlinedAt: !1386)
!1399 = !DILocation(line: 365, column: 7, scope: !1249, inlinedAt: !1386)
!1400 = !DILocation(line: 0, scope: !955, inlinedAt: !1401)
!1401 = distinct !DILocation(line: 366, column: 14, scope: !1261, inlinedAt: !1386)
!1402 = !DILocation(line: 0, scope: !962, inlinedAt: !1403)
!1403 = distinct !DILocation(line: 319, column: 29, scope: !955, inlinedAt: !1401)
!1404 = !DILocation(line: 319, column: 36, scope: !955, inlinedAt: !1401)
!1405 = !DILocation(line: 366, column: 14, scope: !1261, inlinedAt: !1386)
!1406 = !DILocation(line: 366, column: 14, scope: !1249, inlinedAt: !1386)
!1407 = !DILocation(line: 0, scope: !1094, inlinedAt: !1408)
!1408 = distinct !DILocation(line: 367, column: 11, scope: !1261, inlinedAt: !1386)
!1409 = !DILocation(line: 331, column: 52, scope: !1094, inlinedAt: !1408)
!1410 = !DILocation(line: 367, column: 28, scope: !1261, inlinedAt: !1386)
!1411 = !DILocation(line: 0, scope: !1249, inlinedAt: !1386)
!1412 = !DILocation(line: 370, column: 11, scope: !1273, inlinedAt: !1386)
!1413 = !DILocation(line: 370, column: 9, scope: !1217, inlinedAt: !1386)
!1414 = !DILocation(line: 375, column: 22, scope: !1276, inlinedAt: !1386)
!1415 = !DILocation(line: 361, column: 3, scope: !1204, inlinedAt: !1386)
!1416 = !DILocation(line: 361, column: 3, scope: !1219, inlinedAt: !1386)
!1417 = !DILocation(line: 373, column: 9, scope: !1217, inlinedAt: !1386)
!1418 = distinct !{!1418, !1416, !1419, !1282}
!1419 = !DILocation(line: 381, column: 3, scope: !1219, inlinedAt: !1386)
!1420 = !DILocation(line: 375, column: 20, scope: !1276, inlinedAt: !1386)
!1421 = !DILocation(line: 375, column: 45, scope: !1276, inlinedAt: !1386)
!1422 = !DILocation(line: 375, column: 11, scope: !1276, inlinedAt: !1386)
!1423 = !DILocation(line: 375, column: 9, scope: !1217, inlinedAt: !1386)
!1424 = !DILocation(line: 418, column: 7, scope: !1295, inlinedAt: !1371)
!1425 = !DILocation(line: 418, column: 7, scope: !1155, inlinedAt: !1371)
!1426 = !DILocation(line: 419, column: 5, scope: !1295, inlinedAt: !1371)
!1427 = !DILocation(line: 419, column: 18, scope: !1295, inlinedAt: !1371)
!1428 = !DILocation(line: 441, column: 10, scope: !1325, inlinedAt: !1369)
!1429 = !DILocation(line: 450, column: 34, scope: !1362)
!1430 = !DILocation(line: 450, column: 27, scope: !1362)
!1431 = distinct !DISubprogram(name: "atol", scope: !3, file: !3, line: 451, type: !1432, scopeLine: 451, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1434)
!1432 = !DISubroutineType(types: !1433)
!1433 = !{!12, !17}
!1434 = !{!1435}
!1435 = !DILocalVariable(name: "s", arg: 1, scope: !1431, file: !3, line: 451, type: !17)
!1436 = !DILocation(line: 0, scope: !1431)
!1437 = !DILocation(line: 0, scope: !1325, inlinedAt: !1438)
!1438 = distinct !DILocation(line: 451, column: 35, scope: !1431)
!1439 = !DILocation(line: 0, scope: !1155, inlinedAt: !1440)
!1440 = distinct !DILocation(line: 440, column: 26, scope: !1325, inlinedAt: !1438)
!1441 = !DILocation(line: 390, column: 3, scope: !1155, inlinedAt: !1440)
!1442 = !DILocation(line: 390, column: 33, scope: !1155, inlinedAt: !1440)
!1443 = !DILocation(line: 318, column: 55, scope: !962, inlinedAt: !1444)
!1444 = distinct !DILocation(line: 322, column: 29, scope: !995, inlinedAt: !1445)
!1445 = distinct !DILocation(line: 390, column: 10, scope: !1155, inlinedAt: !1440)
!1446 = !DILocation(line: 0, scope: !995, inlinedAt: !1445)
!1447 = !DILocation(line: 0, scope: !962, inlinedAt: !1444)
!1448 = !DILocation(line: 322, column: 36, scope: !995, inlinedAt: !1445)
!1449 = !DILocation(line: 391, column: 6, scope: !1155, inlinedAt: !1440)
!1450 = distinct !{!1450, !1441, !1449, !306}
!1451 = !DILocation(line: 393, column: 17, scope: !1186, inlinedAt: !1440)
!1452 = !DILocation(line: 394, column: 14, scope: !1188, inlinedAt: !1440)
!1453 = !DILocation(line: 404, column: 7, scope: !1155, inlinedAt: !1440)
!1454 = !DILocation(line: 363, column: 38, scope: !1217, inlinedAt: !1455)
!1455 = distinct !DILocation(line: 410, column: 26, scope: !1155, inlinedAt: !1440)
!1456 = !DILocation(line: 318, column: 55, scope: !962, inlinedAt: !1457)
!1457 = distinct !DILocation(line: 320, column: 29, scope: !973, inlinedAt: !1458)
!1458 = distinct !DILocation(line: 364, column: 9, scope: !1249, inlinedAt: !1455)
!1459 = !DILocation(line: 0, scope: !1204, inlinedAt: !1455)
!1460 = !DILocation(line: 0, scope: !1217, inlinedAt: !1455)
!1461 = !DILocation(line: 0, scope: !973, inlinedAt: !1458)
!1462 = !DILocation(line: 0, scope: !962, inlinedAt: !1457)
!1463 = !DILocation(line: 320, column: 36, scope: !973, inlinedAt: !1458)
!1464 = !DILocation(line: 364, column: 9, scope: !1249, inlinedAt: !1455)
!1465 = !DILocation(line: 364, column: 9, scope: !1217, inlinedAt: !1455)
!1466 = !DILocation(line: 364, column: 17, scope: !1249, inlinedAt: !1455)
!1467 = !DILocation(line: 365, column: 13, scope: !1249, inlinedAt: !1455)
!1468 = !DILocation(line: 365, column: 7, scope: !1249, inlinedAt: !1455)
!1469 = !DILocation(line: 0, scope: !955, inlinedAt: !1470)
!1470 = distinct !DILocation(line: 366, column: 14, scope: !1261, inlinedAt: !1455)
!1471 = !DILocation(line: 0, scope: !962, inlinedAt: !1472)
!1472 = distinct !DILocation(line: 319, column: 29, scope: !955, inlinedAt: !1470)
!1473 = !DILocation(line: 319, column: 36, scope: !955, inlinedAt: !1470)
!1474 = !DILocation(line: 366, column: 14, scope: !1261, inlinedAt: !1455)
!1475 = !DILocation(line: 366, column: 14, scope: !1249, inlinedAt: !1455)
!1476 = !DILocation(line: 0, scope: !1094, inlinedAt: !1477)
!1477 = distinct !DILocation(line: 367, column: 11, scope: !1261, inlinedAt: !1455)
!1478 = !DILocation(line: 331, column: 52, scope: !1094, inlinedAt: !1477)
!1479 = !DILocation(line: 367, column: 28, scope: !1261, inlinedAt: !1455)
!1480 = !DILocation(line: 0, scope: !1249, inlinedAt: !1455)
!1481 = !DILocation(line: 370, column: 11, scope: !1273, inlinedAt: !1455)
!1482 = !DILocation(line: 370, column: 9, scope: !1217, inlinedAt: !1455)
!1483 = !DILocation(line: 375, column: 22, scope: !1276, inlinedAt: !1455)
!1484 = !DILocation(line: 361, column: 3, scope: !1204, inlinedAt: !1455)
!1485 = !DILocation(line: 361, column: 3, scope: !1219, inlinedAt: !1455)
!1486 = !DILocation(line: 373, column: 9, scope: !1217, inlinedAt: !1455)
!1487 = distinct !{!1487, !1485, !1488, !1282}
!1488 = !DILocation(line: 381, column: 3, scope: !1219, inlinedAt: !1455)
!1489 = !DILocation(line: 375, column: 20, scope: !1276, inlinedAt: !1455)
!1490 = !DILocation(line: 375, column: 45, scope: !1276, inlinedAt: !1455)
!1491 = !DILocation(line: 375, column: 11, scope: !1276, inlinedAt: !1455)
!1492 = !DILocation(line: 375, column: 9, scope: !1217, inlinedAt: !1455)
!1493 = !DILocation(line: 418, column: 7, scope: !1295, inlinedAt: !1440)
!1494 = !DILocation(line: 418, column: 7, scope: !1155, inlinedAt: !1440)
!1495 = !DILocation(line: 419, column: 5, scope: !1295, inlinedAt: !1440)
!1496 = !DILocation(line: 419, column: 18, scope: !1295, inlinedAt: !1440)
!1497 = !DILocation(line: 441, column: 10, scope: !1325, inlinedAt: !1438)
!1498 = !DILocation(line: 451, column: 28, scope: !1431)
!1499 = distinct !DISubprogram(name: "atoll", scope: !3, file: !3, line: 452, type: !1500, scopeLine: 452, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1502)
!1500 = !DISubroutineType(types: !1501)
!1501 = !{!11, !17}
!1502 = !{!1503}
!1503 = !DILocalVariable(name: "s", arg: 1, scope: !1499, file: !3, line: 452, type: !17)
!1504 = !DILocation(line: 0, scope: !1499)
!1505 = !DILocation(line: 0, scope: !1137, inlinedAt: !1506)
!1506 = distinct !DILocation(line: 452, column: 41, scope: !1499)
!1507 = !DILocation(line: 0, scope: !1155, inlinedAt: !1508)
!1508 = distinct !DILocation(line: 426, column: 26, scope: !1137, inlinedAt: !1506)
!1509 = !DILocation(line: 390, column: 3, scope: !1155, inlinedAt: !1508)
!1510 = !DILocation(line: 390, column: 33, scope: !1155, inlinedAt: !1508)
!1511 = !DILocation(line: 318, column: 55, scope: !962, inlinedAt: !1512)
!1512 = distinct !DILocation(line: 322, column: 29, scope: !995, inlinedAt: !1513)
!1513 = distinct !DILocation(line: 390, column: 10, scope: !1155, inlinedAt: !1508)
!1514 = !DILocation(line: 0, scope: !995, inlinedAt: !1513)
!1515 = !DILocation(line: 0, scope: !962, inlinedAt: !1512)
!1516 = !DILocation(line: 322, column: 36, scope: !995, inlinedAt: !1513)
!1517 = !DILocation(line: 391, column: 6, scope: !1155, inlinedAt: !1508)
!1518 = distinct !{!1518, !1509, !1517, !306}
!1519 = !DILocation(line: 393, column: 17, scope: !1186, inlinedAt: !1508)
!1520 = !DILocation(line: 394, column: 14, scope: !1188, inlinedAt: !1508)
!1521 = !DILocation(line: 404, column: 7, scope: !1155, inlinedAt: !1508)
!1522 = !DILocation(line: 363, column: 38, scope: !1217, inlinedAt: !1523)
!1523 = distinct !DILocation(line: 410, column: 26, scope: !1155, inlinedAt: !1508)
!1524 = !DILocation(line: 318, column: 55, scope: !962, inlinedAt: !1525)
!1525 = distinct !DILocation(line: 320, column: 29, scope: !973, inlinedAt: !1526)
!1526 = distinct !DILocation(line: 364, column: 9, scope: !1249, inlinedAt: !1523)
!1527 = !DILocation(line: 0, scope: !1204, inlinedAt: !1523)
!1528 = !DILocation(line: 0, scope: !1217, inlinedAt: !1523)
!1529 = !DILocation(line: 0, scope: !973, inlinedAt: !1526)
!1530 = !DILocation(line: 0, scope: !962, inlinedAt: !1525)
!1531 = !DILocation(line: 320, column: 36, scope: !973, inlinedAt: !1526)
!1532 = !DILocation(line: 364, column: 9, scope: !1249, inlinedAt: !1523)
!1533 = !DILocation(line: 364, column: 9, scope: !1217, inlinedAt: !1523)
!1534 = !DILocation(line: 364, column: 17, scope: !1249, inlinedAt: !1523)
!1535 = !DILocation(line: 365, column: 13, scope: !1249, inlinedAt: !1523)
!1536 = !DILocation(line: 365, column: 7, scope: !1249, inlinedAt: !1523)
!1537 = !DILocation(line: 0, scope: !955, inlinedAt: !1538)
!1538 = distinct !DILocation(line: 366, column: 14, scope: !1261, inlinedAt: !1523)
!1539 = !DILocation(line: 0, scope: !962, inlinedAt: !1540)
!1540 = distinct !DILocation(line: 319, column: 29, scope: !955, inlinedAt: !1538)
!1541 = !DILocation(line: 319, column: 36, scope: !955, inlinedAt: !1538)
!1542 = !DILocation(line: 366, column: 14, scope: !1261, inlinedAt: !1523)
!1543 = !DILocation(line: 366, column: 14, scope: !1249, inlinedAt: !1523)
!1544 = !DILocation(line: 0, scope: !1094, inlinedAt: !1545)
!1545 = distinct !DILocation(line: 367, column: 11, scope: !1261, inlinedAt: !1523)
!1546 = !DILocation(line: 331, column: 52, scope: !1094, inlinedAt: !1545)
!1547 = !DILocation(line: 367, column: 28, scope: !1261, inlinedAt: !1523)
!1548 = !DILocation(line: 0, scope: !1249, inlinedAt: !1523)
!1549 = !DILocation(line: 370, column: 11, scope: !1273, inlinedAt: !1523)
!1550 = !DILocation(line: 370, column: 9, scope: !1217, inlinedAt: !1523)
!1551 = !DILocation(line: 375, column: 22, scope: !1276, inlinedAt: !1523)
!1552 = !DILocation(line: 361, column: 3, scope: !1204, inlinedAt: !1523)
!1553 = !DILocation(line: 361, column: 3, scope: !1219, inlinedAt: !1523)
!1554 = !DILocation(line: 373, column: 9, scope: !1217, inlinedAt: !1523)
!1555 = distinct !{!1555, !1553, !1556, !1282}
!1556 = !DILocation(line: 381, column: 3, scope: !1219, inlinedAt: !1523)
!1557 = !DILocation(line: 375, column: 20, scope: !1276, inlinedAt: !1523)
!1558 = !DILocation(line: 375, column: 45, scope: !1276, inlinedAt: !1523)
!1559 = !DILocation(line: 375, column: 11, scope: !1276, inlinedAt: !1523)
!1560 = !DILocation(line: 375, column: 9, scope: !1217, inlinedAt: !1523)
!1561 = !DILocation(line: 418, column: 7, scope: !1295, inlinedAt: !1508)
!1562 = !DILocation(line: 418, column: 7, scope: !1155, inlinedAt: !1508)
!1563 = !DILocation(line: 419, column: 5, scope: !1295, inlinedAt: !1508)
!1564 = !DILocation(line: 419, column: 18, scope: !1295, inlinedAt: !1508)
!1565 = !DILocation(line: 428, column: 10, scope: !1137, inlinedAt: !1506)
!1566 = !DILocation(line: 452, column: 34, scope: !1499)
!1567 = distinct !DISubprogram(name: "srand", scope: !3, file: !3, line: 458, type: !1568, scopeLine: 458, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1570)
!1568 = !DISubroutineType(types: !1569)
!1569 = !{null, !16}
!1570 = !{!1571, !1572, !1573, !1575, !1578, !1579}
!1571 = !DILocalVariable(name: "seed", arg: 1, scope: !1567, file: !3, line: 458, type: !16)
!1572 = !DILocalVariable(name: "word", scope: !1567, file: !3, line: 459, type: !15)
!1573 = !DILocalVariable(name: "i", scope: !1574, file: !3, line: 461, type: !14)
!1574 = distinct !DILexicalBlock(scope: !1567, file: !3, line: 461, column: 3)
!1575 = !DILocalVariable(name: "hi", scope: !1576, file: !3, line: 463, type: !12)
!1576 = distinct !DILexicalBlock(scope: !1577, file: !3, line: 461, column: 32)
!1577 = distinct !DILexicalBlock(scope: !1574, file: !3, line: 461, column: 3)
!1578 = !DILocalVariable(name: "lo", scope: !1576, file: !3, line: 464, type: !12)
!1579 = !DILocalVariable(name: "i", scope: !1580, file: !3, line: 473, type: !14)
!1580 = distinct !DILexicalBlock(scope: !1567, file: !3, line: 473, column: 3)
!1581 = !DILocation(line: 0, scope: !1567)
!1582 = !DILocation(line: 459, column: 14, scope: !1567)
!1583 = !DILocation(line: 460, column: 17, scope: !1567)
!1584 = !DILocation(line: 0, scope: !1574)
!1585 = !DILocation(line: 461, column: 3, scope: !1574)
!1586 = !DILocation(line: 472, column: 15, scope: !1567)
!1587 = !DILocation(line: 0, scope: !1580)
!1588 = !DILocation(line: 473, column: 3, scope: !1580)
!1589 = !DILocation(line: 463, column: 20, scope: !1576)
!1590 = !DILocation(line: 0, scope: !1576)
!1591 = !DILocation(line: 464, column: 20, scope: !1576)
!1592 = !DILocation(line: 465, column: 24, scope: !1576)
!1593 = !DILocation(line: 465, column: 36, scope: !1576)
!1594 = !DILocation(line: 465, column: 29, scope: !1576)
!1595 = !DILocation(line: 466, column: 14, scope: !1596)
!1596 = distinct !DILexicalBlock(scope: !1576, file: !3, line: 466, column: 9)
!1597 = !DILocation(line: 466, column: 9, scope: !1576)
!1598 = !DILocation(line: 468, column: 5, scope: !1576)
!1599 = !DILocation(line: 468, column: 19, scope: !1576)
!1600 = !DILocation(line: 461, column: 28, scope: !1577)
!1601 = !DILocation(line: 461, column: 21, scope: !1577)
!1602 = distinct !{!1602, !1585, !1603, !306}
!1603 = !DILocation(line: 469, column: 3, scope: !1574)
!1604 = !DILocation(line: 0, scope: !1605)
!1605 = distinct !DILexicalBlock(scope: !1606, file: !3, line: 473, column: 33)
!1606 = distinct !DILexicalBlock(scope: !1580, file: !3, line: 473, column: 3)
!1607 = !DILocation(line: 478, column: 1, scope: !1567)
!1608 = !DILocation(line: 474, column: 42, scope: !1605)
!1609 = !DILocation(line: 474, column: 73, scope: !1605)
!1610 = !DILocation(line: 474, column: 61, scope: !1605)
!1611 = !DILocation(line: 474, column: 24, scope: !1605)
!1612 = !DILocation(line: 475, column: 22, scope: !1605)
!1613 = !DILocation(line: 475, column: 27, scope: !1605)
!1614 = !DILocation(line: 476, column: 22, scope: !1605)
!1615 = !DILocation(line: 476, column: 27, scope: !1605)
!1616 = !DILocation(line: 473, column: 29, scope: !1606)
!1617 = !DILocation(line: 473, column: 21, scope: !1606)
!1618 = distinct !{!1618, !1588, !1619, !306}
!1619 = !DILocation(line: 477, column: 3, scope: !1580)
!1620 = distinct !DISubprogram(name: "rand", scope: !3, file: !3, line: 480, type: !1621, scopeLine: 480, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1623)
!1621 = !DISubroutineType(types: !1622)
!1622 = !{!14}
!1623 = !{!1624, !1625}
!1624 = !DILocalVariable(name: "v", scope: !1620, file: !3, line: 483, type: !16)
!1625 = !DILocalVariable(name: "result", scope: !1620, file: !3, line: 485, type: !14)
!1626 = !DILocation(line: 481, column: 8, scope: !1627)
!1627 = distinct !DILexicalBlock(scope: !1620, file: !3, line: 481, column: 7)
!1628 = !DILocation(line: 481, column: 7, scope: !1620)
!1629 = !DILocation(line: 483, column: 37, scope: !1620)
!1630 = !DILocation(line: 483, column: 68, scope: !1620)
!1631 = !DILocation(line: 0, scope: !1567, inlinedAt: !1632)
!1632 = distinct !DILocation(line: 482, column: 5, scope: !1627)
!1633 = !DILocation(line: 460, column: 17, scope: !1567, inlinedAt: !1632)
!1634 = !DILocation(line: 0, scope: !1574, inlinedAt: !1632)
!1635 = !DILocation(line: 461, column: 3, scope: !1574, inlinedAt: !1632)
!1636 = !DILocation(line: 472, column: 15, scope: !1567, inlinedAt: !1632)
!1637 = !DILocation(line: 0, scope: !1580, inlinedAt: !1632)
!1638 = !DILocation(line: 473, column: 3, scope: !1580, inlinedAt: !1632)
!1639 = !DILocation(line: 463, column: 20, scope: !1576, inlinedAt: !1632)
!1640 = !DILocation(line: 0, scope: !1576, inlinedAt: !1632)
!1641 = !DILocation(line: 464, column: 20, scope: !1576, inlinedAt: !1632)
!1642 = !DILocation(line: 465, column: 24, scope: !1576, inlinedAt: !1632)
!1643 = !DILocation(line: 465, column: 36, scope: !1576, inlinedAt: !1632)
!1644 = !DILocation(line: 465, column: 29, scope: !1576, inlinedAt: !1632)
!1645 = !DILocation(line: 466, column: 14, scope: !1596, inlinedAt: !1632)
!1646 = !DILocation(line: 466, column: 9, scope: !1576, inlinedAt: !1632)
!1647 = !DILocation(line: 468, column: 5, scope: !1576, inlinedAt: !1632)
!1648 = !DILocation(line: 468, column: 19, scope: !1576, inlinedAt: !1632)
!1649 = !DILocation(line: 461, column: 28, scope: !1577, inlinedAt: !1632)
!1650 = !DILocation(line: 461, column: 21, scope: !1577, inlinedAt: !1632)
!1651 = distinct !{!1651, !1635, !1652, !306}
!1652 = !DILocation(line: 469, column: 3, scope: !1574, inlinedAt: !1632)
!1653 = !DILocation(line: 474, column: 42, scope: !1605, inlinedAt: !1632)
!1654 = !DILocation(line: 474, column: 73, scope: !1605, inlinedAt: !1632)
!1655 = !DILocation(line: 474, column: 61, scope: !1605, inlinedAt: !1632)
!1656 = !DILocation(line: 474, column: 24, scope: !1605, inlinedAt: !1632)
!1657 = !DILocation(line: 475, column: 22, scope: !1605, inlinedAt: !1632)
!1658 = !DILocation(line: 475, column: 27, scope: !1605, inlinedAt: !1632)
!1659 = !DILocation(line: 476, column: 22, scope: !1605, inlinedAt: !1632)
!1660 = !DILocation(line: 476, column: 27, scope: !1605, inlinedAt: !1632)
!1661 = !DILocation(line: 473, column: 29, scope: !1606, inlinedAt: !1632)
!1662 = !DILocation(line: 473, column: 21, scope: !1606, inlinedAt: !1632)
!1663 = distinct !{!1663, !1638, !1664, !306}
!1664 = !DILocation(line: 477, column: 3, scope: !1580, inlinedAt: !1632)
!1665 = !DILocation(line: 483, column: 26, scope: !1620)
!1666 = !DILocation(line: 483, column: 57, scope: !1620)
!1667 = !DILocation(line: 483, column: 45, scope: !1620)
!1668 = !DILocation(line: 0, scope: !1620)
!1669 = !DILocation(line: 484, column: 22, scope: !1620)
!1670 = !DILocation(line: 485, column: 24, scope: !1620)
!1671 = !DILocation(line: 486, column: 20, scope: !1620)
!1672 = !DILocation(line: 486, column: 25, scope: !1620)
!1673 = !DILocation(line: 486, column: 10, scope: !1620)
!1674 = !DILocation(line: 487, column: 20, scope: !1620)
!1675 = !DILocation(line: 487, column: 25, scope: !1620)
!1676 = !DILocation(line: 487, column: 10, scope: !1620)
!1677 = !DILocation(line: 488, column: 3, scope: !1620)
!1678 = distinct !DISubprogram(name: "qsort", scope: !3, file: !3, line: 518, type: !1679, scopeLine: 518, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1684)
!1679 = !DISubroutineType(types: !1680)
!1680 = !{null, !8, !314, !314, !1681}
!1681 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1682, size: 64)
!1682 = !DISubroutineType(types: !1683)
!1683 = !{!14, !312, !312}
!1684 = !{!1685, !1686, !1687, !1688, !1689}
!1685 = !DILocalVariable(name: "base", arg: 1, scope: !1678, file: !3, line: 518, type: !8)
!1686 = !DILocalVariable(name: "n", arg: 2, scope: !1678, file: !3, line: 518, type: !314)
!1687 = !DILocalVariable(name: "size", arg: 3, scope: !1678, file: !3, line: 518, type: !314)
!1688 = !DILocalVariable(name: "cmp", arg: 4, scope: !1678, file: !3, line: 518, type: !1681)
!1689 = !DILocalVariable(name: "tmp", scope: !1678, file: !3, line: 521, type: !5)
!1690 = !DILocation(line: 0, scope: !1678)
!1691 = !DILocation(line: 519, column: 9, scope: !1692)
!1692 = distinct !DILexicalBlock(scope: !1678, file: !3, line: 519, column: 7)
!1693 = !DILocation(line: 519, column: 14, scope: !1692)
!1694 = !DILocation(line: 521, column: 24, scope: !1678)
!1695 = !DILocation(line: 521, column: 15, scope: !1678)
!1696 = !DILocation(line: 522, column: 8, scope: !1697)
!1697 = distinct !DILexicalBlock(scope: !1678, file: !3, line: 522, column: 7)
!1698 = !DILocation(line: 522, column: 7, scope: !1678)
!1699 = !DILocation(line: 523, column: 5, scope: !1697)
!1700 = !DILocation(line: 524, column: 3, scope: !1678)
!1701 = !DILocation(line: 525, column: 3, scope: !1678)
!1702 = !DILocation(line: 526, column: 1, scope: !1678)
!1703 = !DISubprogram(name: "abort", scope: !3, file: !3, line: 29, type: !78, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1704 = distinct !DISubprogram(name: "msort", scope: !3, file: !3, line: 492, type: !1705, scopeLine: 493, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1707)
!1705 = !DISubroutineType(types: !1706)
!1706 = !{null, !5, !314, !314, !1681, !5}
!1707 = !{!1708, !1709, !1710, !1711, !1712, !1713, !1714, !1715, !1716, !1717}
!1708 = !DILocalVariable(name: "b", arg: 1, scope: !1704, file: !3, line: 492, type: !5)
!1709 = !DILocalVariable(name: "n", arg: 2, scope: !1704, file: !3, line: 492, type: !314)
!1710 = !DILocalVariable(name: "size", arg: 3, scope: !1704, file: !3, line: 492, type: !314)
!1711 = !DILocalVariable(name: "cmp", arg: 4, scope: !1704, file: !3, line: 492, type: !1681)
!1712 = !DILocalVariable(name: "tmp", arg: 5, scope: !1704, file: !3, line: 493, type: !5)
!1713 = !DILocalVariable(name: "n1", scope: !1704, file: !3, line: 496, type: !314)
!1714 = !DILocalVariable(name: "n2", scope: !1704, file: !3, line: 496, type: !314)
!1715 = !DILocalVariable(name: "b1", scope: !1704, file: !3, line: 497, type: !5)
!1716 = !DILocalVariable(name: "b2", scope: !1704, file: !3, line: 497, type: !5)
!1717 = !DILocalVariable(name: "out", scope: !1704, file: !3, line: 500, type: !5)
!1718 = !DILocation(line: 0, scope: !1704)
!1719 = !DILocation(line: 494, column: 9, scope: !1720)
!1720 = distinct !DILexicalBlock(scope: !1704, file: !3, line: 494, column: 7)
!1721 = !DILocation(line: 494, column: 7, scope: !1704)
!1722 = !DILocation(line: 496, column: 17, scope: !1704)
!1723 = !DILocation(line: 496, column: 29, scope: !1704)
!1724 = !DILocation(line: 497, column: 30, scope: !1704)
!1725 = !DILocation(line: 497, column: 25, scope: !1704)
!1726 = !DILocation(line: 498, column: 3, scope: !1704)
!1727 = !DILocation(line: 499, column: 3, scope: !1704)
!1728 = !DILocation(line: 501, column: 17, scope: !1704)
!1729 = !DILocation(line: 501, column: 3, scope: !1704)
!1730 = !DILocation(line: 502, column: 9, scope: !1731)
!1731 = distinct !DILexicalBlock(scope: !1732, file: !3, line: 502, column: 9)
!1732 = distinct !DILexicalBlock(scope: !1704, file: !3, line: 501, column: 28)
!1733 = !DILocation(line: 502, column: 21, scope: !1731)
!1734 = !DILocation(line: 502, column: 9, scope: !1732)
!1735 = !DILocation(line: 503, column: 7, scope: !1736)
!1736 = distinct !DILexicalBlock(scope: !1731, file: !3, line: 502, column: 27)
!1737 = !DILocation(line: 504, column: 10, scope: !1736)
!1738 = !DILocation(line: 505, column: 9, scope: !1736)
!1739 = !DILocation(line: 506, column: 5, scope: !1736)
!1740 = !DILocation(line: 507, column: 7, scope: !1741)
!1741 = distinct !DILexicalBlock(scope: !1731, file: !3, line: 506, column: 12)
!1742 = !DILocation(line: 508, column: 10, scope: !1741)
!1743 = !DILocation(line: 509, column: 9, scope: !1741)
!1744 = !DILocation(line: 511, column: 9, scope: !1732)
!1745 = !DILocation(line: 501, column: 13, scope: !1704)
!1746 = distinct !{!1746, !1729, !1747, !306}
!1747 = !DILocation(line: 512, column: 3, scope: !1704)
!1748 = !DILocation(line: 513, column: 7, scope: !1704)
!1749 = !DILocation(line: 514, column: 24, scope: !1750)
!1750 = distinct !DILexicalBlock(scope: !1704, file: !3, line: 513, column: 7)
!1751 = !DILocation(line: 514, column: 5, scope: !1750)
!1752 = !DILocation(line: 515, column: 21, scope: !1704)
!1753 = !DILocation(line: 515, column: 27, scope: !1704)
!1754 = !DILocation(line: 515, column: 3, scope: !1704)
!1755 = !DILocation(line: 516, column: 1, scope: !1704)
!1756 = !DISubprogram(name: "free", scope: !3, file: !3, line: 24, type: !104, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1757 = distinct !DISubprogram(name: "bsearch", scope: !3, file: !3, line: 528, type: !1758, scopeLine: 529, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1760)
!1758 = !DISubroutineType(types: !1759)
!1759 = !{!8, !312, !312, !314, !314, !1681}
!1760 = !{!1761, !1762, !1763, !1764, !1765, !1766, !1767, !1768, !1770, !1771}
!1761 = !DILocalVariable(name: "key", arg: 1, scope: !1757, file: !3, line: 528, type: !312)
!1762 = !DILocalVariable(name: "base", arg: 2, scope: !1757, file: !3, line: 528, type: !312)
!1763 = !DILocalVariable(name: "n", arg: 3, scope: !1757, file: !3, line: 528, type: !314)
!1764 = !DILocalVariable(name: "size", arg: 4, scope: !1757, file: !3, line: 528, type: !314)
!1765 = !DILocalVariable(name: "cmp", arg: 5, scope: !1757, file: !3, line: 529, type: !1681)
!1766 = !DILocalVariable(name: "lo", scope: !1757, file: !3, line: 530, type: !314)
!1767 = !DILocalVariable(name: "hi", scope: !1757, file: !3, line: 530, type: !314)
!1768 = !DILocalVariable(name: "mid", scope: !1769, file: !3, line: 532, type: !314)
!1769 = distinct !DILexicalBlock(scope: !1757, file: !3, line: 531, column: 19)
!1770 = !DILocalVariable(name: "p", scope: !1769, file: !3, line: 533, type: !17)
!1771 = !DILocalVariable(name: "c", scope: !1769, file: !3, line: 534, type: !14)
!1772 = !DILocation(line: 0, scope: !1757)
!1773 = !DILocation(line: 531, column: 3, scope: !1757)
!1774 = !DILocation(line: 530, column: 18, scope: !1757)
!1775 = !DILocation(line: 530, column: 10, scope: !1757)
!1776 = !DILocation(line: 531, column: 13, scope: !1757)
!1777 = !DILocation(line: 532, column: 27, scope: !1769)
!1778 = !DILocation(line: 532, column: 33, scope: !1769)
!1779 = !DILocation(line: 532, column: 21, scope: !1769)
!1780 = !DILocation(line: 0, scope: !1769)
!1781 = !DILocation(line: 533, column: 46, scope: !1769)
!1782 = !DILocation(line: 533, column: 40, scope: !1769)
!1783 = !DILocation(line: 534, column: 13, scope: !1769)
!1784 = !DILocation(line: 535, column: 11, scope: !1785)
!1785 = distinct !DILexicalBlock(scope: !1769, file: !3, line: 535, column: 9)
!1786 = !DILocation(line: 535, column: 9, scope: !1769)
!1787 = distinct !{!1787, !1773, !1788, !306}
!1788 = !DILocation(line: 541, column: 3, scope: !1757)
!1789 = !DILocation(line: 543, column: 1, scope: !1757)
!1790 = distinct !DISubprogram(name: "pthread_once", scope: !3, file: !3, line: 552, type: !1791, scopeLine: 552, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1793)
!1791 = !DISubroutineType(types: !1792)
!1792 = !{!14, !22, !77}
!1793 = !{!1794, !1795}
!1794 = !DILocalVariable(name: "once", arg: 1, scope: !1790, file: !3, line: 552, type: !22)
!1795 = !DILocalVariable(name: "init", arg: 2, scope: !1790, file: !3, line: 552, type: !77)
!1796 = !DILocation(line: 0, scope: !1790)
!1797 = !DILocation(line: 553, column: 3, scope: !1790)
!1798 = !DILocation(line: 554, column: 7, scope: !1799)
!1799 = distinct !DILexicalBlock(scope: !1790, file: !3, line: 554, column: 7)
!1800 = !DILocation(line: 554, column: 13, scope: !1799)
!1801 = !DILocation(line: 554, column: 7, scope: !1790)
!1802 = !DILocation(line: 555, column: 11, scope: !1803)
!1803 = distinct !DILexicalBlock(scope: !1799, file: !3, line: 554, column: 19)
!1804 = !DILocation(line: 556, column: 5, scope: !1803)
!1805 = !DILocation(line: 557, column: 5, scope: !1803)
!1806 = !DILocation(line: 558, column: 11, scope: !1803)
!1807 = !DILocation(line: 559, column: 5, scope: !1803)
!1808 = !DILocation(line: 561, column: 3, scope: !1790)
!1809 = !DILocation(line: 562, column: 3, scope: !1790)
!1810 = !DILocation(line: 563, column: 3, scope: !1790)
!1811 = !DILocation(line: 564, column: 1, scope: !1790)
!1812 = !DISubprogram(name: "__VERIFIER_atomic_begin", scope: !3, file: !3, line: 547, type: !78, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1813 = !DISubprogram(name: "__VERIFIER_atomic_end", scope: !3, file: !3, line: 548, type: !78, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1814 = !DISubprogram(name: "__pancam_await_eq", scope: !3, file: !3, line: 549, type: !1815, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1815 = !DISubroutineType(types: !1816)
!1816 = !{null, !22, !14}
!1817 = distinct !DISubprogram(name: "pthread_key_create", scope: !3, file: !3, line: 574, type: !1818, scopeLine: 574, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1821)
!1818 = !DISubroutineType(types: !1819)
!1819 = !{!14, !1820, !103}
!1820 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!1821 = !{!1822, !1823, !1824}
!1822 = !DILocalVariable(name: "key", arg: 1, scope: !1817, file: !3, line: 574, type: !1820)
!1823 = !DILocalVariable(name: "dtor", arg: 2, scope: !1817, file: !3, line: 574, type: !103)
!1824 = !DILocalVariable(name: "k", scope: !1825, file: !3, line: 576, type: !16)
!1825 = distinct !DILexicalBlock(scope: !1817, file: !3, line: 576, column: 3)
!1826 = !DILocation(line: 0, scope: !1817)
!1827 = !DILocation(line: 575, column: 3, scope: !1817)
!1828 = !DILocation(line: 0, scope: !1825)
!1829 = !DILocation(line: 576, column: 3, scope: !1825)
!1830 = !DILocation(line: 577, column: 10, scope: !1831)
!1831 = distinct !DILexicalBlock(scope: !1832, file: !3, line: 577, column: 9)
!1832 = distinct !DILexicalBlock(scope: !1833, file: !3, line: 576, column: 43)
!1833 = distinct !DILexicalBlock(scope: !1825, file: !3, line: 576, column: 3)
!1834 = !DILocation(line: 577, column: 9, scope: !1832)
!1835 = !DILocation(line: 578, column: 19, scope: !1836)
!1836 = distinct !DILexicalBlock(scope: !1831, file: !3, line: 577, column: 23)
!1837 = !DILocation(line: 579, column: 7, scope: !1836)
!1838 = !DILocation(line: 579, column: 19, scope: !1836)
!1839 = !DILocation(line: 580, column: 11, scope: !1840)
!1840 = distinct !DILexicalBlock(scope: !1836, file: !3, line: 580, column: 11)
!1841 = !DILocation(line: 580, column: 11, scope: !1836)
!1842 = !DILocation(line: 581, column: 27, scope: !1840)
!1843 = !DILocation(line: 581, column: 9, scope: !1840)
!1844 = !DILocation(line: 576, column: 39, scope: !1833)
!1845 = !DILocation(line: 576, column: 26, scope: !1833)
!1846 = distinct !{!1846, !1829, !1847, !306}
!1847 = !DILocation(line: 586, column: 3, scope: !1825)
!1848 = !DILocation(line: 582, column: 7, scope: !1836)
!1849 = !DILocation(line: 583, column: 12, scope: !1836)
!1850 = !DILocation(line: 587, column: 3, scope: !1817)
!1851 = !DILocation(line: 588, column: 3, scope: !1817)
!1852 = !DILocation(line: 589, column: 1, scope: !1817)
!1853 = distinct !DISubprogram(name: "pthread_key_delete", scope: !3, file: !3, line: 591, type: !1854, scopeLine: 591, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1856)
!1854 = !DISubroutineType(types: !1855)
!1855 = !{!14, !16}
!1856 = !{!1857}
!1857 = !DILocalVariable(name: "key", arg: 1, scope: !1853, file: !3, line: 591, type: !16)
!1858 = !DILocation(line: 0, scope: !1853)
!1859 = !DILocation(line: 592, column: 3, scope: !1853)
!1860 = !DILocation(line: 593, column: 11, scope: !1861)
!1861 = distinct !DILexicalBlock(scope: !1853, file: !3, line: 593, column: 7)
!1862 = !DILocation(line: 593, column: 23, scope: !1861)
!1863 = !DILocation(line: 593, column: 27, scope: !1861)
!1864 = !DILocation(line: 593, column: 7, scope: !1853)
!1865 = !DILocation(line: 597, column: 7, scope: !1866)
!1866 = distinct !DILexicalBlock(scope: !1853, file: !3, line: 597, column: 7)
!1867 = !DILocation(line: 597, column: 7, scope: !1853)
!1868 = !DILocation(line: 598, column: 23, scope: !1866)
!1869 = !DILocation(line: 598, column: 5, scope: !1866)
!1870 = !DILocation(line: 599, column: 17, scope: !1853)
!1871 = !DILocation(line: 600, column: 17, scope: !1853)
!1872 = !DILocation(line: 602, column: 3, scope: !1853)
!1873 = !DILocation(line: 603, column: 1, scope: !1853)
!1874 = distinct !DISubprogram(name: "__pancam_tsd_run", scope: !3, file: !3, line: 609, type: !78, scopeLine: 609, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1875)
!1875 = !{!1876, !1878, !1881, !1883, !1886}
!1876 = !DILocalVariable(name: "round", scope: !1877, file: !3, line: 610, type: !14)
!1877 = distinct !DILexicalBlock(scope: !1874, file: !3, line: 610, column: 3)
!1878 = !DILocalVariable(name: "again", scope: !1879, file: !3, line: 611, type: !14)
!1879 = distinct !DILexicalBlock(scope: !1880, file: !3, line: 610, column: 43)
!1880 = distinct !DILexicalBlock(scope: !1877, file: !3, line: 610, column: 3)
!1881 = !DILocalVariable(name: "k", scope: !1882, file: !3, line: 612, type: !16)
!1882 = distinct !DILexicalBlock(scope: !1879, file: !3, line: 612, column: 5)
!1883 = !DILocalVariable(name: "v", scope: !1884, file: !3, line: 613, type: !8)
!1884 = distinct !DILexicalBlock(scope: !1885, file: !3, line: 612, column: 45)
!1885 = distinct !DILexicalBlock(scope: !1882, file: !3, line: 612, column: 5)
!1886 = !DILocalVariable(name: "dtor", scope: !1884, file: !3, line: 614, type: !103)
!1887 = !DILocation(line: 0, scope: !1877)
!1888 = !DILocation(line: 0, scope: !1882)
!1889 = !DILocation(line: 0, scope: !1879)
!1890 = !DILocation(line: 612, column: 5, scope: !1882)
!1891 = !DILocation(line: 613, column: 17, scope: !1884)
!1892 = !DILocation(line: 0, scope: !1884)
!1893 = !DILocation(line: 614, column: 30, scope: !1884)
!1894 = !DILocation(line: 615, column: 11, scope: !1895)
!1895 = distinct !DILexicalBlock(scope: !1884, file: !3, line: 615, column: 11)
!1896 = !DILocation(line: 615, column: 13, scope: !1895)
!1897 = !DILocation(line: 612, column: 41, scope: !1885)
!1898 = !DILocation(line: 612, column: 28, scope: !1885)
!1899 = distinct !{!1899, !1890, !1900, !306}
!1900 = !DILocation(line: 620, column: 5, scope: !1882)
!1901 = !DILocation(line: 616, column: 22, scope: !1902)
!1902 = distinct !DILexicalBlock(scope: !1895, file: !3, line: 615, column: 22)
!1903 = !DILocation(line: 617, column: 9, scope: !1902)
!1904 = !DILocation(line: 624, column: 1, scope: !1874)
!1905 = distinct !DISubprogram(name: "pthread_getspecific", scope: !3, file: !3, line: 626, type: !1906, scopeLine: 626, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1908)
!1906 = !DISubroutineType(types: !1907)
!1907 = !{!8, !16}
!1908 = !{!1909}
!1909 = !DILocalVariable(name: "key", arg: 1, scope: !1905, file: !3, line: 626, type: !16)
!1910 = !DILocation(line: 0, scope: !1905)
!1911 = !DILocation(line: 626, column: 54, scope: !1905)
!1912 = !DILocation(line: 626, column: 50, scope: !1905)
!1913 = !DILocation(line: 626, column: 67, scope: !1905)
!1914 = !DILocation(line: 626, column: 43, scope: !1905)
!1915 = distinct !DISubprogram(name: "pthread_setspecific", scope: !3, file: !3, line: 628, type: !1916, scopeLine: 628, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1918)
!1916 = !DISubroutineType(types: !1917)
!1917 = !{!14, !16, !312}
!1918 = !{!1919, !1920}
!1919 = !DILocalVariable(name: "key", arg: 1, scope: !1915, file: !3, line: 628, type: !16)
!1920 = !DILocalVariable(name: "value", arg: 2, scope: !1915, file: !3, line: 628, type: !312)
!1921 = !DILocation(line: 0, scope: !1915)
!1922 = !DILocation(line: 629, column: 11, scope: !1923)
!1923 = distinct !DILexicalBlock(scope: !1915, file: !3, line: 629, column: 7)
!1924 = !DILocation(line: 629, column: 23, scope: !1923)
!1925 = !DILocation(line: 629, column: 27, scope: !1923)
!1926 = !DILocation(line: 629, column: 7, scope: !1915)
!1927 = !DILocation(line: 631, column: 3, scope: !1915)
!1928 = !DILocation(line: 631, column: 18, scope: !1915)
!1929 = !DILocation(line: 632, column: 3, scope: !1915)
!1930 = !DILocation(line: 633, column: 1, scope: !1915)
!1931 = distinct !DISubprogram(name: "time", scope: !3, file: !3, line: 650, type: !1932, scopeLine: 650, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1936)
!1932 = !DISubroutineType(types: !1933)
!1933 = !{!1934, !1935}
!1934 = !DIDerivedType(tag: DW_TAG_typedef, name: "pancam_time_t", file: !3, line: 640, baseType: !12)
!1935 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1934, size: 64)
!1936 = !{!1937}
!1937 = !DILocalVariable(name: "t", arg: 1, scope: !1931, file: !3, line: 650, type: !1935)
!1938 = !DILocation(line: 0, scope: !1931)
!1939 = !DILocation(line: 651, column: 7, scope: !1940)
!1940 = distinct !DILexicalBlock(scope: !1931, file: !3, line: 651, column: 7)
!1941 = !DILocation(line: 651, column: 7, scope: !1931)
!1942 = !DILocation(line: 652, column: 8, scope: !1940)
!1943 = !{!1944, !1944, i64 0}
!1944 = !{!"long", !278, i64 0}
!1945 = !DILocation(line: 652, column: 5, scope: !1940)
!1946 = !DILocation(line: 653, column: 3, scope: !1931)
!1947 = distinct !DISubprogram(name: "clock_gettime", scope: !3, file: !3, line: 656, type: !1948, scopeLine: 656, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1955)
!1948 = !DISubroutineType(types: !1949)
!1949 = !{!14, !14, !1950}
!1950 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1951, size: 64)
!1951 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pancam_timespec", file: !3, line: 641, size: 128, elements: !1952)
!1952 = !{!1953, !1954}
!1953 = !DIDerivedType(tag: DW_TAG_member, name: "tv_sec", scope: !1951, file: !3, line: 642, baseType: !1934, size: 64)
!1954 = !DIDerivedType(tag: DW_TAG_member, name: "tv_nsec", scope: !1951, file: !3, line: 643, baseType: !12, size: 64, offset: 64)
!1955 = !{!1956, !1957}
!1956 = !DILocalVariable(name: "clk", arg: 1, scope: !1947, file: !3, line: 656, type: !14)
!1957 = !DILocalVariable(name: "ts", arg: 2, scope: !1947, file: !3, line: 656, type: !1950)
!1958 = !DILocation(line: 0, scope: !1947)
!1959 = !DILocation(line: 658, column: 7, scope: !1960)
!1960 = distinct !DILexicalBlock(scope: !1947, file: !3, line: 658, column: 7)
!1961 = !DILocation(line: 658, column: 7, scope: !1947)
!1962 = !DILocation(line: 659, column: 16, scope: !1963)
!1963 = distinct !DILexicalBlock(scope: !1960, file: !3, line: 658, column: 11)
!1964 = !{!1965, !1944, i64 0}
!1965 = !{!"pancam_timespec", !1944, i64 0, !1944, i64 8}
!1966 = !DILocation(line: 660, column: 9, scope: !1963)
!1967 = !DILocation(line: 660, column: 17, scope: !1963)
!1968 = !{!1965, !1944, i64 8}
!1969 = !DILocation(line: 661, column: 3, scope: !1963)
!1970 = !DILocation(line: 662, column: 3, scope: !1947)
!1971 = distinct !DISubprogram(name: "gettimeofday", scope: !3, file: !3, line: 665, type: !1972, scopeLine: 665, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1979)
!1972 = !DISubroutineType(types: !1973)
!1973 = !{!14, !1974, !8}
!1974 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1975, size: 64)
!1975 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pancam_timeval", file: !3, line: 645, size: 128, elements: !1976)
!1976 = !{!1977, !1978}
!1977 = !DIDerivedType(tag: DW_TAG_member, name: "tv_sec", scope: !1975, file: !3, line: 646, baseType: !1934, size: 64)
!1978 = !DIDerivedType(tag: DW_TAG_member, name: "tv_usec", scope: !1975, file: !3, line: 647, baseType: !12, size: 64, offset: 64)
!1979 = !{!1980, !1981}
!1980 = !DILocalVariable(name: "tv", arg: 1, scope: !1971, file: !3, line: 665, type: !1974)
!1981 = !DILocalVariable(name: "tz", arg: 2, scope: !1971, file: !3, line: 665, type: !8)
!1982 = !DILocation(line: 0, scope: !1971)
!1983 = !DILocation(line: 667, column: 7, scope: !1984)
!1984 = distinct !DILexicalBlock(scope: !1971, file: !3, line: 667, column: 7)
!1985 = !DILocation(line: 667, column: 7, scope: !1971)
!1986 = !DILocation(line: 668, column: 16, scope: !1987)
!1987 = distinct !DILexicalBlock(scope: !1984, file: !3, line: 667, column: 11)
!1988 = !{!1989, !1944, i64 0}
!1989 = !{!"pancam_timeval", !1944, i64 0, !1944, i64 8}
!1990 = !DILocation(line: 669, column: 9, scope: !1987)
!1991 = !DILocation(line: 669, column: 17, scope: !1987)
!1992 = !{!1989, !1944, i64 8}
!1993 = !DILocation(line: 670, column: 3, scope: !1987)
!1994 = !DILocation(line: 671, column: 3, scope: !1971)
!1995 = distinct !DISubprogram(name: "clock", scope: !3, file: !3, line: 674, type: !1996, scopeLine: 674, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!1996 = !DISubroutineType(types: !1997)
!1997 = !{!12}
!1998 = !DILocation(line: 674, column: 20, scope: !1995)
!1999 = distinct !DISubprogram(name: "strerror", scope: !3, file: !3, line: 692, type: !2000, scopeLine: 692, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2002)
!2000 = !DISubroutineType(types: !2001)
!2001 = !{!5, !14}
!2002 = !{!2003, !2004, !2005, !2006, !2007, !2008}
!2003 = !DILocalVariable(name: "e", arg: 1, scope: !1999, file: !3, line: 692, type: !14)
!2004 = !DILocalVariable(name: "p", scope: !1999, file: !3, line: 696, type: !17)
!2005 = !DILocalVariable(name: "i", scope: !1999, file: !3, line: 697, type: !14)
!2006 = !DILocalVariable(name: "u", scope: !1999, file: !3, line: 700, type: !16)
!2007 = !DILocalVariable(name: "d", scope: !1999, file: !3, line: 703, type: !192)
!2008 = !DILocalVariable(name: "n", scope: !1999, file: !3, line: 704, type: !14)
!2009 = distinct !DIAssignID()
!2010 = !DILocation(line: 0, scope: !1999)
!2011 = !DILocation(line: 693, column: 14, scope: !2012)
!2012 = distinct !DILexicalBlock(scope: !1999, file: !3, line: 693, column: 7)
!2013 = !DILocation(line: 699, column: 24, scope: !1999)
!2014 = !DILocation(line: 700, column: 18, scope: !1999)
!2015 = !DILocation(line: 700, column: 16, scope: !1999)
!2016 = !DILocation(line: 701, column: 7, scope: !1999)
!2017 = !DILocation(line: 694, column: 20, scope: !2012)
!2018 = !DILocation(line: 694, column: 5, scope: !2012)
!2019 = !DILocation(line: 702, column: 24, scope: !2020)
!2020 = distinct !DILexicalBlock(scope: !1999, file: !3, line: 701, column: 7)
!2021 = !DILocation(line: 702, column: 5, scope: !2020)
!2022 = !DILocation(line: 703, column: 3, scope: !1999)
!2023 = !DILocation(line: 705, column: 3, scope: !1999)
!2024 = !DILocation(line: 706, column: 29, scope: !2025)
!2025 = distinct !DILexicalBlock(scope: !1999, file: !3, line: 705, column: 6)
!2026 = !DILocation(line: 706, column: 14, scope: !2025)
!2027 = !DILocation(line: 706, column: 8, scope: !2025)
!2028 = !DILocation(line: 706, column: 5, scope: !2025)
!2029 = !DILocation(line: 706, column: 12, scope: !2025)
!2030 = !DILocation(line: 707, column: 7, scope: !2025)
!2031 = !DILocation(line: 708, column: 3, scope: !2025)
!2032 = distinct !{!2032, !2023, !2033, !306}
!2033 = !DILocation(line: 708, column: 13, scope: !1999)
!2034 = !DILocation(line: 709, column: 3, scope: !1999)
!2035 = !DILocation(line: 710, column: 28, scope: !1999)
!2036 = !DILocation(line: 710, column: 26, scope: !1999)
!2037 = !DILocation(line: 710, column: 5, scope: !1999)
!2038 = !DILocation(line: 710, column: 24, scope: !1999)
!2039 = distinct !{!2039, !2034, !2040, !306, !539, !540}
!2040 = !DILocation(line: 710, column: 31, scope: !1999)
!2041 = distinct !{!2041, !2034, !2040, !306, !539, !540}
!2042 = !DILocation(line: 710, column: 20, scope: !1999)
!2043 = distinct !{!2043, !2034, !2040, !306, !540, !539}
!2044 = !DILocation(line: 711, column: 3, scope: !1999)
!2045 = !DILocation(line: 711, column: 20, scope: !1999)
!2046 = !DILocation(line: 713, column: 1, scope: !1999)
!2047 = distinct !DISubprogram(name: "perror", scope: !3, file: !3, line: 717, type: !2048, scopeLine: 717, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2050)
!2048 = !DISubroutineType(types: !2049)
!2049 = !{null, !17}
!2050 = !{!2051}
!2051 = !DILocalVariable(name: "s", arg: 1, scope: !2047, file: !3, line: 717, type: !17)
!2052 = distinct !DIAssignID()
!2053 = !DILocation(line: 0, scope: !2047)
!2054 = !DILocation(line: 718, column: 7, scope: !2055)
!2055 = distinct !DILexicalBlock(scope: !2047, file: !3, line: 718, column: 7)
!2056 = !DILocation(line: 718, column: 9, scope: !2055)
!2057 = !DILocation(line: 718, column: 12, scope: !2055)
!2058 = !DILocation(line: 718, column: 7, scope: !2047)
!2059 = !DILocation(line: 719, column: 14, scope: !2060)
!2060 = distinct !DILexicalBlock(scope: !2055, file: !3, line: 718, column: 16)
!2061 = !DILocation(line: 719, column: 5, scope: !2060)
!2062 = !DILocation(line: 720, column: 17, scope: !2060)
!2063 = !DILocation(line: 720, column: 5, scope: !2060)
!2064 = !DILocation(line: 721, column: 3, scope: !2060)
!2065 = !DILocation(line: 722, column: 18, scope: !2047)
!2066 = !DILocation(line: 0, scope: !1999, inlinedAt: !2067)
!2067 = distinct !DILocation(line: 722, column: 9, scope: !2047)
!2068 = !DILocation(line: 693, column: 14, scope: !2012, inlinedAt: !2067)
!2069 = !DILocation(line: 699, column: 24, scope: !1999, inlinedAt: !2067)
!2070 = !DILocation(line: 700, column: 18, scope: !1999, inlinedAt: !2067)
!2071 = !DILocation(line: 700, column: 16, scope: !1999, inlinedAt: !2067)
!2072 = !DILocation(line: 701, column: 7, scope: !1999, inlinedAt: !2067)
!2073 = !DILocation(line: 694, column: 20, scope: !2012, inlinedAt: !2067)
!2074 = !DILocation(line: 694, column: 5, scope: !2012, inlinedAt: !2067)
!2075 = !DILocation(line: 702, column: 24, scope: !2020, inlinedAt: !2067)
!2076 = !DILocation(line: 702, column: 5, scope: !2020, inlinedAt: !2067)
!2077 = !DILocation(line: 703, column: 3, scope: !1999, inlinedAt: !2067)
!2078 = !DILocation(line: 705, column: 3, scope: !1999, inlinedAt: !2067)
!2079 = !DILocation(line: 706, column: 29, scope: !2025, inlinedAt: !2067)
!2080 = !DILocation(line: 706, column: 14, scope: !2025, inlinedAt: !2067)
!2081 = !DILocation(line: 706, column: 8, scope: !2025, inlinedAt: !2067)
!2082 = !DILocation(line: 706, column: 5, scope: !2025, inlinedAt: !2067)
!2083 = !DILocation(line: 706, column: 12, scope: !2025, inlinedAt: !2067)
!2084 = !DILocation(line: 707, column: 7, scope: !2025, inlinedAt: !2067)
!2085 = !DILocation(line: 708, column: 3, scope: !2025, inlinedAt: !2067)
!2086 = distinct !{!2086, !2078, !2087, !306}
!2087 = !DILocation(line: 708, column: 13, scope: !1999, inlinedAt: !2067)
!2088 = !DILocation(line: 709, column: 3, scope: !1999, inlinedAt: !2067)
!2089 = !DILocation(line: 710, column: 28, scope: !1999, inlinedAt: !2067)
!2090 = !DILocation(line: 710, column: 26, scope: !1999, inlinedAt: !2067)
!2091 = !DILocation(line: 710, column: 5, scope: !1999, inlinedAt: !2067)
!2092 = !DILocation(line: 710, column: 24, scope: !1999, inlinedAt: !2067)
!2093 = distinct !{!2093, !2088, !2094, !306, !539, !540}
!2094 = !DILocation(line: 710, column: 31, scope: !1999, inlinedAt: !2067)
!2095 = distinct !{!2095, !2088, !2094, !306, !539, !540}
!2096 = !DILocation(line: 710, column: 20, scope: !1999, inlinedAt: !2067)
!2097 = distinct !{!2097, !2088, !2094, !306, !540, !539}
!2098 = !DILocation(line: 711, column: 3, scope: !1999, inlinedAt: !2067)
!2099 = !DILocation(line: 711, column: 20, scope: !1999, inlinedAt: !2067)
!2100 = !DILocation(line: 713, column: 1, scope: !1999, inlinedAt: !2067)
!2101 = !DILocation(line: 722, column: 33, scope: !2047)
!2102 = !DILocation(line: 722, column: 3, scope: !2047)
!2103 = !DILocation(line: 723, column: 15, scope: !2047)
!2104 = !DILocation(line: 723, column: 3, scope: !2047)
!2105 = !DILocation(line: 724, column: 1, scope: !2047)
!2106 = !DISubprogram(name: "fputs", scope: !3, file: !3, line: 715, type: !2107, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2107 = !DISubroutineType(types: !2108)
!2108 = !{!14, !17, !36}
!2109 = distinct !DISubprogram(name: "getchar", scope: !3, file: !3, line: 756, type: !1621, scopeLine: 756, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!2110 = !DILocation(line: 756, column: 45, scope: !2109)
!2111 = !DILocalVariable(name: "f", arg: 1, scope: !2112, file: !3, line: 750, type: !36)
!2112 = distinct !DISubprogram(name: "pancam_read_byte", scope: !3, file: !3, line: 750, type: !2113, scopeLine: 750, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2115)
!2113 = !DISubroutineType(types: !2114)
!2114 = !{!14, !36}
!2115 = !{!2111}
!2116 = !DILocation(line: 0, scope: !2112, inlinedAt: !2117)
!2117 = distinct !DILocation(line: 756, column: 28, scope: !2109)
!2118 = !DILocation(line: 751, column: 8, scope: !2119, inlinedAt: !2117)
!2119 = distinct !DILexicalBlock(scope: !2112, file: !3, line: 751, column: 7)
!2120 = !DILocation(line: 751, column: 10, scope: !2119, inlinedAt: !2117)
!2121 = !DILocation(line: 751, column: 16, scope: !2119, inlinedAt: !2117)
!2122 = !{!2123, !277, i64 0}
!2123 = !{!"pancam_file", !277, i64 0}
!2124 = !DILocation(line: 751, column: 19, scope: !2119, inlinedAt: !2117)
!2125 = !DILocation(line: 751, column: 24, scope: !2119, inlinedAt: !2117)
!2126 = !DILocation(line: 751, column: 27, scope: !2119, inlinedAt: !2117)
!2127 = !DILocation(line: 751, column: 7, scope: !2112, inlinedAt: !2117)
!2128 = !DILocation(line: 753, column: 25, scope: !2112, inlinedAt: !2117)
!2129 = !DILocation(line: 753, column: 10, scope: !2112, inlinedAt: !2117)
!2130 = !DILocation(line: 753, column: 3, scope: !2112, inlinedAt: !2117)
!2131 = !DILocation(line: 756, column: 21, scope: !2109)
!2132 = distinct !DISubprogram(name: "getc", scope: !3, file: !3, line: 757, type: !2113, scopeLine: 757, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2133)
!2133 = !{!2134}
!2134 = !DILocalVariable(name: "f", arg: 1, scope: !2132, file: !3, line: 757, type: !36)
!2135 = !DILocation(line: 0, scope: !2132)
!2136 = !DILocation(line: 0, scope: !2112, inlinedAt: !2137)
!2137 = distinct !DILocation(line: 757, column: 42, scope: !2132)
!2138 = !DILocation(line: 751, column: 8, scope: !2119, inlinedAt: !2137)
!2139 = !DILocation(line: 751, column: 10, scope: !2119, inlinedAt: !2137)
!2140 = !DILocation(line: 751, column: 16, scope: !2119, inlinedAt: !2137)
!2141 = !DILocation(line: 751, column: 19, scope: !2119, inlinedAt: !2137)
!2142 = !DILocation(line: 751, column: 24, scope: !2119, inlinedAt: !2137)
!2143 = !DILocation(line: 751, column: 27, scope: !2119, inlinedAt: !2137)
!2144 = !DILocation(line: 751, column: 7, scope: !2112, inlinedAt: !2137)
!2145 = !DILocation(line: 753, column: 25, scope: !2112, inlinedAt: !2137)
!2146 = !DILocation(line: 753, column: 10, scope: !2112, inlinedAt: !2137)
!2147 = !DILocation(line: 753, column: 3, scope: !2112, inlinedAt: !2137)
!2148 = !DILocation(line: 757, column: 35, scope: !2132)
!2149 = distinct !DISubprogram(name: "fgetc", scope: !3, file: !3, line: 758, type: !2113, scopeLine: 758, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2150)
!2150 = !{!2151}
!2151 = !DILocalVariable(name: "f", arg: 1, scope: !2149, file: !3, line: 758, type: !36)
!2152 = !DILocation(line: 0, scope: !2149)
!2153 = !DILocation(line: 0, scope: !2112, inlinedAt: !2154)
!2154 = distinct !DILocation(line: 758, column: 43, scope: !2149)
!2155 = !DILocation(line: 751, column: 8, scope: !2119, inlinedAt: !2154)
!2156 = !DILocation(line: 751, column: 10, scope: !2119, inlinedAt: !2154)
!2157 = !DILocation(line: 751, column: 16, scope: !2119, inlinedAt: !2154)
!2158 = !DILocation(line: 751, column: 19, scope: !2119, inlinedAt: !2154)
!2159 = !DILocation(line: 751, column: 24, scope: !2119, inlinedAt: !2154)
!2160 = !DILocation(line: 751, column: 27, scope: !2119, inlinedAt: !2154)
!2161 = !DILocation(line: 751, column: 7, scope: !2112, inlinedAt: !2154)
!2162 = !DILocation(line: 753, column: 25, scope: !2112, inlinedAt: !2154)
!2163 = !DILocation(line: 753, column: 10, scope: !2112, inlinedAt: !2154)
!2164 = !DILocation(line: 753, column: 3, scope: !2112, inlinedAt: !2154)
!2165 = !DILocation(line: 758, column: 36, scope: !2149)
!2166 = distinct !DISubprogram(name: "vscanf", scope: !3, file: !3, line: 850, type: !2167, scopeLine: 850, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2176)
!2167 = !DISubroutineType(types: !2168)
!2168 = !{!14, !17, !2169}
!2169 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2170, size: 64)
!2170 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !2171)
!2171 = !{!2172, !2173, !2174, !2175}
!2172 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !2170, file: !3, line: 758, baseType: !16, size: 32)
!2173 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !2170, file: !3, line: 758, baseType: !16, size: 32, offset: 32)
!2174 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !2170, file: !3, line: 758, baseType: !8, size: 64, offset: 64)
!2175 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !2170, file: !3, line: 758, baseType: !8, size: 64, offset: 128)
!2176 = !{!2177, !2178}
!2177 = !DILocalVariable(name: "f", arg: 1, scope: !2166, file: !3, line: 850, type: !17)
!2178 = !DILocalVariable(name: "ap", arg: 2, scope: !2166, file: !3, line: 850, type: !2169)
!2179 = !DILocation(line: 0, scope: !2166)
!2180 = !DILocation(line: 850, column: 58, scope: !2166)
!2181 = !DILocation(line: 850, column: 51, scope: !2166)
!2182 = distinct !DISubprogram(name: "pancam_vscanf", scope: !3, file: !3, line: 768, type: !2167, scopeLine: 768, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2183)
!2183 = !{!2184, !2185, !2186, !2187, !2188, !2189, !2191, !2192, !2193, !2194, !2195}
!2184 = !DILocalVariable(name: "f", arg: 1, scope: !2182, file: !3, line: 768, type: !17)
!2185 = !DILocalVariable(name: "ap", arg: 2, scope: !2182, file: !3, line: 768, type: !2169)
!2186 = !DILocalVariable(name: "assigned", scope: !2182, file: !3, line: 769, type: !14)
!2187 = !DILocalVariable(name: "converted", scope: !2182, file: !3, line: 769, type: !14)
!2188 = !DILocalVariable(name: "stop", scope: !2182, file: !3, line: 769, type: !14)
!2189 = !DILocalVariable(name: "suppress", scope: !2190, file: !3, line: 782, type: !14)
!2190 = distinct !DILexicalBlock(scope: !2182, file: !3, line: 770, column: 14)
!2191 = !DILocalVariable(name: "width", scope: !2190, file: !3, line: 785, type: !16)
!2192 = !DILocalVariable(name: "len", scope: !2190, file: !3, line: 788, type: !14)
!2193 = !DILocalVariable(name: "conv", scope: !2190, file: !3, line: 802, type: !6)
!2194 = !DILocalVariable(name: "p", scope: !2190, file: !3, line: 822, type: !8)
!2195 = !DILocalVariable(name: "i", scope: !2196, file: !3, line: 824, type: !16)
!2196 = distinct !DILexicalBlock(scope: !2197, file: !3, line: 824, column: 7)
!2197 = distinct !DILexicalBlock(scope: !2198, file: !3, line: 823, column: 22)
!2198 = distinct !DILexicalBlock(scope: !2190, file: !3, line: 823, column: 9)
!2199 = !DILocation(line: 0, scope: !2182)
!2200 = !DILocation(line: 770, column: 10, scope: !2182)
!2201 = !DILocation(line: 770, column: 3, scope: !2182)
!2202 = !DILocation(line: 318, column: 55, scope: !962, inlinedAt: !2203)
!2203 = distinct !DILocation(line: 322, column: 29, scope: !995, inlinedAt: !2204)
!2204 = distinct !DILocation(line: 771, column: 9, scope: !2205)
!2205 = distinct !DILexicalBlock(scope: !2190, file: !3, line: 771, column: 9)
!2206 = !DILocation(line: 0, scope: !995, inlinedAt: !2204)
!2207 = !DILocation(line: 0, scope: !962, inlinedAt: !2203)
!2208 = !DILocation(line: 322, column: 36, scope: !995, inlinedAt: !2204)
!2209 = !DILocation(line: 771, column: 9, scope: !2205)
!2210 = !DILocation(line: 771, column: 9, scope: !2190)
!2211 = !DILocation(line: 772, column: 8, scope: !2212)
!2212 = distinct !DILexicalBlock(scope: !2205, file: !3, line: 771, column: 37)
!2213 = !DILocation(line: 773, column: 7, scope: !2212)
!2214 = distinct !{!2214, !2201, !2215, !306}
!2215 = !DILocation(line: 846, column: 3, scope: !2182)
!2216 = !DILocation(line: 775, column: 12, scope: !2217)
!2217 = distinct !DILexicalBlock(scope: !2190, file: !3, line: 775, column: 9)
!2218 = !DILocation(line: 775, column: 19, scope: !2217)
!2219 = !DILocation(line: 775, column: 22, scope: !2217)
!2220 = !DILocation(line: 775, column: 27, scope: !2217)
!2221 = !DILocation(line: 775, column: 9, scope: !2190)
!2222 = !DILocation(line: 776, column: 9, scope: !2223)
!2223 = distinct !DILexicalBlock(scope: !2217, file: !3, line: 775, column: 35)
!2224 = !DILocation(line: 763, column: 8, scope: !2225, inlinedAt: !2227)
!2225 = distinct !DILexicalBlock(scope: !2226, file: !3, line: 763, column: 7)
!2226 = distinct !DISubprogram(name: "scan_stop", scope: !3, file: !3, line: 762, type: !1621, scopeLine: 762, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!2227 = distinct !DILocation(line: 777, column: 19, scope: !2228)
!2228 = distinct !DILexicalBlock(scope: !2223, file: !3, line: 777, column: 11)
!2229 = !DILocation(line: 763, column: 7, scope: !2226, inlinedAt: !2227)
!2230 = !DILocation(line: 765, column: 10, scope: !2226, inlinedAt: !2227)
!2231 = !DILocation(line: 778, column: 26, scope: !2228)
!2232 = !DILocation(line: 778, column: 9, scope: !2228)
!2233 = !DILocation(line: 782, column: 23, scope: !2190)
!2234 = !DILocation(line: 0, scope: !2190)
!2235 = !DILocation(line: 783, column: 9, scope: !2190)
!2236 = !DILocation(line: 786, column: 12, scope: !2190)
!2237 = !DILocation(line: 786, column: 22, scope: !2190)
!2238 = !DILocation(line: 787, column: 21, scope: !2190)
!2239 = !DILocation(line: 787, column: 41, scope: !2190)
!2240 = !DILocation(line: 787, column: 44, scope: !2190)
!2241 = !DILocation(line: 787, column: 26, scope: !2190)
!2242 = distinct !{!2242, !2243, !2244, !306}
!2243 = !DILocation(line: 786, column: 5, scope: !2190)
!2244 = !DILocation(line: 787, column: 49, scope: !2190)
!2245 = !DILocation(line: 789, column: 9, scope: !2190)
!2246 = !DILocation(line: 790, column: 13, scope: !2247)
!2247 = distinct !DILexicalBlock(scope: !2248, file: !3, line: 789, column: 20)
!2248 = distinct !DILexicalBlock(scope: !2190, file: !3, line: 789, column: 9)
!2249 = !DILocation(line: 790, column: 18, scope: !2247)
!2250 = !DILocation(line: 791, column: 9, scope: !2247)
!2251 = !DILocation(line: 792, column: 5, scope: !2247)
!2252 = !DILocation(line: 793, column: 13, scope: !2253)
!2253 = distinct !DILexicalBlock(scope: !2254, file: !3, line: 792, column: 27)
!2254 = distinct !DILexicalBlock(scope: !2248, file: !3, line: 792, column: 16)
!2255 = !DILocation(line: 793, column: 18, scope: !2253)
!2256 = !DILocation(line: 794, column: 9, scope: !2253)
!2257 = !DILocation(line: 795, column: 5, scope: !2253)
!2258 = !DILocation(line: 801, column: 5, scope: !2259)
!2259 = distinct !DILexicalBlock(scope: !2260, file: !3, line: 798, column: 40)
!2260 = distinct !DILexicalBlock(scope: !2261, file: !3, line: 798, column: 16)
!2261 = distinct !DILexicalBlock(scope: !2254, file: !3, line: 795, column: 16)
!2262 = !DILocation(line: 0, scope: !2248)
!2263 = !DILocation(line: 802, column: 17, scope: !2190)
!2264 = !DILocation(line: 803, column: 10, scope: !2265)
!2265 = distinct !DILexicalBlock(scope: !2190, file: !3, line: 803, column: 9)
!2266 = !DILocation(line: 803, column: 9, scope: !2190)
!2267 = !DILocation(line: 805, column: 6, scope: !2190)
!2268 = !DILocation(line: 806, column: 9, scope: !2190)
!2269 = !DILocation(line: 807, column: 11, scope: !2270)
!2270 = distinct !DILexicalBlock(scope: !2271, file: !3, line: 806, column: 22)
!2271 = distinct !DILexicalBlock(scope: !2190, file: !3, line: 806, column: 9)
!2272 = !DILocation(line: 808, column: 48, scope: !2273)
!2273 = distinct !DILexicalBlock(scope: !2270, file: !3, line: 807, column: 11)
!2274 = !DILocation(line: 808, column: 17, scope: !2273)
!2275 = !DILocation(line: 808, column: 46, scope: !2273)
!2276 = !DILocation(line: 808, column: 9, scope: !2273)
!2277 = !DILocation(line: 814, column: 7, scope: !2278)
!2278 = distinct !DILexicalBlock(scope: !2279, file: !3, line: 813, column: 82)
!2279 = distinct !DILexicalBlock(scope: !2190, file: !3, line: 811, column: 9)
!2280 = !DILocation(line: 815, column: 7, scope: !2278)
!2281 = !DILocation(line: 763, column: 8, scope: !2225, inlinedAt: !2282)
!2282 = distinct !DILocation(line: 817, column: 17, scope: !2283)
!2283 = distinct !DILexicalBlock(scope: !2190, file: !3, line: 817, column: 9)
!2284 = !DILocation(line: 763, column: 7, scope: !2226, inlinedAt: !2282)
!2285 = !DILocation(line: 765, column: 10, scope: !2226, inlinedAt: !2282)
!2286 = !DILocation(line: 818, column: 24, scope: !2283)
!2287 = !DILocation(line: 818, column: 7, scope: !2283)
!2288 = !DILocation(line: 820, column: 9, scope: !2190)
!2289 = !DILocation(line: 822, column: 15, scope: !2190)
!2290 = !DILocation(line: 823, column: 9, scope: !2190)
!2291 = !DILocation(line: 0, scope: !2196)
!2292 = !DILocation(line: 824, column: 7, scope: !2196)
!2293 = !DILocation(line: 824, column: 30, scope: !2294)
!2294 = distinct !DILexicalBlock(scope: !2196, file: !3, line: 824, column: 7)
!2295 = !DILocation(line: 825, column: 26, scope: !2294)
!2296 = !DILocation(line: 825, column: 9, scope: !2294)
!2297 = !DILocation(line: 825, column: 24, scope: !2294)
!2298 = !DILocation(line: 824, column: 54, scope: !2294)
!2299 = distinct !{!2299, !2292, !2300, !306}
!2300 = !DILocation(line: 825, column: 49, scope: !2196)
!2301 = !DILocation(line: 828, column: 11, scope: !2302)
!2302 = distinct !DILexicalBlock(scope: !2303, file: !3, line: 827, column: 29)
!2303 = distinct !DILexicalBlock(scope: !2198, file: !3, line: 826, column: 16)
!2304 = !DILocation(line: 829, column: 22, scope: !2305)
!2305 = distinct !DILexicalBlock(scope: !2302, file: !3, line: 828, column: 11)
!2306 = !DILocation(line: 829, column: 20, scope: !2305)
!2307 = !DILocation(line: 829, column: 9, scope: !2305)
!2308 = !DILocation(line: 831, column: 30, scope: !2309)
!2309 = distinct !DILexicalBlock(scope: !2305, file: !3, line: 830, column: 16)
!2310 = !DILocation(line: 831, column: 23, scope: !2309)
!2311 = !DILocation(line: 831, column: 21, scope: !2309)
!2312 = !DILocation(line: 831, column: 9, scope: !2309)
!2313 = !DILocation(line: 833, column: 21, scope: !2314)
!2314 = distinct !DILexicalBlock(scope: !2309, file: !3, line: 832, column: 16)
!2315 = !DILocation(line: 833, column: 19, scope: !2314)
!2316 = !DILocation(line: 833, column: 9, scope: !2314)
!2317 = !DILocation(line: 835, column: 27, scope: !2318)
!2318 = distinct !DILexicalBlock(scope: !2314, file: !3, line: 834, column: 16)
!2319 = !DILocation(line: 835, column: 25, scope: !2318)
!2320 = !{!2321, !2321, i64 0}
!2321 = !{!"long long", !278, i64 0}
!2322 = !DILocation(line: 835, column: 9, scope: !2318)
!2323 = !DILocation(line: 837, column: 22, scope: !2318)
!2324 = !DILocation(line: 837, column: 20, scope: !2318)
!2325 = !DILocation(line: 838, column: 16, scope: !2303)
!2326 = !DILocation(line: 839, column: 21, scope: !2327)
!2327 = distinct !DILexicalBlock(scope: !2328, file: !3, line: 838, column: 26)
!2328 = distinct !DILexicalBlock(scope: !2303, file: !3, line: 838, column: 16)
!2329 = !DILocation(line: 839, column: 19, scope: !2327)
!2330 = !{!2331, !2331, i64 0}
!2331 = !{!"float", !278, i64 0}
!2332 = !DILocation(line: 840, column: 5, scope: !2327)
!2333 = !DILocation(line: 841, column: 27, scope: !2334)
!2334 = distinct !DILexicalBlock(scope: !2335, file: !3, line: 840, column: 26)
!2335 = distinct !DILexicalBlock(scope: !2328, file: !3, line: 840, column: 16)
!2336 = !DILocation(line: 841, column: 25, scope: !2334)
!2337 = !{!2338, !2338, i64 0}
!2338 = !{!"long double", !278, i64 0}
!2339 = !DILocation(line: 842, column: 5, scope: !2334)
!2340 = !DILocation(line: 843, column: 22, scope: !2341)
!2341 = distinct !DILexicalBlock(scope: !2335, file: !3, line: 842, column: 12)
!2342 = !DILocation(line: 843, column: 20, scope: !2341)
!2343 = !{!2344, !2344, i64 0}
!2344 = !{!"double", !278, i64 0}
!2345 = !DILocation(line: 845, column: 13, scope: !2190)
!2346 = !DILocation(line: 848, column: 1, scope: !2182)
!2347 = distinct !DISubprogram(name: "scanf", scope: !3, file: !3, line: 853, type: !2348, scopeLine: 853, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2350)
!2348 = !DISubroutineType(types: !2349)
!2349 = !{!14, !17, null}
!2350 = !{!2351, !2352, !2357}
!2351 = !DILocalVariable(name: "f", arg: 1, scope: !2347, file: !3, line: 853, type: !17)
!2352 = !DILocalVariable(name: "ap", scope: !2347, file: !3, line: 854, type: !2353)
!2353 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !3, baseType: !2354)
!2354 = !DICompositeType(tag: DW_TAG_array_type, baseType: !2170, size: 192, elements: !2355)
!2355 = !{!2356}
!2356 = !DISubrange(count: 1)
!2357 = !DILocalVariable(name: "r", scope: !2347, file: !3, line: 856, type: !14)
!2358 = distinct !DIAssignID()
!2359 = !DILocation(line: 0, scope: !2347)
!2360 = !DILocation(line: 854, column: 3, scope: !2347)
!2361 = !DILocation(line: 855, column: 3, scope: !2347)
!2362 = !DILocation(line: 856, column: 11, scope: !2347)
!2363 = !DILocation(line: 857, column: 3, scope: !2347)
!2364 = !DILocation(line: 859, column: 1, scope: !2347)
!2365 = !DILocation(line: 858, column: 3, scope: !2347)
!2366 = distinct !DISubprogram(name: "fscanf", scope: !3, file: !3, line: 864, type: !2367, scopeLine: 864, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2369)
!2367 = !DISubroutineType(types: !2368)
!2368 = !{!14, !36, !17, null}
!2369 = !{!2370, !2371, !2372, !2373}
!2370 = !DILocalVariable(name: "s", arg: 1, scope: !2366, file: !3, line: 864, type: !36)
!2371 = !DILocalVariable(name: "f", arg: 2, scope: !2366, file: !3, line: 864, type: !17)
!2372 = !DILocalVariable(name: "ap", scope: !2366, file: !3, line: 867, type: !2353)
!2373 = !DILocalVariable(name: "r", scope: !2366, file: !3, line: 869, type: !14)
!2374 = distinct !DIAssignID()
!2375 = !DILocation(line: 0, scope: !2366)
!2376 = !DILocation(line: 865, column: 8, scope: !2377)
!2377 = distinct !DILexicalBlock(scope: !2366, file: !3, line: 865, column: 7)
!2378 = !DILocation(line: 865, column: 10, scope: !2377)
!2379 = !DILocation(line: 865, column: 16, scope: !2377)
!2380 = !DILocation(line: 865, column: 19, scope: !2377)
!2381 = !DILocation(line: 865, column: 7, scope: !2366)
!2382 = !DILocation(line: 867, column: 3, scope: !2366)
!2383 = !DILocation(line: 868, column: 3, scope: !2366)
!2384 = !DILocation(line: 869, column: 11, scope: !2366)
!2385 = !DILocation(line: 870, column: 3, scope: !2366)
!2386 = !DILocation(line: 872, column: 1, scope: !2366)
!2387 = !DISubprogram(name: "__VERIFIER_nondet_bool", scope: !3, file: !3, line: 739, type: !2388, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2388 = !DISubroutineType(types: !2389)
!2389 = !{!2390}
!2390 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!2391 = !DISubprogram(name: "__VERIFIER_nondet_char", scope: !3, file: !3, line: 740, type: !2392, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2392 = !DISubroutineType(types: !2393)
!2393 = !{!6}
!2394 = !DISubprogram(name: "__VERIFIER_nondet_int", scope: !3, file: !3, line: 741, type: !1621, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2395 = !DISubprogram(name: "__pancam_scanf_unsupported_conversion", scope: !3, file: !3, line: 746, type: !78, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2396 = !DISubprogram(name: "__VERIFIER_nondet_longlong", scope: !3, file: !3, line: 743, type: !2397, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2397 = !DISubroutineType(types: !2398)
!2398 = !{!11}
!2399 = !DISubprogram(name: "__VERIFIER_nondet_long", scope: !3, file: !3, line: 742, type: !1996, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2400 = !DISubprogram(name: "__VERIFIER_nondet_float", scope: !3, file: !3, line: 744, type: !2401, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2401 = !DISubroutineType(types: !2402)
!2402 = !{!28}
!2403 = !DISubprogram(name: "__VERIFIER_nondet_double", scope: !3, file: !3, line: 745, type: !2404, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2404 = !DISubroutineType(types: !2405)
!2405 = !{!32}
