; ModuleID = 'src/vm/libc/libc.c'
source_filename = "src/vm/libc/libc.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

%struct.pancam_file = type { i32 }

@pancam_errno = internal thread_local global i32 0, align 4, !dbg !0
@pancam_stdin = internal global %struct.pancam_file zeroinitializer, align 4, !dbg !69
@stdin = dso_local local_unnamed_addr global ptr @pancam_stdin, align 4, !dbg !23
@pancam_stdout = internal global %struct.pancam_file { i32 1 }, align 4, !dbg !71
@stdout = dso_local local_unnamed_addr global ptr @pancam_stdout, align 4, !dbg !29
@pancam_stderr = internal global %struct.pancam_file { i32 2 }, align 4, !dbg !73
@stderr = dso_local local_unnamed_addr global ptr @pancam_stderr, align 4, !dbg !31
@atexit_n = internal unnamed_addr global i32 0, align 4, !dbg !56
@atexit_fns = internal unnamed_addr global [32 x ptr] zeroinitializer, align 4, !dbg !48
@strtok.save = internal unnamed_addr global ptr null, align 4, !dbg !33
@ctype_b = internal constant ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), align 4, !dbg !75
@ctype_lower = internal constant ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), align 4, !dbg !41
@ctype_upper = internal constant ptr getelementptr inbounds (i8, ptr @ctype_upper_table, i32 512), align 4, !dbg !46
@ctype_lower_table = internal constant [384 x i32] [i32 -128, i32 -127, i32 -126, i32 -125, i32 -124, i32 -123, i32 -122, i32 -121, i32 -120, i32 -119, i32 -118, i32 -117, i32 -116, i32 -115, i32 -114, i32 -113, i32 -112, i32 -111, i32 -110, i32 -109, i32 -108, i32 -107, i32 -106, i32 -105, i32 -104, i32 -103, i32 -102, i32 -101, i32 -100, i32 -99, i32 -98, i32 -97, i32 -96, i32 -95, i32 -94, i32 -93, i32 -92, i32 -91, i32 -90, i32 -89, i32 -88, i32 -87, i32 -86, i32 -85, i32 -84, i32 -83, i32 -82, i32 -81, i32 -80, i32 -79, i32 -78, i32 -77, i32 -76, i32 -75, i32 -74, i32 -73, i32 -72, i32 -71, i32 -70, i32 -69, i32 -68, i32 -67, i32 -66, i32 -65, i32 -64, i32 -63, i32 -62, i32 -61, i32 -60, i32 -59, i32 -58, i32 -57, i32 -56, i32 -55, i32 -54, i32 -53, i32 -52, i32 -51, i32 -50, i32 -49, i32 -48, i32 -47, i32 -46, i32 -45, i32 -44, i32 -43, i32 -42, i32 -41, i32 -40, i32 -39, i32 -38, i32 -37, i32 -36, i32 -35, i32 -34, i32 -33, i32 -32, i32 -31, i32 -30, i32 -29, i32 -28, i32 -27, i32 -26, i32 -25, i32 -24, i32 -23, i32 -22, i32 -21, i32 -20, i32 -19, i32 -18, i32 -17, i32 -16, i32 -15, i32 -14, i32 -13, i32 -12, i32 -11, i32 -10, i32 -9, i32 -8, i32 -7, i32 -6, i32 -5, i32 -4, i32 -3, i32 -2, i32 -1, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119, i32 120, i32 121, i32 122, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119, i32 120, i32 121, i32 122, i32 123, i32 124, i32 125, i32 126, i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254, i32 255], align 4, !dbg !85
@ctype_upper_table = internal constant [384 x i32] [i32 -128, i32 -127, i32 -126, i32 -125, i32 -124, i32 -123, i32 -122, i32 -121, i32 -120, i32 -119, i32 -118, i32 -117, i32 -116, i32 -115, i32 -114, i32 -113, i32 -112, i32 -111, i32 -110, i32 -109, i32 -108, i32 -107, i32 -106, i32 -105, i32 -104, i32 -103, i32 -102, i32 -101, i32 -100, i32 -99, i32 -98, i32 -97, i32 -96, i32 -95, i32 -94, i32 -93, i32 -92, i32 -91, i32 -90, i32 -89, i32 -88, i32 -87, i32 -86, i32 -85, i32 -84, i32 -83, i32 -82, i32 -81, i32 -80, i32 -79, i32 -78, i32 -77, i32 -76, i32 -75, i32 -74, i32 -73, i32 -72, i32 -71, i32 -70, i32 -69, i32 -68, i32 -67, i32 -66, i32 -65, i32 -64, i32 -63, i32 -62, i32 -61, i32 -60, i32 -59, i32 -58, i32 -57, i32 -56, i32 -55, i32 -54, i32 -53, i32 -52, i32 -51, i32 -50, i32 -49, i32 -48, i32 -47, i32 -46, i32 -45, i32 -44, i32 -43, i32 -42, i32 -41, i32 -40, i32 -39, i32 -38, i32 -37, i32 -36, i32 -35, i32 -34, i32 -33, i32 -32, i32 -31, i32 -30, i32 -29, i32 -28, i32 -27, i32 -26, i32 -25, i32 -24, i32 -23, i32 -22, i32 -21, i32 -20, i32 -19, i32 -18, i32 -17, i32 -16, i32 -15, i32 -14, i32 -13, i32 -12, i32 -11, i32 -10, i32 -9, i32 -8, i32 -7, i32 -6, i32 -5, i32 -4, i32 -3, i32 -2, i32 -1, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 123, i32 124, i32 125, i32 126, i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254, i32 255], align 4, !dbg !88
@rand_state = internal unnamed_addr global [31 x i32] zeroinitializer, align 4, !dbg !58
@rand_f = internal unnamed_addr global i32 0, align 4, !dbg !63
@rand_r = internal unnamed_addr global i32 0, align 4, !dbg !65
@rand_seeded = internal unnamed_addr global i1 false, align 4, !dbg !90
@ctype_b_table = internal constant <{ [256 x i16], [128 x i16] }> <{ [256 x i16] [i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 8195, i16 8194, i16 8194, i16 8194, i16 8194, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 24577, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -11000, i16 -11000, i16 -11000, i16 -11000, i16 -11000, i16 -11000, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -10744, i16 -10744, i16 -10744, i16 -10744, i16 -10744, i16 -10744, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 2], [128 x i16] zeroinitializer }>, align 2, !dbg !80

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local nonnull ptr @__errno_location() local_unnamed_addr #0 !dbg !98 {
  %1 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !102
  ret ptr %1, !dbg !103
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 -1, 1) i32 @atexit(ptr noundef %0) local_unnamed_addr #2 !dbg !104 {
    #dbg_value(ptr %0, !108, !DIExpression(), !109)
  %2 = load i32, ptr @atexit_n, align 4, !dbg !110, !tbaa !112
  %3 = icmp sgt i32 %2, 31, !dbg !116
  br i1 %3, label %7, label %4, !dbg !117

4:                                                ; preds = %1
  %5 = add nsw i32 %2, 1, !dbg !118
  store i32 %5, ptr @atexit_n, align 4, !dbg !118, !tbaa !112
  %6 = getelementptr inbounds [32 x ptr], ptr @atexit_fns, i32 0, i32 %2, !dbg !119
  store ptr %0, ptr %6, align 4, !dbg !120, !tbaa !121
  br label %7, !dbg !123

7:                                                ; preds = %1, %4
  %8 = phi i32 [ 0, %4 ], [ -1, %1 ], !dbg !109
  ret i32 %8, !dbg !124
}

; Function Attrs: noreturn nounwind
define dso_local void @exit(i32 noundef %0) local_unnamed_addr #3 !dbg !125 {
    #dbg_value(i32 %0, !129, !DIExpression(), !132)
  %2 = load i32, ptr @atexit_n, align 4, !dbg !133, !tbaa !112
  %3 = icmp sgt i32 %2, 0, !dbg !134
  br i1 %3, label %4, label %11, !dbg !135

4:                                                ; preds = %1, %4
  %5 = phi i32 [ %9, %4 ], [ %2, %1 ]
  %6 = add nsw i32 %5, -1, !dbg !136
  store i32 %6, ptr @atexit_n, align 4, !dbg !136, !tbaa !112
  %7 = getelementptr inbounds [32 x ptr], ptr @atexit_fns, i32 0, i32 %6, !dbg !137
  %8 = load ptr, ptr %7, align 4, !dbg !137, !tbaa !121
    #dbg_value(ptr %8, !130, !DIExpression(), !138)
  tail call void %8() #15, !dbg !139
  %9 = load i32, ptr @atexit_n, align 4, !dbg !133, !tbaa !112
  %10 = icmp sgt i32 %9, 0, !dbg !134
  br i1 %10, label %4, label %11, !dbg !135, !llvm.loop !140

11:                                               ; preds = %4, %1
  tail call void @__pancam_exit(i32 noundef %0) #16, !dbg !143
  unreachable, !dbg !143
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: noreturn
declare !dbg !144 void @__pancam_exit(i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local i32 @memcmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #6 !dbg !145 {
    #dbg_value(ptr %0, !152, !DIExpression(), !159)
    #dbg_value(ptr %1, !153, !DIExpression(), !159)
    #dbg_value(i32 %2, !154, !DIExpression(), !159)
    #dbg_value(ptr %0, !155, !DIExpression(), !159)
    #dbg_value(ptr %1, !156, !DIExpression(), !159)
    #dbg_value(i32 0, !157, !DIExpression(), !160)
  %4 = icmp eq i32 %2, 0, !dbg !161
  br i1 %4, label %18, label %8, !dbg !163

5:                                                ; preds = %8
  %6 = add nuw i32 %9, 1, !dbg !164
    #dbg_value(i32 %6, !157, !DIExpression(), !160)
    #dbg_value(i32 %6, !157, !DIExpression(), !160)
  %7 = icmp eq i32 %6, %2, !dbg !161
  br i1 %7, label %18, label %8, !dbg !163, !llvm.loop !165

8:                                                ; preds = %3, %5
  %9 = phi i32 [ %6, %5 ], [ 0, %3 ]
    #dbg_value(i32 %9, !157, !DIExpression(), !160)
  %10 = getelementptr inbounds i8, ptr %0, i32 %9, !dbg !167
  %11 = load i8, ptr %10, align 1, !dbg !167, !tbaa !169
  %12 = getelementptr inbounds i8, ptr %1, i32 %9, !dbg !170
  %13 = load i8, ptr %12, align 1, !dbg !170, !tbaa !169
  %14 = icmp eq i8 %11, %13, !dbg !171
    #dbg_value(i32 %9, !157, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !160)
  br i1 %14, label %5, label %15, !dbg !172

15:                                               ; preds = %8
  %16 = icmp ult i8 %11, %13, !dbg !173
  %17 = select i1 %16, i32 -1, i32 1, !dbg !174
  br label %18, !dbg !175

18:                                               ; preds = %5, %3, %15
  %19 = phi i32 [ %17, %15 ], [ 0, %3 ], [ 0, %5 ]
  ret i32 %19, !dbg !176
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local ptr @memchr(ptr noundef readonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #6 !dbg !177 {
    #dbg_value(ptr %0, !181, !DIExpression(), !187)
    #dbg_value(i32 %1, !182, !DIExpression(), !187)
    #dbg_value(i32 %2, !183, !DIExpression(), !187)
    #dbg_value(ptr %0, !184, !DIExpression(), !187)
    #dbg_value(i32 0, !185, !DIExpression(), !188)
  %4 = icmp eq i32 %2, 0, !dbg !189
  br i1 %4, label %17, label %5, !dbg !191

5:                                                ; preds = %3
  %6 = trunc i32 %1 to i8
  br label %7, !dbg !191

7:                                                ; preds = %5, %12
  %8 = phi i32 [ 0, %5 ], [ %13, %12 ]
    #dbg_value(i32 %8, !185, !DIExpression(), !188)
  %9 = getelementptr inbounds i8, ptr %0, i32 %8, !dbg !192
  %10 = load i8, ptr %9, align 1, !dbg !192, !tbaa !169
  %11 = icmp eq i8 %10, %6, !dbg !194
  br i1 %11, label %15, label %12, !dbg !195

12:                                               ; preds = %7
  %13 = add nuw i32 %8, 1, !dbg !196
    #dbg_value(i32 %13, !185, !DIExpression(), !188)
  %14 = icmp eq i32 %13, %2, !dbg !189
  br i1 %14, label %17, label %7, !dbg !191, !llvm.loop !197

15:                                               ; preds = %7
  %16 = getelementptr inbounds i8, ptr %0, i32 %8
  br label %17, !dbg !199

17:                                               ; preds = %12, %15, %3
  %18 = phi ptr [ null, %3 ], [ %16, %15 ], [ null, %12 ]
  ret ptr %18, !dbg !199
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local i32 @strnlen(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #6 !dbg !200 {
    #dbg_value(ptr %0, !204, !DIExpression(), !207)
    #dbg_value(i32 %1, !205, !DIExpression(), !207)
    #dbg_value(i32 0, !206, !DIExpression(), !207)
  %3 = icmp eq i32 %1, 0, !dbg !208
  br i1 %3, label %12, label %4, !dbg !209

4:                                                ; preds = %2, %9
  %5 = phi i32 [ %10, %9 ], [ 0, %2 ]
    #dbg_value(i32 %5, !206, !DIExpression(), !207)
  %6 = getelementptr inbounds i8, ptr %0, i32 %5, !dbg !210
  %7 = load i8, ptr %6, align 1, !dbg !210, !tbaa !169
  %8 = icmp eq i8 %7, 0, !dbg !209
  br i1 %8, label %12, label %9, !dbg !211

9:                                                ; preds = %4
  %10 = add nuw i32 %5, 1, !dbg !212
    #dbg_value(i32 %10, !206, !DIExpression(), !207)
  %11 = icmp eq i32 %10, %1, !dbg !208
  br i1 %11, label %12, label %4, !dbg !209, !llvm.loop !213

12:                                               ; preds = %4, %9, %2
  %13 = phi i32 [ 0, %2 ], [ %1, %9 ], [ %5, %4 ], !dbg !207
  ret i32 %13, !dbg !214
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local range(i32 -1, 2) i32 @strcmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #7 !dbg !215 {
    #dbg_value(ptr %0, !219, !DIExpression(), !223)
    #dbg_value(ptr %1, !220, !DIExpression(), !223)
    #dbg_value(ptr %0, !221, !DIExpression(), !223)
    #dbg_value(ptr %1, !222, !DIExpression(), !223)
  %3 = load i8, ptr %0, align 1, !dbg !224, !tbaa !169
  %4 = icmp eq i8 %3, 0, !dbg !224
  br i1 %4, label %16, label %5, !dbg !225

5:                                                ; preds = %2, %11
  %6 = phi i8 [ %14, %11 ], [ %3, %2 ]
  %7 = phi ptr [ %13, %11 ], [ %1, %2 ]
  %8 = phi ptr [ %12, %11 ], [ %0, %2 ]
    #dbg_value(ptr %7, !222, !DIExpression(), !223)
    #dbg_value(ptr %8, !221, !DIExpression(), !223)
  %9 = load i8, ptr %7, align 1, !dbg !226, !tbaa !169
  %10 = icmp eq i8 %6, %9, !dbg !227
  br i1 %10, label %11, label %16, !dbg !228

11:                                               ; preds = %5
  %12 = getelementptr inbounds i8, ptr %8, i32 1, !dbg !229
    #dbg_value(ptr %12, !221, !DIExpression(), !223)
  %13 = getelementptr inbounds i8, ptr %7, i32 1, !dbg !231
    #dbg_value(ptr %13, !222, !DIExpression(), !223)
  %14 = load i8, ptr %12, align 1, !dbg !224, !tbaa !169
  %15 = icmp eq i8 %14, 0, !dbg !224
  br i1 %15, label %16, label %5, !dbg !225, !llvm.loop !232

16:                                               ; preds = %5, %11, %2
  %17 = phi ptr [ %1, %2 ], [ %13, %11 ], [ %7, %5 ], !dbg !223
  %18 = phi i8 [ 0, %2 ], [ 0, %11 ], [ %6, %5 ], !dbg !224
  %19 = load i8, ptr %17, align 1, !dbg !234, !tbaa !169
  %20 = icmp ugt i8 %18, %19, !dbg !235
  %21 = zext i1 %20 to i32, !dbg !235
  %22 = icmp ult i8 %18, %19, !dbg !236
  %23 = sext i1 %22 to i32, !dbg !236
  %24 = add nsw i32 %23, %21, !dbg !237
  ret i32 %24, !dbg !238
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local i32 @strncmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #6 !dbg !239 {
    #dbg_value(ptr %0, !243, !DIExpression(), !250)
    #dbg_value(ptr %1, !244, !DIExpression(), !250)
    #dbg_value(i32 %2, !245, !DIExpression(), !250)
    #dbg_value(ptr %0, !246, !DIExpression(), !250)
    #dbg_value(ptr %1, !247, !DIExpression(), !250)
    #dbg_value(i32 0, !248, !DIExpression(), !251)
  %4 = icmp eq i32 %2, 0, !dbg !252
  br i1 %4, label %23, label %5, !dbg !254

5:                                                ; preds = %3, %18
  %6 = phi i32 [ %20, %18 ], [ 0, %3 ]
    #dbg_value(i32 %6, !248, !DIExpression(), !251)
  %7 = getelementptr inbounds i8, ptr %0, i32 %6, !dbg !255
  %8 = load i8, ptr %7, align 1, !dbg !255, !tbaa !169
  %9 = getelementptr inbounds i8, ptr %1, i32 %6, !dbg !258
  %10 = load i8, ptr %9, align 1, !dbg !258, !tbaa !169
  %11 = icmp eq i8 %8, %10, !dbg !259
  br i1 %11, label %18, label %12, !dbg !260

12:                                               ; preds = %5
  %13 = icmp ugt i8 %8, %10, !dbg !261
  %14 = zext i1 %13 to i32, !dbg !261
  %15 = icmp ult i8 %8, %10, !dbg !262
  %16 = sext i1 %15 to i32, !dbg !262
  %17 = add nsw i32 %16, %14, !dbg !263
  br label %23, !dbg !264

18:                                               ; preds = %5
  %19 = icmp eq i8 %8, 0, !dbg !265
    #dbg_value(i32 %6, !248, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !251)
  %20 = add nuw i32 %6, 1
    #dbg_value(i32 %20, !248, !DIExpression(), !251)
    #dbg_value(i32 %20, !248, !DIExpression(), !251)
  %21 = icmp eq i32 %20, %2
  %22 = select i1 %19, i1 true, i1 %21, !dbg !267
  br i1 %22, label %23, label %5, !dbg !267, !llvm.loop !268

23:                                               ; preds = %18, %3, %12
  %24 = phi i32 [ %17, %12 ], [ 0, %3 ], [ 0, %18 ]
  ret i32 %24, !dbg !270
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local noundef ptr @strcpy(ptr noundef returned writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #8 !dbg !271 {
    #dbg_value(ptr %0, !273, !DIExpression(), !276)
    #dbg_value(ptr %1, !274, !DIExpression(), !276)
    #dbg_value(ptr %0, !275, !DIExpression(), !276)
  br label %3, !dbg !277

3:                                                ; preds = %3, %2
  %4 = phi ptr [ %1, %2 ], [ %6, %3 ]
  %5 = phi ptr [ %0, %2 ], [ %8, %3 ]
    #dbg_value(ptr %5, !273, !DIExpression(), !276)
    #dbg_value(ptr %4, !274, !DIExpression(), !276)
  %6 = getelementptr inbounds i8, ptr %4, i32 1, !dbg !278
    #dbg_value(ptr %6, !274, !DIExpression(), !276)
  %7 = load i8, ptr %4, align 1, !dbg !279, !tbaa !169
  %8 = getelementptr inbounds i8, ptr %5, i32 1, !dbg !280
    #dbg_value(ptr %8, !273, !DIExpression(), !276)
  store i8 %7, ptr %5, align 1, !dbg !281, !tbaa !169
  %9 = icmp eq i8 %7, 0, !dbg !277
  br i1 %9, label %10, label %3, !dbg !277, !llvm.loop !282

10:                                               ; preds = %3
  ret ptr %0, !dbg !284
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local noundef ptr @strncpy(ptr noundef returned writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #9 !dbg !285 {
    #dbg_value(ptr %0, !289, !DIExpression(), !293)
    #dbg_value(ptr %1, !290, !DIExpression(), !293)
    #dbg_value(i32 %2, !291, !DIExpression(), !293)
    #dbg_value(i32 0, !292, !DIExpression(), !293)
  %4 = icmp eq i32 %2, 0, !dbg !294
  br i1 %4, label %14, label %5, !dbg !297

5:                                                ; preds = %3, %10
  %6 = phi i32 [ %12, %10 ], [ 0, %3 ]
    #dbg_value(i32 %6, !292, !DIExpression(), !293)
  %7 = getelementptr inbounds i8, ptr %1, i32 %6, !dbg !298
  %8 = load i8, ptr %7, align 1, !dbg !298, !tbaa !169
  %9 = icmp eq i8 %8, 0, !dbg !297
  br i1 %9, label %14, label %10, !dbg !299

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %0, i32 %6, !dbg !300
  store i8 %8, ptr %11, align 1, !dbg !301, !tbaa !169
  %12 = add nuw i32 %6, 1, !dbg !302
    #dbg_value(i32 %12, !292, !DIExpression(), !293)
  %13 = icmp eq i32 %12, %2, !dbg !294
  br i1 %13, label %52, label %5, !dbg !297, !llvm.loop !303

14:                                               ; preds = %5, %3
  %15 = phi i32 [ 0, %3 ], [ %6, %5 ], !dbg !293
    #dbg_value(i32 %15, !292, !DIExpression(), !293)
  %16 = icmp ult i32 %15, %2, !dbg !305
  br i1 %16, label %17, label %52, !dbg !308

17:                                               ; preds = %14
  %18 = sub i32 %2, %15, !dbg !308
  %19 = and i32 %18, 7, !dbg !308
  %20 = icmp eq i32 %19, 0, !dbg !308
  br i1 %20, label %28, label %21, !dbg !308

21:                                               ; preds = %17, %21
  %22 = phi i32 [ %25, %21 ], [ %15, %17 ]
  %23 = phi i32 [ %26, %21 ], [ 0, %17 ]
    #dbg_value(i32 %22, !292, !DIExpression(), !293)
  %24 = getelementptr inbounds i8, ptr %0, i32 %22, !dbg !309
  store i8 0, ptr %24, align 1, !dbg !310, !tbaa !169
  %25 = add nuw i32 %22, 1, !dbg !311
    #dbg_value(i32 %25, !292, !DIExpression(), !293)
  %26 = add i32 %23, 1, !dbg !308
  %27 = icmp eq i32 %26, %19, !dbg !308
  br i1 %27, label %28, label %21, !dbg !308, !llvm.loop !312

28:                                               ; preds = %21, %17
  %29 = phi i32 [ %15, %17 ], [ %25, %21 ]
  %30 = sub i32 %15, %2, !dbg !308
  %31 = icmp ugt i32 %30, -8, !dbg !308
  br i1 %31, label %52, label %32, !dbg !308

32:                                               ; preds = %28
  %33 = getelementptr i8, ptr %0, i32 1, !dbg !308
  %34 = getelementptr i8, ptr %0, i32 2, !dbg !308
  %35 = getelementptr i8, ptr %0, i32 3, !dbg !308
  %36 = getelementptr i8, ptr %0, i32 4, !dbg !308
  %37 = getelementptr i8, ptr %0, i32 5, !dbg !308
  %38 = getelementptr i8, ptr %0, i32 6, !dbg !308
  %39 = getelementptr i8, ptr %0, i32 7, !dbg !308
  br label %40, !dbg !308

40:                                               ; preds = %40, %32
  %41 = phi i32 [ %29, %32 ], [ %50, %40 ]
    #dbg_value(i32 %41, !292, !DIExpression(), !293)
  %42 = getelementptr inbounds i8, ptr %0, i32 %41, !dbg !309
  store i8 0, ptr %42, align 1, !dbg !310, !tbaa !169
    #dbg_value(i32 %41, !292, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !293)
  %43 = getelementptr i8, ptr %33, i32 %41, !dbg !309
  store i8 0, ptr %43, align 1, !dbg !310, !tbaa !169
    #dbg_value(i32 %41, !292, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !293)
  %44 = getelementptr i8, ptr %34, i32 %41, !dbg !309
  store i8 0, ptr %44, align 1, !dbg !310, !tbaa !169
    #dbg_value(i32 %41, !292, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !293)
  %45 = getelementptr i8, ptr %35, i32 %41, !dbg !309
  store i8 0, ptr %45, align 1, !dbg !310, !tbaa !169
    #dbg_value(i32 %41, !292, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !293)
  %46 = getelementptr i8, ptr %36, i32 %41, !dbg !309
  store i8 0, ptr %46, align 1, !dbg !310, !tbaa !169
    #dbg_value(i32 %41, !292, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !293)
  %47 = getelementptr i8, ptr %37, i32 %41, !dbg !309
  store i8 0, ptr %47, align 1, !dbg !310, !tbaa !169
    #dbg_value(i32 %41, !292, !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value), !293)
  %48 = getelementptr i8, ptr %38, i32 %41, !dbg !309
  store i8 0, ptr %48, align 1, !dbg !310, !tbaa !169
    #dbg_value(i32 %41, !292, !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value), !293)
  %49 = getelementptr i8, ptr %39, i32 %41, !dbg !309
  store i8 0, ptr %49, align 1, !dbg !310, !tbaa !169
  %50 = add nuw i32 %41, 8, !dbg !311
    #dbg_value(i32 %50, !292, !DIExpression(), !293)
  %51 = icmp eq i32 %50, %2, !dbg !305
  br i1 %51, label %52, label %40, !dbg !308, !llvm.loop !314

52:                                               ; preds = %10, %28, %40, %14
  ret ptr %0, !dbg !316
}

; Function Attrs: nounwind
define dso_local noundef ptr @strcat(ptr noundef returned %0, ptr nocapture noundef readonly %1) local_unnamed_addr #10 !dbg !317 {
    #dbg_value(ptr %0, !319, !DIExpression(), !321)
    #dbg_value(ptr %1, !320, !DIExpression(), !321)
  %3 = tail call i32 @strlen(ptr noundef %0) #15, !dbg !322
  %4 = getelementptr inbounds i8, ptr %0, i32 %3, !dbg !323
    #dbg_value(ptr %4, !273, !DIExpression(), !324)
    #dbg_value(ptr %1, !274, !DIExpression(), !324)
    #dbg_value(ptr %4, !275, !DIExpression(), !324)
  br label %5, !dbg !326

5:                                                ; preds = %5, %2
  %6 = phi ptr [ %1, %2 ], [ %8, %5 ]
  %7 = phi ptr [ %4, %2 ], [ %10, %5 ]
    #dbg_value(ptr %7, !273, !DIExpression(), !324)
    #dbg_value(ptr %6, !274, !DIExpression(), !324)
  %8 = getelementptr inbounds i8, ptr %6, i32 1, !dbg !327
    #dbg_value(ptr %8, !274, !DIExpression(), !324)
  %9 = load i8, ptr %6, align 1, !dbg !328, !tbaa !169
  %10 = getelementptr inbounds i8, ptr %7, i32 1, !dbg !329
    #dbg_value(ptr %10, !273, !DIExpression(), !324)
  store i8 %9, ptr %7, align 1, !dbg !330, !tbaa !169
  %11 = icmp eq i8 %9, 0, !dbg !326
  br i1 %11, label %12, label %5, !dbg !326, !llvm.loop !331

12:                                               ; preds = %5
  ret ptr %0, !dbg !333
}

declare !dbg !334 i32 @strlen(ptr noundef) local_unnamed_addr #11

; Function Attrs: nounwind
define dso_local noundef ptr @strncat(ptr noundef returned %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #10 !dbg !337 {
    #dbg_value(ptr %0, !339, !DIExpression(), !344)
    #dbg_value(ptr %1, !340, !DIExpression(), !344)
    #dbg_value(i32 %2, !341, !DIExpression(), !344)
  %4 = tail call i32 @strlen(ptr noundef %0) #15, !dbg !345
  %5 = getelementptr inbounds i8, ptr %0, i32 %4, !dbg !346
    #dbg_value(ptr %5, !342, !DIExpression(), !344)
    #dbg_value(i32 0, !343, !DIExpression(), !344)
  %6 = icmp eq i32 %2, 0, !dbg !347
  br i1 %6, label %16, label %7, !dbg !350

7:                                                ; preds = %3, %12
  %8 = phi i32 [ %14, %12 ], [ 0, %3 ]
    #dbg_value(i32 %8, !343, !DIExpression(), !344)
  %9 = getelementptr inbounds i8, ptr %1, i32 %8, !dbg !351
  %10 = load i8, ptr %9, align 1, !dbg !351, !tbaa !169
  %11 = icmp eq i8 %10, 0, !dbg !350
  br i1 %11, label %16, label %12, !dbg !352

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %5, i32 %8, !dbg !353
  store i8 %10, ptr %13, align 1, !dbg !354, !tbaa !169
  %14 = add nuw i32 %8, 1, !dbg !355
    #dbg_value(i32 %14, !343, !DIExpression(), !344)
  %15 = icmp eq i32 %14, %2, !dbg !347
  br i1 %15, label %16, label %7, !dbg !350, !llvm.loop !356

16:                                               ; preds = %7, %12, %3
  %17 = phi i32 [ 0, %3 ], [ %2, %12 ], [ %8, %7 ], !dbg !344
  %18 = getelementptr inbounds i8, ptr %5, i32 %17, !dbg !358
  store i8 0, ptr %18, align 1, !dbg !359, !tbaa !169
  ret ptr %0, !dbg !360
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local noundef ptr @strchr(ptr noundef readonly %0, i32 noundef %1) local_unnamed_addr #7 !dbg !361 {
    #dbg_value(ptr %0, !365, !DIExpression(), !367)
    #dbg_value(i32 %1, !366, !DIExpression(), !367)
  %3 = shl i32 %1, 24
  %4 = ashr exact i32 %3, 24
    #dbg_value(ptr %0, !365, !DIExpression(), !367)
  %5 = load i8, ptr %0, align 1, !dbg !368, !tbaa !169
  %6 = sext i8 %5 to i32, !dbg !368
  %7 = icmp eq i32 %4, %6, !dbg !373
  br i1 %7, label %17, label %8, !dbg !374

8:                                                ; preds = %2, %12
  %9 = phi i8 [ %14, %12 ], [ %5, %2 ]
  %10 = phi ptr [ %13, %12 ], [ %0, %2 ]
    #dbg_value(ptr %10, !365, !DIExpression(), !367)
  %11 = icmp eq i8 %9, 0, !dbg !375
  br i1 %11, label %17, label %12, !dbg !377

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %10, i32 1, !dbg !378
    #dbg_value(ptr %13, !365, !DIExpression(), !367)
  %14 = load i8, ptr %13, align 1, !dbg !368, !tbaa !169
  %15 = sext i8 %14 to i32, !dbg !368
  %16 = icmp eq i32 %4, %15, !dbg !373
  br i1 %16, label %17, label %8, !dbg !374, !llvm.loop !379

17:                                               ; preds = %12, %8, %2
  %18 = phi ptr [ %0, %2 ], [ null, %8 ], [ %13, %12 ], !dbg !382
  ret ptr %18, !dbg !383
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local ptr @strrchr(ptr noundef readonly %0, i32 noundef %1) local_unnamed_addr #7 !dbg !384 {
    #dbg_value(ptr %0, !386, !DIExpression(), !389)
    #dbg_value(i32 %1, !387, !DIExpression(), !389)
    #dbg_value(ptr null, !388, !DIExpression(), !389)
  %3 = shl i32 %1, 24
  %4 = ashr exact i32 %3, 24
  br label %5, !dbg !390

5:                                                ; preds = %5, %2
  %6 = phi ptr [ %0, %2 ], [ %13, %5 ]
  %7 = phi ptr [ null, %2 ], [ %11, %5 ], !dbg !389
    #dbg_value(ptr %7, !388, !DIExpression(), !389)
    #dbg_value(ptr %6, !386, !DIExpression(), !389)
  %8 = load i8, ptr %6, align 1, !dbg !391, !tbaa !169
  %9 = sext i8 %8 to i32, !dbg !391
  %10 = icmp eq i32 %4, %9, !dbg !396
  %11 = select i1 %10, ptr %6, ptr %7, !dbg !397
    #dbg_value(ptr %11, !388, !DIExpression(), !389)
  %12 = icmp eq i8 %8, 0, !dbg !398
  %13 = getelementptr inbounds i8, ptr %6, i32 1, !dbg !400
    #dbg_value(ptr %13, !386, !DIExpression(), !389)
  br i1 %12, label %14, label %5, !dbg !401, !llvm.loop !402

14:                                               ; preds = %5
  ret ptr %11, !dbg !405
}

; Function Attrs: nounwind
define dso_local noundef ptr @strstr(ptr noundef readonly %0, ptr noundef %1) local_unnamed_addr #10 !dbg !406 {
    #dbg_value(ptr %0, !410, !DIExpression(), !413)
    #dbg_value(ptr %1, !411, !DIExpression(), !413)
  %3 = tail call i32 @strlen(ptr noundef %1) #15, !dbg !414
    #dbg_value(i32 %3, !412, !DIExpression(), !413)
  %4 = icmp eq i32 %3, 0, !dbg !415
  br i1 %4, label %30, label %5, !dbg !417

5:                                                ; preds = %2
    #dbg_value(ptr %0, !410, !DIExpression(), !413)
  %6 = load i8, ptr %0, align 1, !dbg !418, !tbaa !169
  %7 = icmp eq i8 %6, 0, !dbg !421
  br i1 %7, label %30, label %8, !dbg !421

8:                                                ; preds = %5
  %9 = load i8, ptr %1, align 1, !tbaa !169
  br label %10, !dbg !421

10:                                               ; preds = %8, %26
  %11 = phi i8 [ %6, %8 ], [ %28, %26 ]
  %12 = phi ptr [ %0, %8 ], [ %27, %26 ]
    #dbg_value(ptr %12, !410, !DIExpression(), !413)
  %13 = icmp eq i8 %11, %9, !dbg !422
  br i1 %13, label %14, label %26, !dbg !424

14:                                               ; preds = %10, %21
  %15 = phi i32 [ %23, %21 ], [ 0, %10 ]
    #dbg_value(i32 %15, !248, !DIExpression(), !425)
  %16 = getelementptr inbounds i8, ptr %12, i32 %15, !dbg !427
  %17 = load i8, ptr %16, align 1, !dbg !427, !tbaa !169
  %18 = getelementptr inbounds i8, ptr %1, i32 %15, !dbg !428
  %19 = load i8, ptr %18, align 1, !dbg !428, !tbaa !169
  %20 = icmp eq i8 %17, %19, !dbg !429
  br i1 %20, label %21, label %26, !dbg !430

21:                                               ; preds = %14
  %22 = icmp eq i8 %17, 0, !dbg !431
    #dbg_value(i32 %15, !248, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !425)
  %23 = add nuw i32 %15, 1
    #dbg_value(i32 %23, !248, !DIExpression(), !425)
  %24 = icmp eq i32 %23, %3
  %25 = select i1 %22, i1 true, i1 %24, !dbg !432
  br i1 %25, label %30, label %14, !dbg !432, !llvm.loop !433

26:                                               ; preds = %14, %10
  %27 = getelementptr inbounds i8, ptr %12, i32 1, !dbg !436
    #dbg_value(ptr %27, !410, !DIExpression(), !413)
  %28 = load i8, ptr %27, align 1, !dbg !418, !tbaa !169
  %29 = icmp eq i8 %28, 0, !dbg !421
  br i1 %29, label %30, label %10, !dbg !421, !llvm.loop !437

30:                                               ; preds = %26, %21, %5, %2
  %31 = phi ptr [ %0, %2 ], [ null, %5 ], [ %12, %21 ], [ null, %26 ], !dbg !413
  ret ptr %31, !dbg !439
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local i32 @strspn(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #7 !dbg !440 {
    #dbg_value(ptr %0, !444, !DIExpression(), !447)
    #dbg_value(ptr %1, !445, !DIExpression(), !447)
    #dbg_value(i32 0, !446, !DIExpression(), !447)
  %3 = load i8, ptr %0, align 1, !dbg !448, !tbaa !169
  %4 = icmp eq i8 %3, 0, !dbg !448
  br i1 %4, label %24, label %5, !dbg !449

5:                                                ; preds = %2
  %6 = load i8, ptr %1, align 1, !tbaa !169
  br label %7, !dbg !449

7:                                                ; preds = %5, %19
  %8 = phi i8 [ %3, %5 ], [ %22, %19 ]
  %9 = phi i32 [ 0, %5 ], [ %20, %19 ]
    #dbg_value(i32 %9, !446, !DIExpression(), !447)
    #dbg_value(ptr %1, !365, !DIExpression(), !450)
    #dbg_value(i8 %8, !366, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !450)
    #dbg_value(ptr %1, !365, !DIExpression(), !450)
  %10 = icmp eq i8 %8, %6, !dbg !452
  br i1 %10, label %19, label %11, !dbg !453

11:                                               ; preds = %7, %15
  %12 = phi i8 [ %17, %15 ], [ %6, %7 ]
  %13 = phi ptr [ %16, %15 ], [ %1, %7 ]
    #dbg_value(ptr %13, !365, !DIExpression(), !450)
  %14 = icmp eq i8 %12, 0, !dbg !454
  br i1 %14, label %24, label %15, !dbg !455

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i32 1, !dbg !456
    #dbg_value(ptr %16, !365, !DIExpression(), !450)
  %17 = load i8, ptr %16, align 1, !dbg !457, !tbaa !169
  %18 = icmp eq i8 %8, %17, !dbg !452
  br i1 %18, label %19, label %11, !dbg !453, !llvm.loop !458

19:                                               ; preds = %15, %7
  %20 = add i32 %9, 1, !dbg !461
    #dbg_value(i32 %20, !446, !DIExpression(), !447)
  %21 = getelementptr inbounds i8, ptr %0, i32 %20, !dbg !448
  %22 = load i8, ptr %21, align 1, !dbg !448, !tbaa !169
  %23 = icmp eq i8 %22, 0, !dbg !448
  br i1 %23, label %24, label %7, !dbg !449, !llvm.loop !462

24:                                               ; preds = %19, %11, %2
  %25 = phi i32 [ 0, %2 ], [ %9, %11 ], [ %20, %19 ]
  ret i32 %25, !dbg !464
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local i32 @strcspn(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #7 !dbg !465 {
    #dbg_value(ptr %0, !467, !DIExpression(), !470)
    #dbg_value(ptr %1, !468, !DIExpression(), !470)
    #dbg_value(i32 0, !469, !DIExpression(), !470)
  %3 = load i8, ptr %0, align 1, !dbg !471, !tbaa !169
  %4 = icmp eq i8 %3, 0, !dbg !471
  br i1 %4, label %24, label %5, !dbg !472

5:                                                ; preds = %2
  %6 = load i8, ptr %1, align 1, !tbaa !169
  br label %7, !dbg !472

7:                                                ; preds = %5, %19
  %8 = phi i8 [ %3, %5 ], [ %22, %19 ]
  %9 = phi i32 [ 0, %5 ], [ %20, %19 ]
    #dbg_value(i32 %9, !469, !DIExpression(), !470)
    #dbg_value(ptr %1, !365, !DIExpression(), !473)
    #dbg_value(i8 %8, !366, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !473)
    #dbg_value(ptr %1, !365, !DIExpression(), !473)
  %10 = icmp eq i8 %8, %6, !dbg !475
  br i1 %10, label %24, label %11, !dbg !476

11:                                               ; preds = %7, %15
  %12 = phi i8 [ %17, %15 ], [ %6, %7 ]
  %13 = phi ptr [ %16, %15 ], [ %1, %7 ]
    #dbg_value(ptr %13, !365, !DIExpression(), !473)
  %14 = icmp eq i8 %12, 0, !dbg !477
  br i1 %14, label %19, label %15, !dbg !478

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i32 1, !dbg !479
    #dbg_value(ptr %16, !365, !DIExpression(), !473)
  %17 = load i8, ptr %16, align 1, !dbg !480, !tbaa !169
  %18 = icmp eq i8 %8, %17, !dbg !475
  br i1 %18, label %24, label %11, !dbg !476, !llvm.loop !481

19:                                               ; preds = %11
  %20 = add i32 %9, 1, !dbg !484
    #dbg_value(i32 %20, !469, !DIExpression(), !470)
  %21 = getelementptr inbounds i8, ptr %0, i32 %20, !dbg !471
  %22 = load i8, ptr %21, align 1, !dbg !471, !tbaa !169
  %23 = icmp eq i8 %22, 0, !dbg !471
  br i1 %23, label %24, label %7, !dbg !472, !llvm.loop !485

24:                                               ; preds = %19, %7, %15, %2
  %25 = phi i32 [ 0, %2 ], [ %9, %15 ], [ %20, %19 ], [ %9, %7 ]
  ret i32 %25, !dbg !487
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local ptr @strpbrk(ptr noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #7 !dbg !488 {
    #dbg_value(ptr %0, !490, !DIExpression(), !492)
    #dbg_value(ptr %1, !491, !DIExpression(), !492)
    #dbg_value(ptr %0, !467, !DIExpression(), !493)
    #dbg_value(ptr %1, !468, !DIExpression(), !493)
    #dbg_value(i32 0, !469, !DIExpression(), !493)
  %3 = load i8, ptr %0, align 1, !dbg !495, !tbaa !169
  %4 = icmp eq i8 %3, 0, !dbg !495
  br i1 %4, label %24, label %5, !dbg !496

5:                                                ; preds = %2
  %6 = load i8, ptr %1, align 1, !tbaa !169
  br label %7, !dbg !496

7:                                                ; preds = %19, %5
  %8 = phi i8 [ %3, %5 ], [ %22, %19 ]
  %9 = phi i32 [ 0, %5 ], [ %20, %19 ]
    #dbg_value(i32 %9, !469, !DIExpression(), !493)
    #dbg_value(ptr %1, !365, !DIExpression(), !497)
    #dbg_value(i8 %8, !366, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !497)
    #dbg_value(ptr %1, !365, !DIExpression(), !497)
  %10 = icmp eq i8 %8, %6, !dbg !499
  br i1 %10, label %24, label %11, !dbg !500

11:                                               ; preds = %7, %15
  %12 = phi i8 [ %17, %15 ], [ %6, %7 ]
  %13 = phi ptr [ %16, %15 ], [ %1, %7 ]
    #dbg_value(ptr %13, !365, !DIExpression(), !497)
  %14 = icmp eq i8 %12, 0, !dbg !501
  br i1 %14, label %19, label %15, !dbg !502

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i32 1, !dbg !503
    #dbg_value(ptr %16, !365, !DIExpression(), !497)
  %17 = load i8, ptr %16, align 1, !dbg !504, !tbaa !169
  %18 = icmp eq i8 %8, %17, !dbg !499
  br i1 %18, label %24, label %11, !dbg !500, !llvm.loop !505

19:                                               ; preds = %11
  %20 = add i32 %9, 1, !dbg !508
    #dbg_value(i32 %20, !469, !DIExpression(), !493)
  %21 = getelementptr inbounds i8, ptr %0, i32 %20, !dbg !495
  %22 = load i8, ptr %21, align 1, !dbg !495, !tbaa !169
  %23 = icmp eq i8 %22, 0, !dbg !495
  br i1 %23, label %24, label %7, !dbg !496, !llvm.loop !509

24:                                               ; preds = %7, %19, %15, %2
  %25 = phi i32 [ 0, %2 ], [ %9, %15 ], [ %9, %7 ], [ %20, %19 ]
  %26 = getelementptr inbounds i8, ptr %0, i32 %25, !dbg !511
    #dbg_value(ptr %26, !490, !DIExpression(), !492)
  %27 = load i8, ptr %26, align 1, !dbg !512, !tbaa !169
  %28 = icmp eq i8 %27, 0, !dbg !512
  %29 = select i1 %28, ptr null, ptr %26, !dbg !512
  ret ptr %29, !dbg !513
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local noundef ptr @strtok_r(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2) local_unnamed_addr #8 !dbg !514 {
    #dbg_value(ptr %0, !519, !DIExpression(), !523)
    #dbg_value(ptr %1, !520, !DIExpression(), !523)
    #dbg_value(ptr %2, !521, !DIExpression(), !523)
  %4 = icmp eq ptr %0, null, !dbg !524
  br i1 %4, label %5, label %7, !dbg !526

5:                                                ; preds = %3
  %6 = load ptr, ptr %2, align 4, !dbg !527, !tbaa !121
    #dbg_value(ptr %6, !519, !DIExpression(), !523)
  br label %7, !dbg !528

7:                                                ; preds = %5, %3
  %8 = phi ptr [ %0, %3 ], [ %6, %5 ]
    #dbg_value(ptr %8, !519, !DIExpression(), !523)
    #dbg_value(ptr %8, !444, !DIExpression(), !529)
    #dbg_value(ptr %1, !445, !DIExpression(), !529)
    #dbg_value(i32 0, !446, !DIExpression(), !529)
  %9 = load i8, ptr %8, align 1, !dbg !531, !tbaa !169
  %10 = icmp eq i8 %9, 0, !dbg !531
  br i1 %10, label %30, label %11, !dbg !532

11:                                               ; preds = %7
  %12 = load i8, ptr %1, align 1, !tbaa !169
  br label %13, !dbg !532

13:                                               ; preds = %25, %11
  %14 = phi i8 [ %9, %11 ], [ %28, %25 ]
  %15 = phi i32 [ 0, %11 ], [ %26, %25 ]
    #dbg_value(i32 %15, !446, !DIExpression(), !529)
    #dbg_value(ptr %1, !365, !DIExpression(), !533)
    #dbg_value(i8 %14, !366, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !533)
    #dbg_value(ptr %1, !365, !DIExpression(), !533)
  %16 = icmp eq i8 %14, %12, !dbg !535
  br i1 %16, label %25, label %17, !dbg !536

17:                                               ; preds = %13, %21
  %18 = phi i8 [ %23, %21 ], [ %12, %13 ]
  %19 = phi ptr [ %22, %21 ], [ %1, %13 ]
    #dbg_value(ptr %19, !365, !DIExpression(), !533)
  %20 = icmp eq i8 %18, 0, !dbg !537
  br i1 %20, label %33, label %21, !dbg !538

21:                                               ; preds = %17
  %22 = getelementptr inbounds i8, ptr %19, i32 1, !dbg !539
    #dbg_value(ptr %22, !365, !DIExpression(), !533)
  %23 = load i8, ptr %22, align 1, !dbg !540, !tbaa !169
  %24 = icmp eq i8 %14, %23, !dbg !535
  br i1 %24, label %25, label %17, !dbg !536, !llvm.loop !541

25:                                               ; preds = %21, %13
  %26 = add i32 %15, 1, !dbg !544
    #dbg_value(i32 %26, !446, !DIExpression(), !529)
  %27 = getelementptr inbounds i8, ptr %8, i32 %26, !dbg !531
  %28 = load i8, ptr %27, align 1, !dbg !531, !tbaa !169
  %29 = icmp eq i8 %28, 0, !dbg !531
  br i1 %29, label %30, label %13, !dbg !532, !llvm.loop !545

30:                                               ; preds = %25, %7
  %31 = phi i32 [ 0, %7 ], [ %26, %25 ]
  %32 = getelementptr inbounds i8, ptr %8, i32 %31, !dbg !547
    #dbg_value(ptr %32, !519, !DIExpression(), !523)
  br label %60, !dbg !548

33:                                               ; preds = %17
  %34 = getelementptr inbounds i8, ptr %8, i32 %15, !dbg !547
    #dbg_value(ptr %34, !519, !DIExpression(), !523)
    #dbg_value(ptr %34, !467, !DIExpression(), !549)
    #dbg_value(ptr %1, !468, !DIExpression(), !549)
    #dbg_value(i32 0, !469, !DIExpression(), !549)
  %35 = load i8, ptr %1, align 1, !tbaa !169
  br label %36, !dbg !551

36:                                               ; preds = %48, %33
  %37 = phi i8 [ %14, %33 ], [ %51, %48 ]
  %38 = phi i32 [ 0, %33 ], [ %49, %48 ]
    #dbg_value(i32 %38, !469, !DIExpression(), !549)
    #dbg_value(i8 %37, !366, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !552)
    #dbg_value(ptr %1, !365, !DIExpression(), !552)
  %39 = icmp eq i8 %37, %35, !dbg !554
  br i1 %39, label %53, label %40, !dbg !555

40:                                               ; preds = %36, %44
  %41 = phi i8 [ %46, %44 ], [ %35, %36 ]
  %42 = phi ptr [ %45, %44 ], [ %1, %36 ]
    #dbg_value(ptr %42, !365, !DIExpression(), !552)
  %43 = icmp eq i8 %41, 0, !dbg !556
  br i1 %43, label %48, label %44, !dbg !557

44:                                               ; preds = %40
  %45 = getelementptr inbounds i8, ptr %42, i32 1, !dbg !558
    #dbg_value(ptr %45, !365, !DIExpression(), !552)
  %46 = load i8, ptr %45, align 1, !dbg !559, !tbaa !169
  %47 = icmp eq i8 %37, %46, !dbg !554
  br i1 %47, label %53, label %40, !dbg !555, !llvm.loop !560

48:                                               ; preds = %40
  %49 = add i32 %38, 1, !dbg !563
    #dbg_value(i32 %49, !469, !DIExpression(), !549)
  %50 = getelementptr inbounds i8, ptr %34, i32 %49, !dbg !564
  %51 = load i8, ptr %50, align 1, !dbg !564, !tbaa !169
  %52 = icmp eq i8 %51, 0, !dbg !564
  br i1 %52, label %53, label %36, !dbg !551, !llvm.loop !565

53:                                               ; preds = %36, %48, %44
  %54 = phi i32 [ %38, %44 ], [ %38, %36 ], [ %49, %48 ]
  %55 = getelementptr inbounds i8, ptr %34, i32 %54, !dbg !567
    #dbg_value(ptr %55, !522, !DIExpression(), !523)
  %56 = load i8, ptr %55, align 1, !dbg !568, !tbaa !169
  %57 = icmp eq i8 %56, 0, !dbg !568
  br i1 %57, label %60, label %58, !dbg !570

58:                                               ; preds = %53
  %59 = getelementptr inbounds i8, ptr %55, i32 1, !dbg !571
    #dbg_value(ptr %59, !522, !DIExpression(), !523)
  store i8 0, ptr %55, align 1, !dbg !572, !tbaa !169
  br label %60, !dbg !573

60:                                               ; preds = %30, %53, %58
  %61 = phi ptr [ %59, %58 ], [ %55, %53 ], [ %32, %30 ], !dbg !523
  %62 = phi ptr [ %34, %58 ], [ %34, %53 ], [ null, %30 ], !dbg !523
  store ptr %61, ptr %2, align 4, !dbg !523, !tbaa !121
  ret ptr %62, !dbg !574
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local ptr @strtok(ptr noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #8 !dbg !35 {
    #dbg_value(ptr %0, !39, !DIExpression(), !575)
    #dbg_value(ptr %1, !40, !DIExpression(), !575)
    #dbg_value(ptr %0, !519, !DIExpression(), !576)
    #dbg_value(ptr %1, !520, !DIExpression(), !576)
    #dbg_value(ptr @strtok.save, !521, !DIExpression(), !576)
  %3 = icmp eq ptr %0, null, !dbg !578
  %4 = load ptr, ptr @strtok.save, align 4
  %5 = select i1 %3, ptr %4, ptr %0, !dbg !579
    #dbg_value(ptr %5, !519, !DIExpression(), !576)
    #dbg_value(ptr %5, !444, !DIExpression(), !580)
    #dbg_value(ptr %1, !445, !DIExpression(), !580)
    #dbg_value(i32 0, !446, !DIExpression(), !580)
  %6 = load i8, ptr %5, align 1, !dbg !582, !tbaa !169
  %7 = icmp eq i8 %6, 0, !dbg !582
  br i1 %7, label %27, label %8, !dbg !583

8:                                                ; preds = %2
  %9 = load i8, ptr %1, align 1, !tbaa !169
  br label %10, !dbg !583

10:                                               ; preds = %22, %8
  %11 = phi i8 [ %6, %8 ], [ %25, %22 ]
  %12 = phi i32 [ 0, %8 ], [ %23, %22 ]
    #dbg_value(i32 %12, !446, !DIExpression(), !580)
    #dbg_value(ptr %1, !365, !DIExpression(), !584)
    #dbg_value(i8 %11, !366, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !584)
    #dbg_value(ptr %1, !365, !DIExpression(), !584)
  %13 = icmp eq i8 %11, %9, !dbg !586
  br i1 %13, label %22, label %14, !dbg !587

14:                                               ; preds = %10, %18
  %15 = phi i8 [ %20, %18 ], [ %9, %10 ]
  %16 = phi ptr [ %19, %18 ], [ %1, %10 ]
    #dbg_value(ptr %16, !365, !DIExpression(), !584)
  %17 = icmp eq i8 %15, 0, !dbg !588
  br i1 %17, label %30, label %18, !dbg !589

18:                                               ; preds = %14
  %19 = getelementptr inbounds i8, ptr %16, i32 1, !dbg !590
    #dbg_value(ptr %19, !365, !DIExpression(), !584)
  %20 = load i8, ptr %19, align 1, !dbg !591, !tbaa !169
  %21 = icmp eq i8 %11, %20, !dbg !586
  br i1 %21, label %22, label %14, !dbg !587, !llvm.loop !592

22:                                               ; preds = %18, %10
  %23 = add i32 %12, 1, !dbg !595
    #dbg_value(i32 %23, !446, !DIExpression(), !580)
  %24 = getelementptr inbounds i8, ptr %5, i32 %23, !dbg !582
  %25 = load i8, ptr %24, align 1, !dbg !582, !tbaa !169
  %26 = icmp eq i8 %25, 0, !dbg !582
  br i1 %26, label %27, label %10, !dbg !583, !llvm.loop !596

27:                                               ; preds = %22, %2
  %28 = phi i32 [ 0, %2 ], [ %23, %22 ]
  %29 = getelementptr inbounds i8, ptr %5, i32 %28, !dbg !598
    #dbg_value(ptr %29, !519, !DIExpression(), !576)
  br label %56, !dbg !599

30:                                               ; preds = %14
  %31 = getelementptr inbounds i8, ptr %5, i32 %12, !dbg !598
    #dbg_value(ptr %31, !519, !DIExpression(), !576)
    #dbg_value(ptr %31, !467, !DIExpression(), !600)
    #dbg_value(ptr %1, !468, !DIExpression(), !600)
    #dbg_value(i32 0, !469, !DIExpression(), !600)
  br label %32, !dbg !602

32:                                               ; preds = %44, %30
  %33 = phi i8 [ %11, %30 ], [ %47, %44 ]
  %34 = phi i32 [ 0, %30 ], [ %45, %44 ]
    #dbg_value(i32 %34, !469, !DIExpression(), !600)
    #dbg_value(i8 %33, !366, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !603)
    #dbg_value(ptr %1, !365, !DIExpression(), !603)
  %35 = icmp eq i8 %33, %9, !dbg !605
  br i1 %35, label %49, label %36, !dbg !606

36:                                               ; preds = %32, %40
  %37 = phi i8 [ %42, %40 ], [ %9, %32 ]
  %38 = phi ptr [ %41, %40 ], [ %1, %32 ]
    #dbg_value(ptr %38, !365, !DIExpression(), !603)
  %39 = icmp eq i8 %37, 0, !dbg !607
  br i1 %39, label %44, label %40, !dbg !608

40:                                               ; preds = %36
  %41 = getelementptr inbounds i8, ptr %38, i32 1, !dbg !609
    #dbg_value(ptr %41, !365, !DIExpression(), !603)
  %42 = load i8, ptr %41, align 1, !dbg !610, !tbaa !169
  %43 = icmp eq i8 %33, %42, !dbg !605
  br i1 %43, label %49, label %36, !dbg !606, !llvm.loop !611

44:                                               ; preds = %36
  %45 = add i32 %34, 1, !dbg !614
    #dbg_value(i32 %45, !469, !DIExpression(), !600)
  %46 = getelementptr inbounds i8, ptr %31, i32 %45, !dbg !615
  %47 = load i8, ptr %46, align 1, !dbg !615, !tbaa !169
  %48 = icmp eq i8 %47, 0, !dbg !615
  br i1 %48, label %49, label %32, !dbg !602, !llvm.loop !616

49:                                               ; preds = %44, %32, %40
  %50 = phi i32 [ %34, %40 ], [ %45, %44 ], [ %34, %32 ]
  %51 = getelementptr inbounds i8, ptr %31, i32 %50, !dbg !618
    #dbg_value(ptr %51, !522, !DIExpression(), !576)
  %52 = load i8, ptr %51, align 1, !dbg !619, !tbaa !169
  %53 = icmp eq i8 %52, 0, !dbg !619
  br i1 %53, label %56, label %54, !dbg !620

54:                                               ; preds = %49
  %55 = getelementptr inbounds i8, ptr %51, i32 1, !dbg !621
    #dbg_value(ptr %55, !522, !DIExpression(), !576)
  store i8 0, ptr %51, align 1, !dbg !622, !tbaa !169
  br label %56, !dbg !623

56:                                               ; preds = %27, %49, %54
  %57 = phi ptr [ %55, %54 ], [ %51, %49 ], [ %29, %27 ], !dbg !576
  %58 = phi ptr [ %31, %54 ], [ %31, %49 ], [ null, %27 ], !dbg !576
  store ptr %57, ptr @strtok.save, align 4, !dbg !576, !tbaa !121
  ret ptr %58, !dbg !624
}

; Function Attrs: nounwind
define dso_local ptr @strdup(ptr noundef %0) local_unnamed_addr #10 !dbg !625 {
    #dbg_value(ptr %0, !629, !DIExpression(), !632)
  %2 = tail call i32 @strlen(ptr noundef %0) #15, !dbg !633
  %3 = add i32 %2, 1, !dbg !634
    #dbg_value(i32 %3, !630, !DIExpression(), !632)
  %4 = tail call ptr @malloc(i32 noundef %3) #15, !dbg !635
    #dbg_value(ptr %4, !631, !DIExpression(), !632)
  %5 = icmp eq ptr %4, null, !dbg !636
  br i1 %5, label %8, label %6, !dbg !638

6:                                                ; preds = %1
  %7 = tail call ptr @memcpy(ptr noundef nonnull %4, ptr noundef %0, i32 noundef %3) #15, !dbg !639
  br label %8, !dbg !639

8:                                                ; preds = %6, %1
  ret ptr %4, !dbg !640
}

declare !dbg !641 ptr @malloc(i32 noundef) local_unnamed_addr #11

declare !dbg !644 ptr @memcpy(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #11

; Function Attrs: nounwind
define dso_local ptr @strndup(ptr noundef %0, i32 noundef %1) local_unnamed_addr #10 !dbg !647 {
    #dbg_value(ptr %0, !651, !DIExpression(), !655)
    #dbg_value(i32 %1, !652, !DIExpression(), !655)
    #dbg_value(ptr %0, !204, !DIExpression(), !656)
    #dbg_value(i32 %1, !205, !DIExpression(), !656)
    #dbg_value(i32 0, !206, !DIExpression(), !656)
  %3 = icmp eq i32 %1, 0, !dbg !658
  br i1 %3, label %12, label %4, !dbg !659

4:                                                ; preds = %2, %9
  %5 = phi i32 [ %10, %9 ], [ 0, %2 ]
    #dbg_value(i32 %5, !206, !DIExpression(), !656)
  %6 = getelementptr inbounds i8, ptr %0, i32 %5, !dbg !660
  %7 = load i8, ptr %6, align 1, !dbg !660, !tbaa !169
  %8 = icmp eq i8 %7, 0, !dbg !659
  br i1 %8, label %12, label %9, !dbg !661

9:                                                ; preds = %4
  %10 = add nuw i32 %5, 1, !dbg !662
    #dbg_value(i32 %10, !206, !DIExpression(), !656)
  %11 = icmp eq i32 %10, %1, !dbg !658
  br i1 %11, label %12, label %4, !dbg !659, !llvm.loop !663

12:                                               ; preds = %4, %9, %2
  %13 = phi i32 [ 0, %2 ], [ %5, %4 ], [ %1, %9 ], !dbg !656
    #dbg_value(i32 %13, !653, !DIExpression(), !655)
  %14 = add i32 %13, 1, !dbg !664
  %15 = tail call ptr @malloc(i32 noundef %14) #15, !dbg !665
    #dbg_value(ptr %15, !654, !DIExpression(), !655)
  %16 = icmp eq ptr %15, null, !dbg !666
  br i1 %16, label %20, label %17, !dbg !668

17:                                               ; preds = %12
  %18 = tail call ptr @memcpy(ptr noundef nonnull %15, ptr noundef %0, i32 noundef %13) #15, !dbg !669
  %19 = getelementptr inbounds i8, ptr %15, i32 %13, !dbg !671
  store i8 0, ptr %19, align 1, !dbg !672, !tbaa !169
  br label %20, !dbg !673

20:                                               ; preds = %17, %12
  ret ptr %15, !dbg !674
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef nonnull ptr @__ctype_b_loc() local_unnamed_addr #0 !dbg !675 {
  ret ptr @ctype_b, !dbg !679
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef nonnull ptr @__ctype_tolower_loc() local_unnamed_addr #0 !dbg !680 {
  ret ptr @ctype_lower, !dbg !684
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef nonnull ptr @__ctype_toupper_loc() local_unnamed_addr #0 !dbg !685 {
  ret ptr @ctype_upper, !dbg !686
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 1025) i32 @isalpha(i32 noundef %0) local_unnamed_addr #0 !dbg !687 {
    #dbg_value(i32 %0, !691, !DIExpression(), !692)
    #dbg_value(i32 %0, !693, !DIExpression(), !696)
  %2 = add i32 %0, 128, !dbg !698
  %3 = icmp ult i32 %2, 384, !dbg !698
  br i1 %3, label %4, label %9, !dbg !698

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !699
  %6 = load i16, ptr %5, align 2, !dbg !699, !tbaa !700
  %7 = and i16 %6, 1024, !dbg !702
  %8 = zext nneg i16 %7 to i32, !dbg !702
  br label %9, !dbg !703

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !703
  ret i32 %10, !dbg !704
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 2049) i32 @isdigit(i32 noundef %0) local_unnamed_addr #0 !dbg !705 {
    #dbg_value(i32 %0, !707, !DIExpression(), !708)
    #dbg_value(i32 %0, !693, !DIExpression(), !709)
  %2 = add i32 %0, 128, !dbg !711
  %3 = icmp ult i32 %2, 384, !dbg !711
  br i1 %3, label %4, label %9, !dbg !711

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !712
  %6 = load i16, ptr %5, align 2, !dbg !712, !tbaa !700
  %7 = and i16 %6, 2048, !dbg !713
  %8 = zext nneg i16 %7 to i32, !dbg !713
  br label %9, !dbg !714

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !714
  ret i32 %10, !dbg !715
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 9) i32 @isalnum(i32 noundef %0) local_unnamed_addr #0 !dbg !716 {
    #dbg_value(i32 %0, !718, !DIExpression(), !719)
    #dbg_value(i32 %0, !693, !DIExpression(), !720)
  %2 = add i32 %0, 128, !dbg !722
  %3 = icmp ult i32 %2, 384, !dbg !722
  br i1 %3, label %4, label %9, !dbg !722

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !723
  %6 = load i16, ptr %5, align 2, !dbg !723, !tbaa !700
  %7 = and i16 %6, 8, !dbg !724
  %8 = zext nneg i16 %7 to i32, !dbg !724
  br label %9, !dbg !725

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !725
  ret i32 %10, !dbg !726
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 8193) i32 @isspace(i32 noundef %0) local_unnamed_addr #0 !dbg !727 {
    #dbg_value(i32 %0, !729, !DIExpression(), !730)
    #dbg_value(i32 %0, !693, !DIExpression(), !731)
  %2 = add i32 %0, 128, !dbg !733
  %3 = icmp ult i32 %2, 384, !dbg !733
  br i1 %3, label %4, label %9, !dbg !733

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !734
  %6 = load i16, ptr %5, align 2, !dbg !734, !tbaa !700
  %7 = and i16 %6, 8192, !dbg !735
  %8 = zext nneg i16 %7 to i32, !dbg !735
  br label %9, !dbg !736

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !736
  ret i32 %10, !dbg !737
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 257) i32 @isupper(i32 noundef %0) local_unnamed_addr #0 !dbg !738 {
    #dbg_value(i32 %0, !740, !DIExpression(), !741)
    #dbg_value(i32 %0, !693, !DIExpression(), !742)
  %2 = add i32 %0, 128, !dbg !744
  %3 = icmp ult i32 %2, 384, !dbg !744
  br i1 %3, label %4, label %9, !dbg !744

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !745
  %6 = load i16, ptr %5, align 2, !dbg !745, !tbaa !700
  %7 = and i16 %6, 256, !dbg !746
  %8 = zext nneg i16 %7 to i32, !dbg !746
  br label %9, !dbg !747

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !747
  ret i32 %10, !dbg !748
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 513) i32 @islower(i32 noundef %0) local_unnamed_addr #0 !dbg !749 {
    #dbg_value(i32 %0, !751, !DIExpression(), !752)
    #dbg_value(i32 %0, !693, !DIExpression(), !753)
  %2 = add i32 %0, 128, !dbg !755
  %3 = icmp ult i32 %2, 384, !dbg !755
  br i1 %3, label %4, label %9, !dbg !755

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !756
  %6 = load i16, ptr %5, align 2, !dbg !756, !tbaa !700
  %7 = and i16 %6, 512, !dbg !757
  %8 = zext nneg i16 %7 to i32, !dbg !757
  br label %9, !dbg !758

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !758
  ret i32 %10, !dbg !759
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 4097) i32 @isxdigit(i32 noundef %0) local_unnamed_addr #0 !dbg !760 {
    #dbg_value(i32 %0, !762, !DIExpression(), !763)
    #dbg_value(i32 %0, !693, !DIExpression(), !764)
  %2 = add i32 %0, 128, !dbg !766
  %3 = icmp ult i32 %2, 384, !dbg !766
  br i1 %3, label %4, label %9, !dbg !766

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !767
  %6 = load i16, ptr %5, align 2, !dbg !767, !tbaa !700
  %7 = and i16 %6, 4096, !dbg !768
  %8 = zext nneg i16 %7 to i32, !dbg !768
  br label %9, !dbg !769

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !769
  ret i32 %10, !dbg !770
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 16385) i32 @isprint(i32 noundef %0) local_unnamed_addr #0 !dbg !771 {
    #dbg_value(i32 %0, !773, !DIExpression(), !774)
    #dbg_value(i32 %0, !693, !DIExpression(), !775)
  %2 = add i32 %0, 128, !dbg !777
  %3 = icmp ult i32 %2, 384, !dbg !777
  br i1 %3, label %4, label %9, !dbg !777

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !778
  %6 = load i16, ptr %5, align 2, !dbg !778, !tbaa !700
  %7 = and i16 %6, 16384, !dbg !779
  %8 = zext nneg i16 %7 to i32, !dbg !779
  br label %9, !dbg !780

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !780
  ret i32 %10, !dbg !781
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 32769) i32 @isgraph(i32 noundef %0) local_unnamed_addr #0 !dbg !782 {
    #dbg_value(i32 %0, !784, !DIExpression(), !785)
    #dbg_value(i32 %0, !693, !DIExpression(), !786)
  %2 = add i32 %0, 128, !dbg !788
  %3 = icmp ult i32 %2, 384, !dbg !788
  br i1 %3, label %4, label %9, !dbg !788

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !789
  %6 = load i16, ptr %5, align 2, !dbg !789, !tbaa !700
  %7 = and i16 %6, -32768, !dbg !790
  %8 = zext i16 %7 to i32, !dbg !790
  br label %9, !dbg !791

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !791
  ret i32 %10, !dbg !792
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 5) i32 @ispunct(i32 noundef %0) local_unnamed_addr #0 !dbg !793 {
    #dbg_value(i32 %0, !795, !DIExpression(), !796)
    #dbg_value(i32 %0, !693, !DIExpression(), !797)
  %2 = add i32 %0, 128, !dbg !799
  %3 = icmp ult i32 %2, 384, !dbg !799
  br i1 %3, label %4, label %9, !dbg !799

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !800
  %6 = load i16, ptr %5, align 2, !dbg !800, !tbaa !700
  %7 = and i16 %6, 4, !dbg !801
  %8 = zext nneg i16 %7 to i32, !dbg !801
  br label %9, !dbg !802

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !802
  ret i32 %10, !dbg !803
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 3) i32 @iscntrl(i32 noundef %0) local_unnamed_addr #0 !dbg !804 {
    #dbg_value(i32 %0, !806, !DIExpression(), !807)
    #dbg_value(i32 %0, !693, !DIExpression(), !808)
  %2 = add i32 %0, 128, !dbg !810
  %3 = icmp ult i32 %2, 384, !dbg !810
  br i1 %3, label %4, label %9, !dbg !810

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !811
  %6 = load i16, ptr %5, align 2, !dbg !811, !tbaa !700
  %7 = and i16 %6, 2, !dbg !812
  %8 = zext nneg i16 %7 to i32, !dbg !812
  br label %9, !dbg !813

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !813
  ret i32 %10, !dbg !814
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 2) i32 @isblank(i32 noundef %0) local_unnamed_addr #0 !dbg !815 {
    #dbg_value(i32 %0, !817, !DIExpression(), !818)
    #dbg_value(i32 %0, !693, !DIExpression(), !819)
  %2 = add i32 %0, 128, !dbg !821
  %3 = icmp ult i32 %2, 384, !dbg !821
  br i1 %3, label %4, label %9, !dbg !821

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !822
  %6 = load i16, ptr %5, align 2, !dbg !822, !tbaa !700
  %7 = and i16 %6, 1, !dbg !823
  %8 = zext nneg i16 %7 to i32, !dbg !823
  br label %9, !dbg !824

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !824
  ret i32 %10, !dbg !825
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @tolower(i32 noundef %0) local_unnamed_addr #0 !dbg !826 {
    #dbg_value(i32 %0, !828, !DIExpression(), !829)
  %2 = add i32 %0, 128, !dbg !830
  %3 = icmp ult i32 %2, 384, !dbg !830
  br i1 %3, label %4, label %7, !dbg !830

4:                                                ; preds = %1
  %5 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %0, !dbg !831
  %6 = load i32, ptr %5, align 4, !dbg !831, !tbaa !112
  br label %7, !dbg !832

7:                                                ; preds = %1, %4
  %8 = phi i32 [ %6, %4 ], [ %0, %1 ], !dbg !832
  ret i32 %8, !dbg !833
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @toupper(i32 noundef %0) local_unnamed_addr #0 !dbg !834 {
    #dbg_value(i32 %0, !836, !DIExpression(), !837)
  %2 = add i32 %0, 128, !dbg !838
  %3 = icmp ult i32 %2, 384, !dbg !838
  br i1 %3, label %4, label %7, !dbg !838

4:                                                ; preds = %1
  %5 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_upper_table, i32 512), i32 %0, !dbg !839
  %6 = load i32, ptr %5, align 4, !dbg !839, !tbaa !112
  br label %7, !dbg !840

7:                                                ; preds = %1, %4
  %8 = phi i32 [ %6, %4 ], [ %0, %1 ], !dbg !840
  ret i32 %8, !dbg !841
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @abs(i32 noundef %0) local_unnamed_addr #0 !dbg !842 {
    #dbg_value(i32 %0, !844, !DIExpression(), !845)
  %2 = tail call i32 @llvm.abs.i32(i32 %0, i1 true), !dbg !846
  ret i32 %2, !dbg !847
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @labs(i32 noundef %0) local_unnamed_addr #0 !dbg !848 {
    #dbg_value(i32 %0, !852, !DIExpression(), !853)
  %2 = tail call i32 @llvm.abs.i32(i32 %0, i1 true), !dbg !854
  ret i32 %2, !dbg !855
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i64 @llabs(i64 noundef %0) local_unnamed_addr #0 !dbg !856 {
    #dbg_value(i64 %0, !860, !DIExpression(), !861)
  %2 = tail call i64 @llvm.abs.i64(i64 %0, i1 true), !dbg !862
  ret i64 %2, !dbg !863
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noalias noundef ptr @getenv(ptr nocapture noundef readnone %0) local_unnamed_addr #0 !dbg !864 {
    #dbg_value(ptr %0, !866, !DIExpression(), !867)
  ret ptr null, !dbg !868
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i64 @strtoll(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #8 !dbg !869 {
  %4 = alloca i32, align 4, !DIAssignID !878
    #dbg_assign(i1 undef, !876, !DIExpression(), !878, ptr %4, !DIExpression(), !879)
    #dbg_value(ptr %0, !873, !DIExpression(), !879)
    #dbg_value(ptr %1, !874, !DIExpression(), !879)
    #dbg_value(i32 %2, !875, !DIExpression(), !879)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #17, !dbg !880
  store i32 0, ptr %4, align 4, !dbg !881, !tbaa !112, !DIAssignID !882
    #dbg_assign(i32 0, !876, !DIExpression(), !882, ptr %4, !DIExpression(), !879)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 1, i64 noundef 0, i64 noundef -9223372036854775808, i64 noundef 9223372036854775807, ptr noundef nonnull %4) #18, !dbg !883
    #dbg_value(i64 %5, !877, !DIExpression(), !879)
  %6 = load i32, ptr %4, align 4, !dbg !884, !tbaa !112
  %7 = icmp eq i32 %6, 0, !dbg !884
  %8 = sub i64 0, %5, !dbg !884
  %9 = select i1 %7, i64 %5, i64 %8, !dbg !884
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #17, !dbg !885
  ret i64 %9, !dbg !886
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define internal fastcc i64 @strto_common(ptr noundef %0, ptr noundef writeonly %1, i32 noundef %2, i32 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, ptr nocapture noundef writeonly %7) unnamed_addr #8 !dbg !887 {
    #dbg_value(ptr %0, !891, !DIExpression(), !906)
    #dbg_value(ptr %1, !892, !DIExpression(), !906)
    #dbg_value(i32 %2, !893, !DIExpression(), !906)
    #dbg_value(i32 %3, !894, !DIExpression(), !906)
    #dbg_value(i64 %4, !895, !DIExpression(), !906)
    #dbg_value(i64 %5, !896, !DIExpression(), !906)
    #dbg_value(i64 %6, !897, !DIExpression(), !906)
    #dbg_value(ptr %7, !898, !DIExpression(), !906)
    #dbg_value(ptr %0, !899, !DIExpression(), !906)
  br label %9, !dbg !907

9:                                                ; preds = %9, %8
  %10 = phi ptr [ %0, %8 ], [ %17, %9 ], !dbg !906
    #dbg_value(ptr %10, !899, !DIExpression(), !906)
  %11 = load i8, ptr %10, align 1, !dbg !908, !tbaa !169
  %12 = zext i8 %11 to i32, !dbg !909
    #dbg_value(i32 %12, !729, !DIExpression(), !910)
    #dbg_value(i32 %12, !693, !DIExpression(), !912)
  %13 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %12, !dbg !914
  %14 = load i16, ptr %13, align 2, !dbg !914, !tbaa !700
  %15 = and i16 %14, 8192, !dbg !915
  %16 = icmp eq i16 %15, 0, !dbg !907
  %17 = getelementptr inbounds i8, ptr %10, i32 1, !dbg !916
    #dbg_value(ptr %17, !899, !DIExpression(), !906)
  br i1 %16, label %18, label %9, !dbg !907, !llvm.loop !917

18:                                               ; preds = %9
    #dbg_value(i32 0, !900, !DIExpression(), !906)
  switch i8 %11, label %22 [
    i8 43, label %19
    i8 45, label %19
  ], !dbg !918

19:                                               ; preds = %18, %18
  %20 = icmp eq i8 %11, 45, !dbg !920
  %21 = zext i1 %20 to i32, !dbg !920
    #dbg_value(i32 %21, !900, !DIExpression(), !906)
    #dbg_value(ptr %17, !899, !DIExpression(), !906)
  br label %22, !dbg !922

22:                                               ; preds = %18, %19
  %23 = phi ptr [ %17, %19 ], [ %10, %18 ], !dbg !906
  %24 = phi i32 [ %21, %19 ], [ 0, %18 ], !dbg !906
    #dbg_value(i32 %24, !900, !DIExpression(), !906)
    #dbg_value(ptr %23, !899, !DIExpression(), !906)
  %25 = icmp eq i32 %2, 1
  %26 = icmp ugt i32 %2, 36, !dbg !923
  %27 = or i1 %26, %25, !dbg !923
  br i1 %27, label %28, label %32, !dbg !923

28:                                               ; preds = %22
  %29 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !925
  store i32 22, ptr %29, align 4, !dbg !927, !tbaa !112
  %30 = icmp eq ptr %1, null, !dbg !928
  br i1 %30, label %130, label %31, !dbg !930

31:                                               ; preds = %28
  store ptr %0, ptr %1, align 4, !dbg !931, !tbaa !121
  br label %130, !dbg !932

32:                                               ; preds = %22
  %33 = icmp eq i32 %3, 0, !dbg !933
  %34 = icmp eq i32 %24, 0, !dbg !935
  %35 = sub i64 0, %5, !dbg !935
  %36 = select i1 %34, i64 %6, i64 %35, !dbg !935
  %37 = select i1 %33, i64 %4, i64 %36, !dbg !935
    #dbg_value(i64 %37, !901, !DIExpression(), !906)
    #dbg_value(ptr %23, !936, !DIExpression(), !954)
    #dbg_value(ptr undef, !942, !DIExpression(), !954)
    #dbg_value(ptr undef, !943, !DIExpression(), !954)
    #dbg_value(i64 %37, !944, !DIExpression(), !954)
    #dbg_value(ptr undef, !945, !DIExpression(), !954)
    #dbg_value(ptr undef, !946, !DIExpression(), !954)
    #dbg_value(i32 %2, !947, !DIExpression(), !954)
  %38 = icmp ne i32 %2, 0, !dbg !956
  switch i32 %2, label %59 [
    i32 16, label %39
    i32 0, label %39
  ], !dbg !958

39:                                               ; preds = %32, %32
  %40 = load i8, ptr %23, align 1, !dbg !959, !tbaa !169
  %41 = icmp eq i8 %40, 48, !dbg !960
  br i1 %41, label %42, label %56, !dbg !961

42:                                               ; preds = %39
  %43 = getelementptr inbounds i8, ptr %23, i32 1, !dbg !962
  %44 = load i8, ptr %43, align 1, !dbg !962, !tbaa !169
  switch i8 %44, label %56 [
    i8 120, label %45
    i8 88, label %45
  ], !dbg !963

45:                                               ; preds = %42, %42
  %46 = getelementptr inbounds i8, ptr %23, i32 2, !dbg !964
  %47 = load i8, ptr %46, align 1, !dbg !964, !tbaa !169
  %48 = zext i8 %47 to i32, !dbg !965
    #dbg_value(i32 %48, !762, !DIExpression(), !966)
    #dbg_value(i32 %48, !693, !DIExpression(), !968)
  %49 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %48, !dbg !970
  %50 = load i16, ptr %49, align 2, !dbg !970, !tbaa !700
  %51 = and i16 %50, 4096, !dbg !971
  %52 = icmp ne i16 %51, 0, !dbg !972
  %53 = or i1 %38, %52, !dbg !973
  %54 = select i1 %52, i32 16, i32 %2, !dbg !973
  %55 = select i1 %52, ptr %46, ptr %23, !dbg !973
  br i1 %53, label %59, label %57, !dbg !973

56:                                               ; preds = %42, %39
  br i1 %38, label %59, label %57, !dbg !974

57:                                               ; preds = %56, %45
  %58 = select i1 %41, i32 8, i32 10, !dbg !975
    #dbg_value(i32 %58, !947, !DIExpression(), !954)
  br label %59, !dbg !978

59:                                               ; preds = %57, %56, %45, %32
  %60 = phi i32 [ %58, %57 ], [ %2, %56 ], [ %54, %45 ], [ %2, %32 ], !dbg !954
  %61 = phi ptr [ %23, %57 ], [ %23, %56 ], [ %55, %45 ], [ %23, %32 ]
    #dbg_value(ptr %61, !936, !DIExpression(), !954)
    #dbg_value(i32 %60, !947, !DIExpression(), !954)
    #dbg_value(i32 %60, !893, !DIExpression(), !906)
    #dbg_value(i64 0, !948, !DIExpression(), !954)
    #dbg_value(i32 0, !903, !DIExpression(), !906)
    #dbg_value(i32 0, !904, !DIExpression(), !906)
  %62 = zext nneg i32 %60 to i64
    #dbg_value(i32 poison, !904, !DIExpression(), !906)
    #dbg_value(i32 0, !903, !DIExpression(), !906)
    #dbg_value(ptr %61, !936, !DIExpression(), !954)
    #dbg_value(i64 0, !948, !DIExpression(), !954)
  %63 = load i8, ptr %61, align 1, !dbg !979, !tbaa !169
    #dbg_value(i8 %63, !953, !DIExpression(), !980)
  %64 = zext i8 %63 to i32, !dbg !981
    #dbg_value(i32 %64, !707, !DIExpression(), !983)
    #dbg_value(i32 %64, !693, !DIExpression(), !985)
  %65 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %64, !dbg !987
  %66 = load i16, ptr %65, align 2, !dbg !987, !tbaa !700
  %67 = and i16 %66, 2048, !dbg !988
  %68 = icmp eq i16 %67, 0, !dbg !989
  br i1 %68, label %71, label %69, !dbg !990

69:                                               ; preds = %59
  %70 = add nsw i32 %64, -48, !dbg !991
    #dbg_value(i32 %70, !949, !DIExpression(), !980)
  br label %78, !dbg !992

71:                                               ; preds = %59
    #dbg_value(i32 %64, !691, !DIExpression(), !993)
    #dbg_value(i32 %64, !693, !DIExpression(), !996)
  %72 = and i16 %66, 1024, !dbg !998
  %73 = icmp eq i16 %72, 0, !dbg !999
  br i1 %73, label %119, label %74, !dbg !1000

74:                                               ; preds = %71
    #dbg_value(i32 %64, !828, !DIExpression(), !1001)
  %75 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %64, !dbg !1003
  %76 = load i32, ptr %75, align 4, !dbg !1003, !tbaa !112
  %77 = add nsw i32 %76, -87, !dbg !1004
    #dbg_value(i32 %77, !949, !DIExpression(), !980)
  br label %78

78:                                               ; preds = %74, %69
  %79 = phi i32 [ %70, %69 ], [ %77, %74 ], !dbg !1005
    #dbg_value(i32 %79, !949, !DIExpression(), !980)
  %80 = icmp slt i32 %79, %60, !dbg !1006
  br i1 %80, label %81, label %119, !dbg !1008

81:                                               ; preds = %78
    #dbg_value(i32 1, !904, !DIExpression(), !906)
  %82 = sext i32 %79 to i64, !dbg !1009
    #dbg_value(i32 0, !903, !DIExpression(), !906)
    #dbg_value(i64 %82, !948, !DIExpression(), !954)
    #dbg_value(ptr %61, !936, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !954)
  br label %83, !dbg !1011

83:                                               ; preds = %110, %81
  %84 = phi i32 [ 0, %81 ], [ %117, %110 ]
  %85 = phi i64 [ %82, %81 ], [ %118, %110 ]
  %86 = phi ptr [ %61, %81 ], [ %90, %110 ]
  %87 = icmp eq i32 %84, 0
  br label %88, !dbg !1012

88:                                               ; preds = %83, %109
  %89 = phi ptr [ %90, %109 ], [ %86, %83 ]
  %90 = getelementptr inbounds i8, ptr %89, i32 1, !dbg !954
    #dbg_value(i32 poison, !904, !DIExpression(), !906)
    #dbg_value(i32 %84, !903, !DIExpression(), !906)
    #dbg_value(ptr %90, !936, !DIExpression(), !954)
    #dbg_value(i64 %85, !948, !DIExpression(), !954)
  %91 = load i8, ptr %90, align 1, !dbg !979, !tbaa !169
    #dbg_value(i8 %91, !953, !DIExpression(), !980)
  %92 = zext i8 %91 to i32, !dbg !981
    #dbg_value(i32 %92, !707, !DIExpression(), !983)
    #dbg_value(i32 %92, !693, !DIExpression(), !985)
  %93 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %92, !dbg !987
  %94 = load i16, ptr %93, align 2, !dbg !987, !tbaa !700
  %95 = and i16 %94, 2048, !dbg !988
  %96 = icmp eq i16 %95, 0, !dbg !989
  br i1 %96, label %99, label %97, !dbg !990

97:                                               ; preds = %88
  %98 = add nsw i32 %92, -48, !dbg !991
    #dbg_value(i32 %98, !949, !DIExpression(), !980)
  br label %106, !dbg !992

99:                                               ; preds = %88
    #dbg_value(i32 %92, !691, !DIExpression(), !993)
    #dbg_value(i32 %92, !693, !DIExpression(), !996)
  %100 = and i16 %94, 1024, !dbg !998
  %101 = icmp eq i16 %100, 0, !dbg !999
  br i1 %101, label %122, label %102, !dbg !1000

102:                                              ; preds = %99
    #dbg_value(i32 %92, !828, !DIExpression(), !1001)
  %103 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %92, !dbg !1003
  %104 = load i32, ptr %103, align 4, !dbg !1003, !tbaa !112
  %105 = add nsw i32 %104, -87, !dbg !1004
    #dbg_value(i32 %105, !949, !DIExpression(), !980)
  br label %106

106:                                              ; preds = %102, %97
  %107 = phi i32 [ %98, %97 ], [ %105, %102 ], !dbg !1005
    #dbg_value(i32 %107, !949, !DIExpression(), !980)
  %108 = icmp slt i32 %107, %60, !dbg !1006
  br i1 %108, label %109, label %122, !dbg !1008

109:                                              ; preds = %106
    #dbg_value(i32 1, !904, !DIExpression(), !906)
  br i1 %87, label %110, label %88, !dbg !1013, !llvm.loop !1014

110:                                              ; preds = %109
  %111 = sext i32 %107 to i64, !dbg !1009
  %112 = sub i64 %37, %111, !dbg !1017
  %113 = udiv i64 %112, %62, !dbg !1018
  %114 = icmp ugt i64 %85, %113, !dbg !1019
  %115 = mul i64 %85, %62, !dbg !1020
  %116 = add i64 %115, %111, !dbg !1020
  %117 = select i1 %114, i32 1, i32 0, !dbg !1020
  %118 = select i1 %114, i64 %37, i64 %116, !dbg !1020
  br label %83, !dbg !1012, !llvm.loop !1014

119:                                              ; preds = %71, %78
    #dbg_value(i64 poison, !948, !DIExpression(), !954)
    #dbg_value(ptr poison, !902, !DIExpression(), !906)
    #dbg_value(i64 poison, !905, !DIExpression(), !906)
  %120 = icmp eq ptr %1, null, !dbg !1021
  br i1 %120, label %130, label %121, !dbg !1025

121:                                              ; preds = %119
  store ptr %0, ptr %1, align 4, !dbg !1026, !tbaa !121
  br label %130, !dbg !1027

122:                                              ; preds = %106, %99
  %123 = icmp eq i32 %84, 0, !dbg !1028
    #dbg_value(i64 %85, !948, !DIExpression(), !954)
    #dbg_value(ptr %90, !902, !DIExpression(), !906)
    #dbg_value(i64 %85, !905, !DIExpression(), !906)
  %124 = icmp eq ptr %1, null, !dbg !1030
  br i1 %124, label %126, label %125, !dbg !1032

125:                                              ; preds = %122
  store ptr %90, ptr %1, align 4, !dbg !1033, !tbaa !121
  br label %126, !dbg !1034

126:                                              ; preds = %125, %122
  br i1 %123, label %129, label %127, !dbg !1035

127:                                              ; preds = %126
  %128 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1036
  store i32 34, ptr %128, align 4, !dbg !1037, !tbaa !112
  br label %129, !dbg !1036

129:                                              ; preds = %127, %126
  store i32 %24, ptr %7, align 4, !dbg !1038, !tbaa !112
  br label %130, !dbg !1039

130:                                              ; preds = %129, %121, %119, %28, %31
  %131 = phi i64 [ 0, %31 ], [ 0, %28 ], [ %85, %129 ], [ 0, %121 ], [ 0, %119 ], !dbg !906
  ret i64 %131, !dbg !1040
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i64 @strtoull(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #8 !dbg !1041 {
  %4 = alloca i32, align 4, !DIAssignID !1050
    #dbg_assign(i1 undef, !1048, !DIExpression(), !1050, ptr %4, !DIExpression(), !1051)
    #dbg_value(ptr %0, !1045, !DIExpression(), !1051)
    #dbg_value(ptr %1, !1046, !DIExpression(), !1051)
    #dbg_value(i32 %2, !1047, !DIExpression(), !1051)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #17, !dbg !1052
  store i32 0, ptr %4, align 4, !dbg !1053, !tbaa !112, !DIAssignID !1054
    #dbg_assign(i32 0, !1048, !DIExpression(), !1054, ptr %4, !DIExpression(), !1051)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 0, i64 noundef -1, i64 noundef 0, i64 noundef 0, ptr noundef nonnull %4) #18, !dbg !1055
    #dbg_value(i64 %5, !1049, !DIExpression(), !1051)
  %6 = load i32, ptr %4, align 4, !dbg !1056, !tbaa !112
  %7 = icmp eq i32 %6, 0, !dbg !1056
  %8 = sub i64 0, %5, !dbg !1056
  %9 = select i1 %7, i64 %5, i64 %8, !dbg !1056
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #17, !dbg !1057
  ret i64 %9, !dbg !1058
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i32 @strtol(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #8 !dbg !1059 {
  %4 = alloca i32, align 4, !DIAssignID !1069
    #dbg_assign(i1 undef, !1066, !DIExpression(), !1069, ptr %4, !DIExpression(), !1070)
    #dbg_value(ptr %0, !1063, !DIExpression(), !1070)
    #dbg_value(ptr %1, !1064, !DIExpression(), !1070)
    #dbg_value(i32 %2, !1065, !DIExpression(), !1070)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #17, !dbg !1071
  store i32 0, ptr %4, align 4, !dbg !1072, !tbaa !112, !DIAssignID !1073
    #dbg_assign(i32 0, !1066, !DIExpression(), !1073, ptr %4, !DIExpression(), !1070)
    #dbg_value(i32 2147483647, !1067, !DIExpression(), !1070)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 1, i64 noundef 0, i64 noundef -2147483648, i64 noundef 2147483647, ptr noundef nonnull %4) #18, !dbg !1074
    #dbg_value(i64 %5, !1068, !DIExpression(), !1070)
  %6 = load i32, ptr %4, align 4, !dbg !1075, !tbaa !112
  %7 = icmp eq i32 %6, 0, !dbg !1075
  %8 = trunc i64 %5 to i32, !dbg !1075
  %9 = sub i32 0, %8, !dbg !1075
  %10 = select i1 %7, i32 %8, i32 %9, !dbg !1075
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #17, !dbg !1076
  ret i32 %10, !dbg !1077
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i32 @strtoul(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #8 !dbg !1078 {
  %4 = alloca i32, align 4, !DIAssignID !1087
    #dbg_assign(i1 undef, !1085, !DIExpression(), !1087, ptr %4, !DIExpression(), !1088)
    #dbg_value(ptr %0, !1082, !DIExpression(), !1088)
    #dbg_value(ptr %1, !1083, !DIExpression(), !1088)
    #dbg_value(i32 %2, !1084, !DIExpression(), !1088)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #17, !dbg !1089
  store i32 0, ptr %4, align 4, !dbg !1090, !tbaa !112, !DIAssignID !1091
    #dbg_assign(i32 0, !1085, !DIExpression(), !1091, ptr %4, !DIExpression(), !1088)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 0, i64 noundef 4294967295, i64 noundef 0, i64 noundef 0, ptr noundef nonnull %4) #18, !dbg !1092
    #dbg_value(i64 %5, !1086, !DIExpression(), !1088)
  %6 = load i32, ptr %4, align 4, !dbg !1093, !tbaa !112
  %7 = icmp eq i32 %6, 0, !dbg !1093
  %8 = trunc i64 %5 to i32, !dbg !1093
  %9 = sub i32 0, %8, !dbg !1093
  %10 = select i1 %7, i32 %8, i32 %9, !dbg !1093
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #17, !dbg !1094
  ret i32 %10, !dbg !1095
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local i32 @atoi(ptr nocapture noundef readonly %0) local_unnamed_addr #12 !dbg !1096 {
    #dbg_value(ptr %0, !1100, !DIExpression(), !1101)
    #dbg_value(ptr %0, !1063, !DIExpression(), !1102)
    #dbg_value(ptr null, !1064, !DIExpression(), !1102)
    #dbg_value(i32 10, !1065, !DIExpression(), !1102)
    #dbg_value(i32 0, !1066, !DIExpression(), !1102)
    #dbg_value(i32 2147483647, !1067, !DIExpression(), !1102)
    #dbg_value(ptr %0, !891, !DIExpression(), !1104)
    #dbg_value(ptr null, !892, !DIExpression(), !1104)
    #dbg_value(i32 10, !893, !DIExpression(), !1104)
    #dbg_value(i32 1, !894, !DIExpression(), !1104)
    #dbg_value(i64 0, !895, !DIExpression(), !1104)
    #dbg_value(i64 -2147483648, !896, !DIExpression(), !1104)
    #dbg_value(i64 2147483647, !897, !DIExpression(), !1104)
    #dbg_value(ptr undef, !898, !DIExpression(), !1104)
    #dbg_value(ptr %0, !899, !DIExpression(), !1104)
  br label %2, !dbg !1106

2:                                                ; preds = %2, %1
  %3 = phi ptr [ %0, %1 ], [ %10, %2 ], !dbg !1104
    #dbg_value(ptr %3, !899, !DIExpression(), !1104)
  %4 = load i8, ptr %3, align 1, !dbg !1107, !tbaa !169
  %5 = zext i8 %4 to i32, !dbg !1108
    #dbg_value(i32 %5, !729, !DIExpression(), !1109)
    #dbg_value(i32 %5, !693, !DIExpression(), !1111)
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %5, !dbg !1113
  %7 = load i16, ptr %6, align 2, !dbg !1113, !tbaa !700
  %8 = and i16 %7, 8192, !dbg !1114
  %9 = icmp eq i16 %8, 0, !dbg !1106
  %10 = getelementptr inbounds i8, ptr %3, i32 1, !dbg !1115
    #dbg_value(ptr %10, !899, !DIExpression(), !1104)
  br i1 %9, label %11, label %2, !dbg !1106, !llvm.loop !1116

11:                                               ; preds = %2
    #dbg_value(i32 0, !900, !DIExpression(), !1104)
  switch i8 %4, label %19 [
    i8 43, label %12
    i8 45, label %12
  ], !dbg !1117

12:                                               ; preds = %11, %11
  %13 = icmp ne i8 %4, 45, !dbg !1118
    #dbg_value(i1 %13, !900, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1104)
    #dbg_value(ptr %10, !899, !DIExpression(), !1104)
  %14 = select i1 %13, i64 2147483647, i64 2147483648, !dbg !1119
  %15 = load i8, ptr %10, align 1, !dbg !1120, !tbaa !169
  %16 = zext i8 %15 to i32
  %17 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %16
  %18 = load i16, ptr %17, align 2, !dbg !1122, !tbaa !700
  br label %19, !dbg !1119

19:                                               ; preds = %12, %11
  %20 = phi i32 [ %16, %12 ], [ %5, %11 ], !dbg !1125
  %21 = phi i16 [ %18, %12 ], [ %7, %11 ], !dbg !1122
  %22 = phi i1 [ %13, %12 ], [ true, %11 ]
  %23 = phi ptr [ %10, %12 ], [ %3, %11 ]
  %24 = phi i64 [ %14, %12 ], [ 2147483647, %11 ], !dbg !1119
    #dbg_value(i64 %24, !901, !DIExpression(), !1104)
    #dbg_value(ptr undef, !942, !DIExpression(), !1126)
    #dbg_value(ptr undef, !943, !DIExpression(), !1126)
    #dbg_value(i64 %24, !944, !DIExpression(), !1126)
    #dbg_value(ptr undef, !945, !DIExpression(), !1126)
    #dbg_value(ptr undef, !946, !DIExpression(), !1126)
    #dbg_value(i32 10, !947, !DIExpression(), !1126)
    #dbg_value(i32 10, !893, !DIExpression(), !1104)
    #dbg_value(i32 poison, !904, !DIExpression(), !1104)
    #dbg_value(i32 0, !903, !DIExpression(), !1104)
    #dbg_value(ptr %23, !936, !DIExpression(), !1126)
    #dbg_value(i64 0, !948, !DIExpression(), !1126)
    #dbg_value(i8 poison, !953, !DIExpression(), !1127)
    #dbg_value(i32 %20, !707, !DIExpression(), !1128)
    #dbg_value(i32 %20, !693, !DIExpression(), !1129)
  %25 = and i16 %21, 2048, !dbg !1130
  %26 = icmp eq i16 %25, 0, !dbg !1131
  br i1 %26, label %29, label %27, !dbg !1132

27:                                               ; preds = %19
  %28 = add nsw i32 %20, -48, !dbg !1133
    #dbg_value(i32 %28, !949, !DIExpression(), !1127)
  br label %36, !dbg !1134

29:                                               ; preds = %19
    #dbg_value(i32 %20, !691, !DIExpression(), !1135)
    #dbg_value(i32 %20, !693, !DIExpression(), !1137)
  %30 = and i16 %21, 1024, !dbg !1139
  %31 = icmp eq i16 %30, 0, !dbg !1140
  br i1 %31, label %85, label %32, !dbg !1141

32:                                               ; preds = %29
    #dbg_value(i32 %20, !828, !DIExpression(), !1142)
  %33 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %20, !dbg !1144
  %34 = load i32, ptr %33, align 4, !dbg !1144, !tbaa !112
  %35 = add nsw i32 %34, -87, !dbg !1145
    #dbg_value(i32 %35, !949, !DIExpression(), !1127)
  br label %36

36:                                               ; preds = %32, %27
  %37 = phi i32 [ %28, %27 ], [ %35, %32 ], !dbg !1146
    #dbg_value(i32 %37, !949, !DIExpression(), !1127)
  %38 = icmp slt i32 %37, 10, !dbg !1147
  br i1 %38, label %39, label %85, !dbg !1148

39:                                               ; preds = %36
    #dbg_value(i32 1, !904, !DIExpression(), !1104)
  %40 = sext i32 %37 to i64, !dbg !1149
    #dbg_value(i32 0, !903, !DIExpression(), !1104)
    #dbg_value(i64 %40, !948, !DIExpression(), !1126)
    #dbg_value(ptr %23, !936, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1126)
  br label %41, !dbg !1150

41:                                               ; preds = %68, %39
  %42 = phi i32 [ 0, %39 ], [ %75, %68 ]
  %43 = phi i64 [ %40, %39 ], [ %76, %68 ]
  %44 = phi ptr [ %23, %39 ], [ %48, %68 ]
  %45 = icmp eq i32 %42, 0
  br label %46, !dbg !1151

46:                                               ; preds = %41, %67
  %47 = phi ptr [ %48, %67 ], [ %44, %41 ]
  %48 = getelementptr inbounds i8, ptr %47, i32 1, !dbg !1126
    #dbg_value(i32 poison, !904, !DIExpression(), !1104)
    #dbg_value(i32 %42, !903, !DIExpression(), !1104)
    #dbg_value(ptr %48, !936, !DIExpression(), !1126)
    #dbg_value(i64 %43, !948, !DIExpression(), !1126)
  %49 = load i8, ptr %48, align 1, !dbg !1120, !tbaa !169
    #dbg_value(i8 %49, !953, !DIExpression(), !1127)
  %50 = zext i8 %49 to i32, !dbg !1125
    #dbg_value(i32 %50, !707, !DIExpression(), !1128)
    #dbg_value(i32 %50, !693, !DIExpression(), !1129)
  %51 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %50, !dbg !1122
  %52 = load i16, ptr %51, align 2, !dbg !1122, !tbaa !700
  %53 = and i16 %52, 2048, !dbg !1130
  %54 = icmp eq i16 %53, 0, !dbg !1131
  br i1 %54, label %57, label %55, !dbg !1132

55:                                               ; preds = %46
  %56 = add nsw i32 %50, -48, !dbg !1133
    #dbg_value(i32 %56, !949, !DIExpression(), !1127)
  br label %64, !dbg !1134

57:                                               ; preds = %46
    #dbg_value(i32 %50, !691, !DIExpression(), !1135)
    #dbg_value(i32 %50, !693, !DIExpression(), !1137)
  %58 = and i16 %52, 1024, !dbg !1139
  %59 = icmp eq i16 %58, 0, !dbg !1140
  br i1 %59, label %77, label %60, !dbg !1141

60:                                               ; preds = %57
    #dbg_value(i32 %50, !828, !DIExpression(), !1142)
  %61 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %50, !dbg !1144
  %62 = load i32, ptr %61, align 4, !dbg !1144, !tbaa !112
  %63 = add nsw i32 %62, -87, !dbg !1145
    #dbg_value(i32 %63, !949, !DIExpression(), !1127)
  br label %64

64:                                               ; preds = %60, %55
  %65 = phi i32 [ %56, %55 ], [ %63, %60 ], !dbg !1146
    #dbg_value(i32 %65, !949, !DIExpression(), !1127)
  %66 = icmp slt i32 %65, 10, !dbg !1147
  br i1 %66, label %67, label %77, !dbg !1148

67:                                               ; preds = %64
    #dbg_value(i32 1, !904, !DIExpression(), !1104)
  br i1 %45, label %68, label %46, !dbg !1152, !llvm.loop !1153

68:                                               ; preds = %67
  %69 = sext i32 %65 to i64, !dbg !1149
  %70 = sub nsw i64 %24, %69, !dbg !1155
  %71 = udiv i64 %70, 10, !dbg !1156
  %72 = icmp ugt i64 %43, %71, !dbg !1157
  %73 = mul nuw i64 %43, 10, !dbg !1158
  %74 = add i64 %73, %69, !dbg !1158
  %75 = select i1 %72, i32 1, i32 0, !dbg !1158
  %76 = select i1 %72, i64 %24, i64 %74, !dbg !1158
  br label %41, !dbg !1151, !llvm.loop !1153

77:                                               ; preds = %64, %57
  %78 = icmp eq i32 %42, 0, !dbg !1159
    #dbg_value(i64 %43, !948, !DIExpression(), !1126)
    #dbg_value(ptr undef, !902, !DIExpression(), !1104)
    #dbg_value(i64 %43, !905, !DIExpression(), !1104)
  br i1 %78, label %81, label %79, !dbg !1160

79:                                               ; preds = %77
  %80 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1161
  store i32 34, ptr %80, align 4, !dbg !1162, !tbaa !112
  br label %81, !dbg !1161

81:                                               ; preds = %77, %79
    #dbg_value(i1 %22, !1066, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1102)
    #dbg_value(i64 %43, !1068, !DIExpression(), !1102)
  %82 = trunc i64 %43 to i32, !dbg !1163
  %83 = sub i32 0, %82, !dbg !1163
  %84 = select i1 %22, i32 %82, i32 %83, !dbg !1163
  br label %85, !dbg !1163

85:                                               ; preds = %81, %29, %36
  %86 = phi i32 [ 0, %36 ], [ 0, %29 ], [ %84, %81 ], !dbg !1163
  ret i32 %86, !dbg !1164
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local i32 @atol(ptr nocapture noundef readonly %0) local_unnamed_addr #12 !dbg !1165 {
    #dbg_value(ptr %0, !1169, !DIExpression(), !1170)
    #dbg_value(ptr %0, !1063, !DIExpression(), !1171)
    #dbg_value(ptr null, !1064, !DIExpression(), !1171)
    #dbg_value(i32 10, !1065, !DIExpression(), !1171)
    #dbg_value(i32 0, !1066, !DIExpression(), !1171)
    #dbg_value(i32 2147483647, !1067, !DIExpression(), !1171)
    #dbg_value(ptr %0, !891, !DIExpression(), !1173)
    #dbg_value(ptr null, !892, !DIExpression(), !1173)
    #dbg_value(i32 10, !893, !DIExpression(), !1173)
    #dbg_value(i32 1, !894, !DIExpression(), !1173)
    #dbg_value(i64 0, !895, !DIExpression(), !1173)
    #dbg_value(i64 -2147483648, !896, !DIExpression(), !1173)
    #dbg_value(i64 2147483647, !897, !DIExpression(), !1173)
    #dbg_value(ptr undef, !898, !DIExpression(), !1173)
    #dbg_value(ptr %0, !899, !DIExpression(), !1173)
  br label %2, !dbg !1175

2:                                                ; preds = %2, %1
  %3 = phi ptr [ %0, %1 ], [ %10, %2 ], !dbg !1173
    #dbg_value(ptr %3, !899, !DIExpression(), !1173)
  %4 = load i8, ptr %3, align 1, !dbg !1176, !tbaa !169
  %5 = zext i8 %4 to i32, !dbg !1177
    #dbg_value(i32 %5, !729, !DIExpression(), !1178)
    #dbg_value(i32 %5, !693, !DIExpression(), !1180)
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %5, !dbg !1182
  %7 = load i16, ptr %6, align 2, !dbg !1182, !tbaa !700
  %8 = and i16 %7, 8192, !dbg !1183
  %9 = icmp eq i16 %8, 0, !dbg !1175
  %10 = getelementptr inbounds i8, ptr %3, i32 1, !dbg !1184
    #dbg_value(ptr %10, !899, !DIExpression(), !1173)
  br i1 %9, label %11, label %2, !dbg !1175, !llvm.loop !1185

11:                                               ; preds = %2
    #dbg_value(i32 0, !900, !DIExpression(), !1173)
  switch i8 %4, label %19 [
    i8 43, label %12
    i8 45, label %12
  ], !dbg !1186

12:                                               ; preds = %11, %11
  %13 = icmp ne i8 %4, 45, !dbg !1187
    #dbg_value(i1 %13, !900, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1173)
    #dbg_value(ptr %10, !899, !DIExpression(), !1173)
  %14 = select i1 %13, i64 2147483647, i64 2147483648, !dbg !1188
  %15 = load i8, ptr %10, align 1, !dbg !1189, !tbaa !169
  %16 = zext i8 %15 to i32
  %17 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %16
  %18 = load i16, ptr %17, align 2, !dbg !1191, !tbaa !700
  br label %19, !dbg !1188

19:                                               ; preds = %12, %11
  %20 = phi i32 [ %16, %12 ], [ %5, %11 ], !dbg !1194
  %21 = phi i16 [ %18, %12 ], [ %7, %11 ], !dbg !1191
  %22 = phi i1 [ %13, %12 ], [ true, %11 ]
  %23 = phi ptr [ %10, %12 ], [ %3, %11 ]
  %24 = phi i64 [ %14, %12 ], [ 2147483647, %11 ], !dbg !1188
    #dbg_value(i64 %24, !901, !DIExpression(), !1173)
    #dbg_value(ptr undef, !942, !DIExpression(), !1195)
    #dbg_value(ptr undef, !943, !DIExpression(), !1195)
    #dbg_value(i64 %24, !944, !DIExpression(), !1195)
    #dbg_value(ptr undef, !945, !DIExpression(), !1195)
    #dbg_value(ptr undef, !946, !DIExpression(), !1195)
    #dbg_value(i32 10, !947, !DIExpression(), !1195)
    #dbg_value(i32 10, !893, !DIExpression(), !1173)
    #dbg_value(i32 poison, !904, !DIExpression(), !1173)
    #dbg_value(i32 0, !903, !DIExpression(), !1173)
    #dbg_value(ptr %23, !936, !DIExpression(), !1195)
    #dbg_value(i64 0, !948, !DIExpression(), !1195)
    #dbg_value(i8 poison, !953, !DIExpression(), !1196)
    #dbg_value(i32 %20, !707, !DIExpression(), !1197)
    #dbg_value(i32 %20, !693, !DIExpression(), !1198)
  %25 = and i16 %21, 2048, !dbg !1199
  %26 = icmp eq i16 %25, 0, !dbg !1200
  br i1 %26, label %29, label %27, !dbg !1201

27:                                               ; preds = %19
  %28 = add nsw i32 %20, -48, !dbg !1202
    #dbg_value(i32 %28, !949, !DIExpression(), !1196)
  br label %36, !dbg !1203

29:                                               ; preds = %19
    #dbg_value(i32 %20, !691, !DIExpression(), !1204)
    #dbg_value(i32 %20, !693, !DIExpression(), !1206)
  %30 = and i16 %21, 1024, !dbg !1208
  %31 = icmp eq i16 %30, 0, !dbg !1209
  br i1 %31, label %85, label %32, !dbg !1210

32:                                               ; preds = %29
    #dbg_value(i32 %20, !828, !DIExpression(), !1211)
  %33 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %20, !dbg !1213
  %34 = load i32, ptr %33, align 4, !dbg !1213, !tbaa !112
  %35 = add nsw i32 %34, -87, !dbg !1214
    #dbg_value(i32 %35, !949, !DIExpression(), !1196)
  br label %36

36:                                               ; preds = %32, %27
  %37 = phi i32 [ %28, %27 ], [ %35, %32 ], !dbg !1215
    #dbg_value(i32 %37, !949, !DIExpression(), !1196)
  %38 = icmp slt i32 %37, 10, !dbg !1216
  br i1 %38, label %39, label %85, !dbg !1217

39:                                               ; preds = %36
    #dbg_value(i32 1, !904, !DIExpression(), !1173)
  %40 = sext i32 %37 to i64, !dbg !1218
    #dbg_value(i32 0, !903, !DIExpression(), !1173)
    #dbg_value(i64 %40, !948, !DIExpression(), !1195)
    #dbg_value(ptr %23, !936, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1195)
  br label %41, !dbg !1219

41:                                               ; preds = %68, %39
  %42 = phi i32 [ 0, %39 ], [ %75, %68 ]
  %43 = phi i64 [ %40, %39 ], [ %76, %68 ]
  %44 = phi ptr [ %23, %39 ], [ %48, %68 ]
  %45 = icmp eq i32 %42, 0
  br label %46, !dbg !1220

46:                                               ; preds = %41, %67
  %47 = phi ptr [ %48, %67 ], [ %44, %41 ]
  %48 = getelementptr inbounds i8, ptr %47, i32 1, !dbg !1195
    #dbg_value(i32 poison, !904, !DIExpression(), !1173)
    #dbg_value(i32 %42, !903, !DIExpression(), !1173)
    #dbg_value(ptr %48, !936, !DIExpression(), !1195)
    #dbg_value(i64 %43, !948, !DIExpression(), !1195)
  %49 = load i8, ptr %48, align 1, !dbg !1189, !tbaa !169
    #dbg_value(i8 %49, !953, !DIExpression(), !1196)
  %50 = zext i8 %49 to i32, !dbg !1194
    #dbg_value(i32 %50, !707, !DIExpression(), !1197)
    #dbg_value(i32 %50, !693, !DIExpression(), !1198)
  %51 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %50, !dbg !1191
  %52 = load i16, ptr %51, align 2, !dbg !1191, !tbaa !700
  %53 = and i16 %52, 2048, !dbg !1199
  %54 = icmp eq i16 %53, 0, !dbg !1200
  br i1 %54, label %57, label %55, !dbg !1201

55:                                               ; preds = %46
  %56 = add nsw i32 %50, -48, !dbg !1202
    #dbg_value(i32 %56, !949, !DIExpression(), !1196)
  br label %64, !dbg !1203

57:                                               ; preds = %46
    #dbg_value(i32 %50, !691, !DIExpression(), !1204)
    #dbg_value(i32 %50, !693, !DIExpression(), !1206)
  %58 = and i16 %52, 1024, !dbg !1208
  %59 = icmp eq i16 %58, 0, !dbg !1209
  br i1 %59, label %77, label %60, !dbg !1210

60:                                               ; preds = %57
    #dbg_value(i32 %50, !828, !DIExpression(), !1211)
  %61 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %50, !dbg !1213
  %62 = load i32, ptr %61, align 4, !dbg !1213, !tbaa !112
  %63 = add nsw i32 %62, -87, !dbg !1214
    #dbg_value(i32 %63, !949, !DIExpression(), !1196)
  br label %64

64:                                               ; preds = %60, %55
  %65 = phi i32 [ %56, %55 ], [ %63, %60 ], !dbg !1215
    #dbg_value(i32 %65, !949, !DIExpression(), !1196)
  %66 = icmp slt i32 %65, 10, !dbg !1216
  br i1 %66, label %67, label %77, !dbg !1217

67:                                               ; preds = %64
    #dbg_value(i32 1, !904, !DIExpression(), !1173)
  br i1 %45, label %68, label %46, !dbg !1221, !llvm.loop !1222

68:                                               ; preds = %67
  %69 = sext i32 %65 to i64, !dbg !1218
  %70 = sub nsw i64 %24, %69, !dbg !1224
  %71 = udiv i64 %70, 10, !dbg !1225
  %72 = icmp ugt i64 %43, %71, !dbg !1226
  %73 = mul nuw i64 %43, 10, !dbg !1227
  %74 = add i64 %73, %69, !dbg !1227
  %75 = select i1 %72, i32 1, i32 0, !dbg !1227
  %76 = select i1 %72, i64 %24, i64 %74, !dbg !1227
  br label %41, !dbg !1220, !llvm.loop !1222

77:                                               ; preds = %64, %57
  %78 = icmp eq i32 %42, 0, !dbg !1228
    #dbg_value(i64 %43, !948, !DIExpression(), !1195)
    #dbg_value(ptr undef, !902, !DIExpression(), !1173)
    #dbg_value(i64 %43, !905, !DIExpression(), !1173)
  br i1 %78, label %81, label %79, !dbg !1229

79:                                               ; preds = %77
  %80 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1230
  store i32 34, ptr %80, align 4, !dbg !1231, !tbaa !112
  br label %81, !dbg !1230

81:                                               ; preds = %77, %79
    #dbg_value(i1 %22, !1066, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1171)
    #dbg_value(i64 %43, !1068, !DIExpression(), !1171)
  %82 = trunc i64 %43 to i32, !dbg !1232
  %83 = sub i32 0, %82, !dbg !1232
  %84 = select i1 %22, i32 %82, i32 %83, !dbg !1232
  br label %85, !dbg !1232

85:                                               ; preds = %81, %29, %36
  %86 = phi i32 [ 0, %36 ], [ 0, %29 ], [ %84, %81 ], !dbg !1232
  ret i32 %86, !dbg !1233
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local i64 @atoll(ptr nocapture noundef readonly %0) local_unnamed_addr #12 !dbg !1234 {
    #dbg_value(ptr %0, !1238, !DIExpression(), !1239)
    #dbg_value(ptr %0, !873, !DIExpression(), !1240)
    #dbg_value(ptr null, !874, !DIExpression(), !1240)
    #dbg_value(i32 10, !875, !DIExpression(), !1240)
    #dbg_value(i32 0, !876, !DIExpression(), !1240)
    #dbg_value(ptr %0, !891, !DIExpression(), !1242)
    #dbg_value(ptr null, !892, !DIExpression(), !1242)
    #dbg_value(i32 10, !893, !DIExpression(), !1242)
    #dbg_value(i32 1, !894, !DIExpression(), !1242)
    #dbg_value(i64 0, !895, !DIExpression(), !1242)
    #dbg_value(i64 -9223372036854775808, !896, !DIExpression(), !1242)
    #dbg_value(i64 9223372036854775807, !897, !DIExpression(), !1242)
    #dbg_value(ptr undef, !898, !DIExpression(), !1242)
    #dbg_value(ptr %0, !899, !DIExpression(), !1242)
  br label %2, !dbg !1244

2:                                                ; preds = %2, %1
  %3 = phi ptr [ %0, %1 ], [ %10, %2 ], !dbg !1242
    #dbg_value(ptr %3, !899, !DIExpression(), !1242)
  %4 = load i8, ptr %3, align 1, !dbg !1245, !tbaa !169
  %5 = zext i8 %4 to i32, !dbg !1246
    #dbg_value(i32 %5, !729, !DIExpression(), !1247)
    #dbg_value(i32 %5, !693, !DIExpression(), !1249)
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %5, !dbg !1251
  %7 = load i16, ptr %6, align 2, !dbg !1251, !tbaa !700
  %8 = and i16 %7, 8192, !dbg !1252
  %9 = icmp eq i16 %8, 0, !dbg !1244
  %10 = getelementptr inbounds i8, ptr %3, i32 1, !dbg !1253
    #dbg_value(ptr %10, !899, !DIExpression(), !1242)
  br i1 %9, label %11, label %2, !dbg !1244, !llvm.loop !1254

11:                                               ; preds = %2
    #dbg_value(i32 0, !900, !DIExpression(), !1242)
  switch i8 %4, label %19 [
    i8 43, label %12
    i8 45, label %12
  ], !dbg !1255

12:                                               ; preds = %11, %11
  %13 = icmp ne i8 %4, 45, !dbg !1256
    #dbg_value(i1 %13, !900, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1242)
    #dbg_value(ptr %10, !899, !DIExpression(), !1242)
  %14 = select i1 %13, i64 9223372036854775807, i64 -9223372036854775808, !dbg !1257
  %15 = load i8, ptr %10, align 1, !dbg !1258, !tbaa !169
  %16 = zext i8 %15 to i32
  %17 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %16
  %18 = load i16, ptr %17, align 2, !dbg !1260, !tbaa !700
  br label %19, !dbg !1257

19:                                               ; preds = %12, %11
  %20 = phi i32 [ %16, %12 ], [ %5, %11 ], !dbg !1263
  %21 = phi i16 [ %18, %12 ], [ %7, %11 ], !dbg !1260
  %22 = phi i1 [ %13, %12 ], [ true, %11 ]
  %23 = phi ptr [ %10, %12 ], [ %3, %11 ]
  %24 = phi i64 [ %14, %12 ], [ 9223372036854775807, %11 ], !dbg !1257
    #dbg_value(i64 %24, !901, !DIExpression(), !1242)
    #dbg_value(ptr undef, !942, !DIExpression(), !1264)
    #dbg_value(ptr undef, !943, !DIExpression(), !1264)
    #dbg_value(i64 %24, !944, !DIExpression(), !1264)
    #dbg_value(ptr undef, !945, !DIExpression(), !1264)
    #dbg_value(ptr undef, !946, !DIExpression(), !1264)
    #dbg_value(i32 10, !947, !DIExpression(), !1264)
    #dbg_value(i32 10, !893, !DIExpression(), !1242)
    #dbg_value(i32 poison, !904, !DIExpression(), !1242)
    #dbg_value(i32 0, !903, !DIExpression(), !1242)
    #dbg_value(ptr %23, !936, !DIExpression(), !1264)
    #dbg_value(i64 0, !948, !DIExpression(), !1264)
    #dbg_value(i8 poison, !953, !DIExpression(), !1265)
    #dbg_value(i32 %20, !707, !DIExpression(), !1266)
    #dbg_value(i32 %20, !693, !DIExpression(), !1267)
  %25 = and i16 %21, 2048, !dbg !1268
  %26 = icmp eq i16 %25, 0, !dbg !1269
  br i1 %26, label %29, label %27, !dbg !1270

27:                                               ; preds = %19
  %28 = add nsw i32 %20, -48, !dbg !1271
    #dbg_value(i32 %28, !949, !DIExpression(), !1265)
  br label %36, !dbg !1272

29:                                               ; preds = %19
    #dbg_value(i32 %20, !691, !DIExpression(), !1273)
    #dbg_value(i32 %20, !693, !DIExpression(), !1275)
  %30 = and i16 %21, 1024, !dbg !1277
  %31 = icmp eq i16 %30, 0, !dbg !1278
  br i1 %31, label %84, label %32, !dbg !1279

32:                                               ; preds = %29
    #dbg_value(i32 %20, !828, !DIExpression(), !1280)
  %33 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %20, !dbg !1282
  %34 = load i32, ptr %33, align 4, !dbg !1282, !tbaa !112
  %35 = add nsw i32 %34, -87, !dbg !1283
    #dbg_value(i32 %35, !949, !DIExpression(), !1265)
  br label %36

36:                                               ; preds = %32, %27
  %37 = phi i32 [ %28, %27 ], [ %35, %32 ], !dbg !1284
    #dbg_value(i32 %37, !949, !DIExpression(), !1265)
  %38 = icmp slt i32 %37, 10, !dbg !1285
  br i1 %38, label %39, label %84, !dbg !1286

39:                                               ; preds = %36
    #dbg_value(i32 1, !904, !DIExpression(), !1242)
  %40 = sext i32 %37 to i64, !dbg !1287
    #dbg_value(i32 0, !903, !DIExpression(), !1242)
    #dbg_value(i64 %40, !948, !DIExpression(), !1264)
    #dbg_value(ptr %23, !936, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1264)
  br label %41, !dbg !1288

41:                                               ; preds = %68, %39
  %42 = phi i32 [ 0, %39 ], [ %75, %68 ]
  %43 = phi i64 [ %40, %39 ], [ %76, %68 ]
  %44 = phi ptr [ %23, %39 ], [ %48, %68 ]
  %45 = icmp eq i32 %42, 0
  br label %46, !dbg !1289

46:                                               ; preds = %41, %67
  %47 = phi ptr [ %48, %67 ], [ %44, %41 ]
  %48 = getelementptr inbounds i8, ptr %47, i32 1, !dbg !1264
    #dbg_value(i32 poison, !904, !DIExpression(), !1242)
    #dbg_value(i32 %42, !903, !DIExpression(), !1242)
    #dbg_value(ptr %48, !936, !DIExpression(), !1264)
    #dbg_value(i64 %43, !948, !DIExpression(), !1264)
  %49 = load i8, ptr %48, align 1, !dbg !1258, !tbaa !169
    #dbg_value(i8 %49, !953, !DIExpression(), !1265)
  %50 = zext i8 %49 to i32, !dbg !1263
    #dbg_value(i32 %50, !707, !DIExpression(), !1266)
    #dbg_value(i32 %50, !693, !DIExpression(), !1267)
  %51 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %50, !dbg !1260
  %52 = load i16, ptr %51, align 2, !dbg !1260, !tbaa !700
  %53 = and i16 %52, 2048, !dbg !1268
  %54 = icmp eq i16 %53, 0, !dbg !1269
  br i1 %54, label %57, label %55, !dbg !1270

55:                                               ; preds = %46
  %56 = add nsw i32 %50, -48, !dbg !1271
    #dbg_value(i32 %56, !949, !DIExpression(), !1265)
  br label %64, !dbg !1272

57:                                               ; preds = %46
    #dbg_value(i32 %50, !691, !DIExpression(), !1273)
    #dbg_value(i32 %50, !693, !DIExpression(), !1275)
  %58 = and i16 %52, 1024, !dbg !1277
  %59 = icmp eq i16 %58, 0, !dbg !1278
  br i1 %59, label %77, label %60, !dbg !1279

60:                                               ; preds = %57
    #dbg_value(i32 %50, !828, !DIExpression(), !1280)
  %61 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %50, !dbg !1282
  %62 = load i32, ptr %61, align 4, !dbg !1282, !tbaa !112
  %63 = add nsw i32 %62, -87, !dbg !1283
    #dbg_value(i32 %63, !949, !DIExpression(), !1265)
  br label %64

64:                                               ; preds = %60, %55
  %65 = phi i32 [ %56, %55 ], [ %63, %60 ], !dbg !1284
    #dbg_value(i32 %65, !949, !DIExpression(), !1265)
  %66 = icmp slt i32 %65, 10, !dbg !1285
  br i1 %66, label %67, label %77, !dbg !1286

67:                                               ; preds = %64
    #dbg_value(i32 1, !904, !DIExpression(), !1242)
  br i1 %45, label %68, label %46, !dbg !1290, !llvm.loop !1291

68:                                               ; preds = %67
  %69 = sext i32 %65 to i64, !dbg !1287
  %70 = sub i64 %24, %69, !dbg !1293
  %71 = udiv i64 %70, 10, !dbg !1294
  %72 = icmp ugt i64 %43, %71, !dbg !1295
  %73 = mul nuw i64 %43, 10, !dbg !1296
  %74 = add i64 %73, %69, !dbg !1296
  %75 = select i1 %72, i32 1, i32 0, !dbg !1296
  %76 = select i1 %72, i64 %24, i64 %74, !dbg !1296
  br label %41, !dbg !1289, !llvm.loop !1291

77:                                               ; preds = %64, %57
  %78 = icmp eq i32 %42, 0, !dbg !1297
    #dbg_value(i64 %43, !948, !DIExpression(), !1264)
    #dbg_value(ptr undef, !902, !DIExpression(), !1242)
    #dbg_value(i64 %43, !905, !DIExpression(), !1242)
  br i1 %78, label %81, label %79, !dbg !1298

79:                                               ; preds = %77
  %80 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1299
  store i32 34, ptr %80, align 4, !dbg !1300, !tbaa !112
  br label %81, !dbg !1299

81:                                               ; preds = %77, %79
    #dbg_value(i1 %22, !876, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1240)
    #dbg_value(i64 %43, !877, !DIExpression(), !1240)
  %82 = sub i64 0, %43, !dbg !1301
  %83 = select i1 %22, i64 %43, i64 %82, !dbg !1301
  br label %84, !dbg !1301

84:                                               ; preds = %81, %29, %36
  %85 = phi i64 [ 0, %36 ], [ 0, %29 ], [ %83, %81 ], !dbg !1301
  ret i64 %85, !dbg !1302
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local void @srand(i32 noundef %0) local_unnamed_addr #13 !dbg !1303 {
    #dbg_value(i32 %0, !1307, !DIExpression(), !1317)
  %2 = tail call i32 @llvm.umax.i32(i32 %0, i32 1), !dbg !1318
    #dbg_value(i32 %2, !1308, !DIExpression(), !1317)
  store i32 %2, ptr @rand_state, align 4, !dbg !1319, !tbaa !112
    #dbg_value(i32 1, !1309, !DIExpression(), !1320)
    #dbg_value(i32 %2, !1308, !DIExpression(), !1317)
  br label %4, !dbg !1321

3:                                                ; preds = %4
  store i1 true, ptr @rand_seeded, align 4, !dbg !1322
    #dbg_value(i32 0, !1315, !DIExpression(), !1323)
    #dbg_value(i32 0, !1315, !DIExpression(), !1323)
  br label %19, !dbg !1324

4:                                                ; preds = %1, %4
  %5 = phi i32 [ %2, %1 ], [ %14, %4 ]
  %6 = phi i32 [ 1, %1 ], [ %16, %4 ]
    #dbg_value(i32 %5, !1308, !DIExpression(), !1317)
    #dbg_value(i32 %6, !1309, !DIExpression(), !1320)
  %7 = sdiv i32 %5, 127773, !dbg !1325
    #dbg_value(i32 %7, !1311, !DIExpression(), !1326)
  %8 = srem i32 %5, 127773, !dbg !1327
    #dbg_value(i32 %8, !1314, !DIExpression(), !1326)
  %9 = mul nsw i32 %8, 16807, !dbg !1328
  %10 = mul nsw i32 %7, -2836, !dbg !1329
  %11 = add i32 %10, %9, !dbg !1330
    #dbg_value(i32 %11, !1308, !DIExpression(), !1317)
  %12 = icmp slt i32 %11, 0, !dbg !1331
  %13 = add nsw i32 %11, 2147483647
  %14 = select i1 %12, i32 %13, i32 %11, !dbg !1333
    #dbg_value(i32 %14, !1308, !DIExpression(), !1317)
  %15 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %6, !dbg !1334
  store i32 %14, ptr %15, align 4, !dbg !1335, !tbaa !112
  %16 = add nuw nsw i32 %6, 1, !dbg !1336
    #dbg_value(i32 %16, !1309, !DIExpression(), !1320)
  %17 = icmp eq i32 %16, 31, !dbg !1337
  br i1 %17, label %3, label %4, !dbg !1321, !llvm.loop !1338

18:                                               ; preds = %19
  store i32 %29, ptr @rand_f, align 4, !dbg !1340, !tbaa !112
  store i32 %31, ptr @rand_r, align 4, !dbg !1340, !tbaa !112
  ret void, !dbg !1343

19:                                               ; preds = %3, %19
  %20 = phi i32 [ 0, %3 ], [ %32, %19 ]
  %21 = phi i32 [ 3, %3 ], [ %29, %19 ]
  %22 = phi i32 [ 0, %3 ], [ %31, %19 ]
    #dbg_value(i32 %20, !1315, !DIExpression(), !1323)
  %23 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %21, !dbg !1344
  %24 = load i32, ptr %23, align 4, !dbg !1344, !tbaa !112
  %25 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %22, !dbg !1345
  %26 = load i32, ptr %25, align 4, !dbg !1345, !tbaa !112
  %27 = add i32 %26, %24, !dbg !1346
  store i32 %27, ptr %23, align 4, !dbg !1347, !tbaa !112
  %28 = add nsw i32 %21, 1, !dbg !1348
  %29 = srem i32 %28, 31, !dbg !1349
  %30 = add nsw i32 %22, 1, !dbg !1350
  %31 = srem i32 %30, 31, !dbg !1351
  %32 = add nuw nsw i32 %20, 1, !dbg !1352
    #dbg_value(i32 %32, !1315, !DIExpression(), !1323)
  %33 = icmp eq i32 %32, 310, !dbg !1353
  br i1 %33, label %18, label %19, !dbg !1324, !llvm.loop !1354
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 0, -2147483648) i32 @rand() local_unnamed_addr #13 !dbg !1356 {
  %1 = load i1, ptr @rand_seeded, align 4, !dbg !1362
  br i1 %1, label %2, label %5, !dbg !1364

2:                                                ; preds = %0
  %3 = load i32, ptr @rand_f, align 4, !dbg !1365, !tbaa !112
  %4 = load i32, ptr @rand_r, align 4, !dbg !1366, !tbaa !112
  br label %36, !dbg !1364

5:                                                ; preds = %0
    #dbg_value(i32 1, !1307, !DIExpression(), !1367)
    #dbg_value(i32 1, !1308, !DIExpression(), !1367)
  store i32 1, ptr @rand_state, align 4, !dbg !1369, !tbaa !112
    #dbg_value(i32 1, !1309, !DIExpression(), !1370)
    #dbg_value(i32 1, !1308, !DIExpression(), !1367)
  br label %7, !dbg !1371

6:                                                ; preds = %7
  store i1 true, ptr @rand_seeded, align 4, !dbg !1372
    #dbg_value(i32 0, !1315, !DIExpression(), !1373)
    #dbg_value(i32 0, !1315, !DIExpression(), !1373)
  br label %21, !dbg !1374

7:                                                ; preds = %7, %5
  %8 = phi i32 [ 1, %5 ], [ %17, %7 ]
  %9 = phi i32 [ 1, %5 ], [ %19, %7 ]
    #dbg_value(i32 %8, !1308, !DIExpression(), !1367)
    #dbg_value(i32 %9, !1309, !DIExpression(), !1370)
  %10 = sdiv i32 %8, 127773, !dbg !1375
    #dbg_value(i32 %10, !1311, !DIExpression(), !1376)
  %11 = srem i32 %8, 127773, !dbg !1377
    #dbg_value(i32 %11, !1314, !DIExpression(), !1376)
  %12 = mul nsw i32 %11, 16807, !dbg !1378
  %13 = mul nsw i32 %10, -2836, !dbg !1379
  %14 = add i32 %13, %12, !dbg !1380
    #dbg_value(i32 %14, !1308, !DIExpression(), !1367)
  %15 = icmp slt i32 %14, 0, !dbg !1381
  %16 = add nsw i32 %14, 2147483647
  %17 = select i1 %15, i32 %16, i32 %14, !dbg !1382
    #dbg_value(i32 %17, !1308, !DIExpression(), !1367)
  %18 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %9, !dbg !1383
  store i32 %17, ptr %18, align 4, !dbg !1384, !tbaa !112
  %19 = add nuw nsw i32 %9, 1, !dbg !1385
    #dbg_value(i32 %19, !1309, !DIExpression(), !1370)
  %20 = icmp eq i32 %19, 31, !dbg !1386
  br i1 %20, label %6, label %7, !dbg !1371, !llvm.loop !1387

21:                                               ; preds = %21, %6
  %22 = phi i32 [ 0, %6 ], [ %34, %21 ]
  %23 = phi i32 [ 3, %6 ], [ %31, %21 ]
  %24 = phi i32 [ 0, %6 ], [ %33, %21 ]
    #dbg_value(i32 %22, !1315, !DIExpression(), !1373)
  %25 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %23, !dbg !1389
  %26 = load i32, ptr %25, align 4, !dbg !1389, !tbaa !112
  %27 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %24, !dbg !1390
  %28 = load i32, ptr %27, align 4, !dbg !1390, !tbaa !112
  %29 = add i32 %28, %26, !dbg !1391
  store i32 %29, ptr %25, align 4, !dbg !1392, !tbaa !112
  %30 = add nsw i32 %23, 1, !dbg !1393
  %31 = srem i32 %30, 31, !dbg !1394
  %32 = add nsw i32 %24, 1, !dbg !1395
  %33 = srem i32 %32, 31, !dbg !1396
  %34 = add nuw nsw i32 %22, 1, !dbg !1397
    #dbg_value(i32 %34, !1315, !DIExpression(), !1373)
  %35 = icmp eq i32 %34, 310, !dbg !1398
  br i1 %35, label %36, label %21, !dbg !1374, !llvm.loop !1399

36:                                               ; preds = %21, %2
  %37 = phi i32 [ %4, %2 ], [ %33, %21 ], !dbg !1366
  %38 = phi i32 [ %3, %2 ], [ %31, %21 ], !dbg !1365
  %39 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %38, !dbg !1401
  %40 = load i32, ptr %39, align 4, !dbg !1401, !tbaa !112
  %41 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %37, !dbg !1402
  %42 = load i32, ptr %41, align 4, !dbg !1402, !tbaa !112
  %43 = add i32 %42, %40, !dbg !1403
    #dbg_value(i32 %43, !1360, !DIExpression(), !1404)
  store i32 %43, ptr %39, align 4, !dbg !1405, !tbaa !112
  %44 = lshr i32 %43, 1, !dbg !1406
    #dbg_value(i32 %44, !1361, !DIExpression(), !1404)
  %45 = add nsw i32 %38, 1, !dbg !1407
  %46 = srem i32 %45, 31, !dbg !1408
  store i32 %46, ptr @rand_f, align 4, !dbg !1409, !tbaa !112
  %47 = add nsw i32 %37, 1, !dbg !1410
  %48 = srem i32 %47, 31, !dbg !1411
  store i32 %48, ptr @rand_r, align 4, !dbg !1412, !tbaa !112
  ret i32 %44, !dbg !1413
}

; Function Attrs: nounwind
define dso_local void @qsort(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3) local_unnamed_addr #10 !dbg !1414 {
    #dbg_value(ptr %0, !1421, !DIExpression(), !1426)
    #dbg_value(i32 %1, !1422, !DIExpression(), !1426)
    #dbg_value(i32 %2, !1423, !DIExpression(), !1426)
    #dbg_value(ptr %3, !1424, !DIExpression(), !1426)
  %5 = icmp ult i32 %1, 2, !dbg !1427
  %6 = icmp eq i32 %2, 0
  %7 = or i1 %5, %6, !dbg !1429
  br i1 %7, label %14, label %8, !dbg !1429

8:                                                ; preds = %4
  %9 = mul i32 %2, %1, !dbg !1430
  %10 = tail call ptr @malloc(i32 noundef %9) #15, !dbg !1431
    #dbg_value(ptr %10, !1425, !DIExpression(), !1426)
  %11 = icmp eq ptr %10, null, !dbg !1432
  br i1 %11, label %12, label %13, !dbg !1434

12:                                               ; preds = %8
  tail call void @abort() #16, !dbg !1435
  unreachable, !dbg !1435

13:                                               ; preds = %8
  tail call fastcc void @msort(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef nonnull %10) #18, !dbg !1436
  tail call void @free(ptr noundef nonnull %10) #15, !dbg !1437
  br label %14, !dbg !1438

14:                                               ; preds = %4, %13
  ret void, !dbg !1438
}

; Function Attrs: noreturn
declare !dbg !1439 void @abort() local_unnamed_addr #5

; Function Attrs: nounwind
define internal fastcc void @msort(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4) unnamed_addr #10 !dbg !1440 {
    #dbg_value(ptr %0, !1444, !DIExpression(), !1454)
    #dbg_value(i32 %1, !1445, !DIExpression(), !1454)
    #dbg_value(i32 %2, !1446, !DIExpression(), !1454)
    #dbg_value(ptr %3, !1447, !DIExpression(), !1454)
    #dbg_value(ptr %4, !1448, !DIExpression(), !1454)
  %6 = icmp ult i32 %1, 2, !dbg !1455
  br i1 %6, label %51, label %7, !dbg !1457

7:                                                ; preds = %5
  %8 = lshr i32 %1, 1, !dbg !1458
    #dbg_value(i32 %8, !1449, !DIExpression(), !1454)
  %9 = sub i32 %1, %8, !dbg !1459
    #dbg_value(i32 %9, !1450, !DIExpression(), !1454)
    #dbg_value(ptr %0, !1451, !DIExpression(), !1454)
  %10 = mul i32 %8, %2, !dbg !1460
  %11 = getelementptr inbounds i8, ptr %0, i32 %10, !dbg !1461
    #dbg_value(ptr %11, !1452, !DIExpression(), !1454)
  tail call fastcc void @msort(ptr noundef %0, i32 noundef %8, i32 noundef %2, ptr noundef %3, ptr noundef %4) #18, !dbg !1462
  tail call fastcc void @msort(ptr noundef %11, i32 noundef %9, i32 noundef %2, ptr noundef %3, ptr noundef %4) #18, !dbg !1463
    #dbg_value(ptr %4, !1453, !DIExpression(), !1454)
    #dbg_value(ptr %11, !1452, !DIExpression(), !1454)
    #dbg_value(ptr %0, !1451, !DIExpression(), !1454)
    #dbg_value(i32 %9, !1450, !DIExpression(), !1454)
    #dbg_value(i32 %8, !1449, !DIExpression(), !1454)
  %12 = icmp eq i32 %9, 0, !dbg !1464
  br i1 %12, label %39, label %13, !dbg !1465

13:                                               ; preds = %7, %29
  %14 = phi ptr [ %34, %29 ], [ %4, %7 ]
  %15 = phi ptr [ %33, %29 ], [ %11, %7 ]
  %16 = phi ptr [ %32, %29 ], [ %0, %7 ]
  %17 = phi i32 [ %31, %29 ], [ %9, %7 ]
  %18 = phi i32 [ %30, %29 ], [ %8, %7 ]
    #dbg_value(ptr %14, !1453, !DIExpression(), !1454)
    #dbg_value(ptr %15, !1452, !DIExpression(), !1454)
    #dbg_value(ptr %16, !1451, !DIExpression(), !1454)
    #dbg_value(i32 %17, !1450, !DIExpression(), !1454)
    #dbg_value(i32 %18, !1449, !DIExpression(), !1454)
  %19 = tail call i32 %3(ptr noundef %16, ptr noundef %15) #15, !dbg !1466
  %20 = icmp slt i32 %19, 1, !dbg !1469
  br i1 %20, label %21, label %25, !dbg !1470

21:                                               ; preds = %13
  %22 = tail call ptr @memcpy(ptr noundef %14, ptr noundef %16, i32 noundef %2) #15, !dbg !1471
  %23 = getelementptr inbounds i8, ptr %16, i32 %2, !dbg !1473
    #dbg_value(ptr %23, !1451, !DIExpression(), !1454)
  %24 = add nsw i32 %18, -1, !dbg !1474
    #dbg_value(i32 %24, !1449, !DIExpression(), !1454)
  br label %29, !dbg !1475

25:                                               ; preds = %13
  %26 = tail call ptr @memcpy(ptr noundef %14, ptr noundef %15, i32 noundef %2) #15, !dbg !1476
  %27 = getelementptr inbounds i8, ptr %15, i32 %2, !dbg !1478
    #dbg_value(ptr %27, !1452, !DIExpression(), !1454)
  %28 = add i32 %17, -1, !dbg !1479
    #dbg_value(i32 %28, !1450, !DIExpression(), !1454)
  br label %29

29:                                               ; preds = %25, %21
  %30 = phi i32 [ %24, %21 ], [ %18, %25 ], !dbg !1454
  %31 = phi i32 [ %17, %21 ], [ %28, %25 ], !dbg !1454
  %32 = phi ptr [ %23, %21 ], [ %16, %25 ], !dbg !1454
  %33 = phi ptr [ %15, %21 ], [ %27, %25 ], !dbg !1454
    #dbg_value(ptr %33, !1452, !DIExpression(), !1454)
    #dbg_value(ptr %32, !1451, !DIExpression(), !1454)
    #dbg_value(i32 %31, !1450, !DIExpression(), !1454)
    #dbg_value(i32 %30, !1449, !DIExpression(), !1454)
  %34 = getelementptr inbounds i8, ptr %14, i32 %2, !dbg !1480
    #dbg_value(ptr %34, !1453, !DIExpression(), !1454)
  %35 = icmp ne i32 %30, 0, !dbg !1481
  %36 = icmp ne i32 %31, 0, !dbg !1464
  %37 = select i1 %35, i1 %36, i1 false, !dbg !1464
  br i1 %37, label %13, label %38, !dbg !1465, !llvm.loop !1482

38:                                               ; preds = %29
  br i1 %35, label %39, label %46, !dbg !1484

39:                                               ; preds = %7, %38
  %40 = phi ptr [ %34, %38 ], [ %4, %7 ]
  %41 = phi ptr [ %32, %38 ], [ %0, %7 ]
  %42 = phi i32 [ %31, %38 ], [ 0, %7 ]
  %43 = phi i32 [ %30, %38 ], [ %8, %7 ]
  %44 = mul i32 %43, %2, !dbg !1485
  %45 = tail call ptr @memcpy(ptr noundef %40, ptr noundef %41, i32 noundef %44) #15, !dbg !1487
  br label %46, !dbg !1487

46:                                               ; preds = %39, %38
  %47 = phi i32 [ %42, %39 ], [ %31, %38 ]
  %48 = sub i32 %1, %47, !dbg !1488
  %49 = mul i32 %48, %2, !dbg !1489
  %50 = tail call ptr @memcpy(ptr noundef %0, ptr noundef %4, i32 noundef %49) #15, !dbg !1490
  br label %51, !dbg !1491

51:                                               ; preds = %5, %46
  ret void, !dbg !1491
}

declare !dbg !1492 void @free(ptr noundef) local_unnamed_addr #11

; Function Attrs: nounwind
define dso_local noundef ptr @bsearch(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, ptr nocapture noundef readonly %4) local_unnamed_addr #10 !dbg !1495 {
    #dbg_value(ptr %0, !1499, !DIExpression(), !1510)
    #dbg_value(ptr %1, !1500, !DIExpression(), !1510)
    #dbg_value(i32 %2, !1501, !DIExpression(), !1510)
    #dbg_value(i32 %3, !1502, !DIExpression(), !1510)
    #dbg_value(ptr %4, !1503, !DIExpression(), !1510)
    #dbg_value(i32 0, !1504, !DIExpression(), !1510)
    #dbg_value(i32 %2, !1505, !DIExpression(), !1510)
  br label %6, !dbg !1511

6:                                                ; preds = %10, %5
  %7 = phi i32 [ %2, %5 ], [ %20, %10 ], !dbg !1512
  %8 = phi i32 [ 0, %5 ], [ %21, %10 ], !dbg !1513
    #dbg_value(i32 %8, !1504, !DIExpression(), !1510)
    #dbg_value(i32 %7, !1505, !DIExpression(), !1510)
  %9 = icmp ult i32 %8, %7, !dbg !1514
  br i1 %9, label %10, label %22, !dbg !1511

10:                                               ; preds = %6
  %11 = sub i32 %7, %8, !dbg !1515
  %12 = lshr i32 %11, 1, !dbg !1516
  %13 = add i32 %12, %8, !dbg !1517
    #dbg_value(i32 %13, !1506, !DIExpression(), !1518)
  %14 = mul i32 %13, %3, !dbg !1519
  %15 = getelementptr inbounds i8, ptr %1, i32 %14, !dbg !1520
    #dbg_value(ptr %15, !1508, !DIExpression(), !1518)
  %16 = tail call i32 %4(ptr noundef %0, ptr noundef %15) #15, !dbg !1521
    #dbg_value(i32 %16, !1509, !DIExpression(), !1518)
  %17 = icmp eq i32 %16, 0, !dbg !1522
  %18 = icmp slt i32 %16, 0, !dbg !1524
  %19 = add i32 %13, 1, !dbg !1524
  %20 = select i1 %18, i32 %13, i32 %7, !dbg !1524
  %21 = select i1 %18, i32 %8, i32 %19, !dbg !1524
    #dbg_value(i32 poison, !1504, !DIExpression(), !1510)
    #dbg_value(i32 poison, !1505, !DIExpression(), !1510)
  br i1 %17, label %22, label %6, !llvm.loop !1525

22:                                               ; preds = %6, %10
  %23 = phi ptr [ %15, %10 ], [ null, %6 ], !dbg !1510
  ret ptr %23, !dbg !1527
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #14

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { noreturn "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree norecurse nosync nounwind memory(argmem: read) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #11 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #13 = { nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #14 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #15 = { nobuiltin nounwind "no-builtins" }
attributes #16 = { nobuiltin noreturn nounwind "no-builtins" }
attributes #17 = { nounwind }
attributes #18 = { nobuiltin "no-builtins" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!91, !92, !93, !94, !95, !96, !97}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "pancam_errno", scope: !2, file: !3, line: 33, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !22, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "src/vm/libc/libc.c", directory: ".", checksumkind: CSK_MD5, checksum: "d45535940b4559bb3ceaf292b0968c87")
!4 = !{!5, !6, !7, !9, !10, !11, !12, !13, !14, !15, !16, !17, !19, !21}
!5 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 32)
!8 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!9 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 32)
!11 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!12 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!13 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "i32", file: !3, line: 20, baseType: !14)
!16 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 32)
!18 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "u16", file: !3, line: 19, baseType: !20)
!20 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!21 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!22 = !{!23, !29, !31, !33, !41, !46, !0, !48, !56, !58, !63, !65, !67, !69, !71, !73, !75, !80, !85, !88}
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
!34 = distinct !DIGlobalVariable(name: "save", scope: !35, file: !3, line: 213, type: !10, isLocal: true, isDefinition: true)
!35 = distinct !DISubprogram(name: "strtok", scope: !3, file: !3, line: 212, type: !36, scopeLine: 212, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !38)
!36 = !DISubroutineType(types: !37)
!37 = !{!10, !10, !17}
!38 = !{!39, !40}
!39 = !DILocalVariable(name: "s", arg: 1, scope: !35, file: !3, line: 212, type: !10)
!40 = !DILocalVariable(name: "delim", arg: 2, scope: !35, file: !3, line: 212, type: !17)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(name: "ctype_lower", scope: !2, file: !3, line: 275, type: !43, isLocal: true, isDefinition: true)
!43 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !44)
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 32)
!45 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(name: "ctype_upper", scope: !2, file: !3, line: 276, type: !43, isLocal: true, isDefinition: true)
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
!59 = distinct !DIGlobalVariable(name: "rand_state", scope: !2, file: !3, line: 419, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 992, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 31)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(name: "rand_f", scope: !2, file: !3, line: 420, type: !14, isLocal: true, isDefinition: true)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(name: "rand_r", scope: !2, file: !3, line: 420, type: !14, isLocal: true, isDefinition: true)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(name: "rand_seeded", scope: !2, file: !3, line: 420, type: !14, isLocal: true, isDefinition: true)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(name: "pancam_stdin", scope: !2, file: !3, line: 46, type: !26, isLocal: true, isDefinition: true)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(name: "pancam_stdout", scope: !2, file: !3, line: 47, type: !26, isLocal: true, isDefinition: true)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(name: "pancam_stderr", scope: !2, file: !3, line: 48, type: !26, isLocal: true, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(name: "ctype_b", scope: !2, file: !3, line: 274, type: !77, isLocal: true, isDefinition: true)
!77 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !78)
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 32)
!79 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(name: "ctype_b_table", scope: !2, file: !3, line: 271, type: !82, isLocal: true, isDefinition: true)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !79, size: 6144, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 384)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(name: "ctype_lower_table", scope: !2, file: !3, line: 272, type: !87, isLocal: true, isDefinition: true)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !45, size: 12288, elements: !83)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(name: "ctype_upper_table", scope: !2, file: !3, line: 273, type: !87, isLocal: true, isDefinition: true)
!90 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression(DW_OP_deref_size, 1, DW_OP_constu, 1, DW_OP_mul, DW_OP_constu, 0, DW_OP_plus, DW_OP_stack_value))
!91 = !{i32 1, !"NumRegisterParameters", i32 0}
!92 = !{i32 7, !"Dwarf Version", i32 5}
!93 = !{i32 2, !"Debug Info Version", i32 3}
!94 = !{i32 1, !"wchar_size", i32 4}
!95 = !{i32 8, !"PIC Level", i32 2}
!96 = !{i32 7, !"PIE Level", i32 2}
!97 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!98 = distinct !DISubprogram(name: "__errno_location", scope: !3, file: !3, line: 35, type: !99, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!99 = !DISubroutineType(types: !100)
!100 = !{!101}
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 32)
!102 = !DILocation(line: 35, column: 39, scope: !98)
!103 = !DILocation(line: 35, column: 31, scope: !98)
!104 = distinct !DISubprogram(name: "atexit", scope: !3, file: !3, line: 59, type: !105, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !107)
!105 = !DISubroutineType(types: !106)
!106 = !{!14, !51}
!107 = !{!108}
!108 = !DILocalVariable(name: "f", arg: 1, scope: !104, file: !3, line: 59, type: !51)
!109 = !DILocation(line: 0, scope: !104)
!110 = !DILocation(line: 60, column: 7, scope: !111)
!111 = distinct !DILexicalBlock(scope: !104, file: !3, line: 60, column: 7)
!112 = !{!113, !113, i64 0}
!113 = !{!"int", !114, i64 0}
!114 = !{!"omnipotent char", !115, i64 0}
!115 = !{!"Simple C/C++ TBAA"}
!116 = !DILocation(line: 60, column: 16, scope: !111)
!117 = !DILocation(line: 60, column: 7, scope: !104)
!118 = !DILocation(line: 62, column: 22, scope: !104)
!119 = !DILocation(line: 62, column: 3, scope: !104)
!120 = !DILocation(line: 62, column: 26, scope: !104)
!121 = !{!122, !122, i64 0}
!122 = !{!"any pointer", !114, i64 0}
!123 = !DILocation(line: 63, column: 3, scope: !104)
!124 = !DILocation(line: 64, column: 1, scope: !104)
!125 = distinct !DISubprogram(name: "exit", scope: !3, file: !3, line: 66, type: !126, scopeLine: 66, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !128)
!126 = !DISubroutineType(types: !127)
!127 = !{null, !14}
!128 = !{!129, !130}
!129 = !DILocalVariable(name: "code", arg: 1, scope: !125, file: !3, line: 66, type: !14)
!130 = !DILocalVariable(name: "f", scope: !131, file: !3, line: 68, type: !51)
!131 = distinct !DILexicalBlock(scope: !125, file: !3, line: 67, column: 24)
!132 = !DILocation(line: 0, scope: !125)
!133 = !DILocation(line: 67, column: 10, scope: !125)
!134 = !DILocation(line: 67, column: 19, scope: !125)
!135 = !DILocation(line: 67, column: 3, scope: !125)
!136 = !DILocation(line: 68, column: 34, scope: !131)
!137 = !DILocation(line: 68, column: 23, scope: !131)
!138 = !DILocation(line: 0, scope: !131)
!139 = !DILocation(line: 69, column: 5, scope: !131)
!140 = distinct !{!140, !135, !141, !142}
!141 = !DILocation(line: 70, column: 3, scope: !125)
!142 = !{!"llvm.loop.mustprogress"}
!143 = !DILocation(line: 71, column: 3, scope: !125)
!144 = !DISubprogram(name: "__pancam_exit", scope: !3, file: !3, line: 28, type: !126, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!145 = distinct !DISubprogram(name: "memcmp", scope: !3, file: !3, line: 76, type: !146, scopeLine: 76, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !151)
!146 = !DISubroutineType(types: !147)
!147 = !{!14, !148, !148, !150}
!148 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !149, size: 32)
!149 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!150 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !3, line: 17, baseType: !16)
!151 = !{!152, !153, !154, !155, !156, !157}
!152 = !DILocalVariable(name: "a", arg: 1, scope: !145, file: !3, line: 76, type: !148)
!153 = !DILocalVariable(name: "b", arg: 2, scope: !145, file: !3, line: 76, type: !148)
!154 = !DILocalVariable(name: "n", arg: 3, scope: !145, file: !3, line: 76, type: !150)
!155 = !DILocalVariable(name: "p", scope: !145, file: !3, line: 77, type: !7)
!156 = !DILocalVariable(name: "q", scope: !145, file: !3, line: 77, type: !7)
!157 = !DILocalVariable(name: "i", scope: !158, file: !3, line: 78, type: !150)
!158 = distinct !DILexicalBlock(scope: !145, file: !3, line: 78, column: 3)
!159 = !DILocation(line: 0, scope: !145)
!160 = !DILocation(line: 0, scope: !158)
!161 = !DILocation(line: 78, column: 24, scope: !162)
!162 = distinct !DILexicalBlock(scope: !158, file: !3, line: 78, column: 3)
!163 = !DILocation(line: 78, column: 3, scope: !158)
!164 = !DILocation(line: 78, column: 30, scope: !162)
!165 = distinct !{!165, !163, !166, !142}
!166 = !DILocation(line: 80, column: 33, scope: !158)
!167 = !DILocation(line: 79, column: 9, scope: !168)
!168 = distinct !DILexicalBlock(scope: !162, file: !3, line: 79, column: 9)
!169 = !{!114, !114, i64 0}
!170 = !DILocation(line: 79, column: 17, scope: !168)
!171 = !DILocation(line: 79, column: 14, scope: !168)
!172 = !DILocation(line: 79, column: 9, scope: !162)
!173 = !DILocation(line: 80, column: 19, scope: !168)
!174 = !DILocation(line: 80, column: 14, scope: !168)
!175 = !DILocation(line: 80, column: 7, scope: !168)
!176 = !DILocation(line: 82, column: 1, scope: !145)
!177 = distinct !DISubprogram(name: "memchr", scope: !3, file: !3, line: 84, type: !178, scopeLine: 84, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !180)
!178 = !DISubroutineType(types: !179)
!179 = !{!6, !148, !14, !150}
!180 = !{!181, !182, !183, !184, !185}
!181 = !DILocalVariable(name: "s", arg: 1, scope: !177, file: !3, line: 84, type: !148)
!182 = !DILocalVariable(name: "c", arg: 2, scope: !177, file: !3, line: 84, type: !14)
!183 = !DILocalVariable(name: "n", arg: 3, scope: !177, file: !3, line: 84, type: !150)
!184 = !DILocalVariable(name: "p", scope: !177, file: !3, line: 85, type: !7)
!185 = !DILocalVariable(name: "i", scope: !186, file: !3, line: 86, type: !150)
!186 = distinct !DILexicalBlock(scope: !177, file: !3, line: 86, column: 3)
!187 = !DILocation(line: 0, scope: !177)
!188 = !DILocation(line: 0, scope: !186)
!189 = !DILocation(line: 86, column: 24, scope: !190)
!190 = distinct !DILexicalBlock(scope: !186, file: !3, line: 86, column: 3)
!191 = !DILocation(line: 86, column: 3, scope: !186)
!192 = !DILocation(line: 87, column: 9, scope: !193)
!193 = distinct !DILexicalBlock(scope: !190, file: !3, line: 87, column: 9)
!194 = !DILocation(line: 87, column: 14, scope: !193)
!195 = !DILocation(line: 87, column: 9, scope: !190)
!196 = !DILocation(line: 86, column: 30, scope: !190)
!197 = distinct !{!197, !191, !198, !142}
!198 = !DILocation(line: 88, column: 28, scope: !186)
!199 = !DILocation(line: 90, column: 1, scope: !177)
!200 = distinct !DISubprogram(name: "strnlen", scope: !3, file: !3, line: 92, type: !201, scopeLine: 92, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !203)
!201 = !DISubroutineType(types: !202)
!202 = !{!150, !17, !150}
!203 = !{!204, !205, !206}
!204 = !DILocalVariable(name: "s", arg: 1, scope: !200, file: !3, line: 92, type: !17)
!205 = !DILocalVariable(name: "n", arg: 2, scope: !200, file: !3, line: 92, type: !150)
!206 = !DILocalVariable(name: "i", scope: !200, file: !3, line: 93, type: !150)
!207 = !DILocation(line: 0, scope: !200)
!208 = !DILocation(line: 94, column: 12, scope: !200)
!209 = !DILocation(line: 94, column: 16, scope: !200)
!210 = !DILocation(line: 94, column: 19, scope: !200)
!211 = !DILocation(line: 94, column: 3, scope: !200)
!212 = !DILocation(line: 95, column: 6, scope: !200)
!213 = distinct !{!213, !211, !212, !142}
!214 = !DILocation(line: 96, column: 3, scope: !200)
!215 = distinct !DISubprogram(name: "strcmp", scope: !3, file: !3, line: 99, type: !216, scopeLine: 99, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !218)
!216 = !DISubroutineType(types: !217)
!217 = !{!14, !17, !17}
!218 = !{!219, !220, !221, !222}
!219 = !DILocalVariable(name: "a", arg: 1, scope: !215, file: !3, line: 99, type: !17)
!220 = !DILocalVariable(name: "b", arg: 2, scope: !215, file: !3, line: 99, type: !17)
!221 = !DILocalVariable(name: "p", scope: !215, file: !3, line: 100, type: !7)
!222 = !DILocalVariable(name: "q", scope: !215, file: !3, line: 100, type: !7)
!223 = !DILocation(line: 0, scope: !215)
!224 = !DILocation(line: 101, column: 10, scope: !215)
!225 = !DILocation(line: 101, column: 13, scope: !215)
!226 = !DILocation(line: 101, column: 22, scope: !215)
!227 = !DILocation(line: 101, column: 19, scope: !215)
!228 = !DILocation(line: 101, column: 3, scope: !215)
!229 = !DILocation(line: 102, column: 6, scope: !230)
!230 = distinct !DILexicalBlock(scope: !215, file: !3, line: 101, column: 26)
!231 = !DILocation(line: 103, column: 6, scope: !230)
!232 = distinct !{!232, !228, !233, !142}
!233 = !DILocation(line: 104, column: 3, scope: !215)
!234 = !DILocation(line: 105, column: 16, scope: !215)
!235 = !DILocation(line: 105, column: 14, scope: !215)
!236 = !DILocation(line: 105, column: 26, scope: !215)
!237 = !DILocation(line: 105, column: 20, scope: !215)
!238 = !DILocation(line: 105, column: 3, scope: !215)
!239 = distinct !DISubprogram(name: "strncmp", scope: !3, file: !3, line: 108, type: !240, scopeLine: 108, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !242)
!240 = !DISubroutineType(types: !241)
!241 = !{!14, !17, !17, !150}
!242 = !{!243, !244, !245, !246, !247, !248}
!243 = !DILocalVariable(name: "a", arg: 1, scope: !239, file: !3, line: 108, type: !17)
!244 = !DILocalVariable(name: "b", arg: 2, scope: !239, file: !3, line: 108, type: !17)
!245 = !DILocalVariable(name: "n", arg: 3, scope: !239, file: !3, line: 108, type: !150)
!246 = !DILocalVariable(name: "p", scope: !239, file: !3, line: 109, type: !7)
!247 = !DILocalVariable(name: "q", scope: !239, file: !3, line: 109, type: !7)
!248 = !DILocalVariable(name: "i", scope: !249, file: !3, line: 110, type: !150)
!249 = distinct !DILexicalBlock(scope: !239, file: !3, line: 110, column: 3)
!250 = !DILocation(line: 0, scope: !239)
!251 = !DILocation(line: 0, scope: !249)
!252 = !DILocation(line: 110, column: 24, scope: !253)
!253 = distinct !DILexicalBlock(scope: !249, file: !3, line: 110, column: 3)
!254 = !DILocation(line: 110, column: 3, scope: !249)
!255 = !DILocation(line: 111, column: 9, scope: !256)
!256 = distinct !DILexicalBlock(scope: !257, file: !3, line: 111, column: 9)
!257 = distinct !DILexicalBlock(scope: !253, file: !3, line: 110, column: 34)
!258 = !DILocation(line: 111, column: 17, scope: !256)
!259 = !DILocation(line: 111, column: 14, scope: !256)
!260 = !DILocation(line: 111, column: 9, scope: !257)
!261 = !DILocation(line: 112, column: 20, scope: !256)
!262 = !DILocation(line: 112, column: 36, scope: !256)
!263 = !DILocation(line: 112, column: 28, scope: !256)
!264 = !DILocation(line: 112, column: 7, scope: !256)
!265 = !DILocation(line: 113, column: 10, scope: !266)
!266 = distinct !DILexicalBlock(scope: !257, file: !3, line: 113, column: 9)
!267 = !DILocation(line: 113, column: 9, scope: !257)
!268 = distinct !{!268, !254, !269, !142}
!269 = !DILocation(line: 115, column: 3, scope: !249)
!270 = !DILocation(line: 117, column: 1, scope: !239)
!271 = distinct !DISubprogram(name: "strcpy", scope: !3, file: !3, line: 119, type: !36, scopeLine: 119, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !272)
!272 = !{!273, !274, !275}
!273 = !DILocalVariable(name: "d", arg: 1, scope: !271, file: !3, line: 119, type: !10)
!274 = !DILocalVariable(name: "s", arg: 2, scope: !271, file: !3, line: 119, type: !17)
!275 = !DILocalVariable(name: "r", scope: !271, file: !3, line: 120, type: !10)
!276 = !DILocation(line: 0, scope: !271)
!277 = !DILocation(line: 121, column: 3, scope: !271)
!278 = !DILocation(line: 121, column: 20, scope: !271)
!279 = !DILocation(line: 121, column: 18, scope: !271)
!280 = !DILocation(line: 121, column: 13, scope: !271)
!281 = !DILocation(line: 121, column: 16, scope: !271)
!282 = distinct !{!282, !277, !283, !142}
!283 = !DILocation(line: 122, column: 5, scope: !271)
!284 = !DILocation(line: 123, column: 3, scope: !271)
!285 = distinct !DISubprogram(name: "strncpy", scope: !3, file: !3, line: 126, type: !286, scopeLine: 126, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !288)
!286 = !DISubroutineType(types: !287)
!287 = !{!10, !10, !17, !150}
!288 = !{!289, !290, !291, !292}
!289 = !DILocalVariable(name: "d", arg: 1, scope: !285, file: !3, line: 126, type: !10)
!290 = !DILocalVariable(name: "s", arg: 2, scope: !285, file: !3, line: 126, type: !17)
!291 = !DILocalVariable(name: "n", arg: 3, scope: !285, file: !3, line: 126, type: !150)
!292 = !DILocalVariable(name: "i", scope: !285, file: !3, line: 127, type: !150)
!293 = !DILocation(line: 0, scope: !285)
!294 = !DILocation(line: 128, column: 12, scope: !295)
!295 = distinct !DILexicalBlock(scope: !296, file: !3, line: 128, column: 3)
!296 = distinct !DILexicalBlock(scope: !285, file: !3, line: 128, column: 3)
!297 = !DILocation(line: 128, column: 16, scope: !295)
!298 = !DILocation(line: 128, column: 19, scope: !295)
!299 = !DILocation(line: 128, column: 3, scope: !296)
!300 = !DILocation(line: 129, column: 5, scope: !295)
!301 = !DILocation(line: 129, column: 10, scope: !295)
!302 = !DILocation(line: 128, column: 26, scope: !295)
!303 = distinct !{!303, !299, !304, !142}
!304 = !DILocation(line: 129, column: 15, scope: !296)
!305 = !DILocation(line: 130, column: 12, scope: !306)
!306 = distinct !DILexicalBlock(scope: !307, file: !3, line: 130, column: 3)
!307 = distinct !DILexicalBlock(scope: !285, file: !3, line: 130, column: 3)
!308 = !DILocation(line: 130, column: 3, scope: !307)
!309 = !DILocation(line: 131, column: 5, scope: !306)
!310 = !DILocation(line: 131, column: 10, scope: !306)
!311 = !DILocation(line: 130, column: 18, scope: !306)
!312 = distinct !{!312, !313}
!313 = !{!"llvm.loop.unroll.disable"}
!314 = distinct !{!314, !308, !315, !142}
!315 = !DILocation(line: 131, column: 12, scope: !307)
!316 = !DILocation(line: 132, column: 3, scope: !285)
!317 = distinct !DISubprogram(name: "strcat", scope: !3, file: !3, line: 135, type: !36, scopeLine: 135, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !318)
!318 = !{!319, !320}
!319 = !DILocalVariable(name: "d", arg: 1, scope: !317, file: !3, line: 135, type: !10)
!320 = !DILocalVariable(name: "s", arg: 2, scope: !317, file: !3, line: 135, type: !17)
!321 = !DILocation(line: 0, scope: !317)
!322 = !DILocation(line: 136, column: 14, scope: !317)
!323 = !DILocation(line: 136, column: 12, scope: !317)
!324 = !DILocation(line: 0, scope: !271, inlinedAt: !325)
!325 = distinct !DILocation(line: 136, column: 3, scope: !317)
!326 = !DILocation(line: 121, column: 3, scope: !271, inlinedAt: !325)
!327 = !DILocation(line: 121, column: 20, scope: !271, inlinedAt: !325)
!328 = !DILocation(line: 121, column: 18, scope: !271, inlinedAt: !325)
!329 = !DILocation(line: 121, column: 13, scope: !271, inlinedAt: !325)
!330 = !DILocation(line: 121, column: 16, scope: !271, inlinedAt: !325)
!331 = distinct !{!331, !326, !332, !142}
!332 = !DILocation(line: 122, column: 5, scope: !271, inlinedAt: !325)
!333 = !DILocation(line: 137, column: 3, scope: !317)
!334 = !DISubprogram(name: "strlen", scope: !3, file: !3, line: 27, type: !335, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!335 = !DISubroutineType(types: !336)
!336 = !{!150, !17}
!337 = distinct !DISubprogram(name: "strncat", scope: !3, file: !3, line: 140, type: !286, scopeLine: 140, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !338)
!338 = !{!339, !340, !341, !342, !343}
!339 = !DILocalVariable(name: "d", arg: 1, scope: !337, file: !3, line: 140, type: !10)
!340 = !DILocalVariable(name: "s", arg: 2, scope: !337, file: !3, line: 140, type: !17)
!341 = !DILocalVariable(name: "n", arg: 3, scope: !337, file: !3, line: 140, type: !150)
!342 = !DILocalVariable(name: "e", scope: !337, file: !3, line: 141, type: !10)
!343 = !DILocalVariable(name: "i", scope: !337, file: !3, line: 142, type: !150)
!344 = !DILocation(line: 0, scope: !337)
!345 = !DILocation(line: 141, column: 17, scope: !337)
!346 = !DILocation(line: 141, column: 15, scope: !337)
!347 = !DILocation(line: 143, column: 12, scope: !348)
!348 = distinct !DILexicalBlock(scope: !349, file: !3, line: 143, column: 3)
!349 = distinct !DILexicalBlock(scope: !337, file: !3, line: 143, column: 3)
!350 = !DILocation(line: 143, column: 16, scope: !348)
!351 = !DILocation(line: 143, column: 19, scope: !348)
!352 = !DILocation(line: 143, column: 3, scope: !349)
!353 = !DILocation(line: 144, column: 5, scope: !348)
!354 = !DILocation(line: 144, column: 10, scope: !348)
!355 = !DILocation(line: 143, column: 26, scope: !348)
!356 = distinct !{!356, !352, !357, !142}
!357 = !DILocation(line: 144, column: 15, scope: !349)
!358 = !DILocation(line: 145, column: 3, scope: !337)
!359 = !DILocation(line: 145, column: 8, scope: !337)
!360 = !DILocation(line: 146, column: 3, scope: !337)
!361 = distinct !DISubprogram(name: "strchr", scope: !3, file: !3, line: 149, type: !362, scopeLine: 149, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !364)
!362 = !DISubroutineType(types: !363)
!363 = !{!10, !17, !14}
!364 = !{!365, !366}
!365 = !DILocalVariable(name: "s", arg: 1, scope: !361, file: !3, line: 149, type: !17)
!366 = !DILocalVariable(name: "c", arg: 2, scope: !361, file: !3, line: 149, type: !14)
!367 = !DILocation(line: 0, scope: !361)
!368 = !DILocation(line: 151, column: 9, scope: !369)
!369 = distinct !DILexicalBlock(scope: !370, file: !3, line: 151, column: 9)
!370 = distinct !DILexicalBlock(scope: !371, file: !3, line: 150, column: 16)
!371 = distinct !DILexicalBlock(scope: !372, file: !3, line: 150, column: 3)
!372 = distinct !DILexicalBlock(scope: !361, file: !3, line: 150, column: 3)
!373 = !DILocation(line: 151, column: 12, scope: !369)
!374 = !DILocation(line: 151, column: 9, scope: !370)
!375 = !DILocation(line: 153, column: 10, scope: !376)
!376 = distinct !DILexicalBlock(scope: !370, file: !3, line: 153, column: 9)
!377 = !DILocation(line: 153, column: 9, scope: !370)
!378 = !DILocation(line: 150, column: 12, scope: !371)
!379 = distinct !{!379, !380, !381}
!380 = !DILocation(line: 150, column: 3, scope: !372)
!381 = !DILocation(line: 155, column: 3, scope: !372)
!382 = !DILocation(line: 0, scope: !370)
!383 = !DILocation(line: 156, column: 1, scope: !361)
!384 = distinct !DISubprogram(name: "strrchr", scope: !3, file: !3, line: 158, type: !362, scopeLine: 158, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !385)
!385 = !{!386, !387, !388}
!386 = !DILocalVariable(name: "s", arg: 1, scope: !384, file: !3, line: 158, type: !17)
!387 = !DILocalVariable(name: "c", arg: 2, scope: !384, file: !3, line: 158, type: !14)
!388 = !DILocalVariable(name: "last", scope: !384, file: !3, line: 159, type: !17)
!389 = !DILocation(line: 0, scope: !384)
!390 = !DILocation(line: 160, column: 3, scope: !384)
!391 = !DILocation(line: 161, column: 9, scope: !392)
!392 = distinct !DILexicalBlock(scope: !393, file: !3, line: 161, column: 9)
!393 = distinct !DILexicalBlock(scope: !394, file: !3, line: 160, column: 16)
!394 = distinct !DILexicalBlock(scope: !395, file: !3, line: 160, column: 3)
!395 = distinct !DILexicalBlock(scope: !384, file: !3, line: 160, column: 3)
!396 = !DILocation(line: 161, column: 12, scope: !392)
!397 = !DILocation(line: 161, column: 9, scope: !393)
!398 = !DILocation(line: 163, column: 10, scope: !399)
!399 = distinct !DILexicalBlock(scope: !393, file: !3, line: 163, column: 9)
!400 = !DILocation(line: 160, column: 12, scope: !394)
!401 = !DILocation(line: 163, column: 9, scope: !393)
!402 = distinct !{!402, !403, !404}
!403 = !DILocation(line: 160, column: 3, scope: !395)
!404 = !DILocation(line: 165, column: 3, scope: !395)
!405 = !DILocation(line: 164, column: 7, scope: !399)
!406 = distinct !DISubprogram(name: "strstr", scope: !3, file: !3, line: 168, type: !407, scopeLine: 168, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !409)
!407 = !DISubroutineType(types: !408)
!408 = !{!10, !17, !17}
!409 = !{!410, !411, !412}
!410 = !DILocalVariable(name: "h", arg: 1, scope: !406, file: !3, line: 168, type: !17)
!411 = !DILocalVariable(name: "n", arg: 2, scope: !406, file: !3, line: 168, type: !17)
!412 = !DILocalVariable(name: "m", scope: !406, file: !3, line: 169, type: !150)
!413 = !DILocation(line: 0, scope: !406)
!414 = !DILocation(line: 169, column: 14, scope: !406)
!415 = !DILocation(line: 170, column: 9, scope: !416)
!416 = distinct !DILexicalBlock(scope: !406, file: !3, line: 170, column: 7)
!417 = !DILocation(line: 170, column: 7, scope: !406)
!418 = !DILocation(line: 172, column: 10, scope: !419)
!419 = distinct !DILexicalBlock(scope: !420, file: !3, line: 172, column: 3)
!420 = distinct !DILexicalBlock(scope: !406, file: !3, line: 172, column: 3)
!421 = !DILocation(line: 172, column: 3, scope: !420)
!422 = !DILocation(line: 173, column: 12, scope: !423)
!423 = distinct !DILexicalBlock(scope: !419, file: !3, line: 173, column: 9)
!424 = !DILocation(line: 173, column: 18, scope: !423)
!425 = !DILocation(line: 0, scope: !249, inlinedAt: !426)
!426 = distinct !DILocation(line: 173, column: 21, scope: !423)
!427 = !DILocation(line: 111, column: 9, scope: !256, inlinedAt: !426)
!428 = !DILocation(line: 111, column: 17, scope: !256, inlinedAt: !426)
!429 = !DILocation(line: 111, column: 14, scope: !256, inlinedAt: !426)
!430 = !DILocation(line: 111, column: 9, scope: !257, inlinedAt: !426)
!431 = !DILocation(line: 113, column: 10, scope: !266, inlinedAt: !426)
!432 = !DILocation(line: 113, column: 9, scope: !257, inlinedAt: !426)
!433 = distinct !{!433, !434, !435, !142}
!434 = !DILocation(line: 110, column: 3, scope: !249, inlinedAt: !426)
!435 = !DILocation(line: 115, column: 3, scope: !249, inlinedAt: !426)
!436 = !DILocation(line: 172, column: 15, scope: !419)
!437 = distinct !{!437, !421, !438, !142}
!438 = !DILocation(line: 174, column: 22, scope: !420)
!439 = !DILocation(line: 176, column: 1, scope: !406)
!440 = distinct !DISubprogram(name: "strspn", scope: !3, file: !3, line: 178, type: !441, scopeLine: 178, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !443)
!441 = !DISubroutineType(types: !442)
!442 = !{!150, !17, !17}
!443 = !{!444, !445, !446}
!444 = !DILocalVariable(name: "s", arg: 1, scope: !440, file: !3, line: 178, type: !17)
!445 = !DILocalVariable(name: "accept", arg: 2, scope: !440, file: !3, line: 178, type: !17)
!446 = !DILocalVariable(name: "i", scope: !440, file: !3, line: 179, type: !150)
!447 = !DILocation(line: 0, scope: !440)
!448 = !DILocation(line: 180, column: 10, scope: !440)
!449 = !DILocation(line: 180, column: 15, scope: !440)
!450 = !DILocation(line: 0, scope: !361, inlinedAt: !451)
!451 = distinct !DILocation(line: 180, column: 18, scope: !440)
!452 = !DILocation(line: 151, column: 12, scope: !369, inlinedAt: !451)
!453 = !DILocation(line: 151, column: 9, scope: !370, inlinedAt: !451)
!454 = !DILocation(line: 153, column: 10, scope: !376, inlinedAt: !451)
!455 = !DILocation(line: 153, column: 9, scope: !370, inlinedAt: !451)
!456 = !DILocation(line: 150, column: 12, scope: !371, inlinedAt: !451)
!457 = !DILocation(line: 151, column: 9, scope: !369, inlinedAt: !451)
!458 = distinct !{!458, !459, !460}
!459 = !DILocation(line: 150, column: 3, scope: !372, inlinedAt: !451)
!460 = !DILocation(line: 155, column: 3, scope: !372, inlinedAt: !451)
!461 = !DILocation(line: 181, column: 6, scope: !440)
!462 = distinct !{!462, !463, !461, !142}
!463 = !DILocation(line: 180, column: 3, scope: !440)
!464 = !DILocation(line: 182, column: 3, scope: !440)
!465 = distinct !DISubprogram(name: "strcspn", scope: !3, file: !3, line: 185, type: !441, scopeLine: 185, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !466)
!466 = !{!467, !468, !469}
!467 = !DILocalVariable(name: "s", arg: 1, scope: !465, file: !3, line: 185, type: !17)
!468 = !DILocalVariable(name: "reject", arg: 2, scope: !465, file: !3, line: 185, type: !17)
!469 = !DILocalVariable(name: "i", scope: !465, file: !3, line: 186, type: !150)
!470 = !DILocation(line: 0, scope: !465)
!471 = !DILocation(line: 187, column: 10, scope: !465)
!472 = !DILocation(line: 187, column: 15, scope: !465)
!473 = !DILocation(line: 0, scope: !361, inlinedAt: !474)
!474 = distinct !DILocation(line: 187, column: 19, scope: !465)
!475 = !DILocation(line: 151, column: 12, scope: !369, inlinedAt: !474)
!476 = !DILocation(line: 151, column: 9, scope: !370, inlinedAt: !474)
!477 = !DILocation(line: 153, column: 10, scope: !376, inlinedAt: !474)
!478 = !DILocation(line: 153, column: 9, scope: !370, inlinedAt: !474)
!479 = !DILocation(line: 150, column: 12, scope: !371, inlinedAt: !474)
!480 = !DILocation(line: 151, column: 9, scope: !369, inlinedAt: !474)
!481 = distinct !{!481, !482, !483}
!482 = !DILocation(line: 150, column: 3, scope: !372, inlinedAt: !474)
!483 = !DILocation(line: 155, column: 3, scope: !372, inlinedAt: !474)
!484 = !DILocation(line: 188, column: 6, scope: !465)
!485 = distinct !{!485, !486, !484, !142}
!486 = !DILocation(line: 187, column: 3, scope: !465)
!487 = !DILocation(line: 189, column: 3, scope: !465)
!488 = distinct !DISubprogram(name: "strpbrk", scope: !3, file: !3, line: 192, type: !407, scopeLine: 192, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !489)
!489 = !{!490, !491}
!490 = !DILocalVariable(name: "s", arg: 1, scope: !488, file: !3, line: 192, type: !17)
!491 = !DILocalVariable(name: "accept", arg: 2, scope: !488, file: !3, line: 192, type: !17)
!492 = !DILocation(line: 0, scope: !488)
!493 = !DILocation(line: 0, scope: !465, inlinedAt: !494)
!494 = distinct !DILocation(line: 193, column: 8, scope: !488)
!495 = !DILocation(line: 187, column: 10, scope: !465, inlinedAt: !494)
!496 = !DILocation(line: 187, column: 15, scope: !465, inlinedAt: !494)
!497 = !DILocation(line: 0, scope: !361, inlinedAt: !498)
!498 = distinct !DILocation(line: 187, column: 19, scope: !465, inlinedAt: !494)
!499 = !DILocation(line: 151, column: 12, scope: !369, inlinedAt: !498)
!500 = !DILocation(line: 151, column: 9, scope: !370, inlinedAt: !498)
!501 = !DILocation(line: 153, column: 10, scope: !376, inlinedAt: !498)
!502 = !DILocation(line: 153, column: 9, scope: !370, inlinedAt: !498)
!503 = !DILocation(line: 150, column: 12, scope: !371, inlinedAt: !498)
!504 = !DILocation(line: 151, column: 9, scope: !369, inlinedAt: !498)
!505 = distinct !{!505, !506, !507}
!506 = !DILocation(line: 150, column: 3, scope: !372, inlinedAt: !498)
!507 = !DILocation(line: 155, column: 3, scope: !372, inlinedAt: !498)
!508 = !DILocation(line: 188, column: 6, scope: !465, inlinedAt: !494)
!509 = distinct !{!509, !510, !508, !142}
!510 = !DILocation(line: 187, column: 3, scope: !465, inlinedAt: !494)
!511 = !DILocation(line: 193, column: 5, scope: !488)
!512 = !DILocation(line: 194, column: 10, scope: !488)
!513 = !DILocation(line: 194, column: 3, scope: !488)
!514 = distinct !DISubprogram(name: "strtok_r", scope: !3, file: !3, line: 197, type: !515, scopeLine: 197, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !518)
!515 = !DISubroutineType(types: !516)
!516 = !{!10, !10, !17, !517}
!517 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 32)
!518 = !{!519, !520, !521, !522}
!519 = !DILocalVariable(name: "s", arg: 1, scope: !514, file: !3, line: 197, type: !10)
!520 = !DILocalVariable(name: "delim", arg: 2, scope: !514, file: !3, line: 197, type: !17)
!521 = !DILocalVariable(name: "save", arg: 3, scope: !514, file: !3, line: 197, type: !517)
!522 = !DILocalVariable(name: "end", scope: !514, file: !3, line: 205, type: !10)
!523 = !DILocation(line: 0, scope: !514)
!524 = !DILocation(line: 198, column: 8, scope: !525)
!525 = distinct !DILexicalBlock(scope: !514, file: !3, line: 198, column: 7)
!526 = !DILocation(line: 198, column: 7, scope: !514)
!527 = !DILocation(line: 199, column: 9, scope: !525)
!528 = !DILocation(line: 199, column: 5, scope: !525)
!529 = !DILocation(line: 0, scope: !440, inlinedAt: !530)
!530 = distinct !DILocation(line: 200, column: 8, scope: !514)
!531 = !DILocation(line: 180, column: 10, scope: !440, inlinedAt: !530)
!532 = !DILocation(line: 180, column: 15, scope: !440, inlinedAt: !530)
!533 = !DILocation(line: 0, scope: !361, inlinedAt: !534)
!534 = distinct !DILocation(line: 180, column: 18, scope: !440, inlinedAt: !530)
!535 = !DILocation(line: 151, column: 12, scope: !369, inlinedAt: !534)
!536 = !DILocation(line: 151, column: 9, scope: !370, inlinedAt: !534)
!537 = !DILocation(line: 153, column: 10, scope: !376, inlinedAt: !534)
!538 = !DILocation(line: 153, column: 9, scope: !370, inlinedAt: !534)
!539 = !DILocation(line: 150, column: 12, scope: !371, inlinedAt: !534)
!540 = !DILocation(line: 151, column: 9, scope: !369, inlinedAt: !534)
!541 = distinct !{!541, !542, !543}
!542 = !DILocation(line: 150, column: 3, scope: !372, inlinedAt: !534)
!543 = !DILocation(line: 155, column: 3, scope: !372, inlinedAt: !534)
!544 = !DILocation(line: 181, column: 6, scope: !440, inlinedAt: !530)
!545 = distinct !{!545, !546, !544, !142}
!546 = !DILocation(line: 180, column: 3, scope: !440, inlinedAt: !530)
!547 = !DILocation(line: 200, column: 5, scope: !514)
!548 = !DILocation(line: 201, column: 7, scope: !514)
!549 = !DILocation(line: 0, scope: !465, inlinedAt: !550)
!550 = distinct !DILocation(line: 205, column: 19, scope: !514)
!551 = !DILocation(line: 187, column: 15, scope: !465, inlinedAt: !550)
!552 = !DILocation(line: 0, scope: !361, inlinedAt: !553)
!553 = distinct !DILocation(line: 187, column: 19, scope: !465, inlinedAt: !550)
!554 = !DILocation(line: 151, column: 12, scope: !369, inlinedAt: !553)
!555 = !DILocation(line: 151, column: 9, scope: !370, inlinedAt: !553)
!556 = !DILocation(line: 153, column: 10, scope: !376, inlinedAt: !553)
!557 = !DILocation(line: 153, column: 9, scope: !370, inlinedAt: !553)
!558 = !DILocation(line: 150, column: 12, scope: !371, inlinedAt: !553)
!559 = !DILocation(line: 151, column: 9, scope: !369, inlinedAt: !553)
!560 = distinct !{!560, !561, !562}
!561 = !DILocation(line: 150, column: 3, scope: !372, inlinedAt: !553)
!562 = !DILocation(line: 155, column: 3, scope: !372, inlinedAt: !553)
!563 = !DILocation(line: 188, column: 6, scope: !465, inlinedAt: !550)
!564 = !DILocation(line: 187, column: 10, scope: !465, inlinedAt: !550)
!565 = distinct !{!565, !566, !563, !142}
!566 = !DILocation(line: 187, column: 3, scope: !465, inlinedAt: !550)
!567 = !DILocation(line: 205, column: 17, scope: !514)
!568 = !DILocation(line: 206, column: 7, scope: !569)
!569 = distinct !DILexicalBlock(scope: !514, file: !3, line: 206, column: 7)
!570 = !DILocation(line: 206, column: 7, scope: !514)
!571 = !DILocation(line: 207, column: 9, scope: !569)
!572 = !DILocation(line: 207, column: 12, scope: !569)
!573 = !DILocation(line: 207, column: 5, scope: !569)
!574 = !DILocation(line: 210, column: 1, scope: !514)
!575 = !DILocation(line: 0, scope: !35)
!576 = !DILocation(line: 0, scope: !514, inlinedAt: !577)
!577 = distinct !DILocation(line: 214, column: 10, scope: !35)
!578 = !DILocation(line: 198, column: 8, scope: !525, inlinedAt: !577)
!579 = !DILocation(line: 198, column: 7, scope: !514, inlinedAt: !577)
!580 = !DILocation(line: 0, scope: !440, inlinedAt: !581)
!581 = distinct !DILocation(line: 200, column: 8, scope: !514, inlinedAt: !577)
!582 = !DILocation(line: 180, column: 10, scope: !440, inlinedAt: !581)
!583 = !DILocation(line: 180, column: 15, scope: !440, inlinedAt: !581)
!584 = !DILocation(line: 0, scope: !361, inlinedAt: !585)
!585 = distinct !DILocation(line: 180, column: 18, scope: !440, inlinedAt: !581)
!586 = !DILocation(line: 151, column: 12, scope: !369, inlinedAt: !585)
!587 = !DILocation(line: 151, column: 9, scope: !370, inlinedAt: !585)
!588 = !DILocation(line: 153, column: 10, scope: !376, inlinedAt: !585)
!589 = !DILocation(line: 153, column: 9, scope: !370, inlinedAt: !585)
!590 = !DILocation(line: 150, column: 12, scope: !371, inlinedAt: !585)
!591 = !DILocation(line: 151, column: 9, scope: !369, inlinedAt: !585)
!592 = distinct !{!592, !593, !594}
!593 = !DILocation(line: 150, column: 3, scope: !372, inlinedAt: !585)
!594 = !DILocation(line: 155, column: 3, scope: !372, inlinedAt: !585)
!595 = !DILocation(line: 181, column: 6, scope: !440, inlinedAt: !581)
!596 = distinct !{!596, !597, !595, !142}
!597 = !DILocation(line: 180, column: 3, scope: !440, inlinedAt: !581)
!598 = !DILocation(line: 200, column: 5, scope: !514, inlinedAt: !577)
!599 = !DILocation(line: 201, column: 7, scope: !514, inlinedAt: !577)
!600 = !DILocation(line: 0, scope: !465, inlinedAt: !601)
!601 = distinct !DILocation(line: 205, column: 19, scope: !514, inlinedAt: !577)
!602 = !DILocation(line: 187, column: 15, scope: !465, inlinedAt: !601)
!603 = !DILocation(line: 0, scope: !361, inlinedAt: !604)
!604 = distinct !DILocation(line: 187, column: 19, scope: !465, inlinedAt: !601)
!605 = !DILocation(line: 151, column: 12, scope: !369, inlinedAt: !604)
!606 = !DILocation(line: 151, column: 9, scope: !370, inlinedAt: !604)
!607 = !DILocation(line: 153, column: 10, scope: !376, inlinedAt: !604)
!608 = !DILocation(line: 153, column: 9, scope: !370, inlinedAt: !604)
!609 = !DILocation(line: 150, column: 12, scope: !371, inlinedAt: !604)
!610 = !DILocation(line: 151, column: 9, scope: !369, inlinedAt: !604)
!611 = distinct !{!611, !612, !613}
!612 = !DILocation(line: 150, column: 3, scope: !372, inlinedAt: !604)
!613 = !DILocation(line: 155, column: 3, scope: !372, inlinedAt: !604)
!614 = !DILocation(line: 188, column: 6, scope: !465, inlinedAt: !601)
!615 = !DILocation(line: 187, column: 10, scope: !465, inlinedAt: !601)
!616 = distinct !{!616, !617, !614, !142}
!617 = !DILocation(line: 187, column: 3, scope: !465, inlinedAt: !601)
!618 = !DILocation(line: 205, column: 17, scope: !514, inlinedAt: !577)
!619 = !DILocation(line: 206, column: 7, scope: !569, inlinedAt: !577)
!620 = !DILocation(line: 206, column: 7, scope: !514, inlinedAt: !577)
!621 = !DILocation(line: 207, column: 9, scope: !569, inlinedAt: !577)
!622 = !DILocation(line: 207, column: 12, scope: !569, inlinedAt: !577)
!623 = !DILocation(line: 207, column: 5, scope: !569, inlinedAt: !577)
!624 = !DILocation(line: 214, column: 3, scope: !35)
!625 = distinct !DISubprogram(name: "strdup", scope: !3, file: !3, line: 217, type: !626, scopeLine: 217, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !628)
!626 = !DISubroutineType(types: !627)
!627 = !{!10, !17}
!628 = !{!629, !630, !631}
!629 = !DILocalVariable(name: "s", arg: 1, scope: !625, file: !3, line: 217, type: !17)
!630 = !DILocalVariable(name: "n", scope: !625, file: !3, line: 218, type: !150)
!631 = !DILocalVariable(name: "d", scope: !625, file: !3, line: 219, type: !10)
!632 = !DILocation(line: 0, scope: !625)
!633 = !DILocation(line: 218, column: 14, scope: !625)
!634 = !DILocation(line: 218, column: 24, scope: !625)
!635 = !DILocation(line: 219, column: 13, scope: !625)
!636 = !DILocation(line: 220, column: 7, scope: !637)
!637 = distinct !DILexicalBlock(scope: !625, file: !3, line: 220, column: 7)
!638 = !DILocation(line: 220, column: 7, scope: !625)
!639 = !DILocation(line: 221, column: 5, scope: !637)
!640 = !DILocation(line: 222, column: 3, scope: !625)
!641 = !DISubprogram(name: "malloc", scope: !3, file: !3, line: 23, type: !642, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!642 = !DISubroutineType(types: !643)
!643 = !{!6, !150}
!644 = !DISubprogram(name: "memcpy", scope: !3, file: !3, line: 25, type: !645, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!645 = !DISubroutineType(types: !646)
!646 = !{!6, !6, !148, !150}
!647 = distinct !DISubprogram(name: "strndup", scope: !3, file: !3, line: 225, type: !648, scopeLine: 225, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !650)
!648 = !DISubroutineType(types: !649)
!649 = !{!10, !17, !150}
!650 = !{!651, !652, !653, !654}
!651 = !DILocalVariable(name: "s", arg: 1, scope: !647, file: !3, line: 225, type: !17)
!652 = !DILocalVariable(name: "n", arg: 2, scope: !647, file: !3, line: 225, type: !150)
!653 = !DILocalVariable(name: "m", scope: !647, file: !3, line: 226, type: !150)
!654 = !DILocalVariable(name: "d", scope: !647, file: !3, line: 227, type: !10)
!655 = !DILocation(line: 0, scope: !647)
!656 = !DILocation(line: 0, scope: !200, inlinedAt: !657)
!657 = distinct !DILocation(line: 226, column: 14, scope: !647)
!658 = !DILocation(line: 94, column: 12, scope: !200, inlinedAt: !657)
!659 = !DILocation(line: 94, column: 16, scope: !200, inlinedAt: !657)
!660 = !DILocation(line: 94, column: 19, scope: !200, inlinedAt: !657)
!661 = !DILocation(line: 94, column: 3, scope: !200, inlinedAt: !657)
!662 = !DILocation(line: 95, column: 6, scope: !200, inlinedAt: !657)
!663 = distinct !{!663, !661, !662, !142}
!664 = !DILocation(line: 227, column: 22, scope: !647)
!665 = !DILocation(line: 227, column: 13, scope: !647)
!666 = !DILocation(line: 228, column: 7, scope: !667)
!667 = distinct !DILexicalBlock(scope: !647, file: !3, line: 228, column: 7)
!668 = !DILocation(line: 228, column: 7, scope: !647)
!669 = !DILocation(line: 229, column: 5, scope: !670)
!670 = distinct !DILexicalBlock(scope: !667, file: !3, line: 228, column: 10)
!671 = !DILocation(line: 230, column: 5, scope: !670)
!672 = !DILocation(line: 230, column: 10, scope: !670)
!673 = !DILocation(line: 231, column: 3, scope: !670)
!674 = !DILocation(line: 232, column: 3, scope: !647)
!675 = distinct !DISubprogram(name: "__ctype_b_loc", scope: !3, file: !3, line: 278, type: !676, scopeLine: 278, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!676 = !DISubroutineType(types: !677)
!677 = !{!678}
!678 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 32)
!679 = !DILocation(line: 278, column: 41, scope: !675)
!680 = distinct !DISubprogram(name: "__ctype_tolower_loc", scope: !3, file: !3, line: 279, type: !681, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!681 = !DISubroutineType(types: !682)
!682 = !{!683}
!683 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 32)
!684 = !DILocation(line: 279, column: 47, scope: !680)
!685 = distinct !DISubprogram(name: "__ctype_toupper_loc", scope: !3, file: !3, line: 280, type: !681, scopeLine: 280, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!686 = !DILocation(line: 280, column: 47, scope: !685)
!687 = distinct !DISubprogram(name: "isalpha", scope: !3, file: !3, line: 283, type: !688, scopeLine: 283, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !690)
!688 = !DISubroutineType(types: !689)
!689 = !{!14, !14}
!690 = !{!691}
!691 = !DILocalVariable(name: "c", arg: 1, scope: !687, file: !3, line: 283, type: !14)
!692 = !DILocation(line: 0, scope: !687)
!693 = !DILocalVariable(name: "c", arg: 1, scope: !694, file: !3, line: 282, type: !14)
!694 = distinct !DISubprogram(name: "cls", scope: !3, file: !3, line: 282, type: !688, scopeLine: 282, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !695)
!695 = !{!693}
!696 = !DILocation(line: 0, scope: !694, inlinedAt: !697)
!697 = distinct !DILocation(line: 283, column: 29, scope: !687)
!698 = !DILocation(line: 282, column: 42, scope: !694, inlinedAt: !697)
!699 = !DILocation(line: 282, column: 55, scope: !694, inlinedAt: !697)
!700 = !{!701, !701, i64 0}
!701 = !{!"short", !114, i64 0}
!702 = !DILocation(line: 283, column: 36, scope: !687)
!703 = !DILocation(line: 282, column: 32, scope: !694, inlinedAt: !697)
!704 = !DILocation(line: 283, column: 22, scope: !687)
!705 = distinct !DISubprogram(name: "isdigit", scope: !3, file: !3, line: 284, type: !688, scopeLine: 284, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !706)
!706 = !{!707}
!707 = !DILocalVariable(name: "c", arg: 1, scope: !705, file: !3, line: 284, type: !14)
!708 = !DILocation(line: 0, scope: !705)
!709 = !DILocation(line: 0, scope: !694, inlinedAt: !710)
!710 = distinct !DILocation(line: 284, column: 29, scope: !705)
!711 = !DILocation(line: 282, column: 42, scope: !694, inlinedAt: !710)
!712 = !DILocation(line: 282, column: 55, scope: !694, inlinedAt: !710)
!713 = !DILocation(line: 284, column: 36, scope: !705)
!714 = !DILocation(line: 282, column: 32, scope: !694, inlinedAt: !710)
!715 = !DILocation(line: 284, column: 22, scope: !705)
!716 = distinct !DISubprogram(name: "isalnum", scope: !3, file: !3, line: 285, type: !688, scopeLine: 285, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !717)
!717 = !{!718}
!718 = !DILocalVariable(name: "c", arg: 1, scope: !716, file: !3, line: 285, type: !14)
!719 = !DILocation(line: 0, scope: !716)
!720 = !DILocation(line: 0, scope: !694, inlinedAt: !721)
!721 = distinct !DILocation(line: 285, column: 29, scope: !716)
!722 = !DILocation(line: 282, column: 42, scope: !694, inlinedAt: !721)
!723 = !DILocation(line: 282, column: 55, scope: !694, inlinedAt: !721)
!724 = !DILocation(line: 285, column: 36, scope: !716)
!725 = !DILocation(line: 282, column: 32, scope: !694, inlinedAt: !721)
!726 = !DILocation(line: 285, column: 22, scope: !716)
!727 = distinct !DISubprogram(name: "isspace", scope: !3, file: !3, line: 286, type: !688, scopeLine: 286, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !728)
!728 = !{!729}
!729 = !DILocalVariable(name: "c", arg: 1, scope: !727, file: !3, line: 286, type: !14)
!730 = !DILocation(line: 0, scope: !727)
!731 = !DILocation(line: 0, scope: !694, inlinedAt: !732)
!732 = distinct !DILocation(line: 286, column: 29, scope: !727)
!733 = !DILocation(line: 282, column: 42, scope: !694, inlinedAt: !732)
!734 = !DILocation(line: 282, column: 55, scope: !694, inlinedAt: !732)
!735 = !DILocation(line: 286, column: 36, scope: !727)
!736 = !DILocation(line: 282, column: 32, scope: !694, inlinedAt: !732)
!737 = !DILocation(line: 286, column: 22, scope: !727)
!738 = distinct !DISubprogram(name: "isupper", scope: !3, file: !3, line: 287, type: !688, scopeLine: 287, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !739)
!739 = !{!740}
!740 = !DILocalVariable(name: "c", arg: 1, scope: !738, file: !3, line: 287, type: !14)
!741 = !DILocation(line: 0, scope: !738)
!742 = !DILocation(line: 0, scope: !694, inlinedAt: !743)
!743 = distinct !DILocation(line: 287, column: 29, scope: !738)
!744 = !DILocation(line: 282, column: 42, scope: !694, inlinedAt: !743)
!745 = !DILocation(line: 282, column: 55, scope: !694, inlinedAt: !743)
!746 = !DILocation(line: 287, column: 36, scope: !738)
!747 = !DILocation(line: 282, column: 32, scope: !694, inlinedAt: !743)
!748 = !DILocation(line: 287, column: 22, scope: !738)
!749 = distinct !DISubprogram(name: "islower", scope: !3, file: !3, line: 288, type: !688, scopeLine: 288, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !750)
!750 = !{!751}
!751 = !DILocalVariable(name: "c", arg: 1, scope: !749, file: !3, line: 288, type: !14)
!752 = !DILocation(line: 0, scope: !749)
!753 = !DILocation(line: 0, scope: !694, inlinedAt: !754)
!754 = distinct !DILocation(line: 288, column: 29, scope: !749)
!755 = !DILocation(line: 282, column: 42, scope: !694, inlinedAt: !754)
!756 = !DILocation(line: 282, column: 55, scope: !694, inlinedAt: !754)
!757 = !DILocation(line: 288, column: 36, scope: !749)
!758 = !DILocation(line: 282, column: 32, scope: !694, inlinedAt: !754)
!759 = !DILocation(line: 288, column: 22, scope: !749)
!760 = distinct !DISubprogram(name: "isxdigit", scope: !3, file: !3, line: 289, type: !688, scopeLine: 289, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !761)
!761 = !{!762}
!762 = !DILocalVariable(name: "c", arg: 1, scope: !760, file: !3, line: 289, type: !14)
!763 = !DILocation(line: 0, scope: !760)
!764 = !DILocation(line: 0, scope: !694, inlinedAt: !765)
!765 = distinct !DILocation(line: 289, column: 30, scope: !760)
!766 = !DILocation(line: 282, column: 42, scope: !694, inlinedAt: !765)
!767 = !DILocation(line: 282, column: 55, scope: !694, inlinedAt: !765)
!768 = !DILocation(line: 289, column: 37, scope: !760)
!769 = !DILocation(line: 282, column: 32, scope: !694, inlinedAt: !765)
!770 = !DILocation(line: 289, column: 23, scope: !760)
!771 = distinct !DISubprogram(name: "isprint", scope: !3, file: !3, line: 290, type: !688, scopeLine: 290, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !772)
!772 = !{!773}
!773 = !DILocalVariable(name: "c", arg: 1, scope: !771, file: !3, line: 290, type: !14)
!774 = !DILocation(line: 0, scope: !771)
!775 = !DILocation(line: 0, scope: !694, inlinedAt: !776)
!776 = distinct !DILocation(line: 290, column: 29, scope: !771)
!777 = !DILocation(line: 282, column: 42, scope: !694, inlinedAt: !776)
!778 = !DILocation(line: 282, column: 55, scope: !694, inlinedAt: !776)
!779 = !DILocation(line: 290, column: 36, scope: !771)
!780 = !DILocation(line: 282, column: 32, scope: !694, inlinedAt: !776)
!781 = !DILocation(line: 290, column: 22, scope: !771)
!782 = distinct !DISubprogram(name: "isgraph", scope: !3, file: !3, line: 291, type: !688, scopeLine: 291, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !783)
!783 = !{!784}
!784 = !DILocalVariable(name: "c", arg: 1, scope: !782, file: !3, line: 291, type: !14)
!785 = !DILocation(line: 0, scope: !782)
!786 = !DILocation(line: 0, scope: !694, inlinedAt: !787)
!787 = distinct !DILocation(line: 291, column: 29, scope: !782)
!788 = !DILocation(line: 282, column: 42, scope: !694, inlinedAt: !787)
!789 = !DILocation(line: 282, column: 55, scope: !694, inlinedAt: !787)
!790 = !DILocation(line: 291, column: 36, scope: !782)
!791 = !DILocation(line: 282, column: 32, scope: !694, inlinedAt: !787)
!792 = !DILocation(line: 291, column: 22, scope: !782)
!793 = distinct !DISubprogram(name: "ispunct", scope: !3, file: !3, line: 292, type: !688, scopeLine: 292, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !794)
!794 = !{!795}
!795 = !DILocalVariable(name: "c", arg: 1, scope: !793, file: !3, line: 292, type: !14)
!796 = !DILocation(line: 0, scope: !793)
!797 = !DILocation(line: 0, scope: !694, inlinedAt: !798)
!798 = distinct !DILocation(line: 292, column: 29, scope: !793)
!799 = !DILocation(line: 282, column: 42, scope: !694, inlinedAt: !798)
!800 = !DILocation(line: 282, column: 55, scope: !694, inlinedAt: !798)
!801 = !DILocation(line: 292, column: 36, scope: !793)
!802 = !DILocation(line: 282, column: 32, scope: !694, inlinedAt: !798)
!803 = !DILocation(line: 292, column: 22, scope: !793)
!804 = distinct !DISubprogram(name: "iscntrl", scope: !3, file: !3, line: 293, type: !688, scopeLine: 293, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !805)
!805 = !{!806}
!806 = !DILocalVariable(name: "c", arg: 1, scope: !804, file: !3, line: 293, type: !14)
!807 = !DILocation(line: 0, scope: !804)
!808 = !DILocation(line: 0, scope: !694, inlinedAt: !809)
!809 = distinct !DILocation(line: 293, column: 29, scope: !804)
!810 = !DILocation(line: 282, column: 42, scope: !694, inlinedAt: !809)
!811 = !DILocation(line: 282, column: 55, scope: !694, inlinedAt: !809)
!812 = !DILocation(line: 293, column: 36, scope: !804)
!813 = !DILocation(line: 282, column: 32, scope: !694, inlinedAt: !809)
!814 = !DILocation(line: 293, column: 22, scope: !804)
!815 = distinct !DISubprogram(name: "isblank", scope: !3, file: !3, line: 294, type: !688, scopeLine: 294, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !816)
!816 = !{!817}
!817 = !DILocalVariable(name: "c", arg: 1, scope: !815, file: !3, line: 294, type: !14)
!818 = !DILocation(line: 0, scope: !815)
!819 = !DILocation(line: 0, scope: !694, inlinedAt: !820)
!820 = distinct !DILocation(line: 294, column: 29, scope: !815)
!821 = !DILocation(line: 282, column: 42, scope: !694, inlinedAt: !820)
!822 = !DILocation(line: 282, column: 55, scope: !694, inlinedAt: !820)
!823 = !DILocation(line: 294, column: 36, scope: !815)
!824 = !DILocation(line: 282, column: 32, scope: !694, inlinedAt: !820)
!825 = !DILocation(line: 294, column: 22, scope: !815)
!826 = distinct !DISubprogram(name: "tolower", scope: !3, file: !3, line: 295, type: !688, scopeLine: 295, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !827)
!827 = !{!828}
!828 = !DILocalVariable(name: "c", arg: 1, scope: !826, file: !3, line: 295, type: !14)
!829 = !DILocation(line: 0, scope: !826)
!830 = !DILocation(line: 295, column: 39, scope: !826)
!831 = !DILocation(line: 295, column: 52, scope: !826)
!832 = !DILocation(line: 295, column: 29, scope: !826)
!833 = !DILocation(line: 295, column: 22, scope: !826)
!834 = distinct !DISubprogram(name: "toupper", scope: !3, file: !3, line: 296, type: !688, scopeLine: 296, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !835)
!835 = !{!836}
!836 = !DILocalVariable(name: "c", arg: 1, scope: !834, file: !3, line: 296, type: !14)
!837 = !DILocation(line: 0, scope: !834)
!838 = !DILocation(line: 296, column: 39, scope: !834)
!839 = !DILocation(line: 296, column: 52, scope: !834)
!840 = !DILocation(line: 296, column: 29, scope: !834)
!841 = !DILocation(line: 296, column: 22, scope: !834)
!842 = distinct !DISubprogram(name: "abs", scope: !3, file: !3, line: 300, type: !688, scopeLine: 300, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !843)
!843 = !{!844}
!844 = !DILocalVariable(name: "x", arg: 1, scope: !842, file: !3, line: 300, type: !14)
!845 = !DILocation(line: 0, scope: !842)
!846 = !DILocation(line: 300, column: 25, scope: !842)
!847 = !DILocation(line: 300, column: 18, scope: !842)
!848 = distinct !DISubprogram(name: "labs", scope: !3, file: !3, line: 301, type: !849, scopeLine: 301, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !851)
!849 = !DISubroutineType(types: !850)
!850 = !{!12, !12}
!851 = !{!852}
!852 = !DILocalVariable(name: "x", arg: 1, scope: !848, file: !3, line: 301, type: !12)
!853 = !DILocation(line: 0, scope: !848)
!854 = !DILocation(line: 301, column: 28, scope: !848)
!855 = !DILocation(line: 301, column: 21, scope: !848)
!856 = distinct !DISubprogram(name: "llabs", scope: !3, file: !3, line: 302, type: !857, scopeLine: 302, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !859)
!857 = !DISubroutineType(types: !858)
!858 = !{!11, !11}
!859 = !{!860}
!860 = !DILocalVariable(name: "x", arg: 1, scope: !856, file: !3, line: 302, type: !11)
!861 = !DILocation(line: 0, scope: !856)
!862 = !DILocation(line: 302, column: 39, scope: !856)
!863 = !DILocation(line: 302, column: 32, scope: !856)
!864 = distinct !DISubprogram(name: "getenv", scope: !3, file: !3, line: 304, type: !626, scopeLine: 304, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !865)
!865 = !{!866}
!866 = !DILocalVariable(name: "name", arg: 1, scope: !864, file: !3, line: 304, type: !17)
!867 = !DILocation(line: 0, scope: !864)
!868 = !DILocation(line: 306, column: 3, scope: !864)
!869 = distinct !DISubprogram(name: "strtoll", scope: !3, file: !3, line: 388, type: !870, scopeLine: 388, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !872)
!870 = !DISubroutineType(types: !871)
!871 = !{!11, !17, !517, !14}
!872 = !{!873, !874, !875, !876, !877}
!873 = !DILocalVariable(name: "nptr", arg: 1, scope: !869, file: !3, line: 388, type: !17)
!874 = !DILocalVariable(name: "endptr", arg: 2, scope: !869, file: !3, line: 388, type: !517)
!875 = !DILocalVariable(name: "base", arg: 3, scope: !869, file: !3, line: 388, type: !14)
!876 = !DILocalVariable(name: "neg", scope: !869, file: !3, line: 389, type: !14)
!877 = !DILocalVariable(name: "v", scope: !869, file: !3, line: 390, type: !21)
!878 = distinct !DIAssignID()
!879 = !DILocation(line: 0, scope: !869)
!880 = !DILocation(line: 389, column: 3, scope: !869)
!881 = !DILocation(line: 389, column: 7, scope: !869)
!882 = distinct !DIAssignID()
!883 = !DILocation(line: 390, column: 26, scope: !869)
!884 = !DILocation(line: 392, column: 10, scope: !869)
!885 = !DILocation(line: 393, column: 1, scope: !869)
!886 = !DILocation(line: 392, column: 3, scope: !869)
!887 = distinct !DISubprogram(name: "strto_common", scope: !3, file: !3, line: 350, type: !888, scopeLine: 352, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !890)
!888 = !DISubroutineType(types: !889)
!889 = !{!21, !17, !517, !14, !14, !21, !11, !11, !101}
!890 = !{!891, !892, !893, !894, !895, !896, !897, !898, !899, !900, !901, !902, !903, !904, !905}
!891 = !DILocalVariable(name: "nptr", arg: 1, scope: !887, file: !3, line: 350, type: !17)
!892 = !DILocalVariable(name: "endptr", arg: 2, scope: !887, file: !3, line: 350, type: !517)
!893 = !DILocalVariable(name: "base", arg: 3, scope: !887, file: !3, line: 350, type: !14)
!894 = !DILocalVariable(name: "is_signed", arg: 4, scope: !887, file: !3, line: 350, type: !14)
!895 = !DILocalVariable(name: "umax", arg: 5, scope: !887, file: !3, line: 351, type: !21)
!896 = !DILocalVariable(name: "smin", arg: 6, scope: !887, file: !3, line: 351, type: !11)
!897 = !DILocalVariable(name: "smax", arg: 7, scope: !887, file: !3, line: 351, type: !11)
!898 = !DILocalVariable(name: "neg_out", arg: 8, scope: !887, file: !3, line: 352, type: !101)
!899 = !DILocalVariable(name: "s", scope: !887, file: !3, line: 353, type: !17)
!900 = !DILocalVariable(name: "neg", scope: !887, file: !3, line: 356, type: !14)
!901 = !DILocalVariable(name: "limit", scope: !887, file: !3, line: 367, type: !21)
!902 = !DILocalVariable(name: "end", scope: !887, file: !3, line: 372, type: !17)
!903 = !DILocalVariable(name: "overflow", scope: !887, file: !3, line: 373, type: !14)
!904 = !DILocalVariable(name: "any", scope: !887, file: !3, line: 373, type: !14)
!905 = !DILocalVariable(name: "v", scope: !887, file: !3, line: 374, type: !21)
!906 = !DILocation(line: 0, scope: !887)
!907 = !DILocation(line: 354, column: 3, scope: !887)
!908 = !DILocation(line: 354, column: 33, scope: !887)
!909 = !DILocation(line: 354, column: 18, scope: !887)
!910 = !DILocation(line: 0, scope: !727, inlinedAt: !911)
!911 = distinct !DILocation(line: 354, column: 10, scope: !887)
!912 = !DILocation(line: 0, scope: !694, inlinedAt: !913)
!913 = distinct !DILocation(line: 286, column: 29, scope: !727, inlinedAt: !911)
!914 = !DILocation(line: 282, column: 55, scope: !694, inlinedAt: !913)
!915 = !DILocation(line: 286, column: 36, scope: !727, inlinedAt: !911)
!916 = !DILocation(line: 355, column: 6, scope: !887)
!917 = distinct !{!917, !907, !916, !142}
!918 = !DILocation(line: 357, column: 17, scope: !919)
!919 = distinct !DILexicalBlock(scope: !887, file: !3, line: 357, column: 7)
!920 = !DILocation(line: 358, column: 14, scope: !921)
!921 = distinct !DILexicalBlock(scope: !919, file: !3, line: 357, column: 31)
!922 = !DILocation(line: 360, column: 3, scope: !921)
!923 = !DILocation(line: 361, column: 16, scope: !924)
!924 = distinct !DILexicalBlock(scope: !887, file: !3, line: 361, column: 7)
!925 = !DILocation(line: 362, column: 5, scope: !926)
!926 = distinct !DILexicalBlock(scope: !924, file: !3, line: 361, column: 43)
!927 = !DILocation(line: 362, column: 18, scope: !926)
!928 = !DILocation(line: 363, column: 9, scope: !929)
!929 = distinct !DILexicalBlock(scope: !926, file: !3, line: 363, column: 9)
!930 = !DILocation(line: 363, column: 9, scope: !926)
!931 = !DILocation(line: 364, column: 15, scope: !929)
!932 = !DILocation(line: 364, column: 7, scope: !929)
!933 = !DILocation(line: 368, column: 7, scope: !934)
!934 = distinct !DILexicalBlock(scope: !887, file: !3, line: 368, column: 7)
!935 = !DILocation(line: 368, column: 7, scope: !887)
!936 = !DILocalVariable(name: "s", arg: 1, scope: !937, file: !3, line: 311, type: !17)
!937 = distinct !DISubprogram(name: "parse_digits", scope: !3, file: !3, line: 311, type: !938, scopeLine: 312, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !941)
!938 = !DISubroutineType(types: !939)
!939 = !{!21, !17, !940, !101, !21, !101, !101}
!940 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 32)
!941 = !{!936, !942, !943, !944, !945, !946, !947, !948, !949, !953}
!942 = !DILocalVariable(name: "end", arg: 2, scope: !937, file: !3, line: 311, type: !940)
!943 = !DILocalVariable(name: "base", arg: 3, scope: !937, file: !3, line: 311, type: !101)
!944 = !DILocalVariable(name: "limit", arg: 4, scope: !937, file: !3, line: 312, type: !21)
!945 = !DILocalVariable(name: "overflow", arg: 5, scope: !937, file: !3, line: 312, type: !101)
!946 = !DILocalVariable(name: "any", arg: 6, scope: !937, file: !3, line: 312, type: !101)
!947 = !DILocalVariable(name: "b", scope: !937, file: !3, line: 313, type: !14)
!948 = !DILocalVariable(name: "v", scope: !937, file: !3, line: 322, type: !21)
!949 = !DILocalVariable(name: "d", scope: !950, file: !3, line: 326, type: !14)
!950 = distinct !DILexicalBlock(scope: !951, file: !3, line: 325, column: 16)
!951 = distinct !DILexicalBlock(scope: !952, file: !3, line: 325, column: 3)
!952 = distinct !DILexicalBlock(scope: !937, file: !3, line: 325, column: 3)
!953 = !DILocalVariable(name: "c", scope: !950, file: !3, line: 327, type: !5)
!954 = !DILocation(line: 0, scope: !937, inlinedAt: !955)
!955 = distinct !DILocation(line: 374, column: 26, scope: !887)
!956 = !DILocation(line: 314, column: 10, scope: !957, inlinedAt: !955)
!957 = distinct !DILexicalBlock(scope: !937, file: !3, line: 314, column: 7)
!958 = !DILocation(line: 314, column: 15, scope: !957, inlinedAt: !955)
!959 = !DILocation(line: 314, column: 30, scope: !957, inlinedAt: !955)
!960 = !DILocation(line: 314, column: 35, scope: !957, inlinedAt: !955)
!961 = !DILocation(line: 314, column: 42, scope: !957, inlinedAt: !955)
!962 = !DILocation(line: 314, column: 46, scope: !957, inlinedAt: !955)
!963 = !DILocation(line: 314, column: 58, scope: !957, inlinedAt: !955)
!964 = !DILocation(line: 315, column: 32, scope: !957, inlinedAt: !955)
!965 = !DILocation(line: 315, column: 17, scope: !957, inlinedAt: !955)
!966 = !DILocation(line: 0, scope: !760, inlinedAt: !967)
!967 = distinct !DILocation(line: 315, column: 8, scope: !957, inlinedAt: !955)
!968 = !DILocation(line: 0, scope: !694, inlinedAt: !969)
!969 = distinct !DILocation(line: 289, column: 30, scope: !760, inlinedAt: !967)
!970 = !DILocation(line: 282, column: 55, scope: !694, inlinedAt: !969)
!971 = !DILocation(line: 289, column: 37, scope: !760, inlinedAt: !967)
!972 = !DILocation(line: 315, column: 8, scope: !957, inlinedAt: !955)
!973 = !DILocation(line: 314, column: 7, scope: !937, inlinedAt: !955)
!974 = !DILocation(line: 318, column: 14, scope: !957, inlinedAt: !955)
!975 = !DILocation(line: 319, column: 9, scope: !976, inlinedAt: !955)
!976 = distinct !DILexicalBlock(scope: !977, file: !3, line: 318, column: 22)
!977 = distinct !DILexicalBlock(scope: !957, file: !3, line: 318, column: 14)
!978 = !DILocation(line: 320, column: 3, scope: !976, inlinedAt: !955)
!979 = !DILocation(line: 327, column: 38, scope: !950, inlinedAt: !955)
!980 = !DILocation(line: 0, scope: !950, inlinedAt: !955)
!981 = !DILocation(line: 328, column: 17, scope: !982, inlinedAt: !955)
!982 = distinct !DILexicalBlock(scope: !950, file: !3, line: 328, column: 9)
!983 = !DILocation(line: 0, scope: !705, inlinedAt: !984)
!984 = distinct !DILocation(line: 328, column: 9, scope: !982, inlinedAt: !955)
!985 = !DILocation(line: 0, scope: !694, inlinedAt: !986)
!986 = distinct !DILocation(line: 284, column: 29, scope: !705, inlinedAt: !984)
!987 = !DILocation(line: 282, column: 55, scope: !694, inlinedAt: !986)
!988 = !DILocation(line: 284, column: 36, scope: !705, inlinedAt: !984)
!989 = !DILocation(line: 328, column: 9, scope: !982, inlinedAt: !955)
!990 = !DILocation(line: 328, column: 9, scope: !950, inlinedAt: !955)
!991 = !DILocation(line: 329, column: 13, scope: !982, inlinedAt: !955)
!992 = !DILocation(line: 329, column: 7, scope: !982, inlinedAt: !955)
!993 = !DILocation(line: 0, scope: !687, inlinedAt: !994)
!994 = distinct !DILocation(line: 330, column: 14, scope: !995, inlinedAt: !955)
!995 = distinct !DILexicalBlock(scope: !982, file: !3, line: 330, column: 14)
!996 = !DILocation(line: 0, scope: !694, inlinedAt: !997)
!997 = distinct !DILocation(line: 283, column: 29, scope: !687, inlinedAt: !994)
!998 = !DILocation(line: 283, column: 36, scope: !687, inlinedAt: !994)
!999 = !DILocation(line: 330, column: 14, scope: !995, inlinedAt: !955)
!1000 = !DILocation(line: 330, column: 14, scope: !982, inlinedAt: !955)
!1001 = !DILocation(line: 0, scope: !826, inlinedAt: !1002)
!1002 = distinct !DILocation(line: 331, column: 11, scope: !995, inlinedAt: !955)
!1003 = !DILocation(line: 295, column: 52, scope: !826, inlinedAt: !1002)
!1004 = !DILocation(line: 331, column: 28, scope: !995, inlinedAt: !955)
!1005 = !DILocation(line: 0, scope: !982, inlinedAt: !955)
!1006 = !DILocation(line: 334, column: 11, scope: !1007, inlinedAt: !955)
!1007 = distinct !DILexicalBlock(scope: !950, file: !3, line: 334, column: 9)
!1008 = !DILocation(line: 334, column: 9, scope: !950, inlinedAt: !955)
!1009 = !DILocation(line: 339, column: 22, scope: !1010, inlinedAt: !955)
!1010 = distinct !DILexicalBlock(scope: !950, file: !3, line: 339, column: 9)
!1011 = !DILocation(line: 325, column: 3, scope: !937, inlinedAt: !955)
!1012 = !DILocation(line: 325, column: 3, scope: !952, inlinedAt: !955)
!1013 = !DILocation(line: 337, column: 9, scope: !950, inlinedAt: !955)
!1014 = distinct !{!1014, !1012, !1015, !1016}
!1015 = !DILocation(line: 345, column: 3, scope: !952, inlinedAt: !955)
!1016 = !{!"llvm.loop.peeled.count", i32 1}
!1017 = !DILocation(line: 339, column: 20, scope: !1010, inlinedAt: !955)
!1018 = !DILocation(line: 339, column: 45, scope: !1010, inlinedAt: !955)
!1019 = !DILocation(line: 339, column: 11, scope: !1010, inlinedAt: !955)
!1020 = !DILocation(line: 339, column: 9, scope: !950, inlinedAt: !955)
!1021 = !DILocation(line: 376, column: 9, scope: !1022)
!1022 = distinct !DILexicalBlock(scope: !1023, file: !3, line: 376, column: 9)
!1023 = distinct !DILexicalBlock(scope: !1024, file: !3, line: 375, column: 13)
!1024 = distinct !DILexicalBlock(scope: !887, file: !3, line: 375, column: 7)
!1025 = !DILocation(line: 376, column: 9, scope: !1023)
!1026 = !DILocation(line: 377, column: 15, scope: !1022)
!1027 = !DILocation(line: 377, column: 7, scope: !1022)
!1028 = !DILocation(line: 382, column: 7, scope: !1029)
!1029 = distinct !DILexicalBlock(scope: !887, file: !3, line: 382, column: 7)
!1030 = !DILocation(line: 380, column: 7, scope: !1031)
!1031 = distinct !DILexicalBlock(scope: !887, file: !3, line: 380, column: 7)
!1032 = !DILocation(line: 380, column: 7, scope: !887)
!1033 = !DILocation(line: 381, column: 13, scope: !1031)
!1034 = !DILocation(line: 381, column: 5, scope: !1031)
!1035 = !DILocation(line: 382, column: 7, scope: !887)
!1036 = !DILocation(line: 383, column: 5, scope: !1029)
!1037 = !DILocation(line: 383, column: 18, scope: !1029)
!1038 = !DILocation(line: 384, column: 12, scope: !887)
!1039 = !DILocation(line: 385, column: 3, scope: !887)
!1040 = !DILocation(line: 386, column: 1, scope: !887)
!1041 = distinct !DISubprogram(name: "strtoull", scope: !3, file: !3, line: 395, type: !1042, scopeLine: 395, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1044)
!1042 = !DISubroutineType(types: !1043)
!1043 = !{!21, !17, !517, !14}
!1044 = !{!1045, !1046, !1047, !1048, !1049}
!1045 = !DILocalVariable(name: "nptr", arg: 1, scope: !1041, file: !3, line: 395, type: !17)
!1046 = !DILocalVariable(name: "endptr", arg: 2, scope: !1041, file: !3, line: 395, type: !517)
!1047 = !DILocalVariable(name: "base", arg: 3, scope: !1041, file: !3, line: 395, type: !14)
!1048 = !DILocalVariable(name: "neg", scope: !1041, file: !3, line: 396, type: !14)
!1049 = !DILocalVariable(name: "v", scope: !1041, file: !3, line: 397, type: !21)
!1050 = distinct !DIAssignID()
!1051 = !DILocation(line: 0, scope: !1041)
!1052 = !DILocation(line: 396, column: 3, scope: !1041)
!1053 = !DILocation(line: 396, column: 7, scope: !1041)
!1054 = distinct !DIAssignID()
!1055 = !DILocation(line: 397, column: 26, scope: !1041)
!1056 = !DILocation(line: 398, column: 10, scope: !1041)
!1057 = !DILocation(line: 399, column: 1, scope: !1041)
!1058 = !DILocation(line: 398, column: 3, scope: !1041)
!1059 = distinct !DISubprogram(name: "strtol", scope: !3, file: !3, line: 401, type: !1060, scopeLine: 401, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1062)
!1060 = !DISubroutineType(types: !1061)
!1061 = !{!12, !17, !517, !14}
!1062 = !{!1063, !1064, !1065, !1066, !1067, !1068}
!1063 = !DILocalVariable(name: "nptr", arg: 1, scope: !1059, file: !3, line: 401, type: !17)
!1064 = !DILocalVariable(name: "endptr", arg: 2, scope: !1059, file: !3, line: 401, type: !517)
!1065 = !DILocalVariable(name: "base", arg: 3, scope: !1059, file: !3, line: 401, type: !14)
!1066 = !DILocalVariable(name: "neg", scope: !1059, file: !3, line: 402, type: !14)
!1067 = !DILocalVariable(name: "lmax", scope: !1059, file: !3, line: 403, type: !12)
!1068 = !DILocalVariable(name: "v", scope: !1059, file: !3, line: 404, type: !21)
!1069 = distinct !DIAssignID()
!1070 = !DILocation(line: 0, scope: !1059)
!1071 = !DILocation(line: 402, column: 3, scope: !1059)
!1072 = !DILocation(line: 402, column: 7, scope: !1059)
!1073 = distinct !DIAssignID()
!1074 = !DILocation(line: 404, column: 26, scope: !1059)
!1075 = !DILocation(line: 405, column: 10, scope: !1059)
!1076 = !DILocation(line: 406, column: 1, scope: !1059)
!1077 = !DILocation(line: 405, column: 3, scope: !1059)
!1078 = distinct !DISubprogram(name: "strtoul", scope: !3, file: !3, line: 408, type: !1079, scopeLine: 408, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1081)
!1079 = !DISubroutineType(types: !1080)
!1080 = !{!13, !17, !517, !14}
!1081 = !{!1082, !1083, !1084, !1085, !1086}
!1082 = !DILocalVariable(name: "nptr", arg: 1, scope: !1078, file: !3, line: 408, type: !17)
!1083 = !DILocalVariable(name: "endptr", arg: 2, scope: !1078, file: !3, line: 408, type: !517)
!1084 = !DILocalVariable(name: "base", arg: 3, scope: !1078, file: !3, line: 408, type: !14)
!1085 = !DILocalVariable(name: "neg", scope: !1078, file: !3, line: 409, type: !14)
!1086 = !DILocalVariable(name: "v", scope: !1078, file: !3, line: 410, type: !21)
!1087 = distinct !DIAssignID()
!1088 = !DILocation(line: 0, scope: !1078)
!1089 = !DILocation(line: 409, column: 3, scope: !1078)
!1090 = !DILocation(line: 409, column: 7, scope: !1078)
!1091 = distinct !DIAssignID()
!1092 = !DILocation(line: 410, column: 26, scope: !1078)
!1093 = !DILocation(line: 411, column: 10, scope: !1078)
!1094 = !DILocation(line: 412, column: 1, scope: !1078)
!1095 = !DILocation(line: 411, column: 3, scope: !1078)
!1096 = distinct !DISubprogram(name: "atoi", scope: !3, file: !3, line: 414, type: !1097, scopeLine: 414, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1099)
!1097 = !DISubroutineType(types: !1098)
!1098 = !{!14, !17}
!1099 = !{!1100}
!1100 = !DILocalVariable(name: "s", arg: 1, scope: !1096, file: !3, line: 414, type: !17)
!1101 = !DILocation(line: 0, scope: !1096)
!1102 = !DILocation(line: 0, scope: !1059, inlinedAt: !1103)
!1103 = distinct !DILocation(line: 414, column: 39, scope: !1096)
!1104 = !DILocation(line: 0, scope: !887, inlinedAt: !1105)
!1105 = distinct !DILocation(line: 404, column: 26, scope: !1059, inlinedAt: !1103)
!1106 = !DILocation(line: 354, column: 3, scope: !887, inlinedAt: !1105)
!1107 = !DILocation(line: 354, column: 33, scope: !887, inlinedAt: !1105)
!1108 = !DILocation(line: 354, column: 18, scope: !887, inlinedAt: !1105)
!1109 = !DILocation(line: 0, scope: !727, inlinedAt: !1110)
!1110 = distinct !DILocation(line: 354, column: 10, scope: !887, inlinedAt: !1105)
!1111 = !DILocation(line: 0, scope: !694, inlinedAt: !1112)
!1112 = distinct !DILocation(line: 286, column: 29, scope: !727, inlinedAt: !1110)
!1113 = !DILocation(line: 282, column: 55, scope: !694, inlinedAt: !1112)
!1114 = !DILocation(line: 286, column: 36, scope: !727, inlinedAt: !1110)
!1115 = !DILocation(line: 355, column: 6, scope: !887, inlinedAt: !1105)
!1116 = distinct !{!1116, !1106, !1115, !142}
!1117 = !DILocation(line: 357, column: 17, scope: !919, inlinedAt: !1105)
!1118 = !DILocation(line: 358, column: 14, scope: !921, inlinedAt: !1105)
!1119 = !DILocation(line: 368, column: 7, scope: !887, inlinedAt: !1105)
!1120 = !DILocation(line: 327, column: 38, scope: !950, inlinedAt: !1121)
!1121 = distinct !DILocation(line: 374, column: 26, scope: !887, inlinedAt: !1105)
!1122 = !DILocation(line: 282, column: 55, scope: !694, inlinedAt: !1123)
!1123 = distinct !DILocation(line: 284, column: 29, scope: !705, inlinedAt: !1124)
!1124 = distinct !DILocation(line: 328, column: 9, scope: !982, inlinedAt: !1121)
!1125 = !DILocation(line: 328, column: 17, scope: !982, inlinedAt: !1121)
!1126 = !DILocation(line: 0, scope: !937, inlinedAt: !1121)
!1127 = !DILocation(line: 0, scope: !950, inlinedAt: !1121)
!1128 = !DILocation(line: 0, scope: !705, inlinedAt: !1124)
!1129 = !DILocation(line: 0, scope: !694, inlinedAt: !1123)
!1130 = !DILocation(line: 284, column: 36, scope: !705, inlinedAt: !1124)
!1131 = !DILocation(line: 328, column: 9, scope: !982, inlinedAt: !1121)
!1132 = !DILocation(line: 328, column: 9, scope: !950, inlinedAt: !1121)
!1133 = !DILocation(line: 329, column: 13, scope: !982, inlinedAt: !1121)
!1134 = !DILocation(line: 329, column: 7, scope: !982, inlinedAt: !1121)
!1135 = !DILocation(line: 0, scope: !687, inlinedAt: !1136)
!1136 = distinct !DILocation(line: 330, column: 14, scope: !995, inlinedAt: !1121)
!1137 = !DILocation(line: 0, scope: !694, inlinedAt: !1138)
!1138 = distinct !DILocation(line: 283, column: 29, scope: !687, inlinedAt: !1136)
!1139 = !DILocation(line: 283, column: 36, scope: !687, inlinedAt: !1136)
!1140 = !DILocation(line: 330, column: 14, scope: !995, inlinedAt: !1121)
!1141 = !DILocation(line: 330, column: 14, scope: !982, inlinedAt: !1121)
!1142 = !DILocation(line: 0, scope: !826, inlinedAt: !1143)
!1143 = distinct !DILocation(line: 331, column: 11, scope: !995, inlinedAt: !1121)
!1144 = !DILocation(line: 295, column: 52, scope: !826, inlinedAt: !1143)
!1145 = !DILocation(line: 331, column: 28, scope: !995, inlinedAt: !1121)
!1146 = !DILocation(line: 0, scope: !982, inlinedAt: !1121)
!1147 = !DILocation(line: 334, column: 11, scope: !1007, inlinedAt: !1121)
!1148 = !DILocation(line: 334, column: 9, scope: !950, inlinedAt: !1121)
!1149 = !DILocation(line: 339, column: 22, scope: !1010, inlinedAt: !1121)
!1150 = !DILocation(line: 325, column: 3, scope: !937, inlinedAt: !1121)
!1151 = !DILocation(line: 325, column: 3, scope: !952, inlinedAt: !1121)
!1152 = !DILocation(line: 337, column: 9, scope: !950, inlinedAt: !1121)
!1153 = distinct !{!1153, !1151, !1154, !1016}
!1154 = !DILocation(line: 345, column: 3, scope: !952, inlinedAt: !1121)
!1155 = !DILocation(line: 339, column: 20, scope: !1010, inlinedAt: !1121)
!1156 = !DILocation(line: 339, column: 45, scope: !1010, inlinedAt: !1121)
!1157 = !DILocation(line: 339, column: 11, scope: !1010, inlinedAt: !1121)
!1158 = !DILocation(line: 339, column: 9, scope: !950, inlinedAt: !1121)
!1159 = !DILocation(line: 382, column: 7, scope: !1029, inlinedAt: !1105)
!1160 = !DILocation(line: 382, column: 7, scope: !887, inlinedAt: !1105)
!1161 = !DILocation(line: 383, column: 5, scope: !1029, inlinedAt: !1105)
!1162 = !DILocation(line: 383, column: 18, scope: !1029, inlinedAt: !1105)
!1163 = !DILocation(line: 405, column: 10, scope: !1059, inlinedAt: !1103)
!1164 = !DILocation(line: 414, column: 27, scope: !1096)
!1165 = distinct !DISubprogram(name: "atol", scope: !3, file: !3, line: 415, type: !1166, scopeLine: 415, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1168)
!1166 = !DISubroutineType(types: !1167)
!1167 = !{!12, !17}
!1168 = !{!1169}
!1169 = !DILocalVariable(name: "s", arg: 1, scope: !1165, file: !3, line: 415, type: !17)
!1170 = !DILocation(line: 0, scope: !1165)
!1171 = !DILocation(line: 0, scope: !1059, inlinedAt: !1172)
!1172 = distinct !DILocation(line: 415, column: 35, scope: !1165)
!1173 = !DILocation(line: 0, scope: !887, inlinedAt: !1174)
!1174 = distinct !DILocation(line: 404, column: 26, scope: !1059, inlinedAt: !1172)
!1175 = !DILocation(line: 354, column: 3, scope: !887, inlinedAt: !1174)
!1176 = !DILocation(line: 354, column: 33, scope: !887, inlinedAt: !1174)
!1177 = !DILocation(line: 354, column: 18, scope: !887, inlinedAt: !1174)
!1178 = !DILocation(line: 0, scope: !727, inlinedAt: !1179)
!1179 = distinct !DILocation(line: 354, column: 10, scope: !887, inlinedAt: !1174)
!1180 = !DILocation(line: 0, scope: !694, inlinedAt: !1181)
!1181 = distinct !DILocation(line: 286, column: 29, scope: !727, inlinedAt: !1179)
!1182 = !DILocation(line: 282, column: 55, scope: !694, inlinedAt: !1181)
!1183 = !DILocation(line: 286, column: 36, scope: !727, inlinedAt: !1179)
!1184 = !DILocation(line: 355, column: 6, scope: !887, inlinedAt: !1174)
!1185 = distinct !{!1185, !1175, !1184, !142}
!1186 = !DILocation(line: 357, column: 17, scope: !919, inlinedAt: !1174)
!1187 = !DILocation(line: 358, column: 14, scope: !921, inlinedAt: !1174)
!1188 = !DILocation(line: 368, column: 7, scope: !887, inlinedAt: !1174)
!1189 = !DILocation(line: 327, column: 38, scope: !950, inlinedAt: !1190)
!1190 = distinct !DILocation(line: 374, column: 26, scope: !887, inlinedAt: !1174)
!1191 = !DILocation(line: 282, column: 55, scope: !694, inlinedAt: !1192)
!1192 = distinct !DILocation(line: 284, column: 29, scope: !705, inlinedAt: !1193)
!1193 = distinct !DILocation(line: 328, column: 9, scope: !982, inlinedAt: !1190)
!1194 = !DILocation(line: 328, column: 17, scope: !982, inlinedAt: !1190)
!1195 = !DILocation(line: 0, scope: !937, inlinedAt: !1190)
!1196 = !DILocation(line: 0, scope: !950, inlinedAt: !1190)
!1197 = !DILocation(line: 0, scope: !705, inlinedAt: !1193)
!1198 = !DILocation(line: 0, scope: !694, inlinedAt: !1192)
!1199 = !DILocation(line: 284, column: 36, scope: !705, inlinedAt: !1193)
!1200 = !DILocation(line: 328, column: 9, scope: !982, inlinedAt: !1190)
!1201 = !DILocation(line: 328, column: 9, scope: !950, inlinedAt: !1190)
!1202 = !DILocation(line: 329, column: 13, scope: !982, inlinedAt: !1190)
!1203 = !DILocation(line: 329, column: 7, scope: !982, inlinedAt: !1190)
!1204 = !DILocation(line: 0, scope: !687, inlinedAt: !1205)
!1205 = distinct !DILocation(line: 330, column: 14, scope: !995, inlinedAt: !1190)
!1206 = !DILocation(line: 0, scope: !694, inlinedAt: !1207)
!1207 = distinct !DILocation(line: 283, column: 29, scope: !687, inlinedAt: !1205)
!1208 = !DILocation(line: 283, column: 36, scope: !687, inlinedAt: !1205)
!1209 = !DILocation(line: 330, column: 14, scope: !995, inlinedAt: !1190)
!1210 = !DILocation(line: 330, column: 14, scope: !982, inlinedAt: !1190)
!1211 = !DILocation(line: 0, scope: !826, inlinedAt: !1212)
!1212 = distinct !DILocation(line: 331, column: 11, scope: !995, inlinedAt: !1190)
!1213 = !DILocation(line: 295, column: 52, scope: !826, inlinedAt: !1212)
!1214 = !DILocation(line: 331, column: 28, scope: !995, inlinedAt: !1190)
!1215 = !DILocation(line: 0, scope: !982, inlinedAt: !1190)
!1216 = !DILocation(line: 334, column: 11, scope: !1007, inlinedAt: !1190)
!1217 = !DILocation(line: 334, column: 9, scope: !950, inlinedAt: !1190)
!1218 = !DILocation(line: 339, column: 22, scope: !1010, inlinedAt: !1190)
!1219 = !DILocation(line: 325, column: 3, scope: !937, inlinedAt: !1190)
!1220 = !DILocation(line: 325, column: 3, scope: !952, inlinedAt: !1190)
!1221 = !DILocation(line: 337, column: 9, scope: !950, inlinedAt: !1190)
!1222 = distinct !{!1222, !1220, !1223, !1016}
!1223 = !DILocation(line: 345, column: 3, scope: !952, inlinedAt: !1190)
!1224 = !DILocation(line: 339, column: 20, scope: !1010, inlinedAt: !1190)
!1225 = !DILocation(line: 339, column: 45, scope: !1010, inlinedAt: !1190)
!1226 = !DILocation(line: 339, column: 11, scope: !1010, inlinedAt: !1190)
!1227 = !DILocation(line: 339, column: 9, scope: !950, inlinedAt: !1190)
!1228 = !DILocation(line: 382, column: 7, scope: !1029, inlinedAt: !1174)
!1229 = !DILocation(line: 382, column: 7, scope: !887, inlinedAt: !1174)
!1230 = !DILocation(line: 383, column: 5, scope: !1029, inlinedAt: !1174)
!1231 = !DILocation(line: 383, column: 18, scope: !1029, inlinedAt: !1174)
!1232 = !DILocation(line: 405, column: 10, scope: !1059, inlinedAt: !1172)
!1233 = !DILocation(line: 415, column: 28, scope: !1165)
!1234 = distinct !DISubprogram(name: "atoll", scope: !3, file: !3, line: 416, type: !1235, scopeLine: 416, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1237)
!1235 = !DISubroutineType(types: !1236)
!1236 = !{!11, !17}
!1237 = !{!1238}
!1238 = !DILocalVariable(name: "s", arg: 1, scope: !1234, file: !3, line: 416, type: !17)
!1239 = !DILocation(line: 0, scope: !1234)
!1240 = !DILocation(line: 0, scope: !869, inlinedAt: !1241)
!1241 = distinct !DILocation(line: 416, column: 41, scope: !1234)
!1242 = !DILocation(line: 0, scope: !887, inlinedAt: !1243)
!1243 = distinct !DILocation(line: 390, column: 26, scope: !869, inlinedAt: !1241)
!1244 = !DILocation(line: 354, column: 3, scope: !887, inlinedAt: !1243)
!1245 = !DILocation(line: 354, column: 33, scope: !887, inlinedAt: !1243)
!1246 = !DILocation(line: 354, column: 18, scope: !887, inlinedAt: !1243)
!1247 = !DILocation(line: 0, scope: !727, inlinedAt: !1248)
!1248 = distinct !DILocation(line: 354, column: 10, scope: !887, inlinedAt: !1243)
!1249 = !DILocation(line: 0, scope: !694, inlinedAt: !1250)
!1250 = distinct !DILocation(line: 286, column: 29, scope: !727, inlinedAt: !1248)
!1251 = !DILocation(line: 282, column: 55, scope: !694, inlinedAt: !1250)
!1252 = !DILocation(line: 286, column: 36, scope: !727, inlinedAt: !1248)
!1253 = !DILocation(line: 355, column: 6, scope: !887, inlinedAt: !1243)
!1254 = distinct !{!1254, !1244, !1253, !142}
!1255 = !DILocation(line: 357, column: 17, scope: !919, inlinedAt: !1243)
!1256 = !DILocation(line: 358, column: 14, scope: !921, inlinedAt: !1243)
!1257 = !DILocation(line: 368, column: 7, scope: !887, inlinedAt: !1243)
!1258 = !DILocation(line: 327, column: 38, scope: !950, inlinedAt: !1259)
!1259 = distinct !DILocation(line: 374, column: 26, scope: !887, inlinedAt: !1243)
!1260 = !DILocation(line: 282, column: 55, scope: !694, inlinedAt: !1261)
!1261 = distinct !DILocation(line: 284, column: 29, scope: !705, inlinedAt: !1262)
!1262 = distinct !DILocation(line: 328, column: 9, scope: !982, inlinedAt: !1259)
!1263 = !DILocation(line: 328, column: 17, scope: !982, inlinedAt: !1259)
!1264 = !DILocation(line: 0, scope: !937, inlinedAt: !1259)
!1265 = !DILocation(line: 0, scope: !950, inlinedAt: !1259)
!1266 = !DILocation(line: 0, scope: !705, inlinedAt: !1262)
!1267 = !DILocation(line: 0, scope: !694, inlinedAt: !1261)
!1268 = !DILocation(line: 284, column: 36, scope: !705, inlinedAt: !1262)
!1269 = !DILocation(line: 328, column: 9, scope: !982, inlinedAt: !1259)
!1270 = !DILocation(line: 328, column: 9, scope: !950, inlinedAt: !1259)
!1271 = !DILocation(line: 329, column: 13, scope: !982, inlinedAt: !1259)
!1272 = !DILocation(line: 329, column: 7, scope: !982, inlinedAt: !1259)
!1273 = !DILocation(line: 0, scope: !687, inlinedAt: !1274)
!1274 = distinct !DILocation(line: 330, column: 14, scope: !995, inlinedAt: !1259)
!1275 = !DILocation(line: 0, scope: !694, inlinedAt: !1276)
!1276 = distinct !DILocation(line: 283, column: 29, scope: !687, inlinedAt: !1274)
!1277 = !DILocation(line: 283, column: 36, scope: !687, inlinedAt: !1274)
!1278 = !DILocation(line: 330, column: 14, scope: !995, inlinedAt: !1259)
!1279 = !DILocation(line: 330, column: 14, scope: !982, inlinedAt: !1259)
!1280 = !DILocation(line: 0, scope: !826, inlinedAt: !1281)
!1281 = distinct !DILocation(line: 331, column: 11, scope: !995, inlinedAt: !1259)
!1282 = !DILocation(line: 295, column: 52, scope: !826, inlinedAt: !1281)
!1283 = !DILocation(line: 331, column: 28, scope: !995, inlinedAt: !1259)
!1284 = !DILocation(line: 0, scope: !982, inlinedAt: !1259)
!1285 = !DILocation(line: 334, column: 11, scope: !1007, inlinedAt: !1259)
!1286 = !DILocation(line: 334, column: 9, scope: !950, inlinedAt: !1259)
!1287 = !DILocation(line: 339, column: 22, scope: !1010, inlinedAt: !1259)
!1288 = !DILocation(line: 325, column: 3, scope: !937, inlinedAt: !1259)
!1289 = !DILocation(line: 325, column: 3, scope: !952, inlinedAt: !1259)
!1290 = !DILocation(line: 337, column: 9, scope: !950, inlinedAt: !1259)
!1291 = distinct !{!1291, !1289, !1292, !1016}
!1292 = !DILocation(line: 345, column: 3, scope: !952, inlinedAt: !1259)
!1293 = !DILocation(line: 339, column: 20, scope: !1010, inlinedAt: !1259)
!1294 = !DILocation(line: 339, column: 45, scope: !1010, inlinedAt: !1259)
!1295 = !DILocation(line: 339, column: 11, scope: !1010, inlinedAt: !1259)
!1296 = !DILocation(line: 339, column: 9, scope: !950, inlinedAt: !1259)
!1297 = !DILocation(line: 382, column: 7, scope: !1029, inlinedAt: !1243)
!1298 = !DILocation(line: 382, column: 7, scope: !887, inlinedAt: !1243)
!1299 = !DILocation(line: 383, column: 5, scope: !1029, inlinedAt: !1243)
!1300 = !DILocation(line: 383, column: 18, scope: !1029, inlinedAt: !1243)
!1301 = !DILocation(line: 392, column: 10, scope: !869, inlinedAt: !1241)
!1302 = !DILocation(line: 416, column: 34, scope: !1234)
!1303 = distinct !DISubprogram(name: "srand", scope: !3, file: !3, line: 422, type: !1304, scopeLine: 422, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1306)
!1304 = !DISubroutineType(types: !1305)
!1305 = !{null, !16}
!1306 = !{!1307, !1308, !1309, !1311, !1314, !1315}
!1307 = !DILocalVariable(name: "seed", arg: 1, scope: !1303, file: !3, line: 422, type: !16)
!1308 = !DILocalVariable(name: "word", scope: !1303, file: !3, line: 423, type: !15)
!1309 = !DILocalVariable(name: "i", scope: !1310, file: !3, line: 425, type: !14)
!1310 = distinct !DILexicalBlock(scope: !1303, file: !3, line: 425, column: 3)
!1311 = !DILocalVariable(name: "hi", scope: !1312, file: !3, line: 427, type: !12)
!1312 = distinct !DILexicalBlock(scope: !1313, file: !3, line: 425, column: 32)
!1313 = distinct !DILexicalBlock(scope: !1310, file: !3, line: 425, column: 3)
!1314 = !DILocalVariable(name: "lo", scope: !1312, file: !3, line: 428, type: !12)
!1315 = !DILocalVariable(name: "i", scope: !1316, file: !3, line: 437, type: !14)
!1316 = distinct !DILexicalBlock(scope: !1303, file: !3, line: 437, column: 3)
!1317 = !DILocation(line: 0, scope: !1303)
!1318 = !DILocation(line: 423, column: 14, scope: !1303)
!1319 = !DILocation(line: 424, column: 17, scope: !1303)
!1320 = !DILocation(line: 0, scope: !1310)
!1321 = !DILocation(line: 425, column: 3, scope: !1310)
!1322 = !DILocation(line: 436, column: 15, scope: !1303)
!1323 = !DILocation(line: 0, scope: !1316)
!1324 = !DILocation(line: 437, column: 3, scope: !1316)
!1325 = !DILocation(line: 427, column: 20, scope: !1312)
!1326 = !DILocation(line: 0, scope: !1312)
!1327 = !DILocation(line: 428, column: 20, scope: !1312)
!1328 = !DILocation(line: 429, column: 24, scope: !1312)
!1329 = !DILocation(line: 429, column: 36, scope: !1312)
!1330 = !DILocation(line: 429, column: 29, scope: !1312)
!1331 = !DILocation(line: 430, column: 14, scope: !1332)
!1332 = distinct !DILexicalBlock(scope: !1312, file: !3, line: 430, column: 9)
!1333 = !DILocation(line: 430, column: 9, scope: !1312)
!1334 = !DILocation(line: 432, column: 5, scope: !1312)
!1335 = !DILocation(line: 432, column: 19, scope: !1312)
!1336 = !DILocation(line: 425, column: 28, scope: !1313)
!1337 = !DILocation(line: 425, column: 21, scope: !1313)
!1338 = distinct !{!1338, !1321, !1339, !142}
!1339 = !DILocation(line: 433, column: 3, scope: !1310)
!1340 = !DILocation(line: 0, scope: !1341)
!1341 = distinct !DILexicalBlock(scope: !1342, file: !3, line: 437, column: 33)
!1342 = distinct !DILexicalBlock(scope: !1316, file: !3, line: 437, column: 3)
!1343 = !DILocation(line: 442, column: 1, scope: !1303)
!1344 = !DILocation(line: 438, column: 42, scope: !1341)
!1345 = !DILocation(line: 438, column: 73, scope: !1341)
!1346 = !DILocation(line: 438, column: 61, scope: !1341)
!1347 = !DILocation(line: 438, column: 24, scope: !1341)
!1348 = !DILocation(line: 439, column: 22, scope: !1341)
!1349 = !DILocation(line: 439, column: 27, scope: !1341)
!1350 = !DILocation(line: 440, column: 22, scope: !1341)
!1351 = !DILocation(line: 440, column: 27, scope: !1341)
!1352 = !DILocation(line: 437, column: 29, scope: !1342)
!1353 = !DILocation(line: 437, column: 21, scope: !1342)
!1354 = distinct !{!1354, !1324, !1355, !142}
!1355 = !DILocation(line: 441, column: 3, scope: !1316)
!1356 = distinct !DISubprogram(name: "rand", scope: !3, file: !3, line: 444, type: !1357, scopeLine: 444, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1359)
!1357 = !DISubroutineType(types: !1358)
!1358 = !{!14}
!1359 = !{!1360, !1361}
!1360 = !DILocalVariable(name: "v", scope: !1356, file: !3, line: 447, type: !16)
!1361 = !DILocalVariable(name: "result", scope: !1356, file: !3, line: 449, type: !14)
!1362 = !DILocation(line: 445, column: 8, scope: !1363)
!1363 = distinct !DILexicalBlock(scope: !1356, file: !3, line: 445, column: 7)
!1364 = !DILocation(line: 445, column: 7, scope: !1356)
!1365 = !DILocation(line: 447, column: 37, scope: !1356)
!1366 = !DILocation(line: 447, column: 68, scope: !1356)
!1367 = !DILocation(line: 0, scope: !1303, inlinedAt: !1368)
!1368 = distinct !DILocation(line: 446, column: 5, scope: !1363)
!1369 = !DILocation(line: 424, column: 17, scope: !1303, inlinedAt: !1368)
!1370 = !DILocation(line: 0, scope: !1310, inlinedAt: !1368)
!1371 = !DILocation(line: 425, column: 3, scope: !1310, inlinedAt: !1368)
!1372 = !DILocation(line: 436, column: 15, scope: !1303, inlinedAt: !1368)
!1373 = !DILocation(line: 0, scope: !1316, inlinedAt: !1368)
!1374 = !DILocation(line: 437, column: 3, scope: !1316, inlinedAt: !1368)
!1375 = !DILocation(line: 427, column: 20, scope: !1312, inlinedAt: !1368)
!1376 = !DILocation(line: 0, scope: !1312, inlinedAt: !1368)
!1377 = !DILocation(line: 428, column: 20, scope: !1312, inlinedAt: !1368)
!1378 = !DILocation(line: 429, column: 24, scope: !1312, inlinedAt: !1368)
!1379 = !DILocation(line: 429, column: 36, scope: !1312, inlinedAt: !1368)
!1380 = !DILocation(line: 429, column: 29, scope: !1312, inlinedAt: !1368)
!1381 = !DILocation(line: 430, column: 14, scope: !1332, inlinedAt: !1368)
!1382 = !DILocation(line: 430, column: 9, scope: !1312, inlinedAt: !1368)
!1383 = !DILocation(line: 432, column: 5, scope: !1312, inlinedAt: !1368)
!1384 = !DILocation(line: 432, column: 19, scope: !1312, inlinedAt: !1368)
!1385 = !DILocation(line: 425, column: 28, scope: !1313, inlinedAt: !1368)
!1386 = !DILocation(line: 425, column: 21, scope: !1313, inlinedAt: !1368)
!1387 = distinct !{!1387, !1371, !1388, !142}
!1388 = !DILocation(line: 433, column: 3, scope: !1310, inlinedAt: !1368)
!1389 = !DILocation(line: 438, column: 42, scope: !1341, inlinedAt: !1368)
!1390 = !DILocation(line: 438, column: 73, scope: !1341, inlinedAt: !1368)
!1391 = !DILocation(line: 438, column: 61, scope: !1341, inlinedAt: !1368)
!1392 = !DILocation(line: 438, column: 24, scope: !1341, inlinedAt: !1368)
!1393 = !DILocation(line: 439, column: 22, scope: !1341, inlinedAt: !1368)
!1394 = !DILocation(line: 439, column: 27, scope: !1341, inlinedAt: !1368)
!1395 = !DILocation(line: 440, column: 22, scope: !1341, inlinedAt: !1368)
!1396 = !DILocation(line: 440, column: 27, scope: !1341, inlinedAt: !1368)
!1397 = !DILocation(line: 437, column: 29, scope: !1342, inlinedAt: !1368)
!1398 = !DILocation(line: 437, column: 21, scope: !1342, inlinedAt: !1368)
!1399 = distinct !{!1399, !1374, !1400, !142}
!1400 = !DILocation(line: 441, column: 3, scope: !1316, inlinedAt: !1368)
!1401 = !DILocation(line: 447, column: 26, scope: !1356)
!1402 = !DILocation(line: 447, column: 57, scope: !1356)
!1403 = !DILocation(line: 447, column: 45, scope: !1356)
!1404 = !DILocation(line: 0, scope: !1356)
!1405 = !DILocation(line: 448, column: 22, scope: !1356)
!1406 = !DILocation(line: 449, column: 24, scope: !1356)
!1407 = !DILocation(line: 450, column: 20, scope: !1356)
!1408 = !DILocation(line: 450, column: 25, scope: !1356)
!1409 = !DILocation(line: 450, column: 10, scope: !1356)
!1410 = !DILocation(line: 451, column: 20, scope: !1356)
!1411 = !DILocation(line: 451, column: 25, scope: !1356)
!1412 = !DILocation(line: 451, column: 10, scope: !1356)
!1413 = !DILocation(line: 452, column: 3, scope: !1356)
!1414 = distinct !DISubprogram(name: "qsort", scope: !3, file: !3, line: 482, type: !1415, scopeLine: 482, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1420)
!1415 = !DISubroutineType(types: !1416)
!1416 = !{null, !6, !150, !150, !1417}
!1417 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1418, size: 32)
!1418 = !DISubroutineType(types: !1419)
!1419 = !{!14, !148, !148}
!1420 = !{!1421, !1422, !1423, !1424, !1425}
!1421 = !DILocalVariable(name: "base", arg: 1, scope: !1414, file: !3, line: 482, type: !6)
!1422 = !DILocalVariable(name: "n", arg: 2, scope: !1414, file: !3, line: 482, type: !150)
!1423 = !DILocalVariable(name: "size", arg: 3, scope: !1414, file: !3, line: 482, type: !150)
!1424 = !DILocalVariable(name: "cmp", arg: 4, scope: !1414, file: !3, line: 482, type: !1417)
!1425 = !DILocalVariable(name: "tmp", scope: !1414, file: !3, line: 485, type: !10)
!1426 = !DILocation(line: 0, scope: !1414)
!1427 = !DILocation(line: 483, column: 9, scope: !1428)
!1428 = distinct !DILexicalBlock(scope: !1414, file: !3, line: 483, column: 7)
!1429 = !DILocation(line: 483, column: 14, scope: !1428)
!1430 = !DILocation(line: 485, column: 24, scope: !1414)
!1431 = !DILocation(line: 485, column: 15, scope: !1414)
!1432 = !DILocation(line: 486, column: 8, scope: !1433)
!1433 = distinct !DILexicalBlock(scope: !1414, file: !3, line: 486, column: 7)
!1434 = !DILocation(line: 486, column: 7, scope: !1414)
!1435 = !DILocation(line: 487, column: 5, scope: !1433)
!1436 = !DILocation(line: 488, column: 3, scope: !1414)
!1437 = !DILocation(line: 489, column: 3, scope: !1414)
!1438 = !DILocation(line: 490, column: 1, scope: !1414)
!1439 = !DISubprogram(name: "abort", scope: !3, file: !3, line: 29, type: !52, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1440 = distinct !DISubprogram(name: "msort", scope: !3, file: !3, line: 456, type: !1441, scopeLine: 457, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1443)
!1441 = !DISubroutineType(types: !1442)
!1442 = !{null, !10, !150, !150, !1417, !10}
!1443 = !{!1444, !1445, !1446, !1447, !1448, !1449, !1450, !1451, !1452, !1453}
!1444 = !DILocalVariable(name: "b", arg: 1, scope: !1440, file: !3, line: 456, type: !10)
!1445 = !DILocalVariable(name: "n", arg: 2, scope: !1440, file: !3, line: 456, type: !150)
!1446 = !DILocalVariable(name: "size", arg: 3, scope: !1440, file: !3, line: 456, type: !150)
!1447 = !DILocalVariable(name: "cmp", arg: 4, scope: !1440, file: !3, line: 456, type: !1417)
!1448 = !DILocalVariable(name: "tmp", arg: 5, scope: !1440, file: !3, line: 457, type: !10)
!1449 = !DILocalVariable(name: "n1", scope: !1440, file: !3, line: 460, type: !150)
!1450 = !DILocalVariable(name: "n2", scope: !1440, file: !3, line: 460, type: !150)
!1451 = !DILocalVariable(name: "b1", scope: !1440, file: !3, line: 461, type: !10)
!1452 = !DILocalVariable(name: "b2", scope: !1440, file: !3, line: 461, type: !10)
!1453 = !DILocalVariable(name: "out", scope: !1440, file: !3, line: 464, type: !10)
!1454 = !DILocation(line: 0, scope: !1440)
!1455 = !DILocation(line: 458, column: 9, scope: !1456)
!1456 = distinct !DILexicalBlock(scope: !1440, file: !3, line: 458, column: 7)
!1457 = !DILocation(line: 458, column: 7, scope: !1440)
!1458 = !DILocation(line: 460, column: 17, scope: !1440)
!1459 = !DILocation(line: 460, column: 29, scope: !1440)
!1460 = !DILocation(line: 461, column: 30, scope: !1440)
!1461 = !DILocation(line: 461, column: 25, scope: !1440)
!1462 = !DILocation(line: 462, column: 3, scope: !1440)
!1463 = !DILocation(line: 463, column: 3, scope: !1440)
!1464 = !DILocation(line: 465, column: 17, scope: !1440)
!1465 = !DILocation(line: 465, column: 3, scope: !1440)
!1466 = !DILocation(line: 466, column: 9, scope: !1467)
!1467 = distinct !DILexicalBlock(scope: !1468, file: !3, line: 466, column: 9)
!1468 = distinct !DILexicalBlock(scope: !1440, file: !3, line: 465, column: 28)
!1469 = !DILocation(line: 466, column: 21, scope: !1467)
!1470 = !DILocation(line: 466, column: 9, scope: !1468)
!1471 = !DILocation(line: 467, column: 7, scope: !1472)
!1472 = distinct !DILexicalBlock(scope: !1467, file: !3, line: 466, column: 27)
!1473 = !DILocation(line: 468, column: 10, scope: !1472)
!1474 = !DILocation(line: 469, column: 9, scope: !1472)
!1475 = !DILocation(line: 470, column: 5, scope: !1472)
!1476 = !DILocation(line: 471, column: 7, scope: !1477)
!1477 = distinct !DILexicalBlock(scope: !1467, file: !3, line: 470, column: 12)
!1478 = !DILocation(line: 472, column: 10, scope: !1477)
!1479 = !DILocation(line: 473, column: 9, scope: !1477)
!1480 = !DILocation(line: 475, column: 9, scope: !1468)
!1481 = !DILocation(line: 465, column: 13, scope: !1440)
!1482 = distinct !{!1482, !1465, !1483, !142}
!1483 = !DILocation(line: 476, column: 3, scope: !1440)
!1484 = !DILocation(line: 477, column: 7, scope: !1440)
!1485 = !DILocation(line: 478, column: 24, scope: !1486)
!1486 = distinct !DILexicalBlock(scope: !1440, file: !3, line: 477, column: 7)
!1487 = !DILocation(line: 478, column: 5, scope: !1486)
!1488 = !DILocation(line: 479, column: 21, scope: !1440)
!1489 = !DILocation(line: 479, column: 27, scope: !1440)
!1490 = !DILocation(line: 479, column: 3, scope: !1440)
!1491 = !DILocation(line: 480, column: 1, scope: !1440)
!1492 = !DISubprogram(name: "free", scope: !3, file: !3, line: 24, type: !1493, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1493 = !DISubroutineType(types: !1494)
!1494 = !{null, !6}
!1495 = distinct !DISubprogram(name: "bsearch", scope: !3, file: !3, line: 492, type: !1496, scopeLine: 493, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1498)
!1496 = !DISubroutineType(types: !1497)
!1497 = !{!6, !148, !148, !150, !150, !1417}
!1498 = !{!1499, !1500, !1501, !1502, !1503, !1504, !1505, !1506, !1508, !1509}
!1499 = !DILocalVariable(name: "key", arg: 1, scope: !1495, file: !3, line: 492, type: !148)
!1500 = !DILocalVariable(name: "base", arg: 2, scope: !1495, file: !3, line: 492, type: !148)
!1501 = !DILocalVariable(name: "n", arg: 3, scope: !1495, file: !3, line: 492, type: !150)
!1502 = !DILocalVariable(name: "size", arg: 4, scope: !1495, file: !3, line: 492, type: !150)
!1503 = !DILocalVariable(name: "cmp", arg: 5, scope: !1495, file: !3, line: 493, type: !1417)
!1504 = !DILocalVariable(name: "lo", scope: !1495, file: !3, line: 494, type: !150)
!1505 = !DILocalVariable(name: "hi", scope: !1495, file: !3, line: 494, type: !150)
!1506 = !DILocalVariable(name: "mid", scope: !1507, file: !3, line: 496, type: !150)
!1507 = distinct !DILexicalBlock(scope: !1495, file: !3, line: 495, column: 19)
!1508 = !DILocalVariable(name: "p", scope: !1507, file: !3, line: 497, type: !17)
!1509 = !DILocalVariable(name: "c", scope: !1507, file: !3, line: 498, type: !14)
!1510 = !DILocation(line: 0, scope: !1495)
!1511 = !DILocation(line: 495, column: 3, scope: !1495)
!1512 = !DILocation(line: 494, column: 18, scope: !1495)
!1513 = !DILocation(line: 494, column: 10, scope: !1495)
!1514 = !DILocation(line: 495, column: 13, scope: !1495)
!1515 = !DILocation(line: 496, column: 27, scope: !1507)
!1516 = !DILocation(line: 496, column: 33, scope: !1507)
!1517 = !DILocation(line: 496, column: 21, scope: !1507)
!1518 = !DILocation(line: 0, scope: !1507)
!1519 = !DILocation(line: 497, column: 46, scope: !1507)
!1520 = !DILocation(line: 497, column: 40, scope: !1507)
!1521 = !DILocation(line: 498, column: 13, scope: !1507)
!1522 = !DILocation(line: 499, column: 11, scope: !1523)
!1523 = distinct !DILexicalBlock(scope: !1507, file: !3, line: 499, column: 9)
!1524 = !DILocation(line: 499, column: 9, scope: !1507)
!1525 = distinct !{!1525, !1511, !1526, !142}
!1526 = !DILocation(line: 505, column: 3, scope: !1495)
!1527 = !DILocation(line: 507, column: 1, scope: !1495)
