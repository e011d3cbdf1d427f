; ModuleID = 'src/vm/libc/libc.c'
source_filename = "src/vm/libc/libc.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

%struct.pancam_file = type { i32 }

@pancam_errno = internal thread_local global i32 0, align 4, !dbg !0
@pancam_stdin = internal global %struct.pancam_file zeroinitializer, align 4, !dbg !146
@stdin = dso_local local_unnamed_addr global ptr @pancam_stdin, align 4, !dbg !51
@pancam_stdout = internal global %struct.pancam_file { i32 1 }, align 4, !dbg !148
@stdout = dso_local local_unnamed_addr global ptr @pancam_stdout, align 4, !dbg !57
@pancam_stderr = internal global %struct.pancam_file { i32 2 }, align 4, !dbg !150
@stderr = dso_local local_unnamed_addr global ptr @pancam_stderr, align 4, !dbg !59
@atexit_n = internal unnamed_addr global i32 0, align 4, !dbg !114
@atexit_fns = internal unnamed_addr global [32 x ptr] zeroinitializer, align 4, !dbg !106
@strtok.save = internal unnamed_addr global ptr null, align 4, !dbg !61
@ctype_b = internal constant ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), align 4, !dbg !152
@ctype_lower = internal constant ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), align 4, !dbg !69
@ctype_upper = internal constant ptr getelementptr inbounds (i8, ptr @ctype_upper_table, i32 512), align 4, !dbg !74
@ctype_lower_table = internal constant [384 x i32] [i32 -128, i32 -127, i32 -126, i32 -125, i32 -124, i32 -123, i32 -122, i32 -121, i32 -120, i32 -119, i32 -118, i32 -117, i32 -116, i32 -115, i32 -114, i32 -113, i32 -112, i32 -111, i32 -110, i32 -109, i32 -108, i32 -107, i32 -106, i32 -105, i32 -104, i32 -103, i32 -102, i32 -101, i32 -100, i32 -99, i32 -98, i32 -97, i32 -96, i32 -95, i32 -94, i32 -93, i32 -92, i32 -91, i32 -90, i32 -89, i32 -88, i32 -87, i32 -86, i32 -85, i32 -84, i32 -83, i32 -82, i32 -81, i32 -80, i32 -79, i32 -78, i32 -77, i32 -76, i32 -75, i32 -74, i32 -73, i32 -72, i32 -71, i32 -70, i32 -69, i32 -68, i32 -67, i32 -66, i32 -65, i32 -64, i32 -63, i32 -62, i32 -61, i32 -60, i32 -59, i32 -58, i32 -57, i32 -56, i32 -55, i32 -54, i32 -53, i32 -52, i32 -51, i32 -50, i32 -49, i32 -48, i32 -47, i32 -46, i32 -45, i32 -44, i32 -43, i32 -42, i32 -41, i32 -40, i32 -39, i32 -38, i32 -37, i32 -36, i32 -35, i32 -34, i32 -33, i32 -32, i32 -31, i32 -30, i32 -29, i32 -28, i32 -27, i32 -26, i32 -25, i32 -24, i32 -23, i32 -22, i32 -21, i32 -20, i32 -19, i32 -18, i32 -17, i32 -16, i32 -15, i32 -14, i32 -13, i32 -12, i32 -11, i32 -10, i32 -9, i32 -8, i32 -7, i32 -6, i32 -5, i32 -4, i32 -3, i32 -2, i32 -1, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119, i32 120, i32 121, i32 122, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119, i32 120, i32 121, i32 122, i32 123, i32 124, i32 125, i32 126, i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254, i32 255], align 4, !dbg !162
@ctype_upper_table = internal constant [384 x i32] [i32 -128, i32 -127, i32 -126, i32 -125, i32 -124, i32 -123, i32 -122, i32 -121, i32 -120, i32 -119, i32 -118, i32 -117, i32 -116, i32 -115, i32 -114, i32 -113, i32 -112, i32 -111, i32 -110, i32 -109, i32 -108, i32 -107, i32 -106, i32 -105, i32 -104, i32 -103, i32 -102, i32 -101, i32 -100, i32 -99, i32 -98, i32 -97, i32 -96, i32 -95, i32 -94, i32 -93, i32 -92, i32 -91, i32 -90, i32 -89, i32 -88, i32 -87, i32 -86, i32 -85, i32 -84, i32 -83, i32 -82, i32 -81, i32 -80, i32 -79, i32 -78, i32 -77, i32 -76, i32 -75, i32 -74, i32 -73, i32 -72, i32 -71, i32 -70, i32 -69, i32 -68, i32 -67, i32 -66, i32 -65, i32 -64, i32 -63, i32 -62, i32 -61, i32 -60, i32 -59, i32 -58, i32 -57, i32 -56, i32 -55, i32 -54, i32 -53, i32 -52, i32 -51, i32 -50, i32 -49, i32 -48, i32 -47, i32 -46, i32 -45, i32 -44, i32 -43, i32 -42, i32 -41, i32 -40, i32 -39, i32 -38, i32 -37, i32 -36, i32 -35, i32 -34, i32 -33, i32 -32, i32 -31, i32 -30, i32 -29, i32 -28, i32 -27, i32 -26, i32 -25, i32 -24, i32 -23, i32 -22, i32 -21, i32 -20, i32 -19, i32 -18, i32 -17, i32 -16, i32 -15, i32 -14, i32 -13, i32 -12, i32 -11, i32 -10, i32 -9, i32 -8, i32 -7, i32 -6, i32 -5, i32 -4, i32 -3, i32 -2, i32 -1, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 123, i32 124, i32 125, i32 126, i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254, i32 255], align 4, !dbg !165
@rand_state = internal unnamed_addr global [31 x i32] zeroinitializer, align 4, !dbg !116
@rand_f = internal unnamed_addr global i32 0, align 4, !dbg !121
@rand_r = internal unnamed_addr global i32 0, align 4, !dbg !123
@rand_seeded = internal unnamed_addr global i1 false, align 4, !dbg !288
@key_used = internal unnamed_addr global [64 x i32] zeroinitializer, align 4, !dbg !127
@key_dtor = internal unnamed_addr global [64 x ptr] zeroinitializer, align 4, !dbg !132
@__pancam_tsd_dtors = dso_local local_unnamed_addr global i32 0, align 4, !dbg !141
@key_value = internal thread_local unnamed_addr global [64 x ptr] zeroinitializer, align 4, !dbg !138
@.str = private unnamed_addr constant [45 x i8] c"sem_destroy of a semaphore already destroyed\00", align 1, !dbg !76
@.str.1 = private unnamed_addr constant [37 x i8] c"sem_trywait on a destroyed semaphore\00", align 1, !dbg !81
@.str.2 = private unnamed_addr constant [38 x i8] c"sem_getvalue on a destroyed semaphore\00", align 1, !dbg !86
@pancam_errlist = internal unnamed_addr constant [36 x ptr] [ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21, ptr @.str.22, ptr @.str.23, ptr @.str.24, ptr @.str.25, ptr @.str.26, ptr @.str.27, ptr @.str.28, ptr @.str.29, ptr @.str.30, ptr @.str.31, ptr @.str.32, ptr @.str.33, ptr @.str.34, ptr @.str.35, ptr @.str.36, ptr @.str.37, ptr @.str.38, ptr @.str.39, ptr @.str.40, ptr @.str.41, ptr @.str.42], align 4, !dbg !282
@pancam_errbuf = internal global [32 x i8] zeroinitializer, align 1, !dbg !143
@.str.4 = private unnamed_addr constant [3 x i8] c": \00", align 1, !dbg !96
@.str.5 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !101
@ctype_b_table = internal constant <{ [256 x i16], [128 x i16] }> <{ [256 x i16] [i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 8195, i16 8194, i16 8194, i16 8194, i16 8194, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 24577, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -11000, i16 -11000, i16 -11000, i16 -11000, i16 -11000, i16 -11000, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -10744, i16 -10744, i16 -10744, i16 -10744, i16 -10744, i16 -10744, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 2], [128 x i16] zeroinitializer }>, align 2, !dbg !157
@.str.7 = private unnamed_addr constant [8 x i8] c"Success\00", align 1, !dbg !167
@.str.8 = private unnamed_addr constant [24 x i8] c"Operation not permitted\00", align 1, !dbg !172
@.str.9 = private unnamed_addr constant [26 x i8] c"No such file or directory\00", align 1, !dbg !177
@.str.10 = private unnamed_addr constant [16 x i8] c"No such process\00", align 1, !dbg !182
@.str.11 = private unnamed_addr constant [24 x i8] c"Interrupted system call\00", align 1, !dbg !187
@.str.12 = private unnamed_addr constant [19 x i8] c"Input/output error\00", align 1, !dbg !189
@.str.13 = private unnamed_addr constant [26 x i8] c"No such device or address\00", align 1, !dbg !194
@.str.14 = private unnamed_addr constant [23 x i8] c"Argument list too long\00", align 1, !dbg !196
@.str.15 = private unnamed_addr constant [18 x i8] c"Exec format error\00", align 1, !dbg !201
@.str.16 = private unnamed_addr constant [20 x i8] c"Bad file descriptor\00", align 1, !dbg !206
@.str.17 = private unnamed_addr constant [19 x i8] c"No child processes\00", align 1, !dbg !211
@.str.18 = private unnamed_addr constant [33 x i8] c"Resource temporarily unavailable\00", align 1, !dbg !213
@.str.19 = private unnamed_addr constant [23 x i8] c"Cannot allocate memory\00", align 1, !dbg !218
@.str.20 = private unnamed_addr constant [18 x i8] c"Permission denied\00", align 1, !dbg !220
@.str.21 = private unnamed_addr constant [12 x i8] c"Bad address\00", align 1, !dbg !222
@.str.22 = private unnamed_addr constant [22 x i8] c"Block device required\00", align 1, !dbg !227
@.str.23 = private unnamed_addr constant [24 x i8] c"Device or resource busy\00", align 1, !dbg !232
@.str.24 = private unnamed_addr constant [12 x i8] c"File exists\00", align 1, !dbg !234
@.str.25 = private unnamed_addr constant [26 x i8] c"Invalid cross-device link\00", align 1, !dbg !236
@.str.26 = private unnamed_addr constant [15 x i8] c"No such device\00", align 1, !dbg !238
@.str.27 = private unnamed_addr constant [16 x i8] c"Not a directory\00", align 1, !dbg !240
@.str.28 = private unnamed_addr constant [15 x i8] c"Is a directory\00", align 1, !dbg !242
@.str.29 = private unnamed_addr constant [17 x i8] c"Invalid argument\00", align 1, !dbg !244
@.str.30 = private unnamed_addr constant [30 x i8] c"Too many open files in system\00", align 1, !dbg !249
@.str.31 = private unnamed_addr constant [20 x i8] c"Too many open files\00", align 1, !dbg !254
@.str.32 = private unnamed_addr constant [31 x i8] c"Inappropriate ioctl for device\00", align 1, !dbg !256
@.str.33 = private unnamed_addr constant [15 x i8] c"Text file busy\00", align 1, !dbg !259
@.str.34 = private unnamed_addr constant [15 x i8] c"File too large\00", align 1, !dbg !261
@.str.35 = private unnamed_addr constant [24 x i8] c"No space left on device\00", align 1, !dbg !263
@.str.36 = private unnamed_addr constant [13 x i8] c"Illegal seek\00", align 1, !dbg !265
@.str.37 = private unnamed_addr constant [22 x i8] c"Read-only file system\00", align 1, !dbg !270
@.str.38 = private unnamed_addr constant [15 x i8] c"Too many links\00", align 1, !dbg !272
@.str.39 = private unnamed_addr constant [12 x i8] c"Broken pipe\00", align 1, !dbg !274
@.str.40 = private unnamed_addr constant [33 x i8] c"Numerical argument out of domain\00", align 1, !dbg !276
@.str.41 = private unnamed_addr constant [30 x i8] c"Numerical result out of range\00", align 1, !dbg !278
@.str.42 = private unnamed_addr constant [26 x i8] c"Resource deadlock avoided\00", align 1, !dbg !280

@__isoc99_vscanf = dso_local alias i32 (ptr, ptr), ptr @vscanf
@__isoc99_scanf = dso_local alias i32 (ptr, ...), ptr @scanf
@__isoc99_fscanf = dso_local alias i32 (ptr, ptr, ...), ptr @fscanf

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local nonnull ptr @__errno_location() local_unnamed_addr #0 !dbg !296 {
  %1 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !299
  ret ptr %1, !dbg !300
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 -1, 1) i32 @atexit(ptr noundef %0) local_unnamed_addr #2 !dbg !301 {
    #dbg_value(ptr %0, !305, !DIExpression(), !306)
  %2 = load i32, ptr @atexit_n, align 4, !dbg !307, !tbaa !309
  %3 = icmp sgt i32 %2, 31, !dbg !313
  br i1 %3, label %7, label %4, !dbg !314

4:                                                ; preds = %1
  %5 = add nsw i32 %2, 1, !dbg !315
  store i32 %5, ptr @atexit_n, align 4, !dbg !315, !tbaa !309
  %6 = getelementptr inbounds [32 x ptr], ptr @atexit_fns, i32 0, i32 %2, !dbg !316
  store ptr %0, ptr %6, align 4, !dbg !317, !tbaa !318
  br label %7, !dbg !320

7:                                                ; preds = %1, %4
  %8 = phi i32 [ 0, %4 ], [ -1, %1 ], !dbg !306
  ret i32 %8, !dbg !321
}

; Function Attrs: noreturn nounwind
define dso_local void @exit(i32 noundef %0) local_unnamed_addr #3 !dbg !322 {
    #dbg_value(i32 %0, !326, !DIExpression(), !329)
  %2 = load i32, ptr @atexit_n, align 4, !dbg !330, !tbaa !309
  %3 = icmp sgt i32 %2, 0, !dbg !331
  br i1 %3, label %4, label %11, !dbg !332

4:                                                ; preds = %1, %4
  %5 = phi i32 [ %9, %4 ], [ %2, %1 ]
  %6 = add nsw i32 %5, -1, !dbg !333
  store i32 %6, ptr @atexit_n, align 4, !dbg !333, !tbaa !309
  %7 = getelementptr inbounds [32 x ptr], ptr @atexit_fns, i32 0, i32 %6, !dbg !334
  %8 = load ptr, ptr %7, align 4, !dbg !334, !tbaa !318
    #dbg_value(ptr %8, !327, !DIExpression(), !335)
  tail call void %8() #20, !dbg !336
  %9 = load i32, ptr @atexit_n, align 4, !dbg !330, !tbaa !309
  %10 = icmp sgt i32 %9, 0, !dbg !331
  br i1 %10, label %4, label %11, !dbg !332, !llvm.loop !337

11:                                               ; preds = %4, %1
  tail call void @__pancam_exit(i32 noundef %0) #21, !dbg !340
  unreachable, !dbg !340
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: noreturn
declare !dbg !341 void @__pancam_exit(i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local i32 @memcmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #6 !dbg !342 {
    #dbg_value(ptr %0, !349, !DIExpression(), !356)
    #dbg_value(ptr %1, !350, !DIExpression(), !356)
    #dbg_value(i32 %2, !351, !DIExpression(), !356)
    #dbg_value(ptr %0, !352, !DIExpression(), !356)
    #dbg_value(ptr %1, !353, !DIExpression(), !356)
    #dbg_value(i32 0, !354, !DIExpression(), !357)
  %4 = icmp eq i32 %2, 0, !dbg !358
  br i1 %4, label %18, label %8, !dbg !360

5:                                                ; preds = %8
  %6 = add nuw i32 %9, 1, !dbg !361
    #dbg_value(i32 %6, !354, !DIExpression(), !357)
    #dbg_value(i32 %6, !354, !DIExpression(), !357)
  %7 = icmp eq i32 %6, %2, !dbg !358
  br i1 %7, label %18, label %8, !dbg !360, !llvm.loop !362

8:                                                ; preds = %3, %5
  %9 = phi i32 [ %6, %5 ], [ 0, %3 ]
    #dbg_value(i32 %9, !354, !DIExpression(), !357)
  %10 = getelementptr inbounds i8, ptr %0, i32 %9, !dbg !364
  %11 = load i8, ptr %10, align 1, !dbg !364, !tbaa !366
  %12 = getelementptr inbounds i8, ptr %1, i32 %9, !dbg !367
  %13 = load i8, ptr %12, align 1, !dbg !367, !tbaa !366
  %14 = icmp eq i8 %11, %13, !dbg !368
    #dbg_value(i32 %9, !354, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !357)
  br i1 %14, label %5, label %15, !dbg !369

15:                                               ; preds = %8
  %16 = icmp ult i8 %11, %13, !dbg !370
  %17 = select i1 %16, i32 -1, i32 1, !dbg !371
  br label %18, !dbg !372

18:                                               ; preds = %5, %3, %15
  %19 = phi i32 [ %17, %15 ], [ 0, %3 ], [ 0, %5 ]
  ret i32 %19, !dbg !373
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local range(i32 0, 2) i32 @bcmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #6 !dbg !374 {
    #dbg_value(ptr %0, !376, !DIExpression(), !379)
    #dbg_value(ptr %1, !377, !DIExpression(), !379)
    #dbg_value(i32 %2, !378, !DIExpression(), !379)
    #dbg_value(ptr %0, !349, !DIExpression(), !380)
    #dbg_value(ptr %1, !350, !DIExpression(), !380)
    #dbg_value(i32 %2, !351, !DIExpression(), !380)
    #dbg_value(ptr %0, !352, !DIExpression(), !380)
    #dbg_value(ptr %1, !353, !DIExpression(), !380)
    #dbg_value(i32 0, !354, !DIExpression(), !382)
  %4 = icmp eq i32 %2, 0, !dbg !383
  br i1 %4, label %15, label %8, !dbg !384

5:                                                ; preds = %8
  %6 = add nuw i32 %9, 1, !dbg !385
    #dbg_value(i32 %6, !354, !DIExpression(), !382)
    #dbg_value(i32 %6, !354, !DIExpression(), !382)
  %7 = icmp eq i32 %6, %2, !dbg !383
  br i1 %7, label %15, label %8, !dbg !384, !llvm.loop !386

8:                                                ; preds = %3, %5
  %9 = phi i32 [ %6, %5 ], [ 0, %3 ]
    #dbg_value(i32 %9, !354, !DIExpression(), !382)
  %10 = getelementptr inbounds i8, ptr %0, i32 %9, !dbg !388
  %11 = load i8, ptr %10, align 1, !dbg !388, !tbaa !366
  %12 = getelementptr inbounds i8, ptr %1, i32 %9, !dbg !389
  %13 = load i8, ptr %12, align 1, !dbg !389, !tbaa !366
  %14 = icmp eq i8 %11, %13, !dbg !390
    #dbg_value(i32 %9, !354, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !382)
  br i1 %14, label %5, label %15, !dbg !391

15:                                               ; preds = %8, %5, %3
  %16 = phi i32 [ 0, %3 ], [ 1, %8 ], [ 0, %5 ]
  ret i32 %16, !dbg !392
}

; Function Attrs: nounwind
define dso_local ptr @mempcpy(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #7 !dbg !393 {
    #dbg_value(ptr %0, !397, !DIExpression(), !400)
    #dbg_value(ptr %1, !398, !DIExpression(), !400)
    #dbg_value(i32 %2, !399, !DIExpression(), !400)
  %4 = tail call ptr @memcpy(ptr noundef %0, ptr noundef %1, i32 noundef %2) #20, !dbg !401
  %5 = getelementptr inbounds i8, ptr %4, i32 %2, !dbg !402
  ret ptr %5, !dbg !403
}

declare !dbg !404 ptr @memcpy(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #8

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local noundef ptr @memrchr(ptr noundef readonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #6 !dbg !405 {
    #dbg_value(ptr %0, !409, !DIExpression(), !413)
    #dbg_value(i32 %1, !410, !DIExpression(), !413)
    #dbg_value(i32 %2, !411, !DIExpression(), !413)
    #dbg_value(ptr %0, !412, !DIExpression(), !413)
  %4 = trunc i32 %1 to i8
  br label %5, !dbg !414

5:                                                ; preds = %8, %3
  %6 = phi i32 [ %2, %3 ], [ %9, %8 ]
    #dbg_value(i32 %6, !411, !DIExpression(), !413)
  %7 = icmp eq i32 %6, 0, !dbg !415
  br i1 %7, label %15, label %8, !dbg !414

8:                                                ; preds = %5
  %9 = add i32 %6, -1, !dbg !416
    #dbg_value(i32 %9, !411, !DIExpression(), !413)
  %10 = getelementptr inbounds i8, ptr %0, i32 %9, !dbg !418
  %11 = load i8, ptr %10, align 1, !dbg !418, !tbaa !366
  %12 = icmp eq i8 %11, %4, !dbg !420
  br i1 %12, label %13, label %5, !dbg !421, !llvm.loop !422

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %0, i32 %9
  br label %15, !dbg !424

15:                                               ; preds = %5, %13
  %16 = phi ptr [ %14, %13 ], [ null, %5 ], !dbg !413
  ret ptr %16, !dbg !424
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local ptr @memchr(ptr noundef readonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #6 !dbg !425 {
    #dbg_value(ptr %0, !427, !DIExpression(), !433)
    #dbg_value(i32 %1, !428, !DIExpression(), !433)
    #dbg_value(i32 %2, !429, !DIExpression(), !433)
    #dbg_value(ptr %0, !430, !DIExpression(), !433)
    #dbg_value(i32 0, !431, !DIExpression(), !434)
  %4 = icmp eq i32 %2, 0, !dbg !435
  br i1 %4, label %17, label %5, !dbg !437

5:                                                ; preds = %3
  %6 = trunc i32 %1 to i8
  br label %7, !dbg !437

7:                                                ; preds = %5, %12
  %8 = phi i32 [ 0, %5 ], [ %13, %12 ]
    #dbg_value(i32 %8, !431, !DIExpression(), !434)
  %9 = getelementptr inbounds i8, ptr %0, i32 %8, !dbg !438
  %10 = load i8, ptr %9, align 1, !dbg !438, !tbaa !366
  %11 = icmp eq i8 %10, %6, !dbg !440
  br i1 %11, label %15, label %12, !dbg !441

12:                                               ; preds = %7
  %13 = add nuw i32 %8, 1, !dbg !442
    #dbg_value(i32 %13, !431, !DIExpression(), !434)
  %14 = icmp eq i32 %13, %2, !dbg !435
  br i1 %14, label %17, label %7, !dbg !437, !llvm.loop !443

15:                                               ; preds = %7
  %16 = getelementptr inbounds i8, ptr %0, i32 %8
  br label %17, !dbg !445

17:                                               ; preds = %12, %15, %3
  %18 = phi ptr [ null, %3 ], [ %16, %15 ], [ null, %12 ]
  ret ptr %18, !dbg !445
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local i32 @strnlen(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #6 !dbg !446 {
    #dbg_value(ptr %0, !450, !DIExpression(), !453)
    #dbg_value(i32 %1, !451, !DIExpression(), !453)
    #dbg_value(i32 0, !452, !DIExpression(), !453)
  %3 = icmp eq i32 %1, 0, !dbg !454
  br i1 %3, label %12, label %4, !dbg !455

4:                                                ; preds = %2, %9
  %5 = phi i32 [ %10, %9 ], [ 0, %2 ]
    #dbg_value(i32 %5, !452, !DIExpression(), !453)
  %6 = getelementptr inbounds i8, ptr %0, i32 %5, !dbg !456
  %7 = load i8, ptr %6, align 1, !dbg !456, !tbaa !366
  %8 = icmp eq i8 %7, 0, !dbg !455
  br i1 %8, label %12, label %9, !dbg !457

9:                                                ; preds = %4
  %10 = add nuw i32 %5, 1, !dbg !458
    #dbg_value(i32 %10, !452, !DIExpression(), !453)
  %11 = icmp eq i32 %10, %1, !dbg !454
  br i1 %11, label %12, label %4, !dbg !455, !llvm.loop !459

12:                                               ; preds = %4, %9, %2
  %13 = phi i32 [ 0, %2 ], [ %1, %9 ], [ %5, %4 ], !dbg !453
  ret i32 %13, !dbg !460
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local range(i32 -1, 2) i32 @strcmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !461 {
    #dbg_value(ptr %0, !465, !DIExpression(), !469)
    #dbg_value(ptr %1, !466, !DIExpression(), !469)
    #dbg_value(ptr %0, !467, !DIExpression(), !469)
    #dbg_value(ptr %1, !468, !DIExpression(), !469)
  %3 = load i8, ptr %0, align 1, !dbg !470, !tbaa !366
  %4 = icmp eq i8 %3, 0, !dbg !470
  br i1 %4, label %16, label %5, !dbg !471

5:                                                ; preds = %2, %11
  %6 = phi i8 [ %14, %11 ], [ %3, %2 ]
  %7 = phi ptr [ %13, %11 ], [ %1, %2 ]
  %8 = phi ptr [ %12, %11 ], [ %0, %2 ]
    #dbg_value(ptr %7, !468, !DIExpression(), !469)
    #dbg_value(ptr %8, !467, !DIExpression(), !469)
  %9 = load i8, ptr %7, align 1, !dbg !472, !tbaa !366
  %10 = icmp eq i8 %6, %9, !dbg !473
  br i1 %10, label %11, label %16, !dbg !474

11:                                               ; preds = %5
  %12 = getelementptr inbounds i8, ptr %8, i32 1, !dbg !475
    #dbg_value(ptr %12, !467, !DIExpression(), !469)
  %13 = getelementptr inbounds i8, ptr %7, i32 1, !dbg !477
    #dbg_value(ptr %13, !468, !DIExpression(), !469)
  %14 = load i8, ptr %12, align 1, !dbg !470, !tbaa !366
  %15 = icmp eq i8 %14, 0, !dbg !470
  br i1 %15, label %16, label %5, !dbg !471, !llvm.loop !478

16:                                               ; preds = %5, %11, %2
  %17 = phi ptr [ %1, %2 ], [ %13, %11 ], [ %7, %5 ], !dbg !469
  %18 = phi i8 [ 0, %2 ], [ 0, %11 ], [ %6, %5 ], !dbg !470
  %19 = load i8, ptr %17, align 1, !dbg !480, !tbaa !366
  %20 = icmp ugt i8 %18, %19, !dbg !481
  %21 = zext i1 %20 to i32, !dbg !481
  %22 = icmp ult i8 %18, %19, !dbg !482
  %23 = sext i1 %22 to i32, !dbg !482
  %24 = add nsw i32 %23, %21, !dbg !483
  ret i32 %24, !dbg !484
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local i32 @strncmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #6 !dbg !485 {
    #dbg_value(ptr %0, !489, !DIExpression(), !496)
    #dbg_value(ptr %1, !490, !DIExpression(), !496)
    #dbg_value(i32 %2, !491, !DIExpression(), !496)
    #dbg_value(ptr %0, !492, !DIExpression(), !496)
    #dbg_value(ptr %1, !493, !DIExpression(), !496)
    #dbg_value(i32 0, !494, !DIExpression(), !497)
  %4 = icmp eq i32 %2, 0, !dbg !498
  br i1 %4, label %23, label %5, !dbg !500

5:                                                ; preds = %3, %18
  %6 = phi i32 [ %20, %18 ], [ 0, %3 ]
    #dbg_value(i32 %6, !494, !DIExpression(), !497)
  %7 = getelementptr inbounds i8, ptr %0, i32 %6, !dbg !501
  %8 = load i8, ptr %7, align 1, !dbg !501, !tbaa !366
  %9 = getelementptr inbounds i8, ptr %1, i32 %6, !dbg !504
  %10 = load i8, ptr %9, align 1, !dbg !504, !tbaa !366
  %11 = icmp eq i8 %8, %10, !dbg !505
  br i1 %11, label %18, label %12, !dbg !506

12:                                               ; preds = %5
  %13 = icmp ugt i8 %8, %10, !dbg !507
  %14 = zext i1 %13 to i32, !dbg !507
  %15 = icmp ult i8 %8, %10, !dbg !508
  %16 = sext i1 %15 to i32, !dbg !508
  %17 = add nsw i32 %16, %14, !dbg !509
  br label %23, !dbg !510

18:                                               ; preds = %5
  %19 = icmp eq i8 %8, 0, !dbg !511
    #dbg_value(i32 %6, !494, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !497)
  %20 = add nuw i32 %6, 1
    #dbg_value(i32 %20, !494, !DIExpression(), !497)
    #dbg_value(i32 %20, !494, !DIExpression(), !497)
  %21 = icmp eq i32 %20, %2
  %22 = select i1 %19, i1 true, i1 %21, !dbg !513
  br i1 %22, label %23, label %5, !dbg !513, !llvm.loop !514

23:                                               ; preds = %18, %3, %12
  %24 = phi i32 [ %17, %12 ], [ 0, %3 ], [ 0, %18 ]
  ret i32 %24, !dbg !516
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local noundef ptr @strcpy(ptr noundef returned writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #10 !dbg !517 {
    #dbg_value(ptr %0, !519, !DIExpression(), !522)
    #dbg_value(ptr %1, !520, !DIExpression(), !522)
    #dbg_value(ptr %0, !521, !DIExpression(), !522)
  br label %3, !dbg !523

3:                                                ; preds = %3, %2
  %4 = phi ptr [ %1, %2 ], [ %6, %3 ]
  %5 = phi ptr [ %0, %2 ], [ %8, %3 ]
    #dbg_value(ptr %5, !519, !DIExpression(), !522)
    #dbg_value(ptr %4, !520, !DIExpression(), !522)
  %6 = getelementptr inbounds i8, ptr %4, i32 1, !dbg !524
    #dbg_value(ptr %6, !520, !DIExpression(), !522)
  %7 = load i8, ptr %4, align 1, !dbg !525, !tbaa !366
  %8 = getelementptr inbounds i8, ptr %5, i32 1, !dbg !526
    #dbg_value(ptr %8, !519, !DIExpression(), !522)
  store i8 %7, ptr %5, align 1, !dbg !527, !tbaa !366
  %9 = icmp eq i8 %7, 0, !dbg !523
  br i1 %9, label %10, label %3, !dbg !523, !llvm.loop !528

10:                                               ; preds = %3
  ret ptr %0, !dbg !530
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local noundef ptr @stpcpy(ptr noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #10 !dbg !531 {
    #dbg_value(ptr %0, !533, !DIExpression(), !535)
    #dbg_value(ptr %1, !534, !DIExpression(), !535)
    #dbg_value(ptr %1, !534, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !535)
  %3 = load i8, ptr %1, align 1, !dbg !536, !tbaa !366
  store i8 %3, ptr %0, align 1, !dbg !537, !tbaa !366
  %4 = icmp eq i8 %3, 0, !dbg !538
  br i1 %4, label %12, label %5, !dbg !538

5:                                                ; preds = %2, %5
  %6 = phi ptr [ %8, %5 ], [ %1, %2 ]
  %7 = phi ptr [ %9, %5 ], [ %0, %2 ]
    #dbg_value(ptr %6, !534, !DIExpression(), !535)
    #dbg_value(ptr %7, !533, !DIExpression(), !535)
  %8 = getelementptr inbounds i8, ptr %6, i32 1, !dbg !539
    #dbg_value(ptr %8, !534, !DIExpression(), !535)
  %9 = getelementptr inbounds i8, ptr %7, i32 1, !dbg !540
    #dbg_value(ptr %9, !533, !DIExpression(), !535)
    #dbg_value(ptr %8, !534, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !535)
  %10 = load i8, ptr %8, align 1, !dbg !536, !tbaa !366
  store i8 %10, ptr %9, align 1, !dbg !537, !tbaa !366
  %11 = icmp eq i8 %10, 0, !dbg !538
  br i1 %11, label %12, label %5, !dbg !538, !llvm.loop !541

12:                                               ; preds = %5, %2
  %13 = phi ptr [ %0, %2 ], [ %9, %5 ]
  ret ptr %13, !dbg !542
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptr @stpncpy(ptr noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #11 !dbg !543 {
    #dbg_value(ptr %0, !547, !DIExpression(), !552)
    #dbg_value(ptr %1, !548, !DIExpression(), !552)
    #dbg_value(i32 %2, !549, !DIExpression(), !552)
    #dbg_value(i32 0, !550, !DIExpression(), !552)
  %4 = icmp eq i32 %2, 0, !dbg !553
  br i1 %4, label %14, label %5, !dbg !556

5:                                                ; preds = %3, %10
  %6 = phi i32 [ %12, %10 ], [ 0, %3 ]
    #dbg_value(i32 %6, !550, !DIExpression(), !552)
  %7 = getelementptr inbounds i8, ptr %1, i32 %6, !dbg !557
  %8 = load i8, ptr %7, align 1, !dbg !557, !tbaa !366
  %9 = icmp eq i8 %8, 0, !dbg !556
  br i1 %9, label %14, label %10, !dbg !558

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %0, i32 %6, !dbg !559
  store i8 %8, ptr %11, align 1, !dbg !560, !tbaa !366
  %12 = add nuw i32 %6, 1, !dbg !561
    #dbg_value(i32 %12, !550, !DIExpression(), !552)
  %13 = icmp eq i32 %12, %2, !dbg !553
  br i1 %13, label %52, label %5, !dbg !556, !llvm.loop !562

14:                                               ; preds = %5, %3
  %15 = phi i32 [ 0, %3 ], [ %6, %5 ], !dbg !552
    #dbg_value(!DIArgList(ptr %0, i32 %15), !551, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !552)
    #dbg_value(i32 %15, !550, !DIExpression(), !552)
  %16 = icmp ult i32 %15, %2, !dbg !564
  br i1 %16, label %17, label %52, !dbg !567

17:                                               ; preds = %14
  %18 = sub i32 %2, %15, !dbg !567
  %19 = and i32 %18, 7, !dbg !567
  %20 = icmp eq i32 %19, 0, !dbg !567
  br i1 %20, label %28, label %21, !dbg !567

21:                                               ; preds = %17, %21
  %22 = phi i32 [ %25, %21 ], [ %15, %17 ]
  %23 = phi i32 [ %26, %21 ], [ 0, %17 ]
    #dbg_value(i32 %22, !550, !DIExpression(), !552)
  %24 = getelementptr inbounds i8, ptr %0, i32 %22, !dbg !568
  store i8 0, ptr %24, align 1, !dbg !569, !tbaa !366
  %25 = add nuw i32 %22, 1, !dbg !570
    #dbg_value(i32 %25, !550, !DIExpression(), !552)
  %26 = add i32 %23, 1, !dbg !567
  %27 = icmp eq i32 %26, %19, !dbg !567
  br i1 %27, label %28, label %21, !dbg !567, !llvm.loop !571

28:                                               ; preds = %21, %17
  %29 = phi i32 [ %15, %17 ], [ %25, %21 ]
  %30 = sub i32 %15, %2, !dbg !567
  %31 = icmp ugt i32 %30, -8, !dbg !567
  br i1 %31, label %52, label %32, !dbg !567

32:                                               ; preds = %28
  %33 = getelementptr i8, ptr %0, i32 1, !dbg !567
  %34 = getelementptr i8, ptr %0, i32 2, !dbg !567
  %35 = getelementptr i8, ptr %0, i32 3, !dbg !567
  %36 = getelementptr i8, ptr %0, i32 4, !dbg !567
  %37 = getelementptr i8, ptr %0, i32 5, !dbg !567
  %38 = getelementptr i8, ptr %0, i32 6, !dbg !567
  %39 = getelementptr i8, ptr %0, i32 7, !dbg !567
  br label %40, !dbg !567

40:                                               ; preds = %40, %32
  %41 = phi i32 [ %29, %32 ], [ %50, %40 ]
    #dbg_value(i32 %41, !550, !DIExpression(), !552)
  %42 = getelementptr inbounds i8, ptr %0, i32 %41, !dbg !568
  store i8 0, ptr %42, align 1, !dbg !569, !tbaa !366
    #dbg_value(i32 %41, !550, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !552)
  %43 = getelementptr i8, ptr %33, i32 %41, !dbg !568
  store i8 0, ptr %43, align 1, !dbg !569, !tbaa !366
    #dbg_value(i32 %41, !550, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !552)
  %44 = getelementptr i8, ptr %34, i32 %41, !dbg !568
  store i8 0, ptr %44, align 1, !dbg !569, !tbaa !366
    #dbg_value(i32 %41, !550, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !552)
  %45 = getelementptr i8, ptr %35, i32 %41, !dbg !568
  store i8 0, ptr %45, align 1, !dbg !569, !tbaa !366
    #dbg_value(i32 %41, !550, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !552)
  %46 = getelementptr i8, ptr %36, i32 %41, !dbg !568
  store i8 0, ptr %46, align 1, !dbg !569, !tbaa !366
    #dbg_value(i32 %41, !550, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !552)
  %47 = getelementptr i8, ptr %37, i32 %41, !dbg !568
  store i8 0, ptr %47, align 1, !dbg !569, !tbaa !366
    #dbg_value(i32 %41, !550, !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value), !552)
  %48 = getelementptr i8, ptr %38, i32 %41, !dbg !568
  store i8 0, ptr %48, align 1, !dbg !569, !tbaa !366
    #dbg_value(i32 %41, !550, !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value), !552)
  %49 = getelementptr i8, ptr %39, i32 %41, !dbg !568
  store i8 0, ptr %49, align 1, !dbg !569, !tbaa !366
  %50 = add nuw i32 %41, 8, !dbg !570
    #dbg_value(i32 %50, !550, !DIExpression(), !552)
  %51 = icmp eq i32 %50, %2, !dbg !564
  br i1 %51, label %52, label %40, !dbg !567, !llvm.loop !573

52:                                               ; preds = %10, %28, %40, %14
  %53 = phi i32 [ %15, %14 ], [ %15, %40 ], [ %15, %28 ], [ %2, %10 ]
  %54 = getelementptr inbounds i8, ptr %0, i32 %53, !dbg !575
    #dbg_value(ptr %54, !551, !DIExpression(), !552)
  ret ptr %54, !dbg !576
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local noundef ptr @strchrnul(ptr noundef readonly %0, i32 noundef %1) local_unnamed_addr #9 !dbg !577 {
    #dbg_value(ptr %0, !581, !DIExpression(), !583)
    #dbg_value(i32 %1, !582, !DIExpression(), !583)
  %3 = load i8, ptr %0, align 1, !dbg !584, !tbaa !366
  %4 = icmp eq i8 %3, 0, !dbg !584
  br i1 %4, label %17, label %5, !dbg !585

5:                                                ; preds = %2
  %6 = shl i32 %1, 24
  %7 = ashr exact i32 %6, 24
  br label %8, !dbg !585

8:                                                ; preds = %5, %13
  %9 = phi i8 [ %3, %5 ], [ %15, %13 ]
  %10 = phi ptr [ %0, %5 ], [ %14, %13 ]
    #dbg_value(ptr %10, !581, !DIExpression(), !583)
  %11 = sext i8 %9 to i32, !dbg !584
  %12 = icmp eq i32 %7, %11, !dbg !586
  br i1 %12, label %17, label %13, !dbg !587

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %10, i32 1, !dbg !588
    #dbg_value(ptr %14, !581, !DIExpression(), !583)
  %15 = load i8, ptr %14, align 1, !dbg !584, !tbaa !366
  %16 = icmp eq i8 %15, 0, !dbg !584
  br i1 %16, label %17, label %8, !dbg !585, !llvm.loop !589

17:                                               ; preds = %8, %13, %2
  %18 = phi ptr [ %0, %2 ], [ %14, %13 ], [ %10, %8 ]
  ret ptr %18, !dbg !590
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local noundef ptr @strncpy(ptr noundef returned writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #11 !dbg !591 {
    #dbg_value(ptr %0, !593, !DIExpression(), !597)
    #dbg_value(ptr %1, !594, !DIExpression(), !597)
    #dbg_value(i32 %2, !595, !DIExpression(), !597)
    #dbg_value(i32 0, !596, !DIExpression(), !597)
  %4 = icmp eq i32 %2, 0, !dbg !598
  br i1 %4, label %14, label %5, !dbg !601

5:                                                ; preds = %3, %10
  %6 = phi i32 [ %12, %10 ], [ 0, %3 ]
    #dbg_value(i32 %6, !596, !DIExpression(), !597)
  %7 = getelementptr inbounds i8, ptr %1, i32 %6, !dbg !602
  %8 = load i8, ptr %7, align 1, !dbg !602, !tbaa !366
  %9 = icmp eq i8 %8, 0, !dbg !601
  br i1 %9, label %14, label %10, !dbg !603

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %0, i32 %6, !dbg !604
  store i8 %8, ptr %11, align 1, !dbg !605, !tbaa !366
  %12 = add nuw i32 %6, 1, !dbg !606
    #dbg_value(i32 %12, !596, !DIExpression(), !597)
  %13 = icmp eq i32 %12, %2, !dbg !598
  br i1 %13, label %52, label %5, !dbg !601, !llvm.loop !607

14:                                               ; preds = %5, %3
  %15 = phi i32 [ 0, %3 ], [ %6, %5 ], !dbg !597
    #dbg_value(i32 %15, !596, !DIExpression(), !597)
  %16 = icmp ult i32 %15, %2, !dbg !609
  br i1 %16, label %17, label %52, !dbg !612

17:                                               ; preds = %14
  %18 = sub i32 %2, %15, !dbg !612
  %19 = and i32 %18, 7, !dbg !612
  %20 = icmp eq i32 %19, 0, !dbg !612
  br i1 %20, label %28, label %21, !dbg !612

21:                                               ; preds = %17, %21
  %22 = phi i32 [ %25, %21 ], [ %15, %17 ]
  %23 = phi i32 [ %26, %21 ], [ 0, %17 ]
    #dbg_value(i32 %22, !596, !DIExpression(), !597)
  %24 = getelementptr inbounds i8, ptr %0, i32 %22, !dbg !613
  store i8 0, ptr %24, align 1, !dbg !614, !tbaa !366
  %25 = add nuw i32 %22, 1, !dbg !615
    #dbg_value(i32 %25, !596, !DIExpression(), !597)
  %26 = add i32 %23, 1, !dbg !612
  %27 = icmp eq i32 %26, %19, !dbg !612
  br i1 %27, label %28, label %21, !dbg !612, !llvm.loop !616

28:                                               ; preds = %21, %17
  %29 = phi i32 [ %15, %17 ], [ %25, %21 ]
  %30 = sub i32 %15, %2, !dbg !612
  %31 = icmp ugt i32 %30, -8, !dbg !612
  br i1 %31, label %52, label %32, !dbg !612

32:                                               ; preds = %28
  %33 = getelementptr i8, ptr %0, i32 1, !dbg !612
  %34 = getelementptr i8, ptr %0, i32 2, !dbg !612
  %35 = getelementptr i8, ptr %0, i32 3, !dbg !612
  %36 = getelementptr i8, ptr %0, i32 4, !dbg !612
  %37 = getelementptr i8, ptr %0, i32 5, !dbg !612
  %38 = getelementptr i8, ptr %0, i32 6, !dbg !612
  %39 = getelementptr i8, ptr %0, i32 7, !dbg !612
  br label %40, !dbg !612

40:                                               ; preds = %40, %32
  %41 = phi i32 [ %29, %32 ], [ %50, %40 ]
    #dbg_value(i32 %41, !596, !DIExpression(), !597)
  %42 = getelementptr inbounds i8, ptr %0, i32 %41, !dbg !613
  store i8 0, ptr %42, align 1, !dbg !614, !tbaa !366
    #dbg_value(i32 %41, !596, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !597)
  %43 = getelementptr i8, ptr %33, i32 %41, !dbg !613
  store i8 0, ptr %43, align 1, !dbg !614, !tbaa !366
    #dbg_value(i32 %41, !596, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !597)
  %44 = getelementptr i8, ptr %34, i32 %41, !dbg !613
  store i8 0, ptr %44, align 1, !dbg !614, !tbaa !366
    #dbg_value(i32 %41, !596, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !597)
  %45 = getelementptr i8, ptr %35, i32 %41, !dbg !613
  store i8 0, ptr %45, align 1, !dbg !614, !tbaa !366
    #dbg_value(i32 %41, !596, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !597)
  %46 = getelementptr i8, ptr %36, i32 %41, !dbg !613
  store i8 0, ptr %46, align 1, !dbg !614, !tbaa !366
    #dbg_value(i32 %41, !596, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !597)
  %47 = getelementptr i8, ptr %37, i32 %41, !dbg !613
  store i8 0, ptr %47, align 1, !dbg !614, !tbaa !366
    #dbg_value(i32 %41, !596, !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value), !597)
  %48 = getelementptr i8, ptr %38, i32 %41, !dbg !613
  store i8 0, ptr %48, align 1, !dbg !614, !tbaa !366
    #dbg_value(i32 %41, !596, !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value), !597)
  %49 = getelementptr i8, ptr %39, i32 %41, !dbg !613
  store i8 0, ptr %49, align 1, !dbg !614, !tbaa !366
  %50 = add nuw i32 %41, 8, !dbg !615
    #dbg_value(i32 %50, !596, !DIExpression(), !597)
  %51 = icmp eq i32 %50, %2, !dbg !609
  br i1 %51, label %52, label %40, !dbg !612, !llvm.loop !617

52:                                               ; preds = %10, %28, %40, %14
  ret ptr %0, !dbg !619
}

; Function Attrs: nounwind
define dso_local noundef ptr @strcat(ptr noundef returned %0, ptr nocapture noundef readonly %1) local_unnamed_addr #7 !dbg !620 {
    #dbg_value(ptr %0, !622, !DIExpression(), !624)
    #dbg_value(ptr %1, !623, !DIExpression(), !624)
  %3 = tail call i32 @strlen(ptr noundef %0) #20, !dbg !625
  %4 = getelementptr inbounds i8, ptr %0, i32 %3, !dbg !626
    #dbg_value(ptr %4, !519, !DIExpression(), !627)
    #dbg_value(ptr %1, !520, !DIExpression(), !627)
    #dbg_value(ptr %4, !521, !DIExpression(), !627)
  br label %5, !dbg !629

5:                                                ; preds = %5, %2
  %6 = phi ptr [ %1, %2 ], [ %8, %5 ]
  %7 = phi ptr [ %4, %2 ], [ %10, %5 ]
    #dbg_value(ptr %7, !519, !DIExpression(), !627)
    #dbg_value(ptr %6, !520, !DIExpression(), !627)
  %8 = getelementptr inbounds i8, ptr %6, i32 1, !dbg !630
    #dbg_value(ptr %8, !520, !DIExpression(), !627)
  %9 = load i8, ptr %6, align 1, !dbg !631, !tbaa !366
  %10 = getelementptr inbounds i8, ptr %7, i32 1, !dbg !632
    #dbg_value(ptr %10, !519, !DIExpression(), !627)
  store i8 %9, ptr %7, align 1, !dbg !633, !tbaa !366
  %11 = icmp eq i8 %9, 0, !dbg !629
  br i1 %11, label %12, label %5, !dbg !629, !llvm.loop !634

12:                                               ; preds = %5
  ret ptr %0, !dbg !636
}

declare !dbg !637 i32 @strlen(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local noundef ptr @strncat(ptr noundef returned %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #7 !dbg !640 {
    #dbg_value(ptr %0, !642, !DIExpression(), !647)
    #dbg_value(ptr %1, !643, !DIExpression(), !647)
    #dbg_value(i32 %2, !644, !DIExpression(), !647)
  %4 = tail call i32 @strlen(ptr noundef %0) #20, !dbg !648
  %5 = getelementptr inbounds i8, ptr %0, i32 %4, !dbg !649
    #dbg_value(ptr %5, !645, !DIExpression(), !647)
    #dbg_value(i32 0, !646, !DIExpression(), !647)
  %6 = icmp eq i32 %2, 0, !dbg !650
  br i1 %6, label %16, label %7, !dbg !653

7:                                                ; preds = %3, %12
  %8 = phi i32 [ %14, %12 ], [ 0, %3 ]
    #dbg_value(i32 %8, !646, !DIExpression(), !647)
  %9 = getelementptr inbounds i8, ptr %1, i32 %8, !dbg !654
  %10 = load i8, ptr %9, align 1, !dbg !654, !tbaa !366
  %11 = icmp eq i8 %10, 0, !dbg !653
  br i1 %11, label %16, label %12, !dbg !655

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %5, i32 %8, !dbg !656
  store i8 %10, ptr %13, align 1, !dbg !657, !tbaa !366
  %14 = add nuw i32 %8, 1, !dbg !658
    #dbg_value(i32 %14, !646, !DIExpression(), !647)
  %15 = icmp eq i32 %14, %2, !dbg !650
  br i1 %15, label %16, label %7, !dbg !653, !llvm.loop !659

16:                                               ; preds = %7, %12, %3
  %17 = phi i32 [ 0, %3 ], [ %2, %12 ], [ %8, %7 ], !dbg !647
  %18 = getelementptr inbounds i8, ptr %5, i32 %17, !dbg !661
  store i8 0, ptr %18, align 1, !dbg !662, !tbaa !366
  ret ptr %0, !dbg !663
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local noundef ptr @strchr(ptr noundef readonly %0, i32 noundef %1) local_unnamed_addr #9 !dbg !664 {
    #dbg_value(ptr %0, !666, !DIExpression(), !668)
    #dbg_value(i32 %1, !667, !DIExpression(), !668)
  %3 = shl i32 %1, 24
  %4 = ashr exact i32 %3, 24
    #dbg_value(ptr %0, !666, !DIExpression(), !668)
  %5 = load i8, ptr %0, align 1, !dbg !669, !tbaa !366
  %6 = sext i8 %5 to i32, !dbg !669
  %7 = icmp eq i32 %4, %6, !dbg !674
  br i1 %7, label %17, label %8, !dbg !675

8:                                                ; preds = %2, %12
  %9 = phi i8 [ %14, %12 ], [ %5, %2 ]
  %10 = phi ptr [ %13, %12 ], [ %0, %2 ]
    #dbg_value(ptr %10, !666, !DIExpression(), !668)
  %11 = icmp eq i8 %9, 0, !dbg !676
  br i1 %11, label %17, label %12, !dbg !678

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %10, i32 1, !dbg !679
    #dbg_value(ptr %13, !666, !DIExpression(), !668)
  %14 = load i8, ptr %13, align 1, !dbg !669, !tbaa !366
  %15 = sext i8 %14 to i32, !dbg !669
  %16 = icmp eq i32 %4, %15, !dbg !674
  br i1 %16, label %17, label %8, !dbg !675, !llvm.loop !680

17:                                               ; preds = %12, %8, %2
  %18 = phi ptr [ %0, %2 ], [ null, %8 ], [ %13, %12 ], !dbg !683
  ret ptr %18, !dbg !684
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local ptr @strrchr(ptr noundef readonly %0, i32 noundef %1) local_unnamed_addr #9 !dbg !685 {
    #dbg_value(ptr %0, !687, !DIExpression(), !690)
    #dbg_value(i32 %1, !688, !DIExpression(), !690)
    #dbg_value(ptr null, !689, !DIExpression(), !690)
  %3 = shl i32 %1, 24
  %4 = ashr exact i32 %3, 24
  br label %5, !dbg !691

5:                                                ; preds = %5, %2
  %6 = phi ptr [ %0, %2 ], [ %13, %5 ]
  %7 = phi ptr [ null, %2 ], [ %11, %5 ], !dbg !690
    #dbg_value(ptr %7, !689, !DIExpression(), !690)
    #dbg_value(ptr %6, !687, !DIExpression(), !690)
  %8 = load i8, ptr %6, align 1, !dbg !692, !tbaa !366
  %9 = sext i8 %8 to i32, !dbg !692
  %10 = icmp eq i32 %4, %9, !dbg !697
  %11 = select i1 %10, ptr %6, ptr %7, !dbg !698
    #dbg_value(ptr %11, !689, !DIExpression(), !690)
  %12 = icmp eq i8 %8, 0, !dbg !699
  %13 = getelementptr inbounds i8, ptr %6, i32 1, !dbg !701
    #dbg_value(ptr %13, !687, !DIExpression(), !690)
  br i1 %12, label %14, label %5, !dbg !702, !llvm.loop !703

14:                                               ; preds = %5
  ret ptr %11, !dbg !706
}

; Function Attrs: nounwind
define dso_local noundef ptr @strstr(ptr noundef readonly %0, ptr noundef %1) local_unnamed_addr #7 !dbg !707 {
    #dbg_value(ptr %0, !711, !DIExpression(), !714)
    #dbg_value(ptr %1, !712, !DIExpression(), !714)
  %3 = tail call i32 @strlen(ptr noundef %1) #20, !dbg !715
    #dbg_value(i32 %3, !713, !DIExpression(), !714)
  %4 = icmp eq i32 %3, 0, !dbg !716
  br i1 %4, label %30, label %5, !dbg !718

5:                                                ; preds = %2
    #dbg_value(ptr %0, !711, !DIExpression(), !714)
  %6 = load i8, ptr %0, align 1, !dbg !719, !tbaa !366
  %7 = icmp eq i8 %6, 0, !dbg !722
  br i1 %7, label %30, label %8, !dbg !722

8:                                                ; preds = %5
  %9 = load i8, ptr %1, align 1, !tbaa !366
  br label %10, !dbg !722

10:                                               ; preds = %8, %26
  %11 = phi i8 [ %6, %8 ], [ %28, %26 ]
  %12 = phi ptr [ %0, %8 ], [ %27, %26 ]
    #dbg_value(ptr %12, !711, !DIExpression(), !714)
  %13 = icmp eq i8 %11, %9, !dbg !723
  br i1 %13, label %14, label %26, !dbg !725

14:                                               ; preds = %10, %21
  %15 = phi i32 [ %23, %21 ], [ 0, %10 ]
    #dbg_value(i32 %15, !494, !DIExpression(), !726)
  %16 = getelementptr inbounds i8, ptr %12, i32 %15, !dbg !728
  %17 = load i8, ptr %16, align 1, !dbg !728, !tbaa !366
  %18 = getelementptr inbounds i8, ptr %1, i32 %15, !dbg !729
  %19 = load i8, ptr %18, align 1, !dbg !729, !tbaa !366
  %20 = icmp eq i8 %17, %19, !dbg !730
  br i1 %20, label %21, label %26, !dbg !731

21:                                               ; preds = %14
  %22 = icmp eq i8 %17, 0, !dbg !732
    #dbg_value(i32 %15, !494, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !726)
  %23 = add nuw i32 %15, 1
    #dbg_value(i32 %23, !494, !DIExpression(), !726)
  %24 = icmp eq i32 %23, %3
  %25 = select i1 %22, i1 true, i1 %24, !dbg !733
  br i1 %25, label %30, label %14, !dbg !733, !llvm.loop !734

26:                                               ; preds = %14, %10
  %27 = getelementptr inbounds i8, ptr %12, i32 1, !dbg !737
    #dbg_value(ptr %27, !711, !DIExpression(), !714)
  %28 = load i8, ptr %27, align 1, !dbg !719, !tbaa !366
  %29 = icmp eq i8 %28, 0, !dbg !722
  br i1 %29, label %30, label %10, !dbg !722, !llvm.loop !738

30:                                               ; preds = %26, %21, %5, %2
  %31 = phi ptr [ %0, %2 ], [ null, %5 ], [ %12, %21 ], [ null, %26 ], !dbg !714
  ret ptr %31, !dbg !740
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local i32 @strspn(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !741 {
    #dbg_value(ptr %0, !745, !DIExpression(), !748)
    #dbg_value(ptr %1, !746, !DIExpression(), !748)
    #dbg_value(i32 0, !747, !DIExpression(), !748)
  %3 = load i8, ptr %0, align 1, !dbg !749, !tbaa !366
  %4 = icmp eq i8 %3, 0, !dbg !749
  br i1 %4, label %24, label %5, !dbg !750

5:                                                ; preds = %2
  %6 = load i8, ptr %1, align 1, !tbaa !366
  br label %7, !dbg !750

7:                                                ; preds = %5, %19
  %8 = phi i8 [ %3, %5 ], [ %22, %19 ]
  %9 = phi i32 [ 0, %5 ], [ %20, %19 ]
    #dbg_value(i32 %9, !747, !DIExpression(), !748)
    #dbg_value(ptr %1, !666, !DIExpression(), !751)
    #dbg_value(i8 %8, !667, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !751)
    #dbg_value(ptr %1, !666, !DIExpression(), !751)
  %10 = icmp eq i8 %8, %6, !dbg !753
  br i1 %10, label %19, label %11, !dbg !754

11:                                               ; preds = %7, %15
  %12 = phi i8 [ %17, %15 ], [ %6, %7 ]
  %13 = phi ptr [ %16, %15 ], [ %1, %7 ]
    #dbg_value(ptr %13, !666, !DIExpression(), !751)
  %14 = icmp eq i8 %12, 0, !dbg !755
  br i1 %14, label %24, label %15, !dbg !756

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i32 1, !dbg !757
    #dbg_value(ptr %16, !666, !DIExpression(), !751)
  %17 = load i8, ptr %16, align 1, !dbg !758, !tbaa !366
  %18 = icmp eq i8 %8, %17, !dbg !753
  br i1 %18, label %19, label %11, !dbg !754, !llvm.loop !759

19:                                               ; preds = %15, %7
  %20 = add i32 %9, 1, !dbg !762
    #dbg_value(i32 %20, !747, !DIExpression(), !748)
  %21 = getelementptr inbounds i8, ptr %0, i32 %20, !dbg !749
  %22 = load i8, ptr %21, align 1, !dbg !749, !tbaa !366
  %23 = icmp eq i8 %22, 0, !dbg !749
  br i1 %23, label %24, label %7, !dbg !750, !llvm.loop !763

24:                                               ; preds = %19, %11, %2
  %25 = phi i32 [ 0, %2 ], [ %9, %11 ], [ %20, %19 ]
  ret i32 %25, !dbg !765
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local i32 @strcspn(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !766 {
    #dbg_value(ptr %0, !768, !DIExpression(), !771)
    #dbg_value(ptr %1, !769, !DIExpression(), !771)
    #dbg_value(i32 0, !770, !DIExpression(), !771)
  %3 = load i8, ptr %0, align 1, !dbg !772, !tbaa !366
  %4 = icmp eq i8 %3, 0, !dbg !772
  br i1 %4, label %24, label %5, !dbg !773

5:                                                ; preds = %2
  %6 = load i8, ptr %1, align 1, !tbaa !366
  br label %7, !dbg !773

7:                                                ; preds = %5, %19
  %8 = phi i8 [ %3, %5 ], [ %22, %19 ]
  %9 = phi i32 [ 0, %5 ], [ %20, %19 ]
    #dbg_value(i32 %9, !770, !DIExpression(), !771)
    #dbg_value(ptr %1, !666, !DIExpression(), !774)
    #dbg_value(i8 %8, !667, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !774)
    #dbg_value(ptr %1, !666, !DIExpression(), !774)
  %10 = icmp eq i8 %8, %6, !dbg !776
  br i1 %10, label %24, label %11, !dbg !777

11:                                               ; preds = %7, %15
  %12 = phi i8 [ %17, %15 ], [ %6, %7 ]
  %13 = phi ptr [ %16, %15 ], [ %1, %7 ]
    #dbg_value(ptr %13, !666, !DIExpression(), !774)
  %14 = icmp eq i8 %12, 0, !dbg !778
  br i1 %14, label %19, label %15, !dbg !779

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i32 1, !dbg !780
    #dbg_value(ptr %16, !666, !DIExpression(), !774)
  %17 = load i8, ptr %16, align 1, !dbg !781, !tbaa !366
  %18 = icmp eq i8 %8, %17, !dbg !776
  br i1 %18, label %24, label %11, !dbg !777, !llvm.loop !782

19:                                               ; preds = %11
  %20 = add i32 %9, 1, !dbg !785
    #dbg_value(i32 %20, !770, !DIExpression(), !771)
  %21 = getelementptr inbounds i8, ptr %0, i32 %20, !dbg !772
  %22 = load i8, ptr %21, align 1, !dbg !772, !tbaa !366
  %23 = icmp eq i8 %22, 0, !dbg !772
  br i1 %23, label %24, label %7, !dbg !773, !llvm.loop !786

24:                                               ; preds = %19, %7, %15, %2
  %25 = phi i32 [ 0, %2 ], [ %9, %15 ], [ %20, %19 ], [ %9, %7 ]
  ret i32 %25, !dbg !788
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local ptr @strpbrk(ptr noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !789 {
    #dbg_value(ptr %0, !791, !DIExpression(), !793)
    #dbg_value(ptr %1, !792, !DIExpression(), !793)
    #dbg_value(ptr %0, !768, !DIExpression(), !794)
    #dbg_value(ptr %1, !769, !DIExpression(), !794)
    #dbg_value(i32 0, !770, !DIExpression(), !794)
  %3 = load i8, ptr %0, align 1, !dbg !796, !tbaa !366
  %4 = icmp eq i8 %3, 0, !dbg !796
  br i1 %4, label %24, label %5, !dbg !797

5:                                                ; preds = %2
  %6 = load i8, ptr %1, align 1, !tbaa !366
  br label %7, !dbg !797

7:                                                ; preds = %19, %5
  %8 = phi i8 [ %3, %5 ], [ %22, %19 ]
  %9 = phi i32 [ 0, %5 ], [ %20, %19 ]
    #dbg_value(i32 %9, !770, !DIExpression(), !794)
    #dbg_value(ptr %1, !666, !DIExpression(), !798)
    #dbg_value(i8 %8, !667, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !798)
    #dbg_value(ptr %1, !666, !DIExpression(), !798)
  %10 = icmp eq i8 %8, %6, !dbg !800
  br i1 %10, label %24, label %11, !dbg !801

11:                                               ; preds = %7, %15
  %12 = phi i8 [ %17, %15 ], [ %6, %7 ]
  %13 = phi ptr [ %16, %15 ], [ %1, %7 ]
    #dbg_value(ptr %13, !666, !DIExpression(), !798)
  %14 = icmp eq i8 %12, 0, !dbg !802
  br i1 %14, label %19, label %15, !dbg !803

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i32 1, !dbg !804
    #dbg_value(ptr %16, !666, !DIExpression(), !798)
  %17 = load i8, ptr %16, align 1, !dbg !805, !tbaa !366
  %18 = icmp eq i8 %8, %17, !dbg !800
  br i1 %18, label %24, label %11, !dbg !801, !llvm.loop !806

19:                                               ; preds = %11
  %20 = add i32 %9, 1, !dbg !809
    #dbg_value(i32 %20, !770, !DIExpression(), !794)
  %21 = getelementptr inbounds i8, ptr %0, i32 %20, !dbg !796
  %22 = load i8, ptr %21, align 1, !dbg !796, !tbaa !366
  %23 = icmp eq i8 %22, 0, !dbg !796
  br i1 %23, label %24, label %7, !dbg !797, !llvm.loop !810

24:                                               ; preds = %7, %19, %15, %2
  %25 = phi i32 [ 0, %2 ], [ %9, %15 ], [ %9, %7 ], [ %20, %19 ]
  %26 = getelementptr inbounds i8, ptr %0, i32 %25, !dbg !812
    #dbg_value(ptr %26, !791, !DIExpression(), !793)
  %27 = load i8, ptr %26, align 1, !dbg !813, !tbaa !366
  %28 = icmp eq i8 %27, 0, !dbg !813
  %29 = select i1 %28, ptr null, ptr %26, !dbg !813
  ret ptr %29, !dbg !814
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local noundef ptr @strtok_r(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2) local_unnamed_addr #10 !dbg !815 {
    #dbg_value(ptr %0, !820, !DIExpression(), !824)
    #dbg_value(ptr %1, !821, !DIExpression(), !824)
    #dbg_value(ptr %2, !822, !DIExpression(), !824)
  %4 = icmp eq ptr %0, null, !dbg !825
  br i1 %4, label %5, label %7, !dbg !827

5:                                                ; preds = %3
  %6 = load ptr, ptr %2, align 4, !dbg !828, !tbaa !318
    #dbg_value(ptr %6, !820, !DIExpression(), !824)
  br label %7, !dbg !829

7:                                                ; preds = %5, %3
  %8 = phi ptr [ %0, %3 ], [ %6, %5 ]
    #dbg_value(ptr %8, !820, !DIExpression(), !824)
    #dbg_value(ptr %8, !745, !DIExpression(), !830)
    #dbg_value(ptr %1, !746, !DIExpression(), !830)
    #dbg_value(i32 0, !747, !DIExpression(), !830)
  %9 = load i8, ptr %8, align 1, !dbg !832, !tbaa !366
  %10 = icmp eq i8 %9, 0, !dbg !832
  br i1 %10, label %30, label %11, !dbg !833

11:                                               ; preds = %7
  %12 = load i8, ptr %1, align 1, !tbaa !366
  br label %13, !dbg !833

13:                                               ; preds = %25, %11
  %14 = phi i8 [ %9, %11 ], [ %28, %25 ]
  %15 = phi i32 [ 0, %11 ], [ %26, %25 ]
    #dbg_value(i32 %15, !747, !DIExpression(), !830)
    #dbg_value(ptr %1, !666, !DIExpression(), !834)
    #dbg_value(i8 %14, !667, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !834)
    #dbg_value(ptr %1, !666, !DIExpression(), !834)
  %16 = icmp eq i8 %14, %12, !dbg !836
  br i1 %16, label %25, label %17, !dbg !837

17:                                               ; preds = %13, %21
  %18 = phi i8 [ %23, %21 ], [ %12, %13 ]
  %19 = phi ptr [ %22, %21 ], [ %1, %13 ]
    #dbg_value(ptr %19, !666, !DIExpression(), !834)
  %20 = icmp eq i8 %18, 0, !dbg !838
  br i1 %20, label %33, label %21, !dbg !839

21:                                               ; preds = %17
  %22 = getelementptr inbounds i8, ptr %19, i32 1, !dbg !840
    #dbg_value(ptr %22, !666, !DIExpression(), !834)
  %23 = load i8, ptr %22, align 1, !dbg !841, !tbaa !366
  %24 = icmp eq i8 %14, %23, !dbg !836
  br i1 %24, label %25, label %17, !dbg !837, !llvm.loop !842

25:                                               ; preds = %21, %13
  %26 = add i32 %15, 1, !dbg !845
    #dbg_value(i32 %26, !747, !DIExpression(), !830)
  %27 = getelementptr inbounds i8, ptr %8, i32 %26, !dbg !832
  %28 = load i8, ptr %27, align 1, !dbg !832, !tbaa !366
  %29 = icmp eq i8 %28, 0, !dbg !832
  br i1 %29, label %30, label %13, !dbg !833, !llvm.loop !846

30:                                               ; preds = %25, %7
  %31 = phi i32 [ 0, %7 ], [ %26, %25 ]
  %32 = getelementptr inbounds i8, ptr %8, i32 %31, !dbg !848
    #dbg_value(ptr %32, !820, !DIExpression(), !824)
  br label %60, !dbg !849

33:                                               ; preds = %17
  %34 = getelementptr inbounds i8, ptr %8, i32 %15, !dbg !848
    #dbg_value(ptr %34, !820, !DIExpression(), !824)
    #dbg_value(ptr %34, !768, !DIExpression(), !850)
    #dbg_value(ptr %1, !769, !DIExpression(), !850)
    #dbg_value(i32 0, !770, !DIExpression(), !850)
  %35 = load i8, ptr %1, align 1, !tbaa !366
  br label %36, !dbg !852

36:                                               ; preds = %48, %33
  %37 = phi i8 [ %14, %33 ], [ %51, %48 ]
  %38 = phi i32 [ 0, %33 ], [ %49, %48 ]
    #dbg_value(i32 %38, !770, !DIExpression(), !850)
    #dbg_value(i8 %37, !667, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !853)
    #dbg_value(ptr %1, !666, !DIExpression(), !853)
  %39 = icmp eq i8 %37, %35, !dbg !855
  br i1 %39, label %53, label %40, !dbg !856

40:                                               ; preds = %36, %44
  %41 = phi i8 [ %46, %44 ], [ %35, %36 ]
  %42 = phi ptr [ %45, %44 ], [ %1, %36 ]
    #dbg_value(ptr %42, !666, !DIExpression(), !853)
  %43 = icmp eq i8 %41, 0, !dbg !857
  br i1 %43, label %48, label %44, !dbg !858

44:                                               ; preds = %40
  %45 = getelementptr inbounds i8, ptr %42, i32 1, !dbg !859
    #dbg_value(ptr %45, !666, !DIExpression(), !853)
  %46 = load i8, ptr %45, align 1, !dbg !860, !tbaa !366
  %47 = icmp eq i8 %37, %46, !dbg !855
  br i1 %47, label %53, label %40, !dbg !856, !llvm.loop !861

48:                                               ; preds = %40
  %49 = add i32 %38, 1, !dbg !864
    #dbg_value(i32 %49, !770, !DIExpression(), !850)
  %50 = getelementptr inbounds i8, ptr %34, i32 %49, !dbg !865
  %51 = load i8, ptr %50, align 1, !dbg !865, !tbaa !366
  %52 = icmp eq i8 %51, 0, !dbg !865
  br i1 %52, label %53, label %36, !dbg !852, !llvm.loop !866

53:                                               ; preds = %36, %48, %44
  %54 = phi i32 [ %38, %44 ], [ %38, %36 ], [ %49, %48 ]
  %55 = getelementptr inbounds i8, ptr %34, i32 %54, !dbg !868
    #dbg_value(ptr %55, !823, !DIExpression(), !824)
  %56 = load i8, ptr %55, align 1, !dbg !869, !tbaa !366
  %57 = icmp eq i8 %56, 0, !dbg !869
  br i1 %57, label %60, label %58, !dbg !871

58:                                               ; preds = %53
  %59 = getelementptr inbounds i8, ptr %55, i32 1, !dbg !872
    #dbg_value(ptr %59, !823, !DIExpression(), !824)
  store i8 0, ptr %55, align 1, !dbg !873, !tbaa !366
  br label %60, !dbg !874

60:                                               ; preds = %30, %53, %58
  %61 = phi ptr [ %59, %58 ], [ %55, %53 ], [ %32, %30 ], !dbg !824
  %62 = phi ptr [ %34, %58 ], [ %34, %53 ], [ null, %30 ], !dbg !824
  store ptr %61, ptr %2, align 4, !dbg !824, !tbaa !318
  ret ptr %62, !dbg !875
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local ptr @strtok(ptr noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #10 !dbg !63 {
    #dbg_value(ptr %0, !67, !DIExpression(), !876)
    #dbg_value(ptr %1, !68, !DIExpression(), !876)
    #dbg_value(ptr %0, !820, !DIExpression(), !877)
    #dbg_value(ptr %1, !821, !DIExpression(), !877)
    #dbg_value(ptr @strtok.save, !822, !DIExpression(), !877)
  %3 = icmp eq ptr %0, null, !dbg !879
  %4 = load ptr, ptr @strtok.save, align 4
  %5 = select i1 %3, ptr %4, ptr %0, !dbg !880
    #dbg_value(ptr %5, !820, !DIExpression(), !877)
    #dbg_value(ptr %5, !745, !DIExpression(), !881)
    #dbg_value(ptr %1, !746, !DIExpression(), !881)
    #dbg_value(i32 0, !747, !DIExpression(), !881)
  %6 = load i8, ptr %5, align 1, !dbg !883, !tbaa !366
  %7 = icmp eq i8 %6, 0, !dbg !883
  br i1 %7, label %27, label %8, !dbg !884

8:                                                ; preds = %2
  %9 = load i8, ptr %1, align 1, !tbaa !366
  br label %10, !dbg !884

10:                                               ; preds = %22, %8
  %11 = phi i8 [ %6, %8 ], [ %25, %22 ]
  %12 = phi i32 [ 0, %8 ], [ %23, %22 ]
    #dbg_value(i32 %12, !747, !DIExpression(), !881)
    #dbg_value(ptr %1, !666, !DIExpression(), !885)
    #dbg_value(i8 %11, !667, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !885)
    #dbg_value(ptr %1, !666, !DIExpression(), !885)
  %13 = icmp eq i8 %11, %9, !dbg !887
  br i1 %13, label %22, label %14, !dbg !888

14:                                               ; preds = %10, %18
  %15 = phi i8 [ %20, %18 ], [ %9, %10 ]
  %16 = phi ptr [ %19, %18 ], [ %1, %10 ]
    #dbg_value(ptr %16, !666, !DIExpression(), !885)
  %17 = icmp eq i8 %15, 0, !dbg !889
  br i1 %17, label %30, label %18, !dbg !890

18:                                               ; preds = %14
  %19 = getelementptr inbounds i8, ptr %16, i32 1, !dbg !891
    #dbg_value(ptr %19, !666, !DIExpression(), !885)
  %20 = load i8, ptr %19, align 1, !dbg !892, !tbaa !366
  %21 = icmp eq i8 %11, %20, !dbg !887
  br i1 %21, label %22, label %14, !dbg !888, !llvm.loop !893

22:                                               ; preds = %18, %10
  %23 = add i32 %12, 1, !dbg !896
    #dbg_value(i32 %23, !747, !DIExpression(), !881)
  %24 = getelementptr inbounds i8, ptr %5, i32 %23, !dbg !883
  %25 = load i8, ptr %24, align 1, !dbg !883, !tbaa !366
  %26 = icmp eq i8 %25, 0, !dbg !883
  br i1 %26, label %27, label %10, !dbg !884, !llvm.loop !897

27:                                               ; preds = %22, %2
  %28 = phi i32 [ 0, %2 ], [ %23, %22 ]
  %29 = getelementptr inbounds i8, ptr %5, i32 %28, !dbg !899
    #dbg_value(ptr %29, !820, !DIExpression(), !877)
  br label %56, !dbg !900

30:                                               ; preds = %14
  %31 = getelementptr inbounds i8, ptr %5, i32 %12, !dbg !899
    #dbg_value(ptr %31, !820, !DIExpression(), !877)
    #dbg_value(ptr %31, !768, !DIExpression(), !901)
    #dbg_value(ptr %1, !769, !DIExpression(), !901)
    #dbg_value(i32 0, !770, !DIExpression(), !901)
  br label %32, !dbg !903

32:                                               ; preds = %44, %30
  %33 = phi i8 [ %11, %30 ], [ %47, %44 ]
  %34 = phi i32 [ 0, %30 ], [ %45, %44 ]
    #dbg_value(i32 %34, !770, !DIExpression(), !901)
    #dbg_value(i8 %33, !667, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !904)
    #dbg_value(ptr %1, !666, !DIExpression(), !904)
  %35 = icmp eq i8 %33, %9, !dbg !906
  br i1 %35, label %49, label %36, !dbg !907

36:                                               ; preds = %32, %40
  %37 = phi i8 [ %42, %40 ], [ %9, %32 ]
  %38 = phi ptr [ %41, %40 ], [ %1, %32 ]
    #dbg_value(ptr %38, !666, !DIExpression(), !904)
  %39 = icmp eq i8 %37, 0, !dbg !908
  br i1 %39, label %44, label %40, !dbg !909

40:                                               ; preds = %36
  %41 = getelementptr inbounds i8, ptr %38, i32 1, !dbg !910
    #dbg_value(ptr %41, !666, !DIExpression(), !904)
  %42 = load i8, ptr %41, align 1, !dbg !911, !tbaa !366
  %43 = icmp eq i8 %33, %42, !dbg !906
  br i1 %43, label %49, label %36, !dbg !907, !llvm.loop !912

44:                                               ; preds = %36
  %45 = add i32 %34, 1, !dbg !915
    #dbg_value(i32 %45, !770, !DIExpression(), !901)
  %46 = getelementptr inbounds i8, ptr %31, i32 %45, !dbg !916
  %47 = load i8, ptr %46, align 1, !dbg !916, !tbaa !366
  %48 = icmp eq i8 %47, 0, !dbg !916
  br i1 %48, label %49, label %32, !dbg !903, !llvm.loop !917

49:                                               ; preds = %44, %32, %40
  %50 = phi i32 [ %34, %40 ], [ %45, %44 ], [ %34, %32 ]
  %51 = getelementptr inbounds i8, ptr %31, i32 %50, !dbg !919
    #dbg_value(ptr %51, !823, !DIExpression(), !877)
  %52 = load i8, ptr %51, align 1, !dbg !920, !tbaa !366
  %53 = icmp eq i8 %52, 0, !dbg !920
  br i1 %53, label %56, label %54, !dbg !921

54:                                               ; preds = %49
  %55 = getelementptr inbounds i8, ptr %51, i32 1, !dbg !922
    #dbg_value(ptr %55, !823, !DIExpression(), !877)
  store i8 0, ptr %51, align 1, !dbg !923, !tbaa !366
  br label %56, !dbg !924

56:                                               ; preds = %27, %49, %54
  %57 = phi ptr [ %55, %54 ], [ %51, %49 ], [ %29, %27 ], !dbg !877
  %58 = phi ptr [ %31, %54 ], [ %31, %49 ], [ null, %27 ], !dbg !877
  store ptr %57, ptr @strtok.save, align 4, !dbg !877, !tbaa !318
  ret ptr %58, !dbg !925
}

; Function Attrs: nounwind
define dso_local ptr @strdup(ptr noundef %0) local_unnamed_addr #7 !dbg !926 {
    #dbg_value(ptr %0, !930, !DIExpression(), !933)
  %2 = tail call i32 @strlen(ptr noundef %0) #20, !dbg !934
  %3 = add i32 %2, 1, !dbg !935
    #dbg_value(i32 %3, !931, !DIExpression(), !933)
  %4 = tail call ptr @malloc(i32 noundef %3) #20, !dbg !936
    #dbg_value(ptr %4, !932, !DIExpression(), !933)
  %5 = icmp eq ptr %4, null, !dbg !937
  br i1 %5, label %8, label %6, !dbg !939

6:                                                ; preds = %1
  %7 = tail call ptr @memcpy(ptr noundef nonnull %4, ptr noundef %0, i32 noundef %3) #20, !dbg !940
  br label %8, !dbg !940

8:                                                ; preds = %6, %1
  ret ptr %4, !dbg !941
}

declare !dbg !942 ptr @malloc(i32 noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local ptr @strndup(ptr noundef %0, i32 noundef %1) local_unnamed_addr #7 !dbg !945 {
    #dbg_value(ptr %0, !949, !DIExpression(), !953)
    #dbg_value(i32 %1, !950, !DIExpression(), !953)
    #dbg_value(ptr %0, !450, !DIExpression(), !954)
    #dbg_value(i32 %1, !451, !DIExpression(), !954)
    #dbg_value(i32 0, !452, !DIExpression(), !954)
  %3 = icmp eq i32 %1, 0, !dbg !956
  br i1 %3, label %12, label %4, !dbg !957

4:                                                ; preds = %2, %9
  %5 = phi i32 [ %10, %9 ], [ 0, %2 ]
    #dbg_value(i32 %5, !452, !DIExpression(), !954)
  %6 = getelementptr inbounds i8, ptr %0, i32 %5, !dbg !958
  %7 = load i8, ptr %6, align 1, !dbg !958, !tbaa !366
  %8 = icmp eq i8 %7, 0, !dbg !957
  br i1 %8, label %12, label %9, !dbg !959

9:                                                ; preds = %4
  %10 = add nuw i32 %5, 1, !dbg !960
    #dbg_value(i32 %10, !452, !DIExpression(), !954)
  %11 = icmp eq i32 %10, %1, !dbg !956
  br i1 %11, label %12, label %4, !dbg !957, !llvm.loop !961

12:                                               ; preds = %4, %9, %2
  %13 = phi i32 [ 0, %2 ], [ %5, %4 ], [ %1, %9 ], !dbg !954
    #dbg_value(i32 %13, !951, !DIExpression(), !953)
  %14 = add i32 %13, 1, !dbg !962
  %15 = tail call ptr @malloc(i32 noundef %14) #20, !dbg !963
    #dbg_value(ptr %15, !952, !DIExpression(), !953)
  %16 = icmp eq ptr %15, null, !dbg !964
  br i1 %16, label %20, label %17, !dbg !966

17:                                               ; preds = %12
  %18 = tail call ptr @memcpy(ptr noundef nonnull %15, ptr noundef %0, i32 noundef %13) #20, !dbg !967
  %19 = getelementptr inbounds i8, ptr %15, i32 %13, !dbg !969
  store i8 0, ptr %19, align 1, !dbg !970, !tbaa !366
  br label %20, !dbg !971

20:                                               ; preds = %17, %12
  ret ptr %15, !dbg !972
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef nonnull ptr @__ctype_b_loc() local_unnamed_addr #0 !dbg !973 {
  ret ptr @ctype_b, !dbg !977
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef nonnull ptr @__ctype_tolower_loc() local_unnamed_addr #0 !dbg !978 {
  ret ptr @ctype_lower, !dbg !982
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef nonnull ptr @__ctype_toupper_loc() local_unnamed_addr #0 !dbg !983 {
  ret ptr @ctype_upper, !dbg !984
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 1025) i32 @isalpha(i32 noundef %0) local_unnamed_addr #0 !dbg !985 {
    #dbg_value(i32 %0, !989, !DIExpression(), !990)
    #dbg_value(i32 %0, !991, !DIExpression(), !994)
  %2 = add i32 %0, 128, !dbg !996
  %3 = icmp ult i32 %2, 384, !dbg !996
  br i1 %3, label %4, label %9, !dbg !996

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !997
  %6 = load i16, ptr %5, align 2, !dbg !997, !tbaa !998
  %7 = and i16 %6, 1024, !dbg !1000
  %8 = zext nneg i16 %7 to i32, !dbg !1000
  br label %9, !dbg !1001

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !1001
  ret i32 %10, !dbg !1002
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 2049) i32 @isdigit(i32 noundef %0) local_unnamed_addr #0 !dbg !1003 {
    #dbg_value(i32 %0, !1005, !DIExpression(), !1006)
    #dbg_value(i32 %0, !991, !DIExpression(), !1007)
  %2 = add i32 %0, 128, !dbg !1009
  %3 = icmp ult i32 %2, 384, !dbg !1009
  br i1 %3, label %4, label %9, !dbg !1009

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !1010
  %6 = load i16, ptr %5, align 2, !dbg !1010, !tbaa !998
  %7 = and i16 %6, 2048, !dbg !1011
  %8 = zext nneg i16 %7 to i32, !dbg !1011
  br label %9, !dbg !1012

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !1012
  ret i32 %10, !dbg !1013
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 9) i32 @isalnum(i32 noundef %0) local_unnamed_addr #0 !dbg !1014 {
    #dbg_value(i32 %0, !1016, !DIExpression(), !1017)
    #dbg_value(i32 %0, !991, !DIExpression(), !1018)
  %2 = add i32 %0, 128, !dbg !1020
  %3 = icmp ult i32 %2, 384, !dbg !1020
  br i1 %3, label %4, label %9, !dbg !1020

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !1021
  %6 = load i16, ptr %5, align 2, !dbg !1021, !tbaa !998
  %7 = and i16 %6, 8, !dbg !1022
  %8 = zext nneg i16 %7 to i32, !dbg !1022
  br label %9, !dbg !1023

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !1023
  ret i32 %10, !dbg !1024
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 8193) i32 @isspace(i32 noundef %0) local_unnamed_addr #0 !dbg !1025 {
    #dbg_value(i32 %0, !1027, !DIExpression(), !1028)
    #dbg_value(i32 %0, !991, !DIExpression(), !1029)
  %2 = add i32 %0, 128, !dbg !1031
  %3 = icmp ult i32 %2, 384, !dbg !1031
  br i1 %3, label %4, label %9, !dbg !1031

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !1032
  %6 = load i16, ptr %5, align 2, !dbg !1032, !tbaa !998
  %7 = and i16 %6, 8192, !dbg !1033
  %8 = zext nneg i16 %7 to i32, !dbg !1033
  br label %9, !dbg !1034

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !1034
  ret i32 %10, !dbg !1035
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 257) i32 @isupper(i32 noundef %0) local_unnamed_addr #0 !dbg !1036 {
    #dbg_value(i32 %0, !1038, !DIExpression(), !1039)
    #dbg_value(i32 %0, !991, !DIExpression(), !1040)
  %2 = add i32 %0, 128, !dbg !1042
  %3 = icmp ult i32 %2, 384, !dbg !1042
  br i1 %3, label %4, label %9, !dbg !1042

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !1043
  %6 = load i16, ptr %5, align 2, !dbg !1043, !tbaa !998
  %7 = and i16 %6, 256, !dbg !1044
  %8 = zext nneg i16 %7 to i32, !dbg !1044
  br label %9, !dbg !1045

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !1045
  ret i32 %10, !dbg !1046
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 513) i32 @islower(i32 noundef %0) local_unnamed_addr #0 !dbg !1047 {
    #dbg_value(i32 %0, !1049, !DIExpression(), !1050)
    #dbg_value(i32 %0, !991, !DIExpression(), !1051)
  %2 = add i32 %0, 128, !dbg !1053
  %3 = icmp ult i32 %2, 384, !dbg !1053
  br i1 %3, label %4, label %9, !dbg !1053

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !1054
  %6 = load i16, ptr %5, align 2, !dbg !1054, !tbaa !998
  %7 = and i16 %6, 512, !dbg !1055
  %8 = zext nneg i16 %7 to i32, !dbg !1055
  br label %9, !dbg !1056

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !1056
  ret i32 %10, !dbg !1057
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 4097) i32 @isxdigit(i32 noundef %0) local_unnamed_addr #0 !dbg !1058 {
    #dbg_value(i32 %0, !1060, !DIExpression(), !1061)
    #dbg_value(i32 %0, !991, !DIExpression(), !1062)
  %2 = add i32 %0, 128, !dbg !1064
  %3 = icmp ult i32 %2, 384, !dbg !1064
  br i1 %3, label %4, label %9, !dbg !1064

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !1065
  %6 = load i16, ptr %5, align 2, !dbg !1065, !tbaa !998
  %7 = and i16 %6, 4096, !dbg !1066
  %8 = zext nneg i16 %7 to i32, !dbg !1066
  br label %9, !dbg !1067

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !1067
  ret i32 %10, !dbg !1068
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 16385) i32 @isprint(i32 noundef %0) local_unnamed_addr #0 !dbg !1069 {
    #dbg_value(i32 %0, !1071, !DIExpression(), !1072)
    #dbg_value(i32 %0, !991, !DIExpression(), !1073)
  %2 = add i32 %0, 128, !dbg !1075
  %3 = icmp ult i32 %2, 384, !dbg !1075
  br i1 %3, label %4, label %9, !dbg !1075

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !1076
  %6 = load i16, ptr %5, align 2, !dbg !1076, !tbaa !998
  %7 = and i16 %6, 16384, !dbg !1077
  %8 = zext nneg i16 %7 to i32, !dbg !1077
  br label %9, !dbg !1078

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !1078
  ret i32 %10, !dbg !1079
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 32769) i32 @isgraph(i32 noundef %0) local_unnamed_addr #0 !dbg !1080 {
    #dbg_value(i32 %0, !1082, !DIExpression(), !1083)
    #dbg_value(i32 %0, !991, !DIExpression(), !1084)
  %2 = add i32 %0, 128, !dbg !1086
  %3 = icmp ult i32 %2, 384, !dbg !1086
  br i1 %3, label %4, label %9, !dbg !1086

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !1087
  %6 = load i16, ptr %5, align 2, !dbg !1087, !tbaa !998
  %7 = and i16 %6, -32768, !dbg !1088
  %8 = zext i16 %7 to i32, !dbg !1088
  br label %9, !dbg !1089

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !1089
  ret i32 %10, !dbg !1090
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 5) i32 @ispunct(i32 noundef %0) local_unnamed_addr #0 !dbg !1091 {
    #dbg_value(i32 %0, !1093, !DIExpression(), !1094)
    #dbg_value(i32 %0, !991, !DIExpression(), !1095)
  %2 = add i32 %0, 128, !dbg !1097
  %3 = icmp ult i32 %2, 384, !dbg !1097
  br i1 %3, label %4, label %9, !dbg !1097

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !1098
  %6 = load i16, ptr %5, align 2, !dbg !1098, !tbaa !998
  %7 = and i16 %6, 4, !dbg !1099
  %8 = zext nneg i16 %7 to i32, !dbg !1099
  br label %9, !dbg !1100

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !1100
  ret i32 %10, !dbg !1101
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 3) i32 @iscntrl(i32 noundef %0) local_unnamed_addr #0 !dbg !1102 {
    #dbg_value(i32 %0, !1104, !DIExpression(), !1105)
    #dbg_value(i32 %0, !991, !DIExpression(), !1106)
  %2 = add i32 %0, 128, !dbg !1108
  %3 = icmp ult i32 %2, 384, !dbg !1108
  br i1 %3, label %4, label %9, !dbg !1108

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !1109
  %6 = load i16, ptr %5, align 2, !dbg !1109, !tbaa !998
  %7 = and i16 %6, 2, !dbg !1110
  %8 = zext nneg i16 %7 to i32, !dbg !1110
  br label %9, !dbg !1111

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !1111
  ret i32 %10, !dbg !1112
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 2) i32 @isblank(i32 noundef %0) local_unnamed_addr #0 !dbg !1113 {
    #dbg_value(i32 %0, !1115, !DIExpression(), !1116)
    #dbg_value(i32 %0, !991, !DIExpression(), !1117)
  %2 = add i32 %0, 128, !dbg !1119
  %3 = icmp ult i32 %2, 384, !dbg !1119
  br i1 %3, label %4, label %9, !dbg !1119

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !1120
  %6 = load i16, ptr %5, align 2, !dbg !1120, !tbaa !998
  %7 = and i16 %6, 1, !dbg !1121
  %8 = zext nneg i16 %7 to i32, !dbg !1121
  br label %9, !dbg !1122

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !1122
  ret i32 %10, !dbg !1123
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @tolower(i32 noundef %0) local_unnamed_addr #0 !dbg !1124 {
    #dbg_value(i32 %0, !1126, !DIExpression(), !1127)
  %2 = add i32 %0, 128, !dbg !1128
  %3 = icmp ult i32 %2, 384, !dbg !1128
  br i1 %3, label %4, label %7, !dbg !1128

4:                                                ; preds = %1
  %5 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %0, !dbg !1129
  %6 = load i32, ptr %5, align 4, !dbg !1129, !tbaa !309
  br label %7, !dbg !1130

7:                                                ; preds = %1, %4
  %8 = phi i32 [ %6, %4 ], [ %0, %1 ], !dbg !1130
  ret i32 %8, !dbg !1131
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @toupper(i32 noundef %0) local_unnamed_addr #0 !dbg !1132 {
    #dbg_value(i32 %0, !1134, !DIExpression(), !1135)
  %2 = add i32 %0, 128, !dbg !1136
  %3 = icmp ult i32 %2, 384, !dbg !1136
  br i1 %3, label %4, label %7, !dbg !1136

4:                                                ; preds = %1
  %5 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_upper_table, i32 512), i32 %0, !dbg !1137
  %6 = load i32, ptr %5, align 4, !dbg !1137, !tbaa !309
  br label %7, !dbg !1138

7:                                                ; preds = %1, %4
  %8 = phi i32 [ %6, %4 ], [ %0, %1 ], !dbg !1138
  ret i32 %8, !dbg !1139
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @abs(i32 noundef %0) local_unnamed_addr #0 !dbg !1140 {
    #dbg_value(i32 %0, !1142, !DIExpression(), !1143)
  %2 = tail call i32 @llvm.abs.i32(i32 %0, i1 true), !dbg !1144
  ret i32 %2, !dbg !1145
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @labs(i32 noundef %0) local_unnamed_addr #0 !dbg !1146 {
    #dbg_value(i32 %0, !1150, !DIExpression(), !1151)
  %2 = tail call i32 @llvm.abs.i32(i32 %0, i1 true), !dbg !1152
  ret i32 %2, !dbg !1153
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i64 @llabs(i64 noundef %0) local_unnamed_addr #0 !dbg !1154 {
    #dbg_value(i64 %0, !1158, !DIExpression(), !1159)
  %2 = tail call i64 @llvm.abs.i64(i64 %0, i1 true), !dbg !1160
  ret i64 %2, !dbg !1161
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noalias noundef ptr @getenv(ptr nocapture noundef readnone %0) local_unnamed_addr #0 !dbg !1162 {
    #dbg_value(ptr %0, !1164, !DIExpression(), !1165)
  ret ptr null, !dbg !1166
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i64 @strtoll(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !1167 {
  %4 = alloca i32, align 4, !DIAssignID !1176
    #dbg_assign(i1 undef, !1174, !DIExpression(), !1176, ptr %4, !DIExpression(), !1177)
    #dbg_value(ptr %0, !1171, !DIExpression(), !1177)
    #dbg_value(ptr %1, !1172, !DIExpression(), !1177)
    #dbg_value(i32 %2, !1173, !DIExpression(), !1177)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #22, !dbg !1178
  store i32 0, ptr %4, align 4, !dbg !1179, !tbaa !309, !DIAssignID !1180
    #dbg_assign(i32 0, !1174, !DIExpression(), !1180, ptr %4, !DIExpression(), !1177)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 1, i64 noundef 0, i64 noundef -9223372036854775808, i64 noundef 9223372036854775807, ptr noundef nonnull %4) #23, !dbg !1181
    #dbg_value(i64 %5, !1175, !DIExpression(), !1177)
  %6 = load i32, ptr %4, align 4, !dbg !1182, !tbaa !309
  %7 = icmp eq i32 %6, 0, !dbg !1182
  %8 = sub i64 0, %5, !dbg !1182
  %9 = select i1 %7, i64 %5, i64 %8, !dbg !1182
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #22, !dbg !1183
  ret i64 %9, !dbg !1184
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define internal fastcc i64 @strto_common(ptr noundef %0, ptr noundef writeonly %1, i32 noundef %2, i32 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, ptr nocapture noundef writeonly %7) unnamed_addr #10 !dbg !1185 {
    #dbg_value(ptr %0, !1189, !DIExpression(), !1204)
    #dbg_value(ptr %1, !1190, !DIExpression(), !1204)
    #dbg_value(i32 %2, !1191, !DIExpression(), !1204)
    #dbg_value(i32 %3, !1192, !DIExpression(), !1204)
    #dbg_value(i64 %4, !1193, !DIExpression(), !1204)
    #dbg_value(i64 %5, !1194, !DIExpression(), !1204)
    #dbg_value(i64 %6, !1195, !DIExpression(), !1204)
    #dbg_value(ptr %7, !1196, !DIExpression(), !1204)
    #dbg_value(ptr %0, !1197, !DIExpression(), !1204)
  br label %9, !dbg !1205

9:                                                ; preds = %9, %8
  %10 = phi ptr [ %0, %8 ], [ %17, %9 ], !dbg !1204
    #dbg_value(ptr %10, !1197, !DIExpression(), !1204)
  %11 = load i8, ptr %10, align 1, !dbg !1206, !tbaa !366
  %12 = zext i8 %11 to i32, !dbg !1207
    #dbg_value(i32 %12, !1027, !DIExpression(), !1208)
    #dbg_value(i32 %12, !991, !DIExpression(), !1210)
  %13 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %12, !dbg !1212
  %14 = load i16, ptr %13, align 2, !dbg !1212, !tbaa !998
  %15 = and i16 %14, 8192, !dbg !1213
  %16 = icmp eq i16 %15, 0, !dbg !1205
  %17 = getelementptr inbounds i8, ptr %10, i32 1, !dbg !1214
    #dbg_value(ptr %17, !1197, !DIExpression(), !1204)
  br i1 %16, label %18, label %9, !dbg !1205, !llvm.loop !1215

18:                                               ; preds = %9
    #dbg_value(i32 0, !1198, !DIExpression(), !1204)
  switch i8 %11, label %22 [
    i8 43, label %19
    i8 45, label %19
  ], !dbg !1216

19:                                               ; preds = %18, %18
  %20 = icmp eq i8 %11, 45, !dbg !1218
  %21 = zext i1 %20 to i32, !dbg !1218
    #dbg_value(i32 %21, !1198, !DIExpression(), !1204)
    #dbg_value(ptr %17, !1197, !DIExpression(), !1204)
  br label %22, !dbg !1220

22:                                               ; preds = %18, %19
  %23 = phi ptr [ %17, %19 ], [ %10, %18 ], !dbg !1204
  %24 = phi i32 [ %21, %19 ], [ 0, %18 ], !dbg !1204
    #dbg_value(i32 %24, !1198, !DIExpression(), !1204)
    #dbg_value(ptr %23, !1197, !DIExpression(), !1204)
  %25 = icmp eq i32 %2, 1
  %26 = icmp ugt i32 %2, 36, !dbg !1221
  %27 = or i1 %26, %25, !dbg !1221
  br i1 %27, label %28, label %32, !dbg !1221

28:                                               ; preds = %22
  %29 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1223
  store i32 22, ptr %29, align 4, !dbg !1225, !tbaa !309
  %30 = icmp eq ptr %1, null, !dbg !1226
  br i1 %30, label %130, label %31, !dbg !1228

31:                                               ; preds = %28
  store ptr %0, ptr %1, align 4, !dbg !1229, !tbaa !318
  br label %130, !dbg !1230

32:                                               ; preds = %22
  %33 = icmp eq i32 %3, 0, !dbg !1231
  %34 = icmp eq i32 %24, 0, !dbg !1233
  %35 = sub i64 0, %5, !dbg !1233
  %36 = select i1 %34, i64 %6, i64 %35, !dbg !1233
  %37 = select i1 %33, i64 %4, i64 %36, !dbg !1233
    #dbg_value(i64 %37, !1199, !DIExpression(), !1204)
    #dbg_value(ptr %23, !1234, !DIExpression(), !1252)
    #dbg_value(ptr undef, !1240, !DIExpression(), !1252)
    #dbg_value(ptr undef, !1241, !DIExpression(), !1252)
    #dbg_value(i64 %37, !1242, !DIExpression(), !1252)
    #dbg_value(ptr undef, !1243, !DIExpression(), !1252)
    #dbg_value(ptr undef, !1244, !DIExpression(), !1252)
    #dbg_value(i32 %2, !1245, !DIExpression(), !1252)
  %38 = icmp ne i32 %2, 0, !dbg !1254
  switch i32 %2, label %59 [
    i32 16, label %39
    i32 0, label %39
  ], !dbg !1256

39:                                               ; preds = %32, %32
  %40 = load i8, ptr %23, align 1, !dbg !1257, !tbaa !366
  %41 = icmp eq i8 %40, 48, !dbg !1258
  br i1 %41, label %42, label %56, !dbg !1259

42:                                               ; preds = %39
  %43 = getelementptr inbounds i8, ptr %23, i32 1, !dbg !1260
  %44 = load i8, ptr %43, align 1, !dbg !1260, !tbaa !366
  switch i8 %44, label %56 [
    i8 120, label %45
    i8 88, label %45
  ], !dbg !1261

45:                                               ; preds = %42, %42
  %46 = getelementptr inbounds i8, ptr %23, i32 2, !dbg !1262
  %47 = load i8, ptr %46, align 1, !dbg !1262, !tbaa !366
  %48 = zext i8 %47 to i32, !dbg !1263
    #dbg_value(i32 %48, !1060, !DIExpression(), !1264)
    #dbg_value(i32 %48, !991, !DIExpression(), !1266)
  %49 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %48, !dbg !1268
  %50 = load i16, ptr %49, align 2, !dbg !1268, !tbaa !998
  %51 = and i16 %50, 4096, !dbg !1269
  %52 = icmp ne i16 %51, 0, !dbg !1270
  %53 = or i1 %38, %52, !dbg !1271
  %54 = select i1 %52, i32 16, i32 %2, !dbg !1271
  %55 = select i1 %52, ptr %46, ptr %23, !dbg !1271
  br i1 %53, label %59, label %57, !dbg !1271

56:                                               ; preds = %42, %39
  br i1 %38, label %59, label %57, !dbg !1272

57:                                               ; preds = %56, %45
  %58 = select i1 %41, i32 8, i32 10, !dbg !1273
    #dbg_value(i32 %58, !1245, !DIExpression(), !1252)
  br label %59, !dbg !1276

59:                                               ; preds = %57, %56, %45, %32
  %60 = phi i32 [ %58, %57 ], [ %2, %56 ], [ %54, %45 ], [ %2, %32 ], !dbg !1252
  %61 = phi ptr [ %23, %57 ], [ %23, %56 ], [ %55, %45 ], [ %23, %32 ]
    #dbg_value(ptr %61, !1234, !DIExpression(), !1252)
    #dbg_value(i32 %60, !1245, !DIExpression(), !1252)
    #dbg_value(i32 %60, !1191, !DIExpression(), !1204)
    #dbg_value(i64 0, !1246, !DIExpression(), !1252)
    #dbg_value(i32 0, !1201, !DIExpression(), !1204)
    #dbg_value(i32 0, !1202, !DIExpression(), !1204)
  %62 = zext nneg i32 %60 to i64
    #dbg_value(i32 poison, !1202, !DIExpression(), !1204)
    #dbg_value(i32 0, !1201, !DIExpression(), !1204)
    #dbg_value(ptr %61, !1234, !DIExpression(), !1252)
    #dbg_value(i64 0, !1246, !DIExpression(), !1252)
  %63 = load i8, ptr %61, align 1, !dbg !1277, !tbaa !366
    #dbg_value(i8 %63, !1251, !DIExpression(), !1278)
  %64 = zext i8 %63 to i32, !dbg !1279
    #dbg_value(i32 %64, !1005, !DIExpression(), !1281)
    #dbg_value(i32 %64, !991, !DIExpression(), !1283)
  %65 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %64, !dbg !1285
  %66 = load i16, ptr %65, align 2, !dbg !1285, !tbaa !998
  %67 = and i16 %66, 2048, !dbg !1286
  %68 = icmp eq i16 %67, 0, !dbg !1287
  br i1 %68, label %71, label %69, !dbg !1288

69:                                               ; preds = %59
  %70 = add nsw i32 %64, -48, !dbg !1289
    #dbg_value(i32 %70, !1247, !DIExpression(), !1278)
  br label %78, !dbg !1290

71:                                               ; preds = %59
    #dbg_value(i32 %64, !989, !DIExpression(), !1291)
    #dbg_value(i32 %64, !991, !DIExpression(), !1294)
  %72 = and i16 %66, 1024, !dbg !1296
  %73 = icmp eq i16 %72, 0, !dbg !1297
  br i1 %73, label %119, label %74, !dbg !1298

74:                                               ; preds = %71
    #dbg_value(i32 %64, !1126, !DIExpression(), !1299)
  %75 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %64, !dbg !1301
  %76 = load i32, ptr %75, align 4, !dbg !1301, !tbaa !309
  %77 = add nsw i32 %76, -87, !dbg !1302
    #dbg_value(i32 %77, !1247, !DIExpression(), !1278)
  br label %78

78:                                               ; preds = %74, %69
  %79 = phi i32 [ %70, %69 ], [ %77, %74 ], !dbg !1303
    #dbg_value(i32 %79, !1247, !DIExpression(), !1278)
  %80 = icmp slt i32 %79, %60, !dbg !1304
  br i1 %80, label %81, label %119, !dbg !1306

81:                                               ; preds = %78
    #dbg_value(i32 1, !1202, !DIExpression(), !1204)
  %82 = sext i32 %79 to i64, !dbg !1307
    #dbg_value(i32 0, !1201, !DIExpression(), !1204)
    #dbg_value(i64 %82, !1246, !DIExpression(), !1252)
    #dbg_value(ptr %61, !1234, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1252)
  br label %83, !dbg !1309

83:                                               ; preds = %110, %81
  %84 = phi i32 [ 0, %81 ], [ %117, %110 ]
  %85 = phi i64 [ %82, %81 ], [ %118, %110 ]
  %86 = phi ptr [ %61, %81 ], [ %90, %110 ]
  %87 = icmp eq i32 %84, 0
  br label %88, !dbg !1310

88:                                               ; preds = %83, %109
  %89 = phi ptr [ %90, %109 ], [ %86, %83 ]
  %90 = getelementptr inbounds i8, ptr %89, i32 1, !dbg !1252
    #dbg_value(i32 poison, !1202, !DIExpression(), !1204)
    #dbg_value(i32 %84, !1201, !DIExpression(), !1204)
    #dbg_value(ptr %90, !1234, !DIExpression(), !1252)
    #dbg_value(i64 %85, !1246, !DIExpression(), !1252)
  %91 = load i8, ptr %90, align 1, !dbg !1277, !tbaa !366
    #dbg_value(i8 %91, !1251, !DIExpression(), !1278)
  %92 = zext i8 %91 to i32, !dbg !1279
    #dbg_value(i32 %92, !1005, !DIExpression(), !1281)
    #dbg_value(i32 %92, !991, !DIExpression(), !1283)
  %93 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %92, !dbg !1285
  %94 = load i16, ptr %93, align 2, !dbg !1285, !tbaa !998
  %95 = and i16 %94, 2048, !dbg !1286
  %96 = icmp eq i16 %95, 0, !dbg !1287
  br i1 %96, label %99, label %97, !dbg !1288

97:                                               ; preds = %88
  %98 = add nsw i32 %92, -48, !dbg !1289
    #dbg_value(i32 %98, !1247, !DIExpression(), !1278)
  br label %106, !dbg !1290

99:                                               ; preds = %88
    #dbg_value(i32 %92, !989, !DIExpression(), !1291)
    #dbg_value(i32 %92, !991, !DIExpression(), !1294)
  %100 = and i16 %94, 1024, !dbg !1296
  %101 = icmp eq i16 %100, 0, !dbg !1297
  br i1 %101, label %122, label %102, !dbg !1298

102:                                              ; preds = %99
    #dbg_value(i32 %92, !1126, !DIExpression(), !1299)
  %103 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %92, !dbg !1301
  %104 = load i32, ptr %103, align 4, !dbg !1301, !tbaa !309
  %105 = add nsw i32 %104, -87, !dbg !1302
    #dbg_value(i32 %105, !1247, !DIExpression(), !1278)
  br label %106

106:                                              ; preds = %102, %97
  %107 = phi i32 [ %98, %97 ], [ %105, %102 ], !dbg !1303
    #dbg_value(i32 %107, !1247, !DIExpression(), !1278)
  %108 = icmp slt i32 %107, %60, !dbg !1304
  br i1 %108, label %109, label %122, !dbg !1306

109:                                              ; preds = %106
    #dbg_value(i32 1, !1202, !DIExpression(), !1204)
  br i1 %87, label %110, label %88, !dbg !1311, !llvm.loop !1312

110:                                              ; preds = %109
  %111 = sext i32 %107 to i64, !dbg !1307
  %112 = sub i64 %37, %111, !dbg !1315
  %113 = udiv i64 %112, %62, !dbg !1316
  %114 = icmp ugt i64 %85, %113, !dbg !1317
  %115 = mul i64 %85, %62, !dbg !1318
  %116 = add i64 %115, %111, !dbg !1318
  %117 = select i1 %114, i32 1, i32 0, !dbg !1318
  %118 = select i1 %114, i64 %37, i64 %116, !dbg !1318
  br label %83, !dbg !1310, !llvm.loop !1312

119:                                              ; preds = %71, %78
    #dbg_value(i64 poison, !1246, !DIExpression(), !1252)
    #dbg_value(ptr poison, !1200, !DIExpression(), !1204)
    #dbg_value(i64 poison, !1203, !DIExpression(), !1204)
  %120 = icmp eq ptr %1, null, !dbg !1319
  br i1 %120, label %130, label %121, !dbg !1323

121:                                              ; preds = %119
  store ptr %0, ptr %1, align 4, !dbg !1324, !tbaa !318
  br label %130, !dbg !1325

122:                                              ; preds = %106, %99
  %123 = icmp eq i32 %84, 0, !dbg !1326
    #dbg_value(i64 %85, !1246, !DIExpression(), !1252)
    #dbg_value(ptr %90, !1200, !DIExpression(), !1204)
    #dbg_value(i64 %85, !1203, !DIExpression(), !1204)
  %124 = icmp eq ptr %1, null, !dbg !1328
  br i1 %124, label %126, label %125, !dbg !1330

125:                                              ; preds = %122
  store ptr %90, ptr %1, align 4, !dbg !1331, !tbaa !318
  br label %126, !dbg !1332

126:                                              ; preds = %125, %122
  br i1 %123, label %129, label %127, !dbg !1333

127:                                              ; preds = %126
  %128 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1334
  store i32 34, ptr %128, align 4, !dbg !1335, !tbaa !309
  br label %129, !dbg !1334

129:                                              ; preds = %127, %126
  store i32 %24, ptr %7, align 4, !dbg !1336, !tbaa !309
  br label %130, !dbg !1337

130:                                              ; preds = %129, %121, %119, %28, %31
  %131 = phi i64 [ 0, %31 ], [ 0, %28 ], [ %85, %129 ], [ 0, %121 ], [ 0, %119 ], !dbg !1204
  ret i64 %131, !dbg !1338
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i64 @strtoull(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !1339 {
  %4 = alloca i32, align 4, !DIAssignID !1348
    #dbg_assign(i1 undef, !1346, !DIExpression(), !1348, ptr %4, !DIExpression(), !1349)
    #dbg_value(ptr %0, !1343, !DIExpression(), !1349)
    #dbg_value(ptr %1, !1344, !DIExpression(), !1349)
    #dbg_value(i32 %2, !1345, !DIExpression(), !1349)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #22, !dbg !1350
  store i32 0, ptr %4, align 4, !dbg !1351, !tbaa !309, !DIAssignID !1352
    #dbg_assign(i32 0, !1346, !DIExpression(), !1352, ptr %4, !DIExpression(), !1349)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 0, i64 noundef -1, i64 noundef 0, i64 noundef 0, ptr noundef nonnull %4) #23, !dbg !1353
    #dbg_value(i64 %5, !1347, !DIExpression(), !1349)
  %6 = load i32, ptr %4, align 4, !dbg !1354, !tbaa !309
  %7 = icmp eq i32 %6, 0, !dbg !1354
  %8 = sub i64 0, %5, !dbg !1354
  %9 = select i1 %7, i64 %5, i64 %8, !dbg !1354
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #22, !dbg !1355
  ret i64 %9, !dbg !1356
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i32 @strtol(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !1357 {
  %4 = alloca i32, align 4, !DIAssignID !1367
    #dbg_assign(i1 undef, !1364, !DIExpression(), !1367, ptr %4, !DIExpression(), !1368)
    #dbg_value(ptr %0, !1361, !DIExpression(), !1368)
    #dbg_value(ptr %1, !1362, !DIExpression(), !1368)
    #dbg_value(i32 %2, !1363, !DIExpression(), !1368)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #22, !dbg !1369
  store i32 0, ptr %4, align 4, !dbg !1370, !tbaa !309, !DIAssignID !1371
    #dbg_assign(i32 0, !1364, !DIExpression(), !1371, ptr %4, !DIExpression(), !1368)
    #dbg_value(i32 2147483647, !1365, !DIExpression(), !1368)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 1, i64 noundef 0, i64 noundef -2147483648, i64 noundef 2147483647, ptr noundef nonnull %4) #23, !dbg !1372
    #dbg_value(i64 %5, !1366, !DIExpression(), !1368)
  %6 = load i32, ptr %4, align 4, !dbg !1373, !tbaa !309
  %7 = icmp eq i32 %6, 0, !dbg !1373
  %8 = trunc i64 %5 to i32, !dbg !1373
  %9 = sub i32 0, %8, !dbg !1373
  %10 = select i1 %7, i32 %8, i32 %9, !dbg !1373
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #22, !dbg !1374
  ret i32 %10, !dbg !1375
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i32 @strtoul(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !1376 {
  %4 = alloca i32, align 4, !DIAssignID !1385
    #dbg_assign(i1 undef, !1383, !DIExpression(), !1385, ptr %4, !DIExpression(), !1386)
    #dbg_value(ptr %0, !1380, !DIExpression(), !1386)
    #dbg_value(ptr %1, !1381, !DIExpression(), !1386)
    #dbg_value(i32 %2, !1382, !DIExpression(), !1386)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #22, !dbg !1387
  store i32 0, ptr %4, align 4, !dbg !1388, !tbaa !309, !DIAssignID !1389
    #dbg_assign(i32 0, !1383, !DIExpression(), !1389, ptr %4, !DIExpression(), !1386)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 0, i64 noundef 4294967295, i64 noundef 0, i64 noundef 0, ptr noundef nonnull %4) #23, !dbg !1390
    #dbg_value(i64 %5, !1384, !DIExpression(), !1386)
  %6 = load i32, ptr %4, align 4, !dbg !1391, !tbaa !309
  %7 = icmp eq i32 %6, 0, !dbg !1391
  %8 = trunc i64 %5 to i32, !dbg !1391
  %9 = sub i32 0, %8, !dbg !1391
  %10 = select i1 %7, i32 %8, i32 %9, !dbg !1391
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #22, !dbg !1392
  ret i32 %10, !dbg !1393
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local i32 @atoi(ptr nocapture noundef readonly %0) local_unnamed_addr #12 !dbg !1394 {
    #dbg_value(ptr %0, !1398, !DIExpression(), !1399)
    #dbg_value(ptr %0, !1361, !DIExpression(), !1400)
    #dbg_value(ptr null, !1362, !DIExpression(), !1400)
    #dbg_value(i32 10, !1363, !DIExpression(), !1400)
    #dbg_value(i32 0, !1364, !DIExpression(), !1400)
    #dbg_value(i32 2147483647, !1365, !DIExpression(), !1400)
    #dbg_value(ptr %0, !1189, !DIExpression(), !1402)
    #dbg_value(ptr null, !1190, !DIExpression(), !1402)
    #dbg_value(i32 10, !1191, !DIExpression(), !1402)
    #dbg_value(i32 1, !1192, !DIExpression(), !1402)
    #dbg_value(i64 0, !1193, !DIExpression(), !1402)
    #dbg_value(i64 -2147483648, !1194, !DIExpression(), !1402)
    #dbg_value(i64 2147483647, !1195, !DIExpression(), !1402)
    #dbg_value(ptr undef, !1196, !DIExpression(), !1402)
    #dbg_value(ptr %0, !1197, !DIExpression(), !1402)
  br label %2, !dbg !1404

2:                                                ; preds = %2, %1
  %3 = phi ptr [ %0, %1 ], [ %10, %2 ], !dbg !1402
    #dbg_value(ptr %3, !1197, !DIExpression(), !1402)
  %4 = load i8, ptr %3, align 1, !dbg !1405, !tbaa !366
  %5 = zext i8 %4 to i32, !dbg !1406
    #dbg_value(i32 %5, !1027, !DIExpression(), !1407)
    #dbg_value(i32 %5, !991, !DIExpression(), !1409)
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %5, !dbg !1411
  %7 = load i16, ptr %6, align 2, !dbg !1411, !tbaa !998
  %8 = and i16 %7, 8192, !dbg !1412
  %9 = icmp eq i16 %8, 0, !dbg !1404
  %10 = getelementptr inbounds i8, ptr %3, i32 1, !dbg !1413
    #dbg_value(ptr %10, !1197, !DIExpression(), !1402)
  br i1 %9, label %11, label %2, !dbg !1404, !llvm.loop !1414

11:                                               ; preds = %2
    #dbg_value(i32 0, !1198, !DIExpression(), !1402)
  switch i8 %4, label %19 [
    i8 43, label %12
    i8 45, label %12
  ], !dbg !1415

12:                                               ; preds = %11, %11
  %13 = icmp ne i8 %4, 45, !dbg !1416
    #dbg_value(i1 %13, !1198, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1402)
    #dbg_value(ptr %10, !1197, !DIExpression(), !1402)
  %14 = select i1 %13, i64 2147483647, i64 2147483648, !dbg !1417
  %15 = load i8, ptr %10, align 1, !dbg !1418, !tbaa !366
  %16 = zext i8 %15 to i32
  %17 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %16
  %18 = load i16, ptr %17, align 2, !dbg !1420, !tbaa !998
  br label %19, !dbg !1417

19:                                               ; preds = %12, %11
  %20 = phi i32 [ %16, %12 ], [ %5, %11 ], !dbg !1423
  %21 = phi i16 [ %18, %12 ], [ %7, %11 ], !dbg !1420
  %22 = phi i1 [ %13, %12 ], [ true, %11 ]
  %23 = phi ptr [ %10, %12 ], [ %3, %11 ]
  %24 = phi i64 [ %14, %12 ], [ 2147483647, %11 ], !dbg !1417
    #dbg_value(i64 %24, !1199, !DIExpression(), !1402)
    #dbg_value(ptr undef, !1240, !DIExpression(), !1424)
    #dbg_value(ptr undef, !1241, !DIExpression(), !1424)
    #dbg_value(i64 %24, !1242, !DIExpression(), !1424)
    #dbg_value(ptr undef, !1243, !DIExpression(), !1424)
    #dbg_value(ptr undef, !1244, !DIExpression(), !1424)
    #dbg_value(i32 10, !1245, !DIExpression(), !1424)
    #dbg_value(i32 10, !1191, !DIExpression(), !1402)
    #dbg_value(i32 poison, !1202, !DIExpression(), !1402)
    #dbg_value(i32 0, !1201, !DIExpression(), !1402)
    #dbg_value(ptr %23, !1234, !DIExpression(), !1424)
    #dbg_value(i64 0, !1246, !DIExpression(), !1424)
    #dbg_value(i8 poison, !1251, !DIExpression(), !1425)
    #dbg_value(i32 %20, !1005, !DIExpression(), !1426)
    #dbg_value(i32 %20, !991, !DIExpression(), !1427)
  %25 = and i16 %21, 2048, !dbg !1428
  %26 = icmp eq i16 %25, 0, !dbg !1429
  br i1 %26, label %29, label %27, !dbg !1430

27:                                               ; preds = %19
  %28 = add nsw i32 %20, -48, !dbg !1431
    #dbg_value(i32 %28, !1247, !DIExpression(), !1425)
  br label %36, !dbg !1432

29:                                               ; preds = %19
    #dbg_value(i32 %20, !989, !DIExpression(), !1433)
    #dbg_value(i32 %20, !991, !DIExpression(), !1435)
  %30 = and i16 %21, 1024, !dbg !1437
  %31 = icmp eq i16 %30, 0, !dbg !1438
  br i1 %31, label %85, label %32, !dbg !1439

32:                                               ; preds = %29
    #dbg_value(i32 %20, !1126, !DIExpression(), !1440)
  %33 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %20, !dbg !1442
  %34 = load i32, ptr %33, align 4, !dbg !1442, !tbaa !309
  %35 = add nsw i32 %34, -87, !dbg !1443
    #dbg_value(i32 %35, !1247, !DIExpression(), !1425)
  br label %36

36:                                               ; preds = %32, %27
  %37 = phi i32 [ %28, %27 ], [ %35, %32 ], !dbg !1444
    #dbg_value(i32 %37, !1247, !DIExpression(), !1425)
  %38 = icmp slt i32 %37, 10, !dbg !1445
  br i1 %38, label %39, label %85, !dbg !1446

39:                                               ; preds = %36
    #dbg_value(i32 1, !1202, !DIExpression(), !1402)
  %40 = sext i32 %37 to i64, !dbg !1447
    #dbg_value(i32 0, !1201, !DIExpression(), !1402)
    #dbg_value(i64 %40, !1246, !DIExpression(), !1424)
    #dbg_value(ptr %23, !1234, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1424)
  br label %41, !dbg !1448

41:                                               ; preds = %68, %39
  %42 = phi i32 [ 0, %39 ], [ %75, %68 ]
  %43 = phi i64 [ %40, %39 ], [ %76, %68 ]
  %44 = phi ptr [ %23, %39 ], [ %48, %68 ]
  %45 = icmp eq i32 %42, 0
  br label %46, !dbg !1449

46:                                               ; preds = %41, %67
  %47 = phi ptr [ %48, %67 ], [ %44, %41 ]
  %48 = getelementptr inbounds i8, ptr %47, i32 1, !dbg !1424
    #dbg_value(i32 poison, !1202, !DIExpression(), !1402)
    #dbg_value(i32 %42, !1201, !DIExpression(), !1402)
    #dbg_value(ptr %48, !1234, !DIExpression(), !1424)
    #dbg_value(i64 %43, !1246, !DIExpression(), !1424)
  %49 = load i8, ptr %48, align 1, !dbg !1418, !tbaa !366
    #dbg_value(i8 %49, !1251, !DIExpression(), !1425)
  %50 = zext i8 %49 to i32, !dbg !1423
    #dbg_value(i32 %50, !1005, !DIExpression(), !1426)
    #dbg_value(i32 %50, !991, !DIExpression(), !1427)
  %51 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %50, !dbg !1420
  %52 = load i16, ptr %51, align 2, !dbg !1420, !tbaa !998
  %53 = and i16 %52, 2048, !dbg !1428
  %54 = icmp eq i16 %53, 0, !dbg !1429
  br i1 %54, label %57, label %55, !dbg !1430

55:                                               ; preds = %46
  %56 = add nsw i32 %50, -48, !dbg !1431
    #dbg_value(i32 %56, !1247, !DIExpression(), !1425)
  br label %64, !dbg !1432

57:                                               ; preds = %46
    #dbg_value(i32 %50, !989, !DIExpression(), !1433)
    #dbg_value(i32 %50, !991, !DIExpression(), !1435)
  %58 = and i16 %52, 1024, !dbg !1437
  %59 = icmp eq i16 %58, 0, !dbg !1438
  br i1 %59, label %77, label %60, !dbg !1439

60:                                               ; preds = %57
    #dbg_value(i32 %50, !1126, !DIExpression(), !1440)
  %61 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %50, !dbg !1442
  %62 = load i32, ptr %61, align 4, !dbg !1442, !tbaa !309
  %63 = add nsw i32 %62, -87, !dbg !1443
    #dbg_value(i32 %63, !1247, !DIExpression(), !1425)
  br label %64

64:                                               ; preds = %60, %55
  %65 = phi i32 [ %56, %55 ], [ %63, %60 ], !dbg !1444
    #dbg_value(i32 %65, !1247, !DIExpression(), !1425)
  %66 = icmp slt i32 %65, 10, !dbg !1445
  br i1 %66, label %67, label %77, !dbg !1446

67:                                               ; preds = %64
    #dbg_value(i32 1, !1202, !DIExpression(), !1402)
  br i1 %45, label %68, label %46, !dbg !1450, !llvm.loop !1451

68:                                               ; preds = %67
  %69 = sext i32 %65 to i64, !dbg !1447
  %70 = sub nsw i64 %24, %69, !dbg !1453
  %71 = udiv i64 %70, 10, !dbg !1454
  %72 = icmp ugt i64 %43, %71, !dbg !1455
  %73 = mul nuw i64 %43, 10, !dbg !1456
  %74 = add i64 %73, %69, !dbg !1456
  %75 = select i1 %72, i32 1, i32 0, !dbg !1456
  %76 = select i1 %72, i64 %24, i64 %74, !dbg !1456
  br label %41, !dbg !1449, !llvm.loop !1451

77:                                               ; preds = %64, %57
  %78 = icmp eq i32 %42, 0, !dbg !1457
    #dbg_value(i64 %43, !1246, !DIExpression(), !1424)
    #dbg_value(ptr undef, !1200, !DIExpression(), !1402)
    #dbg_value(i64 %43, !1203, !DIExpression(), !1402)
  br i1 %78, label %81, label %79, !dbg !1458

79:                                               ; preds = %77
  %80 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1459
  store i32 34, ptr %80, align 4, !dbg !1460, !tbaa !309
  br label %81, !dbg !1459

81:                                               ; preds = %77, %79
    #dbg_value(i1 %22, !1364, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1400)
    #dbg_value(i64 %43, !1366, !DIExpression(), !1400)
  %82 = trunc i64 %43 to i32, !dbg !1461
  %83 = sub i32 0, %82, !dbg !1461
  %84 = select i1 %22, i32 %82, i32 %83, !dbg !1461
  br label %85, !dbg !1461

85:                                               ; preds = %81, %29, %36
  %86 = phi i32 [ 0, %36 ], [ 0, %29 ], [ %84, %81 ], !dbg !1461
  ret i32 %86, !dbg !1462
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local i32 @atol(ptr nocapture noundef readonly %0) local_unnamed_addr #12 !dbg !1463 {
    #dbg_value(ptr %0, !1467, !DIExpression(), !1468)
    #dbg_value(ptr %0, !1361, !DIExpression(), !1469)
    #dbg_value(ptr null, !1362, !DIExpression(), !1469)
    #dbg_value(i32 10, !1363, !DIExpression(), !1469)
    #dbg_value(i32 0, !1364, !DIExpression(), !1469)
    #dbg_value(i32 2147483647, !1365, !DIExpression(), !1469)
    #dbg_value(ptr %0, !1189, !DIExpression(), !1471)
    #dbg_value(ptr null, !1190, !DIExpression(), !1471)
    #dbg_value(i32 10, !1191, !DIExpression(), !1471)
    #dbg_value(i32 1, !1192, !DIExpression(), !1471)
    #dbg_value(i64 0, !1193, !DIExpression(), !1471)
    #dbg_value(i64 -2147483648, !1194, !DIExpression(), !1471)
    #dbg_value(i64 2147483647, !1195, !DIExpression(), !1471)
    #dbg_value(ptr undef, !1196, !DIExpression(), !1471)
    #dbg_value(ptr %0, !1197, !DIExpression(), !1471)
  br label %2, !dbg !1473

2:                                                ; preds = %2, %1
  %3 = phi ptr [ %0, %1 ], [ %10, %2 ], !dbg !1471
    #dbg_value(ptr %3, !1197, !DIExpression(), !1471)
  %4 = load i8, ptr %3, align 1, !dbg !1474, !tbaa !366
  %5 = zext i8 %4 to i32, !dbg !1475
    #dbg_value(i32 %5, !1027, !DIExpression(), !1476)
    #dbg_value(i32 %5, !991, !DIExpression(), !1478)
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %5, !dbg !1480
  %7 = load i16, ptr %6, align 2, !dbg !1480, !tbaa !998
  %8 = and i16 %7, 8192, !dbg !1481
  %9 = icmp eq i16 %8, 0, !dbg !1473
  %10 = getelementptr inbounds i8, ptr %3, i32 1, !dbg !1482
    #dbg_value(ptr %10, !1197, !DIExpression(), !1471)
  br i1 %9, label %11, label %2, !dbg !1473, !llvm.loop !1483

11:                                               ; preds = %2
    #dbg_value(i32 0, !1198, !DIExpression(), !1471)
  switch i8 %4, label %19 [
    i8 43, label %12
    i8 45, label %12
  ], !dbg !1484

12:                                               ; preds = %11, %11
  %13 = icmp ne i8 %4, 45, !dbg !1485
    #dbg_value(i1 %13, !1198, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1471)
    #dbg_value(ptr %10, !1197, !DIExpression(), !1471)
  %14 = select i1 %13, i64 2147483647, i64 2147483648, !dbg !1486
  %15 = load i8, ptr %10, align 1, !dbg !1487, !tbaa !366
  %16 = zext i8 %15 to i32
  %17 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %16
  %18 = load i16, ptr %17, align 2, !dbg !1489, !tbaa !998
  br label %19, !dbg !1486

19:                                               ; preds = %12, %11
  %20 = phi i32 [ %16, %12 ], [ %5, %11 ], !dbg !1492
  %21 = phi i16 [ %18, %12 ], [ %7, %11 ], !dbg !1489
  %22 = phi i1 [ %13, %12 ], [ true, %11 ]
  %23 = phi ptr [ %10, %12 ], [ %3, %11 ]
  %24 = phi i64 [ %14, %12 ], [ 2147483647, %11 ], !dbg !1486
    #dbg_value(i64 %24, !1199, !DIExpression(), !1471)
    #dbg_value(ptr undef, !1240, !DIExpression(), !1493)
    #dbg_value(ptr undef, !1241, !DIExpression(), !1493)
    #dbg_value(i64 %24, !1242, !DIExpression(), !1493)
    #dbg_value(ptr undef, !1243, !DIExpression(), !1493)
    #dbg_value(ptr undef, !1244, !DIExpression(), !1493)
    #dbg_value(i32 10, !1245, !DIExpression(), !1493)
    #dbg_value(i32 10, !1191, !DIExpression(), !1471)
    #dbg_value(i32 poison, !1202, !DIExpression(), !1471)
    #dbg_value(i32 0, !1201, !DIExpression(), !1471)
    #dbg_value(ptr %23, !1234, !DIExpression(), !1493)
    #dbg_value(i64 0, !1246, !DIExpression(), !1493)
    #dbg_value(i8 poison, !1251, !DIExpression(), !1494)
    #dbg_value(i32 %20, !1005, !DIExpression(), !1495)
    #dbg_value(i32 %20, !991, !DIExpression(), !1496)
  %25 = and i16 %21, 2048, !dbg !1497
  %26 = icmp eq i16 %25, 0, !dbg !1498
  br i1 %26, label %29, label %27, !dbg !1499

27:                                               ; preds = %19
  %28 = add nsw i32 %20, -48, !dbg !1500
    #dbg_value(i32 %28, !1247, !DIExpression(), !1494)
  br label %36, !dbg !1501

29:                                               ; preds = %19
    #dbg_value(i32 %20, !989, !DIExpression(), !1502)
    #dbg_value(i32 %20, !991, !DIExpression(), !1504)
  %30 = and i16 %21, 1024, !dbg !1506
  %31 = icmp eq i16 %30, 0, !dbg !1507
  br i1 %31, label %85, label %32, !dbg !1508

32:                                               ; preds = %29
    #dbg_value(i32 %20, !1126, !DIExpression(), !1509)
  %33 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %20, !dbg !1511
  %34 = load i32, ptr %33, align 4, !dbg !1511, !tbaa !309
  %35 = add nsw i32 %34, -87, !dbg !1512
    #dbg_value(i32 %35, !1247, !DIExpression(), !1494)
  br label %36

36:                                               ; preds = %32, %27
  %37 = phi i32 [ %28, %27 ], [ %35, %32 ], !dbg !1513
    #dbg_value(i32 %37, !1247, !DIExpression(), !1494)
  %38 = icmp slt i32 %37, 10, !dbg !1514
  br i1 %38, label %39, label %85, !dbg !1515

39:                                               ; preds = %36
    #dbg_value(i32 1, !1202, !DIExpression(), !1471)
  %40 = sext i32 %37 to i64, !dbg !1516
    #dbg_value(i32 0, !1201, !DIExpression(), !1471)
    #dbg_value(i64 %40, !1246, !DIExpression(), !1493)
    #dbg_value(ptr %23, !1234, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1493)
  br label %41, !dbg !1517

41:                                               ; preds = %68, %39
  %42 = phi i32 [ 0, %39 ], [ %75, %68 ]
  %43 = phi i64 [ %40, %39 ], [ %76, %68 ]
  %44 = phi ptr [ %23, %39 ], [ %48, %68 ]
  %45 = icmp eq i32 %42, 0
  br label %46, !dbg !1518

46:                                               ; preds = %41, %67
  %47 = phi ptr [ %48, %67 ], [ %44, %41 ]
  %48 = getelementptr inbounds i8, ptr %47, i32 1, !dbg !1493
    #dbg_value(i32 poison, !1202, !DIExpression(), !1471)
    #dbg_value(i32 %42, !1201, !DIExpression(), !1471)
    #dbg_value(ptr %48, !1234, !DIExpression(), !1493)
    #dbg_value(i64 %43, !1246, !DIExpression(), !1493)
  %49 = load i8, ptr %48, align 1, !dbg !1487, !tbaa !366
    #dbg_value(i8 %49, !1251, !DIExpression(), !1494)
  %50 = zext i8 %49 to i32, !dbg !1492
    #dbg_value(i32 %50, !1005, !DIExpression(), !1495)
    #dbg_value(i32 %50, !991, !DIExpression(), !1496)
  %51 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %50, !dbg !1489
  %52 = load i16, ptr %51, align 2, !dbg !1489, !tbaa !998
  %53 = and i16 %52, 2048, !dbg !1497
  %54 = icmp eq i16 %53, 0, !dbg !1498
  br i1 %54, label %57, label %55, !dbg !1499

55:                                               ; preds = %46
  %56 = add nsw i32 %50, -48, !dbg !1500
    #dbg_value(i32 %56, !1247, !DIExpression(), !1494)
  br label %64, !dbg !1501

57:                                               ; preds = %46
    #dbg_value(i32 %50, !989, !DIExpression(), !1502)
    #dbg_value(i32 %50, !991, !DIExpression(), !1504)
  %58 = and i16 %52, 1024, !dbg !1506
  %59 = icmp eq i16 %58, 0, !dbg !1507
  br i1 %59, label %77, label %60, !dbg !1508

60:                                               ; preds = %57
    #dbg_value(i32 %50, !1126, !DIExpression(), !1509)
  %61 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %50, !dbg !1511
  %62 = load i32, ptr %61, align 4, !dbg !1511, !tbaa !309
  %63 = add nsw i32 %62, -87, !dbg !1512
    #dbg_value(i32 %63, !1247, !DIExpression(), !1494)
  br label %64

64:                                               ; preds = %60, %55
  %65 = phi i32 [ %56, %55 ], [ %63, %60 ], !dbg !1513
    #dbg_value(i32 %65, !1247, !DIExpression(), !1494)
  %66 = icmp slt i32 %65, 10, !dbg !1514
  br i1 %66, label %67, label %77, !dbg !1515

67:                                               ; preds = %64
    #dbg_value(i32 1, !1202, !DIExpression(), !1471)
  br i1 %45, label %68, label %46, !dbg !1519, !llvm.loop !1520

68:                                               ; preds = %67
  %69 = sext i32 %65 to i64, !dbg !1516
  %70 = sub nsw i64 %24, %69, !dbg !1522
  %71 = udiv i64 %70, 10, !dbg !1523
  %72 = icmp ugt i64 %43, %71, !dbg !1524
  %73 = mul nuw i64 %43, 10, !dbg !1525
  %74 = add i64 %73, %69, !dbg !1525
  %75 = select i1 %72, i32 1, i32 0, !dbg !1525
  %76 = select i1 %72, i64 %24, i64 %74, !dbg !1525
  br label %41, !dbg !1518, !llvm.loop !1520

77:                                               ; preds = %64, %57
  %78 = icmp eq i32 %42, 0, !dbg !1526
    #dbg_value(i64 %43, !1246, !DIExpression(), !1493)
    #dbg_value(ptr undef, !1200, !DIExpression(), !1471)
    #dbg_value(i64 %43, !1203, !DIExpression(), !1471)
  br i1 %78, label %81, label %79, !dbg !1527

79:                                               ; preds = %77
  %80 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1528
  store i32 34, ptr %80, align 4, !dbg !1529, !tbaa !309
  br label %81, !dbg !1528

81:                                               ; preds = %77, %79
    #dbg_value(i1 %22, !1364, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1469)
    #dbg_value(i64 %43, !1366, !DIExpression(), !1469)
  %82 = trunc i64 %43 to i32, !dbg !1530
  %83 = sub i32 0, %82, !dbg !1530
  %84 = select i1 %22, i32 %82, i32 %83, !dbg !1530
  br label %85, !dbg !1530

85:                                               ; preds = %81, %29, %36
  %86 = phi i32 [ 0, %36 ], [ 0, %29 ], [ %84, %81 ], !dbg !1530
  ret i32 %86, !dbg !1531
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local i64 @atoll(ptr nocapture noundef readonly %0) local_unnamed_addr #12 !dbg !1532 {
    #dbg_value(ptr %0, !1536, !DIExpression(), !1537)
    #dbg_value(ptr %0, !1171, !DIExpression(), !1538)
    #dbg_value(ptr null, !1172, !DIExpression(), !1538)
    #dbg_value(i32 10, !1173, !DIExpression(), !1538)
    #dbg_value(i32 0, !1174, !DIExpression(), !1538)
    #dbg_value(ptr %0, !1189, !DIExpression(), !1540)
    #dbg_value(ptr null, !1190, !DIExpression(), !1540)
    #dbg_value(i32 10, !1191, !DIExpression(), !1540)
    #dbg_value(i32 1, !1192, !DIExpression(), !1540)
    #dbg_value(i64 0, !1193, !DIExpression(), !1540)
    #dbg_value(i64 -9223372036854775808, !1194, !DIExpression(), !1540)
    #dbg_value(i64 9223372036854775807, !1195, !DIExpression(), !1540)
    #dbg_value(ptr undef, !1196, !DIExpression(), !1540)
    #dbg_value(ptr %0, !1197, !DIExpression(), !1540)
  br label %2, !dbg !1542

2:                                                ; preds = %2, %1
  %3 = phi ptr [ %0, %1 ], [ %10, %2 ], !dbg !1540
    #dbg_value(ptr %3, !1197, !DIExpression(), !1540)
  %4 = load i8, ptr %3, align 1, !dbg !1543, !tbaa !366
  %5 = zext i8 %4 to i32, !dbg !1544
    #dbg_value(i32 %5, !1027, !DIExpression(), !1545)
    #dbg_value(i32 %5, !991, !DIExpression(), !1547)
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %5, !dbg !1549
  %7 = load i16, ptr %6, align 2, !dbg !1549, !tbaa !998
  %8 = and i16 %7, 8192, !dbg !1550
  %9 = icmp eq i16 %8, 0, !dbg !1542
  %10 = getelementptr inbounds i8, ptr %3, i32 1, !dbg !1551
    #dbg_value(ptr %10, !1197, !DIExpression(), !1540)
  br i1 %9, label %11, label %2, !dbg !1542, !llvm.loop !1552

11:                                               ; preds = %2
    #dbg_value(i32 0, !1198, !DIExpression(), !1540)
  switch i8 %4, label %19 [
    i8 43, label %12
    i8 45, label %12
  ], !dbg !1553

12:                                               ; preds = %11, %11
  %13 = icmp ne i8 %4, 45, !dbg !1554
    #dbg_value(i1 %13, !1198, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1540)
    #dbg_value(ptr %10, !1197, !DIExpression(), !1540)
  %14 = select i1 %13, i64 9223372036854775807, i64 -9223372036854775808, !dbg !1555
  %15 = load i8, ptr %10, align 1, !dbg !1556, !tbaa !366
  %16 = zext i8 %15 to i32
  %17 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %16
  %18 = load i16, ptr %17, align 2, !dbg !1558, !tbaa !998
  br label %19, !dbg !1555

19:                                               ; preds = %12, %11
  %20 = phi i32 [ %16, %12 ], [ %5, %11 ], !dbg !1561
  %21 = phi i16 [ %18, %12 ], [ %7, %11 ], !dbg !1558
  %22 = phi i1 [ %13, %12 ], [ true, %11 ]
  %23 = phi ptr [ %10, %12 ], [ %3, %11 ]
  %24 = phi i64 [ %14, %12 ], [ 9223372036854775807, %11 ], !dbg !1555
    #dbg_value(i64 %24, !1199, !DIExpression(), !1540)
    #dbg_value(ptr undef, !1240, !DIExpression(), !1562)
    #dbg_value(ptr undef, !1241, !DIExpression(), !1562)
    #dbg_value(i64 %24, !1242, !DIExpression(), !1562)
    #dbg_value(ptr undef, !1243, !DIExpression(), !1562)
    #dbg_value(ptr undef, !1244, !DIExpression(), !1562)
    #dbg_value(i32 10, !1245, !DIExpression(), !1562)
    #dbg_value(i32 10, !1191, !DIExpression(), !1540)
    #dbg_value(i32 poison, !1202, !DIExpression(), !1540)
    #dbg_value(i32 0, !1201, !DIExpression(), !1540)
    #dbg_value(ptr %23, !1234, !DIExpression(), !1562)
    #dbg_value(i64 0, !1246, !DIExpression(), !1562)
    #dbg_value(i8 poison, !1251, !DIExpression(), !1563)
    #dbg_value(i32 %20, !1005, !DIExpression(), !1564)
    #dbg_value(i32 %20, !991, !DIExpression(), !1565)
  %25 = and i16 %21, 2048, !dbg !1566
  %26 = icmp eq i16 %25, 0, !dbg !1567
  br i1 %26, label %29, label %27, !dbg !1568

27:                                               ; preds = %19
  %28 = add nsw i32 %20, -48, !dbg !1569
    #dbg_value(i32 %28, !1247, !DIExpression(), !1563)
  br label %36, !dbg !1570

29:                                               ; preds = %19
    #dbg_value(i32 %20, !989, !DIExpression(), !1571)
    #dbg_value(i32 %20, !991, !DIExpression(), !1573)
  %30 = and i16 %21, 1024, !dbg !1575
  %31 = icmp eq i16 %30, 0, !dbg !1576
  br i1 %31, label %84, label %32, !dbg !1577

32:                                               ; preds = %29
    #dbg_value(i32 %20, !1126, !DIExpression(), !1578)
  %33 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %20, !dbg !1580
  %34 = load i32, ptr %33, align 4, !dbg !1580, !tbaa !309
  %35 = add nsw i32 %34, -87, !dbg !1581
    #dbg_value(i32 %35, !1247, !DIExpression(), !1563)
  br label %36

36:                                               ; preds = %32, %27
  %37 = phi i32 [ %28, %27 ], [ %35, %32 ], !dbg !1582
    #dbg_value(i32 %37, !1247, !DIExpression(), !1563)
  %38 = icmp slt i32 %37, 10, !dbg !1583
  br i1 %38, label %39, label %84, !dbg !1584

39:                                               ; preds = %36
    #dbg_value(i32 1, !1202, !DIExpression(), !1540)
  %40 = sext i32 %37 to i64, !dbg !1585
    #dbg_value(i32 0, !1201, !DIExpression(), !1540)
    #dbg_value(i64 %40, !1246, !DIExpression(), !1562)
    #dbg_value(ptr %23, !1234, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1562)
  br label %41, !dbg !1586

41:                                               ; preds = %68, %39
  %42 = phi i32 [ 0, %39 ], [ %75, %68 ]
  %43 = phi i64 [ %40, %39 ], [ %76, %68 ]
  %44 = phi ptr [ %23, %39 ], [ %48, %68 ]
  %45 = icmp eq i32 %42, 0
  br label %46, !dbg !1587

46:                                               ; preds = %41, %67
  %47 = phi ptr [ %48, %67 ], [ %44, %41 ]
  %48 = getelementptr inbounds i8, ptr %47, i32 1, !dbg !1562
    #dbg_value(i32 poison, !1202, !DIExpression(), !1540)
    #dbg_value(i32 %42, !1201, !DIExpression(), !1540)
    #dbg_value(ptr %48, !1234, !DIExpression(), !1562)
    #dbg_value(i64 %43, !1246, !DIExpression(), !1562)
  %49 = load i8, ptr %48, align 1, !dbg !1556, !tbaa !366
    #dbg_value(i8 %49, !1251, !DIExpression(), !1563)
  %50 = zext i8 %49 to i32, !dbg !1561
    #dbg_value(i32 %50, !1005, !DIExpression(), !1564)
    #dbg_value(i32 %50, !991, !DIExpression(), !1565)
  %51 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %50, !dbg !1558
  %52 = load i16, ptr %51, align 2, !dbg !1558, !tbaa !998
  %53 = and i16 %52, 2048, !dbg !1566
  %54 = icmp eq i16 %53, 0, !dbg !1567
  br i1 %54, label %57, label %55, !dbg !1568

55:                                               ; preds = %46
  %56 = add nsw i32 %50, -48, !dbg !1569
    #dbg_value(i32 %56, !1247, !DIExpression(), !1563)
  br label %64, !dbg !1570

57:                                               ; preds = %46
    #dbg_value(i32 %50, !989, !DIExpression(), !1571)
    #dbg_value(i32 %50, !991, !DIExpression(), !1573)
  %58 = and i16 %52, 1024, !dbg !1575
  %59 = icmp eq i16 %58, 0, !dbg !1576
  br i1 %59, label %77, label %60, !dbg !1577

60:                                               ; preds = %57
    #dbg_value(i32 %50, !1126, !DIExpression(), !1578)
  %61 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %50, !dbg !1580
  %62 = load i32, ptr %61, align 4, !dbg !1580, !tbaa !309
  %63 = add nsw i32 %62, -87, !dbg !1581
    #dbg_value(i32 %63, !1247, !DIExpression(), !1563)
  br label %64

64:                                               ; preds = %60, %55
  %65 = phi i32 [ %56, %55 ], [ %63, %60 ], !dbg !1582
    #dbg_value(i32 %65, !1247, !DIExpression(), !1563)
  %66 = icmp slt i32 %65, 10, !dbg !1583
  br i1 %66, label %67, label %77, !dbg !1584

67:                                               ; preds = %64
    #dbg_value(i32 1, !1202, !DIExpression(), !1540)
  br i1 %45, label %68, label %46, !dbg !1588, !llvm.loop !1589

68:                                               ; preds = %67
  %69 = sext i32 %65 to i64, !dbg !1585
  %70 = sub i64 %24, %69, !dbg !1591
  %71 = udiv i64 %70, 10, !dbg !1592
  %72 = icmp ugt i64 %43, %71, !dbg !1593
  %73 = mul nuw i64 %43, 10, !dbg !1594
  %74 = add i64 %73, %69, !dbg !1594
  %75 = select i1 %72, i32 1, i32 0, !dbg !1594
  %76 = select i1 %72, i64 %24, i64 %74, !dbg !1594
  br label %41, !dbg !1587, !llvm.loop !1589

77:                                               ; preds = %64, %57
  %78 = icmp eq i32 %42, 0, !dbg !1595
    #dbg_value(i64 %43, !1246, !DIExpression(), !1562)
    #dbg_value(ptr undef, !1200, !DIExpression(), !1540)
    #dbg_value(i64 %43, !1203, !DIExpression(), !1540)
  br i1 %78, label %81, label %79, !dbg !1596

79:                                               ; preds = %77
  %80 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1597
  store i32 34, ptr %80, align 4, !dbg !1598, !tbaa !309
  br label %81, !dbg !1597

81:                                               ; preds = %77, %79
    #dbg_value(i1 %22, !1174, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1538)
    #dbg_value(i64 %43, !1175, !DIExpression(), !1538)
  %82 = sub i64 0, %43, !dbg !1599
  %83 = select i1 %22, i64 %43, i64 %82, !dbg !1599
  br label %84, !dbg !1599

84:                                               ; preds = %81, %29, %36
  %85 = phi i64 [ 0, %36 ], [ 0, %29 ], [ %83, %81 ], !dbg !1599
  ret i64 %85, !dbg !1600
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local void @srand(i32 noundef %0) local_unnamed_addr #13 !dbg !1601 {
    #dbg_value(i32 %0, !1605, !DIExpression(), !1615)
  %2 = tail call i32 @llvm.umax.i32(i32 %0, i32 1), !dbg !1616
    #dbg_value(i32 %2, !1606, !DIExpression(), !1615)
  store i32 %2, ptr @rand_state, align 4, !dbg !1617, !tbaa !309
    #dbg_value(i32 1, !1607, !DIExpression(), !1618)
    #dbg_value(i32 %2, !1606, !DIExpression(), !1615)
  br label %4, !dbg !1619

3:                                                ; preds = %4
  store i1 true, ptr @rand_seeded, align 4, !dbg !1620
    #dbg_value(i32 0, !1613, !DIExpression(), !1621)
    #dbg_value(i32 0, !1613, !DIExpression(), !1621)
  br label %19, !dbg !1622

4:                                                ; preds = %1, %4
  %5 = phi i32 [ %2, %1 ], [ %14, %4 ]
  %6 = phi i32 [ 1, %1 ], [ %16, %4 ]
    #dbg_value(i32 %5, !1606, !DIExpression(), !1615)
    #dbg_value(i32 %6, !1607, !DIExpression(), !1618)
  %7 = sdiv i32 %5, 127773, !dbg !1623
    #dbg_value(i32 %7, !1609, !DIExpression(), !1624)
  %8 = srem i32 %5, 127773, !dbg !1625
    #dbg_value(i32 %8, !1612, !DIExpression(), !1624)
  %9 = mul nsw i32 %8, 16807, !dbg !1626
  %10 = mul nsw i32 %7, -2836, !dbg !1627
  %11 = add i32 %10, %9, !dbg !1628
    #dbg_value(i32 %11, !1606, !DIExpression(), !1615)
  %12 = icmp slt i32 %11, 0, !dbg !1629
  %13 = add nsw i32 %11, 2147483647
  %14 = select i1 %12, i32 %13, i32 %11, !dbg !1631
    #dbg_value(i32 %14, !1606, !DIExpression(), !1615)
  %15 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %6, !dbg !1632
  store i32 %14, ptr %15, align 4, !dbg !1633, !tbaa !309
  %16 = add nuw nsw i32 %6, 1, !dbg !1634
    #dbg_value(i32 %16, !1607, !DIExpression(), !1618)
  %17 = icmp eq i32 %16, 31, !dbg !1635
  br i1 %17, label %3, label %4, !dbg !1619, !llvm.loop !1636

18:                                               ; preds = %19
  store i32 %29, ptr @rand_f, align 4, !dbg !1638, !tbaa !309
  store i32 %31, ptr @rand_r, align 4, !dbg !1638, !tbaa !309
  ret void, !dbg !1641

19:                                               ; preds = %3, %19
  %20 = phi i32 [ 0, %3 ], [ %32, %19 ]
  %21 = phi i32 [ 3, %3 ], [ %29, %19 ]
  %22 = phi i32 [ 0, %3 ], [ %31, %19 ]
    #dbg_value(i32 %20, !1613, !DIExpression(), !1621)
  %23 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %21, !dbg !1642
  %24 = load i32, ptr %23, align 4, !dbg !1642, !tbaa !309
  %25 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %22, !dbg !1643
  %26 = load i32, ptr %25, align 4, !dbg !1643, !tbaa !309
  %27 = add i32 %26, %24, !dbg !1644
  store i32 %27, ptr %23, align 4, !dbg !1645, !tbaa !309
  %28 = add nsw i32 %21, 1, !dbg !1646
  %29 = srem i32 %28, 31, !dbg !1647
  %30 = add nsw i32 %22, 1, !dbg !1648
  %31 = srem i32 %30, 31, !dbg !1649
  %32 = add nuw nsw i32 %20, 1, !dbg !1650
    #dbg_value(i32 %32, !1613, !DIExpression(), !1621)
  %33 = icmp eq i32 %32, 310, !dbg !1651
  br i1 %33, label %18, label %19, !dbg !1622, !llvm.loop !1652
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 0, -2147483648) i32 @rand() local_unnamed_addr #13 !dbg !1654 {
  %1 = load i1, ptr @rand_seeded, align 4, !dbg !1660
  br i1 %1, label %2, label %5, !dbg !1662

2:                                                ; preds = %0
  %3 = load i32, ptr @rand_f, align 4, !dbg !1663, !tbaa !309
  %4 = load i32, ptr @rand_r, align 4, !dbg !1664, !tbaa !309
  br label %36, !dbg !1662

5:                                                ; preds = %0
    #dbg_value(i32 1, !1605, !DIExpression(), !1665)
    #dbg_value(i32 1, !1606, !DIExpression(), !1665)
  store i32 1, ptr @rand_state, align 4, !dbg !1667, !tbaa !309
    #dbg_value(i32 1, !1607, !DIExpression(), !1668)
    #dbg_value(i32 1, !1606, !DIExpression(), !1665)
  br label %7, !dbg !1669

6:                                                ; preds = %7
  store i1 true, ptr @rand_seeded, align 4, !dbg !1670
    #dbg_value(i32 0, !1613, !DIExpression(), !1671)
    #dbg_value(i32 0, !1613, !DIExpression(), !1671)
  br label %21, !dbg !1672

7:                                                ; preds = %7, %5
  %8 = phi i32 [ 1, %5 ], [ %17, %7 ]
  %9 = phi i32 [ 1, %5 ], [ %19, %7 ]
    #dbg_value(i32 %8, !1606, !DIExpression(), !1665)
    #dbg_value(i32 %9, !1607, !DIExpression(), !1668)
  %10 = sdiv i32 %8, 127773, !dbg !1673
    #dbg_value(i32 %10, !1609, !DIExpression(), !1674)
  %11 = srem i32 %8, 127773, !dbg !1675
    #dbg_value(i32 %11, !1612, !DIExpression(), !1674)
  %12 = mul nsw i32 %11, 16807, !dbg !1676
  %13 = mul nsw i32 %10, -2836, !dbg !1677
  %14 = add i32 %13, %12, !dbg !1678
    #dbg_value(i32 %14, !1606, !DIExpression(), !1665)
  %15 = icmp slt i32 %14, 0, !dbg !1679
  %16 = add nsw i32 %14, 2147483647
  %17 = select i1 %15, i32 %16, i32 %14, !dbg !1680
    #dbg_value(i32 %17, !1606, !DIExpression(), !1665)
  %18 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %9, !dbg !1681
  store i32 %17, ptr %18, align 4, !dbg !1682, !tbaa !309
  %19 = add nuw nsw i32 %9, 1, !dbg !1683
    #dbg_value(i32 %19, !1607, !DIExpression(), !1668)
  %20 = icmp eq i32 %19, 31, !dbg !1684
  br i1 %20, label %6, label %7, !dbg !1669, !llvm.loop !1685

21:                                               ; preds = %21, %6
  %22 = phi i32 [ 0, %6 ], [ %34, %21 ]
  %23 = phi i32 [ 3, %6 ], [ %31, %21 ]
  %24 = phi i32 [ 0, %6 ], [ %33, %21 ]
    #dbg_value(i32 %22, !1613, !DIExpression(), !1671)
  %25 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %23, !dbg !1687
  %26 = load i32, ptr %25, align 4, !dbg !1687, !tbaa !309
  %27 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %24, !dbg !1688
  %28 = load i32, ptr %27, align 4, !dbg !1688, !tbaa !309
  %29 = add i32 %28, %26, !dbg !1689
  store i32 %29, ptr %25, align 4, !dbg !1690, !tbaa !309
  %30 = add nsw i32 %23, 1, !dbg !1691
  %31 = srem i32 %30, 31, !dbg !1692
  %32 = add nsw i32 %24, 1, !dbg !1693
  %33 = srem i32 %32, 31, !dbg !1694
  %34 = add nuw nsw i32 %22, 1, !dbg !1695
    #dbg_value(i32 %34, !1613, !DIExpression(), !1671)
  %35 = icmp eq i32 %34, 310, !dbg !1696
  br i1 %35, label %36, label %21, !dbg !1672, !llvm.loop !1697

36:                                               ; preds = %21, %2
  %37 = phi i32 [ %4, %2 ], [ %33, %21 ], !dbg !1664
  %38 = phi i32 [ %3, %2 ], [ %31, %21 ], !dbg !1663
  %39 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %38, !dbg !1699
  %40 = load i32, ptr %39, align 4, !dbg !1699, !tbaa !309
  %41 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %37, !dbg !1700
  %42 = load i32, ptr %41, align 4, !dbg !1700, !tbaa !309
  %43 = add i32 %42, %40, !dbg !1701
    #dbg_value(i32 %43, !1658, !DIExpression(), !1702)
  store i32 %43, ptr %39, align 4, !dbg !1703, !tbaa !309
  %44 = lshr i32 %43, 1, !dbg !1704
    #dbg_value(i32 %44, !1659, !DIExpression(), !1702)
  %45 = add nsw i32 %38, 1, !dbg !1705
  %46 = srem i32 %45, 31, !dbg !1706
  store i32 %46, ptr @rand_f, align 4, !dbg !1707, !tbaa !309
  %47 = add nsw i32 %37, 1, !dbg !1708
  %48 = srem i32 %47, 31, !dbg !1709
  store i32 %48, ptr @rand_r, align 4, !dbg !1710, !tbaa !309
  ret i32 %44, !dbg !1711
}

; Function Attrs: nounwind
define dso_local void @qsort(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3) local_unnamed_addr #7 !dbg !1712 {
    #dbg_value(ptr %0, !1719, !DIExpression(), !1724)
    #dbg_value(i32 %1, !1720, !DIExpression(), !1724)
    #dbg_value(i32 %2, !1721, !DIExpression(), !1724)
    #dbg_value(ptr %3, !1722, !DIExpression(), !1724)
  %5 = icmp ult i32 %1, 2, !dbg !1725
  %6 = icmp eq i32 %2, 0
  %7 = or i1 %5, %6, !dbg !1727
  br i1 %7, label %14, label %8, !dbg !1727

8:                                                ; preds = %4
  %9 = mul i32 %2, %1, !dbg !1728
  %10 = tail call ptr @malloc(i32 noundef %9) #20, !dbg !1729
    #dbg_value(ptr %10, !1723, !DIExpression(), !1724)
  %11 = icmp eq ptr %10, null, !dbg !1730
  br i1 %11, label %12, label %13, !dbg !1732

12:                                               ; preds = %8
  tail call void @abort() #21, !dbg !1733
  unreachable, !dbg !1733

13:                                               ; preds = %8
  tail call fastcc void @msort(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef nonnull %10) #23, !dbg !1734
  tail call void @free(ptr noundef nonnull %10) #20, !dbg !1735
  br label %14, !dbg !1736

14:                                               ; preds = %4, %13
  ret void, !dbg !1736
}

; Function Attrs: noreturn
declare !dbg !1737 void @abort() local_unnamed_addr #5

; Function Attrs: nounwind
define internal fastcc void @msort(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4) unnamed_addr #7 !dbg !1738 {
    #dbg_value(ptr %0, !1742, !DIExpression(), !1752)
    #dbg_value(i32 %1, !1743, !DIExpression(), !1752)
    #dbg_value(i32 %2, !1744, !DIExpression(), !1752)
    #dbg_value(ptr %3, !1745, !DIExpression(), !1752)
    #dbg_value(ptr %4, !1746, !DIExpression(), !1752)
  %6 = icmp ult i32 %1, 2, !dbg !1753
  br i1 %6, label %51, label %7, !dbg !1755

7:                                                ; preds = %5
  %8 = lshr i32 %1, 1, !dbg !1756
    #dbg_value(i32 %8, !1747, !DIExpression(), !1752)
  %9 = sub i32 %1, %8, !dbg !1757
    #dbg_value(i32 %9, !1748, !DIExpression(), !1752)
    #dbg_value(ptr %0, !1749, !DIExpression(), !1752)
  %10 = mul i32 %8, %2, !dbg !1758
  %11 = getelementptr inbounds i8, ptr %0, i32 %10, !dbg !1759
    #dbg_value(ptr %11, !1750, !DIExpression(), !1752)
  tail call fastcc void @msort(ptr noundef %0, i32 noundef %8, i32 noundef %2, ptr noundef %3, ptr noundef %4) #23, !dbg !1760
  tail call fastcc void @msort(ptr noundef %11, i32 noundef %9, i32 noundef %2, ptr noundef %3, ptr noundef %4) #23, !dbg !1761
    #dbg_value(ptr %4, !1751, !DIExpression(), !1752)
    #dbg_value(ptr %11, !1750, !DIExpression(), !1752)
    #dbg_value(ptr %0, !1749, !DIExpression(), !1752)
    #dbg_value(i32 %9, !1748, !DIExpression(), !1752)
    #dbg_value(i32 %8, !1747, !DIExpression(), !1752)
  %12 = icmp eq i32 %9, 0, !dbg !1762
  br i1 %12, label %39, label %13, !dbg !1763

13:                                               ; preds = %7, %29
  %14 = phi ptr [ %34, %29 ], [ %4, %7 ]
  %15 = phi ptr [ %33, %29 ], [ %11, %7 ]
  %16 = phi ptr [ %32, %29 ], [ %0, %7 ]
  %17 = phi i32 [ %31, %29 ], [ %9, %7 ]
  %18 = phi i32 [ %30, %29 ], [ %8, %7 ]
    #dbg_value(ptr %14, !1751, !DIExpression(), !1752)
    #dbg_value(ptr %15, !1750, !DIExpression(), !1752)
    #dbg_value(ptr %16, !1749, !DIExpression(), !1752)
    #dbg_value(i32 %17, !1748, !DIExpression(), !1752)
    #dbg_value(i32 %18, !1747, !DIExpression(), !1752)
  %19 = tail call i32 %3(ptr noundef %16, ptr noundef %15) #20, !dbg !1764
  %20 = icmp slt i32 %19, 1, !dbg !1767
  br i1 %20, label %21, label %25, !dbg !1768

21:                                               ; preds = %13
  %22 = tail call ptr @memcpy(ptr noundef %14, ptr noundef %16, i32 noundef %2) #20, !dbg !1769
  %23 = getelementptr inbounds i8, ptr %16, i32 %2, !dbg !1771
    #dbg_value(ptr %23, !1749, !DIExpression(), !1752)
  %24 = add nsw i32 %18, -1, !dbg !1772
    #dbg_value(i32 %24, !1747, !DIExpression(), !1752)
  br label %29, !dbg !1773

25:                                               ; preds = %13
  %26 = tail call ptr @memcpy(ptr noundef %14, ptr noundef %15, i32 noundef %2) #20, !dbg !1774
  %27 = getelementptr inbounds i8, ptr %15, i32 %2, !dbg !1776
    #dbg_value(ptr %27, !1750, !DIExpression(), !1752)
  %28 = add i32 %17, -1, !dbg !1777
    #dbg_value(i32 %28, !1748, !DIExpression(), !1752)
  br label %29

29:                                               ; preds = %25, %21
  %30 = phi i32 [ %24, %21 ], [ %18, %25 ], !dbg !1752
  %31 = phi i32 [ %17, %21 ], [ %28, %25 ], !dbg !1752
  %32 = phi ptr [ %23, %21 ], [ %16, %25 ], !dbg !1752
  %33 = phi ptr [ %15, %21 ], [ %27, %25 ], !dbg !1752
    #dbg_value(ptr %33, !1750, !DIExpression(), !1752)
    #dbg_value(ptr %32, !1749, !DIExpression(), !1752)
    #dbg_value(i32 %31, !1748, !DIExpression(), !1752)
    #dbg_value(i32 %30, !1747, !DIExpression(), !1752)
  %34 = getelementptr inbounds i8, ptr %14, i32 %2, !dbg !1778
    #dbg_value(ptr %34, !1751, !DIExpression(), !1752)
  %35 = icmp ne i32 %30, 0, !dbg !1779
  %36 = icmp ne i32 %31, 0, !dbg !1762
  %37 = select i1 %35, i1 %36, i1 false, !dbg !1762
  br i1 %37, label %13, label %38, !dbg !1763, !llvm.loop !1780

38:                                               ; preds = %29
  br i1 %35, label %39, label %46, !dbg !1782

39:                                               ; preds = %7, %38
  %40 = phi ptr [ %34, %38 ], [ %4, %7 ]
  %41 = phi ptr [ %32, %38 ], [ %0, %7 ]
  %42 = phi i32 [ %31, %38 ], [ 0, %7 ]
  %43 = phi i32 [ %30, %38 ], [ %8, %7 ]
  %44 = mul i32 %43, %2, !dbg !1783
  %45 = tail call ptr @memcpy(ptr noundef %40, ptr noundef %41, i32 noundef %44) #20, !dbg !1785
  br label %46, !dbg !1785

46:                                               ; preds = %39, %38
  %47 = phi i32 [ %42, %39 ], [ %31, %38 ]
  %48 = sub i32 %1, %47, !dbg !1786
  %49 = mul i32 %48, %2, !dbg !1787
  %50 = tail call ptr @memcpy(ptr noundef %0, ptr noundef %4, i32 noundef %49) #20, !dbg !1788
  br label %51, !dbg !1789

51:                                               ; preds = %5, %46
  ret void, !dbg !1789
}

declare !dbg !1790 void @free(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local noundef ptr @bsearch(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, ptr nocapture noundef readonly %4) local_unnamed_addr #7 !dbg !1791 {
    #dbg_value(ptr %0, !1795, !DIExpression(), !1806)
    #dbg_value(ptr %1, !1796, !DIExpression(), !1806)
    #dbg_value(i32 %2, !1797, !DIExpression(), !1806)
    #dbg_value(i32 %3, !1798, !DIExpression(), !1806)
    #dbg_value(ptr %4, !1799, !DIExpression(), !1806)
    #dbg_value(i32 0, !1800, !DIExpression(), !1806)
    #dbg_value(i32 %2, !1801, !DIExpression(), !1806)
  br label %6, !dbg !1807

6:                                                ; preds = %10, %5
  %7 = phi i32 [ %2, %5 ], [ %20, %10 ], !dbg !1808
  %8 = phi i32 [ 0, %5 ], [ %21, %10 ], !dbg !1809
    #dbg_value(i32 %8, !1800, !DIExpression(), !1806)
    #dbg_value(i32 %7, !1801, !DIExpression(), !1806)
  %9 = icmp ult i32 %8, %7, !dbg !1810
  br i1 %9, label %10, label %22, !dbg !1807

10:                                               ; preds = %6
  %11 = sub i32 %7, %8, !dbg !1811
  %12 = lshr i32 %11, 1, !dbg !1812
  %13 = add i32 %12, %8, !dbg !1813
    #dbg_value(i32 %13, !1802, !DIExpression(), !1814)
  %14 = mul i32 %13, %3, !dbg !1815
  %15 = getelementptr inbounds i8, ptr %1, i32 %14, !dbg !1816
    #dbg_value(ptr %15, !1804, !DIExpression(), !1814)
  %16 = tail call i32 %4(ptr noundef %0, ptr noundef %15) #20, !dbg !1817
    #dbg_value(i32 %16, !1805, !DIExpression(), !1814)
  %17 = icmp eq i32 %16, 0, !dbg !1818
  %18 = icmp slt i32 %16, 0, !dbg !1820
  %19 = add i32 %13, 1, !dbg !1820
  %20 = select i1 %18, i32 %13, i32 %7, !dbg !1820
  %21 = select i1 %18, i32 %8, i32 %19, !dbg !1820
    #dbg_value(i32 poison, !1800, !DIExpression(), !1806)
    #dbg_value(i32 poison, !1801, !DIExpression(), !1806)
  br i1 %17, label %22, label %6, !llvm.loop !1821

22:                                               ; preds = %6, %10
  %23 = phi ptr [ %15, %10 ], [ null, %6 ], !dbg !1806
  ret ptr %23, !dbg !1823
}

; Function Attrs: nounwind
define dso_local noundef i32 @pthread_once(ptr noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #7 !dbg !1824 {
    #dbg_value(ptr %0, !1828, !DIExpression(), !1830)
    #dbg_value(ptr %1, !1829, !DIExpression(), !1830)
  tail call void @__VERIFIER_atomic_begin() #20, !dbg !1831
  %3 = load i32, ptr %0, align 4, !dbg !1832, !tbaa !309
  %4 = icmp eq i32 %3, 0, !dbg !1834
  br i1 %4, label %5, label %6, !dbg !1835

5:                                                ; preds = %2
  store i32 1, ptr %0, align 4, !dbg !1836, !tbaa !309
  tail call void @__VERIFIER_atomic_end() #20, !dbg !1838
  tail call void %1() #20, !dbg !1839
  store atomic i32 2, ptr %0 release, align 4, !dbg !1840
  br label %7, !dbg !1841

6:                                                ; preds = %2
  tail call void @__VERIFIER_atomic_end() #20, !dbg !1842
  tail call void @__pancam_await_eq(ptr noundef nonnull %0, i32 noundef 2) #20, !dbg !1843
  br label %7, !dbg !1844

7:                                                ; preds = %6, %5
  ret i32 0, !dbg !1845
}

declare !dbg !1846 void @__VERIFIER_atomic_begin() local_unnamed_addr #8

declare !dbg !1847 void @__VERIFIER_atomic_end() local_unnamed_addr #8

declare !dbg !1848 void @__pancam_await_eq(ptr noundef, i32 noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local range(i32 0, 12) i32 @pthread_key_create(ptr nocapture noundef writeonly %0, ptr noundef %1) local_unnamed_addr #7 !dbg !1851 {
    #dbg_value(ptr %0, !1856, !DIExpression(), !1860)
    #dbg_value(ptr %1, !1857, !DIExpression(), !1860)
  tail call void @__VERIFIER_atomic_begin() #20, !dbg !1861
    #dbg_value(i32 0, !1858, !DIExpression(), !1862)
  br label %3, !dbg !1863

3:                                                ; preds = %31, %2
  %4 = phi i32 [ 0, %2 ], [ %32, %31 ]
    #dbg_value(i32 %4, !1858, !DIExpression(), !1862)
  %5 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %4, !dbg !1864
  %6 = load i32, ptr %5, align 4, !dbg !1864, !tbaa !309
  %7 = icmp eq i32 %6, 0, !dbg !1864
  br i1 %7, label %8, label %16, !dbg !1868

8:                                                ; preds = %26, %21, %16, %3
  %9 = phi i32 [ %4, %3 ], [ %17, %16 ], [ %22, %21 ], [ %27, %26 ]
  %10 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %9
  store i32 1, ptr %10, align 4, !dbg !1869, !tbaa !309
  %11 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i32 0, i32 %9, !dbg !1871
  store ptr %1, ptr %11, align 4, !dbg !1872, !tbaa !318
  %12 = icmp eq ptr %1, null, !dbg !1873
  br i1 %12, label %34, label %13, !dbg !1875

13:                                               ; preds = %8
  %14 = load i32, ptr @__pancam_tsd_dtors, align 4, !dbg !1876, !tbaa !309
  %15 = add nsw i32 %14, 1, !dbg !1876
  store i32 %15, ptr @__pancam_tsd_dtors, align 4, !dbg !1876, !tbaa !309
  br label %34, !dbg !1877

16:                                               ; preds = %3
  %17 = or disjoint i32 %4, 1, !dbg !1878
    #dbg_value(i32 %17, !1858, !DIExpression(), !1862)
  %18 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %17, !dbg !1864
  %19 = load i32, ptr %18, align 4, !dbg !1864, !tbaa !309
  %20 = icmp eq i32 %19, 0, !dbg !1864
  br i1 %20, label %8, label %21, !dbg !1868

21:                                               ; preds = %16
  %22 = or disjoint i32 %4, 2, !dbg !1878
    #dbg_value(i32 %22, !1858, !DIExpression(), !1862)
  %23 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %22, !dbg !1864
  %24 = load i32, ptr %23, align 4, !dbg !1864, !tbaa !309
  %25 = icmp eq i32 %24, 0, !dbg !1864
  br i1 %25, label %8, label %26, !dbg !1868

26:                                               ; preds = %21
  %27 = or disjoint i32 %4, 3, !dbg !1878
    #dbg_value(i32 %27, !1858, !DIExpression(), !1862)
  %28 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %27, !dbg !1864
  %29 = load i32, ptr %28, align 4, !dbg !1864, !tbaa !309
  %30 = icmp eq i32 %29, 0, !dbg !1864
  br i1 %30, label %8, label %31, !dbg !1868

31:                                               ; preds = %26
  %32 = add nuw nsw i32 %4, 4, !dbg !1878
    #dbg_value(i32 %32, !1858, !DIExpression(), !1862)
  %33 = icmp eq i32 %32, 64, !dbg !1879
  br i1 %33, label %35, label %3, !dbg !1863, !llvm.loop !1880

34:                                               ; preds = %8, %13
  tail call void @__VERIFIER_atomic_end() #20, !dbg !1882
  store i32 %9, ptr %0, align 4, !dbg !1883, !tbaa !309
  br label %36

35:                                               ; preds = %31
  tail call void @__VERIFIER_atomic_end() #20, !dbg !1884
  br label %36, !dbg !1885

36:                                               ; preds = %34, %35
  %37 = phi i32 [ 0, %34 ], [ 11, %35 ], !dbg !1860
  ret i32 %37, !dbg !1886
}

; Function Attrs: nounwind
define dso_local range(i32 0, 23) i32 @pthread_key_delete(i32 noundef %0) local_unnamed_addr #7 !dbg !1887 {
    #dbg_value(i32 %0, !1891, !DIExpression(), !1892)
  tail call void @__VERIFIER_atomic_begin() #20, !dbg !1893
  %2 = icmp ugt i32 %0, 63, !dbg !1894
  br i1 %2, label %15, label %3, !dbg !1896

3:                                                ; preds = %1
  %4 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %0, !dbg !1897
  %5 = load i32, ptr %4, align 4, !dbg !1897, !tbaa !309
  %6 = icmp eq i32 %5, 0, !dbg !1897
  br i1 %6, label %15, label %7, !dbg !1898

7:                                                ; preds = %3
  %8 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i32 0, i32 %0, !dbg !1899
  %9 = load ptr, ptr %8, align 4, !dbg !1899, !tbaa !318
  %10 = icmp eq ptr %9, null, !dbg !1899
  br i1 %10, label %14, label %11, !dbg !1901

11:                                               ; preds = %7
  %12 = load i32, ptr @__pancam_tsd_dtors, align 4, !dbg !1902, !tbaa !309
  %13 = add nsw i32 %12, -1, !dbg !1902
  store i32 %13, ptr @__pancam_tsd_dtors, align 4, !dbg !1902, !tbaa !309
  br label %14, !dbg !1903

14:                                               ; preds = %11, %7
  store i32 0, ptr %4, align 4, !dbg !1904, !tbaa !309
  store ptr null, ptr %8, align 4, !dbg !1905, !tbaa !318
  br label %15, !dbg !1906

15:                                               ; preds = %1, %3, %14
  %16 = phi i32 [ 0, %14 ], [ 22, %3 ], [ 22, %1 ], !dbg !1892
  tail call void @__VERIFIER_atomic_end() #20, !dbg !1892
  ret i32 %16, !dbg !1907
}

; Function Attrs: nounwind
define dso_local void @__pancam_tsd_run() local_unnamed_addr #7 !dbg !1908 {
    #dbg_value(i32 0, !1910, !DIExpression(), !1921)
  %1 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @key_value)
    #dbg_value(i32 0, !1910, !DIExpression(), !1921)
    #dbg_value(i32 0, !1915, !DIExpression(), !1922)
    #dbg_value(i32 0, !1912, !DIExpression(), !1923)
  br label %2, !dbg !1924

2:                                                ; preds = %78, %0
  %3 = phi i32 [ %80, %78 ], [ 0, %0 ]
  %4 = phi i1 [ false, %78 ], [ true, %0 ]
  br label %66, !dbg !1924

5:                                                ; preds = %65, %20
  %6 = phi i32 [ %22, %20 ], [ 0, %65 ]
  %7 = phi i1 [ false, %20 ], [ true, %65 ]
  br label %8, !dbg !1924

8:                                                ; preds = %5, %17
  %9 = phi i32 [ %18, %17 ], [ %6, %5 ]
    #dbg_value(i32 %9, !1915, !DIExpression(), !1922)
    #dbg_value(i32 poison, !1912, !DIExpression(), !1923)
  %10 = getelementptr inbounds [64 x ptr], ptr %1, i32 0, i32 %9, !dbg !1925
  %11 = load ptr, ptr %10, align 4, !dbg !1925, !tbaa !318
    #dbg_value(ptr %11, !1917, !DIExpression(), !1926)
  %12 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i32 0, i32 %9, !dbg !1927
  %13 = load ptr, ptr %12, align 4, !dbg !1927, !tbaa !318
    #dbg_value(ptr %13, !1920, !DIExpression(), !1926)
  %14 = icmp ne ptr %11, null, !dbg !1928
  %15 = icmp ne ptr %13, null
  %16 = select i1 %14, i1 %15, i1 false, !dbg !1930
  br i1 %16, label %20, label %17, !dbg !1930

17:                                               ; preds = %8
    #dbg_value(i32 poison, !1912, !DIExpression(), !1923)
  %18 = add nuw nsw i32 %9, 1, !dbg !1931
    #dbg_value(i32 %18, !1915, !DIExpression(), !1922)
  %19 = icmp eq i32 %18, 64, !dbg !1932
  br i1 %19, label %24, label %8, !dbg !1924, !llvm.loop !1933

20:                                               ; preds = %8
  %21 = getelementptr inbounds [64 x ptr], ptr %1, i32 0, i32 %9
  store ptr null, ptr %21, align 4, !dbg !1935, !tbaa !318
  tail call void %13(ptr noundef nonnull %11) #20, !dbg !1937
    #dbg_value(i32 1, !1912, !DIExpression(), !1923)
  %22 = add nuw nsw i32 %9, 1, !dbg !1931
    #dbg_value(i32 %22, !1915, !DIExpression(), !1922)
  %23 = icmp eq i32 %22, 64, !dbg !1932
  br i1 %23, label %25, label %5, !dbg !1924, !llvm.loop !1933

24:                                               ; preds = %17
    #dbg_value(i32 1, !1910, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1921)
  br i1 %7, label %82, label %25

25:                                               ; preds = %20, %24
  br label %26, !dbg !1924

26:                                               ; preds = %25, %41
  %27 = phi i32 [ %43, %41 ], [ 0, %25 ]
  %28 = phi i1 [ false, %41 ], [ true, %25 ]
  br label %29, !dbg !1924

29:                                               ; preds = %26, %38
  %30 = phi i32 [ %39, %38 ], [ %27, %26 ]
    #dbg_value(i32 %30, !1915, !DIExpression(), !1922)
    #dbg_value(i32 poison, !1912, !DIExpression(), !1923)
  %31 = getelementptr inbounds [64 x ptr], ptr %1, i32 0, i32 %30, !dbg !1925
  %32 = load ptr, ptr %31, align 4, !dbg !1925, !tbaa !318
    #dbg_value(ptr %32, !1917, !DIExpression(), !1926)
  %33 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i32 0, i32 %30, !dbg !1927
  %34 = load ptr, ptr %33, align 4, !dbg !1927, !tbaa !318
    #dbg_value(ptr %34, !1920, !DIExpression(), !1926)
  %35 = icmp ne ptr %32, null, !dbg !1928
  %36 = icmp ne ptr %34, null
  %37 = select i1 %35, i1 %36, i1 false, !dbg !1930
  br i1 %37, label %41, label %38, !dbg !1930

38:                                               ; preds = %29
    #dbg_value(i32 poison, !1912, !DIExpression(), !1923)
  %39 = add nuw nsw i32 %30, 1, !dbg !1931
    #dbg_value(i32 %39, !1915, !DIExpression(), !1922)
  %40 = icmp eq i32 %39, 64, !dbg !1932
  br i1 %40, label %45, label %29, !dbg !1924, !llvm.loop !1933

41:                                               ; preds = %29
  %42 = getelementptr inbounds [64 x ptr], ptr %1, i32 0, i32 %30
  store ptr null, ptr %42, align 4, !dbg !1935, !tbaa !318
  tail call void %34(ptr noundef nonnull %32) #20, !dbg !1937
    #dbg_value(i32 1, !1912, !DIExpression(), !1923)
  %43 = add nuw nsw i32 %30, 1, !dbg !1931
    #dbg_value(i32 %43, !1915, !DIExpression(), !1922)
  %44 = icmp eq i32 %43, 64, !dbg !1932
  br i1 %44, label %46, label %26, !dbg !1924, !llvm.loop !1933

45:                                               ; preds = %38
    #dbg_value(i32 2, !1910, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1921)
  br i1 %28, label %82, label %46

46:                                               ; preds = %41, %45
  br label %47, !dbg !1924

47:                                               ; preds = %59, %46
  %48 = phi i32 [ 0, %46 ], [ %60, %59 ]
    #dbg_value(i32 %48, !1915, !DIExpression(), !1922)
    #dbg_value(i32 poison, !1912, !DIExpression(), !1923)
  %49 = getelementptr inbounds [64 x ptr], ptr %1, i32 0, i32 %48, !dbg !1925
  %50 = load ptr, ptr %49, align 4, !dbg !1925, !tbaa !318
    #dbg_value(ptr %50, !1917, !DIExpression(), !1926)
  %51 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i32 0, i32 %48, !dbg !1927
  %52 = load ptr, ptr %51, align 4, !dbg !1927, !tbaa !318
    #dbg_value(ptr %52, !1920, !DIExpression(), !1926)
  %53 = icmp ne ptr %50, null, !dbg !1928
  %54 = icmp ne ptr %52, null
  %55 = select i1 %53, i1 %54, i1 false, !dbg !1930
  br i1 %55, label %61, label %56, !dbg !1930

56:                                               ; preds = %47
    #dbg_value(i32 poison, !1912, !DIExpression(), !1923)
  %57 = add nuw nsw i32 %48, 1, !dbg !1931
    #dbg_value(i32 %57, !1915, !DIExpression(), !1922)
  %58 = icmp eq i32 %57, 64, !dbg !1932
  br i1 %58, label %82, label %59, !dbg !1924

59:                                               ; preds = %56, %61
  %60 = phi i32 [ %57, %56 ], [ %62, %61 ]
  br label %47, !dbg !1925, !llvm.loop !1933

61:                                               ; preds = %47
  store ptr null, ptr %49, align 4, !dbg !1935, !tbaa !318
  tail call void %52(ptr noundef nonnull %50) #20, !dbg !1937
    #dbg_value(i32 1, !1912, !DIExpression(), !1923)
  %62 = add nuw nsw i32 %48, 1, !dbg !1931
    #dbg_value(i32 %62, !1915, !DIExpression(), !1922)
  %63 = icmp eq i32 %62, 64, !dbg !1932
  br i1 %63, label %82, label %59, !dbg !1924

64:                                               ; preds = %75
    #dbg_value(i32 0, !1910, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1921)
  br i1 %4, label %82, label %65

65:                                               ; preds = %78, %64
  br label %5, !dbg !1924

66:                                               ; preds = %2, %75
  %67 = phi i32 [ %76, %75 ], [ %3, %2 ]
    #dbg_value(i32 %67, !1915, !DIExpression(), !1922)
    #dbg_value(i32 poison, !1912, !DIExpression(), !1923)
  %68 = getelementptr inbounds [64 x ptr], ptr %1, i32 0, i32 %67, !dbg !1925
  %69 = load ptr, ptr %68, align 4, !dbg !1925, !tbaa !318
    #dbg_value(ptr %69, !1917, !DIExpression(), !1926)
  %70 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i32 0, i32 %67, !dbg !1927
  %71 = load ptr, ptr %70, align 4, !dbg !1927, !tbaa !318
    #dbg_value(ptr %71, !1920, !DIExpression(), !1926)
  %72 = icmp ne ptr %69, null, !dbg !1928
  %73 = icmp ne ptr %71, null
  %74 = select i1 %72, i1 %73, i1 false, !dbg !1930
  br i1 %74, label %78, label %75, !dbg !1930

75:                                               ; preds = %66
    #dbg_value(i32 poison, !1912, !DIExpression(), !1923)
  %76 = add nuw nsw i32 %67, 1, !dbg !1931
    #dbg_value(i32 %76, !1915, !DIExpression(), !1922)
  %77 = icmp eq i32 %76, 64, !dbg !1932
  br i1 %77, label %64, label %66, !dbg !1924, !llvm.loop !1933

78:                                               ; preds = %66
  %79 = getelementptr inbounds [64 x ptr], ptr %1, i32 0, i32 %67
  store ptr null, ptr %79, align 4, !dbg !1935, !tbaa !318
  tail call void %71(ptr noundef nonnull %69) #20, !dbg !1937
    #dbg_value(i32 1, !1912, !DIExpression(), !1923)
  %80 = add nuw nsw i32 %67, 1, !dbg !1931
    #dbg_value(i32 %80, !1915, !DIExpression(), !1922)
  %81 = icmp eq i32 %80, 64, !dbg !1932
  br i1 %81, label %65, label %2, !dbg !1924, !llvm.loop !1933

82:                                               ; preds = %61, %56, %45, %24, %64
  ret void, !dbg !1938
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none)
define dso_local ptr @pthread_getspecific(i32 noundef %0) local_unnamed_addr #14 !dbg !1939 {
    #dbg_value(i32 %0, !1943, !DIExpression(), !1944)
  %2 = icmp ult i32 %0, 64, !dbg !1945
  br i1 %2, label %3, label %7, !dbg !1946

3:                                                ; preds = %1
  %4 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @key_value), !dbg !1947
  %5 = getelementptr inbounds [64 x ptr], ptr %4, i32 0, i32 %0, !dbg !1947
  %6 = load ptr, ptr %5, align 4, !dbg !1947, !tbaa !318
  br label %7, !dbg !1946

7:                                                ; preds = %1, %3
  %8 = phi ptr [ %6, %3 ], [ null, %1 ], !dbg !1946
  ret ptr %8, !dbg !1948
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 0, 23) i32 @pthread_setspecific(i32 noundef %0, ptr noundef %1) local_unnamed_addr #2 !dbg !1949 {
    #dbg_value(i32 %0, !1953, !DIExpression(), !1955)
    #dbg_value(ptr %1, !1954, !DIExpression(), !1955)
  %3 = icmp ugt i32 %0, 63, !dbg !1956
  br i1 %3, label %11, label %4, !dbg !1958

4:                                                ; preds = %2
  %5 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %0, !dbg !1959
  %6 = load i32, ptr %5, align 4, !dbg !1959, !tbaa !309
  %7 = icmp eq i32 %6, 0, !dbg !1959
  br i1 %7, label %11, label %8, !dbg !1960

8:                                                ; preds = %4
  %9 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @key_value), !dbg !1961
  %10 = getelementptr inbounds [64 x ptr], ptr %9, i32 0, i32 %0, !dbg !1961
  store ptr %1, ptr %10, align 4, !dbg !1962, !tbaa !318
  br label %11, !dbg !1963

11:                                               ; preds = %2, %4, %8
  %12 = phi i32 [ 0, %8 ], [ 22, %4 ], [ 22, %2 ], !dbg !1955
  ret i32 %12, !dbg !1964
}

; Function Attrs: nounwind
define dso_local i32 @pthread_mutex_timedlock(ptr noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #7 !dbg !1965 {
    #dbg_value(ptr %0, !1969, !DIExpression(), !1972)
    #dbg_value(ptr %1, !1970, !DIExpression(), !1972)
  %3 = tail call i32 @pthread_mutex_trylock(ptr noundef %0) #20, !dbg !1973
    #dbg_value(i32 %3, !1971, !DIExpression(), !1972)
  %4 = icmp eq i32 %3, 16, !dbg !1974
  br i1 %4, label %5, label %9, !dbg !1976

5:                                                ; preds = %2
  %6 = tail call zeroext i1 @__VERIFIER_nondet_bool() #20, !dbg !1977
  br i1 %6, label %9, label %7, !dbg !1979

7:                                                ; preds = %5
  %8 = tail call i32 @pthread_mutex_lock(ptr noundef %0) #20, !dbg !1980
  br label %9, !dbg !1981

9:                                                ; preds = %5, %2, %7
  %10 = phi i32 [ %8, %7 ], [ %3, %2 ], [ 110, %5 ], !dbg !1972
  ret i32 %10, !dbg !1982
}

declare !dbg !1983 i32 @pthread_mutex_trylock(ptr noundef) local_unnamed_addr #8

declare !dbg !1984 zeroext i1 @__VERIFIER_nondet_bool() local_unnamed_addr #8

declare !dbg !1988 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local range(i32 0, 4) i32 @thrd_create(ptr noundef %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #7 !dbg !1989 {
    #dbg_value(ptr %0, !1995, !DIExpression(), !2000)
    #dbg_value(ptr %1, !1996, !DIExpression(), !2000)
    #dbg_value(ptr %2, !1997, !DIExpression(), !2000)
  %4 = tail call ptr @malloc(i32 noundef 8) #20, !dbg !2001
    #dbg_value(ptr %4, !1998, !DIExpression(), !2000)
  %5 = icmp eq ptr %4, null, !dbg !2002
  br i1 %5, label %13, label %6, !dbg !2004

6:                                                ; preds = %3
  store ptr %1, ptr %4, align 4, !dbg !2005, !tbaa !2006
  %7 = getelementptr inbounds i8, ptr %4, i32 4, !dbg !2008
  store ptr %2, ptr %7, align 4, !dbg !2009, !tbaa !2010
  %8 = tail call i32 @pthread_create(ptr noundef %0, ptr noundef null, ptr noundef nonnull @pancam_thrd_run, ptr noundef nonnull %4) #20, !dbg !2011
    #dbg_value(i32 %8, !1999, !DIExpression(), !2000)
  %9 = icmp eq i32 %8, 0, !dbg !2012
  br i1 %9, label %13, label %10, !dbg !2014

10:                                               ; preds = %6
  tail call void @free(ptr noundef nonnull %4) #20, !dbg !2015
  %11 = icmp eq i32 %8, 11, !dbg !2017
  %12 = select i1 %11, i32 3, i32 2, !dbg !2018
  br label %13, !dbg !2019

13:                                               ; preds = %10, %6, %3
  %14 = phi i32 [ 3, %3 ], [ %12, %10 ], [ 0, %6 ], !dbg !2000
  ret i32 %14, !dbg !2020
}

declare !dbg !2021 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define internal ptr @pancam_thrd_run(ptr noundef %0) #7 !dbg !2027 {
    #dbg_value(ptr %0, !2029, !DIExpression(), !2031)
  %2 = load ptr, ptr %0, align 4, !dbg !2032, !tbaa !318
  %3 = getelementptr inbounds i8, ptr %0, i32 4, !dbg !2032
  %4 = load ptr, ptr %3, align 4, !dbg !2032, !tbaa !318
    #dbg_value(ptr %2, !2030, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !2031)
    #dbg_value(ptr %4, !2030, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !2031)
  tail call void @free(ptr noundef nonnull %0) #20, !dbg !2033
  %5 = tail call i32 %2(ptr noundef %4) #20, !dbg !2034
  %6 = inttoptr i32 %5 to ptr, !dbg !2035
  ret ptr %6, !dbg !2036
}

; Function Attrs: nounwind
define dso_local range(i32 0, 3) i32 @thrd_join(i32 noundef %0, ptr noundef writeonly %1) local_unnamed_addr #7 !dbg !2037 {
  %3 = alloca ptr, align 4, !DIAssignID !2044
    #dbg_assign(i1 undef, !2043, !DIExpression(), !2044, ptr %3, !DIExpression(), !2045)
    #dbg_value(i32 %0, !2041, !DIExpression(), !2045)
    #dbg_value(ptr %1, !2042, !DIExpression(), !2045)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #22, !dbg !2046
  %4 = call i32 @pthread_join(i32 noundef %0, ptr noundef nonnull %3) #20, !dbg !2047
  %5 = icmp eq i32 %4, 0, !dbg !2047
  br i1 %5, label %6, label %11, !dbg !2049

6:                                                ; preds = %2
  %7 = icmp eq ptr %1, null, !dbg !2050
  br i1 %7, label %11, label %8, !dbg !2052

8:                                                ; preds = %6
  %9 = load ptr, ptr %3, align 4, !dbg !2053, !tbaa !318
  %10 = ptrtoint ptr %9 to i32, !dbg !2054
  store i32 %10, ptr %1, align 4, !dbg !2055, !tbaa !309
  br label %11, !dbg !2056

11:                                               ; preds = %6, %8, %2
  %12 = phi i32 [ 2, %2 ], [ 0, %8 ], [ 0, %6 ], !dbg !2045
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #22, !dbg !2057
  ret i32 %12, !dbg !2057
}

declare !dbg !2058 i32 @pthread_join(i32 noundef, ptr noundef) local_unnamed_addr #8

; Function Attrs: noreturn nounwind
define dso_local void @thrd_exit(i32 noundef %0) local_unnamed_addr #3 !dbg !2062 {
    #dbg_value(i32 %0, !2064, !DIExpression(), !2065)
  %2 = inttoptr i32 %0 to ptr, !dbg !2066
  tail call void @pthread_exit(ptr noundef %2) #21, !dbg !2067
  unreachable, !dbg !2067
}

; Function Attrs: noreturn
declare !dbg !2068 void @pthread_exit(ptr noundef) local_unnamed_addr #5

; Function Attrs: nounwind
define dso_local i32 @thrd_current() local_unnamed_addr #7 !dbg !2069 {
  %1 = tail call i32 @pthread_self() #20, !dbg !2072
  ret i32 %1, !dbg !2073
}

declare !dbg !2074 i32 @pthread_self() local_unnamed_addr #8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 2) i32 @thrd_equal(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !2075 {
    #dbg_value(i32 %0, !2079, !DIExpression(), !2081)
    #dbg_value(i32 %1, !2080, !DIExpression(), !2081)
  %3 = icmp eq i32 %0, %1, !dbg !2082
  %4 = zext i1 %3 to i32, !dbg !2082
  ret i32 %4, !dbg !2083
}

; Function Attrs: nounwind
define dso_local range(i32 0, 3) i32 @thrd_detach(i32 noundef %0) local_unnamed_addr #7 !dbg !2084 {
    #dbg_value(i32 %0, !2088, !DIExpression(), !2089)
  %2 = tail call i32 @pthread_detach(i32 noundef %0) #20, !dbg !2090
  %3 = icmp eq i32 %2, 0, !dbg !2090
  %4 = select i1 %3, i32 0, i32 2, !dbg !2090
  ret i32 %4, !dbg !2091
}

declare !dbg !2092 i32 @pthread_detach(i32 noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local void @thrd_yield() local_unnamed_addr #7 !dbg !2093 {
  %1 = tail call i32 @sched_yield() #20, !dbg !2094
  ret void, !dbg !2095
}

declare !dbg !2096 i32 @sched_yield() local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local noundef i32 @thrd_sleep(ptr nocapture noundef readnone %0, ptr nocapture noundef readnone %1) local_unnamed_addr #7 !dbg !2097 {
    #dbg_value(ptr %0, !2101, !DIExpression(), !2103)
    #dbg_value(ptr %1, !2102, !DIExpression(), !2103)
  %3 = tail call i32 @sched_yield() #20, !dbg !2104
  ret i32 0, !dbg !2105
}

; Function Attrs: nounwind
define dso_local range(i32 0, 3) i32 @mtx_init(ptr noundef %0, i32 noundef %1) local_unnamed_addr #7 !dbg !2106 {
  %3 = alloca i32, align 4, !DIAssignID !2113
    #dbg_assign(i1 undef, !2112, !DIExpression(), !2113, ptr %3, !DIExpression(), !2114)
    #dbg_value(ptr %0, !2110, !DIExpression(), !2114)
    #dbg_value(i32 %1, !2111, !DIExpression(), !2114)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #22, !dbg !2115
  %4 = call i32 @pthread_mutexattr_init(ptr noundef nonnull %3) #20, !dbg !2116
  %5 = and i32 %1, 1, !dbg !2117
  %6 = icmp eq i32 %5, 0, !dbg !2117
  br i1 %6, label %9, label %7, !dbg !2119

7:                                                ; preds = %2
  %8 = call i32 @pthread_mutexattr_settype(ptr noundef nonnull %3, i32 noundef 1) #20, !dbg !2120
  br label %9, !dbg !2120

9:                                                ; preds = %7, %2
  %10 = call i32 @pthread_mutex_init(ptr noundef %0, ptr noundef nonnull %3) #20, !dbg !2121
  %11 = icmp eq i32 %10, 0, !dbg !2121
  %12 = select i1 %11, i32 0, i32 2, !dbg !2121
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #22, !dbg !2122
  ret i32 %12, !dbg !2123
}

declare !dbg !2124 i32 @pthread_mutexattr_init(ptr noundef) local_unnamed_addr #8

declare !dbg !2125 i32 @pthread_mutexattr_settype(ptr noundef, i32 noundef) local_unnamed_addr #8

declare !dbg !2126 i32 @pthread_mutex_init(ptr noundef, ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local range(i32 0, 3) i32 @mtx_lock(ptr noundef %0) local_unnamed_addr #7 !dbg !2127 {
    #dbg_value(ptr %0, !2129, !DIExpression(), !2130)
  %2 = tail call i32 @pthread_mutex_lock(ptr noundef %0) #20, !dbg !2131
  %3 = icmp eq i32 %2, 0, !dbg !2131
  %4 = select i1 %3, i32 0, i32 2, !dbg !2131
  ret i32 %4, !dbg !2132
}

; Function Attrs: nounwind
define dso_local range(i32 0, 3) i32 @mtx_trylock(ptr noundef %0) local_unnamed_addr #7 !dbg !2133 {
    #dbg_value(ptr %0, !2135, !DIExpression(), !2137)
  %2 = tail call i32 @pthread_mutex_trylock(ptr noundef %0) #20, !dbg !2138
    #dbg_value(i32 %2, !2136, !DIExpression(), !2137)
  %3 = icmp eq i32 %2, 0, !dbg !2139
  %4 = icmp eq i32 %2, 16, !dbg !2140
  %5 = select i1 %4, i32 1, i32 2, !dbg !2140
  %6 = select i1 %3, i32 0, i32 %5, !dbg !2140
  ret i32 %6, !dbg !2141
}

; Function Attrs: nounwind
define dso_local range(i32 0, 5) i32 @mtx_timedlock(ptr noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #7 !dbg !2142 {
    #dbg_value(ptr %0, !2144, !DIExpression(), !2147)
    #dbg_value(ptr %1, !2145, !DIExpression(), !2147)
    #dbg_value(ptr %0, !1969, !DIExpression(), !2148)
    #dbg_value(ptr %1, !1970, !DIExpression(), !2148)
  %3 = tail call i32 @pthread_mutex_trylock(ptr noundef %0) #20, !dbg !2150
    #dbg_value(i32 %3, !1971, !DIExpression(), !2148)
  %4 = icmp eq i32 %3, 16, !dbg !2151
  br i1 %4, label %5, label %9, !dbg !2152

5:                                                ; preds = %2
  %6 = tail call zeroext i1 @__VERIFIER_nondet_bool() #20, !dbg !2153
  br i1 %6, label %16, label %7, !dbg !2154

7:                                                ; preds = %5
  %8 = tail call i32 @pthread_mutex_lock(ptr noundef %0) #20, !dbg !2155
  br label %9, !dbg !2156

9:                                                ; preds = %2, %7
  %10 = phi i32 [ %8, %7 ], [ %3, %2 ], !dbg !2148
    #dbg_value(i32 %10, !2146, !DIExpression(), !2147)
  %11 = freeze i32 %10, !dbg !2157
  %12 = icmp eq i32 %11, 0, !dbg !2158
  %13 = icmp eq i32 %11, 110, !dbg !2157
  %14 = select i1 %13, i32 4, i32 2, !dbg !2157
  %15 = select i1 %12, i32 0, i32 %14, !dbg !2157
  br label %16, !dbg !2157

16:                                               ; preds = %9, %5
  %17 = phi i32 [ 4, %5 ], [ %15, %9 ], !dbg !2157
  ret i32 %17, !dbg !2159
}

; Function Attrs: nounwind
define dso_local range(i32 0, 3) i32 @mtx_unlock(ptr noundef %0) local_unnamed_addr #7 !dbg !2160 {
    #dbg_value(ptr %0, !2162, !DIExpression(), !2163)
  %2 = tail call i32 @pthread_mutex_unlock(ptr noundef %0) #20, !dbg !2164
  %3 = icmp eq i32 %2, 0, !dbg !2164
  %4 = select i1 %3, i32 0, i32 2, !dbg !2164
  ret i32 %4, !dbg !2165
}

declare !dbg !2166 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local void @mtx_destroy(ptr noundef %0) local_unnamed_addr #7 !dbg !2167 {
    #dbg_value(ptr %0, !2169, !DIExpression(), !2170)
  %2 = tail call i32 @pthread_mutex_destroy(ptr noundef %0) #20, !dbg !2171
  ret void, !dbg !2172
}

declare !dbg !2173 i32 @pthread_mutex_destroy(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local range(i32 0, 3) i32 @cnd_init(ptr noundef %0) local_unnamed_addr #7 !dbg !2174 {
    #dbg_value(ptr %0, !2176, !DIExpression(), !2177)
  %2 = tail call i32 @pthread_cond_init(ptr noundef %0, ptr noundef null) #20, !dbg !2178
  %3 = icmp eq i32 %2, 0, !dbg !2178
  %4 = select i1 %3, i32 0, i32 2, !dbg !2178
  ret i32 %4, !dbg !2179
}

declare !dbg !2180 i32 @pthread_cond_init(ptr noundef, ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local range(i32 0, 3) i32 @cnd_signal(ptr noundef %0) local_unnamed_addr #7 !dbg !2181 {
    #dbg_value(ptr %0, !2183, !DIExpression(), !2184)
  %2 = tail call i32 @pthread_cond_signal(ptr noundef %0) #20, !dbg !2185
  %3 = icmp eq i32 %2, 0, !dbg !2185
  %4 = select i1 %3, i32 0, i32 2, !dbg !2185
  ret i32 %4, !dbg !2186
}

declare !dbg !2187 i32 @pthread_cond_signal(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local range(i32 0, 3) i32 @cnd_broadcast(ptr noundef %0) local_unnamed_addr #7 !dbg !2188 {
    #dbg_value(ptr %0, !2190, !DIExpression(), !2191)
  %2 = tail call i32 @pthread_cond_broadcast(ptr noundef %0) #20, !dbg !2192
  %3 = icmp eq i32 %2, 0, !dbg !2192
  %4 = select i1 %3, i32 0, i32 2, !dbg !2192
  ret i32 %4, !dbg !2193
}

declare !dbg !2194 i32 @pthread_cond_broadcast(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local range(i32 0, 3) i32 @cnd_wait(ptr noundef %0, ptr noundef %1) local_unnamed_addr #7 !dbg !2195 {
    #dbg_value(ptr %0, !2199, !DIExpression(), !2201)
    #dbg_value(ptr %1, !2200, !DIExpression(), !2201)
  %3 = tail call i32 @pthread_cond_wait(ptr noundef %0, ptr noundef %1) #20, !dbg !2202
  %4 = icmp eq i32 %3, 0, !dbg !2202
  %5 = select i1 %4, i32 0, i32 2, !dbg !2202
  ret i32 %5, !dbg !2203
}

declare !dbg !2204 i32 @pthread_cond_wait(ptr noundef, ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local range(i32 0, 5) i32 @cnd_timedwait(ptr noundef %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #7 !dbg !2205 {
    #dbg_value(ptr %0, !2209, !DIExpression(), !2213)
    #dbg_value(ptr %1, !2210, !DIExpression(), !2213)
    #dbg_value(ptr %2, !2211, !DIExpression(), !2213)
  %4 = tail call i32 @pthread_cond_timedwait(ptr noundef %0, ptr noundef %1, ptr noundef %2) #20, !dbg !2214
    #dbg_value(i32 %4, !2212, !DIExpression(), !2213)
  %5 = icmp eq i32 %4, 0, !dbg !2215
  %6 = icmp eq i32 %4, 110, !dbg !2216
  %7 = select i1 %6, i32 4, i32 2, !dbg !2216
  %8 = select i1 %5, i32 0, i32 %7, !dbg !2216
  ret i32 %8, !dbg !2217
}

declare !dbg !2218 i32 @pthread_cond_timedwait(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local void @cnd_destroy(ptr noundef %0) local_unnamed_addr #7 !dbg !2219 {
    #dbg_value(ptr %0, !2221, !DIExpression(), !2222)
  %2 = tail call i32 @pthread_cond_destroy(ptr noundef %0) #20, !dbg !2223
  ret void, !dbg !2224
}

declare !dbg !2225 i32 @pthread_cond_destroy(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local void @call_once(ptr noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #7 !dbg !2226 {
    #dbg_value(ptr %0, !2230, !DIExpression(), !2232)
    #dbg_value(ptr %1, !2231, !DIExpression(), !2232)
    #dbg_value(ptr %0, !1828, !DIExpression(), !2233)
    #dbg_value(ptr %1, !1829, !DIExpression(), !2233)
  tail call void @__VERIFIER_atomic_begin() #20, !dbg !2235
  %3 = load i32, ptr %0, align 4, !dbg !2236, !tbaa !309
  %4 = icmp eq i32 %3, 0, !dbg !2237
  br i1 %4, label %5, label %6, !dbg !2238

5:                                                ; preds = %2
  store i32 1, ptr %0, align 4, !dbg !2239, !tbaa !309
  tail call void @__VERIFIER_atomic_end() #20, !dbg !2240
  tail call void %1() #20, !dbg !2241
  store atomic i32 2, ptr %0 release, align 4, !dbg !2242
  br label %7, !dbg !2243

6:                                                ; preds = %2
  tail call void @__VERIFIER_atomic_end() #20, !dbg !2244
  tail call void @__pancam_await_eq(ptr noundef nonnull %0, i32 noundef 2) #20, !dbg !2245
  br label %7, !dbg !2246

7:                                                ; preds = %5, %6
  ret void, !dbg !2247
}

; Function Attrs: nounwind
define dso_local range(i32 0, 3) i32 @tss_create(ptr nocapture noundef writeonly %0, ptr noundef %1) local_unnamed_addr #7 !dbg !2248 {
    #dbg_value(ptr %0, !2250, !DIExpression(), !2252)
    #dbg_value(ptr %1, !2251, !DIExpression(), !2252)
    #dbg_value(ptr %0, !1856, !DIExpression(), !2253)
    #dbg_value(ptr %1, !1857, !DIExpression(), !2253)
  tail call void @__VERIFIER_atomic_begin() #20, !dbg !2255
    #dbg_value(i32 0, !1858, !DIExpression(), !2256)
  br label %3, !dbg !2257

3:                                                ; preds = %31, %2
  %4 = phi i32 [ 0, %2 ], [ %32, %31 ]
    #dbg_value(i32 %4, !1858, !DIExpression(), !2256)
  %5 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %4, !dbg !2258
  %6 = load i32, ptr %5, align 4, !dbg !2258, !tbaa !309
  %7 = icmp eq i32 %6, 0, !dbg !2258
  br i1 %7, label %8, label %16, !dbg !2259

8:                                                ; preds = %26, %21, %16, %3
  %9 = phi i32 [ %4, %3 ], [ %17, %16 ], [ %22, %21 ], [ %27, %26 ]
  %10 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %9
  store i32 1, ptr %10, align 4, !dbg !2260, !tbaa !309
  %11 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i32 0, i32 %9, !dbg !2261
  store ptr %1, ptr %11, align 4, !dbg !2262, !tbaa !318
  %12 = icmp eq ptr %1, null, !dbg !2263
  br i1 %12, label %35, label %13, !dbg !2264

13:                                               ; preds = %8
  %14 = load i32, ptr @__pancam_tsd_dtors, align 4, !dbg !2265, !tbaa !309
  %15 = add nsw i32 %14, 1, !dbg !2265
  store i32 %15, ptr @__pancam_tsd_dtors, align 4, !dbg !2265, !tbaa !309
  br label %35, !dbg !2266

16:                                               ; preds = %3
  %17 = or disjoint i32 %4, 1, !dbg !2267
    #dbg_value(i32 %17, !1858, !DIExpression(), !2256)
  %18 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %17, !dbg !2258
  %19 = load i32, ptr %18, align 4, !dbg !2258, !tbaa !309
  %20 = icmp eq i32 %19, 0, !dbg !2258
  br i1 %20, label %8, label %21, !dbg !2259

21:                                               ; preds = %16
  %22 = or disjoint i32 %4, 2, !dbg !2267
    #dbg_value(i32 %22, !1858, !DIExpression(), !2256)
  %23 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %22, !dbg !2258
  %24 = load i32, ptr %23, align 4, !dbg !2258, !tbaa !309
  %25 = icmp eq i32 %24, 0, !dbg !2258
  br i1 %25, label %8, label %26, !dbg !2259

26:                                               ; preds = %21
  %27 = or disjoint i32 %4, 3, !dbg !2267
    #dbg_value(i32 %27, !1858, !DIExpression(), !2256)
  %28 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %27, !dbg !2258
  %29 = load i32, ptr %28, align 4, !dbg !2258, !tbaa !309
  %30 = icmp eq i32 %29, 0, !dbg !2258
  br i1 %30, label %8, label %31, !dbg !2259

31:                                               ; preds = %26
  %32 = add nuw nsw i32 %4, 4, !dbg !2267
    #dbg_value(i32 %32, !1858, !DIExpression(), !2256)
  %33 = icmp eq i32 %32, 64, !dbg !2268
  br i1 %33, label %34, label %3, !dbg !2257, !llvm.loop !2269

34:                                               ; preds = %31
  tail call void @__VERIFIER_atomic_end() #20, !dbg !2271
  br label %36, !dbg !2272

35:                                               ; preds = %8, %13
  tail call void @__VERIFIER_atomic_end() #20, !dbg !2273
  store i32 %9, ptr %0, align 4, !dbg !2274, !tbaa !309
  br label %36, !dbg !2272

36:                                               ; preds = %34, %35
  %37 = phi i32 [ 0, %35 ], [ 2, %34 ], !dbg !2272
  ret i32 %37, !dbg !2275
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none)
define dso_local ptr @tss_get(i32 noundef %0) local_unnamed_addr #14 !dbg !2276 {
    #dbg_value(i32 %0, !2278, !DIExpression(), !2279)
    #dbg_value(i32 %0, !1943, !DIExpression(), !2280)
  %2 = icmp ult i32 %0, 64, !dbg !2282
  br i1 %2, label %3, label %7, !dbg !2283

3:                                                ; preds = %1
  %4 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @key_value), !dbg !2284
  %5 = getelementptr inbounds [64 x ptr], ptr %4, i32 0, i32 %0, !dbg !2284
  %6 = load ptr, ptr %5, align 4, !dbg !2284, !tbaa !318
  br label %7, !dbg !2283

7:                                                ; preds = %1, %3
  %8 = phi ptr [ %6, %3 ], [ null, %1 ], !dbg !2283
  ret ptr %8, !dbg !2285
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 0, 3) i32 @tss_set(i32 noundef %0, ptr noundef %1) local_unnamed_addr #2 !dbg !2286 {
    #dbg_value(i32 %0, !2290, !DIExpression(), !2292)
    #dbg_value(ptr %1, !2291, !DIExpression(), !2292)
    #dbg_value(i32 %0, !1953, !DIExpression(), !2293)
    #dbg_value(ptr %1, !1954, !DIExpression(), !2293)
  %3 = icmp ugt i32 %0, 63, !dbg !2295
  br i1 %3, label %11, label %4, !dbg !2296

4:                                                ; preds = %2
  %5 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %0, !dbg !2297
  %6 = load i32, ptr %5, align 4, !dbg !2297, !tbaa !309
  %7 = icmp eq i32 %6, 0, !dbg !2297
  br i1 %7, label %11, label %8, !dbg !2298

8:                                                ; preds = %4
  %9 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @key_value), !dbg !2299
  %10 = getelementptr inbounds [64 x ptr], ptr %9, i32 0, i32 %0, !dbg !2299
  store ptr %1, ptr %10, align 4, !dbg !2300, !tbaa !318
  br label %11, !dbg !2301

11:                                               ; preds = %2, %4, %8
  %12 = phi i32 [ 0, %8 ], [ 2, %4 ], [ 2, %2 ], !dbg !2301
  ret i32 %12, !dbg !2302
}

; Function Attrs: nounwind
define dso_local void @tss_delete(i32 noundef %0) local_unnamed_addr #7 !dbg !2303 {
    #dbg_value(i32 %0, !2305, !DIExpression(), !2306)
    #dbg_value(i32 %0, !1891, !DIExpression(), !2307)
  tail call void @__VERIFIER_atomic_begin() #20, !dbg !2309
  %2 = icmp ugt i32 %0, 63, !dbg !2310
  br i1 %2, label %15, label %3, !dbg !2311

3:                                                ; preds = %1
  %4 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %0, !dbg !2312
  %5 = load i32, ptr %4, align 4, !dbg !2312, !tbaa !309
  %6 = icmp eq i32 %5, 0, !dbg !2312
  br i1 %6, label %15, label %7, !dbg !2313

7:                                                ; preds = %3
  %8 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i32 0, i32 %0, !dbg !2314
  %9 = load ptr, ptr %8, align 4, !dbg !2314, !tbaa !318
  %10 = icmp eq ptr %9, null, !dbg !2314
  br i1 %10, label %14, label %11, !dbg !2315

11:                                               ; preds = %7
  %12 = load i32, ptr @__pancam_tsd_dtors, align 4, !dbg !2316, !tbaa !309
  %13 = add nsw i32 %12, -1, !dbg !2316
  store i32 %13, ptr @__pancam_tsd_dtors, align 4, !dbg !2316, !tbaa !309
  br label %14, !dbg !2317

14:                                               ; preds = %11, %7
  store i32 0, ptr %4, align 4, !dbg !2318, !tbaa !309
  store ptr null, ptr %8, align 4, !dbg !2319, !tbaa !318
  br label %15, !dbg !2320

15:                                               ; preds = %1, %3, %14
  tail call void @__VERIFIER_atomic_end() #20, !dbg !2307
  ret void, !dbg !2321
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, inaccessiblemem: none)
define dso_local range(i32 -1, 1) i32 @sem_init(ptr nocapture noundef writeonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #15 !dbg !2322 {
    #dbg_value(ptr %0, !2326, !DIExpression(), !2335)
    #dbg_value(i32 %1, !2327, !DIExpression(), !2335)
    #dbg_value(i32 %2, !2328, !DIExpression(), !2335)
    #dbg_value(ptr %0, !2329, !DIExpression(), !2335)
  %4 = icmp slt i32 %2, 0, !dbg !2336
  br i1 %4, label %5, label %7, !dbg !2338

5:                                                ; preds = %3
  %6 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !2339
  store i32 22, ptr %6, align 4, !dbg !2341, !tbaa !309
  br label %9, !dbg !2342

7:                                                ; preds = %3
  store i32 %2, ptr %0, align 4, !dbg !2343, !tbaa !2344
  %8 = getelementptr inbounds i8, ptr %0, i32 4, !dbg !2346
  store i32 0, ptr %8, align 4, !dbg !2347, !tbaa !2348
  br label %9, !dbg !2349

9:                                                ; preds = %7, %5
  %10 = phi i32 [ -1, %5 ], [ 0, %7 ], !dbg !2335
  ret i32 %10, !dbg !2350
}

; Function Attrs: nounwind
define dso_local noundef i32 @sem_destroy(ptr nocapture noundef %0) local_unnamed_addr #7 !dbg !2351 {
    #dbg_value(ptr %0, !2353, !DIExpression(), !2355)
    #dbg_value(ptr %0, !2356, !DIExpression(), !2363)
    #dbg_value(ptr @.str, !2361, !DIExpression(), !2363)
    #dbg_value(ptr %0, !2362, !DIExpression(), !2363)
  %2 = getelementptr inbounds i8, ptr %0, i32 4, !dbg !2365
  %3 = load i32, ptr %2, align 4, !dbg !2365, !tbaa !2348
  %4 = icmp eq i32 %3, 0, !dbg !2367
  br i1 %4, label %6, label %5, !dbg !2368

5:                                                ; preds = %1
  tail call void @__pancam_misuse(ptr noundef nonnull @.str) #21, !dbg !2369
  unreachable, !dbg !2369

6:                                                ; preds = %1
    #dbg_value(ptr %0, !2354, !DIExpression(), !2355)
  store i32 1, ptr %2, align 4, !dbg !2370, !tbaa !2348
  ret i32 0, !dbg !2371
}

; Function Attrs: nounwind
define dso_local range(i32 -1, 1) i32 @sem_trywait(ptr nocapture noundef %0) local_unnamed_addr #7 !dbg !2372 {
    #dbg_value(ptr %0, !2374, !DIExpression(), !2376)
    #dbg_value(ptr %0, !2356, !DIExpression(), !2377)
    #dbg_value(ptr @.str.1, !2361, !DIExpression(), !2377)
    #dbg_value(ptr %0, !2362, !DIExpression(), !2377)
  %2 = getelementptr inbounds i8, ptr %0, i32 4, !dbg !2379
  %3 = load i32, ptr %2, align 4, !dbg !2379, !tbaa !2348
  %4 = icmp eq i32 %3, 0, !dbg !2380
  br i1 %4, label %6, label %5, !dbg !2381

5:                                                ; preds = %1
  tail call void @__pancam_misuse(ptr noundef nonnull @.str.1) #21, !dbg !2382
  unreachable, !dbg !2382

6:                                                ; preds = %1
    #dbg_value(ptr %0, !2375, !DIExpression(), !2376)
  tail call void @__VERIFIER_atomic_begin() #20, !dbg !2383
  %7 = load i32, ptr %0, align 4, !dbg !2384, !tbaa !2344
  %8 = icmp eq i32 %7, 0, !dbg !2386
  br i1 %8, label %11, label %9, !dbg !2387

9:                                                ; preds = %6
  %10 = add i32 %7, -1, !dbg !2388
  store i32 %10, ptr %0, align 4, !dbg !2388, !tbaa !2344
  tail call void @__VERIFIER_atomic_end() #20, !dbg !2390
  br label %13, !dbg !2391

11:                                               ; preds = %6
  tail call void @__VERIFIER_atomic_end() #20, !dbg !2392
  %12 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !2393
  store i32 11, ptr %12, align 4, !dbg !2394, !tbaa !309
  br label %13, !dbg !2395

13:                                               ; preds = %11, %9
  %14 = phi i32 [ 0, %9 ], [ -1, %11 ], !dbg !2376
  ret i32 %14, !dbg !2396
}

; Function Attrs: nounwind
define dso_local i32 @sem_timedwait(ptr noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #7 !dbg !2397 {
    #dbg_value(ptr %0, !2399, !DIExpression(), !2401)
    #dbg_value(ptr %1, !2400, !DIExpression(), !2401)
    #dbg_value(ptr %0, !2374, !DIExpression(), !2402)
    #dbg_value(ptr %0, !2356, !DIExpression(), !2405)
    #dbg_value(ptr @.str.1, !2361, !DIExpression(), !2405)
    #dbg_value(ptr %0, !2362, !DIExpression(), !2405)
  %3 = getelementptr inbounds i8, ptr %0, i32 4, !dbg !2407
  %4 = load i32, ptr %3, align 4, !dbg !2407, !tbaa !2348
  %5 = icmp eq i32 %4, 0, !dbg !2408
  br i1 %5, label %7, label %6, !dbg !2409

6:                                                ; preds = %2
  tail call void @__pancam_misuse(ptr noundef nonnull @.str.1) #21, !dbg !2410
  unreachable, !dbg !2410

7:                                                ; preds = %2
    #dbg_value(ptr %0, !2375, !DIExpression(), !2402)
  tail call void @__VERIFIER_atomic_begin() #20, !dbg !2411
  %8 = load i32, ptr %0, align 4, !dbg !2412, !tbaa !2344
  %9 = icmp eq i32 %8, 0, !dbg !2413
  br i1 %9, label %12, label %10, !dbg !2414

10:                                               ; preds = %7
  %11 = add i32 %8, -1, !dbg !2415
  store i32 %11, ptr %0, align 4, !dbg !2415, !tbaa !2344
  tail call void @__VERIFIER_atomic_end() #20, !dbg !2416
  br label %18, !dbg !2417

12:                                               ; preds = %7
  tail call void @__VERIFIER_atomic_end() #20, !dbg !2418
  %13 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !2419
  store i32 11, ptr %13, align 4, !dbg !2420, !tbaa !309
  %14 = tail call zeroext i1 @__VERIFIER_nondet_bool() #20, !dbg !2421
  br i1 %14, label %15, label %16, !dbg !2423

15:                                               ; preds = %12
  store i32 110, ptr %13, align 4, !dbg !2424, !tbaa !309
  br label %18, !dbg !2426

16:                                               ; preds = %12
  %17 = tail call i32 @sem_wait(ptr noundef nonnull %0) #20, !dbg !2427
  br label %18, !dbg !2428

18:                                               ; preds = %10, %16, %15
  %19 = phi i32 [ -1, %15 ], [ %17, %16 ], [ 0, %10 ], !dbg !2401
  ret i32 %19, !dbg !2429
}

declare !dbg !2430 i32 @sem_wait(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local i32 @sem_clockwait(ptr noundef %0, i32 noundef %1, ptr nocapture noundef readnone %2) local_unnamed_addr #7 !dbg !2431 {
    #dbg_value(ptr %0, !2435, !DIExpression(), !2438)
    #dbg_value(i32 %1, !2436, !DIExpression(), !2438)
    #dbg_value(ptr %2, !2437, !DIExpression(), !2438)
    #dbg_value(ptr %0, !2399, !DIExpression(), !2439)
    #dbg_value(ptr %2, !2400, !DIExpression(), !2439)
    #dbg_value(ptr %0, !2374, !DIExpression(), !2441)
    #dbg_value(ptr %0, !2356, !DIExpression(), !2443)
    #dbg_value(ptr @.str.1, !2361, !DIExpression(), !2443)
    #dbg_value(ptr %0, !2362, !DIExpression(), !2443)
  %4 = getelementptr inbounds i8, ptr %0, i32 4, !dbg !2445
  %5 = load i32, ptr %4, align 4, !dbg !2445, !tbaa !2348
  %6 = icmp eq i32 %5, 0, !dbg !2446
  br i1 %6, label %8, label %7, !dbg !2447

7:                                                ; preds = %3
  tail call void @__pancam_misuse(ptr noundef nonnull @.str.1) #21, !dbg !2448
  unreachable, !dbg !2448

8:                                                ; preds = %3
    #dbg_value(ptr %0, !2375, !DIExpression(), !2441)
  tail call void @__VERIFIER_atomic_begin() #20, !dbg !2449
  %9 = load i32, ptr %0, align 4, !dbg !2450, !tbaa !2344
  %10 = icmp eq i32 %9, 0, !dbg !2451
  br i1 %10, label %13, label %11, !dbg !2452

11:                                               ; preds = %8
  %12 = add i32 %9, -1, !dbg !2453
  store i32 %12, ptr %0, align 4, !dbg !2453, !tbaa !2344
  tail call void @__VERIFIER_atomic_end() #20, !dbg !2454
  br label %19, !dbg !2455

13:                                               ; preds = %8
  tail call void @__VERIFIER_atomic_end() #20, !dbg !2456
  %14 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !2457
  store i32 11, ptr %14, align 4, !dbg !2458, !tbaa !309
  %15 = tail call zeroext i1 @__VERIFIER_nondet_bool() #20, !dbg !2459
  br i1 %15, label %16, label %17, !dbg !2460

16:                                               ; preds = %13
  store i32 110, ptr %14, align 4, !dbg !2461, !tbaa !309
  br label %19, !dbg !2462

17:                                               ; preds = %13
  %18 = tail call i32 @sem_wait(ptr noundef nonnull %0) #20, !dbg !2463
  br label %19, !dbg !2464

19:                                               ; preds = %11, %16, %17
  %20 = phi i32 [ -1, %16 ], [ %18, %17 ], [ 0, %11 ], !dbg !2439
  ret i32 %20, !dbg !2465
}

; Function Attrs: nounwind
define dso_local noundef i32 @sem_getvalue(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #7 !dbg !2466 {
    #dbg_value(ptr %0, !2470, !DIExpression(), !2473)
    #dbg_value(ptr %1, !2471, !DIExpression(), !2473)
    #dbg_value(ptr %0, !2356, !DIExpression(), !2474)
    #dbg_value(ptr @.str.2, !2361, !DIExpression(), !2474)
    #dbg_value(ptr %0, !2362, !DIExpression(), !2474)
  %3 = getelementptr inbounds i8, ptr %0, i32 4, !dbg !2476
  %4 = load i32, ptr %3, align 4, !dbg !2476, !tbaa !2348
  %5 = icmp eq i32 %4, 0, !dbg !2477
  br i1 %5, label %7, label %6, !dbg !2478

6:                                                ; preds = %2
  tail call void @__pancam_misuse(ptr noundef nonnull @.str.2) #21, !dbg !2479
  unreachable, !dbg !2479

7:                                                ; preds = %2
    #dbg_value(ptr %0, !2472, !DIExpression(), !2473)
  %8 = load i32, ptr %0, align 4, !dbg !2480, !tbaa !2344
  store i32 %8, ptr %1, align 4, !dbg !2481, !tbaa !309
  ret i32 0, !dbg !2482
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local noundef i32 @time(ptr noundef writeonly %0) local_unnamed_addr #16 !dbg !2483 {
    #dbg_value(ptr %0, !2489, !DIExpression(), !2490)
  %2 = icmp eq ptr %0, null, !dbg !2491
  br i1 %2, label %4, label %3, !dbg !2493

3:                                                ; preds = %1
  store i32 0, ptr %0, align 4, !dbg !2494, !tbaa !2495
  br label %4, !dbg !2497

4:                                                ; preds = %3, %1
  ret i32 0, !dbg !2498
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local noundef i32 @clock_gettime(i32 noundef %0, ptr noundef writeonly %1) local_unnamed_addr #16 !dbg !2499 {
    #dbg_value(i32 %0, !2508, !DIExpression(), !2510)
    #dbg_value(ptr %1, !2509, !DIExpression(), !2510)
  %3 = icmp eq ptr %1, null, !dbg !2511
  br i1 %3, label %6, label %4, !dbg !2513

4:                                                ; preds = %2
  store i32 0, ptr %1, align 4, !dbg !2514, !tbaa !2516
  %5 = getelementptr inbounds i8, ptr %1, i32 4, !dbg !2518
  store i32 0, ptr %5, align 4, !dbg !2519, !tbaa !2520
  br label %6, !dbg !2521

6:                                                ; preds = %4, %2
  ret i32 0, !dbg !2522
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local noundef i32 @gettimeofday(ptr noundef writeonly %0, ptr nocapture noundef readnone %1) local_unnamed_addr #16 !dbg !2523 {
    #dbg_value(ptr %0, !2532, !DIExpression(), !2534)
    #dbg_value(ptr %1, !2533, !DIExpression(), !2534)
  %3 = icmp eq ptr %0, null, !dbg !2535
  br i1 %3, label %6, label %4, !dbg !2537

4:                                                ; preds = %2
  store i32 0, ptr %0, align 4, !dbg !2538, !tbaa !2540
  %5 = getelementptr inbounds i8, ptr %0, i32 4, !dbg !2542
  store i32 0, ptr %5, align 4, !dbg !2543, !tbaa !2544
  br label %6, !dbg !2545

6:                                                ; preds = %4, %2
  ret i32 0, !dbg !2546
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef i32 @clock() local_unnamed_addr #0 !dbg !2547 {
  ret i32 0, !dbg !2550
}

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: none, inaccessiblemem: none)
define dso_local ptr @strerror(i32 noundef %0) local_unnamed_addr #17 !dbg !2551 {
  %2 = alloca [12 x i8], align 1, !DIAssignID !2561
    #dbg_assign(i1 undef, !2559, !DIExpression(), !2561, ptr %2, !DIExpression(), !2562)
    #dbg_value(i32 %0, !2555, !DIExpression(), !2562)
  %3 = icmp ult i32 %0, 36, !dbg !2563
  br i1 %3, label %7, label %4, !dbg !2563

4:                                                ; preds = %1
    #dbg_value(i32 0, !2557, !DIExpression(), !2562)
    #dbg_value(ptr poison, !2556, !DIExpression(), !2562)
    #dbg_value(ptr poison, !2556, !DIExpression(), !2562)
    #dbg_value(i32 1, !2557, !DIExpression(), !2562)
  store i8 85, ptr @pancam_errbuf, align 1, !dbg !2565, !tbaa !366
    #dbg_value(ptr poison, !2556, !DIExpression(), !2562)
    #dbg_value(i32 2, !2557, !DIExpression(), !2562)
  store i8 110, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 1), align 1, !dbg !2565, !tbaa !366
    #dbg_value(ptr poison, !2556, !DIExpression(), !2562)
    #dbg_value(i32 3, !2557, !DIExpression(), !2562)
  store i8 107, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 2), align 1, !dbg !2565, !tbaa !366
    #dbg_value(ptr poison, !2556, !DIExpression(), !2562)
    #dbg_value(i32 4, !2557, !DIExpression(), !2562)
  store i8 110, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 3), align 1, !dbg !2565, !tbaa !366
    #dbg_value(ptr poison, !2556, !DIExpression(), !2562)
    #dbg_value(i32 5, !2557, !DIExpression(), !2562)
  store i8 111, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 4), align 1, !dbg !2565, !tbaa !366
    #dbg_value(ptr poison, !2556, !DIExpression(), !2562)
    #dbg_value(i32 6, !2557, !DIExpression(), !2562)
  store i8 119, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 5), align 1, !dbg !2565, !tbaa !366
    #dbg_value(ptr poison, !2556, !DIExpression(), !2562)
    #dbg_value(i32 7, !2557, !DIExpression(), !2562)
  store i8 110, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 6), align 1, !dbg !2565, !tbaa !366
    #dbg_value(ptr poison, !2556, !DIExpression(), !2562)
    #dbg_value(i32 8, !2557, !DIExpression(), !2562)
  store i8 32, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 7), align 1, !dbg !2565, !tbaa !366
    #dbg_value(ptr poison, !2556, !DIExpression(), !2562)
    #dbg_value(i32 9, !2557, !DIExpression(), !2562)
  store i8 101, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 8), align 1, !dbg !2565, !tbaa !366
    #dbg_value(ptr poison, !2556, !DIExpression(), !2562)
    #dbg_value(i32 10, !2557, !DIExpression(), !2562)
  store i8 114, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 9), align 1, !dbg !2565, !tbaa !366
    #dbg_value(ptr poison, !2556, !DIExpression(), !2562)
    #dbg_value(i32 11, !2557, !DIExpression(), !2562)
  store i8 114, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 10), align 1, !dbg !2565, !tbaa !366
    #dbg_value(ptr poison, !2556, !DIExpression(), !2562)
    #dbg_value(i32 12, !2557, !DIExpression(), !2562)
  store i8 111, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 11), align 1, !dbg !2565, !tbaa !366
    #dbg_value(ptr poison, !2556, !DIExpression(), !2562)
    #dbg_value(i32 13, !2557, !DIExpression(), !2562)
  store i8 114, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 12), align 1, !dbg !2565, !tbaa !366
    #dbg_value(ptr poison, !2556, !DIExpression(), !2562)
    #dbg_value(i32 14, !2557, !DIExpression(), !2562)
  store i8 32, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 13), align 1, !dbg !2565, !tbaa !366
  %5 = icmp slt i32 %0, 0, !dbg !2566
  %6 = tail call i32 @llvm.abs.i32(i32 %0, i1 false), !dbg !2567
    #dbg_value(i32 %6, !2558, !DIExpression(), !2562)
  br i1 %5, label %10, label %11, !dbg !2568

7:                                                ; preds = %1
  %8 = getelementptr inbounds [36 x ptr], ptr @pancam_errlist, i32 0, i32 %0, !dbg !2569
  %9 = load ptr, ptr %8, align 4, !dbg !2569, !tbaa !318
  br label %69, !dbg !2570

10:                                               ; preds = %4
    #dbg_value(i32 15, !2557, !DIExpression(), !2562)
  store i8 45, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 14), align 1, !dbg !2571, !tbaa !366
  br label %11, !dbg !2573

11:                                               ; preds = %10, %4
  %12 = phi i32 [ 15, %10 ], [ 14, %4 ], !dbg !2562
    #dbg_value(i32 %12, !2557, !DIExpression(), !2562)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #22, !dbg !2574
    #dbg_value(i32 0, !2560, !DIExpression(), !2562)
  br label %13, !dbg !2575

13:                                               ; preds = %13, %11
  %14 = phi i32 [ %6, %11 ], [ %21, %13 ], !dbg !2562
  %15 = phi i32 [ 0, %11 ], [ %19, %13 ], !dbg !2562
    #dbg_value(i32 %15, !2560, !DIExpression(), !2562)
    #dbg_value(i32 %14, !2558, !DIExpression(), !2562)
  %16 = urem i32 %14, 10, !dbg !2576
  %17 = trunc nuw nsw i32 %16 to i8, !dbg !2578
  %18 = or disjoint i8 %17, 48, !dbg !2578
  %19 = add nuw i32 %15, 1, !dbg !2579
    #dbg_value(i32 %19, !2560, !DIExpression(), !2562)
  %20 = getelementptr inbounds [12 x i8], ptr %2, i32 0, i32 %15, !dbg !2580
  store i8 %18, ptr %20, align 1, !dbg !2581, !tbaa !366
  %21 = udiv i32 %14, 10, !dbg !2582
    #dbg_value(i32 %21, !2558, !DIExpression(), !2562)
  %22 = icmp ult i32 %14, 10, !dbg !2583
  br i1 %22, label %23, label %13, !dbg !2583, !llvm.loop !2584

23:                                               ; preds = %13
  %24 = and i32 %19, 3, !dbg !2586
  %25 = icmp eq i32 %24, 0, !dbg !2586
  br i1 %25, label %37, label %26, !dbg !2586

26:                                               ; preds = %23, %26
  %27 = phi i32 [ %30, %26 ], [ %19, %23 ]
  %28 = phi i32 [ %33, %26 ], [ %12, %23 ]
  %29 = phi i32 [ %35, %26 ], [ 0, %23 ]
    #dbg_value(i32 %27, !2560, !DIExpression(), !2562)
    #dbg_value(i32 %28, !2557, !DIExpression(), !2562)
  %30 = add nsw i32 %27, -1, !dbg !2587
    #dbg_value(i32 %30, !2560, !DIExpression(), !2562)
  %31 = getelementptr inbounds [12 x i8], ptr %2, i32 0, i32 %30, !dbg !2588
  %32 = load i8, ptr %31, align 1, !dbg !2588, !tbaa !366
  %33 = add nuw nsw i32 %28, 1, !dbg !2589
    #dbg_value(i32 %33, !2557, !DIExpression(), !2562)
  %34 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i32 0, i32 %28, !dbg !2590
  store i8 %32, ptr %34, align 1, !dbg !2591, !tbaa !366
  %35 = add i32 %29, 1, !dbg !2586
  %36 = icmp eq i32 %35, %24, !dbg !2586
  br i1 %36, label %37, label %26, !dbg !2586, !llvm.loop !2592

37:                                               ; preds = %26, %23
  %38 = phi i32 [ poison, %23 ], [ %33, %26 ]
  %39 = phi i32 [ %19, %23 ], [ %30, %26 ]
  %40 = phi i32 [ %12, %23 ], [ %33, %26 ]
  %41 = icmp ult i32 %15, 3, !dbg !2586
  br i1 %41, label %66, label %42, !dbg !2586

42:                                               ; preds = %37, %42
  %43 = phi i32 [ %60, %42 ], [ %39, %37 ]
  %44 = phi i32 [ %63, %42 ], [ %40, %37 ]
    #dbg_value(i32 %43, !2560, !DIExpression(), !2562)
    #dbg_value(i32 %44, !2557, !DIExpression(), !2562)
  %45 = add nsw i32 %43, -1, !dbg !2587
    #dbg_value(i32 %45, !2560, !DIExpression(), !2562)
  %46 = getelementptr inbounds [12 x i8], ptr %2, i32 0, i32 %45, !dbg !2588
  %47 = load i8, ptr %46, align 1, !dbg !2588, !tbaa !366
  %48 = add nuw nsw i32 %44, 1, !dbg !2589
    #dbg_value(i32 %48, !2557, !DIExpression(), !2562)
  %49 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i32 0, i32 %44, !dbg !2590
  store i8 %47, ptr %49, align 1, !dbg !2591, !tbaa !366
  %50 = add nsw i32 %43, -2, !dbg !2587
    #dbg_value(i32 %50, !2560, !DIExpression(), !2562)
  %51 = getelementptr inbounds [12 x i8], ptr %2, i32 0, i32 %50, !dbg !2588
  %52 = load i8, ptr %51, align 1, !dbg !2588, !tbaa !366
  %53 = add nuw nsw i32 %44, 2, !dbg !2589
    #dbg_value(i32 %53, !2557, !DIExpression(), !2562)
  %54 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i32 0, i32 %48, !dbg !2590
  store i8 %52, ptr %54, align 1, !dbg !2591, !tbaa !366
  %55 = add nsw i32 %43, -3, !dbg !2587
    #dbg_value(i32 %55, !2560, !DIExpression(), !2562)
  %56 = getelementptr inbounds [12 x i8], ptr %2, i32 0, i32 %55, !dbg !2588
  %57 = load i8, ptr %56, align 1, !dbg !2588, !tbaa !366
  %58 = add nuw nsw i32 %44, 3, !dbg !2589
    #dbg_value(i32 %58, !2557, !DIExpression(), !2562)
  %59 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i32 0, i32 %53, !dbg !2590
  store i8 %57, ptr %59, align 1, !dbg !2591, !tbaa !366
  %60 = add nsw i32 %43, -4, !dbg !2587
    #dbg_value(i32 %60, !2560, !DIExpression(), !2562)
  %61 = getelementptr inbounds [12 x i8], ptr %2, i32 0, i32 %60, !dbg !2588
  %62 = load i8, ptr %61, align 1, !dbg !2588, !tbaa !366
  %63 = add nuw nsw i32 %44, 4, !dbg !2589
    #dbg_value(i32 %63, !2557, !DIExpression(), !2562)
  %64 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i32 0, i32 %58, !dbg !2590
  store i8 %62, ptr %64, align 1, !dbg !2591, !tbaa !366
  %65 = icmp eq i32 %60, 0, !dbg !2586
  br i1 %65, label %66, label %42, !dbg !2586, !llvm.loop !2593

66:                                               ; preds = %42, %37
  %67 = phi i32 [ %38, %37 ], [ %63, %42 ], !dbg !2589
  %68 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i32 0, i32 %67, !dbg !2595
  store i8 0, ptr %68, align 1, !dbg !2596, !tbaa !366
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #22, !dbg !2597
  br label %69

69:                                               ; preds = %66, %7
  %70 = phi ptr [ %9, %7 ], [ @pancam_errbuf, %66 ], !dbg !2562
  ret ptr %70, !dbg !2597
}

; Function Attrs: nounwind
define dso_local void @perror(ptr noundef %0) local_unnamed_addr #7 !dbg !2598 {
  %2 = alloca [12 x i8], align 1, !DIAssignID !2603
    #dbg_value(ptr %0, !2602, !DIExpression(), !2604)
  %3 = icmp eq ptr %0, null, !dbg !2605
  br i1 %3, label %12, label %4, !dbg !2607

4:                                                ; preds = %1
  %5 = load i8, ptr %0, align 1, !dbg !2608, !tbaa !366
  %6 = icmp eq i8 %5, 0, !dbg !2608
  br i1 %6, label %12, label %7, !dbg !2609

7:                                                ; preds = %4
  %8 = load ptr, ptr @stderr, align 4, !dbg !2610, !tbaa !318
  %9 = tail call i32 @fputs(ptr noundef nonnull %0, ptr noundef %8) #20, !dbg !2612
  %10 = load ptr, ptr @stderr, align 4, !dbg !2613, !tbaa !318
  %11 = tail call i32 @fputs(ptr noundef nonnull @.str.4, ptr noundef %10) #20, !dbg !2614
  br label %12, !dbg !2615

12:                                               ; preds = %7, %4, %1
  %13 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !2616
  %14 = load i32, ptr %13, align 4, !dbg !2616, !tbaa !309
    #dbg_assign(i1 undef, !2559, !DIExpression(), !2603, ptr %2, !DIExpression(), !2617)
    #dbg_value(i32 %14, !2555, !DIExpression(), !2617)
  %15 = icmp ult i32 %14, 36, !dbg !2619
  br i1 %15, label %19, label %16, !dbg !2619

16:                                               ; preds = %12
    #dbg_value(i32 0, !2557, !DIExpression(), !2617)
    #dbg_value(ptr poison, !2556, !DIExpression(), !2617)
    #dbg_value(ptr poison, !2556, !DIExpression(), !2617)
    #dbg_value(i32 1, !2557, !DIExpression(), !2617)
  store i8 85, ptr @pancam_errbuf, align 1, !dbg !2620, !tbaa !366
    #dbg_value(ptr poison, !2556, !DIExpression(), !2617)
    #dbg_value(i32 2, !2557, !DIExpression(), !2617)
  store i8 110, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 1), align 1, !dbg !2620, !tbaa !366
    #dbg_value(ptr poison, !2556, !DIExpression(), !2617)
    #dbg_value(i32 3, !2557, !DIExpression(), !2617)
  store i8 107, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 2), align 1, !dbg !2620, !tbaa !366
    #dbg_value(ptr poison, !2556, !DIExpression(), !2617)
    #dbg_value(i32 4, !2557, !DIExpression(), !2617)
  store i8 110, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 3), align 1, !dbg !2620, !tbaa !366
    #dbg_value(ptr poison, !2556, !DIExpression(), !2617)
    #dbg_value(i32 5, !2557, !DIExpression(), !2617)
  store i8 111, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 4), align 1, !dbg !2620, !tbaa !366
    #dbg_value(ptr poison, !2556, !DIExpression(), !2617)
    #dbg_value(i32 6, !2557, !DIExpression(), !2617)
  store i8 119, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 5), align 1, !dbg !2620, !tbaa !366
    #dbg_value(ptr poison, !2556, !DIExpression(), !2617)
    #dbg_value(i32 7, !2557, !DIExpression(), !2617)
  store i8 110, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 6), align 1, !dbg !2620, !tbaa !366
    #dbg_value(ptr poison, !2556, !DIExpression(), !2617)
    #dbg_value(i32 8, !2557, !DIExpression(), !2617)
  store i8 32, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 7), align 1, !dbg !2620, !tbaa !366
    #dbg_value(ptr poison, !2556, !DIExpression(), !2617)
    #dbg_value(i32 9, !2557, !DIExpression(), !2617)
  store i8 101, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 8), align 1, !dbg !2620, !tbaa !366
    #dbg_value(ptr poison, !2556, !DIExpression(), !2617)
    #dbg_value(i32 10, !2557, !DIExpression(), !2617)
  store i8 114, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 9), align 1, !dbg !2620, !tbaa !366
    #dbg_value(ptr poison, !2556, !DIExpression(), !2617)
    #dbg_value(i32 11, !2557, !DIExpression(), !2617)
  store i8 114, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 10), align 1, !dbg !2620, !tbaa !366
    #dbg_value(ptr poison, !2556, !DIExpression(), !2617)
    #dbg_value(i32 12, !2557, !DIExpression(), !2617)
  store i8 111, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 11), align 1, !dbg !2620, !tbaa !366
    #dbg_value(ptr poison, !2556, !DIExpression(), !2617)
    #dbg_value(i32 13, !2557, !DIExpression(), !2617)
  store i8 114, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 12), align 1, !dbg !2620, !tbaa !366
    #dbg_value(ptr poison, !2556, !DIExpression(), !2617)
    #dbg_value(i32 14, !2557, !DIExpression(), !2617)
  store i8 32, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 13), align 1, !dbg !2620, !tbaa !366
  %17 = icmp slt i32 %14, 0, !dbg !2621
  %18 = tail call i32 @llvm.abs.i32(i32 %14, i1 false), !dbg !2622
    #dbg_value(i32 %18, !2558, !DIExpression(), !2617)
  br i1 %17, label %22, label %23, !dbg !2623

19:                                               ; preds = %12
  %20 = getelementptr inbounds [36 x ptr], ptr @pancam_errlist, i32 0, i32 %14, !dbg !2624
  %21 = load ptr, ptr %20, align 4, !dbg !2624, !tbaa !318
  br label %81, !dbg !2625

22:                                               ; preds = %16
    #dbg_value(i32 15, !2557, !DIExpression(), !2617)
  store i8 45, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 14), align 1, !dbg !2626, !tbaa !366
  br label %23, !dbg !2627

23:                                               ; preds = %22, %16
  %24 = phi i32 [ 15, %22 ], [ 14, %16 ], !dbg !2617
    #dbg_value(i32 %24, !2557, !DIExpression(), !2617)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #22, !dbg !2628
    #dbg_value(i32 0, !2560, !DIExpression(), !2617)
  br label %25, !dbg !2629

25:                                               ; preds = %25, %23
  %26 = phi i32 [ %18, %23 ], [ %33, %25 ], !dbg !2617
  %27 = phi i32 [ 0, %23 ], [ %31, %25 ], !dbg !2617
    #dbg_value(i32 %27, !2560, !DIExpression(), !2617)
    #dbg_value(i32 %26, !2558, !DIExpression(), !2617)
  %28 = urem i32 %26, 10, !dbg !2630
  %29 = trunc nuw nsw i32 %28 to i8, !dbg !2631
  %30 = or disjoint i8 %29, 48, !dbg !2631
  %31 = add nuw i32 %27, 1, !dbg !2632
    #dbg_value(i32 %31, !2560, !DIExpression(), !2617)
  %32 = getelementptr inbounds [12 x i8], ptr %2, i32 0, i32 %27, !dbg !2633
  store i8 %30, ptr %32, align 1, !dbg !2634, !tbaa !366
  %33 = udiv i32 %26, 10, !dbg !2635
    #dbg_value(i32 %33, !2558, !DIExpression(), !2617)
  %34 = icmp ult i32 %26, 10, !dbg !2636
  br i1 %34, label %35, label %25, !dbg !2636, !llvm.loop !2637

35:                                               ; preds = %25
  %36 = and i32 %31, 3, !dbg !2639
  %37 = icmp eq i32 %36, 0, !dbg !2639
  br i1 %37, label %49, label %38, !dbg !2639

38:                                               ; preds = %35, %38
  %39 = phi i32 [ %42, %38 ], [ %31, %35 ]
  %40 = phi i32 [ %45, %38 ], [ %24, %35 ]
  %41 = phi i32 [ %47, %38 ], [ 0, %35 ]
    #dbg_value(i32 %39, !2560, !DIExpression(), !2617)
    #dbg_value(i32 %40, !2557, !DIExpression(), !2617)
  %42 = add nsw i32 %39, -1, !dbg !2640
    #dbg_value(i32 %42, !2560, !DIExpression(), !2617)
  %43 = getelementptr inbounds [12 x i8], ptr %2, i32 0, i32 %42, !dbg !2641
  %44 = load i8, ptr %43, align 1, !dbg !2641, !tbaa !366
  %45 = add nuw nsw i32 %40, 1, !dbg !2642
    #dbg_value(i32 %45, !2557, !DIExpression(), !2617)
  %46 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i32 0, i32 %40, !dbg !2643
  store i8 %44, ptr %46, align 1, !dbg !2644, !tbaa !366
  %47 = add i32 %41, 1, !dbg !2639
  %48 = icmp eq i32 %47, %36, !dbg !2639
  br i1 %48, label %49, label %38, !dbg !2639, !llvm.loop !2645

49:                                               ; preds = %38, %35
  %50 = phi i32 [ poison, %35 ], [ %45, %38 ]
  %51 = phi i32 [ %31, %35 ], [ %42, %38 ]
  %52 = phi i32 [ %24, %35 ], [ %45, %38 ]
  %53 = icmp ult i32 %27, 3, !dbg !2639
  br i1 %53, label %78, label %54, !dbg !2639

54:                                               ; preds = %49, %54
  %55 = phi i32 [ %72, %54 ], [ %51, %49 ]
  %56 = phi i32 [ %75, %54 ], [ %52, %49 ]
    #dbg_value(i32 %55, !2560, !DIExpression(), !2617)
    #dbg_value(i32 %56, !2557, !DIExpression(), !2617)
  %57 = add nsw i32 %55, -1, !dbg !2640
    #dbg_value(i32 %57, !2560, !DIExpression(), !2617)
  %58 = getelementptr inbounds [12 x i8], ptr %2, i32 0, i32 %57, !dbg !2641
  %59 = load i8, ptr %58, align 1, !dbg !2641, !tbaa !366
  %60 = add nuw nsw i32 %56, 1, !dbg !2642
    #dbg_value(i32 %60, !2557, !DIExpression(), !2617)
  %61 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i32 0, i32 %56, !dbg !2643
  store i8 %59, ptr %61, align 1, !dbg !2644, !tbaa !366
  %62 = add nsw i32 %55, -2, !dbg !2640
    #dbg_value(i32 %62, !2560, !DIExpression(), !2617)
  %63 = getelementptr inbounds [12 x i8], ptr %2, i32 0, i32 %62, !dbg !2641
  %64 = load i8, ptr %63, align 1, !dbg !2641, !tbaa !366
  %65 = add nuw nsw i32 %56, 2, !dbg !2642
    #dbg_value(i32 %65, !2557, !DIExpression(), !2617)
  %66 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i32 0, i32 %60, !dbg !2643
  store i8 %64, ptr %66, align 1, !dbg !2644, !tbaa !366
  %67 = add nsw i32 %55, -3, !dbg !2640
    #dbg_value(i32 %67, !2560, !DIExpression(), !2617)
  %68 = getelementptr inbounds [12 x i8], ptr %2, i32 0, i32 %67, !dbg !2641
  %69 = load i8, ptr %68, align 1, !dbg !2641, !tbaa !366
  %70 = add nuw nsw i32 %56, 3, !dbg !2642
    #dbg_value(i32 %70, !2557, !DIExpression(), !2617)
  %71 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i32 0, i32 %65, !dbg !2643
  store i8 %69, ptr %71, align 1, !dbg !2644, !tbaa !366
  %72 = add nsw i32 %55, -4, !dbg !2640
    #dbg_value(i32 %72, !2560, !DIExpression(), !2617)
  %73 = getelementptr inbounds [12 x i8], ptr %2, i32 0, i32 %72, !dbg !2641
  %74 = load i8, ptr %73, align 1, !dbg !2641, !tbaa !366
  %75 = add nuw nsw i32 %56, 4, !dbg !2642
    #dbg_value(i32 %75, !2557, !DIExpression(), !2617)
  %76 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i32 0, i32 %70, !dbg !2643
  store i8 %74, ptr %76, align 1, !dbg !2644, !tbaa !366
  %77 = icmp eq i32 %72, 0, !dbg !2639
  br i1 %77, label %78, label %54, !dbg !2639, !llvm.loop !2646

78:                                               ; preds = %54, %49
  %79 = phi i32 [ %50, %49 ], [ %75, %54 ], !dbg !2642
  %80 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i32 0, i32 %79, !dbg !2648
  store i8 0, ptr %80, align 1, !dbg !2649, !tbaa !366
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #22, !dbg !2650
  br label %81

81:                                               ; preds = %19, %78
  %82 = phi ptr [ %21, %19 ], [ @pancam_errbuf, %78 ], !dbg !2617
  %83 = load ptr, ptr @stderr, align 4, !dbg !2651, !tbaa !318
  %84 = tail call i32 @fputs(ptr noundef %82, ptr noundef %83) #20, !dbg !2652
  %85 = load ptr, ptr @stderr, align 4, !dbg !2653, !tbaa !318
  %86 = tail call i32 @fputs(ptr noundef nonnull @.str.5, ptr noundef %85) #20, !dbg !2654
  ret void, !dbg !2655
}

declare !dbg !2656 i32 @fputs(ptr noundef, ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local range(i32 -1, 256) i32 @getchar() local_unnamed_addr #7 !dbg !2659 {
  %1 = load ptr, ptr @stdin, align 4, !dbg !2660, !tbaa !318
    #dbg_value(ptr %1, !2661, !DIExpression(), !2666)
  %2 = icmp eq ptr %1, null, !dbg !2668
  br i1 %2, label %11, label %3, !dbg !2670

3:                                                ; preds = %0
  %4 = load i32, ptr %1, align 4, !dbg !2671, !tbaa !2672
  %5 = icmp eq i32 %4, 0, !dbg !2674
  br i1 %5, label %6, label %11, !dbg !2675

6:                                                ; preds = %3
  %7 = tail call zeroext i1 @__VERIFIER_nondet_bool() #20, !dbg !2676
  br i1 %7, label %11, label %8, !dbg !2677

8:                                                ; preds = %6
  %9 = tail call signext i8 @__VERIFIER_nondet_char() #20, !dbg !2678
  %10 = zext i8 %9 to i32, !dbg !2679
  br label %11, !dbg !2680

11:                                               ; preds = %0, %3, %6, %8
  %12 = phi i32 [ %10, %8 ], [ -1, %6 ], [ -1, %3 ], [ -1, %0 ], !dbg !2666
  ret i32 %12, !dbg !2681
}

; Function Attrs: nounwind
define dso_local range(i32 -1, 256) i32 @getc(ptr noundef readonly %0) local_unnamed_addr #7 !dbg !2682 {
    #dbg_value(ptr %0, !2684, !DIExpression(), !2685)
    #dbg_value(ptr %0, !2661, !DIExpression(), !2686)
  %2 = icmp eq ptr %0, null, !dbg !2688
  br i1 %2, label %11, label %3, !dbg !2689

3:                                                ; preds = %1
  %4 = load i32, ptr %0, align 4, !dbg !2690, !tbaa !2672
  %5 = icmp eq i32 %4, 0, !dbg !2691
  br i1 %5, label %6, label %11, !dbg !2692

6:                                                ; preds = %3
  %7 = tail call zeroext i1 @__VERIFIER_nondet_bool() #20, !dbg !2693
  br i1 %7, label %11, label %8, !dbg !2694

8:                                                ; preds = %6
  %9 = tail call signext i8 @__VERIFIER_nondet_char() #20, !dbg !2695
  %10 = zext i8 %9 to i32, !dbg !2696
  br label %11, !dbg !2697

11:                                               ; preds = %1, %3, %6, %8
  %12 = phi i32 [ %10, %8 ], [ -1, %6 ], [ -1, %3 ], [ -1, %1 ], !dbg !2686
  ret i32 %12, !dbg !2698
}

; Function Attrs: nounwind
define dso_local range(i32 -1, 256) i32 @fgetc(ptr noundef readonly %0) local_unnamed_addr #7 !dbg !2699 {
    #dbg_value(ptr %0, !2701, !DIExpression(), !2702)
    #dbg_value(ptr %0, !2661, !DIExpression(), !2703)
  %2 = icmp eq ptr %0, null, !dbg !2705
  br i1 %2, label %11, label %3, !dbg !2706

3:                                                ; preds = %1
  %4 = load i32, ptr %0, align 4, !dbg !2707, !tbaa !2672
  %5 = icmp eq i32 %4, 0, !dbg !2708
  br i1 %5, label %6, label %11, !dbg !2709

6:                                                ; preds = %3
  %7 = tail call zeroext i1 @__VERIFIER_nondet_bool() #20, !dbg !2710
  br i1 %7, label %11, label %8, !dbg !2711

8:                                                ; preds = %6
  %9 = tail call signext i8 @__VERIFIER_nondet_char() #20, !dbg !2712
  %10 = zext i8 %9 to i32, !dbg !2713
  br label %11, !dbg !2714

11:                                               ; preds = %1, %3, %6, %8
  %12 = phi i32 [ %10, %8 ], [ -1, %6 ], [ -1, %3 ], [ -1, %1 ], !dbg !2703
  ret i32 %12, !dbg !2715
}

; Function Attrs: nounwind
define dso_local i32 @vscanf(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #7 !dbg !2716 {
    #dbg_value(ptr %0, !2721, !DIExpression(), !2723)
    #dbg_value(ptr %1, !2722, !DIExpression(), !2723)
  %3 = tail call fastcc i32 @pancam_vscanf(ptr noundef %0, ptr noundef %1) #23, !dbg !2724
  ret i32 %3, !dbg !2725
}

; Function Attrs: nounwind
define internal fastcc i32 @pancam_vscanf(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #7 !dbg !2726 {
    #dbg_value(ptr %0, !2728, !DIExpression(), !2743)
    #dbg_value(ptr %1, !2729, !DIExpression(), !2743)
    #dbg_value(i32 0, !2730, !DIExpression(), !2743)
    #dbg_value(i32 0, !2731, !DIExpression(), !2743)
  %3 = load i8, ptr %0, align 1, !dbg !2744, !tbaa !366
  %4 = icmp eq i8 %3, 0, !dbg !2745
  br i1 %4, label %140, label %5, !dbg !2745

5:                                                ; preds = %2, %134
  %6 = phi i8 [ %138, %134 ], [ %3, %2 ]
  %7 = phi ptr [ %86, %134 ], [ %0, %2 ]
  %8 = phi ptr [ %137, %134 ], [ %1, %2 ]
  %9 = phi i32 [ %136, %134 ], [ 0, %2 ]
  %10 = phi i32 [ %135, %134 ], [ 0, %2 ]
    #dbg_value(ptr %7, !2728, !DIExpression(), !2743)
    #dbg_value(ptr %8, !2729, !DIExpression(), !2743)
    #dbg_value(i32 %9, !2731, !DIExpression(), !2743)
    #dbg_value(i32 %10, !2730, !DIExpression(), !2743)
  br label %11, !dbg !2745

11:                                               ; preds = %5, %21
  %12 = phi i8 [ %6, %5 ], [ %23, %21 ]
  %13 = phi ptr [ %7, %5 ], [ %22, %21 ]
    #dbg_value(ptr %13, !2728, !DIExpression(), !2743)
  %14 = zext i8 %12 to i32, !dbg !2746
    #dbg_value(i32 %14, !1027, !DIExpression(), !2748)
    #dbg_value(i32 %14, !991, !DIExpression(), !2750)
  %15 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %14, !dbg !2752
  %16 = load i16, ptr %15, align 2, !dbg !2752, !tbaa !998
  %17 = and i16 %16, 8192, !dbg !2753
  %18 = icmp eq i16 %17, 0, !dbg !2754
  br i1 %18, label %25, label %19, !dbg !2755

19:                                               ; preds = %11
  %20 = getelementptr inbounds i8, ptr %13, i32 1, !dbg !2756
    #dbg_value(ptr %20, !2728, !DIExpression(), !2743)
  br label %21, !dbg !2758

21:                                               ; preds = %19, %31
  %22 = phi ptr [ %20, %19 ], [ %33, %31 ]
    #dbg_value(ptr %22, !2728, !DIExpression(), !2743)
    #dbg_value(ptr %8, !2729, !DIExpression(), !2743)
    #dbg_value(i32 %9, !2731, !DIExpression(), !2743)
    #dbg_value(i32 %10, !2730, !DIExpression(), !2743)
  %23 = load i8, ptr %22, align 1, !dbg !2744, !tbaa !366
  %24 = icmp eq i8 %23, 0, !dbg !2745
  br i1 %24, label %140, label %11, !dbg !2745, !llvm.loop !2759

25:                                               ; preds = %11
  %26 = icmp eq i8 %12, 37, !dbg !2761
  br i1 %26, label %27, label %31, !dbg !2763

27:                                               ; preds = %25
  %28 = getelementptr inbounds i8, ptr %13, i32 1, !dbg !2764
  %29 = load i8, ptr %28, align 1, !dbg !2764, !tbaa !366
  %30 = icmp eq i8 %29, 37, !dbg !2765
  br i1 %30, label %31, label %40, !dbg !2766

31:                                               ; preds = %27, %25
  %32 = phi i32 [ 2, %27 ], [ 1, %25 ], !dbg !2767
  %33 = getelementptr inbounds i8, ptr %13, i32 %32, !dbg !2769
    #dbg_value(ptr %33, !2728, !DIExpression(), !2743)
  %34 = tail call zeroext i1 @__VERIFIER_nondet_bool() #20, !dbg !2770
  br i1 %34, label %35, label %21, !dbg !2775

35:                                               ; preds = %31
  %36 = tail call zeroext i1 @__VERIFIER_nondet_bool() #20, !dbg !2776
    #dbg_value(i32 poison, !2732, !DIExpression(), !2743)
  %37 = icmp eq i32 %9, 0
  %38 = select i1 %36, i1 %37, i1 false, !dbg !2777
  %39 = select i1 %38, i32 -1, i32 %10, !dbg !2777
  br label %140, !dbg !2778

40:                                               ; preds = %27
    #dbg_value(ptr %13, !2728, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !2743)
  %41 = icmp eq i8 %29, 42, !dbg !2779
    #dbg_value(i1 %41, !2733, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2780)
  %42 = select i1 %41, i32 2, i32 1, !dbg !2781
  %43 = getelementptr inbounds i8, ptr %13, i32 %42, !dbg !2781
    #dbg_value(ptr %43, !2728, !DIExpression(), !2743)
    #dbg_value(i32 0, !2735, !DIExpression(), !2780)
  %44 = load i8, ptr %43, align 1, !dbg !2782, !tbaa !366
  %45 = add i8 %44, -48, !dbg !2783
  %46 = icmp ult i8 %45, 10, !dbg !2783
  br i1 %46, label %47, label %59, !dbg !2783

47:                                               ; preds = %40, %47
  %48 = phi i8 [ %56, %47 ], [ %44, %40 ]
  %49 = phi ptr [ %52, %47 ], [ %43, %40 ]
  %50 = phi i32 [ %55, %47 ], [ 0, %40 ]
    #dbg_value(ptr %49, !2728, !DIExpression(), !2743)
    #dbg_value(i32 %50, !2735, !DIExpression(), !2780)
  %51 = mul i32 %50, 10, !dbg !2784
  %52 = getelementptr inbounds i8, ptr %49, i32 1, !dbg !2785
    #dbg_value(ptr %52, !2728, !DIExpression(), !2743)
  %53 = add nsw i8 %48, -48, !dbg !2786
  %54 = zext nneg i8 %53 to i32, !dbg !2786
  %55 = add i32 %51, %54, !dbg !2787
    #dbg_value(i32 %55, !2735, !DIExpression(), !2780)
  %56 = load i8, ptr %52, align 1, !dbg !2782, !tbaa !366
  %57 = add i8 %56, -48, !dbg !2783
  %58 = icmp ult i8 %57, 10, !dbg !2783
  br i1 %58, label %47, label %59, !dbg !2783, !llvm.loop !2788

59:                                               ; preds = %47, %40
  %60 = phi i32 [ 0, %40 ], [ %55, %47 ], !dbg !2780
  %61 = phi ptr [ %43, %40 ], [ %52, %47 ], !dbg !2780
  %62 = phi i8 [ %44, %40 ], [ %56, %47 ], !dbg !2782
    #dbg_value(i32 0, !2736, !DIExpression(), !2780)
  switch i8 %62, label %80 [
    i8 104, label %63
    i8 108, label %69
    i8 76, label %75
    i8 113, label %75
    i8 106, label %75
    i8 122, label %74
    i8 116, label %74
  ], !dbg !2791

63:                                               ; preds = %59
  %64 = getelementptr inbounds i8, ptr %61, i32 1, !dbg !2792
  %65 = load i8, ptr %64, align 1, !dbg !2792, !tbaa !366
  %66 = icmp eq i8 %65, 104, !dbg !2795
  %67 = select i1 %66, i32 -2, i32 -1, !dbg !2792
    #dbg_value(i32 %67, !2736, !DIExpression(), !2780)
  %68 = select i1 %66, i32 2, i32 1, !dbg !2796
    #dbg_value(ptr %78, !2728, !DIExpression(), !2743)
  br label %75, !dbg !2797

69:                                               ; preds = %59
  %70 = getelementptr inbounds i8, ptr %61, i32 1, !dbg !2798
  %71 = load i8, ptr %70, align 1, !dbg !2798, !tbaa !366
  %72 = icmp eq i8 %71, 108, !dbg !2801
  %73 = select i1 %72, i32 2, i32 1, !dbg !2798
    #dbg_value(i32 %73, !2736, !DIExpression(), !2780)
    #dbg_value(ptr %78, !2728, !DIExpression(), !2743)
  br label %75, !dbg !2802

74:                                               ; preds = %59, %59
    #dbg_value(i32 3, !2736, !DIExpression(), !2780)
    #dbg_value(ptr %78, !2728, !DIExpression(), !2743)
  br label %75, !dbg !2803

75:                                               ; preds = %59, %59, %59, %63, %74, %69
  %76 = phi i32 [ %68, %63 ], [ 1, %74 ], [ %73, %69 ], [ 1, %59 ], [ 1, %59 ], [ 1, %59 ]
  %77 = phi i32 [ %67, %63 ], [ 3, %74 ], [ %73, %69 ], [ 2, %59 ], [ 2, %59 ], [ 2, %59 ]
  %78 = getelementptr inbounds i8, ptr %61, i32 %76, !dbg !2807
  %79 = load i8, ptr %78, align 1, !dbg !2808, !tbaa !366
  br label %80, !dbg !2808

80:                                               ; preds = %75, %59
  %81 = phi i8 [ %79, %75 ], [ %62, %59 ], !dbg !2808
  %82 = phi i32 [ %77, %75 ], [ 0, %59 ], !dbg !2780
  %83 = phi ptr [ %78, %75 ], [ %61, %59 ], !dbg !2780
    #dbg_value(ptr %83, !2728, !DIExpression(), !2743)
    #dbg_value(i32 %82, !2736, !DIExpression(), !2780)
    #dbg_value(i8 %81, !2737, !DIExpression(), !2780)
  %84 = icmp eq i8 %81, 0, !dbg !2809
  br i1 %84, label %140, label %85, !dbg !2811

85:                                               ; preds = %80
  %86 = getelementptr inbounds i8, ptr %83, i32 1, !dbg !2812
    #dbg_value(ptr %86, !2728, !DIExpression(), !2743)
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
  ], !dbg !2813

87:                                               ; preds = %85
  br i1 %41, label %134, label %88, !dbg !2814, !llvm.loop !2759

88:                                               ; preds = %87
  %89 = tail call i32 @__VERIFIER_nondet_int() #20, !dbg !2817
  %90 = getelementptr inbounds i8, ptr %8, i32 4, !dbg !2819
    #dbg_value(ptr %90, !2729, !DIExpression(), !2743)
  %91 = load ptr, ptr %8, align 4, !dbg !2819, !tbaa !318
  store i32 %89, ptr %91, align 4, !dbg !2820, !tbaa !309
  br label %134, !dbg !2821, !llvm.loop !2759

92:                                               ; preds = %85
  tail call void @__pancam_scanf_unsupported_conversion() #20, !dbg !2822
  br label %140, !dbg !2825

93:                                               ; preds = %85, %85, %85, %85, %85, %85, %85, %85, %85, %85, %85, %85, %85, %85, %85
  %94 = tail call zeroext i1 @__VERIFIER_nondet_bool() #20, !dbg !2826
  br i1 %94, label %95, label %100, !dbg !2829

95:                                               ; preds = %93
  %96 = tail call zeroext i1 @__VERIFIER_nondet_bool() #20, !dbg !2830
    #dbg_value(i32 poison, !2732, !DIExpression(), !2743)
  %97 = icmp eq i32 %9, 0
  %98 = select i1 %96, i1 %97, i1 false, !dbg !2831
  %99 = select i1 %98, i32 -1, i32 %10, !dbg !2831
  br label %140, !dbg !2832

100:                                              ; preds = %93
    #dbg_value(i32 1, !2731, !DIExpression(), !2743)
  br i1 %41, label %134, label %101, !dbg !2833, !llvm.loop !2759

101:                                              ; preds = %100
  %102 = getelementptr inbounds i8, ptr %8, i32 4, !dbg !2834
    #dbg_value(ptr %102, !2729, !DIExpression(), !2743)
  %103 = load ptr, ptr %8, align 4, !dbg !2834, !tbaa !318
    #dbg_value(ptr %103, !2738, !DIExpression(), !2780)
  switch i8 %81, label %124 [
    i8 99, label %104
    i8 120, label %112
    i8 117, label %112
    i8 111, label %112
    i8 105, label %112
    i8 100, label %112
    i8 88, label %112
  ], !dbg !2835

104:                                              ; preds = %101
    #dbg_value(i32 0, !2739, !DIExpression(), !2836)
  %105 = tail call i32 @llvm.umax.i32(i32 %60, i32 1), !dbg !2837
  br label %106, !dbg !2837

106:                                              ; preds = %104, %106
  %107 = phi i32 [ 0, %104 ], [ %110, %106 ]
    #dbg_value(i32 %107, !2739, !DIExpression(), !2836)
  %108 = tail call signext i8 @__VERIFIER_nondet_char() #20, !dbg !2838
  %109 = getelementptr inbounds i8, ptr %103, i32 %107, !dbg !2840
  store i8 %108, ptr %109, align 1, !dbg !2841, !tbaa !366
  %110 = add nuw i32 %107, 1, !dbg !2842
    #dbg_value(i32 %110, !2739, !DIExpression(), !2836)
  %111 = icmp eq i32 %110, %105, !dbg !2843
  br i1 %111, label %132, label %106, !dbg !2837, !llvm.loop !2844

112:                                              ; preds = %101, %101, %101, %101, %101, %101
  switch i32 %82, label %122 [
    i32 -2, label %113
    i32 -1, label %115
    i32 0, label %118
    i32 2, label %120
  ], !dbg !2846

113:                                              ; preds = %112
  %114 = tail call signext i8 @__VERIFIER_nondet_char() #20, !dbg !2849
  store i8 %114, ptr %103, align 1, !dbg !2851, !tbaa !366
  br label %132, !dbg !2852

115:                                              ; preds = %112
  %116 = tail call i32 @__VERIFIER_nondet_int() #20, !dbg !2853
  %117 = trunc i32 %116 to i16, !dbg !2855
  store i16 %117, ptr %103, align 2, !dbg !2856, !tbaa !998
  br label %132, !dbg !2857

118:                                              ; preds = %112
  %119 = tail call i32 @__VERIFIER_nondet_int() #20, !dbg !2858
  store i32 %119, ptr %103, align 4, !dbg !2860, !tbaa !309
  br label %132, !dbg !2861

120:                                              ; preds = %112
  %121 = tail call i64 @__VERIFIER_nondet_longlong() #20, !dbg !2862
  store i64 %121, ptr %103, align 4, !dbg !2864, !tbaa !2865
  br label %132, !dbg !2867

122:                                              ; preds = %112
  %123 = tail call i32 @__VERIFIER_nondet_long() #20, !dbg !2868
  store i32 %123, ptr %103, align 4, !dbg !2869, !tbaa !2495
  br label %132

124:                                              ; preds = %101
  switch i32 %82, label %130 [
    i32 0, label %125
    i32 2, label %127
  ], !dbg !2870

125:                                              ; preds = %124
  %126 = tail call float @__VERIFIER_nondet_float() #20, !dbg !2871
  store float %126, ptr %103, align 4, !dbg !2874, !tbaa !2875
  br label %132, !dbg !2877

127:                                              ; preds = %124
  %128 = tail call double @__VERIFIER_nondet_double() #20, !dbg !2878
  %129 = fpext double %128 to x86_fp80, !dbg !2878
  store x86_fp80 %129, ptr %103, align 4, !dbg !2881, !tbaa !2882
  br label %132, !dbg !2884

130:                                              ; preds = %124
  %131 = tail call double @__VERIFIER_nondet_double() #20, !dbg !2885
  store double %131, ptr %103, align 4, !dbg !2887, !tbaa !2888
  br label %132

132:                                              ; preds = %106, %115, %120, %122, %118, %113, %127, %130, %125
  %133 = add nsw i32 %10, 1, !dbg !2890
    #dbg_value(i32 %133, !2730, !DIExpression(), !2743)
  br label %134, !dbg !2760

134:                                              ; preds = %100, %87, %88, %132
  %135 = phi i32 [ %133, %132 ], [ %10, %88 ], [ %10, %87 ], [ %10, %100 ], !dbg !2743
  %136 = phi i32 [ 1, %132 ], [ %9, %88 ], [ %9, %87 ], [ 1, %100 ], !dbg !2743
  %137 = phi ptr [ %102, %132 ], [ %90, %88 ], [ %8, %87 ], [ %8, %100 ]
    #dbg_value(ptr %86, !2728, !DIExpression(), !2743)
    #dbg_value(ptr %137, !2729, !DIExpression(), !2743)
    #dbg_value(i32 %136, !2731, !DIExpression(), !2743)
    #dbg_value(i32 %135, !2730, !DIExpression(), !2743)
  %138 = load i8, ptr %86, align 1, !dbg !2744, !tbaa !366
  %139 = icmp eq i8 %138, 0, !dbg !2745
  br i1 %139, label %140, label %5, !dbg !2745

140:                                              ; preds = %134, %80, %21, %2, %95, %92, %35
  %141 = phi i32 [ %39, %35 ], [ %99, %95 ], [ %10, %92 ], [ 0, %2 ], [ %10, %21 ], [ %135, %134 ], [ %10, %80 ]
  ret i32 %141, !dbg !2891
}

; Function Attrs: nounwind
define dso_local i32 @scanf(ptr nocapture noundef readonly %0, ...) #7 !dbg !2892 {
  %2 = alloca ptr, align 4, !DIAssignID !2899
    #dbg_assign(i1 undef, !2897, !DIExpression(), !2899, ptr %2, !DIExpression(), !2900)
    #dbg_value(ptr %0, !2896, !DIExpression(), !2900)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #22, !dbg !2901
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !2902
  %3 = load ptr, ptr %2, align 4, !dbg !2903, !tbaa !318
  %4 = call fastcc i32 @pancam_vscanf(ptr noundef %0, ptr noundef %3) #23, !dbg !2904
    #dbg_value(i32 %4, !2898, !DIExpression(), !2900)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !2905
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #22, !dbg !2906
  ret i32 %4, !dbg !2907
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #18

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #18

; Function Attrs: nounwind
define dso_local i32 @fscanf(ptr noundef readonly %0, ptr nocapture noundef readonly %1, ...) #7 !dbg !2908 {
  %3 = alloca ptr, align 4, !DIAssignID !2916
    #dbg_assign(i1 undef, !2914, !DIExpression(), !2916, ptr %3, !DIExpression(), !2917)
    #dbg_value(ptr %0, !2912, !DIExpression(), !2917)
    #dbg_value(ptr %1, !2913, !DIExpression(), !2917)
  %4 = icmp eq ptr %0, null, !dbg !2918
  br i1 %4, label %11, label %5, !dbg !2920

5:                                                ; preds = %2
  %6 = load i32, ptr %0, align 4, !dbg !2921, !tbaa !2672
  %7 = icmp eq i32 %6, 0, !dbg !2922
  br i1 %7, label %8, label %11, !dbg !2923

8:                                                ; preds = %5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #22, !dbg !2924
  call void @llvm.va_start.p0(ptr nonnull %3), !dbg !2925
  %9 = load ptr, ptr %3, align 4, !dbg !2926, !tbaa !318
  %10 = call fastcc i32 @pancam_vscanf(ptr noundef %1, ptr noundef %9) #23, !dbg !2927
    #dbg_value(i32 %10, !2915, !DIExpression(), !2917)
  call void @llvm.va_end.p0(ptr nonnull %3), !dbg !2928
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #22, !dbg !2929
  br label %11

11:                                               ; preds = %2, %5, %8
  %12 = phi i32 [ %10, %8 ], [ -1, %5 ], [ -1, %2 ], !dbg !2917
  ret i32 %12, !dbg !2929
}

; Function Attrs: noreturn
declare !dbg !2930 void @__pancam_misuse(ptr noundef) local_unnamed_addr #5

declare !dbg !2931 signext i8 @__VERIFIER_nondet_char() local_unnamed_addr #8

declare !dbg !2934 i32 @__VERIFIER_nondet_int() local_unnamed_addr #8

declare !dbg !2935 void @__pancam_scanf_unsupported_conversion() local_unnamed_addr #8

declare !dbg !2936 i64 @__VERIFIER_nondet_longlong() local_unnamed_addr #8

declare !dbg !2939 i32 @__VERIFIER_nondet_long() local_unnamed_addr #8

declare !dbg !2940 float @__VERIFIER_nondet_float() local_unnamed_addr #8

declare !dbg !2943 double @__VERIFIER_nondet_double() local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #19

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #19

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #19

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
attributes #15 = { mustprogress nofree norecurse nosync nounwind willreturn memory(write, inaccessiblemem: none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #16 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #17 = { nofree norecurse nosync nounwind memory(write, argmem: none, inaccessiblemem: none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #18 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #19 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #20 = { nobuiltin nounwind "no-builtins" }
attributes #21 = { nobuiltin noreturn nounwind "no-builtins" }
attributes #22 = { nounwind }
attributes #23 = { nobuiltin "no-builtins" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!289, !290, !291, !292, !293, !294, !295}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "pancam_errno", scope: !2, file: !3, line: 33, type: !23, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !13, globals: !50, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "src/vm/libc/libc.c", directory: ".", checksumkind: CSK_MD5, checksum: "31ecf30f84d4f3118d32041e66162484")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !3, line: 642, baseType: !6, size: 32, elements: !7)
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
!32 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pancam_thrd_start", file: !3, line: 684, size: 64, elements: !33)
!33 = !{!34, !38}
!34 = !DIDerivedType(tag: DW_TAG_member, name: "func", scope: !32, file: !3, line: 685, baseType: !35, size: 32)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 32)
!36 = !DISubroutineType(types: !37)
!37 = !{!23, !17}
!38 = !DIDerivedType(tag: DW_TAG_member, name: "arg", scope: !32, file: !3, line: 686, baseType: !17, size: 32, offset: 32)
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
!50 = !{!51, !57, !59, !61, !69, !74, !76, !81, !86, !91, !96, !101, !0, !106, !114, !116, !121, !123, !125, !127, !132, !138, !141, !143, !146, !148, !150, !152, !157, !162, !165, !167, !172, !177, !182, !187, !189, !194, !196, !201, !206, !211, !213, !218, !220, !222, !227, !232, !234, !236, !238, !240, !242, !244, !249, !254, !256, !259, !261, !263, !265, !270, !272, !274, !276, !278, !280, !282}
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
!77 = distinct !DIGlobalVariable(scope: null, file: !3, line: 817, type: !78, isLocal: true, isDefinition: true)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 360, elements: !79)
!79 = !{!80}
!80 = !DISubrange(count: 45)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !3, line: 823, type: !83, isLocal: true, isDefinition: true)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 296, elements: !84)
!84 = !{!85}
!85 = !DISubrange(count: 37)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(scope: null, file: !3, line: 854, type: !88, isLocal: true, isDefinition: true)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 304, elements: !89)
!89 = !{!90}
!90 = !DISubrange(count: 38)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !3, line: 920, type: !93, isLocal: true, isDefinition: true)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 120, elements: !94)
!94 = !{!95}
!95 = !DISubrange(count: 15)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !3, line: 944, type: !98, isLocal: true, isDefinition: true)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 24, elements: !99)
!99 = !{!100}
!100 = !DISubrange(count: 3)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !3, line: 947, type: !103, isLocal: true, isDefinition: true)
!103 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 16, elements: !104)
!104 = !{!105}
!105 = !DISubrange(count: 2)
!106 = !DIGlobalVariableExpression(var: !107, expr: !DIExpression())
!107 = distinct !DIGlobalVariable(name: "atexit_fns", scope: !2, file: !3, line: 56, type: !108, isLocal: true, isDefinition: true)
!108 = !DICompositeType(tag: DW_TAG_array_type, baseType: !109, size: 1024, elements: !112)
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !110, size: 32)
!110 = !DISubroutineType(types: !111)
!111 = !{null}
!112 = !{!113}
!113 = !DISubrange(count: 32)
!114 = !DIGlobalVariableExpression(var: !115, expr: !DIExpression())
!115 = distinct !DIGlobalVariable(name: "atexit_n", scope: !2, file: !3, line: 57, type: !23, isLocal: true, isDefinition: true)
!116 = !DIGlobalVariableExpression(var: !117, expr: !DIExpression())
!117 = distinct !DIGlobalVariable(name: "rand_state", scope: !2, file: !3, line: 455, type: !118, isLocal: true, isDefinition: true)
!118 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 992, elements: !119)
!119 = !{!120}
!120 = !DISubrange(count: 31)
!121 = !DIGlobalVariableExpression(var: !122, expr: !DIExpression())
!122 = distinct !DIGlobalVariable(name: "rand_f", scope: !2, file: !3, line: 456, type: !23, isLocal: true, isDefinition: true)
!123 = !DIGlobalVariableExpression(var: !124, expr: !DIExpression())
!124 = distinct !DIGlobalVariable(name: "rand_r", scope: !2, file: !3, line: 456, type: !23, isLocal: true, isDefinition: true)
!125 = !DIGlobalVariableExpression(var: !126, expr: !DIExpression())
!126 = distinct !DIGlobalVariable(name: "rand_seeded", scope: !2, file: !3, line: 456, type: !23, isLocal: true, isDefinition: true)
!127 = !DIGlobalVariableExpression(var: !128, expr: !DIExpression())
!128 = distinct !DIGlobalVariable(name: "key_used", scope: !2, file: !3, line: 569, type: !129, isLocal: true, isDefinition: true)
!129 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 2048, elements: !130)
!130 = !{!131}
!131 = !DISubrange(count: 64)
!132 = !DIGlobalVariableExpression(var: !133, expr: !DIExpression())
!133 = distinct !DIGlobalVariable(name: "key_dtor", scope: !2, file: !3, line: 570, type: !134, isLocal: true, isDefinition: true)
!134 = !DICompositeType(tag: DW_TAG_array_type, baseType: !135, size: 2048, elements: !130)
!135 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !136, size: 32)
!136 = !DISubroutineType(types: !137)
!137 = !{null, !17}
!138 = !DIGlobalVariableExpression(var: !139, expr: !DIExpression())
!139 = distinct !DIGlobalVariable(name: "key_value", scope: !2, file: !3, line: 571, type: !140, isLocal: true, isDefinition: true)
!140 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 2048, elements: !130)
!141 = !DIGlobalVariableExpression(var: !142, expr: !DIExpression())
!142 = distinct !DIGlobalVariable(name: "__pancam_tsd_dtors", scope: !2, file: !3, line: 574, type: !23, isLocal: false, isDefinition: true)
!143 = !DIGlobalVariableExpression(var: !144, expr: !DIExpression())
!144 = distinct !DIGlobalVariable(name: "pancam_errbuf", scope: !2, file: !3, line: 914, type: !145, isLocal: true, isDefinition: true)
!145 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 256, elements: !112)
!146 = !DIGlobalVariableExpression(var: !147, expr: !DIExpression())
!147 = distinct !DIGlobalVariable(name: "pancam_stdin", scope: !2, file: !3, line: 46, type: !54, isLocal: true, isDefinition: true)
!148 = !DIGlobalVariableExpression(var: !149, expr: !DIExpression())
!149 = distinct !DIGlobalVariable(name: "pancam_stdout", scope: !2, file: !3, line: 47, type: !54, isLocal: true, isDefinition: true)
!150 = !DIGlobalVariableExpression(var: !151, expr: !DIExpression())
!151 = distinct !DIGlobalVariable(name: "pancam_stderr", scope: !2, file: !3, line: 48, type: !54, isLocal: true, isDefinition: true)
!152 = !DIGlobalVariableExpression(var: !153, expr: !DIExpression())
!153 = distinct !DIGlobalVariable(name: "ctype_b", scope: !2, file: !3, line: 310, type: !154, isLocal: true, isDefinition: true)
!154 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !155)
!155 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !156, size: 32)
!156 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !28)
!157 = !DIGlobalVariableExpression(var: !158, expr: !DIExpression())
!158 = distinct !DIGlobalVariable(name: "ctype_b_table", scope: !2, file: !3, line: 307, type: !159, isLocal: true, isDefinition: true)
!159 = !DICompositeType(tag: DW_TAG_array_type, baseType: !156, size: 6144, elements: !160)
!160 = !{!161}
!161 = !DISubrange(count: 384)
!162 = !DIGlobalVariableExpression(var: !163, expr: !DIExpression())
!163 = distinct !DIGlobalVariable(name: "ctype_lower_table", scope: !2, file: !3, line: 308, type: !164, isLocal: true, isDefinition: true)
!164 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 12288, elements: !160)
!165 = !DIGlobalVariableExpression(var: !166, expr: !DIExpression())
!166 = distinct !DIGlobalVariable(name: "ctype_upper_table", scope: !2, file: !3, line: 309, type: !164, isLocal: true, isDefinition: true)
!167 = !DIGlobalVariableExpression(var: !168, expr: !DIExpression())
!168 = distinct !DIGlobalVariable(scope: null, file: !3, line: 902, type: !169, isLocal: true, isDefinition: true)
!169 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 64, elements: !170)
!170 = !{!171}
!171 = !DISubrange(count: 8)
!172 = !DIGlobalVariableExpression(var: !173, expr: !DIExpression())
!173 = distinct !DIGlobalVariable(scope: null, file: !3, line: 902, type: !174, isLocal: true, isDefinition: true)
!174 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 192, elements: !175)
!175 = !{!176}
!176 = !DISubrange(count: 24)
!177 = !DIGlobalVariableExpression(var: !178, expr: !DIExpression())
!178 = distinct !DIGlobalVariable(scope: null, file: !3, line: 902, type: !179, isLocal: true, isDefinition: true)
!179 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 208, elements: !180)
!180 = !{!181}
!181 = !DISubrange(count: 26)
!182 = !DIGlobalVariableExpression(var: !183, expr: !DIExpression())
!183 = distinct !DIGlobalVariable(scope: null, file: !3, line: 902, type: !184, isLocal: true, isDefinition: true)
!184 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 128, elements: !185)
!185 = !{!186}
!186 = !DISubrange(count: 16)
!187 = !DIGlobalVariableExpression(var: !188, expr: !DIExpression())
!188 = distinct !DIGlobalVariable(scope: null, file: !3, line: 903, type: !174, isLocal: true, isDefinition: true)
!189 = !DIGlobalVariableExpression(var: !190, expr: !DIExpression())
!190 = distinct !DIGlobalVariable(scope: null, file: !3, line: 903, type: !191, isLocal: true, isDefinition: true)
!191 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 152, elements: !192)
!192 = !{!193}
!193 = !DISubrange(count: 19)
!194 = !DIGlobalVariableExpression(var: !195, expr: !DIExpression())
!195 = distinct !DIGlobalVariable(scope: null, file: !3, line: 903, type: !179, isLocal: true, isDefinition: true)
!196 = !DIGlobalVariableExpression(var: !197, expr: !DIExpression())
!197 = distinct !DIGlobalVariable(scope: null, file: !3, line: 904, type: !198, isLocal: true, isDefinition: true)
!198 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 184, elements: !199)
!199 = !{!200}
!200 = !DISubrange(count: 23)
!201 = !DIGlobalVariableExpression(var: !202, expr: !DIExpression())
!202 = distinct !DIGlobalVariable(scope: null, file: !3, line: 904, type: !203, isLocal: true, isDefinition: true)
!203 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 144, elements: !204)
!204 = !{!205}
!205 = !DISubrange(count: 18)
!206 = !DIGlobalVariableExpression(var: !207, expr: !DIExpression())
!207 = distinct !DIGlobalVariable(scope: null, file: !3, line: 904, type: !208, isLocal: true, isDefinition: true)
!208 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 160, elements: !209)
!209 = !{!210}
!210 = !DISubrange(count: 20)
!211 = !DIGlobalVariableExpression(var: !212, expr: !DIExpression())
!212 = distinct !DIGlobalVariable(scope: null, file: !3, line: 904, type: !191, isLocal: true, isDefinition: true)
!213 = !DIGlobalVariableExpression(var: !214, expr: !DIExpression())
!214 = distinct !DIGlobalVariable(scope: null, file: !3, line: 905, type: !215, isLocal: true, isDefinition: true)
!215 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 264, elements: !216)
!216 = !{!217}
!217 = !DISubrange(count: 33)
!218 = !DIGlobalVariableExpression(var: !219, expr: !DIExpression())
!219 = distinct !DIGlobalVariable(scope: null, file: !3, line: 905, type: !198, isLocal: true, isDefinition: true)
!220 = !DIGlobalVariableExpression(var: !221, expr: !DIExpression())
!221 = distinct !DIGlobalVariable(scope: null, file: !3, line: 905, type: !203, isLocal: true, isDefinition: true)
!222 = !DIGlobalVariableExpression(var: !223, expr: !DIExpression())
!223 = distinct !DIGlobalVariable(scope: null, file: !3, line: 906, type: !224, isLocal: true, isDefinition: true)
!224 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 96, elements: !225)
!225 = !{!226}
!226 = !DISubrange(count: 12)
!227 = !DIGlobalVariableExpression(var: !228, expr: !DIExpression())
!228 = distinct !DIGlobalVariable(scope: null, file: !3, line: 906, type: !229, isLocal: true, isDefinition: true)
!229 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 176, elements: !230)
!230 = !{!231}
!231 = !DISubrange(count: 22)
!232 = !DIGlobalVariableExpression(var: !233, expr: !DIExpression())
!233 = distinct !DIGlobalVariable(scope: null, file: !3, line: 906, type: !174, isLocal: true, isDefinition: true)
!234 = !DIGlobalVariableExpression(var: !235, expr: !DIExpression())
!235 = distinct !DIGlobalVariable(scope: null, file: !3, line: 906, type: !224, isLocal: true, isDefinition: true)
!236 = !DIGlobalVariableExpression(var: !237, expr: !DIExpression())
!237 = distinct !DIGlobalVariable(scope: null, file: !3, line: 907, type: !179, isLocal: true, isDefinition: true)
!238 = !DIGlobalVariableExpression(var: !239, expr: !DIExpression())
!239 = distinct !DIGlobalVariable(scope: null, file: !3, line: 907, type: !93, isLocal: true, isDefinition: true)
!240 = !DIGlobalVariableExpression(var: !241, expr: !DIExpression())
!241 = distinct !DIGlobalVariable(scope: null, file: !3, line: 907, type: !184, isLocal: true, isDefinition: true)
!242 = !DIGlobalVariableExpression(var: !243, expr: !DIExpression())
!243 = distinct !DIGlobalVariable(scope: null, file: !3, line: 907, type: !93, isLocal: true, isDefinition: true)
!244 = !DIGlobalVariableExpression(var: !245, expr: !DIExpression())
!245 = distinct !DIGlobalVariable(scope: null, file: !3, line: 908, type: !246, isLocal: true, isDefinition: true)
!246 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 136, elements: !247)
!247 = !{!248}
!248 = !DISubrange(count: 17)
!249 = !DIGlobalVariableExpression(var: !250, expr: !DIExpression())
!250 = distinct !DIGlobalVariable(scope: null, file: !3, line: 908, type: !251, isLocal: true, isDefinition: true)
!251 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 240, elements: !252)
!252 = !{!253}
!253 = !DISubrange(count: 30)
!254 = !DIGlobalVariableExpression(var: !255, expr: !DIExpression())
!255 = distinct !DIGlobalVariable(scope: null, file: !3, line: 908, type: !208, isLocal: true, isDefinition: true)
!256 = !DIGlobalVariableExpression(var: !257, expr: !DIExpression())
!257 = distinct !DIGlobalVariable(scope: null, file: !3, line: 909, type: !258, isLocal: true, isDefinition: true)
!258 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 248, elements: !119)
!259 = !DIGlobalVariableExpression(var: !260, expr: !DIExpression())
!260 = distinct !DIGlobalVariable(scope: null, file: !3, line: 909, type: !93, isLocal: true, isDefinition: true)
!261 = !DIGlobalVariableExpression(var: !262, expr: !DIExpression())
!262 = distinct !DIGlobalVariable(scope: null, file: !3, line: 909, type: !93, isLocal: true, isDefinition: true)
!263 = !DIGlobalVariableExpression(var: !264, expr: !DIExpression())
!264 = distinct !DIGlobalVariable(scope: null, file: !3, line: 910, type: !174, isLocal: true, isDefinition: true)
!265 = !DIGlobalVariableExpression(var: !266, expr: !DIExpression())
!266 = distinct !DIGlobalVariable(scope: null, file: !3, line: 910, type: !267, isLocal: true, isDefinition: true)
!267 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 104, elements: !268)
!268 = !{!269}
!269 = !DISubrange(count: 13)
!270 = !DIGlobalVariableExpression(var: !271, expr: !DIExpression())
!271 = distinct !DIGlobalVariable(scope: null, file: !3, line: 910, type: !229, isLocal: true, isDefinition: true)
!272 = !DIGlobalVariableExpression(var: !273, expr: !DIExpression())
!273 = distinct !DIGlobalVariable(scope: null, file: !3, line: 910, type: !93, isLocal: true, isDefinition: true)
!274 = !DIGlobalVariableExpression(var: !275, expr: !DIExpression())
!275 = distinct !DIGlobalVariable(scope: null, file: !3, line: 911, type: !224, isLocal: true, isDefinition: true)
!276 = !DIGlobalVariableExpression(var: !277, expr: !DIExpression())
!277 = distinct !DIGlobalVariable(scope: null, file: !3, line: 911, type: !215, isLocal: true, isDefinition: true)
!278 = !DIGlobalVariableExpression(var: !279, expr: !DIExpression())
!279 = distinct !DIGlobalVariable(scope: null, file: !3, line: 911, type: !251, isLocal: true, isDefinition: true)
!280 = !DIGlobalVariableExpression(var: !281, expr: !DIExpression())
!281 = distinct !DIGlobalVariable(scope: null, file: !3, line: 912, type: !179, isLocal: true, isDefinition: true)
!282 = !DIGlobalVariableExpression(var: !283, expr: !DIExpression())
!283 = distinct !DIGlobalVariable(name: "pancam_errlist", scope: !2, file: !3, line: 901, type: !284, isLocal: true, isDefinition: true)
!284 = !DICompositeType(tag: DW_TAG_array_type, baseType: !285, size: 1152, elements: !286)
!285 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!286 = !{!287}
!287 = !DISubrange(count: 36)
!288 = !DIGlobalVariableExpression(var: !126, expr: !DIExpression(DW_OP_deref_size, 1, DW_OP_constu, 1, DW_OP_mul, DW_OP_constu, 0, DW_OP_plus, DW_OP_stack_value))
!289 = !{i32 1, !"NumRegisterParameters", i32 0}
!290 = !{i32 7, !"Dwarf Version", i32 5}
!291 = !{i32 2, !"Debug Info Version", i32 3}
!292 = !{i32 1, !"wchar_size", i32 4}
!293 = !{i32 8, !"PIC Level", i32 2}
!294 = !{i32 7, !"PIE Level", i32 2}
!295 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!296 = distinct !DISubprogram(name: "__errno_location", scope: !3, file: !3, line: 35, type: !297, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!297 = !DISubroutineType(types: !298)
!298 = !{!39}
!299 = !DILocation(line: 35, column: 39, scope: !296)
!300 = !DILocation(line: 35, column: 31, scope: !296)
!301 = distinct !DISubprogram(name: "atexit", scope: !3, file: !3, line: 59, type: !302, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !304)
!302 = !DISubroutineType(types: !303)
!303 = !{!23, !109}
!304 = !{!305}
!305 = !DILocalVariable(name: "f", arg: 1, scope: !301, file: !3, line: 59, type: !109)
!306 = !DILocation(line: 0, scope: !301)
!307 = !DILocation(line: 60, column: 7, scope: !308)
!308 = distinct !DILexicalBlock(scope: !301, file: !3, line: 60, column: 7)
!309 = !{!310, !310, i64 0}
!310 = !{!"int", !311, i64 0}
!311 = !{!"omnipotent char", !312, i64 0}
!312 = !{!"Simple C/C++ TBAA"}
!313 = !DILocation(line: 60, column: 16, scope: !308)
!314 = !DILocation(line: 60, column: 7, scope: !301)
!315 = !DILocation(line: 62, column: 22, scope: !301)
!316 = !DILocation(line: 62, column: 3, scope: !301)
!317 = !DILocation(line: 62, column: 26, scope: !301)
!318 = !{!319, !319, i64 0}
!319 = !{!"any pointer", !311, i64 0}
!320 = !DILocation(line: 63, column: 3, scope: !301)
!321 = !DILocation(line: 64, column: 1, scope: !301)
!322 = distinct !DISubprogram(name: "exit", scope: !3, file: !3, line: 66, type: !323, scopeLine: 66, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !325)
!323 = !DISubroutineType(types: !324)
!324 = !{null, !23}
!325 = !{!326, !327}
!326 = !DILocalVariable(name: "code", arg: 1, scope: !322, file: !3, line: 66, type: !23)
!327 = !DILocalVariable(name: "f", scope: !328, file: !3, line: 68, type: !109)
!328 = distinct !DILexicalBlock(scope: !322, file: !3, line: 67, column: 24)
!329 = !DILocation(line: 0, scope: !322)
!330 = !DILocation(line: 67, column: 10, scope: !322)
!331 = !DILocation(line: 67, column: 19, scope: !322)
!332 = !DILocation(line: 67, column: 3, scope: !322)
!333 = !DILocation(line: 68, column: 34, scope: !328)
!334 = !DILocation(line: 68, column: 23, scope: !328)
!335 = !DILocation(line: 0, scope: !328)
!336 = !DILocation(line: 69, column: 5, scope: !328)
!337 = distinct !{!337, !332, !338, !339}
!338 = !DILocation(line: 70, column: 3, scope: !322)
!339 = !{!"llvm.loop.mustprogress"}
!340 = !DILocation(line: 71, column: 3, scope: !322)
!341 = !DISubprogram(name: "__pancam_exit", scope: !3, file: !3, line: 28, type: !323, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!342 = distinct !DISubprogram(name: "memcmp", scope: !3, file: !3, line: 76, type: !343, scopeLine: 76, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !348)
!343 = !DISubroutineType(types: !344)
!344 = !{!23, !345, !345, !347}
!345 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !346, size: 32)
!346 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!347 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !3, line: 17, baseType: !6)
!348 = !{!349, !350, !351, !352, !353, !354}
!349 = !DILocalVariable(name: "a", arg: 1, scope: !342, file: !3, line: 76, type: !345)
!350 = !DILocalVariable(name: "b", arg: 2, scope: !342, file: !3, line: 76, type: !345)
!351 = !DILocalVariable(name: "n", arg: 3, scope: !342, file: !3, line: 76, type: !347)
!352 = !DILocalVariable(name: "p", scope: !342, file: !3, line: 77, type: !18)
!353 = !DILocalVariable(name: "q", scope: !342, file: !3, line: 77, type: !18)
!354 = !DILocalVariable(name: "i", scope: !355, file: !3, line: 78, type: !347)
!355 = distinct !DILexicalBlock(scope: !342, file: !3, line: 78, column: 3)
!356 = !DILocation(line: 0, scope: !342)
!357 = !DILocation(line: 0, scope: !355)
!358 = !DILocation(line: 78, column: 24, scope: !359)
!359 = distinct !DILexicalBlock(scope: !355, file: !3, line: 78, column: 3)
!360 = !DILocation(line: 78, column: 3, scope: !355)
!361 = !DILocation(line: 78, column: 30, scope: !359)
!362 = distinct !{!362, !360, !363, !339}
!363 = !DILocation(line: 80, column: 33, scope: !355)
!364 = !DILocation(line: 79, column: 9, scope: !365)
!365 = distinct !DILexicalBlock(scope: !359, file: !3, line: 79, column: 9)
!366 = !{!311, !311, i64 0}
!367 = !DILocation(line: 79, column: 17, scope: !365)
!368 = !DILocation(line: 79, column: 14, scope: !365)
!369 = !DILocation(line: 79, column: 9, scope: !359)
!370 = !DILocation(line: 80, column: 19, scope: !365)
!371 = !DILocation(line: 80, column: 14, scope: !365)
!372 = !DILocation(line: 80, column: 7, scope: !365)
!373 = !DILocation(line: 82, column: 1, scope: !342)
!374 = distinct !DISubprogram(name: "bcmp", scope: !3, file: !3, line: 84, type: !343, scopeLine: 84, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !375)
!375 = !{!376, !377, !378}
!376 = !DILocalVariable(name: "a", arg: 1, scope: !374, file: !3, line: 84, type: !345)
!377 = !DILocalVariable(name: "b", arg: 2, scope: !374, file: !3, line: 84, type: !345)
!378 = !DILocalVariable(name: "n", arg: 3, scope: !374, file: !3, line: 84, type: !347)
!379 = !DILocation(line: 0, scope: !374)
!380 = !DILocation(line: 0, scope: !342, inlinedAt: !381)
!381 = distinct !DILocation(line: 84, column: 59, scope: !374)
!382 = !DILocation(line: 0, scope: !355, inlinedAt: !381)
!383 = !DILocation(line: 78, column: 24, scope: !359, inlinedAt: !381)
!384 = !DILocation(line: 78, column: 3, scope: !355, inlinedAt: !381)
!385 = !DILocation(line: 78, column: 30, scope: !359, inlinedAt: !381)
!386 = distinct !{!386, !384, !387, !339}
!387 = !DILocation(line: 80, column: 33, scope: !355, inlinedAt: !381)
!388 = !DILocation(line: 79, column: 9, scope: !365, inlinedAt: !381)
!389 = !DILocation(line: 79, column: 17, scope: !365, inlinedAt: !381)
!390 = !DILocation(line: 79, column: 14, scope: !365, inlinedAt: !381)
!391 = !DILocation(line: 79, column: 9, scope: !359, inlinedAt: !381)
!392 = !DILocation(line: 84, column: 52, scope: !374)
!393 = distinct !DISubprogram(name: "mempcpy", scope: !3, file: !3, line: 86, type: !394, scopeLine: 86, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !396)
!394 = !DISubroutineType(types: !395)
!395 = !{!17, !17, !345, !347}
!396 = !{!397, !398, !399}
!397 = !DILocalVariable(name: "d", arg: 1, scope: !393, file: !3, line: 86, type: !17)
!398 = !DILocalVariable(name: "s", arg: 2, scope: !393, file: !3, line: 86, type: !345)
!399 = !DILocalVariable(name: "n", arg: 3, scope: !393, file: !3, line: 86, type: !347)
!400 = !DILocation(line: 0, scope: !393)
!401 = !DILocation(line: 86, column: 66, scope: !393)
!402 = !DILocation(line: 86, column: 82, scope: !393)
!403 = !DILocation(line: 86, column: 51, scope: !393)
!404 = !DISubprogram(name: "memcpy", scope: !3, file: !3, line: 25, type: !394, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!405 = distinct !DISubprogram(name: "memrchr", scope: !3, file: !3, line: 88, type: !406, scopeLine: 88, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !408)
!406 = !DISubroutineType(types: !407)
!407 = !{!17, !345, !23, !347}
!408 = !{!409, !410, !411, !412}
!409 = !DILocalVariable(name: "s", arg: 1, scope: !405, file: !3, line: 88, type: !345)
!410 = !DILocalVariable(name: "c", arg: 2, scope: !405, file: !3, line: 88, type: !23)
!411 = !DILocalVariable(name: "n", arg: 3, scope: !405, file: !3, line: 88, type: !347)
!412 = !DILocalVariable(name: "p", scope: !405, file: !3, line: 89, type: !18)
!413 = !DILocation(line: 0, scope: !405)
!414 = !DILocation(line: 90, column: 3, scope: !405)
!415 = !DILocation(line: 90, column: 12, scope: !405)
!416 = !DILocation(line: 91, column: 6, scope: !417)
!417 = distinct !DILexicalBlock(scope: !405, file: !3, line: 90, column: 17)
!418 = !DILocation(line: 92, column: 9, scope: !419)
!419 = distinct !DILexicalBlock(scope: !417, file: !3, line: 92, column: 9)
!420 = !DILocation(line: 92, column: 14, scope: !419)
!421 = !DILocation(line: 92, column: 9, scope: !417)
!422 = distinct !{!422, !414, !423, !339}
!423 = !DILocation(line: 94, column: 3, scope: !405)
!424 = !DILocation(line: 96, column: 1, scope: !405)
!425 = distinct !DISubprogram(name: "memchr", scope: !3, file: !3, line: 98, type: !406, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !426)
!426 = !{!427, !428, !429, !430, !431}
!427 = !DILocalVariable(name: "s", arg: 1, scope: !425, file: !3, line: 98, type: !345)
!428 = !DILocalVariable(name: "c", arg: 2, scope: !425, file: !3, line: 98, type: !23)
!429 = !DILocalVariable(name: "n", arg: 3, scope: !425, file: !3, line: 98, type: !347)
!430 = !DILocalVariable(name: "p", scope: !425, file: !3, line: 99, type: !18)
!431 = !DILocalVariable(name: "i", scope: !432, file: !3, line: 100, type: !347)
!432 = distinct !DILexicalBlock(scope: !425, file: !3, line: 100, column: 3)
!433 = !DILocation(line: 0, scope: !425)
!434 = !DILocation(line: 0, scope: !432)
!435 = !DILocation(line: 100, column: 24, scope: !436)
!436 = distinct !DILexicalBlock(scope: !432, file: !3, line: 100, column: 3)
!437 = !DILocation(line: 100, column: 3, scope: !432)
!438 = !DILocation(line: 101, column: 9, scope: !439)
!439 = distinct !DILexicalBlock(scope: !436, file: !3, line: 101, column: 9)
!440 = !DILocation(line: 101, column: 14, scope: !439)
!441 = !DILocation(line: 101, column: 9, scope: !436)
!442 = !DILocation(line: 100, column: 30, scope: !436)
!443 = distinct !{!443, !437, !444, !339}
!444 = !DILocation(line: 102, column: 28, scope: !432)
!445 = !DILocation(line: 104, column: 1, scope: !425)
!446 = distinct !DISubprogram(name: "strnlen", scope: !3, file: !3, line: 106, type: !447, scopeLine: 106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !449)
!447 = !DISubroutineType(types: !448)
!448 = !{!347, !25, !347}
!449 = !{!450, !451, !452}
!450 = !DILocalVariable(name: "s", arg: 1, scope: !446, file: !3, line: 106, type: !25)
!451 = !DILocalVariable(name: "n", arg: 2, scope: !446, file: !3, line: 106, type: !347)
!452 = !DILocalVariable(name: "i", scope: !446, file: !3, line: 107, type: !347)
!453 = !DILocation(line: 0, scope: !446)
!454 = !DILocation(line: 108, column: 12, scope: !446)
!455 = !DILocation(line: 108, column: 16, scope: !446)
!456 = !DILocation(line: 108, column: 19, scope: !446)
!457 = !DILocation(line: 108, column: 3, scope: !446)
!458 = !DILocation(line: 109, column: 6, scope: !446)
!459 = distinct !{!459, !457, !458, !339}
!460 = !DILocation(line: 110, column: 3, scope: !446)
!461 = distinct !DISubprogram(name: "strcmp", scope: !3, file: !3, line: 113, type: !462, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !464)
!462 = !DISubroutineType(types: !463)
!463 = !{!23, !25, !25}
!464 = !{!465, !466, !467, !468}
!465 = !DILocalVariable(name: "a", arg: 1, scope: !461, file: !3, line: 113, type: !25)
!466 = !DILocalVariable(name: "b", arg: 2, scope: !461, file: !3, line: 113, type: !25)
!467 = !DILocalVariable(name: "p", scope: !461, file: !3, line: 114, type: !18)
!468 = !DILocalVariable(name: "q", scope: !461, file: !3, line: 114, type: !18)
!469 = !DILocation(line: 0, scope: !461)
!470 = !DILocation(line: 115, column: 10, scope: !461)
!471 = !DILocation(line: 115, column: 13, scope: !461)
!472 = !DILocation(line: 115, column: 22, scope: !461)
!473 = !DILocation(line: 115, column: 19, scope: !461)
!474 = !DILocation(line: 115, column: 3, scope: !461)
!475 = !DILocation(line: 116, column: 6, scope: !476)
!476 = distinct !DILexicalBlock(scope: !461, file: !3, line: 115, column: 26)
!477 = !DILocation(line: 117, column: 6, scope: !476)
!478 = distinct !{!478, !474, !479, !339}
!479 = !DILocation(line: 118, column: 3, scope: !461)
!480 = !DILocation(line: 119, column: 16, scope: !461)
!481 = !DILocation(line: 119, column: 14, scope: !461)
!482 = !DILocation(line: 119, column: 26, scope: !461)
!483 = !DILocation(line: 119, column: 20, scope: !461)
!484 = !DILocation(line: 119, column: 3, scope: !461)
!485 = distinct !DISubprogram(name: "strncmp", scope: !3, file: !3, line: 122, type: !486, scopeLine: 122, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !488)
!486 = !DISubroutineType(types: !487)
!487 = !{!23, !25, !25, !347}
!488 = !{!489, !490, !491, !492, !493, !494}
!489 = !DILocalVariable(name: "a", arg: 1, scope: !485, file: !3, line: 122, type: !25)
!490 = !DILocalVariable(name: "b", arg: 2, scope: !485, file: !3, line: 122, type: !25)
!491 = !DILocalVariable(name: "n", arg: 3, scope: !485, file: !3, line: 122, type: !347)
!492 = !DILocalVariable(name: "p", scope: !485, file: !3, line: 123, type: !18)
!493 = !DILocalVariable(name: "q", scope: !485, file: !3, line: 123, type: !18)
!494 = !DILocalVariable(name: "i", scope: !495, file: !3, line: 124, type: !347)
!495 = distinct !DILexicalBlock(scope: !485, file: !3, line: 124, column: 3)
!496 = !DILocation(line: 0, scope: !485)
!497 = !DILocation(line: 0, scope: !495)
!498 = !DILocation(line: 124, column: 24, scope: !499)
!499 = distinct !DILexicalBlock(scope: !495, file: !3, line: 124, column: 3)
!500 = !DILocation(line: 124, column: 3, scope: !495)
!501 = !DILocation(line: 125, column: 9, scope: !502)
!502 = distinct !DILexicalBlock(scope: !503, file: !3, line: 125, column: 9)
!503 = distinct !DILexicalBlock(scope: !499, file: !3, line: 124, column: 34)
!504 = !DILocation(line: 125, column: 17, scope: !502)
!505 = !DILocation(line: 125, column: 14, scope: !502)
!506 = !DILocation(line: 125, column: 9, scope: !503)
!507 = !DILocation(line: 126, column: 20, scope: !502)
!508 = !DILocation(line: 126, column: 36, scope: !502)
!509 = !DILocation(line: 126, column: 28, scope: !502)
!510 = !DILocation(line: 126, column: 7, scope: !502)
!511 = !DILocation(line: 127, column: 10, scope: !512)
!512 = distinct !DILexicalBlock(scope: !503, file: !3, line: 127, column: 9)
!513 = !DILocation(line: 127, column: 9, scope: !503)
!514 = distinct !{!514, !500, !515, !339}
!515 = !DILocation(line: 129, column: 3, scope: !495)
!516 = !DILocation(line: 131, column: 1, scope: !485)
!517 = distinct !DISubprogram(name: "strcpy", scope: !3, file: !3, line: 133, type: !64, scopeLine: 133, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !518)
!518 = !{!519, !520, !521}
!519 = !DILocalVariable(name: "d", arg: 1, scope: !517, file: !3, line: 133, type: !14)
!520 = !DILocalVariable(name: "s", arg: 2, scope: !517, file: !3, line: 133, type: !25)
!521 = !DILocalVariable(name: "r", scope: !517, file: !3, line: 134, type: !14)
!522 = !DILocation(line: 0, scope: !517)
!523 = !DILocation(line: 135, column: 3, scope: !517)
!524 = !DILocation(line: 135, column: 20, scope: !517)
!525 = !DILocation(line: 135, column: 18, scope: !517)
!526 = !DILocation(line: 135, column: 13, scope: !517)
!527 = !DILocation(line: 135, column: 16, scope: !517)
!528 = distinct !{!528, !523, !529, !339}
!529 = !DILocation(line: 136, column: 5, scope: !517)
!530 = !DILocation(line: 137, column: 3, scope: !517)
!531 = distinct !DISubprogram(name: "stpcpy", scope: !3, file: !3, line: 140, type: !64, scopeLine: 140, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !532)
!532 = !{!533, !534}
!533 = !DILocalVariable(name: "d", arg: 1, scope: !531, file: !3, line: 140, type: !14)
!534 = !DILocalVariable(name: "s", arg: 2, scope: !531, file: !3, line: 140, type: !25)
!535 = !DILocation(line: 0, scope: !531)
!536 = !DILocation(line: 141, column: 16, scope: !531)
!537 = !DILocation(line: 141, column: 14, scope: !531)
!538 = !DILocation(line: 141, column: 3, scope: !531)
!539 = !DILocation(line: 141, column: 18, scope: !531)
!540 = !DILocation(line: 142, column: 6, scope: !531)
!541 = distinct !{!541, !538, !540, !339}
!542 = !DILocation(line: 143, column: 3, scope: !531)
!543 = distinct !DISubprogram(name: "stpncpy", scope: !3, file: !3, line: 146, type: !544, scopeLine: 146, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !546)
!544 = !DISubroutineType(types: !545)
!545 = !{!14, !14, !25, !347}
!546 = !{!547, !548, !549, !550, !551}
!547 = !DILocalVariable(name: "d", arg: 1, scope: !543, file: !3, line: 146, type: !14)
!548 = !DILocalVariable(name: "s", arg: 2, scope: !543, file: !3, line: 146, type: !25)
!549 = !DILocalVariable(name: "n", arg: 3, scope: !543, file: !3, line: 146, type: !347)
!550 = !DILocalVariable(name: "i", scope: !543, file: !3, line: 147, type: !347)
!551 = !DILocalVariable(name: "end", scope: !543, file: !3, line: 150, type: !14)
!552 = !DILocation(line: 0, scope: !543)
!553 = !DILocation(line: 148, column: 12, scope: !554)
!554 = distinct !DILexicalBlock(scope: !555, file: !3, line: 148, column: 3)
!555 = distinct !DILexicalBlock(scope: !543, file: !3, line: 148, column: 3)
!556 = !DILocation(line: 148, column: 16, scope: !554)
!557 = !DILocation(line: 148, column: 19, scope: !554)
!558 = !DILocation(line: 148, column: 3, scope: !555)
!559 = !DILocation(line: 149, column: 5, scope: !554)
!560 = !DILocation(line: 149, column: 10, scope: !554)
!561 = !DILocation(line: 148, column: 26, scope: !554)
!562 = distinct !{!562, !558, !563, !339}
!563 = !DILocation(line: 149, column: 15, scope: !555)
!564 = !DILocation(line: 151, column: 12, scope: !565)
!565 = distinct !DILexicalBlock(scope: !566, file: !3, line: 151, column: 3)
!566 = distinct !DILexicalBlock(scope: !543, file: !3, line: 151, column: 3)
!567 = !DILocation(line: 151, column: 3, scope: !566)
!568 = !DILocation(line: 152, column: 5, scope: !565)
!569 = !DILocation(line: 152, column: 10, scope: !565)
!570 = !DILocation(line: 151, column: 18, scope: !565)
!571 = distinct !{!571, !572}
!572 = !{!"llvm.loop.unroll.disable"}
!573 = distinct !{!573, !567, !574, !339}
!574 = !DILocation(line: 152, column: 12, scope: !566)
!575 = !DILocation(line: 150, column: 17, scope: !543)
!576 = !DILocation(line: 153, column: 3, scope: !543)
!577 = distinct !DISubprogram(name: "strchrnul", scope: !3, file: !3, line: 156, type: !578, scopeLine: 156, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !580)
!578 = !DISubroutineType(types: !579)
!579 = !{!14, !25, !23}
!580 = !{!581, !582}
!581 = !DILocalVariable(name: "s", arg: 1, scope: !577, file: !3, line: 156, type: !25)
!582 = !DILocalVariable(name: "c", arg: 2, scope: !577, file: !3, line: 156, type: !23)
!583 = !DILocation(line: 0, scope: !577)
!584 = !DILocation(line: 157, column: 10, scope: !577)
!585 = !DILocation(line: 157, column: 13, scope: !577)
!586 = !DILocation(line: 157, column: 19, scope: !577)
!587 = !DILocation(line: 157, column: 3, scope: !577)
!588 = !DILocation(line: 158, column: 6, scope: !577)
!589 = distinct !{!589, !587, !588, !339}
!590 = !DILocation(line: 159, column: 3, scope: !577)
!591 = distinct !DISubprogram(name: "strncpy", scope: !3, file: !3, line: 162, type: !544, scopeLine: 162, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !592)
!592 = !{!593, !594, !595, !596}
!593 = !DILocalVariable(name: "d", arg: 1, scope: !591, file: !3, line: 162, type: !14)
!594 = !DILocalVariable(name: "s", arg: 2, scope: !591, file: !3, line: 162, type: !25)
!595 = !DILocalVariable(name: "n", arg: 3, scope: !591, file: !3, line: 162, type: !347)
!596 = !DILocalVariable(name: "i", scope: !591, file: !3, line: 163, type: !347)
!597 = !DILocation(line: 0, scope: !591)
!598 = !DILocation(line: 164, column: 12, scope: !599)
!599 = distinct !DILexicalBlock(scope: !600, file: !3, line: 164, column: 3)
!600 = distinct !DILexicalBlock(scope: !591, file: !3, line: 164, column: 3)
!601 = !DILocation(line: 164, column: 16, scope: !599)
!602 = !DILocation(line: 164, column: 19, scope: !599)
!603 = !DILocation(line: 164, column: 3, scope: !600)
!604 = !DILocation(line: 165, column: 5, scope: !599)
!605 = !DILocation(line: 165, column: 10, scope: !599)
!606 = !DILocation(line: 164, column: 26, scope: !599)
!607 = distinct !{!607, !603, !608, !339}
!608 = !DILocation(line: 165, column: 15, scope: !600)
!609 = !DILocation(line: 166, column: 12, scope: !610)
!610 = distinct !DILexicalBlock(scope: !611, file: !3, line: 166, column: 3)
!611 = distinct !DILexicalBlock(scope: !591, file: !3, line: 166, column: 3)
!612 = !DILocation(line: 166, column: 3, scope: !611)
!613 = !DILocation(line: 167, column: 5, scope: !610)
!614 = !DILocation(line: 167, column: 10, scope: !610)
!615 = !DILocation(line: 166, column: 18, scope: !610)
!616 = distinct !{!616, !572}
!617 = distinct !{!617, !612, !618, !339}
!618 = !DILocation(line: 167, column: 12, scope: !611)
!619 = !DILocation(line: 168, column: 3, scope: !591)
!620 = distinct !DISubprogram(name: "strcat", scope: !3, file: !3, line: 171, type: !64, scopeLine: 171, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !621)
!621 = !{!622, !623}
!622 = !DILocalVariable(name: "d", arg: 1, scope: !620, file: !3, line: 171, type: !14)
!623 = !DILocalVariable(name: "s", arg: 2, scope: !620, file: !3, line: 171, type: !25)
!624 = !DILocation(line: 0, scope: !620)
!625 = !DILocation(line: 172, column: 14, scope: !620)
!626 = !DILocation(line: 172, column: 12, scope: !620)
!627 = !DILocation(line: 0, scope: !517, inlinedAt: !628)
!628 = distinct !DILocation(line: 172, column: 3, scope: !620)
!629 = !DILocation(line: 135, column: 3, scope: !517, inlinedAt: !628)
!630 = !DILocation(line: 135, column: 20, scope: !517, inlinedAt: !628)
!631 = !DILocation(line: 135, column: 18, scope: !517, inlinedAt: !628)
!632 = !DILocation(line: 135, column: 13, scope: !517, inlinedAt: !628)
!633 = !DILocation(line: 135, column: 16, scope: !517, inlinedAt: !628)
!634 = distinct !{!634, !629, !635, !339}
!635 = !DILocation(line: 136, column: 5, scope: !517, inlinedAt: !628)
!636 = !DILocation(line: 173, column: 3, scope: !620)
!637 = !DISubprogram(name: "strlen", scope: !3, file: !3, line: 27, type: !638, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!638 = !DISubroutineType(types: !639)
!639 = !{!347, !25}
!640 = distinct !DISubprogram(name: "strncat", scope: !3, file: !3, line: 176, type: !544, scopeLine: 176, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !641)
!641 = !{!642, !643, !644, !645, !646}
!642 = !DILocalVariable(name: "d", arg: 1, scope: !640, file: !3, line: 176, type: !14)
!643 = !DILocalVariable(name: "s", arg: 2, scope: !640, file: !3, line: 176, type: !25)
!644 = !DILocalVariable(name: "n", arg: 3, scope: !640, file: !3, line: 176, type: !347)
!645 = !DILocalVariable(name: "e", scope: !640, file: !3, line: 177, type: !14)
!646 = !DILocalVariable(name: "i", scope: !640, file: !3, line: 178, type: !347)
!647 = !DILocation(line: 0, scope: !640)
!648 = !DILocation(line: 177, column: 17, scope: !640)
!649 = !DILocation(line: 177, column: 15, scope: !640)
!650 = !DILocation(line: 179, column: 12, scope: !651)
!651 = distinct !DILexicalBlock(scope: !652, file: !3, line: 179, column: 3)
!652 = distinct !DILexicalBlock(scope: !640, file: !3, line: 179, column: 3)
!653 = !DILocation(line: 179, column: 16, scope: !651)
!654 = !DILocation(line: 179, column: 19, scope: !651)
!655 = !DILocation(line: 179, column: 3, scope: !652)
!656 = !DILocation(line: 180, column: 5, scope: !651)
!657 = !DILocation(line: 180, column: 10, scope: !651)
!658 = !DILocation(line: 179, column: 26, scope: !651)
!659 = distinct !{!659, !655, !660, !339}
!660 = !DILocation(line: 180, column: 15, scope: !652)
!661 = !DILocation(line: 181, column: 3, scope: !640)
!662 = !DILocation(line: 181, column: 8, scope: !640)
!663 = !DILocation(line: 182, column: 3, scope: !640)
!664 = distinct !DISubprogram(name: "strchr", scope: !3, file: !3, line: 185, type: !578, scopeLine: 185, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !665)
!665 = !{!666, !667}
!666 = !DILocalVariable(name: "s", arg: 1, scope: !664, file: !3, line: 185, type: !25)
!667 = !DILocalVariable(name: "c", arg: 2, scope: !664, file: !3, line: 185, type: !23)
!668 = !DILocation(line: 0, scope: !664)
!669 = !DILocation(line: 187, column: 9, scope: !670)
!670 = distinct !DILexicalBlock(scope: !671, file: !3, line: 187, column: 9)
!671 = distinct !DILexicalBlock(scope: !672, file: !3, line: 186, column: 16)
!672 = distinct !DILexicalBlock(scope: !673, file: !3, line: 186, column: 3)
!673 = distinct !DILexicalBlock(scope: !664, file: !3, line: 186, column: 3)
!674 = !DILocation(line: 187, column: 12, scope: !670)
!675 = !DILocation(line: 187, column: 9, scope: !671)
!676 = !DILocation(line: 189, column: 10, scope: !677)
!677 = distinct !DILexicalBlock(scope: !671, file: !3, line: 189, column: 9)
!678 = !DILocation(line: 189, column: 9, scope: !671)
!679 = !DILocation(line: 186, column: 12, scope: !672)
!680 = distinct !{!680, !681, !682}
!681 = !DILocation(line: 186, column: 3, scope: !673)
!682 = !DILocation(line: 191, column: 3, scope: !673)
!683 = !DILocation(line: 0, scope: !671)
!684 = !DILocation(line: 192, column: 1, scope: !664)
!685 = distinct !DISubprogram(name: "strrchr", scope: !3, file: !3, line: 194, type: !578, scopeLine: 194, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !686)
!686 = !{!687, !688, !689}
!687 = !DILocalVariable(name: "s", arg: 1, scope: !685, file: !3, line: 194, type: !25)
!688 = !DILocalVariable(name: "c", arg: 2, scope: !685, file: !3, line: 194, type: !23)
!689 = !DILocalVariable(name: "last", scope: !685, file: !3, line: 195, type: !25)
!690 = !DILocation(line: 0, scope: !685)
!691 = !DILocation(line: 196, column: 3, scope: !685)
!692 = !DILocation(line: 197, column: 9, scope: !693)
!693 = distinct !DILexicalBlock(scope: !694, file: !3, line: 197, column: 9)
!694 = distinct !DILexicalBlock(scope: !695, file: !3, line: 196, column: 16)
!695 = distinct !DILexicalBlock(scope: !696, file: !3, line: 196, column: 3)
!696 = distinct !DILexicalBlock(scope: !685, file: !3, line: 196, column: 3)
!697 = !DILocation(line: 197, column: 12, scope: !693)
!698 = !DILocation(line: 197, column: 9, scope: !694)
!699 = !DILocation(line: 199, column: 10, scope: !700)
!700 = distinct !DILexicalBlock(scope: !694, file: !3, line: 199, column: 9)
!701 = !DILocation(line: 196, column: 12, scope: !695)
!702 = !DILocation(line: 199, column: 9, scope: !694)
!703 = distinct !{!703, !704, !705}
!704 = !DILocation(line: 196, column: 3, scope: !696)
!705 = !DILocation(line: 201, column: 3, scope: !696)
!706 = !DILocation(line: 200, column: 7, scope: !700)
!707 = distinct !DISubprogram(name: "strstr", scope: !3, file: !3, line: 204, type: !708, scopeLine: 204, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !710)
!708 = !DISubroutineType(types: !709)
!709 = !{!14, !25, !25}
!710 = !{!711, !712, !713}
!711 = !DILocalVariable(name: "h", arg: 1, scope: !707, file: !3, line: 204, type: !25)
!712 = !DILocalVariable(name: "n", arg: 2, scope: !707, file: !3, line: 204, type: !25)
!713 = !DILocalVariable(name: "m", scope: !707, file: !3, line: 205, type: !347)
!714 = !DILocation(line: 0, scope: !707)
!715 = !DILocation(line: 205, column: 14, scope: !707)
!716 = !DILocation(line: 206, column: 9, scope: !717)
!717 = distinct !DILexicalBlock(scope: !707, file: !3, line: 206, column: 7)
!718 = !DILocation(line: 206, column: 7, scope: !707)
!719 = !DILocation(line: 208, column: 10, scope: !720)
!720 = distinct !DILexicalBlock(scope: !721, file: !3, line: 208, column: 3)
!721 = distinct !DILexicalBlock(scope: !707, file: !3, line: 208, column: 3)
!722 = !DILocation(line: 208, column: 3, scope: !721)
!723 = !DILocation(line: 209, column: 12, scope: !724)
!724 = distinct !DILexicalBlock(scope: !720, file: !3, line: 209, column: 9)
!725 = !DILocation(line: 209, column: 18, scope: !724)
!726 = !DILocation(line: 0, scope: !495, inlinedAt: !727)
!727 = distinct !DILocation(line: 209, column: 21, scope: !724)
!728 = !DILocation(line: 125, column: 9, scope: !502, inlinedAt: !727)
!729 = !DILocation(line: 125, column: 17, scope: !502, inlinedAt: !727)
!730 = !DILocation(line: 125, column: 14, scope: !502, inlinedAt: !727)
!731 = !DILocation(line: 125, column: 9, scope: !503, inlinedAt: !727)
!732 = !DILocation(line: 127, column: 10, scope: !512, inlinedAt: !727)
!733 = !DILocation(line: 127, column: 9, scope: !503, inlinedAt: !727)
!734 = distinct !{!734, !735, !736, !339}
!735 = !DILocation(line: 124, column: 3, scope: !495, inlinedAt: !727)
!736 = !DILocation(line: 129, column: 3, scope: !495, inlinedAt: !727)
!737 = !DILocation(line: 208, column: 15, scope: !720)
!738 = distinct !{!738, !722, !739, !339}
!739 = !DILocation(line: 210, column: 22, scope: !721)
!740 = !DILocation(line: 212, column: 1, scope: !707)
!741 = distinct !DISubprogram(name: "strspn", scope: !3, file: !3, line: 214, type: !742, scopeLine: 214, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !744)
!742 = !DISubroutineType(types: !743)
!743 = !{!347, !25, !25}
!744 = !{!745, !746, !747}
!745 = !DILocalVariable(name: "s", arg: 1, scope: !741, file: !3, line: 214, type: !25)
!746 = !DILocalVariable(name: "accept", arg: 2, scope: !741, file: !3, line: 214, type: !25)
!747 = !DILocalVariable(name: "i", scope: !741, file: !3, line: 215, type: !347)
!748 = !DILocation(line: 0, scope: !741)
!749 = !DILocation(line: 216, column: 10, scope: !741)
!750 = !DILocation(line: 216, column: 15, scope: !741)
!751 = !DILocation(line: 0, scope: !664, inlinedAt: !752)
!752 = distinct !DILocation(line: 216, column: 18, scope: !741)
!753 = !DILocation(line: 187, column: 12, scope: !670, inlinedAt: !752)
!754 = !DILocation(line: 187, column: 9, scope: !671, inlinedAt: !752)
!755 = !DILocation(line: 189, column: 10, scope: !677, inlinedAt: !752)
!756 = !DILocation(line: 189, column: 9, scope: !671, inlinedAt: !752)
!757 = !DILocation(line: 186, column: 12, scope: !672, inlinedAt: !752)
!758 = !DILocation(line: 187, column: 9, scope: !670, inlinedAt: !752)
!759 = distinct !{!759, !760, !761}
!760 = !DILocation(line: 186, column: 3, scope: !673, inlinedAt: !752)
!761 = !DILocation(line: 191, column: 3, scope: !673, inlinedAt: !752)
!762 = !DILocation(line: 217, column: 6, scope: !741)
!763 = distinct !{!763, !764, !762, !339}
!764 = !DILocation(line: 216, column: 3, scope: !741)
!765 = !DILocation(line: 218, column: 3, scope: !741)
!766 = distinct !DISubprogram(name: "strcspn", scope: !3, file: !3, line: 221, type: !742, scopeLine: 221, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !767)
!767 = !{!768, !769, !770}
!768 = !DILocalVariable(name: "s", arg: 1, scope: !766, file: !3, line: 221, type: !25)
!769 = !DILocalVariable(name: "reject", arg: 2, scope: !766, file: !3, line: 221, type: !25)
!770 = !DILocalVariable(name: "i", scope: !766, file: !3, line: 222, type: !347)
!771 = !DILocation(line: 0, scope: !766)
!772 = !DILocation(line: 223, column: 10, scope: !766)
!773 = !DILocation(line: 223, column: 15, scope: !766)
!774 = !DILocation(line: 0, scope: !664, inlinedAt: !775)
!775 = distinct !DILocation(line: 223, column: 19, scope: !766)
!776 = !DILocation(line: 187, column: 12, scope: !670, inlinedAt: !775)
!777 = !DILocation(line: 187, column: 9, scope: !671, inlinedAt: !775)
!778 = !DILocation(line: 189, column: 10, scope: !677, inlinedAt: !775)
!779 = !DILocation(line: 189, column: 9, scope: !671, inlinedAt: !775)
!780 = !DILocation(line: 186, column: 12, scope: !672, inlinedAt: !775)
!781 = !DILocation(line: 187, column: 9, scope: !670, inlinedAt: !775)
!782 = distinct !{!782, !783, !784}
!783 = !DILocation(line: 186, column: 3, scope: !673, inlinedAt: !775)
!784 = !DILocation(line: 191, column: 3, scope: !673, inlinedAt: !775)
!785 = !DILocation(line: 224, column: 6, scope: !766)
!786 = distinct !{!786, !787, !785, !339}
!787 = !DILocation(line: 223, column: 3, scope: !766)
!788 = !DILocation(line: 225, column: 3, scope: !766)
!789 = distinct !DISubprogram(name: "strpbrk", scope: !3, file: !3, line: 228, type: !708, scopeLine: 228, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !790)
!790 = !{!791, !792}
!791 = !DILocalVariable(name: "s", arg: 1, scope: !789, file: !3, line: 228, type: !25)
!792 = !DILocalVariable(name: "accept", arg: 2, scope: !789, file: !3, line: 228, type: !25)
!793 = !DILocation(line: 0, scope: !789)
!794 = !DILocation(line: 0, scope: !766, inlinedAt: !795)
!795 = distinct !DILocation(line: 229, column: 8, scope: !789)
!796 = !DILocation(line: 223, column: 10, scope: !766, inlinedAt: !795)
!797 = !DILocation(line: 223, column: 15, scope: !766, inlinedAt: !795)
!798 = !DILocation(line: 0, scope: !664, inlinedAt: !799)
!799 = distinct !DILocation(line: 223, column: 19, scope: !766, inlinedAt: !795)
!800 = !DILocation(line: 187, column: 12, scope: !670, inlinedAt: !799)
!801 = !DILocation(line: 187, column: 9, scope: !671, inlinedAt: !799)
!802 = !DILocation(line: 189, column: 10, scope: !677, inlinedAt: !799)
!803 = !DILocation(line: 189, column: 9, scope: !671, inlinedAt: !799)
!804 = !DILocation(line: 186, column: 12, scope: !672, inlinedAt: !799)
!805 = !DILocation(line: 187, column: 9, scope: !670, inlinedAt: !799)
!806 = distinct !{!806, !807, !808}
!807 = !DILocation(line: 186, column: 3, scope: !673, inlinedAt: !799)
!808 = !DILocation(line: 191, column: 3, scope: !673, inlinedAt: !799)
!809 = !DILocation(line: 224, column: 6, scope: !766, inlinedAt: !795)
!810 = distinct !{!810, !811, !809, !339}
!811 = !DILocation(line: 223, column: 3, scope: !766, inlinedAt: !795)
!812 = !DILocation(line: 229, column: 5, scope: !789)
!813 = !DILocation(line: 230, column: 10, scope: !789)
!814 = !DILocation(line: 230, column: 3, scope: !789)
!815 = distinct !DISubprogram(name: "strtok_r", scope: !3, file: !3, line: 233, type: !816, scopeLine: 233, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !819)
!816 = !DISubroutineType(types: !817)
!817 = !{!14, !14, !25, !818}
!818 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 32)
!819 = !{!820, !821, !822, !823}
!820 = !DILocalVariable(name: "s", arg: 1, scope: !815, file: !3, line: 233, type: !14)
!821 = !DILocalVariable(name: "delim", arg: 2, scope: !815, file: !3, line: 233, type: !25)
!822 = !DILocalVariable(name: "save", arg: 3, scope: !815, file: !3, line: 233, type: !818)
!823 = !DILocalVariable(name: "end", scope: !815, file: !3, line: 241, type: !14)
!824 = !DILocation(line: 0, scope: !815)
!825 = !DILocation(line: 234, column: 8, scope: !826)
!826 = distinct !DILexicalBlock(scope: !815, file: !3, line: 234, column: 7)
!827 = !DILocation(line: 234, column: 7, scope: !815)
!828 = !DILocation(line: 235, column: 9, scope: !826)
!829 = !DILocation(line: 235, column: 5, scope: !826)
!830 = !DILocation(line: 0, scope: !741, inlinedAt: !831)
!831 = distinct !DILocation(line: 236, column: 8, scope: !815)
!832 = !DILocation(line: 216, column: 10, scope: !741, inlinedAt: !831)
!833 = !DILocation(line: 216, column: 15, scope: !741, inlinedAt: !831)
!834 = !DILocation(line: 0, scope: !664, inlinedAt: !835)
!835 = distinct !DILocation(line: 216, column: 18, scope: !741, inlinedAt: !831)
!836 = !DILocation(line: 187, column: 12, scope: !670, inlinedAt: !835)
!837 = !DILocation(line: 187, column: 9, scope: !671, inlinedAt: !835)
!838 = !DILocation(line: 189, column: 10, scope: !677, inlinedAt: !835)
!839 = !DILocation(line: 189, column: 9, scope: !671, inlinedAt: !835)
!840 = !DILocation(line: 186, column: 12, scope: !672, inlinedAt: !835)
!841 = !DILocation(line: 187, column: 9, scope: !670, inlinedAt: !835)
!842 = distinct !{!842, !843, !844}
!843 = !DILocation(line: 186, column: 3, scope: !673, inlinedAt: !835)
!844 = !DILocation(line: 191, column: 3, scope: !673, inlinedAt: !835)
!845 = !DILocation(line: 217, column: 6, scope: !741, inlinedAt: !831)
!846 = distinct !{!846, !847, !845, !339}
!847 = !DILocation(line: 216, column: 3, scope: !741, inlinedAt: !831)
!848 = !DILocation(line: 236, column: 5, scope: !815)
!849 = !DILocation(line: 237, column: 7, scope: !815)
!850 = !DILocation(line: 0, scope: !766, inlinedAt: !851)
!851 = distinct !DILocation(line: 241, column: 19, scope: !815)
!852 = !DILocation(line: 223, column: 15, scope: !766, inlinedAt: !851)
!853 = !DILocation(line: 0, scope: !664, inlinedAt: !854)
!854 = distinct !DILocation(line: 223, column: 19, scope: !766, inlinedAt: !851)
!855 = !DILocation(line: 187, column: 12, scope: !670, inlinedAt: !854)
!856 = !DILocation(line: 187, column: 9, scope: !671, inlinedAt: !854)
!857 = !DILocation(line: 189, column: 10, scope: !677, inlinedAt: !854)
!858 = !DILocation(line: 189, column: 9, scope: !671, inlinedAt: !854)
!859 = !DILocation(line: 186, column: 12, scope: !672, inlinedAt: !854)
!860 = !DILocation(line: 187, column: 9, scope: !670, inlinedAt: !854)
!861 = distinct !{!861, !862, !863}
!862 = !DILocation(line: 186, column: 3, scope: !673, inlinedAt: !854)
!863 = !DILocation(line: 191, column: 3, scope: !673, inlinedAt: !854)
!864 = !DILocation(line: 224, column: 6, scope: !766, inlinedAt: !851)
!865 = !DILocation(line: 223, column: 10, scope: !766, inlinedAt: !851)
!866 = distinct !{!866, !867, !864, !339}
!867 = !DILocation(line: 223, column: 3, scope: !766, inlinedAt: !851)
!868 = !DILocation(line: 241, column: 17, scope: !815)
!869 = !DILocation(line: 242, column: 7, scope: !870)
!870 = distinct !DILexicalBlock(scope: !815, file: !3, line: 242, column: 7)
!871 = !DILocation(line: 242, column: 7, scope: !815)
!872 = !DILocation(line: 243, column: 9, scope: !870)
!873 = !DILocation(line: 243, column: 12, scope: !870)
!874 = !DILocation(line: 243, column: 5, scope: !870)
!875 = !DILocation(line: 246, column: 1, scope: !815)
!876 = !DILocation(line: 0, scope: !63)
!877 = !DILocation(line: 0, scope: !815, inlinedAt: !878)
!878 = distinct !DILocation(line: 250, column: 10, scope: !63)
!879 = !DILocation(line: 234, column: 8, scope: !826, inlinedAt: !878)
!880 = !DILocation(line: 234, column: 7, scope: !815, inlinedAt: !878)
!881 = !DILocation(line: 0, scope: !741, inlinedAt: !882)
!882 = distinct !DILocation(line: 236, column: 8, scope: !815, inlinedAt: !878)
!883 = !DILocation(line: 216, column: 10, scope: !741, inlinedAt: !882)
!884 = !DILocation(line: 216, column: 15, scope: !741, inlinedAt: !882)
!885 = !DILocation(line: 0, scope: !664, inlinedAt: !886)
!886 = distinct !DILocation(line: 216, column: 18, scope: !741, inlinedAt: !882)
!887 = !DILocation(line: 187, column: 12, scope: !670, inlinedAt: !886)
!888 = !DILocation(line: 187, column: 9, scope: !671, inlinedAt: !886)
!889 = !DILocation(line: 189, column: 10, scope: !677, inlinedAt: !886)
!890 = !DILocation(line: 189, column: 9, scope: !671, inlinedAt: !886)
!891 = !DILocation(line: 186, column: 12, scope: !672, inlinedAt: !886)
!892 = !DILocation(line: 187, column: 9, scope: !670, inlinedAt: !886)
!893 = distinct !{!893, !894, !895}
!894 = !DILocation(line: 186, column: 3, scope: !673, inlinedAt: !886)
!895 = !DILocation(line: 191, column: 3, scope: !673, inlinedAt: !886)
!896 = !DILocation(line: 217, column: 6, scope: !741, inlinedAt: !882)
!897 = distinct !{!897, !898, !896, !339}
!898 = !DILocation(line: 216, column: 3, scope: !741, inlinedAt: !882)
!899 = !DILocation(line: 236, column: 5, scope: !815, inlinedAt: !878)
!900 = !DILocation(line: 237, column: 7, scope: !815, inlinedAt: !878)
!901 = !DILocation(line: 0, scope: !766, inlinedAt: !902)
!902 = distinct !DILocation(line: 241, column: 19, scope: !815, inlinedAt: !878)
!903 = !DILocation(line: 223, column: 15, scope: !766, inlinedAt: !902)
!904 = !DILocation(line: 0, scope: !664, inlinedAt: !905)
!905 = distinct !DILocation(line: 223, column: 19, scope: !766, inlinedAt: !902)
!906 = !DILocation(line: 187, column: 12, scope: !670, inlinedAt: !905)
!907 = !DILocation(line: 187, column: 9, scope: !671, inlinedAt: !905)
!908 = !DILocation(line: 189, column: 10, scope: !677, inlinedAt: !905)
!909 = !DILocation(line: 189, column: 9, scope: !671, inlinedAt: !905)
!910 = !DILocation(line: 186, column: 12, scope: !672, inlinedAt: !905)
!911 = !DILocation(line: 187, column: 9, scope: !670, inlinedAt: !905)
!912 = distinct !{!912, !913, !914}
!913 = !DILocation(line: 186, column: 3, scope: !673, inlinedAt: !905)
!914 = !DILocation(line: 191, column: 3, scope: !673, inlinedAt: !905)
!915 = !DILocation(line: 224, column: 6, scope: !766, inlinedAt: !902)
!916 = !DILocation(line: 223, column: 10, scope: !766, inlinedAt: !902)
!917 = distinct !{!917, !918, !915, !339}
!918 = !DILocation(line: 223, column: 3, scope: !766, inlinedAt: !902)
!919 = !DILocation(line: 241, column: 17, scope: !815, inlinedAt: !878)
!920 = !DILocation(line: 242, column: 7, scope: !870, inlinedAt: !878)
!921 = !DILocation(line: 242, column: 7, scope: !815, inlinedAt: !878)
!922 = !DILocation(line: 243, column: 9, scope: !870, inlinedAt: !878)
!923 = !DILocation(line: 243, column: 12, scope: !870, inlinedAt: !878)
!924 = !DILocation(line: 243, column: 5, scope: !870, inlinedAt: !878)
!925 = !DILocation(line: 250, column: 3, scope: !63)
!926 = distinct !DISubprogram(name: "strdup", scope: !3, file: !3, line: 253, type: !927, scopeLine: 253, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !929)
!927 = !DISubroutineType(types: !928)
!928 = !{!14, !25}
!929 = !{!930, !931, !932}
!930 = !DILocalVariable(name: "s", arg: 1, scope: !926, file: !3, line: 253, type: !25)
!931 = !DILocalVariable(name: "n", scope: !926, file: !3, line: 254, type: !347)
!932 = !DILocalVariable(name: "d", scope: !926, file: !3, line: 255, type: !14)
!933 = !DILocation(line: 0, scope: !926)
!934 = !DILocation(line: 254, column: 14, scope: !926)
!935 = !DILocation(line: 254, column: 24, scope: !926)
!936 = !DILocation(line: 255, column: 13, scope: !926)
!937 = !DILocation(line: 256, column: 7, scope: !938)
!938 = distinct !DILexicalBlock(scope: !926, file: !3, line: 256, column: 7)
!939 = !DILocation(line: 256, column: 7, scope: !926)
!940 = !DILocation(line: 257, column: 5, scope: !938)
!941 = !DILocation(line: 258, column: 3, scope: !926)
!942 = !DISubprogram(name: "malloc", scope: !3, file: !3, line: 23, type: !943, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!943 = !DISubroutineType(types: !944)
!944 = !{!17, !347}
!945 = distinct !DISubprogram(name: "strndup", scope: !3, file: !3, line: 261, type: !946, scopeLine: 261, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !948)
!946 = !DISubroutineType(types: !947)
!947 = !{!14, !25, !347}
!948 = !{!949, !950, !951, !952}
!949 = !DILocalVariable(name: "s", arg: 1, scope: !945, file: !3, line: 261, type: !25)
!950 = !DILocalVariable(name: "n", arg: 2, scope: !945, file: !3, line: 261, type: !347)
!951 = !DILocalVariable(name: "m", scope: !945, file: !3, line: 262, type: !347)
!952 = !DILocalVariable(name: "d", scope: !945, file: !3, line: 263, type: !14)
!953 = !DILocation(line: 0, scope: !945)
!954 = !DILocation(line: 0, scope: !446, inlinedAt: !955)
!955 = distinct !DILocation(line: 262, column: 14, scope: !945)
!956 = !DILocation(line: 108, column: 12, scope: !446, inlinedAt: !955)
!957 = !DILocation(line: 108, column: 16, scope: !446, inlinedAt: !955)
!958 = !DILocation(line: 108, column: 19, scope: !446, inlinedAt: !955)
!959 = !DILocation(line: 108, column: 3, scope: !446, inlinedAt: !955)
!960 = !DILocation(line: 109, column: 6, scope: !446, inlinedAt: !955)
!961 = distinct !{!961, !959, !960, !339}
!962 = !DILocation(line: 263, column: 22, scope: !945)
!963 = !DILocation(line: 263, column: 13, scope: !945)
!964 = !DILocation(line: 264, column: 7, scope: !965)
!965 = distinct !DILexicalBlock(scope: !945, file: !3, line: 264, column: 7)
!966 = !DILocation(line: 264, column: 7, scope: !945)
!967 = !DILocation(line: 265, column: 5, scope: !968)
!968 = distinct !DILexicalBlock(scope: !965, file: !3, line: 264, column: 10)
!969 = !DILocation(line: 266, column: 5, scope: !968)
!970 = !DILocation(line: 266, column: 10, scope: !968)
!971 = !DILocation(line: 267, column: 3, scope: !968)
!972 = !DILocation(line: 268, column: 3, scope: !945)
!973 = distinct !DISubprogram(name: "__ctype_b_loc", scope: !3, file: !3, line: 314, type: !974, scopeLine: 314, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!974 = !DISubroutineType(types: !975)
!975 = !{!976}
!976 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !154, size: 32)
!977 = !DILocation(line: 314, column: 41, scope: !973)
!978 = distinct !DISubprogram(name: "__ctype_tolower_loc", scope: !3, file: !3, line: 315, type: !979, scopeLine: 315, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!979 = !DISubroutineType(types: !980)
!980 = !{!981}
!981 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 32)
!982 = !DILocation(line: 315, column: 47, scope: !978)
!983 = distinct !DISubprogram(name: "__ctype_toupper_loc", scope: !3, file: !3, line: 316, type: !979, scopeLine: 316, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!984 = !DILocation(line: 316, column: 47, scope: !983)
!985 = distinct !DISubprogram(name: "isalpha", scope: !3, file: !3, line: 319, type: !986, scopeLine: 319, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !988)
!986 = !DISubroutineType(types: !987)
!987 = !{!23, !23}
!988 = !{!989}
!989 = !DILocalVariable(name: "c", arg: 1, scope: !985, file: !3, line: 319, type: !23)
!990 = !DILocation(line: 0, scope: !985)
!991 = !DILocalVariable(name: "c", arg: 1, scope: !992, file: !3, line: 318, type: !23)
!992 = distinct !DISubprogram(name: "cls", scope: !3, file: !3, line: 318, type: !986, scopeLine: 318, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !993)
!993 = !{!991}
!994 = !DILocation(line: 0, scope: !992, inlinedAt: !995)
!995 = distinct !DILocation(line: 319, column: 29, scope: !985)
!996 = !DILocation(line: 318, column: 42, scope: !992, inlinedAt: !995)
!997 = !DILocation(line: 318, column: 55, scope: !992, inlinedAt: !995)
!998 = !{!999, !999, i64 0}
!999 = !{!"short", !311, i64 0}
!1000 = !DILocation(line: 319, column: 36, scope: !985)
!1001 = !DILocation(line: 318, column: 32, scope: !992, inlinedAt: !995)
!1002 = !DILocation(line: 319, column: 22, scope: !985)
!1003 = distinct !DISubprogram(name: "isdigit", scope: !3, file: !3, line: 320, type: !986, scopeLine: 320, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1004)
!1004 = !{!1005}
!1005 = !DILocalVariable(name: "c", arg: 1, scope: !1003, file: !3, line: 320, type: !23)
!1006 = !DILocation(line: 0, scope: !1003)
!1007 = !DILocation(line: 0, scope: !992, inlinedAt: !1008)
!1008 = distinct !DILocation(line: 320, column: 29, scope: !1003)
!1009 = !DILocation(line: 318, column: 42, scope: !992, inlinedAt: !1008)
!1010 = !DILocation(line: 318, column: 55, scope: !992, inlinedAt: !1008)
!1011 = !DILocation(line: 320, column: 36, scope: !1003)
!1012 = !DILocation(line: 318, column: 32, scope: !992, inlinedAt: !1008)
!1013 = !DILocation(line: 320, column: 22, scope: !1003)
!1014 = distinct !DISubprogram(name: "isalnum", scope: !3, file: !3, line: 321, type: !986, scopeLine: 321, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1015)
!1015 = !{!1016}
!1016 = !DILocalVariable(name: "c", arg: 1, scope: !1014, file: !3, line: 321, type: !23)
!1017 = !DILocation(line: 0, scope: !1014)
!1018 = !DILocation(line: 0, scope: !992, inlinedAt: !1019)
!1019 = distinct !DILocation(line: 321, column: 29, scope: !1014)
!1020 = !DILocation(line: 318, column: 42, scope: !992, inlinedAt: !1019)
!1021 = !DILocation(line: 318, column: 55, scope: !992, inlinedAt: !1019)
!1022 = !DILocation(line: 321, column: 36, scope: !1014)
!1023 = !DILocation(line: 318, column: 32, scope: !992, inlinedAt: !1019)
!1024 = !DILocation(line: 321, column: 22, scope: !1014)
!1025 = distinct !DISubprogram(name: "isspace", scope: !3, file: !3, line: 322, type: !986, scopeLine: 322, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1026)
!1026 = !{!1027}
!1027 = !DILocalVariable(name: "c", arg: 1, scope: !1025, file: !3, line: 322, type: !23)
!1028 = !DILocation(line: 0, scope: !1025)
!1029 = !DILocation(line: 0, scope: !992, inlinedAt: !1030)
!1030 = distinct !DILocation(line: 322, column: 29, scope: !1025)
!1031 = !DILocation(line: 318, column: 42, scope: !992, inlinedAt: !1030)
!1032 = !DILocation(line: 318, column: 55, scope: !992, inlinedAt: !1030)
!1033 = !DILocation(line: 322, column: 36, scope: !1025)
!1034 = !DILocation(line: 318, column: 32, scope: !992, inlinedAt: !1030)
!1035 = !DILocation(line: 322, column: 22, scope: !1025)
!1036 = distinct !DISubprogram(name: "isupper", scope: !3, file: !3, line: 323, type: !986, scopeLine: 323, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1037)
!1037 = !{!1038}
!1038 = !DILocalVariable(name: "c", arg: 1, scope: !1036, file: !3, line: 323, type: !23)
!1039 = !DILocation(line: 0, scope: !1036)
!1040 = !DILocation(line: 0, scope: !992, inlinedAt: !1041)
!1041 = distinct !DILocation(line: 323, column: 29, scope: !1036)
!1042 = !DILocation(line: 318, column: 42, scope: !992, inlinedAt: !1041)
!1043 = !DILocation(line: 318, column: 55, scope: !992, inlinedAt: !1041)
!1044 = !DILocation(line: 323, column: 36, scope: !1036)
!1045 = !DILocation(line: 318, column: 32, scope: !992, inlinedAt: !1041)
!1046 = !DILocation(line: 323, column: 22, scope: !1036)
!1047 = distinct !DISubprogram(name: "islower", scope: !3, file: !3, line: 324, type: !986, scopeLine: 324, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1048)
!1048 = !{!1049}
!1049 = !DILocalVariable(name: "c", arg: 1, scope: !1047, file: !3, line: 324, type: !23)
!1050 = !DILocation(line: 0, scope: !1047)
!1051 = !DILocation(line: 0, scope: !992, inlinedAt: !1052)
!1052 = distinct !DILocation(line: 324, column: 29, scope: !1047)
!1053 = !DILocation(line: 318, column: 42, scope: !992, inlinedAt: !1052)
!1054 = !DILocation(line: 318, column: 55, scope: !992, inlinedAt: !1052)
!1055 = !DILocation(line: 324, column: 36, scope: !1047)
!1056 = !DILocation(line: 318, column: 32, scope: !992, inlinedAt: !1052)
!1057 = !DILocation(line: 324, column: 22, scope: !1047)
!1058 = distinct !DISubprogram(name: "isxdigit", scope: !3, file: !3, line: 325, type: !986, scopeLine: 325, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1059)
!1059 = !{!1060}
!1060 = !DILocalVariable(name: "c", arg: 1, scope: !1058, file: !3, line: 325, type: !23)
!1061 = !DILocation(line: 0, scope: !1058)
!1062 = !DILocation(line: 0, scope: !992, inlinedAt: !1063)
!1063 = distinct !DILocation(line: 325, column: 30, scope: !1058)
!1064 = !DILocation(line: 318, column: 42, scope: !992, inlinedAt: !1063)
!1065 = !DILocation(line: 318, column: 55, scope: !992, inlinedAt: !1063)
!1066 = !DILocation(line: 325, column: 37, scope: !1058)
!1067 = !DILocation(line: 318, column: 32, scope: !992, inlinedAt: !1063)
!1068 = !DILocation(line: 325, column: 23, scope: !1058)
!1069 = distinct !DISubprogram(name: "isprint", scope: !3, file: !3, line: 326, type: !986, scopeLine: 326, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1070)
!1070 = !{!1071}
!1071 = !DILocalVariable(name: "c", arg: 1, scope: !1069, file: !3, line: 326, type: !23)
!1072 = !DILocation(line: 0, scope: !1069)
!1073 = !DILocation(line: 0, scope: !992, inlinedAt: !1074)
!1074 = distinct !DILocation(line: 326, column: 29, scope: !1069)
!1075 = !DILocation(line: 318, column: 42, scope: !992, inlinedAt: !1074)
!1076 = !DILocation(line: 318, column: 55, scope: !992, inlinedAt: !1074)
!1077 = !DILocation(line: 326, column: 36, scope: !1069)
!1078 = !DILocation(line: 318, column: 32, scope: !992, inlinedAt: !1074)
!1079 = !DILocation(line: 326, column: 22, scope: !1069)
!1080 = distinct !DISubprogram(name: "isgraph", scope: !3, file: !3, line: 327, type: !986, scopeLine: 327, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1081)
!1081 = !{!1082}
!1082 = !DILocalVariable(name: "c", arg: 1, scope: !1080, file: !3, line: 327, type: !23)
!1083 = !DILocation(line: 0, scope: !1080)
!1084 = !DILocation(line: 0, scope: !992, inlinedAt: !1085)
!1085 = distinct !DILocation(line: 327, column: 29, scope: !1080)
!1086 = !DILocation(line: 318, column: 42, scope: !992, inlinedAt: !1085)
!1087 = !DILocation(line: 318, column: 55, scope: !992, inlinedAt: !1085)
!1088 = !DILocation(line: 327, column: 36, scope: !1080)
!1089 = !DILocation(line: 318, column: 32, scope: !992, inlinedAt: !1085)
!1090 = !DILocation(line: 327, column: 22, scope: !1080)
!1091 = distinct !DISubprogram(name: "ispunct", scope: !3, file: !3, line: 328, type: !986, scopeLine: 328, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1092)
!1092 = !{!1093}
!1093 = !DILocalVariable(name: "c", arg: 1, scope: !1091, file: !3, line: 328, type: !23)
!1094 = !DILocation(line: 0, scope: !1091)
!1095 = !DILocation(line: 0, scope: !992, inlinedAt: !1096)
!1096 = distinct !DILocation(line: 328, column: 29, scope: !1091)
!1097 = !DILocation(line: 318, column: 42, scope: !992, inlinedAt: !1096)
!1098 = !DILocation(line: 318, column: 55, scope: !992, inlinedAt: !1096)
!1099 = !DILocation(line: 328, column: 36, scope: !1091)
!1100 = !DILocation(line: 318, column: 32, scope: !992, inlinedAt: !1096)
!1101 = !DILocation(line: 328, column: 22, scope: !1091)
!1102 = distinct !DISubprogram(name: "iscntrl", scope: !3, file: !3, line: 329, type: !986, scopeLine: 329, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1103)
!1103 = !{!1104}
!1104 = !DILocalVariable(name: "c", arg: 1, scope: !1102, file: !3, line: 329, type: !23)
!1105 = !DILocation(line: 0, scope: !1102)
!1106 = !DILocation(line: 0, scope: !992, inlinedAt: !1107)
!1107 = distinct !DILocation(line: 329, column: 29, scope: !1102)
!1108 = !DILocation(line: 318, column: 42, scope: !992, inlinedAt: !1107)
!1109 = !DILocation(line: 318, column: 55, scope: !992, inlinedAt: !1107)
!1110 = !DILocation(line: 329, column: 36, scope: !1102)
!1111 = !DILocation(line: 318, column: 32, scope: !992, inlinedAt: !1107)
!1112 = !DILocation(line: 329, column: 22, scope: !1102)
!1113 = distinct !DISubprogram(name: "isblank", scope: !3, file: !3, line: 330, type: !986, scopeLine: 330, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1114)
!1114 = !{!1115}
!1115 = !DILocalVariable(name: "c", arg: 1, scope: !1113, file: !3, line: 330, type: !23)
!1116 = !DILocation(line: 0, scope: !1113)
!1117 = !DILocation(line: 0, scope: !992, inlinedAt: !1118)
!1118 = distinct !DILocation(line: 330, column: 29, scope: !1113)
!1119 = !DILocation(line: 318, column: 42, scope: !992, inlinedAt: !1118)
!1120 = !DILocation(line: 318, column: 55, scope: !992, inlinedAt: !1118)
!1121 = !DILocation(line: 330, column: 36, scope: !1113)
!1122 = !DILocation(line: 318, column: 32, scope: !992, inlinedAt: !1118)
!1123 = !DILocation(line: 330, column: 22, scope: !1113)
!1124 = distinct !DISubprogram(name: "tolower", scope: !3, file: !3, line: 331, type: !986, scopeLine: 331, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1125)
!1125 = !{!1126}
!1126 = !DILocalVariable(name: "c", arg: 1, scope: !1124, file: !3, line: 331, type: !23)
!1127 = !DILocation(line: 0, scope: !1124)
!1128 = !DILocation(line: 331, column: 39, scope: !1124)
!1129 = !DILocation(line: 331, column: 52, scope: !1124)
!1130 = !DILocation(line: 331, column: 29, scope: !1124)
!1131 = !DILocation(line: 331, column: 22, scope: !1124)
!1132 = distinct !DISubprogram(name: "toupper", scope: !3, file: !3, line: 332, type: !986, scopeLine: 332, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1133)
!1133 = !{!1134}
!1134 = !DILocalVariable(name: "c", arg: 1, scope: !1132, file: !3, line: 332, type: !23)
!1135 = !DILocation(line: 0, scope: !1132)
!1136 = !DILocation(line: 332, column: 39, scope: !1132)
!1137 = !DILocation(line: 332, column: 52, scope: !1132)
!1138 = !DILocation(line: 332, column: 29, scope: !1132)
!1139 = !DILocation(line: 332, column: 22, scope: !1132)
!1140 = distinct !DISubprogram(name: "abs", scope: !3, file: !3, line: 336, type: !986, scopeLine: 336, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1141)
!1141 = !{!1142}
!1142 = !DILocalVariable(name: "x", arg: 1, scope: !1140, file: !3, line: 336, type: !23)
!1143 = !DILocation(line: 0, scope: !1140)
!1144 = !DILocation(line: 336, column: 25, scope: !1140)
!1145 = !DILocation(line: 336, column: 18, scope: !1140)
!1146 = distinct !DISubprogram(name: "labs", scope: !3, file: !3, line: 337, type: !1147, scopeLine: 337, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1149)
!1147 = !DISubroutineType(types: !1148)
!1148 = !{!21, !21}
!1149 = !{!1150}
!1150 = !DILocalVariable(name: "x", arg: 1, scope: !1146, file: !3, line: 337, type: !21)
!1151 = !DILocation(line: 0, scope: !1146)
!1152 = !DILocation(line: 337, column: 28, scope: !1146)
!1153 = !DILocation(line: 337, column: 21, scope: !1146)
!1154 = distinct !DISubprogram(name: "llabs", scope: !3, file: !3, line: 338, type: !1155, scopeLine: 338, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1157)
!1155 = !DISubroutineType(types: !1156)
!1156 = !{!20, !20}
!1157 = !{!1158}
!1158 = !DILocalVariable(name: "x", arg: 1, scope: !1154, file: !3, line: 338, type: !20)
!1159 = !DILocation(line: 0, scope: !1154)
!1160 = !DILocation(line: 338, column: 39, scope: !1154)
!1161 = !DILocation(line: 338, column: 32, scope: !1154)
!1162 = distinct !DISubprogram(name: "getenv", scope: !3, file: !3, line: 340, type: !927, scopeLine: 340, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1163)
!1163 = !{!1164}
!1164 = !DILocalVariable(name: "name", arg: 1, scope: !1162, file: !3, line: 340, type: !25)
!1165 = !DILocation(line: 0, scope: !1162)
!1166 = !DILocation(line: 342, column: 3, scope: !1162)
!1167 = distinct !DISubprogram(name: "strtoll", scope: !3, file: !3, line: 424, type: !1168, scopeLine: 424, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1170)
!1168 = !DISubroutineType(types: !1169)
!1169 = !{!20, !25, !818, !23}
!1170 = !{!1171, !1172, !1173, !1174, !1175}
!1171 = !DILocalVariable(name: "nptr", arg: 1, scope: !1167, file: !3, line: 424, type: !25)
!1172 = !DILocalVariable(name: "endptr", arg: 2, scope: !1167, file: !3, line: 424, type: !818)
!1173 = !DILocalVariable(name: "base", arg: 3, scope: !1167, file: !3, line: 424, type: !23)
!1174 = !DILocalVariable(name: "neg", scope: !1167, file: !3, line: 425, type: !23)
!1175 = !DILocalVariable(name: "v", scope: !1167, file: !3, line: 426, type: !30)
!1176 = distinct !DIAssignID()
!1177 = !DILocation(line: 0, scope: !1167)
!1178 = !DILocation(line: 425, column: 3, scope: !1167)
!1179 = !DILocation(line: 425, column: 7, scope: !1167)
!1180 = distinct !DIAssignID()
!1181 = !DILocation(line: 426, column: 26, scope: !1167)
!1182 = !DILocation(line: 428, column: 10, scope: !1167)
!1183 = !DILocation(line: 429, column: 1, scope: !1167)
!1184 = !DILocation(line: 428, column: 3, scope: !1167)
!1185 = distinct !DISubprogram(name: "strto_common", scope: !3, file: !3, line: 386, type: !1186, scopeLine: 388, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1188)
!1186 = !DISubroutineType(types: !1187)
!1187 = !{!30, !25, !818, !23, !23, !30, !20, !20, !39}
!1188 = !{!1189, !1190, !1191, !1192, !1193, !1194, !1195, !1196, !1197, !1198, !1199, !1200, !1201, !1202, !1203}
!1189 = !DILocalVariable(name: "nptr", arg: 1, scope: !1185, file: !3, line: 386, type: !25)
!1190 = !DILocalVariable(name: "endptr", arg: 2, scope: !1185, file: !3, line: 386, type: !818)
!1191 = !DILocalVariable(name: "base", arg: 3, scope: !1185, file: !3, line: 386, type: !23)
!1192 = !DILocalVariable(name: "is_signed", arg: 4, scope: !1185, file: !3, line: 386, type: !23)
!1193 = !DILocalVariable(name: "umax", arg: 5, scope: !1185, file: !3, line: 387, type: !30)
!1194 = !DILocalVariable(name: "smin", arg: 6, scope: !1185, file: !3, line: 387, type: !20)
!1195 = !DILocalVariable(name: "smax", arg: 7, scope: !1185, file: !3, line: 387, type: !20)
!1196 = !DILocalVariable(name: "neg_out", arg: 8, scope: !1185, file: !3, line: 388, type: !39)
!1197 = !DILocalVariable(name: "s", scope: !1185, file: !3, line: 389, type: !25)
!1198 = !DILocalVariable(name: "neg", scope: !1185, file: !3, line: 392, type: !23)
!1199 = !DILocalVariable(name: "limit", scope: !1185, file: !3, line: 403, type: !30)
!1200 = !DILocalVariable(name: "end", scope: !1185, file: !3, line: 408, type: !25)
!1201 = !DILocalVariable(name: "overflow", scope: !1185, file: !3, line: 409, type: !23)
!1202 = !DILocalVariable(name: "any", scope: !1185, file: !3, line: 409, type: !23)
!1203 = !DILocalVariable(name: "v", scope: !1185, file: !3, line: 410, type: !30)
!1204 = !DILocation(line: 0, scope: !1185)
!1205 = !DILocation(line: 390, column: 3, scope: !1185)
!1206 = !DILocation(line: 390, column: 33, scope: !1185)
!1207 = !DILocation(line: 390, column: 18, scope: !1185)
!1208 = !DILocation(line: 0, scope: !1025, inlinedAt: !1209)
!1209 = distinct !DILocation(line: 390, column: 10, scope: !1185)
!1210 = !DILocation(line: 0, scope: !992, inlinedAt: !1211)
!1211 = distinct !DILocation(line: 322, column: 29, scope: !1025, inlinedAt: !1209)
!1212 = !DILocation(line: 318, column: 55, scope: !992, inlinedAt: !1211)
!1213 = !DILocation(line: 322, column: 36, scope: !1025, inlinedAt: !1209)
!1214 = !DILocation(line: 391, column: 6, scope: !1185)
!1215 = distinct !{!1215, !1205, !1214, !339}
!1216 = !DILocation(line: 393, column: 17, scope: !1217)
!1217 = distinct !DILexicalBlock(scope: !1185, file: !3, line: 393, column: 7)
!1218 = !DILocation(line: 394, column: 14, scope: !1219)
!1219 = distinct !DILexicalBlock(scope: !1217, file: !3, line: 393, column: 31)
!1220 = !DILocation(line: 396, column: 3, scope: !1219)
!1221 = !DILocation(line: 397, column: 16, scope: !1222)
!1222 = distinct !DILexicalBlock(scope: !1185, file: !3, line: 397, column: 7)
!1223 = !DILocation(line: 398, column: 5, scope: !1224)
!1224 = distinct !DILexicalBlock(scope: !1222, file: !3, line: 397, column: 43)
!1225 = !DILocation(line: 398, column: 18, scope: !1224)
!1226 = !DILocation(line: 399, column: 9, scope: !1227)
!1227 = distinct !DILexicalBlock(scope: !1224, file: !3, line: 399, column: 9)
!1228 = !DILocation(line: 399, column: 9, scope: !1224)
!1229 = !DILocation(line: 400, column: 15, scope: !1227)
!1230 = !DILocation(line: 400, column: 7, scope: !1227)
!1231 = !DILocation(line: 404, column: 7, scope: !1232)
!1232 = distinct !DILexicalBlock(scope: !1185, file: !3, line: 404, column: 7)
!1233 = !DILocation(line: 404, column: 7, scope: !1185)
!1234 = !DILocalVariable(name: "s", arg: 1, scope: !1235, file: !3, line: 347, type: !25)
!1235 = distinct !DISubprogram(name: "parse_digits", scope: !3, file: !3, line: 347, type: !1236, scopeLine: 348, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1239)
!1236 = !DISubroutineType(types: !1237)
!1237 = !{!30, !25, !1238, !39, !30, !39, !39}
!1238 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 32)
!1239 = !{!1234, !1240, !1241, !1242, !1243, !1244, !1245, !1246, !1247, !1251}
!1240 = !DILocalVariable(name: "end", arg: 2, scope: !1235, file: !3, line: 347, type: !1238)
!1241 = !DILocalVariable(name: "base", arg: 3, scope: !1235, file: !3, line: 347, type: !39)
!1242 = !DILocalVariable(name: "limit", arg: 4, scope: !1235, file: !3, line: 348, type: !30)
!1243 = !DILocalVariable(name: "overflow", arg: 5, scope: !1235, file: !3, line: 348, type: !39)
!1244 = !DILocalVariable(name: "any", arg: 6, scope: !1235, file: !3, line: 348, type: !39)
!1245 = !DILocalVariable(name: "b", scope: !1235, file: !3, line: 349, type: !23)
!1246 = !DILocalVariable(name: "v", scope: !1235, file: !3, line: 358, type: !30)
!1247 = !DILocalVariable(name: "d", scope: !1248, file: !3, line: 362, type: !23)
!1248 = distinct !DILexicalBlock(scope: !1249, file: !3, line: 361, column: 16)
!1249 = distinct !DILexicalBlock(scope: !1250, file: !3, line: 361, column: 3)
!1250 = distinct !DILexicalBlock(scope: !1235, file: !3, line: 361, column: 3)
!1251 = !DILocalVariable(name: "c", scope: !1248, file: !3, line: 363, type: !16)
!1252 = !DILocation(line: 0, scope: !1235, inlinedAt: !1253)
!1253 = distinct !DILocation(line: 410, column: 26, scope: !1185)
!1254 = !DILocation(line: 350, column: 10, scope: !1255, inlinedAt: !1253)
!1255 = distinct !DILexicalBlock(scope: !1235, file: !3, line: 350, column: 7)
!1256 = !DILocation(line: 350, column: 15, scope: !1255, inlinedAt: !1253)
!1257 = !DILocation(line: 350, column: 30, scope: !1255, inlinedAt: !1253)
!1258 = !DILocation(line: 350, column: 35, scope: !1255, inlinedAt: !1253)
!1259 = !DILocation(line: 350, column: 42, scope: !1255, inlinedAt: !1253)
!1260 = !DILocation(line: 350, column: 46, scope: !1255, inlinedAt: !1253)
!1261 = !DILocation(line: 350, column: 58, scope: !1255, inlinedAt: !1253)
!1262 = !DILocation(line: 351, column: 32, scope: !1255, inlinedAt: !1253)
!1263 = !DILocation(line: 351, column: 17, scope: !1255, inlinedAt: !1253)
!1264 = !DILocation(line: 0, scope: !1058, inlinedAt: !1265)
!1265 = distinct !DILocation(line: 351, column: 8, scope: !1255, inlinedAt: !1253)
!1266 = !DILocation(line: 0, scope: !992, inlinedAt: !1267)
!1267 = distinct !DILocation(line: 325, column: 30, scope: !1058, inlinedAt: !1265)
!1268 = !DILocation(line: 318, column: 55, scope: !992, inlinedAt: !1267)
!1269 = !DILocation(line: 325, column: 37, scope: !1058, inlinedAt: !1265)
!1270 = !DILocation(line: 351, column: 8, scope: !1255, inlinedAt: !1253)
!1271 = !DILocation(line: 350, column: 7, scope: !1235, inlinedAt: !1253)
!1272 = !DILocation(line: 354, column: 14, scope: !1255, inlinedAt: !1253)
!1273 = !DILocation(line: 355, column: 9, scope: !1274, inlinedAt: !1253)
!1274 = distinct !DILexicalBlock(scope: !1275, file: !3, line: 354, column: 22)
!1275 = distinct !DILexicalBlock(scope: !1255, file: !3, line: 354, column: 14)
!1276 = !DILocation(line: 356, column: 3, scope: !1274, inlinedAt: !1253)
!1277 = !DILocation(line: 363, column: 38, scope: !1248, inlinedAt: !1253)
!1278 = !DILocation(line: 0, scope: !1248, inlinedAt: !1253)
!1279 = !DILocation(line: 364, column: 17, scope: !1280, inlinedAt: !1253)
!1280 = distinct !DILexicalBlock(scope: !1248, file: !3, line: 364, column: 9)
!1281 = !DILocation(line: 0, scope: !1003, inlinedAt: !1282)
!1282 = distinct !DILocation(line: 364, column: 9, scope: !1280, inlinedAt: !1253)
!1283 = !DILocation(line: 0, scope: !992, inlinedAt: !1284)
!1284 = distinct !DILocation(line: 320, column: 29, scope: !1003, inlinedAt: !1282)
!1285 = !DILocation(line: 318, column: 55, scope: !992, inlinedAt: !1284)
!1286 = !DILocation(line: 320, column: 36, scope: !1003, inlinedAt: !1282)
!1287 = !DILocation(line: 364, column: 9, scope: !1280, inlinedAt: !1253)
!1288 = !DILocation(line: 364, column: 9, scope: !1248, inlinedAt: !1253)
!1289 = !DILocation(line: 365, column: 13, scope: !1280, inlinedAt: !1253)
!1290 = !DILocation(line: 365, column: 7, scope: !1280, inlinedAt: !1253)
!1291 = !DILocation(line: 0, scope: !985, inlinedAt: !1292)
!1292 = distinct !DILocation(line: 366, column: 14, scope: !1293, inlinedAt: !1253)
!1293 = distinct !DILexicalBlock(scope: !1280, file: !3, line: 366, column: 14)
!1294 = !DILocation(line: 0, scope: !992, inlinedAt: !1295)
!1295 = distinct !DILocation(line: 319, column: 29, scope: !985, inlinedAt: !1292)
!1296 = !DILocation(line: 319, column: 36, scope: !985, inlinedAt: !1292)
!1297 = !DILocation(line: 366, column: 14, scope: !1293, inlinedAt: !1253)
!1298 = !DILocation(line: 366, column: 14, scope: !1280, inlinedAt: !1253)
!1299 = !DILocation(line: 0, scope: !1124, inlinedAt: !1300)
!1300 = distinct !DILocation(line: 367, column: 11, scope: !1293, inlinedAt: !1253)
!1301 = !DILocation(line: 331, column: 52, scope: !1124, inlinedAt: !1300)
!1302 = !DILocation(line: 367, column: 28, scope: !1293, inlinedAt: !1253)
!1303 = !DILocation(line: 0, scope: !1280, inlinedAt: !1253)
!1304 = !DILocation(line: 370, column: 11, scope: !1305, inlinedAt: !1253)
!1305 = distinct !DILexicalBlock(scope: !1248, file: !3, line: 370, column: 9)
!1306 = !DILocation(line: 370, column: 9, scope: !1248, inlinedAt: !1253)
!1307 = !DILocation(line: 375, column: 22, scope: !1308, inlinedAt: !1253)
!1308 = distinct !DILexicalBlock(scope: !1248, file: !3, line: 375, column: 9)
!1309 = !DILocation(line: 361, column: 3, scope: !1235, inlinedAt: !1253)
!1310 = !DILocation(line: 361, column: 3, scope: !1250, inlinedAt: !1253)
!1311 = !DILocation(line: 373, column: 9, scope: !1248, inlinedAt: !1253)
!1312 = distinct !{!1312, !1310, !1313, !1314}
!1313 = !DILocation(line: 381, column: 3, scope: !1250, inlinedAt: !1253)
!1314 = !{!"llvm.loop.peeled.count", i32 1}
!1315 = !DILocation(line: 375, column: 20, scope: !1308, inlinedAt: !1253)
!1316 = !DILocation(line: 375, column: 45, scope: !1308, inlinedAt: !1253)
!1317 = !DILocation(line: 375, column: 11, scope: !1308, inlinedAt: !1253)
!1318 = !DILocation(line: 375, column: 9, scope: !1248, inlinedAt: !1253)
!1319 = !DILocation(line: 412, column: 9, scope: !1320)
!1320 = distinct !DILexicalBlock(scope: !1321, file: !3, line: 412, column: 9)
!1321 = distinct !DILexicalBlock(scope: !1322, file: !3, line: 411, column: 13)
!1322 = distinct !DILexicalBlock(scope: !1185, file: !3, line: 411, column: 7)
!1323 = !DILocation(line: 412, column: 9, scope: !1321)
!1324 = !DILocation(line: 413, column: 15, scope: !1320)
!1325 = !DILocation(line: 413, column: 7, scope: !1320)
!1326 = !DILocation(line: 418, column: 7, scope: !1327)
!1327 = distinct !DILexicalBlock(scope: !1185, file: !3, line: 418, column: 7)
!1328 = !DILocation(line: 416, column: 7, scope: !1329)
!1329 = distinct !DILexicalBlock(scope: !1185, file: !3, line: 416, column: 7)
!1330 = !DILocation(line: 416, column: 7, scope: !1185)
!1331 = !DILocation(line: 417, column: 13, scope: !1329)
!1332 = !DILocation(line: 417, column: 5, scope: !1329)
!1333 = !DILocation(line: 418, column: 7, scope: !1185)
!1334 = !DILocation(line: 419, column: 5, scope: !1327)
!1335 = !DILocation(line: 419, column: 18, scope: !1327)
!1336 = !DILocation(line: 420, column: 12, scope: !1185)
!1337 = !DILocation(line: 421, column: 3, scope: !1185)
!1338 = !DILocation(line: 422, column: 1, scope: !1185)
!1339 = distinct !DISubprogram(name: "strtoull", scope: !3, file: !3, line: 431, type: !1340, scopeLine: 431, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1342)
!1340 = !DISubroutineType(types: !1341)
!1341 = !{!30, !25, !818, !23}
!1342 = !{!1343, !1344, !1345, !1346, !1347}
!1343 = !DILocalVariable(name: "nptr", arg: 1, scope: !1339, file: !3, line: 431, type: !25)
!1344 = !DILocalVariable(name: "endptr", arg: 2, scope: !1339, file: !3, line: 431, type: !818)
!1345 = !DILocalVariable(name: "base", arg: 3, scope: !1339, file: !3, line: 431, type: !23)
!1346 = !DILocalVariable(name: "neg", scope: !1339, file: !3, line: 432, type: !23)
!1347 = !DILocalVariable(name: "v", scope: !1339, file: !3, line: 433, type: !30)
!1348 = distinct !DIAssignID()
!1349 = !DILocation(line: 0, scope: !1339)
!1350 = !DILocation(line: 432, column: 3, scope: !1339)
!1351 = !DILocation(line: 432, column: 7, scope: !1339)
!1352 = distinct !DIAssignID()
!1353 = !DILocation(line: 433, column: 26, scope: !1339)
!1354 = !DILocation(line: 434, column: 10, scope: !1339)
!1355 = !DILocation(line: 435, column: 1, scope: !1339)
!1356 = !DILocation(line: 434, column: 3, scope: !1339)
!1357 = distinct !DISubprogram(name: "strtol", scope: !3, file: !3, line: 437, type: !1358, scopeLine: 437, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1360)
!1358 = !DISubroutineType(types: !1359)
!1359 = !{!21, !25, !818, !23}
!1360 = !{!1361, !1362, !1363, !1364, !1365, !1366}
!1361 = !DILocalVariable(name: "nptr", arg: 1, scope: !1357, file: !3, line: 437, type: !25)
!1362 = !DILocalVariable(name: "endptr", arg: 2, scope: !1357, file: !3, line: 437, type: !818)
!1363 = !DILocalVariable(name: "base", arg: 3, scope: !1357, file: !3, line: 437, type: !23)
!1364 = !DILocalVariable(name: "neg", scope: !1357, file: !3, line: 438, type: !23)
!1365 = !DILocalVariable(name: "lmax", scope: !1357, file: !3, line: 439, type: !21)
!1366 = !DILocalVariable(name: "v", scope: !1357, file: !3, line: 440, type: !30)
!1367 = distinct !DIAssignID()
!1368 = !DILocation(line: 0, scope: !1357)
!1369 = !DILocation(line: 438, column: 3, scope: !1357)
!1370 = !DILocation(line: 438, column: 7, scope: !1357)
!1371 = distinct !DIAssignID()
!1372 = !DILocation(line: 440, column: 26, scope: !1357)
!1373 = !DILocation(line: 441, column: 10, scope: !1357)
!1374 = !DILocation(line: 442, column: 1, scope: !1357)
!1375 = !DILocation(line: 441, column: 3, scope: !1357)
!1376 = distinct !DISubprogram(name: "strtoul", scope: !3, file: !3, line: 444, type: !1377, scopeLine: 444, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1379)
!1377 = !DISubroutineType(types: !1378)
!1378 = !{!22, !25, !818, !23}
!1379 = !{!1380, !1381, !1382, !1383, !1384}
!1380 = !DILocalVariable(name: "nptr", arg: 1, scope: !1376, file: !3, line: 444, type: !25)
!1381 = !DILocalVariable(name: "endptr", arg: 2, scope: !1376, file: !3, line: 444, type: !818)
!1382 = !DILocalVariable(name: "base", arg: 3, scope: !1376, file: !3, line: 444, type: !23)
!1383 = !DILocalVariable(name: "neg", scope: !1376, file: !3, line: 445, type: !23)
!1384 = !DILocalVariable(name: "v", scope: !1376, file: !3, line: 446, type: !30)
!1385 = distinct !DIAssignID()
!1386 = !DILocation(line: 0, scope: !1376)
!1387 = !DILocation(line: 445, column: 3, scope: !1376)
!1388 = !DILocation(line: 445, column: 7, scope: !1376)
!1389 = distinct !DIAssignID()
!1390 = !DILocation(line: 446, column: 26, scope: !1376)
!1391 = !DILocation(line: 447, column: 10, scope: !1376)
!1392 = !DILocation(line: 448, column: 1, scope: !1376)
!1393 = !DILocation(line: 447, column: 3, scope: !1376)
!1394 = distinct !DISubprogram(name: "atoi", scope: !3, file: !3, line: 450, type: !1395, scopeLine: 450, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1397)
!1395 = !DISubroutineType(types: !1396)
!1396 = !{!23, !25}
!1397 = !{!1398}
!1398 = !DILocalVariable(name: "s", arg: 1, scope: !1394, file: !3, line: 450, type: !25)
!1399 = !DILocation(line: 0, scope: !1394)
!1400 = !DILocation(line: 0, scope: !1357, inlinedAt: !1401)
!1401 = distinct !DILocation(line: 450, column: 39, scope: !1394)
!1402 = !DILocation(line: 0, scope: !1185, inlinedAt: !1403)
!1403 = distinct !DILocation(line: 440, column: 26, scope: !1357, inlinedAt: !1401)
!1404 = !DILocation(line: 390, column: 3, scope: !1185, inlinedAt: !1403)
!1405 = !DILocation(line: 390, column: 33, scope: !1185, inlinedAt: !1403)
!1406 = !DILocation(line: 390, column: 18, scope: !1185, inlinedAt: !1403)
!1407 = !DILocation(line: 0, scope: !1025, inlinedAt: !1408)
!1408 = distinct !DILocation(line: 390, column: 10, scope: !1185, inlinedAt: !1403)
!1409 = !DILocation(line: 0, scope: !992, inlinedAt: !1410)
!1410 = distinct !DILocation(line: 322, column: 29, scope: !1025, inlinedAt: !1408)
!1411 = !DILocation(line: 318, column: 55, scope: !992, inlinedAt: !1410)
!1412 = !DILocation(line: 322, column: 36, scope: !1025, inlinedAt: !1408)
!1413 = !DILocation(line: 391, column: 6, scope: !1185, inlinedAt: !1403)
!1414 = distinct !{!1414, !1404, !1413, !339}
!1415 = !DILocation(line: 393, column: 17, scope: !1217, inlinedAt: !1403)
!1416 = !DILocation(line: 394, column: 14, scope: !1219, inlinedAt: !1403)
!1417 = !DILocation(line: 404, column: 7, scope: !1185, inlinedAt: !1403)
!1418 = !DILocation(line: 363, column: 38, scope: !1248, inlinedAt: !1419)
!1419 = distinct !DILocation(line: 410, column: 26, scope: !1185, inlinedAt: !1403)
!1420 = !DILocation(line: 318, column: 55, scope: !992, inlinedAt: !1421)
!1421 = distinct !DILocation(line: 320, column: 29, scope: !1003, inlinedAt: !1422)
!1422 = distinct !DILocation(line: 364, column: 9, scope: !1280, inlinedAt: !1419)
!1423 = !DILocation(line: 364, column: 17, scope: !1280, inlinedAt: !1419)
!1424 = !DILocation(line: 0, scope: !1235, inlinedAt: !1419)
!1425 = !DILocation(line: 0, scope: !1248, inlinedAt: !1419)
!1426 = !DILocation(line: 0, scope: !1003, inlinedAt: !1422)
!1427 = !DILocation(line: 0, scope: !992, inlinedAt: !1421)
!1428 = !DILocation(line: 320, column: 36, scope: !1003, inlinedAt: !1422)
!1429 = !DILocation(line: 364, column: 9, scope: !1280, inlinedAt: !1419)
!1430 = !DILocation(line: 364, column: 9, scope: !1248, inlinedAt: !1419)
!1431 = !DILocation(line: 365, column: 13, scope: !1280, inlinedAt: !1419)
!1432 = !DILocation(line: 365, column: 7, scope: !1280, inlinedAt: !1419)
!1433 = !DILocation(line: 0, scope: !985, inlinedAt: !1434)
!1434 = distinct !DILocation(line: 366, column: 14, scope: !1293, inlinedAt: !1419)
!1435 = !DILocation(line: 0, scope: !992, inlinedAt: !1436)
!1436 = distinct !DILocation(line: 319, column: 29, scope: !985, inlinedAt: !1434)
!1437 = !DILocation(line: 319, column: 36, scope: !985, inlinedAt: !1434)
!1438 = !DILocation(line: 366, column: 14, scope: !1293, inlinedAt: !1419)
!1439 = !DILocation(line: 366, column: 14, scope: !1280, inlinedAt: !1419)
!1440 = !DILocation(line: 0, scope: !1124, inlinedAt: !1441)
!1441 = distinct !DILocation(line: 367, column: 11, scope: !1293, inlinedAt: !1419)
!1442 = !DILocation(line: 331, column: 52, scope: !1124, inlinedAt: !1441)
!1443 = !DILocation(line: 367, column: 28, scope: !1293, inlinedAt: !1419)
!1444 = !DILocation(line: 0, scope: !1280, inlinedAt: !1419)
!1445 = !DILocation(line: 370, column: 11, scope: !1305, inlinedAt: !1419)
!1446 = !DILocation(line: 370, column: 9, scope: !1248, inlinedAt: !1419)
!1447 = !DILocation(line: 375, column: 22, scope: !1308, inlinedAt: !1419)
!1448 = !DILocation(line: 361, column: 3, scope: !1235, inlinedAt: !1419)
!1449 = !DILocation(line: 361, column: 3, scope: !1250, inlinedAt: !1419)
!1450 = !DILocation(line: 373, column: 9, scope: !1248, inlinedAt: !1419)
!1451 = distinct !{!1451, !1449, !1452, !1314}
!1452 = !DILocation(line: 381, column: 3, scope: !1250, inlinedAt: !1419)
!1453 = !DILocation(line: 375, column: 20, scope: !1308, inlinedAt: !1419)
!1454 = !DILocation(line: 375, column: 45, scope: !1308, inlinedAt: !1419)
!1455 = !DILocation(line: 375, column: 11, scope: !1308, inlinedAt: !1419)
!1456 = !DILocation(line: 375, column: 9, scope: !1248, inlinedAt: !1419)
!1457 = !DILocation(line: 418, column: 7, scope: !1327, inlinedAt: !1403)
!1458 = !DILocation(line: 418, column: 7, scope: !1185, inlinedAt: !1403)
!1459 = !DILocation(line: 419, column: 5, scope: !1327, inlinedAt: !1403)
!1460 = !DILocation(line: 419, column: 18, scope: !1327, inlinedAt: !1403)
!1461 = !DILocation(line: 441, column: 10, scope: !1357, inlinedAt: !1401)
!1462 = !DILocation(line: 450, column: 27, scope: !1394)
!1463 = distinct !DISubprogram(name: "atol", scope: !3, file: !3, line: 451, type: !1464, scopeLine: 451, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1466)
!1464 = !DISubroutineType(types: !1465)
!1465 = !{!21, !25}
!1466 = !{!1467}
!1467 = !DILocalVariable(name: "s", arg: 1, scope: !1463, file: !3, line: 451, type: !25)
!1468 = !DILocation(line: 0, scope: !1463)
!1469 = !DILocation(line: 0, scope: !1357, inlinedAt: !1470)
!1470 = distinct !DILocation(line: 451, column: 35, scope: !1463)
!1471 = !DILocation(line: 0, scope: !1185, inlinedAt: !1472)
!1472 = distinct !DILocation(line: 440, column: 26, scope: !1357, inlinedAt: !1470)
!1473 = !DILocation(line: 390, column: 3, scope: !1185, inlinedAt: !1472)
!1474 = !DILocation(line: 390, column: 33, scope: !1185, inlinedAt: !1472)
!1475 = !DILocation(line: 390, column: 18, scope: !1185, inlinedAt: !1472)
!1476 = !DILocation(line: 0, scope: !1025, inlinedAt: !1477)
!1477 = distinct !DILocation(line: 390, column: 10, scope: !1185, inlinedAt: !1472)
!1478 = !DILocation(line: 0, scope: !992, inlinedAt: !1479)
!1479 = distinct !DILocation(line: 322, column: 29, scope: !1025, inlinedAt: !1477)
!1480 = !DILocation(line: 318, column: 55, scope: !992, inlinedAt: !1479)
!1481 = !DILocation(line: 322, column: 36, scope: !1025, inlinedAt: !1477)
!1482 = !DILocation(line: 391, column: 6, scope: !1185, inlinedAt: !1472)
!1483 = distinct !{!1483, !1473, !1482, !339}
!1484 = !DILocation(line: 393, column: 17, scope: !1217, inlinedAt: !1472)
!1485 = !DILocation(line: 394, column: 14, scope: !1219, inlinedAt: !1472)
!1486 = !DILocation(line: 404, column: 7, scope: !1185, inlinedAt: !1472)
!1487 = !DILocation(line: 363, column: 38, scope: !1248, inlinedAt: !1488)
!1488 = distinct !DILocation(line: 410, column: 26, scope: !1185, inlinedAt: !1472)
!1489 = !DILocation(line: 318, column: 55, scope: !992, inlinedAt: !1490)
!1490 = distinct !DILocation(line: 320, column: 29, scope: !1003, inlinedAt: !1491)
!1491 = distinct !DILocation(line: 364, column: 9, scope: !1280, inlinedAt: !1488)
!1492 = !DILocation(line: 364, column: 17, scope: !1280, inlinedAt: !1488)
!1493 = !DILocation(line: 0, scope: !1235, inlinedAt: !1488)
!1494 = !DILocation(line: 0, scope: !1248, inlinedAt: !1488)
!1495 = !DILocation(line: 0, scope: !1003, inlinedAt: !1491)
!1496 = !DILocation(line: 0, scope: !992, inlinedAt: !1490)
!1497 = !DILocation(line: 320, column: 36, scope: !1003, inlinedAt: !1491)
!1498 = !DILocation(line: 364, column: 9, scope: !1280, inlinedAt: !1488)
!1499 = !DILocation(line: 364, column: 9, scope: !1248, inlinedAt: !1488)
!1500 = !DILocation(line: 365, column: 13, scope: !1280, inlinedAt: !1488)
!1501 = !DILocation(line: 365, column: 7, scope: !1280, inlinedAt: !1488)
!1502 = !DILocation(line: 0, scope: !985, inlinedAt: !1503)
!1503 = distinct !DILocation(line: 366, column: 14, scope: !1293, inlinedAt: !1488)
!1504 = !DILocation(line: 0, scope: !992, inlinedAt: !1505)
!1505 = distinct !DILocation(line: 319, column: 29, scope: !985, inlinedAt: !1503)
!1506 = !DILocation(line: 319, column: 36, scope: !985, inlinedAt: !1503)
!1507 = !DILocation(line: 366, column: 14, scope: !1293, inlinedAt: !1488)
!1508 = !DILocation(line: 366, column: 14, scope: !1280, inlinedAt: !1488)
!1509 = !DILocation(line: 0, scope: !1124, inlinedAt: !1510)
!1510 = distinct !DILocation(line: 367, column: 11, scope: !1293, inlinedAt: !1488)
!1511 = !DILocation(line: 331, column: 52, scope: !1124, inlinedAt: !1510)
!1512 = !DILocation(line: 367, column: 28, scope: !1293, inlinedAt: !1488)
!1513 = !DILocation(line: 0, scope: !1280, inlinedAt: !1488)
!1514 = !DILocation(line: 370, column: 11, scope: !1305, inlinedAt: !1488)
!1515 = !DILocation(line: 370, column: 9, scope: !1248, inlinedAt: !1488)
!1516 = !DILocation(line: 375, column: 22, scope: !1308, inlinedAt: !1488)
!1517 = !DILocation(line: 361, column: 3, scope: !1235, inlinedAt: !1488)
!1518 = !DILocation(line: 361, column: 3, scope: !1250, inlinedAt: !1488)
!1519 = !DILocation(line: 373, column: 9, scope: !1248, inlinedAt: !1488)
!1520 = distinct !{!1520, !1518, !1521, !1314}
!1521 = !DILocation(line: 381, column: 3, scope: !1250, inlinedAt: !1488)
!1522 = !DILocation(line: 375, column: 20, scope: !1308, inlinedAt: !1488)
!1523 = !DILocation(line: 375, column: 45, scope: !1308, inlinedAt: !1488)
!1524 = !DILocation(line: 375, column: 11, scope: !1308, inlinedAt: !1488)
!1525 = !DILocation(line: 375, column: 9, scope: !1248, inlinedAt: !1488)
!1526 = !DILocation(line: 418, column: 7, scope: !1327, inlinedAt: !1472)
!1527 = !DILocation(line: 418, column: 7, scope: !1185, inlinedAt: !1472)
!1528 = !DILocation(line: 419, column: 5, scope: !1327, inlinedAt: !1472)
!1529 = !DILocation(line: 419, column: 18, scope: !1327, inlinedAt: !1472)
!1530 = !DILocation(line: 441, column: 10, scope: !1357, inlinedAt: !1470)
!1531 = !DILocation(line: 451, column: 28, scope: !1463)
!1532 = distinct !DISubprogram(name: "atoll", scope: !3, file: !3, line: 452, type: !1533, scopeLine: 452, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1535)
!1533 = !DISubroutineType(types: !1534)
!1534 = !{!20, !25}
!1535 = !{!1536}
!1536 = !DILocalVariable(name: "s", arg: 1, scope: !1532, file: !3, line: 452, type: !25)
!1537 = !DILocation(line: 0, scope: !1532)
!1538 = !DILocation(line: 0, scope: !1167, inlinedAt: !1539)
!1539 = distinct !DILocation(line: 452, column: 41, scope: !1532)
!1540 = !DILocation(line: 0, scope: !1185, inlinedAt: !1541)
!1541 = distinct !DILocation(line: 426, column: 26, scope: !1167, inlinedAt: !1539)
!1542 = !DILocation(line: 390, column: 3, scope: !1185, inlinedAt: !1541)
!1543 = !DILocation(line: 390, column: 33, scope: !1185, inlinedAt: !1541)
!1544 = !DILocation(line: 390, column: 18, scope: !1185, inlinedAt: !1541)
!1545 = !DILocation(line: 0, scope: !1025, inlinedAt: !1546)
!1546 = distinct !DILocation(line: 390, column: 10, scope: !1185, inlinedAt: !1541)
!1547 = !DILocation(line: 0, scope: !992, inlinedAt: !1548)
!1548 = distinct !DILocation(line: 322, column: 29, scope: !1025, inlinedAt: !1546)
!1549 = !DILocation(line: 318, column: 55, scope: !992, inlinedAt: !1548)
!1550 = !DILocation(line: 322, column: 36, scope: !1025, inlinedAt: !1546)
!1551 = !DILocation(line: 391, column: 6, scope: !1185, inlinedAt: !1541)
!1552 = distinct !{!1552, !1542, !1551, !339}
!1553 = !DILocation(line: 393, column: 17, scope: !1217, inlinedAt: !1541)
!1554 = !DILocation(line: 394, column: 14, scope: !1219, inlinedAt: !1541)
!1555 = !DILocation(line: 404, column: 7, scope: !1185, inlinedAt: !1541)
!1556 = !DILocation(line: 363, column: 38, scope: !1248, inlinedAt: !1557)
!1557 = distinct !DILocation(line: 410, column: 26, scope: !1185, inlinedAt: !1541)
!1558 = !DILocation(line: 318, column: 55, scope: !992, inlinedAt: !1559)
!1559 = distinct !DILocation(line: 320, column: 29, scope: !1003, inlinedAt: !1560)
!1560 = distinct !DILocation(line: 364, column: 9, scope: !1280, inlinedAt: !1557)
!1561 = !DILocation(line: 364, column: 17, scope: !1280, inlinedAt: !1557)
!1562 = !DILocation(line: 0, scope: !1235, inlinedAt: !1557)
!1563 = !DILocation(line: 0, scope: !1248, inlinedAt: !1557)
!1564 = !DILocation(line: 0, scope: !1003, inlinedAt: !1560)
!1565 = !DILocation(line: 0, scope: !992, inlinedAt: !1559)
!1566 = !DILocation(line: 320, column: 36, scope: !1003, inlinedAt: !1560)
!1567 = !DILocation(line: 364, column: 9, scope: !1280, inlinedAt: !1557)
!1568 = !DILocation(line: 364, column: 9, scope: !1248, inlinedAt: !1557)
!1569 = !DILocation(line: 365, column: 13, scope: !1280, inlinedAt: !1557)
!1570 = !DILocation(line: 365, column: 7, scope: !1280, inlinedAt: !1557)
!1571 = !DILocation(line: 0, scope: !985, inlinedAt: !1572)
!1572 = distinct !DILocation(line: 366, column: 14, scope: !1293, inlinedAt: !1557)
!1573 = !DILocation(line: 0, scope: !992, inlinedAt: !1574)
!1574 = distinct !DILocation(line: 319, column: 29, scope: !985, inlinedAt: !1572)
!1575 = !DILocation(line: 319, column: 36, scope: !985, inlinedAt: !1572)
!1576 = !DILocation(line: 366, column: 14, scope: !1293, inlinedAt: !1557)
!1577 = !DILocation(line: 366, column: 14, scope: !1280, inlinedAt: !1557)
!1578 = !DILocation(line: 0, scope: !1124, inlinedAt: !1579)
!1579 = distinct !DILocation(line: 367, column: 11, scope: !1293, inlinedAt: !1557)
!1580 = !DILocation(line: 331, column: 52, scope: !1124, inlinedAt: !1579)
!1581 = !DILocation(line: 367, column: 28, scope: !1293, inlinedAt: !1557)
!1582 = !DILocation(line: 0, scope: !1280, inlinedAt: !1557)
!1583 = !DILocation(line: 370, column: 11, scope: !1305, inlinedAt: !1557)
!1584 = !DILocation(line: 370, column: 9, scope: !1248, inlinedAt: !1557)
!1585 = !DILocation(line: 375, column: 22, scope: !1308, inlinedAt: !1557)
!1586 = !DILocation(line: 361, column: 3, scope: !1235, inlinedAt: !1557)
!1587 = !DILocation(line: 361, column: 3, scope: !1250, inlinedAt: !1557)
!1588 = !DILocation(line: 373, column: 9, scope: !1248, inlinedAt: !1557)
!1589 = distinct !{!1589, !1587, !1590, !1314}
!1590 = !DILocation(line: 381, column: 3, scope: !1250, inlinedAt: !1557)
!1591 = !DILocation(line: 375, column: 20, scope: !1308, inlinedAt: !1557)
!1592 = !DILocation(line: 375, column: 45, scope: !1308, inlinedAt: !1557)
!1593 = !DILocation(line: 375, column: 11, scope: !1308, inlinedAt: !1557)
!1594 = !DILocation(line: 375, column: 9, scope: !1248, inlinedAt: !1557)
!1595 = !DILocation(line: 418, column: 7, scope: !1327, inlinedAt: !1541)
!1596 = !DILocation(line: 418, column: 7, scope: !1185, inlinedAt: !1541)
!1597 = !DILocation(line: 419, column: 5, scope: !1327, inlinedAt: !1541)
!1598 = !DILocation(line: 419, column: 18, scope: !1327, inlinedAt: !1541)
!1599 = !DILocation(line: 428, column: 10, scope: !1167, inlinedAt: !1539)
!1600 = !DILocation(line: 452, column: 34, scope: !1532)
!1601 = distinct !DISubprogram(name: "srand", scope: !3, file: !3, line: 458, type: !1602, scopeLine: 458, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1604)
!1602 = !DISubroutineType(types: !1603)
!1603 = !{null, !6}
!1604 = !{!1605, !1606, !1607, !1609, !1612, !1613}
!1605 = !DILocalVariable(name: "seed", arg: 1, scope: !1601, file: !3, line: 458, type: !6)
!1606 = !DILocalVariable(name: "word", scope: !1601, file: !3, line: 459, type: !24)
!1607 = !DILocalVariable(name: "i", scope: !1608, file: !3, line: 461, type: !23)
!1608 = distinct !DILexicalBlock(scope: !1601, file: !3, line: 461, column: 3)
!1609 = !DILocalVariable(name: "hi", scope: !1610, file: !3, line: 463, type: !21)
!1610 = distinct !DILexicalBlock(scope: !1611, file: !3, line: 461, column: 32)
!1611 = distinct !DILexicalBlock(scope: !1608, file: !3, line: 461, column: 3)
!1612 = !DILocalVariable(name: "lo", scope: !1610, file: !3, line: 464, type: !21)
!1613 = !DILocalVariable(name: "i", scope: !1614, file: !3, line: 473, type: !23)
!1614 = distinct !DILexicalBlock(scope: !1601, file: !3, line: 473, column: 3)
!1615 = !DILocation(line: 0, scope: !1601)
!1616 = !DILocation(line: 459, column: 14, scope: !1601)
!1617 = !DILocation(line: 460, column: 17, scope: !1601)
!1618 = !DILocation(line: 0, scope: !1608)
!1619 = !DILocation(line: 461, column: 3, scope: !1608)
!1620 = !DILocation(line: 472, column: 15, scope: !1601)
!1621 = !DILocation(line: 0, scope: !1614)
!1622 = !DILocation(line: 473, column: 3, scope: !1614)
!1623 = !DILocation(line: 463, column: 20, scope: !1610)
!1624 = !DILocation(line: 0, scope: !1610)
!1625 = !DILocation(line: 464, column: 20, scope: !1610)
!1626 = !DILocation(line: 465, column: 24, scope: !1610)
!1627 = !DILocation(line: 465, column: 36, scope: !1610)
!1628 = !DILocation(line: 465, column: 29, scope: !1610)
!1629 = !DILocation(line: 466, column: 14, scope: !1630)
!1630 = distinct !DILexicalBlock(scope: !1610, file: !3, line: 466, column: 9)
!1631 = !DILocation(line: 466, column: 9, scope: !1610)
!1632 = !DILocation(line: 468, column: 5, scope: !1610)
!1633 = !DILocation(line: 468, column: 19, scope: !1610)
!1634 = !DILocation(line: 461, column: 28, scope: !1611)
!1635 = !DILocation(line: 461, column: 21, scope: !1611)
!1636 = distinct !{!1636, !1619, !1637, !339}
!1637 = !DILocation(line: 469, column: 3, scope: !1608)
!1638 = !DILocation(line: 0, scope: !1639)
!1639 = distinct !DILexicalBlock(scope: !1640, file: !3, line: 473, column: 33)
!1640 = distinct !DILexicalBlock(scope: !1614, file: !3, line: 473, column: 3)
!1641 = !DILocation(line: 478, column: 1, scope: !1601)
!1642 = !DILocation(line: 474, column: 42, scope: !1639)
!1643 = !DILocation(line: 474, column: 73, scope: !1639)
!1644 = !DILocation(line: 474, column: 61, scope: !1639)
!1645 = !DILocation(line: 474, column: 24, scope: !1639)
!1646 = !DILocation(line: 475, column: 22, scope: !1639)
!1647 = !DILocation(line: 475, column: 27, scope: !1639)
!1648 = !DILocation(line: 476, column: 22, scope: !1639)
!1649 = !DILocation(line: 476, column: 27, scope: !1639)
!1650 = !DILocation(line: 473, column: 29, scope: !1640)
!1651 = !DILocation(line: 473, column: 21, scope: !1640)
!1652 = distinct !{!1652, !1622, !1653, !339}
!1653 = !DILocation(line: 477, column: 3, scope: !1614)
!1654 = distinct !DISubprogram(name: "rand", scope: !3, file: !3, line: 480, type: !1655, scopeLine: 480, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1657)
!1655 = !DISubroutineType(types: !1656)
!1656 = !{!23}
!1657 = !{!1658, !1659}
!1658 = !DILocalVariable(name: "v", scope: !1654, file: !3, line: 483, type: !6)
!1659 = !DILocalVariable(name: "result", scope: !1654, file: !3, line: 485, type: !23)
!1660 = !DILocation(line: 481, column: 8, scope: !1661)
!1661 = distinct !DILexicalBlock(scope: !1654, file: !3, line: 481, column: 7)
!1662 = !DILocation(line: 481, column: 7, scope: !1654)
!1663 = !DILocation(line: 483, column: 37, scope: !1654)
!1664 = !DILocation(line: 483, column: 68, scope: !1654)
!1665 = !DILocation(line: 0, scope: !1601, inlinedAt: !1666)
!1666 = distinct !DILocation(line: 482, column: 5, scope: !1661)
!1667 = !DILocation(line: 460, column: 17, scope: !1601, inlinedAt: !1666)
!1668 = !DILocation(line: 0, scope: !1608, inlinedAt: !1666)
!1669 = !DILocation(line: 461, column: 3, scope: !1608, inlinedAt: !1666)
!1670 = !DILocation(line: 472, column: 15, scope: !1601, inlinedAt: !1666)
!1671 = !DILocation(line: 0, scope: !1614, inlinedAt: !1666)
!1672 = !DILocation(line: 473, column: 3, scope: !1614, inlinedAt: !1666)
!1673 = !DILocation(line: 463, column: 20, scope: !1610, inlinedAt: !1666)
!1674 = !DILocation(line: 0, scope: !1610, inlinedAt: !1666)
!1675 = !DILocation(line: 464, column: 20, scope: !1610, inlinedAt: !1666)
!1676 = !DILocation(line: 465, column: 24, scope: !1610, inlinedAt: !1666)
!1677 = !DILocation(line: 465, column: 36, scope: !1610, inlinedAt: !1666)
!1678 = !DILocation(line: 465, column: 29, scope: !1610, inlinedAt: !1666)
!1679 = !DILocation(line: 466, column: 14, scope: !1630, inlinedAt: !1666)
!1680 = !DILocation(line: 466, column: 9, scope: !1610, inlinedAt: !1666)
!1681 = !DILocation(line: 468, column: 5, scope: !1610, inlinedAt: !1666)
!1682 = !DILocation(line: 468, column: 19, scope: !1610, inlinedAt: !1666)
!1683 = !DILocation(line: 461, column: 28, scope: !1611, inlinedAt: !1666)
!1684 = !DILocation(line: 461, column: 21, scope: !1611, inlinedAt: !1666)
!1685 = distinct !{!1685, !1669, !1686, !339}
!1686 = !DILocation(line: 469, column: 3, scope: !1608, inlinedAt: !1666)
!1687 = !DILocation(line: 474, column: 42, scope: !1639, inlinedAt: !1666)
!1688 = !DILocation(line: 474, column: 73, scope: !1639, inlinedAt: !1666)
!1689 = !DILocation(line: 474, column: 61, scope: !1639, inlinedAt: !1666)
!1690 = !DILocation(line: 474, column: 24, scope: !1639, inlinedAt: !1666)
!1691 = !DILocation(line: 475, column: 22, scope: !1639, inlinedAt: !1666)
!1692 = !DILocation(line: 475, column: 27, scope: !1639, inlinedAt: !1666)
!1693 = !DILocation(line: 476, column: 22, scope: !1639, inlinedAt: !1666)
!1694 = !DILocation(line: 476, column: 27, scope: !1639, inlinedAt: !1666)
!1695 = !DILocation(line: 473, column: 29, scope: !1640, inlinedAt: !1666)
!1696 = !DILocation(line: 473, column: 21, scope: !1640, inlinedAt: !1666)
!1697 = distinct !{!1697, !1672, !1698, !339}
!1698 = !DILocation(line: 477, column: 3, scope: !1614, inlinedAt: !1666)
!1699 = !DILocation(line: 483, column: 26, scope: !1654)
!1700 = !DILocation(line: 483, column: 57, scope: !1654)
!1701 = !DILocation(line: 483, column: 45, scope: !1654)
!1702 = !DILocation(line: 0, scope: !1654)
!1703 = !DILocation(line: 484, column: 22, scope: !1654)
!1704 = !DILocation(line: 485, column: 24, scope: !1654)
!1705 = !DILocation(line: 486, column: 20, scope: !1654)
!1706 = !DILocation(line: 486, column: 25, scope: !1654)
!1707 = !DILocation(line: 486, column: 10, scope: !1654)
!1708 = !DILocation(line: 487, column: 20, scope: !1654)
!1709 = !DILocation(line: 487, column: 25, scope: !1654)
!1710 = !DILocation(line: 487, column: 10, scope: !1654)
!1711 = !DILocation(line: 488, column: 3, scope: !1654)
!1712 = distinct !DISubprogram(name: "qsort", scope: !3, file: !3, line: 518, type: !1713, scopeLine: 518, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1718)
!1713 = !DISubroutineType(types: !1714)
!1714 = !{null, !17, !347, !347, !1715}
!1715 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1716, size: 32)
!1716 = !DISubroutineType(types: !1717)
!1717 = !{!23, !345, !345}
!1718 = !{!1719, !1720, !1721, !1722, !1723}
!1719 = !DILocalVariable(name: "base", arg: 1, scope: !1712, file: !3, line: 518, type: !17)
!1720 = !DILocalVariable(name: "n", arg: 2, scope: !1712, file: !3, line: 518, type: !347)
!1721 = !DILocalVariable(name: "size", arg: 3, scope: !1712, file: !3, line: 518, type: !347)
!1722 = !DILocalVariable(name: "cmp", arg: 4, scope: !1712, file: !3, line: 518, type: !1715)
!1723 = !DILocalVariable(name: "tmp", scope: !1712, file: !3, line: 521, type: !14)
!1724 = !DILocation(line: 0, scope: !1712)
!1725 = !DILocation(line: 519, column: 9, scope: !1726)
!1726 = distinct !DILexicalBlock(scope: !1712, file: !3, line: 519, column: 7)
!1727 = !DILocation(line: 519, column: 14, scope: !1726)
!1728 = !DILocation(line: 521, column: 24, scope: !1712)
!1729 = !DILocation(line: 521, column: 15, scope: !1712)
!1730 = !DILocation(line: 522, column: 8, scope: !1731)
!1731 = distinct !DILexicalBlock(scope: !1712, file: !3, line: 522, column: 7)
!1732 = !DILocation(line: 522, column: 7, scope: !1712)
!1733 = !DILocation(line: 523, column: 5, scope: !1731)
!1734 = !DILocation(line: 524, column: 3, scope: !1712)
!1735 = !DILocation(line: 525, column: 3, scope: !1712)
!1736 = !DILocation(line: 526, column: 1, scope: !1712)
!1737 = !DISubprogram(name: "abort", scope: !3, file: !3, line: 29, type: !110, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1738 = distinct !DISubprogram(name: "msort", scope: !3, file: !3, line: 492, type: !1739, scopeLine: 493, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1741)
!1739 = !DISubroutineType(types: !1740)
!1740 = !{null, !14, !347, !347, !1715, !14}
!1741 = !{!1742, !1743, !1744, !1745, !1746, !1747, !1748, !1749, !1750, !1751}
!1742 = !DILocalVariable(name: "b", arg: 1, scope: !1738, file: !3, line: 492, type: !14)
!1743 = !DILocalVariable(name: "n", arg: 2, scope: !1738, file: !3, line: 492, type: !347)
!1744 = !DILocalVariable(name: "size", arg: 3, scope: !1738, file: !3, line: 492, type: !347)
!1745 = !DILocalVariable(name: "cmp", arg: 4, scope: !1738, file: !3, line: 492, type: !1715)
!1746 = !DILocalVariable(name: "tmp", arg: 5, scope: !1738, file: !3, line: 493, type: !14)
!1747 = !DILocalVariable(name: "n1", scope: !1738, file: !3, line: 496, type: !347)
!1748 = !DILocalVariable(name: "n2", scope: !1738, file: !3, line: 496, type: !347)
!1749 = !DILocalVariable(name: "b1", scope: !1738, file: !3, line: 497, type: !14)
!1750 = !DILocalVariable(name: "b2", scope: !1738, file: !3, line: 497, type: !14)
!1751 = !DILocalVariable(name: "out", scope: !1738, file: !3, line: 500, type: !14)
!1752 = !DILocation(line: 0, scope: !1738)
!1753 = !DILocation(line: 494, column: 9, scope: !1754)
!1754 = distinct !DILexicalBlock(scope: !1738, file: !3, line: 494, column: 7)
!1755 = !DILocation(line: 494, column: 7, scope: !1738)
!1756 = !DILocation(line: 496, column: 17, scope: !1738)
!1757 = !DILocation(line: 496, column: 29, scope: !1738)
!1758 = !DILocation(line: 497, column: 30, scope: !1738)
!1759 = !DILocation(line: 497, column: 25, scope: !1738)
!1760 = !DILocation(line: 498, column: 3, scope: !1738)
!1761 = !DILocation(line: 499, column: 3, scope: !1738)
!1762 = !DILocation(line: 501, column: 17, scope: !1738)
!1763 = !DILocation(line: 501, column: 3, scope: !1738)
!1764 = !DILocation(line: 502, column: 9, scope: !1765)
!1765 = distinct !DILexicalBlock(scope: !1766, file: !3, line: 502, column: 9)
!1766 = distinct !DILexicalBlock(scope: !1738, file: !3, line: 501, column: 28)
!1767 = !DILocation(line: 502, column: 21, scope: !1765)
!1768 = !DILocation(line: 502, column: 9, scope: !1766)
!1769 = !DILocation(line: 503, column: 7, scope: !1770)
!1770 = distinct !DILexicalBlock(scope: !1765, file: !3, line: 502, column: 27)
!1771 = !DILocation(line: 504, column: 10, scope: !1770)
!1772 = !DILocation(line: 505, column: 9, scope: !1770)
!1773 = !DILocation(line: 506, column: 5, scope: !1770)
!1774 = !DILocation(line: 507, column: 7, scope: !1775)
!1775 = distinct !DILexicalBlock(scope: !1765, file: !3, line: 506, column: 12)
!1776 = !DILocation(line: 508, column: 10, scope: !1775)
!1777 = !DILocation(line: 509, column: 9, scope: !1775)
!1778 = !DILocation(line: 511, column: 9, scope: !1766)
!1779 = !DILocation(line: 501, column: 13, scope: !1738)
!1780 = distinct !{!1780, !1763, !1781, !339}
!1781 = !DILocation(line: 512, column: 3, scope: !1738)
!1782 = !DILocation(line: 513, column: 7, scope: !1738)
!1783 = !DILocation(line: 514, column: 24, scope: !1784)
!1784 = distinct !DILexicalBlock(scope: !1738, file: !3, line: 513, column: 7)
!1785 = !DILocation(line: 514, column: 5, scope: !1784)
!1786 = !DILocation(line: 515, column: 21, scope: !1738)
!1787 = !DILocation(line: 515, column: 27, scope: !1738)
!1788 = !DILocation(line: 515, column: 3, scope: !1738)
!1789 = !DILocation(line: 516, column: 1, scope: !1738)
!1790 = !DISubprogram(name: "free", scope: !3, file: !3, line: 24, type: !136, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1791 = distinct !DISubprogram(name: "bsearch", scope: !3, file: !3, line: 528, type: !1792, scopeLine: 529, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1794)
!1792 = !DISubroutineType(types: !1793)
!1793 = !{!17, !345, !345, !347, !347, !1715}
!1794 = !{!1795, !1796, !1797, !1798, !1799, !1800, !1801, !1802, !1804, !1805}
!1795 = !DILocalVariable(name: "key", arg: 1, scope: !1791, file: !3, line: 528, type: !345)
!1796 = !DILocalVariable(name: "base", arg: 2, scope: !1791, file: !3, line: 528, type: !345)
!1797 = !DILocalVariable(name: "n", arg: 3, scope: !1791, file: !3, line: 528, type: !347)
!1798 = !DILocalVariable(name: "size", arg: 4, scope: !1791, file: !3, line: 528, type: !347)
!1799 = !DILocalVariable(name: "cmp", arg: 5, scope: !1791, file: !3, line: 529, type: !1715)
!1800 = !DILocalVariable(name: "lo", scope: !1791, file: !3, line: 530, type: !347)
!1801 = !DILocalVariable(name: "hi", scope: !1791, file: !3, line: 530, type: !347)
!1802 = !DILocalVariable(name: "mid", scope: !1803, file: !3, line: 532, type: !347)
!1803 = distinct !DILexicalBlock(scope: !1791, file: !3, line: 531, column: 19)
!1804 = !DILocalVariable(name: "p", scope: !1803, file: !3, line: 533, type: !25)
!1805 = !DILocalVariable(name: "c", scope: !1803, file: !3, line: 534, type: !23)
!1806 = !DILocation(line: 0, scope: !1791)
!1807 = !DILocation(line: 531, column: 3, scope: !1791)
!1808 = !DILocation(line: 530, column: 18, scope: !1791)
!1809 = !DILocation(line: 530, column: 10, scope: !1791)
!1810 = !DILocation(line: 531, column: 13, scope: !1791)
!1811 = !DILocation(line: 532, column: 27, scope: !1803)
!1812 = !DILocation(line: 532, column: 33, scope: !1803)
!1813 = !DILocation(line: 532, column: 21, scope: !1803)
!1814 = !DILocation(line: 0, scope: !1803)
!1815 = !DILocation(line: 533, column: 46, scope: !1803)
!1816 = !DILocation(line: 533, column: 40, scope: !1803)
!1817 = !DILocation(line: 534, column: 13, scope: !1803)
!1818 = !DILocation(line: 535, column: 11, scope: !1819)
!1819 = distinct !DILexicalBlock(scope: !1803, file: !3, line: 535, column: 9)
!1820 = !DILocation(line: 535, column: 9, scope: !1803)
!1821 = distinct !{!1821, !1807, !1822, !339}
!1822 = !DILocation(line: 541, column: 3, scope: !1791)
!1823 = !DILocation(line: 543, column: 1, scope: !1791)
!1824 = distinct !DISubprogram(name: "pthread_once", scope: !3, file: !3, line: 552, type: !1825, scopeLine: 552, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1827)
!1825 = !DISubroutineType(types: !1826)
!1826 = !{!23, !39, !109}
!1827 = !{!1828, !1829}
!1828 = !DILocalVariable(name: "once", arg: 1, scope: !1824, file: !3, line: 552, type: !39)
!1829 = !DILocalVariable(name: "init", arg: 2, scope: !1824, file: !3, line: 552, type: !109)
!1830 = !DILocation(line: 0, scope: !1824)
!1831 = !DILocation(line: 553, column: 3, scope: !1824)
!1832 = !DILocation(line: 554, column: 7, scope: !1833)
!1833 = distinct !DILexicalBlock(scope: !1824, file: !3, line: 554, column: 7)
!1834 = !DILocation(line: 554, column: 13, scope: !1833)
!1835 = !DILocation(line: 554, column: 7, scope: !1824)
!1836 = !DILocation(line: 555, column: 11, scope: !1837)
!1837 = distinct !DILexicalBlock(scope: !1833, file: !3, line: 554, column: 19)
!1838 = !DILocation(line: 556, column: 5, scope: !1837)
!1839 = !DILocation(line: 557, column: 5, scope: !1837)
!1840 = !DILocation(line: 560, column: 5, scope: !1837)
!1841 = !DILocation(line: 561, column: 5, scope: !1837)
!1842 = !DILocation(line: 563, column: 3, scope: !1824)
!1843 = !DILocation(line: 564, column: 3, scope: !1824)
!1844 = !DILocation(line: 565, column: 3, scope: !1824)
!1845 = !DILocation(line: 566, column: 1, scope: !1824)
!1846 = !DISubprogram(name: "__VERIFIER_atomic_begin", scope: !3, file: !3, line: 547, type: !110, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1847 = !DISubprogram(name: "__VERIFIER_atomic_end", scope: !3, file: !3, line: 548, type: !110, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1848 = !DISubprogram(name: "__pancam_await_eq", scope: !3, file: !3, line: 549, type: !1849, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1849 = !DISubroutineType(types: !1850)
!1850 = !{null, !39, !23}
!1851 = distinct !DISubprogram(name: "pthread_key_create", scope: !3, file: !3, line: 576, type: !1852, scopeLine: 576, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1855)
!1852 = !DISubroutineType(types: !1853)
!1853 = !{!23, !1854, !135}
!1854 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 32)
!1855 = !{!1856, !1857, !1858}
!1856 = !DILocalVariable(name: "key", arg: 1, scope: !1851, file: !3, line: 576, type: !1854)
!1857 = !DILocalVariable(name: "dtor", arg: 2, scope: !1851, file: !3, line: 576, type: !135)
!1858 = !DILocalVariable(name: "k", scope: !1859, file: !3, line: 578, type: !6)
!1859 = distinct !DILexicalBlock(scope: !1851, file: !3, line: 578, column: 3)
!1860 = !DILocation(line: 0, scope: !1851)
!1861 = !DILocation(line: 577, column: 3, scope: !1851)
!1862 = !DILocation(line: 0, scope: !1859)
!1863 = !DILocation(line: 578, column: 3, scope: !1859)
!1864 = !DILocation(line: 579, column: 10, scope: !1865)
!1865 = distinct !DILexicalBlock(scope: !1866, file: !3, line: 579, column: 9)
!1866 = distinct !DILexicalBlock(scope: !1867, file: !3, line: 578, column: 43)
!1867 = distinct !DILexicalBlock(scope: !1859, file: !3, line: 578, column: 3)
!1868 = !DILocation(line: 579, column: 9, scope: !1866)
!1869 = !DILocation(line: 580, column: 19, scope: !1870)
!1870 = distinct !DILexicalBlock(scope: !1865, file: !3, line: 579, column: 23)
!1871 = !DILocation(line: 581, column: 7, scope: !1870)
!1872 = !DILocation(line: 581, column: 19, scope: !1870)
!1873 = !DILocation(line: 582, column: 11, scope: !1874)
!1874 = distinct !DILexicalBlock(scope: !1870, file: !3, line: 582, column: 11)
!1875 = !DILocation(line: 582, column: 11, scope: !1870)
!1876 = !DILocation(line: 583, column: 27, scope: !1874)
!1877 = !DILocation(line: 583, column: 9, scope: !1874)
!1878 = !DILocation(line: 578, column: 39, scope: !1867)
!1879 = !DILocation(line: 578, column: 26, scope: !1867)
!1880 = distinct !{!1880, !1863, !1881, !339}
!1881 = !DILocation(line: 588, column: 3, scope: !1859)
!1882 = !DILocation(line: 584, column: 7, scope: !1870)
!1883 = !DILocation(line: 585, column: 12, scope: !1870)
!1884 = !DILocation(line: 589, column: 3, scope: !1851)
!1885 = !DILocation(line: 590, column: 3, scope: !1851)
!1886 = !DILocation(line: 591, column: 1, scope: !1851)
!1887 = distinct !DISubprogram(name: "pthread_key_delete", scope: !3, file: !3, line: 593, type: !1888, scopeLine: 593, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1890)
!1888 = !DISubroutineType(types: !1889)
!1889 = !{!23, !6}
!1890 = !{!1891}
!1891 = !DILocalVariable(name: "key", arg: 1, scope: !1887, file: !3, line: 593, type: !6)
!1892 = !DILocation(line: 0, scope: !1887)
!1893 = !DILocation(line: 594, column: 3, scope: !1887)
!1894 = !DILocation(line: 595, column: 11, scope: !1895)
!1895 = distinct !DILexicalBlock(scope: !1887, file: !3, line: 595, column: 7)
!1896 = !DILocation(line: 595, column: 23, scope: !1895)
!1897 = !DILocation(line: 595, column: 27, scope: !1895)
!1898 = !DILocation(line: 595, column: 7, scope: !1887)
!1899 = !DILocation(line: 599, column: 7, scope: !1900)
!1900 = distinct !DILexicalBlock(scope: !1887, file: !3, line: 599, column: 7)
!1901 = !DILocation(line: 599, column: 7, scope: !1887)
!1902 = !DILocation(line: 600, column: 23, scope: !1900)
!1903 = !DILocation(line: 600, column: 5, scope: !1900)
!1904 = !DILocation(line: 601, column: 17, scope: !1887)
!1905 = !DILocation(line: 602, column: 17, scope: !1887)
!1906 = !DILocation(line: 604, column: 3, scope: !1887)
!1907 = !DILocation(line: 605, column: 1, scope: !1887)
!1908 = distinct !DISubprogram(name: "__pancam_tsd_run", scope: !3, file: !3, line: 611, type: !110, scopeLine: 611, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1909)
!1909 = !{!1910, !1912, !1915, !1917, !1920}
!1910 = !DILocalVariable(name: "round", scope: !1911, file: !3, line: 612, type: !23)
!1911 = distinct !DILexicalBlock(scope: !1908, file: !3, line: 612, column: 3)
!1912 = !DILocalVariable(name: "again", scope: !1913, file: !3, line: 613, type: !23)
!1913 = distinct !DILexicalBlock(scope: !1914, file: !3, line: 612, column: 43)
!1914 = distinct !DILexicalBlock(scope: !1911, file: !3, line: 612, column: 3)
!1915 = !DILocalVariable(name: "k", scope: !1916, file: !3, line: 614, type: !6)
!1916 = distinct !DILexicalBlock(scope: !1913, file: !3, line: 614, column: 5)
!1917 = !DILocalVariable(name: "v", scope: !1918, file: !3, line: 615, type: !17)
!1918 = distinct !DILexicalBlock(scope: !1919, file: !3, line: 614, column: 45)
!1919 = distinct !DILexicalBlock(scope: !1916, file: !3, line: 614, column: 5)
!1920 = !DILocalVariable(name: "dtor", scope: !1918, file: !3, line: 616, type: !135)
!1921 = !DILocation(line: 0, scope: !1911)
!1922 = !DILocation(line: 0, scope: !1916)
!1923 = !DILocation(line: 0, scope: !1913)
!1924 = !DILocation(line: 614, column: 5, scope: !1916)
!1925 = !DILocation(line: 615, column: 17, scope: !1918)
!1926 = !DILocation(line: 0, scope: !1918)
!1927 = !DILocation(line: 616, column: 30, scope: !1918)
!1928 = !DILocation(line: 617, column: 11, scope: !1929)
!1929 = distinct !DILexicalBlock(scope: !1918, file: !3, line: 617, column: 11)
!1930 = !DILocation(line: 617, column: 13, scope: !1929)
!1931 = !DILocation(line: 614, column: 41, scope: !1919)
!1932 = !DILocation(line: 614, column: 28, scope: !1919)
!1933 = distinct !{!1933, !1924, !1934, !339}
!1934 = !DILocation(line: 622, column: 5, scope: !1916)
!1935 = !DILocation(line: 618, column: 22, scope: !1936)
!1936 = distinct !DILexicalBlock(scope: !1929, file: !3, line: 617, column: 22)
!1937 = !DILocation(line: 619, column: 9, scope: !1936)
!1938 = !DILocation(line: 626, column: 1, scope: !1908)
!1939 = distinct !DISubprogram(name: "pthread_getspecific", scope: !3, file: !3, line: 628, type: !1940, scopeLine: 628, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1942)
!1940 = !DISubroutineType(types: !1941)
!1941 = !{!17, !6}
!1942 = !{!1943}
!1943 = !DILocalVariable(name: "key", arg: 1, scope: !1939, file: !3, line: 628, type: !6)
!1944 = !DILocation(line: 0, scope: !1939)
!1945 = !DILocation(line: 628, column: 54, scope: !1939)
!1946 = !DILocation(line: 628, column: 50, scope: !1939)
!1947 = !DILocation(line: 628, column: 67, scope: !1939)
!1948 = !DILocation(line: 628, column: 43, scope: !1939)
!1949 = distinct !DISubprogram(name: "pthread_setspecific", scope: !3, file: !3, line: 630, type: !1950, scopeLine: 630, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1952)
!1950 = !DISubroutineType(types: !1951)
!1951 = !{!23, !6, !345}
!1952 = !{!1953, !1954}
!1953 = !DILocalVariable(name: "key", arg: 1, scope: !1949, file: !3, line: 630, type: !6)
!1954 = !DILocalVariable(name: "value", arg: 2, scope: !1949, file: !3, line: 630, type: !345)
!1955 = !DILocation(line: 0, scope: !1949)
!1956 = !DILocation(line: 631, column: 11, scope: !1957)
!1957 = distinct !DILexicalBlock(scope: !1949, file: !3, line: 631, column: 7)
!1958 = !DILocation(line: 631, column: 23, scope: !1957)
!1959 = !DILocation(line: 631, column: 27, scope: !1957)
!1960 = !DILocation(line: 631, column: 7, scope: !1949)
!1961 = !DILocation(line: 633, column: 3, scope: !1949)
!1962 = !DILocation(line: 633, column: 18, scope: !1949)
!1963 = !DILocation(line: 634, column: 3, scope: !1949)
!1964 = !DILocation(line: 635, column: 1, scope: !1949)
!1965 = distinct !DISubprogram(name: "pthread_mutex_timedlock", scope: !3, file: !3, line: 672, type: !1966, scopeLine: 672, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1968)
!1966 = !DISubroutineType(types: !1967)
!1967 = !{!23, !17, !345}
!1968 = !{!1969, !1970, !1971}
!1969 = !DILocalVariable(name: "m", arg: 1, scope: !1965, file: !3, line: 672, type: !17)
!1970 = !DILocalVariable(name: "abstime", arg: 2, scope: !1965, file: !3, line: 672, type: !345)
!1971 = !DILocalVariable(name: "r", scope: !1965, file: !3, line: 674, type: !23)
!1972 = !DILocation(line: 0, scope: !1965)
!1973 = !DILocation(line: 674, column: 11, scope: !1965)
!1974 = !DILocation(line: 675, column: 9, scope: !1975)
!1975 = distinct !DILexicalBlock(scope: !1965, file: !3, line: 675, column: 7)
!1976 = !DILocation(line: 675, column: 7, scope: !1965)
!1977 = !DILocation(line: 677, column: 7, scope: !1978)
!1978 = distinct !DILexicalBlock(scope: !1965, file: !3, line: 677, column: 7)
!1979 = !DILocation(line: 677, column: 7, scope: !1965)
!1980 = !DILocation(line: 679, column: 10, scope: !1965)
!1981 = !DILocation(line: 679, column: 3, scope: !1965)
!1982 = !DILocation(line: 680, column: 1, scope: !1965)
!1983 = !DISubprogram(name: "pthread_mutex_trylock", scope: !3, file: !3, line: 658, type: !36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1984 = !DISubprogram(name: "__VERIFIER_nondet_bool", scope: !3, file: !3, line: 667, type: !1985, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1985 = !DISubroutineType(types: !1986)
!1986 = !{!1987}
!1987 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!1988 = !DISubprogram(name: "pthread_mutex_lock", scope: !3, file: !3, line: 657, type: !36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1989 = distinct !DISubprogram(name: "thrd_create", scope: !3, file: !3, line: 695, type: !1990, scopeLine: 695, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1994)
!1990 = !DISubroutineType(types: !1991)
!1991 = !{!23, !1992, !35, !17}
!1992 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1993, size: 32)
!1993 = !DIDerivedType(tag: DW_TAG_typedef, name: "pancam_pthread_t", file: !3, line: 647, baseType: !22)
!1994 = !{!1995, !1996, !1997, !1998, !1999}
!1995 = !DILocalVariable(name: "thr", arg: 1, scope: !1989, file: !3, line: 695, type: !1992)
!1996 = !DILocalVariable(name: "func", arg: 2, scope: !1989, file: !3, line: 695, type: !35)
!1997 = !DILocalVariable(name: "arg", arg: 3, scope: !1989, file: !3, line: 695, type: !17)
!1998 = !DILocalVariable(name: "s", scope: !1989, file: !3, line: 696, type: !31)
!1999 = !DILocalVariable(name: "r", scope: !1989, file: !3, line: 701, type: !23)
!2000 = !DILocation(line: 0, scope: !1989)
!2001 = !DILocation(line: 696, column: 33, scope: !1989)
!2002 = !DILocation(line: 697, column: 8, scope: !2003)
!2003 = distinct !DILexicalBlock(scope: !1989, file: !3, line: 697, column: 7)
!2004 = !DILocation(line: 697, column: 7, scope: !1989)
!2005 = !DILocation(line: 699, column: 11, scope: !1989)
!2006 = !{!2007, !319, i64 0}
!2007 = !{!"pancam_thrd_start", !319, i64 0, !319, i64 4}
!2008 = !DILocation(line: 700, column: 6, scope: !1989)
!2009 = !DILocation(line: 700, column: 10, scope: !1989)
!2010 = !{!2007, !319, i64 4}
!2011 = !DILocation(line: 701, column: 11, scope: !1989)
!2012 = !DILocation(line: 702, column: 7, scope: !2013)
!2013 = distinct !DILexicalBlock(scope: !1989, file: !3, line: 702, column: 7)
!2014 = !DILocation(line: 702, column: 7, scope: !1989)
!2015 = !DILocation(line: 703, column: 5, scope: !2016)
!2016 = distinct !DILexicalBlock(scope: !2013, file: !3, line: 702, column: 10)
!2017 = !DILocation(line: 704, column: 14, scope: !2016)
!2018 = !DILocation(line: 704, column: 12, scope: !2016)
!2019 = !DILocation(line: 704, column: 5, scope: !2016)
!2020 = !DILocation(line: 707, column: 1, scope: !1989)
!2021 = !DISubprogram(name: "pthread_create", scope: !3, file: !3, line: 648, type: !2022, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2022 = !DISubroutineType(types: !2023)
!2023 = !{!23, !1992, !345, !2024, !17}
!2024 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2025, size: 32)
!2025 = !DISubroutineType(types: !2026)
!2026 = !{!17, !17}
!2027 = distinct !DISubprogram(name: "pancam_thrd_run", scope: !3, file: !3, line: 689, type: !2025, scopeLine: 689, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2028)
!2028 = !{!2029, !2030}
!2029 = !DILocalVariable(name: "p", arg: 1, scope: !2027, file: !3, line: 689, type: !17)
!2030 = !DILocalVariable(name: "s", scope: !2027, file: !3, line: 690, type: !32)
!2031 = !DILocation(line: 0, scope: !2027)
!2032 = !DILocation(line: 690, column: 32, scope: !2027)
!2033 = !DILocation(line: 691, column: 3, scope: !2027)
!2034 = !DILocation(line: 692, column: 28, scope: !2027)
!2035 = !DILocation(line: 692, column: 10, scope: !2027)
!2036 = !DILocation(line: 692, column: 3, scope: !2027)
!2037 = distinct !DISubprogram(name: "thrd_join", scope: !3, file: !3, line: 709, type: !2038, scopeLine: 709, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2040)
!2038 = !DISubroutineType(types: !2039)
!2039 = !{!23, !1993, !39}
!2040 = !{!2041, !2042, !2043}
!2041 = !DILocalVariable(name: "thr", arg: 1, scope: !2037, file: !3, line: 709, type: !1993)
!2042 = !DILocalVariable(name: "res", arg: 2, scope: !2037, file: !3, line: 709, type: !39)
!2043 = !DILocalVariable(name: "v", scope: !2037, file: !3, line: 710, type: !17)
!2044 = distinct !DIAssignID()
!2045 = !DILocation(line: 0, scope: !2037)
!2046 = !DILocation(line: 710, column: 3, scope: !2037)
!2047 = !DILocation(line: 711, column: 7, scope: !2048)
!2048 = distinct !DILexicalBlock(scope: !2037, file: !3, line: 711, column: 7)
!2049 = !DILocation(line: 711, column: 7, scope: !2037)
!2050 = !DILocation(line: 713, column: 7, scope: !2051)
!2051 = distinct !DILexicalBlock(scope: !2037, file: !3, line: 713, column: 7)
!2052 = !DILocation(line: 713, column: 7, scope: !2037)
!2053 = !DILocation(line: 714, column: 27, scope: !2051)
!2054 = !DILocation(line: 714, column: 17, scope: !2051)
!2055 = !DILocation(line: 714, column: 10, scope: !2051)
!2056 = !DILocation(line: 714, column: 5, scope: !2051)
!2057 = !DILocation(line: 716, column: 1, scope: !2037)
!2058 = !DISubprogram(name: "pthread_join", scope: !3, file: !3, line: 649, type: !2059, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2059 = !DISubroutineType(types: !2060)
!2060 = !{!23, !1993, !2061}
!2061 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 32)
!2062 = distinct !DISubprogram(name: "thrd_exit", scope: !3, file: !3, line: 718, type: !323, scopeLine: 718, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2063)
!2063 = !{!2064}
!2064 = !DILocalVariable(name: "res", arg: 1, scope: !2062, file: !3, line: 718, type: !23)
!2065 = !DILocation(line: 0, scope: !2062)
!2066 = !DILocation(line: 718, column: 40, scope: !2062)
!2067 = !DILocation(line: 718, column: 27, scope: !2062)
!2068 = !DISubprogram(name: "pthread_exit", scope: !3, file: !3, line: 650, type: !136, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!2069 = distinct !DISubprogram(name: "thrd_current", scope: !3, file: !3, line: 719, type: !2070, scopeLine: 719, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!2070 = !DISubroutineType(types: !2071)
!2071 = !{!1993}
!2072 = !DILocation(line: 719, column: 46, scope: !2069)
!2073 = !DILocation(line: 719, column: 39, scope: !2069)
!2074 = !DISubprogram(name: "pthread_self", scope: !3, file: !3, line: 651, type: !2070, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2075 = distinct !DISubprogram(name: "thrd_equal", scope: !3, file: !3, line: 720, type: !2076, scopeLine: 720, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2078)
!2076 = !DISubroutineType(types: !2077)
!2077 = !{!23, !1993, !1993}
!2078 = !{!2079, !2080}
!2079 = !DILocalVariable(name: "a", arg: 1, scope: !2075, file: !3, line: 720, type: !1993)
!2080 = !DILocalVariable(name: "b", arg: 2, scope: !2075, file: !3, line: 720, type: !1993)
!2081 = !DILocation(line: 0, scope: !2075)
!2082 = !DILocation(line: 720, column: 67, scope: !2075)
!2083 = !DILocation(line: 720, column: 58, scope: !2075)
!2084 = distinct !DISubprogram(name: "thrd_detach", scope: !3, file: !3, line: 721, type: !2085, scopeLine: 721, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2087)
!2085 = !DISubroutineType(types: !2086)
!2086 = !{!23, !1993}
!2087 = !{!2088}
!2088 = !DILocalVariable(name: "thr", arg: 1, scope: !2084, file: !3, line: 721, type: !1993)
!2089 = !DILocation(line: 0, scope: !2084)
!2090 = !DILocation(line: 721, column: 48, scope: !2084)
!2091 = !DILocation(line: 721, column: 41, scope: !2084)
!2092 = !DISubprogram(name: "pthread_detach", scope: !3, file: !3, line: 652, type: !2085, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2093 = distinct !DISubprogram(name: "thrd_yield", scope: !3, file: !3, line: 722, type: !110, scopeLine: 722, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!2094 = !DILocation(line: 722, column: 25, scope: !2093)
!2095 = !DILocation(line: 722, column: 40, scope: !2093)
!2096 = !DISubprogram(name: "sched_yield", scope: !3, file: !3, line: 653, type: !1655, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2097 = distinct !DISubprogram(name: "thrd_sleep", scope: !3, file: !3, line: 725, type: !2098, scopeLine: 725, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2100)
!2098 = !DISubroutineType(types: !2099)
!2099 = !{!23, !345, !17}
!2100 = !{!2101, !2102}
!2101 = !DILocalVariable(name: "duration", arg: 1, scope: !2097, file: !3, line: 725, type: !345)
!2102 = !DILocalVariable(name: "remaining", arg: 2, scope: !2097, file: !3, line: 725, type: !17)
!2103 = !DILocation(line: 0, scope: !2097)
!2104 = !DILocation(line: 728, column: 3, scope: !2097)
!2105 = !DILocation(line: 729, column: 3, scope: !2097)
!2106 = distinct !DISubprogram(name: "mtx_init", scope: !3, file: !3, line: 732, type: !2107, scopeLine: 732, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2109)
!2107 = !DISubroutineType(types: !2108)
!2108 = !{!23, !17, !23}
!2109 = !{!2110, !2111, !2112}
!2110 = !DILocalVariable(name: "m", arg: 1, scope: !2106, file: !3, line: 732, type: !17)
!2111 = !DILocalVariable(name: "type", arg: 2, scope: !2106, file: !3, line: 732, type: !23)
!2112 = !DILocalVariable(name: "attr", scope: !2106, file: !3, line: 733, type: !23)
!2113 = distinct !DIAssignID()
!2114 = !DILocation(line: 0, scope: !2106)
!2115 = !DILocation(line: 733, column: 3, scope: !2106)
!2116 = !DILocation(line: 734, column: 3, scope: !2106)
!2117 = !DILocation(line: 735, column: 12, scope: !2118)
!2118 = distinct !DILexicalBlock(scope: !2106, file: !3, line: 735, column: 7)
!2119 = !DILocation(line: 735, column: 7, scope: !2106)
!2120 = !DILocation(line: 736, column: 5, scope: !2118)
!2121 = !DILocation(line: 737, column: 10, scope: !2106)
!2122 = !DILocation(line: 738, column: 1, scope: !2106)
!2123 = !DILocation(line: 737, column: 3, scope: !2106)
!2124 = !DISubprogram(name: "pthread_mutexattr_init", scope: !3, file: !3, line: 654, type: !36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2125 = !DISubprogram(name: "pthread_mutexattr_settype", scope: !3, file: !3, line: 655, type: !2107, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2126 = !DISubprogram(name: "pthread_mutex_init", scope: !3, file: !3, line: 656, type: !1966, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2127 = distinct !DISubprogram(name: "mtx_lock", scope: !3, file: !3, line: 740, type: !36, scopeLine: 740, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2128)
!2128 = !{!2129}
!2129 = !DILocalVariable(name: "m", arg: 1, scope: !2127, file: !3, line: 740, type: !17)
!2130 = !DILocation(line: 0, scope: !2127)
!2131 = !DILocation(line: 740, column: 32, scope: !2127)
!2132 = !DILocation(line: 740, column: 25, scope: !2127)
!2133 = distinct !DISubprogram(name: "mtx_trylock", scope: !3, file: !3, line: 742, type: !36, scopeLine: 742, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2134)
!2134 = !{!2135, !2136}
!2135 = !DILocalVariable(name: "m", arg: 1, scope: !2133, file: !3, line: 742, type: !17)
!2136 = !DILocalVariable(name: "r", scope: !2133, file: !3, line: 743, type: !23)
!2137 = !DILocation(line: 0, scope: !2133)
!2138 = !DILocation(line: 743, column: 11, scope: !2133)
!2139 = !DILocation(line: 744, column: 12, scope: !2133)
!2140 = !DILocation(line: 744, column: 10, scope: !2133)
!2141 = !DILocation(line: 744, column: 3, scope: !2133)
!2142 = distinct !DISubprogram(name: "mtx_timedlock", scope: !3, file: !3, line: 747, type: !1966, scopeLine: 747, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2143)
!2143 = !{!2144, !2145, !2146}
!2144 = !DILocalVariable(name: "m", arg: 1, scope: !2142, file: !3, line: 747, type: !17)
!2145 = !DILocalVariable(name: "abstime", arg: 2, scope: !2142, file: !3, line: 747, type: !345)
!2146 = !DILocalVariable(name: "r", scope: !2142, file: !3, line: 748, type: !23)
!2147 = !DILocation(line: 0, scope: !2142)
!2148 = !DILocation(line: 0, scope: !1965, inlinedAt: !2149)
!2149 = distinct !DILocation(line: 748, column: 11, scope: !2142)
!2150 = !DILocation(line: 674, column: 11, scope: !1965, inlinedAt: !2149)
!2151 = !DILocation(line: 675, column: 9, scope: !1975, inlinedAt: !2149)
!2152 = !DILocation(line: 675, column: 7, scope: !1965, inlinedAt: !2149)
!2153 = !DILocation(line: 677, column: 7, scope: !1978, inlinedAt: !2149)
!2154 = !DILocation(line: 677, column: 7, scope: !1965, inlinedAt: !2149)
!2155 = !DILocation(line: 679, column: 10, scope: !1965, inlinedAt: !2149)
!2156 = !DILocation(line: 679, column: 3, scope: !1965, inlinedAt: !2149)
!2157 = !DILocation(line: 749, column: 10, scope: !2142)
!2158 = !DILocation(line: 749, column: 12, scope: !2142)
!2159 = !DILocation(line: 749, column: 3, scope: !2142)
!2160 = distinct !DISubprogram(name: "mtx_unlock", scope: !3, file: !3, line: 752, type: !36, scopeLine: 752, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2161)
!2161 = !{!2162}
!2162 = !DILocalVariable(name: "m", arg: 1, scope: !2160, file: !3, line: 752, type: !17)
!2163 = !DILocation(line: 0, scope: !2160)
!2164 = !DILocation(line: 752, column: 34, scope: !2160)
!2165 = !DILocation(line: 752, column: 27, scope: !2160)
!2166 = !DISubprogram(name: "pthread_mutex_unlock", scope: !3, file: !3, line: 659, type: !36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2167 = distinct !DISubprogram(name: "mtx_destroy", scope: !3, file: !3, line: 753, type: !136, scopeLine: 753, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2168)
!2168 = !{!2169}
!2169 = !DILocalVariable(name: "m", arg: 1, scope: !2167, file: !3, line: 753, type: !17)
!2170 = !DILocation(line: 0, scope: !2167)
!2171 = !DILocation(line: 753, column: 29, scope: !2167)
!2172 = !DILocation(line: 753, column: 55, scope: !2167)
!2173 = !DISubprogram(name: "pthread_mutex_destroy", scope: !3, file: !3, line: 660, type: !36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2174 = distinct !DISubprogram(name: "cnd_init", scope: !3, file: !3, line: 755, type: !36, scopeLine: 755, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2175)
!2175 = !{!2176}
!2176 = !DILocalVariable(name: "c", arg: 1, scope: !2174, file: !3, line: 755, type: !17)
!2177 = !DILocation(line: 0, scope: !2174)
!2178 = !DILocation(line: 755, column: 32, scope: !2174)
!2179 = !DILocation(line: 755, column: 25, scope: !2174)
!2180 = !DISubprogram(name: "pthread_cond_init", scope: !3, file: !3, line: 661, type: !1966, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2181 = distinct !DISubprogram(name: "cnd_signal", scope: !3, file: !3, line: 756, type: !36, scopeLine: 756, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2182)
!2182 = !{!2183}
!2183 = !DILocalVariable(name: "c", arg: 1, scope: !2181, file: !3, line: 756, type: !17)
!2184 = !DILocation(line: 0, scope: !2181)
!2185 = !DILocation(line: 756, column: 34, scope: !2181)
!2186 = !DILocation(line: 756, column: 27, scope: !2181)
!2187 = !DISubprogram(name: "pthread_cond_signal", scope: !3, file: !3, line: 664, type: !36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2188 = distinct !DISubprogram(name: "cnd_broadcast", scope: !3, file: !3, line: 757, type: !36, scopeLine: 757, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2189)
!2189 = !{!2190}
!2190 = !DILocalVariable(name: "c", arg: 1, scope: !2188, file: !3, line: 757, type: !17)
!2191 = !DILocation(line: 0, scope: !2188)
!2192 = !DILocation(line: 757, column: 37, scope: !2188)
!2193 = !DILocation(line: 757, column: 30, scope: !2188)
!2194 = !DISubprogram(name: "pthread_cond_broadcast", scope: !3, file: !3, line: 665, type: !36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2195 = distinct !DISubprogram(name: "cnd_wait", scope: !3, file: !3, line: 758, type: !2196, scopeLine: 758, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2198)
!2196 = !DISubroutineType(types: !2197)
!2197 = !{!23, !17, !17}
!2198 = !{!2199, !2200}
!2199 = !DILocalVariable(name: "c", arg: 1, scope: !2195, file: !3, line: 758, type: !17)
!2200 = !DILocalVariable(name: "m", arg: 2, scope: !2195, file: !3, line: 758, type: !17)
!2201 = !DILocation(line: 0, scope: !2195)
!2202 = !DILocation(line: 758, column: 41, scope: !2195)
!2203 = !DILocation(line: 758, column: 34, scope: !2195)
!2204 = !DISubprogram(name: "pthread_cond_wait", scope: !3, file: !3, line: 662, type: !2196, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2205 = distinct !DISubprogram(name: "cnd_timedwait", scope: !3, file: !3, line: 760, type: !2206, scopeLine: 760, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2208)
!2206 = !DISubroutineType(types: !2207)
!2207 = !{!23, !17, !17, !345}
!2208 = !{!2209, !2210, !2211, !2212}
!2209 = !DILocalVariable(name: "c", arg: 1, scope: !2205, file: !3, line: 760, type: !17)
!2210 = !DILocalVariable(name: "m", arg: 2, scope: !2205, file: !3, line: 760, type: !17)
!2211 = !DILocalVariable(name: "abstime", arg: 3, scope: !2205, file: !3, line: 760, type: !345)
!2212 = !DILocalVariable(name: "r", scope: !2205, file: !3, line: 761, type: !23)
!2213 = !DILocation(line: 0, scope: !2205)
!2214 = !DILocation(line: 761, column: 11, scope: !2205)
!2215 = !DILocation(line: 762, column: 12, scope: !2205)
!2216 = !DILocation(line: 762, column: 10, scope: !2205)
!2217 = !DILocation(line: 762, column: 3, scope: !2205)
!2218 = !DISubprogram(name: "pthread_cond_timedwait", scope: !3, file: !3, line: 663, type: !2206, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2219 = distinct !DISubprogram(name: "cnd_destroy", scope: !3, file: !3, line: 765, type: !136, scopeLine: 765, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2220)
!2220 = !{!2221}
!2221 = !DILocalVariable(name: "c", arg: 1, scope: !2219, file: !3, line: 765, type: !17)
!2222 = !DILocation(line: 0, scope: !2219)
!2223 = !DILocation(line: 765, column: 29, scope: !2219)
!2224 = !DILocation(line: 765, column: 54, scope: !2219)
!2225 = !DISubprogram(name: "pthread_cond_destroy", scope: !3, file: !3, line: 666, type: !36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2226 = distinct !DISubprogram(name: "call_once", scope: !3, file: !3, line: 767, type: !2227, scopeLine: 767, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2229)
!2227 = !DISubroutineType(types: !2228)
!2228 = !{null, !39, !109}
!2229 = !{!2230, !2231}
!2230 = !DILocalVariable(name: "flag", arg: 1, scope: !2226, file: !3, line: 767, type: !39)
!2231 = !DILocalVariable(name: "func", arg: 2, scope: !2226, file: !3, line: 767, type: !109)
!2232 = !DILocation(line: 0, scope: !2226)
!2233 = !DILocation(line: 0, scope: !1824, inlinedAt: !2234)
!2234 = distinct !DILocation(line: 767, column: 49, scope: !2226)
!2235 = !DILocation(line: 553, column: 3, scope: !1824, inlinedAt: !2234)
!2236 = !DILocation(line: 554, column: 7, scope: !1833, inlinedAt: !2234)
!2237 = !DILocation(line: 554, column: 13, scope: !1833, inlinedAt: !2234)
!2238 = !DILocation(line: 554, column: 7, scope: !1824, inlinedAt: !2234)
!2239 = !DILocation(line: 555, column: 11, scope: !1837, inlinedAt: !2234)
!2240 = !DILocation(line: 556, column: 5, scope: !1837, inlinedAt: !2234)
!2241 = !DILocation(line: 557, column: 5, scope: !1837, inlinedAt: !2234)
!2242 = !DILocation(line: 560, column: 5, scope: !1837, inlinedAt: !2234)
!2243 = !DILocation(line: 561, column: 5, scope: !1837, inlinedAt: !2234)
!2244 = !DILocation(line: 563, column: 3, scope: !1824, inlinedAt: !2234)
!2245 = !DILocation(line: 564, column: 3, scope: !1824, inlinedAt: !2234)
!2246 = !DILocation(line: 565, column: 3, scope: !1824, inlinedAt: !2234)
!2247 = !DILocation(line: 767, column: 75, scope: !2226)
!2248 = distinct !DISubprogram(name: "tss_create", scope: !3, file: !3, line: 769, type: !1852, scopeLine: 769, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2249)
!2249 = !{!2250, !2251}
!2250 = !DILocalVariable(name: "key", arg: 1, scope: !2248, file: !3, line: 769, type: !1854)
!2251 = !DILocalVariable(name: "dtor", arg: 2, scope: !2248, file: !3, line: 769, type: !135)
!2252 = !DILocation(line: 0, scope: !2248)
!2253 = !DILocation(line: 0, scope: !1851, inlinedAt: !2254)
!2254 = distinct !DILocation(line: 770, column: 10, scope: !2248)
!2255 = !DILocation(line: 577, column: 3, scope: !1851, inlinedAt: !2254)
!2256 = !DILocation(line: 0, scope: !1859, inlinedAt: !2254)
!2257 = !DILocation(line: 578, column: 3, scope: !1859, inlinedAt: !2254)
!2258 = !DILocation(line: 579, column: 10, scope: !1865, inlinedAt: !2254)
!2259 = !DILocation(line: 579, column: 9, scope: !1866, inlinedAt: !2254)
!2260 = !DILocation(line: 580, column: 19, scope: !1870, inlinedAt: !2254)
!2261 = !DILocation(line: 581, column: 7, scope: !1870, inlinedAt: !2254)
!2262 = !DILocation(line: 581, column: 19, scope: !1870, inlinedAt: !2254)
!2263 = !DILocation(line: 582, column: 11, scope: !1874, inlinedAt: !2254)
!2264 = !DILocation(line: 582, column: 11, scope: !1870, inlinedAt: !2254)
!2265 = !DILocation(line: 583, column: 27, scope: !1874, inlinedAt: !2254)
!2266 = !DILocation(line: 583, column: 9, scope: !1874, inlinedAt: !2254)
!2267 = !DILocation(line: 578, column: 39, scope: !1867, inlinedAt: !2254)
!2268 = !DILocation(line: 578, column: 26, scope: !1867, inlinedAt: !2254)
!2269 = distinct !{!2269, !2257, !2270, !339}
!2270 = !DILocation(line: 588, column: 3, scope: !1859, inlinedAt: !2254)
!2271 = !DILocation(line: 589, column: 3, scope: !1851, inlinedAt: !2254)
!2272 = !DILocation(line: 770, column: 10, scope: !2248)
!2273 = !DILocation(line: 584, column: 7, scope: !1870, inlinedAt: !2254)
!2274 = !DILocation(line: 585, column: 12, scope: !1870, inlinedAt: !2254)
!2275 = !DILocation(line: 770, column: 3, scope: !2248)
!2276 = distinct !DISubprogram(name: "tss_get", scope: !3, file: !3, line: 773, type: !1940, scopeLine: 773, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2277)
!2277 = !{!2278}
!2278 = !DILocalVariable(name: "key", arg: 1, scope: !2276, file: !3, line: 773, type: !6)
!2279 = !DILocation(line: 0, scope: !2276)
!2280 = !DILocation(line: 0, scope: !1939, inlinedAt: !2281)
!2281 = distinct !DILocation(line: 773, column: 38, scope: !2276)
!2282 = !DILocation(line: 628, column: 54, scope: !1939, inlinedAt: !2281)
!2283 = !DILocation(line: 628, column: 50, scope: !1939, inlinedAt: !2281)
!2284 = !DILocation(line: 628, column: 67, scope: !1939, inlinedAt: !2281)
!2285 = !DILocation(line: 773, column: 31, scope: !2276)
!2286 = distinct !DISubprogram(name: "tss_set", scope: !3, file: !3, line: 775, type: !2287, scopeLine: 775, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2289)
!2287 = !DISubroutineType(types: !2288)
!2288 = !{!23, !6, !17}
!2289 = !{!2290, !2291}
!2290 = !DILocalVariable(name: "key", arg: 1, scope: !2286, file: !3, line: 775, type: !6)
!2291 = !DILocalVariable(name: "value", arg: 2, scope: !2286, file: !3, line: 775, type: !17)
!2292 = !DILocation(line: 0, scope: !2286)
!2293 = !DILocation(line: 0, scope: !1949, inlinedAt: !2294)
!2294 = distinct !DILocation(line: 776, column: 10, scope: !2286)
!2295 = !DILocation(line: 631, column: 11, scope: !1957, inlinedAt: !2294)
!2296 = !DILocation(line: 631, column: 23, scope: !1957, inlinedAt: !2294)
!2297 = !DILocation(line: 631, column: 27, scope: !1957, inlinedAt: !2294)
!2298 = !DILocation(line: 631, column: 7, scope: !1949, inlinedAt: !2294)
!2299 = !DILocation(line: 633, column: 3, scope: !1949, inlinedAt: !2294)
!2300 = !DILocation(line: 633, column: 18, scope: !1949, inlinedAt: !2294)
!2301 = !DILocation(line: 776, column: 10, scope: !2286)
!2302 = !DILocation(line: 776, column: 3, scope: !2286)
!2303 = distinct !DISubprogram(name: "tss_delete", scope: !3, file: !3, line: 779, type: !1602, scopeLine: 779, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2304)
!2304 = !{!2305}
!2305 = !DILocalVariable(name: "key", arg: 1, scope: !2303, file: !3, line: 779, type: !6)
!2306 = !DILocation(line: 0, scope: !2303)
!2307 = !DILocation(line: 0, scope: !1887, inlinedAt: !2308)
!2308 = distinct !DILocation(line: 779, column: 33, scope: !2303)
!2309 = !DILocation(line: 594, column: 3, scope: !1887, inlinedAt: !2308)
!2310 = !DILocation(line: 595, column: 11, scope: !1895, inlinedAt: !2308)
!2311 = !DILocation(line: 595, column: 23, scope: !1895, inlinedAt: !2308)
!2312 = !DILocation(line: 595, column: 27, scope: !1895, inlinedAt: !2308)
!2313 = !DILocation(line: 595, column: 7, scope: !1887, inlinedAt: !2308)
!2314 = !DILocation(line: 599, column: 7, scope: !1900, inlinedAt: !2308)
!2315 = !DILocation(line: 599, column: 7, scope: !1887, inlinedAt: !2308)
!2316 = !DILocation(line: 600, column: 23, scope: !1900, inlinedAt: !2308)
!2317 = !DILocation(line: 600, column: 5, scope: !1900, inlinedAt: !2308)
!2318 = !DILocation(line: 601, column: 17, scope: !1887, inlinedAt: !2308)
!2319 = !DILocation(line: 602, column: 17, scope: !1887, inlinedAt: !2308)
!2320 = !DILocation(line: 604, column: 3, scope: !1887, inlinedAt: !2308)
!2321 = !DILocation(line: 779, column: 58, scope: !2303)
!2322 = distinct !DISubprogram(name: "sem_init", scope: !3, file: !3, line: 804, type: !2323, scopeLine: 804, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2325)
!2323 = !DISubroutineType(types: !2324)
!2324 = !{!23, !17, !23, !6}
!2325 = !{!2326, !2327, !2328, !2329}
!2326 = !DILocalVariable(name: "sem", arg: 1, scope: !2322, file: !3, line: 804, type: !17)
!2327 = !DILocalVariable(name: "pshared", arg: 2, scope: !2322, file: !3, line: 804, type: !23)
!2328 = !DILocalVariable(name: "value", arg: 3, scope: !2322, file: !3, line: 804, type: !6)
!2329 = !DILocalVariable(name: "s", scope: !2322, file: !3, line: 805, type: !2330)
!2330 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2331, size: 32)
!2331 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pancam_sem", file: !3, line: 787, size: 64, elements: !2332)
!2332 = !{!2333, !2334}
!2333 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !2331, file: !3, line: 788, baseType: !6, size: 32)
!2334 = !DIDerivedType(tag: DW_TAG_member, name: "destroyed", scope: !2331, file: !3, line: 789, baseType: !23, size: 32, offset: 32)
!2335 = !DILocation(line: 0, scope: !2322)
!2336 = !DILocation(line: 807, column: 13, scope: !2337)
!2337 = distinct !DILexicalBlock(scope: !2322, file: !3, line: 807, column: 7)
!2338 = !DILocation(line: 807, column: 7, scope: !2322)
!2339 = !DILocation(line: 808, column: 5, scope: !2340)
!2340 = distinct !DILexicalBlock(scope: !2337, file: !3, line: 807, column: 30)
!2341 = !DILocation(line: 808, column: 18, scope: !2340)
!2342 = !DILocation(line: 809, column: 5, scope: !2340)
!2343 = !DILocation(line: 811, column: 12, scope: !2322)
!2344 = !{!2345, !310, i64 0}
!2345 = !{!"pancam_sem", !310, i64 0, !310, i64 4}
!2346 = !DILocation(line: 812, column: 6, scope: !2322)
!2347 = !DILocation(line: 812, column: 16, scope: !2322)
!2348 = !{!2345, !310, i64 4}
!2349 = !DILocation(line: 813, column: 3, scope: !2322)
!2350 = !DILocation(line: 814, column: 1, scope: !2322)
!2351 = distinct !DISubprogram(name: "sem_destroy", scope: !3, file: !3, line: 816, type: !36, scopeLine: 816, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2352)
!2352 = !{!2353, !2354}
!2353 = !DILocalVariable(name: "sem", arg: 1, scope: !2351, file: !3, line: 816, type: !17)
!2354 = !DILocalVariable(name: "s", scope: !2351, file: !3, line: 817, type: !2330)
!2355 = !DILocation(line: 0, scope: !2351)
!2356 = !DILocalVariable(name: "sem", arg: 1, scope: !2357, file: !3, line: 797, type: !17)
!2357 = distinct !DISubprogram(name: "pancam_sem_live", scope: !3, file: !3, line: 797, type: !2358, scopeLine: 797, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2360)
!2358 = !DISubroutineType(types: !2359)
!2359 = !{!2330, !17, !25}
!2360 = !{!2356, !2361, !2362}
!2361 = !DILocalVariable(name: "call", arg: 2, scope: !2357, file: !3, line: 797, type: !25)
!2362 = !DILocalVariable(name: "s", scope: !2357, file: !3, line: 798, type: !2330)
!2363 = !DILocation(line: 0, scope: !2357, inlinedAt: !2364)
!2364 = distinct !DILocation(line: 817, column: 26, scope: !2351)
!2365 = !DILocation(line: 799, column: 10, scope: !2366, inlinedAt: !2364)
!2366 = distinct !DILexicalBlock(scope: !2357, file: !3, line: 799, column: 7)
!2367 = !DILocation(line: 799, column: 7, scope: !2366, inlinedAt: !2364)
!2368 = !DILocation(line: 799, column: 7, scope: !2357, inlinedAt: !2364)
!2369 = !DILocation(line: 800, column: 5, scope: !2366, inlinedAt: !2364)
!2370 = !DILocation(line: 818, column: 16, scope: !2351)
!2371 = !DILocation(line: 819, column: 3, scope: !2351)
!2372 = distinct !DISubprogram(name: "sem_trywait", scope: !3, file: !3, line: 822, type: !36, scopeLine: 822, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2373)
!2373 = !{!2374, !2375}
!2374 = !DILocalVariable(name: "sem", arg: 1, scope: !2372, file: !3, line: 822, type: !17)
!2375 = !DILocalVariable(name: "s", scope: !2372, file: !3, line: 823, type: !2330)
!2376 = !DILocation(line: 0, scope: !2372)
!2377 = !DILocation(line: 0, scope: !2357, inlinedAt: !2378)
!2378 = distinct !DILocation(line: 823, column: 26, scope: !2372)
!2379 = !DILocation(line: 799, column: 10, scope: !2366, inlinedAt: !2378)
!2380 = !DILocation(line: 799, column: 7, scope: !2366, inlinedAt: !2378)
!2381 = !DILocation(line: 799, column: 7, scope: !2357, inlinedAt: !2378)
!2382 = !DILocation(line: 800, column: 5, scope: !2366, inlinedAt: !2378)
!2383 = !DILocation(line: 824, column: 3, scope: !2372)
!2384 = !DILocation(line: 825, column: 10, scope: !2385)
!2385 = distinct !DILexicalBlock(scope: !2372, file: !3, line: 825, column: 7)
!2386 = !DILocation(line: 825, column: 16, scope: !2385)
!2387 = !DILocation(line: 825, column: 7, scope: !2372)
!2388 = !DILocation(line: 826, column: 13, scope: !2389)
!2389 = distinct !DILexicalBlock(scope: !2385, file: !3, line: 825, column: 21)
!2390 = !DILocation(line: 827, column: 5, scope: !2389)
!2391 = !DILocation(line: 828, column: 5, scope: !2389)
!2392 = !DILocation(line: 830, column: 3, scope: !2372)
!2393 = !DILocation(line: 831, column: 3, scope: !2372)
!2394 = !DILocation(line: 831, column: 16, scope: !2372)
!2395 = !DILocation(line: 832, column: 3, scope: !2372)
!2396 = !DILocation(line: 833, column: 1, scope: !2372)
!2397 = distinct !DISubprogram(name: "sem_timedwait", scope: !3, file: !3, line: 837, type: !1966, scopeLine: 837, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2398)
!2398 = !{!2399, !2400}
!2399 = !DILocalVariable(name: "sem", arg: 1, scope: !2397, file: !3, line: 837, type: !17)
!2400 = !DILocalVariable(name: "abstime", arg: 2, scope: !2397, file: !3, line: 837, type: !345)
!2401 = !DILocation(line: 0, scope: !2397)
!2402 = !DILocation(line: 0, scope: !2372, inlinedAt: !2403)
!2403 = distinct !DILocation(line: 839, column: 7, scope: !2404)
!2404 = distinct !DILexicalBlock(scope: !2397, file: !3, line: 839, column: 7)
!2405 = !DILocation(line: 0, scope: !2357, inlinedAt: !2406)
!2406 = distinct !DILocation(line: 823, column: 26, scope: !2372, inlinedAt: !2403)
!2407 = !DILocation(line: 799, column: 10, scope: !2366, inlinedAt: !2406)
!2408 = !DILocation(line: 799, column: 7, scope: !2366, inlinedAt: !2406)
!2409 = !DILocation(line: 799, column: 7, scope: !2357, inlinedAt: !2406)
!2410 = !DILocation(line: 800, column: 5, scope: !2366, inlinedAt: !2406)
!2411 = !DILocation(line: 824, column: 3, scope: !2372, inlinedAt: !2403)
!2412 = !DILocation(line: 825, column: 10, scope: !2385, inlinedAt: !2403)
!2413 = !DILocation(line: 825, column: 16, scope: !2385, inlinedAt: !2403)
!2414 = !DILocation(line: 825, column: 7, scope: !2372, inlinedAt: !2403)
!2415 = !DILocation(line: 826, column: 13, scope: !2389, inlinedAt: !2403)
!2416 = !DILocation(line: 827, column: 5, scope: !2389, inlinedAt: !2403)
!2417 = !DILocation(line: 839, column: 7, scope: !2397)
!2418 = !DILocation(line: 830, column: 3, scope: !2372, inlinedAt: !2403)
!2419 = !DILocation(line: 831, column: 3, scope: !2372, inlinedAt: !2403)
!2420 = !DILocation(line: 831, column: 16, scope: !2372, inlinedAt: !2403)
!2421 = !DILocation(line: 841, column: 7, scope: !2422)
!2422 = distinct !DILexicalBlock(scope: !2397, file: !3, line: 841, column: 7)
!2423 = !DILocation(line: 841, column: 7, scope: !2397)
!2424 = !DILocation(line: 842, column: 18, scope: !2425)
!2425 = distinct !DILexicalBlock(scope: !2422, file: !3, line: 841, column: 33)
!2426 = !DILocation(line: 843, column: 5, scope: !2425)
!2427 = !DILocation(line: 845, column: 10, scope: !2397)
!2428 = !DILocation(line: 845, column: 3, scope: !2397)
!2429 = !DILocation(line: 846, column: 1, scope: !2397)
!2430 = !DISubprogram(name: "sem_wait", scope: !3, file: !3, line: 795, type: !36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2431 = distinct !DISubprogram(name: "sem_clockwait", scope: !3, file: !3, line: 848, type: !2432, scopeLine: 848, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2434)
!2432 = !DISubroutineType(types: !2433)
!2433 = !{!23, !17, !23, !345}
!2434 = !{!2435, !2436, !2437}
!2435 = !DILocalVariable(name: "sem", arg: 1, scope: !2431, file: !3, line: 848, type: !17)
!2436 = !DILocalVariable(name: "clock", arg: 2, scope: !2431, file: !3, line: 848, type: !23)
!2437 = !DILocalVariable(name: "abstime", arg: 3, scope: !2431, file: !3, line: 848, type: !345)
!2438 = !DILocation(line: 0, scope: !2431)
!2439 = !DILocation(line: 0, scope: !2397, inlinedAt: !2440)
!2440 = distinct !DILocation(line: 850, column: 10, scope: !2431)
!2441 = !DILocation(line: 0, scope: !2372, inlinedAt: !2442)
!2442 = distinct !DILocation(line: 839, column: 7, scope: !2404, inlinedAt: !2440)
!2443 = !DILocation(line: 0, scope: !2357, inlinedAt: !2444)
!2444 = distinct !DILocation(line: 823, column: 26, scope: !2372, inlinedAt: !2442)
!2445 = !DILocation(line: 799, column: 10, scope: !2366, inlinedAt: !2444)
!2446 = !DILocation(line: 799, column: 7, scope: !2366, inlinedAt: !2444)
!2447 = !DILocation(line: 799, column: 7, scope: !2357, inlinedAt: !2444)
!2448 = !DILocation(line: 800, column: 5, scope: !2366, inlinedAt: !2444)
!2449 = !DILocation(line: 824, column: 3, scope: !2372, inlinedAt: !2442)
!2450 = !DILocation(line: 825, column: 10, scope: !2385, inlinedAt: !2442)
!2451 = !DILocation(line: 825, column: 16, scope: !2385, inlinedAt: !2442)
!2452 = !DILocation(line: 825, column: 7, scope: !2372, inlinedAt: !2442)
!2453 = !DILocation(line: 826, column: 13, scope: !2389, inlinedAt: !2442)
!2454 = !DILocation(line: 827, column: 5, scope: !2389, inlinedAt: !2442)
!2455 = !DILocation(line: 839, column: 7, scope: !2397, inlinedAt: !2440)
!2456 = !DILocation(line: 830, column: 3, scope: !2372, inlinedAt: !2442)
!2457 = !DILocation(line: 831, column: 3, scope: !2372, inlinedAt: !2442)
!2458 = !DILocation(line: 831, column: 16, scope: !2372, inlinedAt: !2442)
!2459 = !DILocation(line: 841, column: 7, scope: !2422, inlinedAt: !2440)
!2460 = !DILocation(line: 841, column: 7, scope: !2397, inlinedAt: !2440)
!2461 = !DILocation(line: 842, column: 18, scope: !2425, inlinedAt: !2440)
!2462 = !DILocation(line: 843, column: 5, scope: !2425, inlinedAt: !2440)
!2463 = !DILocation(line: 845, column: 10, scope: !2397, inlinedAt: !2440)
!2464 = !DILocation(line: 845, column: 3, scope: !2397, inlinedAt: !2440)
!2465 = !DILocation(line: 850, column: 3, scope: !2431)
!2466 = distinct !DISubprogram(name: "sem_getvalue", scope: !3, file: !3, line: 853, type: !2467, scopeLine: 853, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2469)
!2467 = !DISubroutineType(types: !2468)
!2468 = !{!23, !17, !39}
!2469 = !{!2470, !2471, !2472}
!2470 = !DILocalVariable(name: "sem", arg: 1, scope: !2466, file: !3, line: 853, type: !17)
!2471 = !DILocalVariable(name: "value", arg: 2, scope: !2466, file: !3, line: 853, type: !39)
!2472 = !DILocalVariable(name: "s", scope: !2466, file: !3, line: 854, type: !2330)
!2473 = !DILocation(line: 0, scope: !2466)
!2474 = !DILocation(line: 0, scope: !2357, inlinedAt: !2475)
!2475 = distinct !DILocation(line: 854, column: 26, scope: !2466)
!2476 = !DILocation(line: 799, column: 10, scope: !2366, inlinedAt: !2475)
!2477 = !DILocation(line: 799, column: 7, scope: !2366, inlinedAt: !2475)
!2478 = !DILocation(line: 799, column: 7, scope: !2357, inlinedAt: !2475)
!2479 = !DILocation(line: 800, column: 5, scope: !2366, inlinedAt: !2475)
!2480 = !DILocation(line: 855, column: 20, scope: !2466)
!2481 = !DILocation(line: 855, column: 10, scope: !2466)
!2482 = !DILocation(line: 856, column: 3, scope: !2466)
!2483 = distinct !DISubprogram(name: "time", scope: !3, file: !3, line: 874, type: !2484, scopeLine: 874, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2488)
!2484 = !DISubroutineType(types: !2485)
!2485 = !{!2486, !2487}
!2486 = !DIDerivedType(tag: DW_TAG_typedef, name: "pancam_time_t", file: !3, line: 864, baseType: !21)
!2487 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2486, size: 32)
!2488 = !{!2489}
!2489 = !DILocalVariable(name: "t", arg: 1, scope: !2483, file: !3, line: 874, type: !2487)
!2490 = !DILocation(line: 0, scope: !2483)
!2491 = !DILocation(line: 875, column: 7, scope: !2492)
!2492 = distinct !DILexicalBlock(scope: !2483, file: !3, line: 875, column: 7)
!2493 = !DILocation(line: 875, column: 7, scope: !2483)
!2494 = !DILocation(line: 876, column: 8, scope: !2492)
!2495 = !{!2496, !2496, i64 0}
!2496 = !{!"long", !311, i64 0}
!2497 = !DILocation(line: 876, column: 5, scope: !2492)
!2498 = !DILocation(line: 877, column: 3, scope: !2483)
!2499 = distinct !DISubprogram(name: "clock_gettime", scope: !3, file: !3, line: 880, type: !2500, scopeLine: 880, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2507)
!2500 = !DISubroutineType(types: !2501)
!2501 = !{!23, !23, !2502}
!2502 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2503, size: 32)
!2503 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pancam_timespec", file: !3, line: 865, size: 64, elements: !2504)
!2504 = !{!2505, !2506}
!2505 = !DIDerivedType(tag: DW_TAG_member, name: "tv_sec", scope: !2503, file: !3, line: 866, baseType: !2486, size: 32)
!2506 = !DIDerivedType(tag: DW_TAG_member, name: "tv_nsec", scope: !2503, file: !3, line: 867, baseType: !21, size: 32, offset: 32)
!2507 = !{!2508, !2509}
!2508 = !DILocalVariable(name: "clk", arg: 1, scope: !2499, file: !3, line: 880, type: !23)
!2509 = !DILocalVariable(name: "ts", arg: 2, scope: !2499, file: !3, line: 880, type: !2502)
!2510 = !DILocation(line: 0, scope: !2499)
!2511 = !DILocation(line: 882, column: 7, scope: !2512)
!2512 = distinct !DILexicalBlock(scope: !2499, file: !3, line: 882, column: 7)
!2513 = !DILocation(line: 882, column: 7, scope: !2499)
!2514 = !DILocation(line: 883, column: 16, scope: !2515)
!2515 = distinct !DILexicalBlock(scope: !2512, file: !3, line: 882, column: 11)
!2516 = !{!2517, !2496, i64 0}
!2517 = !{!"pancam_timespec", !2496, i64 0, !2496, i64 4}
!2518 = !DILocation(line: 884, column: 9, scope: !2515)
!2519 = !DILocation(line: 884, column: 17, scope: !2515)
!2520 = !{!2517, !2496, i64 4}
!2521 = !DILocation(line: 885, column: 3, scope: !2515)
!2522 = !DILocation(line: 886, column: 3, scope: !2499)
!2523 = distinct !DISubprogram(name: "gettimeofday", scope: !3, file: !3, line: 889, type: !2524, scopeLine: 889, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2531)
!2524 = !DISubroutineType(types: !2525)
!2525 = !{!23, !2526, !17}
!2526 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2527, size: 32)
!2527 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pancam_timeval", file: !3, line: 869, size: 64, elements: !2528)
!2528 = !{!2529, !2530}
!2529 = !DIDerivedType(tag: DW_TAG_member, name: "tv_sec", scope: !2527, file: !3, line: 870, baseType: !2486, size: 32)
!2530 = !DIDerivedType(tag: DW_TAG_member, name: "tv_usec", scope: !2527, file: !3, line: 871, baseType: !21, size: 32, offset: 32)
!2531 = !{!2532, !2533}
!2532 = !DILocalVariable(name: "tv", arg: 1, scope: !2523, file: !3, line: 889, type: !2526)
!2533 = !DILocalVariable(name: "tz", arg: 2, scope: !2523, file: !3, line: 889, type: !17)
!2534 = !DILocation(line: 0, scope: !2523)
!2535 = !DILocation(line: 891, column: 7, scope: !2536)
!2536 = distinct !DILexicalBlock(scope: !2523, file: !3, line: 891, column: 7)
!2537 = !DILocation(line: 891, column: 7, scope: !2523)
!2538 = !DILocation(line: 892, column: 16, scope: !2539)
!2539 = distinct !DILexicalBlock(scope: !2536, file: !3, line: 891, column: 11)
!2540 = !{!2541, !2496, i64 0}
!2541 = !{!"pancam_timeval", !2496, i64 0, !2496, i64 4}
!2542 = !DILocation(line: 893, column: 9, scope: !2539)
!2543 = !DILocation(line: 893, column: 17, scope: !2539)
!2544 = !{!2541, !2496, i64 4}
!2545 = !DILocation(line: 894, column: 3, scope: !2539)
!2546 = !DILocation(line: 895, column: 3, scope: !2523)
!2547 = distinct !DISubprogram(name: "clock", scope: !3, file: !3, line: 898, type: !2548, scopeLine: 898, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!2548 = !DISubroutineType(types: !2549)
!2549 = !{!21}
!2550 = !DILocation(line: 898, column: 20, scope: !2547)
!2551 = distinct !DISubprogram(name: "strerror", scope: !3, file: !3, line: 916, type: !2552, scopeLine: 916, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2554)
!2552 = !DISubroutineType(types: !2553)
!2553 = !{!14, !23}
!2554 = !{!2555, !2556, !2557, !2558, !2559, !2560}
!2555 = !DILocalVariable(name: "e", arg: 1, scope: !2551, file: !3, line: 916, type: !23)
!2556 = !DILocalVariable(name: "p", scope: !2551, file: !3, line: 920, type: !25)
!2557 = !DILocalVariable(name: "i", scope: !2551, file: !3, line: 921, type: !23)
!2558 = !DILocalVariable(name: "u", scope: !2551, file: !3, line: 924, type: !6)
!2559 = !DILocalVariable(name: "d", scope: !2551, file: !3, line: 927, type: !224)
!2560 = !DILocalVariable(name: "n", scope: !2551, file: !3, line: 928, type: !23)
!2561 = distinct !DIAssignID()
!2562 = !DILocation(line: 0, scope: !2551)
!2563 = !DILocation(line: 917, column: 14, scope: !2564)
!2564 = distinct !DILexicalBlock(scope: !2551, file: !3, line: 917, column: 7)
!2565 = !DILocation(line: 923, column: 24, scope: !2551)
!2566 = !DILocation(line: 924, column: 18, scope: !2551)
!2567 = !DILocation(line: 924, column: 16, scope: !2551)
!2568 = !DILocation(line: 925, column: 7, scope: !2551)
!2569 = !DILocation(line: 918, column: 20, scope: !2564)
!2570 = !DILocation(line: 918, column: 5, scope: !2564)
!2571 = !DILocation(line: 926, column: 24, scope: !2572)
!2572 = distinct !DILexicalBlock(scope: !2551, file: !3, line: 925, column: 7)
!2573 = !DILocation(line: 926, column: 5, scope: !2572)
!2574 = !DILocation(line: 927, column: 3, scope: !2551)
!2575 = !DILocation(line: 929, column: 3, scope: !2551)
!2576 = !DILocation(line: 930, column: 29, scope: !2577)
!2577 = distinct !DILexicalBlock(scope: !2551, file: !3, line: 929, column: 6)
!2578 = !DILocation(line: 930, column: 14, scope: !2577)
!2579 = !DILocation(line: 930, column: 8, scope: !2577)
!2580 = !DILocation(line: 930, column: 5, scope: !2577)
!2581 = !DILocation(line: 930, column: 12, scope: !2577)
!2582 = !DILocation(line: 931, column: 7, scope: !2577)
!2583 = !DILocation(line: 932, column: 3, scope: !2577)
!2584 = distinct !{!2584, !2575, !2585, !339}
!2585 = !DILocation(line: 932, column: 13, scope: !2551)
!2586 = !DILocation(line: 933, column: 3, scope: !2551)
!2587 = !DILocation(line: 934, column: 28, scope: !2551)
!2588 = !DILocation(line: 934, column: 26, scope: !2551)
!2589 = !DILocation(line: 934, column: 20, scope: !2551)
!2590 = !DILocation(line: 934, column: 5, scope: !2551)
!2591 = !DILocation(line: 934, column: 24, scope: !2551)
!2592 = distinct !{!2592, !572}
!2593 = distinct !{!2593, !2586, !2594, !339}
!2594 = !DILocation(line: 934, column: 31, scope: !2551)
!2595 = !DILocation(line: 935, column: 3, scope: !2551)
!2596 = !DILocation(line: 935, column: 20, scope: !2551)
!2597 = !DILocation(line: 937, column: 1, scope: !2551)
!2598 = distinct !DISubprogram(name: "perror", scope: !3, file: !3, line: 941, type: !2599, scopeLine: 941, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2601)
!2599 = !DISubroutineType(types: !2600)
!2600 = !{null, !25}
!2601 = !{!2602}
!2602 = !DILocalVariable(name: "s", arg: 1, scope: !2598, file: !3, line: 941, type: !25)
!2603 = distinct !DIAssignID()
!2604 = !DILocation(line: 0, scope: !2598)
!2605 = !DILocation(line: 942, column: 7, scope: !2606)
!2606 = distinct !DILexicalBlock(scope: !2598, file: !3, line: 942, column: 7)
!2607 = !DILocation(line: 942, column: 9, scope: !2606)
!2608 = !DILocation(line: 942, column: 12, scope: !2606)
!2609 = !DILocation(line: 942, column: 7, scope: !2598)
!2610 = !DILocation(line: 943, column: 14, scope: !2611)
!2611 = distinct !DILexicalBlock(scope: !2606, file: !3, line: 942, column: 16)
!2612 = !DILocation(line: 943, column: 5, scope: !2611)
!2613 = !DILocation(line: 944, column: 17, scope: !2611)
!2614 = !DILocation(line: 944, column: 5, scope: !2611)
!2615 = !DILocation(line: 945, column: 3, scope: !2611)
!2616 = !DILocation(line: 946, column: 18, scope: !2598)
!2617 = !DILocation(line: 0, scope: !2551, inlinedAt: !2618)
!2618 = distinct !DILocation(line: 946, column: 9, scope: !2598)
!2619 = !DILocation(line: 917, column: 14, scope: !2564, inlinedAt: !2618)
!2620 = !DILocation(line: 923, column: 24, scope: !2551, inlinedAt: !2618)
!2621 = !DILocation(line: 924, column: 18, scope: !2551, inlinedAt: !2618)
!2622 = !DILocation(line: 924, column: 16, scope: !2551, inlinedAt: !2618)
!2623 = !DILocation(line: 925, column: 7, scope: !2551, inlinedAt: !2618)
!2624 = !DILocation(line: 918, column: 20, scope: !2564, inlinedAt: !2618)
!2625 = !DILocation(line: 918, column: 5, scope: !2564, inlinedAt: !2618)
!2626 = !DILocation(line: 926, column: 24, scope: !2572, inlinedAt: !2618)
!2627 = !DILocation(line: 926, column: 5, scope: !2572, inlinedAt: !2618)
!2628 = !DILocation(line: 927, column: 3, scope: !2551, inlinedAt: !2618)
!2629 = !DILocation(line: 929, column: 3, scope: !2551, inlinedAt: !2618)
!2630 = !DILocation(line: 930, column: 29, scope: !2577, inlinedAt: !2618)
!2631 = !DILocation(line: 930, column: 14, scope: !2577, inlinedAt: !2618)
!2632 = !DILocation(line: 930, column: 8, scope: !2577, inlinedAt: !2618)
!2633 = !DILocation(line: 930, column: 5, scope: !2577, inlinedAt: !2618)
!2634 = !DILocation(line: 930, column: 12, scope: !2577, inlinedAt: !2618)
!2635 = !DILocation(line: 931, column: 7, scope: !2577, inlinedAt: !2618)
!2636 = !DILocation(line: 932, column: 3, scope: !2577, inlinedAt: !2618)
!2637 = distinct !{!2637, !2629, !2638, !339}
!2638 = !DILocation(line: 932, column: 13, scope: !2551, inlinedAt: !2618)
!2639 = !DILocation(line: 933, column: 3, scope: !2551, inlinedAt: !2618)
!2640 = !DILocation(line: 934, column: 28, scope: !2551, inlinedAt: !2618)
!2641 = !DILocation(line: 934, column: 26, scope: !2551, inlinedAt: !2618)
!2642 = !DILocation(line: 934, column: 20, scope: !2551, inlinedAt: !2618)
!2643 = !DILocation(line: 934, column: 5, scope: !2551, inlinedAt: !2618)
!2644 = !DILocation(line: 934, column: 24, scope: !2551, inlinedAt: !2618)
!2645 = distinct !{!2645, !572}
!2646 = distinct !{!2646, !2639, !2647, !339}
!2647 = !DILocation(line: 934, column: 31, scope: !2551, inlinedAt: !2618)
!2648 = !DILocation(line: 935, column: 3, scope: !2551, inlinedAt: !2618)
!2649 = !DILocation(line: 935, column: 20, scope: !2551, inlinedAt: !2618)
!2650 = !DILocation(line: 937, column: 1, scope: !2551, inlinedAt: !2618)
!2651 = !DILocation(line: 946, column: 33, scope: !2598)
!2652 = !DILocation(line: 946, column: 3, scope: !2598)
!2653 = !DILocation(line: 947, column: 15, scope: !2598)
!2654 = !DILocation(line: 947, column: 3, scope: !2598)
!2655 = !DILocation(line: 948, column: 1, scope: !2598)
!2656 = !DISubprogram(name: "fputs", scope: !3, file: !3, line: 939, type: !2657, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2657 = !DISubroutineType(types: !2658)
!2658 = !{!23, !25, !53}
!2659 = distinct !DISubprogram(name: "getchar", scope: !3, file: !3, line: 980, type: !1655, scopeLine: 980, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!2660 = !DILocation(line: 980, column: 45, scope: !2659)
!2661 = !DILocalVariable(name: "f", arg: 1, scope: !2662, file: !3, line: 974, type: !53)
!2662 = distinct !DISubprogram(name: "pancam_read_byte", scope: !3, file: !3, line: 974, type: !2663, scopeLine: 974, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2665)
!2663 = !DISubroutineType(types: !2664)
!2664 = !{!23, !53}
!2665 = !{!2661}
!2666 = !DILocation(line: 0, scope: !2662, inlinedAt: !2667)
!2667 = distinct !DILocation(line: 980, column: 28, scope: !2659)
!2668 = !DILocation(line: 975, column: 8, scope: !2669, inlinedAt: !2667)
!2669 = distinct !DILexicalBlock(scope: !2662, file: !3, line: 975, column: 7)
!2670 = !DILocation(line: 975, column: 10, scope: !2669, inlinedAt: !2667)
!2671 = !DILocation(line: 975, column: 16, scope: !2669, inlinedAt: !2667)
!2672 = !{!2673, !310, i64 0}
!2673 = !{!"pancam_file", !310, i64 0}
!2674 = !DILocation(line: 975, column: 19, scope: !2669, inlinedAt: !2667)
!2675 = !DILocation(line: 975, column: 24, scope: !2669, inlinedAt: !2667)
!2676 = !DILocation(line: 975, column: 27, scope: !2669, inlinedAt: !2667)
!2677 = !DILocation(line: 975, column: 7, scope: !2662, inlinedAt: !2667)
!2678 = !DILocation(line: 977, column: 25, scope: !2662, inlinedAt: !2667)
!2679 = !DILocation(line: 977, column: 10, scope: !2662, inlinedAt: !2667)
!2680 = !DILocation(line: 977, column: 3, scope: !2662, inlinedAt: !2667)
!2681 = !DILocation(line: 980, column: 21, scope: !2659)
!2682 = distinct !DISubprogram(name: "getc", scope: !3, file: !3, line: 981, type: !2663, scopeLine: 981, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2683)
!2683 = !{!2684}
!2684 = !DILocalVariable(name: "f", arg: 1, scope: !2682, file: !3, line: 981, type: !53)
!2685 = !DILocation(line: 0, scope: !2682)
!2686 = !DILocation(line: 0, scope: !2662, inlinedAt: !2687)
!2687 = distinct !DILocation(line: 981, column: 42, scope: !2682)
!2688 = !DILocation(line: 975, column: 8, scope: !2669, inlinedAt: !2687)
!2689 = !DILocation(line: 975, column: 10, scope: !2669, inlinedAt: !2687)
!2690 = !DILocation(line: 975, column: 16, scope: !2669, inlinedAt: !2687)
!2691 = !DILocation(line: 975, column: 19, scope: !2669, inlinedAt: !2687)
!2692 = !DILocation(line: 975, column: 24, scope: !2669, inlinedAt: !2687)
!2693 = !DILocation(line: 975, column: 27, scope: !2669, inlinedAt: !2687)
!2694 = !DILocation(line: 975, column: 7, scope: !2662, inlinedAt: !2687)
!2695 = !DILocation(line: 977, column: 25, scope: !2662, inlinedAt: !2687)
!2696 = !DILocation(line: 977, column: 10, scope: !2662, inlinedAt: !2687)
!2697 = !DILocation(line: 977, column: 3, scope: !2662, inlinedAt: !2687)
!2698 = !DILocation(line: 981, column: 35, scope: !2682)
!2699 = distinct !DISubprogram(name: "fgetc", scope: !3, file: !3, line: 982, type: !2663, scopeLine: 982, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2700)
!2700 = !{!2701}
!2701 = !DILocalVariable(name: "f", arg: 1, scope: !2699, file: !3, line: 982, type: !53)
!2702 = !DILocation(line: 0, scope: !2699)
!2703 = !DILocation(line: 0, scope: !2662, inlinedAt: !2704)
!2704 = distinct !DILocation(line: 982, column: 43, scope: !2699)
!2705 = !DILocation(line: 975, column: 8, scope: !2669, inlinedAt: !2704)
!2706 = !DILocation(line: 975, column: 10, scope: !2669, inlinedAt: !2704)
!2707 = !DILocation(line: 975, column: 16, scope: !2669, inlinedAt: !2704)
!2708 = !DILocation(line: 975, column: 19, scope: !2669, inlinedAt: !2704)
!2709 = !DILocation(line: 975, column: 24, scope: !2669, inlinedAt: !2704)
!2710 = !DILocation(line: 975, column: 27, scope: !2669, inlinedAt: !2704)
!2711 = !DILocation(line: 975, column: 7, scope: !2662, inlinedAt: !2704)
!2712 = !DILocation(line: 977, column: 25, scope: !2662, inlinedAt: !2704)
!2713 = !DILocation(line: 977, column: 10, scope: !2662, inlinedAt: !2704)
!2714 = !DILocation(line: 977, column: 3, scope: !2662, inlinedAt: !2704)
!2715 = !DILocation(line: 982, column: 36, scope: !2699)
!2716 = distinct !DISubprogram(name: "vscanf", scope: !3, file: !3, line: 1074, type: !2717, scopeLine: 1074, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2720)
!2717 = !DISubroutineType(types: !2718)
!2718 = !{!23, !25, !2719}
!2719 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !3, baseType: !14)
!2720 = !{!2721, !2722}
!2721 = !DILocalVariable(name: "f", arg: 1, scope: !2716, file: !3, line: 1074, type: !25)
!2722 = !DILocalVariable(name: "ap", arg: 2, scope: !2716, file: !3, line: 1074, type: !2719)
!2723 = !DILocation(line: 0, scope: !2716)
!2724 = !DILocation(line: 1074, column: 58, scope: !2716)
!2725 = !DILocation(line: 1074, column: 51, scope: !2716)
!2726 = distinct !DISubprogram(name: "pancam_vscanf", scope: !3, file: !3, line: 992, type: !2717, scopeLine: 992, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2727)
!2727 = !{!2728, !2729, !2730, !2731, !2732, !2733, !2735, !2736, !2737, !2738, !2739}
!2728 = !DILocalVariable(name: "f", arg: 1, scope: !2726, file: !3, line: 992, type: !25)
!2729 = !DILocalVariable(name: "ap", arg: 2, scope: !2726, file: !3, line: 992, type: !2719)
!2730 = !DILocalVariable(name: "assigned", scope: !2726, file: !3, line: 993, type: !23)
!2731 = !DILocalVariable(name: "converted", scope: !2726, file: !3, line: 993, type: !23)
!2732 = !DILocalVariable(name: "stop", scope: !2726, file: !3, line: 993, type: !23)
!2733 = !DILocalVariable(name: "suppress", scope: !2734, file: !3, line: 1006, type: !23)
!2734 = distinct !DILexicalBlock(scope: !2726, file: !3, line: 994, column: 14)
!2735 = !DILocalVariable(name: "width", scope: !2734, file: !3, line: 1009, type: !6)
!2736 = !DILocalVariable(name: "len", scope: !2734, file: !3, line: 1012, type: !23)
!2737 = !DILocalVariable(name: "conv", scope: !2734, file: !3, line: 1026, type: !15)
!2738 = !DILocalVariable(name: "p", scope: !2734, file: !3, line: 1046, type: !17)
!2739 = !DILocalVariable(name: "i", scope: !2740, file: !3, line: 1048, type: !6)
!2740 = distinct !DILexicalBlock(scope: !2741, file: !3, line: 1048, column: 7)
!2741 = distinct !DILexicalBlock(scope: !2742, file: !3, line: 1047, column: 22)
!2742 = distinct !DILexicalBlock(scope: !2734, file: !3, line: 1047, column: 9)
!2743 = !DILocation(line: 0, scope: !2726)
!2744 = !DILocation(line: 994, column: 10, scope: !2726)
!2745 = !DILocation(line: 994, column: 3, scope: !2726)
!2746 = !DILocation(line: 995, column: 17, scope: !2747)
!2747 = distinct !DILexicalBlock(scope: !2734, file: !3, line: 995, column: 9)
!2748 = !DILocation(line: 0, scope: !1025, inlinedAt: !2749)
!2749 = distinct !DILocation(line: 995, column: 9, scope: !2747)
!2750 = !DILocation(line: 0, scope: !992, inlinedAt: !2751)
!2751 = distinct !DILocation(line: 322, column: 29, scope: !1025, inlinedAt: !2749)
!2752 = !DILocation(line: 318, column: 55, scope: !992, inlinedAt: !2751)
!2753 = !DILocation(line: 322, column: 36, scope: !1025, inlinedAt: !2749)
!2754 = !DILocation(line: 995, column: 9, scope: !2747)
!2755 = !DILocation(line: 995, column: 9, scope: !2734)
!2756 = !DILocation(line: 996, column: 8, scope: !2757)
!2757 = distinct !DILexicalBlock(scope: !2747, file: !3, line: 995, column: 37)
!2758 = !DILocation(line: 997, column: 7, scope: !2757)
!2759 = distinct !{!2759, !2745, !2760, !339}
!2760 = !DILocation(line: 1070, column: 3, scope: !2726)
!2761 = !DILocation(line: 999, column: 12, scope: !2762)
!2762 = distinct !DILexicalBlock(scope: !2734, file: !3, line: 999, column: 9)
!2763 = !DILocation(line: 999, column: 19, scope: !2762)
!2764 = !DILocation(line: 999, column: 22, scope: !2762)
!2765 = !DILocation(line: 999, column: 27, scope: !2762)
!2766 = !DILocation(line: 999, column: 9, scope: !2734)
!2767 = !DILocation(line: 1000, column: 12, scope: !2768)
!2768 = distinct !DILexicalBlock(scope: !2762, file: !3, line: 999, column: 35)
!2769 = !DILocation(line: 1000, column: 9, scope: !2768)
!2770 = !DILocation(line: 987, column: 8, scope: !2771, inlinedAt: !2773)
!2771 = distinct !DILexicalBlock(scope: !2772, file: !3, line: 987, column: 7)
!2772 = distinct !DISubprogram(name: "scan_stop", scope: !3, file: !3, line: 986, type: !1655, scopeLine: 986, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!2773 = distinct !DILocation(line: 1001, column: 19, scope: !2774)
!2774 = distinct !DILexicalBlock(scope: !2768, file: !3, line: 1001, column: 11)
!2775 = !DILocation(line: 987, column: 7, scope: !2772, inlinedAt: !2773)
!2776 = !DILocation(line: 989, column: 10, scope: !2772, inlinedAt: !2773)
!2777 = !DILocation(line: 1002, column: 26, scope: !2774)
!2778 = !DILocation(line: 1002, column: 9, scope: !2774)
!2779 = !DILocation(line: 1006, column: 23, scope: !2734)
!2780 = !DILocation(line: 0, scope: !2734)
!2781 = !DILocation(line: 1007, column: 9, scope: !2734)
!2782 = !DILocation(line: 1010, column: 12, scope: !2734)
!2783 = !DILocation(line: 1010, column: 22, scope: !2734)
!2784 = !DILocation(line: 1011, column: 21, scope: !2734)
!2785 = !DILocation(line: 1011, column: 41, scope: !2734)
!2786 = !DILocation(line: 1011, column: 44, scope: !2734)
!2787 = !DILocation(line: 1011, column: 26, scope: !2734)
!2788 = distinct !{!2788, !2789, !2790, !339}
!2789 = !DILocation(line: 1010, column: 5, scope: !2734)
!2790 = !DILocation(line: 1011, column: 49, scope: !2734)
!2791 = !DILocation(line: 1013, column: 9, scope: !2734)
!2792 = !DILocation(line: 1014, column: 13, scope: !2793)
!2793 = distinct !DILexicalBlock(scope: !2794, file: !3, line: 1013, column: 20)
!2794 = distinct !DILexicalBlock(scope: !2734, file: !3, line: 1013, column: 9)
!2795 = !DILocation(line: 1014, column: 18, scope: !2793)
!2796 = !DILocation(line: 1015, column: 12, scope: !2793)
!2797 = !DILocation(line: 1016, column: 5, scope: !2793)
!2798 = !DILocation(line: 1017, column: 13, scope: !2799)
!2799 = distinct !DILexicalBlock(scope: !2800, file: !3, line: 1016, column: 27)
!2800 = distinct !DILexicalBlock(scope: !2794, file: !3, line: 1016, column: 16)
!2801 = !DILocation(line: 1017, column: 18, scope: !2799)
!2802 = !DILocation(line: 1019, column: 5, scope: !2799)
!2803 = !DILocation(line: 1025, column: 5, scope: !2804)
!2804 = distinct !DILexicalBlock(scope: !2805, file: !3, line: 1022, column: 40)
!2805 = distinct !DILexicalBlock(scope: !2806, file: !3, line: 1022, column: 16)
!2806 = distinct !DILexicalBlock(scope: !2800, file: !3, line: 1019, column: 16)
!2807 = !DILocation(line: 0, scope: !2794)
!2808 = !DILocation(line: 1026, column: 17, scope: !2734)
!2809 = !DILocation(line: 1027, column: 10, scope: !2810)
!2810 = distinct !DILexicalBlock(scope: !2734, file: !3, line: 1027, column: 9)
!2811 = !DILocation(line: 1027, column: 9, scope: !2734)
!2812 = !DILocation(line: 1029, column: 6, scope: !2734)
!2813 = !DILocation(line: 1030, column: 9, scope: !2734)
!2814 = !DILocation(line: 1031, column: 11, scope: !2815)
!2815 = distinct !DILexicalBlock(scope: !2816, file: !3, line: 1030, column: 22)
!2816 = distinct !DILexicalBlock(scope: !2734, file: !3, line: 1030, column: 9)
!2817 = !DILocation(line: 1032, column: 48, scope: !2818)
!2818 = distinct !DILexicalBlock(scope: !2815, file: !3, line: 1031, column: 11)
!2819 = !DILocation(line: 1032, column: 17, scope: !2818)
!2820 = !DILocation(line: 1032, column: 46, scope: !2818)
!2821 = !DILocation(line: 1032, column: 9, scope: !2818)
!2822 = !DILocation(line: 1038, column: 7, scope: !2823)
!2823 = distinct !DILexicalBlock(scope: !2824, file: !3, line: 1037, column: 82)
!2824 = distinct !DILexicalBlock(scope: !2734, file: !3, line: 1035, column: 9)
!2825 = !DILocation(line: 1039, column: 7, scope: !2823)
!2826 = !DILocation(line: 987, column: 8, scope: !2771, inlinedAt: !2827)
!2827 = distinct !DILocation(line: 1041, column: 17, scope: !2828)
!2828 = distinct !DILexicalBlock(scope: !2734, file: !3, line: 1041, column: 9)
!2829 = !DILocation(line: 987, column: 7, scope: !2772, inlinedAt: !2827)
!2830 = !DILocation(line: 989, column: 10, scope: !2772, inlinedAt: !2827)
!2831 = !DILocation(line: 1042, column: 24, scope: !2828)
!2832 = !DILocation(line: 1042, column: 7, scope: !2828)
!2833 = !DILocation(line: 1044, column: 9, scope: !2734)
!2834 = !DILocation(line: 1046, column: 15, scope: !2734)
!2835 = !DILocation(line: 1047, column: 9, scope: !2734)
!2836 = !DILocation(line: 0, scope: !2740)
!2837 = !DILocation(line: 1048, column: 7, scope: !2740)
!2838 = !DILocation(line: 1049, column: 26, scope: !2839)
!2839 = distinct !DILexicalBlock(scope: !2740, file: !3, line: 1048, column: 7)
!2840 = !DILocation(line: 1049, column: 9, scope: !2839)
!2841 = !DILocation(line: 1049, column: 24, scope: !2839)
!2842 = !DILocation(line: 1048, column: 54, scope: !2839)
!2843 = !DILocation(line: 1048, column: 30, scope: !2839)
!2844 = distinct !{!2844, !2837, !2845, !339}
!2845 = !DILocation(line: 1049, column: 49, scope: !2740)
!2846 = !DILocation(line: 1052, column: 11, scope: !2847)
!2847 = distinct !DILexicalBlock(scope: !2848, file: !3, line: 1051, column: 29)
!2848 = distinct !DILexicalBlock(scope: !2742, file: !3, line: 1050, column: 16)
!2849 = !DILocation(line: 1053, column: 22, scope: !2850)
!2850 = distinct !DILexicalBlock(scope: !2847, file: !3, line: 1052, column: 11)
!2851 = !DILocation(line: 1053, column: 20, scope: !2850)
!2852 = !DILocation(line: 1053, column: 9, scope: !2850)
!2853 = !DILocation(line: 1055, column: 30, scope: !2854)
!2854 = distinct !DILexicalBlock(scope: !2850, file: !3, line: 1054, column: 16)
!2855 = !DILocation(line: 1055, column: 23, scope: !2854)
!2856 = !DILocation(line: 1055, column: 21, scope: !2854)
!2857 = !DILocation(line: 1055, column: 9, scope: !2854)
!2858 = !DILocation(line: 1057, column: 21, scope: !2859)
!2859 = distinct !DILexicalBlock(scope: !2854, file: !3, line: 1056, column: 16)
!2860 = !DILocation(line: 1057, column: 19, scope: !2859)
!2861 = !DILocation(line: 1057, column: 9, scope: !2859)
!2862 = !DILocation(line: 1059, column: 27, scope: !2863)
!2863 = distinct !DILexicalBlock(scope: !2859, file: !3, line: 1058, column: 16)
!2864 = !DILocation(line: 1059, column: 25, scope: !2863)
!2865 = !{!2866, !2866, i64 0}
!2866 = !{!"long long", !311, i64 0}
!2867 = !DILocation(line: 1059, column: 9, scope: !2863)
!2868 = !DILocation(line: 1061, column: 22, scope: !2863)
!2869 = !DILocation(line: 1061, column: 20, scope: !2863)
!2870 = !DILocation(line: 1062, column: 16, scope: !2848)
!2871 = !DILocation(line: 1063, column: 21, scope: !2872)
!2872 = distinct !DILexicalBlock(scope: !2873, file: !3, line: 1062, column: 26)
!2873 = distinct !DILexicalBlock(scope: !2848, file: !3, line: 1062, column: 16)
!2874 = !DILocation(line: 1063, column: 19, scope: !2872)
!2875 = !{!2876, !2876, i64 0}
!2876 = !{!"float", !311, i64 0}
!2877 = !DILocation(line: 1064, column: 5, scope: !2872)
!2878 = !DILocation(line: 1065, column: 27, scope: !2879)
!2879 = distinct !DILexicalBlock(scope: !2880, file: !3, line: 1064, column: 26)
!2880 = distinct !DILexicalBlock(scope: !2873, file: !3, line: 1064, column: 16)
!2881 = !DILocation(line: 1065, column: 25, scope: !2879)
!2882 = !{!2883, !2883, i64 0}
!2883 = !{!"long double", !311, i64 0}
!2884 = !DILocation(line: 1066, column: 5, scope: !2879)
!2885 = !DILocation(line: 1067, column: 22, scope: !2886)
!2886 = distinct !DILexicalBlock(scope: !2880, file: !3, line: 1066, column: 12)
!2887 = !DILocation(line: 1067, column: 20, scope: !2886)
!2888 = !{!2889, !2889, i64 0}
!2889 = !{!"double", !311, i64 0}
!2890 = !DILocation(line: 1069, column: 13, scope: !2734)
!2891 = !DILocation(line: 1072, column: 1, scope: !2726)
!2892 = distinct !DISubprogram(name: "scanf", scope: !3, file: !3, line: 1077, type: !2893, scopeLine: 1077, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2895)
!2893 = !DISubroutineType(types: !2894)
!2894 = !{!23, !25, null}
!2895 = !{!2896, !2897, !2898}
!2896 = !DILocalVariable(name: "f", arg: 1, scope: !2892, file: !3, line: 1077, type: !25)
!2897 = !DILocalVariable(name: "ap", scope: !2892, file: !3, line: 1078, type: !2719)
!2898 = !DILocalVariable(name: "r", scope: !2892, file: !3, line: 1080, type: !23)
!2899 = distinct !DIAssignID()
!2900 = !DILocation(line: 0, scope: !2892)
!2901 = !DILocation(line: 1078, column: 3, scope: !2892)
!2902 = !DILocation(line: 1079, column: 3, scope: !2892)
!2903 = !DILocation(line: 1080, column: 28, scope: !2892)
!2904 = !DILocation(line: 1080, column: 11, scope: !2892)
!2905 = !DILocation(line: 1081, column: 3, scope: !2892)
!2906 = !DILocation(line: 1083, column: 1, scope: !2892)
!2907 = !DILocation(line: 1082, column: 3, scope: !2892)
!2908 = distinct !DISubprogram(name: "fscanf", scope: !3, file: !3, line: 1088, type: !2909, scopeLine: 1088, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2911)
!2909 = !DISubroutineType(types: !2910)
!2910 = !{!23, !53, !25, null}
!2911 = !{!2912, !2913, !2914, !2915}
!2912 = !DILocalVariable(name: "s", arg: 1, scope: !2908, file: !3, line: 1088, type: !53)
!2913 = !DILocalVariable(name: "f", arg: 2, scope: !2908, file: !3, line: 1088, type: !25)
!2914 = !DILocalVariable(name: "ap", scope: !2908, file: !3, line: 1091, type: !2719)
!2915 = !DILocalVariable(name: "r", scope: !2908, file: !3, line: 1093, type: !23)
!2916 = distinct !DIAssignID()
!2917 = !DILocation(line: 0, scope: !2908)
!2918 = !DILocation(line: 1089, column: 8, scope: !2919)
!2919 = distinct !DILexicalBlock(scope: !2908, file: !3, line: 1089, column: 7)
!2920 = !DILocation(line: 1089, column: 10, scope: !2919)
!2921 = !DILocation(line: 1089, column: 16, scope: !2919)
!2922 = !DILocation(line: 1089, column: 19, scope: !2919)
!2923 = !DILocation(line: 1089, column: 7, scope: !2908)
!2924 = !DILocation(line: 1091, column: 3, scope: !2908)
!2925 = !DILocation(line: 1092, column: 3, scope: !2908)
!2926 = !DILocation(line: 1093, column: 28, scope: !2908)
!2927 = !DILocation(line: 1093, column: 11, scope: !2908)
!2928 = !DILocation(line: 1094, column: 3, scope: !2908)
!2929 = !DILocation(line: 1096, column: 1, scope: !2908)
!2930 = !DISubprogram(name: "__pancam_misuse", scope: !3, file: !3, line: 794, type: !2599, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!2931 = !DISubprogram(name: "__VERIFIER_nondet_char", scope: !3, file: !3, line: 964, type: !2932, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2932 = !DISubroutineType(types: !2933)
!2933 = !{!15}
!2934 = !DISubprogram(name: "__VERIFIER_nondet_int", scope: !3, file: !3, line: 965, type: !1655, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2935 = !DISubprogram(name: "__pancam_scanf_unsupported_conversion", scope: !3, file: !3, line: 970, type: !110, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2936 = !DISubprogram(name: "__VERIFIER_nondet_longlong", scope: !3, file: !3, line: 967, type: !2937, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2937 = !DISubroutineType(types: !2938)
!2938 = !{!20}
!2939 = !DISubprogram(name: "__VERIFIER_nondet_long", scope: !3, file: !3, line: 966, type: !2548, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2940 = !DISubprogram(name: "__VERIFIER_nondet_float", scope: !3, file: !3, line: 968, type: !2941, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2941 = !DISubroutineType(types: !2942)
!2942 = !{!45}
!2943 = !DISubprogram(name: "__VERIFIER_nondet_double", scope: !3, file: !3, line: 969, type: !2944, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2944 = !DISubroutineType(types: !2945)
!2945 = !{!49}
