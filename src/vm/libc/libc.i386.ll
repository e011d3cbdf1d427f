; ModuleID = 'src/vm/libc/libc.c'
source_filename = "src/vm/libc/libc.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

%struct.pancam_file = type { i32 }

@pancam_errno = internal thread_local global i32 0, align 4, !dbg !0
@pancam_stdin = internal global %struct.pancam_file zeroinitializer, align 4, !dbg !114
@stdin = dso_local local_unnamed_addr global ptr @pancam_stdin, align 4, !dbg !34
@pancam_stdout = internal global %struct.pancam_file { i32 1 }, align 4, !dbg !116
@stdout = dso_local local_unnamed_addr global ptr @pancam_stdout, align 4, !dbg !40
@pancam_stderr = internal global %struct.pancam_file { i32 2 }, align 4, !dbg !118
@stderr = dso_local local_unnamed_addr global ptr @pancam_stderr, align 4, !dbg !42
@atexit_n = internal unnamed_addr global i32 0, align 4, !dbg !82
@atexit_fns = internal unnamed_addr global [32 x ptr] zeroinitializer, align 4, !dbg !74
@strtok.save = internal unnamed_addr global ptr null, align 4, !dbg !44
@ctype_b = internal constant ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), align 4, !dbg !120
@ctype_lower = internal constant ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), align 4, !dbg !52
@ctype_upper = internal constant ptr getelementptr inbounds (i8, ptr @ctype_upper_table, i32 512), align 4, !dbg !57
@ctype_lower_table = internal constant [384 x i32] [i32 -128, i32 -127, i32 -126, i32 -125, i32 -124, i32 -123, i32 -122, i32 -121, i32 -120, i32 -119, i32 -118, i32 -117, i32 -116, i32 -115, i32 -114, i32 -113, i32 -112, i32 -111, i32 -110, i32 -109, i32 -108, i32 -107, i32 -106, i32 -105, i32 -104, i32 -103, i32 -102, i32 -101, i32 -100, i32 -99, i32 -98, i32 -97, i32 -96, i32 -95, i32 -94, i32 -93, i32 -92, i32 -91, i32 -90, i32 -89, i32 -88, i32 -87, i32 -86, i32 -85, i32 -84, i32 -83, i32 -82, i32 -81, i32 -80, i32 -79, i32 -78, i32 -77, i32 -76, i32 -75, i32 -74, i32 -73, i32 -72, i32 -71, i32 -70, i32 -69, i32 -68, i32 -67, i32 -66, i32 -65, i32 -64, i32 -63, i32 -62, i32 -61, i32 -60, i32 -59, i32 -58, i32 -57, i32 -56, i32 -55, i32 -54, i32 -53, i32 -52, i32 -51, i32 -50, i32 -49, i32 -48, i32 -47, i32 -46, i32 -45, i32 -44, i32 -43, i32 -42, i32 -41, i32 -40, i32 -39, i32 -38, i32 -37, i32 -36, i32 -35, i32 -34, i32 -33, i32 -32, i32 -31, i32 -30, i32 -29, i32 -28, i32 -27, i32 -26, i32 -25, i32 -24, i32 -23, i32 -22, i32 -21, i32 -20, i32 -19, i32 -18, i32 -17, i32 -16, i32 -15, i32 -14, i32 -13, i32 -12, i32 -11, i32 -10, i32 -9, i32 -8, i32 -7, i32 -6, i32 -5, i32 -4, i32 -3, i32 -2, i32 -1, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119, i32 120, i32 121, i32 122, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119, i32 120, i32 121, i32 122, i32 123, i32 124, i32 125, i32 126, i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254, i32 255], align 4, !dbg !130
@ctype_upper_table = internal constant [384 x i32] [i32 -128, i32 -127, i32 -126, i32 -125, i32 -124, i32 -123, i32 -122, i32 -121, i32 -120, i32 -119, i32 -118, i32 -117, i32 -116, i32 -115, i32 -114, i32 -113, i32 -112, i32 -111, i32 -110, i32 -109, i32 -108, i32 -107, i32 -106, i32 -105, i32 -104, i32 -103, i32 -102, i32 -101, i32 -100, i32 -99, i32 -98, i32 -97, i32 -96, i32 -95, i32 -94, i32 -93, i32 -92, i32 -91, i32 -90, i32 -89, i32 -88, i32 -87, i32 -86, i32 -85, i32 -84, i32 -83, i32 -82, i32 -81, i32 -80, i32 -79, i32 -78, i32 -77, i32 -76, i32 -75, i32 -74, i32 -73, i32 -72, i32 -71, i32 -70, i32 -69, i32 -68, i32 -67, i32 -66, i32 -65, i32 -64, i32 -63, i32 -62, i32 -61, i32 -60, i32 -59, i32 -58, i32 -57, i32 -56, i32 -55, i32 -54, i32 -53, i32 -52, i32 -51, i32 -50, i32 -49, i32 -48, i32 -47, i32 -46, i32 -45, i32 -44, i32 -43, i32 -42, i32 -41, i32 -40, i32 -39, i32 -38, i32 -37, i32 -36, i32 -35, i32 -34, i32 -33, i32 -32, i32 -31, i32 -30, i32 -29, i32 -28, i32 -27, i32 -26, i32 -25, i32 -24, i32 -23, i32 -22, i32 -21, i32 -20, i32 -19, i32 -18, i32 -17, i32 -16, i32 -15, i32 -14, i32 -13, i32 -12, i32 -11, i32 -10, i32 -9, i32 -8, i32 -7, i32 -6, i32 -5, i32 -4, i32 -3, i32 -2, i32 -1, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 123, i32 124, i32 125, i32 126, i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254, i32 255], align 4, !dbg !133
@rand_state = internal unnamed_addr global [31 x i32] zeroinitializer, align 4, !dbg !84
@rand_f = internal unnamed_addr global i32 0, align 4, !dbg !89
@rand_r = internal unnamed_addr global i32 0, align 4, !dbg !91
@rand_seeded = internal unnamed_addr global i1 false, align 4, !dbg !256
@key_used = internal unnamed_addr global [64 x i32] zeroinitializer, align 4, !dbg !95
@key_dtor = internal unnamed_addr global [64 x ptr] zeroinitializer, align 4, !dbg !100
@__pancam_tsd_dtors = dso_local local_unnamed_addr global i32 0, align 4, !dbg !109
@key_value = internal thread_local unnamed_addr global [64 x ptr] zeroinitializer, align 4, !dbg !106
@pancam_errlist = internal unnamed_addr constant [36 x ptr] [ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21, ptr @.str.22, ptr @.str.23, ptr @.str.24, ptr @.str.25, ptr @.str.26, ptr @.str.27, ptr @.str.28, ptr @.str.29, ptr @.str.30, ptr @.str.31, ptr @.str.32, ptr @.str.33, ptr @.str.34, ptr @.str.35, ptr @.str.36, ptr @.str.37, ptr @.str.38, ptr @.str.39], align 4, !dbg !250
@pancam_errbuf = internal global [32 x i8] zeroinitializer, align 1, !dbg !111
@.str.1 = private unnamed_addr constant [3 x i8] c": \00", align 1, !dbg !64
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !69
@ctype_b_table = internal constant <{ [256 x i16], [128 x i16] }> <{ [256 x i16] [i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 8195, i16 8194, i16 8194, i16 8194, i16 8194, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 24577, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -11000, i16 -11000, i16 -11000, i16 -11000, i16 -11000, i16 -11000, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -10744, i16 -10744, i16 -10744, i16 -10744, i16 -10744, i16 -10744, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 2], [128 x i16] zeroinitializer }>, align 2, !dbg !125
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
define dso_local nonnull ptr @__errno_location() local_unnamed_addr #0 !dbg !264 {
  %1 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !267
  ret ptr %1, !dbg !268
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 -1, 1) i32 @atexit(ptr noundef %0) local_unnamed_addr #2 !dbg !269 {
    #dbg_value(ptr %0, !273, !DIExpression(), !274)
  %2 = load i32, ptr @atexit_n, align 4, !dbg !275, !tbaa !277
  %3 = icmp sgt i32 %2, 31, !dbg !281
  br i1 %3, label %7, label %4, !dbg !282

4:                                                ; preds = %1
  %5 = add nsw i32 %2, 1, !dbg !283
  store i32 %5, ptr @atexit_n, align 4, !dbg !283, !tbaa !277
  %6 = getelementptr inbounds [32 x ptr], ptr @atexit_fns, i32 0, i32 %2, !dbg !284
  store ptr %0, ptr %6, align 4, !dbg !285, !tbaa !286
  br label %7, !dbg !288

7:                                                ; preds = %1, %4
  %8 = phi i32 [ 0, %4 ], [ -1, %1 ], !dbg !274
  ret i32 %8, !dbg !289
}

; Function Attrs: noreturn nounwind
define dso_local void @exit(i32 noundef %0) local_unnamed_addr #3 !dbg !290 {
    #dbg_value(i32 %0, !294, !DIExpression(), !297)
  %2 = load i32, ptr @atexit_n, align 4, !dbg !298, !tbaa !277
  %3 = icmp sgt i32 %2, 0, !dbg !299
  br i1 %3, label %4, label %11, !dbg !300

4:                                                ; preds = %1, %4
  %5 = phi i32 [ %9, %4 ], [ %2, %1 ]
  %6 = add nsw i32 %5, -1, !dbg !301
  store i32 %6, ptr @atexit_n, align 4, !dbg !301, !tbaa !277
  %7 = getelementptr inbounds [32 x ptr], ptr @atexit_fns, i32 0, i32 %6, !dbg !302
  %8 = load ptr, ptr %7, align 4, !dbg !302, !tbaa !286
    #dbg_value(ptr %8, !295, !DIExpression(), !303)
  tail call void %8() #19, !dbg !304
  %9 = load i32, ptr @atexit_n, align 4, !dbg !298, !tbaa !277
  %10 = icmp sgt i32 %9, 0, !dbg !299
  br i1 %10, label %4, label %11, !dbg !300, !llvm.loop !305

11:                                               ; preds = %4, %1
  tail call void @__pancam_exit(i32 noundef %0) #20, !dbg !308
  unreachable, !dbg !308
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: noreturn
declare !dbg !309 void @__pancam_exit(i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local i32 @memcmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #6 !dbg !310 {
    #dbg_value(ptr %0, !317, !DIExpression(), !324)
    #dbg_value(ptr %1, !318, !DIExpression(), !324)
    #dbg_value(i32 %2, !319, !DIExpression(), !324)
    #dbg_value(ptr %0, !320, !DIExpression(), !324)
    #dbg_value(ptr %1, !321, !DIExpression(), !324)
    #dbg_value(i32 0, !322, !DIExpression(), !325)
  %4 = icmp eq i32 %2, 0, !dbg !326
  br i1 %4, label %18, label %8, !dbg !328

5:                                                ; preds = %8
  %6 = add nuw i32 %9, 1, !dbg !329
    #dbg_value(i32 %6, !322, !DIExpression(), !325)
    #dbg_value(i32 %6, !322, !DIExpression(), !325)
  %7 = icmp eq i32 %6, %2, !dbg !326
  br i1 %7, label %18, label %8, !dbg !328, !llvm.loop !330

8:                                                ; preds = %3, %5
  %9 = phi i32 [ %6, %5 ], [ 0, %3 ]
    #dbg_value(i32 %9, !322, !DIExpression(), !325)
  %10 = getelementptr inbounds i8, ptr %0, i32 %9, !dbg !332
  %11 = load i8, ptr %10, align 1, !dbg !332, !tbaa !334
  %12 = getelementptr inbounds i8, ptr %1, i32 %9, !dbg !335
  %13 = load i8, ptr %12, align 1, !dbg !335, !tbaa !334
  %14 = icmp eq i8 %11, %13, !dbg !336
    #dbg_value(i32 %9, !322, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !325)
  br i1 %14, label %5, label %15, !dbg !337

15:                                               ; preds = %8
  %16 = icmp ult i8 %11, %13, !dbg !338
  %17 = select i1 %16, i32 -1, i32 1, !dbg !339
  br label %18, !dbg !340

18:                                               ; preds = %5, %3, %15
  %19 = phi i32 [ %17, %15 ], [ 0, %3 ], [ 0, %5 ]
  ret i32 %19, !dbg !341
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local range(i32 0, 2) i32 @bcmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #6 !dbg !342 {
    #dbg_value(ptr %0, !344, !DIExpression(), !347)
    #dbg_value(ptr %1, !345, !DIExpression(), !347)
    #dbg_value(i32 %2, !346, !DIExpression(), !347)
    #dbg_value(ptr %0, !317, !DIExpression(), !348)
    #dbg_value(ptr %1, !318, !DIExpression(), !348)
    #dbg_value(i32 %2, !319, !DIExpression(), !348)
    #dbg_value(ptr %0, !320, !DIExpression(), !348)
    #dbg_value(ptr %1, !321, !DIExpression(), !348)
    #dbg_value(i32 0, !322, !DIExpression(), !350)
  %4 = icmp eq i32 %2, 0, !dbg !351
  br i1 %4, label %15, label %8, !dbg !352

5:                                                ; preds = %8
  %6 = add nuw i32 %9, 1, !dbg !353
    #dbg_value(i32 %6, !322, !DIExpression(), !350)
    #dbg_value(i32 %6, !322, !DIExpression(), !350)
  %7 = icmp eq i32 %6, %2, !dbg !351
  br i1 %7, label %15, label %8, !dbg !352, !llvm.loop !354

8:                                                ; preds = %3, %5
  %9 = phi i32 [ %6, %5 ], [ 0, %3 ]
    #dbg_value(i32 %9, !322, !DIExpression(), !350)
  %10 = getelementptr inbounds i8, ptr %0, i32 %9, !dbg !356
  %11 = load i8, ptr %10, align 1, !dbg !356, !tbaa !334
  %12 = getelementptr inbounds i8, ptr %1, i32 %9, !dbg !357
  %13 = load i8, ptr %12, align 1, !dbg !357, !tbaa !334
  %14 = icmp eq i8 %11, %13, !dbg !358
    #dbg_value(i32 %9, !322, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !350)
  br i1 %14, label %5, label %15, !dbg !359

15:                                               ; preds = %8, %5, %3
  %16 = phi i32 [ 0, %3 ], [ 1, %8 ], [ 0, %5 ]
  ret i32 %16, !dbg !360
}

; Function Attrs: nounwind
define dso_local ptr @mempcpy(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #7 !dbg !361 {
    #dbg_value(ptr %0, !365, !DIExpression(), !368)
    #dbg_value(ptr %1, !366, !DIExpression(), !368)
    #dbg_value(i32 %2, !367, !DIExpression(), !368)
  %4 = tail call ptr @memcpy(ptr noundef %0, ptr noundef %1, i32 noundef %2) #19, !dbg !369
  %5 = getelementptr inbounds i8, ptr %4, i32 %2, !dbg !370
  ret ptr %5, !dbg !371
}

declare !dbg !372 ptr @memcpy(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #8

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local noundef ptr @memrchr(ptr noundef readonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #6 !dbg !373 {
    #dbg_value(ptr %0, !377, !DIExpression(), !381)
    #dbg_value(i32 %1, !378, !DIExpression(), !381)
    #dbg_value(i32 %2, !379, !DIExpression(), !381)
    #dbg_value(ptr %0, !380, !DIExpression(), !381)
  %4 = trunc i32 %1 to i8
  br label %5, !dbg !382

5:                                                ; preds = %8, %3
  %6 = phi i32 [ %2, %3 ], [ %9, %8 ]
    #dbg_value(i32 %6, !379, !DIExpression(), !381)
  %7 = icmp eq i32 %6, 0, !dbg !383
  br i1 %7, label %15, label %8, !dbg !382

8:                                                ; preds = %5
  %9 = add i32 %6, -1, !dbg !384
    #dbg_value(i32 %9, !379, !DIExpression(), !381)
  %10 = getelementptr inbounds i8, ptr %0, i32 %9, !dbg !386
  %11 = load i8, ptr %10, align 1, !dbg !386, !tbaa !334
  %12 = icmp eq i8 %11, %4, !dbg !388
  br i1 %12, label %13, label %5, !dbg !389, !llvm.loop !390

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %0, i32 %9
  br label %15, !dbg !392

15:                                               ; preds = %5, %13
  %16 = phi ptr [ %14, %13 ], [ null, %5 ], !dbg !381
  ret ptr %16, !dbg !392
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local ptr @memchr(ptr noundef readonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #6 !dbg !393 {
    #dbg_value(ptr %0, !395, !DIExpression(), !401)
    #dbg_value(i32 %1, !396, !DIExpression(), !401)
    #dbg_value(i32 %2, !397, !DIExpression(), !401)
    #dbg_value(ptr %0, !398, !DIExpression(), !401)
    #dbg_value(i32 0, !399, !DIExpression(), !402)
  %4 = icmp eq i32 %2, 0, !dbg !403
  br i1 %4, label %17, label %5, !dbg !405

5:                                                ; preds = %3
  %6 = trunc i32 %1 to i8
  br label %7, !dbg !405

7:                                                ; preds = %5, %12
  %8 = phi i32 [ 0, %5 ], [ %13, %12 ]
    #dbg_value(i32 %8, !399, !DIExpression(), !402)
  %9 = getelementptr inbounds i8, ptr %0, i32 %8, !dbg !406
  %10 = load i8, ptr %9, align 1, !dbg !406, !tbaa !334
  %11 = icmp eq i8 %10, %6, !dbg !408
  br i1 %11, label %15, label %12, !dbg !409

12:                                               ; preds = %7
  %13 = add nuw i32 %8, 1, !dbg !410
    #dbg_value(i32 %13, !399, !DIExpression(), !402)
  %14 = icmp eq i32 %13, %2, !dbg !403
  br i1 %14, label %17, label %7, !dbg !405, !llvm.loop !411

15:                                               ; preds = %7
  %16 = getelementptr inbounds i8, ptr %0, i32 %8
  br label %17, !dbg !413

17:                                               ; preds = %12, %15, %3
  %18 = phi ptr [ null, %3 ], [ %16, %15 ], [ null, %12 ]
  ret ptr %18, !dbg !413
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local i32 @strnlen(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #6 !dbg !414 {
    #dbg_value(ptr %0, !418, !DIExpression(), !421)
    #dbg_value(i32 %1, !419, !DIExpression(), !421)
    #dbg_value(i32 0, !420, !DIExpression(), !421)
  %3 = icmp eq i32 %1, 0, !dbg !422
  br i1 %3, label %12, label %4, !dbg !423

4:                                                ; preds = %2, %9
  %5 = phi i32 [ %10, %9 ], [ 0, %2 ]
    #dbg_value(i32 %5, !420, !DIExpression(), !421)
  %6 = getelementptr inbounds i8, ptr %0, i32 %5, !dbg !424
  %7 = load i8, ptr %6, align 1, !dbg !424, !tbaa !334
  %8 = icmp eq i8 %7, 0, !dbg !423
  br i1 %8, label %12, label %9, !dbg !425

9:                                                ; preds = %4
  %10 = add nuw i32 %5, 1, !dbg !426
    #dbg_value(i32 %10, !420, !DIExpression(), !421)
  %11 = icmp eq i32 %10, %1, !dbg !422
  br i1 %11, label %12, label %4, !dbg !423, !llvm.loop !427

12:                                               ; preds = %4, %9, %2
  %13 = phi i32 [ 0, %2 ], [ %1, %9 ], [ %5, %4 ], !dbg !421
  ret i32 %13, !dbg !428
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local range(i32 -1, 2) i32 @strcmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !429 {
    #dbg_value(ptr %0, !433, !DIExpression(), !437)
    #dbg_value(ptr %1, !434, !DIExpression(), !437)
    #dbg_value(ptr %0, !435, !DIExpression(), !437)
    #dbg_value(ptr %1, !436, !DIExpression(), !437)
  %3 = load i8, ptr %0, align 1, !dbg !438, !tbaa !334
  %4 = icmp eq i8 %3, 0, !dbg !438
  br i1 %4, label %16, label %5, !dbg !439

5:                                                ; preds = %2, %11
  %6 = phi i8 [ %14, %11 ], [ %3, %2 ]
  %7 = phi ptr [ %13, %11 ], [ %1, %2 ]
  %8 = phi ptr [ %12, %11 ], [ %0, %2 ]
    #dbg_value(ptr %7, !436, !DIExpression(), !437)
    #dbg_value(ptr %8, !435, !DIExpression(), !437)
  %9 = load i8, ptr %7, align 1, !dbg !440, !tbaa !334
  %10 = icmp eq i8 %6, %9, !dbg !441
  br i1 %10, label %11, label %16, !dbg !442

11:                                               ; preds = %5
  %12 = getelementptr inbounds i8, ptr %8, i32 1, !dbg !443
    #dbg_value(ptr %12, !435, !DIExpression(), !437)
  %13 = getelementptr inbounds i8, ptr %7, i32 1, !dbg !445
    #dbg_value(ptr %13, !436, !DIExpression(), !437)
  %14 = load i8, ptr %12, align 1, !dbg !438, !tbaa !334
  %15 = icmp eq i8 %14, 0, !dbg !438
  br i1 %15, label %16, label %5, !dbg !439, !llvm.loop !446

16:                                               ; preds = %5, %11, %2
  %17 = phi ptr [ %1, %2 ], [ %13, %11 ], [ %7, %5 ], !dbg !437
  %18 = phi i8 [ 0, %2 ], [ 0, %11 ], [ %6, %5 ], !dbg !438
  %19 = load i8, ptr %17, align 1, !dbg !448, !tbaa !334
  %20 = icmp ugt i8 %18, %19, !dbg !449
  %21 = zext i1 %20 to i32, !dbg !449
  %22 = icmp ult i8 %18, %19, !dbg !450
  %23 = sext i1 %22 to i32, !dbg !450
  %24 = add nsw i32 %23, %21, !dbg !451
  ret i32 %24, !dbg !452
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local i32 @strncmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #6 !dbg !453 {
    #dbg_value(ptr %0, !457, !DIExpression(), !464)
    #dbg_value(ptr %1, !458, !DIExpression(), !464)
    #dbg_value(i32 %2, !459, !DIExpression(), !464)
    #dbg_value(ptr %0, !460, !DIExpression(), !464)
    #dbg_value(ptr %1, !461, !DIExpression(), !464)
    #dbg_value(i32 0, !462, !DIExpression(), !465)
  %4 = icmp eq i32 %2, 0, !dbg !466
  br i1 %4, label %23, label %5, !dbg !468

5:                                                ; preds = %3, %18
  %6 = phi i32 [ %20, %18 ], [ 0, %3 ]
    #dbg_value(i32 %6, !462, !DIExpression(), !465)
  %7 = getelementptr inbounds i8, ptr %0, i32 %6, !dbg !469
  %8 = load i8, ptr %7, align 1, !dbg !469, !tbaa !334
  %9 = getelementptr inbounds i8, ptr %1, i32 %6, !dbg !472
  %10 = load i8, ptr %9, align 1, !dbg !472, !tbaa !334
  %11 = icmp eq i8 %8, %10, !dbg !473
  br i1 %11, label %18, label %12, !dbg !474

12:                                               ; preds = %5
  %13 = icmp ugt i8 %8, %10, !dbg !475
  %14 = zext i1 %13 to i32, !dbg !475
  %15 = icmp ult i8 %8, %10, !dbg !476
  %16 = sext i1 %15 to i32, !dbg !476
  %17 = add nsw i32 %16, %14, !dbg !477
  br label %23, !dbg !478

18:                                               ; preds = %5
  %19 = icmp eq i8 %8, 0, !dbg !479
    #dbg_value(i32 %6, !462, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !465)
  %20 = add nuw i32 %6, 1
    #dbg_value(i32 %20, !462, !DIExpression(), !465)
    #dbg_value(i32 %20, !462, !DIExpression(), !465)
  %21 = icmp eq i32 %20, %2
  %22 = select i1 %19, i1 true, i1 %21, !dbg !481
  br i1 %22, label %23, label %5, !dbg !481, !llvm.loop !482

23:                                               ; preds = %18, %3, %12
  %24 = phi i32 [ %17, %12 ], [ 0, %3 ], [ 0, %18 ]
  ret i32 %24, !dbg !484
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local noundef ptr @strcpy(ptr noundef returned writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #10 !dbg !485 {
    #dbg_value(ptr %0, !487, !DIExpression(), !490)
    #dbg_value(ptr %1, !488, !DIExpression(), !490)
    #dbg_value(ptr %0, !489, !DIExpression(), !490)
  br label %3, !dbg !491

3:                                                ; preds = %3, %2
  %4 = phi ptr [ %1, %2 ], [ %6, %3 ]
  %5 = phi ptr [ %0, %2 ], [ %8, %3 ]
    #dbg_value(ptr %5, !487, !DIExpression(), !490)
    #dbg_value(ptr %4, !488, !DIExpression(), !490)
  %6 = getelementptr inbounds i8, ptr %4, i32 1, !dbg !492
    #dbg_value(ptr %6, !488, !DIExpression(), !490)
  %7 = load i8, ptr %4, align 1, !dbg !493, !tbaa !334
  %8 = getelementptr inbounds i8, ptr %5, i32 1, !dbg !494
    #dbg_value(ptr %8, !487, !DIExpression(), !490)
  store i8 %7, ptr %5, align 1, !dbg !495, !tbaa !334
  %9 = icmp eq i8 %7, 0, !dbg !491
  br i1 %9, label %10, label %3, !dbg !491, !llvm.loop !496

10:                                               ; preds = %3
  ret ptr %0, !dbg !498
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local noundef ptr @stpcpy(ptr noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #10 !dbg !499 {
    #dbg_value(ptr %0, !501, !DIExpression(), !503)
    #dbg_value(ptr %1, !502, !DIExpression(), !503)
    #dbg_value(ptr %1, !502, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !503)
  %3 = load i8, ptr %1, align 1, !dbg !504, !tbaa !334
  store i8 %3, ptr %0, align 1, !dbg !505, !tbaa !334
  %4 = icmp eq i8 %3, 0, !dbg !506
  br i1 %4, label %12, label %5, !dbg !506

5:                                                ; preds = %2, %5
  %6 = phi ptr [ %8, %5 ], [ %1, %2 ]
  %7 = phi ptr [ %9, %5 ], [ %0, %2 ]
    #dbg_value(ptr %6, !502, !DIExpression(), !503)
    #dbg_value(ptr %7, !501, !DIExpression(), !503)
  %8 = getelementptr inbounds i8, ptr %6, i32 1, !dbg !507
    #dbg_value(ptr %8, !502, !DIExpression(), !503)
  %9 = getelementptr inbounds i8, ptr %7, i32 1, !dbg !508
    #dbg_value(ptr %9, !501, !DIExpression(), !503)
    #dbg_value(ptr %8, !502, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !503)
  %10 = load i8, ptr %8, align 1, !dbg !504, !tbaa !334
  store i8 %10, ptr %9, align 1, !dbg !505, !tbaa !334
  %11 = icmp eq i8 %10, 0, !dbg !506
  br i1 %11, label %12, label %5, !dbg !506, !llvm.loop !509

12:                                               ; preds = %5, %2
  %13 = phi ptr [ %0, %2 ], [ %9, %5 ]
  ret ptr %13, !dbg !510
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptr @stpncpy(ptr noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #11 !dbg !511 {
    #dbg_value(ptr %0, !515, !DIExpression(), !520)
    #dbg_value(ptr %1, !516, !DIExpression(), !520)
    #dbg_value(i32 %2, !517, !DIExpression(), !520)
    #dbg_value(i32 0, !518, !DIExpression(), !520)
  %4 = icmp eq i32 %2, 0, !dbg !521
  br i1 %4, label %14, label %5, !dbg !524

5:                                                ; preds = %3, %10
  %6 = phi i32 [ %12, %10 ], [ 0, %3 ]
    #dbg_value(i32 %6, !518, !DIExpression(), !520)
  %7 = getelementptr inbounds i8, ptr %1, i32 %6, !dbg !525
  %8 = load i8, ptr %7, align 1, !dbg !525, !tbaa !334
  %9 = icmp eq i8 %8, 0, !dbg !524
  br i1 %9, label %14, label %10, !dbg !526

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %0, i32 %6, !dbg !527
  store i8 %8, ptr %11, align 1, !dbg !528, !tbaa !334
  %12 = add nuw i32 %6, 1, !dbg !529
    #dbg_value(i32 %12, !518, !DIExpression(), !520)
  %13 = icmp eq i32 %12, %2, !dbg !521
  br i1 %13, label %52, label %5, !dbg !524, !llvm.loop !530

14:                                               ; preds = %5, %3
  %15 = phi i32 [ 0, %3 ], [ %6, %5 ], !dbg !520
    #dbg_value(!DIArgList(ptr %0, i32 %15), !519, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !520)
    #dbg_value(i32 %15, !518, !DIExpression(), !520)
  %16 = icmp ult i32 %15, %2, !dbg !532
  br i1 %16, label %17, label %52, !dbg !535

17:                                               ; preds = %14
  %18 = sub i32 %2, %15, !dbg !535
  %19 = and i32 %18, 7, !dbg !535
  %20 = icmp eq i32 %19, 0, !dbg !535
  br i1 %20, label %28, label %21, !dbg !535

21:                                               ; preds = %17, %21
  %22 = phi i32 [ %25, %21 ], [ %15, %17 ]
  %23 = phi i32 [ %26, %21 ], [ 0, %17 ]
    #dbg_value(i32 %22, !518, !DIExpression(), !520)
  %24 = getelementptr inbounds i8, ptr %0, i32 %22, !dbg !536
  store i8 0, ptr %24, align 1, !dbg !537, !tbaa !334
  %25 = add nuw i32 %22, 1, !dbg !538
    #dbg_value(i32 %25, !518, !DIExpression(), !520)
  %26 = add i32 %23, 1, !dbg !535
  %27 = icmp eq i32 %26, %19, !dbg !535
  br i1 %27, label %28, label %21, !dbg !535, !llvm.loop !539

28:                                               ; preds = %21, %17
  %29 = phi i32 [ %15, %17 ], [ %25, %21 ]
  %30 = sub i32 %15, %2, !dbg !535
  %31 = icmp ugt i32 %30, -8, !dbg !535
  br i1 %31, label %52, label %32, !dbg !535

32:                                               ; preds = %28
  %33 = getelementptr i8, ptr %0, i32 1, !dbg !535
  %34 = getelementptr i8, ptr %0, i32 2, !dbg !535
  %35 = getelementptr i8, ptr %0, i32 3, !dbg !535
  %36 = getelementptr i8, ptr %0, i32 4, !dbg !535
  %37 = getelementptr i8, ptr %0, i32 5, !dbg !535
  %38 = getelementptr i8, ptr %0, i32 6, !dbg !535
  %39 = getelementptr i8, ptr %0, i32 7, !dbg !535
  br label %40, !dbg !535

40:                                               ; preds = %40, %32
  %41 = phi i32 [ %29, %32 ], [ %50, %40 ]
    #dbg_value(i32 %41, !518, !DIExpression(), !520)
  %42 = getelementptr inbounds i8, ptr %0, i32 %41, !dbg !536
  store i8 0, ptr %42, align 1, !dbg !537, !tbaa !334
    #dbg_value(i32 %41, !518, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !520)
  %43 = getelementptr i8, ptr %33, i32 %41, !dbg !536
  store i8 0, ptr %43, align 1, !dbg !537, !tbaa !334
    #dbg_value(i32 %41, !518, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !520)
  %44 = getelementptr i8, ptr %34, i32 %41, !dbg !536
  store i8 0, ptr %44, align 1, !dbg !537, !tbaa !334
    #dbg_value(i32 %41, !518, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !520)
  %45 = getelementptr i8, ptr %35, i32 %41, !dbg !536
  store i8 0, ptr %45, align 1, !dbg !537, !tbaa !334
    #dbg_value(i32 %41, !518, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !520)
  %46 = getelementptr i8, ptr %36, i32 %41, !dbg !536
  store i8 0, ptr %46, align 1, !dbg !537, !tbaa !334
    #dbg_value(i32 %41, !518, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !520)
  %47 = getelementptr i8, ptr %37, i32 %41, !dbg !536
  store i8 0, ptr %47, align 1, !dbg !537, !tbaa !334
    #dbg_value(i32 %41, !518, !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value), !520)
  %48 = getelementptr i8, ptr %38, i32 %41, !dbg !536
  store i8 0, ptr %48, align 1, !dbg !537, !tbaa !334
    #dbg_value(i32 %41, !518, !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value), !520)
  %49 = getelementptr i8, ptr %39, i32 %41, !dbg !536
  store i8 0, ptr %49, align 1, !dbg !537, !tbaa !334
  %50 = add nuw i32 %41, 8, !dbg !538
    #dbg_value(i32 %50, !518, !DIExpression(), !520)
  %51 = icmp eq i32 %50, %2, !dbg !532
  br i1 %51, label %52, label %40, !dbg !535, !llvm.loop !541

52:                                               ; preds = %10, %28, %40, %14
  %53 = phi i32 [ %15, %14 ], [ %15, %40 ], [ %15, %28 ], [ %2, %10 ]
  %54 = getelementptr inbounds i8, ptr %0, i32 %53, !dbg !543
    #dbg_value(ptr %54, !519, !DIExpression(), !520)
  ret ptr %54, !dbg !544
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local noundef ptr @strchrnul(ptr noundef readonly %0, i32 noundef %1) local_unnamed_addr #9 !dbg !545 {
    #dbg_value(ptr %0, !549, !DIExpression(), !551)
    #dbg_value(i32 %1, !550, !DIExpression(), !551)
  %3 = load i8, ptr %0, align 1, !dbg !552, !tbaa !334
  %4 = icmp eq i8 %3, 0, !dbg !552
  br i1 %4, label %17, label %5, !dbg !553

5:                                                ; preds = %2
  %6 = shl i32 %1, 24
  %7 = ashr exact i32 %6, 24
  br label %8, !dbg !553

8:                                                ; preds = %5, %13
  %9 = phi i8 [ %3, %5 ], [ %15, %13 ]
  %10 = phi ptr [ %0, %5 ], [ %14, %13 ]
    #dbg_value(ptr %10, !549, !DIExpression(), !551)
  %11 = sext i8 %9 to i32, !dbg !552
  %12 = icmp eq i32 %7, %11, !dbg !554
  br i1 %12, label %17, label %13, !dbg !555

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %10, i32 1, !dbg !556
    #dbg_value(ptr %14, !549, !DIExpression(), !551)
  %15 = load i8, ptr %14, align 1, !dbg !552, !tbaa !334
  %16 = icmp eq i8 %15, 0, !dbg !552
  br i1 %16, label %17, label %8, !dbg !553, !llvm.loop !557

17:                                               ; preds = %8, %13, %2
  %18 = phi ptr [ %0, %2 ], [ %14, %13 ], [ %10, %8 ]
  ret ptr %18, !dbg !558
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local noundef ptr @strncpy(ptr noundef returned writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #11 !dbg !559 {
    #dbg_value(ptr %0, !561, !DIExpression(), !565)
    #dbg_value(ptr %1, !562, !DIExpression(), !565)
    #dbg_value(i32 %2, !563, !DIExpression(), !565)
    #dbg_value(i32 0, !564, !DIExpression(), !565)
  %4 = icmp eq i32 %2, 0, !dbg !566
  br i1 %4, label %14, label %5, !dbg !569

5:                                                ; preds = %3, %10
  %6 = phi i32 [ %12, %10 ], [ 0, %3 ]
    #dbg_value(i32 %6, !564, !DIExpression(), !565)
  %7 = getelementptr inbounds i8, ptr %1, i32 %6, !dbg !570
  %8 = load i8, ptr %7, align 1, !dbg !570, !tbaa !334
  %9 = icmp eq i8 %8, 0, !dbg !569
  br i1 %9, label %14, label %10, !dbg !571

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %0, i32 %6, !dbg !572
  store i8 %8, ptr %11, align 1, !dbg !573, !tbaa !334
  %12 = add nuw i32 %6, 1, !dbg !574
    #dbg_value(i32 %12, !564, !DIExpression(), !565)
  %13 = icmp eq i32 %12, %2, !dbg !566
  br i1 %13, label %52, label %5, !dbg !569, !llvm.loop !575

14:                                               ; preds = %5, %3
  %15 = phi i32 [ 0, %3 ], [ %6, %5 ], !dbg !565
    #dbg_value(i32 %15, !564, !DIExpression(), !565)
  %16 = icmp ult i32 %15, %2, !dbg !577
  br i1 %16, label %17, label %52, !dbg !580

17:                                               ; preds = %14
  %18 = sub i32 %2, %15, !dbg !580
  %19 = and i32 %18, 7, !dbg !580
  %20 = icmp eq i32 %19, 0, !dbg !580
  br i1 %20, label %28, label %21, !dbg !580

21:                                               ; preds = %17, %21
  %22 = phi i32 [ %25, %21 ], [ %15, %17 ]
  %23 = phi i32 [ %26, %21 ], [ 0, %17 ]
    #dbg_value(i32 %22, !564, !DIExpression(), !565)
  %24 = getelementptr inbounds i8, ptr %0, i32 %22, !dbg !581
  store i8 0, ptr %24, align 1, !dbg !582, !tbaa !334
  %25 = add nuw i32 %22, 1, !dbg !583
    #dbg_value(i32 %25, !564, !DIExpression(), !565)
  %26 = add i32 %23, 1, !dbg !580
  %27 = icmp eq i32 %26, %19, !dbg !580
  br i1 %27, label %28, label %21, !dbg !580, !llvm.loop !584

28:                                               ; preds = %21, %17
  %29 = phi i32 [ %15, %17 ], [ %25, %21 ]
  %30 = sub i32 %15, %2, !dbg !580
  %31 = icmp ugt i32 %30, -8, !dbg !580
  br i1 %31, label %52, label %32, !dbg !580

32:                                               ; preds = %28
  %33 = getelementptr i8, ptr %0, i32 1, !dbg !580
  %34 = getelementptr i8, ptr %0, i32 2, !dbg !580
  %35 = getelementptr i8, ptr %0, i32 3, !dbg !580
  %36 = getelementptr i8, ptr %0, i32 4, !dbg !580
  %37 = getelementptr i8, ptr %0, i32 5, !dbg !580
  %38 = getelementptr i8, ptr %0, i32 6, !dbg !580
  %39 = getelementptr i8, ptr %0, i32 7, !dbg !580
  br label %40, !dbg !580

40:                                               ; preds = %40, %32
  %41 = phi i32 [ %29, %32 ], [ %50, %40 ]
    #dbg_value(i32 %41, !564, !DIExpression(), !565)
  %42 = getelementptr inbounds i8, ptr %0, i32 %41, !dbg !581
  store i8 0, ptr %42, align 1, !dbg !582, !tbaa !334
    #dbg_value(i32 %41, !564, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !565)
  %43 = getelementptr i8, ptr %33, i32 %41, !dbg !581
  store i8 0, ptr %43, align 1, !dbg !582, !tbaa !334
    #dbg_value(i32 %41, !564, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !565)
  %44 = getelementptr i8, ptr %34, i32 %41, !dbg !581
  store i8 0, ptr %44, align 1, !dbg !582, !tbaa !334
    #dbg_value(i32 %41, !564, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !565)
  %45 = getelementptr i8, ptr %35, i32 %41, !dbg !581
  store i8 0, ptr %45, align 1, !dbg !582, !tbaa !334
    #dbg_value(i32 %41, !564, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !565)
  %46 = getelementptr i8, ptr %36, i32 %41, !dbg !581
  store i8 0, ptr %46, align 1, !dbg !582, !tbaa !334
    #dbg_value(i32 %41, !564, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !565)
  %47 = getelementptr i8, ptr %37, i32 %41, !dbg !581
  store i8 0, ptr %47, align 1, !dbg !582, !tbaa !334
    #dbg_value(i32 %41, !564, !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value), !565)
  %48 = getelementptr i8, ptr %38, i32 %41, !dbg !581
  store i8 0, ptr %48, align 1, !dbg !582, !tbaa !334
    #dbg_value(i32 %41, !564, !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value), !565)
  %49 = getelementptr i8, ptr %39, i32 %41, !dbg !581
  store i8 0, ptr %49, align 1, !dbg !582, !tbaa !334
  %50 = add nuw i32 %41, 8, !dbg !583
    #dbg_value(i32 %50, !564, !DIExpression(), !565)
  %51 = icmp eq i32 %50, %2, !dbg !577
  br i1 %51, label %52, label %40, !dbg !580, !llvm.loop !585

52:                                               ; preds = %10, %28, %40, %14
  ret ptr %0, !dbg !587
}

; Function Attrs: nounwind
define dso_local noundef ptr @strcat(ptr noundef returned %0, ptr nocapture noundef readonly %1) local_unnamed_addr #7 !dbg !588 {
    #dbg_value(ptr %0, !590, !DIExpression(), !592)
    #dbg_value(ptr %1, !591, !DIExpression(), !592)
  %3 = tail call i32 @strlen(ptr noundef %0) #19, !dbg !593
  %4 = getelementptr inbounds i8, ptr %0, i32 %3, !dbg !594
    #dbg_value(ptr %4, !487, !DIExpression(), !595)
    #dbg_value(ptr %1, !488, !DIExpression(), !595)
    #dbg_value(ptr %4, !489, !DIExpression(), !595)
  br label %5, !dbg !597

5:                                                ; preds = %5, %2
  %6 = phi ptr [ %1, %2 ], [ %8, %5 ]
  %7 = phi ptr [ %4, %2 ], [ %10, %5 ]
    #dbg_value(ptr %7, !487, !DIExpression(), !595)
    #dbg_value(ptr %6, !488, !DIExpression(), !595)
  %8 = getelementptr inbounds i8, ptr %6, i32 1, !dbg !598
    #dbg_value(ptr %8, !488, !DIExpression(), !595)
  %9 = load i8, ptr %6, align 1, !dbg !599, !tbaa !334
  %10 = getelementptr inbounds i8, ptr %7, i32 1, !dbg !600
    #dbg_value(ptr %10, !487, !DIExpression(), !595)
  store i8 %9, ptr %7, align 1, !dbg !601, !tbaa !334
  %11 = icmp eq i8 %9, 0, !dbg !597
  br i1 %11, label %12, label %5, !dbg !597, !llvm.loop !602

12:                                               ; preds = %5
  ret ptr %0, !dbg !604
}

declare !dbg !605 i32 @strlen(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local noundef ptr @strncat(ptr noundef returned %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #7 !dbg !608 {
    #dbg_value(ptr %0, !610, !DIExpression(), !615)
    #dbg_value(ptr %1, !611, !DIExpression(), !615)
    #dbg_value(i32 %2, !612, !DIExpression(), !615)
  %4 = tail call i32 @strlen(ptr noundef %0) #19, !dbg !616
  %5 = getelementptr inbounds i8, ptr %0, i32 %4, !dbg !617
    #dbg_value(ptr %5, !613, !DIExpression(), !615)
    #dbg_value(i32 0, !614, !DIExpression(), !615)
  %6 = icmp eq i32 %2, 0, !dbg !618
  br i1 %6, label %16, label %7, !dbg !621

7:                                                ; preds = %3, %12
  %8 = phi i32 [ %14, %12 ], [ 0, %3 ]
    #dbg_value(i32 %8, !614, !DIExpression(), !615)
  %9 = getelementptr inbounds i8, ptr %1, i32 %8, !dbg !622
  %10 = load i8, ptr %9, align 1, !dbg !622, !tbaa !334
  %11 = icmp eq i8 %10, 0, !dbg !621
  br i1 %11, label %16, label %12, !dbg !623

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %5, i32 %8, !dbg !624
  store i8 %10, ptr %13, align 1, !dbg !625, !tbaa !334
  %14 = add nuw i32 %8, 1, !dbg !626
    #dbg_value(i32 %14, !614, !DIExpression(), !615)
  %15 = icmp eq i32 %14, %2, !dbg !618
  br i1 %15, label %16, label %7, !dbg !621, !llvm.loop !627

16:                                               ; preds = %7, %12, %3
  %17 = phi i32 [ 0, %3 ], [ %2, %12 ], [ %8, %7 ], !dbg !615
  %18 = getelementptr inbounds i8, ptr %5, i32 %17, !dbg !629
  store i8 0, ptr %18, align 1, !dbg !630, !tbaa !334
  ret ptr %0, !dbg !631
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local noundef ptr @strchr(ptr noundef readonly %0, i32 noundef %1) local_unnamed_addr #9 !dbg !632 {
    #dbg_value(ptr %0, !634, !DIExpression(), !636)
    #dbg_value(i32 %1, !635, !DIExpression(), !636)
  %3 = shl i32 %1, 24
  %4 = ashr exact i32 %3, 24
    #dbg_value(ptr %0, !634, !DIExpression(), !636)
  %5 = load i8, ptr %0, align 1, !dbg !637, !tbaa !334
  %6 = sext i8 %5 to i32, !dbg !637
  %7 = icmp eq i32 %4, %6, !dbg !642
  br i1 %7, label %17, label %8, !dbg !643

8:                                                ; preds = %2, %12
  %9 = phi i8 [ %14, %12 ], [ %5, %2 ]
  %10 = phi ptr [ %13, %12 ], [ %0, %2 ]
    #dbg_value(ptr %10, !634, !DIExpression(), !636)
  %11 = icmp eq i8 %9, 0, !dbg !644
  br i1 %11, label %17, label %12, !dbg !646

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %10, i32 1, !dbg !647
    #dbg_value(ptr %13, !634, !DIExpression(), !636)
  %14 = load i8, ptr %13, align 1, !dbg !637, !tbaa !334
  %15 = sext i8 %14 to i32, !dbg !637
  %16 = icmp eq i32 %4, %15, !dbg !642
  br i1 %16, label %17, label %8, !dbg !643, !llvm.loop !648

17:                                               ; preds = %12, %8, %2
  %18 = phi ptr [ %0, %2 ], [ null, %8 ], [ %13, %12 ], !dbg !651
  ret ptr %18, !dbg !652
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local ptr @strrchr(ptr noundef readonly %0, i32 noundef %1) local_unnamed_addr #9 !dbg !653 {
    #dbg_value(ptr %0, !655, !DIExpression(), !658)
    #dbg_value(i32 %1, !656, !DIExpression(), !658)
    #dbg_value(ptr null, !657, !DIExpression(), !658)
  %3 = shl i32 %1, 24
  %4 = ashr exact i32 %3, 24
  br label %5, !dbg !659

5:                                                ; preds = %5, %2
  %6 = phi ptr [ %0, %2 ], [ %13, %5 ]
  %7 = phi ptr [ null, %2 ], [ %11, %5 ], !dbg !658
    #dbg_value(ptr %7, !657, !DIExpression(), !658)
    #dbg_value(ptr %6, !655, !DIExpression(), !658)
  %8 = load i8, ptr %6, align 1, !dbg !660, !tbaa !334
  %9 = sext i8 %8 to i32, !dbg !660
  %10 = icmp eq i32 %4, %9, !dbg !665
  %11 = select i1 %10, ptr %6, ptr %7, !dbg !666
    #dbg_value(ptr %11, !657, !DIExpression(), !658)
  %12 = icmp eq i8 %8, 0, !dbg !667
  %13 = getelementptr inbounds i8, ptr %6, i32 1, !dbg !669
    #dbg_value(ptr %13, !655, !DIExpression(), !658)
  br i1 %12, label %14, label %5, !dbg !670, !llvm.loop !671

14:                                               ; preds = %5
  ret ptr %11, !dbg !674
}

; Function Attrs: nounwind
define dso_local noundef ptr @strstr(ptr noundef readonly %0, ptr noundef %1) local_unnamed_addr #7 !dbg !675 {
    #dbg_value(ptr %0, !679, !DIExpression(), !682)
    #dbg_value(ptr %1, !680, !DIExpression(), !682)
  %3 = tail call i32 @strlen(ptr noundef %1) #19, !dbg !683
    #dbg_value(i32 %3, !681, !DIExpression(), !682)
  %4 = icmp eq i32 %3, 0, !dbg !684
  br i1 %4, label %30, label %5, !dbg !686

5:                                                ; preds = %2
    #dbg_value(ptr %0, !679, !DIExpression(), !682)
  %6 = load i8, ptr %0, align 1, !dbg !687, !tbaa !334
  %7 = icmp eq i8 %6, 0, !dbg !690
  br i1 %7, label %30, label %8, !dbg !690

8:                                                ; preds = %5
  %9 = load i8, ptr %1, align 1, !tbaa !334
  br label %10, !dbg !690

10:                                               ; preds = %8, %26
  %11 = phi i8 [ %6, %8 ], [ %28, %26 ]
  %12 = phi ptr [ %0, %8 ], [ %27, %26 ]
    #dbg_value(ptr %12, !679, !DIExpression(), !682)
  %13 = icmp eq i8 %11, %9, !dbg !691
  br i1 %13, label %14, label %26, !dbg !693

14:                                               ; preds = %10, %21
  %15 = phi i32 [ %23, %21 ], [ 0, %10 ]
    #dbg_value(i32 %15, !462, !DIExpression(), !694)
  %16 = getelementptr inbounds i8, ptr %12, i32 %15, !dbg !696
  %17 = load i8, ptr %16, align 1, !dbg !696, !tbaa !334
  %18 = getelementptr inbounds i8, ptr %1, i32 %15, !dbg !697
  %19 = load i8, ptr %18, align 1, !dbg !697, !tbaa !334
  %20 = icmp eq i8 %17, %19, !dbg !698
  br i1 %20, label %21, label %26, !dbg !699

21:                                               ; preds = %14
  %22 = icmp eq i8 %17, 0, !dbg !700
    #dbg_value(i32 %15, !462, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !694)
  %23 = add nuw i32 %15, 1
    #dbg_value(i32 %23, !462, !DIExpression(), !694)
  %24 = icmp eq i32 %23, %3
  %25 = select i1 %22, i1 true, i1 %24, !dbg !701
  br i1 %25, label %30, label %14, !dbg !701, !llvm.loop !702

26:                                               ; preds = %14, %10
  %27 = getelementptr inbounds i8, ptr %12, i32 1, !dbg !705
    #dbg_value(ptr %27, !679, !DIExpression(), !682)
  %28 = load i8, ptr %27, align 1, !dbg !687, !tbaa !334
  %29 = icmp eq i8 %28, 0, !dbg !690
  br i1 %29, label %30, label %10, !dbg !690, !llvm.loop !706

30:                                               ; preds = %26, %21, %5, %2
  %31 = phi ptr [ %0, %2 ], [ null, %5 ], [ %12, %21 ], [ null, %26 ], !dbg !682
  ret ptr %31, !dbg !708
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local i32 @strspn(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !709 {
    #dbg_value(ptr %0, !713, !DIExpression(), !716)
    #dbg_value(ptr %1, !714, !DIExpression(), !716)
    #dbg_value(i32 0, !715, !DIExpression(), !716)
  %3 = load i8, ptr %0, align 1, !dbg !717, !tbaa !334
  %4 = icmp eq i8 %3, 0, !dbg !717
  br i1 %4, label %24, label %5, !dbg !718

5:                                                ; preds = %2
  %6 = load i8, ptr %1, align 1, !tbaa !334
  br label %7, !dbg !718

7:                                                ; preds = %5, %19
  %8 = phi i8 [ %3, %5 ], [ %22, %19 ]
  %9 = phi i32 [ 0, %5 ], [ %20, %19 ]
    #dbg_value(i32 %9, !715, !DIExpression(), !716)
    #dbg_value(ptr %1, !634, !DIExpression(), !719)
    #dbg_value(i8 %8, !635, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !719)
    #dbg_value(ptr %1, !634, !DIExpression(), !719)
  %10 = icmp eq i8 %8, %6, !dbg !721
  br i1 %10, label %19, label %11, !dbg !722

11:                                               ; preds = %7, %15
  %12 = phi i8 [ %17, %15 ], [ %6, %7 ]
  %13 = phi ptr [ %16, %15 ], [ %1, %7 ]
    #dbg_value(ptr %13, !634, !DIExpression(), !719)
  %14 = icmp eq i8 %12, 0, !dbg !723
  br i1 %14, label %24, label %15, !dbg !724

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i32 1, !dbg !725
    #dbg_value(ptr %16, !634, !DIExpression(), !719)
  %17 = load i8, ptr %16, align 1, !dbg !726, !tbaa !334
  %18 = icmp eq i8 %8, %17, !dbg !721
  br i1 %18, label %19, label %11, !dbg !722, !llvm.loop !727

19:                                               ; preds = %15, %7
  %20 = add i32 %9, 1, !dbg !730
    #dbg_value(i32 %20, !715, !DIExpression(), !716)
  %21 = getelementptr inbounds i8, ptr %0, i32 %20, !dbg !717
  %22 = load i8, ptr %21, align 1, !dbg !717, !tbaa !334
  %23 = icmp eq i8 %22, 0, !dbg !717
  br i1 %23, label %24, label %7, !dbg !718, !llvm.loop !731

24:                                               ; preds = %19, %11, %2
  %25 = phi i32 [ 0, %2 ], [ %9, %11 ], [ %20, %19 ]
  ret i32 %25, !dbg !733
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local i32 @strcspn(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !734 {
    #dbg_value(ptr %0, !736, !DIExpression(), !739)
    #dbg_value(ptr %1, !737, !DIExpression(), !739)
    #dbg_value(i32 0, !738, !DIExpression(), !739)
  %3 = load i8, ptr %0, align 1, !dbg !740, !tbaa !334
  %4 = icmp eq i8 %3, 0, !dbg !740
  br i1 %4, label %24, label %5, !dbg !741

5:                                                ; preds = %2
  %6 = load i8, ptr %1, align 1, !tbaa !334
  br label %7, !dbg !741

7:                                                ; preds = %5, %19
  %8 = phi i8 [ %3, %5 ], [ %22, %19 ]
  %9 = phi i32 [ 0, %5 ], [ %20, %19 ]
    #dbg_value(i32 %9, !738, !DIExpression(), !739)
    #dbg_value(ptr %1, !634, !DIExpression(), !742)
    #dbg_value(i8 %8, !635, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !742)
    #dbg_value(ptr %1, !634, !DIExpression(), !742)
  %10 = icmp eq i8 %8, %6, !dbg !744
  br i1 %10, label %24, label %11, !dbg !745

11:                                               ; preds = %7, %15
  %12 = phi i8 [ %17, %15 ], [ %6, %7 ]
  %13 = phi ptr [ %16, %15 ], [ %1, %7 ]
    #dbg_value(ptr %13, !634, !DIExpression(), !742)
  %14 = icmp eq i8 %12, 0, !dbg !746
  br i1 %14, label %19, label %15, !dbg !747

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i32 1, !dbg !748
    #dbg_value(ptr %16, !634, !DIExpression(), !742)
  %17 = load i8, ptr %16, align 1, !dbg !749, !tbaa !334
  %18 = icmp eq i8 %8, %17, !dbg !744
  br i1 %18, label %24, label %11, !dbg !745, !llvm.loop !750

19:                                               ; preds = %11
  %20 = add i32 %9, 1, !dbg !753
    #dbg_value(i32 %20, !738, !DIExpression(), !739)
  %21 = getelementptr inbounds i8, ptr %0, i32 %20, !dbg !740
  %22 = load i8, ptr %21, align 1, !dbg !740, !tbaa !334
  %23 = icmp eq i8 %22, 0, !dbg !740
  br i1 %23, label %24, label %7, !dbg !741, !llvm.loop !754

24:                                               ; preds = %19, %7, %15, %2
  %25 = phi i32 [ 0, %2 ], [ %9, %15 ], [ %20, %19 ], [ %9, %7 ]
  ret i32 %25, !dbg !756
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local ptr @strpbrk(ptr noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !757 {
    #dbg_value(ptr %0, !759, !DIExpression(), !761)
    #dbg_value(ptr %1, !760, !DIExpression(), !761)
    #dbg_value(ptr %0, !736, !DIExpression(), !762)
    #dbg_value(ptr %1, !737, !DIExpression(), !762)
    #dbg_value(i32 0, !738, !DIExpression(), !762)
  %3 = load i8, ptr %0, align 1, !dbg !764, !tbaa !334
  %4 = icmp eq i8 %3, 0, !dbg !764
  br i1 %4, label %24, label %5, !dbg !765

5:                                                ; preds = %2
  %6 = load i8, ptr %1, align 1, !tbaa !334
  br label %7, !dbg !765

7:                                                ; preds = %19, %5
  %8 = phi i8 [ %3, %5 ], [ %22, %19 ]
  %9 = phi i32 [ 0, %5 ], [ %20, %19 ]
    #dbg_value(i32 %9, !738, !DIExpression(), !762)
    #dbg_value(ptr %1, !634, !DIExpression(), !766)
    #dbg_value(i8 %8, !635, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !766)
    #dbg_value(ptr %1, !634, !DIExpression(), !766)
  %10 = icmp eq i8 %8, %6, !dbg !768
  br i1 %10, label %24, label %11, !dbg !769

11:                                               ; preds = %7, %15
  %12 = phi i8 [ %17, %15 ], [ %6, %7 ]
  %13 = phi ptr [ %16, %15 ], [ %1, %7 ]
    #dbg_value(ptr %13, !634, !DIExpression(), !766)
  %14 = icmp eq i8 %12, 0, !dbg !770
  br i1 %14, label %19, label %15, !dbg !771

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i32 1, !dbg !772
    #dbg_value(ptr %16, !634, !DIExpression(), !766)
  %17 = load i8, ptr %16, align 1, !dbg !773, !tbaa !334
  %18 = icmp eq i8 %8, %17, !dbg !768
  br i1 %18, label %24, label %11, !dbg !769, !llvm.loop !774

19:                                               ; preds = %11
  %20 = add i32 %9, 1, !dbg !777
    #dbg_value(i32 %20, !738, !DIExpression(), !762)
  %21 = getelementptr inbounds i8, ptr %0, i32 %20, !dbg !764
  %22 = load i8, ptr %21, align 1, !dbg !764, !tbaa !334
  %23 = icmp eq i8 %22, 0, !dbg !764
  br i1 %23, label %24, label %7, !dbg !765, !llvm.loop !778

24:                                               ; preds = %7, %19, %15, %2
  %25 = phi i32 [ 0, %2 ], [ %9, %15 ], [ %9, %7 ], [ %20, %19 ]
  %26 = getelementptr inbounds i8, ptr %0, i32 %25, !dbg !780
    #dbg_value(ptr %26, !759, !DIExpression(), !761)
  %27 = load i8, ptr %26, align 1, !dbg !781, !tbaa !334
  %28 = icmp eq i8 %27, 0, !dbg !781
  %29 = select i1 %28, ptr null, ptr %26, !dbg !781
  ret ptr %29, !dbg !782
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local noundef ptr @strtok_r(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2) local_unnamed_addr #10 !dbg !783 {
    #dbg_value(ptr %0, !788, !DIExpression(), !792)
    #dbg_value(ptr %1, !789, !DIExpression(), !792)
    #dbg_value(ptr %2, !790, !DIExpression(), !792)
  %4 = icmp eq ptr %0, null, !dbg !793
  br i1 %4, label %5, label %7, !dbg !795

5:                                                ; preds = %3
  %6 = load ptr, ptr %2, align 4, !dbg !796, !tbaa !286
    #dbg_value(ptr %6, !788, !DIExpression(), !792)
  br label %7, !dbg !797

7:                                                ; preds = %5, %3
  %8 = phi ptr [ %0, %3 ], [ %6, %5 ]
    #dbg_value(ptr %8, !788, !DIExpression(), !792)
    #dbg_value(ptr %8, !713, !DIExpression(), !798)
    #dbg_value(ptr %1, !714, !DIExpression(), !798)
    #dbg_value(i32 0, !715, !DIExpression(), !798)
  %9 = load i8, ptr %8, align 1, !dbg !800, !tbaa !334
  %10 = icmp eq i8 %9, 0, !dbg !800
  br i1 %10, label %30, label %11, !dbg !801

11:                                               ; preds = %7
  %12 = load i8, ptr %1, align 1, !tbaa !334
  br label %13, !dbg !801

13:                                               ; preds = %25, %11
  %14 = phi i8 [ %9, %11 ], [ %28, %25 ]
  %15 = phi i32 [ 0, %11 ], [ %26, %25 ]
    #dbg_value(i32 %15, !715, !DIExpression(), !798)
    #dbg_value(ptr %1, !634, !DIExpression(), !802)
    #dbg_value(i8 %14, !635, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !802)
    #dbg_value(ptr %1, !634, !DIExpression(), !802)
  %16 = icmp eq i8 %14, %12, !dbg !804
  br i1 %16, label %25, label %17, !dbg !805

17:                                               ; preds = %13, %21
  %18 = phi i8 [ %23, %21 ], [ %12, %13 ]
  %19 = phi ptr [ %22, %21 ], [ %1, %13 ]
    #dbg_value(ptr %19, !634, !DIExpression(), !802)
  %20 = icmp eq i8 %18, 0, !dbg !806
  br i1 %20, label %33, label %21, !dbg !807

21:                                               ; preds = %17
  %22 = getelementptr inbounds i8, ptr %19, i32 1, !dbg !808
    #dbg_value(ptr %22, !634, !DIExpression(), !802)
  %23 = load i8, ptr %22, align 1, !dbg !809, !tbaa !334
  %24 = icmp eq i8 %14, %23, !dbg !804
  br i1 %24, label %25, label %17, !dbg !805, !llvm.loop !810

25:                                               ; preds = %21, %13
  %26 = add i32 %15, 1, !dbg !813
    #dbg_value(i32 %26, !715, !DIExpression(), !798)
  %27 = getelementptr inbounds i8, ptr %8, i32 %26, !dbg !800
  %28 = load i8, ptr %27, align 1, !dbg !800, !tbaa !334
  %29 = icmp eq i8 %28, 0, !dbg !800
  br i1 %29, label %30, label %13, !dbg !801, !llvm.loop !814

30:                                               ; preds = %25, %7
  %31 = phi i32 [ 0, %7 ], [ %26, %25 ]
  %32 = getelementptr inbounds i8, ptr %8, i32 %31, !dbg !816
    #dbg_value(ptr %32, !788, !DIExpression(), !792)
  br label %60, !dbg !817

33:                                               ; preds = %17
  %34 = getelementptr inbounds i8, ptr %8, i32 %15, !dbg !816
    #dbg_value(ptr %34, !788, !DIExpression(), !792)
    #dbg_value(ptr %34, !736, !DIExpression(), !818)
    #dbg_value(ptr %1, !737, !DIExpression(), !818)
    #dbg_value(i32 0, !738, !DIExpression(), !818)
  %35 = load i8, ptr %1, align 1, !tbaa !334
  br label %36, !dbg !820

36:                                               ; preds = %48, %33
  %37 = phi i8 [ %14, %33 ], [ %51, %48 ]
  %38 = phi i32 [ 0, %33 ], [ %49, %48 ]
    #dbg_value(i32 %38, !738, !DIExpression(), !818)
    #dbg_value(i8 %37, !635, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !821)
    #dbg_value(ptr %1, !634, !DIExpression(), !821)
  %39 = icmp eq i8 %37, %35, !dbg !823
  br i1 %39, label %53, label %40, !dbg !824

40:                                               ; preds = %36, %44
  %41 = phi i8 [ %46, %44 ], [ %35, %36 ]
  %42 = phi ptr [ %45, %44 ], [ %1, %36 ]
    #dbg_value(ptr %42, !634, !DIExpression(), !821)
  %43 = icmp eq i8 %41, 0, !dbg !825
  br i1 %43, label %48, label %44, !dbg !826

44:                                               ; preds = %40
  %45 = getelementptr inbounds i8, ptr %42, i32 1, !dbg !827
    #dbg_value(ptr %45, !634, !DIExpression(), !821)
  %46 = load i8, ptr %45, align 1, !dbg !828, !tbaa !334
  %47 = icmp eq i8 %37, %46, !dbg !823
  br i1 %47, label %53, label %40, !dbg !824, !llvm.loop !829

48:                                               ; preds = %40
  %49 = add i32 %38, 1, !dbg !832
    #dbg_value(i32 %49, !738, !DIExpression(), !818)
  %50 = getelementptr inbounds i8, ptr %34, i32 %49, !dbg !833
  %51 = load i8, ptr %50, align 1, !dbg !833, !tbaa !334
  %52 = icmp eq i8 %51, 0, !dbg !833
  br i1 %52, label %53, label %36, !dbg !820, !llvm.loop !834

53:                                               ; preds = %36, %48, %44
  %54 = phi i32 [ %38, %44 ], [ %38, %36 ], [ %49, %48 ]
  %55 = getelementptr inbounds i8, ptr %34, i32 %54, !dbg !836
    #dbg_value(ptr %55, !791, !DIExpression(), !792)
  %56 = load i8, ptr %55, align 1, !dbg !837, !tbaa !334
  %57 = icmp eq i8 %56, 0, !dbg !837
  br i1 %57, label %60, label %58, !dbg !839

58:                                               ; preds = %53
  %59 = getelementptr inbounds i8, ptr %55, i32 1, !dbg !840
    #dbg_value(ptr %59, !791, !DIExpression(), !792)
  store i8 0, ptr %55, align 1, !dbg !841, !tbaa !334
  br label %60, !dbg !842

60:                                               ; preds = %30, %53, %58
  %61 = phi ptr [ %59, %58 ], [ %55, %53 ], [ %32, %30 ], !dbg !792
  %62 = phi ptr [ %34, %58 ], [ %34, %53 ], [ null, %30 ], !dbg !792
  store ptr %61, ptr %2, align 4, !dbg !792, !tbaa !286
  ret ptr %62, !dbg !843
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local ptr @strtok(ptr noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #10 !dbg !46 {
    #dbg_value(ptr %0, !50, !DIExpression(), !844)
    #dbg_value(ptr %1, !51, !DIExpression(), !844)
    #dbg_value(ptr %0, !788, !DIExpression(), !845)
    #dbg_value(ptr %1, !789, !DIExpression(), !845)
    #dbg_value(ptr @strtok.save, !790, !DIExpression(), !845)
  %3 = icmp eq ptr %0, null, !dbg !847
  %4 = load ptr, ptr @strtok.save, align 4
  %5 = select i1 %3, ptr %4, ptr %0, !dbg !848
    #dbg_value(ptr %5, !788, !DIExpression(), !845)
    #dbg_value(ptr %5, !713, !DIExpression(), !849)
    #dbg_value(ptr %1, !714, !DIExpression(), !849)
    #dbg_value(i32 0, !715, !DIExpression(), !849)
  %6 = load i8, ptr %5, align 1, !dbg !851, !tbaa !334
  %7 = icmp eq i8 %6, 0, !dbg !851
  br i1 %7, label %27, label %8, !dbg !852

8:                                                ; preds = %2
  %9 = load i8, ptr %1, align 1, !tbaa !334
  br label %10, !dbg !852

10:                                               ; preds = %22, %8
  %11 = phi i8 [ %6, %8 ], [ %25, %22 ]
  %12 = phi i32 [ 0, %8 ], [ %23, %22 ]
    #dbg_value(i32 %12, !715, !DIExpression(), !849)
    #dbg_value(ptr %1, !634, !DIExpression(), !853)
    #dbg_value(i8 %11, !635, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !853)
    #dbg_value(ptr %1, !634, !DIExpression(), !853)
  %13 = icmp eq i8 %11, %9, !dbg !855
  br i1 %13, label %22, label %14, !dbg !856

14:                                               ; preds = %10, %18
  %15 = phi i8 [ %20, %18 ], [ %9, %10 ]
  %16 = phi ptr [ %19, %18 ], [ %1, %10 ]
    #dbg_value(ptr %16, !634, !DIExpression(), !853)
  %17 = icmp eq i8 %15, 0, !dbg !857
  br i1 %17, label %30, label %18, !dbg !858

18:                                               ; preds = %14
  %19 = getelementptr inbounds i8, ptr %16, i32 1, !dbg !859
    #dbg_value(ptr %19, !634, !DIExpression(), !853)
  %20 = load i8, ptr %19, align 1, !dbg !860, !tbaa !334
  %21 = icmp eq i8 %11, %20, !dbg !855
  br i1 %21, label %22, label %14, !dbg !856, !llvm.loop !861

22:                                               ; preds = %18, %10
  %23 = add i32 %12, 1, !dbg !864
    #dbg_value(i32 %23, !715, !DIExpression(), !849)
  %24 = getelementptr inbounds i8, ptr %5, i32 %23, !dbg !851
  %25 = load i8, ptr %24, align 1, !dbg !851, !tbaa !334
  %26 = icmp eq i8 %25, 0, !dbg !851
  br i1 %26, label %27, label %10, !dbg !852, !llvm.loop !865

27:                                               ; preds = %22, %2
  %28 = phi i32 [ 0, %2 ], [ %23, %22 ]
  %29 = getelementptr inbounds i8, ptr %5, i32 %28, !dbg !867
    #dbg_value(ptr %29, !788, !DIExpression(), !845)
  br label %56, !dbg !868

30:                                               ; preds = %14
  %31 = getelementptr inbounds i8, ptr %5, i32 %12, !dbg !867
    #dbg_value(ptr %31, !788, !DIExpression(), !845)
    #dbg_value(ptr %31, !736, !DIExpression(), !869)
    #dbg_value(ptr %1, !737, !DIExpression(), !869)
    #dbg_value(i32 0, !738, !DIExpression(), !869)
  br label %32, !dbg !871

32:                                               ; preds = %44, %30
  %33 = phi i8 [ %11, %30 ], [ %47, %44 ]
  %34 = phi i32 [ 0, %30 ], [ %45, %44 ]
    #dbg_value(i32 %34, !738, !DIExpression(), !869)
    #dbg_value(i8 %33, !635, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !872)
    #dbg_value(ptr %1, !634, !DIExpression(), !872)
  %35 = icmp eq i8 %33, %9, !dbg !874
  br i1 %35, label %49, label %36, !dbg !875

36:                                               ; preds = %32, %40
  %37 = phi i8 [ %42, %40 ], [ %9, %32 ]
  %38 = phi ptr [ %41, %40 ], [ %1, %32 ]
    #dbg_value(ptr %38, !634, !DIExpression(), !872)
  %39 = icmp eq i8 %37, 0, !dbg !876
  br i1 %39, label %44, label %40, !dbg !877

40:                                               ; preds = %36
  %41 = getelementptr inbounds i8, ptr %38, i32 1, !dbg !878
    #dbg_value(ptr %41, !634, !DIExpression(), !872)
  %42 = load i8, ptr %41, align 1, !dbg !879, !tbaa !334
  %43 = icmp eq i8 %33, %42, !dbg !874
  br i1 %43, label %49, label %36, !dbg !875, !llvm.loop !880

44:                                               ; preds = %36
  %45 = add i32 %34, 1, !dbg !883
    #dbg_value(i32 %45, !738, !DIExpression(), !869)
  %46 = getelementptr inbounds i8, ptr %31, i32 %45, !dbg !884
  %47 = load i8, ptr %46, align 1, !dbg !884, !tbaa !334
  %48 = icmp eq i8 %47, 0, !dbg !884
  br i1 %48, label %49, label %32, !dbg !871, !llvm.loop !885

49:                                               ; preds = %44, %32, %40
  %50 = phi i32 [ %34, %40 ], [ %45, %44 ], [ %34, %32 ]
  %51 = getelementptr inbounds i8, ptr %31, i32 %50, !dbg !887
    #dbg_value(ptr %51, !791, !DIExpression(), !845)
  %52 = load i8, ptr %51, align 1, !dbg !888, !tbaa !334
  %53 = icmp eq i8 %52, 0, !dbg !888
  br i1 %53, label %56, label %54, !dbg !889

54:                                               ; preds = %49
  %55 = getelementptr inbounds i8, ptr %51, i32 1, !dbg !890
    #dbg_value(ptr %55, !791, !DIExpression(), !845)
  store i8 0, ptr %51, align 1, !dbg !891, !tbaa !334
  br label %56, !dbg !892

56:                                               ; preds = %27, %49, %54
  %57 = phi ptr [ %55, %54 ], [ %51, %49 ], [ %29, %27 ], !dbg !845
  %58 = phi ptr [ %31, %54 ], [ %31, %49 ], [ null, %27 ], !dbg !845
  store ptr %57, ptr @strtok.save, align 4, !dbg !845, !tbaa !286
  ret ptr %58, !dbg !893
}

; Function Attrs: nounwind
define dso_local ptr @strdup(ptr noundef %0) local_unnamed_addr #7 !dbg !894 {
    #dbg_value(ptr %0, !898, !DIExpression(), !901)
  %2 = tail call i32 @strlen(ptr noundef %0) #19, !dbg !902
  %3 = add i32 %2, 1, !dbg !903
    #dbg_value(i32 %3, !899, !DIExpression(), !901)
  %4 = tail call ptr @malloc(i32 noundef %3) #19, !dbg !904
    #dbg_value(ptr %4, !900, !DIExpression(), !901)
  %5 = icmp eq ptr %4, null, !dbg !905
  br i1 %5, label %8, label %6, !dbg !907

6:                                                ; preds = %1
  %7 = tail call ptr @memcpy(ptr noundef nonnull %4, ptr noundef %0, i32 noundef %3) #19, !dbg !908
  br label %8, !dbg !908

8:                                                ; preds = %6, %1
  ret ptr %4, !dbg !909
}

declare !dbg !910 ptr @malloc(i32 noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local ptr @strndup(ptr noundef %0, i32 noundef %1) local_unnamed_addr #7 !dbg !913 {
    #dbg_value(ptr %0, !917, !DIExpression(), !921)
    #dbg_value(i32 %1, !918, !DIExpression(), !921)
    #dbg_value(ptr %0, !418, !DIExpression(), !922)
    #dbg_value(i32 %1, !419, !DIExpression(), !922)
    #dbg_value(i32 0, !420, !DIExpression(), !922)
  %3 = icmp eq i32 %1, 0, !dbg !924
  br i1 %3, label %12, label %4, !dbg !925

4:                                                ; preds = %2, %9
  %5 = phi i32 [ %10, %9 ], [ 0, %2 ]
    #dbg_value(i32 %5, !420, !DIExpression(), !922)
  %6 = getelementptr inbounds i8, ptr %0, i32 %5, !dbg !926
  %7 = load i8, ptr %6, align 1, !dbg !926, !tbaa !334
  %8 = icmp eq i8 %7, 0, !dbg !925
  br i1 %8, label %12, label %9, !dbg !927

9:                                                ; preds = %4
  %10 = add nuw i32 %5, 1, !dbg !928
    #dbg_value(i32 %10, !420, !DIExpression(), !922)
  %11 = icmp eq i32 %10, %1, !dbg !924
  br i1 %11, label %12, label %4, !dbg !925, !llvm.loop !929

12:                                               ; preds = %4, %9, %2
  %13 = phi i32 [ 0, %2 ], [ %5, %4 ], [ %1, %9 ], !dbg !922
    #dbg_value(i32 %13, !919, !DIExpression(), !921)
  %14 = add i32 %13, 1, !dbg !930
  %15 = tail call ptr @malloc(i32 noundef %14) #19, !dbg !931
    #dbg_value(ptr %15, !920, !DIExpression(), !921)
  %16 = icmp eq ptr %15, null, !dbg !932
  br i1 %16, label %20, label %17, !dbg !934

17:                                               ; preds = %12
  %18 = tail call ptr @memcpy(ptr noundef nonnull %15, ptr noundef %0, i32 noundef %13) #19, !dbg !935
  %19 = getelementptr inbounds i8, ptr %15, i32 %13, !dbg !937
  store i8 0, ptr %19, align 1, !dbg !938, !tbaa !334
  br label %20, !dbg !939

20:                                               ; preds = %17, %12
  ret ptr %15, !dbg !940
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef nonnull ptr @__ctype_b_loc() local_unnamed_addr #0 !dbg !941 {
  ret ptr @ctype_b, !dbg !945
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef nonnull ptr @__ctype_tolower_loc() local_unnamed_addr #0 !dbg !946 {
  ret ptr @ctype_lower, !dbg !950
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef nonnull ptr @__ctype_toupper_loc() local_unnamed_addr #0 !dbg !951 {
  ret ptr @ctype_upper, !dbg !952
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 1025) i32 @isalpha(i32 noundef %0) local_unnamed_addr #0 !dbg !953 {
    #dbg_value(i32 %0, !957, !DIExpression(), !958)
    #dbg_value(i32 %0, !959, !DIExpression(), !962)
  %2 = add i32 %0, 128, !dbg !964
  %3 = icmp ult i32 %2, 384, !dbg !964
  br i1 %3, label %4, label %9, !dbg !964

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !965
  %6 = load i16, ptr %5, align 2, !dbg !965, !tbaa !966
  %7 = and i16 %6, 1024, !dbg !968
  %8 = zext nneg i16 %7 to i32, !dbg !968
  br label %9, !dbg !969

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !969
  ret i32 %10, !dbg !970
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 2049) i32 @isdigit(i32 noundef %0) local_unnamed_addr #0 !dbg !971 {
    #dbg_value(i32 %0, !973, !DIExpression(), !974)
    #dbg_value(i32 %0, !959, !DIExpression(), !975)
  %2 = add i32 %0, 128, !dbg !977
  %3 = icmp ult i32 %2, 384, !dbg !977
  br i1 %3, label %4, label %9, !dbg !977

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !978
  %6 = load i16, ptr %5, align 2, !dbg !978, !tbaa !966
  %7 = and i16 %6, 2048, !dbg !979
  %8 = zext nneg i16 %7 to i32, !dbg !979
  br label %9, !dbg !980

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !980
  ret i32 %10, !dbg !981
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 9) i32 @isalnum(i32 noundef %0) local_unnamed_addr #0 !dbg !982 {
    #dbg_value(i32 %0, !984, !DIExpression(), !985)
    #dbg_value(i32 %0, !959, !DIExpression(), !986)
  %2 = add i32 %0, 128, !dbg !988
  %3 = icmp ult i32 %2, 384, !dbg !988
  br i1 %3, label %4, label %9, !dbg !988

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !989
  %6 = load i16, ptr %5, align 2, !dbg !989, !tbaa !966
  %7 = and i16 %6, 8, !dbg !990
  %8 = zext nneg i16 %7 to i32, !dbg !990
  br label %9, !dbg !991

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !991
  ret i32 %10, !dbg !992
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 8193) i32 @isspace(i32 noundef %0) local_unnamed_addr #0 !dbg !993 {
    #dbg_value(i32 %0, !995, !DIExpression(), !996)
    #dbg_value(i32 %0, !959, !DIExpression(), !997)
  %2 = add i32 %0, 128, !dbg !999
  %3 = icmp ult i32 %2, 384, !dbg !999
  br i1 %3, label %4, label %9, !dbg !999

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !1000
  %6 = load i16, ptr %5, align 2, !dbg !1000, !tbaa !966
  %7 = and i16 %6, 8192, !dbg !1001
  %8 = zext nneg i16 %7 to i32, !dbg !1001
  br label %9, !dbg !1002

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !1002
  ret i32 %10, !dbg !1003
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 257) i32 @isupper(i32 noundef %0) local_unnamed_addr #0 !dbg !1004 {
    #dbg_value(i32 %0, !1006, !DIExpression(), !1007)
    #dbg_value(i32 %0, !959, !DIExpression(), !1008)
  %2 = add i32 %0, 128, !dbg !1010
  %3 = icmp ult i32 %2, 384, !dbg !1010
  br i1 %3, label %4, label %9, !dbg !1010

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !1011
  %6 = load i16, ptr %5, align 2, !dbg !1011, !tbaa !966
  %7 = and i16 %6, 256, !dbg !1012
  %8 = zext nneg i16 %7 to i32, !dbg !1012
  br label %9, !dbg !1013

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !1013
  ret i32 %10, !dbg !1014
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 513) i32 @islower(i32 noundef %0) local_unnamed_addr #0 !dbg !1015 {
    #dbg_value(i32 %0, !1017, !DIExpression(), !1018)
    #dbg_value(i32 %0, !959, !DIExpression(), !1019)
  %2 = add i32 %0, 128, !dbg !1021
  %3 = icmp ult i32 %2, 384, !dbg !1021
  br i1 %3, label %4, label %9, !dbg !1021

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !1022
  %6 = load i16, ptr %5, align 2, !dbg !1022, !tbaa !966
  %7 = and i16 %6, 512, !dbg !1023
  %8 = zext nneg i16 %7 to i32, !dbg !1023
  br label %9, !dbg !1024

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !1024
  ret i32 %10, !dbg !1025
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 4097) i32 @isxdigit(i32 noundef %0) local_unnamed_addr #0 !dbg !1026 {
    #dbg_value(i32 %0, !1028, !DIExpression(), !1029)
    #dbg_value(i32 %0, !959, !DIExpression(), !1030)
  %2 = add i32 %0, 128, !dbg !1032
  %3 = icmp ult i32 %2, 384, !dbg !1032
  br i1 %3, label %4, label %9, !dbg !1032

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !1033
  %6 = load i16, ptr %5, align 2, !dbg !1033, !tbaa !966
  %7 = and i16 %6, 4096, !dbg !1034
  %8 = zext nneg i16 %7 to i32, !dbg !1034
  br label %9, !dbg !1035

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !1035
  ret i32 %10, !dbg !1036
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 16385) i32 @isprint(i32 noundef %0) local_unnamed_addr #0 !dbg !1037 {
    #dbg_value(i32 %0, !1039, !DIExpression(), !1040)
    #dbg_value(i32 %0, !959, !DIExpression(), !1041)
  %2 = add i32 %0, 128, !dbg !1043
  %3 = icmp ult i32 %2, 384, !dbg !1043
  br i1 %3, label %4, label %9, !dbg !1043

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !1044
  %6 = load i16, ptr %5, align 2, !dbg !1044, !tbaa !966
  %7 = and i16 %6, 16384, !dbg !1045
  %8 = zext nneg i16 %7 to i32, !dbg !1045
  br label %9, !dbg !1046

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !1046
  ret i32 %10, !dbg !1047
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 32769) i32 @isgraph(i32 noundef %0) local_unnamed_addr #0 !dbg !1048 {
    #dbg_value(i32 %0, !1050, !DIExpression(), !1051)
    #dbg_value(i32 %0, !959, !DIExpression(), !1052)
  %2 = add i32 %0, 128, !dbg !1054
  %3 = icmp ult i32 %2, 384, !dbg !1054
  br i1 %3, label %4, label %9, !dbg !1054

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !1055
  %6 = load i16, ptr %5, align 2, !dbg !1055, !tbaa !966
  %7 = and i16 %6, -32768, !dbg !1056
  %8 = zext i16 %7 to i32, !dbg !1056
  br label %9, !dbg !1057

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !1057
  ret i32 %10, !dbg !1058
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 5) i32 @ispunct(i32 noundef %0) local_unnamed_addr #0 !dbg !1059 {
    #dbg_value(i32 %0, !1061, !DIExpression(), !1062)
    #dbg_value(i32 %0, !959, !DIExpression(), !1063)
  %2 = add i32 %0, 128, !dbg !1065
  %3 = icmp ult i32 %2, 384, !dbg !1065
  br i1 %3, label %4, label %9, !dbg !1065

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !1066
  %6 = load i16, ptr %5, align 2, !dbg !1066, !tbaa !966
  %7 = and i16 %6, 4, !dbg !1067
  %8 = zext nneg i16 %7 to i32, !dbg !1067
  br label %9, !dbg !1068

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !1068
  ret i32 %10, !dbg !1069
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 3) i32 @iscntrl(i32 noundef %0) local_unnamed_addr #0 !dbg !1070 {
    #dbg_value(i32 %0, !1072, !DIExpression(), !1073)
    #dbg_value(i32 %0, !959, !DIExpression(), !1074)
  %2 = add i32 %0, 128, !dbg !1076
  %3 = icmp ult i32 %2, 384, !dbg !1076
  br i1 %3, label %4, label %9, !dbg !1076

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !1077
  %6 = load i16, ptr %5, align 2, !dbg !1077, !tbaa !966
  %7 = and i16 %6, 2, !dbg !1078
  %8 = zext nneg i16 %7 to i32, !dbg !1078
  br label %9, !dbg !1079

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !1079
  ret i32 %10, !dbg !1080
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 2) i32 @isblank(i32 noundef %0) local_unnamed_addr #0 !dbg !1081 {
    #dbg_value(i32 %0, !1083, !DIExpression(), !1084)
    #dbg_value(i32 %0, !959, !DIExpression(), !1085)
  %2 = add i32 %0, 128, !dbg !1087
  %3 = icmp ult i32 %2, 384, !dbg !1087
  br i1 %3, label %4, label %9, !dbg !1087

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !1088
  %6 = load i16, ptr %5, align 2, !dbg !1088, !tbaa !966
  %7 = and i16 %6, 1, !dbg !1089
  %8 = zext nneg i16 %7 to i32, !dbg !1089
  br label %9, !dbg !1090

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !1090
  ret i32 %10, !dbg !1091
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @tolower(i32 noundef %0) local_unnamed_addr #0 !dbg !1092 {
    #dbg_value(i32 %0, !1094, !DIExpression(), !1095)
  %2 = add i32 %0, 128, !dbg !1096
  %3 = icmp ult i32 %2, 384, !dbg !1096
  br i1 %3, label %4, label %7, !dbg !1096

4:                                                ; preds = %1
  %5 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %0, !dbg !1097
  %6 = load i32, ptr %5, align 4, !dbg !1097, !tbaa !277
  br label %7, !dbg !1098

7:                                                ; preds = %1, %4
  %8 = phi i32 [ %6, %4 ], [ %0, %1 ], !dbg !1098
  ret i32 %8, !dbg !1099
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @toupper(i32 noundef %0) local_unnamed_addr #0 !dbg !1100 {
    #dbg_value(i32 %0, !1102, !DIExpression(), !1103)
  %2 = add i32 %0, 128, !dbg !1104
  %3 = icmp ult i32 %2, 384, !dbg !1104
  br i1 %3, label %4, label %7, !dbg !1104

4:                                                ; preds = %1
  %5 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_upper_table, i32 512), i32 %0, !dbg !1105
  %6 = load i32, ptr %5, align 4, !dbg !1105, !tbaa !277
  br label %7, !dbg !1106

7:                                                ; preds = %1, %4
  %8 = phi i32 [ %6, %4 ], [ %0, %1 ], !dbg !1106
  ret i32 %8, !dbg !1107
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @abs(i32 noundef %0) local_unnamed_addr #0 !dbg !1108 {
    #dbg_value(i32 %0, !1110, !DIExpression(), !1111)
  %2 = tail call i32 @llvm.abs.i32(i32 %0, i1 true), !dbg !1112
  ret i32 %2, !dbg !1113
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @labs(i32 noundef %0) local_unnamed_addr #0 !dbg !1114 {
    #dbg_value(i32 %0, !1118, !DIExpression(), !1119)
  %2 = tail call i32 @llvm.abs.i32(i32 %0, i1 true), !dbg !1120
  ret i32 %2, !dbg !1121
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i64 @llabs(i64 noundef %0) local_unnamed_addr #0 !dbg !1122 {
    #dbg_value(i64 %0, !1126, !DIExpression(), !1127)
  %2 = tail call i64 @llvm.abs.i64(i64 %0, i1 true), !dbg !1128
  ret i64 %2, !dbg !1129
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noalias noundef ptr @getenv(ptr nocapture noundef readnone %0) local_unnamed_addr #0 !dbg !1130 {
    #dbg_value(ptr %0, !1132, !DIExpression(), !1133)
  ret ptr null, !dbg !1134
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i64 @strtoll(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !1135 {
  %4 = alloca i32, align 4, !DIAssignID !1144
    #dbg_assign(i1 undef, !1142, !DIExpression(), !1144, ptr %4, !DIExpression(), !1145)
    #dbg_value(ptr %0, !1139, !DIExpression(), !1145)
    #dbg_value(ptr %1, !1140, !DIExpression(), !1145)
    #dbg_value(i32 %2, !1141, !DIExpression(), !1145)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #21, !dbg !1146
  store i32 0, ptr %4, align 4, !dbg !1147, !tbaa !277, !DIAssignID !1148
    #dbg_assign(i32 0, !1142, !DIExpression(), !1148, ptr %4, !DIExpression(), !1145)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 1, i64 noundef 0, i64 noundef -9223372036854775808, i64 noundef 9223372036854775807, ptr noundef nonnull %4) #22, !dbg !1149
    #dbg_value(i64 %5, !1143, !DIExpression(), !1145)
  %6 = load i32, ptr %4, align 4, !dbg !1150, !tbaa !277
  %7 = icmp eq i32 %6, 0, !dbg !1150
  %8 = sub i64 0, %5, !dbg !1150
  %9 = select i1 %7, i64 %5, i64 %8, !dbg !1150
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #21, !dbg !1151
  ret i64 %9, !dbg !1152
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define internal fastcc i64 @strto_common(ptr noundef %0, ptr noundef writeonly %1, i32 noundef %2, i32 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, ptr nocapture noundef writeonly %7) unnamed_addr #10 !dbg !1153 {
    #dbg_value(ptr %0, !1157, !DIExpression(), !1172)
    #dbg_value(ptr %1, !1158, !DIExpression(), !1172)
    #dbg_value(i32 %2, !1159, !DIExpression(), !1172)
    #dbg_value(i32 %3, !1160, !DIExpression(), !1172)
    #dbg_value(i64 %4, !1161, !DIExpression(), !1172)
    #dbg_value(i64 %5, !1162, !DIExpression(), !1172)
    #dbg_value(i64 %6, !1163, !DIExpression(), !1172)
    #dbg_value(ptr %7, !1164, !DIExpression(), !1172)
    #dbg_value(ptr %0, !1165, !DIExpression(), !1172)
  br label %9, !dbg !1173

9:                                                ; preds = %9, %8
  %10 = phi ptr [ %0, %8 ], [ %17, %9 ], !dbg !1172
    #dbg_value(ptr %10, !1165, !DIExpression(), !1172)
  %11 = load i8, ptr %10, align 1, !dbg !1174, !tbaa !334
  %12 = zext i8 %11 to i32, !dbg !1175
    #dbg_value(i32 %12, !995, !DIExpression(), !1176)
    #dbg_value(i32 %12, !959, !DIExpression(), !1178)
  %13 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %12, !dbg !1180
  %14 = load i16, ptr %13, align 2, !dbg !1180, !tbaa !966
  %15 = and i16 %14, 8192, !dbg !1181
  %16 = icmp eq i16 %15, 0, !dbg !1173
  %17 = getelementptr inbounds i8, ptr %10, i32 1, !dbg !1182
    #dbg_value(ptr %17, !1165, !DIExpression(), !1172)
  br i1 %16, label %18, label %9, !dbg !1173, !llvm.loop !1183

18:                                               ; preds = %9
    #dbg_value(i32 0, !1166, !DIExpression(), !1172)
  switch i8 %11, label %22 [
    i8 43, label %19
    i8 45, label %19
  ], !dbg !1184

19:                                               ; preds = %18, %18
  %20 = icmp eq i8 %11, 45, !dbg !1186
  %21 = zext i1 %20 to i32, !dbg !1186
    #dbg_value(i32 %21, !1166, !DIExpression(), !1172)
    #dbg_value(ptr %17, !1165, !DIExpression(), !1172)
  br label %22, !dbg !1188

22:                                               ; preds = %18, %19
  %23 = phi ptr [ %17, %19 ], [ %10, %18 ], !dbg !1172
  %24 = phi i32 [ %21, %19 ], [ 0, %18 ], !dbg !1172
    #dbg_value(i32 %24, !1166, !DIExpression(), !1172)
    #dbg_value(ptr %23, !1165, !DIExpression(), !1172)
  %25 = icmp eq i32 %2, 1
  %26 = icmp ugt i32 %2, 36, !dbg !1189
  %27 = or i1 %26, %25, !dbg !1189
  br i1 %27, label %28, label %32, !dbg !1189

28:                                               ; preds = %22
  %29 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1191
  store i32 22, ptr %29, align 4, !dbg !1193, !tbaa !277
  %30 = icmp eq ptr %1, null, !dbg !1194
  br i1 %30, label %130, label %31, !dbg !1196

31:                                               ; preds = %28
  store ptr %0, ptr %1, align 4, !dbg !1197, !tbaa !286
  br label %130, !dbg !1198

32:                                               ; preds = %22
  %33 = icmp eq i32 %3, 0, !dbg !1199
  %34 = icmp eq i32 %24, 0, !dbg !1201
  %35 = sub i64 0, %5, !dbg !1201
  %36 = select i1 %34, i64 %6, i64 %35, !dbg !1201
  %37 = select i1 %33, i64 %4, i64 %36, !dbg !1201
    #dbg_value(i64 %37, !1167, !DIExpression(), !1172)
    #dbg_value(ptr %23, !1202, !DIExpression(), !1220)
    #dbg_value(ptr undef, !1208, !DIExpression(), !1220)
    #dbg_value(ptr undef, !1209, !DIExpression(), !1220)
    #dbg_value(i64 %37, !1210, !DIExpression(), !1220)
    #dbg_value(ptr undef, !1211, !DIExpression(), !1220)
    #dbg_value(ptr undef, !1212, !DIExpression(), !1220)
    #dbg_value(i32 %2, !1213, !DIExpression(), !1220)
  %38 = icmp ne i32 %2, 0, !dbg !1222
  switch i32 %2, label %59 [
    i32 16, label %39
    i32 0, label %39
  ], !dbg !1224

39:                                               ; preds = %32, %32
  %40 = load i8, ptr %23, align 1, !dbg !1225, !tbaa !334
  %41 = icmp eq i8 %40, 48, !dbg !1226
  br i1 %41, label %42, label %56, !dbg !1227

42:                                               ; preds = %39
  %43 = getelementptr inbounds i8, ptr %23, i32 1, !dbg !1228
  %44 = load i8, ptr %43, align 1, !dbg !1228, !tbaa !334
  switch i8 %44, label %56 [
    i8 120, label %45
    i8 88, label %45
  ], !dbg !1229

45:                                               ; preds = %42, %42
  %46 = getelementptr inbounds i8, ptr %23, i32 2, !dbg !1230
  %47 = load i8, ptr %46, align 1, !dbg !1230, !tbaa !334
  %48 = zext i8 %47 to i32, !dbg !1231
    #dbg_value(i32 %48, !1028, !DIExpression(), !1232)
    #dbg_value(i32 %48, !959, !DIExpression(), !1234)
  %49 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %48, !dbg !1236
  %50 = load i16, ptr %49, align 2, !dbg !1236, !tbaa !966
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
    #dbg_value(i32 %58, !1213, !DIExpression(), !1220)
  br label %59, !dbg !1244

59:                                               ; preds = %57, %56, %45, %32
  %60 = phi i32 [ %58, %57 ], [ %2, %56 ], [ %54, %45 ], [ %2, %32 ], !dbg !1220
  %61 = phi ptr [ %23, %57 ], [ %23, %56 ], [ %55, %45 ], [ %23, %32 ]
    #dbg_value(ptr %61, !1202, !DIExpression(), !1220)
    #dbg_value(i32 %60, !1213, !DIExpression(), !1220)
    #dbg_value(i32 %60, !1159, !DIExpression(), !1172)
    #dbg_value(i64 0, !1214, !DIExpression(), !1220)
    #dbg_value(i32 0, !1169, !DIExpression(), !1172)
    #dbg_value(i32 0, !1170, !DIExpression(), !1172)
  %62 = zext nneg i32 %60 to i64
    #dbg_value(i32 poison, !1170, !DIExpression(), !1172)
    #dbg_value(i32 0, !1169, !DIExpression(), !1172)
    #dbg_value(ptr %61, !1202, !DIExpression(), !1220)
    #dbg_value(i64 0, !1214, !DIExpression(), !1220)
  %63 = load i8, ptr %61, align 1, !dbg !1245, !tbaa !334
    #dbg_value(i8 %63, !1219, !DIExpression(), !1246)
  %64 = zext i8 %63 to i32, !dbg !1247
    #dbg_value(i32 %64, !973, !DIExpression(), !1249)
    #dbg_value(i32 %64, !959, !DIExpression(), !1251)
  %65 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %64, !dbg !1253
  %66 = load i16, ptr %65, align 2, !dbg !1253, !tbaa !966
  %67 = and i16 %66, 2048, !dbg !1254
  %68 = icmp eq i16 %67, 0, !dbg !1255
  br i1 %68, label %71, label %69, !dbg !1256

69:                                               ; preds = %59
  %70 = add nsw i32 %64, -48, !dbg !1257
    #dbg_value(i32 %70, !1215, !DIExpression(), !1246)
  br label %78, !dbg !1258

71:                                               ; preds = %59
    #dbg_value(i32 %64, !957, !DIExpression(), !1259)
    #dbg_value(i32 %64, !959, !DIExpression(), !1262)
  %72 = and i16 %66, 1024, !dbg !1264
  %73 = icmp eq i16 %72, 0, !dbg !1265
  br i1 %73, label %119, label %74, !dbg !1266

74:                                               ; preds = %71
    #dbg_value(i32 %64, !1094, !DIExpression(), !1267)
  %75 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %64, !dbg !1269
  %76 = load i32, ptr %75, align 4, !dbg !1269, !tbaa !277
  %77 = add nsw i32 %76, -87, !dbg !1270
    #dbg_value(i32 %77, !1215, !DIExpression(), !1246)
  br label %78

78:                                               ; preds = %74, %69
  %79 = phi i32 [ %70, %69 ], [ %77, %74 ], !dbg !1271
    #dbg_value(i32 %79, !1215, !DIExpression(), !1246)
  %80 = icmp slt i32 %79, %60, !dbg !1272
  br i1 %80, label %81, label %119, !dbg !1274

81:                                               ; preds = %78
    #dbg_value(i32 1, !1170, !DIExpression(), !1172)
  %82 = sext i32 %79 to i64, !dbg !1275
    #dbg_value(i32 0, !1169, !DIExpression(), !1172)
    #dbg_value(i64 %82, !1214, !DIExpression(), !1220)
    #dbg_value(ptr %61, !1202, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1220)
  br label %83, !dbg !1277

83:                                               ; preds = %110, %81
  %84 = phi i32 [ 0, %81 ], [ %117, %110 ]
  %85 = phi i64 [ %82, %81 ], [ %118, %110 ]
  %86 = phi ptr [ %61, %81 ], [ %90, %110 ]
  %87 = icmp eq i32 %84, 0
  br label %88, !dbg !1278

88:                                               ; preds = %83, %109
  %89 = phi ptr [ %90, %109 ], [ %86, %83 ]
  %90 = getelementptr inbounds i8, ptr %89, i32 1, !dbg !1220
    #dbg_value(i32 poison, !1170, !DIExpression(), !1172)
    #dbg_value(i32 %84, !1169, !DIExpression(), !1172)
    #dbg_value(ptr %90, !1202, !DIExpression(), !1220)
    #dbg_value(i64 %85, !1214, !DIExpression(), !1220)
  %91 = load i8, ptr %90, align 1, !dbg !1245, !tbaa !334
    #dbg_value(i8 %91, !1219, !DIExpression(), !1246)
  %92 = zext i8 %91 to i32, !dbg !1247
    #dbg_value(i32 %92, !973, !DIExpression(), !1249)
    #dbg_value(i32 %92, !959, !DIExpression(), !1251)
  %93 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %92, !dbg !1253
  %94 = load i16, ptr %93, align 2, !dbg !1253, !tbaa !966
  %95 = and i16 %94, 2048, !dbg !1254
  %96 = icmp eq i16 %95, 0, !dbg !1255
  br i1 %96, label %99, label %97, !dbg !1256

97:                                               ; preds = %88
  %98 = add nsw i32 %92, -48, !dbg !1257
    #dbg_value(i32 %98, !1215, !DIExpression(), !1246)
  br label %106, !dbg !1258

99:                                               ; preds = %88
    #dbg_value(i32 %92, !957, !DIExpression(), !1259)
    #dbg_value(i32 %92, !959, !DIExpression(), !1262)
  %100 = and i16 %94, 1024, !dbg !1264
  %101 = icmp eq i16 %100, 0, !dbg !1265
  br i1 %101, label %122, label %102, !dbg !1266

102:                                              ; preds = %99
    #dbg_value(i32 %92, !1094, !DIExpression(), !1267)
  %103 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %92, !dbg !1269
  %104 = load i32, ptr %103, align 4, !dbg !1269, !tbaa !277
  %105 = add nsw i32 %104, -87, !dbg !1270
    #dbg_value(i32 %105, !1215, !DIExpression(), !1246)
  br label %106

106:                                              ; preds = %102, %97
  %107 = phi i32 [ %98, %97 ], [ %105, %102 ], !dbg !1271
    #dbg_value(i32 %107, !1215, !DIExpression(), !1246)
  %108 = icmp slt i32 %107, %60, !dbg !1272
  br i1 %108, label %109, label %122, !dbg !1274

109:                                              ; preds = %106
    #dbg_value(i32 1, !1170, !DIExpression(), !1172)
  br i1 %87, label %110, label %88, !dbg !1279, !llvm.loop !1280

110:                                              ; preds = %109
  %111 = sext i32 %107 to i64, !dbg !1275
  %112 = sub i64 %37, %111, !dbg !1283
  %113 = udiv i64 %112, %62, !dbg !1284
  %114 = icmp ugt i64 %85, %113, !dbg !1285
  %115 = mul i64 %85, %62, !dbg !1286
  %116 = add i64 %115, %111, !dbg !1286
  %117 = select i1 %114, i32 1, i32 0, !dbg !1286
  %118 = select i1 %114, i64 %37, i64 %116, !dbg !1286
  br label %83, !dbg !1278, !llvm.loop !1280

119:                                              ; preds = %71, %78
    #dbg_value(i64 poison, !1214, !DIExpression(), !1220)
    #dbg_value(ptr poison, !1168, !DIExpression(), !1172)
    #dbg_value(i64 poison, !1171, !DIExpression(), !1172)
  %120 = icmp eq ptr %1, null, !dbg !1287
  br i1 %120, label %130, label %121, !dbg !1291

121:                                              ; preds = %119
  store ptr %0, ptr %1, align 4, !dbg !1292, !tbaa !286
  br label %130, !dbg !1293

122:                                              ; preds = %106, %99
  %123 = icmp eq i32 %84, 0, !dbg !1294
    #dbg_value(i64 %85, !1214, !DIExpression(), !1220)
    #dbg_value(ptr %90, !1168, !DIExpression(), !1172)
    #dbg_value(i64 %85, !1171, !DIExpression(), !1172)
  %124 = icmp eq ptr %1, null, !dbg !1296
  br i1 %124, label %126, label %125, !dbg !1298

125:                                              ; preds = %122
  store ptr %90, ptr %1, align 4, !dbg !1299, !tbaa !286
  br label %126, !dbg !1300

126:                                              ; preds = %125, %122
  br i1 %123, label %129, label %127, !dbg !1301

127:                                              ; preds = %126
  %128 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1302
  store i32 34, ptr %128, align 4, !dbg !1303, !tbaa !277
  br label %129, !dbg !1302

129:                                              ; preds = %127, %126
  store i32 %24, ptr %7, align 4, !dbg !1304, !tbaa !277
  br label %130, !dbg !1305

130:                                              ; preds = %129, %121, %119, %28, %31
  %131 = phi i64 [ 0, %31 ], [ 0, %28 ], [ %85, %129 ], [ 0, %121 ], [ 0, %119 ], !dbg !1172
  ret i64 %131, !dbg !1306
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i64 @strtoull(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !1307 {
  %4 = alloca i32, align 4, !DIAssignID !1316
    #dbg_assign(i1 undef, !1314, !DIExpression(), !1316, ptr %4, !DIExpression(), !1317)
    #dbg_value(ptr %0, !1311, !DIExpression(), !1317)
    #dbg_value(ptr %1, !1312, !DIExpression(), !1317)
    #dbg_value(i32 %2, !1313, !DIExpression(), !1317)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #21, !dbg !1318
  store i32 0, ptr %4, align 4, !dbg !1319, !tbaa !277, !DIAssignID !1320
    #dbg_assign(i32 0, !1314, !DIExpression(), !1320, ptr %4, !DIExpression(), !1317)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 0, i64 noundef -1, i64 noundef 0, i64 noundef 0, ptr noundef nonnull %4) #22, !dbg !1321
    #dbg_value(i64 %5, !1315, !DIExpression(), !1317)
  %6 = load i32, ptr %4, align 4, !dbg !1322, !tbaa !277
  %7 = icmp eq i32 %6, 0, !dbg !1322
  %8 = sub i64 0, %5, !dbg !1322
  %9 = select i1 %7, i64 %5, i64 %8, !dbg !1322
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #21, !dbg !1323
  ret i64 %9, !dbg !1324
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i32 @strtol(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !1325 {
  %4 = alloca i32, align 4, !DIAssignID !1335
    #dbg_assign(i1 undef, !1332, !DIExpression(), !1335, ptr %4, !DIExpression(), !1336)
    #dbg_value(ptr %0, !1329, !DIExpression(), !1336)
    #dbg_value(ptr %1, !1330, !DIExpression(), !1336)
    #dbg_value(i32 %2, !1331, !DIExpression(), !1336)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #21, !dbg !1337
  store i32 0, ptr %4, align 4, !dbg !1338, !tbaa !277, !DIAssignID !1339
    #dbg_assign(i32 0, !1332, !DIExpression(), !1339, ptr %4, !DIExpression(), !1336)
    #dbg_value(i32 2147483647, !1333, !DIExpression(), !1336)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 1, i64 noundef 0, i64 noundef -2147483648, i64 noundef 2147483647, ptr noundef nonnull %4) #22, !dbg !1340
    #dbg_value(i64 %5, !1334, !DIExpression(), !1336)
  %6 = load i32, ptr %4, align 4, !dbg !1341, !tbaa !277
  %7 = icmp eq i32 %6, 0, !dbg !1341
  %8 = trunc i64 %5 to i32, !dbg !1341
  %9 = sub i32 0, %8, !dbg !1341
  %10 = select i1 %7, i32 %8, i32 %9, !dbg !1341
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #21, !dbg !1342
  ret i32 %10, !dbg !1343
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i32 @strtoul(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !1344 {
  %4 = alloca i32, align 4, !DIAssignID !1353
    #dbg_assign(i1 undef, !1351, !DIExpression(), !1353, ptr %4, !DIExpression(), !1354)
    #dbg_value(ptr %0, !1348, !DIExpression(), !1354)
    #dbg_value(ptr %1, !1349, !DIExpression(), !1354)
    #dbg_value(i32 %2, !1350, !DIExpression(), !1354)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #21, !dbg !1355
  store i32 0, ptr %4, align 4, !dbg !1356, !tbaa !277, !DIAssignID !1357
    #dbg_assign(i32 0, !1351, !DIExpression(), !1357, ptr %4, !DIExpression(), !1354)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 0, i64 noundef 4294967295, i64 noundef 0, i64 noundef 0, ptr noundef nonnull %4) #22, !dbg !1358
    #dbg_value(i64 %5, !1352, !DIExpression(), !1354)
  %6 = load i32, ptr %4, align 4, !dbg !1359, !tbaa !277
  %7 = icmp eq i32 %6, 0, !dbg !1359
  %8 = trunc i64 %5 to i32, !dbg !1359
  %9 = sub i32 0, %8, !dbg !1359
  %10 = select i1 %7, i32 %8, i32 %9, !dbg !1359
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #21, !dbg !1360
  ret i32 %10, !dbg !1361
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local i32 @atoi(ptr nocapture noundef readonly %0) local_unnamed_addr #12 !dbg !1362 {
    #dbg_value(ptr %0, !1366, !DIExpression(), !1367)
    #dbg_value(ptr %0, !1329, !DIExpression(), !1368)
    #dbg_value(ptr null, !1330, !DIExpression(), !1368)
    #dbg_value(i32 10, !1331, !DIExpression(), !1368)
    #dbg_value(i32 0, !1332, !DIExpression(), !1368)
    #dbg_value(i32 2147483647, !1333, !DIExpression(), !1368)
    #dbg_value(ptr %0, !1157, !DIExpression(), !1370)
    #dbg_value(ptr null, !1158, !DIExpression(), !1370)
    #dbg_value(i32 10, !1159, !DIExpression(), !1370)
    #dbg_value(i32 1, !1160, !DIExpression(), !1370)
    #dbg_value(i64 0, !1161, !DIExpression(), !1370)
    #dbg_value(i64 -2147483648, !1162, !DIExpression(), !1370)
    #dbg_value(i64 2147483647, !1163, !DIExpression(), !1370)
    #dbg_value(ptr undef, !1164, !DIExpression(), !1370)
    #dbg_value(ptr %0, !1165, !DIExpression(), !1370)
  br label %2, !dbg !1372

2:                                                ; preds = %2, %1
  %3 = phi ptr [ %0, %1 ], [ %10, %2 ], !dbg !1370
    #dbg_value(ptr %3, !1165, !DIExpression(), !1370)
  %4 = load i8, ptr %3, align 1, !dbg !1373, !tbaa !334
  %5 = zext i8 %4 to i32, !dbg !1374
    #dbg_value(i32 %5, !995, !DIExpression(), !1375)
    #dbg_value(i32 %5, !959, !DIExpression(), !1377)
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %5, !dbg !1379
  %7 = load i16, ptr %6, align 2, !dbg !1379, !tbaa !966
  %8 = and i16 %7, 8192, !dbg !1380
  %9 = icmp eq i16 %8, 0, !dbg !1372
  %10 = getelementptr inbounds i8, ptr %3, i32 1, !dbg !1381
    #dbg_value(ptr %10, !1165, !DIExpression(), !1370)
  br i1 %9, label %11, label %2, !dbg !1372, !llvm.loop !1382

11:                                               ; preds = %2
    #dbg_value(i32 0, !1166, !DIExpression(), !1370)
  switch i8 %4, label %19 [
    i8 43, label %12
    i8 45, label %12
  ], !dbg !1383

12:                                               ; preds = %11, %11
  %13 = icmp ne i8 %4, 45, !dbg !1384
    #dbg_value(i1 %13, !1166, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1370)
    #dbg_value(ptr %10, !1165, !DIExpression(), !1370)
  %14 = select i1 %13, i64 2147483647, i64 2147483648, !dbg !1385
  %15 = load i8, ptr %10, align 1, !dbg !1386, !tbaa !334
  %16 = zext i8 %15 to i32
  %17 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %16
  %18 = load i16, ptr %17, align 2, !dbg !1388, !tbaa !966
  br label %19, !dbg !1385

19:                                               ; preds = %12, %11
  %20 = phi i32 [ %16, %12 ], [ %5, %11 ], !dbg !1391
  %21 = phi i16 [ %18, %12 ], [ %7, %11 ], !dbg !1388
  %22 = phi i1 [ %13, %12 ], [ true, %11 ]
  %23 = phi ptr [ %10, %12 ], [ %3, %11 ]
  %24 = phi i64 [ %14, %12 ], [ 2147483647, %11 ], !dbg !1385
    #dbg_value(i64 %24, !1167, !DIExpression(), !1370)
    #dbg_value(ptr undef, !1208, !DIExpression(), !1392)
    #dbg_value(ptr undef, !1209, !DIExpression(), !1392)
    #dbg_value(i64 %24, !1210, !DIExpression(), !1392)
    #dbg_value(ptr undef, !1211, !DIExpression(), !1392)
    #dbg_value(ptr undef, !1212, !DIExpression(), !1392)
    #dbg_value(i32 10, !1213, !DIExpression(), !1392)
    #dbg_value(i32 10, !1159, !DIExpression(), !1370)
    #dbg_value(i32 poison, !1170, !DIExpression(), !1370)
    #dbg_value(i32 0, !1169, !DIExpression(), !1370)
    #dbg_value(ptr %23, !1202, !DIExpression(), !1392)
    #dbg_value(i64 0, !1214, !DIExpression(), !1392)
    #dbg_value(i8 poison, !1219, !DIExpression(), !1393)
    #dbg_value(i32 %20, !973, !DIExpression(), !1394)
    #dbg_value(i32 %20, !959, !DIExpression(), !1395)
  %25 = and i16 %21, 2048, !dbg !1396
  %26 = icmp eq i16 %25, 0, !dbg !1397
  br i1 %26, label %29, label %27, !dbg !1398

27:                                               ; preds = %19
  %28 = add nsw i32 %20, -48, !dbg !1399
    #dbg_value(i32 %28, !1215, !DIExpression(), !1393)
  br label %36, !dbg !1400

29:                                               ; preds = %19
    #dbg_value(i32 %20, !957, !DIExpression(), !1401)
    #dbg_value(i32 %20, !959, !DIExpression(), !1403)
  %30 = and i16 %21, 1024, !dbg !1405
  %31 = icmp eq i16 %30, 0, !dbg !1406
  br i1 %31, label %85, label %32, !dbg !1407

32:                                               ; preds = %29
    #dbg_value(i32 %20, !1094, !DIExpression(), !1408)
  %33 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %20, !dbg !1410
  %34 = load i32, ptr %33, align 4, !dbg !1410, !tbaa !277
  %35 = add nsw i32 %34, -87, !dbg !1411
    #dbg_value(i32 %35, !1215, !DIExpression(), !1393)
  br label %36

36:                                               ; preds = %32, %27
  %37 = phi i32 [ %28, %27 ], [ %35, %32 ], !dbg !1412
    #dbg_value(i32 %37, !1215, !DIExpression(), !1393)
  %38 = icmp slt i32 %37, 10, !dbg !1413
  br i1 %38, label %39, label %85, !dbg !1414

39:                                               ; preds = %36
    #dbg_value(i32 1, !1170, !DIExpression(), !1370)
  %40 = sext i32 %37 to i64, !dbg !1415
    #dbg_value(i32 0, !1169, !DIExpression(), !1370)
    #dbg_value(i64 %40, !1214, !DIExpression(), !1392)
    #dbg_value(ptr %23, !1202, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1392)
  br label %41, !dbg !1416

41:                                               ; preds = %68, %39
  %42 = phi i32 [ 0, %39 ], [ %75, %68 ]
  %43 = phi i64 [ %40, %39 ], [ %76, %68 ]
  %44 = phi ptr [ %23, %39 ], [ %48, %68 ]
  %45 = icmp eq i32 %42, 0
  br label %46, !dbg !1417

46:                                               ; preds = %41, %67
  %47 = phi ptr [ %48, %67 ], [ %44, %41 ]
  %48 = getelementptr inbounds i8, ptr %47, i32 1, !dbg !1392
    #dbg_value(i32 poison, !1170, !DIExpression(), !1370)
    #dbg_value(i32 %42, !1169, !DIExpression(), !1370)
    #dbg_value(ptr %48, !1202, !DIExpression(), !1392)
    #dbg_value(i64 %43, !1214, !DIExpression(), !1392)
  %49 = load i8, ptr %48, align 1, !dbg !1386, !tbaa !334
    #dbg_value(i8 %49, !1219, !DIExpression(), !1393)
  %50 = zext i8 %49 to i32, !dbg !1391
    #dbg_value(i32 %50, !973, !DIExpression(), !1394)
    #dbg_value(i32 %50, !959, !DIExpression(), !1395)
  %51 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %50, !dbg !1388
  %52 = load i16, ptr %51, align 2, !dbg !1388, !tbaa !966
  %53 = and i16 %52, 2048, !dbg !1396
  %54 = icmp eq i16 %53, 0, !dbg !1397
  br i1 %54, label %57, label %55, !dbg !1398

55:                                               ; preds = %46
  %56 = add nsw i32 %50, -48, !dbg !1399
    #dbg_value(i32 %56, !1215, !DIExpression(), !1393)
  br label %64, !dbg !1400

57:                                               ; preds = %46
    #dbg_value(i32 %50, !957, !DIExpression(), !1401)
    #dbg_value(i32 %50, !959, !DIExpression(), !1403)
  %58 = and i16 %52, 1024, !dbg !1405
  %59 = icmp eq i16 %58, 0, !dbg !1406
  br i1 %59, label %77, label %60, !dbg !1407

60:                                               ; preds = %57
    #dbg_value(i32 %50, !1094, !DIExpression(), !1408)
  %61 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %50, !dbg !1410
  %62 = load i32, ptr %61, align 4, !dbg !1410, !tbaa !277
  %63 = add nsw i32 %62, -87, !dbg !1411
    #dbg_value(i32 %63, !1215, !DIExpression(), !1393)
  br label %64

64:                                               ; preds = %60, %55
  %65 = phi i32 [ %56, %55 ], [ %63, %60 ], !dbg !1412
    #dbg_value(i32 %65, !1215, !DIExpression(), !1393)
  %66 = icmp slt i32 %65, 10, !dbg !1413
  br i1 %66, label %67, label %77, !dbg !1414

67:                                               ; preds = %64
    #dbg_value(i32 1, !1170, !DIExpression(), !1370)
  br i1 %45, label %68, label %46, !dbg !1418, !llvm.loop !1419

68:                                               ; preds = %67
  %69 = sext i32 %65 to i64, !dbg !1415
  %70 = sub nsw i64 %24, %69, !dbg !1421
  %71 = udiv i64 %70, 10, !dbg !1422
  %72 = icmp ugt i64 %43, %71, !dbg !1423
  %73 = mul nuw i64 %43, 10, !dbg !1424
  %74 = add i64 %73, %69, !dbg !1424
  %75 = select i1 %72, i32 1, i32 0, !dbg !1424
  %76 = select i1 %72, i64 %24, i64 %74, !dbg !1424
  br label %41, !dbg !1417, !llvm.loop !1419

77:                                               ; preds = %64, %57
  %78 = icmp eq i32 %42, 0, !dbg !1425
    #dbg_value(i64 %43, !1214, !DIExpression(), !1392)
    #dbg_value(ptr undef, !1168, !DIExpression(), !1370)
    #dbg_value(i64 %43, !1171, !DIExpression(), !1370)
  br i1 %78, label %81, label %79, !dbg !1426

79:                                               ; preds = %77
  %80 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1427
  store i32 34, ptr %80, align 4, !dbg !1428, !tbaa !277
  br label %81, !dbg !1427

81:                                               ; preds = %77, %79
    #dbg_value(i1 %22, !1332, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1368)
    #dbg_value(i64 %43, !1334, !DIExpression(), !1368)
  %82 = trunc i64 %43 to i32, !dbg !1429
  %83 = sub i32 0, %82, !dbg !1429
  %84 = select i1 %22, i32 %82, i32 %83, !dbg !1429
  br label %85, !dbg !1429

85:                                               ; preds = %81, %29, %36
  %86 = phi i32 [ 0, %36 ], [ 0, %29 ], [ %84, %81 ], !dbg !1429
  ret i32 %86, !dbg !1430
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local i32 @atol(ptr nocapture noundef readonly %0) local_unnamed_addr #12 !dbg !1431 {
    #dbg_value(ptr %0, !1435, !DIExpression(), !1436)
    #dbg_value(ptr %0, !1329, !DIExpression(), !1437)
    #dbg_value(ptr null, !1330, !DIExpression(), !1437)
    #dbg_value(i32 10, !1331, !DIExpression(), !1437)
    #dbg_value(i32 0, !1332, !DIExpression(), !1437)
    #dbg_value(i32 2147483647, !1333, !DIExpression(), !1437)
    #dbg_value(ptr %0, !1157, !DIExpression(), !1439)
    #dbg_value(ptr null, !1158, !DIExpression(), !1439)
    #dbg_value(i32 10, !1159, !DIExpression(), !1439)
    #dbg_value(i32 1, !1160, !DIExpression(), !1439)
    #dbg_value(i64 0, !1161, !DIExpression(), !1439)
    #dbg_value(i64 -2147483648, !1162, !DIExpression(), !1439)
    #dbg_value(i64 2147483647, !1163, !DIExpression(), !1439)
    #dbg_value(ptr undef, !1164, !DIExpression(), !1439)
    #dbg_value(ptr %0, !1165, !DIExpression(), !1439)
  br label %2, !dbg !1441

2:                                                ; preds = %2, %1
  %3 = phi ptr [ %0, %1 ], [ %10, %2 ], !dbg !1439
    #dbg_value(ptr %3, !1165, !DIExpression(), !1439)
  %4 = load i8, ptr %3, align 1, !dbg !1442, !tbaa !334
  %5 = zext i8 %4 to i32, !dbg !1443
    #dbg_value(i32 %5, !995, !DIExpression(), !1444)
    #dbg_value(i32 %5, !959, !DIExpression(), !1446)
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %5, !dbg !1448
  %7 = load i16, ptr %6, align 2, !dbg !1448, !tbaa !966
  %8 = and i16 %7, 8192, !dbg !1449
  %9 = icmp eq i16 %8, 0, !dbg !1441
  %10 = getelementptr inbounds i8, ptr %3, i32 1, !dbg !1450
    #dbg_value(ptr %10, !1165, !DIExpression(), !1439)
  br i1 %9, label %11, label %2, !dbg !1441, !llvm.loop !1451

11:                                               ; preds = %2
    #dbg_value(i32 0, !1166, !DIExpression(), !1439)
  switch i8 %4, label %19 [
    i8 43, label %12
    i8 45, label %12
  ], !dbg !1452

12:                                               ; preds = %11, %11
  %13 = icmp ne i8 %4, 45, !dbg !1453
    #dbg_value(i1 %13, !1166, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1439)
    #dbg_value(ptr %10, !1165, !DIExpression(), !1439)
  %14 = select i1 %13, i64 2147483647, i64 2147483648, !dbg !1454
  %15 = load i8, ptr %10, align 1, !dbg !1455, !tbaa !334
  %16 = zext i8 %15 to i32
  %17 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %16
  %18 = load i16, ptr %17, align 2, !dbg !1457, !tbaa !966
  br label %19, !dbg !1454

19:                                               ; preds = %12, %11
  %20 = phi i32 [ %16, %12 ], [ %5, %11 ], !dbg !1460
  %21 = phi i16 [ %18, %12 ], [ %7, %11 ], !dbg !1457
  %22 = phi i1 [ %13, %12 ], [ true, %11 ]
  %23 = phi ptr [ %10, %12 ], [ %3, %11 ]
  %24 = phi i64 [ %14, %12 ], [ 2147483647, %11 ], !dbg !1454
    #dbg_value(i64 %24, !1167, !DIExpression(), !1439)
    #dbg_value(ptr undef, !1208, !DIExpression(), !1461)
    #dbg_value(ptr undef, !1209, !DIExpression(), !1461)
    #dbg_value(i64 %24, !1210, !DIExpression(), !1461)
    #dbg_value(ptr undef, !1211, !DIExpression(), !1461)
    #dbg_value(ptr undef, !1212, !DIExpression(), !1461)
    #dbg_value(i32 10, !1213, !DIExpression(), !1461)
    #dbg_value(i32 10, !1159, !DIExpression(), !1439)
    #dbg_value(i32 poison, !1170, !DIExpression(), !1439)
    #dbg_value(i32 0, !1169, !DIExpression(), !1439)
    #dbg_value(ptr %23, !1202, !DIExpression(), !1461)
    #dbg_value(i64 0, !1214, !DIExpression(), !1461)
    #dbg_value(i8 poison, !1219, !DIExpression(), !1462)
    #dbg_value(i32 %20, !973, !DIExpression(), !1463)
    #dbg_value(i32 %20, !959, !DIExpression(), !1464)
  %25 = and i16 %21, 2048, !dbg !1465
  %26 = icmp eq i16 %25, 0, !dbg !1466
  br i1 %26, label %29, label %27, !dbg !1467

27:                                               ; preds = %19
  %28 = add nsw i32 %20, -48, !dbg !1468
    #dbg_value(i32 %28, !1215, !DIExpression(), !1462)
  br label %36, !dbg !1469

29:                                               ; preds = %19
    #dbg_value(i32 %20, !957, !DIExpression(), !1470)
    #dbg_value(i32 %20, !959, !DIExpression(), !1472)
  %30 = and i16 %21, 1024, !dbg !1474
  %31 = icmp eq i16 %30, 0, !dbg !1475
  br i1 %31, label %85, label %32, !dbg !1476

32:                                               ; preds = %29
    #dbg_value(i32 %20, !1094, !DIExpression(), !1477)
  %33 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %20, !dbg !1479
  %34 = load i32, ptr %33, align 4, !dbg !1479, !tbaa !277
  %35 = add nsw i32 %34, -87, !dbg !1480
    #dbg_value(i32 %35, !1215, !DIExpression(), !1462)
  br label %36

36:                                               ; preds = %32, %27
  %37 = phi i32 [ %28, %27 ], [ %35, %32 ], !dbg !1481
    #dbg_value(i32 %37, !1215, !DIExpression(), !1462)
  %38 = icmp slt i32 %37, 10, !dbg !1482
  br i1 %38, label %39, label %85, !dbg !1483

39:                                               ; preds = %36
    #dbg_value(i32 1, !1170, !DIExpression(), !1439)
  %40 = sext i32 %37 to i64, !dbg !1484
    #dbg_value(i32 0, !1169, !DIExpression(), !1439)
    #dbg_value(i64 %40, !1214, !DIExpression(), !1461)
    #dbg_value(ptr %23, !1202, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1461)
  br label %41, !dbg !1485

41:                                               ; preds = %68, %39
  %42 = phi i32 [ 0, %39 ], [ %75, %68 ]
  %43 = phi i64 [ %40, %39 ], [ %76, %68 ]
  %44 = phi ptr [ %23, %39 ], [ %48, %68 ]
  %45 = icmp eq i32 %42, 0
  br label %46, !dbg !1486

46:                                               ; preds = %41, %67
  %47 = phi ptr [ %48, %67 ], [ %44, %41 ]
  %48 = getelementptr inbounds i8, ptr %47, i32 1, !dbg !1461
    #dbg_value(i32 poison, !1170, !DIExpression(), !1439)
    #dbg_value(i32 %42, !1169, !DIExpression(), !1439)
    #dbg_value(ptr %48, !1202, !DIExpression(), !1461)
    #dbg_value(i64 %43, !1214, !DIExpression(), !1461)
  %49 = load i8, ptr %48, align 1, !dbg !1455, !tbaa !334
    #dbg_value(i8 %49, !1219, !DIExpression(), !1462)
  %50 = zext i8 %49 to i32, !dbg !1460
    #dbg_value(i32 %50, !973, !DIExpression(), !1463)
    #dbg_value(i32 %50, !959, !DIExpression(), !1464)
  %51 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %50, !dbg !1457
  %52 = load i16, ptr %51, align 2, !dbg !1457, !tbaa !966
  %53 = and i16 %52, 2048, !dbg !1465
  %54 = icmp eq i16 %53, 0, !dbg !1466
  br i1 %54, label %57, label %55, !dbg !1467

55:                                               ; preds = %46
  %56 = add nsw i32 %50, -48, !dbg !1468
    #dbg_value(i32 %56, !1215, !DIExpression(), !1462)
  br label %64, !dbg !1469

57:                                               ; preds = %46
    #dbg_value(i32 %50, !957, !DIExpression(), !1470)
    #dbg_value(i32 %50, !959, !DIExpression(), !1472)
  %58 = and i16 %52, 1024, !dbg !1474
  %59 = icmp eq i16 %58, 0, !dbg !1475
  br i1 %59, label %77, label %60, !dbg !1476

60:                                               ; preds = %57
    #dbg_value(i32 %50, !1094, !DIExpression(), !1477)
  %61 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %50, !dbg !1479
  %62 = load i32, ptr %61, align 4, !dbg !1479, !tbaa !277
  %63 = add nsw i32 %62, -87, !dbg !1480
    #dbg_value(i32 %63, !1215, !DIExpression(), !1462)
  br label %64

64:                                               ; preds = %60, %55
  %65 = phi i32 [ %56, %55 ], [ %63, %60 ], !dbg !1481
    #dbg_value(i32 %65, !1215, !DIExpression(), !1462)
  %66 = icmp slt i32 %65, 10, !dbg !1482
  br i1 %66, label %67, label %77, !dbg !1483

67:                                               ; preds = %64
    #dbg_value(i32 1, !1170, !DIExpression(), !1439)
  br i1 %45, label %68, label %46, !dbg !1487, !llvm.loop !1488

68:                                               ; preds = %67
  %69 = sext i32 %65 to i64, !dbg !1484
  %70 = sub nsw i64 %24, %69, !dbg !1490
  %71 = udiv i64 %70, 10, !dbg !1491
  %72 = icmp ugt i64 %43, %71, !dbg !1492
  %73 = mul nuw i64 %43, 10, !dbg !1493
  %74 = add i64 %73, %69, !dbg !1493
  %75 = select i1 %72, i32 1, i32 0, !dbg !1493
  %76 = select i1 %72, i64 %24, i64 %74, !dbg !1493
  br label %41, !dbg !1486, !llvm.loop !1488

77:                                               ; preds = %64, %57
  %78 = icmp eq i32 %42, 0, !dbg !1494
    #dbg_value(i64 %43, !1214, !DIExpression(), !1461)
    #dbg_value(ptr undef, !1168, !DIExpression(), !1439)
    #dbg_value(i64 %43, !1171, !DIExpression(), !1439)
  br i1 %78, label %81, label %79, !dbg !1495

79:                                               ; preds = %77
  %80 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1496
  store i32 34, ptr %80, align 4, !dbg !1497, !tbaa !277
  br label %81, !dbg !1496

81:                                               ; preds = %77, %79
    #dbg_value(i1 %22, !1332, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1437)
    #dbg_value(i64 %43, !1334, !DIExpression(), !1437)
  %82 = trunc i64 %43 to i32, !dbg !1498
  %83 = sub i32 0, %82, !dbg !1498
  %84 = select i1 %22, i32 %82, i32 %83, !dbg !1498
  br label %85, !dbg !1498

85:                                               ; preds = %81, %29, %36
  %86 = phi i32 [ 0, %36 ], [ 0, %29 ], [ %84, %81 ], !dbg !1498
  ret i32 %86, !dbg !1499
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local i64 @atoll(ptr nocapture noundef readonly %0) local_unnamed_addr #12 !dbg !1500 {
    #dbg_value(ptr %0, !1504, !DIExpression(), !1505)
    #dbg_value(ptr %0, !1139, !DIExpression(), !1506)
    #dbg_value(ptr null, !1140, !DIExpression(), !1506)
    #dbg_value(i32 10, !1141, !DIExpression(), !1506)
    #dbg_value(i32 0, !1142, !DIExpression(), !1506)
    #dbg_value(ptr %0, !1157, !DIExpression(), !1508)
    #dbg_value(ptr null, !1158, !DIExpression(), !1508)
    #dbg_value(i32 10, !1159, !DIExpression(), !1508)
    #dbg_value(i32 1, !1160, !DIExpression(), !1508)
    #dbg_value(i64 0, !1161, !DIExpression(), !1508)
    #dbg_value(i64 -9223372036854775808, !1162, !DIExpression(), !1508)
    #dbg_value(i64 9223372036854775807, !1163, !DIExpression(), !1508)
    #dbg_value(ptr undef, !1164, !DIExpression(), !1508)
    #dbg_value(ptr %0, !1165, !DIExpression(), !1508)
  br label %2, !dbg !1510

2:                                                ; preds = %2, %1
  %3 = phi ptr [ %0, %1 ], [ %10, %2 ], !dbg !1508
    #dbg_value(ptr %3, !1165, !DIExpression(), !1508)
  %4 = load i8, ptr %3, align 1, !dbg !1511, !tbaa !334
  %5 = zext i8 %4 to i32, !dbg !1512
    #dbg_value(i32 %5, !995, !DIExpression(), !1513)
    #dbg_value(i32 %5, !959, !DIExpression(), !1515)
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %5, !dbg !1517
  %7 = load i16, ptr %6, align 2, !dbg !1517, !tbaa !966
  %8 = and i16 %7, 8192, !dbg !1518
  %9 = icmp eq i16 %8, 0, !dbg !1510
  %10 = getelementptr inbounds i8, ptr %3, i32 1, !dbg !1519
    #dbg_value(ptr %10, !1165, !DIExpression(), !1508)
  br i1 %9, label %11, label %2, !dbg !1510, !llvm.loop !1520

11:                                               ; preds = %2
    #dbg_value(i32 0, !1166, !DIExpression(), !1508)
  switch i8 %4, label %19 [
    i8 43, label %12
    i8 45, label %12
  ], !dbg !1521

12:                                               ; preds = %11, %11
  %13 = icmp ne i8 %4, 45, !dbg !1522
    #dbg_value(i1 %13, !1166, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1508)
    #dbg_value(ptr %10, !1165, !DIExpression(), !1508)
  %14 = select i1 %13, i64 9223372036854775807, i64 -9223372036854775808, !dbg !1523
  %15 = load i8, ptr %10, align 1, !dbg !1524, !tbaa !334
  %16 = zext i8 %15 to i32
  %17 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %16
  %18 = load i16, ptr %17, align 2, !dbg !1526, !tbaa !966
  br label %19, !dbg !1523

19:                                               ; preds = %12, %11
  %20 = phi i32 [ %16, %12 ], [ %5, %11 ], !dbg !1529
  %21 = phi i16 [ %18, %12 ], [ %7, %11 ], !dbg !1526
  %22 = phi i1 [ %13, %12 ], [ true, %11 ]
  %23 = phi ptr [ %10, %12 ], [ %3, %11 ]
  %24 = phi i64 [ %14, %12 ], [ 9223372036854775807, %11 ], !dbg !1523
    #dbg_value(i64 %24, !1167, !DIExpression(), !1508)
    #dbg_value(ptr undef, !1208, !DIExpression(), !1530)
    #dbg_value(ptr undef, !1209, !DIExpression(), !1530)
    #dbg_value(i64 %24, !1210, !DIExpression(), !1530)
    #dbg_value(ptr undef, !1211, !DIExpression(), !1530)
    #dbg_value(ptr undef, !1212, !DIExpression(), !1530)
    #dbg_value(i32 10, !1213, !DIExpression(), !1530)
    #dbg_value(i32 10, !1159, !DIExpression(), !1508)
    #dbg_value(i32 poison, !1170, !DIExpression(), !1508)
    #dbg_value(i32 0, !1169, !DIExpression(), !1508)
    #dbg_value(ptr %23, !1202, !DIExpression(), !1530)
    #dbg_value(i64 0, !1214, !DIExpression(), !1530)
    #dbg_value(i8 poison, !1219, !DIExpression(), !1531)
    #dbg_value(i32 %20, !973, !DIExpression(), !1532)
    #dbg_value(i32 %20, !959, !DIExpression(), !1533)
  %25 = and i16 %21, 2048, !dbg !1534
  %26 = icmp eq i16 %25, 0, !dbg !1535
  br i1 %26, label %29, label %27, !dbg !1536

27:                                               ; preds = %19
  %28 = add nsw i32 %20, -48, !dbg !1537
    #dbg_value(i32 %28, !1215, !DIExpression(), !1531)
  br label %36, !dbg !1538

29:                                               ; preds = %19
    #dbg_value(i32 %20, !957, !DIExpression(), !1539)
    #dbg_value(i32 %20, !959, !DIExpression(), !1541)
  %30 = and i16 %21, 1024, !dbg !1543
  %31 = icmp eq i16 %30, 0, !dbg !1544
  br i1 %31, label %84, label %32, !dbg !1545

32:                                               ; preds = %29
    #dbg_value(i32 %20, !1094, !DIExpression(), !1546)
  %33 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %20, !dbg !1548
  %34 = load i32, ptr %33, align 4, !dbg !1548, !tbaa !277
  %35 = add nsw i32 %34, -87, !dbg !1549
    #dbg_value(i32 %35, !1215, !DIExpression(), !1531)
  br label %36

36:                                               ; preds = %32, %27
  %37 = phi i32 [ %28, %27 ], [ %35, %32 ], !dbg !1550
    #dbg_value(i32 %37, !1215, !DIExpression(), !1531)
  %38 = icmp slt i32 %37, 10, !dbg !1551
  br i1 %38, label %39, label %84, !dbg !1552

39:                                               ; preds = %36
    #dbg_value(i32 1, !1170, !DIExpression(), !1508)
  %40 = sext i32 %37 to i64, !dbg !1553
    #dbg_value(i32 0, !1169, !DIExpression(), !1508)
    #dbg_value(i64 %40, !1214, !DIExpression(), !1530)
    #dbg_value(ptr %23, !1202, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1530)
  br label %41, !dbg !1554

41:                                               ; preds = %68, %39
  %42 = phi i32 [ 0, %39 ], [ %75, %68 ]
  %43 = phi i64 [ %40, %39 ], [ %76, %68 ]
  %44 = phi ptr [ %23, %39 ], [ %48, %68 ]
  %45 = icmp eq i32 %42, 0
  br label %46, !dbg !1555

46:                                               ; preds = %41, %67
  %47 = phi ptr [ %48, %67 ], [ %44, %41 ]
  %48 = getelementptr inbounds i8, ptr %47, i32 1, !dbg !1530
    #dbg_value(i32 poison, !1170, !DIExpression(), !1508)
    #dbg_value(i32 %42, !1169, !DIExpression(), !1508)
    #dbg_value(ptr %48, !1202, !DIExpression(), !1530)
    #dbg_value(i64 %43, !1214, !DIExpression(), !1530)
  %49 = load i8, ptr %48, align 1, !dbg !1524, !tbaa !334
    #dbg_value(i8 %49, !1219, !DIExpression(), !1531)
  %50 = zext i8 %49 to i32, !dbg !1529
    #dbg_value(i32 %50, !973, !DIExpression(), !1532)
    #dbg_value(i32 %50, !959, !DIExpression(), !1533)
  %51 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %50, !dbg !1526
  %52 = load i16, ptr %51, align 2, !dbg !1526, !tbaa !966
  %53 = and i16 %52, 2048, !dbg !1534
  %54 = icmp eq i16 %53, 0, !dbg !1535
  br i1 %54, label %57, label %55, !dbg !1536

55:                                               ; preds = %46
  %56 = add nsw i32 %50, -48, !dbg !1537
    #dbg_value(i32 %56, !1215, !DIExpression(), !1531)
  br label %64, !dbg !1538

57:                                               ; preds = %46
    #dbg_value(i32 %50, !957, !DIExpression(), !1539)
    #dbg_value(i32 %50, !959, !DIExpression(), !1541)
  %58 = and i16 %52, 1024, !dbg !1543
  %59 = icmp eq i16 %58, 0, !dbg !1544
  br i1 %59, label %77, label %60, !dbg !1545

60:                                               ; preds = %57
    #dbg_value(i32 %50, !1094, !DIExpression(), !1546)
  %61 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %50, !dbg !1548
  %62 = load i32, ptr %61, align 4, !dbg !1548, !tbaa !277
  %63 = add nsw i32 %62, -87, !dbg !1549
    #dbg_value(i32 %63, !1215, !DIExpression(), !1531)
  br label %64

64:                                               ; preds = %60, %55
  %65 = phi i32 [ %56, %55 ], [ %63, %60 ], !dbg !1550
    #dbg_value(i32 %65, !1215, !DIExpression(), !1531)
  %66 = icmp slt i32 %65, 10, !dbg !1551
  br i1 %66, label %67, label %77, !dbg !1552

67:                                               ; preds = %64
    #dbg_value(i32 1, !1170, !DIExpression(), !1508)
  br i1 %45, label %68, label %46, !dbg !1556, !llvm.loop !1557

68:                                               ; preds = %67
  %69 = sext i32 %65 to i64, !dbg !1553
  %70 = sub i64 %24, %69, !dbg !1559
  %71 = udiv i64 %70, 10, !dbg !1560
  %72 = icmp ugt i64 %43, %71, !dbg !1561
  %73 = mul nuw i64 %43, 10, !dbg !1562
  %74 = add i64 %73, %69, !dbg !1562
  %75 = select i1 %72, i32 1, i32 0, !dbg !1562
  %76 = select i1 %72, i64 %24, i64 %74, !dbg !1562
  br label %41, !dbg !1555, !llvm.loop !1557

77:                                               ; preds = %64, %57
  %78 = icmp eq i32 %42, 0, !dbg !1563
    #dbg_value(i64 %43, !1214, !DIExpression(), !1530)
    #dbg_value(ptr undef, !1168, !DIExpression(), !1508)
    #dbg_value(i64 %43, !1171, !DIExpression(), !1508)
  br i1 %78, label %81, label %79, !dbg !1564

79:                                               ; preds = %77
  %80 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1565
  store i32 34, ptr %80, align 4, !dbg !1566, !tbaa !277
  br label %81, !dbg !1565

81:                                               ; preds = %77, %79
    #dbg_value(i1 %22, !1142, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1506)
    #dbg_value(i64 %43, !1143, !DIExpression(), !1506)
  %82 = sub i64 0, %43, !dbg !1567
  %83 = select i1 %22, i64 %43, i64 %82, !dbg !1567
  br label %84, !dbg !1567

84:                                               ; preds = %81, %29, %36
  %85 = phi i64 [ 0, %36 ], [ 0, %29 ], [ %83, %81 ], !dbg !1567
  ret i64 %85, !dbg !1568
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local void @srand(i32 noundef %0) local_unnamed_addr #13 !dbg !1569 {
    #dbg_value(i32 %0, !1573, !DIExpression(), !1583)
  %2 = tail call i32 @llvm.umax.i32(i32 %0, i32 1), !dbg !1584
    #dbg_value(i32 %2, !1574, !DIExpression(), !1583)
  store i32 %2, ptr @rand_state, align 4, !dbg !1585, !tbaa !277
    #dbg_value(i32 1, !1575, !DIExpression(), !1586)
    #dbg_value(i32 %2, !1574, !DIExpression(), !1583)
  br label %4, !dbg !1587

3:                                                ; preds = %4
  store i1 true, ptr @rand_seeded, align 4, !dbg !1588
    #dbg_value(i32 0, !1581, !DIExpression(), !1589)
    #dbg_value(i32 0, !1581, !DIExpression(), !1589)
  br label %19, !dbg !1590

4:                                                ; preds = %1, %4
  %5 = phi i32 [ %2, %1 ], [ %14, %4 ]
  %6 = phi i32 [ 1, %1 ], [ %16, %4 ]
    #dbg_value(i32 %5, !1574, !DIExpression(), !1583)
    #dbg_value(i32 %6, !1575, !DIExpression(), !1586)
  %7 = sdiv i32 %5, 127773, !dbg !1591
    #dbg_value(i32 %7, !1577, !DIExpression(), !1592)
  %8 = srem i32 %5, 127773, !dbg !1593
    #dbg_value(i32 %8, !1580, !DIExpression(), !1592)
  %9 = mul nsw i32 %8, 16807, !dbg !1594
  %10 = mul nsw i32 %7, -2836, !dbg !1595
  %11 = add i32 %10, %9, !dbg !1596
    #dbg_value(i32 %11, !1574, !DIExpression(), !1583)
  %12 = icmp slt i32 %11, 0, !dbg !1597
  %13 = add nsw i32 %11, 2147483647
  %14 = select i1 %12, i32 %13, i32 %11, !dbg !1599
    #dbg_value(i32 %14, !1574, !DIExpression(), !1583)
  %15 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %6, !dbg !1600
  store i32 %14, ptr %15, align 4, !dbg !1601, !tbaa !277
  %16 = add nuw nsw i32 %6, 1, !dbg !1602
    #dbg_value(i32 %16, !1575, !DIExpression(), !1586)
  %17 = icmp eq i32 %16, 31, !dbg !1603
  br i1 %17, label %3, label %4, !dbg !1587, !llvm.loop !1604

18:                                               ; preds = %19
  store i32 %29, ptr @rand_f, align 4, !dbg !1606, !tbaa !277
  store i32 %31, ptr @rand_r, align 4, !dbg !1606, !tbaa !277
  ret void, !dbg !1609

19:                                               ; preds = %3, %19
  %20 = phi i32 [ 0, %3 ], [ %32, %19 ]
  %21 = phi i32 [ 3, %3 ], [ %29, %19 ]
  %22 = phi i32 [ 0, %3 ], [ %31, %19 ]
    #dbg_value(i32 %20, !1581, !DIExpression(), !1589)
  %23 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %21, !dbg !1610
  %24 = load i32, ptr %23, align 4, !dbg !1610, !tbaa !277
  %25 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %22, !dbg !1611
  %26 = load i32, ptr %25, align 4, !dbg !1611, !tbaa !277
  %27 = add i32 %26, %24, !dbg !1612
  store i32 %27, ptr %23, align 4, !dbg !1613, !tbaa !277
  %28 = add nsw i32 %21, 1, !dbg !1614
  %29 = srem i32 %28, 31, !dbg !1615
  %30 = add nsw i32 %22, 1, !dbg !1616
  %31 = srem i32 %30, 31, !dbg !1617
  %32 = add nuw nsw i32 %20, 1, !dbg !1618
    #dbg_value(i32 %32, !1581, !DIExpression(), !1589)
  %33 = icmp eq i32 %32, 310, !dbg !1619
  br i1 %33, label %18, label %19, !dbg !1590, !llvm.loop !1620
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 0, -2147483648) i32 @rand() local_unnamed_addr #13 !dbg !1622 {
  %1 = load i1, ptr @rand_seeded, align 4, !dbg !1628
  br i1 %1, label %2, label %5, !dbg !1630

2:                                                ; preds = %0
  %3 = load i32, ptr @rand_f, align 4, !dbg !1631, !tbaa !277
  %4 = load i32, ptr @rand_r, align 4, !dbg !1632, !tbaa !277
  br label %36, !dbg !1630

5:                                                ; preds = %0
    #dbg_value(i32 1, !1573, !DIExpression(), !1633)
    #dbg_value(i32 1, !1574, !DIExpression(), !1633)
  store i32 1, ptr @rand_state, align 4, !dbg !1635, !tbaa !277
    #dbg_value(i32 1, !1575, !DIExpression(), !1636)
    #dbg_value(i32 1, !1574, !DIExpression(), !1633)
  br label %7, !dbg !1637

6:                                                ; preds = %7
  store i1 true, ptr @rand_seeded, align 4, !dbg !1638
    #dbg_value(i32 0, !1581, !DIExpression(), !1639)
    #dbg_value(i32 0, !1581, !DIExpression(), !1639)
  br label %21, !dbg !1640

7:                                                ; preds = %7, %5
  %8 = phi i32 [ 1, %5 ], [ %17, %7 ]
  %9 = phi i32 [ 1, %5 ], [ %19, %7 ]
    #dbg_value(i32 %8, !1574, !DIExpression(), !1633)
    #dbg_value(i32 %9, !1575, !DIExpression(), !1636)
  %10 = sdiv i32 %8, 127773, !dbg !1641
    #dbg_value(i32 %10, !1577, !DIExpression(), !1642)
  %11 = srem i32 %8, 127773, !dbg !1643
    #dbg_value(i32 %11, !1580, !DIExpression(), !1642)
  %12 = mul nsw i32 %11, 16807, !dbg !1644
  %13 = mul nsw i32 %10, -2836, !dbg !1645
  %14 = add i32 %13, %12, !dbg !1646
    #dbg_value(i32 %14, !1574, !DIExpression(), !1633)
  %15 = icmp slt i32 %14, 0, !dbg !1647
  %16 = add nsw i32 %14, 2147483647
  %17 = select i1 %15, i32 %16, i32 %14, !dbg !1648
    #dbg_value(i32 %17, !1574, !DIExpression(), !1633)
  %18 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %9, !dbg !1649
  store i32 %17, ptr %18, align 4, !dbg !1650, !tbaa !277
  %19 = add nuw nsw i32 %9, 1, !dbg !1651
    #dbg_value(i32 %19, !1575, !DIExpression(), !1636)
  %20 = icmp eq i32 %19, 31, !dbg !1652
  br i1 %20, label %6, label %7, !dbg !1637, !llvm.loop !1653

21:                                               ; preds = %21, %6
  %22 = phi i32 [ 0, %6 ], [ %34, %21 ]
  %23 = phi i32 [ 3, %6 ], [ %31, %21 ]
  %24 = phi i32 [ 0, %6 ], [ %33, %21 ]
    #dbg_value(i32 %22, !1581, !DIExpression(), !1639)
  %25 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %23, !dbg !1655
  %26 = load i32, ptr %25, align 4, !dbg !1655, !tbaa !277
  %27 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %24, !dbg !1656
  %28 = load i32, ptr %27, align 4, !dbg !1656, !tbaa !277
  %29 = add i32 %28, %26, !dbg !1657
  store i32 %29, ptr %25, align 4, !dbg !1658, !tbaa !277
  %30 = add nsw i32 %23, 1, !dbg !1659
  %31 = srem i32 %30, 31, !dbg !1660
  %32 = add nsw i32 %24, 1, !dbg !1661
  %33 = srem i32 %32, 31, !dbg !1662
  %34 = add nuw nsw i32 %22, 1, !dbg !1663
    #dbg_value(i32 %34, !1581, !DIExpression(), !1639)
  %35 = icmp eq i32 %34, 310, !dbg !1664
  br i1 %35, label %36, label %21, !dbg !1640, !llvm.loop !1665

36:                                               ; preds = %21, %2
  %37 = phi i32 [ %4, %2 ], [ %33, %21 ], !dbg !1632
  %38 = phi i32 [ %3, %2 ], [ %31, %21 ], !dbg !1631
  %39 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %38, !dbg !1667
  %40 = load i32, ptr %39, align 4, !dbg !1667, !tbaa !277
  %41 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %37, !dbg !1668
  %42 = load i32, ptr %41, align 4, !dbg !1668, !tbaa !277
  %43 = add i32 %42, %40, !dbg !1669
    #dbg_value(i32 %43, !1626, !DIExpression(), !1670)
  store i32 %43, ptr %39, align 4, !dbg !1671, !tbaa !277
  %44 = lshr i32 %43, 1, !dbg !1672
    #dbg_value(i32 %44, !1627, !DIExpression(), !1670)
  %45 = add nsw i32 %38, 1, !dbg !1673
  %46 = srem i32 %45, 31, !dbg !1674
  store i32 %46, ptr @rand_f, align 4, !dbg !1675, !tbaa !277
  %47 = add nsw i32 %37, 1, !dbg !1676
  %48 = srem i32 %47, 31, !dbg !1677
  store i32 %48, ptr @rand_r, align 4, !dbg !1678, !tbaa !277
  ret i32 %44, !dbg !1679
}

; Function Attrs: nounwind
define dso_local void @qsort(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3) local_unnamed_addr #7 !dbg !1680 {
    #dbg_value(ptr %0, !1687, !DIExpression(), !1692)
    #dbg_value(i32 %1, !1688, !DIExpression(), !1692)
    #dbg_value(i32 %2, !1689, !DIExpression(), !1692)
    #dbg_value(ptr %3, !1690, !DIExpression(), !1692)
  %5 = icmp ult i32 %1, 2, !dbg !1693
  %6 = icmp eq i32 %2, 0
  %7 = or i1 %5, %6, !dbg !1695
  br i1 %7, label %14, label %8, !dbg !1695

8:                                                ; preds = %4
  %9 = mul i32 %2, %1, !dbg !1696
  %10 = tail call ptr @malloc(i32 noundef %9) #19, !dbg !1697
    #dbg_value(ptr %10, !1691, !DIExpression(), !1692)
  %11 = icmp eq ptr %10, null, !dbg !1698
  br i1 %11, label %12, label %13, !dbg !1700

12:                                               ; preds = %8
  tail call void @abort() #20, !dbg !1701
  unreachable, !dbg !1701

13:                                               ; preds = %8
  tail call fastcc void @msort(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef nonnull %10) #22, !dbg !1702
  tail call void @free(ptr noundef nonnull %10) #19, !dbg !1703
  br label %14, !dbg !1704

14:                                               ; preds = %4, %13
  ret void, !dbg !1704
}

; Function Attrs: noreturn
declare !dbg !1705 void @abort() local_unnamed_addr #5

; Function Attrs: nounwind
define internal fastcc void @msort(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4) unnamed_addr #7 !dbg !1706 {
    #dbg_value(ptr %0, !1710, !DIExpression(), !1720)
    #dbg_value(i32 %1, !1711, !DIExpression(), !1720)
    #dbg_value(i32 %2, !1712, !DIExpression(), !1720)
    #dbg_value(ptr %3, !1713, !DIExpression(), !1720)
    #dbg_value(ptr %4, !1714, !DIExpression(), !1720)
  %6 = icmp ult i32 %1, 2, !dbg !1721
  br i1 %6, label %51, label %7, !dbg !1723

7:                                                ; preds = %5
  %8 = lshr i32 %1, 1, !dbg !1724
    #dbg_value(i32 %8, !1715, !DIExpression(), !1720)
  %9 = sub i32 %1, %8, !dbg !1725
    #dbg_value(i32 %9, !1716, !DIExpression(), !1720)
    #dbg_value(ptr %0, !1717, !DIExpression(), !1720)
  %10 = mul i32 %8, %2, !dbg !1726
  %11 = getelementptr inbounds i8, ptr %0, i32 %10, !dbg !1727
    #dbg_value(ptr %11, !1718, !DIExpression(), !1720)
  tail call fastcc void @msort(ptr noundef %0, i32 noundef %8, i32 noundef %2, ptr noundef %3, ptr noundef %4) #22, !dbg !1728
  tail call fastcc void @msort(ptr noundef %11, i32 noundef %9, i32 noundef %2, ptr noundef %3, ptr noundef %4) #22, !dbg !1729
    #dbg_value(ptr %4, !1719, !DIExpression(), !1720)
    #dbg_value(ptr %11, !1718, !DIExpression(), !1720)
    #dbg_value(ptr %0, !1717, !DIExpression(), !1720)
    #dbg_value(i32 %9, !1716, !DIExpression(), !1720)
    #dbg_value(i32 %8, !1715, !DIExpression(), !1720)
  %12 = icmp eq i32 %9, 0, !dbg !1730
  br i1 %12, label %39, label %13, !dbg !1731

13:                                               ; preds = %7, %29
  %14 = phi ptr [ %34, %29 ], [ %4, %7 ]
  %15 = phi ptr [ %33, %29 ], [ %11, %7 ]
  %16 = phi ptr [ %32, %29 ], [ %0, %7 ]
  %17 = phi i32 [ %31, %29 ], [ %9, %7 ]
  %18 = phi i32 [ %30, %29 ], [ %8, %7 ]
    #dbg_value(ptr %14, !1719, !DIExpression(), !1720)
    #dbg_value(ptr %15, !1718, !DIExpression(), !1720)
    #dbg_value(ptr %16, !1717, !DIExpression(), !1720)
    #dbg_value(i32 %17, !1716, !DIExpression(), !1720)
    #dbg_value(i32 %18, !1715, !DIExpression(), !1720)
  %19 = tail call i32 %3(ptr noundef %16, ptr noundef %15) #19, !dbg !1732
  %20 = icmp slt i32 %19, 1, !dbg !1735
  br i1 %20, label %21, label %25, !dbg !1736

21:                                               ; preds = %13
  %22 = tail call ptr @memcpy(ptr noundef %14, ptr noundef %16, i32 noundef %2) #19, !dbg !1737
  %23 = getelementptr inbounds i8, ptr %16, i32 %2, !dbg !1739
    #dbg_value(ptr %23, !1717, !DIExpression(), !1720)
  %24 = add nsw i32 %18, -1, !dbg !1740
    #dbg_value(i32 %24, !1715, !DIExpression(), !1720)
  br label %29, !dbg !1741

25:                                               ; preds = %13
  %26 = tail call ptr @memcpy(ptr noundef %14, ptr noundef %15, i32 noundef %2) #19, !dbg !1742
  %27 = getelementptr inbounds i8, ptr %15, i32 %2, !dbg !1744
    #dbg_value(ptr %27, !1718, !DIExpression(), !1720)
  %28 = add i32 %17, -1, !dbg !1745
    #dbg_value(i32 %28, !1716, !DIExpression(), !1720)
  br label %29

29:                                               ; preds = %25, %21
  %30 = phi i32 [ %24, %21 ], [ %18, %25 ], !dbg !1720
  %31 = phi i32 [ %17, %21 ], [ %28, %25 ], !dbg !1720
  %32 = phi ptr [ %23, %21 ], [ %16, %25 ], !dbg !1720
  %33 = phi ptr [ %15, %21 ], [ %27, %25 ], !dbg !1720
    #dbg_value(ptr %33, !1718, !DIExpression(), !1720)
    #dbg_value(ptr %32, !1717, !DIExpression(), !1720)
    #dbg_value(i32 %31, !1716, !DIExpression(), !1720)
    #dbg_value(i32 %30, !1715, !DIExpression(), !1720)
  %34 = getelementptr inbounds i8, ptr %14, i32 %2, !dbg !1746
    #dbg_value(ptr %34, !1719, !DIExpression(), !1720)
  %35 = icmp ne i32 %30, 0, !dbg !1747
  %36 = icmp ne i32 %31, 0, !dbg !1730
  %37 = select i1 %35, i1 %36, i1 false, !dbg !1730
  br i1 %37, label %13, label %38, !dbg !1731, !llvm.loop !1748

38:                                               ; preds = %29
  br i1 %35, label %39, label %46, !dbg !1750

39:                                               ; preds = %7, %38
  %40 = phi ptr [ %34, %38 ], [ %4, %7 ]
  %41 = phi ptr [ %32, %38 ], [ %0, %7 ]
  %42 = phi i32 [ %31, %38 ], [ 0, %7 ]
  %43 = phi i32 [ %30, %38 ], [ %8, %7 ]
  %44 = mul i32 %43, %2, !dbg !1751
  %45 = tail call ptr @memcpy(ptr noundef %40, ptr noundef %41, i32 noundef %44) #19, !dbg !1753
  br label %46, !dbg !1753

46:                                               ; preds = %39, %38
  %47 = phi i32 [ %42, %39 ], [ %31, %38 ]
  %48 = sub i32 %1, %47, !dbg !1754
  %49 = mul i32 %48, %2, !dbg !1755
  %50 = tail call ptr @memcpy(ptr noundef %0, ptr noundef %4, i32 noundef %49) #19, !dbg !1756
  br label %51, !dbg !1757

51:                                               ; preds = %5, %46
  ret void, !dbg !1757
}

declare !dbg !1758 void @free(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local noundef ptr @bsearch(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, ptr nocapture noundef readonly %4) local_unnamed_addr #7 !dbg !1759 {
    #dbg_value(ptr %0, !1763, !DIExpression(), !1774)
    #dbg_value(ptr %1, !1764, !DIExpression(), !1774)
    #dbg_value(i32 %2, !1765, !DIExpression(), !1774)
    #dbg_value(i32 %3, !1766, !DIExpression(), !1774)
    #dbg_value(ptr %4, !1767, !DIExpression(), !1774)
    #dbg_value(i32 0, !1768, !DIExpression(), !1774)
    #dbg_value(i32 %2, !1769, !DIExpression(), !1774)
  br label %6, !dbg !1775

6:                                                ; preds = %10, %5
  %7 = phi i32 [ %2, %5 ], [ %20, %10 ], !dbg !1776
  %8 = phi i32 [ 0, %5 ], [ %21, %10 ], !dbg !1777
    #dbg_value(i32 %8, !1768, !DIExpression(), !1774)
    #dbg_value(i32 %7, !1769, !DIExpression(), !1774)
  %9 = icmp ult i32 %8, %7, !dbg !1778
  br i1 %9, label %10, label %22, !dbg !1775

10:                                               ; preds = %6
  %11 = sub i32 %7, %8, !dbg !1779
  %12 = lshr i32 %11, 1, !dbg !1780
  %13 = add i32 %12, %8, !dbg !1781
    #dbg_value(i32 %13, !1770, !DIExpression(), !1782)
  %14 = mul i32 %13, %3, !dbg !1783
  %15 = getelementptr inbounds i8, ptr %1, i32 %14, !dbg !1784
    #dbg_value(ptr %15, !1772, !DIExpression(), !1782)
  %16 = tail call i32 %4(ptr noundef %0, ptr noundef %15) #19, !dbg !1785
    #dbg_value(i32 %16, !1773, !DIExpression(), !1782)
  %17 = icmp eq i32 %16, 0, !dbg !1786
  %18 = icmp slt i32 %16, 0, !dbg !1788
  %19 = add i32 %13, 1, !dbg !1788
  %20 = select i1 %18, i32 %13, i32 %7, !dbg !1788
  %21 = select i1 %18, i32 %8, i32 %19, !dbg !1788
    #dbg_value(i32 poison, !1768, !DIExpression(), !1774)
    #dbg_value(i32 poison, !1769, !DIExpression(), !1774)
  br i1 %17, label %22, label %6, !llvm.loop !1789

22:                                               ; preds = %6, %10
  %23 = phi ptr [ %15, %10 ], [ null, %6 ], !dbg !1774
  ret ptr %23, !dbg !1791
}

; Function Attrs: nounwind
define dso_local noundef i32 @pthread_once(ptr noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #7 !dbg !1792 {
    #dbg_value(ptr %0, !1796, !DIExpression(), !1798)
    #dbg_value(ptr %1, !1797, !DIExpression(), !1798)
  tail call void @__VERIFIER_atomic_begin() #19, !dbg !1799
  %3 = load i32, ptr %0, align 4, !dbg !1800, !tbaa !277
  %4 = icmp eq i32 %3, 0, !dbg !1802
  br i1 %4, label %5, label %6, !dbg !1803

5:                                                ; preds = %2
  store i32 1, ptr %0, align 4, !dbg !1804, !tbaa !277
  tail call void @__VERIFIER_atomic_end() #19, !dbg !1806
  tail call void %1() #19, !dbg !1807
  store i32 2, ptr %0, align 4, !dbg !1808, !tbaa !277
  br label %7, !dbg !1809

6:                                                ; preds = %2
  tail call void @__VERIFIER_atomic_end() #19, !dbg !1810
  tail call void @__pancam_await_eq(ptr noundef nonnull %0, i32 noundef 2) #19, !dbg !1811
  br label %7, !dbg !1812

7:                                                ; preds = %6, %5
  ret i32 0, !dbg !1813
}

declare !dbg !1814 void @__VERIFIER_atomic_begin() local_unnamed_addr #8

declare !dbg !1815 void @__VERIFIER_atomic_end() local_unnamed_addr #8

declare !dbg !1816 void @__pancam_await_eq(ptr noundef, i32 noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local range(i32 0, 12) i32 @pthread_key_create(ptr nocapture noundef writeonly %0, ptr noundef %1) local_unnamed_addr #7 !dbg !1819 {
    #dbg_value(ptr %0, !1824, !DIExpression(), !1828)
    #dbg_value(ptr %1, !1825, !DIExpression(), !1828)
  tail call void @__VERIFIER_atomic_begin() #19, !dbg !1829
    #dbg_value(i32 0, !1826, !DIExpression(), !1830)
  br label %3, !dbg !1831

3:                                                ; preds = %31, %2
  %4 = phi i32 [ 0, %2 ], [ %32, %31 ]
    #dbg_value(i32 %4, !1826, !DIExpression(), !1830)
  %5 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %4, !dbg !1832
  %6 = load i32, ptr %5, align 4, !dbg !1832, !tbaa !277
  %7 = icmp eq i32 %6, 0, !dbg !1832
  br i1 %7, label %8, label %16, !dbg !1836

8:                                                ; preds = %26, %21, %16, %3
  %9 = phi i32 [ %4, %3 ], [ %17, %16 ], [ %22, %21 ], [ %27, %26 ]
  %10 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %9
  store i32 1, ptr %10, align 4, !dbg !1837, !tbaa !277
  %11 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i32 0, i32 %9, !dbg !1839
  store ptr %1, ptr %11, align 4, !dbg !1840, !tbaa !286
  %12 = icmp eq ptr %1, null, !dbg !1841
  br i1 %12, label %34, label %13, !dbg !1843

13:                                               ; preds = %8
  %14 = load i32, ptr @__pancam_tsd_dtors, align 4, !dbg !1844, !tbaa !277
  %15 = add nsw i32 %14, 1, !dbg !1844
  store i32 %15, ptr @__pancam_tsd_dtors, align 4, !dbg !1844, !tbaa !277
  br label %34, !dbg !1845

16:                                               ; preds = %3
  %17 = or disjoint i32 %4, 1, !dbg !1846
    #dbg_value(i32 %17, !1826, !DIExpression(), !1830)
  %18 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %17, !dbg !1832
  %19 = load i32, ptr %18, align 4, !dbg !1832, !tbaa !277
  %20 = icmp eq i32 %19, 0, !dbg !1832
  br i1 %20, label %8, label %21, !dbg !1836

21:                                               ; preds = %16
  %22 = or disjoint i32 %4, 2, !dbg !1846
    #dbg_value(i32 %22, !1826, !DIExpression(), !1830)
  %23 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %22, !dbg !1832
  %24 = load i32, ptr %23, align 4, !dbg !1832, !tbaa !277
  %25 = icmp eq i32 %24, 0, !dbg !1832
  br i1 %25, label %8, label %26, !dbg !1836

26:                                               ; preds = %21
  %27 = or disjoint i32 %4, 3, !dbg !1846
    #dbg_value(i32 %27, !1826, !DIExpression(), !1830)
  %28 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %27, !dbg !1832
  %29 = load i32, ptr %28, align 4, !dbg !1832, !tbaa !277
  %30 = icmp eq i32 %29, 0, !dbg !1832
  br i1 %30, label %8, label %31, !dbg !1836

31:                                               ; preds = %26
  %32 = add nuw nsw i32 %4, 4, !dbg !1846
    #dbg_value(i32 %32, !1826, !DIExpression(), !1830)
  %33 = icmp eq i32 %32, 64, !dbg !1847
  br i1 %33, label %35, label %3, !dbg !1831, !llvm.loop !1848

34:                                               ; preds = %8, %13
  tail call void @__VERIFIER_atomic_end() #19, !dbg !1850
  store i32 %9, ptr %0, align 4, !dbg !1851, !tbaa !277
  br label %36

35:                                               ; preds = %31
  tail call void @__VERIFIER_atomic_end() #19, !dbg !1852
  br label %36, !dbg !1853

36:                                               ; preds = %34, %35
  %37 = phi i32 [ 0, %34 ], [ 11, %35 ], !dbg !1828
  ret i32 %37, !dbg !1854
}

; Function Attrs: nounwind
define dso_local range(i32 0, 23) i32 @pthread_key_delete(i32 noundef %0) local_unnamed_addr #7 !dbg !1855 {
    #dbg_value(i32 %0, !1859, !DIExpression(), !1860)
  tail call void @__VERIFIER_atomic_begin() #19, !dbg !1861
  %2 = icmp ugt i32 %0, 63, !dbg !1862
  br i1 %2, label %15, label %3, !dbg !1864

3:                                                ; preds = %1
  %4 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %0, !dbg !1865
  %5 = load i32, ptr %4, align 4, !dbg !1865, !tbaa !277
  %6 = icmp eq i32 %5, 0, !dbg !1865
  br i1 %6, label %15, label %7, !dbg !1866

7:                                                ; preds = %3
  %8 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i32 0, i32 %0, !dbg !1867
  %9 = load ptr, ptr %8, align 4, !dbg !1867, !tbaa !286
  %10 = icmp eq ptr %9, null, !dbg !1867
  br i1 %10, label %14, label %11, !dbg !1869

11:                                               ; preds = %7
  %12 = load i32, ptr @__pancam_tsd_dtors, align 4, !dbg !1870, !tbaa !277
  %13 = add nsw i32 %12, -1, !dbg !1870
  store i32 %13, ptr @__pancam_tsd_dtors, align 4, !dbg !1870, !tbaa !277
  br label %14, !dbg !1871

14:                                               ; preds = %11, %7
  store i32 0, ptr %4, align 4, !dbg !1872, !tbaa !277
  store ptr null, ptr %8, align 4, !dbg !1873, !tbaa !286
  br label %15, !dbg !1874

15:                                               ; preds = %1, %3, %14
  %16 = phi i32 [ 0, %14 ], [ 22, %3 ], [ 22, %1 ], !dbg !1860
  tail call void @__VERIFIER_atomic_end() #19, !dbg !1860
  ret i32 %16, !dbg !1875
}

; Function Attrs: nounwind
define dso_local void @__pancam_tsd_run() local_unnamed_addr #7 !dbg !1876 {
    #dbg_value(i32 0, !1878, !DIExpression(), !1889)
  %1 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @key_value)
    #dbg_value(i32 0, !1878, !DIExpression(), !1889)
    #dbg_value(i32 0, !1883, !DIExpression(), !1890)
    #dbg_value(i32 0, !1880, !DIExpression(), !1891)
  br label %2, !dbg !1892

2:                                                ; preds = %78, %0
  %3 = phi i32 [ %80, %78 ], [ 0, %0 ]
  %4 = phi i1 [ false, %78 ], [ true, %0 ]
  br label %66, !dbg !1892

5:                                                ; preds = %65, %20
  %6 = phi i32 [ %22, %20 ], [ 0, %65 ]
  %7 = phi i1 [ false, %20 ], [ true, %65 ]
  br label %8, !dbg !1892

8:                                                ; preds = %5, %17
  %9 = phi i32 [ %18, %17 ], [ %6, %5 ]
    #dbg_value(i32 %9, !1883, !DIExpression(), !1890)
    #dbg_value(i32 poison, !1880, !DIExpression(), !1891)
  %10 = getelementptr inbounds [64 x ptr], ptr %1, i32 0, i32 %9, !dbg !1893
  %11 = load ptr, ptr %10, align 4, !dbg !1893, !tbaa !286
    #dbg_value(ptr %11, !1885, !DIExpression(), !1894)
  %12 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i32 0, i32 %9, !dbg !1895
  %13 = load ptr, ptr %12, align 4, !dbg !1895, !tbaa !286
    #dbg_value(ptr %13, !1888, !DIExpression(), !1894)
  %14 = icmp ne ptr %11, null, !dbg !1896
  %15 = icmp ne ptr %13, null
  %16 = select i1 %14, i1 %15, i1 false, !dbg !1898
  br i1 %16, label %20, label %17, !dbg !1898

17:                                               ; preds = %8
    #dbg_value(i32 poison, !1880, !DIExpression(), !1891)
  %18 = add nuw nsw i32 %9, 1, !dbg !1899
    #dbg_value(i32 %18, !1883, !DIExpression(), !1890)
  %19 = icmp eq i32 %18, 64, !dbg !1900
  br i1 %19, label %24, label %8, !dbg !1892, !llvm.loop !1901

20:                                               ; preds = %8
  %21 = getelementptr inbounds [64 x ptr], ptr %1, i32 0, i32 %9
  store ptr null, ptr %21, align 4, !dbg !1903, !tbaa !286
  tail call void %13(ptr noundef nonnull %11) #19, !dbg !1905
    #dbg_value(i32 1, !1880, !DIExpression(), !1891)
  %22 = add nuw nsw i32 %9, 1, !dbg !1899
    #dbg_value(i32 %22, !1883, !DIExpression(), !1890)
  %23 = icmp eq i32 %22, 64, !dbg !1900
  br i1 %23, label %25, label %5, !dbg !1892, !llvm.loop !1901

24:                                               ; preds = %17
    #dbg_value(i32 1, !1878, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1889)
  br i1 %7, label %82, label %25

25:                                               ; preds = %20, %24
  br label %26, !dbg !1892

26:                                               ; preds = %25, %41
  %27 = phi i32 [ %43, %41 ], [ 0, %25 ]
  %28 = phi i1 [ false, %41 ], [ true, %25 ]
  br label %29, !dbg !1892

29:                                               ; preds = %26, %38
  %30 = phi i32 [ %39, %38 ], [ %27, %26 ]
    #dbg_value(i32 %30, !1883, !DIExpression(), !1890)
    #dbg_value(i32 poison, !1880, !DIExpression(), !1891)
  %31 = getelementptr inbounds [64 x ptr], ptr %1, i32 0, i32 %30, !dbg !1893
  %32 = load ptr, ptr %31, align 4, !dbg !1893, !tbaa !286
    #dbg_value(ptr %32, !1885, !DIExpression(), !1894)
  %33 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i32 0, i32 %30, !dbg !1895
  %34 = load ptr, ptr %33, align 4, !dbg !1895, !tbaa !286
    #dbg_value(ptr %34, !1888, !DIExpression(), !1894)
  %35 = icmp ne ptr %32, null, !dbg !1896
  %36 = icmp ne ptr %34, null
  %37 = select i1 %35, i1 %36, i1 false, !dbg !1898
  br i1 %37, label %41, label %38, !dbg !1898

38:                                               ; preds = %29
    #dbg_value(i32 poison, !1880, !DIExpression(), !1891)
  %39 = add nuw nsw i32 %30, 1, !dbg !1899
    #dbg_value(i32 %39, !1883, !DIExpression(), !1890)
  %40 = icmp eq i32 %39, 64, !dbg !1900
  br i1 %40, label %45, label %29, !dbg !1892, !llvm.loop !1901

41:                                               ; preds = %29
  %42 = getelementptr inbounds [64 x ptr], ptr %1, i32 0, i32 %30
  store ptr null, ptr %42, align 4, !dbg !1903, !tbaa !286
  tail call void %34(ptr noundef nonnull %32) #19, !dbg !1905
    #dbg_value(i32 1, !1880, !DIExpression(), !1891)
  %43 = add nuw nsw i32 %30, 1, !dbg !1899
    #dbg_value(i32 %43, !1883, !DIExpression(), !1890)
  %44 = icmp eq i32 %43, 64, !dbg !1900
  br i1 %44, label %46, label %26, !dbg !1892, !llvm.loop !1901

45:                                               ; preds = %38
    #dbg_value(i32 2, !1878, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1889)
  br i1 %28, label %82, label %46

46:                                               ; preds = %41, %45
  br label %47, !dbg !1892

47:                                               ; preds = %59, %46
  %48 = phi i32 [ 0, %46 ], [ %60, %59 ]
    #dbg_value(i32 %48, !1883, !DIExpression(), !1890)
    #dbg_value(i32 poison, !1880, !DIExpression(), !1891)
  %49 = getelementptr inbounds [64 x ptr], ptr %1, i32 0, i32 %48, !dbg !1893
  %50 = load ptr, ptr %49, align 4, !dbg !1893, !tbaa !286
    #dbg_value(ptr %50, !1885, !DIExpression(), !1894)
  %51 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i32 0, i32 %48, !dbg !1895
  %52 = load ptr, ptr %51, align 4, !dbg !1895, !tbaa !286
    #dbg_value(ptr %52, !1888, !DIExpression(), !1894)
  %53 = icmp ne ptr %50, null, !dbg !1896
  %54 = icmp ne ptr %52, null
  %55 = select i1 %53, i1 %54, i1 false, !dbg !1898
  br i1 %55, label %61, label %56, !dbg !1898

56:                                               ; preds = %47
    #dbg_value(i32 poison, !1880, !DIExpression(), !1891)
  %57 = add nuw nsw i32 %48, 1, !dbg !1899
    #dbg_value(i32 %57, !1883, !DIExpression(), !1890)
  %58 = icmp eq i32 %57, 64, !dbg !1900
  br i1 %58, label %82, label %59, !dbg !1892

59:                                               ; preds = %56, %61
  %60 = phi i32 [ %57, %56 ], [ %62, %61 ]
  br label %47, !dbg !1893, !llvm.loop !1901

61:                                               ; preds = %47
  store ptr null, ptr %49, align 4, !dbg !1903, !tbaa !286
  tail call void %52(ptr noundef nonnull %50) #19, !dbg !1905
    #dbg_value(i32 1, !1880, !DIExpression(), !1891)
  %62 = add nuw nsw i32 %48, 1, !dbg !1899
    #dbg_value(i32 %62, !1883, !DIExpression(), !1890)
  %63 = icmp eq i32 %62, 64, !dbg !1900
  br i1 %63, label %82, label %59, !dbg !1892

64:                                               ; preds = %75
    #dbg_value(i32 0, !1878, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1889)
  br i1 %4, label %82, label %65

65:                                               ; preds = %78, %64
  br label %5, !dbg !1892

66:                                               ; preds = %2, %75
  %67 = phi i32 [ %76, %75 ], [ %3, %2 ]
    #dbg_value(i32 %67, !1883, !DIExpression(), !1890)
    #dbg_value(i32 poison, !1880, !DIExpression(), !1891)
  %68 = getelementptr inbounds [64 x ptr], ptr %1, i32 0, i32 %67, !dbg !1893
  %69 = load ptr, ptr %68, align 4, !dbg !1893, !tbaa !286
    #dbg_value(ptr %69, !1885, !DIExpression(), !1894)
  %70 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i32 0, i32 %67, !dbg !1895
  %71 = load ptr, ptr %70, align 4, !dbg !1895, !tbaa !286
    #dbg_value(ptr %71, !1888, !DIExpression(), !1894)
  %72 = icmp ne ptr %69, null, !dbg !1896
  %73 = icmp ne ptr %71, null
  %74 = select i1 %72, i1 %73, i1 false, !dbg !1898
  br i1 %74, label %78, label %75, !dbg !1898

75:                                               ; preds = %66
    #dbg_value(i32 poison, !1880, !DIExpression(), !1891)
  %76 = add nuw nsw i32 %67, 1, !dbg !1899
    #dbg_value(i32 %76, !1883, !DIExpression(), !1890)
  %77 = icmp eq i32 %76, 64, !dbg !1900
  br i1 %77, label %64, label %66, !dbg !1892, !llvm.loop !1901

78:                                               ; preds = %66
  %79 = getelementptr inbounds [64 x ptr], ptr %1, i32 0, i32 %67
  store ptr null, ptr %79, align 4, !dbg !1903, !tbaa !286
  tail call void %71(ptr noundef nonnull %69) #19, !dbg !1905
    #dbg_value(i32 1, !1880, !DIExpression(), !1891)
  %80 = add nuw nsw i32 %67, 1, !dbg !1899
    #dbg_value(i32 %80, !1883, !DIExpression(), !1890)
  %81 = icmp eq i32 %80, 64, !dbg !1900
  br i1 %81, label %65, label %2, !dbg !1892, !llvm.loop !1901

82:                                               ; preds = %61, %56, %45, %24, %64
  ret void, !dbg !1906
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none)
define dso_local ptr @pthread_getspecific(i32 noundef %0) local_unnamed_addr #14 !dbg !1907 {
    #dbg_value(i32 %0, !1911, !DIExpression(), !1912)
  %2 = icmp ult i32 %0, 64, !dbg !1913
  br i1 %2, label %3, label %7, !dbg !1914

3:                                                ; preds = %1
  %4 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @key_value), !dbg !1915
  %5 = getelementptr inbounds [64 x ptr], ptr %4, i32 0, i32 %0, !dbg !1915
  %6 = load ptr, ptr %5, align 4, !dbg !1915, !tbaa !286
  br label %7, !dbg !1914

7:                                                ; preds = %1, %3
  %8 = phi ptr [ %6, %3 ], [ null, %1 ], !dbg !1914
  ret ptr %8, !dbg !1916
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 0, 23) i32 @pthread_setspecific(i32 noundef %0, ptr noundef %1) local_unnamed_addr #2 !dbg !1917 {
    #dbg_value(i32 %0, !1921, !DIExpression(), !1923)
    #dbg_value(ptr %1, !1922, !DIExpression(), !1923)
  %3 = icmp ugt i32 %0, 63, !dbg !1924
  br i1 %3, label %11, label %4, !dbg !1926

4:                                                ; preds = %2
  %5 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %0, !dbg !1927
  %6 = load i32, ptr %5, align 4, !dbg !1927, !tbaa !277
  %7 = icmp eq i32 %6, 0, !dbg !1927
  br i1 %7, label %11, label %8, !dbg !1928

8:                                                ; preds = %4
  %9 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @key_value), !dbg !1929
  %10 = getelementptr inbounds [64 x ptr], ptr %9, i32 0, i32 %0, !dbg !1929
  store ptr %1, ptr %10, align 4, !dbg !1930, !tbaa !286
  br label %11, !dbg !1931

11:                                               ; preds = %2, %4, %8
  %12 = phi i32 [ 0, %8 ], [ 22, %4 ], [ 22, %2 ], !dbg !1923
  ret i32 %12, !dbg !1932
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local noundef i32 @time(ptr noundef writeonly %0) local_unnamed_addr #15 !dbg !1933 {
    #dbg_value(ptr %0, !1939, !DIExpression(), !1940)
  %2 = icmp eq ptr %0, null, !dbg !1941
  br i1 %2, label %4, label %3, !dbg !1943

3:                                                ; preds = %1
  store i32 0, ptr %0, align 4, !dbg !1944, !tbaa !1945
  br label %4, !dbg !1947

4:                                                ; preds = %3, %1
  ret i32 0, !dbg !1948
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local noundef i32 @clock_gettime(i32 noundef %0, ptr noundef writeonly %1) local_unnamed_addr #15 !dbg !1949 {
    #dbg_value(i32 %0, !1958, !DIExpression(), !1960)
    #dbg_value(ptr %1, !1959, !DIExpression(), !1960)
  %3 = icmp eq ptr %1, null, !dbg !1961
  br i1 %3, label %6, label %4, !dbg !1963

4:                                                ; preds = %2
  store i32 0, ptr %1, align 4, !dbg !1964, !tbaa !1966
  %5 = getelementptr inbounds i8, ptr %1, i32 4, !dbg !1968
  store i32 0, ptr %5, align 4, !dbg !1969, !tbaa !1970
  br label %6, !dbg !1971

6:                                                ; preds = %4, %2
  ret i32 0, !dbg !1972
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local noundef i32 @gettimeofday(ptr noundef writeonly %0, ptr nocapture noundef readnone %1) local_unnamed_addr #15 !dbg !1973 {
    #dbg_value(ptr %0, !1982, !DIExpression(), !1984)
    #dbg_value(ptr %1, !1983, !DIExpression(), !1984)
  %3 = icmp eq ptr %0, null, !dbg !1985
  br i1 %3, label %6, label %4, !dbg !1987

4:                                                ; preds = %2
  store i32 0, ptr %0, align 4, !dbg !1988, !tbaa !1990
  %5 = getelementptr inbounds i8, ptr %0, i32 4, !dbg !1992
  store i32 0, ptr %5, align 4, !dbg !1993, !tbaa !1994
  br label %6, !dbg !1995

6:                                                ; preds = %4, %2
  ret i32 0, !dbg !1996
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef i32 @clock() local_unnamed_addr #0 !dbg !1997 {
  ret i32 0, !dbg !2000
}

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: none, inaccessiblemem: none)
define dso_local ptr @strerror(i32 noundef %0) local_unnamed_addr #16 !dbg !2001 {
  %2 = alloca [12 x i8], align 1, !DIAssignID !2011
    #dbg_assign(i1 undef, !2009, !DIExpression(), !2011, ptr %2, !DIExpression(), !2012)
    #dbg_value(i32 %0, !2005, !DIExpression(), !2012)
  %3 = icmp ult i32 %0, 36, !dbg !2013
  br i1 %3, label %7, label %4, !dbg !2013

4:                                                ; preds = %1
    #dbg_value(i32 0, !2007, !DIExpression(), !2012)
    #dbg_value(ptr poison, !2006, !DIExpression(), !2012)
    #dbg_value(ptr poison, !2006, !DIExpression(), !2012)
    #dbg_value(i32 1, !2007, !DIExpression(), !2012)
  store i8 85, ptr @pancam_errbuf, align 1, !dbg !2015, !tbaa !334
    #dbg_value(ptr poison, !2006, !DIExpression(), !2012)
    #dbg_value(i32 2, !2007, !DIExpression(), !2012)
  store i8 110, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 1), align 1, !dbg !2015, !tbaa !334
    #dbg_value(ptr poison, !2006, !DIExpression(), !2012)
    #dbg_value(i32 3, !2007, !DIExpression(), !2012)
  store i8 107, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 2), align 1, !dbg !2015, !tbaa !334
    #dbg_value(ptr poison, !2006, !DIExpression(), !2012)
    #dbg_value(i32 4, !2007, !DIExpression(), !2012)
  store i8 110, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 3), align 1, !dbg !2015, !tbaa !334
    #dbg_value(ptr poison, !2006, !DIExpression(), !2012)
    #dbg_value(i32 5, !2007, !DIExpression(), !2012)
  store i8 111, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 4), align 1, !dbg !2015, !tbaa !334
    #dbg_value(ptr poison, !2006, !DIExpression(), !2012)
    #dbg_value(i32 6, !2007, !DIExpression(), !2012)
  store i8 119, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 5), align 1, !dbg !2015, !tbaa !334
    #dbg_value(ptr poison, !2006, !DIExpression(), !2012)
    #dbg_value(i32 7, !2007, !DIExpression(), !2012)
  store i8 110, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 6), align 1, !dbg !2015, !tbaa !334
    #dbg_value(ptr poison, !2006, !DIExpression(), !2012)
    #dbg_value(i32 8, !2007, !DIExpression(), !2012)
  store i8 32, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 7), align 1, !dbg !2015, !tbaa !334
    #dbg_value(ptr poison, !2006, !DIExpression(), !2012)
    #dbg_value(i32 9, !2007, !DIExpression(), !2012)
  store i8 101, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 8), align 1, !dbg !2015, !tbaa !334
    #dbg_value(ptr poison, !2006, !DIExpression(), !2012)
    #dbg_value(i32 10, !2007, !DIExpression(), !2012)
  store i8 114, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 9), align 1, !dbg !2015, !tbaa !334
    #dbg_value(ptr poison, !2006, !DIExpression(), !2012)
    #dbg_value(i32 11, !2007, !DIExpression(), !2012)
  store i8 114, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 10), align 1, !dbg !2015, !tbaa !334
    #dbg_value(ptr poison, !2006, !DIExpression(), !2012)
    #dbg_value(i32 12, !2007, !DIExpression(), !2012)
  store i8 111, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 11), align 1, !dbg !2015, !tbaa !334
    #dbg_value(ptr poison, !2006, !DIExpression(), !2012)
    #dbg_value(i32 13, !2007, !DIExpression(), !2012)
  store i8 114, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 12), align 1, !dbg !2015, !tbaa !334
    #dbg_value(ptr poison, !2006, !DIExpression(), !2012)
    #dbg_value(i32 14, !2007, !DIExpression(), !2012)
  store i8 32, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 13), align 1, !dbg !2015, !tbaa !334
  %5 = icmp slt i32 %0, 0, !dbg !2016
  %6 = tail call i32 @llvm.abs.i32(i32 %0, i1 false), !dbg !2017
    #dbg_value(i32 %6, !2008, !DIExpression(), !2012)
  br i1 %5, label %10, label %11, !dbg !2018

7:                                                ; preds = %1
  %8 = getelementptr inbounds [36 x ptr], ptr @pancam_errlist, i32 0, i32 %0, !dbg !2019
  %9 = load ptr, ptr %8, align 4, !dbg !2019, !tbaa !286
  br label %69, !dbg !2020

10:                                               ; preds = %4
    #dbg_value(i32 15, !2007, !DIExpression(), !2012)
  store i8 45, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 14), align 1, !dbg !2021, !tbaa !334
  br label %11, !dbg !2023

11:                                               ; preds = %10, %4
  %12 = phi i32 [ 15, %10 ], [ 14, %4 ], !dbg !2012
    #dbg_value(i32 %12, !2007, !DIExpression(), !2012)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #21, !dbg !2024
    #dbg_value(i32 0, !2010, !DIExpression(), !2012)
  br label %13, !dbg !2025

13:                                               ; preds = %13, %11
  %14 = phi i32 [ %6, %11 ], [ %21, %13 ], !dbg !2012
  %15 = phi i32 [ 0, %11 ], [ %19, %13 ], !dbg !2012
    #dbg_value(i32 %15, !2010, !DIExpression(), !2012)
    #dbg_value(i32 %14, !2008, !DIExpression(), !2012)
  %16 = urem i32 %14, 10, !dbg !2026
  %17 = trunc nuw nsw i32 %16 to i8, !dbg !2028
  %18 = or disjoint i8 %17, 48, !dbg !2028
  %19 = add nuw i32 %15, 1, !dbg !2029
    #dbg_value(i32 %19, !2010, !DIExpression(), !2012)
  %20 = getelementptr inbounds [12 x i8], ptr %2, i32 0, i32 %15, !dbg !2030
  store i8 %18, ptr %20, align 1, !dbg !2031, !tbaa !334
  %21 = udiv i32 %14, 10, !dbg !2032
    #dbg_value(i32 %21, !2008, !DIExpression(), !2012)
  %22 = icmp ult i32 %14, 10, !dbg !2033
  br i1 %22, label %23, label %13, !dbg !2033, !llvm.loop !2034

23:                                               ; preds = %13
  %24 = and i32 %19, 3, !dbg !2036
  %25 = icmp eq i32 %24, 0, !dbg !2036
  br i1 %25, label %37, label %26, !dbg !2036

26:                                               ; preds = %23, %26
  %27 = phi i32 [ %30, %26 ], [ %19, %23 ]
  %28 = phi i32 [ %33, %26 ], [ %12, %23 ]
  %29 = phi i32 [ %35, %26 ], [ 0, %23 ]
    #dbg_value(i32 %27, !2010, !DIExpression(), !2012)
    #dbg_value(i32 %28, !2007, !DIExpression(), !2012)
  %30 = add nsw i32 %27, -1, !dbg !2037
    #dbg_value(i32 %30, !2010, !DIExpression(), !2012)
  %31 = getelementptr inbounds [12 x i8], ptr %2, i32 0, i32 %30, !dbg !2038
  %32 = load i8, ptr %31, align 1, !dbg !2038, !tbaa !334
  %33 = add nuw nsw i32 %28, 1, !dbg !2039
    #dbg_value(i32 %33, !2007, !DIExpression(), !2012)
  %34 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i32 0, i32 %28, !dbg !2040
  store i8 %32, ptr %34, align 1, !dbg !2041, !tbaa !334
  %35 = add i32 %29, 1, !dbg !2036
  %36 = icmp eq i32 %35, %24, !dbg !2036
  br i1 %36, label %37, label %26, !dbg !2036, !llvm.loop !2042

37:                                               ; preds = %26, %23
  %38 = phi i32 [ poison, %23 ], [ %33, %26 ]
  %39 = phi i32 [ %19, %23 ], [ %30, %26 ]
  %40 = phi i32 [ %12, %23 ], [ %33, %26 ]
  %41 = icmp ult i32 %15, 3, !dbg !2036
  br i1 %41, label %66, label %42, !dbg !2036

42:                                               ; preds = %37, %42
  %43 = phi i32 [ %60, %42 ], [ %39, %37 ]
  %44 = phi i32 [ %63, %42 ], [ %40, %37 ]
    #dbg_value(i32 %43, !2010, !DIExpression(), !2012)
    #dbg_value(i32 %44, !2007, !DIExpression(), !2012)
  %45 = add nsw i32 %43, -1, !dbg !2037
    #dbg_value(i32 %45, !2010, !DIExpression(), !2012)
  %46 = getelementptr inbounds [12 x i8], ptr %2, i32 0, i32 %45, !dbg !2038
  %47 = load i8, ptr %46, align 1, !dbg !2038, !tbaa !334
  %48 = add nuw nsw i32 %44, 1, !dbg !2039
    #dbg_value(i32 %48, !2007, !DIExpression(), !2012)
  %49 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i32 0, i32 %44, !dbg !2040
  store i8 %47, ptr %49, align 1, !dbg !2041, !tbaa !334
  %50 = add nsw i32 %43, -2, !dbg !2037
    #dbg_value(i32 %50, !2010, !DIExpression(), !2012)
  %51 = getelementptr inbounds [12 x i8], ptr %2, i32 0, i32 %50, !dbg !2038
  %52 = load i8, ptr %51, align 1, !dbg !2038, !tbaa !334
  %53 = add nuw nsw i32 %44, 2, !dbg !2039
    #dbg_value(i32 %53, !2007, !DIExpression(), !2012)
  %54 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i32 0, i32 %48, !dbg !2040
  store i8 %52, ptr %54, align 1, !dbg !2041, !tbaa !334
  %55 = add nsw i32 %43, -3, !dbg !2037
    #dbg_value(i32 %55, !2010, !DIExpression(), !2012)
  %56 = getelementptr inbounds [12 x i8], ptr %2, i32 0, i32 %55, !dbg !2038
  %57 = load i8, ptr %56, align 1, !dbg !2038, !tbaa !334
  %58 = add nuw nsw i32 %44, 3, !dbg !2039
    #dbg_value(i32 %58, !2007, !DIExpression(), !2012)
  %59 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i32 0, i32 %53, !dbg !2040
  store i8 %57, ptr %59, align 1, !dbg !2041, !tbaa !334
  %60 = add nsw i32 %43, -4, !dbg !2037
    #dbg_value(i32 %60, !2010, !DIExpression(), !2012)
  %61 = getelementptr inbounds [12 x i8], ptr %2, i32 0, i32 %60, !dbg !2038
  %62 = load i8, ptr %61, align 1, !dbg !2038, !tbaa !334
  %63 = add nuw nsw i32 %44, 4, !dbg !2039
    #dbg_value(i32 %63, !2007, !DIExpression(), !2012)
  %64 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i32 0, i32 %58, !dbg !2040
  store i8 %62, ptr %64, align 1, !dbg !2041, !tbaa !334
  %65 = icmp eq i32 %60, 0, !dbg !2036
  br i1 %65, label %66, label %42, !dbg !2036, !llvm.loop !2043

66:                                               ; preds = %42, %37
  %67 = phi i32 [ %38, %37 ], [ %63, %42 ], !dbg !2039
  %68 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i32 0, i32 %67, !dbg !2045
  store i8 0, ptr %68, align 1, !dbg !2046, !tbaa !334
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #21, !dbg !2047
  br label %69

69:                                               ; preds = %66, %7
  %70 = phi ptr [ %9, %7 ], [ @pancam_errbuf, %66 ], !dbg !2012
  ret ptr %70, !dbg !2047
}

; Function Attrs: nounwind
define dso_local void @perror(ptr noundef %0) local_unnamed_addr #7 !dbg !2048 {
  %2 = alloca [12 x i8], align 1, !DIAssignID !2053
    #dbg_value(ptr %0, !2052, !DIExpression(), !2054)
  %3 = icmp eq ptr %0, null, !dbg !2055
  br i1 %3, label %12, label %4, !dbg !2057

4:                                                ; preds = %1
  %5 = load i8, ptr %0, align 1, !dbg !2058, !tbaa !334
  %6 = icmp eq i8 %5, 0, !dbg !2058
  br i1 %6, label %12, label %7, !dbg !2059

7:                                                ; preds = %4
  %8 = load ptr, ptr @stderr, align 4, !dbg !2060, !tbaa !286
  %9 = tail call i32 @fputs(ptr noundef nonnull %0, ptr noundef %8) #19, !dbg !2062
  %10 = load ptr, ptr @stderr, align 4, !dbg !2063, !tbaa !286
  %11 = tail call i32 @fputs(ptr noundef nonnull @.str.1, ptr noundef %10) #19, !dbg !2064
  br label %12, !dbg !2065

12:                                               ; preds = %7, %4, %1
  %13 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !2066
  %14 = load i32, ptr %13, align 4, !dbg !2066, !tbaa !277
    #dbg_assign(i1 undef, !2009, !DIExpression(), !2053, ptr %2, !DIExpression(), !2067)
    #dbg_value(i32 %14, !2005, !DIExpression(), !2067)
  %15 = icmp ult i32 %14, 36, !dbg !2069
  br i1 %15, label %19, label %16, !dbg !2069

16:                                               ; preds = %12
    #dbg_value(i32 0, !2007, !DIExpression(), !2067)
    #dbg_value(ptr poison, !2006, !DIExpression(), !2067)
    #dbg_value(ptr poison, !2006, !DIExpression(), !2067)
    #dbg_value(i32 1, !2007, !DIExpression(), !2067)
  store i8 85, ptr @pancam_errbuf, align 1, !dbg !2070, !tbaa !334
    #dbg_value(ptr poison, !2006, !DIExpression(), !2067)
    #dbg_value(i32 2, !2007, !DIExpression(), !2067)
  store i8 110, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 1), align 1, !dbg !2070, !tbaa !334
    #dbg_value(ptr poison, !2006, !DIExpression(), !2067)
    #dbg_value(i32 3, !2007, !DIExpression(), !2067)
  store i8 107, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 2), align 1, !dbg !2070, !tbaa !334
    #dbg_value(ptr poison, !2006, !DIExpression(), !2067)
    #dbg_value(i32 4, !2007, !DIExpression(), !2067)
  store i8 110, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 3), align 1, !dbg !2070, !tbaa !334
    #dbg_value(ptr poison, !2006, !DIExpression(), !2067)
    #dbg_value(i32 5, !2007, !DIExpression(), !2067)
  store i8 111, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 4), align 1, !dbg !2070, !tbaa !334
    #dbg_value(ptr poison, !2006, !DIExpression(), !2067)
    #dbg_value(i32 6, !2007, !DIExpression(), !2067)
  store i8 119, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 5), align 1, !dbg !2070, !tbaa !334
    #dbg_value(ptr poison, !2006, !DIExpression(), !2067)
    #dbg_value(i32 7, !2007, !DIExpression(), !2067)
  store i8 110, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 6), align 1, !dbg !2070, !tbaa !334
    #dbg_value(ptr poison, !2006, !DIExpression(), !2067)
    #dbg_value(i32 8, !2007, !DIExpression(), !2067)
  store i8 32, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 7), align 1, !dbg !2070, !tbaa !334
    #dbg_value(ptr poison, !2006, !DIExpression(), !2067)
    #dbg_value(i32 9, !2007, !DIExpression(), !2067)
  store i8 101, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 8), align 1, !dbg !2070, !tbaa !334
    #dbg_value(ptr poison, !2006, !DIExpression(), !2067)
    #dbg_value(i32 10, !2007, !DIExpression(), !2067)
  store i8 114, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 9), align 1, !dbg !2070, !tbaa !334
    #dbg_value(ptr poison, !2006, !DIExpression(), !2067)
    #dbg_value(i32 11, !2007, !DIExpression(), !2067)
  store i8 114, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 10), align 1, !dbg !2070, !tbaa !334
    #dbg_value(ptr poison, !2006, !DIExpression(), !2067)
    #dbg_value(i32 12, !2007, !DIExpression(), !2067)
  store i8 111, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 11), align 1, !dbg !2070, !tbaa !334
    #dbg_value(ptr poison, !2006, !DIExpression(), !2067)
    #dbg_value(i32 13, !2007, !DIExpression(), !2067)
  store i8 114, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 12), align 1, !dbg !2070, !tbaa !334
    #dbg_value(ptr poison, !2006, !DIExpression(), !2067)
    #dbg_value(i32 14, !2007, !DIExpression(), !2067)
  store i8 32, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 13), align 1, !dbg !2070, !tbaa !334
  %17 = icmp slt i32 %14, 0, !dbg !2071
  %18 = tail call i32 @llvm.abs.i32(i32 %14, i1 false), !dbg !2072
    #dbg_value(i32 %18, !2008, !DIExpression(), !2067)
  br i1 %17, label %22, label %23, !dbg !2073

19:                                               ; preds = %12
  %20 = getelementptr inbounds [36 x ptr], ptr @pancam_errlist, i32 0, i32 %14, !dbg !2074
  %21 = load ptr, ptr %20, align 4, !dbg !2074, !tbaa !286
  br label %81, !dbg !2075

22:                                               ; preds = %16
    #dbg_value(i32 15, !2007, !DIExpression(), !2067)
  store i8 45, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 14), align 1, !dbg !2076, !tbaa !334
  br label %23, !dbg !2077

23:                                               ; preds = %22, %16
  %24 = phi i32 [ 15, %22 ], [ 14, %16 ], !dbg !2067
    #dbg_value(i32 %24, !2007, !DIExpression(), !2067)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #21, !dbg !2078
    #dbg_value(i32 0, !2010, !DIExpression(), !2067)
  br label %25, !dbg !2079

25:                                               ; preds = %25, %23
  %26 = phi i32 [ %18, %23 ], [ %33, %25 ], !dbg !2067
  %27 = phi i32 [ 0, %23 ], [ %31, %25 ], !dbg !2067
    #dbg_value(i32 %27, !2010, !DIExpression(), !2067)
    #dbg_value(i32 %26, !2008, !DIExpression(), !2067)
  %28 = urem i32 %26, 10, !dbg !2080
  %29 = trunc nuw nsw i32 %28 to i8, !dbg !2081
  %30 = or disjoint i8 %29, 48, !dbg !2081
  %31 = add nuw i32 %27, 1, !dbg !2082
    #dbg_value(i32 %31, !2010, !DIExpression(), !2067)
  %32 = getelementptr inbounds [12 x i8], ptr %2, i32 0, i32 %27, !dbg !2083
  store i8 %30, ptr %32, align 1, !dbg !2084, !tbaa !334
  %33 = udiv i32 %26, 10, !dbg !2085
    #dbg_value(i32 %33, !2008, !DIExpression(), !2067)
  %34 = icmp ult i32 %26, 10, !dbg !2086
  br i1 %34, label %35, label %25, !dbg !2086, !llvm.loop !2087

35:                                               ; preds = %25
  %36 = and i32 %31, 3, !dbg !2089
  %37 = icmp eq i32 %36, 0, !dbg !2089
  br i1 %37, label %49, label %38, !dbg !2089

38:                                               ; preds = %35, %38
  %39 = phi i32 [ %42, %38 ], [ %31, %35 ]
  %40 = phi i32 [ %45, %38 ], [ %24, %35 ]
  %41 = phi i32 [ %47, %38 ], [ 0, %35 ]
    #dbg_value(i32 %39, !2010, !DIExpression(), !2067)
    #dbg_value(i32 %40, !2007, !DIExpression(), !2067)
  %42 = add nsw i32 %39, -1, !dbg !2090
    #dbg_value(i32 %42, !2010, !DIExpression(), !2067)
  %43 = getelementptr inbounds [12 x i8], ptr %2, i32 0, i32 %42, !dbg !2091
  %44 = load i8, ptr %43, align 1, !dbg !2091, !tbaa !334
  %45 = add nuw nsw i32 %40, 1, !dbg !2092
    #dbg_value(i32 %45, !2007, !DIExpression(), !2067)
  %46 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i32 0, i32 %40, !dbg !2093
  store i8 %44, ptr %46, align 1, !dbg !2094, !tbaa !334
  %47 = add i32 %41, 1, !dbg !2089
  %48 = icmp eq i32 %47, %36, !dbg !2089
  br i1 %48, label %49, label %38, !dbg !2089, !llvm.loop !2095

49:                                               ; preds = %38, %35
  %50 = phi i32 [ poison, %35 ], [ %45, %38 ]
  %51 = phi i32 [ %31, %35 ], [ %42, %38 ]
  %52 = phi i32 [ %24, %35 ], [ %45, %38 ]
  %53 = icmp ult i32 %27, 3, !dbg !2089
  br i1 %53, label %78, label %54, !dbg !2089

54:                                               ; preds = %49, %54
  %55 = phi i32 [ %72, %54 ], [ %51, %49 ]
  %56 = phi i32 [ %75, %54 ], [ %52, %49 ]
    #dbg_value(i32 %55, !2010, !DIExpression(), !2067)
    #dbg_value(i32 %56, !2007, !DIExpression(), !2067)
  %57 = add nsw i32 %55, -1, !dbg !2090
    #dbg_value(i32 %57, !2010, !DIExpression(), !2067)
  %58 = getelementptr inbounds [12 x i8], ptr %2, i32 0, i32 %57, !dbg !2091
  %59 = load i8, ptr %58, align 1, !dbg !2091, !tbaa !334
  %60 = add nuw nsw i32 %56, 1, !dbg !2092
    #dbg_value(i32 %60, !2007, !DIExpression(), !2067)
  %61 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i32 0, i32 %56, !dbg !2093
  store i8 %59, ptr %61, align 1, !dbg !2094, !tbaa !334
  %62 = add nsw i32 %55, -2, !dbg !2090
    #dbg_value(i32 %62, !2010, !DIExpression(), !2067)
  %63 = getelementptr inbounds [12 x i8], ptr %2, i32 0, i32 %62, !dbg !2091
  %64 = load i8, ptr %63, align 1, !dbg !2091, !tbaa !334
  %65 = add nuw nsw i32 %56, 2, !dbg !2092
    #dbg_value(i32 %65, !2007, !DIExpression(), !2067)
  %66 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i32 0, i32 %60, !dbg !2093
  store i8 %64, ptr %66, align 1, !dbg !2094, !tbaa !334
  %67 = add nsw i32 %55, -3, !dbg !2090
    #dbg_value(i32 %67, !2010, !DIExpression(), !2067)
  %68 = getelementptr inbounds [12 x i8], ptr %2, i32 0, i32 %67, !dbg !2091
  %69 = load i8, ptr %68, align 1, !dbg !2091, !tbaa !334
  %70 = add nuw nsw i32 %56, 3, !dbg !2092
    #dbg_value(i32 %70, !2007, !DIExpression(), !2067)
  %71 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i32 0, i32 %65, !dbg !2093
  store i8 %69, ptr %71, align 1, !dbg !2094, !tbaa !334
  %72 = add nsw i32 %55, -4, !dbg !2090
    #dbg_value(i32 %72, !2010, !DIExpression(), !2067)
  %73 = getelementptr inbounds [12 x i8], ptr %2, i32 0, i32 %72, !dbg !2091
  %74 = load i8, ptr %73, align 1, !dbg !2091, !tbaa !334
  %75 = add nuw nsw i32 %56, 4, !dbg !2092
    #dbg_value(i32 %75, !2007, !DIExpression(), !2067)
  %76 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i32 0, i32 %70, !dbg !2093
  store i8 %74, ptr %76, align 1, !dbg !2094, !tbaa !334
  %77 = icmp eq i32 %72, 0, !dbg !2089
  br i1 %77, label %78, label %54, !dbg !2089, !llvm.loop !2096

78:                                               ; preds = %54, %49
  %79 = phi i32 [ %50, %49 ], [ %75, %54 ], !dbg !2092
  %80 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i32 0, i32 %79, !dbg !2098
  store i8 0, ptr %80, align 1, !dbg !2099, !tbaa !334
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #21, !dbg !2100
  br label %81

81:                                               ; preds = %19, %78
  %82 = phi ptr [ %21, %19 ], [ @pancam_errbuf, %78 ], !dbg !2067
  %83 = load ptr, ptr @stderr, align 4, !dbg !2101, !tbaa !286
  %84 = tail call i32 @fputs(ptr noundef %82, ptr noundef %83) #19, !dbg !2102
  %85 = load ptr, ptr @stderr, align 4, !dbg !2103, !tbaa !286
  %86 = tail call i32 @fputs(ptr noundef nonnull @.str.2, ptr noundef %85) #19, !dbg !2104
  ret void, !dbg !2105
}

declare !dbg !2106 i32 @fputs(ptr noundef, ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local range(i32 -1, 256) i32 @getchar() local_unnamed_addr #7 !dbg !2109 {
  %1 = load ptr, ptr @stdin, align 4, !dbg !2110, !tbaa !286
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
define dso_local i32 @vscanf(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #7 !dbg !2166 {
    #dbg_value(ptr %0, !2171, !DIExpression(), !2173)
    #dbg_value(ptr %1, !2172, !DIExpression(), !2173)
  %3 = tail call fastcc i32 @pancam_vscanf(ptr noundef %0, ptr noundef %1) #22, !dbg !2174
  ret i32 %3, !dbg !2175
}

; Function Attrs: nounwind
define internal fastcc i32 @pancam_vscanf(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #7 !dbg !2176 {
    #dbg_value(ptr %0, !2178, !DIExpression(), !2193)
    #dbg_value(ptr %1, !2179, !DIExpression(), !2193)
    #dbg_value(i32 0, !2180, !DIExpression(), !2193)
    #dbg_value(i32 0, !2181, !DIExpression(), !2193)
  %3 = load i8, ptr %0, align 1, !dbg !2194, !tbaa !334
  %4 = icmp eq i8 %3, 0, !dbg !2195
  br i1 %4, label %140, label %5, !dbg !2195

5:                                                ; preds = %2, %134
  %6 = phi i8 [ %138, %134 ], [ %3, %2 ]
  %7 = phi ptr [ %86, %134 ], [ %0, %2 ]
  %8 = phi ptr [ %137, %134 ], [ %1, %2 ]
  %9 = phi i32 [ %136, %134 ], [ 0, %2 ]
  %10 = phi i32 [ %135, %134 ], [ 0, %2 ]
    #dbg_value(ptr %7, !2178, !DIExpression(), !2193)
    #dbg_value(ptr %8, !2179, !DIExpression(), !2193)
    #dbg_value(i32 %9, !2181, !DIExpression(), !2193)
    #dbg_value(i32 %10, !2180, !DIExpression(), !2193)
  br label %11, !dbg !2195

11:                                               ; preds = %5, %21
  %12 = phi i8 [ %6, %5 ], [ %23, %21 ]
  %13 = phi ptr [ %7, %5 ], [ %22, %21 ]
    #dbg_value(ptr %13, !2178, !DIExpression(), !2193)
  %14 = zext i8 %12 to i32, !dbg !2196
    #dbg_value(i32 %14, !995, !DIExpression(), !2198)
    #dbg_value(i32 %14, !959, !DIExpression(), !2200)
  %15 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %14, !dbg !2202
  %16 = load i16, ptr %15, align 2, !dbg !2202, !tbaa !966
  %17 = and i16 %16, 8192, !dbg !2203
  %18 = icmp eq i16 %17, 0, !dbg !2204
  br i1 %18, label %25, label %19, !dbg !2205

19:                                               ; preds = %11
  %20 = getelementptr inbounds i8, ptr %13, i32 1, !dbg !2206
    #dbg_value(ptr %20, !2178, !DIExpression(), !2193)
  br label %21, !dbg !2208

21:                                               ; preds = %19, %31
  %22 = phi ptr [ %20, %19 ], [ %33, %31 ]
    #dbg_value(ptr %22, !2178, !DIExpression(), !2193)
    #dbg_value(ptr %8, !2179, !DIExpression(), !2193)
    #dbg_value(i32 %9, !2181, !DIExpression(), !2193)
    #dbg_value(i32 %10, !2180, !DIExpression(), !2193)
  %23 = load i8, ptr %22, align 1, !dbg !2194, !tbaa !334
  %24 = icmp eq i8 %23, 0, !dbg !2195
  br i1 %24, label %140, label %11, !dbg !2195, !llvm.loop !2209

25:                                               ; preds = %11
  %26 = icmp eq i8 %12, 37, !dbg !2211
  br i1 %26, label %27, label %31, !dbg !2213

27:                                               ; preds = %25
  %28 = getelementptr inbounds i8, ptr %13, i32 1, !dbg !2214
  %29 = load i8, ptr %28, align 1, !dbg !2214, !tbaa !334
  %30 = icmp eq i8 %29, 37, !dbg !2215
  br i1 %30, label %31, label %40, !dbg !2216

31:                                               ; preds = %27, %25
  %32 = phi i32 [ 2, %27 ], [ 1, %25 ], !dbg !2217
  %33 = getelementptr inbounds i8, ptr %13, i32 %32, !dbg !2219
    #dbg_value(ptr %33, !2178, !DIExpression(), !2193)
  %34 = tail call zeroext i1 @__VERIFIER_nondet_bool() #19, !dbg !2220
  br i1 %34, label %35, label %21, !dbg !2225

35:                                               ; preds = %31
  %36 = tail call zeroext i1 @__VERIFIER_nondet_bool() #19, !dbg !2226
    #dbg_value(i32 poison, !2182, !DIExpression(), !2193)
  %37 = icmp eq i32 %9, 0
  %38 = select i1 %36, i1 %37, i1 false, !dbg !2227
  %39 = select i1 %38, i32 -1, i32 %10, !dbg !2227
  br label %140, !dbg !2228

40:                                               ; preds = %27
    #dbg_value(ptr %13, !2178, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !2193)
  %41 = icmp eq i8 %29, 42, !dbg !2229
    #dbg_value(i1 %41, !2183, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2230)
  %42 = select i1 %41, i32 2, i32 1, !dbg !2231
  %43 = getelementptr inbounds i8, ptr %13, i32 %42, !dbg !2231
    #dbg_value(ptr %43, !2178, !DIExpression(), !2193)
    #dbg_value(i32 0, !2185, !DIExpression(), !2230)
  %44 = load i8, ptr %43, align 1, !dbg !2232, !tbaa !334
  %45 = add i8 %44, -48, !dbg !2233
  %46 = icmp ult i8 %45, 10, !dbg !2233
  br i1 %46, label %47, label %59, !dbg !2233

47:                                               ; preds = %40, %47
  %48 = phi i8 [ %56, %47 ], [ %44, %40 ]
  %49 = phi ptr [ %52, %47 ], [ %43, %40 ]
  %50 = phi i32 [ %55, %47 ], [ 0, %40 ]
    #dbg_value(ptr %49, !2178, !DIExpression(), !2193)
    #dbg_value(i32 %50, !2185, !DIExpression(), !2230)
  %51 = mul i32 %50, 10, !dbg !2234
  %52 = getelementptr inbounds i8, ptr %49, i32 1, !dbg !2235
    #dbg_value(ptr %52, !2178, !DIExpression(), !2193)
  %53 = add nsw i8 %48, -48, !dbg !2236
  %54 = zext nneg i8 %53 to i32, !dbg !2236
  %55 = add i32 %51, %54, !dbg !2237
    #dbg_value(i32 %55, !2185, !DIExpression(), !2230)
  %56 = load i8, ptr %52, align 1, !dbg !2232, !tbaa !334
  %57 = add i8 %56, -48, !dbg !2233
  %58 = icmp ult i8 %57, 10, !dbg !2233
  br i1 %58, label %47, label %59, !dbg !2233, !llvm.loop !2238

59:                                               ; preds = %47, %40
  %60 = phi i32 [ 0, %40 ], [ %55, %47 ], !dbg !2230
  %61 = phi ptr [ %43, %40 ], [ %52, %47 ], !dbg !2230
  %62 = phi i8 [ %44, %40 ], [ %56, %47 ], !dbg !2232
    #dbg_value(i32 0, !2186, !DIExpression(), !2230)
  switch i8 %62, label %80 [
    i8 104, label %63
    i8 108, label %69
    i8 76, label %75
    i8 113, label %75
    i8 106, label %75
    i8 122, label %74
    i8 116, label %74
  ], !dbg !2241

63:                                               ; preds = %59
  %64 = getelementptr inbounds i8, ptr %61, i32 1, !dbg !2242
  %65 = load i8, ptr %64, align 1, !dbg !2242, !tbaa !334
  %66 = icmp eq i8 %65, 104, !dbg !2245
  %67 = select i1 %66, i32 -2, i32 -1, !dbg !2242
    #dbg_value(i32 %67, !2186, !DIExpression(), !2230)
  %68 = select i1 %66, i32 2, i32 1, !dbg !2246
    #dbg_value(ptr %78, !2178, !DIExpression(), !2193)
  br label %75, !dbg !2247

69:                                               ; preds = %59
  %70 = getelementptr inbounds i8, ptr %61, i32 1, !dbg !2248
  %71 = load i8, ptr %70, align 1, !dbg !2248, !tbaa !334
  %72 = icmp eq i8 %71, 108, !dbg !2251
  %73 = select i1 %72, i32 2, i32 1, !dbg !2248
    #dbg_value(i32 %73, !2186, !DIExpression(), !2230)
    #dbg_value(ptr %78, !2178, !DIExpression(), !2193)
  br label %75, !dbg !2252

74:                                               ; preds = %59, %59
    #dbg_value(i32 3, !2186, !DIExpression(), !2230)
    #dbg_value(ptr %78, !2178, !DIExpression(), !2193)
  br label %75, !dbg !2253

75:                                               ; preds = %59, %59, %59, %63, %74, %69
  %76 = phi i32 [ %68, %63 ], [ 1, %74 ], [ %73, %69 ], [ 1, %59 ], [ 1, %59 ], [ 1, %59 ]
  %77 = phi i32 [ %67, %63 ], [ 3, %74 ], [ %73, %69 ], [ 2, %59 ], [ 2, %59 ], [ 2, %59 ]
  %78 = getelementptr inbounds i8, ptr %61, i32 %76, !dbg !2257
  %79 = load i8, ptr %78, align 1, !dbg !2258, !tbaa !334
  br label %80, !dbg !2258

80:                                               ; preds = %75, %59
  %81 = phi i8 [ %79, %75 ], [ %62, %59 ], !dbg !2258
  %82 = phi i32 [ %77, %75 ], [ 0, %59 ], !dbg !2230
  %83 = phi ptr [ %78, %75 ], [ %61, %59 ], !dbg !2230
    #dbg_value(ptr %83, !2178, !DIExpression(), !2193)
    #dbg_value(i32 %82, !2186, !DIExpression(), !2230)
    #dbg_value(i8 %81, !2187, !DIExpression(), !2230)
  %84 = icmp eq i8 %81, 0, !dbg !2259
  br i1 %84, label %140, label %85, !dbg !2261

85:                                               ; preds = %80
  %86 = getelementptr inbounds i8, ptr %83, i32 1, !dbg !2262
    #dbg_value(ptr %86, !2178, !DIExpression(), !2193)
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
  ], !dbg !2263

87:                                               ; preds = %85
  br i1 %41, label %134, label %88, !dbg !2264, !llvm.loop !2209

88:                                               ; preds = %87
  %89 = tail call i32 @__VERIFIER_nondet_int() #19, !dbg !2267
  %90 = getelementptr inbounds i8, ptr %8, i32 4, !dbg !2269
    #dbg_value(ptr %90, !2179, !DIExpression(), !2193)
  %91 = load ptr, ptr %8, align 4, !dbg !2269, !tbaa !286
  store i32 %89, ptr %91, align 4, !dbg !2270, !tbaa !277
  br label %134, !dbg !2271, !llvm.loop !2209

92:                                               ; preds = %85
  tail call void @__pancam_scanf_unsupported_conversion() #19, !dbg !2272
  br label %140, !dbg !2275

93:                                               ; preds = %85, %85, %85, %85, %85, %85, %85, %85, %85, %85, %85, %85, %85, %85, %85
  %94 = tail call zeroext i1 @__VERIFIER_nondet_bool() #19, !dbg !2276
  br i1 %94, label %95, label %100, !dbg !2279

95:                                               ; preds = %93
  %96 = tail call zeroext i1 @__VERIFIER_nondet_bool() #19, !dbg !2280
    #dbg_value(i32 poison, !2182, !DIExpression(), !2193)
  %97 = icmp eq i32 %9, 0
  %98 = select i1 %96, i1 %97, i1 false, !dbg !2281
  %99 = select i1 %98, i32 -1, i32 %10, !dbg !2281
  br label %140, !dbg !2282

100:                                              ; preds = %93
    #dbg_value(i32 1, !2181, !DIExpression(), !2193)
  br i1 %41, label %134, label %101, !dbg !2283, !llvm.loop !2209

101:                                              ; preds = %100
  %102 = getelementptr inbounds i8, ptr %8, i32 4, !dbg !2284
    #dbg_value(ptr %102, !2179, !DIExpression(), !2193)
  %103 = load ptr, ptr %8, align 4, !dbg !2284, !tbaa !286
    #dbg_value(ptr %103, !2188, !DIExpression(), !2230)
  switch i8 %81, label %124 [
    i8 99, label %104
    i8 120, label %112
    i8 117, label %112
    i8 111, label %112
    i8 105, label %112
    i8 100, label %112
    i8 88, label %112
  ], !dbg !2285

104:                                              ; preds = %101
    #dbg_value(i32 0, !2189, !DIExpression(), !2286)
  %105 = tail call i32 @llvm.umax.i32(i32 %60, i32 1), !dbg !2287
  br label %106, !dbg !2287

106:                                              ; preds = %104, %106
  %107 = phi i32 [ 0, %104 ], [ %110, %106 ]
    #dbg_value(i32 %107, !2189, !DIExpression(), !2286)
  %108 = tail call signext i8 @__VERIFIER_nondet_char() #19, !dbg !2288
  %109 = getelementptr inbounds i8, ptr %103, i32 %107, !dbg !2290
  store i8 %108, ptr %109, align 1, !dbg !2291, !tbaa !334
  %110 = add nuw i32 %107, 1, !dbg !2292
    #dbg_value(i32 %110, !2189, !DIExpression(), !2286)
  %111 = icmp eq i32 %110, %105, !dbg !2293
  br i1 %111, label %132, label %106, !dbg !2287, !llvm.loop !2294

112:                                              ; preds = %101, %101, %101, %101, %101, %101
  switch i32 %82, label %122 [
    i32 -2, label %113
    i32 -1, label %115
    i32 0, label %118
    i32 2, label %120
  ], !dbg !2296

113:                                              ; preds = %112
  %114 = tail call signext i8 @__VERIFIER_nondet_char() #19, !dbg !2299
  store i8 %114, ptr %103, align 1, !dbg !2301, !tbaa !334
  br label %132, !dbg !2302

115:                                              ; preds = %112
  %116 = tail call i32 @__VERIFIER_nondet_int() #19, !dbg !2303
  %117 = trunc i32 %116 to i16, !dbg !2305
  store i16 %117, ptr %103, align 2, !dbg !2306, !tbaa !966
  br label %132, !dbg !2307

118:                                              ; preds = %112
  %119 = tail call i32 @__VERIFIER_nondet_int() #19, !dbg !2308
  store i32 %119, ptr %103, align 4, !dbg !2310, !tbaa !277
  br label %132, !dbg !2311

120:                                              ; preds = %112
  %121 = tail call i64 @__VERIFIER_nondet_longlong() #19, !dbg !2312
  store i64 %121, ptr %103, align 4, !dbg !2314, !tbaa !2315
  br label %132, !dbg !2317

122:                                              ; preds = %112
  %123 = tail call i32 @__VERIFIER_nondet_long() #19, !dbg !2318
  store i32 %123, ptr %103, align 4, !dbg !2319, !tbaa !1945
  br label %132

124:                                              ; preds = %101
  switch i32 %82, label %130 [
    i32 0, label %125
    i32 2, label %127
  ], !dbg !2320

125:                                              ; preds = %124
  %126 = tail call float @__VERIFIER_nondet_float() #19, !dbg !2321
  store float %126, ptr %103, align 4, !dbg !2324, !tbaa !2325
  br label %132, !dbg !2327

127:                                              ; preds = %124
  %128 = tail call double @__VERIFIER_nondet_double() #19, !dbg !2328
  %129 = fpext double %128 to x86_fp80, !dbg !2328
  store x86_fp80 %129, ptr %103, align 4, !dbg !2331, !tbaa !2332
  br label %132, !dbg !2334

130:                                              ; preds = %124
  %131 = tail call double @__VERIFIER_nondet_double() #19, !dbg !2335
  store double %131, ptr %103, align 4, !dbg !2337, !tbaa !2338
  br label %132

132:                                              ; preds = %106, %115, %120, %122, %118, %113, %127, %130, %125
  %133 = add nsw i32 %10, 1, !dbg !2340
    #dbg_value(i32 %133, !2180, !DIExpression(), !2193)
  br label %134, !dbg !2210

134:                                              ; preds = %100, %87, %88, %132
  %135 = phi i32 [ %133, %132 ], [ %10, %88 ], [ %10, %87 ], [ %10, %100 ], !dbg !2193
  %136 = phi i32 [ 1, %132 ], [ %9, %88 ], [ %9, %87 ], [ 1, %100 ], !dbg !2193
  %137 = phi ptr [ %102, %132 ], [ %90, %88 ], [ %8, %87 ], [ %8, %100 ]
    #dbg_value(ptr %86, !2178, !DIExpression(), !2193)
    #dbg_value(ptr %137, !2179, !DIExpression(), !2193)
    #dbg_value(i32 %136, !2181, !DIExpression(), !2193)
    #dbg_value(i32 %135, !2180, !DIExpression(), !2193)
  %138 = load i8, ptr %86, align 1, !dbg !2194, !tbaa !334
  %139 = icmp eq i8 %138, 0, !dbg !2195
  br i1 %139, label %140, label %5, !dbg !2195

140:                                              ; preds = %134, %80, %21, %2, %95, %92, %35
  %141 = phi i32 [ %39, %35 ], [ %99, %95 ], [ %10, %92 ], [ 0, %2 ], [ %10, %21 ], [ %135, %134 ], [ %10, %80 ]
  ret i32 %141, !dbg !2341
}

; Function Attrs: nounwind
define dso_local i32 @scanf(ptr nocapture noundef readonly %0, ...) #7 !dbg !2342 {
  %2 = alloca ptr, align 4, !DIAssignID !2349
    #dbg_assign(i1 undef, !2347, !DIExpression(), !2349, ptr %2, !DIExpression(), !2350)
    #dbg_value(ptr %0, !2346, !DIExpression(), !2350)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #21, !dbg !2351
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !2352
  %3 = load ptr, ptr %2, align 4, !dbg !2353, !tbaa !286
  %4 = call fastcc i32 @pancam_vscanf(ptr noundef %0, ptr noundef %3) #22, !dbg !2354
    #dbg_value(i32 %4, !2348, !DIExpression(), !2350)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !2355
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #21, !dbg !2356
  ret i32 %4, !dbg !2357
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #17

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #17

; Function Attrs: nounwind
define dso_local i32 @fscanf(ptr noundef readonly %0, ptr nocapture noundef readonly %1, ...) #7 !dbg !2358 {
  %3 = alloca ptr, align 4, !DIAssignID !2366
    #dbg_assign(i1 undef, !2364, !DIExpression(), !2366, ptr %3, !DIExpression(), !2367)
    #dbg_value(ptr %0, !2362, !DIExpression(), !2367)
    #dbg_value(ptr %1, !2363, !DIExpression(), !2367)
  %4 = icmp eq ptr %0, null, !dbg !2368
  br i1 %4, label %11, label %5, !dbg !2370

5:                                                ; preds = %2
  %6 = load i32, ptr %0, align 4, !dbg !2371, !tbaa !2122
  %7 = icmp eq i32 %6, 0, !dbg !2372
  br i1 %7, label %8, label %11, !dbg !2373

8:                                                ; preds = %5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #21, !dbg !2374
  call void @llvm.va_start.p0(ptr nonnull %3), !dbg !2375
  %9 = load ptr, ptr %3, align 4, !dbg !2376, !tbaa !286
  %10 = call fastcc i32 @pancam_vscanf(ptr noundef %1, ptr noundef %9) #22, !dbg !2377
    #dbg_value(i32 %10, !2365, !DIExpression(), !2367)
  call void @llvm.va_end.p0(ptr nonnull %3), !dbg !2378
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #21, !dbg !2379
  br label %11

11:                                               ; preds = %2, %5, %8
  %12 = phi i32 [ %10, %8 ], [ -1, %5 ], [ -1, %2 ], !dbg !2367
  ret i32 %12, !dbg !2379
}

declare !dbg !2380 zeroext i1 @__VERIFIER_nondet_bool() local_unnamed_addr #8

declare !dbg !2384 signext i8 @__VERIFIER_nondet_char() local_unnamed_addr #8

declare !dbg !2387 i32 @__VERIFIER_nondet_int() local_unnamed_addr #8

declare !dbg !2388 void @__pancam_scanf_unsupported_conversion() local_unnamed_addr #8

declare !dbg !2389 i64 @__VERIFIER_nondet_longlong() local_unnamed_addr #8

declare !dbg !2392 i32 @__VERIFIER_nondet_long() local_unnamed_addr #8

declare !dbg !2393 float @__VERIFIER_nondet_float() local_unnamed_addr #8

declare !dbg !2396 double @__VERIFIER_nondet_double() local_unnamed_addr #8

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
!llvm.module.flags = !{!257, !258, !259, !260, !261, !262, !263}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "pancam_errno", scope: !2, file: !3, line: 33, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !33, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "src/vm/libc/libc.c", directory: ".", checksumkind: CSK_MD5, checksum: "5b2274fba468c46523dfe7fb4b0241cf")
!4 = !{!5, !7, !8, !9, !6, !11, !12, !13, !14, !15, !16, !17, !19, !21, !22, !23, !24, !25, !26, !27, !29, !31}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 32)
!6 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!7 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 32)
!10 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!11 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!12 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!13 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "i32", file: !3, line: 20, baseType: !14)
!16 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 32)
!18 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "u16", file: !3, line: 19, baseType: !20)
!20 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!21 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 32)
!23 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 32)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 32)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 32)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 32)
!28 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 32)
!30 = !DIBasicType(name: "long double", size: 96, encoding: DW_ATE_float)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 32)
!32 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!33 = !{!34, !40, !42, !44, !52, !57, !59, !64, !69, !0, !74, !82, !84, !89, !91, !93, !95, !100, !106, !109, !111, !114, !116, !118, !120, !125, !130, !133, !135, !140, !145, !150, !155, !157, !162, !164, !169, !174, !179, !181, !186, !188, !190, !195, !200, !202, !204, !206, !208, !210, !212, !217, !222, !224, !227, !229, !231, !233, !238, !240, !242, !244, !246, !248, !250}
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(name: "stdin", scope: !2, file: !3, line: 49, type: !36, isLocal: false, isDefinition: true)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 32)
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
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 32)
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
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !77, size: 1024, elements: !80)
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 32)
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
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !103, size: 2048, elements: !98)
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 32)
!104 = !DISubroutineType(types: !105)
!105 = !{null, !8}
!106 = !DIGlobalVariableExpression(var: !107, expr: !DIExpression())
!107 = distinct !DIGlobalVariable(name: "key_value", scope: !2, file: !3, line: 569, type: !108, isLocal: true, isDefinition: true)
!108 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 2048, elements: !98)
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
!123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 32)
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
!252 = !DICompositeType(tag: DW_TAG_array_type, baseType: !253, size: 1152, elements: !254)
!253 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!254 = !{!255}
!255 = !DISubrange(count: 36)
!256 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression(DW_OP_deref_size, 1, DW_OP_constu, 1, DW_OP_mul, DW_OP_constu, 0, DW_OP_plus, DW_OP_stack_value))
!257 = !{i32 1, !"NumRegisterParameters", i32 0}
!258 = !{i32 7, !"Dwarf Version", i32 5}
!259 = !{i32 2, !"Debug Info Version", i32 3}
!260 = !{i32 1, !"wchar_size", i32 4}
!261 = !{i32 8, !"PIC Level", i32 2}
!262 = !{i32 7, !"PIE Level", i32 2}
!263 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!264 = distinct !DISubprogram(name: "__errno_location", scope: !3, file: !3, line: 35, type: !265, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!265 = !DISubroutineType(types: !266)
!266 = !{!22}
!267 = !DILocation(line: 35, column: 39, scope: !264)
!268 = !DILocation(line: 35, column: 31, scope: !264)
!269 = distinct !DISubprogram(name: "atexit", scope: !3, file: !3, line: 59, type: !270, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !272)
!270 = !DISubroutineType(types: !271)
!271 = !{!14, !77}
!272 = !{!273}
!273 = !DILocalVariable(name: "f", arg: 1, scope: !269, file: !3, line: 59, type: !77)
!274 = !DILocation(line: 0, scope: !269)
!275 = !DILocation(line: 60, column: 7, scope: !276)
!276 = distinct !DILexicalBlock(scope: !269, file: !3, line: 60, column: 7)
!277 = !{!278, !278, i64 0}
!278 = !{!"int", !279, i64 0}
!279 = !{!"omnipotent char", !280, i64 0}
!280 = !{!"Simple C/C++ TBAA"}
!281 = !DILocation(line: 60, column: 16, scope: !276)
!282 = !DILocation(line: 60, column: 7, scope: !269)
!283 = !DILocation(line: 62, column: 22, scope: !269)
!284 = !DILocation(line: 62, column: 3, scope: !269)
!285 = !DILocation(line: 62, column: 26, scope: !269)
!286 = !{!287, !287, i64 0}
!287 = !{!"any pointer", !279, i64 0}
!288 = !DILocation(line: 63, column: 3, scope: !269)
!289 = !DILocation(line: 64, column: 1, scope: !269)
!290 = distinct !DISubprogram(name: "exit", scope: !3, file: !3, line: 66, type: !291, scopeLine: 66, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !293)
!291 = !DISubroutineType(types: !292)
!292 = !{null, !14}
!293 = !{!294, !295}
!294 = !DILocalVariable(name: "code", arg: 1, scope: !290, file: !3, line: 66, type: !14)
!295 = !DILocalVariable(name: "f", scope: !296, file: !3, line: 68, type: !77)
!296 = distinct !DILexicalBlock(scope: !290, file: !3, line: 67, column: 24)
!297 = !DILocation(line: 0, scope: !290)
!298 = !DILocation(line: 67, column: 10, scope: !290)
!299 = !DILocation(line: 67, column: 19, scope: !290)
!300 = !DILocation(line: 67, column: 3, scope: !290)
!301 = !DILocation(line: 68, column: 34, scope: !296)
!302 = !DILocation(line: 68, column: 23, scope: !296)
!303 = !DILocation(line: 0, scope: !296)
!304 = !DILocation(line: 69, column: 5, scope: !296)
!305 = distinct !{!305, !300, !306, !307}
!306 = !DILocation(line: 70, column: 3, scope: !290)
!307 = !{!"llvm.loop.mustprogress"}
!308 = !DILocation(line: 71, column: 3, scope: !290)
!309 = !DISubprogram(name: "__pancam_exit", scope: !3, file: !3, line: 28, type: !291, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!310 = distinct !DISubprogram(name: "memcmp", scope: !3, file: !3, line: 76, type: !311, scopeLine: 76, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !316)
!311 = !DISubroutineType(types: !312)
!312 = !{!14, !313, !313, !315}
!313 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !314, size: 32)
!314 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!315 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !3, line: 17, baseType: !16)
!316 = !{!317, !318, !319, !320, !321, !322}
!317 = !DILocalVariable(name: "a", arg: 1, scope: !310, file: !3, line: 76, type: !313)
!318 = !DILocalVariable(name: "b", arg: 2, scope: !310, file: !3, line: 76, type: !313)
!319 = !DILocalVariable(name: "n", arg: 3, scope: !310, file: !3, line: 76, type: !315)
!320 = !DILocalVariable(name: "p", scope: !310, file: !3, line: 77, type: !9)
!321 = !DILocalVariable(name: "q", scope: !310, file: !3, line: 77, type: !9)
!322 = !DILocalVariable(name: "i", scope: !323, file: !3, line: 78, type: !315)
!323 = distinct !DILexicalBlock(scope: !310, file: !3, line: 78, column: 3)
!324 = !DILocation(line: 0, scope: !310)
!325 = !DILocation(line: 0, scope: !323)
!326 = !DILocation(line: 78, column: 24, scope: !327)
!327 = distinct !DILexicalBlock(scope: !323, file: !3, line: 78, column: 3)
!328 = !DILocation(line: 78, column: 3, scope: !323)
!329 = !DILocation(line: 78, column: 30, scope: !327)
!330 = distinct !{!330, !328, !331, !307}
!331 = !DILocation(line: 80, column: 33, scope: !323)
!332 = !DILocation(line: 79, column: 9, scope: !333)
!333 = distinct !DILexicalBlock(scope: !327, file: !3, line: 79, column: 9)
!334 = !{!279, !279, i64 0}
!335 = !DILocation(line: 79, column: 17, scope: !333)
!336 = !DILocation(line: 79, column: 14, scope: !333)
!337 = !DILocation(line: 79, column: 9, scope: !327)
!338 = !DILocation(line: 80, column: 19, scope: !333)
!339 = !DILocation(line: 80, column: 14, scope: !333)
!340 = !DILocation(line: 80, column: 7, scope: !333)
!341 = !DILocation(line: 82, column: 1, scope: !310)
!342 = distinct !DISubprogram(name: "bcmp", scope: !3, file: !3, line: 84, type: !311, scopeLine: 84, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !343)
!343 = !{!344, !345, !346}
!344 = !DILocalVariable(name: "a", arg: 1, scope: !342, file: !3, line: 84, type: !313)
!345 = !DILocalVariable(name: "b", arg: 2, scope: !342, file: !3, line: 84, type: !313)
!346 = !DILocalVariable(name: "n", arg: 3, scope: !342, file: !3, line: 84, type: !315)
!347 = !DILocation(line: 0, scope: !342)
!348 = !DILocation(line: 0, scope: !310, inlinedAt: !349)
!349 = distinct !DILocation(line: 84, column: 59, scope: !342)
!350 = !DILocation(line: 0, scope: !323, inlinedAt: !349)
!351 = !DILocation(line: 78, column: 24, scope: !327, inlinedAt: !349)
!352 = !DILocation(line: 78, column: 3, scope: !323, inlinedAt: !349)
!353 = !DILocation(line: 78, column: 30, scope: !327, inlinedAt: !349)
!354 = distinct !{!354, !352, !355, !307}
!355 = !DILocation(line: 80, column: 33, scope: !323, inlinedAt: !349)
!356 = !DILocation(line: 79, column: 9, scope: !333, inlinedAt: !349)
!357 = !DILocation(line: 79, column: 17, scope: !333, inlinedAt: !349)
!358 = !DILocation(line: 79, column: 14, scope: !333, inlinedAt: !349)
!359 = !DILocation(line: 79, column: 9, scope: !327, inlinedAt: !349)
!360 = !DILocation(line: 84, column: 52, scope: !342)
!361 = distinct !DISubprogram(name: "mempcpy", scope: !3, file: !3, line: 86, type: !362, scopeLine: 86, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !364)
!362 = !DISubroutineType(types: !363)
!363 = !{!8, !8, !313, !315}
!364 = !{!365, !366, !367}
!365 = !DILocalVariable(name: "d", arg: 1, scope: !361, file: !3, line: 86, type: !8)
!366 = !DILocalVariable(name: "s", arg: 2, scope: !361, file: !3, line: 86, type: !313)
!367 = !DILocalVariable(name: "n", arg: 3, scope: !361, file: !3, line: 86, type: !315)
!368 = !DILocation(line: 0, scope: !361)
!369 = !DILocation(line: 86, column: 66, scope: !361)
!370 = !DILocation(line: 86, column: 82, scope: !361)
!371 = !DILocation(line: 86, column: 51, scope: !361)
!372 = !DISubprogram(name: "memcpy", scope: !3, file: !3, line: 25, type: !362, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!373 = distinct !DISubprogram(name: "memrchr", scope: !3, file: !3, line: 88, type: !374, scopeLine: 88, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !376)
!374 = !DISubroutineType(types: !375)
!375 = !{!8, !313, !14, !315}
!376 = !{!377, !378, !379, !380}
!377 = !DILocalVariable(name: "s", arg: 1, scope: !373, file: !3, line: 88, type: !313)
!378 = !DILocalVariable(name: "c", arg: 2, scope: !373, file: !3, line: 88, type: !14)
!379 = !DILocalVariable(name: "n", arg: 3, scope: !373, file: !3, line: 88, type: !315)
!380 = !DILocalVariable(name: "p", scope: !373, file: !3, line: 89, type: !9)
!381 = !DILocation(line: 0, scope: !373)
!382 = !DILocation(line: 90, column: 3, scope: !373)
!383 = !DILocation(line: 90, column: 12, scope: !373)
!384 = !DILocation(line: 91, column: 6, scope: !385)
!385 = distinct !DILexicalBlock(scope: !373, file: !3, line: 90, column: 17)
!386 = !DILocation(line: 92, column: 9, scope: !387)
!387 = distinct !DILexicalBlock(scope: !385, file: !3, line: 92, column: 9)
!388 = !DILocation(line: 92, column: 14, scope: !387)
!389 = !DILocation(line: 92, column: 9, scope: !385)
!390 = distinct !{!390, !382, !391, !307}
!391 = !DILocation(line: 94, column: 3, scope: !373)
!392 = !DILocation(line: 96, column: 1, scope: !373)
!393 = distinct !DISubprogram(name: "memchr", scope: !3, file: !3, line: 98, type: !374, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !394)
!394 = !{!395, !396, !397, !398, !399}
!395 = !DILocalVariable(name: "s", arg: 1, scope: !393, file: !3, line: 98, type: !313)
!396 = !DILocalVariable(name: "c", arg: 2, scope: !393, file: !3, line: 98, type: !14)
!397 = !DILocalVariable(name: "n", arg: 3, scope: !393, file: !3, line: 98, type: !315)
!398 = !DILocalVariable(name: "p", scope: !393, file: !3, line: 99, type: !9)
!399 = !DILocalVariable(name: "i", scope: !400, file: !3, line: 100, type: !315)
!400 = distinct !DILexicalBlock(scope: !393, file: !3, line: 100, column: 3)
!401 = !DILocation(line: 0, scope: !393)
!402 = !DILocation(line: 0, scope: !400)
!403 = !DILocation(line: 100, column: 24, scope: !404)
!404 = distinct !DILexicalBlock(scope: !400, file: !3, line: 100, column: 3)
!405 = !DILocation(line: 100, column: 3, scope: !400)
!406 = !DILocation(line: 101, column: 9, scope: !407)
!407 = distinct !DILexicalBlock(scope: !404, file: !3, line: 101, column: 9)
!408 = !DILocation(line: 101, column: 14, scope: !407)
!409 = !DILocation(line: 101, column: 9, scope: !404)
!410 = !DILocation(line: 100, column: 30, scope: !404)
!411 = distinct !{!411, !405, !412, !307}
!412 = !DILocation(line: 102, column: 28, scope: !400)
!413 = !DILocation(line: 104, column: 1, scope: !393)
!414 = distinct !DISubprogram(name: "strnlen", scope: !3, file: !3, line: 106, type: !415, scopeLine: 106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !417)
!415 = !DISubroutineType(types: !416)
!416 = !{!315, !17, !315}
!417 = !{!418, !419, !420}
!418 = !DILocalVariable(name: "s", arg: 1, scope: !414, file: !3, line: 106, type: !17)
!419 = !DILocalVariable(name: "n", arg: 2, scope: !414, file: !3, line: 106, type: !315)
!420 = !DILocalVariable(name: "i", scope: !414, file: !3, line: 107, type: !315)
!421 = !DILocation(line: 0, scope: !414)
!422 = !DILocation(line: 108, column: 12, scope: !414)
!423 = !DILocation(line: 108, column: 16, scope: !414)
!424 = !DILocation(line: 108, column: 19, scope: !414)
!425 = !DILocation(line: 108, column: 3, scope: !414)
!426 = !DILocation(line: 109, column: 6, scope: !414)
!427 = distinct !{!427, !425, !426, !307}
!428 = !DILocation(line: 110, column: 3, scope: !414)
!429 = distinct !DISubprogram(name: "strcmp", scope: !3, file: !3, line: 113, type: !430, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !432)
!430 = !DISubroutineType(types: !431)
!431 = !{!14, !17, !17}
!432 = !{!433, !434, !435, !436}
!433 = !DILocalVariable(name: "a", arg: 1, scope: !429, file: !3, line: 113, type: !17)
!434 = !DILocalVariable(name: "b", arg: 2, scope: !429, file: !3, line: 113, type: !17)
!435 = !DILocalVariable(name: "p", scope: !429, file: !3, line: 114, type: !9)
!436 = !DILocalVariable(name: "q", scope: !429, file: !3, line: 114, type: !9)
!437 = !DILocation(line: 0, scope: !429)
!438 = !DILocation(line: 115, column: 10, scope: !429)
!439 = !DILocation(line: 115, column: 13, scope: !429)
!440 = !DILocation(line: 115, column: 22, scope: !429)
!441 = !DILocation(line: 115, column: 19, scope: !429)
!442 = !DILocation(line: 115, column: 3, scope: !429)
!443 = !DILocation(line: 116, column: 6, scope: !444)
!444 = distinct !DILexicalBlock(scope: !429, file: !3, line: 115, column: 26)
!445 = !DILocation(line: 117, column: 6, scope: !444)
!446 = distinct !{!446, !442, !447, !307}
!447 = !DILocation(line: 118, column: 3, scope: !429)
!448 = !DILocation(line: 119, column: 16, scope: !429)
!449 = !DILocation(line: 119, column: 14, scope: !429)
!450 = !DILocation(line: 119, column: 26, scope: !429)
!451 = !DILocation(line: 119, column: 20, scope: !429)
!452 = !DILocation(line: 119, column: 3, scope: !429)
!453 = distinct !DISubprogram(name: "strncmp", scope: !3, file: !3, line: 122, type: !454, scopeLine: 122, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !456)
!454 = !DISubroutineType(types: !455)
!455 = !{!14, !17, !17, !315}
!456 = !{!457, !458, !459, !460, !461, !462}
!457 = !DILocalVariable(name: "a", arg: 1, scope: !453, file: !3, line: 122, type: !17)
!458 = !DILocalVariable(name: "b", arg: 2, scope: !453, file: !3, line: 122, type: !17)
!459 = !DILocalVariable(name: "n", arg: 3, scope: !453, file: !3, line: 122, type: !315)
!460 = !DILocalVariable(name: "p", scope: !453, file: !3, line: 123, type: !9)
!461 = !DILocalVariable(name: "q", scope: !453, file: !3, line: 123, type: !9)
!462 = !DILocalVariable(name: "i", scope: !463, file: !3, line: 124, type: !315)
!463 = distinct !DILexicalBlock(scope: !453, file: !3, line: 124, column: 3)
!464 = !DILocation(line: 0, scope: !453)
!465 = !DILocation(line: 0, scope: !463)
!466 = !DILocation(line: 124, column: 24, scope: !467)
!467 = distinct !DILexicalBlock(scope: !463, file: !3, line: 124, column: 3)
!468 = !DILocation(line: 124, column: 3, scope: !463)
!469 = !DILocation(line: 125, column: 9, scope: !470)
!470 = distinct !DILexicalBlock(scope: !471, file: !3, line: 125, column: 9)
!471 = distinct !DILexicalBlock(scope: !467, file: !3, line: 124, column: 34)
!472 = !DILocation(line: 125, column: 17, scope: !470)
!473 = !DILocation(line: 125, column: 14, scope: !470)
!474 = !DILocation(line: 125, column: 9, scope: !471)
!475 = !DILocation(line: 126, column: 20, scope: !470)
!476 = !DILocation(line: 126, column: 36, scope: !470)
!477 = !DILocation(line: 126, column: 28, scope: !470)
!478 = !DILocation(line: 126, column: 7, scope: !470)
!479 = !DILocation(line: 127, column: 10, scope: !480)
!480 = distinct !DILexicalBlock(scope: !471, file: !3, line: 127, column: 9)
!481 = !DILocation(line: 127, column: 9, scope: !471)
!482 = distinct !{!482, !468, !483, !307}
!483 = !DILocation(line: 129, column: 3, scope: !463)
!484 = !DILocation(line: 131, column: 1, scope: !453)
!485 = distinct !DISubprogram(name: "strcpy", scope: !3, file: !3, line: 133, type: !47, scopeLine: 133, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !486)
!486 = !{!487, !488, !489}
!487 = !DILocalVariable(name: "d", arg: 1, scope: !485, file: !3, line: 133, type: !5)
!488 = !DILocalVariable(name: "s", arg: 2, scope: !485, file: !3, line: 133, type: !17)
!489 = !DILocalVariable(name: "r", scope: !485, file: !3, line: 134, type: !5)
!490 = !DILocation(line: 0, scope: !485)
!491 = !DILocation(line: 135, column: 3, scope: !485)
!492 = !DILocation(line: 135, column: 20, scope: !485)
!493 = !DILocation(line: 135, column: 18, scope: !485)
!494 = !DILocation(line: 135, column: 13, scope: !485)
!495 = !DILocation(line: 135, column: 16, scope: !485)
!496 = distinct !{!496, !491, !497, !307}
!497 = !DILocation(line: 136, column: 5, scope: !485)
!498 = !DILocation(line: 137, column: 3, scope: !485)
!499 = distinct !DISubprogram(name: "stpcpy", scope: !3, file: !3, line: 140, type: !47, scopeLine: 140, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !500)
!500 = !{!501, !502}
!501 = !DILocalVariable(name: "d", arg: 1, scope: !499, file: !3, line: 140, type: !5)
!502 = !DILocalVariable(name: "s", arg: 2, scope: !499, file: !3, line: 140, type: !17)
!503 = !DILocation(line: 0, scope: !499)
!504 = !DILocation(line: 141, column: 16, scope: !499)
!505 = !DILocation(line: 141, column: 14, scope: !499)
!506 = !DILocation(line: 141, column: 3, scope: !499)
!507 = !DILocation(line: 141, column: 18, scope: !499)
!508 = !DILocation(line: 142, column: 6, scope: !499)
!509 = distinct !{!509, !506, !508, !307}
!510 = !DILocation(line: 143, column: 3, scope: !499)
!511 = distinct !DISubprogram(name: "stpncpy", scope: !3, file: !3, line: 146, type: !512, scopeLine: 146, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !514)
!512 = !DISubroutineType(types: !513)
!513 = !{!5, !5, !17, !315}
!514 = !{!515, !516, !517, !518, !519}
!515 = !DILocalVariable(name: "d", arg: 1, scope: !511, file: !3, line: 146, type: !5)
!516 = !DILocalVariable(name: "s", arg: 2, scope: !511, file: !3, line: 146, type: !17)
!517 = !DILocalVariable(name: "n", arg: 3, scope: !511, file: !3, line: 146, type: !315)
!518 = !DILocalVariable(name: "i", scope: !511, file: !3, line: 147, type: !315)
!519 = !DILocalVariable(name: "end", scope: !511, file: !3, line: 150, type: !5)
!520 = !DILocation(line: 0, scope: !511)
!521 = !DILocation(line: 148, column: 12, scope: !522)
!522 = distinct !DILexicalBlock(scope: !523, file: !3, line: 148, column: 3)
!523 = distinct !DILexicalBlock(scope: !511, file: !3, line: 148, column: 3)
!524 = !DILocation(line: 148, column: 16, scope: !522)
!525 = !DILocation(line: 148, column: 19, scope: !522)
!526 = !DILocation(line: 148, column: 3, scope: !523)
!527 = !DILocation(line: 149, column: 5, scope: !522)
!528 = !DILocation(line: 149, column: 10, scope: !522)
!529 = !DILocation(line: 148, column: 26, scope: !522)
!530 = distinct !{!530, !526, !531, !307}
!531 = !DILocation(line: 149, column: 15, scope: !523)
!532 = !DILocation(line: 151, column: 12, scope: !533)
!533 = distinct !DILexicalBlock(scope: !534, file: !3, line: 151, column: 3)
!534 = distinct !DILexicalBlock(scope: !511, file: !3, line: 151, column: 3)
!535 = !DILocation(line: 151, column: 3, scope: !534)
!536 = !DILocation(line: 152, column: 5, scope: !533)
!537 = !DILocation(line: 152, column: 10, scope: !533)
!538 = !DILocation(line: 151, column: 18, scope: !533)
!539 = distinct !{!539, !540}
!540 = !{!"llvm.loop.unroll.disable"}
!541 = distinct !{!541, !535, !542, !307}
!542 = !DILocation(line: 152, column: 12, scope: !534)
!543 = !DILocation(line: 150, column: 17, scope: !511)
!544 = !DILocation(line: 153, column: 3, scope: !511)
!545 = distinct !DISubprogram(name: "strchrnul", scope: !3, file: !3, line: 156, type: !546, scopeLine: 156, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !548)
!546 = !DISubroutineType(types: !547)
!547 = !{!5, !17, !14}
!548 = !{!549, !550}
!549 = !DILocalVariable(name: "s", arg: 1, scope: !545, file: !3, line: 156, type: !17)
!550 = !DILocalVariable(name: "c", arg: 2, scope: !545, file: !3, line: 156, type: !14)
!551 = !DILocation(line: 0, scope: !545)
!552 = !DILocation(line: 157, column: 10, scope: !545)
!553 = !DILocation(line: 157, column: 13, scope: !545)
!554 = !DILocation(line: 157, column: 19, scope: !545)
!555 = !DILocation(line: 157, column: 3, scope: !545)
!556 = !DILocation(line: 158, column: 6, scope: !545)
!557 = distinct !{!557, !555, !556, !307}
!558 = !DILocation(line: 159, column: 3, scope: !545)
!559 = distinct !DISubprogram(name: "strncpy", scope: !3, file: !3, line: 162, type: !512, scopeLine: 162, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !560)
!560 = !{!561, !562, !563, !564}
!561 = !DILocalVariable(name: "d", arg: 1, scope: !559, file: !3, line: 162, type: !5)
!562 = !DILocalVariable(name: "s", arg: 2, scope: !559, file: !3, line: 162, type: !17)
!563 = !DILocalVariable(name: "n", arg: 3, scope: !559, file: !3, line: 162, type: !315)
!564 = !DILocalVariable(name: "i", scope: !559, file: !3, line: 163, type: !315)
!565 = !DILocation(line: 0, scope: !559)
!566 = !DILocation(line: 164, column: 12, scope: !567)
!567 = distinct !DILexicalBlock(scope: !568, file: !3, line: 164, column: 3)
!568 = distinct !DILexicalBlock(scope: !559, file: !3, line: 164, column: 3)
!569 = !DILocation(line: 164, column: 16, scope: !567)
!570 = !DILocation(line: 164, column: 19, scope: !567)
!571 = !DILocation(line: 164, column: 3, scope: !568)
!572 = !DILocation(line: 165, column: 5, scope: !567)
!573 = !DILocation(line: 165, column: 10, scope: !567)
!574 = !DILocation(line: 164, column: 26, scope: !567)
!575 = distinct !{!575, !571, !576, !307}
!576 = !DILocation(line: 165, column: 15, scope: !568)
!577 = !DILocation(line: 166, column: 12, scope: !578)
!578 = distinct !DILexicalBlock(scope: !579, file: !3, line: 166, column: 3)
!579 = distinct !DILexicalBlock(scope: !559, file: !3, line: 166, column: 3)
!580 = !DILocation(line: 166, column: 3, scope: !579)
!581 = !DILocation(line: 167, column: 5, scope: !578)
!582 = !DILocation(line: 167, column: 10, scope: !578)
!583 = !DILocation(line: 166, column: 18, scope: !578)
!584 = distinct !{!584, !540}
!585 = distinct !{!585, !580, !586, !307}
!586 = !DILocation(line: 167, column: 12, scope: !579)
!587 = !DILocation(line: 168, column: 3, scope: !559)
!588 = distinct !DISubprogram(name: "strcat", scope: !3, file: !3, line: 171, type: !47, scopeLine: 171, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !589)
!589 = !{!590, !591}
!590 = !DILocalVariable(name: "d", arg: 1, scope: !588, file: !3, line: 171, type: !5)
!591 = !DILocalVariable(name: "s", arg: 2, scope: !588, file: !3, line: 171, type: !17)
!592 = !DILocation(line: 0, scope: !588)
!593 = !DILocation(line: 172, column: 14, scope: !588)
!594 = !DILocation(line: 172, column: 12, scope: !588)
!595 = !DILocation(line: 0, scope: !485, inlinedAt: !596)
!596 = distinct !DILocation(line: 172, column: 3, scope: !588)
!597 = !DILocation(line: 135, column: 3, scope: !485, inlinedAt: !596)
!598 = !DILocation(line: 135, column: 20, scope: !485, inlinedAt: !596)
!599 = !DILocation(line: 135, column: 18, scope: !485, inlinedAt: !596)
!600 = !DILocation(line: 135, column: 13, scope: !485, inlinedAt: !596)
!601 = !DILocation(line: 135, column: 16, scope: !485, inlinedAt: !596)
!602 = distinct !{!602, !597, !603, !307}
!603 = !DILocation(line: 136, column: 5, scope: !485, inlinedAt: !596)
!604 = !DILocation(line: 173, column: 3, scope: !588)
!605 = !DISubprogram(name: "strlen", scope: !3, file: !3, line: 27, type: !606, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!606 = !DISubroutineType(types: !607)
!607 = !{!315, !17}
!608 = distinct !DISubprogram(name: "strncat", scope: !3, file: !3, line: 176, type: !512, scopeLine: 176, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !609)
!609 = !{!610, !611, !612, !613, !614}
!610 = !DILocalVariable(name: "d", arg: 1, scope: !608, file: !3, line: 176, type: !5)
!611 = !DILocalVariable(name: "s", arg: 2, scope: !608, file: !3, line: 176, type: !17)
!612 = !DILocalVariable(name: "n", arg: 3, scope: !608, file: !3, line: 176, type: !315)
!613 = !DILocalVariable(name: "e", scope: !608, file: !3, line: 177, type: !5)
!614 = !DILocalVariable(name: "i", scope: !608, file: !3, line: 178, type: !315)
!615 = !DILocation(line: 0, scope: !608)
!616 = !DILocation(line: 177, column: 17, scope: !608)
!617 = !DILocation(line: 177, column: 15, scope: !608)
!618 = !DILocation(line: 179, column: 12, scope: !619)
!619 = distinct !DILexicalBlock(scope: !620, file: !3, line: 179, column: 3)
!620 = distinct !DILexicalBlock(scope: !608, file: !3, line: 179, column: 3)
!621 = !DILocation(line: 179, column: 16, scope: !619)
!622 = !DILocation(line: 179, column: 19, scope: !619)
!623 = !DILocation(line: 179, column: 3, scope: !620)
!624 = !DILocation(line: 180, column: 5, scope: !619)
!625 = !DILocation(line: 180, column: 10, scope: !619)
!626 = !DILocation(line: 179, column: 26, scope: !619)
!627 = distinct !{!627, !623, !628, !307}
!628 = !DILocation(line: 180, column: 15, scope: !620)
!629 = !DILocation(line: 181, column: 3, scope: !608)
!630 = !DILocation(line: 181, column: 8, scope: !608)
!631 = !DILocation(line: 182, column: 3, scope: !608)
!632 = distinct !DISubprogram(name: "strchr", scope: !3, file: !3, line: 185, type: !546, scopeLine: 185, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !633)
!633 = !{!634, !635}
!634 = !DILocalVariable(name: "s", arg: 1, scope: !632, file: !3, line: 185, type: !17)
!635 = !DILocalVariable(name: "c", arg: 2, scope: !632, file: !3, line: 185, type: !14)
!636 = !DILocation(line: 0, scope: !632)
!637 = !DILocation(line: 187, column: 9, scope: !638)
!638 = distinct !DILexicalBlock(scope: !639, file: !3, line: 187, column: 9)
!639 = distinct !DILexicalBlock(scope: !640, file: !3, line: 186, column: 16)
!640 = distinct !DILexicalBlock(scope: !641, file: !3, line: 186, column: 3)
!641 = distinct !DILexicalBlock(scope: !632, file: !3, line: 186, column: 3)
!642 = !DILocation(line: 187, column: 12, scope: !638)
!643 = !DILocation(line: 187, column: 9, scope: !639)
!644 = !DILocation(line: 189, column: 10, scope: !645)
!645 = distinct !DILexicalBlock(scope: !639, file: !3, line: 189, column: 9)
!646 = !DILocation(line: 189, column: 9, scope: !639)
!647 = !DILocation(line: 186, column: 12, scope: !640)
!648 = distinct !{!648, !649, !650}
!649 = !DILocation(line: 186, column: 3, scope: !641)
!650 = !DILocation(line: 191, column: 3, scope: !641)
!651 = !DILocation(line: 0, scope: !639)
!652 = !DILocation(line: 192, column: 1, scope: !632)
!653 = distinct !DISubprogram(name: "strrchr", scope: !3, file: !3, line: 194, type: !546, scopeLine: 194, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !654)
!654 = !{!655, !656, !657}
!655 = !DILocalVariable(name: "s", arg: 1, scope: !653, file: !3, line: 194, type: !17)
!656 = !DILocalVariable(name: "c", arg: 2, scope: !653, file: !3, line: 194, type: !14)
!657 = !DILocalVariable(name: "last", scope: !653, file: !3, line: 195, type: !17)
!658 = !DILocation(line: 0, scope: !653)
!659 = !DILocation(line: 196, column: 3, scope: !653)
!660 = !DILocation(line: 197, column: 9, scope: !661)
!661 = distinct !DILexicalBlock(scope: !662, file: !3, line: 197, column: 9)
!662 = distinct !DILexicalBlock(scope: !663, file: !3, line: 196, column: 16)
!663 = distinct !DILexicalBlock(scope: !664, file: !3, line: 196, column: 3)
!664 = distinct !DILexicalBlock(scope: !653, file: !3, line: 196, column: 3)
!665 = !DILocation(line: 197, column: 12, scope: !661)
!666 = !DILocation(line: 197, column: 9, scope: !662)
!667 = !DILocation(line: 199, column: 10, scope: !668)
!668 = distinct !DILexicalBlock(scope: !662, file: !3, line: 199, column: 9)
!669 = !DILocation(line: 196, column: 12, scope: !663)
!670 = !DILocation(line: 199, column: 9, scope: !662)
!671 = distinct !{!671, !672, !673}
!672 = !DILocation(line: 196, column: 3, scope: !664)
!673 = !DILocation(line: 201, column: 3, scope: !664)
!674 = !DILocation(line: 200, column: 7, scope: !668)
!675 = distinct !DISubprogram(name: "strstr", scope: !3, file: !3, line: 204, type: !676, scopeLine: 204, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !678)
!676 = !DISubroutineType(types: !677)
!677 = !{!5, !17, !17}
!678 = !{!679, !680, !681}
!679 = !DILocalVariable(name: "h", arg: 1, scope: !675, file: !3, line: 204, type: !17)
!680 = !DILocalVariable(name: "n", arg: 2, scope: !675, file: !3, line: 204, type: !17)
!681 = !DILocalVariable(name: "m", scope: !675, file: !3, line: 205, type: !315)
!682 = !DILocation(line: 0, scope: !675)
!683 = !DILocation(line: 205, column: 14, scope: !675)
!684 = !DILocation(line: 206, column: 9, scope: !685)
!685 = distinct !DILexicalBlock(scope: !675, file: !3, line: 206, column: 7)
!686 = !DILocation(line: 206, column: 7, scope: !675)
!687 = !DILocation(line: 208, column: 10, scope: !688)
!688 = distinct !DILexicalBlock(scope: !689, file: !3, line: 208, column: 3)
!689 = distinct !DILexicalBlock(scope: !675, file: !3, line: 208, column: 3)
!690 = !DILocation(line: 208, column: 3, scope: !689)
!691 = !DILocation(line: 209, column: 12, scope: !692)
!692 = distinct !DILexicalBlock(scope: !688, file: !3, line: 209, column: 9)
!693 = !DILocation(line: 209, column: 18, scope: !692)
!694 = !DILocation(line: 0, scope: !463, inlinedAt: !695)
!695 = distinct !DILocation(line: 209, column: 21, scope: !692)
!696 = !DILocation(line: 125, column: 9, scope: !470, inlinedAt: !695)
!697 = !DILocation(line: 125, column: 17, scope: !470, inlinedAt: !695)
!698 = !DILocation(line: 125, column: 14, scope: !470, inlinedAt: !695)
!699 = !DILocation(line: 125, column: 9, scope: !471, inlinedAt: !695)
!700 = !DILocation(line: 127, column: 10, scope: !480, inlinedAt: !695)
!701 = !DILocation(line: 127, column: 9, scope: !471, inlinedAt: !695)
!702 = distinct !{!702, !703, !704, !307}
!703 = !DILocation(line: 124, column: 3, scope: !463, inlinedAt: !695)
!704 = !DILocation(line: 129, column: 3, scope: !463, inlinedAt: !695)
!705 = !DILocation(line: 208, column: 15, scope: !688)
!706 = distinct !{!706, !690, !707, !307}
!707 = !DILocation(line: 210, column: 22, scope: !689)
!708 = !DILocation(line: 212, column: 1, scope: !675)
!709 = distinct !DISubprogram(name: "strspn", scope: !3, file: !3, line: 214, type: !710, scopeLine: 214, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !712)
!710 = !DISubroutineType(types: !711)
!711 = !{!315, !17, !17}
!712 = !{!713, !714, !715}
!713 = !DILocalVariable(name: "s", arg: 1, scope: !709, file: !3, line: 214, type: !17)
!714 = !DILocalVariable(name: "accept", arg: 2, scope: !709, file: !3, line: 214, type: !17)
!715 = !DILocalVariable(name: "i", scope: !709, file: !3, line: 215, type: !315)
!716 = !DILocation(line: 0, scope: !709)
!717 = !DILocation(line: 216, column: 10, scope: !709)
!718 = !DILocation(line: 216, column: 15, scope: !709)
!719 = !DILocation(line: 0, scope: !632, inlinedAt: !720)
!720 = distinct !DILocation(line: 216, column: 18, scope: !709)
!721 = !DILocation(line: 187, column: 12, scope: !638, inlinedAt: !720)
!722 = !DILocation(line: 187, column: 9, scope: !639, inlinedAt: !720)
!723 = !DILocation(line: 189, column: 10, scope: !645, inlinedAt: !720)
!724 = !DILocation(line: 189, column: 9, scope: !639, inlinedAt: !720)
!725 = !DILocation(line: 186, column: 12, scope: !640, inlinedAt: !720)
!726 = !DILocation(line: 187, column: 9, scope: !638, inlinedAt: !720)
!727 = distinct !{!727, !728, !729}
!728 = !DILocation(line: 186, column: 3, scope: !641, inlinedAt: !720)
!729 = !DILocation(line: 191, column: 3, scope: !641, inlinedAt: !720)
!730 = !DILocation(line: 217, column: 6, scope: !709)
!731 = distinct !{!731, !732, !730, !307}
!732 = !DILocation(line: 216, column: 3, scope: !709)
!733 = !DILocation(line: 218, column: 3, scope: !709)
!734 = distinct !DISubprogram(name: "strcspn", scope: !3, file: !3, line: 221, type: !710, scopeLine: 221, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !735)
!735 = !{!736, !737, !738}
!736 = !DILocalVariable(name: "s", arg: 1, scope: !734, file: !3, line: 221, type: !17)
!737 = !DILocalVariable(name: "reject", arg: 2, scope: !734, file: !3, line: 221, type: !17)
!738 = !DILocalVariable(name: "i", scope: !734, file: !3, line: 222, type: !315)
!739 = !DILocation(line: 0, scope: !734)
!740 = !DILocation(line: 223, column: 10, scope: !734)
!741 = !DILocation(line: 223, column: 15, scope: !734)
!742 = !DILocation(line: 0, scope: !632, inlinedAt: !743)
!743 = distinct !DILocation(line: 223, column: 19, scope: !734)
!744 = !DILocation(line: 187, column: 12, scope: !638, inlinedAt: !743)
!745 = !DILocation(line: 187, column: 9, scope: !639, inlinedAt: !743)
!746 = !DILocation(line: 189, column: 10, scope: !645, inlinedAt: !743)
!747 = !DILocation(line: 189, column: 9, scope: !639, inlinedAt: !743)
!748 = !DILocation(line: 186, column: 12, scope: !640, inlinedAt: !743)
!749 = !DILocation(line: 187, column: 9, scope: !638, inlinedAt: !743)
!750 = distinct !{!750, !751, !752}
!751 = !DILocation(line: 186, column: 3, scope: !641, inlinedAt: !743)
!752 = !DILocation(line: 191, column: 3, scope: !641, inlinedAt: !743)
!753 = !DILocation(line: 224, column: 6, scope: !734)
!754 = distinct !{!754, !755, !753, !307}
!755 = !DILocation(line: 223, column: 3, scope: !734)
!756 = !DILocation(line: 225, column: 3, scope: !734)
!757 = distinct !DISubprogram(name: "strpbrk", scope: !3, file: !3, line: 228, type: !676, scopeLine: 228, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !758)
!758 = !{!759, !760}
!759 = !DILocalVariable(name: "s", arg: 1, scope: !757, file: !3, line: 228, type: !17)
!760 = !DILocalVariable(name: "accept", arg: 2, scope: !757, file: !3, line: 228, type: !17)
!761 = !DILocation(line: 0, scope: !757)
!762 = !DILocation(line: 0, scope: !734, inlinedAt: !763)
!763 = distinct !DILocation(line: 229, column: 8, scope: !757)
!764 = !DILocation(line: 223, column: 10, scope: !734, inlinedAt: !763)
!765 = !DILocation(line: 223, column: 15, scope: !734, inlinedAt: !763)
!766 = !DILocation(line: 0, scope: !632, inlinedAt: !767)
!767 = distinct !DILocation(line: 223, column: 19, scope: !734, inlinedAt: !763)
!768 = !DILocation(line: 187, column: 12, scope: !638, inlinedAt: !767)
!769 = !DILocation(line: 187, column: 9, scope: !639, inlinedAt: !767)
!770 = !DILocation(line: 189, column: 10, scope: !645, inlinedAt: !767)
!771 = !DILocation(line: 189, column: 9, scope: !639, inlinedAt: !767)
!772 = !DILocation(line: 186, column: 12, scope: !640, inlinedAt: !767)
!773 = !DILocation(line: 187, column: 9, scope: !638, inlinedAt: !767)
!774 = distinct !{!774, !775, !776}
!775 = !DILocation(line: 186, column: 3, scope: !641, inlinedAt: !767)
!776 = !DILocation(line: 191, column: 3, scope: !641, inlinedAt: !767)
!777 = !DILocation(line: 224, column: 6, scope: !734, inlinedAt: !763)
!778 = distinct !{!778, !779, !777, !307}
!779 = !DILocation(line: 223, column: 3, scope: !734, inlinedAt: !763)
!780 = !DILocation(line: 229, column: 5, scope: !757)
!781 = !DILocation(line: 230, column: 10, scope: !757)
!782 = !DILocation(line: 230, column: 3, scope: !757)
!783 = distinct !DISubprogram(name: "strtok_r", scope: !3, file: !3, line: 233, type: !784, scopeLine: 233, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !787)
!784 = !DISubroutineType(types: !785)
!785 = !{!5, !5, !17, !786}
!786 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 32)
!787 = !{!788, !789, !790, !791}
!788 = !DILocalVariable(name: "s", arg: 1, scope: !783, file: !3, line: 233, type: !5)
!789 = !DILocalVariable(name: "delim", arg: 2, scope: !783, file: !3, line: 233, type: !17)
!790 = !DILocalVariable(name: "save", arg: 3, scope: !783, file: !3, line: 233, type: !786)
!791 = !DILocalVariable(name: "end", scope: !783, file: !3, line: 241, type: !5)
!792 = !DILocation(line: 0, scope: !783)
!793 = !DILocation(line: 234, column: 8, scope: !794)
!794 = distinct !DILexicalBlock(scope: !783, file: !3, line: 234, column: 7)
!795 = !DILocation(line: 234, column: 7, scope: !783)
!796 = !DILocation(line: 235, column: 9, scope: !794)
!797 = !DILocation(line: 235, column: 5, scope: !794)
!798 = !DILocation(line: 0, scope: !709, inlinedAt: !799)
!799 = distinct !DILocation(line: 236, column: 8, scope: !783)
!800 = !DILocation(line: 216, column: 10, scope: !709, inlinedAt: !799)
!801 = !DILocation(line: 216, column: 15, scope: !709, inlinedAt: !799)
!802 = !DILocation(line: 0, scope: !632, inlinedAt: !803)
!803 = distinct !DILocation(line: 216, column: 18, scope: !709, inlinedAt: !799)
!804 = !DILocation(line: 187, column: 12, scope: !638, inlinedAt: !803)
!805 = !DILocation(line: 187, column: 9, scope: !639, inlinedAt: !803)
!806 = !DILocation(line: 189, column: 10, scope: !645, inlinedAt: !803)
!807 = !DILocation(line: 189, column: 9, scope: !639, inlinedAt: !803)
!808 = !DILocation(line: 186, column: 12, scope: !640, inlinedAt: !803)
!809 = !DILocation(line: 187, column: 9, scope: !638, inlinedAt: !803)
!810 = distinct !{!810, !811, !812}
!811 = !DILocation(line: 186, column: 3, scope: !641, inlinedAt: !803)
!812 = !DILocation(line: 191, column: 3, scope: !641, inlinedAt: !803)
!813 = !DILocation(line: 217, column: 6, scope: !709, inlinedAt: !799)
!814 = distinct !{!814, !815, !813, !307}
!815 = !DILocation(line: 216, column: 3, scope: !709, inlinedAt: !799)
!816 = !DILocation(line: 236, column: 5, scope: !783)
!817 = !DILocation(line: 237, column: 7, scope: !783)
!818 = !DILocation(line: 0, scope: !734, inlinedAt: !819)
!819 = distinct !DILocation(line: 241, column: 19, scope: !783)
!820 = !DILocation(line: 223, column: 15, scope: !734, inlinedAt: !819)
!821 = !DILocation(line: 0, scope: !632, inlinedAt: !822)
!822 = distinct !DILocation(line: 223, column: 19, scope: !734, inlinedAt: !819)
!823 = !DILocation(line: 187, column: 12, scope: !638, inlinedAt: !822)
!824 = !DILocation(line: 187, column: 9, scope: !639, inlinedAt: !822)
!825 = !DILocation(line: 189, column: 10, scope: !645, inlinedAt: !822)
!826 = !DILocation(line: 189, column: 9, scope: !639, inlinedAt: !822)
!827 = !DILocation(line: 186, column: 12, scope: !640, inlinedAt: !822)
!828 = !DILocation(line: 187, column: 9, scope: !638, inlinedAt: !822)
!829 = distinct !{!829, !830, !831}
!830 = !DILocation(line: 186, column: 3, scope: !641, inlinedAt: !822)
!831 = !DILocation(line: 191, column: 3, scope: !641, inlinedAt: !822)
!832 = !DILocation(line: 224, column: 6, scope: !734, inlinedAt: !819)
!833 = !DILocation(line: 223, column: 10, scope: !734, inlinedAt: !819)
!834 = distinct !{!834, !835, !832, !307}
!835 = !DILocation(line: 223, column: 3, scope: !734, inlinedAt: !819)
!836 = !DILocation(line: 241, column: 17, scope: !783)
!837 = !DILocation(line: 242, column: 7, scope: !838)
!838 = distinct !DILexicalBlock(scope: !783, file: !3, line: 242, column: 7)
!839 = !DILocation(line: 242, column: 7, scope: !783)
!840 = !DILocation(line: 243, column: 9, scope: !838)
!841 = !DILocation(line: 243, column: 12, scope: !838)
!842 = !DILocation(line: 243, column: 5, scope: !838)
!843 = !DILocation(line: 246, column: 1, scope: !783)
!844 = !DILocation(line: 0, scope: !46)
!845 = !DILocation(line: 0, scope: !783, inlinedAt: !846)
!846 = distinct !DILocation(line: 250, column: 10, scope: !46)
!847 = !DILocation(line: 234, column: 8, scope: !794, inlinedAt: !846)
!848 = !DILocation(line: 234, column: 7, scope: !783, inlinedAt: !846)
!849 = !DILocation(line: 0, scope: !709, inlinedAt: !850)
!850 = distinct !DILocation(line: 236, column: 8, scope: !783, inlinedAt: !846)
!851 = !DILocation(line: 216, column: 10, scope: !709, inlinedAt: !850)
!852 = !DILocation(line: 216, column: 15, scope: !709, inlinedAt: !850)
!853 = !DILocation(line: 0, scope: !632, inlinedAt: !854)
!854 = distinct !DILocation(line: 216, column: 18, scope: !709, inlinedAt: !850)
!855 = !DILocation(line: 187, column: 12, scope: !638, inlinedAt: !854)
!856 = !DILocation(line: 187, column: 9, scope: !639, inlinedAt: !854)
!857 = !DILocation(line: 189, column: 10, scope: !645, inlinedAt: !854)
!858 = !DILocation(line: 189, column: 9, scope: !639, inlinedAt: !854)
!859 = !DILocation(line: 186, column: 12, scope: !640, inlinedAt: !854)
!860 = !DILocation(line: 187, column: 9, scope: !638, inlinedAt: !854)
!861 = distinct !{!861, !862, !863}
!862 = !DILocation(line: 186, column: 3, scope: !641, inlinedAt: !854)
!863 = !DILocation(line: 191, column: 3, scope: !641, inlinedAt: !854)
!864 = !DILocation(line: 217, column: 6, scope: !709, inlinedAt: !850)
!865 = distinct !{!865, !866, !864, !307}
!866 = !DILocation(line: 216, column: 3, scope: !709, inlinedAt: !850)
!867 = !DILocation(line: 236, column: 5, scope: !783, inlinedAt: !846)
!868 = !DILocation(line: 237, column: 7, scope: !783, inlinedAt: !846)
!869 = !DILocation(line: 0, scope: !734, inlinedAt: !870)
!870 = distinct !DILocation(line: 241, column: 19, scope: !783, inlinedAt: !846)
!871 = !DILocation(line: 223, column: 15, scope: !734, inlinedAt: !870)
!872 = !DILocation(line: 0, scope: !632, inlinedAt: !873)
!873 = distinct !DILocation(line: 223, column: 19, scope: !734, inlinedAt: !870)
!874 = !DILocation(line: 187, column: 12, scope: !638, inlinedAt: !873)
!875 = !DILocation(line: 187, column: 9, scope: !639, inlinedAt: !873)
!876 = !DILocation(line: 189, column: 10, scope: !645, inlinedAt: !873)
!877 = !DILocation(line: 189, column: 9, scope: !639, inlinedAt: !873)
!878 = !DILocation(line: 186, column: 12, scope: !640, inlinedAt: !873)
!879 = !DILocation(line: 187, column: 9, scope: !638, inlinedAt: !873)
!880 = distinct !{!880, !881, !882}
!881 = !DILocation(line: 186, column: 3, scope: !641, inlinedAt: !873)
!882 = !DILocation(line: 191, column: 3, scope: !641, inlinedAt: !873)
!883 = !DILocation(line: 224, column: 6, scope: !734, inlinedAt: !870)
!884 = !DILocation(line: 223, column: 10, scope: !734, inlinedAt: !870)
!885 = distinct !{!885, !886, !883, !307}
!886 = !DILocation(line: 223, column: 3, scope: !734, inlinedAt: !870)
!887 = !DILocation(line: 241, column: 17, scope: !783, inlinedAt: !846)
!888 = !DILocation(line: 242, column: 7, scope: !838, inlinedAt: !846)
!889 = !DILocation(line: 242, column: 7, scope: !783, inlinedAt: !846)
!890 = !DILocation(line: 243, column: 9, scope: !838, inlinedAt: !846)
!891 = !DILocation(line: 243, column: 12, scope: !838, inlinedAt: !846)
!892 = !DILocation(line: 243, column: 5, scope: !838, inlinedAt: !846)
!893 = !DILocation(line: 250, column: 3, scope: !46)
!894 = distinct !DISubprogram(name: "strdup", scope: !3, file: !3, line: 253, type: !895, scopeLine: 253, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !897)
!895 = !DISubroutineType(types: !896)
!896 = !{!5, !17}
!897 = !{!898, !899, !900}
!898 = !DILocalVariable(name: "s", arg: 1, scope: !894, file: !3, line: 253, type: !17)
!899 = !DILocalVariable(name: "n", scope: !894, file: !3, line: 254, type: !315)
!900 = !DILocalVariable(name: "d", scope: !894, file: !3, line: 255, type: !5)
!901 = !DILocation(line: 0, scope: !894)
!902 = !DILocation(line: 254, column: 14, scope: !894)
!903 = !DILocation(line: 254, column: 24, scope: !894)
!904 = !DILocation(line: 255, column: 13, scope: !894)
!905 = !DILocation(line: 256, column: 7, scope: !906)
!906 = distinct !DILexicalBlock(scope: !894, file: !3, line: 256, column: 7)
!907 = !DILocation(line: 256, column: 7, scope: !894)
!908 = !DILocation(line: 257, column: 5, scope: !906)
!909 = !DILocation(line: 258, column: 3, scope: !894)
!910 = !DISubprogram(name: "malloc", scope: !3, file: !3, line: 23, type: !911, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!911 = !DISubroutineType(types: !912)
!912 = !{!8, !315}
!913 = distinct !DISubprogram(name: "strndup", scope: !3, file: !3, line: 261, type: !914, scopeLine: 261, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !916)
!914 = !DISubroutineType(types: !915)
!915 = !{!5, !17, !315}
!916 = !{!917, !918, !919, !920}
!917 = !DILocalVariable(name: "s", arg: 1, scope: !913, file: !3, line: 261, type: !17)
!918 = !DILocalVariable(name: "n", arg: 2, scope: !913, file: !3, line: 261, type: !315)
!919 = !DILocalVariable(name: "m", scope: !913, file: !3, line: 262, type: !315)
!920 = !DILocalVariable(name: "d", scope: !913, file: !3, line: 263, type: !5)
!921 = !DILocation(line: 0, scope: !913)
!922 = !DILocation(line: 0, scope: !414, inlinedAt: !923)
!923 = distinct !DILocation(line: 262, column: 14, scope: !913)
!924 = !DILocation(line: 108, column: 12, scope: !414, inlinedAt: !923)
!925 = !DILocation(line: 108, column: 16, scope: !414, inlinedAt: !923)
!926 = !DILocation(line: 108, column: 19, scope: !414, inlinedAt: !923)
!927 = !DILocation(line: 108, column: 3, scope: !414, inlinedAt: !923)
!928 = !DILocation(line: 109, column: 6, scope: !414, inlinedAt: !923)
!929 = distinct !{!929, !927, !928, !307}
!930 = !DILocation(line: 263, column: 22, scope: !913)
!931 = !DILocation(line: 263, column: 13, scope: !913)
!932 = !DILocation(line: 264, column: 7, scope: !933)
!933 = distinct !DILexicalBlock(scope: !913, file: !3, line: 264, column: 7)
!934 = !DILocation(line: 264, column: 7, scope: !913)
!935 = !DILocation(line: 265, column: 5, scope: !936)
!936 = distinct !DILexicalBlock(scope: !933, file: !3, line: 264, column: 10)
!937 = !DILocation(line: 266, column: 5, scope: !936)
!938 = !DILocation(line: 266, column: 10, scope: !936)
!939 = !DILocation(line: 267, column: 3, scope: !936)
!940 = !DILocation(line: 268, column: 3, scope: !913)
!941 = distinct !DISubprogram(name: "__ctype_b_loc", scope: !3, file: !3, line: 314, type: !942, scopeLine: 314, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!942 = !DISubroutineType(types: !943)
!943 = !{!944}
!944 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !122, size: 32)
!945 = !DILocation(line: 314, column: 41, scope: !941)
!946 = distinct !DISubprogram(name: "__ctype_tolower_loc", scope: !3, file: !3, line: 315, type: !947, scopeLine: 315, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!947 = !DISubroutineType(types: !948)
!948 = !{!949}
!949 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 32)
!950 = !DILocation(line: 315, column: 47, scope: !946)
!951 = distinct !DISubprogram(name: "__ctype_toupper_loc", scope: !3, file: !3, line: 316, type: !947, scopeLine: 316, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!952 = !DILocation(line: 316, column: 47, scope: !951)
!953 = distinct !DISubprogram(name: "isalpha", scope: !3, file: !3, line: 319, type: !954, scopeLine: 319, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !956)
!954 = !DISubroutineType(types: !955)
!955 = !{!14, !14}
!956 = !{!957}
!957 = !DILocalVariable(name: "c", arg: 1, scope: !953, file: !3, line: 319, type: !14)
!958 = !DILocation(line: 0, scope: !953)
!959 = !DILocalVariable(name: "c", arg: 1, scope: !960, file: !3, line: 318, type: !14)
!960 = distinct !DISubprogram(name: "cls", scope: !3, file: !3, line: 318, type: !954, scopeLine: 318, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !961)
!961 = !{!959}
!962 = !DILocation(line: 0, scope: !960, inlinedAt: !963)
!963 = distinct !DILocation(line: 319, column: 29, scope: !953)
!964 = !DILocation(line: 318, column: 42, scope: !960, inlinedAt: !963)
!965 = !DILocation(line: 318, column: 55, scope: !960, inlinedAt: !963)
!966 = !{!967, !967, i64 0}
!967 = !{!"short", !279, i64 0}
!968 = !DILocation(line: 319, column: 36, scope: !953)
!969 = !DILocation(line: 318, column: 32, scope: !960, inlinedAt: !963)
!970 = !DILocation(line: 319, column: 22, scope: !953)
!971 = distinct !DISubprogram(name: "isdigit", scope: !3, file: !3, line: 320, type: !954, scopeLine: 320, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !972)
!972 = !{!973}
!973 = !DILocalVariable(name: "c", arg: 1, scope: !971, file: !3, line: 320, type: !14)
!974 = !DILocation(line: 0, scope: !971)
!975 = !DILocation(line: 0, scope: !960, inlinedAt: !976)
!976 = distinct !DILocation(line: 320, column: 29, scope: !971)
!977 = !DILocation(line: 318, column: 42, scope: !960, inlinedAt: !976)
!978 = !DILocation(line: 318, column: 55, scope: !960, inlinedAt: !976)
!979 = !DILocation(line: 320, column: 36, scope: !971)
!980 = !DILocation(line: 318, column: 32, scope: !960, inlinedAt: !976)
!981 = !DILocation(line: 320, column: 22, scope: !971)
!982 = distinct !DISubprogram(name: "isalnum", scope: !3, file: !3, line: 321, type: !954, scopeLine: 321, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !983)
!983 = !{!984}
!984 = !DILocalVariable(name: "c", arg: 1, scope: !982, file: !3, line: 321, type: !14)
!985 = !DILocation(line: 0, scope: !982)
!986 = !DILocation(line: 0, scope: !960, inlinedAt: !987)
!987 = distinct !DILocation(line: 321, column: 29, scope: !982)
!988 = !DILocation(line: 318, column: 42, scope: !960, inlinedAt: !987)
!989 = !DILocation(line: 318, column: 55, scope: !960, inlinedAt: !987)
!990 = !DILocation(line: 321, column: 36, scope: !982)
!991 = !DILocation(line: 318, column: 32, scope: !960, inlinedAt: !987)
!992 = !DILocation(line: 321, column: 22, scope: !982)
!993 = distinct !DISubprogram(name: "isspace", scope: !3, file: !3, line: 322, type: !954, scopeLine: 322, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !994)
!994 = !{!995}
!995 = !DILocalVariable(name: "c", arg: 1, scope: !993, file: !3, line: 322, type: !14)
!996 = !DILocation(line: 0, scope: !993)
!997 = !DILocation(line: 0, scope: !960, inlinedAt: !998)
!998 = distinct !DILocation(line: 322, column: 29, scope: !993)
!999 = !DILocation(line: 318, column: 42, scope: !960, inlinedAt: !998)
!1000 = !DILocation(line: 318, column: 55, scope: !960, inlinedAt: !998)
!1001 = !DILocation(line: 322, column: 36, scope: !993)
!1002 = !DILocation(line: 318, column: 32, scope: !960, inlinedAt: !998)
!1003 = !DILocation(line: 322, column: 22, scope: !993)
!1004 = distinct !DISubprogram(name: "isupper", scope: !3, file: !3, line: 323, type: !954, scopeLine: 323, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1005)
!1005 = !{!1006}
!1006 = !DILocalVariable(name: "c", arg: 1, scope: !1004, file: !3, line: 323, type: !14)
!1007 = !DILocation(line: 0, scope: !1004)
!1008 = !DILocation(line: 0, scope: !960, inlinedAt: !1009)
!1009 = distinct !DILocation(line: 323, column: 29, scope: !1004)
!1010 = !DILocation(line: 318, column: 42, scope: !960, inlinedAt: !1009)
!1011 = !DILocation(line: 318, column: 55, scope: !960, inlinedAt: !1009)
!1012 = !DILocation(line: 323, column: 36, scope: !1004)
!1013 = !DILocation(line: 318, column: 32, scope: !960, inlinedAt: !1009)
!1014 = !DILocation(line: 323, column: 22, scope: !1004)
!1015 = distinct !DISubprogram(name: "islower", scope: !3, file: !3, line: 324, type: !954, scopeLine: 324, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1016)
!1016 = !{!1017}
!1017 = !DILocalVariable(name: "c", arg: 1, scope: !1015, file: !3, line: 324, type: !14)
!1018 = !DILocation(line: 0, scope: !1015)
!1019 = !DILocation(line: 0, scope: !960, inlinedAt: !1020)
!1020 = distinct !DILocation(line: 324, column: 29, scope: !1015)
!1021 = !DILocation(line: 318, column: 42, scope: !960, inlinedAt: !1020)
!1022 = !DILocation(line: 318, column: 55, scope: !960, inlinedAt: !1020)
!1023 = !DILocation(line: 324, column: 36, scope: !1015)
!1024 = !DILocation(line: 318, column: 32, scope: !960, inlinedAt: !1020)
!1025 = !DILocation(line: 324, column: 22, scope: !1015)
!1026 = distinct !DISubprogram(name: "isxdigit", scope: !3, file: !3, line: 325, type: !954, scopeLine: 325, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1027)
!1027 = !{!1028}
!1028 = !DILocalVariable(name: "c", arg: 1, scope: !1026, file: !3, line: 325, type: !14)
!1029 = !DILocation(line: 0, scope: !1026)
!1030 = !DILocation(line: 0, scope: !960, inlinedAt: !1031)
!1031 = distinct !DILocation(line: 325, column: 30, scope: !1026)
!1032 = !DILocation(line: 318, column: 42, scope: !960, inlinedAt: !1031)
!1033 = !DILocation(line: 318, column: 55, scope: !960, inlinedAt: !1031)
!1034 = !DILocation(line: 325, column: 37, scope: !1026)
!1035 = !DILocation(line: 318, column: 32, scope: !960, inlinedAt: !1031)
!1036 = !DILocation(line: 325, column: 23, scope: !1026)
!1037 = distinct !DISubprogram(name: "isprint", scope: !3, file: !3, line: 326, type: !954, scopeLine: 326, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1038)
!1038 = !{!1039}
!1039 = !DILocalVariable(name: "c", arg: 1, scope: !1037, file: !3, line: 326, type: !14)
!1040 = !DILocation(line: 0, scope: !1037)
!1041 = !DILocation(line: 0, scope: !960, inlinedAt: !1042)
!1042 = distinct !DILocation(line: 326, column: 29, scope: !1037)
!1043 = !DILocation(line: 318, column: 42, scope: !960, inlinedAt: !1042)
!1044 = !DILocation(line: 318, column: 55, scope: !960, inlinedAt: !1042)
!1045 = !DILocation(line: 326, column: 36, scope: !1037)
!1046 = !DILocation(line: 318, column: 32, scope: !960, inlinedAt: !1042)
!1047 = !DILocation(line: 326, column: 22, scope: !1037)
!1048 = distinct !DISubprogram(name: "isgraph", scope: !3, file: !3, line: 327, type: !954, scopeLine: 327, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1049)
!1049 = !{!1050}
!1050 = !DILocalVariable(name: "c", arg: 1, scope: !1048, file: !3, line: 327, type: !14)
!1051 = !DILocation(line: 0, scope: !1048)
!1052 = !DILocation(line: 0, scope: !960, inlinedAt: !1053)
!1053 = distinct !DILocation(line: 327, column: 29, scope: !1048)
!1054 = !DILocation(line: 318, column: 42, scope: !960, inlinedAt: !1053)
!1055 = !DILocation(line: 318, column: 55, scope: !960, inlinedAt: !1053)
!1056 = !DILocation(line: 327, column: 36, scope: !1048)
!1057 = !DILocation(line: 318, column: 32, scope: !960, inlinedAt: !1053)
!1058 = !DILocation(line: 327, column: 22, scope: !1048)
!1059 = distinct !DISubprogram(name: "ispunct", scope: !3, file: !3, line: 328, type: !954, scopeLine: 328, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1060)
!1060 = !{!1061}
!1061 = !DILocalVariable(name: "c", arg: 1, scope: !1059, file: !3, line: 328, type: !14)
!1062 = !DILocation(line: 0, scope: !1059)
!1063 = !DILocation(line: 0, scope: !960, inlinedAt: !1064)
!1064 = distinct !DILocation(line: 328, column: 29, scope: !1059)
!1065 = !DILocation(line: 318, column: 42, scope: !960, inlinedAt: !1064)
!1066 = !DILocation(line: 318, column: 55, scope: !960, inlinedAt: !1064)
!1067 = !DILocation(line: 328, column: 36, scope: !1059)
!1068 = !DILocation(line: 318, column: 32, scope: !960, inlinedAt: !1064)
!1069 = !DILocation(line: 328, column: 22, scope: !1059)
!1070 = distinct !DISubprogram(name: "iscntrl", scope: !3, file: !3, line: 329, type: !954, scopeLine: 329, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1071)
!1071 = !{!1072}
!1072 = !DILocalVariable(name: "c", arg: 1, scope: !1070, file: !3, line: 329, type: !14)
!1073 = !DILocation(line: 0, scope: !1070)
!1074 = !DILocation(line: 0, scope: !960, inlinedAt: !1075)
!1075 = distinct !DILocation(line: 329, column: 29, scope: !1070)
!1076 = !DILocation(line: 318, column: 42, scope: !960, inlinedAt: !1075)
!1077 = !DILocation(line: 318, column: 55, scope: !960, inlinedAt: !1075)
!1078 = !DILocation(line: 329, column: 36, scope: !1070)
!1079 = !DILocation(line: 318, column: 32, scope: !960, inlinedAt: !1075)
!1080 = !DILocation(line: 329, column: 22, scope: !1070)
!1081 = distinct !DISubprogram(name: "isblank", scope: !3, file: !3, line: 330, type: !954, scopeLine: 330, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1082)
!1082 = !{!1083}
!1083 = !DILocalVariable(name: "c", arg: 1, scope: !1081, file: !3, line: 330, type: !14)
!1084 = !DILocation(line: 0, scope: !1081)
!1085 = !DILocation(line: 0, scope: !960, inlinedAt: !1086)
!1086 = distinct !DILocation(line: 330, column: 29, scope: !1081)
!1087 = !DILocation(line: 318, column: 42, scope: !960, inlinedAt: !1086)
!1088 = !DILocation(line: 318, column: 55, scope: !960, inlinedAt: !1086)
!1089 = !DILocation(line: 330, column: 36, scope: !1081)
!1090 = !DILocation(line: 318, column: 32, scope: !960, inlinedAt: !1086)
!1091 = !DILocation(line: 330, column: 22, scope: !1081)
!1092 = distinct !DISubprogram(name: "tolower", scope: !3, file: !3, line: 331, type: !954, scopeLine: 331, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1093)
!1093 = !{!1094}
!1094 = !DILocalVariable(name: "c", arg: 1, scope: !1092, file: !3, line: 331, type: !14)
!1095 = !DILocation(line: 0, scope: !1092)
!1096 = !DILocation(line: 331, column: 39, scope: !1092)
!1097 = !DILocation(line: 331, column: 52, scope: !1092)
!1098 = !DILocation(line: 331, column: 29, scope: !1092)
!1099 = !DILocation(line: 331, column: 22, scope: !1092)
!1100 = distinct !DISubprogram(name: "toupper", scope: !3, file: !3, line: 332, type: !954, scopeLine: 332, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1101)
!1101 = !{!1102}
!1102 = !DILocalVariable(name: "c", arg: 1, scope: !1100, file: !3, line: 332, type: !14)
!1103 = !DILocation(line: 0, scope: !1100)
!1104 = !DILocation(line: 332, column: 39, scope: !1100)
!1105 = !DILocation(line: 332, column: 52, scope: !1100)
!1106 = !DILocation(line: 332, column: 29, scope: !1100)
!1107 = !DILocation(line: 332, column: 22, scope: !1100)
!1108 = distinct !DISubprogram(name: "abs", scope: !3, file: !3, line: 336, type: !954, scopeLine: 336, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1109)
!1109 = !{!1110}
!1110 = !DILocalVariable(name: "x", arg: 1, scope: !1108, file: !3, line: 336, type: !14)
!1111 = !DILocation(line: 0, scope: !1108)
!1112 = !DILocation(line: 336, column: 25, scope: !1108)
!1113 = !DILocation(line: 336, column: 18, scope: !1108)
!1114 = distinct !DISubprogram(name: "labs", scope: !3, file: !3, line: 337, type: !1115, scopeLine: 337, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1117)
!1115 = !DISubroutineType(types: !1116)
!1116 = !{!12, !12}
!1117 = !{!1118}
!1118 = !DILocalVariable(name: "x", arg: 1, scope: !1114, file: !3, line: 337, type: !12)
!1119 = !DILocation(line: 0, scope: !1114)
!1120 = !DILocation(line: 337, column: 28, scope: !1114)
!1121 = !DILocation(line: 337, column: 21, scope: !1114)
!1122 = distinct !DISubprogram(name: "llabs", scope: !3, file: !3, line: 338, type: !1123, scopeLine: 338, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1125)
!1123 = !DISubroutineType(types: !1124)
!1124 = !{!11, !11}
!1125 = !{!1126}
!1126 = !DILocalVariable(name: "x", arg: 1, scope: !1122, file: !3, line: 338, type: !11)
!1127 = !DILocation(line: 0, scope: !1122)
!1128 = !DILocation(line: 338, column: 39, scope: !1122)
!1129 = !DILocation(line: 338, column: 32, scope: !1122)
!1130 = distinct !DISubprogram(name: "getenv", scope: !3, file: !3, line: 340, type: !895, scopeLine: 340, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1131)
!1131 = !{!1132}
!1132 = !DILocalVariable(name: "name", arg: 1, scope: !1130, file: !3, line: 340, type: !17)
!1133 = !DILocation(line: 0, scope: !1130)
!1134 = !DILocation(line: 342, column: 3, scope: !1130)
!1135 = distinct !DISubprogram(name: "strtoll", scope: !3, file: !3, line: 424, type: !1136, scopeLine: 424, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1138)
!1136 = !DISubroutineType(types: !1137)
!1137 = !{!11, !17, !786, !14}
!1138 = !{!1139, !1140, !1141, !1142, !1143}
!1139 = !DILocalVariable(name: "nptr", arg: 1, scope: !1135, file: !3, line: 424, type: !17)
!1140 = !DILocalVariable(name: "endptr", arg: 2, scope: !1135, file: !3, line: 424, type: !786)
!1141 = !DILocalVariable(name: "base", arg: 3, scope: !1135, file: !3, line: 424, type: !14)
!1142 = !DILocalVariable(name: "neg", scope: !1135, file: !3, line: 425, type: !14)
!1143 = !DILocalVariable(name: "v", scope: !1135, file: !3, line: 426, type: !21)
!1144 = distinct !DIAssignID()
!1145 = !DILocation(line: 0, scope: !1135)
!1146 = !DILocation(line: 425, column: 3, scope: !1135)
!1147 = !DILocation(line: 425, column: 7, scope: !1135)
!1148 = distinct !DIAssignID()
!1149 = !DILocation(line: 426, column: 26, scope: !1135)
!1150 = !DILocation(line: 428, column: 10, scope: !1135)
!1151 = !DILocation(line: 429, column: 1, scope: !1135)
!1152 = !DILocation(line: 428, column: 3, scope: !1135)
!1153 = distinct !DISubprogram(name: "strto_common", scope: !3, file: !3, line: 386, type: !1154, scopeLine: 388, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1156)
!1154 = !DISubroutineType(types: !1155)
!1155 = !{!21, !17, !786, !14, !14, !21, !11, !11, !22}
!1156 = !{!1157, !1158, !1159, !1160, !1161, !1162, !1163, !1164, !1165, !1166, !1167, !1168, !1169, !1170, !1171}
!1157 = !DILocalVariable(name: "nptr", arg: 1, scope: !1153, file: !3, line: 386, type: !17)
!1158 = !DILocalVariable(name: "endptr", arg: 2, scope: !1153, file: !3, line: 386, type: !786)
!1159 = !DILocalVariable(name: "base", arg: 3, scope: !1153, file: !3, line: 386, type: !14)
!1160 = !DILocalVariable(name: "is_signed", arg: 4, scope: !1153, file: !3, line: 386, type: !14)
!1161 = !DILocalVariable(name: "umax", arg: 5, scope: !1153, file: !3, line: 387, type: !21)
!1162 = !DILocalVariable(name: "smin", arg: 6, scope: !1153, file: !3, line: 387, type: !11)
!1163 = !DILocalVariable(name: "smax", arg: 7, scope: !1153, file: !3, line: 387, type: !11)
!1164 = !DILocalVariable(name: "neg_out", arg: 8, scope: !1153, file: !3, line: 388, type: !22)
!1165 = !DILocalVariable(name: "s", scope: !1153, file: !3, line: 389, type: !17)
!1166 = !DILocalVariable(name: "neg", scope: !1153, file: !3, line: 392, type: !14)
!1167 = !DILocalVariable(name: "limit", scope: !1153, file: !3, line: 403, type: !21)
!1168 = !DILocalVariable(name: "end", scope: !1153, file: !3, line: 408, type: !17)
!1169 = !DILocalVariable(name: "overflow", scope: !1153, file: !3, line: 409, type: !14)
!1170 = !DILocalVariable(name: "any", scope: !1153, file: !3, line: 409, type: !14)
!1171 = !DILocalVariable(name: "v", scope: !1153, file: !3, line: 410, type: !21)
!1172 = !DILocation(line: 0, scope: !1153)
!1173 = !DILocation(line: 390, column: 3, scope: !1153)
!1174 = !DILocation(line: 390, column: 33, scope: !1153)
!1175 = !DILocation(line: 390, column: 18, scope: !1153)
!1176 = !DILocation(line: 0, scope: !993, inlinedAt: !1177)
!1177 = distinct !DILocation(line: 390, column: 10, scope: !1153)
!1178 = !DILocation(line: 0, scope: !960, inlinedAt: !1179)
!1179 = distinct !DILocation(line: 322, column: 29, scope: !993, inlinedAt: !1177)
!1180 = !DILocation(line: 318, column: 55, scope: !960, inlinedAt: !1179)
!1181 = !DILocation(line: 322, column: 36, scope: !993, inlinedAt: !1177)
!1182 = !DILocation(line: 391, column: 6, scope: !1153)
!1183 = distinct !{!1183, !1173, !1182, !307}
!1184 = !DILocation(line: 393, column: 17, scope: !1185)
!1185 = distinct !DILexicalBlock(scope: !1153, file: !3, line: 393, column: 7)
!1186 = !DILocation(line: 394, column: 14, scope: !1187)
!1187 = distinct !DILexicalBlock(scope: !1185, file: !3, line: 393, column: 31)
!1188 = !DILocation(line: 396, column: 3, scope: !1187)
!1189 = !DILocation(line: 397, column: 16, scope: !1190)
!1190 = distinct !DILexicalBlock(scope: !1153, file: !3, line: 397, column: 7)
!1191 = !DILocation(line: 398, column: 5, scope: !1192)
!1192 = distinct !DILexicalBlock(scope: !1190, file: !3, line: 397, column: 43)
!1193 = !DILocation(line: 398, column: 18, scope: !1192)
!1194 = !DILocation(line: 399, column: 9, scope: !1195)
!1195 = distinct !DILexicalBlock(scope: !1192, file: !3, line: 399, column: 9)
!1196 = !DILocation(line: 399, column: 9, scope: !1192)
!1197 = !DILocation(line: 400, column: 15, scope: !1195)
!1198 = !DILocation(line: 400, column: 7, scope: !1195)
!1199 = !DILocation(line: 404, column: 7, scope: !1200)
!1200 = distinct !DILexicalBlock(scope: !1153, file: !3, line: 404, column: 7)
!1201 = !DILocation(line: 404, column: 7, scope: !1153)
!1202 = !DILocalVariable(name: "s", arg: 1, scope: !1203, file: !3, line: 347, type: !17)
!1203 = distinct !DISubprogram(name: "parse_digits", scope: !3, file: !3, line: 347, type: !1204, scopeLine: 348, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1207)
!1204 = !DISubroutineType(types: !1205)
!1205 = !{!21, !17, !1206, !22, !21, !22, !22}
!1206 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 32)
!1207 = !{!1202, !1208, !1209, !1210, !1211, !1212, !1213, !1214, !1215, !1219}
!1208 = !DILocalVariable(name: "end", arg: 2, scope: !1203, file: !3, line: 347, type: !1206)
!1209 = !DILocalVariable(name: "base", arg: 3, scope: !1203, file: !3, line: 347, type: !22)
!1210 = !DILocalVariable(name: "limit", arg: 4, scope: !1203, file: !3, line: 348, type: !21)
!1211 = !DILocalVariable(name: "overflow", arg: 5, scope: !1203, file: !3, line: 348, type: !22)
!1212 = !DILocalVariable(name: "any", arg: 6, scope: !1203, file: !3, line: 348, type: !22)
!1213 = !DILocalVariable(name: "b", scope: !1203, file: !3, line: 349, type: !14)
!1214 = !DILocalVariable(name: "v", scope: !1203, file: !3, line: 358, type: !21)
!1215 = !DILocalVariable(name: "d", scope: !1216, file: !3, line: 362, type: !14)
!1216 = distinct !DILexicalBlock(scope: !1217, file: !3, line: 361, column: 16)
!1217 = distinct !DILexicalBlock(scope: !1218, file: !3, line: 361, column: 3)
!1218 = distinct !DILexicalBlock(scope: !1203, file: !3, line: 361, column: 3)
!1219 = !DILocalVariable(name: "c", scope: !1216, file: !3, line: 363, type: !7)
!1220 = !DILocation(line: 0, scope: !1203, inlinedAt: !1221)
!1221 = distinct !DILocation(line: 410, column: 26, scope: !1153)
!1222 = !DILocation(line: 350, column: 10, scope: !1223, inlinedAt: !1221)
!1223 = distinct !DILexicalBlock(scope: !1203, file: !3, line: 350, column: 7)
!1224 = !DILocation(line: 350, column: 15, scope: !1223, inlinedAt: !1221)
!1225 = !DILocation(line: 350, column: 30, scope: !1223, inlinedAt: !1221)
!1226 = !DILocation(line: 350, column: 35, scope: !1223, inlinedAt: !1221)
!1227 = !DILocation(line: 350, column: 42, scope: !1223, inlinedAt: !1221)
!1228 = !DILocation(line: 350, column: 46, scope: !1223, inlinedAt: !1221)
!1229 = !DILocation(line: 350, column: 58, scope: !1223, inlinedAt: !1221)
!1230 = !DILocation(line: 351, column: 32, scope: !1223, inlinedAt: !1221)
!1231 = !DILocation(line: 351, column: 17, scope: !1223, inlinedAt: !1221)
!1232 = !DILocation(line: 0, scope: !1026, inlinedAt: !1233)
!1233 = distinct !DILocation(line: 351, column: 8, scope: !1223, inlinedAt: !1221)
!1234 = !DILocation(line: 0, scope: !960, inlinedAt: !1235)
!1235 = distinct !DILocation(line: 325, column: 30, scope: !1026, inlinedAt: !1233)
!1236 = !DILocation(line: 318, column: 55, scope: !960, inlinedAt: !1235)
!1237 = !DILocation(line: 325, column: 37, scope: !1026, inlinedAt: !1233)
!1238 = !DILocation(line: 351, column: 8, scope: !1223, inlinedAt: !1221)
!1239 = !DILocation(line: 350, column: 7, scope: !1203, inlinedAt: !1221)
!1240 = !DILocation(line: 354, column: 14, scope: !1223, inlinedAt: !1221)
!1241 = !DILocation(line: 355, column: 9, scope: !1242, inlinedAt: !1221)
!1242 = distinct !DILexicalBlock(scope: !1243, file: !3, line: 354, column: 22)
!1243 = distinct !DILexicalBlock(scope: !1223, file: !3, line: 354, column: 14)
!1244 = !DILocation(line: 356, column: 3, scope: !1242, inlinedAt: !1221)
!1245 = !DILocation(line: 363, column: 38, scope: !1216, inlinedAt: !1221)
!1246 = !DILocation(line: 0, scope: !1216, inlinedAt: !1221)
!1247 = !DILocation(line: 364, column: 17, scope: !1248, inlinedAt: !1221)
!1248 = distinct !DILexicalBlock(scope: !1216, file: !3, line: 364, column: 9)
!1249 = !DILocation(line: 0, scope: !971, inlinedAt: !1250)
!1250 = distinct !DILocation(line: 364, column: 9, scope: !1248, inlinedAt: !1221)
!1251 = !DILocation(line: 0, scope: !960, inlinedAt: !1252)
!1252 = distinct !DILocation(line: 320, column: 29, scope: !971, inlinedAt: !1250)
!1253 = !DILocation(line: 318, column: 55, scope: !960, inlinedAt: !1252)
!1254 = !DILocation(line: 320, column: 36, scope: !971, inlinedAt: !1250)
!1255 = !DILocation(line: 364, column: 9, scope: !1248, inlinedAt: !1221)
!1256 = !DILocation(line: 364, column: 9, scope: !1216, inlinedAt: !1221)
!1257 = !DILocation(line: 365, column: 13, scope: !1248, inlinedAt: !1221)
!1258 = !DILocation(line: 365, column: 7, scope: !1248, inlinedAt: !1221)
!1259 = !DILocation(line: 0, scope: !953, inlinedAt: !1260)
!1260 = distinct !DILocation(line: 366, column: 14, scope: !1261, inlinedAt: !1221)
!1261 = distinct !DILexicalBlock(scope: !1248, file: !3, line: 366, column: 14)
!1262 = !DILocation(line: 0, scope: !960, inlinedAt: !1263)
!1263 = distinct !DILocation(line: 319, column: 29, scope: !953, inlinedAt: !1260)
!1264 = !DILocation(line: 319, column: 36, scope: !953, inlinedAt: !1260)
!1265 = !DILocation(line: 366, column: 14, scope: !1261, inlinedAt: !1221)
!1266 = !DILocation(line: 366, column: 14, scope: !1248, inlinedAt: !1221)
!1267 = !DILocation(line: 0, scope: !1092, inlinedAt: !1268)
!1268 = distinct !DILocation(line: 367, column: 11, scope: !1261, inlinedAt: !1221)
!1269 = !DILocation(line: 331, column: 52, scope: !1092, inlinedAt: !1268)
!1270 = !DILocation(line: 367, column: 28, scope: !1261, inlinedAt: !1221)
!1271 = !DILocation(line: 0, scope: !1248, inlinedAt: !1221)
!1272 = !DILocation(line: 370, column: 11, scope: !1273, inlinedAt: !1221)
!1273 = distinct !DILexicalBlock(scope: !1216, file: !3, line: 370, column: 9)
!1274 = !DILocation(line: 370, column: 9, scope: !1216, inlinedAt: !1221)
!1275 = !DILocation(line: 375, column: 22, scope: !1276, inlinedAt: !1221)
!1276 = distinct !DILexicalBlock(scope: !1216, file: !3, line: 375, column: 9)
!1277 = !DILocation(line: 361, column: 3, scope: !1203, inlinedAt: !1221)
!1278 = !DILocation(line: 361, column: 3, scope: !1218, inlinedAt: !1221)
!1279 = !DILocation(line: 373, column: 9, scope: !1216, inlinedAt: !1221)
!1280 = distinct !{!1280, !1278, !1281, !1282}
!1281 = !DILocation(line: 381, column: 3, scope: !1218, inlinedAt: !1221)
!1282 = !{!"llvm.loop.peeled.count", i32 1}
!1283 = !DILocation(line: 375, column: 20, scope: !1276, inlinedAt: !1221)
!1284 = !DILocation(line: 375, column: 45, scope: !1276, inlinedAt: !1221)
!1285 = !DILocation(line: 375, column: 11, scope: !1276, inlinedAt: !1221)
!1286 = !DILocation(line: 375, column: 9, scope: !1216, inlinedAt: !1221)
!1287 = !DILocation(line: 412, column: 9, scope: !1288)
!1288 = distinct !DILexicalBlock(scope: !1289, file: !3, line: 412, column: 9)
!1289 = distinct !DILexicalBlock(scope: !1290, file: !3, line: 411, column: 13)
!1290 = distinct !DILexicalBlock(scope: !1153, file: !3, line: 411, column: 7)
!1291 = !DILocation(line: 412, column: 9, scope: !1289)
!1292 = !DILocation(line: 413, column: 15, scope: !1288)
!1293 = !DILocation(line: 413, column: 7, scope: !1288)
!1294 = !DILocation(line: 418, column: 7, scope: !1295)
!1295 = distinct !DILexicalBlock(scope: !1153, file: !3, line: 418, column: 7)
!1296 = !DILocation(line: 416, column: 7, scope: !1297)
!1297 = distinct !DILexicalBlock(scope: !1153, file: !3, line: 416, column: 7)
!1298 = !DILocation(line: 416, column: 7, scope: !1153)
!1299 = !DILocation(line: 417, column: 13, scope: !1297)
!1300 = !DILocation(line: 417, column: 5, scope: !1297)
!1301 = !DILocation(line: 418, column: 7, scope: !1153)
!1302 = !DILocation(line: 419, column: 5, scope: !1295)
!1303 = !DILocation(line: 419, column: 18, scope: !1295)
!1304 = !DILocation(line: 420, column: 12, scope: !1153)
!1305 = !DILocation(line: 421, column: 3, scope: !1153)
!1306 = !DILocation(line: 422, column: 1, scope: !1153)
!1307 = distinct !DISubprogram(name: "strtoull", scope: !3, file: !3, line: 431, type: !1308, scopeLine: 431, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1310)
!1308 = !DISubroutineType(types: !1309)
!1309 = !{!21, !17, !786, !14}
!1310 = !{!1311, !1312, !1313, !1314, !1315}
!1311 = !DILocalVariable(name: "nptr", arg: 1, scope: !1307, file: !3, line: 431, type: !17)
!1312 = !DILocalVariable(name: "endptr", arg: 2, scope: !1307, file: !3, line: 431, type: !786)
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
!1327 = !{!12, !17, !786, !14}
!1328 = !{!1329, !1330, !1331, !1332, !1333, !1334}
!1329 = !DILocalVariable(name: "nptr", arg: 1, scope: !1325, file: !3, line: 437, type: !17)
!1330 = !DILocalVariable(name: "endptr", arg: 2, scope: !1325, file: !3, line: 437, type: !786)
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
!1346 = !{!13, !17, !786, !14}
!1347 = !{!1348, !1349, !1350, !1351, !1352}
!1348 = !DILocalVariable(name: "nptr", arg: 1, scope: !1344, file: !3, line: 444, type: !17)
!1349 = !DILocalVariable(name: "endptr", arg: 2, scope: !1344, file: !3, line: 444, type: !786)
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
!1370 = !DILocation(line: 0, scope: !1153, inlinedAt: !1371)
!1371 = distinct !DILocation(line: 440, column: 26, scope: !1325, inlinedAt: !1369)
!1372 = !DILocation(line: 390, column: 3, scope: !1153, inlinedAt: !1371)
!1373 = !DILocation(line: 390, column: 33, scope: !1153, inlinedAt: !1371)
!1374 = !DILocation(line: 390, column: 18, scope: !1153, inlinedAt: !1371)
!1375 = !DILocation(line: 0, scope: !993, inlinedAt: !1376)
!1376 = distinct !DILocation(line: 390, column: 10, scope: !1153, inlinedAt: !1371)
!1377 = !DILocation(line: 0, scope: !960, inlinedAt: !1378)
!1378 = distinct !DILocation(line: 322, column: 29, scope: !993, inlinedAt: !1376)
!1379 = !DILocation(line: 318, column: 55, scope: !960, inlinedAt: !1378)
!1380 = !DILocation(line: 322, column: 36, scope: !993, inlinedAt: !1376)
!1381 = !DILocation(line: 391, column: 6, scope: !1153, inlinedAt: !1371)
!1382 = distinct !{!1382, !1372, !1381, !307}
!1383 = !DILocation(line: 393, column: 17, scope: !1185, inlinedAt: !1371)
!1384 = !DILocation(line: 394, column: 14, scope: !1187, inlinedAt: !1371)
!1385 = !DILocation(line: 404, column: 7, scope: !1153, inlinedAt: !1371)
!1386 = !DILocation(line: 363, column: 38, scope: !1216, inlinedAt: !1387)
!1387 = distinct !DILocation(line: 410, column: 26, scope: !1153, inlinedAt: !1371)
!1388 = !DILocation(line: 318, column: 55, scope: !960, inlinedAt: !1389)
!1389 = distinct !DILocation(line: 320, column: 29, scope: !971, inlinedAt: !1390)
!1390 = distinct !DILocation(line: 364, column: 9, scope: !1248, inlinedAt: !1387)
!1391 = !DILocation(line: 364, column: 17, scope: !1248, inlinedAt: !1387)
!1392 = !DILocation(line: 0, scope: !1203, inlinedAt: !1387)
!1393 = !DILocation(line: 0, scope: !1216, inlinedAt: !1387)
!1394 = !DILocation(line: 0, scope: !971, inlinedAt: !1390)
!1395 = !DILocation(line: 0, scope: !960, inlinedAt: !1389)
!1396 = !DILocation(line: 320, column: 36, scope: !971, inlinedAt: !1390)
!1397 = !DILocation(line: 364, column: 9, scope: !1248, inlinedAt: !1387)
!1398 = !DILocation(line: 364, column: 9, scope: !1216, inlinedAt: !1387)
!1399 = !DILocation(line: 365, column: 13, scope: !1248, inlinedAt: !1387)
!1400 = !DILocation(line: 365, column: 7, scope: !1248, inlinedAt: !1387)
!1401 = !DILocation(line: 0, scope: !953, inlinedAt: !1402)
!1402 = distinct !DILocation(line: 366, column: 14, scope: !1261, inlinedAt: !1387)
!1403 = !DILocation(line: 0, scope: !960, inlinedAt: !1404)
!1404 = distinct !DILocation(line: 319, column: 29, scope: !953, inlinedAt: !1402)
!1405 = !DILocation(line: 319, column: 36, scope: !953, inlinedAt: !1402)
!1406 = !DILocation(line: 366, column: 14, scope: !1261, inlinedAt: !1387)
!1407 = !DILocation(line: 366, column: 14, scope: !1248, inlinedAt: !1387)
!1408 = !DILocation(line: 0, scope: !1092, inlinedAt: !1409)
!1409 = distinct !DILocation(line: 367, column: 11, scope: !1261, inlinedAt: !1387)
!1410 = !DILocation(line: 331, column: 52, scope: !1092, inlinedAt: !1409)
!1411 = !DILocation(line: 367, column: 28, scope: !1261, inlinedAt: !1387)
!1412 = !DILocation(line: 0, scope: !1248, inlinedAt: !1387)
!1413 = !DILocation(line: 370, column: 11, scope: !1273, inlinedAt: !1387)
!1414 = !DILocation(line: 370, column: 9, scope: !1216, inlinedAt: !1387)
!1415 = !DILocation(line: 375, column: 22, scope: !1276, inlinedAt: !1387)
!1416 = !DILocation(line: 361, column: 3, scope: !1203, inlinedAt: !1387)
!1417 = !DILocation(line: 361, column: 3, scope: !1218, inlinedAt: !1387)
!1418 = !DILocation(line: 373, column: 9, scope: !1216, inlinedAt: !1387)
!1419 = distinct !{!1419, !1417, !1420, !1282}
!1420 = !DILocation(line: 381, column: 3, scope: !1218, inlinedAt: !1387)
!1421 = !DILocation(line: 375, column: 20, scope: !1276, inlinedAt: !1387)
!1422 = !DILocation(line: 375, column: 45, scope: !1276, inlinedAt: !1387)
!1423 = !DILocation(line: 375, column: 11, scope: !1276, inlinedAt: !1387)
!1424 = !DILocation(line: 375, column: 9, scope: !1216, inlinedAt: !1387)
!1425 = !DILocation(line: 418, column: 7, scope: !1295, inlinedAt: !1371)
!1426 = !DILocation(line: 418, column: 7, scope: !1153, inlinedAt: !1371)
!1427 = !DILocation(line: 419, column: 5, scope: !1295, inlinedAt: !1371)
!1428 = !DILocation(line: 419, column: 18, scope: !1295, inlinedAt: !1371)
!1429 = !DILocation(line: 441, column: 10, scope: !1325, inlinedAt: !1369)
!1430 = !DILocation(line: 450, column: 27, scope: !1362)
!1431 = distinct !DISubprogram(name: "atol", scope: !3, file: !3, line: 451, type: !1432, scopeLine: 451, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1434)
!1432 = !DISubroutineType(types: !1433)
!1433 = !{!12, !17}
!1434 = !{!1435}
!1435 = !DILocalVariable(name: "s", arg: 1, scope: !1431, file: !3, line: 451, type: !17)
!1436 = !DILocation(line: 0, scope: !1431)
!1437 = !DILocation(line: 0, scope: !1325, inlinedAt: !1438)
!1438 = distinct !DILocation(line: 451, column: 35, scope: !1431)
!1439 = !DILocation(line: 0, scope: !1153, inlinedAt: !1440)
!1440 = distinct !DILocation(line: 440, column: 26, scope: !1325, inlinedAt: !1438)
!1441 = !DILocation(line: 390, column: 3, scope: !1153, inlinedAt: !1440)
!1442 = !DILocation(line: 390, column: 33, scope: !1153, inlinedAt: !1440)
!1443 = !DILocation(line: 390, column: 18, scope: !1153, inlinedAt: !1440)
!1444 = !DILocation(line: 0, scope: !993, inlinedAt: !1445)
!1445 = distinct !DILocation(line: 390, column: 10, scope: !1153, inlinedAt: !1440)
!1446 = !DILocation(line: 0, scope: !960, inlinedAt: !1447)
!1447 = distinct !DILocation(line: 322, column: 29, scope: !993, inlinedAt: !1445)
!1448 = !DILocation(line: 318, column: 55, scope: !960, inlinedAt: !1447)
!1449 = !DILocation(line: 322, column: 36, scope: !993, inlinedAt: !1445)
!1450 = !DILocation(line: 391, column: 6, scope: !1153, inlinedAt: !1440)
!1451 = distinct !{!1451, !1441, !1450, !307}
!1452 = !DILocation(line: 393, column: 17, scope: !1185, inlinedAt: !1440)
!1453 = !DILocation(line: 394, column: 14, scope: !1187, inlinedAt: !1440)
!1454 = !DILocation(line: 404, column: 7, scope: !1153, inlinedAt: !1440)
!1455 = !DILocation(line: 363, column: 38, scope: !1216, inlinedAt: !1456)
!1456 = distinct !DILocation(line: 410, column: 26, scope: !1153, inlinedAt: !1440)
!1457 = !DILocation(line: 318, column: 55, scope: !960, inlinedAt: !1458)
!1458 = distinct !DILocation(line: 320, column: 29, scope: !971, inlinedAt: !1459)
!1459 = distinct !DILocation(line: 364, column: 9, scope: !1248, inlinedAt: !1456)
!1460 = !DILocation(line: 364, column: 17, scope: !1248, inlinedAt: !1456)
!1461 = !DILocation(line: 0, scope: !1203, inlinedAt: !1456)
!1462 = !DILocation(line: 0, scope: !1216, inlinedAt: !1456)
!1463 = !DILocation(line: 0, scope: !971, inlinedAt: !1459)
!1464 = !DILocation(line: 0, scope: !960, inlinedAt: !1458)
!1465 = !DILocation(line: 320, column: 36, scope: !971, inlinedAt: !1459)
!1466 = !DILocation(line: 364, column: 9, scope: !1248, inlinedAt: !1456)
!1467 = !DILocation(line: 364, column: 9, scope: !1216, inlinedAt: !1456)
!1468 = !DILocation(line: 365, column: 13, scope: !1248, inlinedAt: !1456)
!1469 = !DILocation(line: 365, column: 7, scope: !1248, inlinedAt: !1456)
!1470 = !DILocation(line: 0, scope: !953, inlinedAt: !1471)
!1471 = distinct !DILocation(line: 366, column: 14, scope: !1261, inlinedAt: !1456)
!1472 = !DILocation(line: 0, scope: !960, inlinedAt: !1473)
!1473 = distinct !DILocation(line: 319, column: 29, scope: !953, inlinedAt: !1471)
!1474 = !DILocation(line: 319, column: 36, scope: !953, inlinedAt: !1471)
!1475 = !DILocation(line: 366, column: 14, scope: !1261, inlinedAt: !1456)
!1476 = !DILocation(line: 366, column: 14, scope: !1248, inlinedAt: !1456)
!1477 = !DILocation(line: 0, scope: !1092, inlinedAt: !1478)
!1478 = distinct !DILocation(line: 367, column: 11, scope: !1261, inlinedAt: !1456)
!1479 = !DILocation(line: 331, column: 52, scope: !1092, inlinedAt: !1478)
!1480 = !DILocation(line: 367, column: 28, scope: !1261, inlinedAt: !1456)
!1481 = !DILocation(line: 0, scope: !1248, inlinedAt: !1456)
!1482 = !DILocation(line: 370, column: 11, scope: !1273, inlinedAt: !1456)
!1483 = !DILocation(line: 370, column: 9, scope: !1216, inlinedAt: !1456)
!1484 = !DILocation(line: 375, column: 22, scope: !1276, inlinedAt: !1456)
!1485 = !DILocation(line: 361, column: 3, scope: !1203, inlinedAt: !1456)
!1486 = !DILocation(line: 361, column: 3, scope: !1218, inlinedAt: !1456)
!1487 = !DILocation(line: 373, column: 9, scope: !1216, inlinedAt: !1456)
!1488 = distinct !{!1488, !1486, !1489, !1282}
!1489 = !DILocation(line: 381, column: 3, scope: !1218, inlinedAt: !1456)
!1490 = !DILocation(line: 375, column: 20, scope: !1276, inlinedAt: !1456)
!1491 = !DILocation(line: 375, column: 45, scope: !1276, inlinedAt: !1456)
!1492 = !DILocation(line: 375, column: 11, scope: !1276, inlinedAt: !1456)
!1493 = !DILocation(line: 375, column: 9, scope: !1216, inlinedAt: !1456)
!1494 = !DILocation(line: 418, column: 7, scope: !1295, inlinedAt: !1440)
!1495 = !DILocation(line: 418, column: 7, scope: !1153, inlinedAt: !1440)
!1496 = !DILocation(line: 419, column: 5, scope: !1295, inlinedAt: !1440)
!1497 = !DILocation(line: 419, column: 18, scope: !1295, inlinedAt: !1440)
!1498 = !DILocation(line: 441, column: 10, scope: !1325, inlinedAt: !1438)
!1499 = !DILocation(line: 451, column: 28, scope: !1431)
!1500 = distinct !DISubprogram(name: "atoll", scope: !3, file: !3, line: 452, type: !1501, scopeLine: 452, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1503)
!1501 = !DISubroutineType(types: !1502)
!1502 = !{!11, !17}
!1503 = !{!1504}
!1504 = !DILocalVariable(name: "s", arg: 1, scope: !1500, file: !3, line: 452, type: !17)
!1505 = !DILocation(line: 0, scope: !1500)
!1506 = !DILocation(line: 0, scope: !1135, inlinedAt: !1507)
!1507 = distinct !DILocation(line: 452, column: 41, scope: !1500)
!1508 = !DILocation(line: 0, scope: !1153, inlinedAt: !1509)
!1509 = distinct !DILocation(line: 426, column: 26, scope: !1135, inlinedAt: !1507)
!1510 = !DILocation(line: 390, column: 3, scope: !1153, inlinedAt: !1509)
!1511 = !DILocation(line: 390, column: 33, scope: !1153, inlinedAt: !1509)
!1512 = !DILocation(line: 390, column: 18, scope: !1153, inlinedAt: !1509)
!1513 = !DILocation(line: 0, scope: !993, inlinedAt: !1514)
!1514 = distinct !DILocation(line: 390, column: 10, scope: !1153, inlinedAt: !1509)
!1515 = !DILocation(line: 0, scope: !960, inlinedAt: !1516)
!1516 = distinct !DILocation(line: 322, column: 29, scope: !993, inlinedAt: !1514)
!1517 = !DILocation(line: 318, column: 55, scope: !960, inlinedAt: !1516)
!1518 = !DILocation(line: 322, column: 36, scope: !993, inlinedAt: !1514)
!1519 = !DILocation(line: 391, column: 6, scope: !1153, inlinedAt: !1509)
!1520 = distinct !{!1520, !1510, !1519, !307}
!1521 = !DILocation(line: 393, column: 17, scope: !1185, inlinedAt: !1509)
!1522 = !DILocation(line: 394, column: 14, scope: !1187, inlinedAt: !1509)
!1523 = !DILocation(line: 404, column: 7, scope: !1153, inlinedAt: !1509)
!1524 = !DILocation(line: 363, column: 38, scope: !1216, inlinedAt: !1525)
!1525 = distinct !DILocation(line: 410, column: 26, scope: !1153, inlinedAt: !1509)
!1526 = !DILocation(line: 318, column: 55, scope: !960, inlinedAt: !1527)
!1527 = distinct !DILocation(line: 320, column: 29, scope: !971, inlinedAt: !1528)
!1528 = distinct !DILocation(line: 364, column: 9, scope: !1248, inlinedAt: !1525)
!1529 = !DILocation(line: 364, column: 17, scope: !1248, inlinedAt: !1525)
!1530 = !DILocation(line: 0, scope: !1203, inlinedAt: !1525)
!1531 = !DILocation(line: 0, scope: !1216, inlinedAt: !1525)
!1532 = !DILocation(line: 0, scope: !971, inlinedAt: !1528)
!1533 = !DILocation(line: 0, scope: !960, inlinedAt: !1527)
!1534 = !DILocation(line: 320, column: 36, scope: !971, inlinedAt: !1528)
!1535 = !DILocation(line: 364, column: 9, scope: !1248, inlinedAt: !1525)
!1536 = !DILocation(line: 364, column: 9, scope: !1216, inlinedAt: !1525)
!1537 = !DILocation(line: 365, column: 13, scope: !1248, inlinedAt: !1525)
!1538 = !DILocation(line: 365, column: 7, scope: !1248, inlinedAt: !1525)
!1539 = !DILocation(line: 0, scope: !953, inlinedAt: !1540)
!1540 = distinct !DILocation(line: 366, column: 14, scope: !1261, inlinedAt: !1525)
!1541 = !DILocation(line: 0, scope: !960, inlinedAt: !1542)
!1542 = distinct !DILocation(line: 319, column: 29, scope: !953, inlinedAt: !1540)
!1543 = !DILocation(line: 319, column: 36, scope: !953, inlinedAt: !1540)
!1544 = !DILocation(line: 366, column: 14, scope: !1261, inlinedAt: !1525)
!1545 = !DILocation(line: 366, column: 14, scope: !1248, inlinedAt: !1525)
!1546 = !DILocation(line: 0, scope: !1092, inlinedAt: !1547)
!1547 = distinct !DILocation(line: 367, column: 11, scope: !1261, inlinedAt: !1525)
!1548 = !DILocation(line: 331, column: 52, scope: !1092, inlinedAt: !1547)
!1549 = !DILocation(line: 367, column: 28, scope: !1261, inlinedAt: !1525)
!1550 = !DILocation(line: 0, scope: !1248, inlinedAt: !1525)
!1551 = !DILocation(line: 370, column: 11, scope: !1273, inlinedAt: !1525)
!1552 = !DILocation(line: 370, column: 9, scope: !1216, inlinedAt: !1525)
!1553 = !DILocation(line: 375, column: 22, scope: !1276, inlinedAt: !1525)
!1554 = !DILocation(line: 361, column: 3, scope: !1203, inlinedAt: !1525)
!1555 = !DILocation(line: 361, column: 3, scope: !1218, inlinedAt: !1525)
!1556 = !DILocation(line: 373, column: 9, scope: !1216, inlinedAt: !1525)
!1557 = distinct !{!1557, !1555, !1558, !1282}
!1558 = !DILocation(line: 381, column: 3, scope: !1218, inlinedAt: !1525)
!1559 = !DILocation(line: 375, column: 20, scope: !1276, inlinedAt: !1525)
!1560 = !DILocation(line: 375, column: 45, scope: !1276, inlinedAt: !1525)
!1561 = !DILocation(line: 375, column: 11, scope: !1276, inlinedAt: !1525)
!1562 = !DILocation(line: 375, column: 9, scope: !1216, inlinedAt: !1525)
!1563 = !DILocation(line: 418, column: 7, scope: !1295, inlinedAt: !1509)
!1564 = !DILocation(line: 418, column: 7, scope: !1153, inlinedAt: !1509)
!1565 = !DILocation(line: 419, column: 5, scope: !1295, inlinedAt: !1509)
!1566 = !DILocation(line: 419, column: 18, scope: !1295, inlinedAt: !1509)
!1567 = !DILocation(line: 428, column: 10, scope: !1135, inlinedAt: !1507)
!1568 = !DILocation(line: 452, column: 34, scope: !1500)
!1569 = distinct !DISubprogram(name: "srand", scope: !3, file: !3, line: 458, type: !1570, scopeLine: 458, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1572)
!1570 = !DISubroutineType(types: !1571)
!1571 = !{null, !16}
!1572 = !{!1573, !1574, !1575, !1577, !1580, !1581}
!1573 = !DILocalVariable(name: "seed", arg: 1, scope: !1569, file: !3, line: 458, type: !16)
!1574 = !DILocalVariable(name: "word", scope: !1569, file: !3, line: 459, type: !15)
!1575 = !DILocalVariable(name: "i", scope: !1576, file: !3, line: 461, type: !14)
!1576 = distinct !DILexicalBlock(scope: !1569, file: !3, line: 461, column: 3)
!1577 = !DILocalVariable(name: "hi", scope: !1578, file: !3, line: 463, type: !12)
!1578 = distinct !DILexicalBlock(scope: !1579, file: !3, line: 461, column: 32)
!1579 = distinct !DILexicalBlock(scope: !1576, file: !3, line: 461, column: 3)
!1580 = !DILocalVariable(name: "lo", scope: !1578, file: !3, line: 464, type: !12)
!1581 = !DILocalVariable(name: "i", scope: !1582, file: !3, line: 473, type: !14)
!1582 = distinct !DILexicalBlock(scope: !1569, file: !3, line: 473, column: 3)
!1583 = !DILocation(line: 0, scope: !1569)
!1584 = !DILocation(line: 459, column: 14, scope: !1569)
!1585 = !DILocation(line: 460, column: 17, scope: !1569)
!1586 = !DILocation(line: 0, scope: !1576)
!1587 = !DILocation(line: 461, column: 3, scope: !1576)
!1588 = !DILocation(line: 472, column: 15, scope: !1569)
!1589 = !DILocation(line: 0, scope: !1582)
!1590 = !DILocation(line: 473, column: 3, scope: !1582)
!1591 = !DILocation(line: 463, column: 20, scope: !1578)
!1592 = !DILocation(line: 0, scope: !1578)
!1593 = !DILocation(line: 464, column: 20, scope: !1578)
!1594 = !DILocation(line: 465, column: 24, scope: !1578)
!1595 = !DILocation(line: 465, column: 36, scope: !1578)
!1596 = !DILocation(line: 465, column: 29, scope: !1578)
!1597 = !DILocation(line: 466, column: 14, scope: !1598)
!1598 = distinct !DILexicalBlock(scope: !1578, file: !3, line: 466, column: 9)
!1599 = !DILocation(line: 466, column: 9, scope: !1578)
!1600 = !DILocation(line: 468, column: 5, scope: !1578)
!1601 = !DILocation(line: 468, column: 19, scope: !1578)
!1602 = !DILocation(line: 461, column: 28, scope: !1579)
!1603 = !DILocation(line: 461, column: 21, scope: !1579)
!1604 = distinct !{!1604, !1587, !1605, !307}
!1605 = !DILocation(line: 469, column: 3, scope: !1576)
!1606 = !DILocation(line: 0, scope: !1607)
!1607 = distinct !DILexicalBlock(scope: !1608, file: !3, line: 473, column: 33)
!1608 = distinct !DILexicalBlock(scope: !1582, file: !3, line: 473, column: 3)
!1609 = !DILocation(line: 478, column: 1, scope: !1569)
!1610 = !DILocation(line: 474, column: 42, scope: !1607)
!1611 = !DILocation(line: 474, column: 73, scope: !1607)
!1612 = !DILocation(line: 474, column: 61, scope: !1607)
!1613 = !DILocation(line: 474, column: 24, scope: !1607)
!1614 = !DILocation(line: 475, column: 22, scope: !1607)
!1615 = !DILocation(line: 475, column: 27, scope: !1607)
!1616 = !DILocation(line: 476, column: 22, scope: !1607)
!1617 = !DILocation(line: 476, column: 27, scope: !1607)
!1618 = !DILocation(line: 473, column: 29, scope: !1608)
!1619 = !DILocation(line: 473, column: 21, scope: !1608)
!1620 = distinct !{!1620, !1590, !1621, !307}
!1621 = !DILocation(line: 477, column: 3, scope: !1582)
!1622 = distinct !DISubprogram(name: "rand", scope: !3, file: !3, line: 480, type: !1623, scopeLine: 480, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1625)
!1623 = !DISubroutineType(types: !1624)
!1624 = !{!14}
!1625 = !{!1626, !1627}
!1626 = !DILocalVariable(name: "v", scope: !1622, file: !3, line: 483, type: !16)
!1627 = !DILocalVariable(name: "result", scope: !1622, file: !3, line: 485, type: !14)
!1628 = !DILocation(line: 481, column: 8, scope: !1629)
!1629 = distinct !DILexicalBlock(scope: !1622, file: !3, line: 481, column: 7)
!1630 = !DILocation(line: 481, column: 7, scope: !1622)
!1631 = !DILocation(line: 483, column: 37, scope: !1622)
!1632 = !DILocation(line: 483, column: 68, scope: !1622)
!1633 = !DILocation(line: 0, scope: !1569, inlinedAt: !1634)
!1634 = distinct !DILocation(line: 482, column: 5, scope: !1629)
!1635 = !DILocation(line: 460, column: 17, scope: !1569, inlinedAt: !1634)
!1636 = !DILocation(line: 0, scope: !1576, inlinedAt: !1634)
!1637 = !DILocation(line: 461, column: 3, scope: !1576, inlinedAt: !1634)
!1638 = !DILocation(line: 472, column: 15, scope: !1569, inlinedAt: !1634)
!1639 = !DILocation(line: 0, scope: !1582, inlinedAt: !1634)
!1640 = !DILocation(line: 473, column: 3, scope: !1582, inlinedAt: !1634)
!1641 = !DILocation(line: 463, column: 20, scope: !1578, inlinedAt: !1634)
!1642 = !DILocation(line: 0, scope: !1578, inlinedAt: !1634)
!1643 = !DILocation(line: 464, column: 20, scope: !1578, inlinedAt: !1634)
!1644 = !DILocation(line: 465, column: 24, scope: !1578, inlinedAt: !1634)
!1645 = !DILocation(line: 465, column: 36, scope: !1578, inlinedAt: !1634)
!1646 = !DILocation(line: 465, column: 29, scope: !1578, inlinedAt: !1634)
!1647 = !DILocation(line: 466, column: 14, scope: !1598, inlinedAt: !1634)
!1648 = !DILocation(line: 466, column: 9, scope: !1578, inlinedAt: !1634)
!1649 = !DILocation(line: 468, column: 5, scope: !1578, inlinedAt: !1634)
!1650 = !DILocation(line: 468, column: 19, scope: !1578, inlinedAt: !1634)
!1651 = !DILocation(line: 461, column: 28, scope: !1579, inlinedAt: !1634)
!1652 = !DILocation(line: 461, column: 21, scope: !1579, inlinedAt: !1634)
!1653 = distinct !{!1653, !1637, !1654, !307}
!1654 = !DILocation(line: 469, column: 3, scope: !1576, inlinedAt: !1634)
!1655 = !DILocation(line: 474, column: 42, scope: !1607, inlinedAt: !1634)
!1656 = !DILocation(line: 474, column: 73, scope: !1607, inlinedAt: !1634)
!1657 = !DILocation(line: 474, column: 61, scope: !1607, inlinedAt: !1634)
!1658 = !DILocation(line: 474, column: 24, scope: !1607, inlinedAt: !1634)
!1659 = !DILocation(line: 475, column: 22, scope: !1607, inlinedAt: !1634)
!1660 = !DILocation(line: 475, column: 27, scope: !1607, inlinedAt: !1634)
!1661 = !DILocation(line: 476, column: 22, scope: !1607, inlinedAt: !1634)
!1662 = !DILocation(line: 476, column: 27, scope: !1607, inlinedAt: !1634)
!1663 = !DILocation(line: 473, column: 29, scope: !1608, inlinedAt: !1634)
!1664 = !DILocation(line: 473, column: 21, scope: !1608, inlinedAt: !1634)
!1665 = distinct !{!1665, !1640, !1666, !307}
!1666 = !DILocation(line: 477, column: 3, scope: !1582, inlinedAt: !1634)
!1667 = !DILocation(line: 483, column: 26, scope: !1622)
!1668 = !DILocation(line: 483, column: 57, scope: !1622)
!1669 = !DILocation(line: 483, column: 45, scope: !1622)
!1670 = !DILocation(line: 0, scope: !1622)
!1671 = !DILocation(line: 484, column: 22, scope: !1622)
!1672 = !DILocation(line: 485, column: 24, scope: !1622)
!1673 = !DILocation(line: 486, column: 20, scope: !1622)
!1674 = !DILocation(line: 486, column: 25, scope: !1622)
!1675 = !DILocation(line: 486, column: 10, scope: !1622)
!1676 = !DILocation(line: 487, column: 20, scope: !1622)
!1677 = !DILocation(line: 487, column: 25, scope: !1622)
!1678 = !DILocation(line: 487, column: 10, scope: !1622)
!1679 = !DILocation(line: 488, column: 3, scope: !1622)
!1680 = distinct !DISubprogram(name: "qsort", scope: !3, file: !3, line: 518, type: !1681, scopeLine: 518, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1686)
!1681 = !DISubroutineType(types: !1682)
!1682 = !{null, !8, !315, !315, !1683}
!1683 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1684, size: 32)
!1684 = !DISubroutineType(types: !1685)
!1685 = !{!14, !313, !313}
!1686 = !{!1687, !1688, !1689, !1690, !1691}
!1687 = !DILocalVariable(name: "base", arg: 1, scope: !1680, file: !3, line: 518, type: !8)
!1688 = !DILocalVariable(name: "n", arg: 2, scope: !1680, file: !3, line: 518, type: !315)
!1689 = !DILocalVariable(name: "size", arg: 3, scope: !1680, file: !3, line: 518, type: !315)
!1690 = !DILocalVariable(name: "cmp", arg: 4, scope: !1680, file: !3, line: 518, type: !1683)
!1691 = !DILocalVariable(name: "tmp", scope: !1680, file: !3, line: 521, type: !5)
!1692 = !DILocation(line: 0, scope: !1680)
!1693 = !DILocation(line: 519, column: 9, scope: !1694)
!1694 = distinct !DILexicalBlock(scope: !1680, file: !3, line: 519, column: 7)
!1695 = !DILocation(line: 519, column: 14, scope: !1694)
!1696 = !DILocation(line: 521, column: 24, scope: !1680)
!1697 = !DILocation(line: 521, column: 15, scope: !1680)
!1698 = !DILocation(line: 522, column: 8, scope: !1699)
!1699 = distinct !DILexicalBlock(scope: !1680, file: !3, line: 522, column: 7)
!1700 = !DILocation(line: 522, column: 7, scope: !1680)
!1701 = !DILocation(line: 523, column: 5, scope: !1699)
!1702 = !DILocation(line: 524, column: 3, scope: !1680)
!1703 = !DILocation(line: 525, column: 3, scope: !1680)
!1704 = !DILocation(line: 526, column: 1, scope: !1680)
!1705 = !DISubprogram(name: "abort", scope: !3, file: !3, line: 29, type: !78, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1706 = distinct !DISubprogram(name: "msort", scope: !3, file: !3, line: 492, type: !1707, scopeLine: 493, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1709)
!1707 = !DISubroutineType(types: !1708)
!1708 = !{null, !5, !315, !315, !1683, !5}
!1709 = !{!1710, !1711, !1712, !1713, !1714, !1715, !1716, !1717, !1718, !1719}
!1710 = !DILocalVariable(name: "b", arg: 1, scope: !1706, file: !3, line: 492, type: !5)
!1711 = !DILocalVariable(name: "n", arg: 2, scope: !1706, file: !3, line: 492, type: !315)
!1712 = !DILocalVariable(name: "size", arg: 3, scope: !1706, file: !3, line: 492, type: !315)
!1713 = !DILocalVariable(name: "cmp", arg: 4, scope: !1706, file: !3, line: 492, type: !1683)
!1714 = !DILocalVariable(name: "tmp", arg: 5, scope: !1706, file: !3, line: 493, type: !5)
!1715 = !DILocalVariable(name: "n1", scope: !1706, file: !3, line: 496, type: !315)
!1716 = !DILocalVariable(name: "n2", scope: !1706, file: !3, line: 496, type: !315)
!1717 = !DILocalVariable(name: "b1", scope: !1706, file: !3, line: 497, type: !5)
!1718 = !DILocalVariable(name: "b2", scope: !1706, file: !3, line: 497, type: !5)
!1719 = !DILocalVariable(name: "out", scope: !1706, file: !3, line: 500, type: !5)
!1720 = !DILocation(line: 0, scope: !1706)
!1721 = !DILocation(line: 494, column: 9, scope: !1722)
!1722 = distinct !DILexicalBlock(scope: !1706, file: !3, line: 494, column: 7)
!1723 = !DILocation(line: 494, column: 7, scope: !1706)
!1724 = !DILocation(line: 496, column: 17, scope: !1706)
!1725 = !DILocation(line: 496, column: 29, scope: !1706)
!1726 = !DILocation(line: 497, column: 30, scope: !1706)
!1727 = !DILocation(line: 497, column: 25, scope: !1706)
!1728 = !DILocation(line: 498, column: 3, scope: !1706)
!1729 = !DILocation(line: 499, column: 3, scope: !1706)
!1730 = !DILocation(line: 501, column: 17, scope: !1706)
!1731 = !DILocation(line: 501, column: 3, scope: !1706)
!1732 = !DILocation(line: 502, column: 9, scope: !1733)
!1733 = distinct !DILexicalBlock(scope: !1734, file: !3, line: 502, column: 9)
!1734 = distinct !DILexicalBlock(scope: !1706, file: !3, line: 501, column: 28)
!1735 = !DILocation(line: 502, column: 21, scope: !1733)
!1736 = !DILocation(line: 502, column: 9, scope: !1734)
!1737 = !DILocation(line: 503, column: 7, scope: !1738)
!1738 = distinct !DILexicalBlock(scope: !1733, file: !3, line: 502, column: 27)
!1739 = !DILocation(line: 504, column: 10, scope: !1738)
!1740 = !DILocation(line: 505, column: 9, scope: !1738)
!1741 = !DILocation(line: 506, column: 5, scope: !1738)
!1742 = !DILocation(line: 507, column: 7, scope: !1743)
!1743 = distinct !DILexicalBlock(scope: !1733, file: !3, line: 506, column: 12)
!1744 = !DILocation(line: 508, column: 10, scope: !1743)
!1745 = !DILocation(line: 509, column: 9, scope: !1743)
!1746 = !DILocation(line: 511, column: 9, scope: !1734)
!1747 = !DILocation(line: 501, column: 13, scope: !1706)
!1748 = distinct !{!1748, !1731, !1749, !307}
!1749 = !DILocation(line: 512, column: 3, scope: !1706)
!1750 = !DILocation(line: 513, column: 7, scope: !1706)
!1751 = !DILocation(line: 514, column: 24, scope: !1752)
!1752 = distinct !DILexicalBlock(scope: !1706, file: !3, line: 513, column: 7)
!1753 = !DILocation(line: 514, column: 5, scope: !1752)
!1754 = !DILocation(line: 515, column: 21, scope: !1706)
!1755 = !DILocation(line: 515, column: 27, scope: !1706)
!1756 = !DILocation(line: 515, column: 3, scope: !1706)
!1757 = !DILocation(line: 516, column: 1, scope: !1706)
!1758 = !DISubprogram(name: "free", scope: !3, file: !3, line: 24, type: !104, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1759 = distinct !DISubprogram(name: "bsearch", scope: !3, file: !3, line: 528, type: !1760, scopeLine: 529, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1762)
!1760 = !DISubroutineType(types: !1761)
!1761 = !{!8, !313, !313, !315, !315, !1683}
!1762 = !{!1763, !1764, !1765, !1766, !1767, !1768, !1769, !1770, !1772, !1773}
!1763 = !DILocalVariable(name: "key", arg: 1, scope: !1759, file: !3, line: 528, type: !313)
!1764 = !DILocalVariable(name: "base", arg: 2, scope: !1759, file: !3, line: 528, type: !313)
!1765 = !DILocalVariable(name: "n", arg: 3, scope: !1759, file: !3, line: 528, type: !315)
!1766 = !DILocalVariable(name: "size", arg: 4, scope: !1759, file: !3, line: 528, type: !315)
!1767 = !DILocalVariable(name: "cmp", arg: 5, scope: !1759, file: !3, line: 529, type: !1683)
!1768 = !DILocalVariable(name: "lo", scope: !1759, file: !3, line: 530, type: !315)
!1769 = !DILocalVariable(name: "hi", scope: !1759, file: !3, line: 530, type: !315)
!1770 = !DILocalVariable(name: "mid", scope: !1771, file: !3, line: 532, type: !315)
!1771 = distinct !DILexicalBlock(scope: !1759, file: !3, line: 531, column: 19)
!1772 = !DILocalVariable(name: "p", scope: !1771, file: !3, line: 533, type: !17)
!1773 = !DILocalVariable(name: "c", scope: !1771, file: !3, line: 534, type: !14)
!1774 = !DILocation(line: 0, scope: !1759)
!1775 = !DILocation(line: 531, column: 3, scope: !1759)
!1776 = !DILocation(line: 530, column: 18, scope: !1759)
!1777 = !DILocation(line: 530, column: 10, scope: !1759)
!1778 = !DILocation(line: 531, column: 13, scope: !1759)
!1779 = !DILocation(line: 532, column: 27, scope: !1771)
!1780 = !DILocation(line: 532, column: 33, scope: !1771)
!1781 = !DILocation(line: 532, column: 21, scope: !1771)
!1782 = !DILocation(line: 0, scope: !1771)
!1783 = !DILocation(line: 533, column: 46, scope: !1771)
!1784 = !DILocation(line: 533, column: 40, scope: !1771)
!1785 = !DILocation(line: 534, column: 13, scope: !1771)
!1786 = !DILocation(line: 535, column: 11, scope: !1787)
!1787 = distinct !DILexicalBlock(scope: !1771, file: !3, line: 535, column: 9)
!1788 = !DILocation(line: 535, column: 9, scope: !1771)
!1789 = distinct !{!1789, !1775, !1790, !307}
!1790 = !DILocation(line: 541, column: 3, scope: !1759)
!1791 = !DILocation(line: 543, column: 1, scope: !1759)
!1792 = distinct !DISubprogram(name: "pthread_once", scope: !3, file: !3, line: 552, type: !1793, scopeLine: 552, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1795)
!1793 = !DISubroutineType(types: !1794)
!1794 = !{!14, !22, !77}
!1795 = !{!1796, !1797}
!1796 = !DILocalVariable(name: "once", arg: 1, scope: !1792, file: !3, line: 552, type: !22)
!1797 = !DILocalVariable(name: "init", arg: 2, scope: !1792, file: !3, line: 552, type: !77)
!1798 = !DILocation(line: 0, scope: !1792)
!1799 = !DILocation(line: 553, column: 3, scope: !1792)
!1800 = !DILocation(line: 554, column: 7, scope: !1801)
!1801 = distinct !DILexicalBlock(scope: !1792, file: !3, line: 554, column: 7)
!1802 = !DILocation(line: 554, column: 13, scope: !1801)
!1803 = !DILocation(line: 554, column: 7, scope: !1792)
!1804 = !DILocation(line: 555, column: 11, scope: !1805)
!1805 = distinct !DILexicalBlock(scope: !1801, file: !3, line: 554, column: 19)
!1806 = !DILocation(line: 556, column: 5, scope: !1805)
!1807 = !DILocation(line: 557, column: 5, scope: !1805)
!1808 = !DILocation(line: 558, column: 11, scope: !1805)
!1809 = !DILocation(line: 559, column: 5, scope: !1805)
!1810 = !DILocation(line: 561, column: 3, scope: !1792)
!1811 = !DILocation(line: 562, column: 3, scope: !1792)
!1812 = !DILocation(line: 563, column: 3, scope: !1792)
!1813 = !DILocation(line: 564, column: 1, scope: !1792)
!1814 = !DISubprogram(name: "__VERIFIER_atomic_begin", scope: !3, file: !3, line: 547, type: !78, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1815 = !DISubprogram(name: "__VERIFIER_atomic_end", scope: !3, file: !3, line: 548, type: !78, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1816 = !DISubprogram(name: "__pancam_await_eq", scope: !3, file: !3, line: 549, type: !1817, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1817 = !DISubroutineType(types: !1818)
!1818 = !{null, !22, !14}
!1819 = distinct !DISubprogram(name: "pthread_key_create", scope: !3, file: !3, line: 574, type: !1820, scopeLine: 574, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1823)
!1820 = !DISubroutineType(types: !1821)
!1821 = !{!14, !1822, !103}
!1822 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 32)
!1823 = !{!1824, !1825, !1826}
!1824 = !DILocalVariable(name: "key", arg: 1, scope: !1819, file: !3, line: 574, type: !1822)
!1825 = !DILocalVariable(name: "dtor", arg: 2, scope: !1819, file: !3, line: 574, type: !103)
!1826 = !DILocalVariable(name: "k", scope: !1827, file: !3, line: 576, type: !16)
!1827 = distinct !DILexicalBlock(scope: !1819, file: !3, line: 576, column: 3)
!1828 = !DILocation(line: 0, scope: !1819)
!1829 = !DILocation(line: 575, column: 3, scope: !1819)
!1830 = !DILocation(line: 0, scope: !1827)
!1831 = !DILocation(line: 576, column: 3, scope: !1827)
!1832 = !DILocation(line: 577, column: 10, scope: !1833)
!1833 = distinct !DILexicalBlock(scope: !1834, file: !3, line: 577, column: 9)
!1834 = distinct !DILexicalBlock(scope: !1835, file: !3, line: 576, column: 43)
!1835 = distinct !DILexicalBlock(scope: !1827, file: !3, line: 576, column: 3)
!1836 = !DILocation(line: 577, column: 9, scope: !1834)
!1837 = !DILocation(line: 578, column: 19, scope: !1838)
!1838 = distinct !DILexicalBlock(scope: !1833, file: !3, line: 577, column: 23)
!1839 = !DILocation(line: 579, column: 7, scope: !1838)
!1840 = !DILocation(line: 579, column: 19, scope: !1838)
!1841 = !DILocation(line: 580, column: 11, scope: !1842)
!1842 = distinct !DILexicalBlock(scope: !1838, file: !3, line: 580, column: 11)
!1843 = !DILocation(line: 580, column: 11, scope: !1838)
!1844 = !DILocation(line: 581, column: 27, scope: !1842)
!1845 = !DILocation(line: 581, column: 9, scope: !1842)
!1846 = !DILocation(line: 576, column: 39, scope: !1835)
!1847 = !DILocation(line: 576, column: 26, scope: !1835)
!1848 = distinct !{!1848, !1831, !1849, !307}
!1849 = !DILocation(line: 586, column: 3, scope: !1827)
!1850 = !DILocation(line: 582, column: 7, scope: !1838)
!1851 = !DILocation(line: 583, column: 12, scope: !1838)
!1852 = !DILocation(line: 587, column: 3, scope: !1819)
!1853 = !DILocation(line: 588, column: 3, scope: !1819)
!1854 = !DILocation(line: 589, column: 1, scope: !1819)
!1855 = distinct !DISubprogram(name: "pthread_key_delete", scope: !3, file: !3, line: 591, type: !1856, scopeLine: 591, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1858)
!1856 = !DISubroutineType(types: !1857)
!1857 = !{!14, !16}
!1858 = !{!1859}
!1859 = !DILocalVariable(name: "key", arg: 1, scope: !1855, file: !3, line: 591, type: !16)
!1860 = !DILocation(line: 0, scope: !1855)
!1861 = !DILocation(line: 592, column: 3, scope: !1855)
!1862 = !DILocation(line: 593, column: 11, scope: !1863)
!1863 = distinct !DILexicalBlock(scope: !1855, file: !3, line: 593, column: 7)
!1864 = !DILocation(line: 593, column: 23, scope: !1863)
!1865 = !DILocation(line: 593, column: 27, scope: !1863)
!1866 = !DILocation(line: 593, column: 7, scope: !1855)
!1867 = !DILocation(line: 597, column: 7, scope: !1868)
!1868 = distinct !DILexicalBlock(scope: !1855, file: !3, line: 597, column: 7)
!1869 = !DILocation(line: 597, column: 7, scope: !1855)
!1870 = !DILocation(line: 598, column: 23, scope: !1868)
!1871 = !DILocation(line: 598, column: 5, scope: !1868)
!1872 = !DILocation(line: 599, column: 17, scope: !1855)
!1873 = !DILocation(line: 600, column: 17, scope: !1855)
!1874 = !DILocation(line: 602, column: 3, scope: !1855)
!1875 = !DILocation(line: 603, column: 1, scope: !1855)
!1876 = distinct !DISubprogram(name: "__pancam_tsd_run", scope: !3, file: !3, line: 609, type: !78, scopeLine: 609, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1877)
!1877 = !{!1878, !1880, !1883, !1885, !1888}
!1878 = !DILocalVariable(name: "round", scope: !1879, file: !3, line: 610, type: !14)
!1879 = distinct !DILexicalBlock(scope: !1876, file: !3, line: 610, column: 3)
!1880 = !DILocalVariable(name: "again", scope: !1881, file: !3, line: 611, type: !14)
!1881 = distinct !DILexicalBlock(scope: !1882, file: !3, line: 610, column: 43)
!1882 = distinct !DILexicalBlock(scope: !1879, file: !3, line: 610, column: 3)
!1883 = !DILocalVariable(name: "k", scope: !1884, file: !3, line: 612, type: !16)
!1884 = distinct !DILexicalBlock(scope: !1881, file: !3, line: 612, column: 5)
!1885 = !DILocalVariable(name: "v", scope: !1886, file: !3, line: 613, type: !8)
!1886 = distinct !DILexicalBlock(scope: !1887, file: !3, line: 612, column: 45)
!1887 = distinct !DILexicalBlock(scope: !1884, file: !3, line: 612, column: 5)
!1888 = !DILocalVariable(name: "dtor", scope: !1886, file: !3, line: 614, type: !103)
!1889 = !DILocation(line: 0, scope: !1879)
!1890 = !DILocation(line: 0, scope: !1884)
!1891 = !DILocation(line: 0, scope: !1881)
!1892 = !DILocation(line: 612, column: 5, scope: !1884)
!1893 = !DILocation(line: 613, column: 17, scope: !1886)
!1894 = !DILocation(line: 0, scope: !1886)
!1895 = !DILocation(line: 614, column: 30, scope: !1886)
!1896 = !DILocation(line: 615, column: 11, scope: !1897)
!1897 = distinct !DILexicalBlock(scope: !1886, file: !3, line: 615, column: 11)
!1898 = !DILocation(line: 615, column: 13, scope: !1897)
!1899 = !DILocation(line: 612, column: 41, scope: !1887)
!1900 = !DILocation(line: 612, column: 28, scope: !1887)
!1901 = distinct !{!1901, !1892, !1902, !307}
!1902 = !DILocation(line: 620, column: 5, scope: !1884)
!1903 = !DILocation(line: 616, column: 22, scope: !1904)
!1904 = distinct !DILexicalBlock(scope: !1897, file: !3, line: 615, column: 22)
!1905 = !DILocation(line: 617, column: 9, scope: !1904)
!1906 = !DILocation(line: 624, column: 1, scope: !1876)
!1907 = distinct !DISubprogram(name: "pthread_getspecific", scope: !3, file: !3, line: 626, type: !1908, scopeLine: 626, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1910)
!1908 = !DISubroutineType(types: !1909)
!1909 = !{!8, !16}
!1910 = !{!1911}
!1911 = !DILocalVariable(name: "key", arg: 1, scope: !1907, file: !3, line: 626, type: !16)
!1912 = !DILocation(line: 0, scope: !1907)
!1913 = !DILocation(line: 626, column: 54, scope: !1907)
!1914 = !DILocation(line: 626, column: 50, scope: !1907)
!1915 = !DILocation(line: 626, column: 67, scope: !1907)
!1916 = !DILocation(line: 626, column: 43, scope: !1907)
!1917 = distinct !DISubprogram(name: "pthread_setspecific", scope: !3, file: !3, line: 628, type: !1918, scopeLine: 628, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1920)
!1918 = !DISubroutineType(types: !1919)
!1919 = !{!14, !16, !313}
!1920 = !{!1921, !1922}
!1921 = !DILocalVariable(name: "key", arg: 1, scope: !1917, file: !3, line: 628, type: !16)
!1922 = !DILocalVariable(name: "value", arg: 2, scope: !1917, file: !3, line: 628, type: !313)
!1923 = !DILocation(line: 0, scope: !1917)
!1924 = !DILocation(line: 629, column: 11, scope: !1925)
!1925 = distinct !DILexicalBlock(scope: !1917, file: !3, line: 629, column: 7)
!1926 = !DILocation(line: 629, column: 23, scope: !1925)
!1927 = !DILocation(line: 629, column: 27, scope: !1925)
!1928 = !DILocation(line: 629, column: 7, scope: !1917)
!1929 = !DILocation(line: 631, column: 3, scope: !1917)
!1930 = !DILocation(line: 631, column: 18, scope: !1917)
!1931 = !DILocation(line: 632, column: 3, scope: !1917)
!1932 = !DILocation(line: 633, column: 1, scope: !1917)
!1933 = distinct !DISubprogram(name: "time", scope: !3, file: !3, line: 650, type: !1934, scopeLine: 650, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1938)
!1934 = !DISubroutineType(types: !1935)
!1935 = !{!1936, !1937}
!1936 = !DIDerivedType(tag: DW_TAG_typedef, name: "pancam_time_t", file: !3, line: 640, baseType: !12)
!1937 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1936, size: 32)
!1938 = !{!1939}
!1939 = !DILocalVariable(name: "t", arg: 1, scope: !1933, file: !3, line: 650, type: !1937)
!1940 = !DILocation(line: 0, scope: !1933)
!1941 = !DILocation(line: 651, column: 7, scope: !1942)
!1942 = distinct !DILexicalBlock(scope: !1933, file: !3, line: 651, column: 7)
!1943 = !DILocation(line: 651, column: 7, scope: !1933)
!1944 = !DILocation(line: 652, column: 8, scope: !1942)
!1945 = !{!1946, !1946, i64 0}
!1946 = !{!"long", !279, i64 0}
!1947 = !DILocation(line: 652, column: 5, scope: !1942)
!1948 = !DILocation(line: 653, column: 3, scope: !1933)
!1949 = distinct !DISubprogram(name: "clock_gettime", scope: !3, file: !3, line: 656, type: !1950, scopeLine: 656, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1957)
!1950 = !DISubroutineType(types: !1951)
!1951 = !{!14, !14, !1952}
!1952 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1953, size: 32)
!1953 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pancam_timespec", file: !3, line: 641, size: 64, elements: !1954)
!1954 = !{!1955, !1956}
!1955 = !DIDerivedType(tag: DW_TAG_member, name: "tv_sec", scope: !1953, file: !3, line: 642, baseType: !1936, size: 32)
!1956 = !DIDerivedType(tag: DW_TAG_member, name: "tv_nsec", scope: !1953, file: !3, line: 643, baseType: !12, size: 32, offset: 32)
!1957 = !{!1958, !1959}
!1958 = !DILocalVariable(name: "clk", arg: 1, scope: !1949, file: !3, line: 656, type: !14)
!1959 = !DILocalVariable(name: "ts", arg: 2, scope: !1949, file: !3, line: 656, type: !1952)
!1960 = !DILocation(line: 0, scope: !1949)
!1961 = !DILocation(line: 658, column: 7, scope: !1962)
!1962 = distinct !DILexicalBlock(scope: !1949, file: !3, line: 658, column: 7)
!1963 = !DILocation(line: 658, column: 7, scope: !1949)
!1964 = !DILocation(line: 659, column: 16, scope: !1965)
!1965 = distinct !DILexicalBlock(scope: !1962, file: !3, line: 658, column: 11)
!1966 = !{!1967, !1946, i64 0}
!1967 = !{!"pancam_timespec", !1946, i64 0, !1946, i64 4}
!1968 = !DILocation(line: 660, column: 9, scope: !1965)
!1969 = !DILocation(line: 660, column: 17, scope: !1965)
!1970 = !{!1967, !1946, i64 4}
!1971 = !DILocation(line: 661, column: 3, scope: !1965)
!1972 = !DILocation(line: 662, column: 3, scope: !1949)
!1973 = distinct !DISubprogram(name: "gettimeofday", scope: !3, file: !3, line: 665, type: !1974, scopeLine: 665, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1981)
!1974 = !DISubroutineType(types: !1975)
!1975 = !{!14, !1976, !8}
!1976 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1977, size: 32)
!1977 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pancam_timeval", file: !3, line: 645, size: 64, elements: !1978)
!1978 = !{!1979, !1980}
!1979 = !DIDerivedType(tag: DW_TAG_member, name: "tv_sec", scope: !1977, file: !3, line: 646, baseType: !1936, size: 32)
!1980 = !DIDerivedType(tag: DW_TAG_member, name: "tv_usec", scope: !1977, file: !3, line: 647, baseType: !12, size: 32, offset: 32)
!1981 = !{!1982, !1983}
!1982 = !DILocalVariable(name: "tv", arg: 1, scope: !1973, file: !3, line: 665, type: !1976)
!1983 = !DILocalVariable(name: "tz", arg: 2, scope: !1973, file: !3, line: 665, type: !8)
!1984 = !DILocation(line: 0, scope: !1973)
!1985 = !DILocation(line: 667, column: 7, scope: !1986)
!1986 = distinct !DILexicalBlock(scope: !1973, file: !3, line: 667, column: 7)
!1987 = !DILocation(line: 667, column: 7, scope: !1973)
!1988 = !DILocation(line: 668, column: 16, scope: !1989)
!1989 = distinct !DILexicalBlock(scope: !1986, file: !3, line: 667, column: 11)
!1990 = !{!1991, !1946, i64 0}
!1991 = !{!"pancam_timeval", !1946, i64 0, !1946, i64 4}
!1992 = !DILocation(line: 669, column: 9, scope: !1989)
!1993 = !DILocation(line: 669, column: 17, scope: !1989)
!1994 = !{!1991, !1946, i64 4}
!1995 = !DILocation(line: 670, column: 3, scope: !1989)
!1996 = !DILocation(line: 671, column: 3, scope: !1973)
!1997 = distinct !DISubprogram(name: "clock", scope: !3, file: !3, line: 674, type: !1998, scopeLine: 674, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!1998 = !DISubroutineType(types: !1999)
!1999 = !{!12}
!2000 = !DILocation(line: 674, column: 20, scope: !1997)
!2001 = distinct !DISubprogram(name: "strerror", scope: !3, file: !3, line: 692, type: !2002, scopeLine: 692, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2004)
!2002 = !DISubroutineType(types: !2003)
!2003 = !{!5, !14}
!2004 = !{!2005, !2006, !2007, !2008, !2009, !2010}
!2005 = !DILocalVariable(name: "e", arg: 1, scope: !2001, file: !3, line: 692, type: !14)
!2006 = !DILocalVariable(name: "p", scope: !2001, file: !3, line: 696, type: !17)
!2007 = !DILocalVariable(name: "i", scope: !2001, file: !3, line: 697, type: !14)
!2008 = !DILocalVariable(name: "u", scope: !2001, file: !3, line: 700, type: !16)
!2009 = !DILocalVariable(name: "d", scope: !2001, file: !3, line: 703, type: !192)
!2010 = !DILocalVariable(name: "n", scope: !2001, file: !3, line: 704, type: !14)
!2011 = distinct !DIAssignID()
!2012 = !DILocation(line: 0, scope: !2001)
!2013 = !DILocation(line: 693, column: 14, scope: !2014)
!2014 = distinct !DILexicalBlock(scope: !2001, file: !3, line: 693, column: 7)
!2015 = !DILocation(line: 699, column: 24, scope: !2001)
!2016 = !DILocation(line: 700, column: 18, scope: !2001)
!2017 = !DILocation(line: 700, column: 16, scope: !2001)
!2018 = !DILocation(line: 701, column: 7, scope: !2001)
!2019 = !DILocation(line: 694, column: 20, scope: !2014)
!2020 = !DILocation(line: 694, column: 5, scope: !2014)
!2021 = !DILocation(line: 702, column: 24, scope: !2022)
!2022 = distinct !DILexicalBlock(scope: !2001, file: !3, line: 701, column: 7)
!2023 = !DILocation(line: 702, column: 5, scope: !2022)
!2024 = !DILocation(line: 703, column: 3, scope: !2001)
!2025 = !DILocation(line: 705, column: 3, scope: !2001)
!2026 = !DILocation(line: 706, column: 29, scope: !2027)
!2027 = distinct !DILexicalBlock(scope: !2001, file: !3, line: 705, column: 6)
!2028 = !DILocation(line: 706, column: 14, scope: !2027)
!2029 = !DILocation(line: 706, column: 8, scope: !2027)
!2030 = !DILocation(line: 706, column: 5, scope: !2027)
!2031 = !DILocation(line: 706, column: 12, scope: !2027)
!2032 = !DILocation(line: 707, column: 7, scope: !2027)
!2033 = !DILocation(line: 708, column: 3, scope: !2027)
!2034 = distinct !{!2034, !2025, !2035, !307}
!2035 = !DILocation(line: 708, column: 13, scope: !2001)
!2036 = !DILocation(line: 709, column: 3, scope: !2001)
!2037 = !DILocation(line: 710, column: 28, scope: !2001)
!2038 = !DILocation(line: 710, column: 26, scope: !2001)
!2039 = !DILocation(line: 710, column: 20, scope: !2001)
!2040 = !DILocation(line: 710, column: 5, scope: !2001)
!2041 = !DILocation(line: 710, column: 24, scope: !2001)
!2042 = distinct !{!2042, !540}
!2043 = distinct !{!2043, !2036, !2044, !307}
!2044 = !DILocation(line: 710, column: 31, scope: !2001)
!2045 = !DILocation(line: 711, column: 3, scope: !2001)
!2046 = !DILocation(line: 711, column: 20, scope: !2001)
!2047 = !DILocation(line: 713, column: 1, scope: !2001)
!2048 = distinct !DISubprogram(name: "perror", scope: !3, file: !3, line: 717, type: !2049, scopeLine: 717, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2051)
!2049 = !DISubroutineType(types: !2050)
!2050 = !{null, !17}
!2051 = !{!2052}
!2052 = !DILocalVariable(name: "s", arg: 1, scope: !2048, file: !3, line: 717, type: !17)
!2053 = distinct !DIAssignID()
!2054 = !DILocation(line: 0, scope: !2048)
!2055 = !DILocation(line: 718, column: 7, scope: !2056)
!2056 = distinct !DILexicalBlock(scope: !2048, file: !3, line: 718, column: 7)
!2057 = !DILocation(line: 718, column: 9, scope: !2056)
!2058 = !DILocation(line: 718, column: 12, scope: !2056)
!2059 = !DILocation(line: 718, column: 7, scope: !2048)
!2060 = !DILocation(line: 719, column: 14, scope: !2061)
!2061 = distinct !DILexicalBlock(scope: !2056, file: !3, line: 718, column: 16)
!2062 = !DILocation(line: 719, column: 5, scope: !2061)
!2063 = !DILocation(line: 720, column: 17, scope: !2061)
!2064 = !DILocation(line: 720, column: 5, scope: !2061)
!2065 = !DILocation(line: 721, column: 3, scope: !2061)
!2066 = !DILocation(line: 722, column: 18, scope: !2048)
!2067 = !DILocation(line: 0, scope: !2001, inlinedAt: !2068)
!2068 = distinct !DILocation(line: 722, column: 9, scope: !2048)
!2069 = !DILocation(line: 693, column: 14, scope: !2014, inlinedAt: !2068)
!2070 = !DILocation(line: 699, column: 24, scope: !2001, inlinedAt: !2068)
!2071 = !DILocation(line: 700, column: 18, scope: !2001, inlinedAt: !2068)
!2072 = !DILocation(line: 700, column: 16, scope: !2001, inlinedAt: !2068)
!2073 = !DILocation(line: 701, column: 7, scope: !2001, inlinedAt: !2068)
!2074 = !DILocation(line: 694, column: 20, scope: !2014, inlinedAt: !2068)
!2075 = !DILocation(line: 694, column: 5, scope: !2014, inlinedAt: !2068)
!2076 = !DILocation(line: 702, column: 24, scope: !2022, inlinedAt: !2068)
!2077 = !DILocation(line: 702, column: 5, scope: !2022, inlinedAt: !2068)
!2078 = !DILocation(line: 703, column: 3, scope: !2001, inlinedAt: !2068)
!2079 = !DILocation(line: 705, column: 3, scope: !2001, inlinedAt: !2068)
!2080 = !DILocation(line: 706, column: 29, scope: !2027, inlinedAt: !2068)
!2081 = !DILocation(line: 706, column: 14, scope: !2027, inlinedAt: !2068)
!2082 = !DILocation(line: 706, column: 8, scope: !2027, inlinedAt: !2068)
!2083 = !DILocation(line: 706, column: 5, scope: !2027, inlinedAt: !2068)
!2084 = !DILocation(line: 706, column: 12, scope: !2027, inlinedAt: !2068)
!2085 = !DILocation(line: 707, column: 7, scope: !2027, inlinedAt: !2068)
!2086 = !DILocation(line: 708, column: 3, scope: !2027, inlinedAt: !2068)
!2087 = distinct !{!2087, !2079, !2088, !307}
!2088 = !DILocation(line: 708, column: 13, scope: !2001, inlinedAt: !2068)
!2089 = !DILocation(line: 709, column: 3, scope: !2001, inlinedAt: !2068)
!2090 = !DILocation(line: 710, column: 28, scope: !2001, inlinedAt: !2068)
!2091 = !DILocation(line: 710, column: 26, scope: !2001, inlinedAt: !2068)
!2092 = !DILocation(line: 710, column: 20, scope: !2001, inlinedAt: !2068)
!2093 = !DILocation(line: 710, column: 5, scope: !2001, inlinedAt: !2068)
!2094 = !DILocation(line: 710, column: 24, scope: !2001, inlinedAt: !2068)
!2095 = distinct !{!2095, !540}
!2096 = distinct !{!2096, !2089, !2097, !307}
!2097 = !DILocation(line: 710, column: 31, scope: !2001, inlinedAt: !2068)
!2098 = !DILocation(line: 711, column: 3, scope: !2001, inlinedAt: !2068)
!2099 = !DILocation(line: 711, column: 20, scope: !2001, inlinedAt: !2068)
!2100 = !DILocation(line: 713, column: 1, scope: !2001, inlinedAt: !2068)
!2101 = !DILocation(line: 722, column: 33, scope: !2048)
!2102 = !DILocation(line: 722, column: 3, scope: !2048)
!2103 = !DILocation(line: 723, column: 15, scope: !2048)
!2104 = !DILocation(line: 723, column: 3, scope: !2048)
!2105 = !DILocation(line: 724, column: 1, scope: !2048)
!2106 = !DISubprogram(name: "fputs", scope: !3, file: !3, line: 715, type: !2107, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2107 = !DISubroutineType(types: !2108)
!2108 = !{!14, !17, !36}
!2109 = distinct !DISubprogram(name: "getchar", scope: !3, file: !3, line: 756, type: !1623, scopeLine: 756, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
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
!2122 = !{!2123, !278, i64 0}
!2123 = !{!"pancam_file", !278, i64 0}
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
!2166 = distinct !DISubprogram(name: "vscanf", scope: !3, file: !3, line: 850, type: !2167, scopeLine: 850, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2170)
!2167 = !DISubroutineType(types: !2168)
!2168 = !{!14, !17, !2169}
!2169 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !3, baseType: !5)
!2170 = !{!2171, !2172}
!2171 = !DILocalVariable(name: "f", arg: 1, scope: !2166, file: !3, line: 850, type: !17)
!2172 = !DILocalVariable(name: "ap", arg: 2, scope: !2166, file: !3, line: 850, type: !2169)
!2173 = !DILocation(line: 0, scope: !2166)
!2174 = !DILocation(line: 850, column: 58, scope: !2166)
!2175 = !DILocation(line: 850, column: 51, scope: !2166)
!2176 = distinct !DISubprogram(name: "pancam_vscanf", scope: !3, file: !3, line: 768, type: !2167, scopeLine: 768, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2177)
!2177 = !{!2178, !2179, !2180, !2181, !2182, !2183, !2185, !2186, !2187, !2188, !2189}
!2178 = !DILocalVariable(name: "f", arg: 1, scope: !2176, file: !3, line: 768, type: !17)
!2179 = !DILocalVariable(name: "ap", arg: 2, scope: !2176, file: !3, line: 768, type: !2169)
!2180 = !DILocalVariable(name: "assigned", scope: !2176, file: !3, line: 769, type: !14)
!2181 = !DILocalVariable(name: "converted", scope: !2176, file: !3, line: 769, type: !14)
!2182 = !DILocalVariable(name: "stop", scope: !2176, file: !3, line: 769, type: !14)
!2183 = !DILocalVariable(name: "suppress", scope: !2184, file: !3, line: 782, type: !14)
!2184 = distinct !DILexicalBlock(scope: !2176, file: !3, line: 770, column: 14)
!2185 = !DILocalVariable(name: "width", scope: !2184, file: !3, line: 785, type: !16)
!2186 = !DILocalVariable(name: "len", scope: !2184, file: !3, line: 788, type: !14)
!2187 = !DILocalVariable(name: "conv", scope: !2184, file: !3, line: 802, type: !6)
!2188 = !DILocalVariable(name: "p", scope: !2184, file: !3, line: 822, type: !8)
!2189 = !DILocalVariable(name: "i", scope: !2190, file: !3, line: 824, type: !16)
!2190 = distinct !DILexicalBlock(scope: !2191, file: !3, line: 824, column: 7)
!2191 = distinct !DILexicalBlock(scope: !2192, file: !3, line: 823, column: 22)
!2192 = distinct !DILexicalBlock(scope: !2184, file: !3, line: 823, column: 9)
!2193 = !DILocation(line: 0, scope: !2176)
!2194 = !DILocation(line: 770, column: 10, scope: !2176)
!2195 = !DILocation(line: 770, column: 3, scope: !2176)
!2196 = !DILocation(line: 771, column: 17, scope: !2197)
!2197 = distinct !DILexicalBlock(scope: !2184, file: !3, line: 771, column: 9)
!2198 = !DILocation(line: 0, scope: !993, inlinedAt: !2199)
!2199 = distinct !DILocation(line: 771, column: 9, scope: !2197)
!2200 = !DILocation(line: 0, scope: !960, inlinedAt: !2201)
!2201 = distinct !DILocation(line: 322, column: 29, scope: !993, inlinedAt: !2199)
!2202 = !DILocation(line: 318, column: 55, scope: !960, inlinedAt: !2201)
!2203 = !DILocation(line: 322, column: 36, scope: !993, inlinedAt: !2199)
!2204 = !DILocation(line: 771, column: 9, scope: !2197)
!2205 = !DILocation(line: 771, column: 9, scope: !2184)
!2206 = !DILocation(line: 772, column: 8, scope: !2207)
!2207 = distinct !DILexicalBlock(scope: !2197, file: !3, line: 771, column: 37)
!2208 = !DILocation(line: 773, column: 7, scope: !2207)
!2209 = distinct !{!2209, !2195, !2210, !307}
!2210 = !DILocation(line: 846, column: 3, scope: !2176)
!2211 = !DILocation(line: 775, column: 12, scope: !2212)
!2212 = distinct !DILexicalBlock(scope: !2184, file: !3, line: 775, column: 9)
!2213 = !DILocation(line: 775, column: 19, scope: !2212)
!2214 = !DILocation(line: 775, column: 22, scope: !2212)
!2215 = !DILocation(line: 775, column: 27, scope: !2212)
!2216 = !DILocation(line: 775, column: 9, scope: !2184)
!2217 = !DILocation(line: 776, column: 12, scope: !2218)
!2218 = distinct !DILexicalBlock(scope: !2212, file: !3, line: 775, column: 35)
!2219 = !DILocation(line: 776, column: 9, scope: !2218)
!2220 = !DILocation(line: 763, column: 8, scope: !2221, inlinedAt: !2223)
!2221 = distinct !DILexicalBlock(scope: !2222, file: !3, line: 763, column: 7)
!2222 = distinct !DISubprogram(name: "scan_stop", scope: !3, file: !3, line: 762, type: !1623, scopeLine: 762, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!2223 = distinct !DILocation(line: 777, column: 19, scope: !2224)
!2224 = distinct !DILexicalBlock(scope: !2218, file: !3, line: 777, column: 11)
!2225 = !DILocation(line: 763, column: 7, scope: !2222, inlinedAt: !2223)
!2226 = !DILocation(line: 765, column: 10, scope: !2222, inlinedAt: !2223)
!2227 = !DILocation(line: 778, column: 26, scope: !2224)
!2228 = !DILocation(line: 778, column: 9, scope: !2224)
!2229 = !DILocation(line: 782, column: 23, scope: !2184)
!2230 = !DILocation(line: 0, scope: !2184)
!2231 = !DILocation(line: 783, column: 9, scope: !2184)
!2232 = !DILocation(line: 786, column: 12, scope: !2184)
!2233 = !DILocation(line: 786, column: 22, scope: !2184)
!2234 = !DILocation(line: 787, column: 21, scope: !2184)
!2235 = !DILocation(line: 787, column: 41, scope: !2184)
!2236 = !DILocation(line: 787, column: 44, scope: !2184)
!2237 = !DILocation(line: 787, column: 26, scope: !2184)
!2238 = distinct !{!2238, !2239, !2240, !307}
!2239 = !DILocation(line: 786, column: 5, scope: !2184)
!2240 = !DILocation(line: 787, column: 49, scope: !2184)
!2241 = !DILocation(line: 789, column: 9, scope: !2184)
!2242 = !DILocation(line: 790, column: 13, scope: !2243)
!2243 = distinct !DILexicalBlock(scope: !2244, file: !3, line: 789, column: 20)
!2244 = distinct !DILexicalBlock(scope: !2184, file: !3, line: 789, column: 9)
!2245 = !DILocation(line: 790, column: 18, scope: !2243)
!2246 = !DILocation(line: 791, column: 12, scope: !2243)
!2247 = !DILocation(line: 792, column: 5, scope: !2243)
!2248 = !DILocation(line: 793, column: 13, scope: !2249)
!2249 = distinct !DILexicalBlock(scope: !2250, file: !3, line: 792, column: 27)
!2250 = distinct !DILexicalBlock(scope: !2244, file: !3, line: 792, column: 16)
!2251 = !DILocation(line: 793, column: 18, scope: !2249)
!2252 = !DILocation(line: 795, column: 5, scope: !2249)
!2253 = !DILocation(line: 801, column: 5, scope: !2254)
!2254 = distinct !DILexicalBlock(scope: !2255, file: !3, line: 798, column: 40)
!2255 = distinct !DILexicalBlock(scope: !2256, file: !3, line: 798, column: 16)
!2256 = distinct !DILexicalBlock(scope: !2250, file: !3, line: 795, column: 16)
!2257 = !DILocation(line: 0, scope: !2244)
!2258 = !DILocation(line: 802, column: 17, scope: !2184)
!2259 = !DILocation(line: 803, column: 10, scope: !2260)
!2260 = distinct !DILexicalBlock(scope: !2184, file: !3, line: 803, column: 9)
!2261 = !DILocation(line: 803, column: 9, scope: !2184)
!2262 = !DILocation(line: 805, column: 6, scope: !2184)
!2263 = !DILocation(line: 806, column: 9, scope: !2184)
!2264 = !DILocation(line: 807, column: 11, scope: !2265)
!2265 = distinct !DILexicalBlock(scope: !2266, file: !3, line: 806, column: 22)
!2266 = distinct !DILexicalBlock(scope: !2184, file: !3, line: 806, column: 9)
!2267 = !DILocation(line: 808, column: 48, scope: !2268)
!2268 = distinct !DILexicalBlock(scope: !2265, file: !3, line: 807, column: 11)
!2269 = !DILocation(line: 808, column: 17, scope: !2268)
!2270 = !DILocation(line: 808, column: 46, scope: !2268)
!2271 = !DILocation(line: 808, column: 9, scope: !2268)
!2272 = !DILocation(line: 814, column: 7, scope: !2273)
!2273 = distinct !DILexicalBlock(scope: !2274, file: !3, line: 813, column: 82)
!2274 = distinct !DILexicalBlock(scope: !2184, file: !3, line: 811, column: 9)
!2275 = !DILocation(line: 815, column: 7, scope: !2273)
!2276 = !DILocation(line: 763, column: 8, scope: !2221, inlinedAt: !2277)
!2277 = distinct !DILocation(line: 817, column: 17, scope: !2278)
!2278 = distinct !DILexicalBlock(scope: !2184, file: !3, line: 817, column: 9)
!2279 = !DILocation(line: 763, column: 7, scope: !2222, inlinedAt: !2277)
!2280 = !DILocation(line: 765, column: 10, scope: !2222, inlinedAt: !2277)
!2281 = !DILocation(line: 818, column: 24, scope: !2278)
!2282 = !DILocation(line: 818, column: 7, scope: !2278)
!2283 = !DILocation(line: 820, column: 9, scope: !2184)
!2284 = !DILocation(line: 822, column: 15, scope: !2184)
!2285 = !DILocation(line: 823, column: 9, scope: !2184)
!2286 = !DILocation(line: 0, scope: !2190)
!2287 = !DILocation(line: 824, column: 7, scope: !2190)
!2288 = !DILocation(line: 825, column: 26, scope: !2289)
!2289 = distinct !DILexicalBlock(scope: !2190, file: !3, line: 824, column: 7)
!2290 = !DILocation(line: 825, column: 9, scope: !2289)
!2291 = !DILocation(line: 825, column: 24, scope: !2289)
!2292 = !DILocation(line: 824, column: 54, scope: !2289)
!2293 = !DILocation(line: 824, column: 30, scope: !2289)
!2294 = distinct !{!2294, !2287, !2295, !307}
!2295 = !DILocation(line: 825, column: 49, scope: !2190)
!2296 = !DILocation(line: 828, column: 11, scope: !2297)
!2297 = distinct !DILexicalBlock(scope: !2298, file: !3, line: 827, column: 29)
!2298 = distinct !DILexicalBlock(scope: !2192, file: !3, line: 826, column: 16)
!2299 = !DILocation(line: 829, column: 22, scope: !2300)
!2300 = distinct !DILexicalBlock(scope: !2297, file: !3, line: 828, column: 11)
!2301 = !DILocation(line: 829, column: 20, scope: !2300)
!2302 = !DILocation(line: 829, column: 9, scope: !2300)
!2303 = !DILocation(line: 831, column: 30, scope: !2304)
!2304 = distinct !DILexicalBlock(scope: !2300, file: !3, line: 830, column: 16)
!2305 = !DILocation(line: 831, column: 23, scope: !2304)
!2306 = !DILocation(line: 831, column: 21, scope: !2304)
!2307 = !DILocation(line: 831, column: 9, scope: !2304)
!2308 = !DILocation(line: 833, column: 21, scope: !2309)
!2309 = distinct !DILexicalBlock(scope: !2304, file: !3, line: 832, column: 16)
!2310 = !DILocation(line: 833, column: 19, scope: !2309)
!2311 = !DILocation(line: 833, column: 9, scope: !2309)
!2312 = !DILocation(line: 835, column: 27, scope: !2313)
!2313 = distinct !DILexicalBlock(scope: !2309, file: !3, line: 834, column: 16)
!2314 = !DILocation(line: 835, column: 25, scope: !2313)
!2315 = !{!2316, !2316, i64 0}
!2316 = !{!"long long", !279, i64 0}
!2317 = !DILocation(line: 835, column: 9, scope: !2313)
!2318 = !DILocation(line: 837, column: 22, scope: !2313)
!2319 = !DILocation(line: 837, column: 20, scope: !2313)
!2320 = !DILocation(line: 838, column: 16, scope: !2298)
!2321 = !DILocation(line: 839, column: 21, scope: !2322)
!2322 = distinct !DILexicalBlock(scope: !2323, file: !3, line: 838, column: 26)
!2323 = distinct !DILexicalBlock(scope: !2298, file: !3, line: 838, column: 16)
!2324 = !DILocation(line: 839, column: 19, scope: !2322)
!2325 = !{!2326, !2326, i64 0}
!2326 = !{!"float", !279, i64 0}
!2327 = !DILocation(line: 840, column: 5, scope: !2322)
!2328 = !DILocation(line: 841, column: 27, scope: !2329)
!2329 = distinct !DILexicalBlock(scope: !2330, file: !3, line: 840, column: 26)
!2330 = distinct !DILexicalBlock(scope: !2323, file: !3, line: 840, column: 16)
!2331 = !DILocation(line: 841, column: 25, scope: !2329)
!2332 = !{!2333, !2333, i64 0}
!2333 = !{!"long double", !279, i64 0}
!2334 = !DILocation(line: 842, column: 5, scope: !2329)
!2335 = !DILocation(line: 843, column: 22, scope: !2336)
!2336 = distinct !DILexicalBlock(scope: !2330, file: !3, line: 842, column: 12)
!2337 = !DILocation(line: 843, column: 20, scope: !2336)
!2338 = !{!2339, !2339, i64 0}
!2339 = !{!"double", !279, i64 0}
!2340 = !DILocation(line: 845, column: 13, scope: !2184)
!2341 = !DILocation(line: 848, column: 1, scope: !2176)
!2342 = distinct !DISubprogram(name: "scanf", scope: !3, file: !3, line: 853, type: !2343, scopeLine: 853, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2345)
!2343 = !DISubroutineType(types: !2344)
!2344 = !{!14, !17, null}
!2345 = !{!2346, !2347, !2348}
!2346 = !DILocalVariable(name: "f", arg: 1, scope: !2342, file: !3, line: 853, type: !17)
!2347 = !DILocalVariable(name: "ap", scope: !2342, file: !3, line: 854, type: !2169)
!2348 = !DILocalVariable(name: "r", scope: !2342, file: !3, line: 856, type: !14)
!2349 = distinct !DIAssignID()
!2350 = !DILocation(line: 0, scope: !2342)
!2351 = !DILocation(line: 854, column: 3, scope: !2342)
!2352 = !DILocation(line: 855, column: 3, scope: !2342)
!2353 = !DILocation(line: 856, column: 28, scope: !2342)
!2354 = !DILocation(line: 856, column: 11, scope: !2342)
!2355 = !DILocation(line: 857, column: 3, scope: !2342)
!2356 = !DILocation(line: 859, column: 1, scope: !2342)
!2357 = !DILocation(line: 858, column: 3, scope: !2342)
!2358 = distinct !DISubprogram(name: "fscanf", scope: !3, file: !3, line: 864, type: !2359, scopeLine: 864, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2361)
!2359 = !DISubroutineType(types: !2360)
!2360 = !{!14, !36, !17, null}
!2361 = !{!2362, !2363, !2364, !2365}
!2362 = !DILocalVariable(name: "s", arg: 1, scope: !2358, file: !3, line: 864, type: !36)
!2363 = !DILocalVariable(name: "f", arg: 2, scope: !2358, file: !3, line: 864, type: !17)
!2364 = !DILocalVariable(name: "ap", scope: !2358, file: !3, line: 867, type: !2169)
!2365 = !DILocalVariable(name: "r", scope: !2358, file: !3, line: 869, type: !14)
!2366 = distinct !DIAssignID()
!2367 = !DILocation(line: 0, scope: !2358)
!2368 = !DILocation(line: 865, column: 8, scope: !2369)
!2369 = distinct !DILexicalBlock(scope: !2358, file: !3, line: 865, column: 7)
!2370 = !DILocation(line: 865, column: 10, scope: !2369)
!2371 = !DILocation(line: 865, column: 16, scope: !2369)
!2372 = !DILocation(line: 865, column: 19, scope: !2369)
!2373 = !DILocation(line: 865, column: 7, scope: !2358)
!2374 = !DILocation(line: 867, column: 3, scope: !2358)
!2375 = !DILocation(line: 868, column: 3, scope: !2358)
!2376 = !DILocation(line: 869, column: 28, scope: !2358)
!2377 = !DILocation(line: 869, column: 11, scope: !2358)
!2378 = !DILocation(line: 870, column: 3, scope: !2358)
!2379 = !DILocation(line: 872, column: 1, scope: !2358)
!2380 = !DISubprogram(name: "__VERIFIER_nondet_bool", scope: !3, file: !3, line: 739, type: !2381, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2381 = !DISubroutineType(types: !2382)
!2382 = !{!2383}
!2383 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!2384 = !DISubprogram(name: "__VERIFIER_nondet_char", scope: !3, file: !3, line: 740, type: !2385, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2385 = !DISubroutineType(types: !2386)
!2386 = !{!6}
!2387 = !DISubprogram(name: "__VERIFIER_nondet_int", scope: !3, file: !3, line: 741, type: !1623, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2388 = !DISubprogram(name: "__pancam_scanf_unsupported_conversion", scope: !3, file: !3, line: 746, type: !78, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2389 = !DISubprogram(name: "__VERIFIER_nondet_longlong", scope: !3, file: !3, line: 743, type: !2390, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2390 = !DISubroutineType(types: !2391)
!2391 = !{!11}
!2392 = !DISubprogram(name: "__VERIFIER_nondet_long", scope: !3, file: !3, line: 742, type: !1998, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2393 = !DISubprogram(name: "__VERIFIER_nondet_float", scope: !3, file: !3, line: 744, type: !2394, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2394 = !DISubroutineType(types: !2395)
!2395 = !{!28}
!2396 = !DISubprogram(name: "__VERIFIER_nondet_double", scope: !3, file: !3, line: 745, type: !2397, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2397 = !DISubroutineType(types: !2398)
!2398 = !{!32}
