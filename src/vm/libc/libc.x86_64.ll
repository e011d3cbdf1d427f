; ModuleID = 'src/vm/libc/libc.c'
source_filename = "src/vm/libc/libc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.pancam_file = type { i32 }

@pancam_errno = internal thread_local global i32 0, align 4, !dbg !0
@pancam_stdin = internal global %struct.pancam_file zeroinitializer, align 4, !dbg !85
@stdin = dso_local local_unnamed_addr global ptr @pancam_stdin, align 8, !dbg !23
@pancam_stdout = internal global %struct.pancam_file { i32 1 }, align 4, !dbg !87
@stdout = dso_local local_unnamed_addr global ptr @pancam_stdout, align 8, !dbg !29
@pancam_stderr = internal global %struct.pancam_file { i32 2 }, align 4, !dbg !89
@stderr = dso_local local_unnamed_addr global ptr @pancam_stderr, align 8, !dbg !31
@atexit_n = internal unnamed_addr global i32 0, align 4, !dbg !56
@atexit_fns = internal unnamed_addr global [32 x ptr] zeroinitializer, align 16, !dbg !48
@strtok.save = internal unnamed_addr global ptr null, align 8, !dbg !33
@ctype_b = internal constant ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), align 8, !dbg !91
@ctype_lower = internal constant ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), align 8, !dbg !41
@ctype_upper = internal constant ptr getelementptr inbounds (i8, ptr @ctype_upper_table, i64 512), align 8, !dbg !46
@ctype_lower_table = internal constant [384 x i32] [i32 -128, i32 -127, i32 -126, i32 -125, i32 -124, i32 -123, i32 -122, i32 -121, i32 -120, i32 -119, i32 -118, i32 -117, i32 -116, i32 -115, i32 -114, i32 -113, i32 -112, i32 -111, i32 -110, i32 -109, i32 -108, i32 -107, i32 -106, i32 -105, i32 -104, i32 -103, i32 -102, i32 -101, i32 -100, i32 -99, i32 -98, i32 -97, i32 -96, i32 -95, i32 -94, i32 -93, i32 -92, i32 -91, i32 -90, i32 -89, i32 -88, i32 -87, i32 -86, i32 -85, i32 -84, i32 -83, i32 -82, i32 -81, i32 -80, i32 -79, i32 -78, i32 -77, i32 -76, i32 -75, i32 -74, i32 -73, i32 -72, i32 -71, i32 -70, i32 -69, i32 -68, i32 -67, i32 -66, i32 -65, i32 -64, i32 -63, i32 -62, i32 -61, i32 -60, i32 -59, i32 -58, i32 -57, i32 -56, i32 -55, i32 -54, i32 -53, i32 -52, i32 -51, i32 -50, i32 -49, i32 -48, i32 -47, i32 -46, i32 -45, i32 -44, i32 -43, i32 -42, i32 -41, i32 -40, i32 -39, i32 -38, i32 -37, i32 -36, i32 -35, i32 -34, i32 -33, i32 -32, i32 -31, i32 -30, i32 -29, i32 -28, i32 -27, i32 -26, i32 -25, i32 -24, i32 -23, i32 -22, i32 -21, i32 -20, i32 -19, i32 -18, i32 -17, i32 -16, i32 -15, i32 -14, i32 -13, i32 -12, i32 -11, i32 -10, i32 -9, i32 -8, i32 -7, i32 -6, i32 -5, i32 -4, i32 -3, i32 -2, i32 -1, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119, i32 120, i32 121, i32 122, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119, i32 120, i32 121, i32 122, i32 123, i32 124, i32 125, i32 126, i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254, i32 255], align 16, !dbg !101
@ctype_upper_table = internal constant [384 x i32] [i32 -128, i32 -127, i32 -126, i32 -125, i32 -124, i32 -123, i32 -122, i32 -121, i32 -120, i32 -119, i32 -118, i32 -117, i32 -116, i32 -115, i32 -114, i32 -113, i32 -112, i32 -111, i32 -110, i32 -109, i32 -108, i32 -107, i32 -106, i32 -105, i32 -104, i32 -103, i32 -102, i32 -101, i32 -100, i32 -99, i32 -98, i32 -97, i32 -96, i32 -95, i32 -94, i32 -93, i32 -92, i32 -91, i32 -90, i32 -89, i32 -88, i32 -87, i32 -86, i32 -85, i32 -84, i32 -83, i32 -82, i32 -81, i32 -80, i32 -79, i32 -78, i32 -77, i32 -76, i32 -75, i32 -74, i32 -73, i32 -72, i32 -71, i32 -70, i32 -69, i32 -68, i32 -67, i32 -66, i32 -65, i32 -64, i32 -63, i32 -62, i32 -61, i32 -60, i32 -59, i32 -58, i32 -57, i32 -56, i32 -55, i32 -54, i32 -53, i32 -52, i32 -51, i32 -50, i32 -49, i32 -48, i32 -47, i32 -46, i32 -45, i32 -44, i32 -43, i32 -42, i32 -41, i32 -40, i32 -39, i32 -38, i32 -37, i32 -36, i32 -35, i32 -34, i32 -33, i32 -32, i32 -31, i32 -30, i32 -29, i32 -28, i32 -27, i32 -26, i32 -25, i32 -24, i32 -23, i32 -22, i32 -21, i32 -20, i32 -19, i32 -18, i32 -17, i32 -16, i32 -15, i32 -14, i32 -13, i32 -12, i32 -11, i32 -10, i32 -9, i32 -8, i32 -7, i32 -6, i32 -5, i32 -4, i32 -3, i32 -2, i32 -1, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 123, i32 124, i32 125, i32 126, i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254, i32 255], align 16, !dbg !104
@rand_state = internal unnamed_addr global [31 x i32] zeroinitializer, align 16, !dbg !58
@rand_f = internal unnamed_addr global i32 0, align 4, !dbg !63
@rand_r = internal unnamed_addr global i32 0, align 4, !dbg !65
@rand_seeded = internal unnamed_addr global i1 false, align 4, !dbg !106
@key_used = internal unnamed_addr global [64 x i32] zeroinitializer, align 16, !dbg !69
@key_dtor = internal unnamed_addr global [64 x ptr] zeroinitializer, align 16, !dbg !74
@__pancam_tsd_dtors = dso_local local_unnamed_addr global i32 0, align 4, !dbg !83
@key_value = internal thread_local unnamed_addr global [64 x ptr] zeroinitializer, align 16, !dbg !80
@ctype_b_table = internal constant <{ [256 x i16], [128 x i16] }> <{ [256 x i16] [i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 8195, i16 8194, i16 8194, i16 8194, i16 8194, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 24577, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -11000, i16 -11000, i16 -11000, i16 -11000, i16 -11000, i16 -11000, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -10744, i16 -10744, i16 -10744, i16 -10744, i16 -10744, i16 -10744, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 2], [128 x i16] zeroinitializer }>, align 16, !dbg !96

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local nonnull ptr @__errno_location() local_unnamed_addr #0 !dbg !113 {
  %1 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !117
  ret ptr %1, !dbg !118
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 -1, 1) i32 @atexit(ptr noundef %0) local_unnamed_addr #2 !dbg !119 {
    #dbg_value(ptr %0, !123, !DIExpression(), !124)
  %2 = load i32, ptr @atexit_n, align 4, !dbg !125, !tbaa !127
  %3 = icmp sgt i32 %2, 31, !dbg !131
  br i1 %3, label %8, label %4, !dbg !132

4:                                                ; preds = %1
  %5 = add nsw i32 %2, 1, !dbg !133
  store i32 %5, ptr @atexit_n, align 4, !dbg !133, !tbaa !127
  %6 = sext i32 %2 to i64, !dbg !134
  %7 = getelementptr inbounds [32 x ptr], ptr @atexit_fns, i64 0, i64 %6, !dbg !134
  store ptr %0, ptr %7, align 8, !dbg !135, !tbaa !136
  br label %8, !dbg !138

8:                                                ; preds = %1, %4
  %9 = phi i32 [ 0, %4 ], [ -1, %1 ], !dbg !124
  ret i32 %9, !dbg !139
}

; Function Attrs: noreturn nounwind
define dso_local void @exit(i32 noundef %0) local_unnamed_addr #3 !dbg !140 {
    #dbg_value(i32 %0, !144, !DIExpression(), !147)
  %2 = load i32, ptr @atexit_n, align 4, !dbg !148, !tbaa !127
  %3 = icmp sgt i32 %2, 0, !dbg !149
  br i1 %3, label %4, label %12, !dbg !150

4:                                                ; preds = %1, %4
  %5 = phi i32 [ %10, %4 ], [ %2, %1 ]
  %6 = add nsw i32 %5, -1, !dbg !151
  store i32 %6, ptr @atexit_n, align 4, !dbg !151, !tbaa !127
  %7 = zext nneg i32 %6 to i64, !dbg !152
  %8 = getelementptr inbounds [32 x ptr], ptr @atexit_fns, i64 0, i64 %7, !dbg !152
  %9 = load ptr, ptr %8, align 8, !dbg !152, !tbaa !136
    #dbg_value(ptr %9, !145, !DIExpression(), !153)
  tail call void %9() #16, !dbg !154
  %10 = load i32, ptr @atexit_n, align 4, !dbg !148, !tbaa !127
  %11 = icmp sgt i32 %10, 0, !dbg !149
  br i1 %11, label %4, label %12, !dbg !150, !llvm.loop !155

12:                                               ; preds = %4, %1
  tail call void @__pancam_exit(i32 noundef %0) #17, !dbg !158
  unreachable, !dbg !158
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: noreturn
declare !dbg !159 void @__pancam_exit(i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local i32 @memcmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #6 !dbg !160 {
    #dbg_value(ptr %0, !167, !DIExpression(), !174)
    #dbg_value(ptr %1, !168, !DIExpression(), !174)
    #dbg_value(i64 %2, !169, !DIExpression(), !174)
    #dbg_value(ptr %0, !170, !DIExpression(), !174)
    #dbg_value(ptr %1, !171, !DIExpression(), !174)
    #dbg_value(i64 0, !172, !DIExpression(), !175)
  %4 = icmp eq i64 %2, 0, !dbg !176
  br i1 %4, label %18, label %8, !dbg !178

5:                                                ; preds = %8
  %6 = add nuw i64 %9, 1, !dbg !179
    #dbg_value(i64 %6, !172, !DIExpression(), !175)
    #dbg_value(i64 %6, !172, !DIExpression(), !175)
  %7 = icmp eq i64 %6, %2, !dbg !176
  br i1 %7, label %18, label %8, !dbg !178, !llvm.loop !180

8:                                                ; preds = %3, %5
  %9 = phi i64 [ %6, %5 ], [ 0, %3 ]
    #dbg_value(i64 %9, !172, !DIExpression(), !175)
  %10 = getelementptr inbounds i8, ptr %0, i64 %9, !dbg !182
  %11 = load i8, ptr %10, align 1, !dbg !182, !tbaa !184
  %12 = getelementptr inbounds i8, ptr %1, i64 %9, !dbg !185
  %13 = load i8, ptr %12, align 1, !dbg !185, !tbaa !184
  %14 = icmp eq i8 %11, %13, !dbg !186
    #dbg_value(i64 %9, !172, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !175)
  br i1 %14, label %5, label %15, !dbg !187

15:                                               ; preds = %8
  %16 = icmp ult i8 %11, %13, !dbg !188
  %17 = select i1 %16, i32 -1, i32 1, !dbg !189
  br label %18, !dbg !190

18:                                               ; preds = %5, %3, %15
  %19 = phi i32 [ %17, %15 ], [ 0, %3 ], [ 0, %5 ]
  ret i32 %19, !dbg !191
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local range(i32 0, 2) i32 @bcmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #6 !dbg !192 {
    #dbg_value(ptr %0, !194, !DIExpression(), !197)
    #dbg_value(ptr %1, !195, !DIExpression(), !197)
    #dbg_value(i64 %2, !196, !DIExpression(), !197)
    #dbg_value(ptr %0, !167, !DIExpression(), !198)
    #dbg_value(ptr %1, !168, !DIExpression(), !198)
    #dbg_value(i64 %2, !169, !DIExpression(), !198)
    #dbg_value(ptr %0, !170, !DIExpression(), !198)
    #dbg_value(ptr %1, !171, !DIExpression(), !198)
    #dbg_value(i64 0, !172, !DIExpression(), !200)
  %4 = icmp eq i64 %2, 0, !dbg !201
  br i1 %4, label %15, label %8, !dbg !202

5:                                                ; preds = %8
  %6 = add nuw i64 %9, 1, !dbg !203
    #dbg_value(i64 %6, !172, !DIExpression(), !200)
    #dbg_value(i64 %6, !172, !DIExpression(), !200)
  %7 = icmp eq i64 %6, %2, !dbg !201
  br i1 %7, label %15, label %8, !dbg !202, !llvm.loop !204

8:                                                ; preds = %3, %5
  %9 = phi i64 [ %6, %5 ], [ 0, %3 ]
    #dbg_value(i64 %9, !172, !DIExpression(), !200)
  %10 = getelementptr inbounds i8, ptr %0, i64 %9, !dbg !206
  %11 = load i8, ptr %10, align 1, !dbg !206, !tbaa !184
  %12 = getelementptr inbounds i8, ptr %1, i64 %9, !dbg !207
  %13 = load i8, ptr %12, align 1, !dbg !207, !tbaa !184
  %14 = icmp eq i8 %11, %13, !dbg !208
    #dbg_value(i64 %9, !172, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !200)
  br i1 %14, label %5, label %15, !dbg !209

15:                                               ; preds = %8, %5, %3
  %16 = phi i32 [ 0, %3 ], [ 1, %8 ], [ 0, %5 ]
  ret i32 %16, !dbg !210
}

; Function Attrs: nounwind
define dso_local ptr @mempcpy(ptr noundef %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #7 !dbg !211 {
    #dbg_value(ptr %0, !215, !DIExpression(), !218)
    #dbg_value(ptr %1, !216, !DIExpression(), !218)
    #dbg_value(i64 %2, !217, !DIExpression(), !218)
  %4 = tail call ptr @memcpy(ptr noundef %0, ptr noundef %1, i64 noundef %2) #16, !dbg !219
  %5 = getelementptr inbounds i8, ptr %4, i64 %2, !dbg !220
  ret ptr %5, !dbg !221
}

declare !dbg !222 ptr @memcpy(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local noundef ptr @memrchr(ptr noundef readonly %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #6 !dbg !223 {
    #dbg_value(ptr %0, !227, !DIExpression(), !231)
    #dbg_value(i32 %1, !228, !DIExpression(), !231)
    #dbg_value(i64 %2, !229, !DIExpression(), !231)
    #dbg_value(ptr %0, !230, !DIExpression(), !231)
  %4 = trunc i32 %1 to i8
  br label %5, !dbg !232

5:                                                ; preds = %8, %3
  %6 = phi i64 [ %2, %3 ], [ %9, %8 ]
    #dbg_value(i64 %6, !229, !DIExpression(), !231)
  %7 = icmp eq i64 %6, 0, !dbg !233
  br i1 %7, label %15, label %8, !dbg !232

8:                                                ; preds = %5
  %9 = add i64 %6, -1, !dbg !234
    #dbg_value(i64 %9, !229, !DIExpression(), !231)
  %10 = getelementptr inbounds i8, ptr %0, i64 %9, !dbg !236
  %11 = load i8, ptr %10, align 1, !dbg !236, !tbaa !184
  %12 = icmp eq i8 %11, %4, !dbg !238
  br i1 %12, label %13, label %5, !dbg !239, !llvm.loop !240

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %0, i64 %9
  br label %15, !dbg !242

15:                                               ; preds = %5, %13
  %16 = phi ptr [ %14, %13 ], [ null, %5 ], !dbg !231
  ret ptr %16, !dbg !242
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local ptr @memchr(ptr noundef readonly %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #6 !dbg !243 {
    #dbg_value(ptr %0, !245, !DIExpression(), !251)
    #dbg_value(i32 %1, !246, !DIExpression(), !251)
    #dbg_value(i64 %2, !247, !DIExpression(), !251)
    #dbg_value(ptr %0, !248, !DIExpression(), !251)
    #dbg_value(i64 0, !249, !DIExpression(), !252)
  %4 = icmp eq i64 %2, 0, !dbg !253
  br i1 %4, label %17, label %5, !dbg !255

5:                                                ; preds = %3
  %6 = trunc i32 %1 to i8
  br label %7, !dbg !255

7:                                                ; preds = %5, %12
  %8 = phi i64 [ 0, %5 ], [ %13, %12 ]
    #dbg_value(i64 %8, !249, !DIExpression(), !252)
  %9 = getelementptr inbounds i8, ptr %0, i64 %8, !dbg !256
  %10 = load i8, ptr %9, align 1, !dbg !256, !tbaa !184
  %11 = icmp eq i8 %10, %6, !dbg !258
  br i1 %11, label %15, label %12, !dbg !259

12:                                               ; preds = %7
  %13 = add nuw i64 %8, 1, !dbg !260
    #dbg_value(i64 %13, !249, !DIExpression(), !252)
  %14 = icmp eq i64 %13, %2, !dbg !253
  br i1 %14, label %17, label %7, !dbg !255, !llvm.loop !261

15:                                               ; preds = %7
  %16 = getelementptr inbounds i8, ptr %0, i64 %8
  br label %17, !dbg !263

17:                                               ; preds = %12, %15, %3
  %18 = phi ptr [ null, %3 ], [ %16, %15 ], [ null, %12 ]
  ret ptr %18, !dbg !263
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local i64 @strnlen(ptr nocapture noundef readonly %0, i64 noundef %1) local_unnamed_addr #6 !dbg !264 {
    #dbg_value(ptr %0, !268, !DIExpression(), !271)
    #dbg_value(i64 %1, !269, !DIExpression(), !271)
    #dbg_value(i64 0, !270, !DIExpression(), !271)
  %3 = icmp eq i64 %1, 0, !dbg !272
  br i1 %3, label %12, label %4, !dbg !273

4:                                                ; preds = %2, %9
  %5 = phi i64 [ %10, %9 ], [ 0, %2 ]
    #dbg_value(i64 %5, !270, !DIExpression(), !271)
  %6 = getelementptr inbounds i8, ptr %0, i64 %5, !dbg !274
  %7 = load i8, ptr %6, align 1, !dbg !274, !tbaa !184
  %8 = icmp eq i8 %7, 0, !dbg !273
  br i1 %8, label %12, label %9, !dbg !275

9:                                                ; preds = %4
  %10 = add nuw i64 %5, 1, !dbg !276
    #dbg_value(i64 %10, !270, !DIExpression(), !271)
  %11 = icmp eq i64 %10, %1, !dbg !272
  br i1 %11, label %12, label %4, !dbg !273, !llvm.loop !277

12:                                               ; preds = %4, %9, %2
  %13 = phi i64 [ 0, %2 ], [ %1, %9 ], [ %5, %4 ], !dbg !271
  ret i64 %13, !dbg !278
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local range(i32 -1, 2) i32 @strcmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !279 {
    #dbg_value(ptr %0, !283, !DIExpression(), !287)
    #dbg_value(ptr %1, !284, !DIExpression(), !287)
    #dbg_value(ptr %0, !285, !DIExpression(), !287)
    #dbg_value(ptr %1, !286, !DIExpression(), !287)
  %3 = load i8, ptr %0, align 1, !dbg !288, !tbaa !184
  %4 = icmp eq i8 %3, 0, !dbg !288
  br i1 %4, label %16, label %5, !dbg !289

5:                                                ; preds = %2, %11
  %6 = phi i8 [ %14, %11 ], [ %3, %2 ]
  %7 = phi ptr [ %13, %11 ], [ %1, %2 ]
  %8 = phi ptr [ %12, %11 ], [ %0, %2 ]
    #dbg_value(ptr %7, !286, !DIExpression(), !287)
    #dbg_value(ptr %8, !285, !DIExpression(), !287)
  %9 = load i8, ptr %7, align 1, !dbg !290, !tbaa !184
  %10 = icmp eq i8 %6, %9, !dbg !291
  br i1 %10, label %11, label %16, !dbg !292

11:                                               ; preds = %5
  %12 = getelementptr inbounds i8, ptr %8, i64 1, !dbg !293
    #dbg_value(ptr %12, !285, !DIExpression(), !287)
  %13 = getelementptr inbounds i8, ptr %7, i64 1, !dbg !295
    #dbg_value(ptr %13, !286, !DIExpression(), !287)
  %14 = load i8, ptr %12, align 1, !dbg !288, !tbaa !184
  %15 = icmp eq i8 %14, 0, !dbg !288
  br i1 %15, label %16, label %5, !dbg !289, !llvm.loop !296

16:                                               ; preds = %5, %11, %2
  %17 = phi ptr [ %1, %2 ], [ %13, %11 ], [ %7, %5 ], !dbg !287
  %18 = phi i8 [ 0, %2 ], [ 0, %11 ], [ %6, %5 ], !dbg !288
  %19 = load i8, ptr %17, align 1, !dbg !298, !tbaa !184
  %20 = icmp ugt i8 %18, %19, !dbg !299
  %21 = zext i1 %20 to i32, !dbg !299
  %22 = icmp ult i8 %18, %19, !dbg !300
  %23 = sext i1 %22 to i32, !dbg !300
  %24 = add nsw i32 %23, %21, !dbg !301
  ret i32 %24, !dbg !302
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local i32 @strncmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #6 !dbg !303 {
    #dbg_value(ptr %0, !307, !DIExpression(), !314)
    #dbg_value(ptr %1, !308, !DIExpression(), !314)
    #dbg_value(i64 %2, !309, !DIExpression(), !314)
    #dbg_value(ptr %0, !310, !DIExpression(), !314)
    #dbg_value(ptr %1, !311, !DIExpression(), !314)
    #dbg_value(i64 0, !312, !DIExpression(), !315)
  %4 = icmp eq i64 %2, 0, !dbg !316
  br i1 %4, label %23, label %5, !dbg !318

5:                                                ; preds = %3, %18
  %6 = phi i64 [ %20, %18 ], [ 0, %3 ]
    #dbg_value(i64 %6, !312, !DIExpression(), !315)
  %7 = getelementptr inbounds i8, ptr %0, i64 %6, !dbg !319
  %8 = load i8, ptr %7, align 1, !dbg !319, !tbaa !184
  %9 = getelementptr inbounds i8, ptr %1, i64 %6, !dbg !322
  %10 = load i8, ptr %9, align 1, !dbg !322, !tbaa !184
  %11 = icmp eq i8 %8, %10, !dbg !323
  br i1 %11, label %18, label %12, !dbg !324

12:                                               ; preds = %5
  %13 = icmp ugt i8 %8, %10, !dbg !325
  %14 = zext i1 %13 to i32, !dbg !325
  %15 = icmp ult i8 %8, %10, !dbg !326
  %16 = sext i1 %15 to i32, !dbg !326
  %17 = add nsw i32 %16, %14, !dbg !327
  br label %23, !dbg !328

18:                                               ; preds = %5
  %19 = icmp eq i8 %8, 0, !dbg !329
    #dbg_value(i64 %6, !312, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !315)
  %20 = add nuw i64 %6, 1
    #dbg_value(i64 %20, !312, !DIExpression(), !315)
    #dbg_value(i64 %20, !312, !DIExpression(), !315)
  %21 = icmp eq i64 %20, %2
  %22 = select i1 %19, i1 true, i1 %21, !dbg !331
  br i1 %22, label %23, label %5, !dbg !331, !llvm.loop !332

23:                                               ; preds = %18, %3, %12
  %24 = phi i32 [ %17, %12 ], [ 0, %3 ], [ 0, %18 ]
  ret i32 %24, !dbg !334
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local noundef ptr @strcpy(ptr noundef returned writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #10 !dbg !335 {
    #dbg_value(ptr %0, !337, !DIExpression(), !340)
    #dbg_value(ptr %1, !338, !DIExpression(), !340)
    #dbg_value(ptr %0, !339, !DIExpression(), !340)
  br label %3, !dbg !341

3:                                                ; preds = %3, %2
  %4 = phi ptr [ %1, %2 ], [ %6, %3 ]
  %5 = phi ptr [ %0, %2 ], [ %8, %3 ]
    #dbg_value(ptr %5, !337, !DIExpression(), !340)
    #dbg_value(ptr %4, !338, !DIExpression(), !340)
  %6 = getelementptr inbounds i8, ptr %4, i64 1, !dbg !342
    #dbg_value(ptr %6, !338, !DIExpression(), !340)
  %7 = load i8, ptr %4, align 1, !dbg !343, !tbaa !184
  %8 = getelementptr inbounds i8, ptr %5, i64 1, !dbg !344
    #dbg_value(ptr %8, !337, !DIExpression(), !340)
  store i8 %7, ptr %5, align 1, !dbg !345, !tbaa !184
  %9 = icmp eq i8 %7, 0, !dbg !341
  br i1 %9, label %10, label %3, !dbg !341, !llvm.loop !346

10:                                               ; preds = %3
  ret ptr %0, !dbg !348
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local noundef ptr @stpcpy(ptr noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #10 !dbg !349 {
    #dbg_value(ptr %0, !351, !DIExpression(), !353)
    #dbg_value(ptr %1, !352, !DIExpression(), !353)
    #dbg_value(ptr %1, !352, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !353)
  %3 = load i8, ptr %1, align 1, !dbg !354, !tbaa !184
  store i8 %3, ptr %0, align 1, !dbg !355, !tbaa !184
  %4 = icmp eq i8 %3, 0, !dbg !356
  br i1 %4, label %12, label %5, !dbg !356

5:                                                ; preds = %2, %5
  %6 = phi ptr [ %8, %5 ], [ %1, %2 ]
  %7 = phi ptr [ %9, %5 ], [ %0, %2 ]
    #dbg_value(ptr %6, !352, !DIExpression(), !353)
    #dbg_value(ptr %7, !351, !DIExpression(), !353)
  %8 = getelementptr inbounds i8, ptr %6, i64 1, !dbg !357
    #dbg_value(ptr %8, !352, !DIExpression(), !353)
  %9 = getelementptr inbounds i8, ptr %7, i64 1, !dbg !358
    #dbg_value(ptr %9, !351, !DIExpression(), !353)
    #dbg_value(ptr %8, !352, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !353)
  %10 = load i8, ptr %8, align 1, !dbg !354, !tbaa !184
  store i8 %10, ptr %9, align 1, !dbg !355, !tbaa !184
  %11 = icmp eq i8 %10, 0, !dbg !356
  br i1 %11, label %12, label %5, !dbg !356, !llvm.loop !359

12:                                               ; preds = %5, %2
  %13 = phi ptr [ %0, %2 ], [ %9, %5 ]
  ret ptr %13, !dbg !360
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptr @stpncpy(ptr noundef writeonly %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #11 !dbg !361 {
    #dbg_value(ptr %0, !365, !DIExpression(), !370)
    #dbg_value(ptr %1, !366, !DIExpression(), !370)
    #dbg_value(i64 %2, !367, !DIExpression(), !370)
    #dbg_value(i64 0, !368, !DIExpression(), !370)
  %4 = icmp eq i64 %2, 0, !dbg !371
  br i1 %4, label %14, label %5, !dbg !374

5:                                                ; preds = %3, %10
  %6 = phi i64 [ %12, %10 ], [ 0, %3 ]
    #dbg_value(i64 %6, !368, !DIExpression(), !370)
  %7 = getelementptr inbounds i8, ptr %1, i64 %6, !dbg !375
  %8 = load i8, ptr %7, align 1, !dbg !375, !tbaa !184
  %9 = icmp eq i8 %8, 0, !dbg !374
  br i1 %9, label %14, label %10, !dbg !376

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %0, i64 %6, !dbg !377
  store i8 %8, ptr %11, align 1, !dbg !378, !tbaa !184
  %12 = add nuw i64 %6, 1, !dbg !379
    #dbg_value(i64 %12, !368, !DIExpression(), !370)
  %13 = icmp eq i64 %12, %2, !dbg !371
  br i1 %13, label %56, label %5, !dbg !374, !llvm.loop !380

14:                                               ; preds = %5, %3
  %15 = phi i64 [ 0, %3 ], [ %6, %5 ], !dbg !370
    #dbg_value(!DIArgList(ptr %0, i64 %15), !369, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !370)
    #dbg_value(i64 %15, !368, !DIExpression(), !370)
  %16 = icmp ult i64 %15, %2, !dbg !382
  br i1 %16, label %17, label %56, !dbg !385

17:                                               ; preds = %14
  %18 = sub i64 %2, %15, !dbg !385
  %19 = icmp ult i64 %18, 8, !dbg !385
  br i1 %19, label %49, label %20, !dbg !385

20:                                               ; preds = %17
  %21 = icmp ult i64 %18, 32, !dbg !385
  br i1 %21, label %37, label %22, !dbg !385

22:                                               ; preds = %20
  %23 = and i64 %18, -32, !dbg !385
  %24 = getelementptr i8, ptr %0, i64 %15
  br label %25, !dbg !385

25:                                               ; preds = %25, %22
  %26 = phi i64 [ 0, %22 ], [ %29, %25 ]
  %27 = getelementptr i8, ptr %24, i64 %26, !dbg !386
  %28 = getelementptr inbounds i8, ptr %27, i64 16, !dbg !387
  store <16 x i8> zeroinitializer, ptr %27, align 1, !dbg !387, !tbaa !184
  store <16 x i8> zeroinitializer, ptr %28, align 1, !dbg !387, !tbaa !184
  %29 = add nuw i64 %26, 32
  %30 = icmp eq i64 %29, %23
  br i1 %30, label %31, label %25, !llvm.loop !388

31:                                               ; preds = %25
  %32 = icmp eq i64 %18, %23, !dbg !385
  br i1 %32, label %56, label %33, !dbg !385

33:                                               ; preds = %31
  %34 = add i64 %15, %23, !dbg !385
  %35 = and i64 %18, 24, !dbg !385
  %36 = icmp eq i64 %35, 0, !dbg !385
  br i1 %36, label %49, label %37, !dbg !385

37:                                               ; preds = %20, %33
  %38 = phi i64 [ %23, %33 ], [ 0, %20 ]
  %39 = and i64 %18, -8, !dbg !385
  %40 = add i64 %15, %39, !dbg !385
  %41 = getelementptr i8, ptr %0, i64 %15
  br label %42, !dbg !385

42:                                               ; preds = %42, %37
  %43 = phi i64 [ %38, %37 ], [ %45, %42 ]
  %44 = getelementptr i8, ptr %41, i64 %43, !dbg !386
  store <8 x i8> zeroinitializer, ptr %44, align 1, !dbg !387, !tbaa !184
  %45 = add nuw i64 %43, 8
  %46 = icmp eq i64 %45, %39
  br i1 %46, label %47, label %42, !llvm.loop !392

47:                                               ; preds = %42
  %48 = icmp eq i64 %18, %39, !dbg !385
  br i1 %48, label %56, label %49, !dbg !385

49:                                               ; preds = %47, %17, %33
  %50 = phi i64 [ %15, %17 ], [ %34, %33 ], [ %40, %47 ]
  br label %51, !dbg !385

51:                                               ; preds = %49, %51
  %52 = phi i64 [ %54, %51 ], [ %50, %49 ]
    #dbg_value(i64 %52, !368, !DIExpression(), !370)
  %53 = getelementptr inbounds i8, ptr %0, i64 %52, !dbg !386
  store i8 0, ptr %53, align 1, !dbg !387, !tbaa !184
  %54 = add nuw i64 %52, 1, !dbg !393
    #dbg_value(i64 %54, !368, !DIExpression(), !370)
  %55 = icmp eq i64 %54, %2, !dbg !382
  br i1 %55, label %56, label %51, !dbg !385, !llvm.loop !394

56:                                               ; preds = %10, %51, %31, %47, %14
  %57 = phi i64 [ %15, %14 ], [ %15, %47 ], [ %15, %31 ], [ %15, %51 ], [ %2, %10 ]
  %58 = getelementptr inbounds i8, ptr %0, i64 %57, !dbg !395
    #dbg_value(ptr %58, !369, !DIExpression(), !370)
  ret ptr %58, !dbg !396
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local noundef ptr @strchrnul(ptr noundef readonly %0, i32 noundef %1) local_unnamed_addr #9 !dbg !397 {
    #dbg_value(ptr %0, !401, !DIExpression(), !403)
    #dbg_value(i32 %1, !402, !DIExpression(), !403)
  %3 = load i8, ptr %0, align 1, !dbg !404, !tbaa !184
  %4 = icmp eq i8 %3, 0, !dbg !404
  br i1 %4, label %17, label %5, !dbg !405

5:                                                ; preds = %2
  %6 = shl i32 %1, 24
  %7 = ashr exact i32 %6, 24
  br label %8, !dbg !405

8:                                                ; preds = %5, %13
  %9 = phi i8 [ %3, %5 ], [ %15, %13 ]
  %10 = phi ptr [ %0, %5 ], [ %14, %13 ]
    #dbg_value(ptr %10, !401, !DIExpression(), !403)
  %11 = sext i8 %9 to i32, !dbg !404
  %12 = icmp eq i32 %7, %11, !dbg !406
  br i1 %12, label %17, label %13, !dbg !407

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %10, i64 1, !dbg !408
    #dbg_value(ptr %14, !401, !DIExpression(), !403)
  %15 = load i8, ptr %14, align 1, !dbg !404, !tbaa !184
  %16 = icmp eq i8 %15, 0, !dbg !404
  br i1 %16, label %17, label %8, !dbg !405, !llvm.loop !409

17:                                               ; preds = %8, %13, %2
  %18 = phi ptr [ %0, %2 ], [ %14, %13 ], [ %10, %8 ]
  ret ptr %18, !dbg !410
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local noundef ptr @strncpy(ptr noundef returned writeonly %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #11 !dbg !411 {
    #dbg_value(ptr %0, !413, !DIExpression(), !417)
    #dbg_value(ptr %1, !414, !DIExpression(), !417)
    #dbg_value(i64 %2, !415, !DIExpression(), !417)
    #dbg_value(i64 0, !416, !DIExpression(), !417)
  %4 = icmp eq i64 %2, 0, !dbg !418
  br i1 %4, label %14, label %5, !dbg !421

5:                                                ; preds = %3, %10
  %6 = phi i64 [ %12, %10 ], [ 0, %3 ]
    #dbg_value(i64 %6, !416, !DIExpression(), !417)
  %7 = getelementptr inbounds i8, ptr %1, i64 %6, !dbg !422
  %8 = load i8, ptr %7, align 1, !dbg !422, !tbaa !184
  %9 = icmp eq i8 %8, 0, !dbg !421
  br i1 %9, label %14, label %10, !dbg !423

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %0, i64 %6, !dbg !424
  store i8 %8, ptr %11, align 1, !dbg !425, !tbaa !184
  %12 = add nuw i64 %6, 1, !dbg !426
    #dbg_value(i64 %12, !416, !DIExpression(), !417)
  %13 = icmp eq i64 %12, %2, !dbg !418
  br i1 %13, label %56, label %5, !dbg !421, !llvm.loop !427

14:                                               ; preds = %5, %3
  %15 = phi i64 [ 0, %3 ], [ %6, %5 ], !dbg !417
    #dbg_value(i64 %15, !416, !DIExpression(), !417)
  %16 = icmp ult i64 %15, %2, !dbg !429
  br i1 %16, label %17, label %56, !dbg !432

17:                                               ; preds = %14
  %18 = sub i64 %2, %15, !dbg !432
  %19 = icmp ult i64 %18, 8, !dbg !432
  br i1 %19, label %49, label %20, !dbg !432

20:                                               ; preds = %17
  %21 = icmp ult i64 %18, 32, !dbg !432
  br i1 %21, label %37, label %22, !dbg !432

22:                                               ; preds = %20
  %23 = and i64 %18, -32, !dbg !432
  %24 = getelementptr i8, ptr %0, i64 %15
  br label %25, !dbg !432

25:                                               ; preds = %25, %22
  %26 = phi i64 [ 0, %22 ], [ %29, %25 ]
  %27 = getelementptr i8, ptr %24, i64 %26, !dbg !433
  %28 = getelementptr inbounds i8, ptr %27, i64 16, !dbg !434
  store <16 x i8> zeroinitializer, ptr %27, align 1, !dbg !434, !tbaa !184
  store <16 x i8> zeroinitializer, ptr %28, align 1, !dbg !434, !tbaa !184
  %29 = add nuw i64 %26, 32
  %30 = icmp eq i64 %29, %23
  br i1 %30, label %31, label %25, !llvm.loop !435

31:                                               ; preds = %25
  %32 = icmp eq i64 %18, %23, !dbg !432
  br i1 %32, label %56, label %33, !dbg !432

33:                                               ; preds = %31
  %34 = add i64 %15, %23, !dbg !432
  %35 = and i64 %18, 24, !dbg !432
  %36 = icmp eq i64 %35, 0, !dbg !432
  br i1 %36, label %49, label %37, !dbg !432

37:                                               ; preds = %20, %33
  %38 = phi i64 [ %23, %33 ], [ 0, %20 ]
  %39 = and i64 %18, -8, !dbg !432
  %40 = add i64 %15, %39, !dbg !432
  %41 = getelementptr i8, ptr %0, i64 %15
  br label %42, !dbg !432

42:                                               ; preds = %42, %37
  %43 = phi i64 [ %38, %37 ], [ %45, %42 ]
  %44 = getelementptr i8, ptr %41, i64 %43, !dbg !433
  store <8 x i8> zeroinitializer, ptr %44, align 1, !dbg !434, !tbaa !184
  %45 = add nuw i64 %43, 8
  %46 = icmp eq i64 %45, %39
  br i1 %46, label %47, label %42, !llvm.loop !437

47:                                               ; preds = %42
  %48 = icmp eq i64 %18, %39, !dbg !432
  br i1 %48, label %56, label %49, !dbg !432

49:                                               ; preds = %47, %17, %33
  %50 = phi i64 [ %15, %17 ], [ %34, %33 ], [ %40, %47 ]
  br label %51, !dbg !432

51:                                               ; preds = %49, %51
  %52 = phi i64 [ %54, %51 ], [ %50, %49 ]
    #dbg_value(i64 %52, !416, !DIExpression(), !417)
  %53 = getelementptr inbounds i8, ptr %0, i64 %52, !dbg !433
  store i8 0, ptr %53, align 1, !dbg !434, !tbaa !184
  %54 = add nuw i64 %52, 1, !dbg !438
    #dbg_value(i64 %54, !416, !DIExpression(), !417)
  %55 = icmp eq i64 %54, %2, !dbg !429
  br i1 %55, label %56, label %51, !dbg !432, !llvm.loop !439

56:                                               ; preds = %10, %51, %31, %47, %14
  ret ptr %0, !dbg !440
}

; Function Attrs: nounwind
define dso_local noundef ptr @strcat(ptr noundef returned %0, ptr nocapture noundef readonly %1) local_unnamed_addr #7 !dbg !441 {
    #dbg_value(ptr %0, !443, !DIExpression(), !445)
    #dbg_value(ptr %1, !444, !DIExpression(), !445)
  %3 = tail call i64 @strlen(ptr noundef %0) #16, !dbg !446
  %4 = getelementptr inbounds i8, ptr %0, i64 %3, !dbg !447
    #dbg_value(ptr %4, !337, !DIExpression(), !448)
    #dbg_value(ptr %1, !338, !DIExpression(), !448)
    #dbg_value(ptr %4, !339, !DIExpression(), !448)
  br label %5, !dbg !450

5:                                                ; preds = %5, %2
  %6 = phi ptr [ %1, %2 ], [ %8, %5 ]
  %7 = phi ptr [ %4, %2 ], [ %10, %5 ]
    #dbg_value(ptr %7, !337, !DIExpression(), !448)
    #dbg_value(ptr %6, !338, !DIExpression(), !448)
  %8 = getelementptr inbounds i8, ptr %6, i64 1, !dbg !451
    #dbg_value(ptr %8, !338, !DIExpression(), !448)
  %9 = load i8, ptr %6, align 1, !dbg !452, !tbaa !184
  %10 = getelementptr inbounds i8, ptr %7, i64 1, !dbg !453
    #dbg_value(ptr %10, !337, !DIExpression(), !448)
  store i8 %9, ptr %7, align 1, !dbg !454, !tbaa !184
  %11 = icmp eq i8 %9, 0, !dbg !450
  br i1 %11, label %12, label %5, !dbg !450, !llvm.loop !455

12:                                               ; preds = %5
  ret ptr %0, !dbg !457
}

declare !dbg !458 i64 @strlen(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local noundef ptr @strncat(ptr noundef returned %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #7 !dbg !461 {
    #dbg_value(ptr %0, !463, !DIExpression(), !468)
    #dbg_value(ptr %1, !464, !DIExpression(), !468)
    #dbg_value(i64 %2, !465, !DIExpression(), !468)
  %4 = tail call i64 @strlen(ptr noundef %0) #16, !dbg !469
  %5 = getelementptr inbounds i8, ptr %0, i64 %4, !dbg !470
    #dbg_value(ptr %5, !466, !DIExpression(), !468)
    #dbg_value(i64 0, !467, !DIExpression(), !468)
  %6 = icmp eq i64 %2, 0, !dbg !471
  br i1 %6, label %16, label %7, !dbg !474

7:                                                ; preds = %3, %12
  %8 = phi i64 [ %14, %12 ], [ 0, %3 ]
    #dbg_value(i64 %8, !467, !DIExpression(), !468)
  %9 = getelementptr inbounds i8, ptr %1, i64 %8, !dbg !475
  %10 = load i8, ptr %9, align 1, !dbg !475, !tbaa !184
  %11 = icmp eq i8 %10, 0, !dbg !474
  br i1 %11, label %16, label %12, !dbg !476

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %5, i64 %8, !dbg !477
  store i8 %10, ptr %13, align 1, !dbg !478, !tbaa !184
  %14 = add nuw i64 %8, 1, !dbg !479
    #dbg_value(i64 %14, !467, !DIExpression(), !468)
  %15 = icmp eq i64 %14, %2, !dbg !471
  br i1 %15, label %16, label %7, !dbg !474, !llvm.loop !480

16:                                               ; preds = %7, %12, %3
  %17 = phi i64 [ 0, %3 ], [ %2, %12 ], [ %8, %7 ], !dbg !468
  %18 = getelementptr inbounds i8, ptr %5, i64 %17, !dbg !482
  store i8 0, ptr %18, align 1, !dbg !483, !tbaa !184
  ret ptr %0, !dbg !484
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local noundef ptr @strchr(ptr noundef readonly %0, i32 noundef %1) local_unnamed_addr #9 !dbg !485 {
    #dbg_value(ptr %0, !487, !DIExpression(), !489)
    #dbg_value(i32 %1, !488, !DIExpression(), !489)
  %3 = shl i32 %1, 24
  %4 = ashr exact i32 %3, 24
    #dbg_value(ptr %0, !487, !DIExpression(), !489)
  %5 = load i8, ptr %0, align 1, !dbg !490, !tbaa !184
  %6 = sext i8 %5 to i32, !dbg !490
  %7 = icmp eq i32 %4, %6, !dbg !495
  br i1 %7, label %17, label %8, !dbg !496

8:                                                ; preds = %2, %12
  %9 = phi i8 [ %14, %12 ], [ %5, %2 ]
  %10 = phi ptr [ %13, %12 ], [ %0, %2 ]
    #dbg_value(ptr %10, !487, !DIExpression(), !489)
  %11 = icmp eq i8 %9, 0, !dbg !497
  br i1 %11, label %17, label %12, !dbg !499

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %10, i64 1, !dbg !500
    #dbg_value(ptr %13, !487, !DIExpression(), !489)
  %14 = load i8, ptr %13, align 1, !dbg !490, !tbaa !184
  %15 = sext i8 %14 to i32, !dbg !490
  %16 = icmp eq i32 %4, %15, !dbg !495
  br i1 %16, label %17, label %8, !dbg !496, !llvm.loop !501

17:                                               ; preds = %12, %8, %2
  %18 = phi ptr [ %0, %2 ], [ null, %8 ], [ %13, %12 ], !dbg !504
  ret ptr %18, !dbg !505
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local ptr @strrchr(ptr noundef readonly %0, i32 noundef %1) local_unnamed_addr #9 !dbg !506 {
    #dbg_value(ptr %0, !508, !DIExpression(), !511)
    #dbg_value(i32 %1, !509, !DIExpression(), !511)
    #dbg_value(ptr null, !510, !DIExpression(), !511)
  %3 = shl i32 %1, 24
  %4 = ashr exact i32 %3, 24
  br label %5, !dbg !512

5:                                                ; preds = %5, %2
  %6 = phi ptr [ %0, %2 ], [ %13, %5 ]
  %7 = phi ptr [ null, %2 ], [ %11, %5 ], !dbg !511
    #dbg_value(ptr %7, !510, !DIExpression(), !511)
    #dbg_value(ptr %6, !508, !DIExpression(), !511)
  %8 = load i8, ptr %6, align 1, !dbg !513, !tbaa !184
  %9 = sext i8 %8 to i32, !dbg !513
  %10 = icmp eq i32 %4, %9, !dbg !518
  %11 = select i1 %10, ptr %6, ptr %7, !dbg !519
    #dbg_value(ptr %11, !510, !DIExpression(), !511)
  %12 = icmp eq i8 %8, 0, !dbg !520
  %13 = getelementptr inbounds i8, ptr %6, i64 1, !dbg !522
    #dbg_value(ptr %13, !508, !DIExpression(), !511)
  br i1 %12, label %14, label %5, !dbg !523, !llvm.loop !524

14:                                               ; preds = %5
  ret ptr %11, !dbg !527
}

; Function Attrs: nounwind
define dso_local noundef ptr @strstr(ptr noundef readonly %0, ptr noundef %1) local_unnamed_addr #7 !dbg !528 {
    #dbg_value(ptr %0, !532, !DIExpression(), !535)
    #dbg_value(ptr %1, !533, !DIExpression(), !535)
  %3 = tail call i64 @strlen(ptr noundef %1) #16, !dbg !536
    #dbg_value(i64 %3, !534, !DIExpression(), !535)
  %4 = icmp eq i64 %3, 0, !dbg !537
  br i1 %4, label %30, label %5, !dbg !539

5:                                                ; preds = %2
    #dbg_value(ptr %0, !532, !DIExpression(), !535)
  %6 = load i8, ptr %0, align 1, !dbg !540, !tbaa !184
  %7 = icmp eq i8 %6, 0, !dbg !543
  br i1 %7, label %30, label %8, !dbg !543

8:                                                ; preds = %5
  %9 = load i8, ptr %1, align 1, !tbaa !184
  br label %10, !dbg !543

10:                                               ; preds = %8, %26
  %11 = phi i8 [ %6, %8 ], [ %28, %26 ]
  %12 = phi ptr [ %0, %8 ], [ %27, %26 ]
    #dbg_value(ptr %12, !532, !DIExpression(), !535)
  %13 = icmp eq i8 %11, %9, !dbg !544
  br i1 %13, label %14, label %26, !dbg !546

14:                                               ; preds = %10, %21
  %15 = phi i64 [ %23, %21 ], [ 0, %10 ]
    #dbg_value(i64 %15, !312, !DIExpression(), !547)
  %16 = getelementptr inbounds i8, ptr %12, i64 %15, !dbg !549
  %17 = load i8, ptr %16, align 1, !dbg !549, !tbaa !184
  %18 = getelementptr inbounds i8, ptr %1, i64 %15, !dbg !550
  %19 = load i8, ptr %18, align 1, !dbg !550, !tbaa !184
  %20 = icmp eq i8 %17, %19, !dbg !551
  br i1 %20, label %21, label %26, !dbg !552

21:                                               ; preds = %14
  %22 = icmp eq i8 %17, 0, !dbg !553
    #dbg_value(i64 %15, !312, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !547)
  %23 = add nuw i64 %15, 1
    #dbg_value(i64 %23, !312, !DIExpression(), !547)
  %24 = icmp eq i64 %23, %3
  %25 = select i1 %22, i1 true, i1 %24, !dbg !554
  br i1 %25, label %30, label %14, !dbg !554, !llvm.loop !555

26:                                               ; preds = %14, %10
  %27 = getelementptr inbounds i8, ptr %12, i64 1, !dbg !558
    #dbg_value(ptr %27, !532, !DIExpression(), !535)
  %28 = load i8, ptr %27, align 1, !dbg !540, !tbaa !184
  %29 = icmp eq i8 %28, 0, !dbg !543
  br i1 %29, label %30, label %10, !dbg !543, !llvm.loop !559

30:                                               ; preds = %26, %21, %5, %2
  %31 = phi ptr [ %0, %2 ], [ null, %5 ], [ %12, %21 ], [ null, %26 ], !dbg !535
  ret ptr %31, !dbg !561
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local i64 @strspn(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !562 {
    #dbg_value(ptr %0, !566, !DIExpression(), !569)
    #dbg_value(ptr %1, !567, !DIExpression(), !569)
    #dbg_value(i64 0, !568, !DIExpression(), !569)
  %3 = load i8, ptr %0, align 1, !dbg !570, !tbaa !184
  %4 = icmp eq i8 %3, 0, !dbg !570
  br i1 %4, label %24, label %5, !dbg !571

5:                                                ; preds = %2
  %6 = load i8, ptr %1, align 1, !tbaa !184
  br label %7, !dbg !571

7:                                                ; preds = %5, %19
  %8 = phi i8 [ %3, %5 ], [ %22, %19 ]
  %9 = phi i64 [ 0, %5 ], [ %20, %19 ]
    #dbg_value(i64 %9, !568, !DIExpression(), !569)
    #dbg_value(ptr %1, !487, !DIExpression(), !572)
    #dbg_value(i8 %8, !488, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !572)
    #dbg_value(ptr %1, !487, !DIExpression(), !572)
  %10 = icmp eq i8 %8, %6, !dbg !574
  br i1 %10, label %19, label %11, !dbg !575

11:                                               ; preds = %7, %15
  %12 = phi i8 [ %17, %15 ], [ %6, %7 ]
  %13 = phi ptr [ %16, %15 ], [ %1, %7 ]
    #dbg_value(ptr %13, !487, !DIExpression(), !572)
  %14 = icmp eq i8 %12, 0, !dbg !576
  br i1 %14, label %24, label %15, !dbg !577

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i64 1, !dbg !578
    #dbg_value(ptr %16, !487, !DIExpression(), !572)
  %17 = load i8, ptr %16, align 1, !dbg !579, !tbaa !184
  %18 = icmp eq i8 %8, %17, !dbg !574
  br i1 %18, label %19, label %11, !dbg !575, !llvm.loop !580

19:                                               ; preds = %15, %7
  %20 = add i64 %9, 1, !dbg !583
    #dbg_value(i64 %20, !568, !DIExpression(), !569)
  %21 = getelementptr inbounds i8, ptr %0, i64 %20, !dbg !570
  %22 = load i8, ptr %21, align 1, !dbg !570, !tbaa !184
  %23 = icmp eq i8 %22, 0, !dbg !570
  br i1 %23, label %24, label %7, !dbg !571, !llvm.loop !584

24:                                               ; preds = %19, %11, %2
  %25 = phi i64 [ 0, %2 ], [ %9, %11 ], [ %20, %19 ]
  ret i64 %25, !dbg !586
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local i64 @strcspn(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !587 {
    #dbg_value(ptr %0, !589, !DIExpression(), !592)
    #dbg_value(ptr %1, !590, !DIExpression(), !592)
    #dbg_value(i64 0, !591, !DIExpression(), !592)
  %3 = load i8, ptr %0, align 1, !dbg !593, !tbaa !184
  %4 = icmp eq i8 %3, 0, !dbg !593
  br i1 %4, label %24, label %5, !dbg !594

5:                                                ; preds = %2
  %6 = load i8, ptr %1, align 1, !tbaa !184
  br label %7, !dbg !594

7:                                                ; preds = %5, %19
  %8 = phi i8 [ %3, %5 ], [ %22, %19 ]
  %9 = phi i64 [ 0, %5 ], [ %20, %19 ]
    #dbg_value(i64 %9, !591, !DIExpression(), !592)
    #dbg_value(ptr %1, !487, !DIExpression(), !595)
    #dbg_value(i8 %8, !488, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !595)
    #dbg_value(ptr %1, !487, !DIExpression(), !595)
  %10 = icmp eq i8 %8, %6, !dbg !597
  br i1 %10, label %24, label %11, !dbg !598

11:                                               ; preds = %7, %15
  %12 = phi i8 [ %17, %15 ], [ %6, %7 ]
  %13 = phi ptr [ %16, %15 ], [ %1, %7 ]
    #dbg_value(ptr %13, !487, !DIExpression(), !595)
  %14 = icmp eq i8 %12, 0, !dbg !599
  br i1 %14, label %19, label %15, !dbg !600

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i64 1, !dbg !601
    #dbg_value(ptr %16, !487, !DIExpression(), !595)
  %17 = load i8, ptr %16, align 1, !dbg !602, !tbaa !184
  %18 = icmp eq i8 %8, %17, !dbg !597
  br i1 %18, label %24, label %11, !dbg !598, !llvm.loop !603

19:                                               ; preds = %11
  %20 = add i64 %9, 1, !dbg !606
    #dbg_value(i64 %20, !591, !DIExpression(), !592)
  %21 = getelementptr inbounds i8, ptr %0, i64 %20, !dbg !593
  %22 = load i8, ptr %21, align 1, !dbg !593, !tbaa !184
  %23 = icmp eq i8 %22, 0, !dbg !593
  br i1 %23, label %24, label %7, !dbg !594, !llvm.loop !607

24:                                               ; preds = %19, %7, %15, %2
  %25 = phi i64 [ 0, %2 ], [ %9, %15 ], [ %20, %19 ], [ %9, %7 ]
  ret i64 %25, !dbg !609
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local ptr @strpbrk(ptr noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !610 {
    #dbg_value(ptr %0, !612, !DIExpression(), !614)
    #dbg_value(ptr %1, !613, !DIExpression(), !614)
    #dbg_value(ptr %0, !589, !DIExpression(), !615)
    #dbg_value(ptr %1, !590, !DIExpression(), !615)
    #dbg_value(i64 0, !591, !DIExpression(), !615)
  %3 = load i8, ptr %0, align 1, !dbg !617, !tbaa !184
  %4 = icmp eq i8 %3, 0, !dbg !617
  br i1 %4, label %24, label %5, !dbg !618

5:                                                ; preds = %2
  %6 = load i8, ptr %1, align 1, !tbaa !184
  br label %7, !dbg !618

7:                                                ; preds = %19, %5
  %8 = phi i8 [ %3, %5 ], [ %22, %19 ]
  %9 = phi i64 [ 0, %5 ], [ %20, %19 ]
    #dbg_value(i64 %9, !591, !DIExpression(), !615)
    #dbg_value(ptr %1, !487, !DIExpression(), !619)
    #dbg_value(i8 %8, !488, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !619)
    #dbg_value(ptr %1, !487, !DIExpression(), !619)
  %10 = icmp eq i8 %8, %6, !dbg !621
  br i1 %10, label %24, label %11, !dbg !622

11:                                               ; preds = %7, %15
  %12 = phi i8 [ %17, %15 ], [ %6, %7 ]
  %13 = phi ptr [ %16, %15 ], [ %1, %7 ]
    #dbg_value(ptr %13, !487, !DIExpression(), !619)
  %14 = icmp eq i8 %12, 0, !dbg !623
  br i1 %14, label %19, label %15, !dbg !624

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i64 1, !dbg !625
    #dbg_value(ptr %16, !487, !DIExpression(), !619)
  %17 = load i8, ptr %16, align 1, !dbg !626, !tbaa !184
  %18 = icmp eq i8 %8, %17, !dbg !621
  br i1 %18, label %24, label %11, !dbg !622, !llvm.loop !627

19:                                               ; preds = %11
  %20 = add i64 %9, 1, !dbg !630
    #dbg_value(i64 %20, !591, !DIExpression(), !615)
  %21 = getelementptr inbounds i8, ptr %0, i64 %20, !dbg !617
  %22 = load i8, ptr %21, align 1, !dbg !617, !tbaa !184
  %23 = icmp eq i8 %22, 0, !dbg !617
  br i1 %23, label %24, label %7, !dbg !618, !llvm.loop !631

24:                                               ; preds = %7, %19, %15, %2
  %25 = phi i64 [ 0, %2 ], [ %9, %15 ], [ %9, %7 ], [ %20, %19 ]
  %26 = getelementptr inbounds i8, ptr %0, i64 %25, !dbg !633
    #dbg_value(ptr %26, !612, !DIExpression(), !614)
  %27 = load i8, ptr %26, align 1, !dbg !634, !tbaa !184
  %28 = icmp eq i8 %27, 0, !dbg !634
  %29 = select i1 %28, ptr null, ptr %26, !dbg !634
  ret ptr %29, !dbg !635
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local noundef ptr @strtok_r(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2) local_unnamed_addr #10 !dbg !636 {
    #dbg_value(ptr %0, !641, !DIExpression(), !645)
    #dbg_value(ptr %1, !642, !DIExpression(), !645)
    #dbg_value(ptr %2, !643, !DIExpression(), !645)
  %4 = icmp eq ptr %0, null, !dbg !646
  br i1 %4, label %5, label %7, !dbg !648

5:                                                ; preds = %3
  %6 = load ptr, ptr %2, align 8, !dbg !649, !tbaa !136
    #dbg_value(ptr %6, !641, !DIExpression(), !645)
  br label %7, !dbg !650

7:                                                ; preds = %5, %3
  %8 = phi ptr [ %0, %3 ], [ %6, %5 ]
    #dbg_value(ptr %8, !641, !DIExpression(), !645)
    #dbg_value(ptr %8, !566, !DIExpression(), !651)
    #dbg_value(ptr %1, !567, !DIExpression(), !651)
    #dbg_value(i64 0, !568, !DIExpression(), !651)
  %9 = load i8, ptr %8, align 1, !dbg !653, !tbaa !184
  %10 = icmp eq i8 %9, 0, !dbg !653
  br i1 %10, label %30, label %11, !dbg !654

11:                                               ; preds = %7
  %12 = load i8, ptr %1, align 1, !tbaa !184
  br label %13, !dbg !654

13:                                               ; preds = %25, %11
  %14 = phi i8 [ %9, %11 ], [ %28, %25 ]
  %15 = phi i64 [ 0, %11 ], [ %26, %25 ]
    #dbg_value(i64 %15, !568, !DIExpression(), !651)
    #dbg_value(ptr %1, !487, !DIExpression(), !655)
    #dbg_value(i8 %14, !488, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !655)
    #dbg_value(ptr %1, !487, !DIExpression(), !655)
  %16 = icmp eq i8 %14, %12, !dbg !657
  br i1 %16, label %25, label %17, !dbg !658

17:                                               ; preds = %13, %21
  %18 = phi i8 [ %23, %21 ], [ %12, %13 ]
  %19 = phi ptr [ %22, %21 ], [ %1, %13 ]
    #dbg_value(ptr %19, !487, !DIExpression(), !655)
  %20 = icmp eq i8 %18, 0, !dbg !659
  br i1 %20, label %33, label %21, !dbg !660

21:                                               ; preds = %17
  %22 = getelementptr inbounds i8, ptr %19, i64 1, !dbg !661
    #dbg_value(ptr %22, !487, !DIExpression(), !655)
  %23 = load i8, ptr %22, align 1, !dbg !662, !tbaa !184
  %24 = icmp eq i8 %14, %23, !dbg !657
  br i1 %24, label %25, label %17, !dbg !658, !llvm.loop !663

25:                                               ; preds = %21, %13
  %26 = add i64 %15, 1, !dbg !666
    #dbg_value(i64 %26, !568, !DIExpression(), !651)
  %27 = getelementptr inbounds i8, ptr %8, i64 %26, !dbg !653
  %28 = load i8, ptr %27, align 1, !dbg !653, !tbaa !184
  %29 = icmp eq i8 %28, 0, !dbg !653
  br i1 %29, label %30, label %13, !dbg !654, !llvm.loop !667

30:                                               ; preds = %25, %7
  %31 = phi i64 [ 0, %7 ], [ %26, %25 ]
  %32 = getelementptr inbounds i8, ptr %8, i64 %31, !dbg !669
    #dbg_value(ptr %32, !641, !DIExpression(), !645)
  br label %60, !dbg !670

33:                                               ; preds = %17
  %34 = getelementptr inbounds i8, ptr %8, i64 %15, !dbg !669
    #dbg_value(ptr %34, !641, !DIExpression(), !645)
    #dbg_value(ptr %34, !589, !DIExpression(), !671)
    #dbg_value(ptr %1, !590, !DIExpression(), !671)
    #dbg_value(i64 0, !591, !DIExpression(), !671)
  %35 = load i8, ptr %1, align 1, !tbaa !184
  br label %36, !dbg !673

36:                                               ; preds = %48, %33
  %37 = phi i8 [ %14, %33 ], [ %51, %48 ]
  %38 = phi i64 [ 0, %33 ], [ %49, %48 ]
    #dbg_value(i64 %38, !591, !DIExpression(), !671)
    #dbg_value(i8 %37, !488, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !674)
    #dbg_value(ptr %1, !487, !DIExpression(), !674)
  %39 = icmp eq i8 %37, %35, !dbg !676
  br i1 %39, label %53, label %40, !dbg !677

40:                                               ; preds = %36, %44
  %41 = phi i8 [ %46, %44 ], [ %35, %36 ]
  %42 = phi ptr [ %45, %44 ], [ %1, %36 ]
    #dbg_value(ptr %42, !487, !DIExpression(), !674)
  %43 = icmp eq i8 %41, 0, !dbg !678
  br i1 %43, label %48, label %44, !dbg !679

44:                                               ; preds = %40
  %45 = getelementptr inbounds i8, ptr %42, i64 1, !dbg !680
    #dbg_value(ptr %45, !487, !DIExpression(), !674)
  %46 = load i8, ptr %45, align 1, !dbg !681, !tbaa !184
  %47 = icmp eq i8 %37, %46, !dbg !676
  br i1 %47, label %53, label %40, !dbg !677, !llvm.loop !682

48:                                               ; preds = %40
  %49 = add i64 %38, 1, !dbg !685
    #dbg_value(i64 %49, !591, !DIExpression(), !671)
  %50 = getelementptr inbounds i8, ptr %34, i64 %49, !dbg !686
  %51 = load i8, ptr %50, align 1, !dbg !686, !tbaa !184
  %52 = icmp eq i8 %51, 0, !dbg !686
  br i1 %52, label %53, label %36, !dbg !673, !llvm.loop !687

53:                                               ; preds = %36, %48, %44
  %54 = phi i64 [ %38, %44 ], [ %38, %36 ], [ %49, %48 ]
  %55 = getelementptr inbounds i8, ptr %34, i64 %54, !dbg !689
    #dbg_value(ptr %55, !644, !DIExpression(), !645)
  %56 = load i8, ptr %55, align 1, !dbg !690, !tbaa !184
  %57 = icmp eq i8 %56, 0, !dbg !690
  br i1 %57, label %60, label %58, !dbg !692

58:                                               ; preds = %53
  %59 = getelementptr inbounds i8, ptr %55, i64 1, !dbg !693
    #dbg_value(ptr %59, !644, !DIExpression(), !645)
  store i8 0, ptr %55, align 1, !dbg !694, !tbaa !184
  br label %60, !dbg !695

60:                                               ; preds = %30, %53, %58
  %61 = phi ptr [ %59, %58 ], [ %55, %53 ], [ %32, %30 ], !dbg !645
  %62 = phi ptr [ %34, %58 ], [ %34, %53 ], [ null, %30 ], !dbg !645
  store ptr %61, ptr %2, align 8, !dbg !645, !tbaa !136
  ret ptr %62, !dbg !696
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local ptr @strtok(ptr noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #10 !dbg !35 {
    #dbg_value(ptr %0, !39, !DIExpression(), !697)
    #dbg_value(ptr %1, !40, !DIExpression(), !697)
    #dbg_value(ptr %0, !641, !DIExpression(), !698)
    #dbg_value(ptr %1, !642, !DIExpression(), !698)
    #dbg_value(ptr @strtok.save, !643, !DIExpression(), !698)
  %3 = icmp eq ptr %0, null, !dbg !700
  %4 = load ptr, ptr @strtok.save, align 8
  %5 = select i1 %3, ptr %4, ptr %0, !dbg !701
    #dbg_value(ptr %5, !641, !DIExpression(), !698)
    #dbg_value(ptr %5, !566, !DIExpression(), !702)
    #dbg_value(ptr %1, !567, !DIExpression(), !702)
    #dbg_value(i64 0, !568, !DIExpression(), !702)
  %6 = load i8, ptr %5, align 1, !dbg !704, !tbaa !184
  %7 = icmp eq i8 %6, 0, !dbg !704
  br i1 %7, label %27, label %8, !dbg !705

8:                                                ; preds = %2
  %9 = load i8, ptr %1, align 1, !tbaa !184
  br label %10, !dbg !705

10:                                               ; preds = %22, %8
  %11 = phi i8 [ %6, %8 ], [ %25, %22 ]
  %12 = phi i64 [ 0, %8 ], [ %23, %22 ]
    #dbg_value(i64 %12, !568, !DIExpression(), !702)
    #dbg_value(ptr %1, !487, !DIExpression(), !706)
    #dbg_value(i8 %11, !488, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !706)
    #dbg_value(ptr %1, !487, !DIExpression(), !706)
  %13 = icmp eq i8 %11, %9, !dbg !708
  br i1 %13, label %22, label %14, !dbg !709

14:                                               ; preds = %10, %18
  %15 = phi i8 [ %20, %18 ], [ %9, %10 ]
  %16 = phi ptr [ %19, %18 ], [ %1, %10 ]
    #dbg_value(ptr %16, !487, !DIExpression(), !706)
  %17 = icmp eq i8 %15, 0, !dbg !710
  br i1 %17, label %30, label %18, !dbg !711

18:                                               ; preds = %14
  %19 = getelementptr inbounds i8, ptr %16, i64 1, !dbg !712
    #dbg_value(ptr %19, !487, !DIExpression(), !706)
  %20 = load i8, ptr %19, align 1, !dbg !713, !tbaa !184
  %21 = icmp eq i8 %11, %20, !dbg !708
  br i1 %21, label %22, label %14, !dbg !709, !llvm.loop !714

22:                                               ; preds = %18, %10
  %23 = add i64 %12, 1, !dbg !717
    #dbg_value(i64 %23, !568, !DIExpression(), !702)
  %24 = getelementptr inbounds i8, ptr %5, i64 %23, !dbg !704
  %25 = load i8, ptr %24, align 1, !dbg !704, !tbaa !184
  %26 = icmp eq i8 %25, 0, !dbg !704
  br i1 %26, label %27, label %10, !dbg !705, !llvm.loop !718

27:                                               ; preds = %22, %2
  %28 = phi i64 [ 0, %2 ], [ %23, %22 ]
  %29 = getelementptr inbounds i8, ptr %5, i64 %28, !dbg !720
    #dbg_value(ptr %29, !641, !DIExpression(), !698)
  br label %56, !dbg !721

30:                                               ; preds = %14
  %31 = getelementptr inbounds i8, ptr %5, i64 %12, !dbg !720
    #dbg_value(ptr %31, !641, !DIExpression(), !698)
    #dbg_value(ptr %31, !589, !DIExpression(), !722)
    #dbg_value(ptr %1, !590, !DIExpression(), !722)
    #dbg_value(i64 0, !591, !DIExpression(), !722)
  br label %32, !dbg !724

32:                                               ; preds = %44, %30
  %33 = phi i8 [ %11, %30 ], [ %47, %44 ]
  %34 = phi i64 [ 0, %30 ], [ %45, %44 ]
    #dbg_value(i64 %34, !591, !DIExpression(), !722)
    #dbg_value(i8 %33, !488, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !725)
    #dbg_value(ptr %1, !487, !DIExpression(), !725)
  %35 = icmp eq i8 %33, %9, !dbg !727
  br i1 %35, label %49, label %36, !dbg !728

36:                                               ; preds = %32, %40
  %37 = phi i8 [ %42, %40 ], [ %9, %32 ]
  %38 = phi ptr [ %41, %40 ], [ %1, %32 ]
    #dbg_value(ptr %38, !487, !DIExpression(), !725)
  %39 = icmp eq i8 %37, 0, !dbg !729
  br i1 %39, label %44, label %40, !dbg !730

40:                                               ; preds = %36
  %41 = getelementptr inbounds i8, ptr %38, i64 1, !dbg !731
    #dbg_value(ptr %41, !487, !DIExpression(), !725)
  %42 = load i8, ptr %41, align 1, !dbg !732, !tbaa !184
  %43 = icmp eq i8 %33, %42, !dbg !727
  br i1 %43, label %49, label %36, !dbg !728, !llvm.loop !733

44:                                               ; preds = %36
  %45 = add i64 %34, 1, !dbg !736
    #dbg_value(i64 %45, !591, !DIExpression(), !722)
  %46 = getelementptr inbounds i8, ptr %31, i64 %45, !dbg !737
  %47 = load i8, ptr %46, align 1, !dbg !737, !tbaa !184
  %48 = icmp eq i8 %47, 0, !dbg !737
  br i1 %48, label %49, label %32, !dbg !724, !llvm.loop !738

49:                                               ; preds = %44, %32, %40
  %50 = phi i64 [ %34, %40 ], [ %45, %44 ], [ %34, %32 ]
  %51 = getelementptr inbounds i8, ptr %31, i64 %50, !dbg !740
    #dbg_value(ptr %51, !644, !DIExpression(), !698)
  %52 = load i8, ptr %51, align 1, !dbg !741, !tbaa !184
  %53 = icmp eq i8 %52, 0, !dbg !741
  br i1 %53, label %56, label %54, !dbg !742

54:                                               ; preds = %49
  %55 = getelementptr inbounds i8, ptr %51, i64 1, !dbg !743
    #dbg_value(ptr %55, !644, !DIExpression(), !698)
  store i8 0, ptr %51, align 1, !dbg !744, !tbaa !184
  br label %56, !dbg !745

56:                                               ; preds = %27, %49, %54
  %57 = phi ptr [ %55, %54 ], [ %51, %49 ], [ %29, %27 ], !dbg !698
  %58 = phi ptr [ %31, %54 ], [ %31, %49 ], [ null, %27 ], !dbg !698
  store ptr %57, ptr @strtok.save, align 8, !dbg !698, !tbaa !136
  ret ptr %58, !dbg !746
}

; Function Attrs: nounwind
define dso_local ptr @strdup(ptr noundef %0) local_unnamed_addr #7 !dbg !747 {
    #dbg_value(ptr %0, !751, !DIExpression(), !754)
  %2 = tail call i64 @strlen(ptr noundef %0) #16, !dbg !755
  %3 = add i64 %2, 1, !dbg !756
    #dbg_value(i64 %3, !752, !DIExpression(), !754)
  %4 = tail call ptr @malloc(i64 noundef %3) #16, !dbg !757
    #dbg_value(ptr %4, !753, !DIExpression(), !754)
  %5 = icmp eq ptr %4, null, !dbg !758
  br i1 %5, label %8, label %6, !dbg !760

6:                                                ; preds = %1
  %7 = tail call ptr @memcpy(ptr noundef nonnull %4, ptr noundef %0, i64 noundef %3) #16, !dbg !761
  br label %8, !dbg !761

8:                                                ; preds = %6, %1
  ret ptr %4, !dbg !762
}

declare !dbg !763 ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local ptr @strndup(ptr noundef %0, i64 noundef %1) local_unnamed_addr #7 !dbg !766 {
    #dbg_value(ptr %0, !770, !DIExpression(), !774)
    #dbg_value(i64 %1, !771, !DIExpression(), !774)
    #dbg_value(ptr %0, !268, !DIExpression(), !775)
    #dbg_value(i64 %1, !269, !DIExpression(), !775)
    #dbg_value(i64 0, !270, !DIExpression(), !775)
  %3 = icmp eq i64 %1, 0, !dbg !777
  br i1 %3, label %12, label %4, !dbg !778

4:                                                ; preds = %2, %9
  %5 = phi i64 [ %10, %9 ], [ 0, %2 ]
    #dbg_value(i64 %5, !270, !DIExpression(), !775)
  %6 = getelementptr inbounds i8, ptr %0, i64 %5, !dbg !779
  %7 = load i8, ptr %6, align 1, !dbg !779, !tbaa !184
  %8 = icmp eq i8 %7, 0, !dbg !778
  br i1 %8, label %12, label %9, !dbg !780

9:                                                ; preds = %4
  %10 = add nuw i64 %5, 1, !dbg !781
    #dbg_value(i64 %10, !270, !DIExpression(), !775)
  %11 = icmp eq i64 %10, %1, !dbg !777
  br i1 %11, label %12, label %4, !dbg !778, !llvm.loop !782

12:                                               ; preds = %4, %9, %2
  %13 = phi i64 [ 0, %2 ], [ %5, %4 ], [ %1, %9 ], !dbg !775
    #dbg_value(i64 %13, !772, !DIExpression(), !774)
  %14 = add i64 %13, 1, !dbg !783
  %15 = tail call ptr @malloc(i64 noundef %14) #16, !dbg !784
    #dbg_value(ptr %15, !773, !DIExpression(), !774)
  %16 = icmp eq ptr %15, null, !dbg !785
  br i1 %16, label %20, label %17, !dbg !787

17:                                               ; preds = %12
  %18 = tail call ptr @memcpy(ptr noundef nonnull %15, ptr noundef %0, i64 noundef %13) #16, !dbg !788
  %19 = getelementptr inbounds i8, ptr %15, i64 %13, !dbg !790
  store i8 0, ptr %19, align 1, !dbg !791, !tbaa !184
  br label %20, !dbg !792

20:                                               ; preds = %17, %12
  ret ptr %15, !dbg !793
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef nonnull ptr @__ctype_b_loc() local_unnamed_addr #0 !dbg !794 {
  ret ptr @ctype_b, !dbg !798
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef nonnull ptr @__ctype_tolower_loc() local_unnamed_addr #0 !dbg !799 {
  ret ptr @ctype_lower, !dbg !803
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef nonnull ptr @__ctype_toupper_loc() local_unnamed_addr #0 !dbg !804 {
  ret ptr @ctype_upper, !dbg !805
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 1025) i32 @isalpha(i32 noundef %0) local_unnamed_addr #0 !dbg !806 {
    #dbg_value(i32 %0, !810, !DIExpression(), !811)
    #dbg_value(i32 %0, !812, !DIExpression(), !815)
  %2 = add i32 %0, 128, !dbg !817
  %3 = icmp ult i32 %2, 384, !dbg !817
  br i1 %3, label %4, label %10, !dbg !817

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !818
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !818
  %7 = load i16, ptr %6, align 2, !dbg !818, !tbaa !819
  %8 = and i16 %7, 1024, !dbg !821
  %9 = zext nneg i16 %8 to i32, !dbg !821
  br label %10, !dbg !822

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !822
  ret i32 %11, !dbg !823
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 2049) i32 @isdigit(i32 noundef %0) local_unnamed_addr #0 !dbg !824 {
    #dbg_value(i32 %0, !826, !DIExpression(), !827)
    #dbg_value(i32 %0, !812, !DIExpression(), !828)
  %2 = add i32 %0, 128, !dbg !830
  %3 = icmp ult i32 %2, 384, !dbg !830
  br i1 %3, label %4, label %10, !dbg !830

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !831
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !831
  %7 = load i16, ptr %6, align 2, !dbg !831, !tbaa !819
  %8 = and i16 %7, 2048, !dbg !832
  %9 = zext nneg i16 %8 to i32, !dbg !832
  br label %10, !dbg !833

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !833
  ret i32 %11, !dbg !834
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 9) i32 @isalnum(i32 noundef %0) local_unnamed_addr #0 !dbg !835 {
    #dbg_value(i32 %0, !837, !DIExpression(), !838)
    #dbg_value(i32 %0, !812, !DIExpression(), !839)
  %2 = add i32 %0, 128, !dbg !841
  %3 = icmp ult i32 %2, 384, !dbg !841
  br i1 %3, label %4, label %10, !dbg !841

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !842
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !842
  %7 = load i16, ptr %6, align 2, !dbg !842, !tbaa !819
  %8 = and i16 %7, 8, !dbg !843
  %9 = zext nneg i16 %8 to i32, !dbg !843
  br label %10, !dbg !844

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !844
  ret i32 %11, !dbg !845
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 8193) i32 @isspace(i32 noundef %0) local_unnamed_addr #0 !dbg !846 {
    #dbg_value(i32 %0, !848, !DIExpression(), !849)
    #dbg_value(i32 %0, !812, !DIExpression(), !850)
  %2 = add i32 %0, 128, !dbg !852
  %3 = icmp ult i32 %2, 384, !dbg !852
  br i1 %3, label %4, label %10, !dbg !852

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !853
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !853
  %7 = load i16, ptr %6, align 2, !dbg !853, !tbaa !819
  %8 = and i16 %7, 8192, !dbg !854
  %9 = zext nneg i16 %8 to i32, !dbg !854
  br label %10, !dbg !855

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !855
  ret i32 %11, !dbg !856
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 257) i32 @isupper(i32 noundef %0) local_unnamed_addr #0 !dbg !857 {
    #dbg_value(i32 %0, !859, !DIExpression(), !860)
    #dbg_value(i32 %0, !812, !DIExpression(), !861)
  %2 = add i32 %0, 128, !dbg !863
  %3 = icmp ult i32 %2, 384, !dbg !863
  br i1 %3, label %4, label %10, !dbg !863

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !864
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !864
  %7 = load i16, ptr %6, align 2, !dbg !864, !tbaa !819
  %8 = and i16 %7, 256, !dbg !865
  %9 = zext nneg i16 %8 to i32, !dbg !865
  br label %10, !dbg !866

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !866
  ret i32 %11, !dbg !867
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 513) i32 @islower(i32 noundef %0) local_unnamed_addr #0 !dbg !868 {
    #dbg_value(i32 %0, !870, !DIExpression(), !871)
    #dbg_value(i32 %0, !812, !DIExpression(), !872)
  %2 = add i32 %0, 128, !dbg !874
  %3 = icmp ult i32 %2, 384, !dbg !874
  br i1 %3, label %4, label %10, !dbg !874

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !875
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !875
  %7 = load i16, ptr %6, align 2, !dbg !875, !tbaa !819
  %8 = and i16 %7, 512, !dbg !876
  %9 = zext nneg i16 %8 to i32, !dbg !876
  br label %10, !dbg !877

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !877
  ret i32 %11, !dbg !878
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 4097) i32 @isxdigit(i32 noundef %0) local_unnamed_addr #0 !dbg !879 {
    #dbg_value(i32 %0, !881, !DIExpression(), !882)
    #dbg_value(i32 %0, !812, !DIExpression(), !883)
  %2 = add i32 %0, 128, !dbg !885
  %3 = icmp ult i32 %2, 384, !dbg !885
  br i1 %3, label %4, label %10, !dbg !885

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !886
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !886
  %7 = load i16, ptr %6, align 2, !dbg !886, !tbaa !819
  %8 = and i16 %7, 4096, !dbg !887
  %9 = zext nneg i16 %8 to i32, !dbg !887
  br label %10, !dbg !888

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !888
  ret i32 %11, !dbg !889
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 16385) i32 @isprint(i32 noundef %0) local_unnamed_addr #0 !dbg !890 {
    #dbg_value(i32 %0, !892, !DIExpression(), !893)
    #dbg_value(i32 %0, !812, !DIExpression(), !894)
  %2 = add i32 %0, 128, !dbg !896
  %3 = icmp ult i32 %2, 384, !dbg !896
  br i1 %3, label %4, label %10, !dbg !896

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !897
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !897
  %7 = load i16, ptr %6, align 2, !dbg !897, !tbaa !819
  %8 = and i16 %7, 16384, !dbg !898
  %9 = zext nneg i16 %8 to i32, !dbg !898
  br label %10, !dbg !899

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !899
  ret i32 %11, !dbg !900
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 32769) i32 @isgraph(i32 noundef %0) local_unnamed_addr #0 !dbg !901 {
    #dbg_value(i32 %0, !903, !DIExpression(), !904)
    #dbg_value(i32 %0, !812, !DIExpression(), !905)
  %2 = add i32 %0, 128, !dbg !907
  %3 = icmp ult i32 %2, 384, !dbg !907
  br i1 %3, label %4, label %10, !dbg !907

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !908
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !908
  %7 = load i16, ptr %6, align 2, !dbg !908, !tbaa !819
  %8 = and i16 %7, -32768, !dbg !909
  %9 = zext i16 %8 to i32, !dbg !909
  br label %10, !dbg !910

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !910
  ret i32 %11, !dbg !911
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 5) i32 @ispunct(i32 noundef %0) local_unnamed_addr #0 !dbg !912 {
    #dbg_value(i32 %0, !914, !DIExpression(), !915)
    #dbg_value(i32 %0, !812, !DIExpression(), !916)
  %2 = add i32 %0, 128, !dbg !918
  %3 = icmp ult i32 %2, 384, !dbg !918
  br i1 %3, label %4, label %10, !dbg !918

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !919
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !919
  %7 = load i16, ptr %6, align 2, !dbg !919, !tbaa !819
  %8 = and i16 %7, 4, !dbg !920
  %9 = zext nneg i16 %8 to i32, !dbg !920
  br label %10, !dbg !921

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !921
  ret i32 %11, !dbg !922
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 3) i32 @iscntrl(i32 noundef %0) local_unnamed_addr #0 !dbg !923 {
    #dbg_value(i32 %0, !925, !DIExpression(), !926)
    #dbg_value(i32 %0, !812, !DIExpression(), !927)
  %2 = add i32 %0, 128, !dbg !929
  %3 = icmp ult i32 %2, 384, !dbg !929
  br i1 %3, label %4, label %10, !dbg !929

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !930
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !930
  %7 = load i16, ptr %6, align 2, !dbg !930, !tbaa !819
  %8 = and i16 %7, 2, !dbg !931
  %9 = zext nneg i16 %8 to i32, !dbg !931
  br label %10, !dbg !932

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !932
  ret i32 %11, !dbg !933
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 2) i32 @isblank(i32 noundef %0) local_unnamed_addr #0 !dbg !934 {
    #dbg_value(i32 %0, !936, !DIExpression(), !937)
    #dbg_value(i32 %0, !812, !DIExpression(), !938)
  %2 = add i32 %0, 128, !dbg !940
  %3 = icmp ult i32 %2, 384, !dbg !940
  br i1 %3, label %4, label %10, !dbg !940

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !941
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !941
  %7 = load i16, ptr %6, align 2, !dbg !941, !tbaa !819
  %8 = and i16 %7, 1, !dbg !942
  %9 = zext nneg i16 %8 to i32, !dbg !942
  br label %10, !dbg !943

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !943
  ret i32 %11, !dbg !944
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @tolower(i32 noundef %0) local_unnamed_addr #0 !dbg !945 {
    #dbg_value(i32 %0, !947, !DIExpression(), !948)
  %2 = add i32 %0, 128, !dbg !949
  %3 = icmp ult i32 %2, 384, !dbg !949
  br i1 %3, label %4, label %8, !dbg !949

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !950
  %6 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %5, !dbg !950
  %7 = load i32, ptr %6, align 4, !dbg !950, !tbaa !127
  br label %8, !dbg !951

8:                                                ; preds = %1, %4
  %9 = phi i32 [ %7, %4 ], [ %0, %1 ], !dbg !951
  ret i32 %9, !dbg !952
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @toupper(i32 noundef %0) local_unnamed_addr #0 !dbg !953 {
    #dbg_value(i32 %0, !955, !DIExpression(), !956)
  %2 = add i32 %0, 128, !dbg !957
  %3 = icmp ult i32 %2, 384, !dbg !957
  br i1 %3, label %4, label %8, !dbg !957

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !958
  %6 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_upper_table, i64 512), i64 %5, !dbg !958
  %7 = load i32, ptr %6, align 4, !dbg !958, !tbaa !127
  br label %8, !dbg !959

8:                                                ; preds = %1, %4
  %9 = phi i32 [ %7, %4 ], [ %0, %1 ], !dbg !959
  ret i32 %9, !dbg !960
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @abs(i32 noundef %0) local_unnamed_addr #0 !dbg !961 {
    #dbg_value(i32 %0, !963, !DIExpression(), !964)
  %2 = tail call i32 @llvm.abs.i32(i32 %0, i1 true), !dbg !965
  ret i32 %2, !dbg !966
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i64 @labs(i64 noundef %0) local_unnamed_addr #0 !dbg !967 {
    #dbg_value(i64 %0, !971, !DIExpression(), !972)
  %2 = tail call i64 @llvm.abs.i64(i64 %0, i1 true), !dbg !973
  ret i64 %2, !dbg !974
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i64 @llabs(i64 noundef %0) local_unnamed_addr #0 !dbg !975 {
    #dbg_value(i64 %0, !979, !DIExpression(), !980)
  %2 = tail call i64 @llvm.abs.i64(i64 %0, i1 true), !dbg !981
  ret i64 %2, !dbg !982
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noalias noundef ptr @getenv(ptr nocapture noundef readnone %0) local_unnamed_addr #0 !dbg !983 {
    #dbg_value(ptr %0, !985, !DIExpression(), !986)
  ret ptr null, !dbg !987
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i64 @strtoll(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !988 {
  %4 = alloca i32, align 4, !DIAssignID !997
    #dbg_assign(i1 undef, !995, !DIExpression(), !997, ptr %4, !DIExpression(), !998)
    #dbg_value(ptr %0, !992, !DIExpression(), !998)
    #dbg_value(ptr %1, !993, !DIExpression(), !998)
    #dbg_value(i32 %2, !994, !DIExpression(), !998)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #18, !dbg !999
  store i32 0, ptr %4, align 4, !dbg !1000, !tbaa !127, !DIAssignID !1001
    #dbg_assign(i32 0, !995, !DIExpression(), !1001, ptr %4, !DIExpression(), !998)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 1, i64 noundef 0, i64 noundef -9223372036854775808, i64 noundef 9223372036854775807, ptr noundef nonnull %4) #19, !dbg !1002
    #dbg_value(i64 %5, !996, !DIExpression(), !998)
  %6 = load i32, ptr %4, align 4, !dbg !1003, !tbaa !127
  %7 = icmp eq i32 %6, 0, !dbg !1003
  %8 = sub i64 0, %5, !dbg !1003
  %9 = select i1 %7, i64 %5, i64 %8, !dbg !1003
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #18, !dbg !1004
  ret i64 %9, !dbg !1005
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define internal fastcc i64 @strto_common(ptr noundef %0, ptr noundef writeonly %1, i32 noundef %2, i32 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, ptr nocapture noundef writeonly %7) unnamed_addr #10 !dbg !1006 {
    #dbg_value(ptr %0, !1010, !DIExpression(), !1025)
    #dbg_value(ptr %1, !1011, !DIExpression(), !1025)
    #dbg_value(i32 %2, !1012, !DIExpression(), !1025)
    #dbg_value(i32 %3, !1013, !DIExpression(), !1025)
    #dbg_value(i64 %4, !1014, !DIExpression(), !1025)
    #dbg_value(i64 %5, !1015, !DIExpression(), !1025)
    #dbg_value(i64 %6, !1016, !DIExpression(), !1025)
    #dbg_value(ptr %7, !1017, !DIExpression(), !1025)
    #dbg_value(ptr %0, !1018, !DIExpression(), !1025)
  br label %9, !dbg !1026

9:                                                ; preds = %9, %8
  %10 = phi ptr [ %0, %8 ], [ %17, %9 ], !dbg !1025
    #dbg_value(ptr %10, !1018, !DIExpression(), !1025)
  %11 = load i8, ptr %10, align 1, !dbg !1027, !tbaa !184
  %12 = zext i8 %11 to i64, !dbg !1028
    #dbg_value(i64 %12, !848, !DIExpression(), !1031)
    #dbg_value(i64 %12, !812, !DIExpression(), !1032)
  %13 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %12, !dbg !1028
  %14 = load i16, ptr %13, align 2, !dbg !1028, !tbaa !819
  %15 = and i16 %14, 8192, !dbg !1033
  %16 = icmp eq i16 %15, 0, !dbg !1026
  %17 = getelementptr inbounds i8, ptr %10, i64 1, !dbg !1034
    #dbg_value(ptr %17, !1018, !DIExpression(), !1025)
  br i1 %16, label %18, label %9, !dbg !1026, !llvm.loop !1035

18:                                               ; preds = %9
    #dbg_value(i32 0, !1019, !DIExpression(), !1025)
  switch i8 %11, label %22 [
    i8 43, label %19
    i8 45, label %19
  ], !dbg !1036

19:                                               ; preds = %18, %18
  %20 = icmp eq i8 %11, 45, !dbg !1038
  %21 = zext i1 %20 to i32, !dbg !1038
    #dbg_value(i32 %21, !1019, !DIExpression(), !1025)
    #dbg_value(ptr %17, !1018, !DIExpression(), !1025)
  br label %22, !dbg !1040

22:                                               ; preds = %18, %19
  %23 = phi ptr [ %17, %19 ], [ %10, %18 ], !dbg !1025
  %24 = phi i32 [ %21, %19 ], [ 0, %18 ], !dbg !1025
    #dbg_value(i32 %24, !1019, !DIExpression(), !1025)
    #dbg_value(ptr %23, !1018, !DIExpression(), !1025)
  %25 = icmp eq i32 %2, 1
  %26 = icmp ugt i32 %2, 36, !dbg !1041
  %27 = or i1 %26, %25, !dbg !1041
  br i1 %27, label %28, label %32, !dbg !1041

28:                                               ; preds = %22
  %29 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1043
  store i32 22, ptr %29, align 4, !dbg !1045, !tbaa !127
  %30 = icmp eq ptr %1, null, !dbg !1046
  br i1 %30, label %132, label %31, !dbg !1048

31:                                               ; preds = %28
  store ptr %0, ptr %1, align 8, !dbg !1049, !tbaa !136
  br label %132, !dbg !1050

32:                                               ; preds = %22
  %33 = icmp eq i32 %3, 0, !dbg !1051
  %34 = icmp eq i32 %24, 0, !dbg !1053
  %35 = sub i64 0, %5, !dbg !1053
  %36 = select i1 %34, i64 %6, i64 %35, !dbg !1053
  %37 = select i1 %33, i64 %4, i64 %36, !dbg !1053
    #dbg_value(i64 %37, !1020, !DIExpression(), !1025)
    #dbg_value(ptr %23, !1054, !DIExpression(), !1072)
    #dbg_value(ptr undef, !1060, !DIExpression(), !1072)
    #dbg_value(ptr undef, !1061, !DIExpression(), !1072)
    #dbg_value(i64 %37, !1062, !DIExpression(), !1072)
    #dbg_value(ptr undef, !1063, !DIExpression(), !1072)
    #dbg_value(ptr undef, !1064, !DIExpression(), !1072)
    #dbg_value(i32 %2, !1065, !DIExpression(), !1072)
  %38 = icmp ne i32 %2, 0, !dbg !1074
  switch i32 %2, label %59 [
    i32 16, label %39
    i32 0, label %39
  ], !dbg !1076

39:                                               ; preds = %32, %32
  %40 = load i8, ptr %23, align 1, !dbg !1077, !tbaa !184
  %41 = icmp eq i8 %40, 48, !dbg !1078
  br i1 %41, label %42, label %56, !dbg !1079

42:                                               ; preds = %39
  %43 = getelementptr inbounds i8, ptr %23, i64 1, !dbg !1080
  %44 = load i8, ptr %43, align 1, !dbg !1080, !tbaa !184
  switch i8 %44, label %56 [
    i8 120, label %45
    i8 88, label %45
  ], !dbg !1081

45:                                               ; preds = %42, %42
  %46 = getelementptr inbounds i8, ptr %23, i64 2, !dbg !1082
  %47 = load i8, ptr %46, align 1, !dbg !1082, !tbaa !184
  %48 = zext i8 %47 to i64, !dbg !1083
    #dbg_value(i64 %48, !881, !DIExpression(), !1086)
    #dbg_value(i64 %48, !812, !DIExpression(), !1087)
  %49 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %48, !dbg !1083
  %50 = load i16, ptr %49, align 2, !dbg !1083, !tbaa !819
  %51 = and i16 %50, 4096, !dbg !1088
  %52 = icmp ne i16 %51, 0, !dbg !1089
  %53 = or i1 %38, %52, !dbg !1090
  %54 = select i1 %52, i32 16, i32 %2, !dbg !1090
  %55 = select i1 %52, ptr %46, ptr %23, !dbg !1090
  br i1 %53, label %59, label %57, !dbg !1090

56:                                               ; preds = %42, %39
  br i1 %38, label %59, label %57, !dbg !1091

57:                                               ; preds = %56, %45
  %58 = select i1 %41, i32 8, i32 10, !dbg !1092
    #dbg_value(i32 %58, !1065, !DIExpression(), !1072)
  br label %59, !dbg !1095

59:                                               ; preds = %57, %56, %45, %32
  %60 = phi i32 [ %58, %57 ], [ %2, %56 ], [ %54, %45 ], [ %2, %32 ], !dbg !1072
  %61 = phi ptr [ %23, %57 ], [ %23, %56 ], [ %55, %45 ], [ %23, %32 ]
    #dbg_value(ptr %61, !1054, !DIExpression(), !1072)
    #dbg_value(i32 %60, !1065, !DIExpression(), !1072)
    #dbg_value(i32 %60, !1012, !DIExpression(), !1025)
    #dbg_value(i64 0, !1066, !DIExpression(), !1072)
    #dbg_value(i32 0, !1022, !DIExpression(), !1025)
    #dbg_value(i32 0, !1023, !DIExpression(), !1025)
  %62 = zext nneg i32 %60 to i64
    #dbg_value(i32 poison, !1023, !DIExpression(), !1025)
    #dbg_value(i32 0, !1022, !DIExpression(), !1025)
    #dbg_value(ptr %61, !1054, !DIExpression(), !1072)
    #dbg_value(i64 0, !1066, !DIExpression(), !1072)
  %63 = load i8, ptr %61, align 1, !dbg !1096, !tbaa !184
    #dbg_value(i8 %63, !1071, !DIExpression(), !1097)
    #dbg_value(i8 %63, !826, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1098)
    #dbg_value(i8 %63, !812, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1101)
  %64 = zext i8 %63 to i64, !dbg !1103
  %65 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %64, !dbg !1103
  %66 = load i16, ptr %65, align 2, !dbg !1103, !tbaa !819
  %67 = and i16 %66, 2048, !dbg !1104
  %68 = icmp eq i16 %67, 0, !dbg !1105
  br i1 %68, label %72, label %69, !dbg !1106

69:                                               ; preds = %59
  %70 = zext i8 %63 to i32, !dbg !1107
    #dbg_value(i32 %70, !826, !DIExpression(), !1098)
    #dbg_value(i32 %70, !812, !DIExpression(), !1101)
  %71 = add nsw i32 %70, -48, !dbg !1108
    #dbg_value(i32 %71, !1067, !DIExpression(), !1097)
  br label %79, !dbg !1109

72:                                               ; preds = %59
    #dbg_value(i8 %63, !810, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1110)
    #dbg_value(i8 %63, !812, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1113)
  %73 = and i16 %66, 1024, !dbg !1115
  %74 = icmp eq i16 %73, 0, !dbg !1116
  br i1 %74, label %121, label %75, !dbg !1117

75:                                               ; preds = %72
    #dbg_value(i8 %63, !947, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1118)
  %76 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %64, !dbg !1120
  %77 = load i32, ptr %76, align 4, !dbg !1120, !tbaa !127
  %78 = add nsw i32 %77, -87, !dbg !1121
    #dbg_value(i32 %78, !1067, !DIExpression(), !1097)
  br label %79

79:                                               ; preds = %75, %69
  %80 = phi i32 [ %71, %69 ], [ %78, %75 ], !dbg !1122
    #dbg_value(i32 %80, !1067, !DIExpression(), !1097)
  %81 = icmp slt i32 %80, %60, !dbg !1123
  br i1 %81, label %82, label %121, !dbg !1125

82:                                               ; preds = %79
    #dbg_value(i32 1, !1023, !DIExpression(), !1025)
  %83 = sext i32 %80 to i64, !dbg !1126
    #dbg_value(i32 0, !1022, !DIExpression(), !1025)
    #dbg_value(i64 %83, !1066, !DIExpression(), !1072)
    #dbg_value(ptr %61, !1054, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1072)
  br label %84, !dbg !1128

84:                                               ; preds = %112, %82
  %85 = phi i32 [ 0, %82 ], [ %119, %112 ]
  %86 = phi i64 [ %83, %82 ], [ %120, %112 ]
  %87 = phi ptr [ %61, %82 ], [ %91, %112 ]
  %88 = icmp eq i32 %85, 0
  br label %89, !dbg !1129

89:                                               ; preds = %84, %111
  %90 = phi ptr [ %91, %111 ], [ %87, %84 ]
  %91 = getelementptr inbounds i8, ptr %90, i64 1, !dbg !1072
    #dbg_value(i32 poison, !1023, !DIExpression(), !1025)
    #dbg_value(i32 %85, !1022, !DIExpression(), !1025)
    #dbg_value(ptr %91, !1054, !DIExpression(), !1072)
    #dbg_value(i64 %86, !1066, !DIExpression(), !1072)
  %92 = load i8, ptr %91, align 1, !dbg !1096, !tbaa !184
    #dbg_value(i8 %92, !1071, !DIExpression(), !1097)
    #dbg_value(i8 %92, !826, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1098)
    #dbg_value(i8 %92, !812, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1101)
  %93 = zext i8 %92 to i64, !dbg !1103
  %94 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %93, !dbg !1103
  %95 = load i16, ptr %94, align 2, !dbg !1103, !tbaa !819
  %96 = and i16 %95, 2048, !dbg !1104
  %97 = icmp eq i16 %96, 0, !dbg !1105
  br i1 %97, label %101, label %98, !dbg !1106

98:                                               ; preds = %89
  %99 = zext i8 %92 to i32, !dbg !1107
    #dbg_value(i32 %99, !826, !DIExpression(), !1098)
    #dbg_value(i32 %99, !812, !DIExpression(), !1101)
  %100 = add nsw i32 %99, -48, !dbg !1108
    #dbg_value(i32 %100, !1067, !DIExpression(), !1097)
  br label %108, !dbg !1109

101:                                              ; preds = %89
    #dbg_value(i8 %92, !810, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1110)
    #dbg_value(i8 %92, !812, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1113)
  %102 = and i16 %95, 1024, !dbg !1115
  %103 = icmp eq i16 %102, 0, !dbg !1116
  br i1 %103, label %124, label %104, !dbg !1117

104:                                              ; preds = %101
    #dbg_value(i8 %92, !947, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1118)
  %105 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %93, !dbg !1120
  %106 = load i32, ptr %105, align 4, !dbg !1120, !tbaa !127
  %107 = add nsw i32 %106, -87, !dbg !1121
    #dbg_value(i32 %107, !1067, !DIExpression(), !1097)
  br label %108

108:                                              ; preds = %104, %98
  %109 = phi i32 [ %100, %98 ], [ %107, %104 ], !dbg !1122
    #dbg_value(i32 %109, !1067, !DIExpression(), !1097)
  %110 = icmp slt i32 %109, %60, !dbg !1123
  br i1 %110, label %111, label %124, !dbg !1125

111:                                              ; preds = %108
    #dbg_value(i32 1, !1023, !DIExpression(), !1025)
  br i1 %88, label %112, label %89, !dbg !1130, !llvm.loop !1131

112:                                              ; preds = %111
  %113 = sext i32 %109 to i64, !dbg !1126
  %114 = sub i64 %37, %113, !dbg !1134
  %115 = udiv i64 %114, %62, !dbg !1135
  %116 = icmp ugt i64 %86, %115, !dbg !1136
  %117 = mul i64 %86, %62, !dbg !1137
  %118 = add i64 %117, %113, !dbg !1137
  %119 = select i1 %116, i32 1, i32 0, !dbg !1137
  %120 = select i1 %116, i64 %37, i64 %118, !dbg !1137
  br label %84, !dbg !1129, !llvm.loop !1131

121:                                              ; preds = %72, %79
    #dbg_value(i64 poison, !1066, !DIExpression(), !1072)
    #dbg_value(ptr poison, !1021, !DIExpression(), !1025)
    #dbg_value(i64 poison, !1024, !DIExpression(), !1025)
  %122 = icmp eq ptr %1, null, !dbg !1138
  br i1 %122, label %132, label %123, !dbg !1142

123:                                              ; preds = %121
  store ptr %0, ptr %1, align 8, !dbg !1143, !tbaa !136
  br label %132, !dbg !1144

124:                                              ; preds = %108, %101
  %125 = icmp eq i32 %85, 0, !dbg !1145
    #dbg_value(i64 %86, !1066, !DIExpression(), !1072)
    #dbg_value(ptr %91, !1021, !DIExpression(), !1025)
    #dbg_value(i64 %86, !1024, !DIExpression(), !1025)
  %126 = icmp eq ptr %1, null, !dbg !1147
  br i1 %126, label %128, label %127, !dbg !1149

127:                                              ; preds = %124
  store ptr %91, ptr %1, align 8, !dbg !1150, !tbaa !136
  br label %128, !dbg !1151

128:                                              ; preds = %127, %124
  br i1 %125, label %131, label %129, !dbg !1152

129:                                              ; preds = %128
  %130 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1153
  store i32 34, ptr %130, align 4, !dbg !1154, !tbaa !127
  br label %131, !dbg !1153

131:                                              ; preds = %129, %128
  store i32 %24, ptr %7, align 4, !dbg !1155, !tbaa !127
  br label %132, !dbg !1156

132:                                              ; preds = %131, %123, %121, %28, %31
  %133 = phi i64 [ 0, %31 ], [ 0, %28 ], [ %86, %131 ], [ 0, %123 ], [ 0, %121 ], !dbg !1025
  ret i64 %133, !dbg !1157
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i64 @strtoull(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !1158 {
  %4 = alloca i32, align 4, !DIAssignID !1167
    #dbg_assign(i1 undef, !1165, !DIExpression(), !1167, ptr %4, !DIExpression(), !1168)
    #dbg_value(ptr %0, !1162, !DIExpression(), !1168)
    #dbg_value(ptr %1, !1163, !DIExpression(), !1168)
    #dbg_value(i32 %2, !1164, !DIExpression(), !1168)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #18, !dbg !1169
  store i32 0, ptr %4, align 4, !dbg !1170, !tbaa !127, !DIAssignID !1171
    #dbg_assign(i32 0, !1165, !DIExpression(), !1171, ptr %4, !DIExpression(), !1168)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 0, i64 noundef -1, i64 noundef 0, i64 noundef 0, ptr noundef nonnull %4) #19, !dbg !1172
    #dbg_value(i64 %5, !1166, !DIExpression(), !1168)
  %6 = load i32, ptr %4, align 4, !dbg !1173, !tbaa !127
  %7 = icmp eq i32 %6, 0, !dbg !1173
  %8 = sub i64 0, %5, !dbg !1173
  %9 = select i1 %7, i64 %5, i64 %8, !dbg !1173
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #18, !dbg !1174
  ret i64 %9, !dbg !1175
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i64 @strtol(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !1176 {
  %4 = alloca i32, align 4, !DIAssignID !1186
    #dbg_assign(i1 undef, !1183, !DIExpression(), !1186, ptr %4, !DIExpression(), !1187)
    #dbg_value(ptr %0, !1180, !DIExpression(), !1187)
    #dbg_value(ptr %1, !1181, !DIExpression(), !1187)
    #dbg_value(i32 %2, !1182, !DIExpression(), !1187)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #18, !dbg !1188
  store i32 0, ptr %4, align 4, !dbg !1189, !tbaa !127, !DIAssignID !1190
    #dbg_assign(i32 0, !1183, !DIExpression(), !1190, ptr %4, !DIExpression(), !1187)
    #dbg_value(i64 9223372036854775807, !1184, !DIExpression(), !1187)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 1, i64 noundef 0, i64 noundef -9223372036854775808, i64 noundef 9223372036854775807, ptr noundef nonnull %4) #19, !dbg !1191
    #dbg_value(i64 %5, !1185, !DIExpression(), !1187)
  %6 = load i32, ptr %4, align 4, !dbg !1192, !tbaa !127
  %7 = icmp eq i32 %6, 0, !dbg !1192
  %8 = sub i64 0, %5, !dbg !1192
  %9 = select i1 %7, i64 %5, i64 %8, !dbg !1192
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #18, !dbg !1193
  ret i64 %9, !dbg !1194
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i64 @strtoul(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !1195 {
  %4 = alloca i32, align 4, !DIAssignID !1204
    #dbg_assign(i1 undef, !1202, !DIExpression(), !1204, ptr %4, !DIExpression(), !1205)
    #dbg_value(ptr %0, !1199, !DIExpression(), !1205)
    #dbg_value(ptr %1, !1200, !DIExpression(), !1205)
    #dbg_value(i32 %2, !1201, !DIExpression(), !1205)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #18, !dbg !1206
  store i32 0, ptr %4, align 4, !dbg !1207, !tbaa !127, !DIAssignID !1208
    #dbg_assign(i32 0, !1202, !DIExpression(), !1208, ptr %4, !DIExpression(), !1205)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 0, i64 noundef -1, i64 noundef 0, i64 noundef 0, ptr noundef nonnull %4) #19, !dbg !1209
    #dbg_value(i64 %5, !1203, !DIExpression(), !1205)
  %6 = load i32, ptr %4, align 4, !dbg !1210, !tbaa !127
  %7 = icmp eq i32 %6, 0, !dbg !1210
  %8 = sub i64 0, %5, !dbg !1210
  %9 = select i1 %7, i64 %5, i64 %8, !dbg !1210
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #18, !dbg !1211
  ret i64 %9, !dbg !1212
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local i32 @atoi(ptr nocapture noundef readonly %0) local_unnamed_addr #12 !dbg !1213 {
    #dbg_value(ptr %0, !1217, !DIExpression(), !1218)
    #dbg_value(ptr %0, !1180, !DIExpression(), !1219)
    #dbg_value(ptr null, !1181, !DIExpression(), !1219)
    #dbg_value(i32 10, !1182, !DIExpression(), !1219)
    #dbg_value(i32 0, !1183, !DIExpression(), !1219)
    #dbg_value(i64 9223372036854775807, !1184, !DIExpression(), !1219)
    #dbg_value(ptr %0, !1010, !DIExpression(), !1221)
    #dbg_value(ptr null, !1011, !DIExpression(), !1221)
    #dbg_value(i32 10, !1012, !DIExpression(), !1221)
    #dbg_value(i32 1, !1013, !DIExpression(), !1221)
    #dbg_value(i64 0, !1014, !DIExpression(), !1221)
    #dbg_value(i64 -9223372036854775808, !1015, !DIExpression(), !1221)
    #dbg_value(i64 9223372036854775807, !1016, !DIExpression(), !1221)
    #dbg_value(ptr undef, !1017, !DIExpression(), !1221)
    #dbg_value(ptr %0, !1018, !DIExpression(), !1221)
  br label %2, !dbg !1223

2:                                                ; preds = %2, %1
  %3 = phi ptr [ %0, %1 ], [ %10, %2 ], !dbg !1221
    #dbg_value(ptr %3, !1018, !DIExpression(), !1221)
  %4 = load i8, ptr %3, align 1, !dbg !1224, !tbaa !184
  %5 = zext i8 %4 to i64, !dbg !1225
    #dbg_value(i64 %5, !848, !DIExpression(), !1228)
    #dbg_value(i64 %5, !812, !DIExpression(), !1229)
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1225
  %7 = load i16, ptr %6, align 2, !dbg !1225, !tbaa !819
  %8 = and i16 %7, 8192, !dbg !1230
  %9 = icmp eq i16 %8, 0, !dbg !1223
  %10 = getelementptr inbounds i8, ptr %3, i64 1, !dbg !1231
    #dbg_value(ptr %10, !1018, !DIExpression(), !1221)
  br i1 %9, label %11, label %2, !dbg !1223, !llvm.loop !1232

11:                                               ; preds = %2
    #dbg_value(i32 0, !1019, !DIExpression(), !1221)
  switch i8 %4, label %19 [
    i8 43, label %12
    i8 45, label %12
  ], !dbg !1233

12:                                               ; preds = %11, %11
  %13 = icmp ne i8 %4, 45, !dbg !1234
    #dbg_value(i1 %13, !1019, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1221)
    #dbg_value(ptr %10, !1018, !DIExpression(), !1221)
  %14 = select i1 %13, i64 9223372036854775807, i64 -9223372036854775808, !dbg !1235
  %15 = load i8, ptr %10, align 1, !dbg !1236, !tbaa !184
  %16 = zext i8 %15 to i64
  %17 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %16
  %18 = load i16, ptr %17, align 2, !dbg !1238, !tbaa !819
  br label %19, !dbg !1235

19:                                               ; preds = %12, %11
  %20 = phi i64 [ %16, %12 ], [ %5, %11 ], !dbg !1238
  %21 = phi i16 [ %18, %12 ], [ %7, %11 ], !dbg !1238
  %22 = phi i8 [ %15, %12 ], [ %4, %11 ], !dbg !1236
  %23 = phi i1 [ %13, %12 ], [ true, %11 ]
  %24 = phi ptr [ %10, %12 ], [ %3, %11 ]
  %25 = phi i64 [ %14, %12 ], [ 9223372036854775807, %11 ], !dbg !1235
    #dbg_value(i64 %25, !1020, !DIExpression(), !1221)
    #dbg_value(ptr undef, !1060, !DIExpression(), !1241)
    #dbg_value(ptr undef, !1061, !DIExpression(), !1241)
    #dbg_value(i64 %25, !1062, !DIExpression(), !1241)
    #dbg_value(ptr undef, !1063, !DIExpression(), !1241)
    #dbg_value(ptr undef, !1064, !DIExpression(), !1241)
    #dbg_value(i32 10, !1065, !DIExpression(), !1241)
    #dbg_value(i32 10, !1012, !DIExpression(), !1221)
    #dbg_value(i32 poison, !1023, !DIExpression(), !1221)
    #dbg_value(i32 0, !1022, !DIExpression(), !1221)
    #dbg_value(ptr %24, !1054, !DIExpression(), !1241)
    #dbg_value(i64 0, !1066, !DIExpression(), !1241)
    #dbg_value(i8 %22, !1071, !DIExpression(), !1242)
    #dbg_value(i8 %22, !826, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1243)
    #dbg_value(i8 %22, !812, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1244)
  %26 = and i16 %21, 2048, !dbg !1245
  %27 = icmp eq i16 %26, 0, !dbg !1246
  br i1 %27, label %31, label %28, !dbg !1247

28:                                               ; preds = %19
  %29 = zext i8 %22 to i32, !dbg !1248
    #dbg_value(i32 %29, !826, !DIExpression(), !1243)
    #dbg_value(i32 %29, !812, !DIExpression(), !1244)
  %30 = add nsw i32 %29, -48, !dbg !1249
    #dbg_value(i32 %30, !1067, !DIExpression(), !1242)
  br label %38, !dbg !1250

31:                                               ; preds = %19
    #dbg_value(i8 %22, !810, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1251)
    #dbg_value(i8 %22, !812, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1253)
  %32 = and i16 %21, 1024, !dbg !1255
  %33 = icmp eq i16 %32, 0, !dbg !1256
  br i1 %33, label %88, label %34, !dbg !1257

34:                                               ; preds = %31
    #dbg_value(i8 %22, !947, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1258)
  %35 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %20, !dbg !1260
  %36 = load i32, ptr %35, align 4, !dbg !1260, !tbaa !127
  %37 = add nsw i32 %36, -87, !dbg !1261
    #dbg_value(i32 %37, !1067, !DIExpression(), !1242)
  br label %38

38:                                               ; preds = %34, %28
  %39 = phi i32 [ %30, %28 ], [ %37, %34 ], !dbg !1262
    #dbg_value(i32 %39, !1067, !DIExpression(), !1242)
  %40 = icmp slt i32 %39, 10, !dbg !1263
  br i1 %40, label %41, label %88, !dbg !1264

41:                                               ; preds = %38
    #dbg_value(i32 1, !1023, !DIExpression(), !1221)
  %42 = sext i32 %39 to i64, !dbg !1265
    #dbg_value(i32 0, !1022, !DIExpression(), !1221)
    #dbg_value(i64 %42, !1066, !DIExpression(), !1241)
    #dbg_value(ptr %24, !1054, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1241)
  br label %43, !dbg !1266

43:                                               ; preds = %71, %41
  %44 = phi i32 [ 0, %41 ], [ %78, %71 ]
  %45 = phi i64 [ %42, %41 ], [ %79, %71 ]
  %46 = phi ptr [ %24, %41 ], [ %50, %71 ]
  %47 = icmp eq i32 %44, 0
  br label %48, !dbg !1267

48:                                               ; preds = %43, %70
  %49 = phi ptr [ %50, %70 ], [ %46, %43 ]
  %50 = getelementptr inbounds i8, ptr %49, i64 1, !dbg !1241
    #dbg_value(i32 poison, !1023, !DIExpression(), !1221)
    #dbg_value(i32 %44, !1022, !DIExpression(), !1221)
    #dbg_value(ptr %50, !1054, !DIExpression(), !1241)
    #dbg_value(i64 %45, !1066, !DIExpression(), !1241)
  %51 = load i8, ptr %50, align 1, !dbg !1236, !tbaa !184
    #dbg_value(i8 %51, !1071, !DIExpression(), !1242)
    #dbg_value(i8 %51, !826, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1243)
    #dbg_value(i8 %51, !812, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1244)
  %52 = zext i8 %51 to i64, !dbg !1238
  %53 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %52, !dbg !1238
  %54 = load i16, ptr %53, align 2, !dbg !1238, !tbaa !819
  %55 = and i16 %54, 2048, !dbg !1245
  %56 = icmp eq i16 %55, 0, !dbg !1246
  br i1 %56, label %60, label %57, !dbg !1247

57:                                               ; preds = %48
  %58 = zext i8 %51 to i32, !dbg !1248
    #dbg_value(i32 %58, !826, !DIExpression(), !1243)
    #dbg_value(i32 %58, !812, !DIExpression(), !1244)
  %59 = add nsw i32 %58, -48, !dbg !1249
    #dbg_value(i32 %59, !1067, !DIExpression(), !1242)
  br label %67, !dbg !1250

60:                                               ; preds = %48
    #dbg_value(i8 %51, !810, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1251)
    #dbg_value(i8 %51, !812, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1253)
  %61 = and i16 %54, 1024, !dbg !1255
  %62 = icmp eq i16 %61, 0, !dbg !1256
  br i1 %62, label %80, label %63, !dbg !1257

63:                                               ; preds = %60
    #dbg_value(i8 %51, !947, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1258)
  %64 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %52, !dbg !1260
  %65 = load i32, ptr %64, align 4, !dbg !1260, !tbaa !127
  %66 = add nsw i32 %65, -87, !dbg !1261
    #dbg_value(i32 %66, !1067, !DIExpression(), !1242)
  br label %67

67:                                               ; preds = %63, %57
  %68 = phi i32 [ %59, %57 ], [ %66, %63 ], !dbg !1262
    #dbg_value(i32 %68, !1067, !DIExpression(), !1242)
  %69 = icmp slt i32 %68, 10, !dbg !1263
  br i1 %69, label %70, label %80, !dbg !1264

70:                                               ; preds = %67
    #dbg_value(i32 1, !1023, !DIExpression(), !1221)
  br i1 %47, label %71, label %48, !dbg !1268, !llvm.loop !1269

71:                                               ; preds = %70
  %72 = sext i32 %68 to i64, !dbg !1265
  %73 = sub i64 %25, %72, !dbg !1271
  %74 = udiv i64 %73, 10, !dbg !1272
  %75 = icmp ugt i64 %45, %74, !dbg !1273
  %76 = mul nuw i64 %45, 10, !dbg !1274
  %77 = add i64 %76, %72, !dbg !1274
  %78 = select i1 %75, i32 1, i32 0, !dbg !1274
  %79 = select i1 %75, i64 %25, i64 %77, !dbg !1274
  br label %43, !dbg !1267, !llvm.loop !1269

80:                                               ; preds = %67, %60
  %81 = icmp eq i32 %44, 0, !dbg !1275
    #dbg_value(i64 %45, !1066, !DIExpression(), !1241)
    #dbg_value(ptr undef, !1021, !DIExpression(), !1221)
    #dbg_value(i64 %45, !1024, !DIExpression(), !1221)
  br i1 %81, label %84, label %82, !dbg !1276

82:                                               ; preds = %80
  %83 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1277
  store i32 34, ptr %83, align 4, !dbg !1278, !tbaa !127
  br label %84, !dbg !1277

84:                                               ; preds = %80, %82
    #dbg_value(i1 %23, !1183, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1219)
    #dbg_value(i64 %45, !1185, !DIExpression(), !1219)
  %85 = sub i64 0, %45, !dbg !1279
  %86 = select i1 %23, i64 %45, i64 %85, !dbg !1279
  %87 = trunc i64 %86 to i32, !dbg !1280
  br label %88, !dbg !1279

88:                                               ; preds = %84, %31, %38
  %89 = phi i32 [ 0, %38 ], [ 0, %31 ], [ %87, %84 ], !dbg !1279
  ret i32 %89, !dbg !1281
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local i64 @atol(ptr nocapture noundef readonly %0) local_unnamed_addr #12 !dbg !1282 {
    #dbg_value(ptr %0, !1286, !DIExpression(), !1287)
    #dbg_value(ptr %0, !1180, !DIExpression(), !1288)
    #dbg_value(ptr null, !1181, !DIExpression(), !1288)
    #dbg_value(i32 10, !1182, !DIExpression(), !1288)
    #dbg_value(i32 0, !1183, !DIExpression(), !1288)
    #dbg_value(i64 9223372036854775807, !1184, !DIExpression(), !1288)
    #dbg_value(ptr %0, !1010, !DIExpression(), !1290)
    #dbg_value(ptr null, !1011, !DIExpression(), !1290)
    #dbg_value(i32 10, !1012, !DIExpression(), !1290)
    #dbg_value(i32 1, !1013, !DIExpression(), !1290)
    #dbg_value(i64 0, !1014, !DIExpression(), !1290)
    #dbg_value(i64 -9223372036854775808, !1015, !DIExpression(), !1290)
    #dbg_value(i64 9223372036854775807, !1016, !DIExpression(), !1290)
    #dbg_value(ptr undef, !1017, !DIExpression(), !1290)
    #dbg_value(ptr %0, !1018, !DIExpression(), !1290)
  br label %2, !dbg !1292

2:                                                ; preds = %2, %1
  %3 = phi ptr [ %0, %1 ], [ %10, %2 ], !dbg !1290
    #dbg_value(ptr %3, !1018, !DIExpression(), !1290)
  %4 = load i8, ptr %3, align 1, !dbg !1293, !tbaa !184
  %5 = zext i8 %4 to i64, !dbg !1294
    #dbg_value(i64 %5, !848, !DIExpression(), !1297)
    #dbg_value(i64 %5, !812, !DIExpression(), !1298)
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1294
  %7 = load i16, ptr %6, align 2, !dbg !1294, !tbaa !819
  %8 = and i16 %7, 8192, !dbg !1299
  %9 = icmp eq i16 %8, 0, !dbg !1292
  %10 = getelementptr inbounds i8, ptr %3, i64 1, !dbg !1300
    #dbg_value(ptr %10, !1018, !DIExpression(), !1290)
  br i1 %9, label %11, label %2, !dbg !1292, !llvm.loop !1301

11:                                               ; preds = %2
    #dbg_value(i32 0, !1019, !DIExpression(), !1290)
  switch i8 %4, label %19 [
    i8 43, label %12
    i8 45, label %12
  ], !dbg !1302

12:                                               ; preds = %11, %11
  %13 = icmp ne i8 %4, 45, !dbg !1303
    #dbg_value(i1 %13, !1019, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1290)
    #dbg_value(ptr %10, !1018, !DIExpression(), !1290)
  %14 = select i1 %13, i64 9223372036854775807, i64 -9223372036854775808, !dbg !1304
  %15 = load i8, ptr %10, align 1, !dbg !1305, !tbaa !184
  %16 = zext i8 %15 to i64
  %17 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %16
  %18 = load i16, ptr %17, align 2, !dbg !1307, !tbaa !819
  br label %19, !dbg !1304

19:                                               ; preds = %12, %11
  %20 = phi i64 [ %16, %12 ], [ %5, %11 ], !dbg !1307
  %21 = phi i16 [ %18, %12 ], [ %7, %11 ], !dbg !1307
  %22 = phi i8 [ %15, %12 ], [ %4, %11 ], !dbg !1305
  %23 = phi i1 [ %13, %12 ], [ true, %11 ]
  %24 = phi ptr [ %10, %12 ], [ %3, %11 ]
  %25 = phi i64 [ %14, %12 ], [ 9223372036854775807, %11 ], !dbg !1304
    #dbg_value(i64 %25, !1020, !DIExpression(), !1290)
    #dbg_value(ptr undef, !1060, !DIExpression(), !1310)
    #dbg_value(ptr undef, !1061, !DIExpression(), !1310)
    #dbg_value(i64 %25, !1062, !DIExpression(), !1310)
    #dbg_value(ptr undef, !1063, !DIExpression(), !1310)
    #dbg_value(ptr undef, !1064, !DIExpression(), !1310)
    #dbg_value(i32 10, !1065, !DIExpression(), !1310)
    #dbg_value(i32 10, !1012, !DIExpression(), !1290)
    #dbg_value(i32 poison, !1023, !DIExpression(), !1290)
    #dbg_value(i32 0, !1022, !DIExpression(), !1290)
    #dbg_value(ptr %24, !1054, !DIExpression(), !1310)
    #dbg_value(i64 0, !1066, !DIExpression(), !1310)
    #dbg_value(i8 %22, !1071, !DIExpression(), !1311)
    #dbg_value(i8 %22, !826, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1312)
    #dbg_value(i8 %22, !812, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1313)
  %26 = and i16 %21, 2048, !dbg !1314
  %27 = icmp eq i16 %26, 0, !dbg !1315
  br i1 %27, label %31, label %28, !dbg !1316

28:                                               ; preds = %19
  %29 = zext i8 %22 to i32, !dbg !1317
    #dbg_value(i32 %29, !826, !DIExpression(), !1312)
    #dbg_value(i32 %29, !812, !DIExpression(), !1313)
  %30 = add nsw i32 %29, -48, !dbg !1318
    #dbg_value(i32 %30, !1067, !DIExpression(), !1311)
  br label %38, !dbg !1319

31:                                               ; preds = %19
    #dbg_value(i8 %22, !810, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1320)
    #dbg_value(i8 %22, !812, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1322)
  %32 = and i16 %21, 1024, !dbg !1324
  %33 = icmp eq i16 %32, 0, !dbg !1325
  br i1 %33, label %87, label %34, !dbg !1326

34:                                               ; preds = %31
    #dbg_value(i8 %22, !947, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1327)
  %35 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %20, !dbg !1329
  %36 = load i32, ptr %35, align 4, !dbg !1329, !tbaa !127
  %37 = add nsw i32 %36, -87, !dbg !1330
    #dbg_value(i32 %37, !1067, !DIExpression(), !1311)
  br label %38

38:                                               ; preds = %34, %28
  %39 = phi i32 [ %30, %28 ], [ %37, %34 ], !dbg !1331
    #dbg_value(i32 %39, !1067, !DIExpression(), !1311)
  %40 = icmp slt i32 %39, 10, !dbg !1332
  br i1 %40, label %41, label %87, !dbg !1333

41:                                               ; preds = %38
    #dbg_value(i32 1, !1023, !DIExpression(), !1290)
  %42 = sext i32 %39 to i64, !dbg !1334
    #dbg_value(i32 0, !1022, !DIExpression(), !1290)
    #dbg_value(i64 %42, !1066, !DIExpression(), !1310)
    #dbg_value(ptr %24, !1054, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1310)
  br label %43, !dbg !1335

43:                                               ; preds = %71, %41
  %44 = phi i32 [ 0, %41 ], [ %78, %71 ]
  %45 = phi i64 [ %42, %41 ], [ %79, %71 ]
  %46 = phi ptr [ %24, %41 ], [ %50, %71 ]
  %47 = icmp eq i32 %44, 0
  br label %48, !dbg !1336

48:                                               ; preds = %43, %70
  %49 = phi ptr [ %50, %70 ], [ %46, %43 ]
  %50 = getelementptr inbounds i8, ptr %49, i64 1, !dbg !1310
    #dbg_value(i32 poison, !1023, !DIExpression(), !1290)
    #dbg_value(i32 %44, !1022, !DIExpression(), !1290)
    #dbg_value(ptr %50, !1054, !DIExpression(), !1310)
    #dbg_value(i64 %45, !1066, !DIExpression(), !1310)
  %51 = load i8, ptr %50, align 1, !dbg !1305, !tbaa !184
    #dbg_value(i8 %51, !1071, !DIExpression(), !1311)
    #dbg_value(i8 %51, !826, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1312)
    #dbg_value(i8 %51, !812, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1313)
  %52 = zext i8 %51 to i64, !dbg !1307
  %53 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %52, !dbg !1307
  %54 = load i16, ptr %53, align 2, !dbg !1307, !tbaa !819
  %55 = and i16 %54, 2048, !dbg !1314
  %56 = icmp eq i16 %55, 0, !dbg !1315
  br i1 %56, label %60, label %57, !dbg !1316

57:                                               ; preds = %48
  %58 = zext i8 %51 to i32, !dbg !1317
    #dbg_value(i32 %58, !826, !DIExpression(), !1312)
    #dbg_value(i32 %58, !812, !DIExpression(), !1313)
  %59 = add nsw i32 %58, -48, !dbg !1318
    #dbg_value(i32 %59, !1067, !DIExpression(), !1311)
  br label %67, !dbg !1319

60:                                               ; preds = %48
    #dbg_value(i8 %51, !810, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1320)
    #dbg_value(i8 %51, !812, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1322)
  %61 = and i16 %54, 1024, !dbg !1324
  %62 = icmp eq i16 %61, 0, !dbg !1325
  br i1 %62, label %80, label %63, !dbg !1326

63:                                               ; preds = %60
    #dbg_value(i8 %51, !947, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1327)
  %64 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %52, !dbg !1329
  %65 = load i32, ptr %64, align 4, !dbg !1329, !tbaa !127
  %66 = add nsw i32 %65, -87, !dbg !1330
    #dbg_value(i32 %66, !1067, !DIExpression(), !1311)
  br label %67

67:                                               ; preds = %63, %57
  %68 = phi i32 [ %59, %57 ], [ %66, %63 ], !dbg !1331
    #dbg_value(i32 %68, !1067, !DIExpression(), !1311)
  %69 = icmp slt i32 %68, 10, !dbg !1332
  br i1 %69, label %70, label %80, !dbg !1333

70:                                               ; preds = %67
    #dbg_value(i32 1, !1023, !DIExpression(), !1290)
  br i1 %47, label %71, label %48, !dbg !1337, !llvm.loop !1338

71:                                               ; preds = %70
  %72 = sext i32 %68 to i64, !dbg !1334
  %73 = sub i64 %25, %72, !dbg !1340
  %74 = udiv i64 %73, 10, !dbg !1341
  %75 = icmp ugt i64 %45, %74, !dbg !1342
  %76 = mul nuw i64 %45, 10, !dbg !1343
  %77 = add i64 %76, %72, !dbg !1343
  %78 = select i1 %75, i32 1, i32 0, !dbg !1343
  %79 = select i1 %75, i64 %25, i64 %77, !dbg !1343
  br label %43, !dbg !1336, !llvm.loop !1338

80:                                               ; preds = %67, %60
  %81 = icmp eq i32 %44, 0, !dbg !1344
    #dbg_value(i64 %45, !1066, !DIExpression(), !1310)
    #dbg_value(ptr undef, !1021, !DIExpression(), !1290)
    #dbg_value(i64 %45, !1024, !DIExpression(), !1290)
  br i1 %81, label %84, label %82, !dbg !1345

82:                                               ; preds = %80
  %83 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1346
  store i32 34, ptr %83, align 4, !dbg !1347, !tbaa !127
  br label %84, !dbg !1346

84:                                               ; preds = %80, %82
    #dbg_value(i1 %23, !1183, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1288)
    #dbg_value(i64 %45, !1185, !DIExpression(), !1288)
  %85 = sub i64 0, %45, !dbg !1348
  %86 = select i1 %23, i64 %45, i64 %85, !dbg !1348
  br label %87, !dbg !1348

87:                                               ; preds = %84, %31, %38
  %88 = phi i64 [ 0, %38 ], [ 0, %31 ], [ %86, %84 ], !dbg !1348
  ret i64 %88, !dbg !1349
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local i64 @atoll(ptr nocapture noundef readonly %0) local_unnamed_addr #12 !dbg !1350 {
    #dbg_value(ptr %0, !1354, !DIExpression(), !1355)
    #dbg_value(ptr %0, !992, !DIExpression(), !1356)
    #dbg_value(ptr null, !993, !DIExpression(), !1356)
    #dbg_value(i32 10, !994, !DIExpression(), !1356)
    #dbg_value(i32 0, !995, !DIExpression(), !1356)
    #dbg_value(ptr %0, !1010, !DIExpression(), !1358)
    #dbg_value(ptr null, !1011, !DIExpression(), !1358)
    #dbg_value(i32 10, !1012, !DIExpression(), !1358)
    #dbg_value(i32 1, !1013, !DIExpression(), !1358)
    #dbg_value(i64 0, !1014, !DIExpression(), !1358)
    #dbg_value(i64 -9223372036854775808, !1015, !DIExpression(), !1358)
    #dbg_value(i64 9223372036854775807, !1016, !DIExpression(), !1358)
    #dbg_value(ptr undef, !1017, !DIExpression(), !1358)
    #dbg_value(ptr %0, !1018, !DIExpression(), !1358)
  br label %2, !dbg !1360

2:                                                ; preds = %2, %1
  %3 = phi ptr [ %0, %1 ], [ %10, %2 ], !dbg !1358
    #dbg_value(ptr %3, !1018, !DIExpression(), !1358)
  %4 = load i8, ptr %3, align 1, !dbg !1361, !tbaa !184
  %5 = zext i8 %4 to i64, !dbg !1362
    #dbg_value(i64 %5, !848, !DIExpression(), !1365)
    #dbg_value(i64 %5, !812, !DIExpression(), !1366)
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1362
  %7 = load i16, ptr %6, align 2, !dbg !1362, !tbaa !819
  %8 = and i16 %7, 8192, !dbg !1367
  %9 = icmp eq i16 %8, 0, !dbg !1360
  %10 = getelementptr inbounds i8, ptr %3, i64 1, !dbg !1368
    #dbg_value(ptr %10, !1018, !DIExpression(), !1358)
  br i1 %9, label %11, label %2, !dbg !1360, !llvm.loop !1369

11:                                               ; preds = %2
    #dbg_value(i32 0, !1019, !DIExpression(), !1358)
  switch i8 %4, label %19 [
    i8 43, label %12
    i8 45, label %12
  ], !dbg !1370

12:                                               ; preds = %11, %11
  %13 = icmp ne i8 %4, 45, !dbg !1371
    #dbg_value(i1 %13, !1019, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1358)
    #dbg_value(ptr %10, !1018, !DIExpression(), !1358)
  %14 = select i1 %13, i64 9223372036854775807, i64 -9223372036854775808, !dbg !1372
  %15 = load i8, ptr %10, align 1, !dbg !1373, !tbaa !184
  %16 = zext i8 %15 to i64
  %17 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %16
  %18 = load i16, ptr %17, align 2, !dbg !1375, !tbaa !819
  br label %19, !dbg !1372

19:                                               ; preds = %12, %11
  %20 = phi i64 [ %16, %12 ], [ %5, %11 ], !dbg !1375
  %21 = phi i16 [ %18, %12 ], [ %7, %11 ], !dbg !1375
  %22 = phi i8 [ %15, %12 ], [ %4, %11 ], !dbg !1373
  %23 = phi i1 [ %13, %12 ], [ true, %11 ]
  %24 = phi ptr [ %10, %12 ], [ %3, %11 ]
  %25 = phi i64 [ %14, %12 ], [ 9223372036854775807, %11 ], !dbg !1372
    #dbg_value(i64 %25, !1020, !DIExpression(), !1358)
    #dbg_value(ptr undef, !1060, !DIExpression(), !1378)
    #dbg_value(ptr undef, !1061, !DIExpression(), !1378)
    #dbg_value(i64 %25, !1062, !DIExpression(), !1378)
    #dbg_value(ptr undef, !1063, !DIExpression(), !1378)
    #dbg_value(ptr undef, !1064, !DIExpression(), !1378)
    #dbg_value(i32 10, !1065, !DIExpression(), !1378)
    #dbg_value(i32 10, !1012, !DIExpression(), !1358)
    #dbg_value(i32 poison, !1023, !DIExpression(), !1358)
    #dbg_value(i32 0, !1022, !DIExpression(), !1358)
    #dbg_value(ptr %24, !1054, !DIExpression(), !1378)
    #dbg_value(i64 0, !1066, !DIExpression(), !1378)
    #dbg_value(i8 %22, !1071, !DIExpression(), !1379)
    #dbg_value(i8 %22, !826, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1380)
    #dbg_value(i8 %22, !812, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1381)
  %26 = and i16 %21, 2048, !dbg !1382
  %27 = icmp eq i16 %26, 0, !dbg !1383
  br i1 %27, label %31, label %28, !dbg !1384

28:                                               ; preds = %19
  %29 = zext i8 %22 to i32, !dbg !1385
    #dbg_value(i32 %29, !826, !DIExpression(), !1380)
    #dbg_value(i32 %29, !812, !DIExpression(), !1381)
  %30 = add nsw i32 %29, -48, !dbg !1386
    #dbg_value(i32 %30, !1067, !DIExpression(), !1379)
  br label %38, !dbg !1387

31:                                               ; preds = %19
    #dbg_value(i8 %22, !810, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1388)
    #dbg_value(i8 %22, !812, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1390)
  %32 = and i16 %21, 1024, !dbg !1392
  %33 = icmp eq i16 %32, 0, !dbg !1393
  br i1 %33, label %87, label %34, !dbg !1394

34:                                               ; preds = %31
    #dbg_value(i8 %22, !947, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1395)
  %35 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %20, !dbg !1397
  %36 = load i32, ptr %35, align 4, !dbg !1397, !tbaa !127
  %37 = add nsw i32 %36, -87, !dbg !1398
    #dbg_value(i32 %37, !1067, !DIExpression(), !1379)
  br label %38

38:                                               ; preds = %34, %28
  %39 = phi i32 [ %30, %28 ], [ %37, %34 ], !dbg !1399
    #dbg_value(i32 %39, !1067, !DIExpression(), !1379)
  %40 = icmp slt i32 %39, 10, !dbg !1400
  br i1 %40, label %41, label %87, !dbg !1401

41:                                               ; preds = %38
    #dbg_value(i32 1, !1023, !DIExpression(), !1358)
  %42 = sext i32 %39 to i64, !dbg !1402
    #dbg_value(i32 0, !1022, !DIExpression(), !1358)
    #dbg_value(i64 %42, !1066, !DIExpression(), !1378)
    #dbg_value(ptr %24, !1054, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1378)
  br label %43, !dbg !1403

43:                                               ; preds = %71, %41
  %44 = phi i32 [ 0, %41 ], [ %78, %71 ]
  %45 = phi i64 [ %42, %41 ], [ %79, %71 ]
  %46 = phi ptr [ %24, %41 ], [ %50, %71 ]
  %47 = icmp eq i32 %44, 0
  br label %48, !dbg !1404

48:                                               ; preds = %43, %70
  %49 = phi ptr [ %50, %70 ], [ %46, %43 ]
  %50 = getelementptr inbounds i8, ptr %49, i64 1, !dbg !1378
    #dbg_value(i32 poison, !1023, !DIExpression(), !1358)
    #dbg_value(i32 %44, !1022, !DIExpression(), !1358)
    #dbg_value(ptr %50, !1054, !DIExpression(), !1378)
    #dbg_value(i64 %45, !1066, !DIExpression(), !1378)
  %51 = load i8, ptr %50, align 1, !dbg !1373, !tbaa !184
    #dbg_value(i8 %51, !1071, !DIExpression(), !1379)
    #dbg_value(i8 %51, !826, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1380)
    #dbg_value(i8 %51, !812, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1381)
  %52 = zext i8 %51 to i64, !dbg !1375
  %53 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %52, !dbg !1375
  %54 = load i16, ptr %53, align 2, !dbg !1375, !tbaa !819
  %55 = and i16 %54, 2048, !dbg !1382
  %56 = icmp eq i16 %55, 0, !dbg !1383
  br i1 %56, label %60, label %57, !dbg !1384

57:                                               ; preds = %48
  %58 = zext i8 %51 to i32, !dbg !1385
    #dbg_value(i32 %58, !826, !DIExpression(), !1380)
    #dbg_value(i32 %58, !812, !DIExpression(), !1381)
  %59 = add nsw i32 %58, -48, !dbg !1386
    #dbg_value(i32 %59, !1067, !DIExpression(), !1379)
  br label %67, !dbg !1387

60:                                               ; preds = %48
    #dbg_value(i8 %51, !810, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1388)
    #dbg_value(i8 %51, !812, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1390)
  %61 = and i16 %54, 1024, !dbg !1392
  %62 = icmp eq i16 %61, 0, !dbg !1393
  br i1 %62, label %80, label %63, !dbg !1394

63:                                               ; preds = %60
    #dbg_value(i8 %51, !947, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1395)
  %64 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %52, !dbg !1397
  %65 = load i32, ptr %64, align 4, !dbg !1397, !tbaa !127
  %66 = add nsw i32 %65, -87, !dbg !1398
    #dbg_value(i32 %66, !1067, !DIExpression(), !1379)
  br label %67

67:                                               ; preds = %63, %57
  %68 = phi i32 [ %59, %57 ], [ %66, %63 ], !dbg !1399
    #dbg_value(i32 %68, !1067, !DIExpression(), !1379)
  %69 = icmp slt i32 %68, 10, !dbg !1400
  br i1 %69, label %70, label %80, !dbg !1401

70:                                               ; preds = %67
    #dbg_value(i32 1, !1023, !DIExpression(), !1358)
  br i1 %47, label %71, label %48, !dbg !1405, !llvm.loop !1406

71:                                               ; preds = %70
  %72 = sext i32 %68 to i64, !dbg !1402
  %73 = sub i64 %25, %72, !dbg !1408
  %74 = udiv i64 %73, 10, !dbg !1409
  %75 = icmp ugt i64 %45, %74, !dbg !1410
  %76 = mul nuw i64 %45, 10, !dbg !1411
  %77 = add i64 %76, %72, !dbg !1411
  %78 = select i1 %75, i32 1, i32 0, !dbg !1411
  %79 = select i1 %75, i64 %25, i64 %77, !dbg !1411
  br label %43, !dbg !1404, !llvm.loop !1406

80:                                               ; preds = %67, %60
  %81 = icmp eq i32 %44, 0, !dbg !1412
    #dbg_value(i64 %45, !1066, !DIExpression(), !1378)
    #dbg_value(ptr undef, !1021, !DIExpression(), !1358)
    #dbg_value(i64 %45, !1024, !DIExpression(), !1358)
  br i1 %81, label %84, label %82, !dbg !1413

82:                                               ; preds = %80
  %83 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1414
  store i32 34, ptr %83, align 4, !dbg !1415, !tbaa !127
  br label %84, !dbg !1414

84:                                               ; preds = %80, %82
    #dbg_value(i1 %23, !995, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1356)
    #dbg_value(i64 %45, !996, !DIExpression(), !1356)
  %85 = sub i64 0, %45, !dbg !1416
  %86 = select i1 %23, i64 %45, i64 %85, !dbg !1416
  br label %87, !dbg !1416

87:                                               ; preds = %84, %31, %38
  %88 = phi i64 [ 0, %38 ], [ 0, %31 ], [ %86, %84 ], !dbg !1416
  ret i64 %88, !dbg !1417
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local void @srand(i32 noundef %0) local_unnamed_addr #13 !dbg !1418 {
    #dbg_value(i32 %0, !1422, !DIExpression(), !1432)
  %2 = tail call i32 @llvm.umax.i32(i32 %0, i32 1), !dbg !1433
    #dbg_value(i32 %2, !1423, !DIExpression(), !1432)
  store i32 %2, ptr @rand_state, align 16, !dbg !1434, !tbaa !127
    #dbg_value(i32 1, !1424, !DIExpression(), !1435)
    #dbg_value(i32 %2, !1423, !DIExpression(), !1432)
  br label %4, !dbg !1436

3:                                                ; preds = %4
  store i1 true, ptr @rand_seeded, align 4, !dbg !1437
    #dbg_value(i32 0, !1430, !DIExpression(), !1438)
    #dbg_value(i32 0, !1430, !DIExpression(), !1438)
  br label %19, !dbg !1439

4:                                                ; preds = %1, %4
  %5 = phi i64 [ 1, %1 ], [ %16, %4 ]
  %6 = phi i32 [ %2, %1 ], [ %14, %4 ]
    #dbg_value(i32 %6, !1423, !DIExpression(), !1432)
    #dbg_value(i64 %5, !1424, !DIExpression(), !1435)
  %7 = sdiv i32 %6, 127773, !dbg !1440
    #dbg_value(i32 %7, !1426, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !1441)
  %8 = srem i32 %6, 127773, !dbg !1442
    #dbg_value(i32 %8, !1429, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !1441)
  %9 = mul nsw i32 %8, 16807, !dbg !1443
  %10 = mul nsw i32 %7, -2836, !dbg !1444
  %11 = add i32 %10, %9, !dbg !1445
    #dbg_value(i32 %11, !1423, !DIExpression(), !1432)
  %12 = icmp slt i32 %11, 0, !dbg !1446
  %13 = add nsw i32 %11, 2147483647
  %14 = select i1 %12, i32 %13, i32 %11, !dbg !1448
    #dbg_value(i32 %14, !1423, !DIExpression(), !1432)
  %15 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %5, !dbg !1449
  store i32 %14, ptr %15, align 4, !dbg !1450, !tbaa !127
  %16 = add nuw nsw i64 %5, 1, !dbg !1451
    #dbg_value(i64 %16, !1424, !DIExpression(), !1435)
  %17 = icmp eq i64 %16, 31, !dbg !1452
  br i1 %17, label %3, label %4, !dbg !1436, !llvm.loop !1453

18:                                               ; preds = %19
  store i32 %31, ptr @rand_f, align 4, !dbg !1455, !tbaa !127
  store i32 %33, ptr @rand_r, align 4, !dbg !1455, !tbaa !127
  ret void, !dbg !1458

19:                                               ; preds = %3, %19
  %20 = phi i32 [ 0, %3 ], [ %34, %19 ]
  %21 = phi i32 [ 3, %3 ], [ %31, %19 ]
  %22 = phi i32 [ 0, %3 ], [ %33, %19 ]
    #dbg_value(i32 %20, !1430, !DIExpression(), !1438)
  %23 = sext i32 %21 to i64, !dbg !1459
  %24 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %23, !dbg !1459
  %25 = load i32, ptr %24, align 4, !dbg !1459, !tbaa !127
  %26 = sext i32 %22 to i64, !dbg !1460
  %27 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %26, !dbg !1460
  %28 = load i32, ptr %27, align 4, !dbg !1460, !tbaa !127
  %29 = add i32 %28, %25, !dbg !1461
  store i32 %29, ptr %24, align 4, !dbg !1462, !tbaa !127
  %30 = add nsw i32 %21, 1, !dbg !1463
  %31 = srem i32 %30, 31, !dbg !1464
  %32 = add nsw i32 %22, 1, !dbg !1465
  %33 = srem i32 %32, 31, !dbg !1466
  %34 = add nuw nsw i32 %20, 1, !dbg !1467
    #dbg_value(i32 %34, !1430, !DIExpression(), !1438)
  %35 = icmp eq i32 %34, 310, !dbg !1468
  br i1 %35, label %18, label %19, !dbg !1439, !llvm.loop !1469
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 0, -2147483648) i32 @rand() local_unnamed_addr #13 !dbg !1471 {
  %1 = load i1, ptr @rand_seeded, align 4, !dbg !1477
  br i1 %1, label %2, label %5, !dbg !1479

2:                                                ; preds = %0
  %3 = load i32, ptr @rand_f, align 4, !dbg !1480, !tbaa !127
  %4 = load i32, ptr @rand_r, align 4, !dbg !1481, !tbaa !127
  br label %38, !dbg !1479

5:                                                ; preds = %0
    #dbg_value(i32 1, !1422, !DIExpression(), !1482)
    #dbg_value(i32 1, !1423, !DIExpression(), !1482)
  store i32 1, ptr @rand_state, align 16, !dbg !1484, !tbaa !127
    #dbg_value(i32 1, !1424, !DIExpression(), !1485)
    #dbg_value(i32 1, !1423, !DIExpression(), !1482)
  br label %7, !dbg !1486

6:                                                ; preds = %7
  store i1 true, ptr @rand_seeded, align 4, !dbg !1487
    #dbg_value(i32 0, !1430, !DIExpression(), !1488)
    #dbg_value(i32 0, !1430, !DIExpression(), !1488)
  br label %21, !dbg !1489

7:                                                ; preds = %7, %5
  %8 = phi i64 [ 1, %5 ], [ %19, %7 ]
  %9 = phi i32 [ 1, %5 ], [ %17, %7 ]
    #dbg_value(i32 %9, !1423, !DIExpression(), !1482)
    #dbg_value(i64 %8, !1424, !DIExpression(), !1485)
  %10 = sdiv i32 %9, 127773, !dbg !1490
    #dbg_value(i32 %10, !1426, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !1491)
  %11 = srem i32 %9, 127773, !dbg !1492
    #dbg_value(i32 %11, !1429, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !1491)
  %12 = mul nsw i32 %11, 16807, !dbg !1493
  %13 = mul nsw i32 %10, -2836, !dbg !1494
  %14 = add i32 %13, %12, !dbg !1495
    #dbg_value(i32 %14, !1423, !DIExpression(), !1482)
  %15 = icmp slt i32 %14, 0, !dbg !1496
  %16 = add nsw i32 %14, 2147483647
  %17 = select i1 %15, i32 %16, i32 %14, !dbg !1497
    #dbg_value(i32 %17, !1423, !DIExpression(), !1482)
  %18 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %8, !dbg !1498
  store i32 %17, ptr %18, align 4, !dbg !1499, !tbaa !127
  %19 = add nuw nsw i64 %8, 1, !dbg !1500
    #dbg_value(i64 %19, !1424, !DIExpression(), !1485)
  %20 = icmp eq i64 %19, 31, !dbg !1501
  br i1 %20, label %6, label %7, !dbg !1486, !llvm.loop !1502

21:                                               ; preds = %21, %6
  %22 = phi i32 [ 0, %6 ], [ %36, %21 ]
  %23 = phi i32 [ 3, %6 ], [ %33, %21 ]
  %24 = phi i32 [ 0, %6 ], [ %35, %21 ]
    #dbg_value(i32 %22, !1430, !DIExpression(), !1488)
  %25 = sext i32 %23 to i64, !dbg !1504
  %26 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %25, !dbg !1504
  %27 = load i32, ptr %26, align 4, !dbg !1504, !tbaa !127
  %28 = sext i32 %24 to i64, !dbg !1505
  %29 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %28, !dbg !1505
  %30 = load i32, ptr %29, align 4, !dbg !1505, !tbaa !127
  %31 = add i32 %30, %27, !dbg !1506
  store i32 %31, ptr %26, align 4, !dbg !1507, !tbaa !127
  %32 = add nsw i32 %23, 1, !dbg !1508
  %33 = srem i32 %32, 31, !dbg !1509
  %34 = add nsw i32 %24, 1, !dbg !1510
  %35 = srem i32 %34, 31, !dbg !1511
  %36 = add nuw nsw i32 %22, 1, !dbg !1512
    #dbg_value(i32 %36, !1430, !DIExpression(), !1488)
  %37 = icmp eq i32 %36, 310, !dbg !1513
  br i1 %37, label %38, label %21, !dbg !1489, !llvm.loop !1514

38:                                               ; preds = %21, %2
  %39 = phi i32 [ %4, %2 ], [ %35, %21 ], !dbg !1481
  %40 = phi i32 [ %3, %2 ], [ %33, %21 ], !dbg !1480
  %41 = sext i32 %40 to i64, !dbg !1516
  %42 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %41, !dbg !1516
  %43 = load i32, ptr %42, align 4, !dbg !1516, !tbaa !127
  %44 = sext i32 %39 to i64, !dbg !1517
  %45 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %44, !dbg !1517
  %46 = load i32, ptr %45, align 4, !dbg !1517, !tbaa !127
  %47 = add i32 %46, %43, !dbg !1518
    #dbg_value(i32 %47, !1475, !DIExpression(), !1519)
  store i32 %47, ptr %42, align 4, !dbg !1520, !tbaa !127
  %48 = lshr i32 %47, 1, !dbg !1521
    #dbg_value(i32 %48, !1476, !DIExpression(), !1519)
  %49 = add nsw i32 %40, 1, !dbg !1522
  %50 = srem i32 %49, 31, !dbg !1523
  store i32 %50, ptr @rand_f, align 4, !dbg !1524, !tbaa !127
  %51 = add nsw i32 %39, 1, !dbg !1525
  %52 = srem i32 %51, 31, !dbg !1526
  store i32 %52, ptr @rand_r, align 4, !dbg !1527, !tbaa !127
  ret i32 %48, !dbg !1528
}

; Function Attrs: nounwind
define dso_local void @qsort(ptr noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3) local_unnamed_addr #7 !dbg !1529 {
    #dbg_value(ptr %0, !1536, !DIExpression(), !1541)
    #dbg_value(i64 %1, !1537, !DIExpression(), !1541)
    #dbg_value(i64 %2, !1538, !DIExpression(), !1541)
    #dbg_value(ptr %3, !1539, !DIExpression(), !1541)
  %5 = icmp ult i64 %1, 2, !dbg !1542
  %6 = icmp eq i64 %2, 0
  %7 = or i1 %5, %6, !dbg !1544
  br i1 %7, label %14, label %8, !dbg !1544

8:                                                ; preds = %4
  %9 = mul i64 %2, %1, !dbg !1545
  %10 = tail call ptr @malloc(i64 noundef %9) #16, !dbg !1546
    #dbg_value(ptr %10, !1540, !DIExpression(), !1541)
  %11 = icmp eq ptr %10, null, !dbg !1547
  br i1 %11, label %12, label %13, !dbg !1549

12:                                               ; preds = %8
  tail call void @abort() #17, !dbg !1550
  unreachable, !dbg !1550

13:                                               ; preds = %8
  tail call fastcc void @msort(ptr noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef nonnull %10) #19, !dbg !1551
  tail call void @free(ptr noundef nonnull %10) #16, !dbg !1552
  br label %14, !dbg !1553

14:                                               ; preds = %4, %13
  ret void, !dbg !1553
}

; Function Attrs: noreturn
declare !dbg !1554 void @abort() local_unnamed_addr #5

; Function Attrs: nounwind
define internal fastcc void @msort(ptr noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4) unnamed_addr #7 !dbg !1555 {
    #dbg_value(ptr %0, !1559, !DIExpression(), !1569)
    #dbg_value(i64 %1, !1560, !DIExpression(), !1569)
    #dbg_value(i64 %2, !1561, !DIExpression(), !1569)
    #dbg_value(ptr %3, !1562, !DIExpression(), !1569)
    #dbg_value(ptr %4, !1563, !DIExpression(), !1569)
  %6 = icmp ult i64 %1, 2, !dbg !1570
  br i1 %6, label %51, label %7, !dbg !1572

7:                                                ; preds = %5
  %8 = lshr i64 %1, 1, !dbg !1573
    #dbg_value(i64 %8, !1564, !DIExpression(), !1569)
  %9 = sub i64 %1, %8, !dbg !1574
    #dbg_value(i64 %9, !1565, !DIExpression(), !1569)
    #dbg_value(ptr %0, !1566, !DIExpression(), !1569)
  %10 = mul i64 %8, %2, !dbg !1575
  %11 = getelementptr inbounds i8, ptr %0, i64 %10, !dbg !1576
    #dbg_value(ptr %11, !1567, !DIExpression(), !1569)
  tail call fastcc void @msort(ptr noundef %0, i64 noundef %8, i64 noundef %2, ptr noundef %3, ptr noundef %4) #19, !dbg !1577
  tail call fastcc void @msort(ptr noundef %11, i64 noundef %9, i64 noundef %2, ptr noundef %3, ptr noundef %4) #19, !dbg !1578
    #dbg_value(ptr %4, !1568, !DIExpression(), !1569)
    #dbg_value(ptr %11, !1567, !DIExpression(), !1569)
    #dbg_value(ptr %0, !1566, !DIExpression(), !1569)
    #dbg_value(i64 %9, !1565, !DIExpression(), !1569)
    #dbg_value(i64 %8, !1564, !DIExpression(), !1569)
  %12 = icmp eq i64 %9, 0, !dbg !1579
  br i1 %12, label %39, label %13, !dbg !1580

13:                                               ; preds = %7, %29
  %14 = phi ptr [ %34, %29 ], [ %4, %7 ]
  %15 = phi ptr [ %33, %29 ], [ %11, %7 ]
  %16 = phi ptr [ %32, %29 ], [ %0, %7 ]
  %17 = phi i64 [ %31, %29 ], [ %9, %7 ]
  %18 = phi i64 [ %30, %29 ], [ %8, %7 ]
    #dbg_value(ptr %14, !1568, !DIExpression(), !1569)
    #dbg_value(ptr %15, !1567, !DIExpression(), !1569)
    #dbg_value(ptr %16, !1566, !DIExpression(), !1569)
    #dbg_value(i64 %17, !1565, !DIExpression(), !1569)
    #dbg_value(i64 %18, !1564, !DIExpression(), !1569)
  %19 = tail call i32 %3(ptr noundef %16, ptr noundef %15) #16, !dbg !1581
  %20 = icmp slt i32 %19, 1, !dbg !1584
  br i1 %20, label %21, label %25, !dbg !1585

21:                                               ; preds = %13
  %22 = tail call ptr @memcpy(ptr noundef %14, ptr noundef %16, i64 noundef %2) #16, !dbg !1586
  %23 = getelementptr inbounds i8, ptr %16, i64 %2, !dbg !1588
    #dbg_value(ptr %23, !1566, !DIExpression(), !1569)
  %24 = add nsw i64 %18, -1, !dbg !1589
    #dbg_value(i64 %24, !1564, !DIExpression(), !1569)
  br label %29, !dbg !1590

25:                                               ; preds = %13
  %26 = tail call ptr @memcpy(ptr noundef %14, ptr noundef %15, i64 noundef %2) #16, !dbg !1591
  %27 = getelementptr inbounds i8, ptr %15, i64 %2, !dbg !1593
    #dbg_value(ptr %27, !1567, !DIExpression(), !1569)
  %28 = add i64 %17, -1, !dbg !1594
    #dbg_value(i64 %28, !1565, !DIExpression(), !1569)
  br label %29

29:                                               ; preds = %25, %21
  %30 = phi i64 [ %24, %21 ], [ %18, %25 ], !dbg !1569
  %31 = phi i64 [ %17, %21 ], [ %28, %25 ], !dbg !1569
  %32 = phi ptr [ %23, %21 ], [ %16, %25 ], !dbg !1569
  %33 = phi ptr [ %15, %21 ], [ %27, %25 ], !dbg !1569
    #dbg_value(ptr %33, !1567, !DIExpression(), !1569)
    #dbg_value(ptr %32, !1566, !DIExpression(), !1569)
    #dbg_value(i64 %31, !1565, !DIExpression(), !1569)
    #dbg_value(i64 %30, !1564, !DIExpression(), !1569)
  %34 = getelementptr inbounds i8, ptr %14, i64 %2, !dbg !1595
    #dbg_value(ptr %34, !1568, !DIExpression(), !1569)
  %35 = icmp ne i64 %30, 0, !dbg !1596
  %36 = icmp ne i64 %31, 0, !dbg !1579
  %37 = select i1 %35, i1 %36, i1 false, !dbg !1579
  br i1 %37, label %13, label %38, !dbg !1580, !llvm.loop !1597

38:                                               ; preds = %29
  br i1 %35, label %39, label %46, !dbg !1599

39:                                               ; preds = %7, %38
  %40 = phi ptr [ %34, %38 ], [ %4, %7 ]
  %41 = phi ptr [ %32, %38 ], [ %0, %7 ]
  %42 = phi i64 [ %31, %38 ], [ 0, %7 ]
  %43 = phi i64 [ %30, %38 ], [ %8, %7 ]
  %44 = mul i64 %43, %2, !dbg !1600
  %45 = tail call ptr @memcpy(ptr noundef %40, ptr noundef %41, i64 noundef %44) #16, !dbg !1602
  br label %46, !dbg !1602

46:                                               ; preds = %39, %38
  %47 = phi i64 [ %42, %39 ], [ %31, %38 ]
  %48 = sub i64 %1, %47, !dbg !1603
  %49 = mul i64 %48, %2, !dbg !1604
  %50 = tail call ptr @memcpy(ptr noundef %0, ptr noundef %4, i64 noundef %49) #16, !dbg !1605
  br label %51, !dbg !1606

51:                                               ; preds = %5, %46
  ret void, !dbg !1606
}

declare !dbg !1607 void @free(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local noundef ptr @bsearch(ptr noundef %0, ptr noundef %1, i64 noundef %2, i64 noundef %3, ptr nocapture noundef readonly %4) local_unnamed_addr #7 !dbg !1608 {
    #dbg_value(ptr %0, !1612, !DIExpression(), !1623)
    #dbg_value(ptr %1, !1613, !DIExpression(), !1623)
    #dbg_value(i64 %2, !1614, !DIExpression(), !1623)
    #dbg_value(i64 %3, !1615, !DIExpression(), !1623)
    #dbg_value(ptr %4, !1616, !DIExpression(), !1623)
    #dbg_value(i64 0, !1617, !DIExpression(), !1623)
    #dbg_value(i64 %2, !1618, !DIExpression(), !1623)
  br label %6, !dbg !1624

6:                                                ; preds = %10, %5
  %7 = phi i64 [ %2, %5 ], [ %20, %10 ], !dbg !1625
  %8 = phi i64 [ 0, %5 ], [ %21, %10 ], !dbg !1626
    #dbg_value(i64 %8, !1617, !DIExpression(), !1623)
    #dbg_value(i64 %7, !1618, !DIExpression(), !1623)
  %9 = icmp ult i64 %8, %7, !dbg !1627
  br i1 %9, label %10, label %22, !dbg !1624

10:                                               ; preds = %6
  %11 = sub i64 %7, %8, !dbg !1628
  %12 = lshr i64 %11, 1, !dbg !1629
  %13 = add i64 %12, %8, !dbg !1630
    #dbg_value(i64 %13, !1619, !DIExpression(), !1631)
  %14 = mul i64 %13, %3, !dbg !1632
  %15 = getelementptr inbounds i8, ptr %1, i64 %14, !dbg !1633
    #dbg_value(ptr %15, !1621, !DIExpression(), !1631)
  %16 = tail call i32 %4(ptr noundef %0, ptr noundef %15) #16, !dbg !1634
    #dbg_value(i32 %16, !1622, !DIExpression(), !1631)
  %17 = icmp eq i32 %16, 0, !dbg !1635
  %18 = icmp slt i32 %16, 0, !dbg !1637
  %19 = add i64 %13, 1, !dbg !1637
  %20 = select i1 %18, i64 %13, i64 %7, !dbg !1637
  %21 = select i1 %18, i64 %8, i64 %19, !dbg !1637
    #dbg_value(i64 poison, !1617, !DIExpression(), !1623)
    #dbg_value(i64 poison, !1618, !DIExpression(), !1623)
  br i1 %17, label %22, label %6, !llvm.loop !1638

22:                                               ; preds = %6, %10
  %23 = phi ptr [ %15, %10 ], [ null, %6 ], !dbg !1623
  ret ptr %23, !dbg !1640
}

; Function Attrs: nounwind
define dso_local noundef i32 @pthread_once(ptr noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #7 !dbg !1641 {
    #dbg_value(ptr %0, !1645, !DIExpression(), !1647)
    #dbg_value(ptr %1, !1646, !DIExpression(), !1647)
  tail call void @__VERIFIER_atomic_begin() #16, !dbg !1648
  %3 = load i32, ptr %0, align 4, !dbg !1649, !tbaa !127
  %4 = icmp eq i32 %3, 0, !dbg !1651
  br i1 %4, label %5, label %6, !dbg !1652

5:                                                ; preds = %2
  store i32 1, ptr %0, align 4, !dbg !1653, !tbaa !127
  tail call void @__VERIFIER_atomic_end() #16, !dbg !1655
  tail call void %1() #16, !dbg !1656
  store i32 2, ptr %0, align 4, !dbg !1657, !tbaa !127
  br label %7, !dbg !1658

6:                                                ; preds = %2
  tail call void @__VERIFIER_atomic_end() #16, !dbg !1659
  tail call void @__pancam_await_eq(ptr noundef nonnull %0, i32 noundef 2) #16, !dbg !1660
  br label %7, !dbg !1661

7:                                                ; preds = %6, %5
  ret i32 0, !dbg !1662
}

declare !dbg !1663 void @__VERIFIER_atomic_begin() local_unnamed_addr #8

declare !dbg !1664 void @__VERIFIER_atomic_end() local_unnamed_addr #8

declare !dbg !1665 void @__pancam_await_eq(ptr noundef, i32 noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local range(i32 0, 12) i32 @pthread_key_create(ptr nocapture noundef writeonly %0, ptr noundef %1) local_unnamed_addr #7 !dbg !1668 {
    #dbg_value(ptr %0, !1673, !DIExpression(), !1677)
    #dbg_value(ptr %1, !1674, !DIExpression(), !1677)
  tail call void @__VERIFIER_atomic_begin() #16, !dbg !1678
    #dbg_value(i32 0, !1675, !DIExpression(), !1679)
  br label %3, !dbg !1680

3:                                                ; preds = %32, %2
  %4 = phi i64 [ 0, %2 ], [ %33, %32 ]
    #dbg_value(i64 %4, !1675, !DIExpression(), !1679)
  %5 = getelementptr inbounds [64 x i32], ptr @key_used, i64 0, i64 %4, !dbg !1681
  %6 = load i32, ptr %5, align 16, !dbg !1681, !tbaa !127
  %7 = icmp eq i32 %6, 0, !dbg !1681
  br i1 %7, label %8, label %17, !dbg !1685

8:                                                ; preds = %27, %22, %17, %3
  %9 = phi i64 [ %4, %3 ], [ %18, %17 ], [ %23, %22 ], [ %28, %27 ]
  %10 = phi ptr [ %5, %3 ], [ %19, %17 ], [ %24, %22 ], [ %29, %27 ], !dbg !1681
  %11 = trunc nuw nsw i64 %9 to i32, !dbg !1686
  store i32 1, ptr %10, align 4, !dbg !1686, !tbaa !127
  %12 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i64 0, i64 %9, !dbg !1688
  store ptr %1, ptr %12, align 8, !dbg !1689, !tbaa !136
  %13 = icmp eq ptr %1, null, !dbg !1690
  br i1 %13, label %35, label %14, !dbg !1692

14:                                               ; preds = %8
  %15 = load i32, ptr @__pancam_tsd_dtors, align 4, !dbg !1693, !tbaa !127
  %16 = add nsw i32 %15, 1, !dbg !1693
  store i32 %16, ptr @__pancam_tsd_dtors, align 4, !dbg !1693, !tbaa !127
  br label %35, !dbg !1694

17:                                               ; preds = %3
  %18 = or disjoint i64 %4, 1, !dbg !1695
    #dbg_value(i64 %18, !1675, !DIExpression(), !1679)
  %19 = getelementptr inbounds [64 x i32], ptr @key_used, i64 0, i64 %18, !dbg !1681
  %20 = load i32, ptr %19, align 4, !dbg !1681, !tbaa !127
  %21 = icmp eq i32 %20, 0, !dbg !1681
  br i1 %21, label %8, label %22, !dbg !1685

22:                                               ; preds = %17
  %23 = or disjoint i64 %4, 2, !dbg !1695
    #dbg_value(i64 %23, !1675, !DIExpression(), !1679)
  %24 = getelementptr inbounds [64 x i32], ptr @key_used, i64 0, i64 %23, !dbg !1681
  %25 = load i32, ptr %24, align 8, !dbg !1681, !tbaa !127
  %26 = icmp eq i32 %25, 0, !dbg !1681
  br i1 %26, label %8, label %27, !dbg !1685

27:                                               ; preds = %22
  %28 = or disjoint i64 %4, 3, !dbg !1695
    #dbg_value(i64 %28, !1675, !DIExpression(), !1679)
  %29 = getelementptr inbounds [64 x i32], ptr @key_used, i64 0, i64 %28, !dbg !1681
  %30 = load i32, ptr %29, align 4, !dbg !1681, !tbaa !127
  %31 = icmp eq i32 %30, 0, !dbg !1681
  br i1 %31, label %8, label %32, !dbg !1685

32:                                               ; preds = %27
  %33 = add nuw nsw i64 %4, 4, !dbg !1695
    #dbg_value(i64 %33, !1675, !DIExpression(), !1679)
  %34 = icmp eq i64 %33, 64, !dbg !1696
  br i1 %34, label %36, label %3, !dbg !1680, !llvm.loop !1697

35:                                               ; preds = %8, %14
  tail call void @__VERIFIER_atomic_end() #16, !dbg !1699
  store i32 %11, ptr %0, align 4, !dbg !1700, !tbaa !127
  br label %37

36:                                               ; preds = %32
  tail call void @__VERIFIER_atomic_end() #16, !dbg !1701
  br label %37, !dbg !1702

37:                                               ; preds = %35, %36
  %38 = phi i32 [ 0, %35 ], [ 11, %36 ], !dbg !1677
  ret i32 %38, !dbg !1703
}

; Function Attrs: nounwind
define dso_local range(i32 0, 23) i32 @pthread_key_delete(i32 noundef %0) local_unnamed_addr #7 !dbg !1704 {
    #dbg_value(i32 %0, !1708, !DIExpression(), !1709)
  tail call void @__VERIFIER_atomic_begin() #16, !dbg !1710
  %2 = icmp ugt i32 %0, 63, !dbg !1711
  br i1 %2, label %16, label %3, !dbg !1713

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !1714
  %5 = getelementptr inbounds [64 x i32], ptr @key_used, i64 0, i64 %4, !dbg !1714
  %6 = load i32, ptr %5, align 4, !dbg !1714, !tbaa !127
  %7 = icmp eq i32 %6, 0, !dbg !1714
  br i1 %7, label %16, label %8, !dbg !1715

8:                                                ; preds = %3
  %9 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i64 0, i64 %4, !dbg !1716
  %10 = load ptr, ptr %9, align 8, !dbg !1716, !tbaa !136
  %11 = icmp eq ptr %10, null, !dbg !1716
  br i1 %11, label %15, label %12, !dbg !1718

12:                                               ; preds = %8
  %13 = load i32, ptr @__pancam_tsd_dtors, align 4, !dbg !1719, !tbaa !127
  %14 = add nsw i32 %13, -1, !dbg !1719
  store i32 %14, ptr @__pancam_tsd_dtors, align 4, !dbg !1719, !tbaa !127
  br label %15, !dbg !1720

15:                                               ; preds = %12, %8
  store i32 0, ptr %5, align 4, !dbg !1721, !tbaa !127
  store ptr null, ptr %9, align 8, !dbg !1722, !tbaa !136
  br label %16, !dbg !1723

16:                                               ; preds = %1, %3, %15
  %17 = phi i32 [ 0, %15 ], [ 22, %3 ], [ 22, %1 ], !dbg !1709
  tail call void @__VERIFIER_atomic_end() #16, !dbg !1709
  ret i32 %17, !dbg !1724
}

; Function Attrs: nounwind
define dso_local void @__pancam_tsd_run() local_unnamed_addr #7 !dbg !1725 {
    #dbg_value(i32 0, !1727, !DIExpression(), !1738)
  %1 = tail call align 16 ptr @llvm.threadlocal.address.p0(ptr align 16 @key_value)
    #dbg_value(i32 0, !1727, !DIExpression(), !1738)
    #dbg_value(i32 0, !1732, !DIExpression(), !1739)
    #dbg_value(i32 0, !1729, !DIExpression(), !1740)
  br label %2, !dbg !1741

2:                                                ; preds = %78, %0
  %3 = phi i64 [ %80, %78 ], [ 0, %0 ]
  %4 = phi i1 [ false, %78 ], [ true, %0 ]
  br label %66, !dbg !1741

5:                                                ; preds = %65, %20
  %6 = phi i64 [ %22, %20 ], [ 0, %65 ]
  %7 = phi i1 [ false, %20 ], [ true, %65 ]
  br label %8, !dbg !1741

8:                                                ; preds = %5, %17
  %9 = phi i64 [ %18, %17 ], [ %6, %5 ]
    #dbg_value(i64 %9, !1732, !DIExpression(), !1739)
    #dbg_value(i32 poison, !1729, !DIExpression(), !1740)
  %10 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 %9, !dbg !1742
  %11 = load ptr, ptr %10, align 8, !dbg !1742, !tbaa !136
    #dbg_value(ptr %11, !1734, !DIExpression(), !1743)
  %12 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i64 0, i64 %9, !dbg !1744
  %13 = load ptr, ptr %12, align 8, !dbg !1744, !tbaa !136
    #dbg_value(ptr %13, !1737, !DIExpression(), !1743)
  %14 = icmp ne ptr %11, null, !dbg !1745
  %15 = icmp ne ptr %13, null
  %16 = select i1 %14, i1 %15, i1 false, !dbg !1747
  br i1 %16, label %20, label %17, !dbg !1747

17:                                               ; preds = %8
    #dbg_value(i32 poison, !1729, !DIExpression(), !1740)
  %18 = add nuw nsw i64 %9, 1, !dbg !1748
    #dbg_value(i64 %18, !1732, !DIExpression(), !1739)
  %19 = icmp eq i64 %18, 64, !dbg !1749
  br i1 %19, label %24, label %8, !dbg !1741, !llvm.loop !1750

20:                                               ; preds = %8
  %21 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 %9
  store ptr null, ptr %21, align 8, !dbg !1752, !tbaa !136
  tail call void %13(ptr noundef nonnull %11) #16, !dbg !1754
    #dbg_value(i32 1, !1729, !DIExpression(), !1740)
  %22 = add nuw nsw i64 %9, 1, !dbg !1748
    #dbg_value(i64 %22, !1732, !DIExpression(), !1739)
  %23 = icmp eq i64 %22, 64, !dbg !1749
  br i1 %23, label %25, label %5, !dbg !1741, !llvm.loop !1750

24:                                               ; preds = %17
    #dbg_value(i32 1, !1727, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1738)
  br i1 %7, label %82, label %25

25:                                               ; preds = %20, %24
  br label %26, !dbg !1741

26:                                               ; preds = %25, %41
  %27 = phi i64 [ %43, %41 ], [ 0, %25 ]
  %28 = phi i1 [ false, %41 ], [ true, %25 ]
  br label %29, !dbg !1741

29:                                               ; preds = %26, %38
  %30 = phi i64 [ %39, %38 ], [ %27, %26 ]
    #dbg_value(i64 %30, !1732, !DIExpression(), !1739)
    #dbg_value(i32 poison, !1729, !DIExpression(), !1740)
  %31 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 %30, !dbg !1742
  %32 = load ptr, ptr %31, align 8, !dbg !1742, !tbaa !136
    #dbg_value(ptr %32, !1734, !DIExpression(), !1743)
  %33 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i64 0, i64 %30, !dbg !1744
  %34 = load ptr, ptr %33, align 8, !dbg !1744, !tbaa !136
    #dbg_value(ptr %34, !1737, !DIExpression(), !1743)
  %35 = icmp ne ptr %32, null, !dbg !1745
  %36 = icmp ne ptr %34, null
  %37 = select i1 %35, i1 %36, i1 false, !dbg !1747
  br i1 %37, label %41, label %38, !dbg !1747

38:                                               ; preds = %29
    #dbg_value(i32 poison, !1729, !DIExpression(), !1740)
  %39 = add nuw nsw i64 %30, 1, !dbg !1748
    #dbg_value(i64 %39, !1732, !DIExpression(), !1739)
  %40 = icmp eq i64 %39, 64, !dbg !1749
  br i1 %40, label %45, label %29, !dbg !1741, !llvm.loop !1750

41:                                               ; preds = %29
  %42 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 %30
  store ptr null, ptr %42, align 8, !dbg !1752, !tbaa !136
  tail call void %34(ptr noundef nonnull %32) #16, !dbg !1754
    #dbg_value(i32 1, !1729, !DIExpression(), !1740)
  %43 = add nuw nsw i64 %30, 1, !dbg !1748
    #dbg_value(i64 %43, !1732, !DIExpression(), !1739)
  %44 = icmp eq i64 %43, 64, !dbg !1749
  br i1 %44, label %46, label %26, !dbg !1741, !llvm.loop !1750

45:                                               ; preds = %38
    #dbg_value(i32 2, !1727, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1738)
  br i1 %28, label %82, label %46

46:                                               ; preds = %41, %45
  br label %47, !dbg !1741

47:                                               ; preds = %59, %46
  %48 = phi i64 [ 0, %46 ], [ %60, %59 ]
    #dbg_value(i64 %48, !1732, !DIExpression(), !1739)
    #dbg_value(i32 poison, !1729, !DIExpression(), !1740)
  %49 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 %48, !dbg !1742
  %50 = load ptr, ptr %49, align 8, !dbg !1742, !tbaa !136
    #dbg_value(ptr %50, !1734, !DIExpression(), !1743)
  %51 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i64 0, i64 %48, !dbg !1744
  %52 = load ptr, ptr %51, align 8, !dbg !1744, !tbaa !136
    #dbg_value(ptr %52, !1737, !DIExpression(), !1743)
  %53 = icmp ne ptr %50, null, !dbg !1745
  %54 = icmp ne ptr %52, null
  %55 = select i1 %53, i1 %54, i1 false, !dbg !1747
  br i1 %55, label %61, label %56, !dbg !1747

56:                                               ; preds = %47
    #dbg_value(i32 poison, !1729, !DIExpression(), !1740)
  %57 = add nuw nsw i64 %48, 1, !dbg !1748
    #dbg_value(i64 %57, !1732, !DIExpression(), !1739)
  %58 = icmp eq i64 %57, 64, !dbg !1749
  br i1 %58, label %82, label %59, !dbg !1741

59:                                               ; preds = %56, %61
  %60 = phi i64 [ %57, %56 ], [ %62, %61 ]
  br label %47, !dbg !1742, !llvm.loop !1750

61:                                               ; preds = %47
  store ptr null, ptr %49, align 8, !dbg !1752, !tbaa !136
  tail call void %52(ptr noundef nonnull %50) #16, !dbg !1754
    #dbg_value(i32 1, !1729, !DIExpression(), !1740)
  %62 = add nuw nsw i64 %48, 1, !dbg !1748
    #dbg_value(i64 %62, !1732, !DIExpression(), !1739)
  %63 = icmp eq i64 %62, 64, !dbg !1749
  br i1 %63, label %82, label %59, !dbg !1741

64:                                               ; preds = %75
    #dbg_value(i32 0, !1727, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1738)
  br i1 %4, label %82, label %65

65:                                               ; preds = %78, %64
  br label %5, !dbg !1741

66:                                               ; preds = %2, %75
  %67 = phi i64 [ %76, %75 ], [ %3, %2 ]
    #dbg_value(i64 %67, !1732, !DIExpression(), !1739)
    #dbg_value(i32 poison, !1729, !DIExpression(), !1740)
  %68 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 %67, !dbg !1742
  %69 = load ptr, ptr %68, align 8, !dbg !1742, !tbaa !136
    #dbg_value(ptr %69, !1734, !DIExpression(), !1743)
  %70 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i64 0, i64 %67, !dbg !1744
  %71 = load ptr, ptr %70, align 8, !dbg !1744, !tbaa !136
    #dbg_value(ptr %71, !1737, !DIExpression(), !1743)
  %72 = icmp ne ptr %69, null, !dbg !1745
  %73 = icmp ne ptr %71, null
  %74 = select i1 %72, i1 %73, i1 false, !dbg !1747
  br i1 %74, label %78, label %75, !dbg !1747

75:                                               ; preds = %66
    #dbg_value(i32 poison, !1729, !DIExpression(), !1740)
  %76 = add nuw nsw i64 %67, 1, !dbg !1748
    #dbg_value(i64 %76, !1732, !DIExpression(), !1739)
  %77 = icmp eq i64 %76, 64, !dbg !1749
  br i1 %77, label %64, label %66, !dbg !1741, !llvm.loop !1750

78:                                               ; preds = %66
  %79 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 %67
  store ptr null, ptr %79, align 8, !dbg !1752, !tbaa !136
  tail call void %71(ptr noundef nonnull %69) #16, !dbg !1754
    #dbg_value(i32 1, !1729, !DIExpression(), !1740)
  %80 = add nuw nsw i64 %67, 1, !dbg !1748
    #dbg_value(i64 %80, !1732, !DIExpression(), !1739)
  %81 = icmp eq i64 %80, 64, !dbg !1749
  br i1 %81, label %65, label %2, !dbg !1741, !llvm.loop !1750

82:                                               ; preds = %61, %56, %45, %24, %64
  ret void, !dbg !1755
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none)
define dso_local ptr @pthread_getspecific(i32 noundef %0) local_unnamed_addr #14 !dbg !1756 {
    #dbg_value(i32 %0, !1760, !DIExpression(), !1761)
  %2 = icmp ult i32 %0, 64, !dbg !1762
  br i1 %2, label %3, label %8, !dbg !1763

3:                                                ; preds = %1
  %4 = tail call align 16 ptr @llvm.threadlocal.address.p0(ptr align 16 @key_value), !dbg !1764
  %5 = zext nneg i32 %0 to i64, !dbg !1764
  %6 = getelementptr inbounds [64 x ptr], ptr %4, i64 0, i64 %5, !dbg !1764
  %7 = load ptr, ptr %6, align 8, !dbg !1764, !tbaa !136
  br label %8, !dbg !1763

8:                                                ; preds = %1, %3
  %9 = phi ptr [ %7, %3 ], [ null, %1 ], !dbg !1763
  ret ptr %9, !dbg !1765
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 0, 23) i32 @pthread_setspecific(i32 noundef %0, ptr noundef %1) local_unnamed_addr #2 !dbg !1766 {
    #dbg_value(i32 %0, !1770, !DIExpression(), !1772)
    #dbg_value(ptr %1, !1771, !DIExpression(), !1772)
  %3 = icmp ugt i32 %0, 63, !dbg !1773
  br i1 %3, label %12, label %4, !dbg !1775

4:                                                ; preds = %2
  %5 = zext nneg i32 %0 to i64, !dbg !1776
  %6 = getelementptr inbounds [64 x i32], ptr @key_used, i64 0, i64 %5, !dbg !1776
  %7 = load i32, ptr %6, align 4, !dbg !1776, !tbaa !127
  %8 = icmp eq i32 %7, 0, !dbg !1776
  br i1 %8, label %12, label %9, !dbg !1777

9:                                                ; preds = %4
  %10 = tail call align 16 ptr @llvm.threadlocal.address.p0(ptr align 16 @key_value), !dbg !1778
  %11 = getelementptr inbounds [64 x ptr], ptr %10, i64 0, i64 %5, !dbg !1778
  store ptr %1, ptr %11, align 8, !dbg !1779, !tbaa !136
  br label %12, !dbg !1780

12:                                               ; preds = %2, %4, %9
  %13 = phi i32 [ 0, %9 ], [ 22, %4 ], [ 22, %2 ], !dbg !1772
  ret i32 %13, !dbg !1781
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #15

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #15

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #15

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
attributes #15 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #16 = { nobuiltin nounwind "no-builtins" }
attributes #17 = { nobuiltin noreturn nounwind "no-builtins" }
attributes #18 = { nounwind }
attributes #19 = { nobuiltin "no-builtins" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!107, !108, !109, !110, !111, !112}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "pancam_errno", scope: !2, file: !3, line: 33, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !22, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "src/vm/libc/libc.c", directory: ".", checksumkind: CSK_MD5, checksum: "5e01cfaa1356cfdcce43d51c27174617")
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
!22 = !{!23, !29, !31, !33, !41, !46, !0, !48, !56, !58, !63, !65, !67, !69, !74, !80, !83, !85, !87, !89, !91, !96, !101, !104}
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
!49 = distinct !DIGlobalVariable(name: "atexit_fns", scope: !2, file: !3, line: 56, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 2048, elements: !54)
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!52 = !DISubroutineType(types: !53)
!53 = !{null}
!54 = !{!55}
!55 = !DISubrange(count: 32)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(name: "atexit_n", scope: !2, file: !3, line: 57, type: !14, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(name: "rand_state", scope: !2, file: !3, line: 455, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 992, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 31)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(name: "rand_f", scope: !2, file: !3, line: 456, type: !14, isLocal: true, isDefinition: true)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(name: "rand_r", scope: !2, file: !3, line: 456, type: !14, isLocal: true, isDefinition: true)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(name: "rand_seeded", scope: !2, file: !3, line: 456, type: !14, isLocal: true, isDefinition: true)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(name: "key_used", scope: !2, file: !3, line: 567, type: !71, isLocal: true, isDefinition: true)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 2048, elements: !72)
!72 = !{!73}
!73 = !DISubrange(count: 64)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(name: "key_dtor", scope: !2, file: !3, line: 568, type: !76, isLocal: true, isDefinition: true)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !77, size: 4096, elements: !72)
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 64)
!78 = !DISubroutineType(types: !79)
!79 = !{null, !8}
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(name: "key_value", scope: !2, file: !3, line: 569, type: !82, isLocal: true, isDefinition: true)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 4096, elements: !72)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(name: "__pancam_tsd_dtors", scope: !2, file: !3, line: 572, type: !14, isLocal: false, isDefinition: true)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(name: "pancam_stdin", scope: !2, file: !3, line: 46, type: !26, isLocal: true, isDefinition: true)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(name: "pancam_stdout", scope: !2, file: !3, line: 47, type: !26, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(name: "pancam_stderr", scope: !2, file: !3, line: 48, type: !26, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(name: "ctype_b", scope: !2, file: !3, line: 310, type: !93, isLocal: true, isDefinition: true)
!93 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !94)
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !95, size: 64)
!95 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(name: "ctype_b_table", scope: !2, file: !3, line: 307, type: !98, isLocal: true, isDefinition: true)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !95, size: 6144, elements: !99)
!99 = !{!100}
!100 = !DISubrange(count: 384)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(name: "ctype_lower_table", scope: !2, file: !3, line: 308, type: !103, isLocal: true, isDefinition: true)
!103 = !DICompositeType(tag: DW_TAG_array_type, baseType: !45, size: 12288, elements: !99)
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression())
!105 = distinct !DIGlobalVariable(name: "ctype_upper_table", scope: !2, file: !3, line: 309, type: !103, isLocal: true, isDefinition: true)
!106 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression(DW_OP_deref_size, 1, DW_OP_constu, 1, DW_OP_mul, DW_OP_constu, 0, DW_OP_plus, DW_OP_stack_value))
!107 = !{i32 7, !"Dwarf Version", i32 5}
!108 = !{i32 2, !"Debug Info Version", i32 3}
!109 = !{i32 1, !"wchar_size", i32 4}
!110 = !{i32 8, !"PIC Level", i32 2}
!111 = !{i32 7, !"PIE Level", i32 2}
!112 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!113 = distinct !DISubprogram(name: "__errno_location", scope: !3, file: !3, line: 35, type: !114, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!114 = !DISubroutineType(types: !115)
!115 = !{!116}
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!117 = !DILocation(line: 35, column: 39, scope: !113)
!118 = !DILocation(line: 35, column: 31, scope: !113)
!119 = distinct !DISubprogram(name: "atexit", scope: !3, file: !3, line: 59, type: !120, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !122)
!120 = !DISubroutineType(types: !121)
!121 = !{!14, !51}
!122 = !{!123}
!123 = !DILocalVariable(name: "f", arg: 1, scope: !119, file: !3, line: 59, type: !51)
!124 = !DILocation(line: 0, scope: !119)
!125 = !DILocation(line: 60, column: 7, scope: !126)
!126 = distinct !DILexicalBlock(scope: !119, file: !3, line: 60, column: 7)
!127 = !{!128, !128, i64 0}
!128 = !{!"int", !129, i64 0}
!129 = !{!"omnipotent char", !130, i64 0}
!130 = !{!"Simple C/C++ TBAA"}
!131 = !DILocation(line: 60, column: 16, scope: !126)
!132 = !DILocation(line: 60, column: 7, scope: !119)
!133 = !DILocation(line: 62, column: 22, scope: !119)
!134 = !DILocation(line: 62, column: 3, scope: !119)
!135 = !DILocation(line: 62, column: 26, scope: !119)
!136 = !{!137, !137, i64 0}
!137 = !{!"any pointer", !129, i64 0}
!138 = !DILocation(line: 63, column: 3, scope: !119)
!139 = !DILocation(line: 64, column: 1, scope: !119)
!140 = distinct !DISubprogram(name: "exit", scope: !3, file: !3, line: 66, type: !141, scopeLine: 66, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !143)
!141 = !DISubroutineType(types: !142)
!142 = !{null, !14}
!143 = !{!144, !145}
!144 = !DILocalVariable(name: "code", arg: 1, scope: !140, file: !3, line: 66, type: !14)
!145 = !DILocalVariable(name: "f", scope: !146, file: !3, line: 68, type: !51)
!146 = distinct !DILexicalBlock(scope: !140, file: !3, line: 67, column: 24)
!147 = !DILocation(line: 0, scope: !140)
!148 = !DILocation(line: 67, column: 10, scope: !140)
!149 = !DILocation(line: 67, column: 19, scope: !140)
!150 = !DILocation(line: 67, column: 3, scope: !140)
!151 = !DILocation(line: 68, column: 34, scope: !146)
!152 = !DILocation(line: 68, column: 23, scope: !146)
!153 = !DILocation(line: 0, scope: !146)
!154 = !DILocation(line: 69, column: 5, scope: !146)
!155 = distinct !{!155, !150, !156, !157}
!156 = !DILocation(line: 70, column: 3, scope: !140)
!157 = !{!"llvm.loop.mustprogress"}
!158 = !DILocation(line: 71, column: 3, scope: !140)
!159 = !DISubprogram(name: "__pancam_exit", scope: !3, file: !3, line: 28, type: !141, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!160 = distinct !DISubprogram(name: "memcmp", scope: !3, file: !3, line: 76, type: !161, scopeLine: 76, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !166)
!161 = !DISubroutineType(types: !162)
!162 = !{!14, !163, !163, !165}
!163 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !164, size: 64)
!164 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!165 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !3, line: 17, baseType: !13)
!166 = !{!167, !168, !169, !170, !171, !172}
!167 = !DILocalVariable(name: "a", arg: 1, scope: !160, file: !3, line: 76, type: !163)
!168 = !DILocalVariable(name: "b", arg: 2, scope: !160, file: !3, line: 76, type: !163)
!169 = !DILocalVariable(name: "n", arg: 3, scope: !160, file: !3, line: 76, type: !165)
!170 = !DILocalVariable(name: "p", scope: !160, file: !3, line: 77, type: !9)
!171 = !DILocalVariable(name: "q", scope: !160, file: !3, line: 77, type: !9)
!172 = !DILocalVariable(name: "i", scope: !173, file: !3, line: 78, type: !165)
!173 = distinct !DILexicalBlock(scope: !160, file: !3, line: 78, column: 3)
!174 = !DILocation(line: 0, scope: !160)
!175 = !DILocation(line: 0, scope: !173)
!176 = !DILocation(line: 78, column: 24, scope: !177)
!177 = distinct !DILexicalBlock(scope: !173, file: !3, line: 78, column: 3)
!178 = !DILocation(line: 78, column: 3, scope: !173)
!179 = !DILocation(line: 78, column: 30, scope: !177)
!180 = distinct !{!180, !178, !181, !157}
!181 = !DILocation(line: 80, column: 33, scope: !173)
!182 = !DILocation(line: 79, column: 9, scope: !183)
!183 = distinct !DILexicalBlock(scope: !177, file: !3, line: 79, column: 9)
!184 = !{!129, !129, i64 0}
!185 = !DILocation(line: 79, column: 17, scope: !183)
!186 = !DILocation(line: 79, column: 14, scope: !183)
!187 = !DILocation(line: 79, column: 9, scope: !177)
!188 = !DILocation(line: 80, column: 19, scope: !183)
!189 = !DILocation(line: 80, column: 14, scope: !183)
!190 = !DILocation(line: 80, column: 7, scope: !183)
!191 = !DILocation(line: 82, column: 1, scope: !160)
!192 = distinct !DISubprogram(name: "bcmp", scope: !3, file: !3, line: 84, type: !161, scopeLine: 84, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !193)
!193 = !{!194, !195, !196}
!194 = !DILocalVariable(name: "a", arg: 1, scope: !192, file: !3, line: 84, type: !163)
!195 = !DILocalVariable(name: "b", arg: 2, scope: !192, file: !3, line: 84, type: !163)
!196 = !DILocalVariable(name: "n", arg: 3, scope: !192, file: !3, line: 84, type: !165)
!197 = !DILocation(line: 0, scope: !192)
!198 = !DILocation(line: 0, scope: !160, inlinedAt: !199)
!199 = distinct !DILocation(line: 84, column: 59, scope: !192)
!200 = !DILocation(line: 0, scope: !173, inlinedAt: !199)
!201 = !DILocation(line: 78, column: 24, scope: !177, inlinedAt: !199)
!202 = !DILocation(line: 78, column: 3, scope: !173, inlinedAt: !199)
!203 = !DILocation(line: 78, column: 30, scope: !177, inlinedAt: !199)
!204 = distinct !{!204, !202, !205, !157}
!205 = !DILocation(line: 80, column: 33, scope: !173, inlinedAt: !199)
!206 = !DILocation(line: 79, column: 9, scope: !183, inlinedAt: !199)
!207 = !DILocation(line: 79, column: 17, scope: !183, inlinedAt: !199)
!208 = !DILocation(line: 79, column: 14, scope: !183, inlinedAt: !199)
!209 = !DILocation(line: 79, column: 9, scope: !177, inlinedAt: !199)
!210 = !DILocation(line: 84, column: 52, scope: !192)
!211 = distinct !DISubprogram(name: "mempcpy", scope: !3, file: !3, line: 86, type: !212, scopeLine: 86, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !214)
!212 = !DISubroutineType(types: !213)
!213 = !{!8, !8, !163, !165}
!214 = !{!215, !216, !217}
!215 = !DILocalVariable(name: "d", arg: 1, scope: !211, file: !3, line: 86, type: !8)
!216 = !DILocalVariable(name: "s", arg: 2, scope: !211, file: !3, line: 86, type: !163)
!217 = !DILocalVariable(name: "n", arg: 3, scope: !211, file: !3, line: 86, type: !165)
!218 = !DILocation(line: 0, scope: !211)
!219 = !DILocation(line: 86, column: 66, scope: !211)
!220 = !DILocation(line: 86, column: 82, scope: !211)
!221 = !DILocation(line: 86, column: 51, scope: !211)
!222 = !DISubprogram(name: "memcpy", scope: !3, file: !3, line: 25, type: !212, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!223 = distinct !DISubprogram(name: "memrchr", scope: !3, file: !3, line: 88, type: !224, scopeLine: 88, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !226)
!224 = !DISubroutineType(types: !225)
!225 = !{!8, !163, !14, !165}
!226 = !{!227, !228, !229, !230}
!227 = !DILocalVariable(name: "s", arg: 1, scope: !223, file: !3, line: 88, type: !163)
!228 = !DILocalVariable(name: "c", arg: 2, scope: !223, file: !3, line: 88, type: !14)
!229 = !DILocalVariable(name: "n", arg: 3, scope: !223, file: !3, line: 88, type: !165)
!230 = !DILocalVariable(name: "p", scope: !223, file: !3, line: 89, type: !9)
!231 = !DILocation(line: 0, scope: !223)
!232 = !DILocation(line: 90, column: 3, scope: !223)
!233 = !DILocation(line: 90, column: 12, scope: !223)
!234 = !DILocation(line: 91, column: 6, scope: !235)
!235 = distinct !DILexicalBlock(scope: !223, file: !3, line: 90, column: 17)
!236 = !DILocation(line: 92, column: 9, scope: !237)
!237 = distinct !DILexicalBlock(scope: !235, file: !3, line: 92, column: 9)
!238 = !DILocation(line: 92, column: 14, scope: !237)
!239 = !DILocation(line: 92, column: 9, scope: !235)
!240 = distinct !{!240, !232, !241, !157}
!241 = !DILocation(line: 94, column: 3, scope: !223)
!242 = !DILocation(line: 96, column: 1, scope: !223)
!243 = distinct !DISubprogram(name: "memchr", scope: !3, file: !3, line: 98, type: !224, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !244)
!244 = !{!245, !246, !247, !248, !249}
!245 = !DILocalVariable(name: "s", arg: 1, scope: !243, file: !3, line: 98, type: !163)
!246 = !DILocalVariable(name: "c", arg: 2, scope: !243, file: !3, line: 98, type: !14)
!247 = !DILocalVariable(name: "n", arg: 3, scope: !243, file: !3, line: 98, type: !165)
!248 = !DILocalVariable(name: "p", scope: !243, file: !3, line: 99, type: !9)
!249 = !DILocalVariable(name: "i", scope: !250, file: !3, line: 100, type: !165)
!250 = distinct !DILexicalBlock(scope: !243, file: !3, line: 100, column: 3)
!251 = !DILocation(line: 0, scope: !243)
!252 = !DILocation(line: 0, scope: !250)
!253 = !DILocation(line: 100, column: 24, scope: !254)
!254 = distinct !DILexicalBlock(scope: !250, file: !3, line: 100, column: 3)
!255 = !DILocation(line: 100, column: 3, scope: !250)
!256 = !DILocation(line: 101, column: 9, scope: !257)
!257 = distinct !DILexicalBlock(scope: !254, file: !3, line: 101, column: 9)
!258 = !DILocation(line: 101, column: 14, scope: !257)
!259 = !DILocation(line: 101, column: 9, scope: !254)
!260 = !DILocation(line: 100, column: 30, scope: !254)
!261 = distinct !{!261, !255, !262, !157}
!262 = !DILocation(line: 102, column: 28, scope: !250)
!263 = !DILocation(line: 104, column: 1, scope: !243)
!264 = distinct !DISubprogram(name: "strnlen", scope: !3, file: !3, line: 106, type: !265, scopeLine: 106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !267)
!265 = !DISubroutineType(types: !266)
!266 = !{!165, !17, !165}
!267 = !{!268, !269, !270}
!268 = !DILocalVariable(name: "s", arg: 1, scope: !264, file: !3, line: 106, type: !17)
!269 = !DILocalVariable(name: "n", arg: 2, scope: !264, file: !3, line: 106, type: !165)
!270 = !DILocalVariable(name: "i", scope: !264, file: !3, line: 107, type: !165)
!271 = !DILocation(line: 0, scope: !264)
!272 = !DILocation(line: 108, column: 12, scope: !264)
!273 = !DILocation(line: 108, column: 16, scope: !264)
!274 = !DILocation(line: 108, column: 19, scope: !264)
!275 = !DILocation(line: 108, column: 3, scope: !264)
!276 = !DILocation(line: 109, column: 6, scope: !264)
!277 = distinct !{!277, !275, !276, !157}
!278 = !DILocation(line: 110, column: 3, scope: !264)
!279 = distinct !DISubprogram(name: "strcmp", scope: !3, file: !3, line: 113, type: !280, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !282)
!280 = !DISubroutineType(types: !281)
!281 = !{!14, !17, !17}
!282 = !{!283, !284, !285, !286}
!283 = !DILocalVariable(name: "a", arg: 1, scope: !279, file: !3, line: 113, type: !17)
!284 = !DILocalVariable(name: "b", arg: 2, scope: !279, file: !3, line: 113, type: !17)
!285 = !DILocalVariable(name: "p", scope: !279, file: !3, line: 114, type: !9)
!286 = !DILocalVariable(name: "q", scope: !279, file: !3, line: 114, type: !9)
!287 = !DILocation(line: 0, scope: !279)
!288 = !DILocation(line: 115, column: 10, scope: !279)
!289 = !DILocation(line: 115, column: 13, scope: !279)
!290 = !DILocation(line: 115, column: 22, scope: !279)
!291 = !DILocation(line: 115, column: 19, scope: !279)
!292 = !DILocation(line: 115, column: 3, scope: !279)
!293 = !DILocation(line: 116, column: 6, scope: !294)
!294 = distinct !DILexicalBlock(scope: !279, file: !3, line: 115, column: 26)
!295 = !DILocation(line: 117, column: 6, scope: !294)
!296 = distinct !{!296, !292, !297, !157}
!297 = !DILocation(line: 118, column: 3, scope: !279)
!298 = !DILocation(line: 119, column: 16, scope: !279)
!299 = !DILocation(line: 119, column: 14, scope: !279)
!300 = !DILocation(line: 119, column: 26, scope: !279)
!301 = !DILocation(line: 119, column: 20, scope: !279)
!302 = !DILocation(line: 119, column: 3, scope: !279)
!303 = distinct !DISubprogram(name: "strncmp", scope: !3, file: !3, line: 122, type: !304, scopeLine: 122, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !306)
!304 = !DISubroutineType(types: !305)
!305 = !{!14, !17, !17, !165}
!306 = !{!307, !308, !309, !310, !311, !312}
!307 = !DILocalVariable(name: "a", arg: 1, scope: !303, file: !3, line: 122, type: !17)
!308 = !DILocalVariable(name: "b", arg: 2, scope: !303, file: !3, line: 122, type: !17)
!309 = !DILocalVariable(name: "n", arg: 3, scope: !303, file: !3, line: 122, type: !165)
!310 = !DILocalVariable(name: "p", scope: !303, file: !3, line: 123, type: !9)
!311 = !DILocalVariable(name: "q", scope: !303, file: !3, line: 123, type: !9)
!312 = !DILocalVariable(name: "i", scope: !313, file: !3, line: 124, type: !165)
!313 = distinct !DILexicalBlock(scope: !303, file: !3, line: 124, column: 3)
!314 = !DILocation(line: 0, scope: !303)
!315 = !DILocation(line: 0, scope: !313)
!316 = !DILocation(line: 124, column: 24, scope: !317)
!317 = distinct !DILexicalBlock(scope: !313, file: !3, line: 124, column: 3)
!318 = !DILocation(line: 124, column: 3, scope: !313)
!319 = !DILocation(line: 125, column: 9, scope: !320)
!320 = distinct !DILexicalBlock(scope: !321, file: !3, line: 125, column: 9)
!321 = distinct !DILexicalBlock(scope: !317, file: !3, line: 124, column: 34)
!322 = !DILocation(line: 125, column: 17, scope: !320)
!323 = !DILocation(line: 125, column: 14, scope: !320)
!324 = !DILocation(line: 125, column: 9, scope: !321)
!325 = !DILocation(line: 126, column: 20, scope: !320)
!326 = !DILocation(line: 126, column: 36, scope: !320)
!327 = !DILocation(line: 126, column: 28, scope: !320)
!328 = !DILocation(line: 126, column: 7, scope: !320)
!329 = !DILocation(line: 127, column: 10, scope: !330)
!330 = distinct !DILexicalBlock(scope: !321, file: !3, line: 127, column: 9)
!331 = !DILocation(line: 127, column: 9, scope: !321)
!332 = distinct !{!332, !318, !333, !157}
!333 = !DILocation(line: 129, column: 3, scope: !313)
!334 = !DILocation(line: 131, column: 1, scope: !303)
!335 = distinct !DISubprogram(name: "strcpy", scope: !3, file: !3, line: 133, type: !36, scopeLine: 133, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !336)
!336 = !{!337, !338, !339}
!337 = !DILocalVariable(name: "d", arg: 1, scope: !335, file: !3, line: 133, type: !5)
!338 = !DILocalVariable(name: "s", arg: 2, scope: !335, file: !3, line: 133, type: !17)
!339 = !DILocalVariable(name: "r", scope: !335, file: !3, line: 134, type: !5)
!340 = !DILocation(line: 0, scope: !335)
!341 = !DILocation(line: 135, column: 3, scope: !335)
!342 = !DILocation(line: 135, column: 20, scope: !335)
!343 = !DILocation(line: 135, column: 18, scope: !335)
!344 = !DILocation(line: 135, column: 13, scope: !335)
!345 = !DILocation(line: 135, column: 16, scope: !335)
!346 = distinct !{!346, !341, !347, !157}
!347 = !DILocation(line: 136, column: 5, scope: !335)
!348 = !DILocation(line: 137, column: 3, scope: !335)
!349 = distinct !DISubprogram(name: "stpcpy", scope: !3, file: !3, line: 140, type: !36, scopeLine: 140, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !350)
!350 = !{!351, !352}
!351 = !DILocalVariable(name: "d", arg: 1, scope: !349, file: !3, line: 140, type: !5)
!352 = !DILocalVariable(name: "s", arg: 2, scope: !349, file: !3, line: 140, type: !17)
!353 = !DILocation(line: 0, scope: !349)
!354 = !DILocation(line: 141, column: 16, scope: !349)
!355 = !DILocation(line: 141, column: 14, scope: !349)
!356 = !DILocation(line: 141, column: 3, scope: !349)
!357 = !DILocation(line: 141, column: 18, scope: !349)
!358 = !DILocation(line: 142, column: 6, scope: !349)
!359 = distinct !{!359, !356, !358, !157}
!360 = !DILocation(line: 143, column: 3, scope: !349)
!361 = distinct !DISubprogram(name: "stpncpy", scope: !3, file: !3, line: 146, type: !362, scopeLine: 146, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !364)
!362 = !DISubroutineType(types: !363)
!363 = !{!5, !5, !17, !165}
!364 = !{!365, !366, !367, !368, !369}
!365 = !DILocalVariable(name: "d", arg: 1, scope: !361, file: !3, line: 146, type: !5)
!366 = !DILocalVariable(name: "s", arg: 2, scope: !361, file: !3, line: 146, type: !17)
!367 = !DILocalVariable(name: "n", arg: 3, scope: !361, file: !3, line: 146, type: !165)
!368 = !DILocalVariable(name: "i", scope: !361, file: !3, line: 147, type: !165)
!369 = !DILocalVariable(name: "end", scope: !361, file: !3, line: 150, type: !5)
!370 = !DILocation(line: 0, scope: !361)
!371 = !DILocation(line: 148, column: 12, scope: !372)
!372 = distinct !DILexicalBlock(scope: !373, file: !3, line: 148, column: 3)
!373 = distinct !DILexicalBlock(scope: !361, file: !3, line: 148, column: 3)
!374 = !DILocation(line: 148, column: 16, scope: !372)
!375 = !DILocation(line: 148, column: 19, scope: !372)
!376 = !DILocation(line: 148, column: 3, scope: !373)
!377 = !DILocation(line: 149, column: 5, scope: !372)
!378 = !DILocation(line: 149, column: 10, scope: !372)
!379 = !DILocation(line: 148, column: 26, scope: !372)
!380 = distinct !{!380, !376, !381, !157}
!381 = !DILocation(line: 149, column: 15, scope: !373)
!382 = !DILocation(line: 151, column: 12, scope: !383)
!383 = distinct !DILexicalBlock(scope: !384, file: !3, line: 151, column: 3)
!384 = distinct !DILexicalBlock(scope: !361, file: !3, line: 151, column: 3)
!385 = !DILocation(line: 151, column: 3, scope: !384)
!386 = !DILocation(line: 152, column: 5, scope: !383)
!387 = !DILocation(line: 152, column: 10, scope: !383)
!388 = distinct !{!388, !385, !389, !157, !390, !391}
!389 = !DILocation(line: 152, column: 12, scope: !384)
!390 = !{!"llvm.loop.isvectorized", i32 1}
!391 = !{!"llvm.loop.unroll.runtime.disable"}
!392 = distinct !{!392, !385, !389, !157, !390, !391}
!393 = !DILocation(line: 151, column: 18, scope: !383)
!394 = distinct !{!394, !385, !389, !157, !391, !390}
!395 = !DILocation(line: 150, column: 17, scope: !361)
!396 = !DILocation(line: 153, column: 3, scope: !361)
!397 = distinct !DISubprogram(name: "strchrnul", scope: !3, file: !3, line: 156, type: !398, scopeLine: 156, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !400)
!398 = !DISubroutineType(types: !399)
!399 = !{!5, !17, !14}
!400 = !{!401, !402}
!401 = !DILocalVariable(name: "s", arg: 1, scope: !397, file: !3, line: 156, type: !17)
!402 = !DILocalVariable(name: "c", arg: 2, scope: !397, file: !3, line: 156, type: !14)
!403 = !DILocation(line: 0, scope: !397)
!404 = !DILocation(line: 157, column: 10, scope: !397)
!405 = !DILocation(line: 157, column: 13, scope: !397)
!406 = !DILocation(line: 157, column: 19, scope: !397)
!407 = !DILocation(line: 157, column: 3, scope: !397)
!408 = !DILocation(line: 158, column: 6, scope: !397)
!409 = distinct !{!409, !407, !408, !157}
!410 = !DILocation(line: 159, column: 3, scope: !397)
!411 = distinct !DISubprogram(name: "strncpy", scope: !3, file: !3, line: 162, type: !362, scopeLine: 162, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !412)
!412 = !{!413, !414, !415, !416}
!413 = !DILocalVariable(name: "d", arg: 1, scope: !411, file: !3, line: 162, type: !5)
!414 = !DILocalVariable(name: "s", arg: 2, scope: !411, file: !3, line: 162, type: !17)
!415 = !DILocalVariable(name: "n", arg: 3, scope: !411, file: !3, line: 162, type: !165)
!416 = !DILocalVariable(name: "i", scope: !411, file: !3, line: 163, type: !165)
!417 = !DILocation(line: 0, scope: !411)
!418 = !DILocation(line: 164, column: 12, scope: !419)
!419 = distinct !DILexicalBlock(scope: !420, file: !3, line: 164, column: 3)
!420 = distinct !DILexicalBlock(scope: !411, file: !3, line: 164, column: 3)
!421 = !DILocation(line: 164, column: 16, scope: !419)
!422 = !DILocation(line: 164, column: 19, scope: !419)
!423 = !DILocation(line: 164, column: 3, scope: !420)
!424 = !DILocation(line: 165, column: 5, scope: !419)
!425 = !DILocation(line: 165, column: 10, scope: !419)
!426 = !DILocation(line: 164, column: 26, scope: !419)
!427 = distinct !{!427, !423, !428, !157}
!428 = !DILocation(line: 165, column: 15, scope: !420)
!429 = !DILocation(line: 166, column: 12, scope: !430)
!430 = distinct !DILexicalBlock(scope: !431, file: !3, line: 166, column: 3)
!431 = distinct !DILexicalBlock(scope: !411, file: !3, line: 166, column: 3)
!432 = !DILocation(line: 166, column: 3, scope: !431)
!433 = !DILocation(line: 167, column: 5, scope: !430)
!434 = !DILocation(line: 167, column: 10, scope: !430)
!435 = distinct !{!435, !432, !436, !157, !390, !391}
!436 = !DILocation(line: 167, column: 12, scope: !431)
!437 = distinct !{!437, !432, !436, !157, !390, !391}
!438 = !DILocation(line: 166, column: 18, scope: !430)
!439 = distinct !{!439, !432, !436, !157, !391, !390}
!440 = !DILocation(line: 168, column: 3, scope: !411)
!441 = distinct !DISubprogram(name: "strcat", scope: !3, file: !3, line: 171, type: !36, scopeLine: 171, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !442)
!442 = !{!443, !444}
!443 = !DILocalVariable(name: "d", arg: 1, scope: !441, file: !3, line: 171, type: !5)
!444 = !DILocalVariable(name: "s", arg: 2, scope: !441, file: !3, line: 171, type: !17)
!445 = !DILocation(line: 0, scope: !441)
!446 = !DILocation(line: 172, column: 14, scope: !441)
!447 = !DILocation(line: 172, column: 12, scope: !441)
!448 = !DILocation(line: 0, scope: !335, inlinedAt: !449)
!449 = distinct !DILocation(line: 172, column: 3, scope: !441)
!450 = !DILocation(line: 135, column: 3, scope: !335, inlinedAt: !449)
!451 = !DILocation(line: 135, column: 20, scope: !335, inlinedAt: !449)
!452 = !DILocation(line: 135, column: 18, scope: !335, inlinedAt: !449)
!453 = !DILocation(line: 135, column: 13, scope: !335, inlinedAt: !449)
!454 = !DILocation(line: 135, column: 16, scope: !335, inlinedAt: !449)
!455 = distinct !{!455, !450, !456, !157}
!456 = !DILocation(line: 136, column: 5, scope: !335, inlinedAt: !449)
!457 = !DILocation(line: 173, column: 3, scope: !441)
!458 = !DISubprogram(name: "strlen", scope: !3, file: !3, line: 27, type: !459, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!459 = !DISubroutineType(types: !460)
!460 = !{!165, !17}
!461 = distinct !DISubprogram(name: "strncat", scope: !3, file: !3, line: 176, type: !362, scopeLine: 176, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !462)
!462 = !{!463, !464, !465, !466, !467}
!463 = !DILocalVariable(name: "d", arg: 1, scope: !461, file: !3, line: 176, type: !5)
!464 = !DILocalVariable(name: "s", arg: 2, scope: !461, file: !3, line: 176, type: !17)
!465 = !DILocalVariable(name: "n", arg: 3, scope: !461, file: !3, line: 176, type: !165)
!466 = !DILocalVariable(name: "e", scope: !461, file: !3, line: 177, type: !5)
!467 = !DILocalVariable(name: "i", scope: !461, file: !3, line: 178, type: !165)
!468 = !DILocation(line: 0, scope: !461)
!469 = !DILocation(line: 177, column: 17, scope: !461)
!470 = !DILocation(line: 177, column: 15, scope: !461)
!471 = !DILocation(line: 179, column: 12, scope: !472)
!472 = distinct !DILexicalBlock(scope: !473, file: !3, line: 179, column: 3)
!473 = distinct !DILexicalBlock(scope: !461, file: !3, line: 179, column: 3)
!474 = !DILocation(line: 179, column: 16, scope: !472)
!475 = !DILocation(line: 179, column: 19, scope: !472)
!476 = !DILocation(line: 179, column: 3, scope: !473)
!477 = !DILocation(line: 180, column: 5, scope: !472)
!478 = !DILocation(line: 180, column: 10, scope: !472)
!479 = !DILocation(line: 179, column: 26, scope: !472)
!480 = distinct !{!480, !476, !481, !157}
!481 = !DILocation(line: 180, column: 15, scope: !473)
!482 = !DILocation(line: 181, column: 3, scope: !461)
!483 = !DILocation(line: 181, column: 8, scope: !461)
!484 = !DILocation(line: 182, column: 3, scope: !461)
!485 = distinct !DISubprogram(name: "strchr", scope: !3, file: !3, line: 185, type: !398, scopeLine: 185, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !486)
!486 = !{!487, !488}
!487 = !DILocalVariable(name: "s", arg: 1, scope: !485, file: !3, line: 185, type: !17)
!488 = !DILocalVariable(name: "c", arg: 2, scope: !485, file: !3, line: 185, type: !14)
!489 = !DILocation(line: 0, scope: !485)
!490 = !DILocation(line: 187, column: 9, scope: !491)
!491 = distinct !DILexicalBlock(scope: !492, file: !3, line: 187, column: 9)
!492 = distinct !DILexicalBlock(scope: !493, file: !3, line: 186, column: 16)
!493 = distinct !DILexicalBlock(scope: !494, file: !3, line: 186, column: 3)
!494 = distinct !DILexicalBlock(scope: !485, file: !3, line: 186, column: 3)
!495 = !DILocation(line: 187, column: 12, scope: !491)
!496 = !DILocation(line: 187, column: 9, scope: !492)
!497 = !DILocation(line: 189, column: 10, scope: !498)
!498 = distinct !DILexicalBlock(scope: !492, file: !3, line: 189, column: 9)
!499 = !DILocation(line: 189, column: 9, scope: !492)
!500 = !DILocation(line: 186, column: 12, scope: !493)
!501 = distinct !{!501, !502, !503}
!502 = !DILocation(line: 186, column: 3, scope: !494)
!503 = !DILocation(line: 191, column: 3, scope: !494)
!504 = !DILocation(line: 0, scope: !492)
!505 = !DILocation(line: 192, column: 1, scope: !485)
!506 = distinct !DISubprogram(name: "strrchr", scope: !3, file: !3, line: 194, type: !398, scopeLine: 194, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !507)
!507 = !{!508, !509, !510}
!508 = !DILocalVariable(name: "s", arg: 1, scope: !506, file: !3, line: 194, type: !17)
!509 = !DILocalVariable(name: "c", arg: 2, scope: !506, file: !3, line: 194, type: !14)
!510 = !DILocalVariable(name: "last", scope: !506, file: !3, line: 195, type: !17)
!511 = !DILocation(line: 0, scope: !506)
!512 = !DILocation(line: 196, column: 3, scope: !506)
!513 = !DILocation(line: 197, column: 9, scope: !514)
!514 = distinct !DILexicalBlock(scope: !515, file: !3, line: 197, column: 9)
!515 = distinct !DILexicalBlock(scope: !516, file: !3, line: 196, column: 16)
!516 = distinct !DILexicalBlock(scope: !517, file: !3, line: 196, column: 3)
!517 = distinct !DILexicalBlock(scope: !506, file: !3, line: 196, column: 3)
!518 = !DILocation(line: 197, column: 12, scope: !514)
!519 = !DILocation(line: 197, column: 9, scope: !515)
!520 = !DILocation(line: 199, column: 10, scope: !521)
!521 = distinct !DILexicalBlock(scope: !515, file: !3, line: 199, column: 9)
!522 = !DILocation(line: 196, column: 12, scope: !516)
!523 = !DILocation(line: 199, column: 9, scope: !515)
!524 = distinct !{!524, !525, !526}
!525 = !DILocation(line: 196, column: 3, scope: !517)
!526 = !DILocation(line: 201, column: 3, scope: !517)
!527 = !DILocation(line: 200, column: 7, scope: !521)
!528 = distinct !DISubprogram(name: "strstr", scope: !3, file: !3, line: 204, type: !529, scopeLine: 204, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !531)
!529 = !DISubroutineType(types: !530)
!530 = !{!5, !17, !17}
!531 = !{!532, !533, !534}
!532 = !DILocalVariable(name: "h", arg: 1, scope: !528, file: !3, line: 204, type: !17)
!533 = !DILocalVariable(name: "n", arg: 2, scope: !528, file: !3, line: 204, type: !17)
!534 = !DILocalVariable(name: "m", scope: !528, file: !3, line: 205, type: !165)
!535 = !DILocation(line: 0, scope: !528)
!536 = !DILocation(line: 205, column: 14, scope: !528)
!537 = !DILocation(line: 206, column: 9, scope: !538)
!538 = distinct !DILexicalBlock(scope: !528, file: !3, line: 206, column: 7)
!539 = !DILocation(line: 206, column: 7, scope: !528)
!540 = !DILocation(line: 208, column: 10, scope: !541)
!541 = distinct !DILexicalBlock(scope: !542, file: !3, line: 208, column: 3)
!542 = distinct !DILexicalBlock(scope: !528, file: !3, line: 208, column: 3)
!543 = !DILocation(line: 208, column: 3, scope: !542)
!544 = !DILocation(line: 209, column: 12, scope: !545)
!545 = distinct !DILexicalBlock(scope: !541, file: !3, line: 209, column: 9)
!546 = !DILocation(line: 209, column: 18, scope: !545)
!547 = !DILocation(line: 0, scope: !313, inlinedAt: !548)
!548 = distinct !DILocation(line: 209, column: 21, scope: !545)
!549 = !DILocation(line: 125, column: 9, scope: !320, inlinedAt: !548)
!550 = !DILocation(line: 125, column: 17, scope: !320, inlinedAt: !548)
!551 = !DILocation(line: 125, column: 14, scope: !320, inlinedAt: !548)
!552 = !DILocation(line: 125, column: 9, scope: !321, inlinedAt: !548)
!553 = !DILocation(line: 127, column: 10, scope: !330, inlinedAt: !548)
!554 = !DILocation(line: 127, column: 9, scope: !321, inlinedAt: !548)
!555 = distinct !{!555, !556, !557, !157}
!556 = !DILocation(line: 124, column: 3, scope: !313, inlinedAt: !548)
!557 = !DILocation(line: 129, column: 3, scope: !313, inlinedAt: !548)
!558 = !DILocation(line: 208, column: 15, scope: !541)
!559 = distinct !{!559, !543, !560, !157}
!560 = !DILocation(line: 210, column: 22, scope: !542)
!561 = !DILocation(line: 212, column: 1, scope: !528)
!562 = distinct !DISubprogram(name: "strspn", scope: !3, file: !3, line: 214, type: !563, scopeLine: 214, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !565)
!563 = !DISubroutineType(types: !564)
!564 = !{!165, !17, !17}
!565 = !{!566, !567, !568}
!566 = !DILocalVariable(name: "s", arg: 1, scope: !562, file: !3, line: 214, type: !17)
!567 = !DILocalVariable(name: "accept", arg: 2, scope: !562, file: !3, line: 214, type: !17)
!568 = !DILocalVariable(name: "i", scope: !562, file: !3, line: 215, type: !165)
!569 = !DILocation(line: 0, scope: !562)
!570 = !DILocation(line: 216, column: 10, scope: !562)
!571 = !DILocation(line: 216, column: 15, scope: !562)
!572 = !DILocation(line: 0, scope: !485, inlinedAt: !573)
!573 = distinct !DILocation(line: 216, column: 18, scope: !562)
!574 = !DILocation(line: 187, column: 12, scope: !491, inlinedAt: !573)
!575 = !DILocation(line: 187, column: 9, scope: !492, inlinedAt: !573)
!576 = !DILocation(line: 189, column: 10, scope: !498, inlinedAt: !573)
!577 = !DILocation(line: 189, column: 9, scope: !492, inlinedAt: !573)
!578 = !DILocation(line: 186, column: 12, scope: !493, inlinedAt: !573)
!579 = !DILocation(line: 187, column: 9, scope: !491, inlinedAt: !573)
!580 = distinct !{!580, !581, !582}
!581 = !DILocation(line: 186, column: 3, scope: !494, inlinedAt: !573)
!582 = !DILocation(line: 191, column: 3, scope: !494, inlinedAt: !573)
!583 = !DILocation(line: 217, column: 6, scope: !562)
!584 = distinct !{!584, !585, !583, !157}
!585 = !DILocation(line: 216, column: 3, scope: !562)
!586 = !DILocation(line: 218, column: 3, scope: !562)
!587 = distinct !DISubprogram(name: "strcspn", scope: !3, file: !3, line: 221, type: !563, scopeLine: 221, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !588)
!588 = !{!589, !590, !591}
!589 = !DILocalVariable(name: "s", arg: 1, scope: !587, file: !3, line: 221, type: !17)
!590 = !DILocalVariable(name: "reject", arg: 2, scope: !587, file: !3, line: 221, type: !17)
!591 = !DILocalVariable(name: "i", scope: !587, file: !3, line: 222, type: !165)
!592 = !DILocation(line: 0, scope: !587)
!593 = !DILocation(line: 223, column: 10, scope: !587)
!594 = !DILocation(line: 223, column: 15, scope: !587)
!595 = !DILocation(line: 0, scope: !485, inlinedAt: !596)
!596 = distinct !DILocation(line: 223, column: 19, scope: !587)
!597 = !DILocation(line: 187, column: 12, scope: !491, inlinedAt: !596)
!598 = !DILocation(line: 187, column: 9, scope: !492, inlinedAt: !596)
!599 = !DILocation(line: 189, column: 10, scope: !498, inlinedAt: !596)
!600 = !DILocation(line: 189, column: 9, scope: !492, inlinedAt: !596)
!601 = !DILocation(line: 186, column: 12, scope: !493, inlinedAt: !596)
!602 = !DILocation(line: 187, column: 9, scope: !491, inlinedAt: !596)
!603 = distinct !{!603, !604, !605}
!604 = !DILocation(line: 186, column: 3, scope: !494, inlinedAt: !596)
!605 = !DILocation(line: 191, column: 3, scope: !494, inlinedAt: !596)
!606 = !DILocation(line: 224, column: 6, scope: !587)
!607 = distinct !{!607, !608, !606, !157}
!608 = !DILocation(line: 223, column: 3, scope: !587)
!609 = !DILocation(line: 225, column: 3, scope: !587)
!610 = distinct !DISubprogram(name: "strpbrk", scope: !3, file: !3, line: 228, type: !529, scopeLine: 228, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !611)
!611 = !{!612, !613}
!612 = !DILocalVariable(name: "s", arg: 1, scope: !610, file: !3, line: 228, type: !17)
!613 = !DILocalVariable(name: "accept", arg: 2, scope: !610, file: !3, line: 228, type: !17)
!614 = !DILocation(line: 0, scope: !610)
!615 = !DILocation(line: 0, scope: !587, inlinedAt: !616)
!616 = distinct !DILocation(line: 229, column: 8, scope: !610)
!617 = !DILocation(line: 223, column: 10, scope: !587, inlinedAt: !616)
!618 = !DILocation(line: 223, column: 15, scope: !587, inlinedAt: !616)
!619 = !DILocation(line: 0, scope: !485, inlinedAt: !620)
!620 = distinct !DILocation(line: 223, column: 19, scope: !587, inlinedAt: !616)
!621 = !DILocation(line: 187, column: 12, scope: !491, inlinedAt: !620)
!622 = !DILocation(line: 187, column: 9, scope: !492, inlinedAt: !620)
!623 = !DILocation(line: 189, column: 10, scope: !498, inlinedAt: !620)
!624 = !DILocation(line: 189, column: 9, scope: !492, inlinedAt: !620)
!625 = !DILocation(line: 186, column: 12, scope: !493, inlinedAt: !620)
!626 = !DILocation(line: 187, column: 9, scope: !491, inlinedAt: !620)
!627 = distinct !{!627, !628, !629}
!628 = !DILocation(line: 186, column: 3, scope: !494, inlinedAt: !620)
!629 = !DILocation(line: 191, column: 3, scope: !494, inlinedAt: !620)
!630 = !DILocation(line: 224, column: 6, scope: !587, inlinedAt: !616)
!631 = distinct !{!631, !632, !630, !157}
!632 = !DILocation(line: 223, column: 3, scope: !587, inlinedAt: !616)
!633 = !DILocation(line: 229, column: 5, scope: !610)
!634 = !DILocation(line: 230, column: 10, scope: !610)
!635 = !DILocation(line: 230, column: 3, scope: !610)
!636 = distinct !DISubprogram(name: "strtok_r", scope: !3, file: !3, line: 233, type: !637, scopeLine: 233, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !640)
!637 = !DISubroutineType(types: !638)
!638 = !{!5, !5, !17, !639}
!639 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!640 = !{!641, !642, !643, !644}
!641 = !DILocalVariable(name: "s", arg: 1, scope: !636, file: !3, line: 233, type: !5)
!642 = !DILocalVariable(name: "delim", arg: 2, scope: !636, file: !3, line: 233, type: !17)
!643 = !DILocalVariable(name: "save", arg: 3, scope: !636, file: !3, line: 233, type: !639)
!644 = !DILocalVariable(name: "end", scope: !636, file: !3, line: 241, type: !5)
!645 = !DILocation(line: 0, scope: !636)
!646 = !DILocation(line: 234, column: 8, scope: !647)
!647 = distinct !DILexicalBlock(scope: !636, file: !3, line: 234, column: 7)
!648 = !DILocation(line: 234, column: 7, scope: !636)
!649 = !DILocation(line: 235, column: 9, scope: !647)
!650 = !DILocation(line: 235, column: 5, scope: !647)
!651 = !DILocation(line: 0, scope: !562, inlinedAt: !652)
!652 = distinct !DILocation(line: 236, column: 8, scope: !636)
!653 = !DILocation(line: 216, column: 10, scope: !562, inlinedAt: !652)
!654 = !DILocation(line: 216, column: 15, scope: !562, inlinedAt: !652)
!655 = !DILocation(line: 0, scope: !485, inlinedAt: !656)
!656 = distinct !DILocation(line: 216, column: 18, scope: !562, inlinedAt: !652)
!657 = !DILocation(line: 187, column: 12, scope: !491, inlinedAt: !656)
!658 = !DILocation(line: 187, column: 9, scope: !492, inlinedAt: !656)
!659 = !DILocation(line: 189, column: 10, scope: !498, inlinedAt: !656)
!660 = !DILocation(line: 189, column: 9, scope: !492, inlinedAt: !656)
!661 = !DILocation(line: 186, column: 12, scope: !493, inlinedAt: !656)
!662 = !DILocation(line: 187, column: 9, scope: !491, inlinedAt: !656)
!663 = distinct !{!663, !664, !665}
!664 = !DILocation(line: 186, column: 3, scope: !494, inlinedAt: !656)
!665 = !DILocation(line: 191, column: 3, scope: !494, inlinedAt: !656)
!666 = !DILocation(line: 217, column: 6, scope: !562, inlinedAt: !652)
!667 = distinct !{!667, !668, !666, !157}
!668 = !DILocation(line: 216, column: 3, scope: !562, inlinedAt: !652)
!669 = !DILocation(line: 236, column: 5, scope: !636)
!670 = !DILocation(line: 237, column: 7, scope: !636)
!671 = !DILocation(line: 0, scope: !587, inlinedAt: !672)
!672 = distinct !DILocation(line: 241, column: 19, scope: !636)
!673 = !DILocation(line: 223, column: 15, scope: !587, inlinedAt: !672)
!674 = !DILocation(line: 0, scope: !485, inlinedAt: !675)
!675 = distinct !DILocation(line: 223, column: 19, scope: !587, inlinedAt: !672)
!676 = !DILocation(line: 187, column: 12, scope: !491, inlinedAt: !675)
!677 = !DILocation(line: 187, column: 9, scope: !492, inlinedAt: !675)
!678 = !DILocation(line: 189, column: 10, scope: !498, inlinedAt: !675)
!679 = !DILocation(line: 189, column: 9, scope: !492, inlinedAt: !675)
!680 = !DILocation(line: 186, column: 12, scope: !493, inlinedAt: !675)
!681 = !DILocation(line: 187, column: 9, scope: !491, inlinedAt: !675)
!682 = distinct !{!682, !683, !684}
!683 = !DILocation(line: 186, column: 3, scope: !494, inlinedAt: !675)
!684 = !DILocation(line: 191, column: 3, scope: !494, inlinedAt: !675)
!685 = !DILocation(line: 224, column: 6, scope: !587, inlinedAt: !672)
!686 = !DILocation(line: 223, column: 10, scope: !587, inlinedAt: !672)
!687 = distinct !{!687, !688, !685, !157}
!688 = !DILocation(line: 223, column: 3, scope: !587, inlinedAt: !672)
!689 = !DILocation(line: 241, column: 17, scope: !636)
!690 = !DILocation(line: 242, column: 7, scope: !691)
!691 = distinct !DILexicalBlock(scope: !636, file: !3, line: 242, column: 7)
!692 = !DILocation(line: 242, column: 7, scope: !636)
!693 = !DILocation(line: 243, column: 9, scope: !691)
!694 = !DILocation(line: 243, column: 12, scope: !691)
!695 = !DILocation(line: 243, column: 5, scope: !691)
!696 = !DILocation(line: 246, column: 1, scope: !636)
!697 = !DILocation(line: 0, scope: !35)
!698 = !DILocation(line: 0, scope: !636, inlinedAt: !699)
!699 = distinct !DILocation(line: 250, column: 10, scope: !35)
!700 = !DILocation(line: 234, column: 8, scope: !647, inlinedAt: !699)
!701 = !DILocation(line: 234, column: 7, scope: !636, inlinedAt: !699)
!702 = !DILocation(line: 0, scope: !562, inlinedAt: !703)
!703 = distinct !DILocation(line: 236, column: 8, scope: !636, inlinedAt: !699)
!704 = !DILocation(line: 216, column: 10, scope: !562, inlinedAt: !703)
!705 = !DILocation(line: 216, column: 15, scope: !562, inlinedAt: !703)
!706 = !DILocation(line: 0, scope: !485, inlinedAt: !707)
!707 = distinct !DILocation(line: 216, column: 18, scope: !562, inlinedAt: !703)
!708 = !DILocation(line: 187, column: 12, scope: !491, inlinedAt: !707)
!709 = !DILocation(line: 187, column: 9, scope: !492, inlinedAt: !707)
!710 = !DILocation(line: 189, column: 10, scope: !498, inlinedAt: !707)
!711 = !DILocation(line: 189, column: 9, scope: !492, inlinedAt: !707)
!712 = !DILocation(line: 186, column: 12, scope: !493, inlinedAt: !707)
!713 = !DILocation(line: 187, column: 9, scope: !491, inlinedAt: !707)
!714 = distinct !{!714, !715, !716}
!715 = !DILocation(line: 186, column: 3, scope: !494, inlinedAt: !707)
!716 = !DILocation(line: 191, column: 3, scope: !494, inlinedAt: !707)
!717 = !DILocation(line: 217, column: 6, scope: !562, inlinedAt: !703)
!718 = distinct !{!718, !719, !717, !157}
!719 = !DILocation(line: 216, column: 3, scope: !562, inlinedAt: !703)
!720 = !DILocation(line: 236, column: 5, scope: !636, inlinedAt: !699)
!721 = !DILocation(line: 237, column: 7, scope: !636, inlinedAt: !699)
!722 = !DILocation(line: 0, scope: !587, inlinedAt: !723)
!723 = distinct !DILocation(line: 241, column: 19, scope: !636, inlinedAt: !699)
!724 = !DILocation(line: 223, column: 15, scope: !587, inlinedAt: !723)
!725 = !DILocation(line: 0, scope: !485, inlinedAt: !726)
!726 = distinct !DILocation(line: 223, column: 19, scope: !587, inlinedAt: !723)
!727 = !DILocation(line: 187, column: 12, scope: !491, inlinedAt: !726)
!728 = !DILocation(line: 187, column: 9, scope: !492, inlinedAt: !726)
!729 = !DILocation(line: 189, column: 10, scope: !498, inlinedAt: !726)
!730 = !DILocation(line: 189, column: 9, scope: !492, inlinedAt: !726)
!731 = !DILocation(line: 186, column: 12, scope: !493, inlinedAt: !726)
!732 = !DILocation(line: 187, column: 9, scope: !491, inlinedAt: !726)
!733 = distinct !{!733, !734, !735}
!734 = !DILocation(line: 186, column: 3, scope: !494, inlinedAt: !726)
!735 = !DILocation(line: 191, column: 3, scope: !494, inlinedAt: !726)
!736 = !DILocation(line: 224, column: 6, scope: !587, inlinedAt: !723)
!737 = !DILocation(line: 223, column: 10, scope: !587, inlinedAt: !723)
!738 = distinct !{!738, !739, !736, !157}
!739 = !DILocation(line: 223, column: 3, scope: !587, inlinedAt: !723)
!740 = !DILocation(line: 241, column: 17, scope: !636, inlinedAt: !699)
!741 = !DILocation(line: 242, column: 7, scope: !691, inlinedAt: !699)
!742 = !DILocation(line: 242, column: 7, scope: !636, inlinedAt: !699)
!743 = !DILocation(line: 243, column: 9, scope: !691, inlinedAt: !699)
!744 = !DILocation(line: 243, column: 12, scope: !691, inlinedAt: !699)
!745 = !DILocation(line: 243, column: 5, scope: !691, inlinedAt: !699)
!746 = !DILocation(line: 250, column: 3, scope: !35)
!747 = distinct !DISubprogram(name: "strdup", scope: !3, file: !3, line: 253, type: !748, scopeLine: 253, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !750)
!748 = !DISubroutineType(types: !749)
!749 = !{!5, !17}
!750 = !{!751, !752, !753}
!751 = !DILocalVariable(name: "s", arg: 1, scope: !747, file: !3, line: 253, type: !17)
!752 = !DILocalVariable(name: "n", scope: !747, file: !3, line: 254, type: !165)
!753 = !DILocalVariable(name: "d", scope: !747, file: !3, line: 255, type: !5)
!754 = !DILocation(line: 0, scope: !747)
!755 = !DILocation(line: 254, column: 14, scope: !747)
!756 = !DILocation(line: 254, column: 24, scope: !747)
!757 = !DILocation(line: 255, column: 13, scope: !747)
!758 = !DILocation(line: 256, column: 7, scope: !759)
!759 = distinct !DILexicalBlock(scope: !747, file: !3, line: 256, column: 7)
!760 = !DILocation(line: 256, column: 7, scope: !747)
!761 = !DILocation(line: 257, column: 5, scope: !759)
!762 = !DILocation(line: 258, column: 3, scope: !747)
!763 = !DISubprogram(name: "malloc", scope: !3, file: !3, line: 23, type: !764, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!764 = !DISubroutineType(types: !765)
!765 = !{!8, !165}
!766 = distinct !DISubprogram(name: "strndup", scope: !3, file: !3, line: 261, type: !767, scopeLine: 261, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !769)
!767 = !DISubroutineType(types: !768)
!768 = !{!5, !17, !165}
!769 = !{!770, !771, !772, !773}
!770 = !DILocalVariable(name: "s", arg: 1, scope: !766, file: !3, line: 261, type: !17)
!771 = !DILocalVariable(name: "n", arg: 2, scope: !766, file: !3, line: 261, type: !165)
!772 = !DILocalVariable(name: "m", scope: !766, file: !3, line: 262, type: !165)
!773 = !DILocalVariable(name: "d", scope: !766, file: !3, line: 263, type: !5)
!774 = !DILocation(line: 0, scope: !766)
!775 = !DILocation(line: 0, scope: !264, inlinedAt: !776)
!776 = distinct !DILocation(line: 262, column: 14, scope: !766)
!777 = !DILocation(line: 108, column: 12, scope: !264, inlinedAt: !776)
!778 = !DILocation(line: 108, column: 16, scope: !264, inlinedAt: !776)
!779 = !DILocation(line: 108, column: 19, scope: !264, inlinedAt: !776)
!780 = !DILocation(line: 108, column: 3, scope: !264, inlinedAt: !776)
!781 = !DILocation(line: 109, column: 6, scope: !264, inlinedAt: !776)
!782 = distinct !{!782, !780, !781, !157}
!783 = !DILocation(line: 263, column: 22, scope: !766)
!784 = !DILocation(line: 263, column: 13, scope: !766)
!785 = !DILocation(line: 264, column: 7, scope: !786)
!786 = distinct !DILexicalBlock(scope: !766, file: !3, line: 264, column: 7)
!787 = !DILocation(line: 264, column: 7, scope: !766)
!788 = !DILocation(line: 265, column: 5, scope: !789)
!789 = distinct !DILexicalBlock(scope: !786, file: !3, line: 264, column: 10)
!790 = !DILocation(line: 266, column: 5, scope: !789)
!791 = !DILocation(line: 266, column: 10, scope: !789)
!792 = !DILocation(line: 267, column: 3, scope: !789)
!793 = !DILocation(line: 268, column: 3, scope: !766)
!794 = distinct !DISubprogram(name: "__ctype_b_loc", scope: !3, file: !3, line: 314, type: !795, scopeLine: 314, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!795 = !DISubroutineType(types: !796)
!796 = !{!797}
!797 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 64)
!798 = !DILocation(line: 314, column: 41, scope: !794)
!799 = distinct !DISubprogram(name: "__ctype_tolower_loc", scope: !3, file: !3, line: 315, type: !800, scopeLine: 315, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!800 = !DISubroutineType(types: !801)
!801 = !{!802}
!802 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64)
!803 = !DILocation(line: 315, column: 47, scope: !799)
!804 = distinct !DISubprogram(name: "__ctype_toupper_loc", scope: !3, file: !3, line: 316, type: !800, scopeLine: 316, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!805 = !DILocation(line: 316, column: 47, scope: !804)
!806 = distinct !DISubprogram(name: "isalpha", scope: !3, file: !3, line: 319, type: !807, scopeLine: 319, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !809)
!807 = !DISubroutineType(types: !808)
!808 = !{!14, !14}
!809 = !{!810}
!810 = !DILocalVariable(name: "c", arg: 1, scope: !806, file: !3, line: 319, type: !14)
!811 = !DILocation(line: 0, scope: !806)
!812 = !DILocalVariable(name: "c", arg: 1, scope: !813, file: !3, line: 318, type: !14)
!813 = distinct !DISubprogram(name: "cls", scope: !3, file: !3, line: 318, type: !807, scopeLine: 318, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !814)
!814 = !{!812}
!815 = !DILocation(line: 0, scope: !813, inlinedAt: !816)
!816 = distinct !DILocation(line: 319, column: 29, scope: !806)
!817 = !DILocation(line: 318, column: 42, scope: !813, inlinedAt: !816)
!818 = !DILocation(line: 318, column: 55, scope: !813, inlinedAt: !816)
!819 = !{!820, !820, i64 0}
!820 = !{!"short", !129, i64 0}
!821 = !DILocation(line: 319, column: 36, scope: !806)
!822 = !DILocation(line: 318, column: 32, scope: !813, inlinedAt: !816)
!823 = !DILocation(line: 319, column: 22, scope: !806)
!824 = distinct !DISubprogram(name: "isdigit", scope: !3, file: !3, line: 320, type: !807, scopeLine: 320, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !825)
!825 = !{!826}
!826 = !DILocalVariable(name: "c", arg: 1, scope: !824, file: !3, line: 320, type: !14)
!827 = !DILocation(line: 0, scope: !824)
!828 = !DILocation(line: 0, scope: !813, inlinedAt: !829)
!829 = distinct !DILocation(line: 320, column: 29, scope: !824)
!830 = !DILocation(line: 318, column: 42, scope: !813, inlinedAt: !829)
!831 = !DILocation(line: 318, column: 55, scope: !813, inlinedAt: !829)
!832 = !DILocation(line: 320, column: 36, scope: !824)
!833 = !DILocation(line: 318, column: 32, scope: !813, inlinedAt: !829)
!834 = !DILocation(line: 320, column: 22, scope: !824)
!835 = distinct !DISubprogram(name: "isalnum", scope: !3, file: !3, line: 321, type: !807, scopeLine: 321, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !836)
!836 = !{!837}
!837 = !DILocalVariable(name: "c", arg: 1, scope: !835, file: !3, line: 321, type: !14)
!838 = !DILocation(line: 0, scope: !835)
!839 = !DILocation(line: 0, scope: !813, inlinedAt: !840)
!840 = distinct !DILocation(line: 321, column: 29, scope: !835)
!841 = !DILocation(line: 318, column: 42, scope: !813, inlinedAt: !840)
!842 = !DILocation(line: 318, column: 55, scope: !813, inlinedAt: !840)
!843 = !DILocation(line: 321, column: 36, scope: !835)
!844 = !DILocation(line: 318, column: 32, scope: !813, inlinedAt: !840)
!845 = !DILocation(line: 321, column: 22, scope: !835)
!846 = distinct !DISubprogram(name: "isspace", scope: !3, file: !3, line: 322, type: !807, scopeLine: 322, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !847)
!847 = !{!848}
!848 = !DILocalVariable(name: "c", arg: 1, scope: !846, file: !3, line: 322, type: !14)
!849 = !DILocation(line: 0, scope: !846)
!850 = !DILocation(line: 0, scope: !813, inlinedAt: !851)
!851 = distinct !DILocation(line: 322, column: 29, scope: !846)
!852 = !DILocation(line: 318, column: 42, scope: !813, inlinedAt: !851)
!853 = !DILocation(line: 318, column: 55, scope: !813, inlinedAt: !851)
!854 = !DILocation(line: 322, column: 36, scope: !846)
!855 = !DILocation(line: 318, column: 32, scope: !813, inlinedAt: !851)
!856 = !DILocation(line: 322, column: 22, scope: !846)
!857 = distinct !DISubprogram(name: "isupper", scope: !3, file: !3, line: 323, type: !807, scopeLine: 323, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !858)
!858 = !{!859}
!859 = !DILocalVariable(name: "c", arg: 1, scope: !857, file: !3, line: 323, type: !14)
!860 = !DILocation(line: 0, scope: !857)
!861 = !DILocation(line: 0, scope: !813, inlinedAt: !862)
!862 = distinct !DILocation(line: 323, column: 29, scope: !857)
!863 = !DILocation(line: 318, column: 42, scope: !813, inlinedAt: !862)
!864 = !DILocation(line: 318, column: 55, scope: !813, inlinedAt: !862)
!865 = !DILocation(line: 323, column: 36, scope: !857)
!866 = !DILocation(line: 318, column: 32, scope: !813, inlinedAt: !862)
!867 = !DILocation(line: 323, column: 22, scope: !857)
!868 = distinct !DISubprogram(name: "islower", scope: !3, file: !3, line: 324, type: !807, scopeLine: 324, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !869)
!869 = !{!870}
!870 = !DILocalVariable(name: "c", arg: 1, scope: !868, file: !3, line: 324, type: !14)
!871 = !DILocation(line: 0, scope: !868)
!872 = !DILocation(line: 0, scope: !813, inlinedAt: !873)
!873 = distinct !DILocation(line: 324, column: 29, scope: !868)
!874 = !DILocation(line: 318, column: 42, scope: !813, inlinedAt: !873)
!875 = !DILocation(line: 318, column: 55, scope: !813, inlinedAt: !873)
!876 = !DILocation(line: 324, column: 36, scope: !868)
!877 = !DILocation(line: 318, column: 32, scope: !813, inlinedAt: !873)
!878 = !DILocation(line: 324, column: 22, scope: !868)
!879 = distinct !DISubprogram(name: "isxdigit", scope: !3, file: !3, line: 325, type: !807, scopeLine: 325, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !880)
!880 = !{!881}
!881 = !DILocalVariable(name: "c", arg: 1, scope: !879, file: !3, line: 325, type: !14)
!882 = !DILocation(line: 0, scope: !879)
!883 = !DILocation(line: 0, scope: !813, inlinedAt: !884)
!884 = distinct !DILocation(line: 325, column: 30, scope: !879)
!885 = !DILocation(line: 318, column: 42, scope: !813, inlinedAt: !884)
!886 = !DILocation(line: 318, column: 55, scope: !813, inlinedAt: !884)
!887 = !DILocation(line: 325, column: 37, scope: !879)
!888 = !DILocation(line: 318, column: 32, scope: !813, inlinedAt: !884)
!889 = !DILocation(line: 325, column: 23, scope: !879)
!890 = distinct !DISubprogram(name: "isprint", scope: !3, file: !3, line: 326, type: !807, scopeLine: 326, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !891)
!891 = !{!892}
!892 = !DILocalVariable(name: "c", arg: 1, scope: !890, file: !3, line: 326, type: !14)
!893 = !DILocation(line: 0, scope: !890)
!894 = !DILocation(line: 0, scope: !813, inlinedAt: !895)
!895 = distinct !DILocation(line: 326, column: 29, scope: !890)
!896 = !DILocation(line: 318, column: 42, scope: !813, inlinedAt: !895)
!897 = !DILocation(line: 318, column: 55, scope: !813, inlinedAt: !895)
!898 = !DILocation(line: 326, column: 36, scope: !890)
!899 = !DILocation(line: 318, column: 32, scope: !813, inlinedAt: !895)
!900 = !DILocation(line: 326, column: 22, scope: !890)
!901 = distinct !DISubprogram(name: "isgraph", scope: !3, file: !3, line: 327, type: !807, scopeLine: 327, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !902)
!902 = !{!903}
!903 = !DILocalVariable(name: "c", arg: 1, scope: !901, file: !3, line: 327, type: !14)
!904 = !DILocation(line: 0, scope: !901)
!905 = !DILocation(line: 0, scope: !813, inlinedAt: !906)
!906 = distinct !DILocation(line: 327, column: 29, scope: !901)
!907 = !DILocation(line: 318, column: 42, scope: !813, inlinedAt: !906)
!908 = !DILocation(line: 318, column: 55, scope: !813, inlinedAt: !906)
!909 = !DILocation(line: 327, column: 36, scope: !901)
!910 = !DILocation(line: 318, column: 32, scope: !813, inlinedAt: !906)
!911 = !DILocation(line: 327, column: 22, scope: !901)
!912 = distinct !DISubprogram(name: "ispunct", scope: !3, file: !3, line: 328, type: !807, scopeLine: 328, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !913)
!913 = !{!914}
!914 = !DILocalVariable(name: "c", arg: 1, scope: !912, file: !3, line: 328, type: !14)
!915 = !DILocation(line: 0, scope: !912)
!916 = !DILocation(line: 0, scope: !813, inlinedAt: !917)
!917 = distinct !DILocation(line: 328, column: 29, scope: !912)
!918 = !DILocation(line: 318, column: 42, scope: !813, inlinedAt: !917)
!919 = !DILocation(line: 318, column: 55, scope: !813, inlinedAt: !917)
!920 = !DILocation(line: 328, column: 36, scope: !912)
!921 = !DILocation(line: 318, column: 32, scope: !813, inlinedAt: !917)
!922 = !DILocation(line: 328, column: 22, scope: !912)
!923 = distinct !DISubprogram(name: "iscntrl", scope: !3, file: !3, line: 329, type: !807, scopeLine: 329, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !924)
!924 = !{!925}
!925 = !DILocalVariable(name: "c", arg: 1, scope: !923, file: !3, line: 329, type: !14)
!926 = !DILocation(line: 0, scope: !923)
!927 = !DILocation(line: 0, scope: !813, inlinedAt: !928)
!928 = distinct !DILocation(line: 329, column: 29, scope: !923)
!929 = !DILocation(line: 318, column: 42, scope: !813, inlinedAt: !928)
!930 = !DILocation(line: 318, column: 55, scope: !813, inlinedAt: !928)
!931 = !DILocation(line: 329, column: 36, scope: !923)
!932 = !DILocation(line: 318, column: 32, scope: !813, inlinedAt: !928)
!933 = !DILocation(line: 329, column: 22, scope: !923)
!934 = distinct !DISubprogram(name: "isblank", scope: !3, file: !3, line: 330, type: !807, scopeLine: 330, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !935)
!935 = !{!936}
!936 = !DILocalVariable(name: "c", arg: 1, scope: !934, file: !3, line: 330, type: !14)
!937 = !DILocation(line: 0, scope: !934)
!938 = !DILocation(line: 0, scope: !813, inlinedAt: !939)
!939 = distinct !DILocation(line: 330, column: 29, scope: !934)
!940 = !DILocation(line: 318, column: 42, scope: !813, inlinedAt: !939)
!941 = !DILocation(line: 318, column: 55, scope: !813, inlinedAt: !939)
!942 = !DILocation(line: 330, column: 36, scope: !934)
!943 = !DILocation(line: 318, column: 32, scope: !813, inlinedAt: !939)
!944 = !DILocation(line: 330, column: 22, scope: !934)
!945 = distinct !DISubprogram(name: "tolower", scope: !3, file: !3, line: 331, type: !807, scopeLine: 331, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !946)
!946 = !{!947}
!947 = !DILocalVariable(name: "c", arg: 1, scope: !945, file: !3, line: 331, type: !14)
!948 = !DILocation(line: 0, scope: !945)
!949 = !DILocation(line: 331, column: 39, scope: !945)
!950 = !DILocation(line: 331, column: 52, scope: !945)
!951 = !DILocation(line: 331, column: 29, scope: !945)
!952 = !DILocation(line: 331, column: 22, scope: !945)
!953 = distinct !DISubprogram(name: "toupper", scope: !3, file: !3, line: 332, type: !807, scopeLine: 332, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !954)
!954 = !{!955}
!955 = !DILocalVariable(name: "c", arg: 1, scope: !953, file: !3, line: 332, type: !14)
!956 = !DILocation(line: 0, scope: !953)
!957 = !DILocation(line: 332, column: 39, scope: !953)
!958 = !DILocation(line: 332, column: 52, scope: !953)
!959 = !DILocation(line: 332, column: 29, scope: !953)
!960 = !DILocation(line: 332, column: 22, scope: !953)
!961 = distinct !DISubprogram(name: "abs", scope: !3, file: !3, line: 336, type: !807, scopeLine: 336, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !962)
!962 = !{!963}
!963 = !DILocalVariable(name: "x", arg: 1, scope: !961, file: !3, line: 336, type: !14)
!964 = !DILocation(line: 0, scope: !961)
!965 = !DILocation(line: 336, column: 25, scope: !961)
!966 = !DILocation(line: 336, column: 18, scope: !961)
!967 = distinct !DISubprogram(name: "labs", scope: !3, file: !3, line: 337, type: !968, scopeLine: 337, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !970)
!968 = !DISubroutineType(types: !969)
!969 = !{!12, !12}
!970 = !{!971}
!971 = !DILocalVariable(name: "x", arg: 1, scope: !967, file: !3, line: 337, type: !12)
!972 = !DILocation(line: 0, scope: !967)
!973 = !DILocation(line: 337, column: 28, scope: !967)
!974 = !DILocation(line: 337, column: 21, scope: !967)
!975 = distinct !DISubprogram(name: "llabs", scope: !3, file: !3, line: 338, type: !976, scopeLine: 338, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !978)
!976 = !DISubroutineType(types: !977)
!977 = !{!11, !11}
!978 = !{!979}
!979 = !DILocalVariable(name: "x", arg: 1, scope: !975, file: !3, line: 338, type: !11)
!980 = !DILocation(line: 0, scope: !975)
!981 = !DILocation(line: 338, column: 39, scope: !975)
!982 = !DILocation(line: 338, column: 32, scope: !975)
!983 = distinct !DISubprogram(name: "getenv", scope: !3, file: !3, line: 340, type: !748, scopeLine: 340, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !984)
!984 = !{!985}
!985 = !DILocalVariable(name: "name", arg: 1, scope: !983, file: !3, line: 340, type: !17)
!986 = !DILocation(line: 0, scope: !983)
!987 = !DILocation(line: 342, column: 3, scope: !983)
!988 = distinct !DISubprogram(name: "strtoll", scope: !3, file: !3, line: 424, type: !989, scopeLine: 424, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !991)
!989 = !DISubroutineType(types: !990)
!990 = !{!11, !17, !639, !14}
!991 = !{!992, !993, !994, !995, !996}
!992 = !DILocalVariable(name: "nptr", arg: 1, scope: !988, file: !3, line: 424, type: !17)
!993 = !DILocalVariable(name: "endptr", arg: 2, scope: !988, file: !3, line: 424, type: !639)
!994 = !DILocalVariable(name: "base", arg: 3, scope: !988, file: !3, line: 424, type: !14)
!995 = !DILocalVariable(name: "neg", scope: !988, file: !3, line: 425, type: !14)
!996 = !DILocalVariable(name: "v", scope: !988, file: !3, line: 426, type: !21)
!997 = distinct !DIAssignID()
!998 = !DILocation(line: 0, scope: !988)
!999 = !DILocation(line: 425, column: 3, scope: !988)
!1000 = !DILocation(line: 425, column: 7, scope: !988)
!1001 = distinct !DIAssignID()
!1002 = !DILocation(line: 426, column: 26, scope: !988)
!1003 = !DILocation(line: 428, column: 10, scope: !988)
!1004 = !DILocation(line: 429, column: 1, scope: !988)
!1005 = !DILocation(line: 428, column: 3, scope: !988)
!1006 = distinct !DISubprogram(name: "strto_common", scope: !3, file: !3, line: 386, type: !1007, scopeLine: 388, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1009)
!1007 = !DISubroutineType(types: !1008)
!1008 = !{!21, !17, !639, !14, !14, !21, !11, !11, !116}
!1009 = !{!1010, !1011, !1012, !1013, !1014, !1015, !1016, !1017, !1018, !1019, !1020, !1021, !1022, !1023, !1024}
!1010 = !DILocalVariable(name: "nptr", arg: 1, scope: !1006, file: !3, line: 386, type: !17)
!1011 = !DILocalVariable(name: "endptr", arg: 2, scope: !1006, file: !3, line: 386, type: !639)
!1012 = !DILocalVariable(name: "base", arg: 3, scope: !1006, file: !3, line: 386, type: !14)
!1013 = !DILocalVariable(name: "is_signed", arg: 4, scope: !1006, file: !3, line: 386, type: !14)
!1014 = !DILocalVariable(name: "umax", arg: 5, scope: !1006, file: !3, line: 387, type: !21)
!1015 = !DILocalVariable(name: "smin", arg: 6, scope: !1006, file: !3, line: 387, type: !11)
!1016 = !DILocalVariable(name: "smax", arg: 7, scope: !1006, file: !3, line: 387, type: !11)
!1017 = !DILocalVariable(name: "neg_out", arg: 8, scope: !1006, file: !3, line: 388, type: !116)
!1018 = !DILocalVariable(name: "s", scope: !1006, file: !3, line: 389, type: !17)
!1019 = !DILocalVariable(name: "neg", scope: !1006, file: !3, line: 392, type: !14)
!1020 = !DILocalVariable(name: "limit", scope: !1006, file: !3, line: 403, type: !21)
!1021 = !DILocalVariable(name: "end", scope: !1006, file: !3, line: 408, type: !17)
!1022 = !DILocalVariable(name: "overflow", scope: !1006, file: !3, line: 409, type: !14)
!1023 = !DILocalVariable(name: "any", scope: !1006, file: !3, line: 409, type: !14)
!1024 = !DILocalVariable(name: "v", scope: !1006, file: !3, line: 410, type: !21)
!1025 = !DILocation(line: 0, scope: !1006)
!1026 = !DILocation(line: 390, column: 3, scope: !1006)
!1027 = !DILocation(line: 390, column: 33, scope: !1006)
!1028 = !DILocation(line: 318, column: 55, scope: !813, inlinedAt: !1029)
!1029 = distinct !DILocation(line: 322, column: 29, scope: !846, inlinedAt: !1030)
!1030 = distinct !DILocation(line: 390, column: 10, scope: !1006)
!1031 = !DILocation(line: 0, scope: !846, inlinedAt: !1030)
!1032 = !DILocation(line: 0, scope: !813, inlinedAt: !1029)
!1033 = !DILocation(line: 322, column: 36, scope: !846, inlinedAt: !1030)
!1034 = !DILocation(line: 391, column: 6, scope: !1006)
!1035 = distinct !{!1035, !1026, !1034, !157}
!1036 = !DILocation(line: 393, column: 17, scope: !1037)
!1037 = distinct !DILexicalBlock(scope: !1006, file: !3, line: 393, column: 7)
!1038 = !DILocation(line: 394, column: 14, scope: !1039)
!1039 = distinct !DILexicalBlock(scope: !1037, file: !3, line: 393, column: 31)
!1040 = !DILocation(line: 396, column: 3, scope: !1039)
!1041 = !DILocation(line: 397, column: 16, scope: !1042)
!1042 = distinct !DILexicalBlock(scope: !1006, file: !3, line: 397, column: 7)
!1043 = !DILocation(line: 398, column: 5, scope: !1044)
!1044 = distinct !DILexicalBlock(scope: !1042, file: !3, line: 397, column: 43)
!1045 = !DILocation(line: 398, column: 18, scope: !1044)
!1046 = !DILocation(line: 399, column: 9, scope: !1047)
!1047 = distinct !DILexicalBlock(scope: !1044, file: !3, line: 399, column: 9)
!1048 = !DILocation(line: 399, column: 9, scope: !1044)
!1049 = !DILocation(line: 400, column: 15, scope: !1047)
!1050 = !DILocation(line: 400, column: 7, scope: !1047)
!1051 = !DILocation(line: 404, column: 7, scope: !1052)
!1052 = distinct !DILexicalBlock(scope: !1006, file: !3, line: 404, column: 7)
!1053 = !DILocation(line: 404, column: 7, scope: !1006)
!1054 = !DILocalVariable(name: "s", arg: 1, scope: !1055, file: !3, line: 347, type: !17)
!1055 = distinct !DISubprogram(name: "parse_digits", scope: !3, file: !3, line: 347, type: !1056, scopeLine: 348, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1059)
!1056 = !DISubroutineType(types: !1057)
!1057 = !{!21, !17, !1058, !116, !21, !116, !116}
!1058 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!1059 = !{!1054, !1060, !1061, !1062, !1063, !1064, !1065, !1066, !1067, !1071}
!1060 = !DILocalVariable(name: "end", arg: 2, scope: !1055, file: !3, line: 347, type: !1058)
!1061 = !DILocalVariable(name: "base", arg: 3, scope: !1055, file: !3, line: 347, type: !116)
!1062 = !DILocalVariable(name: "limit", arg: 4, scope: !1055, file: !3, line: 348, type: !21)
!1063 = !DILocalVariable(name: "overflow", arg: 5, scope: !1055, file: !3, line: 348, type: !116)
!1064 = !DILocalVariable(name: "any", arg: 6, scope: !1055, file: !3, line: 348, type: !116)
!1065 = !DILocalVariable(name: "b", scope: !1055, file: !3, line: 349, type: !14)
!1066 = !DILocalVariable(name: "v", scope: !1055, file: !3, line: 358, type: !21)
!1067 = !DILocalVariable(name: "d", scope: !1068, file: !3, line: 362, type: !14)
!1068 = distinct !DILexicalBlock(scope: !1069, file: !3, line: 361, column: 16)
!1069 = distinct !DILexicalBlock(scope: !1070, file: !3, line: 361, column: 3)
!1070 = distinct !DILexicalBlock(scope: !1055, file: !3, line: 361, column: 3)
!1071 = !DILocalVariable(name: "c", scope: !1068, file: !3, line: 363, type: !7)
!1072 = !DILocation(line: 0, scope: !1055, inlinedAt: !1073)
!1073 = distinct !DILocation(line: 410, column: 26, scope: !1006)
!1074 = !DILocation(line: 350, column: 10, scope: !1075, inlinedAt: !1073)
!1075 = distinct !DILexicalBlock(scope: !1055, file: !3, line: 350, column: 7)
!1076 = !DILocation(line: 350, column: 15, scope: !1075, inlinedAt: !1073)
!1077 = !DILocation(line: 350, column: 30, scope: !1075, inlinedAt: !1073)
!1078 = !DILocation(line: 350, column: 35, scope: !1075, inlinedAt: !1073)
!1079 = !DILocation(line: 350, column: 42, scope: !1075, inlinedAt: !1073)
!1080 = !DILocation(line: 350, column: 46, scope: !1075, inlinedAt: !1073)
!1081 = !DILocation(line: 350, column: 58, scope: !1075, inlinedAt: !1073)
!1082 = !DILocation(line: 351, column: 32, scope: !1075, inlinedAt: !1073)
!1083 = !DILocation(line: 318, column: 55, scope: !813, inlinedAt: !1084)
!1084 = distinct !DILocation(line: 325, column: 30, scope: !879, inlinedAt: !1085)
!1085 = distinct !DILocation(line: 351, column: 8, scope: !1075, inlinedAt: !1073)
!1086 = !DILocation(line: 0, scope: !879, inlinedAt: !1085)
!1087 = !DILocation(line: 0, scope: !813, inlinedAt: !1084)
!1088 = !DILocation(line: 325, column: 37, scope: !879, inlinedAt: !1085)
!1089 = !DILocation(line: 351, column: 8, scope: !1075, inlinedAt: !1073)
!1090 = !DILocation(line: 350, column: 7, scope: !1055, inlinedAt: !1073)
!1091 = !DILocation(line: 354, column: 14, scope: !1075, inlinedAt: !1073)
!1092 = !DILocation(line: 355, column: 9, scope: !1093, inlinedAt: !1073)
!1093 = distinct !DILexicalBlock(scope: !1094, file: !3, line: 354, column: 22)
!1094 = distinct !DILexicalBlock(scope: !1075, file: !3, line: 354, column: 14)
!1095 = !DILocation(line: 356, column: 3, scope: !1093, inlinedAt: !1073)
!1096 = !DILocation(line: 363, column: 38, scope: !1068, inlinedAt: !1073)
!1097 = !DILocation(line: 0, scope: !1068, inlinedAt: !1073)
!1098 = !DILocation(line: 0, scope: !824, inlinedAt: !1099)
!1099 = distinct !DILocation(line: 364, column: 9, scope: !1100, inlinedAt: !1073)
!1100 = distinct !DILexicalBlock(scope: !1068, file: !3, line: 364, column: 9)
!1101 = !DILocation(line: 0, scope: !813, inlinedAt: !1102)
!1102 = distinct !DILocation(line: 320, column: 29, scope: !824, inlinedAt: !1099)
!1103 = !DILocation(line: 318, column: 55, scope: !813, inlinedAt: !1102)
!1104 = !DILocation(line: 320, column: 36, scope: !824, inlinedAt: !1099)
!1105 = !DILocation(line: 364, column: 9, scope: !1100, inlinedAt: !1073)
!1106 = !DILocation(line: 364, column: 9, scope: !1068, inlinedAt: !1073)
!1107 = !DILocation(line: 364, column: 17, scope: !1100, inlinedAt: !1073)
!1108 = !DILocation(line: 365, column: 13, scope: !1100, inlinedAt: !1073)
!1109 = !DILocation(line: 365, column: 7, scope: !1100, inlinedAt: !1073)
!1110 = !DILocation(line: 0, scope: !806, inlinedAt: !1111)
!1111 = distinct !DILocation(line: 366, column: 14, scope: !1112, inlinedAt: !1073)
!1112 = distinct !DILexicalBlock(scope: !1100, file: !3, line: 366, column: 14)
!1113 = !DILocation(line: 0, scope: !813, inlinedAt: !1114)
!1114 = distinct !DILocation(line: 319, column: 29, scope: !806, inlinedAt: !1111)
!1115 = !DILocation(line: 319, column: 36, scope: !806, inlinedAt: !1111)
!1116 = !DILocation(line: 366, column: 14, scope: !1112, inlinedAt: !1073)
!1117 = !DILocation(line: 366, column: 14, scope: !1100, inlinedAt: !1073)
!1118 = !DILocation(line: 0, scope: !945, inlinedAt: !1119)
!1119 = distinct !DILocation(line: 367, column: 11, scope: !1112, inlinedAt: !1073)
!1120 = !DILocation(line: 331, column: 52, scope: !945, inlinedAt: !1119)
!1121 = !DILocation(line: 367, column: 28, scope: !1112, inlinedAt: !1073)
!1122 = !DILocation(line: 0, scope: !1100, inlinedAt: !1073)
!1123 = !DILocation(line: 370, column: 11, scope: !1124, inlinedAt: !1073)
!1124 = distinct !DILexicalBlock(scope: !1068, file: !3, line: 370, column: 9)
!1125 = !DILocation(line: 370, column: 9, scope: !1068, inlinedAt: !1073)
!1126 = !DILocation(line: 375, column: 22, scope: !1127, inlinedAt: !1073)
!1127 = distinct !DILexicalBlock(scope: !1068, file: !3, line: 375, column: 9)
!1128 = !DILocation(line: 361, column: 3, scope: !1055, inlinedAt: !1073)
!1129 = !DILocation(line: 361, column: 3, scope: !1070, inlinedAt: !1073)
!1130 = !DILocation(line: 373, column: 9, scope: !1068, inlinedAt: !1073)
!1131 = distinct !{!1131, !1129, !1132, !1133}
!1132 = !DILocation(line: 381, column: 3, scope: !1070, inlinedAt: !1073)
!1133 = !{!"llvm.loop.peeled.count", i32 1}
!1134 = !DILocation(line: 375, column: 20, scope: !1127, inlinedAt: !1073)
!1135 = !DILocation(line: 375, column: 45, scope: !1127, inlinedAt: !1073)
!1136 = !DILocation(line: 375, column: 11, scope: !1127, inlinedAt: !1073)
!1137 = !DILocation(line: 375, column: 9, scope: !1068, inlinedAt: !1073)
!1138 = !DILocation(line: 412, column: 9, scope: !1139)
!1139 = distinct !DILexicalBlock(scope: !1140, file: !3, line: 412, column: 9)
!1140 = distinct !DILexicalBlock(scope: !1141, file: !3, line: 411, column: 13)
!1141 = distinct !DILexicalBlock(scope: !1006, file: !3, line: 411, column: 7)
!1142 = !DILocation(line: 412, column: 9, scope: !1140)
!1143 = !DILocation(line: 413, column: 15, scope: !1139)
!1144 = !DILocation(line: 413, column: 7, scope: !1139)
!1145 = !DILocation(line: 418, column: 7, scope: !1146)
!1146 = distinct !DILexicalBlock(scope: !1006, file: !3, line: 418, column: 7)
!1147 = !DILocation(line: 416, column: 7, scope: !1148)
!1148 = distinct !DILexicalBlock(scope: !1006, file: !3, line: 416, column: 7)
!1149 = !DILocation(line: 416, column: 7, scope: !1006)
!1150 = !DILocation(line: 417, column: 13, scope: !1148)
!1151 = !DILocation(line: 417, column: 5, scope: !1148)
!1152 = !DILocation(line: 418, column: 7, scope: !1006)
!1153 = !DILocation(line: 419, column: 5, scope: !1146)
!1154 = !DILocation(line: 419, column: 18, scope: !1146)
!1155 = !DILocation(line: 420, column: 12, scope: !1006)
!1156 = !DILocation(line: 421, column: 3, scope: !1006)
!1157 = !DILocation(line: 422, column: 1, scope: !1006)
!1158 = distinct !DISubprogram(name: "strtoull", scope: !3, file: !3, line: 431, type: !1159, scopeLine: 431, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1161)
!1159 = !DISubroutineType(types: !1160)
!1160 = !{!21, !17, !639, !14}
!1161 = !{!1162, !1163, !1164, !1165, !1166}
!1162 = !DILocalVariable(name: "nptr", arg: 1, scope: !1158, file: !3, line: 431, type: !17)
!1163 = !DILocalVariable(name: "endptr", arg: 2, scope: !1158, file: !3, line: 431, type: !639)
!1164 = !DILocalVariable(name: "base", arg: 3, scope: !1158, file: !3, line: 431, type: !14)
!1165 = !DILocalVariable(name: "neg", scope: !1158, file: !3, line: 432, type: !14)
!1166 = !DILocalVariable(name: "v", scope: !1158, file: !3, line: 433, type: !21)
!1167 = distinct !DIAssignID()
!1168 = !DILocation(line: 0, scope: !1158)
!1169 = !DILocation(line: 432, column: 3, scope: !1158)
!1170 = !DILocation(line: 432, column: 7, scope: !1158)
!1171 = distinct !DIAssignID()
!1172 = !DILocation(line: 433, column: 26, scope: !1158)
!1173 = !DILocation(line: 434, column: 10, scope: !1158)
!1174 = !DILocation(line: 435, column: 1, scope: !1158)
!1175 = !DILocation(line: 434, column: 3, scope: !1158)
!1176 = distinct !DISubprogram(name: "strtol", scope: !3, file: !3, line: 437, type: !1177, scopeLine: 437, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1179)
!1177 = !DISubroutineType(types: !1178)
!1178 = !{!12, !17, !639, !14}
!1179 = !{!1180, !1181, !1182, !1183, !1184, !1185}
!1180 = !DILocalVariable(name: "nptr", arg: 1, scope: !1176, file: !3, line: 437, type: !17)
!1181 = !DILocalVariable(name: "endptr", arg: 2, scope: !1176, file: !3, line: 437, type: !639)
!1182 = !DILocalVariable(name: "base", arg: 3, scope: !1176, file: !3, line: 437, type: !14)
!1183 = !DILocalVariable(name: "neg", scope: !1176, file: !3, line: 438, type: !14)
!1184 = !DILocalVariable(name: "lmax", scope: !1176, file: !3, line: 439, type: !12)
!1185 = !DILocalVariable(name: "v", scope: !1176, file: !3, line: 440, type: !21)
!1186 = distinct !DIAssignID()
!1187 = !DILocation(line: 0, scope: !1176)
!1188 = !DILocation(line: 438, column: 3, scope: !1176)
!1189 = !DILocation(line: 438, column: 7, scope: !1176)
!1190 = distinct !DIAssignID()
!1191 = !DILocation(line: 440, column: 26, scope: !1176)
!1192 = !DILocation(line: 441, column: 10, scope: !1176)
!1193 = !DILocation(line: 442, column: 1, scope: !1176)
!1194 = !DILocation(line: 441, column: 3, scope: !1176)
!1195 = distinct !DISubprogram(name: "strtoul", scope: !3, file: !3, line: 444, type: !1196, scopeLine: 444, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1198)
!1196 = !DISubroutineType(types: !1197)
!1197 = !{!13, !17, !639, !14}
!1198 = !{!1199, !1200, !1201, !1202, !1203}
!1199 = !DILocalVariable(name: "nptr", arg: 1, scope: !1195, file: !3, line: 444, type: !17)
!1200 = !DILocalVariable(name: "endptr", arg: 2, scope: !1195, file: !3, line: 444, type: !639)
!1201 = !DILocalVariable(name: "base", arg: 3, scope: !1195, file: !3, line: 444, type: !14)
!1202 = !DILocalVariable(name: "neg", scope: !1195, file: !3, line: 445, type: !14)
!1203 = !DILocalVariable(name: "v", scope: !1195, file: !3, line: 446, type: !21)
!1204 = distinct !DIAssignID()
!1205 = !DILocation(line: 0, scope: !1195)
!1206 = !DILocation(line: 445, column: 3, scope: !1195)
!1207 = !DILocation(line: 445, column: 7, scope: !1195)
!1208 = distinct !DIAssignID()
!1209 = !DILocation(line: 446, column: 26, scope: !1195)
!1210 = !DILocation(line: 447, column: 10, scope: !1195)
!1211 = !DILocation(line: 448, column: 1, scope: !1195)
!1212 = !DILocation(line: 447, column: 3, scope: !1195)
!1213 = distinct !DISubprogram(name: "atoi", scope: !3, file: !3, line: 450, type: !1214, scopeLine: 450, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1216)
!1214 = !DISubroutineType(types: !1215)
!1215 = !{!14, !17}
!1216 = !{!1217}
!1217 = !DILocalVariable(name: "s", arg: 1, scope: !1213, file: !3, line: 450, type: !17)
!1218 = !DILocation(line: 0, scope: !1213)
!1219 = !DILocation(line: 0, scope: !1176, inlinedAt: !1220)
!1220 = distinct !DILocation(line: 450, column: 39, scope: !1213)
!1221 = !DILocation(line: 0, scope: !1006, inlinedAt: !1222)
!1222 = distinct !DILocation(line: 440, column: 26, scope: !1176, inlinedAt: !1220)
!1223 = !DILocation(line: 390, column: 3, scope: !1006, inlinedAt: !1222)
!1224 = !DILocation(line: 390, column: 33, scope: !1006, inlinedAt: !1222)
!1225 = !DILocation(line: 318, column: 55, scope: !813, inlinedAt: !1226)
!1226 = distinct !DILocation(line: 322, column: 29, scope: !846, inlinedAt: !1227)
!1227 = distinct !DILocation(line: 390, column: 10, scope: !1006, inlinedAt: !1222)
!1228 = !DILocation(line: 0, scope: !846, inlinedAt: !1227)
!1229 = !DILocation(line: 0, scope: !813, inlinedAt: !1226)
!1230 = !DILocation(line: 322, column: 36, scope: !846, inlinedAt: !1227)
!1231 = !DILocation(line: 391, column: 6, scope: !1006, inlinedAt: !1222)
!1232 = distinct !{!1232, !1223, !1231, !157}
!1233 = !DILocation(line: 393, column: 17, scope: !1037, inlinedAt: !1222)
!1234 = !DILocation(line: 394, column: 14, scope: !1039, inlinedAt: !1222)
!1235 = !DILocation(line: 404, column: 7, scope: !1006, inlinedAt: !1222)
!1236 = !DILocation(line: 363, column: 38, scope: !1068, inlinedAt: !1237)
!1237 = distinct !DILocation(line: 410, column: 26, scope: !1006, inlinedAt: !1222)
!1238 = !DILocation(line: 318, column: 55, scope: !813, inlinedAt: !1239)
!1239 = distinct !DILocation(line: 320, column: 29, scope: !824, inlinedAt: !1240)
!1240 = distinct !DILocation(line: 364, column: 9, scope: !1100, inlinedAt: !1237)
!1241 = !DILocation(line: 0, scope: !1055, inlinedAt: !1237)
!1242 = !DILocation(line: 0, scope: !1068, inlinedAt: !1237)
!1243 = !DILocation(line: 0, scope: !824, inlinedAt: !1240)
!1244 = !DILocation(line: 0, scope: !813, inlinedAt: !1239)
!1245 = !DILocation(line: 320, column: 36, scope: !824, inlinedAt: !1240)
!1246 = !DILocation(line: 364, column: 9, scope: !1100, inlinedAt: !1237)
!1247 = !DILocation(line: 364, column: 9, scope: !1068, inlinedAt: !1237)
!1248 = !DILocation(line: 364, column: 17, scope: !1100, inlinedAt: !1237)
!1249 = !DILocation(line: 365, column: 13, scope: !1100, inlinedAt: !1237)
!1250 = !DILocation(line: 365, column: 7, scope: !1100, inlinedAt: !1237)
!1251 = !DILocation(line: 0, scope: !806, inlinedAt: !1252)
!1252 = distinct !DILocation(line: 366, column: 14, scope: !1112, inlinedAt: !1237)
!1253 = !DILocation(line: 0, scope: !813, inlinedAt: !1254)
!1254 = distinct !DILocation(line: 319, column: 29, scope: !806, inlinedAt: !1252)
!1255 = !DILocation(line: 319, column: 36, scope: !806, inlinedAt: !1252)
!1256 = !DILocation(line: 366, column: 14, scope: !1112, inlinedAt: !1237)
!1257 = !DILocation(line: 366, column: 14, scope: !1100, inlinedAt: !1237)
!1258 = !DILocation(line: 0, scope: !945, inlinedAt: !1259)
!1259 = distinct !DILocation(line: 367, column: 11, scope: !1112, inlinedAt: !1237)
!1260 = !DILocation(line: 331, column: 52, scope: !945, inlinedAt: !1259)
!1261 = !DILocation(line: 367, column: 28, scope: !1112, inlinedAt: !1237)
!1262 = !DILocation(line: 0, scope: !1100, inlinedAt: !1237)
!1263 = !DILocation(line: 370, column: 11, scope: !1124, inlinedAt: !1237)
!1264 = !DILocation(line: 370, column: 9, scope: !1068, inlinedAt: !1237)
!1265 = !DILocation(line: 375, column: 22, scope: !1127, inlinedAt: !1237)
!1266 = !DILocation(line: 361, column: 3, scope: !1055, inlinedAt: !1237)
!1267 = !DILocation(line: 361, column: 3, scope: !1070, inlinedAt: !1237)
!1268 = !DILocation(line: 373, column: 9, scope: !1068, inlinedAt: !1237)
!1269 = distinct !{!1269, !1267, !1270, !1133}
!1270 = !DILocation(line: 381, column: 3, scope: !1070, inlinedAt: !1237)
!1271 = !DILocation(line: 375, column: 20, scope: !1127, inlinedAt: !1237)
!1272 = !DILocation(line: 375, column: 45, scope: !1127, inlinedAt: !1237)
!1273 = !DILocation(line: 375, column: 11, scope: !1127, inlinedAt: !1237)
!1274 = !DILocation(line: 375, column: 9, scope: !1068, inlinedAt: !1237)
!1275 = !DILocation(line: 418, column: 7, scope: !1146, inlinedAt: !1222)
!1276 = !DILocation(line: 418, column: 7, scope: !1006, inlinedAt: !1222)
!1277 = !DILocation(line: 419, column: 5, scope: !1146, inlinedAt: !1222)
!1278 = !DILocation(line: 419, column: 18, scope: !1146, inlinedAt: !1222)
!1279 = !DILocation(line: 441, column: 10, scope: !1176, inlinedAt: !1220)
!1280 = !DILocation(line: 450, column: 34, scope: !1213)
!1281 = !DILocation(line: 450, column: 27, scope: !1213)
!1282 = distinct !DISubprogram(name: "atol", scope: !3, file: !3, line: 451, type: !1283, scopeLine: 451, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1285)
!1283 = !DISubroutineType(types: !1284)
!1284 = !{!12, !17}
!1285 = !{!1286}
!1286 = !DILocalVariable(name: "s", arg: 1, scope: !1282, file: !3, line: 451, type: !17)
!1287 = !DILocation(line: 0, scope: !1282)
!1288 = !DILocation(line: 0, scope: !1176, inlinedAt: !1289)
!1289 = distinct !DILocation(line: 451, column: 35, scope: !1282)
!1290 = !DILocation(line: 0, scope: !1006, inlinedAt: !1291)
!1291 = distinct !DILocation(line: 440, column: 26, scope: !1176, inlinedAt: !1289)
!1292 = !DILocation(line: 390, column: 3, scope: !1006, inlinedAt: !1291)
!1293 = !DILocation(line: 390, column: 33, scope: !1006, inlinedAt: !1291)
!1294 = !DILocation(line: 318, column: 55, scope: !813, inlinedAt: !1295)
!1295 = distinct !DILocation(line: 322, column: 29, scope: !846, inlinedAt: !1296)
!1296 = distinct !DILocation(line: 390, column: 10, scope: !1006, inlinedAt: !1291)
!1297 = !DILocation(line: 0, scope: !846, inlinedAt: !1296)
!1298 = !DILocation(line: 0, scope: !813, inlinedAt: !1295)
!1299 = !DILocation(line: 322, column: 36, scope: !846, inlinedAt: !1296)
!1300 = !DILocation(line: 391, column: 6, scope: !1006, inlinedAt: !1291)
!1301 = distinct !{!1301, !1292, !1300, !157}
!1302 = !DILocation(line: 393, column: 17, scope: !1037, inlinedAt: !1291)
!1303 = !DILocation(line: 394, column: 14, scope: !1039, inlinedAt: !1291)
!1304 = !DILocation(line: 404, column: 7, scope: !1006, inlinedAt: !1291)
!1305 = !DILocation(line: 363, column: 38, scope: !1068, inlinedAt: !1306)
!1306 = distinct !DILocation(line: 410, column: 26, scope: !1006, inlinedAt: !1291)
!1307 = !DILocation(line: 318, column: 55, scope: !813, inlinedAt: !1308)
!1308 = distinct !DILocation(line: 320, column: 29, scope: !824, inlinedAt: !1309)
!1309 = distinct !DILocation(line: 364, column: 9, scope: !1100, inlinedAt: !1306)
!1310 = !DILocation(line: 0, scope: !1055, inlinedAt: !1306)
!1311 = !DILocation(line: 0, scope: !1068, inlinedAt: !1306)
!1312 = !DILocation(line: 0, scope: !824, inlinedAt: !1309)
!1313 = !DILocation(line: 0, scope: !813, inlinedAt: !1308)
!1314 = !DILocation(line: 320, column: 36, scope: !824, inlinedAt: !1309)
!1315 = !DILocation(line: 364, column: 9, scope: !1100, inlinedAt: !1306)
!1316 = !DILocation(line: 364, column: 9, scope: !1068, inlinedAt: !1306)
!1317 = !DILocation(line: 364, column: 17, scope: !1100, inlinedAt: !1306)
!1318 = !DILocation(line: 365, column: 13, scope: !1100, inlinedAt: !1306)
!1319 = !DILocation(line: 365, column: 7, scope: !1100, inlinedAt: !1306)
!1320 = !DILocation(line: 0, scope: !806, inlinedAt: !1321)
!1321 = distinct !DILocation(line: 366, column: 14, scope: !1112, inlinedAt: !1306)
!1322 = !DILocation(line: 0, scope: !813, inlinedAt: !1323)
!1323 = distinct !DILocation(line: 319, column: 29, scope: !806, inlinedAt: !1321)
!1324 = !DILocation(line: 319, column: 36, scope: !806, inlinedAt: !1321)
!1325 = !DILocation(line: 366, column: 14, scope: !1112, inlinedAt: !1306)
!1326 = !DILocation(line: 366, column: 14, scope: !1100, inlinedAt: !1306)
!1327 = !DILocation(line: 0, scope: !945, inlinedAt: !1328)
!1328 = distinct !DILocation(line: 367, column: 11, scope: !1112, inlinedAt: !1306)
!1329 = !DILocation(line: 331, column: 52, scope: !945, inlinedAt: !1328)
!1330 = !DILocation(line: 367, column: 28, scope: !1112, inlinedAt: !1306)
!1331 = !DILocation(line: 0, scope: !1100, inlinedAt: !1306)
!1332 = !DILocation(line: 370, column: 11, scope: !1124, inlinedAt: !1306)
!1333 = !DILocation(line: 370, column: 9, scope: !1068, inlinedAt: !1306)
!1334 = !DILocation(line: 375, column: 22, scope: !1127, inlinedAt: !1306)
!1335 = !DILocation(line: 361, column: 3, scope: !1055, inlinedAt: !1306)
!1336 = !DILocation(line: 361, column: 3, scope: !1070, inlinedAt: !1306)
!1337 = !DILocation(line: 373, column: 9, scope: !1068, inlinedAt: !1306)
!1338 = distinct !{!1338, !1336, !1339, !1133}
!1339 = !DILocation(line: 381, column: 3, scope: !1070, inlinedAt: !1306)
!1340 = !DILocation(line: 375, column: 20, scope: !1127, inlinedAt: !1306)
!1341 = !DILocation(line: 375, column: 45, scope: !1127, inlinedAt: !1306)
!1342 = !DILocation(line: 375, column: 11, scope: !1127, inlinedAt: !1306)
!1343 = !DILocation(line: 375, column: 9, scope: !1068, inlinedAt: !1306)
!1344 = !DILocation(line: 418, column: 7, scope: !1146, inlinedAt: !1291)
!1345 = !DILocation(line: 418, column: 7, scope: !1006, inlinedAt: !1291)
!1346 = !DILocation(line: 419, column: 5, scope: !1146, inlinedAt: !1291)
!1347 = !DILocation(line: 419, column: 18, scope: !1146, inlinedAt: !1291)
!1348 = !DILocation(line: 441, column: 10, scope: !1176, inlinedAt: !1289)
!1349 = !DILocation(line: 451, column: 28, scope: !1282)
!1350 = distinct !DISubprogram(name: "atoll", scope: !3, file: !3, line: 452, type: !1351, scopeLine: 452, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1353)
!1351 = !DISubroutineType(types: !1352)
!1352 = !{!11, !17}
!1353 = !{!1354}
!1354 = !DILocalVariable(name: "s", arg: 1, scope: !1350, file: !3, line: 452, type: !17)
!1355 = !DILocation(line: 0, scope: !1350)
!1356 = !DILocation(line: 0, scope: !988, inlinedAt: !1357)
!1357 = distinct !DILocation(line: 452, column: 41, scope: !1350)
!1358 = !DILocation(line: 0, scope: !1006, inlinedAt: !1359)
!1359 = distinct !DILocation(line: 426, column: 26, scope: !988, inlinedAt: !1357)
!1360 = !DILocation(line: 390, column: 3, scope: !1006, inlinedAt: !1359)
!1361 = !DILocation(line: 390, column: 33, scope: !1006, inlinedAt: !1359)
!1362 = !DILocation(line: 318, column: 55, scope: !813, inlinedAt: !1363)
!1363 = distinct !DILocation(line: 322, column: 29, scope: !846, inlinedAt: !1364)
!1364 = distinct !DILocation(line: 390, column: 10, scope: !1006, inlinedAt: !1359)
!1365 = !DILocation(line: 0, scope: !846, inlinedAt: !1364)
!1366 = !DILocation(line: 0, scope: !813, inlinedAt: !1363)
!1367 = !DILocation(line: 322, column: 36, scope: !846, inlinedAt: !1364)
!1368 = !DILocation(line: 391, column: 6, scope: !1006, inlinedAt: !1359)
!1369 = distinct !{!1369, !1360, !1368, !157}
!1370 = !DILocation(line: 393, column: 17, scope: !1037, inlinedAt: !1359)
!1371 = !DILocation(line: 394, column: 14, scope: !1039, inlinedAt: !1359)
!1372 = !DILocation(line: 404, column: 7, scope: !1006, inlinedAt: !1359)
!1373 = !DILocation(line: 363, column: 38, scope: !1068, inlinedAt: !1374)
!1374 = distinct !DILocation(line: 410, column: 26, scope: !1006, inlinedAt: !1359)
!1375 = !DILocation(line: 318, column: 55, scope: !813, inlinedAt: !1376)
!1376 = distinct !DILocation(line: 320, column: 29, scope: !824, inlinedAt: !1377)
!1377 = distinct !DILocation(line: 364, column: 9, scope: !1100, inlinedAt: !1374)
!1378 = !DILocation(line: 0, scope: !1055, inlinedAt: !1374)
!1379 = !DILocation(line: 0, scope: !1068, inlinedAt: !1374)
!1380 = !DILocation(line: 0, scope: !824, inlinedAt: !1377)
!1381 = !DILocation(line: 0, scope: !813, inlinedAt: !1376)
!1382 = !DILocation(line: 320, column: 36, scope: !824, inlinedAt: !1377)
!1383 = !DILocation(line: 364, column: 9, scope: !1100, inlinedAt: !1374)
!1384 = !DILocation(line: 364, column: 9, scope: !1068, inlinedAt: !1374)
!1385 = !DILocation(line: 364, column: 17, scope: !1100, inlinedAt: !1374)
!1386 = !DILocation(line: 365, column: 13, scope: !1100, inlinedAt: !1374)
!1387 = !DILocation(line: 365, column: 7, scope: !1100, inlinedAt: !1374)
!1388 = !DILocation(line: 0, scope: !806, inlinedAt: !1389)
!1389 = distinct !DILocation(line: 366, column: 14, scope: !1112, inlinedAt: !1374)
!1390 = !DILocation(line: 0, scope: !813, inlinedAt: !1391)
!1391 = distinct !DILocation(line: 319, column: 29, scope: !806, inlinedAt: !1389)
!1392 = !DILocation(line: 319, column: 36, scope: !806, inlinedAt: !1389)
!1393 = !DILocation(line: 366, column: 14, scope: !1112, inlinedAt: !1374)
!1394 = !DILocation(line: 366, column: 14, scope: !1100, inlinedAt: !1374)
!1395 = !DILocation(line: 0, scope: !945, inlinedAt: !1396)
!1396 = distinct !DILocation(line: 367, column: 11, scope: !1112, inlinedAt: !1374)
!1397 = !DILocation(line: 331, column: 52, scope: !945, inlinedAt: !1396)
!1398 = !DILocation(line: 367, column: 28, scope: !1112, inlinedAt: !1374)
!1399 = !DILocation(line: 0, scope: !1100, inlinedAt: !1374)
!1400 = !DILocation(line: 370, column: 11, scope: !1124, inlinedAt: !1374)
!1401 = !DILocation(line: 370, column: 9, scope: !1068, inlinedAt: !1374)
!1402 = !DILocation(line: 375, column: 22, scope: !1127, inlinedAt: !1374)
!1403 = !DILocation(line: 361, column: 3, scope: !1055, inlinedAt: !1374)
!1404 = !DILocation(line: 361, column: 3, scope: !1070, inlinedAt: !1374)
!1405 = !DILocation(line: 373, column: 9, scope: !1068, inlinedAt: !1374)
!1406 = distinct !{!1406, !1404, !1407, !1133}
!1407 = !DILocation(line: 381, column: 3, scope: !1070, inlinedAt: !1374)
!1408 = !DILocation(line: 375, column: 20, scope: !1127, inlinedAt: !1374)
!1409 = !DILocation(line: 375, column: 45, scope: !1127, inlinedAt: !1374)
!1410 = !DILocation(line: 375, column: 11, scope: !1127, inlinedAt: !1374)
!1411 = !DILocation(line: 375, column: 9, scope: !1068, inlinedAt: !1374)
!1412 = !DILocation(line: 418, column: 7, scope: !1146, inlinedAt: !1359)
!1413 = !DILocation(line: 418, column: 7, scope: !1006, inlinedAt: !1359)
!1414 = !DILocation(line: 419, column: 5, scope: !1146, inlinedAt: !1359)
!1415 = !DILocation(line: 419, column: 18, scope: !1146, inlinedAt: !1359)
!1416 = !DILocation(line: 428, column: 10, scope: !988, inlinedAt: !1357)
!1417 = !DILocation(line: 452, column: 34, scope: !1350)
!1418 = distinct !DISubprogram(name: "srand", scope: !3, file: !3, line: 458, type: !1419, scopeLine: 458, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1421)
!1419 = !DISubroutineType(types: !1420)
!1420 = !{null, !16}
!1421 = !{!1422, !1423, !1424, !1426, !1429, !1430}
!1422 = !DILocalVariable(name: "seed", arg: 1, scope: !1418, file: !3, line: 458, type: !16)
!1423 = !DILocalVariable(name: "word", scope: !1418, file: !3, line: 459, type: !15)
!1424 = !DILocalVariable(name: "i", scope: !1425, file: !3, line: 461, type: !14)
!1425 = distinct !DILexicalBlock(scope: !1418, file: !3, line: 461, column: 3)
!1426 = !DILocalVariable(name: "hi", scope: !1427, file: !3, line: 463, type: !12)
!1427 = distinct !DILexicalBlock(scope: !1428, file: !3, line: 461, column: 32)
!1428 = distinct !DILexicalBlock(scope: !1425, file: !3, line: 461, column: 3)
!1429 = !DILocalVariable(name: "lo", scope: !1427, file: !3, line: 464, type: !12)
!1430 = !DILocalVariable(name: "i", scope: !1431, file: !3, line: 473, type: !14)
!1431 = distinct !DILexicalBlock(scope: !1418, file: !3, line: 473, column: 3)
!1432 = !DILocation(line: 0, scope: !1418)
!1433 = !DILocation(line: 459, column: 14, scope: !1418)
!1434 = !DILocation(line: 460, column: 17, scope: !1418)
!1435 = !DILocation(line: 0, scope: !1425)
!1436 = !DILocation(line: 461, column: 3, scope: !1425)
!1437 = !DILocation(line: 472, column: 15, scope: !1418)
!1438 = !DILocation(line: 0, scope: !1431)
!1439 = !DILocation(line: 473, column: 3, scope: !1431)
!1440 = !DILocation(line: 463, column: 20, scope: !1427)
!1441 = !DILocation(line: 0, scope: !1427)
!1442 = !DILocation(line: 464, column: 20, scope: !1427)
!1443 = !DILocation(line: 465, column: 24, scope: !1427)
!1444 = !DILocation(line: 465, column: 36, scope: !1427)
!1445 = !DILocation(line: 465, column: 29, scope: !1427)
!1446 = !DILocation(line: 466, column: 14, scope: !1447)
!1447 = distinct !DILexicalBlock(scope: !1427, file: !3, line: 466, column: 9)
!1448 = !DILocation(line: 466, column: 9, scope: !1427)
!1449 = !DILocation(line: 468, column: 5, scope: !1427)
!1450 = !DILocation(line: 468, column: 19, scope: !1427)
!1451 = !DILocation(line: 461, column: 28, scope: !1428)
!1452 = !DILocation(line: 461, column: 21, scope: !1428)
!1453 = distinct !{!1453, !1436, !1454, !157}
!1454 = !DILocation(line: 469, column: 3, scope: !1425)
!1455 = !DILocation(line: 0, scope: !1456)
!1456 = distinct !DILexicalBlock(scope: !1457, file: !3, line: 473, column: 33)
!1457 = distinct !DILexicalBlock(scope: !1431, file: !3, line: 473, column: 3)
!1458 = !DILocation(line: 478, column: 1, scope: !1418)
!1459 = !DILocation(line: 474, column: 42, scope: !1456)
!1460 = !DILocation(line: 474, column: 73, scope: !1456)
!1461 = !DILocation(line: 474, column: 61, scope: !1456)
!1462 = !DILocation(line: 474, column: 24, scope: !1456)
!1463 = !DILocation(line: 475, column: 22, scope: !1456)
!1464 = !DILocation(line: 475, column: 27, scope: !1456)
!1465 = !DILocation(line: 476, column: 22, scope: !1456)
!1466 = !DILocation(line: 476, column: 27, scope: !1456)
!1467 = !DILocation(line: 473, column: 29, scope: !1457)
!1468 = !DILocation(line: 473, column: 21, scope: !1457)
!1469 = distinct !{!1469, !1439, !1470, !157}
!1470 = !DILocation(line: 477, column: 3, scope: !1431)
!1471 = distinct !DISubprogram(name: "rand", scope: !3, file: !3, line: 480, type: !1472, scopeLine: 480, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1474)
!1472 = !DISubroutineType(types: !1473)
!1473 = !{!14}
!1474 = !{!1475, !1476}
!1475 = !DILocalVariable(name: "v", scope: !1471, file: !3, line: 483, type: !16)
!1476 = !DILocalVariable(name: "result", scope: !1471, file: !3, line: 485, type: !14)
!1477 = !DILocation(line: 481, column: 8, scope: !1478)
!1478 = distinct !DILexicalBlock(scope: !1471, file: !3, line: 481, column: 7)
!1479 = !DILocation(line: 481, column: 7, scope: !1471)
!1480 = !DILocation(line: 483, column: 37, scope: !1471)
!1481 = !DILocation(line: 483, column: 68, scope: !1471)
!1482 = !DILocation(line: 0, scope: !1418, inlinedAt: !1483)
!1483 = distinct !DILocation(line: 482, column: 5, scope: !1478)
!1484 = !DILocation(line: 460, column: 17, scope: !1418, inlinedAt: !1483)
!1485 = !DILocation(line: 0, scope: !1425, inlinedAt: !1483)
!1486 = !DILocation(line: 461, column: 3, scope: !1425, inlinedAt: !1483)
!1487 = !DILocation(line: 472, column: 15, scope: !1418, inlinedAt: !1483)
!1488 = !DILocation(line: 0, scope: !1431, inlinedAt: !1483)
!1489 = !DILocation(line: 473, column: 3, scope: !1431, inlinedAt: !1483)
!1490 = !DILocation(line: 463, column: 20, scope: !1427, inlinedAt: !1483)
!1491 = !DILocation(line: 0, scope: !1427, inlinedAt: !1483)
!1492 = !DILocation(line: 464, column: 20, scope: !1427, inlinedAt: !1483)
!1493 = !DILocation(line: 465, column: 24, scope: !1427, inlinedAt: !1483)
!1494 = !DILocation(line: 465, column: 36, scope: !1427, inlinedAt: !1483)
!1495 = !DILocation(line: 465, column: 29, scope: !1427, inlinedAt: !1483)
!1496 = !DILocation(line: 466, column: 14, scope: !1447, inlinedAt: !1483)
!1497 = !DILocation(line: 466, column: 9, scope: !1427, inlinedAt: !1483)
!1498 = !DILocation(line: 468, column: 5, scope: !1427, inlinedAt: !1483)
!1499 = !DILocation(line: 468, column: 19, scope: !1427, inlinedAt: !1483)
!1500 = !DILocation(line: 461, column: 28, scope: !1428, inlinedAt: !1483)
!1501 = !DILocation(line: 461, column: 21, scope: !1428, inlinedAt: !1483)
!1502 = distinct !{!1502, !1486, !1503, !157}
!1503 = !DILocation(line: 469, column: 3, scope: !1425, inlinedAt: !1483)
!1504 = !DILocation(line: 474, column: 42, scope: !1456, inlinedAt: !1483)
!1505 = !DILocation(line: 474, column: 73, scope: !1456, inlinedAt: !1483)
!1506 = !DILocation(line: 474, column: 61, scope: !1456, inlinedAt: !1483)
!1507 = !DILocation(line: 474, column: 24, scope: !1456, inlinedAt: !1483)
!1508 = !DILocation(line: 475, column: 22, scope: !1456, inlinedAt: !1483)
!1509 = !DILocation(line: 475, column: 27, scope: !1456, inlinedAt: !1483)
!1510 = !DILocation(line: 476, column: 22, scope: !1456, inlinedAt: !1483)
!1511 = !DILocation(line: 476, column: 27, scope: !1456, inlinedAt: !1483)
!1512 = !DILocation(line: 473, column: 29, scope: !1457, inlinedAt: !1483)
!1513 = !DILocation(line: 473, column: 21, scope: !1457, inlinedAt: !1483)
!1514 = distinct !{!1514, !1489, !1515, !157}
!1515 = !DILocation(line: 477, column: 3, scope: !1431, inlinedAt: !1483)
!1516 = !DILocation(line: 483, column: 26, scope: !1471)
!1517 = !DILocation(line: 483, column: 57, scope: !1471)
!1518 = !DILocation(line: 483, column: 45, scope: !1471)
!1519 = !DILocation(line: 0, scope: !1471)
!1520 = !DILocation(line: 484, column: 22, scope: !1471)
!1521 = !DILocation(line: 485, column: 24, scope: !1471)
!1522 = !DILocation(line: 486, column: 20, scope: !1471)
!1523 = !DILocation(line: 486, column: 25, scope: !1471)
!1524 = !DILocation(line: 486, column: 10, scope: !1471)
!1525 = !DILocation(line: 487, column: 20, scope: !1471)
!1526 = !DILocation(line: 487, column: 25, scope: !1471)
!1527 = !DILocation(line: 487, column: 10, scope: !1471)
!1528 = !DILocation(line: 488, column: 3, scope: !1471)
!1529 = distinct !DISubprogram(name: "qsort", scope: !3, file: !3, line: 518, type: !1530, scopeLine: 518, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1535)
!1530 = !DISubroutineType(types: !1531)
!1531 = !{null, !8, !165, !165, !1532}
!1532 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1533, size: 64)
!1533 = !DISubroutineType(types: !1534)
!1534 = !{!14, !163, !163}
!1535 = !{!1536, !1537, !1538, !1539, !1540}
!1536 = !DILocalVariable(name: "base", arg: 1, scope: !1529, file: !3, line: 518, type: !8)
!1537 = !DILocalVariable(name: "n", arg: 2, scope: !1529, file: !3, line: 518, type: !165)
!1538 = !DILocalVariable(name: "size", arg: 3, scope: !1529, file: !3, line: 518, type: !165)
!1539 = !DILocalVariable(name: "cmp", arg: 4, scope: !1529, file: !3, line: 518, type: !1532)
!1540 = !DILocalVariable(name: "tmp", scope: !1529, file: !3, line: 521, type: !5)
!1541 = !DILocation(line: 0, scope: !1529)
!1542 = !DILocation(line: 519, column: 9, scope: !1543)
!1543 = distinct !DILexicalBlock(scope: !1529, file: !3, line: 519, column: 7)
!1544 = !DILocation(line: 519, column: 14, scope: !1543)
!1545 = !DILocation(line: 521, column: 24, scope: !1529)
!1546 = !DILocation(line: 521, column: 15, scope: !1529)
!1547 = !DILocation(line: 522, column: 8, scope: !1548)
!1548 = distinct !DILexicalBlock(scope: !1529, file: !3, line: 522, column: 7)
!1549 = !DILocation(line: 522, column: 7, scope: !1529)
!1550 = !DILocation(line: 523, column: 5, scope: !1548)
!1551 = !DILocation(line: 524, column: 3, scope: !1529)
!1552 = !DILocation(line: 525, column: 3, scope: !1529)
!1553 = !DILocation(line: 526, column: 1, scope: !1529)
!1554 = !DISubprogram(name: "abort", scope: !3, file: !3, line: 29, type: !52, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1555 = distinct !DISubprogram(name: "msort", scope: !3, file: !3, line: 492, type: !1556, scopeLine: 493, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1558)
!1556 = !DISubroutineType(types: !1557)
!1557 = !{null, !5, !165, !165, !1532, !5}
!1558 = !{!1559, !1560, !1561, !1562, !1563, !1564, !1565, !1566, !1567, !1568}
!1559 = !DILocalVariable(name: "b", arg: 1, scope: !1555, file: !3, line: 492, type: !5)
!1560 = !DILocalVariable(name: "n", arg: 2, scope: !1555, file: !3, line: 492, type: !165)
!1561 = !DILocalVariable(name: "size", arg: 3, scope: !1555, file: !3, line: 492, type: !165)
!1562 = !DILocalVariable(name: "cmp", arg: 4, scope: !1555, file: !3, line: 492, type: !1532)
!1563 = !DILocalVariable(name: "tmp", arg: 5, scope: !1555, file: !3, line: 493, type: !5)
!1564 = !DILocalVariable(name: "n1", scope: !1555, file: !3, line: 496, type: !165)
!1565 = !DILocalVariable(name: "n2", scope: !1555, file: !3, line: 496, type: !165)
!1566 = !DILocalVariable(name: "b1", scope: !1555, file: !3, line: 497, type: !5)
!1567 = !DILocalVariable(name: "b2", scope: !1555, file: !3, line: 497, type: !5)
!1568 = !DILocalVariable(name: "out", scope: !1555, file: !3, line: 500, type: !5)
!1569 = !DILocation(line: 0, scope: !1555)
!1570 = !DILocation(line: 494, column: 9, scope: !1571)
!1571 = distinct !DILexicalBlock(scope: !1555, file: !3, line: 494, column: 7)
!1572 = !DILocation(line: 494, column: 7, scope: !1555)
!1573 = !DILocation(line: 496, column: 17, scope: !1555)
!1574 = !DILocation(line: 496, column: 29, scope: !1555)
!1575 = !DILocation(line: 497, column: 30, scope: !1555)
!1576 = !DILocation(line: 497, column: 25, scope: !1555)
!1577 = !DILocation(line: 498, column: 3, scope: !1555)
!1578 = !DILocation(line: 499, column: 3, scope: !1555)
!1579 = !DILocation(line: 501, column: 17, scope: !1555)
!1580 = !DILocation(line: 501, column: 3, scope: !1555)
!1581 = !DILocation(line: 502, column: 9, scope: !1582)
!1582 = distinct !DILexicalBlock(scope: !1583, file: !3, line: 502, column: 9)
!1583 = distinct !DILexicalBlock(scope: !1555, file: !3, line: 501, column: 28)
!1584 = !DILocation(line: 502, column: 21, scope: !1582)
!1585 = !DILocation(line: 502, column: 9, scope: !1583)
!1586 = !DILocation(line: 503, column: 7, scope: !1587)
!1587 = distinct !DILexicalBlock(scope: !1582, file: !3, line: 502, column: 27)
!1588 = !DILocation(line: 504, column: 10, scope: !1587)
!1589 = !DILocation(line: 505, column: 9, scope: !1587)
!1590 = !DILocation(line: 506, column: 5, scope: !1587)
!1591 = !DILocation(line: 507, column: 7, scope: !1592)
!1592 = distinct !DILexicalBlock(scope: !1582, file: !3, line: 506, column: 12)
!1593 = !DILocation(line: 508, column: 10, scope: !1592)
!1594 = !DILocation(line: 509, column: 9, scope: !1592)
!1595 = !DILocation(line: 511, column: 9, scope: !1583)
!1596 = !DILocation(line: 501, column: 13, scope: !1555)
!1597 = distinct !{!1597, !1580, !1598, !157}
!1598 = !DILocation(line: 512, column: 3, scope: !1555)
!1599 = !DILocation(line: 513, column: 7, scope: !1555)
!1600 = !DILocation(line: 514, column: 24, scope: !1601)
!1601 = distinct !DILexicalBlock(scope: !1555, file: !3, line: 513, column: 7)
!1602 = !DILocation(line: 514, column: 5, scope: !1601)
!1603 = !DILocation(line: 515, column: 21, scope: !1555)
!1604 = !DILocation(line: 515, column: 27, scope: !1555)
!1605 = !DILocation(line: 515, column: 3, scope: !1555)
!1606 = !DILocation(line: 516, column: 1, scope: !1555)
!1607 = !DISubprogram(name: "free", scope: !3, file: !3, line: 24, type: !78, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1608 = distinct !DISubprogram(name: "bsearch", scope: !3, file: !3, line: 528, type: !1609, scopeLine: 529, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1611)
!1609 = !DISubroutineType(types: !1610)
!1610 = !{!8, !163, !163, !165, !165, !1532}
!1611 = !{!1612, !1613, !1614, !1615, !1616, !1617, !1618, !1619, !1621, !1622}
!1612 = !DILocalVariable(name: "key", arg: 1, scope: !1608, file: !3, line: 528, type: !163)
!1613 = !DILocalVariable(name: "base", arg: 2, scope: !1608, file: !3, line: 528, type: !163)
!1614 = !DILocalVariable(name: "n", arg: 3, scope: !1608, file: !3, line: 528, type: !165)
!1615 = !DILocalVariable(name: "size", arg: 4, scope: !1608, file: !3, line: 528, type: !165)
!1616 = !DILocalVariable(name: "cmp", arg: 5, scope: !1608, file: !3, line: 529, type: !1532)
!1617 = !DILocalVariable(name: "lo", scope: !1608, file: !3, line: 530, type: !165)
!1618 = !DILocalVariable(name: "hi", scope: !1608, file: !3, line: 530, type: !165)
!1619 = !DILocalVariable(name: "mid", scope: !1620, file: !3, line: 532, type: !165)
!1620 = distinct !DILexicalBlock(scope: !1608, file: !3, line: 531, column: 19)
!1621 = !DILocalVariable(name: "p", scope: !1620, file: !3, line: 533, type: !17)
!1622 = !DILocalVariable(name: "c", scope: !1620, file: !3, line: 534, type: !14)
!1623 = !DILocation(line: 0, scope: !1608)
!1624 = !DILocation(line: 531, column: 3, scope: !1608)
!1625 = !DILocation(line: 530, column: 18, scope: !1608)
!1626 = !DILocation(line: 530, column: 10, scope: !1608)
!1627 = !DILocation(line: 531, column: 13, scope: !1608)
!1628 = !DILocation(line: 532, column: 27, scope: !1620)
!1629 = !DILocation(line: 532, column: 33, scope: !1620)
!1630 = !DILocation(line: 532, column: 21, scope: !1620)
!1631 = !DILocation(line: 0, scope: !1620)
!1632 = !DILocation(line: 533, column: 46, scope: !1620)
!1633 = !DILocation(line: 533, column: 40, scope: !1620)
!1634 = !DILocation(line: 534, column: 13, scope: !1620)
!1635 = !DILocation(line: 535, column: 11, scope: !1636)
!1636 = distinct !DILexicalBlock(scope: !1620, file: !3, line: 535, column: 9)
!1637 = !DILocation(line: 535, column: 9, scope: !1620)
!1638 = distinct !{!1638, !1624, !1639, !157}
!1639 = !DILocation(line: 541, column: 3, scope: !1608)
!1640 = !DILocation(line: 543, column: 1, scope: !1608)
!1641 = distinct !DISubprogram(name: "pthread_once", scope: !3, file: !3, line: 552, type: !1642, scopeLine: 552, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1644)
!1642 = !DISubroutineType(types: !1643)
!1643 = !{!14, !116, !51}
!1644 = !{!1645, !1646}
!1645 = !DILocalVariable(name: "once", arg: 1, scope: !1641, file: !3, line: 552, type: !116)
!1646 = !DILocalVariable(name: "init", arg: 2, scope: !1641, file: !3, line: 552, type: !51)
!1647 = !DILocation(line: 0, scope: !1641)
!1648 = !DILocation(line: 553, column: 3, scope: !1641)
!1649 = !DILocation(line: 554, column: 7, scope: !1650)
!1650 = distinct !DILexicalBlock(scope: !1641, file: !3, line: 554, column: 7)
!1651 = !DILocation(line: 554, column: 13, scope: !1650)
!1652 = !DILocation(line: 554, column: 7, scope: !1641)
!1653 = !DILocation(line: 555, column: 11, scope: !1654)
!1654 = distinct !DILexicalBlock(scope: !1650, file: !3, line: 554, column: 19)
!1655 = !DILocation(line: 556, column: 5, scope: !1654)
!1656 = !DILocation(line: 557, column: 5, scope: !1654)
!1657 = !DILocation(line: 558, column: 11, scope: !1654)
!1658 = !DILocation(line: 559, column: 5, scope: !1654)
!1659 = !DILocation(line: 561, column: 3, scope: !1641)
!1660 = !DILocation(line: 562, column: 3, scope: !1641)
!1661 = !DILocation(line: 563, column: 3, scope: !1641)
!1662 = !DILocation(line: 564, column: 1, scope: !1641)
!1663 = !DISubprogram(name: "__VERIFIER_atomic_begin", scope: !3, file: !3, line: 547, type: !52, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1664 = !DISubprogram(name: "__VERIFIER_atomic_end", scope: !3, file: !3, line: 548, type: !52, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1665 = !DISubprogram(name: "__pancam_await_eq", scope: !3, file: !3, line: 549, type: !1666, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1666 = !DISubroutineType(types: !1667)
!1667 = !{null, !116, !14}
!1668 = distinct !DISubprogram(name: "pthread_key_create", scope: !3, file: !3, line: 574, type: !1669, scopeLine: 574, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1672)
!1669 = !DISubroutineType(types: !1670)
!1670 = !{!14, !1671, !77}
!1671 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!1672 = !{!1673, !1674, !1675}
!1673 = !DILocalVariable(name: "key", arg: 1, scope: !1668, file: !3, line: 574, type: !1671)
!1674 = !DILocalVariable(name: "dtor", arg: 2, scope: !1668, file: !3, line: 574, type: !77)
!1675 = !DILocalVariable(name: "k", scope: !1676, file: !3, line: 576, type: !16)
!1676 = distinct !DILexicalBlock(scope: !1668, file: !3, line: 576, column: 3)
!1677 = !DILocation(line: 0, scope: !1668)
!1678 = !DILocation(line: 575, column: 3, scope: !1668)
!1679 = !DILocation(line: 0, scope: !1676)
!1680 = !DILocation(line: 576, column: 3, scope: !1676)
!1681 = !DILocation(line: 577, column: 10, scope: !1682)
!1682 = distinct !DILexicalBlock(scope: !1683, file: !3, line: 577, column: 9)
!1683 = distinct !DILexicalBlock(scope: !1684, file: !3, line: 576, column: 43)
!1684 = distinct !DILexicalBlock(scope: !1676, file: !3, line: 576, column: 3)
!1685 = !DILocation(line: 577, column: 9, scope: !1683)
!1686 = !DILocation(line: 578, column: 19, scope: !1687)
!1687 = distinct !DILexicalBlock(scope: !1682, file: !3, line: 577, column: 23)
!1688 = !DILocation(line: 579, column: 7, scope: !1687)
!1689 = !DILocation(line: 579, column: 19, scope: !1687)
!1690 = !DILocation(line: 580, column: 11, scope: !1691)
!1691 = distinct !DILexicalBlock(scope: !1687, file: !3, line: 580, column: 11)
!1692 = !DILocation(line: 580, column: 11, scope: !1687)
!1693 = !DILocation(line: 581, column: 27, scope: !1691)
!1694 = !DILocation(line: 581, column: 9, scope: !1691)
!1695 = !DILocation(line: 576, column: 39, scope: !1684)
!1696 = !DILocation(line: 576, column: 26, scope: !1684)
!1697 = distinct !{!1697, !1680, !1698, !157}
!1698 = !DILocation(line: 586, column: 3, scope: !1676)
!1699 = !DILocation(line: 582, column: 7, scope: !1687)
!1700 = !DILocation(line: 583, column: 12, scope: !1687)
!1701 = !DILocation(line: 587, column: 3, scope: !1668)
!1702 = !DILocation(line: 588, column: 3, scope: !1668)
!1703 = !DILocation(line: 589, column: 1, scope: !1668)
!1704 = distinct !DISubprogram(name: "pthread_key_delete", scope: !3, file: !3, line: 591, type: !1705, scopeLine: 591, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1707)
!1705 = !DISubroutineType(types: !1706)
!1706 = !{!14, !16}
!1707 = !{!1708}
!1708 = !DILocalVariable(name: "key", arg: 1, scope: !1704, file: !3, line: 591, type: !16)
!1709 = !DILocation(line: 0, scope: !1704)
!1710 = !DILocation(line: 592, column: 3, scope: !1704)
!1711 = !DILocation(line: 593, column: 11, scope: !1712)
!1712 = distinct !DILexicalBlock(scope: !1704, file: !3, line: 593, column: 7)
!1713 = !DILocation(line: 593, column: 23, scope: !1712)
!1714 = !DILocation(line: 593, column: 27, scope: !1712)
!1715 = !DILocation(line: 593, column: 7, scope: !1704)
!1716 = !DILocation(line: 597, column: 7, scope: !1717)
!1717 = distinct !DILexicalBlock(scope: !1704, file: !3, line: 597, column: 7)
!1718 = !DILocation(line: 597, column: 7, scope: !1704)
!1719 = !DILocation(line: 598, column: 23, scope: !1717)
!1720 = !DILocation(line: 598, column: 5, scope: !1717)
!1721 = !DILocation(line: 599, column: 17, scope: !1704)
!1722 = !DILocation(line: 600, column: 17, scope: !1704)
!1723 = !DILocation(line: 602, column: 3, scope: !1704)
!1724 = !DILocation(line: 603, column: 1, scope: !1704)
!1725 = distinct !DISubprogram(name: "__pancam_tsd_run", scope: !3, file: !3, line: 609, type: !52, scopeLine: 609, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1726)
!1726 = !{!1727, !1729, !1732, !1734, !1737}
!1727 = !DILocalVariable(name: "round", scope: !1728, file: !3, line: 610, type: !14)
!1728 = distinct !DILexicalBlock(scope: !1725, file: !3, line: 610, column: 3)
!1729 = !DILocalVariable(name: "again", scope: !1730, file: !3, line: 611, type: !14)
!1730 = distinct !DILexicalBlock(scope: !1731, file: !3, line: 610, column: 43)
!1731 = distinct !DILexicalBlock(scope: !1728, file: !3, line: 610, column: 3)
!1732 = !DILocalVariable(name: "k", scope: !1733, file: !3, line: 612, type: !16)
!1733 = distinct !DILexicalBlock(scope: !1730, file: !3, line: 612, column: 5)
!1734 = !DILocalVariable(name: "v", scope: !1735, file: !3, line: 613, type: !8)
!1735 = distinct !DILexicalBlock(scope: !1736, file: !3, line: 612, column: 45)
!1736 = distinct !DILexicalBlock(scope: !1733, file: !3, line: 612, column: 5)
!1737 = !DILocalVariable(name: "dtor", scope: !1735, file: !3, line: 614, type: !77)
!1738 = !DILocation(line: 0, scope: !1728)
!1739 = !DILocation(line: 0, scope: !1733)
!1740 = !DILocation(line: 0, scope: !1730)
!1741 = !DILocation(line: 612, column: 5, scope: !1733)
!1742 = !DILocation(line: 613, column: 17, scope: !1735)
!1743 = !DILocation(line: 0, scope: !1735)
!1744 = !DILocation(line: 614, column: 30, scope: !1735)
!1745 = !DILocation(line: 615, column: 11, scope: !1746)
!1746 = distinct !DILexicalBlock(scope: !1735, file: !3, line: 615, column: 11)
!1747 = !DILocation(line: 615, column: 13, scope: !1746)
!1748 = !DILocation(line: 612, column: 41, scope: !1736)
!1749 = !DILocation(line: 612, column: 28, scope: !1736)
!1750 = distinct !{!1750, !1741, !1751, !157}
!1751 = !DILocation(line: 620, column: 5, scope: !1733)
!1752 = !DILocation(line: 616, column: 22, scope: !1753)
!1753 = distinct !DILexicalBlock(scope: !1746, file: !3, line: 615, column: 22)
!1754 = !DILocation(line: 617, column: 9, scope: !1753)
!1755 = !DILocation(line: 624, column: 1, scope: !1725)
!1756 = distinct !DISubprogram(name: "pthread_getspecific", scope: !3, file: !3, line: 626, type: !1757, scopeLine: 626, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1759)
!1757 = !DISubroutineType(types: !1758)
!1758 = !{!8, !16}
!1759 = !{!1760}
!1760 = !DILocalVariable(name: "key", arg: 1, scope: !1756, file: !3, line: 626, type: !16)
!1761 = !DILocation(line: 0, scope: !1756)
!1762 = !DILocation(line: 626, column: 54, scope: !1756)
!1763 = !DILocation(line: 626, column: 50, scope: !1756)
!1764 = !DILocation(line: 626, column: 67, scope: !1756)
!1765 = !DILocation(line: 626, column: 43, scope: !1756)
!1766 = distinct !DISubprogram(name: "pthread_setspecific", scope: !3, file: !3, line: 628, type: !1767, scopeLine: 628, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1769)
!1767 = !DISubroutineType(types: !1768)
!1768 = !{!14, !16, !163}
!1769 = !{!1770, !1771}
!1770 = !DILocalVariable(name: "key", arg: 1, scope: !1766, file: !3, line: 628, type: !16)
!1771 = !DILocalVariable(name: "value", arg: 2, scope: !1766, file: !3, line: 628, type: !163)
!1772 = !DILocation(line: 0, scope: !1766)
!1773 = !DILocation(line: 629, column: 11, scope: !1774)
!1774 = distinct !DILexicalBlock(scope: !1766, file: !3, line: 629, column: 7)
!1775 = !DILocation(line: 629, column: 23, scope: !1774)
!1776 = !DILocation(line: 629, column: 27, scope: !1774)
!1777 = !DILocation(line: 629, column: 7, scope: !1766)
!1778 = !DILocation(line: 631, column: 3, scope: !1766)
!1779 = !DILocation(line: 631, column: 18, scope: !1766)
!1780 = !DILocation(line: 632, column: 3, scope: !1766)
!1781 = !DILocation(line: 633, column: 1, scope: !1766)
