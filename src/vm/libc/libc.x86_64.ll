; ModuleID = 'src/vm/libc/libc.c'
source_filename = "src/vm/libc/libc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.pancam_file = type { i32 }

@pancam_errno = internal thread_local global i32 0, align 4, !dbg !0
@pancam_stdin = internal global %struct.pancam_file zeroinitializer, align 4, !dbg !83
@stdin = dso_local local_unnamed_addr global ptr @pancam_stdin, align 8, !dbg !23
@pancam_stdout = internal global %struct.pancam_file { i32 1 }, align 4, !dbg !85
@stdout = dso_local local_unnamed_addr global ptr @pancam_stdout, align 8, !dbg !29
@pancam_stderr = internal global %struct.pancam_file { i32 2 }, align 4, !dbg !87
@stderr = dso_local local_unnamed_addr global ptr @pancam_stderr, align 8, !dbg !31
@atexit_n = internal unnamed_addr global i32 0, align 4, !dbg !56
@atexit_fns = internal unnamed_addr global [32 x ptr] zeroinitializer, align 16, !dbg !48
@strtok.save = internal unnamed_addr global ptr null, align 8, !dbg !33
@ctype_b = internal constant ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), align 8, !dbg !89
@ctype_lower = internal constant ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), align 8, !dbg !41
@ctype_upper = internal constant ptr getelementptr inbounds (i8, ptr @ctype_upper_table, i64 512), align 8, !dbg !46
@ctype_lower_table = internal constant [384 x i32] [i32 -128, i32 -127, i32 -126, i32 -125, i32 -124, i32 -123, i32 -122, i32 -121, i32 -120, i32 -119, i32 -118, i32 -117, i32 -116, i32 -115, i32 -114, i32 -113, i32 -112, i32 -111, i32 -110, i32 -109, i32 -108, i32 -107, i32 -106, i32 -105, i32 -104, i32 -103, i32 -102, i32 -101, i32 -100, i32 -99, i32 -98, i32 -97, i32 -96, i32 -95, i32 -94, i32 -93, i32 -92, i32 -91, i32 -90, i32 -89, i32 -88, i32 -87, i32 -86, i32 -85, i32 -84, i32 -83, i32 -82, i32 -81, i32 -80, i32 -79, i32 -78, i32 -77, i32 -76, i32 -75, i32 -74, i32 -73, i32 -72, i32 -71, i32 -70, i32 -69, i32 -68, i32 -67, i32 -66, i32 -65, i32 -64, i32 -63, i32 -62, i32 -61, i32 -60, i32 -59, i32 -58, i32 -57, i32 -56, i32 -55, i32 -54, i32 -53, i32 -52, i32 -51, i32 -50, i32 -49, i32 -48, i32 -47, i32 -46, i32 -45, i32 -44, i32 -43, i32 -42, i32 -41, i32 -40, i32 -39, i32 -38, i32 -37, i32 -36, i32 -35, i32 -34, i32 -33, i32 -32, i32 -31, i32 -30, i32 -29, i32 -28, i32 -27, i32 -26, i32 -25, i32 -24, i32 -23, i32 -22, i32 -21, i32 -20, i32 -19, i32 -18, i32 -17, i32 -16, i32 -15, i32 -14, i32 -13, i32 -12, i32 -11, i32 -10, i32 -9, i32 -8, i32 -7, i32 -6, i32 -5, i32 -4, i32 -3, i32 -2, i32 -1, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119, i32 120, i32 121, i32 122, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119, i32 120, i32 121, i32 122, i32 123, i32 124, i32 125, i32 126, i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254, i32 255], align 16, !dbg !99
@ctype_upper_table = internal constant [384 x i32] [i32 -128, i32 -127, i32 -126, i32 -125, i32 -124, i32 -123, i32 -122, i32 -121, i32 -120, i32 -119, i32 -118, i32 -117, i32 -116, i32 -115, i32 -114, i32 -113, i32 -112, i32 -111, i32 -110, i32 -109, i32 -108, i32 -107, i32 -106, i32 -105, i32 -104, i32 -103, i32 -102, i32 -101, i32 -100, i32 -99, i32 -98, i32 -97, i32 -96, i32 -95, i32 -94, i32 -93, i32 -92, i32 -91, i32 -90, i32 -89, i32 -88, i32 -87, i32 -86, i32 -85, i32 -84, i32 -83, i32 -82, i32 -81, i32 -80, i32 -79, i32 -78, i32 -77, i32 -76, i32 -75, i32 -74, i32 -73, i32 -72, i32 -71, i32 -70, i32 -69, i32 -68, i32 -67, i32 -66, i32 -65, i32 -64, i32 -63, i32 -62, i32 -61, i32 -60, i32 -59, i32 -58, i32 -57, i32 -56, i32 -55, i32 -54, i32 -53, i32 -52, i32 -51, i32 -50, i32 -49, i32 -48, i32 -47, i32 -46, i32 -45, i32 -44, i32 -43, i32 -42, i32 -41, i32 -40, i32 -39, i32 -38, i32 -37, i32 -36, i32 -35, i32 -34, i32 -33, i32 -32, i32 -31, i32 -30, i32 -29, i32 -28, i32 -27, i32 -26, i32 -25, i32 -24, i32 -23, i32 -22, i32 -21, i32 -20, i32 -19, i32 -18, i32 -17, i32 -16, i32 -15, i32 -14, i32 -13, i32 -12, i32 -11, i32 -10, i32 -9, i32 -8, i32 -7, i32 -6, i32 -5, i32 -4, i32 -3, i32 -2, i32 -1, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 123, i32 124, i32 125, i32 126, i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254, i32 255], align 16, !dbg !102
@rand_state = internal unnamed_addr global [31 x i32] zeroinitializer, align 16, !dbg !58
@rand_f = internal unnamed_addr global i32 0, align 4, !dbg !63
@rand_r = internal unnamed_addr global i32 0, align 4, !dbg !65
@rand_seeded = internal unnamed_addr global i1 false, align 4, !dbg !104
@key_used = internal unnamed_addr global [64 x i32] zeroinitializer, align 16, !dbg !69
@key_dtor = internal unnamed_addr global [64 x ptr] zeroinitializer, align 16, !dbg !74
@key_value = internal thread_local unnamed_addr global [64 x ptr] zeroinitializer, align 16, !dbg !80
@ctype_b_table = internal constant <{ [256 x i16], [128 x i16] }> <{ [256 x i16] [i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 8195, i16 8194, i16 8194, i16 8194, i16 8194, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 24577, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -11000, i16 -11000, i16 -11000, i16 -11000, i16 -11000, i16 -11000, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -10744, i16 -10744, i16 -10744, i16 -10744, i16 -10744, i16 -10744, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 2], [128 x i16] zeroinitializer }>, align 16, !dbg !94

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local nonnull ptr @__errno_location() local_unnamed_addr #0 !dbg !111 {
  %1 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !115
  ret ptr %1, !dbg !116
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 -1, 1) i32 @atexit(ptr noundef %0) local_unnamed_addr #2 !dbg !117 {
    #dbg_value(ptr %0, !121, !DIExpression(), !122)
  %2 = load i32, ptr @atexit_n, align 4, !dbg !123, !tbaa !125
  %3 = icmp sgt i32 %2, 31, !dbg !129
  br i1 %3, label %8, label %4, !dbg !130

4:                                                ; preds = %1
  %5 = add nsw i32 %2, 1, !dbg !131
  store i32 %5, ptr @atexit_n, align 4, !dbg !131, !tbaa !125
  %6 = sext i32 %2 to i64, !dbg !132
  %7 = getelementptr inbounds [32 x ptr], ptr @atexit_fns, i64 0, i64 %6, !dbg !132
  store ptr %0, ptr %7, align 8, !dbg !133, !tbaa !134
  br label %8, !dbg !136

8:                                                ; preds = %1, %4
  %9 = phi i32 [ 0, %4 ], [ -1, %1 ], !dbg !122
  ret i32 %9, !dbg !137
}

; Function Attrs: noreturn nounwind
define dso_local void @exit(i32 noundef %0) local_unnamed_addr #3 !dbg !138 {
    #dbg_value(i32 %0, !142, !DIExpression(), !145)
  %2 = load i32, ptr @atexit_n, align 4, !dbg !146, !tbaa !125
  %3 = icmp sgt i32 %2, 0, !dbg !147
  br i1 %3, label %4, label %12, !dbg !148

4:                                                ; preds = %1, %4
  %5 = phi i32 [ %10, %4 ], [ %2, %1 ]
  %6 = add nsw i32 %5, -1, !dbg !149
  store i32 %6, ptr @atexit_n, align 4, !dbg !149, !tbaa !125
  %7 = zext nneg i32 %6 to i64, !dbg !150
  %8 = getelementptr inbounds [32 x ptr], ptr @atexit_fns, i64 0, i64 %7, !dbg !150
  %9 = load ptr, ptr %8, align 8, !dbg !150, !tbaa !134
    #dbg_value(ptr %9, !143, !DIExpression(), !151)
  tail call void %9() #16, !dbg !152
  %10 = load i32, ptr @atexit_n, align 4, !dbg !146, !tbaa !125
  %11 = icmp sgt i32 %10, 0, !dbg !147
  br i1 %11, label %4, label %12, !dbg !148, !llvm.loop !153

12:                                               ; preds = %4, %1
  tail call void @__pancam_exit(i32 noundef %0) #17, !dbg !156
  unreachable, !dbg !156
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: noreturn
declare !dbg !157 void @__pancam_exit(i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local i32 @memcmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #6 !dbg !158 {
    #dbg_value(ptr %0, !165, !DIExpression(), !172)
    #dbg_value(ptr %1, !166, !DIExpression(), !172)
    #dbg_value(i64 %2, !167, !DIExpression(), !172)
    #dbg_value(ptr %0, !168, !DIExpression(), !172)
    #dbg_value(ptr %1, !169, !DIExpression(), !172)
    #dbg_value(i64 0, !170, !DIExpression(), !173)
  %4 = icmp eq i64 %2, 0, !dbg !174
  br i1 %4, label %18, label %8, !dbg !176

5:                                                ; preds = %8
  %6 = add nuw i64 %9, 1, !dbg !177
    #dbg_value(i64 %6, !170, !DIExpression(), !173)
    #dbg_value(i64 %6, !170, !DIExpression(), !173)
  %7 = icmp eq i64 %6, %2, !dbg !174
  br i1 %7, label %18, label %8, !dbg !176, !llvm.loop !178

8:                                                ; preds = %3, %5
  %9 = phi i64 [ %6, %5 ], [ 0, %3 ]
    #dbg_value(i64 %9, !170, !DIExpression(), !173)
  %10 = getelementptr inbounds i8, ptr %0, i64 %9, !dbg !180
  %11 = load i8, ptr %10, align 1, !dbg !180, !tbaa !182
  %12 = getelementptr inbounds i8, ptr %1, i64 %9, !dbg !183
  %13 = load i8, ptr %12, align 1, !dbg !183, !tbaa !182
  %14 = icmp eq i8 %11, %13, !dbg !184
    #dbg_value(i64 %9, !170, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !173)
  br i1 %14, label %5, label %15, !dbg !185

15:                                               ; preds = %8
  %16 = icmp ult i8 %11, %13, !dbg !186
  %17 = select i1 %16, i32 -1, i32 1, !dbg !187
  br label %18, !dbg !188

18:                                               ; preds = %5, %3, %15
  %19 = phi i32 [ %17, %15 ], [ 0, %3 ], [ 0, %5 ]
  ret i32 %19, !dbg !189
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local range(i32 0, 2) i32 @bcmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #6 !dbg !190 {
    #dbg_value(ptr %0, !192, !DIExpression(), !195)
    #dbg_value(ptr %1, !193, !DIExpression(), !195)
    #dbg_value(i64 %2, !194, !DIExpression(), !195)
    #dbg_value(ptr %0, !165, !DIExpression(), !196)
    #dbg_value(ptr %1, !166, !DIExpression(), !196)
    #dbg_value(i64 %2, !167, !DIExpression(), !196)
    #dbg_value(ptr %0, !168, !DIExpression(), !196)
    #dbg_value(ptr %1, !169, !DIExpression(), !196)
    #dbg_value(i64 0, !170, !DIExpression(), !198)
  %4 = icmp eq i64 %2, 0, !dbg !199
  br i1 %4, label %15, label %8, !dbg !200

5:                                                ; preds = %8
  %6 = add nuw i64 %9, 1, !dbg !201
    #dbg_value(i64 %6, !170, !DIExpression(), !198)
    #dbg_value(i64 %6, !170, !DIExpression(), !198)
  %7 = icmp eq i64 %6, %2, !dbg !199
  br i1 %7, label %15, label %8, !dbg !200, !llvm.loop !202

8:                                                ; preds = %3, %5
  %9 = phi i64 [ %6, %5 ], [ 0, %3 ]
    #dbg_value(i64 %9, !170, !DIExpression(), !198)
  %10 = getelementptr inbounds i8, ptr %0, i64 %9, !dbg !204
  %11 = load i8, ptr %10, align 1, !dbg !204, !tbaa !182
  %12 = getelementptr inbounds i8, ptr %1, i64 %9, !dbg !205
  %13 = load i8, ptr %12, align 1, !dbg !205, !tbaa !182
  %14 = icmp eq i8 %11, %13, !dbg !206
    #dbg_value(i64 %9, !170, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !198)
  br i1 %14, label %5, label %15, !dbg !207

15:                                               ; preds = %8, %5, %3
  %16 = phi i32 [ 0, %3 ], [ 1, %8 ], [ 0, %5 ]
  ret i32 %16, !dbg !208
}

; Function Attrs: nounwind
define dso_local ptr @mempcpy(ptr noundef %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #7 !dbg !209 {
    #dbg_value(ptr %0, !213, !DIExpression(), !216)
    #dbg_value(ptr %1, !214, !DIExpression(), !216)
    #dbg_value(i64 %2, !215, !DIExpression(), !216)
  %4 = tail call ptr @memcpy(ptr noundef %0, ptr noundef %1, i64 noundef %2) #16, !dbg !217
  %5 = getelementptr inbounds i8, ptr %4, i64 %2, !dbg !218
  ret ptr %5, !dbg !219
}

declare !dbg !220 ptr @memcpy(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local noundef ptr @memrchr(ptr noundef readonly %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #6 !dbg !221 {
    #dbg_value(ptr %0, !225, !DIExpression(), !229)
    #dbg_value(i32 %1, !226, !DIExpression(), !229)
    #dbg_value(i64 %2, !227, !DIExpression(), !229)
    #dbg_value(ptr %0, !228, !DIExpression(), !229)
  %4 = trunc i32 %1 to i8
  br label %5, !dbg !230

5:                                                ; preds = %8, %3
  %6 = phi i64 [ %2, %3 ], [ %9, %8 ]
    #dbg_value(i64 %6, !227, !DIExpression(), !229)
  %7 = icmp eq i64 %6, 0, !dbg !231
  br i1 %7, label %15, label %8, !dbg !230

8:                                                ; preds = %5
  %9 = add i64 %6, -1, !dbg !232
    #dbg_value(i64 %9, !227, !DIExpression(), !229)
  %10 = getelementptr inbounds i8, ptr %0, i64 %9, !dbg !234
  %11 = load i8, ptr %10, align 1, !dbg !234, !tbaa !182
  %12 = icmp eq i8 %11, %4, !dbg !236
  br i1 %12, label %13, label %5, !dbg !237, !llvm.loop !238

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %0, i64 %9
  br label %15, !dbg !240

15:                                               ; preds = %5, %13
  %16 = phi ptr [ %14, %13 ], [ null, %5 ], !dbg !229
  ret ptr %16, !dbg !240
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local ptr @memchr(ptr noundef readonly %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #6 !dbg !241 {
    #dbg_value(ptr %0, !243, !DIExpression(), !249)
    #dbg_value(i32 %1, !244, !DIExpression(), !249)
    #dbg_value(i64 %2, !245, !DIExpression(), !249)
    #dbg_value(ptr %0, !246, !DIExpression(), !249)
    #dbg_value(i64 0, !247, !DIExpression(), !250)
  %4 = icmp eq i64 %2, 0, !dbg !251
  br i1 %4, label %17, label %5, !dbg !253

5:                                                ; preds = %3
  %6 = trunc i32 %1 to i8
  br label %7, !dbg !253

7:                                                ; preds = %5, %12
  %8 = phi i64 [ 0, %5 ], [ %13, %12 ]
    #dbg_value(i64 %8, !247, !DIExpression(), !250)
  %9 = getelementptr inbounds i8, ptr %0, i64 %8, !dbg !254
  %10 = load i8, ptr %9, align 1, !dbg !254, !tbaa !182
  %11 = icmp eq i8 %10, %6, !dbg !256
  br i1 %11, label %15, label %12, !dbg !257

12:                                               ; preds = %7
  %13 = add nuw i64 %8, 1, !dbg !258
    #dbg_value(i64 %13, !247, !DIExpression(), !250)
  %14 = icmp eq i64 %13, %2, !dbg !251
  br i1 %14, label %17, label %7, !dbg !253, !llvm.loop !259

15:                                               ; preds = %7
  %16 = getelementptr inbounds i8, ptr %0, i64 %8
  br label %17, !dbg !261

17:                                               ; preds = %12, %15, %3
  %18 = phi ptr [ null, %3 ], [ %16, %15 ], [ null, %12 ]
  ret ptr %18, !dbg !261
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local i64 @strnlen(ptr nocapture noundef readonly %0, i64 noundef %1) local_unnamed_addr #6 !dbg !262 {
    #dbg_value(ptr %0, !266, !DIExpression(), !269)
    #dbg_value(i64 %1, !267, !DIExpression(), !269)
    #dbg_value(i64 0, !268, !DIExpression(), !269)
  %3 = icmp eq i64 %1, 0, !dbg !270
  br i1 %3, label %12, label %4, !dbg !271

4:                                                ; preds = %2, %9
  %5 = phi i64 [ %10, %9 ], [ 0, %2 ]
    #dbg_value(i64 %5, !268, !DIExpression(), !269)
  %6 = getelementptr inbounds i8, ptr %0, i64 %5, !dbg !272
  %7 = load i8, ptr %6, align 1, !dbg !272, !tbaa !182
  %8 = icmp eq i8 %7, 0, !dbg !271
  br i1 %8, label %12, label %9, !dbg !273

9:                                                ; preds = %4
  %10 = add nuw i64 %5, 1, !dbg !274
    #dbg_value(i64 %10, !268, !DIExpression(), !269)
  %11 = icmp eq i64 %10, %1, !dbg !270
  br i1 %11, label %12, label %4, !dbg !271, !llvm.loop !275

12:                                               ; preds = %4, %9, %2
  %13 = phi i64 [ 0, %2 ], [ %1, %9 ], [ %5, %4 ], !dbg !269
  ret i64 %13, !dbg !276
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local range(i32 -1, 2) i32 @strcmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !277 {
    #dbg_value(ptr %0, !281, !DIExpression(), !285)
    #dbg_value(ptr %1, !282, !DIExpression(), !285)
    #dbg_value(ptr %0, !283, !DIExpression(), !285)
    #dbg_value(ptr %1, !284, !DIExpression(), !285)
  %3 = load i8, ptr %0, align 1, !dbg !286, !tbaa !182
  %4 = icmp eq i8 %3, 0, !dbg !286
  br i1 %4, label %16, label %5, !dbg !287

5:                                                ; preds = %2, %11
  %6 = phi i8 [ %14, %11 ], [ %3, %2 ]
  %7 = phi ptr [ %13, %11 ], [ %1, %2 ]
  %8 = phi ptr [ %12, %11 ], [ %0, %2 ]
    #dbg_value(ptr %7, !284, !DIExpression(), !285)
    #dbg_value(ptr %8, !283, !DIExpression(), !285)
  %9 = load i8, ptr %7, align 1, !dbg !288, !tbaa !182
  %10 = icmp eq i8 %6, %9, !dbg !289
  br i1 %10, label %11, label %16, !dbg !290

11:                                               ; preds = %5
  %12 = getelementptr inbounds i8, ptr %8, i64 1, !dbg !291
    #dbg_value(ptr %12, !283, !DIExpression(), !285)
  %13 = getelementptr inbounds i8, ptr %7, i64 1, !dbg !293
    #dbg_value(ptr %13, !284, !DIExpression(), !285)
  %14 = load i8, ptr %12, align 1, !dbg !286, !tbaa !182
  %15 = icmp eq i8 %14, 0, !dbg !286
  br i1 %15, label %16, label %5, !dbg !287, !llvm.loop !294

16:                                               ; preds = %5, %11, %2
  %17 = phi ptr [ %1, %2 ], [ %13, %11 ], [ %7, %5 ], !dbg !285
  %18 = phi i8 [ 0, %2 ], [ 0, %11 ], [ %6, %5 ], !dbg !286
  %19 = load i8, ptr %17, align 1, !dbg !296, !tbaa !182
  %20 = icmp ugt i8 %18, %19, !dbg !297
  %21 = zext i1 %20 to i32, !dbg !297
  %22 = icmp ult i8 %18, %19, !dbg !298
  %23 = sext i1 %22 to i32, !dbg !298
  %24 = add nsw i32 %23, %21, !dbg !299
  ret i32 %24, !dbg !300
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local i32 @strncmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #6 !dbg !301 {
    #dbg_value(ptr %0, !305, !DIExpression(), !312)
    #dbg_value(ptr %1, !306, !DIExpression(), !312)
    #dbg_value(i64 %2, !307, !DIExpression(), !312)
    #dbg_value(ptr %0, !308, !DIExpression(), !312)
    #dbg_value(ptr %1, !309, !DIExpression(), !312)
    #dbg_value(i64 0, !310, !DIExpression(), !313)
  %4 = icmp eq i64 %2, 0, !dbg !314
  br i1 %4, label %23, label %5, !dbg !316

5:                                                ; preds = %3, %18
  %6 = phi i64 [ %20, %18 ], [ 0, %3 ]
    #dbg_value(i64 %6, !310, !DIExpression(), !313)
  %7 = getelementptr inbounds i8, ptr %0, i64 %6, !dbg !317
  %8 = load i8, ptr %7, align 1, !dbg !317, !tbaa !182
  %9 = getelementptr inbounds i8, ptr %1, i64 %6, !dbg !320
  %10 = load i8, ptr %9, align 1, !dbg !320, !tbaa !182
  %11 = icmp eq i8 %8, %10, !dbg !321
  br i1 %11, label %18, label %12, !dbg !322

12:                                               ; preds = %5
  %13 = icmp ugt i8 %8, %10, !dbg !323
  %14 = zext i1 %13 to i32, !dbg !323
  %15 = icmp ult i8 %8, %10, !dbg !324
  %16 = sext i1 %15 to i32, !dbg !324
  %17 = add nsw i32 %16, %14, !dbg !325
  br label %23, !dbg !326

18:                                               ; preds = %5
  %19 = icmp eq i8 %8, 0, !dbg !327
    #dbg_value(i64 %6, !310, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !313)
  %20 = add nuw i64 %6, 1
    #dbg_value(i64 %20, !310, !DIExpression(), !313)
    #dbg_value(i64 %20, !310, !DIExpression(), !313)
  %21 = icmp eq i64 %20, %2
  %22 = select i1 %19, i1 true, i1 %21, !dbg !329
  br i1 %22, label %23, label %5, !dbg !329, !llvm.loop !330

23:                                               ; preds = %18, %3, %12
  %24 = phi i32 [ %17, %12 ], [ 0, %3 ], [ 0, %18 ]
  ret i32 %24, !dbg !332
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local noundef ptr @strcpy(ptr noundef returned writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #10 !dbg !333 {
    #dbg_value(ptr %0, !335, !DIExpression(), !338)
    #dbg_value(ptr %1, !336, !DIExpression(), !338)
    #dbg_value(ptr %0, !337, !DIExpression(), !338)
  br label %3, !dbg !339

3:                                                ; preds = %3, %2
  %4 = phi ptr [ %1, %2 ], [ %6, %3 ]
  %5 = phi ptr [ %0, %2 ], [ %8, %3 ]
    #dbg_value(ptr %5, !335, !DIExpression(), !338)
    #dbg_value(ptr %4, !336, !DIExpression(), !338)
  %6 = getelementptr inbounds i8, ptr %4, i64 1, !dbg !340
    #dbg_value(ptr %6, !336, !DIExpression(), !338)
  %7 = load i8, ptr %4, align 1, !dbg !341, !tbaa !182
  %8 = getelementptr inbounds i8, ptr %5, i64 1, !dbg !342
    #dbg_value(ptr %8, !335, !DIExpression(), !338)
  store i8 %7, ptr %5, align 1, !dbg !343, !tbaa !182
  %9 = icmp eq i8 %7, 0, !dbg !339
  br i1 %9, label %10, label %3, !dbg !339, !llvm.loop !344

10:                                               ; preds = %3
  ret ptr %0, !dbg !346
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local noundef ptr @stpcpy(ptr noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #10 !dbg !347 {
    #dbg_value(ptr %0, !349, !DIExpression(), !351)
    #dbg_value(ptr %1, !350, !DIExpression(), !351)
    #dbg_value(ptr %1, !350, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !351)
  %3 = load i8, ptr %1, align 1, !dbg !352, !tbaa !182
  store i8 %3, ptr %0, align 1, !dbg !353, !tbaa !182
  %4 = icmp eq i8 %3, 0, !dbg !354
  br i1 %4, label %12, label %5, !dbg !354

5:                                                ; preds = %2, %5
  %6 = phi ptr [ %8, %5 ], [ %1, %2 ]
  %7 = phi ptr [ %9, %5 ], [ %0, %2 ]
    #dbg_value(ptr %6, !350, !DIExpression(), !351)
    #dbg_value(ptr %7, !349, !DIExpression(), !351)
  %8 = getelementptr inbounds i8, ptr %6, i64 1, !dbg !355
    #dbg_value(ptr %8, !350, !DIExpression(), !351)
  %9 = getelementptr inbounds i8, ptr %7, i64 1, !dbg !356
    #dbg_value(ptr %9, !349, !DIExpression(), !351)
    #dbg_value(ptr %8, !350, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !351)
  %10 = load i8, ptr %8, align 1, !dbg !352, !tbaa !182
  store i8 %10, ptr %9, align 1, !dbg !353, !tbaa !182
  %11 = icmp eq i8 %10, 0, !dbg !354
  br i1 %11, label %12, label %5, !dbg !354, !llvm.loop !357

12:                                               ; preds = %5, %2
  %13 = phi ptr [ %0, %2 ], [ %9, %5 ]
  ret ptr %13, !dbg !358
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptr @stpncpy(ptr noundef writeonly %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #11 !dbg !359 {
    #dbg_value(ptr %0, !363, !DIExpression(), !368)
    #dbg_value(ptr %1, !364, !DIExpression(), !368)
    #dbg_value(i64 %2, !365, !DIExpression(), !368)
    #dbg_value(i64 0, !366, !DIExpression(), !368)
  %4 = icmp eq i64 %2, 0, !dbg !369
  br i1 %4, label %14, label %5, !dbg !372

5:                                                ; preds = %3, %10
  %6 = phi i64 [ %12, %10 ], [ 0, %3 ]
    #dbg_value(i64 %6, !366, !DIExpression(), !368)
  %7 = getelementptr inbounds i8, ptr %1, i64 %6, !dbg !373
  %8 = load i8, ptr %7, align 1, !dbg !373, !tbaa !182
  %9 = icmp eq i8 %8, 0, !dbg !372
  br i1 %9, label %14, label %10, !dbg !374

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %0, i64 %6, !dbg !375
  store i8 %8, ptr %11, align 1, !dbg !376, !tbaa !182
  %12 = add nuw i64 %6, 1, !dbg !377
    #dbg_value(i64 %12, !366, !DIExpression(), !368)
  %13 = icmp eq i64 %12, %2, !dbg !369
  br i1 %13, label %56, label %5, !dbg !372, !llvm.loop !378

14:                                               ; preds = %5, %3
  %15 = phi i64 [ 0, %3 ], [ %6, %5 ], !dbg !368
    #dbg_value(!DIArgList(ptr %0, i64 %15), !367, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !368)
    #dbg_value(i64 %15, !366, !DIExpression(), !368)
  %16 = icmp ult i64 %15, %2, !dbg !380
  br i1 %16, label %17, label %56, !dbg !383

17:                                               ; preds = %14
  %18 = sub i64 %2, %15, !dbg !383
  %19 = icmp ult i64 %18, 8, !dbg !383
  br i1 %19, label %49, label %20, !dbg !383

20:                                               ; preds = %17
  %21 = icmp ult i64 %18, 32, !dbg !383
  br i1 %21, label %37, label %22, !dbg !383

22:                                               ; preds = %20
  %23 = and i64 %18, -32, !dbg !383
  %24 = getelementptr i8, ptr %0, i64 %15
  br label %25, !dbg !383

25:                                               ; preds = %25, %22
  %26 = phi i64 [ 0, %22 ], [ %29, %25 ]
  %27 = getelementptr i8, ptr %24, i64 %26, !dbg !384
  %28 = getelementptr inbounds i8, ptr %27, i64 16, !dbg !385
  store <16 x i8> zeroinitializer, ptr %27, align 1, !dbg !385, !tbaa !182
  store <16 x i8> zeroinitializer, ptr %28, align 1, !dbg !385, !tbaa !182
  %29 = add nuw i64 %26, 32
  %30 = icmp eq i64 %29, %23
  br i1 %30, label %31, label %25, !llvm.loop !386

31:                                               ; preds = %25
  %32 = icmp eq i64 %18, %23, !dbg !383
  br i1 %32, label %56, label %33, !dbg !383

33:                                               ; preds = %31
  %34 = add i64 %15, %23, !dbg !383
  %35 = and i64 %18, 24, !dbg !383
  %36 = icmp eq i64 %35, 0, !dbg !383
  br i1 %36, label %49, label %37, !dbg !383

37:                                               ; preds = %20, %33
  %38 = phi i64 [ %23, %33 ], [ 0, %20 ]
  %39 = and i64 %18, -8, !dbg !383
  %40 = add i64 %15, %39, !dbg !383
  %41 = getelementptr i8, ptr %0, i64 %15
  br label %42, !dbg !383

42:                                               ; preds = %42, %37
  %43 = phi i64 [ %38, %37 ], [ %45, %42 ]
  %44 = getelementptr i8, ptr %41, i64 %43, !dbg !384
  store <8 x i8> zeroinitializer, ptr %44, align 1, !dbg !385, !tbaa !182
  %45 = add nuw i64 %43, 8
  %46 = icmp eq i64 %45, %39
  br i1 %46, label %47, label %42, !llvm.loop !390

47:                                               ; preds = %42
  %48 = icmp eq i64 %18, %39, !dbg !383
  br i1 %48, label %56, label %49, !dbg !383

49:                                               ; preds = %47, %17, %33
  %50 = phi i64 [ %15, %17 ], [ %34, %33 ], [ %40, %47 ]
  br label %51, !dbg !383

51:                                               ; preds = %49, %51
  %52 = phi i64 [ %54, %51 ], [ %50, %49 ]
    #dbg_value(i64 %52, !366, !DIExpression(), !368)
  %53 = getelementptr inbounds i8, ptr %0, i64 %52, !dbg !384
  store i8 0, ptr %53, align 1, !dbg !385, !tbaa !182
  %54 = add nuw i64 %52, 1, !dbg !391
    #dbg_value(i64 %54, !366, !DIExpression(), !368)
  %55 = icmp eq i64 %54, %2, !dbg !380
  br i1 %55, label %56, label %51, !dbg !383, !llvm.loop !392

56:                                               ; preds = %10, %51, %31, %47, %14
  %57 = phi i64 [ %15, %14 ], [ %15, %47 ], [ %15, %31 ], [ %15, %51 ], [ %2, %10 ]
  %58 = getelementptr inbounds i8, ptr %0, i64 %57, !dbg !393
    #dbg_value(ptr %58, !367, !DIExpression(), !368)
  ret ptr %58, !dbg !394
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local noundef ptr @strchrnul(ptr noundef readonly %0, i32 noundef %1) local_unnamed_addr #9 !dbg !395 {
    #dbg_value(ptr %0, !399, !DIExpression(), !401)
    #dbg_value(i32 %1, !400, !DIExpression(), !401)
  %3 = load i8, ptr %0, align 1, !dbg !402, !tbaa !182
  %4 = icmp eq i8 %3, 0, !dbg !402
  br i1 %4, label %17, label %5, !dbg !403

5:                                                ; preds = %2
  %6 = shl i32 %1, 24
  %7 = ashr exact i32 %6, 24
  br label %8, !dbg !403

8:                                                ; preds = %5, %13
  %9 = phi i8 [ %3, %5 ], [ %15, %13 ]
  %10 = phi ptr [ %0, %5 ], [ %14, %13 ]
    #dbg_value(ptr %10, !399, !DIExpression(), !401)
  %11 = sext i8 %9 to i32, !dbg !402
  %12 = icmp eq i32 %7, %11, !dbg !404
  br i1 %12, label %17, label %13, !dbg !405

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %10, i64 1, !dbg !406
    #dbg_value(ptr %14, !399, !DIExpression(), !401)
  %15 = load i8, ptr %14, align 1, !dbg !402, !tbaa !182
  %16 = icmp eq i8 %15, 0, !dbg !402
  br i1 %16, label %17, label %8, !dbg !403, !llvm.loop !407

17:                                               ; preds = %8, %13, %2
  %18 = phi ptr [ %0, %2 ], [ %14, %13 ], [ %10, %8 ]
  ret ptr %18, !dbg !408
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local noundef ptr @strncpy(ptr noundef returned writeonly %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #11 !dbg !409 {
    #dbg_value(ptr %0, !411, !DIExpression(), !415)
    #dbg_value(ptr %1, !412, !DIExpression(), !415)
    #dbg_value(i64 %2, !413, !DIExpression(), !415)
    #dbg_value(i64 0, !414, !DIExpression(), !415)
  %4 = icmp eq i64 %2, 0, !dbg !416
  br i1 %4, label %14, label %5, !dbg !419

5:                                                ; preds = %3, %10
  %6 = phi i64 [ %12, %10 ], [ 0, %3 ]
    #dbg_value(i64 %6, !414, !DIExpression(), !415)
  %7 = getelementptr inbounds i8, ptr %1, i64 %6, !dbg !420
  %8 = load i8, ptr %7, align 1, !dbg !420, !tbaa !182
  %9 = icmp eq i8 %8, 0, !dbg !419
  br i1 %9, label %14, label %10, !dbg !421

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %0, i64 %6, !dbg !422
  store i8 %8, ptr %11, align 1, !dbg !423, !tbaa !182
  %12 = add nuw i64 %6, 1, !dbg !424
    #dbg_value(i64 %12, !414, !DIExpression(), !415)
  %13 = icmp eq i64 %12, %2, !dbg !416
  br i1 %13, label %56, label %5, !dbg !419, !llvm.loop !425

14:                                               ; preds = %5, %3
  %15 = phi i64 [ 0, %3 ], [ %6, %5 ], !dbg !415
    #dbg_value(i64 %15, !414, !DIExpression(), !415)
  %16 = icmp ult i64 %15, %2, !dbg !427
  br i1 %16, label %17, label %56, !dbg !430

17:                                               ; preds = %14
  %18 = sub i64 %2, %15, !dbg !430
  %19 = icmp ult i64 %18, 8, !dbg !430
  br i1 %19, label %49, label %20, !dbg !430

20:                                               ; preds = %17
  %21 = icmp ult i64 %18, 32, !dbg !430
  br i1 %21, label %37, label %22, !dbg !430

22:                                               ; preds = %20
  %23 = and i64 %18, -32, !dbg !430
  %24 = getelementptr i8, ptr %0, i64 %15
  br label %25, !dbg !430

25:                                               ; preds = %25, %22
  %26 = phi i64 [ 0, %22 ], [ %29, %25 ]
  %27 = getelementptr i8, ptr %24, i64 %26, !dbg !431
  %28 = getelementptr inbounds i8, ptr %27, i64 16, !dbg !432
  store <16 x i8> zeroinitializer, ptr %27, align 1, !dbg !432, !tbaa !182
  store <16 x i8> zeroinitializer, ptr %28, align 1, !dbg !432, !tbaa !182
  %29 = add nuw i64 %26, 32
  %30 = icmp eq i64 %29, %23
  br i1 %30, label %31, label %25, !llvm.loop !433

31:                                               ; preds = %25
  %32 = icmp eq i64 %18, %23, !dbg !430
  br i1 %32, label %56, label %33, !dbg !430

33:                                               ; preds = %31
  %34 = add i64 %15, %23, !dbg !430
  %35 = and i64 %18, 24, !dbg !430
  %36 = icmp eq i64 %35, 0, !dbg !430
  br i1 %36, label %49, label %37, !dbg !430

37:                                               ; preds = %20, %33
  %38 = phi i64 [ %23, %33 ], [ 0, %20 ]
  %39 = and i64 %18, -8, !dbg !430
  %40 = add i64 %15, %39, !dbg !430
  %41 = getelementptr i8, ptr %0, i64 %15
  br label %42, !dbg !430

42:                                               ; preds = %42, %37
  %43 = phi i64 [ %38, %37 ], [ %45, %42 ]
  %44 = getelementptr i8, ptr %41, i64 %43, !dbg !431
  store <8 x i8> zeroinitializer, ptr %44, align 1, !dbg !432, !tbaa !182
  %45 = add nuw i64 %43, 8
  %46 = icmp eq i64 %45, %39
  br i1 %46, label %47, label %42, !llvm.loop !435

47:                                               ; preds = %42
  %48 = icmp eq i64 %18, %39, !dbg !430
  br i1 %48, label %56, label %49, !dbg !430

49:                                               ; preds = %47, %17, %33
  %50 = phi i64 [ %15, %17 ], [ %34, %33 ], [ %40, %47 ]
  br label %51, !dbg !430

51:                                               ; preds = %49, %51
  %52 = phi i64 [ %54, %51 ], [ %50, %49 ]
    #dbg_value(i64 %52, !414, !DIExpression(), !415)
  %53 = getelementptr inbounds i8, ptr %0, i64 %52, !dbg !431
  store i8 0, ptr %53, align 1, !dbg !432, !tbaa !182
  %54 = add nuw i64 %52, 1, !dbg !436
    #dbg_value(i64 %54, !414, !DIExpression(), !415)
  %55 = icmp eq i64 %54, %2, !dbg !427
  br i1 %55, label %56, label %51, !dbg !430, !llvm.loop !437

56:                                               ; preds = %10, %51, %31, %47, %14
  ret ptr %0, !dbg !438
}

; Function Attrs: nounwind
define dso_local noundef ptr @strcat(ptr noundef returned %0, ptr nocapture noundef readonly %1) local_unnamed_addr #7 !dbg !439 {
    #dbg_value(ptr %0, !441, !DIExpression(), !443)
    #dbg_value(ptr %1, !442, !DIExpression(), !443)
  %3 = tail call i64 @strlen(ptr noundef %0) #16, !dbg !444
  %4 = getelementptr inbounds i8, ptr %0, i64 %3, !dbg !445
    #dbg_value(ptr %4, !335, !DIExpression(), !446)
    #dbg_value(ptr %1, !336, !DIExpression(), !446)
    #dbg_value(ptr %4, !337, !DIExpression(), !446)
  br label %5, !dbg !448

5:                                                ; preds = %5, %2
  %6 = phi ptr [ %1, %2 ], [ %8, %5 ]
  %7 = phi ptr [ %4, %2 ], [ %10, %5 ]
    #dbg_value(ptr %7, !335, !DIExpression(), !446)
    #dbg_value(ptr %6, !336, !DIExpression(), !446)
  %8 = getelementptr inbounds i8, ptr %6, i64 1, !dbg !449
    #dbg_value(ptr %8, !336, !DIExpression(), !446)
  %9 = load i8, ptr %6, align 1, !dbg !450, !tbaa !182
  %10 = getelementptr inbounds i8, ptr %7, i64 1, !dbg !451
    #dbg_value(ptr %10, !335, !DIExpression(), !446)
  store i8 %9, ptr %7, align 1, !dbg !452, !tbaa !182
  %11 = icmp eq i8 %9, 0, !dbg !448
  br i1 %11, label %12, label %5, !dbg !448, !llvm.loop !453

12:                                               ; preds = %5
  ret ptr %0, !dbg !455
}

declare !dbg !456 i64 @strlen(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local noundef ptr @strncat(ptr noundef returned %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #7 !dbg !459 {
    #dbg_value(ptr %0, !461, !DIExpression(), !466)
    #dbg_value(ptr %1, !462, !DIExpression(), !466)
    #dbg_value(i64 %2, !463, !DIExpression(), !466)
  %4 = tail call i64 @strlen(ptr noundef %0) #16, !dbg !467
  %5 = getelementptr inbounds i8, ptr %0, i64 %4, !dbg !468
    #dbg_value(ptr %5, !464, !DIExpression(), !466)
    #dbg_value(i64 0, !465, !DIExpression(), !466)
  %6 = icmp eq i64 %2, 0, !dbg !469
  br i1 %6, label %16, label %7, !dbg !472

7:                                                ; preds = %3, %12
  %8 = phi i64 [ %14, %12 ], [ 0, %3 ]
    #dbg_value(i64 %8, !465, !DIExpression(), !466)
  %9 = getelementptr inbounds i8, ptr %1, i64 %8, !dbg !473
  %10 = load i8, ptr %9, align 1, !dbg !473, !tbaa !182
  %11 = icmp eq i8 %10, 0, !dbg !472
  br i1 %11, label %16, label %12, !dbg !474

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %5, i64 %8, !dbg !475
  store i8 %10, ptr %13, align 1, !dbg !476, !tbaa !182
  %14 = add nuw i64 %8, 1, !dbg !477
    #dbg_value(i64 %14, !465, !DIExpression(), !466)
  %15 = icmp eq i64 %14, %2, !dbg !469
  br i1 %15, label %16, label %7, !dbg !472, !llvm.loop !478

16:                                               ; preds = %7, %12, %3
  %17 = phi i64 [ 0, %3 ], [ %2, %12 ], [ %8, %7 ], !dbg !466
  %18 = getelementptr inbounds i8, ptr %5, i64 %17, !dbg !480
  store i8 0, ptr %18, align 1, !dbg !481, !tbaa !182
  ret ptr %0, !dbg !482
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local noundef ptr @strchr(ptr noundef readonly %0, i32 noundef %1) local_unnamed_addr #9 !dbg !483 {
    #dbg_value(ptr %0, !485, !DIExpression(), !487)
    #dbg_value(i32 %1, !486, !DIExpression(), !487)
  %3 = shl i32 %1, 24
  %4 = ashr exact i32 %3, 24
    #dbg_value(ptr %0, !485, !DIExpression(), !487)
  %5 = load i8, ptr %0, align 1, !dbg !488, !tbaa !182
  %6 = sext i8 %5 to i32, !dbg !488
  %7 = icmp eq i32 %4, %6, !dbg !493
  br i1 %7, label %17, label %8, !dbg !494

8:                                                ; preds = %2, %12
  %9 = phi i8 [ %14, %12 ], [ %5, %2 ]
  %10 = phi ptr [ %13, %12 ], [ %0, %2 ]
    #dbg_value(ptr %10, !485, !DIExpression(), !487)
  %11 = icmp eq i8 %9, 0, !dbg !495
  br i1 %11, label %17, label %12, !dbg !497

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %10, i64 1, !dbg !498
    #dbg_value(ptr %13, !485, !DIExpression(), !487)
  %14 = load i8, ptr %13, align 1, !dbg !488, !tbaa !182
  %15 = sext i8 %14 to i32, !dbg !488
  %16 = icmp eq i32 %4, %15, !dbg !493
  br i1 %16, label %17, label %8, !dbg !494, !llvm.loop !499

17:                                               ; preds = %12, %8, %2
  %18 = phi ptr [ %0, %2 ], [ null, %8 ], [ %13, %12 ], !dbg !502
  ret ptr %18, !dbg !503
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local ptr @strrchr(ptr noundef readonly %0, i32 noundef %1) local_unnamed_addr #9 !dbg !504 {
    #dbg_value(ptr %0, !506, !DIExpression(), !509)
    #dbg_value(i32 %1, !507, !DIExpression(), !509)
    #dbg_value(ptr null, !508, !DIExpression(), !509)
  %3 = shl i32 %1, 24
  %4 = ashr exact i32 %3, 24
  br label %5, !dbg !510

5:                                                ; preds = %5, %2
  %6 = phi ptr [ %0, %2 ], [ %13, %5 ]
  %7 = phi ptr [ null, %2 ], [ %11, %5 ], !dbg !509
    #dbg_value(ptr %7, !508, !DIExpression(), !509)
    #dbg_value(ptr %6, !506, !DIExpression(), !509)
  %8 = load i8, ptr %6, align 1, !dbg !511, !tbaa !182
  %9 = sext i8 %8 to i32, !dbg !511
  %10 = icmp eq i32 %4, %9, !dbg !516
  %11 = select i1 %10, ptr %6, ptr %7, !dbg !517
    #dbg_value(ptr %11, !508, !DIExpression(), !509)
  %12 = icmp eq i8 %8, 0, !dbg !518
  %13 = getelementptr inbounds i8, ptr %6, i64 1, !dbg !520
    #dbg_value(ptr %13, !506, !DIExpression(), !509)
  br i1 %12, label %14, label %5, !dbg !521, !llvm.loop !522

14:                                               ; preds = %5
  ret ptr %11, !dbg !525
}

; Function Attrs: nounwind
define dso_local noundef ptr @strstr(ptr noundef readonly %0, ptr noundef %1) local_unnamed_addr #7 !dbg !526 {
    #dbg_value(ptr %0, !530, !DIExpression(), !533)
    #dbg_value(ptr %1, !531, !DIExpression(), !533)
  %3 = tail call i64 @strlen(ptr noundef %1) #16, !dbg !534
    #dbg_value(i64 %3, !532, !DIExpression(), !533)
  %4 = icmp eq i64 %3, 0, !dbg !535
  br i1 %4, label %30, label %5, !dbg !537

5:                                                ; preds = %2
    #dbg_value(ptr %0, !530, !DIExpression(), !533)
  %6 = load i8, ptr %0, align 1, !dbg !538, !tbaa !182
  %7 = icmp eq i8 %6, 0, !dbg !541
  br i1 %7, label %30, label %8, !dbg !541

8:                                                ; preds = %5
  %9 = load i8, ptr %1, align 1, !tbaa !182
  br label %10, !dbg !541

10:                                               ; preds = %8, %26
  %11 = phi i8 [ %6, %8 ], [ %28, %26 ]
  %12 = phi ptr [ %0, %8 ], [ %27, %26 ]
    #dbg_value(ptr %12, !530, !DIExpression(), !533)
  %13 = icmp eq i8 %11, %9, !dbg !542
  br i1 %13, label %14, label %26, !dbg !544

14:                                               ; preds = %10, %21
  %15 = phi i64 [ %23, %21 ], [ 0, %10 ]
    #dbg_value(i64 %15, !310, !DIExpression(), !545)
  %16 = getelementptr inbounds i8, ptr %12, i64 %15, !dbg !547
  %17 = load i8, ptr %16, align 1, !dbg !547, !tbaa !182
  %18 = getelementptr inbounds i8, ptr %1, i64 %15, !dbg !548
  %19 = load i8, ptr %18, align 1, !dbg !548, !tbaa !182
  %20 = icmp eq i8 %17, %19, !dbg !549
  br i1 %20, label %21, label %26, !dbg !550

21:                                               ; preds = %14
  %22 = icmp eq i8 %17, 0, !dbg !551
    #dbg_value(i64 %15, !310, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !545)
  %23 = add nuw i64 %15, 1
    #dbg_value(i64 %23, !310, !DIExpression(), !545)
  %24 = icmp eq i64 %23, %3
  %25 = select i1 %22, i1 true, i1 %24, !dbg !552
  br i1 %25, label %30, label %14, !dbg !552, !llvm.loop !553

26:                                               ; preds = %14, %10
  %27 = getelementptr inbounds i8, ptr %12, i64 1, !dbg !556
    #dbg_value(ptr %27, !530, !DIExpression(), !533)
  %28 = load i8, ptr %27, align 1, !dbg !538, !tbaa !182
  %29 = icmp eq i8 %28, 0, !dbg !541
  br i1 %29, label %30, label %10, !dbg !541, !llvm.loop !557

30:                                               ; preds = %26, %21, %5, %2
  %31 = phi ptr [ %0, %2 ], [ null, %5 ], [ %12, %21 ], [ null, %26 ], !dbg !533
  ret ptr %31, !dbg !559
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local i64 @strspn(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !560 {
    #dbg_value(ptr %0, !564, !DIExpression(), !567)
    #dbg_value(ptr %1, !565, !DIExpression(), !567)
    #dbg_value(i64 0, !566, !DIExpression(), !567)
  %3 = load i8, ptr %0, align 1, !dbg !568, !tbaa !182
  %4 = icmp eq i8 %3, 0, !dbg !568
  br i1 %4, label %24, label %5, !dbg !569

5:                                                ; preds = %2
  %6 = load i8, ptr %1, align 1, !tbaa !182
  br label %7, !dbg !569

7:                                                ; preds = %5, %19
  %8 = phi i8 [ %3, %5 ], [ %22, %19 ]
  %9 = phi i64 [ 0, %5 ], [ %20, %19 ]
    #dbg_value(i64 %9, !566, !DIExpression(), !567)
    #dbg_value(ptr %1, !485, !DIExpression(), !570)
    #dbg_value(i8 %8, !486, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !570)
    #dbg_value(ptr %1, !485, !DIExpression(), !570)
  %10 = icmp eq i8 %8, %6, !dbg !572
  br i1 %10, label %19, label %11, !dbg !573

11:                                               ; preds = %7, %15
  %12 = phi i8 [ %17, %15 ], [ %6, %7 ]
  %13 = phi ptr [ %16, %15 ], [ %1, %7 ]
    #dbg_value(ptr %13, !485, !DIExpression(), !570)
  %14 = icmp eq i8 %12, 0, !dbg !574
  br i1 %14, label %24, label %15, !dbg !575

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i64 1, !dbg !576
    #dbg_value(ptr %16, !485, !DIExpression(), !570)
  %17 = load i8, ptr %16, align 1, !dbg !577, !tbaa !182
  %18 = icmp eq i8 %8, %17, !dbg !572
  br i1 %18, label %19, label %11, !dbg !573, !llvm.loop !578

19:                                               ; preds = %15, %7
  %20 = add i64 %9, 1, !dbg !581
    #dbg_value(i64 %20, !566, !DIExpression(), !567)
  %21 = getelementptr inbounds i8, ptr %0, i64 %20, !dbg !568
  %22 = load i8, ptr %21, align 1, !dbg !568, !tbaa !182
  %23 = icmp eq i8 %22, 0, !dbg !568
  br i1 %23, label %24, label %7, !dbg !569, !llvm.loop !582

24:                                               ; preds = %19, %11, %2
  %25 = phi i64 [ 0, %2 ], [ %9, %11 ], [ %20, %19 ]
  ret i64 %25, !dbg !584
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local i64 @strcspn(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !585 {
    #dbg_value(ptr %0, !587, !DIExpression(), !590)
    #dbg_value(ptr %1, !588, !DIExpression(), !590)
    #dbg_value(i64 0, !589, !DIExpression(), !590)
  %3 = load i8, ptr %0, align 1, !dbg !591, !tbaa !182
  %4 = icmp eq i8 %3, 0, !dbg !591
  br i1 %4, label %24, label %5, !dbg !592

5:                                                ; preds = %2
  %6 = load i8, ptr %1, align 1, !tbaa !182
  br label %7, !dbg !592

7:                                                ; preds = %5, %19
  %8 = phi i8 [ %3, %5 ], [ %22, %19 ]
  %9 = phi i64 [ 0, %5 ], [ %20, %19 ]
    #dbg_value(i64 %9, !589, !DIExpression(), !590)
    #dbg_value(ptr %1, !485, !DIExpression(), !593)
    #dbg_value(i8 %8, !486, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !593)
    #dbg_value(ptr %1, !485, !DIExpression(), !593)
  %10 = icmp eq i8 %8, %6, !dbg !595
  br i1 %10, label %24, label %11, !dbg !596

11:                                               ; preds = %7, %15
  %12 = phi i8 [ %17, %15 ], [ %6, %7 ]
  %13 = phi ptr [ %16, %15 ], [ %1, %7 ]
    #dbg_value(ptr %13, !485, !DIExpression(), !593)
  %14 = icmp eq i8 %12, 0, !dbg !597
  br i1 %14, label %19, label %15, !dbg !598

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i64 1, !dbg !599
    #dbg_value(ptr %16, !485, !DIExpression(), !593)
  %17 = load i8, ptr %16, align 1, !dbg !600, !tbaa !182
  %18 = icmp eq i8 %8, %17, !dbg !595
  br i1 %18, label %24, label %11, !dbg !596, !llvm.loop !601

19:                                               ; preds = %11
  %20 = add i64 %9, 1, !dbg !604
    #dbg_value(i64 %20, !589, !DIExpression(), !590)
  %21 = getelementptr inbounds i8, ptr %0, i64 %20, !dbg !591
  %22 = load i8, ptr %21, align 1, !dbg !591, !tbaa !182
  %23 = icmp eq i8 %22, 0, !dbg !591
  br i1 %23, label %24, label %7, !dbg !592, !llvm.loop !605

24:                                               ; preds = %19, %7, %15, %2
  %25 = phi i64 [ 0, %2 ], [ %9, %15 ], [ %20, %19 ], [ %9, %7 ]
  ret i64 %25, !dbg !607
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local ptr @strpbrk(ptr noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !608 {
    #dbg_value(ptr %0, !610, !DIExpression(), !612)
    #dbg_value(ptr %1, !611, !DIExpression(), !612)
    #dbg_value(ptr %0, !587, !DIExpression(), !613)
    #dbg_value(ptr %1, !588, !DIExpression(), !613)
    #dbg_value(i64 0, !589, !DIExpression(), !613)
  %3 = load i8, ptr %0, align 1, !dbg !615, !tbaa !182
  %4 = icmp eq i8 %3, 0, !dbg !615
  br i1 %4, label %24, label %5, !dbg !616

5:                                                ; preds = %2
  %6 = load i8, ptr %1, align 1, !tbaa !182
  br label %7, !dbg !616

7:                                                ; preds = %19, %5
  %8 = phi i8 [ %3, %5 ], [ %22, %19 ]
  %9 = phi i64 [ 0, %5 ], [ %20, %19 ]
    #dbg_value(i64 %9, !589, !DIExpression(), !613)
    #dbg_value(ptr %1, !485, !DIExpression(), !617)
    #dbg_value(i8 %8, !486, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !617)
    #dbg_value(ptr %1, !485, !DIExpression(), !617)
  %10 = icmp eq i8 %8, %6, !dbg !619
  br i1 %10, label %24, label %11, !dbg !620

11:                                               ; preds = %7, %15
  %12 = phi i8 [ %17, %15 ], [ %6, %7 ]
  %13 = phi ptr [ %16, %15 ], [ %1, %7 ]
    #dbg_value(ptr %13, !485, !DIExpression(), !617)
  %14 = icmp eq i8 %12, 0, !dbg !621
  br i1 %14, label %19, label %15, !dbg !622

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i64 1, !dbg !623
    #dbg_value(ptr %16, !485, !DIExpression(), !617)
  %17 = load i8, ptr %16, align 1, !dbg !624, !tbaa !182
  %18 = icmp eq i8 %8, %17, !dbg !619
  br i1 %18, label %24, label %11, !dbg !620, !llvm.loop !625

19:                                               ; preds = %11
  %20 = add i64 %9, 1, !dbg !628
    #dbg_value(i64 %20, !589, !DIExpression(), !613)
  %21 = getelementptr inbounds i8, ptr %0, i64 %20, !dbg !615
  %22 = load i8, ptr %21, align 1, !dbg !615, !tbaa !182
  %23 = icmp eq i8 %22, 0, !dbg !615
  br i1 %23, label %24, label %7, !dbg !616, !llvm.loop !629

24:                                               ; preds = %7, %19, %15, %2
  %25 = phi i64 [ 0, %2 ], [ %9, %15 ], [ %9, %7 ], [ %20, %19 ]
  %26 = getelementptr inbounds i8, ptr %0, i64 %25, !dbg !631
    #dbg_value(ptr %26, !610, !DIExpression(), !612)
  %27 = load i8, ptr %26, align 1, !dbg !632, !tbaa !182
  %28 = icmp eq i8 %27, 0, !dbg !632
  %29 = select i1 %28, ptr null, ptr %26, !dbg !632
  ret ptr %29, !dbg !633
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local noundef ptr @strtok_r(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2) local_unnamed_addr #10 !dbg !634 {
    #dbg_value(ptr %0, !639, !DIExpression(), !643)
    #dbg_value(ptr %1, !640, !DIExpression(), !643)
    #dbg_value(ptr %2, !641, !DIExpression(), !643)
  %4 = icmp eq ptr %0, null, !dbg !644
  br i1 %4, label %5, label %7, !dbg !646

5:                                                ; preds = %3
  %6 = load ptr, ptr %2, align 8, !dbg !647, !tbaa !134
    #dbg_value(ptr %6, !639, !DIExpression(), !643)
  br label %7, !dbg !648

7:                                                ; preds = %5, %3
  %8 = phi ptr [ %0, %3 ], [ %6, %5 ]
    #dbg_value(ptr %8, !639, !DIExpression(), !643)
    #dbg_value(ptr %8, !564, !DIExpression(), !649)
    #dbg_value(ptr %1, !565, !DIExpression(), !649)
    #dbg_value(i64 0, !566, !DIExpression(), !649)
  %9 = load i8, ptr %8, align 1, !dbg !651, !tbaa !182
  %10 = icmp eq i8 %9, 0, !dbg !651
  br i1 %10, label %30, label %11, !dbg !652

11:                                               ; preds = %7
  %12 = load i8, ptr %1, align 1, !tbaa !182
  br label %13, !dbg !652

13:                                               ; preds = %25, %11
  %14 = phi i8 [ %9, %11 ], [ %28, %25 ]
  %15 = phi i64 [ 0, %11 ], [ %26, %25 ]
    #dbg_value(i64 %15, !566, !DIExpression(), !649)
    #dbg_value(ptr %1, !485, !DIExpression(), !653)
    #dbg_value(i8 %14, !486, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !653)
    #dbg_value(ptr %1, !485, !DIExpression(), !653)
  %16 = icmp eq i8 %14, %12, !dbg !655
  br i1 %16, label %25, label %17, !dbg !656

17:                                               ; preds = %13, %21
  %18 = phi i8 [ %23, %21 ], [ %12, %13 ]
  %19 = phi ptr [ %22, %21 ], [ %1, %13 ]
    #dbg_value(ptr %19, !485, !DIExpression(), !653)
  %20 = icmp eq i8 %18, 0, !dbg !657
  br i1 %20, label %33, label %21, !dbg !658

21:                                               ; preds = %17
  %22 = getelementptr inbounds i8, ptr %19, i64 1, !dbg !659
    #dbg_value(ptr %22, !485, !DIExpression(), !653)
  %23 = load i8, ptr %22, align 1, !dbg !660, !tbaa !182
  %24 = icmp eq i8 %14, %23, !dbg !655
  br i1 %24, label %25, label %17, !dbg !656, !llvm.loop !661

25:                                               ; preds = %21, %13
  %26 = add i64 %15, 1, !dbg !664
    #dbg_value(i64 %26, !566, !DIExpression(), !649)
  %27 = getelementptr inbounds i8, ptr %8, i64 %26, !dbg !651
  %28 = load i8, ptr %27, align 1, !dbg !651, !tbaa !182
  %29 = icmp eq i8 %28, 0, !dbg !651
  br i1 %29, label %30, label %13, !dbg !652, !llvm.loop !665

30:                                               ; preds = %25, %7
  %31 = phi i64 [ 0, %7 ], [ %26, %25 ]
  %32 = getelementptr inbounds i8, ptr %8, i64 %31, !dbg !667
    #dbg_value(ptr %32, !639, !DIExpression(), !643)
  br label %60, !dbg !668

33:                                               ; preds = %17
  %34 = getelementptr inbounds i8, ptr %8, i64 %15, !dbg !667
    #dbg_value(ptr %34, !639, !DIExpression(), !643)
    #dbg_value(ptr %34, !587, !DIExpression(), !669)
    #dbg_value(ptr %1, !588, !DIExpression(), !669)
    #dbg_value(i64 0, !589, !DIExpression(), !669)
  %35 = load i8, ptr %1, align 1, !tbaa !182
  br label %36, !dbg !671

36:                                               ; preds = %48, %33
  %37 = phi i8 [ %14, %33 ], [ %51, %48 ]
  %38 = phi i64 [ 0, %33 ], [ %49, %48 ]
    #dbg_value(i64 %38, !589, !DIExpression(), !669)
    #dbg_value(i8 %37, !486, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !672)
    #dbg_value(ptr %1, !485, !DIExpression(), !672)
  %39 = icmp eq i8 %37, %35, !dbg !674
  br i1 %39, label %53, label %40, !dbg !675

40:                                               ; preds = %36, %44
  %41 = phi i8 [ %46, %44 ], [ %35, %36 ]
  %42 = phi ptr [ %45, %44 ], [ %1, %36 ]
    #dbg_value(ptr %42, !485, !DIExpression(), !672)
  %43 = icmp eq i8 %41, 0, !dbg !676
  br i1 %43, label %48, label %44, !dbg !677

44:                                               ; preds = %40
  %45 = getelementptr inbounds i8, ptr %42, i64 1, !dbg !678
    #dbg_value(ptr %45, !485, !DIExpression(), !672)
  %46 = load i8, ptr %45, align 1, !dbg !679, !tbaa !182
  %47 = icmp eq i8 %37, %46, !dbg !674
  br i1 %47, label %53, label %40, !dbg !675, !llvm.loop !680

48:                                               ; preds = %40
  %49 = add i64 %38, 1, !dbg !683
    #dbg_value(i64 %49, !589, !DIExpression(), !669)
  %50 = getelementptr inbounds i8, ptr %34, i64 %49, !dbg !684
  %51 = load i8, ptr %50, align 1, !dbg !684, !tbaa !182
  %52 = icmp eq i8 %51, 0, !dbg !684
  br i1 %52, label %53, label %36, !dbg !671, !llvm.loop !685

53:                                               ; preds = %36, %48, %44
  %54 = phi i64 [ %38, %44 ], [ %38, %36 ], [ %49, %48 ]
  %55 = getelementptr inbounds i8, ptr %34, i64 %54, !dbg !687
    #dbg_value(ptr %55, !642, !DIExpression(), !643)
  %56 = load i8, ptr %55, align 1, !dbg !688, !tbaa !182
  %57 = icmp eq i8 %56, 0, !dbg !688
  br i1 %57, label %60, label %58, !dbg !690

58:                                               ; preds = %53
  %59 = getelementptr inbounds i8, ptr %55, i64 1, !dbg !691
    #dbg_value(ptr %59, !642, !DIExpression(), !643)
  store i8 0, ptr %55, align 1, !dbg !692, !tbaa !182
  br label %60, !dbg !693

60:                                               ; preds = %30, %53, %58
  %61 = phi ptr [ %59, %58 ], [ %55, %53 ], [ %32, %30 ], !dbg !643
  %62 = phi ptr [ %34, %58 ], [ %34, %53 ], [ null, %30 ], !dbg !643
  store ptr %61, ptr %2, align 8, !dbg !643, !tbaa !134
  ret ptr %62, !dbg !694
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local ptr @strtok(ptr noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #10 !dbg !35 {
    #dbg_value(ptr %0, !39, !DIExpression(), !695)
    #dbg_value(ptr %1, !40, !DIExpression(), !695)
    #dbg_value(ptr %0, !639, !DIExpression(), !696)
    #dbg_value(ptr %1, !640, !DIExpression(), !696)
    #dbg_value(ptr @strtok.save, !641, !DIExpression(), !696)
  %3 = icmp eq ptr %0, null, !dbg !698
  %4 = load ptr, ptr @strtok.save, align 8
  %5 = select i1 %3, ptr %4, ptr %0, !dbg !699
    #dbg_value(ptr %5, !639, !DIExpression(), !696)
    #dbg_value(ptr %5, !564, !DIExpression(), !700)
    #dbg_value(ptr %1, !565, !DIExpression(), !700)
    #dbg_value(i64 0, !566, !DIExpression(), !700)
  %6 = load i8, ptr %5, align 1, !dbg !702, !tbaa !182
  %7 = icmp eq i8 %6, 0, !dbg !702
  br i1 %7, label %27, label %8, !dbg !703

8:                                                ; preds = %2
  %9 = load i8, ptr %1, align 1, !tbaa !182
  br label %10, !dbg !703

10:                                               ; preds = %22, %8
  %11 = phi i8 [ %6, %8 ], [ %25, %22 ]
  %12 = phi i64 [ 0, %8 ], [ %23, %22 ]
    #dbg_value(i64 %12, !566, !DIExpression(), !700)
    #dbg_value(ptr %1, !485, !DIExpression(), !704)
    #dbg_value(i8 %11, !486, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !704)
    #dbg_value(ptr %1, !485, !DIExpression(), !704)
  %13 = icmp eq i8 %11, %9, !dbg !706
  br i1 %13, label %22, label %14, !dbg !707

14:                                               ; preds = %10, %18
  %15 = phi i8 [ %20, %18 ], [ %9, %10 ]
  %16 = phi ptr [ %19, %18 ], [ %1, %10 ]
    #dbg_value(ptr %16, !485, !DIExpression(), !704)
  %17 = icmp eq i8 %15, 0, !dbg !708
  br i1 %17, label %30, label %18, !dbg !709

18:                                               ; preds = %14
  %19 = getelementptr inbounds i8, ptr %16, i64 1, !dbg !710
    #dbg_value(ptr %19, !485, !DIExpression(), !704)
  %20 = load i8, ptr %19, align 1, !dbg !711, !tbaa !182
  %21 = icmp eq i8 %11, %20, !dbg !706
  br i1 %21, label %22, label %14, !dbg !707, !llvm.loop !712

22:                                               ; preds = %18, %10
  %23 = add i64 %12, 1, !dbg !715
    #dbg_value(i64 %23, !566, !DIExpression(), !700)
  %24 = getelementptr inbounds i8, ptr %5, i64 %23, !dbg !702
  %25 = load i8, ptr %24, align 1, !dbg !702, !tbaa !182
  %26 = icmp eq i8 %25, 0, !dbg !702
  br i1 %26, label %27, label %10, !dbg !703, !llvm.loop !716

27:                                               ; preds = %22, %2
  %28 = phi i64 [ 0, %2 ], [ %23, %22 ]
  %29 = getelementptr inbounds i8, ptr %5, i64 %28, !dbg !718
    #dbg_value(ptr %29, !639, !DIExpression(), !696)
  br label %56, !dbg !719

30:                                               ; preds = %14
  %31 = getelementptr inbounds i8, ptr %5, i64 %12, !dbg !718
    #dbg_value(ptr %31, !639, !DIExpression(), !696)
    #dbg_value(ptr %31, !587, !DIExpression(), !720)
    #dbg_value(ptr %1, !588, !DIExpression(), !720)
    #dbg_value(i64 0, !589, !DIExpression(), !720)
  br label %32, !dbg !722

32:                                               ; preds = %44, %30
  %33 = phi i8 [ %11, %30 ], [ %47, %44 ]
  %34 = phi i64 [ 0, %30 ], [ %45, %44 ]
    #dbg_value(i64 %34, !589, !DIExpression(), !720)
    #dbg_value(i8 %33, !486, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !723)
    #dbg_value(ptr %1, !485, !DIExpression(), !723)
  %35 = icmp eq i8 %33, %9, !dbg !725
  br i1 %35, label %49, label %36, !dbg !726

36:                                               ; preds = %32, %40
  %37 = phi i8 [ %42, %40 ], [ %9, %32 ]
  %38 = phi ptr [ %41, %40 ], [ %1, %32 ]
    #dbg_value(ptr %38, !485, !DIExpression(), !723)
  %39 = icmp eq i8 %37, 0, !dbg !727
  br i1 %39, label %44, label %40, !dbg !728

40:                                               ; preds = %36
  %41 = getelementptr inbounds i8, ptr %38, i64 1, !dbg !729
    #dbg_value(ptr %41, !485, !DIExpression(), !723)
  %42 = load i8, ptr %41, align 1, !dbg !730, !tbaa !182
  %43 = icmp eq i8 %33, %42, !dbg !725
  br i1 %43, label %49, label %36, !dbg !726, !llvm.loop !731

44:                                               ; preds = %36
  %45 = add i64 %34, 1, !dbg !734
    #dbg_value(i64 %45, !589, !DIExpression(), !720)
  %46 = getelementptr inbounds i8, ptr %31, i64 %45, !dbg !735
  %47 = load i8, ptr %46, align 1, !dbg !735, !tbaa !182
  %48 = icmp eq i8 %47, 0, !dbg !735
  br i1 %48, label %49, label %32, !dbg !722, !llvm.loop !736

49:                                               ; preds = %44, %32, %40
  %50 = phi i64 [ %34, %40 ], [ %45, %44 ], [ %34, %32 ]
  %51 = getelementptr inbounds i8, ptr %31, i64 %50, !dbg !738
    #dbg_value(ptr %51, !642, !DIExpression(), !696)
  %52 = load i8, ptr %51, align 1, !dbg !739, !tbaa !182
  %53 = icmp eq i8 %52, 0, !dbg !739
  br i1 %53, label %56, label %54, !dbg !740

54:                                               ; preds = %49
  %55 = getelementptr inbounds i8, ptr %51, i64 1, !dbg !741
    #dbg_value(ptr %55, !642, !DIExpression(), !696)
  store i8 0, ptr %51, align 1, !dbg !742, !tbaa !182
  br label %56, !dbg !743

56:                                               ; preds = %27, %49, %54
  %57 = phi ptr [ %55, %54 ], [ %51, %49 ], [ %29, %27 ], !dbg !696
  %58 = phi ptr [ %31, %54 ], [ %31, %49 ], [ null, %27 ], !dbg !696
  store ptr %57, ptr @strtok.save, align 8, !dbg !696, !tbaa !134
  ret ptr %58, !dbg !744
}

; Function Attrs: nounwind
define dso_local ptr @strdup(ptr noundef %0) local_unnamed_addr #7 !dbg !745 {
    #dbg_value(ptr %0, !749, !DIExpression(), !752)
  %2 = tail call i64 @strlen(ptr noundef %0) #16, !dbg !753
  %3 = add i64 %2, 1, !dbg !754
    #dbg_value(i64 %3, !750, !DIExpression(), !752)
  %4 = tail call ptr @malloc(i64 noundef %3) #16, !dbg !755
    #dbg_value(ptr %4, !751, !DIExpression(), !752)
  %5 = icmp eq ptr %4, null, !dbg !756
  br i1 %5, label %8, label %6, !dbg !758

6:                                                ; preds = %1
  %7 = tail call ptr @memcpy(ptr noundef nonnull %4, ptr noundef %0, i64 noundef %3) #16, !dbg !759
  br label %8, !dbg !759

8:                                                ; preds = %6, %1
  ret ptr %4, !dbg !760
}

declare !dbg !761 ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local ptr @strndup(ptr noundef %0, i64 noundef %1) local_unnamed_addr #7 !dbg !764 {
    #dbg_value(ptr %0, !768, !DIExpression(), !772)
    #dbg_value(i64 %1, !769, !DIExpression(), !772)
    #dbg_value(ptr %0, !266, !DIExpression(), !773)
    #dbg_value(i64 %1, !267, !DIExpression(), !773)
    #dbg_value(i64 0, !268, !DIExpression(), !773)
  %3 = icmp eq i64 %1, 0, !dbg !775
  br i1 %3, label %12, label %4, !dbg !776

4:                                                ; preds = %2, %9
  %5 = phi i64 [ %10, %9 ], [ 0, %2 ]
    #dbg_value(i64 %5, !268, !DIExpression(), !773)
  %6 = getelementptr inbounds i8, ptr %0, i64 %5, !dbg !777
  %7 = load i8, ptr %6, align 1, !dbg !777, !tbaa !182
  %8 = icmp eq i8 %7, 0, !dbg !776
  br i1 %8, label %12, label %9, !dbg !778

9:                                                ; preds = %4
  %10 = add nuw i64 %5, 1, !dbg !779
    #dbg_value(i64 %10, !268, !DIExpression(), !773)
  %11 = icmp eq i64 %10, %1, !dbg !775
  br i1 %11, label %12, label %4, !dbg !776, !llvm.loop !780

12:                                               ; preds = %4, %9, %2
  %13 = phi i64 [ 0, %2 ], [ %5, %4 ], [ %1, %9 ], !dbg !773
    #dbg_value(i64 %13, !770, !DIExpression(), !772)
  %14 = add i64 %13, 1, !dbg !781
  %15 = tail call ptr @malloc(i64 noundef %14) #16, !dbg !782
    #dbg_value(ptr %15, !771, !DIExpression(), !772)
  %16 = icmp eq ptr %15, null, !dbg !783
  br i1 %16, label %20, label %17, !dbg !785

17:                                               ; preds = %12
  %18 = tail call ptr @memcpy(ptr noundef nonnull %15, ptr noundef %0, i64 noundef %13) #16, !dbg !786
  %19 = getelementptr inbounds i8, ptr %15, i64 %13, !dbg !788
  store i8 0, ptr %19, align 1, !dbg !789, !tbaa !182
  br label %20, !dbg !790

20:                                               ; preds = %17, %12
  ret ptr %15, !dbg !791
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef nonnull ptr @__ctype_b_loc() local_unnamed_addr #0 !dbg !792 {
  ret ptr @ctype_b, !dbg !796
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef nonnull ptr @__ctype_tolower_loc() local_unnamed_addr #0 !dbg !797 {
  ret ptr @ctype_lower, !dbg !801
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef nonnull ptr @__ctype_toupper_loc() local_unnamed_addr #0 !dbg !802 {
  ret ptr @ctype_upper, !dbg !803
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 1025) i32 @isalpha(i32 noundef %0) local_unnamed_addr #0 !dbg !804 {
    #dbg_value(i32 %0, !808, !DIExpression(), !809)
    #dbg_value(i32 %0, !810, !DIExpression(), !813)
  %2 = add i32 %0, 128, !dbg !815
  %3 = icmp ult i32 %2, 384, !dbg !815
  br i1 %3, label %4, label %10, !dbg !815

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !816
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !816
  %7 = load i16, ptr %6, align 2, !dbg !816, !tbaa !817
  %8 = and i16 %7, 1024, !dbg !819
  %9 = zext nneg i16 %8 to i32, !dbg !819
  br label %10, !dbg !820

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !820
  ret i32 %11, !dbg !821
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 2049) i32 @isdigit(i32 noundef %0) local_unnamed_addr #0 !dbg !822 {
    #dbg_value(i32 %0, !824, !DIExpression(), !825)
    #dbg_value(i32 %0, !810, !DIExpression(), !826)
  %2 = add i32 %0, 128, !dbg !828
  %3 = icmp ult i32 %2, 384, !dbg !828
  br i1 %3, label %4, label %10, !dbg !828

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !829
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !829
  %7 = load i16, ptr %6, align 2, !dbg !829, !tbaa !817
  %8 = and i16 %7, 2048, !dbg !830
  %9 = zext nneg i16 %8 to i32, !dbg !830
  br label %10, !dbg !831

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !831
  ret i32 %11, !dbg !832
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 9) i32 @isalnum(i32 noundef %0) local_unnamed_addr #0 !dbg !833 {
    #dbg_value(i32 %0, !835, !DIExpression(), !836)
    #dbg_value(i32 %0, !810, !DIExpression(), !837)
  %2 = add i32 %0, 128, !dbg !839
  %3 = icmp ult i32 %2, 384, !dbg !839
  br i1 %3, label %4, label %10, !dbg !839

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !840
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !840
  %7 = load i16, ptr %6, align 2, !dbg !840, !tbaa !817
  %8 = and i16 %7, 8, !dbg !841
  %9 = zext nneg i16 %8 to i32, !dbg !841
  br label %10, !dbg !842

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !842
  ret i32 %11, !dbg !843
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 8193) i32 @isspace(i32 noundef %0) local_unnamed_addr #0 !dbg !844 {
    #dbg_value(i32 %0, !846, !DIExpression(), !847)
    #dbg_value(i32 %0, !810, !DIExpression(), !848)
  %2 = add i32 %0, 128, !dbg !850
  %3 = icmp ult i32 %2, 384, !dbg !850
  br i1 %3, label %4, label %10, !dbg !850

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !851
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !851
  %7 = load i16, ptr %6, align 2, !dbg !851, !tbaa !817
  %8 = and i16 %7, 8192, !dbg !852
  %9 = zext nneg i16 %8 to i32, !dbg !852
  br label %10, !dbg !853

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !853
  ret i32 %11, !dbg !854
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 257) i32 @isupper(i32 noundef %0) local_unnamed_addr #0 !dbg !855 {
    #dbg_value(i32 %0, !857, !DIExpression(), !858)
    #dbg_value(i32 %0, !810, !DIExpression(), !859)
  %2 = add i32 %0, 128, !dbg !861
  %3 = icmp ult i32 %2, 384, !dbg !861
  br i1 %3, label %4, label %10, !dbg !861

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !862
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !862
  %7 = load i16, ptr %6, align 2, !dbg !862, !tbaa !817
  %8 = and i16 %7, 256, !dbg !863
  %9 = zext nneg i16 %8 to i32, !dbg !863
  br label %10, !dbg !864

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !864
  ret i32 %11, !dbg !865
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 513) i32 @islower(i32 noundef %0) local_unnamed_addr #0 !dbg !866 {
    #dbg_value(i32 %0, !868, !DIExpression(), !869)
    #dbg_value(i32 %0, !810, !DIExpression(), !870)
  %2 = add i32 %0, 128, !dbg !872
  %3 = icmp ult i32 %2, 384, !dbg !872
  br i1 %3, label %4, label %10, !dbg !872

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !873
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !873
  %7 = load i16, ptr %6, align 2, !dbg !873, !tbaa !817
  %8 = and i16 %7, 512, !dbg !874
  %9 = zext nneg i16 %8 to i32, !dbg !874
  br label %10, !dbg !875

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !875
  ret i32 %11, !dbg !876
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 4097) i32 @isxdigit(i32 noundef %0) local_unnamed_addr #0 !dbg !877 {
    #dbg_value(i32 %0, !879, !DIExpression(), !880)
    #dbg_value(i32 %0, !810, !DIExpression(), !881)
  %2 = add i32 %0, 128, !dbg !883
  %3 = icmp ult i32 %2, 384, !dbg !883
  br i1 %3, label %4, label %10, !dbg !883

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !884
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !884
  %7 = load i16, ptr %6, align 2, !dbg !884, !tbaa !817
  %8 = and i16 %7, 4096, !dbg !885
  %9 = zext nneg i16 %8 to i32, !dbg !885
  br label %10, !dbg !886

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !886
  ret i32 %11, !dbg !887
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 16385) i32 @isprint(i32 noundef %0) local_unnamed_addr #0 !dbg !888 {
    #dbg_value(i32 %0, !890, !DIExpression(), !891)
    #dbg_value(i32 %0, !810, !DIExpression(), !892)
  %2 = add i32 %0, 128, !dbg !894
  %3 = icmp ult i32 %2, 384, !dbg !894
  br i1 %3, label %4, label %10, !dbg !894

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !895
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !895
  %7 = load i16, ptr %6, align 2, !dbg !895, !tbaa !817
  %8 = and i16 %7, 16384, !dbg !896
  %9 = zext nneg i16 %8 to i32, !dbg !896
  br label %10, !dbg !897

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !897
  ret i32 %11, !dbg !898
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 32769) i32 @isgraph(i32 noundef %0) local_unnamed_addr #0 !dbg !899 {
    #dbg_value(i32 %0, !901, !DIExpression(), !902)
    #dbg_value(i32 %0, !810, !DIExpression(), !903)
  %2 = add i32 %0, 128, !dbg !905
  %3 = icmp ult i32 %2, 384, !dbg !905
  br i1 %3, label %4, label %10, !dbg !905

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !906
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !906
  %7 = load i16, ptr %6, align 2, !dbg !906, !tbaa !817
  %8 = and i16 %7, -32768, !dbg !907
  %9 = zext i16 %8 to i32, !dbg !907
  br label %10, !dbg !908

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !908
  ret i32 %11, !dbg !909
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 5) i32 @ispunct(i32 noundef %0) local_unnamed_addr #0 !dbg !910 {
    #dbg_value(i32 %0, !912, !DIExpression(), !913)
    #dbg_value(i32 %0, !810, !DIExpression(), !914)
  %2 = add i32 %0, 128, !dbg !916
  %3 = icmp ult i32 %2, 384, !dbg !916
  br i1 %3, label %4, label %10, !dbg !916

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !917
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !917
  %7 = load i16, ptr %6, align 2, !dbg !917, !tbaa !817
  %8 = and i16 %7, 4, !dbg !918
  %9 = zext nneg i16 %8 to i32, !dbg !918
  br label %10, !dbg !919

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !919
  ret i32 %11, !dbg !920
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 3) i32 @iscntrl(i32 noundef %0) local_unnamed_addr #0 !dbg !921 {
    #dbg_value(i32 %0, !923, !DIExpression(), !924)
    #dbg_value(i32 %0, !810, !DIExpression(), !925)
  %2 = add i32 %0, 128, !dbg !927
  %3 = icmp ult i32 %2, 384, !dbg !927
  br i1 %3, label %4, label %10, !dbg !927

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !928
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !928
  %7 = load i16, ptr %6, align 2, !dbg !928, !tbaa !817
  %8 = and i16 %7, 2, !dbg !929
  %9 = zext nneg i16 %8 to i32, !dbg !929
  br label %10, !dbg !930

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !930
  ret i32 %11, !dbg !931
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 2) i32 @isblank(i32 noundef %0) local_unnamed_addr #0 !dbg !932 {
    #dbg_value(i32 %0, !934, !DIExpression(), !935)
    #dbg_value(i32 %0, !810, !DIExpression(), !936)
  %2 = add i32 %0, 128, !dbg !938
  %3 = icmp ult i32 %2, 384, !dbg !938
  br i1 %3, label %4, label %10, !dbg !938

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !939
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !939
  %7 = load i16, ptr %6, align 2, !dbg !939, !tbaa !817
  %8 = and i16 %7, 1, !dbg !940
  %9 = zext nneg i16 %8 to i32, !dbg !940
  br label %10, !dbg !941

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !941
  ret i32 %11, !dbg !942
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @tolower(i32 noundef %0) local_unnamed_addr #0 !dbg !943 {
    #dbg_value(i32 %0, !945, !DIExpression(), !946)
  %2 = add i32 %0, 128, !dbg !947
  %3 = icmp ult i32 %2, 384, !dbg !947
  br i1 %3, label %4, label %8, !dbg !947

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !948
  %6 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %5, !dbg !948
  %7 = load i32, ptr %6, align 4, !dbg !948, !tbaa !125
  br label %8, !dbg !949

8:                                                ; preds = %1, %4
  %9 = phi i32 [ %7, %4 ], [ %0, %1 ], !dbg !949
  ret i32 %9, !dbg !950
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @toupper(i32 noundef %0) local_unnamed_addr #0 !dbg !951 {
    #dbg_value(i32 %0, !953, !DIExpression(), !954)
  %2 = add i32 %0, 128, !dbg !955
  %3 = icmp ult i32 %2, 384, !dbg !955
  br i1 %3, label %4, label %8, !dbg !955

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !956
  %6 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_upper_table, i64 512), i64 %5, !dbg !956
  %7 = load i32, ptr %6, align 4, !dbg !956, !tbaa !125
  br label %8, !dbg !957

8:                                                ; preds = %1, %4
  %9 = phi i32 [ %7, %4 ], [ %0, %1 ], !dbg !957
  ret i32 %9, !dbg !958
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @abs(i32 noundef %0) local_unnamed_addr #0 !dbg !959 {
    #dbg_value(i32 %0, !961, !DIExpression(), !962)
  %2 = tail call i32 @llvm.abs.i32(i32 %0, i1 true), !dbg !963
  ret i32 %2, !dbg !964
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i64 @labs(i64 noundef %0) local_unnamed_addr #0 !dbg !965 {
    #dbg_value(i64 %0, !969, !DIExpression(), !970)
  %2 = tail call i64 @llvm.abs.i64(i64 %0, i1 true), !dbg !971
  ret i64 %2, !dbg !972
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i64 @llabs(i64 noundef %0) local_unnamed_addr #0 !dbg !973 {
    #dbg_value(i64 %0, !977, !DIExpression(), !978)
  %2 = tail call i64 @llvm.abs.i64(i64 %0, i1 true), !dbg !979
  ret i64 %2, !dbg !980
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noalias noundef ptr @getenv(ptr nocapture noundef readnone %0) local_unnamed_addr #0 !dbg !981 {
    #dbg_value(ptr %0, !983, !DIExpression(), !984)
  ret ptr null, !dbg !985
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i64 @strtoll(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !986 {
  %4 = alloca i32, align 4, !DIAssignID !995
    #dbg_assign(i1 undef, !993, !DIExpression(), !995, ptr %4, !DIExpression(), !996)
    #dbg_value(ptr %0, !990, !DIExpression(), !996)
    #dbg_value(ptr %1, !991, !DIExpression(), !996)
    #dbg_value(i32 %2, !992, !DIExpression(), !996)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #18, !dbg !997
  store i32 0, ptr %4, align 4, !dbg !998, !tbaa !125, !DIAssignID !999
    #dbg_assign(i32 0, !993, !DIExpression(), !999, ptr %4, !DIExpression(), !996)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 1, i64 noundef 0, i64 noundef -9223372036854775808, i64 noundef 9223372036854775807, ptr noundef nonnull %4) #19, !dbg !1000
    #dbg_value(i64 %5, !994, !DIExpression(), !996)
  %6 = load i32, ptr %4, align 4, !dbg !1001, !tbaa !125
  %7 = icmp eq i32 %6, 0, !dbg !1001
  %8 = sub i64 0, %5, !dbg !1001
  %9 = select i1 %7, i64 %5, i64 %8, !dbg !1001
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #18, !dbg !1002
  ret i64 %9, !dbg !1003
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define internal fastcc i64 @strto_common(ptr noundef %0, ptr noundef writeonly %1, i32 noundef %2, i32 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, ptr nocapture noundef writeonly %7) unnamed_addr #10 !dbg !1004 {
    #dbg_value(ptr %0, !1008, !DIExpression(), !1023)
    #dbg_value(ptr %1, !1009, !DIExpression(), !1023)
    #dbg_value(i32 %2, !1010, !DIExpression(), !1023)
    #dbg_value(i32 %3, !1011, !DIExpression(), !1023)
    #dbg_value(i64 %4, !1012, !DIExpression(), !1023)
    #dbg_value(i64 %5, !1013, !DIExpression(), !1023)
    #dbg_value(i64 %6, !1014, !DIExpression(), !1023)
    #dbg_value(ptr %7, !1015, !DIExpression(), !1023)
    #dbg_value(ptr %0, !1016, !DIExpression(), !1023)
  br label %9, !dbg !1024

9:                                                ; preds = %9, %8
  %10 = phi ptr [ %0, %8 ], [ %17, %9 ], !dbg !1023
    #dbg_value(ptr %10, !1016, !DIExpression(), !1023)
  %11 = load i8, ptr %10, align 1, !dbg !1025, !tbaa !182
  %12 = zext i8 %11 to i64, !dbg !1026
    #dbg_value(i64 %12, !846, !DIExpression(), !1029)
    #dbg_value(i64 %12, !810, !DIExpression(), !1030)
  %13 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %12, !dbg !1026
  %14 = load i16, ptr %13, align 2, !dbg !1026, !tbaa !817
  %15 = and i16 %14, 8192, !dbg !1031
  %16 = icmp eq i16 %15, 0, !dbg !1024
  %17 = getelementptr inbounds i8, ptr %10, i64 1, !dbg !1032
    #dbg_value(ptr %17, !1016, !DIExpression(), !1023)
  br i1 %16, label %18, label %9, !dbg !1024, !llvm.loop !1033

18:                                               ; preds = %9
    #dbg_value(i32 0, !1017, !DIExpression(), !1023)
  switch i8 %11, label %22 [
    i8 43, label %19
    i8 45, label %19
  ], !dbg !1034

19:                                               ; preds = %18, %18
  %20 = icmp eq i8 %11, 45, !dbg !1036
  %21 = zext i1 %20 to i32, !dbg !1036
    #dbg_value(i32 %21, !1017, !DIExpression(), !1023)
    #dbg_value(ptr %17, !1016, !DIExpression(), !1023)
  br label %22, !dbg !1038

22:                                               ; preds = %18, %19
  %23 = phi ptr [ %17, %19 ], [ %10, %18 ], !dbg !1023
  %24 = phi i32 [ %21, %19 ], [ 0, %18 ], !dbg !1023
    #dbg_value(i32 %24, !1017, !DIExpression(), !1023)
    #dbg_value(ptr %23, !1016, !DIExpression(), !1023)
  %25 = icmp eq i32 %2, 1
  %26 = icmp ugt i32 %2, 36, !dbg !1039
  %27 = or i1 %26, %25, !dbg !1039
  br i1 %27, label %28, label %32, !dbg !1039

28:                                               ; preds = %22
  %29 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1041
  store i32 22, ptr %29, align 4, !dbg !1043, !tbaa !125
  %30 = icmp eq ptr %1, null, !dbg !1044
  br i1 %30, label %132, label %31, !dbg !1046

31:                                               ; preds = %28
  store ptr %0, ptr %1, align 8, !dbg !1047, !tbaa !134
  br label %132, !dbg !1048

32:                                               ; preds = %22
  %33 = icmp eq i32 %3, 0, !dbg !1049
  %34 = icmp eq i32 %24, 0, !dbg !1051
  %35 = sub i64 0, %5, !dbg !1051
  %36 = select i1 %34, i64 %6, i64 %35, !dbg !1051
  %37 = select i1 %33, i64 %4, i64 %36, !dbg !1051
    #dbg_value(i64 %37, !1018, !DIExpression(), !1023)
    #dbg_value(ptr %23, !1052, !DIExpression(), !1070)
    #dbg_value(ptr undef, !1058, !DIExpression(), !1070)
    #dbg_value(ptr undef, !1059, !DIExpression(), !1070)
    #dbg_value(i64 %37, !1060, !DIExpression(), !1070)
    #dbg_value(ptr undef, !1061, !DIExpression(), !1070)
    #dbg_value(ptr undef, !1062, !DIExpression(), !1070)
    #dbg_value(i32 %2, !1063, !DIExpression(), !1070)
  %38 = icmp ne i32 %2, 0, !dbg !1072
  switch i32 %2, label %59 [
    i32 16, label %39
    i32 0, label %39
  ], !dbg !1074

39:                                               ; preds = %32, %32
  %40 = load i8, ptr %23, align 1, !dbg !1075, !tbaa !182
  %41 = icmp eq i8 %40, 48, !dbg !1076
  br i1 %41, label %42, label %56, !dbg !1077

42:                                               ; preds = %39
  %43 = getelementptr inbounds i8, ptr %23, i64 1, !dbg !1078
  %44 = load i8, ptr %43, align 1, !dbg !1078, !tbaa !182
  switch i8 %44, label %56 [
    i8 120, label %45
    i8 88, label %45
  ], !dbg !1079

45:                                               ; preds = %42, %42
  %46 = getelementptr inbounds i8, ptr %23, i64 2, !dbg !1080
  %47 = load i8, ptr %46, align 1, !dbg !1080, !tbaa !182
  %48 = zext i8 %47 to i64, !dbg !1081
    #dbg_value(i64 %48, !879, !DIExpression(), !1084)
    #dbg_value(i64 %48, !810, !DIExpression(), !1085)
  %49 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %48, !dbg !1081
  %50 = load i16, ptr %49, align 2, !dbg !1081, !tbaa !817
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
    #dbg_value(i32 %58, !1063, !DIExpression(), !1070)
  br label %59, !dbg !1093

59:                                               ; preds = %57, %56, %45, %32
  %60 = phi i32 [ %58, %57 ], [ %2, %56 ], [ %54, %45 ], [ %2, %32 ], !dbg !1070
  %61 = phi ptr [ %23, %57 ], [ %23, %56 ], [ %55, %45 ], [ %23, %32 ]
    #dbg_value(ptr %61, !1052, !DIExpression(), !1070)
    #dbg_value(i32 %60, !1063, !DIExpression(), !1070)
    #dbg_value(i32 %60, !1010, !DIExpression(), !1023)
    #dbg_value(i64 0, !1064, !DIExpression(), !1070)
    #dbg_value(i32 0, !1020, !DIExpression(), !1023)
    #dbg_value(i32 0, !1021, !DIExpression(), !1023)
  %62 = zext nneg i32 %60 to i64
    #dbg_value(i32 poison, !1021, !DIExpression(), !1023)
    #dbg_value(i32 0, !1020, !DIExpression(), !1023)
    #dbg_value(ptr %61, !1052, !DIExpression(), !1070)
    #dbg_value(i64 0, !1064, !DIExpression(), !1070)
  %63 = load i8, ptr %61, align 1, !dbg !1094, !tbaa !182
    #dbg_value(i8 %63, !1069, !DIExpression(), !1095)
    #dbg_value(i8 %63, !824, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1096)
    #dbg_value(i8 %63, !810, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1099)
  %64 = zext i8 %63 to i64, !dbg !1101
  %65 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %64, !dbg !1101
  %66 = load i16, ptr %65, align 2, !dbg !1101, !tbaa !817
  %67 = and i16 %66, 2048, !dbg !1102
  %68 = icmp eq i16 %67, 0, !dbg !1103
  br i1 %68, label %72, label %69, !dbg !1104

69:                                               ; preds = %59
  %70 = zext i8 %63 to i32, !dbg !1105
    #dbg_value(i32 %70, !824, !DIExpression(), !1096)
    #dbg_value(i32 %70, !810, !DIExpression(), !1099)
  %71 = add nsw i32 %70, -48, !dbg !1106
    #dbg_value(i32 %71, !1065, !DIExpression(), !1095)
  br label %79, !dbg !1107

72:                                               ; preds = %59
    #dbg_value(i8 %63, !808, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1108)
    #dbg_value(i8 %63, !810, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1111)
  %73 = and i16 %66, 1024, !dbg !1113
  %74 = icmp eq i16 %73, 0, !dbg !1114
  br i1 %74, label %121, label %75, !dbg !1115

75:                                               ; preds = %72
    #dbg_value(i8 %63, !945, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1116)
  %76 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %64, !dbg !1118
  %77 = load i32, ptr %76, align 4, !dbg !1118, !tbaa !125
  %78 = add nsw i32 %77, -87, !dbg !1119
    #dbg_value(i32 %78, !1065, !DIExpression(), !1095)
  br label %79

79:                                               ; preds = %75, %69
  %80 = phi i32 [ %71, %69 ], [ %78, %75 ], !dbg !1120
    #dbg_value(i32 %80, !1065, !DIExpression(), !1095)
  %81 = icmp slt i32 %80, %60, !dbg !1121
  br i1 %81, label %82, label %121, !dbg !1123

82:                                               ; preds = %79
    #dbg_value(i32 1, !1021, !DIExpression(), !1023)
  %83 = sext i32 %80 to i64, !dbg !1124
    #dbg_value(i32 0, !1020, !DIExpression(), !1023)
    #dbg_value(i64 %83, !1064, !DIExpression(), !1070)
    #dbg_value(ptr %61, !1052, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1070)
  br label %84, !dbg !1126

84:                                               ; preds = %112, %82
  %85 = phi i32 [ 0, %82 ], [ %119, %112 ]
  %86 = phi i64 [ %83, %82 ], [ %120, %112 ]
  %87 = phi ptr [ %61, %82 ], [ %91, %112 ]
  %88 = icmp eq i32 %85, 0
  br label %89, !dbg !1127

89:                                               ; preds = %84, %111
  %90 = phi ptr [ %91, %111 ], [ %87, %84 ]
  %91 = getelementptr inbounds i8, ptr %90, i64 1, !dbg !1070
    #dbg_value(i32 poison, !1021, !DIExpression(), !1023)
    #dbg_value(i32 %85, !1020, !DIExpression(), !1023)
    #dbg_value(ptr %91, !1052, !DIExpression(), !1070)
    #dbg_value(i64 %86, !1064, !DIExpression(), !1070)
  %92 = load i8, ptr %91, align 1, !dbg !1094, !tbaa !182
    #dbg_value(i8 %92, !1069, !DIExpression(), !1095)
    #dbg_value(i8 %92, !824, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1096)
    #dbg_value(i8 %92, !810, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1099)
  %93 = zext i8 %92 to i64, !dbg !1101
  %94 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %93, !dbg !1101
  %95 = load i16, ptr %94, align 2, !dbg !1101, !tbaa !817
  %96 = and i16 %95, 2048, !dbg !1102
  %97 = icmp eq i16 %96, 0, !dbg !1103
  br i1 %97, label %101, label %98, !dbg !1104

98:                                               ; preds = %89
  %99 = zext i8 %92 to i32, !dbg !1105
    #dbg_value(i32 %99, !824, !DIExpression(), !1096)
    #dbg_value(i32 %99, !810, !DIExpression(), !1099)
  %100 = add nsw i32 %99, -48, !dbg !1106
    #dbg_value(i32 %100, !1065, !DIExpression(), !1095)
  br label %108, !dbg !1107

101:                                              ; preds = %89
    #dbg_value(i8 %92, !808, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1108)
    #dbg_value(i8 %92, !810, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1111)
  %102 = and i16 %95, 1024, !dbg !1113
  %103 = icmp eq i16 %102, 0, !dbg !1114
  br i1 %103, label %124, label %104, !dbg !1115

104:                                              ; preds = %101
    #dbg_value(i8 %92, !945, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1116)
  %105 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %93, !dbg !1118
  %106 = load i32, ptr %105, align 4, !dbg !1118, !tbaa !125
  %107 = add nsw i32 %106, -87, !dbg !1119
    #dbg_value(i32 %107, !1065, !DIExpression(), !1095)
  br label %108

108:                                              ; preds = %104, %98
  %109 = phi i32 [ %100, %98 ], [ %107, %104 ], !dbg !1120
    #dbg_value(i32 %109, !1065, !DIExpression(), !1095)
  %110 = icmp slt i32 %109, %60, !dbg !1121
  br i1 %110, label %111, label %124, !dbg !1123

111:                                              ; preds = %108
    #dbg_value(i32 1, !1021, !DIExpression(), !1023)
  br i1 %88, label %112, label %89, !dbg !1128, !llvm.loop !1129

112:                                              ; preds = %111
  %113 = sext i32 %109 to i64, !dbg !1124
  %114 = sub i64 %37, %113, !dbg !1132
  %115 = udiv i64 %114, %62, !dbg !1133
  %116 = icmp ugt i64 %86, %115, !dbg !1134
  %117 = mul i64 %86, %62, !dbg !1135
  %118 = add i64 %117, %113, !dbg !1135
  %119 = select i1 %116, i32 1, i32 0, !dbg !1135
  %120 = select i1 %116, i64 %37, i64 %118, !dbg !1135
  br label %84, !dbg !1127, !llvm.loop !1129

121:                                              ; preds = %72, %79
    #dbg_value(i64 poison, !1064, !DIExpression(), !1070)
    #dbg_value(ptr poison, !1019, !DIExpression(), !1023)
    #dbg_value(i64 poison, !1022, !DIExpression(), !1023)
  %122 = icmp eq ptr %1, null, !dbg !1136
  br i1 %122, label %132, label %123, !dbg !1140

123:                                              ; preds = %121
  store ptr %0, ptr %1, align 8, !dbg !1141, !tbaa !134
  br label %132, !dbg !1142

124:                                              ; preds = %108, %101
  %125 = icmp eq i32 %85, 0, !dbg !1143
    #dbg_value(i64 %86, !1064, !DIExpression(), !1070)
    #dbg_value(ptr %91, !1019, !DIExpression(), !1023)
    #dbg_value(i64 %86, !1022, !DIExpression(), !1023)
  %126 = icmp eq ptr %1, null, !dbg !1145
  br i1 %126, label %128, label %127, !dbg !1147

127:                                              ; preds = %124
  store ptr %91, ptr %1, align 8, !dbg !1148, !tbaa !134
  br label %128, !dbg !1149

128:                                              ; preds = %127, %124
  br i1 %125, label %131, label %129, !dbg !1150

129:                                              ; preds = %128
  %130 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1151
  store i32 34, ptr %130, align 4, !dbg !1152, !tbaa !125
  br label %131, !dbg !1151

131:                                              ; preds = %129, %128
  store i32 %24, ptr %7, align 4, !dbg !1153, !tbaa !125
  br label %132, !dbg !1154

132:                                              ; preds = %131, %123, %121, %28, %31
  %133 = phi i64 [ 0, %31 ], [ 0, %28 ], [ %86, %131 ], [ 0, %123 ], [ 0, %121 ], !dbg !1023
  ret i64 %133, !dbg !1155
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i64 @strtoull(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !1156 {
  %4 = alloca i32, align 4, !DIAssignID !1165
    #dbg_assign(i1 undef, !1163, !DIExpression(), !1165, ptr %4, !DIExpression(), !1166)
    #dbg_value(ptr %0, !1160, !DIExpression(), !1166)
    #dbg_value(ptr %1, !1161, !DIExpression(), !1166)
    #dbg_value(i32 %2, !1162, !DIExpression(), !1166)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #18, !dbg !1167
  store i32 0, ptr %4, align 4, !dbg !1168, !tbaa !125, !DIAssignID !1169
    #dbg_assign(i32 0, !1163, !DIExpression(), !1169, ptr %4, !DIExpression(), !1166)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 0, i64 noundef -1, i64 noundef 0, i64 noundef 0, ptr noundef nonnull %4) #19, !dbg !1170
    #dbg_value(i64 %5, !1164, !DIExpression(), !1166)
  %6 = load i32, ptr %4, align 4, !dbg !1171, !tbaa !125
  %7 = icmp eq i32 %6, 0, !dbg !1171
  %8 = sub i64 0, %5, !dbg !1171
  %9 = select i1 %7, i64 %5, i64 %8, !dbg !1171
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #18, !dbg !1172
  ret i64 %9, !dbg !1173
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i64 @strtol(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !1174 {
  %4 = alloca i32, align 4, !DIAssignID !1184
    #dbg_assign(i1 undef, !1181, !DIExpression(), !1184, ptr %4, !DIExpression(), !1185)
    #dbg_value(ptr %0, !1178, !DIExpression(), !1185)
    #dbg_value(ptr %1, !1179, !DIExpression(), !1185)
    #dbg_value(i32 %2, !1180, !DIExpression(), !1185)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #18, !dbg !1186
  store i32 0, ptr %4, align 4, !dbg !1187, !tbaa !125, !DIAssignID !1188
    #dbg_assign(i32 0, !1181, !DIExpression(), !1188, ptr %4, !DIExpression(), !1185)
    #dbg_value(i64 9223372036854775807, !1182, !DIExpression(), !1185)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 1, i64 noundef 0, i64 noundef -9223372036854775808, i64 noundef 9223372036854775807, ptr noundef nonnull %4) #19, !dbg !1189
    #dbg_value(i64 %5, !1183, !DIExpression(), !1185)
  %6 = load i32, ptr %4, align 4, !dbg !1190, !tbaa !125
  %7 = icmp eq i32 %6, 0, !dbg !1190
  %8 = sub i64 0, %5, !dbg !1190
  %9 = select i1 %7, i64 %5, i64 %8, !dbg !1190
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #18, !dbg !1191
  ret i64 %9, !dbg !1192
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i64 @strtoul(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !1193 {
  %4 = alloca i32, align 4, !DIAssignID !1202
    #dbg_assign(i1 undef, !1200, !DIExpression(), !1202, ptr %4, !DIExpression(), !1203)
    #dbg_value(ptr %0, !1197, !DIExpression(), !1203)
    #dbg_value(ptr %1, !1198, !DIExpression(), !1203)
    #dbg_value(i32 %2, !1199, !DIExpression(), !1203)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #18, !dbg !1204
  store i32 0, ptr %4, align 4, !dbg !1205, !tbaa !125, !DIAssignID !1206
    #dbg_assign(i32 0, !1200, !DIExpression(), !1206, ptr %4, !DIExpression(), !1203)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 0, i64 noundef -1, i64 noundef 0, i64 noundef 0, ptr noundef nonnull %4) #19, !dbg !1207
    #dbg_value(i64 %5, !1201, !DIExpression(), !1203)
  %6 = load i32, ptr %4, align 4, !dbg !1208, !tbaa !125
  %7 = icmp eq i32 %6, 0, !dbg !1208
  %8 = sub i64 0, %5, !dbg !1208
  %9 = select i1 %7, i64 %5, i64 %8, !dbg !1208
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #18, !dbg !1209
  ret i64 %9, !dbg !1210
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local i32 @atoi(ptr nocapture noundef readonly %0) local_unnamed_addr #12 !dbg !1211 {
    #dbg_value(ptr %0, !1215, !DIExpression(), !1216)
    #dbg_value(ptr %0, !1178, !DIExpression(), !1217)
    #dbg_value(ptr null, !1179, !DIExpression(), !1217)
    #dbg_value(i32 10, !1180, !DIExpression(), !1217)
    #dbg_value(i32 0, !1181, !DIExpression(), !1217)
    #dbg_value(i64 9223372036854775807, !1182, !DIExpression(), !1217)
    #dbg_value(ptr %0, !1008, !DIExpression(), !1219)
    #dbg_value(ptr null, !1009, !DIExpression(), !1219)
    #dbg_value(i32 10, !1010, !DIExpression(), !1219)
    #dbg_value(i32 1, !1011, !DIExpression(), !1219)
    #dbg_value(i64 0, !1012, !DIExpression(), !1219)
    #dbg_value(i64 -9223372036854775808, !1013, !DIExpression(), !1219)
    #dbg_value(i64 9223372036854775807, !1014, !DIExpression(), !1219)
    #dbg_value(ptr undef, !1015, !DIExpression(), !1219)
    #dbg_value(ptr %0, !1016, !DIExpression(), !1219)
  br label %2, !dbg !1221

2:                                                ; preds = %2, %1
  %3 = phi ptr [ %0, %1 ], [ %10, %2 ], !dbg !1219
    #dbg_value(ptr %3, !1016, !DIExpression(), !1219)
  %4 = load i8, ptr %3, align 1, !dbg !1222, !tbaa !182
  %5 = zext i8 %4 to i64, !dbg !1223
    #dbg_value(i64 %5, !846, !DIExpression(), !1226)
    #dbg_value(i64 %5, !810, !DIExpression(), !1227)
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1223
  %7 = load i16, ptr %6, align 2, !dbg !1223, !tbaa !817
  %8 = and i16 %7, 8192, !dbg !1228
  %9 = icmp eq i16 %8, 0, !dbg !1221
  %10 = getelementptr inbounds i8, ptr %3, i64 1, !dbg !1229
    #dbg_value(ptr %10, !1016, !DIExpression(), !1219)
  br i1 %9, label %11, label %2, !dbg !1221, !llvm.loop !1230

11:                                               ; preds = %2
    #dbg_value(i32 0, !1017, !DIExpression(), !1219)
  switch i8 %4, label %19 [
    i8 43, label %12
    i8 45, label %12
  ], !dbg !1231

12:                                               ; preds = %11, %11
  %13 = icmp ne i8 %4, 45, !dbg !1232
    #dbg_value(i1 %13, !1017, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1219)
    #dbg_value(ptr %10, !1016, !DIExpression(), !1219)
  %14 = select i1 %13, i64 9223372036854775807, i64 -9223372036854775808, !dbg !1233
  %15 = load i8, ptr %10, align 1, !dbg !1234, !tbaa !182
  %16 = zext i8 %15 to i64
  %17 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %16
  %18 = load i16, ptr %17, align 2, !dbg !1236, !tbaa !817
  br label %19, !dbg !1233

19:                                               ; preds = %12, %11
  %20 = phi i64 [ %16, %12 ], [ %5, %11 ], !dbg !1236
  %21 = phi i16 [ %18, %12 ], [ %7, %11 ], !dbg !1236
  %22 = phi i8 [ %15, %12 ], [ %4, %11 ], !dbg !1234
  %23 = phi i1 [ %13, %12 ], [ true, %11 ]
  %24 = phi ptr [ %10, %12 ], [ %3, %11 ]
  %25 = phi i64 [ %14, %12 ], [ 9223372036854775807, %11 ], !dbg !1233
    #dbg_value(i64 %25, !1018, !DIExpression(), !1219)
    #dbg_value(ptr undef, !1058, !DIExpression(), !1239)
    #dbg_value(ptr undef, !1059, !DIExpression(), !1239)
    #dbg_value(i64 %25, !1060, !DIExpression(), !1239)
    #dbg_value(ptr undef, !1061, !DIExpression(), !1239)
    #dbg_value(ptr undef, !1062, !DIExpression(), !1239)
    #dbg_value(i32 10, !1063, !DIExpression(), !1239)
    #dbg_value(i32 10, !1010, !DIExpression(), !1219)
    #dbg_value(i32 poison, !1021, !DIExpression(), !1219)
    #dbg_value(i32 0, !1020, !DIExpression(), !1219)
    #dbg_value(ptr %24, !1052, !DIExpression(), !1239)
    #dbg_value(i64 0, !1064, !DIExpression(), !1239)
    #dbg_value(i8 %22, !1069, !DIExpression(), !1240)
    #dbg_value(i8 %22, !824, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1241)
    #dbg_value(i8 %22, !810, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1242)
  %26 = and i16 %21, 2048, !dbg !1243
  %27 = icmp eq i16 %26, 0, !dbg !1244
  br i1 %27, label %31, label %28, !dbg !1245

28:                                               ; preds = %19
  %29 = zext i8 %22 to i32, !dbg !1246
    #dbg_value(i32 %29, !824, !DIExpression(), !1241)
    #dbg_value(i32 %29, !810, !DIExpression(), !1242)
  %30 = add nsw i32 %29, -48, !dbg !1247
    #dbg_value(i32 %30, !1065, !DIExpression(), !1240)
  br label %38, !dbg !1248

31:                                               ; preds = %19
    #dbg_value(i8 %22, !808, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1249)
    #dbg_value(i8 %22, !810, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1251)
  %32 = and i16 %21, 1024, !dbg !1253
  %33 = icmp eq i16 %32, 0, !dbg !1254
  br i1 %33, label %88, label %34, !dbg !1255

34:                                               ; preds = %31
    #dbg_value(i8 %22, !945, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1256)
  %35 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %20, !dbg !1258
  %36 = load i32, ptr %35, align 4, !dbg !1258, !tbaa !125
  %37 = add nsw i32 %36, -87, !dbg !1259
    #dbg_value(i32 %37, !1065, !DIExpression(), !1240)
  br label %38

38:                                               ; preds = %34, %28
  %39 = phi i32 [ %30, %28 ], [ %37, %34 ], !dbg !1260
    #dbg_value(i32 %39, !1065, !DIExpression(), !1240)
  %40 = icmp slt i32 %39, 10, !dbg !1261
  br i1 %40, label %41, label %88, !dbg !1262

41:                                               ; preds = %38
    #dbg_value(i32 1, !1021, !DIExpression(), !1219)
  %42 = sext i32 %39 to i64, !dbg !1263
    #dbg_value(i32 0, !1020, !DIExpression(), !1219)
    #dbg_value(i64 %42, !1064, !DIExpression(), !1239)
    #dbg_value(ptr %24, !1052, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1239)
  br label %43, !dbg !1264

43:                                               ; preds = %71, %41
  %44 = phi i32 [ 0, %41 ], [ %78, %71 ]
  %45 = phi i64 [ %42, %41 ], [ %79, %71 ]
  %46 = phi ptr [ %24, %41 ], [ %50, %71 ]
  %47 = icmp eq i32 %44, 0
  br label %48, !dbg !1265

48:                                               ; preds = %43, %70
  %49 = phi ptr [ %50, %70 ], [ %46, %43 ]
  %50 = getelementptr inbounds i8, ptr %49, i64 1, !dbg !1239
    #dbg_value(i32 poison, !1021, !DIExpression(), !1219)
    #dbg_value(i32 %44, !1020, !DIExpression(), !1219)
    #dbg_value(ptr %50, !1052, !DIExpression(), !1239)
    #dbg_value(i64 %45, !1064, !DIExpression(), !1239)
  %51 = load i8, ptr %50, align 1, !dbg !1234, !tbaa !182
    #dbg_value(i8 %51, !1069, !DIExpression(), !1240)
    #dbg_value(i8 %51, !824, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1241)
    #dbg_value(i8 %51, !810, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1242)
  %52 = zext i8 %51 to i64, !dbg !1236
  %53 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %52, !dbg !1236
  %54 = load i16, ptr %53, align 2, !dbg !1236, !tbaa !817
  %55 = and i16 %54, 2048, !dbg !1243
  %56 = icmp eq i16 %55, 0, !dbg !1244
  br i1 %56, label %60, label %57, !dbg !1245

57:                                               ; preds = %48
  %58 = zext i8 %51 to i32, !dbg !1246
    #dbg_value(i32 %58, !824, !DIExpression(), !1241)
    #dbg_value(i32 %58, !810, !DIExpression(), !1242)
  %59 = add nsw i32 %58, -48, !dbg !1247
    #dbg_value(i32 %59, !1065, !DIExpression(), !1240)
  br label %67, !dbg !1248

60:                                               ; preds = %48
    #dbg_value(i8 %51, !808, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1249)
    #dbg_value(i8 %51, !810, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1251)
  %61 = and i16 %54, 1024, !dbg !1253
  %62 = icmp eq i16 %61, 0, !dbg !1254
  br i1 %62, label %80, label %63, !dbg !1255

63:                                               ; preds = %60
    #dbg_value(i8 %51, !945, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1256)
  %64 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %52, !dbg !1258
  %65 = load i32, ptr %64, align 4, !dbg !1258, !tbaa !125
  %66 = add nsw i32 %65, -87, !dbg !1259
    #dbg_value(i32 %66, !1065, !DIExpression(), !1240)
  br label %67

67:                                               ; preds = %63, %57
  %68 = phi i32 [ %59, %57 ], [ %66, %63 ], !dbg !1260
    #dbg_value(i32 %68, !1065, !DIExpression(), !1240)
  %69 = icmp slt i32 %68, 10, !dbg !1261
  br i1 %69, label %70, label %80, !dbg !1262

70:                                               ; preds = %67
    #dbg_value(i32 1, !1021, !DIExpression(), !1219)
  br i1 %47, label %71, label %48, !dbg !1266, !llvm.loop !1267

71:                                               ; preds = %70
  %72 = sext i32 %68 to i64, !dbg !1263
  %73 = sub i64 %25, %72, !dbg !1269
  %74 = udiv i64 %73, 10, !dbg !1270
  %75 = icmp ugt i64 %45, %74, !dbg !1271
  %76 = mul nuw i64 %45, 10, !dbg !1272
  %77 = add i64 %76, %72, !dbg !1272
  %78 = select i1 %75, i32 1, i32 0, !dbg !1272
  %79 = select i1 %75, i64 %25, i64 %77, !dbg !1272
  br label %43, !dbg !1265, !llvm.loop !1267

80:                                               ; preds = %67, %60
  %81 = icmp eq i32 %44, 0, !dbg !1273
    #dbg_value(i64 %45, !1064, !DIExpression(), !1239)
    #dbg_value(ptr undef, !1019, !DIExpression(), !1219)
    #dbg_value(i64 %45, !1022, !DIExpression(), !1219)
  br i1 %81, label %84, label %82, !dbg !1274

82:                                               ; preds = %80
  %83 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1275
  store i32 34, ptr %83, align 4, !dbg !1276, !tbaa !125
  br label %84, !dbg !1275

84:                                               ; preds = %80, %82
    #dbg_value(i1 %23, !1181, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1217)
    #dbg_value(i64 %45, !1183, !DIExpression(), !1217)
  %85 = sub i64 0, %45, !dbg !1277
  %86 = select i1 %23, i64 %45, i64 %85, !dbg !1277
  %87 = trunc i64 %86 to i32, !dbg !1278
  br label %88, !dbg !1277

88:                                               ; preds = %84, %31, %38
  %89 = phi i32 [ 0, %38 ], [ 0, %31 ], [ %87, %84 ], !dbg !1277
  ret i32 %89, !dbg !1279
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local i64 @atol(ptr nocapture noundef readonly %0) local_unnamed_addr #12 !dbg !1280 {
    #dbg_value(ptr %0, !1284, !DIExpression(), !1285)
    #dbg_value(ptr %0, !1178, !DIExpression(), !1286)
    #dbg_value(ptr null, !1179, !DIExpression(), !1286)
    #dbg_value(i32 10, !1180, !DIExpression(), !1286)
    #dbg_value(i32 0, !1181, !DIExpression(), !1286)
    #dbg_value(i64 9223372036854775807, !1182, !DIExpression(), !1286)
    #dbg_value(ptr %0, !1008, !DIExpression(), !1288)
    #dbg_value(ptr null, !1009, !DIExpression(), !1288)
    #dbg_value(i32 10, !1010, !DIExpression(), !1288)
    #dbg_value(i32 1, !1011, !DIExpression(), !1288)
    #dbg_value(i64 0, !1012, !DIExpression(), !1288)
    #dbg_value(i64 -9223372036854775808, !1013, !DIExpression(), !1288)
    #dbg_value(i64 9223372036854775807, !1014, !DIExpression(), !1288)
    #dbg_value(ptr undef, !1015, !DIExpression(), !1288)
    #dbg_value(ptr %0, !1016, !DIExpression(), !1288)
  br label %2, !dbg !1290

2:                                                ; preds = %2, %1
  %3 = phi ptr [ %0, %1 ], [ %10, %2 ], !dbg !1288
    #dbg_value(ptr %3, !1016, !DIExpression(), !1288)
  %4 = load i8, ptr %3, align 1, !dbg !1291, !tbaa !182
  %5 = zext i8 %4 to i64, !dbg !1292
    #dbg_value(i64 %5, !846, !DIExpression(), !1295)
    #dbg_value(i64 %5, !810, !DIExpression(), !1296)
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1292
  %7 = load i16, ptr %6, align 2, !dbg !1292, !tbaa !817
  %8 = and i16 %7, 8192, !dbg !1297
  %9 = icmp eq i16 %8, 0, !dbg !1290
  %10 = getelementptr inbounds i8, ptr %3, i64 1, !dbg !1298
    #dbg_value(ptr %10, !1016, !DIExpression(), !1288)
  br i1 %9, label %11, label %2, !dbg !1290, !llvm.loop !1299

11:                                               ; preds = %2
    #dbg_value(i32 0, !1017, !DIExpression(), !1288)
  switch i8 %4, label %19 [
    i8 43, label %12
    i8 45, label %12
  ], !dbg !1300

12:                                               ; preds = %11, %11
  %13 = icmp ne i8 %4, 45, !dbg !1301
    #dbg_value(i1 %13, !1017, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1288)
    #dbg_value(ptr %10, !1016, !DIExpression(), !1288)
  %14 = select i1 %13, i64 9223372036854775807, i64 -9223372036854775808, !dbg !1302
  %15 = load i8, ptr %10, align 1, !dbg !1303, !tbaa !182
  %16 = zext i8 %15 to i64
  %17 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %16
  %18 = load i16, ptr %17, align 2, !dbg !1305, !tbaa !817
  br label %19, !dbg !1302

19:                                               ; preds = %12, %11
  %20 = phi i64 [ %16, %12 ], [ %5, %11 ], !dbg !1305
  %21 = phi i16 [ %18, %12 ], [ %7, %11 ], !dbg !1305
  %22 = phi i8 [ %15, %12 ], [ %4, %11 ], !dbg !1303
  %23 = phi i1 [ %13, %12 ], [ true, %11 ]
  %24 = phi ptr [ %10, %12 ], [ %3, %11 ]
  %25 = phi i64 [ %14, %12 ], [ 9223372036854775807, %11 ], !dbg !1302
    #dbg_value(i64 %25, !1018, !DIExpression(), !1288)
    #dbg_value(ptr undef, !1058, !DIExpression(), !1308)
    #dbg_value(ptr undef, !1059, !DIExpression(), !1308)
    #dbg_value(i64 %25, !1060, !DIExpression(), !1308)
    #dbg_value(ptr undef, !1061, !DIExpression(), !1308)
    #dbg_value(ptr undef, !1062, !DIExpression(), !1308)
    #dbg_value(i32 10, !1063, !DIExpression(), !1308)
    #dbg_value(i32 10, !1010, !DIExpression(), !1288)
    #dbg_value(i32 poison, !1021, !DIExpression(), !1288)
    #dbg_value(i32 0, !1020, !DIExpression(), !1288)
    #dbg_value(ptr %24, !1052, !DIExpression(), !1308)
    #dbg_value(i64 0, !1064, !DIExpression(), !1308)
    #dbg_value(i8 %22, !1069, !DIExpression(), !1309)
    #dbg_value(i8 %22, !824, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1310)
    #dbg_value(i8 %22, !810, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1311)
  %26 = and i16 %21, 2048, !dbg !1312
  %27 = icmp eq i16 %26, 0, !dbg !1313
  br i1 %27, label %31, label %28, !dbg !1314

28:                                               ; preds = %19
  %29 = zext i8 %22 to i32, !dbg !1315
    #dbg_value(i32 %29, !824, !DIExpression(), !1310)
    #dbg_value(i32 %29, !810, !DIExpression(), !1311)
  %30 = add nsw i32 %29, -48, !dbg !1316
    #dbg_value(i32 %30, !1065, !DIExpression(), !1309)
  br label %38, !dbg !1317

31:                                               ; preds = %19
    #dbg_value(i8 %22, !808, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1318)
    #dbg_value(i8 %22, !810, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1320)
  %32 = and i16 %21, 1024, !dbg !1322
  %33 = icmp eq i16 %32, 0, !dbg !1323
  br i1 %33, label %87, label %34, !dbg !1324

34:                                               ; preds = %31
    #dbg_value(i8 %22, !945, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1325)
  %35 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %20, !dbg !1327
  %36 = load i32, ptr %35, align 4, !dbg !1327, !tbaa !125
  %37 = add nsw i32 %36, -87, !dbg !1328
    #dbg_value(i32 %37, !1065, !DIExpression(), !1309)
  br label %38

38:                                               ; preds = %34, %28
  %39 = phi i32 [ %30, %28 ], [ %37, %34 ], !dbg !1329
    #dbg_value(i32 %39, !1065, !DIExpression(), !1309)
  %40 = icmp slt i32 %39, 10, !dbg !1330
  br i1 %40, label %41, label %87, !dbg !1331

41:                                               ; preds = %38
    #dbg_value(i32 1, !1021, !DIExpression(), !1288)
  %42 = sext i32 %39 to i64, !dbg !1332
    #dbg_value(i32 0, !1020, !DIExpression(), !1288)
    #dbg_value(i64 %42, !1064, !DIExpression(), !1308)
    #dbg_value(ptr %24, !1052, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1308)
  br label %43, !dbg !1333

43:                                               ; preds = %71, %41
  %44 = phi i32 [ 0, %41 ], [ %78, %71 ]
  %45 = phi i64 [ %42, %41 ], [ %79, %71 ]
  %46 = phi ptr [ %24, %41 ], [ %50, %71 ]
  %47 = icmp eq i32 %44, 0
  br label %48, !dbg !1334

48:                                               ; preds = %43, %70
  %49 = phi ptr [ %50, %70 ], [ %46, %43 ]
  %50 = getelementptr inbounds i8, ptr %49, i64 1, !dbg !1308
    #dbg_value(i32 poison, !1021, !DIExpression(), !1288)
    #dbg_value(i32 %44, !1020, !DIExpression(), !1288)
    #dbg_value(ptr %50, !1052, !DIExpression(), !1308)
    #dbg_value(i64 %45, !1064, !DIExpression(), !1308)
  %51 = load i8, ptr %50, align 1, !dbg !1303, !tbaa !182
    #dbg_value(i8 %51, !1069, !DIExpression(), !1309)
    #dbg_value(i8 %51, !824, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1310)
    #dbg_value(i8 %51, !810, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1311)
  %52 = zext i8 %51 to i64, !dbg !1305
  %53 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %52, !dbg !1305
  %54 = load i16, ptr %53, align 2, !dbg !1305, !tbaa !817
  %55 = and i16 %54, 2048, !dbg !1312
  %56 = icmp eq i16 %55, 0, !dbg !1313
  br i1 %56, label %60, label %57, !dbg !1314

57:                                               ; preds = %48
  %58 = zext i8 %51 to i32, !dbg !1315
    #dbg_value(i32 %58, !824, !DIExpression(), !1310)
    #dbg_value(i32 %58, !810, !DIExpression(), !1311)
  %59 = add nsw i32 %58, -48, !dbg !1316
    #dbg_value(i32 %59, !1065, !DIExpression(), !1309)
  br label %67, !dbg !1317

60:                                               ; preds = %48
    #dbg_value(i8 %51, !808, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1318)
    #dbg_value(i8 %51, !810, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1320)
  %61 = and i16 %54, 1024, !dbg !1322
  %62 = icmp eq i16 %61, 0, !dbg !1323
  br i1 %62, label %80, label %63, !dbg !1324

63:                                               ; preds = %60
    #dbg_value(i8 %51, !945, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1325)
  %64 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %52, !dbg !1327
  %65 = load i32, ptr %64, align 4, !dbg !1327, !tbaa !125
  %66 = add nsw i32 %65, -87, !dbg !1328
    #dbg_value(i32 %66, !1065, !DIExpression(), !1309)
  br label %67

67:                                               ; preds = %63, %57
  %68 = phi i32 [ %59, %57 ], [ %66, %63 ], !dbg !1329
    #dbg_value(i32 %68, !1065, !DIExpression(), !1309)
  %69 = icmp slt i32 %68, 10, !dbg !1330
  br i1 %69, label %70, label %80, !dbg !1331

70:                                               ; preds = %67
    #dbg_value(i32 1, !1021, !DIExpression(), !1288)
  br i1 %47, label %71, label %48, !dbg !1335, !llvm.loop !1336

71:                                               ; preds = %70
  %72 = sext i32 %68 to i64, !dbg !1332
  %73 = sub i64 %25, %72, !dbg !1338
  %74 = udiv i64 %73, 10, !dbg !1339
  %75 = icmp ugt i64 %45, %74, !dbg !1340
  %76 = mul nuw i64 %45, 10, !dbg !1341
  %77 = add i64 %76, %72, !dbg !1341
  %78 = select i1 %75, i32 1, i32 0, !dbg !1341
  %79 = select i1 %75, i64 %25, i64 %77, !dbg !1341
  br label %43, !dbg !1334, !llvm.loop !1336

80:                                               ; preds = %67, %60
  %81 = icmp eq i32 %44, 0, !dbg !1342
    #dbg_value(i64 %45, !1064, !DIExpression(), !1308)
    #dbg_value(ptr undef, !1019, !DIExpression(), !1288)
    #dbg_value(i64 %45, !1022, !DIExpression(), !1288)
  br i1 %81, label %84, label %82, !dbg !1343

82:                                               ; preds = %80
  %83 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1344
  store i32 34, ptr %83, align 4, !dbg !1345, !tbaa !125
  br label %84, !dbg !1344

84:                                               ; preds = %80, %82
    #dbg_value(i1 %23, !1181, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1286)
    #dbg_value(i64 %45, !1183, !DIExpression(), !1286)
  %85 = sub i64 0, %45, !dbg !1346
  %86 = select i1 %23, i64 %45, i64 %85, !dbg !1346
  br label %87, !dbg !1346

87:                                               ; preds = %84, %31, %38
  %88 = phi i64 [ 0, %38 ], [ 0, %31 ], [ %86, %84 ], !dbg !1346
  ret i64 %88, !dbg !1347
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local i64 @atoll(ptr nocapture noundef readonly %0) local_unnamed_addr #12 !dbg !1348 {
    #dbg_value(ptr %0, !1352, !DIExpression(), !1353)
    #dbg_value(ptr %0, !990, !DIExpression(), !1354)
    #dbg_value(ptr null, !991, !DIExpression(), !1354)
    #dbg_value(i32 10, !992, !DIExpression(), !1354)
    #dbg_value(i32 0, !993, !DIExpression(), !1354)
    #dbg_value(ptr %0, !1008, !DIExpression(), !1356)
    #dbg_value(ptr null, !1009, !DIExpression(), !1356)
    #dbg_value(i32 10, !1010, !DIExpression(), !1356)
    #dbg_value(i32 1, !1011, !DIExpression(), !1356)
    #dbg_value(i64 0, !1012, !DIExpression(), !1356)
    #dbg_value(i64 -9223372036854775808, !1013, !DIExpression(), !1356)
    #dbg_value(i64 9223372036854775807, !1014, !DIExpression(), !1356)
    #dbg_value(ptr undef, !1015, !DIExpression(), !1356)
    #dbg_value(ptr %0, !1016, !DIExpression(), !1356)
  br label %2, !dbg !1358

2:                                                ; preds = %2, %1
  %3 = phi ptr [ %0, %1 ], [ %10, %2 ], !dbg !1356
    #dbg_value(ptr %3, !1016, !DIExpression(), !1356)
  %4 = load i8, ptr %3, align 1, !dbg !1359, !tbaa !182
  %5 = zext i8 %4 to i64, !dbg !1360
    #dbg_value(i64 %5, !846, !DIExpression(), !1363)
    #dbg_value(i64 %5, !810, !DIExpression(), !1364)
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1360
  %7 = load i16, ptr %6, align 2, !dbg !1360, !tbaa !817
  %8 = and i16 %7, 8192, !dbg !1365
  %9 = icmp eq i16 %8, 0, !dbg !1358
  %10 = getelementptr inbounds i8, ptr %3, i64 1, !dbg !1366
    #dbg_value(ptr %10, !1016, !DIExpression(), !1356)
  br i1 %9, label %11, label %2, !dbg !1358, !llvm.loop !1367

11:                                               ; preds = %2
    #dbg_value(i32 0, !1017, !DIExpression(), !1356)
  switch i8 %4, label %19 [
    i8 43, label %12
    i8 45, label %12
  ], !dbg !1368

12:                                               ; preds = %11, %11
  %13 = icmp ne i8 %4, 45, !dbg !1369
    #dbg_value(i1 %13, !1017, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1356)
    #dbg_value(ptr %10, !1016, !DIExpression(), !1356)
  %14 = select i1 %13, i64 9223372036854775807, i64 -9223372036854775808, !dbg !1370
  %15 = load i8, ptr %10, align 1, !dbg !1371, !tbaa !182
  %16 = zext i8 %15 to i64
  %17 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %16
  %18 = load i16, ptr %17, align 2, !dbg !1373, !tbaa !817
  br label %19, !dbg !1370

19:                                               ; preds = %12, %11
  %20 = phi i64 [ %16, %12 ], [ %5, %11 ], !dbg !1373
  %21 = phi i16 [ %18, %12 ], [ %7, %11 ], !dbg !1373
  %22 = phi i8 [ %15, %12 ], [ %4, %11 ], !dbg !1371
  %23 = phi i1 [ %13, %12 ], [ true, %11 ]
  %24 = phi ptr [ %10, %12 ], [ %3, %11 ]
  %25 = phi i64 [ %14, %12 ], [ 9223372036854775807, %11 ], !dbg !1370
    #dbg_value(i64 %25, !1018, !DIExpression(), !1356)
    #dbg_value(ptr undef, !1058, !DIExpression(), !1376)
    #dbg_value(ptr undef, !1059, !DIExpression(), !1376)
    #dbg_value(i64 %25, !1060, !DIExpression(), !1376)
    #dbg_value(ptr undef, !1061, !DIExpression(), !1376)
    #dbg_value(ptr undef, !1062, !DIExpression(), !1376)
    #dbg_value(i32 10, !1063, !DIExpression(), !1376)
    #dbg_value(i32 10, !1010, !DIExpression(), !1356)
    #dbg_value(i32 poison, !1021, !DIExpression(), !1356)
    #dbg_value(i32 0, !1020, !DIExpression(), !1356)
    #dbg_value(ptr %24, !1052, !DIExpression(), !1376)
    #dbg_value(i64 0, !1064, !DIExpression(), !1376)
    #dbg_value(i8 %22, !1069, !DIExpression(), !1377)
    #dbg_value(i8 %22, !824, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1378)
    #dbg_value(i8 %22, !810, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1379)
  %26 = and i16 %21, 2048, !dbg !1380
  %27 = icmp eq i16 %26, 0, !dbg !1381
  br i1 %27, label %31, label %28, !dbg !1382

28:                                               ; preds = %19
  %29 = zext i8 %22 to i32, !dbg !1383
    #dbg_value(i32 %29, !824, !DIExpression(), !1378)
    #dbg_value(i32 %29, !810, !DIExpression(), !1379)
  %30 = add nsw i32 %29, -48, !dbg !1384
    #dbg_value(i32 %30, !1065, !DIExpression(), !1377)
  br label %38, !dbg !1385

31:                                               ; preds = %19
    #dbg_value(i8 %22, !808, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1386)
    #dbg_value(i8 %22, !810, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1388)
  %32 = and i16 %21, 1024, !dbg !1390
  %33 = icmp eq i16 %32, 0, !dbg !1391
  br i1 %33, label %87, label %34, !dbg !1392

34:                                               ; preds = %31
    #dbg_value(i8 %22, !945, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1393)
  %35 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %20, !dbg !1395
  %36 = load i32, ptr %35, align 4, !dbg !1395, !tbaa !125
  %37 = add nsw i32 %36, -87, !dbg !1396
    #dbg_value(i32 %37, !1065, !DIExpression(), !1377)
  br label %38

38:                                               ; preds = %34, %28
  %39 = phi i32 [ %30, %28 ], [ %37, %34 ], !dbg !1397
    #dbg_value(i32 %39, !1065, !DIExpression(), !1377)
  %40 = icmp slt i32 %39, 10, !dbg !1398
  br i1 %40, label %41, label %87, !dbg !1399

41:                                               ; preds = %38
    #dbg_value(i32 1, !1021, !DIExpression(), !1356)
  %42 = sext i32 %39 to i64, !dbg !1400
    #dbg_value(i32 0, !1020, !DIExpression(), !1356)
    #dbg_value(i64 %42, !1064, !DIExpression(), !1376)
    #dbg_value(ptr %24, !1052, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1376)
  br label %43, !dbg !1401

43:                                               ; preds = %71, %41
  %44 = phi i32 [ 0, %41 ], [ %78, %71 ]
  %45 = phi i64 [ %42, %41 ], [ %79, %71 ]
  %46 = phi ptr [ %24, %41 ], [ %50, %71 ]
  %47 = icmp eq i32 %44, 0
  br label %48, !dbg !1402

48:                                               ; preds = %43, %70
  %49 = phi ptr [ %50, %70 ], [ %46, %43 ]
  %50 = getelementptr inbounds i8, ptr %49, i64 1, !dbg !1376
    #dbg_value(i32 poison, !1021, !DIExpression(), !1356)
    #dbg_value(i32 %44, !1020, !DIExpression(), !1356)
    #dbg_value(ptr %50, !1052, !DIExpression(), !1376)
    #dbg_value(i64 %45, !1064, !DIExpression(), !1376)
  %51 = load i8, ptr %50, align 1, !dbg !1371, !tbaa !182
    #dbg_value(i8 %51, !1069, !DIExpression(), !1377)
    #dbg_value(i8 %51, !824, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1378)
    #dbg_value(i8 %51, !810, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1379)
  %52 = zext i8 %51 to i64, !dbg !1373
  %53 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %52, !dbg !1373
  %54 = load i16, ptr %53, align 2, !dbg !1373, !tbaa !817
  %55 = and i16 %54, 2048, !dbg !1380
  %56 = icmp eq i16 %55, 0, !dbg !1381
  br i1 %56, label %60, label %57, !dbg !1382

57:                                               ; preds = %48
  %58 = zext i8 %51 to i32, !dbg !1383
    #dbg_value(i32 %58, !824, !DIExpression(), !1378)
    #dbg_value(i32 %58, !810, !DIExpression(), !1379)
  %59 = add nsw i32 %58, -48, !dbg !1384
    #dbg_value(i32 %59, !1065, !DIExpression(), !1377)
  br label %67, !dbg !1385

60:                                               ; preds = %48
    #dbg_value(i8 %51, !808, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1386)
    #dbg_value(i8 %51, !810, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1388)
  %61 = and i16 %54, 1024, !dbg !1390
  %62 = icmp eq i16 %61, 0, !dbg !1391
  br i1 %62, label %80, label %63, !dbg !1392

63:                                               ; preds = %60
    #dbg_value(i8 %51, !945, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1393)
  %64 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %52, !dbg !1395
  %65 = load i32, ptr %64, align 4, !dbg !1395, !tbaa !125
  %66 = add nsw i32 %65, -87, !dbg !1396
    #dbg_value(i32 %66, !1065, !DIExpression(), !1377)
  br label %67

67:                                               ; preds = %63, %57
  %68 = phi i32 [ %59, %57 ], [ %66, %63 ], !dbg !1397
    #dbg_value(i32 %68, !1065, !DIExpression(), !1377)
  %69 = icmp slt i32 %68, 10, !dbg !1398
  br i1 %69, label %70, label %80, !dbg !1399

70:                                               ; preds = %67
    #dbg_value(i32 1, !1021, !DIExpression(), !1356)
  br i1 %47, label %71, label %48, !dbg !1403, !llvm.loop !1404

71:                                               ; preds = %70
  %72 = sext i32 %68 to i64, !dbg !1400
  %73 = sub i64 %25, %72, !dbg !1406
  %74 = udiv i64 %73, 10, !dbg !1407
  %75 = icmp ugt i64 %45, %74, !dbg !1408
  %76 = mul nuw i64 %45, 10, !dbg !1409
  %77 = add i64 %76, %72, !dbg !1409
  %78 = select i1 %75, i32 1, i32 0, !dbg !1409
  %79 = select i1 %75, i64 %25, i64 %77, !dbg !1409
  br label %43, !dbg !1402, !llvm.loop !1404

80:                                               ; preds = %67, %60
  %81 = icmp eq i32 %44, 0, !dbg !1410
    #dbg_value(i64 %45, !1064, !DIExpression(), !1376)
    #dbg_value(ptr undef, !1019, !DIExpression(), !1356)
    #dbg_value(i64 %45, !1022, !DIExpression(), !1356)
  br i1 %81, label %84, label %82, !dbg !1411

82:                                               ; preds = %80
  %83 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1412
  store i32 34, ptr %83, align 4, !dbg !1413, !tbaa !125
  br label %84, !dbg !1412

84:                                               ; preds = %80, %82
    #dbg_value(i1 %23, !993, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1354)
    #dbg_value(i64 %45, !994, !DIExpression(), !1354)
  %85 = sub i64 0, %45, !dbg !1414
  %86 = select i1 %23, i64 %45, i64 %85, !dbg !1414
  br label %87, !dbg !1414

87:                                               ; preds = %84, %31, %38
  %88 = phi i64 [ 0, %38 ], [ 0, %31 ], [ %86, %84 ], !dbg !1414
  ret i64 %88, !dbg !1415
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local void @srand(i32 noundef %0) local_unnamed_addr #13 !dbg !1416 {
    #dbg_value(i32 %0, !1420, !DIExpression(), !1430)
  %2 = tail call i32 @llvm.umax.i32(i32 %0, i32 1), !dbg !1431
    #dbg_value(i32 %2, !1421, !DIExpression(), !1430)
  store i32 %2, ptr @rand_state, align 16, !dbg !1432, !tbaa !125
    #dbg_value(i32 1, !1422, !DIExpression(), !1433)
    #dbg_value(i32 %2, !1421, !DIExpression(), !1430)
  br label %4, !dbg !1434

3:                                                ; preds = %4
  store i1 true, ptr @rand_seeded, align 4, !dbg !1435
    #dbg_value(i32 0, !1428, !DIExpression(), !1436)
    #dbg_value(i32 0, !1428, !DIExpression(), !1436)
  br label %19, !dbg !1437

4:                                                ; preds = %1, %4
  %5 = phi i64 [ 1, %1 ], [ %16, %4 ]
  %6 = phi i32 [ %2, %1 ], [ %14, %4 ]
    #dbg_value(i32 %6, !1421, !DIExpression(), !1430)
    #dbg_value(i64 %5, !1422, !DIExpression(), !1433)
  %7 = sdiv i32 %6, 127773, !dbg !1438
    #dbg_value(i32 %7, !1424, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !1439)
  %8 = srem i32 %6, 127773, !dbg !1440
    #dbg_value(i32 %8, !1427, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !1439)
  %9 = mul nsw i32 %8, 16807, !dbg !1441
  %10 = mul nsw i32 %7, -2836, !dbg !1442
  %11 = add i32 %10, %9, !dbg !1443
    #dbg_value(i32 %11, !1421, !DIExpression(), !1430)
  %12 = icmp slt i32 %11, 0, !dbg !1444
  %13 = add nsw i32 %11, 2147483647
  %14 = select i1 %12, i32 %13, i32 %11, !dbg !1446
    #dbg_value(i32 %14, !1421, !DIExpression(), !1430)
  %15 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %5, !dbg !1447
  store i32 %14, ptr %15, align 4, !dbg !1448, !tbaa !125
  %16 = add nuw nsw i64 %5, 1, !dbg !1449
    #dbg_value(i64 %16, !1422, !DIExpression(), !1433)
  %17 = icmp eq i64 %16, 31, !dbg !1450
  br i1 %17, label %3, label %4, !dbg !1434, !llvm.loop !1451

18:                                               ; preds = %19
  store i32 %31, ptr @rand_f, align 4, !dbg !1453, !tbaa !125
  store i32 %33, ptr @rand_r, align 4, !dbg !1453, !tbaa !125
  ret void, !dbg !1456

19:                                               ; preds = %3, %19
  %20 = phi i32 [ 0, %3 ], [ %34, %19 ]
  %21 = phi i32 [ 3, %3 ], [ %31, %19 ]
  %22 = phi i32 [ 0, %3 ], [ %33, %19 ]
    #dbg_value(i32 %20, !1428, !DIExpression(), !1436)
  %23 = sext i32 %21 to i64, !dbg !1457
  %24 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %23, !dbg !1457
  %25 = load i32, ptr %24, align 4, !dbg !1457, !tbaa !125
  %26 = sext i32 %22 to i64, !dbg !1458
  %27 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %26, !dbg !1458
  %28 = load i32, ptr %27, align 4, !dbg !1458, !tbaa !125
  %29 = add i32 %28, %25, !dbg !1459
  store i32 %29, ptr %24, align 4, !dbg !1460, !tbaa !125
  %30 = add nsw i32 %21, 1, !dbg !1461
  %31 = srem i32 %30, 31, !dbg !1462
  %32 = add nsw i32 %22, 1, !dbg !1463
  %33 = srem i32 %32, 31, !dbg !1464
  %34 = add nuw nsw i32 %20, 1, !dbg !1465
    #dbg_value(i32 %34, !1428, !DIExpression(), !1436)
  %35 = icmp eq i32 %34, 310, !dbg !1466
  br i1 %35, label %18, label %19, !dbg !1437, !llvm.loop !1467
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 0, -2147483648) i32 @rand() local_unnamed_addr #13 !dbg !1469 {
  %1 = load i1, ptr @rand_seeded, align 4, !dbg !1475
  br i1 %1, label %2, label %5, !dbg !1477

2:                                                ; preds = %0
  %3 = load i32, ptr @rand_f, align 4, !dbg !1478, !tbaa !125
  %4 = load i32, ptr @rand_r, align 4, !dbg !1479, !tbaa !125
  br label %38, !dbg !1477

5:                                                ; preds = %0
    #dbg_value(i32 1, !1420, !DIExpression(), !1480)
    #dbg_value(i32 1, !1421, !DIExpression(), !1480)
  store i32 1, ptr @rand_state, align 16, !dbg !1482, !tbaa !125
    #dbg_value(i32 1, !1422, !DIExpression(), !1483)
    #dbg_value(i32 1, !1421, !DIExpression(), !1480)
  br label %7, !dbg !1484

6:                                                ; preds = %7
  store i1 true, ptr @rand_seeded, align 4, !dbg !1485
    #dbg_value(i32 0, !1428, !DIExpression(), !1486)
    #dbg_value(i32 0, !1428, !DIExpression(), !1486)
  br label %21, !dbg !1487

7:                                                ; preds = %7, %5
  %8 = phi i64 [ 1, %5 ], [ %19, %7 ]
  %9 = phi i32 [ 1, %5 ], [ %17, %7 ]
    #dbg_value(i32 %9, !1421, !DIExpression(), !1480)
    #dbg_value(i64 %8, !1422, !DIExpression(), !1483)
  %10 = sdiv i32 %9, 127773, !dbg !1488
    #dbg_value(i32 %10, !1424, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !1489)
  %11 = srem i32 %9, 127773, !dbg !1490
    #dbg_value(i32 %11, !1427, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !1489)
  %12 = mul nsw i32 %11, 16807, !dbg !1491
  %13 = mul nsw i32 %10, -2836, !dbg !1492
  %14 = add i32 %13, %12, !dbg !1493
    #dbg_value(i32 %14, !1421, !DIExpression(), !1480)
  %15 = icmp slt i32 %14, 0, !dbg !1494
  %16 = add nsw i32 %14, 2147483647
  %17 = select i1 %15, i32 %16, i32 %14, !dbg !1495
    #dbg_value(i32 %17, !1421, !DIExpression(), !1480)
  %18 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %8, !dbg !1496
  store i32 %17, ptr %18, align 4, !dbg !1497, !tbaa !125
  %19 = add nuw nsw i64 %8, 1, !dbg !1498
    #dbg_value(i64 %19, !1422, !DIExpression(), !1483)
  %20 = icmp eq i64 %19, 31, !dbg !1499
  br i1 %20, label %6, label %7, !dbg !1484, !llvm.loop !1500

21:                                               ; preds = %21, %6
  %22 = phi i32 [ 0, %6 ], [ %36, %21 ]
  %23 = phi i32 [ 3, %6 ], [ %33, %21 ]
  %24 = phi i32 [ 0, %6 ], [ %35, %21 ]
    #dbg_value(i32 %22, !1428, !DIExpression(), !1486)
  %25 = sext i32 %23 to i64, !dbg !1502
  %26 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %25, !dbg !1502
  %27 = load i32, ptr %26, align 4, !dbg !1502, !tbaa !125
  %28 = sext i32 %24 to i64, !dbg !1503
  %29 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %28, !dbg !1503
  %30 = load i32, ptr %29, align 4, !dbg !1503, !tbaa !125
  %31 = add i32 %30, %27, !dbg !1504
  store i32 %31, ptr %26, align 4, !dbg !1505, !tbaa !125
  %32 = add nsw i32 %23, 1, !dbg !1506
  %33 = srem i32 %32, 31, !dbg !1507
  %34 = add nsw i32 %24, 1, !dbg !1508
  %35 = srem i32 %34, 31, !dbg !1509
  %36 = add nuw nsw i32 %22, 1, !dbg !1510
    #dbg_value(i32 %36, !1428, !DIExpression(), !1486)
  %37 = icmp eq i32 %36, 310, !dbg !1511
  br i1 %37, label %38, label %21, !dbg !1487, !llvm.loop !1512

38:                                               ; preds = %21, %2
  %39 = phi i32 [ %4, %2 ], [ %35, %21 ], !dbg !1479
  %40 = phi i32 [ %3, %2 ], [ %33, %21 ], !dbg !1478
  %41 = sext i32 %40 to i64, !dbg !1514
  %42 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %41, !dbg !1514
  %43 = load i32, ptr %42, align 4, !dbg !1514, !tbaa !125
  %44 = sext i32 %39 to i64, !dbg !1515
  %45 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %44, !dbg !1515
  %46 = load i32, ptr %45, align 4, !dbg !1515, !tbaa !125
  %47 = add i32 %46, %43, !dbg !1516
    #dbg_value(i32 %47, !1473, !DIExpression(), !1517)
  store i32 %47, ptr %42, align 4, !dbg !1518, !tbaa !125
  %48 = lshr i32 %47, 1, !dbg !1519
    #dbg_value(i32 %48, !1474, !DIExpression(), !1517)
  %49 = add nsw i32 %40, 1, !dbg !1520
  %50 = srem i32 %49, 31, !dbg !1521
  store i32 %50, ptr @rand_f, align 4, !dbg !1522, !tbaa !125
  %51 = add nsw i32 %39, 1, !dbg !1523
  %52 = srem i32 %51, 31, !dbg !1524
  store i32 %52, ptr @rand_r, align 4, !dbg !1525, !tbaa !125
  ret i32 %48, !dbg !1526
}

; Function Attrs: nounwind
define dso_local void @qsort(ptr noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3) local_unnamed_addr #7 !dbg !1527 {
    #dbg_value(ptr %0, !1534, !DIExpression(), !1539)
    #dbg_value(i64 %1, !1535, !DIExpression(), !1539)
    #dbg_value(i64 %2, !1536, !DIExpression(), !1539)
    #dbg_value(ptr %3, !1537, !DIExpression(), !1539)
  %5 = icmp ult i64 %1, 2, !dbg !1540
  %6 = icmp eq i64 %2, 0
  %7 = or i1 %5, %6, !dbg !1542
  br i1 %7, label %14, label %8, !dbg !1542

8:                                                ; preds = %4
  %9 = mul i64 %2, %1, !dbg !1543
  %10 = tail call ptr @malloc(i64 noundef %9) #16, !dbg !1544
    #dbg_value(ptr %10, !1538, !DIExpression(), !1539)
  %11 = icmp eq ptr %10, null, !dbg !1545
  br i1 %11, label %12, label %13, !dbg !1547

12:                                               ; preds = %8
  tail call void @abort() #17, !dbg !1548
  unreachable, !dbg !1548

13:                                               ; preds = %8
  tail call fastcc void @msort(ptr noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef nonnull %10) #19, !dbg !1549
  tail call void @free(ptr noundef nonnull %10) #16, !dbg !1550
  br label %14, !dbg !1551

14:                                               ; preds = %4, %13
  ret void, !dbg !1551
}

; Function Attrs: noreturn
declare !dbg !1552 void @abort() local_unnamed_addr #5

; Function Attrs: nounwind
define internal fastcc void @msort(ptr noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4) unnamed_addr #7 !dbg !1553 {
    #dbg_value(ptr %0, !1557, !DIExpression(), !1567)
    #dbg_value(i64 %1, !1558, !DIExpression(), !1567)
    #dbg_value(i64 %2, !1559, !DIExpression(), !1567)
    #dbg_value(ptr %3, !1560, !DIExpression(), !1567)
    #dbg_value(ptr %4, !1561, !DIExpression(), !1567)
  %6 = icmp ult i64 %1, 2, !dbg !1568
  br i1 %6, label %51, label %7, !dbg !1570

7:                                                ; preds = %5
  %8 = lshr i64 %1, 1, !dbg !1571
    #dbg_value(i64 %8, !1562, !DIExpression(), !1567)
  %9 = sub i64 %1, %8, !dbg !1572
    #dbg_value(i64 %9, !1563, !DIExpression(), !1567)
    #dbg_value(ptr %0, !1564, !DIExpression(), !1567)
  %10 = mul i64 %8, %2, !dbg !1573
  %11 = getelementptr inbounds i8, ptr %0, i64 %10, !dbg !1574
    #dbg_value(ptr %11, !1565, !DIExpression(), !1567)
  tail call fastcc void @msort(ptr noundef %0, i64 noundef %8, i64 noundef %2, ptr noundef %3, ptr noundef %4) #19, !dbg !1575
  tail call fastcc void @msort(ptr noundef %11, i64 noundef %9, i64 noundef %2, ptr noundef %3, ptr noundef %4) #19, !dbg !1576
    #dbg_value(ptr %4, !1566, !DIExpression(), !1567)
    #dbg_value(ptr %11, !1565, !DIExpression(), !1567)
    #dbg_value(ptr %0, !1564, !DIExpression(), !1567)
    #dbg_value(i64 %9, !1563, !DIExpression(), !1567)
    #dbg_value(i64 %8, !1562, !DIExpression(), !1567)
  %12 = icmp eq i64 %9, 0, !dbg !1577
  br i1 %12, label %39, label %13, !dbg !1578

13:                                               ; preds = %7, %29
  %14 = phi ptr [ %34, %29 ], [ %4, %7 ]
  %15 = phi ptr [ %33, %29 ], [ %11, %7 ]
  %16 = phi ptr [ %32, %29 ], [ %0, %7 ]
  %17 = phi i64 [ %31, %29 ], [ %9, %7 ]
  %18 = phi i64 [ %30, %29 ], [ %8, %7 ]
    #dbg_value(ptr %14, !1566, !DIExpression(), !1567)
    #dbg_value(ptr %15, !1565, !DIExpression(), !1567)
    #dbg_value(ptr %16, !1564, !DIExpression(), !1567)
    #dbg_value(i64 %17, !1563, !DIExpression(), !1567)
    #dbg_value(i64 %18, !1562, !DIExpression(), !1567)
  %19 = tail call i32 %3(ptr noundef %16, ptr noundef %15) #16, !dbg !1579
  %20 = icmp slt i32 %19, 1, !dbg !1582
  br i1 %20, label %21, label %25, !dbg !1583

21:                                               ; preds = %13
  %22 = tail call ptr @memcpy(ptr noundef %14, ptr noundef %16, i64 noundef %2) #16, !dbg !1584
  %23 = getelementptr inbounds i8, ptr %16, i64 %2, !dbg !1586
    #dbg_value(ptr %23, !1564, !DIExpression(), !1567)
  %24 = add nsw i64 %18, -1, !dbg !1587
    #dbg_value(i64 %24, !1562, !DIExpression(), !1567)
  br label %29, !dbg !1588

25:                                               ; preds = %13
  %26 = tail call ptr @memcpy(ptr noundef %14, ptr noundef %15, i64 noundef %2) #16, !dbg !1589
  %27 = getelementptr inbounds i8, ptr %15, i64 %2, !dbg !1591
    #dbg_value(ptr %27, !1565, !DIExpression(), !1567)
  %28 = add i64 %17, -1, !dbg !1592
    #dbg_value(i64 %28, !1563, !DIExpression(), !1567)
  br label %29

29:                                               ; preds = %25, %21
  %30 = phi i64 [ %24, %21 ], [ %18, %25 ], !dbg !1567
  %31 = phi i64 [ %17, %21 ], [ %28, %25 ], !dbg !1567
  %32 = phi ptr [ %23, %21 ], [ %16, %25 ], !dbg !1567
  %33 = phi ptr [ %15, %21 ], [ %27, %25 ], !dbg !1567
    #dbg_value(ptr %33, !1565, !DIExpression(), !1567)
    #dbg_value(ptr %32, !1564, !DIExpression(), !1567)
    #dbg_value(i64 %31, !1563, !DIExpression(), !1567)
    #dbg_value(i64 %30, !1562, !DIExpression(), !1567)
  %34 = getelementptr inbounds i8, ptr %14, i64 %2, !dbg !1593
    #dbg_value(ptr %34, !1566, !DIExpression(), !1567)
  %35 = icmp ne i64 %30, 0, !dbg !1594
  %36 = icmp ne i64 %31, 0, !dbg !1577
  %37 = select i1 %35, i1 %36, i1 false, !dbg !1577
  br i1 %37, label %13, label %38, !dbg !1578, !llvm.loop !1595

38:                                               ; preds = %29
  br i1 %35, label %39, label %46, !dbg !1597

39:                                               ; preds = %7, %38
  %40 = phi ptr [ %34, %38 ], [ %4, %7 ]
  %41 = phi ptr [ %32, %38 ], [ %0, %7 ]
  %42 = phi i64 [ %31, %38 ], [ 0, %7 ]
  %43 = phi i64 [ %30, %38 ], [ %8, %7 ]
  %44 = mul i64 %43, %2, !dbg !1598
  %45 = tail call ptr @memcpy(ptr noundef %40, ptr noundef %41, i64 noundef %44) #16, !dbg !1600
  br label %46, !dbg !1600

46:                                               ; preds = %39, %38
  %47 = phi i64 [ %42, %39 ], [ %31, %38 ]
  %48 = sub i64 %1, %47, !dbg !1601
  %49 = mul i64 %48, %2, !dbg !1602
  %50 = tail call ptr @memcpy(ptr noundef %0, ptr noundef %4, i64 noundef %49) #16, !dbg !1603
  br label %51, !dbg !1604

51:                                               ; preds = %5, %46
  ret void, !dbg !1604
}

declare !dbg !1605 void @free(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local noundef ptr @bsearch(ptr noundef %0, ptr noundef %1, i64 noundef %2, i64 noundef %3, ptr nocapture noundef readonly %4) local_unnamed_addr #7 !dbg !1606 {
    #dbg_value(ptr %0, !1610, !DIExpression(), !1621)
    #dbg_value(ptr %1, !1611, !DIExpression(), !1621)
    #dbg_value(i64 %2, !1612, !DIExpression(), !1621)
    #dbg_value(i64 %3, !1613, !DIExpression(), !1621)
    #dbg_value(ptr %4, !1614, !DIExpression(), !1621)
    #dbg_value(i64 0, !1615, !DIExpression(), !1621)
    #dbg_value(i64 %2, !1616, !DIExpression(), !1621)
  br label %6, !dbg !1622

6:                                                ; preds = %10, %5
  %7 = phi i64 [ %2, %5 ], [ %20, %10 ], !dbg !1623
  %8 = phi i64 [ 0, %5 ], [ %21, %10 ], !dbg !1624
    #dbg_value(i64 %8, !1615, !DIExpression(), !1621)
    #dbg_value(i64 %7, !1616, !DIExpression(), !1621)
  %9 = icmp ult i64 %8, %7, !dbg !1625
  br i1 %9, label %10, label %22, !dbg !1622

10:                                               ; preds = %6
  %11 = sub i64 %7, %8, !dbg !1626
  %12 = lshr i64 %11, 1, !dbg !1627
  %13 = add i64 %12, %8, !dbg !1628
    #dbg_value(i64 %13, !1617, !DIExpression(), !1629)
  %14 = mul i64 %13, %3, !dbg !1630
  %15 = getelementptr inbounds i8, ptr %1, i64 %14, !dbg !1631
    #dbg_value(ptr %15, !1619, !DIExpression(), !1629)
  %16 = tail call i32 %4(ptr noundef %0, ptr noundef %15) #16, !dbg !1632
    #dbg_value(i32 %16, !1620, !DIExpression(), !1629)
  %17 = icmp eq i32 %16, 0, !dbg !1633
  %18 = icmp slt i32 %16, 0, !dbg !1635
  %19 = add i64 %13, 1, !dbg !1635
  %20 = select i1 %18, i64 %13, i64 %7, !dbg !1635
  %21 = select i1 %18, i64 %8, i64 %19, !dbg !1635
    #dbg_value(i64 poison, !1615, !DIExpression(), !1621)
    #dbg_value(i64 poison, !1616, !DIExpression(), !1621)
  br i1 %17, label %22, label %6, !llvm.loop !1636

22:                                               ; preds = %6, %10
  %23 = phi ptr [ %15, %10 ], [ null, %6 ], !dbg !1621
  ret ptr %23, !dbg !1638
}

; Function Attrs: nounwind
define dso_local noundef i32 @pthread_once(ptr noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #7 !dbg !1639 {
    #dbg_value(ptr %0, !1643, !DIExpression(), !1645)
    #dbg_value(ptr %1, !1644, !DIExpression(), !1645)
  tail call void @__VERIFIER_atomic_begin() #16, !dbg !1646
  %3 = load i32, ptr %0, align 4, !dbg !1647, !tbaa !125
  %4 = icmp eq i32 %3, 0, !dbg !1649
  br i1 %4, label %5, label %6, !dbg !1650

5:                                                ; preds = %2
  store i32 1, ptr %0, align 4, !dbg !1651, !tbaa !125
  tail call void @__VERIFIER_atomic_end() #16, !dbg !1653
  tail call void %1() #16, !dbg !1654
  store i32 2, ptr %0, align 4, !dbg !1655, !tbaa !125
  br label %7, !dbg !1656

6:                                                ; preds = %2
  tail call void @__VERIFIER_atomic_end() #16, !dbg !1657
  tail call void @__pancam_await_eq(ptr noundef nonnull %0, i32 noundef 2) #16, !dbg !1658
  br label %7, !dbg !1659

7:                                                ; preds = %6, %5
  ret i32 0, !dbg !1660
}

declare !dbg !1661 void @__VERIFIER_atomic_begin() local_unnamed_addr #8

declare !dbg !1662 void @__VERIFIER_atomic_end() local_unnamed_addr #8

declare !dbg !1663 void @__pancam_await_eq(ptr noundef, i32 noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local range(i32 0, 12) i32 @pthread_key_create(ptr nocapture noundef writeonly %0, ptr noundef %1) local_unnamed_addr #7 !dbg !1666 {
    #dbg_value(ptr %0, !1671, !DIExpression(), !1675)
    #dbg_value(ptr %1, !1672, !DIExpression(), !1675)
  tail call void @__VERIFIER_atomic_begin() #16, !dbg !1676
    #dbg_value(i32 0, !1673, !DIExpression(), !1677)
  br label %3, !dbg !1678

3:                                                ; preds = %23, %2
  %4 = phi i64 [ 0, %2 ], [ %24, %23 ]
    #dbg_value(i64 %4, !1673, !DIExpression(), !1677)
  %5 = getelementptr inbounds [64 x i32], ptr @key_used, i64 0, i64 %4, !dbg !1679
  %6 = load i32, ptr %5, align 16, !dbg !1679, !tbaa !125
  %7 = icmp eq i32 %6, 0, !dbg !1679
  br i1 %7, label %26, label %8, !dbg !1683

8:                                                ; preds = %3
  %9 = or disjoint i64 %4, 1, !dbg !1684
    #dbg_value(i64 %9, !1673, !DIExpression(), !1677)
  %10 = getelementptr inbounds [64 x i32], ptr @key_used, i64 0, i64 %9, !dbg !1679
  %11 = load i32, ptr %10, align 4, !dbg !1679, !tbaa !125
  %12 = icmp eq i32 %11, 0, !dbg !1679
  br i1 %12, label %26, label %13, !dbg !1683

13:                                               ; preds = %8
  %14 = or disjoint i64 %4, 2, !dbg !1684
    #dbg_value(i64 %14, !1673, !DIExpression(), !1677)
  %15 = getelementptr inbounds [64 x i32], ptr @key_used, i64 0, i64 %14, !dbg !1679
  %16 = load i32, ptr %15, align 8, !dbg !1679, !tbaa !125
  %17 = icmp eq i32 %16, 0, !dbg !1679
  br i1 %17, label %26, label %18, !dbg !1683

18:                                               ; preds = %13
  %19 = or disjoint i64 %4, 3, !dbg !1684
    #dbg_value(i64 %19, !1673, !DIExpression(), !1677)
  %20 = getelementptr inbounds [64 x i32], ptr @key_used, i64 0, i64 %19, !dbg !1679
  %21 = load i32, ptr %20, align 4, !dbg !1679, !tbaa !125
  %22 = icmp eq i32 %21, 0, !dbg !1679
  br i1 %22, label %26, label %23, !dbg !1683

23:                                               ; preds = %18
  %24 = add nuw nsw i64 %4, 4, !dbg !1684
    #dbg_value(i64 %24, !1673, !DIExpression(), !1677)
  %25 = icmp eq i64 %24, 64, !dbg !1685
  br i1 %25, label %31, label %3, !dbg !1678, !llvm.loop !1686

26:                                               ; preds = %18, %13, %8, %3
  %27 = phi i64 [ %4, %3 ], [ %9, %8 ], [ %14, %13 ], [ %19, %18 ]
  %28 = phi ptr [ %5, %3 ], [ %10, %8 ], [ %15, %13 ], [ %20, %18 ], !dbg !1679
  %29 = trunc nuw nsw i64 %27 to i32, !dbg !1688
  store i32 1, ptr %28, align 4, !dbg !1688, !tbaa !125
  %30 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i64 0, i64 %27, !dbg !1690
  store ptr %1, ptr %30, align 8, !dbg !1691, !tbaa !134
  tail call void @__VERIFIER_atomic_end() #16, !dbg !1692
  store i32 %29, ptr %0, align 4, !dbg !1693, !tbaa !125
  br label %32

31:                                               ; preds = %23
  tail call void @__VERIFIER_atomic_end() #16, !dbg !1694
  br label %32, !dbg !1695

32:                                               ; preds = %26, %31
  %33 = phi i32 [ 0, %26 ], [ 11, %31 ], !dbg !1675
  ret i32 %33, !dbg !1696
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 0, 23) i32 @pthread_key_delete(i32 noundef %0) local_unnamed_addr #2 !dbg !1697 {
    #dbg_value(i32 %0, !1701, !DIExpression(), !1702)
  %2 = icmp ugt i32 %0, 63, !dbg !1703
  br i1 %2, label %10, label %3, !dbg !1705

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !1706
  %5 = getelementptr inbounds [64 x i32], ptr @key_used, i64 0, i64 %4, !dbg !1706
  %6 = load i32, ptr %5, align 4, !dbg !1706, !tbaa !125
  %7 = icmp eq i32 %6, 0, !dbg !1706
  br i1 %7, label %10, label %8, !dbg !1707

8:                                                ; preds = %3
  store i32 0, ptr %5, align 4, !dbg !1708, !tbaa !125
  %9 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i64 0, i64 %4, !dbg !1709
  store ptr null, ptr %9, align 8, !dbg !1710, !tbaa !134
  br label %10, !dbg !1711

10:                                               ; preds = %1, %3, %8
  %11 = phi i32 [ 0, %8 ], [ 22, %3 ], [ 22, %1 ], !dbg !1702
  ret i32 %11, !dbg !1712
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none)
define dso_local ptr @pthread_getspecific(i32 noundef %0) local_unnamed_addr #14 !dbg !1713 {
    #dbg_value(i32 %0, !1717, !DIExpression(), !1718)
  %2 = icmp ult i32 %0, 64, !dbg !1719
  br i1 %2, label %3, label %8, !dbg !1720

3:                                                ; preds = %1
  %4 = tail call align 16 ptr @llvm.threadlocal.address.p0(ptr align 16 @key_value), !dbg !1721
  %5 = zext nneg i32 %0 to i64, !dbg !1721
  %6 = getelementptr inbounds [64 x ptr], ptr %4, i64 0, i64 %5, !dbg !1721
  %7 = load ptr, ptr %6, align 8, !dbg !1721, !tbaa !134
  br label %8, !dbg !1720

8:                                                ; preds = %1, %3
  %9 = phi ptr [ %7, %3 ], [ null, %1 ], !dbg !1720
  ret ptr %9, !dbg !1722
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 0, 23) i32 @pthread_setspecific(i32 noundef %0, ptr noundef %1) local_unnamed_addr #2 !dbg !1723 {
    #dbg_value(i32 %0, !1727, !DIExpression(), !1729)
    #dbg_value(ptr %1, !1728, !DIExpression(), !1729)
  %3 = icmp ugt i32 %0, 63, !dbg !1730
  br i1 %3, label %12, label %4, !dbg !1732

4:                                                ; preds = %2
  %5 = zext nneg i32 %0 to i64, !dbg !1733
  %6 = getelementptr inbounds [64 x i32], ptr @key_used, i64 0, i64 %5, !dbg !1733
  %7 = load i32, ptr %6, align 4, !dbg !1733, !tbaa !125
  %8 = icmp eq i32 %7, 0, !dbg !1733
  br i1 %8, label %12, label %9, !dbg !1734

9:                                                ; preds = %4
  %10 = tail call align 16 ptr @llvm.threadlocal.address.p0(ptr align 16 @key_value), !dbg !1735
  %11 = getelementptr inbounds [64 x ptr], ptr %10, i64 0, i64 %5, !dbg !1735
  store ptr %1, ptr %11, align 8, !dbg !1736, !tbaa !134
  br label %12, !dbg !1737

12:                                               ; preds = %2, %4, %9
  %13 = phi i32 [ 0, %9 ], [ 22, %4 ], [ 22, %2 ], !dbg !1729
  ret i32 %13, !dbg !1738
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
!llvm.module.flags = !{!105, !106, !107, !108, !109, !110}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "pancam_errno", scope: !2, file: !3, line: 33, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !22, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "src/vm/libc/libc.c", directory: ".", checksumkind: CSK_MD5, checksum: "1092327932775bbb4b85c8f4a77bfd0a")
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
!22 = !{!23, !29, !31, !33, !41, !46, !0, !48, !56, !58, !63, !65, !67, !69, !74, !80, !83, !85, !87, !89, !94, !99, !102}
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
!84 = distinct !DIGlobalVariable(name: "pancam_stdin", scope: !2, file: !3, line: 46, type: !26, isLocal: true, isDefinition: true)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(name: "pancam_stdout", scope: !2, file: !3, line: 47, type: !26, isLocal: true, isDefinition: true)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(name: "pancam_stderr", scope: !2, file: !3, line: 48, type: !26, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(name: "ctype_b", scope: !2, file: !3, line: 310, type: !91, isLocal: true, isDefinition: true)
!91 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !92)
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 64)
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
!105 = !{i32 7, !"Dwarf Version", i32 5}
!106 = !{i32 2, !"Debug Info Version", i32 3}
!107 = !{i32 1, !"wchar_size", i32 4}
!108 = !{i32 8, !"PIC Level", i32 2}
!109 = !{i32 7, !"PIE Level", i32 2}
!110 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!111 = distinct !DISubprogram(name: "__errno_location", scope: !3, file: !3, line: 35, type: !112, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!112 = !DISubroutineType(types: !113)
!113 = !{!114}
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!115 = !DILocation(line: 35, column: 39, scope: !111)
!116 = !DILocation(line: 35, column: 31, scope: !111)
!117 = distinct !DISubprogram(name: "atexit", scope: !3, file: !3, line: 59, type: !118, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !120)
!118 = !DISubroutineType(types: !119)
!119 = !{!14, !51}
!120 = !{!121}
!121 = !DILocalVariable(name: "f", arg: 1, scope: !117, file: !3, line: 59, type: !51)
!122 = !DILocation(line: 0, scope: !117)
!123 = !DILocation(line: 60, column: 7, scope: !124)
!124 = distinct !DILexicalBlock(scope: !117, file: !3, line: 60, column: 7)
!125 = !{!126, !126, i64 0}
!126 = !{!"int", !127, i64 0}
!127 = !{!"omnipotent char", !128, i64 0}
!128 = !{!"Simple C/C++ TBAA"}
!129 = !DILocation(line: 60, column: 16, scope: !124)
!130 = !DILocation(line: 60, column: 7, scope: !117)
!131 = !DILocation(line: 62, column: 22, scope: !117)
!132 = !DILocation(line: 62, column: 3, scope: !117)
!133 = !DILocation(line: 62, column: 26, scope: !117)
!134 = !{!135, !135, i64 0}
!135 = !{!"any pointer", !127, i64 0}
!136 = !DILocation(line: 63, column: 3, scope: !117)
!137 = !DILocation(line: 64, column: 1, scope: !117)
!138 = distinct !DISubprogram(name: "exit", scope: !3, file: !3, line: 66, type: !139, scopeLine: 66, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !141)
!139 = !DISubroutineType(types: !140)
!140 = !{null, !14}
!141 = !{!142, !143}
!142 = !DILocalVariable(name: "code", arg: 1, scope: !138, file: !3, line: 66, type: !14)
!143 = !DILocalVariable(name: "f", scope: !144, file: !3, line: 68, type: !51)
!144 = distinct !DILexicalBlock(scope: !138, file: !3, line: 67, column: 24)
!145 = !DILocation(line: 0, scope: !138)
!146 = !DILocation(line: 67, column: 10, scope: !138)
!147 = !DILocation(line: 67, column: 19, scope: !138)
!148 = !DILocation(line: 67, column: 3, scope: !138)
!149 = !DILocation(line: 68, column: 34, scope: !144)
!150 = !DILocation(line: 68, column: 23, scope: !144)
!151 = !DILocation(line: 0, scope: !144)
!152 = !DILocation(line: 69, column: 5, scope: !144)
!153 = distinct !{!153, !148, !154, !155}
!154 = !DILocation(line: 70, column: 3, scope: !138)
!155 = !{!"llvm.loop.mustprogress"}
!156 = !DILocation(line: 71, column: 3, scope: !138)
!157 = !DISubprogram(name: "__pancam_exit", scope: !3, file: !3, line: 28, type: !139, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!158 = distinct !DISubprogram(name: "memcmp", scope: !3, file: !3, line: 76, type: !159, scopeLine: 76, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !164)
!159 = !DISubroutineType(types: !160)
!160 = !{!14, !161, !161, !163}
!161 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !162, size: 64)
!162 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!163 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !3, line: 17, baseType: !13)
!164 = !{!165, !166, !167, !168, !169, !170}
!165 = !DILocalVariable(name: "a", arg: 1, scope: !158, file: !3, line: 76, type: !161)
!166 = !DILocalVariable(name: "b", arg: 2, scope: !158, file: !3, line: 76, type: !161)
!167 = !DILocalVariable(name: "n", arg: 3, scope: !158, file: !3, line: 76, type: !163)
!168 = !DILocalVariable(name: "p", scope: !158, file: !3, line: 77, type: !9)
!169 = !DILocalVariable(name: "q", scope: !158, file: !3, line: 77, type: !9)
!170 = !DILocalVariable(name: "i", scope: !171, file: !3, line: 78, type: !163)
!171 = distinct !DILexicalBlock(scope: !158, file: !3, line: 78, column: 3)
!172 = !DILocation(line: 0, scope: !158)
!173 = !DILocation(line: 0, scope: !171)
!174 = !DILocation(line: 78, column: 24, scope: !175)
!175 = distinct !DILexicalBlock(scope: !171, file: !3, line: 78, column: 3)
!176 = !DILocation(line: 78, column: 3, scope: !171)
!177 = !DILocation(line: 78, column: 30, scope: !175)
!178 = distinct !{!178, !176, !179, !155}
!179 = !DILocation(line: 80, column: 33, scope: !171)
!180 = !DILocation(line: 79, column: 9, scope: !181)
!181 = distinct !DILexicalBlock(scope: !175, file: !3, line: 79, column: 9)
!182 = !{!127, !127, i64 0}
!183 = !DILocation(line: 79, column: 17, scope: !181)
!184 = !DILocation(line: 79, column: 14, scope: !181)
!185 = !DILocation(line: 79, column: 9, scope: !175)
!186 = !DILocation(line: 80, column: 19, scope: !181)
!187 = !DILocation(line: 80, column: 14, scope: !181)
!188 = !DILocation(line: 80, column: 7, scope: !181)
!189 = !DILocation(line: 82, column: 1, scope: !158)
!190 = distinct !DISubprogram(name: "bcmp", scope: !3, file: !3, line: 84, type: !159, scopeLine: 84, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !191)
!191 = !{!192, !193, !194}
!192 = !DILocalVariable(name: "a", arg: 1, scope: !190, file: !3, line: 84, type: !161)
!193 = !DILocalVariable(name: "b", arg: 2, scope: !190, file: !3, line: 84, type: !161)
!194 = !DILocalVariable(name: "n", arg: 3, scope: !190, file: !3, line: 84, type: !163)
!195 = !DILocation(line: 0, scope: !190)
!196 = !DILocation(line: 0, scope: !158, inlinedAt: !197)
!197 = distinct !DILocation(line: 84, column: 59, scope: !190)
!198 = !DILocation(line: 0, scope: !171, inlinedAt: !197)
!199 = !DILocation(line: 78, column: 24, scope: !175, inlinedAt: !197)
!200 = !DILocation(line: 78, column: 3, scope: !171, inlinedAt: !197)
!201 = !DILocation(line: 78, column: 30, scope: !175, inlinedAt: !197)
!202 = distinct !{!202, !200, !203, !155}
!203 = !DILocation(line: 80, column: 33, scope: !171, inlinedAt: !197)
!204 = !DILocation(line: 79, column: 9, scope: !181, inlinedAt: !197)
!205 = !DILocation(line: 79, column: 17, scope: !181, inlinedAt: !197)
!206 = !DILocation(line: 79, column: 14, scope: !181, inlinedAt: !197)
!207 = !DILocation(line: 79, column: 9, scope: !175, inlinedAt: !197)
!208 = !DILocation(line: 84, column: 52, scope: !190)
!209 = distinct !DISubprogram(name: "mempcpy", scope: !3, file: !3, line: 86, type: !210, scopeLine: 86, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !212)
!210 = !DISubroutineType(types: !211)
!211 = !{!8, !8, !161, !163}
!212 = !{!213, !214, !215}
!213 = !DILocalVariable(name: "d", arg: 1, scope: !209, file: !3, line: 86, type: !8)
!214 = !DILocalVariable(name: "s", arg: 2, scope: !209, file: !3, line: 86, type: !161)
!215 = !DILocalVariable(name: "n", arg: 3, scope: !209, file: !3, line: 86, type: !163)
!216 = !DILocation(line: 0, scope: !209)
!217 = !DILocation(line: 86, column: 66, scope: !209)
!218 = !DILocation(line: 86, column: 82, scope: !209)
!219 = !DILocation(line: 86, column: 51, scope: !209)
!220 = !DISubprogram(name: "memcpy", scope: !3, file: !3, line: 25, type: !210, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!221 = distinct !DISubprogram(name: "memrchr", scope: !3, file: !3, line: 88, type: !222, scopeLine: 88, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !224)
!222 = !DISubroutineType(types: !223)
!223 = !{!8, !161, !14, !163}
!224 = !{!225, !226, !227, !228}
!225 = !DILocalVariable(name: "s", arg: 1, scope: !221, file: !3, line: 88, type: !161)
!226 = !DILocalVariable(name: "c", arg: 2, scope: !221, file: !3, line: 88, type: !14)
!227 = !DILocalVariable(name: "n", arg: 3, scope: !221, file: !3, line: 88, type: !163)
!228 = !DILocalVariable(name: "p", scope: !221, file: !3, line: 89, type: !9)
!229 = !DILocation(line: 0, scope: !221)
!230 = !DILocation(line: 90, column: 3, scope: !221)
!231 = !DILocation(line: 90, column: 12, scope: !221)
!232 = !DILocation(line: 91, column: 6, scope: !233)
!233 = distinct !DILexicalBlock(scope: !221, file: !3, line: 90, column: 17)
!234 = !DILocation(line: 92, column: 9, scope: !235)
!235 = distinct !DILexicalBlock(scope: !233, file: !3, line: 92, column: 9)
!236 = !DILocation(line: 92, column: 14, scope: !235)
!237 = !DILocation(line: 92, column: 9, scope: !233)
!238 = distinct !{!238, !230, !239, !155}
!239 = !DILocation(line: 94, column: 3, scope: !221)
!240 = !DILocation(line: 96, column: 1, scope: !221)
!241 = distinct !DISubprogram(name: "memchr", scope: !3, file: !3, line: 98, type: !222, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !242)
!242 = !{!243, !244, !245, !246, !247}
!243 = !DILocalVariable(name: "s", arg: 1, scope: !241, file: !3, line: 98, type: !161)
!244 = !DILocalVariable(name: "c", arg: 2, scope: !241, file: !3, line: 98, type: !14)
!245 = !DILocalVariable(name: "n", arg: 3, scope: !241, file: !3, line: 98, type: !163)
!246 = !DILocalVariable(name: "p", scope: !241, file: !3, line: 99, type: !9)
!247 = !DILocalVariable(name: "i", scope: !248, file: !3, line: 100, type: !163)
!248 = distinct !DILexicalBlock(scope: !241, file: !3, line: 100, column: 3)
!249 = !DILocation(line: 0, scope: !241)
!250 = !DILocation(line: 0, scope: !248)
!251 = !DILocation(line: 100, column: 24, scope: !252)
!252 = distinct !DILexicalBlock(scope: !248, file: !3, line: 100, column: 3)
!253 = !DILocation(line: 100, column: 3, scope: !248)
!254 = !DILocation(line: 101, column: 9, scope: !255)
!255 = distinct !DILexicalBlock(scope: !252, file: !3, line: 101, column: 9)
!256 = !DILocation(line: 101, column: 14, scope: !255)
!257 = !DILocation(line: 101, column: 9, scope: !252)
!258 = !DILocation(line: 100, column: 30, scope: !252)
!259 = distinct !{!259, !253, !260, !155}
!260 = !DILocation(line: 102, column: 28, scope: !248)
!261 = !DILocation(line: 104, column: 1, scope: !241)
!262 = distinct !DISubprogram(name: "strnlen", scope: !3, file: !3, line: 106, type: !263, scopeLine: 106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !265)
!263 = !DISubroutineType(types: !264)
!264 = !{!163, !17, !163}
!265 = !{!266, !267, !268}
!266 = !DILocalVariable(name: "s", arg: 1, scope: !262, file: !3, line: 106, type: !17)
!267 = !DILocalVariable(name: "n", arg: 2, scope: !262, file: !3, line: 106, type: !163)
!268 = !DILocalVariable(name: "i", scope: !262, file: !3, line: 107, type: !163)
!269 = !DILocation(line: 0, scope: !262)
!270 = !DILocation(line: 108, column: 12, scope: !262)
!271 = !DILocation(line: 108, column: 16, scope: !262)
!272 = !DILocation(line: 108, column: 19, scope: !262)
!273 = !DILocation(line: 108, column: 3, scope: !262)
!274 = !DILocation(line: 109, column: 6, scope: !262)
!275 = distinct !{!275, !273, !274, !155}
!276 = !DILocation(line: 110, column: 3, scope: !262)
!277 = distinct !DISubprogram(name: "strcmp", scope: !3, file: !3, line: 113, type: !278, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !280)
!278 = !DISubroutineType(types: !279)
!279 = !{!14, !17, !17}
!280 = !{!281, !282, !283, !284}
!281 = !DILocalVariable(name: "a", arg: 1, scope: !277, file: !3, line: 113, type: !17)
!282 = !DILocalVariable(name: "b", arg: 2, scope: !277, file: !3, line: 113, type: !17)
!283 = !DILocalVariable(name: "p", scope: !277, file: !3, line: 114, type: !9)
!284 = !DILocalVariable(name: "q", scope: !277, file: !3, line: 114, type: !9)
!285 = !DILocation(line: 0, scope: !277)
!286 = !DILocation(line: 115, column: 10, scope: !277)
!287 = !DILocation(line: 115, column: 13, scope: !277)
!288 = !DILocation(line: 115, column: 22, scope: !277)
!289 = !DILocation(line: 115, column: 19, scope: !277)
!290 = !DILocation(line: 115, column: 3, scope: !277)
!291 = !DILocation(line: 116, column: 6, scope: !292)
!292 = distinct !DILexicalBlock(scope: !277, file: !3, line: 115, column: 26)
!293 = !DILocation(line: 117, column: 6, scope: !292)
!294 = distinct !{!294, !290, !295, !155}
!295 = !DILocation(line: 118, column: 3, scope: !277)
!296 = !DILocation(line: 119, column: 16, scope: !277)
!297 = !DILocation(line: 119, column: 14, scope: !277)
!298 = !DILocation(line: 119, column: 26, scope: !277)
!299 = !DILocation(line: 119, column: 20, scope: !277)
!300 = !DILocation(line: 119, column: 3, scope: !277)
!301 = distinct !DISubprogram(name: "strncmp", scope: !3, file: !3, line: 122, type: !302, scopeLine: 122, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !304)
!302 = !DISubroutineType(types: !303)
!303 = !{!14, !17, !17, !163}
!304 = !{!305, !306, !307, !308, !309, !310}
!305 = !DILocalVariable(name: "a", arg: 1, scope: !301, file: !3, line: 122, type: !17)
!306 = !DILocalVariable(name: "b", arg: 2, scope: !301, file: !3, line: 122, type: !17)
!307 = !DILocalVariable(name: "n", arg: 3, scope: !301, file: !3, line: 122, type: !163)
!308 = !DILocalVariable(name: "p", scope: !301, file: !3, line: 123, type: !9)
!309 = !DILocalVariable(name: "q", scope: !301, file: !3, line: 123, type: !9)
!310 = !DILocalVariable(name: "i", scope: !311, file: !3, line: 124, type: !163)
!311 = distinct !DILexicalBlock(scope: !301, file: !3, line: 124, column: 3)
!312 = !DILocation(line: 0, scope: !301)
!313 = !DILocation(line: 0, scope: !311)
!314 = !DILocation(line: 124, column: 24, scope: !315)
!315 = distinct !DILexicalBlock(scope: !311, file: !3, line: 124, column: 3)
!316 = !DILocation(line: 124, column: 3, scope: !311)
!317 = !DILocation(line: 125, column: 9, scope: !318)
!318 = distinct !DILexicalBlock(scope: !319, file: !3, line: 125, column: 9)
!319 = distinct !DILexicalBlock(scope: !315, file: !3, line: 124, column: 34)
!320 = !DILocation(line: 125, column: 17, scope: !318)
!321 = !DILocation(line: 125, column: 14, scope: !318)
!322 = !DILocation(line: 125, column: 9, scope: !319)
!323 = !DILocation(line: 126, column: 20, scope: !318)
!324 = !DILocation(line: 126, column: 36, scope: !318)
!325 = !DILocation(line: 126, column: 28, scope: !318)
!326 = !DILocation(line: 126, column: 7, scope: !318)
!327 = !DILocation(line: 127, column: 10, scope: !328)
!328 = distinct !DILexicalBlock(scope: !319, file: !3, line: 127, column: 9)
!329 = !DILocation(line: 127, column: 9, scope: !319)
!330 = distinct !{!330, !316, !331, !155}
!331 = !DILocation(line: 129, column: 3, scope: !311)
!332 = !DILocation(line: 131, column: 1, scope: !301)
!333 = distinct !DISubprogram(name: "strcpy", scope: !3, file: !3, line: 133, type: !36, scopeLine: 133, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !334)
!334 = !{!335, !336, !337}
!335 = !DILocalVariable(name: "d", arg: 1, scope: !333, file: !3, line: 133, type: !5)
!336 = !DILocalVariable(name: "s", arg: 2, scope: !333, file: !3, line: 133, type: !17)
!337 = !DILocalVariable(name: "r", scope: !333, file: !3, line: 134, type: !5)
!338 = !DILocation(line: 0, scope: !333)
!339 = !DILocation(line: 135, column: 3, scope: !333)
!340 = !DILocation(line: 135, column: 20, scope: !333)
!341 = !DILocation(line: 135, column: 18, scope: !333)
!342 = !DILocation(line: 135, column: 13, scope: !333)
!343 = !DILocation(line: 135, column: 16, scope: !333)
!344 = distinct !{!344, !339, !345, !155}
!345 = !DILocation(line: 136, column: 5, scope: !333)
!346 = !DILocation(line: 137, column: 3, scope: !333)
!347 = distinct !DISubprogram(name: "stpcpy", scope: !3, file: !3, line: 140, type: !36, scopeLine: 140, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !348)
!348 = !{!349, !350}
!349 = !DILocalVariable(name: "d", arg: 1, scope: !347, file: !3, line: 140, type: !5)
!350 = !DILocalVariable(name: "s", arg: 2, scope: !347, file: !3, line: 140, type: !17)
!351 = !DILocation(line: 0, scope: !347)
!352 = !DILocation(line: 141, column: 16, scope: !347)
!353 = !DILocation(line: 141, column: 14, scope: !347)
!354 = !DILocation(line: 141, column: 3, scope: !347)
!355 = !DILocation(line: 141, column: 18, scope: !347)
!356 = !DILocation(line: 142, column: 6, scope: !347)
!357 = distinct !{!357, !354, !356, !155}
!358 = !DILocation(line: 143, column: 3, scope: !347)
!359 = distinct !DISubprogram(name: "stpncpy", scope: !3, file: !3, line: 146, type: !360, scopeLine: 146, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !362)
!360 = !DISubroutineType(types: !361)
!361 = !{!5, !5, !17, !163}
!362 = !{!363, !364, !365, !366, !367}
!363 = !DILocalVariable(name: "d", arg: 1, scope: !359, file: !3, line: 146, type: !5)
!364 = !DILocalVariable(name: "s", arg: 2, scope: !359, file: !3, line: 146, type: !17)
!365 = !DILocalVariable(name: "n", arg: 3, scope: !359, file: !3, line: 146, type: !163)
!366 = !DILocalVariable(name: "i", scope: !359, file: !3, line: 147, type: !163)
!367 = !DILocalVariable(name: "end", scope: !359, file: !3, line: 150, type: !5)
!368 = !DILocation(line: 0, scope: !359)
!369 = !DILocation(line: 148, column: 12, scope: !370)
!370 = distinct !DILexicalBlock(scope: !371, file: !3, line: 148, column: 3)
!371 = distinct !DILexicalBlock(scope: !359, file: !3, line: 148, column: 3)
!372 = !DILocation(line: 148, column: 16, scope: !370)
!373 = !DILocation(line: 148, column: 19, scope: !370)
!374 = !DILocation(line: 148, column: 3, scope: !371)
!375 = !DILocation(line: 149, column: 5, scope: !370)
!376 = !DILocation(line: 149, column: 10, scope: !370)
!377 = !DILocation(line: 148, column: 26, scope: !370)
!378 = distinct !{!378, !374, !379, !155}
!379 = !DILocation(line: 149, column: 15, scope: !371)
!380 = !DILocation(line: 151, column: 12, scope: !381)
!381 = distinct !DILexicalBlock(scope: !382, file: !3, line: 151, column: 3)
!382 = distinct !DILexicalBlock(scope: !359, file: !3, line: 151, column: 3)
!383 = !DILocation(line: 151, column: 3, scope: !382)
!384 = !DILocation(line: 152, column: 5, scope: !381)
!385 = !DILocation(line: 152, column: 10, scope: !381)
!386 = distinct !{!386, !383, !387, !155, !388, !389}
!387 = !DILocation(line: 152, column: 12, scope: !382)
!388 = !{!"llvm.loop.isvectorized", i32 1}
!389 = !{!"llvm.loop.unroll.runtime.disable"}
!390 = distinct !{!390, !383, !387, !155, !388, !389}
!391 = !DILocation(line: 151, column: 18, scope: !381)
!392 = distinct !{!392, !383, !387, !155, !389, !388}
!393 = !DILocation(line: 150, column: 17, scope: !359)
!394 = !DILocation(line: 153, column: 3, scope: !359)
!395 = distinct !DISubprogram(name: "strchrnul", scope: !3, file: !3, line: 156, type: !396, scopeLine: 156, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !398)
!396 = !DISubroutineType(types: !397)
!397 = !{!5, !17, !14}
!398 = !{!399, !400}
!399 = !DILocalVariable(name: "s", arg: 1, scope: !395, file: !3, line: 156, type: !17)
!400 = !DILocalVariable(name: "c", arg: 2, scope: !395, file: !3, line: 156, type: !14)
!401 = !DILocation(line: 0, scope: !395)
!402 = !DILocation(line: 157, column: 10, scope: !395)
!403 = !DILocation(line: 157, column: 13, scope: !395)
!404 = !DILocation(line: 157, column: 19, scope: !395)
!405 = !DILocation(line: 157, column: 3, scope: !395)
!406 = !DILocation(line: 158, column: 6, scope: !395)
!407 = distinct !{!407, !405, !406, !155}
!408 = !DILocation(line: 159, column: 3, scope: !395)
!409 = distinct !DISubprogram(name: "strncpy", scope: !3, file: !3, line: 162, type: !360, scopeLine: 162, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !410)
!410 = !{!411, !412, !413, !414}
!411 = !DILocalVariable(name: "d", arg: 1, scope: !409, file: !3, line: 162, type: !5)
!412 = !DILocalVariable(name: "s", arg: 2, scope: !409, file: !3, line: 162, type: !17)
!413 = !DILocalVariable(name: "n", arg: 3, scope: !409, file: !3, line: 162, type: !163)
!414 = !DILocalVariable(name: "i", scope: !409, file: !3, line: 163, type: !163)
!415 = !DILocation(line: 0, scope: !409)
!416 = !DILocation(line: 164, column: 12, scope: !417)
!417 = distinct !DILexicalBlock(scope: !418, file: !3, line: 164, column: 3)
!418 = distinct !DILexicalBlock(scope: !409, file: !3, line: 164, column: 3)
!419 = !DILocation(line: 164, column: 16, scope: !417)
!420 = !DILocation(line: 164, column: 19, scope: !417)
!421 = !DILocation(line: 164, column: 3, scope: !418)
!422 = !DILocation(line: 165, column: 5, scope: !417)
!423 = !DILocation(line: 165, column: 10, scope: !417)
!424 = !DILocation(line: 164, column: 26, scope: !417)
!425 = distinct !{!425, !421, !426, !155}
!426 = !DILocation(line: 165, column: 15, scope: !418)
!427 = !DILocation(line: 166, column: 12, scope: !428)
!428 = distinct !DILexicalBlock(scope: !429, file: !3, line: 166, column: 3)
!429 = distinct !DILexicalBlock(scope: !409, file: !3, line: 166, column: 3)
!430 = !DILocation(line: 166, column: 3, scope: !429)
!431 = !DILocation(line: 167, column: 5, scope: !428)
!432 = !DILocation(line: 167, column: 10, scope: !428)
!433 = distinct !{!433, !430, !434, !155, !388, !389}
!434 = !DILocation(line: 167, column: 12, scope: !429)
!435 = distinct !{!435, !430, !434, !155, !388, !389}
!436 = !DILocation(line: 166, column: 18, scope: !428)
!437 = distinct !{!437, !430, !434, !155, !389, !388}
!438 = !DILocation(line: 168, column: 3, scope: !409)
!439 = distinct !DISubprogram(name: "strcat", scope: !3, file: !3, line: 171, type: !36, scopeLine: 171, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !440)
!440 = !{!441, !442}
!441 = !DILocalVariable(name: "d", arg: 1, scope: !439, file: !3, line: 171, type: !5)
!442 = !DILocalVariable(name: "s", arg: 2, scope: !439, file: !3, line: 171, type: !17)
!443 = !DILocation(line: 0, scope: !439)
!444 = !DILocation(line: 172, column: 14, scope: !439)
!445 = !DILocation(line: 172, column: 12, scope: !439)
!446 = !DILocation(line: 0, scope: !333, inlinedAt: !447)
!447 = distinct !DILocation(line: 172, column: 3, scope: !439)
!448 = !DILocation(line: 135, column: 3, scope: !333, inlinedAt: !447)
!449 = !DILocation(line: 135, column: 20, scope: !333, inlinedAt: !447)
!450 = !DILocation(line: 135, column: 18, scope: !333, inlinedAt: !447)
!451 = !DILocation(line: 135, column: 13, scope: !333, inlinedAt: !447)
!452 = !DILocation(line: 135, column: 16, scope: !333, inlinedAt: !447)
!453 = distinct !{!453, !448, !454, !155}
!454 = !DILocation(line: 136, column: 5, scope: !333, inlinedAt: !447)
!455 = !DILocation(line: 173, column: 3, scope: !439)
!456 = !DISubprogram(name: "strlen", scope: !3, file: !3, line: 27, type: !457, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!457 = !DISubroutineType(types: !458)
!458 = !{!163, !17}
!459 = distinct !DISubprogram(name: "strncat", scope: !3, file: !3, line: 176, type: !360, scopeLine: 176, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !460)
!460 = !{!461, !462, !463, !464, !465}
!461 = !DILocalVariable(name: "d", arg: 1, scope: !459, file: !3, line: 176, type: !5)
!462 = !DILocalVariable(name: "s", arg: 2, scope: !459, file: !3, line: 176, type: !17)
!463 = !DILocalVariable(name: "n", arg: 3, scope: !459, file: !3, line: 176, type: !163)
!464 = !DILocalVariable(name: "e", scope: !459, file: !3, line: 177, type: !5)
!465 = !DILocalVariable(name: "i", scope: !459, file: !3, line: 178, type: !163)
!466 = !DILocation(line: 0, scope: !459)
!467 = !DILocation(line: 177, column: 17, scope: !459)
!468 = !DILocation(line: 177, column: 15, scope: !459)
!469 = !DILocation(line: 179, column: 12, scope: !470)
!470 = distinct !DILexicalBlock(scope: !471, file: !3, line: 179, column: 3)
!471 = distinct !DILexicalBlock(scope: !459, file: !3, line: 179, column: 3)
!472 = !DILocation(line: 179, column: 16, scope: !470)
!473 = !DILocation(line: 179, column: 19, scope: !470)
!474 = !DILocation(line: 179, column: 3, scope: !471)
!475 = !DILocation(line: 180, column: 5, scope: !470)
!476 = !DILocation(line: 180, column: 10, scope: !470)
!477 = !DILocation(line: 179, column: 26, scope: !470)
!478 = distinct !{!478, !474, !479, !155}
!479 = !DILocation(line: 180, column: 15, scope: !471)
!480 = !DILocation(line: 181, column: 3, scope: !459)
!481 = !DILocation(line: 181, column: 8, scope: !459)
!482 = !DILocation(line: 182, column: 3, scope: !459)
!483 = distinct !DISubprogram(name: "strchr", scope: !3, file: !3, line: 185, type: !396, scopeLine: 185, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !484)
!484 = !{!485, !486}
!485 = !DILocalVariable(name: "s", arg: 1, scope: !483, file: !3, line: 185, type: !17)
!486 = !DILocalVariable(name: "c", arg: 2, scope: !483, file: !3, line: 185, type: !14)
!487 = !DILocation(line: 0, scope: !483)
!488 = !DILocation(line: 187, column: 9, scope: !489)
!489 = distinct !DILexicalBlock(scope: !490, file: !3, line: 187, column: 9)
!490 = distinct !DILexicalBlock(scope: !491, file: !3, line: 186, column: 16)
!491 = distinct !DILexicalBlock(scope: !492, file: !3, line: 186, column: 3)
!492 = distinct !DILexicalBlock(scope: !483, file: !3, line: 186, column: 3)
!493 = !DILocation(line: 187, column: 12, scope: !489)
!494 = !DILocation(line: 187, column: 9, scope: !490)
!495 = !DILocation(line: 189, column: 10, scope: !496)
!496 = distinct !DILexicalBlock(scope: !490, file: !3, line: 189, column: 9)
!497 = !DILocation(line: 189, column: 9, scope: !490)
!498 = !DILocation(line: 186, column: 12, scope: !491)
!499 = distinct !{!499, !500, !501}
!500 = !DILocation(line: 186, column: 3, scope: !492)
!501 = !DILocation(line: 191, column: 3, scope: !492)
!502 = !DILocation(line: 0, scope: !490)
!503 = !DILocation(line: 192, column: 1, scope: !483)
!504 = distinct !DISubprogram(name: "strrchr", scope: !3, file: !3, line: 194, type: !396, scopeLine: 194, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !505)
!505 = !{!506, !507, !508}
!506 = !DILocalVariable(name: "s", arg: 1, scope: !504, file: !3, line: 194, type: !17)
!507 = !DILocalVariable(name: "c", arg: 2, scope: !504, file: !3, line: 194, type: !14)
!508 = !DILocalVariable(name: "last", scope: !504, file: !3, line: 195, type: !17)
!509 = !DILocation(line: 0, scope: !504)
!510 = !DILocation(line: 196, column: 3, scope: !504)
!511 = !DILocation(line: 197, column: 9, scope: !512)
!512 = distinct !DILexicalBlock(scope: !513, file: !3, line: 197, column: 9)
!513 = distinct !DILexicalBlock(scope: !514, file: !3, line: 196, column: 16)
!514 = distinct !DILexicalBlock(scope: !515, file: !3, line: 196, column: 3)
!515 = distinct !DILexicalBlock(scope: !504, file: !3, line: 196, column: 3)
!516 = !DILocation(line: 197, column: 12, scope: !512)
!517 = !DILocation(line: 197, column: 9, scope: !513)
!518 = !DILocation(line: 199, column: 10, scope: !519)
!519 = distinct !DILexicalBlock(scope: !513, file: !3, line: 199, column: 9)
!520 = !DILocation(line: 196, column: 12, scope: !514)
!521 = !DILocation(line: 199, column: 9, scope: !513)
!522 = distinct !{!522, !523, !524}
!523 = !DILocation(line: 196, column: 3, scope: !515)
!524 = !DILocation(line: 201, column: 3, scope: !515)
!525 = !DILocation(line: 200, column: 7, scope: !519)
!526 = distinct !DISubprogram(name: "strstr", scope: !3, file: !3, line: 204, type: !527, scopeLine: 204, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !529)
!527 = !DISubroutineType(types: !528)
!528 = !{!5, !17, !17}
!529 = !{!530, !531, !532}
!530 = !DILocalVariable(name: "h", arg: 1, scope: !526, file: !3, line: 204, type: !17)
!531 = !DILocalVariable(name: "n", arg: 2, scope: !526, file: !3, line: 204, type: !17)
!532 = !DILocalVariable(name: "m", scope: !526, file: !3, line: 205, type: !163)
!533 = !DILocation(line: 0, scope: !526)
!534 = !DILocation(line: 205, column: 14, scope: !526)
!535 = !DILocation(line: 206, column: 9, scope: !536)
!536 = distinct !DILexicalBlock(scope: !526, file: !3, line: 206, column: 7)
!537 = !DILocation(line: 206, column: 7, scope: !526)
!538 = !DILocation(line: 208, column: 10, scope: !539)
!539 = distinct !DILexicalBlock(scope: !540, file: !3, line: 208, column: 3)
!540 = distinct !DILexicalBlock(scope: !526, file: !3, line: 208, column: 3)
!541 = !DILocation(line: 208, column: 3, scope: !540)
!542 = !DILocation(line: 209, column: 12, scope: !543)
!543 = distinct !DILexicalBlock(scope: !539, file: !3, line: 209, column: 9)
!544 = !DILocation(line: 209, column: 18, scope: !543)
!545 = !DILocation(line: 0, scope: !311, inlinedAt: !546)
!546 = distinct !DILocation(line: 209, column: 21, scope: !543)
!547 = !DILocation(line: 125, column: 9, scope: !318, inlinedAt: !546)
!548 = !DILocation(line: 125, column: 17, scope: !318, inlinedAt: !546)
!549 = !DILocation(line: 125, column: 14, scope: !318, inlinedAt: !546)
!550 = !DILocation(line: 125, column: 9, scope: !319, inlinedAt: !546)
!551 = !DILocation(line: 127, column: 10, scope: !328, inlinedAt: !546)
!552 = !DILocation(line: 127, column: 9, scope: !319, inlinedAt: !546)
!553 = distinct !{!553, !554, !555, !155}
!554 = !DILocation(line: 124, column: 3, scope: !311, inlinedAt: !546)
!555 = !DILocation(line: 129, column: 3, scope: !311, inlinedAt: !546)
!556 = !DILocation(line: 208, column: 15, scope: !539)
!557 = distinct !{!557, !541, !558, !155}
!558 = !DILocation(line: 210, column: 22, scope: !540)
!559 = !DILocation(line: 212, column: 1, scope: !526)
!560 = distinct !DISubprogram(name: "strspn", scope: !3, file: !3, line: 214, type: !561, scopeLine: 214, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !563)
!561 = !DISubroutineType(types: !562)
!562 = !{!163, !17, !17}
!563 = !{!564, !565, !566}
!564 = !DILocalVariable(name: "s", arg: 1, scope: !560, file: !3, line: 214, type: !17)
!565 = !DILocalVariable(name: "accept", arg: 2, scope: !560, file: !3, line: 214, type: !17)
!566 = !DILocalVariable(name: "i", scope: !560, file: !3, line: 215, type: !163)
!567 = !DILocation(line: 0, scope: !560)
!568 = !DILocation(line: 216, column: 10, scope: !560)
!569 = !DILocation(line: 216, column: 15, scope: !560)
!570 = !DILocation(line: 0, scope: !483, inlinedAt: !571)
!571 = distinct !DILocation(line: 216, column: 18, scope: !560)
!572 = !DILocation(line: 187, column: 12, scope: !489, inlinedAt: !571)
!573 = !DILocation(line: 187, column: 9, scope: !490, inlinedAt: !571)
!574 = !DILocation(line: 189, column: 10, scope: !496, inlinedAt: !571)
!575 = !DILocation(line: 189, column: 9, scope: !490, inlinedAt: !571)
!576 = !DILocation(line: 186, column: 12, scope: !491, inlinedAt: !571)
!577 = !DILocation(line: 187, column: 9, scope: !489, inlinedAt: !571)
!578 = distinct !{!578, !579, !580}
!579 = !DILocation(line: 186, column: 3, scope: !492, inlinedAt: !571)
!580 = !DILocation(line: 191, column: 3, scope: !492, inlinedAt: !571)
!581 = !DILocation(line: 217, column: 6, scope: !560)
!582 = distinct !{!582, !583, !581, !155}
!583 = !DILocation(line: 216, column: 3, scope: !560)
!584 = !DILocation(line: 218, column: 3, scope: !560)
!585 = distinct !DISubprogram(name: "strcspn", scope: !3, file: !3, line: 221, type: !561, scopeLine: 221, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !586)
!586 = !{!587, !588, !589}
!587 = !DILocalVariable(name: "s", arg: 1, scope: !585, file: !3, line: 221, type: !17)
!588 = !DILocalVariable(name: "reject", arg: 2, scope: !585, file: !3, line: 221, type: !17)
!589 = !DILocalVariable(name: "i", scope: !585, file: !3, line: 222, type: !163)
!590 = !DILocation(line: 0, scope: !585)
!591 = !DILocation(line: 223, column: 10, scope: !585)
!592 = !DILocation(line: 223, column: 15, scope: !585)
!593 = !DILocation(line: 0, scope: !483, inlinedAt: !594)
!594 = distinct !DILocation(line: 223, column: 19, scope: !585)
!595 = !DILocation(line: 187, column: 12, scope: !489, inlinedAt: !594)
!596 = !DILocation(line: 187, column: 9, scope: !490, inlinedAt: !594)
!597 = !DILocation(line: 189, column: 10, scope: !496, inlinedAt: !594)
!598 = !DILocation(line: 189, column: 9, scope: !490, inlinedAt: !594)
!599 = !DILocation(line: 186, column: 12, scope: !491, inlinedAt: !594)
!600 = !DILocation(line: 187, column: 9, scope: !489, inlinedAt: !594)
!601 = distinct !{!601, !602, !603}
!602 = !DILocation(line: 186, column: 3, scope: !492, inlinedAt: !594)
!603 = !DILocation(line: 191, column: 3, scope: !492, inlinedAt: !594)
!604 = !DILocation(line: 224, column: 6, scope: !585)
!605 = distinct !{!605, !606, !604, !155}
!606 = !DILocation(line: 223, column: 3, scope: !585)
!607 = !DILocation(line: 225, column: 3, scope: !585)
!608 = distinct !DISubprogram(name: "strpbrk", scope: !3, file: !3, line: 228, type: !527, scopeLine: 228, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !609)
!609 = !{!610, !611}
!610 = !DILocalVariable(name: "s", arg: 1, scope: !608, file: !3, line: 228, type: !17)
!611 = !DILocalVariable(name: "accept", arg: 2, scope: !608, file: !3, line: 228, type: !17)
!612 = !DILocation(line: 0, scope: !608)
!613 = !DILocation(line: 0, scope: !585, inlinedAt: !614)
!614 = distinct !DILocation(line: 229, column: 8, scope: !608)
!615 = !DILocation(line: 223, column: 10, scope: !585, inlinedAt: !614)
!616 = !DILocation(line: 223, column: 15, scope: !585, inlinedAt: !614)
!617 = !DILocation(line: 0, scope: !483, inlinedAt: !618)
!618 = distinct !DILocation(line: 223, column: 19, scope: !585, inlinedAt: !614)
!619 = !DILocation(line: 187, column: 12, scope: !489, inlinedAt: !618)
!620 = !DILocation(line: 187, column: 9, scope: !490, inlinedAt: !618)
!621 = !DILocation(line: 189, column: 10, scope: !496, inlinedAt: !618)
!622 = !DILocation(line: 189, column: 9, scope: !490, inlinedAt: !618)
!623 = !DILocation(line: 186, column: 12, scope: !491, inlinedAt: !618)
!624 = !DILocation(line: 187, column: 9, scope: !489, inlinedAt: !618)
!625 = distinct !{!625, !626, !627}
!626 = !DILocation(line: 186, column: 3, scope: !492, inlinedAt: !618)
!627 = !DILocation(line: 191, column: 3, scope: !492, inlinedAt: !618)
!628 = !DILocation(line: 224, column: 6, scope: !585, inlinedAt: !614)
!629 = distinct !{!629, !630, !628, !155}
!630 = !DILocation(line: 223, column: 3, scope: !585, inlinedAt: !614)
!631 = !DILocation(line: 229, column: 5, scope: !608)
!632 = !DILocation(line: 230, column: 10, scope: !608)
!633 = !DILocation(line: 230, column: 3, scope: !608)
!634 = distinct !DISubprogram(name: "strtok_r", scope: !3, file: !3, line: 233, type: !635, scopeLine: 233, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !638)
!635 = !DISubroutineType(types: !636)
!636 = !{!5, !5, !17, !637}
!637 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!638 = !{!639, !640, !641, !642}
!639 = !DILocalVariable(name: "s", arg: 1, scope: !634, file: !3, line: 233, type: !5)
!640 = !DILocalVariable(name: "delim", arg: 2, scope: !634, file: !3, line: 233, type: !17)
!641 = !DILocalVariable(name: "save", arg: 3, scope: !634, file: !3, line: 233, type: !637)
!642 = !DILocalVariable(name: "end", scope: !634, file: !3, line: 241, type: !5)
!643 = !DILocation(line: 0, scope: !634)
!644 = !DILocation(line: 234, column: 8, scope: !645)
!645 = distinct !DILexicalBlock(scope: !634, file: !3, line: 234, column: 7)
!646 = !DILocation(line: 234, column: 7, scope: !634)
!647 = !DILocation(line: 235, column: 9, scope: !645)
!648 = !DILocation(line: 235, column: 5, scope: !645)
!649 = !DILocation(line: 0, scope: !560, inlinedAt: !650)
!650 = distinct !DILocation(line: 236, column: 8, scope: !634)
!651 = !DILocation(line: 216, column: 10, scope: !560, inlinedAt: !650)
!652 = !DILocation(line: 216, column: 15, scope: !560, inlinedAt: !650)
!653 = !DILocation(line: 0, scope: !483, inlinedAt: !654)
!654 = distinct !DILocation(line: 216, column: 18, scope: !560, inlinedAt: !650)
!655 = !DILocation(line: 187, column: 12, scope: !489, inlinedAt: !654)
!656 = !DILocation(line: 187, column: 9, scope: !490, inlinedAt: !654)
!657 = !DILocation(line: 189, column: 10, scope: !496, inlinedAt: !654)
!658 = !DILocation(line: 189, column: 9, scope: !490, inlinedAt: !654)
!659 = !DILocation(line: 186, column: 12, scope: !491, inlinedAt: !654)
!660 = !DILocation(line: 187, column: 9, scope: !489, inlinedAt: !654)
!661 = distinct !{!661, !662, !663}
!662 = !DILocation(line: 186, column: 3, scope: !492, inlinedAt: !654)
!663 = !DILocation(line: 191, column: 3, scope: !492, inlinedAt: !654)
!664 = !DILocation(line: 217, column: 6, scope: !560, inlinedAt: !650)
!665 = distinct !{!665, !666, !664, !155}
!666 = !DILocation(line: 216, column: 3, scope: !560, inlinedAt: !650)
!667 = !DILocation(line: 236, column: 5, scope: !634)
!668 = !DILocation(line: 237, column: 7, scope: !634)
!669 = !DILocation(line: 0, scope: !585, inlinedAt: !670)
!670 = distinct !DILocation(line: 241, column: 19, scope: !634)
!671 = !DILocation(line: 223, column: 15, scope: !585, inlinedAt: !670)
!672 = !DILocation(line: 0, scope: !483, inlinedAt: !673)
!673 = distinct !DILocation(line: 223, column: 19, scope: !585, inlinedAt: !670)
!674 = !DILocation(line: 187, column: 12, scope: !489, inlinedAt: !673)
!675 = !DILocation(line: 187, column: 9, scope: !490, inlinedAt: !673)
!676 = !DILocation(line: 189, column: 10, scope: !496, inlinedAt: !673)
!677 = !DILocation(line: 189, column: 9, scope: !490, inlinedAt: !673)
!678 = !DILocation(line: 186, column: 12, scope: !491, inlinedAt: !673)
!679 = !DILocation(line: 187, column: 9, scope: !489, inlinedAt: !673)
!680 = distinct !{!680, !681, !682}
!681 = !DILocation(line: 186, column: 3, scope: !492, inlinedAt: !673)
!682 = !DILocation(line: 191, column: 3, scope: !492, inlinedAt: !673)
!683 = !DILocation(line: 224, column: 6, scope: !585, inlinedAt: !670)
!684 = !DILocation(line: 223, column: 10, scope: !585, inlinedAt: !670)
!685 = distinct !{!685, !686, !683, !155}
!686 = !DILocation(line: 223, column: 3, scope: !585, inlinedAt: !670)
!687 = !DILocation(line: 241, column: 17, scope: !634)
!688 = !DILocation(line: 242, column: 7, scope: !689)
!689 = distinct !DILexicalBlock(scope: !634, file: !3, line: 242, column: 7)
!690 = !DILocation(line: 242, column: 7, scope: !634)
!691 = !DILocation(line: 243, column: 9, scope: !689)
!692 = !DILocation(line: 243, column: 12, scope: !689)
!693 = !DILocation(line: 243, column: 5, scope: !689)
!694 = !DILocation(line: 246, column: 1, scope: !634)
!695 = !DILocation(line: 0, scope: !35)
!696 = !DILocation(line: 0, scope: !634, inlinedAt: !697)
!697 = distinct !DILocation(line: 250, column: 10, scope: !35)
!698 = !DILocation(line: 234, column: 8, scope: !645, inlinedAt: !697)
!699 = !DILocation(line: 234, column: 7, scope: !634, inlinedAt: !697)
!700 = !DILocation(line: 0, scope: !560, inlinedAt: !701)
!701 = distinct !DILocation(line: 236, column: 8, scope: !634, inlinedAt: !697)
!702 = !DILocation(line: 216, column: 10, scope: !560, inlinedAt: !701)
!703 = !DILocation(line: 216, column: 15, scope: !560, inlinedAt: !701)
!704 = !DILocation(line: 0, scope: !483, inlinedAt: !705)
!705 = distinct !DILocation(line: 216, column: 18, scope: !560, inlinedAt: !701)
!706 = !DILocation(line: 187, column: 12, scope: !489, inlinedAt: !705)
!707 = !DILocation(line: 187, column: 9, scope: !490, inlinedAt: !705)
!708 = !DILocation(line: 189, column: 10, scope: !496, inlinedAt: !705)
!709 = !DILocation(line: 189, column: 9, scope: !490, inlinedAt: !705)
!710 = !DILocation(line: 186, column: 12, scope: !491, inlinedAt: !705)
!711 = !DILocation(line: 187, column: 9, scope: !489, inlinedAt: !705)
!712 = distinct !{!712, !713, !714}
!713 = !DILocation(line: 186, column: 3, scope: !492, inlinedAt: !705)
!714 = !DILocation(line: 191, column: 3, scope: !492, inlinedAt: !705)
!715 = !DILocation(line: 217, column: 6, scope: !560, inlinedAt: !701)
!716 = distinct !{!716, !717, !715, !155}
!717 = !DILocation(line: 216, column: 3, scope: !560, inlinedAt: !701)
!718 = !DILocation(line: 236, column: 5, scope: !634, inlinedAt: !697)
!719 = !DILocation(line: 237, column: 7, scope: !634, inlinedAt: !697)
!720 = !DILocation(line: 0, scope: !585, inlinedAt: !721)
!721 = distinct !DILocation(line: 241, column: 19, scope: !634, inlinedAt: !697)
!722 = !DILocation(line: 223, column: 15, scope: !585, inlinedAt: !721)
!723 = !DILocation(line: 0, scope: !483, inlinedAt: !724)
!724 = distinct !DILocation(line: 223, column: 19, scope: !585, inlinedAt: !721)
!725 = !DILocation(line: 187, column: 12, scope: !489, inlinedAt: !724)
!726 = !DILocation(line: 187, column: 9, scope: !490, inlinedAt: !724)
!727 = !DILocation(line: 189, column: 10, scope: !496, inlinedAt: !724)
!728 = !DILocation(line: 189, column: 9, scope: !490, inlinedAt: !724)
!729 = !DILocation(line: 186, column: 12, scope: !491, inlinedAt: !724)
!730 = !DILocation(line: 187, column: 9, scope: !489, inlinedAt: !724)
!731 = distinct !{!731, !732, !733}
!732 = !DILocation(line: 186, column: 3, scope: !492, inlinedAt: !724)
!733 = !DILocation(line: 191, column: 3, scope: !492, inlinedAt: !724)
!734 = !DILocation(line: 224, column: 6, scope: !585, inlinedAt: !721)
!735 = !DILocation(line: 223, column: 10, scope: !585, inlinedAt: !721)
!736 = distinct !{!736, !737, !734, !155}
!737 = !DILocation(line: 223, column: 3, scope: !585, inlinedAt: !721)
!738 = !DILocation(line: 241, column: 17, scope: !634, inlinedAt: !697)
!739 = !DILocation(line: 242, column: 7, scope: !689, inlinedAt: !697)
!740 = !DILocation(line: 242, column: 7, scope: !634, inlinedAt: !697)
!741 = !DILocation(line: 243, column: 9, scope: !689, inlinedAt: !697)
!742 = !DILocation(line: 243, column: 12, scope: !689, inlinedAt: !697)
!743 = !DILocation(line: 243, column: 5, scope: !689, inlinedAt: !697)
!744 = !DILocation(line: 250, column: 3, scope: !35)
!745 = distinct !DISubprogram(name: "strdup", scope: !3, file: !3, line: 253, type: !746, scopeLine: 253, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !748)
!746 = !DISubroutineType(types: !747)
!747 = !{!5, !17}
!748 = !{!749, !750, !751}
!749 = !DILocalVariable(name: "s", arg: 1, scope: !745, file: !3, line: 253, type: !17)
!750 = !DILocalVariable(name: "n", scope: !745, file: !3, line: 254, type: !163)
!751 = !DILocalVariable(name: "d", scope: !745, file: !3, line: 255, type: !5)
!752 = !DILocation(line: 0, scope: !745)
!753 = !DILocation(line: 254, column: 14, scope: !745)
!754 = !DILocation(line: 254, column: 24, scope: !745)
!755 = !DILocation(line: 255, column: 13, scope: !745)
!756 = !DILocation(line: 256, column: 7, scope: !757)
!757 = distinct !DILexicalBlock(scope: !745, file: !3, line: 256, column: 7)
!758 = !DILocation(line: 256, column: 7, scope: !745)
!759 = !DILocation(line: 257, column: 5, scope: !757)
!760 = !DILocation(line: 258, column: 3, scope: !745)
!761 = !DISubprogram(name: "malloc", scope: !3, file: !3, line: 23, type: !762, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!762 = !DISubroutineType(types: !763)
!763 = !{!8, !163}
!764 = distinct !DISubprogram(name: "strndup", scope: !3, file: !3, line: 261, type: !765, scopeLine: 261, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !767)
!765 = !DISubroutineType(types: !766)
!766 = !{!5, !17, !163}
!767 = !{!768, !769, !770, !771}
!768 = !DILocalVariable(name: "s", arg: 1, scope: !764, file: !3, line: 261, type: !17)
!769 = !DILocalVariable(name: "n", arg: 2, scope: !764, file: !3, line: 261, type: !163)
!770 = !DILocalVariable(name: "m", scope: !764, file: !3, line: 262, type: !163)
!771 = !DILocalVariable(name: "d", scope: !764, file: !3, line: 263, type: !5)
!772 = !DILocation(line: 0, scope: !764)
!773 = !DILocation(line: 0, scope: !262, inlinedAt: !774)
!774 = distinct !DILocation(line: 262, column: 14, scope: !764)
!775 = !DILocation(line: 108, column: 12, scope: !262, inlinedAt: !774)
!776 = !DILocation(line: 108, column: 16, scope: !262, inlinedAt: !774)
!777 = !DILocation(line: 108, column: 19, scope: !262, inlinedAt: !774)
!778 = !DILocation(line: 108, column: 3, scope: !262, inlinedAt: !774)
!779 = !DILocation(line: 109, column: 6, scope: !262, inlinedAt: !774)
!780 = distinct !{!780, !778, !779, !155}
!781 = !DILocation(line: 263, column: 22, scope: !764)
!782 = !DILocation(line: 263, column: 13, scope: !764)
!783 = !DILocation(line: 264, column: 7, scope: !784)
!784 = distinct !DILexicalBlock(scope: !764, file: !3, line: 264, column: 7)
!785 = !DILocation(line: 264, column: 7, scope: !764)
!786 = !DILocation(line: 265, column: 5, scope: !787)
!787 = distinct !DILexicalBlock(scope: !784, file: !3, line: 264, column: 10)
!788 = !DILocation(line: 266, column: 5, scope: !787)
!789 = !DILocation(line: 266, column: 10, scope: !787)
!790 = !DILocation(line: 267, column: 3, scope: !787)
!791 = !DILocation(line: 268, column: 3, scope: !764)
!792 = distinct !DISubprogram(name: "__ctype_b_loc", scope: !3, file: !3, line: 314, type: !793, scopeLine: 314, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!793 = !DISubroutineType(types: !794)
!794 = !{!795}
!795 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64)
!796 = !DILocation(line: 314, column: 41, scope: !792)
!797 = distinct !DISubprogram(name: "__ctype_tolower_loc", scope: !3, file: !3, line: 315, type: !798, scopeLine: 315, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!798 = !DISubroutineType(types: !799)
!799 = !{!800}
!800 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64)
!801 = !DILocation(line: 315, column: 47, scope: !797)
!802 = distinct !DISubprogram(name: "__ctype_toupper_loc", scope: !3, file: !3, line: 316, type: !798, scopeLine: 316, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!803 = !DILocation(line: 316, column: 47, scope: !802)
!804 = distinct !DISubprogram(name: "isalpha", scope: !3, file: !3, line: 319, type: !805, scopeLine: 319, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !807)
!805 = !DISubroutineType(types: !806)
!806 = !{!14, !14}
!807 = !{!808}
!808 = !DILocalVariable(name: "c", arg: 1, scope: !804, file: !3, line: 319, type: !14)
!809 = !DILocation(line: 0, scope: !804)
!810 = !DILocalVariable(name: "c", arg: 1, scope: !811, file: !3, line: 318, type: !14)
!811 = distinct !DISubprogram(name: "cls", scope: !3, file: !3, line: 318, type: !805, scopeLine: 318, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !812)
!812 = !{!810}
!813 = !DILocation(line: 0, scope: !811, inlinedAt: !814)
!814 = distinct !DILocation(line: 319, column: 29, scope: !804)
!815 = !DILocation(line: 318, column: 42, scope: !811, inlinedAt: !814)
!816 = !DILocation(line: 318, column: 55, scope: !811, inlinedAt: !814)
!817 = !{!818, !818, i64 0}
!818 = !{!"short", !127, i64 0}
!819 = !DILocation(line: 319, column: 36, scope: !804)
!820 = !DILocation(line: 318, column: 32, scope: !811, inlinedAt: !814)
!821 = !DILocation(line: 319, column: 22, scope: !804)
!822 = distinct !DISubprogram(name: "isdigit", scope: !3, file: !3, line: 320, type: !805, scopeLine: 320, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !823)
!823 = !{!824}
!824 = !DILocalVariable(name: "c", arg: 1, scope: !822, file: !3, line: 320, type: !14)
!825 = !DILocation(line: 0, scope: !822)
!826 = !DILocation(line: 0, scope: !811, inlinedAt: !827)
!827 = distinct !DILocation(line: 320, column: 29, scope: !822)
!828 = !DILocation(line: 318, column: 42, scope: !811, inlinedAt: !827)
!829 = !DILocation(line: 318, column: 55, scope: !811, inlinedAt: !827)
!830 = !DILocation(line: 320, column: 36, scope: !822)
!831 = !DILocation(line: 318, column: 32, scope: !811, inlinedAt: !827)
!832 = !DILocation(line: 320, column: 22, scope: !822)
!833 = distinct !DISubprogram(name: "isalnum", scope: !3, file: !3, line: 321, type: !805, scopeLine: 321, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !834)
!834 = !{!835}
!835 = !DILocalVariable(name: "c", arg: 1, scope: !833, file: !3, line: 321, type: !14)
!836 = !DILocation(line: 0, scope: !833)
!837 = !DILocation(line: 0, scope: !811, inlinedAt: !838)
!838 = distinct !DILocation(line: 321, column: 29, scope: !833)
!839 = !DILocation(line: 318, column: 42, scope: !811, inlinedAt: !838)
!840 = !DILocation(line: 318, column: 55, scope: !811, inlinedAt: !838)
!841 = !DILocation(line: 321, column: 36, scope: !833)
!842 = !DILocation(line: 318, column: 32, scope: !811, inlinedAt: !838)
!843 = !DILocation(line: 321, column: 22, scope: !833)
!844 = distinct !DISubprogram(name: "isspace", scope: !3, file: !3, line: 322, type: !805, scopeLine: 322, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !845)
!845 = !{!846}
!846 = !DILocalVariable(name: "c", arg: 1, scope: !844, file: !3, line: 322, type: !14)
!847 = !DILocation(line: 0, scope: !844)
!848 = !DILocation(line: 0, scope: !811, inlinedAt: !849)
!849 = distinct !DILocation(line: 322, column: 29, scope: !844)
!850 = !DILocation(line: 318, column: 42, scope: !811, inlinedAt: !849)
!851 = !DILocation(line: 318, column: 55, scope: !811, inlinedAt: !849)
!852 = !DILocation(line: 322, column: 36, scope: !844)
!853 = !DILocation(line: 318, column: 32, scope: !811, inlinedAt: !849)
!854 = !DILocation(line: 322, column: 22, scope: !844)
!855 = distinct !DISubprogram(name: "isupper", scope: !3, file: !3, line: 323, type: !805, scopeLine: 323, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !856)
!856 = !{!857}
!857 = !DILocalVariable(name: "c", arg: 1, scope: !855, file: !3, line: 323, type: !14)
!858 = !DILocation(line: 0, scope: !855)
!859 = !DILocation(line: 0, scope: !811, inlinedAt: !860)
!860 = distinct !DILocation(line: 323, column: 29, scope: !855)
!861 = !DILocation(line: 318, column: 42, scope: !811, inlinedAt: !860)
!862 = !DILocation(line: 318, column: 55, scope: !811, inlinedAt: !860)
!863 = !DILocation(line: 323, column: 36, scope: !855)
!864 = !DILocation(line: 318, column: 32, scope: !811, inlinedAt: !860)
!865 = !DILocation(line: 323, column: 22, scope: !855)
!866 = distinct !DISubprogram(name: "islower", scope: !3, file: !3, line: 324, type: !805, scopeLine: 324, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !867)
!867 = !{!868}
!868 = !DILocalVariable(name: "c", arg: 1, scope: !866, file: !3, line: 324, type: !14)
!869 = !DILocation(line: 0, scope: !866)
!870 = !DILocation(line: 0, scope: !811, inlinedAt: !871)
!871 = distinct !DILocation(line: 324, column: 29, scope: !866)
!872 = !DILocation(line: 318, column: 42, scope: !811, inlinedAt: !871)
!873 = !DILocation(line: 318, column: 55, scope: !811, inlinedAt: !871)
!874 = !DILocation(line: 324, column: 36, scope: !866)
!875 = !DILocation(line: 318, column: 32, scope: !811, inlinedAt: !871)
!876 = !DILocation(line: 324, column: 22, scope: !866)
!877 = distinct !DISubprogram(name: "isxdigit", scope: !3, file: !3, line: 325, type: !805, scopeLine: 325, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !878)
!878 = !{!879}
!879 = !DILocalVariable(name: "c", arg: 1, scope: !877, file: !3, line: 325, type: !14)
!880 = !DILocation(line: 0, scope: !877)
!881 = !DILocation(line: 0, scope: !811, inlinedAt: !882)
!882 = distinct !DILocation(line: 325, column: 30, scope: !877)
!883 = !DILocation(line: 318, column: 42, scope: !811, inlinedAt: !882)
!884 = !DILocation(line: 318, column: 55, scope: !811, inlinedAt: !882)
!885 = !DILocation(line: 325, column: 37, scope: !877)
!886 = !DILocation(line: 318, column: 32, scope: !811, inlinedAt: !882)
!887 = !DILocation(line: 325, column: 23, scope: !877)
!888 = distinct !DISubprogram(name: "isprint", scope: !3, file: !3, line: 326, type: !805, scopeLine: 326, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !889)
!889 = !{!890}
!890 = !DILocalVariable(name: "c", arg: 1, scope: !888, file: !3, line: 326, type: !14)
!891 = !DILocation(line: 0, scope: !888)
!892 = !DILocation(line: 0, scope: !811, inlinedAt: !893)
!893 = distinct !DILocation(line: 326, column: 29, scope: !888)
!894 = !DILocation(line: 318, column: 42, scope: !811, inlinedAt: !893)
!895 = !DILocation(line: 318, column: 55, scope: !811, inlinedAt: !893)
!896 = !DILocation(line: 326, column: 36, scope: !888)
!897 = !DILocation(line: 318, column: 32, scope: !811, inlinedAt: !893)
!898 = !DILocation(line: 326, column: 22, scope: !888)
!899 = distinct !DISubprogram(name: "isgraph", scope: !3, file: !3, line: 327, type: !805, scopeLine: 327, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !900)
!900 = !{!901}
!901 = !DILocalVariable(name: "c", arg: 1, scope: !899, file: !3, line: 327, type: !14)
!902 = !DILocation(line: 0, scope: !899)
!903 = !DILocation(line: 0, scope: !811, inlinedAt: !904)
!904 = distinct !DILocation(line: 327, column: 29, scope: !899)
!905 = !DILocation(line: 318, column: 42, scope: !811, inlinedAt: !904)
!906 = !DILocation(line: 318, column: 55, scope: !811, inlinedAt: !904)
!907 = !DILocation(line: 327, column: 36, scope: !899)
!908 = !DILocation(line: 318, column: 32, scope: !811, inlinedAt: !904)
!909 = !DILocation(line: 327, column: 22, scope: !899)
!910 = distinct !DISubprogram(name: "ispunct", scope: !3, file: !3, line: 328, type: !805, scopeLine: 328, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !911)
!911 = !{!912}
!912 = !DILocalVariable(name: "c", arg: 1, scope: !910, file: !3, line: 328, type: !14)
!913 = !DILocation(line: 0, scope: !910)
!914 = !DILocation(line: 0, scope: !811, inlinedAt: !915)
!915 = distinct !DILocation(line: 328, column: 29, scope: !910)
!916 = !DILocation(line: 318, column: 42, scope: !811, inlinedAt: !915)
!917 = !DILocation(line: 318, column: 55, scope: !811, inlinedAt: !915)
!918 = !DILocation(line: 328, column: 36, scope: !910)
!919 = !DILocation(line: 318, column: 32, scope: !811, inlinedAt: !915)
!920 = !DILocation(line: 328, column: 22, scope: !910)
!921 = distinct !DISubprogram(name: "iscntrl", scope: !3, file: !3, line: 329, type: !805, scopeLine: 329, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !922)
!922 = !{!923}
!923 = !DILocalVariable(name: "c", arg: 1, scope: !921, file: !3, line: 329, type: !14)
!924 = !DILocation(line: 0, scope: !921)
!925 = !DILocation(line: 0, scope: !811, inlinedAt: !926)
!926 = distinct !DILocation(line: 329, column: 29, scope: !921)
!927 = !DILocation(line: 318, column: 42, scope: !811, inlinedAt: !926)
!928 = !DILocation(line: 318, column: 55, scope: !811, inlinedAt: !926)
!929 = !DILocation(line: 329, column: 36, scope: !921)
!930 = !DILocation(line: 318, column: 32, scope: !811, inlinedAt: !926)
!931 = !DILocation(line: 329, column: 22, scope: !921)
!932 = distinct !DISubprogram(name: "isblank", scope: !3, file: !3, line: 330, type: !805, scopeLine: 330, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !933)
!933 = !{!934}
!934 = !DILocalVariable(name: "c", arg: 1, scope: !932, file: !3, line: 330, type: !14)
!935 = !DILocation(line: 0, scope: !932)
!936 = !DILocation(line: 0, scope: !811, inlinedAt: !937)
!937 = distinct !DILocation(line: 330, column: 29, scope: !932)
!938 = !DILocation(line: 318, column: 42, scope: !811, inlinedAt: !937)
!939 = !DILocation(line: 318, column: 55, scope: !811, inlinedAt: !937)
!940 = !DILocation(line: 330, column: 36, scope: !932)
!941 = !DILocation(line: 318, column: 32, scope: !811, inlinedAt: !937)
!942 = !DILocation(line: 330, column: 22, scope: !932)
!943 = distinct !DISubprogram(name: "tolower", scope: !3, file: !3, line: 331, type: !805, scopeLine: 331, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !944)
!944 = !{!945}
!945 = !DILocalVariable(name: "c", arg: 1, scope: !943, file: !3, line: 331, type: !14)
!946 = !DILocation(line: 0, scope: !943)
!947 = !DILocation(line: 331, column: 39, scope: !943)
!948 = !DILocation(line: 331, column: 52, scope: !943)
!949 = !DILocation(line: 331, column: 29, scope: !943)
!950 = !DILocation(line: 331, column: 22, scope: !943)
!951 = distinct !DISubprogram(name: "toupper", scope: !3, file: !3, line: 332, type: !805, scopeLine: 332, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !952)
!952 = !{!953}
!953 = !DILocalVariable(name: "c", arg: 1, scope: !951, file: !3, line: 332, type: !14)
!954 = !DILocation(line: 0, scope: !951)
!955 = !DILocation(line: 332, column: 39, scope: !951)
!956 = !DILocation(line: 332, column: 52, scope: !951)
!957 = !DILocation(line: 332, column: 29, scope: !951)
!958 = !DILocation(line: 332, column: 22, scope: !951)
!959 = distinct !DISubprogram(name: "abs", scope: !3, file: !3, line: 336, type: !805, scopeLine: 336, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !960)
!960 = !{!961}
!961 = !DILocalVariable(name: "x", arg: 1, scope: !959, file: !3, line: 336, type: !14)
!962 = !DILocation(line: 0, scope: !959)
!963 = !DILocation(line: 336, column: 25, scope: !959)
!964 = !DILocation(line: 336, column: 18, scope: !959)
!965 = distinct !DISubprogram(name: "labs", scope: !3, file: !3, line: 337, type: !966, scopeLine: 337, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !968)
!966 = !DISubroutineType(types: !967)
!967 = !{!12, !12}
!968 = !{!969}
!969 = !DILocalVariable(name: "x", arg: 1, scope: !965, file: !3, line: 337, type: !12)
!970 = !DILocation(line: 0, scope: !965)
!971 = !DILocation(line: 337, column: 28, scope: !965)
!972 = !DILocation(line: 337, column: 21, scope: !965)
!973 = distinct !DISubprogram(name: "llabs", scope: !3, file: !3, line: 338, type: !974, scopeLine: 338, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !976)
!974 = !DISubroutineType(types: !975)
!975 = !{!11, !11}
!976 = !{!977}
!977 = !DILocalVariable(name: "x", arg: 1, scope: !973, file: !3, line: 338, type: !11)
!978 = !DILocation(line: 0, scope: !973)
!979 = !DILocation(line: 338, column: 39, scope: !973)
!980 = !DILocation(line: 338, column: 32, scope: !973)
!981 = distinct !DISubprogram(name: "getenv", scope: !3, file: !3, line: 340, type: !746, scopeLine: 340, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !982)
!982 = !{!983}
!983 = !DILocalVariable(name: "name", arg: 1, scope: !981, file: !3, line: 340, type: !17)
!984 = !DILocation(line: 0, scope: !981)
!985 = !DILocation(line: 342, column: 3, scope: !981)
!986 = distinct !DISubprogram(name: "strtoll", scope: !3, file: !3, line: 424, type: !987, scopeLine: 424, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !989)
!987 = !DISubroutineType(types: !988)
!988 = !{!11, !17, !637, !14}
!989 = !{!990, !991, !992, !993, !994}
!990 = !DILocalVariable(name: "nptr", arg: 1, scope: !986, file: !3, line: 424, type: !17)
!991 = !DILocalVariable(name: "endptr", arg: 2, scope: !986, file: !3, line: 424, type: !637)
!992 = !DILocalVariable(name: "base", arg: 3, scope: !986, file: !3, line: 424, type: !14)
!993 = !DILocalVariable(name: "neg", scope: !986, file: !3, line: 425, type: !14)
!994 = !DILocalVariable(name: "v", scope: !986, file: !3, line: 426, type: !21)
!995 = distinct !DIAssignID()
!996 = !DILocation(line: 0, scope: !986)
!997 = !DILocation(line: 425, column: 3, scope: !986)
!998 = !DILocation(line: 425, column: 7, scope: !986)
!999 = distinct !DIAssignID()
!1000 = !DILocation(line: 426, column: 26, scope: !986)
!1001 = !DILocation(line: 428, column: 10, scope: !986)
!1002 = !DILocation(line: 429, column: 1, scope: !986)
!1003 = !DILocation(line: 428, column: 3, scope: !986)
!1004 = distinct !DISubprogram(name: "strto_common", scope: !3, file: !3, line: 386, type: !1005, scopeLine: 388, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1007)
!1005 = !DISubroutineType(types: !1006)
!1006 = !{!21, !17, !637, !14, !14, !21, !11, !11, !114}
!1007 = !{!1008, !1009, !1010, !1011, !1012, !1013, !1014, !1015, !1016, !1017, !1018, !1019, !1020, !1021, !1022}
!1008 = !DILocalVariable(name: "nptr", arg: 1, scope: !1004, file: !3, line: 386, type: !17)
!1009 = !DILocalVariable(name: "endptr", arg: 2, scope: !1004, file: !3, line: 386, type: !637)
!1010 = !DILocalVariable(name: "base", arg: 3, scope: !1004, file: !3, line: 386, type: !14)
!1011 = !DILocalVariable(name: "is_signed", arg: 4, scope: !1004, file: !3, line: 386, type: !14)
!1012 = !DILocalVariable(name: "umax", arg: 5, scope: !1004, file: !3, line: 387, type: !21)
!1013 = !DILocalVariable(name: "smin", arg: 6, scope: !1004, file: !3, line: 387, type: !11)
!1014 = !DILocalVariable(name: "smax", arg: 7, scope: !1004, file: !3, line: 387, type: !11)
!1015 = !DILocalVariable(name: "neg_out", arg: 8, scope: !1004, file: !3, line: 388, type: !114)
!1016 = !DILocalVariable(name: "s", scope: !1004, file: !3, line: 389, type: !17)
!1017 = !DILocalVariable(name: "neg", scope: !1004, file: !3, line: 392, type: !14)
!1018 = !DILocalVariable(name: "limit", scope: !1004, file: !3, line: 403, type: !21)
!1019 = !DILocalVariable(name: "end", scope: !1004, file: !3, line: 408, type: !17)
!1020 = !DILocalVariable(name: "overflow", scope: !1004, file: !3, line: 409, type: !14)
!1021 = !DILocalVariable(name: "any", scope: !1004, file: !3, line: 409, type: !14)
!1022 = !DILocalVariable(name: "v", scope: !1004, file: !3, line: 410, type: !21)
!1023 = !DILocation(line: 0, scope: !1004)
!1024 = !DILocation(line: 390, column: 3, scope: !1004)
!1025 = !DILocation(line: 390, column: 33, scope: !1004)
!1026 = !DILocation(line: 318, column: 55, scope: !811, inlinedAt: !1027)
!1027 = distinct !DILocation(line: 322, column: 29, scope: !844, inlinedAt: !1028)
!1028 = distinct !DILocation(line: 390, column: 10, scope: !1004)
!1029 = !DILocation(line: 0, scope: !844, inlinedAt: !1028)
!1030 = !DILocation(line: 0, scope: !811, inlinedAt: !1027)
!1031 = !DILocation(line: 322, column: 36, scope: !844, inlinedAt: !1028)
!1032 = !DILocation(line: 391, column: 6, scope: !1004)
!1033 = distinct !{!1033, !1024, !1032, !155}
!1034 = !DILocation(line: 393, column: 17, scope: !1035)
!1035 = distinct !DILexicalBlock(scope: !1004, file: !3, line: 393, column: 7)
!1036 = !DILocation(line: 394, column: 14, scope: !1037)
!1037 = distinct !DILexicalBlock(scope: !1035, file: !3, line: 393, column: 31)
!1038 = !DILocation(line: 396, column: 3, scope: !1037)
!1039 = !DILocation(line: 397, column: 16, scope: !1040)
!1040 = distinct !DILexicalBlock(scope: !1004, file: !3, line: 397, column: 7)
!1041 = !DILocation(line: 398, column: 5, scope: !1042)
!1042 = distinct !DILexicalBlock(scope: !1040, file: !3, line: 397, column: 43)
!1043 = !DILocation(line: 398, column: 18, scope: !1042)
!1044 = !DILocation(line: 399, column: 9, scope: !1045)
!1045 = distinct !DILexicalBlock(scope: !1042, file: !3, line: 399, column: 9)
!1046 = !DILocation(line: 399, column: 9, scope: !1042)
!1047 = !DILocation(line: 400, column: 15, scope: !1045)
!1048 = !DILocation(line: 400, column: 7, scope: !1045)
!1049 = !DILocation(line: 404, column: 7, scope: !1050)
!1050 = distinct !DILexicalBlock(scope: !1004, file: !3, line: 404, column: 7)
!1051 = !DILocation(line: 404, column: 7, scope: !1004)
!1052 = !DILocalVariable(name: "s", arg: 1, scope: !1053, file: !3, line: 347, type: !17)
!1053 = distinct !DISubprogram(name: "parse_digits", scope: !3, file: !3, line: 347, type: !1054, scopeLine: 348, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1057)
!1054 = !DISubroutineType(types: !1055)
!1055 = !{!21, !17, !1056, !114, !21, !114, !114}
!1056 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!1057 = !{!1052, !1058, !1059, !1060, !1061, !1062, !1063, !1064, !1065, !1069}
!1058 = !DILocalVariable(name: "end", arg: 2, scope: !1053, file: !3, line: 347, type: !1056)
!1059 = !DILocalVariable(name: "base", arg: 3, scope: !1053, file: !3, line: 347, type: !114)
!1060 = !DILocalVariable(name: "limit", arg: 4, scope: !1053, file: !3, line: 348, type: !21)
!1061 = !DILocalVariable(name: "overflow", arg: 5, scope: !1053, file: !3, line: 348, type: !114)
!1062 = !DILocalVariable(name: "any", arg: 6, scope: !1053, file: !3, line: 348, type: !114)
!1063 = !DILocalVariable(name: "b", scope: !1053, file: !3, line: 349, type: !14)
!1064 = !DILocalVariable(name: "v", scope: !1053, file: !3, line: 358, type: !21)
!1065 = !DILocalVariable(name: "d", scope: !1066, file: !3, line: 362, type: !14)
!1066 = distinct !DILexicalBlock(scope: !1067, file: !3, line: 361, column: 16)
!1067 = distinct !DILexicalBlock(scope: !1068, file: !3, line: 361, column: 3)
!1068 = distinct !DILexicalBlock(scope: !1053, file: !3, line: 361, column: 3)
!1069 = !DILocalVariable(name: "c", scope: !1066, file: !3, line: 363, type: !7)
!1070 = !DILocation(line: 0, scope: !1053, inlinedAt: !1071)
!1071 = distinct !DILocation(line: 410, column: 26, scope: !1004)
!1072 = !DILocation(line: 350, column: 10, scope: !1073, inlinedAt: !1071)
!1073 = distinct !DILexicalBlock(scope: !1053, file: !3, line: 350, column: 7)
!1074 = !DILocation(line: 350, column: 15, scope: !1073, inlinedAt: !1071)
!1075 = !DILocation(line: 350, column: 30, scope: !1073, inlinedAt: !1071)
!1076 = !DILocation(line: 350, column: 35, scope: !1073, inlinedAt: !1071)
!1077 = !DILocation(line: 350, column: 42, scope: !1073, inlinedAt: !1071)
!1078 = !DILocation(line: 350, column: 46, scope: !1073, inlinedAt: !1071)
!1079 = !DILocation(line: 350, column: 58, scope: !1073, inlinedAt: !1071)
!1080 = !DILocation(line: 351, column: 32, scope: !1073, inlinedAt: !1071)
!1081 = !DILocation(line: 318, column: 55, scope: !811, inlinedAt: !1082)
!1082 = distinct !DILocation(line: 325, column: 30, scope: !877, inlinedAt: !1083)
!1083 = distinct !DILocation(line: 351, column: 8, scope: !1073, inlinedAt: !1071)
!1084 = !DILocation(line: 0, scope: !877, inlinedAt: !1083)
!1085 = !DILocation(line: 0, scope: !811, inlinedAt: !1082)
!1086 = !DILocation(line: 325, column: 37, scope: !877, inlinedAt: !1083)
!1087 = !DILocation(line: 351, column: 8, scope: !1073, inlinedAt: !1071)
!1088 = !DILocation(line: 350, column: 7, scope: !1053, inlinedAt: !1071)
!1089 = !DILocation(line: 354, column: 14, scope: !1073, inlinedAt: !1071)
!1090 = !DILocation(line: 355, column: 9, scope: !1091, inlinedAt: !1071)
!1091 = distinct !DILexicalBlock(scope: !1092, file: !3, line: 354, column: 22)
!1092 = distinct !DILexicalBlock(scope: !1073, file: !3, line: 354, column: 14)
!1093 = !DILocation(line: 356, column: 3, scope: !1091, inlinedAt: !1071)
!1094 = !DILocation(line: 363, column: 38, scope: !1066, inlinedAt: !1071)
!1095 = !DILocation(line: 0, scope: !1066, inlinedAt: !1071)
!1096 = !DILocation(line: 0, scope: !822, inlinedAt: !1097)
!1097 = distinct !DILocation(line: 364, column: 9, scope: !1098, inlinedAt: !1071)
!1098 = distinct !DILexicalBlock(scope: !1066, file: !3, line: 364, column: 9)
!1099 = !DILocation(line: 0, scope: !811, inlinedAt: !1100)
!1100 = distinct !DILocation(line: 320, column: 29, scope: !822, inlinedAt: !1097)
!1101 = !DILocation(line: 318, column: 55, scope: !811, inlinedAt: !1100)
!1102 = !DILocation(line: 320, column: 36, scope: !822, inlinedAt: !1097)
!1103 = !DILocation(line: 364, column: 9, scope: !1098, inlinedAt: !1071)
!1104 = !DILocation(line: 364, column: 9, scope: !1066, inlinedAt: !1071)
!1105 = !DILocation(line: 364, column: 17, scope: !1098, inlinedAt: !1071)
!1106 = !DILocation(line: 365, column: 13, scope: !1098, inlinedAt: !1071)
!1107 = !DILocation(line: 365, column: 7, scope: !1098, inlinedAt: !1071)
!1108 = !DILocation(line: 0, scope: !804, inlinedAt: !1109)
!1109 = distinct !DILocation(line: 366, column: 14, scope: !1110, inlinedAt: !1071)
!1110 = distinct !DILexicalBlock(scope: !1098, file: !3, line: 366, column: 14)
!1111 = !DILocation(line: 0, scope: !811, inlinedAt: !1112)
!1112 = distinct !DILocation(line: 319, column: 29, scope: !804, inlinedAt: !1109)
!1113 = !DILocation(line: 319, column: 36, scope: !804, inlinedAt: !1109)
!1114 = !DILocation(line: 366, column: 14, scope: !1110, inlinedAt: !1071)
!1115 = !DILocation(line: 366, column: 14, scope: !1098, inlinedAt: !1071)
!1116 = !DILocation(line: 0, scope: !943, inlinedAt: !1117)
!1117 = distinct !DILocation(line: 367, column: 11, scope: !1110, inlinedAt: !1071)
!1118 = !DILocation(line: 331, column: 52, scope: !943, inlinedAt: !1117)
!1119 = !DILocation(line: 367, column: 28, scope: !1110, inlinedAt: !1071)
!1120 = !DILocation(line: 0, scope: !1098, inlinedAt: !1071)
!1121 = !DILocation(line: 370, column: 11, scope: !1122, inlinedAt: !1071)
!1122 = distinct !DILexicalBlock(scope: !1066, file: !3, line: 370, column: 9)
!1123 = !DILocation(line: 370, column: 9, scope: !1066, inlinedAt: !1071)
!1124 = !DILocation(line: 375, column: 22, scope: !1125, inlinedAt: !1071)
!1125 = distinct !DILexicalBlock(scope: !1066, file: !3, line: 375, column: 9)
!1126 = !DILocation(line: 361, column: 3, scope: !1053, inlinedAt: !1071)
!1127 = !DILocation(line: 361, column: 3, scope: !1068, inlinedAt: !1071)
!1128 = !DILocation(line: 373, column: 9, scope: !1066, inlinedAt: !1071)
!1129 = distinct !{!1129, !1127, !1130, !1131}
!1130 = !DILocation(line: 381, column: 3, scope: !1068, inlinedAt: !1071)
!1131 = !{!"llvm.loop.peeled.count", i32 1}
!1132 = !DILocation(line: 375, column: 20, scope: !1125, inlinedAt: !1071)
!1133 = !DILocation(line: 375, column: 45, scope: !1125, inlinedAt: !1071)
!1134 = !DILocation(line: 375, column: 11, scope: !1125, inlinedAt: !1071)
!1135 = !DILocation(line: 375, column: 9, scope: !1066, inlinedAt: !1071)
!1136 = !DILocation(line: 412, column: 9, scope: !1137)
!1137 = distinct !DILexicalBlock(scope: !1138, file: !3, line: 412, column: 9)
!1138 = distinct !DILexicalBlock(scope: !1139, file: !3, line: 411, column: 13)
!1139 = distinct !DILexicalBlock(scope: !1004, file: !3, line: 411, column: 7)
!1140 = !DILocation(line: 412, column: 9, scope: !1138)
!1141 = !DILocation(line: 413, column: 15, scope: !1137)
!1142 = !DILocation(line: 413, column: 7, scope: !1137)
!1143 = !DILocation(line: 418, column: 7, scope: !1144)
!1144 = distinct !DILexicalBlock(scope: !1004, file: !3, line: 418, column: 7)
!1145 = !DILocation(line: 416, column: 7, scope: !1146)
!1146 = distinct !DILexicalBlock(scope: !1004, file: !3, line: 416, column: 7)
!1147 = !DILocation(line: 416, column: 7, scope: !1004)
!1148 = !DILocation(line: 417, column: 13, scope: !1146)
!1149 = !DILocation(line: 417, column: 5, scope: !1146)
!1150 = !DILocation(line: 418, column: 7, scope: !1004)
!1151 = !DILocation(line: 419, column: 5, scope: !1144)
!1152 = !DILocation(line: 419, column: 18, scope: !1144)
!1153 = !DILocation(line: 420, column: 12, scope: !1004)
!1154 = !DILocation(line: 421, column: 3, scope: !1004)
!1155 = !DILocation(line: 422, column: 1, scope: !1004)
!1156 = distinct !DISubprogram(name: "strtoull", scope: !3, file: !3, line: 431, type: !1157, scopeLine: 431, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1159)
!1157 = !DISubroutineType(types: !1158)
!1158 = !{!21, !17, !637, !14}
!1159 = !{!1160, !1161, !1162, !1163, !1164}
!1160 = !DILocalVariable(name: "nptr", arg: 1, scope: !1156, file: !3, line: 431, type: !17)
!1161 = !DILocalVariable(name: "endptr", arg: 2, scope: !1156, file: !3, line: 431, type: !637)
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
!1176 = !{!12, !17, !637, !14}
!1177 = !{!1178, !1179, !1180, !1181, !1182, !1183}
!1178 = !DILocalVariable(name: "nptr", arg: 1, scope: !1174, file: !3, line: 437, type: !17)
!1179 = !DILocalVariable(name: "endptr", arg: 2, scope: !1174, file: !3, line: 437, type: !637)
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
!1195 = !{!13, !17, !637, !14}
!1196 = !{!1197, !1198, !1199, !1200, !1201}
!1197 = !DILocalVariable(name: "nptr", arg: 1, scope: !1193, file: !3, line: 444, type: !17)
!1198 = !DILocalVariable(name: "endptr", arg: 2, scope: !1193, file: !3, line: 444, type: !637)
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
!1219 = !DILocation(line: 0, scope: !1004, inlinedAt: !1220)
!1220 = distinct !DILocation(line: 440, column: 26, scope: !1174, inlinedAt: !1218)
!1221 = !DILocation(line: 390, column: 3, scope: !1004, inlinedAt: !1220)
!1222 = !DILocation(line: 390, column: 33, scope: !1004, inlinedAt: !1220)
!1223 = !DILocation(line: 318, column: 55, scope: !811, inlinedAt: !1224)
!1224 = distinct !DILocation(line: 322, column: 29, scope: !844, inlinedAt: !1225)
!1225 = distinct !DILocation(line: 390, column: 10, scope: !1004, inlinedAt: !1220)
!1226 = !DILocation(line: 0, scope: !844, inlinedAt: !1225)
!1227 = !DILocation(line: 0, scope: !811, inlinedAt: !1224)
!1228 = !DILocation(line: 322, column: 36, scope: !844, inlinedAt: !1225)
!1229 = !DILocation(line: 391, column: 6, scope: !1004, inlinedAt: !1220)
!1230 = distinct !{!1230, !1221, !1229, !155}
!1231 = !DILocation(line: 393, column: 17, scope: !1035, inlinedAt: !1220)
!1232 = !DILocation(line: 394, column: 14, scope: !1037, inlinedAt: !1220)
!1233 = !DILocation(line: 404, column: 7, scope: !1004, inlinedAt: !1220)
!1234 = !DILocation(line: 363, column: 38, scope: !1066, inlinedAt: !1235)
!1235 = distinct !DILocation(line: 410, column: 26, scope: !1004, inlinedAt: !1220)
!1236 = !DILocation(line: 318, column: 55, scope: !811, inlinedAt: !1237)
!1237 = distinct !DILocation(line: 320, column: 29, scope: !822, inlinedAt: !1238)
!1238 = distinct !DILocation(line: 364, column: 9, scope: !1098, inlinedAt: !1235)
!1239 = !DILocation(line: 0, scope: !1053, inlinedAt: !1235)
!1240 = !DILocation(line: 0, scope: !1066, inlinedAt: !1235)
!1241 = !DILocation(line: 0, scope: !822, inlinedAt: !1238)
!1242 = !DILocation(line: 0, scope: !811, inlinedAt: !1237)
!1243 = !DILocation(line: 320, column: 36, scope: !822, inlinedAt: !1238)
!1244 = !DILocation(line: 364, column: 9, scope: !1098, inlinedAt: !1235)
!1245 = !DILocation(line: 364, column: 9, scope: !1066, inlinedAt: !1235)
!1246 = !DILocation(line: 364, column: 17, scope: !1098, inlinedAt: !1235)
!1247 = !DILocation(line: 365, column: 13, scope: !1098, inlinedAt: !1235)
!1248 = !DILocation(line: 365, column: 7, scope: !1098, inlinedAt: !1235)
!1249 = !DILocation(line: 0, scope: !804, inlinedAt: !1250)
!1250 = distinct !DILocation(line: 366, column: 14, scope: !1110, inlinedAt: !1235)
!1251 = !DILocation(line: 0, scope: !811, inlinedAt: !1252)
!1252 = distinct !DILocation(line: 319, column: 29, scope: !804, inlinedAt: !1250)
!1253 = !DILocation(line: 319, column: 36, scope: !804, inlinedAt: !1250)
!1254 = !DILocation(line: 366, column: 14, scope: !1110, inlinedAt: !1235)
!1255 = !DILocation(line: 366, column: 14, scope: !1098, inlinedAt: !1235)
!1256 = !DILocation(line: 0, scope: !943, inlinedAt: !1257)
!1257 = distinct !DILocation(line: 367, column: 11, scope: !1110, inlinedAt: !1235)
!1258 = !DILocation(line: 331, column: 52, scope: !943, inlinedAt: !1257)
!1259 = !DILocation(line: 367, column: 28, scope: !1110, inlinedAt: !1235)
!1260 = !DILocation(line: 0, scope: !1098, inlinedAt: !1235)
!1261 = !DILocation(line: 370, column: 11, scope: !1122, inlinedAt: !1235)
!1262 = !DILocation(line: 370, column: 9, scope: !1066, inlinedAt: !1235)
!1263 = !DILocation(line: 375, column: 22, scope: !1125, inlinedAt: !1235)
!1264 = !DILocation(line: 361, column: 3, scope: !1053, inlinedAt: !1235)
!1265 = !DILocation(line: 361, column: 3, scope: !1068, inlinedAt: !1235)
!1266 = !DILocation(line: 373, column: 9, scope: !1066, inlinedAt: !1235)
!1267 = distinct !{!1267, !1265, !1268, !1131}
!1268 = !DILocation(line: 381, column: 3, scope: !1068, inlinedAt: !1235)
!1269 = !DILocation(line: 375, column: 20, scope: !1125, inlinedAt: !1235)
!1270 = !DILocation(line: 375, column: 45, scope: !1125, inlinedAt: !1235)
!1271 = !DILocation(line: 375, column: 11, scope: !1125, inlinedAt: !1235)
!1272 = !DILocation(line: 375, column: 9, scope: !1066, inlinedAt: !1235)
!1273 = !DILocation(line: 418, column: 7, scope: !1144, inlinedAt: !1220)
!1274 = !DILocation(line: 418, column: 7, scope: !1004, inlinedAt: !1220)
!1275 = !DILocation(line: 419, column: 5, scope: !1144, inlinedAt: !1220)
!1276 = !DILocation(line: 419, column: 18, scope: !1144, inlinedAt: !1220)
!1277 = !DILocation(line: 441, column: 10, scope: !1174, inlinedAt: !1218)
!1278 = !DILocation(line: 450, column: 34, scope: !1211)
!1279 = !DILocation(line: 450, column: 27, scope: !1211)
!1280 = distinct !DISubprogram(name: "atol", scope: !3, file: !3, line: 451, type: !1281, scopeLine: 451, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1283)
!1281 = !DISubroutineType(types: !1282)
!1282 = !{!12, !17}
!1283 = !{!1284}
!1284 = !DILocalVariable(name: "s", arg: 1, scope: !1280, file: !3, line: 451, type: !17)
!1285 = !DILocation(line: 0, scope: !1280)
!1286 = !DILocation(line: 0, scope: !1174, inlinedAt: !1287)
!1287 = distinct !DILocation(line: 451, column: 35, scope: !1280)
!1288 = !DILocation(line: 0, scope: !1004, inlinedAt: !1289)
!1289 = distinct !DILocation(line: 440, column: 26, scope: !1174, inlinedAt: !1287)
!1290 = !DILocation(line: 390, column: 3, scope: !1004, inlinedAt: !1289)
!1291 = !DILocation(line: 390, column: 33, scope: !1004, inlinedAt: !1289)
!1292 = !DILocation(line: 318, column: 55, scope: !811, inlinedAt: !1293)
!1293 = distinct !DILocation(line: 322, column: 29, scope: !844, inlinedAt: !1294)
!1294 = distinct !DILocation(line: 390, column: 10, scope: !1004, inlinedAt: !1289)
!1295 = !DILocation(line: 0, scope: !844, inlinedAt: !1294)
!1296 = !DILocation(line: 0, scope: !811, inlinedAt: !1293)
!1297 = !DILocation(line: 322, column: 36, scope: !844, inlinedAt: !1294)
!1298 = !DILocation(line: 391, column: 6, scope: !1004, inlinedAt: !1289)
!1299 = distinct !{!1299, !1290, !1298, !155}
!1300 = !DILocation(line: 393, column: 17, scope: !1035, inlinedAt: !1289)
!1301 = !DILocation(line: 394, column: 14, scope: !1037, inlinedAt: !1289)
!1302 = !DILocation(line: 404, column: 7, scope: !1004, inlinedAt: !1289)
!1303 = !DILocation(line: 363, column: 38, scope: !1066, inlinedAt: !1304)
!1304 = distinct !DILocation(line: 410, column: 26, scope: !1004, inlinedAt: !1289)
!1305 = !DILocation(line: 318, column: 55, scope: !811, inlinedAt: !1306)
!1306 = distinct !DILocation(line: 320, column: 29, scope: !822, inlinedAt: !1307)
!1307 = distinct !DILocation(line: 364, column: 9, scope: !1098, inlinedAt: !1304)
!1308 = !DILocation(line: 0, scope: !1053, inlinedAt: !1304)
!1309 = !DILocation(line: 0, scope: !1066, inlinedAt: !1304)
!1310 = !DILocation(line: 0, scope: !822, inlinedAt: !1307)
!1311 = !DILocation(line: 0, scope: !811, inlinedAt: !1306)
!1312 = !DILocation(line: 320, column: 36, scope: !822, inlinedAt: !1307)
!1313 = !DILocation(line: 364, column: 9, scope: !1098, inlinedAt: !1304)
!1314 = !DILocation(line: 364, column: 9, scope: !1066, inlinedAt: !1304)
!1315 = !DILocation(line: 364, column: 17, scope: !1098, inlinedAt: !1304)
!1316 = !DILocation(line: 365, column: 13, scope: !1098, inlinedAt: !1304)
!1317 = !DILocation(line: 365, column: 7, scope: !1098, inlinedAt: !1304)
!1318 = !DILocation(line: 0, scope: !804, inlinedAt: !1319)
!1319 = distinct !DILocation(line: 366, column: 14, scope: !1110, inlinedAt: !1304)
!1320 = !DILocation(line: 0, scope: !811, inlinedAt: !1321)
!1321 = distinct !DILocation(line: 319, column: 29, scope: !804, inlinedAt: !1319)
!1322 = !DILocation(line: 319, column: 36, scope: !804, inlinedAt: !1319)
!1323 = !DILocation(line: 366, column: 14, scope: !1110, inlinedAt: !1304)
!1324 = !DILocation(line: 366, column: 14, scope: !1098, inlinedAt: !1304)
!1325 = !DILocation(line: 0, scope: !943, inlinedAt: !1326)
!1326 = distinct !DILocation(line: 367, column: 11, scope: !1110, inlinedAt: !1304)
!1327 = !DILocation(line: 331, column: 52, scope: !943, inlinedAt: !1326)
!1328 = !DILocation(line: 367, column: 28, scope: !1110, inlinedAt: !1304)
!1329 = !DILocation(line: 0, scope: !1098, inlinedAt: !1304)
!1330 = !DILocation(line: 370, column: 11, scope: !1122, inlinedAt: !1304)
!1331 = !DILocation(line: 370, column: 9, scope: !1066, inlinedAt: !1304)
!1332 = !DILocation(line: 375, column: 22, scope: !1125, inlinedAt: !1304)
!1333 = !DILocation(line: 361, column: 3, scope: !1053, inlinedAt: !1304)
!1334 = !DILocation(line: 361, column: 3, scope: !1068, inlinedAt: !1304)
!1335 = !DILocation(line: 373, column: 9, scope: !1066, inlinedAt: !1304)
!1336 = distinct !{!1336, !1334, !1337, !1131}
!1337 = !DILocation(line: 381, column: 3, scope: !1068, inlinedAt: !1304)
!1338 = !DILocation(line: 375, column: 20, scope: !1125, inlinedAt: !1304)
!1339 = !DILocation(line: 375, column: 45, scope: !1125, inlinedAt: !1304)
!1340 = !DILocation(line: 375, column: 11, scope: !1125, inlinedAt: !1304)
!1341 = !DILocation(line: 375, column: 9, scope: !1066, inlinedAt: !1304)
!1342 = !DILocation(line: 418, column: 7, scope: !1144, inlinedAt: !1289)
!1343 = !DILocation(line: 418, column: 7, scope: !1004, inlinedAt: !1289)
!1344 = !DILocation(line: 419, column: 5, scope: !1144, inlinedAt: !1289)
!1345 = !DILocation(line: 419, column: 18, scope: !1144, inlinedAt: !1289)
!1346 = !DILocation(line: 441, column: 10, scope: !1174, inlinedAt: !1287)
!1347 = !DILocation(line: 451, column: 28, scope: !1280)
!1348 = distinct !DISubprogram(name: "atoll", scope: !3, file: !3, line: 452, type: !1349, scopeLine: 452, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1351)
!1349 = !DISubroutineType(types: !1350)
!1350 = !{!11, !17}
!1351 = !{!1352}
!1352 = !DILocalVariable(name: "s", arg: 1, scope: !1348, file: !3, line: 452, type: !17)
!1353 = !DILocation(line: 0, scope: !1348)
!1354 = !DILocation(line: 0, scope: !986, inlinedAt: !1355)
!1355 = distinct !DILocation(line: 452, column: 41, scope: !1348)
!1356 = !DILocation(line: 0, scope: !1004, inlinedAt: !1357)
!1357 = distinct !DILocation(line: 426, column: 26, scope: !986, inlinedAt: !1355)
!1358 = !DILocation(line: 390, column: 3, scope: !1004, inlinedAt: !1357)
!1359 = !DILocation(line: 390, column: 33, scope: !1004, inlinedAt: !1357)
!1360 = !DILocation(line: 318, column: 55, scope: !811, inlinedAt: !1361)
!1361 = distinct !DILocation(line: 322, column: 29, scope: !844, inlinedAt: !1362)
!1362 = distinct !DILocation(line: 390, column: 10, scope: !1004, inlinedAt: !1357)
!1363 = !DILocation(line: 0, scope: !844, inlinedAt: !1362)
!1364 = !DILocation(line: 0, scope: !811, inlinedAt: !1361)
!1365 = !DILocation(line: 322, column: 36, scope: !844, inlinedAt: !1362)
!1366 = !DILocation(line: 391, column: 6, scope: !1004, inlinedAt: !1357)
!1367 = distinct !{!1367, !1358, !1366, !155}
!1368 = !DILocation(line: 393, column: 17, scope: !1035, inlinedAt: !1357)
!1369 = !DILocation(line: 394, column: 14, scope: !1037, inlinedAt: !1357)
!1370 = !DILocation(line: 404, column: 7, scope: !1004, inlinedAt: !1357)
!1371 = !DILocation(line: 363, column: 38, scope: !1066, inlinedAt: !1372)
!1372 = distinct !DILocation(line: 410, column: 26, scope: !1004, inlinedAt: !1357)
!1373 = !DILocation(line: 318, column: 55, scope: !811, inlinedAt: !1374)
!1374 = distinct !DILocation(line: 320, column: 29, scope: !822, inlinedAt: !1375)
!1375 = distinct !DILocation(line: 364, column: 9, scope: !1098, inlinedAt: !1372)
!1376 = !DILocation(line: 0, scope: !1053, inlinedAt: !1372)
!1377 = !DILocation(line: 0, scope: !1066, inlinedAt: !1372)
!1378 = !DILocation(line: 0, scope: !822, inlinedAt: !1375)
!1379 = !DILocation(line: 0, scope: !811, inlinedAt: !1374)
!1380 = !DILocation(line: 320, column: 36, scope: !822, inlinedAt: !1375)
!1381 = !DILocation(line: 364, column: 9, scope: !1098, inlinedAt: !1372)
!1382 = !DILocation(line: 364, column: 9, scope: !1066, inlinedAt: !1372)
!1383 = !DILocation(line: 364, column: 17, scope: !1098, inlinedAt: !1372)
!1384 = !DILocation(line: 365, column: 13, scope: !1098, inlinedAt: !1372)
!1385 = !DILocation(line: 365, column: 7, scope: !1098, inlinedAt: !1372)
!1386 = !DILocation(line: 0, scope: !804, inlinedAt: !1387)
!1387 = distinct !DILocation(line: 366, column: 14, scope: !1110, inlinedAt: !1372)
!1388 = !DILocation(line: 0, scope: !811, inlinedAt: !1389)
!1389 = distinct !DILocation(line: 319, column: 29, scope: !804, inlinedAt: !1387)
!1390 = !DILocation(line: 319, column: 36, scope: !804, inlinedAt: !1387)
!1391 = !DILocation(line: 366, column: 14, scope: !1110, inlinedAt: !1372)
!1392 = !DILocation(line: 366, column: 14, scope: !1098, inlinedAt: !1372)
!1393 = !DILocation(line: 0, scope: !943, inlinedAt: !1394)
!1394 = distinct !DILocation(line: 367, column: 11, scope: !1110, inlinedAt: !1372)
!1395 = !DILocation(line: 331, column: 52, scope: !943, inlinedAt: !1394)
!1396 = !DILocation(line: 367, column: 28, scope: !1110, inlinedAt: !1372)
!1397 = !DILocation(line: 0, scope: !1098, inlinedAt: !1372)
!1398 = !DILocation(line: 370, column: 11, scope: !1122, inlinedAt: !1372)
!1399 = !DILocation(line: 370, column: 9, scope: !1066, inlinedAt: !1372)
!1400 = !DILocation(line: 375, column: 22, scope: !1125, inlinedAt: !1372)
!1401 = !DILocation(line: 361, column: 3, scope: !1053, inlinedAt: !1372)
!1402 = !DILocation(line: 361, column: 3, scope: !1068, inlinedAt: !1372)
!1403 = !DILocation(line: 373, column: 9, scope: !1066, inlinedAt: !1372)
!1404 = distinct !{!1404, !1402, !1405, !1131}
!1405 = !DILocation(line: 381, column: 3, scope: !1068, inlinedAt: !1372)
!1406 = !DILocation(line: 375, column: 20, scope: !1125, inlinedAt: !1372)
!1407 = !DILocation(line: 375, column: 45, scope: !1125, inlinedAt: !1372)
!1408 = !DILocation(line: 375, column: 11, scope: !1125, inlinedAt: !1372)
!1409 = !DILocation(line: 375, column: 9, scope: !1066, inlinedAt: !1372)
!1410 = !DILocation(line: 418, column: 7, scope: !1144, inlinedAt: !1357)
!1411 = !DILocation(line: 418, column: 7, scope: !1004, inlinedAt: !1357)
!1412 = !DILocation(line: 419, column: 5, scope: !1144, inlinedAt: !1357)
!1413 = !DILocation(line: 419, column: 18, scope: !1144, inlinedAt: !1357)
!1414 = !DILocation(line: 428, column: 10, scope: !986, inlinedAt: !1355)
!1415 = !DILocation(line: 452, column: 34, scope: !1348)
!1416 = distinct !DISubprogram(name: "srand", scope: !3, file: !3, line: 458, type: !1417, scopeLine: 458, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1419)
!1417 = !DISubroutineType(types: !1418)
!1418 = !{null, !16}
!1419 = !{!1420, !1421, !1422, !1424, !1427, !1428}
!1420 = !DILocalVariable(name: "seed", arg: 1, scope: !1416, file: !3, line: 458, type: !16)
!1421 = !DILocalVariable(name: "word", scope: !1416, file: !3, line: 459, type: !15)
!1422 = !DILocalVariable(name: "i", scope: !1423, file: !3, line: 461, type: !14)
!1423 = distinct !DILexicalBlock(scope: !1416, file: !3, line: 461, column: 3)
!1424 = !DILocalVariable(name: "hi", scope: !1425, file: !3, line: 463, type: !12)
!1425 = distinct !DILexicalBlock(scope: !1426, file: !3, line: 461, column: 32)
!1426 = distinct !DILexicalBlock(scope: !1423, file: !3, line: 461, column: 3)
!1427 = !DILocalVariable(name: "lo", scope: !1425, file: !3, line: 464, type: !12)
!1428 = !DILocalVariable(name: "i", scope: !1429, file: !3, line: 473, type: !14)
!1429 = distinct !DILexicalBlock(scope: !1416, file: !3, line: 473, column: 3)
!1430 = !DILocation(line: 0, scope: !1416)
!1431 = !DILocation(line: 459, column: 14, scope: !1416)
!1432 = !DILocation(line: 460, column: 17, scope: !1416)
!1433 = !DILocation(line: 0, scope: !1423)
!1434 = !DILocation(line: 461, column: 3, scope: !1423)
!1435 = !DILocation(line: 472, column: 15, scope: !1416)
!1436 = !DILocation(line: 0, scope: !1429)
!1437 = !DILocation(line: 473, column: 3, scope: !1429)
!1438 = !DILocation(line: 463, column: 20, scope: !1425)
!1439 = !DILocation(line: 0, scope: !1425)
!1440 = !DILocation(line: 464, column: 20, scope: !1425)
!1441 = !DILocation(line: 465, column: 24, scope: !1425)
!1442 = !DILocation(line: 465, column: 36, scope: !1425)
!1443 = !DILocation(line: 465, column: 29, scope: !1425)
!1444 = !DILocation(line: 466, column: 14, scope: !1445)
!1445 = distinct !DILexicalBlock(scope: !1425, file: !3, line: 466, column: 9)
!1446 = !DILocation(line: 466, column: 9, scope: !1425)
!1447 = !DILocation(line: 468, column: 5, scope: !1425)
!1448 = !DILocation(line: 468, column: 19, scope: !1425)
!1449 = !DILocation(line: 461, column: 28, scope: !1426)
!1450 = !DILocation(line: 461, column: 21, scope: !1426)
!1451 = distinct !{!1451, !1434, !1452, !155}
!1452 = !DILocation(line: 469, column: 3, scope: !1423)
!1453 = !DILocation(line: 0, scope: !1454)
!1454 = distinct !DILexicalBlock(scope: !1455, file: !3, line: 473, column: 33)
!1455 = distinct !DILexicalBlock(scope: !1429, file: !3, line: 473, column: 3)
!1456 = !DILocation(line: 478, column: 1, scope: !1416)
!1457 = !DILocation(line: 474, column: 42, scope: !1454)
!1458 = !DILocation(line: 474, column: 73, scope: !1454)
!1459 = !DILocation(line: 474, column: 61, scope: !1454)
!1460 = !DILocation(line: 474, column: 24, scope: !1454)
!1461 = !DILocation(line: 475, column: 22, scope: !1454)
!1462 = !DILocation(line: 475, column: 27, scope: !1454)
!1463 = !DILocation(line: 476, column: 22, scope: !1454)
!1464 = !DILocation(line: 476, column: 27, scope: !1454)
!1465 = !DILocation(line: 473, column: 29, scope: !1455)
!1466 = !DILocation(line: 473, column: 21, scope: !1455)
!1467 = distinct !{!1467, !1437, !1468, !155}
!1468 = !DILocation(line: 477, column: 3, scope: !1429)
!1469 = distinct !DISubprogram(name: "rand", scope: !3, file: !3, line: 480, type: !1470, scopeLine: 480, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1472)
!1470 = !DISubroutineType(types: !1471)
!1471 = !{!14}
!1472 = !{!1473, !1474}
!1473 = !DILocalVariable(name: "v", scope: !1469, file: !3, line: 483, type: !16)
!1474 = !DILocalVariable(name: "result", scope: !1469, file: !3, line: 485, type: !14)
!1475 = !DILocation(line: 481, column: 8, scope: !1476)
!1476 = distinct !DILexicalBlock(scope: !1469, file: !3, line: 481, column: 7)
!1477 = !DILocation(line: 481, column: 7, scope: !1469)
!1478 = !DILocation(line: 483, column: 37, scope: !1469)
!1479 = !DILocation(line: 483, column: 68, scope: !1469)
!1480 = !DILocation(line: 0, scope: !1416, inlinedAt: !1481)
!1481 = distinct !DILocation(line: 482, column: 5, scope: !1476)
!1482 = !DILocation(line: 460, column: 17, scope: !1416, inlinedAt: !1481)
!1483 = !DILocation(line: 0, scope: !1423, inlinedAt: !1481)
!1484 = !DILocation(line: 461, column: 3, scope: !1423, inlinedAt: !1481)
!1485 = !DILocation(line: 472, column: 15, scope: !1416, inlinedAt: !1481)
!1486 = !DILocation(line: 0, scope: !1429, inlinedAt: !1481)
!1487 = !DILocation(line: 473, column: 3, scope: !1429, inlinedAt: !1481)
!1488 = !DILocation(line: 463, column: 20, scope: !1425, inlinedAt: !1481)
!1489 = !DILocation(line: 0, scope: !1425, inlinedAt: !1481)
!1490 = !DILocation(line: 464, column: 20, scope: !1425, inlinedAt: !1481)
!1491 = !DILocation(line: 465, column: 24, scope: !1425, inlinedAt: !1481)
!1492 = !DILocation(line: 465, column: 36, scope: !1425, inlinedAt: !1481)
!1493 = !DILocation(line: 465, column: 29, scope: !1425, inlinedAt: !1481)
!1494 = !DILocation(line: 466, column: 14, scope: !1445, inlinedAt: !1481)
!1495 = !DILocation(line: 466, column: 9, scope: !1425, inlinedAt: !1481)
!1496 = !DILocation(line: 468, column: 5, scope: !1425, inlinedAt: !1481)
!1497 = !DILocation(line: 468, column: 19, scope: !1425, inlinedAt: !1481)
!1498 = !DILocation(line: 461, column: 28, scope: !1426, inlinedAt: !1481)
!1499 = !DILocation(line: 461, column: 21, scope: !1426, inlinedAt: !1481)
!1500 = distinct !{!1500, !1484, !1501, !155}
!1501 = !DILocation(line: 469, column: 3, scope: !1423, inlinedAt: !1481)
!1502 = !DILocation(line: 474, column: 42, scope: !1454, inlinedAt: !1481)
!1503 = !DILocation(line: 474, column: 73, scope: !1454, inlinedAt: !1481)
!1504 = !DILocation(line: 474, column: 61, scope: !1454, inlinedAt: !1481)
!1505 = !DILocation(line: 474, column: 24, scope: !1454, inlinedAt: !1481)
!1506 = !DILocation(line: 475, column: 22, scope: !1454, inlinedAt: !1481)
!1507 = !DILocation(line: 475, column: 27, scope: !1454, inlinedAt: !1481)
!1508 = !DILocation(line: 476, column: 22, scope: !1454, inlinedAt: !1481)
!1509 = !DILocation(line: 476, column: 27, scope: !1454, inlinedAt: !1481)
!1510 = !DILocation(line: 473, column: 29, scope: !1455, inlinedAt: !1481)
!1511 = !DILocation(line: 473, column: 21, scope: !1455, inlinedAt: !1481)
!1512 = distinct !{!1512, !1487, !1513, !155}
!1513 = !DILocation(line: 477, column: 3, scope: !1429, inlinedAt: !1481)
!1514 = !DILocation(line: 483, column: 26, scope: !1469)
!1515 = !DILocation(line: 483, column: 57, scope: !1469)
!1516 = !DILocation(line: 483, column: 45, scope: !1469)
!1517 = !DILocation(line: 0, scope: !1469)
!1518 = !DILocation(line: 484, column: 22, scope: !1469)
!1519 = !DILocation(line: 485, column: 24, scope: !1469)
!1520 = !DILocation(line: 486, column: 20, scope: !1469)
!1521 = !DILocation(line: 486, column: 25, scope: !1469)
!1522 = !DILocation(line: 486, column: 10, scope: !1469)
!1523 = !DILocation(line: 487, column: 20, scope: !1469)
!1524 = !DILocation(line: 487, column: 25, scope: !1469)
!1525 = !DILocation(line: 487, column: 10, scope: !1469)
!1526 = !DILocation(line: 488, column: 3, scope: !1469)
!1527 = distinct !DISubprogram(name: "qsort", scope: !3, file: !3, line: 518, type: !1528, scopeLine: 518, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1533)
!1528 = !DISubroutineType(types: !1529)
!1529 = !{null, !8, !163, !163, !1530}
!1530 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1531, size: 64)
!1531 = !DISubroutineType(types: !1532)
!1532 = !{!14, !161, !161}
!1533 = !{!1534, !1535, !1536, !1537, !1538}
!1534 = !DILocalVariable(name: "base", arg: 1, scope: !1527, file: !3, line: 518, type: !8)
!1535 = !DILocalVariable(name: "n", arg: 2, scope: !1527, file: !3, line: 518, type: !163)
!1536 = !DILocalVariable(name: "size", arg: 3, scope: !1527, file: !3, line: 518, type: !163)
!1537 = !DILocalVariable(name: "cmp", arg: 4, scope: !1527, file: !3, line: 518, type: !1530)
!1538 = !DILocalVariable(name: "tmp", scope: !1527, file: !3, line: 521, type: !5)
!1539 = !DILocation(line: 0, scope: !1527)
!1540 = !DILocation(line: 519, column: 9, scope: !1541)
!1541 = distinct !DILexicalBlock(scope: !1527, file: !3, line: 519, column: 7)
!1542 = !DILocation(line: 519, column: 14, scope: !1541)
!1543 = !DILocation(line: 521, column: 24, scope: !1527)
!1544 = !DILocation(line: 521, column: 15, scope: !1527)
!1545 = !DILocation(line: 522, column: 8, scope: !1546)
!1546 = distinct !DILexicalBlock(scope: !1527, file: !3, line: 522, column: 7)
!1547 = !DILocation(line: 522, column: 7, scope: !1527)
!1548 = !DILocation(line: 523, column: 5, scope: !1546)
!1549 = !DILocation(line: 524, column: 3, scope: !1527)
!1550 = !DILocation(line: 525, column: 3, scope: !1527)
!1551 = !DILocation(line: 526, column: 1, scope: !1527)
!1552 = !DISubprogram(name: "abort", scope: !3, file: !3, line: 29, type: !52, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1553 = distinct !DISubprogram(name: "msort", scope: !3, file: !3, line: 492, type: !1554, scopeLine: 493, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1556)
!1554 = !DISubroutineType(types: !1555)
!1555 = !{null, !5, !163, !163, !1530, !5}
!1556 = !{!1557, !1558, !1559, !1560, !1561, !1562, !1563, !1564, !1565, !1566}
!1557 = !DILocalVariable(name: "b", arg: 1, scope: !1553, file: !3, line: 492, type: !5)
!1558 = !DILocalVariable(name: "n", arg: 2, scope: !1553, file: !3, line: 492, type: !163)
!1559 = !DILocalVariable(name: "size", arg: 3, scope: !1553, file: !3, line: 492, type: !163)
!1560 = !DILocalVariable(name: "cmp", arg: 4, scope: !1553, file: !3, line: 492, type: !1530)
!1561 = !DILocalVariable(name: "tmp", arg: 5, scope: !1553, file: !3, line: 493, type: !5)
!1562 = !DILocalVariable(name: "n1", scope: !1553, file: !3, line: 496, type: !163)
!1563 = !DILocalVariable(name: "n2", scope: !1553, file: !3, line: 496, type: !163)
!1564 = !DILocalVariable(name: "b1", scope: !1553, file: !3, line: 497, type: !5)
!1565 = !DILocalVariable(name: "b2", scope: !1553, file: !3, line: 497, type: !5)
!1566 = !DILocalVariable(name: "out", scope: !1553, file: !3, line: 500, type: !5)
!1567 = !DILocation(line: 0, scope: !1553)
!1568 = !DILocation(line: 494, column: 9, scope: !1569)
!1569 = distinct !DILexicalBlock(scope: !1553, file: !3, line: 494, column: 7)
!1570 = !DILocation(line: 494, column: 7, scope: !1553)
!1571 = !DILocation(line: 496, column: 17, scope: !1553)
!1572 = !DILocation(line: 496, column: 29, scope: !1553)
!1573 = !DILocation(line: 497, column: 30, scope: !1553)
!1574 = !DILocation(line: 497, column: 25, scope: !1553)
!1575 = !DILocation(line: 498, column: 3, scope: !1553)
!1576 = !DILocation(line: 499, column: 3, scope: !1553)
!1577 = !DILocation(line: 501, column: 17, scope: !1553)
!1578 = !DILocation(line: 501, column: 3, scope: !1553)
!1579 = !DILocation(line: 502, column: 9, scope: !1580)
!1580 = distinct !DILexicalBlock(scope: !1581, file: !3, line: 502, column: 9)
!1581 = distinct !DILexicalBlock(scope: !1553, file: !3, line: 501, column: 28)
!1582 = !DILocation(line: 502, column: 21, scope: !1580)
!1583 = !DILocation(line: 502, column: 9, scope: !1581)
!1584 = !DILocation(line: 503, column: 7, scope: !1585)
!1585 = distinct !DILexicalBlock(scope: !1580, file: !3, line: 502, column: 27)
!1586 = !DILocation(line: 504, column: 10, scope: !1585)
!1587 = !DILocation(line: 505, column: 9, scope: !1585)
!1588 = !DILocation(line: 506, column: 5, scope: !1585)
!1589 = !DILocation(line: 507, column: 7, scope: !1590)
!1590 = distinct !DILexicalBlock(scope: !1580, file: !3, line: 506, column: 12)
!1591 = !DILocation(line: 508, column: 10, scope: !1590)
!1592 = !DILocation(line: 509, column: 9, scope: !1590)
!1593 = !DILocation(line: 511, column: 9, scope: !1581)
!1594 = !DILocation(line: 501, column: 13, scope: !1553)
!1595 = distinct !{!1595, !1578, !1596, !155}
!1596 = !DILocation(line: 512, column: 3, scope: !1553)
!1597 = !DILocation(line: 513, column: 7, scope: !1553)
!1598 = !DILocation(line: 514, column: 24, scope: !1599)
!1599 = distinct !DILexicalBlock(scope: !1553, file: !3, line: 513, column: 7)
!1600 = !DILocation(line: 514, column: 5, scope: !1599)
!1601 = !DILocation(line: 515, column: 21, scope: !1553)
!1602 = !DILocation(line: 515, column: 27, scope: !1553)
!1603 = !DILocation(line: 515, column: 3, scope: !1553)
!1604 = !DILocation(line: 516, column: 1, scope: !1553)
!1605 = !DISubprogram(name: "free", scope: !3, file: !3, line: 24, type: !78, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1606 = distinct !DISubprogram(name: "bsearch", scope: !3, file: !3, line: 528, type: !1607, scopeLine: 529, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1609)
!1607 = !DISubroutineType(types: !1608)
!1608 = !{!8, !161, !161, !163, !163, !1530}
!1609 = !{!1610, !1611, !1612, !1613, !1614, !1615, !1616, !1617, !1619, !1620}
!1610 = !DILocalVariable(name: "key", arg: 1, scope: !1606, file: !3, line: 528, type: !161)
!1611 = !DILocalVariable(name: "base", arg: 2, scope: !1606, file: !3, line: 528, type: !161)
!1612 = !DILocalVariable(name: "n", arg: 3, scope: !1606, file: !3, line: 528, type: !163)
!1613 = !DILocalVariable(name: "size", arg: 4, scope: !1606, file: !3, line: 528, type: !163)
!1614 = !DILocalVariable(name: "cmp", arg: 5, scope: !1606, file: !3, line: 529, type: !1530)
!1615 = !DILocalVariable(name: "lo", scope: !1606, file: !3, line: 530, type: !163)
!1616 = !DILocalVariable(name: "hi", scope: !1606, file: !3, line: 530, type: !163)
!1617 = !DILocalVariable(name: "mid", scope: !1618, file: !3, line: 532, type: !163)
!1618 = distinct !DILexicalBlock(scope: !1606, file: !3, line: 531, column: 19)
!1619 = !DILocalVariable(name: "p", scope: !1618, file: !3, line: 533, type: !17)
!1620 = !DILocalVariable(name: "c", scope: !1618, file: !3, line: 534, type: !14)
!1621 = !DILocation(line: 0, scope: !1606)
!1622 = !DILocation(line: 531, column: 3, scope: !1606)
!1623 = !DILocation(line: 530, column: 18, scope: !1606)
!1624 = !DILocation(line: 530, column: 10, scope: !1606)
!1625 = !DILocation(line: 531, column: 13, scope: !1606)
!1626 = !DILocation(line: 532, column: 27, scope: !1618)
!1627 = !DILocation(line: 532, column: 33, scope: !1618)
!1628 = !DILocation(line: 532, column: 21, scope: !1618)
!1629 = !DILocation(line: 0, scope: !1618)
!1630 = !DILocation(line: 533, column: 46, scope: !1618)
!1631 = !DILocation(line: 533, column: 40, scope: !1618)
!1632 = !DILocation(line: 534, column: 13, scope: !1618)
!1633 = !DILocation(line: 535, column: 11, scope: !1634)
!1634 = distinct !DILexicalBlock(scope: !1618, file: !3, line: 535, column: 9)
!1635 = !DILocation(line: 535, column: 9, scope: !1618)
!1636 = distinct !{!1636, !1622, !1637, !155}
!1637 = !DILocation(line: 541, column: 3, scope: !1606)
!1638 = !DILocation(line: 543, column: 1, scope: !1606)
!1639 = distinct !DISubprogram(name: "pthread_once", scope: !3, file: !3, line: 552, type: !1640, scopeLine: 552, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1642)
!1640 = !DISubroutineType(types: !1641)
!1641 = !{!14, !114, !51}
!1642 = !{!1643, !1644}
!1643 = !DILocalVariable(name: "once", arg: 1, scope: !1639, file: !3, line: 552, type: !114)
!1644 = !DILocalVariable(name: "init", arg: 2, scope: !1639, file: !3, line: 552, type: !51)
!1645 = !DILocation(line: 0, scope: !1639)
!1646 = !DILocation(line: 553, column: 3, scope: !1639)
!1647 = !DILocation(line: 554, column: 7, scope: !1648)
!1648 = distinct !DILexicalBlock(scope: !1639, file: !3, line: 554, column: 7)
!1649 = !DILocation(line: 554, column: 13, scope: !1648)
!1650 = !DILocation(line: 554, column: 7, scope: !1639)
!1651 = !DILocation(line: 555, column: 11, scope: !1652)
!1652 = distinct !DILexicalBlock(scope: !1648, file: !3, line: 554, column: 19)
!1653 = !DILocation(line: 556, column: 5, scope: !1652)
!1654 = !DILocation(line: 557, column: 5, scope: !1652)
!1655 = !DILocation(line: 558, column: 11, scope: !1652)
!1656 = !DILocation(line: 559, column: 5, scope: !1652)
!1657 = !DILocation(line: 561, column: 3, scope: !1639)
!1658 = !DILocation(line: 562, column: 3, scope: !1639)
!1659 = !DILocation(line: 563, column: 3, scope: !1639)
!1660 = !DILocation(line: 564, column: 1, scope: !1639)
!1661 = !DISubprogram(name: "__VERIFIER_atomic_begin", scope: !3, file: !3, line: 547, type: !52, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1662 = !DISubprogram(name: "__VERIFIER_atomic_end", scope: !3, file: !3, line: 548, type: !52, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1663 = !DISubprogram(name: "__pancam_await_eq", scope: !3, file: !3, line: 549, type: !1664, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1664 = !DISubroutineType(types: !1665)
!1665 = !{null, !114, !14}
!1666 = distinct !DISubprogram(name: "pthread_key_create", scope: !3, file: !3, line: 571, type: !1667, scopeLine: 571, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1670)
!1667 = !DISubroutineType(types: !1668)
!1668 = !{!14, !1669, !77}
!1669 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!1670 = !{!1671, !1672, !1673}
!1671 = !DILocalVariable(name: "key", arg: 1, scope: !1666, file: !3, line: 571, type: !1669)
!1672 = !DILocalVariable(name: "dtor", arg: 2, scope: !1666, file: !3, line: 571, type: !77)
!1673 = !DILocalVariable(name: "k", scope: !1674, file: !3, line: 573, type: !16)
!1674 = distinct !DILexicalBlock(scope: !1666, file: !3, line: 573, column: 3)
!1675 = !DILocation(line: 0, scope: !1666)
!1676 = !DILocation(line: 572, column: 3, scope: !1666)
!1677 = !DILocation(line: 0, scope: !1674)
!1678 = !DILocation(line: 573, column: 3, scope: !1674)
!1679 = !DILocation(line: 574, column: 10, scope: !1680)
!1680 = distinct !DILexicalBlock(scope: !1681, file: !3, line: 574, column: 9)
!1681 = distinct !DILexicalBlock(scope: !1682, file: !3, line: 573, column: 43)
!1682 = distinct !DILexicalBlock(scope: !1674, file: !3, line: 573, column: 3)
!1683 = !DILocation(line: 574, column: 9, scope: !1681)
!1684 = !DILocation(line: 573, column: 39, scope: !1682)
!1685 = !DILocation(line: 573, column: 26, scope: !1682)
!1686 = distinct !{!1686, !1678, !1687, !155}
!1687 = !DILocation(line: 581, column: 3, scope: !1674)
!1688 = !DILocation(line: 575, column: 19, scope: !1689)
!1689 = distinct !DILexicalBlock(scope: !1680, file: !3, line: 574, column: 23)
!1690 = !DILocation(line: 576, column: 7, scope: !1689)
!1691 = !DILocation(line: 576, column: 19, scope: !1689)
!1692 = !DILocation(line: 577, column: 7, scope: !1689)
!1693 = !DILocation(line: 578, column: 12, scope: !1689)
!1694 = !DILocation(line: 582, column: 3, scope: !1666)
!1695 = !DILocation(line: 583, column: 3, scope: !1666)
!1696 = !DILocation(line: 584, column: 1, scope: !1666)
!1697 = distinct !DISubprogram(name: "pthread_key_delete", scope: !3, file: !3, line: 586, type: !1698, scopeLine: 586, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1700)
!1698 = !DISubroutineType(types: !1699)
!1699 = !{!14, !16}
!1700 = !{!1701}
!1701 = !DILocalVariable(name: "key", arg: 1, scope: !1697, file: !3, line: 586, type: !16)
!1702 = !DILocation(line: 0, scope: !1697)
!1703 = !DILocation(line: 587, column: 11, scope: !1704)
!1704 = distinct !DILexicalBlock(scope: !1697, file: !3, line: 587, column: 7)
!1705 = !DILocation(line: 587, column: 23, scope: !1704)
!1706 = !DILocation(line: 587, column: 27, scope: !1704)
!1707 = !DILocation(line: 587, column: 7, scope: !1697)
!1708 = !DILocation(line: 589, column: 17, scope: !1697)
!1709 = !DILocation(line: 590, column: 3, scope: !1697)
!1710 = !DILocation(line: 590, column: 17, scope: !1697)
!1711 = !DILocation(line: 591, column: 3, scope: !1697)
!1712 = !DILocation(line: 592, column: 1, scope: !1697)
!1713 = distinct !DISubprogram(name: "pthread_getspecific", scope: !3, file: !3, line: 594, type: !1714, scopeLine: 594, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1716)
!1714 = !DISubroutineType(types: !1715)
!1715 = !{!8, !16}
!1716 = !{!1717}
!1717 = !DILocalVariable(name: "key", arg: 1, scope: !1713, file: !3, line: 594, type: !16)
!1718 = !DILocation(line: 0, scope: !1713)
!1719 = !DILocation(line: 594, column: 54, scope: !1713)
!1720 = !DILocation(line: 594, column: 50, scope: !1713)
!1721 = !DILocation(line: 594, column: 67, scope: !1713)
!1722 = !DILocation(line: 594, column: 43, scope: !1713)
!1723 = distinct !DISubprogram(name: "pthread_setspecific", scope: !3, file: !3, line: 596, type: !1724, scopeLine: 596, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1726)
!1724 = !DISubroutineType(types: !1725)
!1725 = !{!14, !16, !161}
!1726 = !{!1727, !1728}
!1727 = !DILocalVariable(name: "key", arg: 1, scope: !1723, file: !3, line: 596, type: !16)
!1728 = !DILocalVariable(name: "value", arg: 2, scope: !1723, file: !3, line: 596, type: !161)
!1729 = !DILocation(line: 0, scope: !1723)
!1730 = !DILocation(line: 597, column: 11, scope: !1731)
!1731 = distinct !DILexicalBlock(scope: !1723, file: !3, line: 597, column: 7)
!1732 = !DILocation(line: 597, column: 23, scope: !1731)
!1733 = !DILocation(line: 597, column: 27, scope: !1731)
!1734 = !DILocation(line: 597, column: 7, scope: !1723)
!1735 = !DILocation(line: 599, column: 3, scope: !1723)
!1736 = !DILocation(line: 599, column: 18, scope: !1723)
!1737 = !DILocation(line: 600, column: 3, scope: !1723)
!1738 = !DILocation(line: 601, column: 1, scope: !1723)
