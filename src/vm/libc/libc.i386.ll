; ModuleID = 'src/vm/libc/libc.c'
source_filename = "src/vm/libc/libc.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

%struct.pancam_file = type { i32 }

@pancam_errno = internal thread_local global i32 0, align 4, !dbg !0
@pancam_stdin = internal global %struct.pancam_file zeroinitializer, align 4, !dbg !83
@stdin = dso_local local_unnamed_addr global ptr @pancam_stdin, align 4, !dbg !23
@pancam_stdout = internal global %struct.pancam_file { i32 1 }, align 4, !dbg !85
@stdout = dso_local local_unnamed_addr global ptr @pancam_stdout, align 4, !dbg !29
@pancam_stderr = internal global %struct.pancam_file { i32 2 }, align 4, !dbg !87
@stderr = dso_local local_unnamed_addr global ptr @pancam_stderr, align 4, !dbg !31
@atexit_n = internal unnamed_addr global i32 0, align 4, !dbg !56
@atexit_fns = internal unnamed_addr global [32 x ptr] zeroinitializer, align 4, !dbg !48
@strtok.save = internal unnamed_addr global ptr null, align 4, !dbg !33
@ctype_b = internal constant ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), align 4, !dbg !89
@ctype_lower = internal constant ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), align 4, !dbg !41
@ctype_upper = internal constant ptr getelementptr inbounds (i8, ptr @ctype_upper_table, i32 512), align 4, !dbg !46
@ctype_lower_table = internal constant [384 x i32] [i32 -128, i32 -127, i32 -126, i32 -125, i32 -124, i32 -123, i32 -122, i32 -121, i32 -120, i32 -119, i32 -118, i32 -117, i32 -116, i32 -115, i32 -114, i32 -113, i32 -112, i32 -111, i32 -110, i32 -109, i32 -108, i32 -107, i32 -106, i32 -105, i32 -104, i32 -103, i32 -102, i32 -101, i32 -100, i32 -99, i32 -98, i32 -97, i32 -96, i32 -95, i32 -94, i32 -93, i32 -92, i32 -91, i32 -90, i32 -89, i32 -88, i32 -87, i32 -86, i32 -85, i32 -84, i32 -83, i32 -82, i32 -81, i32 -80, i32 -79, i32 -78, i32 -77, i32 -76, i32 -75, i32 -74, i32 -73, i32 -72, i32 -71, i32 -70, i32 -69, i32 -68, i32 -67, i32 -66, i32 -65, i32 -64, i32 -63, i32 -62, i32 -61, i32 -60, i32 -59, i32 -58, i32 -57, i32 -56, i32 -55, i32 -54, i32 -53, i32 -52, i32 -51, i32 -50, i32 -49, i32 -48, i32 -47, i32 -46, i32 -45, i32 -44, i32 -43, i32 -42, i32 -41, i32 -40, i32 -39, i32 -38, i32 -37, i32 -36, i32 -35, i32 -34, i32 -33, i32 -32, i32 -31, i32 -30, i32 -29, i32 -28, i32 -27, i32 -26, i32 -25, i32 -24, i32 -23, i32 -22, i32 -21, i32 -20, i32 -19, i32 -18, i32 -17, i32 -16, i32 -15, i32 -14, i32 -13, i32 -12, i32 -11, i32 -10, i32 -9, i32 -8, i32 -7, i32 -6, i32 -5, i32 -4, i32 -3, i32 -2, i32 -1, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119, i32 120, i32 121, i32 122, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119, i32 120, i32 121, i32 122, i32 123, i32 124, i32 125, i32 126, i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254, i32 255], align 4, !dbg !99
@ctype_upper_table = internal constant [384 x i32] [i32 -128, i32 -127, i32 -126, i32 -125, i32 -124, i32 -123, i32 -122, i32 -121, i32 -120, i32 -119, i32 -118, i32 -117, i32 -116, i32 -115, i32 -114, i32 -113, i32 -112, i32 -111, i32 -110, i32 -109, i32 -108, i32 -107, i32 -106, i32 -105, i32 -104, i32 -103, i32 -102, i32 -101, i32 -100, i32 -99, i32 -98, i32 -97, i32 -96, i32 -95, i32 -94, i32 -93, i32 -92, i32 -91, i32 -90, i32 -89, i32 -88, i32 -87, i32 -86, i32 -85, i32 -84, i32 -83, i32 -82, i32 -81, i32 -80, i32 -79, i32 -78, i32 -77, i32 -76, i32 -75, i32 -74, i32 -73, i32 -72, i32 -71, i32 -70, i32 -69, i32 -68, i32 -67, i32 -66, i32 -65, i32 -64, i32 -63, i32 -62, i32 -61, i32 -60, i32 -59, i32 -58, i32 -57, i32 -56, i32 -55, i32 -54, i32 -53, i32 -52, i32 -51, i32 -50, i32 -49, i32 -48, i32 -47, i32 -46, i32 -45, i32 -44, i32 -43, i32 -42, i32 -41, i32 -40, i32 -39, i32 -38, i32 -37, i32 -36, i32 -35, i32 -34, i32 -33, i32 -32, i32 -31, i32 -30, i32 -29, i32 -28, i32 -27, i32 -26, i32 -25, i32 -24, i32 -23, i32 -22, i32 -21, i32 -20, i32 -19, i32 -18, i32 -17, i32 -16, i32 -15, i32 -14, i32 -13, i32 -12, i32 -11, i32 -10, i32 -9, i32 -8, i32 -7, i32 -6, i32 -5, i32 -4, i32 -3, i32 -2, i32 -1, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 123, i32 124, i32 125, i32 126, i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254, i32 255], align 4, !dbg !102
@rand_state = internal unnamed_addr global [31 x i32] zeroinitializer, align 4, !dbg !58
@rand_f = internal unnamed_addr global i32 0, align 4, !dbg !63
@rand_r = internal unnamed_addr global i32 0, align 4, !dbg !65
@rand_seeded = internal unnamed_addr global i1 false, align 4, !dbg !104
@key_used = internal unnamed_addr global [64 x i32] zeroinitializer, align 4, !dbg !69
@key_dtor = internal unnamed_addr global [64 x ptr] zeroinitializer, align 4, !dbg !74
@key_value = internal thread_local unnamed_addr global [64 x ptr] zeroinitializer, align 4, !dbg !80
@ctype_b_table = internal constant <{ [256 x i16], [128 x i16] }> <{ [256 x i16] [i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 8195, i16 8194, i16 8194, i16 8194, i16 8194, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 24577, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -11000, i16 -11000, i16 -11000, i16 -11000, i16 -11000, i16 -11000, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -10744, i16 -10744, i16 -10744, i16 -10744, i16 -10744, i16 -10744, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 2], [128 x i16] zeroinitializer }>, align 2, !dbg !94

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local nonnull ptr @__errno_location() local_unnamed_addr #0 !dbg !112 {
  %1 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !116
  ret ptr %1, !dbg !117
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 -1, 1) i32 @atexit(ptr noundef %0) local_unnamed_addr #2 !dbg !118 {
    #dbg_value(ptr %0, !122, !DIExpression(), !123)
  %2 = load i32, ptr @atexit_n, align 4, !dbg !124, !tbaa !126
  %3 = icmp sgt i32 %2, 31, !dbg !130
  br i1 %3, label %7, label %4, !dbg !131

4:                                                ; preds = %1
  %5 = add nsw i32 %2, 1, !dbg !132
  store i32 %5, ptr @atexit_n, align 4, !dbg !132, !tbaa !126
  %6 = getelementptr inbounds [32 x ptr], ptr @atexit_fns, i32 0, i32 %2, !dbg !133
  store ptr %0, ptr %6, align 4, !dbg !134, !tbaa !135
  br label %7, !dbg !137

7:                                                ; preds = %1, %4
  %8 = phi i32 [ 0, %4 ], [ -1, %1 ], !dbg !123
  ret i32 %8, !dbg !138
}

; Function Attrs: noreturn nounwind
define dso_local void @exit(i32 noundef %0) local_unnamed_addr #3 !dbg !139 {
    #dbg_value(i32 %0, !143, !DIExpression(), !146)
  %2 = load i32, ptr @atexit_n, align 4, !dbg !147, !tbaa !126
  %3 = icmp sgt i32 %2, 0, !dbg !148
  br i1 %3, label %4, label %11, !dbg !149

4:                                                ; preds = %1, %4
  %5 = phi i32 [ %9, %4 ], [ %2, %1 ]
  %6 = add nsw i32 %5, -1, !dbg !150
  store i32 %6, ptr @atexit_n, align 4, !dbg !150, !tbaa !126
  %7 = getelementptr inbounds [32 x ptr], ptr @atexit_fns, i32 0, i32 %6, !dbg !151
  %8 = load ptr, ptr %7, align 4, !dbg !151, !tbaa !135
    #dbg_value(ptr %8, !144, !DIExpression(), !152)
  tail call void %8() #16, !dbg !153
  %9 = load i32, ptr @atexit_n, align 4, !dbg !147, !tbaa !126
  %10 = icmp sgt i32 %9, 0, !dbg !148
  br i1 %10, label %4, label %11, !dbg !149, !llvm.loop !154

11:                                               ; preds = %4, %1
  tail call void @__pancam_exit(i32 noundef %0) #17, !dbg !157
  unreachable, !dbg !157
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: noreturn
declare !dbg !158 void @__pancam_exit(i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local i32 @memcmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #6 !dbg !159 {
    #dbg_value(ptr %0, !166, !DIExpression(), !173)
    #dbg_value(ptr %1, !167, !DIExpression(), !173)
    #dbg_value(i32 %2, !168, !DIExpression(), !173)
    #dbg_value(ptr %0, !169, !DIExpression(), !173)
    #dbg_value(ptr %1, !170, !DIExpression(), !173)
    #dbg_value(i32 0, !171, !DIExpression(), !174)
  %4 = icmp eq i32 %2, 0, !dbg !175
  br i1 %4, label %18, label %8, !dbg !177

5:                                                ; preds = %8
  %6 = add nuw i32 %9, 1, !dbg !178
    #dbg_value(i32 %6, !171, !DIExpression(), !174)
    #dbg_value(i32 %6, !171, !DIExpression(), !174)
  %7 = icmp eq i32 %6, %2, !dbg !175
  br i1 %7, label %18, label %8, !dbg !177, !llvm.loop !179

8:                                                ; preds = %3, %5
  %9 = phi i32 [ %6, %5 ], [ 0, %3 ]
    #dbg_value(i32 %9, !171, !DIExpression(), !174)
  %10 = getelementptr inbounds i8, ptr %0, i32 %9, !dbg !181
  %11 = load i8, ptr %10, align 1, !dbg !181, !tbaa !183
  %12 = getelementptr inbounds i8, ptr %1, i32 %9, !dbg !184
  %13 = load i8, ptr %12, align 1, !dbg !184, !tbaa !183
  %14 = icmp eq i8 %11, %13, !dbg !185
    #dbg_value(i32 %9, !171, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !174)
  br i1 %14, label %5, label %15, !dbg !186

15:                                               ; preds = %8
  %16 = icmp ult i8 %11, %13, !dbg !187
  %17 = select i1 %16, i32 -1, i32 1, !dbg !188
  br label %18, !dbg !189

18:                                               ; preds = %5, %3, %15
  %19 = phi i32 [ %17, %15 ], [ 0, %3 ], [ 0, %5 ]
  ret i32 %19, !dbg !190
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local range(i32 0, 2) i32 @bcmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #6 !dbg !191 {
    #dbg_value(ptr %0, !193, !DIExpression(), !196)
    #dbg_value(ptr %1, !194, !DIExpression(), !196)
    #dbg_value(i32 %2, !195, !DIExpression(), !196)
    #dbg_value(ptr %0, !166, !DIExpression(), !197)
    #dbg_value(ptr %1, !167, !DIExpression(), !197)
    #dbg_value(i32 %2, !168, !DIExpression(), !197)
    #dbg_value(ptr %0, !169, !DIExpression(), !197)
    #dbg_value(ptr %1, !170, !DIExpression(), !197)
    #dbg_value(i32 0, !171, !DIExpression(), !199)
  %4 = icmp eq i32 %2, 0, !dbg !200
  br i1 %4, label %15, label %8, !dbg !201

5:                                                ; preds = %8
  %6 = add nuw i32 %9, 1, !dbg !202
    #dbg_value(i32 %6, !171, !DIExpression(), !199)
    #dbg_value(i32 %6, !171, !DIExpression(), !199)
  %7 = icmp eq i32 %6, %2, !dbg !200
  br i1 %7, label %15, label %8, !dbg !201, !llvm.loop !203

8:                                                ; preds = %3, %5
  %9 = phi i32 [ %6, %5 ], [ 0, %3 ]
    #dbg_value(i32 %9, !171, !DIExpression(), !199)
  %10 = getelementptr inbounds i8, ptr %0, i32 %9, !dbg !205
  %11 = load i8, ptr %10, align 1, !dbg !205, !tbaa !183
  %12 = getelementptr inbounds i8, ptr %1, i32 %9, !dbg !206
  %13 = load i8, ptr %12, align 1, !dbg !206, !tbaa !183
  %14 = icmp eq i8 %11, %13, !dbg !207
    #dbg_value(i32 %9, !171, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !199)
  br i1 %14, label %5, label %15, !dbg !208

15:                                               ; preds = %8, %5, %3
  %16 = phi i32 [ 0, %3 ], [ 1, %8 ], [ 0, %5 ]
  ret i32 %16, !dbg !209
}

; Function Attrs: nounwind
define dso_local ptr @mempcpy(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #7 !dbg !210 {
    #dbg_value(ptr %0, !214, !DIExpression(), !217)
    #dbg_value(ptr %1, !215, !DIExpression(), !217)
    #dbg_value(i32 %2, !216, !DIExpression(), !217)
  %4 = tail call ptr @memcpy(ptr noundef %0, ptr noundef %1, i32 noundef %2) #16, !dbg !218
  %5 = getelementptr inbounds i8, ptr %4, i32 %2, !dbg !219
  ret ptr %5, !dbg !220
}

declare !dbg !221 ptr @memcpy(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #8

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local noundef ptr @memrchr(ptr noundef readonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #6 !dbg !222 {
    #dbg_value(ptr %0, !226, !DIExpression(), !230)
    #dbg_value(i32 %1, !227, !DIExpression(), !230)
    #dbg_value(i32 %2, !228, !DIExpression(), !230)
    #dbg_value(ptr %0, !229, !DIExpression(), !230)
  %4 = trunc i32 %1 to i8
  br label %5, !dbg !231

5:                                                ; preds = %8, %3
  %6 = phi i32 [ %2, %3 ], [ %9, %8 ]
    #dbg_value(i32 %6, !228, !DIExpression(), !230)
  %7 = icmp eq i32 %6, 0, !dbg !232
  br i1 %7, label %15, label %8, !dbg !231

8:                                                ; preds = %5
  %9 = add i32 %6, -1, !dbg !233
    #dbg_value(i32 %9, !228, !DIExpression(), !230)
  %10 = getelementptr inbounds i8, ptr %0, i32 %9, !dbg !235
  %11 = load i8, ptr %10, align 1, !dbg !235, !tbaa !183
  %12 = icmp eq i8 %11, %4, !dbg !237
  br i1 %12, label %13, label %5, !dbg !238, !llvm.loop !239

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %0, i32 %9
  br label %15, !dbg !241

15:                                               ; preds = %5, %13
  %16 = phi ptr [ %14, %13 ], [ null, %5 ], !dbg !230
  ret ptr %16, !dbg !241
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local ptr @memchr(ptr noundef readonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #6 !dbg !242 {
    #dbg_value(ptr %0, !244, !DIExpression(), !250)
    #dbg_value(i32 %1, !245, !DIExpression(), !250)
    #dbg_value(i32 %2, !246, !DIExpression(), !250)
    #dbg_value(ptr %0, !247, !DIExpression(), !250)
    #dbg_value(i32 0, !248, !DIExpression(), !251)
  %4 = icmp eq i32 %2, 0, !dbg !252
  br i1 %4, label %17, label %5, !dbg !254

5:                                                ; preds = %3
  %6 = trunc i32 %1 to i8
  br label %7, !dbg !254

7:                                                ; preds = %5, %12
  %8 = phi i32 [ 0, %5 ], [ %13, %12 ]
    #dbg_value(i32 %8, !248, !DIExpression(), !251)
  %9 = getelementptr inbounds i8, ptr %0, i32 %8, !dbg !255
  %10 = load i8, ptr %9, align 1, !dbg !255, !tbaa !183
  %11 = icmp eq i8 %10, %6, !dbg !257
  br i1 %11, label %15, label %12, !dbg !258

12:                                               ; preds = %7
  %13 = add nuw i32 %8, 1, !dbg !259
    #dbg_value(i32 %13, !248, !DIExpression(), !251)
  %14 = icmp eq i32 %13, %2, !dbg !252
  br i1 %14, label %17, label %7, !dbg !254, !llvm.loop !260

15:                                               ; preds = %7
  %16 = getelementptr inbounds i8, ptr %0, i32 %8
  br label %17, !dbg !262

17:                                               ; preds = %12, %15, %3
  %18 = phi ptr [ null, %3 ], [ %16, %15 ], [ null, %12 ]
  ret ptr %18, !dbg !262
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local i32 @strnlen(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #6 !dbg !263 {
    #dbg_value(ptr %0, !267, !DIExpression(), !270)
    #dbg_value(i32 %1, !268, !DIExpression(), !270)
    #dbg_value(i32 0, !269, !DIExpression(), !270)
  %3 = icmp eq i32 %1, 0, !dbg !271
  br i1 %3, label %12, label %4, !dbg !272

4:                                                ; preds = %2, %9
  %5 = phi i32 [ %10, %9 ], [ 0, %2 ]
    #dbg_value(i32 %5, !269, !DIExpression(), !270)
  %6 = getelementptr inbounds i8, ptr %0, i32 %5, !dbg !273
  %7 = load i8, ptr %6, align 1, !dbg !273, !tbaa !183
  %8 = icmp eq i8 %7, 0, !dbg !272
  br i1 %8, label %12, label %9, !dbg !274

9:                                                ; preds = %4
  %10 = add nuw i32 %5, 1, !dbg !275
    #dbg_value(i32 %10, !269, !DIExpression(), !270)
  %11 = icmp eq i32 %10, %1, !dbg !271
  br i1 %11, label %12, label %4, !dbg !272, !llvm.loop !276

12:                                               ; preds = %4, %9, %2
  %13 = phi i32 [ 0, %2 ], [ %1, %9 ], [ %5, %4 ], !dbg !270
  ret i32 %13, !dbg !277
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local range(i32 -1, 2) i32 @strcmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !278 {
    #dbg_value(ptr %0, !282, !DIExpression(), !286)
    #dbg_value(ptr %1, !283, !DIExpression(), !286)
    #dbg_value(ptr %0, !284, !DIExpression(), !286)
    #dbg_value(ptr %1, !285, !DIExpression(), !286)
  %3 = load i8, ptr %0, align 1, !dbg !287, !tbaa !183
  %4 = icmp eq i8 %3, 0, !dbg !287
  br i1 %4, label %16, label %5, !dbg !288

5:                                                ; preds = %2, %11
  %6 = phi i8 [ %14, %11 ], [ %3, %2 ]
  %7 = phi ptr [ %13, %11 ], [ %1, %2 ]
  %8 = phi ptr [ %12, %11 ], [ %0, %2 ]
    #dbg_value(ptr %7, !285, !DIExpression(), !286)
    #dbg_value(ptr %8, !284, !DIExpression(), !286)
  %9 = load i8, ptr %7, align 1, !dbg !289, !tbaa !183
  %10 = icmp eq i8 %6, %9, !dbg !290
  br i1 %10, label %11, label %16, !dbg !291

11:                                               ; preds = %5
  %12 = getelementptr inbounds i8, ptr %8, i32 1, !dbg !292
    #dbg_value(ptr %12, !284, !DIExpression(), !286)
  %13 = getelementptr inbounds i8, ptr %7, i32 1, !dbg !294
    #dbg_value(ptr %13, !285, !DIExpression(), !286)
  %14 = load i8, ptr %12, align 1, !dbg !287, !tbaa !183
  %15 = icmp eq i8 %14, 0, !dbg !287
  br i1 %15, label %16, label %5, !dbg !288, !llvm.loop !295

16:                                               ; preds = %5, %11, %2
  %17 = phi ptr [ %1, %2 ], [ %13, %11 ], [ %7, %5 ], !dbg !286
  %18 = phi i8 [ 0, %2 ], [ 0, %11 ], [ %6, %5 ], !dbg !287
  %19 = load i8, ptr %17, align 1, !dbg !297, !tbaa !183
  %20 = icmp ugt i8 %18, %19, !dbg !298
  %21 = zext i1 %20 to i32, !dbg !298
  %22 = icmp ult i8 %18, %19, !dbg !299
  %23 = sext i1 %22 to i32, !dbg !299
  %24 = add nsw i32 %23, %21, !dbg !300
  ret i32 %24, !dbg !301
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local i32 @strncmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #6 !dbg !302 {
    #dbg_value(ptr %0, !306, !DIExpression(), !313)
    #dbg_value(ptr %1, !307, !DIExpression(), !313)
    #dbg_value(i32 %2, !308, !DIExpression(), !313)
    #dbg_value(ptr %0, !309, !DIExpression(), !313)
    #dbg_value(ptr %1, !310, !DIExpression(), !313)
    #dbg_value(i32 0, !311, !DIExpression(), !314)
  %4 = icmp eq i32 %2, 0, !dbg !315
  br i1 %4, label %23, label %5, !dbg !317

5:                                                ; preds = %3, %18
  %6 = phi i32 [ %20, %18 ], [ 0, %3 ]
    #dbg_value(i32 %6, !311, !DIExpression(), !314)
  %7 = getelementptr inbounds i8, ptr %0, i32 %6, !dbg !318
  %8 = load i8, ptr %7, align 1, !dbg !318, !tbaa !183
  %9 = getelementptr inbounds i8, ptr %1, i32 %6, !dbg !321
  %10 = load i8, ptr %9, align 1, !dbg !321, !tbaa !183
  %11 = icmp eq i8 %8, %10, !dbg !322
  br i1 %11, label %18, label %12, !dbg !323

12:                                               ; preds = %5
  %13 = icmp ugt i8 %8, %10, !dbg !324
  %14 = zext i1 %13 to i32, !dbg !324
  %15 = icmp ult i8 %8, %10, !dbg !325
  %16 = sext i1 %15 to i32, !dbg !325
  %17 = add nsw i32 %16, %14, !dbg !326
  br label %23, !dbg !327

18:                                               ; preds = %5
  %19 = icmp eq i8 %8, 0, !dbg !328
    #dbg_value(i32 %6, !311, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !314)
  %20 = add nuw i32 %6, 1
    #dbg_value(i32 %20, !311, !DIExpression(), !314)
    #dbg_value(i32 %20, !311, !DIExpression(), !314)
  %21 = icmp eq i32 %20, %2
  %22 = select i1 %19, i1 true, i1 %21, !dbg !330
  br i1 %22, label %23, label %5, !dbg !330, !llvm.loop !331

23:                                               ; preds = %18, %3, %12
  %24 = phi i32 [ %17, %12 ], [ 0, %3 ], [ 0, %18 ]
  ret i32 %24, !dbg !333
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local noundef ptr @strcpy(ptr noundef returned writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #10 !dbg !334 {
    #dbg_value(ptr %0, !336, !DIExpression(), !339)
    #dbg_value(ptr %1, !337, !DIExpression(), !339)
    #dbg_value(ptr %0, !338, !DIExpression(), !339)
  br label %3, !dbg !340

3:                                                ; preds = %3, %2
  %4 = phi ptr [ %1, %2 ], [ %6, %3 ]
  %5 = phi ptr [ %0, %2 ], [ %8, %3 ]
    #dbg_value(ptr %5, !336, !DIExpression(), !339)
    #dbg_value(ptr %4, !337, !DIExpression(), !339)
  %6 = getelementptr inbounds i8, ptr %4, i32 1, !dbg !341
    #dbg_value(ptr %6, !337, !DIExpression(), !339)
  %7 = load i8, ptr %4, align 1, !dbg !342, !tbaa !183
  %8 = getelementptr inbounds i8, ptr %5, i32 1, !dbg !343
    #dbg_value(ptr %8, !336, !DIExpression(), !339)
  store i8 %7, ptr %5, align 1, !dbg !344, !tbaa !183
  %9 = icmp eq i8 %7, 0, !dbg !340
  br i1 %9, label %10, label %3, !dbg !340, !llvm.loop !345

10:                                               ; preds = %3
  ret ptr %0, !dbg !347
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local noundef ptr @stpcpy(ptr noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #10 !dbg !348 {
    #dbg_value(ptr %0, !350, !DIExpression(), !352)
    #dbg_value(ptr %1, !351, !DIExpression(), !352)
    #dbg_value(ptr %1, !351, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !352)
  %3 = load i8, ptr %1, align 1, !dbg !353, !tbaa !183
  store i8 %3, ptr %0, align 1, !dbg !354, !tbaa !183
  %4 = icmp eq i8 %3, 0, !dbg !355
  br i1 %4, label %12, label %5, !dbg !355

5:                                                ; preds = %2, %5
  %6 = phi ptr [ %8, %5 ], [ %1, %2 ]
  %7 = phi ptr [ %9, %5 ], [ %0, %2 ]
    #dbg_value(ptr %6, !351, !DIExpression(), !352)
    #dbg_value(ptr %7, !350, !DIExpression(), !352)
  %8 = getelementptr inbounds i8, ptr %6, i32 1, !dbg !356
    #dbg_value(ptr %8, !351, !DIExpression(), !352)
  %9 = getelementptr inbounds i8, ptr %7, i32 1, !dbg !357
    #dbg_value(ptr %9, !350, !DIExpression(), !352)
    #dbg_value(ptr %8, !351, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !352)
  %10 = load i8, ptr %8, align 1, !dbg !353, !tbaa !183
  store i8 %10, ptr %9, align 1, !dbg !354, !tbaa !183
  %11 = icmp eq i8 %10, 0, !dbg !355
  br i1 %11, label %12, label %5, !dbg !355, !llvm.loop !358

12:                                               ; preds = %5, %2
  %13 = phi ptr [ %0, %2 ], [ %9, %5 ]
  ret ptr %13, !dbg !359
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptr @stpncpy(ptr noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #11 !dbg !360 {
    #dbg_value(ptr %0, !364, !DIExpression(), !369)
    #dbg_value(ptr %1, !365, !DIExpression(), !369)
    #dbg_value(i32 %2, !366, !DIExpression(), !369)
    #dbg_value(i32 0, !367, !DIExpression(), !369)
  %4 = icmp eq i32 %2, 0, !dbg !370
  br i1 %4, label %14, label %5, !dbg !373

5:                                                ; preds = %3, %10
  %6 = phi i32 [ %12, %10 ], [ 0, %3 ]
    #dbg_value(i32 %6, !367, !DIExpression(), !369)
  %7 = getelementptr inbounds i8, ptr %1, i32 %6, !dbg !374
  %8 = load i8, ptr %7, align 1, !dbg !374, !tbaa !183
  %9 = icmp eq i8 %8, 0, !dbg !373
  br i1 %9, label %14, label %10, !dbg !375

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %0, i32 %6, !dbg !376
  store i8 %8, ptr %11, align 1, !dbg !377, !tbaa !183
  %12 = add nuw i32 %6, 1, !dbg !378
    #dbg_value(i32 %12, !367, !DIExpression(), !369)
  %13 = icmp eq i32 %12, %2, !dbg !370
  br i1 %13, label %52, label %5, !dbg !373, !llvm.loop !379

14:                                               ; preds = %5, %3
  %15 = phi i32 [ 0, %3 ], [ %6, %5 ], !dbg !369
    #dbg_value(!DIArgList(ptr %0, i32 %15), !368, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !369)
    #dbg_value(i32 %15, !367, !DIExpression(), !369)
  %16 = icmp ult i32 %15, %2, !dbg !381
  br i1 %16, label %17, label %52, !dbg !384

17:                                               ; preds = %14
  %18 = sub i32 %2, %15, !dbg !384
  %19 = and i32 %18, 7, !dbg !384
  %20 = icmp eq i32 %19, 0, !dbg !384
  br i1 %20, label %28, label %21, !dbg !384

21:                                               ; preds = %17, %21
  %22 = phi i32 [ %25, %21 ], [ %15, %17 ]
  %23 = phi i32 [ %26, %21 ], [ 0, %17 ]
    #dbg_value(i32 %22, !367, !DIExpression(), !369)
  %24 = getelementptr inbounds i8, ptr %0, i32 %22, !dbg !385
  store i8 0, ptr %24, align 1, !dbg !386, !tbaa !183
  %25 = add nuw i32 %22, 1, !dbg !387
    #dbg_value(i32 %25, !367, !DIExpression(), !369)
  %26 = add i32 %23, 1, !dbg !384
  %27 = icmp eq i32 %26, %19, !dbg !384
  br i1 %27, label %28, label %21, !dbg !384, !llvm.loop !388

28:                                               ; preds = %21, %17
  %29 = phi i32 [ %15, %17 ], [ %25, %21 ]
  %30 = sub i32 %15, %2, !dbg !384
  %31 = icmp ugt i32 %30, -8, !dbg !384
  br i1 %31, label %52, label %32, !dbg !384

32:                                               ; preds = %28
  %33 = getelementptr i8, ptr %0, i32 1, !dbg !384
  %34 = getelementptr i8, ptr %0, i32 2, !dbg !384
  %35 = getelementptr i8, ptr %0, i32 3, !dbg !384
  %36 = getelementptr i8, ptr %0, i32 4, !dbg !384
  %37 = getelementptr i8, ptr %0, i32 5, !dbg !384
  %38 = getelementptr i8, ptr %0, i32 6, !dbg !384
  %39 = getelementptr i8, ptr %0, i32 7, !dbg !384
  br label %40, !dbg !384

40:                                               ; preds = %40, %32
  %41 = phi i32 [ %29, %32 ], [ %50, %40 ]
    #dbg_value(i32 %41, !367, !DIExpression(), !369)
  %42 = getelementptr inbounds i8, ptr %0, i32 %41, !dbg !385
  store i8 0, ptr %42, align 1, !dbg !386, !tbaa !183
    #dbg_value(i32 %41, !367, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !369)
  %43 = getelementptr i8, ptr %33, i32 %41, !dbg !385
  store i8 0, ptr %43, align 1, !dbg !386, !tbaa !183
    #dbg_value(i32 %41, !367, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !369)
  %44 = getelementptr i8, ptr %34, i32 %41, !dbg !385
  store i8 0, ptr %44, align 1, !dbg !386, !tbaa !183
    #dbg_value(i32 %41, !367, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !369)
  %45 = getelementptr i8, ptr %35, i32 %41, !dbg !385
  store i8 0, ptr %45, align 1, !dbg !386, !tbaa !183
    #dbg_value(i32 %41, !367, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !369)
  %46 = getelementptr i8, ptr %36, i32 %41, !dbg !385
  store i8 0, ptr %46, align 1, !dbg !386, !tbaa !183
    #dbg_value(i32 %41, !367, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !369)
  %47 = getelementptr i8, ptr %37, i32 %41, !dbg !385
  store i8 0, ptr %47, align 1, !dbg !386, !tbaa !183
    #dbg_value(i32 %41, !367, !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value), !369)
  %48 = getelementptr i8, ptr %38, i32 %41, !dbg !385
  store i8 0, ptr %48, align 1, !dbg !386, !tbaa !183
    #dbg_value(i32 %41, !367, !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value), !369)
  %49 = getelementptr i8, ptr %39, i32 %41, !dbg !385
  store i8 0, ptr %49, align 1, !dbg !386, !tbaa !183
  %50 = add nuw i32 %41, 8, !dbg !387
    #dbg_value(i32 %50, !367, !DIExpression(), !369)
  %51 = icmp eq i32 %50, %2, !dbg !381
  br i1 %51, label %52, label %40, !dbg !384, !llvm.loop !390

52:                                               ; preds = %10, %28, %40, %14
  %53 = phi i32 [ %15, %14 ], [ %15, %40 ], [ %15, %28 ], [ %2, %10 ]
  %54 = getelementptr inbounds i8, ptr %0, i32 %53, !dbg !392
    #dbg_value(ptr %54, !368, !DIExpression(), !369)
  ret ptr %54, !dbg !393
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local noundef ptr @strchrnul(ptr noundef readonly %0, i32 noundef %1) local_unnamed_addr #9 !dbg !394 {
    #dbg_value(ptr %0, !398, !DIExpression(), !400)
    #dbg_value(i32 %1, !399, !DIExpression(), !400)
  %3 = load i8, ptr %0, align 1, !dbg !401, !tbaa !183
  %4 = icmp eq i8 %3, 0, !dbg !401
  br i1 %4, label %17, label %5, !dbg !402

5:                                                ; preds = %2
  %6 = shl i32 %1, 24
  %7 = ashr exact i32 %6, 24
  br label %8, !dbg !402

8:                                                ; preds = %5, %13
  %9 = phi i8 [ %3, %5 ], [ %15, %13 ]
  %10 = phi ptr [ %0, %5 ], [ %14, %13 ]
    #dbg_value(ptr %10, !398, !DIExpression(), !400)
  %11 = sext i8 %9 to i32, !dbg !401
  %12 = icmp eq i32 %7, %11, !dbg !403
  br i1 %12, label %17, label %13, !dbg !404

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %10, i32 1, !dbg !405
    #dbg_value(ptr %14, !398, !DIExpression(), !400)
  %15 = load i8, ptr %14, align 1, !dbg !401, !tbaa !183
  %16 = icmp eq i8 %15, 0, !dbg !401
  br i1 %16, label %17, label %8, !dbg !402, !llvm.loop !406

17:                                               ; preds = %8, %13, %2
  %18 = phi ptr [ %0, %2 ], [ %14, %13 ], [ %10, %8 ]
  ret ptr %18, !dbg !407
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local noundef ptr @strncpy(ptr noundef returned writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #11 !dbg !408 {
    #dbg_value(ptr %0, !410, !DIExpression(), !414)
    #dbg_value(ptr %1, !411, !DIExpression(), !414)
    #dbg_value(i32 %2, !412, !DIExpression(), !414)
    #dbg_value(i32 0, !413, !DIExpression(), !414)
  %4 = icmp eq i32 %2, 0, !dbg !415
  br i1 %4, label %14, label %5, !dbg !418

5:                                                ; preds = %3, %10
  %6 = phi i32 [ %12, %10 ], [ 0, %3 ]
    #dbg_value(i32 %6, !413, !DIExpression(), !414)
  %7 = getelementptr inbounds i8, ptr %1, i32 %6, !dbg !419
  %8 = load i8, ptr %7, align 1, !dbg !419, !tbaa !183
  %9 = icmp eq i8 %8, 0, !dbg !418
  br i1 %9, label %14, label %10, !dbg !420

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %0, i32 %6, !dbg !421
  store i8 %8, ptr %11, align 1, !dbg !422, !tbaa !183
  %12 = add nuw i32 %6, 1, !dbg !423
    #dbg_value(i32 %12, !413, !DIExpression(), !414)
  %13 = icmp eq i32 %12, %2, !dbg !415
  br i1 %13, label %52, label %5, !dbg !418, !llvm.loop !424

14:                                               ; preds = %5, %3
  %15 = phi i32 [ 0, %3 ], [ %6, %5 ], !dbg !414
    #dbg_value(i32 %15, !413, !DIExpression(), !414)
  %16 = icmp ult i32 %15, %2, !dbg !426
  br i1 %16, label %17, label %52, !dbg !429

17:                                               ; preds = %14
  %18 = sub i32 %2, %15, !dbg !429
  %19 = and i32 %18, 7, !dbg !429
  %20 = icmp eq i32 %19, 0, !dbg !429
  br i1 %20, label %28, label %21, !dbg !429

21:                                               ; preds = %17, %21
  %22 = phi i32 [ %25, %21 ], [ %15, %17 ]
  %23 = phi i32 [ %26, %21 ], [ 0, %17 ]
    #dbg_value(i32 %22, !413, !DIExpression(), !414)
  %24 = getelementptr inbounds i8, ptr %0, i32 %22, !dbg !430
  store i8 0, ptr %24, align 1, !dbg !431, !tbaa !183
  %25 = add nuw i32 %22, 1, !dbg !432
    #dbg_value(i32 %25, !413, !DIExpression(), !414)
  %26 = add i32 %23, 1, !dbg !429
  %27 = icmp eq i32 %26, %19, !dbg !429
  br i1 %27, label %28, label %21, !dbg !429, !llvm.loop !433

28:                                               ; preds = %21, %17
  %29 = phi i32 [ %15, %17 ], [ %25, %21 ]
  %30 = sub i32 %15, %2, !dbg !429
  %31 = icmp ugt i32 %30, -8, !dbg !429
  br i1 %31, label %52, label %32, !dbg !429

32:                                               ; preds = %28
  %33 = getelementptr i8, ptr %0, i32 1, !dbg !429
  %34 = getelementptr i8, ptr %0, i32 2, !dbg !429
  %35 = getelementptr i8, ptr %0, i32 3, !dbg !429
  %36 = getelementptr i8, ptr %0, i32 4, !dbg !429
  %37 = getelementptr i8, ptr %0, i32 5, !dbg !429
  %38 = getelementptr i8, ptr %0, i32 6, !dbg !429
  %39 = getelementptr i8, ptr %0, i32 7, !dbg !429
  br label %40, !dbg !429

40:                                               ; preds = %40, %32
  %41 = phi i32 [ %29, %32 ], [ %50, %40 ]
    #dbg_value(i32 %41, !413, !DIExpression(), !414)
  %42 = getelementptr inbounds i8, ptr %0, i32 %41, !dbg !430
  store i8 0, ptr %42, align 1, !dbg !431, !tbaa !183
    #dbg_value(i32 %41, !413, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !414)
  %43 = getelementptr i8, ptr %33, i32 %41, !dbg !430
  store i8 0, ptr %43, align 1, !dbg !431, !tbaa !183
    #dbg_value(i32 %41, !413, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !414)
  %44 = getelementptr i8, ptr %34, i32 %41, !dbg !430
  store i8 0, ptr %44, align 1, !dbg !431, !tbaa !183
    #dbg_value(i32 %41, !413, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !414)
  %45 = getelementptr i8, ptr %35, i32 %41, !dbg !430
  store i8 0, ptr %45, align 1, !dbg !431, !tbaa !183
    #dbg_value(i32 %41, !413, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !414)
  %46 = getelementptr i8, ptr %36, i32 %41, !dbg !430
  store i8 0, ptr %46, align 1, !dbg !431, !tbaa !183
    #dbg_value(i32 %41, !413, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !414)
  %47 = getelementptr i8, ptr %37, i32 %41, !dbg !430
  store i8 0, ptr %47, align 1, !dbg !431, !tbaa !183
    #dbg_value(i32 %41, !413, !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value), !414)
  %48 = getelementptr i8, ptr %38, i32 %41, !dbg !430
  store i8 0, ptr %48, align 1, !dbg !431, !tbaa !183
    #dbg_value(i32 %41, !413, !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value), !414)
  %49 = getelementptr i8, ptr %39, i32 %41, !dbg !430
  store i8 0, ptr %49, align 1, !dbg !431, !tbaa !183
  %50 = add nuw i32 %41, 8, !dbg !432
    #dbg_value(i32 %50, !413, !DIExpression(), !414)
  %51 = icmp eq i32 %50, %2, !dbg !426
  br i1 %51, label %52, label %40, !dbg !429, !llvm.loop !434

52:                                               ; preds = %10, %28, %40, %14
  ret ptr %0, !dbg !436
}

; Function Attrs: nounwind
define dso_local noundef ptr @strcat(ptr noundef returned %0, ptr nocapture noundef readonly %1) local_unnamed_addr #7 !dbg !437 {
    #dbg_value(ptr %0, !439, !DIExpression(), !441)
    #dbg_value(ptr %1, !440, !DIExpression(), !441)
  %3 = tail call i32 @strlen(ptr noundef %0) #16, !dbg !442
  %4 = getelementptr inbounds i8, ptr %0, i32 %3, !dbg !443
    #dbg_value(ptr %4, !336, !DIExpression(), !444)
    #dbg_value(ptr %1, !337, !DIExpression(), !444)
    #dbg_value(ptr %4, !338, !DIExpression(), !444)
  br label %5, !dbg !446

5:                                                ; preds = %5, %2
  %6 = phi ptr [ %1, %2 ], [ %8, %5 ]
  %7 = phi ptr [ %4, %2 ], [ %10, %5 ]
    #dbg_value(ptr %7, !336, !DIExpression(), !444)
    #dbg_value(ptr %6, !337, !DIExpression(), !444)
  %8 = getelementptr inbounds i8, ptr %6, i32 1, !dbg !447
    #dbg_value(ptr %8, !337, !DIExpression(), !444)
  %9 = load i8, ptr %6, align 1, !dbg !448, !tbaa !183
  %10 = getelementptr inbounds i8, ptr %7, i32 1, !dbg !449
    #dbg_value(ptr %10, !336, !DIExpression(), !444)
  store i8 %9, ptr %7, align 1, !dbg !450, !tbaa !183
  %11 = icmp eq i8 %9, 0, !dbg !446
  br i1 %11, label %12, label %5, !dbg !446, !llvm.loop !451

12:                                               ; preds = %5
  ret ptr %0, !dbg !453
}

declare !dbg !454 i32 @strlen(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local noundef ptr @strncat(ptr noundef returned %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #7 !dbg !457 {
    #dbg_value(ptr %0, !459, !DIExpression(), !464)
    #dbg_value(ptr %1, !460, !DIExpression(), !464)
    #dbg_value(i32 %2, !461, !DIExpression(), !464)
  %4 = tail call i32 @strlen(ptr noundef %0) #16, !dbg !465
  %5 = getelementptr inbounds i8, ptr %0, i32 %4, !dbg !466
    #dbg_value(ptr %5, !462, !DIExpression(), !464)
    #dbg_value(i32 0, !463, !DIExpression(), !464)
  %6 = icmp eq i32 %2, 0, !dbg !467
  br i1 %6, label %16, label %7, !dbg !470

7:                                                ; preds = %3, %12
  %8 = phi i32 [ %14, %12 ], [ 0, %3 ]
    #dbg_value(i32 %8, !463, !DIExpression(), !464)
  %9 = getelementptr inbounds i8, ptr %1, i32 %8, !dbg !471
  %10 = load i8, ptr %9, align 1, !dbg !471, !tbaa !183
  %11 = icmp eq i8 %10, 0, !dbg !470
  br i1 %11, label %16, label %12, !dbg !472

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %5, i32 %8, !dbg !473
  store i8 %10, ptr %13, align 1, !dbg !474, !tbaa !183
  %14 = add nuw i32 %8, 1, !dbg !475
    #dbg_value(i32 %14, !463, !DIExpression(), !464)
  %15 = icmp eq i32 %14, %2, !dbg !467
  br i1 %15, label %16, label %7, !dbg !470, !llvm.loop !476

16:                                               ; preds = %7, %12, %3
  %17 = phi i32 [ 0, %3 ], [ %2, %12 ], [ %8, %7 ], !dbg !464
  %18 = getelementptr inbounds i8, ptr %5, i32 %17, !dbg !478
  store i8 0, ptr %18, align 1, !dbg !479, !tbaa !183
  ret ptr %0, !dbg !480
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local noundef ptr @strchr(ptr noundef readonly %0, i32 noundef %1) local_unnamed_addr #9 !dbg !481 {
    #dbg_value(ptr %0, !483, !DIExpression(), !485)
    #dbg_value(i32 %1, !484, !DIExpression(), !485)
  %3 = shl i32 %1, 24
  %4 = ashr exact i32 %3, 24
    #dbg_value(ptr %0, !483, !DIExpression(), !485)
  %5 = load i8, ptr %0, align 1, !dbg !486, !tbaa !183
  %6 = sext i8 %5 to i32, !dbg !486
  %7 = icmp eq i32 %4, %6, !dbg !491
  br i1 %7, label %17, label %8, !dbg !492

8:                                                ; preds = %2, %12
  %9 = phi i8 [ %14, %12 ], [ %5, %2 ]
  %10 = phi ptr [ %13, %12 ], [ %0, %2 ]
    #dbg_value(ptr %10, !483, !DIExpression(), !485)
  %11 = icmp eq i8 %9, 0, !dbg !493
  br i1 %11, label %17, label %12, !dbg !495

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %10, i32 1, !dbg !496
    #dbg_value(ptr %13, !483, !DIExpression(), !485)
  %14 = load i8, ptr %13, align 1, !dbg !486, !tbaa !183
  %15 = sext i8 %14 to i32, !dbg !486
  %16 = icmp eq i32 %4, %15, !dbg !491
  br i1 %16, label %17, label %8, !dbg !492, !llvm.loop !497

17:                                               ; preds = %12, %8, %2
  %18 = phi ptr [ %0, %2 ], [ null, %8 ], [ %13, %12 ], !dbg !500
  ret ptr %18, !dbg !501
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local ptr @strrchr(ptr noundef readonly %0, i32 noundef %1) local_unnamed_addr #9 !dbg !502 {
    #dbg_value(ptr %0, !504, !DIExpression(), !507)
    #dbg_value(i32 %1, !505, !DIExpression(), !507)
    #dbg_value(ptr null, !506, !DIExpression(), !507)
  %3 = shl i32 %1, 24
  %4 = ashr exact i32 %3, 24
  br label %5, !dbg !508

5:                                                ; preds = %5, %2
  %6 = phi ptr [ %0, %2 ], [ %13, %5 ]
  %7 = phi ptr [ null, %2 ], [ %11, %5 ], !dbg !507
    #dbg_value(ptr %7, !506, !DIExpression(), !507)
    #dbg_value(ptr %6, !504, !DIExpression(), !507)
  %8 = load i8, ptr %6, align 1, !dbg !509, !tbaa !183
  %9 = sext i8 %8 to i32, !dbg !509
  %10 = icmp eq i32 %4, %9, !dbg !514
  %11 = select i1 %10, ptr %6, ptr %7, !dbg !515
    #dbg_value(ptr %11, !506, !DIExpression(), !507)
  %12 = icmp eq i8 %8, 0, !dbg !516
  %13 = getelementptr inbounds i8, ptr %6, i32 1, !dbg !518
    #dbg_value(ptr %13, !504, !DIExpression(), !507)
  br i1 %12, label %14, label %5, !dbg !519, !llvm.loop !520

14:                                               ; preds = %5
  ret ptr %11, !dbg !523
}

; Function Attrs: nounwind
define dso_local noundef ptr @strstr(ptr noundef readonly %0, ptr noundef %1) local_unnamed_addr #7 !dbg !524 {
    #dbg_value(ptr %0, !528, !DIExpression(), !531)
    #dbg_value(ptr %1, !529, !DIExpression(), !531)
  %3 = tail call i32 @strlen(ptr noundef %1) #16, !dbg !532
    #dbg_value(i32 %3, !530, !DIExpression(), !531)
  %4 = icmp eq i32 %3, 0, !dbg !533
  br i1 %4, label %30, label %5, !dbg !535

5:                                                ; preds = %2
    #dbg_value(ptr %0, !528, !DIExpression(), !531)
  %6 = load i8, ptr %0, align 1, !dbg !536, !tbaa !183
  %7 = icmp eq i8 %6, 0, !dbg !539
  br i1 %7, label %30, label %8, !dbg !539

8:                                                ; preds = %5
  %9 = load i8, ptr %1, align 1, !tbaa !183
  br label %10, !dbg !539

10:                                               ; preds = %8, %26
  %11 = phi i8 [ %6, %8 ], [ %28, %26 ]
  %12 = phi ptr [ %0, %8 ], [ %27, %26 ]
    #dbg_value(ptr %12, !528, !DIExpression(), !531)
  %13 = icmp eq i8 %11, %9, !dbg !540
  br i1 %13, label %14, label %26, !dbg !542

14:                                               ; preds = %10, %21
  %15 = phi i32 [ %23, %21 ], [ 0, %10 ]
    #dbg_value(i32 %15, !311, !DIExpression(), !543)
  %16 = getelementptr inbounds i8, ptr %12, i32 %15, !dbg !545
  %17 = load i8, ptr %16, align 1, !dbg !545, !tbaa !183
  %18 = getelementptr inbounds i8, ptr %1, i32 %15, !dbg !546
  %19 = load i8, ptr %18, align 1, !dbg !546, !tbaa !183
  %20 = icmp eq i8 %17, %19, !dbg !547
  br i1 %20, label %21, label %26, !dbg !548

21:                                               ; preds = %14
  %22 = icmp eq i8 %17, 0, !dbg !549
    #dbg_value(i32 %15, !311, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !543)
  %23 = add nuw i32 %15, 1
    #dbg_value(i32 %23, !311, !DIExpression(), !543)
  %24 = icmp eq i32 %23, %3
  %25 = select i1 %22, i1 true, i1 %24, !dbg !550
  br i1 %25, label %30, label %14, !dbg !550, !llvm.loop !551

26:                                               ; preds = %14, %10
  %27 = getelementptr inbounds i8, ptr %12, i32 1, !dbg !554
    #dbg_value(ptr %27, !528, !DIExpression(), !531)
  %28 = load i8, ptr %27, align 1, !dbg !536, !tbaa !183
  %29 = icmp eq i8 %28, 0, !dbg !539
  br i1 %29, label %30, label %10, !dbg !539, !llvm.loop !555

30:                                               ; preds = %26, %21, %5, %2
  %31 = phi ptr [ %0, %2 ], [ null, %5 ], [ %12, %21 ], [ null, %26 ], !dbg !531
  ret ptr %31, !dbg !557
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local i32 @strspn(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !558 {
    #dbg_value(ptr %0, !562, !DIExpression(), !565)
    #dbg_value(ptr %1, !563, !DIExpression(), !565)
    #dbg_value(i32 0, !564, !DIExpression(), !565)
  %3 = load i8, ptr %0, align 1, !dbg !566, !tbaa !183
  %4 = icmp eq i8 %3, 0, !dbg !566
  br i1 %4, label %24, label %5, !dbg !567

5:                                                ; preds = %2
  %6 = load i8, ptr %1, align 1, !tbaa !183
  br label %7, !dbg !567

7:                                                ; preds = %5, %19
  %8 = phi i8 [ %3, %5 ], [ %22, %19 ]
  %9 = phi i32 [ 0, %5 ], [ %20, %19 ]
    #dbg_value(i32 %9, !564, !DIExpression(), !565)
    #dbg_value(ptr %1, !483, !DIExpression(), !568)
    #dbg_value(i8 %8, !484, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !568)
    #dbg_value(ptr %1, !483, !DIExpression(), !568)
  %10 = icmp eq i8 %8, %6, !dbg !570
  br i1 %10, label %19, label %11, !dbg !571

11:                                               ; preds = %7, %15
  %12 = phi i8 [ %17, %15 ], [ %6, %7 ]
  %13 = phi ptr [ %16, %15 ], [ %1, %7 ]
    #dbg_value(ptr %13, !483, !DIExpression(), !568)
  %14 = icmp eq i8 %12, 0, !dbg !572
  br i1 %14, label %24, label %15, !dbg !573

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i32 1, !dbg !574
    #dbg_value(ptr %16, !483, !DIExpression(), !568)
  %17 = load i8, ptr %16, align 1, !dbg !575, !tbaa !183
  %18 = icmp eq i8 %8, %17, !dbg !570
  br i1 %18, label %19, label %11, !dbg !571, !llvm.loop !576

19:                                               ; preds = %15, %7
  %20 = add i32 %9, 1, !dbg !579
    #dbg_value(i32 %20, !564, !DIExpression(), !565)
  %21 = getelementptr inbounds i8, ptr %0, i32 %20, !dbg !566
  %22 = load i8, ptr %21, align 1, !dbg !566, !tbaa !183
  %23 = icmp eq i8 %22, 0, !dbg !566
  br i1 %23, label %24, label %7, !dbg !567, !llvm.loop !580

24:                                               ; preds = %19, %11, %2
  %25 = phi i32 [ 0, %2 ], [ %9, %11 ], [ %20, %19 ]
  ret i32 %25, !dbg !582
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local i32 @strcspn(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !583 {
    #dbg_value(ptr %0, !585, !DIExpression(), !588)
    #dbg_value(ptr %1, !586, !DIExpression(), !588)
    #dbg_value(i32 0, !587, !DIExpression(), !588)
  %3 = load i8, ptr %0, align 1, !dbg !589, !tbaa !183
  %4 = icmp eq i8 %3, 0, !dbg !589
  br i1 %4, label %24, label %5, !dbg !590

5:                                                ; preds = %2
  %6 = load i8, ptr %1, align 1, !tbaa !183
  br label %7, !dbg !590

7:                                                ; preds = %5, %19
  %8 = phi i8 [ %3, %5 ], [ %22, %19 ]
  %9 = phi i32 [ 0, %5 ], [ %20, %19 ]
    #dbg_value(i32 %9, !587, !DIExpression(), !588)
    #dbg_value(ptr %1, !483, !DIExpression(), !591)
    #dbg_value(i8 %8, !484, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !591)
    #dbg_value(ptr %1, !483, !DIExpression(), !591)
  %10 = icmp eq i8 %8, %6, !dbg !593
  br i1 %10, label %24, label %11, !dbg !594

11:                                               ; preds = %7, %15
  %12 = phi i8 [ %17, %15 ], [ %6, %7 ]
  %13 = phi ptr [ %16, %15 ], [ %1, %7 ]
    #dbg_value(ptr %13, !483, !DIExpression(), !591)
  %14 = icmp eq i8 %12, 0, !dbg !595
  br i1 %14, label %19, label %15, !dbg !596

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i32 1, !dbg !597
    #dbg_value(ptr %16, !483, !DIExpression(), !591)
  %17 = load i8, ptr %16, align 1, !dbg !598, !tbaa !183
  %18 = icmp eq i8 %8, %17, !dbg !593
  br i1 %18, label %24, label %11, !dbg !594, !llvm.loop !599

19:                                               ; preds = %11
  %20 = add i32 %9, 1, !dbg !602
    #dbg_value(i32 %20, !587, !DIExpression(), !588)
  %21 = getelementptr inbounds i8, ptr %0, i32 %20, !dbg !589
  %22 = load i8, ptr %21, align 1, !dbg !589, !tbaa !183
  %23 = icmp eq i8 %22, 0, !dbg !589
  br i1 %23, label %24, label %7, !dbg !590, !llvm.loop !603

24:                                               ; preds = %19, %7, %15, %2
  %25 = phi i32 [ 0, %2 ], [ %9, %15 ], [ %20, %19 ], [ %9, %7 ]
  ret i32 %25, !dbg !605
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local ptr @strpbrk(ptr noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !606 {
    #dbg_value(ptr %0, !608, !DIExpression(), !610)
    #dbg_value(ptr %1, !609, !DIExpression(), !610)
    #dbg_value(ptr %0, !585, !DIExpression(), !611)
    #dbg_value(ptr %1, !586, !DIExpression(), !611)
    #dbg_value(i32 0, !587, !DIExpression(), !611)
  %3 = load i8, ptr %0, align 1, !dbg !613, !tbaa !183
  %4 = icmp eq i8 %3, 0, !dbg !613
  br i1 %4, label %24, label %5, !dbg !614

5:                                                ; preds = %2
  %6 = load i8, ptr %1, align 1, !tbaa !183
  br label %7, !dbg !614

7:                                                ; preds = %19, %5
  %8 = phi i8 [ %3, %5 ], [ %22, %19 ]
  %9 = phi i32 [ 0, %5 ], [ %20, %19 ]
    #dbg_value(i32 %9, !587, !DIExpression(), !611)
    #dbg_value(ptr %1, !483, !DIExpression(), !615)
    #dbg_value(i8 %8, !484, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !615)
    #dbg_value(ptr %1, !483, !DIExpression(), !615)
  %10 = icmp eq i8 %8, %6, !dbg !617
  br i1 %10, label %24, label %11, !dbg !618

11:                                               ; preds = %7, %15
  %12 = phi i8 [ %17, %15 ], [ %6, %7 ]
  %13 = phi ptr [ %16, %15 ], [ %1, %7 ]
    #dbg_value(ptr %13, !483, !DIExpression(), !615)
  %14 = icmp eq i8 %12, 0, !dbg !619
  br i1 %14, label %19, label %15, !dbg !620

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i32 1, !dbg !621
    #dbg_value(ptr %16, !483, !DIExpression(), !615)
  %17 = load i8, ptr %16, align 1, !dbg !622, !tbaa !183
  %18 = icmp eq i8 %8, %17, !dbg !617
  br i1 %18, label %24, label %11, !dbg !618, !llvm.loop !623

19:                                               ; preds = %11
  %20 = add i32 %9, 1, !dbg !626
    #dbg_value(i32 %20, !587, !DIExpression(), !611)
  %21 = getelementptr inbounds i8, ptr %0, i32 %20, !dbg !613
  %22 = load i8, ptr %21, align 1, !dbg !613, !tbaa !183
  %23 = icmp eq i8 %22, 0, !dbg !613
  br i1 %23, label %24, label %7, !dbg !614, !llvm.loop !627

24:                                               ; preds = %7, %19, %15, %2
  %25 = phi i32 [ 0, %2 ], [ %9, %15 ], [ %9, %7 ], [ %20, %19 ]
  %26 = getelementptr inbounds i8, ptr %0, i32 %25, !dbg !629
    #dbg_value(ptr %26, !608, !DIExpression(), !610)
  %27 = load i8, ptr %26, align 1, !dbg !630, !tbaa !183
  %28 = icmp eq i8 %27, 0, !dbg !630
  %29 = select i1 %28, ptr null, ptr %26, !dbg !630
  ret ptr %29, !dbg !631
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local noundef ptr @strtok_r(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2) local_unnamed_addr #10 !dbg !632 {
    #dbg_value(ptr %0, !637, !DIExpression(), !641)
    #dbg_value(ptr %1, !638, !DIExpression(), !641)
    #dbg_value(ptr %2, !639, !DIExpression(), !641)
  %4 = icmp eq ptr %0, null, !dbg !642
  br i1 %4, label %5, label %7, !dbg !644

5:                                                ; preds = %3
  %6 = load ptr, ptr %2, align 4, !dbg !645, !tbaa !135
    #dbg_value(ptr %6, !637, !DIExpression(), !641)
  br label %7, !dbg !646

7:                                                ; preds = %5, %3
  %8 = phi ptr [ %0, %3 ], [ %6, %5 ]
    #dbg_value(ptr %8, !637, !DIExpression(), !641)
    #dbg_value(ptr %8, !562, !DIExpression(), !647)
    #dbg_value(ptr %1, !563, !DIExpression(), !647)
    #dbg_value(i32 0, !564, !DIExpression(), !647)
  %9 = load i8, ptr %8, align 1, !dbg !649, !tbaa !183
  %10 = icmp eq i8 %9, 0, !dbg !649
  br i1 %10, label %30, label %11, !dbg !650

11:                                               ; preds = %7
  %12 = load i8, ptr %1, align 1, !tbaa !183
  br label %13, !dbg !650

13:                                               ; preds = %25, %11
  %14 = phi i8 [ %9, %11 ], [ %28, %25 ]
  %15 = phi i32 [ 0, %11 ], [ %26, %25 ]
    #dbg_value(i32 %15, !564, !DIExpression(), !647)
    #dbg_value(ptr %1, !483, !DIExpression(), !651)
    #dbg_value(i8 %14, !484, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !651)
    #dbg_value(ptr %1, !483, !DIExpression(), !651)
  %16 = icmp eq i8 %14, %12, !dbg !653
  br i1 %16, label %25, label %17, !dbg !654

17:                                               ; preds = %13, %21
  %18 = phi i8 [ %23, %21 ], [ %12, %13 ]
  %19 = phi ptr [ %22, %21 ], [ %1, %13 ]
    #dbg_value(ptr %19, !483, !DIExpression(), !651)
  %20 = icmp eq i8 %18, 0, !dbg !655
  br i1 %20, label %33, label %21, !dbg !656

21:                                               ; preds = %17
  %22 = getelementptr inbounds i8, ptr %19, i32 1, !dbg !657
    #dbg_value(ptr %22, !483, !DIExpression(), !651)
  %23 = load i8, ptr %22, align 1, !dbg !658, !tbaa !183
  %24 = icmp eq i8 %14, %23, !dbg !653
  br i1 %24, label %25, label %17, !dbg !654, !llvm.loop !659

25:                                               ; preds = %21, %13
  %26 = add i32 %15, 1, !dbg !662
    #dbg_value(i32 %26, !564, !DIExpression(), !647)
  %27 = getelementptr inbounds i8, ptr %8, i32 %26, !dbg !649
  %28 = load i8, ptr %27, align 1, !dbg !649, !tbaa !183
  %29 = icmp eq i8 %28, 0, !dbg !649
  br i1 %29, label %30, label %13, !dbg !650, !llvm.loop !663

30:                                               ; preds = %25, %7
  %31 = phi i32 [ 0, %7 ], [ %26, %25 ]
  %32 = getelementptr inbounds i8, ptr %8, i32 %31, !dbg !665
    #dbg_value(ptr %32, !637, !DIExpression(), !641)
  br label %60, !dbg !666

33:                                               ; preds = %17
  %34 = getelementptr inbounds i8, ptr %8, i32 %15, !dbg !665
    #dbg_value(ptr %34, !637, !DIExpression(), !641)
    #dbg_value(ptr %34, !585, !DIExpression(), !667)
    #dbg_value(ptr %1, !586, !DIExpression(), !667)
    #dbg_value(i32 0, !587, !DIExpression(), !667)
  %35 = load i8, ptr %1, align 1, !tbaa !183
  br label %36, !dbg !669

36:                                               ; preds = %48, %33
  %37 = phi i8 [ %14, %33 ], [ %51, %48 ]
  %38 = phi i32 [ 0, %33 ], [ %49, %48 ]
    #dbg_value(i32 %38, !587, !DIExpression(), !667)
    #dbg_value(i8 %37, !484, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !670)
    #dbg_value(ptr %1, !483, !DIExpression(), !670)
  %39 = icmp eq i8 %37, %35, !dbg !672
  br i1 %39, label %53, label %40, !dbg !673

40:                                               ; preds = %36, %44
  %41 = phi i8 [ %46, %44 ], [ %35, %36 ]
  %42 = phi ptr [ %45, %44 ], [ %1, %36 ]
    #dbg_value(ptr %42, !483, !DIExpression(), !670)
  %43 = icmp eq i8 %41, 0, !dbg !674
  br i1 %43, label %48, label %44, !dbg !675

44:                                               ; preds = %40
  %45 = getelementptr inbounds i8, ptr %42, i32 1, !dbg !676
    #dbg_value(ptr %45, !483, !DIExpression(), !670)
  %46 = load i8, ptr %45, align 1, !dbg !677, !tbaa !183
  %47 = icmp eq i8 %37, %46, !dbg !672
  br i1 %47, label %53, label %40, !dbg !673, !llvm.loop !678

48:                                               ; preds = %40
  %49 = add i32 %38, 1, !dbg !681
    #dbg_value(i32 %49, !587, !DIExpression(), !667)
  %50 = getelementptr inbounds i8, ptr %34, i32 %49, !dbg !682
  %51 = load i8, ptr %50, align 1, !dbg !682, !tbaa !183
  %52 = icmp eq i8 %51, 0, !dbg !682
  br i1 %52, label %53, label %36, !dbg !669, !llvm.loop !683

53:                                               ; preds = %36, %48, %44
  %54 = phi i32 [ %38, %44 ], [ %38, %36 ], [ %49, %48 ]
  %55 = getelementptr inbounds i8, ptr %34, i32 %54, !dbg !685
    #dbg_value(ptr %55, !640, !DIExpression(), !641)
  %56 = load i8, ptr %55, align 1, !dbg !686, !tbaa !183
  %57 = icmp eq i8 %56, 0, !dbg !686
  br i1 %57, label %60, label %58, !dbg !688

58:                                               ; preds = %53
  %59 = getelementptr inbounds i8, ptr %55, i32 1, !dbg !689
    #dbg_value(ptr %59, !640, !DIExpression(), !641)
  store i8 0, ptr %55, align 1, !dbg !690, !tbaa !183
  br label %60, !dbg !691

60:                                               ; preds = %30, %53, %58
  %61 = phi ptr [ %59, %58 ], [ %55, %53 ], [ %32, %30 ], !dbg !641
  %62 = phi ptr [ %34, %58 ], [ %34, %53 ], [ null, %30 ], !dbg !641
  store ptr %61, ptr %2, align 4, !dbg !641, !tbaa !135
  ret ptr %62, !dbg !692
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local ptr @strtok(ptr noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #10 !dbg !35 {
    #dbg_value(ptr %0, !39, !DIExpression(), !693)
    #dbg_value(ptr %1, !40, !DIExpression(), !693)
    #dbg_value(ptr %0, !637, !DIExpression(), !694)
    #dbg_value(ptr %1, !638, !DIExpression(), !694)
    #dbg_value(ptr @strtok.save, !639, !DIExpression(), !694)
  %3 = icmp eq ptr %0, null, !dbg !696
  %4 = load ptr, ptr @strtok.save, align 4
  %5 = select i1 %3, ptr %4, ptr %0, !dbg !697
    #dbg_value(ptr %5, !637, !DIExpression(), !694)
    #dbg_value(ptr %5, !562, !DIExpression(), !698)
    #dbg_value(ptr %1, !563, !DIExpression(), !698)
    #dbg_value(i32 0, !564, !DIExpression(), !698)
  %6 = load i8, ptr %5, align 1, !dbg !700, !tbaa !183
  %7 = icmp eq i8 %6, 0, !dbg !700
  br i1 %7, label %27, label %8, !dbg !701

8:                                                ; preds = %2
  %9 = load i8, ptr %1, align 1, !tbaa !183
  br label %10, !dbg !701

10:                                               ; preds = %22, %8
  %11 = phi i8 [ %6, %8 ], [ %25, %22 ]
  %12 = phi i32 [ 0, %8 ], [ %23, %22 ]
    #dbg_value(i32 %12, !564, !DIExpression(), !698)
    #dbg_value(ptr %1, !483, !DIExpression(), !702)
    #dbg_value(i8 %11, !484, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !702)
    #dbg_value(ptr %1, !483, !DIExpression(), !702)
  %13 = icmp eq i8 %11, %9, !dbg !704
  br i1 %13, label %22, label %14, !dbg !705

14:                                               ; preds = %10, %18
  %15 = phi i8 [ %20, %18 ], [ %9, %10 ]
  %16 = phi ptr [ %19, %18 ], [ %1, %10 ]
    #dbg_value(ptr %16, !483, !DIExpression(), !702)
  %17 = icmp eq i8 %15, 0, !dbg !706
  br i1 %17, label %30, label %18, !dbg !707

18:                                               ; preds = %14
  %19 = getelementptr inbounds i8, ptr %16, i32 1, !dbg !708
    #dbg_value(ptr %19, !483, !DIExpression(), !702)
  %20 = load i8, ptr %19, align 1, !dbg !709, !tbaa !183
  %21 = icmp eq i8 %11, %20, !dbg !704
  br i1 %21, label %22, label %14, !dbg !705, !llvm.loop !710

22:                                               ; preds = %18, %10
  %23 = add i32 %12, 1, !dbg !713
    #dbg_value(i32 %23, !564, !DIExpression(), !698)
  %24 = getelementptr inbounds i8, ptr %5, i32 %23, !dbg !700
  %25 = load i8, ptr %24, align 1, !dbg !700, !tbaa !183
  %26 = icmp eq i8 %25, 0, !dbg !700
  br i1 %26, label %27, label %10, !dbg !701, !llvm.loop !714

27:                                               ; preds = %22, %2
  %28 = phi i32 [ 0, %2 ], [ %23, %22 ]
  %29 = getelementptr inbounds i8, ptr %5, i32 %28, !dbg !716
    #dbg_value(ptr %29, !637, !DIExpression(), !694)
  br label %56, !dbg !717

30:                                               ; preds = %14
  %31 = getelementptr inbounds i8, ptr %5, i32 %12, !dbg !716
    #dbg_value(ptr %31, !637, !DIExpression(), !694)
    #dbg_value(ptr %31, !585, !DIExpression(), !718)
    #dbg_value(ptr %1, !586, !DIExpression(), !718)
    #dbg_value(i32 0, !587, !DIExpression(), !718)
  br label %32, !dbg !720

32:                                               ; preds = %44, %30
  %33 = phi i8 [ %11, %30 ], [ %47, %44 ]
  %34 = phi i32 [ 0, %30 ], [ %45, %44 ]
    #dbg_value(i32 %34, !587, !DIExpression(), !718)
    #dbg_value(i8 %33, !484, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !721)
    #dbg_value(ptr %1, !483, !DIExpression(), !721)
  %35 = icmp eq i8 %33, %9, !dbg !723
  br i1 %35, label %49, label %36, !dbg !724

36:                                               ; preds = %32, %40
  %37 = phi i8 [ %42, %40 ], [ %9, %32 ]
  %38 = phi ptr [ %41, %40 ], [ %1, %32 ]
    #dbg_value(ptr %38, !483, !DIExpression(), !721)
  %39 = icmp eq i8 %37, 0, !dbg !725
  br i1 %39, label %44, label %40, !dbg !726

40:                                               ; preds = %36
  %41 = getelementptr inbounds i8, ptr %38, i32 1, !dbg !727
    #dbg_value(ptr %41, !483, !DIExpression(), !721)
  %42 = load i8, ptr %41, align 1, !dbg !728, !tbaa !183
  %43 = icmp eq i8 %33, %42, !dbg !723
  br i1 %43, label %49, label %36, !dbg !724, !llvm.loop !729

44:                                               ; preds = %36
  %45 = add i32 %34, 1, !dbg !732
    #dbg_value(i32 %45, !587, !DIExpression(), !718)
  %46 = getelementptr inbounds i8, ptr %31, i32 %45, !dbg !733
  %47 = load i8, ptr %46, align 1, !dbg !733, !tbaa !183
  %48 = icmp eq i8 %47, 0, !dbg !733
  br i1 %48, label %49, label %32, !dbg !720, !llvm.loop !734

49:                                               ; preds = %44, %32, %40
  %50 = phi i32 [ %34, %40 ], [ %45, %44 ], [ %34, %32 ]
  %51 = getelementptr inbounds i8, ptr %31, i32 %50, !dbg !736
    #dbg_value(ptr %51, !640, !DIExpression(), !694)
  %52 = load i8, ptr %51, align 1, !dbg !737, !tbaa !183
  %53 = icmp eq i8 %52, 0, !dbg !737
  br i1 %53, label %56, label %54, !dbg !738

54:                                               ; preds = %49
  %55 = getelementptr inbounds i8, ptr %51, i32 1, !dbg !739
    #dbg_value(ptr %55, !640, !DIExpression(), !694)
  store i8 0, ptr %51, align 1, !dbg !740, !tbaa !183
  br label %56, !dbg !741

56:                                               ; preds = %27, %49, %54
  %57 = phi ptr [ %55, %54 ], [ %51, %49 ], [ %29, %27 ], !dbg !694
  %58 = phi ptr [ %31, %54 ], [ %31, %49 ], [ null, %27 ], !dbg !694
  store ptr %57, ptr @strtok.save, align 4, !dbg !694, !tbaa !135
  ret ptr %58, !dbg !742
}

; Function Attrs: nounwind
define dso_local ptr @strdup(ptr noundef %0) local_unnamed_addr #7 !dbg !743 {
    #dbg_value(ptr %0, !747, !DIExpression(), !750)
  %2 = tail call i32 @strlen(ptr noundef %0) #16, !dbg !751
  %3 = add i32 %2, 1, !dbg !752
    #dbg_value(i32 %3, !748, !DIExpression(), !750)
  %4 = tail call ptr @malloc(i32 noundef %3) #16, !dbg !753
    #dbg_value(ptr %4, !749, !DIExpression(), !750)
  %5 = icmp eq ptr %4, null, !dbg !754
  br i1 %5, label %8, label %6, !dbg !756

6:                                                ; preds = %1
  %7 = tail call ptr @memcpy(ptr noundef nonnull %4, ptr noundef %0, i32 noundef %3) #16, !dbg !757
  br label %8, !dbg !757

8:                                                ; preds = %6, %1
  ret ptr %4, !dbg !758
}

declare !dbg !759 ptr @malloc(i32 noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local ptr @strndup(ptr noundef %0, i32 noundef %1) local_unnamed_addr #7 !dbg !762 {
    #dbg_value(ptr %0, !766, !DIExpression(), !770)
    #dbg_value(i32 %1, !767, !DIExpression(), !770)
    #dbg_value(ptr %0, !267, !DIExpression(), !771)
    #dbg_value(i32 %1, !268, !DIExpression(), !771)
    #dbg_value(i32 0, !269, !DIExpression(), !771)
  %3 = icmp eq i32 %1, 0, !dbg !773
  br i1 %3, label %12, label %4, !dbg !774

4:                                                ; preds = %2, %9
  %5 = phi i32 [ %10, %9 ], [ 0, %2 ]
    #dbg_value(i32 %5, !269, !DIExpression(), !771)
  %6 = getelementptr inbounds i8, ptr %0, i32 %5, !dbg !775
  %7 = load i8, ptr %6, align 1, !dbg !775, !tbaa !183
  %8 = icmp eq i8 %7, 0, !dbg !774
  br i1 %8, label %12, label %9, !dbg !776

9:                                                ; preds = %4
  %10 = add nuw i32 %5, 1, !dbg !777
    #dbg_value(i32 %10, !269, !DIExpression(), !771)
  %11 = icmp eq i32 %10, %1, !dbg !773
  br i1 %11, label %12, label %4, !dbg !774, !llvm.loop !778

12:                                               ; preds = %4, %9, %2
  %13 = phi i32 [ 0, %2 ], [ %5, %4 ], [ %1, %9 ], !dbg !771
    #dbg_value(i32 %13, !768, !DIExpression(), !770)
  %14 = add i32 %13, 1, !dbg !779
  %15 = tail call ptr @malloc(i32 noundef %14) #16, !dbg !780
    #dbg_value(ptr %15, !769, !DIExpression(), !770)
  %16 = icmp eq ptr %15, null, !dbg !781
  br i1 %16, label %20, label %17, !dbg !783

17:                                               ; preds = %12
  %18 = tail call ptr @memcpy(ptr noundef nonnull %15, ptr noundef %0, i32 noundef %13) #16, !dbg !784
  %19 = getelementptr inbounds i8, ptr %15, i32 %13, !dbg !786
  store i8 0, ptr %19, align 1, !dbg !787, !tbaa !183
  br label %20, !dbg !788

20:                                               ; preds = %17, %12
  ret ptr %15, !dbg !789
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef nonnull ptr @__ctype_b_loc() local_unnamed_addr #0 !dbg !790 {
  ret ptr @ctype_b, !dbg !794
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef nonnull ptr @__ctype_tolower_loc() local_unnamed_addr #0 !dbg !795 {
  ret ptr @ctype_lower, !dbg !799
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef nonnull ptr @__ctype_toupper_loc() local_unnamed_addr #0 !dbg !800 {
  ret ptr @ctype_upper, !dbg !801
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 1025) i32 @isalpha(i32 noundef %0) local_unnamed_addr #0 !dbg !802 {
    #dbg_value(i32 %0, !806, !DIExpression(), !807)
    #dbg_value(i32 %0, !808, !DIExpression(), !811)
  %2 = add i32 %0, 128, !dbg !813
  %3 = icmp ult i32 %2, 384, !dbg !813
  br i1 %3, label %4, label %9, !dbg !813

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !814
  %6 = load i16, ptr %5, align 2, !dbg !814, !tbaa !815
  %7 = and i16 %6, 1024, !dbg !817
  %8 = zext nneg i16 %7 to i32, !dbg !817
  br label %9, !dbg !818

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !818
  ret i32 %10, !dbg !819
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 2049) i32 @isdigit(i32 noundef %0) local_unnamed_addr #0 !dbg !820 {
    #dbg_value(i32 %0, !822, !DIExpression(), !823)
    #dbg_value(i32 %0, !808, !DIExpression(), !824)
  %2 = add i32 %0, 128, !dbg !826
  %3 = icmp ult i32 %2, 384, !dbg !826
  br i1 %3, label %4, label %9, !dbg !826

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !827
  %6 = load i16, ptr %5, align 2, !dbg !827, !tbaa !815
  %7 = and i16 %6, 2048, !dbg !828
  %8 = zext nneg i16 %7 to i32, !dbg !828
  br label %9, !dbg !829

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !829
  ret i32 %10, !dbg !830
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 9) i32 @isalnum(i32 noundef %0) local_unnamed_addr #0 !dbg !831 {
    #dbg_value(i32 %0, !833, !DIExpression(), !834)
    #dbg_value(i32 %0, !808, !DIExpression(), !835)
  %2 = add i32 %0, 128, !dbg !837
  %3 = icmp ult i32 %2, 384, !dbg !837
  br i1 %3, label %4, label %9, !dbg !837

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !838
  %6 = load i16, ptr %5, align 2, !dbg !838, !tbaa !815
  %7 = and i16 %6, 8, !dbg !839
  %8 = zext nneg i16 %7 to i32, !dbg !839
  br label %9, !dbg !840

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !840
  ret i32 %10, !dbg !841
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 8193) i32 @isspace(i32 noundef %0) local_unnamed_addr #0 !dbg !842 {
    #dbg_value(i32 %0, !844, !DIExpression(), !845)
    #dbg_value(i32 %0, !808, !DIExpression(), !846)
  %2 = add i32 %0, 128, !dbg !848
  %3 = icmp ult i32 %2, 384, !dbg !848
  br i1 %3, label %4, label %9, !dbg !848

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !849
  %6 = load i16, ptr %5, align 2, !dbg !849, !tbaa !815
  %7 = and i16 %6, 8192, !dbg !850
  %8 = zext nneg i16 %7 to i32, !dbg !850
  br label %9, !dbg !851

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !851
  ret i32 %10, !dbg !852
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 257) i32 @isupper(i32 noundef %0) local_unnamed_addr #0 !dbg !853 {
    #dbg_value(i32 %0, !855, !DIExpression(), !856)
    #dbg_value(i32 %0, !808, !DIExpression(), !857)
  %2 = add i32 %0, 128, !dbg !859
  %3 = icmp ult i32 %2, 384, !dbg !859
  br i1 %3, label %4, label %9, !dbg !859

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !860
  %6 = load i16, ptr %5, align 2, !dbg !860, !tbaa !815
  %7 = and i16 %6, 256, !dbg !861
  %8 = zext nneg i16 %7 to i32, !dbg !861
  br label %9, !dbg !862

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !862
  ret i32 %10, !dbg !863
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 513) i32 @islower(i32 noundef %0) local_unnamed_addr #0 !dbg !864 {
    #dbg_value(i32 %0, !866, !DIExpression(), !867)
    #dbg_value(i32 %0, !808, !DIExpression(), !868)
  %2 = add i32 %0, 128, !dbg !870
  %3 = icmp ult i32 %2, 384, !dbg !870
  br i1 %3, label %4, label %9, !dbg !870

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !871
  %6 = load i16, ptr %5, align 2, !dbg !871, !tbaa !815
  %7 = and i16 %6, 512, !dbg !872
  %8 = zext nneg i16 %7 to i32, !dbg !872
  br label %9, !dbg !873

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !873
  ret i32 %10, !dbg !874
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 4097) i32 @isxdigit(i32 noundef %0) local_unnamed_addr #0 !dbg !875 {
    #dbg_value(i32 %0, !877, !DIExpression(), !878)
    #dbg_value(i32 %0, !808, !DIExpression(), !879)
  %2 = add i32 %0, 128, !dbg !881
  %3 = icmp ult i32 %2, 384, !dbg !881
  br i1 %3, label %4, label %9, !dbg !881

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !882
  %6 = load i16, ptr %5, align 2, !dbg !882, !tbaa !815
  %7 = and i16 %6, 4096, !dbg !883
  %8 = zext nneg i16 %7 to i32, !dbg !883
  br label %9, !dbg !884

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !884
  ret i32 %10, !dbg !885
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 16385) i32 @isprint(i32 noundef %0) local_unnamed_addr #0 !dbg !886 {
    #dbg_value(i32 %0, !888, !DIExpression(), !889)
    #dbg_value(i32 %0, !808, !DIExpression(), !890)
  %2 = add i32 %0, 128, !dbg !892
  %3 = icmp ult i32 %2, 384, !dbg !892
  br i1 %3, label %4, label %9, !dbg !892

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !893
  %6 = load i16, ptr %5, align 2, !dbg !893, !tbaa !815
  %7 = and i16 %6, 16384, !dbg !894
  %8 = zext nneg i16 %7 to i32, !dbg !894
  br label %9, !dbg !895

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !895
  ret i32 %10, !dbg !896
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 32769) i32 @isgraph(i32 noundef %0) local_unnamed_addr #0 !dbg !897 {
    #dbg_value(i32 %0, !899, !DIExpression(), !900)
    #dbg_value(i32 %0, !808, !DIExpression(), !901)
  %2 = add i32 %0, 128, !dbg !903
  %3 = icmp ult i32 %2, 384, !dbg !903
  br i1 %3, label %4, label %9, !dbg !903

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !904
  %6 = load i16, ptr %5, align 2, !dbg !904, !tbaa !815
  %7 = and i16 %6, -32768, !dbg !905
  %8 = zext i16 %7 to i32, !dbg !905
  br label %9, !dbg !906

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !906
  ret i32 %10, !dbg !907
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 5) i32 @ispunct(i32 noundef %0) local_unnamed_addr #0 !dbg !908 {
    #dbg_value(i32 %0, !910, !DIExpression(), !911)
    #dbg_value(i32 %0, !808, !DIExpression(), !912)
  %2 = add i32 %0, 128, !dbg !914
  %3 = icmp ult i32 %2, 384, !dbg !914
  br i1 %3, label %4, label %9, !dbg !914

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !915
  %6 = load i16, ptr %5, align 2, !dbg !915, !tbaa !815
  %7 = and i16 %6, 4, !dbg !916
  %8 = zext nneg i16 %7 to i32, !dbg !916
  br label %9, !dbg !917

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !917
  ret i32 %10, !dbg !918
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 3) i32 @iscntrl(i32 noundef %0) local_unnamed_addr #0 !dbg !919 {
    #dbg_value(i32 %0, !921, !DIExpression(), !922)
    #dbg_value(i32 %0, !808, !DIExpression(), !923)
  %2 = add i32 %0, 128, !dbg !925
  %3 = icmp ult i32 %2, 384, !dbg !925
  br i1 %3, label %4, label %9, !dbg !925

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !926
  %6 = load i16, ptr %5, align 2, !dbg !926, !tbaa !815
  %7 = and i16 %6, 2, !dbg !927
  %8 = zext nneg i16 %7 to i32, !dbg !927
  br label %9, !dbg !928

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !928
  ret i32 %10, !dbg !929
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 2) i32 @isblank(i32 noundef %0) local_unnamed_addr #0 !dbg !930 {
    #dbg_value(i32 %0, !932, !DIExpression(), !933)
    #dbg_value(i32 %0, !808, !DIExpression(), !934)
  %2 = add i32 %0, 128, !dbg !936
  %3 = icmp ult i32 %2, 384, !dbg !936
  br i1 %3, label %4, label %9, !dbg !936

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !937
  %6 = load i16, ptr %5, align 2, !dbg !937, !tbaa !815
  %7 = and i16 %6, 1, !dbg !938
  %8 = zext nneg i16 %7 to i32, !dbg !938
  br label %9, !dbg !939

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !939
  ret i32 %10, !dbg !940
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @tolower(i32 noundef %0) local_unnamed_addr #0 !dbg !941 {
    #dbg_value(i32 %0, !943, !DIExpression(), !944)
  %2 = add i32 %0, 128, !dbg !945
  %3 = icmp ult i32 %2, 384, !dbg !945
  br i1 %3, label %4, label %7, !dbg !945

4:                                                ; preds = %1
  %5 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %0, !dbg !946
  %6 = load i32, ptr %5, align 4, !dbg !946, !tbaa !126
  br label %7, !dbg !947

7:                                                ; preds = %1, %4
  %8 = phi i32 [ %6, %4 ], [ %0, %1 ], !dbg !947
  ret i32 %8, !dbg !948
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @toupper(i32 noundef %0) local_unnamed_addr #0 !dbg !949 {
    #dbg_value(i32 %0, !951, !DIExpression(), !952)
  %2 = add i32 %0, 128, !dbg !953
  %3 = icmp ult i32 %2, 384, !dbg !953
  br i1 %3, label %4, label %7, !dbg !953

4:                                                ; preds = %1
  %5 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_upper_table, i32 512), i32 %0, !dbg !954
  %6 = load i32, ptr %5, align 4, !dbg !954, !tbaa !126
  br label %7, !dbg !955

7:                                                ; preds = %1, %4
  %8 = phi i32 [ %6, %4 ], [ %0, %1 ], !dbg !955
  ret i32 %8, !dbg !956
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @abs(i32 noundef %0) local_unnamed_addr #0 !dbg !957 {
    #dbg_value(i32 %0, !959, !DIExpression(), !960)
  %2 = tail call i32 @llvm.abs.i32(i32 %0, i1 true), !dbg !961
  ret i32 %2, !dbg !962
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @labs(i32 noundef %0) local_unnamed_addr #0 !dbg !963 {
    #dbg_value(i32 %0, !967, !DIExpression(), !968)
  %2 = tail call i32 @llvm.abs.i32(i32 %0, i1 true), !dbg !969
  ret i32 %2, !dbg !970
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i64 @llabs(i64 noundef %0) local_unnamed_addr #0 !dbg !971 {
    #dbg_value(i64 %0, !975, !DIExpression(), !976)
  %2 = tail call i64 @llvm.abs.i64(i64 %0, i1 true), !dbg !977
  ret i64 %2, !dbg !978
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noalias noundef ptr @getenv(ptr nocapture noundef readnone %0) local_unnamed_addr #0 !dbg !979 {
    #dbg_value(ptr %0, !981, !DIExpression(), !982)
  ret ptr null, !dbg !983
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i64 @strtoll(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !984 {
  %4 = alloca i32, align 4, !DIAssignID !993
    #dbg_assign(i1 undef, !991, !DIExpression(), !993, ptr %4, !DIExpression(), !994)
    #dbg_value(ptr %0, !988, !DIExpression(), !994)
    #dbg_value(ptr %1, !989, !DIExpression(), !994)
    #dbg_value(i32 %2, !990, !DIExpression(), !994)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #18, !dbg !995
  store i32 0, ptr %4, align 4, !dbg !996, !tbaa !126, !DIAssignID !997
    #dbg_assign(i32 0, !991, !DIExpression(), !997, ptr %4, !DIExpression(), !994)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 1, i64 noundef 0, i64 noundef -9223372036854775808, i64 noundef 9223372036854775807, ptr noundef nonnull %4) #19, !dbg !998
    #dbg_value(i64 %5, !992, !DIExpression(), !994)
  %6 = load i32, ptr %4, align 4, !dbg !999, !tbaa !126
  %7 = icmp eq i32 %6, 0, !dbg !999
  %8 = sub i64 0, %5, !dbg !999
  %9 = select i1 %7, i64 %5, i64 %8, !dbg !999
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #18, !dbg !1000
  ret i64 %9, !dbg !1001
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define internal fastcc i64 @strto_common(ptr noundef %0, ptr noundef writeonly %1, i32 noundef %2, i32 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, ptr nocapture noundef writeonly %7) unnamed_addr #10 !dbg !1002 {
    #dbg_value(ptr %0, !1006, !DIExpression(), !1021)
    #dbg_value(ptr %1, !1007, !DIExpression(), !1021)
    #dbg_value(i32 %2, !1008, !DIExpression(), !1021)
    #dbg_value(i32 %3, !1009, !DIExpression(), !1021)
    #dbg_value(i64 %4, !1010, !DIExpression(), !1021)
    #dbg_value(i64 %5, !1011, !DIExpression(), !1021)
    #dbg_value(i64 %6, !1012, !DIExpression(), !1021)
    #dbg_value(ptr %7, !1013, !DIExpression(), !1021)
    #dbg_value(ptr %0, !1014, !DIExpression(), !1021)
  br label %9, !dbg !1022

9:                                                ; preds = %9, %8
  %10 = phi ptr [ %0, %8 ], [ %17, %9 ], !dbg !1021
    #dbg_value(ptr %10, !1014, !DIExpression(), !1021)
  %11 = load i8, ptr %10, align 1, !dbg !1023, !tbaa !183
  %12 = zext i8 %11 to i32, !dbg !1024
    #dbg_value(i32 %12, !844, !DIExpression(), !1025)
    #dbg_value(i32 %12, !808, !DIExpression(), !1027)
  %13 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %12, !dbg !1029
  %14 = load i16, ptr %13, align 2, !dbg !1029, !tbaa !815
  %15 = and i16 %14, 8192, !dbg !1030
  %16 = icmp eq i16 %15, 0, !dbg !1022
  %17 = getelementptr inbounds i8, ptr %10, i32 1, !dbg !1031
    #dbg_value(ptr %17, !1014, !DIExpression(), !1021)
  br i1 %16, label %18, label %9, !dbg !1022, !llvm.loop !1032

18:                                               ; preds = %9
    #dbg_value(i32 0, !1015, !DIExpression(), !1021)
  switch i8 %11, label %22 [
    i8 43, label %19
    i8 45, label %19
  ], !dbg !1033

19:                                               ; preds = %18, %18
  %20 = icmp eq i8 %11, 45, !dbg !1035
  %21 = zext i1 %20 to i32, !dbg !1035
    #dbg_value(i32 %21, !1015, !DIExpression(), !1021)
    #dbg_value(ptr %17, !1014, !DIExpression(), !1021)
  br label %22, !dbg !1037

22:                                               ; preds = %18, %19
  %23 = phi ptr [ %17, %19 ], [ %10, %18 ], !dbg !1021
  %24 = phi i32 [ %21, %19 ], [ 0, %18 ], !dbg !1021
    #dbg_value(i32 %24, !1015, !DIExpression(), !1021)
    #dbg_value(ptr %23, !1014, !DIExpression(), !1021)
  %25 = icmp eq i32 %2, 1
  %26 = icmp ugt i32 %2, 36, !dbg !1038
  %27 = or i1 %26, %25, !dbg !1038
  br i1 %27, label %28, label %32, !dbg !1038

28:                                               ; preds = %22
  %29 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1040
  store i32 22, ptr %29, align 4, !dbg !1042, !tbaa !126
  %30 = icmp eq ptr %1, null, !dbg !1043
  br i1 %30, label %130, label %31, !dbg !1045

31:                                               ; preds = %28
  store ptr %0, ptr %1, align 4, !dbg !1046, !tbaa !135
  br label %130, !dbg !1047

32:                                               ; preds = %22
  %33 = icmp eq i32 %3, 0, !dbg !1048
  %34 = icmp eq i32 %24, 0, !dbg !1050
  %35 = sub i64 0, %5, !dbg !1050
  %36 = select i1 %34, i64 %6, i64 %35, !dbg !1050
  %37 = select i1 %33, i64 %4, i64 %36, !dbg !1050
    #dbg_value(i64 %37, !1016, !DIExpression(), !1021)
    #dbg_value(ptr %23, !1051, !DIExpression(), !1069)
    #dbg_value(ptr undef, !1057, !DIExpression(), !1069)
    #dbg_value(ptr undef, !1058, !DIExpression(), !1069)
    #dbg_value(i64 %37, !1059, !DIExpression(), !1069)
    #dbg_value(ptr undef, !1060, !DIExpression(), !1069)
    #dbg_value(ptr undef, !1061, !DIExpression(), !1069)
    #dbg_value(i32 %2, !1062, !DIExpression(), !1069)
  %38 = icmp ne i32 %2, 0, !dbg !1071
  switch i32 %2, label %59 [
    i32 16, label %39
    i32 0, label %39
  ], !dbg !1073

39:                                               ; preds = %32, %32
  %40 = load i8, ptr %23, align 1, !dbg !1074, !tbaa !183
  %41 = icmp eq i8 %40, 48, !dbg !1075
  br i1 %41, label %42, label %56, !dbg !1076

42:                                               ; preds = %39
  %43 = getelementptr inbounds i8, ptr %23, i32 1, !dbg !1077
  %44 = load i8, ptr %43, align 1, !dbg !1077, !tbaa !183
  switch i8 %44, label %56 [
    i8 120, label %45
    i8 88, label %45
  ], !dbg !1078

45:                                               ; preds = %42, %42
  %46 = getelementptr inbounds i8, ptr %23, i32 2, !dbg !1079
  %47 = load i8, ptr %46, align 1, !dbg !1079, !tbaa !183
  %48 = zext i8 %47 to i32, !dbg !1080
    #dbg_value(i32 %48, !877, !DIExpression(), !1081)
    #dbg_value(i32 %48, !808, !DIExpression(), !1083)
  %49 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %48, !dbg !1085
  %50 = load i16, ptr %49, align 2, !dbg !1085, !tbaa !815
  %51 = and i16 %50, 4096, !dbg !1086
  %52 = icmp ne i16 %51, 0, !dbg !1087
  %53 = or i1 %38, %52, !dbg !1088
  %54 = select i1 %52, i32 16, i32 %2, !dbg !1088
  %55 = select i1 %52, ptr %46, ptr %23, !dbg !1088
  br i1 %53, label %59, label %57, !dbg !1088

56:                                               ; preds = %42, %39
  br i1 %38, label %59, label %57, !dbg !1089

57:                                               ; preds = %56, %45
  %58 = select i1 %41, i32 8, i32 10, !dbg !1090
    #dbg_value(i32 %58, !1062, !DIExpression(), !1069)
  br label %59, !dbg !1093

59:                                               ; preds = %57, %56, %45, %32
  %60 = phi i32 [ %58, %57 ], [ %2, %56 ], [ %54, %45 ], [ %2, %32 ], !dbg !1069
  %61 = phi ptr [ %23, %57 ], [ %23, %56 ], [ %55, %45 ], [ %23, %32 ]
    #dbg_value(ptr %61, !1051, !DIExpression(), !1069)
    #dbg_value(i32 %60, !1062, !DIExpression(), !1069)
    #dbg_value(i32 %60, !1008, !DIExpression(), !1021)
    #dbg_value(i64 0, !1063, !DIExpression(), !1069)
    #dbg_value(i32 0, !1018, !DIExpression(), !1021)
    #dbg_value(i32 0, !1019, !DIExpression(), !1021)
  %62 = zext nneg i32 %60 to i64
    #dbg_value(i32 poison, !1019, !DIExpression(), !1021)
    #dbg_value(i32 0, !1018, !DIExpression(), !1021)
    #dbg_value(ptr %61, !1051, !DIExpression(), !1069)
    #dbg_value(i64 0, !1063, !DIExpression(), !1069)
  %63 = load i8, ptr %61, align 1, !dbg !1094, !tbaa !183
    #dbg_value(i8 %63, !1068, !DIExpression(), !1095)
  %64 = zext i8 %63 to i32, !dbg !1096
    #dbg_value(i32 %64, !822, !DIExpression(), !1098)
    #dbg_value(i32 %64, !808, !DIExpression(), !1100)
  %65 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %64, !dbg !1102
  %66 = load i16, ptr %65, align 2, !dbg !1102, !tbaa !815
  %67 = and i16 %66, 2048, !dbg !1103
  %68 = icmp eq i16 %67, 0, !dbg !1104
  br i1 %68, label %71, label %69, !dbg !1105

69:                                               ; preds = %59
  %70 = add nsw i32 %64, -48, !dbg !1106
    #dbg_value(i32 %70, !1064, !DIExpression(), !1095)
  br label %78, !dbg !1107

71:                                               ; preds = %59
    #dbg_value(i32 %64, !806, !DIExpression(), !1108)
    #dbg_value(i32 %64, !808, !DIExpression(), !1111)
  %72 = and i16 %66, 1024, !dbg !1113
  %73 = icmp eq i16 %72, 0, !dbg !1114
  br i1 %73, label %119, label %74, !dbg !1115

74:                                               ; preds = %71
    #dbg_value(i32 %64, !943, !DIExpression(), !1116)
  %75 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %64, !dbg !1118
  %76 = load i32, ptr %75, align 4, !dbg !1118, !tbaa !126
  %77 = add nsw i32 %76, -87, !dbg !1119
    #dbg_value(i32 %77, !1064, !DIExpression(), !1095)
  br label %78

78:                                               ; preds = %74, %69
  %79 = phi i32 [ %70, %69 ], [ %77, %74 ], !dbg !1120
    #dbg_value(i32 %79, !1064, !DIExpression(), !1095)
  %80 = icmp slt i32 %79, %60, !dbg !1121
  br i1 %80, label %81, label %119, !dbg !1123

81:                                               ; preds = %78
    #dbg_value(i32 1, !1019, !DIExpression(), !1021)
  %82 = sext i32 %79 to i64, !dbg !1124
    #dbg_value(i32 0, !1018, !DIExpression(), !1021)
    #dbg_value(i64 %82, !1063, !DIExpression(), !1069)
    #dbg_value(ptr %61, !1051, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1069)
  br label %83, !dbg !1126

83:                                               ; preds = %110, %81
  %84 = phi i32 [ 0, %81 ], [ %117, %110 ]
  %85 = phi i64 [ %82, %81 ], [ %118, %110 ]
  %86 = phi ptr [ %61, %81 ], [ %90, %110 ]
  %87 = icmp eq i32 %84, 0
  br label %88, !dbg !1127

88:                                               ; preds = %83, %109
  %89 = phi ptr [ %90, %109 ], [ %86, %83 ]
  %90 = getelementptr inbounds i8, ptr %89, i32 1, !dbg !1069
    #dbg_value(i32 poison, !1019, !DIExpression(), !1021)
    #dbg_value(i32 %84, !1018, !DIExpression(), !1021)
    #dbg_value(ptr %90, !1051, !DIExpression(), !1069)
    #dbg_value(i64 %85, !1063, !DIExpression(), !1069)
  %91 = load i8, ptr %90, align 1, !dbg !1094, !tbaa !183
    #dbg_value(i8 %91, !1068, !DIExpression(), !1095)
  %92 = zext i8 %91 to i32, !dbg !1096
    #dbg_value(i32 %92, !822, !DIExpression(), !1098)
    #dbg_value(i32 %92, !808, !DIExpression(), !1100)
  %93 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %92, !dbg !1102
  %94 = load i16, ptr %93, align 2, !dbg !1102, !tbaa !815
  %95 = and i16 %94, 2048, !dbg !1103
  %96 = icmp eq i16 %95, 0, !dbg !1104
  br i1 %96, label %99, label %97, !dbg !1105

97:                                               ; preds = %88
  %98 = add nsw i32 %92, -48, !dbg !1106
    #dbg_value(i32 %98, !1064, !DIExpression(), !1095)
  br label %106, !dbg !1107

99:                                               ; preds = %88
    #dbg_value(i32 %92, !806, !DIExpression(), !1108)
    #dbg_value(i32 %92, !808, !DIExpression(), !1111)
  %100 = and i16 %94, 1024, !dbg !1113
  %101 = icmp eq i16 %100, 0, !dbg !1114
  br i1 %101, label %122, label %102, !dbg !1115

102:                                              ; preds = %99
    #dbg_value(i32 %92, !943, !DIExpression(), !1116)
  %103 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %92, !dbg !1118
  %104 = load i32, ptr %103, align 4, !dbg !1118, !tbaa !126
  %105 = add nsw i32 %104, -87, !dbg !1119
    #dbg_value(i32 %105, !1064, !DIExpression(), !1095)
  br label %106

106:                                              ; preds = %102, %97
  %107 = phi i32 [ %98, %97 ], [ %105, %102 ], !dbg !1120
    #dbg_value(i32 %107, !1064, !DIExpression(), !1095)
  %108 = icmp slt i32 %107, %60, !dbg !1121
  br i1 %108, label %109, label %122, !dbg !1123

109:                                              ; preds = %106
    #dbg_value(i32 1, !1019, !DIExpression(), !1021)
  br i1 %87, label %110, label %88, !dbg !1128, !llvm.loop !1129

110:                                              ; preds = %109
  %111 = sext i32 %107 to i64, !dbg !1124
  %112 = sub i64 %37, %111, !dbg !1132
  %113 = udiv i64 %112, %62, !dbg !1133
  %114 = icmp ugt i64 %85, %113, !dbg !1134
  %115 = mul i64 %85, %62, !dbg !1135
  %116 = add i64 %115, %111, !dbg !1135
  %117 = select i1 %114, i32 1, i32 0, !dbg !1135
  %118 = select i1 %114, i64 %37, i64 %116, !dbg !1135
  br label %83, !dbg !1127, !llvm.loop !1129

119:                                              ; preds = %71, %78
    #dbg_value(i64 poison, !1063, !DIExpression(), !1069)
    #dbg_value(ptr poison, !1017, !DIExpression(), !1021)
    #dbg_value(i64 poison, !1020, !DIExpression(), !1021)
  %120 = icmp eq ptr %1, null, !dbg !1136
  br i1 %120, label %130, label %121, !dbg !1140

121:                                              ; preds = %119
  store ptr %0, ptr %1, align 4, !dbg !1141, !tbaa !135
  br label %130, !dbg !1142

122:                                              ; preds = %106, %99
  %123 = icmp eq i32 %84, 0, !dbg !1143
    #dbg_value(i64 %85, !1063, !DIExpression(), !1069)
    #dbg_value(ptr %90, !1017, !DIExpression(), !1021)
    #dbg_value(i64 %85, !1020, !DIExpression(), !1021)
  %124 = icmp eq ptr %1, null, !dbg !1145
  br i1 %124, label %126, label %125, !dbg !1147

125:                                              ; preds = %122
  store ptr %90, ptr %1, align 4, !dbg !1148, !tbaa !135
  br label %126, !dbg !1149

126:                                              ; preds = %125, %122
  br i1 %123, label %129, label %127, !dbg !1150

127:                                              ; preds = %126
  %128 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1151
  store i32 34, ptr %128, align 4, !dbg !1152, !tbaa !126
  br label %129, !dbg !1151

129:                                              ; preds = %127, %126
  store i32 %24, ptr %7, align 4, !dbg !1153, !tbaa !126
  br label %130, !dbg !1154

130:                                              ; preds = %129, %121, %119, %28, %31
  %131 = phi i64 [ 0, %31 ], [ 0, %28 ], [ %85, %129 ], [ 0, %121 ], [ 0, %119 ], !dbg !1021
  ret i64 %131, !dbg !1155
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i64 @strtoull(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !1156 {
  %4 = alloca i32, align 4, !DIAssignID !1165
    #dbg_assign(i1 undef, !1163, !DIExpression(), !1165, ptr %4, !DIExpression(), !1166)
    #dbg_value(ptr %0, !1160, !DIExpression(), !1166)
    #dbg_value(ptr %1, !1161, !DIExpression(), !1166)
    #dbg_value(i32 %2, !1162, !DIExpression(), !1166)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #18, !dbg !1167
  store i32 0, ptr %4, align 4, !dbg !1168, !tbaa !126, !DIAssignID !1169
    #dbg_assign(i32 0, !1163, !DIExpression(), !1169, ptr %4, !DIExpression(), !1166)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 0, i64 noundef -1, i64 noundef 0, i64 noundef 0, ptr noundef nonnull %4) #19, !dbg !1170
    #dbg_value(i64 %5, !1164, !DIExpression(), !1166)
  %6 = load i32, ptr %4, align 4, !dbg !1171, !tbaa !126
  %7 = icmp eq i32 %6, 0, !dbg !1171
  %8 = sub i64 0, %5, !dbg !1171
  %9 = select i1 %7, i64 %5, i64 %8, !dbg !1171
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #18, !dbg !1172
  ret i64 %9, !dbg !1173
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i32 @strtol(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !1174 {
  %4 = alloca i32, align 4, !DIAssignID !1184
    #dbg_assign(i1 undef, !1181, !DIExpression(), !1184, ptr %4, !DIExpression(), !1185)
    #dbg_value(ptr %0, !1178, !DIExpression(), !1185)
    #dbg_value(ptr %1, !1179, !DIExpression(), !1185)
    #dbg_value(i32 %2, !1180, !DIExpression(), !1185)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #18, !dbg !1186
  store i32 0, ptr %4, align 4, !dbg !1187, !tbaa !126, !DIAssignID !1188
    #dbg_assign(i32 0, !1181, !DIExpression(), !1188, ptr %4, !DIExpression(), !1185)
    #dbg_value(i32 2147483647, !1182, !DIExpression(), !1185)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 1, i64 noundef 0, i64 noundef -2147483648, i64 noundef 2147483647, ptr noundef nonnull %4) #19, !dbg !1189
    #dbg_value(i64 %5, !1183, !DIExpression(), !1185)
  %6 = load i32, ptr %4, align 4, !dbg !1190, !tbaa !126
  %7 = icmp eq i32 %6, 0, !dbg !1190
  %8 = trunc i64 %5 to i32, !dbg !1190
  %9 = sub i32 0, %8, !dbg !1190
  %10 = select i1 %7, i32 %8, i32 %9, !dbg !1190
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #18, !dbg !1191
  ret i32 %10, !dbg !1192
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i32 @strtoul(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !1193 {
  %4 = alloca i32, align 4, !DIAssignID !1202
    #dbg_assign(i1 undef, !1200, !DIExpression(), !1202, ptr %4, !DIExpression(), !1203)
    #dbg_value(ptr %0, !1197, !DIExpression(), !1203)
    #dbg_value(ptr %1, !1198, !DIExpression(), !1203)
    #dbg_value(i32 %2, !1199, !DIExpression(), !1203)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #18, !dbg !1204
  store i32 0, ptr %4, align 4, !dbg !1205, !tbaa !126, !DIAssignID !1206
    #dbg_assign(i32 0, !1200, !DIExpression(), !1206, ptr %4, !DIExpression(), !1203)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 0, i64 noundef 4294967295, i64 noundef 0, i64 noundef 0, ptr noundef nonnull %4) #19, !dbg !1207
    #dbg_value(i64 %5, !1201, !DIExpression(), !1203)
  %6 = load i32, ptr %4, align 4, !dbg !1208, !tbaa !126
  %7 = icmp eq i32 %6, 0, !dbg !1208
  %8 = trunc i64 %5 to i32, !dbg !1208
  %9 = sub i32 0, %8, !dbg !1208
  %10 = select i1 %7, i32 %8, i32 %9, !dbg !1208
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #18, !dbg !1209
  ret i32 %10, !dbg !1210
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local i32 @atoi(ptr nocapture noundef readonly %0) local_unnamed_addr #12 !dbg !1211 {
    #dbg_value(ptr %0, !1215, !DIExpression(), !1216)
    #dbg_value(ptr %0, !1178, !DIExpression(), !1217)
    #dbg_value(ptr null, !1179, !DIExpression(), !1217)
    #dbg_value(i32 10, !1180, !DIExpression(), !1217)
    #dbg_value(i32 0, !1181, !DIExpression(), !1217)
    #dbg_value(i32 2147483647, !1182, !DIExpression(), !1217)
    #dbg_value(ptr %0, !1006, !DIExpression(), !1219)
    #dbg_value(ptr null, !1007, !DIExpression(), !1219)
    #dbg_value(i32 10, !1008, !DIExpression(), !1219)
    #dbg_value(i32 1, !1009, !DIExpression(), !1219)
    #dbg_value(i64 0, !1010, !DIExpression(), !1219)
    #dbg_value(i64 -2147483648, !1011, !DIExpression(), !1219)
    #dbg_value(i64 2147483647, !1012, !DIExpression(), !1219)
    #dbg_value(ptr undef, !1013, !DIExpression(), !1219)
    #dbg_value(ptr %0, !1014, !DIExpression(), !1219)
  br label %2, !dbg !1221

2:                                                ; preds = %2, %1
  %3 = phi ptr [ %0, %1 ], [ %10, %2 ], !dbg !1219
    #dbg_value(ptr %3, !1014, !DIExpression(), !1219)
  %4 = load i8, ptr %3, align 1, !dbg !1222, !tbaa !183
  %5 = zext i8 %4 to i32, !dbg !1223
    #dbg_value(i32 %5, !844, !DIExpression(), !1224)
    #dbg_value(i32 %5, !808, !DIExpression(), !1226)
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %5, !dbg !1228
  %7 = load i16, ptr %6, align 2, !dbg !1228, !tbaa !815
  %8 = and i16 %7, 8192, !dbg !1229
  %9 = icmp eq i16 %8, 0, !dbg !1221
  %10 = getelementptr inbounds i8, ptr %3, i32 1, !dbg !1230
    #dbg_value(ptr %10, !1014, !DIExpression(), !1219)
  br i1 %9, label %11, label %2, !dbg !1221, !llvm.loop !1231

11:                                               ; preds = %2
    #dbg_value(i32 0, !1015, !DIExpression(), !1219)
  switch i8 %4, label %19 [
    i8 43, label %12
    i8 45, label %12
  ], !dbg !1232

12:                                               ; preds = %11, %11
  %13 = icmp ne i8 %4, 45, !dbg !1233
    #dbg_value(i1 %13, !1015, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1219)
    #dbg_value(ptr %10, !1014, !DIExpression(), !1219)
  %14 = select i1 %13, i64 2147483647, i64 2147483648, !dbg !1234
  %15 = load i8, ptr %10, align 1, !dbg !1235, !tbaa !183
  %16 = zext i8 %15 to i32
  %17 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %16
  %18 = load i16, ptr %17, align 2, !dbg !1237, !tbaa !815
  br label %19, !dbg !1234

19:                                               ; preds = %12, %11
  %20 = phi i32 [ %16, %12 ], [ %5, %11 ], !dbg !1240
  %21 = phi i16 [ %18, %12 ], [ %7, %11 ], !dbg !1237
  %22 = phi i1 [ %13, %12 ], [ true, %11 ]
  %23 = phi ptr [ %10, %12 ], [ %3, %11 ]
  %24 = phi i64 [ %14, %12 ], [ 2147483647, %11 ], !dbg !1234
    #dbg_value(i64 %24, !1016, !DIExpression(), !1219)
    #dbg_value(ptr undef, !1057, !DIExpression(), !1241)
    #dbg_value(ptr undef, !1058, !DIExpression(), !1241)
    #dbg_value(i64 %24, !1059, !DIExpression(), !1241)
    #dbg_value(ptr undef, !1060, !DIExpression(), !1241)
    #dbg_value(ptr undef, !1061, !DIExpression(), !1241)
    #dbg_value(i32 10, !1062, !DIExpression(), !1241)
    #dbg_value(i32 10, !1008, !DIExpression(), !1219)
    #dbg_value(i32 poison, !1019, !DIExpression(), !1219)
    #dbg_value(i32 0, !1018, !DIExpression(), !1219)
    #dbg_value(ptr %23, !1051, !DIExpression(), !1241)
    #dbg_value(i64 0, !1063, !DIExpression(), !1241)
    #dbg_value(i8 poison, !1068, !DIExpression(), !1242)
    #dbg_value(i32 %20, !822, !DIExpression(), !1243)
    #dbg_value(i32 %20, !808, !DIExpression(), !1244)
  %25 = and i16 %21, 2048, !dbg !1245
  %26 = icmp eq i16 %25, 0, !dbg !1246
  br i1 %26, label %29, label %27, !dbg !1247

27:                                               ; preds = %19
  %28 = add nsw i32 %20, -48, !dbg !1248
    #dbg_value(i32 %28, !1064, !DIExpression(), !1242)
  br label %36, !dbg !1249

29:                                               ; preds = %19
    #dbg_value(i32 %20, !806, !DIExpression(), !1250)
    #dbg_value(i32 %20, !808, !DIExpression(), !1252)
  %30 = and i16 %21, 1024, !dbg !1254
  %31 = icmp eq i16 %30, 0, !dbg !1255
  br i1 %31, label %85, label %32, !dbg !1256

32:                                               ; preds = %29
    #dbg_value(i32 %20, !943, !DIExpression(), !1257)
  %33 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %20, !dbg !1259
  %34 = load i32, ptr %33, align 4, !dbg !1259, !tbaa !126
  %35 = add nsw i32 %34, -87, !dbg !1260
    #dbg_value(i32 %35, !1064, !DIExpression(), !1242)
  br label %36

36:                                               ; preds = %32, %27
  %37 = phi i32 [ %28, %27 ], [ %35, %32 ], !dbg !1261
    #dbg_value(i32 %37, !1064, !DIExpression(), !1242)
  %38 = icmp slt i32 %37, 10, !dbg !1262
  br i1 %38, label %39, label %85, !dbg !1263

39:                                               ; preds = %36
    #dbg_value(i32 1, !1019, !DIExpression(), !1219)
  %40 = sext i32 %37 to i64, !dbg !1264
    #dbg_value(i32 0, !1018, !DIExpression(), !1219)
    #dbg_value(i64 %40, !1063, !DIExpression(), !1241)
    #dbg_value(ptr %23, !1051, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1241)
  br label %41, !dbg !1265

41:                                               ; preds = %68, %39
  %42 = phi i32 [ 0, %39 ], [ %75, %68 ]
  %43 = phi i64 [ %40, %39 ], [ %76, %68 ]
  %44 = phi ptr [ %23, %39 ], [ %48, %68 ]
  %45 = icmp eq i32 %42, 0
  br label %46, !dbg !1266

46:                                               ; preds = %41, %67
  %47 = phi ptr [ %48, %67 ], [ %44, %41 ]
  %48 = getelementptr inbounds i8, ptr %47, i32 1, !dbg !1241
    #dbg_value(i32 poison, !1019, !DIExpression(), !1219)
    #dbg_value(i32 %42, !1018, !DIExpression(), !1219)
    #dbg_value(ptr %48, !1051, !DIExpression(), !1241)
    #dbg_value(i64 %43, !1063, !DIExpression(), !1241)
  %49 = load i8, ptr %48, align 1, !dbg !1235, !tbaa !183
    #dbg_value(i8 %49, !1068, !DIExpression(), !1242)
  %50 = zext i8 %49 to i32, !dbg !1240
    #dbg_value(i32 %50, !822, !DIExpression(), !1243)
    #dbg_value(i32 %50, !808, !DIExpression(), !1244)
  %51 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %50, !dbg !1237
  %52 = load i16, ptr %51, align 2, !dbg !1237, !tbaa !815
  %53 = and i16 %52, 2048, !dbg !1245
  %54 = icmp eq i16 %53, 0, !dbg !1246
  br i1 %54, label %57, label %55, !dbg !1247

55:                                               ; preds = %46
  %56 = add nsw i32 %50, -48, !dbg !1248
    #dbg_value(i32 %56, !1064, !DIExpression(), !1242)
  br label %64, !dbg !1249

57:                                               ; preds = %46
    #dbg_value(i32 %50, !806, !DIExpression(), !1250)
    #dbg_value(i32 %50, !808, !DIExpression(), !1252)
  %58 = and i16 %52, 1024, !dbg !1254
  %59 = icmp eq i16 %58, 0, !dbg !1255
  br i1 %59, label %77, label %60, !dbg !1256

60:                                               ; preds = %57
    #dbg_value(i32 %50, !943, !DIExpression(), !1257)
  %61 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %50, !dbg !1259
  %62 = load i32, ptr %61, align 4, !dbg !1259, !tbaa !126
  %63 = add nsw i32 %62, -87, !dbg !1260
    #dbg_value(i32 %63, !1064, !DIExpression(), !1242)
  br label %64

64:                                               ; preds = %60, %55
  %65 = phi i32 [ %56, %55 ], [ %63, %60 ], !dbg !1261
    #dbg_value(i32 %65, !1064, !DIExpression(), !1242)
  %66 = icmp slt i32 %65, 10, !dbg !1262
  br i1 %66, label %67, label %77, !dbg !1263

67:                                               ; preds = %64
    #dbg_value(i32 1, !1019, !DIExpression(), !1219)
  br i1 %45, label %68, label %46, !dbg !1267, !llvm.loop !1268

68:                                               ; preds = %67
  %69 = sext i32 %65 to i64, !dbg !1264
  %70 = sub nsw i64 %24, %69, !dbg !1270
  %71 = udiv i64 %70, 10, !dbg !1271
  %72 = icmp ugt i64 %43, %71, !dbg !1272
  %73 = mul nuw i64 %43, 10, !dbg !1273
  %74 = add i64 %73, %69, !dbg !1273
  %75 = select i1 %72, i32 1, i32 0, !dbg !1273
  %76 = select i1 %72, i64 %24, i64 %74, !dbg !1273
  br label %41, !dbg !1266, !llvm.loop !1268

77:                                               ; preds = %64, %57
  %78 = icmp eq i32 %42, 0, !dbg !1274
    #dbg_value(i64 %43, !1063, !DIExpression(), !1241)
    #dbg_value(ptr undef, !1017, !DIExpression(), !1219)
    #dbg_value(i64 %43, !1020, !DIExpression(), !1219)
  br i1 %78, label %81, label %79, !dbg !1275

79:                                               ; preds = %77
  %80 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1276
  store i32 34, ptr %80, align 4, !dbg !1277, !tbaa !126
  br label %81, !dbg !1276

81:                                               ; preds = %77, %79
    #dbg_value(i1 %22, !1181, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1217)
    #dbg_value(i64 %43, !1183, !DIExpression(), !1217)
  %82 = trunc i64 %43 to i32, !dbg !1278
  %83 = sub i32 0, %82, !dbg !1278
  %84 = select i1 %22, i32 %82, i32 %83, !dbg !1278
  br label %85, !dbg !1278

85:                                               ; preds = %81, %29, %36
  %86 = phi i32 [ 0, %36 ], [ 0, %29 ], [ %84, %81 ], !dbg !1278
  ret i32 %86, !dbg !1279
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local i32 @atol(ptr nocapture noundef readonly %0) local_unnamed_addr #12 !dbg !1280 {
    #dbg_value(ptr %0, !1284, !DIExpression(), !1285)
    #dbg_value(ptr %0, !1178, !DIExpression(), !1286)
    #dbg_value(ptr null, !1179, !DIExpression(), !1286)
    #dbg_value(i32 10, !1180, !DIExpression(), !1286)
    #dbg_value(i32 0, !1181, !DIExpression(), !1286)
    #dbg_value(i32 2147483647, !1182, !DIExpression(), !1286)
    #dbg_value(ptr %0, !1006, !DIExpression(), !1288)
    #dbg_value(ptr null, !1007, !DIExpression(), !1288)
    #dbg_value(i32 10, !1008, !DIExpression(), !1288)
    #dbg_value(i32 1, !1009, !DIExpression(), !1288)
    #dbg_value(i64 0, !1010, !DIExpression(), !1288)
    #dbg_value(i64 -2147483648, !1011, !DIExpression(), !1288)
    #dbg_value(i64 2147483647, !1012, !DIExpression(), !1288)
    #dbg_value(ptr undef, !1013, !DIExpression(), !1288)
    #dbg_value(ptr %0, !1014, !DIExpression(), !1288)
  br label %2, !dbg !1290

2:                                                ; preds = %2, %1
  %3 = phi ptr [ %0, %1 ], [ %10, %2 ], !dbg !1288
    #dbg_value(ptr %3, !1014, !DIExpression(), !1288)
  %4 = load i8, ptr %3, align 1, !dbg !1291, !tbaa !183
  %5 = zext i8 %4 to i32, !dbg !1292
    #dbg_value(i32 %5, !844, !DIExpression(), !1293)
    #dbg_value(i32 %5, !808, !DIExpression(), !1295)
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %5, !dbg !1297
  %7 = load i16, ptr %6, align 2, !dbg !1297, !tbaa !815
  %8 = and i16 %7, 8192, !dbg !1298
  %9 = icmp eq i16 %8, 0, !dbg !1290
  %10 = getelementptr inbounds i8, ptr %3, i32 1, !dbg !1299
    #dbg_value(ptr %10, !1014, !DIExpression(), !1288)
  br i1 %9, label %11, label %2, !dbg !1290, !llvm.loop !1300

11:                                               ; preds = %2
    #dbg_value(i32 0, !1015, !DIExpression(), !1288)
  switch i8 %4, label %19 [
    i8 43, label %12
    i8 45, label %12
  ], !dbg !1301

12:                                               ; preds = %11, %11
  %13 = icmp ne i8 %4, 45, !dbg !1302
    #dbg_value(i1 %13, !1015, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1288)
    #dbg_value(ptr %10, !1014, !DIExpression(), !1288)
  %14 = select i1 %13, i64 2147483647, i64 2147483648, !dbg !1303
  %15 = load i8, ptr %10, align 1, !dbg !1304, !tbaa !183
  %16 = zext i8 %15 to i32
  %17 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %16
  %18 = load i16, ptr %17, align 2, !dbg !1306, !tbaa !815
  br label %19, !dbg !1303

19:                                               ; preds = %12, %11
  %20 = phi i32 [ %16, %12 ], [ %5, %11 ], !dbg !1309
  %21 = phi i16 [ %18, %12 ], [ %7, %11 ], !dbg !1306
  %22 = phi i1 [ %13, %12 ], [ true, %11 ]
  %23 = phi ptr [ %10, %12 ], [ %3, %11 ]
  %24 = phi i64 [ %14, %12 ], [ 2147483647, %11 ], !dbg !1303
    #dbg_value(i64 %24, !1016, !DIExpression(), !1288)
    #dbg_value(ptr undef, !1057, !DIExpression(), !1310)
    #dbg_value(ptr undef, !1058, !DIExpression(), !1310)
    #dbg_value(i64 %24, !1059, !DIExpression(), !1310)
    #dbg_value(ptr undef, !1060, !DIExpression(), !1310)
    #dbg_value(ptr undef, !1061, !DIExpression(), !1310)
    #dbg_value(i32 10, !1062, !DIExpression(), !1310)
    #dbg_value(i32 10, !1008, !DIExpression(), !1288)
    #dbg_value(i32 poison, !1019, !DIExpression(), !1288)
    #dbg_value(i32 0, !1018, !DIExpression(), !1288)
    #dbg_value(ptr %23, !1051, !DIExpression(), !1310)
    #dbg_value(i64 0, !1063, !DIExpression(), !1310)
    #dbg_value(i8 poison, !1068, !DIExpression(), !1311)
    #dbg_value(i32 %20, !822, !DIExpression(), !1312)
    #dbg_value(i32 %20, !808, !DIExpression(), !1313)
  %25 = and i16 %21, 2048, !dbg !1314
  %26 = icmp eq i16 %25, 0, !dbg !1315
  br i1 %26, label %29, label %27, !dbg !1316

27:                                               ; preds = %19
  %28 = add nsw i32 %20, -48, !dbg !1317
    #dbg_value(i32 %28, !1064, !DIExpression(), !1311)
  br label %36, !dbg !1318

29:                                               ; preds = %19
    #dbg_value(i32 %20, !806, !DIExpression(), !1319)
    #dbg_value(i32 %20, !808, !DIExpression(), !1321)
  %30 = and i16 %21, 1024, !dbg !1323
  %31 = icmp eq i16 %30, 0, !dbg !1324
  br i1 %31, label %85, label %32, !dbg !1325

32:                                               ; preds = %29
    #dbg_value(i32 %20, !943, !DIExpression(), !1326)
  %33 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %20, !dbg !1328
  %34 = load i32, ptr %33, align 4, !dbg !1328, !tbaa !126
  %35 = add nsw i32 %34, -87, !dbg !1329
    #dbg_value(i32 %35, !1064, !DIExpression(), !1311)
  br label %36

36:                                               ; preds = %32, %27
  %37 = phi i32 [ %28, %27 ], [ %35, %32 ], !dbg !1330
    #dbg_value(i32 %37, !1064, !DIExpression(), !1311)
  %38 = icmp slt i32 %37, 10, !dbg !1331
  br i1 %38, label %39, label %85, !dbg !1332

39:                                               ; preds = %36
    #dbg_value(i32 1, !1019, !DIExpression(), !1288)
  %40 = sext i32 %37 to i64, !dbg !1333
    #dbg_value(i32 0, !1018, !DIExpression(), !1288)
    #dbg_value(i64 %40, !1063, !DIExpression(), !1310)
    #dbg_value(ptr %23, !1051, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1310)
  br label %41, !dbg !1334

41:                                               ; preds = %68, %39
  %42 = phi i32 [ 0, %39 ], [ %75, %68 ]
  %43 = phi i64 [ %40, %39 ], [ %76, %68 ]
  %44 = phi ptr [ %23, %39 ], [ %48, %68 ]
  %45 = icmp eq i32 %42, 0
  br label %46, !dbg !1335

46:                                               ; preds = %41, %67
  %47 = phi ptr [ %48, %67 ], [ %44, %41 ]
  %48 = getelementptr inbounds i8, ptr %47, i32 1, !dbg !1310
    #dbg_value(i32 poison, !1019, !DIExpression(), !1288)
    #dbg_value(i32 %42, !1018, !DIExpression(), !1288)
    #dbg_value(ptr %48, !1051, !DIExpression(), !1310)
    #dbg_value(i64 %43, !1063, !DIExpression(), !1310)
  %49 = load i8, ptr %48, align 1, !dbg !1304, !tbaa !183
    #dbg_value(i8 %49, !1068, !DIExpression(), !1311)
  %50 = zext i8 %49 to i32, !dbg !1309
    #dbg_value(i32 %50, !822, !DIExpression(), !1312)
    #dbg_value(i32 %50, !808, !DIExpression(), !1313)
  %51 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %50, !dbg !1306
  %52 = load i16, ptr %51, align 2, !dbg !1306, !tbaa !815
  %53 = and i16 %52, 2048, !dbg !1314
  %54 = icmp eq i16 %53, 0, !dbg !1315
  br i1 %54, label %57, label %55, !dbg !1316

55:                                               ; preds = %46
  %56 = add nsw i32 %50, -48, !dbg !1317
    #dbg_value(i32 %56, !1064, !DIExpression(), !1311)
  br label %64, !dbg !1318

57:                                               ; preds = %46
    #dbg_value(i32 %50, !806, !DIExpression(), !1319)
    #dbg_value(i32 %50, !808, !DIExpression(), !1321)
  %58 = and i16 %52, 1024, !dbg !1323
  %59 = icmp eq i16 %58, 0, !dbg !1324
  br i1 %59, label %77, label %60, !dbg !1325

60:                                               ; preds = %57
    #dbg_value(i32 %50, !943, !DIExpression(), !1326)
  %61 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %50, !dbg !1328
  %62 = load i32, ptr %61, align 4, !dbg !1328, !tbaa !126
  %63 = add nsw i32 %62, -87, !dbg !1329
    #dbg_value(i32 %63, !1064, !DIExpression(), !1311)
  br label %64

64:                                               ; preds = %60, %55
  %65 = phi i32 [ %56, %55 ], [ %63, %60 ], !dbg !1330
    #dbg_value(i32 %65, !1064, !DIExpression(), !1311)
  %66 = icmp slt i32 %65, 10, !dbg !1331
  br i1 %66, label %67, label %77, !dbg !1332

67:                                               ; preds = %64
    #dbg_value(i32 1, !1019, !DIExpression(), !1288)
  br i1 %45, label %68, label %46, !dbg !1336, !llvm.loop !1337

68:                                               ; preds = %67
  %69 = sext i32 %65 to i64, !dbg !1333
  %70 = sub nsw i64 %24, %69, !dbg !1339
  %71 = udiv i64 %70, 10, !dbg !1340
  %72 = icmp ugt i64 %43, %71, !dbg !1341
  %73 = mul nuw i64 %43, 10, !dbg !1342
  %74 = add i64 %73, %69, !dbg !1342
  %75 = select i1 %72, i32 1, i32 0, !dbg !1342
  %76 = select i1 %72, i64 %24, i64 %74, !dbg !1342
  br label %41, !dbg !1335, !llvm.loop !1337

77:                                               ; preds = %64, %57
  %78 = icmp eq i32 %42, 0, !dbg !1343
    #dbg_value(i64 %43, !1063, !DIExpression(), !1310)
    #dbg_value(ptr undef, !1017, !DIExpression(), !1288)
    #dbg_value(i64 %43, !1020, !DIExpression(), !1288)
  br i1 %78, label %81, label %79, !dbg !1344

79:                                               ; preds = %77
  %80 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1345
  store i32 34, ptr %80, align 4, !dbg !1346, !tbaa !126
  br label %81, !dbg !1345

81:                                               ; preds = %77, %79
    #dbg_value(i1 %22, !1181, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1286)
    #dbg_value(i64 %43, !1183, !DIExpression(), !1286)
  %82 = trunc i64 %43 to i32, !dbg !1347
  %83 = sub i32 0, %82, !dbg !1347
  %84 = select i1 %22, i32 %82, i32 %83, !dbg !1347
  br label %85, !dbg !1347

85:                                               ; preds = %81, %29, %36
  %86 = phi i32 [ 0, %36 ], [ 0, %29 ], [ %84, %81 ], !dbg !1347
  ret i32 %86, !dbg !1348
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local i64 @atoll(ptr nocapture noundef readonly %0) local_unnamed_addr #12 !dbg !1349 {
    #dbg_value(ptr %0, !1353, !DIExpression(), !1354)
    #dbg_value(ptr %0, !988, !DIExpression(), !1355)
    #dbg_value(ptr null, !989, !DIExpression(), !1355)
    #dbg_value(i32 10, !990, !DIExpression(), !1355)
    #dbg_value(i32 0, !991, !DIExpression(), !1355)
    #dbg_value(ptr %0, !1006, !DIExpression(), !1357)
    #dbg_value(ptr null, !1007, !DIExpression(), !1357)
    #dbg_value(i32 10, !1008, !DIExpression(), !1357)
    #dbg_value(i32 1, !1009, !DIExpression(), !1357)
    #dbg_value(i64 0, !1010, !DIExpression(), !1357)
    #dbg_value(i64 -9223372036854775808, !1011, !DIExpression(), !1357)
    #dbg_value(i64 9223372036854775807, !1012, !DIExpression(), !1357)
    #dbg_value(ptr undef, !1013, !DIExpression(), !1357)
    #dbg_value(ptr %0, !1014, !DIExpression(), !1357)
  br label %2, !dbg !1359

2:                                                ; preds = %2, %1
  %3 = phi ptr [ %0, %1 ], [ %10, %2 ], !dbg !1357
    #dbg_value(ptr %3, !1014, !DIExpression(), !1357)
  %4 = load i8, ptr %3, align 1, !dbg !1360, !tbaa !183
  %5 = zext i8 %4 to i32, !dbg !1361
    #dbg_value(i32 %5, !844, !DIExpression(), !1362)
    #dbg_value(i32 %5, !808, !DIExpression(), !1364)
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %5, !dbg !1366
  %7 = load i16, ptr %6, align 2, !dbg !1366, !tbaa !815
  %8 = and i16 %7, 8192, !dbg !1367
  %9 = icmp eq i16 %8, 0, !dbg !1359
  %10 = getelementptr inbounds i8, ptr %3, i32 1, !dbg !1368
    #dbg_value(ptr %10, !1014, !DIExpression(), !1357)
  br i1 %9, label %11, label %2, !dbg !1359, !llvm.loop !1369

11:                                               ; preds = %2
    #dbg_value(i32 0, !1015, !DIExpression(), !1357)
  switch i8 %4, label %19 [
    i8 43, label %12
    i8 45, label %12
  ], !dbg !1370

12:                                               ; preds = %11, %11
  %13 = icmp ne i8 %4, 45, !dbg !1371
    #dbg_value(i1 %13, !1015, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1357)
    #dbg_value(ptr %10, !1014, !DIExpression(), !1357)
  %14 = select i1 %13, i64 9223372036854775807, i64 -9223372036854775808, !dbg !1372
  %15 = load i8, ptr %10, align 1, !dbg !1373, !tbaa !183
  %16 = zext i8 %15 to i32
  %17 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %16
  %18 = load i16, ptr %17, align 2, !dbg !1375, !tbaa !815
  br label %19, !dbg !1372

19:                                               ; preds = %12, %11
  %20 = phi i32 [ %16, %12 ], [ %5, %11 ], !dbg !1378
  %21 = phi i16 [ %18, %12 ], [ %7, %11 ], !dbg !1375
  %22 = phi i1 [ %13, %12 ], [ true, %11 ]
  %23 = phi ptr [ %10, %12 ], [ %3, %11 ]
  %24 = phi i64 [ %14, %12 ], [ 9223372036854775807, %11 ], !dbg !1372
    #dbg_value(i64 %24, !1016, !DIExpression(), !1357)
    #dbg_value(ptr undef, !1057, !DIExpression(), !1379)
    #dbg_value(ptr undef, !1058, !DIExpression(), !1379)
    #dbg_value(i64 %24, !1059, !DIExpression(), !1379)
    #dbg_value(ptr undef, !1060, !DIExpression(), !1379)
    #dbg_value(ptr undef, !1061, !DIExpression(), !1379)
    #dbg_value(i32 10, !1062, !DIExpression(), !1379)
    #dbg_value(i32 10, !1008, !DIExpression(), !1357)
    #dbg_value(i32 poison, !1019, !DIExpression(), !1357)
    #dbg_value(i32 0, !1018, !DIExpression(), !1357)
    #dbg_value(ptr %23, !1051, !DIExpression(), !1379)
    #dbg_value(i64 0, !1063, !DIExpression(), !1379)
    #dbg_value(i8 poison, !1068, !DIExpression(), !1380)
    #dbg_value(i32 %20, !822, !DIExpression(), !1381)
    #dbg_value(i32 %20, !808, !DIExpression(), !1382)
  %25 = and i16 %21, 2048, !dbg !1383
  %26 = icmp eq i16 %25, 0, !dbg !1384
  br i1 %26, label %29, label %27, !dbg !1385

27:                                               ; preds = %19
  %28 = add nsw i32 %20, -48, !dbg !1386
    #dbg_value(i32 %28, !1064, !DIExpression(), !1380)
  br label %36, !dbg !1387

29:                                               ; preds = %19
    #dbg_value(i32 %20, !806, !DIExpression(), !1388)
    #dbg_value(i32 %20, !808, !DIExpression(), !1390)
  %30 = and i16 %21, 1024, !dbg !1392
  %31 = icmp eq i16 %30, 0, !dbg !1393
  br i1 %31, label %84, label %32, !dbg !1394

32:                                               ; preds = %29
    #dbg_value(i32 %20, !943, !DIExpression(), !1395)
  %33 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %20, !dbg !1397
  %34 = load i32, ptr %33, align 4, !dbg !1397, !tbaa !126
  %35 = add nsw i32 %34, -87, !dbg !1398
    #dbg_value(i32 %35, !1064, !DIExpression(), !1380)
  br label %36

36:                                               ; preds = %32, %27
  %37 = phi i32 [ %28, %27 ], [ %35, %32 ], !dbg !1399
    #dbg_value(i32 %37, !1064, !DIExpression(), !1380)
  %38 = icmp slt i32 %37, 10, !dbg !1400
  br i1 %38, label %39, label %84, !dbg !1401

39:                                               ; preds = %36
    #dbg_value(i32 1, !1019, !DIExpression(), !1357)
  %40 = sext i32 %37 to i64, !dbg !1402
    #dbg_value(i32 0, !1018, !DIExpression(), !1357)
    #dbg_value(i64 %40, !1063, !DIExpression(), !1379)
    #dbg_value(ptr %23, !1051, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1379)
  br label %41, !dbg !1403

41:                                               ; preds = %68, %39
  %42 = phi i32 [ 0, %39 ], [ %75, %68 ]
  %43 = phi i64 [ %40, %39 ], [ %76, %68 ]
  %44 = phi ptr [ %23, %39 ], [ %48, %68 ]
  %45 = icmp eq i32 %42, 0
  br label %46, !dbg !1404

46:                                               ; preds = %41, %67
  %47 = phi ptr [ %48, %67 ], [ %44, %41 ]
  %48 = getelementptr inbounds i8, ptr %47, i32 1, !dbg !1379
    #dbg_value(i32 poison, !1019, !DIExpression(), !1357)
    #dbg_value(i32 %42, !1018, !DIExpression(), !1357)
    #dbg_value(ptr %48, !1051, !DIExpression(), !1379)
    #dbg_value(i64 %43, !1063, !DIExpression(), !1379)
  %49 = load i8, ptr %48, align 1, !dbg !1373, !tbaa !183
    #dbg_value(i8 %49, !1068, !DIExpression(), !1380)
  %50 = zext i8 %49 to i32, !dbg !1378
    #dbg_value(i32 %50, !822, !DIExpression(), !1381)
    #dbg_value(i32 %50, !808, !DIExpression(), !1382)
  %51 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %50, !dbg !1375
  %52 = load i16, ptr %51, align 2, !dbg !1375, !tbaa !815
  %53 = and i16 %52, 2048, !dbg !1383
  %54 = icmp eq i16 %53, 0, !dbg !1384
  br i1 %54, label %57, label %55, !dbg !1385

55:                                               ; preds = %46
  %56 = add nsw i32 %50, -48, !dbg !1386
    #dbg_value(i32 %56, !1064, !DIExpression(), !1380)
  br label %64, !dbg !1387

57:                                               ; preds = %46
    #dbg_value(i32 %50, !806, !DIExpression(), !1388)
    #dbg_value(i32 %50, !808, !DIExpression(), !1390)
  %58 = and i16 %52, 1024, !dbg !1392
  %59 = icmp eq i16 %58, 0, !dbg !1393
  br i1 %59, label %77, label %60, !dbg !1394

60:                                               ; preds = %57
    #dbg_value(i32 %50, !943, !DIExpression(), !1395)
  %61 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %50, !dbg !1397
  %62 = load i32, ptr %61, align 4, !dbg !1397, !tbaa !126
  %63 = add nsw i32 %62, -87, !dbg !1398
    #dbg_value(i32 %63, !1064, !DIExpression(), !1380)
  br label %64

64:                                               ; preds = %60, %55
  %65 = phi i32 [ %56, %55 ], [ %63, %60 ], !dbg !1399
    #dbg_value(i32 %65, !1064, !DIExpression(), !1380)
  %66 = icmp slt i32 %65, 10, !dbg !1400
  br i1 %66, label %67, label %77, !dbg !1401

67:                                               ; preds = %64
    #dbg_value(i32 1, !1019, !DIExpression(), !1357)
  br i1 %45, label %68, label %46, !dbg !1405, !llvm.loop !1406

68:                                               ; preds = %67
  %69 = sext i32 %65 to i64, !dbg !1402
  %70 = sub i64 %24, %69, !dbg !1408
  %71 = udiv i64 %70, 10, !dbg !1409
  %72 = icmp ugt i64 %43, %71, !dbg !1410
  %73 = mul nuw i64 %43, 10, !dbg !1411
  %74 = add i64 %73, %69, !dbg !1411
  %75 = select i1 %72, i32 1, i32 0, !dbg !1411
  %76 = select i1 %72, i64 %24, i64 %74, !dbg !1411
  br label %41, !dbg !1404, !llvm.loop !1406

77:                                               ; preds = %64, %57
  %78 = icmp eq i32 %42, 0, !dbg !1412
    #dbg_value(i64 %43, !1063, !DIExpression(), !1379)
    #dbg_value(ptr undef, !1017, !DIExpression(), !1357)
    #dbg_value(i64 %43, !1020, !DIExpression(), !1357)
  br i1 %78, label %81, label %79, !dbg !1413

79:                                               ; preds = %77
  %80 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1414
  store i32 34, ptr %80, align 4, !dbg !1415, !tbaa !126
  br label %81, !dbg !1414

81:                                               ; preds = %77, %79
    #dbg_value(i1 %22, !991, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1355)
    #dbg_value(i64 %43, !992, !DIExpression(), !1355)
  %82 = sub i64 0, %43, !dbg !1416
  %83 = select i1 %22, i64 %43, i64 %82, !dbg !1416
  br label %84, !dbg !1416

84:                                               ; preds = %81, %29, %36
  %85 = phi i64 [ 0, %36 ], [ 0, %29 ], [ %83, %81 ], !dbg !1416
  ret i64 %85, !dbg !1417
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local void @srand(i32 noundef %0) local_unnamed_addr #13 !dbg !1418 {
    #dbg_value(i32 %0, !1422, !DIExpression(), !1432)
  %2 = tail call i32 @llvm.umax.i32(i32 %0, i32 1), !dbg !1433
    #dbg_value(i32 %2, !1423, !DIExpression(), !1432)
  store i32 %2, ptr @rand_state, align 4, !dbg !1434, !tbaa !126
    #dbg_value(i32 1, !1424, !DIExpression(), !1435)
    #dbg_value(i32 %2, !1423, !DIExpression(), !1432)
  br label %4, !dbg !1436

3:                                                ; preds = %4
  store i1 true, ptr @rand_seeded, align 4, !dbg !1437
    #dbg_value(i32 0, !1430, !DIExpression(), !1438)
    #dbg_value(i32 0, !1430, !DIExpression(), !1438)
  br label %19, !dbg !1439

4:                                                ; preds = %1, %4
  %5 = phi i32 [ %2, %1 ], [ %14, %4 ]
  %6 = phi i32 [ 1, %1 ], [ %16, %4 ]
    #dbg_value(i32 %5, !1423, !DIExpression(), !1432)
    #dbg_value(i32 %6, !1424, !DIExpression(), !1435)
  %7 = sdiv i32 %5, 127773, !dbg !1440
    #dbg_value(i32 %7, !1426, !DIExpression(), !1441)
  %8 = srem i32 %5, 127773, !dbg !1442
    #dbg_value(i32 %8, !1429, !DIExpression(), !1441)
  %9 = mul nsw i32 %8, 16807, !dbg !1443
  %10 = mul nsw i32 %7, -2836, !dbg !1444
  %11 = add i32 %10, %9, !dbg !1445
    #dbg_value(i32 %11, !1423, !DIExpression(), !1432)
  %12 = icmp slt i32 %11, 0, !dbg !1446
  %13 = add nsw i32 %11, 2147483647
  %14 = select i1 %12, i32 %13, i32 %11, !dbg !1448
    #dbg_value(i32 %14, !1423, !DIExpression(), !1432)
  %15 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %6, !dbg !1449
  store i32 %14, ptr %15, align 4, !dbg !1450, !tbaa !126
  %16 = add nuw nsw i32 %6, 1, !dbg !1451
    #dbg_value(i32 %16, !1424, !DIExpression(), !1435)
  %17 = icmp eq i32 %16, 31, !dbg !1452
  br i1 %17, label %3, label %4, !dbg !1436, !llvm.loop !1453

18:                                               ; preds = %19
  store i32 %29, ptr @rand_f, align 4, !dbg !1455, !tbaa !126
  store i32 %31, ptr @rand_r, align 4, !dbg !1455, !tbaa !126
  ret void, !dbg !1458

19:                                               ; preds = %3, %19
  %20 = phi i32 [ 0, %3 ], [ %32, %19 ]
  %21 = phi i32 [ 3, %3 ], [ %29, %19 ]
  %22 = phi i32 [ 0, %3 ], [ %31, %19 ]
    #dbg_value(i32 %20, !1430, !DIExpression(), !1438)
  %23 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %21, !dbg !1459
  %24 = load i32, ptr %23, align 4, !dbg !1459, !tbaa !126
  %25 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %22, !dbg !1460
  %26 = load i32, ptr %25, align 4, !dbg !1460, !tbaa !126
  %27 = add i32 %26, %24, !dbg !1461
  store i32 %27, ptr %23, align 4, !dbg !1462, !tbaa !126
  %28 = add nsw i32 %21, 1, !dbg !1463
  %29 = srem i32 %28, 31, !dbg !1464
  %30 = add nsw i32 %22, 1, !dbg !1465
  %31 = srem i32 %30, 31, !dbg !1466
  %32 = add nuw nsw i32 %20, 1, !dbg !1467
    #dbg_value(i32 %32, !1430, !DIExpression(), !1438)
  %33 = icmp eq i32 %32, 310, !dbg !1468
  br i1 %33, label %18, label %19, !dbg !1439, !llvm.loop !1469
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 0, -2147483648) i32 @rand() local_unnamed_addr #13 !dbg !1471 {
  %1 = load i1, ptr @rand_seeded, align 4, !dbg !1477
  br i1 %1, label %2, label %5, !dbg !1479

2:                                                ; preds = %0
  %3 = load i32, ptr @rand_f, align 4, !dbg !1480, !tbaa !126
  %4 = load i32, ptr @rand_r, align 4, !dbg !1481, !tbaa !126
  br label %36, !dbg !1479

5:                                                ; preds = %0
    #dbg_value(i32 1, !1422, !DIExpression(), !1482)
    #dbg_value(i32 1, !1423, !DIExpression(), !1482)
  store i32 1, ptr @rand_state, align 4, !dbg !1484, !tbaa !126
    #dbg_value(i32 1, !1424, !DIExpression(), !1485)
    #dbg_value(i32 1, !1423, !DIExpression(), !1482)
  br label %7, !dbg !1486

6:                                                ; preds = %7
  store i1 true, ptr @rand_seeded, align 4, !dbg !1487
    #dbg_value(i32 0, !1430, !DIExpression(), !1488)
    #dbg_value(i32 0, !1430, !DIExpression(), !1488)
  br label %21, !dbg !1489

7:                                                ; preds = %7, %5
  %8 = phi i32 [ 1, %5 ], [ %17, %7 ]
  %9 = phi i32 [ 1, %5 ], [ %19, %7 ]
    #dbg_value(i32 %8, !1423, !DIExpression(), !1482)
    #dbg_value(i32 %9, !1424, !DIExpression(), !1485)
  %10 = sdiv i32 %8, 127773, !dbg !1490
    #dbg_value(i32 %10, !1426, !DIExpression(), !1491)
  %11 = srem i32 %8, 127773, !dbg !1492
    #dbg_value(i32 %11, !1429, !DIExpression(), !1491)
  %12 = mul nsw i32 %11, 16807, !dbg !1493
  %13 = mul nsw i32 %10, -2836, !dbg !1494
  %14 = add i32 %13, %12, !dbg !1495
    #dbg_value(i32 %14, !1423, !DIExpression(), !1482)
  %15 = icmp slt i32 %14, 0, !dbg !1496
  %16 = add nsw i32 %14, 2147483647
  %17 = select i1 %15, i32 %16, i32 %14, !dbg !1497
    #dbg_value(i32 %17, !1423, !DIExpression(), !1482)
  %18 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %9, !dbg !1498
  store i32 %17, ptr %18, align 4, !dbg !1499, !tbaa !126
  %19 = add nuw nsw i32 %9, 1, !dbg !1500
    #dbg_value(i32 %19, !1424, !DIExpression(), !1485)
  %20 = icmp eq i32 %19, 31, !dbg !1501
  br i1 %20, label %6, label %7, !dbg !1486, !llvm.loop !1502

21:                                               ; preds = %21, %6
  %22 = phi i32 [ 0, %6 ], [ %34, %21 ]
  %23 = phi i32 [ 3, %6 ], [ %31, %21 ]
  %24 = phi i32 [ 0, %6 ], [ %33, %21 ]
    #dbg_value(i32 %22, !1430, !DIExpression(), !1488)
  %25 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %23, !dbg !1504
  %26 = load i32, ptr %25, align 4, !dbg !1504, !tbaa !126
  %27 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %24, !dbg !1505
  %28 = load i32, ptr %27, align 4, !dbg !1505, !tbaa !126
  %29 = add i32 %28, %26, !dbg !1506
  store i32 %29, ptr %25, align 4, !dbg !1507, !tbaa !126
  %30 = add nsw i32 %23, 1, !dbg !1508
  %31 = srem i32 %30, 31, !dbg !1509
  %32 = add nsw i32 %24, 1, !dbg !1510
  %33 = srem i32 %32, 31, !dbg !1511
  %34 = add nuw nsw i32 %22, 1, !dbg !1512
    #dbg_value(i32 %34, !1430, !DIExpression(), !1488)
  %35 = icmp eq i32 %34, 310, !dbg !1513
  br i1 %35, label %36, label %21, !dbg !1489, !llvm.loop !1514

36:                                               ; preds = %21, %2
  %37 = phi i32 [ %4, %2 ], [ %33, %21 ], !dbg !1481
  %38 = phi i32 [ %3, %2 ], [ %31, %21 ], !dbg !1480
  %39 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %38, !dbg !1516
  %40 = load i32, ptr %39, align 4, !dbg !1516, !tbaa !126
  %41 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %37, !dbg !1517
  %42 = load i32, ptr %41, align 4, !dbg !1517, !tbaa !126
  %43 = add i32 %42, %40, !dbg !1518
    #dbg_value(i32 %43, !1475, !DIExpression(), !1519)
  store i32 %43, ptr %39, align 4, !dbg !1520, !tbaa !126
  %44 = lshr i32 %43, 1, !dbg !1521
    #dbg_value(i32 %44, !1476, !DIExpression(), !1519)
  %45 = add nsw i32 %38, 1, !dbg !1522
  %46 = srem i32 %45, 31, !dbg !1523
  store i32 %46, ptr @rand_f, align 4, !dbg !1524, !tbaa !126
  %47 = add nsw i32 %37, 1, !dbg !1525
  %48 = srem i32 %47, 31, !dbg !1526
  store i32 %48, ptr @rand_r, align 4, !dbg !1527, !tbaa !126
  ret i32 %44, !dbg !1528
}

; Function Attrs: nounwind
define dso_local void @qsort(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3) local_unnamed_addr #7 !dbg !1529 {
    #dbg_value(ptr %0, !1536, !DIExpression(), !1541)
    #dbg_value(i32 %1, !1537, !DIExpression(), !1541)
    #dbg_value(i32 %2, !1538, !DIExpression(), !1541)
    #dbg_value(ptr %3, !1539, !DIExpression(), !1541)
  %5 = icmp ult i32 %1, 2, !dbg !1542
  %6 = icmp eq i32 %2, 0
  %7 = or i1 %5, %6, !dbg !1544
  br i1 %7, label %14, label %8, !dbg !1544

8:                                                ; preds = %4
  %9 = mul i32 %2, %1, !dbg !1545
  %10 = tail call ptr @malloc(i32 noundef %9) #16, !dbg !1546
    #dbg_value(ptr %10, !1540, !DIExpression(), !1541)
  %11 = icmp eq ptr %10, null, !dbg !1547
  br i1 %11, label %12, label %13, !dbg !1549

12:                                               ; preds = %8
  tail call void @abort() #17, !dbg !1550
  unreachable, !dbg !1550

13:                                               ; preds = %8
  tail call fastcc void @msort(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef nonnull %10) #19, !dbg !1551
  tail call void @free(ptr noundef nonnull %10) #16, !dbg !1552
  br label %14, !dbg !1553

14:                                               ; preds = %4, %13
  ret void, !dbg !1553
}

; Function Attrs: noreturn
declare !dbg !1554 void @abort() local_unnamed_addr #5

; Function Attrs: nounwind
define internal fastcc void @msort(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4) unnamed_addr #7 !dbg !1555 {
    #dbg_value(ptr %0, !1559, !DIExpression(), !1569)
    #dbg_value(i32 %1, !1560, !DIExpression(), !1569)
    #dbg_value(i32 %2, !1561, !DIExpression(), !1569)
    #dbg_value(ptr %3, !1562, !DIExpression(), !1569)
    #dbg_value(ptr %4, !1563, !DIExpression(), !1569)
  %6 = icmp ult i32 %1, 2, !dbg !1570
  br i1 %6, label %51, label %7, !dbg !1572

7:                                                ; preds = %5
  %8 = lshr i32 %1, 1, !dbg !1573
    #dbg_value(i32 %8, !1564, !DIExpression(), !1569)
  %9 = sub i32 %1, %8, !dbg !1574
    #dbg_value(i32 %9, !1565, !DIExpression(), !1569)
    #dbg_value(ptr %0, !1566, !DIExpression(), !1569)
  %10 = mul i32 %8, %2, !dbg !1575
  %11 = getelementptr inbounds i8, ptr %0, i32 %10, !dbg !1576
    #dbg_value(ptr %11, !1567, !DIExpression(), !1569)
  tail call fastcc void @msort(ptr noundef %0, i32 noundef %8, i32 noundef %2, ptr noundef %3, ptr noundef %4) #19, !dbg !1577
  tail call fastcc void @msort(ptr noundef %11, i32 noundef %9, i32 noundef %2, ptr noundef %3, ptr noundef %4) #19, !dbg !1578
    #dbg_value(ptr %4, !1568, !DIExpression(), !1569)
    #dbg_value(ptr %11, !1567, !DIExpression(), !1569)
    #dbg_value(ptr %0, !1566, !DIExpression(), !1569)
    #dbg_value(i32 %9, !1565, !DIExpression(), !1569)
    #dbg_value(i32 %8, !1564, !DIExpression(), !1569)
  %12 = icmp eq i32 %9, 0, !dbg !1579
  br i1 %12, label %39, label %13, !dbg !1580

13:                                               ; preds = %7, %29
  %14 = phi ptr [ %34, %29 ], [ %4, %7 ]
  %15 = phi ptr [ %33, %29 ], [ %11, %7 ]
  %16 = phi ptr [ %32, %29 ], [ %0, %7 ]
  %17 = phi i32 [ %31, %29 ], [ %9, %7 ]
  %18 = phi i32 [ %30, %29 ], [ %8, %7 ]
    #dbg_value(ptr %14, !1568, !DIExpression(), !1569)
    #dbg_value(ptr %15, !1567, !DIExpression(), !1569)
    #dbg_value(ptr %16, !1566, !DIExpression(), !1569)
    #dbg_value(i32 %17, !1565, !DIExpression(), !1569)
    #dbg_value(i32 %18, !1564, !DIExpression(), !1569)
  %19 = tail call i32 %3(ptr noundef %16, ptr noundef %15) #16, !dbg !1581
  %20 = icmp slt i32 %19, 1, !dbg !1584
  br i1 %20, label %21, label %25, !dbg !1585

21:                                               ; preds = %13
  %22 = tail call ptr @memcpy(ptr noundef %14, ptr noundef %16, i32 noundef %2) #16, !dbg !1586
  %23 = getelementptr inbounds i8, ptr %16, i32 %2, !dbg !1588
    #dbg_value(ptr %23, !1566, !DIExpression(), !1569)
  %24 = add nsw i32 %18, -1, !dbg !1589
    #dbg_value(i32 %24, !1564, !DIExpression(), !1569)
  br label %29, !dbg !1590

25:                                               ; preds = %13
  %26 = tail call ptr @memcpy(ptr noundef %14, ptr noundef %15, i32 noundef %2) #16, !dbg !1591
  %27 = getelementptr inbounds i8, ptr %15, i32 %2, !dbg !1593
    #dbg_value(ptr %27, !1567, !DIExpression(), !1569)
  %28 = add i32 %17, -1, !dbg !1594
    #dbg_value(i32 %28, !1565, !DIExpression(), !1569)
  br label %29

29:                                               ; preds = %25, %21
  %30 = phi i32 [ %24, %21 ], [ %18, %25 ], !dbg !1569
  %31 = phi i32 [ %17, %21 ], [ %28, %25 ], !dbg !1569
  %32 = phi ptr [ %23, %21 ], [ %16, %25 ], !dbg !1569
  %33 = phi ptr [ %15, %21 ], [ %27, %25 ], !dbg !1569
    #dbg_value(ptr %33, !1567, !DIExpression(), !1569)
    #dbg_value(ptr %32, !1566, !DIExpression(), !1569)
    #dbg_value(i32 %31, !1565, !DIExpression(), !1569)
    #dbg_value(i32 %30, !1564, !DIExpression(), !1569)
  %34 = getelementptr inbounds i8, ptr %14, i32 %2, !dbg !1595
    #dbg_value(ptr %34, !1568, !DIExpression(), !1569)
  %35 = icmp ne i32 %30, 0, !dbg !1596
  %36 = icmp ne i32 %31, 0, !dbg !1579
  %37 = select i1 %35, i1 %36, i1 false, !dbg !1579
  br i1 %37, label %13, label %38, !dbg !1580, !llvm.loop !1597

38:                                               ; preds = %29
  br i1 %35, label %39, label %46, !dbg !1599

39:                                               ; preds = %7, %38
  %40 = phi ptr [ %34, %38 ], [ %4, %7 ]
  %41 = phi ptr [ %32, %38 ], [ %0, %7 ]
  %42 = phi i32 [ %31, %38 ], [ 0, %7 ]
  %43 = phi i32 [ %30, %38 ], [ %8, %7 ]
  %44 = mul i32 %43, %2, !dbg !1600
  %45 = tail call ptr @memcpy(ptr noundef %40, ptr noundef %41, i32 noundef %44) #16, !dbg !1602
  br label %46, !dbg !1602

46:                                               ; preds = %39, %38
  %47 = phi i32 [ %42, %39 ], [ %31, %38 ]
  %48 = sub i32 %1, %47, !dbg !1603
  %49 = mul i32 %48, %2, !dbg !1604
  %50 = tail call ptr @memcpy(ptr noundef %0, ptr noundef %4, i32 noundef %49) #16, !dbg !1605
  br label %51, !dbg !1606

51:                                               ; preds = %5, %46
  ret void, !dbg !1606
}

declare !dbg !1607 void @free(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local noundef ptr @bsearch(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, ptr nocapture noundef readonly %4) local_unnamed_addr #7 !dbg !1608 {
    #dbg_value(ptr %0, !1612, !DIExpression(), !1623)
    #dbg_value(ptr %1, !1613, !DIExpression(), !1623)
    #dbg_value(i32 %2, !1614, !DIExpression(), !1623)
    #dbg_value(i32 %3, !1615, !DIExpression(), !1623)
    #dbg_value(ptr %4, !1616, !DIExpression(), !1623)
    #dbg_value(i32 0, !1617, !DIExpression(), !1623)
    #dbg_value(i32 %2, !1618, !DIExpression(), !1623)
  br label %6, !dbg !1624

6:                                                ; preds = %10, %5
  %7 = phi i32 [ %2, %5 ], [ %20, %10 ], !dbg !1625
  %8 = phi i32 [ 0, %5 ], [ %21, %10 ], !dbg !1626
    #dbg_value(i32 %8, !1617, !DIExpression(), !1623)
    #dbg_value(i32 %7, !1618, !DIExpression(), !1623)
  %9 = icmp ult i32 %8, %7, !dbg !1627
  br i1 %9, label %10, label %22, !dbg !1624

10:                                               ; preds = %6
  %11 = sub i32 %7, %8, !dbg !1628
  %12 = lshr i32 %11, 1, !dbg !1629
  %13 = add i32 %12, %8, !dbg !1630
    #dbg_value(i32 %13, !1619, !DIExpression(), !1631)
  %14 = mul i32 %13, %3, !dbg !1632
  %15 = getelementptr inbounds i8, ptr %1, i32 %14, !dbg !1633
    #dbg_value(ptr %15, !1621, !DIExpression(), !1631)
  %16 = tail call i32 %4(ptr noundef %0, ptr noundef %15) #16, !dbg !1634
    #dbg_value(i32 %16, !1622, !DIExpression(), !1631)
  %17 = icmp eq i32 %16, 0, !dbg !1635
  %18 = icmp slt i32 %16, 0, !dbg !1637
  %19 = add i32 %13, 1, !dbg !1637
  %20 = select i1 %18, i32 %13, i32 %7, !dbg !1637
  %21 = select i1 %18, i32 %8, i32 %19, !dbg !1637
    #dbg_value(i32 poison, !1617, !DIExpression(), !1623)
    #dbg_value(i32 poison, !1618, !DIExpression(), !1623)
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
  %3 = load i32, ptr %0, align 4, !dbg !1649, !tbaa !126
  %4 = icmp eq i32 %3, 0, !dbg !1651
  br i1 %4, label %5, label %6, !dbg !1652

5:                                                ; preds = %2
  store i32 1, ptr %0, align 4, !dbg !1653, !tbaa !126
  tail call void @__VERIFIER_atomic_end() #16, !dbg !1655
  tail call void %1() #16, !dbg !1656
  store i32 2, ptr %0, align 4, !dbg !1657, !tbaa !126
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

3:                                                ; preds = %23, %2
  %4 = phi i32 [ 0, %2 ], [ %24, %23 ]
    #dbg_value(i32 %4, !1675, !DIExpression(), !1679)
  %5 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %4, !dbg !1681
  %6 = load i32, ptr %5, align 4, !dbg !1681, !tbaa !126
  %7 = icmp eq i32 %6, 0, !dbg !1681
  br i1 %7, label %26, label %8, !dbg !1685

8:                                                ; preds = %3
  %9 = or disjoint i32 %4, 1, !dbg !1686
    #dbg_value(i32 %9, !1675, !DIExpression(), !1679)
  %10 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %9, !dbg !1681
  %11 = load i32, ptr %10, align 4, !dbg !1681, !tbaa !126
  %12 = icmp eq i32 %11, 0, !dbg !1681
  br i1 %12, label %26, label %13, !dbg !1685

13:                                               ; preds = %8
  %14 = or disjoint i32 %4, 2, !dbg !1686
    #dbg_value(i32 %14, !1675, !DIExpression(), !1679)
  %15 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %14, !dbg !1681
  %16 = load i32, ptr %15, align 4, !dbg !1681, !tbaa !126
  %17 = icmp eq i32 %16, 0, !dbg !1681
  br i1 %17, label %26, label %18, !dbg !1685

18:                                               ; preds = %13
  %19 = or disjoint i32 %4, 3, !dbg !1686
    #dbg_value(i32 %19, !1675, !DIExpression(), !1679)
  %20 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %19, !dbg !1681
  %21 = load i32, ptr %20, align 4, !dbg !1681, !tbaa !126
  %22 = icmp eq i32 %21, 0, !dbg !1681
  br i1 %22, label %26, label %23, !dbg !1685

23:                                               ; preds = %18
  %24 = add nuw nsw i32 %4, 4, !dbg !1686
    #dbg_value(i32 %24, !1675, !DIExpression(), !1679)
  %25 = icmp eq i32 %24, 64, !dbg !1687
  br i1 %25, label %30, label %3, !dbg !1680, !llvm.loop !1688

26:                                               ; preds = %18, %13, %8, %3
  %27 = phi i32 [ %4, %3 ], [ %9, %8 ], [ %14, %13 ], [ %19, %18 ]
  %28 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %27
  store i32 1, ptr %28, align 4, !dbg !1690, !tbaa !126
  %29 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i32 0, i32 %27, !dbg !1692
  store ptr %1, ptr %29, align 4, !dbg !1693, !tbaa !135
  tail call void @__VERIFIER_atomic_end() #16, !dbg !1694
  store i32 %27, ptr %0, align 4, !dbg !1695, !tbaa !126
  br label %31

30:                                               ; preds = %23
  tail call void @__VERIFIER_atomic_end() #16, !dbg !1696
  br label %31, !dbg !1697

31:                                               ; preds = %26, %30
  %32 = phi i32 [ 0, %26 ], [ 11, %30 ], !dbg !1677
  ret i32 %32, !dbg !1698
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 0, 23) i32 @pthread_key_delete(i32 noundef %0) local_unnamed_addr #2 !dbg !1699 {
    #dbg_value(i32 %0, !1703, !DIExpression(), !1704)
  %2 = icmp ugt i32 %0, 63, !dbg !1705
  br i1 %2, label %9, label %3, !dbg !1707

3:                                                ; preds = %1
  %4 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %0, !dbg !1708
  %5 = load i32, ptr %4, align 4, !dbg !1708, !tbaa !126
  %6 = icmp eq i32 %5, 0, !dbg !1708
  br i1 %6, label %9, label %7, !dbg !1709

7:                                                ; preds = %3
  store i32 0, ptr %4, align 4, !dbg !1710, !tbaa !126
  %8 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i32 0, i32 %0, !dbg !1711
  store ptr null, ptr %8, align 4, !dbg !1712, !tbaa !135
  br label %9, !dbg !1713

9:                                                ; preds = %1, %3, %7
  %10 = phi i32 [ 0, %7 ], [ 22, %3 ], [ 22, %1 ], !dbg !1704
  ret i32 %10, !dbg !1714
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none)
define dso_local ptr @pthread_getspecific(i32 noundef %0) local_unnamed_addr #14 !dbg !1715 {
    #dbg_value(i32 %0, !1719, !DIExpression(), !1720)
  %2 = icmp ult i32 %0, 64, !dbg !1721
  br i1 %2, label %3, label %7, !dbg !1722

3:                                                ; preds = %1
  %4 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @key_value), !dbg !1723
  %5 = getelementptr inbounds [64 x ptr], ptr %4, i32 0, i32 %0, !dbg !1723
  %6 = load ptr, ptr %5, align 4, !dbg !1723, !tbaa !135
  br label %7, !dbg !1722

7:                                                ; preds = %1, %3
  %8 = phi ptr [ %6, %3 ], [ null, %1 ], !dbg !1722
  ret ptr %8, !dbg !1724
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 0, 23) i32 @pthread_setspecific(i32 noundef %0, ptr noundef %1) local_unnamed_addr #2 !dbg !1725 {
    #dbg_value(i32 %0, !1729, !DIExpression(), !1731)
    #dbg_value(ptr %1, !1730, !DIExpression(), !1731)
  %3 = icmp ugt i32 %0, 63, !dbg !1732
  br i1 %3, label %11, label %4, !dbg !1734

4:                                                ; preds = %2
  %5 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %0, !dbg !1735
  %6 = load i32, ptr %5, align 4, !dbg !1735, !tbaa !126
  %7 = icmp eq i32 %6, 0, !dbg !1735
  br i1 %7, label %11, label %8, !dbg !1736

8:                                                ; preds = %4
  %9 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @key_value), !dbg !1737
  %10 = getelementptr inbounds [64 x ptr], ptr %9, i32 0, i32 %0, !dbg !1737
  store ptr %1, ptr %10, align 4, !dbg !1738, !tbaa !135
  br label %11, !dbg !1739

11:                                               ; preds = %2, %4, %8
  %12 = phi i32 [ 0, %8 ], [ 22, %4 ], [ 22, %2 ], !dbg !1731
  ret i32 %12, !dbg !1740
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #15

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #15

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #15

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
attributes #15 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #16 = { nobuiltin nounwind "no-builtins" }
attributes #17 = { nobuiltin noreturn nounwind "no-builtins" }
attributes #18 = { nounwind }
attributes #19 = { nobuiltin "no-builtins" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!105, !106, !107, !108, !109, !110, !111}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "pancam_errno", scope: !2, file: !3, line: 33, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !22, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "src/vm/libc/libc.c", directory: ".", checksumkind: CSK_MD5, checksum: "1092327932775bbb4b85c8f4a77bfd0a")
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
!22 = !{!23, !29, !31, !33, !41, !46, !0, !48, !56, !58, !63, !65, !67, !69, !74, !80, !83, !85, !87, !89, !94, !99, !102}
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
!49 = distinct !DIGlobalVariable(name: "atexit_fns", scope: !2, file: !3, line: 56, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 1024, elements: !54)
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 32)
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
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !77, size: 2048, elements: !72)
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 32)
!78 = !DISubroutineType(types: !79)
!79 = !{null, !8}
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(name: "key_value", scope: !2, file: !3, line: 569, type: !82, isLocal: true, isDefinition: true)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 2048, elements: !72)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(name: "pancam_stdin", scope: !2, file: !3, line: 46, type: !26, isLocal: true, isDefinition: true)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(name: "pancam_stdout", scope: !2, file: !3, line: 47, type: !26, isLocal: true, isDefinition: true)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(name: "pancam_stderr", scope: !2, file: !3, line: 48, type: !26, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(name: "ctype_b", scope: !2, file: !3, line: 310, type: !91, isLocal: true, isDefinition: true)
!91 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !92)
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 32)
!93 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(name: "ctype_b_table", scope: !2, file: !3, line: 307, type: !96, isLocal: true, isDefinition: true)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !93, size: 6144, elements: !97)
!97 = !{!98}
!98 = !DISubrange(count: 384)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(name: "ctype_lower_table", scope: !2, file: !3, line: 308, type: !101, isLocal: true, isDefinition: true)
!101 = !DICompositeType(tag: DW_TAG_array_type, baseType: !45, size: 12288, elements: !97)
!102 = !DIGlobalVariableExpression(var: !103, expr: !DIExpression())
!103 = distinct !DIGlobalVariable(name: "ctype_upper_table", scope: !2, file: !3, line: 309, type: !101, isLocal: true, isDefinition: true)
!104 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression(DW_OP_deref_size, 1, DW_OP_constu, 1, DW_OP_mul, DW_OP_constu, 0, DW_OP_plus, DW_OP_stack_value))
!105 = !{i32 1, !"NumRegisterParameters", i32 0}
!106 = !{i32 7, !"Dwarf Version", i32 5}
!107 = !{i32 2, !"Debug Info Version", i32 3}
!108 = !{i32 1, !"wchar_size", i32 4}
!109 = !{i32 8, !"PIC Level", i32 2}
!110 = !{i32 7, !"PIE Level", i32 2}
!111 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!112 = distinct !DISubprogram(name: "__errno_location", scope: !3, file: !3, line: 35, type: !113, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!113 = !DISubroutineType(types: !114)
!114 = !{!115}
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 32)
!116 = !DILocation(line: 35, column: 39, scope: !112)
!117 = !DILocation(line: 35, column: 31, scope: !112)
!118 = distinct !DISubprogram(name: "atexit", scope: !3, file: !3, line: 59, type: !119, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !121)
!119 = !DISubroutineType(types: !120)
!120 = !{!14, !51}
!121 = !{!122}
!122 = !DILocalVariable(name: "f", arg: 1, scope: !118, file: !3, line: 59, type: !51)
!123 = !DILocation(line: 0, scope: !118)
!124 = !DILocation(line: 60, column: 7, scope: !125)
!125 = distinct !DILexicalBlock(scope: !118, file: !3, line: 60, column: 7)
!126 = !{!127, !127, i64 0}
!127 = !{!"int", !128, i64 0}
!128 = !{!"omnipotent char", !129, i64 0}
!129 = !{!"Simple C/C++ TBAA"}
!130 = !DILocation(line: 60, column: 16, scope: !125)
!131 = !DILocation(line: 60, column: 7, scope: !118)
!132 = !DILocation(line: 62, column: 22, scope: !118)
!133 = !DILocation(line: 62, column: 3, scope: !118)
!134 = !DILocation(line: 62, column: 26, scope: !118)
!135 = !{!136, !136, i64 0}
!136 = !{!"any pointer", !128, i64 0}
!137 = !DILocation(line: 63, column: 3, scope: !118)
!138 = !DILocation(line: 64, column: 1, scope: !118)
!139 = distinct !DISubprogram(name: "exit", scope: !3, file: !3, line: 66, type: !140, scopeLine: 66, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !142)
!140 = !DISubroutineType(types: !141)
!141 = !{null, !14}
!142 = !{!143, !144}
!143 = !DILocalVariable(name: "code", arg: 1, scope: !139, file: !3, line: 66, type: !14)
!144 = !DILocalVariable(name: "f", scope: !145, file: !3, line: 68, type: !51)
!145 = distinct !DILexicalBlock(scope: !139, file: !3, line: 67, column: 24)
!146 = !DILocation(line: 0, scope: !139)
!147 = !DILocation(line: 67, column: 10, scope: !139)
!148 = !DILocation(line: 67, column: 19, scope: !139)
!149 = !DILocation(line: 67, column: 3, scope: !139)
!150 = !DILocation(line: 68, column: 34, scope: !145)
!151 = !DILocation(line: 68, column: 23, scope: !145)
!152 = !DILocation(line: 0, scope: !145)
!153 = !DILocation(line: 69, column: 5, scope: !145)
!154 = distinct !{!154, !149, !155, !156}
!155 = !DILocation(line: 70, column: 3, scope: !139)
!156 = !{!"llvm.loop.mustprogress"}
!157 = !DILocation(line: 71, column: 3, scope: !139)
!158 = !DISubprogram(name: "__pancam_exit", scope: !3, file: !3, line: 28, type: !140, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!159 = distinct !DISubprogram(name: "memcmp", scope: !3, file: !3, line: 76, type: !160, scopeLine: 76, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !165)
!160 = !DISubroutineType(types: !161)
!161 = !{!14, !162, !162, !164}
!162 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !163, size: 32)
!163 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!164 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !3, line: 17, baseType: !16)
!165 = !{!166, !167, !168, !169, !170, !171}
!166 = !DILocalVariable(name: "a", arg: 1, scope: !159, file: !3, line: 76, type: !162)
!167 = !DILocalVariable(name: "b", arg: 2, scope: !159, file: !3, line: 76, type: !162)
!168 = !DILocalVariable(name: "n", arg: 3, scope: !159, file: !3, line: 76, type: !164)
!169 = !DILocalVariable(name: "p", scope: !159, file: !3, line: 77, type: !9)
!170 = !DILocalVariable(name: "q", scope: !159, file: !3, line: 77, type: !9)
!171 = !DILocalVariable(name: "i", scope: !172, file: !3, line: 78, type: !164)
!172 = distinct !DILexicalBlock(scope: !159, file: !3, line: 78, column: 3)
!173 = !DILocation(line: 0, scope: !159)
!174 = !DILocation(line: 0, scope: !172)
!175 = !DILocation(line: 78, column: 24, scope: !176)
!176 = distinct !DILexicalBlock(scope: !172, file: !3, line: 78, column: 3)
!177 = !DILocation(line: 78, column: 3, scope: !172)
!178 = !DILocation(line: 78, column: 30, scope: !176)
!179 = distinct !{!179, !177, !180, !156}
!180 = !DILocation(line: 80, column: 33, scope: !172)
!181 = !DILocation(line: 79, column: 9, scope: !182)
!182 = distinct !DILexicalBlock(scope: !176, file: !3, line: 79, column: 9)
!183 = !{!128, !128, i64 0}
!184 = !DILocation(line: 79, column: 17, scope: !182)
!185 = !DILocation(line: 79, column: 14, scope: !182)
!186 = !DILocation(line: 79, column: 9, scope: !176)
!187 = !DILocation(line: 80, column: 19, scope: !182)
!188 = !DILocation(line: 80, column: 14, scope: !182)
!189 = !DILocation(line: 80, column: 7, scope: !182)
!190 = !DILocation(line: 82, column: 1, scope: !159)
!191 = distinct !DISubprogram(name: "bcmp", scope: !3, file: !3, line: 84, type: !160, scopeLine: 84, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !192)
!192 = !{!193, !194, !195}
!193 = !DILocalVariable(name: "a", arg: 1, scope: !191, file: !3, line: 84, type: !162)
!194 = !DILocalVariable(name: "b", arg: 2, scope: !191, file: !3, line: 84, type: !162)
!195 = !DILocalVariable(name: "n", arg: 3, scope: !191, file: !3, line: 84, type: !164)
!196 = !DILocation(line: 0, scope: !191)
!197 = !DILocation(line: 0, scope: !159, inlinedAt: !198)
!198 = distinct !DILocation(line: 84, column: 59, scope: !191)
!199 = !DILocation(line: 0, scope: !172, inlinedAt: !198)
!200 = !DILocation(line: 78, column: 24, scope: !176, inlinedAt: !198)
!201 = !DILocation(line: 78, column: 3, scope: !172, inlinedAt: !198)
!202 = !DILocation(line: 78, column: 30, scope: !176, inlinedAt: !198)
!203 = distinct !{!203, !201, !204, !156}
!204 = !DILocation(line: 80, column: 33, scope: !172, inlinedAt: !198)
!205 = !DILocation(line: 79, column: 9, scope: !182, inlinedAt: !198)
!206 = !DILocation(line: 79, column: 17, scope: !182, inlinedAt: !198)
!207 = !DILocation(line: 79, column: 14, scope: !182, inlinedAt: !198)
!208 = !DILocation(line: 79, column: 9, scope: !176, inlinedAt: !198)
!209 = !DILocation(line: 84, column: 52, scope: !191)
!210 = distinct !DISubprogram(name: "mempcpy", scope: !3, file: !3, line: 86, type: !211, scopeLine: 86, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !213)
!211 = !DISubroutineType(types: !212)
!212 = !{!8, !8, !162, !164}
!213 = !{!214, !215, !216}
!214 = !DILocalVariable(name: "d", arg: 1, scope: !210, file: !3, line: 86, type: !8)
!215 = !DILocalVariable(name: "s", arg: 2, scope: !210, file: !3, line: 86, type: !162)
!216 = !DILocalVariable(name: "n", arg: 3, scope: !210, file: !3, line: 86, type: !164)
!217 = !DILocation(line: 0, scope: !210)
!218 = !DILocation(line: 86, column: 66, scope: !210)
!219 = !DILocation(line: 86, column: 82, scope: !210)
!220 = !DILocation(line: 86, column: 51, scope: !210)
!221 = !DISubprogram(name: "memcpy", scope: !3, file: !3, line: 25, type: !211, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!222 = distinct !DISubprogram(name: "memrchr", scope: !3, file: !3, line: 88, type: !223, scopeLine: 88, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !225)
!223 = !DISubroutineType(types: !224)
!224 = !{!8, !162, !14, !164}
!225 = !{!226, !227, !228, !229}
!226 = !DILocalVariable(name: "s", arg: 1, scope: !222, file: !3, line: 88, type: !162)
!227 = !DILocalVariable(name: "c", arg: 2, scope: !222, file: !3, line: 88, type: !14)
!228 = !DILocalVariable(name: "n", arg: 3, scope: !222, file: !3, line: 88, type: !164)
!229 = !DILocalVariable(name: "p", scope: !222, file: !3, line: 89, type: !9)
!230 = !DILocation(line: 0, scope: !222)
!231 = !DILocation(line: 90, column: 3, scope: !222)
!232 = !DILocation(line: 90, column: 12, scope: !222)
!233 = !DILocation(line: 91, column: 6, scope: !234)
!234 = distinct !DILexicalBlock(scope: !222, file: !3, line: 90, column: 17)
!235 = !DILocation(line: 92, column: 9, scope: !236)
!236 = distinct !DILexicalBlock(scope: !234, file: !3, line: 92, column: 9)
!237 = !DILocation(line: 92, column: 14, scope: !236)
!238 = !DILocation(line: 92, column: 9, scope: !234)
!239 = distinct !{!239, !231, !240, !156}
!240 = !DILocation(line: 94, column: 3, scope: !222)
!241 = !DILocation(line: 96, column: 1, scope: !222)
!242 = distinct !DISubprogram(name: "memchr", scope: !3, file: !3, line: 98, type: !223, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !243)
!243 = !{!244, !245, !246, !247, !248}
!244 = !DILocalVariable(name: "s", arg: 1, scope: !242, file: !3, line: 98, type: !162)
!245 = !DILocalVariable(name: "c", arg: 2, scope: !242, file: !3, line: 98, type: !14)
!246 = !DILocalVariable(name: "n", arg: 3, scope: !242, file: !3, line: 98, type: !164)
!247 = !DILocalVariable(name: "p", scope: !242, file: !3, line: 99, type: !9)
!248 = !DILocalVariable(name: "i", scope: !249, file: !3, line: 100, type: !164)
!249 = distinct !DILexicalBlock(scope: !242, file: !3, line: 100, column: 3)
!250 = !DILocation(line: 0, scope: !242)
!251 = !DILocation(line: 0, scope: !249)
!252 = !DILocation(line: 100, column: 24, scope: !253)
!253 = distinct !DILexicalBlock(scope: !249, file: !3, line: 100, column: 3)
!254 = !DILocation(line: 100, column: 3, scope: !249)
!255 = !DILocation(line: 101, column: 9, scope: !256)
!256 = distinct !DILexicalBlock(scope: !253, file: !3, line: 101, column: 9)
!257 = !DILocation(line: 101, column: 14, scope: !256)
!258 = !DILocation(line: 101, column: 9, scope: !253)
!259 = !DILocation(line: 100, column: 30, scope: !253)
!260 = distinct !{!260, !254, !261, !156}
!261 = !DILocation(line: 102, column: 28, scope: !249)
!262 = !DILocation(line: 104, column: 1, scope: !242)
!263 = distinct !DISubprogram(name: "strnlen", scope: !3, file: !3, line: 106, type: !264, scopeLine: 106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !266)
!264 = !DISubroutineType(types: !265)
!265 = !{!164, !17, !164}
!266 = !{!267, !268, !269}
!267 = !DILocalVariable(name: "s", arg: 1, scope: !263, file: !3, line: 106, type: !17)
!268 = !DILocalVariable(name: "n", arg: 2, scope: !263, file: !3, line: 106, type: !164)
!269 = !DILocalVariable(name: "i", scope: !263, file: !3, line: 107, type: !164)
!270 = !DILocation(line: 0, scope: !263)
!271 = !DILocation(line: 108, column: 12, scope: !263)
!272 = !DILocation(line: 108, column: 16, scope: !263)
!273 = !DILocation(line: 108, column: 19, scope: !263)
!274 = !DILocation(line: 108, column: 3, scope: !263)
!275 = !DILocation(line: 109, column: 6, scope: !263)
!276 = distinct !{!276, !274, !275, !156}
!277 = !DILocation(line: 110, column: 3, scope: !263)
!278 = distinct !DISubprogram(name: "strcmp", scope: !3, file: !3, line: 113, type: !279, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !281)
!279 = !DISubroutineType(types: !280)
!280 = !{!14, !17, !17}
!281 = !{!282, !283, !284, !285}
!282 = !DILocalVariable(name: "a", arg: 1, scope: !278, file: !3, line: 113, type: !17)
!283 = !DILocalVariable(name: "b", arg: 2, scope: !278, file: !3, line: 113, type: !17)
!284 = !DILocalVariable(name: "p", scope: !278, file: !3, line: 114, type: !9)
!285 = !DILocalVariable(name: "q", scope: !278, file: !3, line: 114, type: !9)
!286 = !DILocation(line: 0, scope: !278)
!287 = !DILocation(line: 115, column: 10, scope: !278)
!288 = !DILocation(line: 115, column: 13, scope: !278)
!289 = !DILocation(line: 115, column: 22, scope: !278)
!290 = !DILocation(line: 115, column: 19, scope: !278)
!291 = !DILocation(line: 115, column: 3, scope: !278)
!292 = !DILocation(line: 116, column: 6, scope: !293)
!293 = distinct !DILexicalBlock(scope: !278, file: !3, line: 115, column: 26)
!294 = !DILocation(line: 117, column: 6, scope: !293)
!295 = distinct !{!295, !291, !296, !156}
!296 = !DILocation(line: 118, column: 3, scope: !278)
!297 = !DILocation(line: 119, column: 16, scope: !278)
!298 = !DILocation(line: 119, column: 14, scope: !278)
!299 = !DILocation(line: 119, column: 26, scope: !278)
!300 = !DILocation(line: 119, column: 20, scope: !278)
!301 = !DILocation(line: 119, column: 3, scope: !278)
!302 = distinct !DISubprogram(name: "strncmp", scope: !3, file: !3, line: 122, type: !303, scopeLine: 122, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !305)
!303 = !DISubroutineType(types: !304)
!304 = !{!14, !17, !17, !164}
!305 = !{!306, !307, !308, !309, !310, !311}
!306 = !DILocalVariable(name: "a", arg: 1, scope: !302, file: !3, line: 122, type: !17)
!307 = !DILocalVariable(name: "b", arg: 2, scope: !302, file: !3, line: 122, type: !17)
!308 = !DILocalVariable(name: "n", arg: 3, scope: !302, file: !3, line: 122, type: !164)
!309 = !DILocalVariable(name: "p", scope: !302, file: !3, line: 123, type: !9)
!310 = !DILocalVariable(name: "q", scope: !302, file: !3, line: 123, type: !9)
!311 = !DILocalVariable(name: "i", scope: !312, file: !3, line: 124, type: !164)
!312 = distinct !DILexicalBlock(scope: !302, file: !3, line: 124, column: 3)
!313 = !DILocation(line: 0, scope: !302)
!314 = !DILocation(line: 0, scope: !312)
!315 = !DILocation(line: 124, column: 24, scope: !316)
!316 = distinct !DILexicalBlock(scope: !312, file: !3, line: 124, column: 3)
!317 = !DILocation(line: 124, column: 3, scope: !312)
!318 = !DILocation(line: 125, column: 9, scope: !319)
!319 = distinct !DILexicalBlock(scope: !320, file: !3, line: 125, column: 9)
!320 = distinct !DILexicalBlock(scope: !316, file: !3, line: 124, column: 34)
!321 = !DILocation(line: 125, column: 17, scope: !319)
!322 = !DILocation(line: 125, column: 14, scope: !319)
!323 = !DILocation(line: 125, column: 9, scope: !320)
!324 = !DILocation(line: 126, column: 20, scope: !319)
!325 = !DILocation(line: 126, column: 36, scope: !319)
!326 = !DILocation(line: 126, column: 28, scope: !319)
!327 = !DILocation(line: 126, column: 7, scope: !319)
!328 = !DILocation(line: 127, column: 10, scope: !329)
!329 = distinct !DILexicalBlock(scope: !320, file: !3, line: 127, column: 9)
!330 = !DILocation(line: 127, column: 9, scope: !320)
!331 = distinct !{!331, !317, !332, !156}
!332 = !DILocation(line: 129, column: 3, scope: !312)
!333 = !DILocation(line: 131, column: 1, scope: !302)
!334 = distinct !DISubprogram(name: "strcpy", scope: !3, file: !3, line: 133, type: !36, scopeLine: 133, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !335)
!335 = !{!336, !337, !338}
!336 = !DILocalVariable(name: "d", arg: 1, scope: !334, file: !3, line: 133, type: !5)
!337 = !DILocalVariable(name: "s", arg: 2, scope: !334, file: !3, line: 133, type: !17)
!338 = !DILocalVariable(name: "r", scope: !334, file: !3, line: 134, type: !5)
!339 = !DILocation(line: 0, scope: !334)
!340 = !DILocation(line: 135, column: 3, scope: !334)
!341 = !DILocation(line: 135, column: 20, scope: !334)
!342 = !DILocation(line: 135, column: 18, scope: !334)
!343 = !DILocation(line: 135, column: 13, scope: !334)
!344 = !DILocation(line: 135, column: 16, scope: !334)
!345 = distinct !{!345, !340, !346, !156}
!346 = !DILocation(line: 136, column: 5, scope: !334)
!347 = !DILocation(line: 137, column: 3, scope: !334)
!348 = distinct !DISubprogram(name: "stpcpy", scope: !3, file: !3, line: 140, type: !36, scopeLine: 140, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !349)
!349 = !{!350, !351}
!350 = !DILocalVariable(name: "d", arg: 1, scope: !348, file: !3, line: 140, type: !5)
!351 = !DILocalVariable(name: "s", arg: 2, scope: !348, file: !3, line: 140, type: !17)
!352 = !DILocation(line: 0, scope: !348)
!353 = !DILocation(line: 141, column: 16, scope: !348)
!354 = !DILocation(line: 141, column: 14, scope: !348)
!355 = !DILocation(line: 141, column: 3, scope: !348)
!356 = !DILocation(line: 141, column: 18, scope: !348)
!357 = !DILocation(line: 142, column: 6, scope: !348)
!358 = distinct !{!358, !355, !357, !156}
!359 = !DILocation(line: 143, column: 3, scope: !348)
!360 = distinct !DISubprogram(name: "stpncpy", scope: !3, file: !3, line: 146, type: !361, scopeLine: 146, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !363)
!361 = !DISubroutineType(types: !362)
!362 = !{!5, !5, !17, !164}
!363 = !{!364, !365, !366, !367, !368}
!364 = !DILocalVariable(name: "d", arg: 1, scope: !360, file: !3, line: 146, type: !5)
!365 = !DILocalVariable(name: "s", arg: 2, scope: !360, file: !3, line: 146, type: !17)
!366 = !DILocalVariable(name: "n", arg: 3, scope: !360, file: !3, line: 146, type: !164)
!367 = !DILocalVariable(name: "i", scope: !360, file: !3, line: 147, type: !164)
!368 = !DILocalVariable(name: "end", scope: !360, file: !3, line: 150, type: !5)
!369 = !DILocation(line: 0, scope: !360)
!370 = !DILocation(line: 148, column: 12, scope: !371)
!371 = distinct !DILexicalBlock(scope: !372, file: !3, line: 148, column: 3)
!372 = distinct !DILexicalBlock(scope: !360, file: !3, line: 148, column: 3)
!373 = !DILocation(line: 148, column: 16, scope: !371)
!374 = !DILocation(line: 148, column: 19, scope: !371)
!375 = !DILocation(line: 148, column: 3, scope: !372)
!376 = !DILocation(line: 149, column: 5, scope: !371)
!377 = !DILocation(line: 149, column: 10, scope: !371)
!378 = !DILocation(line: 148, column: 26, scope: !371)
!379 = distinct !{!379, !375, !380, !156}
!380 = !DILocation(line: 149, column: 15, scope: !372)
!381 = !DILocation(line: 151, column: 12, scope: !382)
!382 = distinct !DILexicalBlock(scope: !383, file: !3, line: 151, column: 3)
!383 = distinct !DILexicalBlock(scope: !360, file: !3, line: 151, column: 3)
!384 = !DILocation(line: 151, column: 3, scope: !383)
!385 = !DILocation(line: 152, column: 5, scope: !382)
!386 = !DILocation(line: 152, column: 10, scope: !382)
!387 = !DILocation(line: 151, column: 18, scope: !382)
!388 = distinct !{!388, !389}
!389 = !{!"llvm.loop.unroll.disable"}
!390 = distinct !{!390, !384, !391, !156}
!391 = !DILocation(line: 152, column: 12, scope: !383)
!392 = !DILocation(line: 150, column: 17, scope: !360)
!393 = !DILocation(line: 153, column: 3, scope: !360)
!394 = distinct !DISubprogram(name: "strchrnul", scope: !3, file: !3, line: 156, type: !395, scopeLine: 156, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !397)
!395 = !DISubroutineType(types: !396)
!396 = !{!5, !17, !14}
!397 = !{!398, !399}
!398 = !DILocalVariable(name: "s", arg: 1, scope: !394, file: !3, line: 156, type: !17)
!399 = !DILocalVariable(name: "c", arg: 2, scope: !394, file: !3, line: 156, type: !14)
!400 = !DILocation(line: 0, scope: !394)
!401 = !DILocation(line: 157, column: 10, scope: !394)
!402 = !DILocation(line: 157, column: 13, scope: !394)
!403 = !DILocation(line: 157, column: 19, scope: !394)
!404 = !DILocation(line: 157, column: 3, scope: !394)
!405 = !DILocation(line: 158, column: 6, scope: !394)
!406 = distinct !{!406, !404, !405, !156}
!407 = !DILocation(line: 159, column: 3, scope: !394)
!408 = distinct !DISubprogram(name: "strncpy", scope: !3, file: !3, line: 162, type: !361, scopeLine: 162, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !409)
!409 = !{!410, !411, !412, !413}
!410 = !DILocalVariable(name: "d", arg: 1, scope: !408, file: !3, line: 162, type: !5)
!411 = !DILocalVariable(name: "s", arg: 2, scope: !408, file: !3, line: 162, type: !17)
!412 = !DILocalVariable(name: "n", arg: 3, scope: !408, file: !3, line: 162, type: !164)
!413 = !DILocalVariable(name: "i", scope: !408, file: !3, line: 163, type: !164)
!414 = !DILocation(line: 0, scope: !408)
!415 = !DILocation(line: 164, column: 12, scope: !416)
!416 = distinct !DILexicalBlock(scope: !417, file: !3, line: 164, column: 3)
!417 = distinct !DILexicalBlock(scope: !408, file: !3, line: 164, column: 3)
!418 = !DILocation(line: 164, column: 16, scope: !416)
!419 = !DILocation(line: 164, column: 19, scope: !416)
!420 = !DILocation(line: 164, column: 3, scope: !417)
!421 = !DILocation(line: 165, column: 5, scope: !416)
!422 = !DILocation(line: 165, column: 10, scope: !416)
!423 = !DILocation(line: 164, column: 26, scope: !416)
!424 = distinct !{!424, !420, !425, !156}
!425 = !DILocation(line: 165, column: 15, scope: !417)
!426 = !DILocation(line: 166, column: 12, scope: !427)
!427 = distinct !DILexicalBlock(scope: !428, file: !3, line: 166, column: 3)
!428 = distinct !DILexicalBlock(scope: !408, file: !3, line: 166, column: 3)
!429 = !DILocation(line: 166, column: 3, scope: !428)
!430 = !DILocation(line: 167, column: 5, scope: !427)
!431 = !DILocation(line: 167, column: 10, scope: !427)
!432 = !DILocation(line: 166, column: 18, scope: !427)
!433 = distinct !{!433, !389}
!434 = distinct !{!434, !429, !435, !156}
!435 = !DILocation(line: 167, column: 12, scope: !428)
!436 = !DILocation(line: 168, column: 3, scope: !408)
!437 = distinct !DISubprogram(name: "strcat", scope: !3, file: !3, line: 171, type: !36, scopeLine: 171, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !438)
!438 = !{!439, !440}
!439 = !DILocalVariable(name: "d", arg: 1, scope: !437, file: !3, line: 171, type: !5)
!440 = !DILocalVariable(name: "s", arg: 2, scope: !437, file: !3, line: 171, type: !17)
!441 = !DILocation(line: 0, scope: !437)
!442 = !DILocation(line: 172, column: 14, scope: !437)
!443 = !DILocation(line: 172, column: 12, scope: !437)
!444 = !DILocation(line: 0, scope: !334, inlinedAt: !445)
!445 = distinct !DILocation(line: 172, column: 3, scope: !437)
!446 = !DILocation(line: 135, column: 3, scope: !334, inlinedAt: !445)
!447 = !DILocation(line: 135, column: 20, scope: !334, inlinedAt: !445)
!448 = !DILocation(line: 135, column: 18, scope: !334, inlinedAt: !445)
!449 = !DILocation(line: 135, column: 13, scope: !334, inlinedAt: !445)
!450 = !DILocation(line: 135, column: 16, scope: !334, inlinedAt: !445)
!451 = distinct !{!451, !446, !452, !156}
!452 = !DILocation(line: 136, column: 5, scope: !334, inlinedAt: !445)
!453 = !DILocation(line: 173, column: 3, scope: !437)
!454 = !DISubprogram(name: "strlen", scope: !3, file: !3, line: 27, type: !455, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!455 = !DISubroutineType(types: !456)
!456 = !{!164, !17}
!457 = distinct !DISubprogram(name: "strncat", scope: !3, file: !3, line: 176, type: !361, scopeLine: 176, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !458)
!458 = !{!459, !460, !461, !462, !463}
!459 = !DILocalVariable(name: "d", arg: 1, scope: !457, file: !3, line: 176, type: !5)
!460 = !DILocalVariable(name: "s", arg: 2, scope: !457, file: !3, line: 176, type: !17)
!461 = !DILocalVariable(name: "n", arg: 3, scope: !457, file: !3, line: 176, type: !164)
!462 = !DILocalVariable(name: "e", scope: !457, file: !3, line: 177, type: !5)
!463 = !DILocalVariable(name: "i", scope: !457, file: !3, line: 178, type: !164)
!464 = !DILocation(line: 0, scope: !457)
!465 = !DILocation(line: 177, column: 17, scope: !457)
!466 = !DILocation(line: 177, column: 15, scope: !457)
!467 = !DILocation(line: 179, column: 12, scope: !468)
!468 = distinct !DILexicalBlock(scope: !469, file: !3, line: 179, column: 3)
!469 = distinct !DILexicalBlock(scope: !457, file: !3, line: 179, column: 3)
!470 = !DILocation(line: 179, column: 16, scope: !468)
!471 = !DILocation(line: 179, column: 19, scope: !468)
!472 = !DILocation(line: 179, column: 3, scope: !469)
!473 = !DILocation(line: 180, column: 5, scope: !468)
!474 = !DILocation(line: 180, column: 10, scope: !468)
!475 = !DILocation(line: 179, column: 26, scope: !468)
!476 = distinct !{!476, !472, !477, !156}
!477 = !DILocation(line: 180, column: 15, scope: !469)
!478 = !DILocation(line: 181, column: 3, scope: !457)
!479 = !DILocation(line: 181, column: 8, scope: !457)
!480 = !DILocation(line: 182, column: 3, scope: !457)
!481 = distinct !DISubprogram(name: "strchr", scope: !3, file: !3, line: 185, type: !395, scopeLine: 185, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !482)
!482 = !{!483, !484}
!483 = !DILocalVariable(name: "s", arg: 1, scope: !481, file: !3, line: 185, type: !17)
!484 = !DILocalVariable(name: "c", arg: 2, scope: !481, file: !3, line: 185, type: !14)
!485 = !DILocation(line: 0, scope: !481)
!486 = !DILocation(line: 187, column: 9, scope: !487)
!487 = distinct !DILexicalBlock(scope: !488, file: !3, line: 187, column: 9)
!488 = distinct !DILexicalBlock(scope: !489, file: !3, line: 186, column: 16)
!489 = distinct !DILexicalBlock(scope: !490, file: !3, line: 186, column: 3)
!490 = distinct !DILexicalBlock(scope: !481, file: !3, line: 186, column: 3)
!491 = !DILocation(line: 187, column: 12, scope: !487)
!492 = !DILocation(line: 187, column: 9, scope: !488)
!493 = !DILocation(line: 189, column: 10, scope: !494)
!494 = distinct !DILexicalBlock(scope: !488, file: !3, line: 189, column: 9)
!495 = !DILocation(line: 189, column: 9, scope: !488)
!496 = !DILocation(line: 186, column: 12, scope: !489)
!497 = distinct !{!497, !498, !499}
!498 = !DILocation(line: 186, column: 3, scope: !490)
!499 = !DILocation(line: 191, column: 3, scope: !490)
!500 = !DILocation(line: 0, scope: !488)
!501 = !DILocation(line: 192, column: 1, scope: !481)
!502 = distinct !DISubprogram(name: "strrchr", scope: !3, file: !3, line: 194, type: !395, scopeLine: 194, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !503)
!503 = !{!504, !505, !506}
!504 = !DILocalVariable(name: "s", arg: 1, scope: !502, file: !3, line: 194, type: !17)
!505 = !DILocalVariable(name: "c", arg: 2, scope: !502, file: !3, line: 194, type: !14)
!506 = !DILocalVariable(name: "last", scope: !502, file: !3, line: 195, type: !17)
!507 = !DILocation(line: 0, scope: !502)
!508 = !DILocation(line: 196, column: 3, scope: !502)
!509 = !DILocation(line: 197, column: 9, scope: !510)
!510 = distinct !DILexicalBlock(scope: !511, file: !3, line: 197, column: 9)
!511 = distinct !DILexicalBlock(scope: !512, file: !3, line: 196, column: 16)
!512 = distinct !DILexicalBlock(scope: !513, file: !3, line: 196, column: 3)
!513 = distinct !DILexicalBlock(scope: !502, file: !3, line: 196, column: 3)
!514 = !DILocation(line: 197, column: 12, scope: !510)
!515 = !DILocation(line: 197, column: 9, scope: !511)
!516 = !DILocation(line: 199, column: 10, scope: !517)
!517 = distinct !DILexicalBlock(scope: !511, file: !3, line: 199, column: 9)
!518 = !DILocation(line: 196, column: 12, scope: !512)
!519 = !DILocation(line: 199, column: 9, scope: !511)
!520 = distinct !{!520, !521, !522}
!521 = !DILocation(line: 196, column: 3, scope: !513)
!522 = !DILocation(line: 201, column: 3, scope: !513)
!523 = !DILocation(line: 200, column: 7, scope: !517)
!524 = distinct !DISubprogram(name: "strstr", scope: !3, file: !3, line: 204, type: !525, scopeLine: 204, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !527)
!525 = !DISubroutineType(types: !526)
!526 = !{!5, !17, !17}
!527 = !{!528, !529, !530}
!528 = !DILocalVariable(name: "h", arg: 1, scope: !524, file: !3, line: 204, type: !17)
!529 = !DILocalVariable(name: "n", arg: 2, scope: !524, file: !3, line: 204, type: !17)
!530 = !DILocalVariable(name: "m", scope: !524, file: !3, line: 205, type: !164)
!531 = !DILocation(line: 0, scope: !524)
!532 = !DILocation(line: 205, column: 14, scope: !524)
!533 = !DILocation(line: 206, column: 9, scope: !534)
!534 = distinct !DILexicalBlock(scope: !524, file: !3, line: 206, column: 7)
!535 = !DILocation(line: 206, column: 7, scope: !524)
!536 = !DILocation(line: 208, column: 10, scope: !537)
!537 = distinct !DILexicalBlock(scope: !538, file: !3, line: 208, column: 3)
!538 = distinct !DILexicalBlock(scope: !524, file: !3, line: 208, column: 3)
!539 = !DILocation(line: 208, column: 3, scope: !538)
!540 = !DILocation(line: 209, column: 12, scope: !541)
!541 = distinct !DILexicalBlock(scope: !537, file: !3, line: 209, column: 9)
!542 = !DILocation(line: 209, column: 18, scope: !541)
!543 = !DILocation(line: 0, scope: !312, inlinedAt: !544)
!544 = distinct !DILocation(line: 209, column: 21, scope: !541)
!545 = !DILocation(line: 125, column: 9, scope: !319, inlinedAt: !544)
!546 = !DILocation(line: 125, column: 17, scope: !319, inlinedAt: !544)
!547 = !DILocation(line: 125, column: 14, scope: !319, inlinedAt: !544)
!548 = !DILocation(line: 125, column: 9, scope: !320, inlinedAt: !544)
!549 = !DILocation(line: 127, column: 10, scope: !329, inlinedAt: !544)
!550 = !DILocation(line: 127, column: 9, scope: !320, inlinedAt: !544)
!551 = distinct !{!551, !552, !553, !156}
!552 = !DILocation(line: 124, column: 3, scope: !312, inlinedAt: !544)
!553 = !DILocation(line: 129, column: 3, scope: !312, inlinedAt: !544)
!554 = !DILocation(line: 208, column: 15, scope: !537)
!555 = distinct !{!555, !539, !556, !156}
!556 = !DILocation(line: 210, column: 22, scope: !538)
!557 = !DILocation(line: 212, column: 1, scope: !524)
!558 = distinct !DISubprogram(name: "strspn", scope: !3, file: !3, line: 214, type: !559, scopeLine: 214, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !561)
!559 = !DISubroutineType(types: !560)
!560 = !{!164, !17, !17}
!561 = !{!562, !563, !564}
!562 = !DILocalVariable(name: "s", arg: 1, scope: !558, file: !3, line: 214, type: !17)
!563 = !DILocalVariable(name: "accept", arg: 2, scope: !558, file: !3, line: 214, type: !17)
!564 = !DILocalVariable(name: "i", scope: !558, file: !3, line: 215, type: !164)
!565 = !DILocation(line: 0, scope: !558)
!566 = !DILocation(line: 216, column: 10, scope: !558)
!567 = !DILocation(line: 216, column: 15, scope: !558)
!568 = !DILocation(line: 0, scope: !481, inlinedAt: !569)
!569 = distinct !DILocation(line: 216, column: 18, scope: !558)
!570 = !DILocation(line: 187, column: 12, scope: !487, inlinedAt: !569)
!571 = !DILocation(line: 187, column: 9, scope: !488, inlinedAt: !569)
!572 = !DILocation(line: 189, column: 10, scope: !494, inlinedAt: !569)
!573 = !DILocation(line: 189, column: 9, scope: !488, inlinedAt: !569)
!574 = !DILocation(line: 186, column: 12, scope: !489, inlinedAt: !569)
!575 = !DILocation(line: 187, column: 9, scope: !487, inlinedAt: !569)
!576 = distinct !{!576, !577, !578}
!577 = !DILocation(line: 186, column: 3, scope: !490, inlinedAt: !569)
!578 = !DILocation(line: 191, column: 3, scope: !490, inlinedAt: !569)
!579 = !DILocation(line: 217, column: 6, scope: !558)
!580 = distinct !{!580, !581, !579, !156}
!581 = !DILocation(line: 216, column: 3, scope: !558)
!582 = !DILocation(line: 218, column: 3, scope: !558)
!583 = distinct !DISubprogram(name: "strcspn", scope: !3, file: !3, line: 221, type: !559, scopeLine: 221, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !584)
!584 = !{!585, !586, !587}
!585 = !DILocalVariable(name: "s", arg: 1, scope: !583, file: !3, line: 221, type: !17)
!586 = !DILocalVariable(name: "reject", arg: 2, scope: !583, file: !3, line: 221, type: !17)
!587 = !DILocalVariable(name: "i", scope: !583, file: !3, line: 222, type: !164)
!588 = !DILocation(line: 0, scope: !583)
!589 = !DILocation(line: 223, column: 10, scope: !583)
!590 = !DILocation(line: 223, column: 15, scope: !583)
!591 = !DILocation(line: 0, scope: !481, inlinedAt: !592)
!592 = distinct !DILocation(line: 223, column: 19, scope: !583)
!593 = !DILocation(line: 187, column: 12, scope: !487, inlinedAt: !592)
!594 = !DILocation(line: 187, column: 9, scope: !488, inlinedAt: !592)
!595 = !DILocation(line: 189, column: 10, scope: !494, inlinedAt: !592)
!596 = !DILocation(line: 189, column: 9, scope: !488, inlinedAt: !592)
!597 = !DILocation(line: 186, column: 12, scope: !489, inlinedAt: !592)
!598 = !DILocation(line: 187, column: 9, scope: !487, inlinedAt: !592)
!599 = distinct !{!599, !600, !601}
!600 = !DILocation(line: 186, column: 3, scope: !490, inlinedAt: !592)
!601 = !DILocation(line: 191, column: 3, scope: !490, inlinedAt: !592)
!602 = !DILocation(line: 224, column: 6, scope: !583)
!603 = distinct !{!603, !604, !602, !156}
!604 = !DILocation(line: 223, column: 3, scope: !583)
!605 = !DILocation(line: 225, column: 3, scope: !583)
!606 = distinct !DISubprogram(name: "strpbrk", scope: !3, file: !3, line: 228, type: !525, scopeLine: 228, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !607)
!607 = !{!608, !609}
!608 = !DILocalVariable(name: "s", arg: 1, scope: !606, file: !3, line: 228, type: !17)
!609 = !DILocalVariable(name: "accept", arg: 2, scope: !606, file: !3, line: 228, type: !17)
!610 = !DILocation(line: 0, scope: !606)
!611 = !DILocation(line: 0, scope: !583, inlinedAt: !612)
!612 = distinct !DILocation(line: 229, column: 8, scope: !606)
!613 = !DILocation(line: 223, column: 10, scope: !583, inlinedAt: !612)
!614 = !DILocation(line: 223, column: 15, scope: !583, inlinedAt: !612)
!615 = !DILocation(line: 0, scope: !481, inlinedAt: !616)
!616 = distinct !DILocation(line: 223, column: 19, scope: !583, inlinedAt: !612)
!617 = !DILocation(line: 187, column: 12, scope: !487, inlinedAt: !616)
!618 = !DILocation(line: 187, column: 9, scope: !488, inlinedAt: !616)
!619 = !DILocation(line: 189, column: 10, scope: !494, inlinedAt: !616)
!620 = !DILocation(line: 189, column: 9, scope: !488, inlinedAt: !616)
!621 = !DILocation(line: 186, column: 12, scope: !489, inlinedAt: !616)
!622 = !DILocation(line: 187, column: 9, scope: !487, inlinedAt: !616)
!623 = distinct !{!623, !624, !625}
!624 = !DILocation(line: 186, column: 3, scope: !490, inlinedAt: !616)
!625 = !DILocation(line: 191, column: 3, scope: !490, inlinedAt: !616)
!626 = !DILocation(line: 224, column: 6, scope: !583, inlinedAt: !612)
!627 = distinct !{!627, !628, !626, !156}
!628 = !DILocation(line: 223, column: 3, scope: !583, inlinedAt: !612)
!629 = !DILocation(line: 229, column: 5, scope: !606)
!630 = !DILocation(line: 230, column: 10, scope: !606)
!631 = !DILocation(line: 230, column: 3, scope: !606)
!632 = distinct !DISubprogram(name: "strtok_r", scope: !3, file: !3, line: 233, type: !633, scopeLine: 233, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !636)
!633 = !DISubroutineType(types: !634)
!634 = !{!5, !5, !17, !635}
!635 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 32)
!636 = !{!637, !638, !639, !640}
!637 = !DILocalVariable(name: "s", arg: 1, scope: !632, file: !3, line: 233, type: !5)
!638 = !DILocalVariable(name: "delim", arg: 2, scope: !632, file: !3, line: 233, type: !17)
!639 = !DILocalVariable(name: "save", arg: 3, scope: !632, file: !3, line: 233, type: !635)
!640 = !DILocalVariable(name: "end", scope: !632, file: !3, line: 241, type: !5)
!641 = !DILocation(line: 0, scope: !632)
!642 = !DILocation(line: 234, column: 8, scope: !643)
!643 = distinct !DILexicalBlock(scope: !632, file: !3, line: 234, column: 7)
!644 = !DILocation(line: 234, column: 7, scope: !632)
!645 = !DILocation(line: 235, column: 9, scope: !643)
!646 = !DILocation(line: 235, column: 5, scope: !643)
!647 = !DILocation(line: 0, scope: !558, inlinedAt: !648)
!648 = distinct !DILocation(line: 236, column: 8, scope: !632)
!649 = !DILocation(line: 216, column: 10, scope: !558, inlinedAt: !648)
!650 = !DILocation(line: 216, column: 15, scope: !558, inlinedAt: !648)
!651 = !DILocation(line: 0, scope: !481, inlinedAt: !652)
!652 = distinct !DILocation(line: 216, column: 18, scope: !558, inlinedAt: !648)
!653 = !DILocation(line: 187, column: 12, scope: !487, inlinedAt: !652)
!654 = !DILocation(line: 187, column: 9, scope: !488, inlinedAt: !652)
!655 = !DILocation(line: 189, column: 10, scope: !494, inlinedAt: !652)
!656 = !DILocation(line: 189, column: 9, scope: !488, inlinedAt: !652)
!657 = !DILocation(line: 186, column: 12, scope: !489, inlinedAt: !652)
!658 = !DILocation(line: 187, column: 9, scope: !487, inlinedAt: !652)
!659 = distinct !{!659, !660, !661}
!660 = !DILocation(line: 186, column: 3, scope: !490, inlinedAt: !652)
!661 = !DILocation(line: 191, column: 3, scope: !490, inlinedAt: !652)
!662 = !DILocation(line: 217, column: 6, scope: !558, inlinedAt: !648)
!663 = distinct !{!663, !664, !662, !156}
!664 = !DILocation(line: 216, column: 3, scope: !558, inlinedAt: !648)
!665 = !DILocation(line: 236, column: 5, scope: !632)
!666 = !DILocation(line: 237, column: 7, scope: !632)
!667 = !DILocation(line: 0, scope: !583, inlinedAt: !668)
!668 = distinct !DILocation(line: 241, column: 19, scope: !632)
!669 = !DILocation(line: 223, column: 15, scope: !583, inlinedAt: !668)
!670 = !DILocation(line: 0, scope: !481, inlinedAt: !671)
!671 = distinct !DILocation(line: 223, column: 19, scope: !583, inlinedAt: !668)
!672 = !DILocation(line: 187, column: 12, scope: !487, inlinedAt: !671)
!673 = !DILocation(line: 187, column: 9, scope: !488, inlinedAt: !671)
!674 = !DILocation(line: 189, column: 10, scope: !494, inlinedAt: !671)
!675 = !DILocation(line: 189, column: 9, scope: !488, inlinedAt: !671)
!676 = !DILocation(line: 186, column: 12, scope: !489, inlinedAt: !671)
!677 = !DILocation(line: 187, column: 9, scope: !487, inlinedAt: !671)
!678 = distinct !{!678, !679, !680}
!679 = !DILocation(line: 186, column: 3, scope: !490, inlinedAt: !671)
!680 = !DILocation(line: 191, column: 3, scope: !490, inlinedAt: !671)
!681 = !DILocation(line: 224, column: 6, scope: !583, inlinedAt: !668)
!682 = !DILocation(line: 223, column: 10, scope: !583, inlinedAt: !668)
!683 = distinct !{!683, !684, !681, !156}
!684 = !DILocation(line: 223, column: 3, scope: !583, inlinedAt: !668)
!685 = !DILocation(line: 241, column: 17, scope: !632)
!686 = !DILocation(line: 242, column: 7, scope: !687)
!687 = distinct !DILexicalBlock(scope: !632, file: !3, line: 242, column: 7)
!688 = !DILocation(line: 242, column: 7, scope: !632)
!689 = !DILocation(line: 243, column: 9, scope: !687)
!690 = !DILocation(line: 243, column: 12, scope: !687)
!691 = !DILocation(line: 243, column: 5, scope: !687)
!692 = !DILocation(line: 246, column: 1, scope: !632)
!693 = !DILocation(line: 0, scope: !35)
!694 = !DILocation(line: 0, scope: !632, inlinedAt: !695)
!695 = distinct !DILocation(line: 250, column: 10, scope: !35)
!696 = !DILocation(line: 234, column: 8, scope: !643, inlinedAt: !695)
!697 = !DILocation(line: 234, column: 7, scope: !632, inlinedAt: !695)
!698 = !DILocation(line: 0, scope: !558, inlinedAt: !699)
!699 = distinct !DILocation(line: 236, column: 8, scope: !632, inlinedAt: !695)
!700 = !DILocation(line: 216, column: 10, scope: !558, inlinedAt: !699)
!701 = !DILocation(line: 216, column: 15, scope: !558, inlinedAt: !699)
!702 = !DILocation(line: 0, scope: !481, inlinedAt: !703)
!703 = distinct !DILocation(line: 216, column: 18, scope: !558, inlinedAt: !699)
!704 = !DILocation(line: 187, column: 12, scope: !487, inlinedAt: !703)
!705 = !DILocation(line: 187, column: 9, scope: !488, inlinedAt: !703)
!706 = !DILocation(line: 189, column: 10, scope: !494, inlinedAt: !703)
!707 = !DILocation(line: 189, column: 9, scope: !488, inlinedAt: !703)
!708 = !DILocation(line: 186, column: 12, scope: !489, inlinedAt: !703)
!709 = !DILocation(line: 187, column: 9, scope: !487, inlinedAt: !703)
!710 = distinct !{!710, !711, !712}
!711 = !DILocation(line: 186, column: 3, scope: !490, inlinedAt: !703)
!712 = !DILocation(line: 191, column: 3, scope: !490, inlinedAt: !703)
!713 = !DILocation(line: 217, column: 6, scope: !558, inlinedAt: !699)
!714 = distinct !{!714, !715, !713, !156}
!715 = !DILocation(line: 216, column: 3, scope: !558, inlinedAt: !699)
!716 = !DILocation(line: 236, column: 5, scope: !632, inlinedAt: !695)
!717 = !DILocation(line: 237, column: 7, scope: !632, inlinedAt: !695)
!718 = !DILocation(line: 0, scope: !583, inlinedAt: !719)
!719 = distinct !DILocation(line: 241, column: 19, scope: !632, inlinedAt: !695)
!720 = !DILocation(line: 223, column: 15, scope: !583, inlinedAt: !719)
!721 = !DILocation(line: 0, scope: !481, inlinedAt: !722)
!722 = distinct !DILocation(line: 223, column: 19, scope: !583, inlinedAt: !719)
!723 = !DILocation(line: 187, column: 12, scope: !487, inlinedAt: !722)
!724 = !DILocation(line: 187, column: 9, scope: !488, inlinedAt: !722)
!725 = !DILocation(line: 189, column: 10, scope: !494, inlinedAt: !722)
!726 = !DILocation(line: 189, column: 9, scope: !488, inlinedAt: !722)
!727 = !DILocation(line: 186, column: 12, scope: !489, inlinedAt: !722)
!728 = !DILocation(line: 187, column: 9, scope: !487, inlinedAt: !722)
!729 = distinct !{!729, !730, !731}
!730 = !DILocation(line: 186, column: 3, scope: !490, inlinedAt: !722)
!731 = !DILocation(line: 191, column: 3, scope: !490, inlinedAt: !722)
!732 = !DILocation(line: 224, column: 6, scope: !583, inlinedAt: !719)
!733 = !DILocation(line: 223, column: 10, scope: !583, inlinedAt: !719)
!734 = distinct !{!734, !735, !732, !156}
!735 = !DILocation(line: 223, column: 3, scope: !583, inlinedAt: !719)
!736 = !DILocation(line: 241, column: 17, scope: !632, inlinedAt: !695)
!737 = !DILocation(line: 242, column: 7, scope: !687, inlinedAt: !695)
!738 = !DILocation(line: 242, column: 7, scope: !632, inlinedAt: !695)
!739 = !DILocation(line: 243, column: 9, scope: !687, inlinedAt: !695)
!740 = !DILocation(line: 243, column: 12, scope: !687, inlinedAt: !695)
!741 = !DILocation(line: 243, column: 5, scope: !687, inlinedAt: !695)
!742 = !DILocation(line: 250, column: 3, scope: !35)
!743 = distinct !DISubprogram(name: "strdup", scope: !3, file: !3, line: 253, type: !744, scopeLine: 253, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !746)
!744 = !DISubroutineType(types: !745)
!745 = !{!5, !17}
!746 = !{!747, !748, !749}
!747 = !DILocalVariable(name: "s", arg: 1, scope: !743, file: !3, line: 253, type: !17)
!748 = !DILocalVariable(name: "n", scope: !743, file: !3, line: 254, type: !164)
!749 = !DILocalVariable(name: "d", scope: !743, file: !3, line: 255, type: !5)
!750 = !DILocation(line: 0, scope: !743)
!751 = !DILocation(line: 254, column: 14, scope: !743)
!752 = !DILocation(line: 254, column: 24, scope: !743)
!753 = !DILocation(line: 255, column: 13, scope: !743)
!754 = !DILocation(line: 256, column: 7, scope: !755)
!755 = distinct !DILexicalBlock(scope: !743, file: !3, line: 256, column: 7)
!756 = !DILocation(line: 256, column: 7, scope: !743)
!757 = !DILocation(line: 257, column: 5, scope: !755)
!758 = !DILocation(line: 258, column: 3, scope: !743)
!759 = !DISubprogram(name: "malloc", scope: !3, file: !3, line: 23, type: !760, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!760 = !DISubroutineType(types: !761)
!761 = !{!8, !164}
!762 = distinct !DISubprogram(name: "strndup", scope: !3, file: !3, line: 261, type: !763, scopeLine: 261, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !765)
!763 = !DISubroutineType(types: !764)
!764 = !{!5, !17, !164}
!765 = !{!766, !767, !768, !769}
!766 = !DILocalVariable(name: "s", arg: 1, scope: !762, file: !3, line: 261, type: !17)
!767 = !DILocalVariable(name: "n", arg: 2, scope: !762, file: !3, line: 261, type: !164)
!768 = !DILocalVariable(name: "m", scope: !762, file: !3, line: 262, type: !164)
!769 = !DILocalVariable(name: "d", scope: !762, file: !3, line: 263, type: !5)
!770 = !DILocation(line: 0, scope: !762)
!771 = !DILocation(line: 0, scope: !263, inlinedAt: !772)
!772 = distinct !DILocation(line: 262, column: 14, scope: !762)
!773 = !DILocation(line: 108, column: 12, scope: !263, inlinedAt: !772)
!774 = !DILocation(line: 108, column: 16, scope: !263, inlinedAt: !772)
!775 = !DILocation(line: 108, column: 19, scope: !263, inlinedAt: !772)
!776 = !DILocation(line: 108, column: 3, scope: !263, inlinedAt: !772)
!777 = !DILocation(line: 109, column: 6, scope: !263, inlinedAt: !772)
!778 = distinct !{!778, !776, !777, !156}
!779 = !DILocation(line: 263, column: 22, scope: !762)
!780 = !DILocation(line: 263, column: 13, scope: !762)
!781 = !DILocation(line: 264, column: 7, scope: !782)
!782 = distinct !DILexicalBlock(scope: !762, file: !3, line: 264, column: 7)
!783 = !DILocation(line: 264, column: 7, scope: !762)
!784 = !DILocation(line: 265, column: 5, scope: !785)
!785 = distinct !DILexicalBlock(scope: !782, file: !3, line: 264, column: 10)
!786 = !DILocation(line: 266, column: 5, scope: !785)
!787 = !DILocation(line: 266, column: 10, scope: !785)
!788 = !DILocation(line: 267, column: 3, scope: !785)
!789 = !DILocation(line: 268, column: 3, scope: !762)
!790 = distinct !DISubprogram(name: "__ctype_b_loc", scope: !3, file: !3, line: 314, type: !791, scopeLine: 314, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!791 = !DISubroutineType(types: !792)
!792 = !{!793}
!793 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 32)
!794 = !DILocation(line: 314, column: 41, scope: !790)
!795 = distinct !DISubprogram(name: "__ctype_tolower_loc", scope: !3, file: !3, line: 315, type: !796, scopeLine: 315, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!796 = !DISubroutineType(types: !797)
!797 = !{!798}
!798 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 32)
!799 = !DILocation(line: 315, column: 47, scope: !795)
!800 = distinct !DISubprogram(name: "__ctype_toupper_loc", scope: !3, file: !3, line: 316, type: !796, scopeLine: 316, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!801 = !DILocation(line: 316, column: 47, scope: !800)
!802 = distinct !DISubprogram(name: "isalpha", scope: !3, file: !3, line: 319, type: !803, scopeLine: 319, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !805)
!803 = !DISubroutineType(types: !804)
!804 = !{!14, !14}
!805 = !{!806}
!806 = !DILocalVariable(name: "c", arg: 1, scope: !802, file: !3, line: 319, type: !14)
!807 = !DILocation(line: 0, scope: !802)
!808 = !DILocalVariable(name: "c", arg: 1, scope: !809, file: !3, line: 318, type: !14)
!809 = distinct !DISubprogram(name: "cls", scope: !3, file: !3, line: 318, type: !803, scopeLine: 318, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !810)
!810 = !{!808}
!811 = !DILocation(line: 0, scope: !809, inlinedAt: !812)
!812 = distinct !DILocation(line: 319, column: 29, scope: !802)
!813 = !DILocation(line: 318, column: 42, scope: !809, inlinedAt: !812)
!814 = !DILocation(line: 318, column: 55, scope: !809, inlinedAt: !812)
!815 = !{!816, !816, i64 0}
!816 = !{!"short", !128, i64 0}
!817 = !DILocation(line: 319, column: 36, scope: !802)
!818 = !DILocation(line: 318, column: 32, scope: !809, inlinedAt: !812)
!819 = !DILocation(line: 319, column: 22, scope: !802)
!820 = distinct !DISubprogram(name: "isdigit", scope: !3, file: !3, line: 320, type: !803, scopeLine: 320, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !821)
!821 = !{!822}
!822 = !DILocalVariable(name: "c", arg: 1, scope: !820, file: !3, line: 320, type: !14)
!823 = !DILocation(line: 0, scope: !820)
!824 = !DILocation(line: 0, scope: !809, inlinedAt: !825)
!825 = distinct !DILocation(line: 320, column: 29, scope: !820)
!826 = !DILocation(line: 318, column: 42, scope: !809, inlinedAt: !825)
!827 = !DILocation(line: 318, column: 55, scope: !809, inlinedAt: !825)
!828 = !DILocation(line: 320, column: 36, scope: !820)
!829 = !DILocation(line: 318, column: 32, scope: !809, inlinedAt: !825)
!830 = !DILocation(line: 320, column: 22, scope: !820)
!831 = distinct !DISubprogram(name: "isalnum", scope: !3, file: !3, line: 321, type: !803, scopeLine: 321, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !832)
!832 = !{!833}
!833 = !DILocalVariable(name: "c", arg: 1, scope: !831, file: !3, line: 321, type: !14)
!834 = !DILocation(line: 0, scope: !831)
!835 = !DILocation(line: 0, scope: !809, inlinedAt: !836)
!836 = distinct !DILocation(line: 321, column: 29, scope: !831)
!837 = !DILocation(line: 318, column: 42, scope: !809, inlinedAt: !836)
!838 = !DILocation(line: 318, column: 55, scope: !809, inlinedAt: !836)
!839 = !DILocation(line: 321, column: 36, scope: !831)
!840 = !DILocation(line: 318, column: 32, scope: !809, inlinedAt: !836)
!841 = !DILocation(line: 321, column: 22, scope: !831)
!842 = distinct !DISubprogram(name: "isspace", scope: !3, file: !3, line: 322, type: !803, scopeLine: 322, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !843)
!843 = !{!844}
!844 = !DILocalVariable(name: "c", arg: 1, scope: !842, file: !3, line: 322, type: !14)
!845 = !DILocation(line: 0, scope: !842)
!846 = !DILocation(line: 0, scope: !809, inlinedAt: !847)
!847 = distinct !DILocation(line: 322, column: 29, scope: !842)
!848 = !DILocation(line: 318, column: 42, scope: !809, inlinedAt: !847)
!849 = !DILocation(line: 318, column: 55, scope: !809, inlinedAt: !847)
!850 = !DILocation(line: 322, column: 36, scope: !842)
!851 = !DILocation(line: 318, column: 32, scope: !809, inlinedAt: !847)
!852 = !DILocation(line: 322, column: 22, scope: !842)
!853 = distinct !DISubprogram(name: "isupper", scope: !3, file: !3, line: 323, type: !803, scopeLine: 323, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !854)
!854 = !{!855}
!855 = !DILocalVariable(name: "c", arg: 1, scope: !853, file: !3, line: 323, type: !14)
!856 = !DILocation(line: 0, scope: !853)
!857 = !DILocation(line: 0, scope: !809, inlinedAt: !858)
!858 = distinct !DILocation(line: 323, column: 29, scope: !853)
!859 = !DILocation(line: 318, column: 42, scope: !809, inlinedAt: !858)
!860 = !DILocation(line: 318, column: 55, scope: !809, inlinedAt: !858)
!861 = !DILocation(line: 323, column: 36, scope: !853)
!862 = !DILocation(line: 318, column: 32, scope: !809, inlinedAt: !858)
!863 = !DILocation(line: 323, column: 22, scope: !853)
!864 = distinct !DISubprogram(name: "islower", scope: !3, file: !3, line: 324, type: !803, scopeLine: 324, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !865)
!865 = !{!866}
!866 = !DILocalVariable(name: "c", arg: 1, scope: !864, file: !3, line: 324, type: !14)
!867 = !DILocation(line: 0, scope: !864)
!868 = !DILocation(line: 0, scope: !809, inlinedAt: !869)
!869 = distinct !DILocation(line: 324, column: 29, scope: !864)
!870 = !DILocation(line: 318, column: 42, scope: !809, inlinedAt: !869)
!871 = !DILocation(line: 318, column: 55, scope: !809, inlinedAt: !869)
!872 = !DILocation(line: 324, column: 36, scope: !864)
!873 = !DILocation(line: 318, column: 32, scope: !809, inlinedAt: !869)
!874 = !DILocation(line: 324, column: 22, scope: !864)
!875 = distinct !DISubprogram(name: "isxdigit", scope: !3, file: !3, line: 325, type: !803, scopeLine: 325, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !876)
!876 = !{!877}
!877 = !DILocalVariable(name: "c", arg: 1, scope: !875, file: !3, line: 325, type: !14)
!878 = !DILocation(line: 0, scope: !875)
!879 = !DILocation(line: 0, scope: !809, inlinedAt: !880)
!880 = distinct !DILocation(line: 325, column: 30, scope: !875)
!881 = !DILocation(line: 318, column: 42, scope: !809, inlinedAt: !880)
!882 = !DILocation(line: 318, column: 55, scope: !809, inlinedAt: !880)
!883 = !DILocation(line: 325, column: 37, scope: !875)
!884 = !DILocation(line: 318, column: 32, scope: !809, inlinedAt: !880)
!885 = !DILocation(line: 325, column: 23, scope: !875)
!886 = distinct !DISubprogram(name: "isprint", scope: !3, file: !3, line: 326, type: !803, scopeLine: 326, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !887)
!887 = !{!888}
!888 = !DILocalVariable(name: "c", arg: 1, scope: !886, file: !3, line: 326, type: !14)
!889 = !DILocation(line: 0, scope: !886)
!890 = !DILocation(line: 0, scope: !809, inlinedAt: !891)
!891 = distinct !DILocation(line: 326, column: 29, scope: !886)
!892 = !DILocation(line: 318, column: 42, scope: !809, inlinedAt: !891)
!893 = !DILocation(line: 318, column: 55, scope: !809, inlinedAt: !891)
!894 = !DILocation(line: 326, column: 36, scope: !886)
!895 = !DILocation(line: 318, column: 32, scope: !809, inlinedAt: !891)
!896 = !DILocation(line: 326, column: 22, scope: !886)
!897 = distinct !DISubprogram(name: "isgraph", scope: !3, file: !3, line: 327, type: !803, scopeLine: 327, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !898)
!898 = !{!899}
!899 = !DILocalVariable(name: "c", arg: 1, scope: !897, file: !3, line: 327, type: !14)
!900 = !DILocation(line: 0, scope: !897)
!901 = !DILocation(line: 0, scope: !809, inlinedAt: !902)
!902 = distinct !DILocation(line: 327, column: 29, scope: !897)
!903 = !DILocation(line: 318, column: 42, scope: !809, inlinedAt: !902)
!904 = !DILocation(line: 318, column: 55, scope: !809, inlinedAt: !902)
!905 = !DILocation(line: 327, column: 36, scope: !897)
!906 = !DILocation(line: 318, column: 32, scope: !809, inlinedAt: !902)
!907 = !DILocation(line: 327, column: 22, scope: !897)
!908 = distinct !DISubprogram(name: "ispunct", scope: !3, file: !3, line: 328, type: !803, scopeLine: 328, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !909)
!909 = !{!910}
!910 = !DILocalVariable(name: "c", arg: 1, scope: !908, file: !3, line: 328, type: !14)
!911 = !DILocation(line: 0, scope: !908)
!912 = !DILocation(line: 0, scope: !809, inlinedAt: !913)
!913 = distinct !DILocation(line: 328, column: 29, scope: !908)
!914 = !DILocation(line: 318, column: 42, scope: !809, inlinedAt: !913)
!915 = !DILocation(line: 318, column: 55, scope: !809, inlinedAt: !913)
!916 = !DILocation(line: 328, column: 36, scope: !908)
!917 = !DILocation(line: 318, column: 32, scope: !809, inlinedAt: !913)
!918 = !DILocation(line: 328, column: 22, scope: !908)
!919 = distinct !DISubprogram(name: "iscntrl", scope: !3, file: !3, line: 329, type: !803, scopeLine: 329, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !920)
!920 = !{!921}
!921 = !DILocalVariable(name: "c", arg: 1, scope: !919, file: !3, line: 329, type: !14)
!922 = !DILocation(line: 0, scope: !919)
!923 = !DILocation(line: 0, scope: !809, inlinedAt: !924)
!924 = distinct !DILocation(line: 329, column: 29, scope: !919)
!925 = !DILocation(line: 318, column: 42, scope: !809, inlinedAt: !924)
!926 = !DILocation(line: 318, column: 55, scope: !809, inlinedAt: !924)
!927 = !DILocation(line: 329, column: 36, scope: !919)
!928 = !DILocation(line: 318, column: 32, scope: !809, inlinedAt: !924)
!929 = !DILocation(line: 329, column: 22, scope: !919)
!930 = distinct !DISubprogram(name: "isblank", scope: !3, file: !3, line: 330, type: !803, scopeLine: 330, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !931)
!931 = !{!932}
!932 = !DILocalVariable(name: "c", arg: 1, scope: !930, file: !3, line: 330, type: !14)
!933 = !DILocation(line: 0, scope: !930)
!934 = !DILocation(line: 0, scope: !809, inlinedAt: !935)
!935 = distinct !DILocation(line: 330, column: 29, scope: !930)
!936 = !DILocation(line: 318, column: 42, scope: !809, inlinedAt: !935)
!937 = !DILocation(line: 318, column: 55, scope: !809, inlinedAt: !935)
!938 = !DILocation(line: 330, column: 36, scope: !930)
!939 = !DILocation(line: 318, column: 32, scope: !809, inlinedAt: !935)
!940 = !DILocation(line: 330, column: 22, scope: !930)
!941 = distinct !DISubprogram(name: "tolower", scope: !3, file: !3, line: 331, type: !803, scopeLine: 331, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !942)
!942 = !{!943}
!943 = !DILocalVariable(name: "c", arg: 1, scope: !941, file: !3, line: 331, type: !14)
!944 = !DILocation(line: 0, scope: !941)
!945 = !DILocation(line: 331, column: 39, scope: !941)
!946 = !DILocation(line: 331, column: 52, scope: !941)
!947 = !DILocation(line: 331, column: 29, scope: !941)
!948 = !DILocation(line: 331, column: 22, scope: !941)
!949 = distinct !DISubprogram(name: "toupper", scope: !3, file: !3, line: 332, type: !803, scopeLine: 332, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !950)
!950 = !{!951}
!951 = !DILocalVariable(name: "c", arg: 1, scope: !949, file: !3, line: 332, type: !14)
!952 = !DILocation(line: 0, scope: !949)
!953 = !DILocation(line: 332, column: 39, scope: !949)
!954 = !DILocation(line: 332, column: 52, scope: !949)
!955 = !DILocation(line: 332, column: 29, scope: !949)
!956 = !DILocation(line: 332, column: 22, scope: !949)
!957 = distinct !DISubprogram(name: "abs", scope: !3, file: !3, line: 336, type: !803, scopeLine: 336, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !958)
!958 = !{!959}
!959 = !DILocalVariable(name: "x", arg: 1, scope: !957, file: !3, line: 336, type: !14)
!960 = !DILocation(line: 0, scope: !957)
!961 = !DILocation(line: 336, column: 25, scope: !957)
!962 = !DILocation(line: 336, column: 18, scope: !957)
!963 = distinct !DISubprogram(name: "labs", scope: !3, file: !3, line: 337, type: !964, scopeLine: 337, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !966)
!964 = !DISubroutineType(types: !965)
!965 = !{!12, !12}
!966 = !{!967}
!967 = !DILocalVariable(name: "x", arg: 1, scope: !963, file: !3, line: 337, type: !12)
!968 = !DILocation(line: 0, scope: !963)
!969 = !DILocation(line: 337, column: 28, scope: !963)
!970 = !DILocation(line: 337, column: 21, scope: !963)
!971 = distinct !DISubprogram(name: "llabs", scope: !3, file: !3, line: 338, type: !972, scopeLine: 338, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !974)
!972 = !DISubroutineType(types: !973)
!973 = !{!11, !11}
!974 = !{!975}
!975 = !DILocalVariable(name: "x", arg: 1, scope: !971, file: !3, line: 338, type: !11)
!976 = !DILocation(line: 0, scope: !971)
!977 = !DILocation(line: 338, column: 39, scope: !971)
!978 = !DILocation(line: 338, column: 32, scope: !971)
!979 = distinct !DISubprogram(name: "getenv", scope: !3, file: !3, line: 340, type: !744, scopeLine: 340, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !980)
!980 = !{!981}
!981 = !DILocalVariable(name: "name", arg: 1, scope: !979, file: !3, line: 340, type: !17)
!982 = !DILocation(line: 0, scope: !979)
!983 = !DILocation(line: 342, column: 3, scope: !979)
!984 = distinct !DISubprogram(name: "strtoll", scope: !3, file: !3, line: 424, type: !985, scopeLine: 424, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !987)
!985 = !DISubroutineType(types: !986)
!986 = !{!11, !17, !635, !14}
!987 = !{!988, !989, !990, !991, !992}
!988 = !DILocalVariable(name: "nptr", arg: 1, scope: !984, file: !3, line: 424, type: !17)
!989 = !DILocalVariable(name: "endptr", arg: 2, scope: !984, file: !3, line: 424, type: !635)
!990 = !DILocalVariable(name: "base", arg: 3, scope: !984, file: !3, line: 424, type: !14)
!991 = !DILocalVariable(name: "neg", scope: !984, file: !3, line: 425, type: !14)
!992 = !DILocalVariable(name: "v", scope: !984, file: !3, line: 426, type: !21)
!993 = distinct !DIAssignID()
!994 = !DILocation(line: 0, scope: !984)
!995 = !DILocation(line: 425, column: 3, scope: !984)
!996 = !DILocation(line: 425, column: 7, scope: !984)
!997 = distinct !DIAssignID()
!998 = !DILocation(line: 426, column: 26, scope: !984)
!999 = !DILocation(line: 428, column: 10, scope: !984)
!1000 = !DILocation(line: 429, column: 1, scope: !984)
!1001 = !DILocation(line: 428, column: 3, scope: !984)
!1002 = distinct !DISubprogram(name: "strto_common", scope: !3, file: !3, line: 386, type: !1003, scopeLine: 388, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1005)
!1003 = !DISubroutineType(types: !1004)
!1004 = !{!21, !17, !635, !14, !14, !21, !11, !11, !115}
!1005 = !{!1006, !1007, !1008, !1009, !1010, !1011, !1012, !1013, !1014, !1015, !1016, !1017, !1018, !1019, !1020}
!1006 = !DILocalVariable(name: "nptr", arg: 1, scope: !1002, file: !3, line: 386, type: !17)
!1007 = !DILocalVariable(name: "endptr", arg: 2, scope: !1002, file: !3, line: 386, type: !635)
!1008 = !DILocalVariable(name: "base", arg: 3, scope: !1002, file: !3, line: 386, type: !14)
!1009 = !DILocalVariable(name: "is_signed", arg: 4, scope: !1002, file: !3, line: 386, type: !14)
!1010 = !DILocalVariable(name: "umax", arg: 5, scope: !1002, file: !3, line: 387, type: !21)
!1011 = !DILocalVariable(name: "smin", arg: 6, scope: !1002, file: !3, line: 387, type: !11)
!1012 = !DILocalVariable(name: "smax", arg: 7, scope: !1002, file: !3, line: 387, type: !11)
!1013 = !DILocalVariable(name: "neg_out", arg: 8, scope: !1002, file: !3, line: 388, type: !115)
!1014 = !DILocalVariable(name: "s", scope: !1002, file: !3, line: 389, type: !17)
!1015 = !DILocalVariable(name: "neg", scope: !1002, file: !3, line: 392, type: !14)
!1016 = !DILocalVariable(name: "limit", scope: !1002, file: !3, line: 403, type: !21)
!1017 = !DILocalVariable(name: "end", scope: !1002, file: !3, line: 408, type: !17)
!1018 = !DILocalVariable(name: "overflow", scope: !1002, file: !3, line: 409, type: !14)
!1019 = !DILocalVariable(name: "any", scope: !1002, file: !3, line: 409, type: !14)
!1020 = !DILocalVariable(name: "v", scope: !1002, file: !3, line: 410, type: !21)
!1021 = !DILocation(line: 0, scope: !1002)
!1022 = !DILocation(line: 390, column: 3, scope: !1002)
!1023 = !DILocation(line: 390, column: 33, scope: !1002)
!1024 = !DILocation(line: 390, column: 18, scope: !1002)
!1025 = !DILocation(line: 0, scope: !842, inlinedAt: !1026)
!1026 = distinct !DILocation(line: 390, column: 10, scope: !1002)
!1027 = !DILocation(line: 0, scope: !809, inlinedAt: !1028)
!1028 = distinct !DILocation(line: 322, column: 29, scope: !842, inlinedAt: !1026)
!1029 = !DILocation(line: 318, column: 55, scope: !809, inlinedAt: !1028)
!1030 = !DILocation(line: 322, column: 36, scope: !842, inlinedAt: !1026)
!1031 = !DILocation(line: 391, column: 6, scope: !1002)
!1032 = distinct !{!1032, !1022, !1031, !156}
!1033 = !DILocation(line: 393, column: 17, scope: !1034)
!1034 = distinct !DILexicalBlock(scope: !1002, file: !3, line: 393, column: 7)
!1035 = !DILocation(line: 394, column: 14, scope: !1036)
!1036 = distinct !DILexicalBlock(scope: !1034, file: !3, line: 393, column: 31)
!1037 = !DILocation(line: 396, column: 3, scope: !1036)
!1038 = !DILocation(line: 397, column: 16, scope: !1039)
!1039 = distinct !DILexicalBlock(scope: !1002, file: !3, line: 397, column: 7)
!1040 = !DILocation(line: 398, column: 5, scope: !1041)
!1041 = distinct !DILexicalBlock(scope: !1039, file: !3, line: 397, column: 43)
!1042 = !DILocation(line: 398, column: 18, scope: !1041)
!1043 = !DILocation(line: 399, column: 9, scope: !1044)
!1044 = distinct !DILexicalBlock(scope: !1041, file: !3, line: 399, column: 9)
!1045 = !DILocation(line: 399, column: 9, scope: !1041)
!1046 = !DILocation(line: 400, column: 15, scope: !1044)
!1047 = !DILocation(line: 400, column: 7, scope: !1044)
!1048 = !DILocation(line: 404, column: 7, scope: !1049)
!1049 = distinct !DILexicalBlock(scope: !1002, file: !3, line: 404, column: 7)
!1050 = !DILocation(line: 404, column: 7, scope: !1002)
!1051 = !DILocalVariable(name: "s", arg: 1, scope: !1052, file: !3, line: 347, type: !17)
!1052 = distinct !DISubprogram(name: "parse_digits", scope: !3, file: !3, line: 347, type: !1053, scopeLine: 348, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1056)
!1053 = !DISubroutineType(types: !1054)
!1054 = !{!21, !17, !1055, !115, !21, !115, !115}
!1055 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 32)
!1056 = !{!1051, !1057, !1058, !1059, !1060, !1061, !1062, !1063, !1064, !1068}
!1057 = !DILocalVariable(name: "end", arg: 2, scope: !1052, file: !3, line: 347, type: !1055)
!1058 = !DILocalVariable(name: "base", arg: 3, scope: !1052, file: !3, line: 347, type: !115)
!1059 = !DILocalVariable(name: "limit", arg: 4, scope: !1052, file: !3, line: 348, type: !21)
!1060 = !DILocalVariable(name: "overflow", arg: 5, scope: !1052, file: !3, line: 348, type: !115)
!1061 = !DILocalVariable(name: "any", arg: 6, scope: !1052, file: !3, line: 348, type: !115)
!1062 = !DILocalVariable(name: "b", scope: !1052, file: !3, line: 349, type: !14)
!1063 = !DILocalVariable(name: "v", scope: !1052, file: !3, line: 358, type: !21)
!1064 = !DILocalVariable(name: "d", scope: !1065, file: !3, line: 362, type: !14)
!1065 = distinct !DILexicalBlock(scope: !1066, file: !3, line: 361, column: 16)
!1066 = distinct !DILexicalBlock(scope: !1067, file: !3, line: 361, column: 3)
!1067 = distinct !DILexicalBlock(scope: !1052, file: !3, line: 361, column: 3)
!1068 = !DILocalVariable(name: "c", scope: !1065, file: !3, line: 363, type: !7)
!1069 = !DILocation(line: 0, scope: !1052, inlinedAt: !1070)
!1070 = distinct !DILocation(line: 410, column: 26, scope: !1002)
!1071 = !DILocation(line: 350, column: 10, scope: !1072, inlinedAt: !1070)
!1072 = distinct !DILexicalBlock(scope: !1052, file: !3, line: 350, column: 7)
!1073 = !DILocation(line: 350, column: 15, scope: !1072, inlinedAt: !1070)
!1074 = !DILocation(line: 350, column: 30, scope: !1072, inlinedAt: !1070)
!1075 = !DILocation(line: 350, column: 35, scope: !1072, inlinedAt: !1070)
!1076 = !DILocation(line: 350, column: 42, scope: !1072, inlinedAt: !1070)
!1077 = !DILocation(line: 350, column: 46, scope: !1072, inlinedAt: !1070)
!1078 = !DILocation(line: 350, column: 58, scope: !1072, inlinedAt: !1070)
!1079 = !DILocation(line: 351, column: 32, scope: !1072, inlinedAt: !1070)
!1080 = !DILocation(line: 351, column: 17, scope: !1072, inlinedAt: !1070)
!1081 = !DILocation(line: 0, scope: !875, inlinedAt: !1082)
!1082 = distinct !DILocation(line: 351, column: 8, scope: !1072, inlinedAt: !1070)
!1083 = !DILocation(line: 0, scope: !809, inlinedAt: !1084)
!1084 = distinct !DILocation(line: 325, column: 30, scope: !875, inlinedAt: !1082)
!1085 = !DILocation(line: 318, column: 55, scope: !809, inlinedAt: !1084)
!1086 = !DILocation(line: 325, column: 37, scope: !875, inlinedAt: !1082)
!1087 = !DILocation(line: 351, column: 8, scope: !1072, inlinedAt: !1070)
!1088 = !DILocation(line: 350, column: 7, scope: !1052, inlinedAt: !1070)
!1089 = !DILocation(line: 354, column: 14, scope: !1072, inlinedAt: !1070)
!1090 = !DILocation(line: 355, column: 9, scope: !1091, inlinedAt: !1070)
!1091 = distinct !DILexicalBlock(scope: !1092, file: !3, line: 354, column: 22)
!1092 = distinct !DILexicalBlock(scope: !1072, file: !3, line: 354, column: 14)
!1093 = !DILocation(line: 356, column: 3, scope: !1091, inlinedAt: !1070)
!1094 = !DILocation(line: 363, column: 38, scope: !1065, inlinedAt: !1070)
!1095 = !DILocation(line: 0, scope: !1065, inlinedAt: !1070)
!1096 = !DILocation(line: 364, column: 17, scope: !1097, inlinedAt: !1070)
!1097 = distinct !DILexicalBlock(scope: !1065, file: !3, line: 364, column: 9)
!1098 = !DILocation(line: 0, scope: !820, inlinedAt: !1099)
!1099 = distinct !DILocation(line: 364, column: 9, scope: !1097, inlinedAt: !1070)
!1100 = !DILocation(line: 0, scope: !809, inlinedAt: !1101)
!1101 = distinct !DILocation(line: 320, column: 29, scope: !820, inlinedAt: !1099)
!1102 = !DILocation(line: 318, column: 55, scope: !809, inlinedAt: !1101)
!1103 = !DILocation(line: 320, column: 36, scope: !820, inlinedAt: !1099)
!1104 = !DILocation(line: 364, column: 9, scope: !1097, inlinedAt: !1070)
!1105 = !DILocation(line: 364, column: 9, scope: !1065, inlinedAt: !1070)
!1106 = !DILocation(line: 365, column: 13, scope: !1097, inlinedAt: !1070)
!1107 = !DILocation(line: 365, column: 7, scope: !1097, inlinedAt: !1070)
!1108 = !DILocation(line: 0, scope: !802, inlinedAt: !1109)
!1109 = distinct !DILocation(line: 366, column: 14, scope: !1110, inlinedAt: !1070)
!1110 = distinct !DILexicalBlock(scope: !1097, file: !3, line: 366, column: 14)
!1111 = !DILocation(line: 0, scope: !809, inlinedAt: !1112)
!1112 = distinct !DILocation(line: 319, column: 29, scope: !802, inlinedAt: !1109)
!1113 = !DILocation(line: 319, column: 36, scope: !802, inlinedAt: !1109)
!1114 = !DILocation(line: 366, column: 14, scope: !1110, inlinedAt: !1070)
!1115 = !DILocation(line: 366, column: 14, scope: !1097, inlinedAt: !1070)
!1116 = !DILocation(line: 0, scope: !941, inlinedAt: !1117)
!1117 = distinct !DILocation(line: 367, column: 11, scope: !1110, inlinedAt: !1070)
!1118 = !DILocation(line: 331, column: 52, scope: !941, inlinedAt: !1117)
!1119 = !DILocation(line: 367, column: 28, scope: !1110, inlinedAt: !1070)
!1120 = !DILocation(line: 0, scope: !1097, inlinedAt: !1070)
!1121 = !DILocation(line: 370, column: 11, scope: !1122, inlinedAt: !1070)
!1122 = distinct !DILexicalBlock(scope: !1065, file: !3, line: 370, column: 9)
!1123 = !DILocation(line: 370, column: 9, scope: !1065, inlinedAt: !1070)
!1124 = !DILocation(line: 375, column: 22, scope: !1125, inlinedAt: !1070)
!1125 = distinct !DILexicalBlock(scope: !1065, file: !3, line: 375, column: 9)
!1126 = !DILocation(line: 361, column: 3, scope: !1052, inlinedAt: !1070)
!1127 = !DILocation(line: 361, column: 3, scope: !1067, inlinedAt: !1070)
!1128 = !DILocation(line: 373, column: 9, scope: !1065, inlinedAt: !1070)
!1129 = distinct !{!1129, !1127, !1130, !1131}
!1130 = !DILocation(line: 381, column: 3, scope: !1067, inlinedAt: !1070)
!1131 = !{!"llvm.loop.peeled.count", i32 1}
!1132 = !DILocation(line: 375, column: 20, scope: !1125, inlinedAt: !1070)
!1133 = !DILocation(line: 375, column: 45, scope: !1125, inlinedAt: !1070)
!1134 = !DILocation(line: 375, column: 11, scope: !1125, inlinedAt: !1070)
!1135 = !DILocation(line: 375, column: 9, scope: !1065, inlinedAt: !1070)
!1136 = !DILocation(line: 412, column: 9, scope: !1137)
!1137 = distinct !DILexicalBlock(scope: !1138, file: !3, line: 412, column: 9)
!1138 = distinct !DILexicalBlock(scope: !1139, file: !3, line: 411, column: 13)
!1139 = distinct !DILexicalBlock(scope: !1002, file: !3, line: 411, column: 7)
!1140 = !DILocation(line: 412, column: 9, scope: !1138)
!1141 = !DILocation(line: 413, column: 15, scope: !1137)
!1142 = !DILocation(line: 413, column: 7, scope: !1137)
!1143 = !DILocation(line: 418, column: 7, scope: !1144)
!1144 = distinct !DILexicalBlock(scope: !1002, file: !3, line: 418, column: 7)
!1145 = !DILocation(line: 416, column: 7, scope: !1146)
!1146 = distinct !DILexicalBlock(scope: !1002, file: !3, line: 416, column: 7)
!1147 = !DILocation(line: 416, column: 7, scope: !1002)
!1148 = !DILocation(line: 417, column: 13, scope: !1146)
!1149 = !DILocation(line: 417, column: 5, scope: !1146)
!1150 = !DILocation(line: 418, column: 7, scope: !1002)
!1151 = !DILocation(line: 419, column: 5, scope: !1144)
!1152 = !DILocation(line: 419, column: 18, scope: !1144)
!1153 = !DILocation(line: 420, column: 12, scope: !1002)
!1154 = !DILocation(line: 421, column: 3, scope: !1002)
!1155 = !DILocation(line: 422, column: 1, scope: !1002)
!1156 = distinct !DISubprogram(name: "strtoull", scope: !3, file: !3, line: 431, type: !1157, scopeLine: 431, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1159)
!1157 = !DISubroutineType(types: !1158)
!1158 = !{!21, !17, !635, !14}
!1159 = !{!1160, !1161, !1162, !1163, !1164}
!1160 = !DILocalVariable(name: "nptr", arg: 1, scope: !1156, file: !3, line: 431, type: !17)
!1161 = !DILocalVariable(name: "endptr", arg: 2, scope: !1156, file: !3, line: 431, type: !635)
!1162 = !DILocalVariable(name: "base", arg: 3, scope: !1156, file: !3, line: 431, type: !14)
!1163 = !DILocalVariable(name: "neg", scope: !1156, file: !3, line: 432, type: !14)
!1164 = !DILocalVariable(name: "v", scope: !1156, file: !3, line: 433, type: !21)
!1165 = distinct !DIAssignID()
!1166 = !DILocation(line: 0, scope: !1156)
!1167 = !DILocation(line: 432, column: 3, scope: !1156)
!1168 = !DILocation(line: 432, column: 7, scope: !1156)
!1169 = distinct !DIAssignID()
!1170 = !DILocation(line: 433, column: 26, scope: !1156)
!1171 = !DILocation(line: 434, column: 10, scope: !1156)
!1172 = !DILocation(line: 435, column: 1, scope: !1156)
!1173 = !DILocation(line: 434, column: 3, scope: !1156)
!1174 = distinct !DISubprogram(name: "strtol", scope: !3, file: !3, line: 437, type: !1175, scopeLine: 437, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1177)
!1175 = !DISubroutineType(types: !1176)
!1176 = !{!12, !17, !635, !14}
!1177 = !{!1178, !1179, !1180, !1181, !1182, !1183}
!1178 = !DILocalVariable(name: "nptr", arg: 1, scope: !1174, file: !3, line: 437, type: !17)
!1179 = !DILocalVariable(name: "endptr", arg: 2, scope: !1174, file: !3, line: 437, type: !635)
!1180 = !DILocalVariable(name: "base", arg: 3, scope: !1174, file: !3, line: 437, type: !14)
!1181 = !DILocalVariable(name: "neg", scope: !1174, file: !3, line: 438, type: !14)
!1182 = !DILocalVariable(name: "lmax", scope: !1174, file: !3, line: 439, type: !12)
!1183 = !DILocalVariable(name: "v", scope: !1174, file: !3, line: 440, type: !21)
!1184 = distinct !DIAssignID()
!1185 = !DILocation(line: 0, scope: !1174)
!1186 = !DILocation(line: 438, column: 3, scope: !1174)
!1187 = !DILocation(line: 438, column: 7, scope: !1174)
!1188 = distinct !DIAssignID()
!1189 = !DILocation(line: 440, column: 26, scope: !1174)
!1190 = !DILocation(line: 441, column: 10, scope: !1174)
!1191 = !DILocation(line: 442, column: 1, scope: !1174)
!1192 = !DILocation(line: 441, column: 3, scope: !1174)
!1193 = distinct !DISubprogram(name: "strtoul", scope: !3, file: !3, line: 444, type: !1194, scopeLine: 444, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1196)
!1194 = !DISubroutineType(types: !1195)
!1195 = !{!13, !17, !635, !14}
!1196 = !{!1197, !1198, !1199, !1200, !1201}
!1197 = !DILocalVariable(name: "nptr", arg: 1, scope: !1193, file: !3, line: 444, type: !17)
!1198 = !DILocalVariable(name: "endptr", arg: 2, scope: !1193, file: !3, line: 444, type: !635)
!1199 = !DILocalVariable(name: "base", arg: 3, scope: !1193, file: !3, line: 444, type: !14)
!1200 = !DILocalVariable(name: "neg", scope: !1193, file: !3, line: 445, type: !14)
!1201 = !DILocalVariable(name: "v", scope: !1193, file: !3, line: 446, type: !21)
!1202 = distinct !DIAssignID()
!1203 = !DILocation(line: 0, scope: !1193)
!1204 = !DILocation(line: 445, column: 3, scope: !1193)
!1205 = !DILocation(line: 445, column: 7, scope: !1193)
!1206 = distinct !DIAssignID()
!1207 = !DILocation(line: 446, column: 26, scope: !1193)
!1208 = !DILocation(line: 447, column: 10, scope: !1193)
!1209 = !DILocation(line: 448, column: 1, scope: !1193)
!1210 = !DILocation(line: 447, column: 3, scope: !1193)
!1211 = distinct !DISubprogram(name: "atoi", scope: !3, file: !3, line: 450, type: !1212, scopeLine: 450, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1214)
!1212 = !DISubroutineType(types: !1213)
!1213 = !{!14, !17}
!1214 = !{!1215}
!1215 = !DILocalVariable(name: "s", arg: 1, scope: !1211, file: !3, line: 450, type: !17)
!1216 = !DILocation(line: 0, scope: !1211)
!1217 = !DILocation(line: 0, scope: !1174, inlinedAt: !1218)
!1218 = distinct !DILocation(line: 450, column: 39, scope: !1211)
!1219 = !DILocation(line: 0, scope: !1002, inlinedAt: !1220)
!1220 = distinct !DILocation(line: 440, column: 26, scope: !1174, inlinedAt: !1218)
!1221 = !DILocation(line: 390, column: 3, scope: !1002, inlinedAt: !1220)
!1222 = !DILocation(line: 390, column: 33, scope: !1002, inlinedAt: !1220)
!1223 = !DILocation(line: 390, column: 18, scope: !1002, inlinedAt: !1220)
!1224 = !DILocation(line: 0, scope: !842, inlinedAt: !1225)
!1225 = distinct !DILocation(line: 390, column: 10, scope: !1002, inlinedAt: !1220)
!1226 = !DILocation(line: 0, scope: !809, inlinedAt: !1227)
!1227 = distinct !DILocation(line: 322, column: 29, scope: !842, inlinedAt: !1225)
!1228 = !DILocation(line: 318, column: 55, scope: !809, inlinedAt: !1227)
!1229 = !DILocation(line: 322, column: 36, scope: !842, inlinedAt: !1225)
!1230 = !DILocation(line: 391, column: 6, scope: !1002, inlinedAt: !1220)
!1231 = distinct !{!1231, !1221, !1230, !156}
!1232 = !DILocation(line: 393, column: 17, scope: !1034, inlinedAt: !1220)
!1233 = !DILocation(line: 394, column: 14, scope: !1036, inlinedAt: !1220)
!1234 = !DILocation(line: 404, column: 7, scope: !1002, inlinedAt: !1220)
!1235 = !DILocation(line: 363, column: 38, scope: !1065, inlinedAt: !1236)
!1236 = distinct !DILocation(line: 410, column: 26, scope: !1002, inlinedAt: !1220)
!1237 = !DILocation(line: 318, column: 55, scope: !809, inlinedAt: !1238)
!1238 = distinct !DILocation(line: 320, column: 29, scope: !820, inlinedAt: !1239)
!1239 = distinct !DILocation(line: 364, column: 9, scope: !1097, inlinedAt: !1236)
!1240 = !DILocation(line: 364, column: 17, scope: !1097, inlinedAt: !1236)
!1241 = !DILocation(line: 0, scope: !1052, inlinedAt: !1236)
!1242 = !DILocation(line: 0, scope: !1065, inlinedAt: !1236)
!1243 = !DILocation(line: 0, scope: !820, inlinedAt: !1239)
!1244 = !DILocation(line: 0, scope: !809, inlinedAt: !1238)
!1245 = !DILocation(line: 320, column: 36, scope: !820, inlinedAt: !1239)
!1246 = !DILocation(line: 364, column: 9, scope: !1097, inlinedAt: !1236)
!1247 = !DILocation(line: 364, column: 9, scope: !1065, inlinedAt: !1236)
!1248 = !DILocation(line: 365, column: 13, scope: !1097, inlinedAt: !1236)
!1249 = !DILocation(line: 365, column: 7, scope: !1097, inlinedAt: !1236)
!1250 = !DILocation(line: 0, scope: !802, inlinedAt: !1251)
!1251 = distinct !DILocation(line: 366, column: 14, scope: !1110, inlinedAt: !1236)
!1252 = !DILocation(line: 0, scope: !809, inlinedAt: !1253)
!1253 = distinct !DILocation(line: 319, column: 29, scope: !802, inlinedAt: !1251)
!1254 = !DILocation(line: 319, column: 36, scope: !802, inlinedAt: !1251)
!1255 = !DILocation(line: 366, column: 14, scope: !1110, inlinedAt: !1236)
!1256 = !DILocation(line: 366, column: 14, scope: !1097, inlinedAt: !1236)
!1257 = !DILocation(line: 0, scope: !941, inlinedAt: !1258)
!1258 = distinct !DILocation(line: 367, column: 11, scope: !1110, inlinedAt: !1236)
!1259 = !DILocation(line: 331, column: 52, scope: !941, inlinedAt: !1258)
!1260 = !DILocation(line: 367, column: 28, scope: !1110, inlinedAt: !1236)
!1261 = !DILocation(line: 0, scope: !1097, inlinedAt: !1236)
!1262 = !DILocation(line: 370, column: 11, scope: !1122, inlinedAt: !1236)
!1263 = !DILocation(line: 370, column: 9, scope: !1065, inlinedAt: !1236)
!1264 = !DILocation(line: 375, column: 22, scope: !1125, inlinedAt: !1236)
!1265 = !DILocation(line: 361, column: 3, scope: !1052, inlinedAt: !1236)
!1266 = !DILocation(line: 361, column: 3, scope: !1067, inlinedAt: !1236)
!1267 = !DILocation(line: 373, column: 9, scope: !1065, inlinedAt: !1236)
!1268 = distinct !{!1268, !1266, !1269, !1131}
!1269 = !DILocation(line: 381, column: 3, scope: !1067, inlinedAt: !1236)
!1270 = !DILocation(line: 375, column: 20, scope: !1125, inlinedAt: !1236)
!1271 = !DILocation(line: 375, column: 45, scope: !1125, inlinedAt: !1236)
!1272 = !DILocation(line: 375, column: 11, scope: !1125, inlinedAt: !1236)
!1273 = !DILocation(line: 375, column: 9, scope: !1065, inlinedAt: !1236)
!1274 = !DILocation(line: 418, column: 7, scope: !1144, inlinedAt: !1220)
!1275 = !DILocation(line: 418, column: 7, scope: !1002, inlinedAt: !1220)
!1276 = !DILocation(line: 419, column: 5, scope: !1144, inlinedAt: !1220)
!1277 = !DILocation(line: 419, column: 18, scope: !1144, inlinedAt: !1220)
!1278 = !DILocation(line: 441, column: 10, scope: !1174, inlinedAt: !1218)
!1279 = !DILocation(line: 450, column: 27, scope: !1211)
!1280 = distinct !DISubprogram(name: "atol", scope: !3, file: !3, line: 451, type: !1281, scopeLine: 451, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1283)
!1281 = !DISubroutineType(types: !1282)
!1282 = !{!12, !17}
!1283 = !{!1284}
!1284 = !DILocalVariable(name: "s", arg: 1, scope: !1280, file: !3, line: 451, type: !17)
!1285 = !DILocation(line: 0, scope: !1280)
!1286 = !DILocation(line: 0, scope: !1174, inlinedAt: !1287)
!1287 = distinct !DILocation(line: 451, column: 35, scope: !1280)
!1288 = !DILocation(line: 0, scope: !1002, inlinedAt: !1289)
!1289 = distinct !DILocation(line: 440, column: 26, scope: !1174, inlinedAt: !1287)
!1290 = !DILocation(line: 390, column: 3, scope: !1002, inlinedAt: !1289)
!1291 = !DILocation(line: 390, column: 33, scope: !1002, inlinedAt: !1289)
!1292 = !DILocation(line: 390, column: 18, scope: !1002, inlinedAt: !1289)
!1293 = !DILocation(line: 0, scope: !842, inlinedAt: !1294)
!1294 = distinct !DILocation(line: 390, column: 10, scope: !1002, inlinedAt: !1289)
!1295 = !DILocation(line: 0, scope: !809, inlinedAt: !1296)
!1296 = distinct !DILocation(line: 322, column: 29, scope: !842, inlinedAt: !1294)
!1297 = !DILocation(line: 318, column: 55, scope: !809, inlinedAt: !1296)
!1298 = !DILocation(line: 322, column: 36, scope: !842, inlinedAt: !1294)
!1299 = !DILocation(line: 391, column: 6, scope: !1002, inlinedAt: !1289)
!1300 = distinct !{!1300, !1290, !1299, !156}
!1301 = !DILocation(line: 393, column: 17, scope: !1034, inlinedAt: !1289)
!1302 = !DILocation(line: 394, column: 14, scope: !1036, inlinedAt: !1289)
!1303 = !DILocation(line: 404, column: 7, scope: !1002, inlinedAt: !1289)
!1304 = !DILocation(line: 363, column: 38, scope: !1065, inlinedAt: !1305)
!1305 = distinct !DILocation(line: 410, column: 26, scope: !1002, inlinedAt: !1289)
!1306 = !DILocation(line: 318, column: 55, scope: !809, inlinedAt: !1307)
!1307 = distinct !DILocation(line: 320, column: 29, scope: !820, inlinedAt: !1308)
!1308 = distinct !DILocation(line: 364, column: 9, scope: !1097, inlinedAt: !1305)
!1309 = !DILocation(line: 364, column: 17, scope: !1097, inlinedAt: !1305)
!1310 = !DILocation(line: 0, scope: !1052, inlinedAt: !1305)
!1311 = !DILocation(line: 0, scope: !1065, inlinedAt: !1305)
!1312 = !DILocation(line: 0, scope: !820, inlinedAt: !1308)
!1313 = !DILocation(line: 0, scope: !809, inlinedAt: !1307)
!1314 = !DILocation(line: 320, column: 36, scope: !820, inlinedAt: !1308)
!1315 = !DILocation(line: 364, column: 9, scope: !1097, inlinedAt: !1305)
!1316 = !DILocation(line: 364, column: 9, scope: !1065, inlinedAt: !1305)
!1317 = !DILocation(line: 365, column: 13, scope: !1097, inlinedAt: !1305)
!1318 = !DILocation(line: 365, column: 7, scope: !1097, inlinedAt: !1305)
!1319 = !DILocation(line: 0, scope: !802, inlinedAt: !1320)
!1320 = distinct !DILocation(line: 366, column: 14, scope: !1110, inlinedAt: !1305)
!1321 = !DILocation(line: 0, scope: !809, inlinedAt: !1322)
!1322 = distinct !DILocation(line: 319, column: 29, scope: !802, inlinedAt: !1320)
!1323 = !DILocation(line: 319, column: 36, scope: !802, inlinedAt: !1320)
!1324 = !DILocation(line: 366, column: 14, scope: !1110, inlinedAt: !1305)
!1325 = !DILocation(line: 366, column: 14, scope: !1097, inlinedAt: !1305)
!1326 = !DILocation(line: 0, scope: !941, inlinedAt: !1327)
!1327 = distinct !DILocation(line: 367, column: 11, scope: !1110, inlinedAt: !1305)
!1328 = !DILocation(line: 331, column: 52, scope: !941, inlinedAt: !1327)
!1329 = !DILocation(line: 367, column: 28, scope: !1110, inlinedAt: !1305)
!1330 = !DILocation(line: 0, scope: !1097, inlinedAt: !1305)
!1331 = !DILocation(line: 370, column: 11, scope: !1122, inlinedAt: !1305)
!1332 = !DILocation(line: 370, column: 9, scope: !1065, inlinedAt: !1305)
!1333 = !DILocation(line: 375, column: 22, scope: !1125, inlinedAt: !1305)
!1334 = !DILocation(line: 361, column: 3, scope: !1052, inlinedAt: !1305)
!1335 = !DILocation(line: 361, column: 3, scope: !1067, inlinedAt: !1305)
!1336 = !DILocation(line: 373, column: 9, scope: !1065, inlinedAt: !1305)
!1337 = distinct !{!1337, !1335, !1338, !1131}
!1338 = !DILocation(line: 381, column: 3, scope: !1067, inlinedAt: !1305)
!1339 = !DILocation(line: 375, column: 20, scope: !1125, inlinedAt: !1305)
!1340 = !DILocation(line: 375, column: 45, scope: !1125, inlinedAt: !1305)
!1341 = !DILocation(line: 375, column: 11, scope: !1125, inlinedAt: !1305)
!1342 = !DILocation(line: 375, column: 9, scope: !1065, inlinedAt: !1305)
!1343 = !DILocation(line: 418, column: 7, scope: !1144, inlinedAt: !1289)
!1344 = !DILocation(line: 418, column: 7, scope: !1002, inlinedAt: !1289)
!1345 = !DILocation(line: 419, column: 5, scope: !1144, inlinedAt: !1289)
!1346 = !DILocation(line: 419, column: 18, scope: !1144, inlinedAt: !1289)
!1347 = !DILocation(line: 441, column: 10, scope: !1174, inlinedAt: !1287)
!1348 = !DILocation(line: 451, column: 28, scope: !1280)
!1349 = distinct !DISubprogram(name: "atoll", scope: !3, file: !3, line: 452, type: !1350, scopeLine: 452, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1352)
!1350 = !DISubroutineType(types: !1351)
!1351 = !{!11, !17}
!1352 = !{!1353}
!1353 = !DILocalVariable(name: "s", arg: 1, scope: !1349, file: !3, line: 452, type: !17)
!1354 = !DILocation(line: 0, scope: !1349)
!1355 = !DILocation(line: 0, scope: !984, inlinedAt: !1356)
!1356 = distinct !DILocation(line: 452, column: 41, scope: !1349)
!1357 = !DILocation(line: 0, scope: !1002, inlinedAt: !1358)
!1358 = distinct !DILocation(line: 426, column: 26, scope: !984, inlinedAt: !1356)
!1359 = !DILocation(line: 390, column: 3, scope: !1002, inlinedAt: !1358)
!1360 = !DILocation(line: 390, column: 33, scope: !1002, inlinedAt: !1358)
!1361 = !DILocation(line: 390, column: 18, scope: !1002, inlinedAt: !1358)
!1362 = !DILocation(line: 0, scope: !842, inlinedAt: !1363)
!1363 = distinct !DILocation(line: 390, column: 10, scope: !1002, inlinedAt: !1358)
!1364 = !DILocation(line: 0, scope: !809, inlinedAt: !1365)
!1365 = distinct !DILocation(line: 322, column: 29, scope: !842, inlinedAt: !1363)
!1366 = !DILocation(line: 318, column: 55, scope: !809, inlinedAt: !1365)
!1367 = !DILocation(line: 322, column: 36, scope: !842, inlinedAt: !1363)
!1368 = !DILocation(line: 391, column: 6, scope: !1002, inlinedAt: !1358)
!1369 = distinct !{!1369, !1359, !1368, !156}
!1370 = !DILocation(line: 393, column: 17, scope: !1034, inlinedAt: !1358)
!1371 = !DILocation(line: 394, column: 14, scope: !1036, inlinedAt: !1358)
!1372 = !DILocation(line: 404, column: 7, scope: !1002, inlinedAt: !1358)
!1373 = !DILocation(line: 363, column: 38, scope: !1065, inlinedAt: !1374)
!1374 = distinct !DILocation(line: 410, column: 26, scope: !1002, inlinedAt: !1358)
!1375 = !DILocation(line: 318, column: 55, scope: !809, inlinedAt: !1376)
!1376 = distinct !DILocation(line: 320, column: 29, scope: !820, inlinedAt: !1377)
!1377 = distinct !DILocation(line: 364, column: 9, scope: !1097, inlinedAt: !1374)
!1378 = !DILocation(line: 364, column: 17, scope: !1097, inlinedAt: !1374)
!1379 = !DILocation(line: 0, scope: !1052, inlinedAt: !1374)
!1380 = !DILocation(line: 0, scope: !1065, inlinedAt: !1374)
!1381 = !DILocation(line: 0, scope: !820, inlinedAt: !1377)
!1382 = !DILocation(line: 0, scope: !809, inlinedAt: !1376)
!1383 = !DILocation(line: 320, column: 36, scope: !820, inlinedAt: !1377)
!1384 = !DILocation(line: 364, column: 9, scope: !1097, inlinedAt: !1374)
!1385 = !DILocation(line: 364, column: 9, scope: !1065, inlinedAt: !1374)
!1386 = !DILocation(line: 365, column: 13, scope: !1097, inlinedAt: !1374)
!1387 = !DILocation(line: 365, column: 7, scope: !1097, inlinedAt: !1374)
!1388 = !DILocation(line: 0, scope: !802, inlinedAt: !1389)
!1389 = distinct !DILocation(line: 366, column: 14, scope: !1110, inlinedAt: !1374)
!1390 = !DILocation(line: 0, scope: !809, inlinedAt: !1391)
!1391 = distinct !DILocation(line: 319, column: 29, scope: !802, inlinedAt: !1389)
!1392 = !DILocation(line: 319, column: 36, scope: !802, inlinedAt: !1389)
!1393 = !DILocation(line: 366, column: 14, scope: !1110, inlinedAt: !1374)
!1394 = !DILocation(line: 366, column: 14, scope: !1097, inlinedAt: !1374)
!1395 = !DILocation(line: 0, scope: !941, inlinedAt: !1396)
!1396 = distinct !DILocation(line: 367, column: 11, scope: !1110, inlinedAt: !1374)
!1397 = !DILocation(line: 331, column: 52, scope: !941, inlinedAt: !1396)
!1398 = !DILocation(line: 367, column: 28, scope: !1110, inlinedAt: !1374)
!1399 = !DILocation(line: 0, scope: !1097, inlinedAt: !1374)
!1400 = !DILocation(line: 370, column: 11, scope: !1122, inlinedAt: !1374)
!1401 = !DILocation(line: 370, column: 9, scope: !1065, inlinedAt: !1374)
!1402 = !DILocation(line: 375, column: 22, scope: !1125, inlinedAt: !1374)
!1403 = !DILocation(line: 361, column: 3, scope: !1052, inlinedAt: !1374)
!1404 = !DILocation(line: 361, column: 3, scope: !1067, inlinedAt: !1374)
!1405 = !DILocation(line: 373, column: 9, scope: !1065, inlinedAt: !1374)
!1406 = distinct !{!1406, !1404, !1407, !1131}
!1407 = !DILocation(line: 381, column: 3, scope: !1067, inlinedAt: !1374)
!1408 = !DILocation(line: 375, column: 20, scope: !1125, inlinedAt: !1374)
!1409 = !DILocation(line: 375, column: 45, scope: !1125, inlinedAt: !1374)
!1410 = !DILocation(line: 375, column: 11, scope: !1125, inlinedAt: !1374)
!1411 = !DILocation(line: 375, column: 9, scope: !1065, inlinedAt: !1374)
!1412 = !DILocation(line: 418, column: 7, scope: !1144, inlinedAt: !1358)
!1413 = !DILocation(line: 418, column: 7, scope: !1002, inlinedAt: !1358)
!1414 = !DILocation(line: 419, column: 5, scope: !1144, inlinedAt: !1358)
!1415 = !DILocation(line: 419, column: 18, scope: !1144, inlinedAt: !1358)
!1416 = !DILocation(line: 428, column: 10, scope: !984, inlinedAt: !1356)
!1417 = !DILocation(line: 452, column: 34, scope: !1349)
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
!1453 = distinct !{!1453, !1436, !1454, !156}
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
!1469 = distinct !{!1469, !1439, !1470, !156}
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
!1502 = distinct !{!1502, !1486, !1503, !156}
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
!1514 = distinct !{!1514, !1489, !1515, !156}
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
!1531 = !{null, !8, !164, !164, !1532}
!1532 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1533, size: 32)
!1533 = !DISubroutineType(types: !1534)
!1534 = !{!14, !162, !162}
!1535 = !{!1536, !1537, !1538, !1539, !1540}
!1536 = !DILocalVariable(name: "base", arg: 1, scope: !1529, file: !3, line: 518, type: !8)
!1537 = !DILocalVariable(name: "n", arg: 2, scope: !1529, file: !3, line: 518, type: !164)
!1538 = !DILocalVariable(name: "size", arg: 3, scope: !1529, file: !3, line: 518, type: !164)
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
!1557 = !{null, !5, !164, !164, !1532, !5}
!1558 = !{!1559, !1560, !1561, !1562, !1563, !1564, !1565, !1566, !1567, !1568}
!1559 = !DILocalVariable(name: "b", arg: 1, scope: !1555, file: !3, line: 492, type: !5)
!1560 = !DILocalVariable(name: "n", arg: 2, scope: !1555, file: !3, line: 492, type: !164)
!1561 = !DILocalVariable(name: "size", arg: 3, scope: !1555, file: !3, line: 492, type: !164)
!1562 = !DILocalVariable(name: "cmp", arg: 4, scope: !1555, file: !3, line: 492, type: !1532)
!1563 = !DILocalVariable(name: "tmp", arg: 5, scope: !1555, file: !3, line: 493, type: !5)
!1564 = !DILocalVariable(name: "n1", scope: !1555, file: !3, line: 496, type: !164)
!1565 = !DILocalVariable(name: "n2", scope: !1555, file: !3, line: 496, type: !164)
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
!1597 = distinct !{!1597, !1580, !1598, !156}
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
!1610 = !{!8, !162, !162, !164, !164, !1532}
!1611 = !{!1612, !1613, !1614, !1615, !1616, !1617, !1618, !1619, !1621, !1622}
!1612 = !DILocalVariable(name: "key", arg: 1, scope: !1608, file: !3, line: 528, type: !162)
!1613 = !DILocalVariable(name: "base", arg: 2, scope: !1608, file: !3, line: 528, type: !162)
!1614 = !DILocalVariable(name: "n", arg: 3, scope: !1608, file: !3, line: 528, type: !164)
!1615 = !DILocalVariable(name: "size", arg: 4, scope: !1608, file: !3, line: 528, type: !164)
!1616 = !DILocalVariable(name: "cmp", arg: 5, scope: !1608, file: !3, line: 529, type: !1532)
!1617 = !DILocalVariable(name: "lo", scope: !1608, file: !3, line: 530, type: !164)
!1618 = !DILocalVariable(name: "hi", scope: !1608, file: !3, line: 530, type: !164)
!1619 = !DILocalVariable(name: "mid", scope: !1620, file: !3, line: 532, type: !164)
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
!1638 = distinct !{!1638, !1624, !1639, !156}
!1639 = !DILocation(line: 541, column: 3, scope: !1608)
!1640 = !DILocation(line: 543, column: 1, scope: !1608)
!1641 = distinct !DISubprogram(name: "pthread_once", scope: !3, file: !3, line: 552, type: !1642, scopeLine: 552, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1644)
!1642 = !DISubroutineType(types: !1643)
!1643 = !{!14, !115, !51}
!1644 = !{!1645, !1646}
!1645 = !DILocalVariable(name: "once", arg: 1, scope: !1641, file: !3, line: 552, type: !115)
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
!1667 = !{null, !115, !14}
!1668 = distinct !DISubprogram(name: "pthread_key_create", scope: !3, file: !3, line: 571, type: !1669, scopeLine: 571, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1672)
!1669 = !DISubroutineType(types: !1670)
!1670 = !{!14, !1671, !77}
!1671 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 32)
!1672 = !{!1673, !1674, !1675}
!1673 = !DILocalVariable(name: "key", arg: 1, scope: !1668, file: !3, line: 571, type: !1671)
!1674 = !DILocalVariable(name: "dtor", arg: 2, scope: !1668, file: !3, line: 571, type: !77)
!1675 = !DILocalVariable(name: "k", scope: !1676, file: !3, line: 573, type: !16)
!1676 = distinct !DILexicalBlock(scope: !1668, file: !3, line: 573, column: 3)
!1677 = !DILocation(line: 0, scope: !1668)
!1678 = !DILocation(line: 572, column: 3, scope: !1668)
!1679 = !DILocation(line: 0, scope: !1676)
!1680 = !DILocation(line: 573, column: 3, scope: !1676)
!1681 = !DILocation(line: 574, column: 10, scope: !1682)
!1682 = distinct !DILexicalBlock(scope: !1683, file: !3, line: 574, column: 9)
!1683 = distinct !DILexicalBlock(scope: !1684, file: !3, line: 573, column: 43)
!1684 = distinct !DILexicalBlock(scope: !1676, file: !3, line: 573, column: 3)
!1685 = !DILocation(line: 574, column: 9, scope: !1683)
!1686 = !DILocation(line: 573, column: 39, scope: !1684)
!1687 = !DILocation(line: 573, column: 26, scope: !1684)
!1688 = distinct !{!1688, !1680, !1689, !156}
!1689 = !DILocation(line: 581, column: 3, scope: !1676)
!1690 = !DILocation(line: 575, column: 19, scope: !1691)
!1691 = distinct !DILexicalBlock(scope: !1682, file: !3, line: 574, column: 23)
!1692 = !DILocation(line: 576, column: 7, scope: !1691)
!1693 = !DILocation(line: 576, column: 19, scope: !1691)
!1694 = !DILocation(line: 577, column: 7, scope: !1691)
!1695 = !DILocation(line: 578, column: 12, scope: !1691)
!1696 = !DILocation(line: 582, column: 3, scope: !1668)
!1697 = !DILocation(line: 583, column: 3, scope: !1668)
!1698 = !DILocation(line: 584, column: 1, scope: !1668)
!1699 = distinct !DISubprogram(name: "pthread_key_delete", scope: !3, file: !3, line: 586, type: !1700, scopeLine: 586, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1702)
!1700 = !DISubroutineType(types: !1701)
!1701 = !{!14, !16}
!1702 = !{!1703}
!1703 = !DILocalVariable(name: "key", arg: 1, scope: !1699, file: !3, line: 586, type: !16)
!1704 = !DILocation(line: 0, scope: !1699)
!1705 = !DILocation(line: 587, column: 11, scope: !1706)
!1706 = distinct !DILexicalBlock(scope: !1699, file: !3, line: 587, column: 7)
!1707 = !DILocation(line: 587, column: 23, scope: !1706)
!1708 = !DILocation(line: 587, column: 27, scope: !1706)
!1709 = !DILocation(line: 587, column: 7, scope: !1699)
!1710 = !DILocation(line: 589, column: 17, scope: !1699)
!1711 = !DILocation(line: 590, column: 3, scope: !1699)
!1712 = !DILocation(line: 590, column: 17, scope: !1699)
!1713 = !DILocation(line: 591, column: 3, scope: !1699)
!1714 = !DILocation(line: 592, column: 1, scope: !1699)
!1715 = distinct !DISubprogram(name: "pthread_getspecific", scope: !3, file: !3, line: 594, type: !1716, scopeLine: 594, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1718)
!1716 = !DISubroutineType(types: !1717)
!1717 = !{!8, !16}
!1718 = !{!1719}
!1719 = !DILocalVariable(name: "key", arg: 1, scope: !1715, file: !3, line: 594, type: !16)
!1720 = !DILocation(line: 0, scope: !1715)
!1721 = !DILocation(line: 594, column: 54, scope: !1715)
!1722 = !DILocation(line: 594, column: 50, scope: !1715)
!1723 = !DILocation(line: 594, column: 67, scope: !1715)
!1724 = !DILocation(line: 594, column: 43, scope: !1715)
!1725 = distinct !DISubprogram(name: "pthread_setspecific", scope: !3, file: !3, line: 596, type: !1726, scopeLine: 596, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1728)
!1726 = !DISubroutineType(types: !1727)
!1727 = !{!14, !16, !162}
!1728 = !{!1729, !1730}
!1729 = !DILocalVariable(name: "key", arg: 1, scope: !1725, file: !3, line: 596, type: !16)
!1730 = !DILocalVariable(name: "value", arg: 2, scope: !1725, file: !3, line: 596, type: !162)
!1731 = !DILocation(line: 0, scope: !1725)
!1732 = !DILocation(line: 597, column: 11, scope: !1733)
!1733 = distinct !DILexicalBlock(scope: !1725, file: !3, line: 597, column: 7)
!1734 = !DILocation(line: 597, column: 23, scope: !1733)
!1735 = !DILocation(line: 597, column: 27, scope: !1733)
!1736 = !DILocation(line: 597, column: 7, scope: !1725)
!1737 = !DILocation(line: 599, column: 3, scope: !1725)
!1738 = !DILocation(line: 599, column: 18, scope: !1725)
!1739 = !DILocation(line: 600, column: 3, scope: !1725)
!1740 = !DILocation(line: 601, column: 1, scope: !1725)
