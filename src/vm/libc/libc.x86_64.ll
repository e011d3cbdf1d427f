; ModuleID = 'src/vm/libc/libc.c'
source_filename = "src/vm/libc/libc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.pancam_file = type { i32 }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@pancam_errno = internal thread_local global i32 0, align 4, !dbg !0
@pancam_stdin = internal global %struct.pancam_file zeroinitializer, align 4, !dbg !146
@stdin = dso_local local_unnamed_addr global ptr @pancam_stdin, align 8, !dbg !51
@pancam_stdout = internal global %struct.pancam_file { i32 1 }, align 4, !dbg !148
@stdout = dso_local local_unnamed_addr global ptr @pancam_stdout, align 8, !dbg !57
@pancam_stderr = internal global %struct.pancam_file { i32 2 }, align 4, !dbg !150
@stderr = dso_local local_unnamed_addr global ptr @pancam_stderr, align 8, !dbg !59
@atexit_n = internal unnamed_addr global i32 0, align 4, !dbg !114
@atexit_fns = internal unnamed_addr global [32 x ptr] zeroinitializer, align 16, !dbg !106
@strtok.save = internal unnamed_addr global ptr null, align 8, !dbg !61
@ctype_b = internal constant ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), align 8, !dbg !152
@ctype_lower = internal constant ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), align 8, !dbg !69
@ctype_upper = internal constant ptr getelementptr inbounds (i8, ptr @ctype_upper_table, i64 512), align 8, !dbg !74
@ctype_lower_table = internal constant [384 x i32] [i32 -128, i32 -127, i32 -126, i32 -125, i32 -124, i32 -123, i32 -122, i32 -121, i32 -120, i32 -119, i32 -118, i32 -117, i32 -116, i32 -115, i32 -114, i32 -113, i32 -112, i32 -111, i32 -110, i32 -109, i32 -108, i32 -107, i32 -106, i32 -105, i32 -104, i32 -103, i32 -102, i32 -101, i32 -100, i32 -99, i32 -98, i32 -97, i32 -96, i32 -95, i32 -94, i32 -93, i32 -92, i32 -91, i32 -90, i32 -89, i32 -88, i32 -87, i32 -86, i32 -85, i32 -84, i32 -83, i32 -82, i32 -81, i32 -80, i32 -79, i32 -78, i32 -77, i32 -76, i32 -75, i32 -74, i32 -73, i32 -72, i32 -71, i32 -70, i32 -69, i32 -68, i32 -67, i32 -66, i32 -65, i32 -64, i32 -63, i32 -62, i32 -61, i32 -60, i32 -59, i32 -58, i32 -57, i32 -56, i32 -55, i32 -54, i32 -53, i32 -52, i32 -51, i32 -50, i32 -49, i32 -48, i32 -47, i32 -46, i32 -45, i32 -44, i32 -43, i32 -42, i32 -41, i32 -40, i32 -39, i32 -38, i32 -37, i32 -36, i32 -35, i32 -34, i32 -33, i32 -32, i32 -31, i32 -30, i32 -29, i32 -28, i32 -27, i32 -26, i32 -25, i32 -24, i32 -23, i32 -22, i32 -21, i32 -20, i32 -19, i32 -18, i32 -17, i32 -16, i32 -15, i32 -14, i32 -13, i32 -12, i32 -11, i32 -10, i32 -9, i32 -8, i32 -7, i32 -6, i32 -5, i32 -4, i32 -3, i32 -2, i32 -1, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119, i32 120, i32 121, i32 122, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119, i32 120, i32 121, i32 122, i32 123, i32 124, i32 125, i32 126, i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254, i32 255], align 16, !dbg !162
@ctype_upper_table = internal constant [384 x i32] [i32 -128, i32 -127, i32 -126, i32 -125, i32 -124, i32 -123, i32 -122, i32 -121, i32 -120, i32 -119, i32 -118, i32 -117, i32 -116, i32 -115, i32 -114, i32 -113, i32 -112, i32 -111, i32 -110, i32 -109, i32 -108, i32 -107, i32 -106, i32 -105, i32 -104, i32 -103, i32 -102, i32 -101, i32 -100, i32 -99, i32 -98, i32 -97, i32 -96, i32 -95, i32 -94, i32 -93, i32 -92, i32 -91, i32 -90, i32 -89, i32 -88, i32 -87, i32 -86, i32 -85, i32 -84, i32 -83, i32 -82, i32 -81, i32 -80, i32 -79, i32 -78, i32 -77, i32 -76, i32 -75, i32 -74, i32 -73, i32 -72, i32 -71, i32 -70, i32 -69, i32 -68, i32 -67, i32 -66, i32 -65, i32 -64, i32 -63, i32 -62, i32 -61, i32 -60, i32 -59, i32 -58, i32 -57, i32 -56, i32 -55, i32 -54, i32 -53, i32 -52, i32 -51, i32 -50, i32 -49, i32 -48, i32 -47, i32 -46, i32 -45, i32 -44, i32 -43, i32 -42, i32 -41, i32 -40, i32 -39, i32 -38, i32 -37, i32 -36, i32 -35, i32 -34, i32 -33, i32 -32, i32 -31, i32 -30, i32 -29, i32 -28, i32 -27, i32 -26, i32 -25, i32 -24, i32 -23, i32 -22, i32 -21, i32 -20, i32 -19, i32 -18, i32 -17, i32 -16, i32 -15, i32 -14, i32 -13, i32 -12, i32 -11, i32 -10, i32 -9, i32 -8, i32 -7, i32 -6, i32 -5, i32 -4, i32 -3, i32 -2, i32 -1, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 123, i32 124, i32 125, i32 126, i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254, i32 255], align 16, !dbg !165
@rand_state = internal unnamed_addr global [31 x i32] zeroinitializer, align 16, !dbg !116
@rand_f = internal unnamed_addr global i32 0, align 4, !dbg !121
@rand_r = internal unnamed_addr global i32 0, align 4, !dbg !123
@rand_seeded = internal unnamed_addr global i1 false, align 4, !dbg !288
@key_used = internal unnamed_addr global [64 x i32] zeroinitializer, align 16, !dbg !127
@key_dtor = internal unnamed_addr global [64 x ptr] zeroinitializer, align 16, !dbg !132
@__pancam_tsd_dtors = dso_local local_unnamed_addr global i32 0, align 4, !dbg !141
@key_value = internal thread_local unnamed_addr global [64 x ptr] zeroinitializer, align 16, !dbg !138
@.str = private unnamed_addr constant [45 x i8] c"sem_destroy of a semaphore already destroyed\00", align 1, !dbg !76
@.str.1 = private unnamed_addr constant [37 x i8] c"sem_trywait on a destroyed semaphore\00", align 1, !dbg !81
@.str.2 = private unnamed_addr constant [38 x i8] c"sem_getvalue on a destroyed semaphore\00", align 1, !dbg !86
@pancam_errlist = internal unnamed_addr constant [36 x ptr] [ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21, ptr @.str.22, ptr @.str.23, ptr @.str.24, ptr @.str.25, ptr @.str.26, ptr @.str.27, ptr @.str.28, ptr @.str.29, ptr @.str.30, ptr @.str.31, ptr @.str.32, ptr @.str.33, ptr @.str.34, ptr @.str.35, ptr @.str.36, ptr @.str.37, ptr @.str.38, ptr @.str.39, ptr @.str.40, ptr @.str.41, ptr @.str.42], align 16, !dbg !282
@pancam_errbuf = internal global [32 x i8] zeroinitializer, align 16, !dbg !143
@.str.4 = private unnamed_addr constant [3 x i8] c": \00", align 1, !dbg !96
@.str.5 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !101
@ctype_b_table = internal constant <{ [256 x i16], [128 x i16] }> <{ [256 x i16] [i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 8195, i16 8194, i16 8194, i16 8194, i16 8194, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 24577, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -11000, i16 -11000, i16 -11000, i16 -11000, i16 -11000, i16 -11000, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -10744, i16 -10744, i16 -10744, i16 -10744, i16 -10744, i16 -10744, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 2], [128 x i16] zeroinitializer }>, align 16, !dbg !157
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
define dso_local nonnull ptr @__errno_location() local_unnamed_addr #0 !dbg !295 {
  %1 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !298
  ret ptr %1, !dbg !299
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 -1, 1) i32 @atexit(ptr noundef %0) local_unnamed_addr #2 !dbg !300 {
    #dbg_value(ptr %0, !304, !DIExpression(), !305)
  %2 = load i32, ptr @atexit_n, align 4, !dbg !306, !tbaa !308
  %3 = icmp sgt i32 %2, 31, !dbg !312
  br i1 %3, label %8, label %4, !dbg !313

4:                                                ; preds = %1
  %5 = add nsw i32 %2, 1, !dbg !314
  store i32 %5, ptr @atexit_n, align 4, !dbg !314, !tbaa !308
  %6 = sext i32 %2 to i64, !dbg !315
  %7 = getelementptr inbounds [32 x ptr], ptr @atexit_fns, i64 0, i64 %6, !dbg !315
  store ptr %0, ptr %7, align 8, !dbg !316, !tbaa !317
  br label %8, !dbg !319

8:                                                ; preds = %1, %4
  %9 = phi i32 [ 0, %4 ], [ -1, %1 ], !dbg !305
  ret i32 %9, !dbg !320
}

; Function Attrs: noreturn nounwind
define dso_local void @exit(i32 noundef %0) local_unnamed_addr #3 !dbg !321 {
    #dbg_value(i32 %0, !325, !DIExpression(), !328)
  %2 = load i32, ptr @atexit_n, align 4, !dbg !329, !tbaa !308
  %3 = icmp sgt i32 %2, 0, !dbg !330
  br i1 %3, label %4, label %12, !dbg !331

4:                                                ; preds = %1, %4
  %5 = phi i32 [ %10, %4 ], [ %2, %1 ]
  %6 = add nsw i32 %5, -1, !dbg !332
  store i32 %6, ptr @atexit_n, align 4, !dbg !332, !tbaa !308
  %7 = zext nneg i32 %6 to i64, !dbg !333
  %8 = getelementptr inbounds [32 x ptr], ptr @atexit_fns, i64 0, i64 %7, !dbg !333
  %9 = load ptr, ptr %8, align 8, !dbg !333, !tbaa !317
    #dbg_value(ptr %9, !326, !DIExpression(), !334)
  tail call void %9() #20, !dbg !335
  %10 = load i32, ptr @atexit_n, align 4, !dbg !329, !tbaa !308
  %11 = icmp sgt i32 %10, 0, !dbg !330
  br i1 %11, label %4, label %12, !dbg !331, !llvm.loop !336

12:                                               ; preds = %4, %1
  tail call void @__pancam_exit(i32 noundef %0) #21, !dbg !339
  unreachable, !dbg !339
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: noreturn
declare !dbg !340 void @__pancam_exit(i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local i32 @memcmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #6 !dbg !341 {
    #dbg_value(ptr %0, !348, !DIExpression(), !355)
    #dbg_value(ptr %1, !349, !DIExpression(), !355)
    #dbg_value(i64 %2, !350, !DIExpression(), !355)
    #dbg_value(ptr %0, !351, !DIExpression(), !355)
    #dbg_value(ptr %1, !352, !DIExpression(), !355)
    #dbg_value(i64 0, !353, !DIExpression(), !356)
  %4 = icmp eq i64 %2, 0, !dbg !357
  br i1 %4, label %18, label %8, !dbg !359

5:                                                ; preds = %8
  %6 = add nuw i64 %9, 1, !dbg !360
    #dbg_value(i64 %6, !353, !DIExpression(), !356)
    #dbg_value(i64 %6, !353, !DIExpression(), !356)
  %7 = icmp eq i64 %6, %2, !dbg !357
  br i1 %7, label %18, label %8, !dbg !359, !llvm.loop !361

8:                                                ; preds = %3, %5
  %9 = phi i64 [ %6, %5 ], [ 0, %3 ]
    #dbg_value(i64 %9, !353, !DIExpression(), !356)
  %10 = getelementptr inbounds i8, ptr %0, i64 %9, !dbg !363
  %11 = load i8, ptr %10, align 1, !dbg !363, !tbaa !365
  %12 = getelementptr inbounds i8, ptr %1, i64 %9, !dbg !366
  %13 = load i8, ptr %12, align 1, !dbg !366, !tbaa !365
  %14 = icmp eq i8 %11, %13, !dbg !367
    #dbg_value(i64 %9, !353, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !356)
  br i1 %14, label %5, label %15, !dbg !368

15:                                               ; preds = %8
  %16 = icmp ult i8 %11, %13, !dbg !369
  %17 = select i1 %16, i32 -1, i32 1, !dbg !370
  br label %18, !dbg !371

18:                                               ; preds = %5, %3, %15
  %19 = phi i32 [ %17, %15 ], [ 0, %3 ], [ 0, %5 ]
  ret i32 %19, !dbg !372
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local range(i32 0, 2) i32 @bcmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #6 !dbg !373 {
    #dbg_value(ptr %0, !375, !DIExpression(), !378)
    #dbg_value(ptr %1, !376, !DIExpression(), !378)
    #dbg_value(i64 %2, !377, !DIExpression(), !378)
    #dbg_value(ptr %0, !348, !DIExpression(), !379)
    #dbg_value(ptr %1, !349, !DIExpression(), !379)
    #dbg_value(i64 %2, !350, !DIExpression(), !379)
    #dbg_value(ptr %0, !351, !DIExpression(), !379)
    #dbg_value(ptr %1, !352, !DIExpression(), !379)
    #dbg_value(i64 0, !353, !DIExpression(), !381)
  %4 = icmp eq i64 %2, 0, !dbg !382
  br i1 %4, label %15, label %8, !dbg !383

5:                                                ; preds = %8
  %6 = add nuw i64 %9, 1, !dbg !384
    #dbg_value(i64 %6, !353, !DIExpression(), !381)
    #dbg_value(i64 %6, !353, !DIExpression(), !381)
  %7 = icmp eq i64 %6, %2, !dbg !382
  br i1 %7, label %15, label %8, !dbg !383, !llvm.loop !385

8:                                                ; preds = %3, %5
  %9 = phi i64 [ %6, %5 ], [ 0, %3 ]
    #dbg_value(i64 %9, !353, !DIExpression(), !381)
  %10 = getelementptr inbounds i8, ptr %0, i64 %9, !dbg !387
  %11 = load i8, ptr %10, align 1, !dbg !387, !tbaa !365
  %12 = getelementptr inbounds i8, ptr %1, i64 %9, !dbg !388
  %13 = load i8, ptr %12, align 1, !dbg !388, !tbaa !365
  %14 = icmp eq i8 %11, %13, !dbg !389
    #dbg_value(i64 %9, !353, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !381)
  br i1 %14, label %5, label %15, !dbg !390

15:                                               ; preds = %8, %5, %3
  %16 = phi i32 [ 0, %3 ], [ 1, %8 ], [ 0, %5 ]
  ret i32 %16, !dbg !391
}

; Function Attrs: nounwind
define dso_local ptr @mempcpy(ptr noundef %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #7 !dbg !392 {
    #dbg_value(ptr %0, !396, !DIExpression(), !399)
    #dbg_value(ptr %1, !397, !DIExpression(), !399)
    #dbg_value(i64 %2, !398, !DIExpression(), !399)
  %4 = tail call ptr @memcpy(ptr noundef %0, ptr noundef %1, i64 noundef %2) #20, !dbg !400
  %5 = getelementptr inbounds i8, ptr %4, i64 %2, !dbg !401
  ret ptr %5, !dbg !402
}

declare !dbg !403 ptr @memcpy(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local noundef ptr @memrchr(ptr noundef readonly %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #6 !dbg !404 {
    #dbg_value(ptr %0, !408, !DIExpression(), !412)
    #dbg_value(i32 %1, !409, !DIExpression(), !412)
    #dbg_value(i64 %2, !410, !DIExpression(), !412)
    #dbg_value(ptr %0, !411, !DIExpression(), !412)
  %4 = trunc i32 %1 to i8
  br label %5, !dbg !413

5:                                                ; preds = %8, %3
  %6 = phi i64 [ %2, %3 ], [ %9, %8 ]
    #dbg_value(i64 %6, !410, !DIExpression(), !412)
  %7 = icmp eq i64 %6, 0, !dbg !414
  br i1 %7, label %15, label %8, !dbg !413

8:                                                ; preds = %5
  %9 = add i64 %6, -1, !dbg !415
    #dbg_value(i64 %9, !410, !DIExpression(), !412)
  %10 = getelementptr inbounds i8, ptr %0, i64 %9, !dbg !417
  %11 = load i8, ptr %10, align 1, !dbg !417, !tbaa !365
  %12 = icmp eq i8 %11, %4, !dbg !419
  br i1 %12, label %13, label %5, !dbg !420, !llvm.loop !421

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %0, i64 %9
  br label %15, !dbg !423

15:                                               ; preds = %5, %13
  %16 = phi ptr [ %14, %13 ], [ null, %5 ], !dbg !412
  ret ptr %16, !dbg !423
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local ptr @memchr(ptr noundef readonly %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #6 !dbg !424 {
    #dbg_value(ptr %0, !426, !DIExpression(), !432)
    #dbg_value(i32 %1, !427, !DIExpression(), !432)
    #dbg_value(i64 %2, !428, !DIExpression(), !432)
    #dbg_value(ptr %0, !429, !DIExpression(), !432)
    #dbg_value(i64 0, !430, !DIExpression(), !433)
  %4 = icmp eq i64 %2, 0, !dbg !434
  br i1 %4, label %17, label %5, !dbg !436

5:                                                ; preds = %3
  %6 = trunc i32 %1 to i8
  br label %7, !dbg !436

7:                                                ; preds = %5, %12
  %8 = phi i64 [ 0, %5 ], [ %13, %12 ]
    #dbg_value(i64 %8, !430, !DIExpression(), !433)
  %9 = getelementptr inbounds i8, ptr %0, i64 %8, !dbg !437
  %10 = load i8, ptr %9, align 1, !dbg !437, !tbaa !365
  %11 = icmp eq i8 %10, %6, !dbg !439
  br i1 %11, label %15, label %12, !dbg !440

12:                                               ; preds = %7
  %13 = add nuw i64 %8, 1, !dbg !441
    #dbg_value(i64 %13, !430, !DIExpression(), !433)
  %14 = icmp eq i64 %13, %2, !dbg !434
  br i1 %14, label %17, label %7, !dbg !436, !llvm.loop !442

15:                                               ; preds = %7
  %16 = getelementptr inbounds i8, ptr %0, i64 %8
  br label %17, !dbg !444

17:                                               ; preds = %12, %15, %3
  %18 = phi ptr [ null, %3 ], [ %16, %15 ], [ null, %12 ]
  ret ptr %18, !dbg !444
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local i64 @strnlen(ptr nocapture noundef readonly %0, i64 noundef %1) local_unnamed_addr #6 !dbg !445 {
    #dbg_value(ptr %0, !449, !DIExpression(), !452)
    #dbg_value(i64 %1, !450, !DIExpression(), !452)
    #dbg_value(i64 0, !451, !DIExpression(), !452)
  %3 = icmp eq i64 %1, 0, !dbg !453
  br i1 %3, label %12, label %4, !dbg !454

4:                                                ; preds = %2, %9
  %5 = phi i64 [ %10, %9 ], [ 0, %2 ]
    #dbg_value(i64 %5, !451, !DIExpression(), !452)
  %6 = getelementptr inbounds i8, ptr %0, i64 %5, !dbg !455
  %7 = load i8, ptr %6, align 1, !dbg !455, !tbaa !365
  %8 = icmp eq i8 %7, 0, !dbg !454
  br i1 %8, label %12, label %9, !dbg !456

9:                                                ; preds = %4
  %10 = add nuw i64 %5, 1, !dbg !457
    #dbg_value(i64 %10, !451, !DIExpression(), !452)
  %11 = icmp eq i64 %10, %1, !dbg !453
  br i1 %11, label %12, label %4, !dbg !454, !llvm.loop !458

12:                                               ; preds = %4, %9, %2
  %13 = phi i64 [ 0, %2 ], [ %1, %9 ], [ %5, %4 ], !dbg !452
  ret i64 %13, !dbg !459
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local range(i32 -1, 2) i32 @strcmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !460 {
    #dbg_value(ptr %0, !464, !DIExpression(), !468)
    #dbg_value(ptr %1, !465, !DIExpression(), !468)
    #dbg_value(ptr %0, !466, !DIExpression(), !468)
    #dbg_value(ptr %1, !467, !DIExpression(), !468)
  %3 = load i8, ptr %0, align 1, !dbg !469, !tbaa !365
  %4 = icmp eq i8 %3, 0, !dbg !469
  br i1 %4, label %16, label %5, !dbg !470

5:                                                ; preds = %2, %11
  %6 = phi i8 [ %14, %11 ], [ %3, %2 ]
  %7 = phi ptr [ %13, %11 ], [ %1, %2 ]
  %8 = phi ptr [ %12, %11 ], [ %0, %2 ]
    #dbg_value(ptr %7, !467, !DIExpression(), !468)
    #dbg_value(ptr %8, !466, !DIExpression(), !468)
  %9 = load i8, ptr %7, align 1, !dbg !471, !tbaa !365
  %10 = icmp eq i8 %6, %9, !dbg !472
  br i1 %10, label %11, label %16, !dbg !473

11:                                               ; preds = %5
  %12 = getelementptr inbounds i8, ptr %8, i64 1, !dbg !474
    #dbg_value(ptr %12, !466, !DIExpression(), !468)
  %13 = getelementptr inbounds i8, ptr %7, i64 1, !dbg !476
    #dbg_value(ptr %13, !467, !DIExpression(), !468)
  %14 = load i8, ptr %12, align 1, !dbg !469, !tbaa !365
  %15 = icmp eq i8 %14, 0, !dbg !469
  br i1 %15, label %16, label %5, !dbg !470, !llvm.loop !477

16:                                               ; preds = %5, %11, %2
  %17 = phi ptr [ %1, %2 ], [ %13, %11 ], [ %7, %5 ], !dbg !468
  %18 = phi i8 [ 0, %2 ], [ 0, %11 ], [ %6, %5 ], !dbg !469
  %19 = load i8, ptr %17, align 1, !dbg !479, !tbaa !365
  %20 = icmp ugt i8 %18, %19, !dbg !480
  %21 = zext i1 %20 to i32, !dbg !480
  %22 = icmp ult i8 %18, %19, !dbg !481
  %23 = sext i1 %22 to i32, !dbg !481
  %24 = add nsw i32 %23, %21, !dbg !482
  ret i32 %24, !dbg !483
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local i32 @strncmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #6 !dbg !484 {
    #dbg_value(ptr %0, !488, !DIExpression(), !495)
    #dbg_value(ptr %1, !489, !DIExpression(), !495)
    #dbg_value(i64 %2, !490, !DIExpression(), !495)
    #dbg_value(ptr %0, !491, !DIExpression(), !495)
    #dbg_value(ptr %1, !492, !DIExpression(), !495)
    #dbg_value(i64 0, !493, !DIExpression(), !496)
  %4 = icmp eq i64 %2, 0, !dbg !497
  br i1 %4, label %23, label %5, !dbg !499

5:                                                ; preds = %3, %18
  %6 = phi i64 [ %20, %18 ], [ 0, %3 ]
    #dbg_value(i64 %6, !493, !DIExpression(), !496)
  %7 = getelementptr inbounds i8, ptr %0, i64 %6, !dbg !500
  %8 = load i8, ptr %7, align 1, !dbg !500, !tbaa !365
  %9 = getelementptr inbounds i8, ptr %1, i64 %6, !dbg !503
  %10 = load i8, ptr %9, align 1, !dbg !503, !tbaa !365
  %11 = icmp eq i8 %8, %10, !dbg !504
  br i1 %11, label %18, label %12, !dbg !505

12:                                               ; preds = %5
  %13 = icmp ugt i8 %8, %10, !dbg !506
  %14 = zext i1 %13 to i32, !dbg !506
  %15 = icmp ult i8 %8, %10, !dbg !507
  %16 = sext i1 %15 to i32, !dbg !507
  %17 = add nsw i32 %16, %14, !dbg !508
  br label %23, !dbg !509

18:                                               ; preds = %5
  %19 = icmp eq i8 %8, 0, !dbg !510
    #dbg_value(i64 %6, !493, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !496)
  %20 = add nuw i64 %6, 1
    #dbg_value(i64 %20, !493, !DIExpression(), !496)
    #dbg_value(i64 %20, !493, !DIExpression(), !496)
  %21 = icmp eq i64 %20, %2
  %22 = select i1 %19, i1 true, i1 %21, !dbg !512
  br i1 %22, label %23, label %5, !dbg !512, !llvm.loop !513

23:                                               ; preds = %18, %3, %12
  %24 = phi i32 [ %17, %12 ], [ 0, %3 ], [ 0, %18 ]
  ret i32 %24, !dbg !515
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local noundef ptr @strcpy(ptr noundef returned writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #10 !dbg !516 {
    #dbg_value(ptr %0, !518, !DIExpression(), !521)
    #dbg_value(ptr %1, !519, !DIExpression(), !521)
    #dbg_value(ptr %0, !520, !DIExpression(), !521)
  br label %3, !dbg !522

3:                                                ; preds = %3, %2
  %4 = phi ptr [ %1, %2 ], [ %6, %3 ]
  %5 = phi ptr [ %0, %2 ], [ %8, %3 ]
    #dbg_value(ptr %5, !518, !DIExpression(), !521)
    #dbg_value(ptr %4, !519, !DIExpression(), !521)
  %6 = getelementptr inbounds i8, ptr %4, i64 1, !dbg !523
    #dbg_value(ptr %6, !519, !DIExpression(), !521)
  %7 = load i8, ptr %4, align 1, !dbg !524, !tbaa !365
  %8 = getelementptr inbounds i8, ptr %5, i64 1, !dbg !525
    #dbg_value(ptr %8, !518, !DIExpression(), !521)
  store i8 %7, ptr %5, align 1, !dbg !526, !tbaa !365
  %9 = icmp eq i8 %7, 0, !dbg !522
  br i1 %9, label %10, label %3, !dbg !522, !llvm.loop !527

10:                                               ; preds = %3
  ret ptr %0, !dbg !529
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local noundef ptr @stpcpy(ptr noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #10 !dbg !530 {
    #dbg_value(ptr %0, !532, !DIExpression(), !534)
    #dbg_value(ptr %1, !533, !DIExpression(), !534)
    #dbg_value(ptr %1, !533, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !534)
  %3 = load i8, ptr %1, align 1, !dbg !535, !tbaa !365
  store i8 %3, ptr %0, align 1, !dbg !536, !tbaa !365
  %4 = icmp eq i8 %3, 0, !dbg !537
  br i1 %4, label %12, label %5, !dbg !537

5:                                                ; preds = %2, %5
  %6 = phi ptr [ %8, %5 ], [ %1, %2 ]
  %7 = phi ptr [ %9, %5 ], [ %0, %2 ]
    #dbg_value(ptr %6, !533, !DIExpression(), !534)
    #dbg_value(ptr %7, !532, !DIExpression(), !534)
  %8 = getelementptr inbounds i8, ptr %6, i64 1, !dbg !538
    #dbg_value(ptr %8, !533, !DIExpression(), !534)
  %9 = getelementptr inbounds i8, ptr %7, i64 1, !dbg !539
    #dbg_value(ptr %9, !532, !DIExpression(), !534)
    #dbg_value(ptr %8, !533, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !534)
  %10 = load i8, ptr %8, align 1, !dbg !535, !tbaa !365
  store i8 %10, ptr %9, align 1, !dbg !536, !tbaa !365
  %11 = icmp eq i8 %10, 0, !dbg !537
  br i1 %11, label %12, label %5, !dbg !537, !llvm.loop !540

12:                                               ; preds = %5, %2
  %13 = phi ptr [ %0, %2 ], [ %9, %5 ]
  ret ptr %13, !dbg !541
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptr @stpncpy(ptr noundef writeonly %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #11 !dbg !542 {
    #dbg_value(ptr %0, !546, !DIExpression(), !551)
    #dbg_value(ptr %1, !547, !DIExpression(), !551)
    #dbg_value(i64 %2, !548, !DIExpression(), !551)
    #dbg_value(i64 0, !549, !DIExpression(), !551)
  %4 = icmp eq i64 %2, 0, !dbg !552
  br i1 %4, label %14, label %5, !dbg !555

5:                                                ; preds = %3, %10
  %6 = phi i64 [ %12, %10 ], [ 0, %3 ]
    #dbg_value(i64 %6, !549, !DIExpression(), !551)
  %7 = getelementptr inbounds i8, ptr %1, i64 %6, !dbg !556
  %8 = load i8, ptr %7, align 1, !dbg !556, !tbaa !365
  %9 = icmp eq i8 %8, 0, !dbg !555
  br i1 %9, label %14, label %10, !dbg !557

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %0, i64 %6, !dbg !558
  store i8 %8, ptr %11, align 1, !dbg !559, !tbaa !365
  %12 = add nuw i64 %6, 1, !dbg !560
    #dbg_value(i64 %12, !549, !DIExpression(), !551)
  %13 = icmp eq i64 %12, %2, !dbg !552
  br i1 %13, label %56, label %5, !dbg !555, !llvm.loop !561

14:                                               ; preds = %5, %3
  %15 = phi i64 [ 0, %3 ], [ %6, %5 ], !dbg !551
    #dbg_value(!DIArgList(ptr %0, i64 %15), !550, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !551)
    #dbg_value(i64 %15, !549, !DIExpression(), !551)
  %16 = icmp ult i64 %15, %2, !dbg !563
  br i1 %16, label %17, label %56, !dbg !566

17:                                               ; preds = %14
  %18 = sub i64 %2, %15, !dbg !566
  %19 = icmp ult i64 %18, 8, !dbg !566
  br i1 %19, label %49, label %20, !dbg !566

20:                                               ; preds = %17
  %21 = icmp ult i64 %18, 32, !dbg !566
  br i1 %21, label %37, label %22, !dbg !566

22:                                               ; preds = %20
  %23 = and i64 %18, -32, !dbg !566
  %24 = getelementptr i8, ptr %0, i64 %15
  br label %25, !dbg !566

25:                                               ; preds = %25, %22
  %26 = phi i64 [ 0, %22 ], [ %29, %25 ]
  %27 = getelementptr i8, ptr %24, i64 %26, !dbg !567
  %28 = getelementptr inbounds i8, ptr %27, i64 16, !dbg !568
  store <16 x i8> zeroinitializer, ptr %27, align 1, !dbg !568, !tbaa !365
  store <16 x i8> zeroinitializer, ptr %28, align 1, !dbg !568, !tbaa !365
  %29 = add nuw i64 %26, 32
  %30 = icmp eq i64 %29, %23
  br i1 %30, label %31, label %25, !llvm.loop !569

31:                                               ; preds = %25
  %32 = icmp eq i64 %18, %23, !dbg !566
  br i1 %32, label %56, label %33, !dbg !566

33:                                               ; preds = %31
  %34 = add i64 %15, %23, !dbg !566
  %35 = and i64 %18, 24, !dbg !566
  %36 = icmp eq i64 %35, 0, !dbg !566
  br i1 %36, label %49, label %37, !dbg !566

37:                                               ; preds = %20, %33
  %38 = phi i64 [ %23, %33 ], [ 0, %20 ]
  %39 = and i64 %18, -8, !dbg !566
  %40 = add i64 %15, %39, !dbg !566
  %41 = getelementptr i8, ptr %0, i64 %15
  br label %42, !dbg !566

42:                                               ; preds = %42, %37
  %43 = phi i64 [ %38, %37 ], [ %45, %42 ]
  %44 = getelementptr i8, ptr %41, i64 %43, !dbg !567
  store <8 x i8> zeroinitializer, ptr %44, align 1, !dbg !568, !tbaa !365
  %45 = add nuw i64 %43, 8
  %46 = icmp eq i64 %45, %39
  br i1 %46, label %47, label %42, !llvm.loop !573

47:                                               ; preds = %42
  %48 = icmp eq i64 %18, %39, !dbg !566
  br i1 %48, label %56, label %49, !dbg !566

49:                                               ; preds = %47, %17, %33
  %50 = phi i64 [ %15, %17 ], [ %34, %33 ], [ %40, %47 ]
  br label %51, !dbg !566

51:                                               ; preds = %49, %51
  %52 = phi i64 [ %54, %51 ], [ %50, %49 ]
    #dbg_value(i64 %52, !549, !DIExpression(), !551)
  %53 = getelementptr inbounds i8, ptr %0, i64 %52, !dbg !567
  store i8 0, ptr %53, align 1, !dbg !568, !tbaa !365
  %54 = add nuw i64 %52, 1, !dbg !574
    #dbg_value(i64 %54, !549, !DIExpression(), !551)
  %55 = icmp eq i64 %54, %2, !dbg !563
  br i1 %55, label %56, label %51, !dbg !566, !llvm.loop !575

56:                                               ; preds = %10, %51, %31, %47, %14
  %57 = phi i64 [ %15, %14 ], [ %15, %47 ], [ %15, %31 ], [ %15, %51 ], [ %2, %10 ]
  %58 = getelementptr inbounds i8, ptr %0, i64 %57, !dbg !576
    #dbg_value(ptr %58, !550, !DIExpression(), !551)
  ret ptr %58, !dbg !577
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local noundef ptr @strchrnul(ptr noundef readonly %0, i32 noundef %1) local_unnamed_addr #9 !dbg !578 {
    #dbg_value(ptr %0, !582, !DIExpression(), !584)
    #dbg_value(i32 %1, !583, !DIExpression(), !584)
  %3 = load i8, ptr %0, align 1, !dbg !585, !tbaa !365
  %4 = icmp eq i8 %3, 0, !dbg !585
  br i1 %4, label %17, label %5, !dbg !586

5:                                                ; preds = %2
  %6 = shl i32 %1, 24
  %7 = ashr exact i32 %6, 24
  br label %8, !dbg !586

8:                                                ; preds = %5, %13
  %9 = phi i8 [ %3, %5 ], [ %15, %13 ]
  %10 = phi ptr [ %0, %5 ], [ %14, %13 ]
    #dbg_value(ptr %10, !582, !DIExpression(), !584)
  %11 = sext i8 %9 to i32, !dbg !585
  %12 = icmp eq i32 %7, %11, !dbg !587
  br i1 %12, label %17, label %13, !dbg !588

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %10, i64 1, !dbg !589
    #dbg_value(ptr %14, !582, !DIExpression(), !584)
  %15 = load i8, ptr %14, align 1, !dbg !585, !tbaa !365
  %16 = icmp eq i8 %15, 0, !dbg !585
  br i1 %16, label %17, label %8, !dbg !586, !llvm.loop !590

17:                                               ; preds = %8, %13, %2
  %18 = phi ptr [ %0, %2 ], [ %14, %13 ], [ %10, %8 ]
  ret ptr %18, !dbg !591
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local noundef ptr @strncpy(ptr noundef returned writeonly %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #11 !dbg !592 {
    #dbg_value(ptr %0, !594, !DIExpression(), !598)
    #dbg_value(ptr %1, !595, !DIExpression(), !598)
    #dbg_value(i64 %2, !596, !DIExpression(), !598)
    #dbg_value(i64 0, !597, !DIExpression(), !598)
  %4 = icmp eq i64 %2, 0, !dbg !599
  br i1 %4, label %14, label %5, !dbg !602

5:                                                ; preds = %3, %10
  %6 = phi i64 [ %12, %10 ], [ 0, %3 ]
    #dbg_value(i64 %6, !597, !DIExpression(), !598)
  %7 = getelementptr inbounds i8, ptr %1, i64 %6, !dbg !603
  %8 = load i8, ptr %7, align 1, !dbg !603, !tbaa !365
  %9 = icmp eq i8 %8, 0, !dbg !602
  br i1 %9, label %14, label %10, !dbg !604

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %0, i64 %6, !dbg !605
  store i8 %8, ptr %11, align 1, !dbg !606, !tbaa !365
  %12 = add nuw i64 %6, 1, !dbg !607
    #dbg_value(i64 %12, !597, !DIExpression(), !598)
  %13 = icmp eq i64 %12, %2, !dbg !599
  br i1 %13, label %56, label %5, !dbg !602, !llvm.loop !608

14:                                               ; preds = %5, %3
  %15 = phi i64 [ 0, %3 ], [ %6, %5 ], !dbg !598
    #dbg_value(i64 %15, !597, !DIExpression(), !598)
  %16 = icmp ult i64 %15, %2, !dbg !610
  br i1 %16, label %17, label %56, !dbg !613

17:                                               ; preds = %14
  %18 = sub i64 %2, %15, !dbg !613
  %19 = icmp ult i64 %18, 8, !dbg !613
  br i1 %19, label %49, label %20, !dbg !613

20:                                               ; preds = %17
  %21 = icmp ult i64 %18, 32, !dbg !613
  br i1 %21, label %37, label %22, !dbg !613

22:                                               ; preds = %20
  %23 = and i64 %18, -32, !dbg !613
  %24 = getelementptr i8, ptr %0, i64 %15
  br label %25, !dbg !613

25:                                               ; preds = %25, %22
  %26 = phi i64 [ 0, %22 ], [ %29, %25 ]
  %27 = getelementptr i8, ptr %24, i64 %26, !dbg !614
  %28 = getelementptr inbounds i8, ptr %27, i64 16, !dbg !615
  store <16 x i8> zeroinitializer, ptr %27, align 1, !dbg !615, !tbaa !365
  store <16 x i8> zeroinitializer, ptr %28, align 1, !dbg !615, !tbaa !365
  %29 = add nuw i64 %26, 32
  %30 = icmp eq i64 %29, %23
  br i1 %30, label %31, label %25, !llvm.loop !616

31:                                               ; preds = %25
  %32 = icmp eq i64 %18, %23, !dbg !613
  br i1 %32, label %56, label %33, !dbg !613

33:                                               ; preds = %31
  %34 = add i64 %15, %23, !dbg !613
  %35 = and i64 %18, 24, !dbg !613
  %36 = icmp eq i64 %35, 0, !dbg !613
  br i1 %36, label %49, label %37, !dbg !613

37:                                               ; preds = %20, %33
  %38 = phi i64 [ %23, %33 ], [ 0, %20 ]
  %39 = and i64 %18, -8, !dbg !613
  %40 = add i64 %15, %39, !dbg !613
  %41 = getelementptr i8, ptr %0, i64 %15
  br label %42, !dbg !613

42:                                               ; preds = %42, %37
  %43 = phi i64 [ %38, %37 ], [ %45, %42 ]
  %44 = getelementptr i8, ptr %41, i64 %43, !dbg !614
  store <8 x i8> zeroinitializer, ptr %44, align 1, !dbg !615, !tbaa !365
  %45 = add nuw i64 %43, 8
  %46 = icmp eq i64 %45, %39
  br i1 %46, label %47, label %42, !llvm.loop !618

47:                                               ; preds = %42
  %48 = icmp eq i64 %18, %39, !dbg !613
  br i1 %48, label %56, label %49, !dbg !613

49:                                               ; preds = %47, %17, %33
  %50 = phi i64 [ %15, %17 ], [ %34, %33 ], [ %40, %47 ]
  br label %51, !dbg !613

51:                                               ; preds = %49, %51
  %52 = phi i64 [ %54, %51 ], [ %50, %49 ]
    #dbg_value(i64 %52, !597, !DIExpression(), !598)
  %53 = getelementptr inbounds i8, ptr %0, i64 %52, !dbg !614
  store i8 0, ptr %53, align 1, !dbg !615, !tbaa !365
  %54 = add nuw i64 %52, 1, !dbg !619
    #dbg_value(i64 %54, !597, !DIExpression(), !598)
  %55 = icmp eq i64 %54, %2, !dbg !610
  br i1 %55, label %56, label %51, !dbg !613, !llvm.loop !620

56:                                               ; preds = %10, %51, %31, %47, %14
  ret ptr %0, !dbg !621
}

; Function Attrs: nounwind
define dso_local noundef ptr @strcat(ptr noundef returned %0, ptr nocapture noundef readonly %1) local_unnamed_addr #7 !dbg !622 {
    #dbg_value(ptr %0, !624, !DIExpression(), !626)
    #dbg_value(ptr %1, !625, !DIExpression(), !626)
  %3 = tail call i64 @strlen(ptr noundef %0) #20, !dbg !627
  %4 = getelementptr inbounds i8, ptr %0, i64 %3, !dbg !628
    #dbg_value(ptr %4, !518, !DIExpression(), !629)
    #dbg_value(ptr %1, !519, !DIExpression(), !629)
    #dbg_value(ptr %4, !520, !DIExpression(), !629)
  br label %5, !dbg !631

5:                                                ; preds = %5, %2
  %6 = phi ptr [ %1, %2 ], [ %8, %5 ]
  %7 = phi ptr [ %4, %2 ], [ %10, %5 ]
    #dbg_value(ptr %7, !518, !DIExpression(), !629)
    #dbg_value(ptr %6, !519, !DIExpression(), !629)
  %8 = getelementptr inbounds i8, ptr %6, i64 1, !dbg !632
    #dbg_value(ptr %8, !519, !DIExpression(), !629)
  %9 = load i8, ptr %6, align 1, !dbg !633, !tbaa !365
  %10 = getelementptr inbounds i8, ptr %7, i64 1, !dbg !634
    #dbg_value(ptr %10, !518, !DIExpression(), !629)
  store i8 %9, ptr %7, align 1, !dbg !635, !tbaa !365
  %11 = icmp eq i8 %9, 0, !dbg !631
  br i1 %11, label %12, label %5, !dbg !631, !llvm.loop !636

12:                                               ; preds = %5
  ret ptr %0, !dbg !638
}

declare !dbg !639 i64 @strlen(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local noundef ptr @strncat(ptr noundef returned %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #7 !dbg !642 {
    #dbg_value(ptr %0, !644, !DIExpression(), !649)
    #dbg_value(ptr %1, !645, !DIExpression(), !649)
    #dbg_value(i64 %2, !646, !DIExpression(), !649)
  %4 = tail call i64 @strlen(ptr noundef %0) #20, !dbg !650
  %5 = getelementptr inbounds i8, ptr %0, i64 %4, !dbg !651
    #dbg_value(ptr %5, !647, !DIExpression(), !649)
    #dbg_value(i64 0, !648, !DIExpression(), !649)
  %6 = icmp eq i64 %2, 0, !dbg !652
  br i1 %6, label %16, label %7, !dbg !655

7:                                                ; preds = %3, %12
  %8 = phi i64 [ %14, %12 ], [ 0, %3 ]
    #dbg_value(i64 %8, !648, !DIExpression(), !649)
  %9 = getelementptr inbounds i8, ptr %1, i64 %8, !dbg !656
  %10 = load i8, ptr %9, align 1, !dbg !656, !tbaa !365
  %11 = icmp eq i8 %10, 0, !dbg !655
  br i1 %11, label %16, label %12, !dbg !657

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %5, i64 %8, !dbg !658
  store i8 %10, ptr %13, align 1, !dbg !659, !tbaa !365
  %14 = add nuw i64 %8, 1, !dbg !660
    #dbg_value(i64 %14, !648, !DIExpression(), !649)
  %15 = icmp eq i64 %14, %2, !dbg !652
  br i1 %15, label %16, label %7, !dbg !655, !llvm.loop !661

16:                                               ; preds = %7, %12, %3
  %17 = phi i64 [ 0, %3 ], [ %2, %12 ], [ %8, %7 ], !dbg !649
  %18 = getelementptr inbounds i8, ptr %5, i64 %17, !dbg !663
  store i8 0, ptr %18, align 1, !dbg !664, !tbaa !365
  ret ptr %0, !dbg !665
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local noundef ptr @strchr(ptr noundef readonly %0, i32 noundef %1) local_unnamed_addr #9 !dbg !666 {
    #dbg_value(ptr %0, !668, !DIExpression(), !670)
    #dbg_value(i32 %1, !669, !DIExpression(), !670)
  %3 = shl i32 %1, 24
  %4 = ashr exact i32 %3, 24
    #dbg_value(ptr %0, !668, !DIExpression(), !670)
  %5 = load i8, ptr %0, align 1, !dbg !671, !tbaa !365
  %6 = sext i8 %5 to i32, !dbg !671
  %7 = icmp eq i32 %4, %6, !dbg !676
  br i1 %7, label %17, label %8, !dbg !677

8:                                                ; preds = %2, %12
  %9 = phi i8 [ %14, %12 ], [ %5, %2 ]
  %10 = phi ptr [ %13, %12 ], [ %0, %2 ]
    #dbg_value(ptr %10, !668, !DIExpression(), !670)
  %11 = icmp eq i8 %9, 0, !dbg !678
  br i1 %11, label %17, label %12, !dbg !680

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %10, i64 1, !dbg !681
    #dbg_value(ptr %13, !668, !DIExpression(), !670)
  %14 = load i8, ptr %13, align 1, !dbg !671, !tbaa !365
  %15 = sext i8 %14 to i32, !dbg !671
  %16 = icmp eq i32 %4, %15, !dbg !676
  br i1 %16, label %17, label %8, !dbg !677, !llvm.loop !682

17:                                               ; preds = %12, %8, %2
  %18 = phi ptr [ %0, %2 ], [ null, %8 ], [ %13, %12 ], !dbg !685
  ret ptr %18, !dbg !686
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local ptr @strrchr(ptr noundef readonly %0, i32 noundef %1) local_unnamed_addr #9 !dbg !687 {
    #dbg_value(ptr %0, !689, !DIExpression(), !692)
    #dbg_value(i32 %1, !690, !DIExpression(), !692)
    #dbg_value(ptr null, !691, !DIExpression(), !692)
  %3 = shl i32 %1, 24
  %4 = ashr exact i32 %3, 24
  br label %5, !dbg !693

5:                                                ; preds = %5, %2
  %6 = phi ptr [ %0, %2 ], [ %13, %5 ]
  %7 = phi ptr [ null, %2 ], [ %11, %5 ], !dbg !692
    #dbg_value(ptr %7, !691, !DIExpression(), !692)
    #dbg_value(ptr %6, !689, !DIExpression(), !692)
  %8 = load i8, ptr %6, align 1, !dbg !694, !tbaa !365
  %9 = sext i8 %8 to i32, !dbg !694
  %10 = icmp eq i32 %4, %9, !dbg !699
  %11 = select i1 %10, ptr %6, ptr %7, !dbg !700
    #dbg_value(ptr %11, !691, !DIExpression(), !692)
  %12 = icmp eq i8 %8, 0, !dbg !701
  %13 = getelementptr inbounds i8, ptr %6, i64 1, !dbg !703
    #dbg_value(ptr %13, !689, !DIExpression(), !692)
  br i1 %12, label %14, label %5, !dbg !704, !llvm.loop !705

14:                                               ; preds = %5
  ret ptr %11, !dbg !708
}

; Function Attrs: nounwind
define dso_local noundef ptr @strstr(ptr noundef readonly %0, ptr noundef %1) local_unnamed_addr #7 !dbg !709 {
    #dbg_value(ptr %0, !713, !DIExpression(), !716)
    #dbg_value(ptr %1, !714, !DIExpression(), !716)
  %3 = tail call i64 @strlen(ptr noundef %1) #20, !dbg !717
    #dbg_value(i64 %3, !715, !DIExpression(), !716)
  %4 = icmp eq i64 %3, 0, !dbg !718
  br i1 %4, label %30, label %5, !dbg !720

5:                                                ; preds = %2
    #dbg_value(ptr %0, !713, !DIExpression(), !716)
  %6 = load i8, ptr %0, align 1, !dbg !721, !tbaa !365
  %7 = icmp eq i8 %6, 0, !dbg !724
  br i1 %7, label %30, label %8, !dbg !724

8:                                                ; preds = %5
  %9 = load i8, ptr %1, align 1, !tbaa !365
  br label %10, !dbg !724

10:                                               ; preds = %8, %26
  %11 = phi i8 [ %6, %8 ], [ %28, %26 ]
  %12 = phi ptr [ %0, %8 ], [ %27, %26 ]
    #dbg_value(ptr %12, !713, !DIExpression(), !716)
  %13 = icmp eq i8 %11, %9, !dbg !725
  br i1 %13, label %14, label %26, !dbg !727

14:                                               ; preds = %10, %21
  %15 = phi i64 [ %23, %21 ], [ 0, %10 ]
    #dbg_value(i64 %15, !493, !DIExpression(), !728)
  %16 = getelementptr inbounds i8, ptr %12, i64 %15, !dbg !730
  %17 = load i8, ptr %16, align 1, !dbg !730, !tbaa !365
  %18 = getelementptr inbounds i8, ptr %1, i64 %15, !dbg !731
  %19 = load i8, ptr %18, align 1, !dbg !731, !tbaa !365
  %20 = icmp eq i8 %17, %19, !dbg !732
  br i1 %20, label %21, label %26, !dbg !733

21:                                               ; preds = %14
  %22 = icmp eq i8 %17, 0, !dbg !734
    #dbg_value(i64 %15, !493, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !728)
  %23 = add nuw i64 %15, 1
    #dbg_value(i64 %23, !493, !DIExpression(), !728)
  %24 = icmp eq i64 %23, %3
  %25 = select i1 %22, i1 true, i1 %24, !dbg !735
  br i1 %25, label %30, label %14, !dbg !735, !llvm.loop !736

26:                                               ; preds = %14, %10
  %27 = getelementptr inbounds i8, ptr %12, i64 1, !dbg !739
    #dbg_value(ptr %27, !713, !DIExpression(), !716)
  %28 = load i8, ptr %27, align 1, !dbg !721, !tbaa !365
  %29 = icmp eq i8 %28, 0, !dbg !724
  br i1 %29, label %30, label %10, !dbg !724, !llvm.loop !740

30:                                               ; preds = %26, %21, %5, %2
  %31 = phi ptr [ %0, %2 ], [ null, %5 ], [ %12, %21 ], [ null, %26 ], !dbg !716
  ret ptr %31, !dbg !742
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local i64 @strspn(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !743 {
    #dbg_value(ptr %0, !747, !DIExpression(), !750)
    #dbg_value(ptr %1, !748, !DIExpression(), !750)
    #dbg_value(i64 0, !749, !DIExpression(), !750)
  %3 = load i8, ptr %0, align 1, !dbg !751, !tbaa !365
  %4 = icmp eq i8 %3, 0, !dbg !751
  br i1 %4, label %24, label %5, !dbg !752

5:                                                ; preds = %2
  %6 = load i8, ptr %1, align 1, !tbaa !365
  br label %7, !dbg !752

7:                                                ; preds = %5, %19
  %8 = phi i8 [ %3, %5 ], [ %22, %19 ]
  %9 = phi i64 [ 0, %5 ], [ %20, %19 ]
    #dbg_value(i64 %9, !749, !DIExpression(), !750)
    #dbg_value(ptr %1, !668, !DIExpression(), !753)
    #dbg_value(i8 %8, !669, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !753)
    #dbg_value(ptr %1, !668, !DIExpression(), !753)
  %10 = icmp eq i8 %8, %6, !dbg !755
  br i1 %10, label %19, label %11, !dbg !756

11:                                               ; preds = %7, %15
  %12 = phi i8 [ %17, %15 ], [ %6, %7 ]
  %13 = phi ptr [ %16, %15 ], [ %1, %7 ]
    #dbg_value(ptr %13, !668, !DIExpression(), !753)
  %14 = icmp eq i8 %12, 0, !dbg !757
  br i1 %14, label %24, label %15, !dbg !758

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i64 1, !dbg !759
    #dbg_value(ptr %16, !668, !DIExpression(), !753)
  %17 = load i8, ptr %16, align 1, !dbg !760, !tbaa !365
  %18 = icmp eq i8 %8, %17, !dbg !755
  br i1 %18, label %19, label %11, !dbg !756, !llvm.loop !761

19:                                               ; preds = %15, %7
  %20 = add i64 %9, 1, !dbg !764
    #dbg_value(i64 %20, !749, !DIExpression(), !750)
  %21 = getelementptr inbounds i8, ptr %0, i64 %20, !dbg !751
  %22 = load i8, ptr %21, align 1, !dbg !751, !tbaa !365
  %23 = icmp eq i8 %22, 0, !dbg !751
  br i1 %23, label %24, label %7, !dbg !752, !llvm.loop !765

24:                                               ; preds = %19, %11, %2
  %25 = phi i64 [ 0, %2 ], [ %9, %11 ], [ %20, %19 ]
  ret i64 %25, !dbg !767
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local i64 @strcspn(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !768 {
    #dbg_value(ptr %0, !770, !DIExpression(), !773)
    #dbg_value(ptr %1, !771, !DIExpression(), !773)
    #dbg_value(i64 0, !772, !DIExpression(), !773)
  %3 = load i8, ptr %0, align 1, !dbg !774, !tbaa !365
  %4 = icmp eq i8 %3, 0, !dbg !774
  br i1 %4, label %24, label %5, !dbg !775

5:                                                ; preds = %2
  %6 = load i8, ptr %1, align 1, !tbaa !365
  br label %7, !dbg !775

7:                                                ; preds = %5, %19
  %8 = phi i8 [ %3, %5 ], [ %22, %19 ]
  %9 = phi i64 [ 0, %5 ], [ %20, %19 ]
    #dbg_value(i64 %9, !772, !DIExpression(), !773)
    #dbg_value(ptr %1, !668, !DIExpression(), !776)
    #dbg_value(i8 %8, !669, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !776)
    #dbg_value(ptr %1, !668, !DIExpression(), !776)
  %10 = icmp eq i8 %8, %6, !dbg !778
  br i1 %10, label %24, label %11, !dbg !779

11:                                               ; preds = %7, %15
  %12 = phi i8 [ %17, %15 ], [ %6, %7 ]
  %13 = phi ptr [ %16, %15 ], [ %1, %7 ]
    #dbg_value(ptr %13, !668, !DIExpression(), !776)
  %14 = icmp eq i8 %12, 0, !dbg !780
  br i1 %14, label %19, label %15, !dbg !781

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i64 1, !dbg !782
    #dbg_value(ptr %16, !668, !DIExpression(), !776)
  %17 = load i8, ptr %16, align 1, !dbg !783, !tbaa !365
  %18 = icmp eq i8 %8, %17, !dbg !778
  br i1 %18, label %24, label %11, !dbg !779, !llvm.loop !784

19:                                               ; preds = %11
  %20 = add i64 %9, 1, !dbg !787
    #dbg_value(i64 %20, !772, !DIExpression(), !773)
  %21 = getelementptr inbounds i8, ptr %0, i64 %20, !dbg !774
  %22 = load i8, ptr %21, align 1, !dbg !774, !tbaa !365
  %23 = icmp eq i8 %22, 0, !dbg !774
  br i1 %23, label %24, label %7, !dbg !775, !llvm.loop !788

24:                                               ; preds = %19, %7, %15, %2
  %25 = phi i64 [ 0, %2 ], [ %9, %15 ], [ %20, %19 ], [ %9, %7 ]
  ret i64 %25, !dbg !790
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local ptr @strpbrk(ptr noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !791 {
    #dbg_value(ptr %0, !793, !DIExpression(), !795)
    #dbg_value(ptr %1, !794, !DIExpression(), !795)
    #dbg_value(ptr %0, !770, !DIExpression(), !796)
    #dbg_value(ptr %1, !771, !DIExpression(), !796)
    #dbg_value(i64 0, !772, !DIExpression(), !796)
  %3 = load i8, ptr %0, align 1, !dbg !798, !tbaa !365
  %4 = icmp eq i8 %3, 0, !dbg !798
  br i1 %4, label %24, label %5, !dbg !799

5:                                                ; preds = %2
  %6 = load i8, ptr %1, align 1, !tbaa !365
  br label %7, !dbg !799

7:                                                ; preds = %19, %5
  %8 = phi i8 [ %3, %5 ], [ %22, %19 ]
  %9 = phi i64 [ 0, %5 ], [ %20, %19 ]
    #dbg_value(i64 %9, !772, !DIExpression(), !796)
    #dbg_value(ptr %1, !668, !DIExpression(), !800)
    #dbg_value(i8 %8, !669, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !800)
    #dbg_value(ptr %1, !668, !DIExpression(), !800)
  %10 = icmp eq i8 %8, %6, !dbg !802
  br i1 %10, label %24, label %11, !dbg !803

11:                                               ; preds = %7, %15
  %12 = phi i8 [ %17, %15 ], [ %6, %7 ]
  %13 = phi ptr [ %16, %15 ], [ %1, %7 ]
    #dbg_value(ptr %13, !668, !DIExpression(), !800)
  %14 = icmp eq i8 %12, 0, !dbg !804
  br i1 %14, label %19, label %15, !dbg !805

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i64 1, !dbg !806
    #dbg_value(ptr %16, !668, !DIExpression(), !800)
  %17 = load i8, ptr %16, align 1, !dbg !807, !tbaa !365
  %18 = icmp eq i8 %8, %17, !dbg !802
  br i1 %18, label %24, label %11, !dbg !803, !llvm.loop !808

19:                                               ; preds = %11
  %20 = add i64 %9, 1, !dbg !811
    #dbg_value(i64 %20, !772, !DIExpression(), !796)
  %21 = getelementptr inbounds i8, ptr %0, i64 %20, !dbg !798
  %22 = load i8, ptr %21, align 1, !dbg !798, !tbaa !365
  %23 = icmp eq i8 %22, 0, !dbg !798
  br i1 %23, label %24, label %7, !dbg !799, !llvm.loop !812

24:                                               ; preds = %7, %19, %15, %2
  %25 = phi i64 [ 0, %2 ], [ %9, %15 ], [ %9, %7 ], [ %20, %19 ]
  %26 = getelementptr inbounds i8, ptr %0, i64 %25, !dbg !814
    #dbg_value(ptr %26, !793, !DIExpression(), !795)
  %27 = load i8, ptr %26, align 1, !dbg !815, !tbaa !365
  %28 = icmp eq i8 %27, 0, !dbg !815
  %29 = select i1 %28, ptr null, ptr %26, !dbg !815
  ret ptr %29, !dbg !816
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local noundef ptr @strtok_r(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2) local_unnamed_addr #10 !dbg !817 {
    #dbg_value(ptr %0, !822, !DIExpression(), !826)
    #dbg_value(ptr %1, !823, !DIExpression(), !826)
    #dbg_value(ptr %2, !824, !DIExpression(), !826)
  %4 = icmp eq ptr %0, null, !dbg !827
  br i1 %4, label %5, label %7, !dbg !829

5:                                                ; preds = %3
  %6 = load ptr, ptr %2, align 8, !dbg !830, !tbaa !317
    #dbg_value(ptr %6, !822, !DIExpression(), !826)
  br label %7, !dbg !831

7:                                                ; preds = %5, %3
  %8 = phi ptr [ %0, %3 ], [ %6, %5 ]
    #dbg_value(ptr %8, !822, !DIExpression(), !826)
    #dbg_value(ptr %8, !747, !DIExpression(), !832)
    #dbg_value(ptr %1, !748, !DIExpression(), !832)
    #dbg_value(i64 0, !749, !DIExpression(), !832)
  %9 = load i8, ptr %8, align 1, !dbg !834, !tbaa !365
  %10 = icmp eq i8 %9, 0, !dbg !834
  br i1 %10, label %30, label %11, !dbg !835

11:                                               ; preds = %7
  %12 = load i8, ptr %1, align 1, !tbaa !365
  br label %13, !dbg !835

13:                                               ; preds = %25, %11
  %14 = phi i8 [ %9, %11 ], [ %28, %25 ]
  %15 = phi i64 [ 0, %11 ], [ %26, %25 ]
    #dbg_value(i64 %15, !749, !DIExpression(), !832)
    #dbg_value(ptr %1, !668, !DIExpression(), !836)
    #dbg_value(i8 %14, !669, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !836)
    #dbg_value(ptr %1, !668, !DIExpression(), !836)
  %16 = icmp eq i8 %14, %12, !dbg !838
  br i1 %16, label %25, label %17, !dbg !839

17:                                               ; preds = %13, %21
  %18 = phi i8 [ %23, %21 ], [ %12, %13 ]
  %19 = phi ptr [ %22, %21 ], [ %1, %13 ]
    #dbg_value(ptr %19, !668, !DIExpression(), !836)
  %20 = icmp eq i8 %18, 0, !dbg !840
  br i1 %20, label %33, label %21, !dbg !841

21:                                               ; preds = %17
  %22 = getelementptr inbounds i8, ptr %19, i64 1, !dbg !842
    #dbg_value(ptr %22, !668, !DIExpression(), !836)
  %23 = load i8, ptr %22, align 1, !dbg !843, !tbaa !365
  %24 = icmp eq i8 %14, %23, !dbg !838
  br i1 %24, label %25, label %17, !dbg !839, !llvm.loop !844

25:                                               ; preds = %21, %13
  %26 = add i64 %15, 1, !dbg !847
    #dbg_value(i64 %26, !749, !DIExpression(), !832)
  %27 = getelementptr inbounds i8, ptr %8, i64 %26, !dbg !834
  %28 = load i8, ptr %27, align 1, !dbg !834, !tbaa !365
  %29 = icmp eq i8 %28, 0, !dbg !834
  br i1 %29, label %30, label %13, !dbg !835, !llvm.loop !848

30:                                               ; preds = %25, %7
  %31 = phi i64 [ 0, %7 ], [ %26, %25 ]
  %32 = getelementptr inbounds i8, ptr %8, i64 %31, !dbg !850
    #dbg_value(ptr %32, !822, !DIExpression(), !826)
  br label %60, !dbg !851

33:                                               ; preds = %17
  %34 = getelementptr inbounds i8, ptr %8, i64 %15, !dbg !850
    #dbg_value(ptr %34, !822, !DIExpression(), !826)
    #dbg_value(ptr %34, !770, !DIExpression(), !852)
    #dbg_value(ptr %1, !771, !DIExpression(), !852)
    #dbg_value(i64 0, !772, !DIExpression(), !852)
  %35 = load i8, ptr %1, align 1, !tbaa !365
  br label %36, !dbg !854

36:                                               ; preds = %48, %33
  %37 = phi i8 [ %14, %33 ], [ %51, %48 ]
  %38 = phi i64 [ 0, %33 ], [ %49, %48 ]
    #dbg_value(i64 %38, !772, !DIExpression(), !852)
    #dbg_value(i8 %37, !669, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !855)
    #dbg_value(ptr %1, !668, !DIExpression(), !855)
  %39 = icmp eq i8 %37, %35, !dbg !857
  br i1 %39, label %53, label %40, !dbg !858

40:                                               ; preds = %36, %44
  %41 = phi i8 [ %46, %44 ], [ %35, %36 ]
  %42 = phi ptr [ %45, %44 ], [ %1, %36 ]
    #dbg_value(ptr %42, !668, !DIExpression(), !855)
  %43 = icmp eq i8 %41, 0, !dbg !859
  br i1 %43, label %48, label %44, !dbg !860

44:                                               ; preds = %40
  %45 = getelementptr inbounds i8, ptr %42, i64 1, !dbg !861
    #dbg_value(ptr %45, !668, !DIExpression(), !855)
  %46 = load i8, ptr %45, align 1, !dbg !862, !tbaa !365
  %47 = icmp eq i8 %37, %46, !dbg !857
  br i1 %47, label %53, label %40, !dbg !858, !llvm.loop !863

48:                                               ; preds = %40
  %49 = add i64 %38, 1, !dbg !866
    #dbg_value(i64 %49, !772, !DIExpression(), !852)
  %50 = getelementptr inbounds i8, ptr %34, i64 %49, !dbg !867
  %51 = load i8, ptr %50, align 1, !dbg !867, !tbaa !365
  %52 = icmp eq i8 %51, 0, !dbg !867
  br i1 %52, label %53, label %36, !dbg !854, !llvm.loop !868

53:                                               ; preds = %36, %48, %44
  %54 = phi i64 [ %38, %44 ], [ %38, %36 ], [ %49, %48 ]
  %55 = getelementptr inbounds i8, ptr %34, i64 %54, !dbg !870
    #dbg_value(ptr %55, !825, !DIExpression(), !826)
  %56 = load i8, ptr %55, align 1, !dbg !871, !tbaa !365
  %57 = icmp eq i8 %56, 0, !dbg !871
  br i1 %57, label %60, label %58, !dbg !873

58:                                               ; preds = %53
  %59 = getelementptr inbounds i8, ptr %55, i64 1, !dbg !874
    #dbg_value(ptr %59, !825, !DIExpression(), !826)
  store i8 0, ptr %55, align 1, !dbg !875, !tbaa !365
  br label %60, !dbg !876

60:                                               ; preds = %30, %53, %58
  %61 = phi ptr [ %59, %58 ], [ %55, %53 ], [ %32, %30 ], !dbg !826
  %62 = phi ptr [ %34, %58 ], [ %34, %53 ], [ null, %30 ], !dbg !826
  store ptr %61, ptr %2, align 8, !dbg !826, !tbaa !317
  ret ptr %62, !dbg !877
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local ptr @strtok(ptr noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #10 !dbg !63 {
    #dbg_value(ptr %0, !67, !DIExpression(), !878)
    #dbg_value(ptr %1, !68, !DIExpression(), !878)
    #dbg_value(ptr %0, !822, !DIExpression(), !879)
    #dbg_value(ptr %1, !823, !DIExpression(), !879)
    #dbg_value(ptr @strtok.save, !824, !DIExpression(), !879)
  %3 = icmp eq ptr %0, null, !dbg !881
  %4 = load ptr, ptr @strtok.save, align 8
  %5 = select i1 %3, ptr %4, ptr %0, !dbg !882
    #dbg_value(ptr %5, !822, !DIExpression(), !879)
    #dbg_value(ptr %5, !747, !DIExpression(), !883)
    #dbg_value(ptr %1, !748, !DIExpression(), !883)
    #dbg_value(i64 0, !749, !DIExpression(), !883)
  %6 = load i8, ptr %5, align 1, !dbg !885, !tbaa !365
  %7 = icmp eq i8 %6, 0, !dbg !885
  br i1 %7, label %27, label %8, !dbg !886

8:                                                ; preds = %2
  %9 = load i8, ptr %1, align 1, !tbaa !365
  br label %10, !dbg !886

10:                                               ; preds = %22, %8
  %11 = phi i8 [ %6, %8 ], [ %25, %22 ]
  %12 = phi i64 [ 0, %8 ], [ %23, %22 ]
    #dbg_value(i64 %12, !749, !DIExpression(), !883)
    #dbg_value(ptr %1, !668, !DIExpression(), !887)
    #dbg_value(i8 %11, !669, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !887)
    #dbg_value(ptr %1, !668, !DIExpression(), !887)
  %13 = icmp eq i8 %11, %9, !dbg !889
  br i1 %13, label %22, label %14, !dbg !890

14:                                               ; preds = %10, %18
  %15 = phi i8 [ %20, %18 ], [ %9, %10 ]
  %16 = phi ptr [ %19, %18 ], [ %1, %10 ]
    #dbg_value(ptr %16, !668, !DIExpression(), !887)
  %17 = icmp eq i8 %15, 0, !dbg !891
  br i1 %17, label %30, label %18, !dbg !892

18:                                               ; preds = %14
  %19 = getelementptr inbounds i8, ptr %16, i64 1, !dbg !893
    #dbg_value(ptr %19, !668, !DIExpression(), !887)
  %20 = load i8, ptr %19, align 1, !dbg !894, !tbaa !365
  %21 = icmp eq i8 %11, %20, !dbg !889
  br i1 %21, label %22, label %14, !dbg !890, !llvm.loop !895

22:                                               ; preds = %18, %10
  %23 = add i64 %12, 1, !dbg !898
    #dbg_value(i64 %23, !749, !DIExpression(), !883)
  %24 = getelementptr inbounds i8, ptr %5, i64 %23, !dbg !885
  %25 = load i8, ptr %24, align 1, !dbg !885, !tbaa !365
  %26 = icmp eq i8 %25, 0, !dbg !885
  br i1 %26, label %27, label %10, !dbg !886, !llvm.loop !899

27:                                               ; preds = %22, %2
  %28 = phi i64 [ 0, %2 ], [ %23, %22 ]
  %29 = getelementptr inbounds i8, ptr %5, i64 %28, !dbg !901
    #dbg_value(ptr %29, !822, !DIExpression(), !879)
  br label %56, !dbg !902

30:                                               ; preds = %14
  %31 = getelementptr inbounds i8, ptr %5, i64 %12, !dbg !901
    #dbg_value(ptr %31, !822, !DIExpression(), !879)
    #dbg_value(ptr %31, !770, !DIExpression(), !903)
    #dbg_value(ptr %1, !771, !DIExpression(), !903)
    #dbg_value(i64 0, !772, !DIExpression(), !903)
  br label %32, !dbg !905

32:                                               ; preds = %44, %30
  %33 = phi i8 [ %11, %30 ], [ %47, %44 ]
  %34 = phi i64 [ 0, %30 ], [ %45, %44 ]
    #dbg_value(i64 %34, !772, !DIExpression(), !903)
    #dbg_value(i8 %33, !669, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !906)
    #dbg_value(ptr %1, !668, !DIExpression(), !906)
  %35 = icmp eq i8 %33, %9, !dbg !908
  br i1 %35, label %49, label %36, !dbg !909

36:                                               ; preds = %32, %40
  %37 = phi i8 [ %42, %40 ], [ %9, %32 ]
  %38 = phi ptr [ %41, %40 ], [ %1, %32 ]
    #dbg_value(ptr %38, !668, !DIExpression(), !906)
  %39 = icmp eq i8 %37, 0, !dbg !910
  br i1 %39, label %44, label %40, !dbg !911

40:                                               ; preds = %36
  %41 = getelementptr inbounds i8, ptr %38, i64 1, !dbg !912
    #dbg_value(ptr %41, !668, !DIExpression(), !906)
  %42 = load i8, ptr %41, align 1, !dbg !913, !tbaa !365
  %43 = icmp eq i8 %33, %42, !dbg !908
  br i1 %43, label %49, label %36, !dbg !909, !llvm.loop !914

44:                                               ; preds = %36
  %45 = add i64 %34, 1, !dbg !917
    #dbg_value(i64 %45, !772, !DIExpression(), !903)
  %46 = getelementptr inbounds i8, ptr %31, i64 %45, !dbg !918
  %47 = load i8, ptr %46, align 1, !dbg !918, !tbaa !365
  %48 = icmp eq i8 %47, 0, !dbg !918
  br i1 %48, label %49, label %32, !dbg !905, !llvm.loop !919

49:                                               ; preds = %44, %32, %40
  %50 = phi i64 [ %34, %40 ], [ %45, %44 ], [ %34, %32 ]
  %51 = getelementptr inbounds i8, ptr %31, i64 %50, !dbg !921
    #dbg_value(ptr %51, !825, !DIExpression(), !879)
  %52 = load i8, ptr %51, align 1, !dbg !922, !tbaa !365
  %53 = icmp eq i8 %52, 0, !dbg !922
  br i1 %53, label %56, label %54, !dbg !923

54:                                               ; preds = %49
  %55 = getelementptr inbounds i8, ptr %51, i64 1, !dbg !924
    #dbg_value(ptr %55, !825, !DIExpression(), !879)
  store i8 0, ptr %51, align 1, !dbg !925, !tbaa !365
  br label %56, !dbg !926

56:                                               ; preds = %27, %49, %54
  %57 = phi ptr [ %55, %54 ], [ %51, %49 ], [ %29, %27 ], !dbg !879
  %58 = phi ptr [ %31, %54 ], [ %31, %49 ], [ null, %27 ], !dbg !879
  store ptr %57, ptr @strtok.save, align 8, !dbg !879, !tbaa !317
  ret ptr %58, !dbg !927
}

; Function Attrs: nounwind
define dso_local ptr @strdup(ptr noundef %0) local_unnamed_addr #7 !dbg !928 {
    #dbg_value(ptr %0, !932, !DIExpression(), !935)
  %2 = tail call i64 @strlen(ptr noundef %0) #20, !dbg !936
  %3 = add i64 %2, 1, !dbg !937
    #dbg_value(i64 %3, !933, !DIExpression(), !935)
  %4 = tail call ptr @malloc(i64 noundef %3) #20, !dbg !938
    #dbg_value(ptr %4, !934, !DIExpression(), !935)
  %5 = icmp eq ptr %4, null, !dbg !939
  br i1 %5, label %8, label %6, !dbg !941

6:                                                ; preds = %1
  %7 = tail call ptr @memcpy(ptr noundef nonnull %4, ptr noundef %0, i64 noundef %3) #20, !dbg !942
  br label %8, !dbg !942

8:                                                ; preds = %6, %1
  ret ptr %4, !dbg !943
}

declare !dbg !944 ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local ptr @strndup(ptr noundef %0, i64 noundef %1) local_unnamed_addr #7 !dbg !947 {
    #dbg_value(ptr %0, !951, !DIExpression(), !955)
    #dbg_value(i64 %1, !952, !DIExpression(), !955)
    #dbg_value(ptr %0, !449, !DIExpression(), !956)
    #dbg_value(i64 %1, !450, !DIExpression(), !956)
    #dbg_value(i64 0, !451, !DIExpression(), !956)
  %3 = icmp eq i64 %1, 0, !dbg !958
  br i1 %3, label %12, label %4, !dbg !959

4:                                                ; preds = %2, %9
  %5 = phi i64 [ %10, %9 ], [ 0, %2 ]
    #dbg_value(i64 %5, !451, !DIExpression(), !956)
  %6 = getelementptr inbounds i8, ptr %0, i64 %5, !dbg !960
  %7 = load i8, ptr %6, align 1, !dbg !960, !tbaa !365
  %8 = icmp eq i8 %7, 0, !dbg !959
  br i1 %8, label %12, label %9, !dbg !961

9:                                                ; preds = %4
  %10 = add nuw i64 %5, 1, !dbg !962
    #dbg_value(i64 %10, !451, !DIExpression(), !956)
  %11 = icmp eq i64 %10, %1, !dbg !958
  br i1 %11, label %12, label %4, !dbg !959, !llvm.loop !963

12:                                               ; preds = %4, %9, %2
  %13 = phi i64 [ 0, %2 ], [ %5, %4 ], [ %1, %9 ], !dbg !956
    #dbg_value(i64 %13, !953, !DIExpression(), !955)
  %14 = add i64 %13, 1, !dbg !964
  %15 = tail call ptr @malloc(i64 noundef %14) #20, !dbg !965
    #dbg_value(ptr %15, !954, !DIExpression(), !955)
  %16 = icmp eq ptr %15, null, !dbg !966
  br i1 %16, label %20, label %17, !dbg !968

17:                                               ; preds = %12
  %18 = tail call ptr @memcpy(ptr noundef nonnull %15, ptr noundef %0, i64 noundef %13) #20, !dbg !969
  %19 = getelementptr inbounds i8, ptr %15, i64 %13, !dbg !971
  store i8 0, ptr %19, align 1, !dbg !972, !tbaa !365
  br label %20, !dbg !973

20:                                               ; preds = %17, %12
  ret ptr %15, !dbg !974
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef nonnull ptr @__ctype_b_loc() local_unnamed_addr #0 !dbg !975 {
  ret ptr @ctype_b, !dbg !979
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef nonnull ptr @__ctype_tolower_loc() local_unnamed_addr #0 !dbg !980 {
  ret ptr @ctype_lower, !dbg !984
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef nonnull ptr @__ctype_toupper_loc() local_unnamed_addr #0 !dbg !985 {
  ret ptr @ctype_upper, !dbg !986
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 1025) i32 @isalpha(i32 noundef %0) local_unnamed_addr #0 !dbg !987 {
    #dbg_value(i32 %0, !991, !DIExpression(), !992)
    #dbg_value(i32 %0, !993, !DIExpression(), !996)
  %2 = add i32 %0, 128, !dbg !998
  %3 = icmp ult i32 %2, 384, !dbg !998
  br i1 %3, label %4, label %10, !dbg !998

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !999
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !999
  %7 = load i16, ptr %6, align 2, !dbg !999, !tbaa !1000
  %8 = and i16 %7, 1024, !dbg !1002
  %9 = zext nneg i16 %8 to i32, !dbg !1002
  br label %10, !dbg !1003

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !1003
  ret i32 %11, !dbg !1004
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 2049) i32 @isdigit(i32 noundef %0) local_unnamed_addr #0 !dbg !1005 {
    #dbg_value(i32 %0, !1007, !DIExpression(), !1008)
    #dbg_value(i32 %0, !993, !DIExpression(), !1009)
  %2 = add i32 %0, 128, !dbg !1011
  %3 = icmp ult i32 %2, 384, !dbg !1011
  br i1 %3, label %4, label %10, !dbg !1011

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !1012
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1012
  %7 = load i16, ptr %6, align 2, !dbg !1012, !tbaa !1000
  %8 = and i16 %7, 2048, !dbg !1013
  %9 = zext nneg i16 %8 to i32, !dbg !1013
  br label %10, !dbg !1014

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !1014
  ret i32 %11, !dbg !1015
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 9) i32 @isalnum(i32 noundef %0) local_unnamed_addr #0 !dbg !1016 {
    #dbg_value(i32 %0, !1018, !DIExpression(), !1019)
    #dbg_value(i32 %0, !993, !DIExpression(), !1020)
  %2 = add i32 %0, 128, !dbg !1022
  %3 = icmp ult i32 %2, 384, !dbg !1022
  br i1 %3, label %4, label %10, !dbg !1022

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !1023
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1023
  %7 = load i16, ptr %6, align 2, !dbg !1023, !tbaa !1000
  %8 = and i16 %7, 8, !dbg !1024
  %9 = zext nneg i16 %8 to i32, !dbg !1024
  br label %10, !dbg !1025

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !1025
  ret i32 %11, !dbg !1026
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 8193) i32 @isspace(i32 noundef %0) local_unnamed_addr #0 !dbg !1027 {
    #dbg_value(i32 %0, !1029, !DIExpression(), !1030)
    #dbg_value(i32 %0, !993, !DIExpression(), !1031)
  %2 = add i32 %0, 128, !dbg !1033
  %3 = icmp ult i32 %2, 384, !dbg !1033
  br i1 %3, label %4, label %10, !dbg !1033

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !1034
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1034
  %7 = load i16, ptr %6, align 2, !dbg !1034, !tbaa !1000
  %8 = and i16 %7, 8192, !dbg !1035
  %9 = zext nneg i16 %8 to i32, !dbg !1035
  br label %10, !dbg !1036

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !1036
  ret i32 %11, !dbg !1037
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 257) i32 @isupper(i32 noundef %0) local_unnamed_addr #0 !dbg !1038 {
    #dbg_value(i32 %0, !1040, !DIExpression(), !1041)
    #dbg_value(i32 %0, !993, !DIExpression(), !1042)
  %2 = add i32 %0, 128, !dbg !1044
  %3 = icmp ult i32 %2, 384, !dbg !1044
  br i1 %3, label %4, label %10, !dbg !1044

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !1045
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1045
  %7 = load i16, ptr %6, align 2, !dbg !1045, !tbaa !1000
  %8 = and i16 %7, 256, !dbg !1046
  %9 = zext nneg i16 %8 to i32, !dbg !1046
  br label %10, !dbg !1047

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !1047
  ret i32 %11, !dbg !1048
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 513) i32 @islower(i32 noundef %0) local_unnamed_addr #0 !dbg !1049 {
    #dbg_value(i32 %0, !1051, !DIExpression(), !1052)
    #dbg_value(i32 %0, !993, !DIExpression(), !1053)
  %2 = add i32 %0, 128, !dbg !1055
  %3 = icmp ult i32 %2, 384, !dbg !1055
  br i1 %3, label %4, label %10, !dbg !1055

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !1056
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1056
  %7 = load i16, ptr %6, align 2, !dbg !1056, !tbaa !1000
  %8 = and i16 %7, 512, !dbg !1057
  %9 = zext nneg i16 %8 to i32, !dbg !1057
  br label %10, !dbg !1058

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !1058
  ret i32 %11, !dbg !1059
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 4097) i32 @isxdigit(i32 noundef %0) local_unnamed_addr #0 !dbg !1060 {
    #dbg_value(i32 %0, !1062, !DIExpression(), !1063)
    #dbg_value(i32 %0, !993, !DIExpression(), !1064)
  %2 = add i32 %0, 128, !dbg !1066
  %3 = icmp ult i32 %2, 384, !dbg !1066
  br i1 %3, label %4, label %10, !dbg !1066

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !1067
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1067
  %7 = load i16, ptr %6, align 2, !dbg !1067, !tbaa !1000
  %8 = and i16 %7, 4096, !dbg !1068
  %9 = zext nneg i16 %8 to i32, !dbg !1068
  br label %10, !dbg !1069

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !1069
  ret i32 %11, !dbg !1070
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 16385) i32 @isprint(i32 noundef %0) local_unnamed_addr #0 !dbg !1071 {
    #dbg_value(i32 %0, !1073, !DIExpression(), !1074)
    #dbg_value(i32 %0, !993, !DIExpression(), !1075)
  %2 = add i32 %0, 128, !dbg !1077
  %3 = icmp ult i32 %2, 384, !dbg !1077
  br i1 %3, label %4, label %10, !dbg !1077

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !1078
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1078
  %7 = load i16, ptr %6, align 2, !dbg !1078, !tbaa !1000
  %8 = and i16 %7, 16384, !dbg !1079
  %9 = zext nneg i16 %8 to i32, !dbg !1079
  br label %10, !dbg !1080

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !1080
  ret i32 %11, !dbg !1081
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 32769) i32 @isgraph(i32 noundef %0) local_unnamed_addr #0 !dbg !1082 {
    #dbg_value(i32 %0, !1084, !DIExpression(), !1085)
    #dbg_value(i32 %0, !993, !DIExpression(), !1086)
  %2 = add i32 %0, 128, !dbg !1088
  %3 = icmp ult i32 %2, 384, !dbg !1088
  br i1 %3, label %4, label %10, !dbg !1088

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !1089
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1089
  %7 = load i16, ptr %6, align 2, !dbg !1089, !tbaa !1000
  %8 = and i16 %7, -32768, !dbg !1090
  %9 = zext i16 %8 to i32, !dbg !1090
  br label %10, !dbg !1091

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !1091
  ret i32 %11, !dbg !1092
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 5) i32 @ispunct(i32 noundef %0) local_unnamed_addr #0 !dbg !1093 {
    #dbg_value(i32 %0, !1095, !DIExpression(), !1096)
    #dbg_value(i32 %0, !993, !DIExpression(), !1097)
  %2 = add i32 %0, 128, !dbg !1099
  %3 = icmp ult i32 %2, 384, !dbg !1099
  br i1 %3, label %4, label %10, !dbg !1099

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !1100
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1100
  %7 = load i16, ptr %6, align 2, !dbg !1100, !tbaa !1000
  %8 = and i16 %7, 4, !dbg !1101
  %9 = zext nneg i16 %8 to i32, !dbg !1101
  br label %10, !dbg !1102

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !1102
  ret i32 %11, !dbg !1103
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 3) i32 @iscntrl(i32 noundef %0) local_unnamed_addr #0 !dbg !1104 {
    #dbg_value(i32 %0, !1106, !DIExpression(), !1107)
    #dbg_value(i32 %0, !993, !DIExpression(), !1108)
  %2 = add i32 %0, 128, !dbg !1110
  %3 = icmp ult i32 %2, 384, !dbg !1110
  br i1 %3, label %4, label %10, !dbg !1110

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !1111
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1111
  %7 = load i16, ptr %6, align 2, !dbg !1111, !tbaa !1000
  %8 = and i16 %7, 2, !dbg !1112
  %9 = zext nneg i16 %8 to i32, !dbg !1112
  br label %10, !dbg !1113

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !1113
  ret i32 %11, !dbg !1114
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 2) i32 @isblank(i32 noundef %0) local_unnamed_addr #0 !dbg !1115 {
    #dbg_value(i32 %0, !1117, !DIExpression(), !1118)
    #dbg_value(i32 %0, !993, !DIExpression(), !1119)
  %2 = add i32 %0, 128, !dbg !1121
  %3 = icmp ult i32 %2, 384, !dbg !1121
  br i1 %3, label %4, label %10, !dbg !1121

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !1122
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1122
  %7 = load i16, ptr %6, align 2, !dbg !1122, !tbaa !1000
  %8 = and i16 %7, 1, !dbg !1123
  %9 = zext nneg i16 %8 to i32, !dbg !1123
  br label %10, !dbg !1124

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !1124
  ret i32 %11, !dbg !1125
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @tolower(i32 noundef %0) local_unnamed_addr #0 !dbg !1126 {
    #dbg_value(i32 %0, !1128, !DIExpression(), !1129)
  %2 = add i32 %0, 128, !dbg !1130
  %3 = icmp ult i32 %2, 384, !dbg !1130
  br i1 %3, label %4, label %8, !dbg !1130

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !1131
  %6 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %5, !dbg !1131
  %7 = load i32, ptr %6, align 4, !dbg !1131, !tbaa !308
  br label %8, !dbg !1132

8:                                                ; preds = %1, %4
  %9 = phi i32 [ %7, %4 ], [ %0, %1 ], !dbg !1132
  ret i32 %9, !dbg !1133
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @toupper(i32 noundef %0) local_unnamed_addr #0 !dbg !1134 {
    #dbg_value(i32 %0, !1136, !DIExpression(), !1137)
  %2 = add i32 %0, 128, !dbg !1138
  %3 = icmp ult i32 %2, 384, !dbg !1138
  br i1 %3, label %4, label %8, !dbg !1138

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !1139
  %6 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_upper_table, i64 512), i64 %5, !dbg !1139
  %7 = load i32, ptr %6, align 4, !dbg !1139, !tbaa !308
  br label %8, !dbg !1140

8:                                                ; preds = %1, %4
  %9 = phi i32 [ %7, %4 ], [ %0, %1 ], !dbg !1140
  ret i32 %9, !dbg !1141
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @abs(i32 noundef %0) local_unnamed_addr #0 !dbg !1142 {
    #dbg_value(i32 %0, !1144, !DIExpression(), !1145)
  %2 = tail call i32 @llvm.abs.i32(i32 %0, i1 true), !dbg !1146
  ret i32 %2, !dbg !1147
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i64 @labs(i64 noundef %0) local_unnamed_addr #0 !dbg !1148 {
    #dbg_value(i64 %0, !1152, !DIExpression(), !1153)
  %2 = tail call i64 @llvm.abs.i64(i64 %0, i1 true), !dbg !1154
  ret i64 %2, !dbg !1155
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i64 @llabs(i64 noundef %0) local_unnamed_addr #0 !dbg !1156 {
    #dbg_value(i64 %0, !1160, !DIExpression(), !1161)
  %2 = tail call i64 @llvm.abs.i64(i64 %0, i1 true), !dbg !1162
  ret i64 %2, !dbg !1163
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noalias noundef ptr @getenv(ptr nocapture noundef readnone %0) local_unnamed_addr #0 !dbg !1164 {
    #dbg_value(ptr %0, !1166, !DIExpression(), !1167)
  ret ptr null, !dbg !1168
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i64 @strtoll(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !1169 {
  %4 = alloca i32, align 4, !DIAssignID !1178
    #dbg_assign(i1 undef, !1176, !DIExpression(), !1178, ptr %4, !DIExpression(), !1179)
    #dbg_value(ptr %0, !1173, !DIExpression(), !1179)
    #dbg_value(ptr %1, !1174, !DIExpression(), !1179)
    #dbg_value(i32 %2, !1175, !DIExpression(), !1179)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #22, !dbg !1180
  store i32 0, ptr %4, align 4, !dbg !1181, !tbaa !308, !DIAssignID !1182
    #dbg_assign(i32 0, !1176, !DIExpression(), !1182, ptr %4, !DIExpression(), !1179)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 1, i64 noundef 0, i64 noundef -9223372036854775808, i64 noundef 9223372036854775807, ptr noundef nonnull %4) #23, !dbg !1183
    #dbg_value(i64 %5, !1177, !DIExpression(), !1179)
  %6 = load i32, ptr %4, align 4, !dbg !1184, !tbaa !308
  %7 = icmp eq i32 %6, 0, !dbg !1184
  %8 = sub i64 0, %5, !dbg !1184
  %9 = select i1 %7, i64 %5, i64 %8, !dbg !1184
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #22, !dbg !1185
  ret i64 %9, !dbg !1186
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define internal fastcc i64 @strto_common(ptr noundef %0, ptr noundef writeonly %1, i32 noundef %2, i32 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, ptr nocapture noundef writeonly %7) unnamed_addr #10 !dbg !1187 {
    #dbg_value(ptr %0, !1191, !DIExpression(), !1206)
    #dbg_value(ptr %1, !1192, !DIExpression(), !1206)
    #dbg_value(i32 %2, !1193, !DIExpression(), !1206)
    #dbg_value(i32 %3, !1194, !DIExpression(), !1206)
    #dbg_value(i64 %4, !1195, !DIExpression(), !1206)
    #dbg_value(i64 %5, !1196, !DIExpression(), !1206)
    #dbg_value(i64 %6, !1197, !DIExpression(), !1206)
    #dbg_value(ptr %7, !1198, !DIExpression(), !1206)
    #dbg_value(ptr %0, !1199, !DIExpression(), !1206)
  br label %9, !dbg !1207

9:                                                ; preds = %9, %8
  %10 = phi ptr [ %0, %8 ], [ %17, %9 ], !dbg !1206
    #dbg_value(ptr %10, !1199, !DIExpression(), !1206)
  %11 = load i8, ptr %10, align 1, !dbg !1208, !tbaa !365
  %12 = zext i8 %11 to i64, !dbg !1209
    #dbg_value(i64 %12, !1029, !DIExpression(), !1212)
    #dbg_value(i64 %12, !993, !DIExpression(), !1213)
  %13 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %12, !dbg !1209
  %14 = load i16, ptr %13, align 2, !dbg !1209, !tbaa !1000
  %15 = and i16 %14, 8192, !dbg !1214
  %16 = icmp eq i16 %15, 0, !dbg !1207
  %17 = getelementptr inbounds i8, ptr %10, i64 1, !dbg !1215
    #dbg_value(ptr %17, !1199, !DIExpression(), !1206)
  br i1 %16, label %18, label %9, !dbg !1207, !llvm.loop !1216

18:                                               ; preds = %9
    #dbg_value(i32 0, !1200, !DIExpression(), !1206)
  switch i8 %11, label %22 [
    i8 43, label %19
    i8 45, label %19
  ], !dbg !1217

19:                                               ; preds = %18, %18
  %20 = icmp eq i8 %11, 45, !dbg !1219
  %21 = zext i1 %20 to i32, !dbg !1219
    #dbg_value(i32 %21, !1200, !DIExpression(), !1206)
    #dbg_value(ptr %17, !1199, !DIExpression(), !1206)
  br label %22, !dbg !1221

22:                                               ; preds = %18, %19
  %23 = phi ptr [ %17, %19 ], [ %10, %18 ], !dbg !1206
  %24 = phi i32 [ %21, %19 ], [ 0, %18 ], !dbg !1206
    #dbg_value(i32 %24, !1200, !DIExpression(), !1206)
    #dbg_value(ptr %23, !1199, !DIExpression(), !1206)
  %25 = icmp eq i32 %2, 1
  %26 = icmp ugt i32 %2, 36, !dbg !1222
  %27 = or i1 %26, %25, !dbg !1222
  br i1 %27, label %28, label %32, !dbg !1222

28:                                               ; preds = %22
  %29 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1224
  store i32 22, ptr %29, align 4, !dbg !1226, !tbaa !308
  %30 = icmp eq ptr %1, null, !dbg !1227
  br i1 %30, label %132, label %31, !dbg !1229

31:                                               ; preds = %28
  store ptr %0, ptr %1, align 8, !dbg !1230, !tbaa !317
  br label %132, !dbg !1231

32:                                               ; preds = %22
  %33 = icmp eq i32 %3, 0, !dbg !1232
  %34 = icmp eq i32 %24, 0, !dbg !1234
  %35 = sub i64 0, %5, !dbg !1234
  %36 = select i1 %34, i64 %6, i64 %35, !dbg !1234
  %37 = select i1 %33, i64 %4, i64 %36, !dbg !1234
    #dbg_value(i64 %37, !1201, !DIExpression(), !1206)
    #dbg_value(ptr %23, !1235, !DIExpression(), !1253)
    #dbg_value(ptr undef, !1241, !DIExpression(), !1253)
    #dbg_value(ptr undef, !1242, !DIExpression(), !1253)
    #dbg_value(i64 %37, !1243, !DIExpression(), !1253)
    #dbg_value(ptr undef, !1244, !DIExpression(), !1253)
    #dbg_value(ptr undef, !1245, !DIExpression(), !1253)
    #dbg_value(i32 %2, !1246, !DIExpression(), !1253)
  %38 = icmp ne i32 %2, 0, !dbg !1255
  switch i32 %2, label %59 [
    i32 16, label %39
    i32 0, label %39
  ], !dbg !1257

39:                                               ; preds = %32, %32
  %40 = load i8, ptr %23, align 1, !dbg !1258, !tbaa !365
  %41 = icmp eq i8 %40, 48, !dbg !1259
  br i1 %41, label %42, label %56, !dbg !1260

42:                                               ; preds = %39
  %43 = getelementptr inbounds i8, ptr %23, i64 1, !dbg !1261
  %44 = load i8, ptr %43, align 1, !dbg !1261, !tbaa !365
  switch i8 %44, label %56 [
    i8 120, label %45
    i8 88, label %45
  ], !dbg !1262

45:                                               ; preds = %42, %42
  %46 = getelementptr inbounds i8, ptr %23, i64 2, !dbg !1263
  %47 = load i8, ptr %46, align 1, !dbg !1263, !tbaa !365
  %48 = zext i8 %47 to i64, !dbg !1264
    #dbg_value(i64 %48, !1062, !DIExpression(), !1267)
    #dbg_value(i64 %48, !993, !DIExpression(), !1268)
  %49 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %48, !dbg !1264
  %50 = load i16, ptr %49, align 2, !dbg !1264, !tbaa !1000
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
    #dbg_value(i32 %58, !1246, !DIExpression(), !1253)
  br label %59, !dbg !1276

59:                                               ; preds = %57, %56, %45, %32
  %60 = phi i32 [ %58, %57 ], [ %2, %56 ], [ %54, %45 ], [ %2, %32 ], !dbg !1253
  %61 = phi ptr [ %23, %57 ], [ %23, %56 ], [ %55, %45 ], [ %23, %32 ]
    #dbg_value(ptr %61, !1235, !DIExpression(), !1253)
    #dbg_value(i32 %60, !1246, !DIExpression(), !1253)
    #dbg_value(i32 %60, !1193, !DIExpression(), !1206)
    #dbg_value(i64 0, !1247, !DIExpression(), !1253)
    #dbg_value(i32 0, !1203, !DIExpression(), !1206)
    #dbg_value(i32 0, !1204, !DIExpression(), !1206)
  %62 = zext nneg i32 %60 to i64
    #dbg_value(i32 poison, !1204, !DIExpression(), !1206)
    #dbg_value(i32 0, !1203, !DIExpression(), !1206)
    #dbg_value(ptr %61, !1235, !DIExpression(), !1253)
    #dbg_value(i64 0, !1247, !DIExpression(), !1253)
  %63 = load i8, ptr %61, align 1, !dbg !1277, !tbaa !365
    #dbg_value(i8 %63, !1252, !DIExpression(), !1278)
    #dbg_value(i8 %63, !1007, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1279)
    #dbg_value(i8 %63, !993, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1282)
  %64 = zext i8 %63 to i64, !dbg !1284
  %65 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %64, !dbg !1284
  %66 = load i16, ptr %65, align 2, !dbg !1284, !tbaa !1000
  %67 = and i16 %66, 2048, !dbg !1285
  %68 = icmp eq i16 %67, 0, !dbg !1286
  br i1 %68, label %72, label %69, !dbg !1287

69:                                               ; preds = %59
  %70 = zext i8 %63 to i32, !dbg !1288
    #dbg_value(i32 %70, !1007, !DIExpression(), !1279)
    #dbg_value(i32 %70, !993, !DIExpression(), !1282)
  %71 = add nsw i32 %70, -48, !dbg !1289
    #dbg_value(i32 %71, !1248, !DIExpression(), !1278)
  br label %79, !dbg !1290

72:                                               ; preds = %59
    #dbg_value(i8 %63, !991, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1291)
    #dbg_value(i8 %63, !993, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1294)
  %73 = and i16 %66, 1024, !dbg !1296
  %74 = icmp eq i16 %73, 0, !dbg !1297
  br i1 %74, label %121, label %75, !dbg !1298

75:                                               ; preds = %72
    #dbg_value(i8 %63, !1128, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1299)
  %76 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %64, !dbg !1301
  %77 = load i32, ptr %76, align 4, !dbg !1301, !tbaa !308
  %78 = add nsw i32 %77, -87, !dbg !1302
    #dbg_value(i32 %78, !1248, !DIExpression(), !1278)
  br label %79

79:                                               ; preds = %75, %69
  %80 = phi i32 [ %71, %69 ], [ %78, %75 ], !dbg !1303
    #dbg_value(i32 %80, !1248, !DIExpression(), !1278)
  %81 = icmp slt i32 %80, %60, !dbg !1304
  br i1 %81, label %82, label %121, !dbg !1306

82:                                               ; preds = %79
    #dbg_value(i32 1, !1204, !DIExpression(), !1206)
  %83 = sext i32 %80 to i64, !dbg !1307
    #dbg_value(i32 0, !1203, !DIExpression(), !1206)
    #dbg_value(i64 %83, !1247, !DIExpression(), !1253)
    #dbg_value(ptr %61, !1235, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1253)
  br label %84, !dbg !1309

84:                                               ; preds = %112, %82
  %85 = phi i32 [ 0, %82 ], [ %119, %112 ]
  %86 = phi i64 [ %83, %82 ], [ %120, %112 ]
  %87 = phi ptr [ %61, %82 ], [ %91, %112 ]
  %88 = icmp eq i32 %85, 0
  br label %89, !dbg !1310

89:                                               ; preds = %84, %111
  %90 = phi ptr [ %91, %111 ], [ %87, %84 ]
  %91 = getelementptr inbounds i8, ptr %90, i64 1, !dbg !1253
    #dbg_value(i32 poison, !1204, !DIExpression(), !1206)
    #dbg_value(i32 %85, !1203, !DIExpression(), !1206)
    #dbg_value(ptr %91, !1235, !DIExpression(), !1253)
    #dbg_value(i64 %86, !1247, !DIExpression(), !1253)
  %92 = load i8, ptr %91, align 1, !dbg !1277, !tbaa !365
    #dbg_value(i8 %92, !1252, !DIExpression(), !1278)
    #dbg_value(i8 %92, !1007, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1279)
    #dbg_value(i8 %92, !993, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1282)
  %93 = zext i8 %92 to i64, !dbg !1284
  %94 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %93, !dbg !1284
  %95 = load i16, ptr %94, align 2, !dbg !1284, !tbaa !1000
  %96 = and i16 %95, 2048, !dbg !1285
  %97 = icmp eq i16 %96, 0, !dbg !1286
  br i1 %97, label %101, label %98, !dbg !1287

98:                                               ; preds = %89
  %99 = zext i8 %92 to i32, !dbg !1288
    #dbg_value(i32 %99, !1007, !DIExpression(), !1279)
    #dbg_value(i32 %99, !993, !DIExpression(), !1282)
  %100 = add nsw i32 %99, -48, !dbg !1289
    #dbg_value(i32 %100, !1248, !DIExpression(), !1278)
  br label %108, !dbg !1290

101:                                              ; preds = %89
    #dbg_value(i8 %92, !991, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1291)
    #dbg_value(i8 %92, !993, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1294)
  %102 = and i16 %95, 1024, !dbg !1296
  %103 = icmp eq i16 %102, 0, !dbg !1297
  br i1 %103, label %124, label %104, !dbg !1298

104:                                              ; preds = %101
    #dbg_value(i8 %92, !1128, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1299)
  %105 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %93, !dbg !1301
  %106 = load i32, ptr %105, align 4, !dbg !1301, !tbaa !308
  %107 = add nsw i32 %106, -87, !dbg !1302
    #dbg_value(i32 %107, !1248, !DIExpression(), !1278)
  br label %108

108:                                              ; preds = %104, %98
  %109 = phi i32 [ %100, %98 ], [ %107, %104 ], !dbg !1303
    #dbg_value(i32 %109, !1248, !DIExpression(), !1278)
  %110 = icmp slt i32 %109, %60, !dbg !1304
  br i1 %110, label %111, label %124, !dbg !1306

111:                                              ; preds = %108
    #dbg_value(i32 1, !1204, !DIExpression(), !1206)
  br i1 %88, label %112, label %89, !dbg !1311, !llvm.loop !1312

112:                                              ; preds = %111
  %113 = sext i32 %109 to i64, !dbg !1307
  %114 = sub i64 %37, %113, !dbg !1315
  %115 = udiv i64 %114, %62, !dbg !1316
  %116 = icmp ugt i64 %86, %115, !dbg !1317
  %117 = mul i64 %86, %62, !dbg !1318
  %118 = add i64 %117, %113, !dbg !1318
  %119 = select i1 %116, i32 1, i32 0, !dbg !1318
  %120 = select i1 %116, i64 %37, i64 %118, !dbg !1318
  br label %84, !dbg !1310, !llvm.loop !1312

121:                                              ; preds = %72, %79
    #dbg_value(i64 poison, !1247, !DIExpression(), !1253)
    #dbg_value(ptr poison, !1202, !DIExpression(), !1206)
    #dbg_value(i64 poison, !1205, !DIExpression(), !1206)
  %122 = icmp eq ptr %1, null, !dbg !1319
  br i1 %122, label %132, label %123, !dbg !1323

123:                                              ; preds = %121
  store ptr %0, ptr %1, align 8, !dbg !1324, !tbaa !317
  br label %132, !dbg !1325

124:                                              ; preds = %108, %101
  %125 = icmp eq i32 %85, 0, !dbg !1326
    #dbg_value(i64 %86, !1247, !DIExpression(), !1253)
    #dbg_value(ptr %91, !1202, !DIExpression(), !1206)
    #dbg_value(i64 %86, !1205, !DIExpression(), !1206)
  %126 = icmp eq ptr %1, null, !dbg !1328
  br i1 %126, label %128, label %127, !dbg !1330

127:                                              ; preds = %124
  store ptr %91, ptr %1, align 8, !dbg !1331, !tbaa !317
  br label %128, !dbg !1332

128:                                              ; preds = %127, %124
  br i1 %125, label %131, label %129, !dbg !1333

129:                                              ; preds = %128
  %130 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1334
  store i32 34, ptr %130, align 4, !dbg !1335, !tbaa !308
  br label %131, !dbg !1334

131:                                              ; preds = %129, %128
  store i32 %24, ptr %7, align 4, !dbg !1336, !tbaa !308
  br label %132, !dbg !1337

132:                                              ; preds = %131, %123, %121, %28, %31
  %133 = phi i64 [ 0, %31 ], [ 0, %28 ], [ %86, %131 ], [ 0, %123 ], [ 0, %121 ], !dbg !1206
  ret i64 %133, !dbg !1338
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i64 @strtoull(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !1339 {
  %4 = alloca i32, align 4, !DIAssignID !1348
    #dbg_assign(i1 undef, !1346, !DIExpression(), !1348, ptr %4, !DIExpression(), !1349)
    #dbg_value(ptr %0, !1343, !DIExpression(), !1349)
    #dbg_value(ptr %1, !1344, !DIExpression(), !1349)
    #dbg_value(i32 %2, !1345, !DIExpression(), !1349)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #22, !dbg !1350
  store i32 0, ptr %4, align 4, !dbg !1351, !tbaa !308, !DIAssignID !1352
    #dbg_assign(i32 0, !1346, !DIExpression(), !1352, ptr %4, !DIExpression(), !1349)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 0, i64 noundef -1, i64 noundef 0, i64 noundef 0, ptr noundef nonnull %4) #23, !dbg !1353
    #dbg_value(i64 %5, !1347, !DIExpression(), !1349)
  %6 = load i32, ptr %4, align 4, !dbg !1354, !tbaa !308
  %7 = icmp eq i32 %6, 0, !dbg !1354
  %8 = sub i64 0, %5, !dbg !1354
  %9 = select i1 %7, i64 %5, i64 %8, !dbg !1354
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #22, !dbg !1355
  ret i64 %9, !dbg !1356
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i64 @strtol(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !1357 {
  %4 = alloca i32, align 4, !DIAssignID !1367
    #dbg_assign(i1 undef, !1364, !DIExpression(), !1367, ptr %4, !DIExpression(), !1368)
    #dbg_value(ptr %0, !1361, !DIExpression(), !1368)
    #dbg_value(ptr %1, !1362, !DIExpression(), !1368)
    #dbg_value(i32 %2, !1363, !DIExpression(), !1368)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #22, !dbg !1369
  store i32 0, ptr %4, align 4, !dbg !1370, !tbaa !308, !DIAssignID !1371
    #dbg_assign(i32 0, !1364, !DIExpression(), !1371, ptr %4, !DIExpression(), !1368)
    #dbg_value(i64 9223372036854775807, !1365, !DIExpression(), !1368)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 1, i64 noundef 0, i64 noundef -9223372036854775808, i64 noundef 9223372036854775807, ptr noundef nonnull %4) #23, !dbg !1372
    #dbg_value(i64 %5, !1366, !DIExpression(), !1368)
  %6 = load i32, ptr %4, align 4, !dbg !1373, !tbaa !308
  %7 = icmp eq i32 %6, 0, !dbg !1373
  %8 = sub i64 0, %5, !dbg !1373
  %9 = select i1 %7, i64 %5, i64 %8, !dbg !1373
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #22, !dbg !1374
  ret i64 %9, !dbg !1375
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i64 @strtoul(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !1376 {
  %4 = alloca i32, align 4, !DIAssignID !1385
    #dbg_assign(i1 undef, !1383, !DIExpression(), !1385, ptr %4, !DIExpression(), !1386)
    #dbg_value(ptr %0, !1380, !DIExpression(), !1386)
    #dbg_value(ptr %1, !1381, !DIExpression(), !1386)
    #dbg_value(i32 %2, !1382, !DIExpression(), !1386)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #22, !dbg !1387
  store i32 0, ptr %4, align 4, !dbg !1388, !tbaa !308, !DIAssignID !1389
    #dbg_assign(i32 0, !1383, !DIExpression(), !1389, ptr %4, !DIExpression(), !1386)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 0, i64 noundef -1, i64 noundef 0, i64 noundef 0, ptr noundef nonnull %4) #23, !dbg !1390
    #dbg_value(i64 %5, !1384, !DIExpression(), !1386)
  %6 = load i32, ptr %4, align 4, !dbg !1391, !tbaa !308
  %7 = icmp eq i32 %6, 0, !dbg !1391
  %8 = sub i64 0, %5, !dbg !1391
  %9 = select i1 %7, i64 %5, i64 %8, !dbg !1391
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #22, !dbg !1392
  ret i64 %9, !dbg !1393
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local i32 @atoi(ptr nocapture noundef readonly %0) local_unnamed_addr #12 !dbg !1394 {
    #dbg_value(ptr %0, !1398, !DIExpression(), !1399)
    #dbg_value(ptr %0, !1361, !DIExpression(), !1400)
    #dbg_value(ptr null, !1362, !DIExpression(), !1400)
    #dbg_value(i32 10, !1363, !DIExpression(), !1400)
    #dbg_value(i32 0, !1364, !DIExpression(), !1400)
    #dbg_value(i64 9223372036854775807, !1365, !DIExpression(), !1400)
    #dbg_value(ptr %0, !1191, !DIExpression(), !1402)
    #dbg_value(ptr null, !1192, !DIExpression(), !1402)
    #dbg_value(i32 10, !1193, !DIExpression(), !1402)
    #dbg_value(i32 1, !1194, !DIExpression(), !1402)
    #dbg_value(i64 0, !1195, !DIExpression(), !1402)
    #dbg_value(i64 -9223372036854775808, !1196, !DIExpression(), !1402)
    #dbg_value(i64 9223372036854775807, !1197, !DIExpression(), !1402)
    #dbg_value(ptr undef, !1198, !DIExpression(), !1402)
    #dbg_value(ptr %0, !1199, !DIExpression(), !1402)
  br label %2, !dbg !1404

2:                                                ; preds = %2, %1
  %3 = phi ptr [ %0, %1 ], [ %10, %2 ], !dbg !1402
    #dbg_value(ptr %3, !1199, !DIExpression(), !1402)
  %4 = load i8, ptr %3, align 1, !dbg !1405, !tbaa !365
  %5 = zext i8 %4 to i64, !dbg !1406
    #dbg_value(i64 %5, !1029, !DIExpression(), !1409)
    #dbg_value(i64 %5, !993, !DIExpression(), !1410)
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1406
  %7 = load i16, ptr %6, align 2, !dbg !1406, !tbaa !1000
  %8 = and i16 %7, 8192, !dbg !1411
  %9 = icmp eq i16 %8, 0, !dbg !1404
  %10 = getelementptr inbounds i8, ptr %3, i64 1, !dbg !1412
    #dbg_value(ptr %10, !1199, !DIExpression(), !1402)
  br i1 %9, label %11, label %2, !dbg !1404, !llvm.loop !1413

11:                                               ; preds = %2
    #dbg_value(i32 0, !1200, !DIExpression(), !1402)
  switch i8 %4, label %19 [
    i8 43, label %12
    i8 45, label %12
  ], !dbg !1414

12:                                               ; preds = %11, %11
  %13 = icmp ne i8 %4, 45, !dbg !1415
    #dbg_value(i1 %13, !1200, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1402)
    #dbg_value(ptr %10, !1199, !DIExpression(), !1402)
  %14 = select i1 %13, i64 9223372036854775807, i64 -9223372036854775808, !dbg !1416
  %15 = load i8, ptr %10, align 1, !dbg !1417, !tbaa !365
  %16 = zext i8 %15 to i64
  %17 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %16
  %18 = load i16, ptr %17, align 2, !dbg !1419, !tbaa !1000
  br label %19, !dbg !1416

19:                                               ; preds = %12, %11
  %20 = phi i64 [ %16, %12 ], [ %5, %11 ], !dbg !1419
  %21 = phi i16 [ %18, %12 ], [ %7, %11 ], !dbg !1419
  %22 = phi i8 [ %15, %12 ], [ %4, %11 ], !dbg !1417
  %23 = phi i1 [ %13, %12 ], [ true, %11 ]
  %24 = phi ptr [ %10, %12 ], [ %3, %11 ]
  %25 = phi i64 [ %14, %12 ], [ 9223372036854775807, %11 ], !dbg !1416
    #dbg_value(i64 %25, !1201, !DIExpression(), !1402)
    #dbg_value(ptr undef, !1241, !DIExpression(), !1422)
    #dbg_value(ptr undef, !1242, !DIExpression(), !1422)
    #dbg_value(i64 %25, !1243, !DIExpression(), !1422)
    #dbg_value(ptr undef, !1244, !DIExpression(), !1422)
    #dbg_value(ptr undef, !1245, !DIExpression(), !1422)
    #dbg_value(i32 10, !1246, !DIExpression(), !1422)
    #dbg_value(i32 10, !1193, !DIExpression(), !1402)
    #dbg_value(i32 poison, !1204, !DIExpression(), !1402)
    #dbg_value(i32 0, !1203, !DIExpression(), !1402)
    #dbg_value(ptr %24, !1235, !DIExpression(), !1422)
    #dbg_value(i64 0, !1247, !DIExpression(), !1422)
    #dbg_value(i8 %22, !1252, !DIExpression(), !1423)
    #dbg_value(i8 %22, !1007, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1424)
    #dbg_value(i8 %22, !993, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1425)
  %26 = and i16 %21, 2048, !dbg !1426
  %27 = icmp eq i16 %26, 0, !dbg !1427
  br i1 %27, label %31, label %28, !dbg !1428

28:                                               ; preds = %19
  %29 = zext i8 %22 to i32, !dbg !1429
    #dbg_value(i32 %29, !1007, !DIExpression(), !1424)
    #dbg_value(i32 %29, !993, !DIExpression(), !1425)
  %30 = add nsw i32 %29, -48, !dbg !1430
    #dbg_value(i32 %30, !1248, !DIExpression(), !1423)
  br label %38, !dbg !1431

31:                                               ; preds = %19
    #dbg_value(i8 %22, !991, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1432)
    #dbg_value(i8 %22, !993, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1434)
  %32 = and i16 %21, 1024, !dbg !1436
  %33 = icmp eq i16 %32, 0, !dbg !1437
  br i1 %33, label %88, label %34, !dbg !1438

34:                                               ; preds = %31
    #dbg_value(i8 %22, !1128, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1439)
  %35 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %20, !dbg !1441
  %36 = load i32, ptr %35, align 4, !dbg !1441, !tbaa !308
  %37 = add nsw i32 %36, -87, !dbg !1442
    #dbg_value(i32 %37, !1248, !DIExpression(), !1423)
  br label %38

38:                                               ; preds = %34, %28
  %39 = phi i32 [ %30, %28 ], [ %37, %34 ], !dbg !1443
    #dbg_value(i32 %39, !1248, !DIExpression(), !1423)
  %40 = icmp slt i32 %39, 10, !dbg !1444
  br i1 %40, label %41, label %88, !dbg !1445

41:                                               ; preds = %38
    #dbg_value(i32 1, !1204, !DIExpression(), !1402)
  %42 = sext i32 %39 to i64, !dbg !1446
    #dbg_value(i32 0, !1203, !DIExpression(), !1402)
    #dbg_value(i64 %42, !1247, !DIExpression(), !1422)
    #dbg_value(ptr %24, !1235, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1422)
  br label %43, !dbg !1447

43:                                               ; preds = %71, %41
  %44 = phi i32 [ 0, %41 ], [ %78, %71 ]
  %45 = phi i64 [ %42, %41 ], [ %79, %71 ]
  %46 = phi ptr [ %24, %41 ], [ %50, %71 ]
  %47 = icmp eq i32 %44, 0
  br label %48, !dbg !1448

48:                                               ; preds = %43, %70
  %49 = phi ptr [ %50, %70 ], [ %46, %43 ]
  %50 = getelementptr inbounds i8, ptr %49, i64 1, !dbg !1422
    #dbg_value(i32 poison, !1204, !DIExpression(), !1402)
    #dbg_value(i32 %44, !1203, !DIExpression(), !1402)
    #dbg_value(ptr %50, !1235, !DIExpression(), !1422)
    #dbg_value(i64 %45, !1247, !DIExpression(), !1422)
  %51 = load i8, ptr %50, align 1, !dbg !1417, !tbaa !365
    #dbg_value(i8 %51, !1252, !DIExpression(), !1423)
    #dbg_value(i8 %51, !1007, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1424)
    #dbg_value(i8 %51, !993, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1425)
  %52 = zext i8 %51 to i64, !dbg !1419
  %53 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %52, !dbg !1419
  %54 = load i16, ptr %53, align 2, !dbg !1419, !tbaa !1000
  %55 = and i16 %54, 2048, !dbg !1426
  %56 = icmp eq i16 %55, 0, !dbg !1427
  br i1 %56, label %60, label %57, !dbg !1428

57:                                               ; preds = %48
  %58 = zext i8 %51 to i32, !dbg !1429
    #dbg_value(i32 %58, !1007, !DIExpression(), !1424)
    #dbg_value(i32 %58, !993, !DIExpression(), !1425)
  %59 = add nsw i32 %58, -48, !dbg !1430
    #dbg_value(i32 %59, !1248, !DIExpression(), !1423)
  br label %67, !dbg !1431

60:                                               ; preds = %48
    #dbg_value(i8 %51, !991, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1432)
    #dbg_value(i8 %51, !993, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1434)
  %61 = and i16 %54, 1024, !dbg !1436
  %62 = icmp eq i16 %61, 0, !dbg !1437
  br i1 %62, label %80, label %63, !dbg !1438

63:                                               ; preds = %60
    #dbg_value(i8 %51, !1128, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1439)
  %64 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %52, !dbg !1441
  %65 = load i32, ptr %64, align 4, !dbg !1441, !tbaa !308
  %66 = add nsw i32 %65, -87, !dbg !1442
    #dbg_value(i32 %66, !1248, !DIExpression(), !1423)
  br label %67

67:                                               ; preds = %63, %57
  %68 = phi i32 [ %59, %57 ], [ %66, %63 ], !dbg !1443
    #dbg_value(i32 %68, !1248, !DIExpression(), !1423)
  %69 = icmp slt i32 %68, 10, !dbg !1444
  br i1 %69, label %70, label %80, !dbg !1445

70:                                               ; preds = %67
    #dbg_value(i32 1, !1204, !DIExpression(), !1402)
  br i1 %47, label %71, label %48, !dbg !1449, !llvm.loop !1450

71:                                               ; preds = %70
  %72 = sext i32 %68 to i64, !dbg !1446
  %73 = sub i64 %25, %72, !dbg !1452
  %74 = udiv i64 %73, 10, !dbg !1453
  %75 = icmp ugt i64 %45, %74, !dbg !1454
  %76 = mul nuw i64 %45, 10, !dbg !1455
  %77 = add i64 %76, %72, !dbg !1455
  %78 = select i1 %75, i32 1, i32 0, !dbg !1455
  %79 = select i1 %75, i64 %25, i64 %77, !dbg !1455
  br label %43, !dbg !1448, !llvm.loop !1450

80:                                               ; preds = %67, %60
  %81 = icmp eq i32 %44, 0, !dbg !1456
    #dbg_value(i64 %45, !1247, !DIExpression(), !1422)
    #dbg_value(ptr undef, !1202, !DIExpression(), !1402)
    #dbg_value(i64 %45, !1205, !DIExpression(), !1402)
  br i1 %81, label %84, label %82, !dbg !1457

82:                                               ; preds = %80
  %83 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1458
  store i32 34, ptr %83, align 4, !dbg !1459, !tbaa !308
  br label %84, !dbg !1458

84:                                               ; preds = %80, %82
    #dbg_value(i1 %23, !1364, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1400)
    #dbg_value(i64 %45, !1366, !DIExpression(), !1400)
  %85 = sub i64 0, %45, !dbg !1460
  %86 = select i1 %23, i64 %45, i64 %85, !dbg !1460
  %87 = trunc i64 %86 to i32, !dbg !1461
  br label %88, !dbg !1460

88:                                               ; preds = %84, %31, %38
  %89 = phi i32 [ 0, %38 ], [ 0, %31 ], [ %87, %84 ], !dbg !1460
  ret i32 %89, !dbg !1462
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local i64 @atol(ptr nocapture noundef readonly %0) local_unnamed_addr #12 !dbg !1463 {
    #dbg_value(ptr %0, !1467, !DIExpression(), !1468)
    #dbg_value(ptr %0, !1361, !DIExpression(), !1469)
    #dbg_value(ptr null, !1362, !DIExpression(), !1469)
    #dbg_value(i32 10, !1363, !DIExpression(), !1469)
    #dbg_value(i32 0, !1364, !DIExpression(), !1469)
    #dbg_value(i64 9223372036854775807, !1365, !DIExpression(), !1469)
    #dbg_value(ptr %0, !1191, !DIExpression(), !1471)
    #dbg_value(ptr null, !1192, !DIExpression(), !1471)
    #dbg_value(i32 10, !1193, !DIExpression(), !1471)
    #dbg_value(i32 1, !1194, !DIExpression(), !1471)
    #dbg_value(i64 0, !1195, !DIExpression(), !1471)
    #dbg_value(i64 -9223372036854775808, !1196, !DIExpression(), !1471)
    #dbg_value(i64 9223372036854775807, !1197, !DIExpression(), !1471)
    #dbg_value(ptr undef, !1198, !DIExpression(), !1471)
    #dbg_value(ptr %0, !1199, !DIExpression(), !1471)
  br label %2, !dbg !1473

2:                                                ; preds = %2, %1
  %3 = phi ptr [ %0, %1 ], [ %10, %2 ], !dbg !1471
    #dbg_value(ptr %3, !1199, !DIExpression(), !1471)
  %4 = load i8, ptr %3, align 1, !dbg !1474, !tbaa !365
  %5 = zext i8 %4 to i64, !dbg !1475
    #dbg_value(i64 %5, !1029, !DIExpression(), !1478)
    #dbg_value(i64 %5, !993, !DIExpression(), !1479)
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1475
  %7 = load i16, ptr %6, align 2, !dbg !1475, !tbaa !1000
  %8 = and i16 %7, 8192, !dbg !1480
  %9 = icmp eq i16 %8, 0, !dbg !1473
  %10 = getelementptr inbounds i8, ptr %3, i64 1, !dbg !1481
    #dbg_value(ptr %10, !1199, !DIExpression(), !1471)
  br i1 %9, label %11, label %2, !dbg !1473, !llvm.loop !1482

11:                                               ; preds = %2
    #dbg_value(i32 0, !1200, !DIExpression(), !1471)
  switch i8 %4, label %19 [
    i8 43, label %12
    i8 45, label %12
  ], !dbg !1483

12:                                               ; preds = %11, %11
  %13 = icmp ne i8 %4, 45, !dbg !1484
    #dbg_value(i1 %13, !1200, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1471)
    #dbg_value(ptr %10, !1199, !DIExpression(), !1471)
  %14 = select i1 %13, i64 9223372036854775807, i64 -9223372036854775808, !dbg !1485
  %15 = load i8, ptr %10, align 1, !dbg !1486, !tbaa !365
  %16 = zext i8 %15 to i64
  %17 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %16
  %18 = load i16, ptr %17, align 2, !dbg !1488, !tbaa !1000
  br label %19, !dbg !1485

19:                                               ; preds = %12, %11
  %20 = phi i64 [ %16, %12 ], [ %5, %11 ], !dbg !1488
  %21 = phi i16 [ %18, %12 ], [ %7, %11 ], !dbg !1488
  %22 = phi i8 [ %15, %12 ], [ %4, %11 ], !dbg !1486
  %23 = phi i1 [ %13, %12 ], [ true, %11 ]
  %24 = phi ptr [ %10, %12 ], [ %3, %11 ]
  %25 = phi i64 [ %14, %12 ], [ 9223372036854775807, %11 ], !dbg !1485
    #dbg_value(i64 %25, !1201, !DIExpression(), !1471)
    #dbg_value(ptr undef, !1241, !DIExpression(), !1491)
    #dbg_value(ptr undef, !1242, !DIExpression(), !1491)
    #dbg_value(i64 %25, !1243, !DIExpression(), !1491)
    #dbg_value(ptr undef, !1244, !DIExpression(), !1491)
    #dbg_value(ptr undef, !1245, !DIExpression(), !1491)
    #dbg_value(i32 10, !1246, !DIExpression(), !1491)
    #dbg_value(i32 10, !1193, !DIExpression(), !1471)
    #dbg_value(i32 poison, !1204, !DIExpression(), !1471)
    #dbg_value(i32 0, !1203, !DIExpression(), !1471)
    #dbg_value(ptr %24, !1235, !DIExpression(), !1491)
    #dbg_value(i64 0, !1247, !DIExpression(), !1491)
    #dbg_value(i8 %22, !1252, !DIExpression(), !1492)
    #dbg_value(i8 %22, !1007, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1493)
    #dbg_value(i8 %22, !993, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1494)
  %26 = and i16 %21, 2048, !dbg !1495
  %27 = icmp eq i16 %26, 0, !dbg !1496
  br i1 %27, label %31, label %28, !dbg !1497

28:                                               ; preds = %19
  %29 = zext i8 %22 to i32, !dbg !1498
    #dbg_value(i32 %29, !1007, !DIExpression(), !1493)
    #dbg_value(i32 %29, !993, !DIExpression(), !1494)
  %30 = add nsw i32 %29, -48, !dbg !1499
    #dbg_value(i32 %30, !1248, !DIExpression(), !1492)
  br label %38, !dbg !1500

31:                                               ; preds = %19
    #dbg_value(i8 %22, !991, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1501)
    #dbg_value(i8 %22, !993, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1503)
  %32 = and i16 %21, 1024, !dbg !1505
  %33 = icmp eq i16 %32, 0, !dbg !1506
  br i1 %33, label %87, label %34, !dbg !1507

34:                                               ; preds = %31
    #dbg_value(i8 %22, !1128, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1508)
  %35 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %20, !dbg !1510
  %36 = load i32, ptr %35, align 4, !dbg !1510, !tbaa !308
  %37 = add nsw i32 %36, -87, !dbg !1511
    #dbg_value(i32 %37, !1248, !DIExpression(), !1492)
  br label %38

38:                                               ; preds = %34, %28
  %39 = phi i32 [ %30, %28 ], [ %37, %34 ], !dbg !1512
    #dbg_value(i32 %39, !1248, !DIExpression(), !1492)
  %40 = icmp slt i32 %39, 10, !dbg !1513
  br i1 %40, label %41, label %87, !dbg !1514

41:                                               ; preds = %38
    #dbg_value(i32 1, !1204, !DIExpression(), !1471)
  %42 = sext i32 %39 to i64, !dbg !1515
    #dbg_value(i32 0, !1203, !DIExpression(), !1471)
    #dbg_value(i64 %42, !1247, !DIExpression(), !1491)
    #dbg_value(ptr %24, !1235, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1491)
  br label %43, !dbg !1516

43:                                               ; preds = %71, %41
  %44 = phi i32 [ 0, %41 ], [ %78, %71 ]
  %45 = phi i64 [ %42, %41 ], [ %79, %71 ]
  %46 = phi ptr [ %24, %41 ], [ %50, %71 ]
  %47 = icmp eq i32 %44, 0
  br label %48, !dbg !1517

48:                                               ; preds = %43, %70
  %49 = phi ptr [ %50, %70 ], [ %46, %43 ]
  %50 = getelementptr inbounds i8, ptr %49, i64 1, !dbg !1491
    #dbg_value(i32 poison, !1204, !DIExpression(), !1471)
    #dbg_value(i32 %44, !1203, !DIExpression(), !1471)
    #dbg_value(ptr %50, !1235, !DIExpression(), !1491)
    #dbg_value(i64 %45, !1247, !DIExpression(), !1491)
  %51 = load i8, ptr %50, align 1, !dbg !1486, !tbaa !365
    #dbg_value(i8 %51, !1252, !DIExpression(), !1492)
    #dbg_value(i8 %51, !1007, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1493)
    #dbg_value(i8 %51, !993, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1494)
  %52 = zext i8 %51 to i64, !dbg !1488
  %53 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %52, !dbg !1488
  %54 = load i16, ptr %53, align 2, !dbg !1488, !tbaa !1000
  %55 = and i16 %54, 2048, !dbg !1495
  %56 = icmp eq i16 %55, 0, !dbg !1496
  br i1 %56, label %60, label %57, !dbg !1497

57:                                               ; preds = %48
  %58 = zext i8 %51 to i32, !dbg !1498
    #dbg_value(i32 %58, !1007, !DIExpression(), !1493)
    #dbg_value(i32 %58, !993, !DIExpression(), !1494)
  %59 = add nsw i32 %58, -48, !dbg !1499
    #dbg_value(i32 %59, !1248, !DIExpression(), !1492)
  br label %67, !dbg !1500

60:                                               ; preds = %48
    #dbg_value(i8 %51, !991, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1501)
    #dbg_value(i8 %51, !993, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1503)
  %61 = and i16 %54, 1024, !dbg !1505
  %62 = icmp eq i16 %61, 0, !dbg !1506
  br i1 %62, label %80, label %63, !dbg !1507

63:                                               ; preds = %60
    #dbg_value(i8 %51, !1128, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1508)
  %64 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %52, !dbg !1510
  %65 = load i32, ptr %64, align 4, !dbg !1510, !tbaa !308
  %66 = add nsw i32 %65, -87, !dbg !1511
    #dbg_value(i32 %66, !1248, !DIExpression(), !1492)
  br label %67

67:                                               ; preds = %63, %57
  %68 = phi i32 [ %59, %57 ], [ %66, %63 ], !dbg !1512
    #dbg_value(i32 %68, !1248, !DIExpression(), !1492)
  %69 = icmp slt i32 %68, 10, !dbg !1513
  br i1 %69, label %70, label %80, !dbg !1514

70:                                               ; preds = %67
    #dbg_value(i32 1, !1204, !DIExpression(), !1471)
  br i1 %47, label %71, label %48, !dbg !1518, !llvm.loop !1519

71:                                               ; preds = %70
  %72 = sext i32 %68 to i64, !dbg !1515
  %73 = sub i64 %25, %72, !dbg !1521
  %74 = udiv i64 %73, 10, !dbg !1522
  %75 = icmp ugt i64 %45, %74, !dbg !1523
  %76 = mul nuw i64 %45, 10, !dbg !1524
  %77 = add i64 %76, %72, !dbg !1524
  %78 = select i1 %75, i32 1, i32 0, !dbg !1524
  %79 = select i1 %75, i64 %25, i64 %77, !dbg !1524
  br label %43, !dbg !1517, !llvm.loop !1519

80:                                               ; preds = %67, %60
  %81 = icmp eq i32 %44, 0, !dbg !1525
    #dbg_value(i64 %45, !1247, !DIExpression(), !1491)
    #dbg_value(ptr undef, !1202, !DIExpression(), !1471)
    #dbg_value(i64 %45, !1205, !DIExpression(), !1471)
  br i1 %81, label %84, label %82, !dbg !1526

82:                                               ; preds = %80
  %83 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1527
  store i32 34, ptr %83, align 4, !dbg !1528, !tbaa !308
  br label %84, !dbg !1527

84:                                               ; preds = %80, %82
    #dbg_value(i1 %23, !1364, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1469)
    #dbg_value(i64 %45, !1366, !DIExpression(), !1469)
  %85 = sub i64 0, %45, !dbg !1529
  %86 = select i1 %23, i64 %45, i64 %85, !dbg !1529
  br label %87, !dbg !1529

87:                                               ; preds = %84, %31, %38
  %88 = phi i64 [ 0, %38 ], [ 0, %31 ], [ %86, %84 ], !dbg !1529
  ret i64 %88, !dbg !1530
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local i64 @atoll(ptr nocapture noundef readonly %0) local_unnamed_addr #12 !dbg !1531 {
    #dbg_value(ptr %0, !1535, !DIExpression(), !1536)
    #dbg_value(ptr %0, !1173, !DIExpression(), !1537)
    #dbg_value(ptr null, !1174, !DIExpression(), !1537)
    #dbg_value(i32 10, !1175, !DIExpression(), !1537)
    #dbg_value(i32 0, !1176, !DIExpression(), !1537)
    #dbg_value(ptr %0, !1191, !DIExpression(), !1539)
    #dbg_value(ptr null, !1192, !DIExpression(), !1539)
    #dbg_value(i32 10, !1193, !DIExpression(), !1539)
    #dbg_value(i32 1, !1194, !DIExpression(), !1539)
    #dbg_value(i64 0, !1195, !DIExpression(), !1539)
    #dbg_value(i64 -9223372036854775808, !1196, !DIExpression(), !1539)
    #dbg_value(i64 9223372036854775807, !1197, !DIExpression(), !1539)
    #dbg_value(ptr undef, !1198, !DIExpression(), !1539)
    #dbg_value(ptr %0, !1199, !DIExpression(), !1539)
  br label %2, !dbg !1541

2:                                                ; preds = %2, %1
  %3 = phi ptr [ %0, %1 ], [ %10, %2 ], !dbg !1539
    #dbg_value(ptr %3, !1199, !DIExpression(), !1539)
  %4 = load i8, ptr %3, align 1, !dbg !1542, !tbaa !365
  %5 = zext i8 %4 to i64, !dbg !1543
    #dbg_value(i64 %5, !1029, !DIExpression(), !1546)
    #dbg_value(i64 %5, !993, !DIExpression(), !1547)
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1543
  %7 = load i16, ptr %6, align 2, !dbg !1543, !tbaa !1000
  %8 = and i16 %7, 8192, !dbg !1548
  %9 = icmp eq i16 %8, 0, !dbg !1541
  %10 = getelementptr inbounds i8, ptr %3, i64 1, !dbg !1549
    #dbg_value(ptr %10, !1199, !DIExpression(), !1539)
  br i1 %9, label %11, label %2, !dbg !1541, !llvm.loop !1550

11:                                               ; preds = %2
    #dbg_value(i32 0, !1200, !DIExpression(), !1539)
  switch i8 %4, label %19 [
    i8 43, label %12
    i8 45, label %12
  ], !dbg !1551

12:                                               ; preds = %11, %11
  %13 = icmp ne i8 %4, 45, !dbg !1552
    #dbg_value(i1 %13, !1200, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1539)
    #dbg_value(ptr %10, !1199, !DIExpression(), !1539)
  %14 = select i1 %13, i64 9223372036854775807, i64 -9223372036854775808, !dbg !1553
  %15 = load i8, ptr %10, align 1, !dbg !1554, !tbaa !365
  %16 = zext i8 %15 to i64
  %17 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %16
  %18 = load i16, ptr %17, align 2, !dbg !1556, !tbaa !1000
  br label %19, !dbg !1553

19:                                               ; preds = %12, %11
  %20 = phi i64 [ %16, %12 ], [ %5, %11 ], !dbg !1556
  %21 = phi i16 [ %18, %12 ], [ %7, %11 ], !dbg !1556
  %22 = phi i8 [ %15, %12 ], [ %4, %11 ], !dbg !1554
  %23 = phi i1 [ %13, %12 ], [ true, %11 ]
  %24 = phi ptr [ %10, %12 ], [ %3, %11 ]
  %25 = phi i64 [ %14, %12 ], [ 9223372036854775807, %11 ], !dbg !1553
    #dbg_value(i64 %25, !1201, !DIExpression(), !1539)
    #dbg_value(ptr undef, !1241, !DIExpression(), !1559)
    #dbg_value(ptr undef, !1242, !DIExpression(), !1559)
    #dbg_value(i64 %25, !1243, !DIExpression(), !1559)
    #dbg_value(ptr undef, !1244, !DIExpression(), !1559)
    #dbg_value(ptr undef, !1245, !DIExpression(), !1559)
    #dbg_value(i32 10, !1246, !DIExpression(), !1559)
    #dbg_value(i32 10, !1193, !DIExpression(), !1539)
    #dbg_value(i32 poison, !1204, !DIExpression(), !1539)
    #dbg_value(i32 0, !1203, !DIExpression(), !1539)
    #dbg_value(ptr %24, !1235, !DIExpression(), !1559)
    #dbg_value(i64 0, !1247, !DIExpression(), !1559)
    #dbg_value(i8 %22, !1252, !DIExpression(), !1560)
    #dbg_value(i8 %22, !1007, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1561)
    #dbg_value(i8 %22, !993, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1562)
  %26 = and i16 %21, 2048, !dbg !1563
  %27 = icmp eq i16 %26, 0, !dbg !1564
  br i1 %27, label %31, label %28, !dbg !1565

28:                                               ; preds = %19
  %29 = zext i8 %22 to i32, !dbg !1566
    #dbg_value(i32 %29, !1007, !DIExpression(), !1561)
    #dbg_value(i32 %29, !993, !DIExpression(), !1562)
  %30 = add nsw i32 %29, -48, !dbg !1567
    #dbg_value(i32 %30, !1248, !DIExpression(), !1560)
  br label %38, !dbg !1568

31:                                               ; preds = %19
    #dbg_value(i8 %22, !991, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1569)
    #dbg_value(i8 %22, !993, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1571)
  %32 = and i16 %21, 1024, !dbg !1573
  %33 = icmp eq i16 %32, 0, !dbg !1574
  br i1 %33, label %87, label %34, !dbg !1575

34:                                               ; preds = %31
    #dbg_value(i8 %22, !1128, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1576)
  %35 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %20, !dbg !1578
  %36 = load i32, ptr %35, align 4, !dbg !1578, !tbaa !308
  %37 = add nsw i32 %36, -87, !dbg !1579
    #dbg_value(i32 %37, !1248, !DIExpression(), !1560)
  br label %38

38:                                               ; preds = %34, %28
  %39 = phi i32 [ %30, %28 ], [ %37, %34 ], !dbg !1580
    #dbg_value(i32 %39, !1248, !DIExpression(), !1560)
  %40 = icmp slt i32 %39, 10, !dbg !1581
  br i1 %40, label %41, label %87, !dbg !1582

41:                                               ; preds = %38
    #dbg_value(i32 1, !1204, !DIExpression(), !1539)
  %42 = sext i32 %39 to i64, !dbg !1583
    #dbg_value(i32 0, !1203, !DIExpression(), !1539)
    #dbg_value(i64 %42, !1247, !DIExpression(), !1559)
    #dbg_value(ptr %24, !1235, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1559)
  br label %43, !dbg !1584

43:                                               ; preds = %71, %41
  %44 = phi i32 [ 0, %41 ], [ %78, %71 ]
  %45 = phi i64 [ %42, %41 ], [ %79, %71 ]
  %46 = phi ptr [ %24, %41 ], [ %50, %71 ]
  %47 = icmp eq i32 %44, 0
  br label %48, !dbg !1585

48:                                               ; preds = %43, %70
  %49 = phi ptr [ %50, %70 ], [ %46, %43 ]
  %50 = getelementptr inbounds i8, ptr %49, i64 1, !dbg !1559
    #dbg_value(i32 poison, !1204, !DIExpression(), !1539)
    #dbg_value(i32 %44, !1203, !DIExpression(), !1539)
    #dbg_value(ptr %50, !1235, !DIExpression(), !1559)
    #dbg_value(i64 %45, !1247, !DIExpression(), !1559)
  %51 = load i8, ptr %50, align 1, !dbg !1554, !tbaa !365
    #dbg_value(i8 %51, !1252, !DIExpression(), !1560)
    #dbg_value(i8 %51, !1007, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1561)
    #dbg_value(i8 %51, !993, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1562)
  %52 = zext i8 %51 to i64, !dbg !1556
  %53 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %52, !dbg !1556
  %54 = load i16, ptr %53, align 2, !dbg !1556, !tbaa !1000
  %55 = and i16 %54, 2048, !dbg !1563
  %56 = icmp eq i16 %55, 0, !dbg !1564
  br i1 %56, label %60, label %57, !dbg !1565

57:                                               ; preds = %48
  %58 = zext i8 %51 to i32, !dbg !1566
    #dbg_value(i32 %58, !1007, !DIExpression(), !1561)
    #dbg_value(i32 %58, !993, !DIExpression(), !1562)
  %59 = add nsw i32 %58, -48, !dbg !1567
    #dbg_value(i32 %59, !1248, !DIExpression(), !1560)
  br label %67, !dbg !1568

60:                                               ; preds = %48
    #dbg_value(i8 %51, !991, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1569)
    #dbg_value(i8 %51, !993, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1571)
  %61 = and i16 %54, 1024, !dbg !1573
  %62 = icmp eq i16 %61, 0, !dbg !1574
  br i1 %62, label %80, label %63, !dbg !1575

63:                                               ; preds = %60
    #dbg_value(i8 %51, !1128, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1576)
  %64 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %52, !dbg !1578
  %65 = load i32, ptr %64, align 4, !dbg !1578, !tbaa !308
  %66 = add nsw i32 %65, -87, !dbg !1579
    #dbg_value(i32 %66, !1248, !DIExpression(), !1560)
  br label %67

67:                                               ; preds = %63, %57
  %68 = phi i32 [ %59, %57 ], [ %66, %63 ], !dbg !1580
    #dbg_value(i32 %68, !1248, !DIExpression(), !1560)
  %69 = icmp slt i32 %68, 10, !dbg !1581
  br i1 %69, label %70, label %80, !dbg !1582

70:                                               ; preds = %67
    #dbg_value(i32 1, !1204, !DIExpression(), !1539)
  br i1 %47, label %71, label %48, !dbg !1586, !llvm.loop !1587

71:                                               ; preds = %70
  %72 = sext i32 %68 to i64, !dbg !1583
  %73 = sub i64 %25, %72, !dbg !1589
  %74 = udiv i64 %73, 10, !dbg !1590
  %75 = icmp ugt i64 %45, %74, !dbg !1591
  %76 = mul nuw i64 %45, 10, !dbg !1592
  %77 = add i64 %76, %72, !dbg !1592
  %78 = select i1 %75, i32 1, i32 0, !dbg !1592
  %79 = select i1 %75, i64 %25, i64 %77, !dbg !1592
  br label %43, !dbg !1585, !llvm.loop !1587

80:                                               ; preds = %67, %60
  %81 = icmp eq i32 %44, 0, !dbg !1593
    #dbg_value(i64 %45, !1247, !DIExpression(), !1559)
    #dbg_value(ptr undef, !1202, !DIExpression(), !1539)
    #dbg_value(i64 %45, !1205, !DIExpression(), !1539)
  br i1 %81, label %84, label %82, !dbg !1594

82:                                               ; preds = %80
  %83 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1595
  store i32 34, ptr %83, align 4, !dbg !1596, !tbaa !308
  br label %84, !dbg !1595

84:                                               ; preds = %80, %82
    #dbg_value(i1 %23, !1176, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1537)
    #dbg_value(i64 %45, !1177, !DIExpression(), !1537)
  %85 = sub i64 0, %45, !dbg !1597
  %86 = select i1 %23, i64 %45, i64 %85, !dbg !1597
  br label %87, !dbg !1597

87:                                               ; preds = %84, %31, %38
  %88 = phi i64 [ 0, %38 ], [ 0, %31 ], [ %86, %84 ], !dbg !1597
  ret i64 %88, !dbg !1598
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local void @srand(i32 noundef %0) local_unnamed_addr #13 !dbg !1599 {
    #dbg_value(i32 %0, !1603, !DIExpression(), !1613)
  %2 = tail call i32 @llvm.umax.i32(i32 %0, i32 1), !dbg !1614
    #dbg_value(i32 %2, !1604, !DIExpression(), !1613)
  store i32 %2, ptr @rand_state, align 16, !dbg !1615, !tbaa !308
    #dbg_value(i32 1, !1605, !DIExpression(), !1616)
    #dbg_value(i32 %2, !1604, !DIExpression(), !1613)
  br label %4, !dbg !1617

3:                                                ; preds = %4
  store i1 true, ptr @rand_seeded, align 4, !dbg !1618
    #dbg_value(i32 0, !1611, !DIExpression(), !1619)
    #dbg_value(i32 0, !1611, !DIExpression(), !1619)
  br label %19, !dbg !1620

4:                                                ; preds = %1, %4
  %5 = phi i64 [ 1, %1 ], [ %16, %4 ]
  %6 = phi i32 [ %2, %1 ], [ %14, %4 ]
    #dbg_value(i32 %6, !1604, !DIExpression(), !1613)
    #dbg_value(i64 %5, !1605, !DIExpression(), !1616)
  %7 = sdiv i32 %6, 127773, !dbg !1621
    #dbg_value(i32 %7, !1607, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !1622)
  %8 = srem i32 %6, 127773, !dbg !1623
    #dbg_value(i32 %8, !1610, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !1622)
  %9 = mul nsw i32 %8, 16807, !dbg !1624
  %10 = mul nsw i32 %7, -2836, !dbg !1625
  %11 = add i32 %10, %9, !dbg !1626
    #dbg_value(i32 %11, !1604, !DIExpression(), !1613)
  %12 = icmp slt i32 %11, 0, !dbg !1627
  %13 = add nsw i32 %11, 2147483647
  %14 = select i1 %12, i32 %13, i32 %11, !dbg !1629
    #dbg_value(i32 %14, !1604, !DIExpression(), !1613)
  %15 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %5, !dbg !1630
  store i32 %14, ptr %15, align 4, !dbg !1631, !tbaa !308
  %16 = add nuw nsw i64 %5, 1, !dbg !1632
    #dbg_value(i64 %16, !1605, !DIExpression(), !1616)
  %17 = icmp eq i64 %16, 31, !dbg !1633
  br i1 %17, label %3, label %4, !dbg !1617, !llvm.loop !1634

18:                                               ; preds = %19
  store i32 %31, ptr @rand_f, align 4, !dbg !1636, !tbaa !308
  store i32 %33, ptr @rand_r, align 4, !dbg !1636, !tbaa !308
  ret void, !dbg !1639

19:                                               ; preds = %3, %19
  %20 = phi i32 [ 0, %3 ], [ %34, %19 ]
  %21 = phi i32 [ 3, %3 ], [ %31, %19 ]
  %22 = phi i32 [ 0, %3 ], [ %33, %19 ]
    #dbg_value(i32 %20, !1611, !DIExpression(), !1619)
  %23 = sext i32 %21 to i64, !dbg !1640
  %24 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %23, !dbg !1640
  %25 = load i32, ptr %24, align 4, !dbg !1640, !tbaa !308
  %26 = sext i32 %22 to i64, !dbg !1641
  %27 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %26, !dbg !1641
  %28 = load i32, ptr %27, align 4, !dbg !1641, !tbaa !308
  %29 = add i32 %28, %25, !dbg !1642
  store i32 %29, ptr %24, align 4, !dbg !1643, !tbaa !308
  %30 = add nsw i32 %21, 1, !dbg !1644
  %31 = srem i32 %30, 31, !dbg !1645
  %32 = add nsw i32 %22, 1, !dbg !1646
  %33 = srem i32 %32, 31, !dbg !1647
  %34 = add nuw nsw i32 %20, 1, !dbg !1648
    #dbg_value(i32 %34, !1611, !DIExpression(), !1619)
  %35 = icmp eq i32 %34, 310, !dbg !1649
  br i1 %35, label %18, label %19, !dbg !1620, !llvm.loop !1650
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 0, -2147483648) i32 @rand() local_unnamed_addr #13 !dbg !1652 {
  %1 = load i1, ptr @rand_seeded, align 4, !dbg !1658
  br i1 %1, label %2, label %5, !dbg !1660

2:                                                ; preds = %0
  %3 = load i32, ptr @rand_f, align 4, !dbg !1661, !tbaa !308
  %4 = load i32, ptr @rand_r, align 4, !dbg !1662, !tbaa !308
  br label %38, !dbg !1660

5:                                                ; preds = %0
    #dbg_value(i32 1, !1603, !DIExpression(), !1663)
    #dbg_value(i32 1, !1604, !DIExpression(), !1663)
  store i32 1, ptr @rand_state, align 16, !dbg !1665, !tbaa !308
    #dbg_value(i32 1, !1605, !DIExpression(), !1666)
    #dbg_value(i32 1, !1604, !DIExpression(), !1663)
  br label %7, !dbg !1667

6:                                                ; preds = %7
  store i1 true, ptr @rand_seeded, align 4, !dbg !1668
    #dbg_value(i32 0, !1611, !DIExpression(), !1669)
    #dbg_value(i32 0, !1611, !DIExpression(), !1669)
  br label %21, !dbg !1670

7:                                                ; preds = %7, %5
  %8 = phi i64 [ 1, %5 ], [ %19, %7 ]
  %9 = phi i32 [ 1, %5 ], [ %17, %7 ]
    #dbg_value(i32 %9, !1604, !DIExpression(), !1663)
    #dbg_value(i64 %8, !1605, !DIExpression(), !1666)
  %10 = sdiv i32 %9, 127773, !dbg !1671
    #dbg_value(i32 %10, !1607, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !1672)
  %11 = srem i32 %9, 127773, !dbg !1673
    #dbg_value(i32 %11, !1610, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !1672)
  %12 = mul nsw i32 %11, 16807, !dbg !1674
  %13 = mul nsw i32 %10, -2836, !dbg !1675
  %14 = add i32 %13, %12, !dbg !1676
    #dbg_value(i32 %14, !1604, !DIExpression(), !1663)
  %15 = icmp slt i32 %14, 0, !dbg !1677
  %16 = add nsw i32 %14, 2147483647
  %17 = select i1 %15, i32 %16, i32 %14, !dbg !1678
    #dbg_value(i32 %17, !1604, !DIExpression(), !1663)
  %18 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %8, !dbg !1679
  store i32 %17, ptr %18, align 4, !dbg !1680, !tbaa !308
  %19 = add nuw nsw i64 %8, 1, !dbg !1681
    #dbg_value(i64 %19, !1605, !DIExpression(), !1666)
  %20 = icmp eq i64 %19, 31, !dbg !1682
  br i1 %20, label %6, label %7, !dbg !1667, !llvm.loop !1683

21:                                               ; preds = %21, %6
  %22 = phi i32 [ 0, %6 ], [ %36, %21 ]
  %23 = phi i32 [ 3, %6 ], [ %33, %21 ]
  %24 = phi i32 [ 0, %6 ], [ %35, %21 ]
    #dbg_value(i32 %22, !1611, !DIExpression(), !1669)
  %25 = sext i32 %23 to i64, !dbg !1685
  %26 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %25, !dbg !1685
  %27 = load i32, ptr %26, align 4, !dbg !1685, !tbaa !308
  %28 = sext i32 %24 to i64, !dbg !1686
  %29 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %28, !dbg !1686
  %30 = load i32, ptr %29, align 4, !dbg !1686, !tbaa !308
  %31 = add i32 %30, %27, !dbg !1687
  store i32 %31, ptr %26, align 4, !dbg !1688, !tbaa !308
  %32 = add nsw i32 %23, 1, !dbg !1689
  %33 = srem i32 %32, 31, !dbg !1690
  %34 = add nsw i32 %24, 1, !dbg !1691
  %35 = srem i32 %34, 31, !dbg !1692
  %36 = add nuw nsw i32 %22, 1, !dbg !1693
    #dbg_value(i32 %36, !1611, !DIExpression(), !1669)
  %37 = icmp eq i32 %36, 310, !dbg !1694
  br i1 %37, label %38, label %21, !dbg !1670, !llvm.loop !1695

38:                                               ; preds = %21, %2
  %39 = phi i32 [ %4, %2 ], [ %35, %21 ], !dbg !1662
  %40 = phi i32 [ %3, %2 ], [ %33, %21 ], !dbg !1661
  %41 = sext i32 %40 to i64, !dbg !1697
  %42 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %41, !dbg !1697
  %43 = load i32, ptr %42, align 4, !dbg !1697, !tbaa !308
  %44 = sext i32 %39 to i64, !dbg !1698
  %45 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %44, !dbg !1698
  %46 = load i32, ptr %45, align 4, !dbg !1698, !tbaa !308
  %47 = add i32 %46, %43, !dbg !1699
    #dbg_value(i32 %47, !1656, !DIExpression(), !1700)
  store i32 %47, ptr %42, align 4, !dbg !1701, !tbaa !308
  %48 = lshr i32 %47, 1, !dbg !1702
    #dbg_value(i32 %48, !1657, !DIExpression(), !1700)
  %49 = add nsw i32 %40, 1, !dbg !1703
  %50 = srem i32 %49, 31, !dbg !1704
  store i32 %50, ptr @rand_f, align 4, !dbg !1705, !tbaa !308
  %51 = add nsw i32 %39, 1, !dbg !1706
  %52 = srem i32 %51, 31, !dbg !1707
  store i32 %52, ptr @rand_r, align 4, !dbg !1708, !tbaa !308
  ret i32 %48, !dbg !1709
}

; Function Attrs: nounwind
define dso_local void @qsort(ptr noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3) local_unnamed_addr #7 !dbg !1710 {
    #dbg_value(ptr %0, !1717, !DIExpression(), !1722)
    #dbg_value(i64 %1, !1718, !DIExpression(), !1722)
    #dbg_value(i64 %2, !1719, !DIExpression(), !1722)
    #dbg_value(ptr %3, !1720, !DIExpression(), !1722)
  %5 = icmp ult i64 %1, 2, !dbg !1723
  %6 = icmp eq i64 %2, 0
  %7 = or i1 %5, %6, !dbg !1725
  br i1 %7, label %14, label %8, !dbg !1725

8:                                                ; preds = %4
  %9 = mul i64 %2, %1, !dbg !1726
  %10 = tail call ptr @malloc(i64 noundef %9) #20, !dbg !1727
    #dbg_value(ptr %10, !1721, !DIExpression(), !1722)
  %11 = icmp eq ptr %10, null, !dbg !1728
  br i1 %11, label %12, label %13, !dbg !1730

12:                                               ; preds = %8
  tail call void @abort() #21, !dbg !1731
  unreachable, !dbg !1731

13:                                               ; preds = %8
  tail call fastcc void @msort(ptr noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef nonnull %10) #23, !dbg !1732
  tail call void @free(ptr noundef nonnull %10) #20, !dbg !1733
  br label %14, !dbg !1734

14:                                               ; preds = %4, %13
  ret void, !dbg !1734
}

; Function Attrs: noreturn
declare !dbg !1735 void @abort() local_unnamed_addr #5

; Function Attrs: nounwind
define internal fastcc void @msort(ptr noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4) unnamed_addr #7 !dbg !1736 {
    #dbg_value(ptr %0, !1740, !DIExpression(), !1750)
    #dbg_value(i64 %1, !1741, !DIExpression(), !1750)
    #dbg_value(i64 %2, !1742, !DIExpression(), !1750)
    #dbg_value(ptr %3, !1743, !DIExpression(), !1750)
    #dbg_value(ptr %4, !1744, !DIExpression(), !1750)
  %6 = icmp ult i64 %1, 2, !dbg !1751
  br i1 %6, label %51, label %7, !dbg !1753

7:                                                ; preds = %5
  %8 = lshr i64 %1, 1, !dbg !1754
    #dbg_value(i64 %8, !1745, !DIExpression(), !1750)
  %9 = sub i64 %1, %8, !dbg !1755
    #dbg_value(i64 %9, !1746, !DIExpression(), !1750)
    #dbg_value(ptr %0, !1747, !DIExpression(), !1750)
  %10 = mul i64 %8, %2, !dbg !1756
  %11 = getelementptr inbounds i8, ptr %0, i64 %10, !dbg !1757
    #dbg_value(ptr %11, !1748, !DIExpression(), !1750)
  tail call fastcc void @msort(ptr noundef %0, i64 noundef %8, i64 noundef %2, ptr noundef %3, ptr noundef %4) #23, !dbg !1758
  tail call fastcc void @msort(ptr noundef %11, i64 noundef %9, i64 noundef %2, ptr noundef %3, ptr noundef %4) #23, !dbg !1759
    #dbg_value(ptr %4, !1749, !DIExpression(), !1750)
    #dbg_value(ptr %11, !1748, !DIExpression(), !1750)
    #dbg_value(ptr %0, !1747, !DIExpression(), !1750)
    #dbg_value(i64 %9, !1746, !DIExpression(), !1750)
    #dbg_value(i64 %8, !1745, !DIExpression(), !1750)
  %12 = icmp eq i64 %9, 0, !dbg !1760
  br i1 %12, label %39, label %13, !dbg !1761

13:                                               ; preds = %7, %29
  %14 = phi ptr [ %34, %29 ], [ %4, %7 ]
  %15 = phi ptr [ %33, %29 ], [ %11, %7 ]
  %16 = phi ptr [ %32, %29 ], [ %0, %7 ]
  %17 = phi i64 [ %31, %29 ], [ %9, %7 ]
  %18 = phi i64 [ %30, %29 ], [ %8, %7 ]
    #dbg_value(ptr %14, !1749, !DIExpression(), !1750)
    #dbg_value(ptr %15, !1748, !DIExpression(), !1750)
    #dbg_value(ptr %16, !1747, !DIExpression(), !1750)
    #dbg_value(i64 %17, !1746, !DIExpression(), !1750)
    #dbg_value(i64 %18, !1745, !DIExpression(), !1750)
  %19 = tail call i32 %3(ptr noundef %16, ptr noundef %15) #20, !dbg !1762
  %20 = icmp slt i32 %19, 1, !dbg !1765
  br i1 %20, label %21, label %25, !dbg !1766

21:                                               ; preds = %13
  %22 = tail call ptr @memcpy(ptr noundef %14, ptr noundef %16, i64 noundef %2) #20, !dbg !1767
  %23 = getelementptr inbounds i8, ptr %16, i64 %2, !dbg !1769
    #dbg_value(ptr %23, !1747, !DIExpression(), !1750)
  %24 = add nsw i64 %18, -1, !dbg !1770
    #dbg_value(i64 %24, !1745, !DIExpression(), !1750)
  br label %29, !dbg !1771

25:                                               ; preds = %13
  %26 = tail call ptr @memcpy(ptr noundef %14, ptr noundef %15, i64 noundef %2) #20, !dbg !1772
  %27 = getelementptr inbounds i8, ptr %15, i64 %2, !dbg !1774
    #dbg_value(ptr %27, !1748, !DIExpression(), !1750)
  %28 = add i64 %17, -1, !dbg !1775
    #dbg_value(i64 %28, !1746, !DIExpression(), !1750)
  br label %29

29:                                               ; preds = %25, %21
  %30 = phi i64 [ %24, %21 ], [ %18, %25 ], !dbg !1750
  %31 = phi i64 [ %17, %21 ], [ %28, %25 ], !dbg !1750
  %32 = phi ptr [ %23, %21 ], [ %16, %25 ], !dbg !1750
  %33 = phi ptr [ %15, %21 ], [ %27, %25 ], !dbg !1750
    #dbg_value(ptr %33, !1748, !DIExpression(), !1750)
    #dbg_value(ptr %32, !1747, !DIExpression(), !1750)
    #dbg_value(i64 %31, !1746, !DIExpression(), !1750)
    #dbg_value(i64 %30, !1745, !DIExpression(), !1750)
  %34 = getelementptr inbounds i8, ptr %14, i64 %2, !dbg !1776
    #dbg_value(ptr %34, !1749, !DIExpression(), !1750)
  %35 = icmp ne i64 %30, 0, !dbg !1777
  %36 = icmp ne i64 %31, 0, !dbg !1760
  %37 = select i1 %35, i1 %36, i1 false, !dbg !1760
  br i1 %37, label %13, label %38, !dbg !1761, !llvm.loop !1778

38:                                               ; preds = %29
  br i1 %35, label %39, label %46, !dbg !1780

39:                                               ; preds = %7, %38
  %40 = phi ptr [ %34, %38 ], [ %4, %7 ]
  %41 = phi ptr [ %32, %38 ], [ %0, %7 ]
  %42 = phi i64 [ %31, %38 ], [ 0, %7 ]
  %43 = phi i64 [ %30, %38 ], [ %8, %7 ]
  %44 = mul i64 %43, %2, !dbg !1781
  %45 = tail call ptr @memcpy(ptr noundef %40, ptr noundef %41, i64 noundef %44) #20, !dbg !1783
  br label %46, !dbg !1783

46:                                               ; preds = %39, %38
  %47 = phi i64 [ %42, %39 ], [ %31, %38 ]
  %48 = sub i64 %1, %47, !dbg !1784
  %49 = mul i64 %48, %2, !dbg !1785
  %50 = tail call ptr @memcpy(ptr noundef %0, ptr noundef %4, i64 noundef %49) #20, !dbg !1786
  br label %51, !dbg !1787

51:                                               ; preds = %5, %46
  ret void, !dbg !1787
}

declare !dbg !1788 void @free(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local noundef ptr @bsearch(ptr noundef %0, ptr noundef %1, i64 noundef %2, i64 noundef %3, ptr nocapture noundef readonly %4) local_unnamed_addr #7 !dbg !1789 {
    #dbg_value(ptr %0, !1793, !DIExpression(), !1804)
    #dbg_value(ptr %1, !1794, !DIExpression(), !1804)
    #dbg_value(i64 %2, !1795, !DIExpression(), !1804)
    #dbg_value(i64 %3, !1796, !DIExpression(), !1804)
    #dbg_value(ptr %4, !1797, !DIExpression(), !1804)
    #dbg_value(i64 0, !1798, !DIExpression(), !1804)
    #dbg_value(i64 %2, !1799, !DIExpression(), !1804)
  br label %6, !dbg !1805

6:                                                ; preds = %10, %5
  %7 = phi i64 [ %2, %5 ], [ %20, %10 ], !dbg !1806
  %8 = phi i64 [ 0, %5 ], [ %21, %10 ], !dbg !1807
    #dbg_value(i64 %8, !1798, !DIExpression(), !1804)
    #dbg_value(i64 %7, !1799, !DIExpression(), !1804)
  %9 = icmp ult i64 %8, %7, !dbg !1808
  br i1 %9, label %10, label %22, !dbg !1805

10:                                               ; preds = %6
  %11 = sub i64 %7, %8, !dbg !1809
  %12 = lshr i64 %11, 1, !dbg !1810
  %13 = add i64 %12, %8, !dbg !1811
    #dbg_value(i64 %13, !1800, !DIExpression(), !1812)
  %14 = mul i64 %13, %3, !dbg !1813
  %15 = getelementptr inbounds i8, ptr %1, i64 %14, !dbg !1814
    #dbg_value(ptr %15, !1802, !DIExpression(), !1812)
  %16 = tail call i32 %4(ptr noundef %0, ptr noundef %15) #20, !dbg !1815
    #dbg_value(i32 %16, !1803, !DIExpression(), !1812)
  %17 = icmp eq i32 %16, 0, !dbg !1816
  %18 = icmp slt i32 %16, 0, !dbg !1818
  %19 = add i64 %13, 1, !dbg !1818
  %20 = select i1 %18, i64 %13, i64 %7, !dbg !1818
  %21 = select i1 %18, i64 %8, i64 %19, !dbg !1818
    #dbg_value(i64 poison, !1798, !DIExpression(), !1804)
    #dbg_value(i64 poison, !1799, !DIExpression(), !1804)
  br i1 %17, label %22, label %6, !llvm.loop !1819

22:                                               ; preds = %6, %10
  %23 = phi ptr [ %15, %10 ], [ null, %6 ], !dbg !1804
  ret ptr %23, !dbg !1821
}

; Function Attrs: nounwind
define dso_local noundef i32 @pthread_once(ptr noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #7 !dbg !1822 {
    #dbg_value(ptr %0, !1826, !DIExpression(), !1828)
    #dbg_value(ptr %1, !1827, !DIExpression(), !1828)
  tail call void @__VERIFIER_atomic_begin() #20, !dbg !1829
  %3 = load i32, ptr %0, align 4, !dbg !1830, !tbaa !308
  %4 = icmp eq i32 %3, 0, !dbg !1832
  br i1 %4, label %5, label %6, !dbg !1833

5:                                                ; preds = %2
  store i32 1, ptr %0, align 4, !dbg !1834, !tbaa !308
  tail call void @__VERIFIER_atomic_end() #20, !dbg !1836
  tail call void %1() #20, !dbg !1837
  store atomic i32 2, ptr %0 release, align 4, !dbg !1838
  br label %7, !dbg !1839

6:                                                ; preds = %2
  tail call void @__VERIFIER_atomic_end() #20, !dbg !1840
  tail call void @__pancam_await_eq(ptr noundef nonnull %0, i32 noundef 2) #20, !dbg !1841
  br label %7, !dbg !1842

7:                                                ; preds = %6, %5
  ret i32 0, !dbg !1843
}

declare !dbg !1844 void @__VERIFIER_atomic_begin() local_unnamed_addr #8

declare !dbg !1845 void @__VERIFIER_atomic_end() local_unnamed_addr #8

declare !dbg !1846 void @__pancam_await_eq(ptr noundef, i32 noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local range(i32 0, 12) i32 @pthread_key_create(ptr nocapture noundef writeonly %0, ptr noundef %1) local_unnamed_addr #7 !dbg !1849 {
    #dbg_value(ptr %0, !1854, !DIExpression(), !1858)
    #dbg_value(ptr %1, !1855, !DIExpression(), !1858)
  tail call void @__VERIFIER_atomic_begin() #20, !dbg !1859
    #dbg_value(i32 0, !1856, !DIExpression(), !1860)
  br label %3, !dbg !1861

3:                                                ; preds = %32, %2
  %4 = phi i64 [ 0, %2 ], [ %33, %32 ]
    #dbg_value(i64 %4, !1856, !DIExpression(), !1860)
  %5 = getelementptr inbounds [64 x i32], ptr @key_used, i64 0, i64 %4, !dbg !1862
  %6 = load i32, ptr %5, align 16, !dbg !1862, !tbaa !308
  %7 = icmp eq i32 %6, 0, !dbg !1862
  br i1 %7, label %8, label %17, !dbg !1866

8:                                                ; preds = %27, %22, %17, %3
  %9 = phi i64 [ %4, %3 ], [ %18, %17 ], [ %23, %22 ], [ %28, %27 ]
  %10 = phi ptr [ %5, %3 ], [ %19, %17 ], [ %24, %22 ], [ %29, %27 ], !dbg !1862
  %11 = trunc nuw nsw i64 %9 to i32, !dbg !1867
  store i32 1, ptr %10, align 4, !dbg !1867, !tbaa !308
  %12 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i64 0, i64 %9, !dbg !1869
  store ptr %1, ptr %12, align 8, !dbg !1870, !tbaa !317
  %13 = icmp eq ptr %1, null, !dbg !1871
  br i1 %13, label %35, label %14, !dbg !1873

14:                                               ; preds = %8
  %15 = load i32, ptr @__pancam_tsd_dtors, align 4, !dbg !1874, !tbaa !308
  %16 = add nsw i32 %15, 1, !dbg !1874
  store i32 %16, ptr @__pancam_tsd_dtors, align 4, !dbg !1874, !tbaa !308
  br label %35, !dbg !1875

17:                                               ; preds = %3
  %18 = or disjoint i64 %4, 1, !dbg !1876
    #dbg_value(i64 %18, !1856, !DIExpression(), !1860)
  %19 = getelementptr inbounds [64 x i32], ptr @key_used, i64 0, i64 %18, !dbg !1862
  %20 = load i32, ptr %19, align 4, !dbg !1862, !tbaa !308
  %21 = icmp eq i32 %20, 0, !dbg !1862
  br i1 %21, label %8, label %22, !dbg !1866

22:                                               ; preds = %17
  %23 = or disjoint i64 %4, 2, !dbg !1876
    #dbg_value(i64 %23, !1856, !DIExpression(), !1860)
  %24 = getelementptr inbounds [64 x i32], ptr @key_used, i64 0, i64 %23, !dbg !1862
  %25 = load i32, ptr %24, align 8, !dbg !1862, !tbaa !308
  %26 = icmp eq i32 %25, 0, !dbg !1862
  br i1 %26, label %8, label %27, !dbg !1866

27:                                               ; preds = %22
  %28 = or disjoint i64 %4, 3, !dbg !1876
    #dbg_value(i64 %28, !1856, !DIExpression(), !1860)
  %29 = getelementptr inbounds [64 x i32], ptr @key_used, i64 0, i64 %28, !dbg !1862
  %30 = load i32, ptr %29, align 4, !dbg !1862, !tbaa !308
  %31 = icmp eq i32 %30, 0, !dbg !1862
  br i1 %31, label %8, label %32, !dbg !1866

32:                                               ; preds = %27
  %33 = add nuw nsw i64 %4, 4, !dbg !1876
    #dbg_value(i64 %33, !1856, !DIExpression(), !1860)
  %34 = icmp eq i64 %33, 64, !dbg !1877
  br i1 %34, label %36, label %3, !dbg !1861, !llvm.loop !1878

35:                                               ; preds = %8, %14
  tail call void @__VERIFIER_atomic_end() #20, !dbg !1880
  store i32 %11, ptr %0, align 4, !dbg !1881, !tbaa !308
  br label %37

36:                                               ; preds = %32
  tail call void @__VERIFIER_atomic_end() #20, !dbg !1882
  br label %37, !dbg !1883

37:                                               ; preds = %35, %36
  %38 = phi i32 [ 0, %35 ], [ 11, %36 ], !dbg !1858
  ret i32 %38, !dbg !1884
}

; Function Attrs: nounwind
define dso_local range(i32 0, 23) i32 @pthread_key_delete(i32 noundef %0) local_unnamed_addr #7 !dbg !1885 {
    #dbg_value(i32 %0, !1889, !DIExpression(), !1890)
  tail call void @__VERIFIER_atomic_begin() #20, !dbg !1891
  %2 = icmp ugt i32 %0, 63, !dbg !1892
  br i1 %2, label %16, label %3, !dbg !1894

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !1895
  %5 = getelementptr inbounds [64 x i32], ptr @key_used, i64 0, i64 %4, !dbg !1895
  %6 = load i32, ptr %5, align 4, !dbg !1895, !tbaa !308
  %7 = icmp eq i32 %6, 0, !dbg !1895
  br i1 %7, label %16, label %8, !dbg !1896

8:                                                ; preds = %3
  %9 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i64 0, i64 %4, !dbg !1897
  %10 = load ptr, ptr %9, align 8, !dbg !1897, !tbaa !317
  %11 = icmp eq ptr %10, null, !dbg !1897
  br i1 %11, label %15, label %12, !dbg !1899

12:                                               ; preds = %8
  %13 = load i32, ptr @__pancam_tsd_dtors, align 4, !dbg !1900, !tbaa !308
  %14 = add nsw i32 %13, -1, !dbg !1900
  store i32 %14, ptr @__pancam_tsd_dtors, align 4, !dbg !1900, !tbaa !308
  br label %15, !dbg !1901

15:                                               ; preds = %12, %8
  store i32 0, ptr %5, align 4, !dbg !1902, !tbaa !308
  store ptr null, ptr %9, align 8, !dbg !1903, !tbaa !317
  br label %16, !dbg !1904

16:                                               ; preds = %1, %3, %15
  %17 = phi i32 [ 0, %15 ], [ 22, %3 ], [ 22, %1 ], !dbg !1890
  tail call void @__VERIFIER_atomic_end() #20, !dbg !1890
  ret i32 %17, !dbg !1905
}

; Function Attrs: nounwind
define dso_local void @__pancam_tsd_run() local_unnamed_addr #7 !dbg !1906 {
    #dbg_value(i32 0, !1908, !DIExpression(), !1919)
  %1 = tail call align 16 ptr @llvm.threadlocal.address.p0(ptr align 16 @key_value)
    #dbg_value(i32 0, !1908, !DIExpression(), !1919)
    #dbg_value(i32 0, !1913, !DIExpression(), !1920)
    #dbg_value(i32 0, !1910, !DIExpression(), !1921)
  br label %2, !dbg !1922

2:                                                ; preds = %78, %0
  %3 = phi i64 [ %80, %78 ], [ 0, %0 ]
  %4 = phi i1 [ false, %78 ], [ true, %0 ]
  br label %66, !dbg !1922

5:                                                ; preds = %65, %20
  %6 = phi i64 [ %22, %20 ], [ 0, %65 ]
  %7 = phi i1 [ false, %20 ], [ true, %65 ]
  br label %8, !dbg !1922

8:                                                ; preds = %5, %17
  %9 = phi i64 [ %18, %17 ], [ %6, %5 ]
    #dbg_value(i64 %9, !1913, !DIExpression(), !1920)
    #dbg_value(i32 poison, !1910, !DIExpression(), !1921)
  %10 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 %9, !dbg !1923
  %11 = load ptr, ptr %10, align 8, !dbg !1923, !tbaa !317
    #dbg_value(ptr %11, !1915, !DIExpression(), !1924)
  %12 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i64 0, i64 %9, !dbg !1925
  %13 = load ptr, ptr %12, align 8, !dbg !1925, !tbaa !317
    #dbg_value(ptr %13, !1918, !DIExpression(), !1924)
  %14 = icmp ne ptr %11, null, !dbg !1926
  %15 = icmp ne ptr %13, null
  %16 = select i1 %14, i1 %15, i1 false, !dbg !1928
  br i1 %16, label %20, label %17, !dbg !1928

17:                                               ; preds = %8
    #dbg_value(i32 poison, !1910, !DIExpression(), !1921)
  %18 = add nuw nsw i64 %9, 1, !dbg !1929
    #dbg_value(i64 %18, !1913, !DIExpression(), !1920)
  %19 = icmp eq i64 %18, 64, !dbg !1930
  br i1 %19, label %24, label %8, !dbg !1922, !llvm.loop !1931

20:                                               ; preds = %8
  %21 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 %9
  store ptr null, ptr %21, align 8, !dbg !1933, !tbaa !317
  tail call void %13(ptr noundef nonnull %11) #20, !dbg !1935
    #dbg_value(i32 1, !1910, !DIExpression(), !1921)
  %22 = add nuw nsw i64 %9, 1, !dbg !1929
    #dbg_value(i64 %22, !1913, !DIExpression(), !1920)
  %23 = icmp eq i64 %22, 64, !dbg !1930
  br i1 %23, label %25, label %5, !dbg !1922, !llvm.loop !1931

24:                                               ; preds = %17
    #dbg_value(i32 1, !1908, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1919)
  br i1 %7, label %82, label %25

25:                                               ; preds = %20, %24
  br label %26, !dbg !1922

26:                                               ; preds = %25, %41
  %27 = phi i64 [ %43, %41 ], [ 0, %25 ]
  %28 = phi i1 [ false, %41 ], [ true, %25 ]
  br label %29, !dbg !1922

29:                                               ; preds = %26, %38
  %30 = phi i64 [ %39, %38 ], [ %27, %26 ]
    #dbg_value(i64 %30, !1913, !DIExpression(), !1920)
    #dbg_value(i32 poison, !1910, !DIExpression(), !1921)
  %31 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 %30, !dbg !1923
  %32 = load ptr, ptr %31, align 8, !dbg !1923, !tbaa !317
    #dbg_value(ptr %32, !1915, !DIExpression(), !1924)
  %33 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i64 0, i64 %30, !dbg !1925
  %34 = load ptr, ptr %33, align 8, !dbg !1925, !tbaa !317
    #dbg_value(ptr %34, !1918, !DIExpression(), !1924)
  %35 = icmp ne ptr %32, null, !dbg !1926
  %36 = icmp ne ptr %34, null
  %37 = select i1 %35, i1 %36, i1 false, !dbg !1928
  br i1 %37, label %41, label %38, !dbg !1928

38:                                               ; preds = %29
    #dbg_value(i32 poison, !1910, !DIExpression(), !1921)
  %39 = add nuw nsw i64 %30, 1, !dbg !1929
    #dbg_value(i64 %39, !1913, !DIExpression(), !1920)
  %40 = icmp eq i64 %39, 64, !dbg !1930
  br i1 %40, label %45, label %29, !dbg !1922, !llvm.loop !1931

41:                                               ; preds = %29
  %42 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 %30
  store ptr null, ptr %42, align 8, !dbg !1933, !tbaa !317
  tail call void %34(ptr noundef nonnull %32) #20, !dbg !1935
    #dbg_value(i32 1, !1910, !DIExpression(), !1921)
  %43 = add nuw nsw i64 %30, 1, !dbg !1929
    #dbg_value(i64 %43, !1913, !DIExpression(), !1920)
  %44 = icmp eq i64 %43, 64, !dbg !1930
  br i1 %44, label %46, label %26, !dbg !1922, !llvm.loop !1931

45:                                               ; preds = %38
    #dbg_value(i32 2, !1908, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1919)
  br i1 %28, label %82, label %46

46:                                               ; preds = %41, %45
  br label %47, !dbg !1922

47:                                               ; preds = %59, %46
  %48 = phi i64 [ 0, %46 ], [ %60, %59 ]
    #dbg_value(i64 %48, !1913, !DIExpression(), !1920)
    #dbg_value(i32 poison, !1910, !DIExpression(), !1921)
  %49 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 %48, !dbg !1923
  %50 = load ptr, ptr %49, align 8, !dbg !1923, !tbaa !317
    #dbg_value(ptr %50, !1915, !DIExpression(), !1924)
  %51 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i64 0, i64 %48, !dbg !1925
  %52 = load ptr, ptr %51, align 8, !dbg !1925, !tbaa !317
    #dbg_value(ptr %52, !1918, !DIExpression(), !1924)
  %53 = icmp ne ptr %50, null, !dbg !1926
  %54 = icmp ne ptr %52, null
  %55 = select i1 %53, i1 %54, i1 false, !dbg !1928
  br i1 %55, label %61, label %56, !dbg !1928

56:                                               ; preds = %47
    #dbg_value(i32 poison, !1910, !DIExpression(), !1921)
  %57 = add nuw nsw i64 %48, 1, !dbg !1929
    #dbg_value(i64 %57, !1913, !DIExpression(), !1920)
  %58 = icmp eq i64 %57, 64, !dbg !1930
  br i1 %58, label %82, label %59, !dbg !1922

59:                                               ; preds = %56, %61
  %60 = phi i64 [ %57, %56 ], [ %62, %61 ]
  br label %47, !dbg !1923, !llvm.loop !1931

61:                                               ; preds = %47
  store ptr null, ptr %49, align 8, !dbg !1933, !tbaa !317
  tail call void %52(ptr noundef nonnull %50) #20, !dbg !1935
    #dbg_value(i32 1, !1910, !DIExpression(), !1921)
  %62 = add nuw nsw i64 %48, 1, !dbg !1929
    #dbg_value(i64 %62, !1913, !DIExpression(), !1920)
  %63 = icmp eq i64 %62, 64, !dbg !1930
  br i1 %63, label %82, label %59, !dbg !1922

64:                                               ; preds = %75
    #dbg_value(i32 0, !1908, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1919)
  br i1 %4, label %82, label %65

65:                                               ; preds = %78, %64
  br label %5, !dbg !1922

66:                                               ; preds = %2, %75
  %67 = phi i64 [ %76, %75 ], [ %3, %2 ]
    #dbg_value(i64 %67, !1913, !DIExpression(), !1920)
    #dbg_value(i32 poison, !1910, !DIExpression(), !1921)
  %68 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 %67, !dbg !1923
  %69 = load ptr, ptr %68, align 8, !dbg !1923, !tbaa !317
    #dbg_value(ptr %69, !1915, !DIExpression(), !1924)
  %70 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i64 0, i64 %67, !dbg !1925
  %71 = load ptr, ptr %70, align 8, !dbg !1925, !tbaa !317
    #dbg_value(ptr %71, !1918, !DIExpression(), !1924)
  %72 = icmp ne ptr %69, null, !dbg !1926
  %73 = icmp ne ptr %71, null
  %74 = select i1 %72, i1 %73, i1 false, !dbg !1928
  br i1 %74, label %78, label %75, !dbg !1928

75:                                               ; preds = %66
    #dbg_value(i32 poison, !1910, !DIExpression(), !1921)
  %76 = add nuw nsw i64 %67, 1, !dbg !1929
    #dbg_value(i64 %76, !1913, !DIExpression(), !1920)
  %77 = icmp eq i64 %76, 64, !dbg !1930
  br i1 %77, label %64, label %66, !dbg !1922, !llvm.loop !1931

78:                                               ; preds = %66
  %79 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 %67
  store ptr null, ptr %79, align 8, !dbg !1933, !tbaa !317
  tail call void %71(ptr noundef nonnull %69) #20, !dbg !1935
    #dbg_value(i32 1, !1910, !DIExpression(), !1921)
  %80 = add nuw nsw i64 %67, 1, !dbg !1929
    #dbg_value(i64 %80, !1913, !DIExpression(), !1920)
  %81 = icmp eq i64 %80, 64, !dbg !1930
  br i1 %81, label %65, label %2, !dbg !1922, !llvm.loop !1931

82:                                               ; preds = %61, %56, %45, %24, %64
  ret void, !dbg !1936
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none)
define dso_local ptr @pthread_getspecific(i32 noundef %0) local_unnamed_addr #14 !dbg !1937 {
    #dbg_value(i32 %0, !1941, !DIExpression(), !1942)
  %2 = icmp ult i32 %0, 64, !dbg !1943
  br i1 %2, label %3, label %8, !dbg !1944

3:                                                ; preds = %1
  %4 = tail call align 16 ptr @llvm.threadlocal.address.p0(ptr align 16 @key_value), !dbg !1945
  %5 = zext nneg i32 %0 to i64, !dbg !1945
  %6 = getelementptr inbounds [64 x ptr], ptr %4, i64 0, i64 %5, !dbg !1945
  %7 = load ptr, ptr %6, align 8, !dbg !1945, !tbaa !317
  br label %8, !dbg !1944

8:                                                ; preds = %1, %3
  %9 = phi ptr [ %7, %3 ], [ null, %1 ], !dbg !1944
  ret ptr %9, !dbg !1946
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 0, 23) i32 @pthread_setspecific(i32 noundef %0, ptr noundef %1) local_unnamed_addr #2 !dbg !1947 {
    #dbg_value(i32 %0, !1951, !DIExpression(), !1953)
    #dbg_value(ptr %1, !1952, !DIExpression(), !1953)
  %3 = icmp ugt i32 %0, 63, !dbg !1954
  br i1 %3, label %12, label %4, !dbg !1956

4:                                                ; preds = %2
  %5 = zext nneg i32 %0 to i64, !dbg !1957
  %6 = getelementptr inbounds [64 x i32], ptr @key_used, i64 0, i64 %5, !dbg !1957
  %7 = load i32, ptr %6, align 4, !dbg !1957, !tbaa !308
  %8 = icmp eq i32 %7, 0, !dbg !1957
  br i1 %8, label %12, label %9, !dbg !1958

9:                                                ; preds = %4
  %10 = tail call align 16 ptr @llvm.threadlocal.address.p0(ptr align 16 @key_value), !dbg !1959
  %11 = getelementptr inbounds [64 x ptr], ptr %10, i64 0, i64 %5, !dbg !1959
  store ptr %1, ptr %11, align 8, !dbg !1960, !tbaa !317
  br label %12, !dbg !1961

12:                                               ; preds = %2, %4, %9
  %13 = phi i32 [ 0, %9 ], [ 22, %4 ], [ 22, %2 ], !dbg !1953
  ret i32 %13, !dbg !1962
}

; Function Attrs: nounwind
define dso_local i32 @pthread_mutex_timedlock(ptr noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #7 !dbg !1963 {
    #dbg_value(ptr %0, !1967, !DIExpression(), !1970)
    #dbg_value(ptr %1, !1968, !DIExpression(), !1970)
  %3 = tail call i32 @pthread_mutex_trylock(ptr noundef %0) #20, !dbg !1971
    #dbg_value(i32 %3, !1969, !DIExpression(), !1970)
  %4 = icmp eq i32 %3, 16, !dbg !1972
  br i1 %4, label %5, label %9, !dbg !1974

5:                                                ; preds = %2
  %6 = tail call zeroext i1 @__VERIFIER_nondet_bool() #20, !dbg !1975
  br i1 %6, label %9, label %7, !dbg !1977

7:                                                ; preds = %5
  %8 = tail call i32 @pthread_mutex_lock(ptr noundef %0) #20, !dbg !1978
  br label %9, !dbg !1979

9:                                                ; preds = %5, %2, %7
  %10 = phi i32 [ %8, %7 ], [ %3, %2 ], [ 110, %5 ], !dbg !1970
  ret i32 %10, !dbg !1980
}

declare !dbg !1981 i32 @pthread_mutex_trylock(ptr noundef) local_unnamed_addr #8

declare !dbg !1982 zeroext i1 @__VERIFIER_nondet_bool() local_unnamed_addr #8

declare !dbg !1986 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local range(i32 0, 4) i32 @thrd_create(ptr noundef %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #7 !dbg !1987 {
    #dbg_value(ptr %0, !1993, !DIExpression(), !1998)
    #dbg_value(ptr %1, !1994, !DIExpression(), !1998)
    #dbg_value(ptr %2, !1995, !DIExpression(), !1998)
  %4 = tail call ptr @malloc(i64 noundef 16) #20, !dbg !1999
    #dbg_value(ptr %4, !1996, !DIExpression(), !1998)
  %5 = icmp eq ptr %4, null, !dbg !2000
  br i1 %5, label %13, label %6, !dbg !2002

6:                                                ; preds = %3
  store ptr %1, ptr %4, align 8, !dbg !2003, !tbaa !2004
  %7 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !2006
  store ptr %2, ptr %7, align 8, !dbg !2007, !tbaa !2008
  %8 = tail call i32 @pthread_create(ptr noundef %0, ptr noundef null, ptr noundef nonnull @pancam_thrd_run, ptr noundef nonnull %4) #20, !dbg !2009
    #dbg_value(i32 %8, !1997, !DIExpression(), !1998)
  %9 = icmp eq i32 %8, 0, !dbg !2010
  br i1 %9, label %13, label %10, !dbg !2012

10:                                               ; preds = %6
  tail call void @free(ptr noundef nonnull %4) #20, !dbg !2013
  %11 = icmp eq i32 %8, 11, !dbg !2015
  %12 = select i1 %11, i32 3, i32 2, !dbg !2016
  br label %13, !dbg !2017

13:                                               ; preds = %10, %6, %3
  %14 = phi i32 [ 3, %3 ], [ %12, %10 ], [ 0, %6 ], !dbg !1998
  ret i32 %14, !dbg !2018
}

declare !dbg !2019 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define internal ptr @pancam_thrd_run(ptr noundef %0) #7 !dbg !2025 {
    #dbg_value(ptr %0, !2027, !DIExpression(), !2029)
  %2 = load ptr, ptr %0, align 8, !dbg !2030, !tbaa !317
  %3 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !2030
  %4 = load ptr, ptr %3, align 8, !dbg !2030, !tbaa !317
    #dbg_value(ptr %2, !2028, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2029)
    #dbg_value(ptr %4, !2028, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2029)
  tail call void @free(ptr noundef nonnull %0) #20, !dbg !2031
  %5 = tail call i32 %2(ptr noundef %4) #20, !dbg !2032
  %6 = sext i32 %5 to i64, !dbg !2033
  %7 = inttoptr i64 %6 to ptr, !dbg !2034
  ret ptr %7, !dbg !2035
}

; Function Attrs: nounwind
define dso_local range(i32 0, 3) i32 @thrd_join(i64 noundef %0, ptr noundef writeonly %1) local_unnamed_addr #7 !dbg !2036 {
  %3 = alloca ptr, align 8, !DIAssignID !2043
    #dbg_assign(i1 undef, !2042, !DIExpression(), !2043, ptr %3, !DIExpression(), !2044)
    #dbg_value(i64 %0, !2040, !DIExpression(), !2044)
    #dbg_value(ptr %1, !2041, !DIExpression(), !2044)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #22, !dbg !2045
  %4 = call i32 @pthread_join(i64 noundef %0, ptr noundef nonnull %3) #20, !dbg !2046
  %5 = icmp eq i32 %4, 0, !dbg !2046
  br i1 %5, label %6, label %12, !dbg !2048

6:                                                ; preds = %2
  %7 = icmp eq ptr %1, null, !dbg !2049
  br i1 %7, label %12, label %8, !dbg !2051

8:                                                ; preds = %6
  %9 = load ptr, ptr %3, align 8, !dbg !2052, !tbaa !317
  %10 = ptrtoint ptr %9 to i64, !dbg !2053
  %11 = trunc i64 %10 to i32, !dbg !2054
  store i32 %11, ptr %1, align 4, !dbg !2055, !tbaa !308
  br label %12, !dbg !2056

12:                                               ; preds = %6, %8, %2
  %13 = phi i32 [ 2, %2 ], [ 0, %8 ], [ 0, %6 ], !dbg !2044
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #22, !dbg !2057
  ret i32 %13, !dbg !2057
}

declare !dbg !2058 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #8

; Function Attrs: noreturn nounwind
define dso_local void @thrd_exit(i32 noundef %0) local_unnamed_addr #3 !dbg !2062 {
    #dbg_value(i32 %0, !2064, !DIExpression(), !2065)
  %2 = sext i32 %0 to i64, !dbg !2066
  %3 = inttoptr i64 %2 to ptr, !dbg !2067
  tail call void @pthread_exit(ptr noundef %3) #21, !dbg !2068
  unreachable, !dbg !2068
}

; Function Attrs: noreturn
declare !dbg !2069 void @pthread_exit(ptr noundef) local_unnamed_addr #5

; Function Attrs: nounwind
define dso_local i64 @thrd_current() local_unnamed_addr #7 !dbg !2070 {
  %1 = tail call i64 @pthread_self() #20, !dbg !2073
  ret i64 %1, !dbg !2074
}

declare !dbg !2075 i64 @pthread_self() local_unnamed_addr #8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 2) i32 @thrd_equal(i64 noundef %0, i64 noundef %1) local_unnamed_addr #0 !dbg !2076 {
    #dbg_value(i64 %0, !2080, !DIExpression(), !2082)
    #dbg_value(i64 %1, !2081, !DIExpression(), !2082)
  %3 = icmp eq i64 %0, %1, !dbg !2083
  %4 = zext i1 %3 to i32, !dbg !2083
  ret i32 %4, !dbg !2084
}

; Function Attrs: nounwind
define dso_local range(i32 0, 3) i32 @thrd_detach(i64 noundef %0) local_unnamed_addr #7 !dbg !2085 {
    #dbg_value(i64 %0, !2089, !DIExpression(), !2090)
  %2 = tail call i32 @pthread_detach(i64 noundef %0) #20, !dbg !2091
  %3 = icmp eq i32 %2, 0, !dbg !2091
  %4 = select i1 %3, i32 0, i32 2, !dbg !2091
  ret i32 %4, !dbg !2092
}

declare !dbg !2093 i32 @pthread_detach(i64 noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local void @thrd_yield() local_unnamed_addr #7 !dbg !2094 {
  %1 = tail call i32 @sched_yield() #20, !dbg !2095
  ret void, !dbg !2096
}

declare !dbg !2097 i32 @sched_yield() local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local noundef i32 @thrd_sleep(ptr nocapture noundef readnone %0, ptr nocapture noundef readnone %1) local_unnamed_addr #7 !dbg !2098 {
    #dbg_value(ptr %0, !2102, !DIExpression(), !2104)
    #dbg_value(ptr %1, !2103, !DIExpression(), !2104)
  %3 = tail call i32 @sched_yield() #20, !dbg !2105
  ret i32 0, !dbg !2106
}

; Function Attrs: nounwind
define dso_local range(i32 0, 3) i32 @mtx_init(ptr noundef %0, i32 noundef %1) local_unnamed_addr #7 !dbg !2107 {
  %3 = alloca i32, align 4, !DIAssignID !2114
    #dbg_assign(i1 undef, !2113, !DIExpression(), !2114, ptr %3, !DIExpression(), !2115)
    #dbg_value(ptr %0, !2111, !DIExpression(), !2115)
    #dbg_value(i32 %1, !2112, !DIExpression(), !2115)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #22, !dbg !2116
  %4 = call i32 @pthread_mutexattr_init(ptr noundef nonnull %3) #20, !dbg !2117
  %5 = and i32 %1, 1, !dbg !2118
  %6 = icmp eq i32 %5, 0, !dbg !2118
  br i1 %6, label %9, label %7, !dbg !2120

7:                                                ; preds = %2
  %8 = call i32 @pthread_mutexattr_settype(ptr noundef nonnull %3, i32 noundef 1) #20, !dbg !2121
  br label %9, !dbg !2121

9:                                                ; preds = %7, %2
  %10 = call i32 @pthread_mutex_init(ptr noundef %0, ptr noundef nonnull %3) #20, !dbg !2122
  %11 = icmp eq i32 %10, 0, !dbg !2122
  %12 = select i1 %11, i32 0, i32 2, !dbg !2122
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #22, !dbg !2123
  ret i32 %12, !dbg !2124
}

declare !dbg !2125 i32 @pthread_mutexattr_init(ptr noundef) local_unnamed_addr #8

declare !dbg !2126 i32 @pthread_mutexattr_settype(ptr noundef, i32 noundef) local_unnamed_addr #8

declare !dbg !2127 i32 @pthread_mutex_init(ptr noundef, ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local range(i32 0, 3) i32 @mtx_lock(ptr noundef %0) local_unnamed_addr #7 !dbg !2128 {
    #dbg_value(ptr %0, !2130, !DIExpression(), !2131)
  %2 = tail call i32 @pthread_mutex_lock(ptr noundef %0) #20, !dbg !2132
  %3 = icmp eq i32 %2, 0, !dbg !2132
  %4 = select i1 %3, i32 0, i32 2, !dbg !2132
  ret i32 %4, !dbg !2133
}

; Function Attrs: nounwind
define dso_local range(i32 0, 3) i32 @mtx_trylock(ptr noundef %0) local_unnamed_addr #7 !dbg !2134 {
    #dbg_value(ptr %0, !2136, !DIExpression(), !2138)
  %2 = tail call i32 @pthread_mutex_trylock(ptr noundef %0) #20, !dbg !2139
    #dbg_value(i32 %2, !2137, !DIExpression(), !2138)
  %3 = icmp eq i32 %2, 0, !dbg !2140
  %4 = icmp eq i32 %2, 16, !dbg !2141
  %5 = select i1 %4, i32 1, i32 2, !dbg !2141
  %6 = select i1 %3, i32 0, i32 %5, !dbg !2141
  ret i32 %6, !dbg !2142
}

; Function Attrs: nounwind
define dso_local range(i32 0, 5) i32 @mtx_timedlock(ptr noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #7 !dbg !2143 {
    #dbg_value(ptr %0, !2145, !DIExpression(), !2148)
    #dbg_value(ptr %1, !2146, !DIExpression(), !2148)
    #dbg_value(ptr %0, !1967, !DIExpression(), !2149)
    #dbg_value(ptr %1, !1968, !DIExpression(), !2149)
  %3 = tail call i32 @pthread_mutex_trylock(ptr noundef %0) #20, !dbg !2151
    #dbg_value(i32 %3, !1969, !DIExpression(), !2149)
  %4 = icmp eq i32 %3, 16, !dbg !2152
  br i1 %4, label %5, label %9, !dbg !2153

5:                                                ; preds = %2
  %6 = tail call zeroext i1 @__VERIFIER_nondet_bool() #20, !dbg !2154
  br i1 %6, label %16, label %7, !dbg !2155

7:                                                ; preds = %5
  %8 = tail call i32 @pthread_mutex_lock(ptr noundef %0) #20, !dbg !2156
  br label %9, !dbg !2157

9:                                                ; preds = %2, %7
  %10 = phi i32 [ %8, %7 ], [ %3, %2 ], !dbg !2149
    #dbg_value(i32 %10, !2147, !DIExpression(), !2148)
  %11 = freeze i32 %10, !dbg !2158
  %12 = icmp eq i32 %11, 0, !dbg !2159
  %13 = icmp eq i32 %11, 110, !dbg !2158
  %14 = select i1 %13, i32 4, i32 2, !dbg !2158
  %15 = select i1 %12, i32 0, i32 %14, !dbg !2158
  br label %16, !dbg !2158

16:                                               ; preds = %9, %5
  %17 = phi i32 [ 4, %5 ], [ %15, %9 ], !dbg !2158
  ret i32 %17, !dbg !2160
}

; Function Attrs: nounwind
define dso_local range(i32 0, 3) i32 @mtx_unlock(ptr noundef %0) local_unnamed_addr #7 !dbg !2161 {
    #dbg_value(ptr %0, !2163, !DIExpression(), !2164)
  %2 = tail call i32 @pthread_mutex_unlock(ptr noundef %0) #20, !dbg !2165
  %3 = icmp eq i32 %2, 0, !dbg !2165
  %4 = select i1 %3, i32 0, i32 2, !dbg !2165
  ret i32 %4, !dbg !2166
}

declare !dbg !2167 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local void @mtx_destroy(ptr noundef %0) local_unnamed_addr #7 !dbg !2168 {
    #dbg_value(ptr %0, !2170, !DIExpression(), !2171)
  %2 = tail call i32 @pthread_mutex_destroy(ptr noundef %0) #20, !dbg !2172
  ret void, !dbg !2173
}

declare !dbg !2174 i32 @pthread_mutex_destroy(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local range(i32 0, 3) i32 @cnd_init(ptr noundef %0) local_unnamed_addr #7 !dbg !2175 {
    #dbg_value(ptr %0, !2177, !DIExpression(), !2178)
  %2 = tail call i32 @pthread_cond_init(ptr noundef %0, ptr noundef null) #20, !dbg !2179
  %3 = icmp eq i32 %2, 0, !dbg !2179
  %4 = select i1 %3, i32 0, i32 2, !dbg !2179
  ret i32 %4, !dbg !2180
}

declare !dbg !2181 i32 @pthread_cond_init(ptr noundef, ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local range(i32 0, 3) i32 @cnd_signal(ptr noundef %0) local_unnamed_addr #7 !dbg !2182 {
    #dbg_value(ptr %0, !2184, !DIExpression(), !2185)
  %2 = tail call i32 @pthread_cond_signal(ptr noundef %0) #20, !dbg !2186
  %3 = icmp eq i32 %2, 0, !dbg !2186
  %4 = select i1 %3, i32 0, i32 2, !dbg !2186
  ret i32 %4, !dbg !2187
}

declare !dbg !2188 i32 @pthread_cond_signal(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local range(i32 0, 3) i32 @cnd_broadcast(ptr noundef %0) local_unnamed_addr #7 !dbg !2189 {
    #dbg_value(ptr %0, !2191, !DIExpression(), !2192)
  %2 = tail call i32 @pthread_cond_broadcast(ptr noundef %0) #20, !dbg !2193
  %3 = icmp eq i32 %2, 0, !dbg !2193
  %4 = select i1 %3, i32 0, i32 2, !dbg !2193
  ret i32 %4, !dbg !2194
}

declare !dbg !2195 i32 @pthread_cond_broadcast(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local range(i32 0, 3) i32 @cnd_wait(ptr noundef %0, ptr noundef %1) local_unnamed_addr #7 !dbg !2196 {
    #dbg_value(ptr %0, !2200, !DIExpression(), !2202)
    #dbg_value(ptr %1, !2201, !DIExpression(), !2202)
  %3 = tail call i32 @pthread_cond_wait(ptr noundef %0, ptr noundef %1) #20, !dbg !2203
  %4 = icmp eq i32 %3, 0, !dbg !2203
  %5 = select i1 %4, i32 0, i32 2, !dbg !2203
  ret i32 %5, !dbg !2204
}

declare !dbg !2205 i32 @pthread_cond_wait(ptr noundef, ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local range(i32 0, 5) i32 @cnd_timedwait(ptr noundef %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #7 !dbg !2206 {
    #dbg_value(ptr %0, !2210, !DIExpression(), !2214)
    #dbg_value(ptr %1, !2211, !DIExpression(), !2214)
    #dbg_value(ptr %2, !2212, !DIExpression(), !2214)
  %4 = tail call i32 @pthread_cond_timedwait(ptr noundef %0, ptr noundef %1, ptr noundef %2) #20, !dbg !2215
    #dbg_value(i32 %4, !2213, !DIExpression(), !2214)
  %5 = icmp eq i32 %4, 0, !dbg !2216
  %6 = icmp eq i32 %4, 110, !dbg !2217
  %7 = select i1 %6, i32 4, i32 2, !dbg !2217
  %8 = select i1 %5, i32 0, i32 %7, !dbg !2217
  ret i32 %8, !dbg !2218
}

declare !dbg !2219 i32 @pthread_cond_timedwait(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local void @cnd_destroy(ptr noundef %0) local_unnamed_addr #7 !dbg !2220 {
    #dbg_value(ptr %0, !2222, !DIExpression(), !2223)
  %2 = tail call i32 @pthread_cond_destroy(ptr noundef %0) #20, !dbg !2224
  ret void, !dbg !2225
}

declare !dbg !2226 i32 @pthread_cond_destroy(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local void @call_once(ptr noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #7 !dbg !2227 {
    #dbg_value(ptr %0, !2231, !DIExpression(), !2233)
    #dbg_value(ptr %1, !2232, !DIExpression(), !2233)
    #dbg_value(ptr %0, !1826, !DIExpression(), !2234)
    #dbg_value(ptr %1, !1827, !DIExpression(), !2234)
  tail call void @__VERIFIER_atomic_begin() #20, !dbg !2236
  %3 = load i32, ptr %0, align 4, !dbg !2237, !tbaa !308
  %4 = icmp eq i32 %3, 0, !dbg !2238
  br i1 %4, label %5, label %6, !dbg !2239

5:                                                ; preds = %2
  store i32 1, ptr %0, align 4, !dbg !2240, !tbaa !308
  tail call void @__VERIFIER_atomic_end() #20, !dbg !2241
  tail call void %1() #20, !dbg !2242
  store atomic i32 2, ptr %0 release, align 4, !dbg !2243
  br label %7, !dbg !2244

6:                                                ; preds = %2
  tail call void @__VERIFIER_atomic_end() #20, !dbg !2245
  tail call void @__pancam_await_eq(ptr noundef nonnull %0, i32 noundef 2) #20, !dbg !2246
  br label %7, !dbg !2247

7:                                                ; preds = %5, %6
  ret void, !dbg !2248
}

; Function Attrs: nounwind
define dso_local range(i32 0, 3) i32 @tss_create(ptr nocapture noundef writeonly %0, ptr noundef %1) local_unnamed_addr #7 !dbg !2249 {
    #dbg_value(ptr %0, !2251, !DIExpression(), !2253)
    #dbg_value(ptr %1, !2252, !DIExpression(), !2253)
    #dbg_value(ptr %0, !1854, !DIExpression(), !2254)
    #dbg_value(ptr %1, !1855, !DIExpression(), !2254)
  tail call void @__VERIFIER_atomic_begin() #20, !dbg !2256
    #dbg_value(i32 0, !1856, !DIExpression(), !2257)
  br label %3, !dbg !2258

3:                                                ; preds = %32, %2
  %4 = phi i64 [ 0, %2 ], [ %33, %32 ]
    #dbg_value(i64 %4, !1856, !DIExpression(), !2257)
  %5 = getelementptr inbounds [64 x i32], ptr @key_used, i64 0, i64 %4, !dbg !2259
  %6 = load i32, ptr %5, align 16, !dbg !2259, !tbaa !308
  %7 = icmp eq i32 %6, 0, !dbg !2259
  br i1 %7, label %8, label %17, !dbg !2260

8:                                                ; preds = %27, %22, %17, %3
  %9 = phi i64 [ %4, %3 ], [ %18, %17 ], [ %23, %22 ], [ %28, %27 ]
  %10 = phi ptr [ %5, %3 ], [ %19, %17 ], [ %24, %22 ], [ %29, %27 ], !dbg !2259
  %11 = trunc nuw nsw i64 %9 to i32, !dbg !2261
  store i32 1, ptr %10, align 4, !dbg !2261, !tbaa !308
  %12 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i64 0, i64 %9, !dbg !2262
  store ptr %1, ptr %12, align 8, !dbg !2263, !tbaa !317
  %13 = icmp eq ptr %1, null, !dbg !2264
  br i1 %13, label %36, label %14, !dbg !2265

14:                                               ; preds = %8
  %15 = load i32, ptr @__pancam_tsd_dtors, align 4, !dbg !2266, !tbaa !308
  %16 = add nsw i32 %15, 1, !dbg !2266
  store i32 %16, ptr @__pancam_tsd_dtors, align 4, !dbg !2266, !tbaa !308
  br label %36, !dbg !2267

17:                                               ; preds = %3
  %18 = or disjoint i64 %4, 1, !dbg !2268
    #dbg_value(i64 %18, !1856, !DIExpression(), !2257)
  %19 = getelementptr inbounds [64 x i32], ptr @key_used, i64 0, i64 %18, !dbg !2259
  %20 = load i32, ptr %19, align 4, !dbg !2259, !tbaa !308
  %21 = icmp eq i32 %20, 0, !dbg !2259
  br i1 %21, label %8, label %22, !dbg !2260

22:                                               ; preds = %17
  %23 = or disjoint i64 %4, 2, !dbg !2268
    #dbg_value(i64 %23, !1856, !DIExpression(), !2257)
  %24 = getelementptr inbounds [64 x i32], ptr @key_used, i64 0, i64 %23, !dbg !2259
  %25 = load i32, ptr %24, align 8, !dbg !2259, !tbaa !308
  %26 = icmp eq i32 %25, 0, !dbg !2259
  br i1 %26, label %8, label %27, !dbg !2260

27:                                               ; preds = %22
  %28 = or disjoint i64 %4, 3, !dbg !2268
    #dbg_value(i64 %28, !1856, !DIExpression(), !2257)
  %29 = getelementptr inbounds [64 x i32], ptr @key_used, i64 0, i64 %28, !dbg !2259
  %30 = load i32, ptr %29, align 4, !dbg !2259, !tbaa !308
  %31 = icmp eq i32 %30, 0, !dbg !2259
  br i1 %31, label %8, label %32, !dbg !2260

32:                                               ; preds = %27
  %33 = add nuw nsw i64 %4, 4, !dbg !2268
    #dbg_value(i64 %33, !1856, !DIExpression(), !2257)
  %34 = icmp eq i64 %33, 64, !dbg !2269
  br i1 %34, label %35, label %3, !dbg !2258, !llvm.loop !2270

35:                                               ; preds = %32
  tail call void @__VERIFIER_atomic_end() #20, !dbg !2272
  br label %37, !dbg !2273

36:                                               ; preds = %8, %14
  tail call void @__VERIFIER_atomic_end() #20, !dbg !2274
  store i32 %11, ptr %0, align 4, !dbg !2275, !tbaa !308
  br label %37, !dbg !2273

37:                                               ; preds = %35, %36
  %38 = phi i32 [ 0, %36 ], [ 2, %35 ], !dbg !2273
  ret i32 %38, !dbg !2276
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none)
define dso_local ptr @tss_get(i32 noundef %0) local_unnamed_addr #14 !dbg !2277 {
    #dbg_value(i32 %0, !2279, !DIExpression(), !2280)
    #dbg_value(i32 %0, !1941, !DIExpression(), !2281)
  %2 = icmp ult i32 %0, 64, !dbg !2283
  br i1 %2, label %3, label %8, !dbg !2284

3:                                                ; preds = %1
  %4 = tail call align 16 ptr @llvm.threadlocal.address.p0(ptr align 16 @key_value), !dbg !2285
  %5 = zext nneg i32 %0 to i64, !dbg !2285
  %6 = getelementptr inbounds [64 x ptr], ptr %4, i64 0, i64 %5, !dbg !2285
  %7 = load ptr, ptr %6, align 8, !dbg !2285, !tbaa !317
  br label %8, !dbg !2284

8:                                                ; preds = %1, %3
  %9 = phi ptr [ %7, %3 ], [ null, %1 ], !dbg !2284
  ret ptr %9, !dbg !2286
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 0, 3) i32 @tss_set(i32 noundef %0, ptr noundef %1) local_unnamed_addr #2 !dbg !2287 {
    #dbg_value(i32 %0, !2291, !DIExpression(), !2293)
    #dbg_value(ptr %1, !2292, !DIExpression(), !2293)
    #dbg_value(i32 %0, !1951, !DIExpression(), !2294)
    #dbg_value(ptr %1, !1952, !DIExpression(), !2294)
  %3 = icmp ugt i32 %0, 63, !dbg !2296
  br i1 %3, label %12, label %4, !dbg !2297

4:                                                ; preds = %2
  %5 = zext nneg i32 %0 to i64, !dbg !2298
  %6 = getelementptr inbounds [64 x i32], ptr @key_used, i64 0, i64 %5, !dbg !2298
  %7 = load i32, ptr %6, align 4, !dbg !2298, !tbaa !308
  %8 = icmp eq i32 %7, 0, !dbg !2298
  br i1 %8, label %12, label %9, !dbg !2299

9:                                                ; preds = %4
  %10 = tail call align 16 ptr @llvm.threadlocal.address.p0(ptr align 16 @key_value), !dbg !2300
  %11 = getelementptr inbounds [64 x ptr], ptr %10, i64 0, i64 %5, !dbg !2300
  store ptr %1, ptr %11, align 8, !dbg !2301, !tbaa !317
  br label %12, !dbg !2302

12:                                               ; preds = %2, %4, %9
  %13 = phi i32 [ 0, %9 ], [ 2, %4 ], [ 2, %2 ], !dbg !2302
  ret i32 %13, !dbg !2303
}

; Function Attrs: nounwind
define dso_local void @tss_delete(i32 noundef %0) local_unnamed_addr #7 !dbg !2304 {
    #dbg_value(i32 %0, !2306, !DIExpression(), !2307)
    #dbg_value(i32 %0, !1889, !DIExpression(), !2308)
  tail call void @__VERIFIER_atomic_begin() #20, !dbg !2310
  %2 = icmp ugt i32 %0, 63, !dbg !2311
  br i1 %2, label %16, label %3, !dbg !2312

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !2313
  %5 = getelementptr inbounds [64 x i32], ptr @key_used, i64 0, i64 %4, !dbg !2313
  %6 = load i32, ptr %5, align 4, !dbg !2313, !tbaa !308
  %7 = icmp eq i32 %6, 0, !dbg !2313
  br i1 %7, label %16, label %8, !dbg !2314

8:                                                ; preds = %3
  %9 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i64 0, i64 %4, !dbg !2315
  %10 = load ptr, ptr %9, align 8, !dbg !2315, !tbaa !317
  %11 = icmp eq ptr %10, null, !dbg !2315
  br i1 %11, label %15, label %12, !dbg !2316

12:                                               ; preds = %8
  %13 = load i32, ptr @__pancam_tsd_dtors, align 4, !dbg !2317, !tbaa !308
  %14 = add nsw i32 %13, -1, !dbg !2317
  store i32 %14, ptr @__pancam_tsd_dtors, align 4, !dbg !2317, !tbaa !308
  br label %15, !dbg !2318

15:                                               ; preds = %12, %8
  store i32 0, ptr %5, align 4, !dbg !2319, !tbaa !308
  store ptr null, ptr %9, align 8, !dbg !2320, !tbaa !317
  br label %16, !dbg !2321

16:                                               ; preds = %1, %3, %15
  tail call void @__VERIFIER_atomic_end() #20, !dbg !2308
  ret void, !dbg !2322
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, inaccessiblemem: none)
define dso_local range(i32 -1, 1) i32 @sem_init(ptr nocapture noundef writeonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #15 !dbg !2323 {
    #dbg_value(ptr %0, !2327, !DIExpression(), !2336)
    #dbg_value(i32 %1, !2328, !DIExpression(), !2336)
    #dbg_value(i32 %2, !2329, !DIExpression(), !2336)
    #dbg_value(ptr %0, !2330, !DIExpression(), !2336)
  %4 = icmp slt i32 %2, 0, !dbg !2337
  br i1 %4, label %5, label %7, !dbg !2339

5:                                                ; preds = %3
  %6 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !2340
  store i32 22, ptr %6, align 4, !dbg !2342, !tbaa !308
  br label %9, !dbg !2343

7:                                                ; preds = %3
  store i32 %2, ptr %0, align 4, !dbg !2344, !tbaa !2345
  %8 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !2347
  store i32 0, ptr %8, align 4, !dbg !2348, !tbaa !2349
  br label %9, !dbg !2350

9:                                                ; preds = %7, %5
  %10 = phi i32 [ -1, %5 ], [ 0, %7 ], !dbg !2336
  ret i32 %10, !dbg !2351
}

; Function Attrs: nounwind
define dso_local noundef i32 @sem_destroy(ptr nocapture noundef %0) local_unnamed_addr #7 !dbg !2352 {
    #dbg_value(ptr %0, !2354, !DIExpression(), !2356)
    #dbg_value(ptr %0, !2357, !DIExpression(), !2364)
    #dbg_value(ptr @.str, !2362, !DIExpression(), !2364)
    #dbg_value(ptr %0, !2363, !DIExpression(), !2364)
  %2 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !2366
  %3 = load i32, ptr %2, align 4, !dbg !2366, !tbaa !2349
  %4 = icmp eq i32 %3, 0, !dbg !2368
  br i1 %4, label %6, label %5, !dbg !2369

5:                                                ; preds = %1
  tail call void @__pancam_misuse(ptr noundef nonnull @.str) #21, !dbg !2370
  unreachable, !dbg !2370

6:                                                ; preds = %1
    #dbg_value(ptr %0, !2355, !DIExpression(), !2356)
  store i32 1, ptr %2, align 4, !dbg !2371, !tbaa !2349
  ret i32 0, !dbg !2372
}

; Function Attrs: nounwind
define dso_local range(i32 -1, 1) i32 @sem_trywait(ptr nocapture noundef %0) local_unnamed_addr #7 !dbg !2373 {
    #dbg_value(ptr %0, !2375, !DIExpression(), !2377)
    #dbg_value(ptr %0, !2357, !DIExpression(), !2378)
    #dbg_value(ptr @.str.1, !2362, !DIExpression(), !2378)
    #dbg_value(ptr %0, !2363, !DIExpression(), !2378)
  %2 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !2380
  %3 = load i32, ptr %2, align 4, !dbg !2380, !tbaa !2349
  %4 = icmp eq i32 %3, 0, !dbg !2381
  br i1 %4, label %6, label %5, !dbg !2382

5:                                                ; preds = %1
  tail call void @__pancam_misuse(ptr noundef nonnull @.str.1) #21, !dbg !2383
  unreachable, !dbg !2383

6:                                                ; preds = %1
    #dbg_value(ptr %0, !2376, !DIExpression(), !2377)
  tail call void @__VERIFIER_atomic_begin() #20, !dbg !2384
  %7 = load i32, ptr %0, align 4, !dbg !2385, !tbaa !2345
  %8 = icmp eq i32 %7, 0, !dbg !2387
  br i1 %8, label %11, label %9, !dbg !2388

9:                                                ; preds = %6
  %10 = add i32 %7, -1, !dbg !2389
  store i32 %10, ptr %0, align 4, !dbg !2389, !tbaa !2345
  tail call void @__VERIFIER_atomic_end() #20, !dbg !2391
  br label %13, !dbg !2392

11:                                               ; preds = %6
  tail call void @__VERIFIER_atomic_end() #20, !dbg !2393
  %12 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !2394
  store i32 11, ptr %12, align 4, !dbg !2395, !tbaa !308
  br label %13, !dbg !2396

13:                                               ; preds = %11, %9
  %14 = phi i32 [ 0, %9 ], [ -1, %11 ], !dbg !2377
  ret i32 %14, !dbg !2397
}

; Function Attrs: nounwind
define dso_local i32 @sem_timedwait(ptr noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #7 !dbg !2398 {
    #dbg_value(ptr %0, !2400, !DIExpression(), !2402)
    #dbg_value(ptr %1, !2401, !DIExpression(), !2402)
    #dbg_value(ptr %0, !2375, !DIExpression(), !2403)
    #dbg_value(ptr %0, !2357, !DIExpression(), !2406)
    #dbg_value(ptr @.str.1, !2362, !DIExpression(), !2406)
    #dbg_value(ptr %0, !2363, !DIExpression(), !2406)
  %3 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !2408
  %4 = load i32, ptr %3, align 4, !dbg !2408, !tbaa !2349
  %5 = icmp eq i32 %4, 0, !dbg !2409
  br i1 %5, label %7, label %6, !dbg !2410

6:                                                ; preds = %2
  tail call void @__pancam_misuse(ptr noundef nonnull @.str.1) #21, !dbg !2411
  unreachable, !dbg !2411

7:                                                ; preds = %2
    #dbg_value(ptr %0, !2376, !DIExpression(), !2403)
  tail call void @__VERIFIER_atomic_begin() #20, !dbg !2412
  %8 = load i32, ptr %0, align 4, !dbg !2413, !tbaa !2345
  %9 = icmp eq i32 %8, 0, !dbg !2414
  br i1 %9, label %12, label %10, !dbg !2415

10:                                               ; preds = %7
  %11 = add i32 %8, -1, !dbg !2416
  store i32 %11, ptr %0, align 4, !dbg !2416, !tbaa !2345
  tail call void @__VERIFIER_atomic_end() #20, !dbg !2417
  br label %18, !dbg !2418

12:                                               ; preds = %7
  tail call void @__VERIFIER_atomic_end() #20, !dbg !2419
  %13 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !2420
  store i32 11, ptr %13, align 4, !dbg !2421, !tbaa !308
  %14 = tail call zeroext i1 @__VERIFIER_nondet_bool() #20, !dbg !2422
  br i1 %14, label %15, label %16, !dbg !2424

15:                                               ; preds = %12
  store i32 110, ptr %13, align 4, !dbg !2425, !tbaa !308
  br label %18, !dbg !2427

16:                                               ; preds = %12
  %17 = tail call i32 @sem_wait(ptr noundef nonnull %0) #20, !dbg !2428
  br label %18, !dbg !2429

18:                                               ; preds = %10, %16, %15
  %19 = phi i32 [ -1, %15 ], [ %17, %16 ], [ 0, %10 ], !dbg !2402
  ret i32 %19, !dbg !2430
}

declare !dbg !2431 i32 @sem_wait(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local i32 @sem_clockwait(ptr noundef %0, i32 noundef %1, ptr nocapture noundef readnone %2) local_unnamed_addr #7 !dbg !2432 {
    #dbg_value(ptr %0, !2436, !DIExpression(), !2439)
    #dbg_value(i32 %1, !2437, !DIExpression(), !2439)
    #dbg_value(ptr %2, !2438, !DIExpression(), !2439)
    #dbg_value(ptr %0, !2400, !DIExpression(), !2440)
    #dbg_value(ptr %2, !2401, !DIExpression(), !2440)
    #dbg_value(ptr %0, !2375, !DIExpression(), !2442)
    #dbg_value(ptr %0, !2357, !DIExpression(), !2444)
    #dbg_value(ptr @.str.1, !2362, !DIExpression(), !2444)
    #dbg_value(ptr %0, !2363, !DIExpression(), !2444)
  %4 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !2446
  %5 = load i32, ptr %4, align 4, !dbg !2446, !tbaa !2349
  %6 = icmp eq i32 %5, 0, !dbg !2447
  br i1 %6, label %8, label %7, !dbg !2448

7:                                                ; preds = %3
  tail call void @__pancam_misuse(ptr noundef nonnull @.str.1) #21, !dbg !2449
  unreachable, !dbg !2449

8:                                                ; preds = %3
    #dbg_value(ptr %0, !2376, !DIExpression(), !2442)
  tail call void @__VERIFIER_atomic_begin() #20, !dbg !2450
  %9 = load i32, ptr %0, align 4, !dbg !2451, !tbaa !2345
  %10 = icmp eq i32 %9, 0, !dbg !2452
  br i1 %10, label %13, label %11, !dbg !2453

11:                                               ; preds = %8
  %12 = add i32 %9, -1, !dbg !2454
  store i32 %12, ptr %0, align 4, !dbg !2454, !tbaa !2345
  tail call void @__VERIFIER_atomic_end() #20, !dbg !2455
  br label %19, !dbg !2456

13:                                               ; preds = %8
  tail call void @__VERIFIER_atomic_end() #20, !dbg !2457
  %14 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !2458
  store i32 11, ptr %14, align 4, !dbg !2459, !tbaa !308
  %15 = tail call zeroext i1 @__VERIFIER_nondet_bool() #20, !dbg !2460
  br i1 %15, label %16, label %17, !dbg !2461

16:                                               ; preds = %13
  store i32 110, ptr %14, align 4, !dbg !2462, !tbaa !308
  br label %19, !dbg !2463

17:                                               ; preds = %13
  %18 = tail call i32 @sem_wait(ptr noundef nonnull %0) #20, !dbg !2464
  br label %19, !dbg !2465

19:                                               ; preds = %11, %16, %17
  %20 = phi i32 [ -1, %16 ], [ %18, %17 ], [ 0, %11 ], !dbg !2440
  ret i32 %20, !dbg !2466
}

; Function Attrs: nounwind
define dso_local noundef i32 @sem_getvalue(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #7 !dbg !2467 {
    #dbg_value(ptr %0, !2471, !DIExpression(), !2474)
    #dbg_value(ptr %1, !2472, !DIExpression(), !2474)
    #dbg_value(ptr %0, !2357, !DIExpression(), !2475)
    #dbg_value(ptr @.str.2, !2362, !DIExpression(), !2475)
    #dbg_value(ptr %0, !2363, !DIExpression(), !2475)
  %3 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !2477
  %4 = load i32, ptr %3, align 4, !dbg !2477, !tbaa !2349
  %5 = icmp eq i32 %4, 0, !dbg !2478
  br i1 %5, label %7, label %6, !dbg !2479

6:                                                ; preds = %2
  tail call void @__pancam_misuse(ptr noundef nonnull @.str.2) #21, !dbg !2480
  unreachable, !dbg !2480

7:                                                ; preds = %2
    #dbg_value(ptr %0, !2473, !DIExpression(), !2474)
  %8 = load i32, ptr %0, align 4, !dbg !2481, !tbaa !2345
  store i32 %8, ptr %1, align 4, !dbg !2482, !tbaa !308
  ret i32 0, !dbg !2483
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local noundef i64 @time(ptr noundef writeonly %0) local_unnamed_addr #16 !dbg !2484 {
    #dbg_value(ptr %0, !2490, !DIExpression(), !2491)
  %2 = icmp eq ptr %0, null, !dbg !2492
  br i1 %2, label %4, label %3, !dbg !2494

3:                                                ; preds = %1
  store i64 0, ptr %0, align 8, !dbg !2495, !tbaa !2496
  br label %4, !dbg !2498

4:                                                ; preds = %3, %1
  ret i64 0, !dbg !2499
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local noundef i32 @clock_gettime(i32 noundef %0, ptr noundef writeonly %1) local_unnamed_addr #16 !dbg !2500 {
    #dbg_value(i32 %0, !2509, !DIExpression(), !2511)
    #dbg_value(ptr %1, !2510, !DIExpression(), !2511)
  %3 = icmp eq ptr %1, null, !dbg !2512
  br i1 %3, label %6, label %4, !dbg !2514

4:                                                ; preds = %2
  store i64 0, ptr %1, align 8, !dbg !2515, !tbaa !2517
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !2519
  store i64 0, ptr %5, align 8, !dbg !2520, !tbaa !2521
  br label %6, !dbg !2522

6:                                                ; preds = %4, %2
  ret i32 0, !dbg !2523
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local noundef i32 @gettimeofday(ptr noundef writeonly %0, ptr nocapture noundef readnone %1) local_unnamed_addr #16 !dbg !2524 {
    #dbg_value(ptr %0, !2533, !DIExpression(), !2535)
    #dbg_value(ptr %1, !2534, !DIExpression(), !2535)
  %3 = icmp eq ptr %0, null, !dbg !2536
  br i1 %3, label %6, label %4, !dbg !2538

4:                                                ; preds = %2
  store i64 0, ptr %0, align 8, !dbg !2539, !tbaa !2541
  %5 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !2543
  store i64 0, ptr %5, align 8, !dbg !2544, !tbaa !2545
  br label %6, !dbg !2546

6:                                                ; preds = %4, %2
  ret i32 0, !dbg !2547
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef i64 @clock() local_unnamed_addr #0 !dbg !2548 {
  ret i64 0, !dbg !2551
}

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: none, inaccessiblemem: none)
define dso_local ptr @strerror(i32 noundef %0) local_unnamed_addr #17 !dbg !2552 {
  %2 = alloca [12 x i8], align 1, !DIAssignID !2562
    #dbg_assign(i1 undef, !2560, !DIExpression(), !2562, ptr %2, !DIExpression(), !2563)
    #dbg_value(i32 %0, !2556, !DIExpression(), !2563)
  %3 = icmp ult i32 %0, 36, !dbg !2564
  br i1 %3, label %7, label %4, !dbg !2564

4:                                                ; preds = %1
    #dbg_value(ptr poison, !2557, !DIExpression(), !2563)
    #dbg_value(i64 1, !2558, !DIExpression(), !2563)
    #dbg_value(i64 2, !2558, !DIExpression(), !2563)
    #dbg_value(i64 3, !2558, !DIExpression(), !2563)
    #dbg_value(i64 4, !2558, !DIExpression(), !2563)
    #dbg_value(i64 5, !2558, !DIExpression(), !2563)
    #dbg_value(i64 6, !2558, !DIExpression(), !2563)
    #dbg_value(i64 7, !2558, !DIExpression(), !2563)
    #dbg_value(i64 8, !2558, !DIExpression(), !2563)
  store <8 x i8> <i8 85, i8 110, i8 107, i8 110, i8 111, i8 119, i8 110, i8 32>, ptr @pancam_errbuf, align 16, !dbg !2566, !tbaa !365
    #dbg_value(i64 9, !2558, !DIExpression(), !2563)
    #dbg_value(i64 10, !2558, !DIExpression(), !2563)
    #dbg_value(i64 11, !2558, !DIExpression(), !2563)
    #dbg_value(i64 12, !2558, !DIExpression(), !2563)
  store <4 x i8> <i8 101, i8 114, i8 114, i8 111>, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i64 8), align 8, !dbg !2566, !tbaa !365
    #dbg_value(i64 13, !2558, !DIExpression(), !2563)
  store i8 114, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i64 12), align 4, !dbg !2566, !tbaa !365
    #dbg_value(i64 14, !2558, !DIExpression(), !2563)
  store i8 32, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i64 13), align 1, !dbg !2566, !tbaa !365
  %5 = icmp slt i32 %0, 0, !dbg !2567
  %6 = tail call i32 @llvm.abs.i32(i32 %0, i1 false), !dbg !2568
    #dbg_value(i32 %6, !2559, !DIExpression(), !2563)
  br i1 %5, label %11, label %12, !dbg !2569

7:                                                ; preds = %1
  %8 = zext nneg i32 %0 to i64, !dbg !2570
  %9 = getelementptr inbounds [36 x ptr], ptr @pancam_errlist, i64 0, i64 %8, !dbg !2570
  %10 = load ptr, ptr %9, align 8, !dbg !2570, !tbaa !317
  br label %95, !dbg !2571

11:                                               ; preds = %4
    #dbg_value(i32 15, !2558, !DIExpression(), !2563)
  store i8 45, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i64 14), align 2, !dbg !2572, !tbaa !365
  br label %12, !dbg !2574

12:                                               ; preds = %11, %4
  %13 = phi i32 [ 15, %11 ], [ 14, %4 ], !dbg !2563
    #dbg_value(i32 %13, !2558, !DIExpression(), !2563)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #22, !dbg !2575
    #dbg_value(i32 0, !2561, !DIExpression(), !2563)
  br label %14, !dbg !2576

14:                                               ; preds = %14, %12
  %15 = phi i32 [ %19, %14 ], [ %13, %12 ]
  %16 = phi i32 [ %27, %14 ], [ 1, %12 ], !dbg !2563
  %17 = phi i64 [ %23, %14 ], [ 0, %12 ], !dbg !2563
  %18 = phi i32 [ %25, %14 ], [ %6, %12 ], !dbg !2563
  %19 = add i32 %15, 1, !dbg !2563
    #dbg_value(i64 %17, !2561, !DIExpression(), !2563)
    #dbg_value(i32 %18, !2559, !DIExpression(), !2563)
  %20 = urem i32 %18, 10, !dbg !2577
  %21 = trunc nuw nsw i32 %20 to i8, !dbg !2579
  %22 = or disjoint i8 %21, 48, !dbg !2579
  %23 = add nuw nsw i64 %17, 1, !dbg !2580
    #dbg_value(i64 %23, !2561, !DIExpression(), !2563)
  %24 = getelementptr inbounds [12 x i8], ptr %2, i64 0, i64 %17, !dbg !2581
  store i8 %22, ptr %24, align 1, !dbg !2582, !tbaa !365
  %25 = udiv i32 %18, 10, !dbg !2583
    #dbg_value(i32 %25, !2559, !DIExpression(), !2563)
  %26 = icmp ult i32 %18, 10, !dbg !2584
  %27 = add nuw i32 %16, 1, !dbg !2584
  br i1 %26, label %28, label %14, !dbg !2584, !llvm.loop !2585

28:                                               ; preds = %14
  %29 = sext i32 %16 to i64, !dbg !2587
  %30 = zext nneg i32 %13 to i64, !dbg !2587
  %31 = zext i32 %19 to i64, !dbg !2587
  %32 = sub nsw i64 %31, %30, !dbg !2587
  %33 = icmp ult i64 %32, 8, !dbg !2587
  br i1 %33, label %80, label %34, !dbg !2587

34:                                               ; preds = %28
  %35 = icmp ult i64 %32, 32, !dbg !2587
  br i1 %35, label %61, label %36, !dbg !2587

36:                                               ; preds = %34
  %37 = and i64 %32, -32, !dbg !2587
  br label %38, !dbg !2587

38:                                               ; preds = %38, %36
  %39 = phi i64 [ 0, %36 ], [ %52, %38 ]
  %40 = or disjoint i64 %39, %30, !dbg !2587
  %41 = xor i64 %39, -1, !dbg !2588
  %42 = add i64 %41, %29, !dbg !2588
  %43 = getelementptr inbounds [12 x i8], ptr %2, i64 0, i64 %42, !dbg !2589
  %44 = getelementptr inbounds i8, ptr %43, i64 -15, !dbg !2589
  %45 = getelementptr inbounds i8, ptr %43, i64 -31, !dbg !2589
  %46 = load <16 x i8>, ptr %44, align 1, !dbg !2589, !tbaa !365
  %47 = shufflevector <16 x i8> %46, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !2589
  %48 = load <16 x i8>, ptr %45, align 1, !dbg !2589, !tbaa !365
  %49 = shufflevector <16 x i8> %48, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !2589
  %50 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i64 0, i64 %40, !dbg !2590
  %51 = getelementptr inbounds i8, ptr %50, i64 16, !dbg !2591
  store <16 x i8> %47, ptr %50, align 1, !dbg !2591, !tbaa !365
  store <16 x i8> %49, ptr %51, align 1, !dbg !2591, !tbaa !365
  %52 = add nuw i64 %39, 32
  %53 = icmp eq i64 %52, %37
  br i1 %53, label %54, label %38, !llvm.loop !2592

54:                                               ; preds = %38
  %55 = icmp eq i64 %32, %37, !dbg !2587
  br i1 %55, label %92, label %56, !dbg !2587

56:                                               ; preds = %54
  %57 = sub nsw i64 %29, %37, !dbg !2587
  %58 = or disjoint i64 %37, %30, !dbg !2587
  %59 = and i64 %32, 24, !dbg !2587
  %60 = icmp eq i64 %59, 0, !dbg !2587
  br i1 %60, label %80, label %61, !dbg !2587

61:                                               ; preds = %34, %56
  %62 = phi i64 [ %37, %56 ], [ 0, %34 ]
  %63 = and i64 %32, -8, !dbg !2587
  %64 = add nsw i64 %63, %30, !dbg !2587
  %65 = sub nsw i64 %29, %63, !dbg !2587
  %66 = getelementptr i8, ptr %2, i64 -7, !dbg !2587
  br label %67, !dbg !2587

67:                                               ; preds = %67, %61
  %68 = phi i64 [ %62, %61 ], [ %76, %67 ]
  %69 = add i64 %68, %30, !dbg !2587
  %70 = xor i64 %68, -1, !dbg !2588
  %71 = add i64 %70, %29, !dbg !2588
  %72 = getelementptr [12 x i8], ptr %66, i64 0, i64 %71, !dbg !2589
  %73 = load <8 x i8>, ptr %72, align 1, !dbg !2589, !tbaa !365
  %74 = shufflevector <8 x i8> %73, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !2589
  %75 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i64 0, i64 %69, !dbg !2590
  store <8 x i8> %74, ptr %75, align 1, !dbg !2591, !tbaa !365
  %76 = add nuw i64 %68, 8
  %77 = icmp eq i64 %76, %63
  br i1 %77, label %78, label %67, !llvm.loop !2594

78:                                               ; preds = %67
  %79 = icmp eq i64 %32, %63, !dbg !2587
  br i1 %79, label %92, label %80, !dbg !2587

80:                                               ; preds = %78, %28, %56
  %81 = phi i64 [ %30, %28 ], [ %58, %56 ], [ %64, %78 ]
  %82 = phi i64 [ %29, %28 ], [ %57, %56 ], [ %65, %78 ]
  br label %83, !dbg !2587

83:                                               ; preds = %80, %83
  %84 = phi i64 [ %89, %83 ], [ %81, %80 ]
  %85 = phi i64 [ %86, %83 ], [ %82, %80 ]
    #dbg_value(i64 %85, !2561, !DIExpression(), !2563)
    #dbg_value(i64 %84, !2558, !DIExpression(), !2563)
  %86 = add nsw i64 %85, -1, !dbg !2588
    #dbg_value(i64 %86, !2561, !DIExpression(), !2563)
  %87 = getelementptr inbounds [12 x i8], ptr %2, i64 0, i64 %86, !dbg !2589
  %88 = load i8, ptr %87, align 1, !dbg !2589, !tbaa !365
  %89 = add nuw nsw i64 %84, 1, !dbg !2595
    #dbg_value(i64 %89, !2558, !DIExpression(), !2563)
  %90 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i64 0, i64 %84, !dbg !2590
  store i8 %88, ptr %90, align 1, !dbg !2591, !tbaa !365
  %91 = icmp eq i64 %89, %31, !dbg !2587
  br i1 %91, label %92, label %83, !dbg !2587, !llvm.loop !2596

92:                                               ; preds = %83, %78, %54
  %93 = sext i32 %19 to i64, !dbg !2597
  %94 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i64 0, i64 %93, !dbg !2597
  store i8 0, ptr %94, align 1, !dbg !2598, !tbaa !365
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #22, !dbg !2599
  br label %95

95:                                               ; preds = %92, %7
  %96 = phi ptr [ %10, %7 ], [ @pancam_errbuf, %92 ], !dbg !2563
  ret ptr %96, !dbg !2599
}

; Function Attrs: nounwind
define dso_local void @perror(ptr noundef %0) local_unnamed_addr #7 !dbg !2600 {
  %2 = alloca [12 x i8], align 1, !DIAssignID !2605
    #dbg_value(ptr %0, !2604, !DIExpression(), !2606)
  %3 = icmp eq ptr %0, null, !dbg !2607
  br i1 %3, label %12, label %4, !dbg !2609

4:                                                ; preds = %1
  %5 = load i8, ptr %0, align 1, !dbg !2610, !tbaa !365
  %6 = icmp eq i8 %5, 0, !dbg !2610
  br i1 %6, label %12, label %7, !dbg !2611

7:                                                ; preds = %4
  %8 = load ptr, ptr @stderr, align 8, !dbg !2612, !tbaa !317
  %9 = tail call i32 @fputs(ptr noundef nonnull %0, ptr noundef %8) #20, !dbg !2614
  %10 = load ptr, ptr @stderr, align 8, !dbg !2615, !tbaa !317
  %11 = tail call i32 @fputs(ptr noundef nonnull @.str.4, ptr noundef %10) #20, !dbg !2616
  br label %12, !dbg !2617

12:                                               ; preds = %7, %4, %1
  %13 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !2618
  %14 = load i32, ptr %13, align 4, !dbg !2618, !tbaa !308
    #dbg_assign(i1 undef, !2560, !DIExpression(), !2605, ptr %2, !DIExpression(), !2619)
    #dbg_value(i32 %14, !2556, !DIExpression(), !2619)
  %15 = icmp ult i32 %14, 36, !dbg !2621
  br i1 %15, label %19, label %16, !dbg !2621

16:                                               ; preds = %12
    #dbg_value(ptr poison, !2557, !DIExpression(), !2619)
    #dbg_value(i64 1, !2558, !DIExpression(), !2619)
    #dbg_value(i64 2, !2558, !DIExpression(), !2619)
    #dbg_value(i64 3, !2558, !DIExpression(), !2619)
    #dbg_value(i64 4, !2558, !DIExpression(), !2619)
    #dbg_value(i64 5, !2558, !DIExpression(), !2619)
    #dbg_value(i64 6, !2558, !DIExpression(), !2619)
    #dbg_value(i64 7, !2558, !DIExpression(), !2619)
    #dbg_value(i64 8, !2558, !DIExpression(), !2619)
  store <8 x i8> <i8 85, i8 110, i8 107, i8 110, i8 111, i8 119, i8 110, i8 32>, ptr @pancam_errbuf, align 16, !dbg !2622, !tbaa !365
    #dbg_value(i64 9, !2558, !DIExpression(), !2619)
    #dbg_value(i64 10, !2558, !DIExpression(), !2619)
    #dbg_value(i64 11, !2558, !DIExpression(), !2619)
    #dbg_value(i64 12, !2558, !DIExpression(), !2619)
  store <4 x i8> <i8 101, i8 114, i8 114, i8 111>, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i64 8), align 8, !dbg !2622, !tbaa !365
    #dbg_value(i64 13, !2558, !DIExpression(), !2619)
  store i8 114, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i64 12), align 4, !dbg !2622, !tbaa !365
    #dbg_value(i64 14, !2558, !DIExpression(), !2619)
  store i8 32, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i64 13), align 1, !dbg !2622, !tbaa !365
  %17 = icmp slt i32 %14, 0, !dbg !2623
  %18 = tail call i32 @llvm.abs.i32(i32 %14, i1 false), !dbg !2624
    #dbg_value(i32 %18, !2559, !DIExpression(), !2619)
  br i1 %17, label %23, label %24, !dbg !2625

19:                                               ; preds = %12
  %20 = zext nneg i32 %14 to i64, !dbg !2626
  %21 = getelementptr inbounds [36 x ptr], ptr @pancam_errlist, i64 0, i64 %20, !dbg !2626
  %22 = load ptr, ptr %21, align 8, !dbg !2626, !tbaa !317
  br label %107, !dbg !2627

23:                                               ; preds = %16
    #dbg_value(i32 15, !2558, !DIExpression(), !2619)
  store i8 45, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i64 14), align 2, !dbg !2628, !tbaa !365
  br label %24, !dbg !2629

24:                                               ; preds = %23, %16
  %25 = phi i32 [ 15, %23 ], [ 14, %16 ], !dbg !2619
    #dbg_value(i32 %25, !2558, !DIExpression(), !2619)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #22, !dbg !2630
    #dbg_value(i32 0, !2561, !DIExpression(), !2619)
  br label %26, !dbg !2631

26:                                               ; preds = %26, %24
  %27 = phi i32 [ %31, %26 ], [ %25, %24 ]
  %28 = phi i32 [ %39, %26 ], [ 1, %24 ], !dbg !2619
  %29 = phi i64 [ %35, %26 ], [ 0, %24 ], !dbg !2619
  %30 = phi i32 [ %37, %26 ], [ %18, %24 ], !dbg !2619
  %31 = add i32 %27, 1, !dbg !2619
    #dbg_value(i64 %29, !2561, !DIExpression(), !2619)
    #dbg_value(i32 %30, !2559, !DIExpression(), !2619)
  %32 = urem i32 %30, 10, !dbg !2632
  %33 = trunc nuw nsw i32 %32 to i8, !dbg !2633
  %34 = or disjoint i8 %33, 48, !dbg !2633
  %35 = add nuw nsw i64 %29, 1, !dbg !2634
    #dbg_value(i64 %35, !2561, !DIExpression(), !2619)
  %36 = getelementptr inbounds [12 x i8], ptr %2, i64 0, i64 %29, !dbg !2635
  store i8 %34, ptr %36, align 1, !dbg !2636, !tbaa !365
  %37 = udiv i32 %30, 10, !dbg !2637
    #dbg_value(i32 %37, !2559, !DIExpression(), !2619)
  %38 = icmp ult i32 %30, 10, !dbg !2638
  %39 = add nuw i32 %28, 1, !dbg !2638
  br i1 %38, label %40, label %26, !dbg !2638, !llvm.loop !2639

40:                                               ; preds = %26
  %41 = sext i32 %28 to i64, !dbg !2641
  %42 = zext nneg i32 %25 to i64, !dbg !2641
  %43 = zext i32 %31 to i64, !dbg !2641
  %44 = sub nsw i64 %43, %42, !dbg !2641
  %45 = icmp ult i64 %44, 8, !dbg !2641
  br i1 %45, label %92, label %46, !dbg !2641

46:                                               ; preds = %40
  %47 = icmp ult i64 %44, 32, !dbg !2641
  br i1 %47, label %73, label %48, !dbg !2641

48:                                               ; preds = %46
  %49 = and i64 %44, -32, !dbg !2641
  br label %50, !dbg !2641

50:                                               ; preds = %50, %48
  %51 = phi i64 [ 0, %48 ], [ %64, %50 ]
  %52 = or disjoint i64 %51, %42, !dbg !2641
  %53 = xor i64 %51, -1, !dbg !2642
  %54 = add i64 %53, %41, !dbg !2642
  %55 = getelementptr inbounds [12 x i8], ptr %2, i64 0, i64 %54, !dbg !2643
  %56 = getelementptr inbounds i8, ptr %55, i64 -15, !dbg !2643
  %57 = getelementptr inbounds i8, ptr %55, i64 -31, !dbg !2643
  %58 = load <16 x i8>, ptr %56, align 1, !dbg !2643, !tbaa !365
  %59 = shufflevector <16 x i8> %58, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !2643
  %60 = load <16 x i8>, ptr %57, align 1, !dbg !2643, !tbaa !365
  %61 = shufflevector <16 x i8> %60, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !2643
  %62 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i64 0, i64 %52, !dbg !2644
  %63 = getelementptr inbounds i8, ptr %62, i64 16, !dbg !2645
  store <16 x i8> %59, ptr %62, align 1, !dbg !2645, !tbaa !365
  store <16 x i8> %61, ptr %63, align 1, !dbg !2645, !tbaa !365
  %64 = add nuw i64 %51, 32
  %65 = icmp eq i64 %64, %49
  br i1 %65, label %66, label %50, !llvm.loop !2646

66:                                               ; preds = %50
  %67 = icmp eq i64 %44, %49, !dbg !2641
  br i1 %67, label %104, label %68, !dbg !2641

68:                                               ; preds = %66
  %69 = sub nsw i64 %41, %49, !dbg !2641
  %70 = or disjoint i64 %49, %42, !dbg !2641
  %71 = and i64 %44, 24, !dbg !2641
  %72 = icmp eq i64 %71, 0, !dbg !2641
  br i1 %72, label %92, label %73, !dbg !2641

73:                                               ; preds = %46, %68
  %74 = phi i64 [ %49, %68 ], [ 0, %46 ]
  %75 = and i64 %44, -8, !dbg !2641
  %76 = add nsw i64 %75, %42, !dbg !2641
  %77 = sub nsw i64 %41, %75, !dbg !2641
  %78 = getelementptr i8, ptr %2, i64 -7, !dbg !2641
  br label %79, !dbg !2641

79:                                               ; preds = %79, %73
  %80 = phi i64 [ %74, %73 ], [ %88, %79 ]
  %81 = add i64 %80, %42, !dbg !2641
  %82 = xor i64 %80, -1, !dbg !2642
  %83 = add i64 %82, %41, !dbg !2642
  %84 = getelementptr [12 x i8], ptr %78, i64 0, i64 %83, !dbg !2643
  %85 = load <8 x i8>, ptr %84, align 1, !dbg !2643, !tbaa !365
  %86 = shufflevector <8 x i8> %85, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !2643
  %87 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i64 0, i64 %81, !dbg !2644
  store <8 x i8> %86, ptr %87, align 1, !dbg !2645, !tbaa !365
  %88 = add nuw i64 %80, 8
  %89 = icmp eq i64 %88, %75
  br i1 %89, label %90, label %79, !llvm.loop !2648

90:                                               ; preds = %79
  %91 = icmp eq i64 %44, %75, !dbg !2641
  br i1 %91, label %104, label %92, !dbg !2641

92:                                               ; preds = %90, %40, %68
  %93 = phi i64 [ %42, %40 ], [ %70, %68 ], [ %76, %90 ]
  %94 = phi i64 [ %41, %40 ], [ %69, %68 ], [ %77, %90 ]
  br label %95, !dbg !2641

95:                                               ; preds = %92, %95
  %96 = phi i64 [ %101, %95 ], [ %93, %92 ]
  %97 = phi i64 [ %98, %95 ], [ %94, %92 ]
    #dbg_value(i64 %97, !2561, !DIExpression(), !2619)
    #dbg_value(i64 %96, !2558, !DIExpression(), !2619)
  %98 = add nsw i64 %97, -1, !dbg !2642
    #dbg_value(i64 %98, !2561, !DIExpression(), !2619)
  %99 = getelementptr inbounds [12 x i8], ptr %2, i64 0, i64 %98, !dbg !2643
  %100 = load i8, ptr %99, align 1, !dbg !2643, !tbaa !365
  %101 = add nuw nsw i64 %96, 1, !dbg !2649
    #dbg_value(i64 %101, !2558, !DIExpression(), !2619)
  %102 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i64 0, i64 %96, !dbg !2644
  store i8 %100, ptr %102, align 1, !dbg !2645, !tbaa !365
  %103 = icmp eq i64 %101, %43, !dbg !2641
  br i1 %103, label %104, label %95, !dbg !2641, !llvm.loop !2650

104:                                              ; preds = %95, %90, %66
  %105 = sext i32 %31 to i64, !dbg !2651
  %106 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i64 0, i64 %105, !dbg !2651
  store i8 0, ptr %106, align 1, !dbg !2652, !tbaa !365
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #22, !dbg !2653
  br label %107

107:                                              ; preds = %19, %104
  %108 = phi ptr [ %22, %19 ], [ @pancam_errbuf, %104 ], !dbg !2619
  %109 = load ptr, ptr @stderr, align 8, !dbg !2654, !tbaa !317
  %110 = tail call i32 @fputs(ptr noundef %108, ptr noundef %109) #20, !dbg !2655
  %111 = load ptr, ptr @stderr, align 8, !dbg !2656, !tbaa !317
  %112 = tail call i32 @fputs(ptr noundef nonnull @.str.5, ptr noundef %111) #20, !dbg !2657
  ret void, !dbg !2658
}

declare !dbg !2659 i32 @fputs(ptr noundef, ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local range(i32 -1, 256) i32 @getchar() local_unnamed_addr #7 !dbg !2662 {
  %1 = load ptr, ptr @stdin, align 8, !dbg !2663, !tbaa !317
    #dbg_value(ptr %1, !2664, !DIExpression(), !2669)
  %2 = icmp eq ptr %1, null, !dbg !2671
  br i1 %2, label %11, label %3, !dbg !2673

3:                                                ; preds = %0
  %4 = load i32, ptr %1, align 4, !dbg !2674, !tbaa !2675
  %5 = icmp eq i32 %4, 0, !dbg !2677
  br i1 %5, label %6, label %11, !dbg !2678

6:                                                ; preds = %3
  %7 = tail call zeroext i1 @__VERIFIER_nondet_bool() #20, !dbg !2679
  br i1 %7, label %11, label %8, !dbg !2680

8:                                                ; preds = %6
  %9 = tail call signext i8 @__VERIFIER_nondet_char() #20, !dbg !2681
  %10 = zext i8 %9 to i32, !dbg !2682
  br label %11, !dbg !2683

11:                                               ; preds = %0, %3, %6, %8
  %12 = phi i32 [ %10, %8 ], [ -1, %6 ], [ -1, %3 ], [ -1, %0 ], !dbg !2669
  ret i32 %12, !dbg !2684
}

; Function Attrs: nounwind
define dso_local range(i32 -1, 256) i32 @getc(ptr noundef readonly %0) local_unnamed_addr #7 !dbg !2685 {
    #dbg_value(ptr %0, !2687, !DIExpression(), !2688)
    #dbg_value(ptr %0, !2664, !DIExpression(), !2689)
  %2 = icmp eq ptr %0, null, !dbg !2691
  br i1 %2, label %11, label %3, !dbg !2692

3:                                                ; preds = %1
  %4 = load i32, ptr %0, align 4, !dbg !2693, !tbaa !2675
  %5 = icmp eq i32 %4, 0, !dbg !2694
  br i1 %5, label %6, label %11, !dbg !2695

6:                                                ; preds = %3
  %7 = tail call zeroext i1 @__VERIFIER_nondet_bool() #20, !dbg !2696
  br i1 %7, label %11, label %8, !dbg !2697

8:                                                ; preds = %6
  %9 = tail call signext i8 @__VERIFIER_nondet_char() #20, !dbg !2698
  %10 = zext i8 %9 to i32, !dbg !2699
  br label %11, !dbg !2700

11:                                               ; preds = %1, %3, %6, %8
  %12 = phi i32 [ %10, %8 ], [ -1, %6 ], [ -1, %3 ], [ -1, %1 ], !dbg !2689
  ret i32 %12, !dbg !2701
}

; Function Attrs: nounwind
define dso_local range(i32 -1, 256) i32 @fgetc(ptr noundef readonly %0) local_unnamed_addr #7 !dbg !2702 {
    #dbg_value(ptr %0, !2704, !DIExpression(), !2705)
    #dbg_value(ptr %0, !2664, !DIExpression(), !2706)
  %2 = icmp eq ptr %0, null, !dbg !2708
  br i1 %2, label %11, label %3, !dbg !2709

3:                                                ; preds = %1
  %4 = load i32, ptr %0, align 4, !dbg !2710, !tbaa !2675
  %5 = icmp eq i32 %4, 0, !dbg !2711
  br i1 %5, label %6, label %11, !dbg !2712

6:                                                ; preds = %3
  %7 = tail call zeroext i1 @__VERIFIER_nondet_bool() #20, !dbg !2713
  br i1 %7, label %11, label %8, !dbg !2714

8:                                                ; preds = %6
  %9 = tail call signext i8 @__VERIFIER_nondet_char() #20, !dbg !2715
  %10 = zext i8 %9 to i32, !dbg !2716
  br label %11, !dbg !2717

11:                                               ; preds = %1, %3, %6, %8
  %12 = phi i32 [ %10, %8 ], [ -1, %6 ], [ -1, %3 ], [ -1, %1 ], !dbg !2706
  ret i32 %12, !dbg !2718
}

; Function Attrs: nounwind
define dso_local i32 @vscanf(ptr nocapture noundef readonly %0, ptr nocapture noundef %1) #7 !dbg !2719 {
    #dbg_value(ptr %0, !2730, !DIExpression(), !2732)
    #dbg_value(ptr %1, !2731, !DIExpression(), !2732)
  %3 = tail call fastcc i32 @pancam_vscanf(ptr noundef %0, ptr noundef %1) #23, !dbg !2733
  ret i32 %3, !dbg !2734
}

; Function Attrs: nounwind
define internal fastcc i32 @pancam_vscanf(ptr nocapture noundef readonly %0, ptr nocapture noundef %1) unnamed_addr #7 !dbg !2735 {
    #dbg_value(ptr %0, !2737, !DIExpression(), !2752)
    #dbg_value(ptr %1, !2738, !DIExpression(), !2752)
    #dbg_value(i32 0, !2739, !DIExpression(), !2752)
    #dbg_value(i32 0, !2740, !DIExpression(), !2752)
  %3 = load i8, ptr %0, align 1, !dbg !2753, !tbaa !365
  %4 = icmp eq i8 %3, 0, !dbg !2754
  br i1 %4, label %165, label %5, !dbg !2754

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %1, i64 8
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  br label %8, !dbg !2754

8:                                                ; preds = %5, %160
  %9 = phi i8 [ %3, %5 ], [ %163, %160 ]
  %10 = phi ptr [ %0, %5 ], [ %89, %160 ]
  %11 = phi i32 [ 0, %5 ], [ %162, %160 ]
  %12 = phi i32 [ 0, %5 ], [ %161, %160 ]
    #dbg_value(ptr %10, !2737, !DIExpression(), !2752)
    #dbg_value(i32 %11, !2739, !DIExpression(), !2752)
    #dbg_value(i32 %12, !2740, !DIExpression(), !2752)
  br label %13, !dbg !2754

13:                                               ; preds = %8, %23
  %14 = phi i8 [ %9, %8 ], [ %25, %23 ]
  %15 = phi ptr [ %10, %8 ], [ %24, %23 ]
    #dbg_value(ptr %15, !2737, !DIExpression(), !2752)
  %16 = zext i8 %14 to i64, !dbg !2755
    #dbg_value(i64 %16, !1029, !DIExpression(), !2759)
    #dbg_value(i64 %16, !993, !DIExpression(), !2760)
  %17 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %16, !dbg !2755
  %18 = load i16, ptr %17, align 2, !dbg !2755, !tbaa !1000
  %19 = and i16 %18, 8192, !dbg !2761
  %20 = icmp eq i16 %19, 0, !dbg !2762
  br i1 %20, label %27, label %21, !dbg !2763

21:                                               ; preds = %13
  %22 = getelementptr inbounds i8, ptr %15, i64 1, !dbg !2764
    #dbg_value(ptr %22, !2737, !DIExpression(), !2752)
  br label %23, !dbg !2766

23:                                               ; preds = %21, %33
  %24 = phi ptr [ %22, %21 ], [ %35, %33 ]
    #dbg_value(ptr %24, !2737, !DIExpression(), !2752)
    #dbg_value(i32 %11, !2739, !DIExpression(), !2752)
    #dbg_value(i32 %12, !2740, !DIExpression(), !2752)
  %25 = load i8, ptr %24, align 1, !dbg !2753, !tbaa !365
  %26 = icmp eq i8 %25, 0, !dbg !2754
  br i1 %26, label %165, label %13, !dbg !2754, !llvm.loop !2767

27:                                               ; preds = %13
  %28 = icmp eq i8 %14, 37, !dbg !2769
  br i1 %28, label %29, label %33, !dbg !2771

29:                                               ; preds = %27
  %30 = getelementptr inbounds i8, ptr %15, i64 1, !dbg !2772
  %31 = load i8, ptr %30, align 1, !dbg !2772, !tbaa !365
  %32 = icmp eq i8 %31, 37, !dbg !2773
  br i1 %32, label %33, label %42, !dbg !2774

33:                                               ; preds = %29, %27
  %34 = phi i64 [ 2, %29 ], [ 1, %27 ], !dbg !2775
  %35 = getelementptr inbounds i8, ptr %15, i64 %34, !dbg !2775
    #dbg_value(ptr %35, !2737, !DIExpression(), !2752)
  %36 = tail call zeroext i1 @__VERIFIER_nondet_bool() #20, !dbg !2777
  br i1 %36, label %37, label %23, !dbg !2782

37:                                               ; preds = %33
  %38 = tail call zeroext i1 @__VERIFIER_nondet_bool() #20, !dbg !2783
    #dbg_value(i32 poison, !2741, !DIExpression(), !2752)
  %39 = icmp eq i32 %12, 0
  %40 = select i1 %38, i1 %39, i1 false, !dbg !2784
  %41 = select i1 %40, i32 -1, i32 %11, !dbg !2784
  br label %165, !dbg !2785

42:                                               ; preds = %29
    #dbg_value(ptr %15, !2737, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !2752)
  %43 = icmp eq i8 %31, 42, !dbg !2786
    #dbg_value(i1 %43, !2742, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2787)
  %44 = select i1 %43, i64 2, i64 1, !dbg !2788
  %45 = getelementptr inbounds i8, ptr %15, i64 %44, !dbg !2788
    #dbg_value(ptr %45, !2737, !DIExpression(), !2752)
    #dbg_value(i32 0, !2744, !DIExpression(), !2787)
  %46 = load i8, ptr %45, align 1, !dbg !2789, !tbaa !365
  %47 = add i8 %46, -48, !dbg !2790
  %48 = icmp ult i8 %47, 10, !dbg !2790
  br i1 %48, label %49, label %61, !dbg !2790

49:                                               ; preds = %42, %49
  %50 = phi i8 [ %58, %49 ], [ %46, %42 ]
  %51 = phi ptr [ %54, %49 ], [ %45, %42 ]
  %52 = phi i32 [ %57, %49 ], [ 0, %42 ]
    #dbg_value(ptr %51, !2737, !DIExpression(), !2752)
    #dbg_value(i32 %52, !2744, !DIExpression(), !2787)
  %53 = mul i32 %52, 10, !dbg !2791
  %54 = getelementptr inbounds i8, ptr %51, i64 1, !dbg !2792
    #dbg_value(ptr %54, !2737, !DIExpression(), !2752)
  %55 = add nsw i8 %50, -48, !dbg !2793
  %56 = zext nneg i8 %55 to i32, !dbg !2793
  %57 = add i32 %53, %56, !dbg !2794
    #dbg_value(i32 %57, !2744, !DIExpression(), !2787)
  %58 = load i8, ptr %54, align 1, !dbg !2789, !tbaa !365
  %59 = add i8 %58, -48, !dbg !2790
  %60 = icmp ult i8 %59, 10, !dbg !2790
  br i1 %60, label %49, label %61, !dbg !2790, !llvm.loop !2795

61:                                               ; preds = %49, %42
  %62 = phi i32 [ 0, %42 ], [ %57, %49 ], !dbg !2787
  %63 = phi ptr [ %45, %42 ], [ %54, %49 ], !dbg !2787
  %64 = phi i8 [ %46, %42 ], [ %58, %49 ], !dbg !2789
    #dbg_value(i32 0, !2745, !DIExpression(), !2787)
  switch i8 %64, label %83 [
    i8 104, label %65
    i8 108, label %71
    i8 76, label %78
    i8 113, label %78
    i8 106, label %78
    i8 122, label %77
    i8 116, label %77
  ], !dbg !2798

65:                                               ; preds = %61
  %66 = getelementptr inbounds i8, ptr %63, i64 1, !dbg !2799
  %67 = load i8, ptr %66, align 1, !dbg !2799, !tbaa !365
  %68 = icmp eq i8 %67, 104, !dbg !2802
  %69 = select i1 %68, i32 -2, i32 -1, !dbg !2799
    #dbg_value(i32 %69, !2745, !DIExpression(), !2787)
  %70 = select i1 %68, i64 2, i64 1, !dbg !2803
    #dbg_value(ptr %81, !2737, !DIExpression(), !2752)
  br label %78, !dbg !2804

71:                                               ; preds = %61
  %72 = getelementptr inbounds i8, ptr %63, i64 1, !dbg !2805
  %73 = load i8, ptr %72, align 1, !dbg !2805, !tbaa !365
  %74 = icmp eq i8 %73, 108, !dbg !2808
  %75 = select i1 %74, i32 2, i32 1, !dbg !2805
    #dbg_value(i32 %75, !2745, !DIExpression(), !2787)
  %76 = zext nneg i32 %75 to i64, !dbg !2809
    #dbg_value(ptr %81, !2737, !DIExpression(), !2752)
  br label %78, !dbg !2810

77:                                               ; preds = %61, %61
    #dbg_value(i32 3, !2745, !DIExpression(), !2787)
    #dbg_value(ptr %81, !2737, !DIExpression(), !2752)
  br label %78, !dbg !2811

78:                                               ; preds = %61, %61, %61, %65, %77, %71
  %79 = phi i64 [ %70, %65 ], [ 1, %77 ], [ %76, %71 ], [ 1, %61 ], [ 1, %61 ], [ 1, %61 ]
  %80 = phi i32 [ %69, %65 ], [ 3, %77 ], [ %75, %71 ], [ 2, %61 ], [ 2, %61 ], [ 2, %61 ]
  %81 = getelementptr inbounds i8, ptr %63, i64 %79, !dbg !2815
  %82 = load i8, ptr %81, align 1, !dbg !2816, !tbaa !365
  br label %83, !dbg !2816

83:                                               ; preds = %78, %61
  %84 = phi i8 [ %82, %78 ], [ %64, %61 ], !dbg !2816
  %85 = phi i32 [ %80, %78 ], [ 0, %61 ], !dbg !2787
  %86 = phi ptr [ %81, %78 ], [ %63, %61 ], !dbg !2787
    #dbg_value(ptr %86, !2737, !DIExpression(), !2752)
    #dbg_value(i32 %85, !2745, !DIExpression(), !2787)
    #dbg_value(i8 %84, !2746, !DIExpression(), !2787)
  %87 = icmp eq i8 %84, 0, !dbg !2817
  br i1 %87, label %165, label %88, !dbg !2819

88:                                               ; preds = %83
  %89 = getelementptr inbounds i8, ptr %86, i64 1, !dbg !2820
    #dbg_value(ptr %89, !2737, !DIExpression(), !2752)
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
  ], !dbg !2821

90:                                               ; preds = %88
  br i1 %43, label %160, label %91, !dbg !2822, !llvm.loop !2767

91:                                               ; preds = %90
  %92 = tail call i32 @__VERIFIER_nondet_int() #20, !dbg !2825
  %93 = load i32, ptr %1, align 8, !dbg !2827
  %94 = icmp ult i32 %93, 41, !dbg !2827
  br i1 %94, label %95, label %100, !dbg !2827

95:                                               ; preds = %91
  %96 = load ptr, ptr %7, align 8, !dbg !2827
  %97 = zext nneg i32 %93 to i64, !dbg !2827
  %98 = getelementptr i8, ptr %96, i64 %97, !dbg !2827
  %99 = add nuw nsw i32 %93, 8, !dbg !2827
  store i32 %99, ptr %1, align 8, !dbg !2827
  br label %103, !dbg !2827

100:                                              ; preds = %91
  %101 = load ptr, ptr %6, align 8, !dbg !2827
  %102 = getelementptr i8, ptr %101, i64 8, !dbg !2827
  store ptr %102, ptr %6, align 8, !dbg !2827
  br label %103, !dbg !2827

103:                                              ; preds = %100, %95
  %104 = phi ptr [ %98, %95 ], [ %101, %100 ], !dbg !2827
  %105 = load ptr, ptr %104, align 8, !dbg !2827, !tbaa !317
  store i32 %92, ptr %105, align 4, !dbg !2828, !tbaa !308
  br label %160, !dbg !2829, !llvm.loop !2767

106:                                              ; preds = %88
  tail call void @__pancam_scanf_unsupported_conversion() #20, !dbg !2830
  br label %165, !dbg !2833

107:                                              ; preds = %88, %88, %88, %88, %88, %88, %88, %88, %88, %88, %88, %88, %88, %88, %88
  %108 = tail call zeroext i1 @__VERIFIER_nondet_bool() #20, !dbg !2834
  br i1 %108, label %109, label %114, !dbg !2837

109:                                              ; preds = %107
  %110 = tail call zeroext i1 @__VERIFIER_nondet_bool() #20, !dbg !2838
    #dbg_value(i32 poison, !2741, !DIExpression(), !2752)
  %111 = icmp eq i32 %12, 0
  %112 = select i1 %110, i1 %111, i1 false, !dbg !2839
  %113 = select i1 %112, i32 -1, i32 %11, !dbg !2839
  br label %165, !dbg !2840

114:                                              ; preds = %107
    #dbg_value(i32 1, !2740, !DIExpression(), !2752)
  br i1 %43, label %160, label %115, !dbg !2841, !llvm.loop !2767

115:                                              ; preds = %114
  %116 = load i32, ptr %1, align 8, !dbg !2842
  %117 = icmp ult i32 %116, 41, !dbg !2842
  br i1 %117, label %118, label %123, !dbg !2842

118:                                              ; preds = %115
  %119 = load ptr, ptr %7, align 8, !dbg !2842
  %120 = zext nneg i32 %116 to i64, !dbg !2842
  %121 = getelementptr i8, ptr %119, i64 %120, !dbg !2842
  %122 = add nuw nsw i32 %116, 8, !dbg !2842
  store i32 %122, ptr %1, align 8, !dbg !2842
  br label %126, !dbg !2842

123:                                              ; preds = %115
  %124 = load ptr, ptr %6, align 8, !dbg !2842
  %125 = getelementptr i8, ptr %124, i64 8, !dbg !2842
  store ptr %125, ptr %6, align 8, !dbg !2842
  br label %126, !dbg !2842

126:                                              ; preds = %123, %118
  %127 = phi ptr [ %121, %118 ], [ %124, %123 ], !dbg !2842
  %128 = load ptr, ptr %127, align 8, !dbg !2842, !tbaa !317
    #dbg_value(ptr %128, !2747, !DIExpression(), !2787)
  switch i8 %84, label %150 [
    i8 99, label %129
    i8 120, label %138
    i8 117, label %138
    i8 111, label %138
    i8 105, label %138
    i8 100, label %138
    i8 88, label %138
  ], !dbg !2843

129:                                              ; preds = %126
    #dbg_value(i32 0, !2748, !DIExpression(), !2844)
  %130 = tail call i32 @llvm.umax.i32(i32 %62, i32 1), !dbg !2845
  %131 = zext i32 %130 to i64, !dbg !2846
  br label %132, !dbg !2845

132:                                              ; preds = %129, %132
  %133 = phi i64 [ 0, %129 ], [ %136, %132 ]
    #dbg_value(i64 %133, !2748, !DIExpression(), !2844)
  %134 = tail call signext i8 @__VERIFIER_nondet_char() #20, !dbg !2848
  %135 = getelementptr inbounds i8, ptr %128, i64 %133, !dbg !2849
  store i8 %134, ptr %135, align 1, !dbg !2850, !tbaa !365
  %136 = add nuw nsw i64 %133, 1, !dbg !2851
    #dbg_value(i64 %136, !2748, !DIExpression(), !2844)
  %137 = icmp eq i64 %136, %131, !dbg !2846
  br i1 %137, label %158, label %132, !dbg !2845, !llvm.loop !2852

138:                                              ; preds = %126, %126, %126, %126, %126, %126
  switch i32 %85, label %148 [
    i32 -2, label %139
    i32 -1, label %141
    i32 0, label %144
    i32 2, label %146
  ], !dbg !2854

139:                                              ; preds = %138
  %140 = tail call signext i8 @__VERIFIER_nondet_char() #20, !dbg !2857
  store i8 %140, ptr %128, align 1, !dbg !2859, !tbaa !365
  br label %158, !dbg !2860

141:                                              ; preds = %138
  %142 = tail call i32 @__VERIFIER_nondet_int() #20, !dbg !2861
  %143 = trunc i32 %142 to i16, !dbg !2863
  store i16 %143, ptr %128, align 2, !dbg !2864, !tbaa !1000
  br label %158, !dbg !2865

144:                                              ; preds = %138
  %145 = tail call i32 @__VERIFIER_nondet_int() #20, !dbg !2866
  store i32 %145, ptr %128, align 4, !dbg !2868, !tbaa !308
  br label %158, !dbg !2869

146:                                              ; preds = %138
  %147 = tail call i64 @__VERIFIER_nondet_longlong() #20, !dbg !2870
  store i64 %147, ptr %128, align 8, !dbg !2872, !tbaa !2873
  br label %158, !dbg !2875

148:                                              ; preds = %138
  %149 = tail call i64 @__VERIFIER_nondet_long() #20, !dbg !2876
  store i64 %149, ptr %128, align 8, !dbg !2877, !tbaa !2496
  br label %158

150:                                              ; preds = %126
  switch i32 %85, label %156 [
    i32 0, label %151
    i32 2, label %153
  ], !dbg !2878

151:                                              ; preds = %150
  %152 = tail call float @__VERIFIER_nondet_float() #20, !dbg !2879
  store float %152, ptr %128, align 4, !dbg !2882, !tbaa !2883
  br label %158, !dbg !2885

153:                                              ; preds = %150
  %154 = tail call double @__VERIFIER_nondet_double() #20, !dbg !2886
  %155 = fpext double %154 to x86_fp80, !dbg !2886
  store x86_fp80 %155, ptr %128, align 16, !dbg !2889, !tbaa !2890
  br label %158, !dbg !2892

156:                                              ; preds = %150
  %157 = tail call double @__VERIFIER_nondet_double() #20, !dbg !2893
  store double %157, ptr %128, align 8, !dbg !2895, !tbaa !2896
  br label %158

158:                                              ; preds = %132, %141, %146, %148, %144, %139, %153, %156, %151
  %159 = add nsw i32 %11, 1, !dbg !2898
    #dbg_value(i32 %159, !2739, !DIExpression(), !2752)
  br label %160, !dbg !2768

160:                                              ; preds = %114, %90, %103, %158
  %161 = phi i32 [ 1, %158 ], [ %12, %103 ], [ %12, %90 ], [ 1, %114 ], !dbg !2752
  %162 = phi i32 [ %159, %158 ], [ %11, %103 ], [ %11, %90 ], [ %11, %114 ], !dbg !2752
    #dbg_value(ptr %89, !2737, !DIExpression(), !2752)
    #dbg_value(i32 %162, !2739, !DIExpression(), !2752)
    #dbg_value(i32 %161, !2740, !DIExpression(), !2752)
  %163 = load i8, ptr %89, align 1, !dbg !2753, !tbaa !365
  %164 = icmp eq i8 %163, 0, !dbg !2754
  br i1 %164, label %165, label %8, !dbg !2754

165:                                              ; preds = %160, %83, %23, %2, %109, %106, %37
  %166 = phi i32 [ %41, %37 ], [ %113, %109 ], [ %11, %106 ], [ 0, %2 ], [ %11, %23 ], [ %162, %160 ], [ %11, %83 ]
  ret i32 %166, !dbg !2899
}

; Function Attrs: nounwind
define dso_local i32 @scanf(ptr nocapture noundef readonly %0, ...) #7 !dbg !2900 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !2911
    #dbg_assign(i1 undef, !2905, !DIExpression(), !2911, ptr %2, !DIExpression(), !2912)
    #dbg_value(ptr %0, !2904, !DIExpression(), !2912)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #22, !dbg !2913
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !2914
  %3 = call fastcc i32 @pancam_vscanf(ptr noundef %0, ptr noundef nonnull %2) #23, !dbg !2915
    #dbg_value(i32 %3, !2910, !DIExpression(), !2912)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !2916
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #22, !dbg !2917
  ret i32 %3, !dbg !2918
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #18

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #18

; Function Attrs: nounwind
define dso_local i32 @fscanf(ptr noundef readonly %0, ptr nocapture noundef readonly %1, ...) #7 !dbg !2919 {
  %3 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !2927
    #dbg_assign(i1 undef, !2925, !DIExpression(), !2927, ptr %3, !DIExpression(), !2928)
    #dbg_value(ptr %0, !2923, !DIExpression(), !2928)
    #dbg_value(ptr %1, !2924, !DIExpression(), !2928)
  %4 = icmp eq ptr %0, null, !dbg !2929
  br i1 %4, label %10, label %5, !dbg !2931

5:                                                ; preds = %2
  %6 = load i32, ptr %0, align 4, !dbg !2932, !tbaa !2675
  %7 = icmp eq i32 %6, 0, !dbg !2933
  br i1 %7, label %8, label %10, !dbg !2934

8:                                                ; preds = %5
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #22, !dbg !2935
  call void @llvm.va_start.p0(ptr nonnull %3), !dbg !2936
  %9 = call fastcc i32 @pancam_vscanf(ptr noundef %1, ptr noundef nonnull %3) #23, !dbg !2937
    #dbg_value(i32 %9, !2926, !DIExpression(), !2928)
  call void @llvm.va_end.p0(ptr nonnull %3), !dbg !2938
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #22, !dbg !2939
  br label %10

10:                                               ; preds = %2, %5, %8
  %11 = phi i32 [ %9, %8 ], [ -1, %5 ], [ -1, %2 ], !dbg !2928
  ret i32 %11, !dbg !2939
}

; Function Attrs: noreturn
declare !dbg !2940 void @__pancam_misuse(ptr noundef) local_unnamed_addr #5

declare !dbg !2941 signext i8 @__VERIFIER_nondet_char() local_unnamed_addr #8

declare !dbg !2944 i32 @__VERIFIER_nondet_int() local_unnamed_addr #8

declare !dbg !2945 void @__pancam_scanf_unsupported_conversion() local_unnamed_addr #8

declare !dbg !2946 i64 @__VERIFIER_nondet_longlong() local_unnamed_addr #8

declare !dbg !2949 i64 @__VERIFIER_nondet_long() local_unnamed_addr #8

declare !dbg !2950 float @__VERIFIER_nondet_float() local_unnamed_addr #8

declare !dbg !2953 double @__VERIFIER_nondet_double() local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #19

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #19

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #19

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
attributes #15 = { mustprogress nofree norecurse nosync nounwind willreturn memory(write, inaccessiblemem: none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { nofree norecurse nosync nounwind memory(write, argmem: none, inaccessiblemem: none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #19 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #20 = { nobuiltin nounwind "no-builtins" }
attributes #21 = { nobuiltin noreturn nounwind "no-builtins" }
attributes #22 = { nounwind }
attributes #23 = { nobuiltin "no-builtins" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!289, !290, !291, !292, !293, !294}

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
!32 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pancam_thrd_start", file: !3, line: 684, size: 128, elements: !33)
!33 = !{!34, !38}
!34 = !DIDerivedType(tag: DW_TAG_member, name: "func", scope: !32, file: !3, line: 685, baseType: !35, size: 64)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!36 = !DISubroutineType(types: !37)
!37 = !{!23, !17}
!38 = !DIDerivedType(tag: DW_TAG_member, name: "arg", scope: !32, file: !3, line: 686, baseType: !17, size: 64, offset: 64)
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
!50 = !{!51, !57, !59, !61, !69, !74, !76, !81, !86, !91, !96, !101, !0, !106, !114, !116, !121, !123, !125, !127, !132, !138, !141, !143, !146, !148, !150, !152, !157, !162, !165, !167, !172, !177, !182, !187, !189, !194, !196, !201, !206, !211, !213, !218, !220, !222, !227, !232, !234, !236, !238, !240, !242, !244, !249, !254, !256, !259, !261, !263, !265, !270, !272, !274, !276, !278, !280, !282}
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
!108 = !DICompositeType(tag: DW_TAG_array_type, baseType: !109, size: 2048, elements: !112)
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !110, size: 64)
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
!134 = !DICompositeType(tag: DW_TAG_array_type, baseType: !135, size: 4096, elements: !130)
!135 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !136, size: 64)
!136 = !DISubroutineType(types: !137)
!137 = !{null, !17}
!138 = !DIGlobalVariableExpression(var: !139, expr: !DIExpression())
!139 = distinct !DIGlobalVariable(name: "key_value", scope: !2, file: !3, line: 571, type: !140, isLocal: true, isDefinition: true)
!140 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 4096, elements: !130)
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
!155 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !156, size: 64)
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
!284 = !DICompositeType(tag: DW_TAG_array_type, baseType: !285, size: 2304, elements: !286)
!285 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!286 = !{!287}
!287 = !DISubrange(count: 36)
!288 = !DIGlobalVariableExpression(var: !126, expr: !DIExpression(DW_OP_deref_size, 1, DW_OP_constu, 1, DW_OP_mul, DW_OP_constu, 0, DW_OP_plus, DW_OP_stack_value))
!289 = !{i32 7, !"Dwarf Version", i32 5}
!290 = !{i32 2, !"Debug Info Version", i32 3}
!291 = !{i32 1, !"wchar_size", i32 4}
!292 = !{i32 8, !"PIC Level", i32 2}
!293 = !{i32 7, !"PIE Level", i32 2}
!294 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!295 = distinct !DISubprogram(name: "__errno_location", scope: !3, file: !3, line: 35, type: !296, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!296 = !DISubroutineType(types: !297)
!297 = !{!39}
!298 = !DILocation(line: 35, column: 39, scope: !295)
!299 = !DILocation(line: 35, column: 31, scope: !295)
!300 = distinct !DISubprogram(name: "atexit", scope: !3, file: !3, line: 59, type: !301, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !303)
!301 = !DISubroutineType(types: !302)
!302 = !{!23, !109}
!303 = !{!304}
!304 = !DILocalVariable(name: "f", arg: 1, scope: !300, file: !3, line: 59, type: !109)
!305 = !DILocation(line: 0, scope: !300)
!306 = !DILocation(line: 60, column: 7, scope: !307)
!307 = distinct !DILexicalBlock(scope: !300, file: !3, line: 60, column: 7)
!308 = !{!309, !309, i64 0}
!309 = !{!"int", !310, i64 0}
!310 = !{!"omnipotent char", !311, i64 0}
!311 = !{!"Simple C/C++ TBAA"}
!312 = !DILocation(line: 60, column: 16, scope: !307)
!313 = !DILocation(line: 60, column: 7, scope: !300)
!314 = !DILocation(line: 62, column: 22, scope: !300)
!315 = !DILocation(line: 62, column: 3, scope: !300)
!316 = !DILocation(line: 62, column: 26, scope: !300)
!317 = !{!318, !318, i64 0}
!318 = !{!"any pointer", !310, i64 0}
!319 = !DILocation(line: 63, column: 3, scope: !300)
!320 = !DILocation(line: 64, column: 1, scope: !300)
!321 = distinct !DISubprogram(name: "exit", scope: !3, file: !3, line: 66, type: !322, scopeLine: 66, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !324)
!322 = !DISubroutineType(types: !323)
!323 = !{null, !23}
!324 = !{!325, !326}
!325 = !DILocalVariable(name: "code", arg: 1, scope: !321, file: !3, line: 66, type: !23)
!326 = !DILocalVariable(name: "f", scope: !327, file: !3, line: 68, type: !109)
!327 = distinct !DILexicalBlock(scope: !321, file: !3, line: 67, column: 24)
!328 = !DILocation(line: 0, scope: !321)
!329 = !DILocation(line: 67, column: 10, scope: !321)
!330 = !DILocation(line: 67, column: 19, scope: !321)
!331 = !DILocation(line: 67, column: 3, scope: !321)
!332 = !DILocation(line: 68, column: 34, scope: !327)
!333 = !DILocation(line: 68, column: 23, scope: !327)
!334 = !DILocation(line: 0, scope: !327)
!335 = !DILocation(line: 69, column: 5, scope: !327)
!336 = distinct !{!336, !331, !337, !338}
!337 = !DILocation(line: 70, column: 3, scope: !321)
!338 = !{!"llvm.loop.mustprogress"}
!339 = !DILocation(line: 71, column: 3, scope: !321)
!340 = !DISubprogram(name: "__pancam_exit", scope: !3, file: !3, line: 28, type: !322, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!341 = distinct !DISubprogram(name: "memcmp", scope: !3, file: !3, line: 76, type: !342, scopeLine: 76, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !347)
!342 = !DISubroutineType(types: !343)
!343 = !{!23, !344, !344, !346}
!344 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !345, size: 64)
!345 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!346 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !3, line: 17, baseType: !22)
!347 = !{!348, !349, !350, !351, !352, !353}
!348 = !DILocalVariable(name: "a", arg: 1, scope: !341, file: !3, line: 76, type: !344)
!349 = !DILocalVariable(name: "b", arg: 2, scope: !341, file: !3, line: 76, type: !344)
!350 = !DILocalVariable(name: "n", arg: 3, scope: !341, file: !3, line: 76, type: !346)
!351 = !DILocalVariable(name: "p", scope: !341, file: !3, line: 77, type: !18)
!352 = !DILocalVariable(name: "q", scope: !341, file: !3, line: 77, type: !18)
!353 = !DILocalVariable(name: "i", scope: !354, file: !3, line: 78, type: !346)
!354 = distinct !DILexicalBlock(scope: !341, file: !3, line: 78, column: 3)
!355 = !DILocation(line: 0, scope: !341)
!356 = !DILocation(line: 0, scope: !354)
!357 = !DILocation(line: 78, column: 24, scope: !358)
!358 = distinct !DILexicalBlock(scope: !354, file: !3, line: 78, column: 3)
!359 = !DILocation(line: 78, column: 3, scope: !354)
!360 = !DILocation(line: 78, column: 30, scope: !358)
!361 = distinct !{!361, !359, !362, !338}
!362 = !DILocation(line: 80, column: 33, scope: !354)
!363 = !DILocation(line: 79, column: 9, scope: !364)
!364 = distinct !DILexicalBlock(scope: !358, file: !3, line: 79, column: 9)
!365 = !{!310, !310, i64 0}
!366 = !DILocation(line: 79, column: 17, scope: !364)
!367 = !DILocation(line: 79, column: 14, scope: !364)
!368 = !DILocation(line: 79, column: 9, scope: !358)
!369 = !DILocation(line: 80, column: 19, scope: !364)
!370 = !DILocation(line: 80, column: 14, scope: !364)
!371 = !DILocation(line: 80, column: 7, scope: !364)
!372 = !DILocation(line: 82, column: 1, scope: !341)
!373 = distinct !DISubprogram(name: "bcmp", scope: !3, file: !3, line: 84, type: !342, scopeLine: 84, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !374)
!374 = !{!375, !376, !377}
!375 = !DILocalVariable(name: "a", arg: 1, scope: !373, file: !3, line: 84, type: !344)
!376 = !DILocalVariable(name: "b", arg: 2, scope: !373, file: !3, line: 84, type: !344)
!377 = !DILocalVariable(name: "n", arg: 3, scope: !373, file: !3, line: 84, type: !346)
!378 = !DILocation(line: 0, scope: !373)
!379 = !DILocation(line: 0, scope: !341, inlinedAt: !380)
!380 = distinct !DILocation(line: 84, column: 59, scope: !373)
!381 = !DILocation(line: 0, scope: !354, inlinedAt: !380)
!382 = !DILocation(line: 78, column: 24, scope: !358, inlinedAt: !380)
!383 = !DILocation(line: 78, column: 3, scope: !354, inlinedAt: !380)
!384 = !DILocation(line: 78, column: 30, scope: !358, inlinedAt: !380)
!385 = distinct !{!385, !383, !386, !338}
!386 = !DILocation(line: 80, column: 33, scope: !354, inlinedAt: !380)
!387 = !DILocation(line: 79, column: 9, scope: !364, inlinedAt: !380)
!388 = !DILocation(line: 79, column: 17, scope: !364, inlinedAt: !380)
!389 = !DILocation(line: 79, column: 14, scope: !364, inlinedAt: !380)
!390 = !DILocation(line: 79, column: 9, scope: !358, inlinedAt: !380)
!391 = !DILocation(line: 84, column: 52, scope: !373)
!392 = distinct !DISubprogram(name: "mempcpy", scope: !3, file: !3, line: 86, type: !393, scopeLine: 86, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !395)
!393 = !DISubroutineType(types: !394)
!394 = !{!17, !17, !344, !346}
!395 = !{!396, !397, !398}
!396 = !DILocalVariable(name: "d", arg: 1, scope: !392, file: !3, line: 86, type: !17)
!397 = !DILocalVariable(name: "s", arg: 2, scope: !392, file: !3, line: 86, type: !344)
!398 = !DILocalVariable(name: "n", arg: 3, scope: !392, file: !3, line: 86, type: !346)
!399 = !DILocation(line: 0, scope: !392)
!400 = !DILocation(line: 86, column: 66, scope: !392)
!401 = !DILocation(line: 86, column: 82, scope: !392)
!402 = !DILocation(line: 86, column: 51, scope: !392)
!403 = !DISubprogram(name: "memcpy", scope: !3, file: !3, line: 25, type: !393, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!404 = distinct !DISubprogram(name: "memrchr", scope: !3, file: !3, line: 88, type: !405, scopeLine: 88, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !407)
!405 = !DISubroutineType(types: !406)
!406 = !{!17, !344, !23, !346}
!407 = !{!408, !409, !410, !411}
!408 = !DILocalVariable(name: "s", arg: 1, scope: !404, file: !3, line: 88, type: !344)
!409 = !DILocalVariable(name: "c", arg: 2, scope: !404, file: !3, line: 88, type: !23)
!410 = !DILocalVariable(name: "n", arg: 3, scope: !404, file: !3, line: 88, type: !346)
!411 = !DILocalVariable(name: "p", scope: !404, file: !3, line: 89, type: !18)
!412 = !DILocation(line: 0, scope: !404)
!413 = !DILocation(line: 90, column: 3, scope: !404)
!414 = !DILocation(line: 90, column: 12, scope: !404)
!415 = !DILocation(line: 91, column: 6, scope: !416)
!416 = distinct !DILexicalBlock(scope: !404, file: !3, line: 90, column: 17)
!417 = !DILocation(line: 92, column: 9, scope: !418)
!418 = distinct !DILexicalBlock(scope: !416, file: !3, line: 92, column: 9)
!419 = !DILocation(line: 92, column: 14, scope: !418)
!420 = !DILocation(line: 92, column: 9, scope: !416)
!421 = distinct !{!421, !413, !422, !338}
!422 = !DILocation(line: 94, column: 3, scope: !404)
!423 = !DILocation(line: 96, column: 1, scope: !404)
!424 = distinct !DISubprogram(name: "memchr", scope: !3, file: !3, line: 98, type: !405, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !425)
!425 = !{!426, !427, !428, !429, !430}
!426 = !DILocalVariable(name: "s", arg: 1, scope: !424, file: !3, line: 98, type: !344)
!427 = !DILocalVariable(name: "c", arg: 2, scope: !424, file: !3, line: 98, type: !23)
!428 = !DILocalVariable(name: "n", arg: 3, scope: !424, file: !3, line: 98, type: !346)
!429 = !DILocalVariable(name: "p", scope: !424, file: !3, line: 99, type: !18)
!430 = !DILocalVariable(name: "i", scope: !431, file: !3, line: 100, type: !346)
!431 = distinct !DILexicalBlock(scope: !424, file: !3, line: 100, column: 3)
!432 = !DILocation(line: 0, scope: !424)
!433 = !DILocation(line: 0, scope: !431)
!434 = !DILocation(line: 100, column: 24, scope: !435)
!435 = distinct !DILexicalBlock(scope: !431, file: !3, line: 100, column: 3)
!436 = !DILocation(line: 100, column: 3, scope: !431)
!437 = !DILocation(line: 101, column: 9, scope: !438)
!438 = distinct !DILexicalBlock(scope: !435, file: !3, line: 101, column: 9)
!439 = !DILocation(line: 101, column: 14, scope: !438)
!440 = !DILocation(line: 101, column: 9, scope: !435)
!441 = !DILocation(line: 100, column: 30, scope: !435)
!442 = distinct !{!442, !436, !443, !338}
!443 = !DILocation(line: 102, column: 28, scope: !431)
!444 = !DILocation(line: 104, column: 1, scope: !424)
!445 = distinct !DISubprogram(name: "strnlen", scope: !3, file: !3, line: 106, type: !446, scopeLine: 106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !448)
!446 = !DISubroutineType(types: !447)
!447 = !{!346, !25, !346}
!448 = !{!449, !450, !451}
!449 = !DILocalVariable(name: "s", arg: 1, scope: !445, file: !3, line: 106, type: !25)
!450 = !DILocalVariable(name: "n", arg: 2, scope: !445, file: !3, line: 106, type: !346)
!451 = !DILocalVariable(name: "i", scope: !445, file: !3, line: 107, type: !346)
!452 = !DILocation(line: 0, scope: !445)
!453 = !DILocation(line: 108, column: 12, scope: !445)
!454 = !DILocation(line: 108, column: 16, scope: !445)
!455 = !DILocation(line: 108, column: 19, scope: !445)
!456 = !DILocation(line: 108, column: 3, scope: !445)
!457 = !DILocation(line: 109, column: 6, scope: !445)
!458 = distinct !{!458, !456, !457, !338}
!459 = !DILocation(line: 110, column: 3, scope: !445)
!460 = distinct !DISubprogram(name: "strcmp", scope: !3, file: !3, line: 113, type: !461, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !463)
!461 = !DISubroutineType(types: !462)
!462 = !{!23, !25, !25}
!463 = !{!464, !465, !466, !467}
!464 = !DILocalVariable(name: "a", arg: 1, scope: !460, file: !3, line: 113, type: !25)
!465 = !DILocalVariable(name: "b", arg: 2, scope: !460, file: !3, line: 113, type: !25)
!466 = !DILocalVariable(name: "p", scope: !460, file: !3, line: 114, type: !18)
!467 = !DILocalVariable(name: "q", scope: !460, file: !3, line: 114, type: !18)
!468 = !DILocation(line: 0, scope: !460)
!469 = !DILocation(line: 115, column: 10, scope: !460)
!470 = !DILocation(line: 115, column: 13, scope: !460)
!471 = !DILocation(line: 115, column: 22, scope: !460)
!472 = !DILocation(line: 115, column: 19, scope: !460)
!473 = !DILocation(line: 115, column: 3, scope: !460)
!474 = !DILocation(line: 116, column: 6, scope: !475)
!475 = distinct !DILexicalBlock(scope: !460, file: !3, line: 115, column: 26)
!476 = !DILocation(line: 117, column: 6, scope: !475)
!477 = distinct !{!477, !473, !478, !338}
!478 = !DILocation(line: 118, column: 3, scope: !460)
!479 = !DILocation(line: 119, column: 16, scope: !460)
!480 = !DILocation(line: 119, column: 14, scope: !460)
!481 = !DILocation(line: 119, column: 26, scope: !460)
!482 = !DILocation(line: 119, column: 20, scope: !460)
!483 = !DILocation(line: 119, column: 3, scope: !460)
!484 = distinct !DISubprogram(name: "strncmp", scope: !3, file: !3, line: 122, type: !485, scopeLine: 122, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !487)
!485 = !DISubroutineType(types: !486)
!486 = !{!23, !25, !25, !346}
!487 = !{!488, !489, !490, !491, !492, !493}
!488 = !DILocalVariable(name: "a", arg: 1, scope: !484, file: !3, line: 122, type: !25)
!489 = !DILocalVariable(name: "b", arg: 2, scope: !484, file: !3, line: 122, type: !25)
!490 = !DILocalVariable(name: "n", arg: 3, scope: !484, file: !3, line: 122, type: !346)
!491 = !DILocalVariable(name: "p", scope: !484, file: !3, line: 123, type: !18)
!492 = !DILocalVariable(name: "q", scope: !484, file: !3, line: 123, type: !18)
!493 = !DILocalVariable(name: "i", scope: !494, file: !3, line: 124, type: !346)
!494 = distinct !DILexicalBlock(scope: !484, file: !3, line: 124, column: 3)
!495 = !DILocation(line: 0, scope: !484)
!496 = !DILocation(line: 0, scope: !494)
!497 = !DILocation(line: 124, column: 24, scope: !498)
!498 = distinct !DILexicalBlock(scope: !494, file: !3, line: 124, column: 3)
!499 = !DILocation(line: 124, column: 3, scope: !494)
!500 = !DILocation(line: 125, column: 9, scope: !501)
!501 = distinct !DILexicalBlock(scope: !502, file: !3, line: 125, column: 9)
!502 = distinct !DILexicalBlock(scope: !498, file: !3, line: 124, column: 34)
!503 = !DILocation(line: 125, column: 17, scope: !501)
!504 = !DILocation(line: 125, column: 14, scope: !501)
!505 = !DILocation(line: 125, column: 9, scope: !502)
!506 = !DILocation(line: 126, column: 20, scope: !501)
!507 = !DILocation(line: 126, column: 36, scope: !501)
!508 = !DILocation(line: 126, column: 28, scope: !501)
!509 = !DILocation(line: 126, column: 7, scope: !501)
!510 = !DILocation(line: 127, column: 10, scope: !511)
!511 = distinct !DILexicalBlock(scope: !502, file: !3, line: 127, column: 9)
!512 = !DILocation(line: 127, column: 9, scope: !502)
!513 = distinct !{!513, !499, !514, !338}
!514 = !DILocation(line: 129, column: 3, scope: !494)
!515 = !DILocation(line: 131, column: 1, scope: !484)
!516 = distinct !DISubprogram(name: "strcpy", scope: !3, file: !3, line: 133, type: !64, scopeLine: 133, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !517)
!517 = !{!518, !519, !520}
!518 = !DILocalVariable(name: "d", arg: 1, scope: !516, file: !3, line: 133, type: !14)
!519 = !DILocalVariable(name: "s", arg: 2, scope: !516, file: !3, line: 133, type: !25)
!520 = !DILocalVariable(name: "r", scope: !516, file: !3, line: 134, type: !14)
!521 = !DILocation(line: 0, scope: !516)
!522 = !DILocation(line: 135, column: 3, scope: !516)
!523 = !DILocation(line: 135, column: 20, scope: !516)
!524 = !DILocation(line: 135, column: 18, scope: !516)
!525 = !DILocation(line: 135, column: 13, scope: !516)
!526 = !DILocation(line: 135, column: 16, scope: !516)
!527 = distinct !{!527, !522, !528, !338}
!528 = !DILocation(line: 136, column: 5, scope: !516)
!529 = !DILocation(line: 137, column: 3, scope: !516)
!530 = distinct !DISubprogram(name: "stpcpy", scope: !3, file: !3, line: 140, type: !64, scopeLine: 140, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !531)
!531 = !{!532, !533}
!532 = !DILocalVariable(name: "d", arg: 1, scope: !530, file: !3, line: 140, type: !14)
!533 = !DILocalVariable(name: "s", arg: 2, scope: !530, file: !3, line: 140, type: !25)
!534 = !DILocation(line: 0, scope: !530)
!535 = !DILocation(line: 141, column: 16, scope: !530)
!536 = !DILocation(line: 141, column: 14, scope: !530)
!537 = !DILocation(line: 141, column: 3, scope: !530)
!538 = !DILocation(line: 141, column: 18, scope: !530)
!539 = !DILocation(line: 142, column: 6, scope: !530)
!540 = distinct !{!540, !537, !539, !338}
!541 = !DILocation(line: 143, column: 3, scope: !530)
!542 = distinct !DISubprogram(name: "stpncpy", scope: !3, file: !3, line: 146, type: !543, scopeLine: 146, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !545)
!543 = !DISubroutineType(types: !544)
!544 = !{!14, !14, !25, !346}
!545 = !{!546, !547, !548, !549, !550}
!546 = !DILocalVariable(name: "d", arg: 1, scope: !542, file: !3, line: 146, type: !14)
!547 = !DILocalVariable(name: "s", arg: 2, scope: !542, file: !3, line: 146, type: !25)
!548 = !DILocalVariable(name: "n", arg: 3, scope: !542, file: !3, line: 146, type: !346)
!549 = !DILocalVariable(name: "i", scope: !542, file: !3, line: 147, type: !346)
!550 = !DILocalVariable(name: "end", scope: !542, file: !3, line: 150, type: !14)
!551 = !DILocation(line: 0, scope: !542)
!552 = !DILocation(line: 148, column: 12, scope: !553)
!553 = distinct !DILexicalBlock(scope: !554, file: !3, line: 148, column: 3)
!554 = distinct !DILexicalBlock(scope: !542, file: !3, line: 148, column: 3)
!555 = !DILocation(line: 148, column: 16, scope: !553)
!556 = !DILocation(line: 148, column: 19, scope: !553)
!557 = !DILocation(line: 148, column: 3, scope: !554)
!558 = !DILocation(line: 149, column: 5, scope: !553)
!559 = !DILocation(line: 149, column: 10, scope: !553)
!560 = !DILocation(line: 148, column: 26, scope: !553)
!561 = distinct !{!561, !557, !562, !338}
!562 = !DILocation(line: 149, column: 15, scope: !554)
!563 = !DILocation(line: 151, column: 12, scope: !564)
!564 = distinct !DILexicalBlock(scope: !565, file: !3, line: 151, column: 3)
!565 = distinct !DILexicalBlock(scope: !542, file: !3, line: 151, column: 3)
!566 = !DILocation(line: 151, column: 3, scope: !565)
!567 = !DILocation(line: 152, column: 5, scope: !564)
!568 = !DILocation(line: 152, column: 10, scope: !564)
!569 = distinct !{!569, !566, !570, !338, !571, !572}
!570 = !DILocation(line: 152, column: 12, scope: !565)
!571 = !{!"llvm.loop.isvectorized", i32 1}
!572 = !{!"llvm.loop.unroll.runtime.disable"}
!573 = distinct !{!573, !566, !570, !338, !571, !572}
!574 = !DILocation(line: 151, column: 18, scope: !564)
!575 = distinct !{!575, !566, !570, !338, !572, !571}
!576 = !DILocation(line: 150, column: 17, scope: !542)
!577 = !DILocation(line: 153, column: 3, scope: !542)
!578 = distinct !DISubprogram(name: "strchrnul", scope: !3, file: !3, line: 156, type: !579, scopeLine: 156, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !581)
!579 = !DISubroutineType(types: !580)
!580 = !{!14, !25, !23}
!581 = !{!582, !583}
!582 = !DILocalVariable(name: "s", arg: 1, scope: !578, file: !3, line: 156, type: !25)
!583 = !DILocalVariable(name: "c", arg: 2, scope: !578, file: !3, line: 156, type: !23)
!584 = !DILocation(line: 0, scope: !578)
!585 = !DILocation(line: 157, column: 10, scope: !578)
!586 = !DILocation(line: 157, column: 13, scope: !578)
!587 = !DILocation(line: 157, column: 19, scope: !578)
!588 = !DILocation(line: 157, column: 3, scope: !578)
!589 = !DILocation(line: 158, column: 6, scope: !578)
!590 = distinct !{!590, !588, !589, !338}
!591 = !DILocation(line: 159, column: 3, scope: !578)
!592 = distinct !DISubprogram(name: "strncpy", scope: !3, file: !3, line: 162, type: !543, scopeLine: 162, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !593)
!593 = !{!594, !595, !596, !597}
!594 = !DILocalVariable(name: "d", arg: 1, scope: !592, file: !3, line: 162, type: !14)
!595 = !DILocalVariable(name: "s", arg: 2, scope: !592, file: !3, line: 162, type: !25)
!596 = !DILocalVariable(name: "n", arg: 3, scope: !592, file: !3, line: 162, type: !346)
!597 = !DILocalVariable(name: "i", scope: !592, file: !3, line: 163, type: !346)
!598 = !DILocation(line: 0, scope: !592)
!599 = !DILocation(line: 164, column: 12, scope: !600)
!600 = distinct !DILexicalBlock(scope: !601, file: !3, line: 164, column: 3)
!601 = distinct !DILexicalBlock(scope: !592, file: !3, line: 164, column: 3)
!602 = !DILocation(line: 164, column: 16, scope: !600)
!603 = !DILocation(line: 164, column: 19, scope: !600)
!604 = !DILocation(line: 164, column: 3, scope: !601)
!605 = !DILocation(line: 165, column: 5, scope: !600)
!606 = !DILocation(line: 165, column: 10, scope: !600)
!607 = !DILocation(line: 164, column: 26, scope: !600)
!608 = distinct !{!608, !604, !609, !338}
!609 = !DILocation(line: 165, column: 15, scope: !601)
!610 = !DILocation(line: 166, column: 12, scope: !611)
!611 = distinct !DILexicalBlock(scope: !612, file: !3, line: 166, column: 3)
!612 = distinct !DILexicalBlock(scope: !592, file: !3, line: 166, column: 3)
!613 = !DILocation(line: 166, column: 3, scope: !612)
!614 = !DILocation(line: 167, column: 5, scope: !611)
!615 = !DILocation(line: 167, column: 10, scope: !611)
!616 = distinct !{!616, !613, !617, !338, !571, !572}
!617 = !DILocation(line: 167, column: 12, scope: !612)
!618 = distinct !{!618, !613, !617, !338, !571, !572}
!619 = !DILocation(line: 166, column: 18, scope: !611)
!620 = distinct !{!620, !613, !617, !338, !572, !571}
!621 = !DILocation(line: 168, column: 3, scope: !592)
!622 = distinct !DISubprogram(name: "strcat", scope: !3, file: !3, line: 171, type: !64, scopeLine: 171, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !623)
!623 = !{!624, !625}
!624 = !DILocalVariable(name: "d", arg: 1, scope: !622, file: !3, line: 171, type: !14)
!625 = !DILocalVariable(name: "s", arg: 2, scope: !622, file: !3, line: 171, type: !25)
!626 = !DILocation(line: 0, scope: !622)
!627 = !DILocation(line: 172, column: 14, scope: !622)
!628 = !DILocation(line: 172, column: 12, scope: !622)
!629 = !DILocation(line: 0, scope: !516, inlinedAt: !630)
!630 = distinct !DILocation(line: 172, column: 3, scope: !622)
!631 = !DILocation(line: 135, column: 3, scope: !516, inlinedAt: !630)
!632 = !DILocation(line: 135, column: 20, scope: !516, inlinedAt: !630)
!633 = !DILocation(line: 135, column: 18, scope: !516, inlinedAt: !630)
!634 = !DILocation(line: 135, column: 13, scope: !516, inlinedAt: !630)
!635 = !DILocation(line: 135, column: 16, scope: !516, inlinedAt: !630)
!636 = distinct !{!636, !631, !637, !338}
!637 = !DILocation(line: 136, column: 5, scope: !516, inlinedAt: !630)
!638 = !DILocation(line: 173, column: 3, scope: !622)
!639 = !DISubprogram(name: "strlen", scope: !3, file: !3, line: 27, type: !640, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!640 = !DISubroutineType(types: !641)
!641 = !{!346, !25}
!642 = distinct !DISubprogram(name: "strncat", scope: !3, file: !3, line: 176, type: !543, scopeLine: 176, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !643)
!643 = !{!644, !645, !646, !647, !648}
!644 = !DILocalVariable(name: "d", arg: 1, scope: !642, file: !3, line: 176, type: !14)
!645 = !DILocalVariable(name: "s", arg: 2, scope: !642, file: !3, line: 176, type: !25)
!646 = !DILocalVariable(name: "n", arg: 3, scope: !642, file: !3, line: 176, type: !346)
!647 = !DILocalVariable(name: "e", scope: !642, file: !3, line: 177, type: !14)
!648 = !DILocalVariable(name: "i", scope: !642, file: !3, line: 178, type: !346)
!649 = !DILocation(line: 0, scope: !642)
!650 = !DILocation(line: 177, column: 17, scope: !642)
!651 = !DILocation(line: 177, column: 15, scope: !642)
!652 = !DILocation(line: 179, column: 12, scope: !653)
!653 = distinct !DILexicalBlock(scope: !654, file: !3, line: 179, column: 3)
!654 = distinct !DILexicalBlock(scope: !642, file: !3, line: 179, column: 3)
!655 = !DILocation(line: 179, column: 16, scope: !653)
!656 = !DILocation(line: 179, column: 19, scope: !653)
!657 = !DILocation(line: 179, column: 3, scope: !654)
!658 = !DILocation(line: 180, column: 5, scope: !653)
!659 = !DILocation(line: 180, column: 10, scope: !653)
!660 = !DILocation(line: 179, column: 26, scope: !653)
!661 = distinct !{!661, !657, !662, !338}
!662 = !DILocation(line: 180, column: 15, scope: !654)
!663 = !DILocation(line: 181, column: 3, scope: !642)
!664 = !DILocation(line: 181, column: 8, scope: !642)
!665 = !DILocation(line: 182, column: 3, scope: !642)
!666 = distinct !DISubprogram(name: "strchr", scope: !3, file: !3, line: 185, type: !579, scopeLine: 185, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !667)
!667 = !{!668, !669}
!668 = !DILocalVariable(name: "s", arg: 1, scope: !666, file: !3, line: 185, type: !25)
!669 = !DILocalVariable(name: "c", arg: 2, scope: !666, file: !3, line: 185, type: !23)
!670 = !DILocation(line: 0, scope: !666)
!671 = !DILocation(line: 187, column: 9, scope: !672)
!672 = distinct !DILexicalBlock(scope: !673, file: !3, line: 187, column: 9)
!673 = distinct !DILexicalBlock(scope: !674, file: !3, line: 186, column: 16)
!674 = distinct !DILexicalBlock(scope: !675, file: !3, line: 186, column: 3)
!675 = distinct !DILexicalBlock(scope: !666, file: !3, line: 186, column: 3)
!676 = !DILocation(line: 187, column: 12, scope: !672)
!677 = !DILocation(line: 187, column: 9, scope: !673)
!678 = !DILocation(line: 189, column: 10, scope: !679)
!679 = distinct !DILexicalBlock(scope: !673, file: !3, line: 189, column: 9)
!680 = !DILocation(line: 189, column: 9, scope: !673)
!681 = !DILocation(line: 186, column: 12, scope: !674)
!682 = distinct !{!682, !683, !684}
!683 = !DILocation(line: 186, column: 3, scope: !675)
!684 = !DILocation(line: 191, column: 3, scope: !675)
!685 = !DILocation(line: 0, scope: !673)
!686 = !DILocation(line: 192, column: 1, scope: !666)
!687 = distinct !DISubprogram(name: "strrchr", scope: !3, file: !3, line: 194, type: !579, scopeLine: 194, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !688)
!688 = !{!689, !690, !691}
!689 = !DILocalVariable(name: "s", arg: 1, scope: !687, file: !3, line: 194, type: !25)
!690 = !DILocalVariable(name: "c", arg: 2, scope: !687, file: !3, line: 194, type: !23)
!691 = !DILocalVariable(name: "last", scope: !687, file: !3, line: 195, type: !25)
!692 = !DILocation(line: 0, scope: !687)
!693 = !DILocation(line: 196, column: 3, scope: !687)
!694 = !DILocation(line: 197, column: 9, scope: !695)
!695 = distinct !DILexicalBlock(scope: !696, file: !3, line: 197, column: 9)
!696 = distinct !DILexicalBlock(scope: !697, file: !3, line: 196, column: 16)
!697 = distinct !DILexicalBlock(scope: !698, file: !3, line: 196, column: 3)
!698 = distinct !DILexicalBlock(scope: !687, file: !3, line: 196, column: 3)
!699 = !DILocation(line: 197, column: 12, scope: !695)
!700 = !DILocation(line: 197, column: 9, scope: !696)
!701 = !DILocation(line: 199, column: 10, scope: !702)
!702 = distinct !DILexicalBlock(scope: !696, file: !3, line: 199, column: 9)
!703 = !DILocation(line: 196, column: 12, scope: !697)
!704 = !DILocation(line: 199, column: 9, scope: !696)
!705 = distinct !{!705, !706, !707}
!706 = !DILocation(line: 196, column: 3, scope: !698)
!707 = !DILocation(line: 201, column: 3, scope: !698)
!708 = !DILocation(line: 200, column: 7, scope: !702)
!709 = distinct !DISubprogram(name: "strstr", scope: !3, file: !3, line: 204, type: !710, scopeLine: 204, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !712)
!710 = !DISubroutineType(types: !711)
!711 = !{!14, !25, !25}
!712 = !{!713, !714, !715}
!713 = !DILocalVariable(name: "h", arg: 1, scope: !709, file: !3, line: 204, type: !25)
!714 = !DILocalVariable(name: "n", arg: 2, scope: !709, file: !3, line: 204, type: !25)
!715 = !DILocalVariable(name: "m", scope: !709, file: !3, line: 205, type: !346)
!716 = !DILocation(line: 0, scope: !709)
!717 = !DILocation(line: 205, column: 14, scope: !709)
!718 = !DILocation(line: 206, column: 9, scope: !719)
!719 = distinct !DILexicalBlock(scope: !709, file: !3, line: 206, column: 7)
!720 = !DILocation(line: 206, column: 7, scope: !709)
!721 = !DILocation(line: 208, column: 10, scope: !722)
!722 = distinct !DILexicalBlock(scope: !723, file: !3, line: 208, column: 3)
!723 = distinct !DILexicalBlock(scope: !709, file: !3, line: 208, column: 3)
!724 = !DILocation(line: 208, column: 3, scope: !723)
!725 = !DILocation(line: 209, column: 12, scope: !726)
!726 = distinct !DILexicalBlock(scope: !722, file: !3, line: 209, column: 9)
!727 = !DILocation(line: 209, column: 18, scope: !726)
!728 = !DILocation(line: 0, scope: !494, inlinedAt: !729)
!729 = distinct !DILocation(line: 209, column: 21, scope: !726)
!730 = !DILocation(line: 125, column: 9, scope: !501, inlinedAt: !729)
!731 = !DILocation(line: 125, column: 17, scope: !501, inlinedAt: !729)
!732 = !DILocation(line: 125, column: 14, scope: !501, inlinedAt: !729)
!733 = !DILocation(line: 125, column: 9, scope: !502, inlinedAt: !729)
!734 = !DILocation(line: 127, column: 10, scope: !511, inlinedAt: !729)
!735 = !DILocation(line: 127, column: 9, scope: !502, inlinedAt: !729)
!736 = distinct !{!736, !737, !738, !338}
!737 = !DILocation(line: 124, column: 3, scope: !494, inlinedAt: !729)
!738 = !DILocation(line: 129, column: 3, scope: !494, inlinedAt: !729)
!739 = !DILocation(line: 208, column: 15, scope: !722)
!740 = distinct !{!740, !724, !741, !338}
!741 = !DILocation(line: 210, column: 22, scope: !723)
!742 = !DILocation(line: 212, column: 1, scope: !709)
!743 = distinct !DISubprogram(name: "strspn", scope: !3, file: !3, line: 214, type: !744, scopeLine: 214, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !746)
!744 = !DISubroutineType(types: !745)
!745 = !{!346, !25, !25}
!746 = !{!747, !748, !749}
!747 = !DILocalVariable(name: "s", arg: 1, scope: !743, file: !3, line: 214, type: !25)
!748 = !DILocalVariable(name: "accept", arg: 2, scope: !743, file: !3, line: 214, type: !25)
!749 = !DILocalVariable(name: "i", scope: !743, file: !3, line: 215, type: !346)
!750 = !DILocation(line: 0, scope: !743)
!751 = !DILocation(line: 216, column: 10, scope: !743)
!752 = !DILocation(line: 216, column: 15, scope: !743)
!753 = !DILocation(line: 0, scope: !666, inlinedAt: !754)
!754 = distinct !DILocation(line: 216, column: 18, scope: !743)
!755 = !DILocation(line: 187, column: 12, scope: !672, inlinedAt: !754)
!756 = !DILocation(line: 187, column: 9, scope: !673, inlinedAt: !754)
!757 = !DILocation(line: 189, column: 10, scope: !679, inlinedAt: !754)
!758 = !DILocation(line: 189, column: 9, scope: !673, inlinedAt: !754)
!759 = !DILocation(line: 186, column: 12, scope: !674, inlinedAt: !754)
!760 = !DILocation(line: 187, column: 9, scope: !672, inlinedAt: !754)
!761 = distinct !{!761, !762, !763}
!762 = !DILocation(line: 186, column: 3, scope: !675, inlinedAt: !754)
!763 = !DILocation(line: 191, column: 3, scope: !675, inlinedAt: !754)
!764 = !DILocation(line: 217, column: 6, scope: !743)
!765 = distinct !{!765, !766, !764, !338}
!766 = !DILocation(line: 216, column: 3, scope: !743)
!767 = !DILocation(line: 218, column: 3, scope: !743)
!768 = distinct !DISubprogram(name: "strcspn", scope: !3, file: !3, line: 221, type: !744, scopeLine: 221, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !769)
!769 = !{!770, !771, !772}
!770 = !DILocalVariable(name: "s", arg: 1, scope: !768, file: !3, line: 221, type: !25)
!771 = !DILocalVariable(name: "reject", arg: 2, scope: !768, file: !3, line: 221, type: !25)
!772 = !DILocalVariable(name: "i", scope: !768, file: !3, line: 222, type: !346)
!773 = !DILocation(line: 0, scope: !768)
!774 = !DILocation(line: 223, column: 10, scope: !768)
!775 = !DILocation(line: 223, column: 15, scope: !768)
!776 = !DILocation(line: 0, scope: !666, inlinedAt: !777)
!777 = distinct !DILocation(line: 223, column: 19, scope: !768)
!778 = !DILocation(line: 187, column: 12, scope: !672, inlinedAt: !777)
!779 = !DILocation(line: 187, column: 9, scope: !673, inlinedAt: !777)
!780 = !DILocation(line: 189, column: 10, scope: !679, inlinedAt: !777)
!781 = !DILocation(line: 189, column: 9, scope: !673, inlinedAt: !777)
!782 = !DILocation(line: 186, column: 12, scope: !674, inlinedAt: !777)
!783 = !DILocation(line: 187, column: 9, scope: !672, inlinedAt: !777)
!784 = distinct !{!784, !785, !786}
!785 = !DILocation(line: 186, column: 3, scope: !675, inlinedAt: !777)
!786 = !DILocation(line: 191, column: 3, scope: !675, inlinedAt: !777)
!787 = !DILocation(line: 224, column: 6, scope: !768)
!788 = distinct !{!788, !789, !787, !338}
!789 = !DILocation(line: 223, column: 3, scope: !768)
!790 = !DILocation(line: 225, column: 3, scope: !768)
!791 = distinct !DISubprogram(name: "strpbrk", scope: !3, file: !3, line: 228, type: !710, scopeLine: 228, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !792)
!792 = !{!793, !794}
!793 = !DILocalVariable(name: "s", arg: 1, scope: !791, file: !3, line: 228, type: !25)
!794 = !DILocalVariable(name: "accept", arg: 2, scope: !791, file: !3, line: 228, type: !25)
!795 = !DILocation(line: 0, scope: !791)
!796 = !DILocation(line: 0, scope: !768, inlinedAt: !797)
!797 = distinct !DILocation(line: 229, column: 8, scope: !791)
!798 = !DILocation(line: 223, column: 10, scope: !768, inlinedAt: !797)
!799 = !DILocation(line: 223, column: 15, scope: !768, inlinedAt: !797)
!800 = !DILocation(line: 0, scope: !666, inlinedAt: !801)
!801 = distinct !DILocation(line: 223, column: 19, scope: !768, inlinedAt: !797)
!802 = !DILocation(line: 187, column: 12, scope: !672, inlinedAt: !801)
!803 = !DILocation(line: 187, column: 9, scope: !673, inlinedAt: !801)
!804 = !DILocation(line: 189, column: 10, scope: !679, inlinedAt: !801)
!805 = !DILocation(line: 189, column: 9, scope: !673, inlinedAt: !801)
!806 = !DILocation(line: 186, column: 12, scope: !674, inlinedAt: !801)
!807 = !DILocation(line: 187, column: 9, scope: !672, inlinedAt: !801)
!808 = distinct !{!808, !809, !810}
!809 = !DILocation(line: 186, column: 3, scope: !675, inlinedAt: !801)
!810 = !DILocation(line: 191, column: 3, scope: !675, inlinedAt: !801)
!811 = !DILocation(line: 224, column: 6, scope: !768, inlinedAt: !797)
!812 = distinct !{!812, !813, !811, !338}
!813 = !DILocation(line: 223, column: 3, scope: !768, inlinedAt: !797)
!814 = !DILocation(line: 229, column: 5, scope: !791)
!815 = !DILocation(line: 230, column: 10, scope: !791)
!816 = !DILocation(line: 230, column: 3, scope: !791)
!817 = distinct !DISubprogram(name: "strtok_r", scope: !3, file: !3, line: 233, type: !818, scopeLine: 233, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !821)
!818 = !DISubroutineType(types: !819)
!819 = !{!14, !14, !25, !820}
!820 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!821 = !{!822, !823, !824, !825}
!822 = !DILocalVariable(name: "s", arg: 1, scope: !817, file: !3, line: 233, type: !14)
!823 = !DILocalVariable(name: "delim", arg: 2, scope: !817, file: !3, line: 233, type: !25)
!824 = !DILocalVariable(name: "save", arg: 3, scope: !817, file: !3, line: 233, type: !820)
!825 = !DILocalVariable(name: "end", scope: !817, file: !3, line: 241, type: !14)
!826 = !DILocation(line: 0, scope: !817)
!827 = !DILocation(line: 234, column: 8, scope: !828)
!828 = distinct !DILexicalBlock(scope: !817, file: !3, line: 234, column: 7)
!829 = !DILocation(line: 234, column: 7, scope: !817)
!830 = !DILocation(line: 235, column: 9, scope: !828)
!831 = !DILocation(line: 235, column: 5, scope: !828)
!832 = !DILocation(line: 0, scope: !743, inlinedAt: !833)
!833 = distinct !DILocation(line: 236, column: 8, scope: !817)
!834 = !DILocation(line: 216, column: 10, scope: !743, inlinedAt: !833)
!835 = !DILocation(line: 216, column: 15, scope: !743, inlinedAt: !833)
!836 = !DILocation(line: 0, scope: !666, inlinedAt: !837)
!837 = distinct !DILocation(line: 216, column: 18, scope: !743, inlinedAt: !833)
!838 = !DILocation(line: 187, column: 12, scope: !672, inlinedAt: !837)
!839 = !DILocation(line: 187, column: 9, scope: !673, inlinedAt: !837)
!840 = !DILocation(line: 189, column: 10, scope: !679, inlinedAt: !837)
!841 = !DILocation(line: 189, column: 9, scope: !673, inlinedAt: !837)
!842 = !DILocation(line: 186, column: 12, scope: !674, inlinedAt: !837)
!843 = !DILocation(line: 187, column: 9, scope: !672, inlinedAt: !837)
!844 = distinct !{!844, !845, !846}
!845 = !DILocation(line: 186, column: 3, scope: !675, inlinedAt: !837)
!846 = !DILocation(line: 191, column: 3, scope: !675, inlinedAt: !837)
!847 = !DILocation(line: 217, column: 6, scope: !743, inlinedAt: !833)
!848 = distinct !{!848, !849, !847, !338}
!849 = !DILocation(line: 216, column: 3, scope: !743, inlinedAt: !833)
!850 = !DILocation(line: 236, column: 5, scope: !817)
!851 = !DILocation(line: 237, column: 7, scope: !817)
!852 = !DILocation(line: 0, scope: !768, inlinedAt: !853)
!853 = distinct !DILocation(line: 241, column: 19, scope: !817)
!854 = !DILocation(line: 223, column: 15, scope: !768, inlinedAt: !853)
!855 = !DILocation(line: 0, scope: !666, inlinedAt: !856)
!856 = distinct !DILocation(line: 223, column: 19, scope: !768, inlinedAt: !853)
!857 = !DILocation(line: 187, column: 12, scope: !672, inlinedAt: !856)
!858 = !DILocation(line: 187, column: 9, scope: !673, inlinedAt: !856)
!859 = !DILocation(line: 189, column: 10, scope: !679, inlinedAt: !856)
!860 = !DILocation(line: 189, column: 9, scope: !673, inlinedAt: !856)
!861 = !DILocation(line: 186, column: 12, scope: !674, inlinedAt: !856)
!862 = !DILocation(line: 187, column: 9, scope: !672, inlinedAt: !856)
!863 = distinct !{!863, !864, !865}
!864 = !DILocation(line: 186, column: 3, scope: !675, inlinedAt: !856)
!865 = !DILocation(line: 191, column: 3, scope: !675, inlinedAt: !856)
!866 = !DILocation(line: 224, column: 6, scope: !768, inlinedAt: !853)
!867 = !DILocation(line: 223, column: 10, scope: !768, inlinedAt: !853)
!868 = distinct !{!868, !869, !866, !338}
!869 = !DILocation(line: 223, column: 3, scope: !768, inlinedAt: !853)
!870 = !DILocation(line: 241, column: 17, scope: !817)
!871 = !DILocation(line: 242, column: 7, scope: !872)
!872 = distinct !DILexicalBlock(scope: !817, file: !3, line: 242, column: 7)
!873 = !DILocation(line: 242, column: 7, scope: !817)
!874 = !DILocation(line: 243, column: 9, scope: !872)
!875 = !DILocation(line: 243, column: 12, scope: !872)
!876 = !DILocation(line: 243, column: 5, scope: !872)
!877 = !DILocation(line: 246, column: 1, scope: !817)
!878 = !DILocation(line: 0, scope: !63)
!879 = !DILocation(line: 0, scope: !817, inlinedAt: !880)
!880 = distinct !DILocation(line: 250, column: 10, scope: !63)
!881 = !DILocation(line: 234, column: 8, scope: !828, inlinedAt: !880)
!882 = !DILocation(line: 234, column: 7, scope: !817, inlinedAt: !880)
!883 = !DILocation(line: 0, scope: !743, inlinedAt: !884)
!884 = distinct !DILocation(line: 236, column: 8, scope: !817, inlinedAt: !880)
!885 = !DILocation(line: 216, column: 10, scope: !743, inlinedAt: !884)
!886 = !DILocation(line: 216, column: 15, scope: !743, inlinedAt: !884)
!887 = !DILocation(line: 0, scope: !666, inlinedAt: !888)
!888 = distinct !DILocation(line: 216, column: 18, scope: !743, inlinedAt: !884)
!889 = !DILocation(line: 187, column: 12, scope: !672, inlinedAt: !888)
!890 = !DILocation(line: 187, column: 9, scope: !673, inlinedAt: !888)
!891 = !DILocation(line: 189, column: 10, scope: !679, inlinedAt: !888)
!892 = !DILocation(line: 189, column: 9, scope: !673, inlinedAt: !888)
!893 = !DILocation(line: 186, column: 12, scope: !674, inlinedAt: !888)
!894 = !DILocation(line: 187, column: 9, scope: !672, inlinedAt: !888)
!895 = distinct !{!895, !896, !897}
!896 = !DILocation(line: 186, column: 3, scope: !675, inlinedAt: !888)
!897 = !DILocation(line: 191, column: 3, scope: !675, inlinedAt: !888)
!898 = !DILocation(line: 217, column: 6, scope: !743, inlinedAt: !884)
!899 = distinct !{!899, !900, !898, !338}
!900 = !DILocation(line: 216, column: 3, scope: !743, inlinedAt: !884)
!901 = !DILocation(line: 236, column: 5, scope: !817, inlinedAt: !880)
!902 = !DILocation(line: 237, column: 7, scope: !817, inlinedAt: !880)
!903 = !DILocation(line: 0, scope: !768, inlinedAt: !904)
!904 = distinct !DILocation(line: 241, column: 19, scope: !817, inlinedAt: !880)
!905 = !DILocation(line: 223, column: 15, scope: !768, inlinedAt: !904)
!906 = !DILocation(line: 0, scope: !666, inlinedAt: !907)
!907 = distinct !DILocation(line: 223, column: 19, scope: !768, inlinedAt: !904)
!908 = !DILocation(line: 187, column: 12, scope: !672, inlinedAt: !907)
!909 = !DILocation(line: 187, column: 9, scope: !673, inlinedAt: !907)
!910 = !DILocation(line: 189, column: 10, scope: !679, inlinedAt: !907)
!911 = !DILocation(line: 189, column: 9, scope: !673, inlinedAt: !907)
!912 = !DILocation(line: 186, column: 12, scope: !674, inlinedAt: !907)
!913 = !DILocation(line: 187, column: 9, scope: !672, inlinedAt: !907)
!914 = distinct !{!914, !915, !916}
!915 = !DILocation(line: 186, column: 3, scope: !675, inlinedAt: !907)
!916 = !DILocation(line: 191, column: 3, scope: !675, inlinedAt: !907)
!917 = !DILocation(line: 224, column: 6, scope: !768, inlinedAt: !904)
!918 = !DILocation(line: 223, column: 10, scope: !768, inlinedAt: !904)
!919 = distinct !{!919, !920, !917, !338}
!920 = !DILocation(line: 223, column: 3, scope: !768, inlinedAt: !904)
!921 = !DILocation(line: 241, column: 17, scope: !817, inlinedAt: !880)
!922 = !DILocation(line: 242, column: 7, scope: !872, inlinedAt: !880)
!923 = !DILocation(line: 242, column: 7, scope: !817, inlinedAt: !880)
!924 = !DILocation(line: 243, column: 9, scope: !872, inlinedAt: !880)
!925 = !DILocation(line: 243, column: 12, scope: !872, inlinedAt: !880)
!926 = !DILocation(line: 243, column: 5, scope: !872, inlinedAt: !880)
!927 = !DILocation(line: 250, column: 3, scope: !63)
!928 = distinct !DISubprogram(name: "strdup", scope: !3, file: !3, line: 253, type: !929, scopeLine: 253, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !931)
!929 = !DISubroutineType(types: !930)
!930 = !{!14, !25}
!931 = !{!932, !933, !934}
!932 = !DILocalVariable(name: "s", arg: 1, scope: !928, file: !3, line: 253, type: !25)
!933 = !DILocalVariable(name: "n", scope: !928, file: !3, line: 254, type: !346)
!934 = !DILocalVariable(name: "d", scope: !928, file: !3, line: 255, type: !14)
!935 = !DILocation(line: 0, scope: !928)
!936 = !DILocation(line: 254, column: 14, scope: !928)
!937 = !DILocation(line: 254, column: 24, scope: !928)
!938 = !DILocation(line: 255, column: 13, scope: !928)
!939 = !DILocation(line: 256, column: 7, scope: !940)
!940 = distinct !DILexicalBlock(scope: !928, file: !3, line: 256, column: 7)
!941 = !DILocation(line: 256, column: 7, scope: !928)
!942 = !DILocation(line: 257, column: 5, scope: !940)
!943 = !DILocation(line: 258, column: 3, scope: !928)
!944 = !DISubprogram(name: "malloc", scope: !3, file: !3, line: 23, type: !945, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!945 = !DISubroutineType(types: !946)
!946 = !{!17, !346}
!947 = distinct !DISubprogram(name: "strndup", scope: !3, file: !3, line: 261, type: !948, scopeLine: 261, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !950)
!948 = !DISubroutineType(types: !949)
!949 = !{!14, !25, !346}
!950 = !{!951, !952, !953, !954}
!951 = !DILocalVariable(name: "s", arg: 1, scope: !947, file: !3, line: 261, type: !25)
!952 = !DILocalVariable(name: "n", arg: 2, scope: !947, file: !3, line: 261, type: !346)
!953 = !DILocalVariable(name: "m", scope: !947, file: !3, line: 262, type: !346)
!954 = !DILocalVariable(name: "d", scope: !947, file: !3, line: 263, type: !14)
!955 = !DILocation(line: 0, scope: !947)
!956 = !DILocation(line: 0, scope: !445, inlinedAt: !957)
!957 = distinct !DILocation(line: 262, column: 14, scope: !947)
!958 = !DILocation(line: 108, column: 12, scope: !445, inlinedAt: !957)
!959 = !DILocation(line: 108, column: 16, scope: !445, inlinedAt: !957)
!960 = !DILocation(line: 108, column: 19, scope: !445, inlinedAt: !957)
!961 = !DILocation(line: 108, column: 3, scope: !445, inlinedAt: !957)
!962 = !DILocation(line: 109, column: 6, scope: !445, inlinedAt: !957)
!963 = distinct !{!963, !961, !962, !338}
!964 = !DILocation(line: 263, column: 22, scope: !947)
!965 = !DILocation(line: 263, column: 13, scope: !947)
!966 = !DILocation(line: 264, column: 7, scope: !967)
!967 = distinct !DILexicalBlock(scope: !947, file: !3, line: 264, column: 7)
!968 = !DILocation(line: 264, column: 7, scope: !947)
!969 = !DILocation(line: 265, column: 5, scope: !970)
!970 = distinct !DILexicalBlock(scope: !967, file: !3, line: 264, column: 10)
!971 = !DILocation(line: 266, column: 5, scope: !970)
!972 = !DILocation(line: 266, column: 10, scope: !970)
!973 = !DILocation(line: 267, column: 3, scope: !970)
!974 = !DILocation(line: 268, column: 3, scope: !947)
!975 = distinct !DISubprogram(name: "__ctype_b_loc", scope: !3, file: !3, line: 314, type: !976, scopeLine: 314, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!976 = !DISubroutineType(types: !977)
!977 = !{!978}
!978 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !154, size: 64)
!979 = !DILocation(line: 314, column: 41, scope: !975)
!980 = distinct !DISubprogram(name: "__ctype_tolower_loc", scope: !3, file: !3, line: 315, type: !981, scopeLine: 315, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!981 = !DISubroutineType(types: !982)
!982 = !{!983}
!983 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 64)
!984 = !DILocation(line: 315, column: 47, scope: !980)
!985 = distinct !DISubprogram(name: "__ctype_toupper_loc", scope: !3, file: !3, line: 316, type: !981, scopeLine: 316, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!986 = !DILocation(line: 316, column: 47, scope: !985)
!987 = distinct !DISubprogram(name: "isalpha", scope: !3, file: !3, line: 319, type: !988, scopeLine: 319, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !990)
!988 = !DISubroutineType(types: !989)
!989 = !{!23, !23}
!990 = !{!991}
!991 = !DILocalVariable(name: "c", arg: 1, scope: !987, file: !3, line: 319, type: !23)
!992 = !DILocation(line: 0, scope: !987)
!993 = !DILocalVariable(name: "c", arg: 1, scope: !994, file: !3, line: 318, type: !23)
!994 = distinct !DISubprogram(name: "cls", scope: !3, file: !3, line: 318, type: !988, scopeLine: 318, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !995)
!995 = !{!993}
!996 = !DILocation(line: 0, scope: !994, inlinedAt: !997)
!997 = distinct !DILocation(line: 319, column: 29, scope: !987)
!998 = !DILocation(line: 318, column: 42, scope: !994, inlinedAt: !997)
!999 = !DILocation(line: 318, column: 55, scope: !994, inlinedAt: !997)
!1000 = !{!1001, !1001, i64 0}
!1001 = !{!"short", !310, i64 0}
!1002 = !DILocation(line: 319, column: 36, scope: !987)
!1003 = !DILocation(line: 318, column: 32, scope: !994, inlinedAt: !997)
!1004 = !DILocation(line: 319, column: 22, scope: !987)
!1005 = distinct !DISubprogram(name: "isdigit", scope: !3, file: !3, line: 320, type: !988, scopeLine: 320, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1006)
!1006 = !{!1007}
!1007 = !DILocalVariable(name: "c", arg: 1, scope: !1005, file: !3, line: 320, type: !23)
!1008 = !DILocation(line: 0, scope: !1005)
!1009 = !DILocation(line: 0, scope: !994, inlinedAt: !1010)
!1010 = distinct !DILocation(line: 320, column: 29, scope: !1005)
!1011 = !DILocation(line: 318, column: 42, scope: !994, inlinedAt: !1010)
!1012 = !DILocation(line: 318, column: 55, scope: !994, inlinedAt: !1010)
!1013 = !DILocation(line: 320, column: 36, scope: !1005)
!1014 = !DILocation(line: 318, column: 32, scope: !994, inlinedAt: !1010)
!1015 = !DILocation(line: 320, column: 22, scope: !1005)
!1016 = distinct !DISubprogram(name: "isalnum", scope: !3, file: !3, line: 321, type: !988, scopeLine: 321, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1017)
!1017 = !{!1018}
!1018 = !DILocalVariable(name: "c", arg: 1, scope: !1016, file: !3, line: 321, type: !23)
!1019 = !DILocation(line: 0, scope: !1016)
!1020 = !DILocation(line: 0, scope: !994, inlinedAt: !1021)
!1021 = distinct !DILocation(line: 321, column: 29, scope: !1016)
!1022 = !DILocation(line: 318, column: 42, scope: !994, inlinedAt: !1021)
!1023 = !DILocation(line: 318, column: 55, scope: !994, inlinedAt: !1021)
!1024 = !DILocation(line: 321, column: 36, scope: !1016)
!1025 = !DILocation(line: 318, column: 32, scope: !994, inlinedAt: !1021)
!1026 = !DILocation(line: 321, column: 22, scope: !1016)
!1027 = distinct !DISubprogram(name: "isspace", scope: !3, file: !3, line: 322, type: !988, scopeLine: 322, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1028)
!1028 = !{!1029}
!1029 = !DILocalVariable(name: "c", arg: 1, scope: !1027, file: !3, line: 322, type: !23)
!1030 = !DILocation(line: 0, scope: !1027)
!1031 = !DILocation(line: 0, scope: !994, inlinedAt: !1032)
!1032 = distinct !DILocation(line: 322, column: 29, scope: !1027)
!1033 = !DILocation(line: 318, column: 42, scope: !994, inlinedAt: !1032)
!1034 = !DILocation(line: 318, column: 55, scope: !994, inlinedAt: !1032)
!1035 = !DILocation(line: 322, column: 36, scope: !1027)
!1036 = !DILocation(line: 318, column: 32, scope: !994, inlinedAt: !1032)
!1037 = !DILocation(line: 322, column: 22, scope: !1027)
!1038 = distinct !DISubprogram(name: "isupper", scope: !3, file: !3, line: 323, type: !988, scopeLine: 323, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1039)
!1039 = !{!1040}
!1040 = !DILocalVariable(name: "c", arg: 1, scope: !1038, file: !3, line: 323, type: !23)
!1041 = !DILocation(line: 0, scope: !1038)
!1042 = !DILocation(line: 0, scope: !994, inlinedAt: !1043)
!1043 = distinct !DILocation(line: 323, column: 29, scope: !1038)
!1044 = !DILocation(line: 318, column: 42, scope: !994, inlinedAt: !1043)
!1045 = !DILocation(line: 318, column: 55, scope: !994, inlinedAt: !1043)
!1046 = !DILocation(line: 323, column: 36, scope: !1038)
!1047 = !DILocation(line: 318, column: 32, scope: !994, inlinedAt: !1043)
!1048 = !DILocation(line: 323, column: 22, scope: !1038)
!1049 = distinct !DISubprogram(name: "islower", scope: !3, file: !3, line: 324, type: !988, scopeLine: 324, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1050)
!1050 = !{!1051}
!1051 = !DILocalVariable(name: "c", arg: 1, scope: !1049, file: !3, line: 324, type: !23)
!1052 = !DILocation(line: 0, scope: !1049)
!1053 = !DILocation(line: 0, scope: !994, inlinedAt: !1054)
!1054 = distinct !DILocation(line: 324, column: 29, scope: !1049)
!1055 = !DILocation(line: 318, column: 42, scope: !994, inlinedAt: !1054)
!1056 = !DILocation(line: 318, column: 55, scope: !994, inlinedAt: !1054)
!1057 = !DILocation(line: 324, column: 36, scope: !1049)
!1058 = !DILocation(line: 318, column: 32, scope: !994, inlinedAt: !1054)
!1059 = !DILocation(line: 324, column: 22, scope: !1049)
!1060 = distinct !DISubprogram(name: "isxdigit", scope: !3, file: !3, line: 325, type: !988, scopeLine: 325, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1061)
!1061 = !{!1062}
!1062 = !DILocalVariable(name: "c", arg: 1, scope: !1060, file: !3, line: 325, type: !23)
!1063 = !DILocation(line: 0, scope: !1060)
!1064 = !DILocation(line: 0, scope: !994, inlinedAt: !1065)
!1065 = distinct !DILocation(line: 325, column: 30, scope: !1060)
!1066 = !DILocation(line: 318, column: 42, scope: !994, inlinedAt: !1065)
!1067 = !DILocation(line: 318, column: 55, scope: !994, inlinedAt: !1065)
!1068 = !DILocation(line: 325, column: 37, scope: !1060)
!1069 = !DILocation(line: 318, column: 32, scope: !994, inlinedAt: !1065)
!1070 = !DILocation(line: 325, column: 23, scope: !1060)
!1071 = distinct !DISubprogram(name: "isprint", scope: !3, file: !3, line: 326, type: !988, scopeLine: 326, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1072)
!1072 = !{!1073}
!1073 = !DILocalVariable(name: "c", arg: 1, scope: !1071, file: !3, line: 326, type: !23)
!1074 = !DILocation(line: 0, scope: !1071)
!1075 = !DILocation(line: 0, scope: !994, inlinedAt: !1076)
!1076 = distinct !DILocation(line: 326, column: 29, scope: !1071)
!1077 = !DILocation(line: 318, column: 42, scope: !994, inlinedAt: !1076)
!1078 = !DILocation(line: 318, column: 55, scope: !994, inlinedAt: !1076)
!1079 = !DILocation(line: 326, column: 36, scope: !1071)
!1080 = !DILocation(line: 318, column: 32, scope: !994, inlinedAt: !1076)
!1081 = !DILocation(line: 326, column: 22, scope: !1071)
!1082 = distinct !DISubprogram(name: "isgraph", scope: !3, file: !3, line: 327, type: !988, scopeLine: 327, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1083)
!1083 = !{!1084}
!1084 = !DILocalVariable(name: "c", arg: 1, scope: !1082, file: !3, line: 327, type: !23)
!1085 = !DILocation(line: 0, scope: !1082)
!1086 = !DILocation(line: 0, scope: !994, inlinedAt: !1087)
!1087 = distinct !DILocation(line: 327, column: 29, scope: !1082)
!1088 = !DILocation(line: 318, column: 42, scope: !994, inlinedAt: !1087)
!1089 = !DILocation(line: 318, column: 55, scope: !994, inlinedAt: !1087)
!1090 = !DILocation(line: 327, column: 36, scope: !1082)
!1091 = !DILocation(line: 318, column: 32, scope: !994, inlinedAt: !1087)
!1092 = !DILocation(line: 327, column: 22, scope: !1082)
!1093 = distinct !DISubprogram(name: "ispunct", scope: !3, file: !3, line: 328, type: !988, scopeLine: 328, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1094)
!1094 = !{!1095}
!1095 = !DILocalVariable(name: "c", arg: 1, scope: !1093, file: !3, line: 328, type: !23)
!1096 = !DILocation(line: 0, scope: !1093)
!1097 = !DILocation(line: 0, scope: !994, inlinedAt: !1098)
!1098 = distinct !DILocation(line: 328, column: 29, scope: !1093)
!1099 = !DILocation(line: 318, column: 42, scope: !994, inlinedAt: !1098)
!1100 = !DILocation(line: 318, column: 55, scope: !994, inlinedAt: !1098)
!1101 = !DILocation(line: 328, column: 36, scope: !1093)
!1102 = !DILocation(line: 318, column: 32, scope: !994, inlinedAt: !1098)
!1103 = !DILocation(line: 328, column: 22, scope: !1093)
!1104 = distinct !DISubprogram(name: "iscntrl", scope: !3, file: !3, line: 329, type: !988, scopeLine: 329, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1105)
!1105 = !{!1106}
!1106 = !DILocalVariable(name: "c", arg: 1, scope: !1104, file: !3, line: 329, type: !23)
!1107 = !DILocation(line: 0, scope: !1104)
!1108 = !DILocation(line: 0, scope: !994, inlinedAt: !1109)
!1109 = distinct !DILocation(line: 329, column: 29, scope: !1104)
!1110 = !DILocation(line: 318, column: 42, scope: !994, inlinedAt: !1109)
!1111 = !DILocation(line: 318, column: 55, scope: !994, inlinedAt: !1109)
!1112 = !DILocation(line: 329, column: 36, scope: !1104)
!1113 = !DILocation(line: 318, column: 32, scope: !994, inlinedAt: !1109)
!1114 = !DILocation(line: 329, column: 22, scope: !1104)
!1115 = distinct !DISubprogram(name: "isblank", scope: !3, file: !3, line: 330, type: !988, scopeLine: 330, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1116)
!1116 = !{!1117}
!1117 = !DILocalVariable(name: "c", arg: 1, scope: !1115, file: !3, line: 330, type: !23)
!1118 = !DILocation(line: 0, scope: !1115)
!1119 = !DILocation(line: 0, scope: !994, inlinedAt: !1120)
!1120 = distinct !DILocation(line: 330, column: 29, scope: !1115)
!1121 = !DILocation(line: 318, column: 42, scope: !994, inlinedAt: !1120)
!1122 = !DILocation(line: 318, column: 55, scope: !994, inlinedAt: !1120)
!1123 = !DILocation(line: 330, column: 36, scope: !1115)
!1124 = !DILocation(line: 318, column: 32, scope: !994, inlinedAt: !1120)
!1125 = !DILocation(line: 330, column: 22, scope: !1115)
!1126 = distinct !DISubprogram(name: "tolower", scope: !3, file: !3, line: 331, type: !988, scopeLine: 331, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1127)
!1127 = !{!1128}
!1128 = !DILocalVariable(name: "c", arg: 1, scope: !1126, file: !3, line: 331, type: !23)
!1129 = !DILocation(line: 0, scope: !1126)
!1130 = !DILocation(line: 331, column: 39, scope: !1126)
!1131 = !DILocation(line: 331, column: 52, scope: !1126)
!1132 = !DILocation(line: 331, column: 29, scope: !1126)
!1133 = !DILocation(line: 331, column: 22, scope: !1126)
!1134 = distinct !DISubprogram(name: "toupper", scope: !3, file: !3, line: 332, type: !988, scopeLine: 332, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1135)
!1135 = !{!1136}
!1136 = !DILocalVariable(name: "c", arg: 1, scope: !1134, file: !3, line: 332, type: !23)
!1137 = !DILocation(line: 0, scope: !1134)
!1138 = !DILocation(line: 332, column: 39, scope: !1134)
!1139 = !DILocation(line: 332, column: 52, scope: !1134)
!1140 = !DILocation(line: 332, column: 29, scope: !1134)
!1141 = !DILocation(line: 332, column: 22, scope: !1134)
!1142 = distinct !DISubprogram(name: "abs", scope: !3, file: !3, line: 336, type: !988, scopeLine: 336, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1143)
!1143 = !{!1144}
!1144 = !DILocalVariable(name: "x", arg: 1, scope: !1142, file: !3, line: 336, type: !23)
!1145 = !DILocation(line: 0, scope: !1142)
!1146 = !DILocation(line: 336, column: 25, scope: !1142)
!1147 = !DILocation(line: 336, column: 18, scope: !1142)
!1148 = distinct !DISubprogram(name: "labs", scope: !3, file: !3, line: 337, type: !1149, scopeLine: 337, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1151)
!1149 = !DISubroutineType(types: !1150)
!1150 = !{!21, !21}
!1151 = !{!1152}
!1152 = !DILocalVariable(name: "x", arg: 1, scope: !1148, file: !3, line: 337, type: !21)
!1153 = !DILocation(line: 0, scope: !1148)
!1154 = !DILocation(line: 337, column: 28, scope: !1148)
!1155 = !DILocation(line: 337, column: 21, scope: !1148)
!1156 = distinct !DISubprogram(name: "llabs", scope: !3, file: !3, line: 338, type: !1157, scopeLine: 338, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1159)
!1157 = !DISubroutineType(types: !1158)
!1158 = !{!20, !20}
!1159 = !{!1160}
!1160 = !DILocalVariable(name: "x", arg: 1, scope: !1156, file: !3, line: 338, type: !20)
!1161 = !DILocation(line: 0, scope: !1156)
!1162 = !DILocation(line: 338, column: 39, scope: !1156)
!1163 = !DILocation(line: 338, column: 32, scope: !1156)
!1164 = distinct !DISubprogram(name: "getenv", scope: !3, file: !3, line: 340, type: !929, scopeLine: 340, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1165)
!1165 = !{!1166}
!1166 = !DILocalVariable(name: "name", arg: 1, scope: !1164, file: !3, line: 340, type: !25)
!1167 = !DILocation(line: 0, scope: !1164)
!1168 = !DILocation(line: 342, column: 3, scope: !1164)
!1169 = distinct !DISubprogram(name: "strtoll", scope: !3, file: !3, line: 424, type: !1170, scopeLine: 424, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1172)
!1170 = !DISubroutineType(types: !1171)
!1171 = !{!20, !25, !820, !23}
!1172 = !{!1173, !1174, !1175, !1176, !1177}
!1173 = !DILocalVariable(name: "nptr", arg: 1, scope: !1169, file: !3, line: 424, type: !25)
!1174 = !DILocalVariable(name: "endptr", arg: 2, scope: !1169, file: !3, line: 424, type: !820)
!1175 = !DILocalVariable(name: "base", arg: 3, scope: !1169, file: !3, line: 424, type: !23)
!1176 = !DILocalVariable(name: "neg", scope: !1169, file: !3, line: 425, type: !23)
!1177 = !DILocalVariable(name: "v", scope: !1169, file: !3, line: 426, type: !30)
!1178 = distinct !DIAssignID()
!1179 = !DILocation(line: 0, scope: !1169)
!1180 = !DILocation(line: 425, column: 3, scope: !1169)
!1181 = !DILocation(line: 425, column: 7, scope: !1169)
!1182 = distinct !DIAssignID()
!1183 = !DILocation(line: 426, column: 26, scope: !1169)
!1184 = !DILocation(line: 428, column: 10, scope: !1169)
!1185 = !DILocation(line: 429, column: 1, scope: !1169)
!1186 = !DILocation(line: 428, column: 3, scope: !1169)
!1187 = distinct !DISubprogram(name: "strto_common", scope: !3, file: !3, line: 386, type: !1188, scopeLine: 388, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1190)
!1188 = !DISubroutineType(types: !1189)
!1189 = !{!30, !25, !820, !23, !23, !30, !20, !20, !39}
!1190 = !{!1191, !1192, !1193, !1194, !1195, !1196, !1197, !1198, !1199, !1200, !1201, !1202, !1203, !1204, !1205}
!1191 = !DILocalVariable(name: "nptr", arg: 1, scope: !1187, file: !3, line: 386, type: !25)
!1192 = !DILocalVariable(name: "endptr", arg: 2, scope: !1187, file: !3, line: 386, type: !820)
!1193 = !DILocalVariable(name: "base", arg: 3, scope: !1187, file: !3, line: 386, type: !23)
!1194 = !DILocalVariable(name: "is_signed", arg: 4, scope: !1187, file: !3, line: 386, type: !23)
!1195 = !DILocalVariable(name: "umax", arg: 5, scope: !1187, file: !3, line: 387, type: !30)
!1196 = !DILocalVariable(name: "smin", arg: 6, scope: !1187, file: !3, line: 387, type: !20)
!1197 = !DILocalVariable(name: "smax", arg: 7, scope: !1187, file: !3, line: 387, type: !20)
!1198 = !DILocalVariable(name: "neg_out", arg: 8, scope: !1187, file: !3, line: 388, type: !39)
!1199 = !DILocalVariable(name: "s", scope: !1187, file: !3, line: 389, type: !25)
!1200 = !DILocalVariable(name: "neg", scope: !1187, file: !3, line: 392, type: !23)
!1201 = !DILocalVariable(name: "limit", scope: !1187, file: !3, line: 403, type: !30)
!1202 = !DILocalVariable(name: "end", scope: !1187, file: !3, line: 408, type: !25)
!1203 = !DILocalVariable(name: "overflow", scope: !1187, file: !3, line: 409, type: !23)
!1204 = !DILocalVariable(name: "any", scope: !1187, file: !3, line: 409, type: !23)
!1205 = !DILocalVariable(name: "v", scope: !1187, file: !3, line: 410, type: !30)
!1206 = !DILocation(line: 0, scope: !1187)
!1207 = !DILocation(line: 390, column: 3, scope: !1187)
!1208 = !DILocation(line: 390, column: 33, scope: !1187)
!1209 = !DILocation(line: 318, column: 55, scope: !994, inlinedAt: !1210)
!1210 = distinct !DILocation(line: 322, column: 29, scope: !1027, inlinedAt: !1211)
!1211 = distinct !DILocation(line: 390, column: 10, scope: !1187)
!1212 = !DILocation(line: 0, scope: !1027, inlinedAt: !1211)
!1213 = !DILocation(line: 0, scope: !994, inlinedAt: !1210)
!1214 = !DILocation(line: 322, column: 36, scope: !1027, inlinedAt: !1211)
!1215 = !DILocation(line: 391, column: 6, scope: !1187)
!1216 = distinct !{!1216, !1207, !1215, !338}
!1217 = !DILocation(line: 393, column: 17, scope: !1218)
!1218 = distinct !DILexicalBlock(scope: !1187, file: !3, line: 393, column: 7)
!1219 = !DILocation(line: 394, column: 14, scope: !1220)
!1220 = distinct !DILexicalBlock(scope: !1218, file: !3, line: 393, column: 31)
!1221 = !DILocation(line: 396, column: 3, scope: !1220)
!1222 = !DILocation(line: 397, column: 16, scope: !1223)
!1223 = distinct !DILexicalBlock(scope: !1187, file: !3, line: 397, column: 7)
!1224 = !DILocation(line: 398, column: 5, scope: !1225)
!1225 = distinct !DILexicalBlock(scope: !1223, file: !3, line: 397, column: 43)
!1226 = !DILocation(line: 398, column: 18, scope: !1225)
!1227 = !DILocation(line: 399, column: 9, scope: !1228)
!1228 = distinct !DILexicalBlock(scope: !1225, file: !3, line: 399, column: 9)
!1229 = !DILocation(line: 399, column: 9, scope: !1225)
!1230 = !DILocation(line: 400, column: 15, scope: !1228)
!1231 = !DILocation(line: 400, column: 7, scope: !1228)
!1232 = !DILocation(line: 404, column: 7, scope: !1233)
!1233 = distinct !DILexicalBlock(scope: !1187, file: !3, line: 404, column: 7)
!1234 = !DILocation(line: 404, column: 7, scope: !1187)
!1235 = !DILocalVariable(name: "s", arg: 1, scope: !1236, file: !3, line: 347, type: !25)
!1236 = distinct !DISubprogram(name: "parse_digits", scope: !3, file: !3, line: 347, type: !1237, scopeLine: 348, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1240)
!1237 = !DISubroutineType(types: !1238)
!1238 = !{!30, !25, !1239, !39, !30, !39, !39}
!1239 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!1240 = !{!1235, !1241, !1242, !1243, !1244, !1245, !1246, !1247, !1248, !1252}
!1241 = !DILocalVariable(name: "end", arg: 2, scope: !1236, file: !3, line: 347, type: !1239)
!1242 = !DILocalVariable(name: "base", arg: 3, scope: !1236, file: !3, line: 347, type: !39)
!1243 = !DILocalVariable(name: "limit", arg: 4, scope: !1236, file: !3, line: 348, type: !30)
!1244 = !DILocalVariable(name: "overflow", arg: 5, scope: !1236, file: !3, line: 348, type: !39)
!1245 = !DILocalVariable(name: "any", arg: 6, scope: !1236, file: !3, line: 348, type: !39)
!1246 = !DILocalVariable(name: "b", scope: !1236, file: !3, line: 349, type: !23)
!1247 = !DILocalVariable(name: "v", scope: !1236, file: !3, line: 358, type: !30)
!1248 = !DILocalVariable(name: "d", scope: !1249, file: !3, line: 362, type: !23)
!1249 = distinct !DILexicalBlock(scope: !1250, file: !3, line: 361, column: 16)
!1250 = distinct !DILexicalBlock(scope: !1251, file: !3, line: 361, column: 3)
!1251 = distinct !DILexicalBlock(scope: !1236, file: !3, line: 361, column: 3)
!1252 = !DILocalVariable(name: "c", scope: !1249, file: !3, line: 363, type: !16)
!1253 = !DILocation(line: 0, scope: !1236, inlinedAt: !1254)
!1254 = distinct !DILocation(line: 410, column: 26, scope: !1187)
!1255 = !DILocation(line: 350, column: 10, scope: !1256, inlinedAt: !1254)
!1256 = distinct !DILexicalBlock(scope: !1236, file: !3, line: 350, column: 7)
!1257 = !DILocation(line: 350, column: 15, scope: !1256, inlinedAt: !1254)
!1258 = !DILocation(line: 350, column: 30, scope: !1256, inlinedAt: !1254)
!1259 = !DILocation(line: 350, column: 35, scope: !1256, inlinedAt: !1254)
!1260 = !DILocation(line: 350, column: 42, scope: !1256, inlinedAt: !1254)
!1261 = !DILocation(line: 350, column: 46, scope: !1256, inlinedAt: !1254)
!1262 = !DILocation(line: 350, column: 58, scope: !1256, inlinedAt: !1254)
!1263 = !DILocation(line: 351, column: 32, scope: !1256, inlinedAt: !1254)
!1264 = !DILocation(line: 318, column: 55, scope: !994, inlinedAt: !1265)
!1265 = distinct !DILocation(line: 325, column: 30, scope: !1060, inlinedAt: !1266)
!1266 = distinct !DILocation(line: 351, column: 8, scope: !1256, inlinedAt: !1254)
!1267 = !DILocation(line: 0, scope: !1060, inlinedAt: !1266)
!1268 = !DILocation(line: 0, scope: !994, inlinedAt: !1265)
!1269 = !DILocation(line: 325, column: 37, scope: !1060, inlinedAt: !1266)
!1270 = !DILocation(line: 351, column: 8, scope: !1256, inlinedAt: !1254)
!1271 = !DILocation(line: 350, column: 7, scope: !1236, inlinedAt: !1254)
!1272 = !DILocation(line: 354, column: 14, scope: !1256, inlinedAt: !1254)
!1273 = !DILocation(line: 355, column: 9, scope: !1274, inlinedAt: !1254)
!1274 = distinct !DILexicalBlock(scope: !1275, file: !3, line: 354, column: 22)
!1275 = distinct !DILexicalBlock(scope: !1256, file: !3, line: 354, column: 14)
!1276 = !DILocation(line: 356, column: 3, scope: !1274, inlinedAt: !1254)
!1277 = !DILocation(line: 363, column: 38, scope: !1249, inlinedAt: !1254)
!1278 = !DILocation(line: 0, scope: !1249, inlinedAt: !1254)
!1279 = !DILocation(line: 0, scope: !1005, inlinedAt: !1280)
!1280 = distinct !DILocation(line: 364, column: 9, scope: !1281, inlinedAt: !1254)
!1281 = distinct !DILexicalBlock(scope: !1249, file: !3, line: 364, column: 9)
!1282 = !DILocation(line: 0, scope: !994, inlinedAt: !1283)
!1283 = distinct !DILocation(line: 320, column: 29, scope: !1005, inlinedAt: !1280)
!1284 = !DILocation(line: 318, column: 55, scope: !994, inlinedAt: !1283)
!1285 = !DILocation(line: 320, column: 36, scope: !1005, inlinedAt: !1280)
!1286 = !DILocation(line: 364, column: 9, scope: !1281, inlinedAt: !1254)
!1287 = !DILocation(line: 364, column: 9, scope: !1249, inlinedAt: !1254)
!1288 = !DILocation(line: 364, column: 17, scope: !1281, inlinedAt: !1254)
!1289 = !DILocation(line: 365, column: 13, scope: !1281, inlinedAt: !1254)
!1290 = !DILocation(line: 365, column: 7, scope: !1281, inlinedAt: !1254)
!1291 = !DILocation(line: 0, scope: !987, inlinedAt: !1292)
!1292 = distinct !DILocation(line: 366, column: 14, scope: !1293, inlinedAt: !1254)
!1293 = distinct !DILexicalBlock(scope: !1281, file: !3, line: 366, column: 14)
!1294 = !DILocation(line: 0, scope: !994, inlinedAt: !1295)
!1295 = distinct !DILocation(line: 319, column: 29, scope: !987, inlinedAt: !1292)
!1296 = !DILocation(line: 319, column: 36, scope: !987, inlinedAt: !1292)
!1297 = !DILocation(line: 366, column: 14, scope: !1293, inlinedAt: !1254)
!1298 = !DILocation(line: 366, column: 14, scope: !1281, inlinedAt: !1254)
!1299 = !DILocation(line: 0, scope: !1126, inlinedAt: !1300)
!1300 = distinct !DILocation(line: 367, column: 11, scope: !1293, inlinedAt: !1254)
!1301 = !DILocation(line: 331, column: 52, scope: !1126, inlinedAt: !1300)
!1302 = !DILocation(line: 367, column: 28, scope: !1293, inlinedAt: !1254)
!1303 = !DILocation(line: 0, scope: !1281, inlinedAt: !1254)
!1304 = !DILocation(line: 370, column: 11, scope: !1305, inlinedAt: !1254)
!1305 = distinct !DILexicalBlock(scope: !1249, file: !3, line: 370, column: 9)
!1306 = !DILocation(line: 370, column: 9, scope: !1249, inlinedAt: !1254)
!1307 = !DILocation(line: 375, column: 22, scope: !1308, inlinedAt: !1254)
!1308 = distinct !DILexicalBlock(scope: !1249, file: !3, line: 375, column: 9)
!1309 = !DILocation(line: 361, column: 3, scope: !1236, inlinedAt: !1254)
!1310 = !DILocation(line: 361, column: 3, scope: !1251, inlinedAt: !1254)
!1311 = !DILocation(line: 373, column: 9, scope: !1249, inlinedAt: !1254)
!1312 = distinct !{!1312, !1310, !1313, !1314}
!1313 = !DILocation(line: 381, column: 3, scope: !1251, inlinedAt: !1254)
!1314 = !{!"llvm.loop.peeled.count", i32 1}
!1315 = !DILocation(line: 375, column: 20, scope: !1308, inlinedAt: !1254)
!1316 = !DILocation(line: 375, column: 45, scope: !1308, inlinedAt: !1254)
!1317 = !DILocation(line: 375, column: 11, scope: !1308, inlinedAt: !1254)
!1318 = !DILocation(line: 375, column: 9, scope: !1249, inlinedAt: !1254)
!1319 = !DILocation(line: 412, column: 9, scope: !1320)
!1320 = distinct !DILexicalBlock(scope: !1321, file: !3, line: 412, column: 9)
!1321 = distinct !DILexicalBlock(scope: !1322, file: !3, line: 411, column: 13)
!1322 = distinct !DILexicalBlock(scope: !1187, file: !3, line: 411, column: 7)
!1323 = !DILocation(line: 412, column: 9, scope: !1321)
!1324 = !DILocation(line: 413, column: 15, scope: !1320)
!1325 = !DILocation(line: 413, column: 7, scope: !1320)
!1326 = !DILocation(line: 418, column: 7, scope: !1327)
!1327 = distinct !DILexicalBlock(scope: !1187, file: !3, line: 418, column: 7)
!1328 = !DILocation(line: 416, column: 7, scope: !1329)
!1329 = distinct !DILexicalBlock(scope: !1187, file: !3, line: 416, column: 7)
!1330 = !DILocation(line: 416, column: 7, scope: !1187)
!1331 = !DILocation(line: 417, column: 13, scope: !1329)
!1332 = !DILocation(line: 417, column: 5, scope: !1329)
!1333 = !DILocation(line: 418, column: 7, scope: !1187)
!1334 = !DILocation(line: 419, column: 5, scope: !1327)
!1335 = !DILocation(line: 419, column: 18, scope: !1327)
!1336 = !DILocation(line: 420, column: 12, scope: !1187)
!1337 = !DILocation(line: 421, column: 3, scope: !1187)
!1338 = !DILocation(line: 422, column: 1, scope: !1187)
!1339 = distinct !DISubprogram(name: "strtoull", scope: !3, file: !3, line: 431, type: !1340, scopeLine: 431, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1342)
!1340 = !DISubroutineType(types: !1341)
!1341 = !{!30, !25, !820, !23}
!1342 = !{!1343, !1344, !1345, !1346, !1347}
!1343 = !DILocalVariable(name: "nptr", arg: 1, scope: !1339, file: !3, line: 431, type: !25)
!1344 = !DILocalVariable(name: "endptr", arg: 2, scope: !1339, file: !3, line: 431, type: !820)
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
!1359 = !{!21, !25, !820, !23}
!1360 = !{!1361, !1362, !1363, !1364, !1365, !1366}
!1361 = !DILocalVariable(name: "nptr", arg: 1, scope: !1357, file: !3, line: 437, type: !25)
!1362 = !DILocalVariable(name: "endptr", arg: 2, scope: !1357, file: !3, line: 437, type: !820)
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
!1378 = !{!22, !25, !820, !23}
!1379 = !{!1380, !1381, !1382, !1383, !1384}
!1380 = !DILocalVariable(name: "nptr", arg: 1, scope: !1376, file: !3, line: 444, type: !25)
!1381 = !DILocalVariable(name: "endptr", arg: 2, scope: !1376, file: !3, line: 444, type: !820)
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
!1402 = !DILocation(line: 0, scope: !1187, inlinedAt: !1403)
!1403 = distinct !DILocation(line: 440, column: 26, scope: !1357, inlinedAt: !1401)
!1404 = !DILocation(line: 390, column: 3, scope: !1187, inlinedAt: !1403)
!1405 = !DILocation(line: 390, column: 33, scope: !1187, inlinedAt: !1403)
!1406 = !DILocation(line: 318, column: 55, scope: !994, inlinedAt: !1407)
!1407 = distinct !DILocation(line: 322, column: 29, scope: !1027, inlinedAt: !1408)
!1408 = distinct !DILocation(line: 390, column: 10, scope: !1187, inlinedAt: !1403)
!1409 = !DILocation(line: 0, scope: !1027, inlinedAt: !1408)
!1410 = !DILocation(line: 0, scope: !994, inlinedAt: !1407)
!1411 = !DILocation(line: 322, column: 36, scope: !1027, inlinedAt: !1408)
!1412 = !DILocation(line: 391, column: 6, scope: !1187, inlinedAt: !1403)
!1413 = distinct !{!1413, !1404, !1412, !338}
!1414 = !DILocation(line: 393, column: 17, scope: !1218, inlinedAt: !1403)
!1415 = !DILocation(line: 394, column: 14, scope: !1220, inlinedAt: !1403)
!1416 = !DILocation(line: 404, column: 7, scope: !1187, inlinedAt: !1403)
!1417 = !DILocation(line: 363, column: 38, scope: !1249, inlinedAt: !1418)
!1418 = distinct !DILocation(line: 410, column: 26, scope: !1187, inlinedAt: !1403)
!1419 = !DILocation(line: 318, column: 55, scope: !994, inlinedAt: !1420)
!1420 = distinct !DILocation(line: 320, column: 29, scope: !1005, inlinedAt: !1421)
!1421 = distinct !DILocation(line: 364, column: 9, scope: !1281, inlinedAt: !1418)
!1422 = !DILocation(line: 0, scope: !1236, inlinedAt: !1418)
!1423 = !DILocation(line: 0, scope: !1249, inlinedAt: !1418)
!1424 = !DILocation(line: 0, scope: !1005, inlinedAt: !1421)
!1425 = !DILocation(line: 0, scope: !994, inlinedAt: !1420)
!1426 = !DILocation(line: 320, column: 36, scope: !1005, inlinedAt: !1421)
!1427 = !DILocation(line: 364, column: 9, scope: !1281, inlinedAt: !1418)
!1428 = !DILocation(line: 364, column: 9, scope: !1249, inlinedAt: !1418)
!1429 = !DILocation(line: 364, column: 17, scope: !1281, inlinedAt: !1418)
!1430 = !DILocation(line: 365, column: 13, scope: !1281, inlinedAt: !1418)
!1431 = !DILocation(line: 365, column: 7, scope: !1281, inlinedAt: !1418)
!1432 = !DILocation(line: 0, scope: !987, inlinedAt: !1433)
!1433 = distinct !DILocation(line: 366, column: 14, scope: !1293, inlinedAt: !1418)
!1434 = !DILocation(line: 0, scope: !994, inlinedAt: !1435)
!1435 = distinct !DILocation(line: 319, column: 29, scope: !987, inlinedAt: !1433)
!1436 = !DILocation(line: 319, column: 36, scope: !987, inlinedAt: !1433)
!1437 = !DILocation(line: 366, column: 14, scope: !1293, inlinedAt: !1418)
!1438 = !DILocation(line: 366, column: 14, scope: !1281, inlinedAt: !1418)
!1439 = !DILocation(line: 0, scope: !1126, inlinedAt: !1440)
!1440 = distinct !DILocation(line: 367, column: 11, scope: !1293, inlinedAt: !1418)
!1441 = !DILocation(line: 331, column: 52, scope: !1126, inlinedAt: !1440)
!1442 = !DILocation(line: 367, column: 28, scope: !1293, inlinedAt: !1418)
!1443 = !DILocation(line: 0, scope: !1281, inlinedAt: !1418)
!1444 = !DILocation(line: 370, column: 11, scope: !1305, inlinedAt: !1418)
!1445 = !DILocation(line: 370, column: 9, scope: !1249, inlinedAt: !1418)
!1446 = !DILocation(line: 375, column: 22, scope: !1308, inlinedAt: !1418)
!1447 = !DILocation(line: 361, column: 3, scope: !1236, inlinedAt: !1418)
!1448 = !DILocation(line: 361, column: 3, scope: !1251, inlinedAt: !1418)
!1449 = !DILocation(line: 373, column: 9, scope: !1249, inlinedAt: !1418)
!1450 = distinct !{!1450, !1448, !1451, !1314}
!1451 = !DILocation(line: 381, column: 3, scope: !1251, inlinedAt: !1418)
!1452 = !DILocation(line: 375, column: 20, scope: !1308, inlinedAt: !1418)
!1453 = !DILocation(line: 375, column: 45, scope: !1308, inlinedAt: !1418)
!1454 = !DILocation(line: 375, column: 11, scope: !1308, inlinedAt: !1418)
!1455 = !DILocation(line: 375, column: 9, scope: !1249, inlinedAt: !1418)
!1456 = !DILocation(line: 418, column: 7, scope: !1327, inlinedAt: !1403)
!1457 = !DILocation(line: 418, column: 7, scope: !1187, inlinedAt: !1403)
!1458 = !DILocation(line: 419, column: 5, scope: !1327, inlinedAt: !1403)
!1459 = !DILocation(line: 419, column: 18, scope: !1327, inlinedAt: !1403)
!1460 = !DILocation(line: 441, column: 10, scope: !1357, inlinedAt: !1401)
!1461 = !DILocation(line: 450, column: 34, scope: !1394)
!1462 = !DILocation(line: 450, column: 27, scope: !1394)
!1463 = distinct !DISubprogram(name: "atol", scope: !3, file: !3, line: 451, type: !1464, scopeLine: 451, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1466)
!1464 = !DISubroutineType(types: !1465)
!1465 = !{!21, !25}
!1466 = !{!1467}
!1467 = !DILocalVariable(name: "s", arg: 1, scope: !1463, file: !3, line: 451, type: !25)
!1468 = !DILocation(line: 0, scope: !1463)
!1469 = !DILocation(line: 0, scope: !1357, inlinedAt: !1470)
!1470 = distinct !DILocation(line: 451, column: 35, scope: !1463)
!1471 = !DILocation(line: 0, scope: !1187, inlinedAt: !1472)
!1472 = distinct !DILocation(line: 440, column: 26, scope: !1357, inlinedAt: !1470)
!1473 = !DILocation(line: 390, column: 3, scope: !1187, inlinedAt: !1472)
!1474 = !DILocation(line: 390, column: 33, scope: !1187, inlinedAt: !1472)
!1475 = !DILocation(line: 318, column: 55, scope: !994, inlinedAt: !1476)
!1476 = distinct !DILocation(line: 322, column: 29, scope: !1027, inlinedAt: !1477)
!1477 = distinct !DILocation(line: 390, column: 10, scope: !1187, inlinedAt: !1472)
!1478 = !DILocation(line: 0, scope: !1027, inlinedAt: !1477)
!1479 = !DILocation(line: 0, scope: !994, inlinedAt: !1476)
!1480 = !DILocation(line: 322, column: 36, scope: !1027, inlinedAt: !1477)
!1481 = !DILocation(line: 391, column: 6, scope: !1187, inlinedAt: !1472)
!1482 = distinct !{!1482, !1473, !1481, !338}
!1483 = !DILocation(line: 393, column: 17, scope: !1218, inlinedAt: !1472)
!1484 = !DILocation(line: 394, column: 14, scope: !1220, inlinedAt: !1472)
!1485 = !DILocation(line: 404, column: 7, scope: !1187, inlinedAt: !1472)
!1486 = !DILocation(line: 363, column: 38, scope: !1249, inlinedAt: !1487)
!1487 = distinct !DILocation(line: 410, column: 26, scope: !1187, inlinedAt: !1472)
!1488 = !DILocation(line: 318, column: 55, scope: !994, inlinedAt: !1489)
!1489 = distinct !DILocation(line: 320, column: 29, scope: !1005, inlinedAt: !1490)
!1490 = distinct !DILocation(line: 364, column: 9, scope: !1281, inlinedAt: !1487)
!1491 = !DILocation(line: 0, scope: !1236, inlinedAt: !1487)
!1492 = !DILocation(line: 0, scope: !1249, inlinedAt: !1487)
!1493 = !DILocation(line: 0, scope: !1005, inlinedAt: !1490)
!1494 = !DILocation(line: 0, scope: !994, inlinedAt: !1489)
!1495 = !DILocation(line: 320, column: 36, scope: !1005, inlinedAt: !1490)
!1496 = !DILocation(line: 364, column: 9, scope: !1281, inlinedAt: !1487)
!1497 = !DILocation(line: 364, column: 9, scope: !1249, inlinedAt: !1487)
!1498 = !DILocation(line: 364, column: 17, scope: !1281, inlinedAt: !1487)
!1499 = !DILocation(line: 365, column: 13, scope: !1281, inlinedAt: !1487)
!1500 = !DILocation(line: 365, column: 7, scope: !1281, inlinedAt: !1487)
!1501 = !DILocation(line: 0, scope: !987, inlinedAt: !1502)
!1502 = distinct !DILocation(line: 366, column: 14, scope: !1293, inlinedAt: !1487)
!1503 = !DILocation(line: 0, scope: !994, inlinedAt: !1504)
!1504 = distinct !DILocation(line: 319, column: 29, scope: !987, inlinedAt: !1502)
!1505 = !DILocation(line: 319, column: 36, scope: !987, inlinedAt: !1502)
!1506 = !DILocation(line: 366, column: 14, scope: !1293, inlinedAt: !1487)
!1507 = !DILocation(line: 366, column: 14, scope: !1281, inlinedAt: !1487)
!1508 = !DILocation(line: 0, scope: !1126, inlinedAt: !1509)
!1509 = distinct !DILocation(line: 367, column: 11, scope: !1293, inlinedAt: !1487)
!1510 = !DILocation(line: 331, column: 52, scope: !1126, inlinedAt: !1509)
!1511 = !DILocation(line: 367, column: 28, scope: !1293, inlinedAt: !1487)
!1512 = !DILocation(line: 0, scope: !1281, inlinedAt: !1487)
!1513 = !DILocation(line: 370, column: 11, scope: !1305, inlinedAt: !1487)
!1514 = !DILocation(line: 370, column: 9, scope: !1249, inlinedAt: !1487)
!1515 = !DILocation(line: 375, column: 22, scope: !1308, inlinedAt: !1487)
!1516 = !DILocation(line: 361, column: 3, scope: !1236, inlinedAt: !1487)
!1517 = !DILocation(line: 361, column: 3, scope: !1251, inlinedAt: !1487)
!1518 = !DILocation(line: 373, column: 9, scope: !1249, inlinedAt: !1487)
!1519 = distinct !{!1519, !1517, !1520, !1314}
!1520 = !DILocation(line: 381, column: 3, scope: !1251, inlinedAt: !1487)
!1521 = !DILocation(line: 375, column: 20, scope: !1308, inlinedAt: !1487)
!1522 = !DILocation(line: 375, column: 45, scope: !1308, inlinedAt: !1487)
!1523 = !DILocation(line: 375, column: 11, scope: !1308, inlinedAt: !1487)
!1524 = !DILocation(line: 375, column: 9, scope: !1249, inlinedAt: !1487)
!1525 = !DILocation(line: 418, column: 7, scope: !1327, inlinedAt: !1472)
!1526 = !DILocation(line: 418, column: 7, scope: !1187, inlinedAt: !1472)
!1527 = !DILocation(line: 419, column: 5, scope: !1327, inlinedAt: !1472)
!1528 = !DILocation(line: 419, column: 18, scope: !1327, inlinedAt: !1472)
!1529 = !DILocation(line: 441, column: 10, scope: !1357, inlinedAt: !1470)
!1530 = !DILocation(line: 451, column: 28, scope: !1463)
!1531 = distinct !DISubprogram(name: "atoll", scope: !3, file: !3, line: 452, type: !1532, scopeLine: 452, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1534)
!1532 = !DISubroutineType(types: !1533)
!1533 = !{!20, !25}
!1534 = !{!1535}
!1535 = !DILocalVariable(name: "s", arg: 1, scope: !1531, file: !3, line: 452, type: !25)
!1536 = !DILocation(line: 0, scope: !1531)
!1537 = !DILocation(line: 0, scope: !1169, inlinedAt: !1538)
!1538 = distinct !DILocation(line: 452, column: 41, scope: !1531)
!1539 = !DILocation(line: 0, scope: !1187, inlinedAt: !1540)
!1540 = distinct !DILocation(line: 426, column: 26, scope: !1169, inlinedAt: !1538)
!1541 = !DILocation(line: 390, column: 3, scope: !1187, inlinedAt: !1540)
!1542 = !DILocation(line: 390, column: 33, scope: !1187, inlinedAt: !1540)
!1543 = !DILocation(line: 318, column: 55, scope: !994, inlinedAt: !1544)
!1544 = distinct !DILocation(line: 322, column: 29, scope: !1027, inlinedAt: !1545)
!1545 = distinct !DILocation(line: 390, column: 10, scope: !1187, inlinedAt: !1540)
!1546 = !DILocation(line: 0, scope: !1027, inlinedAt: !1545)
!1547 = !DILocation(line: 0, scope: !994, inlinedAt: !1544)
!1548 = !DILocation(line: 322, column: 36, scope: !1027, inlinedAt: !1545)
!1549 = !DILocation(line: 391, column: 6, scope: !1187, inlinedAt: !1540)
!1550 = distinct !{!1550, !1541, !1549, !338}
!1551 = !DILocation(line: 393, column: 17, scope: !1218, inlinedAt: !1540)
!1552 = !DILocation(line: 394, column: 14, scope: !1220, inlinedAt: !1540)
!1553 = !DILocation(line: 404, column: 7, scope: !1187, inlinedAt: !1540)
!1554 = !DILocation(line: 363, column: 38, scope: !1249, inlinedAt: !1555)
!1555 = distinct !DILocation(line: 410, column: 26, scope: !1187, inlinedAt: !1540)
!1556 = !DILocation(line: 318, column: 55, scope: !994, inlinedAt: !1557)
!1557 = distinct !DILocation(line: 320, column: 29, scope: !1005, inlinedAt: !1558)
!1558 = distinct !DILocation(line: 364, column: 9, scope: !1281, inlinedAt: !1555)
!1559 = !DILocation(line: 0, scope: !1236, inlinedAt: !1555)
!1560 = !DILocation(line: 0, scope: !1249, inlinedAt: !1555)
!1561 = !DILocation(line: 0, scope: !1005, inlinedAt: !1558)
!1562 = !DILocation(line: 0, scope: !994, inlinedAt: !1557)
!1563 = !DILocation(line: 320, column: 36, scope: !1005, inlinedAt: !1558)
!1564 = !DILocation(line: 364, column: 9, scope: !1281, inlinedAt: !1555)
!1565 = !DILocation(line: 364, column: 9, scope: !1249, inlinedAt: !1555)
!1566 = !DILocation(line: 364, column: 17, scope: !1281, inlinedAt: !1555)
!1567 = !DILocation(line: 365, column: 13, scope: !1281, inlinedAt: !1555)
!1568 = !DILocation(line: 365, column: 7, scope: !1281, inlinedAt: !1555)
!1569 = !DILocation(line: 0, scope: !987, inlinedAt: !1570)
!1570 = distinct !DILocation(line: 366, column: 14, scope: !1293, inlinedAt: !1555)
!1571 = !DILocation(line: 0, scope: !994, inlinedAt: !1572)
!1572 = distinct !DILocation(line: 319, column: 29, scope: !987, inlinedAt: !1570)
!1573 = !DILocation(line: 319, column: 36, scope: !987, inlinedAt: !1570)
!1574 = !DILocation(line: 366, column: 14, scope: !1293, inlinedAt: !1555)
!1575 = !DILocation(line: 366, column: 14, scope: !1281, inlinedAt: !1555)
!1576 = !DILocation(line: 0, scope: !1126, inlinedAt: !1577)
!1577 = distinct !DILocation(line: 367, column: 11, scope: !1293, inlinedAt: !1555)
!1578 = !DILocation(line: 331, column: 52, scope: !1126, inlinedAt: !1577)
!1579 = !DILocation(line: 367, column: 28, scope: !1293, inlinedAt: !1555)
!1580 = !DILocation(line: 0, scope: !1281, inlinedAt: !1555)
!1581 = !DILocation(line: 370, column: 11, scope: !1305, inlinedAt: !1555)
!1582 = !DILocation(line: 370, column: 9, scope: !1249, inlinedAt: !1555)
!1583 = !DILocation(line: 375, column: 22, scope: !1308, inlinedAt: !1555)
!1584 = !DILocation(line: 361, column: 3, scope: !1236, inlinedAt: !1555)
!1585 = !DILocation(line: 361, column: 3, scope: !1251, inlinedAt: !1555)
!1586 = !DILocation(line: 373, column: 9, scope: !1249, inlinedAt: !1555)
!1587 = distinct !{!1587, !1585, !1588, !1314}
!1588 = !DILocation(line: 381, column: 3, scope: !1251, inlinedAt: !1555)
!1589 = !DILocation(line: 375, column: 20, scope: !1308, inlinedAt: !1555)
!1590 = !DILocation(line: 375, column: 45, scope: !1308, inlinedAt: !1555)
!1591 = !DILocation(line: 375, column: 11, scope: !1308, inlinedAt: !1555)
!1592 = !DILocation(line: 375, column: 9, scope: !1249, inlinedAt: !1555)
!1593 = !DILocation(line: 418, column: 7, scope: !1327, inlinedAt: !1540)
!1594 = !DILocation(line: 418, column: 7, scope: !1187, inlinedAt: !1540)
!1595 = !DILocation(line: 419, column: 5, scope: !1327, inlinedAt: !1540)
!1596 = !DILocation(line: 419, column: 18, scope: !1327, inlinedAt: !1540)
!1597 = !DILocation(line: 428, column: 10, scope: !1169, inlinedAt: !1538)
!1598 = !DILocation(line: 452, column: 34, scope: !1531)
!1599 = distinct !DISubprogram(name: "srand", scope: !3, file: !3, line: 458, type: !1600, scopeLine: 458, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1602)
!1600 = !DISubroutineType(types: !1601)
!1601 = !{null, !6}
!1602 = !{!1603, !1604, !1605, !1607, !1610, !1611}
!1603 = !DILocalVariable(name: "seed", arg: 1, scope: !1599, file: !3, line: 458, type: !6)
!1604 = !DILocalVariable(name: "word", scope: !1599, file: !3, line: 459, type: !24)
!1605 = !DILocalVariable(name: "i", scope: !1606, file: !3, line: 461, type: !23)
!1606 = distinct !DILexicalBlock(scope: !1599, file: !3, line: 461, column: 3)
!1607 = !DILocalVariable(name: "hi", scope: !1608, file: !3, line: 463, type: !21)
!1608 = distinct !DILexicalBlock(scope: !1609, file: !3, line: 461, column: 32)
!1609 = distinct !DILexicalBlock(scope: !1606, file: !3, line: 461, column: 3)
!1610 = !DILocalVariable(name: "lo", scope: !1608, file: !3, line: 464, type: !21)
!1611 = !DILocalVariable(name: "i", scope: !1612, file: !3, line: 473, type: !23)
!1612 = distinct !DILexicalBlock(scope: !1599, file: !3, line: 473, column: 3)
!1613 = !DILocation(line: 0, scope: !1599)
!1614 = !DILocation(line: 459, column: 14, scope: !1599)
!1615 = !DILocation(line: 460, column: 17, scope: !1599)
!1616 = !DILocation(line: 0, scope: !1606)
!1617 = !DILocation(line: 461, column: 3, scope: !1606)
!1618 = !DILocation(line: 472, column: 15, scope: !1599)
!1619 = !DILocation(line: 0, scope: !1612)
!1620 = !DILocation(line: 473, column: 3, scope: !1612)
!1621 = !DILocation(line: 463, column: 20, scope: !1608)
!1622 = !DILocation(line: 0, scope: !1608)
!1623 = !DILocation(line: 464, column: 20, scope: !1608)
!1624 = !DILocation(line: 465, column: 24, scope: !1608)
!1625 = !DILocation(line: 465, column: 36, scope: !1608)
!1626 = !DILocation(line: 465, column: 29, scope: !1608)
!1627 = !DILocation(line: 466, column: 14, scope: !1628)
!1628 = distinct !DILexicalBlock(scope: !1608, file: !3, line: 466, column: 9)
!1629 = !DILocation(line: 466, column: 9, scope: !1608)
!1630 = !DILocation(line: 468, column: 5, scope: !1608)
!1631 = !DILocation(line: 468, column: 19, scope: !1608)
!1632 = !DILocation(line: 461, column: 28, scope: !1609)
!1633 = !DILocation(line: 461, column: 21, scope: !1609)
!1634 = distinct !{!1634, !1617, !1635, !338}
!1635 = !DILocation(line: 469, column: 3, scope: !1606)
!1636 = !DILocation(line: 0, scope: !1637)
!1637 = distinct !DILexicalBlock(scope: !1638, file: !3, line: 473, column: 33)
!1638 = distinct !DILexicalBlock(scope: !1612, file: !3, line: 473, column: 3)
!1639 = !DILocation(line: 478, column: 1, scope: !1599)
!1640 = !DILocation(line: 474, column: 42, scope: !1637)
!1641 = !DILocation(line: 474, column: 73, scope: !1637)
!1642 = !DILocation(line: 474, column: 61, scope: !1637)
!1643 = !DILocation(line: 474, column: 24, scope: !1637)
!1644 = !DILocation(line: 475, column: 22, scope: !1637)
!1645 = !DILocation(line: 475, column: 27, scope: !1637)
!1646 = !DILocation(line: 476, column: 22, scope: !1637)
!1647 = !DILocation(line: 476, column: 27, scope: !1637)
!1648 = !DILocation(line: 473, column: 29, scope: !1638)
!1649 = !DILocation(line: 473, column: 21, scope: !1638)
!1650 = distinct !{!1650, !1620, !1651, !338}
!1651 = !DILocation(line: 477, column: 3, scope: !1612)
!1652 = distinct !DISubprogram(name: "rand", scope: !3, file: !3, line: 480, type: !1653, scopeLine: 480, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1655)
!1653 = !DISubroutineType(types: !1654)
!1654 = !{!23}
!1655 = !{!1656, !1657}
!1656 = !DILocalVariable(name: "v", scope: !1652, file: !3, line: 483, type: !6)
!1657 = !DILocalVariable(name: "result", scope: !1652, file: !3, line: 485, type: !23)
!1658 = !DILocation(line: 481, column: 8, scope: !1659)
!1659 = distinct !DILexicalBlock(scope: !1652, file: !3, line: 481, column: 7)
!1660 = !DILocation(line: 481, column: 7, scope: !1652)
!1661 = !DILocation(line: 483, column: 37, scope: !1652)
!1662 = !DILocation(line: 483, column: 68, scope: !1652)
!1663 = !DILocation(line: 0, scope: !1599, inlinedAt: !1664)
!1664 = distinct !DILocation(line: 482, column: 5, scope: !1659)
!1665 = !DILocation(line: 460, column: 17, scope: !1599, inlinedAt: !1664)
!1666 = !DILocation(line: 0, scope: !1606, inlinedAt: !1664)
!1667 = !DILocation(line: 461, column: 3, scope: !1606, inlinedAt: !1664)
!1668 = !DILocation(line: 472, column: 15, scope: !1599, inlinedAt: !1664)
!1669 = !DILocation(line: 0, scope: !1612, inlinedAt: !1664)
!1670 = !DILocation(line: 473, column: 3, scope: !1612, inlinedAt: !1664)
!1671 = !DILocation(line: 463, column: 20, scope: !1608, inlinedAt: !1664)
!1672 = !DILocation(line: 0, scope: !1608, inlinedAt: !1664)
!1673 = !DILocation(line: 464, column: 20, scope: !1608, inlinedAt: !1664)
!1674 = !DILocation(line: 465, column: 24, scope: !1608, inlinedAt: !1664)
!1675 = !DILocation(line: 465, column: 36, scope: !1608, inlinedAt: !1664)
!1676 = !DILocation(line: 465, column: 29, scope: !1608, inlinedAt: !1664)
!1677 = !DILocation(line: 466, column: 14, scope: !1628, inlinedAt: !1664)
!1678 = !DILocation(line: 466, column: 9, scope: !1608, inlinedAt: !1664)
!1679 = !DILocation(line: 468, column: 5, scope: !1608, inlinedAt: !1664)
!1680 = !DILocation(line: 468, column: 19, scope: !1608, inlinedAt: !1664)
!1681 = !DILocation(line: 461, column: 28, scope: !1609, inlinedAt: !1664)
!1682 = !DILocation(line: 461, column: 21, scope: !1609, inlinedAt: !1664)
!1683 = distinct !{!1683, !1667, !1684, !338}
!1684 = !DILocation(line: 469, column: 3, scope: !1606, inlinedAt: !1664)
!1685 = !DILocation(line: 474, column: 42, scope: !1637, inlinedAt: !1664)
!1686 = !DILocation(line: 474, column: 73, scope: !1637, inlinedAt: !1664)
!1687 = !DILocation(line: 474, column: 61, scope: !1637, inlinedAt: !1664)
!1688 = !DILocation(line: 474, column: 24, scope: !1637, inlinedAt: !1664)
!1689 = !DILocation(line: 475, column: 22, scope: !1637, inlinedAt: !1664)
!1690 = !DILocation(line: 475, column: 27, scope: !1637, inlinedAt: !1664)
!1691 = !DILocation(line: 476, column: 22, scope: !1637, inlinedAt: !1664)
!1692 = !DILocation(line: 476, column: 27, scope: !1637, inlinedAt: !1664)
!1693 = !DILocation(line: 473, column: 29, scope: !1638, inlinedAt: !1664)
!1694 = !DILocation(line: 473, column: 21, scope: !1638, inlinedAt: !1664)
!1695 = distinct !{!1695, !1670, !1696, !338}
!1696 = !DILocation(line: 477, column: 3, scope: !1612, inlinedAt: !1664)
!1697 = !DILocation(line: 483, column: 26, scope: !1652)
!1698 = !DILocation(line: 483, column: 57, scope: !1652)
!1699 = !DILocation(line: 483, column: 45, scope: !1652)
!1700 = !DILocation(line: 0, scope: !1652)
!1701 = !DILocation(line: 484, column: 22, scope: !1652)
!1702 = !DILocation(line: 485, column: 24, scope: !1652)
!1703 = !DILocation(line: 486, column: 20, scope: !1652)
!1704 = !DILocation(line: 486, column: 25, scope: !1652)
!1705 = !DILocation(line: 486, column: 10, scope: !1652)
!1706 = !DILocation(line: 487, column: 20, scope: !1652)
!1707 = !DILocation(line: 487, column: 25, scope: !1652)
!1708 = !DILocation(line: 487, column: 10, scope: !1652)
!1709 = !DILocation(line: 488, column: 3, scope: !1652)
!1710 = distinct !DISubprogram(name: "qsort", scope: !3, file: !3, line: 518, type: !1711, scopeLine: 518, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1716)
!1711 = !DISubroutineType(types: !1712)
!1712 = !{null, !17, !346, !346, !1713}
!1713 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1714, size: 64)
!1714 = !DISubroutineType(types: !1715)
!1715 = !{!23, !344, !344}
!1716 = !{!1717, !1718, !1719, !1720, !1721}
!1717 = !DILocalVariable(name: "base", arg: 1, scope: !1710, file: !3, line: 518, type: !17)
!1718 = !DILocalVariable(name: "n", arg: 2, scope: !1710, file: !3, line: 518, type: !346)
!1719 = !DILocalVariable(name: "size", arg: 3, scope: !1710, file: !3, line: 518, type: !346)
!1720 = !DILocalVariable(name: "cmp", arg: 4, scope: !1710, file: !3, line: 518, type: !1713)
!1721 = !DILocalVariable(name: "tmp", scope: !1710, file: !3, line: 521, type: !14)
!1722 = !DILocation(line: 0, scope: !1710)
!1723 = !DILocation(line: 519, column: 9, scope: !1724)
!1724 = distinct !DILexicalBlock(scope: !1710, file: !3, line: 519, column: 7)
!1725 = !DILocation(line: 519, column: 14, scope: !1724)
!1726 = !DILocation(line: 521, column: 24, scope: !1710)
!1727 = !DILocation(line: 521, column: 15, scope: !1710)
!1728 = !DILocation(line: 522, column: 8, scope: !1729)
!1729 = distinct !DILexicalBlock(scope: !1710, file: !3, line: 522, column: 7)
!1730 = !DILocation(line: 522, column: 7, scope: !1710)
!1731 = !DILocation(line: 523, column: 5, scope: !1729)
!1732 = !DILocation(line: 524, column: 3, scope: !1710)
!1733 = !DILocation(line: 525, column: 3, scope: !1710)
!1734 = !DILocation(line: 526, column: 1, scope: !1710)
!1735 = !DISubprogram(name: "abort", scope: !3, file: !3, line: 29, type: !110, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1736 = distinct !DISubprogram(name: "msort", scope: !3, file: !3, line: 492, type: !1737, scopeLine: 493, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1739)
!1737 = !DISubroutineType(types: !1738)
!1738 = !{null, !14, !346, !346, !1713, !14}
!1739 = !{!1740, !1741, !1742, !1743, !1744, !1745, !1746, !1747, !1748, !1749}
!1740 = !DILocalVariable(name: "b", arg: 1, scope: !1736, file: !3, line: 492, type: !14)
!1741 = !DILocalVariable(name: "n", arg: 2, scope: !1736, file: !3, line: 492, type: !346)
!1742 = !DILocalVariable(name: "size", arg: 3, scope: !1736, file: !3, line: 492, type: !346)
!1743 = !DILocalVariable(name: "cmp", arg: 4, scope: !1736, file: !3, line: 492, type: !1713)
!1744 = !DILocalVariable(name: "tmp", arg: 5, scope: !1736, file: !3, line: 493, type: !14)
!1745 = !DILocalVariable(name: "n1", scope: !1736, file: !3, line: 496, type: !346)
!1746 = !DILocalVariable(name: "n2", scope: !1736, file: !3, line: 496, type: !346)
!1747 = !DILocalVariable(name: "b1", scope: !1736, file: !3, line: 497, type: !14)
!1748 = !DILocalVariable(name: "b2", scope: !1736, file: !3, line: 497, type: !14)
!1749 = !DILocalVariable(name: "out", scope: !1736, file: !3, line: 500, type: !14)
!1750 = !DILocation(line: 0, scope: !1736)
!1751 = !DILocation(line: 494, column: 9, scope: !1752)
!1752 = distinct !DILexicalBlock(scope: !1736, file: !3, line: 494, column: 7)
!1753 = !DILocation(line: 494, column: 7, scope: !1736)
!1754 = !DILocation(line: 496, column: 17, scope: !1736)
!1755 = !DILocation(line: 496, column: 29, scope: !1736)
!1756 = !DILocation(line: 497, column: 30, scope: !1736)
!1757 = !DILocation(line: 497, column: 25, scope: !1736)
!1758 = !DILocation(line: 498, column: 3, scope: !1736)
!1759 = !DILocation(line: 499, column: 3, scope: !1736)
!1760 = !DILocation(line: 501, column: 17, scope: !1736)
!1761 = !DILocation(line: 501, column: 3, scope: !1736)
!1762 = !DILocation(line: 502, column: 9, scope: !1763)
!1763 = distinct !DILexicalBlock(scope: !1764, file: !3, line: 502, column: 9)
!1764 = distinct !DILexicalBlock(scope: !1736, file: !3, line: 501, column: 28)
!1765 = !DILocation(line: 502, column: 21, scope: !1763)
!1766 = !DILocation(line: 502, column: 9, scope: !1764)
!1767 = !DILocation(line: 503, column: 7, scope: !1768)
!1768 = distinct !DILexicalBlock(scope: !1763, file: !3, line: 502, column: 27)
!1769 = !DILocation(line: 504, column: 10, scope: !1768)
!1770 = !DILocation(line: 505, column: 9, scope: !1768)
!1771 = !DILocation(line: 506, column: 5, scope: !1768)
!1772 = !DILocation(line: 507, column: 7, scope: !1773)
!1773 = distinct !DILexicalBlock(scope: !1763, file: !3, line: 506, column: 12)
!1774 = !DILocation(line: 508, column: 10, scope: !1773)
!1775 = !DILocation(line: 509, column: 9, scope: !1773)
!1776 = !DILocation(line: 511, column: 9, scope: !1764)
!1777 = !DILocation(line: 501, column: 13, scope: !1736)
!1778 = distinct !{!1778, !1761, !1779, !338}
!1779 = !DILocation(line: 512, column: 3, scope: !1736)
!1780 = !DILocation(line: 513, column: 7, scope: !1736)
!1781 = !DILocation(line: 514, column: 24, scope: !1782)
!1782 = distinct !DILexicalBlock(scope: !1736, file: !3, line: 513, column: 7)
!1783 = !DILocation(line: 514, column: 5, scope: !1782)
!1784 = !DILocation(line: 515, column: 21, scope: !1736)
!1785 = !DILocation(line: 515, column: 27, scope: !1736)
!1786 = !DILocation(line: 515, column: 3, scope: !1736)
!1787 = !DILocation(line: 516, column: 1, scope: !1736)
!1788 = !DISubprogram(name: "free", scope: !3, file: !3, line: 24, type: !136, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1789 = distinct !DISubprogram(name: "bsearch", scope: !3, file: !3, line: 528, type: !1790, scopeLine: 529, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1792)
!1790 = !DISubroutineType(types: !1791)
!1791 = !{!17, !344, !344, !346, !346, !1713}
!1792 = !{!1793, !1794, !1795, !1796, !1797, !1798, !1799, !1800, !1802, !1803}
!1793 = !DILocalVariable(name: "key", arg: 1, scope: !1789, file: !3, line: 528, type: !344)
!1794 = !DILocalVariable(name: "base", arg: 2, scope: !1789, file: !3, line: 528, type: !344)
!1795 = !DILocalVariable(name: "n", arg: 3, scope: !1789, file: !3, line: 528, type: !346)
!1796 = !DILocalVariable(name: "size", arg: 4, scope: !1789, file: !3, line: 528, type: !346)
!1797 = !DILocalVariable(name: "cmp", arg: 5, scope: !1789, file: !3, line: 529, type: !1713)
!1798 = !DILocalVariable(name: "lo", scope: !1789, file: !3, line: 530, type: !346)
!1799 = !DILocalVariable(name: "hi", scope: !1789, file: !3, line: 530, type: !346)
!1800 = !DILocalVariable(name: "mid", scope: !1801, file: !3, line: 532, type: !346)
!1801 = distinct !DILexicalBlock(scope: !1789, file: !3, line: 531, column: 19)
!1802 = !DILocalVariable(name: "p", scope: !1801, file: !3, line: 533, type: !25)
!1803 = !DILocalVariable(name: "c", scope: !1801, file: !3, line: 534, type: !23)
!1804 = !DILocation(line: 0, scope: !1789)
!1805 = !DILocation(line: 531, column: 3, scope: !1789)
!1806 = !DILocation(line: 530, column: 18, scope: !1789)
!1807 = !DILocation(line: 530, column: 10, scope: !1789)
!1808 = !DILocation(line: 531, column: 13, scope: !1789)
!1809 = !DILocation(line: 532, column: 27, scope: !1801)
!1810 = !DILocation(line: 532, column: 33, scope: !1801)
!1811 = !DILocation(line: 532, column: 21, scope: !1801)
!1812 = !DILocation(line: 0, scope: !1801)
!1813 = !DILocation(line: 533, column: 46, scope: !1801)
!1814 = !DILocation(line: 533, column: 40, scope: !1801)
!1815 = !DILocation(line: 534, column: 13, scope: !1801)
!1816 = !DILocation(line: 535, column: 11, scope: !1817)
!1817 = distinct !DILexicalBlock(scope: !1801, file: !3, line: 535, column: 9)
!1818 = !DILocation(line: 535, column: 9, scope: !1801)
!1819 = distinct !{!1819, !1805, !1820, !338}
!1820 = !DILocation(line: 541, column: 3, scope: !1789)
!1821 = !DILocation(line: 543, column: 1, scope: !1789)
!1822 = distinct !DISubprogram(name: "pthread_once", scope: !3, file: !3, line: 552, type: !1823, scopeLine: 552, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1825)
!1823 = !DISubroutineType(types: !1824)
!1824 = !{!23, !39, !109}
!1825 = !{!1826, !1827}
!1826 = !DILocalVariable(name: "once", arg: 1, scope: !1822, file: !3, line: 552, type: !39)
!1827 = !DILocalVariable(name: "init", arg: 2, scope: !1822, file: !3, line: 552, type: !109)
!1828 = !DILocation(line: 0, scope: !1822)
!1829 = !DILocation(line: 553, column: 3, scope: !1822)
!1830 = !DILocation(line: 554, column: 7, scope: !1831)
!1831 = distinct !DILexicalBlock(scope: !1822, file: !3, line: 554, column: 7)
!1832 = !DILocation(line: 554, column: 13, scope: !1831)
!1833 = !DILocation(line: 554, column: 7, scope: !1822)
!1834 = !DILocation(line: 555, column: 11, scope: !1835)
!1835 = distinct !DILexicalBlock(scope: !1831, file: !3, line: 554, column: 19)
!1836 = !DILocation(line: 556, column: 5, scope: !1835)
!1837 = !DILocation(line: 557, column: 5, scope: !1835)
!1838 = !DILocation(line: 560, column: 5, scope: !1835)
!1839 = !DILocation(line: 561, column: 5, scope: !1835)
!1840 = !DILocation(line: 563, column: 3, scope: !1822)
!1841 = !DILocation(line: 564, column: 3, scope: !1822)
!1842 = !DILocation(line: 565, column: 3, scope: !1822)
!1843 = !DILocation(line: 566, column: 1, scope: !1822)
!1844 = !DISubprogram(name: "__VERIFIER_atomic_begin", scope: !3, file: !3, line: 547, type: !110, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1845 = !DISubprogram(name: "__VERIFIER_atomic_end", scope: !3, file: !3, line: 548, type: !110, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1846 = !DISubprogram(name: "__pancam_await_eq", scope: !3, file: !3, line: 549, type: !1847, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1847 = !DISubroutineType(types: !1848)
!1848 = !{null, !39, !23}
!1849 = distinct !DISubprogram(name: "pthread_key_create", scope: !3, file: !3, line: 576, type: !1850, scopeLine: 576, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1853)
!1850 = !DISubroutineType(types: !1851)
!1851 = !{!23, !1852, !135}
!1852 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!1853 = !{!1854, !1855, !1856}
!1854 = !DILocalVariable(name: "key", arg: 1, scope: !1849, file: !3, line: 576, type: !1852)
!1855 = !DILocalVariable(name: "dtor", arg: 2, scope: !1849, file: !3, line: 576, type: !135)
!1856 = !DILocalVariable(name: "k", scope: !1857, file: !3, line: 578, type: !6)
!1857 = distinct !DILexicalBlock(scope: !1849, file: !3, line: 578, column: 3)
!1858 = !DILocation(line: 0, scope: !1849)
!1859 = !DILocation(line: 577, column: 3, scope: !1849)
!1860 = !DILocation(line: 0, scope: !1857)
!1861 = !DILocation(line: 578, column: 3, scope: !1857)
!1862 = !DILocation(line: 579, column: 10, scope: !1863)
!1863 = distinct !DILexicalBlock(scope: !1864, file: !3, line: 579, column: 9)
!1864 = distinct !DILexicalBlock(scope: !1865, file: !3, line: 578, column: 43)
!1865 = distinct !DILexicalBlock(scope: !1857, file: !3, line: 578, column: 3)
!1866 = !DILocation(line: 579, column: 9, scope: !1864)
!1867 = !DILocation(line: 580, column: 19, scope: !1868)
!1868 = distinct !DILexicalBlock(scope: !1863, file: !3, line: 579, column: 23)
!1869 = !DILocation(line: 581, column: 7, scope: !1868)
!1870 = !DILocation(line: 581, column: 19, scope: !1868)
!1871 = !DILocation(line: 582, column: 11, scope: !1872)
!1872 = distinct !DILexicalBlock(scope: !1868, file: !3, line: 582, column: 11)
!1873 = !DILocation(line: 582, column: 11, scope: !1868)
!1874 = !DILocation(line: 583, column: 27, scope: !1872)
!1875 = !DILocation(line: 583, column: 9, scope: !1872)
!1876 = !DILocation(line: 578, column: 39, scope: !1865)
!1877 = !DILocation(line: 578, column: 26, scope: !1865)
!1878 = distinct !{!1878, !1861, !1879, !338}
!1879 = !DILocation(line: 588, column: 3, scope: !1857)
!1880 = !DILocation(line: 584, column: 7, scope: !1868)
!1881 = !DILocation(line: 585, column: 12, scope: !1868)
!1882 = !DILocation(line: 589, column: 3, scope: !1849)
!1883 = !DILocation(line: 590, column: 3, scope: !1849)
!1884 = !DILocation(line: 591, column: 1, scope: !1849)
!1885 = distinct !DISubprogram(name: "pthread_key_delete", scope: !3, file: !3, line: 593, type: !1886, scopeLine: 593, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1888)
!1886 = !DISubroutineType(types: !1887)
!1887 = !{!23, !6}
!1888 = !{!1889}
!1889 = !DILocalVariable(name: "key", arg: 1, scope: !1885, file: !3, line: 593, type: !6)
!1890 = !DILocation(line: 0, scope: !1885)
!1891 = !DILocation(line: 594, column: 3, scope: !1885)
!1892 = !DILocation(line: 595, column: 11, scope: !1893)
!1893 = distinct !DILexicalBlock(scope: !1885, file: !3, line: 595, column: 7)
!1894 = !DILocation(line: 595, column: 23, scope: !1893)
!1895 = !DILocation(line: 595, column: 27, scope: !1893)
!1896 = !DILocation(line: 595, column: 7, scope: !1885)
!1897 = !DILocation(line: 599, column: 7, scope: !1898)
!1898 = distinct !DILexicalBlock(scope: !1885, file: !3, line: 599, column: 7)
!1899 = !DILocation(line: 599, column: 7, scope: !1885)
!1900 = !DILocation(line: 600, column: 23, scope: !1898)
!1901 = !DILocation(line: 600, column: 5, scope: !1898)
!1902 = !DILocation(line: 601, column: 17, scope: !1885)
!1903 = !DILocation(line: 602, column: 17, scope: !1885)
!1904 = !DILocation(line: 604, column: 3, scope: !1885)
!1905 = !DILocation(line: 605, column: 1, scope: !1885)
!1906 = distinct !DISubprogram(name: "__pancam_tsd_run", scope: !3, file: !3, line: 611, type: !110, scopeLine: 611, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1907)
!1907 = !{!1908, !1910, !1913, !1915, !1918}
!1908 = !DILocalVariable(name: "round", scope: !1909, file: !3, line: 612, type: !23)
!1909 = distinct !DILexicalBlock(scope: !1906, file: !3, line: 612, column: 3)
!1910 = !DILocalVariable(name: "again", scope: !1911, file: !3, line: 613, type: !23)
!1911 = distinct !DILexicalBlock(scope: !1912, file: !3, line: 612, column: 43)
!1912 = distinct !DILexicalBlock(scope: !1909, file: !3, line: 612, column: 3)
!1913 = !DILocalVariable(name: "k", scope: !1914, file: !3, line: 614, type: !6)
!1914 = distinct !DILexicalBlock(scope: !1911, file: !3, line: 614, column: 5)
!1915 = !DILocalVariable(name: "v", scope: !1916, file: !3, line: 615, type: !17)
!1916 = distinct !DILexicalBlock(scope: !1917, file: !3, line: 614, column: 45)
!1917 = distinct !DILexicalBlock(scope: !1914, file: !3, line: 614, column: 5)
!1918 = !DILocalVariable(name: "dtor", scope: !1916, file: !3, line: 616, type: !135)
!1919 = !DILocation(line: 0, scope: !1909)
!1920 = !DILocation(line: 0, scope: !1914)
!1921 = !DILocation(line: 0, scope: !1911)
!1922 = !DILocation(line: 614, column: 5, scope: !1914)
!1923 = !DILocation(line: 615, column: 17, scope: !1916)
!1924 = !DILocation(line: 0, scope: !1916)
!1925 = !DILocation(line: 616, column: 30, scope: !1916)
!1926 = !DILocation(line: 617, column: 11, scope: !1927)
!1927 = distinct !DILexicalBlock(scope: !1916, file: !3, line: 617, column: 11)
!1928 = !DILocation(line: 617, column: 13, scope: !1927)
!1929 = !DILocation(line: 614, column: 41, scope: !1917)
!1930 = !DILocation(line: 614, column: 28, scope: !1917)
!1931 = distinct !{!1931, !1922, !1932, !338}
!1932 = !DILocation(line: 622, column: 5, scope: !1914)
!1933 = !DILocation(line: 618, column: 22, scope: !1934)
!1934 = distinct !DILexicalBlock(scope: !1927, file: !3, line: 617, column: 22)
!1935 = !DILocation(line: 619, column: 9, scope: !1934)
!1936 = !DILocation(line: 626, column: 1, scope: !1906)
!1937 = distinct !DISubprogram(name: "pthread_getspecific", scope: !3, file: !3, line: 628, type: !1938, scopeLine: 628, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1940)
!1938 = !DISubroutineType(types: !1939)
!1939 = !{!17, !6}
!1940 = !{!1941}
!1941 = !DILocalVariable(name: "key", arg: 1, scope: !1937, file: !3, line: 628, type: !6)
!1942 = !DILocation(line: 0, scope: !1937)
!1943 = !DILocation(line: 628, column: 54, scope: !1937)
!1944 = !DILocation(line: 628, column: 50, scope: !1937)
!1945 = !DILocation(line: 628, column: 67, scope: !1937)
!1946 = !DILocation(line: 628, column: 43, scope: !1937)
!1947 = distinct !DISubprogram(name: "pthread_setspecific", scope: !3, file: !3, line: 630, type: !1948, scopeLine: 630, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1950)
!1948 = !DISubroutineType(types: !1949)
!1949 = !{!23, !6, !344}
!1950 = !{!1951, !1952}
!1951 = !DILocalVariable(name: "key", arg: 1, scope: !1947, file: !3, line: 630, type: !6)
!1952 = !DILocalVariable(name: "value", arg: 2, scope: !1947, file: !3, line: 630, type: !344)
!1953 = !DILocation(line: 0, scope: !1947)
!1954 = !DILocation(line: 631, column: 11, scope: !1955)
!1955 = distinct !DILexicalBlock(scope: !1947, file: !3, line: 631, column: 7)
!1956 = !DILocation(line: 631, column: 23, scope: !1955)
!1957 = !DILocation(line: 631, column: 27, scope: !1955)
!1958 = !DILocation(line: 631, column: 7, scope: !1947)
!1959 = !DILocation(line: 633, column: 3, scope: !1947)
!1960 = !DILocation(line: 633, column: 18, scope: !1947)
!1961 = !DILocation(line: 634, column: 3, scope: !1947)
!1962 = !DILocation(line: 635, column: 1, scope: !1947)
!1963 = distinct !DISubprogram(name: "pthread_mutex_timedlock", scope: !3, file: !3, line: 672, type: !1964, scopeLine: 672, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1966)
!1964 = !DISubroutineType(types: !1965)
!1965 = !{!23, !17, !344}
!1966 = !{!1967, !1968, !1969}
!1967 = !DILocalVariable(name: "m", arg: 1, scope: !1963, file: !3, line: 672, type: !17)
!1968 = !DILocalVariable(name: "abstime", arg: 2, scope: !1963, file: !3, line: 672, type: !344)
!1969 = !DILocalVariable(name: "r", scope: !1963, file: !3, line: 674, type: !23)
!1970 = !DILocation(line: 0, scope: !1963)
!1971 = !DILocation(line: 674, column: 11, scope: !1963)
!1972 = !DILocation(line: 675, column: 9, scope: !1973)
!1973 = distinct !DILexicalBlock(scope: !1963, file: !3, line: 675, column: 7)
!1974 = !DILocation(line: 675, column: 7, scope: !1963)
!1975 = !DILocation(line: 677, column: 7, scope: !1976)
!1976 = distinct !DILexicalBlock(scope: !1963, file: !3, line: 677, column: 7)
!1977 = !DILocation(line: 677, column: 7, scope: !1963)
!1978 = !DILocation(line: 679, column: 10, scope: !1963)
!1979 = !DILocation(line: 679, column: 3, scope: !1963)
!1980 = !DILocation(line: 680, column: 1, scope: !1963)
!1981 = !DISubprogram(name: "pthread_mutex_trylock", scope: !3, file: !3, line: 658, type: !36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1982 = !DISubprogram(name: "__VERIFIER_nondet_bool", scope: !3, file: !3, line: 667, type: !1983, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1983 = !DISubroutineType(types: !1984)
!1984 = !{!1985}
!1985 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!1986 = !DISubprogram(name: "pthread_mutex_lock", scope: !3, file: !3, line: 657, type: !36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1987 = distinct !DISubprogram(name: "thrd_create", scope: !3, file: !3, line: 695, type: !1988, scopeLine: 695, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1992)
!1988 = !DISubroutineType(types: !1989)
!1989 = !{!23, !1990, !35, !17}
!1990 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1991, size: 64)
!1991 = !DIDerivedType(tag: DW_TAG_typedef, name: "pancam_pthread_t", file: !3, line: 647, baseType: !22)
!1992 = !{!1993, !1994, !1995, !1996, !1997}
!1993 = !DILocalVariable(name: "thr", arg: 1, scope: !1987, file: !3, line: 695, type: !1990)
!1994 = !DILocalVariable(name: "func", arg: 2, scope: !1987, file: !3, line: 695, type: !35)
!1995 = !DILocalVariable(name: "arg", arg: 3, scope: !1987, file: !3, line: 695, type: !17)
!1996 = !DILocalVariable(name: "s", scope: !1987, file: !3, line: 696, type: !31)
!1997 = !DILocalVariable(name: "r", scope: !1987, file: !3, line: 701, type: !23)
!1998 = !DILocation(line: 0, scope: !1987)
!1999 = !DILocation(line: 696, column: 33, scope: !1987)
!2000 = !DILocation(line: 697, column: 8, scope: !2001)
!2001 = distinct !DILexicalBlock(scope: !1987, file: !3, line: 697, column: 7)
!2002 = !DILocation(line: 697, column: 7, scope: !1987)
!2003 = !DILocation(line: 699, column: 11, scope: !1987)
!2004 = !{!2005, !318, i64 0}
!2005 = !{!"pancam_thrd_start", !318, i64 0, !318, i64 8}
!2006 = !DILocation(line: 700, column: 6, scope: !1987)
!2007 = !DILocation(line: 700, column: 10, scope: !1987)
!2008 = !{!2005, !318, i64 8}
!2009 = !DILocation(line: 701, column: 11, scope: !1987)
!2010 = !DILocation(line: 702, column: 7, scope: !2011)
!2011 = distinct !DILexicalBlock(scope: !1987, file: !3, line: 702, column: 7)
!2012 = !DILocation(line: 702, column: 7, scope: !1987)
!2013 = !DILocation(line: 703, column: 5, scope: !2014)
!2014 = distinct !DILexicalBlock(scope: !2011, file: !3, line: 702, column: 10)
!2015 = !DILocation(line: 704, column: 14, scope: !2014)
!2016 = !DILocation(line: 704, column: 12, scope: !2014)
!2017 = !DILocation(line: 704, column: 5, scope: !2014)
!2018 = !DILocation(line: 707, column: 1, scope: !1987)
!2019 = !DISubprogram(name: "pthread_create", scope: !3, file: !3, line: 648, type: !2020, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2020 = !DISubroutineType(types: !2021)
!2021 = !{!23, !1990, !344, !2022, !17}
!2022 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2023, size: 64)
!2023 = !DISubroutineType(types: !2024)
!2024 = !{!17, !17}
!2025 = distinct !DISubprogram(name: "pancam_thrd_run", scope: !3, file: !3, line: 689, type: !2023, scopeLine: 689, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2026)
!2026 = !{!2027, !2028}
!2027 = !DILocalVariable(name: "p", arg: 1, scope: !2025, file: !3, line: 689, type: !17)
!2028 = !DILocalVariable(name: "s", scope: !2025, file: !3, line: 690, type: !32)
!2029 = !DILocation(line: 0, scope: !2025)
!2030 = !DILocation(line: 690, column: 32, scope: !2025)
!2031 = !DILocation(line: 691, column: 3, scope: !2025)
!2032 = !DILocation(line: 692, column: 28, scope: !2025)
!2033 = !DILocation(line: 692, column: 18, scope: !2025)
!2034 = !DILocation(line: 692, column: 10, scope: !2025)
!2035 = !DILocation(line: 692, column: 3, scope: !2025)
!2036 = distinct !DISubprogram(name: "thrd_join", scope: !3, file: !3, line: 709, type: !2037, scopeLine: 709, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2039)
!2037 = !DISubroutineType(types: !2038)
!2038 = !{!23, !1991, !39}
!2039 = !{!2040, !2041, !2042}
!2040 = !DILocalVariable(name: "thr", arg: 1, scope: !2036, file: !3, line: 709, type: !1991)
!2041 = !DILocalVariable(name: "res", arg: 2, scope: !2036, file: !3, line: 709, type: !39)
!2042 = !DILocalVariable(name: "v", scope: !2036, file: !3, line: 710, type: !17)
!2043 = distinct !DIAssignID()
!2044 = !DILocation(line: 0, scope: !2036)
!2045 = !DILocation(line: 710, column: 3, scope: !2036)
!2046 = !DILocation(line: 711, column: 7, scope: !2047)
!2047 = distinct !DILexicalBlock(scope: !2036, file: !3, line: 711, column: 7)
!2048 = !DILocation(line: 711, column: 7, scope: !2036)
!2049 = !DILocation(line: 713, column: 7, scope: !2050)
!2050 = distinct !DILexicalBlock(scope: !2036, file: !3, line: 713, column: 7)
!2051 = !DILocation(line: 713, column: 7, scope: !2036)
!2052 = !DILocation(line: 714, column: 27, scope: !2050)
!2053 = !DILocation(line: 714, column: 17, scope: !2050)
!2054 = !DILocation(line: 714, column: 12, scope: !2050)
!2055 = !DILocation(line: 714, column: 10, scope: !2050)
!2056 = !DILocation(line: 714, column: 5, scope: !2050)
!2057 = !DILocation(line: 716, column: 1, scope: !2036)
!2058 = !DISubprogram(name: "pthread_join", scope: !3, file: !3, line: 649, type: !2059, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2059 = !DISubroutineType(types: !2060)
!2060 = !{!23, !1991, !2061}
!2061 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!2062 = distinct !DISubprogram(name: "thrd_exit", scope: !3, file: !3, line: 718, type: !322, scopeLine: 718, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2063)
!2063 = !{!2064}
!2064 = !DILocalVariable(name: "res", arg: 1, scope: !2062, file: !3, line: 718, type: !23)
!2065 = !DILocation(line: 0, scope: !2062)
!2066 = !DILocation(line: 718, column: 48, scope: !2062)
!2067 = !DILocation(line: 718, column: 40, scope: !2062)
!2068 = !DILocation(line: 718, column: 27, scope: !2062)
!2069 = !DISubprogram(name: "pthread_exit", scope: !3, file: !3, line: 650, type: !136, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!2070 = distinct !DISubprogram(name: "thrd_current", scope: !3, file: !3, line: 719, type: !2071, scopeLine: 719, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!2071 = !DISubroutineType(types: !2072)
!2072 = !{!1991}
!2073 = !DILocation(line: 719, column: 46, scope: !2070)
!2074 = !DILocation(line: 719, column: 39, scope: !2070)
!2075 = !DISubprogram(name: "pthread_self", scope: !3, file: !3, line: 651, type: !2071, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2076 = distinct !DISubprogram(name: "thrd_equal", scope: !3, file: !3, line: 720, type: !2077, scopeLine: 720, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2079)
!2077 = !DISubroutineType(types: !2078)
!2078 = !{!23, !1991, !1991}
!2079 = !{!2080, !2081}
!2080 = !DILocalVariable(name: "a", arg: 1, scope: !2076, file: !3, line: 720, type: !1991)
!2081 = !DILocalVariable(name: "b", arg: 2, scope: !2076, file: !3, line: 720, type: !1991)
!2082 = !DILocation(line: 0, scope: !2076)
!2083 = !DILocation(line: 720, column: 67, scope: !2076)
!2084 = !DILocation(line: 720, column: 58, scope: !2076)
!2085 = distinct !DISubprogram(name: "thrd_detach", scope: !3, file: !3, line: 721, type: !2086, scopeLine: 721, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2088)
!2086 = !DISubroutineType(types: !2087)
!2087 = !{!23, !1991}
!2088 = !{!2089}
!2089 = !DILocalVariable(name: "thr", arg: 1, scope: !2085, file: !3, line: 721, type: !1991)
!2090 = !DILocation(line: 0, scope: !2085)
!2091 = !DILocation(line: 721, column: 48, scope: !2085)
!2092 = !DILocation(line: 721, column: 41, scope: !2085)
!2093 = !DISubprogram(name: "pthread_detach", scope: !3, file: !3, line: 652, type: !2086, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2094 = distinct !DISubprogram(name: "thrd_yield", scope: !3, file: !3, line: 722, type: !110, scopeLine: 722, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!2095 = !DILocation(line: 722, column: 25, scope: !2094)
!2096 = !DILocation(line: 722, column: 40, scope: !2094)
!2097 = !DISubprogram(name: "sched_yield", scope: !3, file: !3, line: 653, type: !1653, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2098 = distinct !DISubprogram(name: "thrd_sleep", scope: !3, file: !3, line: 725, type: !2099, scopeLine: 725, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2101)
!2099 = !DISubroutineType(types: !2100)
!2100 = !{!23, !344, !17}
!2101 = !{!2102, !2103}
!2102 = !DILocalVariable(name: "duration", arg: 1, scope: !2098, file: !3, line: 725, type: !344)
!2103 = !DILocalVariable(name: "remaining", arg: 2, scope: !2098, file: !3, line: 725, type: !17)
!2104 = !DILocation(line: 0, scope: !2098)
!2105 = !DILocation(line: 728, column: 3, scope: !2098)
!2106 = !DILocation(line: 729, column: 3, scope: !2098)
!2107 = distinct !DISubprogram(name: "mtx_init", scope: !3, file: !3, line: 732, type: !2108, scopeLine: 732, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2110)
!2108 = !DISubroutineType(types: !2109)
!2109 = !{!23, !17, !23}
!2110 = !{!2111, !2112, !2113}
!2111 = !DILocalVariable(name: "m", arg: 1, scope: !2107, file: !3, line: 732, type: !17)
!2112 = !DILocalVariable(name: "type", arg: 2, scope: !2107, file: !3, line: 732, type: !23)
!2113 = !DILocalVariable(name: "attr", scope: !2107, file: !3, line: 733, type: !23)
!2114 = distinct !DIAssignID()
!2115 = !DILocation(line: 0, scope: !2107)
!2116 = !DILocation(line: 733, column: 3, scope: !2107)
!2117 = !DILocation(line: 734, column: 3, scope: !2107)
!2118 = !DILocation(line: 735, column: 12, scope: !2119)
!2119 = distinct !DILexicalBlock(scope: !2107, file: !3, line: 735, column: 7)
!2120 = !DILocation(line: 735, column: 7, scope: !2107)
!2121 = !DILocation(line: 736, column: 5, scope: !2119)
!2122 = !DILocation(line: 737, column: 10, scope: !2107)
!2123 = !DILocation(line: 738, column: 1, scope: !2107)
!2124 = !DILocation(line: 737, column: 3, scope: !2107)
!2125 = !DISubprogram(name: "pthread_mutexattr_init", scope: !3, file: !3, line: 654, type: !36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2126 = !DISubprogram(name: "pthread_mutexattr_settype", scope: !3, file: !3, line: 655, type: !2108, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2127 = !DISubprogram(name: "pthread_mutex_init", scope: !3, file: !3, line: 656, type: !1964, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2128 = distinct !DISubprogram(name: "mtx_lock", scope: !3, file: !3, line: 740, type: !36, scopeLine: 740, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2129)
!2129 = !{!2130}
!2130 = !DILocalVariable(name: "m", arg: 1, scope: !2128, file: !3, line: 740, type: !17)
!2131 = !DILocation(line: 0, scope: !2128)
!2132 = !DILocation(line: 740, column: 32, scope: !2128)
!2133 = !DILocation(line: 740, column: 25, scope: !2128)
!2134 = distinct !DISubprogram(name: "mtx_trylock", scope: !3, file: !3, line: 742, type: !36, scopeLine: 742, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2135)
!2135 = !{!2136, !2137}
!2136 = !DILocalVariable(name: "m", arg: 1, scope: !2134, file: !3, line: 742, type: !17)
!2137 = !DILocalVariable(name: "r", scope: !2134, file: !3, line: 743, type: !23)
!2138 = !DILocation(line: 0, scope: !2134)
!2139 = !DILocation(line: 743, column: 11, scope: !2134)
!2140 = !DILocation(line: 744, column: 12, scope: !2134)
!2141 = !DILocation(line: 744, column: 10, scope: !2134)
!2142 = !DILocation(line: 744, column: 3, scope: !2134)
!2143 = distinct !DISubprogram(name: "mtx_timedlock", scope: !3, file: !3, line: 747, type: !1964, scopeLine: 747, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2144)
!2144 = !{!2145, !2146, !2147}
!2145 = !DILocalVariable(name: "m", arg: 1, scope: !2143, file: !3, line: 747, type: !17)
!2146 = !DILocalVariable(name: "abstime", arg: 2, scope: !2143, file: !3, line: 747, type: !344)
!2147 = !DILocalVariable(name: "r", scope: !2143, file: !3, line: 748, type: !23)
!2148 = !DILocation(line: 0, scope: !2143)
!2149 = !DILocation(line: 0, scope: !1963, inlinedAt: !2150)
!2150 = distinct !DILocation(line: 748, column: 11, scope: !2143)
!2151 = !DILocation(line: 674, column: 11, scope: !1963, inlinedAt: !2150)
!2152 = !DILocation(line: 675, column: 9, scope: !1973, inlinedAt: !2150)
!2153 = !DILocation(line: 675, column: 7, scope: !1963, inlinedAt: !2150)
!2154 = !DILocation(line: 677, column: 7, scope: !1976, inlinedAt: !2150)
!2155 = !DILocation(line: 677, column: 7, scope: !1963, inlinedAt: !2150)
!2156 = !DILocation(line: 679, column: 10, scope: !1963, inlinedAt: !2150)
!2157 = !DILocation(line: 679, column: 3, scope: !1963, inlinedAt: !2150)
!2158 = !DILocation(line: 749, column: 10, scope: !2143)
!2159 = !DILocation(line: 749, column: 12, scope: !2143)
!2160 = !DILocation(line: 749, column: 3, scope: !2143)
!2161 = distinct !DISubprogram(name: "mtx_unlock", scope: !3, file: !3, line: 752, type: !36, scopeLine: 752, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2162)
!2162 = !{!2163}
!2163 = !DILocalVariable(name: "m", arg: 1, scope: !2161, file: !3, line: 752, type: !17)
!2164 = !DILocation(line: 0, scope: !2161)
!2165 = !DILocation(line: 752, column: 34, scope: !2161)
!2166 = !DILocation(line: 752, column: 27, scope: !2161)
!2167 = !DISubprogram(name: "pthread_mutex_unlock", scope: !3, file: !3, line: 659, type: !36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2168 = distinct !DISubprogram(name: "mtx_destroy", scope: !3, file: !3, line: 753, type: !136, scopeLine: 753, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2169)
!2169 = !{!2170}
!2170 = !DILocalVariable(name: "m", arg: 1, scope: !2168, file: !3, line: 753, type: !17)
!2171 = !DILocation(line: 0, scope: !2168)
!2172 = !DILocation(line: 753, column: 29, scope: !2168)
!2173 = !DILocation(line: 753, column: 55, scope: !2168)
!2174 = !DISubprogram(name: "pthread_mutex_destroy", scope: !3, file: !3, line: 660, type: !36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2175 = distinct !DISubprogram(name: "cnd_init", scope: !3, file: !3, line: 755, type: !36, scopeLine: 755, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2176)
!2176 = !{!2177}
!2177 = !DILocalVariable(name: "c", arg: 1, scope: !2175, file: !3, line: 755, type: !17)
!2178 = !DILocation(line: 0, scope: !2175)
!2179 = !DILocation(line: 755, column: 32, scope: !2175)
!2180 = !DILocation(line: 755, column: 25, scope: !2175)
!2181 = !DISubprogram(name: "pthread_cond_init", scope: !3, file: !3, line: 661, type: !1964, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2182 = distinct !DISubprogram(name: "cnd_signal", scope: !3, file: !3, line: 756, type: !36, scopeLine: 756, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2183)
!2183 = !{!2184}
!2184 = !DILocalVariable(name: "c", arg: 1, scope: !2182, file: !3, line: 756, type: !17)
!2185 = !DILocation(line: 0, scope: !2182)
!2186 = !DILocation(line: 756, column: 34, scope: !2182)
!2187 = !DILocation(line: 756, column: 27, scope: !2182)
!2188 = !DISubprogram(name: "pthread_cond_signal", scope: !3, file: !3, line: 664, type: !36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2189 = distinct !DISubprogram(name: "cnd_broadcast", scope: !3, file: !3, line: 757, type: !36, scopeLine: 757, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2190)
!2190 = !{!2191}
!2191 = !DILocalVariable(name: "c", arg: 1, scope: !2189, file: !3, line: 757, type: !17)
!2192 = !DILocation(line: 0, scope: !2189)
!2193 = !DILocation(line: 757, column: 37, scope: !2189)
!2194 = !DILocation(line: 757, column: 30, scope: !2189)
!2195 = !DISubprogram(name: "pthread_cond_broadcast", scope: !3, file: !3, line: 665, type: !36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2196 = distinct !DISubprogram(name: "cnd_wait", scope: !3, file: !3, line: 758, type: !2197, scopeLine: 758, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2199)
!2197 = !DISubroutineType(types: !2198)
!2198 = !{!23, !17, !17}
!2199 = !{!2200, !2201}
!2200 = !DILocalVariable(name: "c", arg: 1, scope: !2196, file: !3, line: 758, type: !17)
!2201 = !DILocalVariable(name: "m", arg: 2, scope: !2196, file: !3, line: 758, type: !17)
!2202 = !DILocation(line: 0, scope: !2196)
!2203 = !DILocation(line: 758, column: 41, scope: !2196)
!2204 = !DILocation(line: 758, column: 34, scope: !2196)
!2205 = !DISubprogram(name: "pthread_cond_wait", scope: !3, file: !3, line: 662, type: !2197, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2206 = distinct !DISubprogram(name: "cnd_timedwait", scope: !3, file: !3, line: 760, type: !2207, scopeLine: 760, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2209)
!2207 = !DISubroutineType(types: !2208)
!2208 = !{!23, !17, !17, !344}
!2209 = !{!2210, !2211, !2212, !2213}
!2210 = !DILocalVariable(name: "c", arg: 1, scope: !2206, file: !3, line: 760, type: !17)
!2211 = !DILocalVariable(name: "m", arg: 2, scope: !2206, file: !3, line: 760, type: !17)
!2212 = !DILocalVariable(name: "abstime", arg: 3, scope: !2206, file: !3, line: 760, type: !344)
!2213 = !DILocalVariable(name: "r", scope: !2206, file: !3, line: 761, type: !23)
!2214 = !DILocation(line: 0, scope: !2206)
!2215 = !DILocation(line: 761, column: 11, scope: !2206)
!2216 = !DILocation(line: 762, column: 12, scope: !2206)
!2217 = !DILocation(line: 762, column: 10, scope: !2206)
!2218 = !DILocation(line: 762, column: 3, scope: !2206)
!2219 = !DISubprogram(name: "pthread_cond_timedwait", scope: !3, file: !3, line: 663, type: !2207, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2220 = distinct !DISubprogram(name: "cnd_destroy", scope: !3, file: !3, line: 765, type: !136, scopeLine: 765, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2221)
!2221 = !{!2222}
!2222 = !DILocalVariable(name: "c", arg: 1, scope: !2220, file: !3, line: 765, type: !17)
!2223 = !DILocation(line: 0, scope: !2220)
!2224 = !DILocation(line: 765, column: 29, scope: !2220)
!2225 = !DILocation(line: 765, column: 54, scope: !2220)
!2226 = !DISubprogram(name: "pthread_cond_destroy", scope: !3, file: !3, line: 666, type: !36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2227 = distinct !DISubprogram(name: "call_once", scope: !3, file: !3, line: 767, type: !2228, scopeLine: 767, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2230)
!2228 = !DISubroutineType(types: !2229)
!2229 = !{null, !39, !109}
!2230 = !{!2231, !2232}
!2231 = !DILocalVariable(name: "flag", arg: 1, scope: !2227, file: !3, line: 767, type: !39)
!2232 = !DILocalVariable(name: "func", arg: 2, scope: !2227, file: !3, line: 767, type: !109)
!2233 = !DILocation(line: 0, scope: !2227)
!2234 = !DILocation(line: 0, scope: !1822, inlinedAt: !2235)
!2235 = distinct !DILocation(line: 767, column: 49, scope: !2227)
!2236 = !DILocation(line: 553, column: 3, scope: !1822, inlinedAt: !2235)
!2237 = !DILocation(line: 554, column: 7, scope: !1831, inlinedAt: !2235)
!2238 = !DILocation(line: 554, column: 13, scope: !1831, inlinedAt: !2235)
!2239 = !DILocation(line: 554, column: 7, scope: !1822, inlinedAt: !2235)
!2240 = !DILocation(line: 555, column: 11, scope: !1835, inlinedAt: !2235)
!2241 = !DILocation(line: 556, column: 5, scope: !1835, inlinedAt: !2235)
!2242 = !DILocation(line: 557, column: 5, scope: !1835, inlinedAt: !2235)
!2243 = !DILocation(line: 560, column: 5, scope: !1835, inlinedAt: !2235)
!2244 = !DILocation(line: 561, column: 5, scope: !1835, inlinedAt: !2235)
!2245 = !DILocation(line: 563, column: 3, scope: !1822, inlinedAt: !2235)
!2246 = !DILocation(line: 564, column: 3, scope: !1822, inlinedAt: !2235)
!2247 = !DILocation(line: 565, column: 3, scope: !1822, inlinedAt: !2235)
!2248 = !DILocation(line: 767, column: 75, scope: !2227)
!2249 = distinct !DISubprogram(name: "tss_create", scope: !3, file: !3, line: 769, type: !1850, scopeLine: 769, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2250)
!2250 = !{!2251, !2252}
!2251 = !DILocalVariable(name: "key", arg: 1, scope: !2249, file: !3, line: 769, type: !1852)
!2252 = !DILocalVariable(name: "dtor", arg: 2, scope: !2249, file: !3, line: 769, type: !135)
!2253 = !DILocation(line: 0, scope: !2249)
!2254 = !DILocation(line: 0, scope: !1849, inlinedAt: !2255)
!2255 = distinct !DILocation(line: 770, column: 10, scope: !2249)
!2256 = !DILocation(line: 577, column: 3, scope: !1849, inlinedAt: !2255)
!2257 = !DILocation(line: 0, scope: !1857, inlinedAt: !2255)
!2258 = !DILocation(line: 578, column: 3, scope: !1857, inlinedAt: !2255)
!2259 = !DILocation(line: 579, column: 10, scope: !1863, inlinedAt: !2255)
!2260 = !DILocation(line: 579, column: 9, scope: !1864, inlinedAt: !2255)
!2261 = !DILocation(line: 580, column: 19, scope: !1868, inlinedAt: !2255)
!2262 = !DILocation(line: 581, column: 7, scope: !1868, inlinedAt: !2255)
!2263 = !DILocation(line: 581, column: 19, scope: !1868, inlinedAt: !2255)
!2264 = !DILocation(line: 582, column: 11, scope: !1872, inlinedAt: !2255)
!2265 = !DILocation(line: 582, column: 11, scope: !1868, inlinedAt: !2255)
!2266 = !DILocation(line: 583, column: 27, scope: !1872, inlinedAt: !2255)
!2267 = !DILocation(line: 583, column: 9, scope: !1872, inlinedAt: !2255)
!2268 = !DILocation(line: 578, column: 39, scope: !1865, inlinedAt: !2255)
!2269 = !DILocation(line: 578, column: 26, scope: !1865, inlinedAt: !2255)
!2270 = distinct !{!2270, !2258, !2271, !338}
!2271 = !DILocation(line: 588, column: 3, scope: !1857, inlinedAt: !2255)
!2272 = !DILocation(line: 589, column: 3, scope: !1849, inlinedAt: !2255)
!2273 = !DILocation(line: 770, column: 10, scope: !2249)
!2274 = !DILocation(line: 584, column: 7, scope: !1868, inlinedAt: !2255)
!2275 = !DILocation(line: 585, column: 12, scope: !1868, inlinedAt: !2255)
!2276 = !DILocation(line: 770, column: 3, scope: !2249)
!2277 = distinct !DISubprogram(name: "tss_get", scope: !3, file: !3, line: 773, type: !1938, scopeLine: 773, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2278)
!2278 = !{!2279}
!2279 = !DILocalVariable(name: "key", arg: 1, scope: !2277, file: !3, line: 773, type: !6)
!2280 = !DILocation(line: 0, scope: !2277)
!2281 = !DILocation(line: 0, scope: !1937, inlinedAt: !2282)
!2282 = distinct !DILocation(line: 773, column: 38, scope: !2277)
!2283 = !DILocation(line: 628, column: 54, scope: !1937, inlinedAt: !2282)
!2284 = !DILocation(line: 628, column: 50, scope: !1937, inlinedAt: !2282)
!2285 = !DILocation(line: 628, column: 67, scope: !1937, inlinedAt: !2282)
!2286 = !DILocation(line: 773, column: 31, scope: !2277)
!2287 = distinct !DISubprogram(name: "tss_set", scope: !3, file: !3, line: 775, type: !2288, scopeLine: 775, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2290)
!2288 = !DISubroutineType(types: !2289)
!2289 = !{!23, !6, !17}
!2290 = !{!2291, !2292}
!2291 = !DILocalVariable(name: "key", arg: 1, scope: !2287, file: !3, line: 775, type: !6)
!2292 = !DILocalVariable(name: "value", arg: 2, scope: !2287, file: !3, line: 775, type: !17)
!2293 = !DILocation(line: 0, scope: !2287)
!2294 = !DILocation(line: 0, scope: !1947, inlinedAt: !2295)
!2295 = distinct !DILocation(line: 776, column: 10, scope: !2287)
!2296 = !DILocation(line: 631, column: 11, scope: !1955, inlinedAt: !2295)
!2297 = !DILocation(line: 631, column: 23, scope: !1955, inlinedAt: !2295)
!2298 = !DILocation(line: 631, column: 27, scope: !1955, inlinedAt: !2295)
!2299 = !DILocation(line: 631, column: 7, scope: !1947, inlinedAt: !2295)
!2300 = !DILocation(line: 633, column: 3, scope: !1947, inlinedAt: !2295)
!2301 = !DILocation(line: 633, column: 18, scope: !1947, inlinedAt: !2295)
!2302 = !DILocation(line: 776, column: 10, scope: !2287)
!2303 = !DILocation(line: 776, column: 3, scope: !2287)
!2304 = distinct !DISubprogram(name: "tss_delete", scope: !3, file: !3, line: 779, type: !1600, scopeLine: 779, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2305)
!2305 = !{!2306}
!2306 = !DILocalVariable(name: "key", arg: 1, scope: !2304, file: !3, line: 779, type: !6)
!2307 = !DILocation(line: 0, scope: !2304)
!2308 = !DILocation(line: 0, scope: !1885, inlinedAt: !2309)
!2309 = distinct !DILocation(line: 779, column: 33, scope: !2304)
!2310 = !DILocation(line: 594, column: 3, scope: !1885, inlinedAt: !2309)
!2311 = !DILocation(line: 595, column: 11, scope: !1893, inlinedAt: !2309)
!2312 = !DILocation(line: 595, column: 23, scope: !1893, inlinedAt: !2309)
!2313 = !DILocation(line: 595, column: 27, scope: !1893, inlinedAt: !2309)
!2314 = !DILocation(line: 595, column: 7, scope: !1885, inlinedAt: !2309)
!2315 = !DILocation(line: 599, column: 7, scope: !1898, inlinedAt: !2309)
!2316 = !DILocation(line: 599, column: 7, scope: !1885, inlinedAt: !2309)
!2317 = !DILocation(line: 600, column: 23, scope: !1898, inlinedAt: !2309)
!2318 = !DILocation(line: 600, column: 5, scope: !1898, inlinedAt: !2309)
!2319 = !DILocation(line: 601, column: 17, scope: !1885, inlinedAt: !2309)
!2320 = !DILocation(line: 602, column: 17, scope: !1885, inlinedAt: !2309)
!2321 = !DILocation(line: 604, column: 3, scope: !1885, inlinedAt: !2309)
!2322 = !DILocation(line: 779, column: 58, scope: !2304)
!2323 = distinct !DISubprogram(name: "sem_init", scope: !3, file: !3, line: 804, type: !2324, scopeLine: 804, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2326)
!2324 = !DISubroutineType(types: !2325)
!2325 = !{!23, !17, !23, !6}
!2326 = !{!2327, !2328, !2329, !2330}
!2327 = !DILocalVariable(name: "sem", arg: 1, scope: !2323, file: !3, line: 804, type: !17)
!2328 = !DILocalVariable(name: "pshared", arg: 2, scope: !2323, file: !3, line: 804, type: !23)
!2329 = !DILocalVariable(name: "value", arg: 3, scope: !2323, file: !3, line: 804, type: !6)
!2330 = !DILocalVariable(name: "s", scope: !2323, file: !3, line: 805, type: !2331)
!2331 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2332, size: 64)
!2332 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pancam_sem", file: !3, line: 787, size: 64, elements: !2333)
!2333 = !{!2334, !2335}
!2334 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !2332, file: !3, line: 788, baseType: !6, size: 32)
!2335 = !DIDerivedType(tag: DW_TAG_member, name: "destroyed", scope: !2332, file: !3, line: 789, baseType: !23, size: 32, offset: 32)
!2336 = !DILocation(line: 0, scope: !2323)
!2337 = !DILocation(line: 807, column: 13, scope: !2338)
!2338 = distinct !DILexicalBlock(scope: !2323, file: !3, line: 807, column: 7)
!2339 = !DILocation(line: 807, column: 7, scope: !2323)
!2340 = !DILocation(line: 808, column: 5, scope: !2341)
!2341 = distinct !DILexicalBlock(scope: !2338, file: !3, line: 807, column: 30)
!2342 = !DILocation(line: 808, column: 18, scope: !2341)
!2343 = !DILocation(line: 809, column: 5, scope: !2341)
!2344 = !DILocation(line: 811, column: 12, scope: !2323)
!2345 = !{!2346, !309, i64 0}
!2346 = !{!"pancam_sem", !309, i64 0, !309, i64 4}
!2347 = !DILocation(line: 812, column: 6, scope: !2323)
!2348 = !DILocation(line: 812, column: 16, scope: !2323)
!2349 = !{!2346, !309, i64 4}
!2350 = !DILocation(line: 813, column: 3, scope: !2323)
!2351 = !DILocation(line: 814, column: 1, scope: !2323)
!2352 = distinct !DISubprogram(name: "sem_destroy", scope: !3, file: !3, line: 816, type: !36, scopeLine: 816, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2353)
!2353 = !{!2354, !2355}
!2354 = !DILocalVariable(name: "sem", arg: 1, scope: !2352, file: !3, line: 816, type: !17)
!2355 = !DILocalVariable(name: "s", scope: !2352, file: !3, line: 817, type: !2331)
!2356 = !DILocation(line: 0, scope: !2352)
!2357 = !DILocalVariable(name: "sem", arg: 1, scope: !2358, file: !3, line: 797, type: !17)
!2358 = distinct !DISubprogram(name: "pancam_sem_live", scope: !3, file: !3, line: 797, type: !2359, scopeLine: 797, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2361)
!2359 = !DISubroutineType(types: !2360)
!2360 = !{!2331, !17, !25}
!2361 = !{!2357, !2362, !2363}
!2362 = !DILocalVariable(name: "call", arg: 2, scope: !2358, file: !3, line: 797, type: !25)
!2363 = !DILocalVariable(name: "s", scope: !2358, file: !3, line: 798, type: !2331)
!2364 = !DILocation(line: 0, scope: !2358, inlinedAt: !2365)
!2365 = distinct !DILocation(line: 817, column: 26, scope: !2352)
!2366 = !DILocation(line: 799, column: 10, scope: !2367, inlinedAt: !2365)
!2367 = distinct !DILexicalBlock(scope: !2358, file: !3, line: 799, column: 7)
!2368 = !DILocation(line: 799, column: 7, scope: !2367, inlinedAt: !2365)
!2369 = !DILocation(line: 799, column: 7, scope: !2358, inlinedAt: !2365)
!2370 = !DILocation(line: 800, column: 5, scope: !2367, inlinedAt: !2365)
!2371 = !DILocation(line: 818, column: 16, scope: !2352)
!2372 = !DILocation(line: 819, column: 3, scope: !2352)
!2373 = distinct !DISubprogram(name: "sem_trywait", scope: !3, file: !3, line: 822, type: !36, scopeLine: 822, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2374)
!2374 = !{!2375, !2376}
!2375 = !DILocalVariable(name: "sem", arg: 1, scope: !2373, file: !3, line: 822, type: !17)
!2376 = !DILocalVariable(name: "s", scope: !2373, file: !3, line: 823, type: !2331)
!2377 = !DILocation(line: 0, scope: !2373)
!2378 = !DILocation(line: 0, scope: !2358, inlinedAt: !2379)
!2379 = distinct !DILocation(line: 823, column: 26, scope: !2373)
!2380 = !DILocation(line: 799, column: 10, scope: !2367, inlinedAt: !2379)
!2381 = !DILocation(line: 799, column: 7, scope: !2367, inlinedAt: !2379)
!2382 = !DILocation(line: 799, column: 7, scope: !2358, inlinedAt: !2379)
!2383 = !DILocation(line: 800, column: 5, scope: !2367, inlinedAt: !2379)
!2384 = !DILocation(line: 824, column: 3, scope: !2373)
!2385 = !DILocation(line: 825, column: 10, scope: !2386)
!2386 = distinct !DILexicalBlock(scope: !2373, file: !3, line: 825, column: 7)
!2387 = !DILocation(line: 825, column: 16, scope: !2386)
!2388 = !DILocation(line: 825, column: 7, scope: !2373)
!2389 = !DILocation(line: 826, column: 13, scope: !2390)
!2390 = distinct !DILexicalBlock(scope: !2386, file: !3, line: 825, column: 21)
!2391 = !DILocation(line: 827, column: 5, scope: !2390)
!2392 = !DILocation(line: 828, column: 5, scope: !2390)
!2393 = !DILocation(line: 830, column: 3, scope: !2373)
!2394 = !DILocation(line: 831, column: 3, scope: !2373)
!2395 = !DILocation(line: 831, column: 16, scope: !2373)
!2396 = !DILocation(line: 832, column: 3, scope: !2373)
!2397 = !DILocation(line: 833, column: 1, scope: !2373)
!2398 = distinct !DISubprogram(name: "sem_timedwait", scope: !3, file: !3, line: 837, type: !1964, scopeLine: 837, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2399)
!2399 = !{!2400, !2401}
!2400 = !DILocalVariable(name: "sem", arg: 1, scope: !2398, file: !3, line: 837, type: !17)
!2401 = !DILocalVariable(name: "abstime", arg: 2, scope: !2398, file: !3, line: 837, type: !344)
!2402 = !DILocation(line: 0, scope: !2398)
!2403 = !DILocation(line: 0, scope: !2373, inlinedAt: !2404)
!2404 = distinct !DILocation(line: 839, column: 7, scope: !2405)
!2405 = distinct !DILexicalBlock(scope: !2398, file: !3, line: 839, column: 7)
!2406 = !DILocation(line: 0, scope: !2358, inlinedAt: !2407)
!2407 = distinct !DILocation(line: 823, column: 26, scope: !2373, inlinedAt: !2404)
!2408 = !DILocation(line: 799, column: 10, scope: !2367, inlinedAt: !2407)
!2409 = !DILocation(line: 799, column: 7, scope: !2367, inlinedAt: !2407)
!2410 = !DILocation(line: 799, column: 7, scope: !2358, inlinedAt: !2407)
!2411 = !DILocation(line: 800, column: 5, scope: !2367, inlinedAt: !2407)
!2412 = !DILocation(line: 824, column: 3, scope: !2373, inlinedAt: !2404)
!2413 = !DILocation(line: 825, column: 10, scope: !2386, inlinedAt: !2404)
!2414 = !DILocation(line: 825, column: 16, scope: !2386, inlinedAt: !2404)
!2415 = !DILocation(line: 825, column: 7, scope: !2373, inlinedAt: !2404)
!2416 = !DILocation(line: 826, column: 13, scope: !2390, inlinedAt: !2404)
!2417 = !DILocation(line: 827, column: 5, scope: !2390, inlinedAt: !2404)
!2418 = !DILocation(line: 839, column: 7, scope: !2398)
!2419 = !DILocation(line: 830, column: 3, scope: !2373, inlinedAt: !2404)
!2420 = !DILocation(line: 831, column: 3, scope: !2373, inlinedAt: !2404)
!2421 = !DILocation(line: 831, column: 16, scope: !2373, inlinedAt: !2404)
!2422 = !DILocation(line: 841, column: 7, scope: !2423)
!2423 = distinct !DILexicalBlock(scope: !2398, file: !3, line: 841, column: 7)
!2424 = !DILocation(line: 841, column: 7, scope: !2398)
!2425 = !DILocation(line: 842, column: 18, scope: !2426)
!2426 = distinct !DILexicalBlock(scope: !2423, file: !3, line: 841, column: 33)
!2427 = !DILocation(line: 843, column: 5, scope: !2426)
!2428 = !DILocation(line: 845, column: 10, scope: !2398)
!2429 = !DILocation(line: 845, column: 3, scope: !2398)
!2430 = !DILocation(line: 846, column: 1, scope: !2398)
!2431 = !DISubprogram(name: "sem_wait", scope: !3, file: !3, line: 795, type: !36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2432 = distinct !DISubprogram(name: "sem_clockwait", scope: !3, file: !3, line: 848, type: !2433, scopeLine: 848, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2435)
!2433 = !DISubroutineType(types: !2434)
!2434 = !{!23, !17, !23, !344}
!2435 = !{!2436, !2437, !2438}
!2436 = !DILocalVariable(name: "sem", arg: 1, scope: !2432, file: !3, line: 848, type: !17)
!2437 = !DILocalVariable(name: "clock", arg: 2, scope: !2432, file: !3, line: 848, type: !23)
!2438 = !DILocalVariable(name: "abstime", arg: 3, scope: !2432, file: !3, line: 848, type: !344)
!2439 = !DILocation(line: 0, scope: !2432)
!2440 = !DILocation(line: 0, scope: !2398, inlinedAt: !2441)
!2441 = distinct !DILocation(line: 850, column: 10, scope: !2432)
!2442 = !DILocation(line: 0, scope: !2373, inlinedAt: !2443)
!2443 = distinct !DILocation(line: 839, column: 7, scope: !2405, inlinedAt: !2441)
!2444 = !DILocation(line: 0, scope: !2358, inlinedAt: !2445)
!2445 = distinct !DILocation(line: 823, column: 26, scope: !2373, inlinedAt: !2443)
!2446 = !DILocation(line: 799, column: 10, scope: !2367, inlinedAt: !2445)
!2447 = !DILocation(line: 799, column: 7, scope: !2367, inlinedAt: !2445)
!2448 = !DILocation(line: 799, column: 7, scope: !2358, inlinedAt: !2445)
!2449 = !DILocation(line: 800, column: 5, scope: !2367, inlinedAt: !2445)
!2450 = !DILocation(line: 824, column: 3, scope: !2373, inlinedAt: !2443)
!2451 = !DILocation(line: 825, column: 10, scope: !2386, inlinedAt: !2443)
!2452 = !DILocation(line: 825, column: 16, scope: !2386, inlinedAt: !2443)
!2453 = !DILocation(line: 825, column: 7, scope: !2373, inlinedAt: !2443)
!2454 = !DILocation(line: 826, column: 13, scope: !2390, inlinedAt: !2443)
!2455 = !DILocation(line: 827, column: 5, scope: !2390, inlinedAt: !2443)
!2456 = !DILocation(line: 839, column: 7, scope: !2398, inlinedAt: !2441)
!2457 = !DILocation(line: 830, column: 3, scope: !2373, inlinedAt: !2443)
!2458 = !DILocation(line: 831, column: 3, scope: !2373, inlinedAt: !2443)
!2459 = !DILocation(line: 831, column: 16, scope: !2373, inlinedAt: !2443)
!2460 = !DILocation(line: 841, column: 7, scope: !2423, inlinedAt: !2441)
!2461 = !DILocation(line: 841, column: 7, scope: !2398, inlinedAt: !2441)
!2462 = !DILocation(line: 842, column: 18, scope: !2426, inlinedAt: !2441)
!2463 = !DILocation(line: 843, column: 5, scope: !2426, inlinedAt: !2441)
!2464 = !DILocation(line: 845, column: 10, scope: !2398, inlinedAt: !2441)
!2465 = !DILocation(line: 845, column: 3, scope: !2398, inlinedAt: !2441)
!2466 = !DILocation(line: 850, column: 3, scope: !2432)
!2467 = distinct !DISubprogram(name: "sem_getvalue", scope: !3, file: !3, line: 853, type: !2468, scopeLine: 853, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2470)
!2468 = !DISubroutineType(types: !2469)
!2469 = !{!23, !17, !39}
!2470 = !{!2471, !2472, !2473}
!2471 = !DILocalVariable(name: "sem", arg: 1, scope: !2467, file: !3, line: 853, type: !17)
!2472 = !DILocalVariable(name: "value", arg: 2, scope: !2467, file: !3, line: 853, type: !39)
!2473 = !DILocalVariable(name: "s", scope: !2467, file: !3, line: 854, type: !2331)
!2474 = !DILocation(line: 0, scope: !2467)
!2475 = !DILocation(line: 0, scope: !2358, inlinedAt: !2476)
!2476 = distinct !DILocation(line: 854, column: 26, scope: !2467)
!2477 = !DILocation(line: 799, column: 10, scope: !2367, inlinedAt: !2476)
!2478 = !DILocation(line: 799, column: 7, scope: !2367, inlinedAt: !2476)
!2479 = !DILocation(line: 799, column: 7, scope: !2358, inlinedAt: !2476)
!2480 = !DILocation(line: 800, column: 5, scope: !2367, inlinedAt: !2476)
!2481 = !DILocation(line: 855, column: 20, scope: !2467)
!2482 = !DILocation(line: 855, column: 10, scope: !2467)
!2483 = !DILocation(line: 856, column: 3, scope: !2467)
!2484 = distinct !DISubprogram(name: "time", scope: !3, file: !3, line: 874, type: !2485, scopeLine: 874, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2489)
!2485 = !DISubroutineType(types: !2486)
!2486 = !{!2487, !2488}
!2487 = !DIDerivedType(tag: DW_TAG_typedef, name: "pancam_time_t", file: !3, line: 864, baseType: !21)
!2488 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2487, size: 64)
!2489 = !{!2490}
!2490 = !DILocalVariable(name: "t", arg: 1, scope: !2484, file: !3, line: 874, type: !2488)
!2491 = !DILocation(line: 0, scope: !2484)
!2492 = !DILocation(line: 875, column: 7, scope: !2493)
!2493 = distinct !DILexicalBlock(scope: !2484, file: !3, line: 875, column: 7)
!2494 = !DILocation(line: 875, column: 7, scope: !2484)
!2495 = !DILocation(line: 876, column: 8, scope: !2493)
!2496 = !{!2497, !2497, i64 0}
!2497 = !{!"long", !310, i64 0}
!2498 = !DILocation(line: 876, column: 5, scope: !2493)
!2499 = !DILocation(line: 877, column: 3, scope: !2484)
!2500 = distinct !DISubprogram(name: "clock_gettime", scope: !3, file: !3, line: 880, type: !2501, scopeLine: 880, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2508)
!2501 = !DISubroutineType(types: !2502)
!2502 = !{!23, !23, !2503}
!2503 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2504, size: 64)
!2504 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pancam_timespec", file: !3, line: 865, size: 128, elements: !2505)
!2505 = !{!2506, !2507}
!2506 = !DIDerivedType(tag: DW_TAG_member, name: "tv_sec", scope: !2504, file: !3, line: 866, baseType: !2487, size: 64)
!2507 = !DIDerivedType(tag: DW_TAG_member, name: "tv_nsec", scope: !2504, file: !3, line: 867, baseType: !21, size: 64, offset: 64)
!2508 = !{!2509, !2510}
!2509 = !DILocalVariable(name: "clk", arg: 1, scope: !2500, file: !3, line: 880, type: !23)
!2510 = !DILocalVariable(name: "ts", arg: 2, scope: !2500, file: !3, line: 880, type: !2503)
!2511 = !DILocation(line: 0, scope: !2500)
!2512 = !DILocation(line: 882, column: 7, scope: !2513)
!2513 = distinct !DILexicalBlock(scope: !2500, file: !3, line: 882, column: 7)
!2514 = !DILocation(line: 882, column: 7, scope: !2500)
!2515 = !DILocation(line: 883, column: 16, scope: !2516)
!2516 = distinct !DILexicalBlock(scope: !2513, file: !3, line: 882, column: 11)
!2517 = !{!2518, !2497, i64 0}
!2518 = !{!"pancam_timespec", !2497, i64 0, !2497, i64 8}
!2519 = !DILocation(line: 884, column: 9, scope: !2516)
!2520 = !DILocation(line: 884, column: 17, scope: !2516)
!2521 = !{!2518, !2497, i64 8}
!2522 = !DILocation(line: 885, column: 3, scope: !2516)
!2523 = !DILocation(line: 886, column: 3, scope: !2500)
!2524 = distinct !DISubprogram(name: "gettimeofday", scope: !3, file: !3, line: 889, type: !2525, scopeLine: 889, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2532)
!2525 = !DISubroutineType(types: !2526)
!2526 = !{!23, !2527, !17}
!2527 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2528, size: 64)
!2528 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pancam_timeval", file: !3, line: 869, size: 128, elements: !2529)
!2529 = !{!2530, !2531}
!2530 = !DIDerivedType(tag: DW_TAG_member, name: "tv_sec", scope: !2528, file: !3, line: 870, baseType: !2487, size: 64)
!2531 = !DIDerivedType(tag: DW_TAG_member, name: "tv_usec", scope: !2528, file: !3, line: 871, baseType: !21, size: 64, offset: 64)
!2532 = !{!2533, !2534}
!2533 = !DILocalVariable(name: "tv", arg: 1, scope: !2524, file: !3, line: 889, type: !2527)
!2534 = !DILocalVariable(name: "tz", arg: 2, scope: !2524, file: !3, line: 889, type: !17)
!2535 = !DILocation(line: 0, scope: !2524)
!2536 = !DILocation(line: 891, column: 7, scope: !2537)
!2537 = distinct !DILexicalBlock(scope: !2524, file: !3, line: 891, column: 7)
!2538 = !DILocation(line: 891, column: 7, scope: !2524)
!2539 = !DILocation(line: 892, column: 16, scope: !2540)
!2540 = distinct !DILexicalBlock(scope: !2537, file: !3, line: 891, column: 11)
!2541 = !{!2542, !2497, i64 0}
!2542 = !{!"pancam_timeval", !2497, i64 0, !2497, i64 8}
!2543 = !DILocation(line: 893, column: 9, scope: !2540)
!2544 = !DILocation(line: 893, column: 17, scope: !2540)
!2545 = !{!2542, !2497, i64 8}
!2546 = !DILocation(line: 894, column: 3, scope: !2540)
!2547 = !DILocation(line: 895, column: 3, scope: !2524)
!2548 = distinct !DISubprogram(name: "clock", scope: !3, file: !3, line: 898, type: !2549, scopeLine: 898, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!2549 = !DISubroutineType(types: !2550)
!2550 = !{!21}
!2551 = !DILocation(line: 898, column: 20, scope: !2548)
!2552 = distinct !DISubprogram(name: "strerror", scope: !3, file: !3, line: 916, type: !2553, scopeLine: 916, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2555)
!2553 = !DISubroutineType(types: !2554)
!2554 = !{!14, !23}
!2555 = !{!2556, !2557, !2558, !2559, !2560, !2561}
!2556 = !DILocalVariable(name: "e", arg: 1, scope: !2552, file: !3, line: 916, type: !23)
!2557 = !DILocalVariable(name: "p", scope: !2552, file: !3, line: 920, type: !25)
!2558 = !DILocalVariable(name: "i", scope: !2552, file: !3, line: 921, type: !23)
!2559 = !DILocalVariable(name: "u", scope: !2552, file: !3, line: 924, type: !6)
!2560 = !DILocalVariable(name: "d", scope: !2552, file: !3, line: 927, type: !224)
!2561 = !DILocalVariable(name: "n", scope: !2552, file: !3, line: 928, type: !23)
!2562 = distinct !DIAssignID()
!2563 = !DILocation(line: 0, scope: !2552)
!2564 = !DILocation(line: 917, column: 14, scope: !2565)
!2565 = distinct !DILexicalBlock(scope: !2552, file: !3, line: 917, column: 7)
!2566 = !DILocation(line: 923, column: 24, scope: !2552)
!2567 = !DILocation(line: 924, column: 18, scope: !2552)
!2568 = !DILocation(line: 924, column: 16, scope: !2552)
!2569 = !DILocation(line: 925, column: 7, scope: !2552)
!2570 = !DILocation(line: 918, column: 20, scope: !2565)
!2571 = !DILocation(line: 918, column: 5, scope: !2565)
!2572 = !DILocation(line: 926, column: 24, scope: !2573)
!2573 = distinct !DILexicalBlock(scope: !2552, file: !3, line: 925, column: 7)
!2574 = !DILocation(line: 926, column: 5, scope: !2573)
!2575 = !DILocation(line: 927, column: 3, scope: !2552)
!2576 = !DILocation(line: 929, column: 3, scope: !2552)
!2577 = !DILocation(line: 930, column: 29, scope: !2578)
!2578 = distinct !DILexicalBlock(scope: !2552, file: !3, line: 929, column: 6)
!2579 = !DILocation(line: 930, column: 14, scope: !2578)
!2580 = !DILocation(line: 930, column: 8, scope: !2578)
!2581 = !DILocation(line: 930, column: 5, scope: !2578)
!2582 = !DILocation(line: 930, column: 12, scope: !2578)
!2583 = !DILocation(line: 931, column: 7, scope: !2578)
!2584 = !DILocation(line: 932, column: 3, scope: !2578)
!2585 = distinct !{!2585, !2576, !2586, !338}
!2586 = !DILocation(line: 932, column: 13, scope: !2552)
!2587 = !DILocation(line: 933, column: 3, scope: !2552)
!2588 = !DILocation(line: 934, column: 28, scope: !2552)
!2589 = !DILocation(line: 934, column: 26, scope: !2552)
!2590 = !DILocation(line: 934, column: 5, scope: !2552)
!2591 = !DILocation(line: 934, column: 24, scope: !2552)
!2592 = distinct !{!2592, !2587, !2593, !338, !571, !572}
!2593 = !DILocation(line: 934, column: 31, scope: !2552)
!2594 = distinct !{!2594, !2587, !2593, !338, !571, !572}
!2595 = !DILocation(line: 934, column: 20, scope: !2552)
!2596 = distinct !{!2596, !2587, !2593, !338, !572, !571}
!2597 = !DILocation(line: 935, column: 3, scope: !2552)
!2598 = !DILocation(line: 935, column: 20, scope: !2552)
!2599 = !DILocation(line: 937, column: 1, scope: !2552)
!2600 = distinct !DISubprogram(name: "perror", scope: !3, file: !3, line: 941, type: !2601, scopeLine: 941, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2603)
!2601 = !DISubroutineType(types: !2602)
!2602 = !{null, !25}
!2603 = !{!2604}
!2604 = !DILocalVariable(name: "s", arg: 1, scope: !2600, file: !3, line: 941, type: !25)
!2605 = distinct !DIAssignID()
!2606 = !DILocation(line: 0, scope: !2600)
!2607 = !DILocation(line: 942, column: 7, scope: !2608)
!2608 = distinct !DILexicalBlock(scope: !2600, file: !3, line: 942, column: 7)
!2609 = !DILocation(line: 942, column: 9, scope: !2608)
!2610 = !DILocation(line: 942, column: 12, scope: !2608)
!2611 = !DILocation(line: 942, column: 7, scope: !2600)
!2612 = !DILocation(line: 943, column: 14, scope: !2613)
!2613 = distinct !DILexicalBlock(scope: !2608, file: !3, line: 942, column: 16)
!2614 = !DILocation(line: 943, column: 5, scope: !2613)
!2615 = !DILocation(line: 944, column: 17, scope: !2613)
!2616 = !DILocation(line: 944, column: 5, scope: !2613)
!2617 = !DILocation(line: 945, column: 3, scope: !2613)
!2618 = !DILocation(line: 946, column: 18, scope: !2600)
!2619 = !DILocation(line: 0, scope: !2552, inlinedAt: !2620)
!2620 = distinct !DILocation(line: 946, column: 9, scope: !2600)
!2621 = !DILocation(line: 917, column: 14, scope: !2565, inlinedAt: !2620)
!2622 = !DILocation(line: 923, column: 24, scope: !2552, inlinedAt: !2620)
!2623 = !DILocation(line: 924, column: 18, scope: !2552, inlinedAt: !2620)
!2624 = !DILocation(line: 924, column: 16, scope: !2552, inlinedAt: !2620)
!2625 = !DILocation(line: 925, column: 7, scope: !2552, inlinedAt: !2620)
!2626 = !DILocation(line: 918, column: 20, scope: !2565, inlinedAt: !2620)
!2627 = !DILocation(line: 918, column: 5, scope: !2565, inlinedAt: !2620)
!2628 = !DILocation(line: 926, column: 24, scope: !2573, inlinedAt: !2620)
!2629 = !DILocation(line: 926, column: 5, scope: !2573, inlinedAt: !2620)
!2630 = !DILocation(line: 927, column: 3, scope: !2552, inlinedAt: !2620)
!2631 = !DILocation(line: 929, column: 3, scope: !2552, inlinedAt: !2620)
!2632 = !DILocation(line: 930, column: 29, scope: !2578, inlinedAt: !2620)
!2633 = !DILocation(line: 930, column: 14, scope: !2578, inlinedAt: !2620)
!2634 = !DILocation(line: 930, column: 8, scope: !2578, inlinedAt: !2620)
!2635 = !DILocation(line: 930, column: 5, scope: !2578, inlinedAt: !2620)
!2636 = !DILocation(line: 930, column: 12, scope: !2578, inlinedAt: !2620)
!2637 = !DILocation(line: 931, column: 7, scope: !2578, inlinedAt: !2620)
!2638 = !DILocation(line: 932, column: 3, scope: !2578, inlinedAt: !2620)
!2639 = distinct !{!2639, !2631, !2640, !338}
!2640 = !DILocation(line: 932, column: 13, scope: !2552, inlinedAt: !2620)
!2641 = !DILocation(line: 933, column: 3, scope: !2552, inlinedAt: !2620)
!2642 = !DILocation(line: 934, column: 28, scope: !2552, inlinedAt: !2620)
!2643 = !DILocation(line: 934, column: 26, scope: !2552, inlinedAt: !2620)
!2644 = !DILocation(line: 934, column: 5, scope: !2552, inlinedAt: !2620)
!2645 = !DILocation(line: 934, column: 24, scope: !2552, inlinedAt: !2620)
!2646 = distinct !{!2646, !2641, !2647, !338, !571, !572}
!2647 = !DILocation(line: 934, column: 31, scope: !2552, inlinedAt: !2620)
!2648 = distinct !{!2648, !2641, !2647, !338, !571, !572}
!2649 = !DILocation(line: 934, column: 20, scope: !2552, inlinedAt: !2620)
!2650 = distinct !{!2650, !2641, !2647, !338, !572, !571}
!2651 = !DILocation(line: 935, column: 3, scope: !2552, inlinedAt: !2620)
!2652 = !DILocation(line: 935, column: 20, scope: !2552, inlinedAt: !2620)
!2653 = !DILocation(line: 937, column: 1, scope: !2552, inlinedAt: !2620)
!2654 = !DILocation(line: 946, column: 33, scope: !2600)
!2655 = !DILocation(line: 946, column: 3, scope: !2600)
!2656 = !DILocation(line: 947, column: 15, scope: !2600)
!2657 = !DILocation(line: 947, column: 3, scope: !2600)
!2658 = !DILocation(line: 948, column: 1, scope: !2600)
!2659 = !DISubprogram(name: "fputs", scope: !3, file: !3, line: 939, type: !2660, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2660 = !DISubroutineType(types: !2661)
!2661 = !{!23, !25, !53}
!2662 = distinct !DISubprogram(name: "getchar", scope: !3, file: !3, line: 980, type: !1653, scopeLine: 980, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!2663 = !DILocation(line: 980, column: 45, scope: !2662)
!2664 = !DILocalVariable(name: "f", arg: 1, scope: !2665, file: !3, line: 974, type: !53)
!2665 = distinct !DISubprogram(name: "pancam_read_byte", scope: !3, file: !3, line: 974, type: !2666, scopeLine: 974, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2668)
!2666 = !DISubroutineType(types: !2667)
!2667 = !{!23, !53}
!2668 = !{!2664}
!2669 = !DILocation(line: 0, scope: !2665, inlinedAt: !2670)
!2670 = distinct !DILocation(line: 980, column: 28, scope: !2662)
!2671 = !DILocation(line: 975, column: 8, scope: !2672, inlinedAt: !2670)
!2672 = distinct !DILexicalBlock(scope: !2665, file: !3, line: 975, column: 7)
!2673 = !DILocation(line: 975, column: 10, scope: !2672, inlinedAt: !2670)
!2674 = !DILocation(line: 975, column: 16, scope: !2672, inlinedAt: !2670)
!2675 = !{!2676, !309, i64 0}
!2676 = !{!"pancam_file", !309, i64 0}
!2677 = !DILocation(line: 975, column: 19, scope: !2672, inlinedAt: !2670)
!2678 = !DILocation(line: 975, column: 24, scope: !2672, inlinedAt: !2670)
!2679 = !DILocation(line: 975, column: 27, scope: !2672, inlinedAt: !2670)
!2680 = !DILocation(line: 975, column: 7, scope: !2665, inlinedAt: !2670)
!2681 = !DILocation(line: 977, column: 25, scope: !2665, inlinedAt: !2670)
!2682 = !DILocation(line: 977, column: 10, scope: !2665, inlinedAt: !2670)
!2683 = !DILocation(line: 977, column: 3, scope: !2665, inlinedAt: !2670)
!2684 = !DILocation(line: 980, column: 21, scope: !2662)
!2685 = distinct !DISubprogram(name: "getc", scope: !3, file: !3, line: 981, type: !2666, scopeLine: 981, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2686)
!2686 = !{!2687}
!2687 = !DILocalVariable(name: "f", arg: 1, scope: !2685, file: !3, line: 981, type: !53)
!2688 = !DILocation(line: 0, scope: !2685)
!2689 = !DILocation(line: 0, scope: !2665, inlinedAt: !2690)
!2690 = distinct !DILocation(line: 981, column: 42, scope: !2685)
!2691 = !DILocation(line: 975, column: 8, scope: !2672, inlinedAt: !2690)
!2692 = !DILocation(line: 975, column: 10, scope: !2672, inlinedAt: !2690)
!2693 = !DILocation(line: 975, column: 16, scope: !2672, inlinedAt: !2690)
!2694 = !DILocation(line: 975, column: 19, scope: !2672, inlinedAt: !2690)
!2695 = !DILocation(line: 975, column: 24, scope: !2672, inlinedAt: !2690)
!2696 = !DILocation(line: 975, column: 27, scope: !2672, inlinedAt: !2690)
!2697 = !DILocation(line: 975, column: 7, scope: !2665, inlinedAt: !2690)
!2698 = !DILocation(line: 977, column: 25, scope: !2665, inlinedAt: !2690)
!2699 = !DILocation(line: 977, column: 10, scope: !2665, inlinedAt: !2690)
!2700 = !DILocation(line: 977, column: 3, scope: !2665, inlinedAt: !2690)
!2701 = !DILocation(line: 981, column: 35, scope: !2685)
!2702 = distinct !DISubprogram(name: "fgetc", scope: !3, file: !3, line: 982, type: !2666, scopeLine: 982, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2703)
!2703 = !{!2704}
!2704 = !DILocalVariable(name: "f", arg: 1, scope: !2702, file: !3, line: 982, type: !53)
!2705 = !DILocation(line: 0, scope: !2702)
!2706 = !DILocation(line: 0, scope: !2665, inlinedAt: !2707)
!2707 = distinct !DILocation(line: 982, column: 43, scope: !2702)
!2708 = !DILocation(line: 975, column: 8, scope: !2672, inlinedAt: !2707)
!2709 = !DILocation(line: 975, column: 10, scope: !2672, inlinedAt: !2707)
!2710 = !DILocation(line: 975, column: 16, scope: !2672, inlinedAt: !2707)
!2711 = !DILocation(line: 975, column: 19, scope: !2672, inlinedAt: !2707)
!2712 = !DILocation(line: 975, column: 24, scope: !2672, inlinedAt: !2707)
!2713 = !DILocation(line: 975, column: 27, scope: !2672, inlinedAt: !2707)
!2714 = !DILocation(line: 975, column: 7, scope: !2665, inlinedAt: !2707)
!2715 = !DILocation(line: 977, column: 25, scope: !2665, inlinedAt: !2707)
!2716 = !DILocation(line: 977, column: 10, scope: !2665, inlinedAt: !2707)
!2717 = !DILocation(line: 977, column: 3, scope: !2665, inlinedAt: !2707)
!2718 = !DILocation(line: 982, column: 36, scope: !2702)
!2719 = distinct !DISubprogram(name: "vscanf", scope: !3, file: !3, line: 1074, type: !2720, scopeLine: 1074, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2729)
!2720 = !DISubroutineType(types: !2721)
!2721 = !{!23, !25, !2722}
!2722 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2723, size: 64)
!2723 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !2724)
!2724 = !{!2725, !2726, !2727, !2728}
!2725 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !2723, file: !3, line: 982, baseType: !6, size: 32)
!2726 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !2723, file: !3, line: 982, baseType: !6, size: 32, offset: 32)
!2727 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !2723, file: !3, line: 982, baseType: !17, size: 64, offset: 64)
!2728 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !2723, file: !3, line: 982, baseType: !17, size: 64, offset: 128)
!2729 = !{!2730, !2731}
!2730 = !DILocalVariable(name: "f", arg: 1, scope: !2719, file: !3, line: 1074, type: !25)
!2731 = !DILocalVariable(name: "ap", arg: 2, scope: !2719, file: !3, line: 1074, type: !2722)
!2732 = !DILocation(line: 0, scope: !2719)
!2733 = !DILocation(line: 1074, column: 58, scope: !2719)
!2734 = !DILocation(line: 1074, column: 51, scope: !2719)
!2735 = distinct !DISubprogram(name: "pancam_vscanf", scope: !3, file: !3, line: 992, type: !2720, scopeLine: 992, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2736)
!2736 = !{!2737, !2738, !2739, !2740, !2741, !2742, !2744, !2745, !2746, !2747, !2748}
!2737 = !DILocalVariable(name: "f", arg: 1, scope: !2735, file: !3, line: 992, type: !25)
!2738 = !DILocalVariable(name: "ap", arg: 2, scope: !2735, file: !3, line: 992, type: !2722)
!2739 = !DILocalVariable(name: "assigned", scope: !2735, file: !3, line: 993, type: !23)
!2740 = !DILocalVariable(name: "converted", scope: !2735, file: !3, line: 993, type: !23)
!2741 = !DILocalVariable(name: "stop", scope: !2735, file: !3, line: 993, type: !23)
!2742 = !DILocalVariable(name: "suppress", scope: !2743, file: !3, line: 1006, type: !23)
!2743 = distinct !DILexicalBlock(scope: !2735, file: !3, line: 994, column: 14)
!2744 = !DILocalVariable(name: "width", scope: !2743, file: !3, line: 1009, type: !6)
!2745 = !DILocalVariable(name: "len", scope: !2743, file: !3, line: 1012, type: !23)
!2746 = !DILocalVariable(name: "conv", scope: !2743, file: !3, line: 1026, type: !15)
!2747 = !DILocalVariable(name: "p", scope: !2743, file: !3, line: 1046, type: !17)
!2748 = !DILocalVariable(name: "i", scope: !2749, file: !3, line: 1048, type: !6)
!2749 = distinct !DILexicalBlock(scope: !2750, file: !3, line: 1048, column: 7)
!2750 = distinct !DILexicalBlock(scope: !2751, file: !3, line: 1047, column: 22)
!2751 = distinct !DILexicalBlock(scope: !2743, file: !3, line: 1047, column: 9)
!2752 = !DILocation(line: 0, scope: !2735)
!2753 = !DILocation(line: 994, column: 10, scope: !2735)
!2754 = !DILocation(line: 994, column: 3, scope: !2735)
!2755 = !DILocation(line: 318, column: 55, scope: !994, inlinedAt: !2756)
!2756 = distinct !DILocation(line: 322, column: 29, scope: !1027, inlinedAt: !2757)
!2757 = distinct !DILocation(line: 995, column: 9, scope: !2758)
!2758 = distinct !DILexicalBlock(scope: !2743, file: !3, line: 995, column: 9)
!2759 = !DILocation(line: 0, scope: !1027, inlinedAt: !2757)
!2760 = !DILocation(line: 0, scope: !994, inlinedAt: !2756)
!2761 = !DILocation(line: 322, column: 36, scope: !1027, inlinedAt: !2757)
!2762 = !DILocation(line: 995, column: 9, scope: !2758)
!2763 = !DILocation(line: 995, column: 9, scope: !2743)
!2764 = !DILocation(line: 996, column: 8, scope: !2765)
!2765 = distinct !DILexicalBlock(scope: !2758, file: !3, line: 995, column: 37)
!2766 = !DILocation(line: 997, column: 7, scope: !2765)
!2767 = distinct !{!2767, !2754, !2768, !338}
!2768 = !DILocation(line: 1070, column: 3, scope: !2735)
!2769 = !DILocation(line: 999, column: 12, scope: !2770)
!2770 = distinct !DILexicalBlock(scope: !2743, file: !3, line: 999, column: 9)
!2771 = !DILocation(line: 999, column: 19, scope: !2770)
!2772 = !DILocation(line: 999, column: 22, scope: !2770)
!2773 = !DILocation(line: 999, column: 27, scope: !2770)
!2774 = !DILocation(line: 999, column: 9, scope: !2743)
!2775 = !DILocation(line: 1000, column: 9, scope: !2776)
!2776 = distinct !DILexicalBlock(scope: !2770, file: !3, line: 999, column: 35)
!2777 = !DILocation(line: 987, column: 8, scope: !2778, inlinedAt: !2780)
!2778 = distinct !DILexicalBlock(scope: !2779, file: !3, line: 987, column: 7)
!2779 = distinct !DISubprogram(name: "scan_stop", scope: !3, file: !3, line: 986, type: !1653, scopeLine: 986, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!2780 = distinct !DILocation(line: 1001, column: 19, scope: !2781)
!2781 = distinct !DILexicalBlock(scope: !2776, file: !3, line: 1001, column: 11)
!2782 = !DILocation(line: 987, column: 7, scope: !2779, inlinedAt: !2780)
!2783 = !DILocation(line: 989, column: 10, scope: !2779, inlinedAt: !2780)
!2784 = !DILocation(line: 1002, column: 26, scope: !2781)
!2785 = !DILocation(line: 1002, column: 9, scope: !2781)
!2786 = !DILocation(line: 1006, column: 23, scope: !2743)
!2787 = !DILocation(line: 0, scope: !2743)
!2788 = !DILocation(line: 1007, column: 9, scope: !2743)
!2789 = !DILocation(line: 1010, column: 12, scope: !2743)
!2790 = !DILocation(line: 1010, column: 22, scope: !2743)
!2791 = !DILocation(line: 1011, column: 21, scope: !2743)
!2792 = !DILocation(line: 1011, column: 41, scope: !2743)
!2793 = !DILocation(line: 1011, column: 44, scope: !2743)
!2794 = !DILocation(line: 1011, column: 26, scope: !2743)
!2795 = distinct !{!2795, !2796, !2797, !338}
!2796 = !DILocation(line: 1010, column: 5, scope: !2743)
!2797 = !DILocation(line: 1011, column: 49, scope: !2743)
!2798 = !DILocation(line: 1013, column: 9, scope: !2743)
!2799 = !DILocation(line: 1014, column: 13, scope: !2800)
!2800 = distinct !DILexicalBlock(scope: !2801, file: !3, line: 1013, column: 20)
!2801 = distinct !DILexicalBlock(scope: !2743, file: !3, line: 1013, column: 9)
!2802 = !DILocation(line: 1014, column: 18, scope: !2800)
!2803 = !DILocation(line: 1015, column: 9, scope: !2800)
!2804 = !DILocation(line: 1016, column: 5, scope: !2800)
!2805 = !DILocation(line: 1017, column: 13, scope: !2806)
!2806 = distinct !DILexicalBlock(scope: !2807, file: !3, line: 1016, column: 27)
!2807 = distinct !DILexicalBlock(scope: !2801, file: !3, line: 1016, column: 16)
!2808 = !DILocation(line: 1017, column: 18, scope: !2806)
!2809 = !DILocation(line: 1018, column: 9, scope: !2806)
!2810 = !DILocation(line: 1019, column: 5, scope: !2806)
!2811 = !DILocation(line: 1025, column: 5, scope: !2812)
!2812 = distinct !DILexicalBlock(scope: !2813, file: !3, line: 1022, column: 40)
!2813 = distinct !DILexicalBlock(scope: !2814, file: !3, line: 1022, column: 16)
!2814 = distinct !DILexicalBlock(scope: !2807, file: !3, line: 1019, column: 16)
!2815 = !DILocation(line: 0, scope: !2801)
!2816 = !DILocation(line: 1026, column: 17, scope: !2743)
!2817 = !DILocation(line: 1027, column: 10, scope: !2818)
!2818 = distinct !DILexicalBlock(scope: !2743, file: !3, line: 1027, column: 9)
!2819 = !DILocation(line: 1027, column: 9, scope: !2743)
!2820 = !DILocation(line: 1029, column: 6, scope: !2743)
!2821 = !DILocation(line: 1030, column: 9, scope: !2743)
!2822 = !DILocation(line: 1031, column: 11, scope: !2823)
!2823 = distinct !DILexicalBlock(scope: !2824, file: !3, line: 1030, column: 22)
!2824 = distinct !DILexicalBlock(scope: !2743, file: !3, line: 1030, column: 9)
!2825 = !DILocation(line: 1032, column: 48, scope: !2826)
!2826 = distinct !DILexicalBlock(scope: !2823, file: !3, line: 1031, column: 11)
!2827 = !DILocation(line: 1032, column: 17, scope: !2826)
!2828 = !DILocation(line: 1032, column: 46, scope: !2826)
!2829 = !DILocation(line: 1032, column: 9, scope: !2826)
!2830 = !DILocation(line: 1038, column: 7, scope: !2831)
!2831 = distinct !DILexicalBlock(scope: !2832, file: !3, line: 1037, column: 82)
!2832 = distinct !DILexicalBlock(scope: !2743, file: !3, line: 1035, column: 9)
!2833 = !DILocation(line: 1039, column: 7, scope: !2831)
!2834 = !DILocation(line: 987, column: 8, scope: !2778, inlinedAt: !2835)
!2835 = distinct !DILocation(line: 1041, column: 17, scope: !2836)
!2836 = distinct !DILexicalBlock(scope: !2743, file: !3, line: 1041, column: 9)
!2837 = !DILocation(line: 987, column: 7, scope: !2779, inlinedAt: !2835)
!2838 = !DILocation(line: 989, column: 10, scope: !2779, inlinedAt: !2835)
!2839 = !DILocation(line: 1042, column: 24, scope: !2836)
!2840 = !DILocation(line: 1042, column: 7, scope: !2836)
!2841 = !DILocation(line: 1044, column: 9, scope: !2743)
!2842 = !DILocation(line: 1046, column: 15, scope: !2743)
!2843 = !DILocation(line: 1047, column: 9, scope: !2743)
!2844 = !DILocation(line: 0, scope: !2749)
!2845 = !DILocation(line: 1048, column: 7, scope: !2749)
!2846 = !DILocation(line: 1048, column: 30, scope: !2847)
!2847 = distinct !DILexicalBlock(scope: !2749, file: !3, line: 1048, column: 7)
!2848 = !DILocation(line: 1049, column: 26, scope: !2847)
!2849 = !DILocation(line: 1049, column: 9, scope: !2847)
!2850 = !DILocation(line: 1049, column: 24, scope: !2847)
!2851 = !DILocation(line: 1048, column: 54, scope: !2847)
!2852 = distinct !{!2852, !2845, !2853, !338}
!2853 = !DILocation(line: 1049, column: 49, scope: !2749)
!2854 = !DILocation(line: 1052, column: 11, scope: !2855)
!2855 = distinct !DILexicalBlock(scope: !2856, file: !3, line: 1051, column: 29)
!2856 = distinct !DILexicalBlock(scope: !2751, file: !3, line: 1050, column: 16)
!2857 = !DILocation(line: 1053, column: 22, scope: !2858)
!2858 = distinct !DILexicalBlock(scope: !2855, file: !3, line: 1052, column: 11)
!2859 = !DILocation(line: 1053, column: 20, scope: !2858)
!2860 = !DILocation(line: 1053, column: 9, scope: !2858)
!2861 = !DILocation(line: 1055, column: 30, scope: !2862)
!2862 = distinct !DILexicalBlock(scope: !2858, file: !3, line: 1054, column: 16)
!2863 = !DILocation(line: 1055, column: 23, scope: !2862)
!2864 = !DILocation(line: 1055, column: 21, scope: !2862)
!2865 = !DILocation(line: 1055, column: 9, scope: !2862)
!2866 = !DILocation(line: 1057, column: 21, scope: !2867)
!2867 = distinct !DILexicalBlock(scope: !2862, file: !3, line: 1056, column: 16)
!2868 = !DILocation(line: 1057, column: 19, scope: !2867)
!2869 = !DILocation(line: 1057, column: 9, scope: !2867)
!2870 = !DILocation(line: 1059, column: 27, scope: !2871)
!2871 = distinct !DILexicalBlock(scope: !2867, file: !3, line: 1058, column: 16)
!2872 = !DILocation(line: 1059, column: 25, scope: !2871)
!2873 = !{!2874, !2874, i64 0}
!2874 = !{!"long long", !310, i64 0}
!2875 = !DILocation(line: 1059, column: 9, scope: !2871)
!2876 = !DILocation(line: 1061, column: 22, scope: !2871)
!2877 = !DILocation(line: 1061, column: 20, scope: !2871)
!2878 = !DILocation(line: 1062, column: 16, scope: !2856)
!2879 = !DILocation(line: 1063, column: 21, scope: !2880)
!2880 = distinct !DILexicalBlock(scope: !2881, file: !3, line: 1062, column: 26)
!2881 = distinct !DILexicalBlock(scope: !2856, file: !3, line: 1062, column: 16)
!2882 = !DILocation(line: 1063, column: 19, scope: !2880)
!2883 = !{!2884, !2884, i64 0}
!2884 = !{!"float", !310, i64 0}
!2885 = !DILocation(line: 1064, column: 5, scope: !2880)
!2886 = !DILocation(line: 1065, column: 27, scope: !2887)
!2887 = distinct !DILexicalBlock(scope: !2888, file: !3, line: 1064, column: 26)
!2888 = distinct !DILexicalBlock(scope: !2881, file: !3, line: 1064, column: 16)
!2889 = !DILocation(line: 1065, column: 25, scope: !2887)
!2890 = !{!2891, !2891, i64 0}
!2891 = !{!"long double", !310, i64 0}
!2892 = !DILocation(line: 1066, column: 5, scope: !2887)
!2893 = !DILocation(line: 1067, column: 22, scope: !2894)
!2894 = distinct !DILexicalBlock(scope: !2888, file: !3, line: 1066, column: 12)
!2895 = !DILocation(line: 1067, column: 20, scope: !2894)
!2896 = !{!2897, !2897, i64 0}
!2897 = !{!"double", !310, i64 0}
!2898 = !DILocation(line: 1069, column: 13, scope: !2743)
!2899 = !DILocation(line: 1072, column: 1, scope: !2735)
!2900 = distinct !DISubprogram(name: "scanf", scope: !3, file: !3, line: 1077, type: !2901, scopeLine: 1077, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2903)
!2901 = !DISubroutineType(types: !2902)
!2902 = !{!23, !25, null}
!2903 = !{!2904, !2905, !2910}
!2904 = !DILocalVariable(name: "f", arg: 1, scope: !2900, file: !3, line: 1077, type: !25)
!2905 = !DILocalVariable(name: "ap", scope: !2900, file: !3, line: 1078, type: !2906)
!2906 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !3, baseType: !2907)
!2907 = !DICompositeType(tag: DW_TAG_array_type, baseType: !2723, size: 192, elements: !2908)
!2908 = !{!2909}
!2909 = !DISubrange(count: 1)
!2910 = !DILocalVariable(name: "r", scope: !2900, file: !3, line: 1080, type: !23)
!2911 = distinct !DIAssignID()
!2912 = !DILocation(line: 0, scope: !2900)
!2913 = !DILocation(line: 1078, column: 3, scope: !2900)
!2914 = !DILocation(line: 1079, column: 3, scope: !2900)
!2915 = !DILocation(line: 1080, column: 11, scope: !2900)
!2916 = !DILocation(line: 1081, column: 3, scope: !2900)
!2917 = !DILocation(line: 1083, column: 1, scope: !2900)
!2918 = !DILocation(line: 1082, column: 3, scope: !2900)
!2919 = distinct !DISubprogram(name: "fscanf", scope: !3, file: !3, line: 1088, type: !2920, scopeLine: 1088, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2922)
!2920 = !DISubroutineType(types: !2921)
!2921 = !{!23, !53, !25, null}
!2922 = !{!2923, !2924, !2925, !2926}
!2923 = !DILocalVariable(name: "s", arg: 1, scope: !2919, file: !3, line: 1088, type: !53)
!2924 = !DILocalVariable(name: "f", arg: 2, scope: !2919, file: !3, line: 1088, type: !25)
!2925 = !DILocalVariable(name: "ap", scope: !2919, file: !3, line: 1091, type: !2906)
!2926 = !DILocalVariable(name: "r", scope: !2919, file: !3, line: 1093, type: !23)
!2927 = distinct !DIAssignID()
!2928 = !DILocation(line: 0, scope: !2919)
!2929 = !DILocation(line: 1089, column: 8, scope: !2930)
!2930 = distinct !DILexicalBlock(scope: !2919, file: !3, line: 1089, column: 7)
!2931 = !DILocation(line: 1089, column: 10, scope: !2930)
!2932 = !DILocation(line: 1089, column: 16, scope: !2930)
!2933 = !DILocation(line: 1089, column: 19, scope: !2930)
!2934 = !DILocation(line: 1089, column: 7, scope: !2919)
!2935 = !DILocation(line: 1091, column: 3, scope: !2919)
!2936 = !DILocation(line: 1092, column: 3, scope: !2919)
!2937 = !DILocation(line: 1093, column: 11, scope: !2919)
!2938 = !DILocation(line: 1094, column: 3, scope: !2919)
!2939 = !DILocation(line: 1096, column: 1, scope: !2919)
!2940 = !DISubprogram(name: "__pancam_misuse", scope: !3, file: !3, line: 794, type: !2601, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!2941 = !DISubprogram(name: "__VERIFIER_nondet_char", scope: !3, file: !3, line: 964, type: !2942, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2942 = !DISubroutineType(types: !2943)
!2943 = !{!15}
!2944 = !DISubprogram(name: "__VERIFIER_nondet_int", scope: !3, file: !3, line: 965, type: !1653, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2945 = !DISubprogram(name: "__pancam_scanf_unsupported_conversion", scope: !3, file: !3, line: 970, type: !110, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2946 = !DISubprogram(name: "__VERIFIER_nondet_longlong", scope: !3, file: !3, line: 967, type: !2947, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2947 = !DISubroutineType(types: !2948)
!2948 = !{!20}
!2949 = !DISubprogram(name: "__VERIFIER_nondet_long", scope: !3, file: !3, line: 966, type: !2549, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2950 = !DISubprogram(name: "__VERIFIER_nondet_float", scope: !3, file: !3, line: 968, type: !2951, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2951 = !DISubroutineType(types: !2952)
!2952 = !{!45}
!2953 = !DISubprogram(name: "__VERIFIER_nondet_double", scope: !3, file: !3, line: 969, type: !2954, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2954 = !DISubroutineType(types: !2955)
!2955 = !{!49}
