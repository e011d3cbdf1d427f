; ModuleID = 'src/vm/libc/libc.c'
source_filename = "src/vm/libc/libc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.pancam_file = type { i32 }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@pancam_errno = internal thread_local global i32 0, align 4, !dbg !0
@pancam_stdin = internal global %struct.pancam_file zeroinitializer, align 4, !dbg !131
@stdin = dso_local local_unnamed_addr global ptr @pancam_stdin, align 8, !dbg !51
@pancam_stdout = internal global %struct.pancam_file { i32 1 }, align 4, !dbg !133
@stdout = dso_local local_unnamed_addr global ptr @pancam_stdout, align 8, !dbg !57
@pancam_stderr = internal global %struct.pancam_file { i32 2 }, align 4, !dbg !135
@stderr = dso_local local_unnamed_addr global ptr @pancam_stderr, align 8, !dbg !59
@atexit_n = internal unnamed_addr global i32 0, align 4, !dbg !99
@atexit_fns = internal unnamed_addr global [32 x ptr] zeroinitializer, align 16, !dbg !91
@strtok.save = internal unnamed_addr global ptr null, align 8, !dbg !61
@ctype_b = internal constant ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), align 8, !dbg !137
@ctype_lower = internal constant ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), align 8, !dbg !69
@ctype_upper = internal constant ptr getelementptr inbounds (i8, ptr @ctype_upper_table, i64 512), align 8, !dbg !74
@ctype_lower_table = internal constant [384 x i32] [i32 -128, i32 -127, i32 -126, i32 -125, i32 -124, i32 -123, i32 -122, i32 -121, i32 -120, i32 -119, i32 -118, i32 -117, i32 -116, i32 -115, i32 -114, i32 -113, i32 -112, i32 -111, i32 -110, i32 -109, i32 -108, i32 -107, i32 -106, i32 -105, i32 -104, i32 -103, i32 -102, i32 -101, i32 -100, i32 -99, i32 -98, i32 -97, i32 -96, i32 -95, i32 -94, i32 -93, i32 -92, i32 -91, i32 -90, i32 -89, i32 -88, i32 -87, i32 -86, i32 -85, i32 -84, i32 -83, i32 -82, i32 -81, i32 -80, i32 -79, i32 -78, i32 -77, i32 -76, i32 -75, i32 -74, i32 -73, i32 -72, i32 -71, i32 -70, i32 -69, i32 -68, i32 -67, i32 -66, i32 -65, i32 -64, i32 -63, i32 -62, i32 -61, i32 -60, i32 -59, i32 -58, i32 -57, i32 -56, i32 -55, i32 -54, i32 -53, i32 -52, i32 -51, i32 -50, i32 -49, i32 -48, i32 -47, i32 -46, i32 -45, i32 -44, i32 -43, i32 -42, i32 -41, i32 -40, i32 -39, i32 -38, i32 -37, i32 -36, i32 -35, i32 -34, i32 -33, i32 -32, i32 -31, i32 -30, i32 -29, i32 -28, i32 -27, i32 -26, i32 -25, i32 -24, i32 -23, i32 -22, i32 -21, i32 -20, i32 -19, i32 -18, i32 -17, i32 -16, i32 -15, i32 -14, i32 -13, i32 -12, i32 -11, i32 -10, i32 -9, i32 -8, i32 -7, i32 -6, i32 -5, i32 -4, i32 -3, i32 -2, i32 -1, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119, i32 120, i32 121, i32 122, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119, i32 120, i32 121, i32 122, i32 123, i32 124, i32 125, i32 126, i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254, i32 255], align 16, !dbg !147
@ctype_upper_table = internal constant [384 x i32] [i32 -128, i32 -127, i32 -126, i32 -125, i32 -124, i32 -123, i32 -122, i32 -121, i32 -120, i32 -119, i32 -118, i32 -117, i32 -116, i32 -115, i32 -114, i32 -113, i32 -112, i32 -111, i32 -110, i32 -109, i32 -108, i32 -107, i32 -106, i32 -105, i32 -104, i32 -103, i32 -102, i32 -101, i32 -100, i32 -99, i32 -98, i32 -97, i32 -96, i32 -95, i32 -94, i32 -93, i32 -92, i32 -91, i32 -90, i32 -89, i32 -88, i32 -87, i32 -86, i32 -85, i32 -84, i32 -83, i32 -82, i32 -81, i32 -80, i32 -79, i32 -78, i32 -77, i32 -76, i32 -75, i32 -74, i32 -73, i32 -72, i32 -71, i32 -70, i32 -69, i32 -68, i32 -67, i32 -66, i32 -65, i32 -64, i32 -63, i32 -62, i32 -61, i32 -60, i32 -59, i32 -58, i32 -57, i32 -56, i32 -55, i32 -54, i32 -53, i32 -52, i32 -51, i32 -50, i32 -49, i32 -48, i32 -47, i32 -46, i32 -45, i32 -44, i32 -43, i32 -42, i32 -41, i32 -40, i32 -39, i32 -38, i32 -37, i32 -36, i32 -35, i32 -34, i32 -33, i32 -32, i32 -31, i32 -30, i32 -29, i32 -28, i32 -27, i32 -26, i32 -25, i32 -24, i32 -23, i32 -22, i32 -21, i32 -20, i32 -19, i32 -18, i32 -17, i32 -16, i32 -15, i32 -14, i32 -13, i32 -12, i32 -11, i32 -10, i32 -9, i32 -8, i32 -7, i32 -6, i32 -5, i32 -4, i32 -3, i32 -2, i32 -1, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 123, i32 124, i32 125, i32 126, i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254, i32 255], align 16, !dbg !150
@rand_state = internal unnamed_addr global [31 x i32] zeroinitializer, align 16, !dbg !101
@rand_f = internal unnamed_addr global i32 0, align 4, !dbg !106
@rand_r = internal unnamed_addr global i32 0, align 4, !dbg !108
@rand_seeded = internal unnamed_addr global i1 false, align 4, !dbg !273
@key_used = internal unnamed_addr global [64 x i32] zeroinitializer, align 16, !dbg !112
@key_dtor = internal unnamed_addr global [64 x ptr] zeroinitializer, align 16, !dbg !117
@__pancam_tsd_dtors = dso_local local_unnamed_addr global i32 0, align 4, !dbg !126
@key_value = internal thread_local unnamed_addr global [64 x ptr] zeroinitializer, align 16, !dbg !123
@pancam_errlist = internal unnamed_addr constant [36 x ptr] [ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21, ptr @.str.22, ptr @.str.23, ptr @.str.24, ptr @.str.25, ptr @.str.26, ptr @.str.27, ptr @.str.28, ptr @.str.29, ptr @.str.30, ptr @.str.31, ptr @.str.32, ptr @.str.33, ptr @.str.34, ptr @.str.35, ptr @.str.36, ptr @.str.37, ptr @.str.38, ptr @.str.39], align 16, !dbg !267
@pancam_errbuf = internal global [32 x i8] zeroinitializer, align 16, !dbg !128
@.str.1 = private unnamed_addr constant [3 x i8] c": \00", align 1, !dbg !81
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !86
@ctype_b_table = internal constant <{ [256 x i16], [128 x i16] }> <{ [256 x i16] [i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 8195, i16 8194, i16 8194, i16 8194, i16 8194, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 24577, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -11000, i16 -11000, i16 -11000, i16 -11000, i16 -11000, i16 -11000, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -10744, i16 -10744, i16 -10744, i16 -10744, i16 -10744, i16 -10744, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 2], [128 x i16] zeroinitializer }>, align 16, !dbg !142
@.str.4 = private unnamed_addr constant [8 x i8] c"Success\00", align 1, !dbg !152
@.str.5 = private unnamed_addr constant [24 x i8] c"Operation not permitted\00", align 1, !dbg !157
@.str.6 = private unnamed_addr constant [26 x i8] c"No such file or directory\00", align 1, !dbg !162
@.str.7 = private unnamed_addr constant [16 x i8] c"No such process\00", align 1, !dbg !167
@.str.8 = private unnamed_addr constant [24 x i8] c"Interrupted system call\00", align 1, !dbg !172
@.str.9 = private unnamed_addr constant [19 x i8] c"Input/output error\00", align 1, !dbg !174
@.str.10 = private unnamed_addr constant [26 x i8] c"No such device or address\00", align 1, !dbg !179
@.str.11 = private unnamed_addr constant [23 x i8] c"Argument list too long\00", align 1, !dbg !181
@.str.12 = private unnamed_addr constant [18 x i8] c"Exec format error\00", align 1, !dbg !186
@.str.13 = private unnamed_addr constant [20 x i8] c"Bad file descriptor\00", align 1, !dbg !191
@.str.14 = private unnamed_addr constant [19 x i8] c"No child processes\00", align 1, !dbg !196
@.str.15 = private unnamed_addr constant [33 x i8] c"Resource temporarily unavailable\00", align 1, !dbg !198
@.str.16 = private unnamed_addr constant [23 x i8] c"Cannot allocate memory\00", align 1, !dbg !203
@.str.17 = private unnamed_addr constant [18 x i8] c"Permission denied\00", align 1, !dbg !205
@.str.18 = private unnamed_addr constant [12 x i8] c"Bad address\00", align 1, !dbg !207
@.str.19 = private unnamed_addr constant [22 x i8] c"Block device required\00", align 1, !dbg !212
@.str.20 = private unnamed_addr constant [24 x i8] c"Device or resource busy\00", align 1, !dbg !217
@.str.21 = private unnamed_addr constant [12 x i8] c"File exists\00", align 1, !dbg !219
@.str.22 = private unnamed_addr constant [26 x i8] c"Invalid cross-device link\00", align 1, !dbg !221
@.str.23 = private unnamed_addr constant [15 x i8] c"No such device\00", align 1, !dbg !223
@.str.24 = private unnamed_addr constant [16 x i8] c"Not a directory\00", align 1, !dbg !225
@.str.25 = private unnamed_addr constant [15 x i8] c"Is a directory\00", align 1, !dbg !227
@.str.26 = private unnamed_addr constant [17 x i8] c"Invalid argument\00", align 1, !dbg !229
@.str.27 = private unnamed_addr constant [30 x i8] c"Too many open files in system\00", align 1, !dbg !234
@.str.28 = private unnamed_addr constant [20 x i8] c"Too many open files\00", align 1, !dbg !239
@.str.29 = private unnamed_addr constant [31 x i8] c"Inappropriate ioctl for device\00", align 1, !dbg !241
@.str.30 = private unnamed_addr constant [15 x i8] c"Text file busy\00", align 1, !dbg !244
@.str.31 = private unnamed_addr constant [15 x i8] c"File too large\00", align 1, !dbg !246
@.str.32 = private unnamed_addr constant [24 x i8] c"No space left on device\00", align 1, !dbg !248
@.str.33 = private unnamed_addr constant [13 x i8] c"Illegal seek\00", align 1, !dbg !250
@.str.34 = private unnamed_addr constant [22 x i8] c"Read-only file system\00", align 1, !dbg !255
@.str.35 = private unnamed_addr constant [15 x i8] c"Too many links\00", align 1, !dbg !257
@.str.36 = private unnamed_addr constant [12 x i8] c"Broken pipe\00", align 1, !dbg !259
@.str.37 = private unnamed_addr constant [33 x i8] c"Numerical argument out of domain\00", align 1, !dbg !261
@.str.38 = private unnamed_addr constant [30 x i8] c"Numerical result out of range\00", align 1, !dbg !263
@.str.39 = private unnamed_addr constant [26 x i8] c"Resource deadlock avoided\00", align 1, !dbg !265

@__isoc99_vscanf = dso_local alias i32 (ptr, ptr), ptr @vscanf
@__isoc99_scanf = dso_local alias i32 (ptr, ...), ptr @scanf
@__isoc99_fscanf = dso_local alias i32 (ptr, ptr, ...), ptr @fscanf

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local nonnull ptr @__errno_location() local_unnamed_addr #0 !dbg !280 {
  %1 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !283
  ret ptr %1, !dbg !284
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 -1, 1) i32 @atexit(ptr noundef %0) local_unnamed_addr #2 !dbg !285 {
    #dbg_value(ptr %0, !289, !DIExpression(), !290)
  %2 = load i32, ptr @atexit_n, align 4, !dbg !291, !tbaa !293
  %3 = icmp sgt i32 %2, 31, !dbg !297
  br i1 %3, label %8, label %4, !dbg !298

4:                                                ; preds = %1
  %5 = add nsw i32 %2, 1, !dbg !299
  store i32 %5, ptr @atexit_n, align 4, !dbg !299, !tbaa !293
  %6 = sext i32 %2 to i64, !dbg !300
  %7 = getelementptr inbounds [32 x ptr], ptr @atexit_fns, i64 0, i64 %6, !dbg !300
  store ptr %0, ptr %7, align 8, !dbg !301, !tbaa !302
  br label %8, !dbg !304

8:                                                ; preds = %1, %4
  %9 = phi i32 [ 0, %4 ], [ -1, %1 ], !dbg !290
  ret i32 %9, !dbg !305
}

; Function Attrs: noreturn nounwind
define dso_local void @exit(i32 noundef %0) local_unnamed_addr #3 !dbg !306 {
    #dbg_value(i32 %0, !310, !DIExpression(), !313)
  %2 = load i32, ptr @atexit_n, align 4, !dbg !314, !tbaa !293
  %3 = icmp sgt i32 %2, 0, !dbg !315
  br i1 %3, label %4, label %12, !dbg !316

4:                                                ; preds = %1, %4
  %5 = phi i32 [ %10, %4 ], [ %2, %1 ]
  %6 = add nsw i32 %5, -1, !dbg !317
  store i32 %6, ptr @atexit_n, align 4, !dbg !317, !tbaa !293
  %7 = zext nneg i32 %6 to i64, !dbg !318
  %8 = getelementptr inbounds [32 x ptr], ptr @atexit_fns, i64 0, i64 %7, !dbg !318
  %9 = load ptr, ptr %8, align 8, !dbg !318, !tbaa !302
    #dbg_value(ptr %9, !311, !DIExpression(), !319)
  tail call void %9() #19, !dbg !320
  %10 = load i32, ptr @atexit_n, align 4, !dbg !314, !tbaa !293
  %11 = icmp sgt i32 %10, 0, !dbg !315
  br i1 %11, label %4, label %12, !dbg !316, !llvm.loop !321

12:                                               ; preds = %4, %1
  tail call void @__pancam_exit(i32 noundef %0) #20, !dbg !324
  unreachable, !dbg !324
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: noreturn
declare !dbg !325 void @__pancam_exit(i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local i32 @memcmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #6 !dbg !326 {
    #dbg_value(ptr %0, !333, !DIExpression(), !340)
    #dbg_value(ptr %1, !334, !DIExpression(), !340)
    #dbg_value(i64 %2, !335, !DIExpression(), !340)
    #dbg_value(ptr %0, !336, !DIExpression(), !340)
    #dbg_value(ptr %1, !337, !DIExpression(), !340)
    #dbg_value(i64 0, !338, !DIExpression(), !341)
  %4 = icmp eq i64 %2, 0, !dbg !342
  br i1 %4, label %18, label %8, !dbg !344

5:                                                ; preds = %8
  %6 = add nuw i64 %9, 1, !dbg !345
    #dbg_value(i64 %6, !338, !DIExpression(), !341)
    #dbg_value(i64 %6, !338, !DIExpression(), !341)
  %7 = icmp eq i64 %6, %2, !dbg !342
  br i1 %7, label %18, label %8, !dbg !344, !llvm.loop !346

8:                                                ; preds = %3, %5
  %9 = phi i64 [ %6, %5 ], [ 0, %3 ]
    #dbg_value(i64 %9, !338, !DIExpression(), !341)
  %10 = getelementptr inbounds i8, ptr %0, i64 %9, !dbg !348
  %11 = load i8, ptr %10, align 1, !dbg !348, !tbaa !350
  %12 = getelementptr inbounds i8, ptr %1, i64 %9, !dbg !351
  %13 = load i8, ptr %12, align 1, !dbg !351, !tbaa !350
  %14 = icmp eq i8 %11, %13, !dbg !352
    #dbg_value(i64 %9, !338, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !341)
  br i1 %14, label %5, label %15, !dbg !353

15:                                               ; preds = %8
  %16 = icmp ult i8 %11, %13, !dbg !354
  %17 = select i1 %16, i32 -1, i32 1, !dbg !355
  br label %18, !dbg !356

18:                                               ; preds = %5, %3, %15
  %19 = phi i32 [ %17, %15 ], [ 0, %3 ], [ 0, %5 ]
  ret i32 %19, !dbg !357
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local range(i32 0, 2) i32 @bcmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #6 !dbg !358 {
    #dbg_value(ptr %0, !360, !DIExpression(), !363)
    #dbg_value(ptr %1, !361, !DIExpression(), !363)
    #dbg_value(i64 %2, !362, !DIExpression(), !363)
    #dbg_value(ptr %0, !333, !DIExpression(), !364)
    #dbg_value(ptr %1, !334, !DIExpression(), !364)
    #dbg_value(i64 %2, !335, !DIExpression(), !364)
    #dbg_value(ptr %0, !336, !DIExpression(), !364)
    #dbg_value(ptr %1, !337, !DIExpression(), !364)
    #dbg_value(i64 0, !338, !DIExpression(), !366)
  %4 = icmp eq i64 %2, 0, !dbg !367
  br i1 %4, label %15, label %8, !dbg !368

5:                                                ; preds = %8
  %6 = add nuw i64 %9, 1, !dbg !369
    #dbg_value(i64 %6, !338, !DIExpression(), !366)
    #dbg_value(i64 %6, !338, !DIExpression(), !366)
  %7 = icmp eq i64 %6, %2, !dbg !367
  br i1 %7, label %15, label %8, !dbg !368, !llvm.loop !370

8:                                                ; preds = %3, %5
  %9 = phi i64 [ %6, %5 ], [ 0, %3 ]
    #dbg_value(i64 %9, !338, !DIExpression(), !366)
  %10 = getelementptr inbounds i8, ptr %0, i64 %9, !dbg !372
  %11 = load i8, ptr %10, align 1, !dbg !372, !tbaa !350
  %12 = getelementptr inbounds i8, ptr %1, i64 %9, !dbg !373
  %13 = load i8, ptr %12, align 1, !dbg !373, !tbaa !350
  %14 = icmp eq i8 %11, %13, !dbg !374
    #dbg_value(i64 %9, !338, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !366)
  br i1 %14, label %5, label %15, !dbg !375

15:                                               ; preds = %8, %5, %3
  %16 = phi i32 [ 0, %3 ], [ 1, %8 ], [ 0, %5 ]
  ret i32 %16, !dbg !376
}

; Function Attrs: nounwind
define dso_local ptr @mempcpy(ptr noundef %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #7 !dbg !377 {
    #dbg_value(ptr %0, !381, !DIExpression(), !384)
    #dbg_value(ptr %1, !382, !DIExpression(), !384)
    #dbg_value(i64 %2, !383, !DIExpression(), !384)
  %4 = tail call ptr @memcpy(ptr noundef %0, ptr noundef %1, i64 noundef %2) #19, !dbg !385
  %5 = getelementptr inbounds i8, ptr %4, i64 %2, !dbg !386
  ret ptr %5, !dbg !387
}

declare !dbg !388 ptr @memcpy(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local noundef ptr @memrchr(ptr noundef readonly %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #6 !dbg !389 {
    #dbg_value(ptr %0, !393, !DIExpression(), !397)
    #dbg_value(i32 %1, !394, !DIExpression(), !397)
    #dbg_value(i64 %2, !395, !DIExpression(), !397)
    #dbg_value(ptr %0, !396, !DIExpression(), !397)
  %4 = trunc i32 %1 to i8
  br label %5, !dbg !398

5:                                                ; preds = %8, %3
  %6 = phi i64 [ %2, %3 ], [ %9, %8 ]
    #dbg_value(i64 %6, !395, !DIExpression(), !397)
  %7 = icmp eq i64 %6, 0, !dbg !399
  br i1 %7, label %15, label %8, !dbg !398

8:                                                ; preds = %5
  %9 = add i64 %6, -1, !dbg !400
    #dbg_value(i64 %9, !395, !DIExpression(), !397)
  %10 = getelementptr inbounds i8, ptr %0, i64 %9, !dbg !402
  %11 = load i8, ptr %10, align 1, !dbg !402, !tbaa !350
  %12 = icmp eq i8 %11, %4, !dbg !404
  br i1 %12, label %13, label %5, !dbg !405, !llvm.loop !406

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %0, i64 %9
  br label %15, !dbg !408

15:                                               ; preds = %5, %13
  %16 = phi ptr [ %14, %13 ], [ null, %5 ], !dbg !397
  ret ptr %16, !dbg !408
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local ptr @memchr(ptr noundef readonly %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #6 !dbg !409 {
    #dbg_value(ptr %0, !411, !DIExpression(), !417)
    #dbg_value(i32 %1, !412, !DIExpression(), !417)
    #dbg_value(i64 %2, !413, !DIExpression(), !417)
    #dbg_value(ptr %0, !414, !DIExpression(), !417)
    #dbg_value(i64 0, !415, !DIExpression(), !418)
  %4 = icmp eq i64 %2, 0, !dbg !419
  br i1 %4, label %17, label %5, !dbg !421

5:                                                ; preds = %3
  %6 = trunc i32 %1 to i8
  br label %7, !dbg !421

7:                                                ; preds = %5, %12
  %8 = phi i64 [ 0, %5 ], [ %13, %12 ]
    #dbg_value(i64 %8, !415, !DIExpression(), !418)
  %9 = getelementptr inbounds i8, ptr %0, i64 %8, !dbg !422
  %10 = load i8, ptr %9, align 1, !dbg !422, !tbaa !350
  %11 = icmp eq i8 %10, %6, !dbg !424
  br i1 %11, label %15, label %12, !dbg !425

12:                                               ; preds = %7
  %13 = add nuw i64 %8, 1, !dbg !426
    #dbg_value(i64 %13, !415, !DIExpression(), !418)
  %14 = icmp eq i64 %13, %2, !dbg !419
  br i1 %14, label %17, label %7, !dbg !421, !llvm.loop !427

15:                                               ; preds = %7
  %16 = getelementptr inbounds i8, ptr %0, i64 %8
  br label %17, !dbg !429

17:                                               ; preds = %12, %15, %3
  %18 = phi ptr [ null, %3 ], [ %16, %15 ], [ null, %12 ]
  ret ptr %18, !dbg !429
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local i64 @strnlen(ptr nocapture noundef readonly %0, i64 noundef %1) local_unnamed_addr #6 !dbg !430 {
    #dbg_value(ptr %0, !434, !DIExpression(), !437)
    #dbg_value(i64 %1, !435, !DIExpression(), !437)
    #dbg_value(i64 0, !436, !DIExpression(), !437)
  %3 = icmp eq i64 %1, 0, !dbg !438
  br i1 %3, label %12, label %4, !dbg !439

4:                                                ; preds = %2, %9
  %5 = phi i64 [ %10, %9 ], [ 0, %2 ]
    #dbg_value(i64 %5, !436, !DIExpression(), !437)
  %6 = getelementptr inbounds i8, ptr %0, i64 %5, !dbg !440
  %7 = load i8, ptr %6, align 1, !dbg !440, !tbaa !350
  %8 = icmp eq i8 %7, 0, !dbg !439
  br i1 %8, label %12, label %9, !dbg !441

9:                                                ; preds = %4
  %10 = add nuw i64 %5, 1, !dbg !442
    #dbg_value(i64 %10, !436, !DIExpression(), !437)
  %11 = icmp eq i64 %10, %1, !dbg !438
  br i1 %11, label %12, label %4, !dbg !439, !llvm.loop !443

12:                                               ; preds = %4, %9, %2
  %13 = phi i64 [ 0, %2 ], [ %1, %9 ], [ %5, %4 ], !dbg !437
  ret i64 %13, !dbg !444
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local range(i32 -1, 2) i32 @strcmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !445 {
    #dbg_value(ptr %0, !449, !DIExpression(), !453)
    #dbg_value(ptr %1, !450, !DIExpression(), !453)
    #dbg_value(ptr %0, !451, !DIExpression(), !453)
    #dbg_value(ptr %1, !452, !DIExpression(), !453)
  %3 = load i8, ptr %0, align 1, !dbg !454, !tbaa !350
  %4 = icmp eq i8 %3, 0, !dbg !454
  br i1 %4, label %16, label %5, !dbg !455

5:                                                ; preds = %2, %11
  %6 = phi i8 [ %14, %11 ], [ %3, %2 ]
  %7 = phi ptr [ %13, %11 ], [ %1, %2 ]
  %8 = phi ptr [ %12, %11 ], [ %0, %2 ]
    #dbg_value(ptr %7, !452, !DIExpression(), !453)
    #dbg_value(ptr %8, !451, !DIExpression(), !453)
  %9 = load i8, ptr %7, align 1, !dbg !456, !tbaa !350
  %10 = icmp eq i8 %6, %9, !dbg !457
  br i1 %10, label %11, label %16, !dbg !458

11:                                               ; preds = %5
  %12 = getelementptr inbounds i8, ptr %8, i64 1, !dbg !459
    #dbg_value(ptr %12, !451, !DIExpression(), !453)
  %13 = getelementptr inbounds i8, ptr %7, i64 1, !dbg !461
    #dbg_value(ptr %13, !452, !DIExpression(), !453)
  %14 = load i8, ptr %12, align 1, !dbg !454, !tbaa !350
  %15 = icmp eq i8 %14, 0, !dbg !454
  br i1 %15, label %16, label %5, !dbg !455, !llvm.loop !462

16:                                               ; preds = %5, %11, %2
  %17 = phi ptr [ %1, %2 ], [ %13, %11 ], [ %7, %5 ], !dbg !453
  %18 = phi i8 [ 0, %2 ], [ 0, %11 ], [ %6, %5 ], !dbg !454
  %19 = load i8, ptr %17, align 1, !dbg !464, !tbaa !350
  %20 = icmp ugt i8 %18, %19, !dbg !465
  %21 = zext i1 %20 to i32, !dbg !465
  %22 = icmp ult i8 %18, %19, !dbg !466
  %23 = sext i1 %22 to i32, !dbg !466
  %24 = add nsw i32 %23, %21, !dbg !467
  ret i32 %24, !dbg !468
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local i32 @strncmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #6 !dbg !469 {
    #dbg_value(ptr %0, !473, !DIExpression(), !480)
    #dbg_value(ptr %1, !474, !DIExpression(), !480)
    #dbg_value(i64 %2, !475, !DIExpression(), !480)
    #dbg_value(ptr %0, !476, !DIExpression(), !480)
    #dbg_value(ptr %1, !477, !DIExpression(), !480)
    #dbg_value(i64 0, !478, !DIExpression(), !481)
  %4 = icmp eq i64 %2, 0, !dbg !482
  br i1 %4, label %23, label %5, !dbg !484

5:                                                ; preds = %3, %18
  %6 = phi i64 [ %20, %18 ], [ 0, %3 ]
    #dbg_value(i64 %6, !478, !DIExpression(), !481)
  %7 = getelementptr inbounds i8, ptr %0, i64 %6, !dbg !485
  %8 = load i8, ptr %7, align 1, !dbg !485, !tbaa !350
  %9 = getelementptr inbounds i8, ptr %1, i64 %6, !dbg !488
  %10 = load i8, ptr %9, align 1, !dbg !488, !tbaa !350
  %11 = icmp eq i8 %8, %10, !dbg !489
  br i1 %11, label %18, label %12, !dbg !490

12:                                               ; preds = %5
  %13 = icmp ugt i8 %8, %10, !dbg !491
  %14 = zext i1 %13 to i32, !dbg !491
  %15 = icmp ult i8 %8, %10, !dbg !492
  %16 = sext i1 %15 to i32, !dbg !492
  %17 = add nsw i32 %16, %14, !dbg !493
  br label %23, !dbg !494

18:                                               ; preds = %5
  %19 = icmp eq i8 %8, 0, !dbg !495
    #dbg_value(i64 %6, !478, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !481)
  %20 = add nuw i64 %6, 1
    #dbg_value(i64 %20, !478, !DIExpression(), !481)
    #dbg_value(i64 %20, !478, !DIExpression(), !481)
  %21 = icmp eq i64 %20, %2
  %22 = select i1 %19, i1 true, i1 %21, !dbg !497
  br i1 %22, label %23, label %5, !dbg !497, !llvm.loop !498

23:                                               ; preds = %18, %3, %12
  %24 = phi i32 [ %17, %12 ], [ 0, %3 ], [ 0, %18 ]
  ret i32 %24, !dbg !500
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local noundef ptr @strcpy(ptr noundef returned writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #10 !dbg !501 {
    #dbg_value(ptr %0, !503, !DIExpression(), !506)
    #dbg_value(ptr %1, !504, !DIExpression(), !506)
    #dbg_value(ptr %0, !505, !DIExpression(), !506)
  br label %3, !dbg !507

3:                                                ; preds = %3, %2
  %4 = phi ptr [ %1, %2 ], [ %6, %3 ]
  %5 = phi ptr [ %0, %2 ], [ %8, %3 ]
    #dbg_value(ptr %5, !503, !DIExpression(), !506)
    #dbg_value(ptr %4, !504, !DIExpression(), !506)
  %6 = getelementptr inbounds i8, ptr %4, i64 1, !dbg !508
    #dbg_value(ptr %6, !504, !DIExpression(), !506)
  %7 = load i8, ptr %4, align 1, !dbg !509, !tbaa !350
  %8 = getelementptr inbounds i8, ptr %5, i64 1, !dbg !510
    #dbg_value(ptr %8, !503, !DIExpression(), !506)
  store i8 %7, ptr %5, align 1, !dbg !511, !tbaa !350
  %9 = icmp eq i8 %7, 0, !dbg !507
  br i1 %9, label %10, label %3, !dbg !507, !llvm.loop !512

10:                                               ; preds = %3
  ret ptr %0, !dbg !514
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local noundef ptr @stpcpy(ptr noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #10 !dbg !515 {
    #dbg_value(ptr %0, !517, !DIExpression(), !519)
    #dbg_value(ptr %1, !518, !DIExpression(), !519)
    #dbg_value(ptr %1, !518, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !519)
  %3 = load i8, ptr %1, align 1, !dbg !520, !tbaa !350
  store i8 %3, ptr %0, align 1, !dbg !521, !tbaa !350
  %4 = icmp eq i8 %3, 0, !dbg !522
  br i1 %4, label %12, label %5, !dbg !522

5:                                                ; preds = %2, %5
  %6 = phi ptr [ %8, %5 ], [ %1, %2 ]
  %7 = phi ptr [ %9, %5 ], [ %0, %2 ]
    #dbg_value(ptr %6, !518, !DIExpression(), !519)
    #dbg_value(ptr %7, !517, !DIExpression(), !519)
  %8 = getelementptr inbounds i8, ptr %6, i64 1, !dbg !523
    #dbg_value(ptr %8, !518, !DIExpression(), !519)
  %9 = getelementptr inbounds i8, ptr %7, i64 1, !dbg !524
    #dbg_value(ptr %9, !517, !DIExpression(), !519)
    #dbg_value(ptr %8, !518, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !519)
  %10 = load i8, ptr %8, align 1, !dbg !520, !tbaa !350
  store i8 %10, ptr %9, align 1, !dbg !521, !tbaa !350
  %11 = icmp eq i8 %10, 0, !dbg !522
  br i1 %11, label %12, label %5, !dbg !522, !llvm.loop !525

12:                                               ; preds = %5, %2
  %13 = phi ptr [ %0, %2 ], [ %9, %5 ]
  ret ptr %13, !dbg !526
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptr @stpncpy(ptr noundef writeonly %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #11 !dbg !527 {
    #dbg_value(ptr %0, !531, !DIExpression(), !536)
    #dbg_value(ptr %1, !532, !DIExpression(), !536)
    #dbg_value(i64 %2, !533, !DIExpression(), !536)
    #dbg_value(i64 0, !534, !DIExpression(), !536)
  %4 = icmp eq i64 %2, 0, !dbg !537
  br i1 %4, label %14, label %5, !dbg !540

5:                                                ; preds = %3, %10
  %6 = phi i64 [ %12, %10 ], [ 0, %3 ]
    #dbg_value(i64 %6, !534, !DIExpression(), !536)
  %7 = getelementptr inbounds i8, ptr %1, i64 %6, !dbg !541
  %8 = load i8, ptr %7, align 1, !dbg !541, !tbaa !350
  %9 = icmp eq i8 %8, 0, !dbg !540
  br i1 %9, label %14, label %10, !dbg !542

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %0, i64 %6, !dbg !543
  store i8 %8, ptr %11, align 1, !dbg !544, !tbaa !350
  %12 = add nuw i64 %6, 1, !dbg !545
    #dbg_value(i64 %12, !534, !DIExpression(), !536)
  %13 = icmp eq i64 %12, %2, !dbg !537
  br i1 %13, label %56, label %5, !dbg !540, !llvm.loop !546

14:                                               ; preds = %5, %3
  %15 = phi i64 [ 0, %3 ], [ %6, %5 ], !dbg !536
    #dbg_value(!DIArgList(ptr %0, i64 %15), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !536)
    #dbg_value(i64 %15, !534, !DIExpression(), !536)
  %16 = icmp ult i64 %15, %2, !dbg !548
  br i1 %16, label %17, label %56, !dbg !551

17:                                               ; preds = %14
  %18 = sub i64 %2, %15, !dbg !551
  %19 = icmp ult i64 %18, 8, !dbg !551
  br i1 %19, label %49, label %20, !dbg !551

20:                                               ; preds = %17
  %21 = icmp ult i64 %18, 32, !dbg !551
  br i1 %21, label %37, label %22, !dbg !551

22:                                               ; preds = %20
  %23 = and i64 %18, -32, !dbg !551
  %24 = getelementptr i8, ptr %0, i64 %15
  br label %25, !dbg !551

25:                                               ; preds = %25, %22
  %26 = phi i64 [ 0, %22 ], [ %29, %25 ]
  %27 = getelementptr i8, ptr %24, i64 %26, !dbg !552
  %28 = getelementptr inbounds i8, ptr %27, i64 16, !dbg !553
  store <16 x i8> zeroinitializer, ptr %27, align 1, !dbg !553, !tbaa !350
  store <16 x i8> zeroinitializer, ptr %28, align 1, !dbg !553, !tbaa !350
  %29 = add nuw i64 %26, 32
  %30 = icmp eq i64 %29, %23
  br i1 %30, label %31, label %25, !llvm.loop !554

31:                                               ; preds = %25
  %32 = icmp eq i64 %18, %23, !dbg !551
  br i1 %32, label %56, label %33, !dbg !551

33:                                               ; preds = %31
  %34 = add i64 %15, %23, !dbg !551
  %35 = and i64 %18, 24, !dbg !551
  %36 = icmp eq i64 %35, 0, !dbg !551
  br i1 %36, label %49, label %37, !dbg !551

37:                                               ; preds = %20, %33
  %38 = phi i64 [ %23, %33 ], [ 0, %20 ]
  %39 = and i64 %18, -8, !dbg !551
  %40 = add i64 %15, %39, !dbg !551
  %41 = getelementptr i8, ptr %0, i64 %15
  br label %42, !dbg !551

42:                                               ; preds = %42, %37
  %43 = phi i64 [ %38, %37 ], [ %45, %42 ]
  %44 = getelementptr i8, ptr %41, i64 %43, !dbg !552
  store <8 x i8> zeroinitializer, ptr %44, align 1, !dbg !553, !tbaa !350
  %45 = add nuw i64 %43, 8
  %46 = icmp eq i64 %45, %39
  br i1 %46, label %47, label %42, !llvm.loop !558

47:                                               ; preds = %42
  %48 = icmp eq i64 %18, %39, !dbg !551
  br i1 %48, label %56, label %49, !dbg !551

49:                                               ; preds = %47, %17, %33
  %50 = phi i64 [ %15, %17 ], [ %34, %33 ], [ %40, %47 ]
  br label %51, !dbg !551

51:                                               ; preds = %49, %51
  %52 = phi i64 [ %54, %51 ], [ %50, %49 ]
    #dbg_value(i64 %52, !534, !DIExpression(), !536)
  %53 = getelementptr inbounds i8, ptr %0, i64 %52, !dbg !552
  store i8 0, ptr %53, align 1, !dbg !553, !tbaa !350
  %54 = add nuw i64 %52, 1, !dbg !559
    #dbg_value(i64 %54, !534, !DIExpression(), !536)
  %55 = icmp eq i64 %54, %2, !dbg !548
  br i1 %55, label %56, label %51, !dbg !551, !llvm.loop !560

56:                                               ; preds = %10, %51, %31, %47, %14
  %57 = phi i64 [ %15, %14 ], [ %15, %47 ], [ %15, %31 ], [ %15, %51 ], [ %2, %10 ]
  %58 = getelementptr inbounds i8, ptr %0, i64 %57, !dbg !561
    #dbg_value(ptr %58, !535, !DIExpression(), !536)
  ret ptr %58, !dbg !562
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local noundef ptr @strchrnul(ptr noundef readonly %0, i32 noundef %1) local_unnamed_addr #9 !dbg !563 {
    #dbg_value(ptr %0, !567, !DIExpression(), !569)
    #dbg_value(i32 %1, !568, !DIExpression(), !569)
  %3 = load i8, ptr %0, align 1, !dbg !570, !tbaa !350
  %4 = icmp eq i8 %3, 0, !dbg !570
  br i1 %4, label %17, label %5, !dbg !571

5:                                                ; preds = %2
  %6 = shl i32 %1, 24
  %7 = ashr exact i32 %6, 24
  br label %8, !dbg !571

8:                                                ; preds = %5, %13
  %9 = phi i8 [ %3, %5 ], [ %15, %13 ]
  %10 = phi ptr [ %0, %5 ], [ %14, %13 ]
    #dbg_value(ptr %10, !567, !DIExpression(), !569)
  %11 = sext i8 %9 to i32, !dbg !570
  %12 = icmp eq i32 %7, %11, !dbg !572
  br i1 %12, label %17, label %13, !dbg !573

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %10, i64 1, !dbg !574
    #dbg_value(ptr %14, !567, !DIExpression(), !569)
  %15 = load i8, ptr %14, align 1, !dbg !570, !tbaa !350
  %16 = icmp eq i8 %15, 0, !dbg !570
  br i1 %16, label %17, label %8, !dbg !571, !llvm.loop !575

17:                                               ; preds = %8, %13, %2
  %18 = phi ptr [ %0, %2 ], [ %14, %13 ], [ %10, %8 ]
  ret ptr %18, !dbg !576
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local noundef ptr @strncpy(ptr noundef returned writeonly %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #11 !dbg !577 {
    #dbg_value(ptr %0, !579, !DIExpression(), !583)
    #dbg_value(ptr %1, !580, !DIExpression(), !583)
    #dbg_value(i64 %2, !581, !DIExpression(), !583)
    #dbg_value(i64 0, !582, !DIExpression(), !583)
  %4 = icmp eq i64 %2, 0, !dbg !584
  br i1 %4, label %14, label %5, !dbg !587

5:                                                ; preds = %3, %10
  %6 = phi i64 [ %12, %10 ], [ 0, %3 ]
    #dbg_value(i64 %6, !582, !DIExpression(), !583)
  %7 = getelementptr inbounds i8, ptr %1, i64 %6, !dbg !588
  %8 = load i8, ptr %7, align 1, !dbg !588, !tbaa !350
  %9 = icmp eq i8 %8, 0, !dbg !587
  br i1 %9, label %14, label %10, !dbg !589

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %0, i64 %6, !dbg !590
  store i8 %8, ptr %11, align 1, !dbg !591, !tbaa !350
  %12 = add nuw i64 %6, 1, !dbg !592
    #dbg_value(i64 %12, !582, !DIExpression(), !583)
  %13 = icmp eq i64 %12, %2, !dbg !584
  br i1 %13, label %56, label %5, !dbg !587, !llvm.loop !593

14:                                               ; preds = %5, %3
  %15 = phi i64 [ 0, %3 ], [ %6, %5 ], !dbg !583
    #dbg_value(i64 %15, !582, !DIExpression(), !583)
  %16 = icmp ult i64 %15, %2, !dbg !595
  br i1 %16, label %17, label %56, !dbg !598

17:                                               ; preds = %14
  %18 = sub i64 %2, %15, !dbg !598
  %19 = icmp ult i64 %18, 8, !dbg !598
  br i1 %19, label %49, label %20, !dbg !598

20:                                               ; preds = %17
  %21 = icmp ult i64 %18, 32, !dbg !598
  br i1 %21, label %37, label %22, !dbg !598

22:                                               ; preds = %20
  %23 = and i64 %18, -32, !dbg !598
  %24 = getelementptr i8, ptr %0, i64 %15
  br label %25, !dbg !598

25:                                               ; preds = %25, %22
  %26 = phi i64 [ 0, %22 ], [ %29, %25 ]
  %27 = getelementptr i8, ptr %24, i64 %26, !dbg !599
  %28 = getelementptr inbounds i8, ptr %27, i64 16, !dbg !600
  store <16 x i8> zeroinitializer, ptr %27, align 1, !dbg !600, !tbaa !350
  store <16 x i8> zeroinitializer, ptr %28, align 1, !dbg !600, !tbaa !350
  %29 = add nuw i64 %26, 32
  %30 = icmp eq i64 %29, %23
  br i1 %30, label %31, label %25, !llvm.loop !601

31:                                               ; preds = %25
  %32 = icmp eq i64 %18, %23, !dbg !598
  br i1 %32, label %56, label %33, !dbg !598

33:                                               ; preds = %31
  %34 = add i64 %15, %23, !dbg !598
  %35 = and i64 %18, 24, !dbg !598
  %36 = icmp eq i64 %35, 0, !dbg !598
  br i1 %36, label %49, label %37, !dbg !598

37:                                               ; preds = %20, %33
  %38 = phi i64 [ %23, %33 ], [ 0, %20 ]
  %39 = and i64 %18, -8, !dbg !598
  %40 = add i64 %15, %39, !dbg !598
  %41 = getelementptr i8, ptr %0, i64 %15
  br label %42, !dbg !598

42:                                               ; preds = %42, %37
  %43 = phi i64 [ %38, %37 ], [ %45, %42 ]
  %44 = getelementptr i8, ptr %41, i64 %43, !dbg !599
  store <8 x i8> zeroinitializer, ptr %44, align 1, !dbg !600, !tbaa !350
  %45 = add nuw i64 %43, 8
  %46 = icmp eq i64 %45, %39
  br i1 %46, label %47, label %42, !llvm.loop !603

47:                                               ; preds = %42
  %48 = icmp eq i64 %18, %39, !dbg !598
  br i1 %48, label %56, label %49, !dbg !598

49:                                               ; preds = %47, %17, %33
  %50 = phi i64 [ %15, %17 ], [ %34, %33 ], [ %40, %47 ]
  br label %51, !dbg !598

51:                                               ; preds = %49, %51
  %52 = phi i64 [ %54, %51 ], [ %50, %49 ]
    #dbg_value(i64 %52, !582, !DIExpression(), !583)
  %53 = getelementptr inbounds i8, ptr %0, i64 %52, !dbg !599
  store i8 0, ptr %53, align 1, !dbg !600, !tbaa !350
  %54 = add nuw i64 %52, 1, !dbg !604
    #dbg_value(i64 %54, !582, !DIExpression(), !583)
  %55 = icmp eq i64 %54, %2, !dbg !595
  br i1 %55, label %56, label %51, !dbg !598, !llvm.loop !605

56:                                               ; preds = %10, %51, %31, %47, %14
  ret ptr %0, !dbg !606
}

; Function Attrs: nounwind
define dso_local noundef ptr @strcat(ptr noundef returned %0, ptr nocapture noundef readonly %1) local_unnamed_addr #7 !dbg !607 {
    #dbg_value(ptr %0, !609, !DIExpression(), !611)
    #dbg_value(ptr %1, !610, !DIExpression(), !611)
  %3 = tail call i64 @strlen(ptr noundef %0) #19, !dbg !612
  %4 = getelementptr inbounds i8, ptr %0, i64 %3, !dbg !613
    #dbg_value(ptr %4, !503, !DIExpression(), !614)
    #dbg_value(ptr %1, !504, !DIExpression(), !614)
    #dbg_value(ptr %4, !505, !DIExpression(), !614)
  br label %5, !dbg !616

5:                                                ; preds = %5, %2
  %6 = phi ptr [ %1, %2 ], [ %8, %5 ]
  %7 = phi ptr [ %4, %2 ], [ %10, %5 ]
    #dbg_value(ptr %7, !503, !DIExpression(), !614)
    #dbg_value(ptr %6, !504, !DIExpression(), !614)
  %8 = getelementptr inbounds i8, ptr %6, i64 1, !dbg !617
    #dbg_value(ptr %8, !504, !DIExpression(), !614)
  %9 = load i8, ptr %6, align 1, !dbg !618, !tbaa !350
  %10 = getelementptr inbounds i8, ptr %7, i64 1, !dbg !619
    #dbg_value(ptr %10, !503, !DIExpression(), !614)
  store i8 %9, ptr %7, align 1, !dbg !620, !tbaa !350
  %11 = icmp eq i8 %9, 0, !dbg !616
  br i1 %11, label %12, label %5, !dbg !616, !llvm.loop !621

12:                                               ; preds = %5
  ret ptr %0, !dbg !623
}

declare !dbg !624 i64 @strlen(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local noundef ptr @strncat(ptr noundef returned %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #7 !dbg !627 {
    #dbg_value(ptr %0, !629, !DIExpression(), !634)
    #dbg_value(ptr %1, !630, !DIExpression(), !634)
    #dbg_value(i64 %2, !631, !DIExpression(), !634)
  %4 = tail call i64 @strlen(ptr noundef %0) #19, !dbg !635
  %5 = getelementptr inbounds i8, ptr %0, i64 %4, !dbg !636
    #dbg_value(ptr %5, !632, !DIExpression(), !634)
    #dbg_value(i64 0, !633, !DIExpression(), !634)
  %6 = icmp eq i64 %2, 0, !dbg !637
  br i1 %6, label %16, label %7, !dbg !640

7:                                                ; preds = %3, %12
  %8 = phi i64 [ %14, %12 ], [ 0, %3 ]
    #dbg_value(i64 %8, !633, !DIExpression(), !634)
  %9 = getelementptr inbounds i8, ptr %1, i64 %8, !dbg !641
  %10 = load i8, ptr %9, align 1, !dbg !641, !tbaa !350
  %11 = icmp eq i8 %10, 0, !dbg !640
  br i1 %11, label %16, label %12, !dbg !642

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %5, i64 %8, !dbg !643
  store i8 %10, ptr %13, align 1, !dbg !644, !tbaa !350
  %14 = add nuw i64 %8, 1, !dbg !645
    #dbg_value(i64 %14, !633, !DIExpression(), !634)
  %15 = icmp eq i64 %14, %2, !dbg !637
  br i1 %15, label %16, label %7, !dbg !640, !llvm.loop !646

16:                                               ; preds = %7, %12, %3
  %17 = phi i64 [ 0, %3 ], [ %2, %12 ], [ %8, %7 ], !dbg !634
  %18 = getelementptr inbounds i8, ptr %5, i64 %17, !dbg !648
  store i8 0, ptr %18, align 1, !dbg !649, !tbaa !350
  ret ptr %0, !dbg !650
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local noundef ptr @strchr(ptr noundef readonly %0, i32 noundef %1) local_unnamed_addr #9 !dbg !651 {
    #dbg_value(ptr %0, !653, !DIExpression(), !655)
    #dbg_value(i32 %1, !654, !DIExpression(), !655)
  %3 = shl i32 %1, 24
  %4 = ashr exact i32 %3, 24
    #dbg_value(ptr %0, !653, !DIExpression(), !655)
  %5 = load i8, ptr %0, align 1, !dbg !656, !tbaa !350
  %6 = sext i8 %5 to i32, !dbg !656
  %7 = icmp eq i32 %4, %6, !dbg !661
  br i1 %7, label %17, label %8, !dbg !662

8:                                                ; preds = %2, %12
  %9 = phi i8 [ %14, %12 ], [ %5, %2 ]
  %10 = phi ptr [ %13, %12 ], [ %0, %2 ]
    #dbg_value(ptr %10, !653, !DIExpression(), !655)
  %11 = icmp eq i8 %9, 0, !dbg !663
  br i1 %11, label %17, label %12, !dbg !665

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %10, i64 1, !dbg !666
    #dbg_value(ptr %13, !653, !DIExpression(), !655)
  %14 = load i8, ptr %13, align 1, !dbg !656, !tbaa !350
  %15 = sext i8 %14 to i32, !dbg !656
  %16 = icmp eq i32 %4, %15, !dbg !661
  br i1 %16, label %17, label %8, !dbg !662, !llvm.loop !667

17:                                               ; preds = %12, %8, %2
  %18 = phi ptr [ %0, %2 ], [ null, %8 ], [ %13, %12 ], !dbg !670
  ret ptr %18, !dbg !671
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local ptr @strrchr(ptr noundef readonly %0, i32 noundef %1) local_unnamed_addr #9 !dbg !672 {
    #dbg_value(ptr %0, !674, !DIExpression(), !677)
    #dbg_value(i32 %1, !675, !DIExpression(), !677)
    #dbg_value(ptr null, !676, !DIExpression(), !677)
  %3 = shl i32 %1, 24
  %4 = ashr exact i32 %3, 24
  br label %5, !dbg !678

5:                                                ; preds = %5, %2
  %6 = phi ptr [ %0, %2 ], [ %13, %5 ]
  %7 = phi ptr [ null, %2 ], [ %11, %5 ], !dbg !677
    #dbg_value(ptr %7, !676, !DIExpression(), !677)
    #dbg_value(ptr %6, !674, !DIExpression(), !677)
  %8 = load i8, ptr %6, align 1, !dbg !679, !tbaa !350
  %9 = sext i8 %8 to i32, !dbg !679
  %10 = icmp eq i32 %4, %9, !dbg !684
  %11 = select i1 %10, ptr %6, ptr %7, !dbg !685
    #dbg_value(ptr %11, !676, !DIExpression(), !677)
  %12 = icmp eq i8 %8, 0, !dbg !686
  %13 = getelementptr inbounds i8, ptr %6, i64 1, !dbg !688
    #dbg_value(ptr %13, !674, !DIExpression(), !677)
  br i1 %12, label %14, label %5, !dbg !689, !llvm.loop !690

14:                                               ; preds = %5
  ret ptr %11, !dbg !693
}

; Function Attrs: nounwind
define dso_local noundef ptr @strstr(ptr noundef readonly %0, ptr noundef %1) local_unnamed_addr #7 !dbg !694 {
    #dbg_value(ptr %0, !698, !DIExpression(), !701)
    #dbg_value(ptr %1, !699, !DIExpression(), !701)
  %3 = tail call i64 @strlen(ptr noundef %1) #19, !dbg !702
    #dbg_value(i64 %3, !700, !DIExpression(), !701)
  %4 = icmp eq i64 %3, 0, !dbg !703
  br i1 %4, label %30, label %5, !dbg !705

5:                                                ; preds = %2
    #dbg_value(ptr %0, !698, !DIExpression(), !701)
  %6 = load i8, ptr %0, align 1, !dbg !706, !tbaa !350
  %7 = icmp eq i8 %6, 0, !dbg !709
  br i1 %7, label %30, label %8, !dbg !709

8:                                                ; preds = %5
  %9 = load i8, ptr %1, align 1, !tbaa !350
  br label %10, !dbg !709

10:                                               ; preds = %8, %26
  %11 = phi i8 [ %6, %8 ], [ %28, %26 ]
  %12 = phi ptr [ %0, %8 ], [ %27, %26 ]
    #dbg_value(ptr %12, !698, !DIExpression(), !701)
  %13 = icmp eq i8 %11, %9, !dbg !710
  br i1 %13, label %14, label %26, !dbg !712

14:                                               ; preds = %10, %21
  %15 = phi i64 [ %23, %21 ], [ 0, %10 ]
    #dbg_value(i64 %15, !478, !DIExpression(), !713)
  %16 = getelementptr inbounds i8, ptr %12, i64 %15, !dbg !715
  %17 = load i8, ptr %16, align 1, !dbg !715, !tbaa !350
  %18 = getelementptr inbounds i8, ptr %1, i64 %15, !dbg !716
  %19 = load i8, ptr %18, align 1, !dbg !716, !tbaa !350
  %20 = icmp eq i8 %17, %19, !dbg !717
  br i1 %20, label %21, label %26, !dbg !718

21:                                               ; preds = %14
  %22 = icmp eq i8 %17, 0, !dbg !719
    #dbg_value(i64 %15, !478, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !713)
  %23 = add nuw i64 %15, 1
    #dbg_value(i64 %23, !478, !DIExpression(), !713)
  %24 = icmp eq i64 %23, %3
  %25 = select i1 %22, i1 true, i1 %24, !dbg !720
  br i1 %25, label %30, label %14, !dbg !720, !llvm.loop !721

26:                                               ; preds = %14, %10
  %27 = getelementptr inbounds i8, ptr %12, i64 1, !dbg !724
    #dbg_value(ptr %27, !698, !DIExpression(), !701)
  %28 = load i8, ptr %27, align 1, !dbg !706, !tbaa !350
  %29 = icmp eq i8 %28, 0, !dbg !709
  br i1 %29, label %30, label %10, !dbg !709, !llvm.loop !725

30:                                               ; preds = %26, %21, %5, %2
  %31 = phi ptr [ %0, %2 ], [ null, %5 ], [ %12, %21 ], [ null, %26 ], !dbg !701
  ret ptr %31, !dbg !727
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local i64 @strspn(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !728 {
    #dbg_value(ptr %0, !732, !DIExpression(), !735)
    #dbg_value(ptr %1, !733, !DIExpression(), !735)
    #dbg_value(i64 0, !734, !DIExpression(), !735)
  %3 = load i8, ptr %0, align 1, !dbg !736, !tbaa !350
  %4 = icmp eq i8 %3, 0, !dbg !736
  br i1 %4, label %24, label %5, !dbg !737

5:                                                ; preds = %2
  %6 = load i8, ptr %1, align 1, !tbaa !350
  br label %7, !dbg !737

7:                                                ; preds = %5, %19
  %8 = phi i8 [ %3, %5 ], [ %22, %19 ]
  %9 = phi i64 [ 0, %5 ], [ %20, %19 ]
    #dbg_value(i64 %9, !734, !DIExpression(), !735)
    #dbg_value(ptr %1, !653, !DIExpression(), !738)
    #dbg_value(i8 %8, !654, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !738)
    #dbg_value(ptr %1, !653, !DIExpression(), !738)
  %10 = icmp eq i8 %8, %6, !dbg !740
  br i1 %10, label %19, label %11, !dbg !741

11:                                               ; preds = %7, %15
  %12 = phi i8 [ %17, %15 ], [ %6, %7 ]
  %13 = phi ptr [ %16, %15 ], [ %1, %7 ]
    #dbg_value(ptr %13, !653, !DIExpression(), !738)
  %14 = icmp eq i8 %12, 0, !dbg !742
  br i1 %14, label %24, label %15, !dbg !743

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i64 1, !dbg !744
    #dbg_value(ptr %16, !653, !DIExpression(), !738)
  %17 = load i8, ptr %16, align 1, !dbg !745, !tbaa !350
  %18 = icmp eq i8 %8, %17, !dbg !740
  br i1 %18, label %19, label %11, !dbg !741, !llvm.loop !746

19:                                               ; preds = %15, %7
  %20 = add i64 %9, 1, !dbg !749
    #dbg_value(i64 %20, !734, !DIExpression(), !735)
  %21 = getelementptr inbounds i8, ptr %0, i64 %20, !dbg !736
  %22 = load i8, ptr %21, align 1, !dbg !736, !tbaa !350
  %23 = icmp eq i8 %22, 0, !dbg !736
  br i1 %23, label %24, label %7, !dbg !737, !llvm.loop !750

24:                                               ; preds = %19, %11, %2
  %25 = phi i64 [ 0, %2 ], [ %9, %11 ], [ %20, %19 ]
  ret i64 %25, !dbg !752
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local i64 @strcspn(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !753 {
    #dbg_value(ptr %0, !755, !DIExpression(), !758)
    #dbg_value(ptr %1, !756, !DIExpression(), !758)
    #dbg_value(i64 0, !757, !DIExpression(), !758)
  %3 = load i8, ptr %0, align 1, !dbg !759, !tbaa !350
  %4 = icmp eq i8 %3, 0, !dbg !759
  br i1 %4, label %24, label %5, !dbg !760

5:                                                ; preds = %2
  %6 = load i8, ptr %1, align 1, !tbaa !350
  br label %7, !dbg !760

7:                                                ; preds = %5, %19
  %8 = phi i8 [ %3, %5 ], [ %22, %19 ]
  %9 = phi i64 [ 0, %5 ], [ %20, %19 ]
    #dbg_value(i64 %9, !757, !DIExpression(), !758)
    #dbg_value(ptr %1, !653, !DIExpression(), !761)
    #dbg_value(i8 %8, !654, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !761)
    #dbg_value(ptr %1, !653, !DIExpression(), !761)
  %10 = icmp eq i8 %8, %6, !dbg !763
  br i1 %10, label %24, label %11, !dbg !764

11:                                               ; preds = %7, %15
  %12 = phi i8 [ %17, %15 ], [ %6, %7 ]
  %13 = phi ptr [ %16, %15 ], [ %1, %7 ]
    #dbg_value(ptr %13, !653, !DIExpression(), !761)
  %14 = icmp eq i8 %12, 0, !dbg !765
  br i1 %14, label %19, label %15, !dbg !766

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i64 1, !dbg !767
    #dbg_value(ptr %16, !653, !DIExpression(), !761)
  %17 = load i8, ptr %16, align 1, !dbg !768, !tbaa !350
  %18 = icmp eq i8 %8, %17, !dbg !763
  br i1 %18, label %24, label %11, !dbg !764, !llvm.loop !769

19:                                               ; preds = %11
  %20 = add i64 %9, 1, !dbg !772
    #dbg_value(i64 %20, !757, !DIExpression(), !758)
  %21 = getelementptr inbounds i8, ptr %0, i64 %20, !dbg !759
  %22 = load i8, ptr %21, align 1, !dbg !759, !tbaa !350
  %23 = icmp eq i8 %22, 0, !dbg !759
  br i1 %23, label %24, label %7, !dbg !760, !llvm.loop !773

24:                                               ; preds = %19, %7, %15, %2
  %25 = phi i64 [ 0, %2 ], [ %9, %15 ], [ %20, %19 ], [ %9, %7 ]
  ret i64 %25, !dbg !775
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local ptr @strpbrk(ptr noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !776 {
    #dbg_value(ptr %0, !778, !DIExpression(), !780)
    #dbg_value(ptr %1, !779, !DIExpression(), !780)
    #dbg_value(ptr %0, !755, !DIExpression(), !781)
    #dbg_value(ptr %1, !756, !DIExpression(), !781)
    #dbg_value(i64 0, !757, !DIExpression(), !781)
  %3 = load i8, ptr %0, align 1, !dbg !783, !tbaa !350
  %4 = icmp eq i8 %3, 0, !dbg !783
  br i1 %4, label %24, label %5, !dbg !784

5:                                                ; preds = %2
  %6 = load i8, ptr %1, align 1, !tbaa !350
  br label %7, !dbg !784

7:                                                ; preds = %19, %5
  %8 = phi i8 [ %3, %5 ], [ %22, %19 ]
  %9 = phi i64 [ 0, %5 ], [ %20, %19 ]
    #dbg_value(i64 %9, !757, !DIExpression(), !781)
    #dbg_value(ptr %1, !653, !DIExpression(), !785)
    #dbg_value(i8 %8, !654, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !785)
    #dbg_value(ptr %1, !653, !DIExpression(), !785)
  %10 = icmp eq i8 %8, %6, !dbg !787
  br i1 %10, label %24, label %11, !dbg !788

11:                                               ; preds = %7, %15
  %12 = phi i8 [ %17, %15 ], [ %6, %7 ]
  %13 = phi ptr [ %16, %15 ], [ %1, %7 ]
    #dbg_value(ptr %13, !653, !DIExpression(), !785)
  %14 = icmp eq i8 %12, 0, !dbg !789
  br i1 %14, label %19, label %15, !dbg !790

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i64 1, !dbg !791
    #dbg_value(ptr %16, !653, !DIExpression(), !785)
  %17 = load i8, ptr %16, align 1, !dbg !792, !tbaa !350
  %18 = icmp eq i8 %8, %17, !dbg !787
  br i1 %18, label %24, label %11, !dbg !788, !llvm.loop !793

19:                                               ; preds = %11
  %20 = add i64 %9, 1, !dbg !796
    #dbg_value(i64 %20, !757, !DIExpression(), !781)
  %21 = getelementptr inbounds i8, ptr %0, i64 %20, !dbg !783
  %22 = load i8, ptr %21, align 1, !dbg !783, !tbaa !350
  %23 = icmp eq i8 %22, 0, !dbg !783
  br i1 %23, label %24, label %7, !dbg !784, !llvm.loop !797

24:                                               ; preds = %7, %19, %15, %2
  %25 = phi i64 [ 0, %2 ], [ %9, %15 ], [ %9, %7 ], [ %20, %19 ]
  %26 = getelementptr inbounds i8, ptr %0, i64 %25, !dbg !799
    #dbg_value(ptr %26, !778, !DIExpression(), !780)
  %27 = load i8, ptr %26, align 1, !dbg !800, !tbaa !350
  %28 = icmp eq i8 %27, 0, !dbg !800
  %29 = select i1 %28, ptr null, ptr %26, !dbg !800
  ret ptr %29, !dbg !801
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local noundef ptr @strtok_r(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2) local_unnamed_addr #10 !dbg !802 {
    #dbg_value(ptr %0, !807, !DIExpression(), !811)
    #dbg_value(ptr %1, !808, !DIExpression(), !811)
    #dbg_value(ptr %2, !809, !DIExpression(), !811)
  %4 = icmp eq ptr %0, null, !dbg !812
  br i1 %4, label %5, label %7, !dbg !814

5:                                                ; preds = %3
  %6 = load ptr, ptr %2, align 8, !dbg !815, !tbaa !302
    #dbg_value(ptr %6, !807, !DIExpression(), !811)
  br label %7, !dbg !816

7:                                                ; preds = %5, %3
  %8 = phi ptr [ %0, %3 ], [ %6, %5 ]
    #dbg_value(ptr %8, !807, !DIExpression(), !811)
    #dbg_value(ptr %8, !732, !DIExpression(), !817)
    #dbg_value(ptr %1, !733, !DIExpression(), !817)
    #dbg_value(i64 0, !734, !DIExpression(), !817)
  %9 = load i8, ptr %8, align 1, !dbg !819, !tbaa !350
  %10 = icmp eq i8 %9, 0, !dbg !819
  br i1 %10, label %30, label %11, !dbg !820

11:                                               ; preds = %7
  %12 = load i8, ptr %1, align 1, !tbaa !350
  br label %13, !dbg !820

13:                                               ; preds = %25, %11
  %14 = phi i8 [ %9, %11 ], [ %28, %25 ]
  %15 = phi i64 [ 0, %11 ], [ %26, %25 ]
    #dbg_value(i64 %15, !734, !DIExpression(), !817)
    #dbg_value(ptr %1, !653, !DIExpression(), !821)
    #dbg_value(i8 %14, !654, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !821)
    #dbg_value(ptr %1, !653, !DIExpression(), !821)
  %16 = icmp eq i8 %14, %12, !dbg !823
  br i1 %16, label %25, label %17, !dbg !824

17:                                               ; preds = %13, %21
  %18 = phi i8 [ %23, %21 ], [ %12, %13 ]
  %19 = phi ptr [ %22, %21 ], [ %1, %13 ]
    #dbg_value(ptr %19, !653, !DIExpression(), !821)
  %20 = icmp eq i8 %18, 0, !dbg !825
  br i1 %20, label %33, label %21, !dbg !826

21:                                               ; preds = %17
  %22 = getelementptr inbounds i8, ptr %19, i64 1, !dbg !827
    #dbg_value(ptr %22, !653, !DIExpression(), !821)
  %23 = load i8, ptr %22, align 1, !dbg !828, !tbaa !350
  %24 = icmp eq i8 %14, %23, !dbg !823
  br i1 %24, label %25, label %17, !dbg !824, !llvm.loop !829

25:                                               ; preds = %21, %13
  %26 = add i64 %15, 1, !dbg !832
    #dbg_value(i64 %26, !734, !DIExpression(), !817)
  %27 = getelementptr inbounds i8, ptr %8, i64 %26, !dbg !819
  %28 = load i8, ptr %27, align 1, !dbg !819, !tbaa !350
  %29 = icmp eq i8 %28, 0, !dbg !819
  br i1 %29, label %30, label %13, !dbg !820, !llvm.loop !833

30:                                               ; preds = %25, %7
  %31 = phi i64 [ 0, %7 ], [ %26, %25 ]
  %32 = getelementptr inbounds i8, ptr %8, i64 %31, !dbg !835
    #dbg_value(ptr %32, !807, !DIExpression(), !811)
  br label %60, !dbg !836

33:                                               ; preds = %17
  %34 = getelementptr inbounds i8, ptr %8, i64 %15, !dbg !835
    #dbg_value(ptr %34, !807, !DIExpression(), !811)
    #dbg_value(ptr %34, !755, !DIExpression(), !837)
    #dbg_value(ptr %1, !756, !DIExpression(), !837)
    #dbg_value(i64 0, !757, !DIExpression(), !837)
  %35 = load i8, ptr %1, align 1, !tbaa !350
  br label %36, !dbg !839

36:                                               ; preds = %48, %33
  %37 = phi i8 [ %14, %33 ], [ %51, %48 ]
  %38 = phi i64 [ 0, %33 ], [ %49, %48 ]
    #dbg_value(i64 %38, !757, !DIExpression(), !837)
    #dbg_value(i8 %37, !654, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !840)
    #dbg_value(ptr %1, !653, !DIExpression(), !840)
  %39 = icmp eq i8 %37, %35, !dbg !842
  br i1 %39, label %53, label %40, !dbg !843

40:                                               ; preds = %36, %44
  %41 = phi i8 [ %46, %44 ], [ %35, %36 ]
  %42 = phi ptr [ %45, %44 ], [ %1, %36 ]
    #dbg_value(ptr %42, !653, !DIExpression(), !840)
  %43 = icmp eq i8 %41, 0, !dbg !844
  br i1 %43, label %48, label %44, !dbg !845

44:                                               ; preds = %40
  %45 = getelementptr inbounds i8, ptr %42, i64 1, !dbg !846
    #dbg_value(ptr %45, !653, !DIExpression(), !840)
  %46 = load i8, ptr %45, align 1, !dbg !847, !tbaa !350
  %47 = icmp eq i8 %37, %46, !dbg !842
  br i1 %47, label %53, label %40, !dbg !843, !llvm.loop !848

48:                                               ; preds = %40
  %49 = add i64 %38, 1, !dbg !851
    #dbg_value(i64 %49, !757, !DIExpression(), !837)
  %50 = getelementptr inbounds i8, ptr %34, i64 %49, !dbg !852
  %51 = load i8, ptr %50, align 1, !dbg !852, !tbaa !350
  %52 = icmp eq i8 %51, 0, !dbg !852
  br i1 %52, label %53, label %36, !dbg !839, !llvm.loop !853

53:                                               ; preds = %36, %48, %44
  %54 = phi i64 [ %38, %44 ], [ %38, %36 ], [ %49, %48 ]
  %55 = getelementptr inbounds i8, ptr %34, i64 %54, !dbg !855
    #dbg_value(ptr %55, !810, !DIExpression(), !811)
  %56 = load i8, ptr %55, align 1, !dbg !856, !tbaa !350
  %57 = icmp eq i8 %56, 0, !dbg !856
  br i1 %57, label %60, label %58, !dbg !858

58:                                               ; preds = %53
  %59 = getelementptr inbounds i8, ptr %55, i64 1, !dbg !859
    #dbg_value(ptr %59, !810, !DIExpression(), !811)
  store i8 0, ptr %55, align 1, !dbg !860, !tbaa !350
  br label %60, !dbg !861

60:                                               ; preds = %30, %53, %58
  %61 = phi ptr [ %59, %58 ], [ %55, %53 ], [ %32, %30 ], !dbg !811
  %62 = phi ptr [ %34, %58 ], [ %34, %53 ], [ null, %30 ], !dbg !811
  store ptr %61, ptr %2, align 8, !dbg !811, !tbaa !302
  ret ptr %62, !dbg !862
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local ptr @strtok(ptr noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #10 !dbg !63 {
    #dbg_value(ptr %0, !67, !DIExpression(), !863)
    #dbg_value(ptr %1, !68, !DIExpression(), !863)
    #dbg_value(ptr %0, !807, !DIExpression(), !864)
    #dbg_value(ptr %1, !808, !DIExpression(), !864)
    #dbg_value(ptr @strtok.save, !809, !DIExpression(), !864)
  %3 = icmp eq ptr %0, null, !dbg !866
  %4 = load ptr, ptr @strtok.save, align 8
  %5 = select i1 %3, ptr %4, ptr %0, !dbg !867
    #dbg_value(ptr %5, !807, !DIExpression(), !864)
    #dbg_value(ptr %5, !732, !DIExpression(), !868)
    #dbg_value(ptr %1, !733, !DIExpression(), !868)
    #dbg_value(i64 0, !734, !DIExpression(), !868)
  %6 = load i8, ptr %5, align 1, !dbg !870, !tbaa !350
  %7 = icmp eq i8 %6, 0, !dbg !870
  br i1 %7, label %27, label %8, !dbg !871

8:                                                ; preds = %2
  %9 = load i8, ptr %1, align 1, !tbaa !350
  br label %10, !dbg !871

10:                                               ; preds = %22, %8
  %11 = phi i8 [ %6, %8 ], [ %25, %22 ]
  %12 = phi i64 [ 0, %8 ], [ %23, %22 ]
    #dbg_value(i64 %12, !734, !DIExpression(), !868)
    #dbg_value(ptr %1, !653, !DIExpression(), !872)
    #dbg_value(i8 %11, !654, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !872)
    #dbg_value(ptr %1, !653, !DIExpression(), !872)
  %13 = icmp eq i8 %11, %9, !dbg !874
  br i1 %13, label %22, label %14, !dbg !875

14:                                               ; preds = %10, %18
  %15 = phi i8 [ %20, %18 ], [ %9, %10 ]
  %16 = phi ptr [ %19, %18 ], [ %1, %10 ]
    #dbg_value(ptr %16, !653, !DIExpression(), !872)
  %17 = icmp eq i8 %15, 0, !dbg !876
  br i1 %17, label %30, label %18, !dbg !877

18:                                               ; preds = %14
  %19 = getelementptr inbounds i8, ptr %16, i64 1, !dbg !878
    #dbg_value(ptr %19, !653, !DIExpression(), !872)
  %20 = load i8, ptr %19, align 1, !dbg !879, !tbaa !350
  %21 = icmp eq i8 %11, %20, !dbg !874
  br i1 %21, label %22, label %14, !dbg !875, !llvm.loop !880

22:                                               ; preds = %18, %10
  %23 = add i64 %12, 1, !dbg !883
    #dbg_value(i64 %23, !734, !DIExpression(), !868)
  %24 = getelementptr inbounds i8, ptr %5, i64 %23, !dbg !870
  %25 = load i8, ptr %24, align 1, !dbg !870, !tbaa !350
  %26 = icmp eq i8 %25, 0, !dbg !870
  br i1 %26, label %27, label %10, !dbg !871, !llvm.loop !884

27:                                               ; preds = %22, %2
  %28 = phi i64 [ 0, %2 ], [ %23, %22 ]
  %29 = getelementptr inbounds i8, ptr %5, i64 %28, !dbg !886
    #dbg_value(ptr %29, !807, !DIExpression(), !864)
  br label %56, !dbg !887

30:                                               ; preds = %14
  %31 = getelementptr inbounds i8, ptr %5, i64 %12, !dbg !886
    #dbg_value(ptr %31, !807, !DIExpression(), !864)
    #dbg_value(ptr %31, !755, !DIExpression(), !888)
    #dbg_value(ptr %1, !756, !DIExpression(), !888)
    #dbg_value(i64 0, !757, !DIExpression(), !888)
  br label %32, !dbg !890

32:                                               ; preds = %44, %30
  %33 = phi i8 [ %11, %30 ], [ %47, %44 ]
  %34 = phi i64 [ 0, %30 ], [ %45, %44 ]
    #dbg_value(i64 %34, !757, !DIExpression(), !888)
    #dbg_value(i8 %33, !654, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !891)
    #dbg_value(ptr %1, !653, !DIExpression(), !891)
  %35 = icmp eq i8 %33, %9, !dbg !893
  br i1 %35, label %49, label %36, !dbg !894

36:                                               ; preds = %32, %40
  %37 = phi i8 [ %42, %40 ], [ %9, %32 ]
  %38 = phi ptr [ %41, %40 ], [ %1, %32 ]
    #dbg_value(ptr %38, !653, !DIExpression(), !891)
  %39 = icmp eq i8 %37, 0, !dbg !895
  br i1 %39, label %44, label %40, !dbg !896

40:                                               ; preds = %36
  %41 = getelementptr inbounds i8, ptr %38, i64 1, !dbg !897
    #dbg_value(ptr %41, !653, !DIExpression(), !891)
  %42 = load i8, ptr %41, align 1, !dbg !898, !tbaa !350
  %43 = icmp eq i8 %33, %42, !dbg !893
  br i1 %43, label %49, label %36, !dbg !894, !llvm.loop !899

44:                                               ; preds = %36
  %45 = add i64 %34, 1, !dbg !902
    #dbg_value(i64 %45, !757, !DIExpression(), !888)
  %46 = getelementptr inbounds i8, ptr %31, i64 %45, !dbg !903
  %47 = load i8, ptr %46, align 1, !dbg !903, !tbaa !350
  %48 = icmp eq i8 %47, 0, !dbg !903
  br i1 %48, label %49, label %32, !dbg !890, !llvm.loop !904

49:                                               ; preds = %44, %32, %40
  %50 = phi i64 [ %34, %40 ], [ %45, %44 ], [ %34, %32 ]
  %51 = getelementptr inbounds i8, ptr %31, i64 %50, !dbg !906
    #dbg_value(ptr %51, !810, !DIExpression(), !864)
  %52 = load i8, ptr %51, align 1, !dbg !907, !tbaa !350
  %53 = icmp eq i8 %52, 0, !dbg !907
  br i1 %53, label %56, label %54, !dbg !908

54:                                               ; preds = %49
  %55 = getelementptr inbounds i8, ptr %51, i64 1, !dbg !909
    #dbg_value(ptr %55, !810, !DIExpression(), !864)
  store i8 0, ptr %51, align 1, !dbg !910, !tbaa !350
  br label %56, !dbg !911

56:                                               ; preds = %27, %49, %54
  %57 = phi ptr [ %55, %54 ], [ %51, %49 ], [ %29, %27 ], !dbg !864
  %58 = phi ptr [ %31, %54 ], [ %31, %49 ], [ null, %27 ], !dbg !864
  store ptr %57, ptr @strtok.save, align 8, !dbg !864, !tbaa !302
  ret ptr %58, !dbg !912
}

; Function Attrs: nounwind
define dso_local ptr @strdup(ptr noundef %0) local_unnamed_addr #7 !dbg !913 {
    #dbg_value(ptr %0, !917, !DIExpression(), !920)
  %2 = tail call i64 @strlen(ptr noundef %0) #19, !dbg !921
  %3 = add i64 %2, 1, !dbg !922
    #dbg_value(i64 %3, !918, !DIExpression(), !920)
  %4 = tail call ptr @malloc(i64 noundef %3) #19, !dbg !923
    #dbg_value(ptr %4, !919, !DIExpression(), !920)
  %5 = icmp eq ptr %4, null, !dbg !924
  br i1 %5, label %8, label %6, !dbg !926

6:                                                ; preds = %1
  %7 = tail call ptr @memcpy(ptr noundef nonnull %4, ptr noundef %0, i64 noundef %3) #19, !dbg !927
  br label %8, !dbg !927

8:                                                ; preds = %6, %1
  ret ptr %4, !dbg !928
}

declare !dbg !929 ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local ptr @strndup(ptr noundef %0, i64 noundef %1) local_unnamed_addr #7 !dbg !932 {
    #dbg_value(ptr %0, !936, !DIExpression(), !940)
    #dbg_value(i64 %1, !937, !DIExpression(), !940)
    #dbg_value(ptr %0, !434, !DIExpression(), !941)
    #dbg_value(i64 %1, !435, !DIExpression(), !941)
    #dbg_value(i64 0, !436, !DIExpression(), !941)
  %3 = icmp eq i64 %1, 0, !dbg !943
  br i1 %3, label %12, label %4, !dbg !944

4:                                                ; preds = %2, %9
  %5 = phi i64 [ %10, %9 ], [ 0, %2 ]
    #dbg_value(i64 %5, !436, !DIExpression(), !941)
  %6 = getelementptr inbounds i8, ptr %0, i64 %5, !dbg !945
  %7 = load i8, ptr %6, align 1, !dbg !945, !tbaa !350
  %8 = icmp eq i8 %7, 0, !dbg !944
  br i1 %8, label %12, label %9, !dbg !946

9:                                                ; preds = %4
  %10 = add nuw i64 %5, 1, !dbg !947
    #dbg_value(i64 %10, !436, !DIExpression(), !941)
  %11 = icmp eq i64 %10, %1, !dbg !943
  br i1 %11, label %12, label %4, !dbg !944, !llvm.loop !948

12:                                               ; preds = %4, %9, %2
  %13 = phi i64 [ 0, %2 ], [ %5, %4 ], [ %1, %9 ], !dbg !941
    #dbg_value(i64 %13, !938, !DIExpression(), !940)
  %14 = add i64 %13, 1, !dbg !949
  %15 = tail call ptr @malloc(i64 noundef %14) #19, !dbg !950
    #dbg_value(ptr %15, !939, !DIExpression(), !940)
  %16 = icmp eq ptr %15, null, !dbg !951
  br i1 %16, label %20, label %17, !dbg !953

17:                                               ; preds = %12
  %18 = tail call ptr @memcpy(ptr noundef nonnull %15, ptr noundef %0, i64 noundef %13) #19, !dbg !954
  %19 = getelementptr inbounds i8, ptr %15, i64 %13, !dbg !956
  store i8 0, ptr %19, align 1, !dbg !957, !tbaa !350
  br label %20, !dbg !958

20:                                               ; preds = %17, %12
  ret ptr %15, !dbg !959
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef nonnull ptr @__ctype_b_loc() local_unnamed_addr #0 !dbg !960 {
  ret ptr @ctype_b, !dbg !964
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef nonnull ptr @__ctype_tolower_loc() local_unnamed_addr #0 !dbg !965 {
  ret ptr @ctype_lower, !dbg !969
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef nonnull ptr @__ctype_toupper_loc() local_unnamed_addr #0 !dbg !970 {
  ret ptr @ctype_upper, !dbg !971
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 1025) i32 @isalpha(i32 noundef %0) local_unnamed_addr #0 !dbg !972 {
    #dbg_value(i32 %0, !976, !DIExpression(), !977)
    #dbg_value(i32 %0, !978, !DIExpression(), !981)
  %2 = add i32 %0, 128, !dbg !983
  %3 = icmp ult i32 %2, 384, !dbg !983
  br i1 %3, label %4, label %10, !dbg !983

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !984
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !984
  %7 = load i16, ptr %6, align 2, !dbg !984, !tbaa !985
  %8 = and i16 %7, 1024, !dbg !987
  %9 = zext nneg i16 %8 to i32, !dbg !987
  br label %10, !dbg !988

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !988
  ret i32 %11, !dbg !989
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 2049) i32 @isdigit(i32 noundef %0) local_unnamed_addr #0 !dbg !990 {
    #dbg_value(i32 %0, !992, !DIExpression(), !993)
    #dbg_value(i32 %0, !978, !DIExpression(), !994)
  %2 = add i32 %0, 128, !dbg !996
  %3 = icmp ult i32 %2, 384, !dbg !996
  br i1 %3, label %4, label %10, !dbg !996

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !997
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !997
  %7 = load i16, ptr %6, align 2, !dbg !997, !tbaa !985
  %8 = and i16 %7, 2048, !dbg !998
  %9 = zext nneg i16 %8 to i32, !dbg !998
  br label %10, !dbg !999

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !999
  ret i32 %11, !dbg !1000
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 9) i32 @isalnum(i32 noundef %0) local_unnamed_addr #0 !dbg !1001 {
    #dbg_value(i32 %0, !1003, !DIExpression(), !1004)
    #dbg_value(i32 %0, !978, !DIExpression(), !1005)
  %2 = add i32 %0, 128, !dbg !1007
  %3 = icmp ult i32 %2, 384, !dbg !1007
  br i1 %3, label %4, label %10, !dbg !1007

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !1008
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1008
  %7 = load i16, ptr %6, align 2, !dbg !1008, !tbaa !985
  %8 = and i16 %7, 8, !dbg !1009
  %9 = zext nneg i16 %8 to i32, !dbg !1009
  br label %10, !dbg !1010

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !1010
  ret i32 %11, !dbg !1011
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 8193) i32 @isspace(i32 noundef %0) local_unnamed_addr #0 !dbg !1012 {
    #dbg_value(i32 %0, !1014, !DIExpression(), !1015)
    #dbg_value(i32 %0, !978, !DIExpression(), !1016)
  %2 = add i32 %0, 128, !dbg !1018
  %3 = icmp ult i32 %2, 384, !dbg !1018
  br i1 %3, label %4, label %10, !dbg !1018

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !1019
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1019
  %7 = load i16, ptr %6, align 2, !dbg !1019, !tbaa !985
  %8 = and i16 %7, 8192, !dbg !1020
  %9 = zext nneg i16 %8 to i32, !dbg !1020
  br label %10, !dbg !1021

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !1021
  ret i32 %11, !dbg !1022
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 257) i32 @isupper(i32 noundef %0) local_unnamed_addr #0 !dbg !1023 {
    #dbg_value(i32 %0, !1025, !DIExpression(), !1026)
    #dbg_value(i32 %0, !978, !DIExpression(), !1027)
  %2 = add i32 %0, 128, !dbg !1029
  %3 = icmp ult i32 %2, 384, !dbg !1029
  br i1 %3, label %4, label %10, !dbg !1029

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !1030
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1030
  %7 = load i16, ptr %6, align 2, !dbg !1030, !tbaa !985
  %8 = and i16 %7, 256, !dbg !1031
  %9 = zext nneg i16 %8 to i32, !dbg !1031
  br label %10, !dbg !1032

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !1032
  ret i32 %11, !dbg !1033
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 513) i32 @islower(i32 noundef %0) local_unnamed_addr #0 !dbg !1034 {
    #dbg_value(i32 %0, !1036, !DIExpression(), !1037)
    #dbg_value(i32 %0, !978, !DIExpression(), !1038)
  %2 = add i32 %0, 128, !dbg !1040
  %3 = icmp ult i32 %2, 384, !dbg !1040
  br i1 %3, label %4, label %10, !dbg !1040

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !1041
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1041
  %7 = load i16, ptr %6, align 2, !dbg !1041, !tbaa !985
  %8 = and i16 %7, 512, !dbg !1042
  %9 = zext nneg i16 %8 to i32, !dbg !1042
  br label %10, !dbg !1043

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !1043
  ret i32 %11, !dbg !1044
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 4097) i32 @isxdigit(i32 noundef %0) local_unnamed_addr #0 !dbg !1045 {
    #dbg_value(i32 %0, !1047, !DIExpression(), !1048)
    #dbg_value(i32 %0, !978, !DIExpression(), !1049)
  %2 = add i32 %0, 128, !dbg !1051
  %3 = icmp ult i32 %2, 384, !dbg !1051
  br i1 %3, label %4, label %10, !dbg !1051

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !1052
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1052
  %7 = load i16, ptr %6, align 2, !dbg !1052, !tbaa !985
  %8 = and i16 %7, 4096, !dbg !1053
  %9 = zext nneg i16 %8 to i32, !dbg !1053
  br label %10, !dbg !1054

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !1054
  ret i32 %11, !dbg !1055
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 16385) i32 @isprint(i32 noundef %0) local_unnamed_addr #0 !dbg !1056 {
    #dbg_value(i32 %0, !1058, !DIExpression(), !1059)
    #dbg_value(i32 %0, !978, !DIExpression(), !1060)
  %2 = add i32 %0, 128, !dbg !1062
  %3 = icmp ult i32 %2, 384, !dbg !1062
  br i1 %3, label %4, label %10, !dbg !1062

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !1063
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1063
  %7 = load i16, ptr %6, align 2, !dbg !1063, !tbaa !985
  %8 = and i16 %7, 16384, !dbg !1064
  %9 = zext nneg i16 %8 to i32, !dbg !1064
  br label %10, !dbg !1065

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !1065
  ret i32 %11, !dbg !1066
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 32769) i32 @isgraph(i32 noundef %0) local_unnamed_addr #0 !dbg !1067 {
    #dbg_value(i32 %0, !1069, !DIExpression(), !1070)
    #dbg_value(i32 %0, !978, !DIExpression(), !1071)
  %2 = add i32 %0, 128, !dbg !1073
  %3 = icmp ult i32 %2, 384, !dbg !1073
  br i1 %3, label %4, label %10, !dbg !1073

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !1074
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1074
  %7 = load i16, ptr %6, align 2, !dbg !1074, !tbaa !985
  %8 = and i16 %7, -32768, !dbg !1075
  %9 = zext i16 %8 to i32, !dbg !1075
  br label %10, !dbg !1076

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !1076
  ret i32 %11, !dbg !1077
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 5) i32 @ispunct(i32 noundef %0) local_unnamed_addr #0 !dbg !1078 {
    #dbg_value(i32 %0, !1080, !DIExpression(), !1081)
    #dbg_value(i32 %0, !978, !DIExpression(), !1082)
  %2 = add i32 %0, 128, !dbg !1084
  %3 = icmp ult i32 %2, 384, !dbg !1084
  br i1 %3, label %4, label %10, !dbg !1084

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !1085
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1085
  %7 = load i16, ptr %6, align 2, !dbg !1085, !tbaa !985
  %8 = and i16 %7, 4, !dbg !1086
  %9 = zext nneg i16 %8 to i32, !dbg !1086
  br label %10, !dbg !1087

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !1087
  ret i32 %11, !dbg !1088
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 3) i32 @iscntrl(i32 noundef %0) local_unnamed_addr #0 !dbg !1089 {
    #dbg_value(i32 %0, !1091, !DIExpression(), !1092)
    #dbg_value(i32 %0, !978, !DIExpression(), !1093)
  %2 = add i32 %0, 128, !dbg !1095
  %3 = icmp ult i32 %2, 384, !dbg !1095
  br i1 %3, label %4, label %10, !dbg !1095

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !1096
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1096
  %7 = load i16, ptr %6, align 2, !dbg !1096, !tbaa !985
  %8 = and i16 %7, 2, !dbg !1097
  %9 = zext nneg i16 %8 to i32, !dbg !1097
  br label %10, !dbg !1098

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !1098
  ret i32 %11, !dbg !1099
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 2) i32 @isblank(i32 noundef %0) local_unnamed_addr #0 !dbg !1100 {
    #dbg_value(i32 %0, !1102, !DIExpression(), !1103)
    #dbg_value(i32 %0, !978, !DIExpression(), !1104)
  %2 = add i32 %0, 128, !dbg !1106
  %3 = icmp ult i32 %2, 384, !dbg !1106
  br i1 %3, label %4, label %10, !dbg !1106

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !1107
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1107
  %7 = load i16, ptr %6, align 2, !dbg !1107, !tbaa !985
  %8 = and i16 %7, 1, !dbg !1108
  %9 = zext nneg i16 %8 to i32, !dbg !1108
  br label %10, !dbg !1109

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !1109
  ret i32 %11, !dbg !1110
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @tolower(i32 noundef %0) local_unnamed_addr #0 !dbg !1111 {
    #dbg_value(i32 %0, !1113, !DIExpression(), !1114)
  %2 = add i32 %0, 128, !dbg !1115
  %3 = icmp ult i32 %2, 384, !dbg !1115
  br i1 %3, label %4, label %8, !dbg !1115

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !1116
  %6 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %5, !dbg !1116
  %7 = load i32, ptr %6, align 4, !dbg !1116, !tbaa !293
  br label %8, !dbg !1117

8:                                                ; preds = %1, %4
  %9 = phi i32 [ %7, %4 ], [ %0, %1 ], !dbg !1117
  ret i32 %9, !dbg !1118
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @toupper(i32 noundef %0) local_unnamed_addr #0 !dbg !1119 {
    #dbg_value(i32 %0, !1121, !DIExpression(), !1122)
  %2 = add i32 %0, 128, !dbg !1123
  %3 = icmp ult i32 %2, 384, !dbg !1123
  br i1 %3, label %4, label %8, !dbg !1123

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !1124
  %6 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_upper_table, i64 512), i64 %5, !dbg !1124
  %7 = load i32, ptr %6, align 4, !dbg !1124, !tbaa !293
  br label %8, !dbg !1125

8:                                                ; preds = %1, %4
  %9 = phi i32 [ %7, %4 ], [ %0, %1 ], !dbg !1125
  ret i32 %9, !dbg !1126
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @abs(i32 noundef %0) local_unnamed_addr #0 !dbg !1127 {
    #dbg_value(i32 %0, !1129, !DIExpression(), !1130)
  %2 = tail call i32 @llvm.abs.i32(i32 %0, i1 true), !dbg !1131
  ret i32 %2, !dbg !1132
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i64 @labs(i64 noundef %0) local_unnamed_addr #0 !dbg !1133 {
    #dbg_value(i64 %0, !1137, !DIExpression(), !1138)
  %2 = tail call i64 @llvm.abs.i64(i64 %0, i1 true), !dbg !1139
  ret i64 %2, !dbg !1140
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i64 @llabs(i64 noundef %0) local_unnamed_addr #0 !dbg !1141 {
    #dbg_value(i64 %0, !1145, !DIExpression(), !1146)
  %2 = tail call i64 @llvm.abs.i64(i64 %0, i1 true), !dbg !1147
  ret i64 %2, !dbg !1148
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noalias noundef ptr @getenv(ptr nocapture noundef readnone %0) local_unnamed_addr #0 !dbg !1149 {
    #dbg_value(ptr %0, !1151, !DIExpression(), !1152)
  ret ptr null, !dbg !1153
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i64 @strtoll(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !1154 {
  %4 = alloca i32, align 4, !DIAssignID !1163
    #dbg_assign(i1 undef, !1161, !DIExpression(), !1163, ptr %4, !DIExpression(), !1164)
    #dbg_value(ptr %0, !1158, !DIExpression(), !1164)
    #dbg_value(ptr %1, !1159, !DIExpression(), !1164)
    #dbg_value(i32 %2, !1160, !DIExpression(), !1164)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #21, !dbg !1165
  store i32 0, ptr %4, align 4, !dbg !1166, !tbaa !293, !DIAssignID !1167
    #dbg_assign(i32 0, !1161, !DIExpression(), !1167, ptr %4, !DIExpression(), !1164)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 1, i64 noundef 0, i64 noundef -9223372036854775808, i64 noundef 9223372036854775807, ptr noundef nonnull %4) #22, !dbg !1168
    #dbg_value(i64 %5, !1162, !DIExpression(), !1164)
  %6 = load i32, ptr %4, align 4, !dbg !1169, !tbaa !293
  %7 = icmp eq i32 %6, 0, !dbg !1169
  %8 = sub i64 0, %5, !dbg !1169
  %9 = select i1 %7, i64 %5, i64 %8, !dbg !1169
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #21, !dbg !1170
  ret i64 %9, !dbg !1171
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define internal fastcc i64 @strto_common(ptr noundef %0, ptr noundef writeonly %1, i32 noundef %2, i32 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, ptr nocapture noundef writeonly %7) unnamed_addr #10 !dbg !1172 {
    #dbg_value(ptr %0, !1176, !DIExpression(), !1191)
    #dbg_value(ptr %1, !1177, !DIExpression(), !1191)
    #dbg_value(i32 %2, !1178, !DIExpression(), !1191)
    #dbg_value(i32 %3, !1179, !DIExpression(), !1191)
    #dbg_value(i64 %4, !1180, !DIExpression(), !1191)
    #dbg_value(i64 %5, !1181, !DIExpression(), !1191)
    #dbg_value(i64 %6, !1182, !DIExpression(), !1191)
    #dbg_value(ptr %7, !1183, !DIExpression(), !1191)
    #dbg_value(ptr %0, !1184, !DIExpression(), !1191)
  br label %9, !dbg !1192

9:                                                ; preds = %9, %8
  %10 = phi ptr [ %0, %8 ], [ %17, %9 ], !dbg !1191
    #dbg_value(ptr %10, !1184, !DIExpression(), !1191)
  %11 = load i8, ptr %10, align 1, !dbg !1193, !tbaa !350
  %12 = zext i8 %11 to i64, !dbg !1194
    #dbg_value(i64 %12, !1014, !DIExpression(), !1197)
    #dbg_value(i64 %12, !978, !DIExpression(), !1198)
  %13 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %12, !dbg !1194
  %14 = load i16, ptr %13, align 2, !dbg !1194, !tbaa !985
  %15 = and i16 %14, 8192, !dbg !1199
  %16 = icmp eq i16 %15, 0, !dbg !1192
  %17 = getelementptr inbounds i8, ptr %10, i64 1, !dbg !1200
    #dbg_value(ptr %17, !1184, !DIExpression(), !1191)
  br i1 %16, label %18, label %9, !dbg !1192, !llvm.loop !1201

18:                                               ; preds = %9
    #dbg_value(i32 0, !1185, !DIExpression(), !1191)
  switch i8 %11, label %22 [
    i8 43, label %19
    i8 45, label %19
  ], !dbg !1202

19:                                               ; preds = %18, %18
  %20 = icmp eq i8 %11, 45, !dbg !1204
  %21 = zext i1 %20 to i32, !dbg !1204
    #dbg_value(i32 %21, !1185, !DIExpression(), !1191)
    #dbg_value(ptr %17, !1184, !DIExpression(), !1191)
  br label %22, !dbg !1206

22:                                               ; preds = %18, %19
  %23 = phi ptr [ %17, %19 ], [ %10, %18 ], !dbg !1191
  %24 = phi i32 [ %21, %19 ], [ 0, %18 ], !dbg !1191
    #dbg_value(i32 %24, !1185, !DIExpression(), !1191)
    #dbg_value(ptr %23, !1184, !DIExpression(), !1191)
  %25 = icmp eq i32 %2, 1
  %26 = icmp ugt i32 %2, 36, !dbg !1207
  %27 = or i1 %26, %25, !dbg !1207
  br i1 %27, label %28, label %32, !dbg !1207

28:                                               ; preds = %22
  %29 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1209
  store i32 22, ptr %29, align 4, !dbg !1211, !tbaa !293
  %30 = icmp eq ptr %1, null, !dbg !1212
  br i1 %30, label %132, label %31, !dbg !1214

31:                                               ; preds = %28
  store ptr %0, ptr %1, align 8, !dbg !1215, !tbaa !302
  br label %132, !dbg !1216

32:                                               ; preds = %22
  %33 = icmp eq i32 %3, 0, !dbg !1217
  %34 = icmp eq i32 %24, 0, !dbg !1219
  %35 = sub i64 0, %5, !dbg !1219
  %36 = select i1 %34, i64 %6, i64 %35, !dbg !1219
  %37 = select i1 %33, i64 %4, i64 %36, !dbg !1219
    #dbg_value(i64 %37, !1186, !DIExpression(), !1191)
    #dbg_value(ptr %23, !1220, !DIExpression(), !1238)
    #dbg_value(ptr undef, !1226, !DIExpression(), !1238)
    #dbg_value(ptr undef, !1227, !DIExpression(), !1238)
    #dbg_value(i64 %37, !1228, !DIExpression(), !1238)
    #dbg_value(ptr undef, !1229, !DIExpression(), !1238)
    #dbg_value(ptr undef, !1230, !DIExpression(), !1238)
    #dbg_value(i32 %2, !1231, !DIExpression(), !1238)
  %38 = icmp ne i32 %2, 0, !dbg !1240
  switch i32 %2, label %59 [
    i32 16, label %39
    i32 0, label %39
  ], !dbg !1242

39:                                               ; preds = %32, %32
  %40 = load i8, ptr %23, align 1, !dbg !1243, !tbaa !350
  %41 = icmp eq i8 %40, 48, !dbg !1244
  br i1 %41, label %42, label %56, !dbg !1245

42:                                               ; preds = %39
  %43 = getelementptr inbounds i8, ptr %23, i64 1, !dbg !1246
  %44 = load i8, ptr %43, align 1, !dbg !1246, !tbaa !350
  switch i8 %44, label %56 [
    i8 120, label %45
    i8 88, label %45
  ], !dbg !1247

45:                                               ; preds = %42, %42
  %46 = getelementptr inbounds i8, ptr %23, i64 2, !dbg !1248
  %47 = load i8, ptr %46, align 1, !dbg !1248, !tbaa !350
  %48 = zext i8 %47 to i64, !dbg !1249
    #dbg_value(i64 %48, !1047, !DIExpression(), !1252)
    #dbg_value(i64 %48, !978, !DIExpression(), !1253)
  %49 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %48, !dbg !1249
  %50 = load i16, ptr %49, align 2, !dbg !1249, !tbaa !985
  %51 = and i16 %50, 4096, !dbg !1254
  %52 = icmp ne i16 %51, 0, !dbg !1255
  %53 = or i1 %38, %52, !dbg !1256
  %54 = select i1 %52, i32 16, i32 %2, !dbg !1256
  %55 = select i1 %52, ptr %46, ptr %23, !dbg !1256
  br i1 %53, label %59, label %57, !dbg !1256

56:                                               ; preds = %42, %39
  br i1 %38, label %59, label %57, !dbg !1257

57:                                               ; preds = %56, %45
  %58 = select i1 %41, i32 8, i32 10, !dbg !1258
    #dbg_value(i32 %58, !1231, !DIExpression(), !1238)
  br label %59, !dbg !1261

59:                                               ; preds = %57, %56, %45, %32
  %60 = phi i32 [ %58, %57 ], [ %2, %56 ], [ %54, %45 ], [ %2, %32 ], !dbg !1238
  %61 = phi ptr [ %23, %57 ], [ %23, %56 ], [ %55, %45 ], [ %23, %32 ]
    #dbg_value(ptr %61, !1220, !DIExpression(), !1238)
    #dbg_value(i32 %60, !1231, !DIExpression(), !1238)
    #dbg_value(i32 %60, !1178, !DIExpression(), !1191)
    #dbg_value(i64 0, !1232, !DIExpression(), !1238)
    #dbg_value(i32 0, !1188, !DIExpression(), !1191)
    #dbg_value(i32 0, !1189, !DIExpression(), !1191)
  %62 = zext nneg i32 %60 to i64
    #dbg_value(i32 poison, !1189, !DIExpression(), !1191)
    #dbg_value(i32 0, !1188, !DIExpression(), !1191)
    #dbg_value(ptr %61, !1220, !DIExpression(), !1238)
    #dbg_value(i64 0, !1232, !DIExpression(), !1238)
  %63 = load i8, ptr %61, align 1, !dbg !1262, !tbaa !350
    #dbg_value(i8 %63, !1237, !DIExpression(), !1263)
    #dbg_value(i8 %63, !992, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1264)
    #dbg_value(i8 %63, !978, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1267)
  %64 = zext i8 %63 to i64, !dbg !1269
  %65 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %64, !dbg !1269
  %66 = load i16, ptr %65, align 2, !dbg !1269, !tbaa !985
  %67 = and i16 %66, 2048, !dbg !1270
  %68 = icmp eq i16 %67, 0, !dbg !1271
  br i1 %68, label %72, label %69, !dbg !1272

69:                                               ; preds = %59
  %70 = zext i8 %63 to i32, !dbg !1273
    #dbg_value(i32 %70, !992, !DIExpression(), !1264)
    #dbg_value(i32 %70, !978, !DIExpression(), !1267)
  %71 = add nsw i32 %70, -48, !dbg !1274
    #dbg_value(i32 %71, !1233, !DIExpression(), !1263)
  br label %79, !dbg !1275

72:                                               ; preds = %59
    #dbg_value(i8 %63, !976, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1276)
    #dbg_value(i8 %63, !978, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1279)
  %73 = and i16 %66, 1024, !dbg !1281
  %74 = icmp eq i16 %73, 0, !dbg !1282
  br i1 %74, label %121, label %75, !dbg !1283

75:                                               ; preds = %72
    #dbg_value(i8 %63, !1113, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1284)
  %76 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %64, !dbg !1286
  %77 = load i32, ptr %76, align 4, !dbg !1286, !tbaa !293
  %78 = add nsw i32 %77, -87, !dbg !1287
    #dbg_value(i32 %78, !1233, !DIExpression(), !1263)
  br label %79

79:                                               ; preds = %75, %69
  %80 = phi i32 [ %71, %69 ], [ %78, %75 ], !dbg !1288
    #dbg_value(i32 %80, !1233, !DIExpression(), !1263)
  %81 = icmp slt i32 %80, %60, !dbg !1289
  br i1 %81, label %82, label %121, !dbg !1291

82:                                               ; preds = %79
    #dbg_value(i32 1, !1189, !DIExpression(), !1191)
  %83 = sext i32 %80 to i64, !dbg !1292
    #dbg_value(i32 0, !1188, !DIExpression(), !1191)
    #dbg_value(i64 %83, !1232, !DIExpression(), !1238)
    #dbg_value(ptr %61, !1220, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1238)
  br label %84, !dbg !1294

84:                                               ; preds = %112, %82
  %85 = phi i32 [ 0, %82 ], [ %119, %112 ]
  %86 = phi i64 [ %83, %82 ], [ %120, %112 ]
  %87 = phi ptr [ %61, %82 ], [ %91, %112 ]
  %88 = icmp eq i32 %85, 0
  br label %89, !dbg !1295

89:                                               ; preds = %84, %111
  %90 = phi ptr [ %91, %111 ], [ %87, %84 ]
  %91 = getelementptr inbounds i8, ptr %90, i64 1, !dbg !1238
    #dbg_value(i32 poison, !1189, !DIExpression(), !1191)
    #dbg_value(i32 %85, !1188, !DIExpression(), !1191)
    #dbg_value(ptr %91, !1220, !DIExpression(), !1238)
    #dbg_value(i64 %86, !1232, !DIExpression(), !1238)
  %92 = load i8, ptr %91, align 1, !dbg !1262, !tbaa !350
    #dbg_value(i8 %92, !1237, !DIExpression(), !1263)
    #dbg_value(i8 %92, !992, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1264)
    #dbg_value(i8 %92, !978, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1267)
  %93 = zext i8 %92 to i64, !dbg !1269
  %94 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %93, !dbg !1269
  %95 = load i16, ptr %94, align 2, !dbg !1269, !tbaa !985
  %96 = and i16 %95, 2048, !dbg !1270
  %97 = icmp eq i16 %96, 0, !dbg !1271
  br i1 %97, label %101, label %98, !dbg !1272

98:                                               ; preds = %89
  %99 = zext i8 %92 to i32, !dbg !1273
    #dbg_value(i32 %99, !992, !DIExpression(), !1264)
    #dbg_value(i32 %99, !978, !DIExpression(), !1267)
  %100 = add nsw i32 %99, -48, !dbg !1274
    #dbg_value(i32 %100, !1233, !DIExpression(), !1263)
  br label %108, !dbg !1275

101:                                              ; preds = %89
    #dbg_value(i8 %92, !976, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1276)
    #dbg_value(i8 %92, !978, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1279)
  %102 = and i16 %95, 1024, !dbg !1281
  %103 = icmp eq i16 %102, 0, !dbg !1282
  br i1 %103, label %124, label %104, !dbg !1283

104:                                              ; preds = %101
    #dbg_value(i8 %92, !1113, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1284)
  %105 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %93, !dbg !1286
  %106 = load i32, ptr %105, align 4, !dbg !1286, !tbaa !293
  %107 = add nsw i32 %106, -87, !dbg !1287
    #dbg_value(i32 %107, !1233, !DIExpression(), !1263)
  br label %108

108:                                              ; preds = %104, %98
  %109 = phi i32 [ %100, %98 ], [ %107, %104 ], !dbg !1288
    #dbg_value(i32 %109, !1233, !DIExpression(), !1263)
  %110 = icmp slt i32 %109, %60, !dbg !1289
  br i1 %110, label %111, label %124, !dbg !1291

111:                                              ; preds = %108
    #dbg_value(i32 1, !1189, !DIExpression(), !1191)
  br i1 %88, label %112, label %89, !dbg !1296, !llvm.loop !1297

112:                                              ; preds = %111
  %113 = sext i32 %109 to i64, !dbg !1292
  %114 = sub i64 %37, %113, !dbg !1300
  %115 = udiv i64 %114, %62, !dbg !1301
  %116 = icmp ugt i64 %86, %115, !dbg !1302
  %117 = mul i64 %86, %62, !dbg !1303
  %118 = add i64 %117, %113, !dbg !1303
  %119 = select i1 %116, i32 1, i32 0, !dbg !1303
  %120 = select i1 %116, i64 %37, i64 %118, !dbg !1303
  br label %84, !dbg !1295, !llvm.loop !1297

121:                                              ; preds = %72, %79
    #dbg_value(i64 poison, !1232, !DIExpression(), !1238)
    #dbg_value(ptr poison, !1187, !DIExpression(), !1191)
    #dbg_value(i64 poison, !1190, !DIExpression(), !1191)
  %122 = icmp eq ptr %1, null, !dbg !1304
  br i1 %122, label %132, label %123, !dbg !1308

123:                                              ; preds = %121
  store ptr %0, ptr %1, align 8, !dbg !1309, !tbaa !302
  br label %132, !dbg !1310

124:                                              ; preds = %108, %101
  %125 = icmp eq i32 %85, 0, !dbg !1311
    #dbg_value(i64 %86, !1232, !DIExpression(), !1238)
    #dbg_value(ptr %91, !1187, !DIExpression(), !1191)
    #dbg_value(i64 %86, !1190, !DIExpression(), !1191)
  %126 = icmp eq ptr %1, null, !dbg !1313
  br i1 %126, label %128, label %127, !dbg !1315

127:                                              ; preds = %124
  store ptr %91, ptr %1, align 8, !dbg !1316, !tbaa !302
  br label %128, !dbg !1317

128:                                              ; preds = %127, %124
  br i1 %125, label %131, label %129, !dbg !1318

129:                                              ; preds = %128
  %130 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1319
  store i32 34, ptr %130, align 4, !dbg !1320, !tbaa !293
  br label %131, !dbg !1319

131:                                              ; preds = %129, %128
  store i32 %24, ptr %7, align 4, !dbg !1321, !tbaa !293
  br label %132, !dbg !1322

132:                                              ; preds = %131, %123, %121, %28, %31
  %133 = phi i64 [ 0, %31 ], [ 0, %28 ], [ %86, %131 ], [ 0, %123 ], [ 0, %121 ], !dbg !1191
  ret i64 %133, !dbg !1323
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i64 @strtoull(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !1324 {
  %4 = alloca i32, align 4, !DIAssignID !1333
    #dbg_assign(i1 undef, !1331, !DIExpression(), !1333, ptr %4, !DIExpression(), !1334)
    #dbg_value(ptr %0, !1328, !DIExpression(), !1334)
    #dbg_value(ptr %1, !1329, !DIExpression(), !1334)
    #dbg_value(i32 %2, !1330, !DIExpression(), !1334)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #21, !dbg !1335
  store i32 0, ptr %4, align 4, !dbg !1336, !tbaa !293, !DIAssignID !1337
    #dbg_assign(i32 0, !1331, !DIExpression(), !1337, ptr %4, !DIExpression(), !1334)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 0, i64 noundef -1, i64 noundef 0, i64 noundef 0, ptr noundef nonnull %4) #22, !dbg !1338
    #dbg_value(i64 %5, !1332, !DIExpression(), !1334)
  %6 = load i32, ptr %4, align 4, !dbg !1339, !tbaa !293
  %7 = icmp eq i32 %6, 0, !dbg !1339
  %8 = sub i64 0, %5, !dbg !1339
  %9 = select i1 %7, i64 %5, i64 %8, !dbg !1339
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #21, !dbg !1340
  ret i64 %9, !dbg !1341
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i64 @strtol(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !1342 {
  %4 = alloca i32, align 4, !DIAssignID !1352
    #dbg_assign(i1 undef, !1349, !DIExpression(), !1352, ptr %4, !DIExpression(), !1353)
    #dbg_value(ptr %0, !1346, !DIExpression(), !1353)
    #dbg_value(ptr %1, !1347, !DIExpression(), !1353)
    #dbg_value(i32 %2, !1348, !DIExpression(), !1353)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #21, !dbg !1354
  store i32 0, ptr %4, align 4, !dbg !1355, !tbaa !293, !DIAssignID !1356
    #dbg_assign(i32 0, !1349, !DIExpression(), !1356, ptr %4, !DIExpression(), !1353)
    #dbg_value(i64 9223372036854775807, !1350, !DIExpression(), !1353)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 1, i64 noundef 0, i64 noundef -9223372036854775808, i64 noundef 9223372036854775807, ptr noundef nonnull %4) #22, !dbg !1357
    #dbg_value(i64 %5, !1351, !DIExpression(), !1353)
  %6 = load i32, ptr %4, align 4, !dbg !1358, !tbaa !293
  %7 = icmp eq i32 %6, 0, !dbg !1358
  %8 = sub i64 0, %5, !dbg !1358
  %9 = select i1 %7, i64 %5, i64 %8, !dbg !1358
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #21, !dbg !1359
  ret i64 %9, !dbg !1360
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i64 @strtoul(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !1361 {
  %4 = alloca i32, align 4, !DIAssignID !1370
    #dbg_assign(i1 undef, !1368, !DIExpression(), !1370, ptr %4, !DIExpression(), !1371)
    #dbg_value(ptr %0, !1365, !DIExpression(), !1371)
    #dbg_value(ptr %1, !1366, !DIExpression(), !1371)
    #dbg_value(i32 %2, !1367, !DIExpression(), !1371)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #21, !dbg !1372
  store i32 0, ptr %4, align 4, !dbg !1373, !tbaa !293, !DIAssignID !1374
    #dbg_assign(i32 0, !1368, !DIExpression(), !1374, ptr %4, !DIExpression(), !1371)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 0, i64 noundef -1, i64 noundef 0, i64 noundef 0, ptr noundef nonnull %4) #22, !dbg !1375
    #dbg_value(i64 %5, !1369, !DIExpression(), !1371)
  %6 = load i32, ptr %4, align 4, !dbg !1376, !tbaa !293
  %7 = icmp eq i32 %6, 0, !dbg !1376
  %8 = sub i64 0, %5, !dbg !1376
  %9 = select i1 %7, i64 %5, i64 %8, !dbg !1376
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #21, !dbg !1377
  ret i64 %9, !dbg !1378
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local i32 @atoi(ptr nocapture noundef readonly %0) local_unnamed_addr #12 !dbg !1379 {
    #dbg_value(ptr %0, !1383, !DIExpression(), !1384)
    #dbg_value(ptr %0, !1346, !DIExpression(), !1385)
    #dbg_value(ptr null, !1347, !DIExpression(), !1385)
    #dbg_value(i32 10, !1348, !DIExpression(), !1385)
    #dbg_value(i32 0, !1349, !DIExpression(), !1385)
    #dbg_value(i64 9223372036854775807, !1350, !DIExpression(), !1385)
    #dbg_value(ptr %0, !1176, !DIExpression(), !1387)
    #dbg_value(ptr null, !1177, !DIExpression(), !1387)
    #dbg_value(i32 10, !1178, !DIExpression(), !1387)
    #dbg_value(i32 1, !1179, !DIExpression(), !1387)
    #dbg_value(i64 0, !1180, !DIExpression(), !1387)
    #dbg_value(i64 -9223372036854775808, !1181, !DIExpression(), !1387)
    #dbg_value(i64 9223372036854775807, !1182, !DIExpression(), !1387)
    #dbg_value(ptr undef, !1183, !DIExpression(), !1387)
    #dbg_value(ptr %0, !1184, !DIExpression(), !1387)
  br label %2, !dbg !1389

2:                                                ; preds = %2, %1
  %3 = phi ptr [ %0, %1 ], [ %10, %2 ], !dbg !1387
    #dbg_value(ptr %3, !1184, !DIExpression(), !1387)
  %4 = load i8, ptr %3, align 1, !dbg !1390, !tbaa !350
  %5 = zext i8 %4 to i64, !dbg !1391
    #dbg_value(i64 %5, !1014, !DIExpression(), !1394)
    #dbg_value(i64 %5, !978, !DIExpression(), !1395)
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1391
  %7 = load i16, ptr %6, align 2, !dbg !1391, !tbaa !985
  %8 = and i16 %7, 8192, !dbg !1396
  %9 = icmp eq i16 %8, 0, !dbg !1389
  %10 = getelementptr inbounds i8, ptr %3, i64 1, !dbg !1397
    #dbg_value(ptr %10, !1184, !DIExpression(), !1387)
  br i1 %9, label %11, label %2, !dbg !1389, !llvm.loop !1398

11:                                               ; preds = %2
    #dbg_value(i32 0, !1185, !DIExpression(), !1387)
  switch i8 %4, label %19 [
    i8 43, label %12
    i8 45, label %12
  ], !dbg !1399

12:                                               ; preds = %11, %11
  %13 = icmp ne i8 %4, 45, !dbg !1400
    #dbg_value(i1 %13, !1185, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1387)
    #dbg_value(ptr %10, !1184, !DIExpression(), !1387)
  %14 = select i1 %13, i64 9223372036854775807, i64 -9223372036854775808, !dbg !1401
  %15 = load i8, ptr %10, align 1, !dbg !1402, !tbaa !350
  %16 = zext i8 %15 to i64
  %17 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %16
  %18 = load i16, ptr %17, align 2, !dbg !1404, !tbaa !985
  br label %19, !dbg !1401

19:                                               ; preds = %12, %11
  %20 = phi i64 [ %16, %12 ], [ %5, %11 ], !dbg !1404
  %21 = phi i16 [ %18, %12 ], [ %7, %11 ], !dbg !1404
  %22 = phi i8 [ %15, %12 ], [ %4, %11 ], !dbg !1402
  %23 = phi i1 [ %13, %12 ], [ true, %11 ]
  %24 = phi ptr [ %10, %12 ], [ %3, %11 ]
  %25 = phi i64 [ %14, %12 ], [ 9223372036854775807, %11 ], !dbg !1401
    #dbg_value(i64 %25, !1186, !DIExpression(), !1387)
    #dbg_value(ptr undef, !1226, !DIExpression(), !1407)
    #dbg_value(ptr undef, !1227, !DIExpression(), !1407)
    #dbg_value(i64 %25, !1228, !DIExpression(), !1407)
    #dbg_value(ptr undef, !1229, !DIExpression(), !1407)
    #dbg_value(ptr undef, !1230, !DIExpression(), !1407)
    #dbg_value(i32 10, !1231, !DIExpression(), !1407)
    #dbg_value(i32 10, !1178, !DIExpression(), !1387)
    #dbg_value(i32 poison, !1189, !DIExpression(), !1387)
    #dbg_value(i32 0, !1188, !DIExpression(), !1387)
    #dbg_value(ptr %24, !1220, !DIExpression(), !1407)
    #dbg_value(i64 0, !1232, !DIExpression(), !1407)
    #dbg_value(i8 %22, !1237, !DIExpression(), !1408)
    #dbg_value(i8 %22, !992, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1409)
    #dbg_value(i8 %22, !978, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1410)
  %26 = and i16 %21, 2048, !dbg !1411
  %27 = icmp eq i16 %26, 0, !dbg !1412
  br i1 %27, label %31, label %28, !dbg !1413

28:                                               ; preds = %19
  %29 = zext i8 %22 to i32, !dbg !1414
    #dbg_value(i32 %29, !992, !DIExpression(), !1409)
    #dbg_value(i32 %29, !978, !DIExpression(), !1410)
  %30 = add nsw i32 %29, -48, !dbg !1415
    #dbg_value(i32 %30, !1233, !DIExpression(), !1408)
  br label %38, !dbg !1416

31:                                               ; preds = %19
    #dbg_value(i8 %22, !976, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1417)
    #dbg_value(i8 %22, !978, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1419)
  %32 = and i16 %21, 1024, !dbg !1421
  %33 = icmp eq i16 %32, 0, !dbg !1422
  br i1 %33, label %88, label %34, !dbg !1423

34:                                               ; preds = %31
    #dbg_value(i8 %22, !1113, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1424)
  %35 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %20, !dbg !1426
  %36 = load i32, ptr %35, align 4, !dbg !1426, !tbaa !293
  %37 = add nsw i32 %36, -87, !dbg !1427
    #dbg_value(i32 %37, !1233, !DIExpression(), !1408)
  br label %38

38:                                               ; preds = %34, %28
  %39 = phi i32 [ %30, %28 ], [ %37, %34 ], !dbg !1428
    #dbg_value(i32 %39, !1233, !DIExpression(), !1408)
  %40 = icmp slt i32 %39, 10, !dbg !1429
  br i1 %40, label %41, label %88, !dbg !1430

41:                                               ; preds = %38
    #dbg_value(i32 1, !1189, !DIExpression(), !1387)
  %42 = sext i32 %39 to i64, !dbg !1431
    #dbg_value(i32 0, !1188, !DIExpression(), !1387)
    #dbg_value(i64 %42, !1232, !DIExpression(), !1407)
    #dbg_value(ptr %24, !1220, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1407)
  br label %43, !dbg !1432

43:                                               ; preds = %71, %41
  %44 = phi i32 [ 0, %41 ], [ %78, %71 ]
  %45 = phi i64 [ %42, %41 ], [ %79, %71 ]
  %46 = phi ptr [ %24, %41 ], [ %50, %71 ]
  %47 = icmp eq i32 %44, 0
  br label %48, !dbg !1433

48:                                               ; preds = %43, %70
  %49 = phi ptr [ %50, %70 ], [ %46, %43 ]
  %50 = getelementptr inbounds i8, ptr %49, i64 1, !dbg !1407
    #dbg_value(i32 poison, !1189, !DIExpression(), !1387)
    #dbg_value(i32 %44, !1188, !DIExpression(), !1387)
    #dbg_value(ptr %50, !1220, !DIExpression(), !1407)
    #dbg_value(i64 %45, !1232, !DIExpression(), !1407)
  %51 = load i8, ptr %50, align 1, !dbg !1402, !tbaa !350
    #dbg_value(i8 %51, !1237, !DIExpression(), !1408)
    #dbg_value(i8 %51, !992, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1409)
    #dbg_value(i8 %51, !978, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1410)
  %52 = zext i8 %51 to i64, !dbg !1404
  %53 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %52, !dbg !1404
  %54 = load i16, ptr %53, align 2, !dbg !1404, !tbaa !985
  %55 = and i16 %54, 2048, !dbg !1411
  %56 = icmp eq i16 %55, 0, !dbg !1412
  br i1 %56, label %60, label %57, !dbg !1413

57:                                               ; preds = %48
  %58 = zext i8 %51 to i32, !dbg !1414
    #dbg_value(i32 %58, !992, !DIExpression(), !1409)
    #dbg_value(i32 %58, !978, !DIExpression(), !1410)
  %59 = add nsw i32 %58, -48, !dbg !1415
    #dbg_value(i32 %59, !1233, !DIExpression(), !1408)
  br label %67, !dbg !1416

60:                                               ; preds = %48
    #dbg_value(i8 %51, !976, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1417)
    #dbg_value(i8 %51, !978, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1419)
  %61 = and i16 %54, 1024, !dbg !1421
  %62 = icmp eq i16 %61, 0, !dbg !1422
  br i1 %62, label %80, label %63, !dbg !1423

63:                                               ; preds = %60
    #dbg_value(i8 %51, !1113, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1424)
  %64 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %52, !dbg !1426
  %65 = load i32, ptr %64, align 4, !dbg !1426, !tbaa !293
  %66 = add nsw i32 %65, -87, !dbg !1427
    #dbg_value(i32 %66, !1233, !DIExpression(), !1408)
  br label %67

67:                                               ; preds = %63, %57
  %68 = phi i32 [ %59, %57 ], [ %66, %63 ], !dbg !1428
    #dbg_value(i32 %68, !1233, !DIExpression(), !1408)
  %69 = icmp slt i32 %68, 10, !dbg !1429
  br i1 %69, label %70, label %80, !dbg !1430

70:                                               ; preds = %67
    #dbg_value(i32 1, !1189, !DIExpression(), !1387)
  br i1 %47, label %71, label %48, !dbg !1434, !llvm.loop !1435

71:                                               ; preds = %70
  %72 = sext i32 %68 to i64, !dbg !1431
  %73 = sub i64 %25, %72, !dbg !1437
  %74 = udiv i64 %73, 10, !dbg !1438
  %75 = icmp ugt i64 %45, %74, !dbg !1439
  %76 = mul nuw i64 %45, 10, !dbg !1440
  %77 = add i64 %76, %72, !dbg !1440
  %78 = select i1 %75, i32 1, i32 0, !dbg !1440
  %79 = select i1 %75, i64 %25, i64 %77, !dbg !1440
  br label %43, !dbg !1433, !llvm.loop !1435

80:                                               ; preds = %67, %60
  %81 = icmp eq i32 %44, 0, !dbg !1441
    #dbg_value(i64 %45, !1232, !DIExpression(), !1407)
    #dbg_value(ptr undef, !1187, !DIExpression(), !1387)
    #dbg_value(i64 %45, !1190, !DIExpression(), !1387)
  br i1 %81, label %84, label %82, !dbg !1442

82:                                               ; preds = %80
  %83 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1443
  store i32 34, ptr %83, align 4, !dbg !1444, !tbaa !293
  br label %84, !dbg !1443

84:                                               ; preds = %80, %82
    #dbg_value(i1 %23, !1349, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1385)
    #dbg_value(i64 %45, !1351, !DIExpression(), !1385)
  %85 = sub i64 0, %45, !dbg !1445
  %86 = select i1 %23, i64 %45, i64 %85, !dbg !1445
  %87 = trunc i64 %86 to i32, !dbg !1446
  br label %88, !dbg !1445

88:                                               ; preds = %84, %31, %38
  %89 = phi i32 [ 0, %38 ], [ 0, %31 ], [ %87, %84 ], !dbg !1445
  ret i32 %89, !dbg !1447
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local i64 @atol(ptr nocapture noundef readonly %0) local_unnamed_addr #12 !dbg !1448 {
    #dbg_value(ptr %0, !1452, !DIExpression(), !1453)
    #dbg_value(ptr %0, !1346, !DIExpression(), !1454)
    #dbg_value(ptr null, !1347, !DIExpression(), !1454)
    #dbg_value(i32 10, !1348, !DIExpression(), !1454)
    #dbg_value(i32 0, !1349, !DIExpression(), !1454)
    #dbg_value(i64 9223372036854775807, !1350, !DIExpression(), !1454)
    #dbg_value(ptr %0, !1176, !DIExpression(), !1456)
    #dbg_value(ptr null, !1177, !DIExpression(), !1456)
    #dbg_value(i32 10, !1178, !DIExpression(), !1456)
    #dbg_value(i32 1, !1179, !DIExpression(), !1456)
    #dbg_value(i64 0, !1180, !DIExpression(), !1456)
    #dbg_value(i64 -9223372036854775808, !1181, !DIExpression(), !1456)
    #dbg_value(i64 9223372036854775807, !1182, !DIExpression(), !1456)
    #dbg_value(ptr undef, !1183, !DIExpression(), !1456)
    #dbg_value(ptr %0, !1184, !DIExpression(), !1456)
  br label %2, !dbg !1458

2:                                                ; preds = %2, %1
  %3 = phi ptr [ %0, %1 ], [ %10, %2 ], !dbg !1456
    #dbg_value(ptr %3, !1184, !DIExpression(), !1456)
  %4 = load i8, ptr %3, align 1, !dbg !1459, !tbaa !350
  %5 = zext i8 %4 to i64, !dbg !1460
    #dbg_value(i64 %5, !1014, !DIExpression(), !1463)
    #dbg_value(i64 %5, !978, !DIExpression(), !1464)
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1460
  %7 = load i16, ptr %6, align 2, !dbg !1460, !tbaa !985
  %8 = and i16 %7, 8192, !dbg !1465
  %9 = icmp eq i16 %8, 0, !dbg !1458
  %10 = getelementptr inbounds i8, ptr %3, i64 1, !dbg !1466
    #dbg_value(ptr %10, !1184, !DIExpression(), !1456)
  br i1 %9, label %11, label %2, !dbg !1458, !llvm.loop !1467

11:                                               ; preds = %2
    #dbg_value(i32 0, !1185, !DIExpression(), !1456)
  switch i8 %4, label %19 [
    i8 43, label %12
    i8 45, label %12
  ], !dbg !1468

12:                                               ; preds = %11, %11
  %13 = icmp ne i8 %4, 45, !dbg !1469
    #dbg_value(i1 %13, !1185, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1456)
    #dbg_value(ptr %10, !1184, !DIExpression(), !1456)
  %14 = select i1 %13, i64 9223372036854775807, i64 -9223372036854775808, !dbg !1470
  %15 = load i8, ptr %10, align 1, !dbg !1471, !tbaa !350
  %16 = zext i8 %15 to i64
  %17 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %16
  %18 = load i16, ptr %17, align 2, !dbg !1473, !tbaa !985
  br label %19, !dbg !1470

19:                                               ; preds = %12, %11
  %20 = phi i64 [ %16, %12 ], [ %5, %11 ], !dbg !1473
  %21 = phi i16 [ %18, %12 ], [ %7, %11 ], !dbg !1473
  %22 = phi i8 [ %15, %12 ], [ %4, %11 ], !dbg !1471
  %23 = phi i1 [ %13, %12 ], [ true, %11 ]
  %24 = phi ptr [ %10, %12 ], [ %3, %11 ]
  %25 = phi i64 [ %14, %12 ], [ 9223372036854775807, %11 ], !dbg !1470
    #dbg_value(i64 %25, !1186, !DIExpression(), !1456)
    #dbg_value(ptr undef, !1226, !DIExpression(), !1476)
    #dbg_value(ptr undef, !1227, !DIExpression(), !1476)
    #dbg_value(i64 %25, !1228, !DIExpression(), !1476)
    #dbg_value(ptr undef, !1229, !DIExpression(), !1476)
    #dbg_value(ptr undef, !1230, !DIExpression(), !1476)
    #dbg_value(i32 10, !1231, !DIExpression(), !1476)
    #dbg_value(i32 10, !1178, !DIExpression(), !1456)
    #dbg_value(i32 poison, !1189, !DIExpression(), !1456)
    #dbg_value(i32 0, !1188, !DIExpression(), !1456)
    #dbg_value(ptr %24, !1220, !DIExpression(), !1476)
    #dbg_value(i64 0, !1232, !DIExpression(), !1476)
    #dbg_value(i8 %22, !1237, !DIExpression(), !1477)
    #dbg_value(i8 %22, !992, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1478)
    #dbg_value(i8 %22, !978, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1479)
  %26 = and i16 %21, 2048, !dbg !1480
  %27 = icmp eq i16 %26, 0, !dbg !1481
  br i1 %27, label %31, label %28, !dbg !1482

28:                                               ; preds = %19
  %29 = zext i8 %22 to i32, !dbg !1483
    #dbg_value(i32 %29, !992, !DIExpression(), !1478)
    #dbg_value(i32 %29, !978, !DIExpression(), !1479)
  %30 = add nsw i32 %29, -48, !dbg !1484
    #dbg_value(i32 %30, !1233, !DIExpression(), !1477)
  br label %38, !dbg !1485

31:                                               ; preds = %19
    #dbg_value(i8 %22, !976, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1486)
    #dbg_value(i8 %22, !978, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1488)
  %32 = and i16 %21, 1024, !dbg !1490
  %33 = icmp eq i16 %32, 0, !dbg !1491
  br i1 %33, label %87, label %34, !dbg !1492

34:                                               ; preds = %31
    #dbg_value(i8 %22, !1113, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1493)
  %35 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %20, !dbg !1495
  %36 = load i32, ptr %35, align 4, !dbg !1495, !tbaa !293
  %37 = add nsw i32 %36, -87, !dbg !1496
    #dbg_value(i32 %37, !1233, !DIExpression(), !1477)
  br label %38

38:                                               ; preds = %34, %28
  %39 = phi i32 [ %30, %28 ], [ %37, %34 ], !dbg !1497
    #dbg_value(i32 %39, !1233, !DIExpression(), !1477)
  %40 = icmp slt i32 %39, 10, !dbg !1498
  br i1 %40, label %41, label %87, !dbg !1499

41:                                               ; preds = %38
    #dbg_value(i32 1, !1189, !DIExpression(), !1456)
  %42 = sext i32 %39 to i64, !dbg !1500
    #dbg_value(i32 0, !1188, !DIExpression(), !1456)
    #dbg_value(i64 %42, !1232, !DIExpression(), !1476)
    #dbg_value(ptr %24, !1220, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1476)
  br label %43, !dbg !1501

43:                                               ; preds = %71, %41
  %44 = phi i32 [ 0, %41 ], [ %78, %71 ]
  %45 = phi i64 [ %42, %41 ], [ %79, %71 ]
  %46 = phi ptr [ %24, %41 ], [ %50, %71 ]
  %47 = icmp eq i32 %44, 0
  br label %48, !dbg !1502

48:                                               ; preds = %43, %70
  %49 = phi ptr [ %50, %70 ], [ %46, %43 ]
  %50 = getelementptr inbounds i8, ptr %49, i64 1, !dbg !1476
    #dbg_value(i32 poison, !1189, !DIExpression(), !1456)
    #dbg_value(i32 %44, !1188, !DIExpression(), !1456)
    #dbg_value(ptr %50, !1220, !DIExpression(), !1476)
    #dbg_value(i64 %45, !1232, !DIExpression(), !1476)
  %51 = load i8, ptr %50, align 1, !dbg !1471, !tbaa !350
    #dbg_value(i8 %51, !1237, !DIExpression(), !1477)
    #dbg_value(i8 %51, !992, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1478)
    #dbg_value(i8 %51, !978, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1479)
  %52 = zext i8 %51 to i64, !dbg !1473
  %53 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %52, !dbg !1473
  %54 = load i16, ptr %53, align 2, !dbg !1473, !tbaa !985
  %55 = and i16 %54, 2048, !dbg !1480
  %56 = icmp eq i16 %55, 0, !dbg !1481
  br i1 %56, label %60, label %57, !dbg !1482

57:                                               ; preds = %48
  %58 = zext i8 %51 to i32, !dbg !1483
    #dbg_value(i32 %58, !992, !DIExpression(), !1478)
    #dbg_value(i32 %58, !978, !DIExpression(), !1479)
  %59 = add nsw i32 %58, -48, !dbg !1484
    #dbg_value(i32 %59, !1233, !DIExpression(), !1477)
  br label %67, !dbg !1485

60:                                               ; preds = %48
    #dbg_value(i8 %51, !976, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1486)
    #dbg_value(i8 %51, !978, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1488)
  %61 = and i16 %54, 1024, !dbg !1490
  %62 = icmp eq i16 %61, 0, !dbg !1491
  br i1 %62, label %80, label %63, !dbg !1492

63:                                               ; preds = %60
    #dbg_value(i8 %51, !1113, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1493)
  %64 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %52, !dbg !1495
  %65 = load i32, ptr %64, align 4, !dbg !1495, !tbaa !293
  %66 = add nsw i32 %65, -87, !dbg !1496
    #dbg_value(i32 %66, !1233, !DIExpression(), !1477)
  br label %67

67:                                               ; preds = %63, %57
  %68 = phi i32 [ %59, %57 ], [ %66, %63 ], !dbg !1497
    #dbg_value(i32 %68, !1233, !DIExpression(), !1477)
  %69 = icmp slt i32 %68, 10, !dbg !1498
  br i1 %69, label %70, label %80, !dbg !1499

70:                                               ; preds = %67
    #dbg_value(i32 1, !1189, !DIExpression(), !1456)
  br i1 %47, label %71, label %48, !dbg !1503, !llvm.loop !1504

71:                                               ; preds = %70
  %72 = sext i32 %68 to i64, !dbg !1500
  %73 = sub i64 %25, %72, !dbg !1506
  %74 = udiv i64 %73, 10, !dbg !1507
  %75 = icmp ugt i64 %45, %74, !dbg !1508
  %76 = mul nuw i64 %45, 10, !dbg !1509
  %77 = add i64 %76, %72, !dbg !1509
  %78 = select i1 %75, i32 1, i32 0, !dbg !1509
  %79 = select i1 %75, i64 %25, i64 %77, !dbg !1509
  br label %43, !dbg !1502, !llvm.loop !1504

80:                                               ; preds = %67, %60
  %81 = icmp eq i32 %44, 0, !dbg !1510
    #dbg_value(i64 %45, !1232, !DIExpression(), !1476)
    #dbg_value(ptr undef, !1187, !DIExpression(), !1456)
    #dbg_value(i64 %45, !1190, !DIExpression(), !1456)
  br i1 %81, label %84, label %82, !dbg !1511

82:                                               ; preds = %80
  %83 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1512
  store i32 34, ptr %83, align 4, !dbg !1513, !tbaa !293
  br label %84, !dbg !1512

84:                                               ; preds = %80, %82
    #dbg_value(i1 %23, !1349, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1454)
    #dbg_value(i64 %45, !1351, !DIExpression(), !1454)
  %85 = sub i64 0, %45, !dbg !1514
  %86 = select i1 %23, i64 %45, i64 %85, !dbg !1514
  br label %87, !dbg !1514

87:                                               ; preds = %84, %31, %38
  %88 = phi i64 [ 0, %38 ], [ 0, %31 ], [ %86, %84 ], !dbg !1514
  ret i64 %88, !dbg !1515
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local i64 @atoll(ptr nocapture noundef readonly %0) local_unnamed_addr #12 !dbg !1516 {
    #dbg_value(ptr %0, !1520, !DIExpression(), !1521)
    #dbg_value(ptr %0, !1158, !DIExpression(), !1522)
    #dbg_value(ptr null, !1159, !DIExpression(), !1522)
    #dbg_value(i32 10, !1160, !DIExpression(), !1522)
    #dbg_value(i32 0, !1161, !DIExpression(), !1522)
    #dbg_value(ptr %0, !1176, !DIExpression(), !1524)
    #dbg_value(ptr null, !1177, !DIExpression(), !1524)
    #dbg_value(i32 10, !1178, !DIExpression(), !1524)
    #dbg_value(i32 1, !1179, !DIExpression(), !1524)
    #dbg_value(i64 0, !1180, !DIExpression(), !1524)
    #dbg_value(i64 -9223372036854775808, !1181, !DIExpression(), !1524)
    #dbg_value(i64 9223372036854775807, !1182, !DIExpression(), !1524)
    #dbg_value(ptr undef, !1183, !DIExpression(), !1524)
    #dbg_value(ptr %0, !1184, !DIExpression(), !1524)
  br label %2, !dbg !1526

2:                                                ; preds = %2, %1
  %3 = phi ptr [ %0, %1 ], [ %10, %2 ], !dbg !1524
    #dbg_value(ptr %3, !1184, !DIExpression(), !1524)
  %4 = load i8, ptr %3, align 1, !dbg !1527, !tbaa !350
  %5 = zext i8 %4 to i64, !dbg !1528
    #dbg_value(i64 %5, !1014, !DIExpression(), !1531)
    #dbg_value(i64 %5, !978, !DIExpression(), !1532)
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1528
  %7 = load i16, ptr %6, align 2, !dbg !1528, !tbaa !985
  %8 = and i16 %7, 8192, !dbg !1533
  %9 = icmp eq i16 %8, 0, !dbg !1526
  %10 = getelementptr inbounds i8, ptr %3, i64 1, !dbg !1534
    #dbg_value(ptr %10, !1184, !DIExpression(), !1524)
  br i1 %9, label %11, label %2, !dbg !1526, !llvm.loop !1535

11:                                               ; preds = %2
    #dbg_value(i32 0, !1185, !DIExpression(), !1524)
  switch i8 %4, label %19 [
    i8 43, label %12
    i8 45, label %12
  ], !dbg !1536

12:                                               ; preds = %11, %11
  %13 = icmp ne i8 %4, 45, !dbg !1537
    #dbg_value(i1 %13, !1185, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1524)
    #dbg_value(ptr %10, !1184, !DIExpression(), !1524)
  %14 = select i1 %13, i64 9223372036854775807, i64 -9223372036854775808, !dbg !1538
  %15 = load i8, ptr %10, align 1, !dbg !1539, !tbaa !350
  %16 = zext i8 %15 to i64
  %17 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %16
  %18 = load i16, ptr %17, align 2, !dbg !1541, !tbaa !985
  br label %19, !dbg !1538

19:                                               ; preds = %12, %11
  %20 = phi i64 [ %16, %12 ], [ %5, %11 ], !dbg !1541
  %21 = phi i16 [ %18, %12 ], [ %7, %11 ], !dbg !1541
  %22 = phi i8 [ %15, %12 ], [ %4, %11 ], !dbg !1539
  %23 = phi i1 [ %13, %12 ], [ true, %11 ]
  %24 = phi ptr [ %10, %12 ], [ %3, %11 ]
  %25 = phi i64 [ %14, %12 ], [ 9223372036854775807, %11 ], !dbg !1538
    #dbg_value(i64 %25, !1186, !DIExpression(), !1524)
    #dbg_value(ptr undef, !1226, !DIExpression(), !1544)
    #dbg_value(ptr undef, !1227, !DIExpression(), !1544)
    #dbg_value(i64 %25, !1228, !DIExpression(), !1544)
    #dbg_value(ptr undef, !1229, !DIExpression(), !1544)
    #dbg_value(ptr undef, !1230, !DIExpression(), !1544)
    #dbg_value(i32 10, !1231, !DIExpression(), !1544)
    #dbg_value(i32 10, !1178, !DIExpression(), !1524)
    #dbg_value(i32 poison, !1189, !DIExpression(), !1524)
    #dbg_value(i32 0, !1188, !DIExpression(), !1524)
    #dbg_value(ptr %24, !1220, !DIExpression(), !1544)
    #dbg_value(i64 0, !1232, !DIExpression(), !1544)
    #dbg_value(i8 %22, !1237, !DIExpression(), !1545)
    #dbg_value(i8 %22, !992, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1546)
    #dbg_value(i8 %22, !978, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1547)
  %26 = and i16 %21, 2048, !dbg !1548
  %27 = icmp eq i16 %26, 0, !dbg !1549
  br i1 %27, label %31, label %28, !dbg !1550

28:                                               ; preds = %19
  %29 = zext i8 %22 to i32, !dbg !1551
    #dbg_value(i32 %29, !992, !DIExpression(), !1546)
    #dbg_value(i32 %29, !978, !DIExpression(), !1547)
  %30 = add nsw i32 %29, -48, !dbg !1552
    #dbg_value(i32 %30, !1233, !DIExpression(), !1545)
  br label %38, !dbg !1553

31:                                               ; preds = %19
    #dbg_value(i8 %22, !976, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1554)
    #dbg_value(i8 %22, !978, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1556)
  %32 = and i16 %21, 1024, !dbg !1558
  %33 = icmp eq i16 %32, 0, !dbg !1559
  br i1 %33, label %87, label %34, !dbg !1560

34:                                               ; preds = %31
    #dbg_value(i8 %22, !1113, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1561)
  %35 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %20, !dbg !1563
  %36 = load i32, ptr %35, align 4, !dbg !1563, !tbaa !293
  %37 = add nsw i32 %36, -87, !dbg !1564
    #dbg_value(i32 %37, !1233, !DIExpression(), !1545)
  br label %38

38:                                               ; preds = %34, %28
  %39 = phi i32 [ %30, %28 ], [ %37, %34 ], !dbg !1565
    #dbg_value(i32 %39, !1233, !DIExpression(), !1545)
  %40 = icmp slt i32 %39, 10, !dbg !1566
  br i1 %40, label %41, label %87, !dbg !1567

41:                                               ; preds = %38
    #dbg_value(i32 1, !1189, !DIExpression(), !1524)
  %42 = sext i32 %39 to i64, !dbg !1568
    #dbg_value(i32 0, !1188, !DIExpression(), !1524)
    #dbg_value(i64 %42, !1232, !DIExpression(), !1544)
    #dbg_value(ptr %24, !1220, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1544)
  br label %43, !dbg !1569

43:                                               ; preds = %71, %41
  %44 = phi i32 [ 0, %41 ], [ %78, %71 ]
  %45 = phi i64 [ %42, %41 ], [ %79, %71 ]
  %46 = phi ptr [ %24, %41 ], [ %50, %71 ]
  %47 = icmp eq i32 %44, 0
  br label %48, !dbg !1570

48:                                               ; preds = %43, %70
  %49 = phi ptr [ %50, %70 ], [ %46, %43 ]
  %50 = getelementptr inbounds i8, ptr %49, i64 1, !dbg !1544
    #dbg_value(i32 poison, !1189, !DIExpression(), !1524)
    #dbg_value(i32 %44, !1188, !DIExpression(), !1524)
    #dbg_value(ptr %50, !1220, !DIExpression(), !1544)
    #dbg_value(i64 %45, !1232, !DIExpression(), !1544)
  %51 = load i8, ptr %50, align 1, !dbg !1539, !tbaa !350
    #dbg_value(i8 %51, !1237, !DIExpression(), !1545)
    #dbg_value(i8 %51, !992, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1546)
    #dbg_value(i8 %51, !978, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1547)
  %52 = zext i8 %51 to i64, !dbg !1541
  %53 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %52, !dbg !1541
  %54 = load i16, ptr %53, align 2, !dbg !1541, !tbaa !985
  %55 = and i16 %54, 2048, !dbg !1548
  %56 = icmp eq i16 %55, 0, !dbg !1549
  br i1 %56, label %60, label %57, !dbg !1550

57:                                               ; preds = %48
  %58 = zext i8 %51 to i32, !dbg !1551
    #dbg_value(i32 %58, !992, !DIExpression(), !1546)
    #dbg_value(i32 %58, !978, !DIExpression(), !1547)
  %59 = add nsw i32 %58, -48, !dbg !1552
    #dbg_value(i32 %59, !1233, !DIExpression(), !1545)
  br label %67, !dbg !1553

60:                                               ; preds = %48
    #dbg_value(i8 %51, !976, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1554)
    #dbg_value(i8 %51, !978, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1556)
  %61 = and i16 %54, 1024, !dbg !1558
  %62 = icmp eq i16 %61, 0, !dbg !1559
  br i1 %62, label %80, label %63, !dbg !1560

63:                                               ; preds = %60
    #dbg_value(i8 %51, !1113, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1561)
  %64 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %52, !dbg !1563
  %65 = load i32, ptr %64, align 4, !dbg !1563, !tbaa !293
  %66 = add nsw i32 %65, -87, !dbg !1564
    #dbg_value(i32 %66, !1233, !DIExpression(), !1545)
  br label %67

67:                                               ; preds = %63, %57
  %68 = phi i32 [ %59, %57 ], [ %66, %63 ], !dbg !1565
    #dbg_value(i32 %68, !1233, !DIExpression(), !1545)
  %69 = icmp slt i32 %68, 10, !dbg !1566
  br i1 %69, label %70, label %80, !dbg !1567

70:                                               ; preds = %67
    #dbg_value(i32 1, !1189, !DIExpression(), !1524)
  br i1 %47, label %71, label %48, !dbg !1571, !llvm.loop !1572

71:                                               ; preds = %70
  %72 = sext i32 %68 to i64, !dbg !1568
  %73 = sub i64 %25, %72, !dbg !1574
  %74 = udiv i64 %73, 10, !dbg !1575
  %75 = icmp ugt i64 %45, %74, !dbg !1576
  %76 = mul nuw i64 %45, 10, !dbg !1577
  %77 = add i64 %76, %72, !dbg !1577
  %78 = select i1 %75, i32 1, i32 0, !dbg !1577
  %79 = select i1 %75, i64 %25, i64 %77, !dbg !1577
  br label %43, !dbg !1570, !llvm.loop !1572

80:                                               ; preds = %67, %60
  %81 = icmp eq i32 %44, 0, !dbg !1578
    #dbg_value(i64 %45, !1232, !DIExpression(), !1544)
    #dbg_value(ptr undef, !1187, !DIExpression(), !1524)
    #dbg_value(i64 %45, !1190, !DIExpression(), !1524)
  br i1 %81, label %84, label %82, !dbg !1579

82:                                               ; preds = %80
  %83 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1580
  store i32 34, ptr %83, align 4, !dbg !1581, !tbaa !293
  br label %84, !dbg !1580

84:                                               ; preds = %80, %82
    #dbg_value(i1 %23, !1161, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1522)
    #dbg_value(i64 %45, !1162, !DIExpression(), !1522)
  %85 = sub i64 0, %45, !dbg !1582
  %86 = select i1 %23, i64 %45, i64 %85, !dbg !1582
  br label %87, !dbg !1582

87:                                               ; preds = %84, %31, %38
  %88 = phi i64 [ 0, %38 ], [ 0, %31 ], [ %86, %84 ], !dbg !1582
  ret i64 %88, !dbg !1583
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local void @srand(i32 noundef %0) local_unnamed_addr #13 !dbg !1584 {
    #dbg_value(i32 %0, !1588, !DIExpression(), !1598)
  %2 = tail call i32 @llvm.umax.i32(i32 %0, i32 1), !dbg !1599
    #dbg_value(i32 %2, !1589, !DIExpression(), !1598)
  store i32 %2, ptr @rand_state, align 16, !dbg !1600, !tbaa !293
    #dbg_value(i32 1, !1590, !DIExpression(), !1601)
    #dbg_value(i32 %2, !1589, !DIExpression(), !1598)
  br label %4, !dbg !1602

3:                                                ; preds = %4
  store i1 true, ptr @rand_seeded, align 4, !dbg !1603
    #dbg_value(i32 0, !1596, !DIExpression(), !1604)
    #dbg_value(i32 0, !1596, !DIExpression(), !1604)
  br label %19, !dbg !1605

4:                                                ; preds = %1, %4
  %5 = phi i64 [ 1, %1 ], [ %16, %4 ]
  %6 = phi i32 [ %2, %1 ], [ %14, %4 ]
    #dbg_value(i32 %6, !1589, !DIExpression(), !1598)
    #dbg_value(i64 %5, !1590, !DIExpression(), !1601)
  %7 = sdiv i32 %6, 127773, !dbg !1606
    #dbg_value(i32 %7, !1592, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !1607)
  %8 = srem i32 %6, 127773, !dbg !1608
    #dbg_value(i32 %8, !1595, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !1607)
  %9 = mul nsw i32 %8, 16807, !dbg !1609
  %10 = mul nsw i32 %7, -2836, !dbg !1610
  %11 = add i32 %10, %9, !dbg !1611
    #dbg_value(i32 %11, !1589, !DIExpression(), !1598)
  %12 = icmp slt i32 %11, 0, !dbg !1612
  %13 = add nsw i32 %11, 2147483647
  %14 = select i1 %12, i32 %13, i32 %11, !dbg !1614
    #dbg_value(i32 %14, !1589, !DIExpression(), !1598)
  %15 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %5, !dbg !1615
  store i32 %14, ptr %15, align 4, !dbg !1616, !tbaa !293
  %16 = add nuw nsw i64 %5, 1, !dbg !1617
    #dbg_value(i64 %16, !1590, !DIExpression(), !1601)
  %17 = icmp eq i64 %16, 31, !dbg !1618
  br i1 %17, label %3, label %4, !dbg !1602, !llvm.loop !1619

18:                                               ; preds = %19
  store i32 %31, ptr @rand_f, align 4, !dbg !1621, !tbaa !293
  store i32 %33, ptr @rand_r, align 4, !dbg !1621, !tbaa !293
  ret void, !dbg !1624

19:                                               ; preds = %3, %19
  %20 = phi i32 [ 0, %3 ], [ %34, %19 ]
  %21 = phi i32 [ 3, %3 ], [ %31, %19 ]
  %22 = phi i32 [ 0, %3 ], [ %33, %19 ]
    #dbg_value(i32 %20, !1596, !DIExpression(), !1604)
  %23 = sext i32 %21 to i64, !dbg !1625
  %24 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %23, !dbg !1625
  %25 = load i32, ptr %24, align 4, !dbg !1625, !tbaa !293
  %26 = sext i32 %22 to i64, !dbg !1626
  %27 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %26, !dbg !1626
  %28 = load i32, ptr %27, align 4, !dbg !1626, !tbaa !293
  %29 = add i32 %28, %25, !dbg !1627
  store i32 %29, ptr %24, align 4, !dbg !1628, !tbaa !293
  %30 = add nsw i32 %21, 1, !dbg !1629
  %31 = srem i32 %30, 31, !dbg !1630
  %32 = add nsw i32 %22, 1, !dbg !1631
  %33 = srem i32 %32, 31, !dbg !1632
  %34 = add nuw nsw i32 %20, 1, !dbg !1633
    #dbg_value(i32 %34, !1596, !DIExpression(), !1604)
  %35 = icmp eq i32 %34, 310, !dbg !1634
  br i1 %35, label %18, label %19, !dbg !1605, !llvm.loop !1635
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 0, -2147483648) i32 @rand() local_unnamed_addr #13 !dbg !1637 {
  %1 = load i1, ptr @rand_seeded, align 4, !dbg !1643
  br i1 %1, label %2, label %5, !dbg !1645

2:                                                ; preds = %0
  %3 = load i32, ptr @rand_f, align 4, !dbg !1646, !tbaa !293
  %4 = load i32, ptr @rand_r, align 4, !dbg !1647, !tbaa !293
  br label %38, !dbg !1645

5:                                                ; preds = %0
    #dbg_value(i32 1, !1588, !DIExpression(), !1648)
    #dbg_value(i32 1, !1589, !DIExpression(), !1648)
  store i32 1, ptr @rand_state, align 16, !dbg !1650, !tbaa !293
    #dbg_value(i32 1, !1590, !DIExpression(), !1651)
    #dbg_value(i32 1, !1589, !DIExpression(), !1648)
  br label %7, !dbg !1652

6:                                                ; preds = %7
  store i1 true, ptr @rand_seeded, align 4, !dbg !1653
    #dbg_value(i32 0, !1596, !DIExpression(), !1654)
    #dbg_value(i32 0, !1596, !DIExpression(), !1654)
  br label %21, !dbg !1655

7:                                                ; preds = %7, %5
  %8 = phi i64 [ 1, %5 ], [ %19, %7 ]
  %9 = phi i32 [ 1, %5 ], [ %17, %7 ]
    #dbg_value(i32 %9, !1589, !DIExpression(), !1648)
    #dbg_value(i64 %8, !1590, !DIExpression(), !1651)
  %10 = sdiv i32 %9, 127773, !dbg !1656
    #dbg_value(i32 %10, !1592, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !1657)
  %11 = srem i32 %9, 127773, !dbg !1658
    #dbg_value(i32 %11, !1595, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !1657)
  %12 = mul nsw i32 %11, 16807, !dbg !1659
  %13 = mul nsw i32 %10, -2836, !dbg !1660
  %14 = add i32 %13, %12, !dbg !1661
    #dbg_value(i32 %14, !1589, !DIExpression(), !1648)
  %15 = icmp slt i32 %14, 0, !dbg !1662
  %16 = add nsw i32 %14, 2147483647
  %17 = select i1 %15, i32 %16, i32 %14, !dbg !1663
    #dbg_value(i32 %17, !1589, !DIExpression(), !1648)
  %18 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %8, !dbg !1664
  store i32 %17, ptr %18, align 4, !dbg !1665, !tbaa !293
  %19 = add nuw nsw i64 %8, 1, !dbg !1666
    #dbg_value(i64 %19, !1590, !DIExpression(), !1651)
  %20 = icmp eq i64 %19, 31, !dbg !1667
  br i1 %20, label %6, label %7, !dbg !1652, !llvm.loop !1668

21:                                               ; preds = %21, %6
  %22 = phi i32 [ 0, %6 ], [ %36, %21 ]
  %23 = phi i32 [ 3, %6 ], [ %33, %21 ]
  %24 = phi i32 [ 0, %6 ], [ %35, %21 ]
    #dbg_value(i32 %22, !1596, !DIExpression(), !1654)
  %25 = sext i32 %23 to i64, !dbg !1670
  %26 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %25, !dbg !1670
  %27 = load i32, ptr %26, align 4, !dbg !1670, !tbaa !293
  %28 = sext i32 %24 to i64, !dbg !1671
  %29 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %28, !dbg !1671
  %30 = load i32, ptr %29, align 4, !dbg !1671, !tbaa !293
  %31 = add i32 %30, %27, !dbg !1672
  store i32 %31, ptr %26, align 4, !dbg !1673, !tbaa !293
  %32 = add nsw i32 %23, 1, !dbg !1674
  %33 = srem i32 %32, 31, !dbg !1675
  %34 = add nsw i32 %24, 1, !dbg !1676
  %35 = srem i32 %34, 31, !dbg !1677
  %36 = add nuw nsw i32 %22, 1, !dbg !1678
    #dbg_value(i32 %36, !1596, !DIExpression(), !1654)
  %37 = icmp eq i32 %36, 310, !dbg !1679
  br i1 %37, label %38, label %21, !dbg !1655, !llvm.loop !1680

38:                                               ; preds = %21, %2
  %39 = phi i32 [ %4, %2 ], [ %35, %21 ], !dbg !1647
  %40 = phi i32 [ %3, %2 ], [ %33, %21 ], !dbg !1646
  %41 = sext i32 %40 to i64, !dbg !1682
  %42 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %41, !dbg !1682
  %43 = load i32, ptr %42, align 4, !dbg !1682, !tbaa !293
  %44 = sext i32 %39 to i64, !dbg !1683
  %45 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %44, !dbg !1683
  %46 = load i32, ptr %45, align 4, !dbg !1683, !tbaa !293
  %47 = add i32 %46, %43, !dbg !1684
    #dbg_value(i32 %47, !1641, !DIExpression(), !1685)
  store i32 %47, ptr %42, align 4, !dbg !1686, !tbaa !293
  %48 = lshr i32 %47, 1, !dbg !1687
    #dbg_value(i32 %48, !1642, !DIExpression(), !1685)
  %49 = add nsw i32 %40, 1, !dbg !1688
  %50 = srem i32 %49, 31, !dbg !1689
  store i32 %50, ptr @rand_f, align 4, !dbg !1690, !tbaa !293
  %51 = add nsw i32 %39, 1, !dbg !1691
  %52 = srem i32 %51, 31, !dbg !1692
  store i32 %52, ptr @rand_r, align 4, !dbg !1693, !tbaa !293
  ret i32 %48, !dbg !1694
}

; Function Attrs: nounwind
define dso_local void @qsort(ptr noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3) local_unnamed_addr #7 !dbg !1695 {
    #dbg_value(ptr %0, !1702, !DIExpression(), !1707)
    #dbg_value(i64 %1, !1703, !DIExpression(), !1707)
    #dbg_value(i64 %2, !1704, !DIExpression(), !1707)
    #dbg_value(ptr %3, !1705, !DIExpression(), !1707)
  %5 = icmp ult i64 %1, 2, !dbg !1708
  %6 = icmp eq i64 %2, 0
  %7 = or i1 %5, %6, !dbg !1710
  br i1 %7, label %14, label %8, !dbg !1710

8:                                                ; preds = %4
  %9 = mul i64 %2, %1, !dbg !1711
  %10 = tail call ptr @malloc(i64 noundef %9) #19, !dbg !1712
    #dbg_value(ptr %10, !1706, !DIExpression(), !1707)
  %11 = icmp eq ptr %10, null, !dbg !1713
  br i1 %11, label %12, label %13, !dbg !1715

12:                                               ; preds = %8
  tail call void @abort() #20, !dbg !1716
  unreachable, !dbg !1716

13:                                               ; preds = %8
  tail call fastcc void @msort(ptr noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef nonnull %10) #22, !dbg !1717
  tail call void @free(ptr noundef nonnull %10) #19, !dbg !1718
  br label %14, !dbg !1719

14:                                               ; preds = %4, %13
  ret void, !dbg !1719
}

; Function Attrs: noreturn
declare !dbg !1720 void @abort() local_unnamed_addr #5

; Function Attrs: nounwind
define internal fastcc void @msort(ptr noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4) unnamed_addr #7 !dbg !1721 {
    #dbg_value(ptr %0, !1725, !DIExpression(), !1735)
    #dbg_value(i64 %1, !1726, !DIExpression(), !1735)
    #dbg_value(i64 %2, !1727, !DIExpression(), !1735)
    #dbg_value(ptr %3, !1728, !DIExpression(), !1735)
    #dbg_value(ptr %4, !1729, !DIExpression(), !1735)
  %6 = icmp ult i64 %1, 2, !dbg !1736
  br i1 %6, label %51, label %7, !dbg !1738

7:                                                ; preds = %5
  %8 = lshr i64 %1, 1, !dbg !1739
    #dbg_value(i64 %8, !1730, !DIExpression(), !1735)
  %9 = sub i64 %1, %8, !dbg !1740
    #dbg_value(i64 %9, !1731, !DIExpression(), !1735)
    #dbg_value(ptr %0, !1732, !DIExpression(), !1735)
  %10 = mul i64 %8, %2, !dbg !1741
  %11 = getelementptr inbounds i8, ptr %0, i64 %10, !dbg !1742
    #dbg_value(ptr %11, !1733, !DIExpression(), !1735)
  tail call fastcc void @msort(ptr noundef %0, i64 noundef %8, i64 noundef %2, ptr noundef %3, ptr noundef %4) #22, !dbg !1743
  tail call fastcc void @msort(ptr noundef %11, i64 noundef %9, i64 noundef %2, ptr noundef %3, ptr noundef %4) #22, !dbg !1744
    #dbg_value(ptr %4, !1734, !DIExpression(), !1735)
    #dbg_value(ptr %11, !1733, !DIExpression(), !1735)
    #dbg_value(ptr %0, !1732, !DIExpression(), !1735)
    #dbg_value(i64 %9, !1731, !DIExpression(), !1735)
    #dbg_value(i64 %8, !1730, !DIExpression(), !1735)
  %12 = icmp eq i64 %9, 0, !dbg !1745
  br i1 %12, label %39, label %13, !dbg !1746

13:                                               ; preds = %7, %29
  %14 = phi ptr [ %34, %29 ], [ %4, %7 ]
  %15 = phi ptr [ %33, %29 ], [ %11, %7 ]
  %16 = phi ptr [ %32, %29 ], [ %0, %7 ]
  %17 = phi i64 [ %31, %29 ], [ %9, %7 ]
  %18 = phi i64 [ %30, %29 ], [ %8, %7 ]
    #dbg_value(ptr %14, !1734, !DIExpression(), !1735)
    #dbg_value(ptr %15, !1733, !DIExpression(), !1735)
    #dbg_value(ptr %16, !1732, !DIExpression(), !1735)
    #dbg_value(i64 %17, !1731, !DIExpression(), !1735)
    #dbg_value(i64 %18, !1730, !DIExpression(), !1735)
  %19 = tail call i32 %3(ptr noundef %16, ptr noundef %15) #19, !dbg !1747
  %20 = icmp slt i32 %19, 1, !dbg !1750
  br i1 %20, label %21, label %25, !dbg !1751

21:                                               ; preds = %13
  %22 = tail call ptr @memcpy(ptr noundef %14, ptr noundef %16, i64 noundef %2) #19, !dbg !1752
  %23 = getelementptr inbounds i8, ptr %16, i64 %2, !dbg !1754
    #dbg_value(ptr %23, !1732, !DIExpression(), !1735)
  %24 = add nsw i64 %18, -1, !dbg !1755
    #dbg_value(i64 %24, !1730, !DIExpression(), !1735)
  br label %29, !dbg !1756

25:                                               ; preds = %13
  %26 = tail call ptr @memcpy(ptr noundef %14, ptr noundef %15, i64 noundef %2) #19, !dbg !1757
  %27 = getelementptr inbounds i8, ptr %15, i64 %2, !dbg !1759
    #dbg_value(ptr %27, !1733, !DIExpression(), !1735)
  %28 = add i64 %17, -1, !dbg !1760
    #dbg_value(i64 %28, !1731, !DIExpression(), !1735)
  br label %29

29:                                               ; preds = %25, %21
  %30 = phi i64 [ %24, %21 ], [ %18, %25 ], !dbg !1735
  %31 = phi i64 [ %17, %21 ], [ %28, %25 ], !dbg !1735
  %32 = phi ptr [ %23, %21 ], [ %16, %25 ], !dbg !1735
  %33 = phi ptr [ %15, %21 ], [ %27, %25 ], !dbg !1735
    #dbg_value(ptr %33, !1733, !DIExpression(), !1735)
    #dbg_value(ptr %32, !1732, !DIExpression(), !1735)
    #dbg_value(i64 %31, !1731, !DIExpression(), !1735)
    #dbg_value(i64 %30, !1730, !DIExpression(), !1735)
  %34 = getelementptr inbounds i8, ptr %14, i64 %2, !dbg !1761
    #dbg_value(ptr %34, !1734, !DIExpression(), !1735)
  %35 = icmp ne i64 %30, 0, !dbg !1762
  %36 = icmp ne i64 %31, 0, !dbg !1745
  %37 = select i1 %35, i1 %36, i1 false, !dbg !1745
  br i1 %37, label %13, label %38, !dbg !1746, !llvm.loop !1763

38:                                               ; preds = %29
  br i1 %35, label %39, label %46, !dbg !1765

39:                                               ; preds = %7, %38
  %40 = phi ptr [ %34, %38 ], [ %4, %7 ]
  %41 = phi ptr [ %32, %38 ], [ %0, %7 ]
  %42 = phi i64 [ %31, %38 ], [ 0, %7 ]
  %43 = phi i64 [ %30, %38 ], [ %8, %7 ]
  %44 = mul i64 %43, %2, !dbg !1766
  %45 = tail call ptr @memcpy(ptr noundef %40, ptr noundef %41, i64 noundef %44) #19, !dbg !1768
  br label %46, !dbg !1768

46:                                               ; preds = %39, %38
  %47 = phi i64 [ %42, %39 ], [ %31, %38 ]
  %48 = sub i64 %1, %47, !dbg !1769
  %49 = mul i64 %48, %2, !dbg !1770
  %50 = tail call ptr @memcpy(ptr noundef %0, ptr noundef %4, i64 noundef %49) #19, !dbg !1771
  br label %51, !dbg !1772

51:                                               ; preds = %5, %46
  ret void, !dbg !1772
}

declare !dbg !1773 void @free(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local noundef ptr @bsearch(ptr noundef %0, ptr noundef %1, i64 noundef %2, i64 noundef %3, ptr nocapture noundef readonly %4) local_unnamed_addr #7 !dbg !1774 {
    #dbg_value(ptr %0, !1778, !DIExpression(), !1789)
    #dbg_value(ptr %1, !1779, !DIExpression(), !1789)
    #dbg_value(i64 %2, !1780, !DIExpression(), !1789)
    #dbg_value(i64 %3, !1781, !DIExpression(), !1789)
    #dbg_value(ptr %4, !1782, !DIExpression(), !1789)
    #dbg_value(i64 0, !1783, !DIExpression(), !1789)
    #dbg_value(i64 %2, !1784, !DIExpression(), !1789)
  br label %6, !dbg !1790

6:                                                ; preds = %10, %5
  %7 = phi i64 [ %2, %5 ], [ %20, %10 ], !dbg !1791
  %8 = phi i64 [ 0, %5 ], [ %21, %10 ], !dbg !1792
    #dbg_value(i64 %8, !1783, !DIExpression(), !1789)
    #dbg_value(i64 %7, !1784, !DIExpression(), !1789)
  %9 = icmp ult i64 %8, %7, !dbg !1793
  br i1 %9, label %10, label %22, !dbg !1790

10:                                               ; preds = %6
  %11 = sub i64 %7, %8, !dbg !1794
  %12 = lshr i64 %11, 1, !dbg !1795
  %13 = add i64 %12, %8, !dbg !1796
    #dbg_value(i64 %13, !1785, !DIExpression(), !1797)
  %14 = mul i64 %13, %3, !dbg !1798
  %15 = getelementptr inbounds i8, ptr %1, i64 %14, !dbg !1799
    #dbg_value(ptr %15, !1787, !DIExpression(), !1797)
  %16 = tail call i32 %4(ptr noundef %0, ptr noundef %15) #19, !dbg !1800
    #dbg_value(i32 %16, !1788, !DIExpression(), !1797)
  %17 = icmp eq i32 %16, 0, !dbg !1801
  %18 = icmp slt i32 %16, 0, !dbg !1803
  %19 = add i64 %13, 1, !dbg !1803
  %20 = select i1 %18, i64 %13, i64 %7, !dbg !1803
  %21 = select i1 %18, i64 %8, i64 %19, !dbg !1803
    #dbg_value(i64 poison, !1783, !DIExpression(), !1789)
    #dbg_value(i64 poison, !1784, !DIExpression(), !1789)
  br i1 %17, label %22, label %6, !llvm.loop !1804

22:                                               ; preds = %6, %10
  %23 = phi ptr [ %15, %10 ], [ null, %6 ], !dbg !1789
  ret ptr %23, !dbg !1806
}

; Function Attrs: nounwind
define dso_local noundef i32 @pthread_once(ptr noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #7 !dbg !1807 {
    #dbg_value(ptr %0, !1811, !DIExpression(), !1813)
    #dbg_value(ptr %1, !1812, !DIExpression(), !1813)
  tail call void @__VERIFIER_atomic_begin() #19, !dbg !1814
  %3 = load i32, ptr %0, align 4, !dbg !1815, !tbaa !293
  %4 = icmp eq i32 %3, 0, !dbg !1817
  br i1 %4, label %5, label %6, !dbg !1818

5:                                                ; preds = %2
  store i32 1, ptr %0, align 4, !dbg !1819, !tbaa !293
  tail call void @__VERIFIER_atomic_end() #19, !dbg !1821
  tail call void %1() #19, !dbg !1822
  store i32 2, ptr %0, align 4, !dbg !1823, !tbaa !293
  br label %7, !dbg !1824

6:                                                ; preds = %2
  tail call void @__VERIFIER_atomic_end() #19, !dbg !1825
  tail call void @__pancam_await_eq(ptr noundef nonnull %0, i32 noundef 2) #19, !dbg !1826
  br label %7, !dbg !1827

7:                                                ; preds = %6, %5
  ret i32 0, !dbg !1828
}

declare !dbg !1829 void @__VERIFIER_atomic_begin() local_unnamed_addr #8

declare !dbg !1830 void @__VERIFIER_atomic_end() local_unnamed_addr #8

declare !dbg !1831 void @__pancam_await_eq(ptr noundef, i32 noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local range(i32 0, 12) i32 @pthread_key_create(ptr nocapture noundef writeonly %0, ptr noundef %1) local_unnamed_addr #7 !dbg !1834 {
    #dbg_value(ptr %0, !1839, !DIExpression(), !1843)
    #dbg_value(ptr %1, !1840, !DIExpression(), !1843)
  tail call void @__VERIFIER_atomic_begin() #19, !dbg !1844
    #dbg_value(i32 0, !1841, !DIExpression(), !1845)
  br label %3, !dbg !1846

3:                                                ; preds = %32, %2
  %4 = phi i64 [ 0, %2 ], [ %33, %32 ]
    #dbg_value(i64 %4, !1841, !DIExpression(), !1845)
  %5 = getelementptr inbounds [64 x i32], ptr @key_used, i64 0, i64 %4, !dbg !1847
  %6 = load i32, ptr %5, align 16, !dbg !1847, !tbaa !293
  %7 = icmp eq i32 %6, 0, !dbg !1847
  br i1 %7, label %8, label %17, !dbg !1851

8:                                                ; preds = %27, %22, %17, %3
  %9 = phi i64 [ %4, %3 ], [ %18, %17 ], [ %23, %22 ], [ %28, %27 ]
  %10 = phi ptr [ %5, %3 ], [ %19, %17 ], [ %24, %22 ], [ %29, %27 ], !dbg !1847
  %11 = trunc nuw nsw i64 %9 to i32, !dbg !1852
  store i32 1, ptr %10, align 4, !dbg !1852, !tbaa !293
  %12 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i64 0, i64 %9, !dbg !1854
  store ptr %1, ptr %12, align 8, !dbg !1855, !tbaa !302
  %13 = icmp eq ptr %1, null, !dbg !1856
  br i1 %13, label %35, label %14, !dbg !1858

14:                                               ; preds = %8
  %15 = load i32, ptr @__pancam_tsd_dtors, align 4, !dbg !1859, !tbaa !293
  %16 = add nsw i32 %15, 1, !dbg !1859
  store i32 %16, ptr @__pancam_tsd_dtors, align 4, !dbg !1859, !tbaa !293
  br label %35, !dbg !1860

17:                                               ; preds = %3
  %18 = or disjoint i64 %4, 1, !dbg !1861
    #dbg_value(i64 %18, !1841, !DIExpression(), !1845)
  %19 = getelementptr inbounds [64 x i32], ptr @key_used, i64 0, i64 %18, !dbg !1847
  %20 = load i32, ptr %19, align 4, !dbg !1847, !tbaa !293
  %21 = icmp eq i32 %20, 0, !dbg !1847
  br i1 %21, label %8, label %22, !dbg !1851

22:                                               ; preds = %17
  %23 = or disjoint i64 %4, 2, !dbg !1861
    #dbg_value(i64 %23, !1841, !DIExpression(), !1845)
  %24 = getelementptr inbounds [64 x i32], ptr @key_used, i64 0, i64 %23, !dbg !1847
  %25 = load i32, ptr %24, align 8, !dbg !1847, !tbaa !293
  %26 = icmp eq i32 %25, 0, !dbg !1847
  br i1 %26, label %8, label %27, !dbg !1851

27:                                               ; preds = %22
  %28 = or disjoint i64 %4, 3, !dbg !1861
    #dbg_value(i64 %28, !1841, !DIExpression(), !1845)
  %29 = getelementptr inbounds [64 x i32], ptr @key_used, i64 0, i64 %28, !dbg !1847
  %30 = load i32, ptr %29, align 4, !dbg !1847, !tbaa !293
  %31 = icmp eq i32 %30, 0, !dbg !1847
  br i1 %31, label %8, label %32, !dbg !1851

32:                                               ; preds = %27
  %33 = add nuw nsw i64 %4, 4, !dbg !1861
    #dbg_value(i64 %33, !1841, !DIExpression(), !1845)
  %34 = icmp eq i64 %33, 64, !dbg !1862
  br i1 %34, label %36, label %3, !dbg !1846, !llvm.loop !1863

35:                                               ; preds = %8, %14
  tail call void @__VERIFIER_atomic_end() #19, !dbg !1865
  store i32 %11, ptr %0, align 4, !dbg !1866, !tbaa !293
  br label %37

36:                                               ; preds = %32
  tail call void @__VERIFIER_atomic_end() #19, !dbg !1867
  br label %37, !dbg !1868

37:                                               ; preds = %35, %36
  %38 = phi i32 [ 0, %35 ], [ 11, %36 ], !dbg !1843
  ret i32 %38, !dbg !1869
}

; Function Attrs: nounwind
define dso_local range(i32 0, 23) i32 @pthread_key_delete(i32 noundef %0) local_unnamed_addr #7 !dbg !1870 {
    #dbg_value(i32 %0, !1874, !DIExpression(), !1875)
  tail call void @__VERIFIER_atomic_begin() #19, !dbg !1876
  %2 = icmp ugt i32 %0, 63, !dbg !1877
  br i1 %2, label %16, label %3, !dbg !1879

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !1880
  %5 = getelementptr inbounds [64 x i32], ptr @key_used, i64 0, i64 %4, !dbg !1880
  %6 = load i32, ptr %5, align 4, !dbg !1880, !tbaa !293
  %7 = icmp eq i32 %6, 0, !dbg !1880
  br i1 %7, label %16, label %8, !dbg !1881

8:                                                ; preds = %3
  %9 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i64 0, i64 %4, !dbg !1882
  %10 = load ptr, ptr %9, align 8, !dbg !1882, !tbaa !302
  %11 = icmp eq ptr %10, null, !dbg !1882
  br i1 %11, label %15, label %12, !dbg !1884

12:                                               ; preds = %8
  %13 = load i32, ptr @__pancam_tsd_dtors, align 4, !dbg !1885, !tbaa !293
  %14 = add nsw i32 %13, -1, !dbg !1885
  store i32 %14, ptr @__pancam_tsd_dtors, align 4, !dbg !1885, !tbaa !293
  br label %15, !dbg !1886

15:                                               ; preds = %12, %8
  store i32 0, ptr %5, align 4, !dbg !1887, !tbaa !293
  store ptr null, ptr %9, align 8, !dbg !1888, !tbaa !302
  br label %16, !dbg !1889

16:                                               ; preds = %1, %3, %15
  %17 = phi i32 [ 0, %15 ], [ 22, %3 ], [ 22, %1 ], !dbg !1875
  tail call void @__VERIFIER_atomic_end() #19, !dbg !1875
  ret i32 %17, !dbg !1890
}

; Function Attrs: nounwind
define dso_local void @__pancam_tsd_run() local_unnamed_addr #7 !dbg !1891 {
    #dbg_value(i32 0, !1893, !DIExpression(), !1904)
  %1 = tail call align 16 ptr @llvm.threadlocal.address.p0(ptr align 16 @key_value)
    #dbg_value(i32 0, !1893, !DIExpression(), !1904)
    #dbg_value(i32 0, !1898, !DIExpression(), !1905)
    #dbg_value(i32 0, !1895, !DIExpression(), !1906)
  br label %2, !dbg !1907

2:                                                ; preds = %78, %0
  %3 = phi i64 [ %80, %78 ], [ 0, %0 ]
  %4 = phi i1 [ false, %78 ], [ true, %0 ]
  br label %66, !dbg !1907

5:                                                ; preds = %65, %20
  %6 = phi i64 [ %22, %20 ], [ 0, %65 ]
  %7 = phi i1 [ false, %20 ], [ true, %65 ]
  br label %8, !dbg !1907

8:                                                ; preds = %5, %17
  %9 = phi i64 [ %18, %17 ], [ %6, %5 ]
    #dbg_value(i64 %9, !1898, !DIExpression(), !1905)
    #dbg_value(i32 poison, !1895, !DIExpression(), !1906)
  %10 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 %9, !dbg !1908
  %11 = load ptr, ptr %10, align 8, !dbg !1908, !tbaa !302
    #dbg_value(ptr %11, !1900, !DIExpression(), !1909)
  %12 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i64 0, i64 %9, !dbg !1910
  %13 = load ptr, ptr %12, align 8, !dbg !1910, !tbaa !302
    #dbg_value(ptr %13, !1903, !DIExpression(), !1909)
  %14 = icmp ne ptr %11, null, !dbg !1911
  %15 = icmp ne ptr %13, null
  %16 = select i1 %14, i1 %15, i1 false, !dbg !1913
  br i1 %16, label %20, label %17, !dbg !1913

17:                                               ; preds = %8
    #dbg_value(i32 poison, !1895, !DIExpression(), !1906)
  %18 = add nuw nsw i64 %9, 1, !dbg !1914
    #dbg_value(i64 %18, !1898, !DIExpression(), !1905)
  %19 = icmp eq i64 %18, 64, !dbg !1915
  br i1 %19, label %24, label %8, !dbg !1907, !llvm.loop !1916

20:                                               ; preds = %8
  %21 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 %9
  store ptr null, ptr %21, align 8, !dbg !1918, !tbaa !302
  tail call void %13(ptr noundef nonnull %11) #19, !dbg !1920
    #dbg_value(i32 1, !1895, !DIExpression(), !1906)
  %22 = add nuw nsw i64 %9, 1, !dbg !1914
    #dbg_value(i64 %22, !1898, !DIExpression(), !1905)
  %23 = icmp eq i64 %22, 64, !dbg !1915
  br i1 %23, label %25, label %5, !dbg !1907, !llvm.loop !1916

24:                                               ; preds = %17
    #dbg_value(i32 1, !1893, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1904)
  br i1 %7, label %82, label %25

25:                                               ; preds = %20, %24
  br label %26, !dbg !1907

26:                                               ; preds = %25, %41
  %27 = phi i64 [ %43, %41 ], [ 0, %25 ]
  %28 = phi i1 [ false, %41 ], [ true, %25 ]
  br label %29, !dbg !1907

29:                                               ; preds = %26, %38
  %30 = phi i64 [ %39, %38 ], [ %27, %26 ]
    #dbg_value(i64 %30, !1898, !DIExpression(), !1905)
    #dbg_value(i32 poison, !1895, !DIExpression(), !1906)
  %31 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 %30, !dbg !1908
  %32 = load ptr, ptr %31, align 8, !dbg !1908, !tbaa !302
    #dbg_value(ptr %32, !1900, !DIExpression(), !1909)
  %33 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i64 0, i64 %30, !dbg !1910
  %34 = load ptr, ptr %33, align 8, !dbg !1910, !tbaa !302
    #dbg_value(ptr %34, !1903, !DIExpression(), !1909)
  %35 = icmp ne ptr %32, null, !dbg !1911
  %36 = icmp ne ptr %34, null
  %37 = select i1 %35, i1 %36, i1 false, !dbg !1913
  br i1 %37, label %41, label %38, !dbg !1913

38:                                               ; preds = %29
    #dbg_value(i32 poison, !1895, !DIExpression(), !1906)
  %39 = add nuw nsw i64 %30, 1, !dbg !1914
    #dbg_value(i64 %39, !1898, !DIExpression(), !1905)
  %40 = icmp eq i64 %39, 64, !dbg !1915
  br i1 %40, label %45, label %29, !dbg !1907, !llvm.loop !1916

41:                                               ; preds = %29
  %42 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 %30
  store ptr null, ptr %42, align 8, !dbg !1918, !tbaa !302
  tail call void %34(ptr noundef nonnull %32) #19, !dbg !1920
    #dbg_value(i32 1, !1895, !DIExpression(), !1906)
  %43 = add nuw nsw i64 %30, 1, !dbg !1914
    #dbg_value(i64 %43, !1898, !DIExpression(), !1905)
  %44 = icmp eq i64 %43, 64, !dbg !1915
  br i1 %44, label %46, label %26, !dbg !1907, !llvm.loop !1916

45:                                               ; preds = %38
    #dbg_value(i32 2, !1893, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1904)
  br i1 %28, label %82, label %46

46:                                               ; preds = %41, %45
  br label %47, !dbg !1907

47:                                               ; preds = %59, %46
  %48 = phi i64 [ 0, %46 ], [ %60, %59 ]
    #dbg_value(i64 %48, !1898, !DIExpression(), !1905)
    #dbg_value(i32 poison, !1895, !DIExpression(), !1906)
  %49 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 %48, !dbg !1908
  %50 = load ptr, ptr %49, align 8, !dbg !1908, !tbaa !302
    #dbg_value(ptr %50, !1900, !DIExpression(), !1909)
  %51 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i64 0, i64 %48, !dbg !1910
  %52 = load ptr, ptr %51, align 8, !dbg !1910, !tbaa !302
    #dbg_value(ptr %52, !1903, !DIExpression(), !1909)
  %53 = icmp ne ptr %50, null, !dbg !1911
  %54 = icmp ne ptr %52, null
  %55 = select i1 %53, i1 %54, i1 false, !dbg !1913
  br i1 %55, label %61, label %56, !dbg !1913

56:                                               ; preds = %47
    #dbg_value(i32 poison, !1895, !DIExpression(), !1906)
  %57 = add nuw nsw i64 %48, 1, !dbg !1914
    #dbg_value(i64 %57, !1898, !DIExpression(), !1905)
  %58 = icmp eq i64 %57, 64, !dbg !1915
  br i1 %58, label %82, label %59, !dbg !1907

59:                                               ; preds = %56, %61
  %60 = phi i64 [ %57, %56 ], [ %62, %61 ]
  br label %47, !dbg !1908, !llvm.loop !1916

61:                                               ; preds = %47
  store ptr null, ptr %49, align 8, !dbg !1918, !tbaa !302
  tail call void %52(ptr noundef nonnull %50) #19, !dbg !1920
    #dbg_value(i32 1, !1895, !DIExpression(), !1906)
  %62 = add nuw nsw i64 %48, 1, !dbg !1914
    #dbg_value(i64 %62, !1898, !DIExpression(), !1905)
  %63 = icmp eq i64 %62, 64, !dbg !1915
  br i1 %63, label %82, label %59, !dbg !1907

64:                                               ; preds = %75
    #dbg_value(i32 0, !1893, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1904)
  br i1 %4, label %82, label %65

65:                                               ; preds = %78, %64
  br label %5, !dbg !1907

66:                                               ; preds = %2, %75
  %67 = phi i64 [ %76, %75 ], [ %3, %2 ]
    #dbg_value(i64 %67, !1898, !DIExpression(), !1905)
    #dbg_value(i32 poison, !1895, !DIExpression(), !1906)
  %68 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 %67, !dbg !1908
  %69 = load ptr, ptr %68, align 8, !dbg !1908, !tbaa !302
    #dbg_value(ptr %69, !1900, !DIExpression(), !1909)
  %70 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i64 0, i64 %67, !dbg !1910
  %71 = load ptr, ptr %70, align 8, !dbg !1910, !tbaa !302
    #dbg_value(ptr %71, !1903, !DIExpression(), !1909)
  %72 = icmp ne ptr %69, null, !dbg !1911
  %73 = icmp ne ptr %71, null
  %74 = select i1 %72, i1 %73, i1 false, !dbg !1913
  br i1 %74, label %78, label %75, !dbg !1913

75:                                               ; preds = %66
    #dbg_value(i32 poison, !1895, !DIExpression(), !1906)
  %76 = add nuw nsw i64 %67, 1, !dbg !1914
    #dbg_value(i64 %76, !1898, !DIExpression(), !1905)
  %77 = icmp eq i64 %76, 64, !dbg !1915
  br i1 %77, label %64, label %66, !dbg !1907, !llvm.loop !1916

78:                                               ; preds = %66
  %79 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 %67
  store ptr null, ptr %79, align 8, !dbg !1918, !tbaa !302
  tail call void %71(ptr noundef nonnull %69) #19, !dbg !1920
    #dbg_value(i32 1, !1895, !DIExpression(), !1906)
  %80 = add nuw nsw i64 %67, 1, !dbg !1914
    #dbg_value(i64 %80, !1898, !DIExpression(), !1905)
  %81 = icmp eq i64 %80, 64, !dbg !1915
  br i1 %81, label %65, label %2, !dbg !1907, !llvm.loop !1916

82:                                               ; preds = %61, %56, %45, %24, %64
  ret void, !dbg !1921
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none)
define dso_local ptr @pthread_getspecific(i32 noundef %0) local_unnamed_addr #14 !dbg !1922 {
    #dbg_value(i32 %0, !1926, !DIExpression(), !1927)
  %2 = icmp ult i32 %0, 64, !dbg !1928
  br i1 %2, label %3, label %8, !dbg !1929

3:                                                ; preds = %1
  %4 = tail call align 16 ptr @llvm.threadlocal.address.p0(ptr align 16 @key_value), !dbg !1930
  %5 = zext nneg i32 %0 to i64, !dbg !1930
  %6 = getelementptr inbounds [64 x ptr], ptr %4, i64 0, i64 %5, !dbg !1930
  %7 = load ptr, ptr %6, align 8, !dbg !1930, !tbaa !302
  br label %8, !dbg !1929

8:                                                ; preds = %1, %3
  %9 = phi ptr [ %7, %3 ], [ null, %1 ], !dbg !1929
  ret ptr %9, !dbg !1931
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 0, 23) i32 @pthread_setspecific(i32 noundef %0, ptr noundef %1) local_unnamed_addr #2 !dbg !1932 {
    #dbg_value(i32 %0, !1936, !DIExpression(), !1938)
    #dbg_value(ptr %1, !1937, !DIExpression(), !1938)
  %3 = icmp ugt i32 %0, 63, !dbg !1939
  br i1 %3, label %12, label %4, !dbg !1941

4:                                                ; preds = %2
  %5 = zext nneg i32 %0 to i64, !dbg !1942
  %6 = getelementptr inbounds [64 x i32], ptr @key_used, i64 0, i64 %5, !dbg !1942
  %7 = load i32, ptr %6, align 4, !dbg !1942, !tbaa !293
  %8 = icmp eq i32 %7, 0, !dbg !1942
  br i1 %8, label %12, label %9, !dbg !1943

9:                                                ; preds = %4
  %10 = tail call align 16 ptr @llvm.threadlocal.address.p0(ptr align 16 @key_value), !dbg !1944
  %11 = getelementptr inbounds [64 x ptr], ptr %10, i64 0, i64 %5, !dbg !1944
  store ptr %1, ptr %11, align 8, !dbg !1945, !tbaa !302
  br label %12, !dbg !1946

12:                                               ; preds = %2, %4, %9
  %13 = phi i32 [ 0, %9 ], [ 22, %4 ], [ 22, %2 ], !dbg !1938
  ret i32 %13, !dbg !1947
}

; Function Attrs: nounwind
define dso_local i32 @pthread_mutex_timedlock(ptr noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #7 !dbg !1948 {
    #dbg_value(ptr %0, !1952, !DIExpression(), !1955)
    #dbg_value(ptr %1, !1953, !DIExpression(), !1955)
  %3 = tail call i32 @pthread_mutex_trylock(ptr noundef %0) #19, !dbg !1956
    #dbg_value(i32 %3, !1954, !DIExpression(), !1955)
  %4 = icmp eq i32 %3, 16, !dbg !1957
  br i1 %4, label %5, label %9, !dbg !1959

5:                                                ; preds = %2
  %6 = tail call zeroext i1 @__VERIFIER_nondet_bool() #19, !dbg !1960
  br i1 %6, label %9, label %7, !dbg !1962

7:                                                ; preds = %5
  %8 = tail call i32 @pthread_mutex_lock(ptr noundef %0) #19, !dbg !1963
  br label %9, !dbg !1964

9:                                                ; preds = %5, %2, %7
  %10 = phi i32 [ %8, %7 ], [ %3, %2 ], [ 110, %5 ], !dbg !1955
  ret i32 %10, !dbg !1965
}

declare !dbg !1966 i32 @pthread_mutex_trylock(ptr noundef) local_unnamed_addr #8

declare !dbg !1967 zeroext i1 @__VERIFIER_nondet_bool() local_unnamed_addr #8

declare !dbg !1971 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local range(i32 0, 4) i32 @thrd_create(ptr noundef %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #7 !dbg !1972 {
    #dbg_value(ptr %0, !1978, !DIExpression(), !1983)
    #dbg_value(ptr %1, !1979, !DIExpression(), !1983)
    #dbg_value(ptr %2, !1980, !DIExpression(), !1983)
  %4 = tail call ptr @malloc(i64 noundef 16) #19, !dbg !1984
    #dbg_value(ptr %4, !1981, !DIExpression(), !1983)
  %5 = icmp eq ptr %4, null, !dbg !1985
  br i1 %5, label %13, label %6, !dbg !1987

6:                                                ; preds = %3
  store ptr %1, ptr %4, align 8, !dbg !1988, !tbaa !1989
  %7 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !1991
  store ptr %2, ptr %7, align 8, !dbg !1992, !tbaa !1993
  %8 = tail call i32 @pthread_create(ptr noundef %0, ptr noundef null, ptr noundef nonnull @pancam_thrd_run, ptr noundef nonnull %4) #19, !dbg !1994
    #dbg_value(i32 %8, !1982, !DIExpression(), !1983)
  %9 = icmp eq i32 %8, 0, !dbg !1995
  br i1 %9, label %13, label %10, !dbg !1997

10:                                               ; preds = %6
  tail call void @free(ptr noundef nonnull %4) #19, !dbg !1998
  %11 = icmp eq i32 %8, 11, !dbg !2000
  %12 = select i1 %11, i32 3, i32 2, !dbg !2001
  br label %13, !dbg !2002

13:                                               ; preds = %10, %6, %3
  %14 = phi i32 [ 3, %3 ], [ %12, %10 ], [ 0, %6 ], !dbg !1983
  ret i32 %14, !dbg !2003
}

declare !dbg !2004 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define internal ptr @pancam_thrd_run(ptr noundef %0) #7 !dbg !2010 {
    #dbg_value(ptr %0, !2012, !DIExpression(), !2014)
  %2 = load ptr, ptr %0, align 8, !dbg !2015, !tbaa !302
  %3 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !2015
  %4 = load ptr, ptr %3, align 8, !dbg !2015, !tbaa !302
    #dbg_value(ptr %2, !2013, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2014)
    #dbg_value(ptr %4, !2013, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2014)
  tail call void @free(ptr noundef nonnull %0) #19, !dbg !2016
  %5 = tail call i32 %2(ptr noundef %4) #19, !dbg !2017
  %6 = sext i32 %5 to i64, !dbg !2018
  %7 = inttoptr i64 %6 to ptr, !dbg !2019
  ret ptr %7, !dbg !2020
}

; Function Attrs: nounwind
define dso_local range(i32 0, 3) i32 @thrd_join(i64 noundef %0, ptr noundef writeonly %1) local_unnamed_addr #7 !dbg !2021 {
  %3 = alloca ptr, align 8, !DIAssignID !2028
    #dbg_assign(i1 undef, !2027, !DIExpression(), !2028, ptr %3, !DIExpression(), !2029)
    #dbg_value(i64 %0, !2025, !DIExpression(), !2029)
    #dbg_value(ptr %1, !2026, !DIExpression(), !2029)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #21, !dbg !2030
  %4 = call i32 @pthread_join(i64 noundef %0, ptr noundef nonnull %3) #19, !dbg !2031
  %5 = icmp eq i32 %4, 0, !dbg !2031
  br i1 %5, label %6, label %12, !dbg !2033

6:                                                ; preds = %2
  %7 = icmp eq ptr %1, null, !dbg !2034
  br i1 %7, label %12, label %8, !dbg !2036

8:                                                ; preds = %6
  %9 = load ptr, ptr %3, align 8, !dbg !2037, !tbaa !302
  %10 = ptrtoint ptr %9 to i64, !dbg !2038
  %11 = trunc i64 %10 to i32, !dbg !2039
  store i32 %11, ptr %1, align 4, !dbg !2040, !tbaa !293
  br label %12, !dbg !2041

12:                                               ; preds = %6, %8, %2
  %13 = phi i32 [ 2, %2 ], [ 0, %8 ], [ 0, %6 ], !dbg !2029
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #21, !dbg !2042
  ret i32 %13, !dbg !2042
}

declare !dbg !2043 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #8

; Function Attrs: noreturn nounwind
define dso_local void @thrd_exit(i32 noundef %0) local_unnamed_addr #3 !dbg !2047 {
    #dbg_value(i32 %0, !2049, !DIExpression(), !2050)
  %2 = sext i32 %0 to i64, !dbg !2051
  %3 = inttoptr i64 %2 to ptr, !dbg !2052
  tail call void @pthread_exit(ptr noundef %3) #20, !dbg !2053
  unreachable, !dbg !2053
}

; Function Attrs: noreturn
declare !dbg !2054 void @pthread_exit(ptr noundef) local_unnamed_addr #5

; Function Attrs: nounwind
define dso_local i64 @thrd_current() local_unnamed_addr #7 !dbg !2055 {
  %1 = tail call i64 @pthread_self() #19, !dbg !2058
  ret i64 %1, !dbg !2059
}

declare !dbg !2060 i64 @pthread_self() local_unnamed_addr #8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 2) i32 @thrd_equal(i64 noundef %0, i64 noundef %1) local_unnamed_addr #0 !dbg !2061 {
    #dbg_value(i64 %0, !2065, !DIExpression(), !2067)
    #dbg_value(i64 %1, !2066, !DIExpression(), !2067)
  %3 = icmp eq i64 %0, %1, !dbg !2068
  %4 = zext i1 %3 to i32, !dbg !2068
  ret i32 %4, !dbg !2069
}

; Function Attrs: nounwind
define dso_local range(i32 0, 3) i32 @thrd_detach(i64 noundef %0) local_unnamed_addr #7 !dbg !2070 {
    #dbg_value(i64 %0, !2074, !DIExpression(), !2075)
  %2 = tail call i32 @pthread_detach(i64 noundef %0) #19, !dbg !2076
  %3 = icmp eq i32 %2, 0, !dbg !2076
  %4 = select i1 %3, i32 0, i32 2, !dbg !2076
  ret i32 %4, !dbg !2077
}

declare !dbg !2078 i32 @pthread_detach(i64 noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local void @thrd_yield() local_unnamed_addr #7 !dbg !2079 {
  %1 = tail call i32 @sched_yield() #19, !dbg !2080
  ret void, !dbg !2081
}

declare !dbg !2082 i32 @sched_yield() local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local noundef i32 @thrd_sleep(ptr nocapture noundef readnone %0, ptr nocapture noundef readnone %1) local_unnamed_addr #7 !dbg !2083 {
    #dbg_value(ptr %0, !2087, !DIExpression(), !2089)
    #dbg_value(ptr %1, !2088, !DIExpression(), !2089)
  %3 = tail call i32 @sched_yield() #19, !dbg !2090
  ret i32 0, !dbg !2091
}

; Function Attrs: nounwind
define dso_local range(i32 0, 3) i32 @mtx_init(ptr noundef %0, i32 noundef %1) local_unnamed_addr #7 !dbg !2092 {
  %3 = alloca i32, align 4, !DIAssignID !2099
    #dbg_assign(i1 undef, !2098, !DIExpression(), !2099, ptr %3, !DIExpression(), !2100)
    #dbg_value(ptr %0, !2096, !DIExpression(), !2100)
    #dbg_value(i32 %1, !2097, !DIExpression(), !2100)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #21, !dbg !2101
  %4 = call i32 @pthread_mutexattr_init(ptr noundef nonnull %3) #19, !dbg !2102
  %5 = and i32 %1, 1, !dbg !2103
  %6 = icmp eq i32 %5, 0, !dbg !2103
  br i1 %6, label %9, label %7, !dbg !2105

7:                                                ; preds = %2
  %8 = call i32 @pthread_mutexattr_settype(ptr noundef nonnull %3, i32 noundef 1) #19, !dbg !2106
  br label %9, !dbg !2106

9:                                                ; preds = %7, %2
  %10 = call i32 @pthread_mutex_init(ptr noundef %0, ptr noundef nonnull %3) #19, !dbg !2107
  %11 = icmp eq i32 %10, 0, !dbg !2107
  %12 = select i1 %11, i32 0, i32 2, !dbg !2107
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #21, !dbg !2108
  ret i32 %12, !dbg !2109
}

declare !dbg !2110 i32 @pthread_mutexattr_init(ptr noundef) local_unnamed_addr #8

declare !dbg !2111 i32 @pthread_mutexattr_settype(ptr noundef, i32 noundef) local_unnamed_addr #8

declare !dbg !2112 i32 @pthread_mutex_init(ptr noundef, ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local range(i32 0, 3) i32 @mtx_lock(ptr noundef %0) local_unnamed_addr #7 !dbg !2113 {
    #dbg_value(ptr %0, !2115, !DIExpression(), !2116)
  %2 = tail call i32 @pthread_mutex_lock(ptr noundef %0) #19, !dbg !2117
  %3 = icmp eq i32 %2, 0, !dbg !2117
  %4 = select i1 %3, i32 0, i32 2, !dbg !2117
  ret i32 %4, !dbg !2118
}

; Function Attrs: nounwind
define dso_local range(i32 0, 3) i32 @mtx_trylock(ptr noundef %0) local_unnamed_addr #7 !dbg !2119 {
    #dbg_value(ptr %0, !2121, !DIExpression(), !2123)
  %2 = tail call i32 @pthread_mutex_trylock(ptr noundef %0) #19, !dbg !2124
    #dbg_value(i32 %2, !2122, !DIExpression(), !2123)
  %3 = icmp eq i32 %2, 0, !dbg !2125
  %4 = icmp eq i32 %2, 16, !dbg !2126
  %5 = select i1 %4, i32 1, i32 2, !dbg !2126
  %6 = select i1 %3, i32 0, i32 %5, !dbg !2126
  ret i32 %6, !dbg !2127
}

; Function Attrs: nounwind
define dso_local range(i32 0, 5) i32 @mtx_timedlock(ptr noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #7 !dbg !2128 {
    #dbg_value(ptr %0, !2130, !DIExpression(), !2133)
    #dbg_value(ptr %1, !2131, !DIExpression(), !2133)
    #dbg_value(ptr %0, !1952, !DIExpression(), !2134)
    #dbg_value(ptr %1, !1953, !DIExpression(), !2134)
  %3 = tail call i32 @pthread_mutex_trylock(ptr noundef %0) #19, !dbg !2136
    #dbg_value(i32 %3, !1954, !DIExpression(), !2134)
  %4 = icmp eq i32 %3, 16, !dbg !2137
  br i1 %4, label %5, label %9, !dbg !2138

5:                                                ; preds = %2
  %6 = tail call zeroext i1 @__VERIFIER_nondet_bool() #19, !dbg !2139
  br i1 %6, label %16, label %7, !dbg !2140

7:                                                ; preds = %5
  %8 = tail call i32 @pthread_mutex_lock(ptr noundef %0) #19, !dbg !2141
  br label %9, !dbg !2142

9:                                                ; preds = %2, %7
  %10 = phi i32 [ %8, %7 ], [ %3, %2 ], !dbg !2134
    #dbg_value(i32 %10, !2132, !DIExpression(), !2133)
  %11 = freeze i32 %10, !dbg !2143
  %12 = icmp eq i32 %11, 0, !dbg !2144
  %13 = icmp eq i32 %11, 110, !dbg !2143
  %14 = select i1 %13, i32 4, i32 2, !dbg !2143
  %15 = select i1 %12, i32 0, i32 %14, !dbg !2143
  br label %16, !dbg !2143

16:                                               ; preds = %9, %5
  %17 = phi i32 [ 4, %5 ], [ %15, %9 ], !dbg !2143
  ret i32 %17, !dbg !2145
}

; Function Attrs: nounwind
define dso_local range(i32 0, 3) i32 @mtx_unlock(ptr noundef %0) local_unnamed_addr #7 !dbg !2146 {
    #dbg_value(ptr %0, !2148, !DIExpression(), !2149)
  %2 = tail call i32 @pthread_mutex_unlock(ptr noundef %0) #19, !dbg !2150
  %3 = icmp eq i32 %2, 0, !dbg !2150
  %4 = select i1 %3, i32 0, i32 2, !dbg !2150
  ret i32 %4, !dbg !2151
}

declare !dbg !2152 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local void @mtx_destroy(ptr noundef %0) local_unnamed_addr #7 !dbg !2153 {
    #dbg_value(ptr %0, !2155, !DIExpression(), !2156)
  %2 = tail call i32 @pthread_mutex_destroy(ptr noundef %0) #19, !dbg !2157
  ret void, !dbg !2158
}

declare !dbg !2159 i32 @pthread_mutex_destroy(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local range(i32 0, 3) i32 @cnd_init(ptr noundef %0) local_unnamed_addr #7 !dbg !2160 {
    #dbg_value(ptr %0, !2162, !DIExpression(), !2163)
  %2 = tail call i32 @pthread_cond_init(ptr noundef %0, ptr noundef null) #19, !dbg !2164
  %3 = icmp eq i32 %2, 0, !dbg !2164
  %4 = select i1 %3, i32 0, i32 2, !dbg !2164
  ret i32 %4, !dbg !2165
}

declare !dbg !2166 i32 @pthread_cond_init(ptr noundef, ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local range(i32 0, 3) i32 @cnd_signal(ptr noundef %0) local_unnamed_addr #7 !dbg !2167 {
    #dbg_value(ptr %0, !2169, !DIExpression(), !2170)
  %2 = tail call i32 @pthread_cond_signal(ptr noundef %0) #19, !dbg !2171
  %3 = icmp eq i32 %2, 0, !dbg !2171
  %4 = select i1 %3, i32 0, i32 2, !dbg !2171
  ret i32 %4, !dbg !2172
}

declare !dbg !2173 i32 @pthread_cond_signal(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local range(i32 0, 3) i32 @cnd_broadcast(ptr noundef %0) local_unnamed_addr #7 !dbg !2174 {
    #dbg_value(ptr %0, !2176, !DIExpression(), !2177)
  %2 = tail call i32 @pthread_cond_broadcast(ptr noundef %0) #19, !dbg !2178
  %3 = icmp eq i32 %2, 0, !dbg !2178
  %4 = select i1 %3, i32 0, i32 2, !dbg !2178
  ret i32 %4, !dbg !2179
}

declare !dbg !2180 i32 @pthread_cond_broadcast(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local range(i32 0, 3) i32 @cnd_wait(ptr noundef %0, ptr noundef %1) local_unnamed_addr #7 !dbg !2181 {
    #dbg_value(ptr %0, !2185, !DIExpression(), !2187)
    #dbg_value(ptr %1, !2186, !DIExpression(), !2187)
  %3 = tail call i32 @pthread_cond_wait(ptr noundef %0, ptr noundef %1) #19, !dbg !2188
  %4 = icmp eq i32 %3, 0, !dbg !2188
  %5 = select i1 %4, i32 0, i32 2, !dbg !2188
  ret i32 %5, !dbg !2189
}

declare !dbg !2190 i32 @pthread_cond_wait(ptr noundef, ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local range(i32 0, 5) i32 @cnd_timedwait(ptr noundef %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #7 !dbg !2191 {
    #dbg_value(ptr %0, !2195, !DIExpression(), !2199)
    #dbg_value(ptr %1, !2196, !DIExpression(), !2199)
    #dbg_value(ptr %2, !2197, !DIExpression(), !2199)
  %4 = tail call i32 @pthread_cond_timedwait(ptr noundef %0, ptr noundef %1, ptr noundef %2) #19, !dbg !2200
    #dbg_value(i32 %4, !2198, !DIExpression(), !2199)
  %5 = icmp eq i32 %4, 0, !dbg !2201
  %6 = icmp eq i32 %4, 110, !dbg !2202
  %7 = select i1 %6, i32 4, i32 2, !dbg !2202
  %8 = select i1 %5, i32 0, i32 %7, !dbg !2202
  ret i32 %8, !dbg !2203
}

declare !dbg !2204 i32 @pthread_cond_timedwait(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local void @cnd_destroy(ptr noundef %0) local_unnamed_addr #7 !dbg !2205 {
    #dbg_value(ptr %0, !2207, !DIExpression(), !2208)
  %2 = tail call i32 @pthread_cond_destroy(ptr noundef %0) #19, !dbg !2209
  ret void, !dbg !2210
}

declare !dbg !2211 i32 @pthread_cond_destroy(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local void @call_once(ptr noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #7 !dbg !2212 {
    #dbg_value(ptr %0, !2216, !DIExpression(), !2218)
    #dbg_value(ptr %1, !2217, !DIExpression(), !2218)
    #dbg_value(ptr %0, !1811, !DIExpression(), !2219)
    #dbg_value(ptr %1, !1812, !DIExpression(), !2219)
  tail call void @__VERIFIER_atomic_begin() #19, !dbg !2221
  %3 = load i32, ptr %0, align 4, !dbg !2222, !tbaa !293
  %4 = icmp eq i32 %3, 0, !dbg !2223
  br i1 %4, label %5, label %6, !dbg !2224

5:                                                ; preds = %2
  store i32 1, ptr %0, align 4, !dbg !2225, !tbaa !293
  tail call void @__VERIFIER_atomic_end() #19, !dbg !2226
  tail call void %1() #19, !dbg !2227
  store i32 2, ptr %0, align 4, !dbg !2228, !tbaa !293
  br label %7, !dbg !2229

6:                                                ; preds = %2
  tail call void @__VERIFIER_atomic_end() #19, !dbg !2230
  tail call void @__pancam_await_eq(ptr noundef nonnull %0, i32 noundef 2) #19, !dbg !2231
  br label %7, !dbg !2232

7:                                                ; preds = %5, %6
  ret void, !dbg !2233
}

; Function Attrs: nounwind
define dso_local range(i32 0, 3) i32 @tss_create(ptr nocapture noundef writeonly %0, ptr noundef %1) local_unnamed_addr #7 !dbg !2234 {
    #dbg_value(ptr %0, !2236, !DIExpression(), !2238)
    #dbg_value(ptr %1, !2237, !DIExpression(), !2238)
    #dbg_value(ptr %0, !1839, !DIExpression(), !2239)
    #dbg_value(ptr %1, !1840, !DIExpression(), !2239)
  tail call void @__VERIFIER_atomic_begin() #19, !dbg !2241
    #dbg_value(i32 0, !1841, !DIExpression(), !2242)
  br label %3, !dbg !2243

3:                                                ; preds = %32, %2
  %4 = phi i64 [ 0, %2 ], [ %33, %32 ]
    #dbg_value(i64 %4, !1841, !DIExpression(), !2242)
  %5 = getelementptr inbounds [64 x i32], ptr @key_used, i64 0, i64 %4, !dbg !2244
  %6 = load i32, ptr %5, align 16, !dbg !2244, !tbaa !293
  %7 = icmp eq i32 %6, 0, !dbg !2244
  br i1 %7, label %8, label %17, !dbg !2245

8:                                                ; preds = %27, %22, %17, %3
  %9 = phi i64 [ %4, %3 ], [ %18, %17 ], [ %23, %22 ], [ %28, %27 ]
  %10 = phi ptr [ %5, %3 ], [ %19, %17 ], [ %24, %22 ], [ %29, %27 ], !dbg !2244
  %11 = trunc nuw nsw i64 %9 to i32, !dbg !2246
  store i32 1, ptr %10, align 4, !dbg !2246, !tbaa !293
  %12 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i64 0, i64 %9, !dbg !2247
  store ptr %1, ptr %12, align 8, !dbg !2248, !tbaa !302
  %13 = icmp eq ptr %1, null, !dbg !2249
  br i1 %13, label %36, label %14, !dbg !2250

14:                                               ; preds = %8
  %15 = load i32, ptr @__pancam_tsd_dtors, align 4, !dbg !2251, !tbaa !293
  %16 = add nsw i32 %15, 1, !dbg !2251
  store i32 %16, ptr @__pancam_tsd_dtors, align 4, !dbg !2251, !tbaa !293
  br label %36, !dbg !2252

17:                                               ; preds = %3
  %18 = or disjoint i64 %4, 1, !dbg !2253
    #dbg_value(i64 %18, !1841, !DIExpression(), !2242)
  %19 = getelementptr inbounds [64 x i32], ptr @key_used, i64 0, i64 %18, !dbg !2244
  %20 = load i32, ptr %19, align 4, !dbg !2244, !tbaa !293
  %21 = icmp eq i32 %20, 0, !dbg !2244
  br i1 %21, label %8, label %22, !dbg !2245

22:                                               ; preds = %17
  %23 = or disjoint i64 %4, 2, !dbg !2253
    #dbg_value(i64 %23, !1841, !DIExpression(), !2242)
  %24 = getelementptr inbounds [64 x i32], ptr @key_used, i64 0, i64 %23, !dbg !2244
  %25 = load i32, ptr %24, align 8, !dbg !2244, !tbaa !293
  %26 = icmp eq i32 %25, 0, !dbg !2244
  br i1 %26, label %8, label %27, !dbg !2245

27:                                               ; preds = %22
  %28 = or disjoint i64 %4, 3, !dbg !2253
    #dbg_value(i64 %28, !1841, !DIExpression(), !2242)
  %29 = getelementptr inbounds [64 x i32], ptr @key_used, i64 0, i64 %28, !dbg !2244
  %30 = load i32, ptr %29, align 4, !dbg !2244, !tbaa !293
  %31 = icmp eq i32 %30, 0, !dbg !2244
  br i1 %31, label %8, label %32, !dbg !2245

32:                                               ; preds = %27
  %33 = add nuw nsw i64 %4, 4, !dbg !2253
    #dbg_value(i64 %33, !1841, !DIExpression(), !2242)
  %34 = icmp eq i64 %33, 64, !dbg !2254
  br i1 %34, label %35, label %3, !dbg !2243, !llvm.loop !2255

35:                                               ; preds = %32
  tail call void @__VERIFIER_atomic_end() #19, !dbg !2257
  br label %37, !dbg !2258

36:                                               ; preds = %8, %14
  tail call void @__VERIFIER_atomic_end() #19, !dbg !2259
  store i32 %11, ptr %0, align 4, !dbg !2260, !tbaa !293
  br label %37, !dbg !2258

37:                                               ; preds = %35, %36
  %38 = phi i32 [ 0, %36 ], [ 2, %35 ], !dbg !2258
  ret i32 %38, !dbg !2261
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none)
define dso_local ptr @tss_get(i32 noundef %0) local_unnamed_addr #14 !dbg !2262 {
    #dbg_value(i32 %0, !2264, !DIExpression(), !2265)
    #dbg_value(i32 %0, !1926, !DIExpression(), !2266)
  %2 = icmp ult i32 %0, 64, !dbg !2268
  br i1 %2, label %3, label %8, !dbg !2269

3:                                                ; preds = %1
  %4 = tail call align 16 ptr @llvm.threadlocal.address.p0(ptr align 16 @key_value), !dbg !2270
  %5 = zext nneg i32 %0 to i64, !dbg !2270
  %6 = getelementptr inbounds [64 x ptr], ptr %4, i64 0, i64 %5, !dbg !2270
  %7 = load ptr, ptr %6, align 8, !dbg !2270, !tbaa !302
  br label %8, !dbg !2269

8:                                                ; preds = %1, %3
  %9 = phi ptr [ %7, %3 ], [ null, %1 ], !dbg !2269
  ret ptr %9, !dbg !2271
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 0, 3) i32 @tss_set(i32 noundef %0, ptr noundef %1) local_unnamed_addr #2 !dbg !2272 {
    #dbg_value(i32 %0, !2276, !DIExpression(), !2278)
    #dbg_value(ptr %1, !2277, !DIExpression(), !2278)
    #dbg_value(i32 %0, !1936, !DIExpression(), !2279)
    #dbg_value(ptr %1, !1937, !DIExpression(), !2279)
  %3 = icmp ugt i32 %0, 63, !dbg !2281
  br i1 %3, label %12, label %4, !dbg !2282

4:                                                ; preds = %2
  %5 = zext nneg i32 %0 to i64, !dbg !2283
  %6 = getelementptr inbounds [64 x i32], ptr @key_used, i64 0, i64 %5, !dbg !2283
  %7 = load i32, ptr %6, align 4, !dbg !2283, !tbaa !293
  %8 = icmp eq i32 %7, 0, !dbg !2283
  br i1 %8, label %12, label %9, !dbg !2284

9:                                                ; preds = %4
  %10 = tail call align 16 ptr @llvm.threadlocal.address.p0(ptr align 16 @key_value), !dbg !2285
  %11 = getelementptr inbounds [64 x ptr], ptr %10, i64 0, i64 %5, !dbg !2285
  store ptr %1, ptr %11, align 8, !dbg !2286, !tbaa !302
  br label %12, !dbg !2287

12:                                               ; preds = %2, %4, %9
  %13 = phi i32 [ 0, %9 ], [ 2, %4 ], [ 2, %2 ], !dbg !2287
  ret i32 %13, !dbg !2288
}

; Function Attrs: nounwind
define dso_local void @tss_delete(i32 noundef %0) local_unnamed_addr #7 !dbg !2289 {
    #dbg_value(i32 %0, !2291, !DIExpression(), !2292)
    #dbg_value(i32 %0, !1874, !DIExpression(), !2293)
  tail call void @__VERIFIER_atomic_begin() #19, !dbg !2295
  %2 = icmp ugt i32 %0, 63, !dbg !2296
  br i1 %2, label %16, label %3, !dbg !2297

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !2298
  %5 = getelementptr inbounds [64 x i32], ptr @key_used, i64 0, i64 %4, !dbg !2298
  %6 = load i32, ptr %5, align 4, !dbg !2298, !tbaa !293
  %7 = icmp eq i32 %6, 0, !dbg !2298
  br i1 %7, label %16, label %8, !dbg !2299

8:                                                ; preds = %3
  %9 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i64 0, i64 %4, !dbg !2300
  %10 = load ptr, ptr %9, align 8, !dbg !2300, !tbaa !302
  %11 = icmp eq ptr %10, null, !dbg !2300
  br i1 %11, label %15, label %12, !dbg !2301

12:                                               ; preds = %8
  %13 = load i32, ptr @__pancam_tsd_dtors, align 4, !dbg !2302, !tbaa !293
  %14 = add nsw i32 %13, -1, !dbg !2302
  store i32 %14, ptr @__pancam_tsd_dtors, align 4, !dbg !2302, !tbaa !293
  br label %15, !dbg !2303

15:                                               ; preds = %12, %8
  store i32 0, ptr %5, align 4, !dbg !2304, !tbaa !293
  store ptr null, ptr %9, align 8, !dbg !2305, !tbaa !302
  br label %16, !dbg !2306

16:                                               ; preds = %1, %3, %15
  tail call void @__VERIFIER_atomic_end() #19, !dbg !2293
  ret void, !dbg !2307
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local noundef i64 @time(ptr noundef writeonly %0) local_unnamed_addr #15 !dbg !2308 {
    #dbg_value(ptr %0, !2314, !DIExpression(), !2315)
  %2 = icmp eq ptr %0, null, !dbg !2316
  br i1 %2, label %4, label %3, !dbg !2318

3:                                                ; preds = %1
  store i64 0, ptr %0, align 8, !dbg !2319, !tbaa !2320
  br label %4, !dbg !2322

4:                                                ; preds = %3, %1
  ret i64 0, !dbg !2323
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local noundef i32 @clock_gettime(i32 noundef %0, ptr noundef writeonly %1) local_unnamed_addr #15 !dbg !2324 {
    #dbg_value(i32 %0, !2333, !DIExpression(), !2335)
    #dbg_value(ptr %1, !2334, !DIExpression(), !2335)
  %3 = icmp eq ptr %1, null, !dbg !2336
  br i1 %3, label %6, label %4, !dbg !2338

4:                                                ; preds = %2
  store i64 0, ptr %1, align 8, !dbg !2339, !tbaa !2341
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !2343
  store i64 0, ptr %5, align 8, !dbg !2344, !tbaa !2345
  br label %6, !dbg !2346

6:                                                ; preds = %4, %2
  ret i32 0, !dbg !2347
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local noundef i32 @gettimeofday(ptr noundef writeonly %0, ptr nocapture noundef readnone %1) local_unnamed_addr #15 !dbg !2348 {
    #dbg_value(ptr %0, !2357, !DIExpression(), !2359)
    #dbg_value(ptr %1, !2358, !DIExpression(), !2359)
  %3 = icmp eq ptr %0, null, !dbg !2360
  br i1 %3, label %6, label %4, !dbg !2362

4:                                                ; preds = %2
  store i64 0, ptr %0, align 8, !dbg !2363, !tbaa !2365
  %5 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !2367
  store i64 0, ptr %5, align 8, !dbg !2368, !tbaa !2369
  br label %6, !dbg !2370

6:                                                ; preds = %4, %2
  ret i32 0, !dbg !2371
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef i64 @clock() local_unnamed_addr #0 !dbg !2372 {
  ret i64 0, !dbg !2375
}

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: none, inaccessiblemem: none)
define dso_local ptr @strerror(i32 noundef %0) local_unnamed_addr #16 !dbg !2376 {
  %2 = alloca [12 x i8], align 1, !DIAssignID !2386
    #dbg_assign(i1 undef, !2384, !DIExpression(), !2386, ptr %2, !DIExpression(), !2387)
    #dbg_value(i32 %0, !2380, !DIExpression(), !2387)
  %3 = icmp ult i32 %0, 36, !dbg !2388
  br i1 %3, label %7, label %4, !dbg !2388

4:                                                ; preds = %1
    #dbg_value(ptr poison, !2381, !DIExpression(), !2387)
    #dbg_value(i64 1, !2382, !DIExpression(), !2387)
    #dbg_value(i64 2, !2382, !DIExpression(), !2387)
    #dbg_value(i64 3, !2382, !DIExpression(), !2387)
    #dbg_value(i64 4, !2382, !DIExpression(), !2387)
    #dbg_value(i64 5, !2382, !DIExpression(), !2387)
    #dbg_value(i64 6, !2382, !DIExpression(), !2387)
    #dbg_value(i64 7, !2382, !DIExpression(), !2387)
    #dbg_value(i64 8, !2382, !DIExpression(), !2387)
  store <8 x i8> <i8 85, i8 110, i8 107, i8 110, i8 111, i8 119, i8 110, i8 32>, ptr @pancam_errbuf, align 16, !dbg !2390, !tbaa !350
    #dbg_value(i64 9, !2382, !DIExpression(), !2387)
    #dbg_value(i64 10, !2382, !DIExpression(), !2387)
    #dbg_value(i64 11, !2382, !DIExpression(), !2387)
    #dbg_value(i64 12, !2382, !DIExpression(), !2387)
  store <4 x i8> <i8 101, i8 114, i8 114, i8 111>, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i64 8), align 8, !dbg !2390, !tbaa !350
    #dbg_value(i64 13, !2382, !DIExpression(), !2387)
  store i8 114, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i64 12), align 4, !dbg !2390, !tbaa !350
    #dbg_value(i64 14, !2382, !DIExpression(), !2387)
  store i8 32, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i64 13), align 1, !dbg !2390, !tbaa !350
  %5 = icmp slt i32 %0, 0, !dbg !2391
  %6 = tail call i32 @llvm.abs.i32(i32 %0, i1 false), !dbg !2392
    #dbg_value(i32 %6, !2383, !DIExpression(), !2387)
  br i1 %5, label %11, label %12, !dbg !2393

7:                                                ; preds = %1
  %8 = zext nneg i32 %0 to i64, !dbg !2394
  %9 = getelementptr inbounds [36 x ptr], ptr @pancam_errlist, i64 0, i64 %8, !dbg !2394
  %10 = load ptr, ptr %9, align 8, !dbg !2394, !tbaa !302
  br label %95, !dbg !2395

11:                                               ; preds = %4
    #dbg_value(i32 15, !2382, !DIExpression(), !2387)
  store i8 45, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i64 14), align 2, !dbg !2396, !tbaa !350
  br label %12, !dbg !2398

12:                                               ; preds = %11, %4
  %13 = phi i32 [ 15, %11 ], [ 14, %4 ], !dbg !2387
    #dbg_value(i32 %13, !2382, !DIExpression(), !2387)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #21, !dbg !2399
    #dbg_value(i32 0, !2385, !DIExpression(), !2387)
  br label %14, !dbg !2400

14:                                               ; preds = %14, %12
  %15 = phi i32 [ %19, %14 ], [ %13, %12 ]
  %16 = phi i32 [ %27, %14 ], [ 1, %12 ], !dbg !2387
  %17 = phi i64 [ %23, %14 ], [ 0, %12 ], !dbg !2387
  %18 = phi i32 [ %25, %14 ], [ %6, %12 ], !dbg !2387
  %19 = add i32 %15, 1, !dbg !2387
    #dbg_value(i64 %17, !2385, !DIExpression(), !2387)
    #dbg_value(i32 %18, !2383, !DIExpression(), !2387)
  %20 = urem i32 %18, 10, !dbg !2401
  %21 = trunc nuw nsw i32 %20 to i8, !dbg !2403
  %22 = or disjoint i8 %21, 48, !dbg !2403
  %23 = add nuw nsw i64 %17, 1, !dbg !2404
    #dbg_value(i64 %23, !2385, !DIExpression(), !2387)
  %24 = getelementptr inbounds [12 x i8], ptr %2, i64 0, i64 %17, !dbg !2405
  store i8 %22, ptr %24, align 1, !dbg !2406, !tbaa !350
  %25 = udiv i32 %18, 10, !dbg !2407
    #dbg_value(i32 %25, !2383, !DIExpression(), !2387)
  %26 = icmp ult i32 %18, 10, !dbg !2408
  %27 = add nuw i32 %16, 1, !dbg !2408
  br i1 %26, label %28, label %14, !dbg !2408, !llvm.loop !2409

28:                                               ; preds = %14
  %29 = sext i32 %16 to i64, !dbg !2411
  %30 = zext nneg i32 %13 to i64, !dbg !2411
  %31 = zext i32 %19 to i64, !dbg !2411
  %32 = sub nsw i64 %31, %30, !dbg !2411
  %33 = icmp ult i64 %32, 8, !dbg !2411
  br i1 %33, label %80, label %34, !dbg !2411

34:                                               ; preds = %28
  %35 = icmp ult i64 %32, 32, !dbg !2411
  br i1 %35, label %61, label %36, !dbg !2411

36:                                               ; preds = %34
  %37 = and i64 %32, -32, !dbg !2411
  br label %38, !dbg !2411

38:                                               ; preds = %38, %36
  %39 = phi i64 [ 0, %36 ], [ %52, %38 ]
  %40 = or disjoint i64 %39, %30, !dbg !2411
  %41 = xor i64 %39, -1, !dbg !2412
  %42 = add i64 %41, %29, !dbg !2412
  %43 = getelementptr inbounds [12 x i8], ptr %2, i64 0, i64 %42, !dbg !2413
  %44 = getelementptr inbounds i8, ptr %43, i64 -15, !dbg !2413
  %45 = getelementptr inbounds i8, ptr %43, i64 -31, !dbg !2413
  %46 = load <16 x i8>, ptr %44, align 1, !dbg !2413, !tbaa !350
  %47 = shufflevector <16 x i8> %46, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !2413
  %48 = load <16 x i8>, ptr %45, align 1, !dbg !2413, !tbaa !350
  %49 = shufflevector <16 x i8> %48, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !2413
  %50 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i64 0, i64 %40, !dbg !2414
  %51 = getelementptr inbounds i8, ptr %50, i64 16, !dbg !2415
  store <16 x i8> %47, ptr %50, align 1, !dbg !2415, !tbaa !350
  store <16 x i8> %49, ptr %51, align 1, !dbg !2415, !tbaa !350
  %52 = add nuw i64 %39, 32
  %53 = icmp eq i64 %52, %37
  br i1 %53, label %54, label %38, !llvm.loop !2416

54:                                               ; preds = %38
  %55 = icmp eq i64 %32, %37, !dbg !2411
  br i1 %55, label %92, label %56, !dbg !2411

56:                                               ; preds = %54
  %57 = sub nsw i64 %29, %37, !dbg !2411
  %58 = or disjoint i64 %37, %30, !dbg !2411
  %59 = and i64 %32, 24, !dbg !2411
  %60 = icmp eq i64 %59, 0, !dbg !2411
  br i1 %60, label %80, label %61, !dbg !2411

61:                                               ; preds = %34, %56
  %62 = phi i64 [ %37, %56 ], [ 0, %34 ]
  %63 = and i64 %32, -8, !dbg !2411
  %64 = add nsw i64 %63, %30, !dbg !2411
  %65 = sub nsw i64 %29, %63, !dbg !2411
  %66 = getelementptr i8, ptr %2, i64 -7, !dbg !2411
  br label %67, !dbg !2411

67:                                               ; preds = %67, %61
  %68 = phi i64 [ %62, %61 ], [ %76, %67 ]
  %69 = add i64 %68, %30, !dbg !2411
  %70 = xor i64 %68, -1, !dbg !2412
  %71 = add i64 %70, %29, !dbg !2412
  %72 = getelementptr [12 x i8], ptr %66, i64 0, i64 %71, !dbg !2413
  %73 = load <8 x i8>, ptr %72, align 1, !dbg !2413, !tbaa !350
  %74 = shufflevector <8 x i8> %73, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !2413
  %75 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i64 0, i64 %69, !dbg !2414
  store <8 x i8> %74, ptr %75, align 1, !dbg !2415, !tbaa !350
  %76 = add nuw i64 %68, 8
  %77 = icmp eq i64 %76, %63
  br i1 %77, label %78, label %67, !llvm.loop !2418

78:                                               ; preds = %67
  %79 = icmp eq i64 %32, %63, !dbg !2411
  br i1 %79, label %92, label %80, !dbg !2411

80:                                               ; preds = %78, %28, %56
  %81 = phi i64 [ %30, %28 ], [ %58, %56 ], [ %64, %78 ]
  %82 = phi i64 [ %29, %28 ], [ %57, %56 ], [ %65, %78 ]
  br label %83, !dbg !2411

83:                                               ; preds = %80, %83
  %84 = phi i64 [ %89, %83 ], [ %81, %80 ]
  %85 = phi i64 [ %86, %83 ], [ %82, %80 ]
    #dbg_value(i64 %85, !2385, !DIExpression(), !2387)
    #dbg_value(i64 %84, !2382, !DIExpression(), !2387)
  %86 = add nsw i64 %85, -1, !dbg !2412
    #dbg_value(i64 %86, !2385, !DIExpression(), !2387)
  %87 = getelementptr inbounds [12 x i8], ptr %2, i64 0, i64 %86, !dbg !2413
  %88 = load i8, ptr %87, align 1, !dbg !2413, !tbaa !350
  %89 = add nuw nsw i64 %84, 1, !dbg !2419
    #dbg_value(i64 %89, !2382, !DIExpression(), !2387)
  %90 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i64 0, i64 %84, !dbg !2414
  store i8 %88, ptr %90, align 1, !dbg !2415, !tbaa !350
  %91 = icmp eq i64 %89, %31, !dbg !2411
  br i1 %91, label %92, label %83, !dbg !2411, !llvm.loop !2420

92:                                               ; preds = %83, %78, %54
  %93 = sext i32 %19 to i64, !dbg !2421
  %94 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i64 0, i64 %93, !dbg !2421
  store i8 0, ptr %94, align 1, !dbg !2422, !tbaa !350
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #21, !dbg !2423
  br label %95

95:                                               ; preds = %92, %7
  %96 = phi ptr [ %10, %7 ], [ @pancam_errbuf, %92 ], !dbg !2387
  ret ptr %96, !dbg !2423
}

; Function Attrs: nounwind
define dso_local void @perror(ptr noundef %0) local_unnamed_addr #7 !dbg !2424 {
  %2 = alloca [12 x i8], align 1, !DIAssignID !2429
    #dbg_value(ptr %0, !2428, !DIExpression(), !2430)
  %3 = icmp eq ptr %0, null, !dbg !2431
  br i1 %3, label %12, label %4, !dbg !2433

4:                                                ; preds = %1
  %5 = load i8, ptr %0, align 1, !dbg !2434, !tbaa !350
  %6 = icmp eq i8 %5, 0, !dbg !2434
  br i1 %6, label %12, label %7, !dbg !2435

7:                                                ; preds = %4
  %8 = load ptr, ptr @stderr, align 8, !dbg !2436, !tbaa !302
  %9 = tail call i32 @fputs(ptr noundef nonnull %0, ptr noundef %8) #19, !dbg !2438
  %10 = load ptr, ptr @stderr, align 8, !dbg !2439, !tbaa !302
  %11 = tail call i32 @fputs(ptr noundef nonnull @.str.1, ptr noundef %10) #19, !dbg !2440
  br label %12, !dbg !2441

12:                                               ; preds = %7, %4, %1
  %13 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !2442
  %14 = load i32, ptr %13, align 4, !dbg !2442, !tbaa !293
    #dbg_assign(i1 undef, !2384, !DIExpression(), !2429, ptr %2, !DIExpression(), !2443)
    #dbg_value(i32 %14, !2380, !DIExpression(), !2443)
  %15 = icmp ult i32 %14, 36, !dbg !2445
  br i1 %15, label %19, label %16, !dbg !2445

16:                                               ; preds = %12
    #dbg_value(ptr poison, !2381, !DIExpression(), !2443)
    #dbg_value(i64 1, !2382, !DIExpression(), !2443)
    #dbg_value(i64 2, !2382, !DIExpression(), !2443)
    #dbg_value(i64 3, !2382, !DIExpression(), !2443)
    #dbg_value(i64 4, !2382, !DIExpression(), !2443)
    #dbg_value(i64 5, !2382, !DIExpression(), !2443)
    #dbg_value(i64 6, !2382, !DIExpression(), !2443)
    #dbg_value(i64 7, !2382, !DIExpression(), !2443)
    #dbg_value(i64 8, !2382, !DIExpression(), !2443)
  store <8 x i8> <i8 85, i8 110, i8 107, i8 110, i8 111, i8 119, i8 110, i8 32>, ptr @pancam_errbuf, align 16, !dbg !2446, !tbaa !350
    #dbg_value(i64 9, !2382, !DIExpression(), !2443)
    #dbg_value(i64 10, !2382, !DIExpression(), !2443)
    #dbg_value(i64 11, !2382, !DIExpression(), !2443)
    #dbg_value(i64 12, !2382, !DIExpression(), !2443)
  store <4 x i8> <i8 101, i8 114, i8 114, i8 111>, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i64 8), align 8, !dbg !2446, !tbaa !350
    #dbg_value(i64 13, !2382, !DIExpression(), !2443)
  store i8 114, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i64 12), align 4, !dbg !2446, !tbaa !350
    #dbg_value(i64 14, !2382, !DIExpression(), !2443)
  store i8 32, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i64 13), align 1, !dbg !2446, !tbaa !350
  %17 = icmp slt i32 %14, 0, !dbg !2447
  %18 = tail call i32 @llvm.abs.i32(i32 %14, i1 false), !dbg !2448
    #dbg_value(i32 %18, !2383, !DIExpression(), !2443)
  br i1 %17, label %23, label %24, !dbg !2449

19:                                               ; preds = %12
  %20 = zext nneg i32 %14 to i64, !dbg !2450
  %21 = getelementptr inbounds [36 x ptr], ptr @pancam_errlist, i64 0, i64 %20, !dbg !2450
  %22 = load ptr, ptr %21, align 8, !dbg !2450, !tbaa !302
  br label %107, !dbg !2451

23:                                               ; preds = %16
    #dbg_value(i32 15, !2382, !DIExpression(), !2443)
  store i8 45, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i64 14), align 2, !dbg !2452, !tbaa !350
  br label %24, !dbg !2453

24:                                               ; preds = %23, %16
  %25 = phi i32 [ 15, %23 ], [ 14, %16 ], !dbg !2443
    #dbg_value(i32 %25, !2382, !DIExpression(), !2443)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #21, !dbg !2454
    #dbg_value(i32 0, !2385, !DIExpression(), !2443)
  br label %26, !dbg !2455

26:                                               ; preds = %26, %24
  %27 = phi i32 [ %31, %26 ], [ %25, %24 ]
  %28 = phi i32 [ %39, %26 ], [ 1, %24 ], !dbg !2443
  %29 = phi i64 [ %35, %26 ], [ 0, %24 ], !dbg !2443
  %30 = phi i32 [ %37, %26 ], [ %18, %24 ], !dbg !2443
  %31 = add i32 %27, 1, !dbg !2443
    #dbg_value(i64 %29, !2385, !DIExpression(), !2443)
    #dbg_value(i32 %30, !2383, !DIExpression(), !2443)
  %32 = urem i32 %30, 10, !dbg !2456
  %33 = trunc nuw nsw i32 %32 to i8, !dbg !2457
  %34 = or disjoint i8 %33, 48, !dbg !2457
  %35 = add nuw nsw i64 %29, 1, !dbg !2458
    #dbg_value(i64 %35, !2385, !DIExpression(), !2443)
  %36 = getelementptr inbounds [12 x i8], ptr %2, i64 0, i64 %29, !dbg !2459
  store i8 %34, ptr %36, align 1, !dbg !2460, !tbaa !350
  %37 = udiv i32 %30, 10, !dbg !2461
    #dbg_value(i32 %37, !2383, !DIExpression(), !2443)
  %38 = icmp ult i32 %30, 10, !dbg !2462
  %39 = add nuw i32 %28, 1, !dbg !2462
  br i1 %38, label %40, label %26, !dbg !2462, !llvm.loop !2463

40:                                               ; preds = %26
  %41 = sext i32 %28 to i64, !dbg !2465
  %42 = zext nneg i32 %25 to i64, !dbg !2465
  %43 = zext i32 %31 to i64, !dbg !2465
  %44 = sub nsw i64 %43, %42, !dbg !2465
  %45 = icmp ult i64 %44, 8, !dbg !2465
  br i1 %45, label %92, label %46, !dbg !2465

46:                                               ; preds = %40
  %47 = icmp ult i64 %44, 32, !dbg !2465
  br i1 %47, label %73, label %48, !dbg !2465

48:                                               ; preds = %46
  %49 = and i64 %44, -32, !dbg !2465
  br label %50, !dbg !2465

50:                                               ; preds = %50, %48
  %51 = phi i64 [ 0, %48 ], [ %64, %50 ]
  %52 = or disjoint i64 %51, %42, !dbg !2465
  %53 = xor i64 %51, -1, !dbg !2466
  %54 = add i64 %53, %41, !dbg !2466
  %55 = getelementptr inbounds [12 x i8], ptr %2, i64 0, i64 %54, !dbg !2467
  %56 = getelementptr inbounds i8, ptr %55, i64 -15, !dbg !2467
  %57 = getelementptr inbounds i8, ptr %55, i64 -31, !dbg !2467
  %58 = load <16 x i8>, ptr %56, align 1, !dbg !2467, !tbaa !350
  %59 = shufflevector <16 x i8> %58, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !2467
  %60 = load <16 x i8>, ptr %57, align 1, !dbg !2467, !tbaa !350
  %61 = shufflevector <16 x i8> %60, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !2467
  %62 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i64 0, i64 %52, !dbg !2468
  %63 = getelementptr inbounds i8, ptr %62, i64 16, !dbg !2469
  store <16 x i8> %59, ptr %62, align 1, !dbg !2469, !tbaa !350
  store <16 x i8> %61, ptr %63, align 1, !dbg !2469, !tbaa !350
  %64 = add nuw i64 %51, 32
  %65 = icmp eq i64 %64, %49
  br i1 %65, label %66, label %50, !llvm.loop !2470

66:                                               ; preds = %50
  %67 = icmp eq i64 %44, %49, !dbg !2465
  br i1 %67, label %104, label %68, !dbg !2465

68:                                               ; preds = %66
  %69 = sub nsw i64 %41, %49, !dbg !2465
  %70 = or disjoint i64 %49, %42, !dbg !2465
  %71 = and i64 %44, 24, !dbg !2465
  %72 = icmp eq i64 %71, 0, !dbg !2465
  br i1 %72, label %92, label %73, !dbg !2465

73:                                               ; preds = %46, %68
  %74 = phi i64 [ %49, %68 ], [ 0, %46 ]
  %75 = and i64 %44, -8, !dbg !2465
  %76 = add nsw i64 %75, %42, !dbg !2465
  %77 = sub nsw i64 %41, %75, !dbg !2465
  %78 = getelementptr i8, ptr %2, i64 -7, !dbg !2465
  br label %79, !dbg !2465

79:                                               ; preds = %79, %73
  %80 = phi i64 [ %74, %73 ], [ %88, %79 ]
  %81 = add i64 %80, %42, !dbg !2465
  %82 = xor i64 %80, -1, !dbg !2466
  %83 = add i64 %82, %41, !dbg !2466
  %84 = getelementptr [12 x i8], ptr %78, i64 0, i64 %83, !dbg !2467
  %85 = load <8 x i8>, ptr %84, align 1, !dbg !2467, !tbaa !350
  %86 = shufflevector <8 x i8> %85, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !2467
  %87 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i64 0, i64 %81, !dbg !2468
  store <8 x i8> %86, ptr %87, align 1, !dbg !2469, !tbaa !350
  %88 = add nuw i64 %80, 8
  %89 = icmp eq i64 %88, %75
  br i1 %89, label %90, label %79, !llvm.loop !2472

90:                                               ; preds = %79
  %91 = icmp eq i64 %44, %75, !dbg !2465
  br i1 %91, label %104, label %92, !dbg !2465

92:                                               ; preds = %90, %40, %68
  %93 = phi i64 [ %42, %40 ], [ %70, %68 ], [ %76, %90 ]
  %94 = phi i64 [ %41, %40 ], [ %69, %68 ], [ %77, %90 ]
  br label %95, !dbg !2465

95:                                               ; preds = %92, %95
  %96 = phi i64 [ %101, %95 ], [ %93, %92 ]
  %97 = phi i64 [ %98, %95 ], [ %94, %92 ]
    #dbg_value(i64 %97, !2385, !DIExpression(), !2443)
    #dbg_value(i64 %96, !2382, !DIExpression(), !2443)
  %98 = add nsw i64 %97, -1, !dbg !2466
    #dbg_value(i64 %98, !2385, !DIExpression(), !2443)
  %99 = getelementptr inbounds [12 x i8], ptr %2, i64 0, i64 %98, !dbg !2467
  %100 = load i8, ptr %99, align 1, !dbg !2467, !tbaa !350
  %101 = add nuw nsw i64 %96, 1, !dbg !2473
    #dbg_value(i64 %101, !2382, !DIExpression(), !2443)
  %102 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i64 0, i64 %96, !dbg !2468
  store i8 %100, ptr %102, align 1, !dbg !2469, !tbaa !350
  %103 = icmp eq i64 %101, %43, !dbg !2465
  br i1 %103, label %104, label %95, !dbg !2465, !llvm.loop !2474

104:                                              ; preds = %95, %90, %66
  %105 = sext i32 %31 to i64, !dbg !2475
  %106 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i64 0, i64 %105, !dbg !2475
  store i8 0, ptr %106, align 1, !dbg !2476, !tbaa !350
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #21, !dbg !2477
  br label %107

107:                                              ; preds = %19, %104
  %108 = phi ptr [ %22, %19 ], [ @pancam_errbuf, %104 ], !dbg !2443
  %109 = load ptr, ptr @stderr, align 8, !dbg !2478, !tbaa !302
  %110 = tail call i32 @fputs(ptr noundef %108, ptr noundef %109) #19, !dbg !2479
  %111 = load ptr, ptr @stderr, align 8, !dbg !2480, !tbaa !302
  %112 = tail call i32 @fputs(ptr noundef nonnull @.str.2, ptr noundef %111) #19, !dbg !2481
  ret void, !dbg !2482
}

declare !dbg !2483 i32 @fputs(ptr noundef, ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local range(i32 -1, 256) i32 @getchar() local_unnamed_addr #7 !dbg !2486 {
  %1 = load ptr, ptr @stdin, align 8, !dbg !2487, !tbaa !302
    #dbg_value(ptr %1, !2488, !DIExpression(), !2493)
  %2 = icmp eq ptr %1, null, !dbg !2495
  br i1 %2, label %11, label %3, !dbg !2497

3:                                                ; preds = %0
  %4 = load i32, ptr %1, align 4, !dbg !2498, !tbaa !2499
  %5 = icmp eq i32 %4, 0, !dbg !2501
  br i1 %5, label %6, label %11, !dbg !2502

6:                                                ; preds = %3
  %7 = tail call zeroext i1 @__VERIFIER_nondet_bool() #19, !dbg !2503
  br i1 %7, label %11, label %8, !dbg !2504

8:                                                ; preds = %6
  %9 = tail call signext i8 @__VERIFIER_nondet_char() #19, !dbg !2505
  %10 = zext i8 %9 to i32, !dbg !2506
  br label %11, !dbg !2507

11:                                               ; preds = %0, %3, %6, %8
  %12 = phi i32 [ %10, %8 ], [ -1, %6 ], [ -1, %3 ], [ -1, %0 ], !dbg !2493
  ret i32 %12, !dbg !2508
}

; Function Attrs: nounwind
define dso_local range(i32 -1, 256) i32 @getc(ptr noundef readonly %0) local_unnamed_addr #7 !dbg !2509 {
    #dbg_value(ptr %0, !2511, !DIExpression(), !2512)
    #dbg_value(ptr %0, !2488, !DIExpression(), !2513)
  %2 = icmp eq ptr %0, null, !dbg !2515
  br i1 %2, label %11, label %3, !dbg !2516

3:                                                ; preds = %1
  %4 = load i32, ptr %0, align 4, !dbg !2517, !tbaa !2499
  %5 = icmp eq i32 %4, 0, !dbg !2518
  br i1 %5, label %6, label %11, !dbg !2519

6:                                                ; preds = %3
  %7 = tail call zeroext i1 @__VERIFIER_nondet_bool() #19, !dbg !2520
  br i1 %7, label %11, label %8, !dbg !2521

8:                                                ; preds = %6
  %9 = tail call signext i8 @__VERIFIER_nondet_char() #19, !dbg !2522
  %10 = zext i8 %9 to i32, !dbg !2523
  br label %11, !dbg !2524

11:                                               ; preds = %1, %3, %6, %8
  %12 = phi i32 [ %10, %8 ], [ -1, %6 ], [ -1, %3 ], [ -1, %1 ], !dbg !2513
  ret i32 %12, !dbg !2525
}

; Function Attrs: nounwind
define dso_local range(i32 -1, 256) i32 @fgetc(ptr noundef readonly %0) local_unnamed_addr #7 !dbg !2526 {
    #dbg_value(ptr %0, !2528, !DIExpression(), !2529)
    #dbg_value(ptr %0, !2488, !DIExpression(), !2530)
  %2 = icmp eq ptr %0, null, !dbg !2532
  br i1 %2, label %11, label %3, !dbg !2533

3:                                                ; preds = %1
  %4 = load i32, ptr %0, align 4, !dbg !2534, !tbaa !2499
  %5 = icmp eq i32 %4, 0, !dbg !2535
  br i1 %5, label %6, label %11, !dbg !2536

6:                                                ; preds = %3
  %7 = tail call zeroext i1 @__VERIFIER_nondet_bool() #19, !dbg !2537
  br i1 %7, label %11, label %8, !dbg !2538

8:                                                ; preds = %6
  %9 = tail call signext i8 @__VERIFIER_nondet_char() #19, !dbg !2539
  %10 = zext i8 %9 to i32, !dbg !2540
  br label %11, !dbg !2541

11:                                               ; preds = %1, %3, %6, %8
  %12 = phi i32 [ %10, %8 ], [ -1, %6 ], [ -1, %3 ], [ -1, %1 ], !dbg !2530
  ret i32 %12, !dbg !2542
}

; Function Attrs: nounwind
define dso_local i32 @vscanf(ptr nocapture noundef readonly %0, ptr nocapture noundef %1) #7 !dbg !2543 {
    #dbg_value(ptr %0, !2554, !DIExpression(), !2556)
    #dbg_value(ptr %1, !2555, !DIExpression(), !2556)
  %3 = tail call fastcc i32 @pancam_vscanf(ptr noundef %0, ptr noundef %1) #22, !dbg !2557
  ret i32 %3, !dbg !2558
}

; Function Attrs: nounwind
define internal fastcc i32 @pancam_vscanf(ptr nocapture noundef readonly %0, ptr nocapture noundef %1) unnamed_addr #7 !dbg !2559 {
    #dbg_value(ptr %0, !2561, !DIExpression(), !2576)
    #dbg_value(ptr %1, !2562, !DIExpression(), !2576)
    #dbg_value(i32 0, !2563, !DIExpression(), !2576)
    #dbg_value(i32 0, !2564, !DIExpression(), !2576)
  %3 = load i8, ptr %0, align 1, !dbg !2577, !tbaa !350
  %4 = icmp eq i8 %3, 0, !dbg !2578
  br i1 %4, label %165, label %5, !dbg !2578

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %1, i64 8
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  br label %8, !dbg !2578

8:                                                ; preds = %5, %160
  %9 = phi i8 [ %3, %5 ], [ %163, %160 ]
  %10 = phi ptr [ %0, %5 ], [ %89, %160 ]
  %11 = phi i32 [ 0, %5 ], [ %162, %160 ]
  %12 = phi i32 [ 0, %5 ], [ %161, %160 ]
    #dbg_value(ptr %10, !2561, !DIExpression(), !2576)
    #dbg_value(i32 %11, !2563, !DIExpression(), !2576)
    #dbg_value(i32 %12, !2564, !DIExpression(), !2576)
  br label %13, !dbg !2578

13:                                               ; preds = %8, %23
  %14 = phi i8 [ %9, %8 ], [ %25, %23 ]
  %15 = phi ptr [ %10, %8 ], [ %24, %23 ]
    #dbg_value(ptr %15, !2561, !DIExpression(), !2576)
  %16 = zext i8 %14 to i64, !dbg !2579
    #dbg_value(i64 %16, !1014, !DIExpression(), !2583)
    #dbg_value(i64 %16, !978, !DIExpression(), !2584)
  %17 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %16, !dbg !2579
  %18 = load i16, ptr %17, align 2, !dbg !2579, !tbaa !985
  %19 = and i16 %18, 8192, !dbg !2585
  %20 = icmp eq i16 %19, 0, !dbg !2586
  br i1 %20, label %27, label %21, !dbg !2587

21:                                               ; preds = %13
  %22 = getelementptr inbounds i8, ptr %15, i64 1, !dbg !2588
    #dbg_value(ptr %22, !2561, !DIExpression(), !2576)
  br label %23, !dbg !2590

23:                                               ; preds = %21, %33
  %24 = phi ptr [ %22, %21 ], [ %35, %33 ]
    #dbg_value(ptr %24, !2561, !DIExpression(), !2576)
    #dbg_value(i32 %11, !2563, !DIExpression(), !2576)
    #dbg_value(i32 %12, !2564, !DIExpression(), !2576)
  %25 = load i8, ptr %24, align 1, !dbg !2577, !tbaa !350
  %26 = icmp eq i8 %25, 0, !dbg !2578
  br i1 %26, label %165, label %13, !dbg !2578, !llvm.loop !2591

27:                                               ; preds = %13
  %28 = icmp eq i8 %14, 37, !dbg !2593
  br i1 %28, label %29, label %33, !dbg !2595

29:                                               ; preds = %27
  %30 = getelementptr inbounds i8, ptr %15, i64 1, !dbg !2596
  %31 = load i8, ptr %30, align 1, !dbg !2596, !tbaa !350
  %32 = icmp eq i8 %31, 37, !dbg !2597
  br i1 %32, label %33, label %42, !dbg !2598

33:                                               ; preds = %29, %27
  %34 = phi i64 [ 2, %29 ], [ 1, %27 ], !dbg !2599
  %35 = getelementptr inbounds i8, ptr %15, i64 %34, !dbg !2599
    #dbg_value(ptr %35, !2561, !DIExpression(), !2576)
  %36 = tail call zeroext i1 @__VERIFIER_nondet_bool() #19, !dbg !2601
  br i1 %36, label %37, label %23, !dbg !2606

37:                                               ; preds = %33
  %38 = tail call zeroext i1 @__VERIFIER_nondet_bool() #19, !dbg !2607
    #dbg_value(i32 poison, !2565, !DIExpression(), !2576)
  %39 = icmp eq i32 %12, 0
  %40 = select i1 %38, i1 %39, i1 false, !dbg !2608
  %41 = select i1 %40, i32 -1, i32 %11, !dbg !2608
  br label %165, !dbg !2609

42:                                               ; preds = %29
    #dbg_value(ptr %15, !2561, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !2576)
  %43 = icmp eq i8 %31, 42, !dbg !2610
    #dbg_value(i1 %43, !2566, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2611)
  %44 = select i1 %43, i64 2, i64 1, !dbg !2612
  %45 = getelementptr inbounds i8, ptr %15, i64 %44, !dbg !2612
    #dbg_value(ptr %45, !2561, !DIExpression(), !2576)
    #dbg_value(i32 0, !2568, !DIExpression(), !2611)
  %46 = load i8, ptr %45, align 1, !dbg !2613, !tbaa !350
  %47 = add i8 %46, -48, !dbg !2614
  %48 = icmp ult i8 %47, 10, !dbg !2614
  br i1 %48, label %49, label %61, !dbg !2614

49:                                               ; preds = %42, %49
  %50 = phi i8 [ %58, %49 ], [ %46, %42 ]
  %51 = phi ptr [ %54, %49 ], [ %45, %42 ]
  %52 = phi i32 [ %57, %49 ], [ 0, %42 ]
    #dbg_value(ptr %51, !2561, !DIExpression(), !2576)
    #dbg_value(i32 %52, !2568, !DIExpression(), !2611)
  %53 = mul i32 %52, 10, !dbg !2615
  %54 = getelementptr inbounds i8, ptr %51, i64 1, !dbg !2616
    #dbg_value(ptr %54, !2561, !DIExpression(), !2576)
  %55 = add nsw i8 %50, -48, !dbg !2617
  %56 = zext nneg i8 %55 to i32, !dbg !2617
  %57 = add i32 %53, %56, !dbg !2618
    #dbg_value(i32 %57, !2568, !DIExpression(), !2611)
  %58 = load i8, ptr %54, align 1, !dbg !2613, !tbaa !350
  %59 = add i8 %58, -48, !dbg !2614
  %60 = icmp ult i8 %59, 10, !dbg !2614
  br i1 %60, label %49, label %61, !dbg !2614, !llvm.loop !2619

61:                                               ; preds = %49, %42
  %62 = phi i32 [ 0, %42 ], [ %57, %49 ], !dbg !2611
  %63 = phi ptr [ %45, %42 ], [ %54, %49 ], !dbg !2611
  %64 = phi i8 [ %46, %42 ], [ %58, %49 ], !dbg !2613
    #dbg_value(i32 0, !2569, !DIExpression(), !2611)
  switch i8 %64, label %83 [
    i8 104, label %65
    i8 108, label %71
    i8 76, label %78
    i8 113, label %78
    i8 106, label %78
    i8 122, label %77
    i8 116, label %77
  ], !dbg !2622

65:                                               ; preds = %61
  %66 = getelementptr inbounds i8, ptr %63, i64 1, !dbg !2623
  %67 = load i8, ptr %66, align 1, !dbg !2623, !tbaa !350
  %68 = icmp eq i8 %67, 104, !dbg !2626
  %69 = select i1 %68, i32 -2, i32 -1, !dbg !2623
    #dbg_value(i32 %69, !2569, !DIExpression(), !2611)
  %70 = select i1 %68, i64 2, i64 1, !dbg !2627
    #dbg_value(ptr %81, !2561, !DIExpression(), !2576)
  br label %78, !dbg !2628

71:                                               ; preds = %61
  %72 = getelementptr inbounds i8, ptr %63, i64 1, !dbg !2629
  %73 = load i8, ptr %72, align 1, !dbg !2629, !tbaa !350
  %74 = icmp eq i8 %73, 108, !dbg !2632
  %75 = select i1 %74, i32 2, i32 1, !dbg !2629
    #dbg_value(i32 %75, !2569, !DIExpression(), !2611)
  %76 = zext nneg i32 %75 to i64, !dbg !2633
    #dbg_value(ptr %81, !2561, !DIExpression(), !2576)
  br label %78, !dbg !2634

77:                                               ; preds = %61, %61
    #dbg_value(i32 3, !2569, !DIExpression(), !2611)
    #dbg_value(ptr %81, !2561, !DIExpression(), !2576)
  br label %78, !dbg !2635

78:                                               ; preds = %61, %61, %61, %65, %77, %71
  %79 = phi i64 [ %70, %65 ], [ 1, %77 ], [ %76, %71 ], [ 1, %61 ], [ 1, %61 ], [ 1, %61 ]
  %80 = phi i32 [ %69, %65 ], [ 3, %77 ], [ %75, %71 ], [ 2, %61 ], [ 2, %61 ], [ 2, %61 ]
  %81 = getelementptr inbounds i8, ptr %63, i64 %79, !dbg !2639
  %82 = load i8, ptr %81, align 1, !dbg !2640, !tbaa !350
  br label %83, !dbg !2640

83:                                               ; preds = %78, %61
  %84 = phi i8 [ %82, %78 ], [ %64, %61 ], !dbg !2640
  %85 = phi i32 [ %80, %78 ], [ 0, %61 ], !dbg !2611
  %86 = phi ptr [ %81, %78 ], [ %63, %61 ], !dbg !2611
    #dbg_value(ptr %86, !2561, !DIExpression(), !2576)
    #dbg_value(i32 %85, !2569, !DIExpression(), !2611)
    #dbg_value(i8 %84, !2570, !DIExpression(), !2611)
  %87 = icmp eq i8 %84, 0, !dbg !2641
  br i1 %87, label %165, label %88, !dbg !2643

88:                                               ; preds = %83
  %89 = getelementptr inbounds i8, ptr %86, i64 1, !dbg !2644
    #dbg_value(ptr %89, !2561, !DIExpression(), !2576)
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
  ], !dbg !2645

90:                                               ; preds = %88
  br i1 %43, label %160, label %91, !dbg !2646, !llvm.loop !2591

91:                                               ; preds = %90
  %92 = tail call i32 @__VERIFIER_nondet_int() #19, !dbg !2649
  %93 = load i32, ptr %1, align 8, !dbg !2651
  %94 = icmp ult i32 %93, 41, !dbg !2651
  br i1 %94, label %95, label %100, !dbg !2651

95:                                               ; preds = %91
  %96 = load ptr, ptr %7, align 8, !dbg !2651
  %97 = zext nneg i32 %93 to i64, !dbg !2651
  %98 = getelementptr i8, ptr %96, i64 %97, !dbg !2651
  %99 = add nuw nsw i32 %93, 8, !dbg !2651
  store i32 %99, ptr %1, align 8, !dbg !2651
  br label %103, !dbg !2651

100:                                              ; preds = %91
  %101 = load ptr, ptr %6, align 8, !dbg !2651
  %102 = getelementptr i8, ptr %101, i64 8, !dbg !2651
  store ptr %102, ptr %6, align 8, !dbg !2651
  br label %103, !dbg !2651

103:                                              ; preds = %100, %95
  %104 = phi ptr [ %98, %95 ], [ %101, %100 ], !dbg !2651
  %105 = load ptr, ptr %104, align 8, !dbg !2651, !tbaa !302
  store i32 %92, ptr %105, align 4, !dbg !2652, !tbaa !293
  br label %160, !dbg !2653, !llvm.loop !2591

106:                                              ; preds = %88
  tail call void @__pancam_scanf_unsupported_conversion() #19, !dbg !2654
  br label %165, !dbg !2657

107:                                              ; preds = %88, %88, %88, %88, %88, %88, %88, %88, %88, %88, %88, %88, %88, %88, %88
  %108 = tail call zeroext i1 @__VERIFIER_nondet_bool() #19, !dbg !2658
  br i1 %108, label %109, label %114, !dbg !2661

109:                                              ; preds = %107
  %110 = tail call zeroext i1 @__VERIFIER_nondet_bool() #19, !dbg !2662
    #dbg_value(i32 poison, !2565, !DIExpression(), !2576)
  %111 = icmp eq i32 %12, 0
  %112 = select i1 %110, i1 %111, i1 false, !dbg !2663
  %113 = select i1 %112, i32 -1, i32 %11, !dbg !2663
  br label %165, !dbg !2664

114:                                              ; preds = %107
    #dbg_value(i32 1, !2564, !DIExpression(), !2576)
  br i1 %43, label %160, label %115, !dbg !2665, !llvm.loop !2591

115:                                              ; preds = %114
  %116 = load i32, ptr %1, align 8, !dbg !2666
  %117 = icmp ult i32 %116, 41, !dbg !2666
  br i1 %117, label %118, label %123, !dbg !2666

118:                                              ; preds = %115
  %119 = load ptr, ptr %7, align 8, !dbg !2666
  %120 = zext nneg i32 %116 to i64, !dbg !2666
  %121 = getelementptr i8, ptr %119, i64 %120, !dbg !2666
  %122 = add nuw nsw i32 %116, 8, !dbg !2666
  store i32 %122, ptr %1, align 8, !dbg !2666
  br label %126, !dbg !2666

123:                                              ; preds = %115
  %124 = load ptr, ptr %6, align 8, !dbg !2666
  %125 = getelementptr i8, ptr %124, i64 8, !dbg !2666
  store ptr %125, ptr %6, align 8, !dbg !2666
  br label %126, !dbg !2666

126:                                              ; preds = %123, %118
  %127 = phi ptr [ %121, %118 ], [ %124, %123 ], !dbg !2666
  %128 = load ptr, ptr %127, align 8, !dbg !2666, !tbaa !302
    #dbg_value(ptr %128, !2571, !DIExpression(), !2611)
  switch i8 %84, label %150 [
    i8 99, label %129
    i8 120, label %138
    i8 117, label %138
    i8 111, label %138
    i8 105, label %138
    i8 100, label %138
    i8 88, label %138
  ], !dbg !2667

129:                                              ; preds = %126
    #dbg_value(i32 0, !2572, !DIExpression(), !2668)
  %130 = tail call i32 @llvm.umax.i32(i32 %62, i32 1), !dbg !2669
  %131 = zext i32 %130 to i64, !dbg !2670
  br label %132, !dbg !2669

132:                                              ; preds = %129, %132
  %133 = phi i64 [ 0, %129 ], [ %136, %132 ]
    #dbg_value(i64 %133, !2572, !DIExpression(), !2668)
  %134 = tail call signext i8 @__VERIFIER_nondet_char() #19, !dbg !2672
  %135 = getelementptr inbounds i8, ptr %128, i64 %133, !dbg !2673
  store i8 %134, ptr %135, align 1, !dbg !2674, !tbaa !350
  %136 = add nuw nsw i64 %133, 1, !dbg !2675
    #dbg_value(i64 %136, !2572, !DIExpression(), !2668)
  %137 = icmp eq i64 %136, %131, !dbg !2670
  br i1 %137, label %158, label %132, !dbg !2669, !llvm.loop !2676

138:                                              ; preds = %126, %126, %126, %126, %126, %126
  switch i32 %85, label %148 [
    i32 -2, label %139
    i32 -1, label %141
    i32 0, label %144
    i32 2, label %146
  ], !dbg !2678

139:                                              ; preds = %138
  %140 = tail call signext i8 @__VERIFIER_nondet_char() #19, !dbg !2681
  store i8 %140, ptr %128, align 1, !dbg !2683, !tbaa !350
  br label %158, !dbg !2684

141:                                              ; preds = %138
  %142 = tail call i32 @__VERIFIER_nondet_int() #19, !dbg !2685
  %143 = trunc i32 %142 to i16, !dbg !2687
  store i16 %143, ptr %128, align 2, !dbg !2688, !tbaa !985
  br label %158, !dbg !2689

144:                                              ; preds = %138
  %145 = tail call i32 @__VERIFIER_nondet_int() #19, !dbg !2690
  store i32 %145, ptr %128, align 4, !dbg !2692, !tbaa !293
  br label %158, !dbg !2693

146:                                              ; preds = %138
  %147 = tail call i64 @__VERIFIER_nondet_longlong() #19, !dbg !2694
  store i64 %147, ptr %128, align 8, !dbg !2696, !tbaa !2697
  br label %158, !dbg !2699

148:                                              ; preds = %138
  %149 = tail call i64 @__VERIFIER_nondet_long() #19, !dbg !2700
  store i64 %149, ptr %128, align 8, !dbg !2701, !tbaa !2320
  br label %158

150:                                              ; preds = %126
  switch i32 %85, label %156 [
    i32 0, label %151
    i32 2, label %153
  ], !dbg !2702

151:                                              ; preds = %150
  %152 = tail call float @__VERIFIER_nondet_float() #19, !dbg !2703
  store float %152, ptr %128, align 4, !dbg !2706, !tbaa !2707
  br label %158, !dbg !2709

153:                                              ; preds = %150
  %154 = tail call double @__VERIFIER_nondet_double() #19, !dbg !2710
  %155 = fpext double %154 to x86_fp80, !dbg !2710
  store x86_fp80 %155, ptr %128, align 16, !dbg !2713, !tbaa !2714
  br label %158, !dbg !2716

156:                                              ; preds = %150
  %157 = tail call double @__VERIFIER_nondet_double() #19, !dbg !2717
  store double %157, ptr %128, align 8, !dbg !2719, !tbaa !2720
  br label %158

158:                                              ; preds = %132, %141, %146, %148, %144, %139, %153, %156, %151
  %159 = add nsw i32 %11, 1, !dbg !2722
    #dbg_value(i32 %159, !2563, !DIExpression(), !2576)
  br label %160, !dbg !2592

160:                                              ; preds = %114, %90, %103, %158
  %161 = phi i32 [ 1, %158 ], [ %12, %103 ], [ %12, %90 ], [ 1, %114 ], !dbg !2576
  %162 = phi i32 [ %159, %158 ], [ %11, %103 ], [ %11, %90 ], [ %11, %114 ], !dbg !2576
    #dbg_value(ptr %89, !2561, !DIExpression(), !2576)
    #dbg_value(i32 %162, !2563, !DIExpression(), !2576)
    #dbg_value(i32 %161, !2564, !DIExpression(), !2576)
  %163 = load i8, ptr %89, align 1, !dbg !2577, !tbaa !350
  %164 = icmp eq i8 %163, 0, !dbg !2578
  br i1 %164, label %165, label %8, !dbg !2578

165:                                              ; preds = %160, %83, %23, %2, %109, %106, %37
  %166 = phi i32 [ %41, %37 ], [ %113, %109 ], [ %11, %106 ], [ 0, %2 ], [ %11, %23 ], [ %162, %160 ], [ %11, %83 ]
  ret i32 %166, !dbg !2723
}

; Function Attrs: nounwind
define dso_local i32 @scanf(ptr nocapture noundef readonly %0, ...) #7 !dbg !2724 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !2735
    #dbg_assign(i1 undef, !2729, !DIExpression(), !2735, ptr %2, !DIExpression(), !2736)
    #dbg_value(ptr %0, !2728, !DIExpression(), !2736)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #21, !dbg !2737
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !2738
  %3 = call fastcc i32 @pancam_vscanf(ptr noundef %0, ptr noundef nonnull %2) #22, !dbg !2739
    #dbg_value(i32 %3, !2734, !DIExpression(), !2736)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !2740
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #21, !dbg !2741
  ret i32 %3, !dbg !2742
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #17

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #17

; Function Attrs: nounwind
define dso_local i32 @fscanf(ptr noundef readonly %0, ptr nocapture noundef readonly %1, ...) #7 !dbg !2743 {
  %3 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !2751
    #dbg_assign(i1 undef, !2749, !DIExpression(), !2751, ptr %3, !DIExpression(), !2752)
    #dbg_value(ptr %0, !2747, !DIExpression(), !2752)
    #dbg_value(ptr %1, !2748, !DIExpression(), !2752)
  %4 = icmp eq ptr %0, null, !dbg !2753
  br i1 %4, label %10, label %5, !dbg !2755

5:                                                ; preds = %2
  %6 = load i32, ptr %0, align 4, !dbg !2756, !tbaa !2499
  %7 = icmp eq i32 %6, 0, !dbg !2757
  br i1 %7, label %8, label %10, !dbg !2758

8:                                                ; preds = %5
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #21, !dbg !2759
  call void @llvm.va_start.p0(ptr nonnull %3), !dbg !2760
  %9 = call fastcc i32 @pancam_vscanf(ptr noundef %1, ptr noundef nonnull %3) #22, !dbg !2761
    #dbg_value(i32 %9, !2750, !DIExpression(), !2752)
  call void @llvm.va_end.p0(ptr nonnull %3), !dbg !2762
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #21, !dbg !2763
  br label %10

10:                                               ; preds = %2, %5, %8
  %11 = phi i32 [ %9, %8 ], [ -1, %5 ], [ -1, %2 ], !dbg !2752
  ret i32 %11, !dbg !2763
}

declare !dbg !2764 signext i8 @__VERIFIER_nondet_char() local_unnamed_addr #8

declare !dbg !2767 i32 @__VERIFIER_nondet_int() local_unnamed_addr #8

declare !dbg !2768 void @__pancam_scanf_unsupported_conversion() local_unnamed_addr #8

declare !dbg !2769 i64 @__VERIFIER_nondet_longlong() local_unnamed_addr #8

declare !dbg !2772 i64 @__VERIFIER_nondet_long() local_unnamed_addr #8

declare !dbg !2773 float @__VERIFIER_nondet_float() local_unnamed_addr #8

declare !dbg !2776 double @__VERIFIER_nondet_double() local_unnamed_addr #8

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
!llvm.module.flags = !{!274, !275, !276, !277, !278, !279}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "pancam_errno", scope: !2, file: !3, line: 33, type: !23, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !13, globals: !50, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "src/vm/libc/libc.c", directory: ".", checksumkind: CSK_MD5, checksum: "56e9b9b0ca93e4c06de79f450028bfca")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !3, line: 640, baseType: !6, size: 32, elements: !7)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !{!8, !9, !10, !11, !12}
!8 = !DIEnumerator(name: "thrd_success", value: 0)
!9 = !DIEnumerator(name: "thrd_busy", value: 1)
!10 = !DIEnumerator(name: "thrd_error", value: 2)
!11 = !DIEnumerator(name: "thrd_nomem", value: 3)
!12 = !DIEnumerator(name: "thrd_timedout", value: 4)
!13 = !{!14, !16, !17, !18, !15, !20, !21, !22, !23, !24, !6, !25, !27, !28, !30, !31, !39, !40, !41, !42, !43, !44, !46, !48}
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!16 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!20 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!21 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!22 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!23 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "i32", file: !3, line: 20, baseType: !23)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !3, line: 18, baseType: !21)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "u16", file: !3, line: 19, baseType: !29)
!29 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!30 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!32 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pancam_thrd_start", file: !3, line: 682, size: 128, elements: !33)
!33 = !{!34, !38}
!34 = !DIDerivedType(tag: DW_TAG_member, name: "func", scope: !32, file: !3, line: 683, baseType: !35, size: 64)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!36 = !DISubroutineType(types: !37)
!37 = !{!23, !17}
!38 = !DIDerivedType(tag: DW_TAG_member, name: "arg", scope: !32, file: !3, line: 684, baseType: !17, size: 64, offset: 64)
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!40 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!45 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!47 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!49 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!50 = !{!51, !57, !59, !61, !69, !74, !76, !81, !86, !0, !91, !99, !101, !106, !108, !110, !112, !117, !123, !126, !128, !131, !133, !135, !137, !142, !147, !150, !152, !157, !162, !167, !172, !174, !179, !181, !186, !191, !196, !198, !203, !205, !207, !212, !217, !219, !221, !223, !225, !227, !229, !234, !239, !241, !244, !246, !248, !250, !255, !257, !259, !261, !263, !265, !267}
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(name: "stdin", scope: !2, file: !3, line: 49, type: !53, isLocal: false, isDefinition: true)
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!54 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pancam_file", file: !3, line: 42, size: 32, elements: !55)
!55 = !{!56}
!56 = !DIDerivedType(tag: DW_TAG_member, name: "fd", scope: !54, file: !3, line: 43, baseType: !23, size: 32)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(name: "stdout", scope: !2, file: !3, line: 50, type: !53, isLocal: false, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(name: "stderr", scope: !2, file: !3, line: 51, type: !53, isLocal: false, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(name: "save", scope: !63, file: !3, line: 249, type: !14, isLocal: true, isDefinition: true)
!63 = distinct !DISubprogram(name: "strtok", scope: !3, file: !3, line: 248, type: !64, scopeLine: 248, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !66)
!64 = !DISubroutineType(types: !65)
!65 = !{!14, !14, !25}
!66 = !{!67, !68}
!67 = !DILocalVariable(name: "s", arg: 1, scope: !63, file: !3, line: 248, type: !14)
!68 = !DILocalVariable(name: "delim", arg: 2, scope: !63, file: !3, line: 248, type: !25)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(name: "ctype_lower", scope: !2, file: !3, line: 311, type: !71, isLocal: true, isDefinition: true)
!71 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !72)
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 64)
!73 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !24)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(name: "ctype_upper", scope: !2, file: !3, line: 312, type: !71, isLocal: true, isDefinition: true)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !3, line: 840, type: !78, isLocal: true, isDefinition: true)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 120, elements: !79)
!79 = !{!80}
!80 = !DISubrange(count: 15)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !3, line: 864, type: !83, isLocal: true, isDefinition: true)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 24, elements: !84)
!84 = !{!85}
!85 = !DISubrange(count: 3)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(scope: null, file: !3, line: 867, type: !88, isLocal: true, isDefinition: true)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 16, elements: !89)
!89 = !{!90}
!90 = !DISubrange(count: 2)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(name: "atexit_fns", scope: !2, file: !3, line: 56, type: !93, isLocal: true, isDefinition: true)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !94, size: 2048, elements: !97)
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !95, size: 64)
!95 = !DISubroutineType(types: !96)
!96 = !{null}
!97 = !{!98}
!98 = !DISubrange(count: 32)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(name: "atexit_n", scope: !2, file: !3, line: 57, type: !23, isLocal: true, isDefinition: true)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(name: "rand_state", scope: !2, file: !3, line: 455, type: !103, isLocal: true, isDefinition: true)
!103 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 992, elements: !104)
!104 = !{!105}
!105 = !DISubrange(count: 31)
!106 = !DIGlobalVariableExpression(var: !107, expr: !DIExpression())
!107 = distinct !DIGlobalVariable(name: "rand_f", scope: !2, file: !3, line: 456, type: !23, isLocal: true, isDefinition: true)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(name: "rand_r", scope: !2, file: !3, line: 456, type: !23, isLocal: true, isDefinition: true)
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(name: "rand_seeded", scope: !2, file: !3, line: 456, type: !23, isLocal: true, isDefinition: true)
!112 = !DIGlobalVariableExpression(var: !113, expr: !DIExpression())
!113 = distinct !DIGlobalVariable(name: "key_used", scope: !2, file: !3, line: 567, type: !114, isLocal: true, isDefinition: true)
!114 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 2048, elements: !115)
!115 = !{!116}
!116 = !DISubrange(count: 64)
!117 = !DIGlobalVariableExpression(var: !118, expr: !DIExpression())
!118 = distinct !DIGlobalVariable(name: "key_dtor", scope: !2, file: !3, line: 568, type: !119, isLocal: true, isDefinition: true)
!119 = !DICompositeType(tag: DW_TAG_array_type, baseType: !120, size: 4096, elements: !115)
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !121, size: 64)
!121 = !DISubroutineType(types: !122)
!122 = !{null, !17}
!123 = !DIGlobalVariableExpression(var: !124, expr: !DIExpression())
!124 = distinct !DIGlobalVariable(name: "key_value", scope: !2, file: !3, line: 569, type: !125, isLocal: true, isDefinition: true)
!125 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 4096, elements: !115)
!126 = !DIGlobalVariableExpression(var: !127, expr: !DIExpression())
!127 = distinct !DIGlobalVariable(name: "__pancam_tsd_dtors", scope: !2, file: !3, line: 572, type: !23, isLocal: false, isDefinition: true)
!128 = !DIGlobalVariableExpression(var: !129, expr: !DIExpression())
!129 = distinct !DIGlobalVariable(name: "pancam_errbuf", scope: !2, file: !3, line: 834, type: !130, isLocal: true, isDefinition: true)
!130 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 256, elements: !97)
!131 = !DIGlobalVariableExpression(var: !132, expr: !DIExpression())
!132 = distinct !DIGlobalVariable(name: "pancam_stdin", scope: !2, file: !3, line: 46, type: !54, isLocal: true, isDefinition: true)
!133 = !DIGlobalVariableExpression(var: !134, expr: !DIExpression())
!134 = distinct !DIGlobalVariable(name: "pancam_stdout", scope: !2, file: !3, line: 47, type: !54, isLocal: true, isDefinition: true)
!135 = !DIGlobalVariableExpression(var: !136, expr: !DIExpression())
!136 = distinct !DIGlobalVariable(name: "pancam_stderr", scope: !2, file: !3, line: 48, type: !54, isLocal: true, isDefinition: true)
!137 = !DIGlobalVariableExpression(var: !138, expr: !DIExpression())
!138 = distinct !DIGlobalVariable(name: "ctype_b", scope: !2, file: !3, line: 310, type: !139, isLocal: true, isDefinition: true)
!139 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !140)
!140 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !141, size: 64)
!141 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !28)
!142 = !DIGlobalVariableExpression(var: !143, expr: !DIExpression())
!143 = distinct !DIGlobalVariable(name: "ctype_b_table", scope: !2, file: !3, line: 307, type: !144, isLocal: true, isDefinition: true)
!144 = !DICompositeType(tag: DW_TAG_array_type, baseType: !141, size: 6144, elements: !145)
!145 = !{!146}
!146 = !DISubrange(count: 384)
!147 = !DIGlobalVariableExpression(var: !148, expr: !DIExpression())
!148 = distinct !DIGlobalVariable(name: "ctype_lower_table", scope: !2, file: !3, line: 308, type: !149, isLocal: true, isDefinition: true)
!149 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 12288, elements: !145)
!150 = !DIGlobalVariableExpression(var: !151, expr: !DIExpression())
!151 = distinct !DIGlobalVariable(name: "ctype_upper_table", scope: !2, file: !3, line: 309, type: !149, isLocal: true, isDefinition: true)
!152 = !DIGlobalVariableExpression(var: !153, expr: !DIExpression())
!153 = distinct !DIGlobalVariable(scope: null, file: !3, line: 822, type: !154, isLocal: true, isDefinition: true)
!154 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 64, elements: !155)
!155 = !{!156}
!156 = !DISubrange(count: 8)
!157 = !DIGlobalVariableExpression(var: !158, expr: !DIExpression())
!158 = distinct !DIGlobalVariable(scope: null, file: !3, line: 822, type: !159, isLocal: true, isDefinition: true)
!159 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 192, elements: !160)
!160 = !{!161}
!161 = !DISubrange(count: 24)
!162 = !DIGlobalVariableExpression(var: !163, expr: !DIExpression())
!163 = distinct !DIGlobalVariable(scope: null, file: !3, line: 822, type: !164, isLocal: true, isDefinition: true)
!164 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 208, elements: !165)
!165 = !{!166}
!166 = !DISubrange(count: 26)
!167 = !DIGlobalVariableExpression(var: !168, expr: !DIExpression())
!168 = distinct !DIGlobalVariable(scope: null, file: !3, line: 822, type: !169, isLocal: true, isDefinition: true)
!169 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 128, elements: !170)
!170 = !{!171}
!171 = !DISubrange(count: 16)
!172 = !DIGlobalVariableExpression(var: !173, expr: !DIExpression())
!173 = distinct !DIGlobalVariable(scope: null, file: !3, line: 823, type: !159, isLocal: true, isDefinition: true)
!174 = !DIGlobalVariableExpression(var: !175, expr: !DIExpression())
!175 = distinct !DIGlobalVariable(scope: null, file: !3, line: 823, type: !176, isLocal: true, isDefinition: true)
!176 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 152, elements: !177)
!177 = !{!178}
!178 = !DISubrange(count: 19)
!179 = !DIGlobalVariableExpression(var: !180, expr: !DIExpression())
!180 = distinct !DIGlobalVariable(scope: null, file: !3, line: 823, type: !164, isLocal: true, isDefinition: true)
!181 = !DIGlobalVariableExpression(var: !182, expr: !DIExpression())
!182 = distinct !DIGlobalVariable(scope: null, file: !3, line: 824, type: !183, isLocal: true, isDefinition: true)
!183 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 184, elements: !184)
!184 = !{!185}
!185 = !DISubrange(count: 23)
!186 = !DIGlobalVariableExpression(var: !187, expr: !DIExpression())
!187 = distinct !DIGlobalVariable(scope: null, file: !3, line: 824, type: !188, isLocal: true, isDefinition: true)
!188 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 144, elements: !189)
!189 = !{!190}
!190 = !DISubrange(count: 18)
!191 = !DIGlobalVariableExpression(var: !192, expr: !DIExpression())
!192 = distinct !DIGlobalVariable(scope: null, file: !3, line: 824, type: !193, isLocal: true, isDefinition: true)
!193 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 160, elements: !194)
!194 = !{!195}
!195 = !DISubrange(count: 20)
!196 = !DIGlobalVariableExpression(var: !197, expr: !DIExpression())
!197 = distinct !DIGlobalVariable(scope: null, file: !3, line: 824, type: !176, isLocal: true, isDefinition: true)
!198 = !DIGlobalVariableExpression(var: !199, expr: !DIExpression())
!199 = distinct !DIGlobalVariable(scope: null, file: !3, line: 825, type: !200, isLocal: true, isDefinition: true)
!200 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 264, elements: !201)
!201 = !{!202}
!202 = !DISubrange(count: 33)
!203 = !DIGlobalVariableExpression(var: !204, expr: !DIExpression())
!204 = distinct !DIGlobalVariable(scope: null, file: !3, line: 825, type: !183, isLocal: true, isDefinition: true)
!205 = !DIGlobalVariableExpression(var: !206, expr: !DIExpression())
!206 = distinct !DIGlobalVariable(scope: null, file: !3, line: 825, type: !188, isLocal: true, isDefinition: true)
!207 = !DIGlobalVariableExpression(var: !208, expr: !DIExpression())
!208 = distinct !DIGlobalVariable(scope: null, file: !3, line: 826, type: !209, isLocal: true, isDefinition: true)
!209 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 96, elements: !210)
!210 = !{!211}
!211 = !DISubrange(count: 12)
!212 = !DIGlobalVariableExpression(var: !213, expr: !DIExpression())
!213 = distinct !DIGlobalVariable(scope: null, file: !3, line: 826, type: !214, isLocal: true, isDefinition: true)
!214 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 176, elements: !215)
!215 = !{!216}
!216 = !DISubrange(count: 22)
!217 = !DIGlobalVariableExpression(var: !218, expr: !DIExpression())
!218 = distinct !DIGlobalVariable(scope: null, file: !3, line: 826, type: !159, isLocal: true, isDefinition: true)
!219 = !DIGlobalVariableExpression(var: !220, expr: !DIExpression())
!220 = distinct !DIGlobalVariable(scope: null, file: !3, line: 826, type: !209, isLocal: true, isDefinition: true)
!221 = !DIGlobalVariableExpression(var: !222, expr: !DIExpression())
!222 = distinct !DIGlobalVariable(scope: null, file: !3, line: 827, type: !164, isLocal: true, isDefinition: true)
!223 = !DIGlobalVariableExpression(var: !224, expr: !DIExpression())
!224 = distinct !DIGlobalVariable(scope: null, file: !3, line: 827, type: !78, isLocal: true, isDefinition: true)
!225 = !DIGlobalVariableExpression(var: !226, expr: !DIExpression())
!226 = distinct !DIGlobalVariable(scope: null, file: !3, line: 827, type: !169, isLocal: true, isDefinition: true)
!227 = !DIGlobalVariableExpression(var: !228, expr: !DIExpression())
!228 = distinct !DIGlobalVariable(scope: null, file: !3, line: 827, type: !78, isLocal: true, isDefinition: true)
!229 = !DIGlobalVariableExpression(var: !230, expr: !DIExpression())
!230 = distinct !DIGlobalVariable(scope: null, file: !3, line: 828, type: !231, isLocal: true, isDefinition: true)
!231 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 136, elements: !232)
!232 = !{!233}
!233 = !DISubrange(count: 17)
!234 = !DIGlobalVariableExpression(var: !235, expr: !DIExpression())
!235 = distinct !DIGlobalVariable(scope: null, file: !3, line: 828, type: !236, isLocal: true, isDefinition: true)
!236 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 240, elements: !237)
!237 = !{!238}
!238 = !DISubrange(count: 30)
!239 = !DIGlobalVariableExpression(var: !240, expr: !DIExpression())
!240 = distinct !DIGlobalVariable(scope: null, file: !3, line: 828, type: !193, isLocal: true, isDefinition: true)
!241 = !DIGlobalVariableExpression(var: !242, expr: !DIExpression())
!242 = distinct !DIGlobalVariable(scope: null, file: !3, line: 829, type: !243, isLocal: true, isDefinition: true)
!243 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 248, elements: !104)
!244 = !DIGlobalVariableExpression(var: !245, expr: !DIExpression())
!245 = distinct !DIGlobalVariable(scope: null, file: !3, line: 829, type: !78, isLocal: true, isDefinition: true)
!246 = !DIGlobalVariableExpression(var: !247, expr: !DIExpression())
!247 = distinct !DIGlobalVariable(scope: null, file: !3, line: 829, type: !78, isLocal: true, isDefinition: true)
!248 = !DIGlobalVariableExpression(var: !249, expr: !DIExpression())
!249 = distinct !DIGlobalVariable(scope: null, file: !3, line: 830, type: !159, isLocal: true, isDefinition: true)
!250 = !DIGlobalVariableExpression(var: !251, expr: !DIExpression())
!251 = distinct !DIGlobalVariable(scope: null, file: !3, line: 830, type: !252, isLocal: true, isDefinition: true)
!252 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 104, elements: !253)
!253 = !{!254}
!254 = !DISubrange(count: 13)
!255 = !DIGlobalVariableExpression(var: !256, expr: !DIExpression())
!256 = distinct !DIGlobalVariable(scope: null, file: !3, line: 830, type: !214, isLocal: true, isDefinition: true)
!257 = !DIGlobalVariableExpression(var: !258, expr: !DIExpression())
!258 = distinct !DIGlobalVariable(scope: null, file: !3, line: 830, type: !78, isLocal: true, isDefinition: true)
!259 = !DIGlobalVariableExpression(var: !260, expr: !DIExpression())
!260 = distinct !DIGlobalVariable(scope: null, file: !3, line: 831, type: !209, isLocal: true, isDefinition: true)
!261 = !DIGlobalVariableExpression(var: !262, expr: !DIExpression())
!262 = distinct !DIGlobalVariable(scope: null, file: !3, line: 831, type: !200, isLocal: true, isDefinition: true)
!263 = !DIGlobalVariableExpression(var: !264, expr: !DIExpression())
!264 = distinct !DIGlobalVariable(scope: null, file: !3, line: 831, type: !236, isLocal: true, isDefinition: true)
!265 = !DIGlobalVariableExpression(var: !266, expr: !DIExpression())
!266 = distinct !DIGlobalVariable(scope: null, file: !3, line: 832, type: !164, isLocal: true, isDefinition: true)
!267 = !DIGlobalVariableExpression(var: !268, expr: !DIExpression())
!268 = distinct !DIGlobalVariable(name: "pancam_errlist", scope: !2, file: !3, line: 821, type: !269, isLocal: true, isDefinition: true)
!269 = !DICompositeType(tag: DW_TAG_array_type, baseType: !270, size: 2304, elements: !271)
!270 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!271 = !{!272}
!272 = !DISubrange(count: 36)
!273 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression(DW_OP_deref_size, 1, DW_OP_constu, 1, DW_OP_mul, DW_OP_constu, 0, DW_OP_plus, DW_OP_stack_value))
!274 = !{i32 7, !"Dwarf Version", i32 5}
!275 = !{i32 2, !"Debug Info Version", i32 3}
!276 = !{i32 1, !"wchar_size", i32 4}
!277 = !{i32 8, !"PIC Level", i32 2}
!278 = !{i32 7, !"PIE Level", i32 2}
!279 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!280 = distinct !DISubprogram(name: "__errno_location", scope: !3, file: !3, line: 35, type: !281, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!281 = !DISubroutineType(types: !282)
!282 = !{!39}
!283 = !DILocation(line: 35, column: 39, scope: !280)
!284 = !DILocation(line: 35, column: 31, scope: !280)
!285 = distinct !DISubprogram(name: "atexit", scope: !3, file: !3, line: 59, type: !286, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !288)
!286 = !DISubroutineType(types: !287)
!287 = !{!23, !94}
!288 = !{!289}
!289 = !DILocalVariable(name: "f", arg: 1, scope: !285, file: !3, line: 59, type: !94)
!290 = !DILocation(line: 0, scope: !285)
!291 = !DILocation(line: 60, column: 7, scope: !292)
!292 = distinct !DILexicalBlock(scope: !285, file: !3, line: 60, column: 7)
!293 = !{!294, !294, i64 0}
!294 = !{!"int", !295, i64 0}
!295 = !{!"omnipotent char", !296, i64 0}
!296 = !{!"Simple C/C++ TBAA"}
!297 = !DILocation(line: 60, column: 16, scope: !292)
!298 = !DILocation(line: 60, column: 7, scope: !285)
!299 = !DILocation(line: 62, column: 22, scope: !285)
!300 = !DILocation(line: 62, column: 3, scope: !285)
!301 = !DILocation(line: 62, column: 26, scope: !285)
!302 = !{!303, !303, i64 0}
!303 = !{!"any pointer", !295, i64 0}
!304 = !DILocation(line: 63, column: 3, scope: !285)
!305 = !DILocation(line: 64, column: 1, scope: !285)
!306 = distinct !DISubprogram(name: "exit", scope: !3, file: !3, line: 66, type: !307, scopeLine: 66, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !309)
!307 = !DISubroutineType(types: !308)
!308 = !{null, !23}
!309 = !{!310, !311}
!310 = !DILocalVariable(name: "code", arg: 1, scope: !306, file: !3, line: 66, type: !23)
!311 = !DILocalVariable(name: "f", scope: !312, file: !3, line: 68, type: !94)
!312 = distinct !DILexicalBlock(scope: !306, file: !3, line: 67, column: 24)
!313 = !DILocation(line: 0, scope: !306)
!314 = !DILocation(line: 67, column: 10, scope: !306)
!315 = !DILocation(line: 67, column: 19, scope: !306)
!316 = !DILocation(line: 67, column: 3, scope: !306)
!317 = !DILocation(line: 68, column: 34, scope: !312)
!318 = !DILocation(line: 68, column: 23, scope: !312)
!319 = !DILocation(line: 0, scope: !312)
!320 = !DILocation(line: 69, column: 5, scope: !312)
!321 = distinct !{!321, !316, !322, !323}
!322 = !DILocation(line: 70, column: 3, scope: !306)
!323 = !{!"llvm.loop.mustprogress"}
!324 = !DILocation(line: 71, column: 3, scope: !306)
!325 = !DISubprogram(name: "__pancam_exit", scope: !3, file: !3, line: 28, type: !307, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!326 = distinct !DISubprogram(name: "memcmp", scope: !3, file: !3, line: 76, type: !327, scopeLine: 76, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !332)
!327 = !DISubroutineType(types: !328)
!328 = !{!23, !329, !329, !331}
!329 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !330, size: 64)
!330 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!331 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !3, line: 17, baseType: !22)
!332 = !{!333, !334, !335, !336, !337, !338}
!333 = !DILocalVariable(name: "a", arg: 1, scope: !326, file: !3, line: 76, type: !329)
!334 = !DILocalVariable(name: "b", arg: 2, scope: !326, file: !3, line: 76, type: !329)
!335 = !DILocalVariable(name: "n", arg: 3, scope: !326, file: !3, line: 76, type: !331)
!336 = !DILocalVariable(name: "p", scope: !326, file: !3, line: 77, type: !18)
!337 = !DILocalVariable(name: "q", scope: !326, file: !3, line: 77, type: !18)
!338 = !DILocalVariable(name: "i", scope: !339, file: !3, line: 78, type: !331)
!339 = distinct !DILexicalBlock(scope: !326, file: !3, line: 78, column: 3)
!340 = !DILocation(line: 0, scope: !326)
!341 = !DILocation(line: 0, scope: !339)
!342 = !DILocation(line: 78, column: 24, scope: !343)
!343 = distinct !DILexicalBlock(scope: !339, file: !3, line: 78, column: 3)
!344 = !DILocation(line: 78, column: 3, scope: !339)
!345 = !DILocation(line: 78, column: 30, scope: !343)
!346 = distinct !{!346, !344, !347, !323}
!347 = !DILocation(line: 80, column: 33, scope: !339)
!348 = !DILocation(line: 79, column: 9, scope: !349)
!349 = distinct !DILexicalBlock(scope: !343, file: !3, line: 79, column: 9)
!350 = !{!295, !295, i64 0}
!351 = !DILocation(line: 79, column: 17, scope: !349)
!352 = !DILocation(line: 79, column: 14, scope: !349)
!353 = !DILocation(line: 79, column: 9, scope: !343)
!354 = !DILocation(line: 80, column: 19, scope: !349)
!355 = !DILocation(line: 80, column: 14, scope: !349)
!356 = !DILocation(line: 80, column: 7, scope: !349)
!357 = !DILocation(line: 82, column: 1, scope: !326)
!358 = distinct !DISubprogram(name: "bcmp", scope: !3, file: !3, line: 84, type: !327, scopeLine: 84, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !359)
!359 = !{!360, !361, !362}
!360 = !DILocalVariable(name: "a", arg: 1, scope: !358, file: !3, line: 84, type: !329)
!361 = !DILocalVariable(name: "b", arg: 2, scope: !358, file: !3, line: 84, type: !329)
!362 = !DILocalVariable(name: "n", arg: 3, scope: !358, file: !3, line: 84, type: !331)
!363 = !DILocation(line: 0, scope: !358)
!364 = !DILocation(line: 0, scope: !326, inlinedAt: !365)
!365 = distinct !DILocation(line: 84, column: 59, scope: !358)
!366 = !DILocation(line: 0, scope: !339, inlinedAt: !365)
!367 = !DILocation(line: 78, column: 24, scope: !343, inlinedAt: !365)
!368 = !DILocation(line: 78, column: 3, scope: !339, inlinedAt: !365)
!369 = !DILocation(line: 78, column: 30, scope: !343, inlinedAt: !365)
!370 = distinct !{!370, !368, !371, !323}
!371 = !DILocation(line: 80, column: 33, scope: !339, inlinedAt: !365)
!372 = !DILocation(line: 79, column: 9, scope: !349, inlinedAt: !365)
!373 = !DILocation(line: 79, column: 17, scope: !349, inlinedAt: !365)
!374 = !DILocation(line: 79, column: 14, scope: !349, inlinedAt: !365)
!375 = !DILocation(line: 79, column: 9, scope: !343, inlinedAt: !365)
!376 = !DILocation(line: 84, column: 52, scope: !358)
!377 = distinct !DISubprogram(name: "mempcpy", scope: !3, file: !3, line: 86, type: !378, scopeLine: 86, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !380)
!378 = !DISubroutineType(types: !379)
!379 = !{!17, !17, !329, !331}
!380 = !{!381, !382, !383}
!381 = !DILocalVariable(name: "d", arg: 1, scope: !377, file: !3, line: 86, type: !17)
!382 = !DILocalVariable(name: "s", arg: 2, scope: !377, file: !3, line: 86, type: !329)
!383 = !DILocalVariable(name: "n", arg: 3, scope: !377, file: !3, line: 86, type: !331)
!384 = !DILocation(line: 0, scope: !377)
!385 = !DILocation(line: 86, column: 66, scope: !377)
!386 = !DILocation(line: 86, column: 82, scope: !377)
!387 = !DILocation(line: 86, column: 51, scope: !377)
!388 = !DISubprogram(name: "memcpy", scope: !3, file: !3, line: 25, type: !378, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!389 = distinct !DISubprogram(name: "memrchr", scope: !3, file: !3, line: 88, type: !390, scopeLine: 88, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !392)
!390 = !DISubroutineType(types: !391)
!391 = !{!17, !329, !23, !331}
!392 = !{!393, !394, !395, !396}
!393 = !DILocalVariable(name: "s", arg: 1, scope: !389, file: !3, line: 88, type: !329)
!394 = !DILocalVariable(name: "c", arg: 2, scope: !389, file: !3, line: 88, type: !23)
!395 = !DILocalVariable(name: "n", arg: 3, scope: !389, file: !3, line: 88, type: !331)
!396 = !DILocalVariable(name: "p", scope: !389, file: !3, line: 89, type: !18)
!397 = !DILocation(line: 0, scope: !389)
!398 = !DILocation(line: 90, column: 3, scope: !389)
!399 = !DILocation(line: 90, column: 12, scope: !389)
!400 = !DILocation(line: 91, column: 6, scope: !401)
!401 = distinct !DILexicalBlock(scope: !389, file: !3, line: 90, column: 17)
!402 = !DILocation(line: 92, column: 9, scope: !403)
!403 = distinct !DILexicalBlock(scope: !401, file: !3, line: 92, column: 9)
!404 = !DILocation(line: 92, column: 14, scope: !403)
!405 = !DILocation(line: 92, column: 9, scope: !401)
!406 = distinct !{!406, !398, !407, !323}
!407 = !DILocation(line: 94, column: 3, scope: !389)
!408 = !DILocation(line: 96, column: 1, scope: !389)
!409 = distinct !DISubprogram(name: "memchr", scope: !3, file: !3, line: 98, type: !390, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !410)
!410 = !{!411, !412, !413, !414, !415}
!411 = !DILocalVariable(name: "s", arg: 1, scope: !409, file: !3, line: 98, type: !329)
!412 = !DILocalVariable(name: "c", arg: 2, scope: !409, file: !3, line: 98, type: !23)
!413 = !DILocalVariable(name: "n", arg: 3, scope: !409, file: !3, line: 98, type: !331)
!414 = !DILocalVariable(name: "p", scope: !409, file: !3, line: 99, type: !18)
!415 = !DILocalVariable(name: "i", scope: !416, file: !3, line: 100, type: !331)
!416 = distinct !DILexicalBlock(scope: !409, file: !3, line: 100, column: 3)
!417 = !DILocation(line: 0, scope: !409)
!418 = !DILocation(line: 0, scope: !416)
!419 = !DILocation(line: 100, column: 24, scope: !420)
!420 = distinct !DILexicalBlock(scope: !416, file: !3, line: 100, column: 3)
!421 = !DILocation(line: 100, column: 3, scope: !416)
!422 = !DILocation(line: 101, column: 9, scope: !423)
!423 = distinct !DILexicalBlock(scope: !420, file: !3, line: 101, column: 9)
!424 = !DILocation(line: 101, column: 14, scope: !423)
!425 = !DILocation(line: 101, column: 9, scope: !420)
!426 = !DILocation(line: 100, column: 30, scope: !420)
!427 = distinct !{!427, !421, !428, !323}
!428 = !DILocation(line: 102, column: 28, scope: !416)
!429 = !DILocation(line: 104, column: 1, scope: !409)
!430 = distinct !DISubprogram(name: "strnlen", scope: !3, file: !3, line: 106, type: !431, scopeLine: 106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !433)
!431 = !DISubroutineType(types: !432)
!432 = !{!331, !25, !331}
!433 = !{!434, !435, !436}
!434 = !DILocalVariable(name: "s", arg: 1, scope: !430, file: !3, line: 106, type: !25)
!435 = !DILocalVariable(name: "n", arg: 2, scope: !430, file: !3, line: 106, type: !331)
!436 = !DILocalVariable(name: "i", scope: !430, file: !3, line: 107, type: !331)
!437 = !DILocation(line: 0, scope: !430)
!438 = !DILocation(line: 108, column: 12, scope: !430)
!439 = !DILocation(line: 108, column: 16, scope: !430)
!440 = !DILocation(line: 108, column: 19, scope: !430)
!441 = !DILocation(line: 108, column: 3, scope: !430)
!442 = !DILocation(line: 109, column: 6, scope: !430)
!443 = distinct !{!443, !441, !442, !323}
!444 = !DILocation(line: 110, column: 3, scope: !430)
!445 = distinct !DISubprogram(name: "strcmp", scope: !3, file: !3, line: 113, type: !446, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !448)
!446 = !DISubroutineType(types: !447)
!447 = !{!23, !25, !25}
!448 = !{!449, !450, !451, !452}
!449 = !DILocalVariable(name: "a", arg: 1, scope: !445, file: !3, line: 113, type: !25)
!450 = !DILocalVariable(name: "b", arg: 2, scope: !445, file: !3, line: 113, type: !25)
!451 = !DILocalVariable(name: "p", scope: !445, file: !3, line: 114, type: !18)
!452 = !DILocalVariable(name: "q", scope: !445, file: !3, line: 114, type: !18)
!453 = !DILocation(line: 0, scope: !445)
!454 = !DILocation(line: 115, column: 10, scope: !445)
!455 = !DILocation(line: 115, column: 13, scope: !445)
!456 = !DILocation(line: 115, column: 22, scope: !445)
!457 = !DILocation(line: 115, column: 19, scope: !445)
!458 = !DILocation(line: 115, column: 3, scope: !445)
!459 = !DILocation(line: 116, column: 6, scope: !460)
!460 = distinct !DILexicalBlock(scope: !445, file: !3, line: 115, column: 26)
!461 = !DILocation(line: 117, column: 6, scope: !460)
!462 = distinct !{!462, !458, !463, !323}
!463 = !DILocation(line: 118, column: 3, scope: !445)
!464 = !DILocation(line: 119, column: 16, scope: !445)
!465 = !DILocation(line: 119, column: 14, scope: !445)
!466 = !DILocation(line: 119, column: 26, scope: !445)
!467 = !DILocation(line: 119, column: 20, scope: !445)
!468 = !DILocation(line: 119, column: 3, scope: !445)
!469 = distinct !DISubprogram(name: "strncmp", scope: !3, file: !3, line: 122, type: !470, scopeLine: 122, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !472)
!470 = !DISubroutineType(types: !471)
!471 = !{!23, !25, !25, !331}
!472 = !{!473, !474, !475, !476, !477, !478}
!473 = !DILocalVariable(name: "a", arg: 1, scope: !469, file: !3, line: 122, type: !25)
!474 = !DILocalVariable(name: "b", arg: 2, scope: !469, file: !3, line: 122, type: !25)
!475 = !DILocalVariable(name: "n", arg: 3, scope: !469, file: !3, line: 122, type: !331)
!476 = !DILocalVariable(name: "p", scope: !469, file: !3, line: 123, type: !18)
!477 = !DILocalVariable(name: "q", scope: !469, file: !3, line: 123, type: !18)
!478 = !DILocalVariable(name: "i", scope: !479, file: !3, line: 124, type: !331)
!479 = distinct !DILexicalBlock(scope: !469, file: !3, line: 124, column: 3)
!480 = !DILocation(line: 0, scope: !469)
!481 = !DILocation(line: 0, scope: !479)
!482 = !DILocation(line: 124, column: 24, scope: !483)
!483 = distinct !DILexicalBlock(scope: !479, file: !3, line: 124, column: 3)
!484 = !DILocation(line: 124, column: 3, scope: !479)
!485 = !DILocation(line: 125, column: 9, scope: !486)
!486 = distinct !DILexicalBlock(scope: !487, file: !3, line: 125, column: 9)
!487 = distinct !DILexicalBlock(scope: !483, file: !3, line: 124, column: 34)
!488 = !DILocation(line: 125, column: 17, scope: !486)
!489 = !DILocation(line: 125, column: 14, scope: !486)
!490 = !DILocation(line: 125, column: 9, scope: !487)
!491 = !DILocation(line: 126, column: 20, scope: !486)
!492 = !DILocation(line: 126, column: 36, scope: !486)
!493 = !DILocation(line: 126, column: 28, scope: !486)
!494 = !DILocation(line: 126, column: 7, scope: !486)
!495 = !DILocation(line: 127, column: 10, scope: !496)
!496 = distinct !DILexicalBlock(scope: !487, file: !3, line: 127, column: 9)
!497 = !DILocation(line: 127, column: 9, scope: !487)
!498 = distinct !{!498, !484, !499, !323}
!499 = !DILocation(line: 129, column: 3, scope: !479)
!500 = !DILocation(line: 131, column: 1, scope: !469)
!501 = distinct !DISubprogram(name: "strcpy", scope: !3, file: !3, line: 133, type: !64, scopeLine: 133, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !502)
!502 = !{!503, !504, !505}
!503 = !DILocalVariable(name: "d", arg: 1, scope: !501, file: !3, line: 133, type: !14)
!504 = !DILocalVariable(name: "s", arg: 2, scope: !501, file: !3, line: 133, type: !25)
!505 = !DILocalVariable(name: "r", scope: !501, file: !3, line: 134, type: !14)
!506 = !DILocation(line: 0, scope: !501)
!507 = !DILocation(line: 135, column: 3, scope: !501)
!508 = !DILocation(line: 135, column: 20, scope: !501)
!509 = !DILocation(line: 135, column: 18, scope: !501)
!510 = !DILocation(line: 135, column: 13, scope: !501)
!511 = !DILocation(line: 135, column: 16, scope: !501)
!512 = distinct !{!512, !507, !513, !323}
!513 = !DILocation(line: 136, column: 5, scope: !501)
!514 = !DILocation(line: 137, column: 3, scope: !501)
!515 = distinct !DISubprogram(name: "stpcpy", scope: !3, file: !3, line: 140, type: !64, scopeLine: 140, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !516)
!516 = !{!517, !518}
!517 = !DILocalVariable(name: "d", arg: 1, scope: !515, file: !3, line: 140, type: !14)
!518 = !DILocalVariable(name: "s", arg: 2, scope: !515, file: !3, line: 140, type: !25)
!519 = !DILocation(line: 0, scope: !515)
!520 = !DILocation(line: 141, column: 16, scope: !515)
!521 = !DILocation(line: 141, column: 14, scope: !515)
!522 = !DILocation(line: 141, column: 3, scope: !515)
!523 = !DILocation(line: 141, column: 18, scope: !515)
!524 = !DILocation(line: 142, column: 6, scope: !515)
!525 = distinct !{!525, !522, !524, !323}
!526 = !DILocation(line: 143, column: 3, scope: !515)
!527 = distinct !DISubprogram(name: "stpncpy", scope: !3, file: !3, line: 146, type: !528, scopeLine: 146, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !530)
!528 = !DISubroutineType(types: !529)
!529 = !{!14, !14, !25, !331}
!530 = !{!531, !532, !533, !534, !535}
!531 = !DILocalVariable(name: "d", arg: 1, scope: !527, file: !3, line: 146, type: !14)
!532 = !DILocalVariable(name: "s", arg: 2, scope: !527, file: !3, line: 146, type: !25)
!533 = !DILocalVariable(name: "n", arg: 3, scope: !527, file: !3, line: 146, type: !331)
!534 = !DILocalVariable(name: "i", scope: !527, file: !3, line: 147, type: !331)
!535 = !DILocalVariable(name: "end", scope: !527, file: !3, line: 150, type: !14)
!536 = !DILocation(line: 0, scope: !527)
!537 = !DILocation(line: 148, column: 12, scope: !538)
!538 = distinct !DILexicalBlock(scope: !539, file: !3, line: 148, column: 3)
!539 = distinct !DILexicalBlock(scope: !527, file: !3, line: 148, column: 3)
!540 = !DILocation(line: 148, column: 16, scope: !538)
!541 = !DILocation(line: 148, column: 19, scope: !538)
!542 = !DILocation(line: 148, column: 3, scope: !539)
!543 = !DILocation(line: 149, column: 5, scope: !538)
!544 = !DILocation(line: 149, column: 10, scope: !538)
!545 = !DILocation(line: 148, column: 26, scope: !538)
!546 = distinct !{!546, !542, !547, !323}
!547 = !DILocation(line: 149, column: 15, scope: !539)
!548 = !DILocation(line: 151, column: 12, scope: !549)
!549 = distinct !DILexicalBlock(scope: !550, file: !3, line: 151, column: 3)
!550 = distinct !DILexicalBlock(scope: !527, file: !3, line: 151, column: 3)
!551 = !DILocation(line: 151, column: 3, scope: !550)
!552 = !DILocation(line: 152, column: 5, scope: !549)
!553 = !DILocation(line: 152, column: 10, scope: !549)
!554 = distinct !{!554, !551, !555, !323, !556, !557}
!555 = !DILocation(line: 152, column: 12, scope: !550)
!556 = !{!"llvm.loop.isvectorized", i32 1}
!557 = !{!"llvm.loop.unroll.runtime.disable"}
!558 = distinct !{!558, !551, !555, !323, !556, !557}
!559 = !DILocation(line: 151, column: 18, scope: !549)
!560 = distinct !{!560, !551, !555, !323, !557, !556}
!561 = !DILocation(line: 150, column: 17, scope: !527)
!562 = !DILocation(line: 153, column: 3, scope: !527)
!563 = distinct !DISubprogram(name: "strchrnul", scope: !3, file: !3, line: 156, type: !564, scopeLine: 156, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !566)
!564 = !DISubroutineType(types: !565)
!565 = !{!14, !25, !23}
!566 = !{!567, !568}
!567 = !DILocalVariable(name: "s", arg: 1, scope: !563, file: !3, line: 156, type: !25)
!568 = !DILocalVariable(name: "c", arg: 2, scope: !563, file: !3, line: 156, type: !23)
!569 = !DILocation(line: 0, scope: !563)
!570 = !DILocation(line: 157, column: 10, scope: !563)
!571 = !DILocation(line: 157, column: 13, scope: !563)
!572 = !DILocation(line: 157, column: 19, scope: !563)
!573 = !DILocation(line: 157, column: 3, scope: !563)
!574 = !DILocation(line: 158, column: 6, scope: !563)
!575 = distinct !{!575, !573, !574, !323}
!576 = !DILocation(line: 159, column: 3, scope: !563)
!577 = distinct !DISubprogram(name: "strncpy", scope: !3, file: !3, line: 162, type: !528, scopeLine: 162, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !578)
!578 = !{!579, !580, !581, !582}
!579 = !DILocalVariable(name: "d", arg: 1, scope: !577, file: !3, line: 162, type: !14)
!580 = !DILocalVariable(name: "s", arg: 2, scope: !577, file: !3, line: 162, type: !25)
!581 = !DILocalVariable(name: "n", arg: 3, scope: !577, file: !3, line: 162, type: !331)
!582 = !DILocalVariable(name: "i", scope: !577, file: !3, line: 163, type: !331)
!583 = !DILocation(line: 0, scope: !577)
!584 = !DILocation(line: 164, column: 12, scope: !585)
!585 = distinct !DILexicalBlock(scope: !586, file: !3, line: 164, column: 3)
!586 = distinct !DILexicalBlock(scope: !577, file: !3, line: 164, column: 3)
!587 = !DILocation(line: 164, column: 16, scope: !585)
!588 = !DILocation(line: 164, column: 19, scope: !585)
!589 = !DILocation(line: 164, column: 3, scope: !586)
!590 = !DILocation(line: 165, column: 5, scope: !585)
!591 = !DILocation(line: 165, column: 10, scope: !585)
!592 = !DILocation(line: 164, column: 26, scope: !585)
!593 = distinct !{!593, !589, !594, !323}
!594 = !DILocation(line: 165, column: 15, scope: !586)
!595 = !DILocation(line: 166, column: 12, scope: !596)
!596 = distinct !DILexicalBlock(scope: !597, file: !3, line: 166, column: 3)
!597 = distinct !DILexicalBlock(scope: !577, file: !3, line: 166, column: 3)
!598 = !DILocation(line: 166, column: 3, scope: !597)
!599 = !DILocation(line: 167, column: 5, scope: !596)
!600 = !DILocation(line: 167, column: 10, scope: !596)
!601 = distinct !{!601, !598, !602, !323, !556, !557}
!602 = !DILocation(line: 167, column: 12, scope: !597)
!603 = distinct !{!603, !598, !602, !323, !556, !557}
!604 = !DILocation(line: 166, column: 18, scope: !596)
!605 = distinct !{!605, !598, !602, !323, !557, !556}
!606 = !DILocation(line: 168, column: 3, scope: !577)
!607 = distinct !DISubprogram(name: "strcat", scope: !3, file: !3, line: 171, type: !64, scopeLine: 171, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !608)
!608 = !{!609, !610}
!609 = !DILocalVariable(name: "d", arg: 1, scope: !607, file: !3, line: 171, type: !14)
!610 = !DILocalVariable(name: "s", arg: 2, scope: !607, file: !3, line: 171, type: !25)
!611 = !DILocation(line: 0, scope: !607)
!612 = !DILocation(line: 172, column: 14, scope: !607)
!613 = !DILocation(line: 172, column: 12, scope: !607)
!614 = !DILocation(line: 0, scope: !501, inlinedAt: !615)
!615 = distinct !DILocation(line: 172, column: 3, scope: !607)
!616 = !DILocation(line: 135, column: 3, scope: !501, inlinedAt: !615)
!617 = !DILocation(line: 135, column: 20, scope: !501, inlinedAt: !615)
!618 = !DILocation(line: 135, column: 18, scope: !501, inlinedAt: !615)
!619 = !DILocation(line: 135, column: 13, scope: !501, inlinedAt: !615)
!620 = !DILocation(line: 135, column: 16, scope: !501, inlinedAt: !615)
!621 = distinct !{!621, !616, !622, !323}
!622 = !DILocation(line: 136, column: 5, scope: !501, inlinedAt: !615)
!623 = !DILocation(line: 173, column: 3, scope: !607)
!624 = !DISubprogram(name: "strlen", scope: !3, file: !3, line: 27, type: !625, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!625 = !DISubroutineType(types: !626)
!626 = !{!331, !25}
!627 = distinct !DISubprogram(name: "strncat", scope: !3, file: !3, line: 176, type: !528, scopeLine: 176, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !628)
!628 = !{!629, !630, !631, !632, !633}
!629 = !DILocalVariable(name: "d", arg: 1, scope: !627, file: !3, line: 176, type: !14)
!630 = !DILocalVariable(name: "s", arg: 2, scope: !627, file: !3, line: 176, type: !25)
!631 = !DILocalVariable(name: "n", arg: 3, scope: !627, file: !3, line: 176, type: !331)
!632 = !DILocalVariable(name: "e", scope: !627, file: !3, line: 177, type: !14)
!633 = !DILocalVariable(name: "i", scope: !627, file: !3, line: 178, type: !331)
!634 = !DILocation(line: 0, scope: !627)
!635 = !DILocation(line: 177, column: 17, scope: !627)
!636 = !DILocation(line: 177, column: 15, scope: !627)
!637 = !DILocation(line: 179, column: 12, scope: !638)
!638 = distinct !DILexicalBlock(scope: !639, file: !3, line: 179, column: 3)
!639 = distinct !DILexicalBlock(scope: !627, file: !3, line: 179, column: 3)
!640 = !DILocation(line: 179, column: 16, scope: !638)
!641 = !DILocation(line: 179, column: 19, scope: !638)
!642 = !DILocation(line: 179, column: 3, scope: !639)
!643 = !DILocation(line: 180, column: 5, scope: !638)
!644 = !DILocation(line: 180, column: 10, scope: !638)
!645 = !DILocation(line: 179, column: 26, scope: !638)
!646 = distinct !{!646, !642, !647, !323}
!647 = !DILocation(line: 180, column: 15, scope: !639)
!648 = !DILocation(line: 181, column: 3, scope: !627)
!649 = !DILocation(line: 181, column: 8, scope: !627)
!650 = !DILocation(line: 182, column: 3, scope: !627)
!651 = distinct !DISubprogram(name: "strchr", scope: !3, file: !3, line: 185, type: !564, scopeLine: 185, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !652)
!652 = !{!653, !654}
!653 = !DILocalVariable(name: "s", arg: 1, scope: !651, file: !3, line: 185, type: !25)
!654 = !DILocalVariable(name: "c", arg: 2, scope: !651, file: !3, line: 185, type: !23)
!655 = !DILocation(line: 0, scope: !651)
!656 = !DILocation(line: 187, column: 9, scope: !657)
!657 = distinct !DILexicalBlock(scope: !658, file: !3, line: 187, column: 9)
!658 = distinct !DILexicalBlock(scope: !659, file: !3, line: 186, column: 16)
!659 = distinct !DILexicalBlock(scope: !660, file: !3, line: 186, column: 3)
!660 = distinct !DILexicalBlock(scope: !651, file: !3, line: 186, column: 3)
!661 = !DILocation(line: 187, column: 12, scope: !657)
!662 = !DILocation(line: 187, column: 9, scope: !658)
!663 = !DILocation(line: 189, column: 10, scope: !664)
!664 = distinct !DILexicalBlock(scope: !658, file: !3, line: 189, column: 9)
!665 = !DILocation(line: 189, column: 9, scope: !658)
!666 = !DILocation(line: 186, column: 12, scope: !659)
!667 = distinct !{!667, !668, !669}
!668 = !DILocation(line: 186, column: 3, scope: !660)
!669 = !DILocation(line: 191, column: 3, scope: !660)
!670 = !DILocation(line: 0, scope: !658)
!671 = !DILocation(line: 192, column: 1, scope: !651)
!672 = distinct !DISubprogram(name: "strrchr", scope: !3, file: !3, line: 194, type: !564, scopeLine: 194, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !673)
!673 = !{!674, !675, !676}
!674 = !DILocalVariable(name: "s", arg: 1, scope: !672, file: !3, line: 194, type: !25)
!675 = !DILocalVariable(name: "c", arg: 2, scope: !672, file: !3, line: 194, type: !23)
!676 = !DILocalVariable(name: "last", scope: !672, file: !3, line: 195, type: !25)
!677 = !DILocation(line: 0, scope: !672)
!678 = !DILocation(line: 196, column: 3, scope: !672)
!679 = !DILocation(line: 197, column: 9, scope: !680)
!680 = distinct !DILexicalBlock(scope: !681, file: !3, line: 197, column: 9)
!681 = distinct !DILexicalBlock(scope: !682, file: !3, line: 196, column: 16)
!682 = distinct !DILexicalBlock(scope: !683, file: !3, line: 196, column: 3)
!683 = distinct !DILexicalBlock(scope: !672, file: !3, line: 196, column: 3)
!684 = !DILocation(line: 197, column: 12, scope: !680)
!685 = !DILocation(line: 197, column: 9, scope: !681)
!686 = !DILocation(line: 199, column: 10, scope: !687)
!687 = distinct !DILexicalBlock(scope: !681, file: !3, line: 199, column: 9)
!688 = !DILocation(line: 196, column: 12, scope: !682)
!689 = !DILocation(line: 199, column: 9, scope: !681)
!690 = distinct !{!690, !691, !692}
!691 = !DILocation(line: 196, column: 3, scope: !683)
!692 = !DILocation(line: 201, column: 3, scope: !683)
!693 = !DILocation(line: 200, column: 7, scope: !687)
!694 = distinct !DISubprogram(name: "strstr", scope: !3, file: !3, line: 204, type: !695, scopeLine: 204, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !697)
!695 = !DISubroutineType(types: !696)
!696 = !{!14, !25, !25}
!697 = !{!698, !699, !700}
!698 = !DILocalVariable(name: "h", arg: 1, scope: !694, file: !3, line: 204, type: !25)
!699 = !DILocalVariable(name: "n", arg: 2, scope: !694, file: !3, line: 204, type: !25)
!700 = !DILocalVariable(name: "m", scope: !694, file: !3, line: 205, type: !331)
!701 = !DILocation(line: 0, scope: !694)
!702 = !DILocation(line: 205, column: 14, scope: !694)
!703 = !DILocation(line: 206, column: 9, scope: !704)
!704 = distinct !DILexicalBlock(scope: !694, file: !3, line: 206, column: 7)
!705 = !DILocation(line: 206, column: 7, scope: !694)
!706 = !DILocation(line: 208, column: 10, scope: !707)
!707 = distinct !DILexicalBlock(scope: !708, file: !3, line: 208, column: 3)
!708 = distinct !DILexicalBlock(scope: !694, file: !3, line: 208, column: 3)
!709 = !DILocation(line: 208, column: 3, scope: !708)
!710 = !DILocation(line: 209, column: 12, scope: !711)
!711 = distinct !DILexicalBlock(scope: !707, file: !3, line: 209, column: 9)
!712 = !DILocation(line: 209, column: 18, scope: !711)
!713 = !DILocation(line: 0, scope: !479, inlinedAt: !714)
!714 = distinct !DILocation(line: 209, column: 21, scope: !711)
!715 = !DILocation(line: 125, column: 9, scope: !486, inlinedAt: !714)
!716 = !DILocation(line: 125, column: 17, scope: !486, inlinedAt: !714)
!717 = !DILocation(line: 125, column: 14, scope: !486, inlinedAt: !714)
!718 = !DILocation(line: 125, column: 9, scope: !487, inlinedAt: !714)
!719 = !DILocation(line: 127, column: 10, scope: !496, inlinedAt: !714)
!720 = !DILocation(line: 127, column: 9, scope: !487, inlinedAt: !714)
!721 = distinct !{!721, !722, !723, !323}
!722 = !DILocation(line: 124, column: 3, scope: !479, inlinedAt: !714)
!723 = !DILocation(line: 129, column: 3, scope: !479, inlinedAt: !714)
!724 = !DILocation(line: 208, column: 15, scope: !707)
!725 = distinct !{!725, !709, !726, !323}
!726 = !DILocation(line: 210, column: 22, scope: !708)
!727 = !DILocation(line: 212, column: 1, scope: !694)
!728 = distinct !DISubprogram(name: "strspn", scope: !3, file: !3, line: 214, type: !729, scopeLine: 214, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !731)
!729 = !DISubroutineType(types: !730)
!730 = !{!331, !25, !25}
!731 = !{!732, !733, !734}
!732 = !DILocalVariable(name: "s", arg: 1, scope: !728, file: !3, line: 214, type: !25)
!733 = !DILocalVariable(name: "accept", arg: 2, scope: !728, file: !3, line: 214, type: !25)
!734 = !DILocalVariable(name: "i", scope: !728, file: !3, line: 215, type: !331)
!735 = !DILocation(line: 0, scope: !728)
!736 = !DILocation(line: 216, column: 10, scope: !728)
!737 = !DILocation(line: 216, column: 15, scope: !728)
!738 = !DILocation(line: 0, scope: !651, inlinedAt: !739)
!739 = distinct !DILocation(line: 216, column: 18, scope: !728)
!740 = !DILocation(line: 187, column: 12, scope: !657, inlinedAt: !739)
!741 = !DILocation(line: 187, column: 9, scope: !658, inlinedAt: !739)
!742 = !DILocation(line: 189, column: 10, scope: !664, inlinedAt: !739)
!743 = !DILocation(line: 189, column: 9, scope: !658, inlinedAt: !739)
!744 = !DILocation(line: 186, column: 12, scope: !659, inlinedAt: !739)
!745 = !DILocation(line: 187, column: 9, scope: !657, inlinedAt: !739)
!746 = distinct !{!746, !747, !748}
!747 = !DILocation(line: 186, column: 3, scope: !660, inlinedAt: !739)
!748 = !DILocation(line: 191, column: 3, scope: !660, inlinedAt: !739)
!749 = !DILocation(line: 217, column: 6, scope: !728)
!750 = distinct !{!750, !751, !749, !323}
!751 = !DILocation(line: 216, column: 3, scope: !728)
!752 = !DILocation(line: 218, column: 3, scope: !728)
!753 = distinct !DISubprogram(name: "strcspn", scope: !3, file: !3, line: 221, type: !729, scopeLine: 221, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !754)
!754 = !{!755, !756, !757}
!755 = !DILocalVariable(name: "s", arg: 1, scope: !753, file: !3, line: 221, type: !25)
!756 = !DILocalVariable(name: "reject", arg: 2, scope: !753, file: !3, line: 221, type: !25)
!757 = !DILocalVariable(name: "i", scope: !753, file: !3, line: 222, type: !331)
!758 = !DILocation(line: 0, scope: !753)
!759 = !DILocation(line: 223, column: 10, scope: !753)
!760 = !DILocation(line: 223, column: 15, scope: !753)
!761 = !DILocation(line: 0, scope: !651, inlinedAt: !762)
!762 = distinct !DILocation(line: 223, column: 19, scope: !753)
!763 = !DILocation(line: 187, column: 12, scope: !657, inlinedAt: !762)
!764 = !DILocation(line: 187, column: 9, scope: !658, inlinedAt: !762)
!765 = !DILocation(line: 189, column: 10, scope: !664, inlinedAt: !762)
!766 = !DILocation(line: 189, column: 9, scope: !658, inlinedAt: !762)
!767 = !DILocation(line: 186, column: 12, scope: !659, inlinedAt: !762)
!768 = !DILocation(line: 187, column: 9, scope: !657, inlinedAt: !762)
!769 = distinct !{!769, !770, !771}
!770 = !DILocation(line: 186, column: 3, scope: !660, inlinedAt: !762)
!771 = !DILocation(line: 191, column: 3, scope: !660, inlinedAt: !762)
!772 = !DILocation(line: 224, column: 6, scope: !753)
!773 = distinct !{!773, !774, !772, !323}
!774 = !DILocation(line: 223, column: 3, scope: !753)
!775 = !DILocation(line: 225, column: 3, scope: !753)
!776 = distinct !DISubprogram(name: "strpbrk", scope: !3, file: !3, line: 228, type: !695, scopeLine: 228, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !777)
!777 = !{!778, !779}
!778 = !DILocalVariable(name: "s", arg: 1, scope: !776, file: !3, line: 228, type: !25)
!779 = !DILocalVariable(name: "accept", arg: 2, scope: !776, file: !3, line: 228, type: !25)
!780 = !DILocation(line: 0, scope: !776)
!781 = !DILocation(line: 0, scope: !753, inlinedAt: !782)
!782 = distinct !DILocation(line: 229, column: 8, scope: !776)
!783 = !DILocation(line: 223, column: 10, scope: !753, inlinedAt: !782)
!784 = !DILocation(line: 223, column: 15, scope: !753, inlinedAt: !782)
!785 = !DILocation(line: 0, scope: !651, inlinedAt: !786)
!786 = distinct !DILocation(line: 223, column: 19, scope: !753, inlinedAt: !782)
!787 = !DILocation(line: 187, column: 12, scope: !657, inlinedAt: !786)
!788 = !DILocation(line: 187, column: 9, scope: !658, inlinedAt: !786)
!789 = !DILocation(line: 189, column: 10, scope: !664, inlinedAt: !786)
!790 = !DILocation(line: 189, column: 9, scope: !658, inlinedAt: !786)
!791 = !DILocation(line: 186, column: 12, scope: !659, inlinedAt: !786)
!792 = !DILocation(line: 187, column: 9, scope: !657, inlinedAt: !786)
!793 = distinct !{!793, !794, !795}
!794 = !DILocation(line: 186, column: 3, scope: !660, inlinedAt: !786)
!795 = !DILocation(line: 191, column: 3, scope: !660, inlinedAt: !786)
!796 = !DILocation(line: 224, column: 6, scope: !753, inlinedAt: !782)
!797 = distinct !{!797, !798, !796, !323}
!798 = !DILocation(line: 223, column: 3, scope: !753, inlinedAt: !782)
!799 = !DILocation(line: 229, column: 5, scope: !776)
!800 = !DILocation(line: 230, column: 10, scope: !776)
!801 = !DILocation(line: 230, column: 3, scope: !776)
!802 = distinct !DISubprogram(name: "strtok_r", scope: !3, file: !3, line: 233, type: !803, scopeLine: 233, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !806)
!803 = !DISubroutineType(types: !804)
!804 = !{!14, !14, !25, !805}
!805 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!806 = !{!807, !808, !809, !810}
!807 = !DILocalVariable(name: "s", arg: 1, scope: !802, file: !3, line: 233, type: !14)
!808 = !DILocalVariable(name: "delim", arg: 2, scope: !802, file: !3, line: 233, type: !25)
!809 = !DILocalVariable(name: "save", arg: 3, scope: !802, file: !3, line: 233, type: !805)
!810 = !DILocalVariable(name: "end", scope: !802, file: !3, line: 241, type: !14)
!811 = !DILocation(line: 0, scope: !802)
!812 = !DILocation(line: 234, column: 8, scope: !813)
!813 = distinct !DILexicalBlock(scope: !802, file: !3, line: 234, column: 7)
!814 = !DILocation(line: 234, column: 7, scope: !802)
!815 = !DILocation(line: 235, column: 9, scope: !813)
!816 = !DILocation(line: 235, column: 5, scope: !813)
!817 = !DILocation(line: 0, scope: !728, inlinedAt: !818)
!818 = distinct !DILocation(line: 236, column: 8, scope: !802)
!819 = !DILocation(line: 216, column: 10, scope: !728, inlinedAt: !818)
!820 = !DILocation(line: 216, column: 15, scope: !728, inlinedAt: !818)
!821 = !DILocation(line: 0, scope: !651, inlinedAt: !822)
!822 = distinct !DILocation(line: 216, column: 18, scope: !728, inlinedAt: !818)
!823 = !DILocation(line: 187, column: 12, scope: !657, inlinedAt: !822)
!824 = !DILocation(line: 187, column: 9, scope: !658, inlinedAt: !822)
!825 = !DILocation(line: 189, column: 10, scope: !664, inlinedAt: !822)
!826 = !DILocation(line: 189, column: 9, scope: !658, inlinedAt: !822)
!827 = !DILocation(line: 186, column: 12, scope: !659, inlinedAt: !822)
!828 = !DILocation(line: 187, column: 9, scope: !657, inlinedAt: !822)
!829 = distinct !{!829, !830, !831}
!830 = !DILocation(line: 186, column: 3, scope: !660, inlinedAt: !822)
!831 = !DILocation(line: 191, column: 3, scope: !660, inlinedAt: !822)
!832 = !DILocation(line: 217, column: 6, scope: !728, inlinedAt: !818)
!833 = distinct !{!833, !834, !832, !323}
!834 = !DILocation(line: 216, column: 3, scope: !728, inlinedAt: !818)
!835 = !DILocation(line: 236, column: 5, scope: !802)
!836 = !DILocation(line: 237, column: 7, scope: !802)
!837 = !DILocation(line: 0, scope: !753, inlinedAt: !838)
!838 = distinct !DILocation(line: 241, column: 19, scope: !802)
!839 = !DILocation(line: 223, column: 15, scope: !753, inlinedAt: !838)
!840 = !DILocation(line: 0, scope: !651, inlinedAt: !841)
!841 = distinct !DILocation(line: 223, column: 19, scope: !753, inlinedAt: !838)
!842 = !DILocation(line: 187, column: 12, scope: !657, inlinedAt: !841)
!843 = !DILocation(line: 187, column: 9, scope: !658, inlinedAt: !841)
!844 = !DILocation(line: 189, column: 10, scope: !664, inlinedAt: !841)
!845 = !DILocation(line: 189, column: 9, scope: !658, inlinedAt: !841)
!846 = !DILocation(line: 186, column: 12, scope: !659, inlinedAt: !841)
!847 = !DILocation(line: 187, column: 9, scope: !657, inlinedAt: !841)
!848 = distinct !{!848, !849, !850}
!849 = !DILocation(line: 186, column: 3, scope: !660, inlinedAt: !841)
!850 = !DILocation(line: 191, column: 3, scope: !660, inlinedAt: !841)
!851 = !DILocation(line: 224, column: 6, scope: !753, inlinedAt: !838)
!852 = !DILocation(line: 223, column: 10, scope: !753, inlinedAt: !838)
!853 = distinct !{!853, !854, !851, !323}
!854 = !DILocation(line: 223, column: 3, scope: !753, inlinedAt: !838)
!855 = !DILocation(line: 241, column: 17, scope: !802)
!856 = !DILocation(line: 242, column: 7, scope: !857)
!857 = distinct !DILexicalBlock(scope: !802, file: !3, line: 242, column: 7)
!858 = !DILocation(line: 242, column: 7, scope: !802)
!859 = !DILocation(line: 243, column: 9, scope: !857)
!860 = !DILocation(line: 243, column: 12, scope: !857)
!861 = !DILocation(line: 243, column: 5, scope: !857)
!862 = !DILocation(line: 246, column: 1, scope: !802)
!863 = !DILocation(line: 0, scope: !63)
!864 = !DILocation(line: 0, scope: !802, inlinedAt: !865)
!865 = distinct !DILocation(line: 250, column: 10, scope: !63)
!866 = !DILocation(line: 234, column: 8, scope: !813, inlinedAt: !865)
!867 = !DILocation(line: 234, column: 7, scope: !802, inlinedAt: !865)
!868 = !DILocation(line: 0, scope: !728, inlinedAt: !869)
!869 = distinct !DILocation(line: 236, column: 8, scope: !802, inlinedAt: !865)
!870 = !DILocation(line: 216, column: 10, scope: !728, inlinedAt: !869)
!871 = !DILocation(line: 216, column: 15, scope: !728, inlinedAt: !869)
!872 = !DILocation(line: 0, scope: !651, inlinedAt: !873)
!873 = distinct !DILocation(line: 216, column: 18, scope: !728, inlinedAt: !869)
!874 = !DILocation(line: 187, column: 12, scope: !657, inlinedAt: !873)
!875 = !DILocation(line: 187, column: 9, scope: !658, inlinedAt: !873)
!876 = !DILocation(line: 189, column: 10, scope: !664, inlinedAt: !873)
!877 = !DILocation(line: 189, column: 9, scope: !658, inlinedAt: !873)
!878 = !DILocation(line: 186, column: 12, scope: !659, inlinedAt: !873)
!879 = !DILocation(line: 187, column: 9, scope: !657, inlinedAt: !873)
!880 = distinct !{!880, !881, !882}
!881 = !DILocation(line: 186, column: 3, scope: !660, inlinedAt: !873)
!882 = !DILocation(line: 191, column: 3, scope: !660, inlinedAt: !873)
!883 = !DILocation(line: 217, column: 6, scope: !728, inlinedAt: !869)
!884 = distinct !{!884, !885, !883, !323}
!885 = !DILocation(line: 216, column: 3, scope: !728, inlinedAt: !869)
!886 = !DILocation(line: 236, column: 5, scope: !802, inlinedAt: !865)
!887 = !DILocation(line: 237, column: 7, scope: !802, inlinedAt: !865)
!888 = !DILocation(line: 0, scope: !753, inlinedAt: !889)
!889 = distinct !DILocation(line: 241, column: 19, scope: !802, inlinedAt: !865)
!890 = !DILocation(line: 223, column: 15, scope: !753, inlinedAt: !889)
!891 = !DILocation(line: 0, scope: !651, inlinedAt: !892)
!892 = distinct !DILocation(line: 223, column: 19, scope: !753, inlinedAt: !889)
!893 = !DILocation(line: 187, column: 12, scope: !657, inlinedAt: !892)
!894 = !DILocation(line: 187, column: 9, scope: !658, inlinedAt: !892)
!895 = !DILocation(line: 189, column: 10, scope: !664, inlinedAt: !892)
!896 = !DILocation(line: 189, column: 9, scope: !658, inlinedAt: !892)
!897 = !DILocation(line: 186, column: 12, scope: !659, inlinedAt: !892)
!898 = !DILocation(line: 187, column: 9, scope: !657, inlinedAt: !892)
!899 = distinct !{!899, !900, !901}
!900 = !DILocation(line: 186, column: 3, scope: !660, inlinedAt: !892)
!901 = !DILocation(line: 191, column: 3, scope: !660, inlinedAt: !892)
!902 = !DILocation(line: 224, column: 6, scope: !753, inlinedAt: !889)
!903 = !DILocation(line: 223, column: 10, scope: !753, inlinedAt: !889)
!904 = distinct !{!904, !905, !902, !323}
!905 = !DILocation(line: 223, column: 3, scope: !753, inlinedAt: !889)
!906 = !DILocation(line: 241, column: 17, scope: !802, inlinedAt: !865)
!907 = !DILocation(line: 242, column: 7, scope: !857, inlinedAt: !865)
!908 = !DILocation(line: 242, column: 7, scope: !802, inlinedAt: !865)
!909 = !DILocation(line: 243, column: 9, scope: !857, inlinedAt: !865)
!910 = !DILocation(line: 243, column: 12, scope: !857, inlinedAt: !865)
!911 = !DILocation(line: 243, column: 5, scope: !857, inlinedAt: !865)
!912 = !DILocation(line: 250, column: 3, scope: !63)
!913 = distinct !DISubprogram(name: "strdup", scope: !3, file: !3, line: 253, type: !914, scopeLine: 253, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !916)
!914 = !DISubroutineType(types: !915)
!915 = !{!14, !25}
!916 = !{!917, !918, !919}
!917 = !DILocalVariable(name: "s", arg: 1, scope: !913, file: !3, line: 253, type: !25)
!918 = !DILocalVariable(name: "n", scope: !913, file: !3, line: 254, type: !331)
!919 = !DILocalVariable(name: "d", scope: !913, file: !3, line: 255, type: !14)
!920 = !DILocation(line: 0, scope: !913)
!921 = !DILocation(line: 254, column: 14, scope: !913)
!922 = !DILocation(line: 254, column: 24, scope: !913)
!923 = !DILocation(line: 255, column: 13, scope: !913)
!924 = !DILocation(line: 256, column: 7, scope: !925)
!925 = distinct !DILexicalBlock(scope: !913, file: !3, line: 256, column: 7)
!926 = !DILocation(line: 256, column: 7, scope: !913)
!927 = !DILocation(line: 257, column: 5, scope: !925)
!928 = !DILocation(line: 258, column: 3, scope: !913)
!929 = !DISubprogram(name: "malloc", scope: !3, file: !3, line: 23, type: !930, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!930 = !DISubroutineType(types: !931)
!931 = !{!17, !331}
!932 = distinct !DISubprogram(name: "strndup", scope: !3, file: !3, line: 261, type: !933, scopeLine: 261, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !935)
!933 = !DISubroutineType(types: !934)
!934 = !{!14, !25, !331}
!935 = !{!936, !937, !938, !939}
!936 = !DILocalVariable(name: "s", arg: 1, scope: !932, file: !3, line: 261, type: !25)
!937 = !DILocalVariable(name: "n", arg: 2, scope: !932, file: !3, line: 261, type: !331)
!938 = !DILocalVariable(name: "m", scope: !932, file: !3, line: 262, type: !331)
!939 = !DILocalVariable(name: "d", scope: !932, file: !3, line: 263, type: !14)
!940 = !DILocation(line: 0, scope: !932)
!941 = !DILocation(line: 0, scope: !430, inlinedAt: !942)
!942 = distinct !DILocation(line: 262, column: 14, scope: !932)
!943 = !DILocation(line: 108, column: 12, scope: !430, inlinedAt: !942)
!944 = !DILocation(line: 108, column: 16, scope: !430, inlinedAt: !942)
!945 = !DILocation(line: 108, column: 19, scope: !430, inlinedAt: !942)
!946 = !DILocation(line: 108, column: 3, scope: !430, inlinedAt: !942)
!947 = !DILocation(line: 109, column: 6, scope: !430, inlinedAt: !942)
!948 = distinct !{!948, !946, !947, !323}
!949 = !DILocation(line: 263, column: 22, scope: !932)
!950 = !DILocation(line: 263, column: 13, scope: !932)
!951 = !DILocation(line: 264, column: 7, scope: !952)
!952 = distinct !DILexicalBlock(scope: !932, file: !3, line: 264, column: 7)
!953 = !DILocation(line: 264, column: 7, scope: !932)
!954 = !DILocation(line: 265, column: 5, scope: !955)
!955 = distinct !DILexicalBlock(scope: !952, file: !3, line: 264, column: 10)
!956 = !DILocation(line: 266, column: 5, scope: !955)
!957 = !DILocation(line: 266, column: 10, scope: !955)
!958 = !DILocation(line: 267, column: 3, scope: !955)
!959 = !DILocation(line: 268, column: 3, scope: !932)
!960 = distinct !DISubprogram(name: "__ctype_b_loc", scope: !3, file: !3, line: 314, type: !961, scopeLine: 314, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!961 = !DISubroutineType(types: !962)
!962 = !{!963}
!963 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !139, size: 64)
!964 = !DILocation(line: 314, column: 41, scope: !960)
!965 = distinct !DISubprogram(name: "__ctype_tolower_loc", scope: !3, file: !3, line: 315, type: !966, scopeLine: 315, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!966 = !DISubroutineType(types: !967)
!967 = !{!968}
!968 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 64)
!969 = !DILocation(line: 315, column: 47, scope: !965)
!970 = distinct !DISubprogram(name: "__ctype_toupper_loc", scope: !3, file: !3, line: 316, type: !966, scopeLine: 316, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!971 = !DILocation(line: 316, column: 47, scope: !970)
!972 = distinct !DISubprogram(name: "isalpha", scope: !3, file: !3, line: 319, type: !973, scopeLine: 319, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !975)
!973 = !DISubroutineType(types: !974)
!974 = !{!23, !23}
!975 = !{!976}
!976 = !DILocalVariable(name: "c", arg: 1, scope: !972, file: !3, line: 319, type: !23)
!977 = !DILocation(line: 0, scope: !972)
!978 = !DILocalVariable(name: "c", arg: 1, scope: !979, file: !3, line: 318, type: !23)
!979 = distinct !DISubprogram(name: "cls", scope: !3, file: !3, line: 318, type: !973, scopeLine: 318, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !980)
!980 = !{!978}
!981 = !DILocation(line: 0, scope: !979, inlinedAt: !982)
!982 = distinct !DILocation(line: 319, column: 29, scope: !972)
!983 = !DILocation(line: 318, column: 42, scope: !979, inlinedAt: !982)
!984 = !DILocation(line: 318, column: 55, scope: !979, inlinedAt: !982)
!985 = !{!986, !986, i64 0}
!986 = !{!"short", !295, i64 0}
!987 = !DILocation(line: 319, column: 36, scope: !972)
!988 = !DILocation(line: 318, column: 32, scope: !979, inlinedAt: !982)
!989 = !DILocation(line: 319, column: 22, scope: !972)
!990 = distinct !DISubprogram(name: "isdigit", scope: !3, file: !3, line: 320, type: !973, scopeLine: 320, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !991)
!991 = !{!992}
!992 = !DILocalVariable(name: "c", arg: 1, scope: !990, file: !3, line: 320, type: !23)
!993 = !DILocation(line: 0, scope: !990)
!994 = !DILocation(line: 0, scope: !979, inlinedAt: !995)
!995 = distinct !DILocation(line: 320, column: 29, scope: !990)
!996 = !DILocation(line: 318, column: 42, scope: !979, inlinedAt: !995)
!997 = !DILocation(line: 318, column: 55, scope: !979, inlinedAt: !995)
!998 = !DILocation(line: 320, column: 36, scope: !990)
!999 = !DILocation(line: 318, column: 32, scope: !979, inlinedAt: !995)
!1000 = !DILocation(line: 320, column: 22, scope: !990)
!1001 = distinct !DISubprogram(name: "isalnum", scope: !3, file: !3, line: 321, type: !973, scopeLine: 321, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1002)
!1002 = !{!1003}
!1003 = !DILocalVariable(name: "c", arg: 1, scope: !1001, file: !3, line: 321, type: !23)
!1004 = !DILocation(line: 0, scope: !1001)
!1005 = !DILocation(line: 0, scope: !979, inlinedAt: !1006)
!1006 = distinct !DILocation(line: 321, column: 29, scope: !1001)
!1007 = !DILocation(line: 318, column: 42, scope: !979, inlinedAt: !1006)
!1008 = !DILocation(line: 318, column: 55, scope: !979, inlinedAt: !1006)
!1009 = !DILocation(line: 321, column: 36, scope: !1001)
!1010 = !DILocation(line: 318, column: 32, scope: !979, inlinedAt: !1006)
!1011 = !DILocation(line: 321, column: 22, scope: !1001)
!1012 = distinct !DISubprogram(name: "isspace", scope: !3, file: !3, line: 322, type: !973, scopeLine: 322, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1013)
!1013 = !{!1014}
!1014 = !DILocalVariable(name: "c", arg: 1, scope: !1012, file: !3, line: 322, type: !23)
!1015 = !DILocation(line: 0, scope: !1012)
!1016 = !DILocation(line: 0, scope: !979, inlinedAt: !1017)
!1017 = distinct !DILocation(line: 322, column: 29, scope: !1012)
!1018 = !DILocation(line: 318, column: 42, scope: !979, inlinedAt: !1017)
!1019 = !DILocation(line: 318, column: 55, scope: !979, inlinedAt: !1017)
!1020 = !DILocation(line: 322, column: 36, scope: !1012)
!1021 = !DILocation(line: 318, column: 32, scope: !979, inlinedAt: !1017)
!1022 = !DILocation(line: 322, column: 22, scope: !1012)
!1023 = distinct !DISubprogram(name: "isupper", scope: !3, file: !3, line: 323, type: !973, scopeLine: 323, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1024)
!1024 = !{!1025}
!1025 = !DILocalVariable(name: "c", arg: 1, scope: !1023, file: !3, line: 323, type: !23)
!1026 = !DILocation(line: 0, scope: !1023)
!1027 = !DILocation(line: 0, scope: !979, inlinedAt: !1028)
!1028 = distinct !DILocation(line: 323, column: 29, scope: !1023)
!1029 = !DILocation(line: 318, column: 42, scope: !979, inlinedAt: !1028)
!1030 = !DILocation(line: 318, column: 55, scope: !979, inlinedAt: !1028)
!1031 = !DILocation(line: 323, column: 36, scope: !1023)
!1032 = !DILocation(line: 318, column: 32, scope: !979, inlinedAt: !1028)
!1033 = !DILocation(line: 323, column: 22, scope: !1023)
!1034 = distinct !DISubprogram(name: "islower", scope: !3, file: !3, line: 324, type: !973, scopeLine: 324, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1035)
!1035 = !{!1036}
!1036 = !DILocalVariable(name: "c", arg: 1, scope: !1034, file: !3, line: 324, type: !23)
!1037 = !DILocation(line: 0, scope: !1034)
!1038 = !DILocation(line: 0, scope: !979, inlinedAt: !1039)
!1039 = distinct !DILocation(line: 324, column: 29, scope: !1034)
!1040 = !DILocation(line: 318, column: 42, scope: !979, inlinedAt: !1039)
!1041 = !DILocation(line: 318, column: 55, scope: !979, inlinedAt: !1039)
!1042 = !DILocation(line: 324, column: 36, scope: !1034)
!1043 = !DILocation(line: 318, column: 32, scope: !979, inlinedAt: !1039)
!1044 = !DILocation(line: 324, column: 22, scope: !1034)
!1045 = distinct !DISubprogram(name: "isxdigit", scope: !3, file: !3, line: 325, type: !973, scopeLine: 325, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1046)
!1046 = !{!1047}
!1047 = !DILocalVariable(name: "c", arg: 1, scope: !1045, file: !3, line: 325, type: !23)
!1048 = !DILocation(line: 0, scope: !1045)
!1049 = !DILocation(line: 0, scope: !979, inlinedAt: !1050)
!1050 = distinct !DILocation(line: 325, column: 30, scope: !1045)
!1051 = !DILocation(line: 318, column: 42, scope: !979, inlinedAt: !1050)
!1052 = !DILocation(line: 318, column: 55, scope: !979, inlinedAt: !1050)
!1053 = !DILocation(line: 325, column: 37, scope: !1045)
!1054 = !DILocation(line: 318, column: 32, scope: !979, inlinedAt: !1050)
!1055 = !DILocation(line: 325, column: 23, scope: !1045)
!1056 = distinct !DISubprogram(name: "isprint", scope: !3, file: !3, line: 326, type: !973, scopeLine: 326, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1057)
!1057 = !{!1058}
!1058 = !DILocalVariable(name: "c", arg: 1, scope: !1056, file: !3, line: 326, type: !23)
!1059 = !DILocation(line: 0, scope: !1056)
!1060 = !DILocation(line: 0, scope: !979, inlinedAt: !1061)
!1061 = distinct !DILocation(line: 326, column: 29, scope: !1056)
!1062 = !DILocation(line: 318, column: 42, scope: !979, inlinedAt: !1061)
!1063 = !DILocation(line: 318, column: 55, scope: !979, inlinedAt: !1061)
!1064 = !DILocation(line: 326, column: 36, scope: !1056)
!1065 = !DILocation(line: 318, column: 32, scope: !979, inlinedAt: !1061)
!1066 = !DILocation(line: 326, column: 22, scope: !1056)
!1067 = distinct !DISubprogram(name: "isgraph", scope: !3, file: !3, line: 327, type: !973, scopeLine: 327, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1068)
!1068 = !{!1069}
!1069 = !DILocalVariable(name: "c", arg: 1, scope: !1067, file: !3, line: 327, type: !23)
!1070 = !DILocation(line: 0, scope: !1067)
!1071 = !DILocation(line: 0, scope: !979, inlinedAt: !1072)
!1072 = distinct !DILocation(line: 327, column: 29, scope: !1067)
!1073 = !DILocation(line: 318, column: 42, scope: !979, inlinedAt: !1072)
!1074 = !DILocation(line: 318, column: 55, scope: !979, inlinedAt: !1072)
!1075 = !DILocation(line: 327, column: 36, scope: !1067)
!1076 = !DILocation(line: 318, column: 32, scope: !979, inlinedAt: !1072)
!1077 = !DILocation(line: 327, column: 22, scope: !1067)
!1078 = distinct !DISubprogram(name: "ispunct", scope: !3, file: !3, line: 328, type: !973, scopeLine: 328, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1079)
!1079 = !{!1080}
!1080 = !DILocalVariable(name: "c", arg: 1, scope: !1078, file: !3, line: 328, type: !23)
!1081 = !DILocation(line: 0, scope: !1078)
!1082 = !DILocation(line: 0, scope: !979, inlinedAt: !1083)
!1083 = distinct !DILocation(line: 328, column: 29, scope: !1078)
!1084 = !DILocation(line: 318, column: 42, scope: !979, inlinedAt: !1083)
!1085 = !DILocation(line: 318, column: 55, scope: !979, inlinedAt: !1083)
!1086 = !DILocation(line: 328, column: 36, scope: !1078)
!1087 = !DILocation(line: 318, column: 32, scope: !979, inlinedAt: !1083)
!1088 = !DILocation(line: 328, column: 22, scope: !1078)
!1089 = distinct !DISubprogram(name: "iscntrl", scope: !3, file: !3, line: 329, type: !973, scopeLine: 329, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1090)
!1090 = !{!1091}
!1091 = !DILocalVariable(name: "c", arg: 1, scope: !1089, file: !3, line: 329, type: !23)
!1092 = !DILocation(line: 0, scope: !1089)
!1093 = !DILocation(line: 0, scope: !979, inlinedAt: !1094)
!1094 = distinct !DILocation(line: 329, column: 29, scope: !1089)
!1095 = !DILocation(line: 318, column: 42, scope: !979, inlinedAt: !1094)
!1096 = !DILocation(line: 318, column: 55, scope: !979, inlinedAt: !1094)
!1097 = !DILocation(line: 329, column: 36, scope: !1089)
!1098 = !DILocation(line: 318, column: 32, scope: !979, inlinedAt: !1094)
!1099 = !DILocation(line: 329, column: 22, scope: !1089)
!1100 = distinct !DISubprogram(name: "isblank", scope: !3, file: !3, line: 330, type: !973, scopeLine: 330, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1101)
!1101 = !{!1102}
!1102 = !DILocalVariable(name: "c", arg: 1, scope: !1100, file: !3, line: 330, type: !23)
!1103 = !DILocation(line: 0, scope: !1100)
!1104 = !DILocation(line: 0, scope: !979, inlinedAt: !1105)
!1105 = distinct !DILocation(line: 330, column: 29, scope: !1100)
!1106 = !DILocation(line: 318, column: 42, scope: !979, inlinedAt: !1105)
!1107 = !DILocation(line: 318, column: 55, scope: !979, inlinedAt: !1105)
!1108 = !DILocation(line: 330, column: 36, scope: !1100)
!1109 = !DILocation(line: 318, column: 32, scope: !979, inlinedAt: !1105)
!1110 = !DILocation(line: 330, column: 22, scope: !1100)
!1111 = distinct !DISubprogram(name: "tolower", scope: !3, file: !3, line: 331, type: !973, scopeLine: 331, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1112)
!1112 = !{!1113}
!1113 = !DILocalVariable(name: "c", arg: 1, scope: !1111, file: !3, line: 331, type: !23)
!1114 = !DILocation(line: 0, scope: !1111)
!1115 = !DILocation(line: 331, column: 39, scope: !1111)
!1116 = !DILocation(line: 331, column: 52, scope: !1111)
!1117 = !DILocation(line: 331, column: 29, scope: !1111)
!1118 = !DILocation(line: 331, column: 22, scope: !1111)
!1119 = distinct !DISubprogram(name: "toupper", scope: !3, file: !3, line: 332, type: !973, scopeLine: 332, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1120)
!1120 = !{!1121}
!1121 = !DILocalVariable(name: "c", arg: 1, scope: !1119, file: !3, line: 332, type: !23)
!1122 = !DILocation(line: 0, scope: !1119)
!1123 = !DILocation(line: 332, column: 39, scope: !1119)
!1124 = !DILocation(line: 332, column: 52, scope: !1119)
!1125 = !DILocation(line: 332, column: 29, scope: !1119)
!1126 = !DILocation(line: 332, column: 22, scope: !1119)
!1127 = distinct !DISubprogram(name: "abs", scope: !3, file: !3, line: 336, type: !973, scopeLine: 336, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1128)
!1128 = !{!1129}
!1129 = !DILocalVariable(name: "x", arg: 1, scope: !1127, file: !3, line: 336, type: !23)
!1130 = !DILocation(line: 0, scope: !1127)
!1131 = !DILocation(line: 336, column: 25, scope: !1127)
!1132 = !DILocation(line: 336, column: 18, scope: !1127)
!1133 = distinct !DISubprogram(name: "labs", scope: !3, file: !3, line: 337, type: !1134, scopeLine: 337, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1136)
!1134 = !DISubroutineType(types: !1135)
!1135 = !{!21, !21}
!1136 = !{!1137}
!1137 = !DILocalVariable(name: "x", arg: 1, scope: !1133, file: !3, line: 337, type: !21)
!1138 = !DILocation(line: 0, scope: !1133)
!1139 = !DILocation(line: 337, column: 28, scope: !1133)
!1140 = !DILocation(line: 337, column: 21, scope: !1133)
!1141 = distinct !DISubprogram(name: "llabs", scope: !3, file: !3, line: 338, type: !1142, scopeLine: 338, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1144)
!1142 = !DISubroutineType(types: !1143)
!1143 = !{!20, !20}
!1144 = !{!1145}
!1145 = !DILocalVariable(name: "x", arg: 1, scope: !1141, file: !3, line: 338, type: !20)
!1146 = !DILocation(line: 0, scope: !1141)
!1147 = !DILocation(line: 338, column: 39, scope: !1141)
!1148 = !DILocation(line: 338, column: 32, scope: !1141)
!1149 = distinct !DISubprogram(name: "getenv", scope: !3, file: !3, line: 340, type: !914, scopeLine: 340, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1150)
!1150 = !{!1151}
!1151 = !DILocalVariable(name: "name", arg: 1, scope: !1149, file: !3, line: 340, type: !25)
!1152 = !DILocation(line: 0, scope: !1149)
!1153 = !DILocation(line: 342, column: 3, scope: !1149)
!1154 = distinct !DISubprogram(name: "strtoll", scope: !3, file: !3, line: 424, type: !1155, scopeLine: 424, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1157)
!1155 = !DISubroutineType(types: !1156)
!1156 = !{!20, !25, !805, !23}
!1157 = !{!1158, !1159, !1160, !1161, !1162}
!1158 = !DILocalVariable(name: "nptr", arg: 1, scope: !1154, file: !3, line: 424, type: !25)
!1159 = !DILocalVariable(name: "endptr", arg: 2, scope: !1154, file: !3, line: 424, type: !805)
!1160 = !DILocalVariable(name: "base", arg: 3, scope: !1154, file: !3, line: 424, type: !23)
!1161 = !DILocalVariable(name: "neg", scope: !1154, file: !3, line: 425, type: !23)
!1162 = !DILocalVariable(name: "v", scope: !1154, file: !3, line: 426, type: !30)
!1163 = distinct !DIAssignID()
!1164 = !DILocation(line: 0, scope: !1154)
!1165 = !DILocation(line: 425, column: 3, scope: !1154)
!1166 = !DILocation(line: 425, column: 7, scope: !1154)
!1167 = distinct !DIAssignID()
!1168 = !DILocation(line: 426, column: 26, scope: !1154)
!1169 = !DILocation(line: 428, column: 10, scope: !1154)
!1170 = !DILocation(line: 429, column: 1, scope: !1154)
!1171 = !DILocation(line: 428, column: 3, scope: !1154)
!1172 = distinct !DISubprogram(name: "strto_common", scope: !3, file: !3, line: 386, type: !1173, scopeLine: 388, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1175)
!1173 = !DISubroutineType(types: !1174)
!1174 = !{!30, !25, !805, !23, !23, !30, !20, !20, !39}
!1175 = !{!1176, !1177, !1178, !1179, !1180, !1181, !1182, !1183, !1184, !1185, !1186, !1187, !1188, !1189, !1190}
!1176 = !DILocalVariable(name: "nptr", arg: 1, scope: !1172, file: !3, line: 386, type: !25)
!1177 = !DILocalVariable(name: "endptr", arg: 2, scope: !1172, file: !3, line: 386, type: !805)
!1178 = !DILocalVariable(name: "base", arg: 3, scope: !1172, file: !3, line: 386, type: !23)
!1179 = !DILocalVariable(name: "is_signed", arg: 4, scope: !1172, file: !3, line: 386, type: !23)
!1180 = !DILocalVariable(name: "umax", arg: 5, scope: !1172, file: !3, line: 387, type: !30)
!1181 = !DILocalVariable(name: "smin", arg: 6, scope: !1172, file: !3, line: 387, type: !20)
!1182 = !DILocalVariable(name: "smax", arg: 7, scope: !1172, file: !3, line: 387, type: !20)
!1183 = !DILocalVariable(name: "neg_out", arg: 8, scope: !1172, file: !3, line: 388, type: !39)
!1184 = !DILocalVariable(name: "s", scope: !1172, file: !3, line: 389, type: !25)
!1185 = !DILocalVariable(name: "neg", scope: !1172, file: !3, line: 392, type: !23)
!1186 = !DILocalVariable(name: "limit", scope: !1172, file: !3, line: 403, type: !30)
!1187 = !DILocalVariable(name: "end", scope: !1172, file: !3, line: 408, type: !25)
!1188 = !DILocalVariable(name: "overflow", scope: !1172, file: !3, line: 409, type: !23)
!1189 = !DILocalVariable(name: "any", scope: !1172, file: !3, line: 409, type: !23)
!1190 = !DILocalVariable(name: "v", scope: !1172, file: !3, line: 410, type: !30)
!1191 = !DILocation(line: 0, scope: !1172)
!1192 = !DILocation(line: 390, column: 3, scope: !1172)
!1193 = !DILocation(line: 390, column: 33, scope: !1172)
!1194 = !DILocation(line: 318, column: 55, scope: !979, inlinedAt: !1195)
!1195 = distinct !DILocation(line: 322, column: 29, scope: !1012, inlinedAt: !1196)
!1196 = distinct !DILocation(line: 390, column: 10, scope: !1172)
!1197 = !DILocation(line: 0, scope: !1012, inlinedAt: !1196)
!1198 = !DILocation(line: 0, scope: !979, inlinedAt: !1195)
!1199 = !DILocation(line: 322, column: 36, scope: !1012, inlinedAt: !1196)
!1200 = !DILocation(line: 391, column: 6, scope: !1172)
!1201 = distinct !{!1201, !1192, !1200, !323}
!1202 = !DILocation(line: 393, column: 17, scope: !1203)
!1203 = distinct !DILexicalBlock(scope: !1172, file: !3, line: 393, column: 7)
!1204 = !DILocation(line: 394, column: 14, scope: !1205)
!1205 = distinct !DILexicalBlock(scope: !1203, file: !3, line: 393, column: 31)
!1206 = !DILocation(line: 396, column: 3, scope: !1205)
!1207 = !DILocation(line: 397, column: 16, scope: !1208)
!1208 = distinct !DILexicalBlock(scope: !1172, file: !3, line: 397, column: 7)
!1209 = !DILocation(line: 398, column: 5, scope: !1210)
!1210 = distinct !DILexicalBlock(scope: !1208, file: !3, line: 397, column: 43)
!1211 = !DILocation(line: 398, column: 18, scope: !1210)
!1212 = !DILocation(line: 399, column: 9, scope: !1213)
!1213 = distinct !DILexicalBlock(scope: !1210, file: !3, line: 399, column: 9)
!1214 = !DILocation(line: 399, column: 9, scope: !1210)
!1215 = !DILocation(line: 400, column: 15, scope: !1213)
!1216 = !DILocation(line: 400, column: 7, scope: !1213)
!1217 = !DILocation(line: 404, column: 7, scope: !1218)
!1218 = distinct !DILexicalBlock(scope: !1172, file: !3, line: 404, column: 7)
!1219 = !DILocation(line: 404, column: 7, scope: !1172)
!1220 = !DILocalVariable(name: "s", arg: 1, scope: !1221, file: !3, line: 347, type: !25)
!1221 = distinct !DISubprogram(name: "parse_digits", scope: !3, file: !3, line: 347, type: !1222, scopeLine: 348, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1225)
!1222 = !DISubroutineType(types: !1223)
!1223 = !{!30, !25, !1224, !39, !30, !39, !39}
!1224 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!1225 = !{!1220, !1226, !1227, !1228, !1229, !1230, !1231, !1232, !1233, !1237}
!1226 = !DILocalVariable(name: "end", arg: 2, scope: !1221, file: !3, line: 347, type: !1224)
!1227 = !DILocalVariable(name: "base", arg: 3, scope: !1221, file: !3, line: 347, type: !39)
!1228 = !DILocalVariable(name: "limit", arg: 4, scope: !1221, file: !3, line: 348, type: !30)
!1229 = !DILocalVariable(name: "overflow", arg: 5, scope: !1221, file: !3, line: 348, type: !39)
!1230 = !DILocalVariable(name: "any", arg: 6, scope: !1221, file: !3, line: 348, type: !39)
!1231 = !DILocalVariable(name: "b", scope: !1221, file: !3, line: 349, type: !23)
!1232 = !DILocalVariable(name: "v", scope: !1221, file: !3, line: 358, type: !30)
!1233 = !DILocalVariable(name: "d", scope: !1234, file: !3, line: 362, type: !23)
!1234 = distinct !DILexicalBlock(scope: !1235, file: !3, line: 361, column: 16)
!1235 = distinct !DILexicalBlock(scope: !1236, file: !3, line: 361, column: 3)
!1236 = distinct !DILexicalBlock(scope: !1221, file: !3, line: 361, column: 3)
!1237 = !DILocalVariable(name: "c", scope: !1234, file: !3, line: 363, type: !16)
!1238 = !DILocation(line: 0, scope: !1221, inlinedAt: !1239)
!1239 = distinct !DILocation(line: 410, column: 26, scope: !1172)
!1240 = !DILocation(line: 350, column: 10, scope: !1241, inlinedAt: !1239)
!1241 = distinct !DILexicalBlock(scope: !1221, file: !3, line: 350, column: 7)
!1242 = !DILocation(line: 350, column: 15, scope: !1241, inlinedAt: !1239)
!1243 = !DILocation(line: 350, column: 30, scope: !1241, inlinedAt: !1239)
!1244 = !DILocation(line: 350, column: 35, scope: !1241, inlinedAt: !1239)
!1245 = !DILocation(line: 350, column: 42, scope: !1241, inlinedAt: !1239)
!1246 = !DILocation(line: 350, column: 46, scope: !1241, inlinedAt: !1239)
!1247 = !DILocation(line: 350, column: 58, scope: !1241, inlinedAt: !1239)
!1248 = !DILocation(line: 351, column: 32, scope: !1241, inlinedAt: !1239)
!1249 = !DILocation(line: 318, column: 55, scope: !979, inlinedAt: !1250)
!1250 = distinct !DILocation(line: 325, column: 30, scope: !1045, inlinedAt: !1251)
!1251 = distinct !DILocation(line: 351, column: 8, scope: !1241, inlinedAt: !1239)
!1252 = !DILocation(line: 0, scope: !1045, inlinedAt: !1251)
!1253 = !DILocation(line: 0, scope: !979, inlinedAt: !1250)
!1254 = !DILocation(line: 325, column: 37, scope: !1045, inlinedAt: !1251)
!1255 = !DILocation(line: 351, column: 8, scope: !1241, inlinedAt: !1239)
!1256 = !DILocation(line: 350, column: 7, scope: !1221, inlinedAt: !1239)
!1257 = !DILocation(line: 354, column: 14, scope: !1241, inlinedAt: !1239)
!1258 = !DILocation(line: 355, column: 9, scope: !1259, inlinedAt: !1239)
!1259 = distinct !DILexicalBlock(scope: !1260, file: !3, line: 354, column: 22)
!1260 = distinct !DILexicalBlock(scope: !1241, file: !3, line: 354, column: 14)
!1261 = !DILocation(line: 356, column: 3, scope: !1259, inlinedAt: !1239)
!1262 = !DILocation(line: 363, column: 38, scope: !1234, inlinedAt: !1239)
!1263 = !DILocation(line: 0, scope: !1234, inlinedAt: !1239)
!1264 = !DILocation(line: 0, scope: !990, inlinedAt: !1265)
!1265 = distinct !DILocation(line: 364, column: 9, scope: !1266, inlinedAt: !1239)
!1266 = distinct !DILexicalBlock(scope: !1234, file: !3, line: 364, column: 9)
!1267 = !DILocation(line: 0, scope: !979, inlinedAt: !1268)
!1268 = distinct !DILocation(line: 320, column: 29, scope: !990, inlinedAt: !1265)
!1269 = !DILocation(line: 318, column: 55, scope: !979, inlinedAt: !1268)
!1270 = !DILocation(line: 320, column: 36, scope: !990, inlinedAt: !1265)
!1271 = !DILocation(line: 364, column: 9, scope: !1266, inlinedAt: !1239)
!1272 = !DILocation(line: 364, column: 9, scope: !1234, inlinedAt: !1239)
!1273 = !DILocation(line: 364, column: 17, scope: !1266, inlinedAt: !1239)
!1274 = !DILocation(line: 365, column: 13, scope: !1266, inlinedAt: !1239)
!1275 = !DILocation(line: 365, column: 7, scope: !1266, inlinedAt: !1239)
!1276 = !DILocation(line: 0, scope: !972, inlinedAt: !1277)
!1277 = distinct !DILocation(line: 366, column: 14, scope: !1278, inlinedAt: !1239)
!1278 = distinct !DILexicalBlock(scope: !1266, file: !3, line: 366, column: 14)
!1279 = !DILocation(line: 0, scope: !979, inlinedAt: !1280)
!1280 = distinct !DILocation(line: 319, column: 29, scope: !972, inlinedAt: !1277)
!1281 = !DILocation(line: 319, column: 36, scope: !972, inlinedAt: !1277)
!1282 = !DILocation(line: 366, column: 14, scope: !1278, inlinedAt: !1239)
!1283 = !DILocation(line: 366, column: 14, scope: !1266, inlinedAt: !1239)
!1284 = !DILocation(line: 0, scope: !1111, inlinedAt: !1285)
!1285 = distinct !DILocation(line: 367, column: 11, scope: !1278, inlinedAt: !1239)
!1286 = !DILocation(line: 331, column: 52, scope: !1111, inlinedAt: !1285)
!1287 = !DILocation(line: 367, column: 28, scope: !1278, inlinedAt: !1239)
!1288 = !DILocation(line: 0, scope: !1266, inlinedAt: !1239)
!1289 = !DILocation(line: 370, column: 11, scope: !1290, inlinedAt: !1239)
!1290 = distinct !DILexicalBlock(scope: !1234, file: !3, line: 370, column: 9)
!1291 = !DILocation(line: 370, column: 9, scope: !1234, inlinedAt: !1239)
!1292 = !DILocation(line: 375, column: 22, scope: !1293, inlinedAt: !1239)
!1293 = distinct !DILexicalBlock(scope: !1234, file: !3, line: 375, column: 9)
!1294 = !DILocation(line: 361, column: 3, scope: !1221, inlinedAt: !1239)
!1295 = !DILocation(line: 361, column: 3, scope: !1236, inlinedAt: !1239)
!1296 = !DILocation(line: 373, column: 9, scope: !1234, inlinedAt: !1239)
!1297 = distinct !{!1297, !1295, !1298, !1299}
!1298 = !DILocation(line: 381, column: 3, scope: !1236, inlinedAt: !1239)
!1299 = !{!"llvm.loop.peeled.count", i32 1}
!1300 = !DILocation(line: 375, column: 20, scope: !1293, inlinedAt: !1239)
!1301 = !DILocation(line: 375, column: 45, scope: !1293, inlinedAt: !1239)
!1302 = !DILocation(line: 375, column: 11, scope: !1293, inlinedAt: !1239)
!1303 = !DILocation(line: 375, column: 9, scope: !1234, inlinedAt: !1239)
!1304 = !DILocation(line: 412, column: 9, scope: !1305)
!1305 = distinct !DILexicalBlock(scope: !1306, file: !3, line: 412, column: 9)
!1306 = distinct !DILexicalBlock(scope: !1307, file: !3, line: 411, column: 13)
!1307 = distinct !DILexicalBlock(scope: !1172, file: !3, line: 411, column: 7)
!1308 = !DILocation(line: 412, column: 9, scope: !1306)
!1309 = !DILocation(line: 413, column: 15, scope: !1305)
!1310 = !DILocation(line: 413, column: 7, scope: !1305)
!1311 = !DILocation(line: 418, column: 7, scope: !1312)
!1312 = distinct !DILexicalBlock(scope: !1172, file: !3, line: 418, column: 7)
!1313 = !DILocation(line: 416, column: 7, scope: !1314)
!1314 = distinct !DILexicalBlock(scope: !1172, file: !3, line: 416, column: 7)
!1315 = !DILocation(line: 416, column: 7, scope: !1172)
!1316 = !DILocation(line: 417, column: 13, scope: !1314)
!1317 = !DILocation(line: 417, column: 5, scope: !1314)
!1318 = !DILocation(line: 418, column: 7, scope: !1172)
!1319 = !DILocation(line: 419, column: 5, scope: !1312)
!1320 = !DILocation(line: 419, column: 18, scope: !1312)
!1321 = !DILocation(line: 420, column: 12, scope: !1172)
!1322 = !DILocation(line: 421, column: 3, scope: !1172)
!1323 = !DILocation(line: 422, column: 1, scope: !1172)
!1324 = distinct !DISubprogram(name: "strtoull", scope: !3, file: !3, line: 431, type: !1325, scopeLine: 431, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1327)
!1325 = !DISubroutineType(types: !1326)
!1326 = !{!30, !25, !805, !23}
!1327 = !{!1328, !1329, !1330, !1331, !1332}
!1328 = !DILocalVariable(name: "nptr", arg: 1, scope: !1324, file: !3, line: 431, type: !25)
!1329 = !DILocalVariable(name: "endptr", arg: 2, scope: !1324, file: !3, line: 431, type: !805)
!1330 = !DILocalVariable(name: "base", arg: 3, scope: !1324, file: !3, line: 431, type: !23)
!1331 = !DILocalVariable(name: "neg", scope: !1324, file: !3, line: 432, type: !23)
!1332 = !DILocalVariable(name: "v", scope: !1324, file: !3, line: 433, type: !30)
!1333 = distinct !DIAssignID()
!1334 = !DILocation(line: 0, scope: !1324)
!1335 = !DILocation(line: 432, column: 3, scope: !1324)
!1336 = !DILocation(line: 432, column: 7, scope: !1324)
!1337 = distinct !DIAssignID()
!1338 = !DILocation(line: 433, column: 26, scope: !1324)
!1339 = !DILocation(line: 434, column: 10, scope: !1324)
!1340 = !DILocation(line: 435, column: 1, scope: !1324)
!1341 = !DILocation(line: 434, column: 3, scope: !1324)
!1342 = distinct !DISubprogram(name: "strtol", scope: !3, file: !3, line: 437, type: !1343, scopeLine: 437, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1345)
!1343 = !DISubroutineType(types: !1344)
!1344 = !{!21, !25, !805, !23}
!1345 = !{!1346, !1347, !1348, !1349, !1350, !1351}
!1346 = !DILocalVariable(name: "nptr", arg: 1, scope: !1342, file: !3, line: 437, type: !25)
!1347 = !DILocalVariable(name: "endptr", arg: 2, scope: !1342, file: !3, line: 437, type: !805)
!1348 = !DILocalVariable(name: "base", arg: 3, scope: !1342, file: !3, line: 437, type: !23)
!1349 = !DILocalVariable(name: "neg", scope: !1342, file: !3, line: 438, type: !23)
!1350 = !DILocalVariable(name: "lmax", scope: !1342, file: !3, line: 439, type: !21)
!1351 = !DILocalVariable(name: "v", scope: !1342, file: !3, line: 440, type: !30)
!1352 = distinct !DIAssignID()
!1353 = !DILocation(line: 0, scope: !1342)
!1354 = !DILocation(line: 438, column: 3, scope: !1342)
!1355 = !DILocation(line: 438, column: 7, scope: !1342)
!1356 = distinct !DIAssignID()
!1357 = !DILocation(line: 440, column: 26, scope: !1342)
!1358 = !DILocation(line: 441, column: 10, scope: !1342)
!1359 = !DILocation(line: 442, column: 1, scope: !1342)
!1360 = !DILocation(line: 441, column: 3, scope: !1342)
!1361 = distinct !DISubprogram(name: "strtoul", scope: !3, file: !3, line: 444, type: !1362, scopeLine: 444, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1364)
!1362 = !DISubroutineType(types: !1363)
!1363 = !{!22, !25, !805, !23}
!1364 = !{!1365, !1366, !1367, !1368, !1369}
!1365 = !DILocalVariable(name: "nptr", arg: 1, scope: !1361, file: !3, line: 444, type: !25)
!1366 = !DILocalVariable(name: "endptr", arg: 2, scope: !1361, file: !3, line: 444, type: !805)
!1367 = !DILocalVariable(name: "base", arg: 3, scope: !1361, file: !3, line: 444, type: !23)
!1368 = !DILocalVariable(name: "neg", scope: !1361, file: !3, line: 445, type: !23)
!1369 = !DILocalVariable(name: "v", scope: !1361, file: !3, line: 446, type: !30)
!1370 = distinct !DIAssignID()
!1371 = !DILocation(line: 0, scope: !1361)
!1372 = !DILocation(line: 445, column: 3, scope: !1361)
!1373 = !DILocation(line: 445, column: 7, scope: !1361)
!1374 = distinct !DIAssignID()
!1375 = !DILocation(line: 446, column: 26, scope: !1361)
!1376 = !DILocation(line: 447, column: 10, scope: !1361)
!1377 = !DILocation(line: 448, column: 1, scope: !1361)
!1378 = !DILocation(line: 447, column: 3, scope: !1361)
!1379 = distinct !DISubprogram(name: "atoi", scope: !3, file: !3, line: 450, type: !1380, scopeLine: 450, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1382)
!1380 = !DISubroutineType(types: !1381)
!1381 = !{!23, !25}
!1382 = !{!1383}
!1383 = !DILocalVariable(name: "s", arg: 1, scope: !1379, file: !3, line: 450, type: !25)
!1384 = !DILocation(line: 0, scope: !1379)
!1385 = !DILocation(line: 0, scope: !1342, inlinedAt: !1386)
!1386 = distinct !DILocation(line: 450, column: 39, scope: !1379)
!1387 = !DILocation(line: 0, scope: !1172, inlinedAt: !1388)
!1388 = distinct !DILocation(line: 440, column: 26, scope: !1342, inlinedAt: !1386)
!1389 = !DILocation(line: 390, column: 3, scope: !1172, inlinedAt: !1388)
!1390 = !DILocation(line: 390, column: 33, scope: !1172, inlinedAt: !1388)
!1391 = !DILocation(line: 318, column: 55, scope: !979, inlinedAt: !1392)
!1392 = distinct !DILocation(line: 322, column: 29, scope: !1012, inlinedAt: !1393)
!1393 = distinct !DILocation(line: 390, column: 10, scope: !1172, inlinedAt: !1388)
!1394 = !DILocation(line: 0, scope: !1012, inlinedAt: !1393)
!1395 = !DILocation(line: 0, scope: !979, inlinedAt: !1392)
!1396 = !DILocation(line: 322, column: 36, scope: !1012, inlinedAt: !1393)
!1397 = !DILocation(line: 391, column: 6, scope: !1172, inlinedAt: !1388)
!1398 = distinct !{!1398, !1389, !1397, !323}
!1399 = !DILocation(line: 393, column: 17, scope: !1203, inlinedAt: !1388)
!1400 = !DILocation(line: 394, column: 14, scope: !1205, inlinedAt: !1388)
!1401 = !DILocation(line: 404, column: 7, scope: !1172, inlinedAt: !1388)
!1402 = !DILocation(line: 363, column: 38, scope: !1234, inlinedAt: !1403)
!1403 = distinct !DILocation(line: 410, column: 26, scope: !1172, inlinedAt: !1388)
!1404 = !DILocation(line: 318, column: 55, scope: !979, inlinedAt: !1405)
!1405 = distinct !DILocation(line: 320, column: 29, scope: !990, inlinedAt: !1406)
!1406 = distinct !DILocation(line: 364, column: 9, scope: !1266, inlinedAt: !1403)
!1407 = !DILocation(line: 0, scope: !1221, inlinedAt: !1403)
!1408 = !DILocation(line: 0, scope: !1234, inlinedAt: !1403)
!1409 = !DILocation(line: 0, scope: !990, inlinedAt: !1406)
!1410 = !DILocation(line: 0, scope: !979, inlinedAt: !1405)
!1411 = !DILocation(line: 320, column: 36, scope: !990, inlinedAt: !1406)
!1412 = !DILocation(line: 364, column: 9, scope: !1266, inlinedAt: !1403)
!1413 = !DILocation(line: 364, column: 9, scope: !1234, inlinedAt: !1403)
!1414 = !DILocation(line: 364, column: 17, scope: !1266, inlinedAt: !1403)
!1415 = !DILocation(line: 365, column: 13, scope: !1266, inlinedAt: !1403)
!1416 = !DILocation(line: 365, column: 7, scope: !1266, inlinedAt: !1403)
!1417 = !DILocation(line: 0, scope: !972, inlinedAt: !1418)
!1418 = distinct !DILocation(line: 366, column: 14, scope: !1278, inlinedAt: !1403)
!1419 = !DILocation(line: 0, scope: !979, inlinedAt: !1420)
!1420 = distinct !DILocation(line: 319, column: 29, scope: !972, inlinedAt: !1418)
!1421 = !DILocation(line: 319, column: 36, scope: !972, inlinedAt: !1418)
!1422 = !DILocation(line: 366, column: 14, scope: !1278, inlinedAt: !1403)
!1423 = !DILocation(line: 366, column: 14, scope: !1266, inlinedAt: !1403)
!1424 = !DILocation(line: 0, scope: !1111, inlinedAt: !1425)
!1425 = distinct !DILocation(line: 367, column: 11, scope: !1278, inlinedAt: !1403)
!1426 = !DILocation(line: 331, column: 52, scope: !1111, inlinedAt: !1425)
!1427 = !DILocation(line: 367, column: 28, scope: !1278, inlinedAt: !1403)
!1428 = !DILocation(line: 0, scope: !1266, inlinedAt: !1403)
!1429 = !DILocation(line: 370, column: 11, scope: !1290, inlinedAt: !1403)
!1430 = !DILocation(line: 370, column: 9, scope: !1234, inlinedAt: !1403)
!1431 = !DILocation(line: 375, column: 22, scope: !1293, inlinedAt: !1403)
!1432 = !DILocation(line: 361, column: 3, scope: !1221, inlinedAt: !1403)
!1433 = !DILocation(line: 361, column: 3, scope: !1236, inlinedAt: !1403)
!1434 = !DILocation(line: 373, column: 9, scope: !1234, inlinedAt: !1403)
!1435 = distinct !{!1435, !1433, !1436, !1299}
!1436 = !DILocation(line: 381, column: 3, scope: !1236, inlinedAt: !1403)
!1437 = !DILocation(line: 375, column: 20, scope: !1293, inlinedAt: !1403)
!1438 = !DILocation(line: 375, column: 45, scope: !1293, inlinedAt: !1403)
!1439 = !DILocation(line: 375, column: 11, scope: !1293, inlinedAt: !1403)
!1440 = !DILocation(line: 375, column: 9, scope: !1234, inlinedAt: !1403)
!1441 = !DILocation(line: 418, column: 7, scope: !1312, inlinedAt: !1388)
!1442 = !DILocation(line: 418, column: 7, scope: !1172, inlinedAt: !1388)
!1443 = !DILocation(line: 419, column: 5, scope: !1312, inlinedAt: !1388)
!1444 = !DILocation(line: 419, column: 18, scope: !1312, inlinedAt: !1388)
!1445 = !DILocation(line: 441, column: 10, scope: !1342, inlinedAt: !1386)
!1446 = !DILocation(line: 450, column: 34, scope: !1379)
!1447 = !DILocation(line: 450, column: 27, scope: !1379)
!1448 = distinct !DISubprogram(name: "atol", scope: !3, file: !3, line: 451, type: !1449, scopeLine: 451, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1451)
!1449 = !DISubroutineType(types: !1450)
!1450 = !{!21, !25}
!1451 = !{!1452}
!1452 = !DILocalVariable(name: "s", arg: 1, scope: !1448, file: !3, line: 451, type: !25)
!1453 = !DILocation(line: 0, scope: !1448)
!1454 = !DILocation(line: 0, scope: !1342, inlinedAt: !1455)
!1455 = distinct !DILocation(line: 451, column: 35, scope: !1448)
!1456 = !DILocation(line: 0, scope: !1172, inlinedAt: !1457)
!1457 = distinct !DILocation(line: 440, column: 26, scope: !1342, inlinedAt: !1455)
!1458 = !DILocation(line: 390, column: 3, scope: !1172, inlinedAt: !1457)
!1459 = !DILocation(line: 390, column: 33, scope: !1172, inlinedAt: !1457)
!1460 = !DILocation(line: 318, column: 55, scope: !979, inlinedAt: !1461)
!1461 = distinct !DILocation(line: 322, column: 29, scope: !1012, inlinedAt: !1462)
!1462 = distinct !DILocation(line: 390, column: 10, scope: !1172, inlinedAt: !1457)
!1463 = !DILocation(line: 0, scope: !1012, inlinedAt: !1462)
!1464 = !DILocation(line: 0, scope: !979, inlinedAt: !1461)
!1465 = !DILocation(line: 322, column: 36, scope: !1012, inlinedAt: !1462)
!1466 = !DILocation(line: 391, column: 6, scope: !1172, inlinedAt: !1457)
!1467 = distinct !{!1467, !1458, !1466, !323}
!1468 = !DILocation(line: 393, column: 17, scope: !1203, inlinedAt: !1457)
!1469 = !DILocation(line: 394, column: 14, scope: !1205, inlinedAt: !1457)
!1470 = !DILocation(line: 404, column: 7, scope: !1172, inlinedAt: !1457)
!1471 = !DILocation(line: 363, column: 38, scope: !1234, inlinedAt: !1472)
!1472 = distinct !DILocation(line: 410, column: 26, scope: !1172, inlinedAt: !1457)
!1473 = !DILocation(line: 318, column: 55, scope: !979, inlinedAt: !1474)
!1474 = distinct !DILocation(line: 320, column: 29, scope: !990, inlinedAt: !1475)
!1475 = distinct !DILocation(line: 364, column: 9, scope: !1266, inlinedAt: !1472)
!1476 = !DILocation(line: 0, scope: !1221, inlinedAt: !1472)
!1477 = !DILocation(line: 0, scope: !1234, inlinedAt: !1472)
!1478 = !DILocation(line: 0, scope: !990, inlinedAt: !1475)
!1479 = !DILocation(line: 0, scope: !979, inlinedAt: !1474)
!1480 = !DILocation(line: 320, column: 36, scope: !990, inlinedAt: !1475)
!1481 = !DILocation(line: 364, column: 9, scope: !1266, inlinedAt: !1472)
!1482 = !DILocation(line: 364, column: 9, scope: !1234, inlinedAt: !1472)
!1483 = !DILocation(line: 364, column: 17, scope: !1266, inlinedAt: !1472)
!1484 = !DILocation(line: 365, column: 13, scope: !1266, inlinedAt: !1472)
!1485 = !DILocation(line: 365, column: 7, scope: !1266, inlinedAt: !1472)
!1486 = !DILocation(line: 0, scope: !972, inlinedAt: !1487)
!1487 = distinct !DILocation(line: 366, column: 14, scope: !1278, inlinedAt: !1472)
!1488 = !DILocation(line: 0, scope: !979, inlinedAt: !1489)
!1489 = distinct !DILocation(line: 319, column: 29, scope: !972, inlinedAt: !1487)
!1490 = !DILocation(line: 319, column: 36, scope: !972, inlinedAt: !1487)
!1491 = !DILocation(line: 366, column: 14, scope: !1278, inlinedAt: !1472)
!1492 = !DILocation(line: 366, column: 14, scope: !1266, inlinedAt: !1472)
!1493 = !DILocation(line: 0, scope: !1111, inlinedAt: !1494)
!1494 = distinct !DILocation(line: 367, column: 11, scope: !1278, inlinedAt: !1472)
!1495 = !DILocation(line: 331, column: 52, scope: !1111, inlinedAt: !1494)
!1496 = !DILocation(line: 367, column: 28, scope: !1278, inlinedAt: !1472)
!1497 = !DILocation(line: 0, scope: !1266, inlinedAt: !1472)
!1498 = !DILocation(line: 370, column: 11, scope: !1290, inlinedAt: !1472)
!1499 = !DILocation(line: 370, column: 9, scope: !1234, inlinedAt: !1472)
!1500 = !DILocation(line: 375, column: 22, scope: !1293, inlinedAt: !1472)
!1501 = !DILocation(line: 361, column: 3, scope: !1221, inlinedAt: !1472)
!1502 = !DILocation(line: 361, column: 3, scope: !1236, inlinedAt: !1472)
!1503 = !DILocation(line: 373, column: 9, scope: !1234, inlinedAt: !1472)
!1504 = distinct !{!1504, !1502, !1505, !1299}
!1505 = !DILocation(line: 381, column: 3, scope: !1236, inlinedAt: !1472)
!1506 = !DILocation(line: 375, column: 20, scope: !1293, inlinedAt: !1472)
!1507 = !DILocation(line: 375, column: 45, scope: !1293, inlinedAt: !1472)
!1508 = !DILocation(line: 375, column: 11, scope: !1293, inlinedAt: !1472)
!1509 = !DILocation(line: 375, column: 9, scope: !1234, inlinedAt: !1472)
!1510 = !DILocation(line: 418, column: 7, scope: !1312, inlinedAt: !1457)
!1511 = !DILocation(line: 418, column: 7, scope: !1172, inlinedAt: !1457)
!1512 = !DILocation(line: 419, column: 5, scope: !1312, inlinedAt: !1457)
!1513 = !DILocation(line: 419, column: 18, scope: !1312, inlinedAt: !1457)
!1514 = !DILocation(line: 441, column: 10, scope: !1342, inlinedAt: !1455)
!1515 = !DILocation(line: 451, column: 28, scope: !1448)
!1516 = distinct !DISubprogram(name: "atoll", scope: !3, file: !3, line: 452, type: !1517, scopeLine: 452, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1519)
!1517 = !DISubroutineType(types: !1518)
!1518 = !{!20, !25}
!1519 = !{!1520}
!1520 = !DILocalVariable(name: "s", arg: 1, scope: !1516, file: !3, line: 452, type: !25)
!1521 = !DILocation(line: 0, scope: !1516)
!1522 = !DILocation(line: 0, scope: !1154, inlinedAt: !1523)
!1523 = distinct !DILocation(line: 452, column: 41, scope: !1516)
!1524 = !DILocation(line: 0, scope: !1172, inlinedAt: !1525)
!1525 = distinct !DILocation(line: 426, column: 26, scope: !1154, inlinedAt: !1523)
!1526 = !DILocation(line: 390, column: 3, scope: !1172, inlinedAt: !1525)
!1527 = !DILocation(line: 390, column: 33, scope: !1172, inlinedAt: !1525)
!1528 = !DILocation(line: 318, column: 55, scope: !979, inlinedAt: !1529)
!1529 = distinct !DILocation(line: 322, column: 29, scope: !1012, inlinedAt: !1530)
!1530 = distinct !DILocation(line: 390, column: 10, scope: !1172, inlinedAt: !1525)
!1531 = !DILocation(line: 0, scope: !1012, inlinedAt: !1530)
!1532 = !DILocation(line: 0, scope: !979, inlinedAt: !1529)
!1533 = !DILocation(line: 322, column: 36, scope: !1012, inlinedAt: !1530)
!1534 = !DILocation(line: 391, column: 6, scope: !1172, inlinedAt: !1525)
!1535 = distinct !{!1535, !1526, !1534, !323}
!1536 = !DILocation(line: 393, column: 17, scope: !1203, inlinedAt: !1525)
!1537 = !DILocation(line: 394, column: 14, scope: !1205, inlinedAt: !1525)
!1538 = !DILocation(line: 404, column: 7, scope: !1172, inlinedAt: !1525)
!1539 = !DILocation(line: 363, column: 38, scope: !1234, inlinedAt: !1540)
!1540 = distinct !DILocation(line: 410, column: 26, scope: !1172, inlinedAt: !1525)
!1541 = !DILocation(line: 318, column: 55, scope: !979, inlinedAt: !1542)
!1542 = distinct !DILocation(line: 320, column: 29, scope: !990, inlinedAt: !1543)
!1543 = distinct !DILocation(line: 364, column: 9, scope: !1266, inlinedAt: !1540)
!1544 = !DILocation(line: 0, scope: !1221, inlinedAt: !1540)
!1545 = !DILocation(line: 0, scope: !1234, inlinedAt: !1540)
!1546 = !DILocation(line: 0, scope: !990, inlinedAt: !1543)
!1547 = !DILocation(line: 0, scope: !979, inlinedAt: !1542)
!1548 = !DILocation(line: 320, column: 36, scope: !990, inlinedAt: !1543)
!1549 = !DILocation(line: 364, column: 9, scope: !1266, inlinedAt: !1540)
!1550 = !DILocation(line: 364, column: 9, scope: !1234, inlinedAt: !1540)
!1551 = !DILocation(line: 364, column: 17, scope: !1266, inlinedAt: !1540)
!1552 = !DILocation(line: 365, column: 13, scope: !1266, inlinedAt: !1540)
!1553 = !DILocation(line: 365, column: 7, scope: !1266, inlinedAt: !1540)
!1554 = !DILocation(line: 0, scope: !972, inlinedAt: !1555)
!1555 = distinct !DILocation(line: 366, column: 14, scope: !1278, inlinedAt: !1540)
!1556 = !DILocation(line: 0, scope: !979, inlinedAt: !1557)
!1557 = distinct !DILocation(line: 319, column: 29, scope: !972, inlinedAt: !1555)
!1558 = !DILocation(line: 319, column: 36, scope: !972, inlinedAt: !1555)
!1559 = !DILocation(line: 366, column: 14, scope: !1278, inlinedAt: !1540)
!1560 = !DILocation(line: 366, column: 14, scope: !1266, inlinedAt: !1540)
!1561 = !DILocation(line: 0, scope: !1111, inlinedAt: !1562)
!1562 = distinct !DILocation(line: 367, column: 11, scope: !1278, inlinedAt: !1540)
!1563 = !DILocation(line: 331, column: 52, scope: !1111, inlinedAt: !1562)
!1564 = !DILocation(line: 367, column: 28, scope: !1278, inlinedAt: !1540)
!1565 = !DILocation(line: 0, scope: !1266, inlinedAt: !1540)
!1566 = !DILocation(line: 370, column: 11, scope: !1290, inlinedAt: !1540)
!1567 = !DILocation(line: 370, column: 9, scope: !1234, inlinedAt: !1540)
!1568 = !DILocation(line: 375, column: 22, scope: !1293, inlinedAt: !1540)
!1569 = !DILocation(line: 361, column: 3, scope: !1221, inlinedAt: !1540)
!1570 = !DILocation(line: 361, column: 3, scope: !1236, inlinedAt: !1540)
!1571 = !DILocation(line: 373, column: 9, scope: !1234, inlinedAt: !1540)
!1572 = distinct !{!1572, !1570, !1573, !1299}
!1573 = !DILocation(line: 381, column: 3, scope: !1236, inlinedAt: !1540)
!1574 = !DILocation(line: 375, column: 20, scope: !1293, inlinedAt: !1540)
!1575 = !DILocation(line: 375, column: 45, scope: !1293, inlinedAt: !1540)
!1576 = !DILocation(line: 375, column: 11, scope: !1293, inlinedAt: !1540)
!1577 = !DILocation(line: 375, column: 9, scope: !1234, inlinedAt: !1540)
!1578 = !DILocation(line: 418, column: 7, scope: !1312, inlinedAt: !1525)
!1579 = !DILocation(line: 418, column: 7, scope: !1172, inlinedAt: !1525)
!1580 = !DILocation(line: 419, column: 5, scope: !1312, inlinedAt: !1525)
!1581 = !DILocation(line: 419, column: 18, scope: !1312, inlinedAt: !1525)
!1582 = !DILocation(line: 428, column: 10, scope: !1154, inlinedAt: !1523)
!1583 = !DILocation(line: 452, column: 34, scope: !1516)
!1584 = distinct !DISubprogram(name: "srand", scope: !3, file: !3, line: 458, type: !1585, scopeLine: 458, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1587)
!1585 = !DISubroutineType(types: !1586)
!1586 = !{null, !6}
!1587 = !{!1588, !1589, !1590, !1592, !1595, !1596}
!1588 = !DILocalVariable(name: "seed", arg: 1, scope: !1584, file: !3, line: 458, type: !6)
!1589 = !DILocalVariable(name: "word", scope: !1584, file: !3, line: 459, type: !24)
!1590 = !DILocalVariable(name: "i", scope: !1591, file: !3, line: 461, type: !23)
!1591 = distinct !DILexicalBlock(scope: !1584, file: !3, line: 461, column: 3)
!1592 = !DILocalVariable(name: "hi", scope: !1593, file: !3, line: 463, type: !21)
!1593 = distinct !DILexicalBlock(scope: !1594, file: !3, line: 461, column: 32)
!1594 = distinct !DILexicalBlock(scope: !1591, file: !3, line: 461, column: 3)
!1595 = !DILocalVariable(name: "lo", scope: !1593, file: !3, line: 464, type: !21)
!1596 = !DILocalVariable(name: "i", scope: !1597, file: !3, line: 473, type: !23)
!1597 = distinct !DILexicalBlock(scope: !1584, file: !3, line: 473, column: 3)
!1598 = !DILocation(line: 0, scope: !1584)
!1599 = !DILocation(line: 459, column: 14, scope: !1584)
!1600 = !DILocation(line: 460, column: 17, scope: !1584)
!1601 = !DILocation(line: 0, scope: !1591)
!1602 = !DILocation(line: 461, column: 3, scope: !1591)
!1603 = !DILocation(line: 472, column: 15, scope: !1584)
!1604 = !DILocation(line: 0, scope: !1597)
!1605 = !DILocation(line: 473, column: 3, scope: !1597)
!1606 = !DILocation(line: 463, column: 20, scope: !1593)
!1607 = !DILocation(line: 0, scope: !1593)
!1608 = !DILocation(line: 464, column: 20, scope: !1593)
!1609 = !DILocation(line: 465, column: 24, scope: !1593)
!1610 = !DILocation(line: 465, column: 36, scope: !1593)
!1611 = !DILocation(line: 465, column: 29, scope: !1593)
!1612 = !DILocation(line: 466, column: 14, scope: !1613)
!1613 = distinct !DILexicalBlock(scope: !1593, file: !3, line: 466, column: 9)
!1614 = !DILocation(line: 466, column: 9, scope: !1593)
!1615 = !DILocation(line: 468, column: 5, scope: !1593)
!1616 = !DILocation(line: 468, column: 19, scope: !1593)
!1617 = !DILocation(line: 461, column: 28, scope: !1594)
!1618 = !DILocation(line: 461, column: 21, scope: !1594)
!1619 = distinct !{!1619, !1602, !1620, !323}
!1620 = !DILocation(line: 469, column: 3, scope: !1591)
!1621 = !DILocation(line: 0, scope: !1622)
!1622 = distinct !DILexicalBlock(scope: !1623, file: !3, line: 473, column: 33)
!1623 = distinct !DILexicalBlock(scope: !1597, file: !3, line: 473, column: 3)
!1624 = !DILocation(line: 478, column: 1, scope: !1584)
!1625 = !DILocation(line: 474, column: 42, scope: !1622)
!1626 = !DILocation(line: 474, column: 73, scope: !1622)
!1627 = !DILocation(line: 474, column: 61, scope: !1622)
!1628 = !DILocation(line: 474, column: 24, scope: !1622)
!1629 = !DILocation(line: 475, column: 22, scope: !1622)
!1630 = !DILocation(line: 475, column: 27, scope: !1622)
!1631 = !DILocation(line: 476, column: 22, scope: !1622)
!1632 = !DILocation(line: 476, column: 27, scope: !1622)
!1633 = !DILocation(line: 473, column: 29, scope: !1623)
!1634 = !DILocation(line: 473, column: 21, scope: !1623)
!1635 = distinct !{!1635, !1605, !1636, !323}
!1636 = !DILocation(line: 477, column: 3, scope: !1597)
!1637 = distinct !DISubprogram(name: "rand", scope: !3, file: !3, line: 480, type: !1638, scopeLine: 480, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1640)
!1638 = !DISubroutineType(types: !1639)
!1639 = !{!23}
!1640 = !{!1641, !1642}
!1641 = !DILocalVariable(name: "v", scope: !1637, file: !3, line: 483, type: !6)
!1642 = !DILocalVariable(name: "result", scope: !1637, file: !3, line: 485, type: !23)
!1643 = !DILocation(line: 481, column: 8, scope: !1644)
!1644 = distinct !DILexicalBlock(scope: !1637, file: !3, line: 481, column: 7)
!1645 = !DILocation(line: 481, column: 7, scope: !1637)
!1646 = !DILocation(line: 483, column: 37, scope: !1637)
!1647 = !DILocation(line: 483, column: 68, scope: !1637)
!1648 = !DILocation(line: 0, scope: !1584, inlinedAt: !1649)
!1649 = distinct !DILocation(line: 482, column: 5, scope: !1644)
!1650 = !DILocation(line: 460, column: 17, scope: !1584, inlinedAt: !1649)
!1651 = !DILocation(line: 0, scope: !1591, inlinedAt: !1649)
!1652 = !DILocation(line: 461, column: 3, scope: !1591, inlinedAt: !1649)
!1653 = !DILocation(line: 472, column: 15, scope: !1584, inlinedAt: !1649)
!1654 = !DILocation(line: 0, scope: !1597, inlinedAt: !1649)
!1655 = !DILocation(line: 473, column: 3, scope: !1597, inlinedAt: !1649)
!1656 = !DILocation(line: 463, column: 20, scope: !1593, inlinedAt: !1649)
!1657 = !DILocation(line: 0, scope: !1593, inlinedAt: !1649)
!1658 = !DILocation(line: 464, column: 20, scope: !1593, inlinedAt: !1649)
!1659 = !DILocation(line: 465, column: 24, scope: !1593, inlinedAt: !1649)
!1660 = !DILocation(line: 465, column: 36, scope: !1593, inlinedAt: !1649)
!1661 = !DILocation(line: 465, column: 29, scope: !1593, inlinedAt: !1649)
!1662 = !DILocation(line: 466, column: 14, scope: !1613, inlinedAt: !1649)
!1663 = !DILocation(line: 466, column: 9, scope: !1593, inlinedAt: !1649)
!1664 = !DILocation(line: 468, column: 5, scope: !1593, inlinedAt: !1649)
!1665 = !DILocation(line: 468, column: 19, scope: !1593, inlinedAt: !1649)
!1666 = !DILocation(line: 461, column: 28, scope: !1594, inlinedAt: !1649)
!1667 = !DILocation(line: 461, column: 21, scope: !1594, inlinedAt: !1649)
!1668 = distinct !{!1668, !1652, !1669, !323}
!1669 = !DILocation(line: 469, column: 3, scope: !1591, inlinedAt: !1649)
!1670 = !DILocation(line: 474, column: 42, scope: !1622, inlinedAt: !1649)
!1671 = !DILocation(line: 474, column: 73, scope: !1622, inlinedAt: !1649)
!1672 = !DILocation(line: 474, column: 61, scope: !1622, inlinedAt: !1649)
!1673 = !DILocation(line: 474, column: 24, scope: !1622, inlinedAt: !1649)
!1674 = !DILocation(line: 475, column: 22, scope: !1622, inlinedAt: !1649)
!1675 = !DILocation(line: 475, column: 27, scope: !1622, inlinedAt: !1649)
!1676 = !DILocation(line: 476, column: 22, scope: !1622, inlinedAt: !1649)
!1677 = !DILocation(line: 476, column: 27, scope: !1622, inlinedAt: !1649)
!1678 = !DILocation(line: 473, column: 29, scope: !1623, inlinedAt: !1649)
!1679 = !DILocation(line: 473, column: 21, scope: !1623, inlinedAt: !1649)
!1680 = distinct !{!1680, !1655, !1681, !323}
!1681 = !DILocation(line: 477, column: 3, scope: !1597, inlinedAt: !1649)
!1682 = !DILocation(line: 483, column: 26, scope: !1637)
!1683 = !DILocation(line: 483, column: 57, scope: !1637)
!1684 = !DILocation(line: 483, column: 45, scope: !1637)
!1685 = !DILocation(line: 0, scope: !1637)
!1686 = !DILocation(line: 484, column: 22, scope: !1637)
!1687 = !DILocation(line: 485, column: 24, scope: !1637)
!1688 = !DILocation(line: 486, column: 20, scope: !1637)
!1689 = !DILocation(line: 486, column: 25, scope: !1637)
!1690 = !DILocation(line: 486, column: 10, scope: !1637)
!1691 = !DILocation(line: 487, column: 20, scope: !1637)
!1692 = !DILocation(line: 487, column: 25, scope: !1637)
!1693 = !DILocation(line: 487, column: 10, scope: !1637)
!1694 = !DILocation(line: 488, column: 3, scope: !1637)
!1695 = distinct !DISubprogram(name: "qsort", scope: !3, file: !3, line: 518, type: !1696, scopeLine: 518, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1701)
!1696 = !DISubroutineType(types: !1697)
!1697 = !{null, !17, !331, !331, !1698}
!1698 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1699, size: 64)
!1699 = !DISubroutineType(types: !1700)
!1700 = !{!23, !329, !329}
!1701 = !{!1702, !1703, !1704, !1705, !1706}
!1702 = !DILocalVariable(name: "base", arg: 1, scope: !1695, file: !3, line: 518, type: !17)
!1703 = !DILocalVariable(name: "n", arg: 2, scope: !1695, file: !3, line: 518, type: !331)
!1704 = !DILocalVariable(name: "size", arg: 3, scope: !1695, file: !3, line: 518, type: !331)
!1705 = !DILocalVariable(name: "cmp", arg: 4, scope: !1695, file: !3, line: 518, type: !1698)
!1706 = !DILocalVariable(name: "tmp", scope: !1695, file: !3, line: 521, type: !14)
!1707 = !DILocation(line: 0, scope: !1695)
!1708 = !DILocation(line: 519, column: 9, scope: !1709)
!1709 = distinct !DILexicalBlock(scope: !1695, file: !3, line: 519, column: 7)
!1710 = !DILocation(line: 519, column: 14, scope: !1709)
!1711 = !DILocation(line: 521, column: 24, scope: !1695)
!1712 = !DILocation(line: 521, column: 15, scope: !1695)
!1713 = !DILocation(line: 522, column: 8, scope: !1714)
!1714 = distinct !DILexicalBlock(scope: !1695, file: !3, line: 522, column: 7)
!1715 = !DILocation(line: 522, column: 7, scope: !1695)
!1716 = !DILocation(line: 523, column: 5, scope: !1714)
!1717 = !DILocation(line: 524, column: 3, scope: !1695)
!1718 = !DILocation(line: 525, column: 3, scope: !1695)
!1719 = !DILocation(line: 526, column: 1, scope: !1695)
!1720 = !DISubprogram(name: "abort", scope: !3, file: !3, line: 29, type: !95, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1721 = distinct !DISubprogram(name: "msort", scope: !3, file: !3, line: 492, type: !1722, scopeLine: 493, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1724)
!1722 = !DISubroutineType(types: !1723)
!1723 = !{null, !14, !331, !331, !1698, !14}
!1724 = !{!1725, !1726, !1727, !1728, !1729, !1730, !1731, !1732, !1733, !1734}
!1725 = !DILocalVariable(name: "b", arg: 1, scope: !1721, file: !3, line: 492, type: !14)
!1726 = !DILocalVariable(name: "n", arg: 2, scope: !1721, file: !3, line: 492, type: !331)
!1727 = !DILocalVariable(name: "size", arg: 3, scope: !1721, file: !3, line: 492, type: !331)
!1728 = !DILocalVariable(name: "cmp", arg: 4, scope: !1721, file: !3, line: 492, type: !1698)
!1729 = !DILocalVariable(name: "tmp", arg: 5, scope: !1721, file: !3, line: 493, type: !14)
!1730 = !DILocalVariable(name: "n1", scope: !1721, file: !3, line: 496, type: !331)
!1731 = !DILocalVariable(name: "n2", scope: !1721, file: !3, line: 496, type: !331)
!1732 = !DILocalVariable(name: "b1", scope: !1721, file: !3, line: 497, type: !14)
!1733 = !DILocalVariable(name: "b2", scope: !1721, file: !3, line: 497, type: !14)
!1734 = !DILocalVariable(name: "out", scope: !1721, file: !3, line: 500, type: !14)
!1735 = !DILocation(line: 0, scope: !1721)
!1736 = !DILocation(line: 494, column: 9, scope: !1737)
!1737 = distinct !DILexicalBlock(scope: !1721, file: !3, line: 494, column: 7)
!1738 = !DILocation(line: 494, column: 7, scope: !1721)
!1739 = !DILocation(line: 496, column: 17, scope: !1721)
!1740 = !DILocation(line: 496, column: 29, scope: !1721)
!1741 = !DILocation(line: 497, column: 30, scope: !1721)
!1742 = !DILocation(line: 497, column: 25, scope: !1721)
!1743 = !DILocation(line: 498, column: 3, scope: !1721)
!1744 = !DILocation(line: 499, column: 3, scope: !1721)
!1745 = !DILocation(line: 501, column: 17, scope: !1721)
!1746 = !DILocation(line: 501, column: 3, scope: !1721)
!1747 = !DILocation(line: 502, column: 9, scope: !1748)
!1748 = distinct !DILexicalBlock(scope: !1749, file: !3, line: 502, column: 9)
!1749 = distinct !DILexicalBlock(scope: !1721, file: !3, line: 501, column: 28)
!1750 = !DILocation(line: 502, column: 21, scope: !1748)
!1751 = !DILocation(line: 502, column: 9, scope: !1749)
!1752 = !DILocation(line: 503, column: 7, scope: !1753)
!1753 = distinct !DILexicalBlock(scope: !1748, file: !3, line: 502, column: 27)
!1754 = !DILocation(line: 504, column: 10, scope: !1753)
!1755 = !DILocation(line: 505, column: 9, scope: !1753)
!1756 = !DILocation(line: 506, column: 5, scope: !1753)
!1757 = !DILocation(line: 507, column: 7, scope: !1758)
!1758 = distinct !DILexicalBlock(scope: !1748, file: !3, line: 506, column: 12)
!1759 = !DILocation(line: 508, column: 10, scope: !1758)
!1760 = !DILocation(line: 509, column: 9, scope: !1758)
!1761 = !DILocation(line: 511, column: 9, scope: !1749)
!1762 = !DILocation(line: 501, column: 13, scope: !1721)
!1763 = distinct !{!1763, !1746, !1764, !323}
!1764 = !DILocation(line: 512, column: 3, scope: !1721)
!1765 = !DILocation(line: 513, column: 7, scope: !1721)
!1766 = !DILocation(line: 514, column: 24, scope: !1767)
!1767 = distinct !DILexicalBlock(scope: !1721, file: !3, line: 513, column: 7)
!1768 = !DILocation(line: 514, column: 5, scope: !1767)
!1769 = !DILocation(line: 515, column: 21, scope: !1721)
!1770 = !DILocation(line: 515, column: 27, scope: !1721)
!1771 = !DILocation(line: 515, column: 3, scope: !1721)
!1772 = !DILocation(line: 516, column: 1, scope: !1721)
!1773 = !DISubprogram(name: "free", scope: !3, file: !3, line: 24, type: !121, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1774 = distinct !DISubprogram(name: "bsearch", scope: !3, file: !3, line: 528, type: !1775, scopeLine: 529, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1777)
!1775 = !DISubroutineType(types: !1776)
!1776 = !{!17, !329, !329, !331, !331, !1698}
!1777 = !{!1778, !1779, !1780, !1781, !1782, !1783, !1784, !1785, !1787, !1788}
!1778 = !DILocalVariable(name: "key", arg: 1, scope: !1774, file: !3, line: 528, type: !329)
!1779 = !DILocalVariable(name: "base", arg: 2, scope: !1774, file: !3, line: 528, type: !329)
!1780 = !DILocalVariable(name: "n", arg: 3, scope: !1774, file: !3, line: 528, type: !331)
!1781 = !DILocalVariable(name: "size", arg: 4, scope: !1774, file: !3, line: 528, type: !331)
!1782 = !DILocalVariable(name: "cmp", arg: 5, scope: !1774, file: !3, line: 529, type: !1698)
!1783 = !DILocalVariable(name: "lo", scope: !1774, file: !3, line: 530, type: !331)
!1784 = !DILocalVariable(name: "hi", scope: !1774, file: !3, line: 530, type: !331)
!1785 = !DILocalVariable(name: "mid", scope: !1786, file: !3, line: 532, type: !331)
!1786 = distinct !DILexicalBlock(scope: !1774, file: !3, line: 531, column: 19)
!1787 = !DILocalVariable(name: "p", scope: !1786, file: !3, line: 533, type: !25)
!1788 = !DILocalVariable(name: "c", scope: !1786, file: !3, line: 534, type: !23)
!1789 = !DILocation(line: 0, scope: !1774)
!1790 = !DILocation(line: 531, column: 3, scope: !1774)
!1791 = !DILocation(line: 530, column: 18, scope: !1774)
!1792 = !DILocation(line: 530, column: 10, scope: !1774)
!1793 = !DILocation(line: 531, column: 13, scope: !1774)
!1794 = !DILocation(line: 532, column: 27, scope: !1786)
!1795 = !DILocation(line: 532, column: 33, scope: !1786)
!1796 = !DILocation(line: 532, column: 21, scope: !1786)
!1797 = !DILocation(line: 0, scope: !1786)
!1798 = !DILocation(line: 533, column: 46, scope: !1786)
!1799 = !DILocation(line: 533, column: 40, scope: !1786)
!1800 = !DILocation(line: 534, column: 13, scope: !1786)
!1801 = !DILocation(line: 535, column: 11, scope: !1802)
!1802 = distinct !DILexicalBlock(scope: !1786, file: !3, line: 535, column: 9)
!1803 = !DILocation(line: 535, column: 9, scope: !1786)
!1804 = distinct !{!1804, !1790, !1805, !323}
!1805 = !DILocation(line: 541, column: 3, scope: !1774)
!1806 = !DILocation(line: 543, column: 1, scope: !1774)
!1807 = distinct !DISubprogram(name: "pthread_once", scope: !3, file: !3, line: 552, type: !1808, scopeLine: 552, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1810)
!1808 = !DISubroutineType(types: !1809)
!1809 = !{!23, !39, !94}
!1810 = !{!1811, !1812}
!1811 = !DILocalVariable(name: "once", arg: 1, scope: !1807, file: !3, line: 552, type: !39)
!1812 = !DILocalVariable(name: "init", arg: 2, scope: !1807, file: !3, line: 552, type: !94)
!1813 = !DILocation(line: 0, scope: !1807)
!1814 = !DILocation(line: 553, column: 3, scope: !1807)
!1815 = !DILocation(line: 554, column: 7, scope: !1816)
!1816 = distinct !DILexicalBlock(scope: !1807, file: !3, line: 554, column: 7)
!1817 = !DILocation(line: 554, column: 13, scope: !1816)
!1818 = !DILocation(line: 554, column: 7, scope: !1807)
!1819 = !DILocation(line: 555, column: 11, scope: !1820)
!1820 = distinct !DILexicalBlock(scope: !1816, file: !3, line: 554, column: 19)
!1821 = !DILocation(line: 556, column: 5, scope: !1820)
!1822 = !DILocation(line: 557, column: 5, scope: !1820)
!1823 = !DILocation(line: 558, column: 11, scope: !1820)
!1824 = !DILocation(line: 559, column: 5, scope: !1820)
!1825 = !DILocation(line: 561, column: 3, scope: !1807)
!1826 = !DILocation(line: 562, column: 3, scope: !1807)
!1827 = !DILocation(line: 563, column: 3, scope: !1807)
!1828 = !DILocation(line: 564, column: 1, scope: !1807)
!1829 = !DISubprogram(name: "__VERIFIER_atomic_begin", scope: !3, file: !3, line: 547, type: !95, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1830 = !DISubprogram(name: "__VERIFIER_atomic_end", scope: !3, file: !3, line: 548, type: !95, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1831 = !DISubprogram(name: "__pancam_await_eq", scope: !3, file: !3, line: 549, type: !1832, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1832 = !DISubroutineType(types: !1833)
!1833 = !{null, !39, !23}
!1834 = distinct !DISubprogram(name: "pthread_key_create", scope: !3, file: !3, line: 574, type: !1835, scopeLine: 574, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1838)
!1835 = !DISubroutineType(types: !1836)
!1836 = !{!23, !1837, !120}
!1837 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!1838 = !{!1839, !1840, !1841}
!1839 = !DILocalVariable(name: "key", arg: 1, scope: !1834, file: !3, line: 574, type: !1837)
!1840 = !DILocalVariable(name: "dtor", arg: 2, scope: !1834, file: !3, line: 574, type: !120)
!1841 = !DILocalVariable(name: "k", scope: !1842, file: !3, line: 576, type: !6)
!1842 = distinct !DILexicalBlock(scope: !1834, file: !3, line: 576, column: 3)
!1843 = !DILocation(line: 0, scope: !1834)
!1844 = !DILocation(line: 575, column: 3, scope: !1834)
!1845 = !DILocation(line: 0, scope: !1842)
!1846 = !DILocation(line: 576, column: 3, scope: !1842)
!1847 = !DILocation(line: 577, column: 10, scope: !1848)
!1848 = distinct !DILexicalBlock(scope: !1849, file: !3, line: 577, column: 9)
!1849 = distinct !DILexicalBlock(scope: !1850, file: !3, line: 576, column: 43)
!1850 = distinct !DILexicalBlock(scope: !1842, file: !3, line: 576, column: 3)
!1851 = !DILocation(line: 577, column: 9, scope: !1849)
!1852 = !DILocation(line: 578, column: 19, scope: !1853)
!1853 = distinct !DILexicalBlock(scope: !1848, file: !3, line: 577, column: 23)
!1854 = !DILocation(line: 579, column: 7, scope: !1853)
!1855 = !DILocation(line: 579, column: 19, scope: !1853)
!1856 = !DILocation(line: 580, column: 11, scope: !1857)
!1857 = distinct !DILexicalBlock(scope: !1853, file: !3, line: 580, column: 11)
!1858 = !DILocation(line: 580, column: 11, scope: !1853)
!1859 = !DILocation(line: 581, column: 27, scope: !1857)
!1860 = !DILocation(line: 581, column: 9, scope: !1857)
!1861 = !DILocation(line: 576, column: 39, scope: !1850)
!1862 = !DILocation(line: 576, column: 26, scope: !1850)
!1863 = distinct !{!1863, !1846, !1864, !323}
!1864 = !DILocation(line: 586, column: 3, scope: !1842)
!1865 = !DILocation(line: 582, column: 7, scope: !1853)
!1866 = !DILocation(line: 583, column: 12, scope: !1853)
!1867 = !DILocation(line: 587, column: 3, scope: !1834)
!1868 = !DILocation(line: 588, column: 3, scope: !1834)
!1869 = !DILocation(line: 589, column: 1, scope: !1834)
!1870 = distinct !DISubprogram(name: "pthread_key_delete", scope: !3, file: !3, line: 591, type: !1871, scopeLine: 591, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1873)
!1871 = !DISubroutineType(types: !1872)
!1872 = !{!23, !6}
!1873 = !{!1874}
!1874 = !DILocalVariable(name: "key", arg: 1, scope: !1870, file: !3, line: 591, type: !6)
!1875 = !DILocation(line: 0, scope: !1870)
!1876 = !DILocation(line: 592, column: 3, scope: !1870)
!1877 = !DILocation(line: 593, column: 11, scope: !1878)
!1878 = distinct !DILexicalBlock(scope: !1870, file: !3, line: 593, column: 7)
!1879 = !DILocation(line: 593, column: 23, scope: !1878)
!1880 = !DILocation(line: 593, column: 27, scope: !1878)
!1881 = !DILocation(line: 593, column: 7, scope: !1870)
!1882 = !DILocation(line: 597, column: 7, scope: !1883)
!1883 = distinct !DILexicalBlock(scope: !1870, file: !3, line: 597, column: 7)
!1884 = !DILocation(line: 597, column: 7, scope: !1870)
!1885 = !DILocation(line: 598, column: 23, scope: !1883)
!1886 = !DILocation(line: 598, column: 5, scope: !1883)
!1887 = !DILocation(line: 599, column: 17, scope: !1870)
!1888 = !DILocation(line: 600, column: 17, scope: !1870)
!1889 = !DILocation(line: 602, column: 3, scope: !1870)
!1890 = !DILocation(line: 603, column: 1, scope: !1870)
!1891 = distinct !DISubprogram(name: "__pancam_tsd_run", scope: !3, file: !3, line: 609, type: !95, scopeLine: 609, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1892)
!1892 = !{!1893, !1895, !1898, !1900, !1903}
!1893 = !DILocalVariable(name: "round", scope: !1894, file: !3, line: 610, type: !23)
!1894 = distinct !DILexicalBlock(scope: !1891, file: !3, line: 610, column: 3)
!1895 = !DILocalVariable(name: "again", scope: !1896, file: !3, line: 611, type: !23)
!1896 = distinct !DILexicalBlock(scope: !1897, file: !3, line: 610, column: 43)
!1897 = distinct !DILexicalBlock(scope: !1894, file: !3, line: 610, column: 3)
!1898 = !DILocalVariable(name: "k", scope: !1899, file: !3, line: 612, type: !6)
!1899 = distinct !DILexicalBlock(scope: !1896, file: !3, line: 612, column: 5)
!1900 = !DILocalVariable(name: "v", scope: !1901, file: !3, line: 613, type: !17)
!1901 = distinct !DILexicalBlock(scope: !1902, file: !3, line: 612, column: 45)
!1902 = distinct !DILexicalBlock(scope: !1899, file: !3, line: 612, column: 5)
!1903 = !DILocalVariable(name: "dtor", scope: !1901, file: !3, line: 614, type: !120)
!1904 = !DILocation(line: 0, scope: !1894)
!1905 = !DILocation(line: 0, scope: !1899)
!1906 = !DILocation(line: 0, scope: !1896)
!1907 = !DILocation(line: 612, column: 5, scope: !1899)
!1908 = !DILocation(line: 613, column: 17, scope: !1901)
!1909 = !DILocation(line: 0, scope: !1901)
!1910 = !DILocation(line: 614, column: 30, scope: !1901)
!1911 = !DILocation(line: 615, column: 11, scope: !1912)
!1912 = distinct !DILexicalBlock(scope: !1901, file: !3, line: 615, column: 11)
!1913 = !DILocation(line: 615, column: 13, scope: !1912)
!1914 = !DILocation(line: 612, column: 41, scope: !1902)
!1915 = !DILocation(line: 612, column: 28, scope: !1902)
!1916 = distinct !{!1916, !1907, !1917, !323}
!1917 = !DILocation(line: 620, column: 5, scope: !1899)
!1918 = !DILocation(line: 616, column: 22, scope: !1919)
!1919 = distinct !DILexicalBlock(scope: !1912, file: !3, line: 615, column: 22)
!1920 = !DILocation(line: 617, column: 9, scope: !1919)
!1921 = !DILocation(line: 624, column: 1, scope: !1891)
!1922 = distinct !DISubprogram(name: "pthread_getspecific", scope: !3, file: !3, line: 626, type: !1923, scopeLine: 626, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1925)
!1923 = !DISubroutineType(types: !1924)
!1924 = !{!17, !6}
!1925 = !{!1926}
!1926 = !DILocalVariable(name: "key", arg: 1, scope: !1922, file: !3, line: 626, type: !6)
!1927 = !DILocation(line: 0, scope: !1922)
!1928 = !DILocation(line: 626, column: 54, scope: !1922)
!1929 = !DILocation(line: 626, column: 50, scope: !1922)
!1930 = !DILocation(line: 626, column: 67, scope: !1922)
!1931 = !DILocation(line: 626, column: 43, scope: !1922)
!1932 = distinct !DISubprogram(name: "pthread_setspecific", scope: !3, file: !3, line: 628, type: !1933, scopeLine: 628, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1935)
!1933 = !DISubroutineType(types: !1934)
!1934 = !{!23, !6, !329}
!1935 = !{!1936, !1937}
!1936 = !DILocalVariable(name: "key", arg: 1, scope: !1932, file: !3, line: 628, type: !6)
!1937 = !DILocalVariable(name: "value", arg: 2, scope: !1932, file: !3, line: 628, type: !329)
!1938 = !DILocation(line: 0, scope: !1932)
!1939 = !DILocation(line: 629, column: 11, scope: !1940)
!1940 = distinct !DILexicalBlock(scope: !1932, file: !3, line: 629, column: 7)
!1941 = !DILocation(line: 629, column: 23, scope: !1940)
!1942 = !DILocation(line: 629, column: 27, scope: !1940)
!1943 = !DILocation(line: 629, column: 7, scope: !1932)
!1944 = !DILocation(line: 631, column: 3, scope: !1932)
!1945 = !DILocation(line: 631, column: 18, scope: !1932)
!1946 = !DILocation(line: 632, column: 3, scope: !1932)
!1947 = !DILocation(line: 633, column: 1, scope: !1932)
!1948 = distinct !DISubprogram(name: "pthread_mutex_timedlock", scope: !3, file: !3, line: 670, type: !1949, scopeLine: 670, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1951)
!1949 = !DISubroutineType(types: !1950)
!1950 = !{!23, !17, !329}
!1951 = !{!1952, !1953, !1954}
!1952 = !DILocalVariable(name: "m", arg: 1, scope: !1948, file: !3, line: 670, type: !17)
!1953 = !DILocalVariable(name: "abstime", arg: 2, scope: !1948, file: !3, line: 670, type: !329)
!1954 = !DILocalVariable(name: "r", scope: !1948, file: !3, line: 672, type: !23)
!1955 = !DILocation(line: 0, scope: !1948)
!1956 = !DILocation(line: 672, column: 11, scope: !1948)
!1957 = !DILocation(line: 673, column: 9, scope: !1958)
!1958 = distinct !DILexicalBlock(scope: !1948, file: !3, line: 673, column: 7)
!1959 = !DILocation(line: 673, column: 7, scope: !1948)
!1960 = !DILocation(line: 675, column: 7, scope: !1961)
!1961 = distinct !DILexicalBlock(scope: !1948, file: !3, line: 675, column: 7)
!1962 = !DILocation(line: 675, column: 7, scope: !1948)
!1963 = !DILocation(line: 677, column: 10, scope: !1948)
!1964 = !DILocation(line: 677, column: 3, scope: !1948)
!1965 = !DILocation(line: 678, column: 1, scope: !1948)
!1966 = !DISubprogram(name: "pthread_mutex_trylock", scope: !3, file: !3, line: 656, type: !36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1967 = !DISubprogram(name: "__VERIFIER_nondet_bool", scope: !3, file: !3, line: 665, type: !1968, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1968 = !DISubroutineType(types: !1969)
!1969 = !{!1970}
!1970 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!1971 = !DISubprogram(name: "pthread_mutex_lock", scope: !3, file: !3, line: 655, type: !36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1972 = distinct !DISubprogram(name: "thrd_create", scope: !3, file: !3, line: 693, type: !1973, scopeLine: 693, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1977)
!1973 = !DISubroutineType(types: !1974)
!1974 = !{!23, !1975, !35, !17}
!1975 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1976, size: 64)
!1976 = !DIDerivedType(tag: DW_TAG_typedef, name: "pancam_pthread_t", file: !3, line: 645, baseType: !22)
!1977 = !{!1978, !1979, !1980, !1981, !1982}
!1978 = !DILocalVariable(name: "thr", arg: 1, scope: !1972, file: !3, line: 693, type: !1975)
!1979 = !DILocalVariable(name: "func", arg: 2, scope: !1972, file: !3, line: 693, type: !35)
!1980 = !DILocalVariable(name: "arg", arg: 3, scope: !1972, file: !3, line: 693, type: !17)
!1981 = !DILocalVariable(name: "s", scope: !1972, file: !3, line: 694, type: !31)
!1982 = !DILocalVariable(name: "r", scope: !1972, file: !3, line: 699, type: !23)
!1983 = !DILocation(line: 0, scope: !1972)
!1984 = !DILocation(line: 694, column: 33, scope: !1972)
!1985 = !DILocation(line: 695, column: 8, scope: !1986)
!1986 = distinct !DILexicalBlock(scope: !1972, file: !3, line: 695, column: 7)
!1987 = !DILocation(line: 695, column: 7, scope: !1972)
!1988 = !DILocation(line: 697, column: 11, scope: !1972)
!1989 = !{!1990, !303, i64 0}
!1990 = !{!"pancam_thrd_start", !303, i64 0, !303, i64 8}
!1991 = !DILocation(line: 698, column: 6, scope: !1972)
!1992 = !DILocation(line: 698, column: 10, scope: !1972)
!1993 = !{!1990, !303, i64 8}
!1994 = !DILocation(line: 699, column: 11, scope: !1972)
!1995 = !DILocation(line: 700, column: 7, scope: !1996)
!1996 = distinct !DILexicalBlock(scope: !1972, file: !3, line: 700, column: 7)
!1997 = !DILocation(line: 700, column: 7, scope: !1972)
!1998 = !DILocation(line: 701, column: 5, scope: !1999)
!1999 = distinct !DILexicalBlock(scope: !1996, file: !3, line: 700, column: 10)
!2000 = !DILocation(line: 702, column: 14, scope: !1999)
!2001 = !DILocation(line: 702, column: 12, scope: !1999)
!2002 = !DILocation(line: 702, column: 5, scope: !1999)
!2003 = !DILocation(line: 705, column: 1, scope: !1972)
!2004 = !DISubprogram(name: "pthread_create", scope: !3, file: !3, line: 646, type: !2005, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2005 = !DISubroutineType(types: !2006)
!2006 = !{!23, !1975, !329, !2007, !17}
!2007 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2008, size: 64)
!2008 = !DISubroutineType(types: !2009)
!2009 = !{!17, !17}
!2010 = distinct !DISubprogram(name: "pancam_thrd_run", scope: !3, file: !3, line: 687, type: !2008, scopeLine: 687, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2011)
!2011 = !{!2012, !2013}
!2012 = !DILocalVariable(name: "p", arg: 1, scope: !2010, file: !3, line: 687, type: !17)
!2013 = !DILocalVariable(name: "s", scope: !2010, file: !3, line: 688, type: !32)
!2014 = !DILocation(line: 0, scope: !2010)
!2015 = !DILocation(line: 688, column: 32, scope: !2010)
!2016 = !DILocation(line: 689, column: 3, scope: !2010)
!2017 = !DILocation(line: 690, column: 28, scope: !2010)
!2018 = !DILocation(line: 690, column: 18, scope: !2010)
!2019 = !DILocation(line: 690, column: 10, scope: !2010)
!2020 = !DILocation(line: 690, column: 3, scope: !2010)
!2021 = distinct !DISubprogram(name: "thrd_join", scope: !3, file: !3, line: 707, type: !2022, scopeLine: 707, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2024)
!2022 = !DISubroutineType(types: !2023)
!2023 = !{!23, !1976, !39}
!2024 = !{!2025, !2026, !2027}
!2025 = !DILocalVariable(name: "thr", arg: 1, scope: !2021, file: !3, line: 707, type: !1976)
!2026 = !DILocalVariable(name: "res", arg: 2, scope: !2021, file: !3, line: 707, type: !39)
!2027 = !DILocalVariable(name: "v", scope: !2021, file: !3, line: 708, type: !17)
!2028 = distinct !DIAssignID()
!2029 = !DILocation(line: 0, scope: !2021)
!2030 = !DILocation(line: 708, column: 3, scope: !2021)
!2031 = !DILocation(line: 709, column: 7, scope: !2032)
!2032 = distinct !DILexicalBlock(scope: !2021, file: !3, line: 709, column: 7)
!2033 = !DILocation(line: 709, column: 7, scope: !2021)
!2034 = !DILocation(line: 711, column: 7, scope: !2035)
!2035 = distinct !DILexicalBlock(scope: !2021, file: !3, line: 711, column: 7)
!2036 = !DILocation(line: 711, column: 7, scope: !2021)
!2037 = !DILocation(line: 712, column: 27, scope: !2035)
!2038 = !DILocation(line: 712, column: 17, scope: !2035)
!2039 = !DILocation(line: 712, column: 12, scope: !2035)
!2040 = !DILocation(line: 712, column: 10, scope: !2035)
!2041 = !DILocation(line: 712, column: 5, scope: !2035)
!2042 = !DILocation(line: 714, column: 1, scope: !2021)
!2043 = !DISubprogram(name: "pthread_join", scope: !3, file: !3, line: 647, type: !2044, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2044 = !DISubroutineType(types: !2045)
!2045 = !{!23, !1976, !2046}
!2046 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!2047 = distinct !DISubprogram(name: "thrd_exit", scope: !3, file: !3, line: 716, type: !307, scopeLine: 716, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2048)
!2048 = !{!2049}
!2049 = !DILocalVariable(name: "res", arg: 1, scope: !2047, file: !3, line: 716, type: !23)
!2050 = !DILocation(line: 0, scope: !2047)
!2051 = !DILocation(line: 716, column: 48, scope: !2047)
!2052 = !DILocation(line: 716, column: 40, scope: !2047)
!2053 = !DILocation(line: 716, column: 27, scope: !2047)
!2054 = !DISubprogram(name: "pthread_exit", scope: !3, file: !3, line: 648, type: !121, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!2055 = distinct !DISubprogram(name: "thrd_current", scope: !3, file: !3, line: 717, type: !2056, scopeLine: 717, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!2056 = !DISubroutineType(types: !2057)
!2057 = !{!1976}
!2058 = !DILocation(line: 717, column: 46, scope: !2055)
!2059 = !DILocation(line: 717, column: 39, scope: !2055)
!2060 = !DISubprogram(name: "pthread_self", scope: !3, file: !3, line: 649, type: !2056, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2061 = distinct !DISubprogram(name: "thrd_equal", scope: !3, file: !3, line: 718, type: !2062, scopeLine: 718, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2064)
!2062 = !DISubroutineType(types: !2063)
!2063 = !{!23, !1976, !1976}
!2064 = !{!2065, !2066}
!2065 = !DILocalVariable(name: "a", arg: 1, scope: !2061, file: !3, line: 718, type: !1976)
!2066 = !DILocalVariable(name: "b", arg: 2, scope: !2061, file: !3, line: 718, type: !1976)
!2067 = !DILocation(line: 0, scope: !2061)
!2068 = !DILocation(line: 718, column: 67, scope: !2061)
!2069 = !DILocation(line: 718, column: 58, scope: !2061)
!2070 = distinct !DISubprogram(name: "thrd_detach", scope: !3, file: !3, line: 719, type: !2071, scopeLine: 719, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2073)
!2071 = !DISubroutineType(types: !2072)
!2072 = !{!23, !1976}
!2073 = !{!2074}
!2074 = !DILocalVariable(name: "thr", arg: 1, scope: !2070, file: !3, line: 719, type: !1976)
!2075 = !DILocation(line: 0, scope: !2070)
!2076 = !DILocation(line: 719, column: 48, scope: !2070)
!2077 = !DILocation(line: 719, column: 41, scope: !2070)
!2078 = !DISubprogram(name: "pthread_detach", scope: !3, file: !3, line: 650, type: !2071, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2079 = distinct !DISubprogram(name: "thrd_yield", scope: !3, file: !3, line: 720, type: !95, scopeLine: 720, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!2080 = !DILocation(line: 720, column: 25, scope: !2079)
!2081 = !DILocation(line: 720, column: 40, scope: !2079)
!2082 = !DISubprogram(name: "sched_yield", scope: !3, file: !3, line: 651, type: !1638, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2083 = distinct !DISubprogram(name: "thrd_sleep", scope: !3, file: !3, line: 723, type: !2084, scopeLine: 723, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2086)
!2084 = !DISubroutineType(types: !2085)
!2085 = !{!23, !329, !17}
!2086 = !{!2087, !2088}
!2087 = !DILocalVariable(name: "duration", arg: 1, scope: !2083, file: !3, line: 723, type: !329)
!2088 = !DILocalVariable(name: "remaining", arg: 2, scope: !2083, file: !3, line: 723, type: !17)
!2089 = !DILocation(line: 0, scope: !2083)
!2090 = !DILocation(line: 726, column: 3, scope: !2083)
!2091 = !DILocation(line: 727, column: 3, scope: !2083)
!2092 = distinct !DISubprogram(name: "mtx_init", scope: !3, file: !3, line: 730, type: !2093, scopeLine: 730, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2095)
!2093 = !DISubroutineType(types: !2094)
!2094 = !{!23, !17, !23}
!2095 = !{!2096, !2097, !2098}
!2096 = !DILocalVariable(name: "m", arg: 1, scope: !2092, file: !3, line: 730, type: !17)
!2097 = !DILocalVariable(name: "type", arg: 2, scope: !2092, file: !3, line: 730, type: !23)
!2098 = !DILocalVariable(name: "attr", scope: !2092, file: !3, line: 731, type: !23)
!2099 = distinct !DIAssignID()
!2100 = !DILocation(line: 0, scope: !2092)
!2101 = !DILocation(line: 731, column: 3, scope: !2092)
!2102 = !DILocation(line: 732, column: 3, scope: !2092)
!2103 = !DILocation(line: 733, column: 12, scope: !2104)
!2104 = distinct !DILexicalBlock(scope: !2092, file: !3, line: 733, column: 7)
!2105 = !DILocation(line: 733, column: 7, scope: !2092)
!2106 = !DILocation(line: 734, column: 5, scope: !2104)
!2107 = !DILocation(line: 735, column: 10, scope: !2092)
!2108 = !DILocation(line: 736, column: 1, scope: !2092)
!2109 = !DILocation(line: 735, column: 3, scope: !2092)
!2110 = !DISubprogram(name: "pthread_mutexattr_init", scope: !3, file: !3, line: 652, type: !36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2111 = !DISubprogram(name: "pthread_mutexattr_settype", scope: !3, file: !3, line: 653, type: !2093, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2112 = !DISubprogram(name: "pthread_mutex_init", scope: !3, file: !3, line: 654, type: !1949, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2113 = distinct !DISubprogram(name: "mtx_lock", scope: !3, file: !3, line: 738, type: !36, scopeLine: 738, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2114)
!2114 = !{!2115}
!2115 = !DILocalVariable(name: "m", arg: 1, scope: !2113, file: !3, line: 738, type: !17)
!2116 = !DILocation(line: 0, scope: !2113)
!2117 = !DILocation(line: 738, column: 32, scope: !2113)
!2118 = !DILocation(line: 738, column: 25, scope: !2113)
!2119 = distinct !DISubprogram(name: "mtx_trylock", scope: !3, file: !3, line: 740, type: !36, scopeLine: 740, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2120)
!2120 = !{!2121, !2122}
!2121 = !DILocalVariable(name: "m", arg: 1, scope: !2119, file: !3, line: 740, type: !17)
!2122 = !DILocalVariable(name: "r", scope: !2119, file: !3, line: 741, type: !23)
!2123 = !DILocation(line: 0, scope: !2119)
!2124 = !DILocation(line: 741, column: 11, scope: !2119)
!2125 = !DILocation(line: 742, column: 12, scope: !2119)
!2126 = !DILocation(line: 742, column: 10, scope: !2119)
!2127 = !DILocation(line: 742, column: 3, scope: !2119)
!2128 = distinct !DISubprogram(name: "mtx_timedlock", scope: !3, file: !3, line: 745, type: !1949, scopeLine: 745, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2129)
!2129 = !{!2130, !2131, !2132}
!2130 = !DILocalVariable(name: "m", arg: 1, scope: !2128, file: !3, line: 745, type: !17)
!2131 = !DILocalVariable(name: "abstime", arg: 2, scope: !2128, file: !3, line: 745, type: !329)
!2132 = !DILocalVariable(name: "r", scope: !2128, file: !3, line: 746, type: !23)
!2133 = !DILocation(line: 0, scope: !2128)
!2134 = !DILocation(line: 0, scope: !1948, inlinedAt: !2135)
!2135 = distinct !DILocation(line: 746, column: 11, scope: !2128)
!2136 = !DILocation(line: 672, column: 11, scope: !1948, inlinedAt: !2135)
!2137 = !DILocation(line: 673, column: 9, scope: !1958, inlinedAt: !2135)
!2138 = !DILocation(line: 673, column: 7, scope: !1948, inlinedAt: !2135)
!2139 = !DILocation(line: 675, column: 7, scope: !1961, inlinedAt: !2135)
!2140 = !DILocation(line: 675, column: 7, scope: !1948, inlinedAt: !2135)
!2141 = !DILocation(line: 677, column: 10, scope: !1948, inlinedAt: !2135)
!2142 = !DILocation(line: 677, column: 3, scope: !1948, inlinedAt: !2135)
!2143 = !DILocation(line: 747, column: 10, scope: !2128)
!2144 = !DILocation(line: 747, column: 12, scope: !2128)
!2145 = !DILocation(line: 747, column: 3, scope: !2128)
!2146 = distinct !DISubprogram(name: "mtx_unlock", scope: !3, file: !3, line: 750, type: !36, scopeLine: 750, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2147)
!2147 = !{!2148}
!2148 = !DILocalVariable(name: "m", arg: 1, scope: !2146, file: !3, line: 750, type: !17)
!2149 = !DILocation(line: 0, scope: !2146)
!2150 = !DILocation(line: 750, column: 34, scope: !2146)
!2151 = !DILocation(line: 750, column: 27, scope: !2146)
!2152 = !DISubprogram(name: "pthread_mutex_unlock", scope: !3, file: !3, line: 657, type: !36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2153 = distinct !DISubprogram(name: "mtx_destroy", scope: !3, file: !3, line: 751, type: !121, scopeLine: 751, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2154)
!2154 = !{!2155}
!2155 = !DILocalVariable(name: "m", arg: 1, scope: !2153, file: !3, line: 751, type: !17)
!2156 = !DILocation(line: 0, scope: !2153)
!2157 = !DILocation(line: 751, column: 29, scope: !2153)
!2158 = !DILocation(line: 751, column: 55, scope: !2153)
!2159 = !DISubprogram(name: "pthread_mutex_destroy", scope: !3, file: !3, line: 658, type: !36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2160 = distinct !DISubprogram(name: "cnd_init", scope: !3, file: !3, line: 753, type: !36, scopeLine: 753, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2161)
!2161 = !{!2162}
!2162 = !DILocalVariable(name: "c", arg: 1, scope: !2160, file: !3, line: 753, type: !17)
!2163 = !DILocation(line: 0, scope: !2160)
!2164 = !DILocation(line: 753, column: 32, scope: !2160)
!2165 = !DILocation(line: 753, column: 25, scope: !2160)
!2166 = !DISubprogram(name: "pthread_cond_init", scope: !3, file: !3, line: 659, type: !1949, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2167 = distinct !DISubprogram(name: "cnd_signal", scope: !3, file: !3, line: 754, type: !36, scopeLine: 754, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2168)
!2168 = !{!2169}
!2169 = !DILocalVariable(name: "c", arg: 1, scope: !2167, file: !3, line: 754, type: !17)
!2170 = !DILocation(line: 0, scope: !2167)
!2171 = !DILocation(line: 754, column: 34, scope: !2167)
!2172 = !DILocation(line: 754, column: 27, scope: !2167)
!2173 = !DISubprogram(name: "pthread_cond_signal", scope: !3, file: !3, line: 662, type: !36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2174 = distinct !DISubprogram(name: "cnd_broadcast", scope: !3, file: !3, line: 755, type: !36, scopeLine: 755, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2175)
!2175 = !{!2176}
!2176 = !DILocalVariable(name: "c", arg: 1, scope: !2174, file: !3, line: 755, type: !17)
!2177 = !DILocation(line: 0, scope: !2174)
!2178 = !DILocation(line: 755, column: 37, scope: !2174)
!2179 = !DILocation(line: 755, column: 30, scope: !2174)
!2180 = !DISubprogram(name: "pthread_cond_broadcast", scope: !3, file: !3, line: 663, type: !36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2181 = distinct !DISubprogram(name: "cnd_wait", scope: !3, file: !3, line: 756, type: !2182, scopeLine: 756, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2184)
!2182 = !DISubroutineType(types: !2183)
!2183 = !{!23, !17, !17}
!2184 = !{!2185, !2186}
!2185 = !DILocalVariable(name: "c", arg: 1, scope: !2181, file: !3, line: 756, type: !17)
!2186 = !DILocalVariable(name: "m", arg: 2, scope: !2181, file: !3, line: 756, type: !17)
!2187 = !DILocation(line: 0, scope: !2181)
!2188 = !DILocation(line: 756, column: 41, scope: !2181)
!2189 = !DILocation(line: 756, column: 34, scope: !2181)
!2190 = !DISubprogram(name: "pthread_cond_wait", scope: !3, file: !3, line: 660, type: !2182, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2191 = distinct !DISubprogram(name: "cnd_timedwait", scope: !3, file: !3, line: 758, type: !2192, scopeLine: 758, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2194)
!2192 = !DISubroutineType(types: !2193)
!2193 = !{!23, !17, !17, !329}
!2194 = !{!2195, !2196, !2197, !2198}
!2195 = !DILocalVariable(name: "c", arg: 1, scope: !2191, file: !3, line: 758, type: !17)
!2196 = !DILocalVariable(name: "m", arg: 2, scope: !2191, file: !3, line: 758, type: !17)
!2197 = !DILocalVariable(name: "abstime", arg: 3, scope: !2191, file: !3, line: 758, type: !329)
!2198 = !DILocalVariable(name: "r", scope: !2191, file: !3, line: 759, type: !23)
!2199 = !DILocation(line: 0, scope: !2191)
!2200 = !DILocation(line: 759, column: 11, scope: !2191)
!2201 = !DILocation(line: 760, column: 12, scope: !2191)
!2202 = !DILocation(line: 760, column: 10, scope: !2191)
!2203 = !DILocation(line: 760, column: 3, scope: !2191)
!2204 = !DISubprogram(name: "pthread_cond_timedwait", scope: !3, file: !3, line: 661, type: !2192, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2205 = distinct !DISubprogram(name: "cnd_destroy", scope: !3, file: !3, line: 763, type: !121, scopeLine: 763, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2206)
!2206 = !{!2207}
!2207 = !DILocalVariable(name: "c", arg: 1, scope: !2205, file: !3, line: 763, type: !17)
!2208 = !DILocation(line: 0, scope: !2205)
!2209 = !DILocation(line: 763, column: 29, scope: !2205)
!2210 = !DILocation(line: 763, column: 54, scope: !2205)
!2211 = !DISubprogram(name: "pthread_cond_destroy", scope: !3, file: !3, line: 664, type: !36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2212 = distinct !DISubprogram(name: "call_once", scope: !3, file: !3, line: 765, type: !2213, scopeLine: 765, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2215)
!2213 = !DISubroutineType(types: !2214)
!2214 = !{null, !39, !94}
!2215 = !{!2216, !2217}
!2216 = !DILocalVariable(name: "flag", arg: 1, scope: !2212, file: !3, line: 765, type: !39)
!2217 = !DILocalVariable(name: "func", arg: 2, scope: !2212, file: !3, line: 765, type: !94)
!2218 = !DILocation(line: 0, scope: !2212)
!2219 = !DILocation(line: 0, scope: !1807, inlinedAt: !2220)
!2220 = distinct !DILocation(line: 765, column: 49, scope: !2212)
!2221 = !DILocation(line: 553, column: 3, scope: !1807, inlinedAt: !2220)
!2222 = !DILocation(line: 554, column: 7, scope: !1816, inlinedAt: !2220)
!2223 = !DILocation(line: 554, column: 13, scope: !1816, inlinedAt: !2220)
!2224 = !DILocation(line: 554, column: 7, scope: !1807, inlinedAt: !2220)
!2225 = !DILocation(line: 555, column: 11, scope: !1820, inlinedAt: !2220)
!2226 = !DILocation(line: 556, column: 5, scope: !1820, inlinedAt: !2220)
!2227 = !DILocation(line: 557, column: 5, scope: !1820, inlinedAt: !2220)
!2228 = !DILocation(line: 558, column: 11, scope: !1820, inlinedAt: !2220)
!2229 = !DILocation(line: 559, column: 5, scope: !1820, inlinedAt: !2220)
!2230 = !DILocation(line: 561, column: 3, scope: !1807, inlinedAt: !2220)
!2231 = !DILocation(line: 562, column: 3, scope: !1807, inlinedAt: !2220)
!2232 = !DILocation(line: 563, column: 3, scope: !1807, inlinedAt: !2220)
!2233 = !DILocation(line: 765, column: 75, scope: !2212)
!2234 = distinct !DISubprogram(name: "tss_create", scope: !3, file: !3, line: 767, type: !1835, scopeLine: 767, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2235)
!2235 = !{!2236, !2237}
!2236 = !DILocalVariable(name: "key", arg: 1, scope: !2234, file: !3, line: 767, type: !1837)
!2237 = !DILocalVariable(name: "dtor", arg: 2, scope: !2234, file: !3, line: 767, type: !120)
!2238 = !DILocation(line: 0, scope: !2234)
!2239 = !DILocation(line: 0, scope: !1834, inlinedAt: !2240)
!2240 = distinct !DILocation(line: 768, column: 10, scope: !2234)
!2241 = !DILocation(line: 575, column: 3, scope: !1834, inlinedAt: !2240)
!2242 = !DILocation(line: 0, scope: !1842, inlinedAt: !2240)
!2243 = !DILocation(line: 576, column: 3, scope: !1842, inlinedAt: !2240)
!2244 = !DILocation(line: 577, column: 10, scope: !1848, inlinedAt: !2240)
!2245 = !DILocation(line: 577, column: 9, scope: !1849, inlinedAt: !2240)
!2246 = !DILocation(line: 578, column: 19, scope: !1853, inlinedAt: !2240)
!2247 = !DILocation(line: 579, column: 7, scope: !1853, inlinedAt: !2240)
!2248 = !DILocation(line: 579, column: 19, scope: !1853, inlinedAt: !2240)
!2249 = !DILocation(line: 580, column: 11, scope: !1857, inlinedAt: !2240)
!2250 = !DILocation(line: 580, column: 11, scope: !1853, inlinedAt: !2240)
!2251 = !DILocation(line: 581, column: 27, scope: !1857, inlinedAt: !2240)
!2252 = !DILocation(line: 581, column: 9, scope: !1857, inlinedAt: !2240)
!2253 = !DILocation(line: 576, column: 39, scope: !1850, inlinedAt: !2240)
!2254 = !DILocation(line: 576, column: 26, scope: !1850, inlinedAt: !2240)
!2255 = distinct !{!2255, !2243, !2256, !323}
!2256 = !DILocation(line: 586, column: 3, scope: !1842, inlinedAt: !2240)
!2257 = !DILocation(line: 587, column: 3, scope: !1834, inlinedAt: !2240)
!2258 = !DILocation(line: 768, column: 10, scope: !2234)
!2259 = !DILocation(line: 582, column: 7, scope: !1853, inlinedAt: !2240)
!2260 = !DILocation(line: 583, column: 12, scope: !1853, inlinedAt: !2240)
!2261 = !DILocation(line: 768, column: 3, scope: !2234)
!2262 = distinct !DISubprogram(name: "tss_get", scope: !3, file: !3, line: 771, type: !1923, scopeLine: 771, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2263)
!2263 = !{!2264}
!2264 = !DILocalVariable(name: "key", arg: 1, scope: !2262, file: !3, line: 771, type: !6)
!2265 = !DILocation(line: 0, scope: !2262)
!2266 = !DILocation(line: 0, scope: !1922, inlinedAt: !2267)
!2267 = distinct !DILocation(line: 771, column: 38, scope: !2262)
!2268 = !DILocation(line: 626, column: 54, scope: !1922, inlinedAt: !2267)
!2269 = !DILocation(line: 626, column: 50, scope: !1922, inlinedAt: !2267)
!2270 = !DILocation(line: 626, column: 67, scope: !1922, inlinedAt: !2267)
!2271 = !DILocation(line: 771, column: 31, scope: !2262)
!2272 = distinct !DISubprogram(name: "tss_set", scope: !3, file: !3, line: 773, type: !2273, scopeLine: 773, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2275)
!2273 = !DISubroutineType(types: !2274)
!2274 = !{!23, !6, !17}
!2275 = !{!2276, !2277}
!2276 = !DILocalVariable(name: "key", arg: 1, scope: !2272, file: !3, line: 773, type: !6)
!2277 = !DILocalVariable(name: "value", arg: 2, scope: !2272, file: !3, line: 773, type: !17)
!2278 = !DILocation(line: 0, scope: !2272)
!2279 = !DILocation(line: 0, scope: !1932, inlinedAt: !2280)
!2280 = distinct !DILocation(line: 774, column: 10, scope: !2272)
!2281 = !DILocation(line: 629, column: 11, scope: !1940, inlinedAt: !2280)
!2282 = !DILocation(line: 629, column: 23, scope: !1940, inlinedAt: !2280)
!2283 = !DILocation(line: 629, column: 27, scope: !1940, inlinedAt: !2280)
!2284 = !DILocation(line: 629, column: 7, scope: !1932, inlinedAt: !2280)
!2285 = !DILocation(line: 631, column: 3, scope: !1932, inlinedAt: !2280)
!2286 = !DILocation(line: 631, column: 18, scope: !1932, inlinedAt: !2280)
!2287 = !DILocation(line: 774, column: 10, scope: !2272)
!2288 = !DILocation(line: 774, column: 3, scope: !2272)
!2289 = distinct !DISubprogram(name: "tss_delete", scope: !3, file: !3, line: 777, type: !1585, scopeLine: 777, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2290)
!2290 = !{!2291}
!2291 = !DILocalVariable(name: "key", arg: 1, scope: !2289, file: !3, line: 777, type: !6)
!2292 = !DILocation(line: 0, scope: !2289)
!2293 = !DILocation(line: 0, scope: !1870, inlinedAt: !2294)
!2294 = distinct !DILocation(line: 777, column: 33, scope: !2289)
!2295 = !DILocation(line: 592, column: 3, scope: !1870, inlinedAt: !2294)
!2296 = !DILocation(line: 593, column: 11, scope: !1878, inlinedAt: !2294)
!2297 = !DILocation(line: 593, column: 23, scope: !1878, inlinedAt: !2294)
!2298 = !DILocation(line: 593, column: 27, scope: !1878, inlinedAt: !2294)
!2299 = !DILocation(line: 593, column: 7, scope: !1870, inlinedAt: !2294)
!2300 = !DILocation(line: 597, column: 7, scope: !1883, inlinedAt: !2294)
!2301 = !DILocation(line: 597, column: 7, scope: !1870, inlinedAt: !2294)
!2302 = !DILocation(line: 598, column: 23, scope: !1883, inlinedAt: !2294)
!2303 = !DILocation(line: 598, column: 5, scope: !1883, inlinedAt: !2294)
!2304 = !DILocation(line: 599, column: 17, scope: !1870, inlinedAt: !2294)
!2305 = !DILocation(line: 600, column: 17, scope: !1870, inlinedAt: !2294)
!2306 = !DILocation(line: 602, column: 3, scope: !1870, inlinedAt: !2294)
!2307 = !DILocation(line: 777, column: 58, scope: !2289)
!2308 = distinct !DISubprogram(name: "time", scope: !3, file: !3, line: 794, type: !2309, scopeLine: 794, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2313)
!2309 = !DISubroutineType(types: !2310)
!2310 = !{!2311, !2312}
!2311 = !DIDerivedType(tag: DW_TAG_typedef, name: "pancam_time_t", file: !3, line: 784, baseType: !21)
!2312 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2311, size: 64)
!2313 = !{!2314}
!2314 = !DILocalVariable(name: "t", arg: 1, scope: !2308, file: !3, line: 794, type: !2312)
!2315 = !DILocation(line: 0, scope: !2308)
!2316 = !DILocation(line: 795, column: 7, scope: !2317)
!2317 = distinct !DILexicalBlock(scope: !2308, file: !3, line: 795, column: 7)
!2318 = !DILocation(line: 795, column: 7, scope: !2308)
!2319 = !DILocation(line: 796, column: 8, scope: !2317)
!2320 = !{!2321, !2321, i64 0}
!2321 = !{!"long", !295, i64 0}
!2322 = !DILocation(line: 796, column: 5, scope: !2317)
!2323 = !DILocation(line: 797, column: 3, scope: !2308)
!2324 = distinct !DISubprogram(name: "clock_gettime", scope: !3, file: !3, line: 800, type: !2325, scopeLine: 800, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2332)
!2325 = !DISubroutineType(types: !2326)
!2326 = !{!23, !23, !2327}
!2327 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2328, size: 64)
!2328 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pancam_timespec", file: !3, line: 785, size: 128, elements: !2329)
!2329 = !{!2330, !2331}
!2330 = !DIDerivedType(tag: DW_TAG_member, name: "tv_sec", scope: !2328, file: !3, line: 786, baseType: !2311, size: 64)
!2331 = !DIDerivedType(tag: DW_TAG_member, name: "tv_nsec", scope: !2328, file: !3, line: 787, baseType: !21, size: 64, offset: 64)
!2332 = !{!2333, !2334}
!2333 = !DILocalVariable(name: "clk", arg: 1, scope: !2324, file: !3, line: 800, type: !23)
!2334 = !DILocalVariable(name: "ts", arg: 2, scope: !2324, file: !3, line: 800, type: !2327)
!2335 = !DILocation(line: 0, scope: !2324)
!2336 = !DILocation(line: 802, column: 7, scope: !2337)
!2337 = distinct !DILexicalBlock(scope: !2324, file: !3, line: 802, column: 7)
!2338 = !DILocation(line: 802, column: 7, scope: !2324)
!2339 = !DILocation(line: 803, column: 16, scope: !2340)
!2340 = distinct !DILexicalBlock(scope: !2337, file: !3, line: 802, column: 11)
!2341 = !{!2342, !2321, i64 0}
!2342 = !{!"pancam_timespec", !2321, i64 0, !2321, i64 8}
!2343 = !DILocation(line: 804, column: 9, scope: !2340)
!2344 = !DILocation(line: 804, column: 17, scope: !2340)
!2345 = !{!2342, !2321, i64 8}
!2346 = !DILocation(line: 805, column: 3, scope: !2340)
!2347 = !DILocation(line: 806, column: 3, scope: !2324)
!2348 = distinct !DISubprogram(name: "gettimeofday", scope: !3, file: !3, line: 809, type: !2349, scopeLine: 809, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2356)
!2349 = !DISubroutineType(types: !2350)
!2350 = !{!23, !2351, !17}
!2351 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2352, size: 64)
!2352 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pancam_timeval", file: !3, line: 789, size: 128, elements: !2353)
!2353 = !{!2354, !2355}
!2354 = !DIDerivedType(tag: DW_TAG_member, name: "tv_sec", scope: !2352, file: !3, line: 790, baseType: !2311, size: 64)
!2355 = !DIDerivedType(tag: DW_TAG_member, name: "tv_usec", scope: !2352, file: !3, line: 791, baseType: !21, size: 64, offset: 64)
!2356 = !{!2357, !2358}
!2357 = !DILocalVariable(name: "tv", arg: 1, scope: !2348, file: !3, line: 809, type: !2351)
!2358 = !DILocalVariable(name: "tz", arg: 2, scope: !2348, file: !3, line: 809, type: !17)
!2359 = !DILocation(line: 0, scope: !2348)
!2360 = !DILocation(line: 811, column: 7, scope: !2361)
!2361 = distinct !DILexicalBlock(scope: !2348, file: !3, line: 811, column: 7)
!2362 = !DILocation(line: 811, column: 7, scope: !2348)
!2363 = !DILocation(line: 812, column: 16, scope: !2364)
!2364 = distinct !DILexicalBlock(scope: !2361, file: !3, line: 811, column: 11)
!2365 = !{!2366, !2321, i64 0}
!2366 = !{!"pancam_timeval", !2321, i64 0, !2321, i64 8}
!2367 = !DILocation(line: 813, column: 9, scope: !2364)
!2368 = !DILocation(line: 813, column: 17, scope: !2364)
!2369 = !{!2366, !2321, i64 8}
!2370 = !DILocation(line: 814, column: 3, scope: !2364)
!2371 = !DILocation(line: 815, column: 3, scope: !2348)
!2372 = distinct !DISubprogram(name: "clock", scope: !3, file: !3, line: 818, type: !2373, scopeLine: 818, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!2373 = !DISubroutineType(types: !2374)
!2374 = !{!21}
!2375 = !DILocation(line: 818, column: 20, scope: !2372)
!2376 = distinct !DISubprogram(name: "strerror", scope: !3, file: !3, line: 836, type: !2377, scopeLine: 836, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2379)
!2377 = !DISubroutineType(types: !2378)
!2378 = !{!14, !23}
!2379 = !{!2380, !2381, !2382, !2383, !2384, !2385}
!2380 = !DILocalVariable(name: "e", arg: 1, scope: !2376, file: !3, line: 836, type: !23)
!2381 = !DILocalVariable(name: "p", scope: !2376, file: !3, line: 840, type: !25)
!2382 = !DILocalVariable(name: "i", scope: !2376, file: !3, line: 841, type: !23)
!2383 = !DILocalVariable(name: "u", scope: !2376, file: !3, line: 844, type: !6)
!2384 = !DILocalVariable(name: "d", scope: !2376, file: !3, line: 847, type: !209)
!2385 = !DILocalVariable(name: "n", scope: !2376, file: !3, line: 848, type: !23)
!2386 = distinct !DIAssignID()
!2387 = !DILocation(line: 0, scope: !2376)
!2388 = !DILocation(line: 837, column: 14, scope: !2389)
!2389 = distinct !DILexicalBlock(scope: !2376, file: !3, line: 837, column: 7)
!2390 = !DILocation(line: 843, column: 24, scope: !2376)
!2391 = !DILocation(line: 844, column: 18, scope: !2376)
!2392 = !DILocation(line: 844, column: 16, scope: !2376)
!2393 = !DILocation(line: 845, column: 7, scope: !2376)
!2394 = !DILocation(line: 838, column: 20, scope: !2389)
!2395 = !DILocation(line: 838, column: 5, scope: !2389)
!2396 = !DILocation(line: 846, column: 24, scope: !2397)
!2397 = distinct !DILexicalBlock(scope: !2376, file: !3, line: 845, column: 7)
!2398 = !DILocation(line: 846, column: 5, scope: !2397)
!2399 = !DILocation(line: 847, column: 3, scope: !2376)
!2400 = !DILocation(line: 849, column: 3, scope: !2376)
!2401 = !DILocation(line: 850, column: 29, scope: !2402)
!2402 = distinct !DILexicalBlock(scope: !2376, file: !3, line: 849, column: 6)
!2403 = !DILocation(line: 850, column: 14, scope: !2402)
!2404 = !DILocation(line: 850, column: 8, scope: !2402)
!2405 = !DILocation(line: 850, column: 5, scope: !2402)
!2406 = !DILocation(line: 850, column: 12, scope: !2402)
!2407 = !DILocation(line: 851, column: 7, scope: !2402)
!2408 = !DILocation(line: 852, column: 3, scope: !2402)
!2409 = distinct !{!2409, !2400, !2410, !323}
!2410 = !DILocation(line: 852, column: 13, scope: !2376)
!2411 = !DILocation(line: 853, column: 3, scope: !2376)
!2412 = !DILocation(line: 854, column: 28, scope: !2376)
!2413 = !DILocation(line: 854, column: 26, scope: !2376)
!2414 = !DILocation(line: 854, column: 5, scope: !2376)
!2415 = !DILocation(line: 854, column: 24, scope: !2376)
!2416 = distinct !{!2416, !2411, !2417, !323, !556, !557}
!2417 = !DILocation(line: 854, column: 31, scope: !2376)
!2418 = distinct !{!2418, !2411, !2417, !323, !556, !557}
!2419 = !DILocation(line: 854, column: 20, scope: !2376)
!2420 = distinct !{!2420, !2411, !2417, !323, !557, !556}
!2421 = !DILocation(line: 855, column: 3, scope: !2376)
!2422 = !DILocation(line: 855, column: 20, scope: !2376)
!2423 = !DILocation(line: 857, column: 1, scope: !2376)
!2424 = distinct !DISubprogram(name: "perror", scope: !3, file: !3, line: 861, type: !2425, scopeLine: 861, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2427)
!2425 = !DISubroutineType(types: !2426)
!2426 = !{null, !25}
!2427 = !{!2428}
!2428 = !DILocalVariable(name: "s", arg: 1, scope: !2424, file: !3, line: 861, type: !25)
!2429 = distinct !DIAssignID()
!2430 = !DILocation(line: 0, scope: !2424)
!2431 = !DILocation(line: 862, column: 7, scope: !2432)
!2432 = distinct !DILexicalBlock(scope: !2424, file: !3, line: 862, column: 7)
!2433 = !DILocation(line: 862, column: 9, scope: !2432)
!2434 = !DILocation(line: 862, column: 12, scope: !2432)
!2435 = !DILocation(line: 862, column: 7, scope: !2424)
!2436 = !DILocation(line: 863, column: 14, scope: !2437)
!2437 = distinct !DILexicalBlock(scope: !2432, file: !3, line: 862, column: 16)
!2438 = !DILocation(line: 863, column: 5, scope: !2437)
!2439 = !DILocation(line: 864, column: 17, scope: !2437)
!2440 = !DILocation(line: 864, column: 5, scope: !2437)
!2441 = !DILocation(line: 865, column: 3, scope: !2437)
!2442 = !DILocation(line: 866, column: 18, scope: !2424)
!2443 = !DILocation(line: 0, scope: !2376, inlinedAt: !2444)
!2444 = distinct !DILocation(line: 866, column: 9, scope: !2424)
!2445 = !DILocation(line: 837, column: 14, scope: !2389, inlinedAt: !2444)
!2446 = !DILocation(line: 843, column: 24, scope: !2376, inlinedAt: !2444)
!2447 = !DILocation(line: 844, column: 18, scope: !2376, inlinedAt: !2444)
!2448 = !DILocation(line: 844, column: 16, scope: !2376, inlinedAt: !2444)
!2449 = !DILocation(line: 845, column: 7, scope: !2376, inlinedAt: !2444)
!2450 = !DILocation(line: 838, column: 20, scope: !2389, inlinedAt: !2444)
!2451 = !DILocation(line: 838, column: 5, scope: !2389, inlinedAt: !2444)
!2452 = !DILocation(line: 846, column: 24, scope: !2397, inlinedAt: !2444)
!2453 = !DILocation(line: 846, column: 5, scope: !2397, inlinedAt: !2444)
!2454 = !DILocation(line: 847, column: 3, scope: !2376, inlinedAt: !2444)
!2455 = !DILocation(line: 849, column: 3, scope: !2376, inlinedAt: !2444)
!2456 = !DILocation(line: 850, column: 29, scope: !2402, inlinedAt: !2444)
!2457 = !DILocation(line: 850, column: 14, scope: !2402, inlinedAt: !2444)
!2458 = !DILocation(line: 850, column: 8, scope: !2402, inlinedAt: !2444)
!2459 = !DILocation(line: 850, column: 5, scope: !2402, inlinedAt: !2444)
!2460 = !DILocation(line: 850, column: 12, scope: !2402, inlinedAt: !2444)
!2461 = !DILocation(line: 851, column: 7, scope: !2402, inlinedAt: !2444)
!2462 = !DILocation(line: 852, column: 3, scope: !2402, inlinedAt: !2444)
!2463 = distinct !{!2463, !2455, !2464, !323}
!2464 = !DILocation(line: 852, column: 13, scope: !2376, inlinedAt: !2444)
!2465 = !DILocation(line: 853, column: 3, scope: !2376, inlinedAt: !2444)
!2466 = !DILocation(line: 854, column: 28, scope: !2376, inlinedAt: !2444)
!2467 = !DILocation(line: 854, column: 26, scope: !2376, inlinedAt: !2444)
!2468 = !DILocation(line: 854, column: 5, scope: !2376, inlinedAt: !2444)
!2469 = !DILocation(line: 854, column: 24, scope: !2376, inlinedAt: !2444)
!2470 = distinct !{!2470, !2465, !2471, !323, !556, !557}
!2471 = !DILocation(line: 854, column: 31, scope: !2376, inlinedAt: !2444)
!2472 = distinct !{!2472, !2465, !2471, !323, !556, !557}
!2473 = !DILocation(line: 854, column: 20, scope: !2376, inlinedAt: !2444)
!2474 = distinct !{!2474, !2465, !2471, !323, !557, !556}
!2475 = !DILocation(line: 855, column: 3, scope: !2376, inlinedAt: !2444)
!2476 = !DILocation(line: 855, column: 20, scope: !2376, inlinedAt: !2444)
!2477 = !DILocation(line: 857, column: 1, scope: !2376, inlinedAt: !2444)
!2478 = !DILocation(line: 866, column: 33, scope: !2424)
!2479 = !DILocation(line: 866, column: 3, scope: !2424)
!2480 = !DILocation(line: 867, column: 15, scope: !2424)
!2481 = !DILocation(line: 867, column: 3, scope: !2424)
!2482 = !DILocation(line: 868, column: 1, scope: !2424)
!2483 = !DISubprogram(name: "fputs", scope: !3, file: !3, line: 859, type: !2484, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2484 = !DISubroutineType(types: !2485)
!2485 = !{!23, !25, !53}
!2486 = distinct !DISubprogram(name: "getchar", scope: !3, file: !3, line: 900, type: !1638, scopeLine: 900, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!2487 = !DILocation(line: 900, column: 45, scope: !2486)
!2488 = !DILocalVariable(name: "f", arg: 1, scope: !2489, file: !3, line: 894, type: !53)
!2489 = distinct !DISubprogram(name: "pancam_read_byte", scope: !3, file: !3, line: 894, type: !2490, scopeLine: 894, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2492)
!2490 = !DISubroutineType(types: !2491)
!2491 = !{!23, !53}
!2492 = !{!2488}
!2493 = !DILocation(line: 0, scope: !2489, inlinedAt: !2494)
!2494 = distinct !DILocation(line: 900, column: 28, scope: !2486)
!2495 = !DILocation(line: 895, column: 8, scope: !2496, inlinedAt: !2494)
!2496 = distinct !DILexicalBlock(scope: !2489, file: !3, line: 895, column: 7)
!2497 = !DILocation(line: 895, column: 10, scope: !2496, inlinedAt: !2494)
!2498 = !DILocation(line: 895, column: 16, scope: !2496, inlinedAt: !2494)
!2499 = !{!2500, !294, i64 0}
!2500 = !{!"pancam_file", !294, i64 0}
!2501 = !DILocation(line: 895, column: 19, scope: !2496, inlinedAt: !2494)
!2502 = !DILocation(line: 895, column: 24, scope: !2496, inlinedAt: !2494)
!2503 = !DILocation(line: 895, column: 27, scope: !2496, inlinedAt: !2494)
!2504 = !DILocation(line: 895, column: 7, scope: !2489, inlinedAt: !2494)
!2505 = !DILocation(line: 897, column: 25, scope: !2489, inlinedAt: !2494)
!2506 = !DILocation(line: 897, column: 10, scope: !2489, inlinedAt: !2494)
!2507 = !DILocation(line: 897, column: 3, scope: !2489, inlinedAt: !2494)
!2508 = !DILocation(line: 900, column: 21, scope: !2486)
!2509 = distinct !DISubprogram(name: "getc", scope: !3, file: !3, line: 901, type: !2490, scopeLine: 901, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2510)
!2510 = !{!2511}
!2511 = !DILocalVariable(name: "f", arg: 1, scope: !2509, file: !3, line: 901, type: !53)
!2512 = !DILocation(line: 0, scope: !2509)
!2513 = !DILocation(line: 0, scope: !2489, inlinedAt: !2514)
!2514 = distinct !DILocation(line: 901, column: 42, scope: !2509)
!2515 = !DILocation(line: 895, column: 8, scope: !2496, inlinedAt: !2514)
!2516 = !DILocation(line: 895, column: 10, scope: !2496, inlinedAt: !2514)
!2517 = !DILocation(line: 895, column: 16, scope: !2496, inlinedAt: !2514)
!2518 = !DILocation(line: 895, column: 19, scope: !2496, inlinedAt: !2514)
!2519 = !DILocation(line: 895, column: 24, scope: !2496, inlinedAt: !2514)
!2520 = !DILocation(line: 895, column: 27, scope: !2496, inlinedAt: !2514)
!2521 = !DILocation(line: 895, column: 7, scope: !2489, inlinedAt: !2514)
!2522 = !DILocation(line: 897, column: 25, scope: !2489, inlinedAt: !2514)
!2523 = !DILocation(line: 897, column: 10, scope: !2489, inlinedAt: !2514)
!2524 = !DILocation(line: 897, column: 3, scope: !2489, inlinedAt: !2514)
!2525 = !DILocation(line: 901, column: 35, scope: !2509)
!2526 = distinct !DISubprogram(name: "fgetc", scope: !3, file: !3, line: 902, type: !2490, scopeLine: 902, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2527)
!2527 = !{!2528}
!2528 = !DILocalVariable(name: "f", arg: 1, scope: !2526, file: !3, line: 902, type: !53)
!2529 = !DILocation(line: 0, scope: !2526)
!2530 = !DILocation(line: 0, scope: !2489, inlinedAt: !2531)
!2531 = distinct !DILocation(line: 902, column: 43, scope: !2526)
!2532 = !DILocation(line: 895, column: 8, scope: !2496, inlinedAt: !2531)
!2533 = !DILocation(line: 895, column: 10, scope: !2496, inlinedAt: !2531)
!2534 = !DILocation(line: 895, column: 16, scope: !2496, inlinedAt: !2531)
!2535 = !DILocation(line: 895, column: 19, scope: !2496, inlinedAt: !2531)
!2536 = !DILocation(line: 895, column: 24, scope: !2496, inlinedAt: !2531)
!2537 = !DILocation(line: 895, column: 27, scope: !2496, inlinedAt: !2531)
!2538 = !DILocation(line: 895, column: 7, scope: !2489, inlinedAt: !2531)
!2539 = !DILocation(line: 897, column: 25, scope: !2489, inlinedAt: !2531)
!2540 = !DILocation(line: 897, column: 10, scope: !2489, inlinedAt: !2531)
!2541 = !DILocation(line: 897, column: 3, scope: !2489, inlinedAt: !2531)
!2542 = !DILocation(line: 902, column: 36, scope: !2526)
!2543 = distinct !DISubprogram(name: "vscanf", scope: !3, file: !3, line: 994, type: !2544, scopeLine: 994, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2553)
!2544 = !DISubroutineType(types: !2545)
!2545 = !{!23, !25, !2546}
!2546 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2547, size: 64)
!2547 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !2548)
!2548 = !{!2549, !2550, !2551, !2552}
!2549 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !2547, file: !3, line: 902, baseType: !6, size: 32)
!2550 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !2547, file: !3, line: 902, baseType: !6, size: 32, offset: 32)
!2551 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !2547, file: !3, line: 902, baseType: !17, size: 64, offset: 64)
!2552 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !2547, file: !3, line: 902, baseType: !17, size: 64, offset: 128)
!2553 = !{!2554, !2555}
!2554 = !DILocalVariable(name: "f", arg: 1, scope: !2543, file: !3, line: 994, type: !25)
!2555 = !DILocalVariable(name: "ap", arg: 2, scope: !2543, file: !3, line: 994, type: !2546)
!2556 = !DILocation(line: 0, scope: !2543)
!2557 = !DILocation(line: 994, column: 58, scope: !2543)
!2558 = !DILocation(line: 994, column: 51, scope: !2543)
!2559 = distinct !DISubprogram(name: "pancam_vscanf", scope: !3, file: !3, line: 912, type: !2544, scopeLine: 912, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2560)
!2560 = !{!2561, !2562, !2563, !2564, !2565, !2566, !2568, !2569, !2570, !2571, !2572}
!2561 = !DILocalVariable(name: "f", arg: 1, scope: !2559, file: !3, line: 912, type: !25)
!2562 = !DILocalVariable(name: "ap", arg: 2, scope: !2559, file: !3, line: 912, type: !2546)
!2563 = !DILocalVariable(name: "assigned", scope: !2559, file: !3, line: 913, type: !23)
!2564 = !DILocalVariable(name: "converted", scope: !2559, file: !3, line: 913, type: !23)
!2565 = !DILocalVariable(name: "stop", scope: !2559, file: !3, line: 913, type: !23)
!2566 = !DILocalVariable(name: "suppress", scope: !2567, file: !3, line: 926, type: !23)
!2567 = distinct !DILexicalBlock(scope: !2559, file: !3, line: 914, column: 14)
!2568 = !DILocalVariable(name: "width", scope: !2567, file: !3, line: 929, type: !6)
!2569 = !DILocalVariable(name: "len", scope: !2567, file: !3, line: 932, type: !23)
!2570 = !DILocalVariable(name: "conv", scope: !2567, file: !3, line: 946, type: !15)
!2571 = !DILocalVariable(name: "p", scope: !2567, file: !3, line: 966, type: !17)
!2572 = !DILocalVariable(name: "i", scope: !2573, file: !3, line: 968, type: !6)
!2573 = distinct !DILexicalBlock(scope: !2574, file: !3, line: 968, column: 7)
!2574 = distinct !DILexicalBlock(scope: !2575, file: !3, line: 967, column: 22)
!2575 = distinct !DILexicalBlock(scope: !2567, file: !3, line: 967, column: 9)
!2576 = !DILocation(line: 0, scope: !2559)
!2577 = !DILocation(line: 914, column: 10, scope: !2559)
!2578 = !DILocation(line: 914, column: 3, scope: !2559)
!2579 = !DILocation(line: 318, column: 55, scope: !979, inlinedAt: !2580)
!2580 = distinct !DILocation(line: 322, column: 29, scope: !1012, inlinedAt: !2581)
!2581 = distinct !DILocation(line: 915, column: 9, scope: !2582)
!2582 = distinct !DILexicalBlock(scope: !2567, file: !3, line: 915, column: 9)
!2583 = !DILocation(line: 0, scope: !1012, inlinedAt: !2581)
!2584 = !DILocation(line: 0, scope: !979, inlinedAt: !2580)
!2585 = !DILocation(line: 322, column: 36, scope: !1012, inlinedAt: !2581)
!2586 = !DILocation(line: 915, column: 9, scope: !2582)
!2587 = !DILocation(line: 915, column: 9, scope: !2567)
!2588 = !DILocation(line: 916, column: 8, scope: !2589)
!2589 = distinct !DILexicalBlock(scope: !2582, file: !3, line: 915, column: 37)
!2590 = !DILocation(line: 917, column: 7, scope: !2589)
!2591 = distinct !{!2591, !2578, !2592, !323}
!2592 = !DILocation(line: 990, column: 3, scope: !2559)
!2593 = !DILocation(line: 919, column: 12, scope: !2594)
!2594 = distinct !DILexicalBlock(scope: !2567, file: !3, line: 919, column: 9)
!2595 = !DILocation(line: 919, column: 19, scope: !2594)
!2596 = !DILocation(line: 919, column: 22, scope: !2594)
!2597 = !DILocation(line: 919, column: 27, scope: !2594)
!2598 = !DILocation(line: 919, column: 9, scope: !2567)
!2599 = !DILocation(line: 920, column: 9, scope: !2600)
!2600 = distinct !DILexicalBlock(scope: !2594, file: !3, line: 919, column: 35)
!2601 = !DILocation(line: 907, column: 8, scope: !2602, inlinedAt: !2604)
!2602 = distinct !DILexicalBlock(scope: !2603, file: !3, line: 907, column: 7)
!2603 = distinct !DISubprogram(name: "scan_stop", scope: !3, file: !3, line: 906, type: !1638, scopeLine: 906, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!2604 = distinct !DILocation(line: 921, column: 19, scope: !2605)
!2605 = distinct !DILexicalBlock(scope: !2600, file: !3, line: 921, column: 11)
!2606 = !DILocation(line: 907, column: 7, scope: !2603, inlinedAt: !2604)
!2607 = !DILocation(line: 909, column: 10, scope: !2603, inlinedAt: !2604)
!2608 = !DILocation(line: 922, column: 26, scope: !2605)
!2609 = !DILocation(line: 922, column: 9, scope: !2605)
!2610 = !DILocation(line: 926, column: 23, scope: !2567)
!2611 = !DILocation(line: 0, scope: !2567)
!2612 = !DILocation(line: 927, column: 9, scope: !2567)
!2613 = !DILocation(line: 930, column: 12, scope: !2567)
!2614 = !DILocation(line: 930, column: 22, scope: !2567)
!2615 = !DILocation(line: 931, column: 21, scope: !2567)
!2616 = !DILocation(line: 931, column: 41, scope: !2567)
!2617 = !DILocation(line: 931, column: 44, scope: !2567)
!2618 = !DILocation(line: 931, column: 26, scope: !2567)
!2619 = distinct !{!2619, !2620, !2621, !323}
!2620 = !DILocation(line: 930, column: 5, scope: !2567)
!2621 = !DILocation(line: 931, column: 49, scope: !2567)
!2622 = !DILocation(line: 933, column: 9, scope: !2567)
!2623 = !DILocation(line: 934, column: 13, scope: !2624)
!2624 = distinct !DILexicalBlock(scope: !2625, file: !3, line: 933, column: 20)
!2625 = distinct !DILexicalBlock(scope: !2567, file: !3, line: 933, column: 9)
!2626 = !DILocation(line: 934, column: 18, scope: !2624)
!2627 = !DILocation(line: 935, column: 9, scope: !2624)
!2628 = !DILocation(line: 936, column: 5, scope: !2624)
!2629 = !DILocation(line: 937, column: 13, scope: !2630)
!2630 = distinct !DILexicalBlock(scope: !2631, file: !3, line: 936, column: 27)
!2631 = distinct !DILexicalBlock(scope: !2625, file: !3, line: 936, column: 16)
!2632 = !DILocation(line: 937, column: 18, scope: !2630)
!2633 = !DILocation(line: 938, column: 9, scope: !2630)
!2634 = !DILocation(line: 939, column: 5, scope: !2630)
!2635 = !DILocation(line: 945, column: 5, scope: !2636)
!2636 = distinct !DILexicalBlock(scope: !2637, file: !3, line: 942, column: 40)
!2637 = distinct !DILexicalBlock(scope: !2638, file: !3, line: 942, column: 16)
!2638 = distinct !DILexicalBlock(scope: !2631, file: !3, line: 939, column: 16)
!2639 = !DILocation(line: 0, scope: !2625)
!2640 = !DILocation(line: 946, column: 17, scope: !2567)
!2641 = !DILocation(line: 947, column: 10, scope: !2642)
!2642 = distinct !DILexicalBlock(scope: !2567, file: !3, line: 947, column: 9)
!2643 = !DILocation(line: 947, column: 9, scope: !2567)
!2644 = !DILocation(line: 949, column: 6, scope: !2567)
!2645 = !DILocation(line: 950, column: 9, scope: !2567)
!2646 = !DILocation(line: 951, column: 11, scope: !2647)
!2647 = distinct !DILexicalBlock(scope: !2648, file: !3, line: 950, column: 22)
!2648 = distinct !DILexicalBlock(scope: !2567, file: !3, line: 950, column: 9)
!2649 = !DILocation(line: 952, column: 48, scope: !2650)
!2650 = distinct !DILexicalBlock(scope: !2647, file: !3, line: 951, column: 11)
!2651 = !DILocation(line: 952, column: 17, scope: !2650)
!2652 = !DILocation(line: 952, column: 46, scope: !2650)
!2653 = !DILocation(line: 952, column: 9, scope: !2650)
!2654 = !DILocation(line: 958, column: 7, scope: !2655)
!2655 = distinct !DILexicalBlock(scope: !2656, file: !3, line: 957, column: 82)
!2656 = distinct !DILexicalBlock(scope: !2567, file: !3, line: 955, column: 9)
!2657 = !DILocation(line: 959, column: 7, scope: !2655)
!2658 = !DILocation(line: 907, column: 8, scope: !2602, inlinedAt: !2659)
!2659 = distinct !DILocation(line: 961, column: 17, scope: !2660)
!2660 = distinct !DILexicalBlock(scope: !2567, file: !3, line: 961, column: 9)
!2661 = !DILocation(line: 907, column: 7, scope: !2603, inlinedAt: !2659)
!2662 = !DILocation(line: 909, column: 10, scope: !2603, inlinedAt: !2659)
!2663 = !DILocation(line: 962, column: 24, scope: !2660)
!2664 = !DILocation(line: 962, column: 7, scope: !2660)
!2665 = !DILocation(line: 964, column: 9, scope: !2567)
!2666 = !DILocation(line: 966, column: 15, scope: !2567)
!2667 = !DILocation(line: 967, column: 9, scope: !2567)
!2668 = !DILocation(line: 0, scope: !2573)
!2669 = !DILocation(line: 968, column: 7, scope: !2573)
!2670 = !DILocation(line: 968, column: 30, scope: !2671)
!2671 = distinct !DILexicalBlock(scope: !2573, file: !3, line: 968, column: 7)
!2672 = !DILocation(line: 969, column: 26, scope: !2671)
!2673 = !DILocation(line: 969, column: 9, scope: !2671)
!2674 = !DILocation(line: 969, column: 24, scope: !2671)
!2675 = !DILocation(line: 968, column: 54, scope: !2671)
!2676 = distinct !{!2676, !2669, !2677, !323}
!2677 = !DILocation(line: 969, column: 49, scope: !2573)
!2678 = !DILocation(line: 972, column: 11, scope: !2679)
!2679 = distinct !DILexicalBlock(scope: !2680, file: !3, line: 971, column: 29)
!2680 = distinct !DILexicalBlock(scope: !2575, file: !3, line: 970, column: 16)
!2681 = !DILocation(line: 973, column: 22, scope: !2682)
!2682 = distinct !DILexicalBlock(scope: !2679, file: !3, line: 972, column: 11)
!2683 = !DILocation(line: 973, column: 20, scope: !2682)
!2684 = !DILocation(line: 973, column: 9, scope: !2682)
!2685 = !DILocation(line: 975, column: 30, scope: !2686)
!2686 = distinct !DILexicalBlock(scope: !2682, file: !3, line: 974, column: 16)
!2687 = !DILocation(line: 975, column: 23, scope: !2686)
!2688 = !DILocation(line: 975, column: 21, scope: !2686)
!2689 = !DILocation(line: 975, column: 9, scope: !2686)
!2690 = !DILocation(line: 977, column: 21, scope: !2691)
!2691 = distinct !DILexicalBlock(scope: !2686, file: !3, line: 976, column: 16)
!2692 = !DILocation(line: 977, column: 19, scope: !2691)
!2693 = !DILocation(line: 977, column: 9, scope: !2691)
!2694 = !DILocation(line: 979, column: 27, scope: !2695)
!2695 = distinct !DILexicalBlock(scope: !2691, file: !3, line: 978, column: 16)
!2696 = !DILocation(line: 979, column: 25, scope: !2695)
!2697 = !{!2698, !2698, i64 0}
!2698 = !{!"long long", !295, i64 0}
!2699 = !DILocation(line: 979, column: 9, scope: !2695)
!2700 = !DILocation(line: 981, column: 22, scope: !2695)
!2701 = !DILocation(line: 981, column: 20, scope: !2695)
!2702 = !DILocation(line: 982, column: 16, scope: !2680)
!2703 = !DILocation(line: 983, column: 21, scope: !2704)
!2704 = distinct !DILexicalBlock(scope: !2705, file: !3, line: 982, column: 26)
!2705 = distinct !DILexicalBlock(scope: !2680, file: !3, line: 982, column: 16)
!2706 = !DILocation(line: 983, column: 19, scope: !2704)
!2707 = !{!2708, !2708, i64 0}
!2708 = !{!"float", !295, i64 0}
!2709 = !DILocation(line: 984, column: 5, scope: !2704)
!2710 = !DILocation(line: 985, column: 27, scope: !2711)
!2711 = distinct !DILexicalBlock(scope: !2712, file: !3, line: 984, column: 26)
!2712 = distinct !DILexicalBlock(scope: !2705, file: !3, line: 984, column: 16)
!2713 = !DILocation(line: 985, column: 25, scope: !2711)
!2714 = !{!2715, !2715, i64 0}
!2715 = !{!"long double", !295, i64 0}
!2716 = !DILocation(line: 986, column: 5, scope: !2711)
!2717 = !DILocation(line: 987, column: 22, scope: !2718)
!2718 = distinct !DILexicalBlock(scope: !2712, file: !3, line: 986, column: 12)
!2719 = !DILocation(line: 987, column: 20, scope: !2718)
!2720 = !{!2721, !2721, i64 0}
!2721 = !{!"double", !295, i64 0}
!2722 = !DILocation(line: 989, column: 13, scope: !2567)
!2723 = !DILocation(line: 992, column: 1, scope: !2559)
!2724 = distinct !DISubprogram(name: "scanf", scope: !3, file: !3, line: 997, type: !2725, scopeLine: 997, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2727)
!2725 = !DISubroutineType(types: !2726)
!2726 = !{!23, !25, null}
!2727 = !{!2728, !2729, !2734}
!2728 = !DILocalVariable(name: "f", arg: 1, scope: !2724, file: !3, line: 997, type: !25)
!2729 = !DILocalVariable(name: "ap", scope: !2724, file: !3, line: 998, type: !2730)
!2730 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !3, baseType: !2731)
!2731 = !DICompositeType(tag: DW_TAG_array_type, baseType: !2547, size: 192, elements: !2732)
!2732 = !{!2733}
!2733 = !DISubrange(count: 1)
!2734 = !DILocalVariable(name: "r", scope: !2724, file: !3, line: 1000, type: !23)
!2735 = distinct !DIAssignID()
!2736 = !DILocation(line: 0, scope: !2724)
!2737 = !DILocation(line: 998, column: 3, scope: !2724)
!2738 = !DILocation(line: 999, column: 3, scope: !2724)
!2739 = !DILocation(line: 1000, column: 11, scope: !2724)
!2740 = !DILocation(line: 1001, column: 3, scope: !2724)
!2741 = !DILocation(line: 1003, column: 1, scope: !2724)
!2742 = !DILocation(line: 1002, column: 3, scope: !2724)
!2743 = distinct !DISubprogram(name: "fscanf", scope: !3, file: !3, line: 1008, type: !2744, scopeLine: 1008, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2746)
!2744 = !DISubroutineType(types: !2745)
!2745 = !{!23, !53, !25, null}
!2746 = !{!2747, !2748, !2749, !2750}
!2747 = !DILocalVariable(name: "s", arg: 1, scope: !2743, file: !3, line: 1008, type: !53)
!2748 = !DILocalVariable(name: "f", arg: 2, scope: !2743, file: !3, line: 1008, type: !25)
!2749 = !DILocalVariable(name: "ap", scope: !2743, file: !3, line: 1011, type: !2730)
!2750 = !DILocalVariable(name: "r", scope: !2743, file: !3, line: 1013, type: !23)
!2751 = distinct !DIAssignID()
!2752 = !DILocation(line: 0, scope: !2743)
!2753 = !DILocation(line: 1009, column: 8, scope: !2754)
!2754 = distinct !DILexicalBlock(scope: !2743, file: !3, line: 1009, column: 7)
!2755 = !DILocation(line: 1009, column: 10, scope: !2754)
!2756 = !DILocation(line: 1009, column: 16, scope: !2754)
!2757 = !DILocation(line: 1009, column: 19, scope: !2754)
!2758 = !DILocation(line: 1009, column: 7, scope: !2743)
!2759 = !DILocation(line: 1011, column: 3, scope: !2743)
!2760 = !DILocation(line: 1012, column: 3, scope: !2743)
!2761 = !DILocation(line: 1013, column: 11, scope: !2743)
!2762 = !DILocation(line: 1014, column: 3, scope: !2743)
!2763 = !DILocation(line: 1016, column: 1, scope: !2743)
!2764 = !DISubprogram(name: "__VERIFIER_nondet_char", scope: !3, file: !3, line: 884, type: !2765, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2765 = !DISubroutineType(types: !2766)
!2766 = !{!15}
!2767 = !DISubprogram(name: "__VERIFIER_nondet_int", scope: !3, file: !3, line: 885, type: !1638, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2768 = !DISubprogram(name: "__pancam_scanf_unsupported_conversion", scope: !3, file: !3, line: 890, type: !95, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2769 = !DISubprogram(name: "__VERIFIER_nondet_longlong", scope: !3, file: !3, line: 887, type: !2770, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2770 = !DISubroutineType(types: !2771)
!2771 = !{!20}
!2772 = !DISubprogram(name: "__VERIFIER_nondet_long", scope: !3, file: !3, line: 886, type: !2373, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2773 = !DISubprogram(name: "__VERIFIER_nondet_float", scope: !3, file: !3, line: 888, type: !2774, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2774 = !DISubroutineType(types: !2775)
!2775 = !{!45}
!2776 = !DISubprogram(name: "__VERIFIER_nondet_double", scope: !3, file: !3, line: 889, type: !2777, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2777 = !DISubroutineType(types: !2778)
!2778 = !{!49}
