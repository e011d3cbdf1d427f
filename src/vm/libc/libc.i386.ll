; ModuleID = 'src/vm/libc/libc.c'
source_filename = "src/vm/libc/libc.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

%struct.pancam_file = type { i32 }

@pancam_errno = internal thread_local global i32 0, align 4, !dbg !0
@pancam_stdin = internal global %struct.pancam_file zeroinitializer, align 4, !dbg !131
@stdin = dso_local local_unnamed_addr global ptr @pancam_stdin, align 4, !dbg !51
@pancam_stdout = internal global %struct.pancam_file { i32 1 }, align 4, !dbg !133
@stdout = dso_local local_unnamed_addr global ptr @pancam_stdout, align 4, !dbg !57
@pancam_stderr = internal global %struct.pancam_file { i32 2 }, align 4, !dbg !135
@stderr = dso_local local_unnamed_addr global ptr @pancam_stderr, align 4, !dbg !59
@atexit_n = internal unnamed_addr global i32 0, align 4, !dbg !99
@atexit_fns = internal unnamed_addr global [32 x ptr] zeroinitializer, align 4, !dbg !91
@strtok.save = internal unnamed_addr global ptr null, align 4, !dbg !61
@ctype_b = internal constant ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), align 4, !dbg !137
@ctype_lower = internal constant ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), align 4, !dbg !69
@ctype_upper = internal constant ptr getelementptr inbounds (i8, ptr @ctype_upper_table, i32 512), align 4, !dbg !74
@ctype_lower_table = internal constant [384 x i32] [i32 -128, i32 -127, i32 -126, i32 -125, i32 -124, i32 -123, i32 -122, i32 -121, i32 -120, i32 -119, i32 -118, i32 -117, i32 -116, i32 -115, i32 -114, i32 -113, i32 -112, i32 -111, i32 -110, i32 -109, i32 -108, i32 -107, i32 -106, i32 -105, i32 -104, i32 -103, i32 -102, i32 -101, i32 -100, i32 -99, i32 -98, i32 -97, i32 -96, i32 -95, i32 -94, i32 -93, i32 -92, i32 -91, i32 -90, i32 -89, i32 -88, i32 -87, i32 -86, i32 -85, i32 -84, i32 -83, i32 -82, i32 -81, i32 -80, i32 -79, i32 -78, i32 -77, i32 -76, i32 -75, i32 -74, i32 -73, i32 -72, i32 -71, i32 -70, i32 -69, i32 -68, i32 -67, i32 -66, i32 -65, i32 -64, i32 -63, i32 -62, i32 -61, i32 -60, i32 -59, i32 -58, i32 -57, i32 -56, i32 -55, i32 -54, i32 -53, i32 -52, i32 -51, i32 -50, i32 -49, i32 -48, i32 -47, i32 -46, i32 -45, i32 -44, i32 -43, i32 -42, i32 -41, i32 -40, i32 -39, i32 -38, i32 -37, i32 -36, i32 -35, i32 -34, i32 -33, i32 -32, i32 -31, i32 -30, i32 -29, i32 -28, i32 -27, i32 -26, i32 -25, i32 -24, i32 -23, i32 -22, i32 -21, i32 -20, i32 -19, i32 -18, i32 -17, i32 -16, i32 -15, i32 -14, i32 -13, i32 -12, i32 -11, i32 -10, i32 -9, i32 -8, i32 -7, i32 -6, i32 -5, i32 -4, i32 -3, i32 -2, i32 -1, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119, i32 120, i32 121, i32 122, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119, i32 120, i32 121, i32 122, i32 123, i32 124, i32 125, i32 126, i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254, i32 255], align 4, !dbg !147
@ctype_upper_table = internal constant [384 x i32] [i32 -128, i32 -127, i32 -126, i32 -125, i32 -124, i32 -123, i32 -122, i32 -121, i32 -120, i32 -119, i32 -118, i32 -117, i32 -116, i32 -115, i32 -114, i32 -113, i32 -112, i32 -111, i32 -110, i32 -109, i32 -108, i32 -107, i32 -106, i32 -105, i32 -104, i32 -103, i32 -102, i32 -101, i32 -100, i32 -99, i32 -98, i32 -97, i32 -96, i32 -95, i32 -94, i32 -93, i32 -92, i32 -91, i32 -90, i32 -89, i32 -88, i32 -87, i32 -86, i32 -85, i32 -84, i32 -83, i32 -82, i32 -81, i32 -80, i32 -79, i32 -78, i32 -77, i32 -76, i32 -75, i32 -74, i32 -73, i32 -72, i32 -71, i32 -70, i32 -69, i32 -68, i32 -67, i32 -66, i32 -65, i32 -64, i32 -63, i32 -62, i32 -61, i32 -60, i32 -59, i32 -58, i32 -57, i32 -56, i32 -55, i32 -54, i32 -53, i32 -52, i32 -51, i32 -50, i32 -49, i32 -48, i32 -47, i32 -46, i32 -45, i32 -44, i32 -43, i32 -42, i32 -41, i32 -40, i32 -39, i32 -38, i32 -37, i32 -36, i32 -35, i32 -34, i32 -33, i32 -32, i32 -31, i32 -30, i32 -29, i32 -28, i32 -27, i32 -26, i32 -25, i32 -24, i32 -23, i32 -22, i32 -21, i32 -20, i32 -19, i32 -18, i32 -17, i32 -16, i32 -15, i32 -14, i32 -13, i32 -12, i32 -11, i32 -10, i32 -9, i32 -8, i32 -7, i32 -6, i32 -5, i32 -4, i32 -3, i32 -2, i32 -1, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 123, i32 124, i32 125, i32 126, i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254, i32 255], align 4, !dbg !150
@rand_state = internal unnamed_addr global [31 x i32] zeroinitializer, align 4, !dbg !101
@rand_f = internal unnamed_addr global i32 0, align 4, !dbg !106
@rand_r = internal unnamed_addr global i32 0, align 4, !dbg !108
@rand_seeded = internal unnamed_addr global i1 false, align 4, !dbg !273
@key_used = internal unnamed_addr global [64 x i32] zeroinitializer, align 4, !dbg !112
@key_dtor = internal unnamed_addr global [64 x ptr] zeroinitializer, align 4, !dbg !117
@__pancam_tsd_dtors = dso_local local_unnamed_addr global i32 0, align 4, !dbg !126
@key_value = internal thread_local unnamed_addr global [64 x ptr] zeroinitializer, align 4, !dbg !123
@pancam_errlist = internal unnamed_addr constant [36 x ptr] [ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21, ptr @.str.22, ptr @.str.23, ptr @.str.24, ptr @.str.25, ptr @.str.26, ptr @.str.27, ptr @.str.28, ptr @.str.29, ptr @.str.30, ptr @.str.31, ptr @.str.32, ptr @.str.33, ptr @.str.34, ptr @.str.35, ptr @.str.36, ptr @.str.37, ptr @.str.38, ptr @.str.39], align 4, !dbg !267
@pancam_errbuf = internal global [32 x i8] zeroinitializer, align 1, !dbg !128
@.str.1 = private unnamed_addr constant [3 x i8] c": \00", align 1, !dbg !81
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !86
@ctype_b_table = internal constant <{ [256 x i16], [128 x i16] }> <{ [256 x i16] [i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 8195, i16 8194, i16 8194, i16 8194, i16 8194, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 24577, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -11000, i16 -11000, i16 -11000, i16 -11000, i16 -11000, i16 -11000, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -10744, i16 -10744, i16 -10744, i16 -10744, i16 -10744, i16 -10744, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 2], [128 x i16] zeroinitializer }>, align 2, !dbg !142
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
define dso_local nonnull ptr @__errno_location() local_unnamed_addr #0 !dbg !281 {
  %1 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !284
  ret ptr %1, !dbg !285
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 -1, 1) i32 @atexit(ptr noundef %0) local_unnamed_addr #2 !dbg !286 {
    #dbg_value(ptr %0, !290, !DIExpression(), !291)
  %2 = load i32, ptr @atexit_n, align 4, !dbg !292, !tbaa !294
  %3 = icmp sgt i32 %2, 31, !dbg !298
  br i1 %3, label %7, label %4, !dbg !299

4:                                                ; preds = %1
  %5 = add nsw i32 %2, 1, !dbg !300
  store i32 %5, ptr @atexit_n, align 4, !dbg !300, !tbaa !294
  %6 = getelementptr inbounds [32 x ptr], ptr @atexit_fns, i32 0, i32 %2, !dbg !301
  store ptr %0, ptr %6, align 4, !dbg !302, !tbaa !303
  br label %7, !dbg !305

7:                                                ; preds = %1, %4
  %8 = phi i32 [ 0, %4 ], [ -1, %1 ], !dbg !291
  ret i32 %8, !dbg !306
}

; Function Attrs: noreturn nounwind
define dso_local void @exit(i32 noundef %0) local_unnamed_addr #3 !dbg !307 {
    #dbg_value(i32 %0, !311, !DIExpression(), !314)
  %2 = load i32, ptr @atexit_n, align 4, !dbg !315, !tbaa !294
  %3 = icmp sgt i32 %2, 0, !dbg !316
  br i1 %3, label %4, label %11, !dbg !317

4:                                                ; preds = %1, %4
  %5 = phi i32 [ %9, %4 ], [ %2, %1 ]
  %6 = add nsw i32 %5, -1, !dbg !318
  store i32 %6, ptr @atexit_n, align 4, !dbg !318, !tbaa !294
  %7 = getelementptr inbounds [32 x ptr], ptr @atexit_fns, i32 0, i32 %6, !dbg !319
  %8 = load ptr, ptr %7, align 4, !dbg !319, !tbaa !303
    #dbg_value(ptr %8, !312, !DIExpression(), !320)
  tail call void %8() #19, !dbg !321
  %9 = load i32, ptr @atexit_n, align 4, !dbg !315, !tbaa !294
  %10 = icmp sgt i32 %9, 0, !dbg !316
  br i1 %10, label %4, label %11, !dbg !317, !llvm.loop !322

11:                                               ; preds = %4, %1
  tail call void @__pancam_exit(i32 noundef %0) #20, !dbg !325
  unreachable, !dbg !325
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: noreturn
declare !dbg !326 void @__pancam_exit(i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local i32 @memcmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #6 !dbg !327 {
    #dbg_value(ptr %0, !334, !DIExpression(), !341)
    #dbg_value(ptr %1, !335, !DIExpression(), !341)
    #dbg_value(i32 %2, !336, !DIExpression(), !341)
    #dbg_value(ptr %0, !337, !DIExpression(), !341)
    #dbg_value(ptr %1, !338, !DIExpression(), !341)
    #dbg_value(i32 0, !339, !DIExpression(), !342)
  %4 = icmp eq i32 %2, 0, !dbg !343
  br i1 %4, label %18, label %8, !dbg !345

5:                                                ; preds = %8
  %6 = add nuw i32 %9, 1, !dbg !346
    #dbg_value(i32 %6, !339, !DIExpression(), !342)
    #dbg_value(i32 %6, !339, !DIExpression(), !342)
  %7 = icmp eq i32 %6, %2, !dbg !343
  br i1 %7, label %18, label %8, !dbg !345, !llvm.loop !347

8:                                                ; preds = %3, %5
  %9 = phi i32 [ %6, %5 ], [ 0, %3 ]
    #dbg_value(i32 %9, !339, !DIExpression(), !342)
  %10 = getelementptr inbounds i8, ptr %0, i32 %9, !dbg !349
  %11 = load i8, ptr %10, align 1, !dbg !349, !tbaa !351
  %12 = getelementptr inbounds i8, ptr %1, i32 %9, !dbg !352
  %13 = load i8, ptr %12, align 1, !dbg !352, !tbaa !351
  %14 = icmp eq i8 %11, %13, !dbg !353
    #dbg_value(i32 %9, !339, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !342)
  br i1 %14, label %5, label %15, !dbg !354

15:                                               ; preds = %8
  %16 = icmp ult i8 %11, %13, !dbg !355
  %17 = select i1 %16, i32 -1, i32 1, !dbg !356
  br label %18, !dbg !357

18:                                               ; preds = %5, %3, %15
  %19 = phi i32 [ %17, %15 ], [ 0, %3 ], [ 0, %5 ]
  ret i32 %19, !dbg !358
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local range(i32 0, 2) i32 @bcmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #6 !dbg !359 {
    #dbg_value(ptr %0, !361, !DIExpression(), !364)
    #dbg_value(ptr %1, !362, !DIExpression(), !364)
    #dbg_value(i32 %2, !363, !DIExpression(), !364)
    #dbg_value(ptr %0, !334, !DIExpression(), !365)
    #dbg_value(ptr %1, !335, !DIExpression(), !365)
    #dbg_value(i32 %2, !336, !DIExpression(), !365)
    #dbg_value(ptr %0, !337, !DIExpression(), !365)
    #dbg_value(ptr %1, !338, !DIExpression(), !365)
    #dbg_value(i32 0, !339, !DIExpression(), !367)
  %4 = icmp eq i32 %2, 0, !dbg !368
  br i1 %4, label %15, label %8, !dbg !369

5:                                                ; preds = %8
  %6 = add nuw i32 %9, 1, !dbg !370
    #dbg_value(i32 %6, !339, !DIExpression(), !367)
    #dbg_value(i32 %6, !339, !DIExpression(), !367)
  %7 = icmp eq i32 %6, %2, !dbg !368
  br i1 %7, label %15, label %8, !dbg !369, !llvm.loop !371

8:                                                ; preds = %3, %5
  %9 = phi i32 [ %6, %5 ], [ 0, %3 ]
    #dbg_value(i32 %9, !339, !DIExpression(), !367)
  %10 = getelementptr inbounds i8, ptr %0, i32 %9, !dbg !373
  %11 = load i8, ptr %10, align 1, !dbg !373, !tbaa !351
  %12 = getelementptr inbounds i8, ptr %1, i32 %9, !dbg !374
  %13 = load i8, ptr %12, align 1, !dbg !374, !tbaa !351
  %14 = icmp eq i8 %11, %13, !dbg !375
    #dbg_value(i32 %9, !339, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !367)
  br i1 %14, label %5, label %15, !dbg !376

15:                                               ; preds = %8, %5, %3
  %16 = phi i32 [ 0, %3 ], [ 1, %8 ], [ 0, %5 ]
  ret i32 %16, !dbg !377
}

; Function Attrs: nounwind
define dso_local ptr @mempcpy(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #7 !dbg !378 {
    #dbg_value(ptr %0, !382, !DIExpression(), !385)
    #dbg_value(ptr %1, !383, !DIExpression(), !385)
    #dbg_value(i32 %2, !384, !DIExpression(), !385)
  %4 = tail call ptr @memcpy(ptr noundef %0, ptr noundef %1, i32 noundef %2) #19, !dbg !386
  %5 = getelementptr inbounds i8, ptr %4, i32 %2, !dbg !387
  ret ptr %5, !dbg !388
}

declare !dbg !389 ptr @memcpy(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #8

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local noundef ptr @memrchr(ptr noundef readonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #6 !dbg !390 {
    #dbg_value(ptr %0, !394, !DIExpression(), !398)
    #dbg_value(i32 %1, !395, !DIExpression(), !398)
    #dbg_value(i32 %2, !396, !DIExpression(), !398)
    #dbg_value(ptr %0, !397, !DIExpression(), !398)
  %4 = trunc i32 %1 to i8
  br label %5, !dbg !399

5:                                                ; preds = %8, %3
  %6 = phi i32 [ %2, %3 ], [ %9, %8 ]
    #dbg_value(i32 %6, !396, !DIExpression(), !398)
  %7 = icmp eq i32 %6, 0, !dbg !400
  br i1 %7, label %15, label %8, !dbg !399

8:                                                ; preds = %5
  %9 = add i32 %6, -1, !dbg !401
    #dbg_value(i32 %9, !396, !DIExpression(), !398)
  %10 = getelementptr inbounds i8, ptr %0, i32 %9, !dbg !403
  %11 = load i8, ptr %10, align 1, !dbg !403, !tbaa !351
  %12 = icmp eq i8 %11, %4, !dbg !405
  br i1 %12, label %13, label %5, !dbg !406, !llvm.loop !407

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %0, i32 %9
  br label %15, !dbg !409

15:                                               ; preds = %5, %13
  %16 = phi ptr [ %14, %13 ], [ null, %5 ], !dbg !398
  ret ptr %16, !dbg !409
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local ptr @memchr(ptr noundef readonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #6 !dbg !410 {
    #dbg_value(ptr %0, !412, !DIExpression(), !418)
    #dbg_value(i32 %1, !413, !DIExpression(), !418)
    #dbg_value(i32 %2, !414, !DIExpression(), !418)
    #dbg_value(ptr %0, !415, !DIExpression(), !418)
    #dbg_value(i32 0, !416, !DIExpression(), !419)
  %4 = icmp eq i32 %2, 0, !dbg !420
  br i1 %4, label %17, label %5, !dbg !422

5:                                                ; preds = %3
  %6 = trunc i32 %1 to i8
  br label %7, !dbg !422

7:                                                ; preds = %5, %12
  %8 = phi i32 [ 0, %5 ], [ %13, %12 ]
    #dbg_value(i32 %8, !416, !DIExpression(), !419)
  %9 = getelementptr inbounds i8, ptr %0, i32 %8, !dbg !423
  %10 = load i8, ptr %9, align 1, !dbg !423, !tbaa !351
  %11 = icmp eq i8 %10, %6, !dbg !425
  br i1 %11, label %15, label %12, !dbg !426

12:                                               ; preds = %7
  %13 = add nuw i32 %8, 1, !dbg !427
    #dbg_value(i32 %13, !416, !DIExpression(), !419)
  %14 = icmp eq i32 %13, %2, !dbg !420
  br i1 %14, label %17, label %7, !dbg !422, !llvm.loop !428

15:                                               ; preds = %7
  %16 = getelementptr inbounds i8, ptr %0, i32 %8
  br label %17, !dbg !430

17:                                               ; preds = %12, %15, %3
  %18 = phi ptr [ null, %3 ], [ %16, %15 ], [ null, %12 ]
  ret ptr %18, !dbg !430
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local i32 @strnlen(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #6 !dbg !431 {
    #dbg_value(ptr %0, !435, !DIExpression(), !438)
    #dbg_value(i32 %1, !436, !DIExpression(), !438)
    #dbg_value(i32 0, !437, !DIExpression(), !438)
  %3 = icmp eq i32 %1, 0, !dbg !439
  br i1 %3, label %12, label %4, !dbg !440

4:                                                ; preds = %2, %9
  %5 = phi i32 [ %10, %9 ], [ 0, %2 ]
    #dbg_value(i32 %5, !437, !DIExpression(), !438)
  %6 = getelementptr inbounds i8, ptr %0, i32 %5, !dbg !441
  %7 = load i8, ptr %6, align 1, !dbg !441, !tbaa !351
  %8 = icmp eq i8 %7, 0, !dbg !440
  br i1 %8, label %12, label %9, !dbg !442

9:                                                ; preds = %4
  %10 = add nuw i32 %5, 1, !dbg !443
    #dbg_value(i32 %10, !437, !DIExpression(), !438)
  %11 = icmp eq i32 %10, %1, !dbg !439
  br i1 %11, label %12, label %4, !dbg !440, !llvm.loop !444

12:                                               ; preds = %4, %9, %2
  %13 = phi i32 [ 0, %2 ], [ %1, %9 ], [ %5, %4 ], !dbg !438
  ret i32 %13, !dbg !445
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local range(i32 -1, 2) i32 @strcmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !446 {
    #dbg_value(ptr %0, !450, !DIExpression(), !454)
    #dbg_value(ptr %1, !451, !DIExpression(), !454)
    #dbg_value(ptr %0, !452, !DIExpression(), !454)
    #dbg_value(ptr %1, !453, !DIExpression(), !454)
  %3 = load i8, ptr %0, align 1, !dbg !455, !tbaa !351
  %4 = icmp eq i8 %3, 0, !dbg !455
  br i1 %4, label %16, label %5, !dbg !456

5:                                                ; preds = %2, %11
  %6 = phi i8 [ %14, %11 ], [ %3, %2 ]
  %7 = phi ptr [ %13, %11 ], [ %1, %2 ]
  %8 = phi ptr [ %12, %11 ], [ %0, %2 ]
    #dbg_value(ptr %7, !453, !DIExpression(), !454)
    #dbg_value(ptr %8, !452, !DIExpression(), !454)
  %9 = load i8, ptr %7, align 1, !dbg !457, !tbaa !351
  %10 = icmp eq i8 %6, %9, !dbg !458
  br i1 %10, label %11, label %16, !dbg !459

11:                                               ; preds = %5
  %12 = getelementptr inbounds i8, ptr %8, i32 1, !dbg !460
    #dbg_value(ptr %12, !452, !DIExpression(), !454)
  %13 = getelementptr inbounds i8, ptr %7, i32 1, !dbg !462
    #dbg_value(ptr %13, !453, !DIExpression(), !454)
  %14 = load i8, ptr %12, align 1, !dbg !455, !tbaa !351
  %15 = icmp eq i8 %14, 0, !dbg !455
  br i1 %15, label %16, label %5, !dbg !456, !llvm.loop !463

16:                                               ; preds = %5, %11, %2
  %17 = phi ptr [ %1, %2 ], [ %13, %11 ], [ %7, %5 ], !dbg !454
  %18 = phi i8 [ 0, %2 ], [ 0, %11 ], [ %6, %5 ], !dbg !455
  %19 = load i8, ptr %17, align 1, !dbg !465, !tbaa !351
  %20 = icmp ugt i8 %18, %19, !dbg !466
  %21 = zext i1 %20 to i32, !dbg !466
  %22 = icmp ult i8 %18, %19, !dbg !467
  %23 = sext i1 %22 to i32, !dbg !467
  %24 = add nsw i32 %23, %21, !dbg !468
  ret i32 %24, !dbg !469
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local i32 @strncmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #6 !dbg !470 {
    #dbg_value(ptr %0, !474, !DIExpression(), !481)
    #dbg_value(ptr %1, !475, !DIExpression(), !481)
    #dbg_value(i32 %2, !476, !DIExpression(), !481)
    #dbg_value(ptr %0, !477, !DIExpression(), !481)
    #dbg_value(ptr %1, !478, !DIExpression(), !481)
    #dbg_value(i32 0, !479, !DIExpression(), !482)
  %4 = icmp eq i32 %2, 0, !dbg !483
  br i1 %4, label %23, label %5, !dbg !485

5:                                                ; preds = %3, %18
  %6 = phi i32 [ %20, %18 ], [ 0, %3 ]
    #dbg_value(i32 %6, !479, !DIExpression(), !482)
  %7 = getelementptr inbounds i8, ptr %0, i32 %6, !dbg !486
  %8 = load i8, ptr %7, align 1, !dbg !486, !tbaa !351
  %9 = getelementptr inbounds i8, ptr %1, i32 %6, !dbg !489
  %10 = load i8, ptr %9, align 1, !dbg !489, !tbaa !351
  %11 = icmp eq i8 %8, %10, !dbg !490
  br i1 %11, label %18, label %12, !dbg !491

12:                                               ; preds = %5
  %13 = icmp ugt i8 %8, %10, !dbg !492
  %14 = zext i1 %13 to i32, !dbg !492
  %15 = icmp ult i8 %8, %10, !dbg !493
  %16 = sext i1 %15 to i32, !dbg !493
  %17 = add nsw i32 %16, %14, !dbg !494
  br label %23, !dbg !495

18:                                               ; preds = %5
  %19 = icmp eq i8 %8, 0, !dbg !496
    #dbg_value(i32 %6, !479, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !482)
  %20 = add nuw i32 %6, 1
    #dbg_value(i32 %20, !479, !DIExpression(), !482)
    #dbg_value(i32 %20, !479, !DIExpression(), !482)
  %21 = icmp eq i32 %20, %2
  %22 = select i1 %19, i1 true, i1 %21, !dbg !498
  br i1 %22, label %23, label %5, !dbg !498, !llvm.loop !499

23:                                               ; preds = %18, %3, %12
  %24 = phi i32 [ %17, %12 ], [ 0, %3 ], [ 0, %18 ]
  ret i32 %24, !dbg !501
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local noundef ptr @strcpy(ptr noundef returned writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #10 !dbg !502 {
    #dbg_value(ptr %0, !504, !DIExpression(), !507)
    #dbg_value(ptr %1, !505, !DIExpression(), !507)
    #dbg_value(ptr %0, !506, !DIExpression(), !507)
  br label %3, !dbg !508

3:                                                ; preds = %3, %2
  %4 = phi ptr [ %1, %2 ], [ %6, %3 ]
  %5 = phi ptr [ %0, %2 ], [ %8, %3 ]
    #dbg_value(ptr %5, !504, !DIExpression(), !507)
    #dbg_value(ptr %4, !505, !DIExpression(), !507)
  %6 = getelementptr inbounds i8, ptr %4, i32 1, !dbg !509
    #dbg_value(ptr %6, !505, !DIExpression(), !507)
  %7 = load i8, ptr %4, align 1, !dbg !510, !tbaa !351
  %8 = getelementptr inbounds i8, ptr %5, i32 1, !dbg !511
    #dbg_value(ptr %8, !504, !DIExpression(), !507)
  store i8 %7, ptr %5, align 1, !dbg !512, !tbaa !351
  %9 = icmp eq i8 %7, 0, !dbg !508
  br i1 %9, label %10, label %3, !dbg !508, !llvm.loop !513

10:                                               ; preds = %3
  ret ptr %0, !dbg !515
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local noundef ptr @stpcpy(ptr noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #10 !dbg !516 {
    #dbg_value(ptr %0, !518, !DIExpression(), !520)
    #dbg_value(ptr %1, !519, !DIExpression(), !520)
    #dbg_value(ptr %1, !519, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !520)
  %3 = load i8, ptr %1, align 1, !dbg !521, !tbaa !351
  store i8 %3, ptr %0, align 1, !dbg !522, !tbaa !351
  %4 = icmp eq i8 %3, 0, !dbg !523
  br i1 %4, label %12, label %5, !dbg !523

5:                                                ; preds = %2, %5
  %6 = phi ptr [ %8, %5 ], [ %1, %2 ]
  %7 = phi ptr [ %9, %5 ], [ %0, %2 ]
    #dbg_value(ptr %6, !519, !DIExpression(), !520)
    #dbg_value(ptr %7, !518, !DIExpression(), !520)
  %8 = getelementptr inbounds i8, ptr %6, i32 1, !dbg !524
    #dbg_value(ptr %8, !519, !DIExpression(), !520)
  %9 = getelementptr inbounds i8, ptr %7, i32 1, !dbg !525
    #dbg_value(ptr %9, !518, !DIExpression(), !520)
    #dbg_value(ptr %8, !519, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !520)
  %10 = load i8, ptr %8, align 1, !dbg !521, !tbaa !351
  store i8 %10, ptr %9, align 1, !dbg !522, !tbaa !351
  %11 = icmp eq i8 %10, 0, !dbg !523
  br i1 %11, label %12, label %5, !dbg !523, !llvm.loop !526

12:                                               ; preds = %5, %2
  %13 = phi ptr [ %0, %2 ], [ %9, %5 ]
  ret ptr %13, !dbg !527
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptr @stpncpy(ptr noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #11 !dbg !528 {
    #dbg_value(ptr %0, !532, !DIExpression(), !537)
    #dbg_value(ptr %1, !533, !DIExpression(), !537)
    #dbg_value(i32 %2, !534, !DIExpression(), !537)
    #dbg_value(i32 0, !535, !DIExpression(), !537)
  %4 = icmp eq i32 %2, 0, !dbg !538
  br i1 %4, label %14, label %5, !dbg !541

5:                                                ; preds = %3, %10
  %6 = phi i32 [ %12, %10 ], [ 0, %3 ]
    #dbg_value(i32 %6, !535, !DIExpression(), !537)
  %7 = getelementptr inbounds i8, ptr %1, i32 %6, !dbg !542
  %8 = load i8, ptr %7, align 1, !dbg !542, !tbaa !351
  %9 = icmp eq i8 %8, 0, !dbg !541
  br i1 %9, label %14, label %10, !dbg !543

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %0, i32 %6, !dbg !544
  store i8 %8, ptr %11, align 1, !dbg !545, !tbaa !351
  %12 = add nuw i32 %6, 1, !dbg !546
    #dbg_value(i32 %12, !535, !DIExpression(), !537)
  %13 = icmp eq i32 %12, %2, !dbg !538
  br i1 %13, label %52, label %5, !dbg !541, !llvm.loop !547

14:                                               ; preds = %5, %3
  %15 = phi i32 [ 0, %3 ], [ %6, %5 ], !dbg !537
    #dbg_value(!DIArgList(ptr %0, i32 %15), !536, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !537)
    #dbg_value(i32 %15, !535, !DIExpression(), !537)
  %16 = icmp ult i32 %15, %2, !dbg !549
  br i1 %16, label %17, label %52, !dbg !552

17:                                               ; preds = %14
  %18 = sub i32 %2, %15, !dbg !552
  %19 = and i32 %18, 7, !dbg !552
  %20 = icmp eq i32 %19, 0, !dbg !552
  br i1 %20, label %28, label %21, !dbg !552

21:                                               ; preds = %17, %21
  %22 = phi i32 [ %25, %21 ], [ %15, %17 ]
  %23 = phi i32 [ %26, %21 ], [ 0, %17 ]
    #dbg_value(i32 %22, !535, !DIExpression(), !537)
  %24 = getelementptr inbounds i8, ptr %0, i32 %22, !dbg !553
  store i8 0, ptr %24, align 1, !dbg !554, !tbaa !351
  %25 = add nuw i32 %22, 1, !dbg !555
    #dbg_value(i32 %25, !535, !DIExpression(), !537)
  %26 = add i32 %23, 1, !dbg !552
  %27 = icmp eq i32 %26, %19, !dbg !552
  br i1 %27, label %28, label %21, !dbg !552, !llvm.loop !556

28:                                               ; preds = %21, %17
  %29 = phi i32 [ %15, %17 ], [ %25, %21 ]
  %30 = sub i32 %15, %2, !dbg !552
  %31 = icmp ugt i32 %30, -8, !dbg !552
  br i1 %31, label %52, label %32, !dbg !552

32:                                               ; preds = %28
  %33 = getelementptr i8, ptr %0, i32 1, !dbg !552
  %34 = getelementptr i8, ptr %0, i32 2, !dbg !552
  %35 = getelementptr i8, ptr %0, i32 3, !dbg !552
  %36 = getelementptr i8, ptr %0, i32 4, !dbg !552
  %37 = getelementptr i8, ptr %0, i32 5, !dbg !552
  %38 = getelementptr i8, ptr %0, i32 6, !dbg !552
  %39 = getelementptr i8, ptr %0, i32 7, !dbg !552
  br label %40, !dbg !552

40:                                               ; preds = %40, %32
  %41 = phi i32 [ %29, %32 ], [ %50, %40 ]
    #dbg_value(i32 %41, !535, !DIExpression(), !537)
  %42 = getelementptr inbounds i8, ptr %0, i32 %41, !dbg !553
  store i8 0, ptr %42, align 1, !dbg !554, !tbaa !351
    #dbg_value(i32 %41, !535, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !537)
  %43 = getelementptr i8, ptr %33, i32 %41, !dbg !553
  store i8 0, ptr %43, align 1, !dbg !554, !tbaa !351
    #dbg_value(i32 %41, !535, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !537)
  %44 = getelementptr i8, ptr %34, i32 %41, !dbg !553
  store i8 0, ptr %44, align 1, !dbg !554, !tbaa !351
    #dbg_value(i32 %41, !535, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !537)
  %45 = getelementptr i8, ptr %35, i32 %41, !dbg !553
  store i8 0, ptr %45, align 1, !dbg !554, !tbaa !351
    #dbg_value(i32 %41, !535, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !537)
  %46 = getelementptr i8, ptr %36, i32 %41, !dbg !553
  store i8 0, ptr %46, align 1, !dbg !554, !tbaa !351
    #dbg_value(i32 %41, !535, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !537)
  %47 = getelementptr i8, ptr %37, i32 %41, !dbg !553
  store i8 0, ptr %47, align 1, !dbg !554, !tbaa !351
    #dbg_value(i32 %41, !535, !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value), !537)
  %48 = getelementptr i8, ptr %38, i32 %41, !dbg !553
  store i8 0, ptr %48, align 1, !dbg !554, !tbaa !351
    #dbg_value(i32 %41, !535, !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value), !537)
  %49 = getelementptr i8, ptr %39, i32 %41, !dbg !553
  store i8 0, ptr %49, align 1, !dbg !554, !tbaa !351
  %50 = add nuw i32 %41, 8, !dbg !555
    #dbg_value(i32 %50, !535, !DIExpression(), !537)
  %51 = icmp eq i32 %50, %2, !dbg !549
  br i1 %51, label %52, label %40, !dbg !552, !llvm.loop !558

52:                                               ; preds = %10, %28, %40, %14
  %53 = phi i32 [ %15, %14 ], [ %15, %40 ], [ %15, %28 ], [ %2, %10 ]
  %54 = getelementptr inbounds i8, ptr %0, i32 %53, !dbg !560
    #dbg_value(ptr %54, !536, !DIExpression(), !537)
  ret ptr %54, !dbg !561
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local noundef ptr @strchrnul(ptr noundef readonly %0, i32 noundef %1) local_unnamed_addr #9 !dbg !562 {
    #dbg_value(ptr %0, !566, !DIExpression(), !568)
    #dbg_value(i32 %1, !567, !DIExpression(), !568)
  %3 = load i8, ptr %0, align 1, !dbg !569, !tbaa !351
  %4 = icmp eq i8 %3, 0, !dbg !569
  br i1 %4, label %17, label %5, !dbg !570

5:                                                ; preds = %2
  %6 = shl i32 %1, 24
  %7 = ashr exact i32 %6, 24
  br label %8, !dbg !570

8:                                                ; preds = %5, %13
  %9 = phi i8 [ %3, %5 ], [ %15, %13 ]
  %10 = phi ptr [ %0, %5 ], [ %14, %13 ]
    #dbg_value(ptr %10, !566, !DIExpression(), !568)
  %11 = sext i8 %9 to i32, !dbg !569
  %12 = icmp eq i32 %7, %11, !dbg !571
  br i1 %12, label %17, label %13, !dbg !572

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %10, i32 1, !dbg !573
    #dbg_value(ptr %14, !566, !DIExpression(), !568)
  %15 = load i8, ptr %14, align 1, !dbg !569, !tbaa !351
  %16 = icmp eq i8 %15, 0, !dbg !569
  br i1 %16, label %17, label %8, !dbg !570, !llvm.loop !574

17:                                               ; preds = %8, %13, %2
  %18 = phi ptr [ %0, %2 ], [ %14, %13 ], [ %10, %8 ]
  ret ptr %18, !dbg !575
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local noundef ptr @strncpy(ptr noundef returned writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #11 !dbg !576 {
    #dbg_value(ptr %0, !578, !DIExpression(), !582)
    #dbg_value(ptr %1, !579, !DIExpression(), !582)
    #dbg_value(i32 %2, !580, !DIExpression(), !582)
    #dbg_value(i32 0, !581, !DIExpression(), !582)
  %4 = icmp eq i32 %2, 0, !dbg !583
  br i1 %4, label %14, label %5, !dbg !586

5:                                                ; preds = %3, %10
  %6 = phi i32 [ %12, %10 ], [ 0, %3 ]
    #dbg_value(i32 %6, !581, !DIExpression(), !582)
  %7 = getelementptr inbounds i8, ptr %1, i32 %6, !dbg !587
  %8 = load i8, ptr %7, align 1, !dbg !587, !tbaa !351
  %9 = icmp eq i8 %8, 0, !dbg !586
  br i1 %9, label %14, label %10, !dbg !588

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %0, i32 %6, !dbg !589
  store i8 %8, ptr %11, align 1, !dbg !590, !tbaa !351
  %12 = add nuw i32 %6, 1, !dbg !591
    #dbg_value(i32 %12, !581, !DIExpression(), !582)
  %13 = icmp eq i32 %12, %2, !dbg !583
  br i1 %13, label %52, label %5, !dbg !586, !llvm.loop !592

14:                                               ; preds = %5, %3
  %15 = phi i32 [ 0, %3 ], [ %6, %5 ], !dbg !582
    #dbg_value(i32 %15, !581, !DIExpression(), !582)
  %16 = icmp ult i32 %15, %2, !dbg !594
  br i1 %16, label %17, label %52, !dbg !597

17:                                               ; preds = %14
  %18 = sub i32 %2, %15, !dbg !597
  %19 = and i32 %18, 7, !dbg !597
  %20 = icmp eq i32 %19, 0, !dbg !597
  br i1 %20, label %28, label %21, !dbg !597

21:                                               ; preds = %17, %21
  %22 = phi i32 [ %25, %21 ], [ %15, %17 ]
  %23 = phi i32 [ %26, %21 ], [ 0, %17 ]
    #dbg_value(i32 %22, !581, !DIExpression(), !582)
  %24 = getelementptr inbounds i8, ptr %0, i32 %22, !dbg !598
  store i8 0, ptr %24, align 1, !dbg !599, !tbaa !351
  %25 = add nuw i32 %22, 1, !dbg !600
    #dbg_value(i32 %25, !581, !DIExpression(), !582)
  %26 = add i32 %23, 1, !dbg !597
  %27 = icmp eq i32 %26, %19, !dbg !597
  br i1 %27, label %28, label %21, !dbg !597, !llvm.loop !601

28:                                               ; preds = %21, %17
  %29 = phi i32 [ %15, %17 ], [ %25, %21 ]
  %30 = sub i32 %15, %2, !dbg !597
  %31 = icmp ugt i32 %30, -8, !dbg !597
  br i1 %31, label %52, label %32, !dbg !597

32:                                               ; preds = %28
  %33 = getelementptr i8, ptr %0, i32 1, !dbg !597
  %34 = getelementptr i8, ptr %0, i32 2, !dbg !597
  %35 = getelementptr i8, ptr %0, i32 3, !dbg !597
  %36 = getelementptr i8, ptr %0, i32 4, !dbg !597
  %37 = getelementptr i8, ptr %0, i32 5, !dbg !597
  %38 = getelementptr i8, ptr %0, i32 6, !dbg !597
  %39 = getelementptr i8, ptr %0, i32 7, !dbg !597
  br label %40, !dbg !597

40:                                               ; preds = %40, %32
  %41 = phi i32 [ %29, %32 ], [ %50, %40 ]
    #dbg_value(i32 %41, !581, !DIExpression(), !582)
  %42 = getelementptr inbounds i8, ptr %0, i32 %41, !dbg !598
  store i8 0, ptr %42, align 1, !dbg !599, !tbaa !351
    #dbg_value(i32 %41, !581, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !582)
  %43 = getelementptr i8, ptr %33, i32 %41, !dbg !598
  store i8 0, ptr %43, align 1, !dbg !599, !tbaa !351
    #dbg_value(i32 %41, !581, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !582)
  %44 = getelementptr i8, ptr %34, i32 %41, !dbg !598
  store i8 0, ptr %44, align 1, !dbg !599, !tbaa !351
    #dbg_value(i32 %41, !581, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !582)
  %45 = getelementptr i8, ptr %35, i32 %41, !dbg !598
  store i8 0, ptr %45, align 1, !dbg !599, !tbaa !351
    #dbg_value(i32 %41, !581, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !582)
  %46 = getelementptr i8, ptr %36, i32 %41, !dbg !598
  store i8 0, ptr %46, align 1, !dbg !599, !tbaa !351
    #dbg_value(i32 %41, !581, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !582)
  %47 = getelementptr i8, ptr %37, i32 %41, !dbg !598
  store i8 0, ptr %47, align 1, !dbg !599, !tbaa !351
    #dbg_value(i32 %41, !581, !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value), !582)
  %48 = getelementptr i8, ptr %38, i32 %41, !dbg !598
  store i8 0, ptr %48, align 1, !dbg !599, !tbaa !351
    #dbg_value(i32 %41, !581, !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value), !582)
  %49 = getelementptr i8, ptr %39, i32 %41, !dbg !598
  store i8 0, ptr %49, align 1, !dbg !599, !tbaa !351
  %50 = add nuw i32 %41, 8, !dbg !600
    #dbg_value(i32 %50, !581, !DIExpression(), !582)
  %51 = icmp eq i32 %50, %2, !dbg !594
  br i1 %51, label %52, label %40, !dbg !597, !llvm.loop !602

52:                                               ; preds = %10, %28, %40, %14
  ret ptr %0, !dbg !604
}

; Function Attrs: nounwind
define dso_local noundef ptr @strcat(ptr noundef returned %0, ptr nocapture noundef readonly %1) local_unnamed_addr #7 !dbg !605 {
    #dbg_value(ptr %0, !607, !DIExpression(), !609)
    #dbg_value(ptr %1, !608, !DIExpression(), !609)
  %3 = tail call i32 @strlen(ptr noundef %0) #19, !dbg !610
  %4 = getelementptr inbounds i8, ptr %0, i32 %3, !dbg !611
    #dbg_value(ptr %4, !504, !DIExpression(), !612)
    #dbg_value(ptr %1, !505, !DIExpression(), !612)
    #dbg_value(ptr %4, !506, !DIExpression(), !612)
  br label %5, !dbg !614

5:                                                ; preds = %5, %2
  %6 = phi ptr [ %1, %2 ], [ %8, %5 ]
  %7 = phi ptr [ %4, %2 ], [ %10, %5 ]
    #dbg_value(ptr %7, !504, !DIExpression(), !612)
    #dbg_value(ptr %6, !505, !DIExpression(), !612)
  %8 = getelementptr inbounds i8, ptr %6, i32 1, !dbg !615
    #dbg_value(ptr %8, !505, !DIExpression(), !612)
  %9 = load i8, ptr %6, align 1, !dbg !616, !tbaa !351
  %10 = getelementptr inbounds i8, ptr %7, i32 1, !dbg !617
    #dbg_value(ptr %10, !504, !DIExpression(), !612)
  store i8 %9, ptr %7, align 1, !dbg !618, !tbaa !351
  %11 = icmp eq i8 %9, 0, !dbg !614
  br i1 %11, label %12, label %5, !dbg !614, !llvm.loop !619

12:                                               ; preds = %5
  ret ptr %0, !dbg !621
}

declare !dbg !622 i32 @strlen(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local noundef ptr @strncat(ptr noundef returned %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #7 !dbg !625 {
    #dbg_value(ptr %0, !627, !DIExpression(), !632)
    #dbg_value(ptr %1, !628, !DIExpression(), !632)
    #dbg_value(i32 %2, !629, !DIExpression(), !632)
  %4 = tail call i32 @strlen(ptr noundef %0) #19, !dbg !633
  %5 = getelementptr inbounds i8, ptr %0, i32 %4, !dbg !634
    #dbg_value(ptr %5, !630, !DIExpression(), !632)
    #dbg_value(i32 0, !631, !DIExpression(), !632)
  %6 = icmp eq i32 %2, 0, !dbg !635
  br i1 %6, label %16, label %7, !dbg !638

7:                                                ; preds = %3, %12
  %8 = phi i32 [ %14, %12 ], [ 0, %3 ]
    #dbg_value(i32 %8, !631, !DIExpression(), !632)
  %9 = getelementptr inbounds i8, ptr %1, i32 %8, !dbg !639
  %10 = load i8, ptr %9, align 1, !dbg !639, !tbaa !351
  %11 = icmp eq i8 %10, 0, !dbg !638
  br i1 %11, label %16, label %12, !dbg !640

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %5, i32 %8, !dbg !641
  store i8 %10, ptr %13, align 1, !dbg !642, !tbaa !351
  %14 = add nuw i32 %8, 1, !dbg !643
    #dbg_value(i32 %14, !631, !DIExpression(), !632)
  %15 = icmp eq i32 %14, %2, !dbg !635
  br i1 %15, label %16, label %7, !dbg !638, !llvm.loop !644

16:                                               ; preds = %7, %12, %3
  %17 = phi i32 [ 0, %3 ], [ %2, %12 ], [ %8, %7 ], !dbg !632
  %18 = getelementptr inbounds i8, ptr %5, i32 %17, !dbg !646
  store i8 0, ptr %18, align 1, !dbg !647, !tbaa !351
  ret ptr %0, !dbg !648
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local noundef ptr @strchr(ptr noundef readonly %0, i32 noundef %1) local_unnamed_addr #9 !dbg !649 {
    #dbg_value(ptr %0, !651, !DIExpression(), !653)
    #dbg_value(i32 %1, !652, !DIExpression(), !653)
  %3 = shl i32 %1, 24
  %4 = ashr exact i32 %3, 24
    #dbg_value(ptr %0, !651, !DIExpression(), !653)
  %5 = load i8, ptr %0, align 1, !dbg !654, !tbaa !351
  %6 = sext i8 %5 to i32, !dbg !654
  %7 = icmp eq i32 %4, %6, !dbg !659
  br i1 %7, label %17, label %8, !dbg !660

8:                                                ; preds = %2, %12
  %9 = phi i8 [ %14, %12 ], [ %5, %2 ]
  %10 = phi ptr [ %13, %12 ], [ %0, %2 ]
    #dbg_value(ptr %10, !651, !DIExpression(), !653)
  %11 = icmp eq i8 %9, 0, !dbg !661
  br i1 %11, label %17, label %12, !dbg !663

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %10, i32 1, !dbg !664
    #dbg_value(ptr %13, !651, !DIExpression(), !653)
  %14 = load i8, ptr %13, align 1, !dbg !654, !tbaa !351
  %15 = sext i8 %14 to i32, !dbg !654
  %16 = icmp eq i32 %4, %15, !dbg !659
  br i1 %16, label %17, label %8, !dbg !660, !llvm.loop !665

17:                                               ; preds = %12, %8, %2
  %18 = phi ptr [ %0, %2 ], [ null, %8 ], [ %13, %12 ], !dbg !668
  ret ptr %18, !dbg !669
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local ptr @strrchr(ptr noundef readonly %0, i32 noundef %1) local_unnamed_addr #9 !dbg !670 {
    #dbg_value(ptr %0, !672, !DIExpression(), !675)
    #dbg_value(i32 %1, !673, !DIExpression(), !675)
    #dbg_value(ptr null, !674, !DIExpression(), !675)
  %3 = shl i32 %1, 24
  %4 = ashr exact i32 %3, 24
  br label %5, !dbg !676

5:                                                ; preds = %5, %2
  %6 = phi ptr [ %0, %2 ], [ %13, %5 ]
  %7 = phi ptr [ null, %2 ], [ %11, %5 ], !dbg !675
    #dbg_value(ptr %7, !674, !DIExpression(), !675)
    #dbg_value(ptr %6, !672, !DIExpression(), !675)
  %8 = load i8, ptr %6, align 1, !dbg !677, !tbaa !351
  %9 = sext i8 %8 to i32, !dbg !677
  %10 = icmp eq i32 %4, %9, !dbg !682
  %11 = select i1 %10, ptr %6, ptr %7, !dbg !683
    #dbg_value(ptr %11, !674, !DIExpression(), !675)
  %12 = icmp eq i8 %8, 0, !dbg !684
  %13 = getelementptr inbounds i8, ptr %6, i32 1, !dbg !686
    #dbg_value(ptr %13, !672, !DIExpression(), !675)
  br i1 %12, label %14, label %5, !dbg !687, !llvm.loop !688

14:                                               ; preds = %5
  ret ptr %11, !dbg !691
}

; Function Attrs: nounwind
define dso_local noundef ptr @strstr(ptr noundef readonly %0, ptr noundef %1) local_unnamed_addr #7 !dbg !692 {
    #dbg_value(ptr %0, !696, !DIExpression(), !699)
    #dbg_value(ptr %1, !697, !DIExpression(), !699)
  %3 = tail call i32 @strlen(ptr noundef %1) #19, !dbg !700
    #dbg_value(i32 %3, !698, !DIExpression(), !699)
  %4 = icmp eq i32 %3, 0, !dbg !701
  br i1 %4, label %30, label %5, !dbg !703

5:                                                ; preds = %2
    #dbg_value(ptr %0, !696, !DIExpression(), !699)
  %6 = load i8, ptr %0, align 1, !dbg !704, !tbaa !351
  %7 = icmp eq i8 %6, 0, !dbg !707
  br i1 %7, label %30, label %8, !dbg !707

8:                                                ; preds = %5
  %9 = load i8, ptr %1, align 1, !tbaa !351
  br label %10, !dbg !707

10:                                               ; preds = %8, %26
  %11 = phi i8 [ %6, %8 ], [ %28, %26 ]
  %12 = phi ptr [ %0, %8 ], [ %27, %26 ]
    #dbg_value(ptr %12, !696, !DIExpression(), !699)
  %13 = icmp eq i8 %11, %9, !dbg !708
  br i1 %13, label %14, label %26, !dbg !710

14:                                               ; preds = %10, %21
  %15 = phi i32 [ %23, %21 ], [ 0, %10 ]
    #dbg_value(i32 %15, !479, !DIExpression(), !711)
  %16 = getelementptr inbounds i8, ptr %12, i32 %15, !dbg !713
  %17 = load i8, ptr %16, align 1, !dbg !713, !tbaa !351
  %18 = getelementptr inbounds i8, ptr %1, i32 %15, !dbg !714
  %19 = load i8, ptr %18, align 1, !dbg !714, !tbaa !351
  %20 = icmp eq i8 %17, %19, !dbg !715
  br i1 %20, label %21, label %26, !dbg !716

21:                                               ; preds = %14
  %22 = icmp eq i8 %17, 0, !dbg !717
    #dbg_value(i32 %15, !479, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !711)
  %23 = add nuw i32 %15, 1
    #dbg_value(i32 %23, !479, !DIExpression(), !711)
  %24 = icmp eq i32 %23, %3
  %25 = select i1 %22, i1 true, i1 %24, !dbg !718
  br i1 %25, label %30, label %14, !dbg !718, !llvm.loop !719

26:                                               ; preds = %14, %10
  %27 = getelementptr inbounds i8, ptr %12, i32 1, !dbg !722
    #dbg_value(ptr %27, !696, !DIExpression(), !699)
  %28 = load i8, ptr %27, align 1, !dbg !704, !tbaa !351
  %29 = icmp eq i8 %28, 0, !dbg !707
  br i1 %29, label %30, label %10, !dbg !707, !llvm.loop !723

30:                                               ; preds = %26, %21, %5, %2
  %31 = phi ptr [ %0, %2 ], [ null, %5 ], [ %12, %21 ], [ null, %26 ], !dbg !699
  ret ptr %31, !dbg !725
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local i32 @strspn(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !726 {
    #dbg_value(ptr %0, !730, !DIExpression(), !733)
    #dbg_value(ptr %1, !731, !DIExpression(), !733)
    #dbg_value(i32 0, !732, !DIExpression(), !733)
  %3 = load i8, ptr %0, align 1, !dbg !734, !tbaa !351
  %4 = icmp eq i8 %3, 0, !dbg !734
  br i1 %4, label %24, label %5, !dbg !735

5:                                                ; preds = %2
  %6 = load i8, ptr %1, align 1, !tbaa !351
  br label %7, !dbg !735

7:                                                ; preds = %5, %19
  %8 = phi i8 [ %3, %5 ], [ %22, %19 ]
  %9 = phi i32 [ 0, %5 ], [ %20, %19 ]
    #dbg_value(i32 %9, !732, !DIExpression(), !733)
    #dbg_value(ptr %1, !651, !DIExpression(), !736)
    #dbg_value(i8 %8, !652, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !736)
    #dbg_value(ptr %1, !651, !DIExpression(), !736)
  %10 = icmp eq i8 %8, %6, !dbg !738
  br i1 %10, label %19, label %11, !dbg !739

11:                                               ; preds = %7, %15
  %12 = phi i8 [ %17, %15 ], [ %6, %7 ]
  %13 = phi ptr [ %16, %15 ], [ %1, %7 ]
    #dbg_value(ptr %13, !651, !DIExpression(), !736)
  %14 = icmp eq i8 %12, 0, !dbg !740
  br i1 %14, label %24, label %15, !dbg !741

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i32 1, !dbg !742
    #dbg_value(ptr %16, !651, !DIExpression(), !736)
  %17 = load i8, ptr %16, align 1, !dbg !743, !tbaa !351
  %18 = icmp eq i8 %8, %17, !dbg !738
  br i1 %18, label %19, label %11, !dbg !739, !llvm.loop !744

19:                                               ; preds = %15, %7
  %20 = add i32 %9, 1, !dbg !747
    #dbg_value(i32 %20, !732, !DIExpression(), !733)
  %21 = getelementptr inbounds i8, ptr %0, i32 %20, !dbg !734
  %22 = load i8, ptr %21, align 1, !dbg !734, !tbaa !351
  %23 = icmp eq i8 %22, 0, !dbg !734
  br i1 %23, label %24, label %7, !dbg !735, !llvm.loop !748

24:                                               ; preds = %19, %11, %2
  %25 = phi i32 [ 0, %2 ], [ %9, %11 ], [ %20, %19 ]
  ret i32 %25, !dbg !750
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local i32 @strcspn(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !751 {
    #dbg_value(ptr %0, !753, !DIExpression(), !756)
    #dbg_value(ptr %1, !754, !DIExpression(), !756)
    #dbg_value(i32 0, !755, !DIExpression(), !756)
  %3 = load i8, ptr %0, align 1, !dbg !757, !tbaa !351
  %4 = icmp eq i8 %3, 0, !dbg !757
  br i1 %4, label %24, label %5, !dbg !758

5:                                                ; preds = %2
  %6 = load i8, ptr %1, align 1, !tbaa !351
  br label %7, !dbg !758

7:                                                ; preds = %5, %19
  %8 = phi i8 [ %3, %5 ], [ %22, %19 ]
  %9 = phi i32 [ 0, %5 ], [ %20, %19 ]
    #dbg_value(i32 %9, !755, !DIExpression(), !756)
    #dbg_value(ptr %1, !651, !DIExpression(), !759)
    #dbg_value(i8 %8, !652, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !759)
    #dbg_value(ptr %1, !651, !DIExpression(), !759)
  %10 = icmp eq i8 %8, %6, !dbg !761
  br i1 %10, label %24, label %11, !dbg !762

11:                                               ; preds = %7, %15
  %12 = phi i8 [ %17, %15 ], [ %6, %7 ]
  %13 = phi ptr [ %16, %15 ], [ %1, %7 ]
    #dbg_value(ptr %13, !651, !DIExpression(), !759)
  %14 = icmp eq i8 %12, 0, !dbg !763
  br i1 %14, label %19, label %15, !dbg !764

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i32 1, !dbg !765
    #dbg_value(ptr %16, !651, !DIExpression(), !759)
  %17 = load i8, ptr %16, align 1, !dbg !766, !tbaa !351
  %18 = icmp eq i8 %8, %17, !dbg !761
  br i1 %18, label %24, label %11, !dbg !762, !llvm.loop !767

19:                                               ; preds = %11
  %20 = add i32 %9, 1, !dbg !770
    #dbg_value(i32 %20, !755, !DIExpression(), !756)
  %21 = getelementptr inbounds i8, ptr %0, i32 %20, !dbg !757
  %22 = load i8, ptr %21, align 1, !dbg !757, !tbaa !351
  %23 = icmp eq i8 %22, 0, !dbg !757
  br i1 %23, label %24, label %7, !dbg !758, !llvm.loop !771

24:                                               ; preds = %19, %7, %15, %2
  %25 = phi i32 [ 0, %2 ], [ %9, %15 ], [ %20, %19 ], [ %9, %7 ]
  ret i32 %25, !dbg !773
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local ptr @strpbrk(ptr noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !774 {
    #dbg_value(ptr %0, !776, !DIExpression(), !778)
    #dbg_value(ptr %1, !777, !DIExpression(), !778)
    #dbg_value(ptr %0, !753, !DIExpression(), !779)
    #dbg_value(ptr %1, !754, !DIExpression(), !779)
    #dbg_value(i32 0, !755, !DIExpression(), !779)
  %3 = load i8, ptr %0, align 1, !dbg !781, !tbaa !351
  %4 = icmp eq i8 %3, 0, !dbg !781
  br i1 %4, label %24, label %5, !dbg !782

5:                                                ; preds = %2
  %6 = load i8, ptr %1, align 1, !tbaa !351
  br label %7, !dbg !782

7:                                                ; preds = %19, %5
  %8 = phi i8 [ %3, %5 ], [ %22, %19 ]
  %9 = phi i32 [ 0, %5 ], [ %20, %19 ]
    #dbg_value(i32 %9, !755, !DIExpression(), !779)
    #dbg_value(ptr %1, !651, !DIExpression(), !783)
    #dbg_value(i8 %8, !652, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !783)
    #dbg_value(ptr %1, !651, !DIExpression(), !783)
  %10 = icmp eq i8 %8, %6, !dbg !785
  br i1 %10, label %24, label %11, !dbg !786

11:                                               ; preds = %7, %15
  %12 = phi i8 [ %17, %15 ], [ %6, %7 ]
  %13 = phi ptr [ %16, %15 ], [ %1, %7 ]
    #dbg_value(ptr %13, !651, !DIExpression(), !783)
  %14 = icmp eq i8 %12, 0, !dbg !787
  br i1 %14, label %19, label %15, !dbg !788

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i32 1, !dbg !789
    #dbg_value(ptr %16, !651, !DIExpression(), !783)
  %17 = load i8, ptr %16, align 1, !dbg !790, !tbaa !351
  %18 = icmp eq i8 %8, %17, !dbg !785
  br i1 %18, label %24, label %11, !dbg !786, !llvm.loop !791

19:                                               ; preds = %11
  %20 = add i32 %9, 1, !dbg !794
    #dbg_value(i32 %20, !755, !DIExpression(), !779)
  %21 = getelementptr inbounds i8, ptr %0, i32 %20, !dbg !781
  %22 = load i8, ptr %21, align 1, !dbg !781, !tbaa !351
  %23 = icmp eq i8 %22, 0, !dbg !781
  br i1 %23, label %24, label %7, !dbg !782, !llvm.loop !795

24:                                               ; preds = %7, %19, %15, %2
  %25 = phi i32 [ 0, %2 ], [ %9, %15 ], [ %9, %7 ], [ %20, %19 ]
  %26 = getelementptr inbounds i8, ptr %0, i32 %25, !dbg !797
    #dbg_value(ptr %26, !776, !DIExpression(), !778)
  %27 = load i8, ptr %26, align 1, !dbg !798, !tbaa !351
  %28 = icmp eq i8 %27, 0, !dbg !798
  %29 = select i1 %28, ptr null, ptr %26, !dbg !798
  ret ptr %29, !dbg !799
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local noundef ptr @strtok_r(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2) local_unnamed_addr #10 !dbg !800 {
    #dbg_value(ptr %0, !805, !DIExpression(), !809)
    #dbg_value(ptr %1, !806, !DIExpression(), !809)
    #dbg_value(ptr %2, !807, !DIExpression(), !809)
  %4 = icmp eq ptr %0, null, !dbg !810
  br i1 %4, label %5, label %7, !dbg !812

5:                                                ; preds = %3
  %6 = load ptr, ptr %2, align 4, !dbg !813, !tbaa !303
    #dbg_value(ptr %6, !805, !DIExpression(), !809)
  br label %7, !dbg !814

7:                                                ; preds = %5, %3
  %8 = phi ptr [ %0, %3 ], [ %6, %5 ]
    #dbg_value(ptr %8, !805, !DIExpression(), !809)
    #dbg_value(ptr %8, !730, !DIExpression(), !815)
    #dbg_value(ptr %1, !731, !DIExpression(), !815)
    #dbg_value(i32 0, !732, !DIExpression(), !815)
  %9 = load i8, ptr %8, align 1, !dbg !817, !tbaa !351
  %10 = icmp eq i8 %9, 0, !dbg !817
  br i1 %10, label %30, label %11, !dbg !818

11:                                               ; preds = %7
  %12 = load i8, ptr %1, align 1, !tbaa !351
  br label %13, !dbg !818

13:                                               ; preds = %25, %11
  %14 = phi i8 [ %9, %11 ], [ %28, %25 ]
  %15 = phi i32 [ 0, %11 ], [ %26, %25 ]
    #dbg_value(i32 %15, !732, !DIExpression(), !815)
    #dbg_value(ptr %1, !651, !DIExpression(), !819)
    #dbg_value(i8 %14, !652, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !819)
    #dbg_value(ptr %1, !651, !DIExpression(), !819)
  %16 = icmp eq i8 %14, %12, !dbg !821
  br i1 %16, label %25, label %17, !dbg !822

17:                                               ; preds = %13, %21
  %18 = phi i8 [ %23, %21 ], [ %12, %13 ]
  %19 = phi ptr [ %22, %21 ], [ %1, %13 ]
    #dbg_value(ptr %19, !651, !DIExpression(), !819)
  %20 = icmp eq i8 %18, 0, !dbg !823
  br i1 %20, label %33, label %21, !dbg !824

21:                                               ; preds = %17
  %22 = getelementptr inbounds i8, ptr %19, i32 1, !dbg !825
    #dbg_value(ptr %22, !651, !DIExpression(), !819)
  %23 = load i8, ptr %22, align 1, !dbg !826, !tbaa !351
  %24 = icmp eq i8 %14, %23, !dbg !821
  br i1 %24, label %25, label %17, !dbg !822, !llvm.loop !827

25:                                               ; preds = %21, %13
  %26 = add i32 %15, 1, !dbg !830
    #dbg_value(i32 %26, !732, !DIExpression(), !815)
  %27 = getelementptr inbounds i8, ptr %8, i32 %26, !dbg !817
  %28 = load i8, ptr %27, align 1, !dbg !817, !tbaa !351
  %29 = icmp eq i8 %28, 0, !dbg !817
  br i1 %29, label %30, label %13, !dbg !818, !llvm.loop !831

30:                                               ; preds = %25, %7
  %31 = phi i32 [ 0, %7 ], [ %26, %25 ]
  %32 = getelementptr inbounds i8, ptr %8, i32 %31, !dbg !833
    #dbg_value(ptr %32, !805, !DIExpression(), !809)
  br label %60, !dbg !834

33:                                               ; preds = %17
  %34 = getelementptr inbounds i8, ptr %8, i32 %15, !dbg !833
    #dbg_value(ptr %34, !805, !DIExpression(), !809)
    #dbg_value(ptr %34, !753, !DIExpression(), !835)
    #dbg_value(ptr %1, !754, !DIExpression(), !835)
    #dbg_value(i32 0, !755, !DIExpression(), !835)
  %35 = load i8, ptr %1, align 1, !tbaa !351
  br label %36, !dbg !837

36:                                               ; preds = %48, %33
  %37 = phi i8 [ %14, %33 ], [ %51, %48 ]
  %38 = phi i32 [ 0, %33 ], [ %49, %48 ]
    #dbg_value(i32 %38, !755, !DIExpression(), !835)
    #dbg_value(i8 %37, !652, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !838)
    #dbg_value(ptr %1, !651, !DIExpression(), !838)
  %39 = icmp eq i8 %37, %35, !dbg !840
  br i1 %39, label %53, label %40, !dbg !841

40:                                               ; preds = %36, %44
  %41 = phi i8 [ %46, %44 ], [ %35, %36 ]
  %42 = phi ptr [ %45, %44 ], [ %1, %36 ]
    #dbg_value(ptr %42, !651, !DIExpression(), !838)
  %43 = icmp eq i8 %41, 0, !dbg !842
  br i1 %43, label %48, label %44, !dbg !843

44:                                               ; preds = %40
  %45 = getelementptr inbounds i8, ptr %42, i32 1, !dbg !844
    #dbg_value(ptr %45, !651, !DIExpression(), !838)
  %46 = load i8, ptr %45, align 1, !dbg !845, !tbaa !351
  %47 = icmp eq i8 %37, %46, !dbg !840
  br i1 %47, label %53, label %40, !dbg !841, !llvm.loop !846

48:                                               ; preds = %40
  %49 = add i32 %38, 1, !dbg !849
    #dbg_value(i32 %49, !755, !DIExpression(), !835)
  %50 = getelementptr inbounds i8, ptr %34, i32 %49, !dbg !850
  %51 = load i8, ptr %50, align 1, !dbg !850, !tbaa !351
  %52 = icmp eq i8 %51, 0, !dbg !850
  br i1 %52, label %53, label %36, !dbg !837, !llvm.loop !851

53:                                               ; preds = %36, %48, %44
  %54 = phi i32 [ %38, %44 ], [ %38, %36 ], [ %49, %48 ]
  %55 = getelementptr inbounds i8, ptr %34, i32 %54, !dbg !853
    #dbg_value(ptr %55, !808, !DIExpression(), !809)
  %56 = load i8, ptr %55, align 1, !dbg !854, !tbaa !351
  %57 = icmp eq i8 %56, 0, !dbg !854
  br i1 %57, label %60, label %58, !dbg !856

58:                                               ; preds = %53
  %59 = getelementptr inbounds i8, ptr %55, i32 1, !dbg !857
    #dbg_value(ptr %59, !808, !DIExpression(), !809)
  store i8 0, ptr %55, align 1, !dbg !858, !tbaa !351
  br label %60, !dbg !859

60:                                               ; preds = %30, %53, %58
  %61 = phi ptr [ %59, %58 ], [ %55, %53 ], [ %32, %30 ], !dbg !809
  %62 = phi ptr [ %34, %58 ], [ %34, %53 ], [ null, %30 ], !dbg !809
  store ptr %61, ptr %2, align 4, !dbg !809, !tbaa !303
  ret ptr %62, !dbg !860
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local ptr @strtok(ptr noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #10 !dbg !63 {
    #dbg_value(ptr %0, !67, !DIExpression(), !861)
    #dbg_value(ptr %1, !68, !DIExpression(), !861)
    #dbg_value(ptr %0, !805, !DIExpression(), !862)
    #dbg_value(ptr %1, !806, !DIExpression(), !862)
    #dbg_value(ptr @strtok.save, !807, !DIExpression(), !862)
  %3 = icmp eq ptr %0, null, !dbg !864
  %4 = load ptr, ptr @strtok.save, align 4
  %5 = select i1 %3, ptr %4, ptr %0, !dbg !865
    #dbg_value(ptr %5, !805, !DIExpression(), !862)
    #dbg_value(ptr %5, !730, !DIExpression(), !866)
    #dbg_value(ptr %1, !731, !DIExpression(), !866)
    #dbg_value(i32 0, !732, !DIExpression(), !866)
  %6 = load i8, ptr %5, align 1, !dbg !868, !tbaa !351
  %7 = icmp eq i8 %6, 0, !dbg !868
  br i1 %7, label %27, label %8, !dbg !869

8:                                                ; preds = %2
  %9 = load i8, ptr %1, align 1, !tbaa !351
  br label %10, !dbg !869

10:                                               ; preds = %22, %8
  %11 = phi i8 [ %6, %8 ], [ %25, %22 ]
  %12 = phi i32 [ 0, %8 ], [ %23, %22 ]
    #dbg_value(i32 %12, !732, !DIExpression(), !866)
    #dbg_value(ptr %1, !651, !DIExpression(), !870)
    #dbg_value(i8 %11, !652, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !870)
    #dbg_value(ptr %1, !651, !DIExpression(), !870)
  %13 = icmp eq i8 %11, %9, !dbg !872
  br i1 %13, label %22, label %14, !dbg !873

14:                                               ; preds = %10, %18
  %15 = phi i8 [ %20, %18 ], [ %9, %10 ]
  %16 = phi ptr [ %19, %18 ], [ %1, %10 ]
    #dbg_value(ptr %16, !651, !DIExpression(), !870)
  %17 = icmp eq i8 %15, 0, !dbg !874
  br i1 %17, label %30, label %18, !dbg !875

18:                                               ; preds = %14
  %19 = getelementptr inbounds i8, ptr %16, i32 1, !dbg !876
    #dbg_value(ptr %19, !651, !DIExpression(), !870)
  %20 = load i8, ptr %19, align 1, !dbg !877, !tbaa !351
  %21 = icmp eq i8 %11, %20, !dbg !872
  br i1 %21, label %22, label %14, !dbg !873, !llvm.loop !878

22:                                               ; preds = %18, %10
  %23 = add i32 %12, 1, !dbg !881
    #dbg_value(i32 %23, !732, !DIExpression(), !866)
  %24 = getelementptr inbounds i8, ptr %5, i32 %23, !dbg !868
  %25 = load i8, ptr %24, align 1, !dbg !868, !tbaa !351
  %26 = icmp eq i8 %25, 0, !dbg !868
  br i1 %26, label %27, label %10, !dbg !869, !llvm.loop !882

27:                                               ; preds = %22, %2
  %28 = phi i32 [ 0, %2 ], [ %23, %22 ]
  %29 = getelementptr inbounds i8, ptr %5, i32 %28, !dbg !884
    #dbg_value(ptr %29, !805, !DIExpression(), !862)
  br label %56, !dbg !885

30:                                               ; preds = %14
  %31 = getelementptr inbounds i8, ptr %5, i32 %12, !dbg !884
    #dbg_value(ptr %31, !805, !DIExpression(), !862)
    #dbg_value(ptr %31, !753, !DIExpression(), !886)
    #dbg_value(ptr %1, !754, !DIExpression(), !886)
    #dbg_value(i32 0, !755, !DIExpression(), !886)
  br label %32, !dbg !888

32:                                               ; preds = %44, %30
  %33 = phi i8 [ %11, %30 ], [ %47, %44 ]
  %34 = phi i32 [ 0, %30 ], [ %45, %44 ]
    #dbg_value(i32 %34, !755, !DIExpression(), !886)
    #dbg_value(i8 %33, !652, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !889)
    #dbg_value(ptr %1, !651, !DIExpression(), !889)
  %35 = icmp eq i8 %33, %9, !dbg !891
  br i1 %35, label %49, label %36, !dbg !892

36:                                               ; preds = %32, %40
  %37 = phi i8 [ %42, %40 ], [ %9, %32 ]
  %38 = phi ptr [ %41, %40 ], [ %1, %32 ]
    #dbg_value(ptr %38, !651, !DIExpression(), !889)
  %39 = icmp eq i8 %37, 0, !dbg !893
  br i1 %39, label %44, label %40, !dbg !894

40:                                               ; preds = %36
  %41 = getelementptr inbounds i8, ptr %38, i32 1, !dbg !895
    #dbg_value(ptr %41, !651, !DIExpression(), !889)
  %42 = load i8, ptr %41, align 1, !dbg !896, !tbaa !351
  %43 = icmp eq i8 %33, %42, !dbg !891
  br i1 %43, label %49, label %36, !dbg !892, !llvm.loop !897

44:                                               ; preds = %36
  %45 = add i32 %34, 1, !dbg !900
    #dbg_value(i32 %45, !755, !DIExpression(), !886)
  %46 = getelementptr inbounds i8, ptr %31, i32 %45, !dbg !901
  %47 = load i8, ptr %46, align 1, !dbg !901, !tbaa !351
  %48 = icmp eq i8 %47, 0, !dbg !901
  br i1 %48, label %49, label %32, !dbg !888, !llvm.loop !902

49:                                               ; preds = %44, %32, %40
  %50 = phi i32 [ %34, %40 ], [ %45, %44 ], [ %34, %32 ]
  %51 = getelementptr inbounds i8, ptr %31, i32 %50, !dbg !904
    #dbg_value(ptr %51, !808, !DIExpression(), !862)
  %52 = load i8, ptr %51, align 1, !dbg !905, !tbaa !351
  %53 = icmp eq i8 %52, 0, !dbg !905
  br i1 %53, label %56, label %54, !dbg !906

54:                                               ; preds = %49
  %55 = getelementptr inbounds i8, ptr %51, i32 1, !dbg !907
    #dbg_value(ptr %55, !808, !DIExpression(), !862)
  store i8 0, ptr %51, align 1, !dbg !908, !tbaa !351
  br label %56, !dbg !909

56:                                               ; preds = %27, %49, %54
  %57 = phi ptr [ %55, %54 ], [ %51, %49 ], [ %29, %27 ], !dbg !862
  %58 = phi ptr [ %31, %54 ], [ %31, %49 ], [ null, %27 ], !dbg !862
  store ptr %57, ptr @strtok.save, align 4, !dbg !862, !tbaa !303
  ret ptr %58, !dbg !910
}

; Function Attrs: nounwind
define dso_local ptr @strdup(ptr noundef %0) local_unnamed_addr #7 !dbg !911 {
    #dbg_value(ptr %0, !915, !DIExpression(), !918)
  %2 = tail call i32 @strlen(ptr noundef %0) #19, !dbg !919
  %3 = add i32 %2, 1, !dbg !920
    #dbg_value(i32 %3, !916, !DIExpression(), !918)
  %4 = tail call ptr @malloc(i32 noundef %3) #19, !dbg !921
    #dbg_value(ptr %4, !917, !DIExpression(), !918)
  %5 = icmp eq ptr %4, null, !dbg !922
  br i1 %5, label %8, label %6, !dbg !924

6:                                                ; preds = %1
  %7 = tail call ptr @memcpy(ptr noundef nonnull %4, ptr noundef %0, i32 noundef %3) #19, !dbg !925
  br label %8, !dbg !925

8:                                                ; preds = %6, %1
  ret ptr %4, !dbg !926
}

declare !dbg !927 ptr @malloc(i32 noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local ptr @strndup(ptr noundef %0, i32 noundef %1) local_unnamed_addr #7 !dbg !930 {
    #dbg_value(ptr %0, !934, !DIExpression(), !938)
    #dbg_value(i32 %1, !935, !DIExpression(), !938)
    #dbg_value(ptr %0, !435, !DIExpression(), !939)
    #dbg_value(i32 %1, !436, !DIExpression(), !939)
    #dbg_value(i32 0, !437, !DIExpression(), !939)
  %3 = icmp eq i32 %1, 0, !dbg !941
  br i1 %3, label %12, label %4, !dbg !942

4:                                                ; preds = %2, %9
  %5 = phi i32 [ %10, %9 ], [ 0, %2 ]
    #dbg_value(i32 %5, !437, !DIExpression(), !939)
  %6 = getelementptr inbounds i8, ptr %0, i32 %5, !dbg !943
  %7 = load i8, ptr %6, align 1, !dbg !943, !tbaa !351
  %8 = icmp eq i8 %7, 0, !dbg !942
  br i1 %8, label %12, label %9, !dbg !944

9:                                                ; preds = %4
  %10 = add nuw i32 %5, 1, !dbg !945
    #dbg_value(i32 %10, !437, !DIExpression(), !939)
  %11 = icmp eq i32 %10, %1, !dbg !941
  br i1 %11, label %12, label %4, !dbg !942, !llvm.loop !946

12:                                               ; preds = %4, %9, %2
  %13 = phi i32 [ 0, %2 ], [ %5, %4 ], [ %1, %9 ], !dbg !939
    #dbg_value(i32 %13, !936, !DIExpression(), !938)
  %14 = add i32 %13, 1, !dbg !947
  %15 = tail call ptr @malloc(i32 noundef %14) #19, !dbg !948
    #dbg_value(ptr %15, !937, !DIExpression(), !938)
  %16 = icmp eq ptr %15, null, !dbg !949
  br i1 %16, label %20, label %17, !dbg !951

17:                                               ; preds = %12
  %18 = tail call ptr @memcpy(ptr noundef nonnull %15, ptr noundef %0, i32 noundef %13) #19, !dbg !952
  %19 = getelementptr inbounds i8, ptr %15, i32 %13, !dbg !954
  store i8 0, ptr %19, align 1, !dbg !955, !tbaa !351
  br label %20, !dbg !956

20:                                               ; preds = %17, %12
  ret ptr %15, !dbg !957
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef nonnull ptr @__ctype_b_loc() local_unnamed_addr #0 !dbg !958 {
  ret ptr @ctype_b, !dbg !962
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef nonnull ptr @__ctype_tolower_loc() local_unnamed_addr #0 !dbg !963 {
  ret ptr @ctype_lower, !dbg !967
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef nonnull ptr @__ctype_toupper_loc() local_unnamed_addr #0 !dbg !968 {
  ret ptr @ctype_upper, !dbg !969
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 1025) i32 @isalpha(i32 noundef %0) local_unnamed_addr #0 !dbg !970 {
    #dbg_value(i32 %0, !974, !DIExpression(), !975)
    #dbg_value(i32 %0, !976, !DIExpression(), !979)
  %2 = add i32 %0, 128, !dbg !981
  %3 = icmp ult i32 %2, 384, !dbg !981
  br i1 %3, label %4, label %9, !dbg !981

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !982
  %6 = load i16, ptr %5, align 2, !dbg !982, !tbaa !983
  %7 = and i16 %6, 1024, !dbg !985
  %8 = zext nneg i16 %7 to i32, !dbg !985
  br label %9, !dbg !986

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !986
  ret i32 %10, !dbg !987
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 2049) i32 @isdigit(i32 noundef %0) local_unnamed_addr #0 !dbg !988 {
    #dbg_value(i32 %0, !990, !DIExpression(), !991)
    #dbg_value(i32 %0, !976, !DIExpression(), !992)
  %2 = add i32 %0, 128, !dbg !994
  %3 = icmp ult i32 %2, 384, !dbg !994
  br i1 %3, label %4, label %9, !dbg !994

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !995
  %6 = load i16, ptr %5, align 2, !dbg !995, !tbaa !983
  %7 = and i16 %6, 2048, !dbg !996
  %8 = zext nneg i16 %7 to i32, !dbg !996
  br label %9, !dbg !997

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !997
  ret i32 %10, !dbg !998
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 9) i32 @isalnum(i32 noundef %0) local_unnamed_addr #0 !dbg !999 {
    #dbg_value(i32 %0, !1001, !DIExpression(), !1002)
    #dbg_value(i32 %0, !976, !DIExpression(), !1003)
  %2 = add i32 %0, 128, !dbg !1005
  %3 = icmp ult i32 %2, 384, !dbg !1005
  br i1 %3, label %4, label %9, !dbg !1005

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !1006
  %6 = load i16, ptr %5, align 2, !dbg !1006, !tbaa !983
  %7 = and i16 %6, 8, !dbg !1007
  %8 = zext nneg i16 %7 to i32, !dbg !1007
  br label %9, !dbg !1008

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !1008
  ret i32 %10, !dbg !1009
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 8193) i32 @isspace(i32 noundef %0) local_unnamed_addr #0 !dbg !1010 {
    #dbg_value(i32 %0, !1012, !DIExpression(), !1013)
    #dbg_value(i32 %0, !976, !DIExpression(), !1014)
  %2 = add i32 %0, 128, !dbg !1016
  %3 = icmp ult i32 %2, 384, !dbg !1016
  br i1 %3, label %4, label %9, !dbg !1016

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !1017
  %6 = load i16, ptr %5, align 2, !dbg !1017, !tbaa !983
  %7 = and i16 %6, 8192, !dbg !1018
  %8 = zext nneg i16 %7 to i32, !dbg !1018
  br label %9, !dbg !1019

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !1019
  ret i32 %10, !dbg !1020
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 257) i32 @isupper(i32 noundef %0) local_unnamed_addr #0 !dbg !1021 {
    #dbg_value(i32 %0, !1023, !DIExpression(), !1024)
    #dbg_value(i32 %0, !976, !DIExpression(), !1025)
  %2 = add i32 %0, 128, !dbg !1027
  %3 = icmp ult i32 %2, 384, !dbg !1027
  br i1 %3, label %4, label %9, !dbg !1027

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !1028
  %6 = load i16, ptr %5, align 2, !dbg !1028, !tbaa !983
  %7 = and i16 %6, 256, !dbg !1029
  %8 = zext nneg i16 %7 to i32, !dbg !1029
  br label %9, !dbg !1030

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !1030
  ret i32 %10, !dbg !1031
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 513) i32 @islower(i32 noundef %0) local_unnamed_addr #0 !dbg !1032 {
    #dbg_value(i32 %0, !1034, !DIExpression(), !1035)
    #dbg_value(i32 %0, !976, !DIExpression(), !1036)
  %2 = add i32 %0, 128, !dbg !1038
  %3 = icmp ult i32 %2, 384, !dbg !1038
  br i1 %3, label %4, label %9, !dbg !1038

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !1039
  %6 = load i16, ptr %5, align 2, !dbg !1039, !tbaa !983
  %7 = and i16 %6, 512, !dbg !1040
  %8 = zext nneg i16 %7 to i32, !dbg !1040
  br label %9, !dbg !1041

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !1041
  ret i32 %10, !dbg !1042
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 4097) i32 @isxdigit(i32 noundef %0) local_unnamed_addr #0 !dbg !1043 {
    #dbg_value(i32 %0, !1045, !DIExpression(), !1046)
    #dbg_value(i32 %0, !976, !DIExpression(), !1047)
  %2 = add i32 %0, 128, !dbg !1049
  %3 = icmp ult i32 %2, 384, !dbg !1049
  br i1 %3, label %4, label %9, !dbg !1049

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !1050
  %6 = load i16, ptr %5, align 2, !dbg !1050, !tbaa !983
  %7 = and i16 %6, 4096, !dbg !1051
  %8 = zext nneg i16 %7 to i32, !dbg !1051
  br label %9, !dbg !1052

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !1052
  ret i32 %10, !dbg !1053
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 16385) i32 @isprint(i32 noundef %0) local_unnamed_addr #0 !dbg !1054 {
    #dbg_value(i32 %0, !1056, !DIExpression(), !1057)
    #dbg_value(i32 %0, !976, !DIExpression(), !1058)
  %2 = add i32 %0, 128, !dbg !1060
  %3 = icmp ult i32 %2, 384, !dbg !1060
  br i1 %3, label %4, label %9, !dbg !1060

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !1061
  %6 = load i16, ptr %5, align 2, !dbg !1061, !tbaa !983
  %7 = and i16 %6, 16384, !dbg !1062
  %8 = zext nneg i16 %7 to i32, !dbg !1062
  br label %9, !dbg !1063

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !1063
  ret i32 %10, !dbg !1064
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 32769) i32 @isgraph(i32 noundef %0) local_unnamed_addr #0 !dbg !1065 {
    #dbg_value(i32 %0, !1067, !DIExpression(), !1068)
    #dbg_value(i32 %0, !976, !DIExpression(), !1069)
  %2 = add i32 %0, 128, !dbg !1071
  %3 = icmp ult i32 %2, 384, !dbg !1071
  br i1 %3, label %4, label %9, !dbg !1071

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !1072
  %6 = load i16, ptr %5, align 2, !dbg !1072, !tbaa !983
  %7 = and i16 %6, -32768, !dbg !1073
  %8 = zext i16 %7 to i32, !dbg !1073
  br label %9, !dbg !1074

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !1074
  ret i32 %10, !dbg !1075
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 5) i32 @ispunct(i32 noundef %0) local_unnamed_addr #0 !dbg !1076 {
    #dbg_value(i32 %0, !1078, !DIExpression(), !1079)
    #dbg_value(i32 %0, !976, !DIExpression(), !1080)
  %2 = add i32 %0, 128, !dbg !1082
  %3 = icmp ult i32 %2, 384, !dbg !1082
  br i1 %3, label %4, label %9, !dbg !1082

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !1083
  %6 = load i16, ptr %5, align 2, !dbg !1083, !tbaa !983
  %7 = and i16 %6, 4, !dbg !1084
  %8 = zext nneg i16 %7 to i32, !dbg !1084
  br label %9, !dbg !1085

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !1085
  ret i32 %10, !dbg !1086
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 3) i32 @iscntrl(i32 noundef %0) local_unnamed_addr #0 !dbg !1087 {
    #dbg_value(i32 %0, !1089, !DIExpression(), !1090)
    #dbg_value(i32 %0, !976, !DIExpression(), !1091)
  %2 = add i32 %0, 128, !dbg !1093
  %3 = icmp ult i32 %2, 384, !dbg !1093
  br i1 %3, label %4, label %9, !dbg !1093

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !1094
  %6 = load i16, ptr %5, align 2, !dbg !1094, !tbaa !983
  %7 = and i16 %6, 2, !dbg !1095
  %8 = zext nneg i16 %7 to i32, !dbg !1095
  br label %9, !dbg !1096

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !1096
  ret i32 %10, !dbg !1097
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 2) i32 @isblank(i32 noundef %0) local_unnamed_addr #0 !dbg !1098 {
    #dbg_value(i32 %0, !1100, !DIExpression(), !1101)
    #dbg_value(i32 %0, !976, !DIExpression(), !1102)
  %2 = add i32 %0, 128, !dbg !1104
  %3 = icmp ult i32 %2, 384, !dbg !1104
  br i1 %3, label %4, label %9, !dbg !1104

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !1105
  %6 = load i16, ptr %5, align 2, !dbg !1105, !tbaa !983
  %7 = and i16 %6, 1, !dbg !1106
  %8 = zext nneg i16 %7 to i32, !dbg !1106
  br label %9, !dbg !1107

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !1107
  ret i32 %10, !dbg !1108
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @tolower(i32 noundef %0) local_unnamed_addr #0 !dbg !1109 {
    #dbg_value(i32 %0, !1111, !DIExpression(), !1112)
  %2 = add i32 %0, 128, !dbg !1113
  %3 = icmp ult i32 %2, 384, !dbg !1113
  br i1 %3, label %4, label %7, !dbg !1113

4:                                                ; preds = %1
  %5 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %0, !dbg !1114
  %6 = load i32, ptr %5, align 4, !dbg !1114, !tbaa !294
  br label %7, !dbg !1115

7:                                                ; preds = %1, %4
  %8 = phi i32 [ %6, %4 ], [ %0, %1 ], !dbg !1115
  ret i32 %8, !dbg !1116
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @toupper(i32 noundef %0) local_unnamed_addr #0 !dbg !1117 {
    #dbg_value(i32 %0, !1119, !DIExpression(), !1120)
  %2 = add i32 %0, 128, !dbg !1121
  %3 = icmp ult i32 %2, 384, !dbg !1121
  br i1 %3, label %4, label %7, !dbg !1121

4:                                                ; preds = %1
  %5 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_upper_table, i32 512), i32 %0, !dbg !1122
  %6 = load i32, ptr %5, align 4, !dbg !1122, !tbaa !294
  br label %7, !dbg !1123

7:                                                ; preds = %1, %4
  %8 = phi i32 [ %6, %4 ], [ %0, %1 ], !dbg !1123
  ret i32 %8, !dbg !1124
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @abs(i32 noundef %0) local_unnamed_addr #0 !dbg !1125 {
    #dbg_value(i32 %0, !1127, !DIExpression(), !1128)
  %2 = tail call i32 @llvm.abs.i32(i32 %0, i1 true), !dbg !1129
  ret i32 %2, !dbg !1130
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @labs(i32 noundef %0) local_unnamed_addr #0 !dbg !1131 {
    #dbg_value(i32 %0, !1135, !DIExpression(), !1136)
  %2 = tail call i32 @llvm.abs.i32(i32 %0, i1 true), !dbg !1137
  ret i32 %2, !dbg !1138
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i64 @llabs(i64 noundef %0) local_unnamed_addr #0 !dbg !1139 {
    #dbg_value(i64 %0, !1143, !DIExpression(), !1144)
  %2 = tail call i64 @llvm.abs.i64(i64 %0, i1 true), !dbg !1145
  ret i64 %2, !dbg !1146
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noalias noundef ptr @getenv(ptr nocapture noundef readnone %0) local_unnamed_addr #0 !dbg !1147 {
    #dbg_value(ptr %0, !1149, !DIExpression(), !1150)
  ret ptr null, !dbg !1151
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i64 @strtoll(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !1152 {
  %4 = alloca i32, align 4, !DIAssignID !1161
    #dbg_assign(i1 undef, !1159, !DIExpression(), !1161, ptr %4, !DIExpression(), !1162)
    #dbg_value(ptr %0, !1156, !DIExpression(), !1162)
    #dbg_value(ptr %1, !1157, !DIExpression(), !1162)
    #dbg_value(i32 %2, !1158, !DIExpression(), !1162)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #21, !dbg !1163
  store i32 0, ptr %4, align 4, !dbg !1164, !tbaa !294, !DIAssignID !1165
    #dbg_assign(i32 0, !1159, !DIExpression(), !1165, ptr %4, !DIExpression(), !1162)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 1, i64 noundef 0, i64 noundef -9223372036854775808, i64 noundef 9223372036854775807, ptr noundef nonnull %4) #22, !dbg !1166
    #dbg_value(i64 %5, !1160, !DIExpression(), !1162)
  %6 = load i32, ptr %4, align 4, !dbg !1167, !tbaa !294
  %7 = icmp eq i32 %6, 0, !dbg !1167
  %8 = sub i64 0, %5, !dbg !1167
  %9 = select i1 %7, i64 %5, i64 %8, !dbg !1167
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #21, !dbg !1168
  ret i64 %9, !dbg !1169
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define internal fastcc i64 @strto_common(ptr noundef %0, ptr noundef writeonly %1, i32 noundef %2, i32 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, ptr nocapture noundef writeonly %7) unnamed_addr #10 !dbg !1170 {
    #dbg_value(ptr %0, !1174, !DIExpression(), !1189)
    #dbg_value(ptr %1, !1175, !DIExpression(), !1189)
    #dbg_value(i32 %2, !1176, !DIExpression(), !1189)
    #dbg_value(i32 %3, !1177, !DIExpression(), !1189)
    #dbg_value(i64 %4, !1178, !DIExpression(), !1189)
    #dbg_value(i64 %5, !1179, !DIExpression(), !1189)
    #dbg_value(i64 %6, !1180, !DIExpression(), !1189)
    #dbg_value(ptr %7, !1181, !DIExpression(), !1189)
    #dbg_value(ptr %0, !1182, !DIExpression(), !1189)
  br label %9, !dbg !1190

9:                                                ; preds = %9, %8
  %10 = phi ptr [ %0, %8 ], [ %17, %9 ], !dbg !1189
    #dbg_value(ptr %10, !1182, !DIExpression(), !1189)
  %11 = load i8, ptr %10, align 1, !dbg !1191, !tbaa !351
  %12 = zext i8 %11 to i32, !dbg !1192
    #dbg_value(i32 %12, !1012, !DIExpression(), !1193)
    #dbg_value(i32 %12, !976, !DIExpression(), !1195)
  %13 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %12, !dbg !1197
  %14 = load i16, ptr %13, align 2, !dbg !1197, !tbaa !983
  %15 = and i16 %14, 8192, !dbg !1198
  %16 = icmp eq i16 %15, 0, !dbg !1190
  %17 = getelementptr inbounds i8, ptr %10, i32 1, !dbg !1199
    #dbg_value(ptr %17, !1182, !DIExpression(), !1189)
  br i1 %16, label %18, label %9, !dbg !1190, !llvm.loop !1200

18:                                               ; preds = %9
    #dbg_value(i32 0, !1183, !DIExpression(), !1189)
  switch i8 %11, label %22 [
    i8 43, label %19
    i8 45, label %19
  ], !dbg !1201

19:                                               ; preds = %18, %18
  %20 = icmp eq i8 %11, 45, !dbg !1203
  %21 = zext i1 %20 to i32, !dbg !1203
    #dbg_value(i32 %21, !1183, !DIExpression(), !1189)
    #dbg_value(ptr %17, !1182, !DIExpression(), !1189)
  br label %22, !dbg !1205

22:                                               ; preds = %18, %19
  %23 = phi ptr [ %17, %19 ], [ %10, %18 ], !dbg !1189
  %24 = phi i32 [ %21, %19 ], [ 0, %18 ], !dbg !1189
    #dbg_value(i32 %24, !1183, !DIExpression(), !1189)
    #dbg_value(ptr %23, !1182, !DIExpression(), !1189)
  %25 = icmp eq i32 %2, 1
  %26 = icmp ugt i32 %2, 36, !dbg !1206
  %27 = or i1 %26, %25, !dbg !1206
  br i1 %27, label %28, label %32, !dbg !1206

28:                                               ; preds = %22
  %29 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1208
  store i32 22, ptr %29, align 4, !dbg !1210, !tbaa !294
  %30 = icmp eq ptr %1, null, !dbg !1211
  br i1 %30, label %130, label %31, !dbg !1213

31:                                               ; preds = %28
  store ptr %0, ptr %1, align 4, !dbg !1214, !tbaa !303
  br label %130, !dbg !1215

32:                                               ; preds = %22
  %33 = icmp eq i32 %3, 0, !dbg !1216
  %34 = icmp eq i32 %24, 0, !dbg !1218
  %35 = sub i64 0, %5, !dbg !1218
  %36 = select i1 %34, i64 %6, i64 %35, !dbg !1218
  %37 = select i1 %33, i64 %4, i64 %36, !dbg !1218
    #dbg_value(i64 %37, !1184, !DIExpression(), !1189)
    #dbg_value(ptr %23, !1219, !DIExpression(), !1237)
    #dbg_value(ptr undef, !1225, !DIExpression(), !1237)
    #dbg_value(ptr undef, !1226, !DIExpression(), !1237)
    #dbg_value(i64 %37, !1227, !DIExpression(), !1237)
    #dbg_value(ptr undef, !1228, !DIExpression(), !1237)
    #dbg_value(ptr undef, !1229, !DIExpression(), !1237)
    #dbg_value(i32 %2, !1230, !DIExpression(), !1237)
  %38 = icmp ne i32 %2, 0, !dbg !1239
  switch i32 %2, label %59 [
    i32 16, label %39
    i32 0, label %39
  ], !dbg !1241

39:                                               ; preds = %32, %32
  %40 = load i8, ptr %23, align 1, !dbg !1242, !tbaa !351
  %41 = icmp eq i8 %40, 48, !dbg !1243
  br i1 %41, label %42, label %56, !dbg !1244

42:                                               ; preds = %39
  %43 = getelementptr inbounds i8, ptr %23, i32 1, !dbg !1245
  %44 = load i8, ptr %43, align 1, !dbg !1245, !tbaa !351
  switch i8 %44, label %56 [
    i8 120, label %45
    i8 88, label %45
  ], !dbg !1246

45:                                               ; preds = %42, %42
  %46 = getelementptr inbounds i8, ptr %23, i32 2, !dbg !1247
  %47 = load i8, ptr %46, align 1, !dbg !1247, !tbaa !351
  %48 = zext i8 %47 to i32, !dbg !1248
    #dbg_value(i32 %48, !1045, !DIExpression(), !1249)
    #dbg_value(i32 %48, !976, !DIExpression(), !1251)
  %49 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %48, !dbg !1253
  %50 = load i16, ptr %49, align 2, !dbg !1253, !tbaa !983
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
    #dbg_value(i32 %58, !1230, !DIExpression(), !1237)
  br label %59, !dbg !1261

59:                                               ; preds = %57, %56, %45, %32
  %60 = phi i32 [ %58, %57 ], [ %2, %56 ], [ %54, %45 ], [ %2, %32 ], !dbg !1237
  %61 = phi ptr [ %23, %57 ], [ %23, %56 ], [ %55, %45 ], [ %23, %32 ]
    #dbg_value(ptr %61, !1219, !DIExpression(), !1237)
    #dbg_value(i32 %60, !1230, !DIExpression(), !1237)
    #dbg_value(i32 %60, !1176, !DIExpression(), !1189)
    #dbg_value(i64 0, !1231, !DIExpression(), !1237)
    #dbg_value(i32 0, !1186, !DIExpression(), !1189)
    #dbg_value(i32 0, !1187, !DIExpression(), !1189)
  %62 = zext nneg i32 %60 to i64
    #dbg_value(i32 poison, !1187, !DIExpression(), !1189)
    #dbg_value(i32 0, !1186, !DIExpression(), !1189)
    #dbg_value(ptr %61, !1219, !DIExpression(), !1237)
    #dbg_value(i64 0, !1231, !DIExpression(), !1237)
  %63 = load i8, ptr %61, align 1, !dbg !1262, !tbaa !351
    #dbg_value(i8 %63, !1236, !DIExpression(), !1263)
  %64 = zext i8 %63 to i32, !dbg !1264
    #dbg_value(i32 %64, !990, !DIExpression(), !1266)
    #dbg_value(i32 %64, !976, !DIExpression(), !1268)
  %65 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %64, !dbg !1270
  %66 = load i16, ptr %65, align 2, !dbg !1270, !tbaa !983
  %67 = and i16 %66, 2048, !dbg !1271
  %68 = icmp eq i16 %67, 0, !dbg !1272
  br i1 %68, label %71, label %69, !dbg !1273

69:                                               ; preds = %59
  %70 = add nsw i32 %64, -48, !dbg !1274
    #dbg_value(i32 %70, !1232, !DIExpression(), !1263)
  br label %78, !dbg !1275

71:                                               ; preds = %59
    #dbg_value(i32 %64, !974, !DIExpression(), !1276)
    #dbg_value(i32 %64, !976, !DIExpression(), !1279)
  %72 = and i16 %66, 1024, !dbg !1281
  %73 = icmp eq i16 %72, 0, !dbg !1282
  br i1 %73, label %119, label %74, !dbg !1283

74:                                               ; preds = %71
    #dbg_value(i32 %64, !1111, !DIExpression(), !1284)
  %75 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %64, !dbg !1286
  %76 = load i32, ptr %75, align 4, !dbg !1286, !tbaa !294
  %77 = add nsw i32 %76, -87, !dbg !1287
    #dbg_value(i32 %77, !1232, !DIExpression(), !1263)
  br label %78

78:                                               ; preds = %74, %69
  %79 = phi i32 [ %70, %69 ], [ %77, %74 ], !dbg !1288
    #dbg_value(i32 %79, !1232, !DIExpression(), !1263)
  %80 = icmp slt i32 %79, %60, !dbg !1289
  br i1 %80, label %81, label %119, !dbg !1291

81:                                               ; preds = %78
    #dbg_value(i32 1, !1187, !DIExpression(), !1189)
  %82 = sext i32 %79 to i64, !dbg !1292
    #dbg_value(i32 0, !1186, !DIExpression(), !1189)
    #dbg_value(i64 %82, !1231, !DIExpression(), !1237)
    #dbg_value(ptr %61, !1219, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1237)
  br label %83, !dbg !1294

83:                                               ; preds = %110, %81
  %84 = phi i32 [ 0, %81 ], [ %117, %110 ]
  %85 = phi i64 [ %82, %81 ], [ %118, %110 ]
  %86 = phi ptr [ %61, %81 ], [ %90, %110 ]
  %87 = icmp eq i32 %84, 0
  br label %88, !dbg !1295

88:                                               ; preds = %83, %109
  %89 = phi ptr [ %90, %109 ], [ %86, %83 ]
  %90 = getelementptr inbounds i8, ptr %89, i32 1, !dbg !1237
    #dbg_value(i32 poison, !1187, !DIExpression(), !1189)
    #dbg_value(i32 %84, !1186, !DIExpression(), !1189)
    #dbg_value(ptr %90, !1219, !DIExpression(), !1237)
    #dbg_value(i64 %85, !1231, !DIExpression(), !1237)
  %91 = load i8, ptr %90, align 1, !dbg !1262, !tbaa !351
    #dbg_value(i8 %91, !1236, !DIExpression(), !1263)
  %92 = zext i8 %91 to i32, !dbg !1264
    #dbg_value(i32 %92, !990, !DIExpression(), !1266)
    #dbg_value(i32 %92, !976, !DIExpression(), !1268)
  %93 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %92, !dbg !1270
  %94 = load i16, ptr %93, align 2, !dbg !1270, !tbaa !983
  %95 = and i16 %94, 2048, !dbg !1271
  %96 = icmp eq i16 %95, 0, !dbg !1272
  br i1 %96, label %99, label %97, !dbg !1273

97:                                               ; preds = %88
  %98 = add nsw i32 %92, -48, !dbg !1274
    #dbg_value(i32 %98, !1232, !DIExpression(), !1263)
  br label %106, !dbg !1275

99:                                               ; preds = %88
    #dbg_value(i32 %92, !974, !DIExpression(), !1276)
    #dbg_value(i32 %92, !976, !DIExpression(), !1279)
  %100 = and i16 %94, 1024, !dbg !1281
  %101 = icmp eq i16 %100, 0, !dbg !1282
  br i1 %101, label %122, label %102, !dbg !1283

102:                                              ; preds = %99
    #dbg_value(i32 %92, !1111, !DIExpression(), !1284)
  %103 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %92, !dbg !1286
  %104 = load i32, ptr %103, align 4, !dbg !1286, !tbaa !294
  %105 = add nsw i32 %104, -87, !dbg !1287
    #dbg_value(i32 %105, !1232, !DIExpression(), !1263)
  br label %106

106:                                              ; preds = %102, %97
  %107 = phi i32 [ %98, %97 ], [ %105, %102 ], !dbg !1288
    #dbg_value(i32 %107, !1232, !DIExpression(), !1263)
  %108 = icmp slt i32 %107, %60, !dbg !1289
  br i1 %108, label %109, label %122, !dbg !1291

109:                                              ; preds = %106
    #dbg_value(i32 1, !1187, !DIExpression(), !1189)
  br i1 %87, label %110, label %88, !dbg !1296, !llvm.loop !1297

110:                                              ; preds = %109
  %111 = sext i32 %107 to i64, !dbg !1292
  %112 = sub i64 %37, %111, !dbg !1300
  %113 = udiv i64 %112, %62, !dbg !1301
  %114 = icmp ugt i64 %85, %113, !dbg !1302
  %115 = mul i64 %85, %62, !dbg !1303
  %116 = add i64 %115, %111, !dbg !1303
  %117 = select i1 %114, i32 1, i32 0, !dbg !1303
  %118 = select i1 %114, i64 %37, i64 %116, !dbg !1303
  br label %83, !dbg !1295, !llvm.loop !1297

119:                                              ; preds = %71, %78
    #dbg_value(i64 poison, !1231, !DIExpression(), !1237)
    #dbg_value(ptr poison, !1185, !DIExpression(), !1189)
    #dbg_value(i64 poison, !1188, !DIExpression(), !1189)
  %120 = icmp eq ptr %1, null, !dbg !1304
  br i1 %120, label %130, label %121, !dbg !1308

121:                                              ; preds = %119
  store ptr %0, ptr %1, align 4, !dbg !1309, !tbaa !303
  br label %130, !dbg !1310

122:                                              ; preds = %106, %99
  %123 = icmp eq i32 %84, 0, !dbg !1311
    #dbg_value(i64 %85, !1231, !DIExpression(), !1237)
    #dbg_value(ptr %90, !1185, !DIExpression(), !1189)
    #dbg_value(i64 %85, !1188, !DIExpression(), !1189)
  %124 = icmp eq ptr %1, null, !dbg !1313
  br i1 %124, label %126, label %125, !dbg !1315

125:                                              ; preds = %122
  store ptr %90, ptr %1, align 4, !dbg !1316, !tbaa !303
  br label %126, !dbg !1317

126:                                              ; preds = %125, %122
  br i1 %123, label %129, label %127, !dbg !1318

127:                                              ; preds = %126
  %128 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1319
  store i32 34, ptr %128, align 4, !dbg !1320, !tbaa !294
  br label %129, !dbg !1319

129:                                              ; preds = %127, %126
  store i32 %24, ptr %7, align 4, !dbg !1321, !tbaa !294
  br label %130, !dbg !1322

130:                                              ; preds = %129, %121, %119, %28, %31
  %131 = phi i64 [ 0, %31 ], [ 0, %28 ], [ %85, %129 ], [ 0, %121 ], [ 0, %119 ], !dbg !1189
  ret i64 %131, !dbg !1323
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i64 @strtoull(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !1324 {
  %4 = alloca i32, align 4, !DIAssignID !1333
    #dbg_assign(i1 undef, !1331, !DIExpression(), !1333, ptr %4, !DIExpression(), !1334)
    #dbg_value(ptr %0, !1328, !DIExpression(), !1334)
    #dbg_value(ptr %1, !1329, !DIExpression(), !1334)
    #dbg_value(i32 %2, !1330, !DIExpression(), !1334)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #21, !dbg !1335
  store i32 0, ptr %4, align 4, !dbg !1336, !tbaa !294, !DIAssignID !1337
    #dbg_assign(i32 0, !1331, !DIExpression(), !1337, ptr %4, !DIExpression(), !1334)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 0, i64 noundef -1, i64 noundef 0, i64 noundef 0, ptr noundef nonnull %4) #22, !dbg !1338
    #dbg_value(i64 %5, !1332, !DIExpression(), !1334)
  %6 = load i32, ptr %4, align 4, !dbg !1339, !tbaa !294
  %7 = icmp eq i32 %6, 0, !dbg !1339
  %8 = sub i64 0, %5, !dbg !1339
  %9 = select i1 %7, i64 %5, i64 %8, !dbg !1339
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #21, !dbg !1340
  ret i64 %9, !dbg !1341
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i32 @strtol(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !1342 {
  %4 = alloca i32, align 4, !DIAssignID !1352
    #dbg_assign(i1 undef, !1349, !DIExpression(), !1352, ptr %4, !DIExpression(), !1353)
    #dbg_value(ptr %0, !1346, !DIExpression(), !1353)
    #dbg_value(ptr %1, !1347, !DIExpression(), !1353)
    #dbg_value(i32 %2, !1348, !DIExpression(), !1353)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #21, !dbg !1354
  store i32 0, ptr %4, align 4, !dbg !1355, !tbaa !294, !DIAssignID !1356
    #dbg_assign(i32 0, !1349, !DIExpression(), !1356, ptr %4, !DIExpression(), !1353)
    #dbg_value(i32 2147483647, !1350, !DIExpression(), !1353)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 1, i64 noundef 0, i64 noundef -2147483648, i64 noundef 2147483647, ptr noundef nonnull %4) #22, !dbg !1357
    #dbg_value(i64 %5, !1351, !DIExpression(), !1353)
  %6 = load i32, ptr %4, align 4, !dbg !1358, !tbaa !294
  %7 = icmp eq i32 %6, 0, !dbg !1358
  %8 = trunc i64 %5 to i32, !dbg !1358
  %9 = sub i32 0, %8, !dbg !1358
  %10 = select i1 %7, i32 %8, i32 %9, !dbg !1358
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #21, !dbg !1359
  ret i32 %10, !dbg !1360
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i32 @strtoul(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !1361 {
  %4 = alloca i32, align 4, !DIAssignID !1370
    #dbg_assign(i1 undef, !1368, !DIExpression(), !1370, ptr %4, !DIExpression(), !1371)
    #dbg_value(ptr %0, !1365, !DIExpression(), !1371)
    #dbg_value(ptr %1, !1366, !DIExpression(), !1371)
    #dbg_value(i32 %2, !1367, !DIExpression(), !1371)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #21, !dbg !1372
  store i32 0, ptr %4, align 4, !dbg !1373, !tbaa !294, !DIAssignID !1374
    #dbg_assign(i32 0, !1368, !DIExpression(), !1374, ptr %4, !DIExpression(), !1371)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 0, i64 noundef 4294967295, i64 noundef 0, i64 noundef 0, ptr noundef nonnull %4) #22, !dbg !1375
    #dbg_value(i64 %5, !1369, !DIExpression(), !1371)
  %6 = load i32, ptr %4, align 4, !dbg !1376, !tbaa !294
  %7 = icmp eq i32 %6, 0, !dbg !1376
  %8 = trunc i64 %5 to i32, !dbg !1376
  %9 = sub i32 0, %8, !dbg !1376
  %10 = select i1 %7, i32 %8, i32 %9, !dbg !1376
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #21, !dbg !1377
  ret i32 %10, !dbg !1378
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local i32 @atoi(ptr nocapture noundef readonly %0) local_unnamed_addr #12 !dbg !1379 {
    #dbg_value(ptr %0, !1383, !DIExpression(), !1384)
    #dbg_value(ptr %0, !1346, !DIExpression(), !1385)
    #dbg_value(ptr null, !1347, !DIExpression(), !1385)
    #dbg_value(i32 10, !1348, !DIExpression(), !1385)
    #dbg_value(i32 0, !1349, !DIExpression(), !1385)
    #dbg_value(i32 2147483647, !1350, !DIExpression(), !1385)
    #dbg_value(ptr %0, !1174, !DIExpression(), !1387)
    #dbg_value(ptr null, !1175, !DIExpression(), !1387)
    #dbg_value(i32 10, !1176, !DIExpression(), !1387)
    #dbg_value(i32 1, !1177, !DIExpression(), !1387)
    #dbg_value(i64 0, !1178, !DIExpression(), !1387)
    #dbg_value(i64 -2147483648, !1179, !DIExpression(), !1387)
    #dbg_value(i64 2147483647, !1180, !DIExpression(), !1387)
    #dbg_value(ptr undef, !1181, !DIExpression(), !1387)
    #dbg_value(ptr %0, !1182, !DIExpression(), !1387)
  br label %2, !dbg !1389

2:                                                ; preds = %2, %1
  %3 = phi ptr [ %0, %1 ], [ %10, %2 ], !dbg !1387
    #dbg_value(ptr %3, !1182, !DIExpression(), !1387)
  %4 = load i8, ptr %3, align 1, !dbg !1390, !tbaa !351
  %5 = zext i8 %4 to i32, !dbg !1391
    #dbg_value(i32 %5, !1012, !DIExpression(), !1392)
    #dbg_value(i32 %5, !976, !DIExpression(), !1394)
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %5, !dbg !1396
  %7 = load i16, ptr %6, align 2, !dbg !1396, !tbaa !983
  %8 = and i16 %7, 8192, !dbg !1397
  %9 = icmp eq i16 %8, 0, !dbg !1389
  %10 = getelementptr inbounds i8, ptr %3, i32 1, !dbg !1398
    #dbg_value(ptr %10, !1182, !DIExpression(), !1387)
  br i1 %9, label %11, label %2, !dbg !1389, !llvm.loop !1399

11:                                               ; preds = %2
    #dbg_value(i32 0, !1183, !DIExpression(), !1387)
  switch i8 %4, label %19 [
    i8 43, label %12
    i8 45, label %12
  ], !dbg !1400

12:                                               ; preds = %11, %11
  %13 = icmp ne i8 %4, 45, !dbg !1401
    #dbg_value(i1 %13, !1183, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1387)
    #dbg_value(ptr %10, !1182, !DIExpression(), !1387)
  %14 = select i1 %13, i64 2147483647, i64 2147483648, !dbg !1402
  %15 = load i8, ptr %10, align 1, !dbg !1403, !tbaa !351
  %16 = zext i8 %15 to i32
  %17 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %16
  %18 = load i16, ptr %17, align 2, !dbg !1405, !tbaa !983
  br label %19, !dbg !1402

19:                                               ; preds = %12, %11
  %20 = phi i32 [ %16, %12 ], [ %5, %11 ], !dbg !1408
  %21 = phi i16 [ %18, %12 ], [ %7, %11 ], !dbg !1405
  %22 = phi i1 [ %13, %12 ], [ true, %11 ]
  %23 = phi ptr [ %10, %12 ], [ %3, %11 ]
  %24 = phi i64 [ %14, %12 ], [ 2147483647, %11 ], !dbg !1402
    #dbg_value(i64 %24, !1184, !DIExpression(), !1387)
    #dbg_value(ptr undef, !1225, !DIExpression(), !1409)
    #dbg_value(ptr undef, !1226, !DIExpression(), !1409)
    #dbg_value(i64 %24, !1227, !DIExpression(), !1409)
    #dbg_value(ptr undef, !1228, !DIExpression(), !1409)
    #dbg_value(ptr undef, !1229, !DIExpression(), !1409)
    #dbg_value(i32 10, !1230, !DIExpression(), !1409)
    #dbg_value(i32 10, !1176, !DIExpression(), !1387)
    #dbg_value(i32 poison, !1187, !DIExpression(), !1387)
    #dbg_value(i32 0, !1186, !DIExpression(), !1387)
    #dbg_value(ptr %23, !1219, !DIExpression(), !1409)
    #dbg_value(i64 0, !1231, !DIExpression(), !1409)
    #dbg_value(i8 poison, !1236, !DIExpression(), !1410)
    #dbg_value(i32 %20, !990, !DIExpression(), !1411)
    #dbg_value(i32 %20, !976, !DIExpression(), !1412)
  %25 = and i16 %21, 2048, !dbg !1413
  %26 = icmp eq i16 %25, 0, !dbg !1414
  br i1 %26, label %29, label %27, !dbg !1415

27:                                               ; preds = %19
  %28 = add nsw i32 %20, -48, !dbg !1416
    #dbg_value(i32 %28, !1232, !DIExpression(), !1410)
  br label %36, !dbg !1417

29:                                               ; preds = %19
    #dbg_value(i32 %20, !974, !DIExpression(), !1418)
    #dbg_value(i32 %20, !976, !DIExpression(), !1420)
  %30 = and i16 %21, 1024, !dbg !1422
  %31 = icmp eq i16 %30, 0, !dbg !1423
  br i1 %31, label %85, label %32, !dbg !1424

32:                                               ; preds = %29
    #dbg_value(i32 %20, !1111, !DIExpression(), !1425)
  %33 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %20, !dbg !1427
  %34 = load i32, ptr %33, align 4, !dbg !1427, !tbaa !294
  %35 = add nsw i32 %34, -87, !dbg !1428
    #dbg_value(i32 %35, !1232, !DIExpression(), !1410)
  br label %36

36:                                               ; preds = %32, %27
  %37 = phi i32 [ %28, %27 ], [ %35, %32 ], !dbg !1429
    #dbg_value(i32 %37, !1232, !DIExpression(), !1410)
  %38 = icmp slt i32 %37, 10, !dbg !1430
  br i1 %38, label %39, label %85, !dbg !1431

39:                                               ; preds = %36
    #dbg_value(i32 1, !1187, !DIExpression(), !1387)
  %40 = sext i32 %37 to i64, !dbg !1432
    #dbg_value(i32 0, !1186, !DIExpression(), !1387)
    #dbg_value(i64 %40, !1231, !DIExpression(), !1409)
    #dbg_value(ptr %23, !1219, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1409)
  br label %41, !dbg !1433

41:                                               ; preds = %68, %39
  %42 = phi i32 [ 0, %39 ], [ %75, %68 ]
  %43 = phi i64 [ %40, %39 ], [ %76, %68 ]
  %44 = phi ptr [ %23, %39 ], [ %48, %68 ]
  %45 = icmp eq i32 %42, 0
  br label %46, !dbg !1434

46:                                               ; preds = %41, %67
  %47 = phi ptr [ %48, %67 ], [ %44, %41 ]
  %48 = getelementptr inbounds i8, ptr %47, i32 1, !dbg !1409
    #dbg_value(i32 poison, !1187, !DIExpression(), !1387)
    #dbg_value(i32 %42, !1186, !DIExpression(), !1387)
    #dbg_value(ptr %48, !1219, !DIExpression(), !1409)
    #dbg_value(i64 %43, !1231, !DIExpression(), !1409)
  %49 = load i8, ptr %48, align 1, !dbg !1403, !tbaa !351
    #dbg_value(i8 %49, !1236, !DIExpression(), !1410)
  %50 = zext i8 %49 to i32, !dbg !1408
    #dbg_value(i32 %50, !990, !DIExpression(), !1411)
    #dbg_value(i32 %50, !976, !DIExpression(), !1412)
  %51 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %50, !dbg !1405
  %52 = load i16, ptr %51, align 2, !dbg !1405, !tbaa !983
  %53 = and i16 %52, 2048, !dbg !1413
  %54 = icmp eq i16 %53, 0, !dbg !1414
  br i1 %54, label %57, label %55, !dbg !1415

55:                                               ; preds = %46
  %56 = add nsw i32 %50, -48, !dbg !1416
    #dbg_value(i32 %56, !1232, !DIExpression(), !1410)
  br label %64, !dbg !1417

57:                                               ; preds = %46
    #dbg_value(i32 %50, !974, !DIExpression(), !1418)
    #dbg_value(i32 %50, !976, !DIExpression(), !1420)
  %58 = and i16 %52, 1024, !dbg !1422
  %59 = icmp eq i16 %58, 0, !dbg !1423
  br i1 %59, label %77, label %60, !dbg !1424

60:                                               ; preds = %57
    #dbg_value(i32 %50, !1111, !DIExpression(), !1425)
  %61 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %50, !dbg !1427
  %62 = load i32, ptr %61, align 4, !dbg !1427, !tbaa !294
  %63 = add nsw i32 %62, -87, !dbg !1428
    #dbg_value(i32 %63, !1232, !DIExpression(), !1410)
  br label %64

64:                                               ; preds = %60, %55
  %65 = phi i32 [ %56, %55 ], [ %63, %60 ], !dbg !1429
    #dbg_value(i32 %65, !1232, !DIExpression(), !1410)
  %66 = icmp slt i32 %65, 10, !dbg !1430
  br i1 %66, label %67, label %77, !dbg !1431

67:                                               ; preds = %64
    #dbg_value(i32 1, !1187, !DIExpression(), !1387)
  br i1 %45, label %68, label %46, !dbg !1435, !llvm.loop !1436

68:                                               ; preds = %67
  %69 = sext i32 %65 to i64, !dbg !1432
  %70 = sub nsw i64 %24, %69, !dbg !1438
  %71 = udiv i64 %70, 10, !dbg !1439
  %72 = icmp ugt i64 %43, %71, !dbg !1440
  %73 = mul nuw i64 %43, 10, !dbg !1441
  %74 = add i64 %73, %69, !dbg !1441
  %75 = select i1 %72, i32 1, i32 0, !dbg !1441
  %76 = select i1 %72, i64 %24, i64 %74, !dbg !1441
  br label %41, !dbg !1434, !llvm.loop !1436

77:                                               ; preds = %64, %57
  %78 = icmp eq i32 %42, 0, !dbg !1442
    #dbg_value(i64 %43, !1231, !DIExpression(), !1409)
    #dbg_value(ptr undef, !1185, !DIExpression(), !1387)
    #dbg_value(i64 %43, !1188, !DIExpression(), !1387)
  br i1 %78, label %81, label %79, !dbg !1443

79:                                               ; preds = %77
  %80 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1444
  store i32 34, ptr %80, align 4, !dbg !1445, !tbaa !294
  br label %81, !dbg !1444

81:                                               ; preds = %77, %79
    #dbg_value(i1 %22, !1349, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1385)
    #dbg_value(i64 %43, !1351, !DIExpression(), !1385)
  %82 = trunc i64 %43 to i32, !dbg !1446
  %83 = sub i32 0, %82, !dbg !1446
  %84 = select i1 %22, i32 %82, i32 %83, !dbg !1446
  br label %85, !dbg !1446

85:                                               ; preds = %81, %29, %36
  %86 = phi i32 [ 0, %36 ], [ 0, %29 ], [ %84, %81 ], !dbg !1446
  ret i32 %86, !dbg !1447
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local i32 @atol(ptr nocapture noundef readonly %0) local_unnamed_addr #12 !dbg !1448 {
    #dbg_value(ptr %0, !1452, !DIExpression(), !1453)
    #dbg_value(ptr %0, !1346, !DIExpression(), !1454)
    #dbg_value(ptr null, !1347, !DIExpression(), !1454)
    #dbg_value(i32 10, !1348, !DIExpression(), !1454)
    #dbg_value(i32 0, !1349, !DIExpression(), !1454)
    #dbg_value(i32 2147483647, !1350, !DIExpression(), !1454)
    #dbg_value(ptr %0, !1174, !DIExpression(), !1456)
    #dbg_value(ptr null, !1175, !DIExpression(), !1456)
    #dbg_value(i32 10, !1176, !DIExpression(), !1456)
    #dbg_value(i32 1, !1177, !DIExpression(), !1456)
    #dbg_value(i64 0, !1178, !DIExpression(), !1456)
    #dbg_value(i64 -2147483648, !1179, !DIExpression(), !1456)
    #dbg_value(i64 2147483647, !1180, !DIExpression(), !1456)
    #dbg_value(ptr undef, !1181, !DIExpression(), !1456)
    #dbg_value(ptr %0, !1182, !DIExpression(), !1456)
  br label %2, !dbg !1458

2:                                                ; preds = %2, %1
  %3 = phi ptr [ %0, %1 ], [ %10, %2 ], !dbg !1456
    #dbg_value(ptr %3, !1182, !DIExpression(), !1456)
  %4 = load i8, ptr %3, align 1, !dbg !1459, !tbaa !351
  %5 = zext i8 %4 to i32, !dbg !1460
    #dbg_value(i32 %5, !1012, !DIExpression(), !1461)
    #dbg_value(i32 %5, !976, !DIExpression(), !1463)
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %5, !dbg !1465
  %7 = load i16, ptr %6, align 2, !dbg !1465, !tbaa !983
  %8 = and i16 %7, 8192, !dbg !1466
  %9 = icmp eq i16 %8, 0, !dbg !1458
  %10 = getelementptr inbounds i8, ptr %3, i32 1, !dbg !1467
    #dbg_value(ptr %10, !1182, !DIExpression(), !1456)
  br i1 %9, label %11, label %2, !dbg !1458, !llvm.loop !1468

11:                                               ; preds = %2
    #dbg_value(i32 0, !1183, !DIExpression(), !1456)
  switch i8 %4, label %19 [
    i8 43, label %12
    i8 45, label %12
  ], !dbg !1469

12:                                               ; preds = %11, %11
  %13 = icmp ne i8 %4, 45, !dbg !1470
    #dbg_value(i1 %13, !1183, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1456)
    #dbg_value(ptr %10, !1182, !DIExpression(), !1456)
  %14 = select i1 %13, i64 2147483647, i64 2147483648, !dbg !1471
  %15 = load i8, ptr %10, align 1, !dbg !1472, !tbaa !351
  %16 = zext i8 %15 to i32
  %17 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %16
  %18 = load i16, ptr %17, align 2, !dbg !1474, !tbaa !983
  br label %19, !dbg !1471

19:                                               ; preds = %12, %11
  %20 = phi i32 [ %16, %12 ], [ %5, %11 ], !dbg !1477
  %21 = phi i16 [ %18, %12 ], [ %7, %11 ], !dbg !1474
  %22 = phi i1 [ %13, %12 ], [ true, %11 ]
  %23 = phi ptr [ %10, %12 ], [ %3, %11 ]
  %24 = phi i64 [ %14, %12 ], [ 2147483647, %11 ], !dbg !1471
    #dbg_value(i64 %24, !1184, !DIExpression(), !1456)
    #dbg_value(ptr undef, !1225, !DIExpression(), !1478)
    #dbg_value(ptr undef, !1226, !DIExpression(), !1478)
    #dbg_value(i64 %24, !1227, !DIExpression(), !1478)
    #dbg_value(ptr undef, !1228, !DIExpression(), !1478)
    #dbg_value(ptr undef, !1229, !DIExpression(), !1478)
    #dbg_value(i32 10, !1230, !DIExpression(), !1478)
    #dbg_value(i32 10, !1176, !DIExpression(), !1456)
    #dbg_value(i32 poison, !1187, !DIExpression(), !1456)
    #dbg_value(i32 0, !1186, !DIExpression(), !1456)
    #dbg_value(ptr %23, !1219, !DIExpression(), !1478)
    #dbg_value(i64 0, !1231, !DIExpression(), !1478)
    #dbg_value(i8 poison, !1236, !DIExpression(), !1479)
    #dbg_value(i32 %20, !990, !DIExpression(), !1480)
    #dbg_value(i32 %20, !976, !DIExpression(), !1481)
  %25 = and i16 %21, 2048, !dbg !1482
  %26 = icmp eq i16 %25, 0, !dbg !1483
  br i1 %26, label %29, label %27, !dbg !1484

27:                                               ; preds = %19
  %28 = add nsw i32 %20, -48, !dbg !1485
    #dbg_value(i32 %28, !1232, !DIExpression(), !1479)
  br label %36, !dbg !1486

29:                                               ; preds = %19
    #dbg_value(i32 %20, !974, !DIExpression(), !1487)
    #dbg_value(i32 %20, !976, !DIExpression(), !1489)
  %30 = and i16 %21, 1024, !dbg !1491
  %31 = icmp eq i16 %30, 0, !dbg !1492
  br i1 %31, label %85, label %32, !dbg !1493

32:                                               ; preds = %29
    #dbg_value(i32 %20, !1111, !DIExpression(), !1494)
  %33 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %20, !dbg !1496
  %34 = load i32, ptr %33, align 4, !dbg !1496, !tbaa !294
  %35 = add nsw i32 %34, -87, !dbg !1497
    #dbg_value(i32 %35, !1232, !DIExpression(), !1479)
  br label %36

36:                                               ; preds = %32, %27
  %37 = phi i32 [ %28, %27 ], [ %35, %32 ], !dbg !1498
    #dbg_value(i32 %37, !1232, !DIExpression(), !1479)
  %38 = icmp slt i32 %37, 10, !dbg !1499
  br i1 %38, label %39, label %85, !dbg !1500

39:                                               ; preds = %36
    #dbg_value(i32 1, !1187, !DIExpression(), !1456)
  %40 = sext i32 %37 to i64, !dbg !1501
    #dbg_value(i32 0, !1186, !DIExpression(), !1456)
    #dbg_value(i64 %40, !1231, !DIExpression(), !1478)
    #dbg_value(ptr %23, !1219, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1478)
  br label %41, !dbg !1502

41:                                               ; preds = %68, %39
  %42 = phi i32 [ 0, %39 ], [ %75, %68 ]
  %43 = phi i64 [ %40, %39 ], [ %76, %68 ]
  %44 = phi ptr [ %23, %39 ], [ %48, %68 ]
  %45 = icmp eq i32 %42, 0
  br label %46, !dbg !1503

46:                                               ; preds = %41, %67
  %47 = phi ptr [ %48, %67 ], [ %44, %41 ]
  %48 = getelementptr inbounds i8, ptr %47, i32 1, !dbg !1478
    #dbg_value(i32 poison, !1187, !DIExpression(), !1456)
    #dbg_value(i32 %42, !1186, !DIExpression(), !1456)
    #dbg_value(ptr %48, !1219, !DIExpression(), !1478)
    #dbg_value(i64 %43, !1231, !DIExpression(), !1478)
  %49 = load i8, ptr %48, align 1, !dbg !1472, !tbaa !351
    #dbg_value(i8 %49, !1236, !DIExpression(), !1479)
  %50 = zext i8 %49 to i32, !dbg !1477
    #dbg_value(i32 %50, !990, !DIExpression(), !1480)
    #dbg_value(i32 %50, !976, !DIExpression(), !1481)
  %51 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %50, !dbg !1474
  %52 = load i16, ptr %51, align 2, !dbg !1474, !tbaa !983
  %53 = and i16 %52, 2048, !dbg !1482
  %54 = icmp eq i16 %53, 0, !dbg !1483
  br i1 %54, label %57, label %55, !dbg !1484

55:                                               ; preds = %46
  %56 = add nsw i32 %50, -48, !dbg !1485
    #dbg_value(i32 %56, !1232, !DIExpression(), !1479)
  br label %64, !dbg !1486

57:                                               ; preds = %46
    #dbg_value(i32 %50, !974, !DIExpression(), !1487)
    #dbg_value(i32 %50, !976, !DIExpression(), !1489)
  %58 = and i16 %52, 1024, !dbg !1491
  %59 = icmp eq i16 %58, 0, !dbg !1492
  br i1 %59, label %77, label %60, !dbg !1493

60:                                               ; preds = %57
    #dbg_value(i32 %50, !1111, !DIExpression(), !1494)
  %61 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %50, !dbg !1496
  %62 = load i32, ptr %61, align 4, !dbg !1496, !tbaa !294
  %63 = add nsw i32 %62, -87, !dbg !1497
    #dbg_value(i32 %63, !1232, !DIExpression(), !1479)
  br label %64

64:                                               ; preds = %60, %55
  %65 = phi i32 [ %56, %55 ], [ %63, %60 ], !dbg !1498
    #dbg_value(i32 %65, !1232, !DIExpression(), !1479)
  %66 = icmp slt i32 %65, 10, !dbg !1499
  br i1 %66, label %67, label %77, !dbg !1500

67:                                               ; preds = %64
    #dbg_value(i32 1, !1187, !DIExpression(), !1456)
  br i1 %45, label %68, label %46, !dbg !1504, !llvm.loop !1505

68:                                               ; preds = %67
  %69 = sext i32 %65 to i64, !dbg !1501
  %70 = sub nsw i64 %24, %69, !dbg !1507
  %71 = udiv i64 %70, 10, !dbg !1508
  %72 = icmp ugt i64 %43, %71, !dbg !1509
  %73 = mul nuw i64 %43, 10, !dbg !1510
  %74 = add i64 %73, %69, !dbg !1510
  %75 = select i1 %72, i32 1, i32 0, !dbg !1510
  %76 = select i1 %72, i64 %24, i64 %74, !dbg !1510
  br label %41, !dbg !1503, !llvm.loop !1505

77:                                               ; preds = %64, %57
  %78 = icmp eq i32 %42, 0, !dbg !1511
    #dbg_value(i64 %43, !1231, !DIExpression(), !1478)
    #dbg_value(ptr undef, !1185, !DIExpression(), !1456)
    #dbg_value(i64 %43, !1188, !DIExpression(), !1456)
  br i1 %78, label %81, label %79, !dbg !1512

79:                                               ; preds = %77
  %80 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1513
  store i32 34, ptr %80, align 4, !dbg !1514, !tbaa !294
  br label %81, !dbg !1513

81:                                               ; preds = %77, %79
    #dbg_value(i1 %22, !1349, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1454)
    #dbg_value(i64 %43, !1351, !DIExpression(), !1454)
  %82 = trunc i64 %43 to i32, !dbg !1515
  %83 = sub i32 0, %82, !dbg !1515
  %84 = select i1 %22, i32 %82, i32 %83, !dbg !1515
  br label %85, !dbg !1515

85:                                               ; preds = %81, %29, %36
  %86 = phi i32 [ 0, %36 ], [ 0, %29 ], [ %84, %81 ], !dbg !1515
  ret i32 %86, !dbg !1516
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local i64 @atoll(ptr nocapture noundef readonly %0) local_unnamed_addr #12 !dbg !1517 {
    #dbg_value(ptr %0, !1521, !DIExpression(), !1522)
    #dbg_value(ptr %0, !1156, !DIExpression(), !1523)
    #dbg_value(ptr null, !1157, !DIExpression(), !1523)
    #dbg_value(i32 10, !1158, !DIExpression(), !1523)
    #dbg_value(i32 0, !1159, !DIExpression(), !1523)
    #dbg_value(ptr %0, !1174, !DIExpression(), !1525)
    #dbg_value(ptr null, !1175, !DIExpression(), !1525)
    #dbg_value(i32 10, !1176, !DIExpression(), !1525)
    #dbg_value(i32 1, !1177, !DIExpression(), !1525)
    #dbg_value(i64 0, !1178, !DIExpression(), !1525)
    #dbg_value(i64 -9223372036854775808, !1179, !DIExpression(), !1525)
    #dbg_value(i64 9223372036854775807, !1180, !DIExpression(), !1525)
    #dbg_value(ptr undef, !1181, !DIExpression(), !1525)
    #dbg_value(ptr %0, !1182, !DIExpression(), !1525)
  br label %2, !dbg !1527

2:                                                ; preds = %2, %1
  %3 = phi ptr [ %0, %1 ], [ %10, %2 ], !dbg !1525
    #dbg_value(ptr %3, !1182, !DIExpression(), !1525)
  %4 = load i8, ptr %3, align 1, !dbg !1528, !tbaa !351
  %5 = zext i8 %4 to i32, !dbg !1529
    #dbg_value(i32 %5, !1012, !DIExpression(), !1530)
    #dbg_value(i32 %5, !976, !DIExpression(), !1532)
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %5, !dbg !1534
  %7 = load i16, ptr %6, align 2, !dbg !1534, !tbaa !983
  %8 = and i16 %7, 8192, !dbg !1535
  %9 = icmp eq i16 %8, 0, !dbg !1527
  %10 = getelementptr inbounds i8, ptr %3, i32 1, !dbg !1536
    #dbg_value(ptr %10, !1182, !DIExpression(), !1525)
  br i1 %9, label %11, label %2, !dbg !1527, !llvm.loop !1537

11:                                               ; preds = %2
    #dbg_value(i32 0, !1183, !DIExpression(), !1525)
  switch i8 %4, label %19 [
    i8 43, label %12
    i8 45, label %12
  ], !dbg !1538

12:                                               ; preds = %11, %11
  %13 = icmp ne i8 %4, 45, !dbg !1539
    #dbg_value(i1 %13, !1183, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1525)
    #dbg_value(ptr %10, !1182, !DIExpression(), !1525)
  %14 = select i1 %13, i64 9223372036854775807, i64 -9223372036854775808, !dbg !1540
  %15 = load i8, ptr %10, align 1, !dbg !1541, !tbaa !351
  %16 = zext i8 %15 to i32
  %17 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %16
  %18 = load i16, ptr %17, align 2, !dbg !1543, !tbaa !983
  br label %19, !dbg !1540

19:                                               ; preds = %12, %11
  %20 = phi i32 [ %16, %12 ], [ %5, %11 ], !dbg !1546
  %21 = phi i16 [ %18, %12 ], [ %7, %11 ], !dbg !1543
  %22 = phi i1 [ %13, %12 ], [ true, %11 ]
  %23 = phi ptr [ %10, %12 ], [ %3, %11 ]
  %24 = phi i64 [ %14, %12 ], [ 9223372036854775807, %11 ], !dbg !1540
    #dbg_value(i64 %24, !1184, !DIExpression(), !1525)
    #dbg_value(ptr undef, !1225, !DIExpression(), !1547)
    #dbg_value(ptr undef, !1226, !DIExpression(), !1547)
    #dbg_value(i64 %24, !1227, !DIExpression(), !1547)
    #dbg_value(ptr undef, !1228, !DIExpression(), !1547)
    #dbg_value(ptr undef, !1229, !DIExpression(), !1547)
    #dbg_value(i32 10, !1230, !DIExpression(), !1547)
    #dbg_value(i32 10, !1176, !DIExpression(), !1525)
    #dbg_value(i32 poison, !1187, !DIExpression(), !1525)
    #dbg_value(i32 0, !1186, !DIExpression(), !1525)
    #dbg_value(ptr %23, !1219, !DIExpression(), !1547)
    #dbg_value(i64 0, !1231, !DIExpression(), !1547)
    #dbg_value(i8 poison, !1236, !DIExpression(), !1548)
    #dbg_value(i32 %20, !990, !DIExpression(), !1549)
    #dbg_value(i32 %20, !976, !DIExpression(), !1550)
  %25 = and i16 %21, 2048, !dbg !1551
  %26 = icmp eq i16 %25, 0, !dbg !1552
  br i1 %26, label %29, label %27, !dbg !1553

27:                                               ; preds = %19
  %28 = add nsw i32 %20, -48, !dbg !1554
    #dbg_value(i32 %28, !1232, !DIExpression(), !1548)
  br label %36, !dbg !1555

29:                                               ; preds = %19
    #dbg_value(i32 %20, !974, !DIExpression(), !1556)
    #dbg_value(i32 %20, !976, !DIExpression(), !1558)
  %30 = and i16 %21, 1024, !dbg !1560
  %31 = icmp eq i16 %30, 0, !dbg !1561
  br i1 %31, label %84, label %32, !dbg !1562

32:                                               ; preds = %29
    #dbg_value(i32 %20, !1111, !DIExpression(), !1563)
  %33 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %20, !dbg !1565
  %34 = load i32, ptr %33, align 4, !dbg !1565, !tbaa !294
  %35 = add nsw i32 %34, -87, !dbg !1566
    #dbg_value(i32 %35, !1232, !DIExpression(), !1548)
  br label %36

36:                                               ; preds = %32, %27
  %37 = phi i32 [ %28, %27 ], [ %35, %32 ], !dbg !1567
    #dbg_value(i32 %37, !1232, !DIExpression(), !1548)
  %38 = icmp slt i32 %37, 10, !dbg !1568
  br i1 %38, label %39, label %84, !dbg !1569

39:                                               ; preds = %36
    #dbg_value(i32 1, !1187, !DIExpression(), !1525)
  %40 = sext i32 %37 to i64, !dbg !1570
    #dbg_value(i32 0, !1186, !DIExpression(), !1525)
    #dbg_value(i64 %40, !1231, !DIExpression(), !1547)
    #dbg_value(ptr %23, !1219, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1547)
  br label %41, !dbg !1571

41:                                               ; preds = %68, %39
  %42 = phi i32 [ 0, %39 ], [ %75, %68 ]
  %43 = phi i64 [ %40, %39 ], [ %76, %68 ]
  %44 = phi ptr [ %23, %39 ], [ %48, %68 ]
  %45 = icmp eq i32 %42, 0
  br label %46, !dbg !1572

46:                                               ; preds = %41, %67
  %47 = phi ptr [ %48, %67 ], [ %44, %41 ]
  %48 = getelementptr inbounds i8, ptr %47, i32 1, !dbg !1547
    #dbg_value(i32 poison, !1187, !DIExpression(), !1525)
    #dbg_value(i32 %42, !1186, !DIExpression(), !1525)
    #dbg_value(ptr %48, !1219, !DIExpression(), !1547)
    #dbg_value(i64 %43, !1231, !DIExpression(), !1547)
  %49 = load i8, ptr %48, align 1, !dbg !1541, !tbaa !351
    #dbg_value(i8 %49, !1236, !DIExpression(), !1548)
  %50 = zext i8 %49 to i32, !dbg !1546
    #dbg_value(i32 %50, !990, !DIExpression(), !1549)
    #dbg_value(i32 %50, !976, !DIExpression(), !1550)
  %51 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %50, !dbg !1543
  %52 = load i16, ptr %51, align 2, !dbg !1543, !tbaa !983
  %53 = and i16 %52, 2048, !dbg !1551
  %54 = icmp eq i16 %53, 0, !dbg !1552
  br i1 %54, label %57, label %55, !dbg !1553

55:                                               ; preds = %46
  %56 = add nsw i32 %50, -48, !dbg !1554
    #dbg_value(i32 %56, !1232, !DIExpression(), !1548)
  br label %64, !dbg !1555

57:                                               ; preds = %46
    #dbg_value(i32 %50, !974, !DIExpression(), !1556)
    #dbg_value(i32 %50, !976, !DIExpression(), !1558)
  %58 = and i16 %52, 1024, !dbg !1560
  %59 = icmp eq i16 %58, 0, !dbg !1561
  br i1 %59, label %77, label %60, !dbg !1562

60:                                               ; preds = %57
    #dbg_value(i32 %50, !1111, !DIExpression(), !1563)
  %61 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %50, !dbg !1565
  %62 = load i32, ptr %61, align 4, !dbg !1565, !tbaa !294
  %63 = add nsw i32 %62, -87, !dbg !1566
    #dbg_value(i32 %63, !1232, !DIExpression(), !1548)
  br label %64

64:                                               ; preds = %60, %55
  %65 = phi i32 [ %56, %55 ], [ %63, %60 ], !dbg !1567
    #dbg_value(i32 %65, !1232, !DIExpression(), !1548)
  %66 = icmp slt i32 %65, 10, !dbg !1568
  br i1 %66, label %67, label %77, !dbg !1569

67:                                               ; preds = %64
    #dbg_value(i32 1, !1187, !DIExpression(), !1525)
  br i1 %45, label %68, label %46, !dbg !1573, !llvm.loop !1574

68:                                               ; preds = %67
  %69 = sext i32 %65 to i64, !dbg !1570
  %70 = sub i64 %24, %69, !dbg !1576
  %71 = udiv i64 %70, 10, !dbg !1577
  %72 = icmp ugt i64 %43, %71, !dbg !1578
  %73 = mul nuw i64 %43, 10, !dbg !1579
  %74 = add i64 %73, %69, !dbg !1579
  %75 = select i1 %72, i32 1, i32 0, !dbg !1579
  %76 = select i1 %72, i64 %24, i64 %74, !dbg !1579
  br label %41, !dbg !1572, !llvm.loop !1574

77:                                               ; preds = %64, %57
  %78 = icmp eq i32 %42, 0, !dbg !1580
    #dbg_value(i64 %43, !1231, !DIExpression(), !1547)
    #dbg_value(ptr undef, !1185, !DIExpression(), !1525)
    #dbg_value(i64 %43, !1188, !DIExpression(), !1525)
  br i1 %78, label %81, label %79, !dbg !1581

79:                                               ; preds = %77
  %80 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1582
  store i32 34, ptr %80, align 4, !dbg !1583, !tbaa !294
  br label %81, !dbg !1582

81:                                               ; preds = %77, %79
    #dbg_value(i1 %22, !1159, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1523)
    #dbg_value(i64 %43, !1160, !DIExpression(), !1523)
  %82 = sub i64 0, %43, !dbg !1584
  %83 = select i1 %22, i64 %43, i64 %82, !dbg !1584
  br label %84, !dbg !1584

84:                                               ; preds = %81, %29, %36
  %85 = phi i64 [ 0, %36 ], [ 0, %29 ], [ %83, %81 ], !dbg !1584
  ret i64 %85, !dbg !1585
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local void @srand(i32 noundef %0) local_unnamed_addr #13 !dbg !1586 {
    #dbg_value(i32 %0, !1590, !DIExpression(), !1600)
  %2 = tail call i32 @llvm.umax.i32(i32 %0, i32 1), !dbg !1601
    #dbg_value(i32 %2, !1591, !DIExpression(), !1600)
  store i32 %2, ptr @rand_state, align 4, !dbg !1602, !tbaa !294
    #dbg_value(i32 1, !1592, !DIExpression(), !1603)
    #dbg_value(i32 %2, !1591, !DIExpression(), !1600)
  br label %4, !dbg !1604

3:                                                ; preds = %4
  store i1 true, ptr @rand_seeded, align 4, !dbg !1605
    #dbg_value(i32 0, !1598, !DIExpression(), !1606)
    #dbg_value(i32 0, !1598, !DIExpression(), !1606)
  br label %19, !dbg !1607

4:                                                ; preds = %1, %4
  %5 = phi i32 [ %2, %1 ], [ %14, %4 ]
  %6 = phi i32 [ 1, %1 ], [ %16, %4 ]
    #dbg_value(i32 %5, !1591, !DIExpression(), !1600)
    #dbg_value(i32 %6, !1592, !DIExpression(), !1603)
  %7 = sdiv i32 %5, 127773, !dbg !1608
    #dbg_value(i32 %7, !1594, !DIExpression(), !1609)
  %8 = srem i32 %5, 127773, !dbg !1610
    #dbg_value(i32 %8, !1597, !DIExpression(), !1609)
  %9 = mul nsw i32 %8, 16807, !dbg !1611
  %10 = mul nsw i32 %7, -2836, !dbg !1612
  %11 = add i32 %10, %9, !dbg !1613
    #dbg_value(i32 %11, !1591, !DIExpression(), !1600)
  %12 = icmp slt i32 %11, 0, !dbg !1614
  %13 = add nsw i32 %11, 2147483647
  %14 = select i1 %12, i32 %13, i32 %11, !dbg !1616
    #dbg_value(i32 %14, !1591, !DIExpression(), !1600)
  %15 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %6, !dbg !1617
  store i32 %14, ptr %15, align 4, !dbg !1618, !tbaa !294
  %16 = add nuw nsw i32 %6, 1, !dbg !1619
    #dbg_value(i32 %16, !1592, !DIExpression(), !1603)
  %17 = icmp eq i32 %16, 31, !dbg !1620
  br i1 %17, label %3, label %4, !dbg !1604, !llvm.loop !1621

18:                                               ; preds = %19
  store i32 %29, ptr @rand_f, align 4, !dbg !1623, !tbaa !294
  store i32 %31, ptr @rand_r, align 4, !dbg !1623, !tbaa !294
  ret void, !dbg !1626

19:                                               ; preds = %3, %19
  %20 = phi i32 [ 0, %3 ], [ %32, %19 ]
  %21 = phi i32 [ 3, %3 ], [ %29, %19 ]
  %22 = phi i32 [ 0, %3 ], [ %31, %19 ]
    #dbg_value(i32 %20, !1598, !DIExpression(), !1606)
  %23 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %21, !dbg !1627
  %24 = load i32, ptr %23, align 4, !dbg !1627, !tbaa !294
  %25 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %22, !dbg !1628
  %26 = load i32, ptr %25, align 4, !dbg !1628, !tbaa !294
  %27 = add i32 %26, %24, !dbg !1629
  store i32 %27, ptr %23, align 4, !dbg !1630, !tbaa !294
  %28 = add nsw i32 %21, 1, !dbg !1631
  %29 = srem i32 %28, 31, !dbg !1632
  %30 = add nsw i32 %22, 1, !dbg !1633
  %31 = srem i32 %30, 31, !dbg !1634
  %32 = add nuw nsw i32 %20, 1, !dbg !1635
    #dbg_value(i32 %32, !1598, !DIExpression(), !1606)
  %33 = icmp eq i32 %32, 310, !dbg !1636
  br i1 %33, label %18, label %19, !dbg !1607, !llvm.loop !1637
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 0, -2147483648) i32 @rand() local_unnamed_addr #13 !dbg !1639 {
  %1 = load i1, ptr @rand_seeded, align 4, !dbg !1645
  br i1 %1, label %2, label %5, !dbg !1647

2:                                                ; preds = %0
  %3 = load i32, ptr @rand_f, align 4, !dbg !1648, !tbaa !294
  %4 = load i32, ptr @rand_r, align 4, !dbg !1649, !tbaa !294
  br label %36, !dbg !1647

5:                                                ; preds = %0
    #dbg_value(i32 1, !1590, !DIExpression(), !1650)
    #dbg_value(i32 1, !1591, !DIExpression(), !1650)
  store i32 1, ptr @rand_state, align 4, !dbg !1652, !tbaa !294
    #dbg_value(i32 1, !1592, !DIExpression(), !1653)
    #dbg_value(i32 1, !1591, !DIExpression(), !1650)
  br label %7, !dbg !1654

6:                                                ; preds = %7
  store i1 true, ptr @rand_seeded, align 4, !dbg !1655
    #dbg_value(i32 0, !1598, !DIExpression(), !1656)
    #dbg_value(i32 0, !1598, !DIExpression(), !1656)
  br label %21, !dbg !1657

7:                                                ; preds = %7, %5
  %8 = phi i32 [ 1, %5 ], [ %17, %7 ]
  %9 = phi i32 [ 1, %5 ], [ %19, %7 ]
    #dbg_value(i32 %8, !1591, !DIExpression(), !1650)
    #dbg_value(i32 %9, !1592, !DIExpression(), !1653)
  %10 = sdiv i32 %8, 127773, !dbg !1658
    #dbg_value(i32 %10, !1594, !DIExpression(), !1659)
  %11 = srem i32 %8, 127773, !dbg !1660
    #dbg_value(i32 %11, !1597, !DIExpression(), !1659)
  %12 = mul nsw i32 %11, 16807, !dbg !1661
  %13 = mul nsw i32 %10, -2836, !dbg !1662
  %14 = add i32 %13, %12, !dbg !1663
    #dbg_value(i32 %14, !1591, !DIExpression(), !1650)
  %15 = icmp slt i32 %14, 0, !dbg !1664
  %16 = add nsw i32 %14, 2147483647
  %17 = select i1 %15, i32 %16, i32 %14, !dbg !1665
    #dbg_value(i32 %17, !1591, !DIExpression(), !1650)
  %18 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %9, !dbg !1666
  store i32 %17, ptr %18, align 4, !dbg !1667, !tbaa !294
  %19 = add nuw nsw i32 %9, 1, !dbg !1668
    #dbg_value(i32 %19, !1592, !DIExpression(), !1653)
  %20 = icmp eq i32 %19, 31, !dbg !1669
  br i1 %20, label %6, label %7, !dbg !1654, !llvm.loop !1670

21:                                               ; preds = %21, %6
  %22 = phi i32 [ 0, %6 ], [ %34, %21 ]
  %23 = phi i32 [ 3, %6 ], [ %31, %21 ]
  %24 = phi i32 [ 0, %6 ], [ %33, %21 ]
    #dbg_value(i32 %22, !1598, !DIExpression(), !1656)
  %25 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %23, !dbg !1672
  %26 = load i32, ptr %25, align 4, !dbg !1672, !tbaa !294
  %27 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %24, !dbg !1673
  %28 = load i32, ptr %27, align 4, !dbg !1673, !tbaa !294
  %29 = add i32 %28, %26, !dbg !1674
  store i32 %29, ptr %25, align 4, !dbg !1675, !tbaa !294
  %30 = add nsw i32 %23, 1, !dbg !1676
  %31 = srem i32 %30, 31, !dbg !1677
  %32 = add nsw i32 %24, 1, !dbg !1678
  %33 = srem i32 %32, 31, !dbg !1679
  %34 = add nuw nsw i32 %22, 1, !dbg !1680
    #dbg_value(i32 %34, !1598, !DIExpression(), !1656)
  %35 = icmp eq i32 %34, 310, !dbg !1681
  br i1 %35, label %36, label %21, !dbg !1657, !llvm.loop !1682

36:                                               ; preds = %21, %2
  %37 = phi i32 [ %4, %2 ], [ %33, %21 ], !dbg !1649
  %38 = phi i32 [ %3, %2 ], [ %31, %21 ], !dbg !1648
  %39 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %38, !dbg !1684
  %40 = load i32, ptr %39, align 4, !dbg !1684, !tbaa !294
  %41 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %37, !dbg !1685
  %42 = load i32, ptr %41, align 4, !dbg !1685, !tbaa !294
  %43 = add i32 %42, %40, !dbg !1686
    #dbg_value(i32 %43, !1643, !DIExpression(), !1687)
  store i32 %43, ptr %39, align 4, !dbg !1688, !tbaa !294
  %44 = lshr i32 %43, 1, !dbg !1689
    #dbg_value(i32 %44, !1644, !DIExpression(), !1687)
  %45 = add nsw i32 %38, 1, !dbg !1690
  %46 = srem i32 %45, 31, !dbg !1691
  store i32 %46, ptr @rand_f, align 4, !dbg !1692, !tbaa !294
  %47 = add nsw i32 %37, 1, !dbg !1693
  %48 = srem i32 %47, 31, !dbg !1694
  store i32 %48, ptr @rand_r, align 4, !dbg !1695, !tbaa !294
  ret i32 %44, !dbg !1696
}

; Function Attrs: nounwind
define dso_local void @qsort(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3) local_unnamed_addr #7 !dbg !1697 {
    #dbg_value(ptr %0, !1704, !DIExpression(), !1709)
    #dbg_value(i32 %1, !1705, !DIExpression(), !1709)
    #dbg_value(i32 %2, !1706, !DIExpression(), !1709)
    #dbg_value(ptr %3, !1707, !DIExpression(), !1709)
  %5 = icmp ult i32 %1, 2, !dbg !1710
  %6 = icmp eq i32 %2, 0
  %7 = or i1 %5, %6, !dbg !1712
  br i1 %7, label %14, label %8, !dbg !1712

8:                                                ; preds = %4
  %9 = mul i32 %2, %1, !dbg !1713
  %10 = tail call ptr @malloc(i32 noundef %9) #19, !dbg !1714
    #dbg_value(ptr %10, !1708, !DIExpression(), !1709)
  %11 = icmp eq ptr %10, null, !dbg !1715
  br i1 %11, label %12, label %13, !dbg !1717

12:                                               ; preds = %8
  tail call void @abort() #20, !dbg !1718
  unreachable, !dbg !1718

13:                                               ; preds = %8
  tail call fastcc void @msort(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef nonnull %10) #22, !dbg !1719
  tail call void @free(ptr noundef nonnull %10) #19, !dbg !1720
  br label %14, !dbg !1721

14:                                               ; preds = %4, %13
  ret void, !dbg !1721
}

; Function Attrs: noreturn
declare !dbg !1722 void @abort() local_unnamed_addr #5

; Function Attrs: nounwind
define internal fastcc void @msort(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4) unnamed_addr #7 !dbg !1723 {
    #dbg_value(ptr %0, !1727, !DIExpression(), !1737)
    #dbg_value(i32 %1, !1728, !DIExpression(), !1737)
    #dbg_value(i32 %2, !1729, !DIExpression(), !1737)
    #dbg_value(ptr %3, !1730, !DIExpression(), !1737)
    #dbg_value(ptr %4, !1731, !DIExpression(), !1737)
  %6 = icmp ult i32 %1, 2, !dbg !1738
  br i1 %6, label %51, label %7, !dbg !1740

7:                                                ; preds = %5
  %8 = lshr i32 %1, 1, !dbg !1741
    #dbg_value(i32 %8, !1732, !DIExpression(), !1737)
  %9 = sub i32 %1, %8, !dbg !1742
    #dbg_value(i32 %9, !1733, !DIExpression(), !1737)
    #dbg_value(ptr %0, !1734, !DIExpression(), !1737)
  %10 = mul i32 %8, %2, !dbg !1743
  %11 = getelementptr inbounds i8, ptr %0, i32 %10, !dbg !1744
    #dbg_value(ptr %11, !1735, !DIExpression(), !1737)
  tail call fastcc void @msort(ptr noundef %0, i32 noundef %8, i32 noundef %2, ptr noundef %3, ptr noundef %4) #22, !dbg !1745
  tail call fastcc void @msort(ptr noundef %11, i32 noundef %9, i32 noundef %2, ptr noundef %3, ptr noundef %4) #22, !dbg !1746
    #dbg_value(ptr %4, !1736, !DIExpression(), !1737)
    #dbg_value(ptr %11, !1735, !DIExpression(), !1737)
    #dbg_value(ptr %0, !1734, !DIExpression(), !1737)
    #dbg_value(i32 %9, !1733, !DIExpression(), !1737)
    #dbg_value(i32 %8, !1732, !DIExpression(), !1737)
  %12 = icmp eq i32 %9, 0, !dbg !1747
  br i1 %12, label %39, label %13, !dbg !1748

13:                                               ; preds = %7, %29
  %14 = phi ptr [ %34, %29 ], [ %4, %7 ]
  %15 = phi ptr [ %33, %29 ], [ %11, %7 ]
  %16 = phi ptr [ %32, %29 ], [ %0, %7 ]
  %17 = phi i32 [ %31, %29 ], [ %9, %7 ]
  %18 = phi i32 [ %30, %29 ], [ %8, %7 ]
    #dbg_value(ptr %14, !1736, !DIExpression(), !1737)
    #dbg_value(ptr %15, !1735, !DIExpression(), !1737)
    #dbg_value(ptr %16, !1734, !DIExpression(), !1737)
    #dbg_value(i32 %17, !1733, !DIExpression(), !1737)
    #dbg_value(i32 %18, !1732, !DIExpression(), !1737)
  %19 = tail call i32 %3(ptr noundef %16, ptr noundef %15) #19, !dbg !1749
  %20 = icmp slt i32 %19, 1, !dbg !1752
  br i1 %20, label %21, label %25, !dbg !1753

21:                                               ; preds = %13
  %22 = tail call ptr @memcpy(ptr noundef %14, ptr noundef %16, i32 noundef %2) #19, !dbg !1754
  %23 = getelementptr inbounds i8, ptr %16, i32 %2, !dbg !1756
    #dbg_value(ptr %23, !1734, !DIExpression(), !1737)
  %24 = add nsw i32 %18, -1, !dbg !1757
    #dbg_value(i32 %24, !1732, !DIExpression(), !1737)
  br label %29, !dbg !1758

25:                                               ; preds = %13
  %26 = tail call ptr @memcpy(ptr noundef %14, ptr noundef %15, i32 noundef %2) #19, !dbg !1759
  %27 = getelementptr inbounds i8, ptr %15, i32 %2, !dbg !1761
    #dbg_value(ptr %27, !1735, !DIExpression(), !1737)
  %28 = add i32 %17, -1, !dbg !1762
    #dbg_value(i32 %28, !1733, !DIExpression(), !1737)
  br label %29

29:                                               ; preds = %25, %21
  %30 = phi i32 [ %24, %21 ], [ %18, %25 ], !dbg !1737
  %31 = phi i32 [ %17, %21 ], [ %28, %25 ], !dbg !1737
  %32 = phi ptr [ %23, %21 ], [ %16, %25 ], !dbg !1737
  %33 = phi ptr [ %15, %21 ], [ %27, %25 ], !dbg !1737
    #dbg_value(ptr %33, !1735, !DIExpression(), !1737)
    #dbg_value(ptr %32, !1734, !DIExpression(), !1737)
    #dbg_value(i32 %31, !1733, !DIExpression(), !1737)
    #dbg_value(i32 %30, !1732, !DIExpression(), !1737)
  %34 = getelementptr inbounds i8, ptr %14, i32 %2, !dbg !1763
    #dbg_value(ptr %34, !1736, !DIExpression(), !1737)
  %35 = icmp ne i32 %30, 0, !dbg !1764
  %36 = icmp ne i32 %31, 0, !dbg !1747
  %37 = select i1 %35, i1 %36, i1 false, !dbg !1747
  br i1 %37, label %13, label %38, !dbg !1748, !llvm.loop !1765

38:                                               ; preds = %29
  br i1 %35, label %39, label %46, !dbg !1767

39:                                               ; preds = %7, %38
  %40 = phi ptr [ %34, %38 ], [ %4, %7 ]
  %41 = phi ptr [ %32, %38 ], [ %0, %7 ]
  %42 = phi i32 [ %31, %38 ], [ 0, %7 ]
  %43 = phi i32 [ %30, %38 ], [ %8, %7 ]
  %44 = mul i32 %43, %2, !dbg !1768
  %45 = tail call ptr @memcpy(ptr noundef %40, ptr noundef %41, i32 noundef %44) #19, !dbg !1770
  br label %46, !dbg !1770

46:                                               ; preds = %39, %38
  %47 = phi i32 [ %42, %39 ], [ %31, %38 ]
  %48 = sub i32 %1, %47, !dbg !1771
  %49 = mul i32 %48, %2, !dbg !1772
  %50 = tail call ptr @memcpy(ptr noundef %0, ptr noundef %4, i32 noundef %49) #19, !dbg !1773
  br label %51, !dbg !1774

51:                                               ; preds = %5, %46
  ret void, !dbg !1774
}

declare !dbg !1775 void @free(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local noundef ptr @bsearch(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, ptr nocapture noundef readonly %4) local_unnamed_addr #7 !dbg !1776 {
    #dbg_value(ptr %0, !1780, !DIExpression(), !1791)
    #dbg_value(ptr %1, !1781, !DIExpression(), !1791)
    #dbg_value(i32 %2, !1782, !DIExpression(), !1791)
    #dbg_value(i32 %3, !1783, !DIExpression(), !1791)
    #dbg_value(ptr %4, !1784, !DIExpression(), !1791)
    #dbg_value(i32 0, !1785, !DIExpression(), !1791)
    #dbg_value(i32 %2, !1786, !DIExpression(), !1791)
  br label %6, !dbg !1792

6:                                                ; preds = %10, %5
  %7 = phi i32 [ %2, %5 ], [ %20, %10 ], !dbg !1793
  %8 = phi i32 [ 0, %5 ], [ %21, %10 ], !dbg !1794
    #dbg_value(i32 %8, !1785, !DIExpression(), !1791)
    #dbg_value(i32 %7, !1786, !DIExpression(), !1791)
  %9 = icmp ult i32 %8, %7, !dbg !1795
  br i1 %9, label %10, label %22, !dbg !1792

10:                                               ; preds = %6
  %11 = sub i32 %7, %8, !dbg !1796
  %12 = lshr i32 %11, 1, !dbg !1797
  %13 = add i32 %12, %8, !dbg !1798
    #dbg_value(i32 %13, !1787, !DIExpression(), !1799)
  %14 = mul i32 %13, %3, !dbg !1800
  %15 = getelementptr inbounds i8, ptr %1, i32 %14, !dbg !1801
    #dbg_value(ptr %15, !1789, !DIExpression(), !1799)
  %16 = tail call i32 %4(ptr noundef %0, ptr noundef %15) #19, !dbg !1802
    #dbg_value(i32 %16, !1790, !DIExpression(), !1799)
  %17 = icmp eq i32 %16, 0, !dbg !1803
  %18 = icmp slt i32 %16, 0, !dbg !1805
  %19 = add i32 %13, 1, !dbg !1805
  %20 = select i1 %18, i32 %13, i32 %7, !dbg !1805
  %21 = select i1 %18, i32 %8, i32 %19, !dbg !1805
    #dbg_value(i32 poison, !1785, !DIExpression(), !1791)
    #dbg_value(i32 poison, !1786, !DIExpression(), !1791)
  br i1 %17, label %22, label %6, !llvm.loop !1806

22:                                               ; preds = %6, %10
  %23 = phi ptr [ %15, %10 ], [ null, %6 ], !dbg !1791
  ret ptr %23, !dbg !1808
}

; Function Attrs: nounwind
define dso_local noundef i32 @pthread_once(ptr noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #7 !dbg !1809 {
    #dbg_value(ptr %0, !1813, !DIExpression(), !1815)
    #dbg_value(ptr %1, !1814, !DIExpression(), !1815)
  tail call void @__VERIFIER_atomic_begin() #19, !dbg !1816
  %3 = load i32, ptr %0, align 4, !dbg !1817, !tbaa !294
  %4 = icmp eq i32 %3, 0, !dbg !1819
  br i1 %4, label %5, label %6, !dbg !1820

5:                                                ; preds = %2
  store i32 1, ptr %0, align 4, !dbg !1821, !tbaa !294
  tail call void @__VERIFIER_atomic_end() #19, !dbg !1823
  tail call void %1() #19, !dbg !1824
  store i32 2, ptr %0, align 4, !dbg !1825, !tbaa !294
  br label %7, !dbg !1826

6:                                                ; preds = %2
  tail call void @__VERIFIER_atomic_end() #19, !dbg !1827
  tail call void @__pancam_await_eq(ptr noundef nonnull %0, i32 noundef 2) #19, !dbg !1828
  br label %7, !dbg !1829

7:                                                ; preds = %6, %5
  ret i32 0, !dbg !1830
}

declare !dbg !1831 void @__VERIFIER_atomic_begin() local_unnamed_addr #8

declare !dbg !1832 void @__VERIFIER_atomic_end() local_unnamed_addr #8

declare !dbg !1833 void @__pancam_await_eq(ptr noundef, i32 noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local range(i32 0, 12) i32 @pthread_key_create(ptr nocapture noundef writeonly %0, ptr noundef %1) local_unnamed_addr #7 !dbg !1836 {
    #dbg_value(ptr %0, !1841, !DIExpression(), !1845)
    #dbg_value(ptr %1, !1842, !DIExpression(), !1845)
  tail call void @__VERIFIER_atomic_begin() #19, !dbg !1846
    #dbg_value(i32 0, !1843, !DIExpression(), !1847)
  br label %3, !dbg !1848

3:                                                ; preds = %31, %2
  %4 = phi i32 [ 0, %2 ], [ %32, %31 ]
    #dbg_value(i32 %4, !1843, !DIExpression(), !1847)
  %5 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %4, !dbg !1849
  %6 = load i32, ptr %5, align 4, !dbg !1849, !tbaa !294
  %7 = icmp eq i32 %6, 0, !dbg !1849
  br i1 %7, label %8, label %16, !dbg !1853

8:                                                ; preds = %26, %21, %16, %3
  %9 = phi i32 [ %4, %3 ], [ %17, %16 ], [ %22, %21 ], [ %27, %26 ]
  %10 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %9
  store i32 1, ptr %10, align 4, !dbg !1854, !tbaa !294
  %11 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i32 0, i32 %9, !dbg !1856
  store ptr %1, ptr %11, align 4, !dbg !1857, !tbaa !303
  %12 = icmp eq ptr %1, null, !dbg !1858
  br i1 %12, label %34, label %13, !dbg !1860

13:                                               ; preds = %8
  %14 = load i32, ptr @__pancam_tsd_dtors, align 4, !dbg !1861, !tbaa !294
  %15 = add nsw i32 %14, 1, !dbg !1861
  store i32 %15, ptr @__pancam_tsd_dtors, align 4, !dbg !1861, !tbaa !294
  br label %34, !dbg !1862

16:                                               ; preds = %3
  %17 = or disjoint i32 %4, 1, !dbg !1863
    #dbg_value(i32 %17, !1843, !DIExpression(), !1847)
  %18 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %17, !dbg !1849
  %19 = load i32, ptr %18, align 4, !dbg !1849, !tbaa !294
  %20 = icmp eq i32 %19, 0, !dbg !1849
  br i1 %20, label %8, label %21, !dbg !1853

21:                                               ; preds = %16
  %22 = or disjoint i32 %4, 2, !dbg !1863
    #dbg_value(i32 %22, !1843, !DIExpression(), !1847)
  %23 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %22, !dbg !1849
  %24 = load i32, ptr %23, align 4, !dbg !1849, !tbaa !294
  %25 = icmp eq i32 %24, 0, !dbg !1849
  br i1 %25, label %8, label %26, !dbg !1853

26:                                               ; preds = %21
  %27 = or disjoint i32 %4, 3, !dbg !1863
    #dbg_value(i32 %27, !1843, !DIExpression(), !1847)
  %28 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %27, !dbg !1849
  %29 = load i32, ptr %28, align 4, !dbg !1849, !tbaa !294
  %30 = icmp eq i32 %29, 0, !dbg !1849
  br i1 %30, label %8, label %31, !dbg !1853

31:                                               ; preds = %26
  %32 = add nuw nsw i32 %4, 4, !dbg !1863
    #dbg_value(i32 %32, !1843, !DIExpression(), !1847)
  %33 = icmp eq i32 %32, 64, !dbg !1864
  br i1 %33, label %35, label %3, !dbg !1848, !llvm.loop !1865

34:                                               ; preds = %8, %13
  tail call void @__VERIFIER_atomic_end() #19, !dbg !1867
  store i32 %9, ptr %0, align 4, !dbg !1868, !tbaa !294
  br label %36

35:                                               ; preds = %31
  tail call void @__VERIFIER_atomic_end() #19, !dbg !1869
  br label %36, !dbg !1870

36:                                               ; preds = %34, %35
  %37 = phi i32 [ 0, %34 ], [ 11, %35 ], !dbg !1845
  ret i32 %37, !dbg !1871
}

; Function Attrs: nounwind
define dso_local range(i32 0, 23) i32 @pthread_key_delete(i32 noundef %0) local_unnamed_addr #7 !dbg !1872 {
    #dbg_value(i32 %0, !1876, !DIExpression(), !1877)
  tail call void @__VERIFIER_atomic_begin() #19, !dbg !1878
  %2 = icmp ugt i32 %0, 63, !dbg !1879
  br i1 %2, label %15, label %3, !dbg !1881

3:                                                ; preds = %1
  %4 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %0, !dbg !1882
  %5 = load i32, ptr %4, align 4, !dbg !1882, !tbaa !294
  %6 = icmp eq i32 %5, 0, !dbg !1882
  br i1 %6, label %15, label %7, !dbg !1883

7:                                                ; preds = %3
  %8 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i32 0, i32 %0, !dbg !1884
  %9 = load ptr, ptr %8, align 4, !dbg !1884, !tbaa !303
  %10 = icmp eq ptr %9, null, !dbg !1884
  br i1 %10, label %14, label %11, !dbg !1886

11:                                               ; preds = %7
  %12 = load i32, ptr @__pancam_tsd_dtors, align 4, !dbg !1887, !tbaa !294
  %13 = add nsw i32 %12, -1, !dbg !1887
  store i32 %13, ptr @__pancam_tsd_dtors, align 4, !dbg !1887, !tbaa !294
  br label %14, !dbg !1888

14:                                               ; preds = %11, %7
  store i32 0, ptr %4, align 4, !dbg !1889, !tbaa !294
  store ptr null, ptr %8, align 4, !dbg !1890, !tbaa !303
  br label %15, !dbg !1891

15:                                               ; preds = %1, %3, %14
  %16 = phi i32 [ 0, %14 ], [ 22, %3 ], [ 22, %1 ], !dbg !1877
  tail call void @__VERIFIER_atomic_end() #19, !dbg !1877
  ret i32 %16, !dbg !1892
}

; Function Attrs: nounwind
define dso_local void @__pancam_tsd_run() local_unnamed_addr #7 !dbg !1893 {
    #dbg_value(i32 0, !1895, !DIExpression(), !1906)
  %1 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @key_value)
    #dbg_value(i32 0, !1895, !DIExpression(), !1906)
    #dbg_value(i32 0, !1900, !DIExpression(), !1907)
    #dbg_value(i32 0, !1897, !DIExpression(), !1908)
  br label %2, !dbg !1909

2:                                                ; preds = %78, %0
  %3 = phi i32 [ %80, %78 ], [ 0, %0 ]
  %4 = phi i1 [ false, %78 ], [ true, %0 ]
  br label %66, !dbg !1909

5:                                                ; preds = %65, %20
  %6 = phi i32 [ %22, %20 ], [ 0, %65 ]
  %7 = phi i1 [ false, %20 ], [ true, %65 ]
  br label %8, !dbg !1909

8:                                                ; preds = %5, %17
  %9 = phi i32 [ %18, %17 ], [ %6, %5 ]
    #dbg_value(i32 %9, !1900, !DIExpression(), !1907)
    #dbg_value(i32 poison, !1897, !DIExpression(), !1908)
  %10 = getelementptr inbounds [64 x ptr], ptr %1, i32 0, i32 %9, !dbg !1910
  %11 = load ptr, ptr %10, align 4, !dbg !1910, !tbaa !303
    #dbg_value(ptr %11, !1902, !DIExpression(), !1911)
  %12 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i32 0, i32 %9, !dbg !1912
  %13 = load ptr, ptr %12, align 4, !dbg !1912, !tbaa !303
    #dbg_value(ptr %13, !1905, !DIExpression(), !1911)
  %14 = icmp ne ptr %11, null, !dbg !1913
  %15 = icmp ne ptr %13, null
  %16 = select i1 %14, i1 %15, i1 false, !dbg !1915
  br i1 %16, label %20, label %17, !dbg !1915

17:                                               ; preds = %8
    #dbg_value(i32 poison, !1897, !DIExpression(), !1908)
  %18 = add nuw nsw i32 %9, 1, !dbg !1916
    #dbg_value(i32 %18, !1900, !DIExpression(), !1907)
  %19 = icmp eq i32 %18, 64, !dbg !1917
  br i1 %19, label %24, label %8, !dbg !1909, !llvm.loop !1918

20:                                               ; preds = %8
  %21 = getelementptr inbounds [64 x ptr], ptr %1, i32 0, i32 %9
  store ptr null, ptr %21, align 4, !dbg !1920, !tbaa !303
  tail call void %13(ptr noundef nonnull %11) #19, !dbg !1922
    #dbg_value(i32 1, !1897, !DIExpression(), !1908)
  %22 = add nuw nsw i32 %9, 1, !dbg !1916
    #dbg_value(i32 %22, !1900, !DIExpression(), !1907)
  %23 = icmp eq i32 %22, 64, !dbg !1917
  br i1 %23, label %25, label %5, !dbg !1909, !llvm.loop !1918

24:                                               ; preds = %17
    #dbg_value(i32 1, !1895, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1906)
  br i1 %7, label %82, label %25

25:                                               ; preds = %20, %24
  br label %26, !dbg !1909

26:                                               ; preds = %25, %41
  %27 = phi i32 [ %43, %41 ], [ 0, %25 ]
  %28 = phi i1 [ false, %41 ], [ true, %25 ]
  br label %29, !dbg !1909

29:                                               ; preds = %26, %38
  %30 = phi i32 [ %39, %38 ], [ %27, %26 ]
    #dbg_value(i32 %30, !1900, !DIExpression(), !1907)
    #dbg_value(i32 poison, !1897, !DIExpression(), !1908)
  %31 = getelementptr inbounds [64 x ptr], ptr %1, i32 0, i32 %30, !dbg !1910
  %32 = load ptr, ptr %31, align 4, !dbg !1910, !tbaa !303
    #dbg_value(ptr %32, !1902, !DIExpression(), !1911)
  %33 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i32 0, i32 %30, !dbg !1912
  %34 = load ptr, ptr %33, align 4, !dbg !1912, !tbaa !303
    #dbg_value(ptr %34, !1905, !DIExpression(), !1911)
  %35 = icmp ne ptr %32, null, !dbg !1913
  %36 = icmp ne ptr %34, null
  %37 = select i1 %35, i1 %36, i1 false, !dbg !1915
  br i1 %37, label %41, label %38, !dbg !1915

38:                                               ; preds = %29
    #dbg_value(i32 poison, !1897, !DIExpression(), !1908)
  %39 = add nuw nsw i32 %30, 1, !dbg !1916
    #dbg_value(i32 %39, !1900, !DIExpression(), !1907)
  %40 = icmp eq i32 %39, 64, !dbg !1917
  br i1 %40, label %45, label %29, !dbg !1909, !llvm.loop !1918

41:                                               ; preds = %29
  %42 = getelementptr inbounds [64 x ptr], ptr %1, i32 0, i32 %30
  store ptr null, ptr %42, align 4, !dbg !1920, !tbaa !303
  tail call void %34(ptr noundef nonnull %32) #19, !dbg !1922
    #dbg_value(i32 1, !1897, !DIExpression(), !1908)
  %43 = add nuw nsw i32 %30, 1, !dbg !1916
    #dbg_value(i32 %43, !1900, !DIExpression(), !1907)
  %44 = icmp eq i32 %43, 64, !dbg !1917
  br i1 %44, label %46, label %26, !dbg !1909, !llvm.loop !1918

45:                                               ; preds = %38
    #dbg_value(i32 2, !1895, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1906)
  br i1 %28, label %82, label %46

46:                                               ; preds = %41, %45
  br label %47, !dbg !1909

47:                                               ; preds = %59, %46
  %48 = phi i32 [ 0, %46 ], [ %60, %59 ]
    #dbg_value(i32 %48, !1900, !DIExpression(), !1907)
    #dbg_value(i32 poison, !1897, !DIExpression(), !1908)
  %49 = getelementptr inbounds [64 x ptr], ptr %1, i32 0, i32 %48, !dbg !1910
  %50 = load ptr, ptr %49, align 4, !dbg !1910, !tbaa !303
    #dbg_value(ptr %50, !1902, !DIExpression(), !1911)
  %51 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i32 0, i32 %48, !dbg !1912
  %52 = load ptr, ptr %51, align 4, !dbg !1912, !tbaa !303
    #dbg_value(ptr %52, !1905, !DIExpression(), !1911)
  %53 = icmp ne ptr %50, null, !dbg !1913
  %54 = icmp ne ptr %52, null
  %55 = select i1 %53, i1 %54, i1 false, !dbg !1915
  br i1 %55, label %61, label %56, !dbg !1915

56:                                               ; preds = %47
    #dbg_value(i32 poison, !1897, !DIExpression(), !1908)
  %57 = add nuw nsw i32 %48, 1, !dbg !1916
    #dbg_value(i32 %57, !1900, !DIExpression(), !1907)
  %58 = icmp eq i32 %57, 64, !dbg !1917
  br i1 %58, label %82, label %59, !dbg !1909

59:                                               ; preds = %56, %61
  %60 = phi i32 [ %57, %56 ], [ %62, %61 ]
  br label %47, !dbg !1910, !llvm.loop !1918

61:                                               ; preds = %47
  store ptr null, ptr %49, align 4, !dbg !1920, !tbaa !303
  tail call void %52(ptr noundef nonnull %50) #19, !dbg !1922
    #dbg_value(i32 1, !1897, !DIExpression(), !1908)
  %62 = add nuw nsw i32 %48, 1, !dbg !1916
    #dbg_value(i32 %62, !1900, !DIExpression(), !1907)
  %63 = icmp eq i32 %62, 64, !dbg !1917
  br i1 %63, label %82, label %59, !dbg !1909

64:                                               ; preds = %75
    #dbg_value(i32 0, !1895, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1906)
  br i1 %4, label %82, label %65

65:                                               ; preds = %78, %64
  br label %5, !dbg !1909

66:                                               ; preds = %2, %75
  %67 = phi i32 [ %76, %75 ], [ %3, %2 ]
    #dbg_value(i32 %67, !1900, !DIExpression(), !1907)
    #dbg_value(i32 poison, !1897, !DIExpression(), !1908)
  %68 = getelementptr inbounds [64 x ptr], ptr %1, i32 0, i32 %67, !dbg !1910
  %69 = load ptr, ptr %68, align 4, !dbg !1910, !tbaa !303
    #dbg_value(ptr %69, !1902, !DIExpression(), !1911)
  %70 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i32 0, i32 %67, !dbg !1912
  %71 = load ptr, ptr %70, align 4, !dbg !1912, !tbaa !303
    #dbg_value(ptr %71, !1905, !DIExpression(), !1911)
  %72 = icmp ne ptr %69, null, !dbg !1913
  %73 = icmp ne ptr %71, null
  %74 = select i1 %72, i1 %73, i1 false, !dbg !1915
  br i1 %74, label %78, label %75, !dbg !1915

75:                                               ; preds = %66
    #dbg_value(i32 poison, !1897, !DIExpression(), !1908)
  %76 = add nuw nsw i32 %67, 1, !dbg !1916
    #dbg_value(i32 %76, !1900, !DIExpression(), !1907)
  %77 = icmp eq i32 %76, 64, !dbg !1917
  br i1 %77, label %64, label %66, !dbg !1909, !llvm.loop !1918

78:                                               ; preds = %66
  %79 = getelementptr inbounds [64 x ptr], ptr %1, i32 0, i32 %67
  store ptr null, ptr %79, align 4, !dbg !1920, !tbaa !303
  tail call void %71(ptr noundef nonnull %69) #19, !dbg !1922
    #dbg_value(i32 1, !1897, !DIExpression(), !1908)
  %80 = add nuw nsw i32 %67, 1, !dbg !1916
    #dbg_value(i32 %80, !1900, !DIExpression(), !1907)
  %81 = icmp eq i32 %80, 64, !dbg !1917
  br i1 %81, label %65, label %2, !dbg !1909, !llvm.loop !1918

82:                                               ; preds = %61, %56, %45, %24, %64
  ret void, !dbg !1923
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none)
define dso_local ptr @pthread_getspecific(i32 noundef %0) local_unnamed_addr #14 !dbg !1924 {
    #dbg_value(i32 %0, !1928, !DIExpression(), !1929)
  %2 = icmp ult i32 %0, 64, !dbg !1930
  br i1 %2, label %3, label %7, !dbg !1931

3:                                                ; preds = %1
  %4 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @key_value), !dbg !1932
  %5 = getelementptr inbounds [64 x ptr], ptr %4, i32 0, i32 %0, !dbg !1932
  %6 = load ptr, ptr %5, align 4, !dbg !1932, !tbaa !303
  br label %7, !dbg !1931

7:                                                ; preds = %1, %3
  %8 = phi ptr [ %6, %3 ], [ null, %1 ], !dbg !1931
  ret ptr %8, !dbg !1933
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 0, 23) i32 @pthread_setspecific(i32 noundef %0, ptr noundef %1) local_unnamed_addr #2 !dbg !1934 {
    #dbg_value(i32 %0, !1938, !DIExpression(), !1940)
    #dbg_value(ptr %1, !1939, !DIExpression(), !1940)
  %3 = icmp ugt i32 %0, 63, !dbg !1941
  br i1 %3, label %11, label %4, !dbg !1943

4:                                                ; preds = %2
  %5 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %0, !dbg !1944
  %6 = load i32, ptr %5, align 4, !dbg !1944, !tbaa !294
  %7 = icmp eq i32 %6, 0, !dbg !1944
  br i1 %7, label %11, label %8, !dbg !1945

8:                                                ; preds = %4
  %9 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @key_value), !dbg !1946
  %10 = getelementptr inbounds [64 x ptr], ptr %9, i32 0, i32 %0, !dbg !1946
  store ptr %1, ptr %10, align 4, !dbg !1947, !tbaa !303
  br label %11, !dbg !1948

11:                                               ; preds = %2, %4, %8
  %12 = phi i32 [ 0, %8 ], [ 22, %4 ], [ 22, %2 ], !dbg !1940
  ret i32 %12, !dbg !1949
}

; Function Attrs: nounwind
define dso_local i32 @pthread_mutex_timedlock(ptr noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #7 !dbg !1950 {
    #dbg_value(ptr %0, !1954, !DIExpression(), !1957)
    #dbg_value(ptr %1, !1955, !DIExpression(), !1957)
  %3 = tail call i32 @pthread_mutex_trylock(ptr noundef %0) #19, !dbg !1958
    #dbg_value(i32 %3, !1956, !DIExpression(), !1957)
  %4 = icmp eq i32 %3, 16, !dbg !1959
  br i1 %4, label %5, label %9, !dbg !1961

5:                                                ; preds = %2
  %6 = tail call zeroext i1 @__VERIFIER_nondet_bool() #19, !dbg !1962
  br i1 %6, label %9, label %7, !dbg !1964

7:                                                ; preds = %5
  %8 = tail call i32 @pthread_mutex_lock(ptr noundef %0) #19, !dbg !1965
  br label %9, !dbg !1966

9:                                                ; preds = %5, %2, %7
  %10 = phi i32 [ %8, %7 ], [ %3, %2 ], [ 110, %5 ], !dbg !1957
  ret i32 %10, !dbg !1967
}

declare !dbg !1968 i32 @pthread_mutex_trylock(ptr noundef) local_unnamed_addr #8

declare !dbg !1969 zeroext i1 @__VERIFIER_nondet_bool() local_unnamed_addr #8

declare !dbg !1973 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local range(i32 0, 4) i32 @thrd_create(ptr noundef %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #7 !dbg !1974 {
    #dbg_value(ptr %0, !1980, !DIExpression(), !1985)
    #dbg_value(ptr %1, !1981, !DIExpression(), !1985)
    #dbg_value(ptr %2, !1982, !DIExpression(), !1985)
  %4 = tail call ptr @malloc(i32 noundef 8) #19, !dbg !1986
    #dbg_value(ptr %4, !1983, !DIExpression(), !1985)
  %5 = icmp eq ptr %4, null, !dbg !1987
  br i1 %5, label %13, label %6, !dbg !1989

6:                                                ; preds = %3
  store ptr %1, ptr %4, align 4, !dbg !1990, !tbaa !1991
  %7 = getelementptr inbounds i8, ptr %4, i32 4, !dbg !1993
  store ptr %2, ptr %7, align 4, !dbg !1994, !tbaa !1995
  %8 = tail call i32 @pthread_create(ptr noundef %0, ptr noundef null, ptr noundef nonnull @pancam_thrd_run, ptr noundef nonnull %4) #19, !dbg !1996
    #dbg_value(i32 %8, !1984, !DIExpression(), !1985)
  %9 = icmp eq i32 %8, 0, !dbg !1997
  br i1 %9, label %13, label %10, !dbg !1999

10:                                               ; preds = %6
  tail call void @free(ptr noundef nonnull %4) #19, !dbg !2000
  %11 = icmp eq i32 %8, 11, !dbg !2002
  %12 = select i1 %11, i32 3, i32 2, !dbg !2003
  br label %13, !dbg !2004

13:                                               ; preds = %10, %6, %3
  %14 = phi i32 [ 3, %3 ], [ %12, %10 ], [ 0, %6 ], !dbg !1985
  ret i32 %14, !dbg !2005
}

declare !dbg !2006 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define internal ptr @pancam_thrd_run(ptr noundef %0) #7 !dbg !2012 {
    #dbg_value(ptr %0, !2014, !DIExpression(), !2016)
  %2 = load ptr, ptr %0, align 4, !dbg !2017, !tbaa !303
  %3 = getelementptr inbounds i8, ptr %0, i32 4, !dbg !2017
  %4 = load ptr, ptr %3, align 4, !dbg !2017, !tbaa !303
    #dbg_value(ptr %2, !2015, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !2016)
    #dbg_value(ptr %4, !2015, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !2016)
  tail call void @free(ptr noundef nonnull %0) #19, !dbg !2018
  %5 = tail call i32 %2(ptr noundef %4) #19, !dbg !2019
  %6 = inttoptr i32 %5 to ptr, !dbg !2020
  ret ptr %6, !dbg !2021
}

; Function Attrs: nounwind
define dso_local range(i32 0, 3) i32 @thrd_join(i32 noundef %0, ptr noundef writeonly %1) local_unnamed_addr #7 !dbg !2022 {
  %3 = alloca ptr, align 4, !DIAssignID !2029
    #dbg_assign(i1 undef, !2028, !DIExpression(), !2029, ptr %3, !DIExpression(), !2030)
    #dbg_value(i32 %0, !2026, !DIExpression(), !2030)
    #dbg_value(ptr %1, !2027, !DIExpression(), !2030)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #21, !dbg !2031
  %4 = call i32 @pthread_join(i32 noundef %0, ptr noundef nonnull %3) #19, !dbg !2032
  %5 = icmp eq i32 %4, 0, !dbg !2032
  br i1 %5, label %6, label %11, !dbg !2034

6:                                                ; preds = %2
  %7 = icmp eq ptr %1, null, !dbg !2035
  br i1 %7, label %11, label %8, !dbg !2037

8:                                                ; preds = %6
  %9 = load ptr, ptr %3, align 4, !dbg !2038, !tbaa !303
  %10 = ptrtoint ptr %9 to i32, !dbg !2039
  store i32 %10, ptr %1, align 4, !dbg !2040, !tbaa !294
  br label %11, !dbg !2041

11:                                               ; preds = %6, %8, %2
  %12 = phi i32 [ 2, %2 ], [ 0, %8 ], [ 0, %6 ], !dbg !2030
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #21, !dbg !2042
  ret i32 %12, !dbg !2042
}

declare !dbg !2043 i32 @pthread_join(i32 noundef, ptr noundef) local_unnamed_addr #8

; Function Attrs: noreturn nounwind
define dso_local void @thrd_exit(i32 noundef %0) local_unnamed_addr #3 !dbg !2047 {
    #dbg_value(i32 %0, !2049, !DIExpression(), !2050)
  %2 = inttoptr i32 %0 to ptr, !dbg !2051
  tail call void @pthread_exit(ptr noundef %2) #20, !dbg !2052
  unreachable, !dbg !2052
}

; Function Attrs: noreturn
declare !dbg !2053 void @pthread_exit(ptr noundef) local_unnamed_addr #5

; Function Attrs: nounwind
define dso_local i32 @thrd_current() local_unnamed_addr #7 !dbg !2054 {
  %1 = tail call i32 @pthread_self() #19, !dbg !2057
  ret i32 %1, !dbg !2058
}

declare !dbg !2059 i32 @pthread_self() local_unnamed_addr #8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 2) i32 @thrd_equal(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !2060 {
    #dbg_value(i32 %0, !2064, !DIExpression(), !2066)
    #dbg_value(i32 %1, !2065, !DIExpression(), !2066)
  %3 = icmp eq i32 %0, %1, !dbg !2067
  %4 = zext i1 %3 to i32, !dbg !2067
  ret i32 %4, !dbg !2068
}

; Function Attrs: nounwind
define dso_local range(i32 0, 3) i32 @thrd_detach(i32 noundef %0) local_unnamed_addr #7 !dbg !2069 {
    #dbg_value(i32 %0, !2073, !DIExpression(), !2074)
  %2 = tail call i32 @pthread_detach(i32 noundef %0) #19, !dbg !2075
  %3 = icmp eq i32 %2, 0, !dbg !2075
  %4 = select i1 %3, i32 0, i32 2, !dbg !2075
  ret i32 %4, !dbg !2076
}

declare !dbg !2077 i32 @pthread_detach(i32 noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local void @thrd_yield() local_unnamed_addr #7 !dbg !2078 {
  %1 = tail call i32 @sched_yield() #19, !dbg !2079
  ret void, !dbg !2080
}

declare !dbg !2081 i32 @sched_yield() local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local noundef i32 @thrd_sleep(ptr nocapture noundef readnone %0, ptr nocapture noundef readnone %1) local_unnamed_addr #7 !dbg !2082 {
    #dbg_value(ptr %0, !2086, !DIExpression(), !2088)
    #dbg_value(ptr %1, !2087, !DIExpression(), !2088)
  %3 = tail call i32 @sched_yield() #19, !dbg !2089
  ret i32 0, !dbg !2090
}

; Function Attrs: nounwind
define dso_local range(i32 0, 3) i32 @mtx_init(ptr noundef %0, i32 noundef %1) local_unnamed_addr #7 !dbg !2091 {
  %3 = alloca i32, align 4, !DIAssignID !2098
    #dbg_assign(i1 undef, !2097, !DIExpression(), !2098, ptr %3, !DIExpression(), !2099)
    #dbg_value(ptr %0, !2095, !DIExpression(), !2099)
    #dbg_value(i32 %1, !2096, !DIExpression(), !2099)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #21, !dbg !2100
  %4 = call i32 @pthread_mutexattr_init(ptr noundef nonnull %3) #19, !dbg !2101
  %5 = and i32 %1, 1, !dbg !2102
  %6 = icmp eq i32 %5, 0, !dbg !2102
  br i1 %6, label %9, label %7, !dbg !2104

7:                                                ; preds = %2
  %8 = call i32 @pthread_mutexattr_settype(ptr noundef nonnull %3, i32 noundef 1) #19, !dbg !2105
  br label %9, !dbg !2105

9:                                                ; preds = %7, %2
  %10 = call i32 @pthread_mutex_init(ptr noundef %0, ptr noundef nonnull %3) #19, !dbg !2106
  %11 = icmp eq i32 %10, 0, !dbg !2106
  %12 = select i1 %11, i32 0, i32 2, !dbg !2106
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #21, !dbg !2107
  ret i32 %12, !dbg !2108
}

declare !dbg !2109 i32 @pthread_mutexattr_init(ptr noundef) local_unnamed_addr #8

declare !dbg !2110 i32 @pthread_mutexattr_settype(ptr noundef, i32 noundef) local_unnamed_addr #8

declare !dbg !2111 i32 @pthread_mutex_init(ptr noundef, ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local range(i32 0, 3) i32 @mtx_lock(ptr noundef %0) local_unnamed_addr #7 !dbg !2112 {
    #dbg_value(ptr %0, !2114, !DIExpression(), !2115)
  %2 = tail call i32 @pthread_mutex_lock(ptr noundef %0) #19, !dbg !2116
  %3 = icmp eq i32 %2, 0, !dbg !2116
  %4 = select i1 %3, i32 0, i32 2, !dbg !2116
  ret i32 %4, !dbg !2117
}

; Function Attrs: nounwind
define dso_local range(i32 0, 3) i32 @mtx_trylock(ptr noundef %0) local_unnamed_addr #7 !dbg !2118 {
    #dbg_value(ptr %0, !2120, !DIExpression(), !2122)
  %2 = tail call i32 @pthread_mutex_trylock(ptr noundef %0) #19, !dbg !2123
    #dbg_value(i32 %2, !2121, !DIExpression(), !2122)
  %3 = icmp eq i32 %2, 0, !dbg !2124
  %4 = icmp eq i32 %2, 16, !dbg !2125
  %5 = select i1 %4, i32 1, i32 2, !dbg !2125
  %6 = select i1 %3, i32 0, i32 %5, !dbg !2125
  ret i32 %6, !dbg !2126
}

; Function Attrs: nounwind
define dso_local range(i32 0, 5) i32 @mtx_timedlock(ptr noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #7 !dbg !2127 {
    #dbg_value(ptr %0, !2129, !DIExpression(), !2132)
    #dbg_value(ptr %1, !2130, !DIExpression(), !2132)
    #dbg_value(ptr %0, !1954, !DIExpression(), !2133)
    #dbg_value(ptr %1, !1955, !DIExpression(), !2133)
  %3 = tail call i32 @pthread_mutex_trylock(ptr noundef %0) #19, !dbg !2135
    #dbg_value(i32 %3, !1956, !DIExpression(), !2133)
  %4 = icmp eq i32 %3, 16, !dbg !2136
  br i1 %4, label %5, label %9, !dbg !2137

5:                                                ; preds = %2
  %6 = tail call zeroext i1 @__VERIFIER_nondet_bool() #19, !dbg !2138
  br i1 %6, label %16, label %7, !dbg !2139

7:                                                ; preds = %5
  %8 = tail call i32 @pthread_mutex_lock(ptr noundef %0) #19, !dbg !2140
  br label %9, !dbg !2141

9:                                                ; preds = %2, %7
  %10 = phi i32 [ %8, %7 ], [ %3, %2 ], !dbg !2133
    #dbg_value(i32 %10, !2131, !DIExpression(), !2132)
  %11 = freeze i32 %10, !dbg !2142
  %12 = icmp eq i32 %11, 0, !dbg !2143
  %13 = icmp eq i32 %11, 110, !dbg !2142
  %14 = select i1 %13, i32 4, i32 2, !dbg !2142
  %15 = select i1 %12, i32 0, i32 %14, !dbg !2142
  br label %16, !dbg !2142

16:                                               ; preds = %9, %5
  %17 = phi i32 [ 4, %5 ], [ %15, %9 ], !dbg !2142
  ret i32 %17, !dbg !2144
}

; Function Attrs: nounwind
define dso_local range(i32 0, 3) i32 @mtx_unlock(ptr noundef %0) local_unnamed_addr #7 !dbg !2145 {
    #dbg_value(ptr %0, !2147, !DIExpression(), !2148)
  %2 = tail call i32 @pthread_mutex_unlock(ptr noundef %0) #19, !dbg !2149
  %3 = icmp eq i32 %2, 0, !dbg !2149
  %4 = select i1 %3, i32 0, i32 2, !dbg !2149
  ret i32 %4, !dbg !2150
}

declare !dbg !2151 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local void @mtx_destroy(ptr noundef %0) local_unnamed_addr #7 !dbg !2152 {
    #dbg_value(ptr %0, !2154, !DIExpression(), !2155)
  %2 = tail call i32 @pthread_mutex_destroy(ptr noundef %0) #19, !dbg !2156
  ret void, !dbg !2157
}

declare !dbg !2158 i32 @pthread_mutex_destroy(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local range(i32 0, 3) i32 @cnd_init(ptr noundef %0) local_unnamed_addr #7 !dbg !2159 {
    #dbg_value(ptr %0, !2161, !DIExpression(), !2162)
  %2 = tail call i32 @pthread_cond_init(ptr noundef %0, ptr noundef null) #19, !dbg !2163
  %3 = icmp eq i32 %2, 0, !dbg !2163
  %4 = select i1 %3, i32 0, i32 2, !dbg !2163
  ret i32 %4, !dbg !2164
}

declare !dbg !2165 i32 @pthread_cond_init(ptr noundef, ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local range(i32 0, 3) i32 @cnd_signal(ptr noundef %0) local_unnamed_addr #7 !dbg !2166 {
    #dbg_value(ptr %0, !2168, !DIExpression(), !2169)
  %2 = tail call i32 @pthread_cond_signal(ptr noundef %0) #19, !dbg !2170
  %3 = icmp eq i32 %2, 0, !dbg !2170
  %4 = select i1 %3, i32 0, i32 2, !dbg !2170
  ret i32 %4, !dbg !2171
}

declare !dbg !2172 i32 @pthread_cond_signal(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local range(i32 0, 3) i32 @cnd_broadcast(ptr noundef %0) local_unnamed_addr #7 !dbg !2173 {
    #dbg_value(ptr %0, !2175, !DIExpression(), !2176)
  %2 = tail call i32 @pthread_cond_broadcast(ptr noundef %0) #19, !dbg !2177
  %3 = icmp eq i32 %2, 0, !dbg !2177
  %4 = select i1 %3, i32 0, i32 2, !dbg !2177
  ret i32 %4, !dbg !2178
}

declare !dbg !2179 i32 @pthread_cond_broadcast(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local range(i32 0, 3) i32 @cnd_wait(ptr noundef %0, ptr noundef %1) local_unnamed_addr #7 !dbg !2180 {
    #dbg_value(ptr %0, !2184, !DIExpression(), !2186)
    #dbg_value(ptr %1, !2185, !DIExpression(), !2186)
  %3 = tail call i32 @pthread_cond_wait(ptr noundef %0, ptr noundef %1) #19, !dbg !2187
  %4 = icmp eq i32 %3, 0, !dbg !2187
  %5 = select i1 %4, i32 0, i32 2, !dbg !2187
  ret i32 %5, !dbg !2188
}

declare !dbg !2189 i32 @pthread_cond_wait(ptr noundef, ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local range(i32 0, 5) i32 @cnd_timedwait(ptr noundef %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #7 !dbg !2190 {
    #dbg_value(ptr %0, !2194, !DIExpression(), !2198)
    #dbg_value(ptr %1, !2195, !DIExpression(), !2198)
    #dbg_value(ptr %2, !2196, !DIExpression(), !2198)
  %4 = tail call i32 @pthread_cond_timedwait(ptr noundef %0, ptr noundef %1, ptr noundef %2) #19, !dbg !2199
    #dbg_value(i32 %4, !2197, !DIExpression(), !2198)
  %5 = icmp eq i32 %4, 0, !dbg !2200
  %6 = icmp eq i32 %4, 110, !dbg !2201
  %7 = select i1 %6, i32 4, i32 2, !dbg !2201
  %8 = select i1 %5, i32 0, i32 %7, !dbg !2201
  ret i32 %8, !dbg !2202
}

declare !dbg !2203 i32 @pthread_cond_timedwait(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local void @cnd_destroy(ptr noundef %0) local_unnamed_addr #7 !dbg !2204 {
    #dbg_value(ptr %0, !2206, !DIExpression(), !2207)
  %2 = tail call i32 @pthread_cond_destroy(ptr noundef %0) #19, !dbg !2208
  ret void, !dbg !2209
}

declare !dbg !2210 i32 @pthread_cond_destroy(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local void @call_once(ptr noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #7 !dbg !2211 {
    #dbg_value(ptr %0, !2215, !DIExpression(), !2217)
    #dbg_value(ptr %1, !2216, !DIExpression(), !2217)
    #dbg_value(ptr %0, !1813, !DIExpression(), !2218)
    #dbg_value(ptr %1, !1814, !DIExpression(), !2218)
  tail call void @__VERIFIER_atomic_begin() #19, !dbg !2220
  %3 = load i32, ptr %0, align 4, !dbg !2221, !tbaa !294
  %4 = icmp eq i32 %3, 0, !dbg !2222
  br i1 %4, label %5, label %6, !dbg !2223

5:                                                ; preds = %2
  store i32 1, ptr %0, align 4, !dbg !2224, !tbaa !294
  tail call void @__VERIFIER_atomic_end() #19, !dbg !2225
  tail call void %1() #19, !dbg !2226
  store i32 2, ptr %0, align 4, !dbg !2227, !tbaa !294
  br label %7, !dbg !2228

6:                                                ; preds = %2
  tail call void @__VERIFIER_atomic_end() #19, !dbg !2229
  tail call void @__pancam_await_eq(ptr noundef nonnull %0, i32 noundef 2) #19, !dbg !2230
  br label %7, !dbg !2231

7:                                                ; preds = %5, %6
  ret void, !dbg !2232
}

; Function Attrs: nounwind
define dso_local range(i32 0, 3) i32 @tss_create(ptr nocapture noundef writeonly %0, ptr noundef %1) local_unnamed_addr #7 !dbg !2233 {
    #dbg_value(ptr %0, !2235, !DIExpression(), !2237)
    #dbg_value(ptr %1, !2236, !DIExpression(), !2237)
    #dbg_value(ptr %0, !1841, !DIExpression(), !2238)
    #dbg_value(ptr %1, !1842, !DIExpression(), !2238)
  tail call void @__VERIFIER_atomic_begin() #19, !dbg !2240
    #dbg_value(i32 0, !1843, !DIExpression(), !2241)
  br label %3, !dbg !2242

3:                                                ; preds = %31, %2
  %4 = phi i32 [ 0, %2 ], [ %32, %31 ]
    #dbg_value(i32 %4, !1843, !DIExpression(), !2241)
  %5 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %4, !dbg !2243
  %6 = load i32, ptr %5, align 4, !dbg !2243, !tbaa !294
  %7 = icmp eq i32 %6, 0, !dbg !2243
  br i1 %7, label %8, label %16, !dbg !2244

8:                                                ; preds = %26, %21, %16, %3
  %9 = phi i32 [ %4, %3 ], [ %17, %16 ], [ %22, %21 ], [ %27, %26 ]
  %10 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %9
  store i32 1, ptr %10, align 4, !dbg !2245, !tbaa !294
  %11 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i32 0, i32 %9, !dbg !2246
  store ptr %1, ptr %11, align 4, !dbg !2247, !tbaa !303
  %12 = icmp eq ptr %1, null, !dbg !2248
  br i1 %12, label %35, label %13, !dbg !2249

13:                                               ; preds = %8
  %14 = load i32, ptr @__pancam_tsd_dtors, align 4, !dbg !2250, !tbaa !294
  %15 = add nsw i32 %14, 1, !dbg !2250
  store i32 %15, ptr @__pancam_tsd_dtors, align 4, !dbg !2250, !tbaa !294
  br label %35, !dbg !2251

16:                                               ; preds = %3
  %17 = or disjoint i32 %4, 1, !dbg !2252
    #dbg_value(i32 %17, !1843, !DIExpression(), !2241)
  %18 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %17, !dbg !2243
  %19 = load i32, ptr %18, align 4, !dbg !2243, !tbaa !294
  %20 = icmp eq i32 %19, 0, !dbg !2243
  br i1 %20, label %8, label %21, !dbg !2244

21:                                               ; preds = %16
  %22 = or disjoint i32 %4, 2, !dbg !2252
    #dbg_value(i32 %22, !1843, !DIExpression(), !2241)
  %23 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %22, !dbg !2243
  %24 = load i32, ptr %23, align 4, !dbg !2243, !tbaa !294
  %25 = icmp eq i32 %24, 0, !dbg !2243
  br i1 %25, label %8, label %26, !dbg !2244

26:                                               ; preds = %21
  %27 = or disjoint i32 %4, 3, !dbg !2252
    #dbg_value(i32 %27, !1843, !DIExpression(), !2241)
  %28 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %27, !dbg !2243
  %29 = load i32, ptr %28, align 4, !dbg !2243, !tbaa !294
  %30 = icmp eq i32 %29, 0, !dbg !2243
  br i1 %30, label %8, label %31, !dbg !2244

31:                                               ; preds = %26
  %32 = add nuw nsw i32 %4, 4, !dbg !2252
    #dbg_value(i32 %32, !1843, !DIExpression(), !2241)
  %33 = icmp eq i32 %32, 64, !dbg !2253
  br i1 %33, label %34, label %3, !dbg !2242, !llvm.loop !2254

34:                                               ; preds = %31
  tail call void @__VERIFIER_atomic_end() #19, !dbg !2256
  br label %36, !dbg !2257

35:                                               ; preds = %8, %13
  tail call void @__VERIFIER_atomic_end() #19, !dbg !2258
  store i32 %9, ptr %0, align 4, !dbg !2259, !tbaa !294
  br label %36, !dbg !2257

36:                                               ; preds = %34, %35
  %37 = phi i32 [ 0, %35 ], [ 2, %34 ], !dbg !2257
  ret i32 %37, !dbg !2260
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none)
define dso_local ptr @tss_get(i32 noundef %0) local_unnamed_addr #14 !dbg !2261 {
    #dbg_value(i32 %0, !2263, !DIExpression(), !2264)
    #dbg_value(i32 %0, !1928, !DIExpression(), !2265)
  %2 = icmp ult i32 %0, 64, !dbg !2267
  br i1 %2, label %3, label %7, !dbg !2268

3:                                                ; preds = %1
  %4 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @key_value), !dbg !2269
  %5 = getelementptr inbounds [64 x ptr], ptr %4, i32 0, i32 %0, !dbg !2269
  %6 = load ptr, ptr %5, align 4, !dbg !2269, !tbaa !303
  br label %7, !dbg !2268

7:                                                ; preds = %1, %3
  %8 = phi ptr [ %6, %3 ], [ null, %1 ], !dbg !2268
  ret ptr %8, !dbg !2270
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 0, 3) i32 @tss_set(i32 noundef %0, ptr noundef %1) local_unnamed_addr #2 !dbg !2271 {
    #dbg_value(i32 %0, !2275, !DIExpression(), !2277)
    #dbg_value(ptr %1, !2276, !DIExpression(), !2277)
    #dbg_value(i32 %0, !1938, !DIExpression(), !2278)
    #dbg_value(ptr %1, !1939, !DIExpression(), !2278)
  %3 = icmp ugt i32 %0, 63, !dbg !2280
  br i1 %3, label %11, label %4, !dbg !2281

4:                                                ; preds = %2
  %5 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %0, !dbg !2282
  %6 = load i32, ptr %5, align 4, !dbg !2282, !tbaa !294
  %7 = icmp eq i32 %6, 0, !dbg !2282
  br i1 %7, label %11, label %8, !dbg !2283

8:                                                ; preds = %4
  %9 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @key_value), !dbg !2284
  %10 = getelementptr inbounds [64 x ptr], ptr %9, i32 0, i32 %0, !dbg !2284
  store ptr %1, ptr %10, align 4, !dbg !2285, !tbaa !303
  br label %11, !dbg !2286

11:                                               ; preds = %2, %4, %8
  %12 = phi i32 [ 0, %8 ], [ 2, %4 ], [ 2, %2 ], !dbg !2286
  ret i32 %12, !dbg !2287
}

; Function Attrs: nounwind
define dso_local void @tss_delete(i32 noundef %0) local_unnamed_addr #7 !dbg !2288 {
    #dbg_value(i32 %0, !2290, !DIExpression(), !2291)
    #dbg_value(i32 %0, !1876, !DIExpression(), !2292)
  tail call void @__VERIFIER_atomic_begin() #19, !dbg !2294
  %2 = icmp ugt i32 %0, 63, !dbg !2295
  br i1 %2, label %15, label %3, !dbg !2296

3:                                                ; preds = %1
  %4 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %0, !dbg !2297
  %5 = load i32, ptr %4, align 4, !dbg !2297, !tbaa !294
  %6 = icmp eq i32 %5, 0, !dbg !2297
  br i1 %6, label %15, label %7, !dbg !2298

7:                                                ; preds = %3
  %8 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i32 0, i32 %0, !dbg !2299
  %9 = load ptr, ptr %8, align 4, !dbg !2299, !tbaa !303
  %10 = icmp eq ptr %9, null, !dbg !2299
  br i1 %10, label %14, label %11, !dbg !2300

11:                                               ; preds = %7
  %12 = load i32, ptr @__pancam_tsd_dtors, align 4, !dbg !2301, !tbaa !294
  %13 = add nsw i32 %12, -1, !dbg !2301
  store i32 %13, ptr @__pancam_tsd_dtors, align 4, !dbg !2301, !tbaa !294
  br label %14, !dbg !2302

14:                                               ; preds = %11, %7
  store i32 0, ptr %4, align 4, !dbg !2303, !tbaa !294
  store ptr null, ptr %8, align 4, !dbg !2304, !tbaa !303
  br label %15, !dbg !2305

15:                                               ; preds = %1, %3, %14
  tail call void @__VERIFIER_atomic_end() #19, !dbg !2292
  ret void, !dbg !2306
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local noundef i32 @time(ptr noundef writeonly %0) local_unnamed_addr #15 !dbg !2307 {
    #dbg_value(ptr %0, !2313, !DIExpression(), !2314)
  %2 = icmp eq ptr %0, null, !dbg !2315
  br i1 %2, label %4, label %3, !dbg !2317

3:                                                ; preds = %1
  store i32 0, ptr %0, align 4, !dbg !2318, !tbaa !2319
  br label %4, !dbg !2321

4:                                                ; preds = %3, %1
  ret i32 0, !dbg !2322
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local noundef i32 @clock_gettime(i32 noundef %0, ptr noundef writeonly %1) local_unnamed_addr #15 !dbg !2323 {
    #dbg_value(i32 %0, !2332, !DIExpression(), !2334)
    #dbg_value(ptr %1, !2333, !DIExpression(), !2334)
  %3 = icmp eq ptr %1, null, !dbg !2335
  br i1 %3, label %6, label %4, !dbg !2337

4:                                                ; preds = %2
  store i32 0, ptr %1, align 4, !dbg !2338, !tbaa !2340
  %5 = getelementptr inbounds i8, ptr %1, i32 4, !dbg !2342
  store i32 0, ptr %5, align 4, !dbg !2343, !tbaa !2344
  br label %6, !dbg !2345

6:                                                ; preds = %4, %2
  ret i32 0, !dbg !2346
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local noundef i32 @gettimeofday(ptr noundef writeonly %0, ptr nocapture noundef readnone %1) local_unnamed_addr #15 !dbg !2347 {
    #dbg_value(ptr %0, !2356, !DIExpression(), !2358)
    #dbg_value(ptr %1, !2357, !DIExpression(), !2358)
  %3 = icmp eq ptr %0, null, !dbg !2359
  br i1 %3, label %6, label %4, !dbg !2361

4:                                                ; preds = %2
  store i32 0, ptr %0, align 4, !dbg !2362, !tbaa !2364
  %5 = getelementptr inbounds i8, ptr %0, i32 4, !dbg !2366
  store i32 0, ptr %5, align 4, !dbg !2367, !tbaa !2368
  br label %6, !dbg !2369

6:                                                ; preds = %4, %2
  ret i32 0, !dbg !2370
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef i32 @clock() local_unnamed_addr #0 !dbg !2371 {
  ret i32 0, !dbg !2374
}

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: none, inaccessiblemem: none)
define dso_local ptr @strerror(i32 noundef %0) local_unnamed_addr #16 !dbg !2375 {
  %2 = alloca [12 x i8], align 1, !DIAssignID !2385
    #dbg_assign(i1 undef, !2383, !DIExpression(), !2385, ptr %2, !DIExpression(), !2386)
    #dbg_value(i32 %0, !2379, !DIExpression(), !2386)
  %3 = icmp ult i32 %0, 36, !dbg !2387
  br i1 %3, label %7, label %4, !dbg !2387

4:                                                ; preds = %1
    #dbg_value(i32 0, !2381, !DIExpression(), !2386)
    #dbg_value(ptr poison, !2380, !DIExpression(), !2386)
    #dbg_value(ptr poison, !2380, !DIExpression(), !2386)
    #dbg_value(i32 1, !2381, !DIExpression(), !2386)
  store i8 85, ptr @pancam_errbuf, align 1, !dbg !2389, !tbaa !351
    #dbg_value(ptr poison, !2380, !DIExpression(), !2386)
    #dbg_value(i32 2, !2381, !DIExpression(), !2386)
  store i8 110, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 1), align 1, !dbg !2389, !tbaa !351
    #dbg_value(ptr poison, !2380, !DIExpression(), !2386)
    #dbg_value(i32 3, !2381, !DIExpression(), !2386)
  store i8 107, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 2), align 1, !dbg !2389, !tbaa !351
    #dbg_value(ptr poison, !2380, !DIExpression(), !2386)
    #dbg_value(i32 4, !2381, !DIExpression(), !2386)
  store i8 110, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 3), align 1, !dbg !2389, !tbaa !351
    #dbg_value(ptr poison, !2380, !DIExpression(), !2386)
    #dbg_value(i32 5, !2381, !DIExpression(), !2386)
  store i8 111, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 4), align 1, !dbg !2389, !tbaa !351
    #dbg_value(ptr poison, !2380, !DIExpression(), !2386)
    #dbg_value(i32 6, !2381, !DIExpression(), !2386)
  store i8 119, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 5), align 1, !dbg !2389, !tbaa !351
    #dbg_value(ptr poison, !2380, !DIExpression(), !2386)
    #dbg_value(i32 7, !2381, !DIExpression(), !2386)
  store i8 110, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 6), align 1, !dbg !2389, !tbaa !351
    #dbg_value(ptr poison, !2380, !DIExpression(), !2386)
    #dbg_value(i32 8, !2381, !DIExpression(), !2386)
  store i8 32, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 7), align 1, !dbg !2389, !tbaa !351
    #dbg_value(ptr poison, !2380, !DIExpression(), !2386)
    #dbg_value(i32 9, !2381, !DIExpression(), !2386)
  store i8 101, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 8), align 1, !dbg !2389, !tbaa !351
    #dbg_value(ptr poison, !2380, !DIExpression(), !2386)
    #dbg_value(i32 10, !2381, !DIExpression(), !2386)
  store i8 114, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 9), align 1, !dbg !2389, !tbaa !351
    #dbg_value(ptr poison, !2380, !DIExpression(), !2386)
    #dbg_value(i32 11, !2381, !DIExpression(), !2386)
  store i8 114, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 10), align 1, !dbg !2389, !tbaa !351
    #dbg_value(ptr poison, !2380, !DIExpression(), !2386)
    #dbg_value(i32 12, !2381, !DIExpression(), !2386)
  store i8 111, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 11), align 1, !dbg !2389, !tbaa !351
    #dbg_value(ptr poison, !2380, !DIExpression(), !2386)
    #dbg_value(i32 13, !2381, !DIExpression(), !2386)
  store i8 114, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 12), align 1, !dbg !2389, !tbaa !351
    #dbg_value(ptr poison, !2380, !DIExpression(), !2386)
    #dbg_value(i32 14, !2381, !DIExpression(), !2386)
  store i8 32, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 13), align 1, !dbg !2389, !tbaa !351
  %5 = icmp slt i32 %0, 0, !dbg !2390
  %6 = tail call i32 @llvm.abs.i32(i32 %0, i1 false), !dbg !2391
    #dbg_value(i32 %6, !2382, !DIExpression(), !2386)
  br i1 %5, label %10, label %11, !dbg !2392

7:                                                ; preds = %1
  %8 = getelementptr inbounds [36 x ptr], ptr @pancam_errlist, i32 0, i32 %0, !dbg !2393
  %9 = load ptr, ptr %8, align 4, !dbg !2393, !tbaa !303
  br label %69, !dbg !2394

10:                                               ; preds = %4
    #dbg_value(i32 15, !2381, !DIExpression(), !2386)
  store i8 45, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 14), align 1, !dbg !2395, !tbaa !351
  br label %11, !dbg !2397

11:                                               ; preds = %10, %4
  %12 = phi i32 [ 15, %10 ], [ 14, %4 ], !dbg !2386
    #dbg_value(i32 %12, !2381, !DIExpression(), !2386)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #21, !dbg !2398
    #dbg_value(i32 0, !2384, !DIExpression(), !2386)
  br label %13, !dbg !2399

13:                                               ; preds = %13, %11
  %14 = phi i32 [ %6, %11 ], [ %21, %13 ], !dbg !2386
  %15 = phi i32 [ 0, %11 ], [ %19, %13 ], !dbg !2386
    #dbg_value(i32 %15, !2384, !DIExpression(), !2386)
    #dbg_value(i32 %14, !2382, !DIExpression(), !2386)
  %16 = urem i32 %14, 10, !dbg !2400
  %17 = trunc nuw nsw i32 %16 to i8, !dbg !2402
  %18 = or disjoint i8 %17, 48, !dbg !2402
  %19 = add nuw i32 %15, 1, !dbg !2403
    #dbg_value(i32 %19, !2384, !DIExpression(), !2386)
  %20 = getelementptr inbounds [12 x i8], ptr %2, i32 0, i32 %15, !dbg !2404
  store i8 %18, ptr %20, align 1, !dbg !2405, !tbaa !351
  %21 = udiv i32 %14, 10, !dbg !2406
    #dbg_value(i32 %21, !2382, !DIExpression(), !2386)
  %22 = icmp ult i32 %14, 10, !dbg !2407
  br i1 %22, label %23, label %13, !dbg !2407, !llvm.loop !2408

23:                                               ; preds = %13
  %24 = and i32 %19, 3, !dbg !2410
  %25 = icmp eq i32 %24, 0, !dbg !2410
  br i1 %25, label %37, label %26, !dbg !2410

26:                                               ; preds = %23, %26
  %27 = phi i32 [ %30, %26 ], [ %19, %23 ]
  %28 = phi i32 [ %33, %26 ], [ %12, %23 ]
  %29 = phi i32 [ %35, %26 ], [ 0, %23 ]
    #dbg_value(i32 %27, !2384, !DIExpression(), !2386)
    #dbg_value(i32 %28, !2381, !DIExpression(), !2386)
  %30 = add nsw i32 %27, -1, !dbg !2411
    #dbg_value(i32 %30, !2384, !DIExpression(), !2386)
  %31 = getelementptr inbounds [12 x i8], ptr %2, i32 0, i32 %30, !dbg !2412
  %32 = load i8, ptr %31, align 1, !dbg !2412, !tbaa !351
  %33 = add nuw nsw i32 %28, 1, !dbg !2413
    #dbg_value(i32 %33, !2381, !DIExpression(), !2386)
  %34 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i32 0, i32 %28, !dbg !2414
  store i8 %32, ptr %34, align 1, !dbg !2415, !tbaa !351
  %35 = add i32 %29, 1, !dbg !2410
  %36 = icmp eq i32 %35, %24, !dbg !2410
  br i1 %36, label %37, label %26, !dbg !2410, !llvm.loop !2416

37:                                               ; preds = %26, %23
  %38 = phi i32 [ poison, %23 ], [ %33, %26 ]
  %39 = phi i32 [ %19, %23 ], [ %30, %26 ]
  %40 = phi i32 [ %12, %23 ], [ %33, %26 ]
  %41 = icmp ult i32 %15, 3, !dbg !2410
  br i1 %41, label %66, label %42, !dbg !2410

42:                                               ; preds = %37, %42
  %43 = phi i32 [ %60, %42 ], [ %39, %37 ]
  %44 = phi i32 [ %63, %42 ], [ %40, %37 ]
    #dbg_value(i32 %43, !2384, !DIExpression(), !2386)
    #dbg_value(i32 %44, !2381, !DIExpression(), !2386)
  %45 = add nsw i32 %43, -1, !dbg !2411
    #dbg_value(i32 %45, !2384, !DIExpression(), !2386)
  %46 = getelementptr inbounds [12 x i8], ptr %2, i32 0, i32 %45, !dbg !2412
  %47 = load i8, ptr %46, align 1, !dbg !2412, !tbaa !351
  %48 = add nuw nsw i32 %44, 1, !dbg !2413
    #dbg_value(i32 %48, !2381, !DIExpression(), !2386)
  %49 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i32 0, i32 %44, !dbg !2414
  store i8 %47, ptr %49, align 1, !dbg !2415, !tbaa !351
  %50 = add nsw i32 %43, -2, !dbg !2411
    #dbg_value(i32 %50, !2384, !DIExpression(), !2386)
  %51 = getelementptr inbounds [12 x i8], ptr %2, i32 0, i32 %50, !dbg !2412
  %52 = load i8, ptr %51, align 1, !dbg !2412, !tbaa !351
  %53 = add nuw nsw i32 %44, 2, !dbg !2413
    #dbg_value(i32 %53, !2381, !DIExpression(), !2386)
  %54 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i32 0, i32 %48, !dbg !2414
  store i8 %52, ptr %54, align 1, !dbg !2415, !tbaa !351
  %55 = add nsw i32 %43, -3, !dbg !2411
    #dbg_value(i32 %55, !2384, !DIExpression(), !2386)
  %56 = getelementptr inbounds [12 x i8], ptr %2, i32 0, i32 %55, !dbg !2412
  %57 = load i8, ptr %56, align 1, !dbg !2412, !tbaa !351
  %58 = add nuw nsw i32 %44, 3, !dbg !2413
    #dbg_value(i32 %58, !2381, !DIExpression(), !2386)
  %59 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i32 0, i32 %53, !dbg !2414
  store i8 %57, ptr %59, align 1, !dbg !2415, !tbaa !351
  %60 = add nsw i32 %43, -4, !dbg !2411
    #dbg_value(i32 %60, !2384, !DIExpression(), !2386)
  %61 = getelementptr inbounds [12 x i8], ptr %2, i32 0, i32 %60, !dbg !2412
  %62 = load i8, ptr %61, align 1, !dbg !2412, !tbaa !351
  %63 = add nuw nsw i32 %44, 4, !dbg !2413
    #dbg_value(i32 %63, !2381, !DIExpression(), !2386)
  %64 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i32 0, i32 %58, !dbg !2414
  store i8 %62, ptr %64, align 1, !dbg !2415, !tbaa !351
  %65 = icmp eq i32 %60, 0, !dbg !2410
  br i1 %65, label %66, label %42, !dbg !2410, !llvm.loop !2417

66:                                               ; preds = %42, %37
  %67 = phi i32 [ %38, %37 ], [ %63, %42 ], !dbg !2413
  %68 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i32 0, i32 %67, !dbg !2419
  store i8 0, ptr %68, align 1, !dbg !2420, !tbaa !351
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #21, !dbg !2421
  br label %69

69:                                               ; preds = %66, %7
  %70 = phi ptr [ %9, %7 ], [ @pancam_errbuf, %66 ], !dbg !2386
  ret ptr %70, !dbg !2421
}

; Function Attrs: nounwind
define dso_local void @perror(ptr noundef %0) local_unnamed_addr #7 !dbg !2422 {
  %2 = alloca [12 x i8], align 1, !DIAssignID !2427
    #dbg_value(ptr %0, !2426, !DIExpression(), !2428)
  %3 = icmp eq ptr %0, null, !dbg !2429
  br i1 %3, label %12, label %4, !dbg !2431

4:                                                ; preds = %1
  %5 = load i8, ptr %0, align 1, !dbg !2432, !tbaa !351
  %6 = icmp eq i8 %5, 0, !dbg !2432
  br i1 %6, label %12, label %7, !dbg !2433

7:                                                ; preds = %4
  %8 = load ptr, ptr @stderr, align 4, !dbg !2434, !tbaa !303
  %9 = tail call i32 @fputs(ptr noundef nonnull %0, ptr noundef %8) #19, !dbg !2436
  %10 = load ptr, ptr @stderr, align 4, !dbg !2437, !tbaa !303
  %11 = tail call i32 @fputs(ptr noundef nonnull @.str.1, ptr noundef %10) #19, !dbg !2438
  br label %12, !dbg !2439

12:                                               ; preds = %7, %4, %1
  %13 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !2440
  %14 = load i32, ptr %13, align 4, !dbg !2440, !tbaa !294
    #dbg_assign(i1 undef, !2383, !DIExpression(), !2427, ptr %2, !DIExpression(), !2441)
    #dbg_value(i32 %14, !2379, !DIExpression(), !2441)
  %15 = icmp ult i32 %14, 36, !dbg !2443
  br i1 %15, label %19, label %16, !dbg !2443

16:                                               ; preds = %12
    #dbg_value(i32 0, !2381, !DIExpression(), !2441)
    #dbg_value(ptr poison, !2380, !DIExpression(), !2441)
    #dbg_value(ptr poison, !2380, !DIExpression(), !2441)
    #dbg_value(i32 1, !2381, !DIExpression(), !2441)
  store i8 85, ptr @pancam_errbuf, align 1, !dbg !2444, !tbaa !351
    #dbg_value(ptr poison, !2380, !DIExpression(), !2441)
    #dbg_value(i32 2, !2381, !DIExpression(), !2441)
  store i8 110, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 1), align 1, !dbg !2444, !tbaa !351
    #dbg_value(ptr poison, !2380, !DIExpression(), !2441)
    #dbg_value(i32 3, !2381, !DIExpression(), !2441)
  store i8 107, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 2), align 1, !dbg !2444, !tbaa !351
    #dbg_value(ptr poison, !2380, !DIExpression(), !2441)
    #dbg_value(i32 4, !2381, !DIExpression(), !2441)
  store i8 110, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 3), align 1, !dbg !2444, !tbaa !351
    #dbg_value(ptr poison, !2380, !DIExpression(), !2441)
    #dbg_value(i32 5, !2381, !DIExpression(), !2441)
  store i8 111, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 4), align 1, !dbg !2444, !tbaa !351
    #dbg_value(ptr poison, !2380, !DIExpression(), !2441)
    #dbg_value(i32 6, !2381, !DIExpression(), !2441)
  store i8 119, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 5), align 1, !dbg !2444, !tbaa !351
    #dbg_value(ptr poison, !2380, !DIExpression(), !2441)
    #dbg_value(i32 7, !2381, !DIExpression(), !2441)
  store i8 110, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 6), align 1, !dbg !2444, !tbaa !351
    #dbg_value(ptr poison, !2380, !DIExpression(), !2441)
    #dbg_value(i32 8, !2381, !DIExpression(), !2441)
  store i8 32, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 7), align 1, !dbg !2444, !tbaa !351
    #dbg_value(ptr poison, !2380, !DIExpression(), !2441)
    #dbg_value(i32 9, !2381, !DIExpression(), !2441)
  store i8 101, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 8), align 1, !dbg !2444, !tbaa !351
    #dbg_value(ptr poison, !2380, !DIExpression(), !2441)
    #dbg_value(i32 10, !2381, !DIExpression(), !2441)
  store i8 114, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 9), align 1, !dbg !2444, !tbaa !351
    #dbg_value(ptr poison, !2380, !DIExpression(), !2441)
    #dbg_value(i32 11, !2381, !DIExpression(), !2441)
  store i8 114, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 10), align 1, !dbg !2444, !tbaa !351
    #dbg_value(ptr poison, !2380, !DIExpression(), !2441)
    #dbg_value(i32 12, !2381, !DIExpression(), !2441)
  store i8 111, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 11), align 1, !dbg !2444, !tbaa !351
    #dbg_value(ptr poison, !2380, !DIExpression(), !2441)
    #dbg_value(i32 13, !2381, !DIExpression(), !2441)
  store i8 114, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 12), align 1, !dbg !2444, !tbaa !351
    #dbg_value(ptr poison, !2380, !DIExpression(), !2441)
    #dbg_value(i32 14, !2381, !DIExpression(), !2441)
  store i8 32, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 13), align 1, !dbg !2444, !tbaa !351
  %17 = icmp slt i32 %14, 0, !dbg !2445
  %18 = tail call i32 @llvm.abs.i32(i32 %14, i1 false), !dbg !2446
    #dbg_value(i32 %18, !2382, !DIExpression(), !2441)
  br i1 %17, label %22, label %23, !dbg !2447

19:                                               ; preds = %12
  %20 = getelementptr inbounds [36 x ptr], ptr @pancam_errlist, i32 0, i32 %14, !dbg !2448
  %21 = load ptr, ptr %20, align 4, !dbg !2448, !tbaa !303
  br label %81, !dbg !2449

22:                                               ; preds = %16
    #dbg_value(i32 15, !2381, !DIExpression(), !2441)
  store i8 45, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 14), align 1, !dbg !2450, !tbaa !351
  br label %23, !dbg !2451

23:                                               ; preds = %22, %16
  %24 = phi i32 [ 15, %22 ], [ 14, %16 ], !dbg !2441
    #dbg_value(i32 %24, !2381, !DIExpression(), !2441)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #21, !dbg !2452
    #dbg_value(i32 0, !2384, !DIExpression(), !2441)
  br label %25, !dbg !2453

25:                                               ; preds = %25, %23
  %26 = phi i32 [ %18, %23 ], [ %33, %25 ], !dbg !2441
  %27 = phi i32 [ 0, %23 ], [ %31, %25 ], !dbg !2441
    #dbg_value(i32 %27, !2384, !DIExpression(), !2441)
    #dbg_value(i32 %26, !2382, !DIExpression(), !2441)
  %28 = urem i32 %26, 10, !dbg !2454
  %29 = trunc nuw nsw i32 %28 to i8, !dbg !2455
  %30 = or disjoint i8 %29, 48, !dbg !2455
  %31 = add nuw i32 %27, 1, !dbg !2456
    #dbg_value(i32 %31, !2384, !DIExpression(), !2441)
  %32 = getelementptr inbounds [12 x i8], ptr %2, i32 0, i32 %27, !dbg !2457
  store i8 %30, ptr %32, align 1, !dbg !2458, !tbaa !351
  %33 = udiv i32 %26, 10, !dbg !2459
    #dbg_value(i32 %33, !2382, !DIExpression(), !2441)
  %34 = icmp ult i32 %26, 10, !dbg !2460
  br i1 %34, label %35, label %25, !dbg !2460, !llvm.loop !2461

35:                                               ; preds = %25
  %36 = and i32 %31, 3, !dbg !2463
  %37 = icmp eq i32 %36, 0, !dbg !2463
  br i1 %37, label %49, label %38, !dbg !2463

38:                                               ; preds = %35, %38
  %39 = phi i32 [ %42, %38 ], [ %31, %35 ]
  %40 = phi i32 [ %45, %38 ], [ %24, %35 ]
  %41 = phi i32 [ %47, %38 ], [ 0, %35 ]
    #dbg_value(i32 %39, !2384, !DIExpression(), !2441)
    #dbg_value(i32 %40, !2381, !DIExpression(), !2441)
  %42 = add nsw i32 %39, -1, !dbg !2464
    #dbg_value(i32 %42, !2384, !DIExpression(), !2441)
  %43 = getelementptr inbounds [12 x i8], ptr %2, i32 0, i32 %42, !dbg !2465
  %44 = load i8, ptr %43, align 1, !dbg !2465, !tbaa !351
  %45 = add nuw nsw i32 %40, 1, !dbg !2466
    #dbg_value(i32 %45, !2381, !DIExpression(), !2441)
  %46 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i32 0, i32 %40, !dbg !2467
  store i8 %44, ptr %46, align 1, !dbg !2468, !tbaa !351
  %47 = add i32 %41, 1, !dbg !2463
  %48 = icmp eq i32 %47, %36, !dbg !2463
  br i1 %48, label %49, label %38, !dbg !2463, !llvm.loop !2469

49:                                               ; preds = %38, %35
  %50 = phi i32 [ poison, %35 ], [ %45, %38 ]
  %51 = phi i32 [ %31, %35 ], [ %42, %38 ]
  %52 = phi i32 [ %24, %35 ], [ %45, %38 ]
  %53 = icmp ult i32 %27, 3, !dbg !2463
  br i1 %53, label %78, label %54, !dbg !2463

54:                                               ; preds = %49, %54
  %55 = phi i32 [ %72, %54 ], [ %51, %49 ]
  %56 = phi i32 [ %75, %54 ], [ %52, %49 ]
    #dbg_value(i32 %55, !2384, !DIExpression(), !2441)
    #dbg_value(i32 %56, !2381, !DIExpression(), !2441)
  %57 = add nsw i32 %55, -1, !dbg !2464
    #dbg_value(i32 %57, !2384, !DIExpression(), !2441)
  %58 = getelementptr inbounds [12 x i8], ptr %2, i32 0, i32 %57, !dbg !2465
  %59 = load i8, ptr %58, align 1, !dbg !2465, !tbaa !351
  %60 = add nuw nsw i32 %56, 1, !dbg !2466
    #dbg_value(i32 %60, !2381, !DIExpression(), !2441)
  %61 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i32 0, i32 %56, !dbg !2467
  store i8 %59, ptr %61, align 1, !dbg !2468, !tbaa !351
  %62 = add nsw i32 %55, -2, !dbg !2464
    #dbg_value(i32 %62, !2384, !DIExpression(), !2441)
  %63 = getelementptr inbounds [12 x i8], ptr %2, i32 0, i32 %62, !dbg !2465
  %64 = load i8, ptr %63, align 1, !dbg !2465, !tbaa !351
  %65 = add nuw nsw i32 %56, 2, !dbg !2466
    #dbg_value(i32 %65, !2381, !DIExpression(), !2441)
  %66 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i32 0, i32 %60, !dbg !2467
  store i8 %64, ptr %66, align 1, !dbg !2468, !tbaa !351
  %67 = add nsw i32 %55, -3, !dbg !2464
    #dbg_value(i32 %67, !2384, !DIExpression(), !2441)
  %68 = getelementptr inbounds [12 x i8], ptr %2, i32 0, i32 %67, !dbg !2465
  %69 = load i8, ptr %68, align 1, !dbg !2465, !tbaa !351
  %70 = add nuw nsw i32 %56, 3, !dbg !2466
    #dbg_value(i32 %70, !2381, !DIExpression(), !2441)
  %71 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i32 0, i32 %65, !dbg !2467
  store i8 %69, ptr %71, align 1, !dbg !2468, !tbaa !351
  %72 = add nsw i32 %55, -4, !dbg !2464
    #dbg_value(i32 %72, !2384, !DIExpression(), !2441)
  %73 = getelementptr inbounds [12 x i8], ptr %2, i32 0, i32 %72, !dbg !2465
  %74 = load i8, ptr %73, align 1, !dbg !2465, !tbaa !351
  %75 = add nuw nsw i32 %56, 4, !dbg !2466
    #dbg_value(i32 %75, !2381, !DIExpression(), !2441)
  %76 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i32 0, i32 %70, !dbg !2467
  store i8 %74, ptr %76, align 1, !dbg !2468, !tbaa !351
  %77 = icmp eq i32 %72, 0, !dbg !2463
  br i1 %77, label %78, label %54, !dbg !2463, !llvm.loop !2470

78:                                               ; preds = %54, %49
  %79 = phi i32 [ %50, %49 ], [ %75, %54 ], !dbg !2466
  %80 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i32 0, i32 %79, !dbg !2472
  store i8 0, ptr %80, align 1, !dbg !2473, !tbaa !351
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #21, !dbg !2474
  br label %81

81:                                               ; preds = %19, %78
  %82 = phi ptr [ %21, %19 ], [ @pancam_errbuf, %78 ], !dbg !2441
  %83 = load ptr, ptr @stderr, align 4, !dbg !2475, !tbaa !303
  %84 = tail call i32 @fputs(ptr noundef %82, ptr noundef %83) #19, !dbg !2476
  %85 = load ptr, ptr @stderr, align 4, !dbg !2477, !tbaa !303
  %86 = tail call i32 @fputs(ptr noundef nonnull @.str.2, ptr noundef %85) #19, !dbg !2478
  ret void, !dbg !2479
}

declare !dbg !2480 i32 @fputs(ptr noundef, ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local range(i32 -1, 256) i32 @getchar() local_unnamed_addr #7 !dbg !2483 {
  %1 = load ptr, ptr @stdin, align 4, !dbg !2484, !tbaa !303
    #dbg_value(ptr %1, !2485, !DIExpression(), !2490)
  %2 = icmp eq ptr %1, null, !dbg !2492
  br i1 %2, label %11, label %3, !dbg !2494

3:                                                ; preds = %0
  %4 = load i32, ptr %1, align 4, !dbg !2495, !tbaa !2496
  %5 = icmp eq i32 %4, 0, !dbg !2498
  br i1 %5, label %6, label %11, !dbg !2499

6:                                                ; preds = %3
  %7 = tail call zeroext i1 @__VERIFIER_nondet_bool() #19, !dbg !2500
  br i1 %7, label %11, label %8, !dbg !2501

8:                                                ; preds = %6
  %9 = tail call signext i8 @__VERIFIER_nondet_char() #19, !dbg !2502
  %10 = zext i8 %9 to i32, !dbg !2503
  br label %11, !dbg !2504

11:                                               ; preds = %0, %3, %6, %8
  %12 = phi i32 [ %10, %8 ], [ -1, %6 ], [ -1, %3 ], [ -1, %0 ], !dbg !2490
  ret i32 %12, !dbg !2505
}

; Function Attrs: nounwind
define dso_local range(i32 -1, 256) i32 @getc(ptr noundef readonly %0) local_unnamed_addr #7 !dbg !2506 {
    #dbg_value(ptr %0, !2508, !DIExpression(), !2509)
    #dbg_value(ptr %0, !2485, !DIExpression(), !2510)
  %2 = icmp eq ptr %0, null, !dbg !2512
  br i1 %2, label %11, label %3, !dbg !2513

3:                                                ; preds = %1
  %4 = load i32, ptr %0, align 4, !dbg !2514, !tbaa !2496
  %5 = icmp eq i32 %4, 0, !dbg !2515
  br i1 %5, label %6, label %11, !dbg !2516

6:                                                ; preds = %3
  %7 = tail call zeroext i1 @__VERIFIER_nondet_bool() #19, !dbg !2517
  br i1 %7, label %11, label %8, !dbg !2518

8:                                                ; preds = %6
  %9 = tail call signext i8 @__VERIFIER_nondet_char() #19, !dbg !2519
  %10 = zext i8 %9 to i32, !dbg !2520
  br label %11, !dbg !2521

11:                                               ; preds = %1, %3, %6, %8
  %12 = phi i32 [ %10, %8 ], [ -1, %6 ], [ -1, %3 ], [ -1, %1 ], !dbg !2510
  ret i32 %12, !dbg !2522
}

; Function Attrs: nounwind
define dso_local range(i32 -1, 256) i32 @fgetc(ptr noundef readonly %0) local_unnamed_addr #7 !dbg !2523 {
    #dbg_value(ptr %0, !2525, !DIExpression(), !2526)
    #dbg_value(ptr %0, !2485, !DIExpression(), !2527)
  %2 = icmp eq ptr %0, null, !dbg !2529
  br i1 %2, label %11, label %3, !dbg !2530

3:                                                ; preds = %1
  %4 = load i32, ptr %0, align 4, !dbg !2531, !tbaa !2496
  %5 = icmp eq i32 %4, 0, !dbg !2532
  br i1 %5, label %6, label %11, !dbg !2533

6:                                                ; preds = %3
  %7 = tail call zeroext i1 @__VERIFIER_nondet_bool() #19, !dbg !2534
  br i1 %7, label %11, label %8, !dbg !2535

8:                                                ; preds = %6
  %9 = tail call signext i8 @__VERIFIER_nondet_char() #19, !dbg !2536
  %10 = zext i8 %9 to i32, !dbg !2537
  br label %11, !dbg !2538

11:                                               ; preds = %1, %3, %6, %8
  %12 = phi i32 [ %10, %8 ], [ -1, %6 ], [ -1, %3 ], [ -1, %1 ], !dbg !2527
  ret i32 %12, !dbg !2539
}

; Function Attrs: nounwind
define dso_local i32 @vscanf(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #7 !dbg !2540 {
    #dbg_value(ptr %0, !2545, !DIExpression(), !2547)
    #dbg_value(ptr %1, !2546, !DIExpression(), !2547)
  %3 = tail call fastcc i32 @pancam_vscanf(ptr noundef %0, ptr noundef %1) #22, !dbg !2548
  ret i32 %3, !dbg !2549
}

; Function Attrs: nounwind
define internal fastcc i32 @pancam_vscanf(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #7 !dbg !2550 {
    #dbg_value(ptr %0, !2552, !DIExpression(), !2567)
    #dbg_value(ptr %1, !2553, !DIExpression(), !2567)
    #dbg_value(i32 0, !2554, !DIExpression(), !2567)
    #dbg_value(i32 0, !2555, !DIExpression(), !2567)
  %3 = load i8, ptr %0, align 1, !dbg !2568, !tbaa !351
  %4 = icmp eq i8 %3, 0, !dbg !2569
  br i1 %4, label %140, label %5, !dbg !2569

5:                                                ; preds = %2, %134
  %6 = phi i8 [ %138, %134 ], [ %3, %2 ]
  %7 = phi ptr [ %86, %134 ], [ %0, %2 ]
  %8 = phi ptr [ %137, %134 ], [ %1, %2 ]
  %9 = phi i32 [ %136, %134 ], [ 0, %2 ]
  %10 = phi i32 [ %135, %134 ], [ 0, %2 ]
    #dbg_value(ptr %7, !2552, !DIExpression(), !2567)
    #dbg_value(ptr %8, !2553, !DIExpression(), !2567)
    #dbg_value(i32 %9, !2555, !DIExpression(), !2567)
    #dbg_value(i32 %10, !2554, !DIExpression(), !2567)
  br label %11, !dbg !2569

11:                                               ; preds = %5, %21
  %12 = phi i8 [ %6, %5 ], [ %23, %21 ]
  %13 = phi ptr [ %7, %5 ], [ %22, %21 ]
    #dbg_value(ptr %13, !2552, !DIExpression(), !2567)
  %14 = zext i8 %12 to i32, !dbg !2570
    #dbg_value(i32 %14, !1012, !DIExpression(), !2572)
    #dbg_value(i32 %14, !976, !DIExpression(), !2574)
  %15 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %14, !dbg !2576
  %16 = load i16, ptr %15, align 2, !dbg !2576, !tbaa !983
  %17 = and i16 %16, 8192, !dbg !2577
  %18 = icmp eq i16 %17, 0, !dbg !2578
  br i1 %18, label %25, label %19, !dbg !2579

19:                                               ; preds = %11
  %20 = getelementptr inbounds i8, ptr %13, i32 1, !dbg !2580
    #dbg_value(ptr %20, !2552, !DIExpression(), !2567)
  br label %21, !dbg !2582

21:                                               ; preds = %19, %31
  %22 = phi ptr [ %20, %19 ], [ %33, %31 ]
    #dbg_value(ptr %22, !2552, !DIExpression(), !2567)
    #dbg_value(ptr %8, !2553, !DIExpression(), !2567)
    #dbg_value(i32 %9, !2555, !DIExpression(), !2567)
    #dbg_value(i32 %10, !2554, !DIExpression(), !2567)
  %23 = load i8, ptr %22, align 1, !dbg !2568, !tbaa !351
  %24 = icmp eq i8 %23, 0, !dbg !2569
  br i1 %24, label %140, label %11, !dbg !2569, !llvm.loop !2583

25:                                               ; preds = %11
  %26 = icmp eq i8 %12, 37, !dbg !2585
  br i1 %26, label %27, label %31, !dbg !2587

27:                                               ; preds = %25
  %28 = getelementptr inbounds i8, ptr %13, i32 1, !dbg !2588
  %29 = load i8, ptr %28, align 1, !dbg !2588, !tbaa !351
  %30 = icmp eq i8 %29, 37, !dbg !2589
  br i1 %30, label %31, label %40, !dbg !2590

31:                                               ; preds = %27, %25
  %32 = phi i32 [ 2, %27 ], [ 1, %25 ], !dbg !2591
  %33 = getelementptr inbounds i8, ptr %13, i32 %32, !dbg !2593
    #dbg_value(ptr %33, !2552, !DIExpression(), !2567)
  %34 = tail call zeroext i1 @__VERIFIER_nondet_bool() #19, !dbg !2594
  br i1 %34, label %35, label %21, !dbg !2599

35:                                               ; preds = %31
  %36 = tail call zeroext i1 @__VERIFIER_nondet_bool() #19, !dbg !2600
    #dbg_value(i32 poison, !2556, !DIExpression(), !2567)
  %37 = icmp eq i32 %9, 0
  %38 = select i1 %36, i1 %37, i1 false, !dbg !2601
  %39 = select i1 %38, i32 -1, i32 %10, !dbg !2601
  br label %140, !dbg !2602

40:                                               ; preds = %27
    #dbg_value(ptr %13, !2552, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !2567)
  %41 = icmp eq i8 %29, 42, !dbg !2603
    #dbg_value(i1 %41, !2557, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2604)
  %42 = select i1 %41, i32 2, i32 1, !dbg !2605
  %43 = getelementptr inbounds i8, ptr %13, i32 %42, !dbg !2605
    #dbg_value(ptr %43, !2552, !DIExpression(), !2567)
    #dbg_value(i32 0, !2559, !DIExpression(), !2604)
  %44 = load i8, ptr %43, align 1, !dbg !2606, !tbaa !351
  %45 = add i8 %44, -48, !dbg !2607
  %46 = icmp ult i8 %45, 10, !dbg !2607
  br i1 %46, label %47, label %59, !dbg !2607

47:                                               ; preds = %40, %47
  %48 = phi i8 [ %56, %47 ], [ %44, %40 ]
  %49 = phi ptr [ %52, %47 ], [ %43, %40 ]
  %50 = phi i32 [ %55, %47 ], [ 0, %40 ]
    #dbg_value(ptr %49, !2552, !DIExpression(), !2567)
    #dbg_value(i32 %50, !2559, !DIExpression(), !2604)
  %51 = mul i32 %50, 10, !dbg !2608
  %52 = getelementptr inbounds i8, ptr %49, i32 1, !dbg !2609
    #dbg_value(ptr %52, !2552, !DIExpression(), !2567)
  %53 = add nsw i8 %48, -48, !dbg !2610
  %54 = zext nneg i8 %53 to i32, !dbg !2610
  %55 = add i32 %51, %54, !dbg !2611
    #dbg_value(i32 %55, !2559, !DIExpression(), !2604)
  %56 = load i8, ptr %52, align 1, !dbg !2606, !tbaa !351
  %57 = add i8 %56, -48, !dbg !2607
  %58 = icmp ult i8 %57, 10, !dbg !2607
  br i1 %58, label %47, label %59, !dbg !2607, !llvm.loop !2612

59:                                               ; preds = %47, %40
  %60 = phi i32 [ 0, %40 ], [ %55, %47 ], !dbg !2604
  %61 = phi ptr [ %43, %40 ], [ %52, %47 ], !dbg !2604
  %62 = phi i8 [ %44, %40 ], [ %56, %47 ], !dbg !2606
    #dbg_value(i32 0, !2560, !DIExpression(), !2604)
  switch i8 %62, label %80 [
    i8 104, label %63
    i8 108, label %69
    i8 76, label %75
    i8 113, label %75
    i8 106, label %75
    i8 122, label %74
    i8 116, label %74
  ], !dbg !2615

63:                                               ; preds = %59
  %64 = getelementptr inbounds i8, ptr %61, i32 1, !dbg !2616
  %65 = load i8, ptr %64, align 1, !dbg !2616, !tbaa !351
  %66 = icmp eq i8 %65, 104, !dbg !2619
  %67 = select i1 %66, i32 -2, i32 -1, !dbg !2616
    #dbg_value(i32 %67, !2560, !DIExpression(), !2604)
  %68 = select i1 %66, i32 2, i32 1, !dbg !2620
    #dbg_value(ptr %78, !2552, !DIExpression(), !2567)
  br label %75, !dbg !2621

69:                                               ; preds = %59
  %70 = getelementptr inbounds i8, ptr %61, i32 1, !dbg !2622
  %71 = load i8, ptr %70, align 1, !dbg !2622, !tbaa !351
  %72 = icmp eq i8 %71, 108, !dbg !2625
  %73 = select i1 %72, i32 2, i32 1, !dbg !2622
    #dbg_value(i32 %73, !2560, !DIExpression(), !2604)
    #dbg_value(ptr %78, !2552, !DIExpression(), !2567)
  br label %75, !dbg !2626

74:                                               ; preds = %59, %59
    #dbg_value(i32 3, !2560, !DIExpression(), !2604)
    #dbg_value(ptr %78, !2552, !DIExpression(), !2567)
  br label %75, !dbg !2627

75:                                               ; preds = %59, %59, %59, %63, %74, %69
  %76 = phi i32 [ %68, %63 ], [ 1, %74 ], [ %73, %69 ], [ 1, %59 ], [ 1, %59 ], [ 1, %59 ]
  %77 = phi i32 [ %67, %63 ], [ 3, %74 ], [ %73, %69 ], [ 2, %59 ], [ 2, %59 ], [ 2, %59 ]
  %78 = getelementptr inbounds i8, ptr %61, i32 %76, !dbg !2631
  %79 = load i8, ptr %78, align 1, !dbg !2632, !tbaa !351
  br label %80, !dbg !2632

80:                                               ; preds = %75, %59
  %81 = phi i8 [ %79, %75 ], [ %62, %59 ], !dbg !2632
  %82 = phi i32 [ %77, %75 ], [ 0, %59 ], !dbg !2604
  %83 = phi ptr [ %78, %75 ], [ %61, %59 ], !dbg !2604
    #dbg_value(ptr %83, !2552, !DIExpression(), !2567)
    #dbg_value(i32 %82, !2560, !DIExpression(), !2604)
    #dbg_value(i8 %81, !2561, !DIExpression(), !2604)
  %84 = icmp eq i8 %81, 0, !dbg !2633
  br i1 %84, label %140, label %85, !dbg !2635

85:                                               ; preds = %80
  %86 = getelementptr inbounds i8, ptr %83, i32 1, !dbg !2636
    #dbg_value(ptr %86, !2552, !DIExpression(), !2567)
  switch i8 %81, label %92 [
    i8 110, label %87
    i8 120, label %93
    i8 117, label %93
    i8 111, label %93
    i8 105, label %93
    i8 103, label %93
    i8 102, label %93
    i8 101, label %93
    i8 100, label %93
    i8 99, label %93
    i8 97, label %93
    i8 88, label %93
    i8 71, label %93
    i8 70, label %93
    i8 69, label %93
    i8 65, label %93
  ], !dbg !2637

87:                                               ; preds = %85
  br i1 %41, label %134, label %88, !dbg !2638, !llvm.loop !2583

88:                                               ; preds = %87
  %89 = tail call i32 @__VERIFIER_nondet_int() #19, !dbg !2641
  %90 = getelementptr inbounds i8, ptr %8, i32 4, !dbg !2643
    #dbg_value(ptr %90, !2553, !DIExpression(), !2567)
  %91 = load ptr, ptr %8, align 4, !dbg !2643, !tbaa !303
  store i32 %89, ptr %91, align 4, !dbg !2644, !tbaa !294
  br label %134, !dbg !2645, !llvm.loop !2583

92:                                               ; preds = %85
  tail call void @__pancam_scanf_unsupported_conversion() #19, !dbg !2646
  br label %140, !dbg !2649

93:                                               ; preds = %85, %85, %85, %85, %85, %85, %85, %85, %85, %85, %85, %85, %85, %85, %85
  %94 = tail call zeroext i1 @__VERIFIER_nondet_bool() #19, !dbg !2650
  br i1 %94, label %95, label %100, !dbg !2653

95:                                               ; preds = %93
  %96 = tail call zeroext i1 @__VERIFIER_nondet_bool() #19, !dbg !2654
    #dbg_value(i32 poison, !2556, !DIExpression(), !2567)
  %97 = icmp eq i32 %9, 0
  %98 = select i1 %96, i1 %97, i1 false, !dbg !2655
  %99 = select i1 %98, i32 -1, i32 %10, !dbg !2655
  br label %140, !dbg !2656

100:                                              ; preds = %93
    #dbg_value(i32 1, !2555, !DIExpression(), !2567)
  br i1 %41, label %134, label %101, !dbg !2657, !llvm.loop !2583

101:                                              ; preds = %100
  %102 = getelementptr inbounds i8, ptr %8, i32 4, !dbg !2658
    #dbg_value(ptr %102, !2553, !DIExpression(), !2567)
  %103 = load ptr, ptr %8, align 4, !dbg !2658, !tbaa !303
    #dbg_value(ptr %103, !2562, !DIExpression(), !2604)
  switch i8 %81, label %124 [
    i8 99, label %104
    i8 120, label %112
    i8 117, label %112
    i8 111, label %112
    i8 105, label %112
    i8 100, label %112
    i8 88, label %112
  ], !dbg !2659

104:                                              ; preds = %101
    #dbg_value(i32 0, !2563, !DIExpression(), !2660)
  %105 = tail call i32 @llvm.umax.i32(i32 %60, i32 1), !dbg !2661
  br label %106, !dbg !2661

106:                                              ; preds = %104, %106
  %107 = phi i32 [ 0, %104 ], [ %110, %106 ]
    #dbg_value(i32 %107, !2563, !DIExpression(), !2660)
  %108 = tail call signext i8 @__VERIFIER_nondet_char() #19, !dbg !2662
  %109 = getelementptr inbounds i8, ptr %103, i32 %107, !dbg !2664
  store i8 %108, ptr %109, align 1, !dbg !2665, !tbaa !351
  %110 = add nuw i32 %107, 1, !dbg !2666
    #dbg_value(i32 %110, !2563, !DIExpression(), !2660)
  %111 = icmp eq i32 %110, %105, !dbg !2667
  br i1 %111, label %132, label %106, !dbg !2661, !llvm.loop !2668

112:                                              ; preds = %101, %101, %101, %101, %101, %101
  switch i32 %82, label %122 [
    i32 -2, label %113
    i32 -1, label %115
    i32 0, label %118
    i32 2, label %120
  ], !dbg !2670

113:                                              ; preds = %112
  %114 = tail call signext i8 @__VERIFIER_nondet_char() #19, !dbg !2673
  store i8 %114, ptr %103, align 1, !dbg !2675, !tbaa !351
  br label %132, !dbg !2676

115:                                              ; preds = %112
  %116 = tail call i32 @__VERIFIER_nondet_int() #19, !dbg !2677
  %117 = trunc i32 %116 to i16, !dbg !2679
  store i16 %117, ptr %103, align 2, !dbg !2680, !tbaa !983
  br label %132, !dbg !2681

118:                                              ; preds = %112
  %119 = tail call i32 @__VERIFIER_nondet_int() #19, !dbg !2682
  store i32 %119, ptr %103, align 4, !dbg !2684, !tbaa !294
  br label %132, !dbg !2685

120:                                              ; preds = %112
  %121 = tail call i64 @__VERIFIER_nondet_longlong() #19, !dbg !2686
  store i64 %121, ptr %103, align 4, !dbg !2688, !tbaa !2689
  br label %132, !dbg !2691

122:                                              ; preds = %112
  %123 = tail call i32 @__VERIFIER_nondet_long() #19, !dbg !2692
  store i32 %123, ptr %103, align 4, !dbg !2693, !tbaa !2319
  br label %132

124:                                              ; preds = %101
  switch i32 %82, label %130 [
    i32 0, label %125
    i32 2, label %127
  ], !dbg !2694

125:                                              ; preds = %124
  %126 = tail call float @__VERIFIER_nondet_float() #19, !dbg !2695
  store float %126, ptr %103, align 4, !dbg !2698, !tbaa !2699
  br label %132, !dbg !2701

127:                                              ; preds = %124
  %128 = tail call double @__VERIFIER_nondet_double() #19, !dbg !2702
  %129 = fpext double %128 to x86_fp80, !dbg !2702
  store x86_fp80 %129, ptr %103, align 4, !dbg !2705, !tbaa !2706
  br label %132, !dbg !2708

130:                                              ; preds = %124
  %131 = tail call double @__VERIFIER_nondet_double() #19, !dbg !2709
  store double %131, ptr %103, align 4, !dbg !2711, !tbaa !2712
  br label %132

132:                                              ; preds = %106, %115, %120, %122, %118, %113, %127, %130, %125
  %133 = add nsw i32 %10, 1, !dbg !2714
    #dbg_value(i32 %133, !2554, !DIExpression(), !2567)
  br label %134, !dbg !2584

134:                                              ; preds = %100, %87, %88, %132
  %135 = phi i32 [ %133, %132 ], [ %10, %88 ], [ %10, %87 ], [ %10, %100 ], !dbg !2567
  %136 = phi i32 [ 1, %132 ], [ %9, %88 ], [ %9, %87 ], [ 1, %100 ], !dbg !2567
  %137 = phi ptr [ %102, %132 ], [ %90, %88 ], [ %8, %87 ], [ %8, %100 ]
    #dbg_value(ptr %86, !2552, !DIExpression(), !2567)
    #dbg_value(ptr %137, !2553, !DIExpression(), !2567)
    #dbg_value(i32 %136, !2555, !DIExpression(), !2567)
    #dbg_value(i32 %135, !2554, !DIExpression(), !2567)
  %138 = load i8, ptr %86, align 1, !dbg !2568, !tbaa !351
  %139 = icmp eq i8 %138, 0, !dbg !2569
  br i1 %139, label %140, label %5, !dbg !2569

140:                                              ; preds = %134, %80, %21, %2, %95, %92, %35
  %141 = phi i32 [ %39, %35 ], [ %99, %95 ], [ %10, %92 ], [ 0, %2 ], [ %10, %21 ], [ %135, %134 ], [ %10, %80 ]
  ret i32 %141, !dbg !2715
}

; Function Attrs: nounwind
define dso_local i32 @scanf(ptr nocapture noundef readonly %0, ...) #7 !dbg !2716 {
  %2 = alloca ptr, align 4, !DIAssignID !2723
    #dbg_assign(i1 undef, !2721, !DIExpression(), !2723, ptr %2, !DIExpression(), !2724)
    #dbg_value(ptr %0, !2720, !DIExpression(), !2724)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #21, !dbg !2725
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !2726
  %3 = load ptr, ptr %2, align 4, !dbg !2727, !tbaa !303
  %4 = call fastcc i32 @pancam_vscanf(ptr noundef %0, ptr noundef %3) #22, !dbg !2728
    #dbg_value(i32 %4, !2722, !DIExpression(), !2724)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !2729
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #21, !dbg !2730
  ret i32 %4, !dbg !2731
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #17

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #17

; Function Attrs: nounwind
define dso_local i32 @fscanf(ptr noundef readonly %0, ptr nocapture noundef readonly %1, ...) #7 !dbg !2732 {
  %3 = alloca ptr, align 4, !DIAssignID !2740
    #dbg_assign(i1 undef, !2738, !DIExpression(), !2740, ptr %3, !DIExpression(), !2741)
    #dbg_value(ptr %0, !2736, !DIExpression(), !2741)
    #dbg_value(ptr %1, !2737, !DIExpression(), !2741)
  %4 = icmp eq ptr %0, null, !dbg !2742
  br i1 %4, label %11, label %5, !dbg !2744

5:                                                ; preds = %2
  %6 = load i32, ptr %0, align 4, !dbg !2745, !tbaa !2496
  %7 = icmp eq i32 %6, 0, !dbg !2746
  br i1 %7, label %8, label %11, !dbg !2747

8:                                                ; preds = %5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #21, !dbg !2748
  call void @llvm.va_start.p0(ptr nonnull %3), !dbg !2749
  %9 = load ptr, ptr %3, align 4, !dbg !2750, !tbaa !303
  %10 = call fastcc i32 @pancam_vscanf(ptr noundef %1, ptr noundef %9) #22, !dbg !2751
    #dbg_value(i32 %10, !2739, !DIExpression(), !2741)
  call void @llvm.va_end.p0(ptr nonnull %3), !dbg !2752
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #21, !dbg !2753
  br label %11

11:                                               ; preds = %2, %5, %8
  %12 = phi i32 [ %10, %8 ], [ -1, %5 ], [ -1, %2 ], !dbg !2741
  ret i32 %12, !dbg !2753
}

declare !dbg !2754 signext i8 @__VERIFIER_nondet_char() local_unnamed_addr #8

declare !dbg !2757 i32 @__VERIFIER_nondet_int() local_unnamed_addr #8

declare !dbg !2758 void @__pancam_scanf_unsupported_conversion() local_unnamed_addr #8

declare !dbg !2759 i64 @__VERIFIER_nondet_longlong() local_unnamed_addr #8

declare !dbg !2762 i32 @__VERIFIER_nondet_long() local_unnamed_addr #8

declare !dbg !2763 float @__VERIFIER_nondet_float() local_unnamed_addr #8

declare !dbg !2766 double @__VERIFIER_nondet_double() local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #18

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #18

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #18

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { noreturn "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree norecurse nosync nounwind memory(argmem: read) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #13 = { nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #15 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #16 = { nofree norecurse nosync nounwind memory(write, argmem: none, inaccessiblemem: none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #17 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #18 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #19 = { nobuiltin nounwind "no-builtins" }
attributes #20 = { nobuiltin noreturn nounwind "no-builtins" }
attributes #21 = { nounwind }
attributes #22 = { nobuiltin "no-builtins" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!274, !275, !276, !277, !278, !279, !280}

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
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 32)
!15 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!16 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 32)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!20 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!21 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!22 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!23 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "i32", file: !3, line: 20, baseType: !23)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 32)
!26 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !3, line: 18, baseType: !23)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "u16", file: !3, line: 19, baseType: !29)
!29 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!30 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 32)
!32 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pancam_thrd_start", file: !3, line: 682, size: 64, elements: !33)
!33 = !{!34, !38}
!34 = !DIDerivedType(tag: DW_TAG_member, name: "func", scope: !32, file: !3, line: 683, baseType: !35, size: 32)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 32)
!36 = !DISubroutineType(types: !37)
!37 = !{!23, !17}
!38 = !DIDerivedType(tag: DW_TAG_member, name: "arg", scope: !32, file: !3, line: 684, baseType: !17, size: 32, offset: 32)
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 32)
!40 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 32)
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 32)
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 32)
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 32)
!45 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 32)
!47 = !DIBasicType(name: "long double", size: 96, encoding: DW_ATE_float)
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 32)
!49 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!50 = !{!51, !57, !59, !61, !69, !74, !76, !81, !86, !0, !91, !99, !101, !106, !108, !110, !112, !117, !123, !126, !128, !131, !133, !135, !137, !142, !147, !150, !152, !157, !162, !167, !172, !174, !179, !181, !186, !191, !196, !198, !203, !205, !207, !212, !217, !219, !221, !223, !225, !227, !229, !234, !239, !241, !244, !246, !248, !250, !255, !257, !259, !261, !263, !265, !267}
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(name: "stdin", scope: !2, file: !3, line: 49, type: !53, isLocal: false, isDefinition: true)
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 32)
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
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 32)
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
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !94, size: 1024, elements: !97)
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !95, size: 32)
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
!119 = !DICompositeType(tag: DW_TAG_array_type, baseType: !120, size: 2048, elements: !115)
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !121, size: 32)
!121 = !DISubroutineType(types: !122)
!122 = !{null, !17}
!123 = !DIGlobalVariableExpression(var: !124, expr: !DIExpression())
!124 = distinct !DIGlobalVariable(name: "key_value", scope: !2, file: !3, line: 569, type: !125, isLocal: true, isDefinition: true)
!125 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 2048, elements: !115)
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
!140 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !141, size: 32)
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
!269 = !DICompositeType(tag: DW_TAG_array_type, baseType: !270, size: 1152, elements: !271)
!270 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!271 = !{!272}
!272 = !DISubrange(count: 36)
!273 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression(DW_OP_deref_size, 1, DW_OP_constu, 1, DW_OP_mul, DW_OP_constu, 0, DW_OP_plus, DW_OP_stack_value))
!274 = !{i32 1, !"NumRegisterParameters", i32 0}
!275 = !{i32 7, !"Dwarf Version", i32 5}
!276 = !{i32 2, !"Debug Info Version", i32 3}
!277 = !{i32 1, !"wchar_size", i32 4}
!278 = !{i32 8, !"PIC Level", i32 2}
!279 = !{i32 7, !"PIE Level", i32 2}
!280 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!281 = distinct !DISubprogram(name: "__errno_location", scope: !3, file: !3, line: 35, type: !282, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!282 = !DISubroutineType(types: !283)
!283 = !{!39}
!284 = !DILocation(line: 35, column: 39, scope: !281)
!285 = !DILocation(line: 35, column: 31, scope: !281)
!286 = distinct !DISubprogram(name: "atexit", scope: !3, file: !3, line: 59, type: !287, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !289)
!287 = !DISubroutineType(types: !288)
!288 = !{!23, !94}
!289 = !{!290}
!290 = !DILocalVariable(name: "f", arg: 1, scope: !286, file: !3, line: 59, type: !94)
!291 = !DILocation(line: 0, scope: !286)
!292 = !DILocation(line: 60, column: 7, scope: !293)
!293 = distinct !DILexicalBlock(scope: !286, file: !3, line: 60, column: 7)
!294 = !{!295, !295, i64 0}
!295 = !{!"int", !296, i64 0}
!296 = !{!"omnipotent char", !297, i64 0}
!297 = !{!"Simple C/C++ TBAA"}
!298 = !DILocation(line: 60, column: 16, scope: !293)
!299 = !DILocation(line: 60, column: 7, scope: !286)
!300 = !DILocation(line: 62, column: 22, scope: !286)
!301 = !DILocation(line: 62, column: 3, scope: !286)
!302 = !DILocation(line: 62, column: 26, scope: !286)
!303 = !{!304, !304, i64 0}
!304 = !{!"any pointer", !296, i64 0}
!305 = !DILocation(line: 63, column: 3, scope: !286)
!306 = !DILocation(line: 64, column: 1, scope: !286)
!307 = distinct !DISubprogram(name: "exit", scope: !3, file: !3, line: 66, type: !308, scopeLine: 66, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !310)
!308 = !DISubroutineType(types: !309)
!309 = !{null, !23}
!310 = !{!311, !312}
!311 = !DILocalVariable(name: "code", arg: 1, scope: !307, file: !3, line: 66, type: !23)
!312 = !DILocalVariable(name: "f", scope: !313, file: !3, line: 68, type: !94)
!313 = distinct !DILexicalBlock(scope: !307, file: !3, line: 67, column: 24)
!314 = !DILocation(line: 0, scope: !307)
!315 = !DILocation(line: 67, column: 10, scope: !307)
!316 = !DILocation(line: 67, column: 19, scope: !307)
!317 = !DILocation(line: 67, column: 3, scope: !307)
!318 = !DILocation(line: 68, column: 34, scope: !313)
!319 = !DILocation(line: 68, column: 23, scope: !313)
!320 = !DILocation(line: 0, scope: !313)
!321 = !DILocation(line: 69, column: 5, scope: !313)
!322 = distinct !{!322, !317, !323, !324}
!323 = !DILocation(line: 70, column: 3, scope: !307)
!324 = !{!"llvm.loop.mustprogress"}
!325 = !DILocation(line: 71, column: 3, scope: !307)
!326 = !DISubprogram(name: "__pancam_exit", scope: !3, file: !3, line: 28, type: !308, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!327 = distinct !DISubprogram(name: "memcmp", scope: !3, file: !3, line: 76, type: !328, scopeLine: 76, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !333)
!328 = !DISubroutineType(types: !329)
!329 = !{!23, !330, !330, !332}
!330 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !331, size: 32)
!331 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!332 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !3, line: 17, baseType: !6)
!333 = !{!334, !335, !336, !337, !338, !339}
!334 = !DILocalVariable(name: "a", arg: 1, scope: !327, file: !3, line: 76, type: !330)
!335 = !DILocalVariable(name: "b", arg: 2, scope: !327, file: !3, line: 76, type: !330)
!336 = !DILocalVariable(name: "n", arg: 3, scope: !327, file: !3, line: 76, type: !332)
!337 = !DILocalVariable(name: "p", scope: !327, file: !3, line: 77, type: !18)
!338 = !DILocalVariable(name: "q", scope: !327, file: !3, line: 77, type: !18)
!339 = !DILocalVariable(name: "i", scope: !340, file: !3, line: 78, type: !332)
!340 = distinct !DILexicalBlock(scope: !327, file: !3, line: 78, column: 3)
!341 = !DILocation(line: 0, scope: !327)
!342 = !DILocation(line: 0, scope: !340)
!343 = !DILocation(line: 78, column: 24, scope: !344)
!344 = distinct !DILexicalBlock(scope: !340, file: !3, line: 78, column: 3)
!345 = !DILocation(line: 78, column: 3, scope: !340)
!346 = !DILocation(line: 78, column: 30, scope: !344)
!347 = distinct !{!347, !345, !348, !324}
!348 = !DILocation(line: 80, column: 33, scope: !340)
!349 = !DILocation(line: 79, column: 9, scope: !350)
!350 = distinct !DILexicalBlock(scope: !344, file: !3, line: 79, column: 9)
!351 = !{!296, !296, i64 0}
!352 = !DILocation(line: 79, column: 17, scope: !350)
!353 = !DILocation(line: 79, column: 14, scope: !350)
!354 = !DILocation(line: 79, column: 9, scope: !344)
!355 = !DILocation(line: 80, column: 19, scope: !350)
!356 = !DILocation(line: 80, column: 14, scope: !350)
!357 = !DILocation(line: 80, column: 7, scope: !350)
!358 = !DILocation(line: 82, column: 1, scope: !327)
!359 = distinct !DISubprogram(name: "bcmp", scope: !3, file: !3, line: 84, type: !328, scopeLine: 84, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !360)
!360 = !{!361, !362, !363}
!361 = !DILocalVariable(name: "a", arg: 1, scope: !359, file: !3, line: 84, type: !330)
!362 = !DILocalVariable(name: "b", arg: 2, scope: !359, file: !3, line: 84, type: !330)
!363 = !DILocalVariable(name: "n", arg: 3, scope: !359, file: !3, line: 84, type: !332)
!364 = !DILocation(line: 0, scope: !359)
!365 = !DILocation(line: 0, scope: !327, inlinedAt: !366)
!366 = distinct !DILocation(line: 84, column: 59, scope: !359)
!367 = !DILocation(line: 0, scope: !340, inlinedAt: !366)
!368 = !DILocation(line: 78, column: 24, scope: !344, inlinedAt: !366)
!369 = !DILocation(line: 78, column: 3, scope: !340, inlinedAt: !366)
!370 = !DILocation(line: 78, column: 30, scope: !344, inlinedAt: !366)
!371 = distinct !{!371, !369, !372, !324}
!372 = !DILocation(line: 80, column: 33, scope: !340, inlinedAt: !366)
!373 = !DILocation(line: 79, column: 9, scope: !350, inlinedAt: !366)
!374 = !DILocation(line: 79, column: 17, scope: !350, inlinedAt: !366)
!375 = !DILocation(line: 79, column: 14, scope: !350, inlinedAt: !366)
!376 = !DILocation(line: 79, column: 9, scope: !344, inlinedAt: !366)
!377 = !DILocation(line: 84, column: 52, scope: !359)
!378 = distinct !DISubprogram(name: "mempcpy", scope: !3, file: !3, line: 86, type: !379, scopeLine: 86, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !381)
!379 = !DISubroutineType(types: !380)
!380 = !{!17, !17, !330, !332}
!381 = !{!382, !383, !384}
!382 = !DILocalVariable(name: "d", arg: 1, scope: !378, file: !3, line: 86, type: !17)
!383 = !DILocalVariable(name: "s", arg: 2, scope: !378, file: !3, line: 86, type: !330)
!384 = !DILocalVariable(name: "n", arg: 3, scope: !378, file: !3, line: 86, type: !332)
!385 = !DILocation(line: 0, scope: !378)
!386 = !DILocation(line: 86, column: 66, scope: !378)
!387 = !DILocation(line: 86, column: 82, scope: !378)
!388 = !DILocation(line: 86, column: 51, scope: !378)
!389 = !DISubprogram(name: "memcpy", scope: !3, file: !3, line: 25, type: !379, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!390 = distinct !DISubprogram(name: "memrchr", scope: !3, file: !3, line: 88, type: !391, scopeLine: 88, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !393)
!391 = !DISubroutineType(types: !392)
!392 = !{!17, !330, !23, !332}
!393 = !{!394, !395, !396, !397}
!394 = !DILocalVariable(name: "s", arg: 1, scope: !390, file: !3, line: 88, type: !330)
!395 = !DILocalVariable(name: "c", arg: 2, scope: !390, file: !3, line: 88, type: !23)
!396 = !DILocalVariable(name: "n", arg: 3, scope: !390, file: !3, line: 88, type: !332)
!397 = !DILocalVariable(name: "p", scope: !390, file: !3, line: 89, type: !18)
!398 = !DILocation(line: 0, scope: !390)
!399 = !DILocation(line: 90, column: 3, scope: !390)
!400 = !DILocation(line: 90, column: 12, scope: !390)
!401 = !DILocation(line: 91, column: 6, scope: !402)
!402 = distinct !DILexicalBlock(scope: !390, file: !3, line: 90, column: 17)
!403 = !DILocation(line: 92, column: 9, scope: !404)
!404 = distinct !DILexicalBlock(scope: !402, file: !3, line: 92, column: 9)
!405 = !DILocation(line: 92, column: 14, scope: !404)
!406 = !DILocation(line: 92, column: 9, scope: !402)
!407 = distinct !{!407, !399, !408, !324}
!408 = !DILocation(line: 94, column: 3, scope: !390)
!409 = !DILocation(line: 96, column: 1, scope: !390)
!410 = distinct !DISubprogram(name: "memchr", scope: !3, file: !3, line: 98, type: !391, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !411)
!411 = !{!412, !413, !414, !415, !416}
!412 = !DILocalVariable(name: "s", arg: 1, scope: !410, file: !3, line: 98, type: !330)
!413 = !DILocalVariable(name: "c", arg: 2, scope: !410, file: !3, line: 98, type: !23)
!414 = !DILocalVariable(name: "n", arg: 3, scope: !410, file: !3, line: 98, type: !332)
!415 = !DILocalVariable(name: "p", scope: !410, file: !3, line: 99, type: !18)
!416 = !DILocalVariable(name: "i", scope: !417, file: !3, line: 100, type: !332)
!417 = distinct !DILexicalBlock(scope: !410, file: !3, line: 100, column: 3)
!418 = !DILocation(line: 0, scope: !410)
!419 = !DILocation(line: 0, scope: !417)
!420 = !DILocation(line: 100, column: 24, scope: !421)
!421 = distinct !DILexicalBlock(scope: !417, file: !3, line: 100, column: 3)
!422 = !DILocation(line: 100, column: 3, scope: !417)
!423 = !DILocation(line: 101, column: 9, scope: !424)
!424 = distinct !DILexicalBlock(scope: !421, file: !3, line: 101, column: 9)
!425 = !DILocation(line: 101, column: 14, scope: !424)
!426 = !DILocation(line: 101, column: 9, scope: !421)
!427 = !DILocation(line: 100, column: 30, scope: !421)
!428 = distinct !{!428, !422, !429, !324}
!429 = !DILocation(line: 102, column: 28, scope: !417)
!430 = !DILocation(line: 104, column: 1, scope: !410)
!431 = distinct !DISubprogram(name: "strnlen", scope: !3, file: !3, line: 106, type: !432, scopeLine: 106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !434)
!432 = !DISubroutineType(types: !433)
!433 = !{!332, !25, !332}
!434 = !{!435, !436, !437}
!435 = !DILocalVariable(name: "s", arg: 1, scope: !431, file: !3, line: 106, type: !25)
!436 = !DILocalVariable(name: "n", arg: 2, scope: !431, file: !3, line: 106, type: !332)
!437 = !DILocalVariable(name: "i", scope: !431, file: !3, line: 107, type: !332)
!438 = !DILocation(line: 0, scope: !431)
!439 = !DILocation(line: 108, column: 12, scope: !431)
!440 = !DILocation(line: 108, column: 16, scope: !431)
!441 = !DILocation(line: 108, column: 19, scope: !431)
!442 = !DILocation(line: 108, column: 3, scope: !431)
!443 = !DILocation(line: 109, column: 6, scope: !431)
!444 = distinct !{!444, !442, !443, !324}
!445 = !DILocation(line: 110, column: 3, scope: !431)
!446 = distinct !DISubprogram(name: "strcmp", scope: !3, file: !3, line: 113, type: !447, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !449)
!447 = !DISubroutineType(types: !448)
!448 = !{!23, !25, !25}
!449 = !{!450, !451, !452, !453}
!450 = !DILocalVariable(name: "a", arg: 1, scope: !446, file: !3, line: 113, type: !25)
!451 = !DILocalVariable(name: "b", arg: 2, scope: !446, file: !3, line: 113, type: !25)
!452 = !DILocalVariable(name: "p", scope: !446, file: !3, line: 114, type: !18)
!453 = !DILocalVariable(name: "q", scope: !446, file: !3, line: 114, type: !18)
!454 = !DILocation(line: 0, scope: !446)
!455 = !DILocation(line: 115, column: 10, scope: !446)
!456 = !DILocation(line: 115, column: 13, scope: !446)
!457 = !DILocation(line: 115, column: 22, scope: !446)
!458 = !DILocation(line: 115, column: 19, scope: !446)
!459 = !DILocation(line: 115, column: 3, scope: !446)
!460 = !DILocation(line: 116, column: 6, scope: !461)
!461 = distinct !DILexicalBlock(scope: !446, file: !3, line: 115, column: 26)
!462 = !DILocation(line: 117, column: 6, scope: !461)
!463 = distinct !{!463, !459, !464, !324}
!464 = !DILocation(line: 118, column: 3, scope: !446)
!465 = !DILocation(line: 119, column: 16, scope: !446)
!466 = !DILocation(line: 119, column: 14, scope: !446)
!467 = !DILocation(line: 119, column: 26, scope: !446)
!468 = !DILocation(line: 119, column: 20, scope: !446)
!469 = !DILocation(line: 119, column: 3, scope: !446)
!470 = distinct !DISubprogram(name: "strncmp", scope: !3, file: !3, line: 122, type: !471, scopeLine: 122, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !473)
!471 = !DISubroutineType(types: !472)
!472 = !{!23, !25, !25, !332}
!473 = !{!474, !475, !476, !477, !478, !479}
!474 = !DILocalVariable(name: "a", arg: 1, scope: !470, file: !3, line: 122, type: !25)
!475 = !DILocalVariable(name: "b", arg: 2, scope: !470, file: !3, line: 122, type: !25)
!476 = !DILocalVariable(name: "n", arg: 3, scope: !470, file: !3, line: 122, type: !332)
!477 = !DILocalVariable(name: "p", scope: !470, file: !3, line: 123, type: !18)
!478 = !DILocalVariable(name: "q", scope: !470, file: !3, line: 123, type: !18)
!479 = !DILocalVariable(name: "i", scope: !480, file: !3, line: 124, type: !332)
!480 = distinct !DILexicalBlock(scope: !470, file: !3, line: 124, column: 3)
!481 = !DILocation(line: 0, scope: !470)
!482 = !DILocation(line: 0, scope: !480)
!483 = !DILocation(line: 124, column: 24, scope: !484)
!484 = distinct !DILexicalBlock(scope: !480, file: !3, line: 124, column: 3)
!485 = !DILocation(line: 124, column: 3, scope: !480)
!486 = !DILocation(line: 125, column: 9, scope: !487)
!487 = distinct !DILexicalBlock(scope: !488, file: !3, line: 125, column: 9)
!488 = distinct !DILexicalBlock(scope: !484, file: !3, line: 124, column: 34)
!489 = !DILocation(line: 125, column: 17, scope: !487)
!490 = !DILocation(line: 125, column: 14, scope: !487)
!491 = !DILocation(line: 125, column: 9, scope: !488)
!492 = !DILocation(line: 126, column: 20, scope: !487)
!493 = !DILocation(line: 126, column: 36, scope: !487)
!494 = !DILocation(line: 126, column: 28, scope: !487)
!495 = !DILocation(line: 126, column: 7, scope: !487)
!496 = !DILocation(line: 127, column: 10, scope: !497)
!497 = distinct !DILexicalBlock(scope: !488, file: !3, line: 127, column: 9)
!498 = !DILocation(line: 127, column: 9, scope: !488)
!499 = distinct !{!499, !485, !500, !324}
!500 = !DILocation(line: 129, column: 3, scope: !480)
!501 = !DILocation(line: 131, column: 1, scope: !470)
!502 = distinct !DISubprogram(name: "strcpy", scope: !3, file: !3, line: 133, type: !64, scopeLine: 133, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !503)
!503 = !{!504, !505, !506}
!504 = !DILocalVariable(name: "d", arg: 1, scope: !502, file: !3, line: 133, type: !14)
!505 = !DILocalVariable(name: "s", arg: 2, scope: !502, file: !3, line: 133, type: !25)
!506 = !DILocalVariable(name: "r", scope: !502, file: !3, line: 134, type: !14)
!507 = !DILocation(line: 0, scope: !502)
!508 = !DILocation(line: 135, column: 3, scope: !502)
!509 = !DILocation(line: 135, column: 20, scope: !502)
!510 = !DILocation(line: 135, column: 18, scope: !502)
!511 = !DILocation(line: 135, column: 13, scope: !502)
!512 = !DILocation(line: 135, column: 16, scope: !502)
!513 = distinct !{!513, !508, !514, !324}
!514 = !DILocation(line: 136, column: 5, scope: !502)
!515 = !DILocation(line: 137, column: 3, scope: !502)
!516 = distinct !DISubprogram(name: "stpcpy", scope: !3, file: !3, line: 140, type: !64, scopeLine: 140, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !517)
!517 = !{!518, !519}
!518 = !DILocalVariable(name: "d", arg: 1, scope: !516, file: !3, line: 140, type: !14)
!519 = !DILocalVariable(name: "s", arg: 2, scope: !516, file: !3, line: 140, type: !25)
!520 = !DILocation(line: 0, scope: !516)
!521 = !DILocation(line: 141, column: 16, scope: !516)
!522 = !DILocation(line: 141, column: 14, scope: !516)
!523 = !DILocation(line: 141, column: 3, scope: !516)
!524 = !DILocation(line: 141, column: 18, scope: !516)
!525 = !DILocation(line: 142, column: 6, scope: !516)
!526 = distinct !{!526, !523, !525, !324}
!527 = !DILocation(line: 143, column: 3, scope: !516)
!528 = distinct !DISubprogram(name: "stpncpy", scope: !3, file: !3, line: 146, type: !529, scopeLine: 146, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !531)
!529 = !DISubroutineType(types: !530)
!530 = !{!14, !14, !25, !332}
!531 = !{!532, !533, !534, !535, !536}
!532 = !DILocalVariable(name: "d", arg: 1, scope: !528, file: !3, line: 146, type: !14)
!533 = !DILocalVariable(name: "s", arg: 2, scope: !528, file: !3, line: 146, type: !25)
!534 = !DILocalVariable(name: "n", arg: 3, scope: !528, file: !3, line: 146, type: !332)
!535 = !DILocalVariable(name: "i", scope: !528, file: !3, line: 147, type: !332)
!536 = !DILocalVariable(name: "end", scope: !528, file: !3, line: 150, type: !14)
!537 = !DILocation(line: 0, scope: !528)
!538 = !DILocation(line: 148, column: 12, scope: !539)
!539 = distinct !DILexicalBlock(scope: !540, file: !3, line: 148, column: 3)
!540 = distinct !DILexicalBlock(scope: !528, file: !3, line: 148, column: 3)
!541 = !DILocation(line: 148, column: 16, scope: !539)
!542 = !DILocation(line: 148, column: 19, scope: !539)
!543 = !DILocation(line: 148, column: 3, scope: !540)
!544 = !DILocation(line: 149, column: 5, scope: !539)
!545 = !DILocation(line: 149, column: 10, scope: !539)
!546 = !DILocation(line: 148, column: 26, scope: !539)
!547 = distinct !{!547, !543, !548, !324}
!548 = !DILocation(line: 149, column: 15, scope: !540)
!549 = !DILocation(line: 151, column: 12, scope: !550)
!550 = distinct !DILexicalBlock(scope: !551, file: !3, line: 151, column: 3)
!551 = distinct !DILexicalBlock(scope: !528, file: !3, line: 151, column: 3)
!552 = !DILocation(line: 151, column: 3, scope: !551)
!553 = !DILocation(line: 152, column: 5, scope: !550)
!554 = !DILocation(line: 152, column: 10, scope: !550)
!555 = !DILocation(line: 151, column: 18, scope: !550)
!556 = distinct !{!556, !557}
!557 = !{!"llvm.loop.unroll.disable"}
!558 = distinct !{!558, !552, !559, !324}
!559 = !DILocation(line: 152, column: 12, scope: !551)
!560 = !DILocation(line: 150, column: 17, scope: !528)
!561 = !DILocation(line: 153, column: 3, scope: !528)
!562 = distinct !DISubprogram(name: "strchrnul", scope: !3, file: !3, line: 156, type: !563, scopeLine: 156, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !565)
!563 = !DISubroutineType(types: !564)
!564 = !{!14, !25, !23}
!565 = !{!566, !567}
!566 = !DILocalVariable(name: "s", arg: 1, scope: !562, file: !3, line: 156, type: !25)
!567 = !DILocalVariable(name: "c", arg: 2, scope: !562, file: !3, line: 156, type: !23)
!568 = !DILocation(line: 0, scope: !562)
!569 = !DILocation(line: 157, column: 10, scope: !562)
!570 = !DILocation(line: 157, column: 13, scope: !562)
!571 = !DILocation(line: 157, column: 19, scope: !562)
!572 = !DILocation(line: 157, column: 3, scope: !562)
!573 = !DILocation(line: 158, column: 6, scope: !562)
!574 = distinct !{!574, !572, !573, !324}
!575 = !DILocation(line: 159, column: 3, scope: !562)
!576 = distinct !DISubprogram(name: "strncpy", scope: !3, file: !3, line: 162, type: !529, scopeLine: 162, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !577)
!577 = !{!578, !579, !580, !581}
!578 = !DILocalVariable(name: "d", arg: 1, scope: !576, file: !3, line: 162, type: !14)
!579 = !DILocalVariable(name: "s", arg: 2, scope: !576, file: !3, line: 162, type: !25)
!580 = !DILocalVariable(name: "n", arg: 3, scope: !576, file: !3, line: 162, type: !332)
!581 = !DILocalVariable(name: "i", scope: !576, file: !3, line: 163, type: !332)
!582 = !DILocation(line: 0, scope: !576)
!583 = !DILocation(line: 164, column: 12, scope: !584)
!584 = distinct !DILexicalBlock(scope: !585, file: !3, line: 164, column: 3)
!585 = distinct !DILexicalBlock(scope: !576, file: !3, line: 164, column: 3)
!586 = !DILocation(line: 164, column: 16, scope: !584)
!587 = !DILocation(line: 164, column: 19, scope: !584)
!588 = !DILocation(line: 164, column: 3, scope: !585)
!589 = !DILocation(line: 165, column: 5, scope: !584)
!590 = !DILocation(line: 165, column: 10, scope: !584)
!591 = !DILocation(line: 164, column: 26, scope: !584)
!592 = distinct !{!592, !588, !593, !324}
!593 = !DILocation(line: 165, column: 15, scope: !585)
!594 = !DILocation(line: 166, column: 12, scope: !595)
!595 = distinct !DILexicalBlock(scope: !596, file: !3, line: 166, column: 3)
!596 = distinct !DILexicalBlock(scope: !576, file: !3, line: 166, column: 3)
!597 = !DILocation(line: 166, column: 3, scope: !596)
!598 = !DILocation(line: 167, column: 5, scope: !595)
!599 = !DILocation(line: 167, column: 10, scope: !595)
!600 = !DILocation(line: 166, column: 18, scope: !595)
!601 = distinct !{!601, !557}
!602 = distinct !{!602, !597, !603, !324}
!603 = !DILocation(line: 167, column: 12, scope: !596)
!604 = !DILocation(line: 168, column: 3, scope: !576)
!605 = distinct !DISubprogram(name: "strcat", scope: !3, file: !3, line: 171, type: !64, scopeLine: 171, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !606)
!606 = !{!607, !608}
!607 = !DILocalVariable(name: "d", arg: 1, scope: !605, file: !3, line: 171, type: !14)
!608 = !DILocalVariable(name: "s", arg: 2, scope: !605, file: !3, line: 171, type: !25)
!609 = !DILocation(line: 0, scope: !605)
!610 = !DILocation(line: 172, column: 14, scope: !605)
!611 = !DILocation(line: 172, column: 12, scope: !605)
!612 = !DILocation(line: 0, scope: !502, inlinedAt: !613)
!613 = distinct !DILocation(line: 172, column: 3, scope: !605)
!614 = !DILocation(line: 135, column: 3, scope: !502, inlinedAt: !613)
!615 = !DILocation(line: 135, column: 20, scope: !502, inlinedAt: !613)
!616 = !DILocation(line: 135, column: 18, scope: !502, inlinedAt: !613)
!617 = !DILocation(line: 135, column: 13, scope: !502, inlinedAt: !613)
!618 = !DILocation(line: 135, column: 16, scope: !502, inlinedAt: !613)
!619 = distinct !{!619, !614, !620, !324}
!620 = !DILocation(line: 136, column: 5, scope: !502, inlinedAt: !613)
!621 = !DILocation(line: 173, column: 3, scope: !605)
!622 = !DISubprogram(name: "strlen", scope: !3, file: !3, line: 27, type: !623, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!623 = !DISubroutineType(types: !624)
!624 = !{!332, !25}
!625 = distinct !DISubprogram(name: "strncat", scope: !3, file: !3, line: 176, type: !529, scopeLine: 176, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !626)
!626 = !{!627, !628, !629, !630, !631}
!627 = !DILocalVariable(name: "d", arg: 1, scope: !625, file: !3, line: 176, type: !14)
!628 = !DILocalVariable(name: "s", arg: 2, scope: !625, file: !3, line: 176, type: !25)
!629 = !DILocalVariable(name: "n", arg: 3, scope: !625, file: !3, line: 176, type: !332)
!630 = !DILocalVariable(name: "e", scope: !625, file: !3, line: 177, type: !14)
!631 = !DILocalVariable(name: "i", scope: !625, file: !3, line: 178, type: !332)
!632 = !DILocation(line: 0, scope: !625)
!633 = !DILocation(line: 177, column: 17, scope: !625)
!634 = !DILocation(line: 177, column: 15, scope: !625)
!635 = !DILocation(line: 179, column: 12, scope: !636)
!636 = distinct !DILexicalBlock(scope: !637, file: !3, line: 179, column: 3)
!637 = distinct !DILexicalBlock(scope: !625, file: !3, line: 179, column: 3)
!638 = !DILocation(line: 179, column: 16, scope: !636)
!639 = !DILocation(line: 179, column: 19, scope: !636)
!640 = !DILocation(line: 179, column: 3, scope: !637)
!641 = !DILocation(line: 180, column: 5, scope: !636)
!642 = !DILocation(line: 180, column: 10, scope: !636)
!643 = !DILocation(line: 179, column: 26, scope: !636)
!644 = distinct !{!644, !640, !645, !324}
!645 = !DILocation(line: 180, column: 15, scope: !637)
!646 = !DILocation(line: 181, column: 3, scope: !625)
!647 = !DILocation(line: 181, column: 8, scope: !625)
!648 = !DILocation(line: 182, column: 3, scope: !625)
!649 = distinct !DISubprogram(name: "strchr", scope: !3, file: !3, line: 185, type: !563, scopeLine: 185, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !650)
!650 = !{!651, !652}
!651 = !DILocalVariable(name: "s", arg: 1, scope: !649, file: !3, line: 185, type: !25)
!652 = !DILocalVariable(name: "c", arg: 2, scope: !649, file: !3, line: 185, type: !23)
!653 = !DILocation(line: 0, scope: !649)
!654 = !DILocation(line: 187, column: 9, scope: !655)
!655 = distinct !DILexicalBlock(scope: !656, file: !3, line: 187, column: 9)
!656 = distinct !DILexicalBlock(scope: !657, file: !3, line: 186, column: 16)
!657 = distinct !DILexicalBlock(scope: !658, file: !3, line: 186, column: 3)
!658 = distinct !DILexicalBlock(scope: !649, file: !3, line: 186, column: 3)
!659 = !DILocation(line: 187, column: 12, scope: !655)
!660 = !DILocation(line: 187, column: 9, scope: !656)
!661 = !DILocation(line: 189, column: 10, scope: !662)
!662 = distinct !DILexicalBlock(scope: !656, file: !3, line: 189, column: 9)
!663 = !DILocation(line: 189, column: 9, scope: !656)
!664 = !DILocation(line: 186, column: 12, scope: !657)
!665 = distinct !{!665, !666, !667}
!666 = !DILocation(line: 186, column: 3, scope: !658)
!667 = !DILocation(line: 191, column: 3, scope: !658)
!668 = !DILocation(line: 0, scope: !656)
!669 = !DILocation(line: 192, column: 1, scope: !649)
!670 = distinct !DISubprogram(name: "strrchr", scope: !3, file: !3, line: 194, type: !563, scopeLine: 194, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !671)
!671 = !{!672, !673, !674}
!672 = !DILocalVariable(name: "s", arg: 1, scope: !670, file: !3, line: 194, type: !25)
!673 = !DILocalVariable(name: "c", arg: 2, scope: !670, file: !3, line: 194, type: !23)
!674 = !DILocalVariable(name: "last", scope: !670, file: !3, line: 195, type: !25)
!675 = !DILocation(line: 0, scope: !670)
!676 = !DILocation(line: 196, column: 3, scope: !670)
!677 = !DILocation(line: 197, column: 9, scope: !678)
!678 = distinct !DILexicalBlock(scope: !679, file: !3, line: 197, column: 9)
!679 = distinct !DILexicalBlock(scope: !680, file: !3, line: 196, column: 16)
!680 = distinct !DILexicalBlock(scope: !681, file: !3, line: 196, column: 3)
!681 = distinct !DILexicalBlock(scope: !670, file: !3, line: 196, column: 3)
!682 = !DILocation(line: 197, column: 12, scope: !678)
!683 = !DILocation(line: 197, column: 9, scope: !679)
!684 = !DILocation(line: 199, column: 10, scope: !685)
!685 = distinct !DILexicalBlock(scope: !679, file: !3, line: 199, column: 9)
!686 = !DILocation(line: 196, column: 12, scope: !680)
!687 = !DILocation(line: 199, column: 9, scope: !679)
!688 = distinct !{!688, !689, !690}
!689 = !DILocation(line: 196, column: 3, scope: !681)
!690 = !DILocation(line: 201, column: 3, scope: !681)
!691 = !DILocation(line: 200, column: 7, scope: !685)
!692 = distinct !DISubprogram(name: "strstr", scope: !3, file: !3, line: 204, type: !693, scopeLine: 204, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !695)
!693 = !DISubroutineType(types: !694)
!694 = !{!14, !25, !25}
!695 = !{!696, !697, !698}
!696 = !DILocalVariable(name: "h", arg: 1, scope: !692, file: !3, line: 204, type: !25)
!697 = !DILocalVariable(name: "n", arg: 2, scope: !692, file: !3, line: 204, type: !25)
!698 = !DILocalVariable(name: "m", scope: !692, file: !3, line: 205, type: !332)
!699 = !DILocation(line: 0, scope: !692)
!700 = !DILocation(line: 205, column: 14, scope: !692)
!701 = !DILocation(line: 206, column: 9, scope: !702)
!702 = distinct !DILexicalBlock(scope: !692, file: !3, line: 206, column: 7)
!703 = !DILocation(line: 206, column: 7, scope: !692)
!704 = !DILocation(line: 208, column: 10, scope: !705)
!705 = distinct !DILexicalBlock(scope: !706, file: !3, line: 208, column: 3)
!706 = distinct !DILexicalBlock(scope: !692, file: !3, line: 208, column: 3)
!707 = !DILocation(line: 208, column: 3, scope: !706)
!708 = !DILocation(line: 209, column: 12, scope: !709)
!709 = distinct !DILexicalBlock(scope: !705, file: !3, line: 209, column: 9)
!710 = !DILocation(line: 209, column: 18, scope: !709)
!711 = !DILocation(line: 0, scope: !480, inlinedAt: !712)
!712 = distinct !DILocation(line: 209, column: 21, scope: !709)
!713 = !DILocation(line: 125, column: 9, scope: !487, inlinedAt: !712)
!714 = !DILocation(line: 125, column: 17, scope: !487, inlinedAt: !712)
!715 = !DILocation(line: 125, column: 14, scope: !487, inlinedAt: !712)
!716 = !DILocation(line: 125, column: 9, scope: !488, inlinedAt: !712)
!717 = !DILocation(line: 127, column: 10, scope: !497, inlinedAt: !712)
!718 = !DILocation(line: 127, column: 9, scope: !488, inlinedAt: !712)
!719 = distinct !{!719, !720, !721, !324}
!720 = !DILocation(line: 124, column: 3, scope: !480, inlinedAt: !712)
!721 = !DILocation(line: 129, column: 3, scope: !480, inlinedAt: !712)
!722 = !DILocation(line: 208, column: 15, scope: !705)
!723 = distinct !{!723, !707, !724, !324}
!724 = !DILocation(line: 210, column: 22, scope: !706)
!725 = !DILocation(line: 212, column: 1, scope: !692)
!726 = distinct !DISubprogram(name: "strspn", scope: !3, file: !3, line: 214, type: !727, scopeLine: 214, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !729)
!727 = !DISubroutineType(types: !728)
!728 = !{!332, !25, !25}
!729 = !{!730, !731, !732}
!730 = !DILocalVariable(name: "s", arg: 1, scope: !726, file: !3, line: 214, type: !25)
!731 = !DILocalVariable(name: "accept", arg: 2, scope: !726, file: !3, line: 214, type: !25)
!732 = !DILocalVariable(name: "i", scope: !726, file: !3, line: 215, type: !332)
!733 = !DILocation(line: 0, scope: !726)
!734 = !DILocation(line: 216, column: 10, scope: !726)
!735 = !DILocation(line: 216, column: 15, scope: !726)
!736 = !DILocation(line: 0, scope: !649, inlinedAt: !737)
!737 = distinct !DILocation(line: 216, column: 18, scope: !726)
!738 = !DILocation(line: 187, column: 12, scope: !655, inlinedAt: !737)
!739 = !DILocation(line: 187, column: 9, scope: !656, inlinedAt: !737)
!740 = !DILocation(line: 189, column: 10, scope: !662, inlinedAt: !737)
!741 = !DILocation(line: 189, column: 9, scope: !656, inlinedAt: !737)
!742 = !DILocation(line: 186, column: 12, scope: !657, inlinedAt: !737)
!743 = !DILocation(line: 187, column: 9, scope: !655, inlinedAt: !737)
!744 = distinct !{!744, !745, !746}
!745 = !DILocation(line: 186, column: 3, scope: !658, inlinedAt: !737)
!746 = !DILocation(line: 191, column: 3, scope: !658, inlinedAt: !737)
!747 = !DILocation(line: 217, column: 6, scope: !726)
!748 = distinct !{!748, !749, !747, !324}
!749 = !DILocation(line: 216, column: 3, scope: !726)
!750 = !DILocation(line: 218, column: 3, scope: !726)
!751 = distinct !DISubprogram(name: "strcspn", scope: !3, file: !3, line: 221, type: !727, scopeLine: 221, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !752)
!752 = !{!753, !754, !755}
!753 = !DILocalVariable(name: "s", arg: 1, scope: !751, file: !3, line: 221, type: !25)
!754 = !DILocalVariable(name: "reject", arg: 2, scope: !751, file: !3, line: 221, type: !25)
!755 = !DILocalVariable(name: "i", scope: !751, file: !3, line: 222, type: !332)
!756 = !DILocation(line: 0, scope: !751)
!757 = !DILocation(line: 223, column: 10, scope: !751)
!758 = !DILocation(line: 223, column: 15, scope: !751)
!759 = !DILocation(line: 0, scope: !649, inlinedAt: !760)
!760 = distinct !DILocation(line: 223, column: 19, scope: !751)
!761 = !DILocation(line: 187, column: 12, scope: !655, inlinedAt: !760)
!762 = !DILocation(line: 187, column: 9, scope: !656, inlinedAt: !760)
!763 = !DILocation(line: 189, column: 10, scope: !662, inlinedAt: !760)
!764 = !DILocation(line: 189, column: 9, scope: !656, inlinedAt: !760)
!765 = !DILocation(line: 186, column: 12, scope: !657, inlinedAt: !760)
!766 = !DILocation(line: 187, column: 9, scope: !655, inlinedAt: !760)
!767 = distinct !{!767, !768, !769}
!768 = !DILocation(line: 186, column: 3, scope: !658, inlinedAt: !760)
!769 = !DILocation(line: 191, column: 3, scope: !658, inlinedAt: !760)
!770 = !DILocation(line: 224, column: 6, scope: !751)
!771 = distinct !{!771, !772, !770, !324}
!772 = !DILocation(line: 223, column: 3, scope: !751)
!773 = !DILocation(line: 225, column: 3, scope: !751)
!774 = distinct !DISubprogram(name: "strpbrk", scope: !3, file: !3, line: 228, type: !693, scopeLine: 228, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !775)
!775 = !{!776, !777}
!776 = !DILocalVariable(name: "s", arg: 1, scope: !774, file: !3, line: 228, type: !25)
!777 = !DILocalVariable(name: "accept", arg: 2, scope: !774, file: !3, line: 228, type: !25)
!778 = !DILocation(line: 0, scope: !774)
!779 = !DILocation(line: 0, scope: !751, inlinedAt: !780)
!780 = distinct !DILocation(line: 229, column: 8, scope: !774)
!781 = !DILocation(line: 223, column: 10, scope: !751, inlinedAt: !780)
!782 = !DILocation(line: 223, column: 15, scope: !751, inlinedAt: !780)
!783 = !DILocation(line: 0, scope: !649, inlinedAt: !784)
!784 = distinct !DILocation(line: 223, column: 19, scope: !751, inlinedAt: !780)
!785 = !DILocation(line: 187, column: 12, scope: !655, inlinedAt: !784)
!786 = !DILocation(line: 187, column: 9, scope: !656, inlinedAt: !784)
!787 = !DILocation(line: 189, column: 10, scope: !662, inlinedAt: !784)
!788 = !DILocation(line: 189, column: 9, scope: !656, inlinedAt: !784)
!789 = !DILocation(line: 186, column: 12, scope: !657, inlinedAt: !784)
!790 = !DILocation(line: 187, column: 9, scope: !655, inlinedAt: !784)
!791 = distinct !{!791, !792, !793}
!792 = !DILocation(line: 186, column: 3, scope: !658, inlinedAt: !784)
!793 = !DILocation(line: 191, column: 3, scope: !658, inlinedAt: !784)
!794 = !DILocation(line: 224, column: 6, scope: !751, inlinedAt: !780)
!795 = distinct !{!795, !796, !794, !324}
!796 = !DILocation(line: 223, column: 3, scope: !751, inlinedAt: !780)
!797 = !DILocation(line: 229, column: 5, scope: !774)
!798 = !DILocation(line: 230, column: 10, scope: !774)
!799 = !DILocation(line: 230, column: 3, scope: !774)
!800 = distinct !DISubprogram(name: "strtok_r", scope: !3, file: !3, line: 233, type: !801, scopeLine: 233, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !804)
!801 = !DISubroutineType(types: !802)
!802 = !{!14, !14, !25, !803}
!803 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 32)
!804 = !{!805, !806, !807, !808}
!805 = !DILocalVariable(name: "s", arg: 1, scope: !800, file: !3, line: 233, type: !14)
!806 = !DILocalVariable(name: "delim", arg: 2, scope: !800, file: !3, line: 233, type: !25)
!807 = !DILocalVariable(name: "save", arg: 3, scope: !800, file: !3, line: 233, type: !803)
!808 = !DILocalVariable(name: "end", scope: !800, file: !3, line: 241, type: !14)
!809 = !DILocation(line: 0, scope: !800)
!810 = !DILocation(line: 234, column: 8, scope: !811)
!811 = distinct !DILexicalBlock(scope: !800, file: !3, line: 234, column: 7)
!812 = !DILocation(line: 234, column: 7, scope: !800)
!813 = !DILocation(line: 235, column: 9, scope: !811)
!814 = !DILocation(line: 235, column: 5, scope: !811)
!815 = !DILocation(line: 0, scope: !726, inlinedAt: !816)
!816 = distinct !DILocation(line: 236, column: 8, scope: !800)
!817 = !DILocation(line: 216, column: 10, scope: !726, inlinedAt: !816)
!818 = !DILocation(line: 216, column: 15, scope: !726, inlinedAt: !816)
!819 = !DILocation(line: 0, scope: !649, inlinedAt: !820)
!820 = distinct !DILocation(line: 216, column: 18, scope: !726, inlinedAt: !816)
!821 = !DILocation(line: 187, column: 12, scope: !655, inlinedAt: !820)
!822 = !DILocation(line: 187, column: 9, scope: !656, inlinedAt: !820)
!823 = !DILocation(line: 189, column: 10, scope: !662, inlinedAt: !820)
!824 = !DILocation(line: 189, column: 9, scope: !656, inlinedAt: !820)
!825 = !DILocation(line: 186, column: 12, scope: !657, inlinedAt: !820)
!826 = !DILocation(line: 187, column: 9, scope: !655, inlinedAt: !820)
!827 = distinct !{!827, !828, !829}
!828 = !DILocation(line: 186, column: 3, scope: !658, inlinedAt: !820)
!829 = !DILocation(line: 191, column: 3, scope: !658, inlinedAt: !820)
!830 = !DILocation(line: 217, column: 6, scope: !726, inlinedAt: !816)
!831 = distinct !{!831, !832, !830, !324}
!832 = !DILocation(line: 216, column: 3, scope: !726, inlinedAt: !816)
!833 = !DILocation(line: 236, column: 5, scope: !800)
!834 = !DILocation(line: 237, column: 7, scope: !800)
!835 = !DILocation(line: 0, scope: !751, inlinedAt: !836)
!836 = distinct !DILocation(line: 241, column: 19, scope: !800)
!837 = !DILocation(line: 223, column: 15, scope: !751, inlinedAt: !836)
!838 = !DILocation(line: 0, scope: !649, inlinedAt: !839)
!839 = distinct !DILocation(line: 223, column: 19, scope: !751, inlinedAt: !836)
!840 = !DILocation(line: 187, column: 12, scope: !655, inlinedAt: !839)
!841 = !DILocation(line: 187, column: 9, scope: !656, inlinedAt: !839)
!842 = !DILocation(line: 189, column: 10, scope: !662, inlinedAt: !839)
!843 = !DILocation(line: 189, column: 9, scope: !656, inlinedAt: !839)
!844 = !DILocation(line: 186, column: 12, scope: !657, inlinedAt: !839)
!845 = !DILocation(line: 187, column: 9, scope: !655, inlinedAt: !839)
!846 = distinct !{!846, !847, !848}
!847 = !DILocation(line: 186, column: 3, scope: !658, inlinedAt: !839)
!848 = !DILocation(line: 191, column: 3, scope: !658, inlinedAt: !839)
!849 = !DILocation(line: 224, column: 6, scope: !751, inlinedAt: !836)
!850 = !DILocation(line: 223, column: 10, scope: !751, inlinedAt: !836)
!851 = distinct !{!851, !852, !849, !324}
!852 = !DILocation(line: 223, column: 3, scope: !751, inlinedAt: !836)
!853 = !DILocation(line: 241, column: 17, scope: !800)
!854 = !DILocation(line: 242, column: 7, scope: !855)
!855 = distinct !DILexicalBlock(scope: !800, file: !3, line: 242, column: 7)
!856 = !DILocation(line: 242, column: 7, scope: !800)
!857 = !DILocation(line: 243, column: 9, scope: !855)
!858 = !DILocation(line: 243, column: 12, scope: !855)
!859 = !DILocation(line: 243, column: 5, scope: !855)
!860 = !DILocation(line: 246, column: 1, scope: !800)
!861 = !DILocation(line: 0, scope: !63)
!862 = !DILocation(line: 0, scope: !800, inlinedAt: !863)
!863 = distinct !DILocation(line: 250, column: 10, scope: !63)
!864 = !DILocation(line: 234, column: 8, scope: !811, inlinedAt: !863)
!865 = !DILocation(line: 234, column: 7, scope: !800, inlinedAt: !863)
!866 = !DILocation(line: 0, scope: !726, inlinedAt: !867)
!867 = distinct !DILocation(line: 236, column: 8, scope: !800, inlinedAt: !863)
!868 = !DILocation(line: 216, column: 10, scope: !726, inlinedAt: !867)
!869 = !DILocation(line: 216, column: 15, scope: !726, inlinedAt: !867)
!870 = !DILocation(line: 0, scope: !649, inlinedAt: !871)
!871 = distinct !DILocation(line: 216, column: 18, scope: !726, inlinedAt: !867)
!872 = !DILocation(line: 187, column: 12, scope: !655, inlinedAt: !871)
!873 = !DILocation(line: 187, column: 9, scope: !656, inlinedAt: !871)
!874 = !DILocation(line: 189, column: 10, scope: !662, inlinedAt: !871)
!875 = !DILocation(line: 189, column: 9, scope: !656, inlinedAt: !871)
!876 = !DILocation(line: 186, column: 12, scope: !657, inlinedAt: !871)
!877 = !DILocation(line: 187, column: 9, scope: !655, inlinedAt: !871)
!878 = distinct !{!878, !879, !880}
!879 = !DILocation(line: 186, column: 3, scope: !658, inlinedAt: !871)
!880 = !DILocation(line: 191, column: 3, scope: !658, inlinedAt: !871)
!881 = !DILocation(line: 217, column: 6, scope: !726, inlinedAt: !867)
!882 = distinct !{!882, !883, !881, !324}
!883 = !DILocation(line: 216, column: 3, scope: !726, inlinedAt: !867)
!884 = !DILocation(line: 236, column: 5, scope: !800, inlinedAt: !863)
!885 = !DILocation(line: 237, column: 7, scope: !800, inlinedAt: !863)
!886 = !DILocation(line: 0, scope: !751, inlinedAt: !887)
!887 = distinct !DILocation(line: 241, column: 19, scope: !800, inlinedAt: !863)
!888 = !DILocation(line: 223, column: 15, scope: !751, inlinedAt: !887)
!889 = !DILocation(line: 0, scope: !649, inlinedAt: !890)
!890 = distinct !DILocation(line: 223, column: 19, scope: !751, inlinedAt: !887)
!891 = !DILocation(line: 187, column: 12, scope: !655, inlinedAt: !890)
!892 = !DILocation(line: 187, column: 9, scope: !656, inlinedAt: !890)
!893 = !DILocation(line: 189, column: 10, scope: !662, inlinedAt: !890)
!894 = !DILocation(line: 189, column: 9, scope: !656, inlinedAt: !890)
!895 = !DILocation(line: 186, column: 12, scope: !657, inlinedAt: !890)
!896 = !DILocation(line: 187, column: 9, scope: !655, inlinedAt: !890)
!897 = distinct !{!897, !898, !899}
!898 = !DILocation(line: 186, column: 3, scope: !658, inlinedAt: !890)
!899 = !DILocation(line: 191, column: 3, scope: !658, inlinedAt: !890)
!900 = !DILocation(line: 224, column: 6, scope: !751, inlinedAt: !887)
!901 = !DILocation(line: 223, column: 10, scope: !751, inlinedAt: !887)
!902 = distinct !{!902, !903, !900, !324}
!903 = !DILocation(line: 223, column: 3, scope: !751, inlinedAt: !887)
!904 = !DILocation(line: 241, column: 17, scope: !800, inlinedAt: !863)
!905 = !DILocation(line: 242, column: 7, scope: !855, inlinedAt: !863)
!906 = !DILocation(line: 242, column: 7, scope: !800, inlinedAt: !863)
!907 = !DILocation(line: 243, column: 9, scope: !855, inlinedAt: !863)
!908 = !DILocation(line: 243, column: 12, scope: !855, inlinedAt: !863)
!909 = !DILocation(line: 243, column: 5, scope: !855, inlinedAt: !863)
!910 = !DILocation(line: 250, column: 3, scope: !63)
!911 = distinct !DISubprogram(name: "strdup", scope: !3, file: !3, line: 253, type: !912, scopeLine: 253, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !914)
!912 = !DISubroutineType(types: !913)
!913 = !{!14, !25}
!914 = !{!915, !916, !917}
!915 = !DILocalVariable(name: "s", arg: 1, scope: !911, file: !3, line: 253, type: !25)
!916 = !DILocalVariable(name: "n", scope: !911, file: !3, line: 254, type: !332)
!917 = !DILocalVariable(name: "d", scope: !911, file: !3, line: 255, type: !14)
!918 = !DILocation(line: 0, scope: !911)
!919 = !DILocation(line: 254, column: 14, scope: !911)
!920 = !DILocation(line: 254, column: 24, scope: !911)
!921 = !DILocation(line: 255, column: 13, scope: !911)
!922 = !DILocation(line: 256, column: 7, scope: !923)
!923 = distinct !DILexicalBlock(scope: !911, file: !3, line: 256, column: 7)
!924 = !DILocation(line: 256, column: 7, scope: !911)
!925 = !DILocation(line: 257, column: 5, scope: !923)
!926 = !DILocation(line: 258, column: 3, scope: !911)
!927 = !DISubprogram(name: "malloc", scope: !3, file: !3, line: 23, type: !928, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!928 = !DISubroutineType(types: !929)
!929 = !{!17, !332}
!930 = distinct !DISubprogram(name: "strndup", scope: !3, file: !3, line: 261, type: !931, scopeLine: 261, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !933)
!931 = !DISubroutineType(types: !932)
!932 = !{!14, !25, !332}
!933 = !{!934, !935, !936, !937}
!934 = !DILocalVariable(name: "s", arg: 1, scope: !930, file: !3, line: 261, type: !25)
!935 = !DILocalVariable(name: "n", arg: 2, scope: !930, file: !3, line: 261, type: !332)
!936 = !DILocalVariable(name: "m", scope: !930, file: !3, line: 262, type: !332)
!937 = !DILocalVariable(name: "d", scope: !930, file: !3, line: 263, type: !14)
!938 = !DILocation(line: 0, scope: !930)
!939 = !DILocation(line: 0, scope: !431, inlinedAt: !940)
!940 = distinct !DILocation(line: 262, column: 14, scope: !930)
!941 = !DILocation(line: 108, column: 12, scope: !431, inlinedAt: !940)
!942 = !DILocation(line: 108, column: 16, scope: !431, inlinedAt: !940)
!943 = !DILocation(line: 108, column: 19, scope: !431, inlinedAt: !940)
!944 = !DILocation(line: 108, column: 3, scope: !431, inlinedAt: !940)
!945 = !DILocation(line: 109, column: 6, scope: !431, inlinedAt: !940)
!946 = distinct !{!946, !944, !945, !324}
!947 = !DILocation(line: 263, column: 22, scope: !930)
!948 = !DILocation(line: 263, column: 13, scope: !930)
!949 = !DILocation(line: 264, column: 7, scope: !950)
!950 = distinct !DILexicalBlock(scope: !930, file: !3, line: 264, column: 7)
!951 = !DILocation(line: 264, column: 7, scope: !930)
!952 = !DILocation(line: 265, column: 5, scope: !953)
!953 = distinct !DILexicalBlock(scope: !950, file: !3, line: 264, column: 10)
!954 = !DILocation(line: 266, column: 5, scope: !953)
!955 = !DILocation(line: 266, column: 10, scope: !953)
!956 = !DILocation(line: 267, column: 3, scope: !953)
!957 = !DILocation(line: 268, column: 3, scope: !930)
!958 = distinct !DISubprogram(name: "__ctype_b_loc", scope: !3, file: !3, line: 314, type: !959, scopeLine: 314, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!959 = !DISubroutineType(types: !960)
!960 = !{!961}
!961 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !139, size: 32)
!962 = !DILocation(line: 314, column: 41, scope: !958)
!963 = distinct !DISubprogram(name: "__ctype_tolower_loc", scope: !3, file: !3, line: 315, type: !964, scopeLine: 315, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!964 = !DISubroutineType(types: !965)
!965 = !{!966}
!966 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 32)
!967 = !DILocation(line: 315, column: 47, scope: !963)
!968 = distinct !DISubprogram(name: "__ctype_toupper_loc", scope: !3, file: !3, line: 316, type: !964, scopeLine: 316, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!969 = !DILocation(line: 316, column: 47, scope: !968)
!970 = distinct !DISubprogram(name: "isalpha", scope: !3, file: !3, line: 319, type: !971, scopeLine: 319, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !973)
!971 = !DISubroutineType(types: !972)
!972 = !{!23, !23}
!973 = !{!974}
!974 = !DILocalVariable(name: "c", arg: 1, scope: !970, file: !3, line: 319, type: !23)
!975 = !DILocation(line: 0, scope: !970)
!976 = !DILocalVariable(name: "c", arg: 1, scope: !977, file: !3, line: 318, type: !23)
!977 = distinct !DISubprogram(name: "cls", scope: !3, file: !3, line: 318, type: !971, scopeLine: 318, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !978)
!978 = !{!976}
!979 = !DILocation(line: 0, scope: !977, inlinedAt: !980)
!980 = distinct !DILocation(line: 319, column: 29, scope: !970)
!981 = !DILocation(line: 318, column: 42, scope: !977, inlinedAt: !980)
!982 = !DILocation(line: 318, column: 55, scope: !977, inlinedAt: !980)
!983 = !{!984, !984, i64 0}
!984 = !{!"short", !296, i64 0}
!985 = !DILocation(line: 319, column: 36, scope: !970)
!986 = !DILocation(line: 318, column: 32, scope: !977, inlinedAt: !980)
!987 = !DILocation(line: 319, column: 22, scope: !970)
!988 = distinct !DISubprogram(name: "isdigit", scope: !3, file: !3, line: 320, type: !971, scopeLine: 320, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !989)
!989 = !{!990}
!990 = !DILocalVariable(name: "c", arg: 1, scope: !988, file: !3, line: 320, type: !23)
!991 = !DILocation(line: 0, scope: !988)
!992 = !DILocation(line: 0, scope: !977, inlinedAt: !993)
!993 = distinct !DILocation(line: 320, column: 29, scope: !988)
!994 = !DILocation(line: 318, column: 42, scope: !977, inlinedAt: !993)
!995 = !DILocation(line: 318, column: 55, scope: !977, inlinedAt: !993)
!996 = !DILocation(line: 320, column: 36, scope: !988)
!997 = !DILocation(line: 318, column: 32, scope: !977, inlinedAt: !993)
!998 = !DILocation(line: 320, column: 22, scope: !988)
!999 = distinct !DISubprogram(name: "isalnum", scope: !3, file: !3, line: 321, type: !971, scopeLine: 321, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1000)
!1000 = !{!1001}
!1001 = !DILocalVariable(name: "c", arg: 1, scope: !999, file: !3, line: 321, type: !23)
!1002 = !DILocation(line: 0, scope: !999)
!1003 = !DILocation(line: 0, scope: !977, inlinedAt: !1004)
!1004 = distinct !DILocation(line: 321, column: 29, scope: !999)
!1005 = !DILocation(line: 318, column: 42, scope: !977, inlinedAt: !1004)
!1006 = !DILocation(line: 318, column: 55, scope: !977, inlinedAt: !1004)
!1007 = !DILocation(line: 321, column: 36, scope: !999)
!1008 = !DILocation(line: 318, column: 32, scope: !977, inlinedAt: !1004)
!1009 = !DILocation(line: 321, column: 22, scope: !999)
!1010 = distinct !DISubprogram(name: "isspace", scope: !3, file: !3, line: 322, type: !971, scopeLine: 322, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1011)
!1011 = !{!1012}
!1012 = !DILocalVariable(name: "c", arg: 1, scope: !1010, file: !3, line: 322, type: !23)
!1013 = !DILocation(line: 0, scope: !1010)
!1014 = !DILocation(line: 0, scope: !977, inlinedAt: !1015)
!1015 = distinct !DILocation(line: 322, column: 29, scope: !1010)
!1016 = !DILocation(line: 318, column: 42, scope: !977, inlinedAt: !1015)
!1017 = !DILocation(line: 318, column: 55, scope: !977, inlinedAt: !1015)
!1018 = !DILocation(line: 322, column: 36, scope: !1010)
!1019 = !DILocation(line: 318, column: 32, scope: !977, inlinedAt: !1015)
!1020 = !DILocation(line: 322, column: 22, scope: !1010)
!1021 = distinct !DISubprogram(name: "isupper", scope: !3, file: !3, line: 323, type: !971, scopeLine: 323, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1022)
!1022 = !{!1023}
!1023 = !DILocalVariable(name: "c", arg: 1, scope: !1021, file: !3, line: 323, type: !23)
!1024 = !DILocation(line: 0, scope: !1021)
!1025 = !DILocation(line: 0, scope: !977, inlinedAt: !1026)
!1026 = distinct !DILocation(line: 323, column: 29, scope: !1021)
!1027 = !DILocation(line: 318, column: 42, scope: !977, inlinedAt: !1026)
!1028 = !DILocation(line: 318, column: 55, scope: !977, inlinedAt: !1026)
!1029 = !DILocation(line: 323, column: 36, scope: !1021)
!1030 = !DILocation(line: 318, column: 32, scope: !977, inlinedAt: !1026)
!1031 = !DILocation(line: 323, column: 22, scope: !1021)
!1032 = distinct !DISubprogram(name: "islower", scope: !3, file: !3, line: 324, type: !971, scopeLine: 324, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1033)
!1033 = !{!1034}
!1034 = !DILocalVariable(name: "c", arg: 1, scope: !1032, file: !3, line: 324, type: !23)
!1035 = !DILocation(line: 0, scope: !1032)
!1036 = !DILocation(line: 0, scope: !977, inlinedAt: !1037)
!1037 = distinct !DILocation(line: 324, column: 29, scope: !1032)
!1038 = !DILocation(line: 318, column: 42, scope: !977, inlinedAt: !1037)
!1039 = !DILocation(line: 318, column: 55, scope: !977, inlinedAt: !1037)
!1040 = !DILocation(line: 324, column: 36, scope: !1032)
!1041 = !DILocation(line: 318, column: 32, scope: !977, inlinedAt: !1037)
!1042 = !DILocation(line: 324, column: 22, scope: !1032)
!1043 = distinct !DISubprogram(name: "isxdigit", scope: !3, file: !3, line: 325, type: !971, scopeLine: 325, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1044)
!1044 = !{!1045}
!1045 = !DILocalVariable(name: "c", arg: 1, scope: !1043, file: !3, line: 325, type: !23)
!1046 = !DILocation(line: 0, scope: !1043)
!1047 = !DILocation(line: 0, scope: !977, inlinedAt: !1048)
!1048 = distinct !DILocation(line: 325, column: 30, scope: !1043)
!1049 = !DILocation(line: 318, column: 42, scope: !977, inlinedAt: !1048)
!1050 = !DILocation(line: 318, column: 55, scope: !977, inlinedAt: !1048)
!1051 = !DILocation(line: 325, column: 37, scope: !1043)
!1052 = !DILocation(line: 318, column: 32, scope: !977, inlinedAt: !1048)
!1053 = !DILocation(line: 325, column: 23, scope: !1043)
!1054 = distinct !DISubprogram(name: "isprint", scope: !3, file: !3, line: 326, type: !971, scopeLine: 326, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1055)
!1055 = !{!1056}
!1056 = !DILocalVariable(name: "c", arg: 1, scope: !1054, file: !3, line: 326, type: !23)
!1057 = !DILocation(line: 0, scope: !1054)
!1058 = !DILocation(line: 0, scope: !977, inlinedAt: !1059)
!1059 = distinct !DILocation(line: 326, column: 29, scope: !1054)
!1060 = !DILocation(line: 318, column: 42, scope: !977, inlinedAt: !1059)
!1061 = !DILocation(line: 318, column: 55, scope: !977, inlinedAt: !1059)
!1062 = !DILocation(line: 326, column: 36, scope: !1054)
!1063 = !DILocation(line: 318, column: 32, scope: !977, inlinedAt: !1059)
!1064 = !DILocation(line: 326, column: 22, scope: !1054)
!1065 = distinct !DISubprogram(name: "isgraph", scope: !3, file: !3, line: 327, type: !971, scopeLine: 327, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1066)
!1066 = !{!1067}
!1067 = !DILocalVariable(name: "c", arg: 1, scope: !1065, file: !3, line: 327, type: !23)
!1068 = !DILocation(line: 0, scope: !1065)
!1069 = !DILocation(line: 0, scope: !977, inlinedAt: !1070)
!1070 = distinct !DILocation(line: 327, column: 29, scope: !1065)
!1071 = !DILocation(line: 318, column: 42, scope: !977, inlinedAt: !1070)
!1072 = !DILocation(line: 318, column: 55, scope: !977, inlinedAt: !1070)
!1073 = !DILocation(line: 327, column: 36, scope: !1065)
!1074 = !DILocation(line: 318, column: 32, scope: !977, inlinedAt: !1070)
!1075 = !DILocation(line: 327, column: 22, scope: !1065)
!1076 = distinct !DISubprogram(name: "ispunct", scope: !3, file: !3, line: 328, type: !971, scopeLine: 328, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1077)
!1077 = !{!1078}
!1078 = !DILocalVariable(name: "c", arg: 1, scope: !1076, file: !3, line: 328, type: !23)
!1079 = !DILocation(line: 0, scope: !1076)
!1080 = !DILocation(line: 0, scope: !977, inlinedAt: !1081)
!1081 = distinct !DILocation(line: 328, column: 29, scope: !1076)
!1082 = !DILocation(line: 318, column: 42, scope: !977, inlinedAt: !1081)
!1083 = !DILocation(line: 318, column: 55, scope: !977, inlinedAt: !1081)
!1084 = !DILocation(line: 328, column: 36, scope: !1076)
!1085 = !DILocation(line: 318, column: 32, scope: !977, inlinedAt: !1081)
!1086 = !DILocation(line: 328, column: 22, scope: !1076)
!1087 = distinct !DISubprogram(name: "iscntrl", scope: !3, file: !3, line: 329, type: !971, scopeLine: 329, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1088)
!1088 = !{!1089}
!1089 = !DILocalVariable(name: "c", arg: 1, scope: !1087, file: !3, line: 329, type: !23)
!1090 = !DILocation(line: 0, scope: !1087)
!1091 = !DILocation(line: 0, scope: !977, inlinedAt: !1092)
!1092 = distinct !DILocation(line: 329, column: 29, scope: !1087)
!1093 = !DILocation(line: 318, column: 42, scope: !977, inlinedAt: !1092)
!1094 = !DILocation(line: 318, column: 55, scope: !977, inlinedAt: !1092)
!1095 = !DILocation(line: 329, column: 36, scope: !1087)
!1096 = !DILocation(line: 318, column: 32, scope: !977, inlinedAt: !1092)
!1097 = !DILocation(line: 329, column: 22, scope: !1087)
!1098 = distinct !DISubprogram(name: "isblank", scope: !3, file: !3, line: 330, type: !971, scopeLine: 330, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1099)
!1099 = !{!1100}
!1100 = !DILocalVariable(name: "c", arg: 1, scope: !1098, file: !3, line: 330, type: !23)
!1101 = !DILocation(line: 0, scope: !1098)
!1102 = !DILocation(line: 0, scope: !977, inlinedAt: !1103)
!1103 = distinct !DILocation(line: 330, column: 29, scope: !1098)
!1104 = !DILocation(line: 318, column: 42, scope: !977, inlinedAt: !1103)
!1105 = !DILocation(line: 318, column: 55, scope: !977, inlinedAt: !1103)
!1106 = !DILocation(line: 330, column: 36, scope: !1098)
!1107 = !DILocation(line: 318, column: 32, scope: !977, inlinedAt: !1103)
!1108 = !DILocation(line: 330, column: 22, scope: !1098)
!1109 = distinct !DISubprogram(name: "tolower", scope: !3, file: !3, line: 331, type: !971, scopeLine: 331, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1110)
!1110 = !{!1111}
!1111 = !DILocalVariable(name: "c", arg: 1, scope: !1109, file: !3, line: 331, type: !23)
!1112 = !DILocation(line: 0, scope: !1109)
!1113 = !DILocation(line: 331, column: 39, scope: !1109)
!1114 = !DILocation(line: 331, column: 52, scope: !1109)
!1115 = !DILocation(line: 331, column: 29, scope: !1109)
!1116 = !DILocation(line: 331, column: 22, scope: !1109)
!1117 = distinct !DISubprogram(name: "toupper", scope: !3, file: !3, line: 332, type: !971, scopeLine: 332, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1118)
!1118 = !{!1119}
!1119 = !DILocalVariable(name: "c", arg: 1, scope: !1117, file: !3, line: 332, type: !23)
!1120 = !DILocation(line: 0, scope: !1117)
!1121 = !DILocation(line: 332, column: 39, scope: !1117)
!1122 = !DILocation(line: 332, column: 52, scope: !1117)
!1123 = !DILocation(line: 332, column: 29, scope: !1117)
!1124 = !DILocation(line: 332, column: 22, scope: !1117)
!1125 = distinct !DISubprogram(name: "abs", scope: !3, file: !3, line: 336, type: !971, scopeLine: 336, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1126)
!1126 = !{!1127}
!1127 = !DILocalVariable(name: "x", arg: 1, scope: !1125, file: !3, line: 336, type: !23)
!1128 = !DILocation(line: 0, scope: !1125)
!1129 = !DILocation(line: 336, column: 25, scope: !1125)
!1130 = !DILocation(line: 336, column: 18, scope: !1125)
!1131 = distinct !DISubprogram(name: "labs", scope: !3, file: !3, line: 337, type: !1132, scopeLine: 337, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1134)
!1132 = !DISubroutineType(types: !1133)
!1133 = !{!21, !21}
!1134 = !{!1135}
!1135 = !DILocalVariable(name: "x", arg: 1, scope: !1131, file: !3, line: 337, type: !21)
!1136 = !DILocation(line: 0, scope: !1131)
!1137 = !DILocation(line: 337, column: 28, scope: !1131)
!1138 = !DILocation(line: 337, column: 21, scope: !1131)
!1139 = distinct !DISubprogram(name: "llabs", scope: !3, file: !3, line: 338, type: !1140, scopeLine: 338, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1142)
!1140 = !DISubroutineType(types: !1141)
!1141 = !{!20, !20}
!1142 = !{!1143}
!1143 = !DILocalVariable(name: "x", arg: 1, scope: !1139, file: !3, line: 338, type: !20)
!1144 = !DILocation(line: 0, scope: !1139)
!1145 = !DILocation(line: 338, column: 39, scope: !1139)
!1146 = !DILocation(line: 338, column: 32, scope: !1139)
!1147 = distinct !DISubprogram(name: "getenv", scope: !3, file: !3, line: 340, type: !912, scopeLine: 340, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1148)
!1148 = !{!1149}
!1149 = !DILocalVariable(name: "name", arg: 1, scope: !1147, file: !3, line: 340, type: !25)
!1150 = !DILocation(line: 0, scope: !1147)
!1151 = !DILocation(line: 342, column: 3, scope: !1147)
!1152 = distinct !DISubprogram(name: "strtoll", scope: !3, file: !3, line: 424, type: !1153, scopeLine: 424, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1155)
!1153 = !DISubroutineType(types: !1154)
!1154 = !{!20, !25, !803, !23}
!1155 = !{!1156, !1157, !1158, !1159, !1160}
!1156 = !DILocalVariable(name: "nptr", arg: 1, scope: !1152, file: !3, line: 424, type: !25)
!1157 = !DILocalVariable(name: "endptr", arg: 2, scope: !1152, file: !3, line: 424, type: !803)
!1158 = !DILocalVariable(name: "base", arg: 3, scope: !1152, file: !3, line: 424, type: !23)
!1159 = !DILocalVariable(name: "neg", scope: !1152, file: !3, line: 425, type: !23)
!1160 = !DILocalVariable(name: "v", scope: !1152, file: !3, line: 426, type: !30)
!1161 = distinct !DIAssignID()
!1162 = !DILocation(line: 0, scope: !1152)
!1163 = !DILocation(line: 425, column: 3, scope: !1152)
!1164 = !DILocation(line: 425, column: 7, scope: !1152)
!1165 = distinct !DIAssignID()
!1166 = !DILocation(line: 426, column: 26, scope: !1152)
!1167 = !DILocation(line: 428, column: 10, scope: !1152)
!1168 = !DILocation(line: 429, column: 1, scope: !1152)
!1169 = !DILocation(line: 428, column: 3, scope: !1152)
!1170 = distinct !DISubprogram(name: "strto_common", scope: !3, file: !3, line: 386, type: !1171, scopeLine: 388, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1173)
!1171 = !DISubroutineType(types: !1172)
!1172 = !{!30, !25, !803, !23, !23, !30, !20, !20, !39}
!1173 = !{!1174, !1175, !1176, !1177, !1178, !1179, !1180, !1181, !1182, !1183, !1184, !1185, !1186, !1187, !1188}
!1174 = !DILocalVariable(name: "nptr", arg: 1, scope: !1170, file: !3, line: 386, type: !25)
!1175 = !DILocalVariable(name: "endptr", arg: 2, scope: !1170, file: !3, line: 386, type: !803)
!1176 = !DILocalVariable(name: "base", arg: 3, scope: !1170, file: !3, line: 386, type: !23)
!1177 = !DILocalVariable(name: "is_signed", arg: 4, scope: !1170, file: !3, line: 386, type: !23)
!1178 = !DILocalVariable(name: "umax", arg: 5, scope: !1170, file: !3, line: 387, type: !30)
!1179 = !DILocalVariable(name: "smin", arg: 6, scope: !1170, file: !3, line: 387, type: !20)
!1180 = !DILocalVariable(name: "smax", arg: 7, scope: !1170, file: !3, line: 387, type: !20)
!1181 = !DILocalVariable(name: "neg_out", arg: 8, scope: !1170, file: !3, line: 388, type: !39)
!1182 = !DILocalVariable(name: "s", scope: !1170, file: !3, line: 389, type: !25)
!1183 = !DILocalVariable(name: "neg", scope: !1170, file: !3, line: 392, type: !23)
!1184 = !DILocalVariable(name: "limit", scope: !1170, file: !3, line: 403, type: !30)
!1185 = !DILocalVariable(name: "end", scope: !1170, file: !3, line: 408, type: !25)
!1186 = !DILocalVariable(name: "overflow", scope: !1170, file: !3, line: 409, type: !23)
!1187 = !DILocalVariable(name: "any", scope: !1170, file: !3, line: 409, type: !23)
!1188 = !DILocalVariable(name: "v", scope: !1170, file: !3, line: 410, type: !30)
!1189 = !DILocation(line: 0, scope: !1170)
!1190 = !DILocation(line: 390, column: 3, scope: !1170)
!1191 = !DILocation(line: 390, column: 33, scope: !1170)
!1192 = !DILocation(line: 390, column: 18, scope: !1170)
!1193 = !DILocation(line: 0, scope: !1010, inlinedAt: !1194)
!1194 = distinct !DILocation(line: 390, column: 10, scope: !1170)
!1195 = !DILocation(line: 0, scope: !977, inlinedAt: !1196)
!1196 = distinct !DILocation(line: 322, column: 29, scope: !1010, inlinedAt: !1194)
!1197 = !DILocation(line: 318, column: 55, scope: !977, inlinedAt: !1196)
!1198 = !DILocation(line: 322, column: 36, scope: !1010, inlinedAt: !1194)
!1199 = !DILocation(line: 391, column: 6, scope: !1170)
!1200 = distinct !{!1200, !1190, !1199, !324}
!1201 = !DILocation(line: 393, column: 17, scope: !1202)
!1202 = distinct !DILexicalBlock(scope: !1170, file: !3, line: 393, column: 7)
!1203 = !DILocation(line: 394, column: 14, scope: !1204)
!1204 = distinct !DILexicalBlock(scope: !1202, file: !3, line: 393, column: 31)
!1205 = !DILocation(line: 396, column: 3, scope: !1204)
!1206 = !DILocation(line: 397, column: 16, scope: !1207)
!1207 = distinct !DILexicalBlock(scope: !1170, file: !3, line: 397, column: 7)
!1208 = !DILocation(line: 398, column: 5, scope: !1209)
!1209 = distinct !DILexicalBlock(scope: !1207, file: !3, line: 397, column: 43)
!1210 = !DILocation(line: 398, column: 18, scope: !1209)
!1211 = !DILocation(line: 399, column: 9, scope: !1212)
!1212 = distinct !DILexicalBlock(scope: !1209, file: !3, line: 399, column: 9)
!1213 = !DILocation(line: 399, column: 9, scope: !1209)
!1214 = !DILocation(line: 400, column: 15, scope: !1212)
!1215 = !DILocation(line: 400, column: 7, scope: !1212)
!1216 = !DILocation(line: 404, column: 7, scope: !1217)
!1217 = distinct !DILexicalBlock(scope: !1170, file: !3, line: 404, column: 7)
!1218 = !DILocation(line: 404, column: 7, scope: !1170)
!1219 = !DILocalVariable(name: "s", arg: 1, scope: !1220, file: !3, line: 347, type: !25)
!1220 = distinct !DISubprogram(name: "parse_digits", scope: !3, file: !3, line: 347, type: !1221, scopeLine: 348, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1224)
!1221 = !DISubroutineType(types: !1222)
!1222 = !{!30, !25, !1223, !39, !30, !39, !39}
!1223 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 32)
!1224 = !{!1219, !1225, !1226, !1227, !1228, !1229, !1230, !1231, !1232, !1236}
!1225 = !DILocalVariable(name: "end", arg: 2, scope: !1220, file: !3, line: 347, type: !1223)
!1226 = !DILocalVariable(name: "base", arg: 3, scope: !1220, file: !3, line: 347, type: !39)
!1227 = !DILocalVariable(name: "limit", arg: 4, scope: !1220, file: !3, line: 348, type: !30)
!1228 = !DILocalVariable(name: "overflow", arg: 5, scope: !1220, file: !3, line: 348, type: !39)
!1229 = !DILocalVariable(name: "any", arg: 6, scope: !1220, file: !3, line: 348, type: !39)
!1230 = !DILocalVariable(name: "b", scope: !1220, file: !3, line: 349, type: !23)
!1231 = !DILocalVariable(name: "v", scope: !1220, file: !3, line: 358, type: !30)
!1232 = !DILocalVariable(name: "d", scope: !1233, file: !3, line: 362, type: !23)
!1233 = distinct !DILexicalBlock(scope: !1234, file: !3, line: 361, column: 16)
!1234 = distinct !DILexicalBlock(scope: !1235, file: !3, line: 361, column: 3)
!1235 = distinct !DILexicalBlock(scope: !1220, file: !3, line: 361, column: 3)
!1236 = !DILocalVariable(name: "c", scope: !1233, file: !3, line: 363, type: !16)
!1237 = !DILocation(line: 0, scope: !1220, inlinedAt: !1238)
!1238 = distinct !DILocation(line: 410, column: 26, scope: !1170)
!1239 = !DILocation(line: 350, column: 10, scope: !1240, inlinedAt: !1238)
!1240 = distinct !DILexicalBlock(scope: !1220, file: !3, line: 350, column: 7)
!1241 = !DILocation(line: 350, column: 15, scope: !1240, inlinedAt: !1238)
!1242 = !DILocation(line: 350, column: 30, scope: !1240, inlinedAt: !1238)
!1243 = !DILocation(line: 350, column: 35, scope: !1240, inlinedAt: !1238)
!1244 = !DILocation(line: 350, column: 42, scope: !1240, inlinedAt: !1238)
!1245 = !DILocation(line: 350, column: 46, scope: !1240, inlinedAt: !1238)
!1246 = !DILocation(line: 350, column: 58, scope: !1240, inlinedAt: !1238)
!1247 = !DILocation(line: 351, column: 32, scope: !1240, inlinedAt: !1238)
!1248 = !DILocation(line: 351, column: 17, scope: !1240, inlinedAt: !1238)
!1249 = !DILocation(line: 0, scope: !1043, inlinedAt: !1250)
!1250 = distinct !DILocation(line: 351, column: 8, scope: !1240, inlinedAt: !1238)
!1251 = !DILocation(line: 0, scope: !977, inlinedAt: !1252)
!1252 = distinct !DILocation(line: 325, column: 30, scope: !1043, inlinedAt: !1250)
!1253 = !DILocation(line: 318, column: 55, scope: !977, inlinedAt: !1252)
!1254 = !DILocation(line: 325, column: 37, scope: !1043, inlinedAt: !1250)
!1255 = !DILocation(line: 351, column: 8, scope: !1240, inlinedAt: !1238)
!1256 = !DILocation(line: 350, column: 7, scope: !1220, inlinedAt: !1238)
!1257 = !DILocation(line: 354, column: 14, scope: !1240, inlinedAt: !1238)
!1258 = !DILocation(line: 355, column: 9, scope: !1259, inlinedAt: !1238)
!1259 = distinct !DILexicalBlock(scope: !1260, file: !3, line: 354, column: 22)
!1260 = distinct !DILexicalBlock(scope: !1240, file: !3, line: 354, column: 14)
!1261 = !DILocation(line: 356, column: 3, scope: !1259, inlinedAt: !1238)
!1262 = !DILocation(line: 363, column: 38, scope: !1233, inlinedAt: !1238)
!1263 = !DILocation(line: 0, scope: !1233, inlinedAt: !1238)
!1264 = !DILocation(line: 364, column: 17, scope: !1265, inlinedAt: !1238)
!1265 = distinct !DILexicalBlock(scope: !1233, file: !3, line: 364, column: 9)
!1266 = !DILocation(line: 0, scope: !988, inlinedAt: !1267)
!1267 = distinct !DILocation(line: 364, column: 9, scope: !1265, inlinedAt: !1238)
!1268 = !DILocation(line: 0, scope: !977, inlinedAt: !1269)
!1269 = distinct !DILocation(line: 320, column: 29, scope: !988, inlinedAt: !1267)
!1270 = !DILocation(line: 318, column: 55, scope: !977, inlinedAt: !1269)
!1271 = !DILocation(line: 320, column: 36, scope: !988, inlinedAt: !1267)
!1272 = !DILocation(line: 364, column: 9, scope: !1265, inlinedAt: !1238)
!1273 = !DILocation(line: 364, column: 9, scope: !1233, inlinedAt: !1238)
!1274 = !DILocation(line: 365, column: 13, scope: !1265, inlinedAt: !1238)
!1275 = !DILocation(line: 365, column: 7, scope: !1265, inlinedAt: !1238)
!1276 = !DILocation(line: 0, scope: !970, inlinedAt: !1277)
!1277 = distinct !DILocation(line: 366, column: 14, scope: !1278, inlinedAt: !1238)
!1278 = distinct !DILexicalBlock(scope: !1265, file: !3, line: 366, column: 14)
!1279 = !DILocation(line: 0, scope: !977, inlinedAt: !1280)
!1280 = distinct !DILocation(line: 319, column: 29, scope: !970, inlinedAt: !1277)
!1281 = !DILocation(line: 319, column: 36, scope: !970, inlinedAt: !1277)
!1282 = !DILocation(line: 366, column: 14, scope: !1278, inlinedAt: !1238)
!1283 = !DILocation(line: 366, column: 14, scope: !1265, inlinedAt: !1238)
!1284 = !DILocation(line: 0, scope: !1109, inlinedAt: !1285)
!1285 = distinct !DILocation(line: 367, column: 11, scope: !1278, inlinedAt: !1238)
!1286 = !DILocation(line: 331, column: 52, scope: !1109, inlinedAt: !1285)
!1287 = !DILocation(line: 367, column: 28, scope: !1278, inlinedAt: !1238)
!1288 = !DILocation(line: 0, scope: !1265, inlinedAt: !1238)
!1289 = !DILocation(line: 370, column: 11, scope: !1290, inlinedAt: !1238)
!1290 = distinct !DILexicalBlock(scope: !1233, file: !3, line: 370, column: 9)
!1291 = !DILocation(line: 370, column: 9, scope: !1233, inlinedAt: !1238)
!1292 = !DILocation(line: 375, column: 22, scope: !1293, inlinedAt: !1238)
!1293 = distinct !DILexicalBlock(scope: !1233, file: !3, line: 375, column: 9)
!1294 = !DILocation(line: 361, column: 3, scope: !1220, inlinedAt: !1238)
!1295 = !DILocation(line: 361, column: 3, scope: !1235, inlinedAt: !1238)
!1296 = !DILocation(line: 373, column: 9, scope: !1233, inlinedAt: !1238)
!1297 = distinct !{!1297, !1295, !1298, !1299}
!1298 = !DILocation(line: 381, column: 3, scope: !1235, inlinedAt: !1238)
!1299 = !{!"llvm.loop.peeled.count", i32 1}
!1300 = !DILocation(line: 375, column: 20, scope: !1293, inlinedAt: !1238)
!1301 = !DILocation(line: 375, column: 45, scope: !1293, inlinedAt: !1238)
!1302 = !DILocation(line: 375, column: 11, scope: !1293, inlinedAt: !1238)
!1303 = !DILocation(line: 375, column: 9, scope: !1233, inlinedAt: !1238)
!1304 = !DILocation(line: 412, column: 9, scope: !1305)
!1305 = distinct !DILexicalBlock(scope: !1306, file: !3, line: 412, column: 9)
!1306 = distinct !DILexicalBlock(scope: !1307, file: !3, line: 411, column: 13)
!1307 = distinct !DILexicalBlock(scope: !1170, file: !3, line: 411, column: 7)
!1308 = !DILocation(line: 412, column: 9, scope: !1306)
!1309 = !DILocation(line: 413, column: 15, scope: !1305)
!1310 = !DILocation(line: 413, column: 7, scope: !1305)
!1311 = !DILocation(line: 418, column: 7, scope: !1312)
!1312 = distinct !DILexicalBlock(scope: !1170, file: !3, line: 418, column: 7)
!1313 = !DILocation(line: 416, column: 7, scope: !1314)
!1314 = distinct !DILexicalBlock(scope: !1170, file: !3, line: 416, column: 7)
!1315 = !DILocation(line: 416, column: 7, scope: !1170)
!1316 = !DILocation(line: 417, column: 13, scope: !1314)
!1317 = !DILocation(line: 417, column: 5, scope: !1314)
!1318 = !DILocation(line: 418, column: 7, scope: !1170)
!1319 = !DILocation(line: 419, column: 5, scope: !1312)
!1320 = !DILocation(line: 419, column: 18, scope: !1312)
!1321 = !DILocation(line: 420, column: 12, scope: !1170)
!1322 = !DILocation(line: 421, column: 3, scope: !1170)
!1323 = !DILocation(line: 422, column: 1, scope: !1170)
!1324 = distinct !DISubprogram(name: "strtoull", scope: !3, file: !3, line: 431, type: !1325, scopeLine: 431, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1327)
!1325 = !DISubroutineType(types: !1326)
!1326 = !{!30, !25, !803, !23}
!1327 = !{!1328, !1329, !1330, !1331, !1332}
!1328 = !DILocalVariable(name: "nptr", arg: 1, scope: !1324, file: !3, line: 431, type: !25)
!1329 = !DILocalVariable(name: "endptr", arg: 2, scope: !1324, file: !3, line: 431, type: !803)
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
!1344 = !{!21, !25, !803, !23}
!1345 = !{!1346, !1347, !1348, !1349, !1350, !1351}
!1346 = !DILocalVariable(name: "nptr", arg: 1, scope: !1342, file: !3, line: 437, type: !25)
!1347 = !DILocalVariable(name: "endptr", arg: 2, scope: !1342, file: !3, line: 437, type: !803)
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
!1363 = !{!22, !25, !803, !23}
!1364 = !{!1365, !1366, !1367, !1368, !1369}
!1365 = !DILocalVariable(name: "nptr", arg: 1, scope: !1361, file: !3, line: 444, type: !25)
!1366 = !DILocalVariable(name: "endptr", arg: 2, scope: !1361, file: !3, line: 444, type: !803)
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
!1387 = !DILocation(line: 0, scope: !1170, inlinedAt: !1388)
!1388 = distinct !DILocation(line: 440, column: 26, scope: !1342, inlinedAt: !1386)
!1389 = !DILocation(line: 390, column: 3, scope: !1170, inlinedAt: !1388)
!1390 = !DILocation(line: 390, column: 33, scope: !1170, inlinedAt: !1388)
!1391 = !DILocation(line: 390, column: 18, scope: !1170, inlinedAt: !1388)
!1392 = !DILocation(line: 0, scope: !1010, inlinedAt: !1393)
!1393 = distinct !DILocation(line: 390, column: 10, scope: !1170, inlinedAt: !1388)
!1394 = !DILocation(line: 0, scope: !977, inlinedAt: !1395)
!1395 = distinct !DILocation(line: 322, column: 29, scope: !1010, inlinedAt: !1393)
!1396 = !DILocation(line: 318, column: 55, scope: !977, inlinedAt: !1395)
!1397 = !DILocation(line: 322, column: 36, scope: !1010, inlinedAt: !1393)
!1398 = !DILocation(line: 391, column: 6, scope: !1170, inlinedAt: !1388)
!1399 = distinct !{!1399, !1389, !1398, !324}
!1400 = !DILocation(line: 393, column: 17, scope: !1202, inlinedAt: !1388)
!1401 = !DILocation(line: 394, column: 14, scope: !1204, inlinedAt: !1388)
!1402 = !DILocation(line: 404, column: 7, scope: !1170, inlinedAt: !1388)
!1403 = !DILocation(line: 363, column: 38, scope: !1233, inlinedAt: !1404)
!1404 = distinct !DILocation(line: 410, column: 26, scope: !1170, inlinedAt: !1388)
!1405 = !DILocation(line: 318, column: 55, scope: !977, inlinedAt: !1406)
!1406 = distinct !DILocation(line: 320, column: 29, scope: !988, inlinedAt: !1407)
!1407 = distinct !DILocation(line: 364, column: 9, scope: !1265, inlinedAt: !1404)
!1408 = !DILocation(line: 364, column: 17, scope: !1265, inlinedAt: !1404)
!1409 = !DILocation(line: 0, scope: !1220, inlinedAt: !1404)
!1410 = !DILocation(line: 0, scope: !1233, inlinedAt: !1404)
!1411 = !DILocation(line: 0, scope: !988, inlinedAt: !1407)
!1412 = !DILocation(line: 0, scope: !977, inlinedAt: !1406)
!1413 = !DILocation(line: 320, column: 36, scope: !988, inlinedAt: !1407)
!1414 = !DILocation(line: 364, column: 9, scope: !1265, inlinedAt: !1404)
!1415 = !DILocation(line: 364, column: 9, scope: !1233, inlinedAt: !1404)
!1416 = !DILocation(line: 365, column: 13, scope: !1265, inlinedAt: !1404)
!1417 = !DILocation(line: 365, column: 7, scope: !1265, inlinedAt: !1404)
!1418 = !DILocation(line: 0, scope: !970, inlinedAt: !1419)
!1419 = distinct !DILocation(line: 366, column: 14, scope: !1278, inlinedAt: !1404)
!1420 = !DILocation(line: 0, scope: !977, inlinedAt: !1421)
!1421 = distinct !DILocation(line: 319, column: 29, scope: !970, inlinedAt: !1419)
!1422 = !DILocation(line: 319, column: 36, scope: !970, inlinedAt: !1419)
!1423 = !DILocation(line: 366, column: 14, scope: !1278, inlinedAt: !1404)
!1424 = !DILocation(line: 366, column: 14, scope: !1265, inlinedAt: !1404)
!1425 = !DILocation(line: 0, scope: !1109, inlinedAt: !1426)
!1426 = distinct !DILocation(line: 367, column: 11, scope: !1278, inlinedAt: !1404)
!1427 = !DILocation(line: 331, column: 52, scope: !1109, inlinedAt: !1426)
!1428 = !DILocation(line: 367, column: 28, scope: !1278, inlinedAt: !1404)
!1429 = !DILocation(line: 0, scope: !1265, inlinedAt: !1404)
!1430 = !DILocation(line: 370, column: 11, scope: !1290, inlinedAt: !1404)
!1431 = !DILocation(line: 370, column: 9, scope: !1233, inlinedAt: !1404)
!1432 = !DILocation(line: 375, column: 22, scope: !1293, inlinedAt: !1404)
!1433 = !DILocation(line: 361, column: 3, scope: !1220, inlinedAt: !1404)
!1434 = !DILocation(line: 361, column: 3, scope: !1235, inlinedAt: !1404)
!1435 = !DILocation(line: 373, column: 9, scope: !1233, inlinedAt: !1404)
!1436 = distinct !{!1436, !1434, !1437, !1299}
!1437 = !DILocation(line: 381, column: 3, scope: !1235, inlinedAt: !1404)
!1438 = !DILocation(line: 375, column: 20, scope: !1293, inlinedAt: !1404)
!1439 = !DILocation(line: 375, column: 45, scope: !1293, inlinedAt: !1404)
!1440 = !DILocation(line: 375, column: 11, scope: !1293, inlinedAt: !1404)
!1441 = !DILocation(line: 375, column: 9, scope: !1233, inlinedAt: !1404)
!1442 = !DILocation(line: 418, column: 7, scope: !1312, inlinedAt: !1388)
!1443 = !DILocation(line: 418, column: 7, scope: !1170, inlinedAt: !1388)
!1444 = !DILocation(line: 419, column: 5, scope: !1312, inlinedAt: !1388)
!1445 = !DILocation(line: 419, column: 18, scope: !1312, inlinedAt: !1388)
!1446 = !DILocation(line: 441, column: 10, scope: !1342, inlinedAt: !1386)
!1447 = !DILocation(line: 450, column: 27, scope: !1379)
!1448 = distinct !DISubprogram(name: "atol", scope: !3, file: !3, line: 451, type: !1449, scopeLine: 451, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1451)
!1449 = !DISubroutineType(types: !1450)
!1450 = !{!21, !25}
!1451 = !{!1452}
!1452 = !DILocalVariable(name: "s", arg: 1, scope: !1448, file: !3, line: 451, type: !25)
!1453 = !DILocation(line: 0, scope: !1448)
!1454 = !DILocation(line: 0, scope: !1342, inlinedAt: !1455)
!1455 = distinct !DILocation(line: 451, column: 35, scope: !1448)
!1456 = !DILocation(line: 0, scope: !1170, inlinedAt: !1457)
!1457 = distinct !DILocation(line: 440, column: 26, scope: !1342, inlinedAt: !1455)
!1458 = !DILocation(line: 390, column: 3, scope: !1170, inlinedAt: !1457)
!1459 = !DILocation(line: 390, column: 33, scope: !1170, inlinedAt: !1457)
!1460 = !DILocation(line: 390, column: 18, scope: !1170, inlinedAt: !1457)
!1461 = !DILocation(line: 0, scope: !1010, inlinedAt: !1462)
!1462 = distinct !DILocation(line: 390, column: 10, scope: !1170, inlinedAt: !1457)
!1463 = !DILocation(line: 0, scope: !977, inlinedAt: !1464)
!1464 = distinct !DILocation(line: 322, column: 29, scope: !1010, inlinedAt: !1462)
!1465 = !DILocation(line: 318, column: 55, scope: !977, inlinedAt: !1464)
!1466 = !DILocation(line: 322, column: 36, scope: !1010, inlinedAt: !1462)
!1467 = !DILocation(line: 391, column: 6, scope: !1170, inlinedAt: !1457)
!1468 = distinct !{!1468, !1458, !1467, !324}
!1469 = !DILocation(line: 393, column: 17, scope: !1202, inlinedAt: !1457)
!1470 = !DILocation(line: 394, column: 14, scope: !1204, inlinedAt: !1457)
!1471 = !DILocation(line: 404, column: 7, scope: !1170, inlinedAt: !1457)
!1472 = !DILocation(line: 363, column: 38, scope: !1233, inlinedAt: !1473)
!1473 = distinct !DILocation(line: 410, column: 26, scope: !1170, inlinedAt: !1457)
!1474 = !DILocation(line: 318, column: 55, scope: !977, inlinedAt: !1475)
!1475 = distinct !DILocation(line: 320, column: 29, scope: !988, inlinedAt: !1476)
!1476 = distinct !DILocation(line: 364, column: 9, scope: !1265, inlinedAt: !1473)
!1477 = !DILocation(line: 364, column: 17, scope: !1265, inlinedAt: !1473)
!1478 = !DILocation(line: 0, scope: !1220, inlinedAt: !1473)
!1479 = !DILocation(line: 0, scope: !1233, inlinedAt: !1473)
!1480 = !DILocation(line: 0, scope: !988, inlinedAt: !1476)
!1481 = !DILocation(line: 0, scope: !977, inlinedAt: !1475)
!1482 = !DILocation(line: 320, column: 36, scope: !988, inlinedAt: !1476)
!1483 = !DILocation(line: 364, column: 9, scope: !1265, inlinedAt: !1473)
!1484 = !DILocation(line: 364, column: 9, scope: !1233, inlinedAt: !1473)
!1485 = !DILocation(line: 365, column: 13, scope: !1265, inlinedAt: !1473)
!1486 = !DILocation(line: 365, column: 7, scope: !1265, inlinedAt: !1473)
!1487 = !DILocation(line: 0, scope: !970, inlinedAt: !1488)
!1488 = distinct !DILocation(line: 366, column: 14, scope: !1278, inlinedAt: !1473)
!1489 = !DILocation(line: 0, scope: !977, inlinedAt: !1490)
!1490 = distinct !DILocation(line: 319, column: 29, scope: !970, inlinedAt: !1488)
!1491 = !DILocation(line: 319, column: 36, scope: !970, inlinedAt: !1488)
!1492 = !DILocation(line: 366, column: 14, scope: !1278, inlinedAt: !1473)
!1493 = !DILocation(line: 366, column: 14, scope: !1265, inlinedAt: !1473)
!1494 = !DILocation(line: 0, scope: !1109, inlinedAt: !1495)
!1495 = distinct !DILocation(line: 367, column: 11, scope: !1278, inlinedAt: !1473)
!1496 = !DILocation(line: 331, column: 52, scope: !1109, inlinedAt: !1495)
!1497 = !DILocation(line: 367, column: 28, scope: !1278, inlinedAt: !1473)
!1498 = !DILocation(line: 0, scope: !1265, inlinedAt: !1473)
!1499 = !DILocation(line: 370, column: 11, scope: !1290, inlinedAt: !1473)
!1500 = !DILocation(line: 370, column: 9, scope: !1233, inlinedAt: !1473)
!1501 = !DILocation(line: 375, column: 22, scope: !1293, inlinedAt: !1473)
!1502 = !DILocation(line: 361, column: 3, scope: !1220, inlinedAt: !1473)
!1503 = !DILocation(line: 361, column: 3, scope: !1235, inlinedAt: !1473)
!1504 = !DILocation(line: 373, column: 9, scope: !1233, inlinedAt: !1473)
!1505 = distinct !{!1505, !1503, !1506, !1299}
!1506 = !DILocation(line: 381, column: 3, scope: !1235, inlinedAt: !1473)
!1507 = !DILocation(line: 375, column: 20, scope: !1293, inlinedAt: !1473)
!1508 = !DILocation(line: 375, column: 45, scope: !1293, inlinedAt: !1473)
!1509 = !DILocation(line: 375, column: 11, scope: !1293, inlinedAt: !1473)
!1510 = !DILocation(line: 375, column: 9, scope: !1233, inlinedAt: !1473)
!1511 = !DILocation(line: 418, column: 7, scope: !1312, inlinedAt: !1457)
!1512 = !DILocation(line: 418, column: 7, scope: !1170, inlinedAt: !1457)
!1513 = !DILocation(line: 419, column: 5, scope: !1312, inlinedAt: !1457)
!1514 = !DILocation(line: 419, column: 18, scope: !1312, inlinedAt: !1457)
!1515 = !DILocation(line: 441, column: 10, scope: !1342, inlinedAt: !1455)
!1516 = !DILocation(line: 451, column: 28, scope: !1448)
!1517 = distinct !DISubprogram(name: "atoll", scope: !3, file: !3, line: 452, type: !1518, scopeLine: 452, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1520)
!1518 = !DISubroutineType(types: !1519)
!1519 = !{!20, !25}
!1520 = !{!1521}
!1521 = !DILocalVariable(name: "s", arg: 1, scope: !1517, file: !3, line: 452, type: !25)
!1522 = !DILocation(line: 0, scope: !1517)
!1523 = !DILocation(line: 0, scope: !1152, inlinedAt: !1524)
!1524 = distinct !DILocation(line: 452, column: 41, scope: !1517)
!1525 = !DILocation(line: 0, scope: !1170, inlinedAt: !1526)
!1526 = distinct !DILocation(line: 426, column: 26, scope: !1152, inlinedAt: !1524)
!1527 = !DILocation(line: 390, column: 3, scope: !1170, inlinedAt: !1526)
!1528 = !DILocation(line: 390, column: 33, scope: !1170, inlinedAt: !1526)
!1529 = !DILocation(line: 390, column: 18, scope: !1170, inlinedAt: !1526)
!1530 = !DILocation(line: 0, scope: !1010, inlinedAt: !1531)
!1531 = distinct !DILocation(line: 390, column: 10, scope: !1170, inlinedAt: !1526)
!1532 = !DILocation(line: 0, scope: !977, inlinedAt: !1533)
!1533 = distinct !DILocation(line: 322, column: 29, scope: !1010, inlinedAt: !1531)
!1534 = !DILocation(line: 318, column: 55, scope: !977, inlinedAt: !1533)
!1535 = !DILocation(line: 322, column: 36, scope: !1010, inlinedAt: !1531)
!1536 = !DILocation(line: 391, column: 6, scope: !1170, inlinedAt: !1526)
!1537 = distinct !{!1537, !1527, !1536, !324}
!1538 = !DILocation(line: 393, column: 17, scope: !1202, inlinedAt: !1526)
!1539 = !DILocation(line: 394, column: 14, scope: !1204, inlinedAt: !1526)
!1540 = !DILocation(line: 404, column: 7, scope: !1170, inlinedAt: !1526)
!1541 = !DILocation(line: 363, column: 38, scope: !1233, inlinedAt: !1542)
!1542 = distinct !DILocation(line: 410, column: 26, scope: !1170, inlinedAt: !1526)
!1543 = !DILocation(line: 318, column: 55, scope: !977, inlinedAt: !1544)
!1544 = distinct !DILocation(line: 320, column: 29, scope: !988, inlinedAt: !1545)
!1545 = distinct !DILocation(line: 364, column: 9, scope: !1265, inlinedAt: !1542)
!1546 = !DILocation(line: 364, column: 17, scope: !1265, inlinedAt: !1542)
!1547 = !DILocation(line: 0, scope: !1220, inlinedAt: !1542)
!1548 = !DILocation(line: 0, scope: !1233, inlinedAt: !1542)
!1549 = !DILocation(line: 0, scope: !988, inlinedAt: !1545)
!1550 = !DILocation(line: 0, scope: !977, inlinedAt: !1544)
!1551 = !DILocation(line: 320, column: 36, scope: !988, inlinedAt: !1545)
!1552 = !DILocation(line: 364, column: 9, scope: !1265, inlinedAt: !1542)
!1553 = !DILocation(line: 364, column: 9, scope: !1233, inlinedAt: !1542)
!1554 = !DILocation(line: 365, column: 13, scope: !1265, inlinedAt: !1542)
!1555 = !DILocation(line: 365, column: 7, scope: !1265, inlinedAt: !1542)
!1556 = !DILocation(line: 0, scope: !970, inlinedAt: !1557)
!1557 = distinct !DILocation(line: 366, column: 14, scope: !1278, inlinedAt: !1542)
!1558 = !DILocation(line: 0, scope: !977, inlinedAt: !1559)
!1559 = distinct !DILocation(line: 319, column: 29, scope: !970, inlinedAt: !1557)
!1560 = !DILocation(line: 319, column: 36, scope: !970, inlinedAt: !1557)
!1561 = !DILocation(line: 366, column: 14, scope: !1278, inlinedAt: !1542)
!1562 = !DILocation(line: 366, column: 14, scope: !1265, inlinedAt: !1542)
!1563 = !DILocation(line: 0, scope: !1109, inlinedAt: !1564)
!1564 = distinct !DILocation(line: 367, column: 11, scope: !1278, inlinedAt: !1542)
!1565 = !DILocation(line: 331, column: 52, scope: !1109, inlinedAt: !1564)
!1566 = !DILocation(line: 367, column: 28, scope: !1278, inlinedAt: !1542)
!1567 = !DILocation(line: 0, scope: !1265, inlinedAt: !1542)
!1568 = !DILocation(line: 370, column: 11, scope: !1290, inlinedAt: !1542)
!1569 = !DILocation(line: 370, column: 9, scope: !1233, inlinedAt: !1542)
!1570 = !DILocation(line: 375, column: 22, scope: !1293, inlinedAt: !1542)
!1571 = !DILocation(line: 361, column: 3, scope: !1220, inlinedAt: !1542)
!1572 = !DILocation(line: 361, column: 3, scope: !1235, inlinedAt: !1542)
!1573 = !DILocation(line: 373, column: 9, scope: !1233, inlinedAt: !1542)
!1574 = distinct !{!1574, !1572, !1575, !1299}
!1575 = !DILocation(line: 381, column: 3, scope: !1235, inlinedAt: !1542)
!1576 = !DILocation(line: 375, column: 20, scope: !1293, inlinedAt: !1542)
!1577 = !DILocation(line: 375, column: 45, scope: !1293, inlinedAt: !1542)
!1578 = !DILocation(line: 375, column: 11, scope: !1293, inlinedAt: !1542)
!1579 = !DILocation(line: 375, column: 9, scope: !1233, inlinedAt: !1542)
!1580 = !DILocation(line: 418, column: 7, scope: !1312, inlinedAt: !1526)
!1581 = !DILocation(line: 418, column: 7, scope: !1170, inlinedAt: !1526)
!1582 = !DILocation(line: 419, column: 5, scope: !1312, inlinedAt: !1526)
!1583 = !DILocation(line: 419, column: 18, scope: !1312, inlinedAt: !1526)
!1584 = !DILocation(line: 428, column: 10, scope: !1152, inlinedAt: !1524)
!1585 = !DILocation(line: 452, column: 34, scope: !1517)
!1586 = distinct !DISubprogram(name: "srand", scope: !3, file: !3, line: 458, type: !1587, scopeLine: 458, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1589)
!1587 = !DISubroutineType(types: !1588)
!1588 = !{null, !6}
!1589 = !{!1590, !1591, !1592, !1594, !1597, !1598}
!1590 = !DILocalVariable(name: "seed", arg: 1, scope: !1586, file: !3, line: 458, type: !6)
!1591 = !DILocalVariable(name: "word", scope: !1586, file: !3, line: 459, type: !24)
!1592 = !DILocalVariable(name: "i", scope: !1593, file: !3, line: 461, type: !23)
!1593 = distinct !DILexicalBlock(scope: !1586, file: !3, line: 461, column: 3)
!1594 = !DILocalVariable(name: "hi", scope: !1595, file: !3, line: 463, type: !21)
!1595 = distinct !DILexicalBlock(scope: !1596, file: !3, line: 461, column: 32)
!1596 = distinct !DILexicalBlock(scope: !1593, file: !3, line: 461, column: 3)
!1597 = !DILocalVariable(name: "lo", scope: !1595, file: !3, line: 464, type: !21)
!1598 = !DILocalVariable(name: "i", scope: !1599, file: !3, line: 473, type: !23)
!1599 = distinct !DILexicalBlock(scope: !1586, file: !3, line: 473, column: 3)
!1600 = !DILocation(line: 0, scope: !1586)
!1601 = !DILocation(line: 459, column: 14, scope: !1586)
!1602 = !DILocation(line: 460, column: 17, scope: !1586)
!1603 = !DILocation(line: 0, scope: !1593)
!1604 = !DILocation(line: 461, column: 3, scope: !1593)
!1605 = !DILocation(line: 472, column: 15, scope: !1586)
!1606 = !DILocation(line: 0, scope: !1599)
!1607 = !DILocation(line: 473, column: 3, scope: !1599)
!1608 = !DILocation(line: 463, column: 20, scope: !1595)
!1609 = !DILocation(line: 0, scope: !1595)
!1610 = !DILocation(line: 464, column: 20, scope: !1595)
!1611 = !DILocation(line: 465, column: 24, scope: !1595)
!1612 = !DILocation(line: 465, column: 36, scope: !1595)
!1613 = !DILocation(line: 465, column: 29, scope: !1595)
!1614 = !DILocation(line: 466, column: 14, scope: !1615)
!1615 = distinct !DILexicalBlock(scope: !1595, file: !3, line: 466, column: 9)
!1616 = !DILocation(line: 466, column: 9, scope: !1595)
!1617 = !DILocation(line: 468, column: 5, scope: !1595)
!1618 = !DILocation(line: 468, column: 19, scope: !1595)
!1619 = !DILocation(line: 461, column: 28, scope: !1596)
!1620 = !DILocation(line: 461, column: 21, scope: !1596)
!1621 = distinct !{!1621, !1604, !1622, !324}
!1622 = !DILocation(line: 469, column: 3, scope: !1593)
!1623 = !DILocation(line: 0, scope: !1624)
!1624 = distinct !DILexicalBlock(scope: !1625, file: !3, line: 473, column: 33)
!1625 = distinct !DILexicalBlock(scope: !1599, file: !3, line: 473, column: 3)
!1626 = !DILocation(line: 478, column: 1, scope: !1586)
!1627 = !DILocation(line: 474, column: 42, scope: !1624)
!1628 = !DILocation(line: 474, column: 73, scope: !1624)
!1629 = !DILocation(line: 474, column: 61, scope: !1624)
!1630 = !DILocation(line: 474, column: 24, scope: !1624)
!1631 = !DILocation(line: 475, column: 22, scope: !1624)
!1632 = !DILocation(line: 475, column: 27, scope: !1624)
!1633 = !DILocation(line: 476, column: 22, scope: !1624)
!1634 = !DILocation(line: 476, column: 27, scope: !1624)
!1635 = !DILocation(line: 473, column: 29, scope: !1625)
!1636 = !DILocation(line: 473, column: 21, scope: !1625)
!1637 = distinct !{!1637, !1607, !1638, !324}
!1638 = !DILocation(line: 477, column: 3, scope: !1599)
!1639 = distinct !DISubprogram(name: "rand", scope: !3, file: !3, line: 480, type: !1640, scopeLine: 480, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1642)
!1640 = !DISubroutineType(types: !1641)
!1641 = !{!23}
!1642 = !{!1643, !1644}
!1643 = !DILocalVariable(name: "v", scope: !1639, file: !3, line: 483, type: !6)
!1644 = !DILocalVariable(name: "result", scope: !1639, file: !3, line: 485, type: !23)
!1645 = !DILocation(line: 481, column: 8, scope: !1646)
!1646 = distinct !DILexicalBlock(scope: !1639, file: !3, line: 481, column: 7)
!1647 = !DILocation(line: 481, column: 7, scope: !1639)
!1648 = !DILocation(line: 483, column: 37, scope: !1639)
!1649 = !DILocation(line: 483, column: 68, scope: !1639)
!1650 = !DILocation(line: 0, scope: !1586, inlinedAt: !1651)
!1651 = distinct !DILocation(line: 482, column: 5, scope: !1646)
!1652 = !DILocation(line: 460, column: 17, scope: !1586, inlinedAt: !1651)
!1653 = !DILocation(line: 0, scope: !1593, inlinedAt: !1651)
!1654 = !DILocation(line: 461, column: 3, scope: !1593, inlinedAt: !1651)
!1655 = !DILocation(line: 472, column: 15, scope: !1586, inlinedAt: !1651)
!1656 = !DILocation(line: 0, scope: !1599, inlinedAt: !1651)
!1657 = !DILocation(line: 473, column: 3, scope: !1599, inlinedAt: !1651)
!1658 = !DILocation(line: 463, column: 20, scope: !1595, inlinedAt: !1651)
!1659 = !DILocation(line: 0, scope: !1595, inlinedAt: !1651)
!1660 = !DILocation(line: 464, column: 20, scope: !1595, inlinedAt: !1651)
!1661 = !DILocation(line: 465, column: 24, scope: !1595, inlinedAt: !1651)
!1662 = !DILocation(line: 465, column: 36, scope: !1595, inlinedAt: !1651)
!1663 = !DILocation(line: 465, column: 29, scope: !1595, inlinedAt: !1651)
!1664 = !DILocation(line: 466, column: 14, scope: !1615, inlinedAt: !1651)
!1665 = !DILocation(line: 466, column: 9, scope: !1595, inlinedAt: !1651)
!1666 = !DILocation(line: 468, column: 5, scope: !1595, inlinedAt: !1651)
!1667 = !DILocation(line: 468, column: 19, scope: !1595, inlinedAt: !1651)
!1668 = !DILocation(line: 461, column: 28, scope: !1596, inlinedAt: !1651)
!1669 = !DILocation(line: 461, column: 21, scope: !1596, inlinedAt: !1651)
!1670 = distinct !{!1670, !1654, !1671, !324}
!1671 = !DILocation(line: 469, column: 3, scope: !1593, inlinedAt: !1651)
!1672 = !DILocation(line: 474, column: 42, scope: !1624, inlinedAt: !1651)
!1673 = !DILocation(line: 474, column: 73, scope: !1624, inlinedAt: !1651)
!1674 = !DILocation(line: 474, column: 61, scope: !1624, inlinedAt: !1651)
!1675 = !DILocation(line: 474, column: 24, scope: !1624, inlinedAt: !1651)
!1676 = !DILocation(line: 475, column: 22, scope: !1624, inlinedAt: !1651)
!1677 = !DILocation(line: 475, column: 27, scope: !1624, inlinedAt: !1651)
!1678 = !DILocation(line: 476, column: 22, scope: !1624, inlinedAt: !1651)
!1679 = !DILocation(line: 476, column: 27, scope: !1624, inlinedAt: !1651)
!1680 = !DILocation(line: 473, column: 29, scope: !1625, inlinedAt: !1651)
!1681 = !DILocation(line: 473, column: 21, scope: !1625, inlinedAt: !1651)
!1682 = distinct !{!1682, !1657, !1683, !324}
!1683 = !DILocation(line: 477, column: 3, scope: !1599, inlinedAt: !1651)
!1684 = !DILocation(line: 483, column: 26, scope: !1639)
!1685 = !DILocation(line: 483, column: 57, scope: !1639)
!1686 = !DILocation(line: 483, column: 45, scope: !1639)
!1687 = !DILocation(line: 0, scope: !1639)
!1688 = !DILocation(line: 484, column: 22, scope: !1639)
!1689 = !DILocation(line: 485, column: 24, scope: !1639)
!1690 = !DILocation(line: 486, column: 20, scope: !1639)
!1691 = !DILocation(line: 486, column: 25, scope: !1639)
!1692 = !DILocation(line: 486, column: 10, scope: !1639)
!1693 = !DILocation(line: 487, column: 20, scope: !1639)
!1694 = !DILocation(line: 487, column: 25, scope: !1639)
!1695 = !DILocation(line: 487, column: 10, scope: !1639)
!1696 = !DILocation(line: 488, column: 3, scope: !1639)
!1697 = distinct !DISubprogram(name: "qsort", scope: !3, file: !3, line: 518, type: !1698, scopeLine: 518, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1703)
!1698 = !DISubroutineType(types: !1699)
!1699 = !{null, !17, !332, !332, !1700}
!1700 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1701, size: 32)
!1701 = !DISubroutineType(types: !1702)
!1702 = !{!23, !330, !330}
!1703 = !{!1704, !1705, !1706, !1707, !1708}
!1704 = !DILocalVariable(name: "base", arg: 1, scope: !1697, file: !3, line: 518, type: !17)
!1705 = !DILocalVariable(name: "n", arg: 2, scope: !1697, file: !3, line: 518, type: !332)
!1706 = !DILocalVariable(name: "size", arg: 3, scope: !1697, file: !3, line: 518, type: !332)
!1707 = !DILocalVariable(name: "cmp", arg: 4, scope: !1697, file: !3, line: 518, type: !1700)
!1708 = !DILocalVariable(name: "tmp", scope: !1697, file: !3, line: 521, type: !14)
!1709 = !DILocation(line: 0, scope: !1697)
!1710 = !DILocation(line: 519, column: 9, scope: !1711)
!1711 = distinct !DILexicalBlock(scope: !1697, file: !3, line: 519, column: 7)
!1712 = !DILocation(line: 519, column: 14, scope: !1711)
!1713 = !DILocation(line: 521, column: 24, scope: !1697)
!1714 = !DILocation(line: 521, column: 15, scope: !1697)
!1715 = !DILocation(line: 522, column: 8, scope: !1716)
!1716 = distinct !DILexicalBlock(scope: !1697, file: !3, line: 522, column: 7)
!1717 = !DILocation(line: 522, column: 7, scope: !1697)
!1718 = !DILocation(line: 523, column: 5, scope: !1716)
!1719 = !DILocation(line: 524, column: 3, scope: !1697)
!1720 = !DILocation(line: 525, column: 3, scope: !1697)
!1721 = !DILocation(line: 526, column: 1, scope: !1697)
!1722 = !DISubprogram(name: "abort", scope: !3, file: !3, line: 29, type: !95, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1723 = distinct !DISubprogram(name: "msort", scope: !3, file: !3, line: 492, type: !1724, scopeLine: 493, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1726)
!1724 = !DISubroutineType(types: !1725)
!1725 = !{null, !14, !332, !332, !1700, !14}
!1726 = !{!1727, !1728, !1729, !1730, !1731, !1732, !1733, !1734, !1735, !1736}
!1727 = !DILocalVariable(name: "b", arg: 1, scope: !1723, file: !3, line: 492, type: !14)
!1728 = !DILocalVariable(name: "n", arg: 2, scope: !1723, file: !3, line: 492, type: !332)
!1729 = !DILocalVariable(name: "size", arg: 3, scope: !1723, file: !3, line: 492, type: !332)
!1730 = !DILocalVariable(name: "cmp", arg: 4, scope: !1723, file: !3, line: 492, type: !1700)
!1731 = !DILocalVariable(name: "tmp", arg: 5, scope: !1723, file: !3, line: 493, type: !14)
!1732 = !DILocalVariable(name: "n1", scope: !1723, file: !3, line: 496, type: !332)
!1733 = !DILocalVariable(name: "n2", scope: !1723, file: !3, line: 496, type: !332)
!1734 = !DILocalVariable(name: "b1", scope: !1723, file: !3, line: 497, type: !14)
!1735 = !DILocalVariable(name: "b2", scope: !1723, file: !3, line: 497, type: !14)
!1736 = !DILocalVariable(name: "out", scope: !1723, file: !3, line: 500, type: !14)
!1737 = !DILocation(line: 0, scope: !1723)
!1738 = !DILocation(line: 494, column: 9, scope: !1739)
!1739 = distinct !DILexicalBlock(scope: !1723, file: !3, line: 494, column: 7)
!1740 = !DILocation(line: 494, column: 7, scope: !1723)
!1741 = !DILocation(line: 496, column: 17, scope: !1723)
!1742 = !DILocation(line: 496, column: 29, scope: !1723)
!1743 = !DILocation(line: 497, column: 30, scope: !1723)
!1744 = !DILocation(line: 497, column: 25, scope: !1723)
!1745 = !DILocation(line: 498, column: 3, scope: !1723)
!1746 = !DILocation(line: 499, column: 3, scope: !1723)
!1747 = !DILocation(line: 501, column: 17, scope: !1723)
!1748 = !DILocation(line: 501, column: 3, scope: !1723)
!1749 = !DILocation(line: 502, column: 9, scope: !1750)
!1750 = distinct !DILexicalBlock(scope: !1751, file: !3, line: 502, column: 9)
!1751 = distinct !DILexicalBlock(scope: !1723, file: !3, line: 501, column: 28)
!1752 = !DILocation(line: 502, column: 21, scope: !1750)
!1753 = !DILocation(line: 502, column: 9, scope: !1751)
!1754 = !DILocation(line: 503, column: 7, scope: !1755)
!1755 = distinct !DILexicalBlock(scope: !1750, file: !3, line: 502, column: 27)
!1756 = !DILocation(line: 504, column: 10, scope: !1755)
!1757 = !DILocation(line: 505, column: 9, scope: !1755)
!1758 = !DILocation(line: 506, column: 5, scope: !1755)
!1759 = !DILocation(line: 507, column: 7, scope: !1760)
!1760 = distinct !DILexicalBlock(scope: !1750, file: !3, line: 506, column: 12)
!1761 = !DILocation(line: 508, column: 10, scope: !1760)
!1762 = !DILocation(line: 509, column: 9, scope: !1760)
!1763 = !DILocation(line: 511, column: 9, scope: !1751)
!1764 = !DILocation(line: 501, column: 13, scope: !1723)
!1765 = distinct !{!1765, !1748, !1766, !324}
!1766 = !DILocation(line: 512, column: 3, scope: !1723)
!1767 = !DILocation(line: 513, column: 7, scope: !1723)
!1768 = !DILocation(line: 514, column: 24, scope: !1769)
!1769 = distinct !DILexicalBlock(scope: !1723, file: !3, line: 513, column: 7)
!1770 = !DILocation(line: 514, column: 5, scope: !1769)
!1771 = !DILocation(line: 515, column: 21, scope: !1723)
!1772 = !DILocation(line: 515, column: 27, scope: !1723)
!1773 = !DILocation(line: 515, column: 3, scope: !1723)
!1774 = !DILocation(line: 516, column: 1, scope: !1723)
!1775 = !DISubprogram(name: "free", scope: !3, file: !3, line: 24, type: !121, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1776 = distinct !DISubprogram(name: "bsearch", scope: !3, file: !3, line: 528, type: !1777, scopeLine: 529, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1779)
!1777 = !DISubroutineType(types: !1778)
!1778 = !{!17, !330, !330, !332, !332, !1700}
!1779 = !{!1780, !1781, !1782, !1783, !1784, !1785, !1786, !1787, !1789, !1790}
!1780 = !DILocalVariable(name: "key", arg: 1, scope: !1776, file: !3, line: 528, type: !330)
!1781 = !DILocalVariable(name: "base", arg: 2, scope: !1776, file: !3, line: 528, type: !330)
!1782 = !DILocalVariable(name: "n", arg: 3, scope: !1776, file: !3, line: 528, type: !332)
!1783 = !DILocalVariable(name: "size", arg: 4, scope: !1776, file: !3, line: 528, type: !332)
!1784 = !DILocalVariable(name: "cmp", arg: 5, scope: !1776, file: !3, line: 529, type: !1700)
!1785 = !DILocalVariable(name: "lo", scope: !1776, file: !3, line: 530, type: !332)
!1786 = !DILocalVariable(name: "hi", scope: !1776, file: !3, line: 530, type: !332)
!1787 = !DILocalVariable(name: "mid", scope: !1788, file: !3, line: 532, type: !332)
!1788 = distinct !DILexicalBlock(scope: !1776, file: !3, line: 531, column: 19)
!1789 = !DILocalVariable(name: "p", scope: !1788, file: !3, line: 533, type: !25)
!1790 = !DILocalVariable(name: "c", scope: !1788, file: !3, line: 534, type: !23)
!1791 = !DILocation(line: 0, scope: !1776)
!1792 = !DILocation(line: 531, column: 3, scope: !1776)
!1793 = !DILocation(line: 530, column: 18, scope: !1776)
!1794 = !DILocation(line: 530, column: 10, scope: !1776)
!1795 = !DILocation(line: 531, column: 13, scope: !1776)
!1796 = !DILocation(line: 532, column: 27, scope: !1788)
!1797 = !DILocation(line: 532, column: 33, scope: !1788)
!1798 = !DILocation(line: 532, column: 21, scope: !1788)
!1799 = !DILocation(line: 0, scope: !1788)
!1800 = !DILocation(line: 533, column: 46, scope: !1788)
!1801 = !DILocation(line: 533, column: 40, scope: !1788)
!1802 = !DILocation(line: 534, column: 13, scope: !1788)
!1803 = !DILocation(line: 535, column: 11, scope: !1804)
!1804 = distinct !DILexicalBlock(scope: !1788, file: !3, line: 535, column: 9)
!1805 = !DILocation(line: 535, column: 9, scope: !1788)
!1806 = distinct !{!1806, !1792, !1807, !324}
!1807 = !DILocation(line: 541, column: 3, scope: !1776)
!1808 = !DILocation(line: 543, column: 1, scope: !1776)
!1809 = distinct !DISubprogram(name: "pthread_once", scope: !3, file: !3, line: 552, type: !1810, scopeLine: 552, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1812)
!1810 = !DISubroutineType(types: !1811)
!1811 = !{!23, !39, !94}
!1812 = !{!1813, !1814}
!1813 = !DILocalVariable(name: "once", arg: 1, scope: !1809, file: !3, line: 552, type: !39)
!1814 = !DILocalVariable(name: "init", arg: 2, scope: !1809, file: !3, line: 552, type: !94)
!1815 = !DILocation(line: 0, scope: !1809)
!1816 = !DILocation(line: 553, column: 3, scope: !1809)
!1817 = !DILocation(line: 554, column: 7, scope: !1818)
!1818 = distinct !DILexicalBlock(scope: !1809, file: !3, line: 554, column: 7)
!1819 = !DILocation(line: 554, column: 13, scope: !1818)
!1820 = !DILocation(line: 554, column: 7, scope: !1809)
!1821 = !DILocation(line: 555, column: 11, scope: !1822)
!1822 = distinct !DILexicalBlock(scope: !1818, file: !3, line: 554, column: 19)
!1823 = !DILocation(line: 556, column: 5, scope: !1822)
!1824 = !DILocation(line: 557, column: 5, scope: !1822)
!1825 = !DILocation(line: 558, column: 11, scope: !1822)
!1826 = !DILocation(line: 559, column: 5, scope: !1822)
!1827 = !DILocation(line: 561, column: 3, scope: !1809)
!1828 = !DILocation(line: 562, column: 3, scope: !1809)
!1829 = !DILocation(line: 563, column: 3, scope: !1809)
!1830 = !DILocation(line: 564, column: 1, scope: !1809)
!1831 = !DISubprogram(name: "__VERIFIER_atomic_begin", scope: !3, file: !3, line: 547, type: !95, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1832 = !DISubprogram(name: "__VERIFIER_atomic_end", scope: !3, file: !3, line: 548, type: !95, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1833 = !DISubprogram(name: "__pancam_await_eq", scope: !3, file: !3, line: 549, type: !1834, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1834 = !DISubroutineType(types: !1835)
!1835 = !{null, !39, !23}
!1836 = distinct !DISubprogram(name: "pthread_key_create", scope: !3, file: !3, line: 574, type: !1837, scopeLine: 574, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1840)
!1837 = !DISubroutineType(types: !1838)
!1838 = !{!23, !1839, !120}
!1839 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 32)
!1840 = !{!1841, !1842, !1843}
!1841 = !DILocalVariable(name: "key", arg: 1, scope: !1836, file: !3, line: 574, type: !1839)
!1842 = !DILocalVariable(name: "dtor", arg: 2, scope: !1836, file: !3, line: 574, type: !120)
!1843 = !DILocalVariable(name: "k", scope: !1844, file: !3, line: 576, type: !6)
!1844 = distinct !DILexicalBlock(scope: !1836, file: !3, line: 576, column: 3)
!1845 = !DILocation(line: 0, scope: !1836)
!1846 = !DILocation(line: 575, column: 3, scope: !1836)
!1847 = !DILocation(line: 0, scope: !1844)
!1848 = !DILocation(line: 576, column: 3, scope: !1844)
!1849 = !DILocation(line: 577, column: 10, scope: !1850)
!1850 = distinct !DILexicalBlock(scope: !1851, file: !3, line: 577, column: 9)
!1851 = distinct !DILexicalBlock(scope: !1852, file: !3, line: 576, column: 43)
!1852 = distinct !DILexicalBlock(scope: !1844, file: !3, line: 576, column: 3)
!1853 = !DILocation(line: 577, column: 9, scope: !1851)
!1854 = !DILocation(line: 578, column: 19, scope: !1855)
!1855 = distinct !DILexicalBlock(scope: !1850, file: !3, line: 577, column: 23)
!1856 = !DILocation(line: 579, column: 7, scope: !1855)
!1857 = !DILocation(line: 579, column: 19, scope: !1855)
!1858 = !DILocation(line: 580, column: 11, scope: !1859)
!1859 = distinct !DILexicalBlock(scope: !1855, file: !3, line: 580, column: 11)
!1860 = !DILocation(line: 580, column: 11, scope: !1855)
!1861 = !DILocation(line: 581, column: 27, scope: !1859)
!1862 = !DILocation(line: 581, column: 9, scope: !1859)
!1863 = !DILocation(line: 576, column: 39, scope: !1852)
!1864 = !DILocation(line: 576, column: 26, scope: !1852)
!1865 = distinct !{!1865, !1848, !1866, !324}
!1866 = !DILocation(line: 586, column: 3, scope: !1844)
!1867 = !DILocation(line: 582, column: 7, scope: !1855)
!1868 = !DILocation(line: 583, column: 12, scope: !1855)
!1869 = !DILocation(line: 587, column: 3, scope: !1836)
!1870 = !DILocation(line: 588, column: 3, scope: !1836)
!1871 = !DILocation(line: 589, column: 1, scope: !1836)
!1872 = distinct !DISubprogram(name: "pthread_key_delete", scope: !3, file: !3, line: 591, type: !1873, scopeLine: 591, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1875)
!1873 = !DISubroutineType(types: !1874)
!1874 = !{!23, !6}
!1875 = !{!1876}
!1876 = !DILocalVariable(name: "key", arg: 1, scope: !1872, file: !3, line: 591, type: !6)
!1877 = !DILocation(line: 0, scope: !1872)
!1878 = !DILocation(line: 592, column: 3, scope: !1872)
!1879 = !DILocation(line: 593, column: 11, scope: !1880)
!1880 = distinct !DILexicalBlock(scope: !1872, file: !3, line: 593, column: 7)
!1881 = !DILocation(line: 593, column: 23, scope: !1880)
!1882 = !DILocation(line: 593, column: 27, scope: !1880)
!1883 = !DILocation(line: 593, column: 7, scope: !1872)
!1884 = !DILocation(line: 597, column: 7, scope: !1885)
!1885 = distinct !DILexicalBlock(scope: !1872, file: !3, line: 597, column: 7)
!1886 = !DILocation(line: 597, column: 7, scope: !1872)
!1887 = !DILocation(line: 598, column: 23, scope: !1885)
!1888 = !DILocation(line: 598, column: 5, scope: !1885)
!1889 = !DILocation(line: 599, column: 17, scope: !1872)
!1890 = !DILocation(line: 600, column: 17, scope: !1872)
!1891 = !DILocation(line: 602, column: 3, scope: !1872)
!1892 = !DILocation(line: 603, column: 1, scope: !1872)
!1893 = distinct !DISubprogram(name: "__pancam_tsd_run", scope: !3, file: !3, line: 609, type: !95, scopeLine: 609, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1894)
!1894 = !{!1895, !1897, !1900, !1902, !1905}
!1895 = !DILocalVariable(name: "round", scope: !1896, file: !3, line: 610, type: !23)
!1896 = distinct !DILexicalBlock(scope: !1893, file: !3, line: 610, column: 3)
!1897 = !DILocalVariable(name: "again", scope: !1898, file: !3, line: 611, type: !23)
!1898 = distinct !DILexicalBlock(scope: !1899, file: !3, line: 610, column: 43)
!1899 = distinct !DILexicalBlock(scope: !1896, file: !3, line: 610, column: 3)
!1900 = !DILocalVariable(name: "k", scope: !1901, file: !3, line: 612, type: !6)
!1901 = distinct !DILexicalBlock(scope: !1898, file: !3, line: 612, column: 5)
!1902 = !DILocalVariable(name: "v", scope: !1903, file: !3, line: 613, type: !17)
!1903 = distinct !DILexicalBlock(scope: !1904, file: !3, line: 612, column: 45)
!1904 = distinct !DILexicalBlock(scope: !1901, file: !3, line: 612, column: 5)
!1905 = !DILocalVariable(name: "dtor", scope: !1903, file: !3, line: 614, type: !120)
!1906 = !DILocation(line: 0, scope: !1896)
!1907 = !DILocation(line: 0, scope: !1901)
!1908 = !DILocation(line: 0, scope: !1898)
!1909 = !DILocation(line: 612, column: 5, scope: !1901)
!1910 = !DILocation(line: 613, column: 17, scope: !1903)
!1911 = !DILocation(line: 0, scope: !1903)
!1912 = !DILocation(line: 614, column: 30, scope: !1903)
!1913 = !DILocation(line: 615, column: 11, scope: !1914)
!1914 = distinct !DILexicalBlock(scope: !1903, file: !3, line: 615, column: 11)
!1915 = !DILocation(line: 615, column: 13, scope: !1914)
!1916 = !DILocation(line: 612, column: 41, scope: !1904)
!1917 = !DILocation(line: 612, column: 28, scope: !1904)
!1918 = distinct !{!1918, !1909, !1919, !324}
!1919 = !DILocation(line: 620, column: 5, scope: !1901)
!1920 = !DILocation(line: 616, column: 22, scope: !1921)
!1921 = distinct !DILexicalBlock(scope: !1914, file: !3, line: 615, column: 22)
!1922 = !DILocation(line: 617, column: 9, scope: !1921)
!1923 = !DILocation(line: 624, column: 1, scope: !1893)
!1924 = distinct !DISubprogram(name: "pthread_getspecific", scope: !3, file: !3, line: 626, type: !1925, scopeLine: 626, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1927)
!1925 = !DISubroutineType(types: !1926)
!1926 = !{!17, !6}
!1927 = !{!1928}
!1928 = !DILocalVariable(name: "key", arg: 1, scope: !1924, file: !3, line: 626, type: !6)
!1929 = !DILocation(line: 0, scope: !1924)
!1930 = !DILocation(line: 626, column: 54, scope: !1924)
!1931 = !DILocation(line: 626, column: 50, scope: !1924)
!1932 = !DILocation(line: 626, column: 67, scope: !1924)
!1933 = !DILocation(line: 626, column: 43, scope: !1924)
!1934 = distinct !DISubprogram(name: "pthread_setspecific", scope: !3, file: !3, line: 628, type: !1935, scopeLine: 628, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1937)
!1935 = !DISubroutineType(types: !1936)
!1936 = !{!23, !6, !330}
!1937 = !{!1938, !1939}
!1938 = !DILocalVariable(name: "key", arg: 1, scope: !1934, file: !3, line: 628, type: !6)
!1939 = !DILocalVariable(name: "value", arg: 2, scope: !1934, file: !3, line: 628, type: !330)
!1940 = !DILocation(line: 0, scope: !1934)
!1941 = !DILocation(line: 629, column: 11, scope: !1942)
!1942 = distinct !DILexicalBlock(scope: !1934, file: !3, line: 629, column: 7)
!1943 = !DILocation(line: 629, column: 23, scope: !1942)
!1944 = !DILocation(line: 629, column: 27, scope: !1942)
!1945 = !DILocation(line: 629, column: 7, scope: !1934)
!1946 = !DILocation(line: 631, column: 3, scope: !1934)
!1947 = !DILocation(line: 631, column: 18, scope: !1934)
!1948 = !DILocation(line: 632, column: 3, scope: !1934)
!1949 = !DILocation(line: 633, column: 1, scope: !1934)
!1950 = distinct !DISubprogram(name: "pthread_mutex_timedlock", scope: !3, file: !3, line: 670, type: !1951, scopeLine: 670, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1953)
!1951 = !DISubroutineType(types: !1952)
!1952 = !{!23, !17, !330}
!1953 = !{!1954, !1955, !1956}
!1954 = !DILocalVariable(name: "m", arg: 1, scope: !1950, file: !3, line: 670, type: !17)
!1955 = !DILocalVariable(name: "abstime", arg: 2, scope: !1950, file: !3, line: 670, type: !330)
!1956 = !DILocalVariable(name: "r", scope: !1950, file: !3, line: 672, type: !23)
!1957 = !DILocation(line: 0, scope: !1950)
!1958 = !DILocation(line: 672, column: 11, scope: !1950)
!1959 = !DILocation(line: 673, column: 9, scope: !1960)
!1960 = distinct !DILexicalBlock(scope: !1950, file: !3, line: 673, column: 7)
!1961 = !DILocation(line: 673, column: 7, scope: !1950)
!1962 = !DILocation(line: 675, column: 7, scope: !1963)
!1963 = distinct !DILexicalBlock(scope: !1950, file: !3, line: 675, column: 7)
!1964 = !DILocation(line: 675, column: 7, scope: !1950)
!1965 = !DILocation(line: 677, column: 10, scope: !1950)
!1966 = !DILocation(line: 677, column: 3, scope: !1950)
!1967 = !DILocation(line: 678, column: 1, scope: !1950)
!1968 = !DISubprogram(name: "pthread_mutex_trylock", scope: !3, file: !3, line: 656, type: !36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1969 = !DISubprogram(name: "__VERIFIER_nondet_bool", scope: !3, file: !3, line: 665, type: !1970, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1970 = !DISubroutineType(types: !1971)
!1971 = !{!1972}
!1972 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!1973 = !DISubprogram(name: "pthread_mutex_lock", scope: !3, file: !3, line: 655, type: !36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1974 = distinct !DISubprogram(name: "thrd_create", scope: !3, file: !3, line: 693, type: !1975, scopeLine: 693, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1979)
!1975 = !DISubroutineType(types: !1976)
!1976 = !{!23, !1977, !35, !17}
!1977 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1978, size: 32)
!1978 = !DIDerivedType(tag: DW_TAG_typedef, name: "pancam_pthread_t", file: !3, line: 645, baseType: !22)
!1979 = !{!1980, !1981, !1982, !1983, !1984}
!1980 = !DILocalVariable(name: "thr", arg: 1, scope: !1974, file: !3, line: 693, type: !1977)
!1981 = !DILocalVariable(name: "func", arg: 2, scope: !1974, file: !3, line: 693, type: !35)
!1982 = !DILocalVariable(name: "arg", arg: 3, scope: !1974, file: !3, line: 693, type: !17)
!1983 = !DILocalVariable(name: "s", scope: !1974, file: !3, line: 694, type: !31)
!1984 = !DILocalVariable(name: "r", scope: !1974, file: !3, line: 699, type: !23)
!1985 = !DILocation(line: 0, scope: !1974)
!1986 = !DILocation(line: 694, column: 33, scope: !1974)
!1987 = !DILocation(line: 695, column: 8, scope: !1988)
!1988 = distinct !DILexicalBlock(scope: !1974, file: !3, line: 695, column: 7)
!1989 = !DILocation(line: 695, column: 7, scope: !1974)
!1990 = !DILocation(line: 697, column: 11, scope: !1974)
!1991 = !{!1992, !304, i64 0}
!1992 = !{!"pancam_thrd_start", !304, i64 0, !304, i64 4}
!1993 = !DILocation(line: 698, column: 6, scope: !1974)
!1994 = !DILocation(line: 698, column: 10, scope: !1974)
!1995 = !{!1992, !304, i64 4}
!1996 = !DILocation(line: 699, column: 11, scope: !1974)
!1997 = !DILocation(line: 700, column: 7, scope: !1998)
!1998 = distinct !DILexicalBlock(scope: !1974, file: !3, line: 700, column: 7)
!1999 = !DILocation(line: 700, column: 7, scope: !1974)
!2000 = !DILocation(line: 701, column: 5, scope: !2001)
!2001 = distinct !DILexicalBlock(scope: !1998, file: !3, line: 700, column: 10)
!2002 = !DILocation(line: 702, column: 14, scope: !2001)
!2003 = !DILocation(line: 702, column: 12, scope: !2001)
!2004 = !DILocation(line: 702, column: 5, scope: !2001)
!2005 = !DILocation(line: 705, column: 1, scope: !1974)
!2006 = !DISubprogram(name: "pthread_create", scope: !3, file: !3, line: 646, type: !2007, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2007 = !DISubroutineType(types: !2008)
!2008 = !{!23, !1977, !330, !2009, !17}
!2009 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2010, size: 32)
!2010 = !DISubroutineType(types: !2011)
!2011 = !{!17, !17}
!2012 = distinct !DISubprogram(name: "pancam_thrd_run", scope: !3, file: !3, line: 687, type: !2010, scopeLine: 687, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2013)
!2013 = !{!2014, !2015}
!2014 = !DILocalVariable(name: "p", arg: 1, scope: !2012, file: !3, line: 687, type: !17)
!2015 = !DILocalVariable(name: "s", scope: !2012, file: !3, line: 688, type: !32)
!2016 = !DILocation(line: 0, scope: !2012)
!2017 = !DILocation(line: 688, column: 32, scope: !2012)
!2018 = !DILocation(line: 689, column: 3, scope: !2012)
!2019 = !DILocation(line: 690, column: 28, scope: !2012)
!2020 = !DILocation(line: 690, column: 10, scope: !2012)
!2021 = !DILocation(line: 690, column: 3, scope: !2012)
!2022 = distinct !DISubprogram(name: "thrd_join", scope: !3, file: !3, line: 707, type: !2023, scopeLine: 707, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2025)
!2023 = !DISubroutineType(types: !2024)
!2024 = !{!23, !1978, !39}
!2025 = !{!2026, !2027, !2028}
!2026 = !DILocalVariable(name: "thr", arg: 1, scope: !2022, file: !3, line: 707, type: !1978)
!2027 = !DILocalVariable(name: "res", arg: 2, scope: !2022, file: !3, line: 707, type: !39)
!2028 = !DILocalVariable(name: "v", scope: !2022, file: !3, line: 708, type: !17)
!2029 = distinct !DIAssignID()
!2030 = !DILocation(line: 0, scope: !2022)
!2031 = !DILocation(line: 708, column: 3, scope: !2022)
!2032 = !DILocation(line: 709, column: 7, scope: !2033)
!2033 = distinct !DILexicalBlock(scope: !2022, file: !3, line: 709, column: 7)
!2034 = !DILocation(line: 709, column: 7, scope: !2022)
!2035 = !DILocation(line: 711, column: 7, scope: !2036)
!2036 = distinct !DILexicalBlock(scope: !2022, file: !3, line: 711, column: 7)
!2037 = !DILocation(line: 711, column: 7, scope: !2022)
!2038 = !DILocation(line: 712, column: 27, scope: !2036)
!2039 = !DILocation(line: 712, column: 17, scope: !2036)
!2040 = !DILocation(line: 712, column: 10, scope: !2036)
!2041 = !DILocation(line: 712, column: 5, scope: !2036)
!2042 = !DILocation(line: 714, column: 1, scope: !2022)
!2043 = !DISubprogram(name: "pthread_join", scope: !3, file: !3, line: 647, type: !2044, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2044 = !DISubroutineType(types: !2045)
!2045 = !{!23, !1978, !2046}
!2046 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 32)
!2047 = distinct !DISubprogram(name: "thrd_exit", scope: !3, file: !3, line: 716, type: !308, scopeLine: 716, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2048)
!2048 = !{!2049}
!2049 = !DILocalVariable(name: "res", arg: 1, scope: !2047, file: !3, line: 716, type: !23)
!2050 = !DILocation(line: 0, scope: !2047)
!2051 = !DILocation(line: 716, column: 40, scope: !2047)
!2052 = !DILocation(line: 716, column: 27, scope: !2047)
!2053 = !DISubprogram(name: "pthread_exit", scope: !3, file: !3, line: 648, type: !121, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!2054 = distinct !DISubprogram(name: "thrd_current", scope: !3, file: !3, line: 717, type: !2055, scopeLine: 717, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!2055 = !DISubroutineType(types: !2056)
!2056 = !{!1978}
!2057 = !DILocation(line: 717, column: 46, scope: !2054)
!2058 = !DILocation(line: 717, column: 39, scope: !2054)
!2059 = !DISubprogram(name: "pthread_self", scope: !3, file: !3, line: 649, type: !2055, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2060 = distinct !DISubprogram(name: "thrd_equal", scope: !3, file: !3, line: 718, type: !2061, scopeLine: 718, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2063)
!2061 = !DISubroutineType(types: !2062)
!2062 = !{!23, !1978, !1978}
!2063 = !{!2064, !2065}
!2064 = !DILocalVariable(name: "a", arg: 1, scope: !2060, file: !3, line: 718, type: !1978)
!2065 = !DILocalVariable(name: "b", arg: 2, scope: !2060, file: !3, line: 718, type: !1978)
!2066 = !DILocation(line: 0, scope: !2060)
!2067 = !DILocation(line: 718, column: 67, scope: !2060)
!2068 = !DILocation(line: 718, column: 58, scope: !2060)
!2069 = distinct !DISubprogram(name: "thrd_detach", scope: !3, file: !3, line: 719, type: !2070, scopeLine: 719, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2072)
!2070 = !DISubroutineType(types: !2071)
!2071 = !{!23, !1978}
!2072 = !{!2073}
!2073 = !DILocalVariable(name: "thr", arg: 1, scope: !2069, file: !3, line: 719, type: !1978)
!2074 = !DILocation(line: 0, scope: !2069)
!2075 = !DILocation(line: 719, column: 48, scope: !2069)
!2076 = !DILocation(line: 719, column: 41, scope: !2069)
!2077 = !DISubprogram(name: "pthread_detach", scope: !3, file: !3, line: 650, type: !2070, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2078 = distinct !DISubprogram(name: "thrd_yield", scope: !3, file: !3, line: 720, type: !95, scopeLine: 720, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!2079 = !DILocation(line: 720, column: 25, scope: !2078)
!2080 = !DILocation(line: 720, column: 40, scope: !2078)
!2081 = !DISubprogram(name: "sched_yield", scope: !3, file: !3, line: 651, type: !1640, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2082 = distinct !DISubprogram(name: "thrd_sleep", scope: !3, file: !3, line: 723, type: !2083, scopeLine: 723, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2085)
!2083 = !DISubroutineType(types: !2084)
!2084 = !{!23, !330, !17}
!2085 = !{!2086, !2087}
!2086 = !DILocalVariable(name: "duration", arg: 1, scope: !2082, file: !3, line: 723, type: !330)
!2087 = !DILocalVariable(name: "remaining", arg: 2, scope: !2082, file: !3, line: 723, type: !17)
!2088 = !DILocation(line: 0, scope: !2082)
!2089 = !DILocation(line: 726, column: 3, scope: !2082)
!2090 = !DILocation(line: 727, column: 3, scope: !2082)
!2091 = distinct !DISubprogram(name: "mtx_init", scope: !3, file: !3, line: 730, type: !2092, scopeLine: 730, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2094)
!2092 = !DISubroutineType(types: !2093)
!2093 = !{!23, !17, !23}
!2094 = !{!2095, !2096, !2097}
!2095 = !DILocalVariable(name: "m", arg: 1, scope: !2091, file: !3, line: 730, type: !17)
!2096 = !DILocalVariable(name: "type", arg: 2, scope: !2091, file: !3, line: 730, type: !23)
!2097 = !DILocalVariable(name: "attr", scope: !2091, file: !3, line: 731, type: !23)
!2098 = distinct !DIAssignID()
!2099 = !DILocation(line: 0, scope: !2091)
!2100 = !DILocation(line: 731, column: 3, scope: !2091)
!2101 = !DILocation(line: 732, column: 3, scope: !2091)
!2102 = !DILocation(line: 733, column: 12, scope: !2103)
!2103 = distinct !DILexicalBlock(scope: !2091, file: !3, line: 733, column: 7)
!2104 = !DILocation(line: 733, column: 7, scope: !2091)
!2105 = !DILocation(line: 734, column: 5, scope: !2103)
!2106 = !DILocation(line: 735, column: 10, scope: !2091)
!2107 = !DILocation(line: 736, column: 1, scope: !2091)
!2108 = !DILocation(line: 735, column: 3, scope: !2091)
!2109 = !DISubprogram(name: "pthread_mutexattr_init", scope: !3, file: !3, line: 652, type: !36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2110 = !DISubprogram(name: "pthread_mutexattr_settype", scope: !3, file: !3, line: 653, type: !2092, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2111 = !DISubprogram(name: "pthread_mutex_init", scope: !3, file: !3, line: 654, type: !1951, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2112 = distinct !DISubprogram(name: "mtx_lock", scope: !3, file: !3, line: 738, type: !36, scopeLine: 738, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2113)
!2113 = !{!2114}
!2114 = !DILocalVariable(name: "m", arg: 1, scope: !2112, file: !3, line: 738, type: !17)
!2115 = !DILocation(line: 0, scope: !2112)
!2116 = !DILocation(line: 738, column: 32, scope: !2112)
!2117 = !DILocation(line: 738, column: 25, scope: !2112)
!2118 = distinct !DISubprogram(name: "mtx_trylock", scope: !3, file: !3, line: 740, type: !36, scopeLine: 740, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2119)
!2119 = !{!2120, !2121}
!2120 = !DILocalVariable(name: "m", arg: 1, scope: !2118, file: !3, line: 740, type: !17)
!2121 = !DILocalVariable(name: "r", scope: !2118, file: !3, line: 741, type: !23)
!2122 = !DILocation(line: 0, scope: !2118)
!2123 = !DILocation(line: 741, column: 11, scope: !2118)
!2124 = !DILocation(line: 742, column: 12, scope: !2118)
!2125 = !DILocation(line: 742, column: 10, scope: !2118)
!2126 = !DILocation(line: 742, column: 3, scope: !2118)
!2127 = distinct !DISubprogram(name: "mtx_timedlock", scope: !3, file: !3, line: 745, type: !1951, scopeLine: 745, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2128)
!2128 = !{!2129, !2130, !2131}
!2129 = !DILocalVariable(name: "m", arg: 1, scope: !2127, file: !3, line: 745, type: !17)
!2130 = !DILocalVariable(name: "abstime", arg: 2, scope: !2127, file: !3, line: 745, type: !330)
!2131 = !DILocalVariable(name: "r", scope: !2127, file: !3, line: 746, type: !23)
!2132 = !DILocation(line: 0, scope: !2127)
!2133 = !DILocation(line: 0, scope: !1950, inlinedAt: !2134)
!2134 = distinct !DILocation(line: 746, column: 11, scope: !2127)
!2135 = !DILocation(line: 672, column: 11, scope: !1950, inlinedAt: !2134)
!2136 = !DILocation(line: 673, column: 9, scope: !1960, inlinedAt: !2134)
!2137 = !DILocation(line: 673, column: 7, scope: !1950, inlinedAt: !2134)
!2138 = !DILocation(line: 675, column: 7, scope: !1963, inlinedAt: !2134)
!2139 = !DILocation(line: 675, column: 7, scope: !1950, inlinedAt: !2134)
!2140 = !DILocation(line: 677, column: 10, scope: !1950, inlinedAt: !2134)
!2141 = !DILocation(line: 677, column: 3, scope: !1950, inlinedAt: !2134)
!2142 = !DILocation(line: 747, column: 10, scope: !2127)
!2143 = !DILocation(line: 747, column: 12, scope: !2127)
!2144 = !DILocation(line: 747, column: 3, scope: !2127)
!2145 = distinct !DISubprogram(name: "mtx_unlock", scope: !3, file: !3, line: 750, type: !36, scopeLine: 750, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2146)
!2146 = !{!2147}
!2147 = !DILocalVariable(name: "m", arg: 1, scope: !2145, file: !3, line: 750, type: !17)
!2148 = !DILocation(line: 0, scope: !2145)
!2149 = !DILocation(line: 750, column: 34, scope: !2145)
!2150 = !DILocation(line: 750, column: 27, scope: !2145)
!2151 = !DISubprogram(name: "pthread_mutex_unlock", scope: !3, file: !3, line: 657, type: !36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2152 = distinct !DISubprogram(name: "mtx_destroy", scope: !3, file: !3, line: 751, type: !121, scopeLine: 751, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2153)
!2153 = !{!2154}
!2154 = !DILocalVariable(name: "m", arg: 1, scope: !2152, file: !3, line: 751, type: !17)
!2155 = !DILocation(line: 0, scope: !2152)
!2156 = !DILocation(line: 751, column: 29, scope: !2152)
!2157 = !DILocation(line: 751, column: 55, scope: !2152)
!2158 = !DISubprogram(name: "pthread_mutex_destroy", scope: !3, file: !3, line: 658, type: !36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2159 = distinct !DISubprogram(name: "cnd_init", scope: !3, file: !3, line: 753, type: !36, scopeLine: 753, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2160)
!2160 = !{!2161}
!2161 = !DILocalVariable(name: "c", arg: 1, scope: !2159, file: !3, line: 753, type: !17)
!2162 = !DILocation(line: 0, scope: !2159)
!2163 = !DILocation(line: 753, column: 32, scope: !2159)
!2164 = !DILocation(line: 753, column: 25, scope: !2159)
!2165 = !DISubprogram(name: "pthread_cond_init", scope: !3, file: !3, line: 659, type: !1951, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2166 = distinct !DISubprogram(name: "cnd_signal", scope: !3, file: !3, line: 754, type: !36, scopeLine: 754, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2167)
!2167 = !{!2168}
!2168 = !DILocalVariable(name: "c", arg: 1, scope: !2166, file: !3, line: 754, type: !17)
!2169 = !DILocation(line: 0, scope: !2166)
!2170 = !DILocation(line: 754, column: 34, scope: !2166)
!2171 = !DILocation(line: 754, column: 27, scope: !2166)
!2172 = !DISubprogram(name: "pthread_cond_signal", scope: !3, file: !3, line: 662, type: !36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2173 = distinct !DISubprogram(name: "cnd_broadcast", scope: !3, file: !3, line: 755, type: !36, scopeLine: 755, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2174)
!2174 = !{!2175}
!2175 = !DILocalVariable(name: "c", arg: 1, scope: !2173, file: !3, line: 755, type: !17)
!2176 = !DILocation(line: 0, scope: !2173)
!2177 = !DILocation(line: 755, column: 37, scope: !2173)
!2178 = !DILocation(line: 755, column: 30, scope: !2173)
!2179 = !DISubprogram(name: "pthread_cond_broadcast", scope: !3, file: !3, line: 663, type: !36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2180 = distinct !DISubprogram(name: "cnd_wait", scope: !3, file: !3, line: 756, type: !2181, scopeLine: 756, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2183)
!2181 = !DISubroutineType(types: !2182)
!2182 = !{!23, !17, !17}
!2183 = !{!2184, !2185}
!2184 = !DILocalVariable(name: "c", arg: 1, scope: !2180, file: !3, line: 756, type: !17)
!2185 = !DILocalVariable(name: "m", arg: 2, scope: !2180, file: !3, line: 756, type: !17)
!2186 = !DILocation(line: 0, scope: !2180)
!2187 = !DILocation(line: 756, column: 41, scope: !2180)
!2188 = !DILocation(line: 756, column: 34, scope: !2180)
!2189 = !DISubprogram(name: "pthread_cond_wait", scope: !3, file: !3, line: 660, type: !2181, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2190 = distinct !DISubprogram(name: "cnd_timedwait", scope: !3, file: !3, line: 758, type: !2191, scopeLine: 758, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2193)
!2191 = !DISubroutineType(types: !2192)
!2192 = !{!23, !17, !17, !330}
!2193 = !{!2194, !2195, !2196, !2197}
!2194 = !DILocalVariable(name: "c", arg: 1, scope: !2190, file: !3, line: 758, type: !17)
!2195 = !DILocalVariable(name: "m", arg: 2, scope: !2190, file: !3, line: 758, type: !17)
!2196 = !DILocalVariable(name: "abstime", arg: 3, scope: !2190, file: !3, line: 758, type: !330)
!2197 = !DILocalVariable(name: "r", scope: !2190, file: !3, line: 759, type: !23)
!2198 = !DILocation(line: 0, scope: !2190)
!2199 = !DILocation(line: 759, column: 11, scope: !2190)
!2200 = !DILocation(line: 760, column: 12, scope: !2190)
!2201 = !DILocation(line: 760, column: 10, scope: !2190)
!2202 = !DILocation(line: 760, column: 3, scope: !2190)
!2203 = !DISubprogram(name: "pthread_cond_timedwait", scope: !3, file: !3, line: 661, type: !2191, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2204 = distinct !DISubprogram(name: "cnd_destroy", scope: !3, file: !3, line: 763, type: !121, scopeLine: 763, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2205)
!2205 = !{!2206}
!2206 = !DILocalVariable(name: "c", arg: 1, scope: !2204, file: !3, line: 763, type: !17)
!2207 = !DILocation(line: 0, scope: !2204)
!2208 = !DILocation(line: 763, column: 29, scope: !2204)
!2209 = !DILocation(line: 763, column: 54, scope: !2204)
!2210 = !DISubprogram(name: "pthread_cond_destroy", scope: !3, file: !3, line: 664, type: !36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2211 = distinct !DISubprogram(name: "call_once", scope: !3, file: !3, line: 765, type: !2212, scopeLine: 765, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2214)
!2212 = !DISubroutineType(types: !2213)
!2213 = !{null, !39, !94}
!2214 = !{!2215, !2216}
!2215 = !DILocalVariable(name: "flag", arg: 1, scope: !2211, file: !3, line: 765, type: !39)
!2216 = !DILocalVariable(name: "func", arg: 2, scope: !2211, file: !3, line: 765, type: !94)
!2217 = !DILocation(line: 0, scope: !2211)
!2218 = !DILocation(line: 0, scope: !1809, inlinedAt: !2219)
!2219 = distinct !DILocation(line: 765, column: 49, scope: !2211)
!2220 = !DILocation(line: 553, column: 3, scope: !1809, inlinedAt: !2219)
!2221 = !DILocation(line: 554, column: 7, scope: !1818, inlinedAt: !2219)
!2222 = !DILocation(line: 554, column: 13, scope: !1818, inlinedAt: !2219)
!2223 = !DILocation(line: 554, column: 7, scope: !1809, inlinedAt: !2219)
!2224 = !DILocation(line: 555, column: 11, scope: !1822, inlinedAt: !2219)
!2225 = !DILocation(line: 556, column: 5, scope: !1822, inlinedAt: !2219)
!2226 = !DILocation(line: 557, column: 5, scope: !1822, inlinedAt: !2219)
!2227 = !DILocation(line: 558, column: 11, scope: !1822, inlinedAt: !2219)
!2228 = !DILocation(line: 559, column: 5, scope: !1822, inlinedAt: !2219)
!2229 = !DILocation(line: 561, column: 3, scope: !1809, inlinedAt: !2219)
!2230 = !DILocation(line: 562, column: 3, scope: !1809, inlinedAt: !2219)
!2231 = !DILocation(line: 563, column: 3, scope: !1809, inlinedAt: !2219)
!2232 = !DILocation(line: 765, column: 75, scope: !2211)
!2233 = distinct !DISubprogram(name: "tss_create", scope: !3, file: !3, line: 767, type: !1837, scopeLine: 767, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2234)
!2234 = !{!2235, !2236}
!2235 = !DILocalVariable(name: "key", arg: 1, scope: !2233, file: !3, line: 767, type: !1839)
!2236 = !DILocalVariable(name: "dtor", arg: 2, scope: !2233, file: !3, line: 767, type: !120)
!2237 = !DILocation(line: 0, scope: !2233)
!2238 = !DILocation(line: 0, scope: !1836, inlinedAt: !2239)
!2239 = distinct !DILocation(line: 768, column: 10, scope: !2233)
!2240 = !DILocation(line: 575, column: 3, scope: !1836, inlinedAt: !2239)
!2241 = !DILocation(line: 0, scope: !1844, inlinedAt: !2239)
!2242 = !DILocation(line: 576, column: 3, scope: !1844, inlinedAt: !2239)
!2243 = !DILocation(line: 577, column: 10, scope: !1850, inlinedAt: !2239)
!2244 = !DILocation(line: 577, column: 9, scope: !1851, inlinedAt: !2239)
!2245 = !DILocation(line: 578, column: 19, scope: !1855, inlinedAt: !2239)
!2246 = !DILocation(line: 579, column: 7, scope: !1855, inlinedAt: !2239)
!2247 = !DILocation(line: 579, column: 19, scope: !1855, inlinedAt: !2239)
!2248 = !DILocation(line: 580, column: 11, scope: !1859, inlinedAt: !2239)
!2249 = !DILocation(line: 580, column: 11, scope: !1855, inlinedAt: !2239)
!2250 = !DILocation(line: 581, column: 27, scope: !1859, inlinedAt: !2239)
!2251 = !DILocation(line: 581, column: 9, scope: !1859, inlinedAt: !2239)
!2252 = !DILocation(line: 576, column: 39, scope: !1852, inlinedAt: !2239)
!2253 = !DILocation(line: 576, column: 26, scope: !1852, inlinedAt: !2239)
!2254 = distinct !{!2254, !2242, !2255, !324}
!2255 = !DILocation(line: 586, column: 3, scope: !1844, inlinedAt: !2239)
!2256 = !DILocation(line: 587, column: 3, scope: !1836, inlinedAt: !2239)
!2257 = !DILocation(line: 768, column: 10, scope: !2233)
!2258 = !DILocation(line: 582, column: 7, scope: !1855, inlinedAt: !2239)
!2259 = !DILocation(line: 583, column: 12, scope: !1855, inlinedAt: !2239)
!2260 = !DILocation(line: 768, column: 3, scope: !2233)
!2261 = distinct !DISubprogram(name: "tss_get", scope: !3, file: !3, line: 771, type: !1925, scopeLine: 771, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2262)
!2262 = !{!2263}
!2263 = !DILocalVariable(name: "key", arg: 1, scope: !2261, file: !3, line: 771, type: !6)
!2264 = !DILocation(line: 0, scope: !2261)
!2265 = !DILocation(line: 0, scope: !1924, inlinedAt: !2266)
!2266 = distinct !DILocation(line: 771, column: 38, scope: !2261)
!2267 = !DILocation(line: 626, column: 54, scope: !1924, inlinedAt: !2266)
!2268 = !DILocation(line: 626, column: 50, scope: !1924, inlinedAt: !2266)
!2269 = !DILocation(line: 626, column: 67, scope: !1924, inlinedAt: !2266)
!2270 = !DILocation(line: 771, column: 31, scope: !2261)
!2271 = distinct !DISubprogram(name: "tss_set", scope: !3, file: !3, line: 773, type: !2272, scopeLine: 773, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2274)
!2272 = !DISubroutineType(types: !2273)
!2273 = !{!23, !6, !17}
!2274 = !{!2275, !2276}
!2275 = !DILocalVariable(name: "key", arg: 1, scope: !2271, file: !3, line: 773, type: !6)
!2276 = !DILocalVariable(name: "value", arg: 2, scope: !2271, file: !3, line: 773, type: !17)
!2277 = !DILocation(line: 0, scope: !2271)
!2278 = !DILocation(line: 0, scope: !1934, inlinedAt: !2279)
!2279 = distinct !DILocation(line: 774, column: 10, scope: !2271)
!2280 = !DILocation(line: 629, column: 11, scope: !1942, inlinedAt: !2279)
!2281 = !DILocation(line: 629, column: 23, scope: !1942, inlinedAt: !2279)
!2282 = !DILocation(line: 629, column: 27, scope: !1942, inlinedAt: !2279)
!2283 = !DILocation(line: 629, column: 7, scope: !1934, inlinedAt: !2279)
!2284 = !DILocation(line: 631, column: 3, scope: !1934, inlinedAt: !2279)
!2285 = !DILocation(line: 631, column: 18, scope: !1934, inlinedAt: !2279)
!2286 = !DILocation(line: 774, column: 10, scope: !2271)
!2287 = !DILocation(line: 774, column: 3, scope: !2271)
!2288 = distinct !DISubprogram(name: "tss_delete", scope: !3, file: !3, line: 777, type: !1587, scopeLine: 777, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2289)
!2289 = !{!2290}
!2290 = !DILocalVariable(name: "key", arg: 1, scope: !2288, file: !3, line: 777, type: !6)
!2291 = !DILocation(line: 0, scope: !2288)
!2292 = !DILocation(line: 0, scope: !1872, inlinedAt: !2293)
!2293 = distinct !DILocation(line: 777, column: 33, scope: !2288)
!2294 = !DILocation(line: 592, column: 3, scope: !1872, inlinedAt: !2293)
!2295 = !DILocation(line: 593, column: 11, scope: !1880, inlinedAt: !2293)
!2296 = !DILocation(line: 593, column: 23, scope: !1880, inlinedAt: !2293)
!2297 = !DILocation(line: 593, column: 27, scope: !1880, inlinedAt: !2293)
!2298 = !DILocation(line: 593, column: 7, scope: !1872, inlinedAt: !2293)
!2299 = !DILocation(line: 597, column: 7, scope: !1885, inlinedAt: !2293)
!2300 = !DILocation(line: 597, column: 7, scope: !1872, inlinedAt: !2293)
!2301 = !DILocation(line: 598, column: 23, scope: !1885, inlinedAt: !2293)
!2302 = !DILocation(line: 598, column: 5, scope: !1885, inlinedAt: !2293)
!2303 = !DILocation(line: 599, column: 17, scope: !1872, inlinedAt: !2293)
!2304 = !DILocation(line: 600, column: 17, scope: !1872, inlinedAt: !2293)
!2305 = !DILocation(line: 602, column: 3, scope: !1872, inlinedAt: !2293)
!2306 = !DILocation(line: 777, column: 58, scope: !2288)
!2307 = distinct !DISubprogram(name: "time", scope: !3, file: !3, line: 794, type: !2308, scopeLine: 794, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2312)
!2308 = !DISubroutineType(types: !2309)
!2309 = !{!2310, !2311}
!2310 = !DIDerivedType(tag: DW_TAG_typedef, name: "pancam_time_t", file: !3, line: 784, baseType: !21)
!2311 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2310, size: 32)
!2312 = !{!2313}
!2313 = !DILocalVariable(name: "t", arg: 1, scope: !2307, file: !3, line: 794, type: !2311)
!2314 = !DILocation(line: 0, scope: !2307)
!2315 = !DILocation(line: 795, column: 7, scope: !2316)
!2316 = distinct !DILexicalBlock(scope: !2307, file: !3, line: 795, column: 7)
!2317 = !DILocation(line: 795, column: 7, scope: !2307)
!2318 = !DILocation(line: 796, column: 8, scope: !2316)
!2319 = !{!2320, !2320, i64 0}
!2320 = !{!"long", !296, i64 0}
!2321 = !DILocation(line: 796, column: 5, scope: !2316)
!2322 = !DILocation(line: 797, column: 3, scope: !2307)
!2323 = distinct !DISubprogram(name: "clock_gettime", scope: !3, file: !3, line: 800, type: !2324, scopeLine: 800, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2331)
!2324 = !DISubroutineType(types: !2325)
!2325 = !{!23, !23, !2326}
!2326 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2327, size: 32)
!2327 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pancam_timespec", file: !3, line: 785, size: 64, elements: !2328)
!2328 = !{!2329, !2330}
!2329 = !DIDerivedType(tag: DW_TAG_member, name: "tv_sec", scope: !2327, file: !3, line: 786, baseType: !2310, size: 32)
!2330 = !DIDerivedType(tag: DW_TAG_member, name: "tv_nsec", scope: !2327, file: !3, line: 787, baseType: !21, size: 32, offset: 32)
!2331 = !{!2332, !2333}
!2332 = !DILocalVariable(name: "clk", arg: 1, scope: !2323, file: !3, line: 800, type: !23)
!2333 = !DILocalVariable(name: "ts", arg: 2, scope: !2323, file: !3, line: 800, type: !2326)
!2334 = !DILocation(line: 0, scope: !2323)
!2335 = !DILocation(line: 802, column: 7, scope: !2336)
!2336 = distinct !DILexicalBlock(scope: !2323, file: !3, line: 802, column: 7)
!2337 = !DILocation(line: 802, column: 7, scope: !2323)
!2338 = !DILocation(line: 803, column: 16, scope: !2339)
!2339 = distinct !DILexicalBlock(scope: !2336, file: !3, line: 802, column: 11)
!2340 = !{!2341, !2320, i64 0}
!2341 = !{!"pancam_timespec", !2320, i64 0, !2320, i64 4}
!2342 = !DILocation(line: 804, column: 9, scope: !2339)
!2343 = !DILocation(line: 804, column: 17, scope: !2339)
!2344 = !{!2341, !2320, i64 4}
!2345 = !DILocation(line: 805, column: 3, scope: !2339)
!2346 = !DILocation(line: 806, column: 3, scope: !2323)
!2347 = distinct !DISubprogram(name: "gettimeofday", scope: !3, file: !3, line: 809, type: !2348, scopeLine: 809, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2355)
!2348 = !DISubroutineType(types: !2349)
!2349 = !{!23, !2350, !17}
!2350 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2351, size: 32)
!2351 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pancam_timeval", file: !3, line: 789, size: 64, elements: !2352)
!2352 = !{!2353, !2354}
!2353 = !DIDerivedType(tag: DW_TAG_member, name: "tv_sec", scope: !2351, file: !3, line: 790, baseType: !2310, size: 32)
!2354 = !DIDerivedType(tag: DW_TAG_member, name: "tv_usec", scope: !2351, file: !3, line: 791, baseType: !21, size: 32, offset: 32)
!2355 = !{!2356, !2357}
!2356 = !DILocalVariable(name: "tv", arg: 1, scope: !2347, file: !3, line: 809, type: !2350)
!2357 = !DILocalVariable(name: "tz", arg: 2, scope: !2347, file: !3, line: 809, type: !17)
!2358 = !DILocation(line: 0, scope: !2347)
!2359 = !DILocation(line: 811, column: 7, scope: !2360)
!2360 = distinct !DILexicalBlock(scope: !2347, file: !3, line: 811, column: 7)
!2361 = !DILocation(line: 811, column: 7, scope: !2347)
!2362 = !DILocation(line: 812, column: 16, scope: !2363)
!2363 = distinct !DILexicalBlock(scope: !2360, file: !3, line: 811, column: 11)
!2364 = !{!2365, !2320, i64 0}
!2365 = !{!"pancam_timeval", !2320, i64 0, !2320, i64 4}
!2366 = !DILocation(line: 813, column: 9, scope: !2363)
!2367 = !DILocation(line: 813, column: 17, scope: !2363)
!2368 = !{!2365, !2320, i64 4}
!2369 = !DILocation(line: 814, column: 3, scope: !2363)
!2370 = !DILocation(line: 815, column: 3, scope: !2347)
!2371 = distinct !DISubprogram(name: "clock", scope: !3, file: !3, line: 818, type: !2372, scopeLine: 818, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!2372 = !DISubroutineType(types: !2373)
!2373 = !{!21}
!2374 = !DILocation(line: 818, column: 20, scope: !2371)
!2375 = distinct !DISubprogram(name: "strerror", scope: !3, file: !3, line: 836, type: !2376, scopeLine: 836, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2378)
!2376 = !DISubroutineType(types: !2377)
!2377 = !{!14, !23}
!2378 = !{!2379, !2380, !2381, !2382, !2383, !2384}
!2379 = !DILocalVariable(name: "e", arg: 1, scope: !2375, file: !3, line: 836, type: !23)
!2380 = !DILocalVariable(name: "p", scope: !2375, file: !3, line: 840, type: !25)
!2381 = !DILocalVariable(name: "i", scope: !2375, file: !3, line: 841, type: !23)
!2382 = !DILocalVariable(name: "u", scope: !2375, file: !3, line: 844, type: !6)
!2383 = !DILocalVariable(name: "d", scope: !2375, file: !3, line: 847, type: !209)
!2384 = !DILocalVariable(name: "n", scope: !2375, file: !3, line: 848, type: !23)
!2385 = distinct !DIAssignID()
!2386 = !DILocation(line: 0, scope: !2375)
!2387 = !DILocation(line: 837, column: 14, scope: !2388)
!2388 = distinct !DILexicalBlock(scope: !2375, file: !3, line: 837, column: 7)
!2389 = !DILocation(line: 843, column: 24, scope: !2375)
!2390 = !DILocation(line: 844, column: 18, scope: !2375)
!2391 = !DILocation(line: 844, column: 16, scope: !2375)
!2392 = !DILocation(line: 845, column: 7, scope: !2375)
!2393 = !DILocation(line: 838, column: 20, scope: !2388)
!2394 = !DILocation(line: 838, column: 5, scope: !2388)
!2395 = !DILocation(line: 846, column: 24, scope: !2396)
!2396 = distinct !DILexicalBlock(scope: !2375, file: !3, line: 845, column: 7)
!2397 = !DILocation(line: 846, column: 5, scope: !2396)
!2398 = !DILocation(line: 847, column: 3, scope: !2375)
!2399 = !DILocation(line: 849, column: 3, scope: !2375)
!2400 = !DILocation(line: 850, column: 29, scope: !2401)
!2401 = distinct !DILexicalBlock(scope: !2375, file: !3, line: 849, column: 6)
!2402 = !DILocation(line: 850, column: 14, scope: !2401)
!2403 = !DILocation(line: 850, column: 8, scope: !2401)
!2404 = !DILocation(line: 850, column: 5, scope: !2401)
!2405 = !DILocation(line: 850, column: 12, scope: !2401)
!2406 = !DILocation(line: 851, column: 7, scope: !2401)
!2407 = !DILocation(line: 852, column: 3, scope: !2401)
!2408 = distinct !{!2408, !2399, !2409, !324}
!2409 = !DILocation(line: 852, column: 13, scope: !2375)
!2410 = !DILocation(line: 853, column: 3, scope: !2375)
!2411 = !DILocation(line: 854, column: 28, scope: !2375)
!2412 = !DILocation(line: 854, column: 26, scope: !2375)
!2413 = !DILocation(line: 854, column: 20, scope: !2375)
!2414 = !DILocation(line: 854, column: 5, scope: !2375)
!2415 = !DILocation(line: 854, column: 24, scope: !2375)
!2416 = distinct !{!2416, !557}
!2417 = distinct !{!2417, !2410, !2418, !324}
!2418 = !DILocation(line: 854, column: 31, scope: !2375)
!2419 = !DILocation(line: 855, column: 3, scope: !2375)
!2420 = !DILocation(line: 855, column: 20, scope: !2375)
!2421 = !DILocation(line: 857, column: 1, scope: !2375)
!2422 = distinct !DISubprogram(name: "perror", scope: !3, file: !3, line: 861, type: !2423, scopeLine: 861, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2425)
!2423 = !DISubroutineType(types: !2424)
!2424 = !{null, !25}
!2425 = !{!2426}
!2426 = !DILocalVariable(name: "s", arg: 1, scope: !2422, file: !3, line: 861, type: !25)
!2427 = distinct !DIAssignID()
!2428 = !DILocation(line: 0, scope: !2422)
!2429 = !DILocation(line: 862, column: 7, scope: !2430)
!2430 = distinct !DILexicalBlock(scope: !2422, file: !3, line: 862, column: 7)
!2431 = !DILocation(line: 862, column: 9, scope: !2430)
!2432 = !DILocation(line: 862, column: 12, scope: !2430)
!2433 = !DILocation(line: 862, column: 7, scope: !2422)
!2434 = !DILocation(line: 863, column: 14, scope: !2435)
!2435 = distinct !DILexicalBlock(scope: !2430, file: !3, line: 862, column: 16)
!2436 = !DILocation(line: 863, column: 5, scope: !2435)
!2437 = !DILocation(line: 864, column: 17, scope: !2435)
!2438 = !DILocation(line: 864, column: 5, scope: !2435)
!2439 = !DILocation(line: 865, column: 3, scope: !2435)
!2440 = !DILocation(line: 866, column: 18, scope: !2422)
!2441 = !DILocation(line: 0, scope: !2375, inlinedAt: !2442)
!2442 = distinct !DILocation(line: 866, column: 9, scope: !2422)
!2443 = !DILocation(line: 837, column: 14, scope: !2388, inlinedAt: !2442)
!2444 = !DILocation(line: 843, column: 24, scope: !2375, inlinedAt: !2442)
!2445 = !DILocation(line: 844, column: 18, scope: !2375, inlinedAt: !2442)
!2446 = !DILocation(line: 844, column: 16, scope: !2375, inlinedAt: !2442)
!2447 = !DILocation(line: 845, column: 7, scope: !2375, inlinedAt: !2442)
!2448 = !DILocation(line: 838, column: 20, scope: !2388, inlinedAt: !2442)
!2449 = !DILocation(line: 838, column: 5, scope: !2388, inlinedAt: !2442)
!2450 = !DILocation(line: 846, column: 24, scope: !2396, inlinedAt: !2442)
!2451 = !DILocation(line: 846, column: 5, scope: !2396, inlinedAt: !2442)
!2452 = !DILocation(line: 847, column: 3, scope: !2375, inlinedAt: !2442)
!2453 = !DILocation(line: 849, column: 3, scope: !2375, inlinedAt: !2442)
!2454 = !DILocation(line: 850, column: 29, scope: !2401, inlinedAt: !2442)
!2455 = !DILocation(line: 850, column: 14, scope: !2401, inlinedAt: !2442)
!2456 = !DILocation(line: 850, column: 8, scope: !2401, inlinedAt: !2442)
!2457 = !DILocation(line: 850, column: 5, scope: !2401, inlinedAt: !2442)
!2458 = !DILocation(line: 850, column: 12, scope: !2401, inlinedAt: !2442)
!2459 = !DILocation(line: 851, column: 7, scope: !2401, inlinedAt: !2442)
!2460 = !DILocation(line: 852, column: 3, scope: !2401, inlinedAt: !2442)
!2461 = distinct !{!2461, !2453, !2462, !324}
!2462 = !DILocation(line: 852, column: 13, scope: !2375, inlinedAt: !2442)
!2463 = !DILocation(line: 853, column: 3, scope: !2375, inlinedAt: !2442)
!2464 = !DILocation(line: 854, column: 28, scope: !2375, inlinedAt: !2442)
!2465 = !DILocation(line: 854, column: 26, scope: !2375, inlinedAt: !2442)
!2466 = !DILocation(line: 854, column: 20, scope: !2375, inlinedAt: !2442)
!2467 = !DILocation(line: 854, column: 5, scope: !2375, inlinedAt: !2442)
!2468 = !DILocation(line: 854, column: 24, scope: !2375, inlinedAt: !2442)
!2469 = distinct !{!2469, !557}
!2470 = distinct !{!2470, !2463, !2471, !324}
!2471 = !DILocation(line: 854, column: 31, scope: !2375, inlinedAt: !2442)
!2472 = !DILocation(line: 855, column: 3, scope: !2375, inlinedAt: !2442)
!2473 = !DILocation(line: 855, column: 20, scope: !2375, inlinedAt: !2442)
!2474 = !DILocation(line: 857, column: 1, scope: !2375, inlinedAt: !2442)
!2475 = !DILocation(line: 866, column: 33, scope: !2422)
!2476 = !DILocation(line: 866, column: 3, scope: !2422)
!2477 = !DILocation(line: 867, column: 15, scope: !2422)
!2478 = !DILocation(line: 867, column: 3, scope: !2422)
!2479 = !DILocation(line: 868, column: 1, scope: !2422)
!2480 = !DISubprogram(name: "fputs", scope: !3, file: !3, line: 859, type: !2481, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2481 = !DISubroutineType(types: !2482)
!2482 = !{!23, !25, !53}
!2483 = distinct !DISubprogram(name: "getchar", scope: !3, file: !3, line: 900, type: !1640, scopeLine: 900, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!2484 = !DILocation(line: 900, column: 45, scope: !2483)
!2485 = !DILocalVariable(name: "f", arg: 1, scope: !2486, file: !3, line: 894, type: !53)
!2486 = distinct !DISubprogram(name: "pancam_read_byte", scope: !3, file: !3, line: 894, type: !2487, scopeLine: 894, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2489)
!2487 = !DISubroutineType(types: !2488)
!2488 = !{!23, !53}
!2489 = !{!2485}
!2490 = !DILocation(line: 0, scope: !2486, inlinedAt: !2491)
!2491 = distinct !DILocation(line: 900, column: 28, scope: !2483)
!2492 = !DILocation(line: 895, column: 8, scope: !2493, inlinedAt: !2491)
!2493 = distinct !DILexicalBlock(scope: !2486, file: !3, line: 895, column: 7)
!2494 = !DILocation(line: 895, column: 10, scope: !2493, inlinedAt: !2491)
!2495 = !DILocation(line: 895, column: 16, scope: !2493, inlinedAt: !2491)
!2496 = !{!2497, !295, i64 0}
!2497 = !{!"pancam_file", !295, i64 0}
!2498 = !DILocation(line: 895, column: 19, scope: !2493, inlinedAt: !2491)
!2499 = !DILocation(line: 895, column: 24, scope: !2493, inlinedAt: !2491)
!2500 = !DILocation(line: 895, column: 27, scope: !2493, inlinedAt: !2491)
!2501 = !DILocation(line: 895, column: 7, scope: !2486, inlinedAt: !2491)
!2502 = !DILocation(line: 897, column: 25, scope: !2486, inlinedAt: !2491)
!2503 = !DILocation(line: 897, column: 10, scope: !2486, inlinedAt: !2491)
!2504 = !DILocation(line: 897, column: 3, scope: !2486, inlinedAt: !2491)
!2505 = !DILocation(line: 900, column: 21, scope: !2483)
!2506 = distinct !DISubprogram(name: "getc", scope: !3, file: !3, line: 901, type: !2487, scopeLine: 901, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2507)
!2507 = !{!2508}
!2508 = !DILocalVariable(name: "f", arg: 1, scope: !2506, file: !3, line: 901, type: !53)
!2509 = !DILocation(line: 0, scope: !2506)
!2510 = !DILocation(line: 0, scope: !2486, inlinedAt: !2511)
!2511 = distinct !DILocation(line: 901, column: 42, scope: !2506)
!2512 = !DILocation(line: 895, column: 8, scope: !2493, inlinedAt: !2511)
!2513 = !DILocation(line: 895, column: 10, scope: !2493, inlinedAt: !2511)
!2514 = !DILocation(line: 895, column: 16, scope: !2493, inlinedAt: !2511)
!2515 = !DILocation(line: 895, column: 19, scope: !2493, inlinedAt: !2511)
!2516 = !DILocation(line: 895, column: 24, scope: !2493, inlinedAt: !2511)
!2517 = !DILocation(line: 895, column: 27, scope: !2493, inlinedAt: !2511)
!2518 = !DILocation(line: 895, column: 7, scope: !2486, inlinedAt: !2511)
!2519 = !DILocation(line: 897, column: 25, scope: !2486, inlinedAt: !2511)
!2520 = !DILocation(line: 897, column: 10, scope: !2486, inlinedAt: !2511)
!2521 = !DILocation(line: 897, column: 3, scope: !2486, inlinedAt: !2511)
!2522 = !DILocation(line: 901, column: 35, scope: !2506)
!2523 = distinct !DISubprogram(name: "fgetc", scope: !3, file: !3, line: 902, type: !2487, scopeLine: 902, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2524)
!2524 = !{!2525}
!2525 = !DILocalVariable(name: "f", arg: 1, scope: !2523, file: !3, line: 902, type: !53)
!2526 = !DILocation(line: 0, scope: !2523)
!2527 = !DILocation(line: 0, scope: !2486, inlinedAt: !2528)
!2528 = distinct !DILocation(line: 902, column: 43, scope: !2523)
!2529 = !DILocation(line: 895, column: 8, scope: !2493, inlinedAt: !2528)
!2530 = !DILocation(line: 895, column: 10, scope: !2493, inlinedAt: !2528)
!2531 = !DILocation(line: 895, column: 16, scope: !2493, inlinedAt: !2528)
!2532 = !DILocation(line: 895, column: 19, scope: !2493, inlinedAt: !2528)
!2533 = !DILocation(line: 895, column: 24, scope: !2493, inlinedAt: !2528)
!2534 = !DILocation(line: 895, column: 27, scope: !2493, inlinedAt: !2528)
!2535 = !DILocation(line: 895, column: 7, scope: !2486, inlinedAt: !2528)
!2536 = !DILocation(line: 897, column: 25, scope: !2486, inlinedAt: !2528)
!2537 = !DILocation(line: 897, column: 10, scope: !2486, inlinedAt: !2528)
!2538 = !DILocation(line: 897, column: 3, scope: !2486, inlinedAt: !2528)
!2539 = !DILocation(line: 902, column: 36, scope: !2523)
!2540 = distinct !DISubprogram(name: "vscanf", scope: !3, file: !3, line: 994, type: !2541, scopeLine: 994, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2544)
!2541 = !DISubroutineType(types: !2542)
!2542 = !{!23, !25, !2543}
!2543 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !3, baseType: !14)
!2544 = !{!2545, !2546}
!2545 = !DILocalVariable(name: "f", arg: 1, scope: !2540, file: !3, line: 994, type: !25)
!2546 = !DILocalVariable(name: "ap", arg: 2, scope: !2540, file: !3, line: 994, type: !2543)
!2547 = !DILocation(line: 0, scope: !2540)
!2548 = !DILocation(line: 994, column: 58, scope: !2540)
!2549 = !DILocation(line: 994, column: 51, scope: !2540)
!2550 = distinct !DISubprogram(name: "pancam_vscanf", scope: !3, file: !3, line: 912, type: !2541, scopeLine: 912, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2551)
!2551 = !{!2552, !2553, !2554, !2555, !2556, !2557, !2559, !2560, !2561, !2562, !2563}
!2552 = !DILocalVariable(name: "f", arg: 1, scope: !2550, file: !3, line: 912, type: !25)
!2553 = !DILocalVariable(name: "ap", arg: 2, scope: !2550, file: !3, line: 912, type: !2543)
!2554 = !DILocalVariable(name: "assigned", scope: !2550, file: !3, line: 913, type: !23)
!2555 = !DILocalVariable(name: "converted", scope: !2550, file: !3, line: 913, type: !23)
!2556 = !DILocalVariable(name: "stop", scope: !2550, file: !3, line: 913, type: !23)
!2557 = !DILocalVariable(name: "suppress", scope: !2558, file: !3, line: 926, type: !23)
!2558 = distinct !DILexicalBlock(scope: !2550, file: !3, line: 914, column: 14)
!2559 = !DILocalVariable(name: "width", scope: !2558, file: !3, line: 929, type: !6)
!2560 = !DILocalVariable(name: "len", scope: !2558, file: !3, line: 932, type: !23)
!2561 = !DILocalVariable(name: "conv", scope: !2558, file: !3, line: 946, type: !15)
!2562 = !DILocalVariable(name: "p", scope: !2558, file: !3, line: 966, type: !17)
!2563 = !DILocalVariable(name: "i", scope: !2564, file: !3, line: 968, type: !6)
!2564 = distinct !DILexicalBlock(scope: !2565, file: !3, line: 968, column: 7)
!2565 = distinct !DILexicalBlock(scope: !2566, file: !3, line: 967, column: 22)
!2566 = distinct !DILexicalBlock(scope: !2558, file: !3, line: 967, column: 9)
!2567 = !DILocation(line: 0, scope: !2550)
!2568 = !DILocation(line: 914, column: 10, scope: !2550)
!2569 = !DILocation(line: 914, column: 3, scope: !2550)
!2570 = !DILocation(line: 915, column: 17, scope: !2571)
!2571 = distinct !DILexicalBlock(scope: !2558, file: !3, line: 915, column: 9)
!2572 = !DILocation(line: 0, scope: !1010, inlinedAt: !2573)
!2573 = distinct !DILocation(line: 915, column: 9, scope: !2571)
!2574 = !DILocation(line: 0, scope: !977, inlinedAt: !2575)
!2575 = distinct !DILocation(line: 322, column: 29, scope: !1010, inlinedAt: !2573)
!2576 = !DILocation(line: 318, column: 55, scope: !977, inlinedAt: !2575)
!2577 = !DILocation(line: 322, column: 36, scope: !1010, inlinedAt: !2573)
!2578 = !DILocation(line: 915, column: 9, scope: !2571)
!2579 = !DILocation(line: 915, column: 9, scope: !2558)
!2580 = !DILocation(line: 916, column: 8, scope: !2581)
!2581 = distinct !DILexicalBlock(scope: !2571, file: !3, line: 915, column: 37)
!2582 = !DILocation(line: 917, column: 7, scope: !2581)
!2583 = distinct !{!2583, !2569, !2584, !324}
!2584 = !DILocation(line: 990, column: 3, scope: !2550)
!2585 = !DILocation(line: 919, column: 12, scope: !2586)
!2586 = distinct !DILexicalBlock(scope: !2558, file: !3, line: 919, column: 9)
!2587 = !DILocation(line: 919, column: 19, scope: !2586)
!2588 = !DILocation(line: 919, column: 22, scope: !2586)
!2589 = !DILocation(line: 919, column: 27, scope: !2586)
!2590 = !DILocation(line: 919, column: 9, scope: !2558)
!2591 = !DILocation(line: 920, column: 12, scope: !2592)
!2592 = distinct !DILexicalBlock(scope: !2586, file: !3, line: 919, column: 35)
!2593 = !DILocation(line: 920, column: 9, scope: !2592)
!2594 = !DILocation(line: 907, column: 8, scope: !2595, inlinedAt: !2597)
!2595 = distinct !DILexicalBlock(scope: !2596, file: !3, line: 907, column: 7)
!2596 = distinct !DISubprogram(name: "scan_stop", scope: !3, file: !3, line: 906, type: !1640, scopeLine: 906, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!2597 = distinct !DILocation(line: 921, column: 19, scope: !2598)
!2598 = distinct !DILexicalBlock(scope: !2592, file: !3, line: 921, column: 11)
!2599 = !DILocation(line: 907, column: 7, scope: !2596, inlinedAt: !2597)
!2600 = !DILocation(line: 909, column: 10, scope: !2596, inlinedAt: !2597)
!2601 = !DILocation(line: 922, column: 26, scope: !2598)
!2602 = !DILocation(line: 922, column: 9, scope: !2598)
!2603 = !DILocation(line: 926, column: 23, scope: !2558)
!2604 = !DILocation(line: 0, scope: !2558)
!2605 = !DILocation(line: 927, column: 9, scope: !2558)
!2606 = !DILocation(line: 930, column: 12, scope: !2558)
!2607 = !DILocation(line: 930, column: 22, scope: !2558)
!2608 = !DILocation(line: 931, column: 21, scope: !2558)
!2609 = !DILocation(line: 931, column: 41, scope: !2558)
!2610 = !DILocation(line: 931, column: 44, scope: !2558)
!2611 = !DILocation(line: 931, column: 26, scope: !2558)
!2612 = distinct !{!2612, !2613, !2614, !324}
!2613 = !DILocation(line: 930, column: 5, scope: !2558)
!2614 = !DILocation(line: 931, column: 49, scope: !2558)
!2615 = !DILocation(line: 933, column: 9, scope: !2558)
!2616 = !DILocation(line: 934, column: 13, scope: !2617)
!2617 = distinct !DILexicalBlock(scope: !2618, file: !3, line: 933, column: 20)
!2618 = distinct !DILexicalBlock(scope: !2558, file: !3, line: 933, column: 9)
!2619 = !DILocation(line: 934, column: 18, scope: !2617)
!2620 = !DILocation(line: 935, column: 12, scope: !2617)
!2621 = !DILocation(line: 936, column: 5, scope: !2617)
!2622 = !DILocation(line: 937, column: 13, scope: !2623)
!2623 = distinct !DILexicalBlock(scope: !2624, file: !3, line: 936, column: 27)
!2624 = distinct !DILexicalBlock(scope: !2618, file: !3, line: 936, column: 16)
!2625 = !DILocation(line: 937, column: 18, scope: !2623)
!2626 = !DILocation(line: 939, column: 5, scope: !2623)
!2627 = !DILocation(line: 945, column: 5, scope: !2628)
!2628 = distinct !DILexicalBlock(scope: !2629, file: !3, line: 942, column: 40)
!2629 = distinct !DILexicalBlock(scope: !2630, file: !3, line: 942, column: 16)
!2630 = distinct !DILexicalBlock(scope: !2624, file: !3, line: 939, column: 16)
!2631 = !DILocation(line: 0, scope: !2618)
!2632 = !DILocation(line: 946, column: 17, scope: !2558)
!2633 = !DILocation(line: 947, column: 10, scope: !2634)
!2634 = distinct !DILexicalBlock(scope: !2558, file: !3, line: 947, column: 9)
!2635 = !DILocation(line: 947, column: 9, scope: !2558)
!2636 = !DILocation(line: 949, column: 6, scope: !2558)
!2637 = !DILocation(line: 950, column: 9, scope: !2558)
!2638 = !DILocation(line: 951, column: 11, scope: !2639)
!2639 = distinct !DILexicalBlock(scope: !2640, file: !3, line: 950, column: 22)
!2640 = distinct !DILexicalBlock(scope: !2558, file: !3, line: 950, column: 9)
!2641 = !DILocation(line: 952, column: 48, scope: !2642)
!2642 = distinct !DILexicalBlock(scope: !2639, file: !3, line: 951, column: 11)
!2643 = !DILocation(line: 952, column: 17, scope: !2642)
!2644 = !DILocation(line: 952, column: 46, scope: !2642)
!2645 = !DILocation(line: 952, column: 9, scope: !2642)
!2646 = !DILocation(line: 958, column: 7, scope: !2647)
!2647 = distinct !DILexicalBlock(scope: !2648, file: !3, line: 957, column: 82)
!2648 = distinct !DILexicalBlock(scope: !2558, file: !3, line: 955, column: 9)
!2649 = !DILocation(line: 959, column: 7, scope: !2647)
!2650 = !DILocation(line: 907, column: 8, scope: !2595, inlinedAt: !2651)
!2651 = distinct !DILocation(line: 961, column: 17, scope: !2652)
!2652 = distinct !DILexicalBlock(scope: !2558, file: !3, line: 961, column: 9)
!2653 = !DILocation(line: 907, column: 7, scope: !2596, inlinedAt: !2651)
!2654 = !DILocation(line: 909, column: 10, scope: !2596, inlinedAt: !2651)
!2655 = !DILocation(line: 962, column: 24, scope: !2652)
!2656 = !DILocation(line: 962, column: 7, scope: !2652)
!2657 = !DILocation(line: 964, column: 9, scope: !2558)
!2658 = !DILocation(line: 966, column: 15, scope: !2558)
!2659 = !DILocation(line: 967, column: 9, scope: !2558)
!2660 = !DILocation(line: 0, scope: !2564)
!2661 = !DILocation(line: 968, column: 7, scope: !2564)
!2662 = !DILocation(line: 969, column: 26, scope: !2663)
!2663 = distinct !DILexicalBlock(scope: !2564, file: !3, line: 968, column: 7)
!2664 = !DILocation(line: 969, column: 9, scope: !2663)
!2665 = !DILocation(line: 969, column: 24, scope: !2663)
!2666 = !DILocation(line: 968, column: 54, scope: !2663)
!2667 = !DILocation(line: 968, column: 30, scope: !2663)
!2668 = distinct !{!2668, !2661, !2669, !324}
!2669 = !DILocation(line: 969, column: 49, scope: !2564)
!2670 = !DILocation(line: 972, column: 11, scope: !2671)
!2671 = distinct !DILexicalBlock(scope: !2672, file: !3, line: 971, column: 29)
!2672 = distinct !DILexicalBlock(scope: !2566, file: !3, line: 970, column: 16)
!2673 = !DILocation(line: 973, column: 22, scope: !2674)
!2674 = distinct !DILexicalBlock(scope: !2671, file: !3, line: 972, column: 11)
!2675 = !DILocation(line: 973, column: 20, scope: !2674)
!2676 = !DILocation(line: 973, column: 9, scope: !2674)
!2677 = !DILocation(line: 975, column: 30, scope: !2678)
!2678 = distinct !DILexicalBlock(scope: !2674, file: !3, line: 974, column: 16)
!2679 = !DILocation(line: 975, column: 23, scope: !2678)
!2680 = !DILocation(line: 975, column: 21, scope: !2678)
!2681 = !DILocation(line: 975, column: 9, scope: !2678)
!2682 = !DILocation(line: 977, column: 21, scope: !2683)
!2683 = distinct !DILexicalBlock(scope: !2678, file: !3, line: 976, column: 16)
!2684 = !DILocation(line: 977, column: 19, scope: !2683)
!2685 = !DILocation(line: 977, column: 9, scope: !2683)
!2686 = !DILocation(line: 979, column: 27, scope: !2687)
!2687 = distinct !DILexicalBlock(scope: !2683, file: !3, line: 978, column: 16)
!2688 = !DILocation(line: 979, column: 25, scope: !2687)
!2689 = !{!2690, !2690, i64 0}
!2690 = !{!"long long", !296, i64 0}
!2691 = !DILocation(line: 979, column: 9, scope: !2687)
!2692 = !DILocation(line: 981, column: 22, scope: !2687)
!2693 = !DILocation(line: 981, column: 20, scope: !2687)
!2694 = !DILocation(line: 982, column: 16, scope: !2672)
!2695 = !DILocation(line: 983, column: 21, scope: !2696)
!2696 = distinct !DILexicalBlock(scope: !2697, file: !3, line: 982, column: 26)
!2697 = distinct !DILexicalBlock(scope: !2672, file: !3, line: 982, column: 16)
!2698 = !DILocation(line: 983, column: 19, scope: !2696)
!2699 = !{!2700, !2700, i64 0}
!2700 = !{!"float", !296, i64 0}
!2701 = !DILocation(line: 984, column: 5, scope: !2696)
!2702 = !DILocation(line: 985, column: 27, scope: !2703)
!2703 = distinct !DILexicalBlock(scope: !2704, file: !3, line: 984, column: 26)
!2704 = distinct !DILexicalBlock(scope: !2697, file: !3, line: 984, column: 16)
!2705 = !DILocation(line: 985, column: 25, scope: !2703)
!2706 = !{!2707, !2707, i64 0}
!2707 = !{!"long double", !296, i64 0}
!2708 = !DILocation(line: 986, column: 5, scope: !2703)
!2709 = !DILocation(line: 987, column: 22, scope: !2710)
!2710 = distinct !DILexicalBlock(scope: !2704, file: !3, line: 986, column: 12)
!2711 = !DILocation(line: 987, column: 20, scope: !2710)
!2712 = !{!2713, !2713, i64 0}
!2713 = !{!"double", !296, i64 0}
!2714 = !DILocation(line: 989, column: 13, scope: !2558)
!2715 = !DILocation(line: 992, column: 1, scope: !2550)
!2716 = distinct !DISubprogram(name: "scanf", scope: !3, file: !3, line: 997, type: !2717, scopeLine: 997, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2719)
!2717 = !DISubroutineType(types: !2718)
!2718 = !{!23, !25, null}
!2719 = !{!2720, !2721, !2722}
!2720 = !DILocalVariable(name: "f", arg: 1, scope: !2716, file: !3, line: 997, type: !25)
!2721 = !DILocalVariable(name: "ap", scope: !2716, file: !3, line: 998, type: !2543)
!2722 = !DILocalVariable(name: "r", scope: !2716, file: !3, line: 1000, type: !23)
!2723 = distinct !DIAssignID()
!2724 = !DILocation(line: 0, scope: !2716)
!2725 = !DILocation(line: 998, column: 3, scope: !2716)
!2726 = !DILocation(line: 999, column: 3, scope: !2716)
!2727 = !DILocation(line: 1000, column: 28, scope: !2716)
!2728 = !DILocation(line: 1000, column: 11, scope: !2716)
!2729 = !DILocation(line: 1001, column: 3, scope: !2716)
!2730 = !DILocation(line: 1003, column: 1, scope: !2716)
!2731 = !DILocation(line: 1002, column: 3, scope: !2716)
!2732 = distinct !DISubprogram(name: "fscanf", scope: !3, file: !3, line: 1008, type: !2733, scopeLine: 1008, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2735)
!2733 = !DISubroutineType(types: !2734)
!2734 = !{!23, !53, !25, null}
!2735 = !{!2736, !2737, !2738, !2739}
!2736 = !DILocalVariable(name: "s", arg: 1, scope: !2732, file: !3, line: 1008, type: !53)
!2737 = !DILocalVariable(name: "f", arg: 2, scope: !2732, file: !3, line: 1008, type: !25)
!2738 = !DILocalVariable(name: "ap", scope: !2732, file: !3, line: 1011, type: !2543)
!2739 = !DILocalVariable(name: "r", scope: !2732, file: !3, line: 1013, type: !23)
!2740 = distinct !DIAssignID()
!2741 = !DILocation(line: 0, scope: !2732)
!2742 = !DILocation(line: 1009, column: 8, scope: !2743)
!2743 = distinct !DILexicalBlock(scope: !2732, file: !3, line: 1009, column: 7)
!2744 = !DILocation(line: 1009, column: 10, scope: !2743)
!2745 = !DILocation(line: 1009, column: 16, scope: !2743)
!2746 = !DILocation(line: 1009, column: 19, scope: !2743)
!2747 = !DILocation(line: 1009, column: 7, scope: !2732)
!2748 = !DILocation(line: 1011, column: 3, scope: !2732)
!2749 = !DILocation(line: 1012, column: 3, scope: !2732)
!2750 = !DILocation(line: 1013, column: 28, scope: !2732)
!2751 = !DILocation(line: 1013, column: 11, scope: !2732)
!2752 = !DILocation(line: 1014, column: 3, scope: !2732)
!2753 = !DILocation(line: 1016, column: 1, scope: !2732)
!2754 = !DISubprogram(name: "__VERIFIER_nondet_char", scope: !3, file: !3, line: 884, type: !2755, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2755 = !DISubroutineType(types: !2756)
!2756 = !{!15}
!2757 = !DISubprogram(name: "__VERIFIER_nondet_int", scope: !3, file: !3, line: 885, type: !1640, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2758 = !DISubprogram(name: "__pancam_scanf_unsupported_conversion", scope: !3, file: !3, line: 890, type: !95, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2759 = !DISubprogram(name: "__VERIFIER_nondet_longlong", scope: !3, file: !3, line: 887, type: !2760, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2760 = !DISubroutineType(types: !2761)
!2761 = !{!20}
!2762 = !DISubprogram(name: "__VERIFIER_nondet_long", scope: !3, file: !3, line: 886, type: !2372, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2763 = !DISubprogram(name: "__VERIFIER_nondet_float", scope: !3, file: !3, line: 888, type: !2764, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2764 = !DISubroutineType(types: !2765)
!2765 = !{!45}
!2766 = !DISubprogram(name: "__VERIFIER_nondet_double", scope: !3, file: !3, line: 889, type: !2767, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2767 = !DISubroutineType(types: !2768)
!2768 = !{!49}
