; ModuleID = 'src/vm/libc/libc.c'
source_filename = "src/vm/libc/libc.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

%struct.pancam_file = type { i32 }

@pancam_errno = internal thread_local global i32 0, align 4, !dbg !0
@pancam_stdin = internal global %struct.pancam_file zeroinitializer, align 4, !dbg !103
@stdin = dso_local local_unnamed_addr global ptr @pancam_stdin, align 4, !dbg !23
@pancam_stdout = internal global %struct.pancam_file { i32 1 }, align 4, !dbg !105
@stdout = dso_local local_unnamed_addr global ptr @pancam_stdout, align 4, !dbg !29
@pancam_stderr = internal global %struct.pancam_file { i32 2 }, align 4, !dbg !107
@stderr = dso_local local_unnamed_addr global ptr @pancam_stderr, align 4, !dbg !31
@atexit_n = internal unnamed_addr global i32 0, align 4, !dbg !71
@atexit_fns = internal unnamed_addr global [32 x ptr] zeroinitializer, align 4, !dbg !63
@strtok.save = internal unnamed_addr global ptr null, align 4, !dbg !33
@ctype_b = internal constant ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), align 4, !dbg !109
@ctype_lower = internal constant ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), align 4, !dbg !41
@ctype_upper = internal constant ptr getelementptr inbounds (i8, ptr @ctype_upper_table, i32 512), align 4, !dbg !46
@ctype_lower_table = internal constant [384 x i32] [i32 -128, i32 -127, i32 -126, i32 -125, i32 -124, i32 -123, i32 -122, i32 -121, i32 -120, i32 -119, i32 -118, i32 -117, i32 -116, i32 -115, i32 -114, i32 -113, i32 -112, i32 -111, i32 -110, i32 -109, i32 -108, i32 -107, i32 -106, i32 -105, i32 -104, i32 -103, i32 -102, i32 -101, i32 -100, i32 -99, i32 -98, i32 -97, i32 -96, i32 -95, i32 -94, i32 -93, i32 -92, i32 -91, i32 -90, i32 -89, i32 -88, i32 -87, i32 -86, i32 -85, i32 -84, i32 -83, i32 -82, i32 -81, i32 -80, i32 -79, i32 -78, i32 -77, i32 -76, i32 -75, i32 -74, i32 -73, i32 -72, i32 -71, i32 -70, i32 -69, i32 -68, i32 -67, i32 -66, i32 -65, i32 -64, i32 -63, i32 -62, i32 -61, i32 -60, i32 -59, i32 -58, i32 -57, i32 -56, i32 -55, i32 -54, i32 -53, i32 -52, i32 -51, i32 -50, i32 -49, i32 -48, i32 -47, i32 -46, i32 -45, i32 -44, i32 -43, i32 -42, i32 -41, i32 -40, i32 -39, i32 -38, i32 -37, i32 -36, i32 -35, i32 -34, i32 -33, i32 -32, i32 -31, i32 -30, i32 -29, i32 -28, i32 -27, i32 -26, i32 -25, i32 -24, i32 -23, i32 -22, i32 -21, i32 -20, i32 -19, i32 -18, i32 -17, i32 -16, i32 -15, i32 -14, i32 -13, i32 -12, i32 -11, i32 -10, i32 -9, i32 -8, i32 -7, i32 -6, i32 -5, i32 -4, i32 -3, i32 -2, i32 -1, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119, i32 120, i32 121, i32 122, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119, i32 120, i32 121, i32 122, i32 123, i32 124, i32 125, i32 126, i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254, i32 255], align 4, !dbg !119
@ctype_upper_table = internal constant [384 x i32] [i32 -128, i32 -127, i32 -126, i32 -125, i32 -124, i32 -123, i32 -122, i32 -121, i32 -120, i32 -119, i32 -118, i32 -117, i32 -116, i32 -115, i32 -114, i32 -113, i32 -112, i32 -111, i32 -110, i32 -109, i32 -108, i32 -107, i32 -106, i32 -105, i32 -104, i32 -103, i32 -102, i32 -101, i32 -100, i32 -99, i32 -98, i32 -97, i32 -96, i32 -95, i32 -94, i32 -93, i32 -92, i32 -91, i32 -90, i32 -89, i32 -88, i32 -87, i32 -86, i32 -85, i32 -84, i32 -83, i32 -82, i32 -81, i32 -80, i32 -79, i32 -78, i32 -77, i32 -76, i32 -75, i32 -74, i32 -73, i32 -72, i32 -71, i32 -70, i32 -69, i32 -68, i32 -67, i32 -66, i32 -65, i32 -64, i32 -63, i32 -62, i32 -61, i32 -60, i32 -59, i32 -58, i32 -57, i32 -56, i32 -55, i32 -54, i32 -53, i32 -52, i32 -51, i32 -50, i32 -49, i32 -48, i32 -47, i32 -46, i32 -45, i32 -44, i32 -43, i32 -42, i32 -41, i32 -40, i32 -39, i32 -38, i32 -37, i32 -36, i32 -35, i32 -34, i32 -33, i32 -32, i32 -31, i32 -30, i32 -29, i32 -28, i32 -27, i32 -26, i32 -25, i32 -24, i32 -23, i32 -22, i32 -21, i32 -20, i32 -19, i32 -18, i32 -17, i32 -16, i32 -15, i32 -14, i32 -13, i32 -12, i32 -11, i32 -10, i32 -9, i32 -8, i32 -7, i32 -6, i32 -5, i32 -4, i32 -3, i32 -2, i32 -1, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 123, i32 124, i32 125, i32 126, i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254, i32 255], align 4, !dbg !122
@rand_state = internal unnamed_addr global [31 x i32] zeroinitializer, align 4, !dbg !73
@rand_f = internal unnamed_addr global i32 0, align 4, !dbg !78
@rand_r = internal unnamed_addr global i32 0, align 4, !dbg !80
@rand_seeded = internal unnamed_addr global i1 false, align 4, !dbg !245
@key_used = internal unnamed_addr global [64 x i32] zeroinitializer, align 4, !dbg !84
@key_dtor = internal unnamed_addr global [64 x ptr] zeroinitializer, align 4, !dbg !89
@__pancam_tsd_dtors = dso_local local_unnamed_addr global i32 0, align 4, !dbg !98
@key_value = internal thread_local unnamed_addr global [64 x ptr] zeroinitializer, align 4, !dbg !95
@pancam_errlist = internal unnamed_addr constant [36 x ptr] [ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21, ptr @.str.22, ptr @.str.23, ptr @.str.24, ptr @.str.25, ptr @.str.26, ptr @.str.27, ptr @.str.28, ptr @.str.29, ptr @.str.30, ptr @.str.31, ptr @.str.32, ptr @.str.33, ptr @.str.34, ptr @.str.35, ptr @.str.36, ptr @.str.37, ptr @.str.38, ptr @.str.39], align 4, !dbg !239
@pancam_errbuf = internal global [32 x i8] zeroinitializer, align 1, !dbg !100
@.str.1 = private unnamed_addr constant [3 x i8] c": \00", align 1, !dbg !53
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !58
@ctype_b_table = internal constant <{ [256 x i16], [128 x i16] }> <{ [256 x i16] [i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 8195, i16 8194, i16 8194, i16 8194, i16 8194, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 24577, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -11000, i16 -11000, i16 -11000, i16 -11000, i16 -11000, i16 -11000, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -10744, i16 -10744, i16 -10744, i16 -10744, i16 -10744, i16 -10744, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 2], [128 x i16] zeroinitializer }>, align 2, !dbg !114
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
define dso_local nonnull ptr @__errno_location() local_unnamed_addr #0 !dbg !253 {
  %1 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !257
  ret ptr %1, !dbg !258
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 -1, 1) i32 @atexit(ptr noundef %0) local_unnamed_addr #2 !dbg !259 {
    #dbg_value(ptr %0, !263, !DIExpression(), !264)
  %2 = load i32, ptr @atexit_n, align 4, !dbg !265, !tbaa !267
  %3 = icmp sgt i32 %2, 31, !dbg !271
  br i1 %3, label %7, label %4, !dbg !272

4:                                                ; preds = %1
  %5 = add nsw i32 %2, 1, !dbg !273
  store i32 %5, ptr @atexit_n, align 4, !dbg !273, !tbaa !267
  %6 = getelementptr inbounds [32 x ptr], ptr @atexit_fns, i32 0, i32 %2, !dbg !274
  store ptr %0, ptr %6, align 4, !dbg !275, !tbaa !276
  br label %7, !dbg !278

7:                                                ; preds = %1, %4
  %8 = phi i32 [ 0, %4 ], [ -1, %1 ], !dbg !264
  ret i32 %8, !dbg !279
}

; Function Attrs: noreturn nounwind
define dso_local void @exit(i32 noundef %0) local_unnamed_addr #3 !dbg !280 {
    #dbg_value(i32 %0, !284, !DIExpression(), !287)
  %2 = load i32, ptr @atexit_n, align 4, !dbg !288, !tbaa !267
  %3 = icmp sgt i32 %2, 0, !dbg !289
  br i1 %3, label %4, label %11, !dbg !290

4:                                                ; preds = %1, %4
  %5 = phi i32 [ %9, %4 ], [ %2, %1 ]
  %6 = add nsw i32 %5, -1, !dbg !291
  store i32 %6, ptr @atexit_n, align 4, !dbg !291, !tbaa !267
  %7 = getelementptr inbounds [32 x ptr], ptr @atexit_fns, i32 0, i32 %6, !dbg !292
  %8 = load ptr, ptr %7, align 4, !dbg !292, !tbaa !276
    #dbg_value(ptr %8, !285, !DIExpression(), !293)
  tail call void %8() #18, !dbg !294
  %9 = load i32, ptr @atexit_n, align 4, !dbg !288, !tbaa !267
  %10 = icmp sgt i32 %9, 0, !dbg !289
  br i1 %10, label %4, label %11, !dbg !290, !llvm.loop !295

11:                                               ; preds = %4, %1
  tail call void @__pancam_exit(i32 noundef %0) #19, !dbg !298
  unreachable, !dbg !298
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: noreturn
declare !dbg !299 void @__pancam_exit(i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local i32 @memcmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #6 !dbg !300 {
    #dbg_value(ptr %0, !307, !DIExpression(), !314)
    #dbg_value(ptr %1, !308, !DIExpression(), !314)
    #dbg_value(i32 %2, !309, !DIExpression(), !314)
    #dbg_value(ptr %0, !310, !DIExpression(), !314)
    #dbg_value(ptr %1, !311, !DIExpression(), !314)
    #dbg_value(i32 0, !312, !DIExpression(), !315)
  %4 = icmp eq i32 %2, 0, !dbg !316
  br i1 %4, label %18, label %8, !dbg !318

5:                                                ; preds = %8
  %6 = add nuw i32 %9, 1, !dbg !319
    #dbg_value(i32 %6, !312, !DIExpression(), !315)
    #dbg_value(i32 %6, !312, !DIExpression(), !315)
  %7 = icmp eq i32 %6, %2, !dbg !316
  br i1 %7, label %18, label %8, !dbg !318, !llvm.loop !320

8:                                                ; preds = %3, %5
  %9 = phi i32 [ %6, %5 ], [ 0, %3 ]
    #dbg_value(i32 %9, !312, !DIExpression(), !315)
  %10 = getelementptr inbounds i8, ptr %0, i32 %9, !dbg !322
  %11 = load i8, ptr %10, align 1, !dbg !322, !tbaa !324
  %12 = getelementptr inbounds i8, ptr %1, i32 %9, !dbg !325
  %13 = load i8, ptr %12, align 1, !dbg !325, !tbaa !324
  %14 = icmp eq i8 %11, %13, !dbg !326
    #dbg_value(i32 %9, !312, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !315)
  br i1 %14, label %5, label %15, !dbg !327

15:                                               ; preds = %8
  %16 = icmp ult i8 %11, %13, !dbg !328
  %17 = select i1 %16, i32 -1, i32 1, !dbg !329
  br label %18, !dbg !330

18:                                               ; preds = %5, %3, %15
  %19 = phi i32 [ %17, %15 ], [ 0, %3 ], [ 0, %5 ]
  ret i32 %19, !dbg !331
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local range(i32 0, 2) i32 @bcmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #6 !dbg !332 {
    #dbg_value(ptr %0, !334, !DIExpression(), !337)
    #dbg_value(ptr %1, !335, !DIExpression(), !337)
    #dbg_value(i32 %2, !336, !DIExpression(), !337)
    #dbg_value(ptr %0, !307, !DIExpression(), !338)
    #dbg_value(ptr %1, !308, !DIExpression(), !338)
    #dbg_value(i32 %2, !309, !DIExpression(), !338)
    #dbg_value(ptr %0, !310, !DIExpression(), !338)
    #dbg_value(ptr %1, !311, !DIExpression(), !338)
    #dbg_value(i32 0, !312, !DIExpression(), !340)
  %4 = icmp eq i32 %2, 0, !dbg !341
  br i1 %4, label %15, label %8, !dbg !342

5:                                                ; preds = %8
  %6 = add nuw i32 %9, 1, !dbg !343
    #dbg_value(i32 %6, !312, !DIExpression(), !340)
    #dbg_value(i32 %6, !312, !DIExpression(), !340)
  %7 = icmp eq i32 %6, %2, !dbg !341
  br i1 %7, label %15, label %8, !dbg !342, !llvm.loop !344

8:                                                ; preds = %3, %5
  %9 = phi i32 [ %6, %5 ], [ 0, %3 ]
    #dbg_value(i32 %9, !312, !DIExpression(), !340)
  %10 = getelementptr inbounds i8, ptr %0, i32 %9, !dbg !346
  %11 = load i8, ptr %10, align 1, !dbg !346, !tbaa !324
  %12 = getelementptr inbounds i8, ptr %1, i32 %9, !dbg !347
  %13 = load i8, ptr %12, align 1, !dbg !347, !tbaa !324
  %14 = icmp eq i8 %11, %13, !dbg !348
    #dbg_value(i32 %9, !312, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !340)
  br i1 %14, label %5, label %15, !dbg !349

15:                                               ; preds = %8, %5, %3
  %16 = phi i32 [ 0, %3 ], [ 1, %8 ], [ 0, %5 ]
  ret i32 %16, !dbg !350
}

; Function Attrs: nounwind
define dso_local ptr @mempcpy(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #7 !dbg !351 {
    #dbg_value(ptr %0, !355, !DIExpression(), !358)
    #dbg_value(ptr %1, !356, !DIExpression(), !358)
    #dbg_value(i32 %2, !357, !DIExpression(), !358)
  %4 = tail call ptr @memcpy(ptr noundef %0, ptr noundef %1, i32 noundef %2) #18, !dbg !359
  %5 = getelementptr inbounds i8, ptr %4, i32 %2, !dbg !360
  ret ptr %5, !dbg !361
}

declare !dbg !362 ptr @memcpy(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #8

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local noundef ptr @memrchr(ptr noundef readonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #6 !dbg !363 {
    #dbg_value(ptr %0, !367, !DIExpression(), !371)
    #dbg_value(i32 %1, !368, !DIExpression(), !371)
    #dbg_value(i32 %2, !369, !DIExpression(), !371)
    #dbg_value(ptr %0, !370, !DIExpression(), !371)
  %4 = trunc i32 %1 to i8
  br label %5, !dbg !372

5:                                                ; preds = %8, %3
  %6 = phi i32 [ %2, %3 ], [ %9, %8 ]
    #dbg_value(i32 %6, !369, !DIExpression(), !371)
  %7 = icmp eq i32 %6, 0, !dbg !373
  br i1 %7, label %15, label %8, !dbg !372

8:                                                ; preds = %5
  %9 = add i32 %6, -1, !dbg !374
    #dbg_value(i32 %9, !369, !DIExpression(), !371)
  %10 = getelementptr inbounds i8, ptr %0, i32 %9, !dbg !376
  %11 = load i8, ptr %10, align 1, !dbg !376, !tbaa !324
  %12 = icmp eq i8 %11, %4, !dbg !378
  br i1 %12, label %13, label %5, !dbg !379, !llvm.loop !380

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %0, i32 %9
  br label %15, !dbg !382

15:                                               ; preds = %5, %13
  %16 = phi ptr [ %14, %13 ], [ null, %5 ], !dbg !371
  ret ptr %16, !dbg !382
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local ptr @memchr(ptr noundef readonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #6 !dbg !383 {
    #dbg_value(ptr %0, !385, !DIExpression(), !391)
    #dbg_value(i32 %1, !386, !DIExpression(), !391)
    #dbg_value(i32 %2, !387, !DIExpression(), !391)
    #dbg_value(ptr %0, !388, !DIExpression(), !391)
    #dbg_value(i32 0, !389, !DIExpression(), !392)
  %4 = icmp eq i32 %2, 0, !dbg !393
  br i1 %4, label %17, label %5, !dbg !395

5:                                                ; preds = %3
  %6 = trunc i32 %1 to i8
  br label %7, !dbg !395

7:                                                ; preds = %5, %12
  %8 = phi i32 [ 0, %5 ], [ %13, %12 ]
    #dbg_value(i32 %8, !389, !DIExpression(), !392)
  %9 = getelementptr inbounds i8, ptr %0, i32 %8, !dbg !396
  %10 = load i8, ptr %9, align 1, !dbg !396, !tbaa !324
  %11 = icmp eq i8 %10, %6, !dbg !398
  br i1 %11, label %15, label %12, !dbg !399

12:                                               ; preds = %7
  %13 = add nuw i32 %8, 1, !dbg !400
    #dbg_value(i32 %13, !389, !DIExpression(), !392)
  %14 = icmp eq i32 %13, %2, !dbg !393
  br i1 %14, label %17, label %7, !dbg !395, !llvm.loop !401

15:                                               ; preds = %7
  %16 = getelementptr inbounds i8, ptr %0, i32 %8
  br label %17, !dbg !403

17:                                               ; preds = %12, %15, %3
  %18 = phi ptr [ null, %3 ], [ %16, %15 ], [ null, %12 ]
  ret ptr %18, !dbg !403
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local i32 @strnlen(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #6 !dbg !404 {
    #dbg_value(ptr %0, !408, !DIExpression(), !411)
    #dbg_value(i32 %1, !409, !DIExpression(), !411)
    #dbg_value(i32 0, !410, !DIExpression(), !411)
  %3 = icmp eq i32 %1, 0, !dbg !412
  br i1 %3, label %12, label %4, !dbg !413

4:                                                ; preds = %2, %9
  %5 = phi i32 [ %10, %9 ], [ 0, %2 ]
    #dbg_value(i32 %5, !410, !DIExpression(), !411)
  %6 = getelementptr inbounds i8, ptr %0, i32 %5, !dbg !414
  %7 = load i8, ptr %6, align 1, !dbg !414, !tbaa !324
  %8 = icmp eq i8 %7, 0, !dbg !413
  br i1 %8, label %12, label %9, !dbg !415

9:                                                ; preds = %4
  %10 = add nuw i32 %5, 1, !dbg !416
    #dbg_value(i32 %10, !410, !DIExpression(), !411)
  %11 = icmp eq i32 %10, %1, !dbg !412
  br i1 %11, label %12, label %4, !dbg !413, !llvm.loop !417

12:                                               ; preds = %4, %9, %2
  %13 = phi i32 [ 0, %2 ], [ %1, %9 ], [ %5, %4 ], !dbg !411
  ret i32 %13, !dbg !418
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local range(i32 -1, 2) i32 @strcmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !419 {
    #dbg_value(ptr %0, !423, !DIExpression(), !427)
    #dbg_value(ptr %1, !424, !DIExpression(), !427)
    #dbg_value(ptr %0, !425, !DIExpression(), !427)
    #dbg_value(ptr %1, !426, !DIExpression(), !427)
  %3 = load i8, ptr %0, align 1, !dbg !428, !tbaa !324
  %4 = icmp eq i8 %3, 0, !dbg !428
  br i1 %4, label %16, label %5, !dbg !429

5:                                                ; preds = %2, %11
  %6 = phi i8 [ %14, %11 ], [ %3, %2 ]
  %7 = phi ptr [ %13, %11 ], [ %1, %2 ]
  %8 = phi ptr [ %12, %11 ], [ %0, %2 ]
    #dbg_value(ptr %7, !426, !DIExpression(), !427)
    #dbg_value(ptr %8, !425, !DIExpression(), !427)
  %9 = load i8, ptr %7, align 1, !dbg !430, !tbaa !324
  %10 = icmp eq i8 %6, %9, !dbg !431
  br i1 %10, label %11, label %16, !dbg !432

11:                                               ; preds = %5
  %12 = getelementptr inbounds i8, ptr %8, i32 1, !dbg !433
    #dbg_value(ptr %12, !425, !DIExpression(), !427)
  %13 = getelementptr inbounds i8, ptr %7, i32 1, !dbg !435
    #dbg_value(ptr %13, !426, !DIExpression(), !427)
  %14 = load i8, ptr %12, align 1, !dbg !428, !tbaa !324
  %15 = icmp eq i8 %14, 0, !dbg !428
  br i1 %15, label %16, label %5, !dbg !429, !llvm.loop !436

16:                                               ; preds = %5, %11, %2
  %17 = phi ptr [ %1, %2 ], [ %13, %11 ], [ %7, %5 ], !dbg !427
  %18 = phi i8 [ 0, %2 ], [ 0, %11 ], [ %6, %5 ], !dbg !428
  %19 = load i8, ptr %17, align 1, !dbg !438, !tbaa !324
  %20 = icmp ugt i8 %18, %19, !dbg !439
  %21 = zext i1 %20 to i32, !dbg !439
  %22 = icmp ult i8 %18, %19, !dbg !440
  %23 = sext i1 %22 to i32, !dbg !440
  %24 = add nsw i32 %23, %21, !dbg !441
  ret i32 %24, !dbg !442
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local i32 @strncmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #6 !dbg !443 {
    #dbg_value(ptr %0, !447, !DIExpression(), !454)
    #dbg_value(ptr %1, !448, !DIExpression(), !454)
    #dbg_value(i32 %2, !449, !DIExpression(), !454)
    #dbg_value(ptr %0, !450, !DIExpression(), !454)
    #dbg_value(ptr %1, !451, !DIExpression(), !454)
    #dbg_value(i32 0, !452, !DIExpression(), !455)
  %4 = icmp eq i32 %2, 0, !dbg !456
  br i1 %4, label %23, label %5, !dbg !458

5:                                                ; preds = %3, %18
  %6 = phi i32 [ %20, %18 ], [ 0, %3 ]
    #dbg_value(i32 %6, !452, !DIExpression(), !455)
  %7 = getelementptr inbounds i8, ptr %0, i32 %6, !dbg !459
  %8 = load i8, ptr %7, align 1, !dbg !459, !tbaa !324
  %9 = getelementptr inbounds i8, ptr %1, i32 %6, !dbg !462
  %10 = load i8, ptr %9, align 1, !dbg !462, !tbaa !324
  %11 = icmp eq i8 %8, %10, !dbg !463
  br i1 %11, label %18, label %12, !dbg !464

12:                                               ; preds = %5
  %13 = icmp ugt i8 %8, %10, !dbg !465
  %14 = zext i1 %13 to i32, !dbg !465
  %15 = icmp ult i8 %8, %10, !dbg !466
  %16 = sext i1 %15 to i32, !dbg !466
  %17 = add nsw i32 %16, %14, !dbg !467
  br label %23, !dbg !468

18:                                               ; preds = %5
  %19 = icmp eq i8 %8, 0, !dbg !469
    #dbg_value(i32 %6, !452, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !455)
  %20 = add nuw i32 %6, 1
    #dbg_value(i32 %20, !452, !DIExpression(), !455)
    #dbg_value(i32 %20, !452, !DIExpression(), !455)
  %21 = icmp eq i32 %20, %2
  %22 = select i1 %19, i1 true, i1 %21, !dbg !471
  br i1 %22, label %23, label %5, !dbg !471, !llvm.loop !472

23:                                               ; preds = %18, %3, %12
  %24 = phi i32 [ %17, %12 ], [ 0, %3 ], [ 0, %18 ]
  ret i32 %24, !dbg !474
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local noundef ptr @strcpy(ptr noundef returned writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #10 !dbg !475 {
    #dbg_value(ptr %0, !477, !DIExpression(), !480)
    #dbg_value(ptr %1, !478, !DIExpression(), !480)
    #dbg_value(ptr %0, !479, !DIExpression(), !480)
  br label %3, !dbg !481

3:                                                ; preds = %3, %2
  %4 = phi ptr [ %1, %2 ], [ %6, %3 ]
  %5 = phi ptr [ %0, %2 ], [ %8, %3 ]
    #dbg_value(ptr %5, !477, !DIExpression(), !480)
    #dbg_value(ptr %4, !478, !DIExpression(), !480)
  %6 = getelementptr inbounds i8, ptr %4, i32 1, !dbg !482
    #dbg_value(ptr %6, !478, !DIExpression(), !480)
  %7 = load i8, ptr %4, align 1, !dbg !483, !tbaa !324
  %8 = getelementptr inbounds i8, ptr %5, i32 1, !dbg !484
    #dbg_value(ptr %8, !477, !DIExpression(), !480)
  store i8 %7, ptr %5, align 1, !dbg !485, !tbaa !324
  %9 = icmp eq i8 %7, 0, !dbg !481
  br i1 %9, label %10, label %3, !dbg !481, !llvm.loop !486

10:                                               ; preds = %3
  ret ptr %0, !dbg !488
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local noundef ptr @stpcpy(ptr noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #10 !dbg !489 {
    #dbg_value(ptr %0, !491, !DIExpression(), !493)
    #dbg_value(ptr %1, !492, !DIExpression(), !493)
    #dbg_value(ptr %1, !492, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !493)
  %3 = load i8, ptr %1, align 1, !dbg !494, !tbaa !324
  store i8 %3, ptr %0, align 1, !dbg !495, !tbaa !324
  %4 = icmp eq i8 %3, 0, !dbg !496
  br i1 %4, label %12, label %5, !dbg !496

5:                                                ; preds = %2, %5
  %6 = phi ptr [ %8, %5 ], [ %1, %2 ]
  %7 = phi ptr [ %9, %5 ], [ %0, %2 ]
    #dbg_value(ptr %6, !492, !DIExpression(), !493)
    #dbg_value(ptr %7, !491, !DIExpression(), !493)
  %8 = getelementptr inbounds i8, ptr %6, i32 1, !dbg !497
    #dbg_value(ptr %8, !492, !DIExpression(), !493)
  %9 = getelementptr inbounds i8, ptr %7, i32 1, !dbg !498
    #dbg_value(ptr %9, !491, !DIExpression(), !493)
    #dbg_value(ptr %8, !492, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !493)
  %10 = load i8, ptr %8, align 1, !dbg !494, !tbaa !324
  store i8 %10, ptr %9, align 1, !dbg !495, !tbaa !324
  %11 = icmp eq i8 %10, 0, !dbg !496
  br i1 %11, label %12, label %5, !dbg !496, !llvm.loop !499

12:                                               ; preds = %5, %2
  %13 = phi ptr [ %0, %2 ], [ %9, %5 ]
  ret ptr %13, !dbg !500
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptr @stpncpy(ptr noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #11 !dbg !501 {
    #dbg_value(ptr %0, !505, !DIExpression(), !510)
    #dbg_value(ptr %1, !506, !DIExpression(), !510)
    #dbg_value(i32 %2, !507, !DIExpression(), !510)
    #dbg_value(i32 0, !508, !DIExpression(), !510)
  %4 = icmp eq i32 %2, 0, !dbg !511
  br i1 %4, label %14, label %5, !dbg !514

5:                                                ; preds = %3, %10
  %6 = phi i32 [ %12, %10 ], [ 0, %3 ]
    #dbg_value(i32 %6, !508, !DIExpression(), !510)
  %7 = getelementptr inbounds i8, ptr %1, i32 %6, !dbg !515
  %8 = load i8, ptr %7, align 1, !dbg !515, !tbaa !324
  %9 = icmp eq i8 %8, 0, !dbg !514
  br i1 %9, label %14, label %10, !dbg !516

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %0, i32 %6, !dbg !517
  store i8 %8, ptr %11, align 1, !dbg !518, !tbaa !324
  %12 = add nuw i32 %6, 1, !dbg !519
    #dbg_value(i32 %12, !508, !DIExpression(), !510)
  %13 = icmp eq i32 %12, %2, !dbg !511
  br i1 %13, label %52, label %5, !dbg !514, !llvm.loop !520

14:                                               ; preds = %5, %3
  %15 = phi i32 [ 0, %3 ], [ %6, %5 ], !dbg !510
    #dbg_value(!DIArgList(ptr %0, i32 %15), !509, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !510)
    #dbg_value(i32 %15, !508, !DIExpression(), !510)
  %16 = icmp ult i32 %15, %2, !dbg !522
  br i1 %16, label %17, label %52, !dbg !525

17:                                               ; preds = %14
  %18 = sub i32 %2, %15, !dbg !525
  %19 = and i32 %18, 7, !dbg !525
  %20 = icmp eq i32 %19, 0, !dbg !525
  br i1 %20, label %28, label %21, !dbg !525

21:                                               ; preds = %17, %21
  %22 = phi i32 [ %25, %21 ], [ %15, %17 ]
  %23 = phi i32 [ %26, %21 ], [ 0, %17 ]
    #dbg_value(i32 %22, !508, !DIExpression(), !510)
  %24 = getelementptr inbounds i8, ptr %0, i32 %22, !dbg !526
  store i8 0, ptr %24, align 1, !dbg !527, !tbaa !324
  %25 = add nuw i32 %22, 1, !dbg !528
    #dbg_value(i32 %25, !508, !DIExpression(), !510)
  %26 = add i32 %23, 1, !dbg !525
  %27 = icmp eq i32 %26, %19, !dbg !525
  br i1 %27, label %28, label %21, !dbg !525, !llvm.loop !529

28:                                               ; preds = %21, %17
  %29 = phi i32 [ %15, %17 ], [ %25, %21 ]
  %30 = sub i32 %15, %2, !dbg !525
  %31 = icmp ugt i32 %30, -8, !dbg !525
  br i1 %31, label %52, label %32, !dbg !525

32:                                               ; preds = %28
  %33 = getelementptr i8, ptr %0, i32 1, !dbg !525
  %34 = getelementptr i8, ptr %0, i32 2, !dbg !525
  %35 = getelementptr i8, ptr %0, i32 3, !dbg !525
  %36 = getelementptr i8, ptr %0, i32 4, !dbg !525
  %37 = getelementptr i8, ptr %0, i32 5, !dbg !525
  %38 = getelementptr i8, ptr %0, i32 6, !dbg !525
  %39 = getelementptr i8, ptr %0, i32 7, !dbg !525
  br label %40, !dbg !525

40:                                               ; preds = %40, %32
  %41 = phi i32 [ %29, %32 ], [ %50, %40 ]
    #dbg_value(i32 %41, !508, !DIExpression(), !510)
  %42 = getelementptr inbounds i8, ptr %0, i32 %41, !dbg !526
  store i8 0, ptr %42, align 1, !dbg !527, !tbaa !324
    #dbg_value(i32 %41, !508, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !510)
  %43 = getelementptr i8, ptr %33, i32 %41, !dbg !526
  store i8 0, ptr %43, align 1, !dbg !527, !tbaa !324
    #dbg_value(i32 %41, !508, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !510)
  %44 = getelementptr i8, ptr %34, i32 %41, !dbg !526
  store i8 0, ptr %44, align 1, !dbg !527, !tbaa !324
    #dbg_value(i32 %41, !508, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !510)
  %45 = getelementptr i8, ptr %35, i32 %41, !dbg !526
  store i8 0, ptr %45, align 1, !dbg !527, !tbaa !324
    #dbg_value(i32 %41, !508, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !510)
  %46 = getelementptr i8, ptr %36, i32 %41, !dbg !526
  store i8 0, ptr %46, align 1, !dbg !527, !tbaa !324
    #dbg_value(i32 %41, !508, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !510)
  %47 = getelementptr i8, ptr %37, i32 %41, !dbg !526
  store i8 0, ptr %47, align 1, !dbg !527, !tbaa !324
    #dbg_value(i32 %41, !508, !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value), !510)
  %48 = getelementptr i8, ptr %38, i32 %41, !dbg !526
  store i8 0, ptr %48, align 1, !dbg !527, !tbaa !324
    #dbg_value(i32 %41, !508, !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value), !510)
  %49 = getelementptr i8, ptr %39, i32 %41, !dbg !526
  store i8 0, ptr %49, align 1, !dbg !527, !tbaa !324
  %50 = add nuw i32 %41, 8, !dbg !528
    #dbg_value(i32 %50, !508, !DIExpression(), !510)
  %51 = icmp eq i32 %50, %2, !dbg !522
  br i1 %51, label %52, label %40, !dbg !525, !llvm.loop !531

52:                                               ; preds = %10, %28, %40, %14
  %53 = phi i32 [ %15, %14 ], [ %15, %40 ], [ %15, %28 ], [ %2, %10 ]
  %54 = getelementptr inbounds i8, ptr %0, i32 %53, !dbg !533
    #dbg_value(ptr %54, !509, !DIExpression(), !510)
  ret ptr %54, !dbg !534
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local noundef ptr @strchrnul(ptr noundef readonly %0, i32 noundef %1) local_unnamed_addr #9 !dbg !535 {
    #dbg_value(ptr %0, !539, !DIExpression(), !541)
    #dbg_value(i32 %1, !540, !DIExpression(), !541)
  %3 = load i8, ptr %0, align 1, !dbg !542, !tbaa !324
  %4 = icmp eq i8 %3, 0, !dbg !542
  br i1 %4, label %17, label %5, !dbg !543

5:                                                ; preds = %2
  %6 = shl i32 %1, 24
  %7 = ashr exact i32 %6, 24
  br label %8, !dbg !543

8:                                                ; preds = %5, %13
  %9 = phi i8 [ %3, %5 ], [ %15, %13 ]
  %10 = phi ptr [ %0, %5 ], [ %14, %13 ]
    #dbg_value(ptr %10, !539, !DIExpression(), !541)
  %11 = sext i8 %9 to i32, !dbg !542
  %12 = icmp eq i32 %7, %11, !dbg !544
  br i1 %12, label %17, label %13, !dbg !545

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %10, i32 1, !dbg !546
    #dbg_value(ptr %14, !539, !DIExpression(), !541)
  %15 = load i8, ptr %14, align 1, !dbg !542, !tbaa !324
  %16 = icmp eq i8 %15, 0, !dbg !542
  br i1 %16, label %17, label %8, !dbg !543, !llvm.loop !547

17:                                               ; preds = %8, %13, %2
  %18 = phi ptr [ %0, %2 ], [ %14, %13 ], [ %10, %8 ]
  ret ptr %18, !dbg !548
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local noundef ptr @strncpy(ptr noundef returned writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #11 !dbg !549 {
    #dbg_value(ptr %0, !551, !DIExpression(), !555)
    #dbg_value(ptr %1, !552, !DIExpression(), !555)
    #dbg_value(i32 %2, !553, !DIExpression(), !555)
    #dbg_value(i32 0, !554, !DIExpression(), !555)
  %4 = icmp eq i32 %2, 0, !dbg !556
  br i1 %4, label %14, label %5, !dbg !559

5:                                                ; preds = %3, %10
  %6 = phi i32 [ %12, %10 ], [ 0, %3 ]
    #dbg_value(i32 %6, !554, !DIExpression(), !555)
  %7 = getelementptr inbounds i8, ptr %1, i32 %6, !dbg !560
  %8 = load i8, ptr %7, align 1, !dbg !560, !tbaa !324
  %9 = icmp eq i8 %8, 0, !dbg !559
  br i1 %9, label %14, label %10, !dbg !561

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %0, i32 %6, !dbg !562
  store i8 %8, ptr %11, align 1, !dbg !563, !tbaa !324
  %12 = add nuw i32 %6, 1, !dbg !564
    #dbg_value(i32 %12, !554, !DIExpression(), !555)
  %13 = icmp eq i32 %12, %2, !dbg !556
  br i1 %13, label %52, label %5, !dbg !559, !llvm.loop !565

14:                                               ; preds = %5, %3
  %15 = phi i32 [ 0, %3 ], [ %6, %5 ], !dbg !555
    #dbg_value(i32 %15, !554, !DIExpression(), !555)
  %16 = icmp ult i32 %15, %2, !dbg !567
  br i1 %16, label %17, label %52, !dbg !570

17:                                               ; preds = %14
  %18 = sub i32 %2, %15, !dbg !570
  %19 = and i32 %18, 7, !dbg !570
  %20 = icmp eq i32 %19, 0, !dbg !570
  br i1 %20, label %28, label %21, !dbg !570

21:                                               ; preds = %17, %21
  %22 = phi i32 [ %25, %21 ], [ %15, %17 ]
  %23 = phi i32 [ %26, %21 ], [ 0, %17 ]
    #dbg_value(i32 %22, !554, !DIExpression(), !555)
  %24 = getelementptr inbounds i8, ptr %0, i32 %22, !dbg !571
  store i8 0, ptr %24, align 1, !dbg !572, !tbaa !324
  %25 = add nuw i32 %22, 1, !dbg !573
    #dbg_value(i32 %25, !554, !DIExpression(), !555)
  %26 = add i32 %23, 1, !dbg !570
  %27 = icmp eq i32 %26, %19, !dbg !570
  br i1 %27, label %28, label %21, !dbg !570, !llvm.loop !574

28:                                               ; preds = %21, %17
  %29 = phi i32 [ %15, %17 ], [ %25, %21 ]
  %30 = sub i32 %15, %2, !dbg !570
  %31 = icmp ugt i32 %30, -8, !dbg !570
  br i1 %31, label %52, label %32, !dbg !570

32:                                               ; preds = %28
  %33 = getelementptr i8, ptr %0, i32 1, !dbg !570
  %34 = getelementptr i8, ptr %0, i32 2, !dbg !570
  %35 = getelementptr i8, ptr %0, i32 3, !dbg !570
  %36 = getelementptr i8, ptr %0, i32 4, !dbg !570
  %37 = getelementptr i8, ptr %0, i32 5, !dbg !570
  %38 = getelementptr i8, ptr %0, i32 6, !dbg !570
  %39 = getelementptr i8, ptr %0, i32 7, !dbg !570
  br label %40, !dbg !570

40:                                               ; preds = %40, %32
  %41 = phi i32 [ %29, %32 ], [ %50, %40 ]
    #dbg_value(i32 %41, !554, !DIExpression(), !555)
  %42 = getelementptr inbounds i8, ptr %0, i32 %41, !dbg !571
  store i8 0, ptr %42, align 1, !dbg !572, !tbaa !324
    #dbg_value(i32 %41, !554, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !555)
  %43 = getelementptr i8, ptr %33, i32 %41, !dbg !571
  store i8 0, ptr %43, align 1, !dbg !572, !tbaa !324
    #dbg_value(i32 %41, !554, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !555)
  %44 = getelementptr i8, ptr %34, i32 %41, !dbg !571
  store i8 0, ptr %44, align 1, !dbg !572, !tbaa !324
    #dbg_value(i32 %41, !554, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !555)
  %45 = getelementptr i8, ptr %35, i32 %41, !dbg !571
  store i8 0, ptr %45, align 1, !dbg !572, !tbaa !324
    #dbg_value(i32 %41, !554, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !555)
  %46 = getelementptr i8, ptr %36, i32 %41, !dbg !571
  store i8 0, ptr %46, align 1, !dbg !572, !tbaa !324
    #dbg_value(i32 %41, !554, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !555)
  %47 = getelementptr i8, ptr %37, i32 %41, !dbg !571
  store i8 0, ptr %47, align 1, !dbg !572, !tbaa !324
    #dbg_value(i32 %41, !554, !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value), !555)
  %48 = getelementptr i8, ptr %38, i32 %41, !dbg !571
  store i8 0, ptr %48, align 1, !dbg !572, !tbaa !324
    #dbg_value(i32 %41, !554, !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value), !555)
  %49 = getelementptr i8, ptr %39, i32 %41, !dbg !571
  store i8 0, ptr %49, align 1, !dbg !572, !tbaa !324
  %50 = add nuw i32 %41, 8, !dbg !573
    #dbg_value(i32 %50, !554, !DIExpression(), !555)
  %51 = icmp eq i32 %50, %2, !dbg !567
  br i1 %51, label %52, label %40, !dbg !570, !llvm.loop !575

52:                                               ; preds = %10, %28, %40, %14
  ret ptr %0, !dbg !577
}

; Function Attrs: nounwind
define dso_local noundef ptr @strcat(ptr noundef returned %0, ptr nocapture noundef readonly %1) local_unnamed_addr #7 !dbg !578 {
    #dbg_value(ptr %0, !580, !DIExpression(), !582)
    #dbg_value(ptr %1, !581, !DIExpression(), !582)
  %3 = tail call i32 @strlen(ptr noundef %0) #18, !dbg !583
  %4 = getelementptr inbounds i8, ptr %0, i32 %3, !dbg !584
    #dbg_value(ptr %4, !477, !DIExpression(), !585)
    #dbg_value(ptr %1, !478, !DIExpression(), !585)
    #dbg_value(ptr %4, !479, !DIExpression(), !585)
  br label %5, !dbg !587

5:                                                ; preds = %5, %2
  %6 = phi ptr [ %1, %2 ], [ %8, %5 ]
  %7 = phi ptr [ %4, %2 ], [ %10, %5 ]
    #dbg_value(ptr %7, !477, !DIExpression(), !585)
    #dbg_value(ptr %6, !478, !DIExpression(), !585)
  %8 = getelementptr inbounds i8, ptr %6, i32 1, !dbg !588
    #dbg_value(ptr %8, !478, !DIExpression(), !585)
  %9 = load i8, ptr %6, align 1, !dbg !589, !tbaa !324
  %10 = getelementptr inbounds i8, ptr %7, i32 1, !dbg !590
    #dbg_value(ptr %10, !477, !DIExpression(), !585)
  store i8 %9, ptr %7, align 1, !dbg !591, !tbaa !324
  %11 = icmp eq i8 %9, 0, !dbg !587
  br i1 %11, label %12, label %5, !dbg !587, !llvm.loop !592

12:                                               ; preds = %5
  ret ptr %0, !dbg !594
}

declare !dbg !595 i32 @strlen(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local noundef ptr @strncat(ptr noundef returned %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #7 !dbg !598 {
    #dbg_value(ptr %0, !600, !DIExpression(), !605)
    #dbg_value(ptr %1, !601, !DIExpression(), !605)
    #dbg_value(i32 %2, !602, !DIExpression(), !605)
  %4 = tail call i32 @strlen(ptr noundef %0) #18, !dbg !606
  %5 = getelementptr inbounds i8, ptr %0, i32 %4, !dbg !607
    #dbg_value(ptr %5, !603, !DIExpression(), !605)
    #dbg_value(i32 0, !604, !DIExpression(), !605)
  %6 = icmp eq i32 %2, 0, !dbg !608
  br i1 %6, label %16, label %7, !dbg !611

7:                                                ; preds = %3, %12
  %8 = phi i32 [ %14, %12 ], [ 0, %3 ]
    #dbg_value(i32 %8, !604, !DIExpression(), !605)
  %9 = getelementptr inbounds i8, ptr %1, i32 %8, !dbg !612
  %10 = load i8, ptr %9, align 1, !dbg !612, !tbaa !324
  %11 = icmp eq i8 %10, 0, !dbg !611
  br i1 %11, label %16, label %12, !dbg !613

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %5, i32 %8, !dbg !614
  store i8 %10, ptr %13, align 1, !dbg !615, !tbaa !324
  %14 = add nuw i32 %8, 1, !dbg !616
    #dbg_value(i32 %14, !604, !DIExpression(), !605)
  %15 = icmp eq i32 %14, %2, !dbg !608
  br i1 %15, label %16, label %7, !dbg !611, !llvm.loop !617

16:                                               ; preds = %7, %12, %3
  %17 = phi i32 [ 0, %3 ], [ %2, %12 ], [ %8, %7 ], !dbg !605
  %18 = getelementptr inbounds i8, ptr %5, i32 %17, !dbg !619
  store i8 0, ptr %18, align 1, !dbg !620, !tbaa !324
  ret ptr %0, !dbg !621
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local noundef ptr @strchr(ptr noundef readonly %0, i32 noundef %1) local_unnamed_addr #9 !dbg !622 {
    #dbg_value(ptr %0, !624, !DIExpression(), !626)
    #dbg_value(i32 %1, !625, !DIExpression(), !626)
  %3 = shl i32 %1, 24
  %4 = ashr exact i32 %3, 24
    #dbg_value(ptr %0, !624, !DIExpression(), !626)
  %5 = load i8, ptr %0, align 1, !dbg !627, !tbaa !324
  %6 = sext i8 %5 to i32, !dbg !627
  %7 = icmp eq i32 %4, %6, !dbg !632
  br i1 %7, label %17, label %8, !dbg !633

8:                                                ; preds = %2, %12
  %9 = phi i8 [ %14, %12 ], [ %5, %2 ]
  %10 = phi ptr [ %13, %12 ], [ %0, %2 ]
    #dbg_value(ptr %10, !624, !DIExpression(), !626)
  %11 = icmp eq i8 %9, 0, !dbg !634
  br i1 %11, label %17, label %12, !dbg !636

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %10, i32 1, !dbg !637
    #dbg_value(ptr %13, !624, !DIExpression(), !626)
  %14 = load i8, ptr %13, align 1, !dbg !627, !tbaa !324
  %15 = sext i8 %14 to i32, !dbg !627
  %16 = icmp eq i32 %4, %15, !dbg !632
  br i1 %16, label %17, label %8, !dbg !633, !llvm.loop !638

17:                                               ; preds = %12, %8, %2
  %18 = phi ptr [ %0, %2 ], [ null, %8 ], [ %13, %12 ], !dbg !641
  ret ptr %18, !dbg !642
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local ptr @strrchr(ptr noundef readonly %0, i32 noundef %1) local_unnamed_addr #9 !dbg !643 {
    #dbg_value(ptr %0, !645, !DIExpression(), !648)
    #dbg_value(i32 %1, !646, !DIExpression(), !648)
    #dbg_value(ptr null, !647, !DIExpression(), !648)
  %3 = shl i32 %1, 24
  %4 = ashr exact i32 %3, 24
  br label %5, !dbg !649

5:                                                ; preds = %5, %2
  %6 = phi ptr [ %0, %2 ], [ %13, %5 ]
  %7 = phi ptr [ null, %2 ], [ %11, %5 ], !dbg !648
    #dbg_value(ptr %7, !647, !DIExpression(), !648)
    #dbg_value(ptr %6, !645, !DIExpression(), !648)
  %8 = load i8, ptr %6, align 1, !dbg !650, !tbaa !324
  %9 = sext i8 %8 to i32, !dbg !650
  %10 = icmp eq i32 %4, %9, !dbg !655
  %11 = select i1 %10, ptr %6, ptr %7, !dbg !656
    #dbg_value(ptr %11, !647, !DIExpression(), !648)
  %12 = icmp eq i8 %8, 0, !dbg !657
  %13 = getelementptr inbounds i8, ptr %6, i32 1, !dbg !659
    #dbg_value(ptr %13, !645, !DIExpression(), !648)
  br i1 %12, label %14, label %5, !dbg !660, !llvm.loop !661

14:                                               ; preds = %5
  ret ptr %11, !dbg !664
}

; Function Attrs: nounwind
define dso_local noundef ptr @strstr(ptr noundef readonly %0, ptr noundef %1) local_unnamed_addr #7 !dbg !665 {
    #dbg_value(ptr %0, !669, !DIExpression(), !672)
    #dbg_value(ptr %1, !670, !DIExpression(), !672)
  %3 = tail call i32 @strlen(ptr noundef %1) #18, !dbg !673
    #dbg_value(i32 %3, !671, !DIExpression(), !672)
  %4 = icmp eq i32 %3, 0, !dbg !674
  br i1 %4, label %30, label %5, !dbg !676

5:                                                ; preds = %2
    #dbg_value(ptr %0, !669, !DIExpression(), !672)
  %6 = load i8, ptr %0, align 1, !dbg !677, !tbaa !324
  %7 = icmp eq i8 %6, 0, !dbg !680
  br i1 %7, label %30, label %8, !dbg !680

8:                                                ; preds = %5
  %9 = load i8, ptr %1, align 1, !tbaa !324
  br label %10, !dbg !680

10:                                               ; preds = %8, %26
  %11 = phi i8 [ %6, %8 ], [ %28, %26 ]
  %12 = phi ptr [ %0, %8 ], [ %27, %26 ]
    #dbg_value(ptr %12, !669, !DIExpression(), !672)
  %13 = icmp eq i8 %11, %9, !dbg !681
  br i1 %13, label %14, label %26, !dbg !683

14:                                               ; preds = %10, %21
  %15 = phi i32 [ %23, %21 ], [ 0, %10 ]
    #dbg_value(i32 %15, !452, !DIExpression(), !684)
  %16 = getelementptr inbounds i8, ptr %12, i32 %15, !dbg !686
  %17 = load i8, ptr %16, align 1, !dbg !686, !tbaa !324
  %18 = getelementptr inbounds i8, ptr %1, i32 %15, !dbg !687
  %19 = load i8, ptr %18, align 1, !dbg !687, !tbaa !324
  %20 = icmp eq i8 %17, %19, !dbg !688
  br i1 %20, label %21, label %26, !dbg !689

21:                                               ; preds = %14
  %22 = icmp eq i8 %17, 0, !dbg !690
    #dbg_value(i32 %15, !452, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !684)
  %23 = add nuw i32 %15, 1
    #dbg_value(i32 %23, !452, !DIExpression(), !684)
  %24 = icmp eq i32 %23, %3
  %25 = select i1 %22, i1 true, i1 %24, !dbg !691
  br i1 %25, label %30, label %14, !dbg !691, !llvm.loop !692

26:                                               ; preds = %14, %10
  %27 = getelementptr inbounds i8, ptr %12, i32 1, !dbg !695
    #dbg_value(ptr %27, !669, !DIExpression(), !672)
  %28 = load i8, ptr %27, align 1, !dbg !677, !tbaa !324
  %29 = icmp eq i8 %28, 0, !dbg !680
  br i1 %29, label %30, label %10, !dbg !680, !llvm.loop !696

30:                                               ; preds = %26, %21, %5, %2
  %31 = phi ptr [ %0, %2 ], [ null, %5 ], [ %12, %21 ], [ null, %26 ], !dbg !672
  ret ptr %31, !dbg !698
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local i32 @strspn(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !699 {
    #dbg_value(ptr %0, !703, !DIExpression(), !706)
    #dbg_value(ptr %1, !704, !DIExpression(), !706)
    #dbg_value(i32 0, !705, !DIExpression(), !706)
  %3 = load i8, ptr %0, align 1, !dbg !707, !tbaa !324
  %4 = icmp eq i8 %3, 0, !dbg !707
  br i1 %4, label %24, label %5, !dbg !708

5:                                                ; preds = %2
  %6 = load i8, ptr %1, align 1, !tbaa !324
  br label %7, !dbg !708

7:                                                ; preds = %5, %19
  %8 = phi i8 [ %3, %5 ], [ %22, %19 ]
  %9 = phi i32 [ 0, %5 ], [ %20, %19 ]
    #dbg_value(i32 %9, !705, !DIExpression(), !706)
    #dbg_value(ptr %1, !624, !DIExpression(), !709)
    #dbg_value(i8 %8, !625, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !709)
    #dbg_value(ptr %1, !624, !DIExpression(), !709)
  %10 = icmp eq i8 %8, %6, !dbg !711
  br i1 %10, label %19, label %11, !dbg !712

11:                                               ; preds = %7, %15
  %12 = phi i8 [ %17, %15 ], [ %6, %7 ]
  %13 = phi ptr [ %16, %15 ], [ %1, %7 ]
    #dbg_value(ptr %13, !624, !DIExpression(), !709)
  %14 = icmp eq i8 %12, 0, !dbg !713
  br i1 %14, label %24, label %15, !dbg !714

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i32 1, !dbg !715
    #dbg_value(ptr %16, !624, !DIExpression(), !709)
  %17 = load i8, ptr %16, align 1, !dbg !716, !tbaa !324
  %18 = icmp eq i8 %8, %17, !dbg !711
  br i1 %18, label %19, label %11, !dbg !712, !llvm.loop !717

19:                                               ; preds = %15, %7
  %20 = add i32 %9, 1, !dbg !720
    #dbg_value(i32 %20, !705, !DIExpression(), !706)
  %21 = getelementptr inbounds i8, ptr %0, i32 %20, !dbg !707
  %22 = load i8, ptr %21, align 1, !dbg !707, !tbaa !324
  %23 = icmp eq i8 %22, 0, !dbg !707
  br i1 %23, label %24, label %7, !dbg !708, !llvm.loop !721

24:                                               ; preds = %19, %11, %2
  %25 = phi i32 [ 0, %2 ], [ %9, %11 ], [ %20, %19 ]
  ret i32 %25, !dbg !723
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local i32 @strcspn(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !724 {
    #dbg_value(ptr %0, !726, !DIExpression(), !729)
    #dbg_value(ptr %1, !727, !DIExpression(), !729)
    #dbg_value(i32 0, !728, !DIExpression(), !729)
  %3 = load i8, ptr %0, align 1, !dbg !730, !tbaa !324
  %4 = icmp eq i8 %3, 0, !dbg !730
  br i1 %4, label %24, label %5, !dbg !731

5:                                                ; preds = %2
  %6 = load i8, ptr %1, align 1, !tbaa !324
  br label %7, !dbg !731

7:                                                ; preds = %5, %19
  %8 = phi i8 [ %3, %5 ], [ %22, %19 ]
  %9 = phi i32 [ 0, %5 ], [ %20, %19 ]
    #dbg_value(i32 %9, !728, !DIExpression(), !729)
    #dbg_value(ptr %1, !624, !DIExpression(), !732)
    #dbg_value(i8 %8, !625, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !732)
    #dbg_value(ptr %1, !624, !DIExpression(), !732)
  %10 = icmp eq i8 %8, %6, !dbg !734
  br i1 %10, label %24, label %11, !dbg !735

11:                                               ; preds = %7, %15
  %12 = phi i8 [ %17, %15 ], [ %6, %7 ]
  %13 = phi ptr [ %16, %15 ], [ %1, %7 ]
    #dbg_value(ptr %13, !624, !DIExpression(), !732)
  %14 = icmp eq i8 %12, 0, !dbg !736
  br i1 %14, label %19, label %15, !dbg !737

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i32 1, !dbg !738
    #dbg_value(ptr %16, !624, !DIExpression(), !732)
  %17 = load i8, ptr %16, align 1, !dbg !739, !tbaa !324
  %18 = icmp eq i8 %8, %17, !dbg !734
  br i1 %18, label %24, label %11, !dbg !735, !llvm.loop !740

19:                                               ; preds = %11
  %20 = add i32 %9, 1, !dbg !743
    #dbg_value(i32 %20, !728, !DIExpression(), !729)
  %21 = getelementptr inbounds i8, ptr %0, i32 %20, !dbg !730
  %22 = load i8, ptr %21, align 1, !dbg !730, !tbaa !324
  %23 = icmp eq i8 %22, 0, !dbg !730
  br i1 %23, label %24, label %7, !dbg !731, !llvm.loop !744

24:                                               ; preds = %19, %7, %15, %2
  %25 = phi i32 [ 0, %2 ], [ %9, %15 ], [ %20, %19 ], [ %9, %7 ]
  ret i32 %25, !dbg !746
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local ptr @strpbrk(ptr noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !747 {
    #dbg_value(ptr %0, !749, !DIExpression(), !751)
    #dbg_value(ptr %1, !750, !DIExpression(), !751)
    #dbg_value(ptr %0, !726, !DIExpression(), !752)
    #dbg_value(ptr %1, !727, !DIExpression(), !752)
    #dbg_value(i32 0, !728, !DIExpression(), !752)
  %3 = load i8, ptr %0, align 1, !dbg !754, !tbaa !324
  %4 = icmp eq i8 %3, 0, !dbg !754
  br i1 %4, label %24, label %5, !dbg !755

5:                                                ; preds = %2
  %6 = load i8, ptr %1, align 1, !tbaa !324
  br label %7, !dbg !755

7:                                                ; preds = %19, %5
  %8 = phi i8 [ %3, %5 ], [ %22, %19 ]
  %9 = phi i32 [ 0, %5 ], [ %20, %19 ]
    #dbg_value(i32 %9, !728, !DIExpression(), !752)
    #dbg_value(ptr %1, !624, !DIExpression(), !756)
    #dbg_value(i8 %8, !625, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !756)
    #dbg_value(ptr %1, !624, !DIExpression(), !756)
  %10 = icmp eq i8 %8, %6, !dbg !758
  br i1 %10, label %24, label %11, !dbg !759

11:                                               ; preds = %7, %15
  %12 = phi i8 [ %17, %15 ], [ %6, %7 ]
  %13 = phi ptr [ %16, %15 ], [ %1, %7 ]
    #dbg_value(ptr %13, !624, !DIExpression(), !756)
  %14 = icmp eq i8 %12, 0, !dbg !760
  br i1 %14, label %19, label %15, !dbg !761

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i32 1, !dbg !762
    #dbg_value(ptr %16, !624, !DIExpression(), !756)
  %17 = load i8, ptr %16, align 1, !dbg !763, !tbaa !324
  %18 = icmp eq i8 %8, %17, !dbg !758
  br i1 %18, label %24, label %11, !dbg !759, !llvm.loop !764

19:                                               ; preds = %11
  %20 = add i32 %9, 1, !dbg !767
    #dbg_value(i32 %20, !728, !DIExpression(), !752)
  %21 = getelementptr inbounds i8, ptr %0, i32 %20, !dbg !754
  %22 = load i8, ptr %21, align 1, !dbg !754, !tbaa !324
  %23 = icmp eq i8 %22, 0, !dbg !754
  br i1 %23, label %24, label %7, !dbg !755, !llvm.loop !768

24:                                               ; preds = %7, %19, %15, %2
  %25 = phi i32 [ 0, %2 ], [ %9, %15 ], [ %9, %7 ], [ %20, %19 ]
  %26 = getelementptr inbounds i8, ptr %0, i32 %25, !dbg !770
    #dbg_value(ptr %26, !749, !DIExpression(), !751)
  %27 = load i8, ptr %26, align 1, !dbg !771, !tbaa !324
  %28 = icmp eq i8 %27, 0, !dbg !771
  %29 = select i1 %28, ptr null, ptr %26, !dbg !771
  ret ptr %29, !dbg !772
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local noundef ptr @strtok_r(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2) local_unnamed_addr #10 !dbg !773 {
    #dbg_value(ptr %0, !778, !DIExpression(), !782)
    #dbg_value(ptr %1, !779, !DIExpression(), !782)
    #dbg_value(ptr %2, !780, !DIExpression(), !782)
  %4 = icmp eq ptr %0, null, !dbg !783
  br i1 %4, label %5, label %7, !dbg !785

5:                                                ; preds = %3
  %6 = load ptr, ptr %2, align 4, !dbg !786, !tbaa !276
    #dbg_value(ptr %6, !778, !DIExpression(), !782)
  br label %7, !dbg !787

7:                                                ; preds = %5, %3
  %8 = phi ptr [ %0, %3 ], [ %6, %5 ]
    #dbg_value(ptr %8, !778, !DIExpression(), !782)
    #dbg_value(ptr %8, !703, !DIExpression(), !788)
    #dbg_value(ptr %1, !704, !DIExpression(), !788)
    #dbg_value(i32 0, !705, !DIExpression(), !788)
  %9 = load i8, ptr %8, align 1, !dbg !790, !tbaa !324
  %10 = icmp eq i8 %9, 0, !dbg !790
  br i1 %10, label %30, label %11, !dbg !791

11:                                               ; preds = %7
  %12 = load i8, ptr %1, align 1, !tbaa !324
  br label %13, !dbg !791

13:                                               ; preds = %25, %11
  %14 = phi i8 [ %9, %11 ], [ %28, %25 ]
  %15 = phi i32 [ 0, %11 ], [ %26, %25 ]
    #dbg_value(i32 %15, !705, !DIExpression(), !788)
    #dbg_value(ptr %1, !624, !DIExpression(), !792)
    #dbg_value(i8 %14, !625, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !792)
    #dbg_value(ptr %1, !624, !DIExpression(), !792)
  %16 = icmp eq i8 %14, %12, !dbg !794
  br i1 %16, label %25, label %17, !dbg !795

17:                                               ; preds = %13, %21
  %18 = phi i8 [ %23, %21 ], [ %12, %13 ]
  %19 = phi ptr [ %22, %21 ], [ %1, %13 ]
    #dbg_value(ptr %19, !624, !DIExpression(), !792)
  %20 = icmp eq i8 %18, 0, !dbg !796
  br i1 %20, label %33, label %21, !dbg !797

21:                                               ; preds = %17
  %22 = getelementptr inbounds i8, ptr %19, i32 1, !dbg !798
    #dbg_value(ptr %22, !624, !DIExpression(), !792)
  %23 = load i8, ptr %22, align 1, !dbg !799, !tbaa !324
  %24 = icmp eq i8 %14, %23, !dbg !794
  br i1 %24, label %25, label %17, !dbg !795, !llvm.loop !800

25:                                               ; preds = %21, %13
  %26 = add i32 %15, 1, !dbg !803
    #dbg_value(i32 %26, !705, !DIExpression(), !788)
  %27 = getelementptr inbounds i8, ptr %8, i32 %26, !dbg !790
  %28 = load i8, ptr %27, align 1, !dbg !790, !tbaa !324
  %29 = icmp eq i8 %28, 0, !dbg !790
  br i1 %29, label %30, label %13, !dbg !791, !llvm.loop !804

30:                                               ; preds = %25, %7
  %31 = phi i32 [ 0, %7 ], [ %26, %25 ]
  %32 = getelementptr inbounds i8, ptr %8, i32 %31, !dbg !806
    #dbg_value(ptr %32, !778, !DIExpression(), !782)
  br label %60, !dbg !807

33:                                               ; preds = %17
  %34 = getelementptr inbounds i8, ptr %8, i32 %15, !dbg !806
    #dbg_value(ptr %34, !778, !DIExpression(), !782)
    #dbg_value(ptr %34, !726, !DIExpression(), !808)
    #dbg_value(ptr %1, !727, !DIExpression(), !808)
    #dbg_value(i32 0, !728, !DIExpression(), !808)
  %35 = load i8, ptr %1, align 1, !tbaa !324
  br label %36, !dbg !810

36:                                               ; preds = %48, %33
  %37 = phi i8 [ %14, %33 ], [ %51, %48 ]
  %38 = phi i32 [ 0, %33 ], [ %49, %48 ]
    #dbg_value(i32 %38, !728, !DIExpression(), !808)
    #dbg_value(i8 %37, !625, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !811)
    #dbg_value(ptr %1, !624, !DIExpression(), !811)
  %39 = icmp eq i8 %37, %35, !dbg !813
  br i1 %39, label %53, label %40, !dbg !814

40:                                               ; preds = %36, %44
  %41 = phi i8 [ %46, %44 ], [ %35, %36 ]
  %42 = phi ptr [ %45, %44 ], [ %1, %36 ]
    #dbg_value(ptr %42, !624, !DIExpression(), !811)
  %43 = icmp eq i8 %41, 0, !dbg !815
  br i1 %43, label %48, label %44, !dbg !816

44:                                               ; preds = %40
  %45 = getelementptr inbounds i8, ptr %42, i32 1, !dbg !817
    #dbg_value(ptr %45, !624, !DIExpression(), !811)
  %46 = load i8, ptr %45, align 1, !dbg !818, !tbaa !324
  %47 = icmp eq i8 %37, %46, !dbg !813
  br i1 %47, label %53, label %40, !dbg !814, !llvm.loop !819

48:                                               ; preds = %40
  %49 = add i32 %38, 1, !dbg !822
    #dbg_value(i32 %49, !728, !DIExpression(), !808)
  %50 = getelementptr inbounds i8, ptr %34, i32 %49, !dbg !823
  %51 = load i8, ptr %50, align 1, !dbg !823, !tbaa !324
  %52 = icmp eq i8 %51, 0, !dbg !823
  br i1 %52, label %53, label %36, !dbg !810, !llvm.loop !824

53:                                               ; preds = %36, %48, %44
  %54 = phi i32 [ %38, %44 ], [ %38, %36 ], [ %49, %48 ]
  %55 = getelementptr inbounds i8, ptr %34, i32 %54, !dbg !826
    #dbg_value(ptr %55, !781, !DIExpression(), !782)
  %56 = load i8, ptr %55, align 1, !dbg !827, !tbaa !324
  %57 = icmp eq i8 %56, 0, !dbg !827
  br i1 %57, label %60, label %58, !dbg !829

58:                                               ; preds = %53
  %59 = getelementptr inbounds i8, ptr %55, i32 1, !dbg !830
    #dbg_value(ptr %59, !781, !DIExpression(), !782)
  store i8 0, ptr %55, align 1, !dbg !831, !tbaa !324
  br label %60, !dbg !832

60:                                               ; preds = %30, %53, %58
  %61 = phi ptr [ %59, %58 ], [ %55, %53 ], [ %32, %30 ], !dbg !782
  %62 = phi ptr [ %34, %58 ], [ %34, %53 ], [ null, %30 ], !dbg !782
  store ptr %61, ptr %2, align 4, !dbg !782, !tbaa !276
  ret ptr %62, !dbg !833
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local ptr @strtok(ptr noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #10 !dbg !35 {
    #dbg_value(ptr %0, !39, !DIExpression(), !834)
    #dbg_value(ptr %1, !40, !DIExpression(), !834)
    #dbg_value(ptr %0, !778, !DIExpression(), !835)
    #dbg_value(ptr %1, !779, !DIExpression(), !835)
    #dbg_value(ptr @strtok.save, !780, !DIExpression(), !835)
  %3 = icmp eq ptr %0, null, !dbg !837
  %4 = load ptr, ptr @strtok.save, align 4
  %5 = select i1 %3, ptr %4, ptr %0, !dbg !838
    #dbg_value(ptr %5, !778, !DIExpression(), !835)
    #dbg_value(ptr %5, !703, !DIExpression(), !839)
    #dbg_value(ptr %1, !704, !DIExpression(), !839)
    #dbg_value(i32 0, !705, !DIExpression(), !839)
  %6 = load i8, ptr %5, align 1, !dbg !841, !tbaa !324
  %7 = icmp eq i8 %6, 0, !dbg !841
  br i1 %7, label %27, label %8, !dbg !842

8:                                                ; preds = %2
  %9 = load i8, ptr %1, align 1, !tbaa !324
  br label %10, !dbg !842

10:                                               ; preds = %22, %8
  %11 = phi i8 [ %6, %8 ], [ %25, %22 ]
  %12 = phi i32 [ 0, %8 ], [ %23, %22 ]
    #dbg_value(i32 %12, !705, !DIExpression(), !839)
    #dbg_value(ptr %1, !624, !DIExpression(), !843)
    #dbg_value(i8 %11, !625, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !843)
    #dbg_value(ptr %1, !624, !DIExpression(), !843)
  %13 = icmp eq i8 %11, %9, !dbg !845
  br i1 %13, label %22, label %14, !dbg !846

14:                                               ; preds = %10, %18
  %15 = phi i8 [ %20, %18 ], [ %9, %10 ]
  %16 = phi ptr [ %19, %18 ], [ %1, %10 ]
    #dbg_value(ptr %16, !624, !DIExpression(), !843)
  %17 = icmp eq i8 %15, 0, !dbg !847
  br i1 %17, label %30, label %18, !dbg !848

18:                                               ; preds = %14
  %19 = getelementptr inbounds i8, ptr %16, i32 1, !dbg !849
    #dbg_value(ptr %19, !624, !DIExpression(), !843)
  %20 = load i8, ptr %19, align 1, !dbg !850, !tbaa !324
  %21 = icmp eq i8 %11, %20, !dbg !845
  br i1 %21, label %22, label %14, !dbg !846, !llvm.loop !851

22:                                               ; preds = %18, %10
  %23 = add i32 %12, 1, !dbg !854
    #dbg_value(i32 %23, !705, !DIExpression(), !839)
  %24 = getelementptr inbounds i8, ptr %5, i32 %23, !dbg !841
  %25 = load i8, ptr %24, align 1, !dbg !841, !tbaa !324
  %26 = icmp eq i8 %25, 0, !dbg !841
  br i1 %26, label %27, label %10, !dbg !842, !llvm.loop !855

27:                                               ; preds = %22, %2
  %28 = phi i32 [ 0, %2 ], [ %23, %22 ]
  %29 = getelementptr inbounds i8, ptr %5, i32 %28, !dbg !857
    #dbg_value(ptr %29, !778, !DIExpression(), !835)
  br label %56, !dbg !858

30:                                               ; preds = %14
  %31 = getelementptr inbounds i8, ptr %5, i32 %12, !dbg !857
    #dbg_value(ptr %31, !778, !DIExpression(), !835)
    #dbg_value(ptr %31, !726, !DIExpression(), !859)
    #dbg_value(ptr %1, !727, !DIExpression(), !859)
    #dbg_value(i32 0, !728, !DIExpression(), !859)
  br label %32, !dbg !861

32:                                               ; preds = %44, %30
  %33 = phi i8 [ %11, %30 ], [ %47, %44 ]
  %34 = phi i32 [ 0, %30 ], [ %45, %44 ]
    #dbg_value(i32 %34, !728, !DIExpression(), !859)
    #dbg_value(i8 %33, !625, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !862)
    #dbg_value(ptr %1, !624, !DIExpression(), !862)
  %35 = icmp eq i8 %33, %9, !dbg !864
  br i1 %35, label %49, label %36, !dbg !865

36:                                               ; preds = %32, %40
  %37 = phi i8 [ %42, %40 ], [ %9, %32 ]
  %38 = phi ptr [ %41, %40 ], [ %1, %32 ]
    #dbg_value(ptr %38, !624, !DIExpression(), !862)
  %39 = icmp eq i8 %37, 0, !dbg !866
  br i1 %39, label %44, label %40, !dbg !867

40:                                               ; preds = %36
  %41 = getelementptr inbounds i8, ptr %38, i32 1, !dbg !868
    #dbg_value(ptr %41, !624, !DIExpression(), !862)
  %42 = load i8, ptr %41, align 1, !dbg !869, !tbaa !324
  %43 = icmp eq i8 %33, %42, !dbg !864
  br i1 %43, label %49, label %36, !dbg !865, !llvm.loop !870

44:                                               ; preds = %36
  %45 = add i32 %34, 1, !dbg !873
    #dbg_value(i32 %45, !728, !DIExpression(), !859)
  %46 = getelementptr inbounds i8, ptr %31, i32 %45, !dbg !874
  %47 = load i8, ptr %46, align 1, !dbg !874, !tbaa !324
  %48 = icmp eq i8 %47, 0, !dbg !874
  br i1 %48, label %49, label %32, !dbg !861, !llvm.loop !875

49:                                               ; preds = %44, %32, %40
  %50 = phi i32 [ %34, %40 ], [ %45, %44 ], [ %34, %32 ]
  %51 = getelementptr inbounds i8, ptr %31, i32 %50, !dbg !877
    #dbg_value(ptr %51, !781, !DIExpression(), !835)
  %52 = load i8, ptr %51, align 1, !dbg !878, !tbaa !324
  %53 = icmp eq i8 %52, 0, !dbg !878
  br i1 %53, label %56, label %54, !dbg !879

54:                                               ; preds = %49
  %55 = getelementptr inbounds i8, ptr %51, i32 1, !dbg !880
    #dbg_value(ptr %55, !781, !DIExpression(), !835)
  store i8 0, ptr %51, align 1, !dbg !881, !tbaa !324
  br label %56, !dbg !882

56:                                               ; preds = %27, %49, %54
  %57 = phi ptr [ %55, %54 ], [ %51, %49 ], [ %29, %27 ], !dbg !835
  %58 = phi ptr [ %31, %54 ], [ %31, %49 ], [ null, %27 ], !dbg !835
  store ptr %57, ptr @strtok.save, align 4, !dbg !835, !tbaa !276
  ret ptr %58, !dbg !883
}

; Function Attrs: nounwind
define dso_local ptr @strdup(ptr noundef %0) local_unnamed_addr #7 !dbg !884 {
    #dbg_value(ptr %0, !888, !DIExpression(), !891)
  %2 = tail call i32 @strlen(ptr noundef %0) #18, !dbg !892
  %3 = add i32 %2, 1, !dbg !893
    #dbg_value(i32 %3, !889, !DIExpression(), !891)
  %4 = tail call ptr @malloc(i32 noundef %3) #18, !dbg !894
    #dbg_value(ptr %4, !890, !DIExpression(), !891)
  %5 = icmp eq ptr %4, null, !dbg !895
  br i1 %5, label %8, label %6, !dbg !897

6:                                                ; preds = %1
  %7 = tail call ptr @memcpy(ptr noundef nonnull %4, ptr noundef %0, i32 noundef %3) #18, !dbg !898
  br label %8, !dbg !898

8:                                                ; preds = %6, %1
  ret ptr %4, !dbg !899
}

declare !dbg !900 ptr @malloc(i32 noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local ptr @strndup(ptr noundef %0, i32 noundef %1) local_unnamed_addr #7 !dbg !903 {
    #dbg_value(ptr %0, !907, !DIExpression(), !911)
    #dbg_value(i32 %1, !908, !DIExpression(), !911)
    #dbg_value(ptr %0, !408, !DIExpression(), !912)
    #dbg_value(i32 %1, !409, !DIExpression(), !912)
    #dbg_value(i32 0, !410, !DIExpression(), !912)
  %3 = icmp eq i32 %1, 0, !dbg !914
  br i1 %3, label %12, label %4, !dbg !915

4:                                                ; preds = %2, %9
  %5 = phi i32 [ %10, %9 ], [ 0, %2 ]
    #dbg_value(i32 %5, !410, !DIExpression(), !912)
  %6 = getelementptr inbounds i8, ptr %0, i32 %5, !dbg !916
  %7 = load i8, ptr %6, align 1, !dbg !916, !tbaa !324
  %8 = icmp eq i8 %7, 0, !dbg !915
  br i1 %8, label %12, label %9, !dbg !917

9:                                                ; preds = %4
  %10 = add nuw i32 %5, 1, !dbg !918
    #dbg_value(i32 %10, !410, !DIExpression(), !912)
  %11 = icmp eq i32 %10, %1, !dbg !914
  br i1 %11, label %12, label %4, !dbg !915, !llvm.loop !919

12:                                               ; preds = %4, %9, %2
  %13 = phi i32 [ 0, %2 ], [ %5, %4 ], [ %1, %9 ], !dbg !912
    #dbg_value(i32 %13, !909, !DIExpression(), !911)
  %14 = add i32 %13, 1, !dbg !920
  %15 = tail call ptr @malloc(i32 noundef %14) #18, !dbg !921
    #dbg_value(ptr %15, !910, !DIExpression(), !911)
  %16 = icmp eq ptr %15, null, !dbg !922
  br i1 %16, label %20, label %17, !dbg !924

17:                                               ; preds = %12
  %18 = tail call ptr @memcpy(ptr noundef nonnull %15, ptr noundef %0, i32 noundef %13) #18, !dbg !925
  %19 = getelementptr inbounds i8, ptr %15, i32 %13, !dbg !927
  store i8 0, ptr %19, align 1, !dbg !928, !tbaa !324
  br label %20, !dbg !929

20:                                               ; preds = %17, %12
  ret ptr %15, !dbg !930
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef nonnull ptr @__ctype_b_loc() local_unnamed_addr #0 !dbg !931 {
  ret ptr @ctype_b, !dbg !935
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef nonnull ptr @__ctype_tolower_loc() local_unnamed_addr #0 !dbg !936 {
  ret ptr @ctype_lower, !dbg !940
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef nonnull ptr @__ctype_toupper_loc() local_unnamed_addr #0 !dbg !941 {
  ret ptr @ctype_upper, !dbg !942
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 1025) i32 @isalpha(i32 noundef %0) local_unnamed_addr #0 !dbg !943 {
    #dbg_value(i32 %0, !947, !DIExpression(), !948)
    #dbg_value(i32 %0, !949, !DIExpression(), !952)
  %2 = add i32 %0, 128, !dbg !954
  %3 = icmp ult i32 %2, 384, !dbg !954
  br i1 %3, label %4, label %9, !dbg !954

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !955
  %6 = load i16, ptr %5, align 2, !dbg !955, !tbaa !956
  %7 = and i16 %6, 1024, !dbg !958
  %8 = zext nneg i16 %7 to i32, !dbg !958
  br label %9, !dbg !959

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !959
  ret i32 %10, !dbg !960
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 2049) i32 @isdigit(i32 noundef %0) local_unnamed_addr #0 !dbg !961 {
    #dbg_value(i32 %0, !963, !DIExpression(), !964)
    #dbg_value(i32 %0, !949, !DIExpression(), !965)
  %2 = add i32 %0, 128, !dbg !967
  %3 = icmp ult i32 %2, 384, !dbg !967
  br i1 %3, label %4, label %9, !dbg !967

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !968
  %6 = load i16, ptr %5, align 2, !dbg !968, !tbaa !956
  %7 = and i16 %6, 2048, !dbg !969
  %8 = zext nneg i16 %7 to i32, !dbg !969
  br label %9, !dbg !970

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !970
  ret i32 %10, !dbg !971
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 9) i32 @isalnum(i32 noundef %0) local_unnamed_addr #0 !dbg !972 {
    #dbg_value(i32 %0, !974, !DIExpression(), !975)
    #dbg_value(i32 %0, !949, !DIExpression(), !976)
  %2 = add i32 %0, 128, !dbg !978
  %3 = icmp ult i32 %2, 384, !dbg !978
  br i1 %3, label %4, label %9, !dbg !978

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !979
  %6 = load i16, ptr %5, align 2, !dbg !979, !tbaa !956
  %7 = and i16 %6, 8, !dbg !980
  %8 = zext nneg i16 %7 to i32, !dbg !980
  br label %9, !dbg !981

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !981
  ret i32 %10, !dbg !982
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 8193) i32 @isspace(i32 noundef %0) local_unnamed_addr #0 !dbg !983 {
    #dbg_value(i32 %0, !985, !DIExpression(), !986)
    #dbg_value(i32 %0, !949, !DIExpression(), !987)
  %2 = add i32 %0, 128, !dbg !989
  %3 = icmp ult i32 %2, 384, !dbg !989
  br i1 %3, label %4, label %9, !dbg !989

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !990
  %6 = load i16, ptr %5, align 2, !dbg !990, !tbaa !956
  %7 = and i16 %6, 8192, !dbg !991
  %8 = zext nneg i16 %7 to i32, !dbg !991
  br label %9, !dbg !992

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !992
  ret i32 %10, !dbg !993
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 257) i32 @isupper(i32 noundef %0) local_unnamed_addr #0 !dbg !994 {
    #dbg_value(i32 %0, !996, !DIExpression(), !997)
    #dbg_value(i32 %0, !949, !DIExpression(), !998)
  %2 = add i32 %0, 128, !dbg !1000
  %3 = icmp ult i32 %2, 384, !dbg !1000
  br i1 %3, label %4, label %9, !dbg !1000

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !1001
  %6 = load i16, ptr %5, align 2, !dbg !1001, !tbaa !956
  %7 = and i16 %6, 256, !dbg !1002
  %8 = zext nneg i16 %7 to i32, !dbg !1002
  br label %9, !dbg !1003

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !1003
  ret i32 %10, !dbg !1004
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 513) i32 @islower(i32 noundef %0) local_unnamed_addr #0 !dbg !1005 {
    #dbg_value(i32 %0, !1007, !DIExpression(), !1008)
    #dbg_value(i32 %0, !949, !DIExpression(), !1009)
  %2 = add i32 %0, 128, !dbg !1011
  %3 = icmp ult i32 %2, 384, !dbg !1011
  br i1 %3, label %4, label %9, !dbg !1011

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !1012
  %6 = load i16, ptr %5, align 2, !dbg !1012, !tbaa !956
  %7 = and i16 %6, 512, !dbg !1013
  %8 = zext nneg i16 %7 to i32, !dbg !1013
  br label %9, !dbg !1014

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !1014
  ret i32 %10, !dbg !1015
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 4097) i32 @isxdigit(i32 noundef %0) local_unnamed_addr #0 !dbg !1016 {
    #dbg_value(i32 %0, !1018, !DIExpression(), !1019)
    #dbg_value(i32 %0, !949, !DIExpression(), !1020)
  %2 = add i32 %0, 128, !dbg !1022
  %3 = icmp ult i32 %2, 384, !dbg !1022
  br i1 %3, label %4, label %9, !dbg !1022

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !1023
  %6 = load i16, ptr %5, align 2, !dbg !1023, !tbaa !956
  %7 = and i16 %6, 4096, !dbg !1024
  %8 = zext nneg i16 %7 to i32, !dbg !1024
  br label %9, !dbg !1025

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !1025
  ret i32 %10, !dbg !1026
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 16385) i32 @isprint(i32 noundef %0) local_unnamed_addr #0 !dbg !1027 {
    #dbg_value(i32 %0, !1029, !DIExpression(), !1030)
    #dbg_value(i32 %0, !949, !DIExpression(), !1031)
  %2 = add i32 %0, 128, !dbg !1033
  %3 = icmp ult i32 %2, 384, !dbg !1033
  br i1 %3, label %4, label %9, !dbg !1033

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !1034
  %6 = load i16, ptr %5, align 2, !dbg !1034, !tbaa !956
  %7 = and i16 %6, 16384, !dbg !1035
  %8 = zext nneg i16 %7 to i32, !dbg !1035
  br label %9, !dbg !1036

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !1036
  ret i32 %10, !dbg !1037
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 32769) i32 @isgraph(i32 noundef %0) local_unnamed_addr #0 !dbg !1038 {
    #dbg_value(i32 %0, !1040, !DIExpression(), !1041)
    #dbg_value(i32 %0, !949, !DIExpression(), !1042)
  %2 = add i32 %0, 128, !dbg !1044
  %3 = icmp ult i32 %2, 384, !dbg !1044
  br i1 %3, label %4, label %9, !dbg !1044

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !1045
  %6 = load i16, ptr %5, align 2, !dbg !1045, !tbaa !956
  %7 = and i16 %6, -32768, !dbg !1046
  %8 = zext i16 %7 to i32, !dbg !1046
  br label %9, !dbg !1047

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !1047
  ret i32 %10, !dbg !1048
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 5) i32 @ispunct(i32 noundef %0) local_unnamed_addr #0 !dbg !1049 {
    #dbg_value(i32 %0, !1051, !DIExpression(), !1052)
    #dbg_value(i32 %0, !949, !DIExpression(), !1053)
  %2 = add i32 %0, 128, !dbg !1055
  %3 = icmp ult i32 %2, 384, !dbg !1055
  br i1 %3, label %4, label %9, !dbg !1055

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !1056
  %6 = load i16, ptr %5, align 2, !dbg !1056, !tbaa !956
  %7 = and i16 %6, 4, !dbg !1057
  %8 = zext nneg i16 %7 to i32, !dbg !1057
  br label %9, !dbg !1058

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !1058
  ret i32 %10, !dbg !1059
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 3) i32 @iscntrl(i32 noundef %0) local_unnamed_addr #0 !dbg !1060 {
    #dbg_value(i32 %0, !1062, !DIExpression(), !1063)
    #dbg_value(i32 %0, !949, !DIExpression(), !1064)
  %2 = add i32 %0, 128, !dbg !1066
  %3 = icmp ult i32 %2, 384, !dbg !1066
  br i1 %3, label %4, label %9, !dbg !1066

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !1067
  %6 = load i16, ptr %5, align 2, !dbg !1067, !tbaa !956
  %7 = and i16 %6, 2, !dbg !1068
  %8 = zext nneg i16 %7 to i32, !dbg !1068
  br label %9, !dbg !1069

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !1069
  ret i32 %10, !dbg !1070
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 2) i32 @isblank(i32 noundef %0) local_unnamed_addr #0 !dbg !1071 {
    #dbg_value(i32 %0, !1073, !DIExpression(), !1074)
    #dbg_value(i32 %0, !949, !DIExpression(), !1075)
  %2 = add i32 %0, 128, !dbg !1077
  %3 = icmp ult i32 %2, 384, !dbg !1077
  br i1 %3, label %4, label %9, !dbg !1077

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !1078
  %6 = load i16, ptr %5, align 2, !dbg !1078, !tbaa !956
  %7 = and i16 %6, 1, !dbg !1079
  %8 = zext nneg i16 %7 to i32, !dbg !1079
  br label %9, !dbg !1080

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !1080
  ret i32 %10, !dbg !1081
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @tolower(i32 noundef %0) local_unnamed_addr #0 !dbg !1082 {
    #dbg_value(i32 %0, !1084, !DIExpression(), !1085)
  %2 = add i32 %0, 128, !dbg !1086
  %3 = icmp ult i32 %2, 384, !dbg !1086
  br i1 %3, label %4, label %7, !dbg !1086

4:                                                ; preds = %1
  %5 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %0, !dbg !1087
  %6 = load i32, ptr %5, align 4, !dbg !1087, !tbaa !267
  br label %7, !dbg !1088

7:                                                ; preds = %1, %4
  %8 = phi i32 [ %6, %4 ], [ %0, %1 ], !dbg !1088
  ret i32 %8, !dbg !1089
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @toupper(i32 noundef %0) local_unnamed_addr #0 !dbg !1090 {
    #dbg_value(i32 %0, !1092, !DIExpression(), !1093)
  %2 = add i32 %0, 128, !dbg !1094
  %3 = icmp ult i32 %2, 384, !dbg !1094
  br i1 %3, label %4, label %7, !dbg !1094

4:                                                ; preds = %1
  %5 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_upper_table, i32 512), i32 %0, !dbg !1095
  %6 = load i32, ptr %5, align 4, !dbg !1095, !tbaa !267
  br label %7, !dbg !1096

7:                                                ; preds = %1, %4
  %8 = phi i32 [ %6, %4 ], [ %0, %1 ], !dbg !1096
  ret i32 %8, !dbg !1097
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @abs(i32 noundef %0) local_unnamed_addr #0 !dbg !1098 {
    #dbg_value(i32 %0, !1100, !DIExpression(), !1101)
  %2 = tail call i32 @llvm.abs.i32(i32 %0, i1 true), !dbg !1102
  ret i32 %2, !dbg !1103
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @labs(i32 noundef %0) local_unnamed_addr #0 !dbg !1104 {
    #dbg_value(i32 %0, !1108, !DIExpression(), !1109)
  %2 = tail call i32 @llvm.abs.i32(i32 %0, i1 true), !dbg !1110
  ret i32 %2, !dbg !1111
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i64 @llabs(i64 noundef %0) local_unnamed_addr #0 !dbg !1112 {
    #dbg_value(i64 %0, !1116, !DIExpression(), !1117)
  %2 = tail call i64 @llvm.abs.i64(i64 %0, i1 true), !dbg !1118
  ret i64 %2, !dbg !1119
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noalias noundef ptr @getenv(ptr nocapture noundef readnone %0) local_unnamed_addr #0 !dbg !1120 {
    #dbg_value(ptr %0, !1122, !DIExpression(), !1123)
  ret ptr null, !dbg !1124
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i64 @strtoll(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !1125 {
  %4 = alloca i32, align 4, !DIAssignID !1134
    #dbg_assign(i1 undef, !1132, !DIExpression(), !1134, ptr %4, !DIExpression(), !1135)
    #dbg_value(ptr %0, !1129, !DIExpression(), !1135)
    #dbg_value(ptr %1, !1130, !DIExpression(), !1135)
    #dbg_value(i32 %2, !1131, !DIExpression(), !1135)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #20, !dbg !1136
  store i32 0, ptr %4, align 4, !dbg !1137, !tbaa !267, !DIAssignID !1138
    #dbg_assign(i32 0, !1132, !DIExpression(), !1138, ptr %4, !DIExpression(), !1135)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 1, i64 noundef 0, i64 noundef -9223372036854775808, i64 noundef 9223372036854775807, ptr noundef nonnull %4) #21, !dbg !1139
    #dbg_value(i64 %5, !1133, !DIExpression(), !1135)
  %6 = load i32, ptr %4, align 4, !dbg !1140, !tbaa !267
  %7 = icmp eq i32 %6, 0, !dbg !1140
  %8 = sub i64 0, %5, !dbg !1140
  %9 = select i1 %7, i64 %5, i64 %8, !dbg !1140
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #20, !dbg !1141
  ret i64 %9, !dbg !1142
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define internal fastcc i64 @strto_common(ptr noundef %0, ptr noundef writeonly %1, i32 noundef %2, i32 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, ptr nocapture noundef writeonly %7) unnamed_addr #10 !dbg !1143 {
    #dbg_value(ptr %0, !1147, !DIExpression(), !1162)
    #dbg_value(ptr %1, !1148, !DIExpression(), !1162)
    #dbg_value(i32 %2, !1149, !DIExpression(), !1162)
    #dbg_value(i32 %3, !1150, !DIExpression(), !1162)
    #dbg_value(i64 %4, !1151, !DIExpression(), !1162)
    #dbg_value(i64 %5, !1152, !DIExpression(), !1162)
    #dbg_value(i64 %6, !1153, !DIExpression(), !1162)
    #dbg_value(ptr %7, !1154, !DIExpression(), !1162)
    #dbg_value(ptr %0, !1155, !DIExpression(), !1162)
  br label %9, !dbg !1163

9:                                                ; preds = %9, %8
  %10 = phi ptr [ %0, %8 ], [ %17, %9 ], !dbg !1162
    #dbg_value(ptr %10, !1155, !DIExpression(), !1162)
  %11 = load i8, ptr %10, align 1, !dbg !1164, !tbaa !324
  %12 = zext i8 %11 to i32, !dbg !1165
    #dbg_value(i32 %12, !985, !DIExpression(), !1166)
    #dbg_value(i32 %12, !949, !DIExpression(), !1168)
  %13 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %12, !dbg !1170
  %14 = load i16, ptr %13, align 2, !dbg !1170, !tbaa !956
  %15 = and i16 %14, 8192, !dbg !1171
  %16 = icmp eq i16 %15, 0, !dbg !1163
  %17 = getelementptr inbounds i8, ptr %10, i32 1, !dbg !1172
    #dbg_value(ptr %17, !1155, !DIExpression(), !1162)
  br i1 %16, label %18, label %9, !dbg !1163, !llvm.loop !1173

18:                                               ; preds = %9
    #dbg_value(i32 0, !1156, !DIExpression(), !1162)
  switch i8 %11, label %22 [
    i8 43, label %19
    i8 45, label %19
  ], !dbg !1174

19:                                               ; preds = %18, %18
  %20 = icmp eq i8 %11, 45, !dbg !1176
  %21 = zext i1 %20 to i32, !dbg !1176
    #dbg_value(i32 %21, !1156, !DIExpression(), !1162)
    #dbg_value(ptr %17, !1155, !DIExpression(), !1162)
  br label %22, !dbg !1178

22:                                               ; preds = %18, %19
  %23 = phi ptr [ %17, %19 ], [ %10, %18 ], !dbg !1162
  %24 = phi i32 [ %21, %19 ], [ 0, %18 ], !dbg !1162
    #dbg_value(i32 %24, !1156, !DIExpression(), !1162)
    #dbg_value(ptr %23, !1155, !DIExpression(), !1162)
  %25 = icmp eq i32 %2, 1
  %26 = icmp ugt i32 %2, 36, !dbg !1179
  %27 = or i1 %26, %25, !dbg !1179
  br i1 %27, label %28, label %32, !dbg !1179

28:                                               ; preds = %22
  %29 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1181
  store i32 22, ptr %29, align 4, !dbg !1183, !tbaa !267
  %30 = icmp eq ptr %1, null, !dbg !1184
  br i1 %30, label %130, label %31, !dbg !1186

31:                                               ; preds = %28
  store ptr %0, ptr %1, align 4, !dbg !1187, !tbaa !276
  br label %130, !dbg !1188

32:                                               ; preds = %22
  %33 = icmp eq i32 %3, 0, !dbg !1189
  %34 = icmp eq i32 %24, 0, !dbg !1191
  %35 = sub i64 0, %5, !dbg !1191
  %36 = select i1 %34, i64 %6, i64 %35, !dbg !1191
  %37 = select i1 %33, i64 %4, i64 %36, !dbg !1191
    #dbg_value(i64 %37, !1157, !DIExpression(), !1162)
    #dbg_value(ptr %23, !1192, !DIExpression(), !1210)
    #dbg_value(ptr undef, !1198, !DIExpression(), !1210)
    #dbg_value(ptr undef, !1199, !DIExpression(), !1210)
    #dbg_value(i64 %37, !1200, !DIExpression(), !1210)
    #dbg_value(ptr undef, !1201, !DIExpression(), !1210)
    #dbg_value(ptr undef, !1202, !DIExpression(), !1210)
    #dbg_value(i32 %2, !1203, !DIExpression(), !1210)
  %38 = icmp ne i32 %2, 0, !dbg !1212
  switch i32 %2, label %59 [
    i32 16, label %39
    i32 0, label %39
  ], !dbg !1214

39:                                               ; preds = %32, %32
  %40 = load i8, ptr %23, align 1, !dbg !1215, !tbaa !324
  %41 = icmp eq i8 %40, 48, !dbg !1216
  br i1 %41, label %42, label %56, !dbg !1217

42:                                               ; preds = %39
  %43 = getelementptr inbounds i8, ptr %23, i32 1, !dbg !1218
  %44 = load i8, ptr %43, align 1, !dbg !1218, !tbaa !324
  switch i8 %44, label %56 [
    i8 120, label %45
    i8 88, label %45
  ], !dbg !1219

45:                                               ; preds = %42, %42
  %46 = getelementptr inbounds i8, ptr %23, i32 2, !dbg !1220
  %47 = load i8, ptr %46, align 1, !dbg !1220, !tbaa !324
  %48 = zext i8 %47 to i32, !dbg !1221
    #dbg_value(i32 %48, !1018, !DIExpression(), !1222)
    #dbg_value(i32 %48, !949, !DIExpression(), !1224)
  %49 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %48, !dbg !1226
  %50 = load i16, ptr %49, align 2, !dbg !1226, !tbaa !956
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
    #dbg_value(i32 %58, !1203, !DIExpression(), !1210)
  br label %59, !dbg !1234

59:                                               ; preds = %57, %56, %45, %32
  %60 = phi i32 [ %58, %57 ], [ %2, %56 ], [ %54, %45 ], [ %2, %32 ], !dbg !1210
  %61 = phi ptr [ %23, %57 ], [ %23, %56 ], [ %55, %45 ], [ %23, %32 ]
    #dbg_value(ptr %61, !1192, !DIExpression(), !1210)
    #dbg_value(i32 %60, !1203, !DIExpression(), !1210)
    #dbg_value(i32 %60, !1149, !DIExpression(), !1162)
    #dbg_value(i64 0, !1204, !DIExpression(), !1210)
    #dbg_value(i32 0, !1159, !DIExpression(), !1162)
    #dbg_value(i32 0, !1160, !DIExpression(), !1162)
  %62 = zext nneg i32 %60 to i64
    #dbg_value(i32 poison, !1160, !DIExpression(), !1162)
    #dbg_value(i32 0, !1159, !DIExpression(), !1162)
    #dbg_value(ptr %61, !1192, !DIExpression(), !1210)
    #dbg_value(i64 0, !1204, !DIExpression(), !1210)
  %63 = load i8, ptr %61, align 1, !dbg !1235, !tbaa !324
    #dbg_value(i8 %63, !1209, !DIExpression(), !1236)
  %64 = zext i8 %63 to i32, !dbg !1237
    #dbg_value(i32 %64, !963, !DIExpression(), !1239)
    #dbg_value(i32 %64, !949, !DIExpression(), !1241)
  %65 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %64, !dbg !1243
  %66 = load i16, ptr %65, align 2, !dbg !1243, !tbaa !956
  %67 = and i16 %66, 2048, !dbg !1244
  %68 = icmp eq i16 %67, 0, !dbg !1245
  br i1 %68, label %71, label %69, !dbg !1246

69:                                               ; preds = %59
  %70 = add nsw i32 %64, -48, !dbg !1247
    #dbg_value(i32 %70, !1205, !DIExpression(), !1236)
  br label %78, !dbg !1248

71:                                               ; preds = %59
    #dbg_value(i32 %64, !947, !DIExpression(), !1249)
    #dbg_value(i32 %64, !949, !DIExpression(), !1252)
  %72 = and i16 %66, 1024, !dbg !1254
  %73 = icmp eq i16 %72, 0, !dbg !1255
  br i1 %73, label %119, label %74, !dbg !1256

74:                                               ; preds = %71
    #dbg_value(i32 %64, !1084, !DIExpression(), !1257)
  %75 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %64, !dbg !1259
  %76 = load i32, ptr %75, align 4, !dbg !1259, !tbaa !267
  %77 = add nsw i32 %76, -87, !dbg !1260
    #dbg_value(i32 %77, !1205, !DIExpression(), !1236)
  br label %78

78:                                               ; preds = %74, %69
  %79 = phi i32 [ %70, %69 ], [ %77, %74 ], !dbg !1261
    #dbg_value(i32 %79, !1205, !DIExpression(), !1236)
  %80 = icmp slt i32 %79, %60, !dbg !1262
  br i1 %80, label %81, label %119, !dbg !1264

81:                                               ; preds = %78
    #dbg_value(i32 1, !1160, !DIExpression(), !1162)
  %82 = sext i32 %79 to i64, !dbg !1265
    #dbg_value(i32 0, !1159, !DIExpression(), !1162)
    #dbg_value(i64 %82, !1204, !DIExpression(), !1210)
    #dbg_value(ptr %61, !1192, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1210)
  br label %83, !dbg !1267

83:                                               ; preds = %110, %81
  %84 = phi i32 [ 0, %81 ], [ %117, %110 ]
  %85 = phi i64 [ %82, %81 ], [ %118, %110 ]
  %86 = phi ptr [ %61, %81 ], [ %90, %110 ]
  %87 = icmp eq i32 %84, 0
  br label %88, !dbg !1268

88:                                               ; preds = %83, %109
  %89 = phi ptr [ %90, %109 ], [ %86, %83 ]
  %90 = getelementptr inbounds i8, ptr %89, i32 1, !dbg !1210
    #dbg_value(i32 poison, !1160, !DIExpression(), !1162)
    #dbg_value(i32 %84, !1159, !DIExpression(), !1162)
    #dbg_value(ptr %90, !1192, !DIExpression(), !1210)
    #dbg_value(i64 %85, !1204, !DIExpression(), !1210)
  %91 = load i8, ptr %90, align 1, !dbg !1235, !tbaa !324
    #dbg_value(i8 %91, !1209, !DIExpression(), !1236)
  %92 = zext i8 %91 to i32, !dbg !1237
    #dbg_value(i32 %92, !963, !DIExpression(), !1239)
    #dbg_value(i32 %92, !949, !DIExpression(), !1241)
  %93 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %92, !dbg !1243
  %94 = load i16, ptr %93, align 2, !dbg !1243, !tbaa !956
  %95 = and i16 %94, 2048, !dbg !1244
  %96 = icmp eq i16 %95, 0, !dbg !1245
  br i1 %96, label %99, label %97, !dbg !1246

97:                                               ; preds = %88
  %98 = add nsw i32 %92, -48, !dbg !1247
    #dbg_value(i32 %98, !1205, !DIExpression(), !1236)
  br label %106, !dbg !1248

99:                                               ; preds = %88
    #dbg_value(i32 %92, !947, !DIExpression(), !1249)
    #dbg_value(i32 %92, !949, !DIExpression(), !1252)
  %100 = and i16 %94, 1024, !dbg !1254
  %101 = icmp eq i16 %100, 0, !dbg !1255
  br i1 %101, label %122, label %102, !dbg !1256

102:                                              ; preds = %99
    #dbg_value(i32 %92, !1084, !DIExpression(), !1257)
  %103 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %92, !dbg !1259
  %104 = load i32, ptr %103, align 4, !dbg !1259, !tbaa !267
  %105 = add nsw i32 %104, -87, !dbg !1260
    #dbg_value(i32 %105, !1205, !DIExpression(), !1236)
  br label %106

106:                                              ; preds = %102, %97
  %107 = phi i32 [ %98, %97 ], [ %105, %102 ], !dbg !1261
    #dbg_value(i32 %107, !1205, !DIExpression(), !1236)
  %108 = icmp slt i32 %107, %60, !dbg !1262
  br i1 %108, label %109, label %122, !dbg !1264

109:                                              ; preds = %106
    #dbg_value(i32 1, !1160, !DIExpression(), !1162)
  br i1 %87, label %110, label %88, !dbg !1269, !llvm.loop !1270

110:                                              ; preds = %109
  %111 = sext i32 %107 to i64, !dbg !1265
  %112 = sub i64 %37, %111, !dbg !1273
  %113 = udiv i64 %112, %62, !dbg !1274
  %114 = icmp ugt i64 %85, %113, !dbg !1275
  %115 = mul i64 %85, %62, !dbg !1276
  %116 = add i64 %115, %111, !dbg !1276
  %117 = select i1 %114, i32 1, i32 0, !dbg !1276
  %118 = select i1 %114, i64 %37, i64 %116, !dbg !1276
  br label %83, !dbg !1268, !llvm.loop !1270

119:                                              ; preds = %71, %78
    #dbg_value(i64 poison, !1204, !DIExpression(), !1210)
    #dbg_value(ptr poison, !1158, !DIExpression(), !1162)
    #dbg_value(i64 poison, !1161, !DIExpression(), !1162)
  %120 = icmp eq ptr %1, null, !dbg !1277
  br i1 %120, label %130, label %121, !dbg !1281

121:                                              ; preds = %119
  store ptr %0, ptr %1, align 4, !dbg !1282, !tbaa !276
  br label %130, !dbg !1283

122:                                              ; preds = %106, %99
  %123 = icmp eq i32 %84, 0, !dbg !1284
    #dbg_value(i64 %85, !1204, !DIExpression(), !1210)
    #dbg_value(ptr %90, !1158, !DIExpression(), !1162)
    #dbg_value(i64 %85, !1161, !DIExpression(), !1162)
  %124 = icmp eq ptr %1, null, !dbg !1286
  br i1 %124, label %126, label %125, !dbg !1288

125:                                              ; preds = %122
  store ptr %90, ptr %1, align 4, !dbg !1289, !tbaa !276
  br label %126, !dbg !1290

126:                                              ; preds = %125, %122
  br i1 %123, label %129, label %127, !dbg !1291

127:                                              ; preds = %126
  %128 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1292
  store i32 34, ptr %128, align 4, !dbg !1293, !tbaa !267
  br label %129, !dbg !1292

129:                                              ; preds = %127, %126
  store i32 %24, ptr %7, align 4, !dbg !1294, !tbaa !267
  br label %130, !dbg !1295

130:                                              ; preds = %129, %121, %119, %28, %31
  %131 = phi i64 [ 0, %31 ], [ 0, %28 ], [ %85, %129 ], [ 0, %121 ], [ 0, %119 ], !dbg !1162
  ret i64 %131, !dbg !1296
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i64 @strtoull(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !1297 {
  %4 = alloca i32, align 4, !DIAssignID !1306
    #dbg_assign(i1 undef, !1304, !DIExpression(), !1306, ptr %4, !DIExpression(), !1307)
    #dbg_value(ptr %0, !1301, !DIExpression(), !1307)
    #dbg_value(ptr %1, !1302, !DIExpression(), !1307)
    #dbg_value(i32 %2, !1303, !DIExpression(), !1307)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #20, !dbg !1308
  store i32 0, ptr %4, align 4, !dbg !1309, !tbaa !267, !DIAssignID !1310
    #dbg_assign(i32 0, !1304, !DIExpression(), !1310, ptr %4, !DIExpression(), !1307)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 0, i64 noundef -1, i64 noundef 0, i64 noundef 0, ptr noundef nonnull %4) #21, !dbg !1311
    #dbg_value(i64 %5, !1305, !DIExpression(), !1307)
  %6 = load i32, ptr %4, align 4, !dbg !1312, !tbaa !267
  %7 = icmp eq i32 %6, 0, !dbg !1312
  %8 = sub i64 0, %5, !dbg !1312
  %9 = select i1 %7, i64 %5, i64 %8, !dbg !1312
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #20, !dbg !1313
  ret i64 %9, !dbg !1314
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i32 @strtol(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !1315 {
  %4 = alloca i32, align 4, !DIAssignID !1325
    #dbg_assign(i1 undef, !1322, !DIExpression(), !1325, ptr %4, !DIExpression(), !1326)
    #dbg_value(ptr %0, !1319, !DIExpression(), !1326)
    #dbg_value(ptr %1, !1320, !DIExpression(), !1326)
    #dbg_value(i32 %2, !1321, !DIExpression(), !1326)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #20, !dbg !1327
  store i32 0, ptr %4, align 4, !dbg !1328, !tbaa !267, !DIAssignID !1329
    #dbg_assign(i32 0, !1322, !DIExpression(), !1329, ptr %4, !DIExpression(), !1326)
    #dbg_value(i32 2147483647, !1323, !DIExpression(), !1326)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 1, i64 noundef 0, i64 noundef -2147483648, i64 noundef 2147483647, ptr noundef nonnull %4) #21, !dbg !1330
    #dbg_value(i64 %5, !1324, !DIExpression(), !1326)
  %6 = load i32, ptr %4, align 4, !dbg !1331, !tbaa !267
  %7 = icmp eq i32 %6, 0, !dbg !1331
  %8 = trunc i64 %5 to i32, !dbg !1331
  %9 = sub i32 0, %8, !dbg !1331
  %10 = select i1 %7, i32 %8, i32 %9, !dbg !1331
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #20, !dbg !1332
  ret i32 %10, !dbg !1333
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i32 @strtoul(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !1334 {
  %4 = alloca i32, align 4, !DIAssignID !1343
    #dbg_assign(i1 undef, !1341, !DIExpression(), !1343, ptr %4, !DIExpression(), !1344)
    #dbg_value(ptr %0, !1338, !DIExpression(), !1344)
    #dbg_value(ptr %1, !1339, !DIExpression(), !1344)
    #dbg_value(i32 %2, !1340, !DIExpression(), !1344)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #20, !dbg !1345
  store i32 0, ptr %4, align 4, !dbg !1346, !tbaa !267, !DIAssignID !1347
    #dbg_assign(i32 0, !1341, !DIExpression(), !1347, ptr %4, !DIExpression(), !1344)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 0, i64 noundef 4294967295, i64 noundef 0, i64 noundef 0, ptr noundef nonnull %4) #21, !dbg !1348
    #dbg_value(i64 %5, !1342, !DIExpression(), !1344)
  %6 = load i32, ptr %4, align 4, !dbg !1349, !tbaa !267
  %7 = icmp eq i32 %6, 0, !dbg !1349
  %8 = trunc i64 %5 to i32, !dbg !1349
  %9 = sub i32 0, %8, !dbg !1349
  %10 = select i1 %7, i32 %8, i32 %9, !dbg !1349
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #20, !dbg !1350
  ret i32 %10, !dbg !1351
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local i32 @atoi(ptr nocapture noundef readonly %0) local_unnamed_addr #12 !dbg !1352 {
    #dbg_value(ptr %0, !1356, !DIExpression(), !1357)
    #dbg_value(ptr %0, !1319, !DIExpression(), !1358)
    #dbg_value(ptr null, !1320, !DIExpression(), !1358)
    #dbg_value(i32 10, !1321, !DIExpression(), !1358)
    #dbg_value(i32 0, !1322, !DIExpression(), !1358)
    #dbg_value(i32 2147483647, !1323, !DIExpression(), !1358)
    #dbg_value(ptr %0, !1147, !DIExpression(), !1360)
    #dbg_value(ptr null, !1148, !DIExpression(), !1360)
    #dbg_value(i32 10, !1149, !DIExpression(), !1360)
    #dbg_value(i32 1, !1150, !DIExpression(), !1360)
    #dbg_value(i64 0, !1151, !DIExpression(), !1360)
    #dbg_value(i64 -2147483648, !1152, !DIExpression(), !1360)
    #dbg_value(i64 2147483647, !1153, !DIExpression(), !1360)
    #dbg_value(ptr undef, !1154, !DIExpression(), !1360)
    #dbg_value(ptr %0, !1155, !DIExpression(), !1360)
  br label %2, !dbg !1362

2:                                                ; preds = %2, %1
  %3 = phi ptr [ %0, %1 ], [ %10, %2 ], !dbg !1360
    #dbg_value(ptr %3, !1155, !DIExpression(), !1360)
  %4 = load i8, ptr %3, align 1, !dbg !1363, !tbaa !324
  %5 = zext i8 %4 to i32, !dbg !1364
    #dbg_value(i32 %5, !985, !DIExpression(), !1365)
    #dbg_value(i32 %5, !949, !DIExpression(), !1367)
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %5, !dbg !1369
  %7 = load i16, ptr %6, align 2, !dbg !1369, !tbaa !956
  %8 = and i16 %7, 8192, !dbg !1370
  %9 = icmp eq i16 %8, 0, !dbg !1362
  %10 = getelementptr inbounds i8, ptr %3, i32 1, !dbg !1371
    #dbg_value(ptr %10, !1155, !DIExpression(), !1360)
  br i1 %9, label %11, label %2, !dbg !1362, !llvm.loop !1372

11:                                               ; preds = %2
    #dbg_value(i32 0, !1156, !DIExpression(), !1360)
  switch i8 %4, label %19 [
    i8 43, label %12
    i8 45, label %12
  ], !dbg !1373

12:                                               ; preds = %11, %11
  %13 = icmp ne i8 %4, 45, !dbg !1374
    #dbg_value(i1 %13, !1156, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1360)
    #dbg_value(ptr %10, !1155, !DIExpression(), !1360)
  %14 = select i1 %13, i64 2147483647, i64 2147483648, !dbg !1375
  %15 = load i8, ptr %10, align 1, !dbg !1376, !tbaa !324
  %16 = zext i8 %15 to i32
  %17 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %16
  %18 = load i16, ptr %17, align 2, !dbg !1378, !tbaa !956
  br label %19, !dbg !1375

19:                                               ; preds = %12, %11
  %20 = phi i32 [ %16, %12 ], [ %5, %11 ], !dbg !1381
  %21 = phi i16 [ %18, %12 ], [ %7, %11 ], !dbg !1378
  %22 = phi i1 [ %13, %12 ], [ true, %11 ]
  %23 = phi ptr [ %10, %12 ], [ %3, %11 ]
  %24 = phi i64 [ %14, %12 ], [ 2147483647, %11 ], !dbg !1375
    #dbg_value(i64 %24, !1157, !DIExpression(), !1360)
    #dbg_value(ptr undef, !1198, !DIExpression(), !1382)
    #dbg_value(ptr undef, !1199, !DIExpression(), !1382)
    #dbg_value(i64 %24, !1200, !DIExpression(), !1382)
    #dbg_value(ptr undef, !1201, !DIExpression(), !1382)
    #dbg_value(ptr undef, !1202, !DIExpression(), !1382)
    #dbg_value(i32 10, !1203, !DIExpression(), !1382)
    #dbg_value(i32 10, !1149, !DIExpression(), !1360)
    #dbg_value(i32 poison, !1160, !DIExpression(), !1360)
    #dbg_value(i32 0, !1159, !DIExpression(), !1360)
    #dbg_value(ptr %23, !1192, !DIExpression(), !1382)
    #dbg_value(i64 0, !1204, !DIExpression(), !1382)
    #dbg_value(i8 poison, !1209, !DIExpression(), !1383)
    #dbg_value(i32 %20, !963, !DIExpression(), !1384)
    #dbg_value(i32 %20, !949, !DIExpression(), !1385)
  %25 = and i16 %21, 2048, !dbg !1386
  %26 = icmp eq i16 %25, 0, !dbg !1387
  br i1 %26, label %29, label %27, !dbg !1388

27:                                               ; preds = %19
  %28 = add nsw i32 %20, -48, !dbg !1389
    #dbg_value(i32 %28, !1205, !DIExpression(), !1383)
  br label %36, !dbg !1390

29:                                               ; preds = %19
    #dbg_value(i32 %20, !947, !DIExpression(), !1391)
    #dbg_value(i32 %20, !949, !DIExpression(), !1393)
  %30 = and i16 %21, 1024, !dbg !1395
  %31 = icmp eq i16 %30, 0, !dbg !1396
  br i1 %31, label %85, label %32, !dbg !1397

32:                                               ; preds = %29
    #dbg_value(i32 %20, !1084, !DIExpression(), !1398)
  %33 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %20, !dbg !1400
  %34 = load i32, ptr %33, align 4, !dbg !1400, !tbaa !267
  %35 = add nsw i32 %34, -87, !dbg !1401
    #dbg_value(i32 %35, !1205, !DIExpression(), !1383)
  br label %36

36:                                               ; preds = %32, %27
  %37 = phi i32 [ %28, %27 ], [ %35, %32 ], !dbg !1402
    #dbg_value(i32 %37, !1205, !DIExpression(), !1383)
  %38 = icmp slt i32 %37, 10, !dbg !1403
  br i1 %38, label %39, label %85, !dbg !1404

39:                                               ; preds = %36
    #dbg_value(i32 1, !1160, !DIExpression(), !1360)
  %40 = sext i32 %37 to i64, !dbg !1405
    #dbg_value(i32 0, !1159, !DIExpression(), !1360)
    #dbg_value(i64 %40, !1204, !DIExpression(), !1382)
    #dbg_value(ptr %23, !1192, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1382)
  br label %41, !dbg !1406

41:                                               ; preds = %68, %39
  %42 = phi i32 [ 0, %39 ], [ %75, %68 ]
  %43 = phi i64 [ %40, %39 ], [ %76, %68 ]
  %44 = phi ptr [ %23, %39 ], [ %48, %68 ]
  %45 = icmp eq i32 %42, 0
  br label %46, !dbg !1407

46:                                               ; preds = %41, %67
  %47 = phi ptr [ %48, %67 ], [ %44, %41 ]
  %48 = getelementptr inbounds i8, ptr %47, i32 1, !dbg !1382
    #dbg_value(i32 poison, !1160, !DIExpression(), !1360)
    #dbg_value(i32 %42, !1159, !DIExpression(), !1360)
    #dbg_value(ptr %48, !1192, !DIExpression(), !1382)
    #dbg_value(i64 %43, !1204, !DIExpression(), !1382)
  %49 = load i8, ptr %48, align 1, !dbg !1376, !tbaa !324
    #dbg_value(i8 %49, !1209, !DIExpression(), !1383)
  %50 = zext i8 %49 to i32, !dbg !1381
    #dbg_value(i32 %50, !963, !DIExpression(), !1384)
    #dbg_value(i32 %50, !949, !DIExpression(), !1385)
  %51 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %50, !dbg !1378
  %52 = load i16, ptr %51, align 2, !dbg !1378, !tbaa !956
  %53 = and i16 %52, 2048, !dbg !1386
  %54 = icmp eq i16 %53, 0, !dbg !1387
  br i1 %54, label %57, label %55, !dbg !1388

55:                                               ; preds = %46
  %56 = add nsw i32 %50, -48, !dbg !1389
    #dbg_value(i32 %56, !1205, !DIExpression(), !1383)
  br label %64, !dbg !1390

57:                                               ; preds = %46
    #dbg_value(i32 %50, !947, !DIExpression(), !1391)
    #dbg_value(i32 %50, !949, !DIExpression(), !1393)
  %58 = and i16 %52, 1024, !dbg !1395
  %59 = icmp eq i16 %58, 0, !dbg !1396
  br i1 %59, label %77, label %60, !dbg !1397

60:                                               ; preds = %57
    #dbg_value(i32 %50, !1084, !DIExpression(), !1398)
  %61 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %50, !dbg !1400
  %62 = load i32, ptr %61, align 4, !dbg !1400, !tbaa !267
  %63 = add nsw i32 %62, -87, !dbg !1401
    #dbg_value(i32 %63, !1205, !DIExpression(), !1383)
  br label %64

64:                                               ; preds = %60, %55
  %65 = phi i32 [ %56, %55 ], [ %63, %60 ], !dbg !1402
    #dbg_value(i32 %65, !1205, !DIExpression(), !1383)
  %66 = icmp slt i32 %65, 10, !dbg !1403
  br i1 %66, label %67, label %77, !dbg !1404

67:                                               ; preds = %64
    #dbg_value(i32 1, !1160, !DIExpression(), !1360)
  br i1 %45, label %68, label %46, !dbg !1408, !llvm.loop !1409

68:                                               ; preds = %67
  %69 = sext i32 %65 to i64, !dbg !1405
  %70 = sub nsw i64 %24, %69, !dbg !1411
  %71 = udiv i64 %70, 10, !dbg !1412
  %72 = icmp ugt i64 %43, %71, !dbg !1413
  %73 = mul nuw i64 %43, 10, !dbg !1414
  %74 = add i64 %73, %69, !dbg !1414
  %75 = select i1 %72, i32 1, i32 0, !dbg !1414
  %76 = select i1 %72, i64 %24, i64 %74, !dbg !1414
  br label %41, !dbg !1407, !llvm.loop !1409

77:                                               ; preds = %64, %57
  %78 = icmp eq i32 %42, 0, !dbg !1415
    #dbg_value(i64 %43, !1204, !DIExpression(), !1382)
    #dbg_value(ptr undef, !1158, !DIExpression(), !1360)
    #dbg_value(i64 %43, !1161, !DIExpression(), !1360)
  br i1 %78, label %81, label %79, !dbg !1416

79:                                               ; preds = %77
  %80 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1417
  store i32 34, ptr %80, align 4, !dbg !1418, !tbaa !267
  br label %81, !dbg !1417

81:                                               ; preds = %77, %79
    #dbg_value(i1 %22, !1322, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1358)
    #dbg_value(i64 %43, !1324, !DIExpression(), !1358)
  %82 = trunc i64 %43 to i32, !dbg !1419
  %83 = sub i32 0, %82, !dbg !1419
  %84 = select i1 %22, i32 %82, i32 %83, !dbg !1419
  br label %85, !dbg !1419

85:                                               ; preds = %81, %29, %36
  %86 = phi i32 [ 0, %36 ], [ 0, %29 ], [ %84, %81 ], !dbg !1419
  ret i32 %86, !dbg !1420
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local i32 @atol(ptr nocapture noundef readonly %0) local_unnamed_addr #12 !dbg !1421 {
    #dbg_value(ptr %0, !1425, !DIExpression(), !1426)
    #dbg_value(ptr %0, !1319, !DIExpression(), !1427)
    #dbg_value(ptr null, !1320, !DIExpression(), !1427)
    #dbg_value(i32 10, !1321, !DIExpression(), !1427)
    #dbg_value(i32 0, !1322, !DIExpression(), !1427)
    #dbg_value(i32 2147483647, !1323, !DIExpression(), !1427)
    #dbg_value(ptr %0, !1147, !DIExpression(), !1429)
    #dbg_value(ptr null, !1148, !DIExpression(), !1429)
    #dbg_value(i32 10, !1149, !DIExpression(), !1429)
    #dbg_value(i32 1, !1150, !DIExpression(), !1429)
    #dbg_value(i64 0, !1151, !DIExpression(), !1429)
    #dbg_value(i64 -2147483648, !1152, !DIExpression(), !1429)
    #dbg_value(i64 2147483647, !1153, !DIExpression(), !1429)
    #dbg_value(ptr undef, !1154, !DIExpression(), !1429)
    #dbg_value(ptr %0, !1155, !DIExpression(), !1429)
  br label %2, !dbg !1431

2:                                                ; preds = %2, %1
  %3 = phi ptr [ %0, %1 ], [ %10, %2 ], !dbg !1429
    #dbg_value(ptr %3, !1155, !DIExpression(), !1429)
  %4 = load i8, ptr %3, align 1, !dbg !1432, !tbaa !324
  %5 = zext i8 %4 to i32, !dbg !1433
    #dbg_value(i32 %5, !985, !DIExpression(), !1434)
    #dbg_value(i32 %5, !949, !DIExpression(), !1436)
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %5, !dbg !1438
  %7 = load i16, ptr %6, align 2, !dbg !1438, !tbaa !956
  %8 = and i16 %7, 8192, !dbg !1439
  %9 = icmp eq i16 %8, 0, !dbg !1431
  %10 = getelementptr inbounds i8, ptr %3, i32 1, !dbg !1440
    #dbg_value(ptr %10, !1155, !DIExpression(), !1429)
  br i1 %9, label %11, label %2, !dbg !1431, !llvm.loop !1441

11:                                               ; preds = %2
    #dbg_value(i32 0, !1156, !DIExpression(), !1429)
  switch i8 %4, label %19 [
    i8 43, label %12
    i8 45, label %12
  ], !dbg !1442

12:                                               ; preds = %11, %11
  %13 = icmp ne i8 %4, 45, !dbg !1443
    #dbg_value(i1 %13, !1156, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1429)
    #dbg_value(ptr %10, !1155, !DIExpression(), !1429)
  %14 = select i1 %13, i64 2147483647, i64 2147483648, !dbg !1444
  %15 = load i8, ptr %10, align 1, !dbg !1445, !tbaa !324
  %16 = zext i8 %15 to i32
  %17 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %16
  %18 = load i16, ptr %17, align 2, !dbg !1447, !tbaa !956
  br label %19, !dbg !1444

19:                                               ; preds = %12, %11
  %20 = phi i32 [ %16, %12 ], [ %5, %11 ], !dbg !1450
  %21 = phi i16 [ %18, %12 ], [ %7, %11 ], !dbg !1447
  %22 = phi i1 [ %13, %12 ], [ true, %11 ]
  %23 = phi ptr [ %10, %12 ], [ %3, %11 ]
  %24 = phi i64 [ %14, %12 ], [ 2147483647, %11 ], !dbg !1444
    #dbg_value(i64 %24, !1157, !DIExpression(), !1429)
    #dbg_value(ptr undef, !1198, !DIExpression(), !1451)
    #dbg_value(ptr undef, !1199, !DIExpression(), !1451)
    #dbg_value(i64 %24, !1200, !DIExpression(), !1451)
    #dbg_value(ptr undef, !1201, !DIExpression(), !1451)
    #dbg_value(ptr undef, !1202, !DIExpression(), !1451)
    #dbg_value(i32 10, !1203, !DIExpression(), !1451)
    #dbg_value(i32 10, !1149, !DIExpression(), !1429)
    #dbg_value(i32 poison, !1160, !DIExpression(), !1429)
    #dbg_value(i32 0, !1159, !DIExpression(), !1429)
    #dbg_value(ptr %23, !1192, !DIExpression(), !1451)
    #dbg_value(i64 0, !1204, !DIExpression(), !1451)
    #dbg_value(i8 poison, !1209, !DIExpression(), !1452)
    #dbg_value(i32 %20, !963, !DIExpression(), !1453)
    #dbg_value(i32 %20, !949, !DIExpression(), !1454)
  %25 = and i16 %21, 2048, !dbg !1455
  %26 = icmp eq i16 %25, 0, !dbg !1456
  br i1 %26, label %29, label %27, !dbg !1457

27:                                               ; preds = %19
  %28 = add nsw i32 %20, -48, !dbg !1458
    #dbg_value(i32 %28, !1205, !DIExpression(), !1452)
  br label %36, !dbg !1459

29:                                               ; preds = %19
    #dbg_value(i32 %20, !947, !DIExpression(), !1460)
    #dbg_value(i32 %20, !949, !DIExpression(), !1462)
  %30 = and i16 %21, 1024, !dbg !1464
  %31 = icmp eq i16 %30, 0, !dbg !1465
  br i1 %31, label %85, label %32, !dbg !1466

32:                                               ; preds = %29
    #dbg_value(i32 %20, !1084, !DIExpression(), !1467)
  %33 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %20, !dbg !1469
  %34 = load i32, ptr %33, align 4, !dbg !1469, !tbaa !267
  %35 = add nsw i32 %34, -87, !dbg !1470
    #dbg_value(i32 %35, !1205, !DIExpression(), !1452)
  br label %36

36:                                               ; preds = %32, %27
  %37 = phi i32 [ %28, %27 ], [ %35, %32 ], !dbg !1471
    #dbg_value(i32 %37, !1205, !DIExpression(), !1452)
  %38 = icmp slt i32 %37, 10, !dbg !1472
  br i1 %38, label %39, label %85, !dbg !1473

39:                                               ; preds = %36
    #dbg_value(i32 1, !1160, !DIExpression(), !1429)
  %40 = sext i32 %37 to i64, !dbg !1474
    #dbg_value(i32 0, !1159, !DIExpression(), !1429)
    #dbg_value(i64 %40, !1204, !DIExpression(), !1451)
    #dbg_value(ptr %23, !1192, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1451)
  br label %41, !dbg !1475

41:                                               ; preds = %68, %39
  %42 = phi i32 [ 0, %39 ], [ %75, %68 ]
  %43 = phi i64 [ %40, %39 ], [ %76, %68 ]
  %44 = phi ptr [ %23, %39 ], [ %48, %68 ]
  %45 = icmp eq i32 %42, 0
  br label %46, !dbg !1476

46:                                               ; preds = %41, %67
  %47 = phi ptr [ %48, %67 ], [ %44, %41 ]
  %48 = getelementptr inbounds i8, ptr %47, i32 1, !dbg !1451
    #dbg_value(i32 poison, !1160, !DIExpression(), !1429)
    #dbg_value(i32 %42, !1159, !DIExpression(), !1429)
    #dbg_value(ptr %48, !1192, !DIExpression(), !1451)
    #dbg_value(i64 %43, !1204, !DIExpression(), !1451)
  %49 = load i8, ptr %48, align 1, !dbg !1445, !tbaa !324
    #dbg_value(i8 %49, !1209, !DIExpression(), !1452)
  %50 = zext i8 %49 to i32, !dbg !1450
    #dbg_value(i32 %50, !963, !DIExpression(), !1453)
    #dbg_value(i32 %50, !949, !DIExpression(), !1454)
  %51 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %50, !dbg !1447
  %52 = load i16, ptr %51, align 2, !dbg !1447, !tbaa !956
  %53 = and i16 %52, 2048, !dbg !1455
  %54 = icmp eq i16 %53, 0, !dbg !1456
  br i1 %54, label %57, label %55, !dbg !1457

55:                                               ; preds = %46
  %56 = add nsw i32 %50, -48, !dbg !1458
    #dbg_value(i32 %56, !1205, !DIExpression(), !1452)
  br label %64, !dbg !1459

57:                                               ; preds = %46
    #dbg_value(i32 %50, !947, !DIExpression(), !1460)
    #dbg_value(i32 %50, !949, !DIExpression(), !1462)
  %58 = and i16 %52, 1024, !dbg !1464
  %59 = icmp eq i16 %58, 0, !dbg !1465
  br i1 %59, label %77, label %60, !dbg !1466

60:                                               ; preds = %57
    #dbg_value(i32 %50, !1084, !DIExpression(), !1467)
  %61 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %50, !dbg !1469
  %62 = load i32, ptr %61, align 4, !dbg !1469, !tbaa !267
  %63 = add nsw i32 %62, -87, !dbg !1470
    #dbg_value(i32 %63, !1205, !DIExpression(), !1452)
  br label %64

64:                                               ; preds = %60, %55
  %65 = phi i32 [ %56, %55 ], [ %63, %60 ], !dbg !1471
    #dbg_value(i32 %65, !1205, !DIExpression(), !1452)
  %66 = icmp slt i32 %65, 10, !dbg !1472
  br i1 %66, label %67, label %77, !dbg !1473

67:                                               ; preds = %64
    #dbg_value(i32 1, !1160, !DIExpression(), !1429)
  br i1 %45, label %68, label %46, !dbg !1477, !llvm.loop !1478

68:                                               ; preds = %67
  %69 = sext i32 %65 to i64, !dbg !1474
  %70 = sub nsw i64 %24, %69, !dbg !1480
  %71 = udiv i64 %70, 10, !dbg !1481
  %72 = icmp ugt i64 %43, %71, !dbg !1482
  %73 = mul nuw i64 %43, 10, !dbg !1483
  %74 = add i64 %73, %69, !dbg !1483
  %75 = select i1 %72, i32 1, i32 0, !dbg !1483
  %76 = select i1 %72, i64 %24, i64 %74, !dbg !1483
  br label %41, !dbg !1476, !llvm.loop !1478

77:                                               ; preds = %64, %57
  %78 = icmp eq i32 %42, 0, !dbg !1484
    #dbg_value(i64 %43, !1204, !DIExpression(), !1451)
    #dbg_value(ptr undef, !1158, !DIExpression(), !1429)
    #dbg_value(i64 %43, !1161, !DIExpression(), !1429)
  br i1 %78, label %81, label %79, !dbg !1485

79:                                               ; preds = %77
  %80 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1486
  store i32 34, ptr %80, align 4, !dbg !1487, !tbaa !267
  br label %81, !dbg !1486

81:                                               ; preds = %77, %79
    #dbg_value(i1 %22, !1322, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1427)
    #dbg_value(i64 %43, !1324, !DIExpression(), !1427)
  %82 = trunc i64 %43 to i32, !dbg !1488
  %83 = sub i32 0, %82, !dbg !1488
  %84 = select i1 %22, i32 %82, i32 %83, !dbg !1488
  br label %85, !dbg !1488

85:                                               ; preds = %81, %29, %36
  %86 = phi i32 [ 0, %36 ], [ 0, %29 ], [ %84, %81 ], !dbg !1488
  ret i32 %86, !dbg !1489
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local i64 @atoll(ptr nocapture noundef readonly %0) local_unnamed_addr #12 !dbg !1490 {
    #dbg_value(ptr %0, !1494, !DIExpression(), !1495)
    #dbg_value(ptr %0, !1129, !DIExpression(), !1496)
    #dbg_value(ptr null, !1130, !DIExpression(), !1496)
    #dbg_value(i32 10, !1131, !DIExpression(), !1496)
    #dbg_value(i32 0, !1132, !DIExpression(), !1496)
    #dbg_value(ptr %0, !1147, !DIExpression(), !1498)
    #dbg_value(ptr null, !1148, !DIExpression(), !1498)
    #dbg_value(i32 10, !1149, !DIExpression(), !1498)
    #dbg_value(i32 1, !1150, !DIExpression(), !1498)
    #dbg_value(i64 0, !1151, !DIExpression(), !1498)
    #dbg_value(i64 -9223372036854775808, !1152, !DIExpression(), !1498)
    #dbg_value(i64 9223372036854775807, !1153, !DIExpression(), !1498)
    #dbg_value(ptr undef, !1154, !DIExpression(), !1498)
    #dbg_value(ptr %0, !1155, !DIExpression(), !1498)
  br label %2, !dbg !1500

2:                                                ; preds = %2, %1
  %3 = phi ptr [ %0, %1 ], [ %10, %2 ], !dbg !1498
    #dbg_value(ptr %3, !1155, !DIExpression(), !1498)
  %4 = load i8, ptr %3, align 1, !dbg !1501, !tbaa !324
  %5 = zext i8 %4 to i32, !dbg !1502
    #dbg_value(i32 %5, !985, !DIExpression(), !1503)
    #dbg_value(i32 %5, !949, !DIExpression(), !1505)
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %5, !dbg !1507
  %7 = load i16, ptr %6, align 2, !dbg !1507, !tbaa !956
  %8 = and i16 %7, 8192, !dbg !1508
  %9 = icmp eq i16 %8, 0, !dbg !1500
  %10 = getelementptr inbounds i8, ptr %3, i32 1, !dbg !1509
    #dbg_value(ptr %10, !1155, !DIExpression(), !1498)
  br i1 %9, label %11, label %2, !dbg !1500, !llvm.loop !1510

11:                                               ; preds = %2
    #dbg_value(i32 0, !1156, !DIExpression(), !1498)
  switch i8 %4, label %19 [
    i8 43, label %12
    i8 45, label %12
  ], !dbg !1511

12:                                               ; preds = %11, %11
  %13 = icmp ne i8 %4, 45, !dbg !1512
    #dbg_value(i1 %13, !1156, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1498)
    #dbg_value(ptr %10, !1155, !DIExpression(), !1498)
  %14 = select i1 %13, i64 9223372036854775807, i64 -9223372036854775808, !dbg !1513
  %15 = load i8, ptr %10, align 1, !dbg !1514, !tbaa !324
  %16 = zext i8 %15 to i32
  %17 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %16
  %18 = load i16, ptr %17, align 2, !dbg !1516, !tbaa !956
  br label %19, !dbg !1513

19:                                               ; preds = %12, %11
  %20 = phi i32 [ %16, %12 ], [ %5, %11 ], !dbg !1519
  %21 = phi i16 [ %18, %12 ], [ %7, %11 ], !dbg !1516
  %22 = phi i1 [ %13, %12 ], [ true, %11 ]
  %23 = phi ptr [ %10, %12 ], [ %3, %11 ]
  %24 = phi i64 [ %14, %12 ], [ 9223372036854775807, %11 ], !dbg !1513
    #dbg_value(i64 %24, !1157, !DIExpression(), !1498)
    #dbg_value(ptr undef, !1198, !DIExpression(), !1520)
    #dbg_value(ptr undef, !1199, !DIExpression(), !1520)
    #dbg_value(i64 %24, !1200, !DIExpression(), !1520)
    #dbg_value(ptr undef, !1201, !DIExpression(), !1520)
    #dbg_value(ptr undef, !1202, !DIExpression(), !1520)
    #dbg_value(i32 10, !1203, !DIExpression(), !1520)
    #dbg_value(i32 10, !1149, !DIExpression(), !1498)
    #dbg_value(i32 poison, !1160, !DIExpression(), !1498)
    #dbg_value(i32 0, !1159, !DIExpression(), !1498)
    #dbg_value(ptr %23, !1192, !DIExpression(), !1520)
    #dbg_value(i64 0, !1204, !DIExpression(), !1520)
    #dbg_value(i8 poison, !1209, !DIExpression(), !1521)
    #dbg_value(i32 %20, !963, !DIExpression(), !1522)
    #dbg_value(i32 %20, !949, !DIExpression(), !1523)
  %25 = and i16 %21, 2048, !dbg !1524
  %26 = icmp eq i16 %25, 0, !dbg !1525
  br i1 %26, label %29, label %27, !dbg !1526

27:                                               ; preds = %19
  %28 = add nsw i32 %20, -48, !dbg !1527
    #dbg_value(i32 %28, !1205, !DIExpression(), !1521)
  br label %36, !dbg !1528

29:                                               ; preds = %19
    #dbg_value(i32 %20, !947, !DIExpression(), !1529)
    #dbg_value(i32 %20, !949, !DIExpression(), !1531)
  %30 = and i16 %21, 1024, !dbg !1533
  %31 = icmp eq i16 %30, 0, !dbg !1534
  br i1 %31, label %84, label %32, !dbg !1535

32:                                               ; preds = %29
    #dbg_value(i32 %20, !1084, !DIExpression(), !1536)
  %33 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %20, !dbg !1538
  %34 = load i32, ptr %33, align 4, !dbg !1538, !tbaa !267
  %35 = add nsw i32 %34, -87, !dbg !1539
    #dbg_value(i32 %35, !1205, !DIExpression(), !1521)
  br label %36

36:                                               ; preds = %32, %27
  %37 = phi i32 [ %28, %27 ], [ %35, %32 ], !dbg !1540
    #dbg_value(i32 %37, !1205, !DIExpression(), !1521)
  %38 = icmp slt i32 %37, 10, !dbg !1541
  br i1 %38, label %39, label %84, !dbg !1542

39:                                               ; preds = %36
    #dbg_value(i32 1, !1160, !DIExpression(), !1498)
  %40 = sext i32 %37 to i64, !dbg !1543
    #dbg_value(i32 0, !1159, !DIExpression(), !1498)
    #dbg_value(i64 %40, !1204, !DIExpression(), !1520)
    #dbg_value(ptr %23, !1192, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1520)
  br label %41, !dbg !1544

41:                                               ; preds = %68, %39
  %42 = phi i32 [ 0, %39 ], [ %75, %68 ]
  %43 = phi i64 [ %40, %39 ], [ %76, %68 ]
  %44 = phi ptr [ %23, %39 ], [ %48, %68 ]
  %45 = icmp eq i32 %42, 0
  br label %46, !dbg !1545

46:                                               ; preds = %41, %67
  %47 = phi ptr [ %48, %67 ], [ %44, %41 ]
  %48 = getelementptr inbounds i8, ptr %47, i32 1, !dbg !1520
    #dbg_value(i32 poison, !1160, !DIExpression(), !1498)
    #dbg_value(i32 %42, !1159, !DIExpression(), !1498)
    #dbg_value(ptr %48, !1192, !DIExpression(), !1520)
    #dbg_value(i64 %43, !1204, !DIExpression(), !1520)
  %49 = load i8, ptr %48, align 1, !dbg !1514, !tbaa !324
    #dbg_value(i8 %49, !1209, !DIExpression(), !1521)
  %50 = zext i8 %49 to i32, !dbg !1519
    #dbg_value(i32 %50, !963, !DIExpression(), !1522)
    #dbg_value(i32 %50, !949, !DIExpression(), !1523)
  %51 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %50, !dbg !1516
  %52 = load i16, ptr %51, align 2, !dbg !1516, !tbaa !956
  %53 = and i16 %52, 2048, !dbg !1524
  %54 = icmp eq i16 %53, 0, !dbg !1525
  br i1 %54, label %57, label %55, !dbg !1526

55:                                               ; preds = %46
  %56 = add nsw i32 %50, -48, !dbg !1527
    #dbg_value(i32 %56, !1205, !DIExpression(), !1521)
  br label %64, !dbg !1528

57:                                               ; preds = %46
    #dbg_value(i32 %50, !947, !DIExpression(), !1529)
    #dbg_value(i32 %50, !949, !DIExpression(), !1531)
  %58 = and i16 %52, 1024, !dbg !1533
  %59 = icmp eq i16 %58, 0, !dbg !1534
  br i1 %59, label %77, label %60, !dbg !1535

60:                                               ; preds = %57
    #dbg_value(i32 %50, !1084, !DIExpression(), !1536)
  %61 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %50, !dbg !1538
  %62 = load i32, ptr %61, align 4, !dbg !1538, !tbaa !267
  %63 = add nsw i32 %62, -87, !dbg !1539
    #dbg_value(i32 %63, !1205, !DIExpression(), !1521)
  br label %64

64:                                               ; preds = %60, %55
  %65 = phi i32 [ %56, %55 ], [ %63, %60 ], !dbg !1540
    #dbg_value(i32 %65, !1205, !DIExpression(), !1521)
  %66 = icmp slt i32 %65, 10, !dbg !1541
  br i1 %66, label %67, label %77, !dbg !1542

67:                                               ; preds = %64
    #dbg_value(i32 1, !1160, !DIExpression(), !1498)
  br i1 %45, label %68, label %46, !dbg !1546, !llvm.loop !1547

68:                                               ; preds = %67
  %69 = sext i32 %65 to i64, !dbg !1543
  %70 = sub i64 %24, %69, !dbg !1549
  %71 = udiv i64 %70, 10, !dbg !1550
  %72 = icmp ugt i64 %43, %71, !dbg !1551
  %73 = mul nuw i64 %43, 10, !dbg !1552
  %74 = add i64 %73, %69, !dbg !1552
  %75 = select i1 %72, i32 1, i32 0, !dbg !1552
  %76 = select i1 %72, i64 %24, i64 %74, !dbg !1552
  br label %41, !dbg !1545, !llvm.loop !1547

77:                                               ; preds = %64, %57
  %78 = icmp eq i32 %42, 0, !dbg !1553
    #dbg_value(i64 %43, !1204, !DIExpression(), !1520)
    #dbg_value(ptr undef, !1158, !DIExpression(), !1498)
    #dbg_value(i64 %43, !1161, !DIExpression(), !1498)
  br i1 %78, label %81, label %79, !dbg !1554

79:                                               ; preds = %77
  %80 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1555
  store i32 34, ptr %80, align 4, !dbg !1556, !tbaa !267
  br label %81, !dbg !1555

81:                                               ; preds = %77, %79
    #dbg_value(i1 %22, !1132, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1496)
    #dbg_value(i64 %43, !1133, !DIExpression(), !1496)
  %82 = sub i64 0, %43, !dbg !1557
  %83 = select i1 %22, i64 %43, i64 %82, !dbg !1557
  br label %84, !dbg !1557

84:                                               ; preds = %81, %29, %36
  %85 = phi i64 [ 0, %36 ], [ 0, %29 ], [ %83, %81 ], !dbg !1557
  ret i64 %85, !dbg !1558
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local void @srand(i32 noundef %0) local_unnamed_addr #13 !dbg !1559 {
    #dbg_value(i32 %0, !1563, !DIExpression(), !1573)
  %2 = tail call i32 @llvm.umax.i32(i32 %0, i32 1), !dbg !1574
    #dbg_value(i32 %2, !1564, !DIExpression(), !1573)
  store i32 %2, ptr @rand_state, align 4, !dbg !1575, !tbaa !267
    #dbg_value(i32 1, !1565, !DIExpression(), !1576)
    #dbg_value(i32 %2, !1564, !DIExpression(), !1573)
  br label %4, !dbg !1577

3:                                                ; preds = %4
  store i1 true, ptr @rand_seeded, align 4, !dbg !1578
    #dbg_value(i32 0, !1571, !DIExpression(), !1579)
    #dbg_value(i32 0, !1571, !DIExpression(), !1579)
  br label %19, !dbg !1580

4:                                                ; preds = %1, %4
  %5 = phi i32 [ %2, %1 ], [ %14, %4 ]
  %6 = phi i32 [ 1, %1 ], [ %16, %4 ]
    #dbg_value(i32 %5, !1564, !DIExpression(), !1573)
    #dbg_value(i32 %6, !1565, !DIExpression(), !1576)
  %7 = sdiv i32 %5, 127773, !dbg !1581
    #dbg_value(i32 %7, !1567, !DIExpression(), !1582)
  %8 = srem i32 %5, 127773, !dbg !1583
    #dbg_value(i32 %8, !1570, !DIExpression(), !1582)
  %9 = mul nsw i32 %8, 16807, !dbg !1584
  %10 = mul nsw i32 %7, -2836, !dbg !1585
  %11 = add i32 %10, %9, !dbg !1586
    #dbg_value(i32 %11, !1564, !DIExpression(), !1573)
  %12 = icmp slt i32 %11, 0, !dbg !1587
  %13 = add nsw i32 %11, 2147483647
  %14 = select i1 %12, i32 %13, i32 %11, !dbg !1589
    #dbg_value(i32 %14, !1564, !DIExpression(), !1573)
  %15 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %6, !dbg !1590
  store i32 %14, ptr %15, align 4, !dbg !1591, !tbaa !267
  %16 = add nuw nsw i32 %6, 1, !dbg !1592
    #dbg_value(i32 %16, !1565, !DIExpression(), !1576)
  %17 = icmp eq i32 %16, 31, !dbg !1593
  br i1 %17, label %3, label %4, !dbg !1577, !llvm.loop !1594

18:                                               ; preds = %19
  store i32 %29, ptr @rand_f, align 4, !dbg !1596, !tbaa !267
  store i32 %31, ptr @rand_r, align 4, !dbg !1596, !tbaa !267
  ret void, !dbg !1599

19:                                               ; preds = %3, %19
  %20 = phi i32 [ 0, %3 ], [ %32, %19 ]
  %21 = phi i32 [ 3, %3 ], [ %29, %19 ]
  %22 = phi i32 [ 0, %3 ], [ %31, %19 ]
    #dbg_value(i32 %20, !1571, !DIExpression(), !1579)
  %23 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %21, !dbg !1600
  %24 = load i32, ptr %23, align 4, !dbg !1600, !tbaa !267
  %25 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %22, !dbg !1601
  %26 = load i32, ptr %25, align 4, !dbg !1601, !tbaa !267
  %27 = add i32 %26, %24, !dbg !1602
  store i32 %27, ptr %23, align 4, !dbg !1603, !tbaa !267
  %28 = add nsw i32 %21, 1, !dbg !1604
  %29 = srem i32 %28, 31, !dbg !1605
  %30 = add nsw i32 %22, 1, !dbg !1606
  %31 = srem i32 %30, 31, !dbg !1607
  %32 = add nuw nsw i32 %20, 1, !dbg !1608
    #dbg_value(i32 %32, !1571, !DIExpression(), !1579)
  %33 = icmp eq i32 %32, 310, !dbg !1609
  br i1 %33, label %18, label %19, !dbg !1580, !llvm.loop !1610
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 0, -2147483648) i32 @rand() local_unnamed_addr #13 !dbg !1612 {
  %1 = load i1, ptr @rand_seeded, align 4, !dbg !1618
  br i1 %1, label %2, label %5, !dbg !1620

2:                                                ; preds = %0
  %3 = load i32, ptr @rand_f, align 4, !dbg !1621, !tbaa !267
  %4 = load i32, ptr @rand_r, align 4, !dbg !1622, !tbaa !267
  br label %36, !dbg !1620

5:                                                ; preds = %0
    #dbg_value(i32 1, !1563, !DIExpression(), !1623)
    #dbg_value(i32 1, !1564, !DIExpression(), !1623)
  store i32 1, ptr @rand_state, align 4, !dbg !1625, !tbaa !267
    #dbg_value(i32 1, !1565, !DIExpression(), !1626)
    #dbg_value(i32 1, !1564, !DIExpression(), !1623)
  br label %7, !dbg !1627

6:                                                ; preds = %7
  store i1 true, ptr @rand_seeded, align 4, !dbg !1628
    #dbg_value(i32 0, !1571, !DIExpression(), !1629)
    #dbg_value(i32 0, !1571, !DIExpression(), !1629)
  br label %21, !dbg !1630

7:                                                ; preds = %7, %5
  %8 = phi i32 [ 1, %5 ], [ %17, %7 ]
  %9 = phi i32 [ 1, %5 ], [ %19, %7 ]
    #dbg_value(i32 %8, !1564, !DIExpression(), !1623)
    #dbg_value(i32 %9, !1565, !DIExpression(), !1626)
  %10 = sdiv i32 %8, 127773, !dbg !1631
    #dbg_value(i32 %10, !1567, !DIExpression(), !1632)
  %11 = srem i32 %8, 127773, !dbg !1633
    #dbg_value(i32 %11, !1570, !DIExpression(), !1632)
  %12 = mul nsw i32 %11, 16807, !dbg !1634
  %13 = mul nsw i32 %10, -2836, !dbg !1635
  %14 = add i32 %13, %12, !dbg !1636
    #dbg_value(i32 %14, !1564, !DIExpression(), !1623)
  %15 = icmp slt i32 %14, 0, !dbg !1637
  %16 = add nsw i32 %14, 2147483647
  %17 = select i1 %15, i32 %16, i32 %14, !dbg !1638
    #dbg_value(i32 %17, !1564, !DIExpression(), !1623)
  %18 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %9, !dbg !1639
  store i32 %17, ptr %18, align 4, !dbg !1640, !tbaa !267
  %19 = add nuw nsw i32 %9, 1, !dbg !1641
    #dbg_value(i32 %19, !1565, !DIExpression(), !1626)
  %20 = icmp eq i32 %19, 31, !dbg !1642
  br i1 %20, label %6, label %7, !dbg !1627, !llvm.loop !1643

21:                                               ; preds = %21, %6
  %22 = phi i32 [ 0, %6 ], [ %34, %21 ]
  %23 = phi i32 [ 3, %6 ], [ %31, %21 ]
  %24 = phi i32 [ 0, %6 ], [ %33, %21 ]
    #dbg_value(i32 %22, !1571, !DIExpression(), !1629)
  %25 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %23, !dbg !1645
  %26 = load i32, ptr %25, align 4, !dbg !1645, !tbaa !267
  %27 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %24, !dbg !1646
  %28 = load i32, ptr %27, align 4, !dbg !1646, !tbaa !267
  %29 = add i32 %28, %26, !dbg !1647
  store i32 %29, ptr %25, align 4, !dbg !1648, !tbaa !267
  %30 = add nsw i32 %23, 1, !dbg !1649
  %31 = srem i32 %30, 31, !dbg !1650
  %32 = add nsw i32 %24, 1, !dbg !1651
  %33 = srem i32 %32, 31, !dbg !1652
  %34 = add nuw nsw i32 %22, 1, !dbg !1653
    #dbg_value(i32 %34, !1571, !DIExpression(), !1629)
  %35 = icmp eq i32 %34, 310, !dbg !1654
  br i1 %35, label %36, label %21, !dbg !1630, !llvm.loop !1655

36:                                               ; preds = %21, %2
  %37 = phi i32 [ %4, %2 ], [ %33, %21 ], !dbg !1622
  %38 = phi i32 [ %3, %2 ], [ %31, %21 ], !dbg !1621
  %39 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %38, !dbg !1657
  %40 = load i32, ptr %39, align 4, !dbg !1657, !tbaa !267
  %41 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %37, !dbg !1658
  %42 = load i32, ptr %41, align 4, !dbg !1658, !tbaa !267
  %43 = add i32 %42, %40, !dbg !1659
    #dbg_value(i32 %43, !1616, !DIExpression(), !1660)
  store i32 %43, ptr %39, align 4, !dbg !1661, !tbaa !267
  %44 = lshr i32 %43, 1, !dbg !1662
    #dbg_value(i32 %44, !1617, !DIExpression(), !1660)
  %45 = add nsw i32 %38, 1, !dbg !1663
  %46 = srem i32 %45, 31, !dbg !1664
  store i32 %46, ptr @rand_f, align 4, !dbg !1665, !tbaa !267
  %47 = add nsw i32 %37, 1, !dbg !1666
  %48 = srem i32 %47, 31, !dbg !1667
  store i32 %48, ptr @rand_r, align 4, !dbg !1668, !tbaa !267
  ret i32 %44, !dbg !1669
}

; Function Attrs: nounwind
define dso_local void @qsort(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3) local_unnamed_addr #7 !dbg !1670 {
    #dbg_value(ptr %0, !1677, !DIExpression(), !1682)
    #dbg_value(i32 %1, !1678, !DIExpression(), !1682)
    #dbg_value(i32 %2, !1679, !DIExpression(), !1682)
    #dbg_value(ptr %3, !1680, !DIExpression(), !1682)
  %5 = icmp ult i32 %1, 2, !dbg !1683
  %6 = icmp eq i32 %2, 0
  %7 = or i1 %5, %6, !dbg !1685
  br i1 %7, label %14, label %8, !dbg !1685

8:                                                ; preds = %4
  %9 = mul i32 %2, %1, !dbg !1686
  %10 = tail call ptr @malloc(i32 noundef %9) #18, !dbg !1687
    #dbg_value(ptr %10, !1681, !DIExpression(), !1682)
  %11 = icmp eq ptr %10, null, !dbg !1688
  br i1 %11, label %12, label %13, !dbg !1690

12:                                               ; preds = %8
  tail call void @abort() #19, !dbg !1691
  unreachable, !dbg !1691

13:                                               ; preds = %8
  tail call fastcc void @msort(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef nonnull %10) #21, !dbg !1692
  tail call void @free(ptr noundef nonnull %10) #18, !dbg !1693
  br label %14, !dbg !1694

14:                                               ; preds = %4, %13
  ret void, !dbg !1694
}

; Function Attrs: noreturn
declare !dbg !1695 void @abort() local_unnamed_addr #5

; Function Attrs: nounwind
define internal fastcc void @msort(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4) unnamed_addr #7 !dbg !1696 {
    #dbg_value(ptr %0, !1700, !DIExpression(), !1710)
    #dbg_value(i32 %1, !1701, !DIExpression(), !1710)
    #dbg_value(i32 %2, !1702, !DIExpression(), !1710)
    #dbg_value(ptr %3, !1703, !DIExpression(), !1710)
    #dbg_value(ptr %4, !1704, !DIExpression(), !1710)
  %6 = icmp ult i32 %1, 2, !dbg !1711
  br i1 %6, label %51, label %7, !dbg !1713

7:                                                ; preds = %5
  %8 = lshr i32 %1, 1, !dbg !1714
    #dbg_value(i32 %8, !1705, !DIExpression(), !1710)
  %9 = sub i32 %1, %8, !dbg !1715
    #dbg_value(i32 %9, !1706, !DIExpression(), !1710)
    #dbg_value(ptr %0, !1707, !DIExpression(), !1710)
  %10 = mul i32 %8, %2, !dbg !1716
  %11 = getelementptr inbounds i8, ptr %0, i32 %10, !dbg !1717
    #dbg_value(ptr %11, !1708, !DIExpression(), !1710)
  tail call fastcc void @msort(ptr noundef %0, i32 noundef %8, i32 noundef %2, ptr noundef %3, ptr noundef %4) #21, !dbg !1718
  tail call fastcc void @msort(ptr noundef %11, i32 noundef %9, i32 noundef %2, ptr noundef %3, ptr noundef %4) #21, !dbg !1719
    #dbg_value(ptr %4, !1709, !DIExpression(), !1710)
    #dbg_value(ptr %11, !1708, !DIExpression(), !1710)
    #dbg_value(ptr %0, !1707, !DIExpression(), !1710)
    #dbg_value(i32 %9, !1706, !DIExpression(), !1710)
    #dbg_value(i32 %8, !1705, !DIExpression(), !1710)
  %12 = icmp eq i32 %9, 0, !dbg !1720
  br i1 %12, label %39, label %13, !dbg !1721

13:                                               ; preds = %7, %29
  %14 = phi ptr [ %34, %29 ], [ %4, %7 ]
  %15 = phi ptr [ %33, %29 ], [ %11, %7 ]
  %16 = phi ptr [ %32, %29 ], [ %0, %7 ]
  %17 = phi i32 [ %31, %29 ], [ %9, %7 ]
  %18 = phi i32 [ %30, %29 ], [ %8, %7 ]
    #dbg_value(ptr %14, !1709, !DIExpression(), !1710)
    #dbg_value(ptr %15, !1708, !DIExpression(), !1710)
    #dbg_value(ptr %16, !1707, !DIExpression(), !1710)
    #dbg_value(i32 %17, !1706, !DIExpression(), !1710)
    #dbg_value(i32 %18, !1705, !DIExpression(), !1710)
  %19 = tail call i32 %3(ptr noundef %16, ptr noundef %15) #18, !dbg !1722
  %20 = icmp slt i32 %19, 1, !dbg !1725
  br i1 %20, label %21, label %25, !dbg !1726

21:                                               ; preds = %13
  %22 = tail call ptr @memcpy(ptr noundef %14, ptr noundef %16, i32 noundef %2) #18, !dbg !1727
  %23 = getelementptr inbounds i8, ptr %16, i32 %2, !dbg !1729
    #dbg_value(ptr %23, !1707, !DIExpression(), !1710)
  %24 = add nsw i32 %18, -1, !dbg !1730
    #dbg_value(i32 %24, !1705, !DIExpression(), !1710)
  br label %29, !dbg !1731

25:                                               ; preds = %13
  %26 = tail call ptr @memcpy(ptr noundef %14, ptr noundef %15, i32 noundef %2) #18, !dbg !1732
  %27 = getelementptr inbounds i8, ptr %15, i32 %2, !dbg !1734
    #dbg_value(ptr %27, !1708, !DIExpression(), !1710)
  %28 = add i32 %17, -1, !dbg !1735
    #dbg_value(i32 %28, !1706, !DIExpression(), !1710)
  br label %29

29:                                               ; preds = %25, %21
  %30 = phi i32 [ %24, %21 ], [ %18, %25 ], !dbg !1710
  %31 = phi i32 [ %17, %21 ], [ %28, %25 ], !dbg !1710
  %32 = phi ptr [ %23, %21 ], [ %16, %25 ], !dbg !1710
  %33 = phi ptr [ %15, %21 ], [ %27, %25 ], !dbg !1710
    #dbg_value(ptr %33, !1708, !DIExpression(), !1710)
    #dbg_value(ptr %32, !1707, !DIExpression(), !1710)
    #dbg_value(i32 %31, !1706, !DIExpression(), !1710)
    #dbg_value(i32 %30, !1705, !DIExpression(), !1710)
  %34 = getelementptr inbounds i8, ptr %14, i32 %2, !dbg !1736
    #dbg_value(ptr %34, !1709, !DIExpression(), !1710)
  %35 = icmp ne i32 %30, 0, !dbg !1737
  %36 = icmp ne i32 %31, 0, !dbg !1720
  %37 = select i1 %35, i1 %36, i1 false, !dbg !1720
  br i1 %37, label %13, label %38, !dbg !1721, !llvm.loop !1738

38:                                               ; preds = %29
  br i1 %35, label %39, label %46, !dbg !1740

39:                                               ; preds = %7, %38
  %40 = phi ptr [ %34, %38 ], [ %4, %7 ]
  %41 = phi ptr [ %32, %38 ], [ %0, %7 ]
  %42 = phi i32 [ %31, %38 ], [ 0, %7 ]
  %43 = phi i32 [ %30, %38 ], [ %8, %7 ]
  %44 = mul i32 %43, %2, !dbg !1741
  %45 = tail call ptr @memcpy(ptr noundef %40, ptr noundef %41, i32 noundef %44) #18, !dbg !1743
  br label %46, !dbg !1743

46:                                               ; preds = %39, %38
  %47 = phi i32 [ %42, %39 ], [ %31, %38 ]
  %48 = sub i32 %1, %47, !dbg !1744
  %49 = mul i32 %48, %2, !dbg !1745
  %50 = tail call ptr @memcpy(ptr noundef %0, ptr noundef %4, i32 noundef %49) #18, !dbg !1746
  br label %51, !dbg !1747

51:                                               ; preds = %5, %46
  ret void, !dbg !1747
}

declare !dbg !1748 void @free(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local noundef ptr @bsearch(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, ptr nocapture noundef readonly %4) local_unnamed_addr #7 !dbg !1749 {
    #dbg_value(ptr %0, !1753, !DIExpression(), !1764)
    #dbg_value(ptr %1, !1754, !DIExpression(), !1764)
    #dbg_value(i32 %2, !1755, !DIExpression(), !1764)
    #dbg_value(i32 %3, !1756, !DIExpression(), !1764)
    #dbg_value(ptr %4, !1757, !DIExpression(), !1764)
    #dbg_value(i32 0, !1758, !DIExpression(), !1764)
    #dbg_value(i32 %2, !1759, !DIExpression(), !1764)
  br label %6, !dbg !1765

6:                                                ; preds = %10, %5
  %7 = phi i32 [ %2, %5 ], [ %20, %10 ], !dbg !1766
  %8 = phi i32 [ 0, %5 ], [ %21, %10 ], !dbg !1767
    #dbg_value(i32 %8, !1758, !DIExpression(), !1764)
    #dbg_value(i32 %7, !1759, !DIExpression(), !1764)
  %9 = icmp ult i32 %8, %7, !dbg !1768
  br i1 %9, label %10, label %22, !dbg !1765

10:                                               ; preds = %6
  %11 = sub i32 %7, %8, !dbg !1769
  %12 = lshr i32 %11, 1, !dbg !1770
  %13 = add i32 %12, %8, !dbg !1771
    #dbg_value(i32 %13, !1760, !DIExpression(), !1772)
  %14 = mul i32 %13, %3, !dbg !1773
  %15 = getelementptr inbounds i8, ptr %1, i32 %14, !dbg !1774
    #dbg_value(ptr %15, !1762, !DIExpression(), !1772)
  %16 = tail call i32 %4(ptr noundef %0, ptr noundef %15) #18, !dbg !1775
    #dbg_value(i32 %16, !1763, !DIExpression(), !1772)
  %17 = icmp eq i32 %16, 0, !dbg !1776
  %18 = icmp slt i32 %16, 0, !dbg !1778
  %19 = add i32 %13, 1, !dbg !1778
  %20 = select i1 %18, i32 %13, i32 %7, !dbg !1778
  %21 = select i1 %18, i32 %8, i32 %19, !dbg !1778
    #dbg_value(i32 poison, !1758, !DIExpression(), !1764)
    #dbg_value(i32 poison, !1759, !DIExpression(), !1764)
  br i1 %17, label %22, label %6, !llvm.loop !1779

22:                                               ; preds = %6, %10
  %23 = phi ptr [ %15, %10 ], [ null, %6 ], !dbg !1764
  ret ptr %23, !dbg !1781
}

; Function Attrs: nounwind
define dso_local noundef i32 @pthread_once(ptr noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #7 !dbg !1782 {
    #dbg_value(ptr %0, !1786, !DIExpression(), !1788)
    #dbg_value(ptr %1, !1787, !DIExpression(), !1788)
  tail call void @__VERIFIER_atomic_begin() #18, !dbg !1789
  %3 = load i32, ptr %0, align 4, !dbg !1790, !tbaa !267
  %4 = icmp eq i32 %3, 0, !dbg !1792
  br i1 %4, label %5, label %6, !dbg !1793

5:                                                ; preds = %2
  store i32 1, ptr %0, align 4, !dbg !1794, !tbaa !267
  tail call void @__VERIFIER_atomic_end() #18, !dbg !1796
  tail call void %1() #18, !dbg !1797
  store i32 2, ptr %0, align 4, !dbg !1798, !tbaa !267
  br label %7, !dbg !1799

6:                                                ; preds = %2
  tail call void @__VERIFIER_atomic_end() #18, !dbg !1800
  tail call void @__pancam_await_eq(ptr noundef nonnull %0, i32 noundef 2) #18, !dbg !1801
  br label %7, !dbg !1802

7:                                                ; preds = %6, %5
  ret i32 0, !dbg !1803
}

declare !dbg !1804 void @__VERIFIER_atomic_begin() local_unnamed_addr #8

declare !dbg !1805 void @__VERIFIER_atomic_end() local_unnamed_addr #8

declare !dbg !1806 void @__pancam_await_eq(ptr noundef, i32 noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local range(i32 0, 12) i32 @pthread_key_create(ptr nocapture noundef writeonly %0, ptr noundef %1) local_unnamed_addr #7 !dbg !1809 {
    #dbg_value(ptr %0, !1814, !DIExpression(), !1818)
    #dbg_value(ptr %1, !1815, !DIExpression(), !1818)
  tail call void @__VERIFIER_atomic_begin() #18, !dbg !1819
    #dbg_value(i32 0, !1816, !DIExpression(), !1820)
  br label %3, !dbg !1821

3:                                                ; preds = %31, %2
  %4 = phi i32 [ 0, %2 ], [ %32, %31 ]
    #dbg_value(i32 %4, !1816, !DIExpression(), !1820)
  %5 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %4, !dbg !1822
  %6 = load i32, ptr %5, align 4, !dbg !1822, !tbaa !267
  %7 = icmp eq i32 %6, 0, !dbg !1822
  br i1 %7, label %8, label %16, !dbg !1826

8:                                                ; preds = %26, %21, %16, %3
  %9 = phi i32 [ %4, %3 ], [ %17, %16 ], [ %22, %21 ], [ %27, %26 ]
  %10 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %9
  store i32 1, ptr %10, align 4, !dbg !1827, !tbaa !267
  %11 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i32 0, i32 %9, !dbg !1829
  store ptr %1, ptr %11, align 4, !dbg !1830, !tbaa !276
  %12 = icmp eq ptr %1, null, !dbg !1831
  br i1 %12, label %34, label %13, !dbg !1833

13:                                               ; preds = %8
  %14 = load i32, ptr @__pancam_tsd_dtors, align 4, !dbg !1834, !tbaa !267
  %15 = add nsw i32 %14, 1, !dbg !1834
  store i32 %15, ptr @__pancam_tsd_dtors, align 4, !dbg !1834, !tbaa !267
  br label %34, !dbg !1835

16:                                               ; preds = %3
  %17 = or disjoint i32 %4, 1, !dbg !1836
    #dbg_value(i32 %17, !1816, !DIExpression(), !1820)
  %18 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %17, !dbg !1822
  %19 = load i32, ptr %18, align 4, !dbg !1822, !tbaa !267
  %20 = icmp eq i32 %19, 0, !dbg !1822
  br i1 %20, label %8, label %21, !dbg !1826

21:                                               ; preds = %16
  %22 = or disjoint i32 %4, 2, !dbg !1836
    #dbg_value(i32 %22, !1816, !DIExpression(), !1820)
  %23 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %22, !dbg !1822
  %24 = load i32, ptr %23, align 4, !dbg !1822, !tbaa !267
  %25 = icmp eq i32 %24, 0, !dbg !1822
  br i1 %25, label %8, label %26, !dbg !1826

26:                                               ; preds = %21
  %27 = or disjoint i32 %4, 3, !dbg !1836
    #dbg_value(i32 %27, !1816, !DIExpression(), !1820)
  %28 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %27, !dbg !1822
  %29 = load i32, ptr %28, align 4, !dbg !1822, !tbaa !267
  %30 = icmp eq i32 %29, 0, !dbg !1822
  br i1 %30, label %8, label %31, !dbg !1826

31:                                               ; preds = %26
  %32 = add nuw nsw i32 %4, 4, !dbg !1836
    #dbg_value(i32 %32, !1816, !DIExpression(), !1820)
  %33 = icmp eq i32 %32, 64, !dbg !1837
  br i1 %33, label %35, label %3, !dbg !1821, !llvm.loop !1838

34:                                               ; preds = %8, %13
  tail call void @__VERIFIER_atomic_end() #18, !dbg !1840
  store i32 %9, ptr %0, align 4, !dbg !1841, !tbaa !267
  br label %36

35:                                               ; preds = %31
  tail call void @__VERIFIER_atomic_end() #18, !dbg !1842
  br label %36, !dbg !1843

36:                                               ; preds = %34, %35
  %37 = phi i32 [ 0, %34 ], [ 11, %35 ], !dbg !1818
  ret i32 %37, !dbg !1844
}

; Function Attrs: nounwind
define dso_local range(i32 0, 23) i32 @pthread_key_delete(i32 noundef %0) local_unnamed_addr #7 !dbg !1845 {
    #dbg_value(i32 %0, !1849, !DIExpression(), !1850)
  tail call void @__VERIFIER_atomic_begin() #18, !dbg !1851
  %2 = icmp ugt i32 %0, 63, !dbg !1852
  br i1 %2, label %15, label %3, !dbg !1854

3:                                                ; preds = %1
  %4 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %0, !dbg !1855
  %5 = load i32, ptr %4, align 4, !dbg !1855, !tbaa !267
  %6 = icmp eq i32 %5, 0, !dbg !1855
  br i1 %6, label %15, label %7, !dbg !1856

7:                                                ; preds = %3
  %8 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i32 0, i32 %0, !dbg !1857
  %9 = load ptr, ptr %8, align 4, !dbg !1857, !tbaa !276
  %10 = icmp eq ptr %9, null, !dbg !1857
  br i1 %10, label %14, label %11, !dbg !1859

11:                                               ; preds = %7
  %12 = load i32, ptr @__pancam_tsd_dtors, align 4, !dbg !1860, !tbaa !267
  %13 = add nsw i32 %12, -1, !dbg !1860
  store i32 %13, ptr @__pancam_tsd_dtors, align 4, !dbg !1860, !tbaa !267
  br label %14, !dbg !1861

14:                                               ; preds = %11, %7
  store i32 0, ptr %4, align 4, !dbg !1862, !tbaa !267
  store ptr null, ptr %8, align 4, !dbg !1863, !tbaa !276
  br label %15, !dbg !1864

15:                                               ; preds = %1, %3, %14
  %16 = phi i32 [ 0, %14 ], [ 22, %3 ], [ 22, %1 ], !dbg !1850
  tail call void @__VERIFIER_atomic_end() #18, !dbg !1850
  ret i32 %16, !dbg !1865
}

; Function Attrs: nounwind
define dso_local void @__pancam_tsd_run() local_unnamed_addr #7 !dbg !1866 {
    #dbg_value(i32 0, !1868, !DIExpression(), !1879)
  %1 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @key_value)
    #dbg_value(i32 0, !1868, !DIExpression(), !1879)
    #dbg_value(i32 0, !1873, !DIExpression(), !1880)
    #dbg_value(i32 0, !1870, !DIExpression(), !1881)
  br label %2, !dbg !1882

2:                                                ; preds = %78, %0
  %3 = phi i32 [ %80, %78 ], [ 0, %0 ]
  %4 = phi i1 [ false, %78 ], [ true, %0 ]
  br label %66, !dbg !1882

5:                                                ; preds = %65, %20
  %6 = phi i32 [ %22, %20 ], [ 0, %65 ]
  %7 = phi i1 [ false, %20 ], [ true, %65 ]
  br label %8, !dbg !1882

8:                                                ; preds = %5, %17
  %9 = phi i32 [ %18, %17 ], [ %6, %5 ]
    #dbg_value(i32 %9, !1873, !DIExpression(), !1880)
    #dbg_value(i32 poison, !1870, !DIExpression(), !1881)
  %10 = getelementptr inbounds [64 x ptr], ptr %1, i32 0, i32 %9, !dbg !1883
  %11 = load ptr, ptr %10, align 4, !dbg !1883, !tbaa !276
    #dbg_value(ptr %11, !1875, !DIExpression(), !1884)
  %12 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i32 0, i32 %9, !dbg !1885
  %13 = load ptr, ptr %12, align 4, !dbg !1885, !tbaa !276
    #dbg_value(ptr %13, !1878, !DIExpression(), !1884)
  %14 = icmp ne ptr %11, null, !dbg !1886
  %15 = icmp ne ptr %13, null
  %16 = select i1 %14, i1 %15, i1 false, !dbg !1888
  br i1 %16, label %20, label %17, !dbg !1888

17:                                               ; preds = %8
    #dbg_value(i32 poison, !1870, !DIExpression(), !1881)
  %18 = add nuw nsw i32 %9, 1, !dbg !1889
    #dbg_value(i32 %18, !1873, !DIExpression(), !1880)
  %19 = icmp eq i32 %18, 64, !dbg !1890
  br i1 %19, label %24, label %8, !dbg !1882, !llvm.loop !1891

20:                                               ; preds = %8
  %21 = getelementptr inbounds [64 x ptr], ptr %1, i32 0, i32 %9
  store ptr null, ptr %21, align 4, !dbg !1893, !tbaa !276
  tail call void %13(ptr noundef nonnull %11) #18, !dbg !1895
    #dbg_value(i32 1, !1870, !DIExpression(), !1881)
  %22 = add nuw nsw i32 %9, 1, !dbg !1889
    #dbg_value(i32 %22, !1873, !DIExpression(), !1880)
  %23 = icmp eq i32 %22, 64, !dbg !1890
  br i1 %23, label %25, label %5, !dbg !1882, !llvm.loop !1891

24:                                               ; preds = %17
    #dbg_value(i32 1, !1868, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1879)
  br i1 %7, label %82, label %25

25:                                               ; preds = %20, %24
  br label %26, !dbg !1882

26:                                               ; preds = %25, %41
  %27 = phi i32 [ %43, %41 ], [ 0, %25 ]
  %28 = phi i1 [ false, %41 ], [ true, %25 ]
  br label %29, !dbg !1882

29:                                               ; preds = %26, %38
  %30 = phi i32 [ %39, %38 ], [ %27, %26 ]
    #dbg_value(i32 %30, !1873, !DIExpression(), !1880)
    #dbg_value(i32 poison, !1870, !DIExpression(), !1881)
  %31 = getelementptr inbounds [64 x ptr], ptr %1, i32 0, i32 %30, !dbg !1883
  %32 = load ptr, ptr %31, align 4, !dbg !1883, !tbaa !276
    #dbg_value(ptr %32, !1875, !DIExpression(), !1884)
  %33 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i32 0, i32 %30, !dbg !1885
  %34 = load ptr, ptr %33, align 4, !dbg !1885, !tbaa !276
    #dbg_value(ptr %34, !1878, !DIExpression(), !1884)
  %35 = icmp ne ptr %32, null, !dbg !1886
  %36 = icmp ne ptr %34, null
  %37 = select i1 %35, i1 %36, i1 false, !dbg !1888
  br i1 %37, label %41, label %38, !dbg !1888

38:                                               ; preds = %29
    #dbg_value(i32 poison, !1870, !DIExpression(), !1881)
  %39 = add nuw nsw i32 %30, 1, !dbg !1889
    #dbg_value(i32 %39, !1873, !DIExpression(), !1880)
  %40 = icmp eq i32 %39, 64, !dbg !1890
  br i1 %40, label %45, label %29, !dbg !1882, !llvm.loop !1891

41:                                               ; preds = %29
  %42 = getelementptr inbounds [64 x ptr], ptr %1, i32 0, i32 %30
  store ptr null, ptr %42, align 4, !dbg !1893, !tbaa !276
  tail call void %34(ptr noundef nonnull %32) #18, !dbg !1895
    #dbg_value(i32 1, !1870, !DIExpression(), !1881)
  %43 = add nuw nsw i32 %30, 1, !dbg !1889
    #dbg_value(i32 %43, !1873, !DIExpression(), !1880)
  %44 = icmp eq i32 %43, 64, !dbg !1890
  br i1 %44, label %46, label %26, !dbg !1882, !llvm.loop !1891

45:                                               ; preds = %38
    #dbg_value(i32 2, !1868, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1879)
  br i1 %28, label %82, label %46

46:                                               ; preds = %41, %45
  br label %47, !dbg !1882

47:                                               ; preds = %59, %46
  %48 = phi i32 [ 0, %46 ], [ %60, %59 ]
    #dbg_value(i32 %48, !1873, !DIExpression(), !1880)
    #dbg_value(i32 poison, !1870, !DIExpression(), !1881)
  %49 = getelementptr inbounds [64 x ptr], ptr %1, i32 0, i32 %48, !dbg !1883
  %50 = load ptr, ptr %49, align 4, !dbg !1883, !tbaa !276
    #dbg_value(ptr %50, !1875, !DIExpression(), !1884)
  %51 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i32 0, i32 %48, !dbg !1885
  %52 = load ptr, ptr %51, align 4, !dbg !1885, !tbaa !276
    #dbg_value(ptr %52, !1878, !DIExpression(), !1884)
  %53 = icmp ne ptr %50, null, !dbg !1886
  %54 = icmp ne ptr %52, null
  %55 = select i1 %53, i1 %54, i1 false, !dbg !1888
  br i1 %55, label %61, label %56, !dbg !1888

56:                                               ; preds = %47
    #dbg_value(i32 poison, !1870, !DIExpression(), !1881)
  %57 = add nuw nsw i32 %48, 1, !dbg !1889
    #dbg_value(i32 %57, !1873, !DIExpression(), !1880)
  %58 = icmp eq i32 %57, 64, !dbg !1890
  br i1 %58, label %82, label %59, !dbg !1882

59:                                               ; preds = %56, %61
  %60 = phi i32 [ %57, %56 ], [ %62, %61 ]
  br label %47, !dbg !1883, !llvm.loop !1891

61:                                               ; preds = %47
  store ptr null, ptr %49, align 4, !dbg !1893, !tbaa !276
  tail call void %52(ptr noundef nonnull %50) #18, !dbg !1895
    #dbg_value(i32 1, !1870, !DIExpression(), !1881)
  %62 = add nuw nsw i32 %48, 1, !dbg !1889
    #dbg_value(i32 %62, !1873, !DIExpression(), !1880)
  %63 = icmp eq i32 %62, 64, !dbg !1890
  br i1 %63, label %82, label %59, !dbg !1882

64:                                               ; preds = %75
    #dbg_value(i32 0, !1868, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1879)
  br i1 %4, label %82, label %65

65:                                               ; preds = %78, %64
  br label %5, !dbg !1882

66:                                               ; preds = %2, %75
  %67 = phi i32 [ %76, %75 ], [ %3, %2 ]
    #dbg_value(i32 %67, !1873, !DIExpression(), !1880)
    #dbg_value(i32 poison, !1870, !DIExpression(), !1881)
  %68 = getelementptr inbounds [64 x ptr], ptr %1, i32 0, i32 %67, !dbg !1883
  %69 = load ptr, ptr %68, align 4, !dbg !1883, !tbaa !276
    #dbg_value(ptr %69, !1875, !DIExpression(), !1884)
  %70 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i32 0, i32 %67, !dbg !1885
  %71 = load ptr, ptr %70, align 4, !dbg !1885, !tbaa !276
    #dbg_value(ptr %71, !1878, !DIExpression(), !1884)
  %72 = icmp ne ptr %69, null, !dbg !1886
  %73 = icmp ne ptr %71, null
  %74 = select i1 %72, i1 %73, i1 false, !dbg !1888
  br i1 %74, label %78, label %75, !dbg !1888

75:                                               ; preds = %66
    #dbg_value(i32 poison, !1870, !DIExpression(), !1881)
  %76 = add nuw nsw i32 %67, 1, !dbg !1889
    #dbg_value(i32 %76, !1873, !DIExpression(), !1880)
  %77 = icmp eq i32 %76, 64, !dbg !1890
  br i1 %77, label %64, label %66, !dbg !1882, !llvm.loop !1891

78:                                               ; preds = %66
  %79 = getelementptr inbounds [64 x ptr], ptr %1, i32 0, i32 %67
  store ptr null, ptr %79, align 4, !dbg !1893, !tbaa !276
  tail call void %71(ptr noundef nonnull %69) #18, !dbg !1895
    #dbg_value(i32 1, !1870, !DIExpression(), !1881)
  %80 = add nuw nsw i32 %67, 1, !dbg !1889
    #dbg_value(i32 %80, !1873, !DIExpression(), !1880)
  %81 = icmp eq i32 %80, 64, !dbg !1890
  br i1 %81, label %65, label %2, !dbg !1882, !llvm.loop !1891

82:                                               ; preds = %61, %56, %45, %24, %64
  ret void, !dbg !1896
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none)
define dso_local ptr @pthread_getspecific(i32 noundef %0) local_unnamed_addr #14 !dbg !1897 {
    #dbg_value(i32 %0, !1901, !DIExpression(), !1902)
  %2 = icmp ult i32 %0, 64, !dbg !1903
  br i1 %2, label %3, label %7, !dbg !1904

3:                                                ; preds = %1
  %4 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @key_value), !dbg !1905
  %5 = getelementptr inbounds [64 x ptr], ptr %4, i32 0, i32 %0, !dbg !1905
  %6 = load ptr, ptr %5, align 4, !dbg !1905, !tbaa !276
  br label %7, !dbg !1904

7:                                                ; preds = %1, %3
  %8 = phi ptr [ %6, %3 ], [ null, %1 ], !dbg !1904
  ret ptr %8, !dbg !1906
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 0, 23) i32 @pthread_setspecific(i32 noundef %0, ptr noundef %1) local_unnamed_addr #2 !dbg !1907 {
    #dbg_value(i32 %0, !1911, !DIExpression(), !1913)
    #dbg_value(ptr %1, !1912, !DIExpression(), !1913)
  %3 = icmp ugt i32 %0, 63, !dbg !1914
  br i1 %3, label %11, label %4, !dbg !1916

4:                                                ; preds = %2
  %5 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %0, !dbg !1917
  %6 = load i32, ptr %5, align 4, !dbg !1917, !tbaa !267
  %7 = icmp eq i32 %6, 0, !dbg !1917
  br i1 %7, label %11, label %8, !dbg !1918

8:                                                ; preds = %4
  %9 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @key_value), !dbg !1919
  %10 = getelementptr inbounds [64 x ptr], ptr %9, i32 0, i32 %0, !dbg !1919
  store ptr %1, ptr %10, align 4, !dbg !1920, !tbaa !276
  br label %11, !dbg !1921

11:                                               ; preds = %2, %4, %8
  %12 = phi i32 [ 0, %8 ], [ 22, %4 ], [ 22, %2 ], !dbg !1913
  ret i32 %12, !dbg !1922
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local noundef i32 @time(ptr noundef writeonly %0) local_unnamed_addr #15 !dbg !1923 {
    #dbg_value(ptr %0, !1929, !DIExpression(), !1930)
  %2 = icmp eq ptr %0, null, !dbg !1931
  br i1 %2, label %4, label %3, !dbg !1933

3:                                                ; preds = %1
  store i32 0, ptr %0, align 4, !dbg !1934, !tbaa !1935
  br label %4, !dbg !1937

4:                                                ; preds = %3, %1
  ret i32 0, !dbg !1938
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local noundef i32 @clock_gettime(i32 noundef %0, ptr noundef writeonly %1) local_unnamed_addr #15 !dbg !1939 {
    #dbg_value(i32 %0, !1948, !DIExpression(), !1950)
    #dbg_value(ptr %1, !1949, !DIExpression(), !1950)
  %3 = icmp eq ptr %1, null, !dbg !1951
  br i1 %3, label %6, label %4, !dbg !1953

4:                                                ; preds = %2
  store i32 0, ptr %1, align 4, !dbg !1954, !tbaa !1956
  %5 = getelementptr inbounds i8, ptr %1, i32 4, !dbg !1958
  store i32 0, ptr %5, align 4, !dbg !1959, !tbaa !1960
  br label %6, !dbg !1961

6:                                                ; preds = %4, %2
  ret i32 0, !dbg !1962
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local noundef i32 @gettimeofday(ptr noundef writeonly %0, ptr nocapture noundef readnone %1) local_unnamed_addr #15 !dbg !1963 {
    #dbg_value(ptr %0, !1972, !DIExpression(), !1974)
    #dbg_value(ptr %1, !1973, !DIExpression(), !1974)
  %3 = icmp eq ptr %0, null, !dbg !1975
  br i1 %3, label %6, label %4, !dbg !1977

4:                                                ; preds = %2
  store i32 0, ptr %0, align 4, !dbg !1978, !tbaa !1980
  %5 = getelementptr inbounds i8, ptr %0, i32 4, !dbg !1982
  store i32 0, ptr %5, align 4, !dbg !1983, !tbaa !1984
  br label %6, !dbg !1985

6:                                                ; preds = %4, %2
  ret i32 0, !dbg !1986
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef i32 @clock() local_unnamed_addr #0 !dbg !1987 {
  ret i32 0, !dbg !1990
}

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: none, inaccessiblemem: none)
define dso_local ptr @strerror(i32 noundef %0) local_unnamed_addr #16 !dbg !1991 {
  %2 = alloca [12 x i8], align 1, !DIAssignID !2001
    #dbg_assign(i1 undef, !1999, !DIExpression(), !2001, ptr %2, !DIExpression(), !2002)
    #dbg_value(i32 %0, !1995, !DIExpression(), !2002)
  %3 = icmp ult i32 %0, 36, !dbg !2003
  br i1 %3, label %7, label %4, !dbg !2003

4:                                                ; preds = %1
    #dbg_value(i32 0, !1997, !DIExpression(), !2002)
    #dbg_value(ptr poison, !1996, !DIExpression(), !2002)
    #dbg_value(ptr poison, !1996, !DIExpression(), !2002)
    #dbg_value(i32 1, !1997, !DIExpression(), !2002)
  store i8 85, ptr @pancam_errbuf, align 1, !dbg !2005, !tbaa !324
    #dbg_value(ptr poison, !1996, !DIExpression(), !2002)
    #dbg_value(i32 2, !1997, !DIExpression(), !2002)
  store i8 110, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 1), align 1, !dbg !2005, !tbaa !324
    #dbg_value(ptr poison, !1996, !DIExpression(), !2002)
    #dbg_value(i32 3, !1997, !DIExpression(), !2002)
  store i8 107, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 2), align 1, !dbg !2005, !tbaa !324
    #dbg_value(ptr poison, !1996, !DIExpression(), !2002)
    #dbg_value(i32 4, !1997, !DIExpression(), !2002)
  store i8 110, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 3), align 1, !dbg !2005, !tbaa !324
    #dbg_value(ptr poison, !1996, !DIExpression(), !2002)
    #dbg_value(i32 5, !1997, !DIExpression(), !2002)
  store i8 111, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 4), align 1, !dbg !2005, !tbaa !324
    #dbg_value(ptr poison, !1996, !DIExpression(), !2002)
    #dbg_value(i32 6, !1997, !DIExpression(), !2002)
  store i8 119, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 5), align 1, !dbg !2005, !tbaa !324
    #dbg_value(ptr poison, !1996, !DIExpression(), !2002)
    #dbg_value(i32 7, !1997, !DIExpression(), !2002)
  store i8 110, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 6), align 1, !dbg !2005, !tbaa !324
    #dbg_value(ptr poison, !1996, !DIExpression(), !2002)
    #dbg_value(i32 8, !1997, !DIExpression(), !2002)
  store i8 32, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 7), align 1, !dbg !2005, !tbaa !324
    #dbg_value(ptr poison, !1996, !DIExpression(), !2002)
    #dbg_value(i32 9, !1997, !DIExpression(), !2002)
  store i8 101, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 8), align 1, !dbg !2005, !tbaa !324
    #dbg_value(ptr poison, !1996, !DIExpression(), !2002)
    #dbg_value(i32 10, !1997, !DIExpression(), !2002)
  store i8 114, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 9), align 1, !dbg !2005, !tbaa !324
    #dbg_value(ptr poison, !1996, !DIExpression(), !2002)
    #dbg_value(i32 11, !1997, !DIExpression(), !2002)
  store i8 114, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 10), align 1, !dbg !2005, !tbaa !324
    #dbg_value(ptr poison, !1996, !DIExpression(), !2002)
    #dbg_value(i32 12, !1997, !DIExpression(), !2002)
  store i8 111, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 11), align 1, !dbg !2005, !tbaa !324
    #dbg_value(ptr poison, !1996, !DIExpression(), !2002)
    #dbg_value(i32 13, !1997, !DIExpression(), !2002)
  store i8 114, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 12), align 1, !dbg !2005, !tbaa !324
    #dbg_value(ptr poison, !1996, !DIExpression(), !2002)
    #dbg_value(i32 14, !1997, !DIExpression(), !2002)
  store i8 32, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 13), align 1, !dbg !2005, !tbaa !324
  %5 = icmp slt i32 %0, 0, !dbg !2006
  %6 = tail call i32 @llvm.abs.i32(i32 %0, i1 false), !dbg !2007
    #dbg_value(i32 %6, !1998, !DIExpression(), !2002)
  br i1 %5, label %10, label %11, !dbg !2008

7:                                                ; preds = %1
  %8 = getelementptr inbounds [36 x ptr], ptr @pancam_errlist, i32 0, i32 %0, !dbg !2009
  %9 = load ptr, ptr %8, align 4, !dbg !2009, !tbaa !276
  br label %69, !dbg !2010

10:                                               ; preds = %4
    #dbg_value(i32 15, !1997, !DIExpression(), !2002)
  store i8 45, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 14), align 1, !dbg !2011, !tbaa !324
  br label %11, !dbg !2013

11:                                               ; preds = %10, %4
  %12 = phi i32 [ 15, %10 ], [ 14, %4 ], !dbg !2002
    #dbg_value(i32 %12, !1997, !DIExpression(), !2002)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #20, !dbg !2014
    #dbg_value(i32 0, !2000, !DIExpression(), !2002)
  br label %13, !dbg !2015

13:                                               ; preds = %13, %11
  %14 = phi i32 [ %6, %11 ], [ %21, %13 ], !dbg !2002
  %15 = phi i32 [ 0, %11 ], [ %19, %13 ], !dbg !2002
    #dbg_value(i32 %15, !2000, !DIExpression(), !2002)
    #dbg_value(i32 %14, !1998, !DIExpression(), !2002)
  %16 = urem i32 %14, 10, !dbg !2016
  %17 = trunc nuw nsw i32 %16 to i8, !dbg !2018
  %18 = or disjoint i8 %17, 48, !dbg !2018
  %19 = add nuw i32 %15, 1, !dbg !2019
    #dbg_value(i32 %19, !2000, !DIExpression(), !2002)
  %20 = getelementptr inbounds [12 x i8], ptr %2, i32 0, i32 %15, !dbg !2020
  store i8 %18, ptr %20, align 1, !dbg !2021, !tbaa !324
  %21 = udiv i32 %14, 10, !dbg !2022
    #dbg_value(i32 %21, !1998, !DIExpression(), !2002)
  %22 = icmp ult i32 %14, 10, !dbg !2023
  br i1 %22, label %23, label %13, !dbg !2023, !llvm.loop !2024

23:                                               ; preds = %13
  %24 = and i32 %19, 3, !dbg !2026
  %25 = icmp eq i32 %24, 0, !dbg !2026
  br i1 %25, label %37, label %26, !dbg !2026

26:                                               ; preds = %23, %26
  %27 = phi i32 [ %30, %26 ], [ %19, %23 ]
  %28 = phi i32 [ %33, %26 ], [ %12, %23 ]
  %29 = phi i32 [ %35, %26 ], [ 0, %23 ]
    #dbg_value(i32 %27, !2000, !DIExpression(), !2002)
    #dbg_value(i32 %28, !1997, !DIExpression(), !2002)
  %30 = add nsw i32 %27, -1, !dbg !2027
    #dbg_value(i32 %30, !2000, !DIExpression(), !2002)
  %31 = getelementptr inbounds [12 x i8], ptr %2, i32 0, i32 %30, !dbg !2028
  %32 = load i8, ptr %31, align 1, !dbg !2028, !tbaa !324
  %33 = add nuw nsw i32 %28, 1, !dbg !2029
    #dbg_value(i32 %33, !1997, !DIExpression(), !2002)
  %34 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i32 0, i32 %28, !dbg !2030
  store i8 %32, ptr %34, align 1, !dbg !2031, !tbaa !324
  %35 = add i32 %29, 1, !dbg !2026
  %36 = icmp eq i32 %35, %24, !dbg !2026
  br i1 %36, label %37, label %26, !dbg !2026, !llvm.loop !2032

37:                                               ; preds = %26, %23
  %38 = phi i32 [ poison, %23 ], [ %33, %26 ]
  %39 = phi i32 [ %19, %23 ], [ %30, %26 ]
  %40 = phi i32 [ %12, %23 ], [ %33, %26 ]
  %41 = icmp ult i32 %15, 3, !dbg !2026
  br i1 %41, label %66, label %42, !dbg !2026

42:                                               ; preds = %37, %42
  %43 = phi i32 [ %60, %42 ], [ %39, %37 ]
  %44 = phi i32 [ %63, %42 ], [ %40, %37 ]
    #dbg_value(i32 %43, !2000, !DIExpression(), !2002)
    #dbg_value(i32 %44, !1997, !DIExpression(), !2002)
  %45 = add nsw i32 %43, -1, !dbg !2027
    #dbg_value(i32 %45, !2000, !DIExpression(), !2002)
  %46 = getelementptr inbounds [12 x i8], ptr %2, i32 0, i32 %45, !dbg !2028
  %47 = load i8, ptr %46, align 1, !dbg !2028, !tbaa !324
  %48 = add nuw nsw i32 %44, 1, !dbg !2029
    #dbg_value(i32 %48, !1997, !DIExpression(), !2002)
  %49 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i32 0, i32 %44, !dbg !2030
  store i8 %47, ptr %49, align 1, !dbg !2031, !tbaa !324
  %50 = add nsw i32 %43, -2, !dbg !2027
    #dbg_value(i32 %50, !2000, !DIExpression(), !2002)
  %51 = getelementptr inbounds [12 x i8], ptr %2, i32 0, i32 %50, !dbg !2028
  %52 = load i8, ptr %51, align 1, !dbg !2028, !tbaa !324
  %53 = add nuw nsw i32 %44, 2, !dbg !2029
    #dbg_value(i32 %53, !1997, !DIExpression(), !2002)
  %54 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i32 0, i32 %48, !dbg !2030
  store i8 %52, ptr %54, align 1, !dbg !2031, !tbaa !324
  %55 = add nsw i32 %43, -3, !dbg !2027
    #dbg_value(i32 %55, !2000, !DIExpression(), !2002)
  %56 = getelementptr inbounds [12 x i8], ptr %2, i32 0, i32 %55, !dbg !2028
  %57 = load i8, ptr %56, align 1, !dbg !2028, !tbaa !324
  %58 = add nuw nsw i32 %44, 3, !dbg !2029
    #dbg_value(i32 %58, !1997, !DIExpression(), !2002)
  %59 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i32 0, i32 %53, !dbg !2030
  store i8 %57, ptr %59, align 1, !dbg !2031, !tbaa !324
  %60 = add nsw i32 %43, -4, !dbg !2027
    #dbg_value(i32 %60, !2000, !DIExpression(), !2002)
  %61 = getelementptr inbounds [12 x i8], ptr %2, i32 0, i32 %60, !dbg !2028
  %62 = load i8, ptr %61, align 1, !dbg !2028, !tbaa !324
  %63 = add nuw nsw i32 %44, 4, !dbg !2029
    #dbg_value(i32 %63, !1997, !DIExpression(), !2002)
  %64 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i32 0, i32 %58, !dbg !2030
  store i8 %62, ptr %64, align 1, !dbg !2031, !tbaa !324
  %65 = icmp eq i32 %60, 0, !dbg !2026
  br i1 %65, label %66, label %42, !dbg !2026, !llvm.loop !2033

66:                                               ; preds = %42, %37
  %67 = phi i32 [ %38, %37 ], [ %63, %42 ], !dbg !2029
  %68 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i32 0, i32 %67, !dbg !2035
  store i8 0, ptr %68, align 1, !dbg !2036, !tbaa !324
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #20, !dbg !2037
  br label %69

69:                                               ; preds = %66, %7
  %70 = phi ptr [ %9, %7 ], [ @pancam_errbuf, %66 ], !dbg !2002
  ret ptr %70, !dbg !2037
}

; Function Attrs: nounwind
define dso_local void @perror(ptr noundef %0) local_unnamed_addr #7 !dbg !2038 {
  %2 = alloca [12 x i8], align 1, !DIAssignID !2043
    #dbg_value(ptr %0, !2042, !DIExpression(), !2044)
  %3 = icmp eq ptr %0, null, !dbg !2045
  br i1 %3, label %12, label %4, !dbg !2047

4:                                                ; preds = %1
  %5 = load i8, ptr %0, align 1, !dbg !2048, !tbaa !324
  %6 = icmp eq i8 %5, 0, !dbg !2048
  br i1 %6, label %12, label %7, !dbg !2049

7:                                                ; preds = %4
  %8 = load ptr, ptr @stderr, align 4, !dbg !2050, !tbaa !276
  %9 = tail call i32 @fputs(ptr noundef nonnull %0, ptr noundef %8) #18, !dbg !2052
  %10 = load ptr, ptr @stderr, align 4, !dbg !2053, !tbaa !276
  %11 = tail call i32 @fputs(ptr noundef nonnull @.str.1, ptr noundef %10) #18, !dbg !2054
  br label %12, !dbg !2055

12:                                               ; preds = %7, %4, %1
  %13 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !2056
  %14 = load i32, ptr %13, align 4, !dbg !2056, !tbaa !267
    #dbg_assign(i1 undef, !1999, !DIExpression(), !2043, ptr %2, !DIExpression(), !2057)
    #dbg_value(i32 %14, !1995, !DIExpression(), !2057)
  %15 = icmp ult i32 %14, 36, !dbg !2059
  br i1 %15, label %19, label %16, !dbg !2059

16:                                               ; preds = %12
    #dbg_value(i32 0, !1997, !DIExpression(), !2057)
    #dbg_value(ptr poison, !1996, !DIExpression(), !2057)
    #dbg_value(ptr poison, !1996, !DIExpression(), !2057)
    #dbg_value(i32 1, !1997, !DIExpression(), !2057)
  store i8 85, ptr @pancam_errbuf, align 1, !dbg !2060, !tbaa !324
    #dbg_value(ptr poison, !1996, !DIExpression(), !2057)
    #dbg_value(i32 2, !1997, !DIExpression(), !2057)
  store i8 110, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 1), align 1, !dbg !2060, !tbaa !324
    #dbg_value(ptr poison, !1996, !DIExpression(), !2057)
    #dbg_value(i32 3, !1997, !DIExpression(), !2057)
  store i8 107, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 2), align 1, !dbg !2060, !tbaa !324
    #dbg_value(ptr poison, !1996, !DIExpression(), !2057)
    #dbg_value(i32 4, !1997, !DIExpression(), !2057)
  store i8 110, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 3), align 1, !dbg !2060, !tbaa !324
    #dbg_value(ptr poison, !1996, !DIExpression(), !2057)
    #dbg_value(i32 5, !1997, !DIExpression(), !2057)
  store i8 111, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 4), align 1, !dbg !2060, !tbaa !324
    #dbg_value(ptr poison, !1996, !DIExpression(), !2057)
    #dbg_value(i32 6, !1997, !DIExpression(), !2057)
  store i8 119, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 5), align 1, !dbg !2060, !tbaa !324
    #dbg_value(ptr poison, !1996, !DIExpression(), !2057)
    #dbg_value(i32 7, !1997, !DIExpression(), !2057)
  store i8 110, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 6), align 1, !dbg !2060, !tbaa !324
    #dbg_value(ptr poison, !1996, !DIExpression(), !2057)
    #dbg_value(i32 8, !1997, !DIExpression(), !2057)
  store i8 32, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 7), align 1, !dbg !2060, !tbaa !324
    #dbg_value(ptr poison, !1996, !DIExpression(), !2057)
    #dbg_value(i32 9, !1997, !DIExpression(), !2057)
  store i8 101, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 8), align 1, !dbg !2060, !tbaa !324
    #dbg_value(ptr poison, !1996, !DIExpression(), !2057)
    #dbg_value(i32 10, !1997, !DIExpression(), !2057)
  store i8 114, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 9), align 1, !dbg !2060, !tbaa !324
    #dbg_value(ptr poison, !1996, !DIExpression(), !2057)
    #dbg_value(i32 11, !1997, !DIExpression(), !2057)
  store i8 114, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 10), align 1, !dbg !2060, !tbaa !324
    #dbg_value(ptr poison, !1996, !DIExpression(), !2057)
    #dbg_value(i32 12, !1997, !DIExpression(), !2057)
  store i8 111, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 11), align 1, !dbg !2060, !tbaa !324
    #dbg_value(ptr poison, !1996, !DIExpression(), !2057)
    #dbg_value(i32 13, !1997, !DIExpression(), !2057)
  store i8 114, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 12), align 1, !dbg !2060, !tbaa !324
    #dbg_value(ptr poison, !1996, !DIExpression(), !2057)
    #dbg_value(i32 14, !1997, !DIExpression(), !2057)
  store i8 32, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 13), align 1, !dbg !2060, !tbaa !324
  %17 = icmp slt i32 %14, 0, !dbg !2061
  %18 = tail call i32 @llvm.abs.i32(i32 %14, i1 false), !dbg !2062
    #dbg_value(i32 %18, !1998, !DIExpression(), !2057)
  br i1 %17, label %22, label %23, !dbg !2063

19:                                               ; preds = %12
  %20 = getelementptr inbounds [36 x ptr], ptr @pancam_errlist, i32 0, i32 %14, !dbg !2064
  %21 = load ptr, ptr %20, align 4, !dbg !2064, !tbaa !276
  br label %81, !dbg !2065

22:                                               ; preds = %16
    #dbg_value(i32 15, !1997, !DIExpression(), !2057)
  store i8 45, ptr getelementptr inbounds (i8, ptr @pancam_errbuf, i32 14), align 1, !dbg !2066, !tbaa !324
  br label %23, !dbg !2067

23:                                               ; preds = %22, %16
  %24 = phi i32 [ 15, %22 ], [ 14, %16 ], !dbg !2057
    #dbg_value(i32 %24, !1997, !DIExpression(), !2057)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #20, !dbg !2068
    #dbg_value(i32 0, !2000, !DIExpression(), !2057)
  br label %25, !dbg !2069

25:                                               ; preds = %25, %23
  %26 = phi i32 [ %18, %23 ], [ %33, %25 ], !dbg !2057
  %27 = phi i32 [ 0, %23 ], [ %31, %25 ], !dbg !2057
    #dbg_value(i32 %27, !2000, !DIExpression(), !2057)
    #dbg_value(i32 %26, !1998, !DIExpression(), !2057)
  %28 = urem i32 %26, 10, !dbg !2070
  %29 = trunc nuw nsw i32 %28 to i8, !dbg !2071
  %30 = or disjoint i8 %29, 48, !dbg !2071
  %31 = add nuw i32 %27, 1, !dbg !2072
    #dbg_value(i32 %31, !2000, !DIExpression(), !2057)
  %32 = getelementptr inbounds [12 x i8], ptr %2, i32 0, i32 %27, !dbg !2073
  store i8 %30, ptr %32, align 1, !dbg !2074, !tbaa !324
  %33 = udiv i32 %26, 10, !dbg !2075
    #dbg_value(i32 %33, !1998, !DIExpression(), !2057)
  %34 = icmp ult i32 %26, 10, !dbg !2076
  br i1 %34, label %35, label %25, !dbg !2076, !llvm.loop !2077

35:                                               ; preds = %25
  %36 = and i32 %31, 3, !dbg !2079
  %37 = icmp eq i32 %36, 0, !dbg !2079
  br i1 %37, label %49, label %38, !dbg !2079

38:                                               ; preds = %35, %38
  %39 = phi i32 [ %42, %38 ], [ %31, %35 ]
  %40 = phi i32 [ %45, %38 ], [ %24, %35 ]
  %41 = phi i32 [ %47, %38 ], [ 0, %35 ]
    #dbg_value(i32 %39, !2000, !DIExpression(), !2057)
    #dbg_value(i32 %40, !1997, !DIExpression(), !2057)
  %42 = add nsw i32 %39, -1, !dbg !2080
    #dbg_value(i32 %42, !2000, !DIExpression(), !2057)
  %43 = getelementptr inbounds [12 x i8], ptr %2, i32 0, i32 %42, !dbg !2081
  %44 = load i8, ptr %43, align 1, !dbg !2081, !tbaa !324
  %45 = add nuw nsw i32 %40, 1, !dbg !2082
    #dbg_value(i32 %45, !1997, !DIExpression(), !2057)
  %46 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i32 0, i32 %40, !dbg !2083
  store i8 %44, ptr %46, align 1, !dbg !2084, !tbaa !324
  %47 = add i32 %41, 1, !dbg !2079
  %48 = icmp eq i32 %47, %36, !dbg !2079
  br i1 %48, label %49, label %38, !dbg !2079, !llvm.loop !2085

49:                                               ; preds = %38, %35
  %50 = phi i32 [ poison, %35 ], [ %45, %38 ]
  %51 = phi i32 [ %31, %35 ], [ %42, %38 ]
  %52 = phi i32 [ %24, %35 ], [ %45, %38 ]
  %53 = icmp ult i32 %27, 3, !dbg !2079
  br i1 %53, label %78, label %54, !dbg !2079

54:                                               ; preds = %49, %54
  %55 = phi i32 [ %72, %54 ], [ %51, %49 ]
  %56 = phi i32 [ %75, %54 ], [ %52, %49 ]
    #dbg_value(i32 %55, !2000, !DIExpression(), !2057)
    #dbg_value(i32 %56, !1997, !DIExpression(), !2057)
  %57 = add nsw i32 %55, -1, !dbg !2080
    #dbg_value(i32 %57, !2000, !DIExpression(), !2057)
  %58 = getelementptr inbounds [12 x i8], ptr %2, i32 0, i32 %57, !dbg !2081
  %59 = load i8, ptr %58, align 1, !dbg !2081, !tbaa !324
  %60 = add nuw nsw i32 %56, 1, !dbg !2082
    #dbg_value(i32 %60, !1997, !DIExpression(), !2057)
  %61 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i32 0, i32 %56, !dbg !2083
  store i8 %59, ptr %61, align 1, !dbg !2084, !tbaa !324
  %62 = add nsw i32 %55, -2, !dbg !2080
    #dbg_value(i32 %62, !2000, !DIExpression(), !2057)
  %63 = getelementptr inbounds [12 x i8], ptr %2, i32 0, i32 %62, !dbg !2081
  %64 = load i8, ptr %63, align 1, !dbg !2081, !tbaa !324
  %65 = add nuw nsw i32 %56, 2, !dbg !2082
    #dbg_value(i32 %65, !1997, !DIExpression(), !2057)
  %66 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i32 0, i32 %60, !dbg !2083
  store i8 %64, ptr %66, align 1, !dbg !2084, !tbaa !324
  %67 = add nsw i32 %55, -3, !dbg !2080
    #dbg_value(i32 %67, !2000, !DIExpression(), !2057)
  %68 = getelementptr inbounds [12 x i8], ptr %2, i32 0, i32 %67, !dbg !2081
  %69 = load i8, ptr %68, align 1, !dbg !2081, !tbaa !324
  %70 = add nuw nsw i32 %56, 3, !dbg !2082
    #dbg_value(i32 %70, !1997, !DIExpression(), !2057)
  %71 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i32 0, i32 %65, !dbg !2083
  store i8 %69, ptr %71, align 1, !dbg !2084, !tbaa !324
  %72 = add nsw i32 %55, -4, !dbg !2080
    #dbg_value(i32 %72, !2000, !DIExpression(), !2057)
  %73 = getelementptr inbounds [12 x i8], ptr %2, i32 0, i32 %72, !dbg !2081
  %74 = load i8, ptr %73, align 1, !dbg !2081, !tbaa !324
  %75 = add nuw nsw i32 %56, 4, !dbg !2082
    #dbg_value(i32 %75, !1997, !DIExpression(), !2057)
  %76 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i32 0, i32 %70, !dbg !2083
  store i8 %74, ptr %76, align 1, !dbg !2084, !tbaa !324
  %77 = icmp eq i32 %72, 0, !dbg !2079
  br i1 %77, label %78, label %54, !dbg !2079, !llvm.loop !2086

78:                                               ; preds = %54, %49
  %79 = phi i32 [ %50, %49 ], [ %75, %54 ], !dbg !2082
  %80 = getelementptr inbounds [32 x i8], ptr @pancam_errbuf, i32 0, i32 %79, !dbg !2088
  store i8 0, ptr %80, align 1, !dbg !2089, !tbaa !324
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #20, !dbg !2090
  br label %81

81:                                               ; preds = %19, %78
  %82 = phi ptr [ %21, %19 ], [ @pancam_errbuf, %78 ], !dbg !2057
  %83 = load ptr, ptr @stderr, align 4, !dbg !2091, !tbaa !276
  %84 = tail call i32 @fputs(ptr noundef %82, ptr noundef %83) #18, !dbg !2092
  %85 = load ptr, ptr @stderr, align 4, !dbg !2093, !tbaa !276
  %86 = tail call i32 @fputs(ptr noundef nonnull @.str.2, ptr noundef %85) #18, !dbg !2094
  ret void, !dbg !2095
}

declare !dbg !2096 i32 @fputs(ptr noundef, ptr noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #17

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #17

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #17

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
attributes #17 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #18 = { nobuiltin nounwind "no-builtins" }
attributes #19 = { nobuiltin noreturn nounwind "no-builtins" }
attributes #20 = { nounwind }
attributes #21 = { nobuiltin "no-builtins" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!246, !247, !248, !249, !250, !251, !252}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "pancam_errno", scope: !2, file: !3, line: 33, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !22, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "src/vm/libc/libc.c", directory: ".", checksumkind: CSK_MD5, checksum: "0995021db7e46c1552b67ea257537843")
!4 = !{!5, !7, !8, !9, !6, !11, !12, !13, !14, !15, !16, !17, !19, !21}
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
!22 = !{!23, !29, !31, !33, !41, !46, !48, !53, !58, !0, !63, !71, !73, !78, !80, !82, !84, !89, !95, !98, !100, !103, !105, !107, !109, !114, !119, !122, !124, !129, !134, !139, !144, !146, !151, !153, !158, !163, !168, !170, !175, !177, !179, !184, !189, !191, !193, !195, !197, !199, !201, !206, !211, !213, !216, !218, !220, !222, !227, !229, !231, !233, !235, !237, !239}
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(name: "stdin", scope: !2, file: !3, line: 49, type: !25, isLocal: false, isDefinition: true)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 32)
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
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 32)
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
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !66, size: 1024, elements: !69)
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 32)
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
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !92, size: 2048, elements: !87)
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 32)
!93 = !DISubroutineType(types: !94)
!94 = !{null, !8}
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(name: "key_value", scope: !2, file: !3, line: 569, type: !97, isLocal: true, isDefinition: true)
!97 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 2048, elements: !87)
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
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 32)
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
!241 = !DICompositeType(tag: DW_TAG_array_type, baseType: !242, size: 1152, elements: !243)
!242 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!243 = !{!244}
!244 = !DISubrange(count: 36)
!245 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression(DW_OP_deref_size, 1, DW_OP_constu, 1, DW_OP_mul, DW_OP_constu, 0, DW_OP_plus, DW_OP_stack_value))
!246 = !{i32 1, !"NumRegisterParameters", i32 0}
!247 = !{i32 7, !"Dwarf Version", i32 5}
!248 = !{i32 2, !"Debug Info Version", i32 3}
!249 = !{i32 1, !"wchar_size", i32 4}
!250 = !{i32 8, !"PIC Level", i32 2}
!251 = !{i32 7, !"PIE Level", i32 2}
!252 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!253 = distinct !DISubprogram(name: "__errno_location", scope: !3, file: !3, line: 35, type: !254, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!254 = !DISubroutineType(types: !255)
!255 = !{!256}
!256 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 32)
!257 = !DILocation(line: 35, column: 39, scope: !253)
!258 = !DILocation(line: 35, column: 31, scope: !253)
!259 = distinct !DISubprogram(name: "atexit", scope: !3, file: !3, line: 59, type: !260, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !262)
!260 = !DISubroutineType(types: !261)
!261 = !{!14, !66}
!262 = !{!263}
!263 = !DILocalVariable(name: "f", arg: 1, scope: !259, file: !3, line: 59, type: !66)
!264 = !DILocation(line: 0, scope: !259)
!265 = !DILocation(line: 60, column: 7, scope: !266)
!266 = distinct !DILexicalBlock(scope: !259, file: !3, line: 60, column: 7)
!267 = !{!268, !268, i64 0}
!268 = !{!"int", !269, i64 0}
!269 = !{!"omnipotent char", !270, i64 0}
!270 = !{!"Simple C/C++ TBAA"}
!271 = !DILocation(line: 60, column: 16, scope: !266)
!272 = !DILocation(line: 60, column: 7, scope: !259)
!273 = !DILocation(line: 62, column: 22, scope: !259)
!274 = !DILocation(line: 62, column: 3, scope: !259)
!275 = !DILocation(line: 62, column: 26, scope: !259)
!276 = !{!277, !277, i64 0}
!277 = !{!"any pointer", !269, i64 0}
!278 = !DILocation(line: 63, column: 3, scope: !259)
!279 = !DILocation(line: 64, column: 1, scope: !259)
!280 = distinct !DISubprogram(name: "exit", scope: !3, file: !3, line: 66, type: !281, scopeLine: 66, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !283)
!281 = !DISubroutineType(types: !282)
!282 = !{null, !14}
!283 = !{!284, !285}
!284 = !DILocalVariable(name: "code", arg: 1, scope: !280, file: !3, line: 66, type: !14)
!285 = !DILocalVariable(name: "f", scope: !286, file: !3, line: 68, type: !66)
!286 = distinct !DILexicalBlock(scope: !280, file: !3, line: 67, column: 24)
!287 = !DILocation(line: 0, scope: !280)
!288 = !DILocation(line: 67, column: 10, scope: !280)
!289 = !DILocation(line: 67, column: 19, scope: !280)
!290 = !DILocation(line: 67, column: 3, scope: !280)
!291 = !DILocation(line: 68, column: 34, scope: !286)
!292 = !DILocation(line: 68, column: 23, scope: !286)
!293 = !DILocation(line: 0, scope: !286)
!294 = !DILocation(line: 69, column: 5, scope: !286)
!295 = distinct !{!295, !290, !296, !297}
!296 = !DILocation(line: 70, column: 3, scope: !280)
!297 = !{!"llvm.loop.mustprogress"}
!298 = !DILocation(line: 71, column: 3, scope: !280)
!299 = !DISubprogram(name: "__pancam_exit", scope: !3, file: !3, line: 28, type: !281, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!300 = distinct !DISubprogram(name: "memcmp", scope: !3, file: !3, line: 76, type: !301, scopeLine: 76, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !306)
!301 = !DISubroutineType(types: !302)
!302 = !{!14, !303, !303, !305}
!303 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !304, size: 32)
!304 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!305 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !3, line: 17, baseType: !16)
!306 = !{!307, !308, !309, !310, !311, !312}
!307 = !DILocalVariable(name: "a", arg: 1, scope: !300, file: !3, line: 76, type: !303)
!308 = !DILocalVariable(name: "b", arg: 2, scope: !300, file: !3, line: 76, type: !303)
!309 = !DILocalVariable(name: "n", arg: 3, scope: !300, file: !3, line: 76, type: !305)
!310 = !DILocalVariable(name: "p", scope: !300, file: !3, line: 77, type: !9)
!311 = !DILocalVariable(name: "q", scope: !300, file: !3, line: 77, type: !9)
!312 = !DILocalVariable(name: "i", scope: !313, file: !3, line: 78, type: !305)
!313 = distinct !DILexicalBlock(scope: !300, file: !3, line: 78, column: 3)
!314 = !DILocation(line: 0, scope: !300)
!315 = !DILocation(line: 0, scope: !313)
!316 = !DILocation(line: 78, column: 24, scope: !317)
!317 = distinct !DILexicalBlock(scope: !313, file: !3, line: 78, column: 3)
!318 = !DILocation(line: 78, column: 3, scope: !313)
!319 = !DILocation(line: 78, column: 30, scope: !317)
!320 = distinct !{!320, !318, !321, !297}
!321 = !DILocation(line: 80, column: 33, scope: !313)
!322 = !DILocation(line: 79, column: 9, scope: !323)
!323 = distinct !DILexicalBlock(scope: !317, file: !3, line: 79, column: 9)
!324 = !{!269, !269, i64 0}
!325 = !DILocation(line: 79, column: 17, scope: !323)
!326 = !DILocation(line: 79, column: 14, scope: !323)
!327 = !DILocation(line: 79, column: 9, scope: !317)
!328 = !DILocation(line: 80, column: 19, scope: !323)
!329 = !DILocation(line: 80, column: 14, scope: !323)
!330 = !DILocation(line: 80, column: 7, scope: !323)
!331 = !DILocation(line: 82, column: 1, scope: !300)
!332 = distinct !DISubprogram(name: "bcmp", scope: !3, file: !3, line: 84, type: !301, scopeLine: 84, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !333)
!333 = !{!334, !335, !336}
!334 = !DILocalVariable(name: "a", arg: 1, scope: !332, file: !3, line: 84, type: !303)
!335 = !DILocalVariable(name: "b", arg: 2, scope: !332, file: !3, line: 84, type: !303)
!336 = !DILocalVariable(name: "n", arg: 3, scope: !332, file: !3, line: 84, type: !305)
!337 = !DILocation(line: 0, scope: !332)
!338 = !DILocation(line: 0, scope: !300, inlinedAt: !339)
!339 = distinct !DILocation(line: 84, column: 59, scope: !332)
!340 = !DILocation(line: 0, scope: !313, inlinedAt: !339)
!341 = !DILocation(line: 78, column: 24, scope: !317, inlinedAt: !339)
!342 = !DILocation(line: 78, column: 3, scope: !313, inlinedAt: !339)
!343 = !DILocation(line: 78, column: 30, scope: !317, inlinedAt: !339)
!344 = distinct !{!344, !342, !345, !297}
!345 = !DILocation(line: 80, column: 33, scope: !313, inlinedAt: !339)
!346 = !DILocation(line: 79, column: 9, scope: !323, inlinedAt: !339)
!347 = !DILocation(line: 79, column: 17, scope: !323, inlinedAt: !339)
!348 = !DILocation(line: 79, column: 14, scope: !323, inlinedAt: !339)
!349 = !DILocation(line: 79, column: 9, scope: !317, inlinedAt: !339)
!350 = !DILocation(line: 84, column: 52, scope: !332)
!351 = distinct !DISubprogram(name: "mempcpy", scope: !3, file: !3, line: 86, type: !352, scopeLine: 86, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !354)
!352 = !DISubroutineType(types: !353)
!353 = !{!8, !8, !303, !305}
!354 = !{!355, !356, !357}
!355 = !DILocalVariable(name: "d", arg: 1, scope: !351, file: !3, line: 86, type: !8)
!356 = !DILocalVariable(name: "s", arg: 2, scope: !351, file: !3, line: 86, type: !303)
!357 = !DILocalVariable(name: "n", arg: 3, scope: !351, file: !3, line: 86, type: !305)
!358 = !DILocation(line: 0, scope: !351)
!359 = !DILocation(line: 86, column: 66, scope: !351)
!360 = !DILocation(line: 86, column: 82, scope: !351)
!361 = !DILocation(line: 86, column: 51, scope: !351)
!362 = !DISubprogram(name: "memcpy", scope: !3, file: !3, line: 25, type: !352, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!363 = distinct !DISubprogram(name: "memrchr", scope: !3, file: !3, line: 88, type: !364, scopeLine: 88, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !366)
!364 = !DISubroutineType(types: !365)
!365 = !{!8, !303, !14, !305}
!366 = !{!367, !368, !369, !370}
!367 = !DILocalVariable(name: "s", arg: 1, scope: !363, file: !3, line: 88, type: !303)
!368 = !DILocalVariable(name: "c", arg: 2, scope: !363, file: !3, line: 88, type: !14)
!369 = !DILocalVariable(name: "n", arg: 3, scope: !363, file: !3, line: 88, type: !305)
!370 = !DILocalVariable(name: "p", scope: !363, file: !3, line: 89, type: !9)
!371 = !DILocation(line: 0, scope: !363)
!372 = !DILocation(line: 90, column: 3, scope: !363)
!373 = !DILocation(line: 90, column: 12, scope: !363)
!374 = !DILocation(line: 91, column: 6, scope: !375)
!375 = distinct !DILexicalBlock(scope: !363, file: !3, line: 90, column: 17)
!376 = !DILocation(line: 92, column: 9, scope: !377)
!377 = distinct !DILexicalBlock(scope: !375, file: !3, line: 92, column: 9)
!378 = !DILocation(line: 92, column: 14, scope: !377)
!379 = !DILocation(line: 92, column: 9, scope: !375)
!380 = distinct !{!380, !372, !381, !297}
!381 = !DILocation(line: 94, column: 3, scope: !363)
!382 = !DILocation(line: 96, column: 1, scope: !363)
!383 = distinct !DISubprogram(name: "memchr", scope: !3, file: !3, line: 98, type: !364, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !384)
!384 = !{!385, !386, !387, !388, !389}
!385 = !DILocalVariable(name: "s", arg: 1, scope: !383, file: !3, line: 98, type: !303)
!386 = !DILocalVariable(name: "c", arg: 2, scope: !383, file: !3, line: 98, type: !14)
!387 = !DILocalVariable(name: "n", arg: 3, scope: !383, file: !3, line: 98, type: !305)
!388 = !DILocalVariable(name: "p", scope: !383, file: !3, line: 99, type: !9)
!389 = !DILocalVariable(name: "i", scope: !390, file: !3, line: 100, type: !305)
!390 = distinct !DILexicalBlock(scope: !383, file: !3, line: 100, column: 3)
!391 = !DILocation(line: 0, scope: !383)
!392 = !DILocation(line: 0, scope: !390)
!393 = !DILocation(line: 100, column: 24, scope: !394)
!394 = distinct !DILexicalBlock(scope: !390, file: !3, line: 100, column: 3)
!395 = !DILocation(line: 100, column: 3, scope: !390)
!396 = !DILocation(line: 101, column: 9, scope: !397)
!397 = distinct !DILexicalBlock(scope: !394, file: !3, line: 101, column: 9)
!398 = !DILocation(line: 101, column: 14, scope: !397)
!399 = !DILocation(line: 101, column: 9, scope: !394)
!400 = !DILocation(line: 100, column: 30, scope: !394)
!401 = distinct !{!401, !395, !402, !297}
!402 = !DILocation(line: 102, column: 28, scope: !390)
!403 = !DILocation(line: 104, column: 1, scope: !383)
!404 = distinct !DISubprogram(name: "strnlen", scope: !3, file: !3, line: 106, type: !405, scopeLine: 106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !407)
!405 = !DISubroutineType(types: !406)
!406 = !{!305, !17, !305}
!407 = !{!408, !409, !410}
!408 = !DILocalVariable(name: "s", arg: 1, scope: !404, file: !3, line: 106, type: !17)
!409 = !DILocalVariable(name: "n", arg: 2, scope: !404, file: !3, line: 106, type: !305)
!410 = !DILocalVariable(name: "i", scope: !404, file: !3, line: 107, type: !305)
!411 = !DILocation(line: 0, scope: !404)
!412 = !DILocation(line: 108, column: 12, scope: !404)
!413 = !DILocation(line: 108, column: 16, scope: !404)
!414 = !DILocation(line: 108, column: 19, scope: !404)
!415 = !DILocation(line: 108, column: 3, scope: !404)
!416 = !DILocation(line: 109, column: 6, scope: !404)
!417 = distinct !{!417, !415, !416, !297}
!418 = !DILocation(line: 110, column: 3, scope: !404)
!419 = distinct !DISubprogram(name: "strcmp", scope: !3, file: !3, line: 113, type: !420, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !422)
!420 = !DISubroutineType(types: !421)
!421 = !{!14, !17, !17}
!422 = !{!423, !424, !425, !426}
!423 = !DILocalVariable(name: "a", arg: 1, scope: !419, file: !3, line: 113, type: !17)
!424 = !DILocalVariable(name: "b", arg: 2, scope: !419, file: !3, line: 113, type: !17)
!425 = !DILocalVariable(name: "p", scope: !419, file: !3, line: 114, type: !9)
!426 = !DILocalVariable(name: "q", scope: !419, file: !3, line: 114, type: !9)
!427 = !DILocation(line: 0, scope: !419)
!428 = !DILocation(line: 115, column: 10, scope: !419)
!429 = !DILocation(line: 115, column: 13, scope: !419)
!430 = !DILocation(line: 115, column: 22, scope: !419)
!431 = !DILocation(line: 115, column: 19, scope: !419)
!432 = !DILocation(line: 115, column: 3, scope: !419)
!433 = !DILocation(line: 116, column: 6, scope: !434)
!434 = distinct !DILexicalBlock(scope: !419, file: !3, line: 115, column: 26)
!435 = !DILocation(line: 117, column: 6, scope: !434)
!436 = distinct !{!436, !432, !437, !297}
!437 = !DILocation(line: 118, column: 3, scope: !419)
!438 = !DILocation(line: 119, column: 16, scope: !419)
!439 = !DILocation(line: 119, column: 14, scope: !419)
!440 = !DILocation(line: 119, column: 26, scope: !419)
!441 = !DILocation(line: 119, column: 20, scope: !419)
!442 = !DILocation(line: 119, column: 3, scope: !419)
!443 = distinct !DISubprogram(name: "strncmp", scope: !3, file: !3, line: 122, type: !444, scopeLine: 122, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !446)
!444 = !DISubroutineType(types: !445)
!445 = !{!14, !17, !17, !305}
!446 = !{!447, !448, !449, !450, !451, !452}
!447 = !DILocalVariable(name: "a", arg: 1, scope: !443, file: !3, line: 122, type: !17)
!448 = !DILocalVariable(name: "b", arg: 2, scope: !443, file: !3, line: 122, type: !17)
!449 = !DILocalVariable(name: "n", arg: 3, scope: !443, file: !3, line: 122, type: !305)
!450 = !DILocalVariable(name: "p", scope: !443, file: !3, line: 123, type: !9)
!451 = !DILocalVariable(name: "q", scope: !443, file: !3, line: 123, type: !9)
!452 = !DILocalVariable(name: "i", scope: !453, file: !3, line: 124, type: !305)
!453 = distinct !DILexicalBlock(scope: !443, file: !3, line: 124, column: 3)
!454 = !DILocation(line: 0, scope: !443)
!455 = !DILocation(line: 0, scope: !453)
!456 = !DILocation(line: 124, column: 24, scope: !457)
!457 = distinct !DILexicalBlock(scope: !453, file: !3, line: 124, column: 3)
!458 = !DILocation(line: 124, column: 3, scope: !453)
!459 = !DILocation(line: 125, column: 9, scope: !460)
!460 = distinct !DILexicalBlock(scope: !461, file: !3, line: 125, column: 9)
!461 = distinct !DILexicalBlock(scope: !457, file: !3, line: 124, column: 34)
!462 = !DILocation(line: 125, column: 17, scope: !460)
!463 = !DILocation(line: 125, column: 14, scope: !460)
!464 = !DILocation(line: 125, column: 9, scope: !461)
!465 = !DILocation(line: 126, column: 20, scope: !460)
!466 = !DILocation(line: 126, column: 36, scope: !460)
!467 = !DILocation(line: 126, column: 28, scope: !460)
!468 = !DILocation(line: 126, column: 7, scope: !460)
!469 = !DILocation(line: 127, column: 10, scope: !470)
!470 = distinct !DILexicalBlock(scope: !461, file: !3, line: 127, column: 9)
!471 = !DILocation(line: 127, column: 9, scope: !461)
!472 = distinct !{!472, !458, !473, !297}
!473 = !DILocation(line: 129, column: 3, scope: !453)
!474 = !DILocation(line: 131, column: 1, scope: !443)
!475 = distinct !DISubprogram(name: "strcpy", scope: !3, file: !3, line: 133, type: !36, scopeLine: 133, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !476)
!476 = !{!477, !478, !479}
!477 = !DILocalVariable(name: "d", arg: 1, scope: !475, file: !3, line: 133, type: !5)
!478 = !DILocalVariable(name: "s", arg: 2, scope: !475, file: !3, line: 133, type: !17)
!479 = !DILocalVariable(name: "r", scope: !475, file: !3, line: 134, type: !5)
!480 = !DILocation(line: 0, scope: !475)
!481 = !DILocation(line: 135, column: 3, scope: !475)
!482 = !DILocation(line: 135, column: 20, scope: !475)
!483 = !DILocation(line: 135, column: 18, scope: !475)
!484 = !DILocation(line: 135, column: 13, scope: !475)
!485 = !DILocation(line: 135, column: 16, scope: !475)
!486 = distinct !{!486, !481, !487, !297}
!487 = !DILocation(line: 136, column: 5, scope: !475)
!488 = !DILocation(line: 137, column: 3, scope: !475)
!489 = distinct !DISubprogram(name: "stpcpy", scope: !3, file: !3, line: 140, type: !36, scopeLine: 140, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !490)
!490 = !{!491, !492}
!491 = !DILocalVariable(name: "d", arg: 1, scope: !489, file: !3, line: 140, type: !5)
!492 = !DILocalVariable(name: "s", arg: 2, scope: !489, file: !3, line: 140, type: !17)
!493 = !DILocation(line: 0, scope: !489)
!494 = !DILocation(line: 141, column: 16, scope: !489)
!495 = !DILocation(line: 141, column: 14, scope: !489)
!496 = !DILocation(line: 141, column: 3, scope: !489)
!497 = !DILocation(line: 141, column: 18, scope: !489)
!498 = !DILocation(line: 142, column: 6, scope: !489)
!499 = distinct !{!499, !496, !498, !297}
!500 = !DILocation(line: 143, column: 3, scope: !489)
!501 = distinct !DISubprogram(name: "stpncpy", scope: !3, file: !3, line: 146, type: !502, scopeLine: 146, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !504)
!502 = !DISubroutineType(types: !503)
!503 = !{!5, !5, !17, !305}
!504 = !{!505, !506, !507, !508, !509}
!505 = !DILocalVariable(name: "d", arg: 1, scope: !501, file: !3, line: 146, type: !5)
!506 = !DILocalVariable(name: "s", arg: 2, scope: !501, file: !3, line: 146, type: !17)
!507 = !DILocalVariable(name: "n", arg: 3, scope: !501, file: !3, line: 146, type: !305)
!508 = !DILocalVariable(name: "i", scope: !501, file: !3, line: 147, type: !305)
!509 = !DILocalVariable(name: "end", scope: !501, file: !3, line: 150, type: !5)
!510 = !DILocation(line: 0, scope: !501)
!511 = !DILocation(line: 148, column: 12, scope: !512)
!512 = distinct !DILexicalBlock(scope: !513, file: !3, line: 148, column: 3)
!513 = distinct !DILexicalBlock(scope: !501, file: !3, line: 148, column: 3)
!514 = !DILocation(line: 148, column: 16, scope: !512)
!515 = !DILocation(line: 148, column: 19, scope: !512)
!516 = !DILocation(line: 148, column: 3, scope: !513)
!517 = !DILocation(line: 149, column: 5, scope: !512)
!518 = !DILocation(line: 149, column: 10, scope: !512)
!519 = !DILocation(line: 148, column: 26, scope: !512)
!520 = distinct !{!520, !516, !521, !297}
!521 = !DILocation(line: 149, column: 15, scope: !513)
!522 = !DILocation(line: 151, column: 12, scope: !523)
!523 = distinct !DILexicalBlock(scope: !524, file: !3, line: 151, column: 3)
!524 = distinct !DILexicalBlock(scope: !501, file: !3, line: 151, column: 3)
!525 = !DILocation(line: 151, column: 3, scope: !524)
!526 = !DILocation(line: 152, column: 5, scope: !523)
!527 = !DILocation(line: 152, column: 10, scope: !523)
!528 = !DILocation(line: 151, column: 18, scope: !523)
!529 = distinct !{!529, !530}
!530 = !{!"llvm.loop.unroll.disable"}
!531 = distinct !{!531, !525, !532, !297}
!532 = !DILocation(line: 152, column: 12, scope: !524)
!533 = !DILocation(line: 150, column: 17, scope: !501)
!534 = !DILocation(line: 153, column: 3, scope: !501)
!535 = distinct !DISubprogram(name: "strchrnul", scope: !3, file: !3, line: 156, type: !536, scopeLine: 156, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !538)
!536 = !DISubroutineType(types: !537)
!537 = !{!5, !17, !14}
!538 = !{!539, !540}
!539 = !DILocalVariable(name: "s", arg: 1, scope: !535, file: !3, line: 156, type: !17)
!540 = !DILocalVariable(name: "c", arg: 2, scope: !535, file: !3, line: 156, type: !14)
!541 = !DILocation(line: 0, scope: !535)
!542 = !DILocation(line: 157, column: 10, scope: !535)
!543 = !DILocation(line: 157, column: 13, scope: !535)
!544 = !DILocation(line: 157, column: 19, scope: !535)
!545 = !DILocation(line: 157, column: 3, scope: !535)
!546 = !DILocation(line: 158, column: 6, scope: !535)
!547 = distinct !{!547, !545, !546, !297}
!548 = !DILocation(line: 159, column: 3, scope: !535)
!549 = distinct !DISubprogram(name: "strncpy", scope: !3, file: !3, line: 162, type: !502, scopeLine: 162, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !550)
!550 = !{!551, !552, !553, !554}
!551 = !DILocalVariable(name: "d", arg: 1, scope: !549, file: !3, line: 162, type: !5)
!552 = !DILocalVariable(name: "s", arg: 2, scope: !549, file: !3, line: 162, type: !17)
!553 = !DILocalVariable(name: "n", arg: 3, scope: !549, file: !3, line: 162, type: !305)
!554 = !DILocalVariable(name: "i", scope: !549, file: !3, line: 163, type: !305)
!555 = !DILocation(line: 0, scope: !549)
!556 = !DILocation(line: 164, column: 12, scope: !557)
!557 = distinct !DILexicalBlock(scope: !558, file: !3, line: 164, column: 3)
!558 = distinct !DILexicalBlock(scope: !549, file: !3, line: 164, column: 3)
!559 = !DILocation(line: 164, column: 16, scope: !557)
!560 = !DILocation(line: 164, column: 19, scope: !557)
!561 = !DILocation(line: 164, column: 3, scope: !558)
!562 = !DILocation(line: 165, column: 5, scope: !557)
!563 = !DILocation(line: 165, column: 10, scope: !557)
!564 = !DILocation(line: 164, column: 26, scope: !557)
!565 = distinct !{!565, !561, !566, !297}
!566 = !DILocation(line: 165, column: 15, scope: !558)
!567 = !DILocation(line: 166, column: 12, scope: !568)
!568 = distinct !DILexicalBlock(scope: !569, file: !3, line: 166, column: 3)
!569 = distinct !DILexicalBlock(scope: !549, file: !3, line: 166, column: 3)
!570 = !DILocation(line: 166, column: 3, scope: !569)
!571 = !DILocation(line: 167, column: 5, scope: !568)
!572 = !DILocation(line: 167, column: 10, scope: !568)
!573 = !DILocation(line: 166, column: 18, scope: !568)
!574 = distinct !{!574, !530}
!575 = distinct !{!575, !570, !576, !297}
!576 = !DILocation(line: 167, column: 12, scope: !569)
!577 = !DILocation(line: 168, column: 3, scope: !549)
!578 = distinct !DISubprogram(name: "strcat", scope: !3, file: !3, line: 171, type: !36, scopeLine: 171, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !579)
!579 = !{!580, !581}
!580 = !DILocalVariable(name: "d", arg: 1, scope: !578, file: !3, line: 171, type: !5)
!581 = !DILocalVariable(name: "s", arg: 2, scope: !578, file: !3, line: 171, type: !17)
!582 = !DILocation(line: 0, scope: !578)
!583 = !DILocation(line: 172, column: 14, scope: !578)
!584 = !DILocation(line: 172, column: 12, scope: !578)
!585 = !DILocation(line: 0, scope: !475, inlinedAt: !586)
!586 = distinct !DILocation(line: 172, column: 3, scope: !578)
!587 = !DILocation(line: 135, column: 3, scope: !475, inlinedAt: !586)
!588 = !DILocation(line: 135, column: 20, scope: !475, inlinedAt: !586)
!589 = !DILocation(line: 135, column: 18, scope: !475, inlinedAt: !586)
!590 = !DILocation(line: 135, column: 13, scope: !475, inlinedAt: !586)
!591 = !DILocation(line: 135, column: 16, scope: !475, inlinedAt: !586)
!592 = distinct !{!592, !587, !593, !297}
!593 = !DILocation(line: 136, column: 5, scope: !475, inlinedAt: !586)
!594 = !DILocation(line: 173, column: 3, scope: !578)
!595 = !DISubprogram(name: "strlen", scope: !3, file: !3, line: 27, type: !596, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!596 = !DISubroutineType(types: !597)
!597 = !{!305, !17}
!598 = distinct !DISubprogram(name: "strncat", scope: !3, file: !3, line: 176, type: !502, scopeLine: 176, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !599)
!599 = !{!600, !601, !602, !603, !604}
!600 = !DILocalVariable(name: "d", arg: 1, scope: !598, file: !3, line: 176, type: !5)
!601 = !DILocalVariable(name: "s", arg: 2, scope: !598, file: !3, line: 176, type: !17)
!602 = !DILocalVariable(name: "n", arg: 3, scope: !598, file: !3, line: 176, type: !305)
!603 = !DILocalVariable(name: "e", scope: !598, file: !3, line: 177, type: !5)
!604 = !DILocalVariable(name: "i", scope: !598, file: !3, line: 178, type: !305)
!605 = !DILocation(line: 0, scope: !598)
!606 = !DILocation(line: 177, column: 17, scope: !598)
!607 = !DILocation(line: 177, column: 15, scope: !598)
!608 = !DILocation(line: 179, column: 12, scope: !609)
!609 = distinct !DILexicalBlock(scope: !610, file: !3, line: 179, column: 3)
!610 = distinct !DILexicalBlock(scope: !598, file: !3, line: 179, column: 3)
!611 = !DILocation(line: 179, column: 16, scope: !609)
!612 = !DILocation(line: 179, column: 19, scope: !609)
!613 = !DILocation(line: 179, column: 3, scope: !610)
!614 = !DILocation(line: 180, column: 5, scope: !609)
!615 = !DILocation(line: 180, column: 10, scope: !609)
!616 = !DILocation(line: 179, column: 26, scope: !609)
!617 = distinct !{!617, !613, !618, !297}
!618 = !DILocation(line: 180, column: 15, scope: !610)
!619 = !DILocation(line: 181, column: 3, scope: !598)
!620 = !DILocation(line: 181, column: 8, scope: !598)
!621 = !DILocation(line: 182, column: 3, scope: !598)
!622 = distinct !DISubprogram(name: "strchr", scope: !3, file: !3, line: 185, type: !536, scopeLine: 185, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !623)
!623 = !{!624, !625}
!624 = !DILocalVariable(name: "s", arg: 1, scope: !622, file: !3, line: 185, type: !17)
!625 = !DILocalVariable(name: "c", arg: 2, scope: !622, file: !3, line: 185, type: !14)
!626 = !DILocation(line: 0, scope: !622)
!627 = !DILocation(line: 187, column: 9, scope: !628)
!628 = distinct !DILexicalBlock(scope: !629, file: !3, line: 187, column: 9)
!629 = distinct !DILexicalBlock(scope: !630, file: !3, line: 186, column: 16)
!630 = distinct !DILexicalBlock(scope: !631, file: !3, line: 186, column: 3)
!631 = distinct !DILexicalBlock(scope: !622, file: !3, line: 186, column: 3)
!632 = !DILocation(line: 187, column: 12, scope: !628)
!633 = !DILocation(line: 187, column: 9, scope: !629)
!634 = !DILocation(line: 189, column: 10, scope: !635)
!635 = distinct !DILexicalBlock(scope: !629, file: !3, line: 189, column: 9)
!636 = !DILocation(line: 189, column: 9, scope: !629)
!637 = !DILocation(line: 186, column: 12, scope: !630)
!638 = distinct !{!638, !639, !640}
!639 = !DILocation(line: 186, column: 3, scope: !631)
!640 = !DILocation(line: 191, column: 3, scope: !631)
!641 = !DILocation(line: 0, scope: !629)
!642 = !DILocation(line: 192, column: 1, scope: !622)
!643 = distinct !DISubprogram(name: "strrchr", scope: !3, file: !3, line: 194, type: !536, scopeLine: 194, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !644)
!644 = !{!645, !646, !647}
!645 = !DILocalVariable(name: "s", arg: 1, scope: !643, file: !3, line: 194, type: !17)
!646 = !DILocalVariable(name: "c", arg: 2, scope: !643, file: !3, line: 194, type: !14)
!647 = !DILocalVariable(name: "last", scope: !643, file: !3, line: 195, type: !17)
!648 = !DILocation(line: 0, scope: !643)
!649 = !DILocation(line: 196, column: 3, scope: !643)
!650 = !DILocation(line: 197, column: 9, scope: !651)
!651 = distinct !DILexicalBlock(scope: !652, file: !3, line: 197, column: 9)
!652 = distinct !DILexicalBlock(scope: !653, file: !3, line: 196, column: 16)
!653 = distinct !DILexicalBlock(scope: !654, file: !3, line: 196, column: 3)
!654 = distinct !DILexicalBlock(scope: !643, file: !3, line: 196, column: 3)
!655 = !DILocation(line: 197, column: 12, scope: !651)
!656 = !DILocation(line: 197, column: 9, scope: !652)
!657 = !DILocation(line: 199, column: 10, scope: !658)
!658 = distinct !DILexicalBlock(scope: !652, file: !3, line: 199, column: 9)
!659 = !DILocation(line: 196, column: 12, scope: !653)
!660 = !DILocation(line: 199, column: 9, scope: !652)
!661 = distinct !{!661, !662, !663}
!662 = !DILocation(line: 196, column: 3, scope: !654)
!663 = !DILocation(line: 201, column: 3, scope: !654)
!664 = !DILocation(line: 200, column: 7, scope: !658)
!665 = distinct !DISubprogram(name: "strstr", scope: !3, file: !3, line: 204, type: !666, scopeLine: 204, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !668)
!666 = !DISubroutineType(types: !667)
!667 = !{!5, !17, !17}
!668 = !{!669, !670, !671}
!669 = !DILocalVariable(name: "h", arg: 1, scope: !665, file: !3, line: 204, type: !17)
!670 = !DILocalVariable(name: "n", arg: 2, scope: !665, file: !3, line: 204, type: !17)
!671 = !DILocalVariable(name: "m", scope: !665, file: !3, line: 205, type: !305)
!672 = !DILocation(line: 0, scope: !665)
!673 = !DILocation(line: 205, column: 14, scope: !665)
!674 = !DILocation(line: 206, column: 9, scope: !675)
!675 = distinct !DILexicalBlock(scope: !665, file: !3, line: 206, column: 7)
!676 = !DILocation(line: 206, column: 7, scope: !665)
!677 = !DILocation(line: 208, column: 10, scope: !678)
!678 = distinct !DILexicalBlock(scope: !679, file: !3, line: 208, column: 3)
!679 = distinct !DILexicalBlock(scope: !665, file: !3, line: 208, column: 3)
!680 = !DILocation(line: 208, column: 3, scope: !679)
!681 = !DILocation(line: 209, column: 12, scope: !682)
!682 = distinct !DILexicalBlock(scope: !678, file: !3, line: 209, column: 9)
!683 = !DILocation(line: 209, column: 18, scope: !682)
!684 = !DILocation(line: 0, scope: !453, inlinedAt: !685)
!685 = distinct !DILocation(line: 209, column: 21, scope: !682)
!686 = !DILocation(line: 125, column: 9, scope: !460, inlinedAt: !685)
!687 = !DILocation(line: 125, column: 17, scope: !460, inlinedAt: !685)
!688 = !DILocation(line: 125, column: 14, scope: !460, inlinedAt: !685)
!689 = !DILocation(line: 125, column: 9, scope: !461, inlinedAt: !685)
!690 = !DILocation(line: 127, column: 10, scope: !470, inlinedAt: !685)
!691 = !DILocation(line: 127, column: 9, scope: !461, inlinedAt: !685)
!692 = distinct !{!692, !693, !694, !297}
!693 = !DILocation(line: 124, column: 3, scope: !453, inlinedAt: !685)
!694 = !DILocation(line: 129, column: 3, scope: !453, inlinedAt: !685)
!695 = !DILocation(line: 208, column: 15, scope: !678)
!696 = distinct !{!696, !680, !697, !297}
!697 = !DILocation(line: 210, column: 22, scope: !679)
!698 = !DILocation(line: 212, column: 1, scope: !665)
!699 = distinct !DISubprogram(name: "strspn", scope: !3, file: !3, line: 214, type: !700, scopeLine: 214, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !702)
!700 = !DISubroutineType(types: !701)
!701 = !{!305, !17, !17}
!702 = !{!703, !704, !705}
!703 = !DILocalVariable(name: "s", arg: 1, scope: !699, file: !3, line: 214, type: !17)
!704 = !DILocalVariable(name: "accept", arg: 2, scope: !699, file: !3, line: 214, type: !17)
!705 = !DILocalVariable(name: "i", scope: !699, file: !3, line: 215, type: !305)
!706 = !DILocation(line: 0, scope: !699)
!707 = !DILocation(line: 216, column: 10, scope: !699)
!708 = !DILocation(line: 216, column: 15, scope: !699)
!709 = !DILocation(line: 0, scope: !622, inlinedAt: !710)
!710 = distinct !DILocation(line: 216, column: 18, scope: !699)
!711 = !DILocation(line: 187, column: 12, scope: !628, inlinedAt: !710)
!712 = !DILocation(line: 187, column: 9, scope: !629, inlinedAt: !710)
!713 = !DILocation(line: 189, column: 10, scope: !635, inlinedAt: !710)
!714 = !DILocation(line: 189, column: 9, scope: !629, inlinedAt: !710)
!715 = !DILocation(line: 186, column: 12, scope: !630, inlinedAt: !710)
!716 = !DILocation(line: 187, column: 9, scope: !628, inlinedAt: !710)
!717 = distinct !{!717, !718, !719}
!718 = !DILocation(line: 186, column: 3, scope: !631, inlinedAt: !710)
!719 = !DILocation(line: 191, column: 3, scope: !631, inlinedAt: !710)
!720 = !DILocation(line: 217, column: 6, scope: !699)
!721 = distinct !{!721, !722, !720, !297}
!722 = !DILocation(line: 216, column: 3, scope: !699)
!723 = !DILocation(line: 218, column: 3, scope: !699)
!724 = distinct !DISubprogram(name: "strcspn", scope: !3, file: !3, line: 221, type: !700, scopeLine: 221, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !725)
!725 = !{!726, !727, !728}
!726 = !DILocalVariable(name: "s", arg: 1, scope: !724, file: !3, line: 221, type: !17)
!727 = !DILocalVariable(name: "reject", arg: 2, scope: !724, file: !3, line: 221, type: !17)
!728 = !DILocalVariable(name: "i", scope: !724, file: !3, line: 222, type: !305)
!729 = !DILocation(line: 0, scope: !724)
!730 = !DILocation(line: 223, column: 10, scope: !724)
!731 = !DILocation(line: 223, column: 15, scope: !724)
!732 = !DILocation(line: 0, scope: !622, inlinedAt: !733)
!733 = distinct !DILocation(line: 223, column: 19, scope: !724)
!734 = !DILocation(line: 187, column: 12, scope: !628, inlinedAt: !733)
!735 = !DILocation(line: 187, column: 9, scope: !629, inlinedAt: !733)
!736 = !DILocation(line: 189, column: 10, scope: !635, inlinedAt: !733)
!737 = !DILocation(line: 189, column: 9, scope: !629, inlinedAt: !733)
!738 = !DILocation(line: 186, column: 12, scope: !630, inlinedAt: !733)
!739 = !DILocation(line: 187, column: 9, scope: !628, inlinedAt: !733)
!740 = distinct !{!740, !741, !742}
!741 = !DILocation(line: 186, column: 3, scope: !631, inlinedAt: !733)
!742 = !DILocation(line: 191, column: 3, scope: !631, inlinedAt: !733)
!743 = !DILocation(line: 224, column: 6, scope: !724)
!744 = distinct !{!744, !745, !743, !297}
!745 = !DILocation(line: 223, column: 3, scope: !724)
!746 = !DILocation(line: 225, column: 3, scope: !724)
!747 = distinct !DISubprogram(name: "strpbrk", scope: !3, file: !3, line: 228, type: !666, scopeLine: 228, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !748)
!748 = !{!749, !750}
!749 = !DILocalVariable(name: "s", arg: 1, scope: !747, file: !3, line: 228, type: !17)
!750 = !DILocalVariable(name: "accept", arg: 2, scope: !747, file: !3, line: 228, type: !17)
!751 = !DILocation(line: 0, scope: !747)
!752 = !DILocation(line: 0, scope: !724, inlinedAt: !753)
!753 = distinct !DILocation(line: 229, column: 8, scope: !747)
!754 = !DILocation(line: 223, column: 10, scope: !724, inlinedAt: !753)
!755 = !DILocation(line: 223, column: 15, scope: !724, inlinedAt: !753)
!756 = !DILocation(line: 0, scope: !622, inlinedAt: !757)
!757 = distinct !DILocation(line: 223, column: 19, scope: !724, inlinedAt: !753)
!758 = !DILocation(line: 187, column: 12, scope: !628, inlinedAt: !757)
!759 = !DILocation(line: 187, column: 9, scope: !629, inlinedAt: !757)
!760 = !DILocation(line: 189, column: 10, scope: !635, inlinedAt: !757)
!761 = !DILocation(line: 189, column: 9, scope: !629, inlinedAt: !757)
!762 = !DILocation(line: 186, column: 12, scope: !630, inlinedAt: !757)
!763 = !DILocation(line: 187, column: 9, scope: !628, inlinedAt: !757)
!764 = distinct !{!764, !765, !766}
!765 = !DILocation(line: 186, column: 3, scope: !631, inlinedAt: !757)
!766 = !DILocation(line: 191, column: 3, scope: !631, inlinedAt: !757)
!767 = !DILocation(line: 224, column: 6, scope: !724, inlinedAt: !753)
!768 = distinct !{!768, !769, !767, !297}
!769 = !DILocation(line: 223, column: 3, scope: !724, inlinedAt: !753)
!770 = !DILocation(line: 229, column: 5, scope: !747)
!771 = !DILocation(line: 230, column: 10, scope: !747)
!772 = !DILocation(line: 230, column: 3, scope: !747)
!773 = distinct !DISubprogram(name: "strtok_r", scope: !3, file: !3, line: 233, type: !774, scopeLine: 233, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !777)
!774 = !DISubroutineType(types: !775)
!775 = !{!5, !5, !17, !776}
!776 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 32)
!777 = !{!778, !779, !780, !781}
!778 = !DILocalVariable(name: "s", arg: 1, scope: !773, file: !3, line: 233, type: !5)
!779 = !DILocalVariable(name: "delim", arg: 2, scope: !773, file: !3, line: 233, type: !17)
!780 = !DILocalVariable(name: "save", arg: 3, scope: !773, file: !3, line: 233, type: !776)
!781 = !DILocalVariable(name: "end", scope: !773, file: !3, line: 241, type: !5)
!782 = !DILocation(line: 0, scope: !773)
!783 = !DILocation(line: 234, column: 8, scope: !784)
!784 = distinct !DILexicalBlock(scope: !773, file: !3, line: 234, column: 7)
!785 = !DILocation(line: 234, column: 7, scope: !773)
!786 = !DILocation(line: 235, column: 9, scope: !784)
!787 = !DILocation(line: 235, column: 5, scope: !784)
!788 = !DILocation(line: 0, scope: !699, inlinedAt: !789)
!789 = distinct !DILocation(line: 236, column: 8, scope: !773)
!790 = !DILocation(line: 216, column: 10, scope: !699, inlinedAt: !789)
!791 = !DILocation(line: 216, column: 15, scope: !699, inlinedAt: !789)
!792 = !DILocation(line: 0, scope: !622, inlinedAt: !793)
!793 = distinct !DILocation(line: 216, column: 18, scope: !699, inlinedAt: !789)
!794 = !DILocation(line: 187, column: 12, scope: !628, inlinedAt: !793)
!795 = !DILocation(line: 187, column: 9, scope: !629, inlinedAt: !793)
!796 = !DILocation(line: 189, column: 10, scope: !635, inlinedAt: !793)
!797 = !DILocation(line: 189, column: 9, scope: !629, inlinedAt: !793)
!798 = !DILocation(line: 186, column: 12, scope: !630, inlinedAt: !793)
!799 = !DILocation(line: 187, column: 9, scope: !628, inlinedAt: !793)
!800 = distinct !{!800, !801, !802}
!801 = !DILocation(line: 186, column: 3, scope: !631, inlinedAt: !793)
!802 = !DILocation(line: 191, column: 3, scope: !631, inlinedAt: !793)
!803 = !DILocation(line: 217, column: 6, scope: !699, inlinedAt: !789)
!804 = distinct !{!804, !805, !803, !297}
!805 = !DILocation(line: 216, column: 3, scope: !699, inlinedAt: !789)
!806 = !DILocation(line: 236, column: 5, scope: !773)
!807 = !DILocation(line: 237, column: 7, scope: !773)
!808 = !DILocation(line: 0, scope: !724, inlinedAt: !809)
!809 = distinct !DILocation(line: 241, column: 19, scope: !773)
!810 = !DILocation(line: 223, column: 15, scope: !724, inlinedAt: !809)
!811 = !DILocation(line: 0, scope: !622, inlinedAt: !812)
!812 = distinct !DILocation(line: 223, column: 19, scope: !724, inlinedAt: !809)
!813 = !DILocation(line: 187, column: 12, scope: !628, inlinedAt: !812)
!814 = !DILocation(line: 187, column: 9, scope: !629, inlinedAt: !812)
!815 = !DILocation(line: 189, column: 10, scope: !635, inlinedAt: !812)
!816 = !DILocation(line: 189, column: 9, scope: !629, inlinedAt: !812)
!817 = !DILocation(line: 186, column: 12, scope: !630, inlinedAt: !812)
!818 = !DILocation(line: 187, column: 9, scope: !628, inlinedAt: !812)
!819 = distinct !{!819, !820, !821}
!820 = !DILocation(line: 186, column: 3, scope: !631, inlinedAt: !812)
!821 = !DILocation(line: 191, column: 3, scope: !631, inlinedAt: !812)
!822 = !DILocation(line: 224, column: 6, scope: !724, inlinedAt: !809)
!823 = !DILocation(line: 223, column: 10, scope: !724, inlinedAt: !809)
!824 = distinct !{!824, !825, !822, !297}
!825 = !DILocation(line: 223, column: 3, scope: !724, inlinedAt: !809)
!826 = !DILocation(line: 241, column: 17, scope: !773)
!827 = !DILocation(line: 242, column: 7, scope: !828)
!828 = distinct !DILexicalBlock(scope: !773, file: !3, line: 242, column: 7)
!829 = !DILocation(line: 242, column: 7, scope: !773)
!830 = !DILocation(line: 243, column: 9, scope: !828)
!831 = !DILocation(line: 243, column: 12, scope: !828)
!832 = !DILocation(line: 243, column: 5, scope: !828)
!833 = !DILocation(line: 246, column: 1, scope: !773)
!834 = !DILocation(line: 0, scope: !35)
!835 = !DILocation(line: 0, scope: !773, inlinedAt: !836)
!836 = distinct !DILocation(line: 250, column: 10, scope: !35)
!837 = !DILocation(line: 234, column: 8, scope: !784, inlinedAt: !836)
!838 = !DILocation(line: 234, column: 7, scope: !773, inlinedAt: !836)
!839 = !DILocation(line: 0, scope: !699, inlinedAt: !840)
!840 = distinct !DILocation(line: 236, column: 8, scope: !773, inlinedAt: !836)
!841 = !DILocation(line: 216, column: 10, scope: !699, inlinedAt: !840)
!842 = !DILocation(line: 216, column: 15, scope: !699, inlinedAt: !840)
!843 = !DILocation(line: 0, scope: !622, inlinedAt: !844)
!844 = distinct !DILocation(line: 216, column: 18, scope: !699, inlinedAt: !840)
!845 = !DILocation(line: 187, column: 12, scope: !628, inlinedAt: !844)
!846 = !DILocation(line: 187, column: 9, scope: !629, inlinedAt: !844)
!847 = !DILocation(line: 189, column: 10, scope: !635, inlinedAt: !844)
!848 = !DILocation(line: 189, column: 9, scope: !629, inlinedAt: !844)
!849 = !DILocation(line: 186, column: 12, scope: !630, inlinedAt: !844)
!850 = !DILocation(line: 187, column: 9, scope: !628, inlinedAt: !844)
!851 = distinct !{!851, !852, !853}
!852 = !DILocation(line: 186, column: 3, scope: !631, inlinedAt: !844)
!853 = !DILocation(line: 191, column: 3, scope: !631, inlinedAt: !844)
!854 = !DILocation(line: 217, column: 6, scope: !699, inlinedAt: !840)
!855 = distinct !{!855, !856, !854, !297}
!856 = !DILocation(line: 216, column: 3, scope: !699, inlinedAt: !840)
!857 = !DILocation(line: 236, column: 5, scope: !773, inlinedAt: !836)
!858 = !DILocation(line: 237, column: 7, scope: !773, inlinedAt: !836)
!859 = !DILocation(line: 0, scope: !724, inlinedAt: !860)
!860 = distinct !DILocation(line: 241, column: 19, scope: !773, inlinedAt: !836)
!861 = !DILocation(line: 223, column: 15, scope: !724, inlinedAt: !860)
!862 = !DILocation(line: 0, scope: !622, inlinedAt: !863)
!863 = distinct !DILocation(line: 223, column: 19, scope: !724, inlinedAt: !860)
!864 = !DILocation(line: 187, column: 12, scope: !628, inlinedAt: !863)
!865 = !DILocation(line: 187, column: 9, scope: !629, inlinedAt: !863)
!866 = !DILocation(line: 189, column: 10, scope: !635, inlinedAt: !863)
!867 = !DILocation(line: 189, column: 9, scope: !629, inlinedAt: !863)
!868 = !DILocation(line: 186, column: 12, scope: !630, inlinedAt: !863)
!869 = !DILocation(line: 187, column: 9, scope: !628, inlinedAt: !863)
!870 = distinct !{!870, !871, !872}
!871 = !DILocation(line: 186, column: 3, scope: !631, inlinedAt: !863)
!872 = !DILocation(line: 191, column: 3, scope: !631, inlinedAt: !863)
!873 = !DILocation(line: 224, column: 6, scope: !724, inlinedAt: !860)
!874 = !DILocation(line: 223, column: 10, scope: !724, inlinedAt: !860)
!875 = distinct !{!875, !876, !873, !297}
!876 = !DILocation(line: 223, column: 3, scope: !724, inlinedAt: !860)
!877 = !DILocation(line: 241, column: 17, scope: !773, inlinedAt: !836)
!878 = !DILocation(line: 242, column: 7, scope: !828, inlinedAt: !836)
!879 = !DILocation(line: 242, column: 7, scope: !773, inlinedAt: !836)
!880 = !DILocation(line: 243, column: 9, scope: !828, inlinedAt: !836)
!881 = !DILocation(line: 243, column: 12, scope: !828, inlinedAt: !836)
!882 = !DILocation(line: 243, column: 5, scope: !828, inlinedAt: !836)
!883 = !DILocation(line: 250, column: 3, scope: !35)
!884 = distinct !DISubprogram(name: "strdup", scope: !3, file: !3, line: 253, type: !885, scopeLine: 253, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !887)
!885 = !DISubroutineType(types: !886)
!886 = !{!5, !17}
!887 = !{!888, !889, !890}
!888 = !DILocalVariable(name: "s", arg: 1, scope: !884, file: !3, line: 253, type: !17)
!889 = !DILocalVariable(name: "n", scope: !884, file: !3, line: 254, type: !305)
!890 = !DILocalVariable(name: "d", scope: !884, file: !3, line: 255, type: !5)
!891 = !DILocation(line: 0, scope: !884)
!892 = !DILocation(line: 254, column: 14, scope: !884)
!893 = !DILocation(line: 254, column: 24, scope: !884)
!894 = !DILocation(line: 255, column: 13, scope: !884)
!895 = !DILocation(line: 256, column: 7, scope: !896)
!896 = distinct !DILexicalBlock(scope: !884, file: !3, line: 256, column: 7)
!897 = !DILocation(line: 256, column: 7, scope: !884)
!898 = !DILocation(line: 257, column: 5, scope: !896)
!899 = !DILocation(line: 258, column: 3, scope: !884)
!900 = !DISubprogram(name: "malloc", scope: !3, file: !3, line: 23, type: !901, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!901 = !DISubroutineType(types: !902)
!902 = !{!8, !305}
!903 = distinct !DISubprogram(name: "strndup", scope: !3, file: !3, line: 261, type: !904, scopeLine: 261, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !906)
!904 = !DISubroutineType(types: !905)
!905 = !{!5, !17, !305}
!906 = !{!907, !908, !909, !910}
!907 = !DILocalVariable(name: "s", arg: 1, scope: !903, file: !3, line: 261, type: !17)
!908 = !DILocalVariable(name: "n", arg: 2, scope: !903, file: !3, line: 261, type: !305)
!909 = !DILocalVariable(name: "m", scope: !903, file: !3, line: 262, type: !305)
!910 = !DILocalVariable(name: "d", scope: !903, file: !3, line: 263, type: !5)
!911 = !DILocation(line: 0, scope: !903)
!912 = !DILocation(line: 0, scope: !404, inlinedAt: !913)
!913 = distinct !DILocation(line: 262, column: 14, scope: !903)
!914 = !DILocation(line: 108, column: 12, scope: !404, inlinedAt: !913)
!915 = !DILocation(line: 108, column: 16, scope: !404, inlinedAt: !913)
!916 = !DILocation(line: 108, column: 19, scope: !404, inlinedAt: !913)
!917 = !DILocation(line: 108, column: 3, scope: !404, inlinedAt: !913)
!918 = !DILocation(line: 109, column: 6, scope: !404, inlinedAt: !913)
!919 = distinct !{!919, !917, !918, !297}
!920 = !DILocation(line: 263, column: 22, scope: !903)
!921 = !DILocation(line: 263, column: 13, scope: !903)
!922 = !DILocation(line: 264, column: 7, scope: !923)
!923 = distinct !DILexicalBlock(scope: !903, file: !3, line: 264, column: 7)
!924 = !DILocation(line: 264, column: 7, scope: !903)
!925 = !DILocation(line: 265, column: 5, scope: !926)
!926 = distinct !DILexicalBlock(scope: !923, file: !3, line: 264, column: 10)
!927 = !DILocation(line: 266, column: 5, scope: !926)
!928 = !DILocation(line: 266, column: 10, scope: !926)
!929 = !DILocation(line: 267, column: 3, scope: !926)
!930 = !DILocation(line: 268, column: 3, scope: !903)
!931 = distinct !DISubprogram(name: "__ctype_b_loc", scope: !3, file: !3, line: 314, type: !932, scopeLine: 314, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!932 = !DISubroutineType(types: !933)
!933 = !{!934}
!934 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 32)
!935 = !DILocation(line: 314, column: 41, scope: !931)
!936 = distinct !DISubprogram(name: "__ctype_tolower_loc", scope: !3, file: !3, line: 315, type: !937, scopeLine: 315, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!937 = !DISubroutineType(types: !938)
!938 = !{!939}
!939 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 32)
!940 = !DILocation(line: 315, column: 47, scope: !936)
!941 = distinct !DISubprogram(name: "__ctype_toupper_loc", scope: !3, file: !3, line: 316, type: !937, scopeLine: 316, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!942 = !DILocation(line: 316, column: 47, scope: !941)
!943 = distinct !DISubprogram(name: "isalpha", scope: !3, file: !3, line: 319, type: !944, scopeLine: 319, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !946)
!944 = !DISubroutineType(types: !945)
!945 = !{!14, !14}
!946 = !{!947}
!947 = !DILocalVariable(name: "c", arg: 1, scope: !943, file: !3, line: 319, type: !14)
!948 = !DILocation(line: 0, scope: !943)
!949 = !DILocalVariable(name: "c", arg: 1, scope: !950, file: !3, line: 318, type: !14)
!950 = distinct !DISubprogram(name: "cls", scope: !3, file: !3, line: 318, type: !944, scopeLine: 318, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !951)
!951 = !{!949}
!952 = !DILocation(line: 0, scope: !950, inlinedAt: !953)
!953 = distinct !DILocation(line: 319, column: 29, scope: !943)
!954 = !DILocation(line: 318, column: 42, scope: !950, inlinedAt: !953)
!955 = !DILocation(line: 318, column: 55, scope: !950, inlinedAt: !953)
!956 = !{!957, !957, i64 0}
!957 = !{!"short", !269, i64 0}
!958 = !DILocation(line: 319, column: 36, scope: !943)
!959 = !DILocation(line: 318, column: 32, scope: !950, inlinedAt: !953)
!960 = !DILocation(line: 319, column: 22, scope: !943)
!961 = distinct !DISubprogram(name: "isdigit", scope: !3, file: !3, line: 320, type: !944, scopeLine: 320, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !962)
!962 = !{!963}
!963 = !DILocalVariable(name: "c", arg: 1, scope: !961, file: !3, line: 320, type: !14)
!964 = !DILocation(line: 0, scope: !961)
!965 = !DILocation(line: 0, scope: !950, inlinedAt: !966)
!966 = distinct !DILocation(line: 320, column: 29, scope: !961)
!967 = !DILocation(line: 318, column: 42, scope: !950, inlinedAt: !966)
!968 = !DILocation(line: 318, column: 55, scope: !950, inlinedAt: !966)
!969 = !DILocation(line: 320, column: 36, scope: !961)
!970 = !DILocation(line: 318, column: 32, scope: !950, inlinedAt: !966)
!971 = !DILocation(line: 320, column: 22, scope: !961)
!972 = distinct !DISubprogram(name: "isalnum", scope: !3, file: !3, line: 321, type: !944, scopeLine: 321, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !973)
!973 = !{!974}
!974 = !DILocalVariable(name: "c", arg: 1, scope: !972, file: !3, line: 321, type: !14)
!975 = !DILocation(line: 0, scope: !972)
!976 = !DILocation(line: 0, scope: !950, inlinedAt: !977)
!977 = distinct !DILocation(line: 321, column: 29, scope: !972)
!978 = !DILocation(line: 318, column: 42, scope: !950, inlinedAt: !977)
!979 = !DILocation(line: 318, column: 55, scope: !950, inlinedAt: !977)
!980 = !DILocation(line: 321, column: 36, scope: !972)
!981 = !DILocation(line: 318, column: 32, scope: !950, inlinedAt: !977)
!982 = !DILocation(line: 321, column: 22, scope: !972)
!983 = distinct !DISubprogram(name: "isspace", scope: !3, file: !3, line: 322, type: !944, scopeLine: 322, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !984)
!984 = !{!985}
!985 = !DILocalVariable(name: "c", arg: 1, scope: !983, file: !3, line: 322, type: !14)
!986 = !DILocation(line: 0, scope: !983)
!987 = !DILocation(line: 0, scope: !950, inlinedAt: !988)
!988 = distinct !DILocation(line: 322, column: 29, scope: !983)
!989 = !DILocation(line: 318, column: 42, scope: !950, inlinedAt: !988)
!990 = !DILocation(line: 318, column: 55, scope: !950, inlinedAt: !988)
!991 = !DILocation(line: 322, column: 36, scope: !983)
!992 = !DILocation(line: 318, column: 32, scope: !950, inlinedAt: !988)
!993 = !DILocation(line: 322, column: 22, scope: !983)
!994 = distinct !DISubprogram(name: "isupper", scope: !3, file: !3, line: 323, type: !944, scopeLine: 323, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !995)
!995 = !{!996}
!996 = !DILocalVariable(name: "c", arg: 1, scope: !994, file: !3, line: 323, type: !14)
!997 = !DILocation(line: 0, scope: !994)
!998 = !DILocation(line: 0, scope: !950, inlinedAt: !999)
!999 = distinct !DILocation(line: 323, column: 29, scope: !994)
!1000 = !DILocation(line: 318, column: 42, scope: !950, inlinedAt: !999)
!1001 = !DILocation(line: 318, column: 55, scope: !950, inlinedAt: !999)
!1002 = !DILocation(line: 323, column: 36, scope: !994)
!1003 = !DILocation(line: 318, column: 32, scope: !950, inlinedAt: !999)
!1004 = !DILocation(line: 323, column: 22, scope: !994)
!1005 = distinct !DISubprogram(name: "islower", scope: !3, file: !3, line: 324, type: !944, scopeLine: 324, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1006)
!1006 = !{!1007}
!1007 = !DILocalVariable(name: "c", arg: 1, scope: !1005, file: !3, line: 324, type: !14)
!1008 = !DILocation(line: 0, scope: !1005)
!1009 = !DILocation(line: 0, scope: !950, inlinedAt: !1010)
!1010 = distinct !DILocation(line: 324, column: 29, scope: !1005)
!1011 = !DILocation(line: 318, column: 42, scope: !950, inlinedAt: !1010)
!1012 = !DILocation(line: 318, column: 55, scope: !950, inlinedAt: !1010)
!1013 = !DILocation(line: 324, column: 36, scope: !1005)
!1014 = !DILocation(line: 318, column: 32, scope: !950, inlinedAt: !1010)
!1015 = !DILocation(line: 324, column: 22, scope: !1005)
!1016 = distinct !DISubprogram(name: "isxdigit", scope: !3, file: !3, line: 325, type: !944, scopeLine: 325, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1017)
!1017 = !{!1018}
!1018 = !DILocalVariable(name: "c", arg: 1, scope: !1016, file: !3, line: 325, type: !14)
!1019 = !DILocation(line: 0, scope: !1016)
!1020 = !DILocation(line: 0, scope: !950, inlinedAt: !1021)
!1021 = distinct !DILocation(line: 325, column: 30, scope: !1016)
!1022 = !DILocation(line: 318, column: 42, scope: !950, inlinedAt: !1021)
!1023 = !DILocation(line: 318, column: 55, scope: !950, inlinedAt: !1021)
!1024 = !DILocation(line: 325, column: 37, scope: !1016)
!1025 = !DILocation(line: 318, column: 32, scope: !950, inlinedAt: !1021)
!1026 = !DILocation(line: 325, column: 23, scope: !1016)
!1027 = distinct !DISubprogram(name: "isprint", scope: !3, file: !3, line: 326, type: !944, scopeLine: 326, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1028)
!1028 = !{!1029}
!1029 = !DILocalVariable(name: "c", arg: 1, scope: !1027, file: !3, line: 326, type: !14)
!1030 = !DILocation(line: 0, scope: !1027)
!1031 = !DILocation(line: 0, scope: !950, inlinedAt: !1032)
!1032 = distinct !DILocation(line: 326, column: 29, scope: !1027)
!1033 = !DILocation(line: 318, column: 42, scope: !950, inlinedAt: !1032)
!1034 = !DILocation(line: 318, column: 55, scope: !950, inlinedAt: !1032)
!1035 = !DILocation(line: 326, column: 36, scope: !1027)
!1036 = !DILocation(line: 318, column: 32, scope: !950, inlinedAt: !1032)
!1037 = !DILocation(line: 326, column: 22, scope: !1027)
!1038 = distinct !DISubprogram(name: "isgraph", scope: !3, file: !3, line: 327, type: !944, scopeLine: 327, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1039)
!1039 = !{!1040}
!1040 = !DILocalVariable(name: "c", arg: 1, scope: !1038, file: !3, line: 327, type: !14)
!1041 = !DILocation(line: 0, scope: !1038)
!1042 = !DILocation(line: 0, scope: !950, inlinedAt: !1043)
!1043 = distinct !DILocation(line: 327, column: 29, scope: !1038)
!1044 = !DILocation(line: 318, column: 42, scope: !950, inlinedAt: !1043)
!1045 = !DILocation(line: 318, column: 55, scope: !950, inlinedAt: !1043)
!1046 = !DILocation(line: 327, column: 36, scope: !1038)
!1047 = !DILocation(line: 318, column: 32, scope: !950, inlinedAt: !1043)
!1048 = !DILocation(line: 327, column: 22, scope: !1038)
!1049 = distinct !DISubprogram(name: "ispunct", scope: !3, file: !3, line: 328, type: !944, scopeLine: 328, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1050)
!1050 = !{!1051}
!1051 = !DILocalVariable(name: "c", arg: 1, scope: !1049, file: !3, line: 328, type: !14)
!1052 = !DILocation(line: 0, scope: !1049)
!1053 = !DILocation(line: 0, scope: !950, inlinedAt: !1054)
!1054 = distinct !DILocation(line: 328, column: 29, scope: !1049)
!1055 = !DILocation(line: 318, column: 42, scope: !950, inlinedAt: !1054)
!1056 = !DILocation(line: 318, column: 55, scope: !950, inlinedAt: !1054)
!1057 = !DILocation(line: 328, column: 36, scope: !1049)
!1058 = !DILocation(line: 318, column: 32, scope: !950, inlinedAt: !1054)
!1059 = !DILocation(line: 328, column: 22, scope: !1049)
!1060 = distinct !DISubprogram(name: "iscntrl", scope: !3, file: !3, line: 329, type: !944, scopeLine: 329, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1061)
!1061 = !{!1062}
!1062 = !DILocalVariable(name: "c", arg: 1, scope: !1060, file: !3, line: 329, type: !14)
!1063 = !DILocation(line: 0, scope: !1060)
!1064 = !DILocation(line: 0, scope: !950, inlinedAt: !1065)
!1065 = distinct !DILocation(line: 329, column: 29, scope: !1060)
!1066 = !DILocation(line: 318, column: 42, scope: !950, inlinedAt: !1065)
!1067 = !DILocation(line: 318, column: 55, scope: !950, inlinedAt: !1065)
!1068 = !DILocation(line: 329, column: 36, scope: !1060)
!1069 = !DILocation(line: 318, column: 32, scope: !950, inlinedAt: !1065)
!1070 = !DILocation(line: 329, column: 22, scope: !1060)
!1071 = distinct !DISubprogram(name: "isblank", scope: !3, file: !3, line: 330, type: !944, scopeLine: 330, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1072)
!1072 = !{!1073}
!1073 = !DILocalVariable(name: "c", arg: 1, scope: !1071, file: !3, line: 330, type: !14)
!1074 = !DILocation(line: 0, scope: !1071)
!1075 = !DILocation(line: 0, scope: !950, inlinedAt: !1076)
!1076 = distinct !DILocation(line: 330, column: 29, scope: !1071)
!1077 = !DILocation(line: 318, column: 42, scope: !950, inlinedAt: !1076)
!1078 = !DILocation(line: 318, column: 55, scope: !950, inlinedAt: !1076)
!1079 = !DILocation(line: 330, column: 36, scope: !1071)
!1080 = !DILocation(line: 318, column: 32, scope: !950, inlinedAt: !1076)
!1081 = !DILocation(line: 330, column: 22, scope: !1071)
!1082 = distinct !DISubprogram(name: "tolower", scope: !3, file: !3, line: 331, type: !944, scopeLine: 331, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1083)
!1083 = !{!1084}
!1084 = !DILocalVariable(name: "c", arg: 1, scope: !1082, file: !3, line: 331, type: !14)
!1085 = !DILocation(line: 0, scope: !1082)
!1086 = !DILocation(line: 331, column: 39, scope: !1082)
!1087 = !DILocation(line: 331, column: 52, scope: !1082)
!1088 = !DILocation(line: 331, column: 29, scope: !1082)
!1089 = !DILocation(line: 331, column: 22, scope: !1082)
!1090 = distinct !DISubprogram(name: "toupper", scope: !3, file: !3, line: 332, type: !944, scopeLine: 332, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1091)
!1091 = !{!1092}
!1092 = !DILocalVariable(name: "c", arg: 1, scope: !1090, file: !3, line: 332, type: !14)
!1093 = !DILocation(line: 0, scope: !1090)
!1094 = !DILocation(line: 332, column: 39, scope: !1090)
!1095 = !DILocation(line: 332, column: 52, scope: !1090)
!1096 = !DILocation(line: 332, column: 29, scope: !1090)
!1097 = !DILocation(line: 332, column: 22, scope: !1090)
!1098 = distinct !DISubprogram(name: "abs", scope: !3, file: !3, line: 336, type: !944, scopeLine: 336, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1099)
!1099 = !{!1100}
!1100 = !DILocalVariable(name: "x", arg: 1, scope: !1098, file: !3, line: 336, type: !14)
!1101 = !DILocation(line: 0, scope: !1098)
!1102 = !DILocation(line: 336, column: 25, scope: !1098)
!1103 = !DILocation(line: 336, column: 18, scope: !1098)
!1104 = distinct !DISubprogram(name: "labs", scope: !3, file: !3, line: 337, type: !1105, scopeLine: 337, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1107)
!1105 = !DISubroutineType(types: !1106)
!1106 = !{!12, !12}
!1107 = !{!1108}
!1108 = !DILocalVariable(name: "x", arg: 1, scope: !1104, file: !3, line: 337, type: !12)
!1109 = !DILocation(line: 0, scope: !1104)
!1110 = !DILocation(line: 337, column: 28, scope: !1104)
!1111 = !DILocation(line: 337, column: 21, scope: !1104)
!1112 = distinct !DISubprogram(name: "llabs", scope: !3, file: !3, line: 338, type: !1113, scopeLine: 338, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1115)
!1113 = !DISubroutineType(types: !1114)
!1114 = !{!11, !11}
!1115 = !{!1116}
!1116 = !DILocalVariable(name: "x", arg: 1, scope: !1112, file: !3, line: 338, type: !11)
!1117 = !DILocation(line: 0, scope: !1112)
!1118 = !DILocation(line: 338, column: 39, scope: !1112)
!1119 = !DILocation(line: 338, column: 32, scope: !1112)
!1120 = distinct !DISubprogram(name: "getenv", scope: !3, file: !3, line: 340, type: !885, scopeLine: 340, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1121)
!1121 = !{!1122}
!1122 = !DILocalVariable(name: "name", arg: 1, scope: !1120, file: !3, line: 340, type: !17)
!1123 = !DILocation(line: 0, scope: !1120)
!1124 = !DILocation(line: 342, column: 3, scope: !1120)
!1125 = distinct !DISubprogram(name: "strtoll", scope: !3, file: !3, line: 424, type: !1126, scopeLine: 424, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1128)
!1126 = !DISubroutineType(types: !1127)
!1127 = !{!11, !17, !776, !14}
!1128 = !{!1129, !1130, !1131, !1132, !1133}
!1129 = !DILocalVariable(name: "nptr", arg: 1, scope: !1125, file: !3, line: 424, type: !17)
!1130 = !DILocalVariable(name: "endptr", arg: 2, scope: !1125, file: !3, line: 424, type: !776)
!1131 = !DILocalVariable(name: "base", arg: 3, scope: !1125, file: !3, line: 424, type: !14)
!1132 = !DILocalVariable(name: "neg", scope: !1125, file: !3, line: 425, type: !14)
!1133 = !DILocalVariable(name: "v", scope: !1125, file: !3, line: 426, type: !21)
!1134 = distinct !DIAssignID()
!1135 = !DILocation(line: 0, scope: !1125)
!1136 = !DILocation(line: 425, column: 3, scope: !1125)
!1137 = !DILocation(line: 425, column: 7, scope: !1125)
!1138 = distinct !DIAssignID()
!1139 = !DILocation(line: 426, column: 26, scope: !1125)
!1140 = !DILocation(line: 428, column: 10, scope: !1125)
!1141 = !DILocation(line: 429, column: 1, scope: !1125)
!1142 = !DILocation(line: 428, column: 3, scope: !1125)
!1143 = distinct !DISubprogram(name: "strto_common", scope: !3, file: !3, line: 386, type: !1144, scopeLine: 388, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1146)
!1144 = !DISubroutineType(types: !1145)
!1145 = !{!21, !17, !776, !14, !14, !21, !11, !11, !256}
!1146 = !{!1147, !1148, !1149, !1150, !1151, !1152, !1153, !1154, !1155, !1156, !1157, !1158, !1159, !1160, !1161}
!1147 = !DILocalVariable(name: "nptr", arg: 1, scope: !1143, file: !3, line: 386, type: !17)
!1148 = !DILocalVariable(name: "endptr", arg: 2, scope: !1143, file: !3, line: 386, type: !776)
!1149 = !DILocalVariable(name: "base", arg: 3, scope: !1143, file: !3, line: 386, type: !14)
!1150 = !DILocalVariable(name: "is_signed", arg: 4, scope: !1143, file: !3, line: 386, type: !14)
!1151 = !DILocalVariable(name: "umax", arg: 5, scope: !1143, file: !3, line: 387, type: !21)
!1152 = !DILocalVariable(name: "smin", arg: 6, scope: !1143, file: !3, line: 387, type: !11)
!1153 = !DILocalVariable(name: "smax", arg: 7, scope: !1143, file: !3, line: 387, type: !11)
!1154 = !DILocalVariable(name: "neg_out", arg: 8, scope: !1143, file: !3, line: 388, type: !256)
!1155 = !DILocalVariable(name: "s", scope: !1143, file: !3, line: 389, type: !17)
!1156 = !DILocalVariable(name: "neg", scope: !1143, file: !3, line: 392, type: !14)
!1157 = !DILocalVariable(name: "limit", scope: !1143, file: !3, line: 403, type: !21)
!1158 = !DILocalVariable(name: "end", scope: !1143, file: !3, line: 408, type: !17)
!1159 = !DILocalVariable(name: "overflow", scope: !1143, file: !3, line: 409, type: !14)
!1160 = !DILocalVariable(name: "any", scope: !1143, file: !3, line: 409, type: !14)
!1161 = !DILocalVariable(name: "v", scope: !1143, file: !3, line: 410, type: !21)
!1162 = !DILocation(line: 0, scope: !1143)
!1163 = !DILocation(line: 390, column: 3, scope: !1143)
!1164 = !DILocation(line: 390, column: 33, scope: !1143)
!1165 = !DILocation(line: 390, column: 18, scope: !1143)
!1166 = !DILocation(line: 0, scope: !983, inlinedAt: !1167)
!1167 = distinct !DILocation(line: 390, column: 10, scope: !1143)
!1168 = !DILocation(line: 0, scope: !950, inlinedAt: !1169)
!1169 = distinct !DILocation(line: 322, column: 29, scope: !983, inlinedAt: !1167)
!1170 = !DILocation(line: 318, column: 55, scope: !950, inlinedAt: !1169)
!1171 = !DILocation(line: 322, column: 36, scope: !983, inlinedAt: !1167)
!1172 = !DILocation(line: 391, column: 6, scope: !1143)
!1173 = distinct !{!1173, !1163, !1172, !297}
!1174 = !DILocation(line: 393, column: 17, scope: !1175)
!1175 = distinct !DILexicalBlock(scope: !1143, file: !3, line: 393, column: 7)
!1176 = !DILocation(line: 394, column: 14, scope: !1177)
!1177 = distinct !DILexicalBlock(scope: !1175, file: !3, line: 393, column: 31)
!1178 = !DILocation(line: 396, column: 3, scope: !1177)
!1179 = !DILocation(line: 397, column: 16, scope: !1180)
!1180 = distinct !DILexicalBlock(scope: !1143, file: !3, line: 397, column: 7)
!1181 = !DILocation(line: 398, column: 5, scope: !1182)
!1182 = distinct !DILexicalBlock(scope: !1180, file: !3, line: 397, column: 43)
!1183 = !DILocation(line: 398, column: 18, scope: !1182)
!1184 = !DILocation(line: 399, column: 9, scope: !1185)
!1185 = distinct !DILexicalBlock(scope: !1182, file: !3, line: 399, column: 9)
!1186 = !DILocation(line: 399, column: 9, scope: !1182)
!1187 = !DILocation(line: 400, column: 15, scope: !1185)
!1188 = !DILocation(line: 400, column: 7, scope: !1185)
!1189 = !DILocation(line: 404, column: 7, scope: !1190)
!1190 = distinct !DILexicalBlock(scope: !1143, file: !3, line: 404, column: 7)
!1191 = !DILocation(line: 404, column: 7, scope: !1143)
!1192 = !DILocalVariable(name: "s", arg: 1, scope: !1193, file: !3, line: 347, type: !17)
!1193 = distinct !DISubprogram(name: "parse_digits", scope: !3, file: !3, line: 347, type: !1194, scopeLine: 348, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1197)
!1194 = !DISubroutineType(types: !1195)
!1195 = !{!21, !17, !1196, !256, !21, !256, !256}
!1196 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 32)
!1197 = !{!1192, !1198, !1199, !1200, !1201, !1202, !1203, !1204, !1205, !1209}
!1198 = !DILocalVariable(name: "end", arg: 2, scope: !1193, file: !3, line: 347, type: !1196)
!1199 = !DILocalVariable(name: "base", arg: 3, scope: !1193, file: !3, line: 347, type: !256)
!1200 = !DILocalVariable(name: "limit", arg: 4, scope: !1193, file: !3, line: 348, type: !21)
!1201 = !DILocalVariable(name: "overflow", arg: 5, scope: !1193, file: !3, line: 348, type: !256)
!1202 = !DILocalVariable(name: "any", arg: 6, scope: !1193, file: !3, line: 348, type: !256)
!1203 = !DILocalVariable(name: "b", scope: !1193, file: !3, line: 349, type: !14)
!1204 = !DILocalVariable(name: "v", scope: !1193, file: !3, line: 358, type: !21)
!1205 = !DILocalVariable(name: "d", scope: !1206, file: !3, line: 362, type: !14)
!1206 = distinct !DILexicalBlock(scope: !1207, file: !3, line: 361, column: 16)
!1207 = distinct !DILexicalBlock(scope: !1208, file: !3, line: 361, column: 3)
!1208 = distinct !DILexicalBlock(scope: !1193, file: !3, line: 361, column: 3)
!1209 = !DILocalVariable(name: "c", scope: !1206, file: !3, line: 363, type: !7)
!1210 = !DILocation(line: 0, scope: !1193, inlinedAt: !1211)
!1211 = distinct !DILocation(line: 410, column: 26, scope: !1143)
!1212 = !DILocation(line: 350, column: 10, scope: !1213, inlinedAt: !1211)
!1213 = distinct !DILexicalBlock(scope: !1193, file: !3, line: 350, column: 7)
!1214 = !DILocation(line: 350, column: 15, scope: !1213, inlinedAt: !1211)
!1215 = !DILocation(line: 350, column: 30, scope: !1213, inlinedAt: !1211)
!1216 = !DILocation(line: 350, column: 35, scope: !1213, inlinedAt: !1211)
!1217 = !DILocation(line: 350, column: 42, scope: !1213, inlinedAt: !1211)
!1218 = !DILocation(line: 350, column: 46, scope: !1213, inlinedAt: !1211)
!1219 = !DILocation(line: 350, column: 58, scope: !1213, inlinedAt: !1211)
!1220 = !DILocation(line: 351, column: 32, scope: !1213, inlinedAt: !1211)
!1221 = !DILocation(line: 351, column: 17, scope: !1213, inlinedAt: !1211)
!1222 = !DILocation(line: 0, scope: !1016, inlinedAt: !1223)
!1223 = distinct !DILocation(line: 351, column: 8, scope: !1213, inlinedAt: !1211)
!1224 = !DILocation(line: 0, scope: !950, inlinedAt: !1225)
!1225 = distinct !DILocation(line: 325, column: 30, scope: !1016, inlinedAt: !1223)
!1226 = !DILocation(line: 318, column: 55, scope: !950, inlinedAt: !1225)
!1227 = !DILocation(line: 325, column: 37, scope: !1016, inlinedAt: !1223)
!1228 = !DILocation(line: 351, column: 8, scope: !1213, inlinedAt: !1211)
!1229 = !DILocation(line: 350, column: 7, scope: !1193, inlinedAt: !1211)
!1230 = !DILocation(line: 354, column: 14, scope: !1213, inlinedAt: !1211)
!1231 = !DILocation(line: 355, column: 9, scope: !1232, inlinedAt: !1211)
!1232 = distinct !DILexicalBlock(scope: !1233, file: !3, line: 354, column: 22)
!1233 = distinct !DILexicalBlock(scope: !1213, file: !3, line: 354, column: 14)
!1234 = !DILocation(line: 356, column: 3, scope: !1232, inlinedAt: !1211)
!1235 = !DILocation(line: 363, column: 38, scope: !1206, inlinedAt: !1211)
!1236 = !DILocation(line: 0, scope: !1206, inlinedAt: !1211)
!1237 = !DILocation(line: 364, column: 17, scope: !1238, inlinedAt: !1211)
!1238 = distinct !DILexicalBlock(scope: !1206, file: !3, line: 364, column: 9)
!1239 = !DILocation(line: 0, scope: !961, inlinedAt: !1240)
!1240 = distinct !DILocation(line: 364, column: 9, scope: !1238, inlinedAt: !1211)
!1241 = !DILocation(line: 0, scope: !950, inlinedAt: !1242)
!1242 = distinct !DILocation(line: 320, column: 29, scope: !961, inlinedAt: !1240)
!1243 = !DILocation(line: 318, column: 55, scope: !950, inlinedAt: !1242)
!1244 = !DILocation(line: 320, column: 36, scope: !961, inlinedAt: !1240)
!1245 = !DILocation(line: 364, column: 9, scope: !1238, inlinedAt: !1211)
!1246 = !DILocation(line: 364, column: 9, scope: !1206, inlinedAt: !1211)
!1247 = !DILocation(line: 365, column: 13, scope: !1238, inlinedAt: !1211)
!1248 = !DILocation(line: 365, column: 7, scope: !1238, inlinedAt: !1211)
!1249 = !DILocation(line: 0, scope: !943, inlinedAt: !1250)
!1250 = distinct !DILocation(line: 366, column: 14, scope: !1251, inlinedAt: !1211)
!1251 = distinct !DILexicalBlock(scope: !1238, file: !3, line: 366, column: 14)
!1252 = !DILocation(line: 0, scope: !950, inlinedAt: !1253)
!1253 = distinct !DILocation(line: 319, column: 29, scope: !943, inlinedAt: !1250)
!1254 = !DILocation(line: 319, column: 36, scope: !943, inlinedAt: !1250)
!1255 = !DILocation(line: 366, column: 14, scope: !1251, inlinedAt: !1211)
!1256 = !DILocation(line: 366, column: 14, scope: !1238, inlinedAt: !1211)
!1257 = !DILocation(line: 0, scope: !1082, inlinedAt: !1258)
!1258 = distinct !DILocation(line: 367, column: 11, scope: !1251, inlinedAt: !1211)
!1259 = !DILocation(line: 331, column: 52, scope: !1082, inlinedAt: !1258)
!1260 = !DILocation(line: 367, column: 28, scope: !1251, inlinedAt: !1211)
!1261 = !DILocation(line: 0, scope: !1238, inlinedAt: !1211)
!1262 = !DILocation(line: 370, column: 11, scope: !1263, inlinedAt: !1211)
!1263 = distinct !DILexicalBlock(scope: !1206, file: !3, line: 370, column: 9)
!1264 = !DILocation(line: 370, column: 9, scope: !1206, inlinedAt: !1211)
!1265 = !DILocation(line: 375, column: 22, scope: !1266, inlinedAt: !1211)
!1266 = distinct !DILexicalBlock(scope: !1206, file: !3, line: 375, column: 9)
!1267 = !DILocation(line: 361, column: 3, scope: !1193, inlinedAt: !1211)
!1268 = !DILocation(line: 361, column: 3, scope: !1208, inlinedAt: !1211)
!1269 = !DILocation(line: 373, column: 9, scope: !1206, inlinedAt: !1211)
!1270 = distinct !{!1270, !1268, !1271, !1272}
!1271 = !DILocation(line: 381, column: 3, scope: !1208, inlinedAt: !1211)
!1272 = !{!"llvm.loop.peeled.count", i32 1}
!1273 = !DILocation(line: 375, column: 20, scope: !1266, inlinedAt: !1211)
!1274 = !DILocation(line: 375, column: 45, scope: !1266, inlinedAt: !1211)
!1275 = !DILocation(line: 375, column: 11, scope: !1266, inlinedAt: !1211)
!1276 = !DILocation(line: 375, column: 9, scope: !1206, inlinedAt: !1211)
!1277 = !DILocation(line: 412, column: 9, scope: !1278)
!1278 = distinct !DILexicalBlock(scope: !1279, file: !3, line: 412, column: 9)
!1279 = distinct !DILexicalBlock(scope: !1280, file: !3, line: 411, column: 13)
!1280 = distinct !DILexicalBlock(scope: !1143, file: !3, line: 411, column: 7)
!1281 = !DILocation(line: 412, column: 9, scope: !1279)
!1282 = !DILocation(line: 413, column: 15, scope: !1278)
!1283 = !DILocation(line: 413, column: 7, scope: !1278)
!1284 = !DILocation(line: 418, column: 7, scope: !1285)
!1285 = distinct !DILexicalBlock(scope: !1143, file: !3, line: 418, column: 7)
!1286 = !DILocation(line: 416, column: 7, scope: !1287)
!1287 = distinct !DILexicalBlock(scope: !1143, file: !3, line: 416, column: 7)
!1288 = !DILocation(line: 416, column: 7, scope: !1143)
!1289 = !DILocation(line: 417, column: 13, scope: !1287)
!1290 = !DILocation(line: 417, column: 5, scope: !1287)
!1291 = !DILocation(line: 418, column: 7, scope: !1143)
!1292 = !DILocation(line: 419, column: 5, scope: !1285)
!1293 = !DILocation(line: 419, column: 18, scope: !1285)
!1294 = !DILocation(line: 420, column: 12, scope: !1143)
!1295 = !DILocation(line: 421, column: 3, scope: !1143)
!1296 = !DILocation(line: 422, column: 1, scope: !1143)
!1297 = distinct !DISubprogram(name: "strtoull", scope: !3, file: !3, line: 431, type: !1298, scopeLine: 431, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1300)
!1298 = !DISubroutineType(types: !1299)
!1299 = !{!21, !17, !776, !14}
!1300 = !{!1301, !1302, !1303, !1304, !1305}
!1301 = !DILocalVariable(name: "nptr", arg: 1, scope: !1297, file: !3, line: 431, type: !17)
!1302 = !DILocalVariable(name: "endptr", arg: 2, scope: !1297, file: !3, line: 431, type: !776)
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
!1317 = !{!12, !17, !776, !14}
!1318 = !{!1319, !1320, !1321, !1322, !1323, !1324}
!1319 = !DILocalVariable(name: "nptr", arg: 1, scope: !1315, file: !3, line: 437, type: !17)
!1320 = !DILocalVariable(name: "endptr", arg: 2, scope: !1315, file: !3, line: 437, type: !776)
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
!1336 = !{!13, !17, !776, !14}
!1337 = !{!1338, !1339, !1340, !1341, !1342}
!1338 = !DILocalVariable(name: "nptr", arg: 1, scope: !1334, file: !3, line: 444, type: !17)
!1339 = !DILocalVariable(name: "endptr", arg: 2, scope: !1334, file: !3, line: 444, type: !776)
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
!1360 = !DILocation(line: 0, scope: !1143, inlinedAt: !1361)
!1361 = distinct !DILocation(line: 440, column: 26, scope: !1315, inlinedAt: !1359)
!1362 = !DILocation(line: 390, column: 3, scope: !1143, inlinedAt: !1361)
!1363 = !DILocation(line: 390, column: 33, scope: !1143, inlinedAt: !1361)
!1364 = !DILocation(line: 390, column: 18, scope: !1143, inlinedAt: !1361)
!1365 = !DILocation(line: 0, scope: !983, inlinedAt: !1366)
!1366 = distinct !DILocation(line: 390, column: 10, scope: !1143, inlinedAt: !1361)
!1367 = !DILocation(line: 0, scope: !950, inlinedAt: !1368)
!1368 = distinct !DILocation(line: 322, column: 29, scope: !983, inlinedAt: !1366)
!1369 = !DILocation(line: 318, column: 55, scope: !950, inlinedAt: !1368)
!1370 = !DILocation(line: 322, column: 36, scope: !983, inlinedAt: !1366)
!1371 = !DILocation(line: 391, column: 6, scope: !1143, inlinedAt: !1361)
!1372 = distinct !{!1372, !1362, !1371, !297}
!1373 = !DILocation(line: 393, column: 17, scope: !1175, inlinedAt: !1361)
!1374 = !DILocation(line: 394, column: 14, scope: !1177, inlinedAt: !1361)
!1375 = !DILocation(line: 404, column: 7, scope: !1143, inlinedAt: !1361)
!1376 = !DILocation(line: 363, column: 38, scope: !1206, inlinedAt: !1377)
!1377 = distinct !DILocation(line: 410, column: 26, scope: !1143, inlinedAt: !1361)
!1378 = !DILocation(line: 318, column: 55, scope: !950, inlinedAt: !1379)
!1379 = distinct !DILocation(line: 320, column: 29, scope: !961, inlinedAt: !1380)
!1380 = distinct !DILocation(line: 364, column: 9, scope: !1238, inlinedAt: !1377)
!1381 = !DILocation(line: 364, column: 17, scope: !1238, inlinedAt: !1377)
!1382 = !DILocation(line: 0, scope: !1193, inlinedAt: !1377)
!1383 = !DILocation(line: 0, scope: !1206, inlinedAt: !1377)
!1384 = !DILocation(line: 0, scope: !961, inlinedAt: !1380)
!1385 = !DILocation(line: 0, scope: !950, inlinedAt: !1379)
!1386 = !DILocation(line: 320, column: 36, scope: !961, inlinedAt: !1380)
!1387 = !DILocation(line: 364, column: 9, scope: !1238, inlinedAt: !1377)
!1388 = !DILocation(line: 364, column: 9, scope: !1206, inlinedAt: !1377)
!1389 = !DILocation(line: 365, column: 13, scope: !1238, inlinedAt: !1377)
!1390 = !DILocation(line: 365, column: 7, scope: !1238, inlinedAt: !1377)
!1391 = !DILocation(line: 0, scope: !943, inlinedAt: !1392)
!1392 = distinct !DILocation(line: 366, column: 14, scope: !1251, inlinedAt: !1377)
!1393 = !DILocation(line: 0, scope: !950, inlinedAt: !1394)
!1394 = distinct !DILocation(line: 319, column: 29, scope: !943, inlinedAt: !1392)
!1395 = !DILocation(line: 319, column: 36, scope: !943, inlinedAt: !1392)
!1396 = !DILocation(line: 366, column: 14, scope: !1251, inlinedAt: !1377)
!1397 = !DILocation(line: 366, column: 14, scope: !1238, inlinedAt: !1377)
!1398 = !DILocation(line: 0, scope: !1082, inlinedAt: !1399)
!1399 = distinct !DILocation(line: 367, column: 11, scope: !1251, inlinedAt: !1377)
!1400 = !DILocation(line: 331, column: 52, scope: !1082, inlinedAt: !1399)
!1401 = !DILocation(line: 367, column: 28, scope: !1251, inlinedAt: !1377)
!1402 = !DILocation(line: 0, scope: !1238, inlinedAt: !1377)
!1403 = !DILocation(line: 370, column: 11, scope: !1263, inlinedAt: !1377)
!1404 = !DILocation(line: 370, column: 9, scope: !1206, inlinedAt: !1377)
!1405 = !DILocation(line: 375, column: 22, scope: !1266, inlinedAt: !1377)
!1406 = !DILocation(line: 361, column: 3, scope: !1193, inlinedAt: !1377)
!1407 = !DILocation(line: 361, column: 3, scope: !1208, inlinedAt: !1377)
!1408 = !DILocation(line: 373, column: 9, scope: !1206, inlinedAt: !1377)
!1409 = distinct !{!1409, !1407, !1410, !1272}
!1410 = !DILocation(line: 381, column: 3, scope: !1208, inlinedAt: !1377)
!1411 = !DILocation(line: 375, column: 20, scope: !1266, inlinedAt: !1377)
!1412 = !DILocation(line: 375, column: 45, scope: !1266, inlinedAt: !1377)
!1413 = !DILocation(line: 375, column: 11, scope: !1266, inlinedAt: !1377)
!1414 = !DILocation(line: 375, column: 9, scope: !1206, inlinedAt: !1377)
!1415 = !DILocation(line: 418, column: 7, scope: !1285, inlinedAt: !1361)
!1416 = !DILocation(line: 418, column: 7, scope: !1143, inlinedAt: !1361)
!1417 = !DILocation(line: 419, column: 5, scope: !1285, inlinedAt: !1361)
!1418 = !DILocation(line: 419, column: 18, scope: !1285, inlinedAt: !1361)
!1419 = !DILocation(line: 441, column: 10, scope: !1315, inlinedAt: !1359)
!1420 = !DILocation(line: 450, column: 27, scope: !1352)
!1421 = distinct !DISubprogram(name: "atol", scope: !3, file: !3, line: 451, type: !1422, scopeLine: 451, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1424)
!1422 = !DISubroutineType(types: !1423)
!1423 = !{!12, !17}
!1424 = !{!1425}
!1425 = !DILocalVariable(name: "s", arg: 1, scope: !1421, file: !3, line: 451, type: !17)
!1426 = !DILocation(line: 0, scope: !1421)
!1427 = !DILocation(line: 0, scope: !1315, inlinedAt: !1428)
!1428 = distinct !DILocation(line: 451, column: 35, scope: !1421)
!1429 = !DILocation(line: 0, scope: !1143, inlinedAt: !1430)
!1430 = distinct !DILocation(line: 440, column: 26, scope: !1315, inlinedAt: !1428)
!1431 = !DILocation(line: 390, column: 3, scope: !1143, inlinedAt: !1430)
!1432 = !DILocation(line: 390, column: 33, scope: !1143, inlinedAt: !1430)
!1433 = !DILocation(line: 390, column: 18, scope: !1143, inlinedAt: !1430)
!1434 = !DILocation(line: 0, scope: !983, inlinedAt: !1435)
!1435 = distinct !DILocation(line: 390, column: 10, scope: !1143, inlinedAt: !1430)
!1436 = !DILocation(line: 0, scope: !950, inlinedAt: !1437)
!1437 = distinct !DILocation(line: 322, column: 29, scope: !983, inlinedAt: !1435)
!1438 = !DILocation(line: 318, column: 55, scope: !950, inlinedAt: !1437)
!1439 = !DILocation(line: 322, column: 36, scope: !983, inlinedAt: !1435)
!1440 = !DILocation(line: 391, column: 6, scope: !1143, inlinedAt: !1430)
!1441 = distinct !{!1441, !1431, !1440, !297}
!1442 = !DILocation(line: 393, column: 17, scope: !1175, inlinedAt: !1430)
!1443 = !DILocation(line: 394, column: 14, scope: !1177, inlinedAt: !1430)
!1444 = !DILocation(line: 404, column: 7, scope: !1143, inlinedAt: !1430)
!1445 = !DILocation(line: 363, column: 38, scope: !1206, inlinedAt: !1446)
!1446 = distinct !DILocation(line: 410, column: 26, scope: !1143, inlinedAt: !1430)
!1447 = !DILocation(line: 318, column: 55, scope: !950, inlinedAt: !1448)
!1448 = distinct !DILocation(line: 320, column: 29, scope: !961, inlinedAt: !1449)
!1449 = distinct !DILocation(line: 364, column: 9, scope: !1238, inlinedAt: !1446)
!1450 = !DILocation(line: 364, column: 17, scope: !1238, inlinedAt: !1446)
!1451 = !DILocation(line: 0, scope: !1193, inlinedAt: !1446)
!1452 = !DILocation(line: 0, scope: !1206, inlinedAt: !1446)
!1453 = !DILocation(line: 0, scope: !961, inlinedAt: !1449)
!1454 = !DILocation(line: 0, scope: !950, inlinedAt: !1448)
!1455 = !DILocation(line: 320, column: 36, scope: !961, inlinedAt: !1449)
!1456 = !DILocation(line: 364, column: 9, scope: !1238, inlinedAt: !1446)
!1457 = !DILocation(line: 364, column: 9, scope: !1206, inlinedAt: !1446)
!1458 = !DILocation(line: 365, column: 13, scope: !1238, inlinedAt: !1446)
!1459 = !DILocation(line: 365, column: 7, scope: !1238, inlinedAt: !1446)
!1460 = !DILocation(line: 0, scope: !943, inlinedAt: !1461)
!1461 = distinct !DILocation(line: 366, column: 14, scope: !1251, inlinedAt: !1446)
!1462 = !DILocation(line: 0, scope: !950, inlinedAt: !1463)
!1463 = distinct !DILocation(line: 319, column: 29, scope: !943, inlinedAt: !1461)
!1464 = !DILocation(line: 319, column: 36, scope: !943, inlinedAt: !1461)
!1465 = !DILocation(line: 366, column: 14, scope: !1251, inlinedAt: !1446)
!1466 = !DILocation(line: 366, column: 14, scope: !1238, inlinedAt: !1446)
!1467 = !DILocation(line: 0, scope: !1082, inlinedAt: !1468)
!1468 = distinct !DILocation(line: 367, column: 11, scope: !1251, inlinedAt: !1446)
!1469 = !DILocation(line: 331, column: 52, scope: !1082, inlinedAt: !1468)
!1470 = !DILocation(line: 367, column: 28, scope: !1251, inlinedAt: !1446)
!1471 = !DILocation(line: 0, scope: !1238, inlinedAt: !1446)
!1472 = !DILocation(line: 370, column: 11, scope: !1263, inlinedAt: !1446)
!1473 = !DILocation(line: 370, column: 9, scope: !1206, inlinedAt: !1446)
!1474 = !DILocation(line: 375, column: 22, scope: !1266, inlinedAt: !1446)
!1475 = !DILocation(line: 361, column: 3, scope: !1193, inlinedAt: !1446)
!1476 = !DILocation(line: 361, column: 3, scope: !1208, inlinedAt: !1446)
!1477 = !DILocation(line: 373, column: 9, scope: !1206, inlinedAt: !1446)
!1478 = distinct !{!1478, !1476, !1479, !1272}
!1479 = !DILocation(line: 381, column: 3, scope: !1208, inlinedAt: !1446)
!1480 = !DILocation(line: 375, column: 20, scope: !1266, inlinedAt: !1446)
!1481 = !DILocation(line: 375, column: 45, scope: !1266, inlinedAt: !1446)
!1482 = !DILocation(line: 375, column: 11, scope: !1266, inlinedAt: !1446)
!1483 = !DILocation(line: 375, column: 9, scope: !1206, inlinedAt: !1446)
!1484 = !DILocation(line: 418, column: 7, scope: !1285, inlinedAt: !1430)
!1485 = !DILocation(line: 418, column: 7, scope: !1143, inlinedAt: !1430)
!1486 = !DILocation(line: 419, column: 5, scope: !1285, inlinedAt: !1430)
!1487 = !DILocation(line: 419, column: 18, scope: !1285, inlinedAt: !1430)
!1488 = !DILocation(line: 441, column: 10, scope: !1315, inlinedAt: !1428)
!1489 = !DILocation(line: 451, column: 28, scope: !1421)
!1490 = distinct !DISubprogram(name: "atoll", scope: !3, file: !3, line: 452, type: !1491, scopeLine: 452, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1493)
!1491 = !DISubroutineType(types: !1492)
!1492 = !{!11, !17}
!1493 = !{!1494}
!1494 = !DILocalVariable(name: "s", arg: 1, scope: !1490, file: !3, line: 452, type: !17)
!1495 = !DILocation(line: 0, scope: !1490)
!1496 = !DILocation(line: 0, scope: !1125, inlinedAt: !1497)
!1497 = distinct !DILocation(line: 452, column: 41, scope: !1490)
!1498 = !DILocation(line: 0, scope: !1143, inlinedAt: !1499)
!1499 = distinct !DILocation(line: 426, column: 26, scope: !1125, inlinedAt: !1497)
!1500 = !DILocation(line: 390, column: 3, scope: !1143, inlinedAt: !1499)
!1501 = !DILocation(line: 390, column: 33, scope: !1143, inlinedAt: !1499)
!1502 = !DILocation(line: 390, column: 18, scope: !1143, inlinedAt: !1499)
!1503 = !DILocation(line: 0, scope: !983, inlinedAt: !1504)
!1504 = distinct !DILocation(line: 390, column: 10, scope: !1143, inlinedAt: !1499)
!1505 = !DILocation(line: 0, scope: !950, inlinedAt: !1506)
!1506 = distinct !DILocation(line: 322, column: 29, scope: !983, inlinedAt: !1504)
!1507 = !DILocation(line: 318, column: 55, scope: !950, inlinedAt: !1506)
!1508 = !DILocation(line: 322, column: 36, scope: !983, inlinedAt: !1504)
!1509 = !DILocation(line: 391, column: 6, scope: !1143, inlinedAt: !1499)
!1510 = distinct !{!1510, !1500, !1509, !297}
!1511 = !DILocation(line: 393, column: 17, scope: !1175, inlinedAt: !1499)
!1512 = !DILocation(line: 394, column: 14, scope: !1177, inlinedAt: !1499)
!1513 = !DILocation(line: 404, column: 7, scope: !1143, inlinedAt: !1499)
!1514 = !DILocation(line: 363, column: 38, scope: !1206, inlinedAt: !1515)
!1515 = distinct !DILocation(line: 410, column: 26, scope: !1143, inlinedAt: !1499)
!1516 = !DILocation(line: 318, column: 55, scope: !950, inlinedAt: !1517)
!1517 = distinct !DILocation(line: 320, column: 29, scope: !961, inlinedAt: !1518)
!1518 = distinct !DILocation(line: 364, column: 9, scope: !1238, inlinedAt: !1515)
!1519 = !DILocation(line: 364, column: 17, scope: !1238, inlinedAt: !1515)
!1520 = !DILocation(line: 0, scope: !1193, inlinedAt: !1515)
!1521 = !DILocation(line: 0, scope: !1206, inlinedAt: !1515)
!1522 = !DILocation(line: 0, scope: !961, inlinedAt: !1518)
!1523 = !DILocation(line: 0, scope: !950, inlinedAt: !1517)
!1524 = !DILocation(line: 320, column: 36, scope: !961, inlinedAt: !1518)
!1525 = !DILocation(line: 364, column: 9, scope: !1238, inlinedAt: !1515)
!1526 = !DILocation(line: 364, column: 9, scope: !1206, inlinedAt: !1515)
!1527 = !DILocation(line: 365, column: 13, scope: !1238, inlinedAt: !1515)
!1528 = !DILocation(line: 365, column: 7, scope: !1238, inlinedAt: !1515)
!1529 = !DILocation(line: 0, scope: !943, inlinedAt: !1530)
!1530 = distinct !DILocation(line: 366, column: 14, scope: !1251, inlinedAt: !1515)
!1531 = !DILocation(line: 0, scope: !950, inlinedAt: !1532)
!1532 = distinct !DILocation(line: 319, column: 29, scope: !943, inlinedAt: !1530)
!1533 = !DILocation(line: 319, column: 36, scope: !943, inlinedAt: !1530)
!1534 = !DILocation(line: 366, column: 14, scope: !1251, inlinedAt: !1515)
!1535 = !DILocation(line: 366, column: 14, scope: !1238, inlinedAt: !1515)
!1536 = !DILocation(line: 0, scope: !1082, inlinedAt: !1537)
!1537 = distinct !DILocation(line: 367, column: 11, scope: !1251, inlinedAt: !1515)
!1538 = !DILocation(line: 331, column: 52, scope: !1082, inlinedAt: !1537)
!1539 = !DILocation(line: 367, column: 28, scope: !1251, inlinedAt: !1515)
!1540 = !DILocation(line: 0, scope: !1238, inlinedAt: !1515)
!1541 = !DILocation(line: 370, column: 11, scope: !1263, inlinedAt: !1515)
!1542 = !DILocation(line: 370, column: 9, scope: !1206, inlinedAt: !1515)
!1543 = !DILocation(line: 375, column: 22, scope: !1266, inlinedAt: !1515)
!1544 = !DILocation(line: 361, column: 3, scope: !1193, inlinedAt: !1515)
!1545 = !DILocation(line: 361, column: 3, scope: !1208, inlinedAt: !1515)
!1546 = !DILocation(line: 373, column: 9, scope: !1206, inlinedAt: !1515)
!1547 = distinct !{!1547, !1545, !1548, !1272}
!1548 = !DILocation(line: 381, column: 3, scope: !1208, inlinedAt: !1515)
!1549 = !DILocation(line: 375, column: 20, scope: !1266, inlinedAt: !1515)
!1550 = !DILocation(line: 375, column: 45, scope: !1266, inlinedAt: !1515)
!1551 = !DILocation(line: 375, column: 11, scope: !1266, inlinedAt: !1515)
!1552 = !DILocation(line: 375, column: 9, scope: !1206, inlinedAt: !1515)
!1553 = !DILocation(line: 418, column: 7, scope: !1285, inlinedAt: !1499)
!1554 = !DILocation(line: 418, column: 7, scope: !1143, inlinedAt: !1499)
!1555 = !DILocation(line: 419, column: 5, scope: !1285, inlinedAt: !1499)
!1556 = !DILocation(line: 419, column: 18, scope: !1285, inlinedAt: !1499)
!1557 = !DILocation(line: 428, column: 10, scope: !1125, inlinedAt: !1497)
!1558 = !DILocation(line: 452, column: 34, scope: !1490)
!1559 = distinct !DISubprogram(name: "srand", scope: !3, file: !3, line: 458, type: !1560, scopeLine: 458, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1562)
!1560 = !DISubroutineType(types: !1561)
!1561 = !{null, !16}
!1562 = !{!1563, !1564, !1565, !1567, !1570, !1571}
!1563 = !DILocalVariable(name: "seed", arg: 1, scope: !1559, file: !3, line: 458, type: !16)
!1564 = !DILocalVariable(name: "word", scope: !1559, file: !3, line: 459, type: !15)
!1565 = !DILocalVariable(name: "i", scope: !1566, file: !3, line: 461, type: !14)
!1566 = distinct !DILexicalBlock(scope: !1559, file: !3, line: 461, column: 3)
!1567 = !DILocalVariable(name: "hi", scope: !1568, file: !3, line: 463, type: !12)
!1568 = distinct !DILexicalBlock(scope: !1569, file: !3, line: 461, column: 32)
!1569 = distinct !DILexicalBlock(scope: !1566, file: !3, line: 461, column: 3)
!1570 = !DILocalVariable(name: "lo", scope: !1568, file: !3, line: 464, type: !12)
!1571 = !DILocalVariable(name: "i", scope: !1572, file: !3, line: 473, type: !14)
!1572 = distinct !DILexicalBlock(scope: !1559, file: !3, line: 473, column: 3)
!1573 = !DILocation(line: 0, scope: !1559)
!1574 = !DILocation(line: 459, column: 14, scope: !1559)
!1575 = !DILocation(line: 460, column: 17, scope: !1559)
!1576 = !DILocation(line: 0, scope: !1566)
!1577 = !DILocation(line: 461, column: 3, scope: !1566)
!1578 = !DILocation(line: 472, column: 15, scope: !1559)
!1579 = !DILocation(line: 0, scope: !1572)
!1580 = !DILocation(line: 473, column: 3, scope: !1572)
!1581 = !DILocation(line: 463, column: 20, scope: !1568)
!1582 = !DILocation(line: 0, scope: !1568)
!1583 = !DILocation(line: 464, column: 20, scope: !1568)
!1584 = !DILocation(line: 465, column: 24, scope: !1568)
!1585 = !DILocation(line: 465, column: 36, scope: !1568)
!1586 = !DILocation(line: 465, column: 29, scope: !1568)
!1587 = !DILocation(line: 466, column: 14, scope: !1588)
!1588 = distinct !DILexicalBlock(scope: !1568, file: !3, line: 466, column: 9)
!1589 = !DILocation(line: 466, column: 9, scope: !1568)
!1590 = !DILocation(line: 468, column: 5, scope: !1568)
!1591 = !DILocation(line: 468, column: 19, scope: !1568)
!1592 = !DILocation(line: 461, column: 28, scope: !1569)
!1593 = !DILocation(line: 461, column: 21, scope: !1569)
!1594 = distinct !{!1594, !1577, !1595, !297}
!1595 = !DILocation(line: 469, column: 3, scope: !1566)
!1596 = !DILocation(line: 0, scope: !1597)
!1597 = distinct !DILexicalBlock(scope: !1598, file: !3, line: 473, column: 33)
!1598 = distinct !DILexicalBlock(scope: !1572, file: !3, line: 473, column: 3)
!1599 = !DILocation(line: 478, column: 1, scope: !1559)
!1600 = !DILocation(line: 474, column: 42, scope: !1597)
!1601 = !DILocation(line: 474, column: 73, scope: !1597)
!1602 = !DILocation(line: 474, column: 61, scope: !1597)
!1603 = !DILocation(line: 474, column: 24, scope: !1597)
!1604 = !DILocation(line: 475, column: 22, scope: !1597)
!1605 = !DILocation(line: 475, column: 27, scope: !1597)
!1606 = !DILocation(line: 476, column: 22, scope: !1597)
!1607 = !DILocation(line: 476, column: 27, scope: !1597)
!1608 = !DILocation(line: 473, column: 29, scope: !1598)
!1609 = !DILocation(line: 473, column: 21, scope: !1598)
!1610 = distinct !{!1610, !1580, !1611, !297}
!1611 = !DILocation(line: 477, column: 3, scope: !1572)
!1612 = distinct !DISubprogram(name: "rand", scope: !3, file: !3, line: 480, type: !1613, scopeLine: 480, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1615)
!1613 = !DISubroutineType(types: !1614)
!1614 = !{!14}
!1615 = !{!1616, !1617}
!1616 = !DILocalVariable(name: "v", scope: !1612, file: !3, line: 483, type: !16)
!1617 = !DILocalVariable(name: "result", scope: !1612, file: !3, line: 485, type: !14)
!1618 = !DILocation(line: 481, column: 8, scope: !1619)
!1619 = distinct !DILexicalBlock(scope: !1612, file: !3, line: 481, column: 7)
!1620 = !DILocation(line: 481, column: 7, scope: !1612)
!1621 = !DILocation(line: 483, column: 37, scope: !1612)
!1622 = !DILocation(line: 483, column: 68, scope: !1612)
!1623 = !DILocation(line: 0, scope: !1559, inlinedAt: !1624)
!1624 = distinct !DILocation(line: 482, column: 5, scope: !1619)
!1625 = !DILocation(line: 460, column: 17, scope: !1559, inlinedAt: !1624)
!1626 = !DILocation(line: 0, scope: !1566, inlinedAt: !1624)
!1627 = !DILocation(line: 461, column: 3, scope: !1566, inlinedAt: !1624)
!1628 = !DILocation(line: 472, column: 15, scope: !1559, inlinedAt: !1624)
!1629 = !DILocation(line: 0, scope: !1572, inlinedAt: !1624)
!1630 = !DILocation(line: 473, column: 3, scope: !1572, inlinedAt: !1624)
!1631 = !DILocation(line: 463, column: 20, scope: !1568, inlinedAt: !1624)
!1632 = !DILocation(line: 0, scope: !1568, inlinedAt: !1624)
!1633 = !DILocation(line: 464, column: 20, scope: !1568, inlinedAt: !1624)
!1634 = !DILocation(line: 465, column: 24, scope: !1568, inlinedAt: !1624)
!1635 = !DILocation(line: 465, column: 36, scope: !1568, inlinedAt: !1624)
!1636 = !DILocation(line: 465, column: 29, scope: !1568, inlinedAt: !1624)
!1637 = !DILocation(line: 466, column: 14, scope: !1588, inlinedAt: !1624)
!1638 = !DILocation(line: 466, column: 9, scope: !1568, inlinedAt: !1624)
!1639 = !DILocation(line: 468, column: 5, scope: !1568, inlinedAt: !1624)
!1640 = !DILocation(line: 468, column: 19, scope: !1568, inlinedAt: !1624)
!1641 = !DILocation(line: 461, column: 28, scope: !1569, inlinedAt: !1624)
!1642 = !DILocation(line: 461, column: 21, scope: !1569, inlinedAt: !1624)
!1643 = distinct !{!1643, !1627, !1644, !297}
!1644 = !DILocation(line: 469, column: 3, scope: !1566, inlinedAt: !1624)
!1645 = !DILocation(line: 474, column: 42, scope: !1597, inlinedAt: !1624)
!1646 = !DILocation(line: 474, column: 73, scope: !1597, inlinedAt: !1624)
!1647 = !DILocation(line: 474, column: 61, scope: !1597, inlinedAt: !1624)
!1648 = !DILocation(line: 474, column: 24, scope: !1597, inlinedAt: !1624)
!1649 = !DILocation(line: 475, column: 22, scope: !1597, inlinedAt: !1624)
!1650 = !DILocation(line: 475, column: 27, scope: !1597, inlinedAt: !1624)
!1651 = !DILocation(line: 476, column: 22, scope: !1597, inlinedAt: !1624)
!1652 = !DILocation(line: 476, column: 27, scope: !1597, inlinedAt: !1624)
!1653 = !DILocation(line: 473, column: 29, scope: !1598, inlinedAt: !1624)
!1654 = !DILocation(line: 473, column: 21, scope: !1598, inlinedAt: !1624)
!1655 = distinct !{!1655, !1630, !1656, !297}
!1656 = !DILocation(line: 477, column: 3, scope: !1572, inlinedAt: !1624)
!1657 = !DILocation(line: 483, column: 26, scope: !1612)
!1658 = !DILocation(line: 483, column: 57, scope: !1612)
!1659 = !DILocation(line: 483, column: 45, scope: !1612)
!1660 = !DILocation(line: 0, scope: !1612)
!1661 = !DILocation(line: 484, column: 22, scope: !1612)
!1662 = !DILocation(line: 485, column: 24, scope: !1612)
!1663 = !DILocation(line: 486, column: 20, scope: !1612)
!1664 = !DILocation(line: 486, column: 25, scope: !1612)
!1665 = !DILocation(line: 486, column: 10, scope: !1612)
!1666 = !DILocation(line: 487, column: 20, scope: !1612)
!1667 = !DILocation(line: 487, column: 25, scope: !1612)
!1668 = !DILocation(line: 487, column: 10, scope: !1612)
!1669 = !DILocation(line: 488, column: 3, scope: !1612)
!1670 = distinct !DISubprogram(name: "qsort", scope: !3, file: !3, line: 518, type: !1671, scopeLine: 518, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1676)
!1671 = !DISubroutineType(types: !1672)
!1672 = !{null, !8, !305, !305, !1673}
!1673 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1674, size: 32)
!1674 = !DISubroutineType(types: !1675)
!1675 = !{!14, !303, !303}
!1676 = !{!1677, !1678, !1679, !1680, !1681}
!1677 = !DILocalVariable(name: "base", arg: 1, scope: !1670, file: !3, line: 518, type: !8)
!1678 = !DILocalVariable(name: "n", arg: 2, scope: !1670, file: !3, line: 518, type: !305)
!1679 = !DILocalVariable(name: "size", arg: 3, scope: !1670, file: !3, line: 518, type: !305)
!1680 = !DILocalVariable(name: "cmp", arg: 4, scope: !1670, file: !3, line: 518, type: !1673)
!1681 = !DILocalVariable(name: "tmp", scope: !1670, file: !3, line: 521, type: !5)
!1682 = !DILocation(line: 0, scope: !1670)
!1683 = !DILocation(line: 519, column: 9, scope: !1684)
!1684 = distinct !DILexicalBlock(scope: !1670, file: !3, line: 519, column: 7)
!1685 = !DILocation(line: 519, column: 14, scope: !1684)
!1686 = !DILocation(line: 521, column: 24, scope: !1670)
!1687 = !DILocation(line: 521, column: 15, scope: !1670)
!1688 = !DILocation(line: 522, column: 8, scope: !1689)
!1689 = distinct !DILexicalBlock(scope: !1670, file: !3, line: 522, column: 7)
!1690 = !DILocation(line: 522, column: 7, scope: !1670)
!1691 = !DILocation(line: 523, column: 5, scope: !1689)
!1692 = !DILocation(line: 524, column: 3, scope: !1670)
!1693 = !DILocation(line: 525, column: 3, scope: !1670)
!1694 = !DILocation(line: 526, column: 1, scope: !1670)
!1695 = !DISubprogram(name: "abort", scope: !3, file: !3, line: 29, type: !67, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1696 = distinct !DISubprogram(name: "msort", scope: !3, file: !3, line: 492, type: !1697, scopeLine: 493, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1699)
!1697 = !DISubroutineType(types: !1698)
!1698 = !{null, !5, !305, !305, !1673, !5}
!1699 = !{!1700, !1701, !1702, !1703, !1704, !1705, !1706, !1707, !1708, !1709}
!1700 = !DILocalVariable(name: "b", arg: 1, scope: !1696, file: !3, line: 492, type: !5)
!1701 = !DILocalVariable(name: "n", arg: 2, scope: !1696, file: !3, line: 492, type: !305)
!1702 = !DILocalVariable(name: "size", arg: 3, scope: !1696, file: !3, line: 492, type: !305)
!1703 = !DILocalVariable(name: "cmp", arg: 4, scope: !1696, file: !3, line: 492, type: !1673)
!1704 = !DILocalVariable(name: "tmp", arg: 5, scope: !1696, file: !3, line: 493, type: !5)
!1705 = !DILocalVariable(name: "n1", scope: !1696, file: !3, line: 496, type: !305)
!1706 = !DILocalVariable(name: "n2", scope: !1696, file: !3, line: 496, type: !305)
!1707 = !DILocalVariable(name: "b1", scope: !1696, file: !3, line: 497, type: !5)
!1708 = !DILocalVariable(name: "b2", scope: !1696, file: !3, line: 497, type: !5)
!1709 = !DILocalVariable(name: "out", scope: !1696, file: !3, line: 500, type: !5)
!1710 = !DILocation(line: 0, scope: !1696)
!1711 = !DILocation(line: 494, column: 9, scope: !1712)
!1712 = distinct !DILexicalBlock(scope: !1696, file: !3, line: 494, column: 7)
!1713 = !DILocation(line: 494, column: 7, scope: !1696)
!1714 = !DILocation(line: 496, column: 17, scope: !1696)
!1715 = !DILocation(line: 496, column: 29, scope: !1696)
!1716 = !DILocation(line: 497, column: 30, scope: !1696)
!1717 = !DILocation(line: 497, column: 25, scope: !1696)
!1718 = !DILocation(line: 498, column: 3, scope: !1696)
!1719 = !DILocation(line: 499, column: 3, scope: !1696)
!1720 = !DILocation(line: 501, column: 17, scope: !1696)
!1721 = !DILocation(line: 501, column: 3, scope: !1696)
!1722 = !DILocation(line: 502, column: 9, scope: !1723)
!1723 = distinct !DILexicalBlock(scope: !1724, file: !3, line: 502, column: 9)
!1724 = distinct !DILexicalBlock(scope: !1696, file: !3, line: 501, column: 28)
!1725 = !DILocation(line: 502, column: 21, scope: !1723)
!1726 = !DILocation(line: 502, column: 9, scope: !1724)
!1727 = !DILocation(line: 503, column: 7, scope: !1728)
!1728 = distinct !DILexicalBlock(scope: !1723, file: !3, line: 502, column: 27)
!1729 = !DILocation(line: 504, column: 10, scope: !1728)
!1730 = !DILocation(line: 505, column: 9, scope: !1728)
!1731 = !DILocation(line: 506, column: 5, scope: !1728)
!1732 = !DILocation(line: 507, column: 7, scope: !1733)
!1733 = distinct !DILexicalBlock(scope: !1723, file: !3, line: 506, column: 12)
!1734 = !DILocation(line: 508, column: 10, scope: !1733)
!1735 = !DILocation(line: 509, column: 9, scope: !1733)
!1736 = !DILocation(line: 511, column: 9, scope: !1724)
!1737 = !DILocation(line: 501, column: 13, scope: !1696)
!1738 = distinct !{!1738, !1721, !1739, !297}
!1739 = !DILocation(line: 512, column: 3, scope: !1696)
!1740 = !DILocation(line: 513, column: 7, scope: !1696)
!1741 = !DILocation(line: 514, column: 24, scope: !1742)
!1742 = distinct !DILexicalBlock(scope: !1696, file: !3, line: 513, column: 7)
!1743 = !DILocation(line: 514, column: 5, scope: !1742)
!1744 = !DILocation(line: 515, column: 21, scope: !1696)
!1745 = !DILocation(line: 515, column: 27, scope: !1696)
!1746 = !DILocation(line: 515, column: 3, scope: !1696)
!1747 = !DILocation(line: 516, column: 1, scope: !1696)
!1748 = !DISubprogram(name: "free", scope: !3, file: !3, line: 24, type: !93, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1749 = distinct !DISubprogram(name: "bsearch", scope: !3, file: !3, line: 528, type: !1750, scopeLine: 529, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1752)
!1750 = !DISubroutineType(types: !1751)
!1751 = !{!8, !303, !303, !305, !305, !1673}
!1752 = !{!1753, !1754, !1755, !1756, !1757, !1758, !1759, !1760, !1762, !1763}
!1753 = !DILocalVariable(name: "key", arg: 1, scope: !1749, file: !3, line: 528, type: !303)
!1754 = !DILocalVariable(name: "base", arg: 2, scope: !1749, file: !3, line: 528, type: !303)
!1755 = !DILocalVariable(name: "n", arg: 3, scope: !1749, file: !3, line: 528, type: !305)
!1756 = !DILocalVariable(name: "size", arg: 4, scope: !1749, file: !3, line: 528, type: !305)
!1757 = !DILocalVariable(name: "cmp", arg: 5, scope: !1749, file: !3, line: 529, type: !1673)
!1758 = !DILocalVariable(name: "lo", scope: !1749, file: !3, line: 530, type: !305)
!1759 = !DILocalVariable(name: "hi", scope: !1749, file: !3, line: 530, type: !305)
!1760 = !DILocalVariable(name: "mid", scope: !1761, file: !3, line: 532, type: !305)
!1761 = distinct !DILexicalBlock(scope: !1749, file: !3, line: 531, column: 19)
!1762 = !DILocalVariable(name: "p", scope: !1761, file: !3, line: 533, type: !17)
!1763 = !DILocalVariable(name: "c", scope: !1761, file: !3, line: 534, type: !14)
!1764 = !DILocation(line: 0, scope: !1749)
!1765 = !DILocation(line: 531, column: 3, scope: !1749)
!1766 = !DILocation(line: 530, column: 18, scope: !1749)
!1767 = !DILocation(line: 530, column: 10, scope: !1749)
!1768 = !DILocation(line: 531, column: 13, scope: !1749)
!1769 = !DILocation(line: 532, column: 27, scope: !1761)
!1770 = !DILocation(line: 532, column: 33, scope: !1761)
!1771 = !DILocation(line: 532, column: 21, scope: !1761)
!1772 = !DILocation(line: 0, scope: !1761)
!1773 = !DILocation(line: 533, column: 46, scope: !1761)
!1774 = !DILocation(line: 533, column: 40, scope: !1761)
!1775 = !DILocation(line: 534, column: 13, scope: !1761)
!1776 = !DILocation(line: 535, column: 11, scope: !1777)
!1777 = distinct !DILexicalBlock(scope: !1761, file: !3, line: 535, column: 9)
!1778 = !DILocation(line: 535, column: 9, scope: !1761)
!1779 = distinct !{!1779, !1765, !1780, !297}
!1780 = !DILocation(line: 541, column: 3, scope: !1749)
!1781 = !DILocation(line: 543, column: 1, scope: !1749)
!1782 = distinct !DISubprogram(name: "pthread_once", scope: !3, file: !3, line: 552, type: !1783, scopeLine: 552, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1785)
!1783 = !DISubroutineType(types: !1784)
!1784 = !{!14, !256, !66}
!1785 = !{!1786, !1787}
!1786 = !DILocalVariable(name: "once", arg: 1, scope: !1782, file: !3, line: 552, type: !256)
!1787 = !DILocalVariable(name: "init", arg: 2, scope: !1782, file: !3, line: 552, type: !66)
!1788 = !DILocation(line: 0, scope: !1782)
!1789 = !DILocation(line: 553, column: 3, scope: !1782)
!1790 = !DILocation(line: 554, column: 7, scope: !1791)
!1791 = distinct !DILexicalBlock(scope: !1782, file: !3, line: 554, column: 7)
!1792 = !DILocation(line: 554, column: 13, scope: !1791)
!1793 = !DILocation(line: 554, column: 7, scope: !1782)
!1794 = !DILocation(line: 555, column: 11, scope: !1795)
!1795 = distinct !DILexicalBlock(scope: !1791, file: !3, line: 554, column: 19)
!1796 = !DILocation(line: 556, column: 5, scope: !1795)
!1797 = !DILocation(line: 557, column: 5, scope: !1795)
!1798 = !DILocation(line: 558, column: 11, scope: !1795)
!1799 = !DILocation(line: 559, column: 5, scope: !1795)
!1800 = !DILocation(line: 561, column: 3, scope: !1782)
!1801 = !DILocation(line: 562, column: 3, scope: !1782)
!1802 = !DILocation(line: 563, column: 3, scope: !1782)
!1803 = !DILocation(line: 564, column: 1, scope: !1782)
!1804 = !DISubprogram(name: "__VERIFIER_atomic_begin", scope: !3, file: !3, line: 547, type: !67, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1805 = !DISubprogram(name: "__VERIFIER_atomic_end", scope: !3, file: !3, line: 548, type: !67, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1806 = !DISubprogram(name: "__pancam_await_eq", scope: !3, file: !3, line: 549, type: !1807, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1807 = !DISubroutineType(types: !1808)
!1808 = !{null, !256, !14}
!1809 = distinct !DISubprogram(name: "pthread_key_create", scope: !3, file: !3, line: 574, type: !1810, scopeLine: 574, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1813)
!1810 = !DISubroutineType(types: !1811)
!1811 = !{!14, !1812, !92}
!1812 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 32)
!1813 = !{!1814, !1815, !1816}
!1814 = !DILocalVariable(name: "key", arg: 1, scope: !1809, file: !3, line: 574, type: !1812)
!1815 = !DILocalVariable(name: "dtor", arg: 2, scope: !1809, file: !3, line: 574, type: !92)
!1816 = !DILocalVariable(name: "k", scope: !1817, file: !3, line: 576, type: !16)
!1817 = distinct !DILexicalBlock(scope: !1809, file: !3, line: 576, column: 3)
!1818 = !DILocation(line: 0, scope: !1809)
!1819 = !DILocation(line: 575, column: 3, scope: !1809)
!1820 = !DILocation(line: 0, scope: !1817)
!1821 = !DILocation(line: 576, column: 3, scope: !1817)
!1822 = !DILocation(line: 577, column: 10, scope: !1823)
!1823 = distinct !DILexicalBlock(scope: !1824, file: !3, line: 577, column: 9)
!1824 = distinct !DILexicalBlock(scope: !1825, file: !3, line: 576, column: 43)
!1825 = distinct !DILexicalBlock(scope: !1817, file: !3, line: 576, column: 3)
!1826 = !DILocation(line: 577, column: 9, scope: !1824)
!1827 = !DILocation(line: 578, column: 19, scope: !1828)
!1828 = distinct !DILexicalBlock(scope: !1823, file: !3, line: 577, column: 23)
!1829 = !DILocation(line: 579, column: 7, scope: !1828)
!1830 = !DILocation(line: 579, column: 19, scope: !1828)
!1831 = !DILocation(line: 580, column: 11, scope: !1832)
!1832 = distinct !DILexicalBlock(scope: !1828, file: !3, line: 580, column: 11)
!1833 = !DILocation(line: 580, column: 11, scope: !1828)
!1834 = !DILocation(line: 581, column: 27, scope: !1832)
!1835 = !DILocation(line: 581, column: 9, scope: !1832)
!1836 = !DILocation(line: 576, column: 39, scope: !1825)
!1837 = !DILocation(line: 576, column: 26, scope: !1825)
!1838 = distinct !{!1838, !1821, !1839, !297}
!1839 = !DILocation(line: 586, column: 3, scope: !1817)
!1840 = !DILocation(line: 582, column: 7, scope: !1828)
!1841 = !DILocation(line: 583, column: 12, scope: !1828)
!1842 = !DILocation(line: 587, column: 3, scope: !1809)
!1843 = !DILocation(line: 588, column: 3, scope: !1809)
!1844 = !DILocation(line: 589, column: 1, scope: !1809)
!1845 = distinct !DISubprogram(name: "pthread_key_delete", scope: !3, file: !3, line: 591, type: !1846, scopeLine: 591, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1848)
!1846 = !DISubroutineType(types: !1847)
!1847 = !{!14, !16}
!1848 = !{!1849}
!1849 = !DILocalVariable(name: "key", arg: 1, scope: !1845, file: !3, line: 591, type: !16)
!1850 = !DILocation(line: 0, scope: !1845)
!1851 = !DILocation(line: 592, column: 3, scope: !1845)
!1852 = !DILocation(line: 593, column: 11, scope: !1853)
!1853 = distinct !DILexicalBlock(scope: !1845, file: !3, line: 593, column: 7)
!1854 = !DILocation(line: 593, column: 23, scope: !1853)
!1855 = !DILocation(line: 593, column: 27, scope: !1853)
!1856 = !DILocation(line: 593, column: 7, scope: !1845)
!1857 = !DILocation(line: 597, column: 7, scope: !1858)
!1858 = distinct !DILexicalBlock(scope: !1845, file: !3, line: 597, column: 7)
!1859 = !DILocation(line: 597, column: 7, scope: !1845)
!1860 = !DILocation(line: 598, column: 23, scope: !1858)
!1861 = !DILocation(line: 598, column: 5, scope: !1858)
!1862 = !DILocation(line: 599, column: 17, scope: !1845)
!1863 = !DILocation(line: 600, column: 17, scope: !1845)
!1864 = !DILocation(line: 602, column: 3, scope: !1845)
!1865 = !DILocation(line: 603, column: 1, scope: !1845)
!1866 = distinct !DISubprogram(name: "__pancam_tsd_run", scope: !3, file: !3, line: 609, type: !67, scopeLine: 609, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1867)
!1867 = !{!1868, !1870, !1873, !1875, !1878}
!1868 = !DILocalVariable(name: "round", scope: !1869, file: !3, line: 610, type: !14)
!1869 = distinct !DILexicalBlock(scope: !1866, file: !3, line: 610, column: 3)
!1870 = !DILocalVariable(name: "again", scope: !1871, file: !3, line: 611, type: !14)
!1871 = distinct !DILexicalBlock(scope: !1872, file: !3, line: 610, column: 43)
!1872 = distinct !DILexicalBlock(scope: !1869, file: !3, line: 610, column: 3)
!1873 = !DILocalVariable(name: "k", scope: !1874, file: !3, line: 612, type: !16)
!1874 = distinct !DILexicalBlock(scope: !1871, file: !3, line: 612, column: 5)
!1875 = !DILocalVariable(name: "v", scope: !1876, file: !3, line: 613, type: !8)
!1876 = distinct !DILexicalBlock(scope: !1877, file: !3, line: 612, column: 45)
!1877 = distinct !DILexicalBlock(scope: !1874, file: !3, line: 612, column: 5)
!1878 = !DILocalVariable(name: "dtor", scope: !1876, file: !3, line: 614, type: !92)
!1879 = !DILocation(line: 0, scope: !1869)
!1880 = !DILocation(line: 0, scope: !1874)
!1881 = !DILocation(line: 0, scope: !1871)
!1882 = !DILocation(line: 612, column: 5, scope: !1874)
!1883 = !DILocation(line: 613, column: 17, scope: !1876)
!1884 = !DILocation(line: 0, scope: !1876)
!1885 = !DILocation(line: 614, column: 30, scope: !1876)
!1886 = !DILocation(line: 615, column: 11, scope: !1887)
!1887 = distinct !DILexicalBlock(scope: !1876, file: !3, line: 615, column: 11)
!1888 = !DILocation(line: 615, column: 13, scope: !1887)
!1889 = !DILocation(line: 612, column: 41, scope: !1877)
!1890 = !DILocation(line: 612, column: 28, scope: !1877)
!1891 = distinct !{!1891, !1882, !1892, !297}
!1892 = !DILocation(line: 620, column: 5, scope: !1874)
!1893 = !DILocation(line: 616, column: 22, scope: !1894)
!1894 = distinct !DILexicalBlock(scope: !1887, file: !3, line: 615, column: 22)
!1895 = !DILocation(line: 617, column: 9, scope: !1894)
!1896 = !DILocation(line: 624, column: 1, scope: !1866)
!1897 = distinct !DISubprogram(name: "pthread_getspecific", scope: !3, file: !3, line: 626, type: !1898, scopeLine: 626, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1900)
!1898 = !DISubroutineType(types: !1899)
!1899 = !{!8, !16}
!1900 = !{!1901}
!1901 = !DILocalVariable(name: "key", arg: 1, scope: !1897, file: !3, line: 626, type: !16)
!1902 = !DILocation(line: 0, scope: !1897)
!1903 = !DILocation(line: 626, column: 54, scope: !1897)
!1904 = !DILocation(line: 626, column: 50, scope: !1897)
!1905 = !DILocation(line: 626, column: 67, scope: !1897)
!1906 = !DILocation(line: 626, column: 43, scope: !1897)
!1907 = distinct !DISubprogram(name: "pthread_setspecific", scope: !3, file: !3, line: 628, type: !1908, scopeLine: 628, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1910)
!1908 = !DISubroutineType(types: !1909)
!1909 = !{!14, !16, !303}
!1910 = !{!1911, !1912}
!1911 = !DILocalVariable(name: "key", arg: 1, scope: !1907, file: !3, line: 628, type: !16)
!1912 = !DILocalVariable(name: "value", arg: 2, scope: !1907, file: !3, line: 628, type: !303)
!1913 = !DILocation(line: 0, scope: !1907)
!1914 = !DILocation(line: 629, column: 11, scope: !1915)
!1915 = distinct !DILexicalBlock(scope: !1907, file: !3, line: 629, column: 7)
!1916 = !DILocation(line: 629, column: 23, scope: !1915)
!1917 = !DILocation(line: 629, column: 27, scope: !1915)
!1918 = !DILocation(line: 629, column: 7, scope: !1907)
!1919 = !DILocation(line: 631, column: 3, scope: !1907)
!1920 = !DILocation(line: 631, column: 18, scope: !1907)
!1921 = !DILocation(line: 632, column: 3, scope: !1907)
!1922 = !DILocation(line: 633, column: 1, scope: !1907)
!1923 = distinct !DISubprogram(name: "time", scope: !3, file: !3, line: 650, type: !1924, scopeLine: 650, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1928)
!1924 = !DISubroutineType(types: !1925)
!1925 = !{!1926, !1927}
!1926 = !DIDerivedType(tag: DW_TAG_typedef, name: "pancam_time_t", file: !3, line: 640, baseType: !12)
!1927 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1926, size: 32)
!1928 = !{!1929}
!1929 = !DILocalVariable(name: "t", arg: 1, scope: !1923, file: !3, line: 650, type: !1927)
!1930 = !DILocation(line: 0, scope: !1923)
!1931 = !DILocation(line: 651, column: 7, scope: !1932)
!1932 = distinct !DILexicalBlock(scope: !1923, file: !3, line: 651, column: 7)
!1933 = !DILocation(line: 651, column: 7, scope: !1923)
!1934 = !DILocation(line: 652, column: 8, scope: !1932)
!1935 = !{!1936, !1936, i64 0}
!1936 = !{!"long", !269, i64 0}
!1937 = !DILocation(line: 652, column: 5, scope: !1932)
!1938 = !DILocation(line: 653, column: 3, scope: !1923)
!1939 = distinct !DISubprogram(name: "clock_gettime", scope: !3, file: !3, line: 656, type: !1940, scopeLine: 656, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1947)
!1940 = !DISubroutineType(types: !1941)
!1941 = !{!14, !14, !1942}
!1942 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1943, size: 32)
!1943 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pancam_timespec", file: !3, line: 641, size: 64, elements: !1944)
!1944 = !{!1945, !1946}
!1945 = !DIDerivedType(tag: DW_TAG_member, name: "tv_sec", scope: !1943, file: !3, line: 642, baseType: !1926, size: 32)
!1946 = !DIDerivedType(tag: DW_TAG_member, name: "tv_nsec", scope: !1943, file: !3, line: 643, baseType: !12, size: 32, offset: 32)
!1947 = !{!1948, !1949}
!1948 = !DILocalVariable(name: "clk", arg: 1, scope: !1939, file: !3, line: 656, type: !14)
!1949 = !DILocalVariable(name: "ts", arg: 2, scope: !1939, file: !3, line: 656, type: !1942)
!1950 = !DILocation(line: 0, scope: !1939)
!1951 = !DILocation(line: 658, column: 7, scope: !1952)
!1952 = distinct !DILexicalBlock(scope: !1939, file: !3, line: 658, column: 7)
!1953 = !DILocation(line: 658, column: 7, scope: !1939)
!1954 = !DILocation(line: 659, column: 16, scope: !1955)
!1955 = distinct !DILexicalBlock(scope: !1952, file: !3, line: 658, column: 11)
!1956 = !{!1957, !1936, i64 0}
!1957 = !{!"pancam_timespec", !1936, i64 0, !1936, i64 4}
!1958 = !DILocation(line: 660, column: 9, scope: !1955)
!1959 = !DILocation(line: 660, column: 17, scope: !1955)
!1960 = !{!1957, !1936, i64 4}
!1961 = !DILocation(line: 661, column: 3, scope: !1955)
!1962 = !DILocation(line: 662, column: 3, scope: !1939)
!1963 = distinct !DISubprogram(name: "gettimeofday", scope: !3, file: !3, line: 665, type: !1964, scopeLine: 665, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1971)
!1964 = !DISubroutineType(types: !1965)
!1965 = !{!14, !1966, !8}
!1966 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1967, size: 32)
!1967 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pancam_timeval", file: !3, line: 645, size: 64, elements: !1968)
!1968 = !{!1969, !1970}
!1969 = !DIDerivedType(tag: DW_TAG_member, name: "tv_sec", scope: !1967, file: !3, line: 646, baseType: !1926, size: 32)
!1970 = !DIDerivedType(tag: DW_TAG_member, name: "tv_usec", scope: !1967, file: !3, line: 647, baseType: !12, size: 32, offset: 32)
!1971 = !{!1972, !1973}
!1972 = !DILocalVariable(name: "tv", arg: 1, scope: !1963, file: !3, line: 665, type: !1966)
!1973 = !DILocalVariable(name: "tz", arg: 2, scope: !1963, file: !3, line: 665, type: !8)
!1974 = !DILocation(line: 0, scope: !1963)
!1975 = !DILocation(line: 667, column: 7, scope: !1976)
!1976 = distinct !DILexicalBlock(scope: !1963, file: !3, line: 667, column: 7)
!1977 = !DILocation(line: 667, column: 7, scope: !1963)
!1978 = !DILocation(line: 668, column: 16, scope: !1979)
!1979 = distinct !DILexicalBlock(scope: !1976, file: !3, line: 667, column: 11)
!1980 = !{!1981, !1936, i64 0}
!1981 = !{!"pancam_timeval", !1936, i64 0, !1936, i64 4}
!1982 = !DILocation(line: 669, column: 9, scope: !1979)
!1983 = !DILocation(line: 669, column: 17, scope: !1979)
!1984 = !{!1981, !1936, i64 4}
!1985 = !DILocation(line: 670, column: 3, scope: !1979)
!1986 = !DILocation(line: 671, column: 3, scope: !1963)
!1987 = distinct !DISubprogram(name: "clock", scope: !3, file: !3, line: 674, type: !1988, scopeLine: 674, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!1988 = !DISubroutineType(types: !1989)
!1989 = !{!12}
!1990 = !DILocation(line: 674, column: 20, scope: !1987)
!1991 = distinct !DISubprogram(name: "strerror", scope: !3, file: !3, line: 692, type: !1992, scopeLine: 692, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1994)
!1992 = !DISubroutineType(types: !1993)
!1993 = !{!5, !14}
!1994 = !{!1995, !1996, !1997, !1998, !1999, !2000}
!1995 = !DILocalVariable(name: "e", arg: 1, scope: !1991, file: !3, line: 692, type: !14)
!1996 = !DILocalVariable(name: "p", scope: !1991, file: !3, line: 696, type: !17)
!1997 = !DILocalVariable(name: "i", scope: !1991, file: !3, line: 697, type: !14)
!1998 = !DILocalVariable(name: "u", scope: !1991, file: !3, line: 700, type: !16)
!1999 = !DILocalVariable(name: "d", scope: !1991, file: !3, line: 703, type: !181)
!2000 = !DILocalVariable(name: "n", scope: !1991, file: !3, line: 704, type: !14)
!2001 = distinct !DIAssignID()
!2002 = !DILocation(line: 0, scope: !1991)
!2003 = !DILocation(line: 693, column: 14, scope: !2004)
!2004 = distinct !DILexicalBlock(scope: !1991, file: !3, line: 693, column: 7)
!2005 = !DILocation(line: 699, column: 24, scope: !1991)
!2006 = !DILocation(line: 700, column: 18, scope: !1991)
!2007 = !DILocation(line: 700, column: 16, scope: !1991)
!2008 = !DILocation(line: 701, column: 7, scope: !1991)
!2009 = !DILocation(line: 694, column: 20, scope: !2004)
!2010 = !DILocation(line: 694, column: 5, scope: !2004)
!2011 = !DILocation(line: 702, column: 24, scope: !2012)
!2012 = distinct !DILexicalBlock(scope: !1991, file: !3, line: 701, column: 7)
!2013 = !DILocation(line: 702, column: 5, scope: !2012)
!2014 = !DILocation(line: 703, column: 3, scope: !1991)
!2015 = !DILocation(line: 705, column: 3, scope: !1991)
!2016 = !DILocation(line: 706, column: 29, scope: !2017)
!2017 = distinct !DILexicalBlock(scope: !1991, file: !3, line: 705, column: 6)
!2018 = !DILocation(line: 706, column: 14, scope: !2017)
!2019 = !DILocation(line: 706, column: 8, scope: !2017)
!2020 = !DILocation(line: 706, column: 5, scope: !2017)
!2021 = !DILocation(line: 706, column: 12, scope: !2017)
!2022 = !DILocation(line: 707, column: 7, scope: !2017)
!2023 = !DILocation(line: 708, column: 3, scope: !2017)
!2024 = distinct !{!2024, !2015, !2025, !297}
!2025 = !DILocation(line: 708, column: 13, scope: !1991)
!2026 = !DILocation(line: 709, column: 3, scope: !1991)
!2027 = !DILocation(line: 710, column: 28, scope: !1991)
!2028 = !DILocation(line: 710, column: 26, scope: !1991)
!2029 = !DILocation(line: 710, column: 20, scope: !1991)
!2030 = !DILocation(line: 710, column: 5, scope: !1991)
!2031 = !DILocation(line: 710, column: 24, scope: !1991)
!2032 = distinct !{!2032, !530}
!2033 = distinct !{!2033, !2026, !2034, !297}
!2034 = !DILocation(line: 710, column: 31, scope: !1991)
!2035 = !DILocation(line: 711, column: 3, scope: !1991)
!2036 = !DILocation(line: 711, column: 20, scope: !1991)
!2037 = !DILocation(line: 713, column: 1, scope: !1991)
!2038 = distinct !DISubprogram(name: "perror", scope: !3, file: !3, line: 717, type: !2039, scopeLine: 717, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2041)
!2039 = !DISubroutineType(types: !2040)
!2040 = !{null, !17}
!2041 = !{!2042}
!2042 = !DILocalVariable(name: "s", arg: 1, scope: !2038, file: !3, line: 717, type: !17)
!2043 = distinct !DIAssignID()
!2044 = !DILocation(line: 0, scope: !2038)
!2045 = !DILocation(line: 718, column: 7, scope: !2046)
!2046 = distinct !DILexicalBlock(scope: !2038, file: !3, line: 718, column: 7)
!2047 = !DILocation(line: 718, column: 9, scope: !2046)
!2048 = !DILocation(line: 718, column: 12, scope: !2046)
!2049 = !DILocation(line: 718, column: 7, scope: !2038)
!2050 = !DILocation(line: 719, column: 14, scope: !2051)
!2051 = distinct !DILexicalBlock(scope: !2046, file: !3, line: 718, column: 16)
!2052 = !DILocation(line: 719, column: 5, scope: !2051)
!2053 = !DILocation(line: 720, column: 17, scope: !2051)
!2054 = !DILocation(line: 720, column: 5, scope: !2051)
!2055 = !DILocation(line: 721, column: 3, scope: !2051)
!2056 = !DILocation(line: 722, column: 18, scope: !2038)
!2057 = !DILocation(line: 0, scope: !1991, inlinedAt: !2058)
!2058 = distinct !DILocation(line: 722, column: 9, scope: !2038)
!2059 = !DILocation(line: 693, column: 14, scope: !2004, inlinedAt: !2058)
!2060 = !DILocation(line: 699, column: 24, scope: !1991, inlinedAt: !2058)
!2061 = !DILocation(line: 700, column: 18, scope: !1991, inlinedAt: !2058)
!2062 = !DILocation(line: 700, column: 16, scope: !1991, inlinedAt: !2058)
!2063 = !DILocation(line: 701, column: 7, scope: !1991, inlinedAt: !2058)
!2064 = !DILocation(line: 694, column: 20, scope: !2004, inlinedAt: !2058)
!2065 = !DILocation(line: 694, column: 5, scope: !2004, inlinedAt: !2058)
!2066 = !DILocation(line: 702, column: 24, scope: !2012, inlinedAt: !2058)
!2067 = !DILocation(line: 702, column: 5, scope: !2012, inlinedAt: !2058)
!2068 = !DILocation(line: 703, column: 3, scope: !1991, inlinedAt: !2058)
!2069 = !DILocation(line: 705, column: 3, scope: !1991, inlinedAt: !2058)
!2070 = !DILocation(line: 706, column: 29, scope: !2017, inlinedAt: !2058)
!2071 = !DILocation(line: 706, column: 14, scope: !2017, inlinedAt: !2058)
!2072 = !DILocation(line: 706, column: 8, scope: !2017, inlinedAt: !2058)
!2073 = !DILocation(line: 706, column: 5, scope: !2017, inlinedAt: !2058)
!2074 = !DILocation(line: 706, column: 12, scope: !2017, inlinedAt: !2058)
!2075 = !DILocation(line: 707, column: 7, scope: !2017, inlinedAt: !2058)
!2076 = !DILocation(line: 708, column: 3, scope: !2017, inlinedAt: !2058)
!2077 = distinct !{!2077, !2069, !2078, !297}
!2078 = !DILocation(line: 708, column: 13, scope: !1991, inlinedAt: !2058)
!2079 = !DILocation(line: 709, column: 3, scope: !1991, inlinedAt: !2058)
!2080 = !DILocation(line: 710, column: 28, scope: !1991, inlinedAt: !2058)
!2081 = !DILocation(line: 710, column: 26, scope: !1991, inlinedAt: !2058)
!2082 = !DILocation(line: 710, column: 20, scope: !1991, inlinedAt: !2058)
!2083 = !DILocation(line: 710, column: 5, scope: !1991, inlinedAt: !2058)
!2084 = !DILocation(line: 710, column: 24, scope: !1991, inlinedAt: !2058)
!2085 = distinct !{!2085, !530}
!2086 = distinct !{!2086, !2079, !2087, !297}
!2087 = !DILocation(line: 710, column: 31, scope: !1991, inlinedAt: !2058)
!2088 = !DILocation(line: 711, column: 3, scope: !1991, inlinedAt: !2058)
!2089 = !DILocation(line: 711, column: 20, scope: !1991, inlinedAt: !2058)
!2090 = !DILocation(line: 713, column: 1, scope: !1991, inlinedAt: !2058)
!2091 = !DILocation(line: 722, column: 33, scope: !2038)
!2092 = !DILocation(line: 722, column: 3, scope: !2038)
!2093 = !DILocation(line: 723, column: 15, scope: !2038)
!2094 = !DILocation(line: 723, column: 3, scope: !2038)
!2095 = !DILocation(line: 724, column: 1, scope: !2038)
!2096 = !DISubprogram(name: "fputs", scope: !3, file: !3, line: 715, type: !2097, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2097 = !DISubroutineType(types: !2098)
!2098 = !{!14, !17, !25}
