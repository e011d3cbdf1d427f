; ModuleID = 'src/vm/libc/libc.c'
source_filename = "src/vm/libc/libc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.pancam_file = type { i32 }

@pancam_errno = internal thread_local global i32 0, align 4, !dbg !0
@pancam_stdin = internal global %struct.pancam_file zeroinitializer, align 4, !dbg !103
@stdin = dso_local local_unnamed_addr global ptr @pancam_stdin, align 8, !dbg !23
@pancam_stdout = internal global %struct.pancam_file { i32 1 }, align 4, !dbg !105
@stdout = dso_local local_unnamed_addr global ptr @pancam_stdout, align 8, !dbg !29
@pancam_stderr = internal global %struct.pancam_file { i32 2 }, align 4, !dbg !107
@stderr = dso_local local_unnamed_addr global ptr @pancam_stderr, align 8, !dbg !31
@atexit_n = internal unnamed_addr global i32 0, align 4, !dbg !71
@atexit_fns = internal unnamed_addr global [32 x ptr] zeroinitializer, align 16, !dbg !63
@strtok.save = internal unnamed_addr global ptr null, align 8, !dbg !33
@ctype_b = internal constant ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), align 8, !dbg !109
@ctype_lower = internal constant ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), align 8, !dbg !41
@ctype_upper = internal constant ptr getelementptr inbounds (i8, ptr @ctype_upper_table, i64 512), align 8, !dbg !46
@ctype_lower_table = internal constant [384 x i32] [i32 -128, i32 -127, i32 -126, i32 -125, i32 -124, i32 -123, i32 -122, i32 -121, i32 -120, i32 -119, i32 -118, i32 -117, i32 -116, i32 -115, i32 -114, i32 -113, i32 -112, i32 -111, i32 -110, i32 -109, i32 -108, i32 -107, i32 -106, i32 -105, i32 -104, i32 -103, i32 -102, i32 -101, i32 -100, i32 -99, i32 -98, i32 -97, i32 -96, i32 -95, i32 -94, i32 -93, i32 -92, i32 -91, i32 -90, i32 -89, i32 -88, i32 -87, i32 -86, i32 -85, i32 -84, i32 -83, i32 -82, i32 -81, i32 -80, i32 -79, i32 -78, i32 -77, i32 -76, i32 -75, i32 -74, i32 -73, i32 -72, i32 -71, i32 -70, i32 -69, i32 -68, i32 -67, i32 -66, i32 -65, i32 -64, i32 -63, i32 -62, i32 -61, i32 -60, i32 -59, i32 -58, i32 -57, i32 -56, i32 -55, i32 -54, i32 -53, i32 -52, i32 -51, i32 -50, i32 -49, i32 -48, i32 -47, i32 -46, i32 -45, i32 -44, i32 -43, i32 -42, i32 -41, i32 -40, i32 -39, i32 -38, i32 -37, i32 -36, i32 -35, i32 -34, i32 -33, i32 -32, i32 -31, i32 -30, i32 -29, i32 -28, i32 -27, i32 -26, i32 -25, i32 -24, i32 -23, i32 -22, i32 -21, i32 -20, i32 -19, i32 -18, i32 -17, i32 -16, i32 -15, i32 -14, i32 -13, i32 -12, i32 -11, i32 -10, i32 -9, i32 -8, i32 -7, i32 -6, i32 -5, i32 -4, i32 -3, i32 -2, i32 -1, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119, i32 120, i32 121, i32 122, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119, i32 120, i32 121, i32 122, i32 123, i32 124, i32 125, i32 126, i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254, i32 255], align 16, !dbg !119
@ctype_upper_table = internal constant [384 x i32] [i32 -128, i32 -127, i32 -126, i32 -125, i32 -124, i32 -123, i32 -122, i32 -121, i32 -120, i32 -119, i32 -118, i32 -117, i32 -116, i32 -115, i32 -114, i32 -113, i32 -112, i32 -111, i32 -110, i32 -109, i32 -108, i32 -107, i32 -106, i32 -105, i32 -104, i32 -103, i32 -102, i32 -101, i32 -100, i32 -99, i32 -98, i32 -97, i32 -96, i32 -95, i32 -94, i32 -93, i32 -92, i32 -91, i32 -90, i32 -89, i32 -88, i32 -87, i32 -86, i32 -85, i32 -84, i32 -83, i32 -82, i32 -81, i32 -80, i32 -79, i32 -78, i32 -77, i32 -76, i32 -75, i32 -74, i32 -73, i32 -72, i32 -71, i32 -70, i32 -69, i32 -68, i32 -67, i32 -66, i32 -65, i32 -64, i32 -63, i32 -62, i32 -61, i32 -60, i32 -59, i32 -58, i32 -57, i32 -56, i32 -55, i32 -54, i32 -53, i32 -52, i32 -51, i32 -50, i32 -49, i32 -48, i32 -47, i32 -46, i32 -45, i32 -44, i32 -43, i32 -42, i32 -41, i32 -40, i32 -39, i32 -38, i32 -37, i32 -36, i32 -35, i32 -34, i32 -33, i32 -32, i32 -31, i32 -30, i32 -29, i32 -28, i32 -27, i32 -26, i32 -25, i32 -24, i32 -23, i32 -22, i32 -21, i32 -20, i32 -19, i32 -18, i32 -17, i32 -16, i32 -15, i32 -14, i32 -13, i32 -12, i32 -11, i32 -10, i32 -9, i32 -8, i32 -7, i32 -6, i32 -5, i32 -4, i32 -3, i32 -2, i32 -1, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 123, i32 124, i32 125, i32 126, i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254, i32 255], align 16, !dbg !122
@rand_state = internal unnamed_addr global [31 x i32] zeroinitializer, align 16, !dbg !73
@rand_f = internal unnamed_addr global i32 0, align 4, !dbg !78
@rand_r = internal unnamed_addr global i32 0, align 4, !dbg !80
@rand_seeded = internal unnamed_addr global i1 false, align 4, !dbg !245
@key_used = internal unnamed_addr global [64 x i32] zeroinitializer, align 16, !dbg !84
@key_dtor = internal unnamed_addr global [64 x ptr] zeroinitializer, align 16, !dbg !89
@__pancam_tsd_dtors = dso_local local_unnamed_addr global i32 0, align 4, !dbg !98
@key_value = internal thread_local unnamed_addr global [64 x ptr] zeroinitializer, align 16, !dbg !95
@pancam_errlist = internal unnamed_addr constant [36 x ptr] [ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21, ptr @.str.22, ptr @.str.23, ptr @.str.24, ptr @.str.25, ptr @.str.26, ptr @.str.27, ptr @.str.28, ptr @.str.29, ptr @.str.30, ptr @.str.31, ptr @.str.32, ptr @.str.33, ptr @.str.34, ptr @.str.35, ptr @.str.36, ptr @.str.37, ptr @.str.38, ptr @.str.39], align 16, !dbg !239
@pancam_errbuf = internal global [32 x i8] zeroinitializer, align 16, !dbg !100
@.str.1 = private unnamed_addr constant [3 x i8] c": \00", align 1, !dbg !53
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !58
@ctype_b_table = internal constant <{ [256 x i16], [128 x i16] }> <{ [256 x i16] [i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 8195, i16 8194, i16 8194, i16 8194, i16 8194, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 24577, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -11000, i16 -11000, i16 -11000, i16 -11000, i16 -11000, i16 -11000, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -10744, i16 -10744, i16 -10744, i16 -10744, i16 -10744, i16 -10744, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 2], [128 x i16] zeroinitializer }>, align 16, !dbg !114
@.str.4 = private unnamed_addr constant [8 x i8] c"Success\00", align 1, !dbg !124
@.str.5 = private unnamed_addr constant [24 x i8] c"Operation not permitted\00", align 1, !dbg !129
@.str.6 = private unnamed_addr constant [26 x i8] c"No such file or directory\00", align 1, !dbg !134
@.str.7 = private unnamed_addr constant [16 x i8] c"No such process\00", align 1, !dbg !139
@.str.8 = private unnamed_addr constant [24 x i8] c"Interrupted system call\00", align 1, !dbg !144
@.str.9 = private unnamed_addr constant [19 x i8] c"Input/output error\00", align 1, !dbg !146
@.str.10 = private unnamed_addr constant [26 x i8] c"No such device or address\00", align 1, !dbg !151
@.str.11 = private unnamed_addr constant [23 x i8] c"Argument list too long\00", align 1, !dbg !153
@.str.12 = private unnamed_addr constant [18 x i8] c"Exec format error\00", align 1, !dbg !158
@.str.13 = private unnamed_addr constant [20 x i8] c"Bad file descriptor\00", align 1, !dbg !163
@.str.14 = private unnamed_addr constant [19 x i8] c"No child processes\00", align 1, !dbg !168
@.str.15 = private unnamed_addr constant [33 x i8] c"Resource temporarily unavailable\00", align 1, !dbg !170
@.str.16 = private unnamed_addr constant [23 x i8] c"Cannot allocate memory\00", align 1, !dbg !175
@.str.17 = private unnamed_addr constant [18 x i8] c"Permission denied\00", align 1, !dbg !177
@.str.18 = private unnamed_addr constant [12 x i8] c"Bad address\00", align 1, !dbg !179
@.str.19 = private unnamed_addr constant [22 x i8] c"Block device required\00", align 1, !dbg !184
@.str.20 = private unnamed_addr constant [24 x i8] c"Device or resource busy\00", align 1, !dbg !189
@.str.21 = private unnamed_addr constant [12 x i8] c"File exists\00", align 1, !dbg !191
@.str.22 = private unnamed_addr constant [26 x i8] c"Invalid cross-device link\00", align 1, !dbg !193
@.str.23 = private unnamed_addr constant [15 x i8] c"No such device\00", align 1, !dbg !195
@.str.24 = private unnamed_addr constant [16 x i8] c"Not a directory\00", align 1, !dbg !197
@.str.25 = private unnamed_addr constant [15 x i8] c"Is a directory\00", align 1, !dbg !199
@.str.26 = private unnamed_addr constant [17 x i8] c"Invalid argument\00", align 1, !dbg !201
@.str.27 = private unnamed_addr constant [30 x i8] c"Too many open files in system\00", align 1, !dbg !206
@.str.28 = private unnamed_addr constant [20 x i8] c"Too many open files\00", align 1, !dbg !211
@.str.29 = private unnamed_addr constant [31 x i8] c"Inappropriate ioctl for device\00", align 1, !dbg !213
@.str.30 = private unnamed_addr constant [15 x i8] c"Text file busy\00", align 1, !dbg !216
@.str.31 = private unnamed_addr constant [15 x i8] c"File too large\00", align 1, !dbg !218
@.str.32 = private unnamed_addr constant [24 x i8] c"No space left on device\00", align 1, !dbg !220
@.str.33 = private unnamed_addr constant [13 x i8] c"Illegal seek\00", align 1, !dbg !222
@.str.34 = private unnamed_addr constant [22 x i8] c"Read-only file system\00", align 1, !dbg !227
@.str.35 = private unnamed_addr constant [15 x i8] c"Too many links\00", align 1, !dbg !229
@.str.36 = private unnamed_addr constant [12 x i8] c"Broken pipe\00", align 1, !dbg !231
@.str.37 = private unnamed_addr constant [33 x i8] c"Numerical argument out of domain\00", align 1, !dbg !233
@.str.38 = private unnamed_addr constant [30 x i8] c"Numerical result out of range\00", align 1, !dbg !235
@.str.39 = private unnamed_addr constant [26 x i8] c"Resource deadlock avoided\00", align 1, !dbg !237

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local nonnull ptr @__errno_location() local_unnamed_addr #0 !dbg !252 {
  %1 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !256
  ret ptr %1, !dbg !257
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 -1, 1) i32 @atexit(ptr noundef %0) local_unnamed_addr #2 !dbg !258 {
    #dbg_value(ptr %0, !262, !DIExpression(), !263)
  %2 = load i32, ptr @atexit_n, align 4, !dbg !264, !tbaa !266
  %3 = icmp sgt i32 %2, 31, !dbg !270
  br i1 %3, label %8, label %4, !dbg !271

4:                                                ; preds = %1
  %5 = add nsw i32 %2, 1, !dbg !272
  store i32 %5, ptr @atexit_n, align 4, !dbg !272, !tbaa !266
  %6 = sext i32 %2 to i64, !dbg !273
  %7 = getelementptr inbounds [32 x ptr], ptr @atexit_fns, i64 0, i64 %6, !dbg !273
  store ptr %0, ptr %7, align 8, !dbg !274, !tbaa !275
  br label %8, !dbg !277

8:                                                ; preds = %1, %4
  %9 = phi i32 [ 0, %4 ], [ -1, %1 ], !dbg !263
  ret i32 %9, !dbg !278
}

; Function Attrs: noreturn nounwind
define dso_local void @exit(i32 noundef %0) local_unnamed_addr #3 !dbg !279 {
    #dbg_value(i32 %0, !283, !DIExpression(), !286)
  %2 = load i32, ptr @atexit_n, align 4, !dbg !287, !tbaa !266
  %3 = icmp sgt i32 %2, 0, !dbg !288
  br i1 %3, label %4, label %12, !dbg !289

4:                                                ; preds = %1, %4
  %5 = phi i32 [ %10, %4 ], [ %2, %1 ]
  %6 = add nsw i32 %5, -1, !dbg !290
  store i32 %6, ptr @atexit_n, align 4, !dbg !290, !tbaa !266
  %7 = zext nneg i32 %6 to i64, !dbg !291
  %8 = getelementptr inbounds [32 x ptr], ptr @atexit_fns, i64 0, i64 %7, !dbg !291
  %9 = load ptr, ptr %8, align 8, !dbg !291, !tbaa !275
    #dbg_value(ptr %9, !284, !DIExpression(), !292)
  tail call void %9() #18, !dbg !293
  %10 = load i32, ptr @atexit_n, align 4, !dbg !287, !tbaa !266
  %11 = icmp sgt i32 %10, 0, !dbg !288
  br i1 %11, label %4, label %12, !dbg !289, !llvm.loop !294

12:                                               ; preds = %4, %1
  tail call void @__pancam_exit(i32 noundef %0) #19, !dbg !297
  unreachable, !dbg !297
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: noreturn
declare !dbg !298 void @__pancam_exit(i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local i32 @memcmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #6 !dbg !299 {
    #dbg_value(ptr %0, !306, !DIExpression(), !313)
    #dbg_value(ptr %1, !307, !DIExpression(), !313)
    #dbg_value(i64 %2, !308, !DIExpression(), !313)
    #dbg_value(ptr %0, !309, !DIExpression(), !313)
    #dbg_value(ptr %1, !310, !DIExpression(), !313)
    #dbg_value(i64 0, !311, !DIExpression(), !314)
  %4 = icmp eq i64 %2, 0, !dbg !315
  br i1 %4, label %18, label %8, !dbg !317

5:                                                ; preds = %8
  %6 = add nuw i64 %9, 1, !dbg !318
    #dbg_value(i64 %6, !311, !DIExpression(), !314)
    #dbg_value(i64 %6, !311, !DIExpression(), !314)
  %7 = icmp eq i64 %6, %2, !dbg !315
  br i1 %7, label %18, label %8, !dbg !317, !llvm.loop !319

8:                                                ; preds = %3, %5
  %9 = phi i64 [ %6, %5 ], [ 0, %3 ]
    #dbg_value(i64 %9, !311, !DIExpression(), !314)
  %10 = getelementptr inbounds i8, ptr %0, i64 %9, !dbg !321
  %11 = load i8, ptr %10, align 1, !dbg !321, !tbaa !323
  %12 = getelementptr inbounds i8, ptr %1, i64 %9, !dbg !324
  %13 = load i8, ptr %12, align 1, !dbg !324, !tbaa !323
  %14 = icmp eq i8 %11, %13, !dbg !325
    #dbg_value(i64 %9, !311, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !314)
  br i1 %14, label %5, label %15, !dbg !326

15:                                               ; preds = %8
  %16 = icmp ult i8 %11, %13, !dbg !327
  %17 = select i1 %16, i32 -1, i32 1, !dbg !328
  br label %18, !dbg !329

18:                                               ; preds = %5, %3, %15
  %19 = phi i32 [ %17, %15 ], [ 0, %3 ], [ 0, %5 ]
  ret i32 %19, !dbg !330
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local range(i32 0, 2) i32 @bcmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #6 !dbg !331 {
    #dbg_value(ptr %0, !333, !DIExpression(), !336)
    #dbg_value(ptr %1, !334, !DIExpression(), !336)
    #dbg_value(i64 %2, !335, !DIExpression(), !336)
    #dbg_value(ptr %0, !306, !DIExpression(), !337)
    #dbg_value(ptr %1, !307, !DIExpression(), !337)
    #dbg_value(i64 %2, !308, !DIExpression(), !337)
    #dbg_value(ptr %0, !309, !DIExpression(), !337)
    #dbg_value(ptr %1, !310, !DIExpression(), !337)
    #dbg_value(i64 0, !311, !DIExpression(), !339)
  %4 = icmp eq i64 %2, 0, !dbg !340
  br i1 %4, label %15, label %8, !dbg !341

5:                                                ; preds = %8
  %6 = add nuw i64 %9, 1, !dbg !342
    #dbg_value(i64 %6, !311, !DIExpression(), !339)
    #dbg_value(i64 %6, !311, !DIExpression(), !339)
  %7 = icmp eq i64 %6, %2, !dbg !340
  br i1 %7, label %15, label %8, !dbg !341, !llvm.loop !343

8:                                                ; preds = %3, %5
  %9 = phi i64 [ %6, %5 ], [ 0, %3 ]
    #dbg_value(i64 %9, !311, !DIExpression(), !339)
  %10 = getelementptr inbounds i8, ptr %0, i64 %9, !dbg !345
  %11 = load i8, ptr %10, align 1, !dbg !345, !tbaa !323
  %12 = getelementptr inbounds i8, ptr %1, i64 %9, !dbg !346
  %13 = load i8, ptr %12, align 1, !dbg !346, !tbaa !323
  %14 = icmp eq i8 %11, %13, !dbg !347
    #dbg_value(i64 %9, !311, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !339)
  br i1 %14, label %5, label %15, !dbg !348

15:                                               ; preds = %8, %5, %3
  %16 = phi i32 [ 0, %3 ], [ 1, %8 ], [ 0, %5 ]
  ret i32 %16, !dbg !349
}

; Function Attrs: nounwind
define dso_local ptr @mempcpy(ptr noundef %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #7 !dbg !350 {
    #dbg_value(ptr %0, !354, !DIExpression(), !357)
    #dbg_value(ptr %1, !355, !DIExpression(), !357)
    #dbg_value(i64 %2, !356, !DIExpression(), !357)
  %4 = tail call ptr @memcpy(ptr noundef %0, ptr noundef %1, i64 noundef %2) #18, !dbg !358
  %5 = getelementptr inbounds i8, ptr %4, i64 %2, !dbg !359
  ret ptr %5, !dbg !360
}

declare !dbg !361 ptr @memcpy(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local noundef ptr @memrchr(ptr noundef readonly %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #6 !dbg !362 {
    #dbg_value(ptr %0, !366, !DIExpression(), !370)
    #dbg_value(i32 %1, !367, !DIExpression(), !370)
    #dbg_value(i64 %2, !368, !DIExpression(), !370)
    #dbg_value(ptr %0, !369, !DIExpression(), !370)
  %4 = trunc i32 %1 to i8
  br label %5, !dbg !371

5:                                                ; preds = %8, %3
  %6 = phi i64 [ %2, %3 ], [ %9, %8 ]
    #dbg_value(i64 %6, !368, !DIExpression(), !370)
  %7 = icmp eq i64 %6, 0, !dbg !372
  br i1 %7, label %15, label %8, !dbg !371

8:                                                ; preds = %5
  %9 = add i64 %6, -1, !dbg !373
    #dbg_value(i64 %9, !368, !DIExpression(), !370)
  %10 = getelementptr inbounds i8, ptr %0, i64 %9, !dbg !375
  %11 = load i8, ptr %10, align 1, !dbg !375, !tbaa !323
  %12 = icmp eq i8 %11, %4, !dbg !377
  br i1 %12, label %13, label %5, !dbg !378, !llvm.loop !379

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %0, i64 %9
  br label %15, !dbg !381

15:                                               ; preds = %5, %13
  %16 = phi ptr [ %14, %13 ], [ null, %5 ], !dbg !370
  ret ptr %16, !dbg !381
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local ptr @memchr(ptr noundef readonly %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #6 !dbg !382 {
    #dbg_value(ptr %0, !384, !DIExpression(), !390)
    #dbg_value(i32 %1, !385, !DIExpression(), !390)
    #dbg_value(i64 %2, !386, !DIExpression(), !390)
    #dbg_value(ptr %0, !387, !DIExpression(), !390)
    #dbg_value(i64 0, !388, !DIExpression(), !391)
  %4 = icmp eq i64 %2, 0, !dbg !392
  br i1 %4, label %17, label %5, !dbg !394

5:                                                ; preds = %3
  %6 = trunc i32 %1 to i8
  br label %7, !dbg !394

7:                                                ; preds = %5, %12
  %8 = phi i64 [ 0, %5 ], [ %13, %12 ]
    #dbg_value(i64 %8, !388, !DIExpression(), !391)
  %9 = getelementptr inbounds i8, ptr %0, i64 %8, !dbg !395
  %10 = load i8, ptr %9, align 1, !dbg !395, !tbaa !323
  %11 = icmp eq i8 %10, %6, !dbg !397
  br i1 %11, label %15, label %12, !dbg !398

12:                                               ; preds = %7
  %13 = add nuw i64 %8, 1, !dbg !399
    #dbg_value(i64 %13, !388, !DIExpression(), !391)
  %14 = icmp eq i64 %13, %2, !dbg !392
  br i1 %14, label %17, label %7, !dbg !394, !llvm.loop !400

15:                                               ; preds = %7
  %16 = getelementptr inbounds i8, ptr %0, i64 %8
  br label %17, !dbg !402

17:                                               ; preds = %12, %15, %3
  %18 = phi ptr [ null, %3 ], [ %16, %15 ], [ null, %12 ]
  ret ptr %18, !dbg !402
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local i64 @strnlen(ptr nocapture noundef readonly %0, i64 noundef %1) local_unnamed_addr #6 !dbg !403 {
    #dbg_value(ptr %0, !407, !DIExpression(), !410)
    #dbg_value(i64 %1, !408, !DIExpression(), !410)
    #dbg_value(i64 0, !409, !DIExpression(), !410)
  %3 = icmp eq i64 %1, 0, !dbg !411
  br i1 %3, label %12, label %4, !dbg !412

4:                                                ; preds = %2, %9
  %5 = phi i64 [ %10, %9 ], [ 0, %2 ]
    #dbg_value(i64 %5, !409, !DIExpression(), !410)
  %6 = getelementptr inbounds i8, ptr %0, i64 %5, !dbg !413
  %7 = load i8, ptr %6, align 1, !dbg !413, !tbaa !323
  %8 = icmp eq i8 %7, 0, !dbg !412
  br i1 %8, label %12, label %9, !dbg !414

9:                                                ; preds = %4
  %10 = add nuw i64 %5, 1, !dbg !415
    #dbg_value(i64 %10, !409, !DIExpression(), !410)
  %11 = icmp eq i64 %10, %1, !dbg !411
  br i1 %11, label %12, label %4, !dbg !412, !llvm.loop !416

12:                                               ; preds = %4, %9, %2
  %13 = phi i64 [ 0, %2 ], [ %1, %9 ], [ %5, %4 ], !dbg !410
  ret i64 %13, !dbg !417
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local range(i32 -1, 2) i32 @strcmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !418 {
    #dbg_value(ptr %0, !422, !DIExpression(), !426)
    #dbg_value(ptr %1, !423, !DIExpression(), !426)
    #dbg_value(ptr %0, !424, !DIExpression(), !426)
    #dbg_value(ptr %1, !425, !DIExpression(), !426)
  %3 = load i8, ptr %0, align 1, !dbg !427, !tbaa !323
  %4 = icmp eq i8 %3, 0, !dbg !427
  br i1 %4, label %16, label %5, !dbg !428

5:                                                ; preds = %2, %11
  %6 = phi i8 [ %14, %11 ], [ %3, %2 ]
  %7 = phi ptr [ %13, %11 ], [ %1, %2 ]
  %8 = phi ptr [ %12, %11 ], [ %0, %2 ]
    #dbg_value(ptr %7, !425, !DIExpression(), !426)
    #dbg_value(ptr %8, !424, !DIExpression(), !426)
  %9 = load i8, ptr %7, align 1, !dbg !429, !tbaa !323
  %10 = icmp eq i8 %6, %9, !dbg !430
  br i1 %10, label %11, label %16, !dbg !431

11:                                               ; preds = %5
  %12 = getelementptr inbounds i8, ptr %8, i64 1, !dbg !432
    #dbg_value(ptr %12, !424, !DIExpression(), !426)
  %13 = getelementptr inbounds i8, ptr %7, i64 1, !dbg !434
    #dbg_value(ptr %13, !425, !DIExpression(), !426)
  %14 = load i8, ptr %12, align 1, !dbg !427, !tbaa !323
  %15 = icmp eq i8 %14, 0, !dbg !427
  br i1 %15, label %16, label %5, !dbg !428, !llvm.loop !435

16:                                               ; preds = %5, %11, %2
  %17 = phi ptr [ %1, %2 ], [ %13, %11 ], [ %7, %5 ], !dbg !426
  %18 = phi i8 [ 0, %2 ], [ 0, %11 ], [ %6, %5 ], !dbg !427
  %19 = load i8, ptr %17, align 1, !dbg !437, !tbaa !323
  %20 = icmp ugt i8 %18, %19, !dbg !438
  %21 = zext i1 %20 to i32, !dbg !438
  %22 = icmp ult i8 %18, %19, !dbg !439
  %23 = sext i1 %22 to i32, !dbg !439
  %24 = add nsw i32 %23, %21, !dbg !440
  ret i32 %24, !dbg !441
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local i32 @strncmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #6 !dbg !442 {
    #dbg_value(ptr %0, !446, !DIExpression(), !453)
    #dbg_value(ptr %1, !447, !DIExpression(), !453)
    #dbg_value(i64 %2, !448, !DIExpression(), !453)
    #dbg_value(ptr %0, !449, !DIExpression(), !453)
    #dbg_value(ptr %1, !450, !DIExpression(), !453)
    #dbg_value(i64 0, !451, !DIExpression(), !454)
  %4 = icmp eq i64 %2, 0, !dbg !455
  br i1 %4, label %23, label %5, !dbg !457

5:                                                ; preds = %3, %18
  %6 = phi i64 [ %20, %18 ], [ 0, %3 ]
    #dbg_value(i64 %6, !451, !DIExpression(), !454)
  %7 = getelementptr inbounds i8, ptr %0, i64 %6, !dbg !458
  %8 = load i8, ptr %7, align 1, !dbg !458, !tbaa !323
  %9 = getelementptr inbounds i8, ptr %1, i64 %6, !dbg !461
  %10 = load i8, ptr %9, align 1, !dbg !461, !tbaa !323
  %11 = icmp eq i8 %8, %10, !dbg !462
  br i1 %11, label %18, label %12, !dbg !463

12:                                               ; preds = %5
  %13 = icmp ugt i8 %8, %10, !dbg !464
  %14 = zext i1 %13 to i32, !dbg !464
  %15 = icmp ult i8 %8, %10, !dbg !465
  %16 = sext i1 %15 to i32, !dbg !465
  %17 = add nsw i32 %16, %14, !dbg !466
  br label %23, !dbg !467

18:                                               ; preds = %5
  %19 = icmp eq i8 %8, 0, !dbg !468
    #dbg_value(i64 %6, !451, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !454)
  %20 = add nuw i64 %6, 1
    #dbg_value(i64 %20, !451, !DIExpression(), !454)
    #dbg_value(i64 %20, !451, !DIExpression(), !454)
  %21 = icmp eq i64 %20, %2
  %22 = select i1 %19, i1 true, i1 %21, !dbg !470
  br i1 %22, label %23, label %5, !dbg !470, !llvm.loop !471

23:                                               ; preds = %18, %3, %12
  %24 = phi i32 [ %17, %12 ], [ 0, %3 ], [ 0, %18 ]
  ret i32 %24, !dbg !473
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local noundef ptr @strcpy(ptr noundef returned writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #10 !dbg !474 {
    #dbg_value(ptr %0, !476, !DIExpression(), !479)
    #dbg_value(ptr %1, !477, !DIExpression(), !479)
    #dbg_value(ptr %0, !478, !DIExpression(), !479)
  br label %3, !dbg !480

3:                                                ; preds = %3, %2
  %4 = phi ptr [ %1, %2 ], [ %6, %3 ]
  %5 = phi ptr [ %0, %2 ], [ %8, %3 ]
    #dbg_value(ptr %5, !476, !DIExpression(), !479)
    #dbg_value(ptr %4, !477, !DIExpression(), !479)
  %6 = getelementptr inbounds i8, ptr %4, i64 1, !dbg !481
    #dbg_value(ptr %6, !477, !DIExpression(), !479)
  %7 = load i8, ptr %4, align 1, !dbg !482, !tbaa !323
  %8 = getelementptr inbounds i8, ptr %5, i64 1, !dbg !483
    #dbg_value(ptr %8, !476, !DIExpression(), !479)
  store i8 %7, ptr %5, align 1, !dbg !484, !tbaa !323
  %9 = icmp eq i8 %7, 0, !dbg !480
  br i1 %9, label %10, label %3, !dbg !480, !llvm.loop !485

10:                                               ; preds = %3
  ret ptr %0, !dbg !487
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local noundef ptr @stpcpy(ptr noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #10 !dbg !488 {
    #dbg_value(ptr %0, !490, !DIExpression(), !492)
    #dbg_value(ptr %1, !491, !DIExpression(), !492)
    #dbg_value(ptr %1, !491, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !492)
  %3 = load i8, ptr %1, align 1, !dbg !493, !tbaa !323
  store i8 %3, ptr %0, align 1, !dbg !494, !tbaa !323
  %4 = icmp eq i8 %3, 0, !dbg !495
  br i1 %4, label %12, label %5, !dbg !495

5:                                                ; preds = %2, %5
  %6 = phi ptr [ %8, %5 ], [ %1, %2 ]
  %7 = phi ptr [ %9, %5 ], [ %0, %2 ]
    #dbg_value(ptr %6, !491, !DIExpression(), !492)
    #dbg_value(ptr %7, !490, !DIExpression(), !492)
  %8 = getelementptr inbounds i8, ptr %6, i64 1, !dbg !496
    #dbg_value(ptr %8, !491, !DIExpression(), !492)
  %9 = getelementptr inbounds i8, ptr %7, i64 1, !dbg !497
    #dbg_value(ptr %9, !490, !DIExpression(), !492)
    #dbg_value(ptr %8, !491, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !492)
  %10 = load i8, ptr %8, align 1, !dbg !493, !tbaa !323
  store i8 %10, ptr %9, align 1, !dbg !494, !tbaa !323
  %11 = icmp eq i8 %10, 0, !dbg !495
  br i1 %11, label %12, label %5, !dbg !495, !llvm.loop !498

12:                                               ; preds = %5, %2
  %13 = phi ptr [ %0, %2 ], [ %9, %5 ]
  ret ptr %13, !dbg !499
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptr @stpncpy(ptr noundef writeonly %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #11 !dbg !500 {
    #dbg_value(ptr %0, !504, !DIExpression(), !509)
    #dbg_value(ptr %1, !505, !DIExpression(), !509)
    #dbg_value(i64 %2, !506, !DIExpression(), !509)
    #dbg_value(i64 0, !507, !DIExpression(), !509)
  %4 = icmp eq i64 %2, 0, !dbg !510
  br i1 %4, label %14, label %5, !dbg !513

5:                                                ; preds = %3, %10
  %6 = phi i64 [ %12, %10 ], [ 0, %3 ]
    #dbg_value(i64 %6, !507, !DIExpression(), !509)
  %7 = getelementptr inbounds i8, ptr %1, i64 %6, !dbg !514
  %8 = load i8, ptr %7, align 1, !dbg !514, !tbaa !323
  %9 = icmp eq i8 %8, 0, !dbg !513
  br i1 %9, label %14, label %10, !dbg !515

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %0, i64 %6, !dbg !516
  store i8 %8, ptr %11, align 1, !dbg !517, !tbaa !323
  %12 = add nuw i64 %6, 1, !dbg !518
    #dbg_value(i64 %12, !507, !DIExpression(), !509)
  %13 = icmp eq i64 %12, %2, !dbg !510
  br i1 %13, label %56, label %5, !dbg !513, !llvm.loop !519

14:                                               ; preds = %5, %3
  %15 = phi i64 [ 0, %3 ], [ %6, %5 ], !dbg !509
    #dbg_value(!DIArgList(ptr %0, i64 %15), !508, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !509)
    #dbg_value(i64 %15, !507, !DIExpression(), !509)
  %16 = icmp ult i64 %15, %2, !dbg !521
  br i1 %16, label %17, label %56, !dbg !524

17:                                               ; preds = %14
  %18 = sub i64 %2, %15, !dbg !524
  %19 = icmp ult i64 %18, 8, !dbg !524
  br i1 %19, label %49, label %20, !dbg !524

20:                                               ; preds = %17
  %21 = icmp ult i64 %18, 32, !dbg !524
  br i1 %21, label %37, label %22, !dbg !524

22:                                               ; preds = %20
  %23 = and i64 %18, -32, !dbg !524
  %24 = getelementptr i8, ptr %0, i64 %15
  br label %25, !dbg !524

25:                                               ; preds = %25, %22
  %26 = phi i64 [ 0, %22 ], [ %29, %25 ]
  %27 = getelementptr i8, ptr %24, i64 %26, !dbg !525
  %28 = getelementptr inbounds i8, ptr %27, i64 16, !dbg !526
  store <16 x i8> zeroinitializer, ptr %27, align 1, !dbg !526, !tbaa !323
  store <16 x i8> zeroinitializer, ptr %28, align 1, !dbg !526, !tbaa !323
  %29 = add nuw i64 %26, 32
  %30 = icmp eq i64 %29, %23
  br i1 %30, label %31, label %25, !llvm.loop !527

31:                                               ; preds = %25
  %32 = icmp eq i64 %18, %23, !dbg !524
  br i1 %32, label %56, label %33, !dbg !524

33:                                               ; preds = %31
  %34 = add i64 %15, %23, !dbg !524
  %35 = and i64 %18, 24, !dbg !524
  %36 = icmp eq i64 %35, 0, !dbg !524
  br i1 %36, label %49, label %37, !dbg !524

37:                                               ; preds = %20, %33
  %38 = phi i64 [ %23, %33 ], [ 0, %20 ]
  %39 = and i64 %18, -8, !dbg !524
  %40 = add i64 %15, %39, !dbg !524
  %41 = getelementptr i8, ptr %0, i64 %15
  br label %42, !dbg !524

42:                                               ; preds = %42, %37
  %43 = phi i64 [ %38, %37 ], [ %45, %42 ]
  %44 = getelementptr i8, ptr %41, i64 %43, !dbg !525
  store <8 x i8> zeroinitializer, ptr %44, align 1, !dbg !526, !tbaa !323
  %45 = add nuw i64 %43, 8
  %46 = icmp eq i64 %45, %39
  br i1 %46, label %47, label %42, !llvm.loop !531

47:                                               ; preds = %42
  %48 = icmp eq i64 %18, %39, !dbg !524
  br i1 %48, label %56, label %49, !dbg !524

49:                                               ; preds = %47, %17, %33
  %50 = phi i64 [ %15, %17 ], [ %34, %33 ], [ %40, %47 ]
  br label %51, !dbg !524

51:                                               ; preds = %49, %51
  %52 = phi i64 [ %54, %51 ], [ %50, %49 ]
    #dbg_value(i64 %52, !507, !DIExpression(), !509)
  %53 = getelementptr inbounds i8, ptr %0, i64 %52, !dbg !525
  store i8 0, ptr %53, align 1, !dbg !526, !tbaa !323
  %54 = add nuw i64 %52, 1, !dbg !532
    #dbg_value(i64 %54, !507, !DIExpression(), !509)
  %55 = icmp eq i64 %54, %2, !dbg !521
  br i1 %55, label %56, label %51, !dbg !524, !llvm.loop !533

56:                                               ; preds = %10, %51, %31, %47, %14
  %57 = phi i64 [ %15, %14 ], [ %15, %47 ], [ %15, %31 ], [ %15, %51 ], [ %2, %10 ]
  %58 = getelementptr inbounds i8, ptr %0, i64 %57, !dbg !534
    #dbg_value(ptr %58, !508, !DIExpression(), !509)
  ret ptr %58, !dbg !535
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local noundef ptr @strchrnul(ptr noundef readonly %0, i32 noundef %1) local_unnamed_addr #9 !dbg !536 {
    #dbg_value(ptr %0, !540, !DIExpression(), !542)
    #dbg_value(i32 %1, !541, !DIExpression(), !542)
  %3 = load i8, ptr %0, align 1, !dbg !543, !tbaa !323
  %4 = icmp eq i8 %3, 0, !dbg !543
  br i1 %4, label %17, label %5, !dbg !544

5:                                                ; preds = %2
  %6 = shl i32 %1, 24
  %7 = ashr exact i32 %6, 24
  br label %8, !dbg !544

8:                                                ; preds = %5, %13
  %9 = phi i8 [ %3, %5 ], [ %15, %13 ]
  %10 = phi ptr [ %0, %5 ], [ %14, %13 ]
    #dbg_value(ptr %10, !540, !DIExpression(), !542)
  %11 = sext i8 %9 to i32, !dbg !543
  %12 = icmp eq i32 %7, %11, !dbg !545
  br i1 %12, label %17, label %13, !dbg !546

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %10, i64 1, !dbg !547
    #dbg_value(ptr %14, !540, !DIExpression(), !542)
  %15 = load i8, ptr %14, align 1, !dbg !543, !tbaa !323
  %16 = icmp eq i8 %15, 0, !dbg !543
  br i1 %16, label %17, label %8, !dbg !544, !llvm.loop !548

17:                                               ; preds = %8, %13, %2
  %18 = phi ptr [ %0, %2 ], [ %14, %13 ], [ %10, %8 ]
  ret ptr %18, !dbg !549
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local noundef ptr @strncpy(ptr noundef returned writeonly %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #11 !dbg !550 {
    #dbg_value(ptr %0, !552, !DIExpression(), !556)
    #dbg_value(ptr %1, !553, !DIExpression(), !556)
    #dbg_value(i64 %2, !554, !DIExpression(), !556)
    #dbg_value(i64 0, !555, !DIExpression(), !556)
  %4 = icmp eq i64 %2, 0, !dbg !557
  br i1 %4, label %14, label %5, !dbg !560

5:                                                ; preds = %3, %10
  %6 = phi i64 [ %12, %10 ], [ 0, %3 ]
    #dbg_value(i64 %6, !555, !DIExpression(), !556)
  %7 = getelementptr inbounds i8, ptr %1, i64 %6, !dbg !561
  %8 = load i8, ptr %7, align 1, !dbg !561, !tbaa !323
  %9 = icmp eq i8 %8, 0, !dbg !560
  br i1 %9, label %14, label %10, !dbg !562

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %0, i64 %6, !dbg !563
  store i8 %8, ptr %11, align 1, !dbg !564, !tbaa !323
  %12 = add nuw i64 %6, 1, !dbg !565
    #dbg_value(i64 %12, !555, !DIExpression(), !556)
  %13 = icmp eq i64 %12, %2, !dbg !557
  br i1 %13, label %56, label %5, !dbg !560, !llvm.loop !566

14:                                               ; preds = %5, %3
  %15 = phi i64 [ 0, %3 ], [ %6, %5 ], !dbg !556
    #dbg_value(i64 %15, !555, !DIExpression(), !556)
  %16 = icmp ult i64 %15, %2, !dbg !568
  br i1 %16, label %17, label %56, !dbg !571

17:                                               ; preds = %14
  %18 = sub i64 %2, %15, !dbg !571
  %19 = icmp ult i64 %18, 8, !dbg !571
  br i1 %19, label %49, label %20, !dbg !571

20:                                               ; preds = %17
  %21 = icmp ult i64 %18, 32, !dbg !571
  br i1 %21, label %37, label %22, !dbg !571

22:                                               ; preds = %20
  %23 = and i64 %18, -32, !dbg !571
  %24 = getelementptr i8, ptr %0, i64 %15
  br label %25, !dbg !571

25:                                               ; preds = %25, %22
  %26 = phi i64 [ 0, %22 ], [ %29, %25 ]
  %27 = getelementptr i8, ptr %24, i64 %26, !dbg !572
  %28 = getelementptr inbounds i8, ptr %27, i64 16, !dbg !573
  store <16 x i8> zeroinitializer, ptr %27, align 1, !dbg !573, !tbaa !323
  store <16 x i8> zeroinitializer, ptr %28, align 1, !dbg !573, !tbaa !323
  %29 = add nuw i64 %26, 32
  %30 = icmp eq i64 %29, %23
  br i1 %30, label %31, label %25, !llvm.loop !574

31:                                               ; preds = %25
  %32 = icmp eq i64 %18, %23, !dbg !571
  br i1 %32, label %56, label %33, !dbg !571

33:                                               ; preds = %31
  %34 = add i64 %15, %23, !dbg !571
  %35 = and i64 %18, 24, !dbg !571
  %36 = icmp eq i64 %35, 0, !dbg !571
  br i1 %36, label %49, label %37, !dbg !571

37:                                               ; preds = %20, %33
  %38 = phi i64 [ %23, %33 ], [ 0, %20 ]
  %39 = and i64 %18, -8, !dbg !571
  %40 = add i64 %15, %39, !dbg !571
  %41 = getelementptr i8, ptr %0, i64 %15
  br label %42, !dbg !571

42:                                               ; preds = %42, %37
  %43 = phi i64 [ %38, %37 ], [ %45, %42 ]
  %44 = getelementptr i8, ptr %41, i64 %43, !dbg !572
  store <8 x i8> zeroinitializer, ptr %44, align 1, !dbg !573, !tbaa !323
  %45 = add nuw i64 %43, 8
  %46 = icmp eq i64 %45, %39
  br i1 %46, label %47, label %42, !llvm.loop !576

47:                                               ; preds = %42
  %48 = icmp eq i64 %18, %39, !dbg !571
  br i1 %48, label %56, label %49, !dbg !571

49:                                               ; preds = %47, %17, %33
  %50 = phi i64 [ %15, %17 ], [ %34, %33 ], [ %40, %47 ]
  br label %51, !dbg !571

51:                                               ; preds = %49, %51
  %52 = phi i64 [ %54, %51 ], [ %50, %49 ]
    #dbg_value(i64 %52, !555, !DIExpression(), !556)
  %53 = getelementptr inbounds i8, ptr %0, i64 %52, !dbg !572
  store i8 0, ptr %53, align 1, !dbg !573, !tbaa !323
  %54 = add nuw i64 %52, 1, !dbg !577
    #dbg_value(i64 %54, !555, !DIExpression(), !556)
  %55 = icmp eq i64 %54, %2, !dbg !568
  br i1 %55, label %56, label %51, !dbg !571, !llvm.loop !578

56:                                               ; preds = %10, %51, %31, %47, %14
  ret ptr %0, !dbg !579
}

; Function Attrs: nounwind
define dso_local noundef ptr @strcat(ptr noundef returned %0, ptr nocapture noundef readonly %1) local_unnamed_addr #7 !dbg !580 {
    #dbg_value(ptr %0, !582, !DIExpression(), !584)
    #dbg_value(ptr %1, !583, !DIExpression(), !584)
  %3 = tail call i64 @strlen(ptr noundef %0) #18, !dbg !585
  %4 = getelementptr inbounds i8, ptr %0, i64 %3, !dbg !586
    #dbg_value(ptr %4, !476, !DIExpression(), !587)
    #dbg_value(ptr %1, !477, !DIExpression(), !587)
    #dbg_value(ptr %4, !478, !DIExpression(), !587)
  br label %5, !dbg !589

5:                                                ; preds = %5, %2
  %6 = phi ptr [ %1, %2 ], [ %8, %5 ]
  %7 = phi ptr [ %4, %2 ], [ %10, %5 ]
    #dbg_value(ptr %7, !476, !DIExpression(), !587)
    #dbg_value(ptr %6, !477, !DIExpression(), !587)
  %8 = getelementptr inbounds i8, ptr %6, i64 1, !dbg !590
    #dbg_value(ptr %8, !477, !DIExpression(), !587)
  %9 = load i8, ptr %6, align 1, !dbg !591, !tbaa !323
  %10 = getelementptr inbounds i8, ptr %7, i64 1, !dbg !592
    #dbg_value(ptr %10, !476, !DIExpression(), !587)
  store i8 %9, ptr %7, align 1, !dbg !593, !tbaa !323
  %11 = icmp eq i8 %9, 0, !dbg !589
  br i1 %11, label %12, label %5, !dbg !589, !llvm.loop !594

12:                                               ; preds = %5
  ret ptr %0, !dbg !596
}

declare !dbg !597 i64 @strlen(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local noundef ptr @strncat(ptr noundef returned %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #7 !dbg !600 {
    #dbg_value(ptr %0, !602, !DIExpression(), !607)
    #dbg_value(ptr %1, !603, !DIExpression(), !607)
    #dbg_value(i64 %2, !604, !DIExpression(), !607)
  %4 = tail call i64 @strlen(ptr noundef %0) #18, !dbg !608
  %5 = getelementptr inbounds i8, ptr %0, i64 %4, !dbg !609
    #dbg_value(ptr %5, !605, !DIExpression(), !607)
    #dbg_value(i64 0, !606, !DIExpression(), !607)
  %6 = icmp eq i64 %2, 0, !dbg !610
  br i1 %6, label %16, label %7, !dbg !613

7:                                                ; preds = %3, %12
  %8 = phi i64 [ %14, %12 ], [ 0, %3 ]
    #dbg_value(i64 %8, !606, !DIExpression(), !607)
  %9 = getelementptr inbounds i8, ptr %1, i64 %8, !dbg !614
  %10 = load i8, ptr %9, align 1, !dbg !614, !tbaa !323
  %11 = icmp eq i8 %10, 0, !dbg !613
  br i1 %11, label %16, label %12, !dbg !615

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %5, i64 %8, !dbg !616
  store i8 %10, ptr %13, align 1, !dbg !617, !tbaa !323
  %14 = add nuw i64 %8, 1, !dbg !618
    #dbg_value(i64 %14, !606, !DIExpression(), !607)
  %15 = icmp eq i64 %14, %2, !dbg !610
  br i1 %15, label %16, label %7, !dbg !613, !llvm.loop !619

16:                                               ; preds = %7, %12, %3
  %17 = phi i64 [ 0, %3 ], [ %2, %12 ], [ %8, %7 ], !dbg !607
  %18 = getelementptr inbounds i8, ptr %5, i64 %17, !dbg !621
  store i8 0, ptr %18, align 1, !dbg !622, !tbaa !323
  ret ptr %0, !dbg !623
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local noundef ptr @strchr(ptr noundef readonly %0, i32 noundef %1) local_unnamed_addr #9 !dbg !624 {
    #dbg_value(ptr %0, !626, !DIExpression(), !628)
    #dbg_value(i32 %1, !627, !DIExpression(), !628)
  %3 = shl i32 %1, 24
  %4 = ashr exact i32 %3, 24
    #dbg_value(ptr %0, !626, !DIExpression(), !628)
  %5 = load i8, ptr %0, align 1, !dbg !629, !tbaa !323
  %6 = sext i8 %5 to i32, !dbg !629
  %7 = icmp eq i32 %4, %6, !dbg !634
  br i1 %7, label %17, label %8, !dbg !635

8:                                                ; preds = %2, %12
  %9 = phi i8 [ %14, %12 ], [ %5, %2 ]
  %10 = phi ptr [ %13, %12 ], [ %0, %2 ]
    #dbg_value(ptr %10, !626, !DIExpression(), !628)
  %11 = icmp eq i8 %9, 0, !dbg !636
  br i1 %11, label %17, label %12, !dbg !638

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %10, i64 1, !dbg !639
    #dbg_value(ptr %13, !626, !DIExpression(), !628)
  %14 = load i8, ptr %13, align 1, !dbg !629, !tbaa !323
  %15 = sext i8 %14 to i32, !dbg !629
  %16 = icmp eq i32 %4, %15, !dbg !634
  br i1 %16, label %17, label %8, !dbg !635, !llvm.loop !640

17:                                               ; preds = %12, %8, %2
  %18 = phi ptr [ %0, %2 ], [ null, %8 ], [ %13, %12 ], !dbg !643
  ret ptr %18, !dbg !644
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local ptr @strrchr(ptr noundef readonly %0, i32 noundef %1) local_unnamed_addr #9 !dbg !645 {
    #dbg_value(ptr %0, !647, !DIExpression(), !650)
    #dbg_value(i32 %1, !648, !DIExpression(), !650)
    #dbg_value(ptr null, !649, !DIExpression(), !650)
  %3 = shl i32 %1, 24
  %4 = ashr exact i32 %3, 24
  br label %5, !dbg !651

5:                                                ; preds = %5, %2
  %6 = phi ptr [ %0, %2 ], [ %13, %5 ]
  %7 = phi ptr [ null, %2 ], [ %11, %5 ], !dbg !650
    #dbg_value(ptr %7, !649, !DIExpression(), !650)
    #dbg_value(ptr %6, !647, !DIExpression(), !650)
  %8 = load i8, ptr %6, align 1, !dbg !652, !tbaa !323
  %9 = sext i8 %8 to i32, !dbg !652
  %10 = icmp eq i32 %4, %9, !dbg !657
  %11 = select i1 %10, ptr %6, ptr %7, !dbg !658
    #dbg_value(ptr %11, !649, !DIExpression(), !650)
  %12 = icmp eq i8 %8, 0, !dbg !659
  %13 = getelementptr inbounds i8, ptr %6, i64 1, !dbg !661
    #dbg_value(ptr %13, !647, !DIExpression(), !650)
  br i1 %12, label %14, label %5, !dbg !662, !llvm.loop !663

14:                                               ; preds = %5
  ret ptr %11, !dbg !666
}

; Function Attrs: nounwind
define dso_local noundef ptr @strstr(ptr noundef readonly %0, ptr noundef %1) local_unnamed_addr #7 !dbg !667 {
    #dbg_value(ptr %0, !671, !DIExpression(), !674)
    #dbg_value(ptr %1, !672, !DIExpression(), !674)
  %3 = tail call i64 @strlen(ptr noundef %1) #18, !dbg !675
    #dbg_value(i64 %3, !673, !DIExpression(), !674)
  %4 = icmp eq i64 %3, 0, !dbg !676
  br i1 %4, label %30, label %5, !dbg !678

5:                                                ; preds = %2
    #dbg_value(ptr %0, !671, !DIExpression(), !674)
  %6 = load i8, ptr %0, align 1, !dbg !679, !tbaa !323
  %7 = icmp eq i8 %6, 0, !dbg !682
  br i1 %7, label %30, label %8, !dbg !682

8:                                                ; preds = %5
  %9 = load i8, ptr %1, align 1, !tbaa !323
  br label %10, !dbg !682

10:                                               ; preds = %8, %26
  %11 = phi i8 [ %6, %8 ], [ %28, %26 ]
  %12 = phi ptr [ %0, %8 ], [ %27, %26 ]
    #dbg_value(ptr %12, !671, !DIExpression(), !674)
  %13 = icmp eq i8 %11, %9, !dbg !683
  br i1 %13, label %14, label %26, !dbg !685

14:                                               ; preds = %10, %21
  %15 = phi i64 [ %23, %21 ], [ 0, %10 ]
    #dbg_value(i64 %15, !451, !DIExpression(), !686)
  %16 = getelementptr inbounds i8, ptr %12, i64 %15, !dbg !688
  %17 = load i8, ptr %16, align 1, !dbg !688, !tbaa !323
  %18 = getelementptr inbounds i8, ptr %1, i64 %15, !dbg !689
  %19 = load i8, ptr %18, align 1, !dbg !689, !tbaa !323
  %20 = icmp eq i8 %17, %19, !dbg !690
  br i1 %20, label %21, label %26, !dbg !691

21:                                               ; preds = %14
  %22 = icmp eq i8 %17, 0, !dbg !692
    #dbg_value(i64 %15, !451, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !686)
  %23 = add nuw i64 %15, 1
    #dbg_value(i64 %23, !451, !DIExpression(), !686)
  %24 = icmp eq i64 %23, %3
  %25 = select i1 %22, i1 true, i1 %24, !dbg !693
  br i1 %25, label %30, label %14, !dbg !693, !llvm.loop !694

26:                                               ; preds = %14, %10
  %27 = getelementptr inbounds i8, ptr %12, i64 1, !dbg !697
    #dbg_value(ptr %27, !671, !DIExpression(), !674)
  %28 = load i8, ptr %27, align 1, !dbg !679, !tbaa !323
  %29 = icmp eq i8 %28, 0, !dbg !682
  br i1 %29, label %30, label %10, !dbg !682, !llvm.loop !698

30:                                               ; preds = %26, %21, %5, %2
  %31 = phi ptr [ %0, %2 ], [ null, %5 ], [ %12, %21 ], [ null, %26 ], !dbg !674
  ret ptr %31, !dbg !700
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local i64 @strspn(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !701 {
    #dbg_value(ptr %0, !705, !DIExpression(), !708)
    #dbg_value(ptr %1, !706, !DIExpression(), !708)
    #dbg_value(i64 0, !707, !DIExpression(), !708)
  %3 = load i8, ptr %0, align 1, !dbg !709, !tbaa !323
  %4 = icmp eq i8 %3, 0, !dbg !709
  br i1 %4, label %24, label %5, !dbg !710

5:                                                ; preds = %2
  %6 = load i8, ptr %1, align 1, !tbaa !323
  br label %7, !dbg !710

7:                                                ; preds = %5, %19
  %8 = phi i8 [ %3, %5 ], [ %22, %19 ]
  %9 = phi i64 [ 0, %5 ], [ %20, %19 ]
    #dbg_value(i64 %9, !707, !DIExpression(), !708)
    #dbg_value(ptr %1, !626, !DIExpression(), !711)
    #dbg_value(i8 %8, !627, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !711)
    #dbg_value(ptr %1, !626, !DIExpression(), !711)
  %10 = icmp eq i8 %8, %6, !dbg !713
  br i1 %10, label %19, label %11, !dbg !714

11:                                               ; preds = %7, %15
  %12 = phi i8 [ %17, %15 ], [ %6, %7 ]
  %13 = phi ptr [ %16, %15 ], [ %1, %7 ]
    #dbg_value(ptr %13, !626, !DIExpression(), !711)
  %14 = icmp eq i8 %12, 0, !dbg !715
  br i1 %14, label %24, label %15, !dbg !716

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i64 1, !dbg !717
    #dbg_value(ptr %16, !626, !DIExpression(), !711)
  %17 = load i8, ptr %16, align 1, !dbg !718, !tbaa !323
  %18 = icmp eq i8 %8, %17, !dbg !713
  br i1 %18, label %19, label %11, !dbg !714, !llvm.loop !719

19:                                               ; preds = %15, %7
  %20 = add i64 %9, 1, !dbg !722
    #dbg_value(i64 %20, !707, !DIExpression(), !708)
  %21 = getelementptr inbounds i8, ptr %0, i64 %20, !dbg !709
  %22 = load i8, ptr %21, align 1, !dbg !709, !tbaa !323
  %23 = icmp eq i8 %22, 0, !dbg !709
  br i1 %23, label %24, label %7, !dbg !710, !llvm.loop !723

24:                                               ; preds = %19, %11, %2
  %25 = phi i64 [ 0, %2 ], [ %9, %11 ], [ %20, %19 ]
  ret i64 %25, !dbg !725
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local i64 @strcspn(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !726 {
    #dbg_value(ptr %0, !728, !DIExpression(), !731)
    #dbg_value(ptr %1, !729, !DIExpression(), !731)
    #dbg_value(i64 0, !730, !DIExpression(), !731)
  %3 = load i8, ptr %0, align 1, !dbg !732, !tbaa !323
  %4 = icmp eq i8 %3, 0, !dbg !732
  br i1 %4, label %24, label %5, !dbg !733

5:                                                ; preds = %2
  %6 = load i8, ptr %1, align 1, !tbaa !323
  br label %7, !dbg !733

7:                                                ; preds = %5, %19
  %8 = phi i8 [ %3, %5 ], [ %22, %19 ]
  %9 = phi i64 [ 0, %5 ], [ %20, %19 ]
    #dbg_value(i64 %9, !730, !DIExpression(), !731)
    #dbg_value(ptr %1, !626, !DIExpression(), !734)
    #dbg_value(i8 %8, !627, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !734)
    #dbg_value(ptr %1, !626, !DIExpression(), !734)
  %10 = icmp eq i8 %8, %6, !dbg !736
  br i1 %10, label %24, label %11, !dbg !737

11:                                               ; preds = %7, %15
  %12 = phi i8 [ %17, %15 ], [ %6, %7 ]
  %13 = phi ptr [ %16, %15 ], [ %1, %7 ]
    #dbg_value(ptr %13, !626, !DIExpression(), !734)
  %14 = icmp eq i8 %12, 0, !dbg !738
  br i1 %14, label %19, label %15, !dbg !739

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i64 1, !dbg !740
    #dbg_value(ptr %16, !626, !DIExpression(), !734)
  %17 = load i8, ptr %16, align 1, !dbg !741, !tbaa !323
  %18 = icmp eq i8 %8, %17, !dbg !736
  br i1 %18, label %24, label %11, !dbg !737, !llvm.loop !742

19:                                               ; preds = %11
  %20 = add i64 %9, 1, !dbg !745
    #dbg_value(i64 %20, !730, !DIExpression(), !731)
  %21 = getelementptr inbounds i8, ptr %0, i64 %20, !dbg !732
  %22 = load i8, ptr %21, align 1, !dbg !732, !tbaa !323
  %23 = icmp eq i8 %22, 0, !dbg !732
  br i1 %23, label %24, label %7, !dbg !733, !llvm.loop !746

24:                                               ; preds = %19, %7, %15, %2
  %25 = phi i64 [ 0, %2 ], [ %9, %15 ], [ %20, %19 ], [ %9, %7 ]
  ret i64 %25, !dbg !748
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local ptr @strpbrk(ptr noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !749 {
    #dbg_value(ptr %0, !751, !DIExpression(), !753)
    #dbg_value(ptr %1, !752, !DIExpression(), !753)
    #dbg_value(ptr %0, !728, !DIExpression(), !754)
    #dbg_value(ptr %1, !729, !DIExpression(), !754)
    #dbg_value(i64 0, !730, !DIExpression(), !754)
  %3 = load i8, ptr %0, align 1, !dbg !756, !tbaa !323
  %4 = icmp eq i8 %3, 0, !dbg !756
  br i1 %4, label %24, label %5, !dbg !757

5:                                                ; preds = %2
  %6 = load i8, ptr %1, align 1, !tbaa !323
  br label %7, !dbg !757

7:                                                ; preds = %19, %5
  %8 = phi i8 [ %3, %5 ], [ %22, %19 ]
  %9 = phi i64 [ 0, %5 ], [ %20, %19 ]
    #dbg_value(i64 %9, !730, !DIExpression(), !754)
    #dbg_value(ptr %1, !626, !DIExpression(), !758)
    #dbg_value(i8 %8, !627, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !758)
    #dbg_value(ptr %1, !626, !DIExpression(), !758)
  %10 = icmp eq i8 %8, %6, !dbg !760
  br i1 %10, label %24, label %11, !dbg !761

11:                                               ; preds = %7, %15
  %12 = phi i8 [ %17, %15 ], [ %6, %7 ]
  %13 = phi ptr [ %16, %15 ], [ %1, %7 ]
    #dbg_value(ptr %13, !626, !DIExpression(), !758)
  %14 = icmp eq i8 %12, 0, !dbg !762
  br i1 %14, label %19, label %15, !dbg !763

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i64 1, !dbg !764
    #dbg_value(ptr %16, !626, !DIExpression(), !758)
  %17 = load i8, ptr %16, align 1, !dbg !765, !tbaa !323
  %18 = icmp eq i8 %8, %17, !dbg !760
  br i1 %18, label %24, label %11, !dbg !761, !llvm.loop !766

19:                                               ; preds = %11
  %20 = add i64 %9, 1, !dbg !769
    #dbg_value(i64 %20, !730, !DIExpression(), !754)
  %21 = getelementptr inbounds i8, ptr %0, i64 %20, !dbg !756
  %22 = load i8, ptr %21, align 1, !dbg !756, !tbaa !323
  %23 = icmp eq i8 %22, 0, !dbg !756
  br i1 %23, label %24, label %7, !dbg !757, !llvm.loop !770

24:                                               ; preds = %7, %19, %15, %2
  %25 = phi i64 [ 0, %2 ], [ %9, %15 ], [ %9, %7 ], [ %20, %19 ]
  %26 = getelementptr inbounds i8, ptr %0, i64 %25, !dbg !772
    #dbg_value(ptr %26, !751, !DIExpression(), !753)
  %27 = load i8, ptr %26, align 1, !dbg !773, !tbaa !323
  %28 = icmp eq i8 %27, 0, !dbg !773
  %29 = select i1 %28, ptr null, ptr %26, !dbg !773
  ret ptr %29, !dbg !774
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local noundef ptr @strtok_r(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2) local_unnamed_addr #10 !dbg !775 {
    #dbg_value(ptr %0, !780, !DIExpression(), !784)
    #dbg_value(ptr %1, !781, !DIExpression(), !784)
    #dbg_value(ptr %2, !782, !DIExpression(), !784)
  %4 = icmp eq ptr %0, null, !dbg !785
  br i1 %4, label %5, label %7, !dbg !787

5:                                                ; preds = %3
  %6 = load ptr, ptr %2, align 8, !dbg !788, !tbaa !275
    #dbg_value(ptr %6, !780, !DIExpression(), !784)
  br label %7, !dbg !789

7:                                                ; preds = %5, %3
  %8 = phi ptr [ %0, %3 ], [ %6, %5 ]
    #dbg_value(ptr %8, !780, !DIExpression(), !784)
    #dbg_value(ptr %8, !705, !DIExpression(), !790)
    #dbg_value(ptr %1, !706, !DIExpression(), !790)
    #dbg_value(i64 0, !707, !DIExpression(), !790)
  %9 = load i8, ptr %8, align 1, !dbg !792, !tbaa !323
  %10 = icmp eq i8 %9, 0, !dbg !792
  br i1 %10, label %30, label %11, !dbg !793

11:                                               ; preds = %7
  %12 = load i8, ptr %1, align 1, !tbaa !323
  br label %13, !dbg !793

13:                                               ; preds = %25, %11
  %14 = phi i8 [ %9, %11 ], [ %28, %25 ]
  %15 = phi i64 [ 0, %11 ], [ %26, %25 ]
    #dbg_value(i64 %15, !707, !DIExpression(), !790)
    #dbg_value(ptr %1, !626, !DIExpression(), !794)
    #dbg_value(i8 %14, !627, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !794)
    #dbg_value(ptr %1, !626, !DIExpression(), !794)
  %16 = icmp eq i8 %14, %12, !dbg !796
  br i1 %16, label %25, label %17, !dbg !797

17:                                               ; preds = %13, %21
  %18 = phi i8 [ %23, %21 ], [ %12, %13 ]
  %19 = phi ptr [ %22, %21 ], [ %1, %13 ]
    #dbg_value(ptr %19, !626, !DIExpression(), !794)
  %20 = icmp eq i8 %18, 0, !dbg !798
  br i1 %20, label %33, label %21, !dbg !799

21:                                               ; preds = %17
  %22 = getelementptr inbounds i8, ptr %19, i64 1, !dbg !800
    #dbg_value(ptr %22, !626, !DIExpression(), !794)
  %23 = load i8, ptr %22, align 1, !dbg !801, !tbaa !323
  %24 = icmp eq i8 %14, %23, !dbg !796
  br i1 %24, label %25, label %17, !dbg !797, !llvm.loop !802

25:                                               ; preds = %21, %13
  %26 = add i64 %15, 1, !dbg !805
    #dbg_value(i64 %26, !707, !DIExpression(), !790)
  %27 = getelementptr inbounds i8, ptr %8, i64 %26, !dbg !792
  %28 = load i8, ptr %27, align 1, !dbg !792, !tbaa !323
  %29 = icmp eq i8 %28, 0, !dbg !792
  br i1 %29, label %30, label %13, !dbg !793, !llvm.loop !806

30:                                               ; preds = %25, %7
  %31 = phi i64 [ 0, %7 ], [ %26, %25 ]
  %32 = getelementptr inbounds i8, ptr %8, i64 %31, !dbg !808
    #dbg_value(ptr %32, !780, !DIExpression(), !784)
  br label %60, !dbg !809

33:                                               ; preds = %17
  %34 = getelementptr inbounds i8, ptr %8, i64 %15, !dbg !808
    #dbg_value(ptr %34, !780, !DIExpression(), !784)
    #dbg_value(ptr %34, !728, !DIExpression(), !810)
    #dbg_value(ptr %1, !729, !DIExpression(), !810)
    #dbg_value(i64 0, !730, !DIExpression(), !810)
  %35 = load i8, ptr %1, align 1, !tbaa !323
  br label %36, !dbg !812

36:                                               ; preds = %48, %33
  %37 = phi i8 [ %14, %33 ], [ %51, %48 ]
  %38 = phi i64 [ 0, %33 ], [ %49, %48 ]
    #dbg_value(i64 %38, !730, !DIExpression(), !810)
    #dbg_value(i8 %37, !627, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !813)
    #dbg_value(ptr %1, !626, !DIExpression(), !813)
  %39 = icmp eq i8 %37, %35, !dbg !815
  br i1 %39, label %53, label %40, !dbg !816

40:                                               ; preds = %36, %44
  %41 = phi i8 [ %46, %44 ], [ %35, %36 ]
  %42 = phi ptr [ %45, %44 ], [ %1, %36 ]
    #dbg_value(ptr %42, !626, !DIExpression(), !813)
  %43 = icmp eq i8 %41, 0, !dbg !817
  br i1 %43, label %48, label %44, !dbg !818

44:                                               ; preds = %40
  %45 = getelementptr inbounds i8, ptr %42, i64 1, !dbg !819
    #dbg_value(ptr %45, !626, !DIExpression(), !813)
  %46 = load i8, ptr %45, align 1, !dbg !820, !tbaa !323
  %47 = icmp eq i8 %37, %46, !dbg !815
  br i1 %47, label %53, label %40, !dbg !816, !llvm.loop !821

48:                                               ; preds = %40
  %49 = add i64 %38, 1, !dbg !824
    #dbg_value(i64 %49, !730, !DIExpression(), !810)
  %50 = getelementptr inbounds i8, ptr %34, i64 %49, !dbg !825
  %51 = load i8, ptr %50, align 1, !dbg !825, !tbaa !323
  %52 = icmp eq i8 %51, 0, !dbg !825
  br i1 %52, label %53, label %36, !dbg !812, !llvm.loop !826

53:                                               ; preds = %36, %48, %44
  %54 = phi i64 [ %38, %44 ], [ %38, %36 ], [ %49, %48 ]
  %55 = getelementptr inbounds i8, ptr %34, i64 %54, !dbg !828
    #dbg_value(ptr %55, !783, !DIExpression(), !784)
  %56 = load i8, ptr %55, align 1, !dbg !829, !tbaa !323
  %57 = icmp eq i8 %56, 0, !dbg !829
  br i1 %57, label %60, label %58, !dbg !831

58:                                               ; preds = %53
  %59 = getelementptr inbounds i8, ptr %55, i64 1, !dbg !832
    #dbg_value(ptr %59, !783, !DIExpression(), !784)
  store i8 0, ptr %55, align 1, !dbg !833, !tbaa !323
  br label %60, !dbg !834

60:                                               ; preds = %30, %53, %58
  %61 = phi ptr [ %59, %58 ], [ %55, %53 ], [ %32, %30 ], !dbg !784
  %62 = phi ptr [ %34, %58 ], [ %34, %53 ], [ null, %30 ], !dbg !784
  store ptr %61, ptr %2, align 8, !dbg !784, !tbaa !275
  ret ptr %62, !dbg !835
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local ptr @strtok(ptr noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #10 !dbg !35 {
    #dbg_value(ptr %0, !39, !DIExpression(), !836)
    #dbg_value(ptr %1, !40, !DIExpression(), !836)
    #dbg_value(ptr %0, !780, !DIExpression(), !837)
    #dbg_value(ptr %1, !781, !DIExpression(), !837)
    #dbg_value(ptr @strtok.save, !782, !DIExpression(), !837)
  %3 = icmp eq ptr %0, null, !dbg !839
  %4 = load ptr, ptr @strtok.save, align 8
  %5 = select i1 %3, ptr %4, ptr %0, !dbg !840
    #dbg_value(ptr %5, !780, !DIExpression(), !837)
    #dbg_value(ptr %5, !705, !DIExpression(), !841)
    #dbg_value(ptr %1, !706, !DIExpression(), !841)
    #dbg_value(i64 0, !707, !DIExpression(), !841)
  %6 = load i8, ptr %5, align 1, !dbg !843, !tbaa !323
  %7 = icmp eq i8 %6, 0, !dbg !843
  br i1 %7, label %27, label %8, !dbg !844

8:                                                ; preds = %2
  %9 = load i8, ptr %1, align 1, !tbaa !323
  br label %10, !dbg !844

10:                                               ; preds = %22, %8
  %11 = phi i8 [ %6, %8 ], [ %25, %22 ]
  %12 = phi i64 [ 0, %8 ], [ %23, %22 ]
    #dbg_value(i64 %12, !707, !DIExpression(), !841)
    #dbg_value(ptr %1, !626, !DIExpression(), !845)
    #dbg_value(i8 %11, !627, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !845)
    #dbg_value(ptr %1, !626, !DIExpression(), !845)
  %13 = icmp eq i8 %11, %9, !dbg !847
  br i1 %13, label %22, label %14, !dbg !848

14:                                               ; preds = %10, %18
  %15 = phi i8 [ %20, %18 ], [ %9, %10 ]
  %16 = phi ptr [ %19, %18 ], [ %1, %10 ]
    #dbg_value(ptr %16, !626, !DIExpression(), !845)
  %17 = icmp eq i8 %15, 0, !dbg !849
  br i1 %17, label %30, label %18, !dbg !850

18:                                               ; preds = %14
  %19 = getelementptr inbounds i8, ptr %16, i64 1, !dbg !851
    #dbg_value(ptr %19, !626, !DIExpression(), !845)
  %20 = load i8, ptr %19, align 1, !dbg !852, !tbaa !323
  %21 = icmp eq i8 %11, %20, !dbg !847
  br i1 %21, label %22, label %14, !dbg !848, !llvm.loop !853

22:                                               ; preds = %18, %10
  %23 = add i64 %12, 1, !dbg !856
    #dbg_value(i64 %23, !707, !DIExpression(), !841)
  %24 = getelementptr inbounds i8, ptr %5, i64 %23, !dbg !843
  %25 = load i8, ptr %24, align 1, !dbg !843, !tbaa !323
  %26 = icmp eq i8 %25, 0, !dbg !843
  br i1 %26, label %27, label %10, !dbg !844, !llvm.loop !857

27:                                               ; preds = %22, %2
  %28 = phi i64 [ 0, %2 ], [ %23, %22 ]
  %29 = getelementptr inbounds i8, ptr %5, i64 %28, !dbg !859
    #dbg_value(ptr %29, !780, !DIExpression(), !837)
  br label %56, !dbg !860

30:                                               ; preds = %14
  %31 = getelementptr inbounds i8, ptr %5, i64 %12, !dbg !859
    #dbg_value(ptr %31, !780, !DIExpression(), !837)
    #dbg_value(ptr %31, !728, !DIExpression(), !861)
    #dbg_value(ptr %1, !729, !DIExpression(), !861)
    #dbg_value(i64 0, !730, !DIExpression(), !861)
  br label %32, !dbg !863

32:                                               ; preds = %44, %30
  %33 = phi i8 [ %11, %30 ], [ %47, %44 ]
  %34 = phi i64 [ 0, %30 ], [ %45, %44 ]
    #dbg_value(i64 %34, !730, !DIExpression(), !861)
    #dbg_value(i8 %33, !627, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !864)
    #dbg_value(ptr %1, !626, !DIExpression(), !864)
  %35 = icmp eq i8 %33, %9, !dbg !866
  br i1 %35, label %49, label %36, !dbg !867

36:                                               ; preds = %32, %40
  %37 = phi i8 [ %42, %40 ], [ %9, %32 ]
  %38 = phi ptr [ %41, %40 ], [ %1, %32 ]
    #dbg_value(ptr %38, !626, !DIExpression(), !864)
  %39 = icmp eq i8 %37, 0, !dbg !868
  br i1 %39, label %44, label %40, !dbg !869

40:                                               ; preds = %36
  %41 = getelementptr inbounds i8, ptr %38, i64 1, !dbg !870
    #dbg_value(ptr %41, !626, !DIExpression(), !864)
  %42 = load i8, ptr %41, align 1, !dbg !871, !tbaa !323
  %43 = icmp eq i8 %33, %42, !dbg !866
  br i1 %43, label %49, label %36, !dbg !867, !llvm.loop !872

44:                                               ; preds = %36
  %45 = add i64 %34, 1, !dbg !875
    #dbg_value(i64 %45, !730, !DIExpression(), !861)
  %46 = getelementptr inbounds i8, ptr %31, i64 %45, !dbg !876
  %47 = load i8, ptr %46, align 1, !dbg !876, !tbaa !323
  %48 = icmp eq i8 %47, 0, !dbg !876
  br i1 %48, label %49, label %32, !dbg !863, !llvm.loop !877

49:                                               ; preds = %44, %32, %40
  %50 = phi i64 [ %34, %40 ], [ %45, %44 ], [ %34, %32 ]
  %51 = getelementptr inbounds i8, ptr %31, i64 %50, !dbg !879
    #dbg_value(ptr %51, !783, !DIExpression(), !837)
  %52 = load i8, ptr %51, align 1, !dbg !880, !tbaa !323
  %53 = icmp eq i8 %52, 0, !dbg !880
  br i1 %53, label %56, label %54, !dbg !881

54:                                               ; preds = %49
  %55 = getelementptr inbounds i8, ptr %51, i64 1, !dbg !882
    #dbg_value(ptr %55, !783, !DIExpression(), !837)
  store i8 0, ptr %51, align 1, !dbg !883, !tbaa !323
  br label %56, !dbg !884

56:                                               ; preds = %27, %49, %54
  %57 = phi ptr [ %55, %54 ], [ %51, %49 ], [ %29, %27 ], !dbg !837
  %58 = phi ptr [ %31, %54 ], [ %31, %49 ], [ null, %27 ], !dbg !837
  store ptr %57, ptr @strtok.save, align 8, !dbg !837, !tbaa !275
  ret ptr %58, !dbg !885
}

; Function Attrs: nounwind
define dso_local ptr @strdup(ptr noundef %0) local_unnamed_addr #7 !dbg !886 {
    #dbg_value(ptr %0, !890, !DIExpression(), !893)
  %2 = tail call i64 @strlen(ptr noundef %0) #18, !dbg !894
  %3 = add i64 %2, 1, !dbg !895
    #dbg_value(i64 %3, !891, !DIExpression(), !893)
  %4 = tail call ptr @malloc(i64 noundef %3) #18, !dbg !896
    #dbg_value(ptr %4, !892, !DIExpression(), !893)
  %5 = icmp eq ptr %4, null, !dbg !897
  br i1 %5, label %8, label %6, !dbg !899

6:                                                ; preds = %1
  %7 = tail call ptr @memcpy(ptr noundef nonnull %4, ptr noundef %0, i64 noundef %3) #18, !dbg !900
  br label %8, !dbg !900

8:                                                ; preds = %6, %1
  ret ptr %4, !dbg !901
}

declare !dbg !902 ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local ptr @strndup(ptr noundef %0, i64 noundef %1) local_unnamed_addr #7 !dbg !905 {
    #dbg_value(ptr %0, !909, !DIExpression(), !913)
    #dbg_value(i64 %1, !910, !DIExpression(), !913)
    #dbg_value(ptr %0, !407, !DIExpression(), !914)
    #dbg_value(i64 %1, !408, !DIExpression(), !914)
    #dbg_value(i64 0, !409, !DIExpression(), !914)
  %3 = icmp eq i64 %1, 0, !dbg !916
  br i1 %3, label %12, label %4, !dbg !917

4:                                                ; preds = %2, %9
  %5 = phi i64 [ %10, %9 ], [ 0, %2 ]
    #dbg_value(i64 %5, !409, !DIExpression(), !914)
  %6 = getelementptr inbounds i8, ptr %0, i64 %5, !dbg !918
  %7 = load i8, ptr %6, align 1, !dbg !918, !tbaa !323
  %8 = icmp eq i8 %7, 0, !dbg !917
  br i1 %8, label %12, label %9, !dbg !919

9:                                                ; preds = %4
  %10 = add nuw i64 %5, 1, !dbg !920
    #dbg_value(i64 %10, !409, !DIExpression(), !914)
  %11 = icmp eq i64 %10, %1, !dbg !916
  br i1 %11, label %12, label %4, !dbg !917, !llvm.loop !921

12:                                               ; preds = %4, %9, %2
  %13 = phi i64 [ 0, %2 ], [ %5, %4 ], [ %1, %9 ], !dbg !914
    #dbg_value(i64 %13, !911, !DIExpression(), !913)
  %14 = add i64 %13, 1, !dbg !922
  %15 = tail call ptr @malloc(i64 noundef %14) #18, !dbg !923
    #dbg_value(ptr %15, !912, !DIExpression(), !913)
  %16 = icmp eq ptr %15, null, !dbg !924
  br i1 %16, label %20, label %17, !dbg !926

17:                                               ; preds = %12
  %18 = tail call ptr @memcpy(ptr noundef nonnull %15, ptr noundef %0, i64 noundef %13) #18, !dbg !927
  %19 = getelementptr inbounds i8, ptr %15, i64 %13, !dbg !929
  store i8 0, ptr %19, align 1, !dbg !930, !tbaa !323
  br label %20, !dbg !931

20:                                               ; preds = %17, %12
  ret ptr %15, !dbg !932
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef nonnull ptr @__ctype_b_loc() local_unnamed_addr #0 !dbg !933 {
  ret ptr @ctype_b, !dbg !937
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef nonnull ptr @__ctype_tolower_loc() local_unnamed_addr #0 !dbg !938 {
  ret ptr @ctype_lower, !dbg !942
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef nonnull ptr @__ctype_toupper_loc() local_unnamed_addr #0 !dbg !943 {
  ret ptr @ctype_upper, !dbg !944
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 1025) i32 @isalpha(i32 noundef %0) local_unnamed_addr #0 !dbg !945 {
    #dbg_value(i32 %0, !949, !DIExpression(), !950)
    #dbg_value(i32 %0, !951, !DIExpression(), !954)
  %2 = add i32 %0, 128, !dbg !956
  %3 = icmp ult i32 %2, 384, !dbg !956
  br i1 %3, label %4, label %10, !dbg !956

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !957
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !957
  %7 = load i16, ptr %6, align 2, !dbg !957, !tbaa !958
  %8 = and i16 %7, 1024, !dbg !960
  %9 = zext nneg i16 %8 to i32, !dbg !960
  br label %10, !dbg !961

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !961
  ret i32 %11, !dbg !962
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 2049) i32 @isdigit(i32 noundef %0) local_unnamed_addr #0 !dbg !963 {
    #dbg_value(i32 %0, !965, !DIExpression(), !966)
    #dbg_value(i32 %0, !951, !DIExpression(), !967)
  %2 = add i32 %0, 128, !dbg !969
  %3 = icmp ult i32 %2, 384, !dbg !969
  br i1 %3, label %4, label %10, !dbg !969

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !970
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !970
  %7 = load i16, ptr %6, align 2, !dbg !970, !tbaa !958
  %8 = and i16 %7, 2048, !dbg !971
  %9 = zext nneg i16 %8 to i32, !dbg !971
  br label %10, !dbg !972

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !972
  ret i32 %11, !dbg !973
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 9) i32 @isalnum(i32 noundef %0) local_unnamed_addr #0 !dbg !974 {
    #dbg_value(i32 %0, !976, !DIExpression(), !977)
    #dbg_value(i32 %0, !951, !DIExpression(), !978)
  %2 = add i32 %0, 128, !dbg !980
  %3 = icmp ult i32 %2, 384, !dbg !980
  br i1 %3, label %4, label %10, !dbg !980

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !981
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !981
  %7 = load i16, ptr %6, align 2, !dbg !981, !tbaa !958
  %8 = and i16 %7, 8, !dbg !982
  %9 = zext nneg i16 %8 to i32, !dbg !982
  br label %10, !dbg !983

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !983
  ret i32 %11, !dbg !984
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 8193) i32 @isspace(i32 noundef %0) local_unnamed_addr #0 !dbg !985 {
    #dbg_value(i32 %0, !987, !DIExpression(), !988)
    #dbg_value(i32 %0, !951, !DIExpression(), !989)
  %2 = add i32 %0, 128, !dbg !991
  %3 = icmp ult i32 %2, 384, !dbg !991
  br i1 %3, label %4, label %10, !dbg !991

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !992
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !992
  %7 = load i16, ptr %6, align 2, !dbg !992, !tbaa !958
  %8 = and i16 %7, 8192, !dbg !993
  %9 = zext nneg i16 %8 to i32, !dbg !993
  br label %10, !dbg !994

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !994
  ret i32 %11, !dbg !995
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 257) i32 @isupper(i32 noundef %0) local_unnamed_addr #0 !dbg !996 {
    #dbg_value(i32 %0, !998, !DIExpression(), !999)
    #dbg_value(i32 %0, !951, !DIExpression(), !1000)
  %2 = add i32 %0, 128, !dbg !1002
  %3 = icmp ult i32 %2, 384, !dbg !1002
  br i1 %3, label %4, label %10, !dbg !1002

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !1003
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1003
  %7 = load i16, ptr %6, align 2, !dbg !1003, !tbaa !958
  %8 = and i16 %7, 256, !dbg !1004
  %9 = zext nneg i16 %8 to i32, !dbg !1004
  br label %10, !dbg !1005

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !1005
  ret i32 %11, !dbg !1006
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 513) i32 @islower(i32 noundef %0) local_unnamed_addr #0 !dbg !1007 {
    #dbg_value(i32 %0, !1009, !DIExpression(), !1010)
    #dbg_value(i32 %0, !951, !DIExpression(), !1011)
  %2 = add i32 %0, 128, !dbg !1013
  %3 = icmp ult i32 %2, 384, !dbg !1013
  br i1 %3, label %4, label %10, !dbg !1013

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !1014
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1014
  %7 = load i16, ptr %6, align 2, !dbg !1014, !tbaa !958
  %8 = and i16 %7, 512, !dbg !1015
  %9 = zext nneg i16 %8 to i32, !dbg !1015
  br label %10, !dbg !1016

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !1016
  ret i32 %11, !dbg !1017
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 4097) i32 @isxdigit(i32 noundef %0) local_unnamed_addr #0 !dbg !1018 {
    #dbg_value(i32 %0, !1020, !DIExpression(), !1021)
    #dbg_value(i32 %0, !951, !DIExpression(), !1022)
  %2 = add i32 %0, 128, !dbg !1024
  %3 = icmp ult i32 %2, 384, !dbg !1024
  br i1 %3, label %4, label %10, !dbg !1024

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !1025
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1025
  %7 = load i16, ptr %6, align 2, !dbg !1025, !tbaa !958
  %8 = and i16 %7, 4096, !dbg !1026
  %9 = zext nneg i16 %8 to i32, !dbg !1026
  br label %10, !dbg !1027

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !1027
  ret i32 %11, !dbg !1028
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 16385) i32 @isprint(i32 noundef %0) local_unnamed_addr #0 !dbg !1029 {
    #dbg_value(i32 %0, !1031, !DIExpression(), !1032)
    #dbg_value(i32 %0, !951, !DIExpression(), !1033)
  %2 = add i32 %0, 128, !dbg !1035
  %3 = icmp ult i32 %2, 384, !dbg !1035
  br i1 %3, label %4, label %10, !dbg !1035

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !1036
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1036
  %7 = load i16, ptr %6, align 2, !dbg !1036, !tbaa !958
  %8 = and i16 %7, 16384, !dbg !1037
  %9 = zext nneg i16 %8 to i32, !dbg !1037
  br label %10, !dbg !1038

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !1038
  ret i32 %11, !dbg !1039
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 32769) i32 @isgraph(i32 noundef %0) local_unnamed_addr #0 !dbg !1040 {
    #dbg_value(i32 %0, !1042, !DIExpression(), !1043)
    #dbg_value(i32 %0, !951, !DIExpression(), !1044)
  %2 = add i32 %0, 128, !dbg !1046
  %3 = icmp ult i32 %2, 384, !dbg !1046
  br i1 %3, label %4, label %10, !dbg !1046

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !1047
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1047
  %7 = load i16, ptr %6, align 2, !dbg !1047, !tbaa !958
  %8 = and i16 %7, -32768, !dbg !1048
  %9 = zext i16 %8 to i32, !dbg !1048
  br label %10, !dbg !1049

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !1049
  ret i32 %11, !dbg !1050
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 5) i32 @ispunct(i32 noundef %0) local_unnamed_addr #0 !dbg !1051 {
    #dbg_value(i32 %0, !1053, !DIExpression(), !1054)
    #dbg_value(i32 %0, !951, !DIExpression(), !1055)
  %2 = add i32 %0, 128, !dbg !1057
  %3 = icmp ult i32 %2, 384, !dbg !1057
  br i1 %3, label %4, label %10, !dbg !1057

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !1058
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1058
  %7 = load i16, ptr %6, align 2, !dbg !1058, !tbaa !958
  %8 = and i16 %7, 4, !dbg !1059
  %9 = zext nneg i16 %8 to i32, !dbg !1059
  br label %10, !dbg !1060

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !1060
  ret i32 %11, !dbg !1061
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 3) i32 @iscntrl(i32 noundef %0) local_unnamed_addr #0 !dbg !1062 {
    #dbg_value(i32 %0, !1064, !DIExpression(), !1065)
    #dbg_value(i32 %0, !951, !DIExpression(), !1066)
  %2 = add i32 %0, 128, !dbg !1068
  %3 = icmp ult i32 %2, 384, !dbg !1068
  br i1 %3, label %4, label %10, !dbg !1068

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !1069
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1069
  %7 = load i16, ptr %6, align 2, !dbg !1069, !tbaa !958
  %8 = and i16 %7, 2, !dbg !1070
  %9 = zext nneg i16 %8 to i32, !dbg !1070
  br label %10, !dbg !1071

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !1071
  ret i32 %11, !dbg !1072
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 2) i32 @isblank(i32 noundef %0) local_unnamed_addr #0 !dbg !1073 {
    #dbg_value(i32 %0, !1075, !DIExpression(), !1076)
    #dbg_value(i32 %0, !951, !DIExpression(), !1077)
  %2 = add i32 %0, 128, !dbg !1079
  %3 = icmp ult i32 %2, 384, !dbg !1079
  br i1 %3, label %4, label %10, !dbg !1079

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !1080
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1080
  %7 = load i16, ptr %6, align 2, !dbg !1080, !tbaa !958
  %8 = and i16 %7, 1, !dbg !1081
  %9 = zext nneg i16 %8 to i32, !dbg !1081
  br label %10, !dbg !1082

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !1082
  ret i32 %11, !dbg !1083
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @tolower(i32 noundef %0) local_unnamed_addr #0 !dbg !1084 {
    #dbg_value(i32 %0, !1086, !DIExpression(), !1087)
  %2 = add i32 %0, 128, !dbg !1088
  %3 = icmp ult i32 %2, 384, !dbg !1088
  br i1 %3, label %4, label %8, !dbg !1088

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !1089
  %6 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %5, !dbg !1089
  %7 = load i32, ptr %6, align 4, !dbg !1089, !tbaa !266
  br label %8, !dbg !1090

8:                                                ; preds = %1, %4
  %9 = phi i32 [ %7, %4 ], [ %0, %1 ], !dbg !1090
  ret i32 %9, !dbg !1091
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @toupper(i32 noundef %0) local_unnamed_addr #0 !dbg !1092 {
    #dbg_value(i32 %0, !1094, !DIExpression(), !1095)
  %2 = add i32 %0, 128, !dbg !1096
  %3 = icmp ult i32 %2, 384, !dbg !1096
  br i1 %3, label %4, label %8, !dbg !1096

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !1097
  %6 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_upper_table, i64 512), i64 %5, !dbg !1097
  %7 = load i32, ptr %6, align 4, !dbg !1097, !tbaa !266
  br label %8, !dbg !1098

8:                                                ; preds = %1, %4
  %9 = phi i32 [ %7, %4 ], [ %0, %1 ], !dbg !1098
  ret i32 %9, !dbg !1099
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @abs(i32 noundef %0) local_unnamed_addr #0 !dbg !1100 {
    #dbg_value(i32 %0, !1102, !DIExpression(), !1103)
  %2 = tail call i32 @llvm.abs.i32(i32 %0, i1 true), !dbg !1104
  ret i32 %2, !dbg !1105
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i64 @labs(i64 noundef %0) local_unnamed_addr #0 !dbg !1106 {
    #dbg_value(i64 %0, !1110, !DIExpression(), !1111)
  %2 = tail call i64 @llvm.abs.i64(i64 %0, i1 true), !dbg !1112
  ret i64 %2, !dbg !1113
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i64 @llabs(i64 noundef %0) local_unnamed_addr #0 !dbg !1114 {
    #dbg_value(i64 %0, !1118, !DIExpression(), !1119)
  %2 = tail call i64 @llvm.abs.i64(i64 %0, i1 true), !dbg !1120
  ret i64 %2, !dbg !1121
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noalias noundef ptr @getenv(ptr nocapture noundef readnone %0) local_unnamed_addr #0 !dbg !1122 {
    #dbg_value(ptr %0, !1124, !DIExpression(), !1125)
  ret ptr null, !dbg !1126
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i64 @strtoll(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !1127 {
  %4 = alloca i32, align 4, !DIAssignID !1136
    #dbg_assign(i1 undef, !1134, !DIExpression(), !1136, ptr %4, !DIExpression(), !1137)
    #dbg_value(ptr %0, !1131, !DIExpression(), !1137)
    #dbg_value(ptr %1, !1132, !DIExpression(), !1137)
    #dbg_value(i32 %2, !1133, !DIExpression(), !1137)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #20, !dbg !1138
  store i32 0, ptr %4, align 4, !dbg !1139, !tbaa !266, !DIAssignID !1140
    #dbg_assign(i32 0, !1134, !DIExpression(), !1140, ptr %4, !DIExpression(), !1137)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 1, i64 noundef 0, i64 noundef -9223372036854775808, i64 noundef 9223372036854775807, ptr noundef nonnull %4) #21, !dbg !1141
    #dbg_value(i64 %5, !1135, !DIExpression(), !1137)
  %6 = load i32, ptr %4, align 4, !dbg !1142, !tbaa !266
  %7 = icmp eq i32 %6, 0, !dbg !1142
  %8 = sub i64 0, %5, !dbg !1142
  %9 = select i1 %7, i64 %5, i64 %8, !dbg !1142
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #20, !dbg !1143
  ret i64 %9, !dbg !1144
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define internal fastcc i64 @strto_common(ptr noundef %0, ptr noundef writeonly %1, i32 noundef %2, i32 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, ptr nocapture noundef writeonly %7) unnamed_addr #10 !dbg !1145 {
    #dbg_value(ptr %0, !1149, !DIExpression(), !1164)
    #dbg_value(ptr %1, !1150, !DIExpression(), !1164)
    #dbg_value(i32 %2, !1151, !DIExpression(), !1164)
    #dbg_value(i32 %3, !1152, !DIExpression(), !1164)
    #dbg_value(i64 %4, !1153, !DIExpression(), !1164)
    #dbg_value(i64 %5, !1154, !DIExpression(), !1164)
    #dbg_value(i64 %6, !1155, !DIExpression(), !1164)
    #dbg_value(ptr %7, !1156, !DIExpression(), !1164)
    #dbg_value(ptr %0, !1157, !DIExpression(), !1164)
  br label %9, !dbg !1165

9:                                                ; preds = %9, %8
  %10 = phi ptr [ %0, %8 ], [ %17, %9 ], !dbg !1164
    #dbg_value(ptr %10, !1157, !DIExpression(), !1164)
  %11 = load i8, ptr %10, align 1, !dbg !1166, !tbaa !323
  %12 = zext i8 %11 to i64, !dbg !1167
    #dbg_value(i64 %12, !987, !DIExpression(), !1170)
    #dbg_value(i64 %12, !951, !DIExpression(), !1171)
  %13 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %12, !dbg !1167
  %14 = load i16, ptr %13, align 2, !dbg !1167, !tbaa !958
  %15 = and i16 %14, 8192, !dbg !1172
  %16 = icmp eq i16 %15, 0, !dbg !1165
  %17 = getelementptr inbounds i8, ptr %10, i64 1, !dbg !1173
    #dbg_value(ptr %17, !1157, !DIExpression(), !1164)
  br i1 %16, label %18, label %9, !dbg !1165, !llvm.loop !1174

18:                                               ; preds = %9
    #dbg_value(i32 0, !1158, !DIExpression(), !1164)
  switch i8 %11, label %22 [
    i8 43, label %19
    i8 45, label %19
  ], !dbg !1175

19:                                               ; preds = %18, %18
  %20 = icmp eq i8 %11, 45, !dbg !1177
  %21 = zext i1 %20 to i32, !dbg !1177
    #dbg_value(i32 %21, !1158, !DIExpression(), !1164)
    #dbg_value(ptr %17, !1157, !DIExpression(), !1164)
  br label %22, !dbg !1179

22:                                               ; preds = %18, %19
  %23 = phi ptr [ %17, %19 ], [ %10, %18 ], !dbg !1164
  %24 = phi i32 [ %21, %19 ], [ 0, %18 ], !dbg !1164
    #dbg_value(i32 %24, !1158, !DIExpression(), !1164)
    #dbg_value(ptr %23, !1157, !DIExpression(), !1164)
  %25 = icmp eq i32 %2, 1
  %26 = icmp ugt i32 %2, 36, !dbg !1180
  %27 = or i1 %26, %25, !dbg !1180
  br i1 %27, label %28, label %32, !dbg !1180

28:                                               ; preds = %22
  %29 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1182
  store i32 22, ptr %29, align 4, !dbg !1184, !tbaa !266
  %30 = icmp eq ptr %1, null, !dbg !1185
  br i1 %30, label %132, label %31, !dbg !1187

31:                                               ; preds = %28
  store ptr %0, ptr %1, align 8, !dbg !1188, !tbaa !275
  br label %132, !dbg !1189

32:                                               ; preds = %22
  %33 = icmp eq i32 %3, 0, !dbg !1190
  %34 = icmp eq i32 %24, 0, !dbg !1192
  %35 = sub i64 0, %5, !dbg !1192
  %36 = select i1 %34, i64 %6, i64 %35, !dbg !1192
  %37 = select i1 %33, i64 %4, i64 %36, !dbg !1192
    #dbg_value(i64 %37, !1159, !DIExpression(), !1164)
    #dbg_value(ptr %23, !1193, !DIExpression(), !1211)
    #dbg_value(ptr undef, !1199, !DIExpression(), !1211)
    #dbg_value(ptr undef, !1200, !DIExpression(), !1211)
    #dbg_value(i64 %37, !1201, !DIExpression(), !1211)
    #dbg_value(ptr undef, !1202, !DIExpression(), !1211)
    #dbg_value(ptr undef, !1203, !DIExpression(), !1211)
    #dbg_value(i32 %2, !1204, !DIExpression(), !1211)
  %38 = icmp ne i32 %2, 0, !dbg !1213
  switch i32 %2, label %59 [
    i32 16, label %39
    i32 0, label %39
  ], !dbg !1215

39:                                               ; preds = %32, %32
  %40 = load i8, ptr %23, align 1, !dbg !1216, !tbaa !323
  %41 = icmp eq i8 %40, 48, !dbg !1217
  br i1 %41, label %42, label %56, !dbg !1218

42:                                               ; preds = %39
  %43 = getelementptr inbounds i8, ptr %23, i64 1, !dbg !1219
  %44 = load i8, ptr %43, align 1, !dbg !1219, !tbaa !323
  switch i8 %44, label %56 [
    i8 120, label %45
    i8 88, label %45
  ], !dbg !1220

45:                                               ; preds = %42, %42
  %46 = getelementptr inbounds i8, ptr %23, i64 2, !dbg !1221
  %47 = load i8, ptr %46, align 1, !dbg !1221, !tbaa !323
  %48 = zext i8 %47 to i64, !dbg !1222
    #dbg_value(i64 %48, !1020, !DIExpression(), !1225)
    #dbg_value(i64 %48, !951, !DIExpression(), !1226)
  %49 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %48, !dbg !1222
  %50 = load i16, ptr %49, align 2, !dbg !1222, !tbaa !958
  %51 = and i16 %50, 4096, !dbg !1227
  %52 = icmp ne i16 %51, 0, !dbg !1228
  %53 = or i1 %38, %52, !dbg !1229
  %54 = select i1 %52, i32 16, i32 %2, !dbg !1229
  %55 = select i1 %52, ptr %46, ptr %23, !dbg !1229
  br i1 %53, label %59, label %57, !dbg !1229

56:                                               ; preds = %42, %39
  br i1 %38, label %59, label %57, !dbg !1230

57:                                               ; preds = %56, %45
  %58 = select i1 %41, i32 8, i32 10, !dbg !1231
    #dbg_value(i32 %58, !1204, !DIExpression(), !1211)
  br label %59, !dbg !1234

59:                                               ; preds = %57, %56, %45, %32
  %60 = phi i32 [ %58, %57 ], [ %2, %56 ], [ %54, %45 ], [ %2, %32 ], !dbg !1211
  %61 = phi ptr [ %23, %57 ], [ %23, %56 ], [ %55, %45 ], [ %23, %32 ]
    #dbg_value(ptr %61, !1193, !DIExpression(), !1211)
    #dbg_value(i32 %60, !1204, !DIExpression(), !1211)
    #dbg_value(i32 %60, !1151, !DIExpression(), !1164)
    #dbg_value(i64 0, !1205, !DIExpression(), !1211)
    #dbg_value(i32 0, !1161, !DIExpression(), !1164)
    #dbg_value(i32 0, !1162, !DIExpression(), !1164)
  %62 = zext nneg i32 %60 to i64
    #dbg_value(i32 poison, !1162, !DIExpression(), !1164)
    #dbg_value(i32 0, !1161, !DIExpression(), !1164)
    #dbg_value(ptr %61, !1193, !DIExpression(), !1211)
    #dbg_value(i64 0, !1205, !DIExpression(), !1211)
  %63 = load i8, ptr %61, align 1, !dbg !1235, !tbaa !323
    #dbg_value(i8 %63, !1210, !DIExpression(), !1236)
    #dbg_value(i8 %63, !965, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1237)
    #dbg_value(i8 %63, !951, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1240)
  %64 = zext i8 %63 to i64, !dbg !1242
  %65 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %64, !dbg !1242
  %66 = load i16, ptr %65, align 2, !dbg !1242, !tbaa !958
  %67 = and i16 %66, 2048, !dbg !1243
  %68 = icmp eq i16 %67, 0, !dbg !1244
  br i1 %68, label %72, label %69, !dbg !1245

69:                                               ; preds = %59
  %70 = zext i8 %63 to i32, !dbg !1246
    #dbg_value(i32 %70, !965, !DIExpression(), !1237)
    #dbg_value(i32 %70, !951, !DIExpression(), !1240)
  %71 = add nsw i32 %70, -48, !dbg !1247
    #dbg_value(i32 %71, !1206, !DIExpression(), !1236)
  br label %79, !dbg !1248

72:                                               ; preds = %59
    #dbg_value(i8 %63, !949, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1249)
    #dbg_value(i8 %63, !951, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1252)
  %73 = and i16 %66, 1024, !dbg !1254
  %74 = icmp eq i16 %73, 0, !dbg !1255
  br i1 %74, label %121, label %75, !dbg !1256

75:                                               ; preds = %72
    #dbg_value(i8 %63, !1086, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1257)
  %76 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %64, !dbg !1259
  %77 = load i32, ptr %76, align 4, !dbg !1259, !tbaa !266
  %78 = add nsw i32 %77, -87, !dbg !1260
    #dbg_value(i32 %78, !1206, !DIExpression(), !1236)
  br label %79

79:                                               ; preds = %75, %69
  %80 = phi i32 [ %71, %69 ], [ %78, %75 ], !dbg !1261
    #dbg_value(i32 %80, !1206, !DIExpression(), !1236)
  %81 = icmp slt i32 %80, %60, !dbg !1262
  br i1 %81, label %82, label %121, !dbg !1264

82:                                               ; preds = %79
    #dbg_value(i32 1, !1162, !DIExpression(), !1164)
  %83 = sext i32 %80 to i64, !dbg !1265
    #dbg_value(i32 0, !1161, !DIExpression(), !1164)
    #dbg_value(i64 %83, !1205, !DIExpression(), !1211)
    #dbg_value(ptr %61, !1193, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1211)
  br label %84, !dbg !1267

84:                                               ; preds = %112, %82
  %85 = phi i32 [ 0, %82 ], [ %119, %112 ]
  %86 = phi i64 [ %83, %82 ], [ %120, %112 ]
  %87 = phi ptr [ %61, %82 ], [ %91, %112 ]
  %88 = icmp eq i32 %85, 0
  br label %89, !dbg !1268

89:                                               ; preds = %84, %111
  %90 = phi ptr [ %91, %111 ], [ %87, %84 ]
  %91 = getelementptr inbounds i8, ptr %90, i64 1, !dbg !1211
    #dbg_value(i32 poison, !1162, !DIExpression(), !1164)
    #dbg_value(i32 %85, !1161, !DIExpression(), !1164)
    #dbg_value(ptr %91, !1193, !DIExpression(), !1211)
    #dbg_value(i64 %86, !1205, !DIExpression(), !1211)
  %92 = load i8, ptr %91, align 1, !dbg !1235, !tbaa !323
    #dbg_value(i8 %92, !1210, !DIExpression(), !1236)
    #dbg_value(i8 %92, !965, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1237)
    #dbg_value(i8 %92, !951, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1240)
  %93 = zext i8 %92 to i64, !dbg !1242
  %94 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %93, !dbg !1242
  %95 = load i16, ptr %94, align 2, !dbg !1242, !tbaa !958
  %96 = and i16 %95, 2048, !dbg !1243
  %97 = icmp eq i16 %96, 0, !dbg !1244
  br i1 %97, label %101, label %98, !dbg !1245

98:                                               ; preds = %89
  %99 = zext i8 %92 to i32, !dbg !1246
    #dbg_value(i32 %99, !965, !DIExpression(), !1237)
    #dbg_value(i32 %99, !951, !DIExpression(), !1240)
  %100 = add nsw i32 %99, -48, !dbg !1247
    #dbg_value(i32 %100, !1206, !DIExpression(), !1236)
  br label %108, !dbg !1248

101:                                              ; preds = %89
    #dbg_value(i8 %92, !949, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1249)
    #dbg_value(i8 %92, !951, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1252)
  %102 = and i16 %95, 1024, !dbg !1254
  %103 = icmp eq i16 %102, 0, !dbg !1255
  br i1 %103, label %124, label %104, !dbg !1256

104:                                              ; preds = %101
    #dbg_value(i8 %92, !1086, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1257)
  %105 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %93, !dbg !1259
  %106 = load i32, ptr %105, align 4, !dbg !1259, !tbaa !266
  %107 = add nsw i32 %106, -87, !dbg !1260
    #dbg_value(i32 %107, !1206, !DIExpression(), !1236)
  br label %108

108:                                              ; preds = %104, %98
  %109 = phi i32 [ %100, %98 ], [ %107, %104 ], !dbg !1261
    #dbg_value(i32 %109, !1206, !DIExpression(), !1236)
  %110 = icmp slt i32 %109, %60, !dbg !1262
  br i1 %110, label %111, label %124, !dbg !1264

111:                                              ; preds = %108
    #dbg_value(i32 1, !1162, !DIExpression(), !1164)
  br i1 %88, label %112, label %89, !dbg !1269, !llvm.loop !1270

112:                                              ; preds = %111
  %113 = sext i32 %109 to i64, !dbg !1265
  %114 = sub i64 %37, %113, !dbg !1273
  %115 = udiv i64 %114, %62, !dbg !1274
  %116 = icmp ugt i64 %86, %115, !dbg !1275
  %117 = mul i64 %86, %62, !dbg !1276
  %118 = add i64 %117, %113, !dbg !1276
  %119 = select i1 %116, i32 1, i32 0, !dbg !1276
  %120 = select i1 %116, i64 %37, i64 %118, !dbg !1276
  br label %84, !dbg !1268, !llvm.loop !1270

121:                                              ; preds = %72, %79
    #dbg_value(i64 poison, !1205, !DIExpression(), !1211)
    #dbg_value(ptr poison, !1160, !DIExpression(), !1164)
    #dbg_value(i64 poison, !1163, !DIExpression(), !1164)
  %122 = icmp eq ptr %1, null, !dbg !1277
  br i1 %122, label %132, label %123, !dbg !1281

123:                                              ; preds = %121
  store ptr %0, ptr %1, align 8, !dbg !1282, !tbaa !275
  br label %132, !dbg !1283

124:                                              ; preds = %108, %101
  %125 = icmp eq i32 %85, 0, !dbg !1284
    #dbg_value(i64 %86, !1205, !DIExpression(), !1211)
    #dbg_value(ptr %91, !1160, !DIExpression(), !1164)
    #dbg_value(i64 %86, !1163, !DIExpression(), !1164)
  %126 = icmp eq ptr %1, null, !dbg !1286
  br i1 %126, label %128, label %127, !dbg !1288

127:                                              ; preds = %124
  store ptr %91, ptr %1, align 8, !dbg !1289, !tbaa !275
  br label %128, !dbg !1290

128:                                              ; preds = %127, %124
  br i1 %125, label %131, label %129, !dbg !1291

129:                                              ; preds = %128
  %130 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1292
  store i32 34, ptr %130, align 4, !dbg !1293, !tbaa !266
  br label %131, !dbg !1292

131:                                              ; preds = %129, %128
  store i32 %24, ptr %7, align 4, !dbg !1294, !tbaa !266
  br label %132, !dbg !1295

132:                                              ; preds = %131, %123, %121, %28, %31
  %133 = phi i64 [ 0, %31 ], [ 0, %28 ], [ %86, %131 ], [ 0, %123 ], [ 0, %121 ], !dbg !1164
  ret i64 %133, !dbg !1296
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i64 @strtoull(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !1297 {
  %4 = alloca i32, align 4, !DIAssignID !1306
    #dbg_assign(i1 undef, !1304, !DIExpression(), !1306, ptr %4, !DIExpression(), !1307)
    #dbg_value(ptr %0, !1301, !DIExpression(), !1307)
    #dbg_value(ptr %1, !1302, !DIExpression(), !1307)
    #dbg_value(i32 %2, !1303, !DIExpression(), !1307)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #20, !dbg !1308
  store i32 0, ptr %4, align 4, !dbg !1309, !tbaa !266, !DIAssignID !1310
    #dbg_assign(i32 0, !1304, !DIExpression(), !1310, ptr %4, !DIExpression(), !1307)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 0, i64 noundef -1, i64 noundef 0, i64 noundef 0, ptr noundef nonnull %4) #21, !dbg !1311
    #dbg_value(i64 %5, !1305, !DIExpression(), !1307)
  %6 = load i32, ptr %4, align 4, !dbg !1312, !tbaa !266
  %7 = icmp eq i32 %6, 0, !dbg !1312
  %8 = sub i64 0, %5, !dbg !1312
  %9 = select i1 %7, i64 %5, i64 %8, !dbg !1312
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #20, !dbg !1313
  ret i64 %9, !dbg !1314
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i64 @strtol(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !1315 {
  %4 = alloca i32, align 4, !DIAssignID !1325
    #dbg_assign(i1 undef, !1322, !DIExpression(), !1325, ptr %4, !DIExpression(), !1326)
    #dbg_value(ptr %0, !1319, !DIExpression(), !1326)
    #dbg_value(ptr %1, !1320, !DIExpression(), !1326)
    #dbg_value(i32 %2, !1321, !DIExpression(), !1326)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #20, !dbg !1327
  store i32 0, ptr %4, align 4, !dbg !1328, !tbaa !266, !DIAssignID !1329
    #dbg_assign(i32 0, !1322, !DIExpression(), !1329, ptr %4, !DIExpression(), !1326)
    #dbg_value(i64 9223372036854775807, !1323, !DIExpression(), !1326)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 1, i64 noundef 0, i64 noundef -9223372036854775808, i64 noundef 9223372036854775807, ptr noundef nonnull %4) #21, !dbg !1330
    #dbg_value(i64 %5, !1324, !DIExpression(), !1326)
  %6 = load i32, ptr %4, align 4, !dbg !1331, !tbaa !266
  %7 = icmp eq i32 %6, 0, !dbg !1331
  %8 = sub i64 0, %5, !dbg !1331
  %9 = select i1 %7, i64 %5, i64 %8, !dbg !1331
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #20, !dbg !1332
  ret i64 %9, !dbg !1333
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i64 @strtoul(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !1334 {
  %4 = alloca i32, align 4, !DIAssignID !1343
    #dbg_assign(i1 undef, !1341, !DIExpression(), !1343, ptr %4, !DIExpression(), !1344)
    #dbg_value(ptr %0, !1338, !DIExpression(), !1344)
    #dbg_value(ptr %1, !1339, !DIExpression(), !1344)
    #dbg_value(i32 %2, !1340, !DIExpression(), !1344)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #20, !dbg !1345
  store i32 0, ptr %4, align 4, !dbg !1346, !tbaa !266, !DIAssignID !1347
    #dbg_assign(i32 0, !1341, !DIExpression(), !1347, ptr %4, !DIExpression(), !1344)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 0, i64 noundef -1, i64 noundef 0, i64 noundef 0, ptr noundef nonnull %4) #21, !dbg !1348
    #dbg_value(i64 %5, !1342, !DIExpression(), !1344)
  %6 = load i32, ptr %4, align 4, !dbg !1349, !tbaa !266
  %7 = icmp eq i32 %6, 0, !dbg !1349
  %8 = sub i64 0, %5, !dbg !1349
  %9 = select i1 %7, i64 %5, i64 %8, !dbg !1349
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #20, !dbg !1350
  ret i64 %9, !dbg !1351
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local i32 @atoi(ptr nocapture noundef readonly %0) local_unnamed_addr #12 !dbg !1352 {
    #dbg_value(ptr %0, !1356, !DIExpression(), !1357)
    #dbg_value(ptr %0, !1319, !DIExpression(), !1358)
    #dbg_value(ptr null, !1320, !DIExpression(), !1358)
    #dbg_value(i32 10, !1321, !DIExpression(), !1358)
    #dbg_value(i32 0, !1322, !DIExpression(), !1358)
    #dbg_value(i64 9223372036854775807, !1323, !DIExpression(), !1358)
    #dbg_value(ptr %0, !1149, !DIExpression(), !1360)
    #dbg_value(ptr null, !1150, !DIExpression(), !1360)
    #dbg_value(i32 10, !1151, !DIExpression(), !1360)
    #dbg_value(i32 1, !1152, !DIExpression(), !1360)
    #dbg_value(i64 0, !1153, !DIExpression(), !1360)
    #dbg_value(i64 -9223372036854775808, !1154, !DIExpression(), !1360)
    #dbg_value(i64 9223372036854775807, !1155, !DIExpression(), !1360)
    #dbg_value(ptr undef, !1156, !DIExpression(), !1360)
    #dbg_value(ptr %0, !1157, !DIExpression(), !1360)
  br label %2, !dbg !1362

2:                                                ; preds = %2, %1
  %3 = phi ptr [ %0, %1 ], [ %10, %2 ], !dbg !1360
    #dbg_value(ptr %3, !1157, !DIExpression(), !1360)
  %4 = load i8, ptr %3, align 1, !dbg !1363, !tbaa !323
  %5 = zext i8 %4 to i64, !dbg !1364
    #dbg_value(i64 %5, !987, !DIExpression(), !1367)
    #dbg_value(i64 %5, !951, !DIExpression(), !1368)
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1364
  %7 = load i16, ptr %6, align 2, !dbg !1364, !tbaa !958
  %8 = and i16 %7, 8192, !dbg !1369
  %9 = icmp eq i16 %8, 0, !dbg !1362
  %10 = getelementptr inbounds i8, ptr %3, i64 1, !dbg !1370
    #dbg_value(ptr %10, !1157, !DIExpression(), !1360)
  br i1 %9, label %11, label %2, !dbg !1362, !llvm.loop !1371

11:                                               ; preds = %2
    #dbg_value(i32 0, !1158, !DIExpression(), !1360)
  switch i8 %4, label %19 [
    i8 43, label %12
    i8 45, label %12
  ], !dbg !1372

12:                                               ; preds = %11, %11
  %13 = icmp ne i8 %4, 45, !dbg !1373
    #dbg_value(i1 %13, !1158, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1360)
    #dbg_value(ptr %10, !1157, !DIExpression(), !1360)
  %14 = select i1 %13, i64 9223372036854775807, i64 -9223372036854775808, !dbg !1374
  %15 = load i8, ptr %10, align 1, !dbg !1375, !tbaa !323
  %16 = zext i8 %15 to i64
  %17 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %16
  %18 = load i16, ptr %17, align 2, !dbg !1377, !tbaa !958
  br label %19, !dbg !1374

19:                                               ; preds = %12, %11
  %20 = phi i64 [ %16, %12 ], [ %5, %11 ], !dbg !1377
  %21 = phi i16 [ %18, %12 ], [ %7, %11 ], !dbg !1377
  %22 = phi i8 [ %15, %12 ], [ %4, %11 ], !dbg !1375
  %23 = phi i1 [ %13, %12 ], [ true, %11 ]
  %24 = phi ptr [ %10, %12 ], [ %3, %11 ]
  %25 = phi i64 [ %14, %12 ], [ 9223372036854775807, %11 ], !dbg !1374
    #dbg_value(i64 %25, !1159, !DIExpression(), !1360)
    #dbg_value(ptr undef, !1199, !DIExpression(), !1380)
    #dbg_value(ptr undef, !1200, !DIExpression(), !1380)
    #dbg_value(i64 %25, !1201, !DIExpression(), !1380)
    #dbg_value(ptr undef, !1202, !DIExpression(), !1380)
    #dbg_value(ptr undef, !1203, !DIExpression(), !1380)
    #dbg_value(i32 10, !1204, !DIExpression(), !1380)
    #dbg_value(i32 10, !1151, !DIExpression(), !1360)
    #dbg_value(i32 poison, !1162, !DIExpression(), !1360)
    #dbg_value(i32 0, !1161, !DIExpression(), !1360)
    #dbg_value(ptr %24, !1193, !DIExpression(), !1380)
    #dbg_value(i64 0, !1205, !DIExpression(), !1380)
    #dbg_value(i8 %22, !1210, !DIExpression(), !1381)
    #dbg_value(i8 %22, !965, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1382)
    #dbg_value(i8 %22, !951, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1383)
  %26 = and i16 %21, 2048, !dbg !1384
  %27 = icmp eq i16 %26, 0, !dbg !1385
  br i1 %27, label %31, label %28, !dbg !1386

28:                                               ; preds = %19
  %29 = zext i8 %22 to i32, !dbg !1387
    #dbg_value(i32 %29, !965, !DIExpression(), !1382)
    #dbg_value(i32 %29, !951, !DIExpression(), !1383)
  %30 = add nsw i32 %29, -48, !dbg !1388
    #dbg_value(i32 %30, !1206, !DIExpression(), !1381)
  br label %38, !dbg !1389

31:                                               ; preds = %19
    #dbg_value(i8 %22, !949, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1390)
    #dbg_value(i8 %22, !951, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1392)
  %32 = and i16 %21, 1024, !dbg !1394
  %33 = icmp eq i16 %32, 0, !dbg !1395
  br i1 %33, label %88, label %34, !dbg !1396

34:                                               ; preds = %31
    #dbg_value(i8 %22, !1086, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1397)
  %35 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %20, !dbg !1399
  %36 = load i32, ptr %35, align 4, !dbg !1399, !tbaa !266
  %37 = add nsw i32 %36, -87, !dbg !1400
    #dbg_value(i32 %37, !1206, !DIExpression(), !1381)
  br label %38

38:                                               ; preds = %34, %28
  %39 = phi i32 [ %30, %28 ], [ %37, %34 ], !dbg !1401
    #dbg_value(i32 %39, !1206, !DIExpression(), !1381)
  %40 = icmp slt i32 %39, 10, !dbg !1402
  br i1 %40, label %41, label %88, !dbg !1403

41:                                               ; preds = %38
    #dbg_value(i32 1, !1162, !DIExpression(), !1360)
  %42 = sext i32 %39 to i64, !dbg !1404
    #dbg_value(i32 0, !1161, !DIExpression(), !1360)
    #dbg_value(i64 %42, !1205, !DIExpression(), !1380)
    #dbg_value(ptr %24, !1193, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1380)
  br label %43, !dbg !1405

43:                                               ; preds = %71, %41
  %44 = phi i32 [ 0, %41 ], [ %78, %71 ]
  %45 = phi i64 [ %42, %41 ], [ %79, %71 ]
  %46 = phi ptr [ %24, %41 ], [ %50, %71 ]
  %47 = icmp eq i32 %44, 0
  br label %48, !dbg !1406

48:                                               ; preds = %43, %70
  %49 = phi ptr [ %50, %70 ], [ %46, %43 ]
  %50 = getelementptr inbounds i8, ptr %49, i64 1, !dbg !1380
    #dbg_value(i32 poison, !1162, !DIExpression(), !1360)
    #dbg_value(i32 %44, !1161, !DIExpression(), !1360)
    #dbg_value(ptr %50, !1193, !DIExpression(), !1380)
    #dbg_value(i64 %45, !1205, !DIExpression(), !1380)
  %51 = load i8, ptr %50, align 1, !dbg !1375, !tbaa !323
    #dbg_value(i8 %51, !1210, !DIExpression(), !1381)
    #dbg_value(i8 %51, !965, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1382)
    #dbg_value(i8 %51, !951, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1383)
  %52 = zext i8 %51 to i64, !dbg !1377
  %53 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %52, !dbg !1377
  %54 = load i16, ptr %53, align 2, !dbg !1377, !tbaa !958
  %55 = and i16 %54, 2048, !dbg !1384
  %56 = icmp eq i16 %55, 0, !dbg !1385
  br i1 %56, label %60, label %57, !dbg !1386

57:                                               ; preds = %48
  %58 = zext i8 %51 to i32, !dbg !1387
    #dbg_value(i32 %58, !965, !DIExpression(), !1382)
    #dbg_value(i32 %58, !951, !DIExpression(), !1383)
  %59 = add nsw i32 %58, -48, !dbg !1388
    #dbg_value(i32 %59, !1206, !DIExpression(), !1381)
  br label %67, !dbg !1389

60:                                               ; preds = %48
    #dbg_value(i8 %51, !949, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1390)
    #dbg_value(i8 %51, !951, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1392)
  %61 = and i16 %54, 1024, !dbg !1394
  %62 = icmp eq i16 %61, 0, !dbg !1395
  br i1 %62, label %80, label %63, !dbg !1396

63:                                               ; preds = %60
    #dbg_value(i8 %51, !1086, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1397)
  %64 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %52, !dbg !1399
  %65 = load i32, ptr %64, align 4, !dbg !1399, !tbaa !266
  %66 = add nsw i32 %65, -87, !dbg !1400
    #dbg_value(i32 %66, !1206, !DIExpression(), !1381)
  br label %67

67:                                               ; preds = %63, %57
  %68 = phi i32 [ %59, %57 ], [ %66, %63 ], !dbg !1401
    #dbg_value(i32 %68, !1206, !DIExpression(), !1381)
  %69 = icmp slt i32 %68, 10, !dbg !1402
  br i1 %69, label %70, label %80, !dbg !1403

70:                                               ; preds = %67
    #dbg_value(i32 1, !1162, !DIExpression(), !1360)
  br i1 %47, label %71, label %48, !dbg !1407, !llvm.loop !1408

71:                                               ; preds = %70
  %72 = sext i32 %68 to i64, !dbg !1404
  %73 = sub i64 %25, %72, !dbg !1410
  %74 = udiv i64 %73, 10, !dbg !1411
  %75 = icmp ugt i64 %45, %74, !dbg !1412
  %76 = mul nuw i64 %45, 10, !dbg !1413
  %77 = add i64 %76, %72, !dbg !1413
  %78 = select i1 %75, i32 1, i32 0, !dbg !1413
  %79 = select i1 %75, i64 %25, i64 %77, !dbg !1413
  br label %43, !dbg !1406, !llvm.loop !1408

80:                                               ; preds = %67, %60
  %81 = icmp eq i32 %44, 0, !dbg !1414
    #dbg_value(i64 %45, !1205, !DIExpression(), !1380)
    #dbg_value(ptr undef, !1160, !DIExpression(), !1360)
    #dbg_value(i64 %45, !1163, !DIExpression(), !1360)
  br i1 %81, label %84, label %82, !dbg !1415

82:                                               ; preds = %80
  %83 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1416
  store i32 34, ptr %83, align 4, !dbg !1417, !tbaa !266
  br label %84, !dbg !1416

84:                                               ; preds = %80, %82
    #dbg_value(i1 %23, !1322, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1358)
    #dbg_value(i64 %45, !1324, !DIExpression(), !1358)
  %85 = sub i64 0, %45, !dbg !1418
  %86 = select i1 %23, i64 %45, i64 %85, !dbg !1418
  %87 = trunc i64 %86 to i32, !dbg !1419
  br label %88, !dbg !1418

88:                                               ; preds = %84, %31, %38
  %89 = phi i32 [ 0, %38 ], [ 0, %31 ], [ %87, %84 ], !dbg !1418
  ret i32 %89, !dbg !1420
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local i64 @atol(ptr nocapture noundef readonly %0) local_unnamed_addr #12 !dbg !1421 {
    #dbg_value(ptr %0, !1425, !DIExpression(), !1426)
    #dbg_value(ptr %0, !1319, !DIExpression(), !1427)
    #dbg_value(ptr null, !1320, !DIExpression(), !1427)
    #dbg_value(i32 10, !1321, !DIExpression(), !1427)
    #dbg_value(i32 0, !1322, !DIExpression(), !1427)
    #dbg_value(i64 9223372036854775807, !1323, !DIExpression(), !1427)
    #dbg_value(ptr %0, !1149, !DIExpression(), !1429)
    #dbg_value(ptr null, !1150, !DIExpression(), !1429)
    #dbg_value(i32 10, !1151, !DIExpression(), !1429)
    #dbg_value(i32 1, !1152, !DIExpression(), !1429)
    #dbg_value(i64 0, !1153, !DIExpression(), !1429)
    #dbg_value(i64 -9223372036854775808, !1154, !DIExpression(), !1429)
    #dbg_value(i64 9223372036854775807, !1155, !DIExpression(), !1429)
    #dbg_value(ptr undef, !1156, !DIExpression(), !1429)
    #dbg_value(ptr %0, !1157, !DIExpression(), !1429)
  br label %2, !dbg !1431

2:                                                ; preds = %2, %1
  %3 = phi ptr [ %0, %1 ], [ %10, %2 ], !dbg !1429
    #dbg_value(ptr %3, !1157, !DIExpression(), !1429)
  %4 = load i8, ptr %3, align 1, !dbg !1432, !tbaa !323
  %5 = zext i8 %4 to i64, !dbg !1433
    #dbg_value(i64 %5, !987, !DIExpression(), !1436)
    #dbg_value(i64 %5, !951, !DIExpression(), !1437)
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1433
  %7 = load i16, ptr %6, align 2, !dbg !1433, !tbaa !958
  %8 = and i16 %7, 8192, !dbg !1438
  %9 = icmp eq i16 %8, 0, !dbg !1431
  %10 = getelementptr inbounds i8, ptr %3, i64 1, !dbg !1439
    #dbg_value(ptr %10, !1157, !DIExpression(), !1429)
  br i1 %9, label %11, label %2, !dbg !1431, !llvm.loop !1440

11:                                               ; preds = %2
    #dbg_value(i32 0, !1158, !DIExpression(), !1429)
  switch i8 %4, label %19 [
    i8 43, label %12
    i8 45, label %12
  ], !dbg !1441

12:                                               ; preds = %11, %11
  %13 = icmp ne i8 %4, 45, !dbg !1442
    #dbg_value(i1 %13, !1158, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1429)
    #dbg_value(ptr %10, !1157, !DIExpression(), !1429)
  %14 = select i1 %13, i64 9223372036854775807, i64 -9223372036854775808, !dbg !1443
  %15 = load i8, ptr %10, align 1, !dbg !1444, !tbaa !323
  %16 = zext i8 %15 to i64
  %17 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %16
  %18 = load i16, ptr %17, align 2, !dbg !1446, !tbaa !958
  br label %19, !dbg !1443

19:                                               ; preds = %12, %11
  %20 = phi i64 [ %16, %12 ], [ %5, %11 ], !dbg !1446
  %21 = phi i16 [ %18, %12 ], [ %7, %11 ], !dbg !1446
  %22 = phi i8 [ %15, %12 ], [ %4, %11 ], !dbg !1444
  %23 = phi i1 [ %13, %12 ], [ true, %11 ]
  %24 = phi ptr [ %10, %12 ], [ %3, %11 ]
  %25 = phi i64 [ %14, %12 ], [ 9223372036854775807, %11 ], !dbg !1443
    #dbg_value(i64 %25, !1159, !DIExpression(), !1429)
    #dbg_value(ptr undef, !1199, !DIExpression(), !1449)
    #dbg_value(ptr undef, !1200, !DIExpression(), !1449)
    #dbg_value(i64 %25, !1201, !DIExpression(), !1449)
    #dbg_value(ptr undef, !1202, !DIExpression(), !1449)
    #dbg_value(ptr undef, !1203, !DIExpression(), !1449)
    #dbg_value(i32 10, !1204, !DIExpression(), !1449)
    #dbg_value(i32 10, !1151, !DIExpression(), !1429)
    #dbg_value(i32 poison, !1162, !DIExpression(), !1429)
    #dbg_value(i32 0, !1161, !DIExpression(), !1429)
    #dbg_value(ptr %24, !1193, !DIExpression(), !1449)
    #dbg_value(i64 0, !1205, !DIExpression(), !1449)
    #dbg_value(i8 %22, !1210, !DIExpression(), !1450)
    #dbg_value(i8 %22, !965, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1451)
    #dbg_value(i8 %22, !951, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1452)
  %26 = and i16 %21, 2048, !dbg !1453
  %27 = icmp eq i16 %26, 0, !dbg !1454
  br i1 %27, label %31, label %28, !dbg !1455

28:                                               ; preds = %19
  %29 = zext i8 %22 to i32, !dbg !1456
    #dbg_value(i32 %29, !965, !DIExpression(), !1451)
    #dbg_value(i32 %29, !951, !DIExpression(), !1452)
  %30 = add nsw i32 %29, -48, !dbg !1457
    #dbg_value(i32 %30, !1206, !DIExpression(), !1450)
  br label %38, !dbg !1458

31:                                               ; preds = %19
    #dbg_value(i8 %22, !949, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1459)
    #dbg_value(i8 %22, !951, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1461)
  %32 = and i16 %21, 1024, !dbg !1463
  %33 = icmp eq i16 %32, 0, !dbg !1464
  br i1 %33, label %87, label %34, !dbg !1465

34:                                               ; preds = %31
    #dbg_value(i8 %22, !1086, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1466)
  %35 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %20, !dbg !1468
  %36 = load i32, ptr %35, align 4, !dbg !1468, !tbaa !266
  %37 = add nsw i32 %36, -87, !dbg !1469
    #dbg_value(i32 %37, !1206, !DIExpression(), !1450)
  br label %38

38:                                               ; preds = %34, %28
  %39 = phi i32 [ %30, %28 ], [ %37, %34 ], !dbg !1470
    #dbg_value(i32 %39, !1206, !DIExpression(), !1450)
  %40 = icmp slt i32 %39, 10, !dbg !1471
  br i1 %40, label %41, label %87, !dbg !1472

41:                                               ; preds = %38
    #dbg_value(i32 1, !1162, !DIExpression(), !1429)
  %42 = sext i32 %39 to i64, !dbg !1473
    #dbg_value(i32 0, !1161, !DIExpression(), !1429)
    #dbg_value(i64 %42, !1205, !DIExpression(), !1449)
    #dbg_value(ptr %24, !1193, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1449)
  br label %43, !dbg !1474

43:                                               ; preds = %71, %41
  %44 = phi i32 [ 0, %41 ], [ %78, %71 ]
  %45 = phi i64 [ %42, %41 ], [ %79, %71 ]
  %46 = phi ptr [ %24, %41 ], [ %50, %71 ]
  %47 = icmp eq i32 %44, 0
  br label %48, !dbg !1475

48:                                               ; preds = %43, %70
  %49 = phi ptr [ %50, %70 ], [ %46, %43 ]
  %50 = getelementptr inbounds i8, ptr %49, i64 1, !dbg !1449
    #dbg_value(i32 poison, !1162, !DIExpression(), !1429)
    #dbg_value(i32 %44, !1161, !DIExpression(), !1429)
    #dbg_value(ptr %50, !1193, !DIExpression(), !1449)
    #dbg_value(i64 %45, !1205, !DIExpression(), !1449)
  %51 = load i8, ptr %50, align 1, !dbg !1444, !tbaa !323
    #dbg_value(i8 %51, !1210, !DIExpression(), !1450)
    #dbg_value(i8 %51, !965, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1451)
    #dbg_value(i8 %51, !951, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1452)
  %52 = zext i8 %51 to i64, !dbg !1446
  %53 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %52, !dbg !1446
  %54 = load i16, ptr %53, align 2, !dbg !1446, !tbaa !958
  %55 = and i16 %54, 2048, !dbg !1453
  %56 = icmp eq i16 %55, 0, !dbg !1454
  br i1 %56, label %60, label %57, !dbg !1455

57:                                               ; preds = %48
  %58 = zext i8 %51 to i32, !dbg !1456
    #dbg_value(i32 %58, !965, !DIExpression(), !1451)
    #dbg_value(i32 %58, !951, !DIExpression(), !1452)
  %59 = add nsw i32 %58, -48, !dbg !1457
    #dbg_value(i32 %59, !1206, !DIExpression(), !1450)
  br label %67, !dbg !1458

60:                                               ; preds = %48
    #dbg_value(i8 %51, !949, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1459)
    #dbg_value(i8 %51, !951, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1461)
  %61 = and i16 %54, 1024, !dbg !1463
  %62 = icmp eq i16 %61, 0, !dbg !1464
  br i1 %62, label %80, label %63, !dbg !1465

63:                                               ; preds = %60
    #dbg_value(i8 %51, !1086, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1466)
  %64 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %52, !dbg !1468
  %65 = load i32, ptr %64, align 4, !dbg !1468, !tbaa !266
  %66 = add nsw i32 %65, -87, !dbg !1469
    #dbg_value(i32 %66, !1206, !DIExpression(), !1450)
  br label %67

67:                                               ; preds = %63, %57
  %68 = phi i32 [ %59, %57 ], [ %66, %63 ], !dbg !1470
    #dbg_value(i32 %68, !1206, !DIExpression(), !1450)
  %69 = icmp slt i32 %68, 10, !dbg !1471
  br i1 %69, label %70, label %80, !dbg !1472

70:                                               ; preds = %67
    #dbg_value(i32 1, !1162, !DIExpression(), !1429)
  br i1 %47, label %71, label %48, !dbg !1476, !llvm.loop !1477

71:                                               ; preds = %70
  %72 = sext i32 %68 to i64, !dbg !1473
  %73 = sub i64 %25, %72, !dbg !1479
  %74 = udiv i64 %73, 10, !dbg !1480
  %75 = icmp ugt i64 %45, %74, !dbg !1481
  %76 = mul nuw i64 %45, 10, !dbg !1482
  %77 = add i64 %76, %72, !dbg !1482
  %78 = select i1 %75, i32 1, i32 0, !dbg !1482
  %79 = select i1 %75, i64 %25, i64 %77, !dbg !1482
  br label %43, !dbg !1475, !llvm.loop !1477

80:                                               ; preds = %67, %60
  %81 = icmp eq i32 %44, 0, !dbg !1483
    #dbg_value(i64 %45, !1205, !DIExpression(), !1449)
    #dbg_value(ptr undef, !1160, !DIExpression(), !1429)
    #dbg_value(i64 %45, !1163, !DIExpression(), !1429)
  br i1 %81, label %84, label %82, !dbg !1484

82:                                               ; preds = %80
  %83 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1485
  store i32 34, ptr %83, align 4, !dbg !1486, !tbaa !266
  br label %84, !dbg !1485

84:                                               ; preds = %80, %82
    #dbg_value(i1 %23, !1322, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1427)
    #dbg_value(i64 %45, !1324, !DIExpression(), !1427)
  %85 = sub i64 0, %45, !dbg !1487
  %86 = select i1 %23, i64 %45, i64 %85, !dbg !1487
  br label %87, !dbg !1487

87:                                               ; preds = %84, %31, %38
  %88 = phi i64 [ 0, %38 ], [ 0, %31 ], [ %86, %84 ], !dbg !1487
  ret i64 %88, !dbg !1488
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local i64 @atoll(ptr nocapture noundef readonly %0) local_unnamed_addr #12 !dbg !1489 {
    #dbg_value(ptr %0, !1493, !DIExpression(), !1494)
    #dbg_value(ptr %0, !1131, !DIExpression(), !1495)
    #dbg_value(ptr null, !1132, !DIExpression(), !1495)
    #dbg_value(i32 10, !1133, !DIExpression(), !1495)
    #dbg_value(i32 0, !1134, !DIExpression(), !1495)
    #dbg_value(ptr %0, !1149, !DIExpression(), !1497)
    #dbg_value(ptr null, !1150, !DIExpression(), !1497)
    #dbg_value(i32 10, !1151, !DIExpression(), !1497)
    #dbg_value(i32 1, !1152, !DIExpression(), !1497)
    #dbg_value(i64 0, !1153, !DIExpression(), !1497)
    #dbg_value(i64 -9223372036854775808, !1154, !DIExpression(), !1497)
    #dbg_value(i64 9223372036854775807, !1155, !DIExpression(), !1497)
    #dbg_value(ptr undef, !1156, !DIExpression(), !1497)
    #dbg_value(ptr %0, !1157, !DIExpression(), !1497)
  br label %2, !dbg !1499

2:                                                ; preds = %2, %1
  %3 = phi ptr [ %0, %1 ], [ %10, %2 ], !dbg !1497
    #dbg_value(ptr %3, !1157, !DIExpression(), !1497)
  %4 = load i8, ptr %3, align 1, !dbg !1500, !tbaa !323
  %5 = zext i8 %4 to i64, !dbg !1501
    #dbg_value(i64 %5, !987, !DIExpression(), !1504)
    #dbg_value(i64 %5, !951, !DIExpression(), !1505)
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1501
  %7 = load i16, ptr %6, align 2, !dbg !1501, !tbaa !958
  %8 = and i16 %7, 8192, !dbg !1506
  %9 = icmp eq i16 %8, 0, !dbg !1499
  %10 = getelementptr inbounds i8, ptr %3, i64 1, !dbg !1507
    #dbg_value(ptr %10, !1157, !DIExpression(), !1497)
  br i1 %9, label %11, label %2, !dbg !1499, !llvm.loop !1508

11:                                               ; preds = %2
    #dbg_value(i32 0, !1158, !DIExpression(), !1497)
  switch i8 %4, label %19 [
    i8 43, label %12
    i8 45, label %12
  ], !dbg !1509

12:                                               ; preds = %11, %11
  %13 = icmp ne i8 %4, 45, !dbg !1510
    #dbg_value(i1 %13, !1158, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1497)
    #dbg_value(ptr %10, !1157, !DIExpression(), !1497)
  %14 = select i1 %13, i64 9223372036854775807, i64 -9223372036854775808, !dbg !1511
  %15 = load i8, ptr %10, align 1, !dbg !1512, !tbaa !323
  %16 = zext i8 %15 to i64
  %17 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %16
  %18 = load i16, ptr %17, align 2, !dbg !1514, !tbaa !958
  br label %19, !dbg !1511

19:                                               ; preds = %12, %11
  %20 = phi i64 [ %16, %12 ], [ %5, %11 ], !dbg !1514
  %21 = phi i16 [ %18, %12 ], [ %7, %11 ], !dbg !1514
  %22 = phi i8 [ %15, %12 ], [ %4, %11 ], !dbg !1512
  %23 = phi i1 [ %13, %12 ], [ true, %11 ]
  %24 = phi ptr [ %10, %12 ], [ %3, %11 ]
  %25 = phi i64 [ %14, %12 ], [ 9223372036854775807, %11 ], !dbg !1511
    #dbg_value(i64 %25, !1159, !DIExpression(), !1497)
    #dbg_value(ptr undef, !1199, !DIExpression(), !1517)
    #dbg_value(ptr undef, !1200, !DIExpression(), !1517)
    #dbg_value(i64 %25, !1201, !DIExpression(), !1517)
    #dbg_value(ptr undef, !1202, !DIExpression(), !1517)
    #dbg_value(ptr undef, !1203, !DIExpression(), !1517)
    #dbg_value(i32 10, !1204, !DIExpression(), !1517)
    #dbg_value(i32 10, !1151, !DIExpression(), !1497)
    #dbg_value(i32 poison, !1162, !DIExpression(), !1497)
    #dbg_value(i32 0, !1161, !DIExpression(), !1497)
    #dbg_value(ptr %24, !1193, !DIExpression(), !1517)
    #dbg_value(i64 0, !1205, !DIExpression(), !1517)
    #dbg_value(i8 %22, !1210, !DIExpression(), !1518)
    #dbg_value(i8 %22, !965, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1519)
    #dbg_value(i8 %22, !951, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1520)
  %26 = and i16 %21, 2048, !dbg !1521
  %27 = icmp eq i16 %26, 0, !dbg !1522
  br i1 %27, label %31, label %28, !dbg !1523

28:                                               ; preds = %19
  %29 = zext i8 %22 to i32, !dbg !1524
    #dbg_value(i32 %29, !965, !DIExpression(), !1519)
    #dbg_value(i32 %29, !951, !DIExpression(), !1520)
  %30 = add nsw i32 %29, -48, !dbg !1525
    #dbg_value(i32 %30, !1206, !DIExpression(), !1518)
  br label %38, !dbg !1526

31:                                               ; preds = %19
    #dbg_value(i8 %22, !949, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1527)
    #dbg_value(i8 %22, !951, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1529)
  %32 = and i16 %21, 1024, !dbg !1531
  %33 = icmp eq i16 %32, 0, !dbg !1532
  br i1 %33, label %87, label %34, !dbg !1533

34:                                               ; preds = %31
    #dbg_value(i8 %22, !1086, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1534)
  %35 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %20, !dbg !1536
  %36 = load i32, ptr %35, align 4, !dbg !1536, !tbaa !266
  %37 = add nsw i32 %36, -87, !dbg !1537
    #dbg_value(i32 %37, !1206, !DIExpression(), !1518)
  br label %38

38:                                               ; preds = %34, %28
  %39 = phi i32 [ %30, %28 ], [ %37, %34 ], !dbg !1538
    #dbg_value(i32 %39, !1206, !DIExpression(), !1518)
  %40 = icmp slt i32 %39, 10, !dbg !1539
  br i1 %40, label %41, label %87, !dbg !1540

41:                                               ; preds = %38
    #dbg_value(i32 1, !1162, !DIExpression(), !1497)
  %42 = sext i32 %39 to i64, !dbg !1541
    #dbg_value(i32 0, !1161, !DIExpression(), !1497)
    #dbg_value(i64 %42, !1205, !DIExpression(), !1517)
    #dbg_value(ptr %24, !1193, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1517)
  br label %43, !dbg !1542

43:                                               ; preds = %71, %41
  %44 = phi i32 [ 0, %41 ], [ %78, %71 ]
  %45 = phi i64 [ %42, %41 ], [ %79, %71 ]
  %46 = phi ptr [ %24, %41 ], [ %50, %71 ]
  %47 = icmp eq i32 %44, 0
  br label %48, !dbg !1543

48:                                               ; preds = %43, %70
  %49 = phi ptr [ %50, %70 ], [ %46, %43 ]
  %50 = getelementptr inbounds i8, ptr %49, i64 1, !dbg !1517
    #dbg_value(i32 poison, !1162, !DIExpression(), !1497)
    #dbg_value(i32 %44, !1161, !DIExpression(), !1497)
    #dbg_value(ptr %50, !1193, !DIExpression(), !1517)
    #dbg_value(i64 %45, !1205, !DIExpression(), !1517)
  %51 = load i8, ptr %50, align 1, !dbg !1512, !tbaa !323
    #dbg_value(i8 %51, !1210, !DIExpression(), !1518)
    #dbg_value(i8 %51, !965, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1519)
    #dbg_value(i8 %51, !951, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1520)
  %52 = zext i8 %51 to i64, !dbg !1514
  %53 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %52, !dbg !1514
  %54 = load i16, ptr %53, align 2, !dbg !1514, !tbaa !958
  %55 = and i16 %54, 2048, !dbg !1521
  %56 = icmp eq i16 %55, 0, !dbg !1522
  br i1 %56, label %60, label %57, !dbg !1523

57:                                               ; preds = %48
  %58 = zext i8 %51 to i32, !dbg !1524
    #dbg_value(i32 %58, !965, !DIExpression(), !1519)
    #dbg_value(i32 %58, !951, !DIExpression(), !1520)
  %59 = add nsw i32 %58, -48, !dbg !1525
    #dbg_value(i32 %59, !1206, !DIExpression(), !1518)
  br label %67, !dbg !1526

60:                                               ; preds = %48
    #dbg_value(i8 %51, !949, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1527)
    #dbg_value(i8 %51, !951, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1529)
  %61 = and i16 %54, 1024, !dbg !1531
  %62 = icmp eq i16 %61, 0, !dbg !1532
  br i1 %62, label %80, label %63, !dbg !1533

63:                                               ; preds = %60
    #dbg_value(i8 %51, !1086, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1534)
  %64 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %52, !dbg !1536
  %65 = load i32, ptr %64, align 4, !dbg !1536, !tbaa !266
  %66 = add nsw i32 %65, -87, !dbg !1537
    #dbg_value(i32 %66, !1206, !DIExpression(), !1518)
  br label %67

67:                                               ; preds = %63, %57
  %68 = phi i32 [ %59, %57 ], [ %66, %63 ], !dbg !1538
    #dbg_value(i32 %68, !1206, !DIExpression(), !1518)
  %69 = icmp slt i32 %68, 10, !dbg !1539
  br i1 %69, label %70, label %80, !dbg !1540

70:                                               ; preds = %67
    #dbg_value(i32 1, !1162, !DIExpression(), !1497)
  br i1 %47, label %71, label %48, !dbg !1544, !llvm.loop !1545

71:                                               ; preds = %70
  %72 = sext i32 %68 to i64, !dbg !1541
  %73 = sub i64 %25, %72, !dbg !1547
  %74 = udiv i64 %73, 10, !dbg !1548
  %75 = icmp ugt i64 %45, %74, !dbg !1549
  %76 = mul nuw i64 %45, 10, !dbg !1550
  %77 = add i64 %76, %72, !dbg !1550
  %78 = select i1 %75, i32 1, i32 0, !dbg !1550
  %79 = select i1 %75, i64 %25, i64 %77, !dbg !1550
  br label %43, !dbg !1543, !llvm.loop !1545

80:                                               ; preds = %67, %60
  %81 = icmp eq i32 %44, 0, !dbg !1551
    #dbg_value(i64 %45, !1205, !DIExpression(), !1517)
    #dbg_value(ptr undef, !1160, !DIExpression(), !1497)
    #dbg_value(i64 %45, !1163, !DIExpression(), !1497)
  br i1 %81, label %84, label %82, !dbg !1552

82:                                               ; preds = %80
  %83 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1553
  store i32 34, ptr %83, align 4, !dbg !1554, !tbaa !266
  br label %84, !dbg !1553

84:                                               ; preds = %80, %82
    #dbg_value(i1 %23, !1134, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1495)
    #dbg_value(i64 %45, !1135, !DIExpression(), !1495)
  %85 = sub i64 0, %45, !dbg !1555
  %86 = select i1 %23, i64 %45, i64 %85, !dbg !1555
  br label %87, !dbg !1555

87:                                               ; preds = %84, %31, %38
  %88 = phi i64 [ 0, %38 ], [ 0, %31 ], [ %86, %84 ], !dbg !1555
  ret i64 %88, !dbg !1556
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local void @srand(i32 noundef %0) local_unnamed_addr #13 !dbg !1557 {
    #dbg_value(i32 %0, !1561, !DIExpression(), !1571)
  %2 = tail call i32 @llvm.umax.i32(i32 %0, i32 1), !dbg !1572
    #dbg_value(i32 %2, !1562, !DIExpression(), !1571)
  store i32 %2, ptr @rand_state, align 16, !dbg !1573, !tbaa !266
    #dbg_value(i32 1, !1563, !DIExpression(), !1574)
    #dbg_value(i32 %2, !1562, !DIExpression(), !1571)
  br label %4, !dbg !1575

3:                                                ; preds = %4
  store i1 true, ptr @rand_seeded, align 4, !dbg !1576
    #dbg_value(i32 0, !1569, !DIExpression(), !1577)
    #dbg_value(i32 0, !1569, !DIExpression(), !1577)
  br label %19, !dbg !1578

4:                                                ; preds = %1, %4
  %5 = phi i64 [ 1, %1 ], [ %16, %4 ]
  %6 = phi i32 [ %2, %1 ], [ %14, %4 ]
    #dbg_value(i32 %6, !1562, !DIExpression(), !1571)
    #dbg_value(i64 %5, !1563, !DIExpression(), !1574)
  %7 = sdiv i32 %6, 127773, !dbg !1579
    #dbg_value(i32 %7, !1565, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !1580)
  %8 = srem i32 %6, 127773, !dbg !1581
    #dbg_value(i32 %8, !1568, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !1580)
  %9 = mul nsw i32 %8, 16807, !dbg !1582
  %10 = mul nsw i32 %7, -2836, !dbg !1583
  %11 = add i32 %10, %9, !dbg !1584
    #dbg_value(i32 %11, !1562, !DIExpression(), !1571)
  %12 = icmp slt i32 %11, 0, !dbg !1585
  %13 = add nsw i32 %11, 2147483647
  %14 = select i1 %12, i32 %13, i32 %11, !dbg !1587
    #dbg_value(i32 %14, !1562, !DIExpression(), !1571)
  %15 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %5, !dbg !1588
  store i32 %14, ptr %15, align 4, !dbg !1589, !tbaa !266
  %16 = add nuw nsw i64 %5, 1, !dbg !1590
    #dbg_value(i64 %16, !1563, !DIExpression(), !1574)
  %17 = icmp eq i64 %16, 31, !dbg !1591
  br i1 %17, label %3, label %4, !dbg !1575, !llvm.loop !1592

18:                                               ; preds = %19
  store i32 %31, ptr @rand_f, align 4, !dbg !1594, !tbaa !266
  store i32 %33, ptr @rand_r, align 4, !dbg !1594, !tbaa !266
  ret void, !dbg !1597

19:                                               ; preds = %3, %19
  %20 = phi i32 [ 0, %3 ], [ %34, %19 ]
  %21 = phi i32 [ 3, %3 ], [ %31, %19 ]
  %22 = phi i32 [ 0, %3 ], [ %33, %19 ]
    #dbg_value(i32 %20, !1569, !DIExpression(), !1577)
  %23 = sext i32 %21 to i64, !dbg !1598
  %24 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %23, !dbg !1598
  %25 = load i32, ptr %24, align 4, !dbg !1598, !tbaa !266
  %26 = sext i32 %22 to i64, !dbg !1599
  %27 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %26, !dbg !1599
  %28 = load i32, ptr %27, align 4, !dbg !1599, !tbaa !266
  %29 = add i32 %28, %25, !dbg !1600
  store i32 %29, ptr %24, align 4, !dbg !1601, !tbaa !266
  %30 = add nsw i32 %21, 1, !dbg !1602
  %31 = srem i32 %30, 31, !dbg !1603
  %32 = add nsw i32 %22, 1, !dbg !1604
  %33 = srem i32 %32, 31, !dbg !1605
  %34 = add nuw nsw i32 %20, 1, !dbg !1606
    #dbg_value(i32 %34, !1569, !DIExpression(), !1577)
  %35 = icmp eq i32 %34, 310, !dbg !1607
  br i1 %35, label %18, label %19, !dbg !1578, !llvm.loop !1608
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 0, -2147483648) i32 @rand() local_unnamed_addr #13 !dbg !1610 {
  %1 = load i1, ptr @rand_seeded, align 4, !dbg !1616
  br i1 %1, label %2, label %5, !dbg !1618

2:                                                ; preds = %0
  %3 = load i32, ptr @rand_f, align 4, !dbg !1619, !tbaa !266
  %4 = load i32, ptr @rand_r, align 4, !dbg !1620, !tbaa !266
  br label %38, !dbg !1618

5:                                                ; preds = %0
    #dbg_value(i32 1, !1561, !DIExpression(), !1621)
    #dbg_value(i32 1, !1562, !DIExpression(), !1621)
  store i32 1, ptr @rand_state, align 16, !dbg !1623, !tbaa !266
    #dbg_value(i32 1, !1563, !DIExpression(), !1624)
    #dbg_value(i32 1, !1562, !DIExpression(), !1621)
  br label %7, !dbg !1625

6:                                                ; preds = %7
  store i1 true, ptr @rand_seeded, align 4, !dbg !1626
    #dbg_value(i32 0, !1569, !DIExpression(), !1627)
    #dbg_value(i32 0, !1569, !DIExpression(), !1627)
  br label %21, !dbg !1628

7:                                                ; preds = %7, %5
  %8 = phi i64 [ 1, %5 ], [ %19, %7 ]
  %9 = phi i32 [ 1, %5 ], [ %17, %7 ]
    #dbg_value(i32 %9, !1562, !DIExpression(), !1621)
    #dbg_value(i64 %8, !1563, !DIExpression(), !1624)
  %10 = sdiv i32 %9, 127773, !dbg !1629
    #dbg_value(i32 %10, !1565, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !1630)
  %11 = srem i32 %9, 127773, !dbg !1631
    #dbg_value(i32 %11, !1568, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !1630)
  %12 = mul nsw i32 %11, 16807, !dbg !1632
  %13 = mul nsw i32 %10, -2836, !dbg !1633
  %14 = add i32 %13, %12, !dbg !1634
    #dbg_value(i32 %14, !1562, !DIExpression(), !1621)
  %15 = icmp slt i32 %14, 0, !dbg !1635
  %16 = add nsw i32 %14, 2147483647
  %17 = select i1 %15, i32 %16, i32 %14, !dbg !1636
    #dbg_value(i32 %17, !1562, !DIExpression(), !1621)
  %18 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %8, !dbg !1637
  store i32 %17, ptr %18, align 4, !dbg !1638, !tbaa !266
  %19 = add nuw nsw i64 %8, 1, !dbg !1639
    #dbg_value(i64 %19, !1563, !DIExpression(), !1624)
  %20 = icmp eq i64 %19, 31, !dbg !1640
  br i1 %20, label %6, label %7, !dbg !1625, !llvm.loop !1641

21:                                               ; preds = %21, %6
  %22 = phi i32 [ 0, %6 ], [ %36, %21 ]
  %23 = phi i32 [ 3, %6 ], [ %33, %21 ]
  %24 = phi i32 [ 0, %6 ], [ %35, %21 ]
    #dbg_value(i32 %22, !1569, !DIExpression(), !1627)
  %25 = sext i32 %23 to i64, !dbg !1643
  %26 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %25, !dbg !1643
  %27 = load i32, ptr %26, align 4, !dbg !1643, !tbaa !266
  %28 = sext i32 %24 to i64, !dbg !1644
  %29 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %28, !dbg !1644
  %30 = load i32, ptr %29, align 4, !dbg !1644, !tbaa !266
  %31 = add i32 %30, %27, !dbg !1645
  store i32 %31, ptr %26, align 4, !dbg !1646, !tbaa !266
  %32 = add nsw i32 %23, 1, !dbg !1647
  %33 = srem i32 %32, 31, !dbg !1648
  %34 = add nsw i32 %24, 1, !dbg !1649
  %35 = srem i32 %34, 31, !dbg !1650
  %36 = add nuw nsw i32 %22, 1, !dbg !1651
    #dbg_value(i32 %36, !1569, !DIExpression(), !1627)
  %37 = icmp eq i32 %36, 310, !dbg !1652
  br i1 %37, label %38, label %21, !dbg !1628, !llvm.loop !1653

38:                                               ; preds = %21, %2
  %39 = phi i32 [ %4, %2 ], [ %35, %21 ], !dbg !1620
  %40 = phi i32 [ %3, %2 ], [ %33, %21 ], !dbg !1619
  %41 = sext i32 %40 to i64, !dbg !1655
  %42 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %41, !dbg !1655
  %43 = load i32, ptr %42, align 4, !dbg !1655, !tbaa !266
  %44 = sext i32 %39 to i64, !dbg !1656
  %45 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %44, !dbg !1656
  %46 = load i32, ptr %45, align 4, !dbg !1656, !tbaa !266
  %47 = add i32 %46, %43, !dbg !1657
    #dbg_value(i32 %47, !1614, !DIExpression(), !1658)
  store i32 %47, ptr %42, align 4, !dbg !1659, !tbaa !266
  %48 = lshr i32 %47, 1, !dbg !1660
    #dbg_value(i32 %48, !1615, !DIExpression(), !1658)
  %49 = add nsw i32 %40, 1, !dbg !1661
  %50 = srem i32 %49, 31, !dbg !1662
  store i32 %50, ptr @rand_f, align 4, !dbg !1663, !tbaa !266
  %51 = add nsw i32 %39, 1, !dbg !1664
  %52 = srem i32 %51, 31, !dbg !1665
  store i32 %52, ptr @rand_r, align 4, !dbg !1666, !tbaa !266
  ret i32 %48, !dbg !1667
}

; Function Attrs: nounwind
define dso_local void @qsort(ptr noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3) local_unnamed_addr #7 !dbg !1668 {
    #dbg_value(ptr %0, !1675, !DIExpression(), !1680)
    #dbg_value(i64 %1, !1676, !DIExpression(), !1680)
    #dbg_value(i64 %2, !1677, !DIExpression(), !1680)
    #dbg_value(ptr %3, !1678, !DIExpression(), !1680)
  %5 = icmp ult i64 %1, 2, !dbg !1681
  %6 = icmp eq i64 %2, 0
  %7 = or i1 %5, %6, !dbg !1683
  br i1 %7, label %14, label %8, !dbg !1683

8:                                                ; preds = %4
  %9 = mul i64 %2, %1, !dbg !1684
  %10 = tail call ptr @malloc(i64 noundef %9) #18, !dbg !1685
    #dbg_value(ptr %10, !1679, !DIExpression(), !1680)
  %11 = icmp eq ptr %10, null, !dbg !1686
  br i1 %11, label %12, label %13, !dbg !1688

12:                                               ; preds = %8
  tail call void @abort() #19, !dbg !1689
  unreachable, !dbg !1689

13:                                               ; preds = %8
  tail call fastcc void @msort(ptr noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef nonnull %10) #21, !dbg !1690
  tail call void @free(ptr noundef nonnull %10) #18, !dbg !1691
  br label %14, !dbg !1692

14:                                               ; preds = %4, %13
  ret void, !dbg !1692
}

; Function Attrs: noreturn
declare !dbg !1693 void @abort() local_unnamed_addr #5

; Function Attrs: nounwind
define internal fastcc void @msort(ptr noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4) unnamed_addr #7 !dbg !1694 {
    #dbg_value(ptr %0, !1698, !DIExpression(), !1708)
    #dbg_value(i64 %1, !1699, !DIExpression(), !1708)
    #dbg_value(i64 %2, !1700, !DIExpression(), !1708)
    #dbg_value(ptr %3, !1701, !DIExpression(), !1708)
    #dbg_value(ptr %4, !1702, !DIExpression(), !1708)
  %6 = icmp ult i64 %1, 2, !dbg !1709
  br i1 %6, label %51, label %7, !dbg !1711

7:                                                ; preds = %5
  %8 = lshr i64 %1, 1, !dbg !1712
    #dbg_value(i64 %8, !1703, !DIExpression(), !1708)
  %9 = sub i64 %1, %8, !dbg !1713
    #dbg_value(i64 %9, !1704, !DIExpression(), !1708)
    #dbg_value(ptr %0, !1705, !DIExpression(), !1708)
  %10 = mul i64 %8, %2, !dbg !1714
  %11 = getelementptr inbounds i8, ptr %0, i64 %10, !dbg !1715
    #dbg_value(ptr %11, !1706, !DIExpression(), !1708)
  tail call fastcc void @msort(ptr noundef %0, i64 noundef %8, i64 noundef %2, ptr noundef %3, ptr noundef %4) #21, !dbg !1716
  tail call fastcc void @msort(ptr noundef %11, i64 noundef %9, i64 noundef %2, ptr noundef %3, ptr noundef %4) #21, !dbg !1717
    #dbg_value(ptr %4, !1707, !DIExpression(), !1708)
    #dbg_value(ptr %11, !1706, !DIExpression(), !1708)
    #dbg_value(ptr %0, !1705, !DIExpression(), !1708)
    #dbg_value(i64 %9, !1704, !DIExpression(), !1708)
    #dbg_value(i64 %8, !1703, !DIExpression(), !1708)
  %12 = icmp eq i64 %9, 0, !dbg !1718
  br i1 %12, label %39, label %13, !dbg !1719

13:                                               ; preds = %7, %29
  %14 = phi ptr [ %34, %29 ], [ %4, %7 ]
  %15 = phi ptr [ %33, %29 ], [ %11, %7 ]
  %16 = phi ptr [ %32, %29 ], [ %0, %7 ]
  %17 = phi i64 [ %31, %29 ], [ %9, %7 ]
  %18 = phi i64 [ %30, %29 ], [ %8, %7 ]
    #dbg_value(ptr %14, !1707, !DIExpression(), !1708)
    #dbg_value(ptr %15, !1706, !DIExpression(), !1708)
    #dbg_value(ptr %16, !1705, !DIExpression(), !1708)
    #dbg_value(i64 %17, !1704, !DIExpression(), !1708)
    #dbg_value(i64 %18, !1703, !DIExpression(), !1708)
  %19 = tail call i32 %3(ptr noundef %16, ptr noundef %15) #18, !dbg !1720
  %20 = icmp slt i32 %19, 1, !dbg !1723
  br i1 %20, label %21, label %25, !dbg !1724

21:                                               ; preds = %13
  %22 = tail call ptr @memcpy(ptr noundef %14, ptr noundef %16, i64 noundef %2) #18, !dbg !1725
  %23 = getelementptr inbounds i8, ptr %16, i64 %2, !dbg !1727
    #dbg_value(ptr %23, !1705, !DIExpression(), !1708)
  %24 = add nsw i64 %18, -1, !dbg !1728
    #dbg_value(i64 %24, !1703, !DIExpression(), !1708)
  br label %29, !dbg !1729

25:                                               ; preds = %13
  %26 = tail call ptr @memcpy(ptr noundef %14, ptr noundef %15, i64 noundef %2) #18, !dbg !1730
  %27 = getelementptr inbounds i8, ptr %15, i64 %2, !dbg !1732
    #dbg_value(ptr %27, !1706, !DIExpression(), !1708)
  %28 = add i64 %17, -1, !dbg !1733
    #dbg_value(i64 %28, !1704, !DIExpression(), !1708)
  br label %29

29:                                               ; preds = %25, %21
  %30 = phi i64 [ %24, %21 ], [ %18, %25 ], !dbg !1708
  %31 = phi i64 [ %17, %21 ], [ %28, %25 ], !dbg !1708
  %32 = phi ptr [ %23, %21 ], [ %16, %25 ], !dbg !1708
  %33 = phi ptr [ %15, %21 ], [ %27, %25 ], !dbg !1708
    #dbg_value(ptr %33, !1706, !DIExpression(), !1708)
    #dbg_value(ptr %32, !1705, !DIExpression(), !1708)
    #dbg_value(i64 %31, !1704, !DIExpression(), !1708)
    #dbg_value(i64 %30, !1703, !DIExpression(), !1708)
  %34 = getelementptr inbounds i8, ptr %14, i64 %2, !dbg !1734
    #dbg_value(ptr %34, !1707, !DIExpression(), !1708)
  %35 = icmp ne i64 %30, 0, !dbg !1735
  %36 = icmp ne i64 %31, 0, !dbg !1718
  %37 = select i1 %35, i1 %36, i1 false, !dbg !1718
  br i1 %37, label %13, label %38, !dbg !1719, !llvm.loop !1736

38:                                               ; preds = %29
  br i1 %35, label %39, label %46, !dbg !1738

39:                                               ; preds = %7, %38
  %40 = phi ptr [ %34, %38 ], [ %4, %7 ]
  %41 = phi ptr [ %32, %38 ], [ %0, %7 ]
  %42 = phi i64 [ %31, %38 ], [ 0, %7 ]
  %43 = phi i64 [ %30, %38 ], [ %8, %7 ]
  %44 = mul i64 %43, %2, !dbg !1739
  %45 = tail call ptr @memcpy(ptr noundef %40, ptr noundef %41, i64 noundef %44) #18, !dbg !1741
  br label %46, !dbg !1741

46:                                               ; preds = %39, %38
  %47 = phi i64 [ %42, %39 ], [ %31, %38 ]
  %48 = sub i64 %1, %47, !dbg !1742
  %49 = mul i64 %48, %2, !dbg !1743
  %50 = tail call ptr @memcpy(ptr noundef %0, ptr noundef %4, i64 noundef %49) #18, !dbg !1744
  br label %51, !dbg !1745

51:                                               ; preds = %5, %46
  ret void, !dbg !1745
}

declare !dbg !1746 void @free(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local noundef ptr @bsearch(ptr noundef %0, ptr noundef %1, i64 noundef %2, i64 noundef %3, ptr nocapture noundef readonly %4) local_unnamed_addr #7 !dbg !1747 {
    #dbg_value(ptr %0, !1751, !DIExpression(), !1762)
    #dbg_value(ptr %1, !1752, !DIExpression(), !1762)
    #dbg_value(i64 %2, !1753, !DIExpression(), !1762)
    #dbg_value(i64 %3, !1754, !DIExpression(), !1762)
    #dbg_value(ptr %4, !1755, !DIExpression(), !1762)
    #dbg_value(i64 0, !1756, !DIExpression(), !1762)
    #dbg_value(i64 %2, !1757, !DIExpression(), !1762)
  br label %6, !dbg !1763

6:                                                ; preds = %10, %5
  %7 = phi i64 [ %2, %5 ], [ %20, %10 ], !dbg !1764
  %8 = phi i64 [ 0, %5 ], [ %21, %10 ], !dbg !1765
    #dbg_value(i64 %8, !1756, !DIExpression(), !1762)
    #dbg_value(i64 %7, !1757, !DIExpression(), !1762)
  %9 = icmp ult i64 %8, %7, !dbg !1766
  br i1 %9, label %10, label %22, !dbg !1763

10:                                               ; preds = %6
  %11 = sub i64 %7, %8, !dbg !1767
  %12 = lshr i64 %11, 1, !dbg !1768
  %13 = add i64 %12, %8, !dbg !1769
    #dbg_value(i64 %13, !1758, !DIExpression(), !1770)
  %14 = mul i64 %13, %3, !dbg !1771
  %15 = getelementptr inbounds i8, ptr %1, i64 %14, !dbg !1772
    #dbg_value(ptr %15, !1760, !DIExpression(), !1770)
  %16 = tail call i32 %4(ptr noundef %0, ptr noundef %15) #18, !dbg !1773
    #dbg_value(i32 %16, !1761, !DIExpression(), !1770)
  %17 = icmp eq i32 %16, 0, !dbg !1774
  %18 = icmp slt i32 %16, 0, !dbg !1776
  %19 = add i64 %13, 1, !dbg !1776
  %20 = select i1 %18, i64 %13, i64 %7, !dbg !1776
  %21 = select i1 %18, i64 %8, i64 %19, !dbg !1776
    #dbg_value(i64 poison, !1756, !DIExpression(), !1762)
    #dbg_value(i64 poison, !1757, !DIExpression(), !1762)
  br i1 %17, label %22, label %6, !llvm.loop !1777

22:                                               ; preds = %6, %10
  %23 = phi ptr [ %15, %10 ], [ null, %6 ], !dbg !1762
  ret ptr %23, !dbg !1779
}

; Function Attrs: nounwind
define dso_local noundef i32 @pthread_once(ptr noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #7 !dbg !1780 {
    #dbg_value(ptr %0, !1784, !DIExpression(), !1786)
    #dbg_value(ptr %1, !1785, !DIExpression(), !1786)
  tail call void @__VERIFIER_atomic_begin() #18, !dbg !1787
  %3 = load i32, ptr %0, align 4, !dbg !1788, !tbaa !266
  %4 = icmp eq i32 %3, 0, !dbg !1790
  br i1 %4, label %5, label %6, !dbg !1791

5:                                                ; preds = %2
  store i32 1, ptr %0, align 4, !dbg !1792, !tbaa !266
  tail call void @__VERIFIER_atomic_end() #18, !dbg !1794
  tail call void %1() #18, !dbg !1795
  store i32 2, ptr %0, align 4, !dbg !1796, !tbaa !266
  br label %7, !dbg !1797

6:                                                ; preds = %2
  tail call void @__VERIFIER_atomic_end() #18, !dbg !1798
  tail call void @__pancam_await_eq(ptr noundef nonnull %0, i32 noundef 2) #18, !dbg !1799
  br label %7, !dbg !1800

7:                                                ; preds = %6, %5
  ret i32 0, !dbg !1801
}

declare !dbg !1802 void @__VERIFIER_atomic_begin() local_unnamed_addr #8

declare !dbg !1803 void @__VERIFIER_atomic_end() local_unnamed_addr #8

declare !dbg !1804 void @__pancam_await_eq(ptr noundef, i32 noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local range(i32 0, 12) i32 @pthread_key_create(ptr nocapture noundef writeonly %0, ptr noundef %1) local_unnamed_addr #7 !dbg !1807 {
    #dbg_value(ptr %0, !1812, !DIExpression(), !1816)
    #dbg_value(ptr %1, !1813, !DIExpression(), !1816)
  tail call void @__VERIFIER_atomic_begin() #18, !dbg !1817
    #dbg_value(i32 0, !1814, !DIExpression(), !1818)
  br label %3, !dbg !1819

3:                                                ; preds = %32, %2
  %4 = phi i64 [ 0, %2 ], [ %33, %32 ]
    #dbg_value(i64 %4, !1814, !DIExpression(), !1818)
  %5 = getelementptr inbounds [64 x i32], ptr @key_used, i64 0, i64 %4, !dbg !1820
  %6 = load i32, ptr %5, align 16, !dbg !1820, !tbaa !266
  %7 = icmp eq i32 %6, 0, !dbg !1820
  br i1 %7, label %8, label %17, !dbg !1824

8:                                                ; preds = %27, %22, %17, %3
  %9 = phi i64 [ %4, %3 ], [ %18, %17 ], [ %23, %22 ], [ %28, %27 ]
  %10 = phi ptr [ %5, %3 ], [ %19, %17 ], [ %24, %22 ], [ %29, %27 ], !dbg !1820
  %11 = trunc nuw nsw i64 %9 to i32, !dbg !1825
  store i32 1, ptr %10, align 4, !dbg !1825, !tbaa !266
  %12 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i64 0, i64 %9, !dbg !1827
  store ptr %1, ptr %12, align 8, !dbg !1828, !tbaa !275
  %13 = icmp eq ptr %1, null, !dbg !1829
  br i1 %13, label %35, label %14, !dbg !1831

14:                                               ; preds = %8
  %15 = load i32, ptr @__pancam_tsd_dtors, align 4, !dbg !1832, !tbaa !266
  %16 = add nsw i32 %15, 1, !dbg !1832
  store i32 %16, ptr @__pancam_tsd_dtors, align 4, !dbg !1832, !tbaa !266
  br label %35, !dbg !1833

17:                                               ; preds = %3
  %18 = or disjoint i64 %4, 1, !dbg !1834
    #dbg_value(i64 %18, !1814, !DIExpression(), !1818)
  %19 = getelementptr inbounds [64 x i32], ptr @key_used, i64 0, i64 %18, !dbg !1820
  %20 = load i32, ptr %19, align 4, !dbg !1820, !tbaa !266
  %21 = icmp eq i32 %20, 0, !dbg !1820
  br i1 %21, label %8, label %22, !dbg !1824

22:                                               ; preds = %17
  %23 = or disjoint i64 %4, 2, !dbg !1834
    #dbg_value(i64 %23, !1814, !DIExpression(), !1818)
  %24 = getelementptr inbounds [64 x i32], ptr @key_used, i64 0, i64 %23, !dbg !1820
  %25 = load i32, ptr %24, align 8, !dbg !1820, !tbaa !266
  %26 = icmp eq i32 %25, 0, !dbg !1820
  br i1 %26, label %8, label %27, !dbg !1824

27:                                               ; preds = %22
  %28 = or disjoint i64 %4, 3, !dbg !1834
    #dbg_value(i64 %28, !1814, !DIExpression(), !1818)
  %29 = getelementptr inbounds [64 x i32], ptr @key_used, i64 0, i64 %28, !dbg !1820
  %30 = load i32, ptr %29, align 4, !dbg !1820, !tbaa !266
  %31 = icmp eq i32 %30, 0, !dbg !1820
  br i1 %31, label %8, label %32, !dbg !1824

32:                                               ; preds = %27
  %33 = add nuw nsw i64 %4, 4, !dbg !1834
    #dbg_value(i64 %33, !1814, !DIExpression(), !1818)
  %34 = icmp eq i64 %33, 64, !dbg !1835
  br i1 %34, label %36, label %3, !dbg !1819, !llvm.loop !1836

35:                                               ; preds = %8, %14
  tail call void @__VERIFIER_atomic_end() #18, !dbg !1838
  store i32 %11, ptr %0, align 4, !dbg !1839, !tbaa !266
  br label %37

36:                                               ; preds = %32
  tail call void @__VERIFIER_atomic_end() #18, !dbg !1840
  br label %37, !dbg !1841

37:                                               ; preds = %35, %36
  %38 = phi i32 [ 0, %35 ], [ 11, %36 ], !dbg !1816
  ret i32 %38, !dbg !1842
}

; Function Attrs: nounwind
define dso_local range(i32 0, 23) i32 @pthread_key_delete(i32 noundef %0) local_unnamed_addr #7 !dbg !1843 {
    #dbg_value(i32 %0, !1847, !DIExpression(), !1848)
  tail call void @__VERIFIER_atomic_begin() #18, !dbg !1849
  %2 = icmp ugt i32 %0, 63, !dbg !1850
  br i1 %2, label %16, label %3, !dbg !1852

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !1853
  %5 = getelementptr inbounds [64 x i32], ptr @key_used, i64 0, i64 %4, !dbg !1853
  %6 = load i32, ptr %5, align 4, !dbg !1853, !tbaa !266
  %7 = icmp eq i32 %6, 0, !dbg !1853
  br i1 %7, label %16, label %8, !dbg !1854

8:                                                ; preds = %3
  %9 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i64 0, i64 %4, !dbg !1855
  %10 = load ptr, ptr %9, align 8, !dbg !1855, !tbaa !275
  %11 = icmp eq ptr %10, null, !dbg !1855
  br i1 %11, label %15, label %12, !dbg !1857

12:                                               ; preds = %8
  %13 = load i32, ptr @__pancam_tsd_dtors, align 4, !dbg !1858, !tbaa !266
  %14 = add nsw i32 %13, -1, !dbg !1858
  store i32 %14, ptr @__pancam_tsd_dtors, align 4, !dbg !1858, !tbaa !266
  br label %15, !dbg !1859

15:                                               ; preds = %12, %8
  store i32 0, ptr %5, align 4, !dbg !1860, !tbaa !266
  store ptr null, ptr %9, align 8, !dbg !1861, !tbaa !275
  br label %16, !dbg !1862

16:                                               ; preds = %1, %3, %15
  %17 = phi i32 [ 0, %15 ], [ 22, %3 ], [ 22, %1 ], !dbg !1848
  tail call void @__VERIFIER_atomic_end() #18, !dbg !1848
  ret i32 %17, !dbg !1863
}

; Function Attrs: nounwind
define dso_local void @__pancam_tsd_run() local_unnamed_addr #7 !dbg !1864 {
    #dbg_value(i32 0, !1866, !DIExpression(), !1877)
  %1 = tail call align 16 ptr @llvm.threadlocal.address.p0(ptr align 16 @key_value)
    #dbg_value(i32 0, !1866, !DIExpression(), !1877)
    #dbg_value(i32 0, !1871, !DIExpression(), !1878)
    #dbg_value(i32 0, !1868, !DIExpression(), !1879)
  br label %2, !dbg !1880

2:                                                ; preds = %78, %0
  %3 = phi i64 [ %80, %78 ], [ 0, %0 ]
  %4 = phi i1 [ false, %78 ], [ true, %0 ]
  br label %66, !dbg !1880

5:                                                ; preds = %65, %20
  %6 = phi i64 [ %22, %20 ], [ 0, %65 ]
  %7 = phi i1 [ false, %20 ], [ true, %65 ]
  br label %8, !dbg !1880

8:                                                ; preds = %5, %17
  %9 = phi i64 [ %18, %17 ], [ %6, %5 ]
    #dbg_value(i64 %9, !1871, !DIExpression(), !1878)
    #dbg_value(i32 poison, !1868, !DIExpression(), !1879)
  %10 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 %9, !dbg !1881
  %11 = load ptr, ptr %10, align 8, !dbg !1881, !tbaa !275
    #dbg_value(ptr %11, !1873, !DIExpression(), !1882)
  %12 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i64 0, i64 %9, !dbg !1883
  %13 = load ptr, ptr %12, align 8, !dbg !1883, !tbaa !275
    #dbg_value(ptr %13, !1876, !DIExpression(), !1882)
  %14 = icmp ne ptr %11, null, !dbg !1884
  %15 = icmp ne ptr %13, null
  %16 = select i1 %14, i1 %15, i1 false, !dbg !1886
  br i1 %16, label %20, label %17, !dbg !1886

17:                                               ; preds = %8
    #dbg_value(i32 poison, !1868, !DIExpression(), !1879)
  %18 = add nuw nsw i64 %9, 1, !dbg !1887
    #dbg_value(i64 %18, !1871, !DIExpression(), !1878)
  %19 = icmp eq i64 %18, 64, !dbg !1888
  br i1 %19, label %24, label %8, !dbg !1880, !llvm.loop !1889

20:                                               ; preds = %8
  %21 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 %9
  store ptr null, ptr %21, align 8, !dbg !1891, !tbaa !275
  tail call void %13(ptr noundef nonnull %11) #18, !dbg !1893
    #dbg_value(i32 1, !1868, !DIExpression(), !1879)
  %22 = add nuw nsw i64 %9, 1, !dbg !1887
    #dbg_value(i64 %22, !1871, !DIExpression(), !1878)
  %23 = icmp eq i64 %22, 64, !dbg !1888
  br i1 %23, label %25, label %5, !dbg !1880, !llvm.loop !1889

24:                                               ; preds = %17
    #dbg_value(i32 1, !1866, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1877)
  br i1 %7, label %82, label %25

25:                                               ; preds = %20, %24
  br label %26, !dbg !1880

26:                                               ; preds = %25, %41
  %27 = phi i64 [ %43, %41 ], [ 0, %25 ]
  %28 = phi i1 [ false, %41 ], [ true, %25 ]
  br label %29, !dbg !1880

29:                                               ; preds = %26, %38
  %30 = phi i64 [ %39, %38 ], [ %27, %26 ]
    #dbg_value(i64 %30, !1871, !DIExpression(), !1878)
    #dbg_value(i32 poison, !1868, !DIExpression(), !1879)
  %31 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 %30, !dbg !1881
  %32 = load ptr, ptr %31, align 8, !dbg !1881, !tbaa !275
    #dbg_value(ptr %32, !1873, !DIExpression(), !1882)
  %33 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i64 0, i64 %30, !dbg !1883
  %34 = load ptr, ptr %33, align 8, !dbg !1883, !tbaa !275
    #dbg_value(ptr %34, !1876, !DIExpression(), !1882)
  %35 = icmp ne ptr %32, null, !dbg !1884
  %36 = icmp ne ptr %34, null
  %37 = select i1 %35, i1 %36, i1 false, !dbg !1886
  br i1 %37, label %41, label %38, !dbg !1886

38:                                               ; preds = %29
    #dbg_value(i32 poison, !1868, !DIExpression(), !1879)
  %39 = add nuw nsw i64 %30, 1, !dbg !1887
    #dbg_value(i64 %39, !1871, !DIExpression(), !1878)
  %40 = icmp eq i64 %39, 64, !dbg !1888
  br i1 %40, label %45, label %29, !dbg !1880, !llvm.loop !1889

41:                                               ; preds = %29
  %42 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 %30
  store ptr null, ptr %42, align 8, !dbg !1891, !tbaa !275
  tail call void %34(ptr noundef nonnull %32) #18, !dbg !1893
    #dbg_value(i32 1, !1868, !DIExpression(), !1879)
  %43 = add nuw nsw i64 %30, 1, !dbg !1887
    #dbg_value(i64 %43, !1871, !DIExpression(), !1878)
  %44 = icmp eq i64 %43, 64, !dbg !1888
  br i1 %44, label %46, label %26, !dbg !1880, !llvm.loop !1889

45:                                               ; preds = %38
    #dbg_value(i32 2, !1866, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1877)
  br i1 %28, label %82, label %46

46:                                               ; preds = %41, %45
  br label %47, !dbg !1880

47:                                               ; preds = %59, %46
  %48 = phi i64 [ 0, %46 ], [ %60, %59 ]
    #dbg_value(i64 %48, !1871, !DIExpression(), !1878)
    #dbg_value(i32 poison, !1868, !DIExpression(), !1879)
  %49 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 %48, !dbg !1881
  %50 = load ptr, ptr %49, align 8, !dbg !1881, !tbaa !275
    #dbg_value(ptr %50, !1873, !DIExpression(), !1882)
  %51 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i64 0, i64 %48, !dbg !1883
  %52 = load ptr, ptr %51, align 8, !dbg !1883, !tbaa !275
    #dbg_value(ptr %52, !1876, !DIExpression(), !1882)
  %53 = icmp ne ptr %50, null, !dbg !1884
  %54 = icmp ne ptr %52, null
  %55 = select i1 %53, i1 %54, i1 false, !dbg !1886
  br i1 %55, label %61, label %56, !dbg !1886

56:                                               ; preds = %47
    #dbg_value(i32 poison, !1868, !DIExpression(), !1879)
  %57 = add nuw nsw i64 %48, 1, !dbg !1887
    #dbg_value(i64 %57, !1871, !DIExpression(), !1878)
  %58 = icmp eq i64 %57, 64, !dbg !1888
  br i1 %58, label %82, label %59, !dbg !1880

59:                                               ; preds = %56, %61
  %60 = phi i64 [ %57, %56 ], [ %62, %61 ]
  br label %47, !dbg !1881, !llvm.loop !1889

61:                                               ; preds = %47
  store ptr null, ptr %49, align 8, !dbg !1891, !tbaa !275
  tail call void %52(ptr noundef nonnull %50) #18, !dbg !1893
    #dbg_value(i32 1, !1868, !DIExpression(), !1879)
  %62 = add nuw nsw i64 %48, 1, !dbg !1887
    #dbg_value(i64 %62, !1871, !DIExpression(), !1878)
  %63 = icmp eq i64 %62, 64, !dbg !1888
  br i1 %63, label %82, label %59, !dbg !1880

64:                                               ; preds = %75
    #dbg_value(i32 0, !1866, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1877)
  br i1 %4, label %82, label %65

65:                                               ; preds = %78, %64
  br label %5, !dbg !1880

66:                                               ; preds = %2, %75
  %67 = phi i64 [ %76, %75 ], [ %3, %2 ]
    #dbg_value(i64 %67, !1871, !DIExpression(), !1878)
    #dbg_value(i32 poison, !1868, !DIExpression(), !1879)
  %68 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 %67, !dbg !1881
  %69 = load ptr, ptr %68, align 8, !dbg !1881, !tbaa !275
    #dbg_value(ptr %69, !1873, !DIExpression(), !1882)
  %70 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i64 0, i64 %67, !dbg !1883
  %71 = load ptr, ptr %70, align 8, !dbg !1883, !tbaa !275
    #dbg_value(ptr %71, !1876, !DIExpression(), !1882)
  %72 = icmp ne ptr %69, null, !dbg !1884
  %73 = icmp ne ptr %71, null
  %74 = select i1 %72, i1 %73, i1 false, !dbg !1886
  br i1 %74, label %78, label %75, !dbg !1886

75:                                               ; preds = %66
    #dbg_value(i32 poison, !1868, !DIExpression(), !1879)
  %76 = add nuw nsw i64 %67, 1, !dbg !1887
    #dbg_value(i64 %76, !1871, !DIExpression(), !1878)
  %77 = icmp eq i64 %76, 64, !dbg !1888
  br i1 %77, label %64, label %66, !dbg !1880, !llvm.loop !1889

78:                                               ; preds = %66
  %79 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 %67
  store ptr null, ptr %79, align 8, !dbg !1891, !tbaa !275
  tail call void %71(ptr noundef nonnull %69) #18, !dbg !1893
    #dbg_value(i32 1, !1868, !DIExpression(), !1879)
  %80 = add nuw nsw i64 %67, 1, !dbg !1887
    #dbg_value(i64 %80, !1871, !DIExpression(), !1878)
  %81 = icmp eq i64 %80, 64, !dbg !1888
  br i1 %81, label %65, label %2, !dbg !1880, !llvm.loop !1889

82:                                               ; preds = %61, %56, %45, %24, %64
  ret void, !dbg !1894
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none)
define dso_local ptr @pthread_getspecific(i32 noundef %0) local_unnamed_addr #14 !dbg !1895 {
    #dbg_value(i32 %0, !1899, !DIExpression(), !1900)
  %2 = icmp ult i32 %0, 64, !dbg !1901
  br i1 %2, label %3, label %8, !dbg !1902

3:                                                ; preds = %1
  %4 = tail call align 16 ptr @llvm.threadlocal.address.p0(ptr align 16 @key_value), !dbg !1903
  %5 = zext nneg i32 %0 to i64, !dbg !1903
  %6 = getelementptr inbounds [64 x ptr], ptr %4, i64 0, i64 %5, !dbg !1903
  %7 = load ptr, ptr %6, align 8, !dbg !1903, !tbaa !275
  br label %8, !dbg !1902

8:                                                ; preds = %1, %3
  %9 = phi ptr [ %7, %3 ], [ null, %1 ], !dbg !1902
  ret ptr %9, !dbg !1904
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 0, 23) i32 @pthread_setspecific(i32 noundef %0, ptr noundef %1) local_unnamed_addr #2 !dbg !1905 {
    #dbg_value(i32 %0, !1909, !DIExpression(), !1911)
    #dbg_value(ptr %1, !1910, !DIExpression(), !1911)
  %3 = icmp ugt i32 %0, 63, !dbg !1912
  br i1 %3, label %12, label %4, !dbg !1914

4:                                                ; preds = %2
  %5 = zext nneg i32 %0 to i64, !dbg !1915
  %6 = getelementptr inbounds [64 x i32], ptr @key_used, i64 0, i64 %5, !dbg !1915
  %7 = load i32, ptr %6, align 4, !dbg !1915, !tbaa !266
  %8 = icmp eq i32 %7, 0, !dbg !1915
  br i1 %8, label %12, label %9, !dbg !1916

9:                                                ; preds = %4
  %10 = tail call align 16 ptr @llvm.threadlocal.address.p0(ptr align 16 @key_value), !dbg !1917
  %11 = getelementptr inbounds [64 x ptr], ptr %10, i64 0, i64 %5, !dbg !1917
  store ptr %1, ptr %11, align 8, !dbg !1918, !tbaa !275
  br label %12, !dbg !1919

12:                                               ; preds = %2, %4, %9
  %13 = phi i32 [ 0, %9 ], [ 22, %4 ], [ 22, %2 ], !dbg !1911
  ret i32 %13, !dbg !1920
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local noundef i64 @time(ptr noundef writeonly %0) local_unnamed_addr #15 !dbg !1921 {
    #dbg_value(ptr %0, !1927, !DIExpression(), !1928)
  %2 = icmp eq ptr %0, null, !dbg !1929
  br i1 %2, label %4, label %3, !dbg !1931

3:                                                ; preds = %1
  store i64 0, ptr %0, align 8, !dbg !1932, !tbaa !1933
  br label %4, !dbg !1935

4:                                                ; preds = %3, %1
  ret i64 0, !dbg !1936
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local noundef i32 @clock_gettime(i32 noundef %0, ptr noundef writeonly %1) local_unnamed_addr #15 !dbg !1937 {
    #dbg_value(i32 %0, !1946, !DIExpression(), !1948)
    #dbg_value(ptr %1, !1947, !DIExpression(), !1948)
  %3 = icmp eq ptr %1, null, !dbg !1949
  br i1 %3, label %6, label %4, !dbg !1951

4:                                                ; preds = %2
  store i64 0, ptr %1, align 8, !dbg !1952, !tbaa !1954
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !1956
  store i64 0, ptr %5, align 8, !dbg !1957, !tbaa !1958
  br label %6, !dbg !1959

6:                                                ; preds = %4, %2
  ret i32 0, !dbg !1960
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local noundef i32 @gettimeofday(ptr noundef writeonly %0, ptr nocapture noundef readnone %1) local_unnamed_addr #15 !dbg !1961 {
    #dbg_value(ptr %0, !1970, !DIExpression(), !1972)
    #dbg_value(ptr %1, !1971, !DIExpression(), !1972)
  %3 = icmp eq ptr %0, null, !dbg !1973
  br i1 %3, label %6, label %4, !dbg !1975

4:                                                ; preds = %2
  store i64 0, ptr %0, align 8, !dbg !1976, !tbaa !1978
  %5 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1980
  store i64 0, ptr %5, align 8, !dbg !1981, !tbaa !1982
  br label %6, !dbg !1983

6:                                                ; preds = %4, %2
  ret i32 0, !dbg !1984
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef i64 @clock() local_unnamed_addr #0 !dbg !1985 {
  ret i64 0, !dbg !1988
}

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: none, inaccessiblemem: none)
define dso_local ptr @strerror(i32 noundef %0) local_unnamed_addr #16 !dbg !1989 {
  %2 = alloca [12 x i8], align 1, !DIAssignID !1999
    #dbg_assign(i1 undef, !1997, !DIExpression(), !1999, ptr %2, !DIExpression(), !2000)
    #dbg_value(i32 %0, !1993, !DIExpression(), !2000)
  %3 = icmp ult i32 %0, 36, !dbg !2001
  br i1 %3, label %7, label %4, !dbg !2001

4:                                                ; preds = %1
    #dbg_value(ptr poison, !1994, !DIExpression(), !2000)
    #dbg_value(i64 1, !1995, !DIExpression(), !2000)
    #dbg_value(i64 2, !1995, !DIExpression(), !2000)
    #dbg_value(i64 3, !1995, !DIExpression(), !2000)
    #dbg_value(i64 4, !1995, !DIExpression(), !2000)
    #dbg_value(i64 5, !1995, !DIExpression(), !2000)
    #dbg_value(i64 6, !1995, !DIExpression(), !2000)
    #dbg_value(i64 7, !1995, !DIExpression(), !2000)
    #dbg_value(i64 8, !1995, !DIExpression(), !2000)
  store <8 x i8> <i8 85, i8 110, i8 107, i8 110, i8 111, i8 119, i8 110, i8 32>, ptr @pancam_errbuf, align 16, !dbg !2003, !tbaa !323
    #dbg_value(i64 9, !1995, !DIExpression(), !2000)
    #dbg_value(i64 10, !1995, !DIExpression(), !2000)
    #dbg_value(i64 11, !1995, !DIExpression(), !2000)
    #dbg_value(i64 12, !1995, !DIExpression(), !2000)
  store <4 x i8> <i8 101, i8 114, i8 114, i8 111>, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i64 8), align 8, !dbg !2003, !tbaa !323
    #dbg_value(i64 13, !1995, !DIExpression(), !2000)
  store i8 114, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i64 12), align 4, !dbg !2003, !tbaa !323
    #dbg_value(i64 14, !1995, !DIExpression(), !2000)
  store i8 32, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i64 13), align 1, !dbg !2003, !tbaa !323
  %5 = icmp slt i32 %0, 0, !dbg !2004
  %6 = tail call i32 @llvm.abs.i32(i32 %0, i1 false), !dbg !2005
    #dbg_value(i32 %6, !1996, !DIExpression(), !2000)
  br i1 %5, label %11, label %12, !dbg !2006

7:                                                ; preds = %1
  %8 = zext nneg i32 %0 to i64, !dbg !2007
  %9 = getelementptr inbounds [36 x ptr], ptr @pancam_errlist, i64 0, i64 %8, !dbg !2007
  %10 = load ptr, ptr %9, align 8, !dbg !2007, !tbaa !275
  br label %95, !dbg !2008

11:                                               ; preds = %4
    #dbg_value(i32 15, !1995, !DIExpression(), !2000)
  store i8 45, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i64 14), align 2, !dbg !2009, !tbaa !323
  br label %12, !dbg !2011

12:                                               ; preds = %11, %4
  %13 = phi i32 [ 15, %11 ], [ 14, %4 ], !dbg !2000
    #dbg_value(i32 %13, !1995, !DIExpression(), !2000)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #20, !dbg !2012
    #dbg_value(i32 0, !1998, !DIExpression(), !2000)
  br label %14, !dbg !2013

14:                                               ; preds = %14, %12
  %15 = phi i32 [ %19, %14 ], [ %13, %12 ]
  %16 = phi i32 [ %27, %14 ], [ 1, %12 ], !dbg !2000
  %17 = phi i64 [ %23, %14 ], [ 0, %12 ], !dbg !2000
  %18 = phi i32 [ %25, %14 ], [ %6, %12 ], !dbg !2000
  %19 = add i32 %15, 1, !dbg !2000
    #dbg_value(i64 %17, !1998, !DIExpression(), !2000)
    #dbg_value(i32 %18, !1996, !DIExpression(), !2000)
  %20 = urem i32 %18, 10, !dbg !2014
  %21 = trunc nuw nsw i32 %20 to i8, !dbg !2016
  %22 = or disjoint i8 %21, 48, !dbg !2016
  %23 = add nuw nsw i64 %17, 1, !dbg !2017
    #dbg_value(i64 %23, !1998, !DIExpression(), !2000)
  %24 = getelementptr inbounds [12 x i8], ptr %2, i64 0, i64 %17, !dbg !2018
  store i8 %22, ptr %24, align 1, !dbg !2019, !tbaa !323
  %25 = udiv i32 %18, 10, !dbg !2020
    #dbg_value(i32 %25, !1996, !DIExpression(), !2000)
  %26 = icmp ult i32 %18, 10, !dbg !2021
  %27 = add nuw i32 %16, 1, !dbg !2021
  br i1 %26, label %28, label %14, !dbg !2021, !llvm.loop !2022

28:                                               ; preds = %14
  %29 = sext i32 %16 to i64, !dbg !2024
  %30 = zext nneg i32 %13 to i64, !dbg !2024
  %31 = zext i32 %19 to i64, !dbg !2024
  %32 = sub nsw i64 %31, %30, !dbg !2024
  %33 = icmp ult i64 %32, 8, !dbg !2024
  br i1 %33, label %80, label %34, !dbg !2024

34:                                               ; preds = %28
  %35 = icmp ult i64 %32, 32, !dbg !2024
  br i1 %35, label %61, label %36, !dbg !2024

36:                                               ; preds = %34
  %37 = and i64 %32, -32, !dbg !2024
  br label %38, !dbg !2024

38:                                               ; preds = %38, %36
  %39 = phi i64 [ 0, %36 ], [ %52, %38 ]
  %40 = or disjoint i64 %39, %30, !dbg !2024
  %41 = xor i64 %39, -1, !dbg !2025
  %42 = add i64 %41, %29, !dbg !2025
  %43 = getelementptr inbounds [12 x i8], ptr %2, i64 0, i64 %42, !dbg !2026
  %44 = getelementptr inbounds i8, ptr %43, i64 -15, !dbg !2026
  %45 = getelementptr inbounds i8, ptr %43, i64 -31, !dbg !2026
  %46 = load <16 x i8>, ptr %44, align 1, !dbg !2026, !tbaa !323
  %47 = shufflevector <16 x i8> %46, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !2026
  %48 = load <16 x i8>, ptr %45, align 1, !dbg !2026, !tbaa !323
  %49 = shufflevector <16 x i8> %48, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !2026
  %50 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i64 0, i64 %40, !dbg !2027
  %51 = getelementptr inbounds i8, ptr %50, i64 16, !dbg !2028
  store <16 x i8> %47, ptr %50, align 1, !dbg !2028, !tbaa !323
  store <16 x i8> %49, ptr %51, align 1, !dbg !2028, !tbaa !323
  %52 = add nuw i64 %39, 32
  %53 = icmp eq i64 %52, %37
  br i1 %53, label %54, label %38, !llvm.loop !2029

54:                                               ; preds = %38
  %55 = icmp eq i64 %32, %37, !dbg !2024
  br i1 %55, label %92, label %56, !dbg !2024

56:                                               ; preds = %54
  %57 = sub nsw i64 %29, %37, !dbg !2024
  %58 = or disjoint i64 %37, %30, !dbg !2024
  %59 = and i64 %32, 24, !dbg !2024
  %60 = icmp eq i64 %59, 0, !dbg !2024
  br i1 %60, label %80, label %61, !dbg !2024

61:                                               ; preds = %34, %56
  %62 = phi i64 [ %37, %56 ], [ 0, %34 ]
  %63 = and i64 %32, -8, !dbg !2024
  %64 = add nsw i64 %63, %30, !dbg !2024
  %65 = sub nsw i64 %29, %63, !dbg !2024
  %66 = getelementptr i8, ptr %2, i64 -7, !dbg !2024
  br label %67, !dbg !2024

67:                                               ; preds = %67, %61
  %68 = phi i64 [ %62, %61 ], [ %76, %67 ]
  %69 = add i64 %68, %30, !dbg !2024
  %70 = xor i64 %68, -1, !dbg !2025
  %71 = add i64 %70, %29, !dbg !2025
  %72 = getelementptr [12 x i8], ptr %66, i64 0, i64 %71, !dbg !2026
  %73 = load <8 x i8>, ptr %72, align 1, !dbg !2026, !tbaa !323
  %74 = shufflevector <8 x i8> %73, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !2026
  %75 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i64 0, i64 %69, !dbg !2027
  store <8 x i8> %74, ptr %75, align 1, !dbg !2028, !tbaa !323
  %76 = add nuw i64 %68, 8
  %77 = icmp eq i64 %76, %63
  br i1 %77, label %78, label %67, !llvm.loop !2031

78:                                               ; preds = %67
  %79 = icmp eq i64 %32, %63, !dbg !2024
  br i1 %79, label %92, label %80, !dbg !2024

80:                                               ; preds = %78, %28, %56
  %81 = phi i64 [ %30, %28 ], [ %58, %56 ], [ %64, %78 ]
  %82 = phi i64 [ %29, %28 ], [ %57, %56 ], [ %65, %78 ]
  br label %83, !dbg !2024

83:                                               ; preds = %80, %83
  %84 = phi i64 [ %89, %83 ], [ %81, %80 ]
  %85 = phi i64 [ %86, %83 ], [ %82, %80 ]
    #dbg_value(i64 %85, !1998, !DIExpression(), !2000)
    #dbg_value(i64 %84, !1995, !DIExpression(), !2000)
  %86 = add nsw i64 %85, -1, !dbg !2025
    #dbg_value(i64 %86, !1998, !DIExpression(), !2000)
  %87 = getelementptr inbounds [12 x i8], ptr %2, i64 0, i64 %86, !dbg !2026
  %88 = load i8, ptr %87, align 1, !dbg !2026, !tbaa !323
  %89 = add nuw nsw i64 %84, 1, !dbg !2032
    #dbg_value(i64 %89, !1995, !DIExpression(), !2000)
  %90 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i64 0, i64 %84, !dbg !2027
  store i8 %88, ptr %90, align 1, !dbg !2028, !tbaa !323
  %91 = icmp eq i64 %89, %31, !dbg !2024
  br i1 %91, label %92, label %83, !dbg !2024, !llvm.loop !2033

92:                                               ; preds = %83, %78, %54
  %93 = sext i32 %19 to i64, !dbg !2034
  %94 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i64 0, i64 %93, !dbg !2034
  store i8 0, ptr %94, align 1, !dbg !2035, !tbaa !323
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #20, !dbg !2036
  br label %95

95:                                               ; preds = %92, %7
  %96 = phi ptr [ %10, %7 ], [ @pancam_errbuf, %92 ], !dbg !2000
  ret ptr %96, !dbg !2036
}

; Function Attrs: nounwind
define dso_local void @perror(ptr noundef %0) local_unnamed_addr #7 !dbg !2037 {
  %2 = alloca [12 x i8], align 1, !DIAssignID !2042
    #dbg_value(ptr %0, !2041, !DIExpression(), !2043)
  %3 = icmp eq ptr %0, null, !dbg !2044
  br i1 %3, label %12, label %4, !dbg !2046

4:                                                ; preds = %1
  %5 = load i8, ptr %0, align 1, !dbg !2047, !tbaa !323
  %6 = icmp eq i8 %5, 0, !dbg !2047
  br i1 %6, label %12, label %7, !dbg !2048

7:                                                ; preds = %4
  %8 = load ptr, ptr @stderr, align 8, !dbg !2049, !tbaa !275
  %9 = tail call i32 @fputs(ptr noundef nonnull %0, ptr noundef %8) #18, !dbg !2051
  %10 = load ptr, ptr @stderr, align 8, !dbg !2052, !tbaa !275
  %11 = tail call i32 @fputs(ptr noundef nonnull @.str.1, ptr noundef %10) #18, !dbg !2053
  br label %12, !dbg !2054

12:                                               ; preds = %7, %4, %1
  %13 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !2055
  %14 = load i32, ptr %13, align 4, !dbg !2055, !tbaa !266
    #dbg_assign(i1 undef, !1997, !DIExpression(), !2042, ptr %2, !DIExpression(), !2056)
    #dbg_value(i32 %14, !1993, !DIExpression(), !2056)
  %15 = icmp ult i32 %14, 36, !dbg !2058
  br i1 %15, label %19, label %16, !dbg !2058

16:                                               ; preds = %12
    #dbg_value(ptr poison, !1994, !DIExpression(), !2056)
    #dbg_value(i64 1, !1995, !DIExpression(), !2056)
    #dbg_value(i64 2, !1995, !DIExpression(), !2056)
    #dbg_value(i64 3, !1995, !DIExpression(), !2056)
    #dbg_value(i64 4, !1995, !DIExpression(), !2056)
    #dbg_value(i64 5, !1995, !DIExpression(), !2056)
    #dbg_value(i64 6, !1995, !DIExpression(), !2056)
    #dbg_value(i64 7, !1995, !DIExpression(), !2056)
    #dbg_value(i64 8, !1995, !DIExpression(), !2056)
  store <8 x i8> <i8 85, i8 110, i8 107, i8 110, i8 111, i8 119, i8 110, i8 32>, ptr @pancam_errbuf, align 16, !dbg !2059, !tbaa !323
    #dbg_value(i64 9, !1995, !DIExpression(), !2056)
    #dbg_value(i64 10, !1995, !DIExpression(), !2056)
    #dbg_value(i64 11, !1995, !DIExpression(), !2056)
    #dbg_value(i64 12, !1995, !DIExpression(), !2056)
  store <4 x i8> <i8 101, i8 114, i8 114, i8 111>, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i64 8), align 8, !dbg !2059, !tbaa !323
    #dbg_value(i64 13, !1995, !DIExpression(), !2056)
  store i8 114, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i64 12), align 4, !dbg !2059, !tbaa !323
    #dbg_value(i64 14, !1995, !DIExpression(), !2056)
  store i8 32, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i64 13), align 1, !dbg !2059, !tbaa !323
  %17 = icmp slt i32 %14, 0, !dbg !2060
  %18 = tail call i32 @llvm.abs.i32(i32 %14, i1 false), !dbg !2061
    #dbg_value(i32 %18, !1996, !DIExpression(), !2056)
  br i1 %17, label %23, label %24, !dbg !2062

19:                                               ; preds = %12
  %20 = zext nneg i32 %14 to i64, !dbg !2063
  %21 = getelementptr inbounds [36 x ptr], ptr @pancam_errlist, i64 0, i64 %20, !dbg !2063
  %22 = load ptr, ptr %21, align 8, !dbg !2063, !tbaa !275
  br label %107, !dbg !2064

23:                                               ; preds = %16
    #dbg_value(i32 15, !1995, !DIExpression(), !2056)
  store i8 45, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i64 14), align 2, !dbg !2065, !tbaa !323
  br label %24, !dbg !2066

24:                                               ; preds = %23, %16
  %25 = phi i32 [ 15, %23 ], [ 14, %16 ], !dbg !2056
    #dbg_value(i32 %25, !1995, !DIExpression(), !2056)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #20, !dbg !2067
    #dbg_value(i32 0, !1998, !DIExpression(), !2056)
  br label %26, !dbg !2068

26:                                               ; preds = %26, %24
  %27 = phi i32 [ %31, %26 ], [ %25, %24 ]
  %28 = phi i32 [ %39, %26 ], [ 1, %24 ], !dbg !2056
  %29 = phi i64 [ %35, %26 ], [ 0, %24 ], !dbg !2056
  %30 = phi i32 [ %37, %26 ], [ %18, %24 ], !dbg !2056
  %31 = add i32 %27, 1, !dbg !2056
    #dbg_value(i64 %29, !1998, !DIExpression(), !2056)
    #dbg_value(i32 %30, !1996, !DIExpression(), !2056)
  %32 = urem i32 %30, 10, !dbg !2069
  %33 = trunc nuw nsw i32 %32 to i8, !dbg !2070
  %34 = or disjoint i8 %33, 48, !dbg !2070
  %35 = add nuw nsw i64 %29, 1, !dbg !2071
    #dbg_value(i64 %35, !1998, !DIExpression(), !2056)
  %36 = getelementptr inbounds [12 x i8], ptr %2, i64 0, i64 %29, !dbg !2072
  store i8 %34, ptr %36, align 1, !dbg !2073, !tbaa !323
  %37 = udiv i32 %30, 10, !dbg !2074
    #dbg_value(i32 %37, !1996, !DIExpression(), !2056)
  %38 = icmp ult i32 %30, 10, !dbg !2075
  %39 = add nuw i32 %28, 1, !dbg !2075
  br i1 %38, label %40, label %26, !dbg !2075, !llvm.loop !2076

40:                                               ; preds = %26
  %41 = sext i32 %28 to i64, !dbg !2078
  %42 = zext nneg i32 %25 to i64, !dbg !2078
  %43 = zext i32 %31 to i64, !dbg !2078
  %44 = sub nsw i64 %43, %42, !dbg !2078
  %45 = icmp ult i64 %44, 8, !dbg !2078
  br i1 %45, label %92, label %46, !dbg !2078

46:                                               ; preds = %40
  %47 = icmp ult i64 %44, 32, !dbg !2078
  br i1 %47, label %73, label %48, !dbg !2078

48:                                               ; preds = %46
  %49 = and i64 %44, -32, !dbg !2078
  br label %50, !dbg !2078

50:                                               ; preds = %50, %48
  %51 = phi i64 [ 0, %48 ], [ %64, %50 ]
  %52 = or disjoint i64 %51, %42, !dbg !2078
  %53 = xor i64 %51, -1, !dbg !2079
  %54 = add i64 %53, %41, !dbg !2079
  %55 = getelementptr inbounds [12 x i8], ptr %2, i64 0, i64 %54, !dbg !2080
  %56 = getelementptr inbounds i8, ptr %55, i64 -15, !dbg !2080
  %57 = getelementptr inbounds i8, ptr %55, i64 -31, !dbg !2080
  %58 = load <16 x i8>, ptr %56, align 1, !dbg !2080, !tbaa !323
  %59 = shufflevector <16 x i8> %58, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !2080
  %60 = load <16 x i8>, ptr %57, align 1, !dbg !2080, !tbaa !323
  %61 = shufflevector <16 x i8> %60, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !2080
  %62 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i64 0, i64 %52, !dbg !2081
  %63 = getelementptr inbounds i8, ptr %62, i64 16, !dbg !2082
  store <16 x i8> %59, ptr %62, align 1, !dbg !2082, !tbaa !323
  store <16 x i8> %61, ptr %63, align 1, !dbg !2082, !tbaa !323
  %64 = add nuw i64 %51, 32
  %65 = icmp eq i64 %64, %49
  br i1 %65, label %66, label %50, !llvm.loop !2083

66:                                               ; preds = %50
  %67 = icmp eq i64 %44, %49, !dbg !2078
  br i1 %67, label %104, label %68, !dbg !2078

68:                                               ; preds = %66
  %69 = sub nsw i64 %41, %49, !dbg !2078
  %70 = or disjoint i64 %49, %42, !dbg !2078
  %71 = and i64 %44, 24, !dbg !2078
  %72 = icmp eq i64 %71, 0, !dbg !2078
  br i1 %72, label %92, label %73, !dbg !2078

73:                                               ; preds = %46, %68
  %74 = phi i64 [ %49, %68 ], [ 0, %46 ]
  %75 = and i64 %44, -8, !dbg !2078
  %76 = add nsw i64 %75, %42, !dbg !2078
  %77 = sub nsw i64 %41, %75, !dbg !2078
  %78 = getelementptr i8, ptr %2, i64 -7, !dbg !2078
  br label %79, !dbg !2078

79:                                               ; preds = %79, %73
  %80 = phi i64 [ %74, %73 ], [ %88, %79 ]
  %81 = add i64 %80, %42, !dbg !2078
  %82 = xor i64 %80, -1, !dbg !2079
  %83 = add i64 %82, %41, !dbg !2079
  %84 = getelementptr [12 x i8], ptr %78, i64 0, i64 %83, !dbg !2080
  %85 = load <8 x i8>, ptr %84, align 1, !dbg !2080, !tbaa !323
  %86 = shufflevector <8 x i8> %85, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !2080
  %87 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i64 0, i64 %81, !dbg !2081
  store <8 x i8> %86, ptr %87, align 1, !dbg !2082, !tbaa !323
  %88 = add nuw i64 %80, 8
  %89 = icmp eq i64 %88, %75
  br i1 %89, label %90, label %79, !llvm.loop !2085

90:                                               ; preds = %79
  %91 = icmp eq i64 %44, %75, !dbg !2078
  br i1 %91, label %104, label %92, !dbg !2078

92:                                               ; preds = %90, %40, %68
  %93 = phi i64 [ %42, %40 ], [ %70, %68 ], [ %76, %90 ]
  %94 = phi i64 [ %41, %40 ], [ %69, %68 ], [ %77, %90 ]
  br label %95, !dbg !2078

95:                                               ; preds = %92, %95
  %96 = phi i64 [ %101, %95 ], [ %93, %92 ]
  %97 = phi i64 [ %98, %95 ], [ %94, %92 ]
    #dbg_value(i64 %97, !1998, !DIExpression(), !2056)
    #dbg_value(i64 %96, !1995, !DIExpression(), !2056)
  %98 = add nsw i64 %97, -1, !dbg !2079
    #dbg_value(i64 %98, !1998, !DIExpression(), !2056)
  %99 = getelementptr inbounds [12 x i8], ptr %2, i64 0, i64 %98, !dbg !2080
  %100 = load i8, ptr %99, align 1, !dbg !2080, !tbaa !323
  %101 = add nuw nsw i64 %96, 1, !dbg !2086
    #dbg_value(i64 %101, !1995, !DIExpression(), !2056)
  %102 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i64 0, i64 %96, !dbg !2081
  store i8 %100, ptr %102, align 1, !dbg !2082, !tbaa !323
  %103 = icmp eq i64 %101, %43, !dbg !2078
  br i1 %103, label %104, label %95, !dbg !2078, !llvm.loop !2087

104:                                              ; preds = %95, %90, %66
  %105 = sext i32 %31 to i64, !dbg !2088
  %106 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i64 0, i64 %105, !dbg !2088
  store i8 0, ptr %106, align 1, !dbg !2089, !tbaa !323
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #20, !dbg !2090
  br label %107

107:                                              ; preds = %19, %104
  %108 = phi ptr [ %22, %19 ], [ @pancam_errbuf, %104 ], !dbg !2056
  %109 = load ptr, ptr @stderr, align 8, !dbg !2091, !tbaa !275
  %110 = tail call i32 @fputs(ptr noundef %108, ptr noundef %109) #18, !dbg !2092
  %111 = load ptr, ptr @stderr, align 8, !dbg !2093, !tbaa !275
  %112 = tail call i32 @fputs(ptr noundef nonnull @.str.2, ptr noundef %111) #18, !dbg !2094
  ret void, !dbg !2095
}

declare !dbg !2096 i32 @fputs(ptr noundef, ptr noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #17

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #17

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #17

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
attributes #17 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #18 = { nobuiltin nounwind "no-builtins" }
attributes #19 = { nobuiltin noreturn nounwind "no-builtins" }
attributes #20 = { nounwind }
attributes #21 = { nobuiltin "no-builtins" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!246, !247, !248, !249, !250, !251}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "pancam_errno", scope: !2, file: !3, line: 33, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !22, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "src/vm/libc/libc.c", directory: ".", checksumkind: CSK_MD5, checksum: "0995021db7e46c1552b67ea257537843")
!4 = !{!5, !7, !8, !9, !6, !11, !12, !13, !14, !15, !16, !17, !19, !21}
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
!22 = !{!23, !29, !31, !33, !41, !46, !48, !53, !58, !0, !63, !71, !73, !78, !80, !82, !84, !89, !95, !98, !100, !103, !105, !107, !109, !114, !119, !122, !124, !129, !134, !139, !144, !146, !151, !153, !158, !163, !168, !170, !175, !177, !179, !184, !189, !191, !193, !195, !197, !199, !201, !206, !211, !213, !216, !218, !220, !222, !227, !229, !231, !233, !235, !237, !239}
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(name: "stdin", scope: !2, file: !3, line: 49, type: !25, isLocal: false, isDefinition: true)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pancam_file", file: !3, line: 42, size: 32, elements: !27)
!27 = !{!28}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "fd", scope: !26, file: !3, line: 43, baseType: !14, size: 32)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(name: "stdout", scope: !2, file: !3, line: 50, type: !25, isLocal: false, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(name: "stderr", scope: !2, file: !3, line: 51, type: !25, isLocal: false, isDefinition: true)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(name: "save", scope: !35, file: !3, line: 249, type: !5, isLocal: true, isDefinition: true)
!35 = distinct !DISubprogram(name: "strtok", scope: !3, file: !3, line: 248, type: !36, scopeLine: 248, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !38)
!36 = !DISubroutineType(types: !37)
!37 = !{!5, !5, !17}
!38 = !{!39, !40}
!39 = !DILocalVariable(name: "s", arg: 1, scope: !35, file: !3, line: 248, type: !5)
!40 = !DILocalVariable(name: "delim", arg: 2, scope: !35, file: !3, line: 248, type: !17)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(name: "ctype_lower", scope: !2, file: !3, line: 311, type: !43, isLocal: true, isDefinition: true)
!43 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !44)
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!45 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(name: "ctype_upper", scope: !2, file: !3, line: 312, type: !43, isLocal: true, isDefinition: true)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !3, line: 696, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 120, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 15)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !3, line: 720, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 24, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 3)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !3, line: 723, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 16, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 2)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(name: "atexit_fns", scope: !2, file: !3, line: 56, type: !65, isLocal: true, isDefinition: true)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !66, size: 2048, elements: !69)
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 64)
!67 = !DISubroutineType(types: !68)
!68 = !{null}
!69 = !{!70}
!70 = !DISubrange(count: 32)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(name: "atexit_n", scope: !2, file: !3, line: 57, type: !14, isLocal: true, isDefinition: true)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(name: "rand_state", scope: !2, file: !3, line: 455, type: !75, isLocal: true, isDefinition: true)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 992, elements: !76)
!76 = !{!77}
!77 = !DISubrange(count: 31)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(name: "rand_f", scope: !2, file: !3, line: 456, type: !14, isLocal: true, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(name: "rand_r", scope: !2, file: !3, line: 456, type: !14, isLocal: true, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(name: "rand_seeded", scope: !2, file: !3, line: 456, type: !14, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(name: "key_used", scope: !2, file: !3, line: 567, type: !86, isLocal: true, isDefinition: true)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 2048, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 64)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(name: "key_dtor", scope: !2, file: !3, line: 568, type: !91, isLocal: true, isDefinition: true)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !92, size: 4096, elements: !87)
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 64)
!93 = !DISubroutineType(types: !94)
!94 = !{null, !8}
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(name: "key_value", scope: !2, file: !3, line: 569, type: !97, isLocal: true, isDefinition: true)
!97 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 4096, elements: !87)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(name: "__pancam_tsd_dtors", scope: !2, file: !3, line: 572, type: !14, isLocal: false, isDefinition: true)
!100 = !DIGlobalVariableExpression(var: !101, expr: !DIExpression())
!101 = distinct !DIGlobalVariable(name: "pancam_errbuf", scope: !2, file: !3, line: 690, type: !102, isLocal: true, isDefinition: true)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 256, elements: !69)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(name: "pancam_stdin", scope: !2, file: !3, line: 46, type: !26, isLocal: true, isDefinition: true)
!105 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!106 = distinct !DIGlobalVariable(name: "pancam_stdout", scope: !2, file: !3, line: 47, type: !26, isLocal: true, isDefinition: true)
!107 = !DIGlobalVariableExpression(var: !108, expr: !DIExpression())
!108 = distinct !DIGlobalVariable(name: "pancam_stderr", scope: !2, file: !3, line: 48, type: !26, isLocal: true, isDefinition: true)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(name: "ctype_b", scope: !2, file: !3, line: 310, type: !111, isLocal: true, isDefinition: true)
!111 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !112)
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 64)
!113 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!114 = !DIGlobalVariableExpression(var: !115, expr: !DIExpression())
!115 = distinct !DIGlobalVariable(name: "ctype_b_table", scope: !2, file: !3, line: 307, type: !116, isLocal: true, isDefinition: true)
!116 = !DICompositeType(tag: DW_TAG_array_type, baseType: !113, size: 6144, elements: !117)
!117 = !{!118}
!118 = !DISubrange(count: 384)
!119 = !DIGlobalVariableExpression(var: !120, expr: !DIExpression())
!120 = distinct !DIGlobalVariable(name: "ctype_lower_table", scope: !2, file: !3, line: 308, type: !121, isLocal: true, isDefinition: true)
!121 = !DICompositeType(tag: DW_TAG_array_type, baseType: !45, size: 12288, elements: !117)
!122 = !DIGlobalVariableExpression(var: !123, expr: !DIExpression())
!123 = distinct !DIGlobalVariable(name: "ctype_upper_table", scope: !2, file: !3, line: 309, type: !121, isLocal: true, isDefinition: true)
!124 = !DIGlobalVariableExpression(var: !125, expr: !DIExpression())
!125 = distinct !DIGlobalVariable(scope: null, file: !3, line: 678, type: !126, isLocal: true, isDefinition: true)
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 64, elements: !127)
!127 = !{!128}
!128 = !DISubrange(count: 8)
!129 = !DIGlobalVariableExpression(var: !130, expr: !DIExpression())
!130 = distinct !DIGlobalVariable(scope: null, file: !3, line: 678, type: !131, isLocal: true, isDefinition: true)
!131 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 192, elements: !132)
!132 = !{!133}
!133 = !DISubrange(count: 24)
!134 = !DIGlobalVariableExpression(var: !135, expr: !DIExpression())
!135 = distinct !DIGlobalVariable(scope: null, file: !3, line: 678, type: !136, isLocal: true, isDefinition: true)
!136 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 208, elements: !137)
!137 = !{!138}
!138 = !DISubrange(count: 26)
!139 = !DIGlobalVariableExpression(var: !140, expr: !DIExpression())
!140 = distinct !DIGlobalVariable(scope: null, file: !3, line: 678, type: !141, isLocal: true, isDefinition: true)
!141 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 128, elements: !142)
!142 = !{!143}
!143 = !DISubrange(count: 16)
!144 = !DIGlobalVariableExpression(var: !145, expr: !DIExpression())
!145 = distinct !DIGlobalVariable(scope: null, file: !3, line: 679, type: !131, isLocal: true, isDefinition: true)
!146 = !DIGlobalVariableExpression(var: !147, expr: !DIExpression())
!147 = distinct !DIGlobalVariable(scope: null, file: !3, line: 679, type: !148, isLocal: true, isDefinition: true)
!148 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 152, elements: !149)
!149 = !{!150}
!150 = !DISubrange(count: 19)
!151 = !DIGlobalVariableExpression(var: !152, expr: !DIExpression())
!152 = distinct !DIGlobalVariable(scope: null, file: !3, line: 679, type: !136, isLocal: true, isDefinition: true)
!153 = !DIGlobalVariableExpression(var: !154, expr: !DIExpression())
!154 = distinct !DIGlobalVariable(scope: null, file: !3, line: 680, type: !155, isLocal: true, isDefinition: true)
!155 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 184, elements: !156)
!156 = !{!157}
!157 = !DISubrange(count: 23)
!158 = !DIGlobalVariableExpression(var: !159, expr: !DIExpression())
!159 = distinct !DIGlobalVariable(scope: null, file: !3, line: 680, type: !160, isLocal: true, isDefinition: true)
!160 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 144, elements: !161)
!161 = !{!162}
!162 = !DISubrange(count: 18)
!163 = !DIGlobalVariableExpression(var: !164, expr: !DIExpression())
!164 = distinct !DIGlobalVariable(scope: null, file: !3, line: 680, type: !165, isLocal: true, isDefinition: true)
!165 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 160, elements: !166)
!166 = !{!167}
!167 = !DISubrange(count: 20)
!168 = !DIGlobalVariableExpression(var: !169, expr: !DIExpression())
!169 = distinct !DIGlobalVariable(scope: null, file: !3, line: 680, type: !148, isLocal: true, isDefinition: true)
!170 = !DIGlobalVariableExpression(var: !171, expr: !DIExpression())
!171 = distinct !DIGlobalVariable(scope: null, file: !3, line: 681, type: !172, isLocal: true, isDefinition: true)
!172 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 264, elements: !173)
!173 = !{!174}
!174 = !DISubrange(count: 33)
!175 = !DIGlobalVariableExpression(var: !176, expr: !DIExpression())
!176 = distinct !DIGlobalVariable(scope: null, file: !3, line: 681, type: !155, isLocal: true, isDefinition: true)
!177 = !DIGlobalVariableExpression(var: !178, expr: !DIExpression())
!178 = distinct !DIGlobalVariable(scope: null, file: !3, line: 681, type: !160, isLocal: true, isDefinition: true)
!179 = !DIGlobalVariableExpression(var: !180, expr: !DIExpression())
!180 = distinct !DIGlobalVariable(scope: null, file: !3, line: 682, type: !181, isLocal: true, isDefinition: true)
!181 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 96, elements: !182)
!182 = !{!183}
!183 = !DISubrange(count: 12)
!184 = !DIGlobalVariableExpression(var: !185, expr: !DIExpression())
!185 = distinct !DIGlobalVariable(scope: null, file: !3, line: 682, type: !186, isLocal: true, isDefinition: true)
!186 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 176, elements: !187)
!187 = !{!188}
!188 = !DISubrange(count: 22)
!189 = !DIGlobalVariableExpression(var: !190, expr: !DIExpression())
!190 = distinct !DIGlobalVariable(scope: null, file: !3, line: 682, type: !131, isLocal: true, isDefinition: true)
!191 = !DIGlobalVariableExpression(var: !192, expr: !DIExpression())
!192 = distinct !DIGlobalVariable(scope: null, file: !3, line: 682, type: !181, isLocal: true, isDefinition: true)
!193 = !DIGlobalVariableExpression(var: !194, expr: !DIExpression())
!194 = distinct !DIGlobalVariable(scope: null, file: !3, line: 683, type: !136, isLocal: true, isDefinition: true)
!195 = !DIGlobalVariableExpression(var: !196, expr: !DIExpression())
!196 = distinct !DIGlobalVariable(scope: null, file: !3, line: 683, type: !50, isLocal: true, isDefinition: true)
!197 = !DIGlobalVariableExpression(var: !198, expr: !DIExpression())
!198 = distinct !DIGlobalVariable(scope: null, file: !3, line: 683, type: !141, isLocal: true, isDefinition: true)
!199 = !DIGlobalVariableExpression(var: !200, expr: !DIExpression())
!200 = distinct !DIGlobalVariable(scope: null, file: !3, line: 683, type: !50, isLocal: true, isDefinition: true)
!201 = !DIGlobalVariableExpression(var: !202, expr: !DIExpression())
!202 = distinct !DIGlobalVariable(scope: null, file: !3, line: 684, type: !203, isLocal: true, isDefinition: true)
!203 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 136, elements: !204)
!204 = !{!205}
!205 = !DISubrange(count: 17)
!206 = !DIGlobalVariableExpression(var: !207, expr: !DIExpression())
!207 = distinct !DIGlobalVariable(scope: null, file: !3, line: 684, type: !208, isLocal: true, isDefinition: true)
!208 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 240, elements: !209)
!209 = !{!210}
!210 = !DISubrange(count: 30)
!211 = !DIGlobalVariableExpression(var: !212, expr: !DIExpression())
!212 = distinct !DIGlobalVariable(scope: null, file: !3, line: 684, type: !165, isLocal: true, isDefinition: true)
!213 = !DIGlobalVariableExpression(var: !214, expr: !DIExpression())
!214 = distinct !DIGlobalVariable(scope: null, file: !3, line: 685, type: !215, isLocal: true, isDefinition: true)
!215 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 248, elements: !76)
!216 = !DIGlobalVariableExpression(var: !217, expr: !DIExpression())
!217 = distinct !DIGlobalVariable(scope: null, file: !3, line: 685, type: !50, isLocal: true, isDefinition: true)
!218 = !DIGlobalVariableExpression(var: !219, expr: !DIExpression())
!219 = distinct !DIGlobalVariable(scope: null, file: !3, line: 685, type: !50, isLocal: true, isDefinition: true)
!220 = !DIGlobalVariableExpression(var: !221, expr: !DIExpression())
!221 = distinct !DIGlobalVariable(scope: null, file: !3, line: 686, type: !131, isLocal: true, isDefinition: true)
!222 = !DIGlobalVariableExpression(var: !223, expr: !DIExpression())
!223 = distinct !DIGlobalVariable(scope: null, file: !3, line: 686, type: !224, isLocal: true, isDefinition: true)
!224 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 104, elements: !225)
!225 = !{!226}
!226 = !DISubrange(count: 13)
!227 = !DIGlobalVariableExpression(var: !228, expr: !DIExpression())
!228 = distinct !DIGlobalVariable(scope: null, file: !3, line: 686, type: !186, isLocal: true, isDefinition: true)
!229 = !DIGlobalVariableExpression(var: !230, expr: !DIExpression())
!230 = distinct !DIGlobalVariable(scope: null, file: !3, line: 686, type: !50, isLocal: true, isDefinition: true)
!231 = !DIGlobalVariableExpression(var: !232, expr: !DIExpression())
!232 = distinct !DIGlobalVariable(scope: null, file: !3, line: 687, type: !181, isLocal: true, isDefinition: true)
!233 = !DIGlobalVariableExpression(var: !234, expr: !DIExpression())
!234 = distinct !DIGlobalVariable(scope: null, file: !3, line: 687, type: !172, isLocal: true, isDefinition: true)
!235 = !DIGlobalVariableExpression(var: !236, expr: !DIExpression())
!236 = distinct !DIGlobalVariable(scope: null, file: !3, line: 687, type: !208, isLocal: true, isDefinition: true)
!237 = !DIGlobalVariableExpression(var: !238, expr: !DIExpression())
!238 = distinct !DIGlobalVariable(scope: null, file: !3, line: 688, type: !136, isLocal: true, isDefinition: true)
!239 = !DIGlobalVariableExpression(var: !240, expr: !DIExpression())
!240 = distinct !DIGlobalVariable(name: "pancam_errlist", scope: !2, file: !3, line: 677, type: !241, isLocal: true, isDefinition: true)
!241 = !DICompositeType(tag: DW_TAG_array_type, baseType: !242, size: 2304, elements: !243)
!242 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!243 = !{!244}
!244 = !DISubrange(count: 36)
!245 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression(DW_OP_deref_size, 1, DW_OP_constu, 1, DW_OP_mul, DW_OP_constu, 0, DW_OP_plus, DW_OP_stack_value))
!246 = !{i32 7, !"Dwarf Version", i32 5}
!247 = !{i32 2, !"Debug Info Version", i32 3}
!248 = !{i32 1, !"wchar_size", i32 4}
!249 = !{i32 8, !"PIC Level", i32 2}
!250 = !{i32 7, !"PIE Level", i32 2}
!251 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!252 = distinct !DISubprogram(name: "__errno_location", scope: !3, file: !3, line: 35, type: !253, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!253 = !DISubroutineType(types: !254)
!254 = !{!255}
!255 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!256 = !DILocation(line: 35, column: 39, scope: !252)
!257 = !DILocation(line: 35, column: 31, scope: !252)
!258 = distinct !DISubprogram(name: "atexit", scope: !3, file: !3, line: 59, type: !259, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !261)
!259 = !DISubroutineType(types: !260)
!260 = !{!14, !66}
!261 = !{!262}
!262 = !DILocalVariable(name: "f", arg: 1, scope: !258, file: !3, line: 59, type: !66)
!263 = !DILocation(line: 0, scope: !258)
!264 = !DILocation(line: 60, column: 7, scope: !265)
!265 = distinct !DILexicalBlock(scope: !258, file: !3, line: 60, column: 7)
!266 = !{!267, !267, i64 0}
!267 = !{!"int", !268, i64 0}
!268 = !{!"omnipotent char", !269, i64 0}
!269 = !{!"Simple C/C++ TBAA"}
!270 = !DILocation(line: 60, column: 16, scope: !265)
!271 = !DILocation(line: 60, column: 7, scope: !258)
!272 = !DILocation(line: 62, column: 22, scope: !258)
!273 = !DILocation(line: 62, column: 3, scope: !258)
!274 = !DILocation(line: 62, column: 26, scope: !258)
!275 = !{!276, !276, i64 0}
!276 = !{!"any pointer", !268, i64 0}
!277 = !DILocation(line: 63, column: 3, scope: !258)
!278 = !DILocation(line: 64, column: 1, scope: !258)
!279 = distinct !DISubprogram(name: "exit", scope: !3, file: !3, line: 66, type: !280, scopeLine: 66, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !282)
!280 = !DISubroutineType(types: !281)
!281 = !{null, !14}
!282 = !{!283, !284}
!283 = !DILocalVariable(name: "code", arg: 1, scope: !279, file: !3, line: 66, type: !14)
!284 = !DILocalVariable(name: "f", scope: !285, file: !3, line: 68, type: !66)
!285 = distinct !DILexicalBlock(scope: !279, file: !3, line: 67, column: 24)
!286 = !DILocation(line: 0, scope: !279)
!287 = !DILocation(line: 67, column: 10, scope: !279)
!288 = !DILocation(line: 67, column: 19, scope: !279)
!289 = !DILocation(line: 67, column: 3, scope: !279)
!290 = !DILocation(line: 68, column: 34, scope: !285)
!291 = !DILocation(line: 68, column: 23, scope: !285)
!292 = !DILocation(line: 0, scope: !285)
!293 = !DILocation(line: 69, column: 5, scope: !285)
!294 = distinct !{!294, !289, !295, !296}
!295 = !DILocation(line: 70, column: 3, scope: !279)
!296 = !{!"llvm.loop.mustprogress"}
!297 = !DILocation(line: 71, column: 3, scope: !279)
!298 = !DISubprogram(name: "__pancam_exit", scope: !3, file: !3, line: 28, type: !280, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!299 = distinct !DISubprogram(name: "memcmp", scope: !3, file: !3, line: 76, type: !300, scopeLine: 76, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !305)
!300 = !DISubroutineType(types: !301)
!301 = !{!14, !302, !302, !304}
!302 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !303, size: 64)
!303 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!304 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !3, line: 17, baseType: !13)
!305 = !{!306, !307, !308, !309, !310, !311}
!306 = !DILocalVariable(name: "a", arg: 1, scope: !299, file: !3, line: 76, type: !302)
!307 = !DILocalVariable(name: "b", arg: 2, scope: !299, file: !3, line: 76, type: !302)
!308 = !DILocalVariable(name: "n", arg: 3, scope: !299, file: !3, line: 76, type: !304)
!309 = !DILocalVariable(name: "p", scope: !299, file: !3, line: 77, type: !9)
!310 = !DILocalVariable(name: "q", scope: !299, file: !3, line: 77, type: !9)
!311 = !DILocalVariable(name: "i", scope: !312, file: !3, line: 78, type: !304)
!312 = distinct !DILexicalBlock(scope: !299, file: !3, line: 78, column: 3)
!313 = !DILocation(line: 0, scope: !299)
!314 = !DILocation(line: 0, scope: !312)
!315 = !DILocation(line: 78, column: 24, scope: !316)
!316 = distinct !DILexicalBlock(scope: !312, file: !3, line: 78, column: 3)
!317 = !DILocation(line: 78, column: 3, scope: !312)
!318 = !DILocation(line: 78, column: 30, scope: !316)
!319 = distinct !{!319, !317, !320, !296}
!320 = !DILocation(line: 80, column: 33, scope: !312)
!321 = !DILocation(line: 79, column: 9, scope: !322)
!322 = distinct !DILexicalBlock(scope: !316, file: !3, line: 79, column: 9)
!323 = !{!268, !268, i64 0}
!324 = !DILocation(line: 79, column: 17, scope: !322)
!325 = !DILocation(line: 79, column: 14, scope: !322)
!326 = !DILocation(line: 79, column: 9, scope: !316)
!327 = !DILocation(line: 80, column: 19, scope: !322)
!328 = !DILocation(line: 80, column: 14, scope: !322)
!329 = !DILocation(line: 80, column: 7, scope: !322)
!330 = !DILocation(line: 82, column: 1, scope: !299)
!331 = distinct !DISubprogram(name: "bcmp", scope: !3, file: !3, line: 84, type: !300, scopeLine: 84, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !332)
!332 = !{!333, !334, !335}
!333 = !DILocalVariable(name: "a", arg: 1, scope: !331, file: !3, line: 84, type: !302)
!334 = !DILocalVariable(name: "b", arg: 2, scope: !331, file: !3, line: 84, type: !302)
!335 = !DILocalVariable(name: "n", arg: 3, scope: !331, file: !3, line: 84, type: !304)
!336 = !DILocation(line: 0, scope: !331)
!337 = !DILocation(line: 0, scope: !299, inlinedAt: !338)
!338 = distinct !DILocation(line: 84, column: 59, scope: !331)
!339 = !DILocation(line: 0, scope: !312, inlinedAt: !338)
!340 = !DILocation(line: 78, column: 24, scope: !316, inlinedAt: !338)
!341 = !DILocation(line: 78, column: 3, scope: !312, inlinedAt: !338)
!342 = !DILocation(line: 78, column: 30, scope: !316, inlinedAt: !338)
!343 = distinct !{!343, !341, !344, !296}
!344 = !DILocation(line: 80, column: 33, scope: !312, inlinedAt: !338)
!345 = !DILocation(line: 79, column: 9, scope: !322, inlinedAt: !338)
!346 = !DILocation(line: 79, column: 17, scope: !322, inlinedAt: !338)
!347 = !DILocation(line: 79, column: 14, scope: !322, inlinedAt: !338)
!348 = !DILocation(line: 79, column: 9, scope: !316, inlinedAt: !338)
!349 = !DILocation(line: 84, column: 52, scope: !331)
!350 = distinct !DISubprogram(name: "mempcpy", scope: !3, file: !3, line: 86, type: !351, scopeLine: 86, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !353)
!351 = !DISubroutineType(types: !352)
!352 = !{!8, !8, !302, !304}
!353 = !{!354, !355, !356}
!354 = !DILocalVariable(name: "d", arg: 1, scope: !350, file: !3, line: 86, type: !8)
!355 = !DILocalVariable(name: "s", arg: 2, scope: !350, file: !3, line: 86, type: !302)
!356 = !DILocalVariable(name: "n", arg: 3, scope: !350, file: !3, line: 86, type: !304)
!357 = !DILocation(line: 0, scope: !350)
!358 = !DILocation(line: 86, column: 66, scope: !350)
!359 = !DILocation(line: 86, column: 82, scope: !350)
!360 = !DILocation(line: 86, column: 51, scope: !350)
!361 = !DISubprogram(name: "memcpy", scope: !3, file: !3, line: 25, type: !351, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!362 = distinct !DISubprogram(name: "memrchr", scope: !3, file: !3, line: 88, type: !363, scopeLine: 88, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !365)
!363 = !DISubroutineType(types: !364)
!364 = !{!8, !302, !14, !304}
!365 = !{!366, !367, !368, !369}
!366 = !DILocalVariable(name: "s", arg: 1, scope: !362, file: !3, line: 88, type: !302)
!367 = !DILocalVariable(name: "c", arg: 2, scope: !362, file: !3, line: 88, type: !14)
!368 = !DILocalVariable(name: "n", arg: 3, scope: !362, file: !3, line: 88, type: !304)
!369 = !DILocalVariable(name: "p", scope: !362, file: !3, line: 89, type: !9)
!370 = !DILocation(line: 0, scope: !362)
!371 = !DILocation(line: 90, column: 3, scope: !362)
!372 = !DILocation(line: 90, column: 12, scope: !362)
!373 = !DILocation(line: 91, column: 6, scope: !374)
!374 = distinct !DILexicalBlock(scope: !362, file: !3, line: 90, column: 17)
!375 = !DILocation(line: 92, column: 9, scope: !376)
!376 = distinct !DILexicalBlock(scope: !374, file: !3, line: 92, column: 9)
!377 = !DILocation(line: 92, column: 14, scope: !376)
!378 = !DILocation(line: 92, column: 9, scope: !374)
!379 = distinct !{!379, !371, !380, !296}
!380 = !DILocation(line: 94, column: 3, scope: !362)
!381 = !DILocation(line: 96, column: 1, scope: !362)
!382 = distinct !DISubprogram(name: "memchr", scope: !3, file: !3, line: 98, type: !363, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !383)
!383 = !{!384, !385, !386, !387, !388}
!384 = !DILocalVariable(name: "s", arg: 1, scope: !382, file: !3, line: 98, type: !302)
!385 = !DILocalVariable(name: "c", arg: 2, scope: !382, file: !3, line: 98, type: !14)
!386 = !DILocalVariable(name: "n", arg: 3, scope: !382, file: !3, line: 98, type: !304)
!387 = !DILocalVariable(name: "p", scope: !382, file: !3, line: 99, type: !9)
!388 = !DILocalVariable(name: "i", scope: !389, file: !3, line: 100, type: !304)
!389 = distinct !DILexicalBlock(scope: !382, file: !3, line: 100, column: 3)
!390 = !DILocation(line: 0, scope: !382)
!391 = !DILocation(line: 0, scope: !389)
!392 = !DILocation(line: 100, column: 24, scope: !393)
!393 = distinct !DILexicalBlock(scope: !389, file: !3, line: 100, column: 3)
!394 = !DILocation(line: 100, column: 3, scope: !389)
!395 = !DILocation(line: 101, column: 9, scope: !396)
!396 = distinct !DILexicalBlock(scope: !393, file: !3, line: 101, column: 9)
!397 = !DILocation(line: 101, column: 14, scope: !396)
!398 = !DILocation(line: 101, column: 9, scope: !393)
!399 = !DILocation(line: 100, column: 30, scope: !393)
!400 = distinct !{!400, !394, !401, !296}
!401 = !DILocation(line: 102, column: 28, scope: !389)
!402 = !DILocation(line: 104, column: 1, scope: !382)
!403 = distinct !DISubprogram(name: "strnlen", scope: !3, file: !3, line: 106, type: !404, scopeLine: 106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !406)
!404 = !DISubroutineType(types: !405)
!405 = !{!304, !17, !304}
!406 = !{!407, !408, !409}
!407 = !DILocalVariable(name: "s", arg: 1, scope: !403, file: !3, line: 106, type: !17)
!408 = !DILocalVariable(name: "n", arg: 2, scope: !403, file: !3, line: 106, type: !304)
!409 = !DILocalVariable(name: "i", scope: !403, file: !3, line: 107, type: !304)
!410 = !DILocation(line: 0, scope: !403)
!411 = !DILocation(line: 108, column: 12, scope: !403)
!412 = !DILocation(line: 108, column: 16, scope: !403)
!413 = !DILocation(line: 108, column: 19, scope: !403)
!414 = !DILocation(line: 108, column: 3, scope: !403)
!415 = !DILocation(line: 109, column: 6, scope: !403)
!416 = distinct !{!416, !414, !415, !296}
!417 = !DILocation(line: 110, column: 3, scope: !403)
!418 = distinct !DISubprogram(name: "strcmp", scope: !3, file: !3, line: 113, type: !419, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !421)
!419 = !DISubroutineType(types: !420)
!420 = !{!14, !17, !17}
!421 = !{!422, !423, !424, !425}
!422 = !DILocalVariable(name: "a", arg: 1, scope: !418, file: !3, line: 113, type: !17)
!423 = !DILocalVariable(name: "b", arg: 2, scope: !418, file: !3, line: 113, type: !17)
!424 = !DILocalVariable(name: "p", scope: !418, file: !3, line: 114, type: !9)
!425 = !DILocalVariable(name: "q", scope: !418, file: !3, line: 114, type: !9)
!426 = !DILocation(line: 0, scope: !418)
!427 = !DILocation(line: 115, column: 10, scope: !418)
!428 = !DILocation(line: 115, column: 13, scope: !418)
!429 = !DILocation(line: 115, column: 22, scope: !418)
!430 = !DILocation(line: 115, column: 19, scope: !418)
!431 = !DILocation(line: 115, column: 3, scope: !418)
!432 = !DILocation(line: 116, column: 6, scope: !433)
!433 = distinct !DILexicalBlock(scope: !418, file: !3, line: 115, column: 26)
!434 = !DILocation(line: 117, column: 6, scope: !433)
!435 = distinct !{!435, !431, !436, !296}
!436 = !DILocation(line: 118, column: 3, scope: !418)
!437 = !DILocation(line: 119, column: 16, scope: !418)
!438 = !DILocation(line: 119, column: 14, scope: !418)
!439 = !DILocation(line: 119, column: 26, scope: !418)
!440 = !DILocation(line: 119, column: 20, scope: !418)
!441 = !DILocation(line: 119, column: 3, scope: !418)
!442 = distinct !DISubprogram(name: "strncmp", scope: !3, file: !3, line: 122, type: !443, scopeLine: 122, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !445)
!443 = !DISubroutineType(types: !444)
!444 = !{!14, !17, !17, !304}
!445 = !{!446, !447, !448, !449, !450, !451}
!446 = !DILocalVariable(name: "a", arg: 1, scope: !442, file: !3, line: 122, type: !17)
!447 = !DILocalVariable(name: "b", arg: 2, scope: !442, file: !3, line: 122, type: !17)
!448 = !DILocalVariable(name: "n", arg: 3, scope: !442, file: !3, line: 122, type: !304)
!449 = !DILocalVariable(name: "p", scope: !442, file: !3, line: 123, type: !9)
!450 = !DILocalVariable(name: "q", scope: !442, file: !3, line: 123, type: !9)
!451 = !DILocalVariable(name: "i", scope: !452, file: !3, line: 124, type: !304)
!452 = distinct !DILexicalBlock(scope: !442, file: !3, line: 124, column: 3)
!453 = !DILocation(line: 0, scope: !442)
!454 = !DILocation(line: 0, scope: !452)
!455 = !DILocation(line: 124, column: 24, scope: !456)
!456 = distinct !DILexicalBlock(scope: !452, file: !3, line: 124, column: 3)
!457 = !DILocation(line: 124, column: 3, scope: !452)
!458 = !DILocation(line: 125, column: 9, scope: !459)
!459 = distinct !DILexicalBlock(scope: !460, file: !3, line: 125, column: 9)
!460 = distinct !DILexicalBlock(scope: !456, file: !3, line: 124, column: 34)
!461 = !DILocation(line: 125, column: 17, scope: !459)
!462 = !DILocation(line: 125, column: 14, scope: !459)
!463 = !DILocation(line: 125, column: 9, scope: !460)
!464 = !DILocation(line: 126, column: 20, scope: !459)
!465 = !DILocation(line: 126, column: 36, scope: !459)
!466 = !DILocation(line: 126, column: 28, scope: !459)
!467 = !DILocation(line: 126, column: 7, scope: !459)
!468 = !DILocation(line: 127, column: 10, scope: !469)
!469 = distinct !DILexicalBlock(scope: !460, file: !3, line: 127, column: 9)
!470 = !DILocation(line: 127, column: 9, scope: !460)
!471 = distinct !{!471, !457, !472, !296}
!472 = !DILocation(line: 129, column: 3, scope: !452)
!473 = !DILocation(line: 131, column: 1, scope: !442)
!474 = distinct !DISubprogram(name: "strcpy", scope: !3, file: !3, line: 133, type: !36, scopeLine: 133, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !475)
!475 = !{!476, !477, !478}
!476 = !DILocalVariable(name: "d", arg: 1, scope: !474, file: !3, line: 133, type: !5)
!477 = !DILocalVariable(name: "s", arg: 2, scope: !474, file: !3, line: 133, type: !17)
!478 = !DILocalVariable(name: "r", scope: !474, file: !3, line: 134, type: !5)
!479 = !DILocation(line: 0, scope: !474)
!480 = !DILocation(line: 135, column: 3, scope: !474)
!481 = !DILocation(line: 135, column: 20, scope: !474)
!482 = !DILocation(line: 135, column: 18, scope: !474)
!483 = !DILocation(line: 135, column: 13, scope: !474)
!484 = !DILocation(line: 135, column: 16, scope: !474)
!485 = distinct !{!485, !480, !486, !296}
!486 = !DILocation(line: 136, column: 5, scope: !474)
!487 = !DILocation(line: 137, column: 3, scope: !474)
!488 = distinct !DISubprogram(name: "stpcpy", scope: !3, file: !3, line: 140, type: !36, scopeLine: 140, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !489)
!489 = !{!490, !491}
!490 = !DILocalVariable(name: "d", arg: 1, scope: !488, file: !3, line: 140, type: !5)
!491 = !DILocalVariable(name: "s", arg: 2, scope: !488, file: !3, line: 140, type: !17)
!492 = !DILocation(line: 0, scope: !488)
!493 = !DILocation(line: 141, column: 16, scope: !488)
!494 = !DILocation(line: 141, column: 14, scope: !488)
!495 = !DILocation(line: 141, column: 3, scope: !488)
!496 = !DILocation(line: 141, column: 18, scope: !488)
!497 = !DILocation(line: 142, column: 6, scope: !488)
!498 = distinct !{!498, !495, !497, !296}
!499 = !DILocation(line: 143, column: 3, scope: !488)
!500 = distinct !DISubprogram(name: "stpncpy", scope: !3, file: !3, line: 146, type: !501, scopeLine: 146, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !503)
!501 = !DISubroutineType(types: !502)
!502 = !{!5, !5, !17, !304}
!503 = !{!504, !505, !506, !507, !508}
!504 = !DILocalVariable(name: "d", arg: 1, scope: !500, file: !3, line: 146, type: !5)
!505 = !DILocalVariable(name: "s", arg: 2, scope: !500, file: !3, line: 146, type: !17)
!506 = !DILocalVariable(name: "n", arg: 3, scope: !500, file: !3, line: 146, type: !304)
!507 = !DILocalVariable(name: "i", scope: !500, file: !3, line: 147, type: !304)
!508 = !DILocalVariable(name: "end", scope: !500, file: !3, line: 150, type: !5)
!509 = !DILocation(line: 0, scope: !500)
!510 = !DILocation(line: 148, column: 12, scope: !511)
!511 = distinct !DILexicalBlock(scope: !512, file: !3, line: 148, column: 3)
!512 = distinct !DILexicalBlock(scope: !500, file: !3, line: 148, column: 3)
!513 = !DILocation(line: 148, column: 16, scope: !511)
!514 = !DILocation(line: 148, column: 19, scope: !511)
!515 = !DILocation(line: 148, column: 3, scope: !512)
!516 = !DILocation(line: 149, column: 5, scope: !511)
!517 = !DILocation(line: 149, column: 10, scope: !511)
!518 = !DILocation(line: 148, column: 26, scope: !511)
!519 = distinct !{!519, !515, !520, !296}
!520 = !DILocation(line: 149, column: 15, scope: !512)
!521 = !DILocation(line: 151, column: 12, scope: !522)
!522 = distinct !DILexicalBlock(scope: !523, file: !3, line: 151, column: 3)
!523 = distinct !DILexicalBlock(scope: !500, file: !3, line: 151, column: 3)
!524 = !DILocation(line: 151, column: 3, scope: !523)
!525 = !DILocation(line: 152, column: 5, scope: !522)
!526 = !DILocation(line: 152, column: 10, scope: !522)
!527 = distinct !{!527, !524, !528, !296, !529, !530}
!528 = !DILocation(line: 152, column: 12, scope: !523)
!529 = !{!"llvm.loop.isvectorized", i32 1}
!530 = !{!"llvm.loop.unroll.runtime.disable"}
!531 = distinct !{!531, !524, !528, !296, !529, !530}
!532 = !DILocation(line: 151, column: 18, scope: !522)
!533 = distinct !{!533, !524, !528, !296, !530, !529}
!534 = !DILocation(line: 150, column: 17, scope: !500)
!535 = !DILocation(line: 153, column: 3, scope: !500)
!536 = distinct !DISubprogram(name: "strchrnul", scope: !3, file: !3, line: 156, type: !537, scopeLine: 156, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !539)
!537 = !DISubroutineType(types: !538)
!538 = !{!5, !17, !14}
!539 = !{!540, !541}
!540 = !DILocalVariable(name: "s", arg: 1, scope: !536, file: !3, line: 156, type: !17)
!541 = !DILocalVariable(name: "c", arg: 2, scope: !536, file: !3, line: 156, type: !14)
!542 = !DILocation(line: 0, scope: !536)
!543 = !DILocation(line: 157, column: 10, scope: !536)
!544 = !DILocation(line: 157, column: 13, scope: !536)
!545 = !DILocation(line: 157, column: 19, scope: !536)
!546 = !DILocation(line: 157, column: 3, scope: !536)
!547 = !DILocation(line: 158, column: 6, scope: !536)
!548 = distinct !{!548, !546, !547, !296}
!549 = !DILocation(line: 159, column: 3, scope: !536)
!550 = distinct !DISubprogram(name: "strncpy", scope: !3, file: !3, line: 162, type: !501, scopeLine: 162, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !551)
!551 = !{!552, !553, !554, !555}
!552 = !DILocalVariable(name: "d", arg: 1, scope: !550, file: !3, line: 162, type: !5)
!553 = !DILocalVariable(name: "s", arg: 2, scope: !550, file: !3, line: 162, type: !17)
!554 = !DILocalVariable(name: "n", arg: 3, scope: !550, file: !3, line: 162, type: !304)
!555 = !DILocalVariable(name: "i", scope: !550, file: !3, line: 163, type: !304)
!556 = !DILocation(line: 0, scope: !550)
!557 = !DILocation(line: 164, column: 12, scope: !558)
!558 = distinct !DILexicalBlock(scope: !559, file: !3, line: 164, column: 3)
!559 = distinct !DILexicalBlock(scope: !550, file: !3, line: 164, column: 3)
!560 = !DILocation(line: 164, column: 16, scope: !558)
!561 = !DILocation(line: 164, column: 19, scope: !558)
!562 = !DILocation(line: 164, column: 3, scope: !559)
!563 = !DILocation(line: 165, column: 5, scope: !558)
!564 = !DILocation(line: 165, column: 10, scope: !558)
!565 = !DILocation(line: 164, column: 26, scope: !558)
!566 = distinct !{!566, !562, !567, !296}
!567 = !DILocation(line: 165, column: 15, scope: !559)
!568 = !DILocation(line: 166, column: 12, scope: !569)
!569 = distinct !DILexicalBlock(scope: !570, file: !3, line: 166, column: 3)
!570 = distinct !DILexicalBlock(scope: !550, file: !3, line: 166, column: 3)
!571 = !DILocation(line: 166, column: 3, scope: !570)
!572 = !DILocation(line: 167, column: 5, scope: !569)
!573 = !DILocation(line: 167, column: 10, scope: !569)
!574 = distinct !{!574, !571, !575, !296, !529, !530}
!575 = !DILocation(line: 167, column: 12, scope: !570)
!576 = distinct !{!576, !571, !575, !296, !529, !530}
!577 = !DILocation(line: 166, column: 18, scope: !569)
!578 = distinct !{!578, !571, !575, !296, !530, !529}
!579 = !DILocation(line: 168, column: 3, scope: !550)
!580 = distinct !DISubprogram(name: "strcat", scope: !3, file: !3, line: 171, type: !36, scopeLine: 171, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !581)
!581 = !{!582, !583}
!582 = !DILocalVariable(name: "d", arg: 1, scope: !580, file: !3, line: 171, type: !5)
!583 = !DILocalVariable(name: "s", arg: 2, scope: !580, file: !3, line: 171, type: !17)
!584 = !DILocation(line: 0, scope: !580)
!585 = !DILocation(line: 172, column: 14, scope: !580)
!586 = !DILocation(line: 172, column: 12, scope: !580)
!587 = !DILocation(line: 0, scope: !474, inlinedAt: !588)
!588 = distinct !DILocation(line: 172, column: 3, scope: !580)
!589 = !DILocation(line: 135, column: 3, scope: !474, inlinedAt: !588)
!590 = !DILocation(line: 135, column: 20, scope: !474, inlinedAt: !588)
!591 = !DILocation(line: 135, column: 18, scope: !474, inlinedAt: !588)
!592 = !DILocation(line: 135, column: 13, scope: !474, inlinedAt: !588)
!593 = !DILocation(line: 135, column: 16, scope: !474, inlinedAt: !588)
!594 = distinct !{!594, !589, !595, !296}
!595 = !DILocation(line: 136, column: 5, scope: !474, inlinedAt: !588)
!596 = !DILocation(line: 173, column: 3, scope: !580)
!597 = !DISubprogram(name: "strlen", scope: !3, file: !3, line: 27, type: !598, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!598 = !DISubroutineType(types: !599)
!599 = !{!304, !17}
!600 = distinct !DISubprogram(name: "strncat", scope: !3, file: !3, line: 176, type: !501, scopeLine: 176, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !601)
!601 = !{!602, !603, !604, !605, !606}
!602 = !DILocalVariable(name: "d", arg: 1, scope: !600, file: !3, line: 176, type: !5)
!603 = !DILocalVariable(name: "s", arg: 2, scope: !600, file: !3, line: 176, type: !17)
!604 = !DILocalVariable(name: "n", arg: 3, scope: !600, file: !3, line: 176, type: !304)
!605 = !DILocalVariable(name: "e", scope: !600, file: !3, line: 177, type: !5)
!606 = !DILocalVariable(name: "i", scope: !600, file: !3, line: 178, type: !304)
!607 = !DILocation(line: 0, scope: !600)
!608 = !DILocation(line: 177, column: 17, scope: !600)
!609 = !DILocation(line: 177, column: 15, scope: !600)
!610 = !DILocation(line: 179, column: 12, scope: !611)
!611 = distinct !DILexicalBlock(scope: !612, file: !3, line: 179, column: 3)
!612 = distinct !DILexicalBlock(scope: !600, file: !3, line: 179, column: 3)
!613 = !DILocation(line: 179, column: 16, scope: !611)
!614 = !DILocation(line: 179, column: 19, scope: !611)
!615 = !DILocation(line: 179, column: 3, scope: !612)
!616 = !DILocation(line: 180, column: 5, scope: !611)
!617 = !DILocation(line: 180, column: 10, scope: !611)
!618 = !DILocation(line: 179, column: 26, scope: !611)
!619 = distinct !{!619, !615, !620, !296}
!620 = !DILocation(line: 180, column: 15, scope: !612)
!621 = !DILocation(line: 181, column: 3, scope: !600)
!622 = !DILocation(line: 181, column: 8, scope: !600)
!623 = !DILocation(line: 182, column: 3, scope: !600)
!624 = distinct !DISubprogram(name: "strchr", scope: !3, file: !3, line: 185, type: !537, scopeLine: 185, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !625)
!625 = !{!626, !627}
!626 = !DILocalVariable(name: "s", arg: 1, scope: !624, file: !3, line: 185, type: !17)
!627 = !DILocalVariable(name: "c", arg: 2, scope: !624, file: !3, line: 185, type: !14)
!628 = !DILocation(line: 0, scope: !624)
!629 = !DILocation(line: 187, column: 9, scope: !630)
!630 = distinct !DILexicalBlock(scope: !631, file: !3, line: 187, column: 9)
!631 = distinct !DILexicalBlock(scope: !632, file: !3, line: 186, column: 16)
!632 = distinct !DILexicalBlock(scope: !633, file: !3, line: 186, column: 3)
!633 = distinct !DILexicalBlock(scope: !624, file: !3, line: 186, column: 3)
!634 = !DILocation(line: 187, column: 12, scope: !630)
!635 = !DILocation(line: 187, column: 9, scope: !631)
!636 = !DILocation(line: 189, column: 10, scope: !637)
!637 = distinct !DILexicalBlock(scope: !631, file: !3, line: 189, column: 9)
!638 = !DILocation(line: 189, column: 9, scope: !631)
!639 = !DILocation(line: 186, column: 12, scope: !632)
!640 = distinct !{!640, !641, !642}
!641 = !DILocation(line: 186, column: 3, scope: !633)
!642 = !DILocation(line: 191, column: 3, scope: !633)
!643 = !DILocation(line: 0, scope: !631)
!644 = !DILocation(line: 192, column: 1, scope: !624)
!645 = distinct !DISubprogram(name: "strrchr", scope: !3, file: !3, line: 194, type: !537, scopeLine: 194, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !646)
!646 = !{!647, !648, !649}
!647 = !DILocalVariable(name: "s", arg: 1, scope: !645, file: !3, line: 194, type: !17)
!648 = !DILocalVariable(name: "c", arg: 2, scope: !645, file: !3, line: 194, type: !14)
!649 = !DILocalVariable(name: "last", scope: !645, file: !3, line: 195, type: !17)
!650 = !DILocation(line: 0, scope: !645)
!651 = !DILocation(line: 196, column: 3, scope: !645)
!652 = !DILocation(line: 197, column: 9, scope: !653)
!653 = distinct !DILexicalBlock(scope: !654, file: !3, line: 197, column: 9)
!654 = distinct !DILexicalBlock(scope: !655, file: !3, line: 196, column: 16)
!655 = distinct !DILexicalBlock(scope: !656, file: !3, line: 196, column: 3)
!656 = distinct !DILexicalBlock(scope: !645, file: !3, line: 196, column: 3)
!657 = !DILocation(line: 197, column: 12, scope: !653)
!658 = !DILocation(line: 197, column: 9, scope: !654)
!659 = !DILocation(line: 199, column: 10, scope: !660)
!660 = distinct !DILexicalBlock(scope: !654, file: !3, line: 199, column: 9)
!661 = !DILocation(line: 196, column: 12, scope: !655)
!662 = !DILocation(line: 199, column: 9, scope: !654)
!663 = distinct !{!663, !664, !665}
!664 = !DILocation(line: 196, column: 3, scope: !656)
!665 = !DILocation(line: 201, column: 3, scope: !656)
!666 = !DILocation(line: 200, column: 7, scope: !660)
!667 = distinct !DISubprogram(name: "strstr", scope: !3, file: !3, line: 204, type: !668, scopeLine: 204, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !670)
!668 = !DISubroutineType(types: !669)
!669 = !{!5, !17, !17}
!670 = !{!671, !672, !673}
!671 = !DILocalVariable(name: "h", arg: 1, scope: !667, file: !3, line: 204, type: !17)
!672 = !DILocalVariable(name: "n", arg: 2, scope: !667, file: !3, line: 204, type: !17)
!673 = !DILocalVariable(name: "m", scope: !667, file: !3, line: 205, type: !304)
!674 = !DILocation(line: 0, scope: !667)
!675 = !DILocation(line: 205, column: 14, scope: !667)
!676 = !DILocation(line: 206, column: 9, scope: !677)
!677 = distinct !DILexicalBlock(scope: !667, file: !3, line: 206, column: 7)
!678 = !DILocation(line: 206, column: 7, scope: !667)
!679 = !DILocation(line: 208, column: 10, scope: !680)
!680 = distinct !DILexicalBlock(scope: !681, file: !3, line: 208, column: 3)
!681 = distinct !DILexicalBlock(scope: !667, file: !3, line: 208, column: 3)
!682 = !DILocation(line: 208, column: 3, scope: !681)
!683 = !DILocation(line: 209, column: 12, scope: !684)
!684 = distinct !DILexicalBlock(scope: !680, file: !3, line: 209, column: 9)
!685 = !DILocation(line: 209, column: 18, scope: !684)
!686 = !DILocation(line: 0, scope: !452, inlinedAt: !687)
!687 = distinct !DILocation(line: 209, column: 21, scope: !684)
!688 = !DILocation(line: 125, column: 9, scope: !459, inlinedAt: !687)
!689 = !DILocation(line: 125, column: 17, scope: !459, inlinedAt: !687)
!690 = !DILocation(line: 125, column: 14, scope: !459, inlinedAt: !687)
!691 = !DILocation(line: 125, column: 9, scope: !460, inlinedAt: !687)
!692 = !DILocation(line: 127, column: 10, scope: !469, inlinedAt: !687)
!693 = !DILocation(line: 127, column: 9, scope: !460, inlinedAt: !687)
!694 = distinct !{!694, !695, !696, !296}
!695 = !DILocation(line: 124, column: 3, scope: !452, inlinedAt: !687)
!696 = !DILocation(line: 129, column: 3, scope: !452, inlinedAt: !687)
!697 = !DILocation(line: 208, column: 15, scope: !680)
!698 = distinct !{!698, !682, !699, !296}
!699 = !DILocation(line: 210, column: 22, scope: !681)
!700 = !DILocation(line: 212, column: 1, scope: !667)
!701 = distinct !DISubprogram(name: "strspn", scope: !3, file: !3, line: 214, type: !702, scopeLine: 214, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !704)
!702 = !DISubroutineType(types: !703)
!703 = !{!304, !17, !17}
!704 = !{!705, !706, !707}
!705 = !DILocalVariable(name: "s", arg: 1, scope: !701, file: !3, line: 214, type: !17)
!706 = !DILocalVariable(name: "accept", arg: 2, scope: !701, file: !3, line: 214, type: !17)
!707 = !DILocalVariable(name: "i", scope: !701, file: !3, line: 215, type: !304)
!708 = !DILocation(line: 0, scope: !701)
!709 = !DILocation(line: 216, column: 10, scope: !701)
!710 = !DILocation(line: 216, column: 15, scope: !701)
!711 = !DILocation(line: 0, scope: !624, inlinedAt: !712)
!712 = distinct !DILocation(line: 216, column: 18, scope: !701)
!713 = !DILocation(line: 187, column: 12, scope: !630, inlinedAt: !712)
!714 = !DILocation(line: 187, column: 9, scope: !631, inlinedAt: !712)
!715 = !DILocation(line: 189, column: 10, scope: !637, inlinedAt: !712)
!716 = !DILocation(line: 189, column: 9, scope: !631, inlinedAt: !712)
!717 = !DILocation(line: 186, column: 12, scope: !632, inlinedAt: !712)
!718 = !DILocation(line: 187, column: 9, scope: !630, inlinedAt: !712)
!719 = distinct !{!719, !720, !721}
!720 = !DILocation(line: 186, column: 3, scope: !633, inlinedAt: !712)
!721 = !DILocation(line: 191, column: 3, scope: !633, inlinedAt: !712)
!722 = !DILocation(line: 217, column: 6, scope: !701)
!723 = distinct !{!723, !724, !722, !296}
!724 = !DILocation(line: 216, column: 3, scope: !701)
!725 = !DILocation(line: 218, column: 3, scope: !701)
!726 = distinct !DISubprogram(name: "strcspn", scope: !3, file: !3, line: 221, type: !702, scopeLine: 221, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !727)
!727 = !{!728, !729, !730}
!728 = !DILocalVariable(name: "s", arg: 1, scope: !726, file: !3, line: 221, type: !17)
!729 = !DILocalVariable(name: "reject", arg: 2, scope: !726, file: !3, line: 221, type: !17)
!730 = !DILocalVariable(name: "i", scope: !726, file: !3, line: 222, type: !304)
!731 = !DILocation(line: 0, scope: !726)
!732 = !DILocation(line: 223, column: 10, scope: !726)
!733 = !DILocation(line: 223, column: 15, scope: !726)
!734 = !DILocation(line: 0, scope: !624, inlinedAt: !735)
!735 = distinct !DILocation(line: 223, column: 19, scope: !726)
!736 = !DILocation(line: 187, column: 12, scope: !630, inlinedAt: !735)
!737 = !DILocation(line: 187, column: 9, scope: !631, inlinedAt: !735)
!738 = !DILocation(line: 189, column: 10, scope: !637, inlinedAt: !735)
!739 = !DILocation(line: 189, column: 9, scope: !631, inlinedAt: !735)
!740 = !DILocation(line: 186, column: 12, scope: !632, inlinedAt: !735)
!741 = !DILocation(line: 187, column: 9, scope: !630, inlinedAt: !735)
!742 = distinct !{!742, !743, !744}
!743 = !DILocation(line: 186, column: 3, scope: !633, inlinedAt: !735)
!744 = !DILocation(line: 191, column: 3, scope: !633, inlinedAt: !735)
!745 = !DILocation(line: 224, column: 6, scope: !726)
!746 = distinct !{!746, !747, !745, !296}
!747 = !DILocation(line: 223, column: 3, scope: !726)
!748 = !DILocation(line: 225, column: 3, scope: !726)
!749 = distinct !DISubprogram(name: "strpbrk", scope: !3, file: !3, line: 228, type: !668, scopeLine: 228, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !750)
!750 = !{!751, !752}
!751 = !DILocalVariable(name: "s", arg: 1, scope: !749, file: !3, line: 228, type: !17)
!752 = !DILocalVariable(name: "accept", arg: 2, scope: !749, file: !3, line: 228, type: !17)
!753 = !DILocation(line: 0, scope: !749)
!754 = !DILocation(line: 0, scope: !726, inlinedAt: !755)
!755 = distinct !DILocation(line: 229, column: 8, scope: !749)
!756 = !DILocation(line: 223, column: 10, scope: !726, inlinedAt: !755)
!757 = !DILocation(line: 223, column: 15, scope: !726, inlinedAt: !755)
!758 = !DILocation(line: 0, scope: !624, inlinedAt: !759)
!759 = distinct !DILocation(line: 223, column: 19, scope: !726, inlinedAt: !755)
!760 = !DILocation(line: 187, column: 12, scope: !630, inlinedAt: !759)
!761 = !DILocation(line: 187, column: 9, scope: !631, inlinedAt: !759)
!762 = !DILocation(line: 189, column: 10, scope: !637, inlinedAt: !759)
!763 = !DILocation(line: 189, column: 9, scope: !631, inlinedAt: !759)
!764 = !DILocation(line: 186, column: 12, scope: !632, inlinedAt: !759)
!765 = !DILocation(line: 187, column: 9, scope: !630, inlinedAt: !759)
!766 = distinct !{!766, !767, !768}
!767 = !DILocation(line: 186, column: 3, scope: !633, inlinedAt: !759)
!768 = !DILocation(line: 191, column: 3, scope: !633, inlinedAt: !759)
!769 = !DILocation(line: 224, column: 6, scope: !726, inlinedAt: !755)
!770 = distinct !{!770, !771, !769, !296}
!771 = !DILocation(line: 223, column: 3, scope: !726, inlinedAt: !755)
!772 = !DILocation(line: 229, column: 5, scope: !749)
!773 = !DILocation(line: 230, column: 10, scope: !749)
!774 = !DILocation(line: 230, column: 3, scope: !749)
!775 = distinct !DISubprogram(name: "strtok_r", scope: !3, file: !3, line: 233, type: !776, scopeLine: 233, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !779)
!776 = !DISubroutineType(types: !777)
!777 = !{!5, !5, !17, !778}
!778 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!779 = !{!780, !781, !782, !783}
!780 = !DILocalVariable(name: "s", arg: 1, scope: !775, file: !3, line: 233, type: !5)
!781 = !DILocalVariable(name: "delim", arg: 2, scope: !775, file: !3, line: 233, type: !17)
!782 = !DILocalVariable(name: "save", arg: 3, scope: !775, file: !3, line: 233, type: !778)
!783 = !DILocalVariable(name: "end", scope: !775, file: !3, line: 241, type: !5)
!784 = !DILocation(line: 0, scope: !775)
!785 = !DILocation(line: 234, column: 8, scope: !786)
!786 = distinct !DILexicalBlock(scope: !775, file: !3, line: 234, column: 7)
!787 = !DILocation(line: 234, column: 7, scope: !775)
!788 = !DILocation(line: 235, column: 9, scope: !786)
!789 = !DILocation(line: 235, column: 5, scope: !786)
!790 = !DILocation(line: 0, scope: !701, inlinedAt: !791)
!791 = distinct !DILocation(line: 236, column: 8, scope: !775)
!792 = !DILocation(line: 216, column: 10, scope: !701, inlinedAt: !791)
!793 = !DILocation(line: 216, column: 15, scope: !701, inlinedAt: !791)
!794 = !DILocation(line: 0, scope: !624, inlinedAt: !795)
!795 = distinct !DILocation(line: 216, column: 18, scope: !701, inlinedAt: !791)
!796 = !DILocation(line: 187, column: 12, scope: !630, inlinedAt: !795)
!797 = !DILocation(line: 187, column: 9, scope: !631, inlinedAt: !795)
!798 = !DILocation(line: 189, column: 10, scope: !637, inlinedAt: !795)
!799 = !DILocation(line: 189, column: 9, scope: !631, inlinedAt: !795)
!800 = !DILocation(line: 186, column: 12, scope: !632, inlinedAt: !795)
!801 = !DILocation(line: 187, column: 9, scope: !630, inlinedAt: !795)
!802 = distinct !{!802, !803, !804}
!803 = !DILocation(line: 186, column: 3, scope: !633, inlinedAt: !795)
!804 = !DILocation(line: 191, column: 3, scope: !633, inlinedAt: !795)
!805 = !DILocation(line: 217, column: 6, scope: !701, inlinedAt: !791)
!806 = distinct !{!806, !807, !805, !296}
!807 = !DILocation(line: 216, column: 3, scope: !701, inlinedAt: !791)
!808 = !DILocation(line: 236, column: 5, scope: !775)
!809 = !DILocation(line: 237, column: 7, scope: !775)
!810 = !DILocation(line: 0, scope: !726, inlinedAt: !811)
!811 = distinct !DILocation(line: 241, column: 19, scope: !775)
!812 = !DILocation(line: 223, column: 15, scope: !726, inlinedAt: !811)
!813 = !DILocation(line: 0, scope: !624, inlinedAt: !814)
!814 = distinct !DILocation(line: 223, column: 19, scope: !726, inlinedAt: !811)
!815 = !DILocation(line: 187, column: 12, scope: !630, inlinedAt: !814)
!816 = !DILocation(line: 187, column: 9, scope: !631, inlinedAt: !814)
!817 = !DILocation(line: 189, column: 10, scope: !637, inlinedAt: !814)
!818 = !DILocation(line: 189, column: 9, scope: !631, inlinedAt: !814)
!819 = !DILocation(line: 186, column: 12, scope: !632, inlinedAt: !814)
!820 = !DILocation(line: 187, column: 9, scope: !630, inlinedAt: !814)
!821 = distinct !{!821, !822, !823}
!822 = !DILocation(line: 186, column: 3, scope: !633, inlinedAt: !814)
!823 = !DILocation(line: 191, column: 3, scope: !633, inlinedAt: !814)
!824 = !DILocation(line: 224, column: 6, scope: !726, inlinedAt: !811)
!825 = !DILocation(line: 223, column: 10, scope: !726, inlinedAt: !811)
!826 = distinct !{!826, !827, !824, !296}
!827 = !DILocation(line: 223, column: 3, scope: !726, inlinedAt: !811)
!828 = !DILocation(line: 241, column: 17, scope: !775)
!829 = !DILocation(line: 242, column: 7, scope: !830)
!830 = distinct !DILexicalBlock(scope: !775, file: !3, line: 242, column: 7)
!831 = !DILocation(line: 242, column: 7, scope: !775)
!832 = !DILocation(line: 243, column: 9, scope: !830)
!833 = !DILocation(line: 243, column: 12, scope: !830)
!834 = !DILocation(line: 243, column: 5, scope: !830)
!835 = !DILocation(line: 246, column: 1, scope: !775)
!836 = !DILocation(line: 0, scope: !35)
!837 = !DILocation(line: 0, scope: !775, inlinedAt: !838)
!838 = distinct !DILocation(line: 250, column: 10, scope: !35)
!839 = !DILocation(line: 234, column: 8, scope: !786, inlinedAt: !838)
!840 = !DILocation(line: 234, column: 7, scope: !775, inlinedAt: !838)
!841 = !DILocation(line: 0, scope: !701, inlinedAt: !842)
!842 = distinct !DILocation(line: 236, column: 8, scope: !775, inlinedAt: !838)
!843 = !DILocation(line: 216, column: 10, scope: !701, inlinedAt: !842)
!844 = !DILocation(line: 216, column: 15, scope: !701, inlinedAt: !842)
!845 = !DILocation(line: 0, scope: !624, inlinedAt: !846)
!846 = distinct !DILocation(line: 216, column: 18, scope: !701, inlinedAt: !842)
!847 = !DILocation(line: 187, column: 12, scope: !630, inlinedAt: !846)
!848 = !DILocation(line: 187, column: 9, scope: !631, inlinedAt: !846)
!849 = !DILocation(line: 189, column: 10, scope: !637, inlinedAt: !846)
!850 = !DILocation(line: 189, column: 9, scope: !631, inlinedAt: !846)
!851 = !DILocation(line: 186, column: 12, scope: !632, inlinedAt: !846)
!852 = !DILocation(line: 187, column: 9, scope: !630, inlinedAt: !846)
!853 = distinct !{!853, !854, !855}
!854 = !DILocation(line: 186, column: 3, scope: !633, inlinedAt: !846)
!855 = !DILocation(line: 191, column: 3, scope: !633, inlinedAt: !846)
!856 = !DILocation(line: 217, column: 6, scope: !701, inlinedAt: !842)
!857 = distinct !{!857, !858, !856, !296}
!858 = !DILocation(line: 216, column: 3, scope: !701, inlinedAt: !842)
!859 = !DILocation(line: 236, column: 5, scope: !775, inlinedAt: !838)
!860 = !DILocation(line: 237, column: 7, scope: !775, inlinedAt: !838)
!861 = !DILocation(line: 0, scope: !726, inlinedAt: !862)
!862 = distinct !DILocation(line: 241, column: 19, scope: !775, inlinedAt: !838)
!863 = !DILocation(line: 223, column: 15, scope: !726, inlinedAt: !862)
!864 = !DILocation(line: 0, scope: !624, inlinedAt: !865)
!865 = distinct !DILocation(line: 223, column: 19, scope: !726, inlinedAt: !862)
!866 = !DILocation(line: 187, column: 12, scope: !630, inlinedAt: !865)
!867 = !DILocation(line: 187, column: 9, scope: !631, inlinedAt: !865)
!868 = !DILocation(line: 189, column: 10, scope: !637, inlinedAt: !865)
!869 = !DILocation(line: 189, column: 9, scope: !631, inlinedAt: !865)
!870 = !DILocation(line: 186, column: 12, scope: !632, inlinedAt: !865)
!871 = !DILocation(line: 187, column: 9, scope: !630, inlinedAt: !865)
!872 = distinct !{!872, !873, !874}
!873 = !DILocation(line: 186, column: 3, scope: !633, inlinedAt: !865)
!874 = !DILocation(line: 191, column: 3, scope: !633, inlinedAt: !865)
!875 = !DILocation(line: 224, column: 6, scope: !726, inlinedAt: !862)
!876 = !DILocation(line: 223, column: 10, scope: !726, inlinedAt: !862)
!877 = distinct !{!877, !878, !875, !296}
!878 = !DILocation(line: 223, column: 3, scope: !726, inlinedAt: !862)
!879 = !DILocation(line: 241, column: 17, scope: !775, inlinedAt: !838)
!880 = !DILocation(line: 242, column: 7, scope: !830, inlinedAt: !838)
!881 = !DILocation(line: 242, column: 7, scope: !775, inlinedAt: !838)
!882 = !DILocation(line: 243, column: 9, scope: !830, inlinedAt: !838)
!883 = !DILocation(line: 243, column: 12, scope: !830, inlinedAt: !838)
!884 = !DILocation(line: 243, column: 5, scope: !830, inlinedAt: !838)
!885 = !DILocation(line: 250, column: 3, scope: !35)
!886 = distinct !DISubprogram(name: "strdup", scope: !3, file: !3, line: 253, type: !887, scopeLine: 253, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !889)
!887 = !DISubroutineType(types: !888)
!888 = !{!5, !17}
!889 = !{!890, !891, !892}
!890 = !DILocalVariable(name: "s", arg: 1, scope: !886, file: !3, line: 253, type: !17)
!891 = !DILocalVariable(name: "n", scope: !886, file: !3, line: 254, type: !304)
!892 = !DILocalVariable(name: "d", scope: !886, file: !3, line: 255, type: !5)
!893 = !DILocation(line: 0, scope: !886)
!894 = !DILocation(line: 254, column: 14, scope: !886)
!895 = !DILocation(line: 254, column: 24, scope: !886)
!896 = !DILocation(line: 255, column: 13, scope: !886)
!897 = !DILocation(line: 256, column: 7, scope: !898)
!898 = distinct !DILexicalBlock(scope: !886, file: !3, line: 256, column: 7)
!899 = !DILocation(line: 256, column: 7, scope: !886)
!900 = !DILocation(line: 257, column: 5, scope: !898)
!901 = !DILocation(line: 258, column: 3, scope: !886)
!902 = !DISubprogram(name: "malloc", scope: !3, file: !3, line: 23, type: !903, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!903 = !DISubroutineType(types: !904)
!904 = !{!8, !304}
!905 = distinct !DISubprogram(name: "strndup", scope: !3, file: !3, line: 261, type: !906, scopeLine: 261, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !908)
!906 = !DISubroutineType(types: !907)
!907 = !{!5, !17, !304}
!908 = !{!909, !910, !911, !912}
!909 = !DILocalVariable(name: "s", arg: 1, scope: !905, file: !3, line: 261, type: !17)
!910 = !DILocalVariable(name: "n", arg: 2, scope: !905, file: !3, line: 261, type: !304)
!911 = !DILocalVariable(name: "m", scope: !905, file: !3, line: 262, type: !304)
!912 = !DILocalVariable(name: "d", scope: !905, file: !3, line: 263, type: !5)
!913 = !DILocation(line: 0, scope: !905)
!914 = !DILocation(line: 0, scope: !403, inlinedAt: !915)
!915 = distinct !DILocation(line: 262, column: 14, scope: !905)
!916 = !DILocation(line: 108, column: 12, scope: !403, inlinedAt: !915)
!917 = !DILocation(line: 108, column: 16, scope: !403, inlinedAt: !915)
!918 = !DILocation(line: 108, column: 19, scope: !403, inlinedAt: !915)
!919 = !DILocation(line: 108, column: 3, scope: !403, inlinedAt: !915)
!920 = !DILocation(line: 109, column: 6, scope: !403, inlinedAt: !915)
!921 = distinct !{!921, !919, !920, !296}
!922 = !DILocation(line: 263, column: 22, scope: !905)
!923 = !DILocation(line: 263, column: 13, scope: !905)
!924 = !DILocation(line: 264, column: 7, scope: !925)
!925 = distinct !DILexicalBlock(scope: !905, file: !3, line: 264, column: 7)
!926 = !DILocation(line: 264, column: 7, scope: !905)
!927 = !DILocation(line: 265, column: 5, scope: !928)
!928 = distinct !DILexicalBlock(scope: !925, file: !3, line: 264, column: 10)
!929 = !DILocation(line: 266, column: 5, scope: !928)
!930 = !DILocation(line: 266, column: 10, scope: !928)
!931 = !DILocation(line: 267, column: 3, scope: !928)
!932 = !DILocation(line: 268, column: 3, scope: !905)
!933 = distinct !DISubprogram(name: "__ctype_b_loc", scope: !3, file: !3, line: 314, type: !934, scopeLine: 314, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!934 = !DISubroutineType(types: !935)
!935 = !{!936}
!936 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 64)
!937 = !DILocation(line: 314, column: 41, scope: !933)
!938 = distinct !DISubprogram(name: "__ctype_tolower_loc", scope: !3, file: !3, line: 315, type: !939, scopeLine: 315, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!939 = !DISubroutineType(types: !940)
!940 = !{!941}
!941 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64)
!942 = !DILocation(line: 315, column: 47, scope: !938)
!943 = distinct !DISubprogram(name: "__ctype_toupper_loc", scope: !3, file: !3, line: 316, type: !939, scopeLine: 316, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!944 = !DILocation(line: 316, column: 47, scope: !943)
!945 = distinct !DISubprogram(name: "isalpha", scope: !3, file: !3, line: 319, type: !946, scopeLine: 319, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !948)
!946 = !DISubroutineType(types: !947)
!947 = !{!14, !14}
!948 = !{!949}
!949 = !DILocalVariable(name: "c", arg: 1, scope: !945, file: !3, line: 319, type: !14)
!950 = !DILocation(line: 0, scope: !945)
!951 = !DILocalVariable(name: "c", arg: 1, scope: !952, file: !3, line: 318, type: !14)
!952 = distinct !DISubprogram(name: "cls", scope: !3, file: !3, line: 318, type: !946, scopeLine: 318, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !953)
!953 = !{!951}
!954 = !DILocation(line: 0, scope: !952, inlinedAt: !955)
!955 = distinct !DILocation(line: 319, column: 29, scope: !945)
!956 = !DILocation(line: 318, column: 42, scope: !952, inlinedAt: !955)
!957 = !DILocation(line: 318, column: 55, scope: !952, inlinedAt: !955)
!958 = !{!959, !959, i64 0}
!959 = !{!"short", !268, i64 0}
!960 = !DILocation(line: 319, column: 36, scope: !945)
!961 = !DILocation(line: 318, column: 32, scope: !952, inlinedAt: !955)
!962 = !DILocation(line: 319, column: 22, scope: !945)
!963 = distinct !DISubprogram(name: "isdigit", scope: !3, file: !3, line: 320, type: !946, scopeLine: 320, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !964)
!964 = !{!965}
!965 = !DILocalVariable(name: "c", arg: 1, scope: !963, file: !3, line: 320, type: !14)
!966 = !DILocation(line: 0, scope: !963)
!967 = !DILocation(line: 0, scope: !952, inlinedAt: !968)
!968 = distinct !DILocation(line: 320, column: 29, scope: !963)
!969 = !DILocation(line: 318, column: 42, scope: !952, inlinedAt: !968)
!970 = !DILocation(line: 318, column: 55, scope: !952, inlinedAt: !968)
!971 = !DILocation(line: 320, column: 36, scope: !963)
!972 = !DILocation(line: 318, column: 32, scope: !952, inlinedAt: !968)
!973 = !DILocation(line: 320, column: 22, scope: !963)
!974 = distinct !DISubprogram(name: "isalnum", scope: !3, file: !3, line: 321, type: !946, scopeLine: 321, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !975)
!975 = !{!976}
!976 = !DILocalVariable(name: "c", arg: 1, scope: !974, file: !3, line: 321, type: !14)
!977 = !DILocation(line: 0, scope: !974)
!978 = !DILocation(line: 0, scope: !952, inlinedAt: !979)
!979 = distinct !DILocation(line: 321, column: 29, scope: !974)
!980 = !DILocation(line: 318, column: 42, scope: !952, inlinedAt: !979)
!981 = !DILocation(line: 318, column: 55, scope: !952, inlinedAt: !979)
!982 = !DILocation(line: 321, column: 36, scope: !974)
!983 = !DILocation(line: 318, column: 32, scope: !952, inlinedAt: !979)
!984 = !DILocation(line: 321, column: 22, scope: !974)
!985 = distinct !DISubprogram(name: "isspace", scope: !3, file: !3, line: 322, type: !946, scopeLine: 322, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !986)
!986 = !{!987}
!987 = !DILocalVariable(name: "c", arg: 1, scope: !985, file: !3, line: 322, type: !14)
!988 = !DILocation(line: 0, scope: !985)
!989 = !DILocation(line: 0, scope: !952, inlinedAt: !990)
!990 = distinct !DILocation(line: 322, column: 29, scope: !985)
!991 = !DILocation(line: 318, column: 42, scope: !952, inlinedAt: !990)
!992 = !DILocation(line: 318, column: 55, scope: !952, inlinedAt: !990)
!993 = !DILocation(line: 322, column: 36, scope: !985)
!994 = !DILocation(line: 318, column: 32, scope: !952, inlinedAt: !990)
!995 = !DILocation(line: 322, column: 22, scope: !985)
!996 = distinct !DISubprogram(name: "isupper", scope: !3, file: !3, line: 323, type: !946, scopeLine: 323, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !997)
!997 = !{!998}
!998 = !DILocalVariable(name: "c", arg: 1, scope: !996, file: !3, line: 323, type: !14)
!999 = !DILocation(line: 0, scope: !996)
!1000 = !DILocation(line: 0, scope: !952, inlinedAt: !1001)
!1001 = distinct !DILocation(line: 323, column: 29, scope: !996)
!1002 = !DILocation(line: 318, column: 42, scope: !952, inlinedAt: !1001)
!1003 = !DILocation(line: 318, column: 55, scope: !952, inlinedAt: !1001)
!1004 = !DILocation(line: 323, column: 36, scope: !996)
!1005 = !DILocation(line: 318, column: 32, scope: !952, inlinedAt: !1001)
!1006 = !DILocation(line: 323, column: 22, scope: !996)
!1007 = distinct !DISubprogram(name: "islower", scope: !3, file: !3, line: 324, type: !946, scopeLine: 324, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1008)
!1008 = !{!1009}
!1009 = !DILocalVariable(name: "c", arg: 1, scope: !1007, file: !3, line: 324, type: !14)
!1010 = !DILocation(line: 0, scope: !1007)
!1011 = !DILocation(line: 0, scope: !952, inlinedAt: !1012)
!1012 = distinct !DILocation(line: 324, column: 29, scope: !1007)
!1013 = !DILocation(line: 318, column: 42, scope: !952, inlinedAt: !1012)
!1014 = !DILocation(line: 318, column: 55, scope: !952, inlinedAt: !1012)
!1015 = !DILocation(line: 324, column: 36, scope: !1007)
!1016 = !DILocation(line: 318, column: 32, scope: !952, inlinedAt: !1012)
!1017 = !DILocation(line: 324, column: 22, scope: !1007)
!1018 = distinct !DISubprogram(name: "isxdigit", scope: !3, file: !3, line: 325, type: !946, scopeLine: 325, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1019)
!1019 = !{!1020}
!1020 = !DILocalVariable(name: "c", arg: 1, scope: !1018, file: !3, line: 325, type: !14)
!1021 = !DILocation(line: 0, scope: !1018)
!1022 = !DILocation(line: 0, scope: !952, inlinedAt: !1023)
!1023 = distinct !DILocation(line: 325, column: 30, scope: !1018)
!1024 = !DILocation(line: 318, column: 42, scope: !952, inlinedAt: !1023)
!1025 = !DILocation(line: 318, column: 55, scope: !952, inlinedAt: !1023)
!1026 = !DILocation(line: 325, column: 37, scope: !1018)
!1027 = !DILocation(line: 318, column: 32, scope: !952, inlinedAt: !1023)
!1028 = !DILocation(line: 325, column: 23, scope: !1018)
!1029 = distinct !DISubprogram(name: "isprint", scope: !3, file: !3, line: 326, type: !946, scopeLine: 326, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1030)
!1030 = !{!1031}
!1031 = !DILocalVariable(name: "c", arg: 1, scope: !1029, file: !3, line: 326, type: !14)
!1032 = !DILocation(line: 0, scope: !1029)
!1033 = !DILocation(line: 0, scope: !952, inlinedAt: !1034)
!1034 = distinct !DILocation(line: 326, column: 29, scope: !1029)
!1035 = !DILocation(line: 318, column: 42, scope: !952, inlinedAt: !1034)
!1036 = !DILocation(line: 318, column: 55, scope: !952, inlinedAt: !1034)
!1037 = !DILocation(line: 326, column: 36, scope: !1029)
!1038 = !DILocation(line: 318, column: 32, scope: !952, inlinedAt: !1034)
!1039 = !DILocation(line: 326, column: 22, scope: !1029)
!1040 = distinct !DISubprogram(name: "isgraph", scope: !3, file: !3, line: 327, type: !946, scopeLine: 327, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1041)
!1041 = !{!1042}
!1042 = !DILocalVariable(name: "c", arg: 1, scope: !1040, file: !3, line: 327, type: !14)
!1043 = !DILocation(line: 0, scope: !1040)
!1044 = !DILocation(line: 0, scope: !952, inlinedAt: !1045)
!1045 = distinct !DILocation(line: 327, column: 29, scope: !1040)
!1046 = !DILocation(line: 318, column: 42, scope: !952, inlinedAt: !1045)
!1047 = !DILocation(line: 318, column: 55, scope: !952, inlinedAt: !1045)
!1048 = !DILocation(line: 327, column: 36, scope: !1040)
!1049 = !DILocation(line: 318, column: 32, scope: !952, inlinedAt: !1045)
!1050 = !DILocation(line: 327, column: 22, scope: !1040)
!1051 = distinct !DISubprogram(name: "ispunct", scope: !3, file: !3, line: 328, type: !946, scopeLine: 328, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1052)
!1052 = !{!1053}
!1053 = !DILocalVariable(name: "c", arg: 1, scope: !1051, file: !3, line: 328, type: !14)
!1054 = !DILocation(line: 0, scope: !1051)
!1055 = !DILocation(line: 0, scope: !952, inlinedAt: !1056)
!1056 = distinct !DILocation(line: 328, column: 29, scope: !1051)
!1057 = !DILocation(line: 318, column: 42, scope: !952, inlinedAt: !1056)
!1058 = !DILocation(line: 318, column: 55, scope: !952, inlinedAt: !1056)
!1059 = !DILocation(line: 328, column: 36, scope: !1051)
!1060 = !DILocation(line: 318, column: 32, scope: !952, inlinedAt: !1056)
!1061 = !DILocation(line: 328, column: 22, scope: !1051)
!1062 = distinct !DISubprogram(name: "iscntrl", scope: !3, file: !3, line: 329, type: !946, scopeLine: 329, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1063)
!1063 = !{!1064}
!1064 = !DILocalVariable(name: "c", arg: 1, scope: !1062, file: !3, line: 329, type: !14)
!1065 = !DILocation(line: 0, scope: !1062)
!1066 = !DILocation(line: 0, scope: !952, inlinedAt: !1067)
!1067 = distinct !DILocation(line: 329, column: 29, scope: !1062)
!1068 = !DILocation(line: 318, column: 42, scope: !952, inlinedAt: !1067)
!1069 = !DILocation(line: 318, column: 55, scope: !952, inlinedAt: !1067)
!1070 = !DILocation(line: 329, column: 36, scope: !1062)
!1071 = !DILocation(line: 318, column: 32, scope: !952, inlinedAt: !1067)
!1072 = !DILocation(line: 329, column: 22, scope: !1062)
!1073 = distinct !DISubprogram(name: "isblank", scope: !3, file: !3, line: 330, type: !946, scopeLine: 330, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1074)
!1074 = !{!1075}
!1075 = !DILocalVariable(name: "c", arg: 1, scope: !1073, file: !3, line: 330, type: !14)
!1076 = !DILocation(line: 0, scope: !1073)
!1077 = !DILocation(line: 0, scope: !952, inlinedAt: !1078)
!1078 = distinct !DILocation(line: 330, column: 29, scope: !1073)
!1079 = !DILocation(line: 318, column: 42, scope: !952, inlinedAt: !1078)
!1080 = !DILocation(line: 318, column: 55, scope: !952, inlinedAt: !1078)
!1081 = !DILocation(line: 330, column: 36, scope: !1073)
!1082 = !DILocation(line: 318, column: 32, scope: !952, inlinedAt: !1078)
!1083 = !DILocation(line: 330, column: 22, scope: !1073)
!1084 = distinct !DISubprogram(name: "tolower", scope: !3, file: !3, line: 331, type: !946, scopeLine: 331, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1085)
!1085 = !{!1086}
!1086 = !DILocalVariable(name: "c", arg: 1, scope: !1084, file: !3, line: 331, type: !14)
!1087 = !DILocation(line: 0, scope: !1084)
!1088 = !DILocation(line: 331, column: 39, scope: !1084)
!1089 = !DILocation(line: 331, column: 52, scope: !1084)
!1090 = !DILocation(line: 331, column: 29, scope: !1084)
!1091 = !DILocation(line: 331, column: 22, scope: !1084)
!1092 = distinct !DISubprogram(name: "toupper", scope: !3, file: !3, line: 332, type: !946, scopeLine: 332, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1093)
!1093 = !{!1094}
!1094 = !DILocalVariable(name: "c", arg: 1, scope: !1092, file: !3, line: 332, type: !14)
!1095 = !DILocation(line: 0, scope: !1092)
!1096 = !DILocation(line: 332, column: 39, scope: !1092)
!1097 = !DILocation(line: 332, column: 52, scope: !1092)
!1098 = !DILocation(line: 332, column: 29, scope: !1092)
!1099 = !DILocation(line: 332, column: 22, scope: !1092)
!1100 = distinct !DISubprogram(name: "abs", scope: !3, file: !3, line: 336, type: !946, scopeLine: 336, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1101)
!1101 = !{!1102}
!1102 = !DILocalVariable(name: "x", arg: 1, scope: !1100, file: !3, line: 336, type: !14)
!1103 = !DILocation(line: 0, scope: !1100)
!1104 = !DILocation(line: 336, column: 25, scope: !1100)
!1105 = !DILocation(line: 336, column: 18, scope: !1100)
!1106 = distinct !DISubprogram(name: "labs", scope: !3, file: !3, line: 337, type: !1107, scopeLine: 337, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1109)
!1107 = !DISubroutineType(types: !1108)
!1108 = !{!12, !12}
!1109 = !{!1110}
!1110 = !DILocalVariable(name: "x", arg: 1, scope: !1106, file: !3, line: 337, type: !12)
!1111 = !DILocation(line: 0, scope: !1106)
!1112 = !DILocation(line: 337, column: 28, scope: !1106)
!1113 = !DILocation(line: 337, column: 21, scope: !1106)
!1114 = distinct !DISubprogram(name: "llabs", scope: !3, file: !3, line: 338, type: !1115, scopeLine: 338, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1117)
!1115 = !DISubroutineType(types: !1116)
!1116 = !{!11, !11}
!1117 = !{!1118}
!1118 = !DILocalVariable(name: "x", arg: 1, scope: !1114, file: !3, line: 338, type: !11)
!1119 = !DILocation(line: 0, scope: !1114)
!1120 = !DILocation(line: 338, column: 39, scope: !1114)
!1121 = !DILocation(line: 338, column: 32, scope: !1114)
!1122 = distinct !DISubprogram(name: "getenv", scope: !3, file: !3, line: 340, type: !887, scopeLine: 340, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1123)
!1123 = !{!1124}
!1124 = !DILocalVariable(name: "name", arg: 1, scope: !1122, file: !3, line: 340, type: !17)
!1125 = !DILocation(line: 0, scope: !1122)
!1126 = !DILocation(line: 342, column: 3, scope: !1122)
!1127 = distinct !DISubprogram(name: "strtoll", scope: !3, file: !3, line: 424, type: !1128, scopeLine: 424, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1130)
!1128 = !DISubroutineType(types: !1129)
!1129 = !{!11, !17, !778, !14}
!1130 = !{!1131, !1132, !1133, !1134, !1135}
!1131 = !DILocalVariable(name: "nptr", arg: 1, scope: !1127, file: !3, line: 424, type: !17)
!1132 = !DILocalVariable(name: "endptr", arg: 2, scope: !1127, file: !3, line: 424, type: !778)
!1133 = !DILocalVariable(name: "base", arg: 3, scope: !1127, file: !3, line: 424, type: !14)
!1134 = !DILocalVariable(name: "neg", scope: !1127, file: !3, line: 425, type: !14)
!1135 = !DILocalVariable(name: "v", scope: !1127, file: !3, line: 426, type: !21)
!1136 = distinct !DIAssignID()
!1137 = !DILocation(line: 0, scope: !1127)
!1138 = !DILocation(line: 425, column: 3, scope: !1127)
!1139 = !DILocation(line: 425, column: 7, scope: !1127)
!1140 = distinct !DIAssignID()
!1141 = !DILocation(line: 426, column: 26, scope: !1127)
!1142 = !DILocation(line: 428, column: 10, scope: !1127)
!1143 = !DILocation(line: 429, column: 1, scope: !1127)
!1144 = !DILocation(line: 428, column: 3, scope: !1127)
!1145 = distinct !DISubprogram(name: "strto_common", scope: !3, file: !3, line: 386, type: !1146, scopeLine: 388, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1148)
!1146 = !DISubroutineType(types: !1147)
!1147 = !{!21, !17, !778, !14, !14, !21, !11, !11, !255}
!1148 = !{!1149, !1150, !1151, !1152, !1153, !1154, !1155, !1156, !1157, !1158, !1159, !1160, !1161, !1162, !1163}
!1149 = !DILocalVariable(name: "nptr", arg: 1, scope: !1145, file: !3, line: 386, type: !17)
!1150 = !DILocalVariable(name: "endptr", arg: 2, scope: !1145, file: !3, line: 386, type: !778)
!1151 = !DILocalVariable(name: "base", arg: 3, scope: !1145, file: !3, line: 386, type: !14)
!1152 = !DILocalVariable(name: "is_signed", arg: 4, scope: !1145, file: !3, line: 386, type: !14)
!1153 = !DILocalVariable(name: "umax", arg: 5, scope: !1145, file: !3, line: 387, type: !21)
!1154 = !DILocalVariable(name: "smin", arg: 6, scope: !1145, file: !3, line: 387, type: !11)
!1155 = !DILocalVariable(name: "smax", arg: 7, scope: !1145, file: !3, line: 387, type: !11)
!1156 = !DILocalVariable(name: "neg_out", arg: 8, scope: !1145, file: !3, line: 388, type: !255)
!1157 = !DILocalVariable(name: "s", scope: !1145, file: !3, line: 389, type: !17)
!1158 = !DILocalVariable(name: "neg", scope: !1145, file: !3, line: 392, type: !14)
!1159 = !DILocalVariable(name: "limit", scope: !1145, file: !3, line: 403, type: !21)
!1160 = !DILocalVariable(name: "end", scope: !1145, file: !3, line: 408, type: !17)
!1161 = !DILocalVariable(name: "overflow", scope: !1145, file: !3, line: 409, type: !14)
!1162 = !DILocalVariable(name: "any", scope: !1145, file: !3, line: 409, type: !14)
!1163 = !DILocalVariable(name: "v", scope: !1145, file: !3, line: 410, type: !21)
!1164 = !DILocation(line: 0, scope: !1145)
!1165 = !DILocation(line: 390, column: 3, scope: !1145)
!1166 = !DILocation(line: 390, column: 33, scope: !1145)
!1167 = !DILocation(line: 318, column: 55, scope: !952, inlinedAt: !1168)
!1168 = distinct !DILocation(line: 322, column: 29, scope: !985, inlinedAt: !1169)
!1169 = distinct !DILocation(line: 390, column: 10, scope: !1145)
!1170 = !DILocation(line: 0, scope: !985, inlinedAt: !1169)
!1171 = !DILocation(line: 0, scope: !952, inlinedAt: !1168)
!1172 = !DILocation(line: 322, column: 36, scope: !985, inlinedAt: !1169)
!1173 = !DILocation(line: 391, column: 6, scope: !1145)
!1174 = distinct !{!1174, !1165, !1173, !296}
!1175 = !DILocation(line: 393, column: 17, scope: !1176)
!1176 = distinct !DILexicalBlock(scope: !1145, file: !3, line: 393, column: 7)
!1177 = !DILocation(line: 394, column: 14, scope: !1178)
!1178 = distinct !DILexicalBlock(scope: !1176, file: !3, line: 393, column: 31)
!1179 = !DILocation(line: 396, column: 3, scope: !1178)
!1180 = !DILocation(line: 397, column: 16, scope: !1181)
!1181 = distinct !DILexicalBlock(scope: !1145, file: !3, line: 397, column: 7)
!1182 = !DILocation(line: 398, column: 5, scope: !1183)
!1183 = distinct !DILexicalBlock(scope: !1181, file: !3, line: 397, column: 43)
!1184 = !DILocation(line: 398, column: 18, scope: !1183)
!1185 = !DILocation(line: 399, column: 9, scope: !1186)
!1186 = distinct !DILexicalBlock(scope: !1183, file: !3, line: 399, column: 9)
!1187 = !DILocation(line: 399, column: 9, scope: !1183)
!1188 = !DILocation(line: 400, column: 15, scope: !1186)
!1189 = !DILocation(line: 400, column: 7, scope: !1186)
!1190 = !DILocation(line: 404, column: 7, scope: !1191)
!1191 = distinct !DILexicalBlock(scope: !1145, file: !3, line: 404, column: 7)
!1192 = !DILocation(line: 404, column: 7, scope: !1145)
!1193 = !DILocalVariable(name: "s", arg: 1, scope: !1194, file: !3, line: 347, type: !17)
!1194 = distinct !DISubprogram(name: "parse_digits", scope: !3, file: !3, line: 347, type: !1195, scopeLine: 348, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1198)
!1195 = !DISubroutineType(types: !1196)
!1196 = !{!21, !17, !1197, !255, !21, !255, !255}
!1197 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!1198 = !{!1193, !1199, !1200, !1201, !1202, !1203, !1204, !1205, !1206, !1210}
!1199 = !DILocalVariable(name: "end", arg: 2, scope: !1194, file: !3, line: 347, type: !1197)
!1200 = !DILocalVariable(name: "base", arg: 3, scope: !1194, file: !3, line: 347, type: !255)
!1201 = !DILocalVariable(name: "limit", arg: 4, scope: !1194, file: !3, line: 348, type: !21)
!1202 = !DILocalVariable(name: "overflow", arg: 5, scope: !1194, file: !3, line: 348, type: !255)
!1203 = !DILocalVariable(name: "any", arg: 6, scope: !1194, file: !3, line: 348, type: !255)
!1204 = !DILocalVariable(name: "b", scope: !1194, file: !3, line: 349, type: !14)
!1205 = !DILocalVariable(name: "v", scope: !1194, file: !3, line: 358, type: !21)
!1206 = !DILocalVariable(name: "d", scope: !1207, file: !3, line: 362, type: !14)
!1207 = distinct !DILexicalBlock(scope: !1208, file: !3, line: 361, column: 16)
!1208 = distinct !DILexicalBlock(scope: !1209, file: !3, line: 361, column: 3)
!1209 = distinct !DILexicalBlock(scope: !1194, file: !3, line: 361, column: 3)
!1210 = !DILocalVariable(name: "c", scope: !1207, file: !3, line: 363, type: !7)
!1211 = !DILocation(line: 0, scope: !1194, inlinedAt: !1212)
!1212 = distinct !DILocation(line: 410, column: 26, scope: !1145)
!1213 = !DILocation(line: 350, column: 10, scope: !1214, inlinedAt: !1212)
!1214 = distinct !DILexicalBlock(scope: !1194, file: !3, line: 350, column: 7)
!1215 = !DILocation(line: 350, column: 15, scope: !1214, inlinedAt: !1212)
!1216 = !DILocation(line: 350, column: 30, scope: !1214, inlinedAt: !1212)
!1217 = !DILocation(line: 350, column: 35, scope: !1214, inlinedAt: !1212)
!1218 = !DILocation(line: 350, column: 42, scope: !1214, inlinedAt: !1212)
!1219 = !DILocation(line: 350, column: 46, scope: !1214, inlinedAt: !1212)
!1220 = !DILocation(line: 350, column: 58, scope: !1214, inlinedAt: !1212)
!1221 = !DILocation(line: 351, column: 32, scope: !1214, inlinedAt: !1212)
!1222 = !DILocation(line: 318, column: 55, scope: !952, inlinedAt: !1223)
!1223 = distinct !DILocation(line: 325, column: 30, scope: !1018, inlinedAt: !1224)
!1224 = distinct !DILocation(line: 351, column: 8, scope: !1214, inlinedAt: !1212)
!1225 = !DILocation(line: 0, scope: !1018, inlinedAt: !1224)
!1226 = !DILocation(line: 0, scope: !952, inlinedAt: !1223)
!1227 = !DILocation(line: 325, column: 37, scope: !1018, inlinedAt: !1224)
!1228 = !DILocation(line: 351, column: 8, scope: !1214, inlinedAt: !1212)
!1229 = !DILocation(line: 350, column: 7, scope: !1194, inlinedAt: !1212)
!1230 = !DILocation(line: 354, column: 14, scope: !1214, inlinedAt: !1212)
!1231 = !DILocation(line: 355, column: 9, scope: !1232, inlinedAt: !1212)
!1232 = distinct !DILexicalBlock(scope: !1233, file: !3, line: 354, column: 22)
!1233 = distinct !DILexicalBlock(scope: !1214, file: !3, line: 354, column: 14)
!1234 = !DILocation(line: 356, column: 3, scope: !1232, inlinedAt: !1212)
!1235 = !DILocation(line: 363, column: 38, scope: !1207, inlinedAt: !1212)
!1236 = !DILocation(line: 0, scope: !1207, inlinedAt: !1212)
!1237 = !DILocation(line: 0, scope: !963, inlinedAt: !1238)
!1238 = distinct !DILocation(line: 364, column: 9, scope: !1239, inlinedAt: !1212)
!1239 = distinct !DILexicalBlock(scope: !1207, file: !3, line: 364, column: 9)
!1240 = !DILocation(line: 0, scope: !952, inlinedAt: !1241)
!1241 = distinct !DILocation(line: 320, column: 29, scope: !963, inlinedAt: !1238)
!1242 = !DILocation(line: 318, column: 55, scope: !952, inlinedAt: !1241)
!1243 = !DILocation(line: 320, column: 36, scope: !963, inlinedAt: !1238)
!1244 = !DILocation(line: 364, column: 9, scope: !1239, inlinedAt: !1212)
!1245 = !DILocation(line: 364, column: 9, scope: !1207, inlinedAt: !1212)
!1246 = !DILocation(line: 364, column: 17, scope: !1239, inlinedAt: !1212)
!1247 = !DILocation(line: 365, column: 13, scope: !1239, inlinedAt: !1212)
!1248 = !DILocation(line: 365, column: 7, scope: !1239, inlinedAt: !1212)
!1249 = !DILocation(line: 0, scope: !945, inlinedAt: !1250)
!1250 = distinct !DILocation(line: 366, column: 14, scope: !1251, inlinedAt: !1212)
!1251 = distinct !DILexicalBlock(scope: !1239, file: !3, line: 366, column: 14)
!1252 = !DILocation(line: 0, scope: !952, inlinedAt: !1253)
!1253 = distinct !DILocation(line: 319, column: 29, scope: !945, inlinedAt: !1250)
!1254 = !DILocation(line: 319, column: 36, scope: !945, inlinedAt: !1250)
!1255 = !DILocation(line: 366, column: 14, scope: !1251, inlinedAt: !1212)
!1256 = !DILocation(line: 366, column: 14, scope: !1239, inlinedAt: !1212)
!1257 = !DILocation(line: 0, scope: !1084, inlinedAt: !1258)
!1258 = distinct !DILocation(line: 367, column: 11, scope: !1251, inlinedAt: !1212)
!1259 = !DILocation(line: 331, column: 52, scope: !1084, inlinedAt: !1258)
!1260 = !DILocation(line: 367, column: 28, scope: !1251, inlinedAt: !1212)
!1261 = !DILocation(line: 0, scope: !1239, inlinedAt: !1212)
!1262 = !DILocation(line: 370, column: 11, scope: !1263, inlinedAt: !1212)
!1263 = distinct !DILexicalBlock(scope: !1207, file: !3, line: 370, column: 9)
!1264 = !DILocation(line: 370, column: 9, scope: !1207, inlinedAt: !1212)
!1265 = !DILocation(line: 375, column: 22, scope: !1266, inlinedAt: !1212)
!1266 = distinct !DILexicalBlock(scope: !1207, file: !3, line: 375, column: 9)
!1267 = !DILocation(line: 361, column: 3, scope: !1194, inlinedAt: !1212)
!1268 = !DILocation(line: 361, column: 3, scope: !1209, inlinedAt: !1212)
!1269 = !DILocation(line: 373, column: 9, scope: !1207, inlinedAt: !1212)
!1270 = distinct !{!1270, !1268, !1271, !1272}
!1271 = !DILocation(line: 381, column: 3, scope: !1209, inlinedAt: !1212)
!1272 = !{!"llvm.loop.peeled.count", i32 1}
!1273 = !DILocation(line: 375, column: 20, scope: !1266, inlinedAt: !1212)
!1274 = !DILocation(line: 375, column: 45, scope: !1266, inlinedAt: !1212)
!1275 = !DILocation(line: 375, column: 11, scope: !1266, inlinedAt: !1212)
!1276 = !DILocation(line: 375, column: 9, scope: !1207, inlinedAt: !1212)
!1277 = !DILocation(line: 412, column: 9, scope: !1278)
!1278 = distinct !DILexicalBlock(scope: !1279, file: !3, line: 412, column: 9)
!1279 = distinct !DILexicalBlock(scope: !1280, file: !3, line: 411, column: 13)
!1280 = distinct !DILexicalBlock(scope: !1145, file: !3, line: 411, column: 7)
!1281 = !DILocation(line: 412, column: 9, scope: !1279)
!1282 = !DILocation(line: 413, column: 15, scope: !1278)
!1283 = !DILocation(line: 413, column: 7, scope: !1278)
!1284 = !DILocation(line: 418, column: 7, scope: !1285)
!1285 = distinct !DILexicalBlock(scope: !1145, file: !3, line: 418, column: 7)
!1286 = !DILocation(line: 416, column: 7, scope: !1287)
!1287 = distinct !DILexicalBlock(scope: !1145, file: !3, line: 416, column: 7)
!1288 = !DILocation(line: 416, column: 7, scope: !1145)
!1289 = !DILocation(line: 417, column: 13, scope: !1287)
!1290 = !DILocation(line: 417, column: 5, scope: !1287)
!1291 = !DILocation(line: 418, column: 7, scope: !1145)
!1292 = !DILocation(line: 419, column: 5, scope: !1285)
!1293 = !DILocation(line: 419, column: 18, scope: !1285)
!1294 = !DILocation(line: 420, column: 12, scope: !1145)
!1295 = !DILocation(line: 421, column: 3, scope: !1145)
!1296 = !DILocation(line: 422, column: 1, scope: !1145)
!1297 = distinct !DISubprogram(name: "strtoull", scope: !3, file: !3, line: 431, type: !1298, scopeLine: 431, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1300)
!1298 = !DISubroutineType(types: !1299)
!1299 = !{!21, !17, !778, !14}
!1300 = !{!1301, !1302, !1303, !1304, !1305}
!1301 = !DILocalVariable(name: "nptr", arg: 1, scope: !1297, file: !3, line: 431, type: !17)
!1302 = !DILocalVariable(name: "endptr", arg: 2, scope: !1297, file: !3, line: 431, type: !778)
!1303 = !DILocalVariable(name: "base", arg: 3, scope: !1297, file: !3, line: 431, type: !14)
!1304 = !DILocalVariable(name: "neg", scope: !1297, file: !3, line: 432, type: !14)
!1305 = !DILocalVariable(name: "v", scope: !1297, file: !3, line: 433, type: !21)
!1306 = distinct !DIAssignID()
!1307 = !DILocation(line: 0, scope: !1297)
!1308 = !DILocation(line: 432, column: 3, scope: !1297)
!1309 = !DILocation(line: 432, column: 7, scope: !1297)
!1310 = distinct !DIAssignID()
!1311 = !DILocation(line: 433, column: 26, scope: !1297)
!1312 = !DILocation(line: 434, column: 10, scope: !1297)
!1313 = !DILocation(line: 435, column: 1, scope: !1297)
!1314 = !DILocation(line: 434, column: 3, scope: !1297)
!1315 = distinct !DISubprogram(name: "strtol", scope: !3, file: !3, line: 437, type: !1316, scopeLine: 437, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1318)
!1316 = !DISubroutineType(types: !1317)
!1317 = !{!12, !17, !778, !14}
!1318 = !{!1319, !1320, !1321, !1322, !1323, !1324}
!1319 = !DILocalVariable(name: "nptr", arg: 1, scope: !1315, file: !3, line: 437, type: !17)
!1320 = !DILocalVariable(name: "endptr", arg: 2, scope: !1315, file: !3, line: 437, type: !778)
!1321 = !DILocalVariable(name: "base", arg: 3, scope: !1315, file: !3, line: 437, type: !14)
!1322 = !DILocalVariable(name: "neg", scope: !1315, file: !3, line: 438, type: !14)
!1323 = !DILocalVariable(name: "lmax", scope: !1315, file: !3, line: 439, type: !12)
!1324 = !DILocalVariable(name: "v", scope: !1315, file: !3, line: 440, type: !21)
!1325 = distinct !DIAssignID()
!1326 = !DILocation(line: 0, scope: !1315)
!1327 = !DILocation(line: 438, column: 3, scope: !1315)
!1328 = !DILocation(line: 438, column: 7, scope: !1315)
!1329 = distinct !DIAssignID()
!1330 = !DILocation(line: 440, column: 26, scope: !1315)
!1331 = !DILocation(line: 441, column: 10, scope: !1315)
!1332 = !DILocation(line: 442, column: 1, scope: !1315)
!1333 = !DILocation(line: 441, column: 3, scope: !1315)
!1334 = distinct !DISubprogram(name: "strtoul", scope: !3, file: !3, line: 444, type: !1335, scopeLine: 444, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1337)
!1335 = !DISubroutineType(types: !1336)
!1336 = !{!13, !17, !778, !14}
!1337 = !{!1338, !1339, !1340, !1341, !1342}
!1338 = !DILocalVariable(name: "nptr", arg: 1, scope: !1334, file: !3, line: 444, type: !17)
!1339 = !DILocalVariable(name: "endptr", arg: 2, scope: !1334, file: !3, line: 444, type: !778)
!1340 = !DILocalVariable(name: "base", arg: 3, scope: !1334, file: !3, line: 444, type: !14)
!1341 = !DILocalVariable(name: "neg", scope: !1334, file: !3, line: 445, type: !14)
!1342 = !DILocalVariable(name: "v", scope: !1334, file: !3, line: 446, type: !21)
!1343 = distinct !DIAssignID()
!1344 = !DILocation(line: 0, scope: !1334)
!1345 = !DILocation(line: 445, column: 3, scope: !1334)
!1346 = !DILocation(line: 445, column: 7, scope: !1334)
!1347 = distinct !DIAssignID()
!1348 = !DILocation(line: 446, column: 26, scope: !1334)
!1349 = !DILocation(line: 447, column: 10, scope: !1334)
!1350 = !DILocation(line: 448, column: 1, scope: !1334)
!1351 = !DILocation(line: 447, column: 3, scope: !1334)
!1352 = distinct !DISubprogram(name: "atoi", scope: !3, file: !3, line: 450, type: !1353, scopeLine: 450, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1355)
!1353 = !DISubroutineType(types: !1354)
!1354 = !{!14, !17}
!1355 = !{!1356}
!1356 = !DILocalVariable(name: "s", arg: 1, scope: !1352, file: !3, line: 450, type: !17)
!1357 = !DILocation(line: 0, scope: !1352)
!1358 = !DILocation(line: 0, scope: !1315, inlinedAt: !1359)
!1359 = distinct !DILocation(line: 450, column: 39, scope: !1352)
!1360 = !DILocation(line: 0, scope: !1145, inlinedAt: !1361)
!1361 = distinct !DILocation(line: 440, column: 26, scope: !1315, inlinedAt: !1359)
!1362 = !DILocation(line: 390, column: 3, scope: !1145, inlinedAt: !1361)
!1363 = !DILocation(line: 390, column: 33, scope: !1145, inlinedAt: !1361)
!1364 = !DILocation(line: 318, column: 55, scope: !952, inlinedAt: !1365)
!1365 = distinct !DILocation(line: 322, column: 29, scope: !985, inlinedAt: !1366)
!1366 = distinct !DILocation(line: 390, column: 10, scope: !1145, inlinedAt: !1361)
!1367 = !DILocation(line: 0, scope: !985, inlinedAt: !1366)
!1368 = !DILocation(line: 0, scope: !952, inlinedAt: !1365)
!1369 = !DILocation(line: 322, column: 36, scope: !985, inlinedAt: !1366)
!1370 = !DILocation(line: 391, column: 6, scope: !1145, inlinedAt: !1361)
!1371 = distinct !{!1371, !1362, !1370, !296}
!1372 = !DILocation(line: 393, column: 17, scope: !1176, inlinedAt: !1361)
!1373 = !DILocation(line: 394, column: 14, scope: !1178, inlinedAt: !1361)
!1374 = !DILocation(line: 404, column: 7, scope: !1145, inlinedAt: !1361)
!1375 = !DILocation(line: 363, column: 38, scope: !1207, inlinedAt: !1376)
!1376 = distinct !DILocation(line: 410, column: 26, scope: !1145, inlinedAt: !1361)
!1377 = !DILocation(line: 318, column: 55, scope: !952, inlinedAt: !1378)
!1378 = distinct !DILocation(line: 320, column: 29, scope: !963, inlinedAt: !1379)
!1379 = distinct !DILocation(line: 364, column: 9, scope: !1239, inlinedAt: !1376)
!1380 = !DILocation(line: 0, scope: !1194, inlinedAt: !1376)
!1381 = !DILocation(line: 0, scope: !1207, inlinedAt: !1376)
!1382 = !DILocation(line: 0, scope: !963, inlinedAt: !1379)
!1383 = !DILocation(line: 0, scope: !952, inlinedAt: !1378)
!1384 = !DILocation(line: 320, column: 36, scope: !963, inlinedAt: !1379)
!1385 = !DILocation(line: 364, column: 9, scope: !1239, inlinedAt: !1376)
!1386 = !DILocation(line: 364, column: 9, scope: !1207, inlinedAt: !1376)
!1387 = !DILocation(line: 364, column: 17, scope: !1239, inlinedAt: !1376)
!1388 = !DILocation(line: 365, column: 13, scope: !1239, inlinedAt: !1376)
!1389 = !DILocation(line: 365, column: 7, scope: !1239, inlinedAt: !1376)
!1390 = !DILocation(line: 0, scope: !945, inlinedAt: !1391)
!1391 = distinct !DILocation(line: 366, column: 14, scope: !1251, inlinedAt: !1376)
!1392 = !DILocation(line: 0, scope: !952, inlinedAt: !1393)
!1393 = distinct !DILocation(line: 319, column: 29, scope: !945, inlinedAt: !1391)
!1394 = !DILocation(line: 319, column: 36, scope: !945, inlinedAt: !1391)
!1395 = !DILocation(line: 366, column: 14, scope: !1251, inlinedAt: !1376)
!1396 = !DILocation(line: 366, column: 14, scope: !1239, inlinedAt: !1376)
!1397 = !DILocation(line: 0, scope: !1084, inlinedAt: !1398)
!1398 = distinct !DILocation(line: 367, column: 11, scope: !1251, inlinedAt: !1376)
!1399 = !DILocation(line: 331, column: 52, scope: !1084, inlinedAt: !1398)
!1400 = !DILocation(line: 367, column: 28, scope: !1251, inlinedAt: !1376)
!1401 = !DILocation(line: 0, scope: !1239, inlinedAt: !1376)
!1402 = !DILocation(line: 370, column: 11, scope: !1263, inlinedAt: !1376)
!1403 = !DILocation(line: 370, column: 9, scope: !1207, inlinedAt: !1376)
!1404 = !DILocation(line: 375, column: 22, scope: !1266, inlinedAt: !1376)
!1405 = !DILocation(line: 361, column: 3, scope: !1194, inlinedAt: !1376)
!1406 = !DILocation(line: 361, column: 3, scope: !1209, inlinedAt: !1376)
!1407 = !DILocation(line: 373, column: 9, scope: !1207, inlinedAt: !1376)
!1408 = distinct !{!1408, !1406, !1409, !1272}
!1409 = !DILocation(line: 381, column: 3, scope: !1209, inlinedAt: !1376)
!1410 = !DILocation(line: 375, column: 20, scope: !1266, inlinedAt: !1376)
!1411 = !DILocation(line: 375, column: 45, scope: !1266, inlinedAt: !1376)
!1412 = !DILocation(line: 375, column: 11, scope: !1266, inlinedAt: !1376)
!1413 = !DILocation(line: 375, column: 9, scope: !1207, inlinedAt: !1376)
!1414 = !DILocation(line: 418, column: 7, scope: !1285, inlinedAt: !1361)
!1415 = !DILocation(line: 418, column: 7, scope: !1145, inlinedAt: !1361)
!1416 = !DILocation(line: 419, column: 5, scope: !1285, inlinedAt: !1361)
!1417 = !DILocation(line: 419, column: 18, scope: !1285, inlinedAt: !1361)
!1418 = !DILocation(line: 441, column: 10, scope: !1315, inlinedAt: !1359)
!1419 = !DILocation(line: 450, column: 34, scope: !1352)
!1420 = !DILocation(line: 450, column: 27, scope: !1352)
!1421 = distinct !DISubprogram(name: "atol", scope: !3, file: !3, line: 451, type: !1422, scopeLine: 451, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1424)
!1422 = !DISubroutineType(types: !1423)
!1423 = !{!12, !17}
!1424 = !{!1425}
!1425 = !DILocalVariable(name: "s", arg: 1, scope: !1421, file: !3, line: 451, type: !17)
!1426 = !DILocation(line: 0, scope: !1421)
!1427 = !DILocation(line: 0, scope: !1315, inlinedAt: !1428)
!1428 = distinct !DILocation(line: 451, column: 35, scope: !1421)
!1429 = !DILocation(line: 0, scope: !1145, inlinedAt: !1430)
!1430 = distinct !DILocation(line: 440, column: 26, scope: !1315, inlinedAt: !1428)
!1431 = !DILocation(line: 390, column: 3, scope: !1145, inlinedAt: !1430)
!1432 = !DILocation(line: 390, column: 33, scope: !1145, inlinedAt: !1430)
!1433 = !DILocation(line: 318, column: 55, scope: !952, inlinedAt: !1434)
!1434 = distinct !DILocation(line: 322, column: 29, scope: !985, inlinedAt: !1435)
!1435 = distinct !DILocation(line: 390, column: 10, scope: !1145, inlinedAt: !1430)
!1436 = !DILocation(line: 0, scope: !985, inlinedAt: !1435)
!1437 = !DILocation(line: 0, scope: !952, inlinedAt: !1434)
!1438 = !DILocation(line: 322, column: 36, scope: !985, inlinedAt: !1435)
!1439 = !DILocation(line: 391, column: 6, scope: !1145, inlinedAt: !1430)
!1440 = distinct !{!1440, !1431, !1439, !296}
!1441 = !DILocation(line: 393, column: 17, scope: !1176, inlinedAt: !1430)
!1442 = !DILocation(line: 394, column: 14, scope: !1178, inlinedAt: !1430)
!1443 = !DILocation(line: 404, column: 7, scope: !1145, inlinedAt: !1430)
!1444 = !DILocation(line: 363, column: 38, scope: !1207, inlinedAt: !1445)
!1445 = distinct !DILocation(line: 410, column: 26, scope: !1145, inlinedAt: !1430)
!1446 = !DILocation(line: 318, column: 55, scope: !952, inlinedAt: !1447)
!1447 = distinct !DILocation(line: 320, column: 29, scope: !963, inlinedAt: !1448)
!1448 = distinct !DILocation(line: 364, column: 9, scope: !1239, inlinedAt: !1445)
!1449 = !DILocation(line: 0, scope: !1194, inlinedAt: !1445)
!1450 = !DILocation(line: 0, scope: !1207, inlinedAt: !1445)
!1451 = !DILocation(line: 0, scope: !963, inlinedAt: !1448)
!1452 = !DILocation(line: 0, scope: !952, inlinedAt: !1447)
!1453 = !DILocation(line: 320, column: 36, scope: !963, inlinedAt: !1448)
!1454 = !DILocation(line: 364, column: 9, scope: !1239, inlinedAt: !1445)
!1455 = !DILocation(line: 364, column: 9, scope: !1207, inlinedAt: !1445)
!1456 = !DILocation(line: 364, column: 17, scope: !1239, inlinedAt: !1445)
!1457 = !DILocation(line: 365, column: 13, scope: !1239, inlinedAt: !1445)
!1458 = !DILocation(line: 365, column: 7, scope: !1239, inlinedAt: !1445)
!1459 = !DILocation(line: 0, scope: !945, inlinedAt: !1460)
!1460 = distinct !DILocation(line: 366, column: 14, scope: !1251, inlinedAt: !1445)
!1461 = !DILocation(line: 0, scope: !952, inlinedAt: !1462)
!1462 = distinct !DILocation(line: 319, column: 29, scope: !945, inlinedAt: !1460)
!1463 = !DILocation(line: 319, column: 36, scope: !945, inlinedAt: !1460)
!1464 = !DILocation(line: 366, column: 14, scope: !1251, inlinedAt: !1445)
!1465 = !DILocation(line: 366, column: 14, scope: !1239, inlinedAt: !1445)
!1466 = !DILocation(line: 0, scope: !1084, inlinedAt: !1467)
!1467 = distinct !DILocation(line: 367, column: 11, scope: !1251, inlinedAt: !1445)
!1468 = !DILocation(line: 331, column: 52, scope: !1084, inlinedAt: !1467)
!1469 = !DILocation(line: 367, column: 28, scope: !1251, inlinedAt: !1445)
!1470 = !DILocation(line: 0, scope: !1239, inlinedAt: !1445)
!1471 = !DILocation(line: 370, column: 11, scope: !1263, inlinedAt: !1445)
!1472 = !DILocation(line: 370, column: 9, scope: !1207, inlinedAt: !1445)
!1473 = !DILocation(line: 375, column: 22, scope: !1266, inlinedAt: !1445)
!1474 = !DILocation(line: 361, column: 3, scope: !1194, inlinedAt: !1445)
!1475 = !DILocation(line: 361, column: 3, scope: !1209, inlinedAt: !1445)
!1476 = !DILocation(line: 373, column: 9, scope: !1207, inlinedAt: !1445)
!1477 = distinct !{!1477, !1475, !1478, !1272}
!1478 = !DILocation(line: 381, column: 3, scope: !1209, inlinedAt: !1445)
!1479 = !DILocation(line: 375, column: 20, scope: !1266, inlinedAt: !1445)
!1480 = !DILocation(line: 375, column: 45, scope: !1266, inlinedAt: !1445)
!1481 = !DILocation(line: 375, column: 11, scope: !1266, inlinedAt: !1445)
!1482 = !DILocation(line: 375, column: 9, scope: !1207, inlinedAt: !1445)
!1483 = !DILocation(line: 418, column: 7, scope: !1285, inlinedAt: !1430)
!1484 = !DILocation(line: 418, column: 7, scope: !1145, inlinedAt: !1430)
!1485 = !DILocation(line: 419, column: 5, scope: !1285, inlinedAt: !1430)
!1486 = !DILocation(line: 419, column: 18, scope: !1285, inlinedAt: !1430)
!1487 = !DILocation(line: 441, column: 10, scope: !1315, inlinedAt: !1428)
!1488 = !DILocation(line: 451, column: 28, scope: !1421)
!1489 = distinct !DISubprogram(name: "atoll", scope: !3, file: !3, line: 452, type: !1490, scopeLine: 452, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1492)
!1490 = !DISubroutineType(types: !1491)
!1491 = !{!11, !17}
!1492 = !{!1493}
!1493 = !DILocalVariable(name: "s", arg: 1, scope: !1489, file: !3, line: 452, type: !17)
!1494 = !DILocation(line: 0, scope: !1489)
!1495 = !DILocation(line: 0, scope: !1127, inlinedAt: !1496)
!1496 = distinct !DILocation(line: 452, column: 41, scope: !1489)
!1497 = !DILocation(line: 0, scope: !1145, inlinedAt: !1498)
!1498 = distinct !DILocation(line: 426, column: 26, scope: !1127, inlinedAt: !1496)
!1499 = !DILocation(line: 390, column: 3, scope: !1145, inlinedAt: !1498)
!1500 = !DILocation(line: 390, column: 33, scope: !1145, inlinedAt: !1498)
!1501 = !DILocation(line: 318, column: 55, scope: !952, inlinedAt: !1502)
!1502 = distinct !DILocation(line: 322, column: 29, scope: !985, inlinedAt: !1503)
!1503 = distinct !DILocation(line: 390, column: 10, scope: !1145, inlinedAt: !1498)
!1504 = !DILocation(line: 0, scope: !985, inlinedAt: !1503)
!1505 = !DILocation(line: 0, scope: !952, inlinedAt: !1502)
!1506 = !DILocation(line: 322, column: 36, scope: !985, inlinedAt: !1503)
!1507 = !DILocation(line: 391, column: 6, scope: !1145, inlinedAt: !1498)
!1508 = distinct !{!1508, !1499, !1507, !296}
!1509 = !DILocation(line: 393, column: 17, scope: !1176, inlinedAt: !1498)
!1510 = !DILocation(line: 394, column: 14, scope: !1178, inlinedAt: !1498)
!1511 = !DILocation(line: 404, column: 7, scope: !1145, inlinedAt: !1498)
!1512 = !DILocation(line: 363, column: 38, scope: !1207, inlinedAt: !1513)
!1513 = distinct !DILocation(line: 410, column: 26, scope: !1145, inlinedAt: !1498)
!1514 = !DILocation(line: 318, column: 55, scope: !952, inlinedAt: !1515)
!1515 = distinct !DILocation(line: 320, column: 29, scope: !963, inlinedAt: !1516)
!1516 = distinct !DILocation(line: 364, column: 9, scope: !1239, inlinedAt: !1513)
!1517 = !DILocation(line: 0, scope: !1194, inlinedAt: !1513)
!1518 = !DILocation(line: 0, scope: !1207, inlinedAt: !1513)
!1519 = !DILocation(line: 0, scope: !963, inlinedAt: !1516)
!1520 = !DILocation(line: 0, scope: !952, inlinedAt: !1515)
!1521 = !DILocation(line: 320, column: 36, scope: !963, inlinedAt: !1516)
!1522 = !DILocation(line: 364, column: 9, scope: !1239, inlinedAt: !1513)
!1523 = !DILocation(line: 364, column: 9, scope: !1207, inlinedAt: !1513)
!1524 = !DILocation(line: 364, column: 17, scope: !1239, inlinedAt: !1513)
!1525 = !DILocation(line: 365, column: 13, scope: !1239, inlinedAt: !1513)
!1526 = !DILocation(line: 365, column: 7, scope: !1239, inlinedAt: !1513)
!1527 = !DILocation(line: 0, scope: !945, inlinedAt: !1528)
!1528 = distinct !DILocation(line: 366, column: 14, scope: !1251, inlinedAt: !1513)
!1529 = !DILocation(line: 0, scope: !952, inlinedAt: !1530)
!1530 = distinct !DILocation(line: 319, column: 29, scope: !945, inlinedAt: !1528)
!1531 = !DILocation(line: 319, column: 36, scope: !945, inlinedAt: !1528)
!1532 = !DILocation(line: 366, column: 14, scope: !1251, inlinedAt: !1513)
!1533 = !DILocation(line: 366, column: 14, scope: !1239, inlinedAt: !1513)
!1534 = !DILocation(line: 0, scope: !1084, inlinedAt: !1535)
!1535 = distinct !DILocation(line: 367, column: 11, scope: !1251, inlinedAt: !1513)
!1536 = !DILocation(line: 331, column: 52, scope: !1084, inlinedAt: !1535)
!1537 = !DILocation(line: 367, column: 28, scope: !1251, inlinedAt: !1513)
!1538 = !DILocation(line: 0, scope: !1239, inlinedAt: !1513)
!1539 = !DILocation(line: 370, column: 11, scope: !1263, inlinedAt: !1513)
!1540 = !DILocation(line: 370, column: 9, scope: !1207, inlinedAt: !1513)
!1541 = !DILocation(line: 375, column: 22, scope: !1266, inlinedAt: !1513)
!1542 = !DILocation(line: 361, column: 3, scope: !1194, inlinedAt: !1513)
!1543 = !DILocation(line: 361, column: 3, scope: !1209, inlinedAt: !1513)
!1544 = !DILocation(line: 373, column: 9, scope: !1207, inlinedAt: !1513)
!1545 = distinct !{!1545, !1543, !1546, !1272}
!1546 = !DILocation(line: 381, column: 3, scope: !1209, inlinedAt: !1513)
!1547 = !DILocation(line: 375, column: 20, scope: !1266, inlinedAt: !1513)
!1548 = !DILocation(line: 375, column: 45, scope: !1266, inlinedAt: !1513)
!1549 = !DILocation(line: 375, column: 11, scope: !1266, inlinedAt: !1513)
!1550 = !DILocation(line: 375, column: 9, scope: !1207, inlinedAt: !1513)
!1551 = !DILocation(line: 418, column: 7, scope: !1285, inlinedAt: !1498)
!1552 = !DILocation(line: 418, column: 7, scope: !1145, inlinedAt: !1498)
!1553 = !DILocation(line: 419, column: 5, scope: !1285, inlinedAt: !1498)
!1554 = !DILocation(line: 419, column: 18, scope: !1285, inlinedAt: !1498)
!1555 = !DILocation(line: 428, column: 10, scope: !1127, inlinedAt: !1496)
!1556 = !DILocation(line: 452, column: 34, scope: !1489)
!1557 = distinct !DISubprogram(name: "srand", scope: !3, file: !3, line: 458, type: !1558, scopeLine: 458, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1560)
!1558 = !DISubroutineType(types: !1559)
!1559 = !{null, !16}
!1560 = !{!1561, !1562, !1563, !1565, !1568, !1569}
!1561 = !DILocalVariable(name: "seed", arg: 1, scope: !1557, file: !3, line: 458, type: !16)
!1562 = !DILocalVariable(name: "word", scope: !1557, file: !3, line: 459, type: !15)
!1563 = !DILocalVariable(name: "i", scope: !1564, file: !3, line: 461, type: !14)
!1564 = distinct !DILexicalBlock(scope: !1557, file: !3, line: 461, column: 3)
!1565 = !DILocalVariable(name: "hi", scope: !1566, file: !3, line: 463, type: !12)
!1566 = distinct !DILexicalBlock(scope: !1567, file: !3, line: 461, column: 32)
!1567 = distinct !DILexicalBlock(scope: !1564, file: !3, line: 461, column: 3)
!1568 = !DILocalVariable(name: "lo", scope: !1566, file: !3, line: 464, type: !12)
!1569 = !DILocalVariable(name: "i", scope: !1570, file: !3, line: 473, type: !14)
!1570 = distinct !DILexicalBlock(scope: !1557, file: !3, line: 473, column: 3)
!1571 = !DILocation(line: 0, scope: !1557)
!1572 = !DILocation(line: 459, column: 14, scope: !1557)
!1573 = !DILocation(line: 460, column: 17, scope: !1557)
!1574 = !DILocation(line: 0, scope: !1564)
!1575 = !DILocation(line: 461, column: 3, scope: !1564)
!1576 = !DILocation(line: 472, column: 15, scope: !1557)
!1577 = !DILocation(line: 0, scope: !1570)
!1578 = !DILocation(line: 473, column: 3, scope: !1570)
!1579 = !DILocation(line: 463, column: 20, scope: !1566)
!1580 = !DILocation(line: 0, scope: !1566)
!1581 = !DILocation(line: 464, column: 20, scope: !1566)
!1582 = !DILocation(line: 465, column: 24, scope: !1566)
!1583 = !DILocation(line: 465, column: 36, scope: !1566)
!1584 = !DILocation(line: 465, column: 29, scope: !1566)
!1585 = !DILocation(line: 466, column: 14, scope: !1586)
!1586 = distinct !DILexicalBlock(scope: !1566, file: !3, line: 466, column: 9)
!1587 = !DILocation(line: 466, column: 9, scope: !1566)
!1588 = !DILocation(line: 468, column: 5, scope: !1566)
!1589 = !DILocation(line: 468, column: 19, scope: !1566)
!1590 = !DILocation(line: 461, column: 28, scope: !1567)
!1591 = !DILocation(line: 461, column: 21, scope: !1567)
!1592 = distinct !{!1592, !1575, !1593, !296}
!1593 = !DILocation(line: 469, column: 3, scope: !1564)
!1594 = !DILocation(line: 0, scope: !1595)
!1595 = distinct !DILexicalBlock(scope: !1596, file: !3, line: 473, column: 33)
!1596 = distinct !DILexicalBlock(scope: !1570, file: !3, line: 473, column: 3)
!1597 = !DILocation(line: 478, column: 1, scope: !1557)
!1598 = !DILocation(line: 474, column: 42, scope: !1595)
!1599 = !DILocation(line: 474, column: 73, scope: !1595)
!1600 = !DILocation(line: 474, column: 61, scope: !1595)
!1601 = !DILocation(line: 474, column: 24, scope: !1595)
!1602 = !DILocation(line: 475, column: 22, scope: !1595)
!1603 = !DILocation(line: 475, column: 27, scope: !1595)
!1604 = !DILocation(line: 476, column: 22, scope: !1595)
!1605 = !DILocation(line: 476, column: 27, scope: !1595)
!1606 = !DILocation(line: 473, column: 29, scope: !1596)
!1607 = !DILocation(line: 473, column: 21, scope: !1596)
!1608 = distinct !{!1608, !1578, !1609, !296}
!1609 = !DILocation(line: 477, column: 3, scope: !1570)
!1610 = distinct !DISubprogram(name: "rand", scope: !3, file: !3, line: 480, type: !1611, scopeLine: 480, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1613)
!1611 = !DISubroutineType(types: !1612)
!1612 = !{!14}
!1613 = !{!1614, !1615}
!1614 = !DILocalVariable(name: "v", scope: !1610, file: !3, line: 483, type: !16)
!1615 = !DILocalVariable(name: "result", scope: !1610, file: !3, line: 485, type: !14)
!1616 = !DILocation(line: 481, column: 8, scope: !1617)
!1617 = distinct !DILexicalBlock(scope: !1610, file: !3, line: 481, column: 7)
!1618 = !DILocation(line: 481, column: 7, scope: !1610)
!1619 = !DILocation(line: 483, column: 37, scope: !1610)
!1620 = !DILocation(line: 483, column: 68, scope: !1610)
!1621 = !DILocation(line: 0, scope: !1557, inlinedAt: !1622)
!1622 = distinct !DILocation(line: 482, column: 5, scope: !1617)
!1623 = !DILocation(line: 460, column: 17, scope: !1557, inlinedAt: !1622)
!1624 = !DILocation(line: 0, scope: !1564, inlinedAt: !1622)
!1625 = !DILocation(line: 461, column: 3, scope: !1564, inlinedAt: !1622)
!1626 = !DILocation(line: 472, column: 15, scope: !1557, inlinedAt: !1622)
!1627 = !DILocation(line: 0, scope: !1570, inlinedAt: !1622)
!1628 = !DILocation(line: 473, column: 3, scope: !1570, inlinedAt: !1622)
!1629 = !DILocation(line: 463, column: 20, scope: !1566, inlinedAt: !1622)
!1630 = !DILocation(line: 0, scope: !1566, inlinedAt: !1622)
!1631 = !DILocation(line: 464, column: 20, scope: !1566, inlinedAt: !1622)
!1632 = !DILocation(line: 465, column: 24, scope: !1566, inlinedAt: !1622)
!1633 = !DILocation(line: 465, column: 36, scope: !1566, inlinedAt: !1622)
!1634 = !DILocation(line: 465, column: 29, scope: !1566, inlinedAt: !1622)
!1635 = !DILocation(line: 466, column: 14, scope: !1586, inlinedAt: !1622)
!1636 = !DILocation(line: 466, column: 9, scope: !1566, inlinedAt: !1622)
!1637 = !DILocation(line: 468, column: 5, scope: !1566, inlinedAt: !1622)
!1638 = !DILocation(line: 468, column: 19, scope: !1566, inlinedAt: !1622)
!1639 = !DILocation(line: 461, column: 28, scope: !1567, inlinedAt: !1622)
!1640 = !DILocation(line: 461, column: 21, scope: !1567, inlinedAt: !1622)
!1641 = distinct !{!1641, !1625, !1642, !296}
!1642 = !DILocation(line: 469, column: 3, scope: !1564, inlinedAt: !1622)
!1643 = !DILocation(line: 474, column: 42, scope: !1595, inlinedAt: !1622)
!1644 = !DILocation(line: 474, column: 73, scope: !1595, inlinedAt: !1622)
!1645 = !DILocation(line: 474, column: 61, scope: !1595, inlinedAt: !1622)
!1646 = !DILocation(line: 474, column: 24, scope: !1595, inlinedAt: !1622)
!1647 = !DILocation(line: 475, column: 22, scope: !1595, inlinedAt: !1622)
!1648 = !DILocation(line: 475, column: 27, scope: !1595, inlinedAt: !1622)
!1649 = !DILocation(line: 476, column: 22, scope: !1595, inlinedAt: !1622)
!1650 = !DILocation(line: 476, column: 27, scope: !1595, inlinedAt: !1622)
!1651 = !DILocation(line: 473, column: 29, scope: !1596, inlinedAt: !1622)
!1652 = !DILocation(line: 473, column: 21, scope: !1596, inlinedAt: !1622)
!1653 = distinct !{!1653, !1628, !1654, !296}
!1654 = !DILocation(line: 477, column: 3, scope: !1570, inlinedAt: !1622)
!1655 = !DILocation(line: 483, column: 26, scope: !1610)
!1656 = !DILocation(line: 483, column: 57, scope: !1610)
!1657 = !DILocation(line: 483, column: 45, scope: !1610)
!1658 = !DILocation(line: 0, scope: !1610)
!1659 = !DILocation(line: 484, column: 22, scope: !1610)
!1660 = !DILocation(line: 485, column: 24, scope: !1610)
!1661 = !DILocation(line: 486, column: 20, scope: !1610)
!1662 = !DILocation(line: 486, column: 25, scope: !1610)
!1663 = !DILocation(line: 486, column: 10, scope: !1610)
!1664 = !DILocation(line: 487, column: 20, scope: !1610)
!1665 = !DILocation(line: 487, column: 25, scope: !1610)
!1666 = !DILocation(line: 487, column: 10, scope: !1610)
!1667 = !DILocation(line: 488, column: 3, scope: !1610)
!1668 = distinct !DISubprogram(name: "qsort", scope: !3, file: !3, line: 518, type: !1669, scopeLine: 518, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1674)
!1669 = !DISubroutineType(types: !1670)
!1670 = !{null, !8, !304, !304, !1671}
!1671 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1672, size: 64)
!1672 = !DISubroutineType(types: !1673)
!1673 = !{!14, !302, !302}
!1674 = !{!1675, !1676, !1677, !1678, !1679}
!1675 = !DILocalVariable(name: "base", arg: 1, scope: !1668, file: !3, line: 518, type: !8)
!1676 = !DILocalVariable(name: "n", arg: 2, scope: !1668, file: !3, line: 518, type: !304)
!1677 = !DILocalVariable(name: "size", arg: 3, scope: !1668, file: !3, line: 518, type: !304)
!1678 = !DILocalVariable(name: "cmp", arg: 4, scope: !1668, file: !3, line: 518, type: !1671)
!1679 = !DILocalVariable(name: "tmp", scope: !1668, file: !3, line: 521, type: !5)
!1680 = !DILocation(line: 0, scope: !1668)
!1681 = !DILocation(line: 519, column: 9, scope: !1682)
!1682 = distinct !DILexicalBlock(scope: !1668, file: !3, line: 519, column: 7)
!1683 = !DILocation(line: 519, column: 14, scope: !1682)
!1684 = !DILocation(line: 521, column: 24, scope: !1668)
!1685 = !DILocation(line: 521, column: 15, scope: !1668)
!1686 = !DILocation(line: 522, column: 8, scope: !1687)
!1687 = distinct !DILexicalBlock(scope: !1668, file: !3, line: 522, column: 7)
!1688 = !DILocation(line: 522, column: 7, scope: !1668)
!1689 = !DILocation(line: 523, column: 5, scope: !1687)
!1690 = !DILocation(line: 524, column: 3, scope: !1668)
!1691 = !DILocation(line: 525, column: 3, scope: !1668)
!1692 = !DILocation(line: 526, column: 1, scope: !1668)
!1693 = !DISubprogram(name: "abort", scope: !3, file: !3, line: 29, type: !67, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1694 = distinct !DISubprogram(name: "msort", scope: !3, file: !3, line: 492, type: !1695, scopeLine: 493, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1697)
!1695 = !DISubroutineType(types: !1696)
!1696 = !{null, !5, !304, !304, !1671, !5}
!1697 = !{!1698, !1699, !1700, !1701, !1702, !1703, !1704, !1705, !1706, !1707}
!1698 = !DILocalVariable(name: "b", arg: 1, scope: !1694, file: !3, line: 492, type: !5)
!1699 = !DILocalVariable(name: "n", arg: 2, scope: !1694, file: !3, line: 492, type: !304)
!1700 = !DILocalVariable(name: "size", arg: 3, scope: !1694, file: !3, line: 492, type: !304)
!1701 = !DILocalVariable(name: "cmp", arg: 4, scope: !1694, file: !3, line: 492, type: !1671)
!1702 = !DILocalVariable(name: "tmp", arg: 5, scope: !1694, file: !3, line: 493, type: !5)
!1703 = !DILocalVariable(name: "n1", scope: !1694, file: !3, line: 496, type: !304)
!1704 = !DILocalVariable(name: "n2", scope: !1694, file: !3, line: 496, type: !304)
!1705 = !DILocalVariable(name: "b1", scope: !1694, file: !3, line: 497, type: !5)
!1706 = !DILocalVariable(name: "b2", scope: !1694, file: !3, line: 497, type: !5)
!1707 = !DILocalVariable(name: "out", scope: !1694, file: !3, line: 500, type: !5)
!1708 = !DILocation(line: 0, scope: !1694)
!1709 = !DILocation(line: 494, column: 9, scope: !1710)
!1710 = distinct !DILexicalBlock(scope: !1694, file: !3, line: 494, column: 7)
!1711 = !DILocation(line: 494, column: 7, scope: !1694)
!1712 = !DILocation(line: 496, column: 17, scope: !1694)
!1713 = !DILocation(line: 496, column: 29, scope: !1694)
!1714 = !DILocation(line: 497, column: 30, scope: !1694)
!1715 = !DILocation(line: 497, column: 25, scope: !1694)
!1716 = !DILocation(line: 498, column: 3, scope: !1694)
!1717 = !DILocation(line: 499, column: 3, scope: !1694)
!1718 = !DILocation(line: 501, column: 17, scope: !1694)
!1719 = !DILocation(line: 501, column: 3, scope: !1694)
!1720 = !DILocation(line: 502, column: 9, scope: !1721)
!1721 = distinct !DILexicalBlock(scope: !1722, file: !3, line: 502, column: 9)
!1722 = distinct !DILexicalBlock(scope: !1694, file: !3, line: 501, column: 28)
!1723 = !DILocation(line: 502, column: 21, scope: !1721)
!1724 = !DILocation(line: 502, column: 9, scope: !1722)
!1725 = !DILocation(line: 503, column: 7, scope: !1726)
!1726 = distinct !DILexicalBlock(scope: !1721, file: !3, line: 502, column: 27)
!1727 = !DILocation(line: 504, column: 10, scope: !1726)
!1728 = !DILocation(line: 505, column: 9, scope: !1726)
!1729 = !DILocation(line: 506, column: 5, scope: !1726)
!1730 = !DILocation(line: 507, column: 7, scope: !1731)
!1731 = distinct !DILexicalBlock(scope: !1721, file: !3, line: 506, column: 12)
!1732 = !DILocation(line: 508, column: 10, scope: !1731)
!1733 = !DILocation(line: 509, column: 9, scope: !1731)
!1734 = !DILocation(line: 511, column: 9, scope: !1722)
!1735 = !DILocation(line: 501, column: 13, scope: !1694)
!1736 = distinct !{!1736, !1719, !1737, !296}
!1737 = !DILocation(line: 512, column: 3, scope: !1694)
!1738 = !DILocation(line: 513, column: 7, scope: !1694)
!1739 = !DILocation(line: 514, column: 24, scope: !1740)
!1740 = distinct !DILexicalBlock(scope: !1694, file: !3, line: 513, column: 7)
!1741 = !DILocation(line: 514, column: 5, scope: !1740)
!1742 = !DILocation(line: 515, column: 21, scope: !1694)
!1743 = !DILocation(line: 515, column: 27, scope: !1694)
!1744 = !DILocation(line: 515, column: 3, scope: !1694)
!1745 = !DILocation(line: 516, column: 1, scope: !1694)
!1746 = !DISubprogram(name: "free", scope: !3, file: !3, line: 24, type: !93, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1747 = distinct !DISubprogram(name: "bsearch", scope: !3, file: !3, line: 528, type: !1748, scopeLine: 529, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1750)
!1748 = !DISubroutineType(types: !1749)
!1749 = !{!8, !302, !302, !304, !304, !1671}
!1750 = !{!1751, !1752, !1753, !1754, !1755, !1756, !1757, !1758, !1760, !1761}
!1751 = !DILocalVariable(name: "key", arg: 1, scope: !1747, file: !3, line: 528, type: !302)
!1752 = !DILocalVariable(name: "base", arg: 2, scope: !1747, file: !3, line: 528, type: !302)
!1753 = !DILocalVariable(name: "n", arg: 3, scope: !1747, file: !3, line: 528, type: !304)
!1754 = !DILocalVariable(name: "size", arg: 4, scope: !1747, file: !3, line: 528, type: !304)
!1755 = !DILocalVariable(name: "cmp", arg: 5, scope: !1747, file: !3, line: 529, type: !1671)
!1756 = !DILocalVariable(name: "lo", scope: !1747, file: !3, line: 530, type: !304)
!1757 = !DILocalVariable(name: "hi", scope: !1747, file: !3, line: 530, type: !304)
!1758 = !DILocalVariable(name: "mid", scope: !1759, file: !3, line: 532, type: !304)
!1759 = distinct !DILexicalBlock(scope: !1747, file: !3, line: 531, column: 19)
!1760 = !DILocalVariable(name: "p", scope: !1759, file: !3, line: 533, type: !17)
!1761 = !DILocalVariable(name: "c", scope: !1759, file: !3, line: 534, type: !14)
!1762 = !DILocation(line: 0, scope: !1747)
!1763 = !DILocation(line: 531, column: 3, scope: !1747)
!1764 = !DILocation(line: 530, column: 18, scope: !1747)
!1765 = !DILocation(line: 530, column: 10, scope: !1747)
!1766 = !DILocation(line: 531, column: 13, scope: !1747)
!1767 = !DILocation(line: 532, column: 27, scope: !1759)
!1768 = !DILocation(line: 532, column: 33, scope: !1759)
!1769 = !DILocation(line: 532, column: 21, scope: !1759)
!1770 = !DILocation(line: 0, scope: !1759)
!1771 = !DILocation(line: 533, column: 46, scope: !1759)
!1772 = !DILocation(line: 533, column: 40, scope: !1759)
!1773 = !DILocation(line: 534, column: 13, scope: !1759)
!1774 = !DILocation(line: 535, column: 11, scope: !1775)
!1775 = distinct !DILexicalBlock(scope: !1759, file: !3, line: 535, column: 9)
!1776 = !DILocation(line: 535, column: 9, scope: !1759)
!1777 = distinct !{!1777, !1763, !1778, !296}
!1778 = !DILocation(line: 541, column: 3, scope: !1747)
!1779 = !DILocation(line: 543, column: 1, scope: !1747)
!1780 = distinct !DISubprogram(name: "pthread_once", scope: !3, file: !3, line: 552, type: !1781, scopeLine: 552, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1783)
!1781 = !DISubroutineType(types: !1782)
!1782 = !{!14, !255, !66}
!1783 = !{!1784, !1785}
!1784 = !DILocalVariable(name: "once", arg: 1, scope: !1780, file: !3, line: 552, type: !255)
!1785 = !DILocalVariable(name: "init", arg: 2, scope: !1780, file: !3, line: 552, type: !66)
!1786 = !DILocation(line: 0, scope: !1780)
!1787 = !DILocation(line: 553, column: 3, scope: !1780)
!1788 = !DILocation(line: 554, column: 7, scope: !1789)
!1789 = distinct !DILexicalBlock(scope: !1780, file: !3, line: 554, column: 7)
!1790 = !DILocation(line: 554, column: 13, scope: !1789)
!1791 = !DILocation(line: 554, column: 7, scope: !1780)
!1792 = !DILocation(line: 555, column: 11, scope: !1793)
!1793 = distinct !DILexicalBlock(scope: !1789, file: !3, line: 554, column: 19)
!1794 = !DILocation(line: 556, column: 5, scope: !1793)
!1795 = !DILocation(line: 557, column: 5, scope: !1793)
!1796 = !DILocation(line: 558, column: 11, scope: !1793)
!1797 = !DILocation(line: 559, column: 5, scope: !1793)
!1798 = !DILocation(line: 561, column: 3, scope: !1780)
!1799 = !DILocation(line: 562, column: 3, scope: !1780)
!1800 = !DILocation(line: 563, column: 3, scope: !1780)
!1801 = !DILocation(line: 564, column: 1, scope: !1780)
!1802 = !DISubprogram(name: "__VERIFIER_atomic_begin", scope: !3, file: !3, line: 547, type: !67, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1803 = !DISubprogram(name: "__VERIFIER_atomic_end", scope: !3, file: !3, line: 548, type: !67, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1804 = !DISubprogram(name: "__pancam_await_eq", scope: !3, file: !3, line: 549, type: !1805, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1805 = !DISubroutineType(types: !1806)
!1806 = !{null, !255, !14}
!1807 = distinct !DISubprogram(name: "pthread_key_create", scope: !3, file: !3, line: 574, type: !1808, scopeLine: 574, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1811)
!1808 = !DISubroutineType(types: !1809)
!1809 = !{!14, !1810, !92}
!1810 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!1811 = !{!1812, !1813, !1814}
!1812 = !DILocalVariable(name: "key", arg: 1, scope: !1807, file: !3, line: 574, type: !1810)
!1813 = !DILocalVariable(name: "dtor", arg: 2, scope: !1807, file: !3, line: 574, type: !92)
!1814 = !DILocalVariable(name: "k", scope: !1815, file: !3, line: 576, type: !16)
!1815 = distinct !DILexicalBlock(scope: !1807, file: !3, line: 576, column: 3)
!1816 = !DILocation(line: 0, scope: !1807)
!1817 = !DILocation(line: 575, column: 3, scope: !1807)
!1818 = !DILocation(line: 0, scope: !1815)
!1819 = !DILocation(line: 576, column: 3, scope: !1815)
!1820 = !DILocation(line: 577, column: 10, scope: !1821)
!1821 = distinct !DILexicalBlock(scope: !1822, file: !3, line: 577, column: 9)
!1822 = distinct !DILexicalBlock(scope: !1823, file: !3, line: 576, column: 43)
!1823 = distinct !DILexicalBlock(scope: !1815, file: !3, line: 576, column: 3)
!1824 = !DILocation(line: 577, column: 9, scope: !1822)
!1825 = !DILocation(line: 578, column: 19, scope: !1826)
!1826 = distinct !DILexicalBlock(scope: !1821, file: !3, line: 577, column: 23)
!1827 = !DILocation(line: 579, column: 7, scope: !1826)
!1828 = !DILocation(line: 579, column: 19, scope: !1826)
!1829 = !DILocation(line: 580, column: 11, scope: !1830)
!1830 = distinct !DILexicalBlock(scope: !1826, file: !3, line: 580, column: 11)
!1831 = !DILocation(line: 580, column: 11, scope: !1826)
!1832 = !DILocation(line: 581, column: 27, scope: !1830)
!1833 = !DILocation(line: 581, column: 9, scope: !1830)
!1834 = !DILocation(line: 576, column: 39, scope: !1823)
!1835 = !DILocation(line: 576, column: 26, scope: !1823)
!1836 = distinct !{!1836, !1819, !1837, !296}
!1837 = !DILocation(line: 586, column: 3, scope: !1815)
!1838 = !DILocation(line: 582, column: 7, scope: !1826)
!1839 = !DILocation(line: 583, column: 12, scope: !1826)
!1840 = !DILocation(line: 587, column: 3, scope: !1807)
!1841 = !DILocation(line: 588, column: 3, scope: !1807)
!1842 = !DILocation(line: 589, column: 1, scope: !1807)
!1843 = distinct !DISubprogram(name: "pthread_key_delete", scope: !3, file: !3, line: 591, type: !1844, scopeLine: 591, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1846)
!1844 = !DISubroutineType(types: !1845)
!1845 = !{!14, !16}
!1846 = !{!1847}
!1847 = !DILocalVariable(name: "key", arg: 1, scope: !1843, file: !3, line: 591, type: !16)
!1848 = !DILocation(line: 0, scope: !1843)
!1849 = !DILocation(line: 592, column: 3, scope: !1843)
!1850 = !DILocation(line: 593, column: 11, scope: !1851)
!1851 = distinct !DILexicalBlock(scope: !1843, file: !3, line: 593, column: 7)
!1852 = !DILocation(line: 593, column: 23, scope: !1851)
!1853 = !DILocation(line: 593, column: 27, scope: !1851)
!1854 = !DILocation(line: 593, column: 7, scope: !1843)
!1855 = !DILocation(line: 597, column: 7, scope: !1856)
!1856 = distinct !DILexicalBlock(scope: !1843, file: !3, line: 597, column: 7)
!1857 = !DILocation(line: 597, column: 7, scope: !1843)
!1858 = !DILocation(line: 598, column: 23, scope: !1856)
!1859 = !DILocation(line: 598, column: 5, scope: !1856)
!1860 = !DILocation(line: 599, column: 17, scope: !1843)
!1861 = !DILocation(line: 600, column: 17, scope: !1843)
!1862 = !DILocation(line: 602, column: 3, scope: !1843)
!1863 = !DILocation(line: 603, column: 1, scope: !1843)
!1864 = distinct !DISubprogram(name: "__pancam_tsd_run", scope: !3, file: !3, line: 609, type: !67, scopeLine: 609, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1865)
!1865 = !{!1866, !1868, !1871, !1873, !1876}
!1866 = !DILocalVariable(name: "round", scope: !1867, file: !3, line: 610, type: !14)
!1867 = distinct !DILexicalBlock(scope: !1864, file: !3, line: 610, column: 3)
!1868 = !DILocalVariable(name: "again", scope: !1869, file: !3, line: 611, type: !14)
!1869 = distinct !DILexicalBlock(scope: !1870, file: !3, line: 610, column: 43)
!1870 = distinct !DILexicalBlock(scope: !1867, file: !3, line: 610, column: 3)
!1871 = !DILocalVariable(name: "k", scope: !1872, file: !3, line: 612, type: !16)
!1872 = distinct !DILexicalBlock(scope: !1869, file: !3, line: 612, column: 5)
!1873 = !DILocalVariable(name: "v", scope: !1874, file: !3, line: 613, type: !8)
!1874 = distinct !DILexicalBlock(scope: !1875, file: !3, line: 612, column: 45)
!1875 = distinct !DILexicalBlock(scope: !1872, file: !3, line: 612, column: 5)
!1876 = !DILocalVariable(name: "dtor", scope: !1874, file: !3, line: 614, type: !92)
!1877 = !DILocation(line: 0, scope: !1867)
!1878 = !DILocation(line: 0, scope: !1872)
!1879 = !DILocation(line: 0, scope: !1869)
!1880 = !DILocation(line: 612, column: 5, scope: !1872)
!1881 = !DILocation(line: 613, column: 17, scope: !1874)
!1882 = !DILocation(line: 0, scope: !1874)
!1883 = !DILocation(line: 614, column: 30, scope: !1874)
!1884 = !DILocation(line: 615, column: 11, scope: !1885)
!1885 = distinct !DILexicalBlock(scope: !1874, file: !3, line: 615, column: 11)
!1886 = !DILocation(line: 615, column: 13, scope: !1885)
!1887 = !DILocation(line: 612, column: 41, scope: !1875)
!1888 = !DILocation(line: 612, column: 28, scope: !1875)
!1889 = distinct !{!1889, !1880, !1890, !296}
!1890 = !DILocation(line: 620, column: 5, scope: !1872)
!1891 = !DILocation(line: 616, column: 22, scope: !1892)
!1892 = distinct !DILexicalBlock(scope: !1885, file: !3, line: 615, column: 22)
!1893 = !DILocation(line: 617, column: 9, scope: !1892)
!1894 = !DILocation(line: 624, column: 1, scope: !1864)
!1895 = distinct !DISubprogram(name: "pthread_getspecific", scope: !3, file: !3, line: 626, type: !1896, scopeLine: 626, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1898)
!1896 = !DISubroutineType(types: !1897)
!1897 = !{!8, !16}
!1898 = !{!1899}
!1899 = !DILocalVariable(name: "key", arg: 1, scope: !1895, file: !3, line: 626, type: !16)
!1900 = !DILocation(line: 0, scope: !1895)
!1901 = !DILocation(line: 626, column: 54, scope: !1895)
!1902 = !DILocation(line: 626, column: 50, scope: !1895)
!1903 = !DILocation(line: 626, column: 67, scope: !1895)
!1904 = !DILocation(line: 626, column: 43, scope: !1895)
!1905 = distinct !DISubprogram(name: "pthread_setspecific", scope: !3, file: !3, line: 628, type: !1906, scopeLine: 628, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1908)
!1906 = !DISubroutineType(types: !1907)
!1907 = !{!14, !16, !302}
!1908 = !{!1909, !1910}
!1909 = !DILocalVariable(name: "key", arg: 1, scope: !1905, file: !3, line: 628, type: !16)
!1910 = !DILocalVariable(name: "value", arg: 2, scope: !1905, file: !3, line: 628, type: !302)
!1911 = !DILocation(line: 0, scope: !1905)
!1912 = !DILocation(line: 629, column: 11, scope: !1913)
!1913 = distinct !DILexicalBlock(scope: !1905, file: !3, line: 629, column: 7)
!1914 = !DILocation(line: 629, column: 23, scope: !1913)
!1915 = !DILocation(line: 629, column: 27, scope: !1913)
!1916 = !DILocation(line: 629, column: 7, scope: !1905)
!1917 = !DILocation(line: 631, column: 3, scope: !1905)
!1918 = !DILocation(line: 631, column: 18, scope: !1905)
!1919 = !DILocation(line: 632, column: 3, scope: !1905)
!1920 = !DILocation(line: 633, column: 1, scope: !1905)
!1921 = distinct !DISubprogram(name: "time", scope: !3, file: !3, line: 650, type: !1922, scopeLine: 650, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1926)
!1922 = !DISubroutineType(types: !1923)
!1923 = !{!1924, !1925}
!1924 = !DIDerivedType(tag: DW_TAG_typedef, name: "pancam_time_t", file: !3, line: 640, baseType: !12)
!1925 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1924, size: 64)
!1926 = !{!1927}
!1927 = !DILocalVariable(name: "t", arg: 1, scope: !1921, file: !3, line: 650, type: !1925)
!1928 = !DILocation(line: 0, scope: !1921)
!1929 = !DILocation(line: 651, column: 7, scope: !1930)
!1930 = distinct !DILexicalBlock(scope: !1921, file: !3, line: 651, column: 7)
!1931 = !DILocation(line: 651, column: 7, scope: !1921)
!1932 = !DILocation(line: 652, column: 8, scope: !1930)
!1933 = !{!1934, !1934, i64 0}
!1934 = !{!"long", !268, i64 0}
!1935 = !DILocation(line: 652, column: 5, scope: !1930)
!1936 = !DILocation(line: 653, column: 3, scope: !1921)
!1937 = distinct !DISubprogram(name: "clock_gettime", scope: !3, file: !3, line: 656, type: !1938, scopeLine: 656, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1945)
!1938 = !DISubroutineType(types: !1939)
!1939 = !{!14, !14, !1940}
!1940 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1941, size: 64)
!1941 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pancam_timespec", file: !3, line: 641, size: 128, elements: !1942)
!1942 = !{!1943, !1944}
!1943 = !DIDerivedType(tag: DW_TAG_member, name: "tv_sec", scope: !1941, file: !3, line: 642, baseType: !1924, size: 64)
!1944 = !DIDerivedType(tag: DW_TAG_member, name: "tv_nsec", scope: !1941, file: !3, line: 643, baseType: !12, size: 64, offset: 64)
!1945 = !{!1946, !1947}
!1946 = !DILocalVariable(name: "clk", arg: 1, scope: !1937, file: !3, line: 656, type: !14)
!1947 = !DILocalVariable(name: "ts", arg: 2, scope: !1937, file: !3, line: 656, type: !1940)
!1948 = !DILocation(line: 0, scope: !1937)
!1949 = !DILocation(line: 658, column: 7, scope: !1950)
!1950 = distinct !DILexicalBlock(scope: !1937, file: !3, line: 658, column: 7)
!1951 = !DILocation(line: 658, column: 7, scope: !1937)
!1952 = !DILocation(line: 659, column: 16, scope: !1953)
!1953 = distinct !DILexicalBlock(scope: !1950, file: !3, line: 658, column: 11)
!1954 = !{!1955, !1934, i64 0}
!1955 = !{!"pancam_timespec", !1934, i64 0, !1934, i64 8}
!1956 = !DILocation(line: 660, column: 9, scope: !1953)
!1957 = !DILocation(line: 660, column: 17, scope: !1953)
!1958 = !{!1955, !1934, i64 8}
!1959 = !DILocation(line: 661, column: 3, scope: !1953)
!1960 = !DILocation(line: 662, column: 3, scope: !1937)
!1961 = distinct !DISubprogram(name: "gettimeofday", scope: !3, file: !3, line: 665, type: !1962, scopeLine: 665, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1969)
!1962 = !DISubroutineType(types: !1963)
!1963 = !{!14, !1964, !8}
!1964 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1965, size: 64)
!1965 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pancam_timeval", file: !3, line: 645, size: 128, elements: !1966)
!1966 = !{!1967, !1968}
!1967 = !DIDerivedType(tag: DW_TAG_member, name: "tv_sec", scope: !1965, file: !3, line: 646, baseType: !1924, size: 64)
!1968 = !DIDerivedType(tag: DW_TAG_member, name: "tv_usec", scope: !1965, file: !3, line: 647, baseType: !12, size: 64, offset: 64)
!1969 = !{!1970, !1971}
!1970 = !DILocalVariable(name: "tv", arg: 1, scope: !1961, file: !3, line: 665, type: !1964)
!1971 = !DILocalVariable(name: "tz", arg: 2, scope: !1961, file: !3, line: 665, type: !8)
!1972 = !DILocation(line: 0, scope: !1961)
!1973 = !DILocation(line: 667, column: 7, scope: !1974)
!1974 = distinct !DILexicalBlock(scope: !1961, file: !3, line: 667, column: 7)
!1975 = !DILocation(line: 667, column: 7, scope: !1961)
!1976 = !DILocation(line: 668, column: 16, scope: !1977)
!1977 = distinct !DILexicalBlock(scope: !1974, file: !3, line: 667, column: 11)
!1978 = !{!1979, !1934, i64 0}
!1979 = !{!"pancam_timeval", !1934, i64 0, !1934, i64 8}
!1980 = !DILocation(line: 669, column: 9, scope: !1977)
!1981 = !DILocation(line: 669, column: 17, scope: !1977)
!1982 = !{!1979, !1934, i64 8}
!1983 = !DILocation(line: 670, column: 3, scope: !1977)
!1984 = !DILocation(line: 671, column: 3, scope: !1961)
!1985 = distinct !DISubprogram(name: "clock", scope: !3, file: !3, line: 674, type: !1986, scopeLine: 674, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!1986 = !DISubroutineType(types: !1987)
!1987 = !{!12}
!1988 = !DILocation(line: 674, column: 20, scope: !1985)
!1989 = distinct !DISubprogram(name: "strerror", scope: !3, file: !3, line: 692, type: !1990, scopeLine: 692, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1992)
!1990 = !DISubroutineType(types: !1991)
!1991 = !{!5, !14}
!1992 = !{!1993, !1994, !1995, !1996, !1997, !1998}
!1993 = !DILocalVariable(name: "e", arg: 1, scope: !1989, file: !3, line: 692, type: !14)
!1994 = !DILocalVariable(name: "p", scope: !1989, file: !3, line: 696, type: !17)
!1995 = !DILocalVariable(name: "i", scope: !1989, file: !3, line: 697, type: !14)
!1996 = !DILocalVariable(name: "u", scope: !1989, file: !3, line: 700, type: !16)
!1997 = !DILocalVariable(name: "d", scope: !1989, file: !3, line: 703, type: !181)
!1998 = !DILocalVariable(name: "n", scope: !1989, file: !3, line: 704, type: !14)
!1999 = distinct !DIAssignID()
!2000 = !DILocation(line: 0, scope: !1989)
!2001 = !DILocation(line: 693, column: 14, scope: !2002)
!2002 = distinct !DILexicalBlock(scope: !1989, file: !3, line: 693, column: 7)
!2003 = !DILocation(line: 699, column: 24, scope: !1989)
!2004 = !DILocation(line: 700, column: 18, scope: !1989)
!2005 = !DILocation(line: 700, column: 16, scope: !1989)
!2006 = !DILocation(line: 701, column: 7, scope: !1989)
!2007 = !DILocation(line: 694, column: 20, scope: !2002)
!2008 = !DILocation(line: 694, column: 5, scope: !2002)
!2009 = !DILocation(line: 702, column: 24, scope: !2010)
!2010 = distinct !DILexicalBlock(scope: !1989, file: !3, line: 701, column: 7)
!2011 = !DILocation(line: 702, column: 5, scope: !2010)
!2012 = !DILocation(line: 703, column: 3, scope: !1989)
!2013 = !DILocation(line: 705, column: 3, scope: !1989)
!2014 = !DILocation(line: 706, column: 29, scope: !2015)
!2015 = distinct !DILexicalBlock(scope: !1989, file: !3, line: 705, column: 6)
!2016 = !DILocation(line: 706, column: 14, scope: !2015)
!2017 = !DILocation(line: 706, column: 8, scope: !2015)
!2018 = !DILocation(line: 706, column: 5, scope: !2015)
!2019 = !DILocation(line: 706, column: 12, scope: !2015)
!2020 = !DILocation(line: 707, column: 7, scope: !2015)
!2021 = !DILocation(line: 708, column: 3, scope: !2015)
!2022 = distinct !{!2022, !2013, !2023, !296}
!2023 = !DILocation(line: 708, column: 13, scope: !1989)
!2024 = !DILocation(line: 709, column: 3, scope: !1989)
!2025 = !DILocation(line: 710, column: 28, scope: !1989)
!2026 = !DILocation(line: 710, column: 26, scope: !1989)
!2027 = !DILocation(line: 710, column: 5, scope: !1989)
!2028 = !DILocation(line: 710, column: 24, scope: !1989)
!2029 = distinct !{!2029, !2024, !2030, !296, !529, !530}
!2030 = !DILocation(line: 710, column: 31, scope: !1989)
!2031 = distinct !{!2031, !2024, !2030, !296, !529, !530}
!2032 = !DILocation(line: 710, column: 20, scope: !1989)
!2033 = distinct !{!2033, !2024, !2030, !296, !530, !529}
!2034 = !DILocation(line: 711, column: 3, scope: !1989)
!2035 = !DILocation(line: 711, column: 20, scope: !1989)
!2036 = !DILocation(line: 713, column: 1, scope: !1989)
!2037 = distinct !DISubprogram(name: "perror", scope: !3, file: !3, line: 717, type: !2038, scopeLine: 717, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2040)
!2038 = !DISubroutineType(types: !2039)
!2039 = !{null, !17}
!2040 = !{!2041}
!2041 = !DILocalVariable(name: "s", arg: 1, scope: !2037, file: !3, line: 717, type: !17)
!2042 = distinct !DIAssignID()
!2043 = !DILocation(line: 0, scope: !2037)
!2044 = !DILocation(line: 718, column: 7, scope: !2045)
!2045 = distinct !DILexicalBlock(scope: !2037, file: !3, line: 718, column: 7)
!2046 = !DILocation(line: 718, column: 9, scope: !2045)
!2047 = !DILocation(line: 718, column: 12, scope: !2045)
!2048 = !DILocation(line: 718, column: 7, scope: !2037)
!2049 = !DILocation(line: 719, column: 14, scope: !2050)
!2050 = distinct !DILexicalBlock(scope: !2045, file: !3, line: 718, column: 16)
!2051 = !DILocation(line: 719, column: 5, scope: !2050)
!2052 = !DILocation(line: 720, column: 17, scope: !2050)
!2053 = !DILocation(line: 720, column: 5, scope: !2050)
!2054 = !DILocation(line: 721, column: 3, scope: !2050)
!2055 = !DILocation(line: 722, column: 18, scope: !2037)
!2056 = !DILocation(line: 0, scope: !1989, inlinedAt: !2057)
!2057 = distinct !DILocation(line: 722, column: 9, scope: !2037)
!2058 = !DILocation(line: 693, column: 14, scope: !2002, inlinedAt: !2057)
!2059 = !DILocation(line: 699, column: 24, scope: !1989, inlinedAt: !2057)
!2060 = !DILocation(line: 700, column: 18, scope: !1989, inlinedAt: !2057)
!2061 = !DILocation(line: 700, column: 16, scope: !1989, inlinedAt: !2057)
!2062 = !DILocation(line: 701, column: 7, scope: !1989, inlinedAt: !2057)
!2063 = !DILocation(line: 694, column: 20, scope: !2002, inlinedAt: !2057)
!2064 = !DILocation(line: 694, column: 5, scope: !2002, inlinedAt: !2057)
!2065 = !DILocation(line: 702, column: 24, scope: !2010, inlinedAt: !2057)
!2066 = !DILocation(line: 702, column: 5, scope: !2010, inlinedAt: !2057)
!2067 = !DILocation(line: 703, column: 3, scope: !1989, inlinedAt: !2057)
!2068 = !DILocation(line: 705, column: 3, scope: !1989, inlinedAt: !2057)
!2069 = !DILocation(line: 706, column: 29, scope: !2015, inlinedAt: !2057)
!2070 = !DILocation(line: 706, column: 14, scope: !2015, inlinedAt: !2057)
!2071 = !DILocation(line: 706, column: 8, scope: !2015, inlinedAt: !2057)
!2072 = !DILocation(line: 706, column: 5, scope: !2015, inlinedAt: !2057)
!2073 = !DILocation(line: 706, column: 12, scope: !2015, inlinedAt: !2057)
!2074 = !DILocation(line: 707, column: 7, scope: !2015, inlinedAt: !2057)
!2075 = !DILocation(line: 708, column: 3, scope: !2015, inlinedAt: !2057)
!2076 = distinct !{!2076, !2068, !2077, !296}
!2077 = !DILocation(line: 708, column: 13, scope: !1989, inlinedAt: !2057)
!2078 = !DILocation(line: 709, column: 3, scope: !1989, inlinedAt: !2057)
!2079 = !DILocation(line: 710, column: 28, scope: !1989, inlinedAt: !2057)
!2080 = !DILocation(line: 710, column: 26, scope: !1989, inlinedAt: !2057)
!2081 = !DILocation(line: 710, column: 5, scope: !1989, inlinedAt: !2057)
!2082 = !DILocation(line: 710, column: 24, scope: !1989, inlinedAt: !2057)
!2083 = distinct !{!2083, !2078, !2084, !296, !529, !530}
!2084 = !DILocation(line: 710, column: 31, scope: !1989, inlinedAt: !2057)
!2085 = distinct !{!2085, !2078, !2084, !296, !529, !530}
!2086 = !DILocation(line: 710, column: 20, scope: !1989, inlinedAt: !2057)
!2087 = distinct !{!2087, !2078, !2084, !296, !530, !529}
!2088 = !DILocation(line: 711, column: 3, scope: !1989, inlinedAt: !2057)
!2089 = !DILocation(line: 711, column: 20, scope: !1989, inlinedAt: !2057)
!2090 = !DILocation(line: 713, column: 1, scope: !1989, inlinedAt: !2057)
!2091 = !DILocation(line: 722, column: 33, scope: !2037)
!2092 = !DILocation(line: 722, column: 3, scope: !2037)
!2093 = !DILocation(line: 723, column: 15, scope: !2037)
!2094 = !DILocation(line: 723, column: 3, scope: !2037)
!2095 = !DILocation(line: 724, column: 1, scope: !2037)
!2096 = !DISubprogram(name: "fputs", scope: !3, file: !3, line: 715, type: !2097, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2097 = !DISubroutineType(types: !2098)
!2098 = !{!14, !17, !25}
