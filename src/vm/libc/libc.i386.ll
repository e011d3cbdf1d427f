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
define dso_local range(i32 0, 2) i32 @bcmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #6 !dbg !177 {
    #dbg_value(ptr %0, !179, !DIExpression(), !182)
    #dbg_value(ptr %1, !180, !DIExpression(), !182)
    #dbg_value(i32 %2, !181, !DIExpression(), !182)
    #dbg_value(ptr %0, !152, !DIExpression(), !183)
    #dbg_value(ptr %1, !153, !DIExpression(), !183)
    #dbg_value(i32 %2, !154, !DIExpression(), !183)
    #dbg_value(ptr %0, !155, !DIExpression(), !183)
    #dbg_value(ptr %1, !156, !DIExpression(), !183)
    #dbg_value(i32 0, !157, !DIExpression(), !185)
  %4 = icmp eq i32 %2, 0, !dbg !186
  br i1 %4, label %15, label %8, !dbg !187

5:                                                ; preds = %8
  %6 = add nuw i32 %9, 1, !dbg !188
    #dbg_value(i32 %6, !157, !DIExpression(), !185)
    #dbg_value(i32 %6, !157, !DIExpression(), !185)
  %7 = icmp eq i32 %6, %2, !dbg !186
  br i1 %7, label %15, label %8, !dbg !187, !llvm.loop !189

8:                                                ; preds = %3, %5
  %9 = phi i32 [ %6, %5 ], [ 0, %3 ]
    #dbg_value(i32 %9, !157, !DIExpression(), !185)
  %10 = getelementptr inbounds i8, ptr %0, i32 %9, !dbg !191
  %11 = load i8, ptr %10, align 1, !dbg !191, !tbaa !169
  %12 = getelementptr inbounds i8, ptr %1, i32 %9, !dbg !192
  %13 = load i8, ptr %12, align 1, !dbg !192, !tbaa !169
  %14 = icmp eq i8 %11, %13, !dbg !193
    #dbg_value(i32 %9, !157, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !185)
  br i1 %14, label %5, label %15, !dbg !194

15:                                               ; preds = %8, %5, %3
  %16 = phi i32 [ 0, %3 ], [ 1, %8 ], [ 0, %5 ]
  ret i32 %16, !dbg !195
}

; Function Attrs: nounwind
define dso_local ptr @mempcpy(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #7 !dbg !196 {
    #dbg_value(ptr %0, !200, !DIExpression(), !203)
    #dbg_value(ptr %1, !201, !DIExpression(), !203)
    #dbg_value(i32 %2, !202, !DIExpression(), !203)
  %4 = tail call ptr @memcpy(ptr noundef %0, ptr noundef %1, i32 noundef %2) #15, !dbg !204
  %5 = getelementptr inbounds i8, ptr %4, i32 %2, !dbg !205
  ret ptr %5, !dbg !206
}

declare !dbg !207 ptr @memcpy(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #8

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local noundef ptr @memrchr(ptr noundef readonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #6 !dbg !208 {
    #dbg_value(ptr %0, !212, !DIExpression(), !216)
    #dbg_value(i32 %1, !213, !DIExpression(), !216)
    #dbg_value(i32 %2, !214, !DIExpression(), !216)
    #dbg_value(ptr %0, !215, !DIExpression(), !216)
  %4 = trunc i32 %1 to i8
  br label %5, !dbg !217

5:                                                ; preds = %8, %3
  %6 = phi i32 [ %2, %3 ], [ %9, %8 ]
    #dbg_value(i32 %6, !214, !DIExpression(), !216)
  %7 = icmp eq i32 %6, 0, !dbg !218
  br i1 %7, label %15, label %8, !dbg !217

8:                                                ; preds = %5
  %9 = add i32 %6, -1, !dbg !219
    #dbg_value(i32 %9, !214, !DIExpression(), !216)
  %10 = getelementptr inbounds i8, ptr %0, i32 %9, !dbg !221
  %11 = load i8, ptr %10, align 1, !dbg !221, !tbaa !169
  %12 = icmp eq i8 %11, %4, !dbg !223
  br i1 %12, label %13, label %5, !dbg !224, !llvm.loop !225

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %0, i32 %9
  br label %15, !dbg !227

15:                                               ; preds = %5, %13
  %16 = phi ptr [ %14, %13 ], [ null, %5 ], !dbg !216
  ret ptr %16, !dbg !227
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local ptr @memchr(ptr noundef readonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #6 !dbg !228 {
    #dbg_value(ptr %0, !230, !DIExpression(), !236)
    #dbg_value(i32 %1, !231, !DIExpression(), !236)
    #dbg_value(i32 %2, !232, !DIExpression(), !236)
    #dbg_value(ptr %0, !233, !DIExpression(), !236)
    #dbg_value(i32 0, !234, !DIExpression(), !237)
  %4 = icmp eq i32 %2, 0, !dbg !238
  br i1 %4, label %17, label %5, !dbg !240

5:                                                ; preds = %3
  %6 = trunc i32 %1 to i8
  br label %7, !dbg !240

7:                                                ; preds = %5, %12
  %8 = phi i32 [ 0, %5 ], [ %13, %12 ]
    #dbg_value(i32 %8, !234, !DIExpression(), !237)
  %9 = getelementptr inbounds i8, ptr %0, i32 %8, !dbg !241
  %10 = load i8, ptr %9, align 1, !dbg !241, !tbaa !169
  %11 = icmp eq i8 %10, %6, !dbg !243
  br i1 %11, label %15, label %12, !dbg !244

12:                                               ; preds = %7
  %13 = add nuw i32 %8, 1, !dbg !245
    #dbg_value(i32 %13, !234, !DIExpression(), !237)
  %14 = icmp eq i32 %13, %2, !dbg !238
  br i1 %14, label %17, label %7, !dbg !240, !llvm.loop !246

15:                                               ; preds = %7
  %16 = getelementptr inbounds i8, ptr %0, i32 %8
  br label %17, !dbg !248

17:                                               ; preds = %12, %15, %3
  %18 = phi ptr [ null, %3 ], [ %16, %15 ], [ null, %12 ]
  ret ptr %18, !dbg !248
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local i32 @strnlen(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #6 !dbg !249 {
    #dbg_value(ptr %0, !253, !DIExpression(), !256)
    #dbg_value(i32 %1, !254, !DIExpression(), !256)
    #dbg_value(i32 0, !255, !DIExpression(), !256)
  %3 = icmp eq i32 %1, 0, !dbg !257
  br i1 %3, label %12, label %4, !dbg !258

4:                                                ; preds = %2, %9
  %5 = phi i32 [ %10, %9 ], [ 0, %2 ]
    #dbg_value(i32 %5, !255, !DIExpression(), !256)
  %6 = getelementptr inbounds i8, ptr %0, i32 %5, !dbg !259
  %7 = load i8, ptr %6, align 1, !dbg !259, !tbaa !169
  %8 = icmp eq i8 %7, 0, !dbg !258
  br i1 %8, label %12, label %9, !dbg !260

9:                                                ; preds = %4
  %10 = add nuw i32 %5, 1, !dbg !261
    #dbg_value(i32 %10, !255, !DIExpression(), !256)
  %11 = icmp eq i32 %10, %1, !dbg !257
  br i1 %11, label %12, label %4, !dbg !258, !llvm.loop !262

12:                                               ; preds = %4, %9, %2
  %13 = phi i32 [ 0, %2 ], [ %1, %9 ], [ %5, %4 ], !dbg !256
  ret i32 %13, !dbg !263
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local range(i32 -1, 2) i32 @strcmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !264 {
    #dbg_value(ptr %0, !268, !DIExpression(), !272)
    #dbg_value(ptr %1, !269, !DIExpression(), !272)
    #dbg_value(ptr %0, !270, !DIExpression(), !272)
    #dbg_value(ptr %1, !271, !DIExpression(), !272)
  %3 = load i8, ptr %0, align 1, !dbg !273, !tbaa !169
  %4 = icmp eq i8 %3, 0, !dbg !273
  br i1 %4, label %16, label %5, !dbg !274

5:                                                ; preds = %2, %11
  %6 = phi i8 [ %14, %11 ], [ %3, %2 ]
  %7 = phi ptr [ %13, %11 ], [ %1, %2 ]
  %8 = phi ptr [ %12, %11 ], [ %0, %2 ]
    #dbg_value(ptr %7, !271, !DIExpression(), !272)
    #dbg_value(ptr %8, !270, !DIExpression(), !272)
  %9 = load i8, ptr %7, align 1, !dbg !275, !tbaa !169
  %10 = icmp eq i8 %6, %9, !dbg !276
  br i1 %10, label %11, label %16, !dbg !277

11:                                               ; preds = %5
  %12 = getelementptr inbounds i8, ptr %8, i32 1, !dbg !278
    #dbg_value(ptr %12, !270, !DIExpression(), !272)
  %13 = getelementptr inbounds i8, ptr %7, i32 1, !dbg !280
    #dbg_value(ptr %13, !271, !DIExpression(), !272)
  %14 = load i8, ptr %12, align 1, !dbg !273, !tbaa !169
  %15 = icmp eq i8 %14, 0, !dbg !273
  br i1 %15, label %16, label %5, !dbg !274, !llvm.loop !281

16:                                               ; preds = %5, %11, %2
  %17 = phi ptr [ %1, %2 ], [ %13, %11 ], [ %7, %5 ], !dbg !272
  %18 = phi i8 [ 0, %2 ], [ 0, %11 ], [ %6, %5 ], !dbg !273
  %19 = load i8, ptr %17, align 1, !dbg !283, !tbaa !169
  %20 = icmp ugt i8 %18, %19, !dbg !284
  %21 = zext i1 %20 to i32, !dbg !284
  %22 = icmp ult i8 %18, %19, !dbg !285
  %23 = sext i1 %22 to i32, !dbg !285
  %24 = add nsw i32 %23, %21, !dbg !286
  ret i32 %24, !dbg !287
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local i32 @strncmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #6 !dbg !288 {
    #dbg_value(ptr %0, !292, !DIExpression(), !299)
    #dbg_value(ptr %1, !293, !DIExpression(), !299)
    #dbg_value(i32 %2, !294, !DIExpression(), !299)
    #dbg_value(ptr %0, !295, !DIExpression(), !299)
    #dbg_value(ptr %1, !296, !DIExpression(), !299)
    #dbg_value(i32 0, !297, !DIExpression(), !300)
  %4 = icmp eq i32 %2, 0, !dbg !301
  br i1 %4, label %23, label %5, !dbg !303

5:                                                ; preds = %3, %18
  %6 = phi i32 [ %20, %18 ], [ 0, %3 ]
    #dbg_value(i32 %6, !297, !DIExpression(), !300)
  %7 = getelementptr inbounds i8, ptr %0, i32 %6, !dbg !304
  %8 = load i8, ptr %7, align 1, !dbg !304, !tbaa !169
  %9 = getelementptr inbounds i8, ptr %1, i32 %6, !dbg !307
  %10 = load i8, ptr %9, align 1, !dbg !307, !tbaa !169
  %11 = icmp eq i8 %8, %10, !dbg !308
  br i1 %11, label %18, label %12, !dbg !309

12:                                               ; preds = %5
  %13 = icmp ugt i8 %8, %10, !dbg !310
  %14 = zext i1 %13 to i32, !dbg !310
  %15 = icmp ult i8 %8, %10, !dbg !311
  %16 = sext i1 %15 to i32, !dbg !311
  %17 = add nsw i32 %16, %14, !dbg !312
  br label %23, !dbg !313

18:                                               ; preds = %5
  %19 = icmp eq i8 %8, 0, !dbg !314
    #dbg_value(i32 %6, !297, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !300)
  %20 = add nuw i32 %6, 1
    #dbg_value(i32 %20, !297, !DIExpression(), !300)
    #dbg_value(i32 %20, !297, !DIExpression(), !300)
  %21 = icmp eq i32 %20, %2
  %22 = select i1 %19, i1 true, i1 %21, !dbg !316
  br i1 %22, label %23, label %5, !dbg !316, !llvm.loop !317

23:                                               ; preds = %18, %3, %12
  %24 = phi i32 [ %17, %12 ], [ 0, %3 ], [ 0, %18 ]
  ret i32 %24, !dbg !319
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local noundef ptr @strcpy(ptr noundef returned writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #10 !dbg !320 {
    #dbg_value(ptr %0, !322, !DIExpression(), !325)
    #dbg_value(ptr %1, !323, !DIExpression(), !325)
    #dbg_value(ptr %0, !324, !DIExpression(), !325)
  br label %3, !dbg !326

3:                                                ; preds = %3, %2
  %4 = phi ptr [ %1, %2 ], [ %6, %3 ]
  %5 = phi ptr [ %0, %2 ], [ %8, %3 ]
    #dbg_value(ptr %5, !322, !DIExpression(), !325)
    #dbg_value(ptr %4, !323, !DIExpression(), !325)
  %6 = getelementptr inbounds i8, ptr %4, i32 1, !dbg !327
    #dbg_value(ptr %6, !323, !DIExpression(), !325)
  %7 = load i8, ptr %4, align 1, !dbg !328, !tbaa !169
  %8 = getelementptr inbounds i8, ptr %5, i32 1, !dbg !329
    #dbg_value(ptr %8, !322, !DIExpression(), !325)
  store i8 %7, ptr %5, align 1, !dbg !330, !tbaa !169
  %9 = icmp eq i8 %7, 0, !dbg !326
  br i1 %9, label %10, label %3, !dbg !326, !llvm.loop !331

10:                                               ; preds = %3
  ret ptr %0, !dbg !333
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local noundef ptr @stpcpy(ptr noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #10 !dbg !334 {
    #dbg_value(ptr %0, !336, !DIExpression(), !338)
    #dbg_value(ptr %1, !337, !DIExpression(), !338)
    #dbg_value(ptr %1, !337, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !338)
  %3 = load i8, ptr %1, align 1, !dbg !339, !tbaa !169
  store i8 %3, ptr %0, align 1, !dbg !340, !tbaa !169
  %4 = icmp eq i8 %3, 0, !dbg !341
  br i1 %4, label %12, label %5, !dbg !341

5:                                                ; preds = %2, %5
  %6 = phi ptr [ %8, %5 ], [ %1, %2 ]
  %7 = phi ptr [ %9, %5 ], [ %0, %2 ]
    #dbg_value(ptr %6, !337, !DIExpression(), !338)
    #dbg_value(ptr %7, !336, !DIExpression(), !338)
  %8 = getelementptr inbounds i8, ptr %6, i32 1, !dbg !342
    #dbg_value(ptr %8, !337, !DIExpression(), !338)
  %9 = getelementptr inbounds i8, ptr %7, i32 1, !dbg !343
    #dbg_value(ptr %9, !336, !DIExpression(), !338)
    #dbg_value(ptr %8, !337, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !338)
  %10 = load i8, ptr %8, align 1, !dbg !339, !tbaa !169
  store i8 %10, ptr %9, align 1, !dbg !340, !tbaa !169
  %11 = icmp eq i8 %10, 0, !dbg !341
  br i1 %11, label %12, label %5, !dbg !341, !llvm.loop !344

12:                                               ; preds = %5, %2
  %13 = phi ptr [ %0, %2 ], [ %9, %5 ]
  ret ptr %13, !dbg !345
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptr @stpncpy(ptr noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #11 !dbg !346 {
    #dbg_value(ptr %0, !350, !DIExpression(), !355)
    #dbg_value(ptr %1, !351, !DIExpression(), !355)
    #dbg_value(i32 %2, !352, !DIExpression(), !355)
    #dbg_value(i32 0, !353, !DIExpression(), !355)
  %4 = icmp eq i32 %2, 0, !dbg !356
  br i1 %4, label %14, label %5, !dbg !359

5:                                                ; preds = %3, %10
  %6 = phi i32 [ %12, %10 ], [ 0, %3 ]
    #dbg_value(i32 %6, !353, !DIExpression(), !355)
  %7 = getelementptr inbounds i8, ptr %1, i32 %6, !dbg !360
  %8 = load i8, ptr %7, align 1, !dbg !360, !tbaa !169
  %9 = icmp eq i8 %8, 0, !dbg !359
  br i1 %9, label %14, label %10, !dbg !361

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %0, i32 %6, !dbg !362
  store i8 %8, ptr %11, align 1, !dbg !363, !tbaa !169
  %12 = add nuw i32 %6, 1, !dbg !364
    #dbg_value(i32 %12, !353, !DIExpression(), !355)
  %13 = icmp eq i32 %12, %2, !dbg !356
  br i1 %13, label %52, label %5, !dbg !359, !llvm.loop !365

14:                                               ; preds = %5, %3
  %15 = phi i32 [ 0, %3 ], [ %6, %5 ], !dbg !355
    #dbg_value(!DIArgList(ptr %0, i32 %15), !354, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !355)
    #dbg_value(i32 %15, !353, !DIExpression(), !355)
  %16 = icmp ult i32 %15, %2, !dbg !367
  br i1 %16, label %17, label %52, !dbg !370

17:                                               ; preds = %14
  %18 = sub i32 %2, %15, !dbg !370
  %19 = and i32 %18, 7, !dbg !370
  %20 = icmp eq i32 %19, 0, !dbg !370
  br i1 %20, label %28, label %21, !dbg !370

21:                                               ; preds = %17, %21
  %22 = phi i32 [ %25, %21 ], [ %15, %17 ]
  %23 = phi i32 [ %26, %21 ], [ 0, %17 ]
    #dbg_value(i32 %22, !353, !DIExpression(), !355)
  %24 = getelementptr inbounds i8, ptr %0, i32 %22, !dbg !371
  store i8 0, ptr %24, align 1, !dbg !372, !tbaa !169
  %25 = add nuw i32 %22, 1, !dbg !373
    #dbg_value(i32 %25, !353, !DIExpression(), !355)
  %26 = add i32 %23, 1, !dbg !370
  %27 = icmp eq i32 %26, %19, !dbg !370
  br i1 %27, label %28, label %21, !dbg !370, !llvm.loop !374

28:                                               ; preds = %21, %17
  %29 = phi i32 [ %15, %17 ], [ %25, %21 ]
  %30 = sub i32 %15, %2, !dbg !370
  %31 = icmp ugt i32 %30, -8, !dbg !370
  br i1 %31, label %52, label %32, !dbg !370

32:                                               ; preds = %28
  %33 = getelementptr i8, ptr %0, i32 1, !dbg !370
  %34 = getelementptr i8, ptr %0, i32 2, !dbg !370
  %35 = getelementptr i8, ptr %0, i32 3, !dbg !370
  %36 = getelementptr i8, ptr %0, i32 4, !dbg !370
  %37 = getelementptr i8, ptr %0, i32 5, !dbg !370
  %38 = getelementptr i8, ptr %0, i32 6, !dbg !370
  %39 = getelementptr i8, ptr %0, i32 7, !dbg !370
  br label %40, !dbg !370

40:                                               ; preds = %40, %32
  %41 = phi i32 [ %29, %32 ], [ %50, %40 ]
    #dbg_value(i32 %41, !353, !DIExpression(), !355)
  %42 = getelementptr inbounds i8, ptr %0, i32 %41, !dbg !371
  store i8 0, ptr %42, align 1, !dbg !372, !tbaa !169
    #dbg_value(i32 %41, !353, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !355)
  %43 = getelementptr i8, ptr %33, i32 %41, !dbg !371
  store i8 0, ptr %43, align 1, !dbg !372, !tbaa !169
    #dbg_value(i32 %41, !353, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !355)
  %44 = getelementptr i8, ptr %34, i32 %41, !dbg !371
  store i8 0, ptr %44, align 1, !dbg !372, !tbaa !169
    #dbg_value(i32 %41, !353, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !355)
  %45 = getelementptr i8, ptr %35, i32 %41, !dbg !371
  store i8 0, ptr %45, align 1, !dbg !372, !tbaa !169
    #dbg_value(i32 %41, !353, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !355)
  %46 = getelementptr i8, ptr %36, i32 %41, !dbg !371
  store i8 0, ptr %46, align 1, !dbg !372, !tbaa !169
    #dbg_value(i32 %41, !353, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !355)
  %47 = getelementptr i8, ptr %37, i32 %41, !dbg !371
  store i8 0, ptr %47, align 1, !dbg !372, !tbaa !169
    #dbg_value(i32 %41, !353, !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value), !355)
  %48 = getelementptr i8, ptr %38, i32 %41, !dbg !371
  store i8 0, ptr %48, align 1, !dbg !372, !tbaa !169
    #dbg_value(i32 %41, !353, !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value), !355)
  %49 = getelementptr i8, ptr %39, i32 %41, !dbg !371
  store i8 0, ptr %49, align 1, !dbg !372, !tbaa !169
  %50 = add nuw i32 %41, 8, !dbg !373
    #dbg_value(i32 %50, !353, !DIExpression(), !355)
  %51 = icmp eq i32 %50, %2, !dbg !367
  br i1 %51, label %52, label %40, !dbg !370, !llvm.loop !376

52:                                               ; preds = %10, %28, %40, %14
  %53 = phi i32 [ %15, %14 ], [ %15, %40 ], [ %15, %28 ], [ %2, %10 ]
  %54 = getelementptr inbounds i8, ptr %0, i32 %53, !dbg !378
    #dbg_value(ptr %54, !354, !DIExpression(), !355)
  ret ptr %54, !dbg !379
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local noundef ptr @strchrnul(ptr noundef readonly %0, i32 noundef %1) local_unnamed_addr #9 !dbg !380 {
    #dbg_value(ptr %0, !384, !DIExpression(), !386)
    #dbg_value(i32 %1, !385, !DIExpression(), !386)
  %3 = load i8, ptr %0, align 1, !dbg !387, !tbaa !169
  %4 = icmp eq i8 %3, 0, !dbg !387
  br i1 %4, label %17, label %5, !dbg !388

5:                                                ; preds = %2
  %6 = shl i32 %1, 24
  %7 = ashr exact i32 %6, 24
  br label %8, !dbg !388

8:                                                ; preds = %5, %13
  %9 = phi i8 [ %3, %5 ], [ %15, %13 ]
  %10 = phi ptr [ %0, %5 ], [ %14, %13 ]
    #dbg_value(ptr %10, !384, !DIExpression(), !386)
  %11 = sext i8 %9 to i32, !dbg !387
  %12 = icmp eq i32 %7, %11, !dbg !389
  br i1 %12, label %17, label %13, !dbg !390

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %10, i32 1, !dbg !391
    #dbg_value(ptr %14, !384, !DIExpression(), !386)
  %15 = load i8, ptr %14, align 1, !dbg !387, !tbaa !169
  %16 = icmp eq i8 %15, 0, !dbg !387
  br i1 %16, label %17, label %8, !dbg !388, !llvm.loop !392

17:                                               ; preds = %8, %13, %2
  %18 = phi ptr [ %0, %2 ], [ %14, %13 ], [ %10, %8 ]
  ret ptr %18, !dbg !393
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local noundef ptr @strncpy(ptr noundef returned writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #11 !dbg !394 {
    #dbg_value(ptr %0, !396, !DIExpression(), !400)
    #dbg_value(ptr %1, !397, !DIExpression(), !400)
    #dbg_value(i32 %2, !398, !DIExpression(), !400)
    #dbg_value(i32 0, !399, !DIExpression(), !400)
  %4 = icmp eq i32 %2, 0, !dbg !401
  br i1 %4, label %14, label %5, !dbg !404

5:                                                ; preds = %3, %10
  %6 = phi i32 [ %12, %10 ], [ 0, %3 ]
    #dbg_value(i32 %6, !399, !DIExpression(), !400)
  %7 = getelementptr inbounds i8, ptr %1, i32 %6, !dbg !405
  %8 = load i8, ptr %7, align 1, !dbg !405, !tbaa !169
  %9 = icmp eq i8 %8, 0, !dbg !404
  br i1 %9, label %14, label %10, !dbg !406

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %0, i32 %6, !dbg !407
  store i8 %8, ptr %11, align 1, !dbg !408, !tbaa !169
  %12 = add nuw i32 %6, 1, !dbg !409
    #dbg_value(i32 %12, !399, !DIExpression(), !400)
  %13 = icmp eq i32 %12, %2, !dbg !401
  br i1 %13, label %52, label %5, !dbg !404, !llvm.loop !410

14:                                               ; preds = %5, %3
  %15 = phi i32 [ 0, %3 ], [ %6, %5 ], !dbg !400
    #dbg_value(i32 %15, !399, !DIExpression(), !400)
  %16 = icmp ult i32 %15, %2, !dbg !412
  br i1 %16, label %17, label %52, !dbg !415

17:                                               ; preds = %14
  %18 = sub i32 %2, %15, !dbg !415
  %19 = and i32 %18, 7, !dbg !415
  %20 = icmp eq i32 %19, 0, !dbg !415
  br i1 %20, label %28, label %21, !dbg !415

21:                                               ; preds = %17, %21
  %22 = phi i32 [ %25, %21 ], [ %15, %17 ]
  %23 = phi i32 [ %26, %21 ], [ 0, %17 ]
    #dbg_value(i32 %22, !399, !DIExpression(), !400)
  %24 = getelementptr inbounds i8, ptr %0, i32 %22, !dbg !416
  store i8 0, ptr %24, align 1, !dbg !417, !tbaa !169
  %25 = add nuw i32 %22, 1, !dbg !418
    #dbg_value(i32 %25, !399, !DIExpression(), !400)
  %26 = add i32 %23, 1, !dbg !415
  %27 = icmp eq i32 %26, %19, !dbg !415
  br i1 %27, label %28, label %21, !dbg !415, !llvm.loop !419

28:                                               ; preds = %21, %17
  %29 = phi i32 [ %15, %17 ], [ %25, %21 ]
  %30 = sub i32 %15, %2, !dbg !415
  %31 = icmp ugt i32 %30, -8, !dbg !415
  br i1 %31, label %52, label %32, !dbg !415

32:                                               ; preds = %28
  %33 = getelementptr i8, ptr %0, i32 1, !dbg !415
  %34 = getelementptr i8, ptr %0, i32 2, !dbg !415
  %35 = getelementptr i8, ptr %0, i32 3, !dbg !415
  %36 = getelementptr i8, ptr %0, i32 4, !dbg !415
  %37 = getelementptr i8, ptr %0, i32 5, !dbg !415
  %38 = getelementptr i8, ptr %0, i32 6, !dbg !415
  %39 = getelementptr i8, ptr %0, i32 7, !dbg !415
  br label %40, !dbg !415

40:                                               ; preds = %40, %32
  %41 = phi i32 [ %29, %32 ], [ %50, %40 ]
    #dbg_value(i32 %41, !399, !DIExpression(), !400)
  %42 = getelementptr inbounds i8, ptr %0, i32 %41, !dbg !416
  store i8 0, ptr %42, align 1, !dbg !417, !tbaa !169
    #dbg_value(i32 %41, !399, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !400)
  %43 = getelementptr i8, ptr %33, i32 %41, !dbg !416
  store i8 0, ptr %43, align 1, !dbg !417, !tbaa !169
    #dbg_value(i32 %41, !399, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !400)
  %44 = getelementptr i8, ptr %34, i32 %41, !dbg !416
  store i8 0, ptr %44, align 1, !dbg !417, !tbaa !169
    #dbg_value(i32 %41, !399, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !400)
  %45 = getelementptr i8, ptr %35, i32 %41, !dbg !416
  store i8 0, ptr %45, align 1, !dbg !417, !tbaa !169
    #dbg_value(i32 %41, !399, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !400)
  %46 = getelementptr i8, ptr %36, i32 %41, !dbg !416
  store i8 0, ptr %46, align 1, !dbg !417, !tbaa !169
    #dbg_value(i32 %41, !399, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !400)
  %47 = getelementptr i8, ptr %37, i32 %41, !dbg !416
  store i8 0, ptr %47, align 1, !dbg !417, !tbaa !169
    #dbg_value(i32 %41, !399, !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value), !400)
  %48 = getelementptr i8, ptr %38, i32 %41, !dbg !416
  store i8 0, ptr %48, align 1, !dbg !417, !tbaa !169
    #dbg_value(i32 %41, !399, !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value), !400)
  %49 = getelementptr i8, ptr %39, i32 %41, !dbg !416
  store i8 0, ptr %49, align 1, !dbg !417, !tbaa !169
  %50 = add nuw i32 %41, 8, !dbg !418
    #dbg_value(i32 %50, !399, !DIExpression(), !400)
  %51 = icmp eq i32 %50, %2, !dbg !412
  br i1 %51, label %52, label %40, !dbg !415, !llvm.loop !420

52:                                               ; preds = %10, %28, %40, %14
  ret ptr %0, !dbg !422
}

; Function Attrs: nounwind
define dso_local noundef ptr @strcat(ptr noundef returned %0, ptr nocapture noundef readonly %1) local_unnamed_addr #7 !dbg !423 {
    #dbg_value(ptr %0, !425, !DIExpression(), !427)
    #dbg_value(ptr %1, !426, !DIExpression(), !427)
  %3 = tail call i32 @strlen(ptr noundef %0) #15, !dbg !428
  %4 = getelementptr inbounds i8, ptr %0, i32 %3, !dbg !429
    #dbg_value(ptr %4, !322, !DIExpression(), !430)
    #dbg_value(ptr %1, !323, !DIExpression(), !430)
    #dbg_value(ptr %4, !324, !DIExpression(), !430)
  br label %5, !dbg !432

5:                                                ; preds = %5, %2
  %6 = phi ptr [ %1, %2 ], [ %8, %5 ]
  %7 = phi ptr [ %4, %2 ], [ %10, %5 ]
    #dbg_value(ptr %7, !322, !DIExpression(), !430)
    #dbg_value(ptr %6, !323, !DIExpression(), !430)
  %8 = getelementptr inbounds i8, ptr %6, i32 1, !dbg !433
    #dbg_value(ptr %8, !323, !DIExpression(), !430)
  %9 = load i8, ptr %6, align 1, !dbg !434, !tbaa !169
  %10 = getelementptr inbounds i8, ptr %7, i32 1, !dbg !435
    #dbg_value(ptr %10, !322, !DIExpression(), !430)
  store i8 %9, ptr %7, align 1, !dbg !436, !tbaa !169
  %11 = icmp eq i8 %9, 0, !dbg !432
  br i1 %11, label %12, label %5, !dbg !432, !llvm.loop !437

12:                                               ; preds = %5
  ret ptr %0, !dbg !439
}

declare !dbg !440 i32 @strlen(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local noundef ptr @strncat(ptr noundef returned %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #7 !dbg !443 {
    #dbg_value(ptr %0, !445, !DIExpression(), !450)
    #dbg_value(ptr %1, !446, !DIExpression(), !450)
    #dbg_value(i32 %2, !447, !DIExpression(), !450)
  %4 = tail call i32 @strlen(ptr noundef %0) #15, !dbg !451
  %5 = getelementptr inbounds i8, ptr %0, i32 %4, !dbg !452
    #dbg_value(ptr %5, !448, !DIExpression(), !450)
    #dbg_value(i32 0, !449, !DIExpression(), !450)
  %6 = icmp eq i32 %2, 0, !dbg !453
  br i1 %6, label %16, label %7, !dbg !456

7:                                                ; preds = %3, %12
  %8 = phi i32 [ %14, %12 ], [ 0, %3 ]
    #dbg_value(i32 %8, !449, !DIExpression(), !450)
  %9 = getelementptr inbounds i8, ptr %1, i32 %8, !dbg !457
  %10 = load i8, ptr %9, align 1, !dbg !457, !tbaa !169
  %11 = icmp eq i8 %10, 0, !dbg !456
  br i1 %11, label %16, label %12, !dbg !458

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %5, i32 %8, !dbg !459
  store i8 %10, ptr %13, align 1, !dbg !460, !tbaa !169
  %14 = add nuw i32 %8, 1, !dbg !461
    #dbg_value(i32 %14, !449, !DIExpression(), !450)
  %15 = icmp eq i32 %14, %2, !dbg !453
  br i1 %15, label %16, label %7, !dbg !456, !llvm.loop !462

16:                                               ; preds = %7, %12, %3
  %17 = phi i32 [ 0, %3 ], [ %2, %12 ], [ %8, %7 ], !dbg !450
  %18 = getelementptr inbounds i8, ptr %5, i32 %17, !dbg !464
  store i8 0, ptr %18, align 1, !dbg !465, !tbaa !169
  ret ptr %0, !dbg !466
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local noundef ptr @strchr(ptr noundef readonly %0, i32 noundef %1) local_unnamed_addr #9 !dbg !467 {
    #dbg_value(ptr %0, !469, !DIExpression(), !471)
    #dbg_value(i32 %1, !470, !DIExpression(), !471)
  %3 = shl i32 %1, 24
  %4 = ashr exact i32 %3, 24
    #dbg_value(ptr %0, !469, !DIExpression(), !471)
  %5 = load i8, ptr %0, align 1, !dbg !472, !tbaa !169
  %6 = sext i8 %5 to i32, !dbg !472
  %7 = icmp eq i32 %4, %6, !dbg !477
  br i1 %7, label %17, label %8, !dbg !478

8:                                                ; preds = %2, %12
  %9 = phi i8 [ %14, %12 ], [ %5, %2 ]
  %10 = phi ptr [ %13, %12 ], [ %0, %2 ]
    #dbg_value(ptr %10, !469, !DIExpression(), !471)
  %11 = icmp eq i8 %9, 0, !dbg !479
  br i1 %11, label %17, label %12, !dbg !481

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %10, i32 1, !dbg !482
    #dbg_value(ptr %13, !469, !DIExpression(), !471)
  %14 = load i8, ptr %13, align 1, !dbg !472, !tbaa !169
  %15 = sext i8 %14 to i32, !dbg !472
  %16 = icmp eq i32 %4, %15, !dbg !477
  br i1 %16, label %17, label %8, !dbg !478, !llvm.loop !483

17:                                               ; preds = %12, %8, %2
  %18 = phi ptr [ %0, %2 ], [ null, %8 ], [ %13, %12 ], !dbg !486
  ret ptr %18, !dbg !487
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local ptr @strrchr(ptr noundef readonly %0, i32 noundef %1) local_unnamed_addr #9 !dbg !488 {
    #dbg_value(ptr %0, !490, !DIExpression(), !493)
    #dbg_value(i32 %1, !491, !DIExpression(), !493)
    #dbg_value(ptr null, !492, !DIExpression(), !493)
  %3 = shl i32 %1, 24
  %4 = ashr exact i32 %3, 24
  br label %5, !dbg !494

5:                                                ; preds = %5, %2
  %6 = phi ptr [ %0, %2 ], [ %13, %5 ]
  %7 = phi ptr [ null, %2 ], [ %11, %5 ], !dbg !493
    #dbg_value(ptr %7, !492, !DIExpression(), !493)
    #dbg_value(ptr %6, !490, !DIExpression(), !493)
  %8 = load i8, ptr %6, align 1, !dbg !495, !tbaa !169
  %9 = sext i8 %8 to i32, !dbg !495
  %10 = icmp eq i32 %4, %9, !dbg !500
  %11 = select i1 %10, ptr %6, ptr %7, !dbg !501
    #dbg_value(ptr %11, !492, !DIExpression(), !493)
  %12 = icmp eq i8 %8, 0, !dbg !502
  %13 = getelementptr inbounds i8, ptr %6, i32 1, !dbg !504
    #dbg_value(ptr %13, !490, !DIExpression(), !493)
  br i1 %12, label %14, label %5, !dbg !505, !llvm.loop !506

14:                                               ; preds = %5
  ret ptr %11, !dbg !509
}

; Function Attrs: nounwind
define dso_local noundef ptr @strstr(ptr noundef readonly %0, ptr noundef %1) local_unnamed_addr #7 !dbg !510 {
    #dbg_value(ptr %0, !514, !DIExpression(), !517)
    #dbg_value(ptr %1, !515, !DIExpression(), !517)
  %3 = tail call i32 @strlen(ptr noundef %1) #15, !dbg !518
    #dbg_value(i32 %3, !516, !DIExpression(), !517)
  %4 = icmp eq i32 %3, 0, !dbg !519
  br i1 %4, label %30, label %5, !dbg !521

5:                                                ; preds = %2
    #dbg_value(ptr %0, !514, !DIExpression(), !517)
  %6 = load i8, ptr %0, align 1, !dbg !522, !tbaa !169
  %7 = icmp eq i8 %6, 0, !dbg !525
  br i1 %7, label %30, label %8, !dbg !525

8:                                                ; preds = %5
  %9 = load i8, ptr %1, align 1, !tbaa !169
  br label %10, !dbg !525

10:                                               ; preds = %8, %26
  %11 = phi i8 [ %6, %8 ], [ %28, %26 ]
  %12 = phi ptr [ %0, %8 ], [ %27, %26 ]
    #dbg_value(ptr %12, !514, !DIExpression(), !517)
  %13 = icmp eq i8 %11, %9, !dbg !526
  br i1 %13, label %14, label %26, !dbg !528

14:                                               ; preds = %10, %21
  %15 = phi i32 [ %23, %21 ], [ 0, %10 ]
    #dbg_value(i32 %15, !297, !DIExpression(), !529)
  %16 = getelementptr inbounds i8, ptr %12, i32 %15, !dbg !531
  %17 = load i8, ptr %16, align 1, !dbg !531, !tbaa !169
  %18 = getelementptr inbounds i8, ptr %1, i32 %15, !dbg !532
  %19 = load i8, ptr %18, align 1, !dbg !532, !tbaa !169
  %20 = icmp eq i8 %17, %19, !dbg !533
  br i1 %20, label %21, label %26, !dbg !534

21:                                               ; preds = %14
  %22 = icmp eq i8 %17, 0, !dbg !535
    #dbg_value(i32 %15, !297, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !529)
  %23 = add nuw i32 %15, 1
    #dbg_value(i32 %23, !297, !DIExpression(), !529)
  %24 = icmp eq i32 %23, %3
  %25 = select i1 %22, i1 true, i1 %24, !dbg !536
  br i1 %25, label %30, label %14, !dbg !536, !llvm.loop !537

26:                                               ; preds = %14, %10
  %27 = getelementptr inbounds i8, ptr %12, i32 1, !dbg !540
    #dbg_value(ptr %27, !514, !DIExpression(), !517)
  %28 = load i8, ptr %27, align 1, !dbg !522, !tbaa !169
  %29 = icmp eq i8 %28, 0, !dbg !525
  br i1 %29, label %30, label %10, !dbg !525, !llvm.loop !541

30:                                               ; preds = %26, %21, %5, %2
  %31 = phi ptr [ %0, %2 ], [ null, %5 ], [ %12, %21 ], [ null, %26 ], !dbg !517
  ret ptr %31, !dbg !543
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local i32 @strspn(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !544 {
    #dbg_value(ptr %0, !548, !DIExpression(), !551)
    #dbg_value(ptr %1, !549, !DIExpression(), !551)
    #dbg_value(i32 0, !550, !DIExpression(), !551)
  %3 = load i8, ptr %0, align 1, !dbg !552, !tbaa !169
  %4 = icmp eq i8 %3, 0, !dbg !552
  br i1 %4, label %24, label %5, !dbg !553

5:                                                ; preds = %2
  %6 = load i8, ptr %1, align 1, !tbaa !169
  br label %7, !dbg !553

7:                                                ; preds = %5, %19
  %8 = phi i8 [ %3, %5 ], [ %22, %19 ]
  %9 = phi i32 [ 0, %5 ], [ %20, %19 ]
    #dbg_value(i32 %9, !550, !DIExpression(), !551)
    #dbg_value(ptr %1, !469, !DIExpression(), !554)
    #dbg_value(i8 %8, !470, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !554)
    #dbg_value(ptr %1, !469, !DIExpression(), !554)
  %10 = icmp eq i8 %8, %6, !dbg !556
  br i1 %10, label %19, label %11, !dbg !557

11:                                               ; preds = %7, %15
  %12 = phi i8 [ %17, %15 ], [ %6, %7 ]
  %13 = phi ptr [ %16, %15 ], [ %1, %7 ]
    #dbg_value(ptr %13, !469, !DIExpression(), !554)
  %14 = icmp eq i8 %12, 0, !dbg !558
  br i1 %14, label %24, label %15, !dbg !559

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i32 1, !dbg !560
    #dbg_value(ptr %16, !469, !DIExpression(), !554)
  %17 = load i8, ptr %16, align 1, !dbg !561, !tbaa !169
  %18 = icmp eq i8 %8, %17, !dbg !556
  br i1 %18, label %19, label %11, !dbg !557, !llvm.loop !562

19:                                               ; preds = %15, %7
  %20 = add i32 %9, 1, !dbg !565
    #dbg_value(i32 %20, !550, !DIExpression(), !551)
  %21 = getelementptr inbounds i8, ptr %0, i32 %20, !dbg !552
  %22 = load i8, ptr %21, align 1, !dbg !552, !tbaa !169
  %23 = icmp eq i8 %22, 0, !dbg !552
  br i1 %23, label %24, label %7, !dbg !553, !llvm.loop !566

24:                                               ; preds = %19, %11, %2
  %25 = phi i32 [ 0, %2 ], [ %9, %11 ], [ %20, %19 ]
  ret i32 %25, !dbg !568
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local i32 @strcspn(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !569 {
    #dbg_value(ptr %0, !571, !DIExpression(), !574)
    #dbg_value(ptr %1, !572, !DIExpression(), !574)
    #dbg_value(i32 0, !573, !DIExpression(), !574)
  %3 = load i8, ptr %0, align 1, !dbg !575, !tbaa !169
  %4 = icmp eq i8 %3, 0, !dbg !575
  br i1 %4, label %24, label %5, !dbg !576

5:                                                ; preds = %2
  %6 = load i8, ptr %1, align 1, !tbaa !169
  br label %7, !dbg !576

7:                                                ; preds = %5, %19
  %8 = phi i8 [ %3, %5 ], [ %22, %19 ]
  %9 = phi i32 [ 0, %5 ], [ %20, %19 ]
    #dbg_value(i32 %9, !573, !DIExpression(), !574)
    #dbg_value(ptr %1, !469, !DIExpression(), !577)
    #dbg_value(i8 %8, !470, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !577)
    #dbg_value(ptr %1, !469, !DIExpression(), !577)
  %10 = icmp eq i8 %8, %6, !dbg !579
  br i1 %10, label %24, label %11, !dbg !580

11:                                               ; preds = %7, %15
  %12 = phi i8 [ %17, %15 ], [ %6, %7 ]
  %13 = phi ptr [ %16, %15 ], [ %1, %7 ]
    #dbg_value(ptr %13, !469, !DIExpression(), !577)
  %14 = icmp eq i8 %12, 0, !dbg !581
  br i1 %14, label %19, label %15, !dbg !582

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i32 1, !dbg !583
    #dbg_value(ptr %16, !469, !DIExpression(), !577)
  %17 = load i8, ptr %16, align 1, !dbg !584, !tbaa !169
  %18 = icmp eq i8 %8, %17, !dbg !579
  br i1 %18, label %24, label %11, !dbg !580, !llvm.loop !585

19:                                               ; preds = %11
  %20 = add i32 %9, 1, !dbg !588
    #dbg_value(i32 %20, !573, !DIExpression(), !574)
  %21 = getelementptr inbounds i8, ptr %0, i32 %20, !dbg !575
  %22 = load i8, ptr %21, align 1, !dbg !575, !tbaa !169
  %23 = icmp eq i8 %22, 0, !dbg !575
  br i1 %23, label %24, label %7, !dbg !576, !llvm.loop !589

24:                                               ; preds = %19, %7, %15, %2
  %25 = phi i32 [ 0, %2 ], [ %9, %15 ], [ %20, %19 ], [ %9, %7 ]
  ret i32 %25, !dbg !591
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local ptr @strpbrk(ptr noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !592 {
    #dbg_value(ptr %0, !594, !DIExpression(), !596)
    #dbg_value(ptr %1, !595, !DIExpression(), !596)
    #dbg_value(ptr %0, !571, !DIExpression(), !597)
    #dbg_value(ptr %1, !572, !DIExpression(), !597)
    #dbg_value(i32 0, !573, !DIExpression(), !597)
  %3 = load i8, ptr %0, align 1, !dbg !599, !tbaa !169
  %4 = icmp eq i8 %3, 0, !dbg !599
  br i1 %4, label %24, label %5, !dbg !600

5:                                                ; preds = %2
  %6 = load i8, ptr %1, align 1, !tbaa !169
  br label %7, !dbg !600

7:                                                ; preds = %19, %5
  %8 = phi i8 [ %3, %5 ], [ %22, %19 ]
  %9 = phi i32 [ 0, %5 ], [ %20, %19 ]
    #dbg_value(i32 %9, !573, !DIExpression(), !597)
    #dbg_value(ptr %1, !469, !DIExpression(), !601)
    #dbg_value(i8 %8, !470, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !601)
    #dbg_value(ptr %1, !469, !DIExpression(), !601)
  %10 = icmp eq i8 %8, %6, !dbg !603
  br i1 %10, label %24, label %11, !dbg !604

11:                                               ; preds = %7, %15
  %12 = phi i8 [ %17, %15 ], [ %6, %7 ]
  %13 = phi ptr [ %16, %15 ], [ %1, %7 ]
    #dbg_value(ptr %13, !469, !DIExpression(), !601)
  %14 = icmp eq i8 %12, 0, !dbg !605
  br i1 %14, label %19, label %15, !dbg !606

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i32 1, !dbg !607
    #dbg_value(ptr %16, !469, !DIExpression(), !601)
  %17 = load i8, ptr %16, align 1, !dbg !608, !tbaa !169
  %18 = icmp eq i8 %8, %17, !dbg !603
  br i1 %18, label %24, label %11, !dbg !604, !llvm.loop !609

19:                                               ; preds = %11
  %20 = add i32 %9, 1, !dbg !612
    #dbg_value(i32 %20, !573, !DIExpression(), !597)
  %21 = getelementptr inbounds i8, ptr %0, i32 %20, !dbg !599
  %22 = load i8, ptr %21, align 1, !dbg !599, !tbaa !169
  %23 = icmp eq i8 %22, 0, !dbg !599
  br i1 %23, label %24, label %7, !dbg !600, !llvm.loop !613

24:                                               ; preds = %7, %19, %15, %2
  %25 = phi i32 [ 0, %2 ], [ %9, %15 ], [ %9, %7 ], [ %20, %19 ]
  %26 = getelementptr inbounds i8, ptr %0, i32 %25, !dbg !615
    #dbg_value(ptr %26, !594, !DIExpression(), !596)
  %27 = load i8, ptr %26, align 1, !dbg !616, !tbaa !169
  %28 = icmp eq i8 %27, 0, !dbg !616
  %29 = select i1 %28, ptr null, ptr %26, !dbg !616
  ret ptr %29, !dbg !617
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local noundef ptr @strtok_r(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2) local_unnamed_addr #10 !dbg !618 {
    #dbg_value(ptr %0, !623, !DIExpression(), !627)
    #dbg_value(ptr %1, !624, !DIExpression(), !627)
    #dbg_value(ptr %2, !625, !DIExpression(), !627)
  %4 = icmp eq ptr %0, null, !dbg !628
  br i1 %4, label %5, label %7, !dbg !630

5:                                                ; preds = %3
  %6 = load ptr, ptr %2, align 4, !dbg !631, !tbaa !121
    #dbg_value(ptr %6, !623, !DIExpression(), !627)
  br label %7, !dbg !632

7:                                                ; preds = %5, %3
  %8 = phi ptr [ %0, %3 ], [ %6, %5 ]
    #dbg_value(ptr %8, !623, !DIExpression(), !627)
    #dbg_value(ptr %8, !548, !DIExpression(), !633)
    #dbg_value(ptr %1, !549, !DIExpression(), !633)
    #dbg_value(i32 0, !550, !DIExpression(), !633)
  %9 = load i8, ptr %8, align 1, !dbg !635, !tbaa !169
  %10 = icmp eq i8 %9, 0, !dbg !635
  br i1 %10, label %30, label %11, !dbg !636

11:                                               ; preds = %7
  %12 = load i8, ptr %1, align 1, !tbaa !169
  br label %13, !dbg !636

13:                                               ; preds = %25, %11
  %14 = phi i8 [ %9, %11 ], [ %28, %25 ]
  %15 = phi i32 [ 0, %11 ], [ %26, %25 ]
    #dbg_value(i32 %15, !550, !DIExpression(), !633)
    #dbg_value(ptr %1, !469, !DIExpression(), !637)
    #dbg_value(i8 %14, !470, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !637)
    #dbg_value(ptr %1, !469, !DIExpression(), !637)
  %16 = icmp eq i8 %14, %12, !dbg !639
  br i1 %16, label %25, label %17, !dbg !640

17:                                               ; preds = %13, %21
  %18 = phi i8 [ %23, %21 ], [ %12, %13 ]
  %19 = phi ptr [ %22, %21 ], [ %1, %13 ]
    #dbg_value(ptr %19, !469, !DIExpression(), !637)
  %20 = icmp eq i8 %18, 0, !dbg !641
  br i1 %20, label %33, label %21, !dbg !642

21:                                               ; preds = %17
  %22 = getelementptr inbounds i8, ptr %19, i32 1, !dbg !643
    #dbg_value(ptr %22, !469, !DIExpression(), !637)
  %23 = load i8, ptr %22, align 1, !dbg !644, !tbaa !169
  %24 = icmp eq i8 %14, %23, !dbg !639
  br i1 %24, label %25, label %17, !dbg !640, !llvm.loop !645

25:                                               ; preds = %21, %13
  %26 = add i32 %15, 1, !dbg !648
    #dbg_value(i32 %26, !550, !DIExpression(), !633)
  %27 = getelementptr inbounds i8, ptr %8, i32 %26, !dbg !635
  %28 = load i8, ptr %27, align 1, !dbg !635, !tbaa !169
  %29 = icmp eq i8 %28, 0, !dbg !635
  br i1 %29, label %30, label %13, !dbg !636, !llvm.loop !649

30:                                               ; preds = %25, %7
  %31 = phi i32 [ 0, %7 ], [ %26, %25 ]
  %32 = getelementptr inbounds i8, ptr %8, i32 %31, !dbg !651
    #dbg_value(ptr %32, !623, !DIExpression(), !627)
  br label %60, !dbg !652

33:                                               ; preds = %17
  %34 = getelementptr inbounds i8, ptr %8, i32 %15, !dbg !651
    #dbg_value(ptr %34, !623, !DIExpression(), !627)
    #dbg_value(ptr %34, !571, !DIExpression(), !653)
    #dbg_value(ptr %1, !572, !DIExpression(), !653)
    #dbg_value(i32 0, !573, !DIExpression(), !653)
  %35 = load i8, ptr %1, align 1, !tbaa !169
  br label %36, !dbg !655

36:                                               ; preds = %48, %33
  %37 = phi i8 [ %14, %33 ], [ %51, %48 ]
  %38 = phi i32 [ 0, %33 ], [ %49, %48 ]
    #dbg_value(i32 %38, !573, !DIExpression(), !653)
    #dbg_value(i8 %37, !470, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !656)
    #dbg_value(ptr %1, !469, !DIExpression(), !656)
  %39 = icmp eq i8 %37, %35, !dbg !658
  br i1 %39, label %53, label %40, !dbg !659

40:                                               ; preds = %36, %44
  %41 = phi i8 [ %46, %44 ], [ %35, %36 ]
  %42 = phi ptr [ %45, %44 ], [ %1, %36 ]
    #dbg_value(ptr %42, !469, !DIExpression(), !656)
  %43 = icmp eq i8 %41, 0, !dbg !660
  br i1 %43, label %48, label %44, !dbg !661

44:                                               ; preds = %40
  %45 = getelementptr inbounds i8, ptr %42, i32 1, !dbg !662
    #dbg_value(ptr %45, !469, !DIExpression(), !656)
  %46 = load i8, ptr %45, align 1, !dbg !663, !tbaa !169
  %47 = icmp eq i8 %37, %46, !dbg !658
  br i1 %47, label %53, label %40, !dbg !659, !llvm.loop !664

48:                                               ; preds = %40
  %49 = add i32 %38, 1, !dbg !667
    #dbg_value(i32 %49, !573, !DIExpression(), !653)
  %50 = getelementptr inbounds i8, ptr %34, i32 %49, !dbg !668
  %51 = load i8, ptr %50, align 1, !dbg !668, !tbaa !169
  %52 = icmp eq i8 %51, 0, !dbg !668
  br i1 %52, label %53, label %36, !dbg !655, !llvm.loop !669

53:                                               ; preds = %36, %48, %44
  %54 = phi i32 [ %38, %44 ], [ %38, %36 ], [ %49, %48 ]
  %55 = getelementptr inbounds i8, ptr %34, i32 %54, !dbg !671
    #dbg_value(ptr %55, !626, !DIExpression(), !627)
  %56 = load i8, ptr %55, align 1, !dbg !672, !tbaa !169
  %57 = icmp eq i8 %56, 0, !dbg !672
  br i1 %57, label %60, label %58, !dbg !674

58:                                               ; preds = %53
  %59 = getelementptr inbounds i8, ptr %55, i32 1, !dbg !675
    #dbg_value(ptr %59, !626, !DIExpression(), !627)
  store i8 0, ptr %55, align 1, !dbg !676, !tbaa !169
  br label %60, !dbg !677

60:                                               ; preds = %30, %53, %58
  %61 = phi ptr [ %59, %58 ], [ %55, %53 ], [ %32, %30 ], !dbg !627
  %62 = phi ptr [ %34, %58 ], [ %34, %53 ], [ null, %30 ], !dbg !627
  store ptr %61, ptr %2, align 4, !dbg !627, !tbaa !121
  ret ptr %62, !dbg !678
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local ptr @strtok(ptr noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #10 !dbg !35 {
    #dbg_value(ptr %0, !39, !DIExpression(), !679)
    #dbg_value(ptr %1, !40, !DIExpression(), !679)
    #dbg_value(ptr %0, !623, !DIExpression(), !680)
    #dbg_value(ptr %1, !624, !DIExpression(), !680)
    #dbg_value(ptr @strtok.save, !625, !DIExpression(), !680)
  %3 = icmp eq ptr %0, null, !dbg !682
  %4 = load ptr, ptr @strtok.save, align 4
  %5 = select i1 %3, ptr %4, ptr %0, !dbg !683
    #dbg_value(ptr %5, !623, !DIExpression(), !680)
    #dbg_value(ptr %5, !548, !DIExpression(), !684)
    #dbg_value(ptr %1, !549, !DIExpression(), !684)
    #dbg_value(i32 0, !550, !DIExpression(), !684)
  %6 = load i8, ptr %5, align 1, !dbg !686, !tbaa !169
  %7 = icmp eq i8 %6, 0, !dbg !686
  br i1 %7, label %27, label %8, !dbg !687

8:                                                ; preds = %2
  %9 = load i8, ptr %1, align 1, !tbaa !169
  br label %10, !dbg !687

10:                                               ; preds = %22, %8
  %11 = phi i8 [ %6, %8 ], [ %25, %22 ]
  %12 = phi i32 [ 0, %8 ], [ %23, %22 ]
    #dbg_value(i32 %12, !550, !DIExpression(), !684)
    #dbg_value(ptr %1, !469, !DIExpression(), !688)
    #dbg_value(i8 %11, !470, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !688)
    #dbg_value(ptr %1, !469, !DIExpression(), !688)
  %13 = icmp eq i8 %11, %9, !dbg !690
  br i1 %13, label %22, label %14, !dbg !691

14:                                               ; preds = %10, %18
  %15 = phi i8 [ %20, %18 ], [ %9, %10 ]
  %16 = phi ptr [ %19, %18 ], [ %1, %10 ]
    #dbg_value(ptr %16, !469, !DIExpression(), !688)
  %17 = icmp eq i8 %15, 0, !dbg !692
  br i1 %17, label %30, label %18, !dbg !693

18:                                               ; preds = %14
  %19 = getelementptr inbounds i8, ptr %16, i32 1, !dbg !694
    #dbg_value(ptr %19, !469, !DIExpression(), !688)
  %20 = load i8, ptr %19, align 1, !dbg !695, !tbaa !169
  %21 = icmp eq i8 %11, %20, !dbg !690
  br i1 %21, label %22, label %14, !dbg !691, !llvm.loop !696

22:                                               ; preds = %18, %10
  %23 = add i32 %12, 1, !dbg !699
    #dbg_value(i32 %23, !550, !DIExpression(), !684)
  %24 = getelementptr inbounds i8, ptr %5, i32 %23, !dbg !686
  %25 = load i8, ptr %24, align 1, !dbg !686, !tbaa !169
  %26 = icmp eq i8 %25, 0, !dbg !686
  br i1 %26, label %27, label %10, !dbg !687, !llvm.loop !700

27:                                               ; preds = %22, %2
  %28 = phi i32 [ 0, %2 ], [ %23, %22 ]
  %29 = getelementptr inbounds i8, ptr %5, i32 %28, !dbg !702
    #dbg_value(ptr %29, !623, !DIExpression(), !680)
  br label %56, !dbg !703

30:                                               ; preds = %14
  %31 = getelementptr inbounds i8, ptr %5, i32 %12, !dbg !702
    #dbg_value(ptr %31, !623, !DIExpression(), !680)
    #dbg_value(ptr %31, !571, !DIExpression(), !704)
    #dbg_value(ptr %1, !572, !DIExpression(), !704)
    #dbg_value(i32 0, !573, !DIExpression(), !704)
  br label %32, !dbg !706

32:                                               ; preds = %44, %30
  %33 = phi i8 [ %11, %30 ], [ %47, %44 ]
  %34 = phi i32 [ 0, %30 ], [ %45, %44 ]
    #dbg_value(i32 %34, !573, !DIExpression(), !704)
    #dbg_value(i8 %33, !470, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !707)
    #dbg_value(ptr %1, !469, !DIExpression(), !707)
  %35 = icmp eq i8 %33, %9, !dbg !709
  br i1 %35, label %49, label %36, !dbg !710

36:                                               ; preds = %32, %40
  %37 = phi i8 [ %42, %40 ], [ %9, %32 ]
  %38 = phi ptr [ %41, %40 ], [ %1, %32 ]
    #dbg_value(ptr %38, !469, !DIExpression(), !707)
  %39 = icmp eq i8 %37, 0, !dbg !711
  br i1 %39, label %44, label %40, !dbg !712

40:                                               ; preds = %36
  %41 = getelementptr inbounds i8, ptr %38, i32 1, !dbg !713
    #dbg_value(ptr %41, !469, !DIExpression(), !707)
  %42 = load i8, ptr %41, align 1, !dbg !714, !tbaa !169
  %43 = icmp eq i8 %33, %42, !dbg !709
  br i1 %43, label %49, label %36, !dbg !710, !llvm.loop !715

44:                                               ; preds = %36
  %45 = add i32 %34, 1, !dbg !718
    #dbg_value(i32 %45, !573, !DIExpression(), !704)
  %46 = getelementptr inbounds i8, ptr %31, i32 %45, !dbg !719
  %47 = load i8, ptr %46, align 1, !dbg !719, !tbaa !169
  %48 = icmp eq i8 %47, 0, !dbg !719
  br i1 %48, label %49, label %32, !dbg !706, !llvm.loop !720

49:                                               ; preds = %44, %32, %40
  %50 = phi i32 [ %34, %40 ], [ %45, %44 ], [ %34, %32 ]
  %51 = getelementptr inbounds i8, ptr %31, i32 %50, !dbg !722
    #dbg_value(ptr %51, !626, !DIExpression(), !680)
  %52 = load i8, ptr %51, align 1, !dbg !723, !tbaa !169
  %53 = icmp eq i8 %52, 0, !dbg !723
  br i1 %53, label %56, label %54, !dbg !724

54:                                               ; preds = %49
  %55 = getelementptr inbounds i8, ptr %51, i32 1, !dbg !725
    #dbg_value(ptr %55, !626, !DIExpression(), !680)
  store i8 0, ptr %51, align 1, !dbg !726, !tbaa !169
  br label %56, !dbg !727

56:                                               ; preds = %27, %49, %54
  %57 = phi ptr [ %55, %54 ], [ %51, %49 ], [ %29, %27 ], !dbg !680
  %58 = phi ptr [ %31, %54 ], [ %31, %49 ], [ null, %27 ], !dbg !680
  store ptr %57, ptr @strtok.save, align 4, !dbg !680, !tbaa !121
  ret ptr %58, !dbg !728
}

; Function Attrs: nounwind
define dso_local ptr @strdup(ptr noundef %0) local_unnamed_addr #7 !dbg !729 {
    #dbg_value(ptr %0, !733, !DIExpression(), !736)
  %2 = tail call i32 @strlen(ptr noundef %0) #15, !dbg !737
  %3 = add i32 %2, 1, !dbg !738
    #dbg_value(i32 %3, !734, !DIExpression(), !736)
  %4 = tail call ptr @malloc(i32 noundef %3) #15, !dbg !739
    #dbg_value(ptr %4, !735, !DIExpression(), !736)
  %5 = icmp eq ptr %4, null, !dbg !740
  br i1 %5, label %8, label %6, !dbg !742

6:                                                ; preds = %1
  %7 = tail call ptr @memcpy(ptr noundef nonnull %4, ptr noundef %0, i32 noundef %3) #15, !dbg !743
  br label %8, !dbg !743

8:                                                ; preds = %6, %1
  ret ptr %4, !dbg !744
}

declare !dbg !745 ptr @malloc(i32 noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local ptr @strndup(ptr noundef %0, i32 noundef %1) local_unnamed_addr #7 !dbg !748 {
    #dbg_value(ptr %0, !752, !DIExpression(), !756)
    #dbg_value(i32 %1, !753, !DIExpression(), !756)
    #dbg_value(ptr %0, !253, !DIExpression(), !757)
    #dbg_value(i32 %1, !254, !DIExpression(), !757)
    #dbg_value(i32 0, !255, !DIExpression(), !757)
  %3 = icmp eq i32 %1, 0, !dbg !759
  br i1 %3, label %12, label %4, !dbg !760

4:                                                ; preds = %2, %9
  %5 = phi i32 [ %10, %9 ], [ 0, %2 ]
    #dbg_value(i32 %5, !255, !DIExpression(), !757)
  %6 = getelementptr inbounds i8, ptr %0, i32 %5, !dbg !761
  %7 = load i8, ptr %6, align 1, !dbg !761, !tbaa !169
  %8 = icmp eq i8 %7, 0, !dbg !760
  br i1 %8, label %12, label %9, !dbg !762

9:                                                ; preds = %4
  %10 = add nuw i32 %5, 1, !dbg !763
    #dbg_value(i32 %10, !255, !DIExpression(), !757)
  %11 = icmp eq i32 %10, %1, !dbg !759
  br i1 %11, label %12, label %4, !dbg !760, !llvm.loop !764

12:                                               ; preds = %4, %9, %2
  %13 = phi i32 [ 0, %2 ], [ %5, %4 ], [ %1, %9 ], !dbg !757
    #dbg_value(i32 %13, !754, !DIExpression(), !756)
  %14 = add i32 %13, 1, !dbg !765
  %15 = tail call ptr @malloc(i32 noundef %14) #15, !dbg !766
    #dbg_value(ptr %15, !755, !DIExpression(), !756)
  %16 = icmp eq ptr %15, null, !dbg !767
  br i1 %16, label %20, label %17, !dbg !769

17:                                               ; preds = %12
  %18 = tail call ptr @memcpy(ptr noundef nonnull %15, ptr noundef %0, i32 noundef %13) #15, !dbg !770
  %19 = getelementptr inbounds i8, ptr %15, i32 %13, !dbg !772
  store i8 0, ptr %19, align 1, !dbg !773, !tbaa !169
  br label %20, !dbg !774

20:                                               ; preds = %17, %12
  ret ptr %15, !dbg !775
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef nonnull ptr @__ctype_b_loc() local_unnamed_addr #0 !dbg !776 {
  ret ptr @ctype_b, !dbg !780
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef nonnull ptr @__ctype_tolower_loc() local_unnamed_addr #0 !dbg !781 {
  ret ptr @ctype_lower, !dbg !785
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef nonnull ptr @__ctype_toupper_loc() local_unnamed_addr #0 !dbg !786 {
  ret ptr @ctype_upper, !dbg !787
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 1025) i32 @isalpha(i32 noundef %0) local_unnamed_addr #0 !dbg !788 {
    #dbg_value(i32 %0, !792, !DIExpression(), !793)
    #dbg_value(i32 %0, !794, !DIExpression(), !797)
  %2 = add i32 %0, 128, !dbg !799
  %3 = icmp ult i32 %2, 384, !dbg !799
  br i1 %3, label %4, label %9, !dbg !799

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !800
  %6 = load i16, ptr %5, align 2, !dbg !800, !tbaa !801
  %7 = and i16 %6, 1024, !dbg !803
  %8 = zext nneg i16 %7 to i32, !dbg !803
  br label %9, !dbg !804

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !804
  ret i32 %10, !dbg !805
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 2049) i32 @isdigit(i32 noundef %0) local_unnamed_addr #0 !dbg !806 {
    #dbg_value(i32 %0, !808, !DIExpression(), !809)
    #dbg_value(i32 %0, !794, !DIExpression(), !810)
  %2 = add i32 %0, 128, !dbg !812
  %3 = icmp ult i32 %2, 384, !dbg !812
  br i1 %3, label %4, label %9, !dbg !812

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !813
  %6 = load i16, ptr %5, align 2, !dbg !813, !tbaa !801
  %7 = and i16 %6, 2048, !dbg !814
  %8 = zext nneg i16 %7 to i32, !dbg !814
  br label %9, !dbg !815

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !815
  ret i32 %10, !dbg !816
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 9) i32 @isalnum(i32 noundef %0) local_unnamed_addr #0 !dbg !817 {
    #dbg_value(i32 %0, !819, !DIExpression(), !820)
    #dbg_value(i32 %0, !794, !DIExpression(), !821)
  %2 = add i32 %0, 128, !dbg !823
  %3 = icmp ult i32 %2, 384, !dbg !823
  br i1 %3, label %4, label %9, !dbg !823

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !824
  %6 = load i16, ptr %5, align 2, !dbg !824, !tbaa !801
  %7 = and i16 %6, 8, !dbg !825
  %8 = zext nneg i16 %7 to i32, !dbg !825
  br label %9, !dbg !826

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !826
  ret i32 %10, !dbg !827
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 8193) i32 @isspace(i32 noundef %0) local_unnamed_addr #0 !dbg !828 {
    #dbg_value(i32 %0, !830, !DIExpression(), !831)
    #dbg_value(i32 %0, !794, !DIExpression(), !832)
  %2 = add i32 %0, 128, !dbg !834
  %3 = icmp ult i32 %2, 384, !dbg !834
  br i1 %3, label %4, label %9, !dbg !834

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !835
  %6 = load i16, ptr %5, align 2, !dbg !835, !tbaa !801
  %7 = and i16 %6, 8192, !dbg !836
  %8 = zext nneg i16 %7 to i32, !dbg !836
  br label %9, !dbg !837

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !837
  ret i32 %10, !dbg !838
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 257) i32 @isupper(i32 noundef %0) local_unnamed_addr #0 !dbg !839 {
    #dbg_value(i32 %0, !841, !DIExpression(), !842)
    #dbg_value(i32 %0, !794, !DIExpression(), !843)
  %2 = add i32 %0, 128, !dbg !845
  %3 = icmp ult i32 %2, 384, !dbg !845
  br i1 %3, label %4, label %9, !dbg !845

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !846
  %6 = load i16, ptr %5, align 2, !dbg !846, !tbaa !801
  %7 = and i16 %6, 256, !dbg !847
  %8 = zext nneg i16 %7 to i32, !dbg !847
  br label %9, !dbg !848

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !848
  ret i32 %10, !dbg !849
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 513) i32 @islower(i32 noundef %0) local_unnamed_addr #0 !dbg !850 {
    #dbg_value(i32 %0, !852, !DIExpression(), !853)
    #dbg_value(i32 %0, !794, !DIExpression(), !854)
  %2 = add i32 %0, 128, !dbg !856
  %3 = icmp ult i32 %2, 384, !dbg !856
  br i1 %3, label %4, label %9, !dbg !856

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !857
  %6 = load i16, ptr %5, align 2, !dbg !857, !tbaa !801
  %7 = and i16 %6, 512, !dbg !858
  %8 = zext nneg i16 %7 to i32, !dbg !858
  br label %9, !dbg !859

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !859
  ret i32 %10, !dbg !860
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 4097) i32 @isxdigit(i32 noundef %0) local_unnamed_addr #0 !dbg !861 {
    #dbg_value(i32 %0, !863, !DIExpression(), !864)
    #dbg_value(i32 %0, !794, !DIExpression(), !865)
  %2 = add i32 %0, 128, !dbg !867
  %3 = icmp ult i32 %2, 384, !dbg !867
  br i1 %3, label %4, label %9, !dbg !867

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !868
  %6 = load i16, ptr %5, align 2, !dbg !868, !tbaa !801
  %7 = and i16 %6, 4096, !dbg !869
  %8 = zext nneg i16 %7 to i32, !dbg !869
  br label %9, !dbg !870

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !870
  ret i32 %10, !dbg !871
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 16385) i32 @isprint(i32 noundef %0) local_unnamed_addr #0 !dbg !872 {
    #dbg_value(i32 %0, !874, !DIExpression(), !875)
    #dbg_value(i32 %0, !794, !DIExpression(), !876)
  %2 = add i32 %0, 128, !dbg !878
  %3 = icmp ult i32 %2, 384, !dbg !878
  br i1 %3, label %4, label %9, !dbg !878

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !879
  %6 = load i16, ptr %5, align 2, !dbg !879, !tbaa !801
  %7 = and i16 %6, 16384, !dbg !880
  %8 = zext nneg i16 %7 to i32, !dbg !880
  br label %9, !dbg !881

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !881
  ret i32 %10, !dbg !882
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 32769) i32 @isgraph(i32 noundef %0) local_unnamed_addr #0 !dbg !883 {
    #dbg_value(i32 %0, !885, !DIExpression(), !886)
    #dbg_value(i32 %0, !794, !DIExpression(), !887)
  %2 = add i32 %0, 128, !dbg !889
  %3 = icmp ult i32 %2, 384, !dbg !889
  br i1 %3, label %4, label %9, !dbg !889

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !890
  %6 = load i16, ptr %5, align 2, !dbg !890, !tbaa !801
  %7 = and i16 %6, -32768, !dbg !891
  %8 = zext i16 %7 to i32, !dbg !891
  br label %9, !dbg !892

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !892
  ret i32 %10, !dbg !893
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 5) i32 @ispunct(i32 noundef %0) local_unnamed_addr #0 !dbg !894 {
    #dbg_value(i32 %0, !896, !DIExpression(), !897)
    #dbg_value(i32 %0, !794, !DIExpression(), !898)
  %2 = add i32 %0, 128, !dbg !900
  %3 = icmp ult i32 %2, 384, !dbg !900
  br i1 %3, label %4, label %9, !dbg !900

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !901
  %6 = load i16, ptr %5, align 2, !dbg !901, !tbaa !801
  %7 = and i16 %6, 4, !dbg !902
  %8 = zext nneg i16 %7 to i32, !dbg !902
  br label %9, !dbg !903

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !903
  ret i32 %10, !dbg !904
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 3) i32 @iscntrl(i32 noundef %0) local_unnamed_addr #0 !dbg !905 {
    #dbg_value(i32 %0, !907, !DIExpression(), !908)
    #dbg_value(i32 %0, !794, !DIExpression(), !909)
  %2 = add i32 %0, 128, !dbg !911
  %3 = icmp ult i32 %2, 384, !dbg !911
  br i1 %3, label %4, label %9, !dbg !911

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !912
  %6 = load i16, ptr %5, align 2, !dbg !912, !tbaa !801
  %7 = and i16 %6, 2, !dbg !913
  %8 = zext nneg i16 %7 to i32, !dbg !913
  br label %9, !dbg !914

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !914
  ret i32 %10, !dbg !915
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 2) i32 @isblank(i32 noundef %0) local_unnamed_addr #0 !dbg !916 {
    #dbg_value(i32 %0, !918, !DIExpression(), !919)
    #dbg_value(i32 %0, !794, !DIExpression(), !920)
  %2 = add i32 %0, 128, !dbg !922
  %3 = icmp ult i32 %2, 384, !dbg !922
  br i1 %3, label %4, label %9, !dbg !922

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !923
  %6 = load i16, ptr %5, align 2, !dbg !923, !tbaa !801
  %7 = and i16 %6, 1, !dbg !924
  %8 = zext nneg i16 %7 to i32, !dbg !924
  br label %9, !dbg !925

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !925
  ret i32 %10, !dbg !926
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @tolower(i32 noundef %0) local_unnamed_addr #0 !dbg !927 {
    #dbg_value(i32 %0, !929, !DIExpression(), !930)
  %2 = add i32 %0, 128, !dbg !931
  %3 = icmp ult i32 %2, 384, !dbg !931
  br i1 %3, label %4, label %7, !dbg !931

4:                                                ; preds = %1
  %5 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %0, !dbg !932
  %6 = load i32, ptr %5, align 4, !dbg !932, !tbaa !112
  br label %7, !dbg !933

7:                                                ; preds = %1, %4
  %8 = phi i32 [ %6, %4 ], [ %0, %1 ], !dbg !933
  ret i32 %8, !dbg !934
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @toupper(i32 noundef %0) local_unnamed_addr #0 !dbg !935 {
    #dbg_value(i32 %0, !937, !DIExpression(), !938)
  %2 = add i32 %0, 128, !dbg !939
  %3 = icmp ult i32 %2, 384, !dbg !939
  br i1 %3, label %4, label %7, !dbg !939

4:                                                ; preds = %1
  %5 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_upper_table, i32 512), i32 %0, !dbg !940
  %6 = load i32, ptr %5, align 4, !dbg !940, !tbaa !112
  br label %7, !dbg !941

7:                                                ; preds = %1, %4
  %8 = phi i32 [ %6, %4 ], [ %0, %1 ], !dbg !941
  ret i32 %8, !dbg !942
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @abs(i32 noundef %0) local_unnamed_addr #0 !dbg !943 {
    #dbg_value(i32 %0, !945, !DIExpression(), !946)
  %2 = tail call i32 @llvm.abs.i32(i32 %0, i1 true), !dbg !947
  ret i32 %2, !dbg !948
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @labs(i32 noundef %0) local_unnamed_addr #0 !dbg !949 {
    #dbg_value(i32 %0, !953, !DIExpression(), !954)
  %2 = tail call i32 @llvm.abs.i32(i32 %0, i1 true), !dbg !955
  ret i32 %2, !dbg !956
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i64 @llabs(i64 noundef %0) local_unnamed_addr #0 !dbg !957 {
    #dbg_value(i64 %0, !961, !DIExpression(), !962)
  %2 = tail call i64 @llvm.abs.i64(i64 %0, i1 true), !dbg !963
  ret i64 %2, !dbg !964
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noalias noundef ptr @getenv(ptr nocapture noundef readnone %0) local_unnamed_addr #0 !dbg !965 {
    #dbg_value(ptr %0, !967, !DIExpression(), !968)
  ret ptr null, !dbg !969
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i64 @strtoll(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !970 {
  %4 = alloca i32, align 4, !DIAssignID !979
    #dbg_assign(i1 undef, !977, !DIExpression(), !979, ptr %4, !DIExpression(), !980)
    #dbg_value(ptr %0, !974, !DIExpression(), !980)
    #dbg_value(ptr %1, !975, !DIExpression(), !980)
    #dbg_value(i32 %2, !976, !DIExpression(), !980)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #17, !dbg !981
  store i32 0, ptr %4, align 4, !dbg !982, !tbaa !112, !DIAssignID !983
    #dbg_assign(i32 0, !977, !DIExpression(), !983, ptr %4, !DIExpression(), !980)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 1, i64 noundef 0, i64 noundef -9223372036854775808, i64 noundef 9223372036854775807, ptr noundef nonnull %4) #18, !dbg !984
    #dbg_value(i64 %5, !978, !DIExpression(), !980)
  %6 = load i32, ptr %4, align 4, !dbg !985, !tbaa !112
  %7 = icmp eq i32 %6, 0, !dbg !985
  %8 = sub i64 0, %5, !dbg !985
  %9 = select i1 %7, i64 %5, i64 %8, !dbg !985
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #17, !dbg !986
  ret i64 %9, !dbg !987
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define internal fastcc i64 @strto_common(ptr noundef %0, ptr noundef writeonly %1, i32 noundef %2, i32 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, ptr nocapture noundef writeonly %7) unnamed_addr #10 !dbg !988 {
    #dbg_value(ptr %0, !992, !DIExpression(), !1007)
    #dbg_value(ptr %1, !993, !DIExpression(), !1007)
    #dbg_value(i32 %2, !994, !DIExpression(), !1007)
    #dbg_value(i32 %3, !995, !DIExpression(), !1007)
    #dbg_value(i64 %4, !996, !DIExpression(), !1007)
    #dbg_value(i64 %5, !997, !DIExpression(), !1007)
    #dbg_value(i64 %6, !998, !DIExpression(), !1007)
    #dbg_value(ptr %7, !999, !DIExpression(), !1007)
    #dbg_value(ptr %0, !1000, !DIExpression(), !1007)
  br label %9, !dbg !1008

9:                                                ; preds = %9, %8
  %10 = phi ptr [ %0, %8 ], [ %17, %9 ], !dbg !1007
    #dbg_value(ptr %10, !1000, !DIExpression(), !1007)
  %11 = load i8, ptr %10, align 1, !dbg !1009, !tbaa !169
  %12 = zext i8 %11 to i32, !dbg !1010
    #dbg_value(i32 %12, !830, !DIExpression(), !1011)
    #dbg_value(i32 %12, !794, !DIExpression(), !1013)
  %13 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %12, !dbg !1015
  %14 = load i16, ptr %13, align 2, !dbg !1015, !tbaa !801
  %15 = and i16 %14, 8192, !dbg !1016
  %16 = icmp eq i16 %15, 0, !dbg !1008
  %17 = getelementptr inbounds i8, ptr %10, i32 1, !dbg !1017
    #dbg_value(ptr %17, !1000, !DIExpression(), !1007)
  br i1 %16, label %18, label %9, !dbg !1008, !llvm.loop !1018

18:                                               ; preds = %9
    #dbg_value(i32 0, !1001, !DIExpression(), !1007)
  switch i8 %11, label %22 [
    i8 43, label %19
    i8 45, label %19
  ], !dbg !1019

19:                                               ; preds = %18, %18
  %20 = icmp eq i8 %11, 45, !dbg !1021
  %21 = zext i1 %20 to i32, !dbg !1021
    #dbg_value(i32 %21, !1001, !DIExpression(), !1007)
    #dbg_value(ptr %17, !1000, !DIExpression(), !1007)
  br label %22, !dbg !1023

22:                                               ; preds = %18, %19
  %23 = phi ptr [ %17, %19 ], [ %10, %18 ], !dbg !1007
  %24 = phi i32 [ %21, %19 ], [ 0, %18 ], !dbg !1007
    #dbg_value(i32 %24, !1001, !DIExpression(), !1007)
    #dbg_value(ptr %23, !1000, !DIExpression(), !1007)
  %25 = icmp eq i32 %2, 1
  %26 = icmp ugt i32 %2, 36, !dbg !1024
  %27 = or i1 %26, %25, !dbg !1024
  br i1 %27, label %28, label %32, !dbg !1024

28:                                               ; preds = %22
  %29 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1026
  store i32 22, ptr %29, align 4, !dbg !1028, !tbaa !112
  %30 = icmp eq ptr %1, null, !dbg !1029
  br i1 %30, label %130, label %31, !dbg !1031

31:                                               ; preds = %28
  store ptr %0, ptr %1, align 4, !dbg !1032, !tbaa !121
  br label %130, !dbg !1033

32:                                               ; preds = %22
  %33 = icmp eq i32 %3, 0, !dbg !1034
  %34 = icmp eq i32 %24, 0, !dbg !1036
  %35 = sub i64 0, %5, !dbg !1036
  %36 = select i1 %34, i64 %6, i64 %35, !dbg !1036
  %37 = select i1 %33, i64 %4, i64 %36, !dbg !1036
    #dbg_value(i64 %37, !1002, !DIExpression(), !1007)
    #dbg_value(ptr %23, !1037, !DIExpression(), !1055)
    #dbg_value(ptr undef, !1043, !DIExpression(), !1055)
    #dbg_value(ptr undef, !1044, !DIExpression(), !1055)
    #dbg_value(i64 %37, !1045, !DIExpression(), !1055)
    #dbg_value(ptr undef, !1046, !DIExpression(), !1055)
    #dbg_value(ptr undef, !1047, !DIExpression(), !1055)
    #dbg_value(i32 %2, !1048, !DIExpression(), !1055)
  %38 = icmp ne i32 %2, 0, !dbg !1057
  switch i32 %2, label %59 [
    i32 16, label %39
    i32 0, label %39
  ], !dbg !1059

39:                                               ; preds = %32, %32
  %40 = load i8, ptr %23, align 1, !dbg !1060, !tbaa !169
  %41 = icmp eq i8 %40, 48, !dbg !1061
  br i1 %41, label %42, label %56, !dbg !1062

42:                                               ; preds = %39
  %43 = getelementptr inbounds i8, ptr %23, i32 1, !dbg !1063
  %44 = load i8, ptr %43, align 1, !dbg !1063, !tbaa !169
  switch i8 %44, label %56 [
    i8 120, label %45
    i8 88, label %45
  ], !dbg !1064

45:                                               ; preds = %42, %42
  %46 = getelementptr inbounds i8, ptr %23, i32 2, !dbg !1065
  %47 = load i8, ptr %46, align 1, !dbg !1065, !tbaa !169
  %48 = zext i8 %47 to i32, !dbg !1066
    #dbg_value(i32 %48, !863, !DIExpression(), !1067)
    #dbg_value(i32 %48, !794, !DIExpression(), !1069)
  %49 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %48, !dbg !1071
  %50 = load i16, ptr %49, align 2, !dbg !1071, !tbaa !801
  %51 = and i16 %50, 4096, !dbg !1072
  %52 = icmp ne i16 %51, 0, !dbg !1073
  %53 = or i1 %38, %52, !dbg !1074
  %54 = select i1 %52, i32 16, i32 %2, !dbg !1074
  %55 = select i1 %52, ptr %46, ptr %23, !dbg !1074
  br i1 %53, label %59, label %57, !dbg !1074

56:                                               ; preds = %42, %39
  br i1 %38, label %59, label %57, !dbg !1075

57:                                               ; preds = %56, %45
  %58 = select i1 %41, i32 8, i32 10, !dbg !1076
    #dbg_value(i32 %58, !1048, !DIExpression(), !1055)
  br label %59, !dbg !1079

59:                                               ; preds = %57, %56, %45, %32
  %60 = phi i32 [ %58, %57 ], [ %2, %56 ], [ %54, %45 ], [ %2, %32 ], !dbg !1055
  %61 = phi ptr [ %23, %57 ], [ %23, %56 ], [ %55, %45 ], [ %23, %32 ]
    #dbg_value(ptr %61, !1037, !DIExpression(), !1055)
    #dbg_value(i32 %60, !1048, !DIExpression(), !1055)
    #dbg_value(i32 %60, !994, !DIExpression(), !1007)
    #dbg_value(i64 0, !1049, !DIExpression(), !1055)
    #dbg_value(i32 0, !1004, !DIExpression(), !1007)
    #dbg_value(i32 0, !1005, !DIExpression(), !1007)
  %62 = zext nneg i32 %60 to i64
    #dbg_value(i32 poison, !1005, !DIExpression(), !1007)
    #dbg_value(i32 0, !1004, !DIExpression(), !1007)
    #dbg_value(ptr %61, !1037, !DIExpression(), !1055)
    #dbg_value(i64 0, !1049, !DIExpression(), !1055)
  %63 = load i8, ptr %61, align 1, !dbg !1080, !tbaa !169
    #dbg_value(i8 %63, !1054, !DIExpression(), !1081)
  %64 = zext i8 %63 to i32, !dbg !1082
    #dbg_value(i32 %64, !808, !DIExpression(), !1084)
    #dbg_value(i32 %64, !794, !DIExpression(), !1086)
  %65 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %64, !dbg !1088
  %66 = load i16, ptr %65, align 2, !dbg !1088, !tbaa !801
  %67 = and i16 %66, 2048, !dbg !1089
  %68 = icmp eq i16 %67, 0, !dbg !1090
  br i1 %68, label %71, label %69, !dbg !1091

69:                                               ; preds = %59
  %70 = add nsw i32 %64, -48, !dbg !1092
    #dbg_value(i32 %70, !1050, !DIExpression(), !1081)
  br label %78, !dbg !1093

71:                                               ; preds = %59
    #dbg_value(i32 %64, !792, !DIExpression(), !1094)
    #dbg_value(i32 %64, !794, !DIExpression(), !1097)
  %72 = and i16 %66, 1024, !dbg !1099
  %73 = icmp eq i16 %72, 0, !dbg !1100
  br i1 %73, label %119, label %74, !dbg !1101

74:                                               ; preds = %71
    #dbg_value(i32 %64, !929, !DIExpression(), !1102)
  %75 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %64, !dbg !1104
  %76 = load i32, ptr %75, align 4, !dbg !1104, !tbaa !112
  %77 = add nsw i32 %76, -87, !dbg !1105
    #dbg_value(i32 %77, !1050, !DIExpression(), !1081)
  br label %78

78:                                               ; preds = %74, %69
  %79 = phi i32 [ %70, %69 ], [ %77, %74 ], !dbg !1106
    #dbg_value(i32 %79, !1050, !DIExpression(), !1081)
  %80 = icmp slt i32 %79, %60, !dbg !1107
  br i1 %80, label %81, label %119, !dbg !1109

81:                                               ; preds = %78
    #dbg_value(i32 1, !1005, !DIExpression(), !1007)
  %82 = sext i32 %79 to i64, !dbg !1110
    #dbg_value(i32 0, !1004, !DIExpression(), !1007)
    #dbg_value(i64 %82, !1049, !DIExpression(), !1055)
    #dbg_value(ptr %61, !1037, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1055)
  br label %83, !dbg !1112

83:                                               ; preds = %110, %81
  %84 = phi i32 [ 0, %81 ], [ %117, %110 ]
  %85 = phi i64 [ %82, %81 ], [ %118, %110 ]
  %86 = phi ptr [ %61, %81 ], [ %90, %110 ]
  %87 = icmp eq i32 %84, 0
  br label %88, !dbg !1113

88:                                               ; preds = %83, %109
  %89 = phi ptr [ %90, %109 ], [ %86, %83 ]
  %90 = getelementptr inbounds i8, ptr %89, i32 1, !dbg !1055
    #dbg_value(i32 poison, !1005, !DIExpression(), !1007)
    #dbg_value(i32 %84, !1004, !DIExpression(), !1007)
    #dbg_value(ptr %90, !1037, !DIExpression(), !1055)
    #dbg_value(i64 %85, !1049, !DIExpression(), !1055)
  %91 = load i8, ptr %90, align 1, !dbg !1080, !tbaa !169
    #dbg_value(i8 %91, !1054, !DIExpression(), !1081)
  %92 = zext i8 %91 to i32, !dbg !1082
    #dbg_value(i32 %92, !808, !DIExpression(), !1084)
    #dbg_value(i32 %92, !794, !DIExpression(), !1086)
  %93 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %92, !dbg !1088
  %94 = load i16, ptr %93, align 2, !dbg !1088, !tbaa !801
  %95 = and i16 %94, 2048, !dbg !1089
  %96 = icmp eq i16 %95, 0, !dbg !1090
  br i1 %96, label %99, label %97, !dbg !1091

97:                                               ; preds = %88
  %98 = add nsw i32 %92, -48, !dbg !1092
    #dbg_value(i32 %98, !1050, !DIExpression(), !1081)
  br label %106, !dbg !1093

99:                                               ; preds = %88
    #dbg_value(i32 %92, !792, !DIExpression(), !1094)
    #dbg_value(i32 %92, !794, !DIExpression(), !1097)
  %100 = and i16 %94, 1024, !dbg !1099
  %101 = icmp eq i16 %100, 0, !dbg !1100
  br i1 %101, label %122, label %102, !dbg !1101

102:                                              ; preds = %99
    #dbg_value(i32 %92, !929, !DIExpression(), !1102)
  %103 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %92, !dbg !1104
  %104 = load i32, ptr %103, align 4, !dbg !1104, !tbaa !112
  %105 = add nsw i32 %104, -87, !dbg !1105
    #dbg_value(i32 %105, !1050, !DIExpression(), !1081)
  br label %106

106:                                              ; preds = %102, %97
  %107 = phi i32 [ %98, %97 ], [ %105, %102 ], !dbg !1106
    #dbg_value(i32 %107, !1050, !DIExpression(), !1081)
  %108 = icmp slt i32 %107, %60, !dbg !1107
  br i1 %108, label %109, label %122, !dbg !1109

109:                                              ; preds = %106
    #dbg_value(i32 1, !1005, !DIExpression(), !1007)
  br i1 %87, label %110, label %88, !dbg !1114, !llvm.loop !1115

110:                                              ; preds = %109
  %111 = sext i32 %107 to i64, !dbg !1110
  %112 = sub i64 %37, %111, !dbg !1118
  %113 = udiv i64 %112, %62, !dbg !1119
  %114 = icmp ugt i64 %85, %113, !dbg !1120
  %115 = mul i64 %85, %62, !dbg !1121
  %116 = add i64 %115, %111, !dbg !1121
  %117 = select i1 %114, i32 1, i32 0, !dbg !1121
  %118 = select i1 %114, i64 %37, i64 %116, !dbg !1121
  br label %83, !dbg !1113, !llvm.loop !1115

119:                                              ; preds = %71, %78
    #dbg_value(i64 poison, !1049, !DIExpression(), !1055)
    #dbg_value(ptr poison, !1003, !DIExpression(), !1007)
    #dbg_value(i64 poison, !1006, !DIExpression(), !1007)
  %120 = icmp eq ptr %1, null, !dbg !1122
  br i1 %120, label %130, label %121, !dbg !1126

121:                                              ; preds = %119
  store ptr %0, ptr %1, align 4, !dbg !1127, !tbaa !121
  br label %130, !dbg !1128

122:                                              ; preds = %106, %99
  %123 = icmp eq i32 %84, 0, !dbg !1129
    #dbg_value(i64 %85, !1049, !DIExpression(), !1055)
    #dbg_value(ptr %90, !1003, !DIExpression(), !1007)
    #dbg_value(i64 %85, !1006, !DIExpression(), !1007)
  %124 = icmp eq ptr %1, null, !dbg !1131
  br i1 %124, label %126, label %125, !dbg !1133

125:                                              ; preds = %122
  store ptr %90, ptr %1, align 4, !dbg !1134, !tbaa !121
  br label %126, !dbg !1135

126:                                              ; preds = %125, %122
  br i1 %123, label %129, label %127, !dbg !1136

127:                                              ; preds = %126
  %128 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1137
  store i32 34, ptr %128, align 4, !dbg !1138, !tbaa !112
  br label %129, !dbg !1137

129:                                              ; preds = %127, %126
  store i32 %24, ptr %7, align 4, !dbg !1139, !tbaa !112
  br label %130, !dbg !1140

130:                                              ; preds = %129, %121, %119, %28, %31
  %131 = phi i64 [ 0, %31 ], [ 0, %28 ], [ %85, %129 ], [ 0, %121 ], [ 0, %119 ], !dbg !1007
  ret i64 %131, !dbg !1141
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i64 @strtoull(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !1142 {
  %4 = alloca i32, align 4, !DIAssignID !1151
    #dbg_assign(i1 undef, !1149, !DIExpression(), !1151, ptr %4, !DIExpression(), !1152)
    #dbg_value(ptr %0, !1146, !DIExpression(), !1152)
    #dbg_value(ptr %1, !1147, !DIExpression(), !1152)
    #dbg_value(i32 %2, !1148, !DIExpression(), !1152)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #17, !dbg !1153
  store i32 0, ptr %4, align 4, !dbg !1154, !tbaa !112, !DIAssignID !1155
    #dbg_assign(i32 0, !1149, !DIExpression(), !1155, ptr %4, !DIExpression(), !1152)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 0, i64 noundef -1, i64 noundef 0, i64 noundef 0, ptr noundef nonnull %4) #18, !dbg !1156
    #dbg_value(i64 %5, !1150, !DIExpression(), !1152)
  %6 = load i32, ptr %4, align 4, !dbg !1157, !tbaa !112
  %7 = icmp eq i32 %6, 0, !dbg !1157
  %8 = sub i64 0, %5, !dbg !1157
  %9 = select i1 %7, i64 %5, i64 %8, !dbg !1157
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #17, !dbg !1158
  ret i64 %9, !dbg !1159
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i32 @strtol(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !1160 {
  %4 = alloca i32, align 4, !DIAssignID !1170
    #dbg_assign(i1 undef, !1167, !DIExpression(), !1170, ptr %4, !DIExpression(), !1171)
    #dbg_value(ptr %0, !1164, !DIExpression(), !1171)
    #dbg_value(ptr %1, !1165, !DIExpression(), !1171)
    #dbg_value(i32 %2, !1166, !DIExpression(), !1171)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #17, !dbg !1172
  store i32 0, ptr %4, align 4, !dbg !1173, !tbaa !112, !DIAssignID !1174
    #dbg_assign(i32 0, !1167, !DIExpression(), !1174, ptr %4, !DIExpression(), !1171)
    #dbg_value(i32 2147483647, !1168, !DIExpression(), !1171)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 1, i64 noundef 0, i64 noundef -2147483648, i64 noundef 2147483647, ptr noundef nonnull %4) #18, !dbg !1175
    #dbg_value(i64 %5, !1169, !DIExpression(), !1171)
  %6 = load i32, ptr %4, align 4, !dbg !1176, !tbaa !112
  %7 = icmp eq i32 %6, 0, !dbg !1176
  %8 = trunc i64 %5 to i32, !dbg !1176
  %9 = sub i32 0, %8, !dbg !1176
  %10 = select i1 %7, i32 %8, i32 %9, !dbg !1176
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #17, !dbg !1177
  ret i32 %10, !dbg !1178
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i32 @strtoul(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !1179 {
  %4 = alloca i32, align 4, !DIAssignID !1188
    #dbg_assign(i1 undef, !1186, !DIExpression(), !1188, ptr %4, !DIExpression(), !1189)
    #dbg_value(ptr %0, !1183, !DIExpression(), !1189)
    #dbg_value(ptr %1, !1184, !DIExpression(), !1189)
    #dbg_value(i32 %2, !1185, !DIExpression(), !1189)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #17, !dbg !1190
  store i32 0, ptr %4, align 4, !dbg !1191, !tbaa !112, !DIAssignID !1192
    #dbg_assign(i32 0, !1186, !DIExpression(), !1192, ptr %4, !DIExpression(), !1189)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 0, i64 noundef 4294967295, i64 noundef 0, i64 noundef 0, ptr noundef nonnull %4) #18, !dbg !1193
    #dbg_value(i64 %5, !1187, !DIExpression(), !1189)
  %6 = load i32, ptr %4, align 4, !dbg !1194, !tbaa !112
  %7 = icmp eq i32 %6, 0, !dbg !1194
  %8 = trunc i64 %5 to i32, !dbg !1194
  %9 = sub i32 0, %8, !dbg !1194
  %10 = select i1 %7, i32 %8, i32 %9, !dbg !1194
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #17, !dbg !1195
  ret i32 %10, !dbg !1196
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local i32 @atoi(ptr nocapture noundef readonly %0) local_unnamed_addr #12 !dbg !1197 {
    #dbg_value(ptr %0, !1201, !DIExpression(), !1202)
    #dbg_value(ptr %0, !1164, !DIExpression(), !1203)
    #dbg_value(ptr null, !1165, !DIExpression(), !1203)
    #dbg_value(i32 10, !1166, !DIExpression(), !1203)
    #dbg_value(i32 0, !1167, !DIExpression(), !1203)
    #dbg_value(i32 2147483647, !1168, !DIExpression(), !1203)
    #dbg_value(ptr %0, !992, !DIExpression(), !1205)
    #dbg_value(ptr null, !993, !DIExpression(), !1205)
    #dbg_value(i32 10, !994, !DIExpression(), !1205)
    #dbg_value(i32 1, !995, !DIExpression(), !1205)
    #dbg_value(i64 0, !996, !DIExpression(), !1205)
    #dbg_value(i64 -2147483648, !997, !DIExpression(), !1205)
    #dbg_value(i64 2147483647, !998, !DIExpression(), !1205)
    #dbg_value(ptr undef, !999, !DIExpression(), !1205)
    #dbg_value(ptr %0, !1000, !DIExpression(), !1205)
  br label %2, !dbg !1207

2:                                                ; preds = %2, %1
  %3 = phi ptr [ %0, %1 ], [ %10, %2 ], !dbg !1205
    #dbg_value(ptr %3, !1000, !DIExpression(), !1205)
  %4 = load i8, ptr %3, align 1, !dbg !1208, !tbaa !169
  %5 = zext i8 %4 to i32, !dbg !1209
    #dbg_value(i32 %5, !830, !DIExpression(), !1210)
    #dbg_value(i32 %5, !794, !DIExpression(), !1212)
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %5, !dbg !1214
  %7 = load i16, ptr %6, align 2, !dbg !1214, !tbaa !801
  %8 = and i16 %7, 8192, !dbg !1215
  %9 = icmp eq i16 %8, 0, !dbg !1207
  %10 = getelementptr inbounds i8, ptr %3, i32 1, !dbg !1216
    #dbg_value(ptr %10, !1000, !DIExpression(), !1205)
  br i1 %9, label %11, label %2, !dbg !1207, !llvm.loop !1217

11:                                               ; preds = %2
    #dbg_value(i32 0, !1001, !DIExpression(), !1205)
  switch i8 %4, label %19 [
    i8 43, label %12
    i8 45, label %12
  ], !dbg !1218

12:                                               ; preds = %11, %11
  %13 = icmp ne i8 %4, 45, !dbg !1219
    #dbg_value(i1 %13, !1001, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1205)
    #dbg_value(ptr %10, !1000, !DIExpression(), !1205)
  %14 = select i1 %13, i64 2147483647, i64 2147483648, !dbg !1220
  %15 = load i8, ptr %10, align 1, !dbg !1221, !tbaa !169
  %16 = zext i8 %15 to i32
  %17 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %16
  %18 = load i16, ptr %17, align 2, !dbg !1223, !tbaa !801
  br label %19, !dbg !1220

19:                                               ; preds = %12, %11
  %20 = phi i32 [ %16, %12 ], [ %5, %11 ], !dbg !1226
  %21 = phi i16 [ %18, %12 ], [ %7, %11 ], !dbg !1223
  %22 = phi i1 [ %13, %12 ], [ true, %11 ]
  %23 = phi ptr [ %10, %12 ], [ %3, %11 ]
  %24 = phi i64 [ %14, %12 ], [ 2147483647, %11 ], !dbg !1220
    #dbg_value(i64 %24, !1002, !DIExpression(), !1205)
    #dbg_value(ptr undef, !1043, !DIExpression(), !1227)
    #dbg_value(ptr undef, !1044, !DIExpression(), !1227)
    #dbg_value(i64 %24, !1045, !DIExpression(), !1227)
    #dbg_value(ptr undef, !1046, !DIExpression(), !1227)
    #dbg_value(ptr undef, !1047, !DIExpression(), !1227)
    #dbg_value(i32 10, !1048, !DIExpression(), !1227)
    #dbg_value(i32 10, !994, !DIExpression(), !1205)
    #dbg_value(i32 poison, !1005, !DIExpression(), !1205)
    #dbg_value(i32 0, !1004, !DIExpression(), !1205)
    #dbg_value(ptr %23, !1037, !DIExpression(), !1227)
    #dbg_value(i64 0, !1049, !DIExpression(), !1227)
    #dbg_value(i8 poison, !1054, !DIExpression(), !1228)
    #dbg_value(i32 %20, !808, !DIExpression(), !1229)
    #dbg_value(i32 %20, !794, !DIExpression(), !1230)
  %25 = and i16 %21, 2048, !dbg !1231
  %26 = icmp eq i16 %25, 0, !dbg !1232
  br i1 %26, label %29, label %27, !dbg !1233

27:                                               ; preds = %19
  %28 = add nsw i32 %20, -48, !dbg !1234
    #dbg_value(i32 %28, !1050, !DIExpression(), !1228)
  br label %36, !dbg !1235

29:                                               ; preds = %19
    #dbg_value(i32 %20, !792, !DIExpression(), !1236)
    #dbg_value(i32 %20, !794, !DIExpression(), !1238)
  %30 = and i16 %21, 1024, !dbg !1240
  %31 = icmp eq i16 %30, 0, !dbg !1241
  br i1 %31, label %85, label %32, !dbg !1242

32:                                               ; preds = %29
    #dbg_value(i32 %20, !929, !DIExpression(), !1243)
  %33 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %20, !dbg !1245
  %34 = load i32, ptr %33, align 4, !dbg !1245, !tbaa !112
  %35 = add nsw i32 %34, -87, !dbg !1246
    #dbg_value(i32 %35, !1050, !DIExpression(), !1228)
  br label %36

36:                                               ; preds = %32, %27
  %37 = phi i32 [ %28, %27 ], [ %35, %32 ], !dbg !1247
    #dbg_value(i32 %37, !1050, !DIExpression(), !1228)
  %38 = icmp slt i32 %37, 10, !dbg !1248
  br i1 %38, label %39, label %85, !dbg !1249

39:                                               ; preds = %36
    #dbg_value(i32 1, !1005, !DIExpression(), !1205)
  %40 = sext i32 %37 to i64, !dbg !1250
    #dbg_value(i32 0, !1004, !DIExpression(), !1205)
    #dbg_value(i64 %40, !1049, !DIExpression(), !1227)
    #dbg_value(ptr %23, !1037, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1227)
  br label %41, !dbg !1251

41:                                               ; preds = %68, %39
  %42 = phi i32 [ 0, %39 ], [ %75, %68 ]
  %43 = phi i64 [ %40, %39 ], [ %76, %68 ]
  %44 = phi ptr [ %23, %39 ], [ %48, %68 ]
  %45 = icmp eq i32 %42, 0
  br label %46, !dbg !1252

46:                                               ; preds = %41, %67
  %47 = phi ptr [ %48, %67 ], [ %44, %41 ]
  %48 = getelementptr inbounds i8, ptr %47, i32 1, !dbg !1227
    #dbg_value(i32 poison, !1005, !DIExpression(), !1205)
    #dbg_value(i32 %42, !1004, !DIExpression(), !1205)
    #dbg_value(ptr %48, !1037, !DIExpression(), !1227)
    #dbg_value(i64 %43, !1049, !DIExpression(), !1227)
  %49 = load i8, ptr %48, align 1, !dbg !1221, !tbaa !169
    #dbg_value(i8 %49, !1054, !DIExpression(), !1228)
  %50 = zext i8 %49 to i32, !dbg !1226
    #dbg_value(i32 %50, !808, !DIExpression(), !1229)
    #dbg_value(i32 %50, !794, !DIExpression(), !1230)
  %51 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %50, !dbg !1223
  %52 = load i16, ptr %51, align 2, !dbg !1223, !tbaa !801
  %53 = and i16 %52, 2048, !dbg !1231
  %54 = icmp eq i16 %53, 0, !dbg !1232
  br i1 %54, label %57, label %55, !dbg !1233

55:                                               ; preds = %46
  %56 = add nsw i32 %50, -48, !dbg !1234
    #dbg_value(i32 %56, !1050, !DIExpression(), !1228)
  br label %64, !dbg !1235

57:                                               ; preds = %46
    #dbg_value(i32 %50, !792, !DIExpression(), !1236)
    #dbg_value(i32 %50, !794, !DIExpression(), !1238)
  %58 = and i16 %52, 1024, !dbg !1240
  %59 = icmp eq i16 %58, 0, !dbg !1241
  br i1 %59, label %77, label %60, !dbg !1242

60:                                               ; preds = %57
    #dbg_value(i32 %50, !929, !DIExpression(), !1243)
  %61 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %50, !dbg !1245
  %62 = load i32, ptr %61, align 4, !dbg !1245, !tbaa !112
  %63 = add nsw i32 %62, -87, !dbg !1246
    #dbg_value(i32 %63, !1050, !DIExpression(), !1228)
  br label %64

64:                                               ; preds = %60, %55
  %65 = phi i32 [ %56, %55 ], [ %63, %60 ], !dbg !1247
    #dbg_value(i32 %65, !1050, !DIExpression(), !1228)
  %66 = icmp slt i32 %65, 10, !dbg !1248
  br i1 %66, label %67, label %77, !dbg !1249

67:                                               ; preds = %64
    #dbg_value(i32 1, !1005, !DIExpression(), !1205)
  br i1 %45, label %68, label %46, !dbg !1253, !llvm.loop !1254

68:                                               ; preds = %67
  %69 = sext i32 %65 to i64, !dbg !1250
  %70 = sub nsw i64 %24, %69, !dbg !1256
  %71 = udiv i64 %70, 10, !dbg !1257
  %72 = icmp ugt i64 %43, %71, !dbg !1258
  %73 = mul nuw i64 %43, 10, !dbg !1259
  %74 = add i64 %73, %69, !dbg !1259
  %75 = select i1 %72, i32 1, i32 0, !dbg !1259
  %76 = select i1 %72, i64 %24, i64 %74, !dbg !1259
  br label %41, !dbg !1252, !llvm.loop !1254

77:                                               ; preds = %64, %57
  %78 = icmp eq i32 %42, 0, !dbg !1260
    #dbg_value(i64 %43, !1049, !DIExpression(), !1227)
    #dbg_value(ptr undef, !1003, !DIExpression(), !1205)
    #dbg_value(i64 %43, !1006, !DIExpression(), !1205)
  br i1 %78, label %81, label %79, !dbg !1261

79:                                               ; preds = %77
  %80 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1262
  store i32 34, ptr %80, align 4, !dbg !1263, !tbaa !112
  br label %81, !dbg !1262

81:                                               ; preds = %77, %79
    #dbg_value(i1 %22, !1167, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1203)
    #dbg_value(i64 %43, !1169, !DIExpression(), !1203)
  %82 = trunc i64 %43 to i32, !dbg !1264
  %83 = sub i32 0, %82, !dbg !1264
  %84 = select i1 %22, i32 %82, i32 %83, !dbg !1264
  br label %85, !dbg !1264

85:                                               ; preds = %81, %29, %36
  %86 = phi i32 [ 0, %36 ], [ 0, %29 ], [ %84, %81 ], !dbg !1264
  ret i32 %86, !dbg !1265
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local i32 @atol(ptr nocapture noundef readonly %0) local_unnamed_addr #12 !dbg !1266 {
    #dbg_value(ptr %0, !1270, !DIExpression(), !1271)
    #dbg_value(ptr %0, !1164, !DIExpression(), !1272)
    #dbg_value(ptr null, !1165, !DIExpression(), !1272)
    #dbg_value(i32 10, !1166, !DIExpression(), !1272)
    #dbg_value(i32 0, !1167, !DIExpression(), !1272)
    #dbg_value(i32 2147483647, !1168, !DIExpression(), !1272)
    #dbg_value(ptr %0, !992, !DIExpression(), !1274)
    #dbg_value(ptr null, !993, !DIExpression(), !1274)
    #dbg_value(i32 10, !994, !DIExpression(), !1274)
    #dbg_value(i32 1, !995, !DIExpression(), !1274)
    #dbg_value(i64 0, !996, !DIExpression(), !1274)
    #dbg_value(i64 -2147483648, !997, !DIExpression(), !1274)
    #dbg_value(i64 2147483647, !998, !DIExpression(), !1274)
    #dbg_value(ptr undef, !999, !DIExpression(), !1274)
    #dbg_value(ptr %0, !1000, !DIExpression(), !1274)
  br label %2, !dbg !1276

2:                                                ; preds = %2, %1
  %3 = phi ptr [ %0, %1 ], [ %10, %2 ], !dbg !1274
    #dbg_value(ptr %3, !1000, !DIExpression(), !1274)
  %4 = load i8, ptr %3, align 1, !dbg !1277, !tbaa !169
  %5 = zext i8 %4 to i32, !dbg !1278
    #dbg_value(i32 %5, !830, !DIExpression(), !1279)
    #dbg_value(i32 %5, !794, !DIExpression(), !1281)
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %5, !dbg !1283
  %7 = load i16, ptr %6, align 2, !dbg !1283, !tbaa !801
  %8 = and i16 %7, 8192, !dbg !1284
  %9 = icmp eq i16 %8, 0, !dbg !1276
  %10 = getelementptr inbounds i8, ptr %3, i32 1, !dbg !1285
    #dbg_value(ptr %10, !1000, !DIExpression(), !1274)
  br i1 %9, label %11, label %2, !dbg !1276, !llvm.loop !1286

11:                                               ; preds = %2
    #dbg_value(i32 0, !1001, !DIExpression(), !1274)
  switch i8 %4, label %19 [
    i8 43, label %12
    i8 45, label %12
  ], !dbg !1287

12:                                               ; preds = %11, %11
  %13 = icmp ne i8 %4, 45, !dbg !1288
    #dbg_value(i1 %13, !1001, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1274)
    #dbg_value(ptr %10, !1000, !DIExpression(), !1274)
  %14 = select i1 %13, i64 2147483647, i64 2147483648, !dbg !1289
  %15 = load i8, ptr %10, align 1, !dbg !1290, !tbaa !169
  %16 = zext i8 %15 to i32
  %17 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %16
  %18 = load i16, ptr %17, align 2, !dbg !1292, !tbaa !801
  br label %19, !dbg !1289

19:                                               ; preds = %12, %11
  %20 = phi i32 [ %16, %12 ], [ %5, %11 ], !dbg !1295
  %21 = phi i16 [ %18, %12 ], [ %7, %11 ], !dbg !1292
  %22 = phi i1 [ %13, %12 ], [ true, %11 ]
  %23 = phi ptr [ %10, %12 ], [ %3, %11 ]
  %24 = phi i64 [ %14, %12 ], [ 2147483647, %11 ], !dbg !1289
    #dbg_value(i64 %24, !1002, !DIExpression(), !1274)
    #dbg_value(ptr undef, !1043, !DIExpression(), !1296)
    #dbg_value(ptr undef, !1044, !DIExpression(), !1296)
    #dbg_value(i64 %24, !1045, !DIExpression(), !1296)
    #dbg_value(ptr undef, !1046, !DIExpression(), !1296)
    #dbg_value(ptr undef, !1047, !DIExpression(), !1296)
    #dbg_value(i32 10, !1048, !DIExpression(), !1296)
    #dbg_value(i32 10, !994, !DIExpression(), !1274)
    #dbg_value(i32 poison, !1005, !DIExpression(), !1274)
    #dbg_value(i32 0, !1004, !DIExpression(), !1274)
    #dbg_value(ptr %23, !1037, !DIExpression(), !1296)
    #dbg_value(i64 0, !1049, !DIExpression(), !1296)
    #dbg_value(i8 poison, !1054, !DIExpression(), !1297)
    #dbg_value(i32 %20, !808, !DIExpression(), !1298)
    #dbg_value(i32 %20, !794, !DIExpression(), !1299)
  %25 = and i16 %21, 2048, !dbg !1300
  %26 = icmp eq i16 %25, 0, !dbg !1301
  br i1 %26, label %29, label %27, !dbg !1302

27:                                               ; preds = %19
  %28 = add nsw i32 %20, -48, !dbg !1303
    #dbg_value(i32 %28, !1050, !DIExpression(), !1297)
  br label %36, !dbg !1304

29:                                               ; preds = %19
    #dbg_value(i32 %20, !792, !DIExpression(), !1305)
    #dbg_value(i32 %20, !794, !DIExpression(), !1307)
  %30 = and i16 %21, 1024, !dbg !1309
  %31 = icmp eq i16 %30, 0, !dbg !1310
  br i1 %31, label %85, label %32, !dbg !1311

32:                                               ; preds = %29
    #dbg_value(i32 %20, !929, !DIExpression(), !1312)
  %33 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %20, !dbg !1314
  %34 = load i32, ptr %33, align 4, !dbg !1314, !tbaa !112
  %35 = add nsw i32 %34, -87, !dbg !1315
    #dbg_value(i32 %35, !1050, !DIExpression(), !1297)
  br label %36

36:                                               ; preds = %32, %27
  %37 = phi i32 [ %28, %27 ], [ %35, %32 ], !dbg !1316
    #dbg_value(i32 %37, !1050, !DIExpression(), !1297)
  %38 = icmp slt i32 %37, 10, !dbg !1317
  br i1 %38, label %39, label %85, !dbg !1318

39:                                               ; preds = %36
    #dbg_value(i32 1, !1005, !DIExpression(), !1274)
  %40 = sext i32 %37 to i64, !dbg !1319
    #dbg_value(i32 0, !1004, !DIExpression(), !1274)
    #dbg_value(i64 %40, !1049, !DIExpression(), !1296)
    #dbg_value(ptr %23, !1037, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1296)
  br label %41, !dbg !1320

41:                                               ; preds = %68, %39
  %42 = phi i32 [ 0, %39 ], [ %75, %68 ]
  %43 = phi i64 [ %40, %39 ], [ %76, %68 ]
  %44 = phi ptr [ %23, %39 ], [ %48, %68 ]
  %45 = icmp eq i32 %42, 0
  br label %46, !dbg !1321

46:                                               ; preds = %41, %67
  %47 = phi ptr [ %48, %67 ], [ %44, %41 ]
  %48 = getelementptr inbounds i8, ptr %47, i32 1, !dbg !1296
    #dbg_value(i32 poison, !1005, !DIExpression(), !1274)
    #dbg_value(i32 %42, !1004, !DIExpression(), !1274)
    #dbg_value(ptr %48, !1037, !DIExpression(), !1296)
    #dbg_value(i64 %43, !1049, !DIExpression(), !1296)
  %49 = load i8, ptr %48, align 1, !dbg !1290, !tbaa !169
    #dbg_value(i8 %49, !1054, !DIExpression(), !1297)
  %50 = zext i8 %49 to i32, !dbg !1295
    #dbg_value(i32 %50, !808, !DIExpression(), !1298)
    #dbg_value(i32 %50, !794, !DIExpression(), !1299)
  %51 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %50, !dbg !1292
  %52 = load i16, ptr %51, align 2, !dbg !1292, !tbaa !801
  %53 = and i16 %52, 2048, !dbg !1300
  %54 = icmp eq i16 %53, 0, !dbg !1301
  br i1 %54, label %57, label %55, !dbg !1302

55:                                               ; preds = %46
  %56 = add nsw i32 %50, -48, !dbg !1303
    #dbg_value(i32 %56, !1050, !DIExpression(), !1297)
  br label %64, !dbg !1304

57:                                               ; preds = %46
    #dbg_value(i32 %50, !792, !DIExpression(), !1305)
    #dbg_value(i32 %50, !794, !DIExpression(), !1307)
  %58 = and i16 %52, 1024, !dbg !1309
  %59 = icmp eq i16 %58, 0, !dbg !1310
  br i1 %59, label %77, label %60, !dbg !1311

60:                                               ; preds = %57
    #dbg_value(i32 %50, !929, !DIExpression(), !1312)
  %61 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %50, !dbg !1314
  %62 = load i32, ptr %61, align 4, !dbg !1314, !tbaa !112
  %63 = add nsw i32 %62, -87, !dbg !1315
    #dbg_value(i32 %63, !1050, !DIExpression(), !1297)
  br label %64

64:                                               ; preds = %60, %55
  %65 = phi i32 [ %56, %55 ], [ %63, %60 ], !dbg !1316
    #dbg_value(i32 %65, !1050, !DIExpression(), !1297)
  %66 = icmp slt i32 %65, 10, !dbg !1317
  br i1 %66, label %67, label %77, !dbg !1318

67:                                               ; preds = %64
    #dbg_value(i32 1, !1005, !DIExpression(), !1274)
  br i1 %45, label %68, label %46, !dbg !1322, !llvm.loop !1323

68:                                               ; preds = %67
  %69 = sext i32 %65 to i64, !dbg !1319
  %70 = sub nsw i64 %24, %69, !dbg !1325
  %71 = udiv i64 %70, 10, !dbg !1326
  %72 = icmp ugt i64 %43, %71, !dbg !1327
  %73 = mul nuw i64 %43, 10, !dbg !1328
  %74 = add i64 %73, %69, !dbg !1328
  %75 = select i1 %72, i32 1, i32 0, !dbg !1328
  %76 = select i1 %72, i64 %24, i64 %74, !dbg !1328
  br label %41, !dbg !1321, !llvm.loop !1323

77:                                               ; preds = %64, %57
  %78 = icmp eq i32 %42, 0, !dbg !1329
    #dbg_value(i64 %43, !1049, !DIExpression(), !1296)
    #dbg_value(ptr undef, !1003, !DIExpression(), !1274)
    #dbg_value(i64 %43, !1006, !DIExpression(), !1274)
  br i1 %78, label %81, label %79, !dbg !1330

79:                                               ; preds = %77
  %80 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1331
  store i32 34, ptr %80, align 4, !dbg !1332, !tbaa !112
  br label %81, !dbg !1331

81:                                               ; preds = %77, %79
    #dbg_value(i1 %22, !1167, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1272)
    #dbg_value(i64 %43, !1169, !DIExpression(), !1272)
  %82 = trunc i64 %43 to i32, !dbg !1333
  %83 = sub i32 0, %82, !dbg !1333
  %84 = select i1 %22, i32 %82, i32 %83, !dbg !1333
  br label %85, !dbg !1333

85:                                               ; preds = %81, %29, %36
  %86 = phi i32 [ 0, %36 ], [ 0, %29 ], [ %84, %81 ], !dbg !1333
  ret i32 %86, !dbg !1334
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local i64 @atoll(ptr nocapture noundef readonly %0) local_unnamed_addr #12 !dbg !1335 {
    #dbg_value(ptr %0, !1339, !DIExpression(), !1340)
    #dbg_value(ptr %0, !974, !DIExpression(), !1341)
    #dbg_value(ptr null, !975, !DIExpression(), !1341)
    #dbg_value(i32 10, !976, !DIExpression(), !1341)
    #dbg_value(i32 0, !977, !DIExpression(), !1341)
    #dbg_value(ptr %0, !992, !DIExpression(), !1343)
    #dbg_value(ptr null, !993, !DIExpression(), !1343)
    #dbg_value(i32 10, !994, !DIExpression(), !1343)
    #dbg_value(i32 1, !995, !DIExpression(), !1343)
    #dbg_value(i64 0, !996, !DIExpression(), !1343)
    #dbg_value(i64 -9223372036854775808, !997, !DIExpression(), !1343)
    #dbg_value(i64 9223372036854775807, !998, !DIExpression(), !1343)
    #dbg_value(ptr undef, !999, !DIExpression(), !1343)
    #dbg_value(ptr %0, !1000, !DIExpression(), !1343)
  br label %2, !dbg !1345

2:                                                ; preds = %2, %1
  %3 = phi ptr [ %0, %1 ], [ %10, %2 ], !dbg !1343
    #dbg_value(ptr %3, !1000, !DIExpression(), !1343)
  %4 = load i8, ptr %3, align 1, !dbg !1346, !tbaa !169
  %5 = zext i8 %4 to i32, !dbg !1347
    #dbg_value(i32 %5, !830, !DIExpression(), !1348)
    #dbg_value(i32 %5, !794, !DIExpression(), !1350)
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %5, !dbg !1352
  %7 = load i16, ptr %6, align 2, !dbg !1352, !tbaa !801
  %8 = and i16 %7, 8192, !dbg !1353
  %9 = icmp eq i16 %8, 0, !dbg !1345
  %10 = getelementptr inbounds i8, ptr %3, i32 1, !dbg !1354
    #dbg_value(ptr %10, !1000, !DIExpression(), !1343)
  br i1 %9, label %11, label %2, !dbg !1345, !llvm.loop !1355

11:                                               ; preds = %2
    #dbg_value(i32 0, !1001, !DIExpression(), !1343)
  switch i8 %4, label %19 [
    i8 43, label %12
    i8 45, label %12
  ], !dbg !1356

12:                                               ; preds = %11, %11
  %13 = icmp ne i8 %4, 45, !dbg !1357
    #dbg_value(i1 %13, !1001, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1343)
    #dbg_value(ptr %10, !1000, !DIExpression(), !1343)
  %14 = select i1 %13, i64 9223372036854775807, i64 -9223372036854775808, !dbg !1358
  %15 = load i8, ptr %10, align 1, !dbg !1359, !tbaa !169
  %16 = zext i8 %15 to i32
  %17 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %16
  %18 = load i16, ptr %17, align 2, !dbg !1361, !tbaa !801
  br label %19, !dbg !1358

19:                                               ; preds = %12, %11
  %20 = phi i32 [ %16, %12 ], [ %5, %11 ], !dbg !1364
  %21 = phi i16 [ %18, %12 ], [ %7, %11 ], !dbg !1361
  %22 = phi i1 [ %13, %12 ], [ true, %11 ]
  %23 = phi ptr [ %10, %12 ], [ %3, %11 ]
  %24 = phi i64 [ %14, %12 ], [ 9223372036854775807, %11 ], !dbg !1358
    #dbg_value(i64 %24, !1002, !DIExpression(), !1343)
    #dbg_value(ptr undef, !1043, !DIExpression(), !1365)
    #dbg_value(ptr undef, !1044, !DIExpression(), !1365)
    #dbg_value(i64 %24, !1045, !DIExpression(), !1365)
    #dbg_value(ptr undef, !1046, !DIExpression(), !1365)
    #dbg_value(ptr undef, !1047, !DIExpression(), !1365)
    #dbg_value(i32 10, !1048, !DIExpression(), !1365)
    #dbg_value(i32 10, !994, !DIExpression(), !1343)
    #dbg_value(i32 poison, !1005, !DIExpression(), !1343)
    #dbg_value(i32 0, !1004, !DIExpression(), !1343)
    #dbg_value(ptr %23, !1037, !DIExpression(), !1365)
    #dbg_value(i64 0, !1049, !DIExpression(), !1365)
    #dbg_value(i8 poison, !1054, !DIExpression(), !1366)
    #dbg_value(i32 %20, !808, !DIExpression(), !1367)
    #dbg_value(i32 %20, !794, !DIExpression(), !1368)
  %25 = and i16 %21, 2048, !dbg !1369
  %26 = icmp eq i16 %25, 0, !dbg !1370
  br i1 %26, label %29, label %27, !dbg !1371

27:                                               ; preds = %19
  %28 = add nsw i32 %20, -48, !dbg !1372
    #dbg_value(i32 %28, !1050, !DIExpression(), !1366)
  br label %36, !dbg !1373

29:                                               ; preds = %19
    #dbg_value(i32 %20, !792, !DIExpression(), !1374)
    #dbg_value(i32 %20, !794, !DIExpression(), !1376)
  %30 = and i16 %21, 1024, !dbg !1378
  %31 = icmp eq i16 %30, 0, !dbg !1379
  br i1 %31, label %84, label %32, !dbg !1380

32:                                               ; preds = %29
    #dbg_value(i32 %20, !929, !DIExpression(), !1381)
  %33 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %20, !dbg !1383
  %34 = load i32, ptr %33, align 4, !dbg !1383, !tbaa !112
  %35 = add nsw i32 %34, -87, !dbg !1384
    #dbg_value(i32 %35, !1050, !DIExpression(), !1366)
  br label %36

36:                                               ; preds = %32, %27
  %37 = phi i32 [ %28, %27 ], [ %35, %32 ], !dbg !1385
    #dbg_value(i32 %37, !1050, !DIExpression(), !1366)
  %38 = icmp slt i32 %37, 10, !dbg !1386
  br i1 %38, label %39, label %84, !dbg !1387

39:                                               ; preds = %36
    #dbg_value(i32 1, !1005, !DIExpression(), !1343)
  %40 = sext i32 %37 to i64, !dbg !1388
    #dbg_value(i32 0, !1004, !DIExpression(), !1343)
    #dbg_value(i64 %40, !1049, !DIExpression(), !1365)
    #dbg_value(ptr %23, !1037, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1365)
  br label %41, !dbg !1389

41:                                               ; preds = %68, %39
  %42 = phi i32 [ 0, %39 ], [ %75, %68 ]
  %43 = phi i64 [ %40, %39 ], [ %76, %68 ]
  %44 = phi ptr [ %23, %39 ], [ %48, %68 ]
  %45 = icmp eq i32 %42, 0
  br label %46, !dbg !1390

46:                                               ; preds = %41, %67
  %47 = phi ptr [ %48, %67 ], [ %44, %41 ]
  %48 = getelementptr inbounds i8, ptr %47, i32 1, !dbg !1365
    #dbg_value(i32 poison, !1005, !DIExpression(), !1343)
    #dbg_value(i32 %42, !1004, !DIExpression(), !1343)
    #dbg_value(ptr %48, !1037, !DIExpression(), !1365)
    #dbg_value(i64 %43, !1049, !DIExpression(), !1365)
  %49 = load i8, ptr %48, align 1, !dbg !1359, !tbaa !169
    #dbg_value(i8 %49, !1054, !DIExpression(), !1366)
  %50 = zext i8 %49 to i32, !dbg !1364
    #dbg_value(i32 %50, !808, !DIExpression(), !1367)
    #dbg_value(i32 %50, !794, !DIExpression(), !1368)
  %51 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %50, !dbg !1361
  %52 = load i16, ptr %51, align 2, !dbg !1361, !tbaa !801
  %53 = and i16 %52, 2048, !dbg !1369
  %54 = icmp eq i16 %53, 0, !dbg !1370
  br i1 %54, label %57, label %55, !dbg !1371

55:                                               ; preds = %46
  %56 = add nsw i32 %50, -48, !dbg !1372
    #dbg_value(i32 %56, !1050, !DIExpression(), !1366)
  br label %64, !dbg !1373

57:                                               ; preds = %46
    #dbg_value(i32 %50, !792, !DIExpression(), !1374)
    #dbg_value(i32 %50, !794, !DIExpression(), !1376)
  %58 = and i16 %52, 1024, !dbg !1378
  %59 = icmp eq i16 %58, 0, !dbg !1379
  br i1 %59, label %77, label %60, !dbg !1380

60:                                               ; preds = %57
    #dbg_value(i32 %50, !929, !DIExpression(), !1381)
  %61 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %50, !dbg !1383
  %62 = load i32, ptr %61, align 4, !dbg !1383, !tbaa !112
  %63 = add nsw i32 %62, -87, !dbg !1384
    #dbg_value(i32 %63, !1050, !DIExpression(), !1366)
  br label %64

64:                                               ; preds = %60, %55
  %65 = phi i32 [ %56, %55 ], [ %63, %60 ], !dbg !1385
    #dbg_value(i32 %65, !1050, !DIExpression(), !1366)
  %66 = icmp slt i32 %65, 10, !dbg !1386
  br i1 %66, label %67, label %77, !dbg !1387

67:                                               ; preds = %64
    #dbg_value(i32 1, !1005, !DIExpression(), !1343)
  br i1 %45, label %68, label %46, !dbg !1391, !llvm.loop !1392

68:                                               ; preds = %67
  %69 = sext i32 %65 to i64, !dbg !1388
  %70 = sub i64 %24, %69, !dbg !1394
  %71 = udiv i64 %70, 10, !dbg !1395
  %72 = icmp ugt i64 %43, %71, !dbg !1396
  %73 = mul nuw i64 %43, 10, !dbg !1397
  %74 = add i64 %73, %69, !dbg !1397
  %75 = select i1 %72, i32 1, i32 0, !dbg !1397
  %76 = select i1 %72, i64 %24, i64 %74, !dbg !1397
  br label %41, !dbg !1390, !llvm.loop !1392

77:                                               ; preds = %64, %57
  %78 = icmp eq i32 %42, 0, !dbg !1398
    #dbg_value(i64 %43, !1049, !DIExpression(), !1365)
    #dbg_value(ptr undef, !1003, !DIExpression(), !1343)
    #dbg_value(i64 %43, !1006, !DIExpression(), !1343)
  br i1 %78, label %81, label %79, !dbg !1399

79:                                               ; preds = %77
  %80 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1400
  store i32 34, ptr %80, align 4, !dbg !1401, !tbaa !112
  br label %81, !dbg !1400

81:                                               ; preds = %77, %79
    #dbg_value(i1 %22, !977, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1341)
    #dbg_value(i64 %43, !978, !DIExpression(), !1341)
  %82 = sub i64 0, %43, !dbg !1402
  %83 = select i1 %22, i64 %43, i64 %82, !dbg !1402
  br label %84, !dbg !1402

84:                                               ; preds = %81, %29, %36
  %85 = phi i64 [ 0, %36 ], [ 0, %29 ], [ %83, %81 ], !dbg !1402
  ret i64 %85, !dbg !1403
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local void @srand(i32 noundef %0) local_unnamed_addr #13 !dbg !1404 {
    #dbg_value(i32 %0, !1408, !DIExpression(), !1418)
  %2 = tail call i32 @llvm.umax.i32(i32 %0, i32 1), !dbg !1419
    #dbg_value(i32 %2, !1409, !DIExpression(), !1418)
  store i32 %2, ptr @rand_state, align 4, !dbg !1420, !tbaa !112
    #dbg_value(i32 1, !1410, !DIExpression(), !1421)
    #dbg_value(i32 %2, !1409, !DIExpression(), !1418)
  br label %4, !dbg !1422

3:                                                ; preds = %4
  store i1 true, ptr @rand_seeded, align 4, !dbg !1423
    #dbg_value(i32 0, !1416, !DIExpression(), !1424)
    #dbg_value(i32 0, !1416, !DIExpression(), !1424)
  br label %19, !dbg !1425

4:                                                ; preds = %1, %4
  %5 = phi i32 [ %2, %1 ], [ %14, %4 ]
  %6 = phi i32 [ 1, %1 ], [ %16, %4 ]
    #dbg_value(i32 %5, !1409, !DIExpression(), !1418)
    #dbg_value(i32 %6, !1410, !DIExpression(), !1421)
  %7 = sdiv i32 %5, 127773, !dbg !1426
    #dbg_value(i32 %7, !1412, !DIExpression(), !1427)
  %8 = srem i32 %5, 127773, !dbg !1428
    #dbg_value(i32 %8, !1415, !DIExpression(), !1427)
  %9 = mul nsw i32 %8, 16807, !dbg !1429
  %10 = mul nsw i32 %7, -2836, !dbg !1430
  %11 = add i32 %10, %9, !dbg !1431
    #dbg_value(i32 %11, !1409, !DIExpression(), !1418)
  %12 = icmp slt i32 %11, 0, !dbg !1432
  %13 = add nsw i32 %11, 2147483647
  %14 = select i1 %12, i32 %13, i32 %11, !dbg !1434
    #dbg_value(i32 %14, !1409, !DIExpression(), !1418)
  %15 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %6, !dbg !1435
  store i32 %14, ptr %15, align 4, !dbg !1436, !tbaa !112
  %16 = add nuw nsw i32 %6, 1, !dbg !1437
    #dbg_value(i32 %16, !1410, !DIExpression(), !1421)
  %17 = icmp eq i32 %16, 31, !dbg !1438
  br i1 %17, label %3, label %4, !dbg !1422, !llvm.loop !1439

18:                                               ; preds = %19
  store i32 %29, ptr @rand_f, align 4, !dbg !1441, !tbaa !112
  store i32 %31, ptr @rand_r, align 4, !dbg !1441, !tbaa !112
  ret void, !dbg !1444

19:                                               ; preds = %3, %19
  %20 = phi i32 [ 0, %3 ], [ %32, %19 ]
  %21 = phi i32 [ 3, %3 ], [ %29, %19 ]
  %22 = phi i32 [ 0, %3 ], [ %31, %19 ]
    #dbg_value(i32 %20, !1416, !DIExpression(), !1424)
  %23 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %21, !dbg !1445
  %24 = load i32, ptr %23, align 4, !dbg !1445, !tbaa !112
  %25 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %22, !dbg !1446
  %26 = load i32, ptr %25, align 4, !dbg !1446, !tbaa !112
  %27 = add i32 %26, %24, !dbg !1447
  store i32 %27, ptr %23, align 4, !dbg !1448, !tbaa !112
  %28 = add nsw i32 %21, 1, !dbg !1449
  %29 = srem i32 %28, 31, !dbg !1450
  %30 = add nsw i32 %22, 1, !dbg !1451
  %31 = srem i32 %30, 31, !dbg !1452
  %32 = add nuw nsw i32 %20, 1, !dbg !1453
    #dbg_value(i32 %32, !1416, !DIExpression(), !1424)
  %33 = icmp eq i32 %32, 310, !dbg !1454
  br i1 %33, label %18, label %19, !dbg !1425, !llvm.loop !1455
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 0, -2147483648) i32 @rand() local_unnamed_addr #13 !dbg !1457 {
  %1 = load i1, ptr @rand_seeded, align 4, !dbg !1463
  br i1 %1, label %2, label %5, !dbg !1465

2:                                                ; preds = %0
  %3 = load i32, ptr @rand_f, align 4, !dbg !1466, !tbaa !112
  %4 = load i32, ptr @rand_r, align 4, !dbg !1467, !tbaa !112
  br label %36, !dbg !1465

5:                                                ; preds = %0
    #dbg_value(i32 1, !1408, !DIExpression(), !1468)
    #dbg_value(i32 1, !1409, !DIExpression(), !1468)
  store i32 1, ptr @rand_state, align 4, !dbg !1470, !tbaa !112
    #dbg_value(i32 1, !1410, !DIExpression(), !1471)
    #dbg_value(i32 1, !1409, !DIExpression(), !1468)
  br label %7, !dbg !1472

6:                                                ; preds = %7
  store i1 true, ptr @rand_seeded, align 4, !dbg !1473
    #dbg_value(i32 0, !1416, !DIExpression(), !1474)
    #dbg_value(i32 0, !1416, !DIExpression(), !1474)
  br label %21, !dbg !1475

7:                                                ; preds = %7, %5
  %8 = phi i32 [ 1, %5 ], [ %17, %7 ]
  %9 = phi i32 [ 1, %5 ], [ %19, %7 ]
    #dbg_value(i32 %8, !1409, !DIExpression(), !1468)
    #dbg_value(i32 %9, !1410, !DIExpression(), !1471)
  %10 = sdiv i32 %8, 127773, !dbg !1476
    #dbg_value(i32 %10, !1412, !DIExpression(), !1477)
  %11 = srem i32 %8, 127773, !dbg !1478
    #dbg_value(i32 %11, !1415, !DIExpression(), !1477)
  %12 = mul nsw i32 %11, 16807, !dbg !1479
  %13 = mul nsw i32 %10, -2836, !dbg !1480
  %14 = add i32 %13, %12, !dbg !1481
    #dbg_value(i32 %14, !1409, !DIExpression(), !1468)
  %15 = icmp slt i32 %14, 0, !dbg !1482
  %16 = add nsw i32 %14, 2147483647
  %17 = select i1 %15, i32 %16, i32 %14, !dbg !1483
    #dbg_value(i32 %17, !1409, !DIExpression(), !1468)
  %18 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %9, !dbg !1484
  store i32 %17, ptr %18, align 4, !dbg !1485, !tbaa !112
  %19 = add nuw nsw i32 %9, 1, !dbg !1486
    #dbg_value(i32 %19, !1410, !DIExpression(), !1471)
  %20 = icmp eq i32 %19, 31, !dbg !1487
  br i1 %20, label %6, label %7, !dbg !1472, !llvm.loop !1488

21:                                               ; preds = %21, %6
  %22 = phi i32 [ 0, %6 ], [ %34, %21 ]
  %23 = phi i32 [ 3, %6 ], [ %31, %21 ]
  %24 = phi i32 [ 0, %6 ], [ %33, %21 ]
    #dbg_value(i32 %22, !1416, !DIExpression(), !1474)
  %25 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %23, !dbg !1490
  %26 = load i32, ptr %25, align 4, !dbg !1490, !tbaa !112
  %27 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %24, !dbg !1491
  %28 = load i32, ptr %27, align 4, !dbg !1491, !tbaa !112
  %29 = add i32 %28, %26, !dbg !1492
  store i32 %29, ptr %25, align 4, !dbg !1493, !tbaa !112
  %30 = add nsw i32 %23, 1, !dbg !1494
  %31 = srem i32 %30, 31, !dbg !1495
  %32 = add nsw i32 %24, 1, !dbg !1496
  %33 = srem i32 %32, 31, !dbg !1497
  %34 = add nuw nsw i32 %22, 1, !dbg !1498
    #dbg_value(i32 %34, !1416, !DIExpression(), !1474)
  %35 = icmp eq i32 %34, 310, !dbg !1499
  br i1 %35, label %36, label %21, !dbg !1475, !llvm.loop !1500

36:                                               ; preds = %21, %2
  %37 = phi i32 [ %4, %2 ], [ %33, %21 ], !dbg !1467
  %38 = phi i32 [ %3, %2 ], [ %31, %21 ], !dbg !1466
  %39 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %38, !dbg !1502
  %40 = load i32, ptr %39, align 4, !dbg !1502, !tbaa !112
  %41 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %37, !dbg !1503
  %42 = load i32, ptr %41, align 4, !dbg !1503, !tbaa !112
  %43 = add i32 %42, %40, !dbg !1504
    #dbg_value(i32 %43, !1461, !DIExpression(), !1505)
  store i32 %43, ptr %39, align 4, !dbg !1506, !tbaa !112
  %44 = lshr i32 %43, 1, !dbg !1507
    #dbg_value(i32 %44, !1462, !DIExpression(), !1505)
  %45 = add nsw i32 %38, 1, !dbg !1508
  %46 = srem i32 %45, 31, !dbg !1509
  store i32 %46, ptr @rand_f, align 4, !dbg !1510, !tbaa !112
  %47 = add nsw i32 %37, 1, !dbg !1511
  %48 = srem i32 %47, 31, !dbg !1512
  store i32 %48, ptr @rand_r, align 4, !dbg !1513, !tbaa !112
  ret i32 %44, !dbg !1514
}

; Function Attrs: nounwind
define dso_local void @qsort(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3) local_unnamed_addr #7 !dbg !1515 {
    #dbg_value(ptr %0, !1522, !DIExpression(), !1527)
    #dbg_value(i32 %1, !1523, !DIExpression(), !1527)
    #dbg_value(i32 %2, !1524, !DIExpression(), !1527)
    #dbg_value(ptr %3, !1525, !DIExpression(), !1527)
  %5 = icmp ult i32 %1, 2, !dbg !1528
  %6 = icmp eq i32 %2, 0
  %7 = or i1 %5, %6, !dbg !1530
  br i1 %7, label %14, label %8, !dbg !1530

8:                                                ; preds = %4
  %9 = mul i32 %2, %1, !dbg !1531
  %10 = tail call ptr @malloc(i32 noundef %9) #15, !dbg !1532
    #dbg_value(ptr %10, !1526, !DIExpression(), !1527)
  %11 = icmp eq ptr %10, null, !dbg !1533
  br i1 %11, label %12, label %13, !dbg !1535

12:                                               ; preds = %8
  tail call void @abort() #16, !dbg !1536
  unreachable, !dbg !1536

13:                                               ; preds = %8
  tail call fastcc void @msort(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef nonnull %10) #18, !dbg !1537
  tail call void @free(ptr noundef nonnull %10) #15, !dbg !1538
  br label %14, !dbg !1539

14:                                               ; preds = %4, %13
  ret void, !dbg !1539
}

; Function Attrs: noreturn
declare !dbg !1540 void @abort() local_unnamed_addr #5

; Function Attrs: nounwind
define internal fastcc void @msort(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4) unnamed_addr #7 !dbg !1541 {
    #dbg_value(ptr %0, !1545, !DIExpression(), !1555)
    #dbg_value(i32 %1, !1546, !DIExpression(), !1555)
    #dbg_value(i32 %2, !1547, !DIExpression(), !1555)
    #dbg_value(ptr %3, !1548, !DIExpression(), !1555)
    #dbg_value(ptr %4, !1549, !DIExpression(), !1555)
  %6 = icmp ult i32 %1, 2, !dbg !1556
  br i1 %6, label %51, label %7, !dbg !1558

7:                                                ; preds = %5
  %8 = lshr i32 %1, 1, !dbg !1559
    #dbg_value(i32 %8, !1550, !DIExpression(), !1555)
  %9 = sub i32 %1, %8, !dbg !1560
    #dbg_value(i32 %9, !1551, !DIExpression(), !1555)
    #dbg_value(ptr %0, !1552, !DIExpression(), !1555)
  %10 = mul i32 %8, %2, !dbg !1561
  %11 = getelementptr inbounds i8, ptr %0, i32 %10, !dbg !1562
    #dbg_value(ptr %11, !1553, !DIExpression(), !1555)
  tail call fastcc void @msort(ptr noundef %0, i32 noundef %8, i32 noundef %2, ptr noundef %3, ptr noundef %4) #18, !dbg !1563
  tail call fastcc void @msort(ptr noundef %11, i32 noundef %9, i32 noundef %2, ptr noundef %3, ptr noundef %4) #18, !dbg !1564
    #dbg_value(ptr %4, !1554, !DIExpression(), !1555)
    #dbg_value(ptr %11, !1553, !DIExpression(), !1555)
    #dbg_value(ptr %0, !1552, !DIExpression(), !1555)
    #dbg_value(i32 %9, !1551, !DIExpression(), !1555)
    #dbg_value(i32 %8, !1550, !DIExpression(), !1555)
  %12 = icmp eq i32 %9, 0, !dbg !1565
  br i1 %12, label %39, label %13, !dbg !1566

13:                                               ; preds = %7, %29
  %14 = phi ptr [ %34, %29 ], [ %4, %7 ]
  %15 = phi ptr [ %33, %29 ], [ %11, %7 ]
  %16 = phi ptr [ %32, %29 ], [ %0, %7 ]
  %17 = phi i32 [ %31, %29 ], [ %9, %7 ]
  %18 = phi i32 [ %30, %29 ], [ %8, %7 ]
    #dbg_value(ptr %14, !1554, !DIExpression(), !1555)
    #dbg_value(ptr %15, !1553, !DIExpression(), !1555)
    #dbg_value(ptr %16, !1552, !DIExpression(), !1555)
    #dbg_value(i32 %17, !1551, !DIExpression(), !1555)
    #dbg_value(i32 %18, !1550, !DIExpression(), !1555)
  %19 = tail call i32 %3(ptr noundef %16, ptr noundef %15) #15, !dbg !1567
  %20 = icmp slt i32 %19, 1, !dbg !1570
  br i1 %20, label %21, label %25, !dbg !1571

21:                                               ; preds = %13
  %22 = tail call ptr @memcpy(ptr noundef %14, ptr noundef %16, i32 noundef %2) #15, !dbg !1572
  %23 = getelementptr inbounds i8, ptr %16, i32 %2, !dbg !1574
    #dbg_value(ptr %23, !1552, !DIExpression(), !1555)
  %24 = add nsw i32 %18, -1, !dbg !1575
    #dbg_value(i32 %24, !1550, !DIExpression(), !1555)
  br label %29, !dbg !1576

25:                                               ; preds = %13
  %26 = tail call ptr @memcpy(ptr noundef %14, ptr noundef %15, i32 noundef %2) #15, !dbg !1577
  %27 = getelementptr inbounds i8, ptr %15, i32 %2, !dbg !1579
    #dbg_value(ptr %27, !1553, !DIExpression(), !1555)
  %28 = add i32 %17, -1, !dbg !1580
    #dbg_value(i32 %28, !1551, !DIExpression(), !1555)
  br label %29

29:                                               ; preds = %25, %21
  %30 = phi i32 [ %24, %21 ], [ %18, %25 ], !dbg !1555
  %31 = phi i32 [ %17, %21 ], [ %28, %25 ], !dbg !1555
  %32 = phi ptr [ %23, %21 ], [ %16, %25 ], !dbg !1555
  %33 = phi ptr [ %15, %21 ], [ %27, %25 ], !dbg !1555
    #dbg_value(ptr %33, !1553, !DIExpression(), !1555)
    #dbg_value(ptr %32, !1552, !DIExpression(), !1555)
    #dbg_value(i32 %31, !1551, !DIExpression(), !1555)
    #dbg_value(i32 %30, !1550, !DIExpression(), !1555)
  %34 = getelementptr inbounds i8, ptr %14, i32 %2, !dbg !1581
    #dbg_value(ptr %34, !1554, !DIExpression(), !1555)
  %35 = icmp ne i32 %30, 0, !dbg !1582
  %36 = icmp ne i32 %31, 0, !dbg !1565
  %37 = select i1 %35, i1 %36, i1 false, !dbg !1565
  br i1 %37, label %13, label %38, !dbg !1566, !llvm.loop !1583

38:                                               ; preds = %29
  br i1 %35, label %39, label %46, !dbg !1585

39:                                               ; preds = %7, %38
  %40 = phi ptr [ %34, %38 ], [ %4, %7 ]
  %41 = phi ptr [ %32, %38 ], [ %0, %7 ]
  %42 = phi i32 [ %31, %38 ], [ 0, %7 ]
  %43 = phi i32 [ %30, %38 ], [ %8, %7 ]
  %44 = mul i32 %43, %2, !dbg !1586
  %45 = tail call ptr @memcpy(ptr noundef %40, ptr noundef %41, i32 noundef %44) #15, !dbg !1588
  br label %46, !dbg !1588

46:                                               ; preds = %39, %38
  %47 = phi i32 [ %42, %39 ], [ %31, %38 ]
  %48 = sub i32 %1, %47, !dbg !1589
  %49 = mul i32 %48, %2, !dbg !1590
  %50 = tail call ptr @memcpy(ptr noundef %0, ptr noundef %4, i32 noundef %49) #15, !dbg !1591
  br label %51, !dbg !1592

51:                                               ; preds = %5, %46
  ret void, !dbg !1592
}

declare !dbg !1593 void @free(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local noundef ptr @bsearch(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, ptr nocapture noundef readonly %4) local_unnamed_addr #7 !dbg !1596 {
    #dbg_value(ptr %0, !1600, !DIExpression(), !1611)
    #dbg_value(ptr %1, !1601, !DIExpression(), !1611)
    #dbg_value(i32 %2, !1602, !DIExpression(), !1611)
    #dbg_value(i32 %3, !1603, !DIExpression(), !1611)
    #dbg_value(ptr %4, !1604, !DIExpression(), !1611)
    #dbg_value(i32 0, !1605, !DIExpression(), !1611)
    #dbg_value(i32 %2, !1606, !DIExpression(), !1611)
  br label %6, !dbg !1612

6:                                                ; preds = %10, %5
  %7 = phi i32 [ %2, %5 ], [ %20, %10 ], !dbg !1613
  %8 = phi i32 [ 0, %5 ], [ %21, %10 ], !dbg !1614
    #dbg_value(i32 %8, !1605, !DIExpression(), !1611)
    #dbg_value(i32 %7, !1606, !DIExpression(), !1611)
  %9 = icmp ult i32 %8, %7, !dbg !1615
  br i1 %9, label %10, label %22, !dbg !1612

10:                                               ; preds = %6
  %11 = sub i32 %7, %8, !dbg !1616
  %12 = lshr i32 %11, 1, !dbg !1617
  %13 = add i32 %12, %8, !dbg !1618
    #dbg_value(i32 %13, !1607, !DIExpression(), !1619)
  %14 = mul i32 %13, %3, !dbg !1620
  %15 = getelementptr inbounds i8, ptr %1, i32 %14, !dbg !1621
    #dbg_value(ptr %15, !1609, !DIExpression(), !1619)
  %16 = tail call i32 %4(ptr noundef %0, ptr noundef %15) #15, !dbg !1622
    #dbg_value(i32 %16, !1610, !DIExpression(), !1619)
  %17 = icmp eq i32 %16, 0, !dbg !1623
  %18 = icmp slt i32 %16, 0, !dbg !1625
  %19 = add i32 %13, 1, !dbg !1625
  %20 = select i1 %18, i32 %13, i32 %7, !dbg !1625
  %21 = select i1 %18, i32 %8, i32 %19, !dbg !1625
    #dbg_value(i32 poison, !1605, !DIExpression(), !1611)
    #dbg_value(i32 poison, !1606, !DIExpression(), !1611)
  br i1 %17, label %22, label %6, !llvm.loop !1626

22:                                               ; preds = %6, %10
  %23 = phi ptr [ %15, %10 ], [ null, %6 ], !dbg !1611
  ret ptr %23, !dbg !1628
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
attributes #7 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
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
!3 = !DIFile(filename: "src/vm/libc/libc.c", directory: ".", checksumkind: CSK_MD5, checksum: "c4cf38133f45c3a9f5acb7fe67beccf5")
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
!70 = distinct !DIGlobalVariable(name: "pancam_stdin", scope: !2, file: !3, line: 46, type: !26, isLocal: true, isDefinition: true)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(name: "pancam_stdout", scope: !2, file: !3, line: 47, type: !26, isLocal: true, isDefinition: true)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(name: "pancam_stderr", scope: !2, file: !3, line: 48, type: !26, isLocal: true, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(name: "ctype_b", scope: !2, file: !3, line: 310, type: !77, isLocal: true, isDefinition: true)
!77 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !78)
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 32)
!79 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(name: "ctype_b_table", scope: !2, file: !3, line: 307, type: !82, isLocal: true, isDefinition: true)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !79, size: 6144, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 384)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(name: "ctype_lower_table", scope: !2, file: !3, line: 308, type: !87, isLocal: true, isDefinition: true)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !45, size: 12288, elements: !83)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(name: "ctype_upper_table", scope: !2, file: !3, line: 309, type: !87, isLocal: true, isDefinition: true)
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
!155 = !DILocalVariable(name: "p", scope: !145, file: !3, line: 77, type: !9)
!156 = !DILocalVariable(name: "q", scope: !145, file: !3, line: 77, type: !9)
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
!177 = distinct !DISubprogram(name: "bcmp", scope: !3, file: !3, line: 84, type: !146, scopeLine: 84, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !178)
!178 = !{!179, !180, !181}
!179 = !DILocalVariable(name: "a", arg: 1, scope: !177, file: !3, line: 84, type: !148)
!180 = !DILocalVariable(name: "b", arg: 2, scope: !177, file: !3, line: 84, type: !148)
!181 = !DILocalVariable(name: "n", arg: 3, scope: !177, file: !3, line: 84, type: !150)
!182 = !DILocation(line: 0, scope: !177)
!183 = !DILocation(line: 0, scope: !145, inlinedAt: !184)
!184 = distinct !DILocation(line: 84, column: 59, scope: !177)
!185 = !DILocation(line: 0, scope: !158, inlinedAt: !184)
!186 = !DILocation(line: 78, column: 24, scope: !162, inlinedAt: !184)
!187 = !DILocation(line: 78, column: 3, scope: !158, inlinedAt: !184)
!188 = !DILocation(line: 78, column: 30, scope: !162, inlinedAt: !184)
!189 = distinct !{!189, !187, !190, !142}
!190 = !DILocation(line: 80, column: 33, scope: !158, inlinedAt: !184)
!191 = !DILocation(line: 79, column: 9, scope: !168, inlinedAt: !184)
!192 = !DILocation(line: 79, column: 17, scope: !168, inlinedAt: !184)
!193 = !DILocation(line: 79, column: 14, scope: !168, inlinedAt: !184)
!194 = !DILocation(line: 79, column: 9, scope: !162, inlinedAt: !184)
!195 = !DILocation(line: 84, column: 52, scope: !177)
!196 = distinct !DISubprogram(name: "mempcpy", scope: !3, file: !3, line: 86, type: !197, scopeLine: 86, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !199)
!197 = !DISubroutineType(types: !198)
!198 = !{!8, !8, !148, !150}
!199 = !{!200, !201, !202}
!200 = !DILocalVariable(name: "d", arg: 1, scope: !196, file: !3, line: 86, type: !8)
!201 = !DILocalVariable(name: "s", arg: 2, scope: !196, file: !3, line: 86, type: !148)
!202 = !DILocalVariable(name: "n", arg: 3, scope: !196, file: !3, line: 86, type: !150)
!203 = !DILocation(line: 0, scope: !196)
!204 = !DILocation(line: 86, column: 66, scope: !196)
!205 = !DILocation(line: 86, column: 82, scope: !196)
!206 = !DILocation(line: 86, column: 51, scope: !196)
!207 = !DISubprogram(name: "memcpy", scope: !3, file: !3, line: 25, type: !197, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!208 = distinct !DISubprogram(name: "memrchr", scope: !3, file: !3, line: 88, type: !209, scopeLine: 88, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !211)
!209 = !DISubroutineType(types: !210)
!210 = !{!8, !148, !14, !150}
!211 = !{!212, !213, !214, !215}
!212 = !DILocalVariable(name: "s", arg: 1, scope: !208, file: !3, line: 88, type: !148)
!213 = !DILocalVariable(name: "c", arg: 2, scope: !208, file: !3, line: 88, type: !14)
!214 = !DILocalVariable(name: "n", arg: 3, scope: !208, file: !3, line: 88, type: !150)
!215 = !DILocalVariable(name: "p", scope: !208, file: !3, line: 89, type: !9)
!216 = !DILocation(line: 0, scope: !208)
!217 = !DILocation(line: 90, column: 3, scope: !208)
!218 = !DILocation(line: 90, column: 12, scope: !208)
!219 = !DILocation(line: 91, column: 6, scope: !220)
!220 = distinct !DILexicalBlock(scope: !208, file: !3, line: 90, column: 17)
!221 = !DILocation(line: 92, column: 9, scope: !222)
!222 = distinct !DILexicalBlock(scope: !220, file: !3, line: 92, column: 9)
!223 = !DILocation(line: 92, column: 14, scope: !222)
!224 = !DILocation(line: 92, column: 9, scope: !220)
!225 = distinct !{!225, !217, !226, !142}
!226 = !DILocation(line: 94, column: 3, scope: !208)
!227 = !DILocation(line: 96, column: 1, scope: !208)
!228 = distinct !DISubprogram(name: "memchr", scope: !3, file: !3, line: 98, type: !209, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !229)
!229 = !{!230, !231, !232, !233, !234}
!230 = !DILocalVariable(name: "s", arg: 1, scope: !228, file: !3, line: 98, type: !148)
!231 = !DILocalVariable(name: "c", arg: 2, scope: !228, file: !3, line: 98, type: !14)
!232 = !DILocalVariable(name: "n", arg: 3, scope: !228, file: !3, line: 98, type: !150)
!233 = !DILocalVariable(name: "p", scope: !228, file: !3, line: 99, type: !9)
!234 = !DILocalVariable(name: "i", scope: !235, file: !3, line: 100, type: !150)
!235 = distinct !DILexicalBlock(scope: !228, file: !3, line: 100, column: 3)
!236 = !DILocation(line: 0, scope: !228)
!237 = !DILocation(line: 0, scope: !235)
!238 = !DILocation(line: 100, column: 24, scope: !239)
!239 = distinct !DILexicalBlock(scope: !235, file: !3, line: 100, column: 3)
!240 = !DILocation(line: 100, column: 3, scope: !235)
!241 = !DILocation(line: 101, column: 9, scope: !242)
!242 = distinct !DILexicalBlock(scope: !239, file: !3, line: 101, column: 9)
!243 = !DILocation(line: 101, column: 14, scope: !242)
!244 = !DILocation(line: 101, column: 9, scope: !239)
!245 = !DILocation(line: 100, column: 30, scope: !239)
!246 = distinct !{!246, !240, !247, !142}
!247 = !DILocation(line: 102, column: 28, scope: !235)
!248 = !DILocation(line: 104, column: 1, scope: !228)
!249 = distinct !DISubprogram(name: "strnlen", scope: !3, file: !3, line: 106, type: !250, scopeLine: 106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !252)
!250 = !DISubroutineType(types: !251)
!251 = !{!150, !17, !150}
!252 = !{!253, !254, !255}
!253 = !DILocalVariable(name: "s", arg: 1, scope: !249, file: !3, line: 106, type: !17)
!254 = !DILocalVariable(name: "n", arg: 2, scope: !249, file: !3, line: 106, type: !150)
!255 = !DILocalVariable(name: "i", scope: !249, file: !3, line: 107, type: !150)
!256 = !DILocation(line: 0, scope: !249)
!257 = !DILocation(line: 108, column: 12, scope: !249)
!258 = !DILocation(line: 108, column: 16, scope: !249)
!259 = !DILocation(line: 108, column: 19, scope: !249)
!260 = !DILocation(line: 108, column: 3, scope: !249)
!261 = !DILocation(line: 109, column: 6, scope: !249)
!262 = distinct !{!262, !260, !261, !142}
!263 = !DILocation(line: 110, column: 3, scope: !249)
!264 = distinct !DISubprogram(name: "strcmp", scope: !3, file: !3, line: 113, type: !265, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !267)
!265 = !DISubroutineType(types: !266)
!266 = !{!14, !17, !17}
!267 = !{!268, !269, !270, !271}
!268 = !DILocalVariable(name: "a", arg: 1, scope: !264, file: !3, line: 113, type: !17)
!269 = !DILocalVariable(name: "b", arg: 2, scope: !264, file: !3, line: 113, type: !17)
!270 = !DILocalVariable(name: "p", scope: !264, file: !3, line: 114, type: !9)
!271 = !DILocalVariable(name: "q", scope: !264, file: !3, line: 114, type: !9)
!272 = !DILocation(line: 0, scope: !264)
!273 = !DILocation(line: 115, column: 10, scope: !264)
!274 = !DILocation(line: 115, column: 13, scope: !264)
!275 = !DILocation(line: 115, column: 22, scope: !264)
!276 = !DILocation(line: 115, column: 19, scope: !264)
!277 = !DILocation(line: 115, column: 3, scope: !264)
!278 = !DILocation(line: 116, column: 6, scope: !279)
!279 = distinct !DILexicalBlock(scope: !264, file: !3, line: 115, column: 26)
!280 = !DILocation(line: 117, column: 6, scope: !279)
!281 = distinct !{!281, !277, !282, !142}
!282 = !DILocation(line: 118, column: 3, scope: !264)
!283 = !DILocation(line: 119, column: 16, scope: !264)
!284 = !DILocation(line: 119, column: 14, scope: !264)
!285 = !DILocation(line: 119, column: 26, scope: !264)
!286 = !DILocation(line: 119, column: 20, scope: !264)
!287 = !DILocation(line: 119, column: 3, scope: !264)
!288 = distinct !DISubprogram(name: "strncmp", scope: !3, file: !3, line: 122, type: !289, scopeLine: 122, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !291)
!289 = !DISubroutineType(types: !290)
!290 = !{!14, !17, !17, !150}
!291 = !{!292, !293, !294, !295, !296, !297}
!292 = !DILocalVariable(name: "a", arg: 1, scope: !288, file: !3, line: 122, type: !17)
!293 = !DILocalVariable(name: "b", arg: 2, scope: !288, file: !3, line: 122, type: !17)
!294 = !DILocalVariable(name: "n", arg: 3, scope: !288, file: !3, line: 122, type: !150)
!295 = !DILocalVariable(name: "p", scope: !288, file: !3, line: 123, type: !9)
!296 = !DILocalVariable(name: "q", scope: !288, file: !3, line: 123, type: !9)
!297 = !DILocalVariable(name: "i", scope: !298, file: !3, line: 124, type: !150)
!298 = distinct !DILexicalBlock(scope: !288, file: !3, line: 124, column: 3)
!299 = !DILocation(line: 0, scope: !288)
!300 = !DILocation(line: 0, scope: !298)
!301 = !DILocation(line: 124, column: 24, scope: !302)
!302 = distinct !DILexicalBlock(scope: !298, file: !3, line: 124, column: 3)
!303 = !DILocation(line: 124, column: 3, scope: !298)
!304 = !DILocation(line: 125, column: 9, scope: !305)
!305 = distinct !DILexicalBlock(scope: !306, file: !3, line: 125, column: 9)
!306 = distinct !DILexicalBlock(scope: !302, file: !3, line: 124, column: 34)
!307 = !DILocation(line: 125, column: 17, scope: !305)
!308 = !DILocation(line: 125, column: 14, scope: !305)
!309 = !DILocation(line: 125, column: 9, scope: !306)
!310 = !DILocation(line: 126, column: 20, scope: !305)
!311 = !DILocation(line: 126, column: 36, scope: !305)
!312 = !DILocation(line: 126, column: 28, scope: !305)
!313 = !DILocation(line: 126, column: 7, scope: !305)
!314 = !DILocation(line: 127, column: 10, scope: !315)
!315 = distinct !DILexicalBlock(scope: !306, file: !3, line: 127, column: 9)
!316 = !DILocation(line: 127, column: 9, scope: !306)
!317 = distinct !{!317, !303, !318, !142}
!318 = !DILocation(line: 129, column: 3, scope: !298)
!319 = !DILocation(line: 131, column: 1, scope: !288)
!320 = distinct !DISubprogram(name: "strcpy", scope: !3, file: !3, line: 133, type: !36, scopeLine: 133, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !321)
!321 = !{!322, !323, !324}
!322 = !DILocalVariable(name: "d", arg: 1, scope: !320, file: !3, line: 133, type: !5)
!323 = !DILocalVariable(name: "s", arg: 2, scope: !320, file: !3, line: 133, type: !17)
!324 = !DILocalVariable(name: "r", scope: !320, file: !3, line: 134, type: !5)
!325 = !DILocation(line: 0, scope: !320)
!326 = !DILocation(line: 135, column: 3, scope: !320)
!327 = !DILocation(line: 135, column: 20, scope: !320)
!328 = !DILocation(line: 135, column: 18, scope: !320)
!329 = !DILocation(line: 135, column: 13, scope: !320)
!330 = !DILocation(line: 135, column: 16, scope: !320)
!331 = distinct !{!331, !326, !332, !142}
!332 = !DILocation(line: 136, column: 5, scope: !320)
!333 = !DILocation(line: 137, column: 3, scope: !320)
!334 = distinct !DISubprogram(name: "stpcpy", scope: !3, file: !3, line: 140, type: !36, scopeLine: 140, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !335)
!335 = !{!336, !337}
!336 = !DILocalVariable(name: "d", arg: 1, scope: !334, file: !3, line: 140, type: !5)
!337 = !DILocalVariable(name: "s", arg: 2, scope: !334, file: !3, line: 140, type: !17)
!338 = !DILocation(line: 0, scope: !334)
!339 = !DILocation(line: 141, column: 16, scope: !334)
!340 = !DILocation(line: 141, column: 14, scope: !334)
!341 = !DILocation(line: 141, column: 3, scope: !334)
!342 = !DILocation(line: 141, column: 18, scope: !334)
!343 = !DILocation(line: 142, column: 6, scope: !334)
!344 = distinct !{!344, !341, !343, !142}
!345 = !DILocation(line: 143, column: 3, scope: !334)
!346 = distinct !DISubprogram(name: "stpncpy", scope: !3, file: !3, line: 146, type: !347, scopeLine: 146, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !349)
!347 = !DISubroutineType(types: !348)
!348 = !{!5, !5, !17, !150}
!349 = !{!350, !351, !352, !353, !354}
!350 = !DILocalVariable(name: "d", arg: 1, scope: !346, file: !3, line: 146, type: !5)
!351 = !DILocalVariable(name: "s", arg: 2, scope: !346, file: !3, line: 146, type: !17)
!352 = !DILocalVariable(name: "n", arg: 3, scope: !346, file: !3, line: 146, type: !150)
!353 = !DILocalVariable(name: "i", scope: !346, file: !3, line: 147, type: !150)
!354 = !DILocalVariable(name: "end", scope: !346, file: !3, line: 150, type: !5)
!355 = !DILocation(line: 0, scope: !346)
!356 = !DILocation(line: 148, column: 12, scope: !357)
!357 = distinct !DILexicalBlock(scope: !358, file: !3, line: 148, column: 3)
!358 = distinct !DILexicalBlock(scope: !346, file: !3, line: 148, column: 3)
!359 = !DILocation(line: 148, column: 16, scope: !357)
!360 = !DILocation(line: 148, column: 19, scope: !357)
!361 = !DILocation(line: 148, column: 3, scope: !358)
!362 = !DILocation(line: 149, column: 5, scope: !357)
!363 = !DILocation(line: 149, column: 10, scope: !357)
!364 = !DILocation(line: 148, column: 26, scope: !357)
!365 = distinct !{!365, !361, !366, !142}
!366 = !DILocation(line: 149, column: 15, scope: !358)
!367 = !DILocation(line: 151, column: 12, scope: !368)
!368 = distinct !DILexicalBlock(scope: !369, file: !3, line: 151, column: 3)
!369 = distinct !DILexicalBlock(scope: !346, file: !3, line: 151, column: 3)
!370 = !DILocation(line: 151, column: 3, scope: !369)
!371 = !DILocation(line: 152, column: 5, scope: !368)
!372 = !DILocation(line: 152, column: 10, scope: !368)
!373 = !DILocation(line: 151, column: 18, scope: !368)
!374 = distinct !{!374, !375}
!375 = !{!"llvm.loop.unroll.disable"}
!376 = distinct !{!376, !370, !377, !142}
!377 = !DILocation(line: 152, column: 12, scope: !369)
!378 = !DILocation(line: 150, column: 17, scope: !346)
!379 = !DILocation(line: 153, column: 3, scope: !346)
!380 = distinct !DISubprogram(name: "strchrnul", scope: !3, file: !3, line: 156, type: !381, scopeLine: 156, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !383)
!381 = !DISubroutineType(types: !382)
!382 = !{!5, !17, !14}
!383 = !{!384, !385}
!384 = !DILocalVariable(name: "s", arg: 1, scope: !380, file: !3, line: 156, type: !17)
!385 = !DILocalVariable(name: "c", arg: 2, scope: !380, file: !3, line: 156, type: !14)
!386 = !DILocation(line: 0, scope: !380)
!387 = !DILocation(line: 157, column: 10, scope: !380)
!388 = !DILocation(line: 157, column: 13, scope: !380)
!389 = !DILocation(line: 157, column: 19, scope: !380)
!390 = !DILocation(line: 157, column: 3, scope: !380)
!391 = !DILocation(line: 158, column: 6, scope: !380)
!392 = distinct !{!392, !390, !391, !142}
!393 = !DILocation(line: 159, column: 3, scope: !380)
!394 = distinct !DISubprogram(name: "strncpy", scope: !3, file: !3, line: 162, type: !347, scopeLine: 162, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !395)
!395 = !{!396, !397, !398, !399}
!396 = !DILocalVariable(name: "d", arg: 1, scope: !394, file: !3, line: 162, type: !5)
!397 = !DILocalVariable(name: "s", arg: 2, scope: !394, file: !3, line: 162, type: !17)
!398 = !DILocalVariable(name: "n", arg: 3, scope: !394, file: !3, line: 162, type: !150)
!399 = !DILocalVariable(name: "i", scope: !394, file: !3, line: 163, type: !150)
!400 = !DILocation(line: 0, scope: !394)
!401 = !DILocation(line: 164, column: 12, scope: !402)
!402 = distinct !DILexicalBlock(scope: !403, file: !3, line: 164, column: 3)
!403 = distinct !DILexicalBlock(scope: !394, file: !3, line: 164, column: 3)
!404 = !DILocation(line: 164, column: 16, scope: !402)
!405 = !DILocation(line: 164, column: 19, scope: !402)
!406 = !DILocation(line: 164, column: 3, scope: !403)
!407 = !DILocation(line: 165, column: 5, scope: !402)
!408 = !DILocation(line: 165, column: 10, scope: !402)
!409 = !DILocation(line: 164, column: 26, scope: !402)
!410 = distinct !{!410, !406, !411, !142}
!411 = !DILocation(line: 165, column: 15, scope: !403)
!412 = !DILocation(line: 166, column: 12, scope: !413)
!413 = distinct !DILexicalBlock(scope: !414, file: !3, line: 166, column: 3)
!414 = distinct !DILexicalBlock(scope: !394, file: !3, line: 166, column: 3)
!415 = !DILocation(line: 166, column: 3, scope: !414)
!416 = !DILocation(line: 167, column: 5, scope: !413)
!417 = !DILocation(line: 167, column: 10, scope: !413)
!418 = !DILocation(line: 166, column: 18, scope: !413)
!419 = distinct !{!419, !375}
!420 = distinct !{!420, !415, !421, !142}
!421 = !DILocation(line: 167, column: 12, scope: !414)
!422 = !DILocation(line: 168, column: 3, scope: !394)
!423 = distinct !DISubprogram(name: "strcat", scope: !3, file: !3, line: 171, type: !36, scopeLine: 171, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !424)
!424 = !{!425, !426}
!425 = !DILocalVariable(name: "d", arg: 1, scope: !423, file: !3, line: 171, type: !5)
!426 = !DILocalVariable(name: "s", arg: 2, scope: !423, file: !3, line: 171, type: !17)
!427 = !DILocation(line: 0, scope: !423)
!428 = !DILocation(line: 172, column: 14, scope: !423)
!429 = !DILocation(line: 172, column: 12, scope: !423)
!430 = !DILocation(line: 0, scope: !320, inlinedAt: !431)
!431 = distinct !DILocation(line: 172, column: 3, scope: !423)
!432 = !DILocation(line: 135, column: 3, scope: !320, inlinedAt: !431)
!433 = !DILocation(line: 135, column: 20, scope: !320, inlinedAt: !431)
!434 = !DILocation(line: 135, column: 18, scope: !320, inlinedAt: !431)
!435 = !DILocation(line: 135, column: 13, scope: !320, inlinedAt: !431)
!436 = !DILocation(line: 135, column: 16, scope: !320, inlinedAt: !431)
!437 = distinct !{!437, !432, !438, !142}
!438 = !DILocation(line: 136, column: 5, scope: !320, inlinedAt: !431)
!439 = !DILocation(line: 173, column: 3, scope: !423)
!440 = !DISubprogram(name: "strlen", scope: !3, file: !3, line: 27, type: !441, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!441 = !DISubroutineType(types: !442)
!442 = !{!150, !17}
!443 = distinct !DISubprogram(name: "strncat", scope: !3, file: !3, line: 176, type: !347, scopeLine: 176, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !444)
!444 = !{!445, !446, !447, !448, !449}
!445 = !DILocalVariable(name: "d", arg: 1, scope: !443, file: !3, line: 176, type: !5)
!446 = !DILocalVariable(name: "s", arg: 2, scope: !443, file: !3, line: 176, type: !17)
!447 = !DILocalVariable(name: "n", arg: 3, scope: !443, file: !3, line: 176, type: !150)
!448 = !DILocalVariable(name: "e", scope: !443, file: !3, line: 177, type: !5)
!449 = !DILocalVariable(name: "i", scope: !443, file: !3, line: 178, type: !150)
!450 = !DILocation(line: 0, scope: !443)
!451 = !DILocation(line: 177, column: 17, scope: !443)
!452 = !DILocation(line: 177, column: 15, scope: !443)
!453 = !DILocation(line: 179, column: 12, scope: !454)
!454 = distinct !DILexicalBlock(scope: !455, file: !3, line: 179, column: 3)
!455 = distinct !DILexicalBlock(scope: !443, file: !3, line: 179, column: 3)
!456 = !DILocation(line: 179, column: 16, scope: !454)
!457 = !DILocation(line: 179, column: 19, scope: !454)
!458 = !DILocation(line: 179, column: 3, scope: !455)
!459 = !DILocation(line: 180, column: 5, scope: !454)
!460 = !DILocation(line: 180, column: 10, scope: !454)
!461 = !DILocation(line: 179, column: 26, scope: !454)
!462 = distinct !{!462, !458, !463, !142}
!463 = !DILocation(line: 180, column: 15, scope: !455)
!464 = !DILocation(line: 181, column: 3, scope: !443)
!465 = !DILocation(line: 181, column: 8, scope: !443)
!466 = !DILocation(line: 182, column: 3, scope: !443)
!467 = distinct !DISubprogram(name: "strchr", scope: !3, file: !3, line: 185, type: !381, scopeLine: 185, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !468)
!468 = !{!469, !470}
!469 = !DILocalVariable(name: "s", arg: 1, scope: !467, file: !3, line: 185, type: !17)
!470 = !DILocalVariable(name: "c", arg: 2, scope: !467, file: !3, line: 185, type: !14)
!471 = !DILocation(line: 0, scope: !467)
!472 = !DILocation(line: 187, column: 9, scope: !473)
!473 = distinct !DILexicalBlock(scope: !474, file: !3, line: 187, column: 9)
!474 = distinct !DILexicalBlock(scope: !475, file: !3, line: 186, column: 16)
!475 = distinct !DILexicalBlock(scope: !476, file: !3, line: 186, column: 3)
!476 = distinct !DILexicalBlock(scope: !467, file: !3, line: 186, column: 3)
!477 = !DILocation(line: 187, column: 12, scope: !473)
!478 = !DILocation(line: 187, column: 9, scope: !474)
!479 = !DILocation(line: 189, column: 10, scope: !480)
!480 = distinct !DILexicalBlock(scope: !474, file: !3, line: 189, column: 9)
!481 = !DILocation(line: 189, column: 9, scope: !474)
!482 = !DILocation(line: 186, column: 12, scope: !475)
!483 = distinct !{!483, !484, !485}
!484 = !DILocation(line: 186, column: 3, scope: !476)
!485 = !DILocation(line: 191, column: 3, scope: !476)
!486 = !DILocation(line: 0, scope: !474)
!487 = !DILocation(line: 192, column: 1, scope: !467)
!488 = distinct !DISubprogram(name: "strrchr", scope: !3, file: !3, line: 194, type: !381, scopeLine: 194, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !489)
!489 = !{!490, !491, !492}
!490 = !DILocalVariable(name: "s", arg: 1, scope: !488, file: !3, line: 194, type: !17)
!491 = !DILocalVariable(name: "c", arg: 2, scope: !488, file: !3, line: 194, type: !14)
!492 = !DILocalVariable(name: "last", scope: !488, file: !3, line: 195, type: !17)
!493 = !DILocation(line: 0, scope: !488)
!494 = !DILocation(line: 196, column: 3, scope: !488)
!495 = !DILocation(line: 197, column: 9, scope: !496)
!496 = distinct !DILexicalBlock(scope: !497, file: !3, line: 197, column: 9)
!497 = distinct !DILexicalBlock(scope: !498, file: !3, line: 196, column: 16)
!498 = distinct !DILexicalBlock(scope: !499, file: !3, line: 196, column: 3)
!499 = distinct !DILexicalBlock(scope: !488, file: !3, line: 196, column: 3)
!500 = !DILocation(line: 197, column: 12, scope: !496)
!501 = !DILocation(line: 197, column: 9, scope: !497)
!502 = !DILocation(line: 199, column: 10, scope: !503)
!503 = distinct !DILexicalBlock(scope: !497, file: !3, line: 199, column: 9)
!504 = !DILocation(line: 196, column: 12, scope: !498)
!505 = !DILocation(line: 199, column: 9, scope: !497)
!506 = distinct !{!506, !507, !508}
!507 = !DILocation(line: 196, column: 3, scope: !499)
!508 = !DILocation(line: 201, column: 3, scope: !499)
!509 = !DILocation(line: 200, column: 7, scope: !503)
!510 = distinct !DISubprogram(name: "strstr", scope: !3, file: !3, line: 204, type: !511, scopeLine: 204, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !513)
!511 = !DISubroutineType(types: !512)
!512 = !{!5, !17, !17}
!513 = !{!514, !515, !516}
!514 = !DILocalVariable(name: "h", arg: 1, scope: !510, file: !3, line: 204, type: !17)
!515 = !DILocalVariable(name: "n", arg: 2, scope: !510, file: !3, line: 204, type: !17)
!516 = !DILocalVariable(name: "m", scope: !510, file: !3, line: 205, type: !150)
!517 = !DILocation(line: 0, scope: !510)
!518 = !DILocation(line: 205, column: 14, scope: !510)
!519 = !DILocation(line: 206, column: 9, scope: !520)
!520 = distinct !DILexicalBlock(scope: !510, file: !3, line: 206, column: 7)
!521 = !DILocation(line: 206, column: 7, scope: !510)
!522 = !DILocation(line: 208, column: 10, scope: !523)
!523 = distinct !DILexicalBlock(scope: !524, file: !3, line: 208, column: 3)
!524 = distinct !DILexicalBlock(scope: !510, file: !3, line: 208, column: 3)
!525 = !DILocation(line: 208, column: 3, scope: !524)
!526 = !DILocation(line: 209, column: 12, scope: !527)
!527 = distinct !DILexicalBlock(scope: !523, file: !3, line: 209, column: 9)
!528 = !DILocation(line: 209, column: 18, scope: !527)
!529 = !DILocation(line: 0, scope: !298, inlinedAt: !530)
!530 = distinct !DILocation(line: 209, column: 21, scope: !527)
!531 = !DILocation(line: 125, column: 9, scope: !305, inlinedAt: !530)
!532 = !DILocation(line: 125, column: 17, scope: !305, inlinedAt: !530)
!533 = !DILocation(line: 125, column: 14, scope: !305, inlinedAt: !530)
!534 = !DILocation(line: 125, column: 9, scope: !306, inlinedAt: !530)
!535 = !DILocation(line: 127, column: 10, scope: !315, inlinedAt: !530)
!536 = !DILocation(line: 127, column: 9, scope: !306, inlinedAt: !530)
!537 = distinct !{!537, !538, !539, !142}
!538 = !DILocation(line: 124, column: 3, scope: !298, inlinedAt: !530)
!539 = !DILocation(line: 129, column: 3, scope: !298, inlinedAt: !530)
!540 = !DILocation(line: 208, column: 15, scope: !523)
!541 = distinct !{!541, !525, !542, !142}
!542 = !DILocation(line: 210, column: 22, scope: !524)
!543 = !DILocation(line: 212, column: 1, scope: !510)
!544 = distinct !DISubprogram(name: "strspn", scope: !3, file: !3, line: 214, type: !545, scopeLine: 214, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !547)
!545 = !DISubroutineType(types: !546)
!546 = !{!150, !17, !17}
!547 = !{!548, !549, !550}
!548 = !DILocalVariable(name: "s", arg: 1, scope: !544, file: !3, line: 214, type: !17)
!549 = !DILocalVariable(name: "accept", arg: 2, scope: !544, file: !3, line: 214, type: !17)
!550 = !DILocalVariable(name: "i", scope: !544, file: !3, line: 215, type: !150)
!551 = !DILocation(line: 0, scope: !544)
!552 = !DILocation(line: 216, column: 10, scope: !544)
!553 = !DILocation(line: 216, column: 15, scope: !544)
!554 = !DILocation(line: 0, scope: !467, inlinedAt: !555)
!555 = distinct !DILocation(line: 216, column: 18, scope: !544)
!556 = !DILocation(line: 187, column: 12, scope: !473, inlinedAt: !555)
!557 = !DILocation(line: 187, column: 9, scope: !474, inlinedAt: !555)
!558 = !DILocation(line: 189, column: 10, scope: !480, inlinedAt: !555)
!559 = !DILocation(line: 189, column: 9, scope: !474, inlinedAt: !555)
!560 = !DILocation(line: 186, column: 12, scope: !475, inlinedAt: !555)
!561 = !DILocation(line: 187, column: 9, scope: !473, inlinedAt: !555)
!562 = distinct !{!562, !563, !564}
!563 = !DILocation(line: 186, column: 3, scope: !476, inlinedAt: !555)
!564 = !DILocation(line: 191, column: 3, scope: !476, inlinedAt: !555)
!565 = !DILocation(line: 217, column: 6, scope: !544)
!566 = distinct !{!566, !567, !565, !142}
!567 = !DILocation(line: 216, column: 3, scope: !544)
!568 = !DILocation(line: 218, column: 3, scope: !544)
!569 = distinct !DISubprogram(name: "strcspn", scope: !3, file: !3, line: 221, type: !545, scopeLine: 221, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !570)
!570 = !{!571, !572, !573}
!571 = !DILocalVariable(name: "s", arg: 1, scope: !569, file: !3, line: 221, type: !17)
!572 = !DILocalVariable(name: "reject", arg: 2, scope: !569, file: !3, line: 221, type: !17)
!573 = !DILocalVariable(name: "i", scope: !569, file: !3, line: 222, type: !150)
!574 = !DILocation(line: 0, scope: !569)
!575 = !DILocation(line: 223, column: 10, scope: !569)
!576 = !DILocation(line: 223, column: 15, scope: !569)
!577 = !DILocation(line: 0, scope: !467, inlinedAt: !578)
!578 = distinct !DILocation(line: 223, column: 19, scope: !569)
!579 = !DILocation(line: 187, column: 12, scope: !473, inlinedAt: !578)
!580 = !DILocation(line: 187, column: 9, scope: !474, inlinedAt: !578)
!581 = !DILocation(line: 189, column: 10, scope: !480, inlinedAt: !578)
!582 = !DILocation(line: 189, column: 9, scope: !474, inlinedAt: !578)
!583 = !DILocation(line: 186, column: 12, scope: !475, inlinedAt: !578)
!584 = !DILocation(line: 187, column: 9, scope: !473, inlinedAt: !578)
!585 = distinct !{!585, !586, !587}
!586 = !DILocation(line: 186, column: 3, scope: !476, inlinedAt: !578)
!587 = !DILocation(line: 191, column: 3, scope: !476, inlinedAt: !578)
!588 = !DILocation(line: 224, column: 6, scope: !569)
!589 = distinct !{!589, !590, !588, !142}
!590 = !DILocation(line: 223, column: 3, scope: !569)
!591 = !DILocation(line: 225, column: 3, scope: !569)
!592 = distinct !DISubprogram(name: "strpbrk", scope: !3, file: !3, line: 228, type: !511, scopeLine: 228, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !593)
!593 = !{!594, !595}
!594 = !DILocalVariable(name: "s", arg: 1, scope: !592, file: !3, line: 228, type: !17)
!595 = !DILocalVariable(name: "accept", arg: 2, scope: !592, file: !3, line: 228, type: !17)
!596 = !DILocation(line: 0, scope: !592)
!597 = !DILocation(line: 0, scope: !569, inlinedAt: !598)
!598 = distinct !DILocation(line: 229, column: 8, scope: !592)
!599 = !DILocation(line: 223, column: 10, scope: !569, inlinedAt: !598)
!600 = !DILocation(line: 223, column: 15, scope: !569, inlinedAt: !598)
!601 = !DILocation(line: 0, scope: !467, inlinedAt: !602)
!602 = distinct !DILocation(line: 223, column: 19, scope: !569, inlinedAt: !598)
!603 = !DILocation(line: 187, column: 12, scope: !473, inlinedAt: !602)
!604 = !DILocation(line: 187, column: 9, scope: !474, inlinedAt: !602)
!605 = !DILocation(line: 189, column: 10, scope: !480, inlinedAt: !602)
!606 = !DILocation(line: 189, column: 9, scope: !474, inlinedAt: !602)
!607 = !DILocation(line: 186, column: 12, scope: !475, inlinedAt: !602)
!608 = !DILocation(line: 187, column: 9, scope: !473, inlinedAt: !602)
!609 = distinct !{!609, !610, !611}
!610 = !DILocation(line: 186, column: 3, scope: !476, inlinedAt: !602)
!611 = !DILocation(line: 191, column: 3, scope: !476, inlinedAt: !602)
!612 = !DILocation(line: 224, column: 6, scope: !569, inlinedAt: !598)
!613 = distinct !{!613, !614, !612, !142}
!614 = !DILocation(line: 223, column: 3, scope: !569, inlinedAt: !598)
!615 = !DILocation(line: 229, column: 5, scope: !592)
!616 = !DILocation(line: 230, column: 10, scope: !592)
!617 = !DILocation(line: 230, column: 3, scope: !592)
!618 = distinct !DISubprogram(name: "strtok_r", scope: !3, file: !3, line: 233, type: !619, scopeLine: 233, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !622)
!619 = !DISubroutineType(types: !620)
!620 = !{!5, !5, !17, !621}
!621 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 32)
!622 = !{!623, !624, !625, !626}
!623 = !DILocalVariable(name: "s", arg: 1, scope: !618, file: !3, line: 233, type: !5)
!624 = !DILocalVariable(name: "delim", arg: 2, scope: !618, file: !3, line: 233, type: !17)
!625 = !DILocalVariable(name: "save", arg: 3, scope: !618, file: !3, line: 233, type: !621)
!626 = !DILocalVariable(name: "end", scope: !618, file: !3, line: 241, type: !5)
!627 = !DILocation(line: 0, scope: !618)
!628 = !DILocation(line: 234, column: 8, scope: !629)
!629 = distinct !DILexicalBlock(scope: !618, file: !3, line: 234, column: 7)
!630 = !DILocation(line: 234, column: 7, scope: !618)
!631 = !DILocation(line: 235, column: 9, scope: !629)
!632 = !DILocation(line: 235, column: 5, scope: !629)
!633 = !DILocation(line: 0, scope: !544, inlinedAt: !634)
!634 = distinct !DILocation(line: 236, column: 8, scope: !618)
!635 = !DILocation(line: 216, column: 10, scope: !544, inlinedAt: !634)
!636 = !DILocation(line: 216, column: 15, scope: !544, inlinedAt: !634)
!637 = !DILocation(line: 0, scope: !467, inlinedAt: !638)
!638 = distinct !DILocation(line: 216, column: 18, scope: !544, inlinedAt: !634)
!639 = !DILocation(line: 187, column: 12, scope: !473, inlinedAt: !638)
!640 = !DILocation(line: 187, column: 9, scope: !474, inlinedAt: !638)
!641 = !DILocation(line: 189, column: 10, scope: !480, inlinedAt: !638)
!642 = !DILocation(line: 189, column: 9, scope: !474, inlinedAt: !638)
!643 = !DILocation(line: 186, column: 12, scope: !475, inlinedAt: !638)
!644 = !DILocation(line: 187, column: 9, scope: !473, inlinedAt: !638)
!645 = distinct !{!645, !646, !647}
!646 = !DILocation(line: 186, column: 3, scope: !476, inlinedAt: !638)
!647 = !DILocation(line: 191, column: 3, scope: !476, inlinedAt: !638)
!648 = !DILocation(line: 217, column: 6, scope: !544, inlinedAt: !634)
!649 = distinct !{!649, !650, !648, !142}
!650 = !DILocation(line: 216, column: 3, scope: !544, inlinedAt: !634)
!651 = !DILocation(line: 236, column: 5, scope: !618)
!652 = !DILocation(line: 237, column: 7, scope: !618)
!653 = !DILocation(line: 0, scope: !569, inlinedAt: !654)
!654 = distinct !DILocation(line: 241, column: 19, scope: !618)
!655 = !DILocation(line: 223, column: 15, scope: !569, inlinedAt: !654)
!656 = !DILocation(line: 0, scope: !467, inlinedAt: !657)
!657 = distinct !DILocation(line: 223, column: 19, scope: !569, inlinedAt: !654)
!658 = !DILocation(line: 187, column: 12, scope: !473, inlinedAt: !657)
!659 = !DILocation(line: 187, column: 9, scope: !474, inlinedAt: !657)
!660 = !DILocation(line: 189, column: 10, scope: !480, inlinedAt: !657)
!661 = !DILocation(line: 189, column: 9, scope: !474, inlinedAt: !657)
!662 = !DILocation(line: 186, column: 12, scope: !475, inlinedAt: !657)
!663 = !DILocation(line: 187, column: 9, scope: !473, inlinedAt: !657)
!664 = distinct !{!664, !665, !666}
!665 = !DILocation(line: 186, column: 3, scope: !476, inlinedAt: !657)
!666 = !DILocation(line: 191, column: 3, scope: !476, inlinedAt: !657)
!667 = !DILocation(line: 224, column: 6, scope: !569, inlinedAt: !654)
!668 = !DILocation(line: 223, column: 10, scope: !569, inlinedAt: !654)
!669 = distinct !{!669, !670, !667, !142}
!670 = !DILocation(line: 223, column: 3, scope: !569, inlinedAt: !654)
!671 = !DILocation(line: 241, column: 17, scope: !618)
!672 = !DILocation(line: 242, column: 7, scope: !673)
!673 = distinct !DILexicalBlock(scope: !618, file: !3, line: 242, column: 7)
!674 = !DILocation(line: 242, column: 7, scope: !618)
!675 = !DILocation(line: 243, column: 9, scope: !673)
!676 = !DILocation(line: 243, column: 12, scope: !673)
!677 = !DILocation(line: 243, column: 5, scope: !673)
!678 = !DILocation(line: 246, column: 1, scope: !618)
!679 = !DILocation(line: 0, scope: !35)
!680 = !DILocation(line: 0, scope: !618, inlinedAt: !681)
!681 = distinct !DILocation(line: 250, column: 10, scope: !35)
!682 = !DILocation(line: 234, column: 8, scope: !629, inlinedAt: !681)
!683 = !DILocation(line: 234, column: 7, scope: !618, inlinedAt: !681)
!684 = !DILocation(line: 0, scope: !544, inlinedAt: !685)
!685 = distinct !DILocation(line: 236, column: 8, scope: !618, inlinedAt: !681)
!686 = !DILocation(line: 216, column: 10, scope: !544, inlinedAt: !685)
!687 = !DILocation(line: 216, column: 15, scope: !544, inlinedAt: !685)
!688 = !DILocation(line: 0, scope: !467, inlinedAt: !689)
!689 = distinct !DILocation(line: 216, column: 18, scope: !544, inlinedAt: !685)
!690 = !DILocation(line: 187, column: 12, scope: !473, inlinedAt: !689)
!691 = !DILocation(line: 187, column: 9, scope: !474, inlinedAt: !689)
!692 = !DILocation(line: 189, column: 10, scope: !480, inlinedAt: !689)
!693 = !DILocation(line: 189, column: 9, scope: !474, inlinedAt: !689)
!694 = !DILocation(line: 186, column: 12, scope: !475, inlinedAt: !689)
!695 = !DILocation(line: 187, column: 9, scope: !473, inlinedAt: !689)
!696 = distinct !{!696, !697, !698}
!697 = !DILocation(line: 186, column: 3, scope: !476, inlinedAt: !689)
!698 = !DILocation(line: 191, column: 3, scope: !476, inlinedAt: !689)
!699 = !DILocation(line: 217, column: 6, scope: !544, inlinedAt: !685)
!700 = distinct !{!700, !701, !699, !142}
!701 = !DILocation(line: 216, column: 3, scope: !544, inlinedAt: !685)
!702 = !DILocation(line: 236, column: 5, scope: !618, inlinedAt: !681)
!703 = !DILocation(line: 237, column: 7, scope: !618, inlinedAt: !681)
!704 = !DILocation(line: 0, scope: !569, inlinedAt: !705)
!705 = distinct !DILocation(line: 241, column: 19, scope: !618, inlinedAt: !681)
!706 = !DILocation(line: 223, column: 15, scope: !569, inlinedAt: !705)
!707 = !DILocation(line: 0, scope: !467, inlinedAt: !708)
!708 = distinct !DILocation(line: 223, column: 19, scope: !569, inlinedAt: !705)
!709 = !DILocation(line: 187, column: 12, scope: !473, inlinedAt: !708)
!710 = !DILocation(line: 187, column: 9, scope: !474, inlinedAt: !708)
!711 = !DILocation(line: 189, column: 10, scope: !480, inlinedAt: !708)
!712 = !DILocation(line: 189, column: 9, scope: !474, inlinedAt: !708)
!713 = !DILocation(line: 186, column: 12, scope: !475, inlinedAt: !708)
!714 = !DILocation(line: 187, column: 9, scope: !473, inlinedAt: !708)
!715 = distinct !{!715, !716, !717}
!716 = !DILocation(line: 186, column: 3, scope: !476, inlinedAt: !708)
!717 = !DILocation(line: 191, column: 3, scope: !476, inlinedAt: !708)
!718 = !DILocation(line: 224, column: 6, scope: !569, inlinedAt: !705)
!719 = !DILocation(line: 223, column: 10, scope: !569, inlinedAt: !705)
!720 = distinct !{!720, !721, !718, !142}
!721 = !DILocation(line: 223, column: 3, scope: !569, inlinedAt: !705)
!722 = !DILocation(line: 241, column: 17, scope: !618, inlinedAt: !681)
!723 = !DILocation(line: 242, column: 7, scope: !673, inlinedAt: !681)
!724 = !DILocation(line: 242, column: 7, scope: !618, inlinedAt: !681)
!725 = !DILocation(line: 243, column: 9, scope: !673, inlinedAt: !681)
!726 = !DILocation(line: 243, column: 12, scope: !673, inlinedAt: !681)
!727 = !DILocation(line: 243, column: 5, scope: !673, inlinedAt: !681)
!728 = !DILocation(line: 250, column: 3, scope: !35)
!729 = distinct !DISubprogram(name: "strdup", scope: !3, file: !3, line: 253, type: !730, scopeLine: 253, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !732)
!730 = !DISubroutineType(types: !731)
!731 = !{!5, !17}
!732 = !{!733, !734, !735}
!733 = !DILocalVariable(name: "s", arg: 1, scope: !729, file: !3, line: 253, type: !17)
!734 = !DILocalVariable(name: "n", scope: !729, file: !3, line: 254, type: !150)
!735 = !DILocalVariable(name: "d", scope: !729, file: !3, line: 255, type: !5)
!736 = !DILocation(line: 0, scope: !729)
!737 = !DILocation(line: 254, column: 14, scope: !729)
!738 = !DILocation(line: 254, column: 24, scope: !729)
!739 = !DILocation(line: 255, column: 13, scope: !729)
!740 = !DILocation(line: 256, column: 7, scope: !741)
!741 = distinct !DILexicalBlock(scope: !729, file: !3, line: 256, column: 7)
!742 = !DILocation(line: 256, column: 7, scope: !729)
!743 = !DILocation(line: 257, column: 5, scope: !741)
!744 = !DILocation(line: 258, column: 3, scope: !729)
!745 = !DISubprogram(name: "malloc", scope: !3, file: !3, line: 23, type: !746, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!746 = !DISubroutineType(types: !747)
!747 = !{!8, !150}
!748 = distinct !DISubprogram(name: "strndup", scope: !3, file: !3, line: 261, type: !749, scopeLine: 261, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !751)
!749 = !DISubroutineType(types: !750)
!750 = !{!5, !17, !150}
!751 = !{!752, !753, !754, !755}
!752 = !DILocalVariable(name: "s", arg: 1, scope: !748, file: !3, line: 261, type: !17)
!753 = !DILocalVariable(name: "n", arg: 2, scope: !748, file: !3, line: 261, type: !150)
!754 = !DILocalVariable(name: "m", scope: !748, file: !3, line: 262, type: !150)
!755 = !DILocalVariable(name: "d", scope: !748, file: !3, line: 263, type: !5)
!756 = !DILocation(line: 0, scope: !748)
!757 = !DILocation(line: 0, scope: !249, inlinedAt: !758)
!758 = distinct !DILocation(line: 262, column: 14, scope: !748)
!759 = !DILocation(line: 108, column: 12, scope: !249, inlinedAt: !758)
!760 = !DILocation(line: 108, column: 16, scope: !249, inlinedAt: !758)
!761 = !DILocation(line: 108, column: 19, scope: !249, inlinedAt: !758)
!762 = !DILocation(line: 108, column: 3, scope: !249, inlinedAt: !758)
!763 = !DILocation(line: 109, column: 6, scope: !249, inlinedAt: !758)
!764 = distinct !{!764, !762, !763, !142}
!765 = !DILocation(line: 263, column: 22, scope: !748)
!766 = !DILocation(line: 263, column: 13, scope: !748)
!767 = !DILocation(line: 264, column: 7, scope: !768)
!768 = distinct !DILexicalBlock(scope: !748, file: !3, line: 264, column: 7)
!769 = !DILocation(line: 264, column: 7, scope: !748)
!770 = !DILocation(line: 265, column: 5, scope: !771)
!771 = distinct !DILexicalBlock(scope: !768, file: !3, line: 264, column: 10)
!772 = !DILocation(line: 266, column: 5, scope: !771)
!773 = !DILocation(line: 266, column: 10, scope: !771)
!774 = !DILocation(line: 267, column: 3, scope: !771)
!775 = !DILocation(line: 268, column: 3, scope: !748)
!776 = distinct !DISubprogram(name: "__ctype_b_loc", scope: !3, file: !3, line: 314, type: !777, scopeLine: 314, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!777 = !DISubroutineType(types: !778)
!778 = !{!779}
!779 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 32)
!780 = !DILocation(line: 314, column: 41, scope: !776)
!781 = distinct !DISubprogram(name: "__ctype_tolower_loc", scope: !3, file: !3, line: 315, type: !782, scopeLine: 315, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!782 = !DISubroutineType(types: !783)
!783 = !{!784}
!784 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 32)
!785 = !DILocation(line: 315, column: 47, scope: !781)
!786 = distinct !DISubprogram(name: "__ctype_toupper_loc", scope: !3, file: !3, line: 316, type: !782, scopeLine: 316, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!787 = !DILocation(line: 316, column: 47, scope: !786)
!788 = distinct !DISubprogram(name: "isalpha", scope: !3, file: !3, line: 319, type: !789, scopeLine: 319, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !791)
!789 = !DISubroutineType(types: !790)
!790 = !{!14, !14}
!791 = !{!792}
!792 = !DILocalVariable(name: "c", arg: 1, scope: !788, file: !3, line: 319, type: !14)
!793 = !DILocation(line: 0, scope: !788)
!794 = !DILocalVariable(name: "c", arg: 1, scope: !795, file: !3, line: 318, type: !14)
!795 = distinct !DISubprogram(name: "cls", scope: !3, file: !3, line: 318, type: !789, scopeLine: 318, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !796)
!796 = !{!794}
!797 = !DILocation(line: 0, scope: !795, inlinedAt: !798)
!798 = distinct !DILocation(line: 319, column: 29, scope: !788)
!799 = !DILocation(line: 318, column: 42, scope: !795, inlinedAt: !798)
!800 = !DILocation(line: 318, column: 55, scope: !795, inlinedAt: !798)
!801 = !{!802, !802, i64 0}
!802 = !{!"short", !114, i64 0}
!803 = !DILocation(line: 319, column: 36, scope: !788)
!804 = !DILocation(line: 318, column: 32, scope: !795, inlinedAt: !798)
!805 = !DILocation(line: 319, column: 22, scope: !788)
!806 = distinct !DISubprogram(name: "isdigit", scope: !3, file: !3, line: 320, type: !789, scopeLine: 320, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !807)
!807 = !{!808}
!808 = !DILocalVariable(name: "c", arg: 1, scope: !806, file: !3, line: 320, type: !14)
!809 = !DILocation(line: 0, scope: !806)
!810 = !DILocation(line: 0, scope: !795, inlinedAt: !811)
!811 = distinct !DILocation(line: 320, column: 29, scope: !806)
!812 = !DILocation(line: 318, column: 42, scope: !795, inlinedAt: !811)
!813 = !DILocation(line: 318, column: 55, scope: !795, inlinedAt: !811)
!814 = !DILocation(line: 320, column: 36, scope: !806)
!815 = !DILocation(line: 318, column: 32, scope: !795, inlinedAt: !811)
!816 = !DILocation(line: 320, column: 22, scope: !806)
!817 = distinct !DISubprogram(name: "isalnum", scope: !3, file: !3, line: 321, type: !789, scopeLine: 321, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !818)
!818 = !{!819}
!819 = !DILocalVariable(name: "c", arg: 1, scope: !817, file: !3, line: 321, type: !14)
!820 = !DILocation(line: 0, scope: !817)
!821 = !DILocation(line: 0, scope: !795, inlinedAt: !822)
!822 = distinct !DILocation(line: 321, column: 29, scope: !817)
!823 = !DILocation(line: 318, column: 42, scope: !795, inlinedAt: !822)
!824 = !DILocation(line: 318, column: 55, scope: !795, inlinedAt: !822)
!825 = !DILocation(line: 321, column: 36, scope: !817)
!826 = !DILocation(line: 318, column: 32, scope: !795, inlinedAt: !822)
!827 = !DILocation(line: 321, column: 22, scope: !817)
!828 = distinct !DISubprogram(name: "isspace", scope: !3, file: !3, line: 322, type: !789, scopeLine: 322, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !829)
!829 = !{!830}
!830 = !DILocalVariable(name: "c", arg: 1, scope: !828, file: !3, line: 322, type: !14)
!831 = !DILocation(line: 0, scope: !828)
!832 = !DILocation(line: 0, scope: !795, inlinedAt: !833)
!833 = distinct !DILocation(line: 322, column: 29, scope: !828)
!834 = !DILocation(line: 318, column: 42, scope: !795, inlinedAt: !833)
!835 = !DILocation(line: 318, column: 55, scope: !795, inlinedAt: !833)
!836 = !DILocation(line: 322, column: 36, scope: !828)
!837 = !DILocation(line: 318, column: 32, scope: !795, inlinedAt: !833)
!838 = !DILocation(line: 322, column: 22, scope: !828)
!839 = distinct !DISubprogram(name: "isupper", scope: !3, file: !3, line: 323, type: !789, scopeLine: 323, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !840)
!840 = !{!841}
!841 = !DILocalVariable(name: "c", arg: 1, scope: !839, file: !3, line: 323, type: !14)
!842 = !DILocation(line: 0, scope: !839)
!843 = !DILocation(line: 0, scope: !795, inlinedAt: !844)
!844 = distinct !DILocation(line: 323, column: 29, scope: !839)
!845 = !DILocation(line: 318, column: 42, scope: !795, inlinedAt: !844)
!846 = !DILocation(line: 318, column: 55, scope: !795, inlinedAt: !844)
!847 = !DILocation(line: 323, column: 36, scope: !839)
!848 = !DILocation(line: 318, column: 32, scope: !795, inlinedAt: !844)
!849 = !DILocation(line: 323, column: 22, scope: !839)
!850 = distinct !DISubprogram(name: "islower", scope: !3, file: !3, line: 324, type: !789, scopeLine: 324, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !851)
!851 = !{!852}
!852 = !DILocalVariable(name: "c", arg: 1, scope: !850, file: !3, line: 324, type: !14)
!853 = !DILocation(line: 0, scope: !850)
!854 = !DILocation(line: 0, scope: !795, inlinedAt: !855)
!855 = distinct !DILocation(line: 324, column: 29, scope: !850)
!856 = !DILocation(line: 318, column: 42, scope: !795, inlinedAt: !855)
!857 = !DILocation(line: 318, column: 55, scope: !795, inlinedAt: !855)
!858 = !DILocation(line: 324, column: 36, scope: !850)
!859 = !DILocation(line: 318, column: 32, scope: !795, inlinedAt: !855)
!860 = !DILocation(line: 324, column: 22, scope: !850)
!861 = distinct !DISubprogram(name: "isxdigit", scope: !3, file: !3, line: 325, type: !789, scopeLine: 325, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !862)
!862 = !{!863}
!863 = !DILocalVariable(name: "c", arg: 1, scope: !861, file: !3, line: 325, type: !14)
!864 = !DILocation(line: 0, scope: !861)
!865 = !DILocation(line: 0, scope: !795, inlinedAt: !866)
!866 = distinct !DILocation(line: 325, column: 30, scope: !861)
!867 = !DILocation(line: 318, column: 42, scope: !795, inlinedAt: !866)
!868 = !DILocation(line: 318, column: 55, scope: !795, inlinedAt: !866)
!869 = !DILocation(line: 325, column: 37, scope: !861)
!870 = !DILocation(line: 318, column: 32, scope: !795, inlinedAt: !866)
!871 = !DILocation(line: 325, column: 23, scope: !861)
!872 = distinct !DISubprogram(name: "isprint", scope: !3, file: !3, line: 326, type: !789, scopeLine: 326, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !873)
!873 = !{!874}
!874 = !DILocalVariable(name: "c", arg: 1, scope: !872, file: !3, line: 326, type: !14)
!875 = !DILocation(line: 0, scope: !872)
!876 = !DILocation(line: 0, scope: !795, inlinedAt: !877)
!877 = distinct !DILocation(line: 326, column: 29, scope: !872)
!878 = !DILocation(line: 318, column: 42, scope: !795, inlinedAt: !877)
!879 = !DILocation(line: 318, column: 55, scope: !795, inlinedAt: !877)
!880 = !DILocation(line: 326, column: 36, scope: !872)
!881 = !DILocation(line: 318, column: 32, scope: !795, inlinedAt: !877)
!882 = !DILocation(line: 326, column: 22, scope: !872)
!883 = distinct !DISubprogram(name: "isgraph", scope: !3, file: !3, line: 327, type: !789, scopeLine: 327, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !884)
!884 = !{!885}
!885 = !DILocalVariable(name: "c", arg: 1, scope: !883, file: !3, line: 327, type: !14)
!886 = !DILocation(line: 0, scope: !883)
!887 = !DILocation(line: 0, scope: !795, inlinedAt: !888)
!888 = distinct !DILocation(line: 327, column: 29, scope: !883)
!889 = !DILocation(line: 318, column: 42, scope: !795, inlinedAt: !888)
!890 = !DILocation(line: 318, column: 55, scope: !795, inlinedAt: !888)
!891 = !DILocation(line: 327, column: 36, scope: !883)
!892 = !DILocation(line: 318, column: 32, scope: !795, inlinedAt: !888)
!893 = !DILocation(line: 327, column: 22, scope: !883)
!894 = distinct !DISubprogram(name: "ispunct", scope: !3, file: !3, line: 328, type: !789, scopeLine: 328, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !895)
!895 = !{!896}
!896 = !DILocalVariable(name: "c", arg: 1, scope: !894, file: !3, line: 328, type: !14)
!897 = !DILocation(line: 0, scope: !894)
!898 = !DILocation(line: 0, scope: !795, inlinedAt: !899)
!899 = distinct !DILocation(line: 328, column: 29, scope: !894)
!900 = !DILocation(line: 318, column: 42, scope: !795, inlinedAt: !899)
!901 = !DILocation(line: 318, column: 55, scope: !795, inlinedAt: !899)
!902 = !DILocation(line: 328, column: 36, scope: !894)
!903 = !DILocation(line: 318, column: 32, scope: !795, inlinedAt: !899)
!904 = !DILocation(line: 328, column: 22, scope: !894)
!905 = distinct !DISubprogram(name: "iscntrl", scope: !3, file: !3, line: 329, type: !789, scopeLine: 329, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !906)
!906 = !{!907}
!907 = !DILocalVariable(name: "c", arg: 1, scope: !905, file: !3, line: 329, type: !14)
!908 = !DILocation(line: 0, scope: !905)
!909 = !DILocation(line: 0, scope: !795, inlinedAt: !910)
!910 = distinct !DILocation(line: 329, column: 29, scope: !905)
!911 = !DILocation(line: 318, column: 42, scope: !795, inlinedAt: !910)
!912 = !DILocation(line: 318, column: 55, scope: !795, inlinedAt: !910)
!913 = !DILocation(line: 329, column: 36, scope: !905)
!914 = !DILocation(line: 318, column: 32, scope: !795, inlinedAt: !910)
!915 = !DILocation(line: 329, column: 22, scope: !905)
!916 = distinct !DISubprogram(name: "isblank", scope: !3, file: !3, line: 330, type: !789, scopeLine: 330, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !917)
!917 = !{!918}
!918 = !DILocalVariable(name: "c", arg: 1, scope: !916, file: !3, line: 330, type: !14)
!919 = !DILocation(line: 0, scope: !916)
!920 = !DILocation(line: 0, scope: !795, inlinedAt: !921)
!921 = distinct !DILocation(line: 330, column: 29, scope: !916)
!922 = !DILocation(line: 318, column: 42, scope: !795, inlinedAt: !921)
!923 = !DILocation(line: 318, column: 55, scope: !795, inlinedAt: !921)
!924 = !DILocation(line: 330, column: 36, scope: !916)
!925 = !DILocation(line: 318, column: 32, scope: !795, inlinedAt: !921)
!926 = !DILocation(line: 330, column: 22, scope: !916)
!927 = distinct !DISubprogram(name: "tolower", scope: !3, file: !3, line: 331, type: !789, scopeLine: 331, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !928)
!928 = !{!929}
!929 = !DILocalVariable(name: "c", arg: 1, scope: !927, file: !3, line: 331, type: !14)
!930 = !DILocation(line: 0, scope: !927)
!931 = !DILocation(line: 331, column: 39, scope: !927)
!932 = !DILocation(line: 331, column: 52, scope: !927)
!933 = !DILocation(line: 331, column: 29, scope: !927)
!934 = !DILocation(line: 331, column: 22, scope: !927)
!935 = distinct !DISubprogram(name: "toupper", scope: !3, file: !3, line: 332, type: !789, scopeLine: 332, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !936)
!936 = !{!937}
!937 = !DILocalVariable(name: "c", arg: 1, scope: !935, file: !3, line: 332, type: !14)
!938 = !DILocation(line: 0, scope: !935)
!939 = !DILocation(line: 332, column: 39, scope: !935)
!940 = !DILocation(line: 332, column: 52, scope: !935)
!941 = !DILocation(line: 332, column: 29, scope: !935)
!942 = !DILocation(line: 332, column: 22, scope: !935)
!943 = distinct !DISubprogram(name: "abs", scope: !3, file: !3, line: 336, type: !789, scopeLine: 336, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !944)
!944 = !{!945}
!945 = !DILocalVariable(name: "x", arg: 1, scope: !943, file: !3, line: 336, type: !14)
!946 = !DILocation(line: 0, scope: !943)
!947 = !DILocation(line: 336, column: 25, scope: !943)
!948 = !DILocation(line: 336, column: 18, scope: !943)
!949 = distinct !DISubprogram(name: "labs", scope: !3, file: !3, line: 337, type: !950, scopeLine: 337, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !952)
!950 = !DISubroutineType(types: !951)
!951 = !{!12, !12}
!952 = !{!953}
!953 = !DILocalVariable(name: "x", arg: 1, scope: !949, file: !3, line: 337, type: !12)
!954 = !DILocation(line: 0, scope: !949)
!955 = !DILocation(line: 337, column: 28, scope: !949)
!956 = !DILocation(line: 337, column: 21, scope: !949)
!957 = distinct !DISubprogram(name: "llabs", scope: !3, file: !3, line: 338, type: !958, scopeLine: 338, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !960)
!958 = !DISubroutineType(types: !959)
!959 = !{!11, !11}
!960 = !{!961}
!961 = !DILocalVariable(name: "x", arg: 1, scope: !957, file: !3, line: 338, type: !11)
!962 = !DILocation(line: 0, scope: !957)
!963 = !DILocation(line: 338, column: 39, scope: !957)
!964 = !DILocation(line: 338, column: 32, scope: !957)
!965 = distinct !DISubprogram(name: "getenv", scope: !3, file: !3, line: 340, type: !730, scopeLine: 340, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !966)
!966 = !{!967}
!967 = !DILocalVariable(name: "name", arg: 1, scope: !965, file: !3, line: 340, type: !17)
!968 = !DILocation(line: 0, scope: !965)
!969 = !DILocation(line: 342, column: 3, scope: !965)
!970 = distinct !DISubprogram(name: "strtoll", scope: !3, file: !3, line: 424, type: !971, scopeLine: 424, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !973)
!971 = !DISubroutineType(types: !972)
!972 = !{!11, !17, !621, !14}
!973 = !{!974, !975, !976, !977, !978}
!974 = !DILocalVariable(name: "nptr", arg: 1, scope: !970, file: !3, line: 424, type: !17)
!975 = !DILocalVariable(name: "endptr", arg: 2, scope: !970, file: !3, line: 424, type: !621)
!976 = !DILocalVariable(name: "base", arg: 3, scope: !970, file: !3, line: 424, type: !14)
!977 = !DILocalVariable(name: "neg", scope: !970, file: !3, line: 425, type: !14)
!978 = !DILocalVariable(name: "v", scope: !970, file: !3, line: 426, type: !21)
!979 = distinct !DIAssignID()
!980 = !DILocation(line: 0, scope: !970)
!981 = !DILocation(line: 425, column: 3, scope: !970)
!982 = !DILocation(line: 425, column: 7, scope: !970)
!983 = distinct !DIAssignID()
!984 = !DILocation(line: 426, column: 26, scope: !970)
!985 = !DILocation(line: 428, column: 10, scope: !970)
!986 = !DILocation(line: 429, column: 1, scope: !970)
!987 = !DILocation(line: 428, column: 3, scope: !970)
!988 = distinct !DISubprogram(name: "strto_common", scope: !3, file: !3, line: 386, type: !989, scopeLine: 388, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !991)
!989 = !DISubroutineType(types: !990)
!990 = !{!21, !17, !621, !14, !14, !21, !11, !11, !101}
!991 = !{!992, !993, !994, !995, !996, !997, !998, !999, !1000, !1001, !1002, !1003, !1004, !1005, !1006}
!992 = !DILocalVariable(name: "nptr", arg: 1, scope: !988, file: !3, line: 386, type: !17)
!993 = !DILocalVariable(name: "endptr", arg: 2, scope: !988, file: !3, line: 386, type: !621)
!994 = !DILocalVariable(name: "base", arg: 3, scope: !988, file: !3, line: 386, type: !14)
!995 = !DILocalVariable(name: "is_signed", arg: 4, scope: !988, file: !3, line: 386, type: !14)
!996 = !DILocalVariable(name: "umax", arg: 5, scope: !988, file: !3, line: 387, type: !21)
!997 = !DILocalVariable(name: "smin", arg: 6, scope: !988, file: !3, line: 387, type: !11)
!998 = !DILocalVariable(name: "smax", arg: 7, scope: !988, file: !3, line: 387, type: !11)
!999 = !DILocalVariable(name: "neg_out", arg: 8, scope: !988, file: !3, line: 388, type: !101)
!1000 = !DILocalVariable(name: "s", scope: !988, file: !3, line: 389, type: !17)
!1001 = !DILocalVariable(name: "neg", scope: !988, file: !3, line: 392, type: !14)
!1002 = !DILocalVariable(name: "limit", scope: !988, file: !3, line: 403, type: !21)
!1003 = !DILocalVariable(name: "end", scope: !988, file: !3, line: 408, type: !17)
!1004 = !DILocalVariable(name: "overflow", scope: !988, file: !3, line: 409, type: !14)
!1005 = !DILocalVariable(name: "any", scope: !988, file: !3, line: 409, type: !14)
!1006 = !DILocalVariable(name: "v", scope: !988, file: !3, line: 410, type: !21)
!1007 = !DILocation(line: 0, scope: !988)
!1008 = !DILocation(line: 390, column: 3, scope: !988)
!1009 = !DILocation(line: 390, column: 33, scope: !988)
!1010 = !DILocation(line: 390, column: 18, scope: !988)
!1011 = !DILocation(line: 0, scope: !828, inlinedAt: !1012)
!1012 = distinct !DILocation(line: 390, column: 10, scope: !988)
!1013 = !DILocation(line: 0, scope: !795, inlinedAt: !1014)
!1014 = distinct !DILocation(line: 322, column: 29, scope: !828, inlinedAt: !1012)
!1015 = !DILocation(line: 318, column: 55, scope: !795, inlinedAt: !1014)
!1016 = !DILocation(line: 322, column: 36, scope: !828, inlinedAt: !1012)
!1017 = !DILocation(line: 391, column: 6, scope: !988)
!1018 = distinct !{!1018, !1008, !1017, !142}
!1019 = !DILocation(line: 393, column: 17, scope: !1020)
!1020 = distinct !DILexicalBlock(scope: !988, file: !3, line: 393, column: 7)
!1021 = !DILocation(line: 394, column: 14, scope: !1022)
!1022 = distinct !DILexicalBlock(scope: !1020, file: !3, line: 393, column: 31)
!1023 = !DILocation(line: 396, column: 3, scope: !1022)
!1024 = !DILocation(line: 397, column: 16, scope: !1025)
!1025 = distinct !DILexicalBlock(scope: !988, file: !3, line: 397, column: 7)
!1026 = !DILocation(line: 398, column: 5, scope: !1027)
!1027 = distinct !DILexicalBlock(scope: !1025, file: !3, line: 397, column: 43)
!1028 = !DILocation(line: 398, column: 18, scope: !1027)
!1029 = !DILocation(line: 399, column: 9, scope: !1030)
!1030 = distinct !DILexicalBlock(scope: !1027, file: !3, line: 399, column: 9)
!1031 = !DILocation(line: 399, column: 9, scope: !1027)
!1032 = !DILocation(line: 400, column: 15, scope: !1030)
!1033 = !DILocation(line: 400, column: 7, scope: !1030)
!1034 = !DILocation(line: 404, column: 7, scope: !1035)
!1035 = distinct !DILexicalBlock(scope: !988, file: !3, line: 404, column: 7)
!1036 = !DILocation(line: 404, column: 7, scope: !988)
!1037 = !DILocalVariable(name: "s", arg: 1, scope: !1038, file: !3, line: 347, type: !17)
!1038 = distinct !DISubprogram(name: "parse_digits", scope: !3, file: !3, line: 347, type: !1039, scopeLine: 348, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1042)
!1039 = !DISubroutineType(types: !1040)
!1040 = !{!21, !17, !1041, !101, !21, !101, !101}
!1041 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 32)
!1042 = !{!1037, !1043, !1044, !1045, !1046, !1047, !1048, !1049, !1050, !1054}
!1043 = !DILocalVariable(name: "end", arg: 2, scope: !1038, file: !3, line: 347, type: !1041)
!1044 = !DILocalVariable(name: "base", arg: 3, scope: !1038, file: !3, line: 347, type: !101)
!1045 = !DILocalVariable(name: "limit", arg: 4, scope: !1038, file: !3, line: 348, type: !21)
!1046 = !DILocalVariable(name: "overflow", arg: 5, scope: !1038, file: !3, line: 348, type: !101)
!1047 = !DILocalVariable(name: "any", arg: 6, scope: !1038, file: !3, line: 348, type: !101)
!1048 = !DILocalVariable(name: "b", scope: !1038, file: !3, line: 349, type: !14)
!1049 = !DILocalVariable(name: "v", scope: !1038, file: !3, line: 358, type: !21)
!1050 = !DILocalVariable(name: "d", scope: !1051, file: !3, line: 362, type: !14)
!1051 = distinct !DILexicalBlock(scope: !1052, file: !3, line: 361, column: 16)
!1052 = distinct !DILexicalBlock(scope: !1053, file: !3, line: 361, column: 3)
!1053 = distinct !DILexicalBlock(scope: !1038, file: !3, line: 361, column: 3)
!1054 = !DILocalVariable(name: "c", scope: !1051, file: !3, line: 363, type: !7)
!1055 = !DILocation(line: 0, scope: !1038, inlinedAt: !1056)
!1056 = distinct !DILocation(line: 410, column: 26, scope: !988)
!1057 = !DILocation(line: 350, column: 10, scope: !1058, inlinedAt: !1056)
!1058 = distinct !DILexicalBlock(scope: !1038, file: !3, line: 350, column: 7)
!1059 = !DILocation(line: 350, column: 15, scope: !1058, inlinedAt: !1056)
!1060 = !DILocation(line: 350, column: 30, scope: !1058, inlinedAt: !1056)
!1061 = !DILocation(line: 350, column: 35, scope: !1058, inlinedAt: !1056)
!1062 = !DILocation(line: 350, column: 42, scope: !1058, inlinedAt: !1056)
!1063 = !DILocation(line: 350, column: 46, scope: !1058, inlinedAt: !1056)
!1064 = !DILocation(line: 350, column: 58, scope: !1058, inlinedAt: !1056)
!1065 = !DILocation(line: 351, column: 32, scope: !1058, inlinedAt: !1056)
!1066 = !DILocation(line: 351, column: 17, scope: !1058, inlinedAt: !1056)
!1067 = !DILocation(line: 0, scope: !861, inlinedAt: !1068)
!1068 = distinct !DILocation(line: 351, column: 8, scope: !1058, inlinedAt: !1056)
!1069 = !DILocation(line: 0, scope: !795, inlinedAt: !1070)
!1070 = distinct !DILocation(line: 325, column: 30, scope: !861, inlinedAt: !1068)
!1071 = !DILocation(line: 318, column: 55, scope: !795, inlinedAt: !1070)
!1072 = !DILocation(line: 325, column: 37, scope: !861, inlinedAt: !1068)
!1073 = !DILocation(line: 351, column: 8, scope: !1058, inlinedAt: !1056)
!1074 = !DILocation(line: 350, column: 7, scope: !1038, inlinedAt: !1056)
!1075 = !DILocation(line: 354, column: 14, scope: !1058, inlinedAt: !1056)
!1076 = !DILocation(line: 355, column: 9, scope: !1077, inlinedAt: !1056)
!1077 = distinct !DILexicalBlock(scope: !1078, file: !3, line: 354, column: 22)
!1078 = distinct !DILexicalBlock(scope: !1058, file: !3, line: 354, column: 14)
!1079 = !DILocation(line: 356, column: 3, scope: !1077, inlinedAt: !1056)
!1080 = !DILocation(line: 363, column: 38, scope: !1051, inlinedAt: !1056)
!1081 = !DILocation(line: 0, scope: !1051, inlinedAt: !1056)
!1082 = !DILocation(line: 364, column: 17, scope: !1083, inlinedAt: !1056)
!1083 = distinct !DILexicalBlock(scope: !1051, file: !3, line: 364, column: 9)
!1084 = !DILocation(line: 0, scope: !806, inlinedAt: !1085)
!1085 = distinct !DILocation(line: 364, column: 9, scope: !1083, inlinedAt: !1056)
!1086 = !DILocation(line: 0, scope: !795, inlinedAt: !1087)
!1087 = distinct !DILocation(line: 320, column: 29, scope: !806, inlinedAt: !1085)
!1088 = !DILocation(line: 318, column: 55, scope: !795, inlinedAt: !1087)
!1089 = !DILocation(line: 320, column: 36, scope: !806, inlinedAt: !1085)
!1090 = !DILocation(line: 364, column: 9, scope: !1083, inlinedAt: !1056)
!1091 = !DILocation(line: 364, column: 9, scope: !1051, inlinedAt: !1056)
!1092 = !DILocation(line: 365, column: 13, scope: !1083, inlinedAt: !1056)
!1093 = !DILocation(line: 365, column: 7, scope: !1083, inlinedAt: !1056)
!1094 = !DILocation(line: 0, scope: !788, inlinedAt: !1095)
!1095 = distinct !DILocation(line: 366, column: 14, scope: !1096, inlinedAt: !1056)
!1096 = distinct !DILexicalBlock(scope: !1083, file: !3, line: 366, column: 14)
!1097 = !DILocation(line: 0, scope: !795, inlinedAt: !1098)
!1098 = distinct !DILocation(line: 319, column: 29, scope: !788, inlinedAt: !1095)
!1099 = !DILocation(line: 319, column: 36, scope: !788, inlinedAt: !1095)
!1100 = !DILocation(line: 366, column: 14, scope: !1096, inlinedAt: !1056)
!1101 = !DILocation(line: 366, column: 14, scope: !1083, inlinedAt: !1056)
!1102 = !DILocation(line: 0, scope: !927, inlinedAt: !1103)
!1103 = distinct !DILocation(line: 367, column: 11, scope: !1096, inlinedAt: !1056)
!1104 = !DILocation(line: 331, column: 52, scope: !927, inlinedAt: !1103)
!1105 = !DILocation(line: 367, column: 28, scope: !1096, inlinedAt: !1056)
!1106 = !DILocation(line: 0, scope: !1083, inlinedAt: !1056)
!1107 = !DILocation(line: 370, column: 11, scope: !1108, inlinedAt: !1056)
!1108 = distinct !DILexicalBlock(scope: !1051, file: !3, line: 370, column: 9)
!1109 = !DILocation(line: 370, column: 9, scope: !1051, inlinedAt: !1056)
!1110 = !DILocation(line: 375, column: 22, scope: !1111, inlinedAt: !1056)
!1111 = distinct !DILexicalBlock(scope: !1051, file: !3, line: 375, column: 9)
!1112 = !DILocation(line: 361, column: 3, scope: !1038, inlinedAt: !1056)
!1113 = !DILocation(line: 361, column: 3, scope: !1053, inlinedAt: !1056)
!1114 = !DILocation(line: 373, column: 9, scope: !1051, inlinedAt: !1056)
!1115 = distinct !{!1115, !1113, !1116, !1117}
!1116 = !DILocation(line: 381, column: 3, scope: !1053, inlinedAt: !1056)
!1117 = !{!"llvm.loop.peeled.count", i32 1}
!1118 = !DILocation(line: 375, column: 20, scope: !1111, inlinedAt: !1056)
!1119 = !DILocation(line: 375, column: 45, scope: !1111, inlinedAt: !1056)
!1120 = !DILocation(line: 375, column: 11, scope: !1111, inlinedAt: !1056)
!1121 = !DILocation(line: 375, column: 9, scope: !1051, inlinedAt: !1056)
!1122 = !DILocation(line: 412, column: 9, scope: !1123)
!1123 = distinct !DILexicalBlock(scope: !1124, file: !3, line: 412, column: 9)
!1124 = distinct !DILexicalBlock(scope: !1125, file: !3, line: 411, column: 13)
!1125 = distinct !DILexicalBlock(scope: !988, file: !3, line: 411, column: 7)
!1126 = !DILocation(line: 412, column: 9, scope: !1124)
!1127 = !DILocation(line: 413, column: 15, scope: !1123)
!1128 = !DILocation(line: 413, column: 7, scope: !1123)
!1129 = !DILocation(line: 418, column: 7, scope: !1130)
!1130 = distinct !DILexicalBlock(scope: !988, file: !3, line: 418, column: 7)
!1131 = !DILocation(line: 416, column: 7, scope: !1132)
!1132 = distinct !DILexicalBlock(scope: !988, file: !3, line: 416, column: 7)
!1133 = !DILocation(line: 416, column: 7, scope: !988)
!1134 = !DILocation(line: 417, column: 13, scope: !1132)
!1135 = !DILocation(line: 417, column: 5, scope: !1132)
!1136 = !DILocation(line: 418, column: 7, scope: !988)
!1137 = !DILocation(line: 419, column: 5, scope: !1130)
!1138 = !DILocation(line: 419, column: 18, scope: !1130)
!1139 = !DILocation(line: 420, column: 12, scope: !988)
!1140 = !DILocation(line: 421, column: 3, scope: !988)
!1141 = !DILocation(line: 422, column: 1, scope: !988)
!1142 = distinct !DISubprogram(name: "strtoull", scope: !3, file: !3, line: 431, type: !1143, scopeLine: 431, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1145)
!1143 = !DISubroutineType(types: !1144)
!1144 = !{!21, !17, !621, !14}
!1145 = !{!1146, !1147, !1148, !1149, !1150}
!1146 = !DILocalVariable(name: "nptr", arg: 1, scope: !1142, file: !3, line: 431, type: !17)
!1147 = !DILocalVariable(name: "endptr", arg: 2, scope: !1142, file: !3, line: 431, type: !621)
!1148 = !DILocalVariable(name: "base", arg: 3, scope: !1142, file: !3, line: 431, type: !14)
!1149 = !DILocalVariable(name: "neg", scope: !1142, file: !3, line: 432, type: !14)
!1150 = !DILocalVariable(name: "v", scope: !1142, file: !3, line: 433, type: !21)
!1151 = distinct !DIAssignID()
!1152 = !DILocation(line: 0, scope: !1142)
!1153 = !DILocation(line: 432, column: 3, scope: !1142)
!1154 = !DILocation(line: 432, column: 7, scope: !1142)
!1155 = distinct !DIAssignID()
!1156 = !DILocation(line: 433, column: 26, scope: !1142)
!1157 = !DILocation(line: 434, column: 10, scope: !1142)
!1158 = !DILocation(line: 435, column: 1, scope: !1142)
!1159 = !DILocation(line: 434, column: 3, scope: !1142)
!1160 = distinct !DISubprogram(name: "strtol", scope: !3, file: !3, line: 437, type: !1161, scopeLine: 437, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1163)
!1161 = !DISubroutineType(types: !1162)
!1162 = !{!12, !17, !621, !14}
!1163 = !{!1164, !1165, !1166, !1167, !1168, !1169}
!1164 = !DILocalVariable(name: "nptr", arg: 1, scope: !1160, file: !3, line: 437, type: !17)
!1165 = !DILocalVariable(name: "endptr", arg: 2, scope: !1160, file: !3, line: 437, type: !621)
!1166 = !DILocalVariable(name: "base", arg: 3, scope: !1160, file: !3, line: 437, type: !14)
!1167 = !DILocalVariable(name: "neg", scope: !1160, file: !3, line: 438, type: !14)
!1168 = !DILocalVariable(name: "lmax", scope: !1160, file: !3, line: 439, type: !12)
!1169 = !DILocalVariable(name: "v", scope: !1160, file: !3, line: 440, type: !21)
!1170 = distinct !DIAssignID()
!1171 = !DILocation(line: 0, scope: !1160)
!1172 = !DILocation(line: 438, column: 3, scope: !1160)
!1173 = !DILocation(line: 438, column: 7, scope: !1160)
!1174 = distinct !DIAssignID()
!1175 = !DILocation(line: 440, column: 26, scope: !1160)
!1176 = !DILocation(line: 441, column: 10, scope: !1160)
!1177 = !DILocation(line: 442, column: 1, scope: !1160)
!1178 = !DILocation(line: 441, column: 3, scope: !1160)
!1179 = distinct !DISubprogram(name: "strtoul", scope: !3, file: !3, line: 444, type: !1180, scopeLine: 444, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1182)
!1180 = !DISubroutineType(types: !1181)
!1181 = !{!13, !17, !621, !14}
!1182 = !{!1183, !1184, !1185, !1186, !1187}
!1183 = !DILocalVariable(name: "nptr", arg: 1, scope: !1179, file: !3, line: 444, type: !17)
!1184 = !DILocalVariable(name: "endptr", arg: 2, scope: !1179, file: !3, line: 444, type: !621)
!1185 = !DILocalVariable(name: "base", arg: 3, scope: !1179, file: !3, line: 444, type: !14)
!1186 = !DILocalVariable(name: "neg", scope: !1179, file: !3, line: 445, type: !14)
!1187 = !DILocalVariable(name: "v", scope: !1179, file: !3, line: 446, type: !21)
!1188 = distinct !DIAssignID()
!1189 = !DILocation(line: 0, scope: !1179)
!1190 = !DILocation(line: 445, column: 3, scope: !1179)
!1191 = !DILocation(line: 445, column: 7, scope: !1179)
!1192 = distinct !DIAssignID()
!1193 = !DILocation(line: 446, column: 26, scope: !1179)
!1194 = !DILocation(line: 447, column: 10, scope: !1179)
!1195 = !DILocation(line: 448, column: 1, scope: !1179)
!1196 = !DILocation(line: 447, column: 3, scope: !1179)
!1197 = distinct !DISubprogram(name: "atoi", scope: !3, file: !3, line: 450, type: !1198, scopeLine: 450, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1200)
!1198 = !DISubroutineType(types: !1199)
!1199 = !{!14, !17}
!1200 = !{!1201}
!1201 = !DILocalVariable(name: "s", arg: 1, scope: !1197, file: !3, line: 450, type: !17)
!1202 = !DILocation(line: 0, scope: !1197)
!1203 = !DILocation(line: 0, scope: !1160, inlinedAt: !1204)
!1204 = distinct !DILocation(line: 450, column: 39, scope: !1197)
!1205 = !DILocation(line: 0, scope: !988, inlinedAt: !1206)
!1206 = distinct !DILocation(line: 440, column: 26, scope: !1160, inlinedAt: !1204)
!1207 = !DILocation(line: 390, column: 3, scope: !988, inlinedAt: !1206)
!1208 = !DILocation(line: 390, column: 33, scope: !988, inlinedAt: !1206)
!1209 = !DILocation(line: 390, column: 18, scope: !988, inlinedAt: !1206)
!1210 = !DILocation(line: 0, scope: !828, inlinedAt: !1211)
!1211 = distinct !DILocation(line: 390, column: 10, scope: !988, inlinedAt: !1206)
!1212 = !DILocation(line: 0, scope: !795, inlinedAt: !1213)
!1213 = distinct !DILocation(line: 322, column: 29, scope: !828, inlinedAt: !1211)
!1214 = !DILocation(line: 318, column: 55, scope: !795, inlinedAt: !1213)
!1215 = !DILocation(line: 322, column: 36, scope: !828, inlinedAt: !1211)
!1216 = !DILocation(line: 391, column: 6, scope: !988, inlinedAt: !1206)
!1217 = distinct !{!1217, !1207, !1216, !142}
!1218 = !DILocation(line: 393, column: 17, scope: !1020, inlinedAt: !1206)
!1219 = !DILocation(line: 394, column: 14, scope: !1022, inlinedAt: !1206)
!1220 = !DILocation(line: 404, column: 7, scope: !988, inlinedAt: !1206)
!1221 = !DILocation(line: 363, column: 38, scope: !1051, inlinedAt: !1222)
!1222 = distinct !DILocation(line: 410, column: 26, scope: !988, inlinedAt: !1206)
!1223 = !DILocation(line: 318, column: 55, scope: !795, inlinedAt: !1224)
!1224 = distinct !DILocation(line: 320, column: 29, scope: !806, inlinedAt: !1225)
!1225 = distinct !DILocation(line: 364, column: 9, scope: !1083, inlinedAt: !1222)
!1226 = !DILocation(line: 364, column: 17, scope: !1083, inlinedAt: !1222)
!1227 = !DILocation(line: 0, scope: !1038, inlinedAt: !1222)
!1228 = !DILocation(line: 0, scope: !1051, inlinedAt: !1222)
!1229 = !DILocation(line: 0, scope: !806, inlinedAt: !1225)
!1230 = !DILocation(line: 0, scope: !795, inlinedAt: !1224)
!1231 = !DILocation(line: 320, column: 36, scope: !806, inlinedAt: !1225)
!1232 = !DILocation(line: 364, column: 9, scope: !1083, inlinedAt: !1222)
!1233 = !DILocation(line: 364, column: 9, scope: !1051, inlinedAt: !1222)
!1234 = !DILocation(line: 365, column: 13, scope: !1083, inlinedAt: !1222)
!1235 = !DILocation(line: 365, column: 7, scope: !1083, inlinedAt: !1222)
!1236 = !DILocation(line: 0, scope: !788, inlinedAt: !1237)
!1237 = distinct !DILocation(line: 366, column: 14, scope: !1096, inlinedAt: !1222)
!1238 = !DILocation(line: 0, scope: !795, inlinedAt: !1239)
!1239 = distinct !DILocation(line: 319, column: 29, scope: !788, inlinedAt: !1237)
!1240 = !DILocation(line: 319, column: 36, scope: !788, inlinedAt: !1237)
!1241 = !DILocation(line: 366, column: 14, scope: !1096, inlinedAt: !1222)
!1242 = !DILocation(line: 366, column: 14, scope: !1083, inlinedAt: !1222)
!1243 = !DILocation(line: 0, scope: !927, inlinedAt: !1244)
!1244 = distinct !DILocation(line: 367, column: 11, scope: !1096, inlinedAt: !1222)
!1245 = !DILocation(line: 331, column: 52, scope: !927, inlinedAt: !1244)
!1246 = !DILocation(line: 367, column: 28, scope: !1096, inlinedAt: !1222)
!1247 = !DILocation(line: 0, scope: !1083, inlinedAt: !1222)
!1248 = !DILocation(line: 370, column: 11, scope: !1108, inlinedAt: !1222)
!1249 = !DILocation(line: 370, column: 9, scope: !1051, inlinedAt: !1222)
!1250 = !DILocation(line: 375, column: 22, scope: !1111, inlinedAt: !1222)
!1251 = !DILocation(line: 361, column: 3, scope: !1038, inlinedAt: !1222)
!1252 = !DILocation(line: 361, column: 3, scope: !1053, inlinedAt: !1222)
!1253 = !DILocation(line: 373, column: 9, scope: !1051, inlinedAt: !1222)
!1254 = distinct !{!1254, !1252, !1255, !1117}
!1255 = !DILocation(line: 381, column: 3, scope: !1053, inlinedAt: !1222)
!1256 = !DILocation(line: 375, column: 20, scope: !1111, inlinedAt: !1222)
!1257 = !DILocation(line: 375, column: 45, scope: !1111, inlinedAt: !1222)
!1258 = !DILocation(line: 375, column: 11, scope: !1111, inlinedAt: !1222)
!1259 = !DILocation(line: 375, column: 9, scope: !1051, inlinedAt: !1222)
!1260 = !DILocation(line: 418, column: 7, scope: !1130, inlinedAt: !1206)
!1261 = !DILocation(line: 418, column: 7, scope: !988, inlinedAt: !1206)
!1262 = !DILocation(line: 419, column: 5, scope: !1130, inlinedAt: !1206)
!1263 = !DILocation(line: 419, column: 18, scope: !1130, inlinedAt: !1206)
!1264 = !DILocation(line: 441, column: 10, scope: !1160, inlinedAt: !1204)
!1265 = !DILocation(line: 450, column: 27, scope: !1197)
!1266 = distinct !DISubprogram(name: "atol", scope: !3, file: !3, line: 451, type: !1267, scopeLine: 451, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1269)
!1267 = !DISubroutineType(types: !1268)
!1268 = !{!12, !17}
!1269 = !{!1270}
!1270 = !DILocalVariable(name: "s", arg: 1, scope: !1266, file: !3, line: 451, type: !17)
!1271 = !DILocation(line: 0, scope: !1266)
!1272 = !DILocation(line: 0, scope: !1160, inlinedAt: !1273)
!1273 = distinct !DILocation(line: 451, column: 35, scope: !1266)
!1274 = !DILocation(line: 0, scope: !988, inlinedAt: !1275)
!1275 = distinct !DILocation(line: 440, column: 26, scope: !1160, inlinedAt: !1273)
!1276 = !DILocation(line: 390, column: 3, scope: !988, inlinedAt: !1275)
!1277 = !DILocation(line: 390, column: 33, scope: !988, inlinedAt: !1275)
!1278 = !DILocation(line: 390, column: 18, scope: !988, inlinedAt: !1275)
!1279 = !DILocation(line: 0, scope: !828, inlinedAt: !1280)
!1280 = distinct !DILocation(line: 390, column: 10, scope: !988, inlinedAt: !1275)
!1281 = !DILocation(line: 0, scope: !795, inlinedAt: !1282)
!1282 = distinct !DILocation(line: 322, column: 29, scope: !828, inlinedAt: !1280)
!1283 = !DILocation(line: 318, column: 55, scope: !795, inlinedAt: !1282)
!1284 = !DILocation(line: 322, column: 36, scope: !828, inlinedAt: !1280)
!1285 = !DILocation(line: 391, column: 6, scope: !988, inlinedAt: !1275)
!1286 = distinct !{!1286, !1276, !1285, !142}
!1287 = !DILocation(line: 393, column: 17, scope: !1020, inlinedAt: !1275)
!1288 = !DILocation(line: 394, column: 14, scope: !1022, inlinedAt: !1275)
!1289 = !DILocation(line: 404, column: 7, scope: !988, inlinedAt: !1275)
!1290 = !DILocation(line: 363, column: 38, scope: !1051, inlinedAt: !1291)
!1291 = distinct !DILocation(line: 410, column: 26, scope: !988, inlinedAt: !1275)
!1292 = !DILocation(line: 318, column: 55, scope: !795, inlinedAt: !1293)
!1293 = distinct !DILocation(line: 320, column: 29, scope: !806, inlinedAt: !1294)
!1294 = distinct !DILocation(line: 364, column: 9, scope: !1083, inlinedAt: !1291)
!1295 = !DILocation(line: 364, column: 17, scope: !1083, inlinedAt: !1291)
!1296 = !DILocation(line: 0, scope: !1038, inlinedAt: !1291)
!1297 = !DILocation(line: 0, scope: !1051, inlinedAt: !1291)
!1298 = !DILocation(line: 0, scope: !806, inlinedAt: !1294)
!1299 = !DILocation(line: 0, scope: !795, inlinedAt: !1293)
!1300 = !DILocation(line: 320, column: 36, scope: !806, inlinedAt: !1294)
!1301 = !DILocation(line: 364, column: 9, scope: !1083, inlinedAt: !1291)
!1302 = !DILocation(line: 364, column: 9, scope: !1051, inlinedAt: !1291)
!1303 = !DILocation(line: 365, column: 13, scope: !1083, inlinedAt: !1291)
!1304 = !DILocation(line: 365, column: 7, scope: !1083, inlinedAt: !1291)
!1305 = !DILocation(line: 0, scope: !788, inlinedAt: !1306)
!1306 = distinct !DILocation(line: 366, column: 14, scope: !1096, inlinedAt: !1291)
!1307 = !DILocation(line: 0, scope: !795, inlinedAt: !1308)
!1308 = distinct !DILocation(line: 319, column: 29, scope: !788, inlinedAt: !1306)
!1309 = !DILocation(line: 319, column: 36, scope: !788, inlinedAt: !1306)
!1310 = !DILocation(line: 366, column: 14, scope: !1096, inlinedAt: !1291)
!1311 = !DILocation(line: 366, column: 14, scope: !1083, inlinedAt: !1291)
!1312 = !DILocation(line: 0, scope: !927, inlinedAt: !1313)
!1313 = distinct !DILocation(line: 367, column: 11, scope: !1096, inlinedAt: !1291)
!1314 = !DILocation(line: 331, column: 52, scope: !927, inlinedAt: !1313)
!1315 = !DILocation(line: 367, column: 28, scope: !1096, inlinedAt: !1291)
!1316 = !DILocation(line: 0, scope: !1083, inlinedAt: !1291)
!1317 = !DILocation(line: 370, column: 11, scope: !1108, inlinedAt: !1291)
!1318 = !DILocation(line: 370, column: 9, scope: !1051, inlinedAt: !1291)
!1319 = !DILocation(line: 375, column: 22, scope: !1111, inlinedAt: !1291)
!1320 = !DILocation(line: 361, column: 3, scope: !1038, inlinedAt: !1291)
!1321 = !DILocation(line: 361, column: 3, scope: !1053, inlinedAt: !1291)
!1322 = !DILocation(line: 373, column: 9, scope: !1051, inlinedAt: !1291)
!1323 = distinct !{!1323, !1321, !1324, !1117}
!1324 = !DILocation(line: 381, column: 3, scope: !1053, inlinedAt: !1291)
!1325 = !DILocation(line: 375, column: 20, scope: !1111, inlinedAt: !1291)
!1326 = !DILocation(line: 375, column: 45, scope: !1111, inlinedAt: !1291)
!1327 = !DILocation(line: 375, column: 11, scope: !1111, inlinedAt: !1291)
!1328 = !DILocation(line: 375, column: 9, scope: !1051, inlinedAt: !1291)
!1329 = !DILocation(line: 418, column: 7, scope: !1130, inlinedAt: !1275)
!1330 = !DILocation(line: 418, column: 7, scope: !988, inlinedAt: !1275)
!1331 = !DILocation(line: 419, column: 5, scope: !1130, inlinedAt: !1275)
!1332 = !DILocation(line: 419, column: 18, scope: !1130, inlinedAt: !1275)
!1333 = !DILocation(line: 441, column: 10, scope: !1160, inlinedAt: !1273)
!1334 = !DILocation(line: 451, column: 28, scope: !1266)
!1335 = distinct !DISubprogram(name: "atoll", scope: !3, file: !3, line: 452, type: !1336, scopeLine: 452, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1338)
!1336 = !DISubroutineType(types: !1337)
!1337 = !{!11, !17}
!1338 = !{!1339}
!1339 = !DILocalVariable(name: "s", arg: 1, scope: !1335, file: !3, line: 452, type: !17)
!1340 = !DILocation(line: 0, scope: !1335)
!1341 = !DILocation(line: 0, scope: !970, inlinedAt: !1342)
!1342 = distinct !DILocation(line: 452, column: 41, scope: !1335)
!1343 = !DILocation(line: 0, scope: !988, inlinedAt: !1344)
!1344 = distinct !DILocation(line: 426, column: 26, scope: !970, inlinedAt: !1342)
!1345 = !DILocation(line: 390, column: 3, scope: !988, inlinedAt: !1344)
!1346 = !DILocation(line: 390, column: 33, scope: !988, inlinedAt: !1344)
!1347 = !DILocation(line: 390, column: 18, scope: !988, inlinedAt: !1344)
!1348 = !DILocation(line: 0, scope: !828, inlinedAt: !1349)
!1349 = distinct !DILocation(line: 390, column: 10, scope: !988, inlinedAt: !1344)
!1350 = !DILocation(line: 0, scope: !795, inlinedAt: !1351)
!1351 = distinct !DILocation(line: 322, column: 29, scope: !828, inlinedAt: !1349)
!1352 = !DILocation(line: 318, column: 55, scope: !795, inlinedAt: !1351)
!1353 = !DILocation(line: 322, column: 36, scope: !828, inlinedAt: !1349)
!1354 = !DILocation(line: 391, column: 6, scope: !988, inlinedAt: !1344)
!1355 = distinct !{!1355, !1345, !1354, !142}
!1356 = !DILocation(line: 393, column: 17, scope: !1020, inlinedAt: !1344)
!1357 = !DILocation(line: 394, column: 14, scope: !1022, inlinedAt: !1344)
!1358 = !DILocation(line: 404, column: 7, scope: !988, inlinedAt: !1344)
!1359 = !DILocation(line: 363, column: 38, scope: !1051, inlinedAt: !1360)
!1360 = distinct !DILocation(line: 410, column: 26, scope: !988, inlinedAt: !1344)
!1361 = !DILocation(line: 318, column: 55, scope: !795, inlinedAt: !1362)
!1362 = distinct !DILocation(line: 320, column: 29, scope: !806, inlinedAt: !1363)
!1363 = distinct !DILocation(line: 364, column: 9, scope: !1083, inlinedAt: !1360)
!1364 = !DILocation(line: 364, column: 17, scope: !1083, inlinedAt: !1360)
!1365 = !DILocation(line: 0, scope: !1038, inlinedAt: !1360)
!1366 = !DILocation(line: 0, scope: !1051, inlinedAt: !1360)
!1367 = !DILocation(line: 0, scope: !806, inlinedAt: !1363)
!1368 = !DILocation(line: 0, scope: !795, inlinedAt: !1362)
!1369 = !DILocation(line: 320, column: 36, scope: !806, inlinedAt: !1363)
!1370 = !DILocation(line: 364, column: 9, scope: !1083, inlinedAt: !1360)
!1371 = !DILocation(line: 364, column: 9, scope: !1051, inlinedAt: !1360)
!1372 = !DILocation(line: 365, column: 13, scope: !1083, inlinedAt: !1360)
!1373 = !DILocation(line: 365, column: 7, scope: !1083, inlinedAt: !1360)
!1374 = !DILocation(line: 0, scope: !788, inlinedAt: !1375)
!1375 = distinct !DILocation(line: 366, column: 14, scope: !1096, inlinedAt: !1360)
!1376 = !DILocation(line: 0, scope: !795, inlinedAt: !1377)
!1377 = distinct !DILocation(line: 319, column: 29, scope: !788, inlinedAt: !1375)
!1378 = !DILocation(line: 319, column: 36, scope: !788, inlinedAt: !1375)
!1379 = !DILocation(line: 366, column: 14, scope: !1096, inlinedAt: !1360)
!1380 = !DILocation(line: 366, column: 14, scope: !1083, inlinedAt: !1360)
!1381 = !DILocation(line: 0, scope: !927, inlinedAt: !1382)
!1382 = distinct !DILocation(line: 367, column: 11, scope: !1096, inlinedAt: !1360)
!1383 = !DILocation(line: 331, column: 52, scope: !927, inlinedAt: !1382)
!1384 = !DILocation(line: 367, column: 28, scope: !1096, inlinedAt: !1360)
!1385 = !DILocation(line: 0, scope: !1083, inlinedAt: !1360)
!1386 = !DILocation(line: 370, column: 11, scope: !1108, inlinedAt: !1360)
!1387 = !DILocation(line: 370, column: 9, scope: !1051, inlinedAt: !1360)
!1388 = !DILocation(line: 375, column: 22, scope: !1111, inlinedAt: !1360)
!1389 = !DILocation(line: 361, column: 3, scope: !1038, inlinedAt: !1360)
!1390 = !DILocation(line: 361, column: 3, scope: !1053, inlinedAt: !1360)
!1391 = !DILocation(line: 373, column: 9, scope: !1051, inlinedAt: !1360)
!1392 = distinct !{!1392, !1390, !1393, !1117}
!1393 = !DILocation(line: 381, column: 3, scope: !1053, inlinedAt: !1360)
!1394 = !DILocation(line: 375, column: 20, scope: !1111, inlinedAt: !1360)
!1395 = !DILocation(line: 375, column: 45, scope: !1111, inlinedAt: !1360)
!1396 = !DILocation(line: 375, column: 11, scope: !1111, inlinedAt: !1360)
!1397 = !DILocation(line: 375, column: 9, scope: !1051, inlinedAt: !1360)
!1398 = !DILocation(line: 418, column: 7, scope: !1130, inlinedAt: !1344)
!1399 = !DILocation(line: 418, column: 7, scope: !988, inlinedAt: !1344)
!1400 = !DILocation(line: 419, column: 5, scope: !1130, inlinedAt: !1344)
!1401 = !DILocation(line: 419, column: 18, scope: !1130, inlinedAt: !1344)
!1402 = !DILocation(line: 428, column: 10, scope: !970, inlinedAt: !1342)
!1403 = !DILocation(line: 452, column: 34, scope: !1335)
!1404 = distinct !DISubprogram(name: "srand", scope: !3, file: !3, line: 458, type: !1405, scopeLine: 458, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1407)
!1405 = !DISubroutineType(types: !1406)
!1406 = !{null, !16}
!1407 = !{!1408, !1409, !1410, !1412, !1415, !1416}
!1408 = !DILocalVariable(name: "seed", arg: 1, scope: !1404, file: !3, line: 458, type: !16)
!1409 = !DILocalVariable(name: "word", scope: !1404, file: !3, line: 459, type: !15)
!1410 = !DILocalVariable(name: "i", scope: !1411, file: !3, line: 461, type: !14)
!1411 = distinct !DILexicalBlock(scope: !1404, file: !3, line: 461, column: 3)
!1412 = !DILocalVariable(name: "hi", scope: !1413, file: !3, line: 463, type: !12)
!1413 = distinct !DILexicalBlock(scope: !1414, file: !3, line: 461, column: 32)
!1414 = distinct !DILexicalBlock(scope: !1411, file: !3, line: 461, column: 3)
!1415 = !DILocalVariable(name: "lo", scope: !1413, file: !3, line: 464, type: !12)
!1416 = !DILocalVariable(name: "i", scope: !1417, file: !3, line: 473, type: !14)
!1417 = distinct !DILexicalBlock(scope: !1404, file: !3, line: 473, column: 3)
!1418 = !DILocation(line: 0, scope: !1404)
!1419 = !DILocation(line: 459, column: 14, scope: !1404)
!1420 = !DILocation(line: 460, column: 17, scope: !1404)
!1421 = !DILocation(line: 0, scope: !1411)
!1422 = !DILocation(line: 461, column: 3, scope: !1411)
!1423 = !DILocation(line: 472, column: 15, scope: !1404)
!1424 = !DILocation(line: 0, scope: !1417)
!1425 = !DILocation(line: 473, column: 3, scope: !1417)
!1426 = !DILocation(line: 463, column: 20, scope: !1413)
!1427 = !DILocation(line: 0, scope: !1413)
!1428 = !DILocation(line: 464, column: 20, scope: !1413)
!1429 = !DILocation(line: 465, column: 24, scope: !1413)
!1430 = !DILocation(line: 465, column: 36, scope: !1413)
!1431 = !DILocation(line: 465, column: 29, scope: !1413)
!1432 = !DILocation(line: 466, column: 14, scope: !1433)
!1433 = distinct !DILexicalBlock(scope: !1413, file: !3, line: 466, column: 9)
!1434 = !DILocation(line: 466, column: 9, scope: !1413)
!1435 = !DILocation(line: 468, column: 5, scope: !1413)
!1436 = !DILocation(line: 468, column: 19, scope: !1413)
!1437 = !DILocation(line: 461, column: 28, scope: !1414)
!1438 = !DILocation(line: 461, column: 21, scope: !1414)
!1439 = distinct !{!1439, !1422, !1440, !142}
!1440 = !DILocation(line: 469, column: 3, scope: !1411)
!1441 = !DILocation(line: 0, scope: !1442)
!1442 = distinct !DILexicalBlock(scope: !1443, file: !3, line: 473, column: 33)
!1443 = distinct !DILexicalBlock(scope: !1417, file: !3, line: 473, column: 3)
!1444 = !DILocation(line: 478, column: 1, scope: !1404)
!1445 = !DILocation(line: 474, column: 42, scope: !1442)
!1446 = !DILocation(line: 474, column: 73, scope: !1442)
!1447 = !DILocation(line: 474, column: 61, scope: !1442)
!1448 = !DILocation(line: 474, column: 24, scope: !1442)
!1449 = !DILocation(line: 475, column: 22, scope: !1442)
!1450 = !DILocation(line: 475, column: 27, scope: !1442)
!1451 = !DILocation(line: 476, column: 22, scope: !1442)
!1452 = !DILocation(line: 476, column: 27, scope: !1442)
!1453 = !DILocation(line: 473, column: 29, scope: !1443)
!1454 = !DILocation(line: 473, column: 21, scope: !1443)
!1455 = distinct !{!1455, !1425, !1456, !142}
!1456 = !DILocation(line: 477, column: 3, scope: !1417)
!1457 = distinct !DISubprogram(name: "rand", scope: !3, file: !3, line: 480, type: !1458, scopeLine: 480, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1460)
!1458 = !DISubroutineType(types: !1459)
!1459 = !{!14}
!1460 = !{!1461, !1462}
!1461 = !DILocalVariable(name: "v", scope: !1457, file: !3, line: 483, type: !16)
!1462 = !DILocalVariable(name: "result", scope: !1457, file: !3, line: 485, type: !14)
!1463 = !DILocation(line: 481, column: 8, scope: !1464)
!1464 = distinct !DILexicalBlock(scope: !1457, file: !3, line: 481, column: 7)
!1465 = !DILocation(line: 481, column: 7, scope: !1457)
!1466 = !DILocation(line: 483, column: 37, scope: !1457)
!1467 = !DILocation(line: 483, column: 68, scope: !1457)
!1468 = !DILocation(line: 0, scope: !1404, inlinedAt: !1469)
!1469 = distinct !DILocation(line: 482, column: 5, scope: !1464)
!1470 = !DILocation(line: 460, column: 17, scope: !1404, inlinedAt: !1469)
!1471 = !DILocation(line: 0, scope: !1411, inlinedAt: !1469)
!1472 = !DILocation(line: 461, column: 3, scope: !1411, inlinedAt: !1469)
!1473 = !DILocation(line: 472, column: 15, scope: !1404, inlinedAt: !1469)
!1474 = !DILocation(line: 0, scope: !1417, inlinedAt: !1469)
!1475 = !DILocation(line: 473, column: 3, scope: !1417, inlinedAt: !1469)
!1476 = !DILocation(line: 463, column: 20, scope: !1413, inlinedAt: !1469)
!1477 = !DILocation(line: 0, scope: !1413, inlinedAt: !1469)
!1478 = !DILocation(line: 464, column: 20, scope: !1413, inlinedAt: !1469)
!1479 = !DILocation(line: 465, column: 24, scope: !1413, inlinedAt: !1469)
!1480 = !DILocation(line: 465, column: 36, scope: !1413, inlinedAt: !1469)
!1481 = !DILocation(line: 465, column: 29, scope: !1413, inlinedAt: !1469)
!1482 = !DILocation(line: 466, column: 14, scope: !1433, inlinedAt: !1469)
!1483 = !DILocation(line: 466, column: 9, scope: !1413, inlinedAt: !1469)
!1484 = !DILocation(line: 468, column: 5, scope: !1413, inlinedAt: !1469)
!1485 = !DILocation(line: 468, column: 19, scope: !1413, inlinedAt: !1469)
!1486 = !DILocation(line: 461, column: 28, scope: !1414, inlinedAt: !1469)
!1487 = !DILocation(line: 461, column: 21, scope: !1414, inlinedAt: !1469)
!1488 = distinct !{!1488, !1472, !1489, !142}
!1489 = !DILocation(line: 469, column: 3, scope: !1411, inlinedAt: !1469)
!1490 = !DILocation(line: 474, column: 42, scope: !1442, inlinedAt: !1469)
!1491 = !DILocation(line: 474, column: 73, scope: !1442, inlinedAt: !1469)
!1492 = !DILocation(line: 474, column: 61, scope: !1442, inlinedAt: !1469)
!1493 = !DILocation(line: 474, column: 24, scope: !1442, inlinedAt: !1469)
!1494 = !DILocation(line: 475, column: 22, scope: !1442, inlinedAt: !1469)
!1495 = !DILocation(line: 475, column: 27, scope: !1442, inlinedAt: !1469)
!1496 = !DILocation(line: 476, column: 22, scope: !1442, inlinedAt: !1469)
!1497 = !DILocation(line: 476, column: 27, scope: !1442, inlinedAt: !1469)
!1498 = !DILocation(line: 473, column: 29, scope: !1443, inlinedAt: !1469)
!1499 = !DILocation(line: 473, column: 21, scope: !1443, inlinedAt: !1469)
!1500 = distinct !{!1500, !1475, !1501, !142}
!1501 = !DILocation(line: 477, column: 3, scope: !1417, inlinedAt: !1469)
!1502 = !DILocation(line: 483, column: 26, scope: !1457)
!1503 = !DILocation(line: 483, column: 57, scope: !1457)
!1504 = !DILocation(line: 483, column: 45, scope: !1457)
!1505 = !DILocation(line: 0, scope: !1457)
!1506 = !DILocation(line: 484, column: 22, scope: !1457)
!1507 = !DILocation(line: 485, column: 24, scope: !1457)
!1508 = !DILocation(line: 486, column: 20, scope: !1457)
!1509 = !DILocation(line: 486, column: 25, scope: !1457)
!1510 = !DILocation(line: 486, column: 10, scope: !1457)
!1511 = !DILocation(line: 487, column: 20, scope: !1457)
!1512 = !DILocation(line: 487, column: 25, scope: !1457)
!1513 = !DILocation(line: 487, column: 10, scope: !1457)
!1514 = !DILocation(line: 488, column: 3, scope: !1457)
!1515 = distinct !DISubprogram(name: "qsort", scope: !3, file: !3, line: 518, type: !1516, scopeLine: 518, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1521)
!1516 = !DISubroutineType(types: !1517)
!1517 = !{null, !8, !150, !150, !1518}
!1518 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1519, size: 32)
!1519 = !DISubroutineType(types: !1520)
!1520 = !{!14, !148, !148}
!1521 = !{!1522, !1523, !1524, !1525, !1526}
!1522 = !DILocalVariable(name: "base", arg: 1, scope: !1515, file: !3, line: 518, type: !8)
!1523 = !DILocalVariable(name: "n", arg: 2, scope: !1515, file: !3, line: 518, type: !150)
!1524 = !DILocalVariable(name: "size", arg: 3, scope: !1515, file: !3, line: 518, type: !150)
!1525 = !DILocalVariable(name: "cmp", arg: 4, scope: !1515, file: !3, line: 518, type: !1518)
!1526 = !DILocalVariable(name: "tmp", scope: !1515, file: !3, line: 521, type: !5)
!1527 = !DILocation(line: 0, scope: !1515)
!1528 = !DILocation(line: 519, column: 9, scope: !1529)
!1529 = distinct !DILexicalBlock(scope: !1515, file: !3, line: 519, column: 7)
!1530 = !DILocation(line: 519, column: 14, scope: !1529)
!1531 = !DILocation(line: 521, column: 24, scope: !1515)
!1532 = !DILocation(line: 521, column: 15, scope: !1515)
!1533 = !DILocation(line: 522, column: 8, scope: !1534)
!1534 = distinct !DILexicalBlock(scope: !1515, file: !3, line: 522, column: 7)
!1535 = !DILocation(line: 522, column: 7, scope: !1515)
!1536 = !DILocation(line: 523, column: 5, scope: !1534)
!1537 = !DILocation(line: 524, column: 3, scope: !1515)
!1538 = !DILocation(line: 525, column: 3, scope: !1515)
!1539 = !DILocation(line: 526, column: 1, scope: !1515)
!1540 = !DISubprogram(name: "abort", scope: !3, file: !3, line: 29, type: !52, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1541 = distinct !DISubprogram(name: "msort", scope: !3, file: !3, line: 492, type: !1542, scopeLine: 493, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1544)
!1542 = !DISubroutineType(types: !1543)
!1543 = !{null, !5, !150, !150, !1518, !5}
!1544 = !{!1545, !1546, !1547, !1548, !1549, !1550, !1551, !1552, !1553, !1554}
!1545 = !DILocalVariable(name: "b", arg: 1, scope: !1541, file: !3, line: 492, type: !5)
!1546 = !DILocalVariable(name: "n", arg: 2, scope: !1541, file: !3, line: 492, type: !150)
!1547 = !DILocalVariable(name: "size", arg: 3, scope: !1541, file: !3, line: 492, type: !150)
!1548 = !DILocalVariable(name: "cmp", arg: 4, scope: !1541, file: !3, line: 492, type: !1518)
!1549 = !DILocalVariable(name: "tmp", arg: 5, scope: !1541, file: !3, line: 493, type: !5)
!1550 = !DILocalVariable(name: "n1", scope: !1541, file: !3, line: 496, type: !150)
!1551 = !DILocalVariable(name: "n2", scope: !1541, file: !3, line: 496, type: !150)
!1552 = !DILocalVariable(name: "b1", scope: !1541, file: !3, line: 497, type: !5)
!1553 = !DILocalVariable(name: "b2", scope: !1541, file: !3, line: 497, type: !5)
!1554 = !DILocalVariable(name: "out", scope: !1541, file: !3, line: 500, type: !5)
!1555 = !DILocation(line: 0, scope: !1541)
!1556 = !DILocation(line: 494, column: 9, scope: !1557)
!1557 = distinct !DILexicalBlock(scope: !1541, file: !3, line: 494, column: 7)
!1558 = !DILocation(line: 494, column: 7, scope: !1541)
!1559 = !DILocation(line: 496, column: 17, scope: !1541)
!1560 = !DILocation(line: 496, column: 29, scope: !1541)
!1561 = !DILocation(line: 497, column: 30, scope: !1541)
!1562 = !DILocation(line: 497, column: 25, scope: !1541)
!1563 = !DILocation(line: 498, column: 3, scope: !1541)
!1564 = !DILocation(line: 499, column: 3, scope: !1541)
!1565 = !DILocation(line: 501, column: 17, scope: !1541)
!1566 = !DILocation(line: 501, column: 3, scope: !1541)
!1567 = !DILocation(line: 502, column: 9, scope: !1568)
!1568 = distinct !DILexicalBlock(scope: !1569, file: !3, line: 502, column: 9)
!1569 = distinct !DILexicalBlock(scope: !1541, file: !3, line: 501, column: 28)
!1570 = !DILocation(line: 502, column: 21, scope: !1568)
!1571 = !DILocation(line: 502, column: 9, scope: !1569)
!1572 = !DILocation(line: 503, column: 7, scope: !1573)
!1573 = distinct !DILexicalBlock(scope: !1568, file: !3, line: 502, column: 27)
!1574 = !DILocation(line: 504, column: 10, scope: !1573)
!1575 = !DILocation(line: 505, column: 9, scope: !1573)
!1576 = !DILocation(line: 506, column: 5, scope: !1573)
!1577 = !DILocation(line: 507, column: 7, scope: !1578)
!1578 = distinct !DILexicalBlock(scope: !1568, file: !3, line: 506, column: 12)
!1579 = !DILocation(line: 508, column: 10, scope: !1578)
!1580 = !DILocation(line: 509, column: 9, scope: !1578)
!1581 = !DILocation(line: 511, column: 9, scope: !1569)
!1582 = !DILocation(line: 501, column: 13, scope: !1541)
!1583 = distinct !{!1583, !1566, !1584, !142}
!1584 = !DILocation(line: 512, column: 3, scope: !1541)
!1585 = !DILocation(line: 513, column: 7, scope: !1541)
!1586 = !DILocation(line: 514, column: 24, scope: !1587)
!1587 = distinct !DILexicalBlock(scope: !1541, file: !3, line: 513, column: 7)
!1588 = !DILocation(line: 514, column: 5, scope: !1587)
!1589 = !DILocation(line: 515, column: 21, scope: !1541)
!1590 = !DILocation(line: 515, column: 27, scope: !1541)
!1591 = !DILocation(line: 515, column: 3, scope: !1541)
!1592 = !DILocation(line: 516, column: 1, scope: !1541)
!1593 = !DISubprogram(name: "free", scope: !3, file: !3, line: 24, type: !1594, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1594 = !DISubroutineType(types: !1595)
!1595 = !{null, !8}
!1596 = distinct !DISubprogram(name: "bsearch", scope: !3, file: !3, line: 528, type: !1597, scopeLine: 529, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1599)
!1597 = !DISubroutineType(types: !1598)
!1598 = !{!8, !148, !148, !150, !150, !1518}
!1599 = !{!1600, !1601, !1602, !1603, !1604, !1605, !1606, !1607, !1609, !1610}
!1600 = !DILocalVariable(name: "key", arg: 1, scope: !1596, file: !3, line: 528, type: !148)
!1601 = !DILocalVariable(name: "base", arg: 2, scope: !1596, file: !3, line: 528, type: !148)
!1602 = !DILocalVariable(name: "n", arg: 3, scope: !1596, file: !3, line: 528, type: !150)
!1603 = !DILocalVariable(name: "size", arg: 4, scope: !1596, file: !3, line: 528, type: !150)
!1604 = !DILocalVariable(name: "cmp", arg: 5, scope: !1596, file: !3, line: 529, type: !1518)
!1605 = !DILocalVariable(name: "lo", scope: !1596, file: !3, line: 530, type: !150)
!1606 = !DILocalVariable(name: "hi", scope: !1596, file: !3, line: 530, type: !150)
!1607 = !DILocalVariable(name: "mid", scope: !1608, file: !3, line: 532, type: !150)
!1608 = distinct !DILexicalBlock(scope: !1596, file: !3, line: 531, column: 19)
!1609 = !DILocalVariable(name: "p", scope: !1608, file: !3, line: 533, type: !17)
!1610 = !DILocalVariable(name: "c", scope: !1608, file: !3, line: 534, type: !14)
!1611 = !DILocation(line: 0, scope: !1596)
!1612 = !DILocation(line: 531, column: 3, scope: !1596)
!1613 = !DILocation(line: 530, column: 18, scope: !1596)
!1614 = !DILocation(line: 530, column: 10, scope: !1596)
!1615 = !DILocation(line: 531, column: 13, scope: !1596)
!1616 = !DILocation(line: 532, column: 27, scope: !1608)
!1617 = !DILocation(line: 532, column: 33, scope: !1608)
!1618 = !DILocation(line: 532, column: 21, scope: !1608)
!1619 = !DILocation(line: 0, scope: !1608)
!1620 = !DILocation(line: 533, column: 46, scope: !1608)
!1621 = !DILocation(line: 533, column: 40, scope: !1608)
!1622 = !DILocation(line: 534, column: 13, scope: !1608)
!1623 = !DILocation(line: 535, column: 11, scope: !1624)
!1624 = distinct !DILexicalBlock(scope: !1608, file: !3, line: 535, column: 9)
!1625 = !DILocation(line: 535, column: 9, scope: !1608)
!1626 = distinct !{!1626, !1612, !1627, !142}
!1627 = !DILocation(line: 541, column: 3, scope: !1596)
!1628 = !DILocation(line: 543, column: 1, scope: !1596)
