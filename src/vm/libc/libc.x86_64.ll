; ModuleID = 'src/vm/libc/libc.c'
source_filename = "src/vm/libc/libc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.pancam_file = type { i32 }

@pancam_errno = internal thread_local global i32 0, align 4, !dbg !0
@pancam_stdin = internal global %struct.pancam_file zeroinitializer, align 4, !dbg !69
@stdin = dso_local local_unnamed_addr global ptr @pancam_stdin, align 8, !dbg !23
@pancam_stdout = internal global %struct.pancam_file { i32 1 }, align 4, !dbg !71
@stdout = dso_local local_unnamed_addr global ptr @pancam_stdout, align 8, !dbg !29
@pancam_stderr = internal global %struct.pancam_file { i32 2 }, align 4, !dbg !73
@stderr = dso_local local_unnamed_addr global ptr @pancam_stderr, align 8, !dbg !31
@atexit_n = internal unnamed_addr global i32 0, align 4, !dbg !56
@atexit_fns = internal unnamed_addr global [32 x ptr] zeroinitializer, align 16, !dbg !48
@strtok.save = internal unnamed_addr global ptr null, align 8, !dbg !33
@ctype_b = internal constant ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), align 8, !dbg !75
@ctype_lower = internal constant ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), align 8, !dbg !41
@ctype_upper = internal constant ptr getelementptr inbounds (i8, ptr @ctype_upper_table, i64 512), align 8, !dbg !46
@ctype_lower_table = internal constant [384 x i32] [i32 -128, i32 -127, i32 -126, i32 -125, i32 -124, i32 -123, i32 -122, i32 -121, i32 -120, i32 -119, i32 -118, i32 -117, i32 -116, i32 -115, i32 -114, i32 -113, i32 -112, i32 -111, i32 -110, i32 -109, i32 -108, i32 -107, i32 -106, i32 -105, i32 -104, i32 -103, i32 -102, i32 -101, i32 -100, i32 -99, i32 -98, i32 -97, i32 -96, i32 -95, i32 -94, i32 -93, i32 -92, i32 -91, i32 -90, i32 -89, i32 -88, i32 -87, i32 -86, i32 -85, i32 -84, i32 -83, i32 -82, i32 -81, i32 -80, i32 -79, i32 -78, i32 -77, i32 -76, i32 -75, i32 -74, i32 -73, i32 -72, i32 -71, i32 -70, i32 -69, i32 -68, i32 -67, i32 -66, i32 -65, i32 -64, i32 -63, i32 -62, i32 -61, i32 -60, i32 -59, i32 -58, i32 -57, i32 -56, i32 -55, i32 -54, i32 -53, i32 -52, i32 -51, i32 -50, i32 -49, i32 -48, i32 -47, i32 -46, i32 -45, i32 -44, i32 -43, i32 -42, i32 -41, i32 -40, i32 -39, i32 -38, i32 -37, i32 -36, i32 -35, i32 -34, i32 -33, i32 -32, i32 -31, i32 -30, i32 -29, i32 -28, i32 -27, i32 -26, i32 -25, i32 -24, i32 -23, i32 -22, i32 -21, i32 -20, i32 -19, i32 -18, i32 -17, i32 -16, i32 -15, i32 -14, i32 -13, i32 -12, i32 -11, i32 -10, i32 -9, i32 -8, i32 -7, i32 -6, i32 -5, i32 -4, i32 -3, i32 -2, i32 -1, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119, i32 120, i32 121, i32 122, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119, i32 120, i32 121, i32 122, i32 123, i32 124, i32 125, i32 126, i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254, i32 255], align 16, !dbg !85
@ctype_upper_table = internal constant [384 x i32] [i32 -128, i32 -127, i32 -126, i32 -125, i32 -124, i32 -123, i32 -122, i32 -121, i32 -120, i32 -119, i32 -118, i32 -117, i32 -116, i32 -115, i32 -114, i32 -113, i32 -112, i32 -111, i32 -110, i32 -109, i32 -108, i32 -107, i32 -106, i32 -105, i32 -104, i32 -103, i32 -102, i32 -101, i32 -100, i32 -99, i32 -98, i32 -97, i32 -96, i32 -95, i32 -94, i32 -93, i32 -92, i32 -91, i32 -90, i32 -89, i32 -88, i32 -87, i32 -86, i32 -85, i32 -84, i32 -83, i32 -82, i32 -81, i32 -80, i32 -79, i32 -78, i32 -77, i32 -76, i32 -75, i32 -74, i32 -73, i32 -72, i32 -71, i32 -70, i32 -69, i32 -68, i32 -67, i32 -66, i32 -65, i32 -64, i32 -63, i32 -62, i32 -61, i32 -60, i32 -59, i32 -58, i32 -57, i32 -56, i32 -55, i32 -54, i32 -53, i32 -52, i32 -51, i32 -50, i32 -49, i32 -48, i32 -47, i32 -46, i32 -45, i32 -44, i32 -43, i32 -42, i32 -41, i32 -40, i32 -39, i32 -38, i32 -37, i32 -36, i32 -35, i32 -34, i32 -33, i32 -32, i32 -31, i32 -30, i32 -29, i32 -28, i32 -27, i32 -26, i32 -25, i32 -24, i32 -23, i32 -22, i32 -21, i32 -20, i32 -19, i32 -18, i32 -17, i32 -16, i32 -15, i32 -14, i32 -13, i32 -12, i32 -11, i32 -10, i32 -9, i32 -8, i32 -7, i32 -6, i32 -5, i32 -4, i32 -3, i32 -2, i32 -1, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 123, i32 124, i32 125, i32 126, i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254, i32 255], align 16, !dbg !88
@rand_state = internal unnamed_addr global [31 x i32] zeroinitializer, align 16, !dbg !58
@rand_f = internal unnamed_addr global i32 0, align 4, !dbg !63
@rand_r = internal unnamed_addr global i32 0, align 4, !dbg !65
@rand_seeded = internal unnamed_addr global i1 false, align 4, !dbg !90
@ctype_b_table = internal constant <{ [256 x i16], [128 x i16] }> <{ [256 x i16] [i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 8195, i16 8194, i16 8194, i16 8194, i16 8194, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 24577, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -11000, i16 -11000, i16 -11000, i16 -11000, i16 -11000, i16 -11000, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -10744, i16 -10744, i16 -10744, i16 -10744, i16 -10744, i16 -10744, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 2], [128 x i16] zeroinitializer }>, align 16, !dbg !80

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local nonnull ptr @__errno_location() local_unnamed_addr #0 !dbg !97 {
  %1 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !101
  ret ptr %1, !dbg !102
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 -1, 1) i32 @atexit(ptr noundef %0) local_unnamed_addr #2 !dbg !103 {
    #dbg_value(ptr %0, !107, !DIExpression(), !108)
  %2 = load i32, ptr @atexit_n, align 4, !dbg !109, !tbaa !111
  %3 = icmp sgt i32 %2, 31, !dbg !115
  br i1 %3, label %8, label %4, !dbg !116

4:                                                ; preds = %1
  %5 = add nsw i32 %2, 1, !dbg !117
  store i32 %5, ptr @atexit_n, align 4, !dbg !117, !tbaa !111
  %6 = sext i32 %2 to i64, !dbg !118
  %7 = getelementptr inbounds [32 x ptr], ptr @atexit_fns, i64 0, i64 %6, !dbg !118
  store ptr %0, ptr %7, align 8, !dbg !119, !tbaa !120
  br label %8, !dbg !122

8:                                                ; preds = %1, %4
  %9 = phi i32 [ 0, %4 ], [ -1, %1 ], !dbg !108
  ret i32 %9, !dbg !123
}

; Function Attrs: noreturn nounwind
define dso_local void @exit(i32 noundef %0) local_unnamed_addr #3 !dbg !124 {
    #dbg_value(i32 %0, !128, !DIExpression(), !131)
  %2 = load i32, ptr @atexit_n, align 4, !dbg !132, !tbaa !111
  %3 = icmp sgt i32 %2, 0, !dbg !133
  br i1 %3, label %4, label %12, !dbg !134

4:                                                ; preds = %1, %4
  %5 = phi i32 [ %10, %4 ], [ %2, %1 ]
  %6 = add nsw i32 %5, -1, !dbg !135
  store i32 %6, ptr @atexit_n, align 4, !dbg !135, !tbaa !111
  %7 = zext nneg i32 %6 to i64, !dbg !136
  %8 = getelementptr inbounds [32 x ptr], ptr @atexit_fns, i64 0, i64 %7, !dbg !136
  %9 = load ptr, ptr %8, align 8, !dbg !136, !tbaa !120
    #dbg_value(ptr %9, !129, !DIExpression(), !137)
  tail call void %9() #15, !dbg !138
  %10 = load i32, ptr @atexit_n, align 4, !dbg !132, !tbaa !111
  %11 = icmp sgt i32 %10, 0, !dbg !133
  br i1 %11, label %4, label %12, !dbg !134, !llvm.loop !139

12:                                               ; preds = %4, %1
  tail call void @__pancam_exit(i32 noundef %0) #16, !dbg !142
  unreachable, !dbg !142
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: noreturn
declare !dbg !143 void @__pancam_exit(i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local i32 @memcmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #6 !dbg !144 {
    #dbg_value(ptr %0, !151, !DIExpression(), !158)
    #dbg_value(ptr %1, !152, !DIExpression(), !158)
    #dbg_value(i64 %2, !153, !DIExpression(), !158)
    #dbg_value(ptr %0, !154, !DIExpression(), !158)
    #dbg_value(ptr %1, !155, !DIExpression(), !158)
    #dbg_value(i64 0, !156, !DIExpression(), !159)
  %4 = icmp eq i64 %2, 0, !dbg !160
  br i1 %4, label %18, label %8, !dbg !162

5:                                                ; preds = %8
  %6 = add nuw i64 %9, 1, !dbg !163
    #dbg_value(i64 %6, !156, !DIExpression(), !159)
    #dbg_value(i64 %6, !156, !DIExpression(), !159)
  %7 = icmp eq i64 %6, %2, !dbg !160
  br i1 %7, label %18, label %8, !dbg !162, !llvm.loop !164

8:                                                ; preds = %3, %5
  %9 = phi i64 [ %6, %5 ], [ 0, %3 ]
    #dbg_value(i64 %9, !156, !DIExpression(), !159)
  %10 = getelementptr inbounds i8, ptr %0, i64 %9, !dbg !166
  %11 = load i8, ptr %10, align 1, !dbg !166, !tbaa !168
  %12 = getelementptr inbounds i8, ptr %1, i64 %9, !dbg !169
  %13 = load i8, ptr %12, align 1, !dbg !169, !tbaa !168
  %14 = icmp eq i8 %11, %13, !dbg !170
    #dbg_value(i64 %9, !156, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !159)
  br i1 %14, label %5, label %15, !dbg !171

15:                                               ; preds = %8
  %16 = icmp ult i8 %11, %13, !dbg !172
  %17 = select i1 %16, i32 -1, i32 1, !dbg !173
  br label %18, !dbg !174

18:                                               ; preds = %5, %3, %15
  %19 = phi i32 [ %17, %15 ], [ 0, %3 ], [ 0, %5 ]
  ret i32 %19, !dbg !175
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local range(i32 0, 2) i32 @bcmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #6 !dbg !176 {
    #dbg_value(ptr %0, !178, !DIExpression(), !181)
    #dbg_value(ptr %1, !179, !DIExpression(), !181)
    #dbg_value(i64 %2, !180, !DIExpression(), !181)
    #dbg_value(ptr %0, !151, !DIExpression(), !182)
    #dbg_value(ptr %1, !152, !DIExpression(), !182)
    #dbg_value(i64 %2, !153, !DIExpression(), !182)
    #dbg_value(ptr %0, !154, !DIExpression(), !182)
    #dbg_value(ptr %1, !155, !DIExpression(), !182)
    #dbg_value(i64 0, !156, !DIExpression(), !184)
  %4 = icmp eq i64 %2, 0, !dbg !185
  br i1 %4, label %15, label %8, !dbg !186

5:                                                ; preds = %8
  %6 = add nuw i64 %9, 1, !dbg !187
    #dbg_value(i64 %6, !156, !DIExpression(), !184)
    #dbg_value(i64 %6, !156, !DIExpression(), !184)
  %7 = icmp eq i64 %6, %2, !dbg !185
  br i1 %7, label %15, label %8, !dbg !186, !llvm.loop !188

8:                                                ; preds = %3, %5
  %9 = phi i64 [ %6, %5 ], [ 0, %3 ]
    #dbg_value(i64 %9, !156, !DIExpression(), !184)
  %10 = getelementptr inbounds i8, ptr %0, i64 %9, !dbg !190
  %11 = load i8, ptr %10, align 1, !dbg !190, !tbaa !168
  %12 = getelementptr inbounds i8, ptr %1, i64 %9, !dbg !191
  %13 = load i8, ptr %12, align 1, !dbg !191, !tbaa !168
  %14 = icmp eq i8 %11, %13, !dbg !192
    #dbg_value(i64 %9, !156, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !184)
  br i1 %14, label %5, label %15, !dbg !193

15:                                               ; preds = %8, %5, %3
  %16 = phi i32 [ 0, %3 ], [ 1, %8 ], [ 0, %5 ]
  ret i32 %16, !dbg !194
}

; Function Attrs: nounwind
define dso_local ptr @mempcpy(ptr noundef %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #7 !dbg !195 {
    #dbg_value(ptr %0, !199, !DIExpression(), !202)
    #dbg_value(ptr %1, !200, !DIExpression(), !202)
    #dbg_value(i64 %2, !201, !DIExpression(), !202)
  %4 = tail call ptr @memcpy(ptr noundef %0, ptr noundef %1, i64 noundef %2) #15, !dbg !203
  %5 = getelementptr inbounds i8, ptr %4, i64 %2, !dbg !204
  ret ptr %5, !dbg !205
}

declare !dbg !206 ptr @memcpy(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local noundef ptr @memrchr(ptr noundef readonly %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #6 !dbg !207 {
    #dbg_value(ptr %0, !211, !DIExpression(), !215)
    #dbg_value(i32 %1, !212, !DIExpression(), !215)
    #dbg_value(i64 %2, !213, !DIExpression(), !215)
    #dbg_value(ptr %0, !214, !DIExpression(), !215)
  %4 = trunc i32 %1 to i8
  br label %5, !dbg !216

5:                                                ; preds = %8, %3
  %6 = phi i64 [ %2, %3 ], [ %9, %8 ]
    #dbg_value(i64 %6, !213, !DIExpression(), !215)
  %7 = icmp eq i64 %6, 0, !dbg !217
  br i1 %7, label %15, label %8, !dbg !216

8:                                                ; preds = %5
  %9 = add i64 %6, -1, !dbg !218
    #dbg_value(i64 %9, !213, !DIExpression(), !215)
  %10 = getelementptr inbounds i8, ptr %0, i64 %9, !dbg !220
  %11 = load i8, ptr %10, align 1, !dbg !220, !tbaa !168
  %12 = icmp eq i8 %11, %4, !dbg !222
  br i1 %12, label %13, label %5, !dbg !223, !llvm.loop !224

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %0, i64 %9
  br label %15, !dbg !226

15:                                               ; preds = %5, %13
  %16 = phi ptr [ %14, %13 ], [ null, %5 ], !dbg !215
  ret ptr %16, !dbg !226
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local ptr @memchr(ptr noundef readonly %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #6 !dbg !227 {
    #dbg_value(ptr %0, !229, !DIExpression(), !235)
    #dbg_value(i32 %1, !230, !DIExpression(), !235)
    #dbg_value(i64 %2, !231, !DIExpression(), !235)
    #dbg_value(ptr %0, !232, !DIExpression(), !235)
    #dbg_value(i64 0, !233, !DIExpression(), !236)
  %4 = icmp eq i64 %2, 0, !dbg !237
  br i1 %4, label %17, label %5, !dbg !239

5:                                                ; preds = %3
  %6 = trunc i32 %1 to i8
  br label %7, !dbg !239

7:                                                ; preds = %5, %12
  %8 = phi i64 [ 0, %5 ], [ %13, %12 ]
    #dbg_value(i64 %8, !233, !DIExpression(), !236)
  %9 = getelementptr inbounds i8, ptr %0, i64 %8, !dbg !240
  %10 = load i8, ptr %9, align 1, !dbg !240, !tbaa !168
  %11 = icmp eq i8 %10, %6, !dbg !242
  br i1 %11, label %15, label %12, !dbg !243

12:                                               ; preds = %7
  %13 = add nuw i64 %8, 1, !dbg !244
    #dbg_value(i64 %13, !233, !DIExpression(), !236)
  %14 = icmp eq i64 %13, %2, !dbg !237
  br i1 %14, label %17, label %7, !dbg !239, !llvm.loop !245

15:                                               ; preds = %7
  %16 = getelementptr inbounds i8, ptr %0, i64 %8
  br label %17, !dbg !247

17:                                               ; preds = %12, %15, %3
  %18 = phi ptr [ null, %3 ], [ %16, %15 ], [ null, %12 ]
  ret ptr %18, !dbg !247
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local i64 @strnlen(ptr nocapture noundef readonly %0, i64 noundef %1) local_unnamed_addr #6 !dbg !248 {
    #dbg_value(ptr %0, !252, !DIExpression(), !255)
    #dbg_value(i64 %1, !253, !DIExpression(), !255)
    #dbg_value(i64 0, !254, !DIExpression(), !255)
  %3 = icmp eq i64 %1, 0, !dbg !256
  br i1 %3, label %12, label %4, !dbg !257

4:                                                ; preds = %2, %9
  %5 = phi i64 [ %10, %9 ], [ 0, %2 ]
    #dbg_value(i64 %5, !254, !DIExpression(), !255)
  %6 = getelementptr inbounds i8, ptr %0, i64 %5, !dbg !258
  %7 = load i8, ptr %6, align 1, !dbg !258, !tbaa !168
  %8 = icmp eq i8 %7, 0, !dbg !257
  br i1 %8, label %12, label %9, !dbg !259

9:                                                ; preds = %4
  %10 = add nuw i64 %5, 1, !dbg !260
    #dbg_value(i64 %10, !254, !DIExpression(), !255)
  %11 = icmp eq i64 %10, %1, !dbg !256
  br i1 %11, label %12, label %4, !dbg !257, !llvm.loop !261

12:                                               ; preds = %4, %9, %2
  %13 = phi i64 [ 0, %2 ], [ %1, %9 ], [ %5, %4 ], !dbg !255
  ret i64 %13, !dbg !262
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local range(i32 -1, 2) i32 @strcmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !263 {
    #dbg_value(ptr %0, !267, !DIExpression(), !271)
    #dbg_value(ptr %1, !268, !DIExpression(), !271)
    #dbg_value(ptr %0, !269, !DIExpression(), !271)
    #dbg_value(ptr %1, !270, !DIExpression(), !271)
  %3 = load i8, ptr %0, align 1, !dbg !272, !tbaa !168
  %4 = icmp eq i8 %3, 0, !dbg !272
  br i1 %4, label %16, label %5, !dbg !273

5:                                                ; preds = %2, %11
  %6 = phi i8 [ %14, %11 ], [ %3, %2 ]
  %7 = phi ptr [ %13, %11 ], [ %1, %2 ]
  %8 = phi ptr [ %12, %11 ], [ %0, %2 ]
    #dbg_value(ptr %7, !270, !DIExpression(), !271)
    #dbg_value(ptr %8, !269, !DIExpression(), !271)
  %9 = load i8, ptr %7, align 1, !dbg !274, !tbaa !168
  %10 = icmp eq i8 %6, %9, !dbg !275
  br i1 %10, label %11, label %16, !dbg !276

11:                                               ; preds = %5
  %12 = getelementptr inbounds i8, ptr %8, i64 1, !dbg !277
    #dbg_value(ptr %12, !269, !DIExpression(), !271)
  %13 = getelementptr inbounds i8, ptr %7, i64 1, !dbg !279
    #dbg_value(ptr %13, !270, !DIExpression(), !271)
  %14 = load i8, ptr %12, align 1, !dbg !272, !tbaa !168
  %15 = icmp eq i8 %14, 0, !dbg !272
  br i1 %15, label %16, label %5, !dbg !273, !llvm.loop !280

16:                                               ; preds = %5, %11, %2
  %17 = phi ptr [ %1, %2 ], [ %13, %11 ], [ %7, %5 ], !dbg !271
  %18 = phi i8 [ 0, %2 ], [ 0, %11 ], [ %6, %5 ], !dbg !272
  %19 = load i8, ptr %17, align 1, !dbg !282, !tbaa !168
  %20 = icmp ugt i8 %18, %19, !dbg !283
  %21 = zext i1 %20 to i32, !dbg !283
  %22 = icmp ult i8 %18, %19, !dbg !284
  %23 = sext i1 %22 to i32, !dbg !284
  %24 = add nsw i32 %23, %21, !dbg !285
  ret i32 %24, !dbg !286
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local i32 @strncmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #6 !dbg !287 {
    #dbg_value(ptr %0, !291, !DIExpression(), !298)
    #dbg_value(ptr %1, !292, !DIExpression(), !298)
    #dbg_value(i64 %2, !293, !DIExpression(), !298)
    #dbg_value(ptr %0, !294, !DIExpression(), !298)
    #dbg_value(ptr %1, !295, !DIExpression(), !298)
    #dbg_value(i64 0, !296, !DIExpression(), !299)
  %4 = icmp eq i64 %2, 0, !dbg !300
  br i1 %4, label %23, label %5, !dbg !302

5:                                                ; preds = %3, %18
  %6 = phi i64 [ %20, %18 ], [ 0, %3 ]
    #dbg_value(i64 %6, !296, !DIExpression(), !299)
  %7 = getelementptr inbounds i8, ptr %0, i64 %6, !dbg !303
  %8 = load i8, ptr %7, align 1, !dbg !303, !tbaa !168
  %9 = getelementptr inbounds i8, ptr %1, i64 %6, !dbg !306
  %10 = load i8, ptr %9, align 1, !dbg !306, !tbaa !168
  %11 = icmp eq i8 %8, %10, !dbg !307
  br i1 %11, label %18, label %12, !dbg !308

12:                                               ; preds = %5
  %13 = icmp ugt i8 %8, %10, !dbg !309
  %14 = zext i1 %13 to i32, !dbg !309
  %15 = icmp ult i8 %8, %10, !dbg !310
  %16 = sext i1 %15 to i32, !dbg !310
  %17 = add nsw i32 %16, %14, !dbg !311
  br label %23, !dbg !312

18:                                               ; preds = %5
  %19 = icmp eq i8 %8, 0, !dbg !313
    #dbg_value(i64 %6, !296, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !299)
  %20 = add nuw i64 %6, 1
    #dbg_value(i64 %20, !296, !DIExpression(), !299)
    #dbg_value(i64 %20, !296, !DIExpression(), !299)
  %21 = icmp eq i64 %20, %2
  %22 = select i1 %19, i1 true, i1 %21, !dbg !315
  br i1 %22, label %23, label %5, !dbg !315, !llvm.loop !316

23:                                               ; preds = %18, %3, %12
  %24 = phi i32 [ %17, %12 ], [ 0, %3 ], [ 0, %18 ]
  ret i32 %24, !dbg !318
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local noundef ptr @strcpy(ptr noundef returned writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #10 !dbg !319 {
    #dbg_value(ptr %0, !321, !DIExpression(), !324)
    #dbg_value(ptr %1, !322, !DIExpression(), !324)
    #dbg_value(ptr %0, !323, !DIExpression(), !324)
  br label %3, !dbg !325

3:                                                ; preds = %3, %2
  %4 = phi ptr [ %1, %2 ], [ %6, %3 ]
  %5 = phi ptr [ %0, %2 ], [ %8, %3 ]
    #dbg_value(ptr %5, !321, !DIExpression(), !324)
    #dbg_value(ptr %4, !322, !DIExpression(), !324)
  %6 = getelementptr inbounds i8, ptr %4, i64 1, !dbg !326
    #dbg_value(ptr %6, !322, !DIExpression(), !324)
  %7 = load i8, ptr %4, align 1, !dbg !327, !tbaa !168
  %8 = getelementptr inbounds i8, ptr %5, i64 1, !dbg !328
    #dbg_value(ptr %8, !321, !DIExpression(), !324)
  store i8 %7, ptr %5, align 1, !dbg !329, !tbaa !168
  %9 = icmp eq i8 %7, 0, !dbg !325
  br i1 %9, label %10, label %3, !dbg !325, !llvm.loop !330

10:                                               ; preds = %3
  ret ptr %0, !dbg !332
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local noundef ptr @stpcpy(ptr noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #10 !dbg !333 {
    #dbg_value(ptr %0, !335, !DIExpression(), !337)
    #dbg_value(ptr %1, !336, !DIExpression(), !337)
    #dbg_value(ptr %1, !336, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !337)
  %3 = load i8, ptr %1, align 1, !dbg !338, !tbaa !168
  store i8 %3, ptr %0, align 1, !dbg !339, !tbaa !168
  %4 = icmp eq i8 %3, 0, !dbg !340
  br i1 %4, label %12, label %5, !dbg !340

5:                                                ; preds = %2, %5
  %6 = phi ptr [ %8, %5 ], [ %1, %2 ]
  %7 = phi ptr [ %9, %5 ], [ %0, %2 ]
    #dbg_value(ptr %6, !336, !DIExpression(), !337)
    #dbg_value(ptr %7, !335, !DIExpression(), !337)
  %8 = getelementptr inbounds i8, ptr %6, i64 1, !dbg !341
    #dbg_value(ptr %8, !336, !DIExpression(), !337)
  %9 = getelementptr inbounds i8, ptr %7, i64 1, !dbg !342
    #dbg_value(ptr %9, !335, !DIExpression(), !337)
    #dbg_value(ptr %8, !336, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !337)
  %10 = load i8, ptr %8, align 1, !dbg !338, !tbaa !168
  store i8 %10, ptr %9, align 1, !dbg !339, !tbaa !168
  %11 = icmp eq i8 %10, 0, !dbg !340
  br i1 %11, label %12, label %5, !dbg !340, !llvm.loop !343

12:                                               ; preds = %5, %2
  %13 = phi ptr [ %0, %2 ], [ %9, %5 ]
  ret ptr %13, !dbg !344
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptr @stpncpy(ptr noundef writeonly %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #11 !dbg !345 {
    #dbg_value(ptr %0, !349, !DIExpression(), !354)
    #dbg_value(ptr %1, !350, !DIExpression(), !354)
    #dbg_value(i64 %2, !351, !DIExpression(), !354)
    #dbg_value(i64 0, !352, !DIExpression(), !354)
  %4 = icmp eq i64 %2, 0, !dbg !355
  br i1 %4, label %14, label %5, !dbg !358

5:                                                ; preds = %3, %10
  %6 = phi i64 [ %12, %10 ], [ 0, %3 ]
    #dbg_value(i64 %6, !352, !DIExpression(), !354)
  %7 = getelementptr inbounds i8, ptr %1, i64 %6, !dbg !359
  %8 = load i8, ptr %7, align 1, !dbg !359, !tbaa !168
  %9 = icmp eq i8 %8, 0, !dbg !358
  br i1 %9, label %14, label %10, !dbg !360

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %0, i64 %6, !dbg !361
  store i8 %8, ptr %11, align 1, !dbg !362, !tbaa !168
  %12 = add nuw i64 %6, 1, !dbg !363
    #dbg_value(i64 %12, !352, !DIExpression(), !354)
  %13 = icmp eq i64 %12, %2, !dbg !355
  br i1 %13, label %56, label %5, !dbg !358, !llvm.loop !364

14:                                               ; preds = %5, %3
  %15 = phi i64 [ 0, %3 ], [ %6, %5 ], !dbg !354
    #dbg_value(!DIArgList(ptr %0, i64 %15), !353, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !354)
    #dbg_value(i64 %15, !352, !DIExpression(), !354)
  %16 = icmp ult i64 %15, %2, !dbg !366
  br i1 %16, label %17, label %56, !dbg !369

17:                                               ; preds = %14
  %18 = sub i64 %2, %15, !dbg !369
  %19 = icmp ult i64 %18, 8, !dbg !369
  br i1 %19, label %49, label %20, !dbg !369

20:                                               ; preds = %17
  %21 = icmp ult i64 %18, 32, !dbg !369
  br i1 %21, label %37, label %22, !dbg !369

22:                                               ; preds = %20
  %23 = and i64 %18, -32, !dbg !369
  %24 = getelementptr i8, ptr %0, i64 %15
  br label %25, !dbg !369

25:                                               ; preds = %25, %22
  %26 = phi i64 [ 0, %22 ], [ %29, %25 ]
  %27 = getelementptr i8, ptr %24, i64 %26, !dbg !370
  %28 = getelementptr inbounds i8, ptr %27, i64 16, !dbg !371
  store <16 x i8> zeroinitializer, ptr %27, align 1, !dbg !371, !tbaa !168
  store <16 x i8> zeroinitializer, ptr %28, align 1, !dbg !371, !tbaa !168
  %29 = add nuw i64 %26, 32
  %30 = icmp eq i64 %29, %23
  br i1 %30, label %31, label %25, !llvm.loop !372

31:                                               ; preds = %25
  %32 = icmp eq i64 %18, %23, !dbg !369
  br i1 %32, label %56, label %33, !dbg !369

33:                                               ; preds = %31
  %34 = add i64 %15, %23, !dbg !369
  %35 = and i64 %18, 24, !dbg !369
  %36 = icmp eq i64 %35, 0, !dbg !369
  br i1 %36, label %49, label %37, !dbg !369

37:                                               ; preds = %20, %33
  %38 = phi i64 [ %23, %33 ], [ 0, %20 ]
  %39 = and i64 %18, -8, !dbg !369
  %40 = add i64 %15, %39, !dbg !369
  %41 = getelementptr i8, ptr %0, i64 %15
  br label %42, !dbg !369

42:                                               ; preds = %42, %37
  %43 = phi i64 [ %38, %37 ], [ %45, %42 ]
  %44 = getelementptr i8, ptr %41, i64 %43, !dbg !370
  store <8 x i8> zeroinitializer, ptr %44, align 1, !dbg !371, !tbaa !168
  %45 = add nuw i64 %43, 8
  %46 = icmp eq i64 %45, %39
  br i1 %46, label %47, label %42, !llvm.loop !376

47:                                               ; preds = %42
  %48 = icmp eq i64 %18, %39, !dbg !369
  br i1 %48, label %56, label %49, !dbg !369

49:                                               ; preds = %47, %17, %33
  %50 = phi i64 [ %15, %17 ], [ %34, %33 ], [ %40, %47 ]
  br label %51, !dbg !369

51:                                               ; preds = %49, %51
  %52 = phi i64 [ %54, %51 ], [ %50, %49 ]
    #dbg_value(i64 %52, !352, !DIExpression(), !354)
  %53 = getelementptr inbounds i8, ptr %0, i64 %52, !dbg !370
  store i8 0, ptr %53, align 1, !dbg !371, !tbaa !168
  %54 = add nuw i64 %52, 1, !dbg !377
    #dbg_value(i64 %54, !352, !DIExpression(), !354)
  %55 = icmp eq i64 %54, %2, !dbg !366
  br i1 %55, label %56, label %51, !dbg !369, !llvm.loop !378

56:                                               ; preds = %10, %51, %31, %47, %14
  %57 = phi i64 [ %15, %14 ], [ %15, %47 ], [ %15, %31 ], [ %15, %51 ], [ %2, %10 ]
  %58 = getelementptr inbounds i8, ptr %0, i64 %57, !dbg !379
    #dbg_value(ptr %58, !353, !DIExpression(), !354)
  ret ptr %58, !dbg !380
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local noundef ptr @strchrnul(ptr noundef readonly %0, i32 noundef %1) local_unnamed_addr #9 !dbg !381 {
    #dbg_value(ptr %0, !385, !DIExpression(), !387)
    #dbg_value(i32 %1, !386, !DIExpression(), !387)
  %3 = load i8, ptr %0, align 1, !dbg !388, !tbaa !168
  %4 = icmp eq i8 %3, 0, !dbg !388
  br i1 %4, label %17, label %5, !dbg !389

5:                                                ; preds = %2
  %6 = shl i32 %1, 24
  %7 = ashr exact i32 %6, 24
  br label %8, !dbg !389

8:                                                ; preds = %5, %13
  %9 = phi i8 [ %3, %5 ], [ %15, %13 ]
  %10 = phi ptr [ %0, %5 ], [ %14, %13 ]
    #dbg_value(ptr %10, !385, !DIExpression(), !387)
  %11 = sext i8 %9 to i32, !dbg !388
  %12 = icmp eq i32 %7, %11, !dbg !390
  br i1 %12, label %17, label %13, !dbg !391

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %10, i64 1, !dbg !392
    #dbg_value(ptr %14, !385, !DIExpression(), !387)
  %15 = load i8, ptr %14, align 1, !dbg !388, !tbaa !168
  %16 = icmp eq i8 %15, 0, !dbg !388
  br i1 %16, label %17, label %8, !dbg !389, !llvm.loop !393

17:                                               ; preds = %8, %13, %2
  %18 = phi ptr [ %0, %2 ], [ %14, %13 ], [ %10, %8 ]
  ret ptr %18, !dbg !394
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local noundef ptr @strncpy(ptr noundef returned writeonly %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #11 !dbg !395 {
    #dbg_value(ptr %0, !397, !DIExpression(), !401)
    #dbg_value(ptr %1, !398, !DIExpression(), !401)
    #dbg_value(i64 %2, !399, !DIExpression(), !401)
    #dbg_value(i64 0, !400, !DIExpression(), !401)
  %4 = icmp eq i64 %2, 0, !dbg !402
  br i1 %4, label %14, label %5, !dbg !405

5:                                                ; preds = %3, %10
  %6 = phi i64 [ %12, %10 ], [ 0, %3 ]
    #dbg_value(i64 %6, !400, !DIExpression(), !401)
  %7 = getelementptr inbounds i8, ptr %1, i64 %6, !dbg !406
  %8 = load i8, ptr %7, align 1, !dbg !406, !tbaa !168
  %9 = icmp eq i8 %8, 0, !dbg !405
  br i1 %9, label %14, label %10, !dbg !407

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %0, i64 %6, !dbg !408
  store i8 %8, ptr %11, align 1, !dbg !409, !tbaa !168
  %12 = add nuw i64 %6, 1, !dbg !410
    #dbg_value(i64 %12, !400, !DIExpression(), !401)
  %13 = icmp eq i64 %12, %2, !dbg !402
  br i1 %13, label %56, label %5, !dbg !405, !llvm.loop !411

14:                                               ; preds = %5, %3
  %15 = phi i64 [ 0, %3 ], [ %6, %5 ], !dbg !401
    #dbg_value(i64 %15, !400, !DIExpression(), !401)
  %16 = icmp ult i64 %15, %2, !dbg !413
  br i1 %16, label %17, label %56, !dbg !416

17:                                               ; preds = %14
  %18 = sub i64 %2, %15, !dbg !416
  %19 = icmp ult i64 %18, 8, !dbg !416
  br i1 %19, label %49, label %20, !dbg !416

20:                                               ; preds = %17
  %21 = icmp ult i64 %18, 32, !dbg !416
  br i1 %21, label %37, label %22, !dbg !416

22:                                               ; preds = %20
  %23 = and i64 %18, -32, !dbg !416
  %24 = getelementptr i8, ptr %0, i64 %15
  br label %25, !dbg !416

25:                                               ; preds = %25, %22
  %26 = phi i64 [ 0, %22 ], [ %29, %25 ]
  %27 = getelementptr i8, ptr %24, i64 %26, !dbg !417
  %28 = getelementptr inbounds i8, ptr %27, i64 16, !dbg !418
  store <16 x i8> zeroinitializer, ptr %27, align 1, !dbg !418, !tbaa !168
  store <16 x i8> zeroinitializer, ptr %28, align 1, !dbg !418, !tbaa !168
  %29 = add nuw i64 %26, 32
  %30 = icmp eq i64 %29, %23
  br i1 %30, label %31, label %25, !llvm.loop !419

31:                                               ; preds = %25
  %32 = icmp eq i64 %18, %23, !dbg !416
  br i1 %32, label %56, label %33, !dbg !416

33:                                               ; preds = %31
  %34 = add i64 %15, %23, !dbg !416
  %35 = and i64 %18, 24, !dbg !416
  %36 = icmp eq i64 %35, 0, !dbg !416
  br i1 %36, label %49, label %37, !dbg !416

37:                                               ; preds = %20, %33
  %38 = phi i64 [ %23, %33 ], [ 0, %20 ]
  %39 = and i64 %18, -8, !dbg !416
  %40 = add i64 %15, %39, !dbg !416
  %41 = getelementptr i8, ptr %0, i64 %15
  br label %42, !dbg !416

42:                                               ; preds = %42, %37
  %43 = phi i64 [ %38, %37 ], [ %45, %42 ]
  %44 = getelementptr i8, ptr %41, i64 %43, !dbg !417
  store <8 x i8> zeroinitializer, ptr %44, align 1, !dbg !418, !tbaa !168
  %45 = add nuw i64 %43, 8
  %46 = icmp eq i64 %45, %39
  br i1 %46, label %47, label %42, !llvm.loop !421

47:                                               ; preds = %42
  %48 = icmp eq i64 %18, %39, !dbg !416
  br i1 %48, label %56, label %49, !dbg !416

49:                                               ; preds = %47, %17, %33
  %50 = phi i64 [ %15, %17 ], [ %34, %33 ], [ %40, %47 ]
  br label %51, !dbg !416

51:                                               ; preds = %49, %51
  %52 = phi i64 [ %54, %51 ], [ %50, %49 ]
    #dbg_value(i64 %52, !400, !DIExpression(), !401)
  %53 = getelementptr inbounds i8, ptr %0, i64 %52, !dbg !417
  store i8 0, ptr %53, align 1, !dbg !418, !tbaa !168
  %54 = add nuw i64 %52, 1, !dbg !422
    #dbg_value(i64 %54, !400, !DIExpression(), !401)
  %55 = icmp eq i64 %54, %2, !dbg !413
  br i1 %55, label %56, label %51, !dbg !416, !llvm.loop !423

56:                                               ; preds = %10, %51, %31, %47, %14
  ret ptr %0, !dbg !424
}

; Function Attrs: nounwind
define dso_local noundef ptr @strcat(ptr noundef returned %0, ptr nocapture noundef readonly %1) local_unnamed_addr #7 !dbg !425 {
    #dbg_value(ptr %0, !427, !DIExpression(), !429)
    #dbg_value(ptr %1, !428, !DIExpression(), !429)
  %3 = tail call i64 @strlen(ptr noundef %0) #15, !dbg !430
  %4 = getelementptr inbounds i8, ptr %0, i64 %3, !dbg !431
    #dbg_value(ptr %4, !321, !DIExpression(), !432)
    #dbg_value(ptr %1, !322, !DIExpression(), !432)
    #dbg_value(ptr %4, !323, !DIExpression(), !432)
  br label %5, !dbg !434

5:                                                ; preds = %5, %2
  %6 = phi ptr [ %1, %2 ], [ %8, %5 ]
  %7 = phi ptr [ %4, %2 ], [ %10, %5 ]
    #dbg_value(ptr %7, !321, !DIExpression(), !432)
    #dbg_value(ptr %6, !322, !DIExpression(), !432)
  %8 = getelementptr inbounds i8, ptr %6, i64 1, !dbg !435
    #dbg_value(ptr %8, !322, !DIExpression(), !432)
  %9 = load i8, ptr %6, align 1, !dbg !436, !tbaa !168
  %10 = getelementptr inbounds i8, ptr %7, i64 1, !dbg !437
    #dbg_value(ptr %10, !321, !DIExpression(), !432)
  store i8 %9, ptr %7, align 1, !dbg !438, !tbaa !168
  %11 = icmp eq i8 %9, 0, !dbg !434
  br i1 %11, label %12, label %5, !dbg !434, !llvm.loop !439

12:                                               ; preds = %5
  ret ptr %0, !dbg !441
}

declare !dbg !442 i64 @strlen(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local noundef ptr @strncat(ptr noundef returned %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #7 !dbg !445 {
    #dbg_value(ptr %0, !447, !DIExpression(), !452)
    #dbg_value(ptr %1, !448, !DIExpression(), !452)
    #dbg_value(i64 %2, !449, !DIExpression(), !452)
  %4 = tail call i64 @strlen(ptr noundef %0) #15, !dbg !453
  %5 = getelementptr inbounds i8, ptr %0, i64 %4, !dbg !454
    #dbg_value(ptr %5, !450, !DIExpression(), !452)
    #dbg_value(i64 0, !451, !DIExpression(), !452)
  %6 = icmp eq i64 %2, 0, !dbg !455
  br i1 %6, label %16, label %7, !dbg !458

7:                                                ; preds = %3, %12
  %8 = phi i64 [ %14, %12 ], [ 0, %3 ]
    #dbg_value(i64 %8, !451, !DIExpression(), !452)
  %9 = getelementptr inbounds i8, ptr %1, i64 %8, !dbg !459
  %10 = load i8, ptr %9, align 1, !dbg !459, !tbaa !168
  %11 = icmp eq i8 %10, 0, !dbg !458
  br i1 %11, label %16, label %12, !dbg !460

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %5, i64 %8, !dbg !461
  store i8 %10, ptr %13, align 1, !dbg !462, !tbaa !168
  %14 = add nuw i64 %8, 1, !dbg !463
    #dbg_value(i64 %14, !451, !DIExpression(), !452)
  %15 = icmp eq i64 %14, %2, !dbg !455
  br i1 %15, label %16, label %7, !dbg !458, !llvm.loop !464

16:                                               ; preds = %7, %12, %3
  %17 = phi i64 [ 0, %3 ], [ %2, %12 ], [ %8, %7 ], !dbg !452
  %18 = getelementptr inbounds i8, ptr %5, i64 %17, !dbg !466
  store i8 0, ptr %18, align 1, !dbg !467, !tbaa !168
  ret ptr %0, !dbg !468
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local noundef ptr @strchr(ptr noundef readonly %0, i32 noundef %1) local_unnamed_addr #9 !dbg !469 {
    #dbg_value(ptr %0, !471, !DIExpression(), !473)
    #dbg_value(i32 %1, !472, !DIExpression(), !473)
  %3 = shl i32 %1, 24
  %4 = ashr exact i32 %3, 24
    #dbg_value(ptr %0, !471, !DIExpression(), !473)
  %5 = load i8, ptr %0, align 1, !dbg !474, !tbaa !168
  %6 = sext i8 %5 to i32, !dbg !474
  %7 = icmp eq i32 %4, %6, !dbg !479
  br i1 %7, label %17, label %8, !dbg !480

8:                                                ; preds = %2, %12
  %9 = phi i8 [ %14, %12 ], [ %5, %2 ]
  %10 = phi ptr [ %13, %12 ], [ %0, %2 ]
    #dbg_value(ptr %10, !471, !DIExpression(), !473)
  %11 = icmp eq i8 %9, 0, !dbg !481
  br i1 %11, label %17, label %12, !dbg !483

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %10, i64 1, !dbg !484
    #dbg_value(ptr %13, !471, !DIExpression(), !473)
  %14 = load i8, ptr %13, align 1, !dbg !474, !tbaa !168
  %15 = sext i8 %14 to i32, !dbg !474
  %16 = icmp eq i32 %4, %15, !dbg !479
  br i1 %16, label %17, label %8, !dbg !480, !llvm.loop !485

17:                                               ; preds = %12, %8, %2
  %18 = phi ptr [ %0, %2 ], [ null, %8 ], [ %13, %12 ], !dbg !488
  ret ptr %18, !dbg !489
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local ptr @strrchr(ptr noundef readonly %0, i32 noundef %1) local_unnamed_addr #9 !dbg !490 {
    #dbg_value(ptr %0, !492, !DIExpression(), !495)
    #dbg_value(i32 %1, !493, !DIExpression(), !495)
    #dbg_value(ptr null, !494, !DIExpression(), !495)
  %3 = shl i32 %1, 24
  %4 = ashr exact i32 %3, 24
  br label %5, !dbg !496

5:                                                ; preds = %5, %2
  %6 = phi ptr [ %0, %2 ], [ %13, %5 ]
  %7 = phi ptr [ null, %2 ], [ %11, %5 ], !dbg !495
    #dbg_value(ptr %7, !494, !DIExpression(), !495)
    #dbg_value(ptr %6, !492, !DIExpression(), !495)
  %8 = load i8, ptr %6, align 1, !dbg !497, !tbaa !168
  %9 = sext i8 %8 to i32, !dbg !497
  %10 = icmp eq i32 %4, %9, !dbg !502
  %11 = select i1 %10, ptr %6, ptr %7, !dbg !503
    #dbg_value(ptr %11, !494, !DIExpression(), !495)
  %12 = icmp eq i8 %8, 0, !dbg !504
  %13 = getelementptr inbounds i8, ptr %6, i64 1, !dbg !506
    #dbg_value(ptr %13, !492, !DIExpression(), !495)
  br i1 %12, label %14, label %5, !dbg !507, !llvm.loop !508

14:                                               ; preds = %5
  ret ptr %11, !dbg !511
}

; Function Attrs: nounwind
define dso_local noundef ptr @strstr(ptr noundef readonly %0, ptr noundef %1) local_unnamed_addr #7 !dbg !512 {
    #dbg_value(ptr %0, !516, !DIExpression(), !519)
    #dbg_value(ptr %1, !517, !DIExpression(), !519)
  %3 = tail call i64 @strlen(ptr noundef %1) #15, !dbg !520
    #dbg_value(i64 %3, !518, !DIExpression(), !519)
  %4 = icmp eq i64 %3, 0, !dbg !521
  br i1 %4, label %30, label %5, !dbg !523

5:                                                ; preds = %2
    #dbg_value(ptr %0, !516, !DIExpression(), !519)
  %6 = load i8, ptr %0, align 1, !dbg !524, !tbaa !168
  %7 = icmp eq i8 %6, 0, !dbg !527
  br i1 %7, label %30, label %8, !dbg !527

8:                                                ; preds = %5
  %9 = load i8, ptr %1, align 1, !tbaa !168
  br label %10, !dbg !527

10:                                               ; preds = %8, %26
  %11 = phi i8 [ %6, %8 ], [ %28, %26 ]
  %12 = phi ptr [ %0, %8 ], [ %27, %26 ]
    #dbg_value(ptr %12, !516, !DIExpression(), !519)
  %13 = icmp eq i8 %11, %9, !dbg !528
  br i1 %13, label %14, label %26, !dbg !530

14:                                               ; preds = %10, %21
  %15 = phi i64 [ %23, %21 ], [ 0, %10 ]
    #dbg_value(i64 %15, !296, !DIExpression(), !531)
  %16 = getelementptr inbounds i8, ptr %12, i64 %15, !dbg !533
  %17 = load i8, ptr %16, align 1, !dbg !533, !tbaa !168
  %18 = getelementptr inbounds i8, ptr %1, i64 %15, !dbg !534
  %19 = load i8, ptr %18, align 1, !dbg !534, !tbaa !168
  %20 = icmp eq i8 %17, %19, !dbg !535
  br i1 %20, label %21, label %26, !dbg !536

21:                                               ; preds = %14
  %22 = icmp eq i8 %17, 0, !dbg !537
    #dbg_value(i64 %15, !296, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !531)
  %23 = add nuw i64 %15, 1
    #dbg_value(i64 %23, !296, !DIExpression(), !531)
  %24 = icmp eq i64 %23, %3
  %25 = select i1 %22, i1 true, i1 %24, !dbg !538
  br i1 %25, label %30, label %14, !dbg !538, !llvm.loop !539

26:                                               ; preds = %14, %10
  %27 = getelementptr inbounds i8, ptr %12, i64 1, !dbg !542
    #dbg_value(ptr %27, !516, !DIExpression(), !519)
  %28 = load i8, ptr %27, align 1, !dbg !524, !tbaa !168
  %29 = icmp eq i8 %28, 0, !dbg !527
  br i1 %29, label %30, label %10, !dbg !527, !llvm.loop !543

30:                                               ; preds = %26, %21, %5, %2
  %31 = phi ptr [ %0, %2 ], [ null, %5 ], [ %12, %21 ], [ null, %26 ], !dbg !519
  ret ptr %31, !dbg !545
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local i64 @strspn(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !546 {
    #dbg_value(ptr %0, !550, !DIExpression(), !553)
    #dbg_value(ptr %1, !551, !DIExpression(), !553)
    #dbg_value(i64 0, !552, !DIExpression(), !553)
  %3 = load i8, ptr %0, align 1, !dbg !554, !tbaa !168
  %4 = icmp eq i8 %3, 0, !dbg !554
  br i1 %4, label %24, label %5, !dbg !555

5:                                                ; preds = %2
  %6 = load i8, ptr %1, align 1, !tbaa !168
  br label %7, !dbg !555

7:                                                ; preds = %5, %19
  %8 = phi i8 [ %3, %5 ], [ %22, %19 ]
  %9 = phi i64 [ 0, %5 ], [ %20, %19 ]
    #dbg_value(i64 %9, !552, !DIExpression(), !553)
    #dbg_value(ptr %1, !471, !DIExpression(), !556)
    #dbg_value(i8 %8, !472, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !556)
    #dbg_value(ptr %1, !471, !DIExpression(), !556)
  %10 = icmp eq i8 %8, %6, !dbg !558
  br i1 %10, label %19, label %11, !dbg !559

11:                                               ; preds = %7, %15
  %12 = phi i8 [ %17, %15 ], [ %6, %7 ]
  %13 = phi ptr [ %16, %15 ], [ %1, %7 ]
    #dbg_value(ptr %13, !471, !DIExpression(), !556)
  %14 = icmp eq i8 %12, 0, !dbg !560
  br i1 %14, label %24, label %15, !dbg !561

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i64 1, !dbg !562
    #dbg_value(ptr %16, !471, !DIExpression(), !556)
  %17 = load i8, ptr %16, align 1, !dbg !563, !tbaa !168
  %18 = icmp eq i8 %8, %17, !dbg !558
  br i1 %18, label %19, label %11, !dbg !559, !llvm.loop !564

19:                                               ; preds = %15, %7
  %20 = add i64 %9, 1, !dbg !567
    #dbg_value(i64 %20, !552, !DIExpression(), !553)
  %21 = getelementptr inbounds i8, ptr %0, i64 %20, !dbg !554
  %22 = load i8, ptr %21, align 1, !dbg !554, !tbaa !168
  %23 = icmp eq i8 %22, 0, !dbg !554
  br i1 %23, label %24, label %7, !dbg !555, !llvm.loop !568

24:                                               ; preds = %19, %11, %2
  %25 = phi i64 [ 0, %2 ], [ %9, %11 ], [ %20, %19 ]
  ret i64 %25, !dbg !570
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local i64 @strcspn(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !571 {
    #dbg_value(ptr %0, !573, !DIExpression(), !576)
    #dbg_value(ptr %1, !574, !DIExpression(), !576)
    #dbg_value(i64 0, !575, !DIExpression(), !576)
  %3 = load i8, ptr %0, align 1, !dbg !577, !tbaa !168
  %4 = icmp eq i8 %3, 0, !dbg !577
  br i1 %4, label %24, label %5, !dbg !578

5:                                                ; preds = %2
  %6 = load i8, ptr %1, align 1, !tbaa !168
  br label %7, !dbg !578

7:                                                ; preds = %5, %19
  %8 = phi i8 [ %3, %5 ], [ %22, %19 ]
  %9 = phi i64 [ 0, %5 ], [ %20, %19 ]
    #dbg_value(i64 %9, !575, !DIExpression(), !576)
    #dbg_value(ptr %1, !471, !DIExpression(), !579)
    #dbg_value(i8 %8, !472, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !579)
    #dbg_value(ptr %1, !471, !DIExpression(), !579)
  %10 = icmp eq i8 %8, %6, !dbg !581
  br i1 %10, label %24, label %11, !dbg !582

11:                                               ; preds = %7, %15
  %12 = phi i8 [ %17, %15 ], [ %6, %7 ]
  %13 = phi ptr [ %16, %15 ], [ %1, %7 ]
    #dbg_value(ptr %13, !471, !DIExpression(), !579)
  %14 = icmp eq i8 %12, 0, !dbg !583
  br i1 %14, label %19, label %15, !dbg !584

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i64 1, !dbg !585
    #dbg_value(ptr %16, !471, !DIExpression(), !579)
  %17 = load i8, ptr %16, align 1, !dbg !586, !tbaa !168
  %18 = icmp eq i8 %8, %17, !dbg !581
  br i1 %18, label %24, label %11, !dbg !582, !llvm.loop !587

19:                                               ; preds = %11
  %20 = add i64 %9, 1, !dbg !590
    #dbg_value(i64 %20, !575, !DIExpression(), !576)
  %21 = getelementptr inbounds i8, ptr %0, i64 %20, !dbg !577
  %22 = load i8, ptr %21, align 1, !dbg !577, !tbaa !168
  %23 = icmp eq i8 %22, 0, !dbg !577
  br i1 %23, label %24, label %7, !dbg !578, !llvm.loop !591

24:                                               ; preds = %19, %7, %15, %2
  %25 = phi i64 [ 0, %2 ], [ %9, %15 ], [ %20, %19 ], [ %9, %7 ]
  ret i64 %25, !dbg !593
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local ptr @strpbrk(ptr noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !594 {
    #dbg_value(ptr %0, !596, !DIExpression(), !598)
    #dbg_value(ptr %1, !597, !DIExpression(), !598)
    #dbg_value(ptr %0, !573, !DIExpression(), !599)
    #dbg_value(ptr %1, !574, !DIExpression(), !599)
    #dbg_value(i64 0, !575, !DIExpression(), !599)
  %3 = load i8, ptr %0, align 1, !dbg !601, !tbaa !168
  %4 = icmp eq i8 %3, 0, !dbg !601
  br i1 %4, label %24, label %5, !dbg !602

5:                                                ; preds = %2
  %6 = load i8, ptr %1, align 1, !tbaa !168
  br label %7, !dbg !602

7:                                                ; preds = %19, %5
  %8 = phi i8 [ %3, %5 ], [ %22, %19 ]
  %9 = phi i64 [ 0, %5 ], [ %20, %19 ]
    #dbg_value(i64 %9, !575, !DIExpression(), !599)
    #dbg_value(ptr %1, !471, !DIExpression(), !603)
    #dbg_value(i8 %8, !472, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !603)
    #dbg_value(ptr %1, !471, !DIExpression(), !603)
  %10 = icmp eq i8 %8, %6, !dbg !605
  br i1 %10, label %24, label %11, !dbg !606

11:                                               ; preds = %7, %15
  %12 = phi i8 [ %17, %15 ], [ %6, %7 ]
  %13 = phi ptr [ %16, %15 ], [ %1, %7 ]
    #dbg_value(ptr %13, !471, !DIExpression(), !603)
  %14 = icmp eq i8 %12, 0, !dbg !607
  br i1 %14, label %19, label %15, !dbg !608

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i64 1, !dbg !609
    #dbg_value(ptr %16, !471, !DIExpression(), !603)
  %17 = load i8, ptr %16, align 1, !dbg !610, !tbaa !168
  %18 = icmp eq i8 %8, %17, !dbg !605
  br i1 %18, label %24, label %11, !dbg !606, !llvm.loop !611

19:                                               ; preds = %11
  %20 = add i64 %9, 1, !dbg !614
    #dbg_value(i64 %20, !575, !DIExpression(), !599)
  %21 = getelementptr inbounds i8, ptr %0, i64 %20, !dbg !601
  %22 = load i8, ptr %21, align 1, !dbg !601, !tbaa !168
  %23 = icmp eq i8 %22, 0, !dbg !601
  br i1 %23, label %24, label %7, !dbg !602, !llvm.loop !615

24:                                               ; preds = %7, %19, %15, %2
  %25 = phi i64 [ 0, %2 ], [ %9, %15 ], [ %9, %7 ], [ %20, %19 ]
  %26 = getelementptr inbounds i8, ptr %0, i64 %25, !dbg !617
    #dbg_value(ptr %26, !596, !DIExpression(), !598)
  %27 = load i8, ptr %26, align 1, !dbg !618, !tbaa !168
  %28 = icmp eq i8 %27, 0, !dbg !618
  %29 = select i1 %28, ptr null, ptr %26, !dbg !618
  ret ptr %29, !dbg !619
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local noundef ptr @strtok_r(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2) local_unnamed_addr #10 !dbg !620 {
    #dbg_value(ptr %0, !625, !DIExpression(), !629)
    #dbg_value(ptr %1, !626, !DIExpression(), !629)
    #dbg_value(ptr %2, !627, !DIExpression(), !629)
  %4 = icmp eq ptr %0, null, !dbg !630
  br i1 %4, label %5, label %7, !dbg !632

5:                                                ; preds = %3
  %6 = load ptr, ptr %2, align 8, !dbg !633, !tbaa !120
    #dbg_value(ptr %6, !625, !DIExpression(), !629)
  br label %7, !dbg !634

7:                                                ; preds = %5, %3
  %8 = phi ptr [ %0, %3 ], [ %6, %5 ]
    #dbg_value(ptr %8, !625, !DIExpression(), !629)
    #dbg_value(ptr %8, !550, !DIExpression(), !635)
    #dbg_value(ptr %1, !551, !DIExpression(), !635)
    #dbg_value(i64 0, !552, !DIExpression(), !635)
  %9 = load i8, ptr %8, align 1, !dbg !637, !tbaa !168
  %10 = icmp eq i8 %9, 0, !dbg !637
  br i1 %10, label %30, label %11, !dbg !638

11:                                               ; preds = %7
  %12 = load i8, ptr %1, align 1, !tbaa !168
  br label %13, !dbg !638

13:                                               ; preds = %25, %11
  %14 = phi i8 [ %9, %11 ], [ %28, %25 ]
  %15 = phi i64 [ 0, %11 ], [ %26, %25 ]
    #dbg_value(i64 %15, !552, !DIExpression(), !635)
    #dbg_value(ptr %1, !471, !DIExpression(), !639)
    #dbg_value(i8 %14, !472, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !639)
    #dbg_value(ptr %1, !471, !DIExpression(), !639)
  %16 = icmp eq i8 %14, %12, !dbg !641
  br i1 %16, label %25, label %17, !dbg !642

17:                                               ; preds = %13, %21
  %18 = phi i8 [ %23, %21 ], [ %12, %13 ]
  %19 = phi ptr [ %22, %21 ], [ %1, %13 ]
    #dbg_value(ptr %19, !471, !DIExpression(), !639)
  %20 = icmp eq i8 %18, 0, !dbg !643
  br i1 %20, label %33, label %21, !dbg !644

21:                                               ; preds = %17
  %22 = getelementptr inbounds i8, ptr %19, i64 1, !dbg !645
    #dbg_value(ptr %22, !471, !DIExpression(), !639)
  %23 = load i8, ptr %22, align 1, !dbg !646, !tbaa !168
  %24 = icmp eq i8 %14, %23, !dbg !641
  br i1 %24, label %25, label %17, !dbg !642, !llvm.loop !647

25:                                               ; preds = %21, %13
  %26 = add i64 %15, 1, !dbg !650
    #dbg_value(i64 %26, !552, !DIExpression(), !635)
  %27 = getelementptr inbounds i8, ptr %8, i64 %26, !dbg !637
  %28 = load i8, ptr %27, align 1, !dbg !637, !tbaa !168
  %29 = icmp eq i8 %28, 0, !dbg !637
  br i1 %29, label %30, label %13, !dbg !638, !llvm.loop !651

30:                                               ; preds = %25, %7
  %31 = phi i64 [ 0, %7 ], [ %26, %25 ]
  %32 = getelementptr inbounds i8, ptr %8, i64 %31, !dbg !653
    #dbg_value(ptr %32, !625, !DIExpression(), !629)
  br label %60, !dbg !654

33:                                               ; preds = %17
  %34 = getelementptr inbounds i8, ptr %8, i64 %15, !dbg !653
    #dbg_value(ptr %34, !625, !DIExpression(), !629)
    #dbg_value(ptr %34, !573, !DIExpression(), !655)
    #dbg_value(ptr %1, !574, !DIExpression(), !655)
    #dbg_value(i64 0, !575, !DIExpression(), !655)
  %35 = load i8, ptr %1, align 1, !tbaa !168
  br label %36, !dbg !657

36:                                               ; preds = %48, %33
  %37 = phi i8 [ %14, %33 ], [ %51, %48 ]
  %38 = phi i64 [ 0, %33 ], [ %49, %48 ]
    #dbg_value(i64 %38, !575, !DIExpression(), !655)
    #dbg_value(i8 %37, !472, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !658)
    #dbg_value(ptr %1, !471, !DIExpression(), !658)
  %39 = icmp eq i8 %37, %35, !dbg !660
  br i1 %39, label %53, label %40, !dbg !661

40:                                               ; preds = %36, %44
  %41 = phi i8 [ %46, %44 ], [ %35, %36 ]
  %42 = phi ptr [ %45, %44 ], [ %1, %36 ]
    #dbg_value(ptr %42, !471, !DIExpression(), !658)
  %43 = icmp eq i8 %41, 0, !dbg !662
  br i1 %43, label %48, label %44, !dbg !663

44:                                               ; preds = %40
  %45 = getelementptr inbounds i8, ptr %42, i64 1, !dbg !664
    #dbg_value(ptr %45, !471, !DIExpression(), !658)
  %46 = load i8, ptr %45, align 1, !dbg !665, !tbaa !168
  %47 = icmp eq i8 %37, %46, !dbg !660
  br i1 %47, label %53, label %40, !dbg !661, !llvm.loop !666

48:                                               ; preds = %40
  %49 = add i64 %38, 1, !dbg !669
    #dbg_value(i64 %49, !575, !DIExpression(), !655)
  %50 = getelementptr inbounds i8, ptr %34, i64 %49, !dbg !670
  %51 = load i8, ptr %50, align 1, !dbg !670, !tbaa !168
  %52 = icmp eq i8 %51, 0, !dbg !670
  br i1 %52, label %53, label %36, !dbg !657, !llvm.loop !671

53:                                               ; preds = %36, %48, %44
  %54 = phi i64 [ %38, %44 ], [ %38, %36 ], [ %49, %48 ]
  %55 = getelementptr inbounds i8, ptr %34, i64 %54, !dbg !673
    #dbg_value(ptr %55, !628, !DIExpression(), !629)
  %56 = load i8, ptr %55, align 1, !dbg !674, !tbaa !168
  %57 = icmp eq i8 %56, 0, !dbg !674
  br i1 %57, label %60, label %58, !dbg !676

58:                                               ; preds = %53
  %59 = getelementptr inbounds i8, ptr %55, i64 1, !dbg !677
    #dbg_value(ptr %59, !628, !DIExpression(), !629)
  store i8 0, ptr %55, align 1, !dbg !678, !tbaa !168
  br label %60, !dbg !679

60:                                               ; preds = %30, %53, %58
  %61 = phi ptr [ %59, %58 ], [ %55, %53 ], [ %32, %30 ], !dbg !629
  %62 = phi ptr [ %34, %58 ], [ %34, %53 ], [ null, %30 ], !dbg !629
  store ptr %61, ptr %2, align 8, !dbg !629, !tbaa !120
  ret ptr %62, !dbg !680
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local ptr @strtok(ptr noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #10 !dbg !35 {
    #dbg_value(ptr %0, !39, !DIExpression(), !681)
    #dbg_value(ptr %1, !40, !DIExpression(), !681)
    #dbg_value(ptr %0, !625, !DIExpression(), !682)
    #dbg_value(ptr %1, !626, !DIExpression(), !682)
    #dbg_value(ptr @strtok.save, !627, !DIExpression(), !682)
  %3 = icmp eq ptr %0, null, !dbg !684
  %4 = load ptr, ptr @strtok.save, align 8
  %5 = select i1 %3, ptr %4, ptr %0, !dbg !685
    #dbg_value(ptr %5, !625, !DIExpression(), !682)
    #dbg_value(ptr %5, !550, !DIExpression(), !686)
    #dbg_value(ptr %1, !551, !DIExpression(), !686)
    #dbg_value(i64 0, !552, !DIExpression(), !686)
  %6 = load i8, ptr %5, align 1, !dbg !688, !tbaa !168
  %7 = icmp eq i8 %6, 0, !dbg !688
  br i1 %7, label %27, label %8, !dbg !689

8:                                                ; preds = %2
  %9 = load i8, ptr %1, align 1, !tbaa !168
  br label %10, !dbg !689

10:                                               ; preds = %22, %8
  %11 = phi i8 [ %6, %8 ], [ %25, %22 ]
  %12 = phi i64 [ 0, %8 ], [ %23, %22 ]
    #dbg_value(i64 %12, !552, !DIExpression(), !686)
    #dbg_value(ptr %1, !471, !DIExpression(), !690)
    #dbg_value(i8 %11, !472, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !690)
    #dbg_value(ptr %1, !471, !DIExpression(), !690)
  %13 = icmp eq i8 %11, %9, !dbg !692
  br i1 %13, label %22, label %14, !dbg !693

14:                                               ; preds = %10, %18
  %15 = phi i8 [ %20, %18 ], [ %9, %10 ]
  %16 = phi ptr [ %19, %18 ], [ %1, %10 ]
    #dbg_value(ptr %16, !471, !DIExpression(), !690)
  %17 = icmp eq i8 %15, 0, !dbg !694
  br i1 %17, label %30, label %18, !dbg !695

18:                                               ; preds = %14
  %19 = getelementptr inbounds i8, ptr %16, i64 1, !dbg !696
    #dbg_value(ptr %19, !471, !DIExpression(), !690)
  %20 = load i8, ptr %19, align 1, !dbg !697, !tbaa !168
  %21 = icmp eq i8 %11, %20, !dbg !692
  br i1 %21, label %22, label %14, !dbg !693, !llvm.loop !698

22:                                               ; preds = %18, %10
  %23 = add i64 %12, 1, !dbg !701
    #dbg_value(i64 %23, !552, !DIExpression(), !686)
  %24 = getelementptr inbounds i8, ptr %5, i64 %23, !dbg !688
  %25 = load i8, ptr %24, align 1, !dbg !688, !tbaa !168
  %26 = icmp eq i8 %25, 0, !dbg !688
  br i1 %26, label %27, label %10, !dbg !689, !llvm.loop !702

27:                                               ; preds = %22, %2
  %28 = phi i64 [ 0, %2 ], [ %23, %22 ]
  %29 = getelementptr inbounds i8, ptr %5, i64 %28, !dbg !704
    #dbg_value(ptr %29, !625, !DIExpression(), !682)
  br label %56, !dbg !705

30:                                               ; preds = %14
  %31 = getelementptr inbounds i8, ptr %5, i64 %12, !dbg !704
    #dbg_value(ptr %31, !625, !DIExpression(), !682)
    #dbg_value(ptr %31, !573, !DIExpression(), !706)
    #dbg_value(ptr %1, !574, !DIExpression(), !706)
    #dbg_value(i64 0, !575, !DIExpression(), !706)
  br label %32, !dbg !708

32:                                               ; preds = %44, %30
  %33 = phi i8 [ %11, %30 ], [ %47, %44 ]
  %34 = phi i64 [ 0, %30 ], [ %45, %44 ]
    #dbg_value(i64 %34, !575, !DIExpression(), !706)
    #dbg_value(i8 %33, !472, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !709)
    #dbg_value(ptr %1, !471, !DIExpression(), !709)
  %35 = icmp eq i8 %33, %9, !dbg !711
  br i1 %35, label %49, label %36, !dbg !712

36:                                               ; preds = %32, %40
  %37 = phi i8 [ %42, %40 ], [ %9, %32 ]
  %38 = phi ptr [ %41, %40 ], [ %1, %32 ]
    #dbg_value(ptr %38, !471, !DIExpression(), !709)
  %39 = icmp eq i8 %37, 0, !dbg !713
  br i1 %39, label %44, label %40, !dbg !714

40:                                               ; preds = %36
  %41 = getelementptr inbounds i8, ptr %38, i64 1, !dbg !715
    #dbg_value(ptr %41, !471, !DIExpression(), !709)
  %42 = load i8, ptr %41, align 1, !dbg !716, !tbaa !168
  %43 = icmp eq i8 %33, %42, !dbg !711
  br i1 %43, label %49, label %36, !dbg !712, !llvm.loop !717

44:                                               ; preds = %36
  %45 = add i64 %34, 1, !dbg !720
    #dbg_value(i64 %45, !575, !DIExpression(), !706)
  %46 = getelementptr inbounds i8, ptr %31, i64 %45, !dbg !721
  %47 = load i8, ptr %46, align 1, !dbg !721, !tbaa !168
  %48 = icmp eq i8 %47, 0, !dbg !721
  br i1 %48, label %49, label %32, !dbg !708, !llvm.loop !722

49:                                               ; preds = %44, %32, %40
  %50 = phi i64 [ %34, %40 ], [ %45, %44 ], [ %34, %32 ]
  %51 = getelementptr inbounds i8, ptr %31, i64 %50, !dbg !724
    #dbg_value(ptr %51, !628, !DIExpression(), !682)
  %52 = load i8, ptr %51, align 1, !dbg !725, !tbaa !168
  %53 = icmp eq i8 %52, 0, !dbg !725
  br i1 %53, label %56, label %54, !dbg !726

54:                                               ; preds = %49
  %55 = getelementptr inbounds i8, ptr %51, i64 1, !dbg !727
    #dbg_value(ptr %55, !628, !DIExpression(), !682)
  store i8 0, ptr %51, align 1, !dbg !728, !tbaa !168
  br label %56, !dbg !729

56:                                               ; preds = %27, %49, %54
  %57 = phi ptr [ %55, %54 ], [ %51, %49 ], [ %29, %27 ], !dbg !682
  %58 = phi ptr [ %31, %54 ], [ %31, %49 ], [ null, %27 ], !dbg !682
  store ptr %57, ptr @strtok.save, align 8, !dbg !682, !tbaa !120
  ret ptr %58, !dbg !730
}

; Function Attrs: nounwind
define dso_local ptr @strdup(ptr noundef %0) local_unnamed_addr #7 !dbg !731 {
    #dbg_value(ptr %0, !735, !DIExpression(), !738)
  %2 = tail call i64 @strlen(ptr noundef %0) #15, !dbg !739
  %3 = add i64 %2, 1, !dbg !740
    #dbg_value(i64 %3, !736, !DIExpression(), !738)
  %4 = tail call ptr @malloc(i64 noundef %3) #15, !dbg !741
    #dbg_value(ptr %4, !737, !DIExpression(), !738)
  %5 = icmp eq ptr %4, null, !dbg !742
  br i1 %5, label %8, label %6, !dbg !744

6:                                                ; preds = %1
  %7 = tail call ptr @memcpy(ptr noundef nonnull %4, ptr noundef %0, i64 noundef %3) #15, !dbg !745
  br label %8, !dbg !745

8:                                                ; preds = %6, %1
  ret ptr %4, !dbg !746
}

declare !dbg !747 ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local ptr @strndup(ptr noundef %0, i64 noundef %1) local_unnamed_addr #7 !dbg !750 {
    #dbg_value(ptr %0, !754, !DIExpression(), !758)
    #dbg_value(i64 %1, !755, !DIExpression(), !758)
    #dbg_value(ptr %0, !252, !DIExpression(), !759)
    #dbg_value(i64 %1, !253, !DIExpression(), !759)
    #dbg_value(i64 0, !254, !DIExpression(), !759)
  %3 = icmp eq i64 %1, 0, !dbg !761
  br i1 %3, label %12, label %4, !dbg !762

4:                                                ; preds = %2, %9
  %5 = phi i64 [ %10, %9 ], [ 0, %2 ]
    #dbg_value(i64 %5, !254, !DIExpression(), !759)
  %6 = getelementptr inbounds i8, ptr %0, i64 %5, !dbg !763
  %7 = load i8, ptr %6, align 1, !dbg !763, !tbaa !168
  %8 = icmp eq i8 %7, 0, !dbg !762
  br i1 %8, label %12, label %9, !dbg !764

9:                                                ; preds = %4
  %10 = add nuw i64 %5, 1, !dbg !765
    #dbg_value(i64 %10, !254, !DIExpression(), !759)
  %11 = icmp eq i64 %10, %1, !dbg !761
  br i1 %11, label %12, label %4, !dbg !762, !llvm.loop !766

12:                                               ; preds = %4, %9, %2
  %13 = phi i64 [ 0, %2 ], [ %5, %4 ], [ %1, %9 ], !dbg !759
    #dbg_value(i64 %13, !756, !DIExpression(), !758)
  %14 = add i64 %13, 1, !dbg !767
  %15 = tail call ptr @malloc(i64 noundef %14) #15, !dbg !768
    #dbg_value(ptr %15, !757, !DIExpression(), !758)
  %16 = icmp eq ptr %15, null, !dbg !769
  br i1 %16, label %20, label %17, !dbg !771

17:                                               ; preds = %12
  %18 = tail call ptr @memcpy(ptr noundef nonnull %15, ptr noundef %0, i64 noundef %13) #15, !dbg !772
  %19 = getelementptr inbounds i8, ptr %15, i64 %13, !dbg !774
  store i8 0, ptr %19, align 1, !dbg !775, !tbaa !168
  br label %20, !dbg !776

20:                                               ; preds = %17, %12
  ret ptr %15, !dbg !777
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef nonnull ptr @__ctype_b_loc() local_unnamed_addr #0 !dbg !778 {
  ret ptr @ctype_b, !dbg !782
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef nonnull ptr @__ctype_tolower_loc() local_unnamed_addr #0 !dbg !783 {
  ret ptr @ctype_lower, !dbg !787
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef nonnull ptr @__ctype_toupper_loc() local_unnamed_addr #0 !dbg !788 {
  ret ptr @ctype_upper, !dbg !789
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 1025) i32 @isalpha(i32 noundef %0) local_unnamed_addr #0 !dbg !790 {
    #dbg_value(i32 %0, !794, !DIExpression(), !795)
    #dbg_value(i32 %0, !796, !DIExpression(), !799)
  %2 = add i32 %0, 128, !dbg !801
  %3 = icmp ult i32 %2, 384, !dbg !801
  br i1 %3, label %4, label %10, !dbg !801

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !802
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !802
  %7 = load i16, ptr %6, align 2, !dbg !802, !tbaa !803
  %8 = and i16 %7, 1024, !dbg !805
  %9 = zext nneg i16 %8 to i32, !dbg !805
  br label %10, !dbg !806

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !806
  ret i32 %11, !dbg !807
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 2049) i32 @isdigit(i32 noundef %0) local_unnamed_addr #0 !dbg !808 {
    #dbg_value(i32 %0, !810, !DIExpression(), !811)
    #dbg_value(i32 %0, !796, !DIExpression(), !812)
  %2 = add i32 %0, 128, !dbg !814
  %3 = icmp ult i32 %2, 384, !dbg !814
  br i1 %3, label %4, label %10, !dbg !814

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !815
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !815
  %7 = load i16, ptr %6, align 2, !dbg !815, !tbaa !803
  %8 = and i16 %7, 2048, !dbg !816
  %9 = zext nneg i16 %8 to i32, !dbg !816
  br label %10, !dbg !817

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !817
  ret i32 %11, !dbg !818
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 9) i32 @isalnum(i32 noundef %0) local_unnamed_addr #0 !dbg !819 {
    #dbg_value(i32 %0, !821, !DIExpression(), !822)
    #dbg_value(i32 %0, !796, !DIExpression(), !823)
  %2 = add i32 %0, 128, !dbg !825
  %3 = icmp ult i32 %2, 384, !dbg !825
  br i1 %3, label %4, label %10, !dbg !825

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !826
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !826
  %7 = load i16, ptr %6, align 2, !dbg !826, !tbaa !803
  %8 = and i16 %7, 8, !dbg !827
  %9 = zext nneg i16 %8 to i32, !dbg !827
  br label %10, !dbg !828

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !828
  ret i32 %11, !dbg !829
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 8193) i32 @isspace(i32 noundef %0) local_unnamed_addr #0 !dbg !830 {
    #dbg_value(i32 %0, !832, !DIExpression(), !833)
    #dbg_value(i32 %0, !796, !DIExpression(), !834)
  %2 = add i32 %0, 128, !dbg !836
  %3 = icmp ult i32 %2, 384, !dbg !836
  br i1 %3, label %4, label %10, !dbg !836

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !837
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !837
  %7 = load i16, ptr %6, align 2, !dbg !837, !tbaa !803
  %8 = and i16 %7, 8192, !dbg !838
  %9 = zext nneg i16 %8 to i32, !dbg !838
  br label %10, !dbg !839

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !839
  ret i32 %11, !dbg !840
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 257) i32 @isupper(i32 noundef %0) local_unnamed_addr #0 !dbg !841 {
    #dbg_value(i32 %0, !843, !DIExpression(), !844)
    #dbg_value(i32 %0, !796, !DIExpression(), !845)
  %2 = add i32 %0, 128, !dbg !847
  %3 = icmp ult i32 %2, 384, !dbg !847
  br i1 %3, label %4, label %10, !dbg !847

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !848
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !848
  %7 = load i16, ptr %6, align 2, !dbg !848, !tbaa !803
  %8 = and i16 %7, 256, !dbg !849
  %9 = zext nneg i16 %8 to i32, !dbg !849
  br label %10, !dbg !850

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !850
  ret i32 %11, !dbg !851
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 513) i32 @islower(i32 noundef %0) local_unnamed_addr #0 !dbg !852 {
    #dbg_value(i32 %0, !854, !DIExpression(), !855)
    #dbg_value(i32 %0, !796, !DIExpression(), !856)
  %2 = add i32 %0, 128, !dbg !858
  %3 = icmp ult i32 %2, 384, !dbg !858
  br i1 %3, label %4, label %10, !dbg !858

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !859
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !859
  %7 = load i16, ptr %6, align 2, !dbg !859, !tbaa !803
  %8 = and i16 %7, 512, !dbg !860
  %9 = zext nneg i16 %8 to i32, !dbg !860
  br label %10, !dbg !861

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !861
  ret i32 %11, !dbg !862
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 4097) i32 @isxdigit(i32 noundef %0) local_unnamed_addr #0 !dbg !863 {
    #dbg_value(i32 %0, !865, !DIExpression(), !866)
    #dbg_value(i32 %0, !796, !DIExpression(), !867)
  %2 = add i32 %0, 128, !dbg !869
  %3 = icmp ult i32 %2, 384, !dbg !869
  br i1 %3, label %4, label %10, !dbg !869

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !870
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !870
  %7 = load i16, ptr %6, align 2, !dbg !870, !tbaa !803
  %8 = and i16 %7, 4096, !dbg !871
  %9 = zext nneg i16 %8 to i32, !dbg !871
  br label %10, !dbg !872

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !872
  ret i32 %11, !dbg !873
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 16385) i32 @isprint(i32 noundef %0) local_unnamed_addr #0 !dbg !874 {
    #dbg_value(i32 %0, !876, !DIExpression(), !877)
    #dbg_value(i32 %0, !796, !DIExpression(), !878)
  %2 = add i32 %0, 128, !dbg !880
  %3 = icmp ult i32 %2, 384, !dbg !880
  br i1 %3, label %4, label %10, !dbg !880

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !881
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !881
  %7 = load i16, ptr %6, align 2, !dbg !881, !tbaa !803
  %8 = and i16 %7, 16384, !dbg !882
  %9 = zext nneg i16 %8 to i32, !dbg !882
  br label %10, !dbg !883

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !883
  ret i32 %11, !dbg !884
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 32769) i32 @isgraph(i32 noundef %0) local_unnamed_addr #0 !dbg !885 {
    #dbg_value(i32 %0, !887, !DIExpression(), !888)
    #dbg_value(i32 %0, !796, !DIExpression(), !889)
  %2 = add i32 %0, 128, !dbg !891
  %3 = icmp ult i32 %2, 384, !dbg !891
  br i1 %3, label %4, label %10, !dbg !891

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !892
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !892
  %7 = load i16, ptr %6, align 2, !dbg !892, !tbaa !803
  %8 = and i16 %7, -32768, !dbg !893
  %9 = zext i16 %8 to i32, !dbg !893
  br label %10, !dbg !894

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !894
  ret i32 %11, !dbg !895
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 5) i32 @ispunct(i32 noundef %0) local_unnamed_addr #0 !dbg !896 {
    #dbg_value(i32 %0, !898, !DIExpression(), !899)
    #dbg_value(i32 %0, !796, !DIExpression(), !900)
  %2 = add i32 %0, 128, !dbg !902
  %3 = icmp ult i32 %2, 384, !dbg !902
  br i1 %3, label %4, label %10, !dbg !902

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !903
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !903
  %7 = load i16, ptr %6, align 2, !dbg !903, !tbaa !803
  %8 = and i16 %7, 4, !dbg !904
  %9 = zext nneg i16 %8 to i32, !dbg !904
  br label %10, !dbg !905

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !905
  ret i32 %11, !dbg !906
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 3) i32 @iscntrl(i32 noundef %0) local_unnamed_addr #0 !dbg !907 {
    #dbg_value(i32 %0, !909, !DIExpression(), !910)
    #dbg_value(i32 %0, !796, !DIExpression(), !911)
  %2 = add i32 %0, 128, !dbg !913
  %3 = icmp ult i32 %2, 384, !dbg !913
  br i1 %3, label %4, label %10, !dbg !913

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !914
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !914
  %7 = load i16, ptr %6, align 2, !dbg !914, !tbaa !803
  %8 = and i16 %7, 2, !dbg !915
  %9 = zext nneg i16 %8 to i32, !dbg !915
  br label %10, !dbg !916

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !916
  ret i32 %11, !dbg !917
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 2) i32 @isblank(i32 noundef %0) local_unnamed_addr #0 !dbg !918 {
    #dbg_value(i32 %0, !920, !DIExpression(), !921)
    #dbg_value(i32 %0, !796, !DIExpression(), !922)
  %2 = add i32 %0, 128, !dbg !924
  %3 = icmp ult i32 %2, 384, !dbg !924
  br i1 %3, label %4, label %10, !dbg !924

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !925
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !925
  %7 = load i16, ptr %6, align 2, !dbg !925, !tbaa !803
  %8 = and i16 %7, 1, !dbg !926
  %9 = zext nneg i16 %8 to i32, !dbg !926
  br label %10, !dbg !927

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !927
  ret i32 %11, !dbg !928
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @tolower(i32 noundef %0) local_unnamed_addr #0 !dbg !929 {
    #dbg_value(i32 %0, !931, !DIExpression(), !932)
  %2 = add i32 %0, 128, !dbg !933
  %3 = icmp ult i32 %2, 384, !dbg !933
  br i1 %3, label %4, label %8, !dbg !933

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !934
  %6 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %5, !dbg !934
  %7 = load i32, ptr %6, align 4, !dbg !934, !tbaa !111
  br label %8, !dbg !935

8:                                                ; preds = %1, %4
  %9 = phi i32 [ %7, %4 ], [ %0, %1 ], !dbg !935
  ret i32 %9, !dbg !936
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @toupper(i32 noundef %0) local_unnamed_addr #0 !dbg !937 {
    #dbg_value(i32 %0, !939, !DIExpression(), !940)
  %2 = add i32 %0, 128, !dbg !941
  %3 = icmp ult i32 %2, 384, !dbg !941
  br i1 %3, label %4, label %8, !dbg !941

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !942
  %6 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_upper_table, i64 512), i64 %5, !dbg !942
  %7 = load i32, ptr %6, align 4, !dbg !942, !tbaa !111
  br label %8, !dbg !943

8:                                                ; preds = %1, %4
  %9 = phi i32 [ %7, %4 ], [ %0, %1 ], !dbg !943
  ret i32 %9, !dbg !944
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @abs(i32 noundef %0) local_unnamed_addr #0 !dbg !945 {
    #dbg_value(i32 %0, !947, !DIExpression(), !948)
  %2 = tail call i32 @llvm.abs.i32(i32 %0, i1 true), !dbg !949
  ret i32 %2, !dbg !950
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i64 @labs(i64 noundef %0) local_unnamed_addr #0 !dbg !951 {
    #dbg_value(i64 %0, !955, !DIExpression(), !956)
  %2 = tail call i64 @llvm.abs.i64(i64 %0, i1 true), !dbg !957
  ret i64 %2, !dbg !958
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i64 @llabs(i64 noundef %0) local_unnamed_addr #0 !dbg !959 {
    #dbg_value(i64 %0, !963, !DIExpression(), !964)
  %2 = tail call i64 @llvm.abs.i64(i64 %0, i1 true), !dbg !965
  ret i64 %2, !dbg !966
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noalias noundef ptr @getenv(ptr nocapture noundef readnone %0) local_unnamed_addr #0 !dbg !967 {
    #dbg_value(ptr %0, !969, !DIExpression(), !970)
  ret ptr null, !dbg !971
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i64 @strtoll(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !972 {
  %4 = alloca i32, align 4, !DIAssignID !981
    #dbg_assign(i1 undef, !979, !DIExpression(), !981, ptr %4, !DIExpression(), !982)
    #dbg_value(ptr %0, !976, !DIExpression(), !982)
    #dbg_value(ptr %1, !977, !DIExpression(), !982)
    #dbg_value(i32 %2, !978, !DIExpression(), !982)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #17, !dbg !983
  store i32 0, ptr %4, align 4, !dbg !984, !tbaa !111, !DIAssignID !985
    #dbg_assign(i32 0, !979, !DIExpression(), !985, ptr %4, !DIExpression(), !982)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 1, i64 noundef 0, i64 noundef -9223372036854775808, i64 noundef 9223372036854775807, ptr noundef nonnull %4) #18, !dbg !986
    #dbg_value(i64 %5, !980, !DIExpression(), !982)
  %6 = load i32, ptr %4, align 4, !dbg !987, !tbaa !111
  %7 = icmp eq i32 %6, 0, !dbg !987
  %8 = sub i64 0, %5, !dbg !987
  %9 = select i1 %7, i64 %5, i64 %8, !dbg !987
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #17, !dbg !988
  ret i64 %9, !dbg !989
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define internal fastcc i64 @strto_common(ptr noundef %0, ptr noundef writeonly %1, i32 noundef %2, i32 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, ptr nocapture noundef writeonly %7) unnamed_addr #10 !dbg !990 {
    #dbg_value(ptr %0, !994, !DIExpression(), !1009)
    #dbg_value(ptr %1, !995, !DIExpression(), !1009)
    #dbg_value(i32 %2, !996, !DIExpression(), !1009)
    #dbg_value(i32 %3, !997, !DIExpression(), !1009)
    #dbg_value(i64 %4, !998, !DIExpression(), !1009)
    #dbg_value(i64 %5, !999, !DIExpression(), !1009)
    #dbg_value(i64 %6, !1000, !DIExpression(), !1009)
    #dbg_value(ptr %7, !1001, !DIExpression(), !1009)
    #dbg_value(ptr %0, !1002, !DIExpression(), !1009)
  br label %9, !dbg !1010

9:                                                ; preds = %9, %8
  %10 = phi ptr [ %0, %8 ], [ %17, %9 ], !dbg !1009
    #dbg_value(ptr %10, !1002, !DIExpression(), !1009)
  %11 = load i8, ptr %10, align 1, !dbg !1011, !tbaa !168
  %12 = zext i8 %11 to i64, !dbg !1012
    #dbg_value(i64 %12, !832, !DIExpression(), !1015)
    #dbg_value(i64 %12, !796, !DIExpression(), !1016)
  %13 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %12, !dbg !1012
  %14 = load i16, ptr %13, align 2, !dbg !1012, !tbaa !803
  %15 = and i16 %14, 8192, !dbg !1017
  %16 = icmp eq i16 %15, 0, !dbg !1010
  %17 = getelementptr inbounds i8, ptr %10, i64 1, !dbg !1018
    #dbg_value(ptr %17, !1002, !DIExpression(), !1009)
  br i1 %16, label %18, label %9, !dbg !1010, !llvm.loop !1019

18:                                               ; preds = %9
    #dbg_value(i32 0, !1003, !DIExpression(), !1009)
  switch i8 %11, label %22 [
    i8 43, label %19
    i8 45, label %19
  ], !dbg !1020

19:                                               ; preds = %18, %18
  %20 = icmp eq i8 %11, 45, !dbg !1022
  %21 = zext i1 %20 to i32, !dbg !1022
    #dbg_value(i32 %21, !1003, !DIExpression(), !1009)
    #dbg_value(ptr %17, !1002, !DIExpression(), !1009)
  br label %22, !dbg !1024

22:                                               ; preds = %18, %19
  %23 = phi ptr [ %17, %19 ], [ %10, %18 ], !dbg !1009
  %24 = phi i32 [ %21, %19 ], [ 0, %18 ], !dbg !1009
    #dbg_value(i32 %24, !1003, !DIExpression(), !1009)
    #dbg_value(ptr %23, !1002, !DIExpression(), !1009)
  %25 = icmp eq i32 %2, 1
  %26 = icmp ugt i32 %2, 36, !dbg !1025
  %27 = or i1 %26, %25, !dbg !1025
  br i1 %27, label %28, label %32, !dbg !1025

28:                                               ; preds = %22
  %29 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1027
  store i32 22, ptr %29, align 4, !dbg !1029, !tbaa !111
  %30 = icmp eq ptr %1, null, !dbg !1030
  br i1 %30, label %132, label %31, !dbg !1032

31:                                               ; preds = %28
  store ptr %0, ptr %1, align 8, !dbg !1033, !tbaa !120
  br label %132, !dbg !1034

32:                                               ; preds = %22
  %33 = icmp eq i32 %3, 0, !dbg !1035
  %34 = icmp eq i32 %24, 0, !dbg !1037
  %35 = sub i64 0, %5, !dbg !1037
  %36 = select i1 %34, i64 %6, i64 %35, !dbg !1037
  %37 = select i1 %33, i64 %4, i64 %36, !dbg !1037
    #dbg_value(i64 %37, !1004, !DIExpression(), !1009)
    #dbg_value(ptr %23, !1038, !DIExpression(), !1056)
    #dbg_value(ptr undef, !1044, !DIExpression(), !1056)
    #dbg_value(ptr undef, !1045, !DIExpression(), !1056)
    #dbg_value(i64 %37, !1046, !DIExpression(), !1056)
    #dbg_value(ptr undef, !1047, !DIExpression(), !1056)
    #dbg_value(ptr undef, !1048, !DIExpression(), !1056)
    #dbg_value(i32 %2, !1049, !DIExpression(), !1056)
  %38 = icmp ne i32 %2, 0, !dbg !1058
  switch i32 %2, label %59 [
    i32 16, label %39
    i32 0, label %39
  ], !dbg !1060

39:                                               ; preds = %32, %32
  %40 = load i8, ptr %23, align 1, !dbg !1061, !tbaa !168
  %41 = icmp eq i8 %40, 48, !dbg !1062
  br i1 %41, label %42, label %56, !dbg !1063

42:                                               ; preds = %39
  %43 = getelementptr inbounds i8, ptr %23, i64 1, !dbg !1064
  %44 = load i8, ptr %43, align 1, !dbg !1064, !tbaa !168
  switch i8 %44, label %56 [
    i8 120, label %45
    i8 88, label %45
  ], !dbg !1065

45:                                               ; preds = %42, %42
  %46 = getelementptr inbounds i8, ptr %23, i64 2, !dbg !1066
  %47 = load i8, ptr %46, align 1, !dbg !1066, !tbaa !168
  %48 = zext i8 %47 to i64, !dbg !1067
    #dbg_value(i64 %48, !865, !DIExpression(), !1070)
    #dbg_value(i64 %48, !796, !DIExpression(), !1071)
  %49 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %48, !dbg !1067
  %50 = load i16, ptr %49, align 2, !dbg !1067, !tbaa !803
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
    #dbg_value(i32 %58, !1049, !DIExpression(), !1056)
  br label %59, !dbg !1079

59:                                               ; preds = %57, %56, %45, %32
  %60 = phi i32 [ %58, %57 ], [ %2, %56 ], [ %54, %45 ], [ %2, %32 ], !dbg !1056
  %61 = phi ptr [ %23, %57 ], [ %23, %56 ], [ %55, %45 ], [ %23, %32 ]
    #dbg_value(ptr %61, !1038, !DIExpression(), !1056)
    #dbg_value(i32 %60, !1049, !DIExpression(), !1056)
    #dbg_value(i32 %60, !996, !DIExpression(), !1009)
    #dbg_value(i64 0, !1050, !DIExpression(), !1056)
    #dbg_value(i32 0, !1006, !DIExpression(), !1009)
    #dbg_value(i32 0, !1007, !DIExpression(), !1009)
  %62 = zext nneg i32 %60 to i64
    #dbg_value(i32 poison, !1007, !DIExpression(), !1009)
    #dbg_value(i32 0, !1006, !DIExpression(), !1009)
    #dbg_value(ptr %61, !1038, !DIExpression(), !1056)
    #dbg_value(i64 0, !1050, !DIExpression(), !1056)
  %63 = load i8, ptr %61, align 1, !dbg !1080, !tbaa !168
    #dbg_value(i8 %63, !1055, !DIExpression(), !1081)
    #dbg_value(i8 %63, !810, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1082)
    #dbg_value(i8 %63, !796, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1085)
  %64 = zext i8 %63 to i64, !dbg !1087
  %65 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %64, !dbg !1087
  %66 = load i16, ptr %65, align 2, !dbg !1087, !tbaa !803
  %67 = and i16 %66, 2048, !dbg !1088
  %68 = icmp eq i16 %67, 0, !dbg !1089
  br i1 %68, label %72, label %69, !dbg !1090

69:                                               ; preds = %59
  %70 = zext i8 %63 to i32, !dbg !1091
    #dbg_value(i32 %70, !810, !DIExpression(), !1082)
    #dbg_value(i32 %70, !796, !DIExpression(), !1085)
  %71 = add nsw i32 %70, -48, !dbg !1092
    #dbg_value(i32 %71, !1051, !DIExpression(), !1081)
  br label %79, !dbg !1093

72:                                               ; preds = %59
    #dbg_value(i8 %63, !794, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1094)
    #dbg_value(i8 %63, !796, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1097)
  %73 = and i16 %66, 1024, !dbg !1099
  %74 = icmp eq i16 %73, 0, !dbg !1100
  br i1 %74, label %121, label %75, !dbg !1101

75:                                               ; preds = %72
    #dbg_value(i8 %63, !931, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1102)
  %76 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %64, !dbg !1104
  %77 = load i32, ptr %76, align 4, !dbg !1104, !tbaa !111
  %78 = add nsw i32 %77, -87, !dbg !1105
    #dbg_value(i32 %78, !1051, !DIExpression(), !1081)
  br label %79

79:                                               ; preds = %75, %69
  %80 = phi i32 [ %71, %69 ], [ %78, %75 ], !dbg !1106
    #dbg_value(i32 %80, !1051, !DIExpression(), !1081)
  %81 = icmp slt i32 %80, %60, !dbg !1107
  br i1 %81, label %82, label %121, !dbg !1109

82:                                               ; preds = %79
    #dbg_value(i32 1, !1007, !DIExpression(), !1009)
  %83 = sext i32 %80 to i64, !dbg !1110
    #dbg_value(i32 0, !1006, !DIExpression(), !1009)
    #dbg_value(i64 %83, !1050, !DIExpression(), !1056)
    #dbg_value(ptr %61, !1038, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1056)
  br label %84, !dbg !1112

84:                                               ; preds = %112, %82
  %85 = phi i32 [ 0, %82 ], [ %119, %112 ]
  %86 = phi i64 [ %83, %82 ], [ %120, %112 ]
  %87 = phi ptr [ %61, %82 ], [ %91, %112 ]
  %88 = icmp eq i32 %85, 0
  br label %89, !dbg !1113

89:                                               ; preds = %84, %111
  %90 = phi ptr [ %91, %111 ], [ %87, %84 ]
  %91 = getelementptr inbounds i8, ptr %90, i64 1, !dbg !1056
    #dbg_value(i32 poison, !1007, !DIExpression(), !1009)
    #dbg_value(i32 %85, !1006, !DIExpression(), !1009)
    #dbg_value(ptr %91, !1038, !DIExpression(), !1056)
    #dbg_value(i64 %86, !1050, !DIExpression(), !1056)
  %92 = load i8, ptr %91, align 1, !dbg !1080, !tbaa !168
    #dbg_value(i8 %92, !1055, !DIExpression(), !1081)
    #dbg_value(i8 %92, !810, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1082)
    #dbg_value(i8 %92, !796, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1085)
  %93 = zext i8 %92 to i64, !dbg !1087
  %94 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %93, !dbg !1087
  %95 = load i16, ptr %94, align 2, !dbg !1087, !tbaa !803
  %96 = and i16 %95, 2048, !dbg !1088
  %97 = icmp eq i16 %96, 0, !dbg !1089
  br i1 %97, label %101, label %98, !dbg !1090

98:                                               ; preds = %89
  %99 = zext i8 %92 to i32, !dbg !1091
    #dbg_value(i32 %99, !810, !DIExpression(), !1082)
    #dbg_value(i32 %99, !796, !DIExpression(), !1085)
  %100 = add nsw i32 %99, -48, !dbg !1092
    #dbg_value(i32 %100, !1051, !DIExpression(), !1081)
  br label %108, !dbg !1093

101:                                              ; preds = %89
    #dbg_value(i8 %92, !794, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1094)
    #dbg_value(i8 %92, !796, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1097)
  %102 = and i16 %95, 1024, !dbg !1099
  %103 = icmp eq i16 %102, 0, !dbg !1100
  br i1 %103, label %124, label %104, !dbg !1101

104:                                              ; preds = %101
    #dbg_value(i8 %92, !931, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1102)
  %105 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %93, !dbg !1104
  %106 = load i32, ptr %105, align 4, !dbg !1104, !tbaa !111
  %107 = add nsw i32 %106, -87, !dbg !1105
    #dbg_value(i32 %107, !1051, !DIExpression(), !1081)
  br label %108

108:                                              ; preds = %104, %98
  %109 = phi i32 [ %100, %98 ], [ %107, %104 ], !dbg !1106
    #dbg_value(i32 %109, !1051, !DIExpression(), !1081)
  %110 = icmp slt i32 %109, %60, !dbg !1107
  br i1 %110, label %111, label %124, !dbg !1109

111:                                              ; preds = %108
    #dbg_value(i32 1, !1007, !DIExpression(), !1009)
  br i1 %88, label %112, label %89, !dbg !1114, !llvm.loop !1115

112:                                              ; preds = %111
  %113 = sext i32 %109 to i64, !dbg !1110
  %114 = sub i64 %37, %113, !dbg !1118
  %115 = udiv i64 %114, %62, !dbg !1119
  %116 = icmp ugt i64 %86, %115, !dbg !1120
  %117 = mul i64 %86, %62, !dbg !1121
  %118 = add i64 %117, %113, !dbg !1121
  %119 = select i1 %116, i32 1, i32 0, !dbg !1121
  %120 = select i1 %116, i64 %37, i64 %118, !dbg !1121
  br label %84, !dbg !1113, !llvm.loop !1115

121:                                              ; preds = %72, %79
    #dbg_value(i64 poison, !1050, !DIExpression(), !1056)
    #dbg_value(ptr poison, !1005, !DIExpression(), !1009)
    #dbg_value(i64 poison, !1008, !DIExpression(), !1009)
  %122 = icmp eq ptr %1, null, !dbg !1122
  br i1 %122, label %132, label %123, !dbg !1126

123:                                              ; preds = %121
  store ptr %0, ptr %1, align 8, !dbg !1127, !tbaa !120
  br label %132, !dbg !1128

124:                                              ; preds = %108, %101
  %125 = icmp eq i32 %85, 0, !dbg !1129
    #dbg_value(i64 %86, !1050, !DIExpression(), !1056)
    #dbg_value(ptr %91, !1005, !DIExpression(), !1009)
    #dbg_value(i64 %86, !1008, !DIExpression(), !1009)
  %126 = icmp eq ptr %1, null, !dbg !1131
  br i1 %126, label %128, label %127, !dbg !1133

127:                                              ; preds = %124
  store ptr %91, ptr %1, align 8, !dbg !1134, !tbaa !120
  br label %128, !dbg !1135

128:                                              ; preds = %127, %124
  br i1 %125, label %131, label %129, !dbg !1136

129:                                              ; preds = %128
  %130 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1137
  store i32 34, ptr %130, align 4, !dbg !1138, !tbaa !111
  br label %131, !dbg !1137

131:                                              ; preds = %129, %128
  store i32 %24, ptr %7, align 4, !dbg !1139, !tbaa !111
  br label %132, !dbg !1140

132:                                              ; preds = %131, %123, %121, %28, %31
  %133 = phi i64 [ 0, %31 ], [ 0, %28 ], [ %86, %131 ], [ 0, %123 ], [ 0, %121 ], !dbg !1009
  ret i64 %133, !dbg !1141
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i64 @strtoull(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !1142 {
  %4 = alloca i32, align 4, !DIAssignID !1151
    #dbg_assign(i1 undef, !1149, !DIExpression(), !1151, ptr %4, !DIExpression(), !1152)
    #dbg_value(ptr %0, !1146, !DIExpression(), !1152)
    #dbg_value(ptr %1, !1147, !DIExpression(), !1152)
    #dbg_value(i32 %2, !1148, !DIExpression(), !1152)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #17, !dbg !1153
  store i32 0, ptr %4, align 4, !dbg !1154, !tbaa !111, !DIAssignID !1155
    #dbg_assign(i32 0, !1149, !DIExpression(), !1155, ptr %4, !DIExpression(), !1152)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 0, i64 noundef -1, i64 noundef 0, i64 noundef 0, ptr noundef nonnull %4) #18, !dbg !1156
    #dbg_value(i64 %5, !1150, !DIExpression(), !1152)
  %6 = load i32, ptr %4, align 4, !dbg !1157, !tbaa !111
  %7 = icmp eq i32 %6, 0, !dbg !1157
  %8 = sub i64 0, %5, !dbg !1157
  %9 = select i1 %7, i64 %5, i64 %8, !dbg !1157
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #17, !dbg !1158
  ret i64 %9, !dbg !1159
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i64 @strtol(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !1160 {
  %4 = alloca i32, align 4, !DIAssignID !1170
    #dbg_assign(i1 undef, !1167, !DIExpression(), !1170, ptr %4, !DIExpression(), !1171)
    #dbg_value(ptr %0, !1164, !DIExpression(), !1171)
    #dbg_value(ptr %1, !1165, !DIExpression(), !1171)
    #dbg_value(i32 %2, !1166, !DIExpression(), !1171)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #17, !dbg !1172
  store i32 0, ptr %4, align 4, !dbg !1173, !tbaa !111, !DIAssignID !1174
    #dbg_assign(i32 0, !1167, !DIExpression(), !1174, ptr %4, !DIExpression(), !1171)
    #dbg_value(i64 9223372036854775807, !1168, !DIExpression(), !1171)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 1, i64 noundef 0, i64 noundef -9223372036854775808, i64 noundef 9223372036854775807, ptr noundef nonnull %4) #18, !dbg !1175
    #dbg_value(i64 %5, !1169, !DIExpression(), !1171)
  %6 = load i32, ptr %4, align 4, !dbg !1176, !tbaa !111
  %7 = icmp eq i32 %6, 0, !dbg !1176
  %8 = sub i64 0, %5, !dbg !1176
  %9 = select i1 %7, i64 %5, i64 %8, !dbg !1176
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #17, !dbg !1177
  ret i64 %9, !dbg !1178
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i64 @strtoul(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !1179 {
  %4 = alloca i32, align 4, !DIAssignID !1188
    #dbg_assign(i1 undef, !1186, !DIExpression(), !1188, ptr %4, !DIExpression(), !1189)
    #dbg_value(ptr %0, !1183, !DIExpression(), !1189)
    #dbg_value(ptr %1, !1184, !DIExpression(), !1189)
    #dbg_value(i32 %2, !1185, !DIExpression(), !1189)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #17, !dbg !1190
  store i32 0, ptr %4, align 4, !dbg !1191, !tbaa !111, !DIAssignID !1192
    #dbg_assign(i32 0, !1186, !DIExpression(), !1192, ptr %4, !DIExpression(), !1189)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 0, i64 noundef -1, i64 noundef 0, i64 noundef 0, ptr noundef nonnull %4) #18, !dbg !1193
    #dbg_value(i64 %5, !1187, !DIExpression(), !1189)
  %6 = load i32, ptr %4, align 4, !dbg !1194, !tbaa !111
  %7 = icmp eq i32 %6, 0, !dbg !1194
  %8 = sub i64 0, %5, !dbg !1194
  %9 = select i1 %7, i64 %5, i64 %8, !dbg !1194
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #17, !dbg !1195
  ret i64 %9, !dbg !1196
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local i32 @atoi(ptr nocapture noundef readonly %0) local_unnamed_addr #12 !dbg !1197 {
    #dbg_value(ptr %0, !1201, !DIExpression(), !1202)
    #dbg_value(ptr %0, !1164, !DIExpression(), !1203)
    #dbg_value(ptr null, !1165, !DIExpression(), !1203)
    #dbg_value(i32 10, !1166, !DIExpression(), !1203)
    #dbg_value(i32 0, !1167, !DIExpression(), !1203)
    #dbg_value(i64 9223372036854775807, !1168, !DIExpression(), !1203)
    #dbg_value(ptr %0, !994, !DIExpression(), !1205)
    #dbg_value(ptr null, !995, !DIExpression(), !1205)
    #dbg_value(i32 10, !996, !DIExpression(), !1205)
    #dbg_value(i32 1, !997, !DIExpression(), !1205)
    #dbg_value(i64 0, !998, !DIExpression(), !1205)
    #dbg_value(i64 -9223372036854775808, !999, !DIExpression(), !1205)
    #dbg_value(i64 9223372036854775807, !1000, !DIExpression(), !1205)
    #dbg_value(ptr undef, !1001, !DIExpression(), !1205)
    #dbg_value(ptr %0, !1002, !DIExpression(), !1205)
  br label %2, !dbg !1207

2:                                                ; preds = %2, %1
  %3 = phi ptr [ %0, %1 ], [ %10, %2 ], !dbg !1205
    #dbg_value(ptr %3, !1002, !DIExpression(), !1205)
  %4 = load i8, ptr %3, align 1, !dbg !1208, !tbaa !168
  %5 = zext i8 %4 to i64, !dbg !1209
    #dbg_value(i64 %5, !832, !DIExpression(), !1212)
    #dbg_value(i64 %5, !796, !DIExpression(), !1213)
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1209
  %7 = load i16, ptr %6, align 2, !dbg !1209, !tbaa !803
  %8 = and i16 %7, 8192, !dbg !1214
  %9 = icmp eq i16 %8, 0, !dbg !1207
  %10 = getelementptr inbounds i8, ptr %3, i64 1, !dbg !1215
    #dbg_value(ptr %10, !1002, !DIExpression(), !1205)
  br i1 %9, label %11, label %2, !dbg !1207, !llvm.loop !1216

11:                                               ; preds = %2
    #dbg_value(i32 0, !1003, !DIExpression(), !1205)
  switch i8 %4, label %19 [
    i8 43, label %12
    i8 45, label %12
  ], !dbg !1217

12:                                               ; preds = %11, %11
  %13 = icmp ne i8 %4, 45, !dbg !1218
    #dbg_value(i1 %13, !1003, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1205)
    #dbg_value(ptr %10, !1002, !DIExpression(), !1205)
  %14 = select i1 %13, i64 9223372036854775807, i64 -9223372036854775808, !dbg !1219
  %15 = load i8, ptr %10, align 1, !dbg !1220, !tbaa !168
  %16 = zext i8 %15 to i64
  %17 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %16
  %18 = load i16, ptr %17, align 2, !dbg !1222, !tbaa !803
  br label %19, !dbg !1219

19:                                               ; preds = %12, %11
  %20 = phi i64 [ %16, %12 ], [ %5, %11 ], !dbg !1222
  %21 = phi i16 [ %18, %12 ], [ %7, %11 ], !dbg !1222
  %22 = phi i8 [ %15, %12 ], [ %4, %11 ], !dbg !1220
  %23 = phi i1 [ %13, %12 ], [ true, %11 ]
  %24 = phi ptr [ %10, %12 ], [ %3, %11 ]
  %25 = phi i64 [ %14, %12 ], [ 9223372036854775807, %11 ], !dbg !1219
    #dbg_value(i64 %25, !1004, !DIExpression(), !1205)
    #dbg_value(ptr undef, !1044, !DIExpression(), !1225)
    #dbg_value(ptr undef, !1045, !DIExpression(), !1225)
    #dbg_value(i64 %25, !1046, !DIExpression(), !1225)
    #dbg_value(ptr undef, !1047, !DIExpression(), !1225)
    #dbg_value(ptr undef, !1048, !DIExpression(), !1225)
    #dbg_value(i32 10, !1049, !DIExpression(), !1225)
    #dbg_value(i32 10, !996, !DIExpression(), !1205)
    #dbg_value(i32 poison, !1007, !DIExpression(), !1205)
    #dbg_value(i32 0, !1006, !DIExpression(), !1205)
    #dbg_value(ptr %24, !1038, !DIExpression(), !1225)
    #dbg_value(i64 0, !1050, !DIExpression(), !1225)
    #dbg_value(i8 %22, !1055, !DIExpression(), !1226)
    #dbg_value(i8 %22, !810, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1227)
    #dbg_value(i8 %22, !796, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1228)
  %26 = and i16 %21, 2048, !dbg !1229
  %27 = icmp eq i16 %26, 0, !dbg !1230
  br i1 %27, label %31, label %28, !dbg !1231

28:                                               ; preds = %19
  %29 = zext i8 %22 to i32, !dbg !1232
    #dbg_value(i32 %29, !810, !DIExpression(), !1227)
    #dbg_value(i32 %29, !796, !DIExpression(), !1228)
  %30 = add nsw i32 %29, -48, !dbg !1233
    #dbg_value(i32 %30, !1051, !DIExpression(), !1226)
  br label %38, !dbg !1234

31:                                               ; preds = %19
    #dbg_value(i8 %22, !794, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1235)
    #dbg_value(i8 %22, !796, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1237)
  %32 = and i16 %21, 1024, !dbg !1239
  %33 = icmp eq i16 %32, 0, !dbg !1240
  br i1 %33, label %88, label %34, !dbg !1241

34:                                               ; preds = %31
    #dbg_value(i8 %22, !931, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1242)
  %35 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %20, !dbg !1244
  %36 = load i32, ptr %35, align 4, !dbg !1244, !tbaa !111
  %37 = add nsw i32 %36, -87, !dbg !1245
    #dbg_value(i32 %37, !1051, !DIExpression(), !1226)
  br label %38

38:                                               ; preds = %34, %28
  %39 = phi i32 [ %30, %28 ], [ %37, %34 ], !dbg !1246
    #dbg_value(i32 %39, !1051, !DIExpression(), !1226)
  %40 = icmp slt i32 %39, 10, !dbg !1247
  br i1 %40, label %41, label %88, !dbg !1248

41:                                               ; preds = %38
    #dbg_value(i32 1, !1007, !DIExpression(), !1205)
  %42 = sext i32 %39 to i64, !dbg !1249
    #dbg_value(i32 0, !1006, !DIExpression(), !1205)
    #dbg_value(i64 %42, !1050, !DIExpression(), !1225)
    #dbg_value(ptr %24, !1038, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1225)
  br label %43, !dbg !1250

43:                                               ; preds = %71, %41
  %44 = phi i32 [ 0, %41 ], [ %78, %71 ]
  %45 = phi i64 [ %42, %41 ], [ %79, %71 ]
  %46 = phi ptr [ %24, %41 ], [ %50, %71 ]
  %47 = icmp eq i32 %44, 0
  br label %48, !dbg !1251

48:                                               ; preds = %43, %70
  %49 = phi ptr [ %50, %70 ], [ %46, %43 ]
  %50 = getelementptr inbounds i8, ptr %49, i64 1, !dbg !1225
    #dbg_value(i32 poison, !1007, !DIExpression(), !1205)
    #dbg_value(i32 %44, !1006, !DIExpression(), !1205)
    #dbg_value(ptr %50, !1038, !DIExpression(), !1225)
    #dbg_value(i64 %45, !1050, !DIExpression(), !1225)
  %51 = load i8, ptr %50, align 1, !dbg !1220, !tbaa !168
    #dbg_value(i8 %51, !1055, !DIExpression(), !1226)
    #dbg_value(i8 %51, !810, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1227)
    #dbg_value(i8 %51, !796, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1228)
  %52 = zext i8 %51 to i64, !dbg !1222
  %53 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %52, !dbg !1222
  %54 = load i16, ptr %53, align 2, !dbg !1222, !tbaa !803
  %55 = and i16 %54, 2048, !dbg !1229
  %56 = icmp eq i16 %55, 0, !dbg !1230
  br i1 %56, label %60, label %57, !dbg !1231

57:                                               ; preds = %48
  %58 = zext i8 %51 to i32, !dbg !1232
    #dbg_value(i32 %58, !810, !DIExpression(), !1227)
    #dbg_value(i32 %58, !796, !DIExpression(), !1228)
  %59 = add nsw i32 %58, -48, !dbg !1233
    #dbg_value(i32 %59, !1051, !DIExpression(), !1226)
  br label %67, !dbg !1234

60:                                               ; preds = %48
    #dbg_value(i8 %51, !794, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1235)
    #dbg_value(i8 %51, !796, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1237)
  %61 = and i16 %54, 1024, !dbg !1239
  %62 = icmp eq i16 %61, 0, !dbg !1240
  br i1 %62, label %80, label %63, !dbg !1241

63:                                               ; preds = %60
    #dbg_value(i8 %51, !931, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1242)
  %64 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %52, !dbg !1244
  %65 = load i32, ptr %64, align 4, !dbg !1244, !tbaa !111
  %66 = add nsw i32 %65, -87, !dbg !1245
    #dbg_value(i32 %66, !1051, !DIExpression(), !1226)
  br label %67

67:                                               ; preds = %63, %57
  %68 = phi i32 [ %59, %57 ], [ %66, %63 ], !dbg !1246
    #dbg_value(i32 %68, !1051, !DIExpression(), !1226)
  %69 = icmp slt i32 %68, 10, !dbg !1247
  br i1 %69, label %70, label %80, !dbg !1248

70:                                               ; preds = %67
    #dbg_value(i32 1, !1007, !DIExpression(), !1205)
  br i1 %47, label %71, label %48, !dbg !1252, !llvm.loop !1253

71:                                               ; preds = %70
  %72 = sext i32 %68 to i64, !dbg !1249
  %73 = sub i64 %25, %72, !dbg !1255
  %74 = udiv i64 %73, 10, !dbg !1256
  %75 = icmp ugt i64 %45, %74, !dbg !1257
  %76 = mul nuw i64 %45, 10, !dbg !1258
  %77 = add i64 %76, %72, !dbg !1258
  %78 = select i1 %75, i32 1, i32 0, !dbg !1258
  %79 = select i1 %75, i64 %25, i64 %77, !dbg !1258
  br label %43, !dbg !1251, !llvm.loop !1253

80:                                               ; preds = %67, %60
  %81 = icmp eq i32 %44, 0, !dbg !1259
    #dbg_value(i64 %45, !1050, !DIExpression(), !1225)
    #dbg_value(ptr undef, !1005, !DIExpression(), !1205)
    #dbg_value(i64 %45, !1008, !DIExpression(), !1205)
  br i1 %81, label %84, label %82, !dbg !1260

82:                                               ; preds = %80
  %83 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1261
  store i32 34, ptr %83, align 4, !dbg !1262, !tbaa !111
  br label %84, !dbg !1261

84:                                               ; preds = %80, %82
    #dbg_value(i1 %23, !1167, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1203)
    #dbg_value(i64 %45, !1169, !DIExpression(), !1203)
  %85 = sub i64 0, %45, !dbg !1263
  %86 = select i1 %23, i64 %45, i64 %85, !dbg !1263
  %87 = trunc i64 %86 to i32, !dbg !1264
  br label %88, !dbg !1263

88:                                               ; preds = %84, %31, %38
  %89 = phi i32 [ 0, %38 ], [ 0, %31 ], [ %87, %84 ], !dbg !1263
  ret i32 %89, !dbg !1265
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local i64 @atol(ptr nocapture noundef readonly %0) local_unnamed_addr #12 !dbg !1266 {
    #dbg_value(ptr %0, !1270, !DIExpression(), !1271)
    #dbg_value(ptr %0, !1164, !DIExpression(), !1272)
    #dbg_value(ptr null, !1165, !DIExpression(), !1272)
    #dbg_value(i32 10, !1166, !DIExpression(), !1272)
    #dbg_value(i32 0, !1167, !DIExpression(), !1272)
    #dbg_value(i64 9223372036854775807, !1168, !DIExpression(), !1272)
    #dbg_value(ptr %0, !994, !DIExpression(), !1274)
    #dbg_value(ptr null, !995, !DIExpression(), !1274)
    #dbg_value(i32 10, !996, !DIExpression(), !1274)
    #dbg_value(i32 1, !997, !DIExpression(), !1274)
    #dbg_value(i64 0, !998, !DIExpression(), !1274)
    #dbg_value(i64 -9223372036854775808, !999, !DIExpression(), !1274)
    #dbg_value(i64 9223372036854775807, !1000, !DIExpression(), !1274)
    #dbg_value(ptr undef, !1001, !DIExpression(), !1274)
    #dbg_value(ptr %0, !1002, !DIExpression(), !1274)
  br label %2, !dbg !1276

2:                                                ; preds = %2, %1
  %3 = phi ptr [ %0, %1 ], [ %10, %2 ], !dbg !1274
    #dbg_value(ptr %3, !1002, !DIExpression(), !1274)
  %4 = load i8, ptr %3, align 1, !dbg !1277, !tbaa !168
  %5 = zext i8 %4 to i64, !dbg !1278
    #dbg_value(i64 %5, !832, !DIExpression(), !1281)
    #dbg_value(i64 %5, !796, !DIExpression(), !1282)
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1278
  %7 = load i16, ptr %6, align 2, !dbg !1278, !tbaa !803
  %8 = and i16 %7, 8192, !dbg !1283
  %9 = icmp eq i16 %8, 0, !dbg !1276
  %10 = getelementptr inbounds i8, ptr %3, i64 1, !dbg !1284
    #dbg_value(ptr %10, !1002, !DIExpression(), !1274)
  br i1 %9, label %11, label %2, !dbg !1276, !llvm.loop !1285

11:                                               ; preds = %2
    #dbg_value(i32 0, !1003, !DIExpression(), !1274)
  switch i8 %4, label %19 [
    i8 43, label %12
    i8 45, label %12
  ], !dbg !1286

12:                                               ; preds = %11, %11
  %13 = icmp ne i8 %4, 45, !dbg !1287
    #dbg_value(i1 %13, !1003, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1274)
    #dbg_value(ptr %10, !1002, !DIExpression(), !1274)
  %14 = select i1 %13, i64 9223372036854775807, i64 -9223372036854775808, !dbg !1288
  %15 = load i8, ptr %10, align 1, !dbg !1289, !tbaa !168
  %16 = zext i8 %15 to i64
  %17 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %16
  %18 = load i16, ptr %17, align 2, !dbg !1291, !tbaa !803
  br label %19, !dbg !1288

19:                                               ; preds = %12, %11
  %20 = phi i64 [ %16, %12 ], [ %5, %11 ], !dbg !1291
  %21 = phi i16 [ %18, %12 ], [ %7, %11 ], !dbg !1291
  %22 = phi i8 [ %15, %12 ], [ %4, %11 ], !dbg !1289
  %23 = phi i1 [ %13, %12 ], [ true, %11 ]
  %24 = phi ptr [ %10, %12 ], [ %3, %11 ]
  %25 = phi i64 [ %14, %12 ], [ 9223372036854775807, %11 ], !dbg !1288
    #dbg_value(i64 %25, !1004, !DIExpression(), !1274)
    #dbg_value(ptr undef, !1044, !DIExpression(), !1294)
    #dbg_value(ptr undef, !1045, !DIExpression(), !1294)
    #dbg_value(i64 %25, !1046, !DIExpression(), !1294)
    #dbg_value(ptr undef, !1047, !DIExpression(), !1294)
    #dbg_value(ptr undef, !1048, !DIExpression(), !1294)
    #dbg_value(i32 10, !1049, !DIExpression(), !1294)
    #dbg_value(i32 10, !996, !DIExpression(), !1274)
    #dbg_value(i32 poison, !1007, !DIExpression(), !1274)
    #dbg_value(i32 0, !1006, !DIExpression(), !1274)
    #dbg_value(ptr %24, !1038, !DIExpression(), !1294)
    #dbg_value(i64 0, !1050, !DIExpression(), !1294)
    #dbg_value(i8 %22, !1055, !DIExpression(), !1295)
    #dbg_value(i8 %22, !810, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1296)
    #dbg_value(i8 %22, !796, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1297)
  %26 = and i16 %21, 2048, !dbg !1298
  %27 = icmp eq i16 %26, 0, !dbg !1299
  br i1 %27, label %31, label %28, !dbg !1300

28:                                               ; preds = %19
  %29 = zext i8 %22 to i32, !dbg !1301
    #dbg_value(i32 %29, !810, !DIExpression(), !1296)
    #dbg_value(i32 %29, !796, !DIExpression(), !1297)
  %30 = add nsw i32 %29, -48, !dbg !1302
    #dbg_value(i32 %30, !1051, !DIExpression(), !1295)
  br label %38, !dbg !1303

31:                                               ; preds = %19
    #dbg_value(i8 %22, !794, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1304)
    #dbg_value(i8 %22, !796, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1306)
  %32 = and i16 %21, 1024, !dbg !1308
  %33 = icmp eq i16 %32, 0, !dbg !1309
  br i1 %33, label %87, label %34, !dbg !1310

34:                                               ; preds = %31
    #dbg_value(i8 %22, !931, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1311)
  %35 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %20, !dbg !1313
  %36 = load i32, ptr %35, align 4, !dbg !1313, !tbaa !111
  %37 = add nsw i32 %36, -87, !dbg !1314
    #dbg_value(i32 %37, !1051, !DIExpression(), !1295)
  br label %38

38:                                               ; preds = %34, %28
  %39 = phi i32 [ %30, %28 ], [ %37, %34 ], !dbg !1315
    #dbg_value(i32 %39, !1051, !DIExpression(), !1295)
  %40 = icmp slt i32 %39, 10, !dbg !1316
  br i1 %40, label %41, label %87, !dbg !1317

41:                                               ; preds = %38
    #dbg_value(i32 1, !1007, !DIExpression(), !1274)
  %42 = sext i32 %39 to i64, !dbg !1318
    #dbg_value(i32 0, !1006, !DIExpression(), !1274)
    #dbg_value(i64 %42, !1050, !DIExpression(), !1294)
    #dbg_value(ptr %24, !1038, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1294)
  br label %43, !dbg !1319

43:                                               ; preds = %71, %41
  %44 = phi i32 [ 0, %41 ], [ %78, %71 ]
  %45 = phi i64 [ %42, %41 ], [ %79, %71 ]
  %46 = phi ptr [ %24, %41 ], [ %50, %71 ]
  %47 = icmp eq i32 %44, 0
  br label %48, !dbg !1320

48:                                               ; preds = %43, %70
  %49 = phi ptr [ %50, %70 ], [ %46, %43 ]
  %50 = getelementptr inbounds i8, ptr %49, i64 1, !dbg !1294
    #dbg_value(i32 poison, !1007, !DIExpression(), !1274)
    #dbg_value(i32 %44, !1006, !DIExpression(), !1274)
    #dbg_value(ptr %50, !1038, !DIExpression(), !1294)
    #dbg_value(i64 %45, !1050, !DIExpression(), !1294)
  %51 = load i8, ptr %50, align 1, !dbg !1289, !tbaa !168
    #dbg_value(i8 %51, !1055, !DIExpression(), !1295)
    #dbg_value(i8 %51, !810, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1296)
    #dbg_value(i8 %51, !796, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1297)
  %52 = zext i8 %51 to i64, !dbg !1291
  %53 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %52, !dbg !1291
  %54 = load i16, ptr %53, align 2, !dbg !1291, !tbaa !803
  %55 = and i16 %54, 2048, !dbg !1298
  %56 = icmp eq i16 %55, 0, !dbg !1299
  br i1 %56, label %60, label %57, !dbg !1300

57:                                               ; preds = %48
  %58 = zext i8 %51 to i32, !dbg !1301
    #dbg_value(i32 %58, !810, !DIExpression(), !1296)
    #dbg_value(i32 %58, !796, !DIExpression(), !1297)
  %59 = add nsw i32 %58, -48, !dbg !1302
    #dbg_value(i32 %59, !1051, !DIExpression(), !1295)
  br label %67, !dbg !1303

60:                                               ; preds = %48
    #dbg_value(i8 %51, !794, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1304)
    #dbg_value(i8 %51, !796, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1306)
  %61 = and i16 %54, 1024, !dbg !1308
  %62 = icmp eq i16 %61, 0, !dbg !1309
  br i1 %62, label %80, label %63, !dbg !1310

63:                                               ; preds = %60
    #dbg_value(i8 %51, !931, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1311)
  %64 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %52, !dbg !1313
  %65 = load i32, ptr %64, align 4, !dbg !1313, !tbaa !111
  %66 = add nsw i32 %65, -87, !dbg !1314
    #dbg_value(i32 %66, !1051, !DIExpression(), !1295)
  br label %67

67:                                               ; preds = %63, %57
  %68 = phi i32 [ %59, %57 ], [ %66, %63 ], !dbg !1315
    #dbg_value(i32 %68, !1051, !DIExpression(), !1295)
  %69 = icmp slt i32 %68, 10, !dbg !1316
  br i1 %69, label %70, label %80, !dbg !1317

70:                                               ; preds = %67
    #dbg_value(i32 1, !1007, !DIExpression(), !1274)
  br i1 %47, label %71, label %48, !dbg !1321, !llvm.loop !1322

71:                                               ; preds = %70
  %72 = sext i32 %68 to i64, !dbg !1318
  %73 = sub i64 %25, %72, !dbg !1324
  %74 = udiv i64 %73, 10, !dbg !1325
  %75 = icmp ugt i64 %45, %74, !dbg !1326
  %76 = mul nuw i64 %45, 10, !dbg !1327
  %77 = add i64 %76, %72, !dbg !1327
  %78 = select i1 %75, i32 1, i32 0, !dbg !1327
  %79 = select i1 %75, i64 %25, i64 %77, !dbg !1327
  br label %43, !dbg !1320, !llvm.loop !1322

80:                                               ; preds = %67, %60
  %81 = icmp eq i32 %44, 0, !dbg !1328
    #dbg_value(i64 %45, !1050, !DIExpression(), !1294)
    #dbg_value(ptr undef, !1005, !DIExpression(), !1274)
    #dbg_value(i64 %45, !1008, !DIExpression(), !1274)
  br i1 %81, label %84, label %82, !dbg !1329

82:                                               ; preds = %80
  %83 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1330
  store i32 34, ptr %83, align 4, !dbg !1331, !tbaa !111
  br label %84, !dbg !1330

84:                                               ; preds = %80, %82
    #dbg_value(i1 %23, !1167, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1272)
    #dbg_value(i64 %45, !1169, !DIExpression(), !1272)
  %85 = sub i64 0, %45, !dbg !1332
  %86 = select i1 %23, i64 %45, i64 %85, !dbg !1332
  br label %87, !dbg !1332

87:                                               ; preds = %84, %31, %38
  %88 = phi i64 [ 0, %38 ], [ 0, %31 ], [ %86, %84 ], !dbg !1332
  ret i64 %88, !dbg !1333
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local i64 @atoll(ptr nocapture noundef readonly %0) local_unnamed_addr #12 !dbg !1334 {
    #dbg_value(ptr %0, !1338, !DIExpression(), !1339)
    #dbg_value(ptr %0, !976, !DIExpression(), !1340)
    #dbg_value(ptr null, !977, !DIExpression(), !1340)
    #dbg_value(i32 10, !978, !DIExpression(), !1340)
    #dbg_value(i32 0, !979, !DIExpression(), !1340)
    #dbg_value(ptr %0, !994, !DIExpression(), !1342)
    #dbg_value(ptr null, !995, !DIExpression(), !1342)
    #dbg_value(i32 10, !996, !DIExpression(), !1342)
    #dbg_value(i32 1, !997, !DIExpression(), !1342)
    #dbg_value(i64 0, !998, !DIExpression(), !1342)
    #dbg_value(i64 -9223372036854775808, !999, !DIExpression(), !1342)
    #dbg_value(i64 9223372036854775807, !1000, !DIExpression(), !1342)
    #dbg_value(ptr undef, !1001, !DIExpression(), !1342)
    #dbg_value(ptr %0, !1002, !DIExpression(), !1342)
  br label %2, !dbg !1344

2:                                                ; preds = %2, %1
  %3 = phi ptr [ %0, %1 ], [ %10, %2 ], !dbg !1342
    #dbg_value(ptr %3, !1002, !DIExpression(), !1342)
  %4 = load i8, ptr %3, align 1, !dbg !1345, !tbaa !168
  %5 = zext i8 %4 to i64, !dbg !1346
    #dbg_value(i64 %5, !832, !DIExpression(), !1349)
    #dbg_value(i64 %5, !796, !DIExpression(), !1350)
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1346
  %7 = load i16, ptr %6, align 2, !dbg !1346, !tbaa !803
  %8 = and i16 %7, 8192, !dbg !1351
  %9 = icmp eq i16 %8, 0, !dbg !1344
  %10 = getelementptr inbounds i8, ptr %3, i64 1, !dbg !1352
    #dbg_value(ptr %10, !1002, !DIExpression(), !1342)
  br i1 %9, label %11, label %2, !dbg !1344, !llvm.loop !1353

11:                                               ; preds = %2
    #dbg_value(i32 0, !1003, !DIExpression(), !1342)
  switch i8 %4, label %19 [
    i8 43, label %12
    i8 45, label %12
  ], !dbg !1354

12:                                               ; preds = %11, %11
  %13 = icmp ne i8 %4, 45, !dbg !1355
    #dbg_value(i1 %13, !1003, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1342)
    #dbg_value(ptr %10, !1002, !DIExpression(), !1342)
  %14 = select i1 %13, i64 9223372036854775807, i64 -9223372036854775808, !dbg !1356
  %15 = load i8, ptr %10, align 1, !dbg !1357, !tbaa !168
  %16 = zext i8 %15 to i64
  %17 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %16
  %18 = load i16, ptr %17, align 2, !dbg !1359, !tbaa !803
  br label %19, !dbg !1356

19:                                               ; preds = %12, %11
  %20 = phi i64 [ %16, %12 ], [ %5, %11 ], !dbg !1359
  %21 = phi i16 [ %18, %12 ], [ %7, %11 ], !dbg !1359
  %22 = phi i8 [ %15, %12 ], [ %4, %11 ], !dbg !1357
  %23 = phi i1 [ %13, %12 ], [ true, %11 ]
  %24 = phi ptr [ %10, %12 ], [ %3, %11 ]
  %25 = phi i64 [ %14, %12 ], [ 9223372036854775807, %11 ], !dbg !1356
    #dbg_value(i64 %25, !1004, !DIExpression(), !1342)
    #dbg_value(ptr undef, !1044, !DIExpression(), !1362)
    #dbg_value(ptr undef, !1045, !DIExpression(), !1362)
    #dbg_value(i64 %25, !1046, !DIExpression(), !1362)
    #dbg_value(ptr undef, !1047, !DIExpression(), !1362)
    #dbg_value(ptr undef, !1048, !DIExpression(), !1362)
    #dbg_value(i32 10, !1049, !DIExpression(), !1362)
    #dbg_value(i32 10, !996, !DIExpression(), !1342)
    #dbg_value(i32 poison, !1007, !DIExpression(), !1342)
    #dbg_value(i32 0, !1006, !DIExpression(), !1342)
    #dbg_value(ptr %24, !1038, !DIExpression(), !1362)
    #dbg_value(i64 0, !1050, !DIExpression(), !1362)
    #dbg_value(i8 %22, !1055, !DIExpression(), !1363)
    #dbg_value(i8 %22, !810, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1364)
    #dbg_value(i8 %22, !796, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1365)
  %26 = and i16 %21, 2048, !dbg !1366
  %27 = icmp eq i16 %26, 0, !dbg !1367
  br i1 %27, label %31, label %28, !dbg !1368

28:                                               ; preds = %19
  %29 = zext i8 %22 to i32, !dbg !1369
    #dbg_value(i32 %29, !810, !DIExpression(), !1364)
    #dbg_value(i32 %29, !796, !DIExpression(), !1365)
  %30 = add nsw i32 %29, -48, !dbg !1370
    #dbg_value(i32 %30, !1051, !DIExpression(), !1363)
  br label %38, !dbg !1371

31:                                               ; preds = %19
    #dbg_value(i8 %22, !794, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1372)
    #dbg_value(i8 %22, !796, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1374)
  %32 = and i16 %21, 1024, !dbg !1376
  %33 = icmp eq i16 %32, 0, !dbg !1377
  br i1 %33, label %87, label %34, !dbg !1378

34:                                               ; preds = %31
    #dbg_value(i8 %22, !931, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1379)
  %35 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %20, !dbg !1381
  %36 = load i32, ptr %35, align 4, !dbg !1381, !tbaa !111
  %37 = add nsw i32 %36, -87, !dbg !1382
    #dbg_value(i32 %37, !1051, !DIExpression(), !1363)
  br label %38

38:                                               ; preds = %34, %28
  %39 = phi i32 [ %30, %28 ], [ %37, %34 ], !dbg !1383
    #dbg_value(i32 %39, !1051, !DIExpression(), !1363)
  %40 = icmp slt i32 %39, 10, !dbg !1384
  br i1 %40, label %41, label %87, !dbg !1385

41:                                               ; preds = %38
    #dbg_value(i32 1, !1007, !DIExpression(), !1342)
  %42 = sext i32 %39 to i64, !dbg !1386
    #dbg_value(i32 0, !1006, !DIExpression(), !1342)
    #dbg_value(i64 %42, !1050, !DIExpression(), !1362)
    #dbg_value(ptr %24, !1038, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1362)
  br label %43, !dbg !1387

43:                                               ; preds = %71, %41
  %44 = phi i32 [ 0, %41 ], [ %78, %71 ]
  %45 = phi i64 [ %42, %41 ], [ %79, %71 ]
  %46 = phi ptr [ %24, %41 ], [ %50, %71 ]
  %47 = icmp eq i32 %44, 0
  br label %48, !dbg !1388

48:                                               ; preds = %43, %70
  %49 = phi ptr [ %50, %70 ], [ %46, %43 ]
  %50 = getelementptr inbounds i8, ptr %49, i64 1, !dbg !1362
    #dbg_value(i32 poison, !1007, !DIExpression(), !1342)
    #dbg_value(i32 %44, !1006, !DIExpression(), !1342)
    #dbg_value(ptr %50, !1038, !DIExpression(), !1362)
    #dbg_value(i64 %45, !1050, !DIExpression(), !1362)
  %51 = load i8, ptr %50, align 1, !dbg !1357, !tbaa !168
    #dbg_value(i8 %51, !1055, !DIExpression(), !1363)
    #dbg_value(i8 %51, !810, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1364)
    #dbg_value(i8 %51, !796, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1365)
  %52 = zext i8 %51 to i64, !dbg !1359
  %53 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %52, !dbg !1359
  %54 = load i16, ptr %53, align 2, !dbg !1359, !tbaa !803
  %55 = and i16 %54, 2048, !dbg !1366
  %56 = icmp eq i16 %55, 0, !dbg !1367
  br i1 %56, label %60, label %57, !dbg !1368

57:                                               ; preds = %48
  %58 = zext i8 %51 to i32, !dbg !1369
    #dbg_value(i32 %58, !810, !DIExpression(), !1364)
    #dbg_value(i32 %58, !796, !DIExpression(), !1365)
  %59 = add nsw i32 %58, -48, !dbg !1370
    #dbg_value(i32 %59, !1051, !DIExpression(), !1363)
  br label %67, !dbg !1371

60:                                               ; preds = %48
    #dbg_value(i8 %51, !794, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1372)
    #dbg_value(i8 %51, !796, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1374)
  %61 = and i16 %54, 1024, !dbg !1376
  %62 = icmp eq i16 %61, 0, !dbg !1377
  br i1 %62, label %80, label %63, !dbg !1378

63:                                               ; preds = %60
    #dbg_value(i8 %51, !931, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1379)
  %64 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %52, !dbg !1381
  %65 = load i32, ptr %64, align 4, !dbg !1381, !tbaa !111
  %66 = add nsw i32 %65, -87, !dbg !1382
    #dbg_value(i32 %66, !1051, !DIExpression(), !1363)
  br label %67

67:                                               ; preds = %63, %57
  %68 = phi i32 [ %59, %57 ], [ %66, %63 ], !dbg !1383
    #dbg_value(i32 %68, !1051, !DIExpression(), !1363)
  %69 = icmp slt i32 %68, 10, !dbg !1384
  br i1 %69, label %70, label %80, !dbg !1385

70:                                               ; preds = %67
    #dbg_value(i32 1, !1007, !DIExpression(), !1342)
  br i1 %47, label %71, label %48, !dbg !1389, !llvm.loop !1390

71:                                               ; preds = %70
  %72 = sext i32 %68 to i64, !dbg !1386
  %73 = sub i64 %25, %72, !dbg !1392
  %74 = udiv i64 %73, 10, !dbg !1393
  %75 = icmp ugt i64 %45, %74, !dbg !1394
  %76 = mul nuw i64 %45, 10, !dbg !1395
  %77 = add i64 %76, %72, !dbg !1395
  %78 = select i1 %75, i32 1, i32 0, !dbg !1395
  %79 = select i1 %75, i64 %25, i64 %77, !dbg !1395
  br label %43, !dbg !1388, !llvm.loop !1390

80:                                               ; preds = %67, %60
  %81 = icmp eq i32 %44, 0, !dbg !1396
    #dbg_value(i64 %45, !1050, !DIExpression(), !1362)
    #dbg_value(ptr undef, !1005, !DIExpression(), !1342)
    #dbg_value(i64 %45, !1008, !DIExpression(), !1342)
  br i1 %81, label %84, label %82, !dbg !1397

82:                                               ; preds = %80
  %83 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1398
  store i32 34, ptr %83, align 4, !dbg !1399, !tbaa !111
  br label %84, !dbg !1398

84:                                               ; preds = %80, %82
    #dbg_value(i1 %23, !979, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1340)
    #dbg_value(i64 %45, !980, !DIExpression(), !1340)
  %85 = sub i64 0, %45, !dbg !1400
  %86 = select i1 %23, i64 %45, i64 %85, !dbg !1400
  br label %87, !dbg !1400

87:                                               ; preds = %84, %31, %38
  %88 = phi i64 [ 0, %38 ], [ 0, %31 ], [ %86, %84 ], !dbg !1400
  ret i64 %88, !dbg !1401
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local void @srand(i32 noundef %0) local_unnamed_addr #13 !dbg !1402 {
    #dbg_value(i32 %0, !1406, !DIExpression(), !1416)
  %2 = tail call i32 @llvm.umax.i32(i32 %0, i32 1), !dbg !1417
    #dbg_value(i32 %2, !1407, !DIExpression(), !1416)
  store i32 %2, ptr @rand_state, align 16, !dbg !1418, !tbaa !111
    #dbg_value(i32 1, !1408, !DIExpression(), !1419)
    #dbg_value(i32 %2, !1407, !DIExpression(), !1416)
  br label %4, !dbg !1420

3:                                                ; preds = %4
  store i1 true, ptr @rand_seeded, align 4, !dbg !1421
    #dbg_value(i32 0, !1414, !DIExpression(), !1422)
    #dbg_value(i32 0, !1414, !DIExpression(), !1422)
  br label %19, !dbg !1423

4:                                                ; preds = %1, %4
  %5 = phi i64 [ 1, %1 ], [ %16, %4 ]
  %6 = phi i32 [ %2, %1 ], [ %14, %4 ]
    #dbg_value(i32 %6, !1407, !DIExpression(), !1416)
    #dbg_value(i64 %5, !1408, !DIExpression(), !1419)
  %7 = sdiv i32 %6, 127773, !dbg !1424
    #dbg_value(i32 %7, !1410, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !1425)
  %8 = srem i32 %6, 127773, !dbg !1426
    #dbg_value(i32 %8, !1413, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !1425)
  %9 = mul nsw i32 %8, 16807, !dbg !1427
  %10 = mul nsw i32 %7, -2836, !dbg !1428
  %11 = add i32 %10, %9, !dbg !1429
    #dbg_value(i32 %11, !1407, !DIExpression(), !1416)
  %12 = icmp slt i32 %11, 0, !dbg !1430
  %13 = add nsw i32 %11, 2147483647
  %14 = select i1 %12, i32 %13, i32 %11, !dbg !1432
    #dbg_value(i32 %14, !1407, !DIExpression(), !1416)
  %15 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %5, !dbg !1433
  store i32 %14, ptr %15, align 4, !dbg !1434, !tbaa !111
  %16 = add nuw nsw i64 %5, 1, !dbg !1435
    #dbg_value(i64 %16, !1408, !DIExpression(), !1419)
  %17 = icmp eq i64 %16, 31, !dbg !1436
  br i1 %17, label %3, label %4, !dbg !1420, !llvm.loop !1437

18:                                               ; preds = %19
  store i32 %31, ptr @rand_f, align 4, !dbg !1439, !tbaa !111
  store i32 %33, ptr @rand_r, align 4, !dbg !1439, !tbaa !111
  ret void, !dbg !1442

19:                                               ; preds = %3, %19
  %20 = phi i32 [ 0, %3 ], [ %34, %19 ]
  %21 = phi i32 [ 3, %3 ], [ %31, %19 ]
  %22 = phi i32 [ 0, %3 ], [ %33, %19 ]
    #dbg_value(i32 %20, !1414, !DIExpression(), !1422)
  %23 = sext i32 %21 to i64, !dbg !1443
  %24 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %23, !dbg !1443
  %25 = load i32, ptr %24, align 4, !dbg !1443, !tbaa !111
  %26 = sext i32 %22 to i64, !dbg !1444
  %27 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %26, !dbg !1444
  %28 = load i32, ptr %27, align 4, !dbg !1444, !tbaa !111
  %29 = add i32 %28, %25, !dbg !1445
  store i32 %29, ptr %24, align 4, !dbg !1446, !tbaa !111
  %30 = add nsw i32 %21, 1, !dbg !1447
  %31 = srem i32 %30, 31, !dbg !1448
  %32 = add nsw i32 %22, 1, !dbg !1449
  %33 = srem i32 %32, 31, !dbg !1450
  %34 = add nuw nsw i32 %20, 1, !dbg !1451
    #dbg_value(i32 %34, !1414, !DIExpression(), !1422)
  %35 = icmp eq i32 %34, 310, !dbg !1452
  br i1 %35, label %18, label %19, !dbg !1423, !llvm.loop !1453
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 0, -2147483648) i32 @rand() local_unnamed_addr #13 !dbg !1455 {
  %1 = load i1, ptr @rand_seeded, align 4, !dbg !1461
  br i1 %1, label %2, label %5, !dbg !1463

2:                                                ; preds = %0
  %3 = load i32, ptr @rand_f, align 4, !dbg !1464, !tbaa !111
  %4 = load i32, ptr @rand_r, align 4, !dbg !1465, !tbaa !111
  br label %38, !dbg !1463

5:                                                ; preds = %0
    #dbg_value(i32 1, !1406, !DIExpression(), !1466)
    #dbg_value(i32 1, !1407, !DIExpression(), !1466)
  store i32 1, ptr @rand_state, align 16, !dbg !1468, !tbaa !111
    #dbg_value(i32 1, !1408, !DIExpression(), !1469)
    #dbg_value(i32 1, !1407, !DIExpression(), !1466)
  br label %7, !dbg !1470

6:                                                ; preds = %7
  store i1 true, ptr @rand_seeded, align 4, !dbg !1471
    #dbg_value(i32 0, !1414, !DIExpression(), !1472)
    #dbg_value(i32 0, !1414, !DIExpression(), !1472)
  br label %21, !dbg !1473

7:                                                ; preds = %7, %5
  %8 = phi i64 [ 1, %5 ], [ %19, %7 ]
  %9 = phi i32 [ 1, %5 ], [ %17, %7 ]
    #dbg_value(i32 %9, !1407, !DIExpression(), !1466)
    #dbg_value(i64 %8, !1408, !DIExpression(), !1469)
  %10 = sdiv i32 %9, 127773, !dbg !1474
    #dbg_value(i32 %10, !1410, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !1475)
  %11 = srem i32 %9, 127773, !dbg !1476
    #dbg_value(i32 %11, !1413, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !1475)
  %12 = mul nsw i32 %11, 16807, !dbg !1477
  %13 = mul nsw i32 %10, -2836, !dbg !1478
  %14 = add i32 %13, %12, !dbg !1479
    #dbg_value(i32 %14, !1407, !DIExpression(), !1466)
  %15 = icmp slt i32 %14, 0, !dbg !1480
  %16 = add nsw i32 %14, 2147483647
  %17 = select i1 %15, i32 %16, i32 %14, !dbg !1481
    #dbg_value(i32 %17, !1407, !DIExpression(), !1466)
  %18 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %8, !dbg !1482
  store i32 %17, ptr %18, align 4, !dbg !1483, !tbaa !111
  %19 = add nuw nsw i64 %8, 1, !dbg !1484
    #dbg_value(i64 %19, !1408, !DIExpression(), !1469)
  %20 = icmp eq i64 %19, 31, !dbg !1485
  br i1 %20, label %6, label %7, !dbg !1470, !llvm.loop !1486

21:                                               ; preds = %21, %6
  %22 = phi i32 [ 0, %6 ], [ %36, %21 ]
  %23 = phi i32 [ 3, %6 ], [ %33, %21 ]
  %24 = phi i32 [ 0, %6 ], [ %35, %21 ]
    #dbg_value(i32 %22, !1414, !DIExpression(), !1472)
  %25 = sext i32 %23 to i64, !dbg !1488
  %26 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %25, !dbg !1488
  %27 = load i32, ptr %26, align 4, !dbg !1488, !tbaa !111
  %28 = sext i32 %24 to i64, !dbg !1489
  %29 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %28, !dbg !1489
  %30 = load i32, ptr %29, align 4, !dbg !1489, !tbaa !111
  %31 = add i32 %30, %27, !dbg !1490
  store i32 %31, ptr %26, align 4, !dbg !1491, !tbaa !111
  %32 = add nsw i32 %23, 1, !dbg !1492
  %33 = srem i32 %32, 31, !dbg !1493
  %34 = add nsw i32 %24, 1, !dbg !1494
  %35 = srem i32 %34, 31, !dbg !1495
  %36 = add nuw nsw i32 %22, 1, !dbg !1496
    #dbg_value(i32 %36, !1414, !DIExpression(), !1472)
  %37 = icmp eq i32 %36, 310, !dbg !1497
  br i1 %37, label %38, label %21, !dbg !1473, !llvm.loop !1498

38:                                               ; preds = %21, %2
  %39 = phi i32 [ %4, %2 ], [ %35, %21 ], !dbg !1465
  %40 = phi i32 [ %3, %2 ], [ %33, %21 ], !dbg !1464
  %41 = sext i32 %40 to i64, !dbg !1500
  %42 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %41, !dbg !1500
  %43 = load i32, ptr %42, align 4, !dbg !1500, !tbaa !111
  %44 = sext i32 %39 to i64, !dbg !1501
  %45 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %44, !dbg !1501
  %46 = load i32, ptr %45, align 4, !dbg !1501, !tbaa !111
  %47 = add i32 %46, %43, !dbg !1502
    #dbg_value(i32 %47, !1459, !DIExpression(), !1503)
  store i32 %47, ptr %42, align 4, !dbg !1504, !tbaa !111
  %48 = lshr i32 %47, 1, !dbg !1505
    #dbg_value(i32 %48, !1460, !DIExpression(), !1503)
  %49 = add nsw i32 %40, 1, !dbg !1506
  %50 = srem i32 %49, 31, !dbg !1507
  store i32 %50, ptr @rand_f, align 4, !dbg !1508, !tbaa !111
  %51 = add nsw i32 %39, 1, !dbg !1509
  %52 = srem i32 %51, 31, !dbg !1510
  store i32 %52, ptr @rand_r, align 4, !dbg !1511, !tbaa !111
  ret i32 %48, !dbg !1512
}

; Function Attrs: nounwind
define dso_local void @qsort(ptr noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3) local_unnamed_addr #7 !dbg !1513 {
    #dbg_value(ptr %0, !1520, !DIExpression(), !1525)
    #dbg_value(i64 %1, !1521, !DIExpression(), !1525)
    #dbg_value(i64 %2, !1522, !DIExpression(), !1525)
    #dbg_value(ptr %3, !1523, !DIExpression(), !1525)
  %5 = icmp ult i64 %1, 2, !dbg !1526
  %6 = icmp eq i64 %2, 0
  %7 = or i1 %5, %6, !dbg !1528
  br i1 %7, label %14, label %8, !dbg !1528

8:                                                ; preds = %4
  %9 = mul i64 %2, %1, !dbg !1529
  %10 = tail call ptr @malloc(i64 noundef %9) #15, !dbg !1530
    #dbg_value(ptr %10, !1524, !DIExpression(), !1525)
  %11 = icmp eq ptr %10, null, !dbg !1531
  br i1 %11, label %12, label %13, !dbg !1533

12:                                               ; preds = %8
  tail call void @abort() #16, !dbg !1534
  unreachable, !dbg !1534

13:                                               ; preds = %8
  tail call fastcc void @msort(ptr noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef nonnull %10) #18, !dbg !1535
  tail call void @free(ptr noundef nonnull %10) #15, !dbg !1536
  br label %14, !dbg !1537

14:                                               ; preds = %4, %13
  ret void, !dbg !1537
}

; Function Attrs: noreturn
declare !dbg !1538 void @abort() local_unnamed_addr #5

; Function Attrs: nounwind
define internal fastcc void @msort(ptr noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4) unnamed_addr #7 !dbg !1539 {
    #dbg_value(ptr %0, !1543, !DIExpression(), !1553)
    #dbg_value(i64 %1, !1544, !DIExpression(), !1553)
    #dbg_value(i64 %2, !1545, !DIExpression(), !1553)
    #dbg_value(ptr %3, !1546, !DIExpression(), !1553)
    #dbg_value(ptr %4, !1547, !DIExpression(), !1553)
  %6 = icmp ult i64 %1, 2, !dbg !1554
  br i1 %6, label %51, label %7, !dbg !1556

7:                                                ; preds = %5
  %8 = lshr i64 %1, 1, !dbg !1557
    #dbg_value(i64 %8, !1548, !DIExpression(), !1553)
  %9 = sub i64 %1, %8, !dbg !1558
    #dbg_value(i64 %9, !1549, !DIExpression(), !1553)
    #dbg_value(ptr %0, !1550, !DIExpression(), !1553)
  %10 = mul i64 %8, %2, !dbg !1559
  %11 = getelementptr inbounds i8, ptr %0, i64 %10, !dbg !1560
    #dbg_value(ptr %11, !1551, !DIExpression(), !1553)
  tail call fastcc void @msort(ptr noundef %0, i64 noundef %8, i64 noundef %2, ptr noundef %3, ptr noundef %4) #18, !dbg !1561
  tail call fastcc void @msort(ptr noundef %11, i64 noundef %9, i64 noundef %2, ptr noundef %3, ptr noundef %4) #18, !dbg !1562
    #dbg_value(ptr %4, !1552, !DIExpression(), !1553)
    #dbg_value(ptr %11, !1551, !DIExpression(), !1553)
    #dbg_value(ptr %0, !1550, !DIExpression(), !1553)
    #dbg_value(i64 %9, !1549, !DIExpression(), !1553)
    #dbg_value(i64 %8, !1548, !DIExpression(), !1553)
  %12 = icmp eq i64 %9, 0, !dbg !1563
  br i1 %12, label %39, label %13, !dbg !1564

13:                                               ; preds = %7, %29
  %14 = phi ptr [ %34, %29 ], [ %4, %7 ]
  %15 = phi ptr [ %33, %29 ], [ %11, %7 ]
  %16 = phi ptr [ %32, %29 ], [ %0, %7 ]
  %17 = phi i64 [ %31, %29 ], [ %9, %7 ]
  %18 = phi i64 [ %30, %29 ], [ %8, %7 ]
    #dbg_value(ptr %14, !1552, !DIExpression(), !1553)
    #dbg_value(ptr %15, !1551, !DIExpression(), !1553)
    #dbg_value(ptr %16, !1550, !DIExpression(), !1553)
    #dbg_value(i64 %17, !1549, !DIExpression(), !1553)
    #dbg_value(i64 %18, !1548, !DIExpression(), !1553)
  %19 = tail call i32 %3(ptr noundef %16, ptr noundef %15) #15, !dbg !1565
  %20 = icmp slt i32 %19, 1, !dbg !1568
  br i1 %20, label %21, label %25, !dbg !1569

21:                                               ; preds = %13
  %22 = tail call ptr @memcpy(ptr noundef %14, ptr noundef %16, i64 noundef %2) #15, !dbg !1570
  %23 = getelementptr inbounds i8, ptr %16, i64 %2, !dbg !1572
    #dbg_value(ptr %23, !1550, !DIExpression(), !1553)
  %24 = add nsw i64 %18, -1, !dbg !1573
    #dbg_value(i64 %24, !1548, !DIExpression(), !1553)
  br label %29, !dbg !1574

25:                                               ; preds = %13
  %26 = tail call ptr @memcpy(ptr noundef %14, ptr noundef %15, i64 noundef %2) #15, !dbg !1575
  %27 = getelementptr inbounds i8, ptr %15, i64 %2, !dbg !1577
    #dbg_value(ptr %27, !1551, !DIExpression(), !1553)
  %28 = add i64 %17, -1, !dbg !1578
    #dbg_value(i64 %28, !1549, !DIExpression(), !1553)
  br label %29

29:                                               ; preds = %25, %21
  %30 = phi i64 [ %24, %21 ], [ %18, %25 ], !dbg !1553
  %31 = phi i64 [ %17, %21 ], [ %28, %25 ], !dbg !1553
  %32 = phi ptr [ %23, %21 ], [ %16, %25 ], !dbg !1553
  %33 = phi ptr [ %15, %21 ], [ %27, %25 ], !dbg !1553
    #dbg_value(ptr %33, !1551, !DIExpression(), !1553)
    #dbg_value(ptr %32, !1550, !DIExpression(), !1553)
    #dbg_value(i64 %31, !1549, !DIExpression(), !1553)
    #dbg_value(i64 %30, !1548, !DIExpression(), !1553)
  %34 = getelementptr inbounds i8, ptr %14, i64 %2, !dbg !1579
    #dbg_value(ptr %34, !1552, !DIExpression(), !1553)
  %35 = icmp ne i64 %30, 0, !dbg !1580
  %36 = icmp ne i64 %31, 0, !dbg !1563
  %37 = select i1 %35, i1 %36, i1 false, !dbg !1563
  br i1 %37, label %13, label %38, !dbg !1564, !llvm.loop !1581

38:                                               ; preds = %29
  br i1 %35, label %39, label %46, !dbg !1583

39:                                               ; preds = %7, %38
  %40 = phi ptr [ %34, %38 ], [ %4, %7 ]
  %41 = phi ptr [ %32, %38 ], [ %0, %7 ]
  %42 = phi i64 [ %31, %38 ], [ 0, %7 ]
  %43 = phi i64 [ %30, %38 ], [ %8, %7 ]
  %44 = mul i64 %43, %2, !dbg !1584
  %45 = tail call ptr @memcpy(ptr noundef %40, ptr noundef %41, i64 noundef %44) #15, !dbg !1586
  br label %46, !dbg !1586

46:                                               ; preds = %39, %38
  %47 = phi i64 [ %42, %39 ], [ %31, %38 ]
  %48 = sub i64 %1, %47, !dbg !1587
  %49 = mul i64 %48, %2, !dbg !1588
  %50 = tail call ptr @memcpy(ptr noundef %0, ptr noundef %4, i64 noundef %49) #15, !dbg !1589
  br label %51, !dbg !1590

51:                                               ; preds = %5, %46
  ret void, !dbg !1590
}

declare !dbg !1591 void @free(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local noundef ptr @bsearch(ptr noundef %0, ptr noundef %1, i64 noundef %2, i64 noundef %3, ptr nocapture noundef readonly %4) local_unnamed_addr #7 !dbg !1594 {
    #dbg_value(ptr %0, !1598, !DIExpression(), !1609)
    #dbg_value(ptr %1, !1599, !DIExpression(), !1609)
    #dbg_value(i64 %2, !1600, !DIExpression(), !1609)
    #dbg_value(i64 %3, !1601, !DIExpression(), !1609)
    #dbg_value(ptr %4, !1602, !DIExpression(), !1609)
    #dbg_value(i64 0, !1603, !DIExpression(), !1609)
    #dbg_value(i64 %2, !1604, !DIExpression(), !1609)
  br label %6, !dbg !1610

6:                                                ; preds = %10, %5
  %7 = phi i64 [ %2, %5 ], [ %20, %10 ], !dbg !1611
  %8 = phi i64 [ 0, %5 ], [ %21, %10 ], !dbg !1612
    #dbg_value(i64 %8, !1603, !DIExpression(), !1609)
    #dbg_value(i64 %7, !1604, !DIExpression(), !1609)
  %9 = icmp ult i64 %8, %7, !dbg !1613
  br i1 %9, label %10, label %22, !dbg !1610

10:                                               ; preds = %6
  %11 = sub i64 %7, %8, !dbg !1614
  %12 = lshr i64 %11, 1, !dbg !1615
  %13 = add i64 %12, %8, !dbg !1616
    #dbg_value(i64 %13, !1605, !DIExpression(), !1617)
  %14 = mul i64 %13, %3, !dbg !1618
  %15 = getelementptr inbounds i8, ptr %1, i64 %14, !dbg !1619
    #dbg_value(ptr %15, !1607, !DIExpression(), !1617)
  %16 = tail call i32 %4(ptr noundef %0, ptr noundef %15) #15, !dbg !1620
    #dbg_value(i32 %16, !1608, !DIExpression(), !1617)
  %17 = icmp eq i32 %16, 0, !dbg !1621
  %18 = icmp slt i32 %16, 0, !dbg !1623
  %19 = add i64 %13, 1, !dbg !1623
  %20 = select i1 %18, i64 %13, i64 %7, !dbg !1623
  %21 = select i1 %18, i64 %8, i64 %19, !dbg !1623
    #dbg_value(i64 poison, !1603, !DIExpression(), !1609)
    #dbg_value(i64 poison, !1604, !DIExpression(), !1609)
  br i1 %17, label %22, label %6, !llvm.loop !1624

22:                                               ; preds = %6, %10
  %23 = phi ptr [ %15, %10 ], [ null, %6 ], !dbg !1609
  ret ptr %23, !dbg !1626
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #14

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
attributes #14 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #15 = { nobuiltin nounwind "no-builtins" }
attributes #16 = { nobuiltin noreturn nounwind "no-builtins" }
attributes #17 = { nounwind }
attributes #18 = { nobuiltin "no-builtins" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!91, !92, !93, !94, !95, !96}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "pancam_errno", scope: !2, file: !3, line: 33, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !22, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "src/vm/libc/libc.c", directory: ".", checksumkind: CSK_MD5, checksum: "c4cf38133f45c3a9f5acb7fe67beccf5")
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
!22 = !{!23, !29, !31, !33, !41, !46, !0, !48, !56, !58, !63, !65, !67, !69, !71, !73, !75, !80, !85, !88}
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
!70 = distinct !DIGlobalVariable(name: "pancam_stdin", scope: !2, file: !3, line: 46, type: !26, isLocal: true, isDefinition: true)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(name: "pancam_stdout", scope: !2, file: !3, line: 47, type: !26, isLocal: true, isDefinition: true)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(name: "pancam_stderr", scope: !2, file: !3, line: 48, type: !26, isLocal: true, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(name: "ctype_b", scope: !2, file: !3, line: 310, type: !77, isLocal: true, isDefinition: true)
!77 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !78)
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 64)
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
!91 = !{i32 7, !"Dwarf Version", i32 5}
!92 = !{i32 2, !"Debug Info Version", i32 3}
!93 = !{i32 1, !"wchar_size", i32 4}
!94 = !{i32 8, !"PIC Level", i32 2}
!95 = !{i32 7, !"PIE Level", i32 2}
!96 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!97 = distinct !DISubprogram(name: "__errno_location", scope: !3, file: !3, line: 35, type: !98, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!98 = !DISubroutineType(types: !99)
!99 = !{!100}
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!101 = !DILocation(line: 35, column: 39, scope: !97)
!102 = !DILocation(line: 35, column: 31, scope: !97)
!103 = distinct !DISubprogram(name: "atexit", scope: !3, file: !3, line: 59, type: !104, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !106)
!104 = !DISubroutineType(types: !105)
!105 = !{!14, !51}
!106 = !{!107}
!107 = !DILocalVariable(name: "f", arg: 1, scope: !103, file: !3, line: 59, type: !51)
!108 = !DILocation(line: 0, scope: !103)
!109 = !DILocation(line: 60, column: 7, scope: !110)
!110 = distinct !DILexicalBlock(scope: !103, file: !3, line: 60, column: 7)
!111 = !{!112, !112, i64 0}
!112 = !{!"int", !113, i64 0}
!113 = !{!"omnipotent char", !114, i64 0}
!114 = !{!"Simple C/C++ TBAA"}
!115 = !DILocation(line: 60, column: 16, scope: !110)
!116 = !DILocation(line: 60, column: 7, scope: !103)
!117 = !DILocation(line: 62, column: 22, scope: !103)
!118 = !DILocation(line: 62, column: 3, scope: !103)
!119 = !DILocation(line: 62, column: 26, scope: !103)
!120 = !{!121, !121, i64 0}
!121 = !{!"any pointer", !113, i64 0}
!122 = !DILocation(line: 63, column: 3, scope: !103)
!123 = !DILocation(line: 64, column: 1, scope: !103)
!124 = distinct !DISubprogram(name: "exit", scope: !3, file: !3, line: 66, type: !125, scopeLine: 66, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !127)
!125 = !DISubroutineType(types: !126)
!126 = !{null, !14}
!127 = !{!128, !129}
!128 = !DILocalVariable(name: "code", arg: 1, scope: !124, file: !3, line: 66, type: !14)
!129 = !DILocalVariable(name: "f", scope: !130, file: !3, line: 68, type: !51)
!130 = distinct !DILexicalBlock(scope: !124, file: !3, line: 67, column: 24)
!131 = !DILocation(line: 0, scope: !124)
!132 = !DILocation(line: 67, column: 10, scope: !124)
!133 = !DILocation(line: 67, column: 19, scope: !124)
!134 = !DILocation(line: 67, column: 3, scope: !124)
!135 = !DILocation(line: 68, column: 34, scope: !130)
!136 = !DILocation(line: 68, column: 23, scope: !130)
!137 = !DILocation(line: 0, scope: !130)
!138 = !DILocation(line: 69, column: 5, scope: !130)
!139 = distinct !{!139, !134, !140, !141}
!140 = !DILocation(line: 70, column: 3, scope: !124)
!141 = !{!"llvm.loop.mustprogress"}
!142 = !DILocation(line: 71, column: 3, scope: !124)
!143 = !DISubprogram(name: "__pancam_exit", scope: !3, file: !3, line: 28, type: !125, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!144 = distinct !DISubprogram(name: "memcmp", scope: !3, file: !3, line: 76, type: !145, scopeLine: 76, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !150)
!145 = !DISubroutineType(types: !146)
!146 = !{!14, !147, !147, !149}
!147 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !148, size: 64)
!148 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!149 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !3, line: 17, baseType: !13)
!150 = !{!151, !152, !153, !154, !155, !156}
!151 = !DILocalVariable(name: "a", arg: 1, scope: !144, file: !3, line: 76, type: !147)
!152 = !DILocalVariable(name: "b", arg: 2, scope: !144, file: !3, line: 76, type: !147)
!153 = !DILocalVariable(name: "n", arg: 3, scope: !144, file: !3, line: 76, type: !149)
!154 = !DILocalVariable(name: "p", scope: !144, file: !3, line: 77, type: !9)
!155 = !DILocalVariable(name: "q", scope: !144, file: !3, line: 77, type: !9)
!156 = !DILocalVariable(name: "i", scope: !157, file: !3, line: 78, type: !149)
!157 = distinct !DILexicalBlock(scope: !144, file: !3, line: 78, column: 3)
!158 = !DILocation(line: 0, scope: !144)
!159 = !DILocation(line: 0, scope: !157)
!160 = !DILocation(line: 78, column: 24, scope: !161)
!161 = distinct !DILexicalBlock(scope: !157, file: !3, line: 78, column: 3)
!162 = !DILocation(line: 78, column: 3, scope: !157)
!163 = !DILocation(line: 78, column: 30, scope: !161)
!164 = distinct !{!164, !162, !165, !141}
!165 = !DILocation(line: 80, column: 33, scope: !157)
!166 = !DILocation(line: 79, column: 9, scope: !167)
!167 = distinct !DILexicalBlock(scope: !161, file: !3, line: 79, column: 9)
!168 = !{!113, !113, i64 0}
!169 = !DILocation(line: 79, column: 17, scope: !167)
!170 = !DILocation(line: 79, column: 14, scope: !167)
!171 = !DILocation(line: 79, column: 9, scope: !161)
!172 = !DILocation(line: 80, column: 19, scope: !167)
!173 = !DILocation(line: 80, column: 14, scope: !167)
!174 = !DILocation(line: 80, column: 7, scope: !167)
!175 = !DILocation(line: 82, column: 1, scope: !144)
!176 = distinct !DISubprogram(name: "bcmp", scope: !3, file: !3, line: 84, type: !145, scopeLine: 84, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !177)
!177 = !{!178, !179, !180}
!178 = !DILocalVariable(name: "a", arg: 1, scope: !176, file: !3, line: 84, type: !147)
!179 = !DILocalVariable(name: "b", arg: 2, scope: !176, file: !3, line: 84, type: !147)
!180 = !DILocalVariable(name: "n", arg: 3, scope: !176, file: !3, line: 84, type: !149)
!181 = !DILocation(line: 0, scope: !176)
!182 = !DILocation(line: 0, scope: !144, inlinedAt: !183)
!183 = distinct !DILocation(line: 84, column: 59, scope: !176)
!184 = !DILocation(line: 0, scope: !157, inlinedAt: !183)
!185 = !DILocation(line: 78, column: 24, scope: !161, inlinedAt: !183)
!186 = !DILocation(line: 78, column: 3, scope: !157, inlinedAt: !183)
!187 = !DILocation(line: 78, column: 30, scope: !161, inlinedAt: !183)
!188 = distinct !{!188, !186, !189, !141}
!189 = !DILocation(line: 80, column: 33, scope: !157, inlinedAt: !183)
!190 = !DILocation(line: 79, column: 9, scope: !167, inlinedAt: !183)
!191 = !DILocation(line: 79, column: 17, scope: !167, inlinedAt: !183)
!192 = !DILocation(line: 79, column: 14, scope: !167, inlinedAt: !183)
!193 = !DILocation(line: 79, column: 9, scope: !161, inlinedAt: !183)
!194 = !DILocation(line: 84, column: 52, scope: !176)
!195 = distinct !DISubprogram(name: "mempcpy", scope: !3, file: !3, line: 86, type: !196, scopeLine: 86, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !198)
!196 = !DISubroutineType(types: !197)
!197 = !{!8, !8, !147, !149}
!198 = !{!199, !200, !201}
!199 = !DILocalVariable(name: "d", arg: 1, scope: !195, file: !3, line: 86, type: !8)
!200 = !DILocalVariable(name: "s", arg: 2, scope: !195, file: !3, line: 86, type: !147)
!201 = !DILocalVariable(name: "n", arg: 3, scope: !195, file: !3, line: 86, type: !149)
!202 = !DILocation(line: 0, scope: !195)
!203 = !DILocation(line: 86, column: 66, scope: !195)
!204 = !DILocation(line: 86, column: 82, scope: !195)
!205 = !DILocation(line: 86, column: 51, scope: !195)
!206 = !DISubprogram(name: "memcpy", scope: !3, file: !3, line: 25, type: !196, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!207 = distinct !DISubprogram(name: "memrchr", scope: !3, file: !3, line: 88, type: !208, scopeLine: 88, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !210)
!208 = !DISubroutineType(types: !209)
!209 = !{!8, !147, !14, !149}
!210 = !{!211, !212, !213, !214}
!211 = !DILocalVariable(name: "s", arg: 1, scope: !207, file: !3, line: 88, type: !147)
!212 = !DILocalVariable(name: "c", arg: 2, scope: !207, file: !3, line: 88, type: !14)
!213 = !DILocalVariable(name: "n", arg: 3, scope: !207, file: !3, line: 88, type: !149)
!214 = !DILocalVariable(name: "p", scope: !207, file: !3, line: 89, type: !9)
!215 = !DILocation(line: 0, scope: !207)
!216 = !DILocation(line: 90, column: 3, scope: !207)
!217 = !DILocation(line: 90, column: 12, scope: !207)
!218 = !DILocation(line: 91, column: 6, scope: !219)
!219 = distinct !DILexicalBlock(scope: !207, file: !3, line: 90, column: 17)
!220 = !DILocation(line: 92, column: 9, scope: !221)
!221 = distinct !DILexicalBlock(scope: !219, file: !3, line: 92, column: 9)
!222 = !DILocation(line: 92, column: 14, scope: !221)
!223 = !DILocation(line: 92, column: 9, scope: !219)
!224 = distinct !{!224, !216, !225, !141}
!225 = !DILocation(line: 94, column: 3, scope: !207)
!226 = !DILocation(line: 96, column: 1, scope: !207)
!227 = distinct !DISubprogram(name: "memchr", scope: !3, file: !3, line: 98, type: !208, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !228)
!228 = !{!229, !230, !231, !232, !233}
!229 = !DILocalVariable(name: "s", arg: 1, scope: !227, file: !3, line: 98, type: !147)
!230 = !DILocalVariable(name: "c", arg: 2, scope: !227, file: !3, line: 98, type: !14)
!231 = !DILocalVariable(name: "n", arg: 3, scope: !227, file: !3, line: 98, type: !149)
!232 = !DILocalVariable(name: "p", scope: !227, file: !3, line: 99, type: !9)
!233 = !DILocalVariable(name: "i", scope: !234, file: !3, line: 100, type: !149)
!234 = distinct !DILexicalBlock(scope: !227, file: !3, line: 100, column: 3)
!235 = !DILocation(line: 0, scope: !227)
!236 = !DILocation(line: 0, scope: !234)
!237 = !DILocation(line: 100, column: 24, scope: !238)
!238 = distinct !DILexicalBlock(scope: !234, file: !3, line: 100, column: 3)
!239 = !DILocation(line: 100, column: 3, scope: !234)
!240 = !DILocation(line: 101, column: 9, scope: !241)
!241 = distinct !DILexicalBlock(scope: !238, file: !3, line: 101, column: 9)
!242 = !DILocation(line: 101, column: 14, scope: !241)
!243 = !DILocation(line: 101, column: 9, scope: !238)
!244 = !DILocation(line: 100, column: 30, scope: !238)
!245 = distinct !{!245, !239, !246, !141}
!246 = !DILocation(line: 102, column: 28, scope: !234)
!247 = !DILocation(line: 104, column: 1, scope: !227)
!248 = distinct !DISubprogram(name: "strnlen", scope: !3, file: !3, line: 106, type: !249, scopeLine: 106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !251)
!249 = !DISubroutineType(types: !250)
!250 = !{!149, !17, !149}
!251 = !{!252, !253, !254}
!252 = !DILocalVariable(name: "s", arg: 1, scope: !248, file: !3, line: 106, type: !17)
!253 = !DILocalVariable(name: "n", arg: 2, scope: !248, file: !3, line: 106, type: !149)
!254 = !DILocalVariable(name: "i", scope: !248, file: !3, line: 107, type: !149)
!255 = !DILocation(line: 0, scope: !248)
!256 = !DILocation(line: 108, column: 12, scope: !248)
!257 = !DILocation(line: 108, column: 16, scope: !248)
!258 = !DILocation(line: 108, column: 19, scope: !248)
!259 = !DILocation(line: 108, column: 3, scope: !248)
!260 = !DILocation(line: 109, column: 6, scope: !248)
!261 = distinct !{!261, !259, !260, !141}
!262 = !DILocation(line: 110, column: 3, scope: !248)
!263 = distinct !DISubprogram(name: "strcmp", scope: !3, file: !3, line: 113, type: !264, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !266)
!264 = !DISubroutineType(types: !265)
!265 = !{!14, !17, !17}
!266 = !{!267, !268, !269, !270}
!267 = !DILocalVariable(name: "a", arg: 1, scope: !263, file: !3, line: 113, type: !17)
!268 = !DILocalVariable(name: "b", arg: 2, scope: !263, file: !3, line: 113, type: !17)
!269 = !DILocalVariable(name: "p", scope: !263, file: !3, line: 114, type: !9)
!270 = !DILocalVariable(name: "q", scope: !263, file: !3, line: 114, type: !9)
!271 = !DILocation(line: 0, scope: !263)
!272 = !DILocation(line: 115, column: 10, scope: !263)
!273 = !DILocation(line: 115, column: 13, scope: !263)
!274 = !DILocation(line: 115, column: 22, scope: !263)
!275 = !DILocation(line: 115, column: 19, scope: !263)
!276 = !DILocation(line: 115, column: 3, scope: !263)
!277 = !DILocation(line: 116, column: 6, scope: !278)
!278 = distinct !DILexicalBlock(scope: !263, file: !3, line: 115, column: 26)
!279 = !DILocation(line: 117, column: 6, scope: !278)
!280 = distinct !{!280, !276, !281, !141}
!281 = !DILocation(line: 118, column: 3, scope: !263)
!282 = !DILocation(line: 119, column: 16, scope: !263)
!283 = !DILocation(line: 119, column: 14, scope: !263)
!284 = !DILocation(line: 119, column: 26, scope: !263)
!285 = !DILocation(line: 119, column: 20, scope: !263)
!286 = !DILocation(line: 119, column: 3, scope: !263)
!287 = distinct !DISubprogram(name: "strncmp", scope: !3, file: !3, line: 122, type: !288, scopeLine: 122, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !290)
!288 = !DISubroutineType(types: !289)
!289 = !{!14, !17, !17, !149}
!290 = !{!291, !292, !293, !294, !295, !296}
!291 = !DILocalVariable(name: "a", arg: 1, scope: !287, file: !3, line: 122, type: !17)
!292 = !DILocalVariable(name: "b", arg: 2, scope: !287, file: !3, line: 122, type: !17)
!293 = !DILocalVariable(name: "n", arg: 3, scope: !287, file: !3, line: 122, type: !149)
!294 = !DILocalVariable(name: "p", scope: !287, file: !3, line: 123, type: !9)
!295 = !DILocalVariable(name: "q", scope: !287, file: !3, line: 123, type: !9)
!296 = !DILocalVariable(name: "i", scope: !297, file: !3, line: 124, type: !149)
!297 = distinct !DILexicalBlock(scope: !287, file: !3, line: 124, column: 3)
!298 = !DILocation(line: 0, scope: !287)
!299 = !DILocation(line: 0, scope: !297)
!300 = !DILocation(line: 124, column: 24, scope: !301)
!301 = distinct !DILexicalBlock(scope: !297, file: !3, line: 124, column: 3)
!302 = !DILocation(line: 124, column: 3, scope: !297)
!303 = !DILocation(line: 125, column: 9, scope: !304)
!304 = distinct !DILexicalBlock(scope: !305, file: !3, line: 125, column: 9)
!305 = distinct !DILexicalBlock(scope: !301, file: !3, line: 124, column: 34)
!306 = !DILocation(line: 125, column: 17, scope: !304)
!307 = !DILocation(line: 125, column: 14, scope: !304)
!308 = !DILocation(line: 125, column: 9, scope: !305)
!309 = !DILocation(line: 126, column: 20, scope: !304)
!310 = !DILocation(line: 126, column: 36, scope: !304)
!311 = !DILocation(line: 126, column: 28, scope: !304)
!312 = !DILocation(line: 126, column: 7, scope: !304)
!313 = !DILocation(line: 127, column: 10, scope: !314)
!314 = distinct !DILexicalBlock(scope: !305, file: !3, line: 127, column: 9)
!315 = !DILocation(line: 127, column: 9, scope: !305)
!316 = distinct !{!316, !302, !317, !141}
!317 = !DILocation(line: 129, column: 3, scope: !297)
!318 = !DILocation(line: 131, column: 1, scope: !287)
!319 = distinct !DISubprogram(name: "strcpy", scope: !3, file: !3, line: 133, type: !36, scopeLine: 133, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !320)
!320 = !{!321, !322, !323}
!321 = !DILocalVariable(name: "d", arg: 1, scope: !319, file: !3, line: 133, type: !5)
!322 = !DILocalVariable(name: "s", arg: 2, scope: !319, file: !3, line: 133, type: !17)
!323 = !DILocalVariable(name: "r", scope: !319, file: !3, line: 134, type: !5)
!324 = !DILocation(line: 0, scope: !319)
!325 = !DILocation(line: 135, column: 3, scope: !319)
!326 = !DILocation(line: 135, column: 20, scope: !319)
!327 = !DILocation(line: 135, column: 18, scope: !319)
!328 = !DILocation(line: 135, column: 13, scope: !319)
!329 = !DILocation(line: 135, column: 16, scope: !319)
!330 = distinct !{!330, !325, !331, !141}
!331 = !DILocation(line: 136, column: 5, scope: !319)
!332 = !DILocation(line: 137, column: 3, scope: !319)
!333 = distinct !DISubprogram(name: "stpcpy", scope: !3, file: !3, line: 140, type: !36, scopeLine: 140, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !334)
!334 = !{!335, !336}
!335 = !DILocalVariable(name: "d", arg: 1, scope: !333, file: !3, line: 140, type: !5)
!336 = !DILocalVariable(name: "s", arg: 2, scope: !333, file: !3, line: 140, type: !17)
!337 = !DILocation(line: 0, scope: !333)
!338 = !DILocation(line: 141, column: 16, scope: !333)
!339 = !DILocation(line: 141, column: 14, scope: !333)
!340 = !DILocation(line: 141, column: 3, scope: !333)
!341 = !DILocation(line: 141, column: 18, scope: !333)
!342 = !DILocation(line: 142, column: 6, scope: !333)
!343 = distinct !{!343, !340, !342, !141}
!344 = !DILocation(line: 143, column: 3, scope: !333)
!345 = distinct !DISubprogram(name: "stpncpy", scope: !3, file: !3, line: 146, type: !346, scopeLine: 146, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !348)
!346 = !DISubroutineType(types: !347)
!347 = !{!5, !5, !17, !149}
!348 = !{!349, !350, !351, !352, !353}
!349 = !DILocalVariable(name: "d", arg: 1, scope: !345, file: !3, line: 146, type: !5)
!350 = !DILocalVariable(name: "s", arg: 2, scope: !345, file: !3, line: 146, type: !17)
!351 = !DILocalVariable(name: "n", arg: 3, scope: !345, file: !3, line: 146, type: !149)
!352 = !DILocalVariable(name: "i", scope: !345, file: !3, line: 147, type: !149)
!353 = !DILocalVariable(name: "end", scope: !345, file: !3, line: 150, type: !5)
!354 = !DILocation(line: 0, scope: !345)
!355 = !DILocation(line: 148, column: 12, scope: !356)
!356 = distinct !DILexicalBlock(scope: !357, file: !3, line: 148, column: 3)
!357 = distinct !DILexicalBlock(scope: !345, file: !3, line: 148, column: 3)
!358 = !DILocation(line: 148, column: 16, scope: !356)
!359 = !DILocation(line: 148, column: 19, scope: !356)
!360 = !DILocation(line: 148, column: 3, scope: !357)
!361 = !DILocation(line: 149, column: 5, scope: !356)
!362 = !DILocation(line: 149, column: 10, scope: !356)
!363 = !DILocation(line: 148, column: 26, scope: !356)
!364 = distinct !{!364, !360, !365, !141}
!365 = !DILocation(line: 149, column: 15, scope: !357)
!366 = !DILocation(line: 151, column: 12, scope: !367)
!367 = distinct !DILexicalBlock(scope: !368, file: !3, line: 151, column: 3)
!368 = distinct !DILexicalBlock(scope: !345, file: !3, line: 151, column: 3)
!369 = !DILocation(line: 151, column: 3, scope: !368)
!370 = !DILocation(line: 152, column: 5, scope: !367)
!371 = !DILocation(line: 152, column: 10, scope: !367)
!372 = distinct !{!372, !369, !373, !141, !374, !375}
!373 = !DILocation(line: 152, column: 12, scope: !368)
!374 = !{!"llvm.loop.isvectorized", i32 1}
!375 = !{!"llvm.loop.unroll.runtime.disable"}
!376 = distinct !{!376, !369, !373, !141, !374, !375}
!377 = !DILocation(line: 151, column: 18, scope: !367)
!378 = distinct !{!378, !369, !373, !141, !375, !374}
!379 = !DILocation(line: 150, column: 17, scope: !345)
!380 = !DILocation(line: 153, column: 3, scope: !345)
!381 = distinct !DISubprogram(name: "strchrnul", scope: !3, file: !3, line: 156, type: !382, scopeLine: 156, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !384)
!382 = !DISubroutineType(types: !383)
!383 = !{!5, !17, !14}
!384 = !{!385, !386}
!385 = !DILocalVariable(name: "s", arg: 1, scope: !381, file: !3, line: 156, type: !17)
!386 = !DILocalVariable(name: "c", arg: 2, scope: !381, file: !3, line: 156, type: !14)
!387 = !DILocation(line: 0, scope: !381)
!388 = !DILocation(line: 157, column: 10, scope: !381)
!389 = !DILocation(line: 157, column: 13, scope: !381)
!390 = !DILocation(line: 157, column: 19, scope: !381)
!391 = !DILocation(line: 157, column: 3, scope: !381)
!392 = !DILocation(line: 158, column: 6, scope: !381)
!393 = distinct !{!393, !391, !392, !141}
!394 = !DILocation(line: 159, column: 3, scope: !381)
!395 = distinct !DISubprogram(name: "strncpy", scope: !3, file: !3, line: 162, type: !346, scopeLine: 162, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !396)
!396 = !{!397, !398, !399, !400}
!397 = !DILocalVariable(name: "d", arg: 1, scope: !395, file: !3, line: 162, type: !5)
!398 = !DILocalVariable(name: "s", arg: 2, scope: !395, file: !3, line: 162, type: !17)
!399 = !DILocalVariable(name: "n", arg: 3, scope: !395, file: !3, line: 162, type: !149)
!400 = !DILocalVariable(name: "i", scope: !395, file: !3, line: 163, type: !149)
!401 = !DILocation(line: 0, scope: !395)
!402 = !DILocation(line: 164, column: 12, scope: !403)
!403 = distinct !DILexicalBlock(scope: !404, file: !3, line: 164, column: 3)
!404 = distinct !DILexicalBlock(scope: !395, file: !3, line: 164, column: 3)
!405 = !DILocation(line: 164, column: 16, scope: !403)
!406 = !DILocation(line: 164, column: 19, scope: !403)
!407 = !DILocation(line: 164, column: 3, scope: !404)
!408 = !DILocation(line: 165, column: 5, scope: !403)
!409 = !DILocation(line: 165, column: 10, scope: !403)
!410 = !DILocation(line: 164, column: 26, scope: !403)
!411 = distinct !{!411, !407, !412, !141}
!412 = !DILocation(line: 165, column: 15, scope: !404)
!413 = !DILocation(line: 166, column: 12, scope: !414)
!414 = distinct !DILexicalBlock(scope: !415, file: !3, line: 166, column: 3)
!415 = distinct !DILexicalBlock(scope: !395, file: !3, line: 166, column: 3)
!416 = !DILocation(line: 166, column: 3, scope: !415)
!417 = !DILocation(line: 167, column: 5, scope: !414)
!418 = !DILocation(line: 167, column: 10, scope: !414)
!419 = distinct !{!419, !416, !420, !141, !374, !375}
!420 = !DILocation(line: 167, column: 12, scope: !415)
!421 = distinct !{!421, !416, !420, !141, !374, !375}
!422 = !DILocation(line: 166, column: 18, scope: !414)
!423 = distinct !{!423, !416, !420, !141, !375, !374}
!424 = !DILocation(line: 168, column: 3, scope: !395)
!425 = distinct !DISubprogram(name: "strcat", scope: !3, file: !3, line: 171, type: !36, scopeLine: 171, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !426)
!426 = !{!427, !428}
!427 = !DILocalVariable(name: "d", arg: 1, scope: !425, file: !3, line: 171, type: !5)
!428 = !DILocalVariable(name: "s", arg: 2, scope: !425, file: !3, line: 171, type: !17)
!429 = !DILocation(line: 0, scope: !425)
!430 = !DILocation(line: 172, column: 14, scope: !425)
!431 = !DILocation(line: 172, column: 12, scope: !425)
!432 = !DILocation(line: 0, scope: !319, inlinedAt: !433)
!433 = distinct !DILocation(line: 172, column: 3, scope: !425)
!434 = !DILocation(line: 135, column: 3, scope: !319, inlinedAt: !433)
!435 = !DILocation(line: 135, column: 20, scope: !319, inlinedAt: !433)
!436 = !DILocation(line: 135, column: 18, scope: !319, inlinedAt: !433)
!437 = !DILocation(line: 135, column: 13, scope: !319, inlinedAt: !433)
!438 = !DILocation(line: 135, column: 16, scope: !319, inlinedAt: !433)
!439 = distinct !{!439, !434, !440, !141}
!440 = !DILocation(line: 136, column: 5, scope: !319, inlinedAt: !433)
!441 = !DILocation(line: 173, column: 3, scope: !425)
!442 = !DISubprogram(name: "strlen", scope: !3, file: !3, line: 27, type: !443, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!443 = !DISubroutineType(types: !444)
!444 = !{!149, !17}
!445 = distinct !DISubprogram(name: "strncat", scope: !3, file: !3, line: 176, type: !346, scopeLine: 176, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !446)
!446 = !{!447, !448, !449, !450, !451}
!447 = !DILocalVariable(name: "d", arg: 1, scope: !445, file: !3, line: 176, type: !5)
!448 = !DILocalVariable(name: "s", arg: 2, scope: !445, file: !3, line: 176, type: !17)
!449 = !DILocalVariable(name: "n", arg: 3, scope: !445, file: !3, line: 176, type: !149)
!450 = !DILocalVariable(name: "e", scope: !445, file: !3, line: 177, type: !5)
!451 = !DILocalVariable(name: "i", scope: !445, file: !3, line: 178, type: !149)
!452 = !DILocation(line: 0, scope: !445)
!453 = !DILocation(line: 177, column: 17, scope: !445)
!454 = !DILocation(line: 177, column: 15, scope: !445)
!455 = !DILocation(line: 179, column: 12, scope: !456)
!456 = distinct !DILexicalBlock(scope: !457, file: !3, line: 179, column: 3)
!457 = distinct !DILexicalBlock(scope: !445, file: !3, line: 179, column: 3)
!458 = !DILocation(line: 179, column: 16, scope: !456)
!459 = !DILocation(line: 179, column: 19, scope: !456)
!460 = !DILocation(line: 179, column: 3, scope: !457)
!461 = !DILocation(line: 180, column: 5, scope: !456)
!462 = !DILocation(line: 180, column: 10, scope: !456)
!463 = !DILocation(line: 179, column: 26, scope: !456)
!464 = distinct !{!464, !460, !465, !141}
!465 = !DILocation(line: 180, column: 15, scope: !457)
!466 = !DILocation(line: 181, column: 3, scope: !445)
!467 = !DILocation(line: 181, column: 8, scope: !445)
!468 = !DILocation(line: 182, column: 3, scope: !445)
!469 = distinct !DISubprogram(name: "strchr", scope: !3, file: !3, line: 185, type: !382, scopeLine: 185, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !470)
!470 = !{!471, !472}
!471 = !DILocalVariable(name: "s", arg: 1, scope: !469, file: !3, line: 185, type: !17)
!472 = !DILocalVariable(name: "c", arg: 2, scope: !469, file: !3, line: 185, type: !14)
!473 = !DILocation(line: 0, scope: !469)
!474 = !DILocation(line: 187, column: 9, scope: !475)
!475 = distinct !DILexicalBlock(scope: !476, file: !3, line: 187, column: 9)
!476 = distinct !DILexicalBlock(scope: !477, file: !3, line: 186, column: 16)
!477 = distinct !DILexicalBlock(scope: !478, file: !3, line: 186, column: 3)
!478 = distinct !DILexicalBlock(scope: !469, file: !3, line: 186, column: 3)
!479 = !DILocation(line: 187, column: 12, scope: !475)
!480 = !DILocation(line: 187, column: 9, scope: !476)
!481 = !DILocation(line: 189, column: 10, scope: !482)
!482 = distinct !DILexicalBlock(scope: !476, file: !3, line: 189, column: 9)
!483 = !DILocation(line: 189, column: 9, scope: !476)
!484 = !DILocation(line: 186, column: 12, scope: !477)
!485 = distinct !{!485, !486, !487}
!486 = !DILocation(line: 186, column: 3, scope: !478)
!487 = !DILocation(line: 191, column: 3, scope: !478)
!488 = !DILocation(line: 0, scope: !476)
!489 = !DILocation(line: 192, column: 1, scope: !469)
!490 = distinct !DISubprogram(name: "strrchr", scope: !3, file: !3, line: 194, type: !382, scopeLine: 194, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !491)
!491 = !{!492, !493, !494}
!492 = !DILocalVariable(name: "s", arg: 1, scope: !490, file: !3, line: 194, type: !17)
!493 = !DILocalVariable(name: "c", arg: 2, scope: !490, file: !3, line: 194, type: !14)
!494 = !DILocalVariable(name: "last", scope: !490, file: !3, line: 195, type: !17)
!495 = !DILocation(line: 0, scope: !490)
!496 = !DILocation(line: 196, column: 3, scope: !490)
!497 = !DILocation(line: 197, column: 9, scope: !498)
!498 = distinct !DILexicalBlock(scope: !499, file: !3, line: 197, column: 9)
!499 = distinct !DILexicalBlock(scope: !500, file: !3, line: 196, column: 16)
!500 = distinct !DILexicalBlock(scope: !501, file: !3, line: 196, column: 3)
!501 = distinct !DILexicalBlock(scope: !490, file: !3, line: 196, column: 3)
!502 = !DILocation(line: 197, column: 12, scope: !498)
!503 = !DILocation(line: 197, column: 9, scope: !499)
!504 = !DILocation(line: 199, column: 10, scope: !505)
!505 = distinct !DILexicalBlock(scope: !499, file: !3, line: 199, column: 9)
!506 = !DILocation(line: 196, column: 12, scope: !500)
!507 = !DILocation(line: 199, column: 9, scope: !499)
!508 = distinct !{!508, !509, !510}
!509 = !DILocation(line: 196, column: 3, scope: !501)
!510 = !DILocation(line: 201, column: 3, scope: !501)
!511 = !DILocation(line: 200, column: 7, scope: !505)
!512 = distinct !DISubprogram(name: "strstr", scope: !3, file: !3, line: 204, type: !513, scopeLine: 204, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !515)
!513 = !DISubroutineType(types: !514)
!514 = !{!5, !17, !17}
!515 = !{!516, !517, !518}
!516 = !DILocalVariable(name: "h", arg: 1, scope: !512, file: !3, line: 204, type: !17)
!517 = !DILocalVariable(name: "n", arg: 2, scope: !512, file: !3, line: 204, type: !17)
!518 = !DILocalVariable(name: "m", scope: !512, file: !3, line: 205, type: !149)
!519 = !DILocation(line: 0, scope: !512)
!520 = !DILocation(line: 205, column: 14, scope: !512)
!521 = !DILocation(line: 206, column: 9, scope: !522)
!522 = distinct !DILexicalBlock(scope: !512, file: !3, line: 206, column: 7)
!523 = !DILocation(line: 206, column: 7, scope: !512)
!524 = !DILocation(line: 208, column: 10, scope: !525)
!525 = distinct !DILexicalBlock(scope: !526, file: !3, line: 208, column: 3)
!526 = distinct !DILexicalBlock(scope: !512, file: !3, line: 208, column: 3)
!527 = !DILocation(line: 208, column: 3, scope: !526)
!528 = !DILocation(line: 209, column: 12, scope: !529)
!529 = distinct !DILexicalBlock(scope: !525, file: !3, line: 209, column: 9)
!530 = !DILocation(line: 209, column: 18, scope: !529)
!531 = !DILocation(line: 0, scope: !297, inlinedAt: !532)
!532 = distinct !DILocation(line: 209, column: 21, scope: !529)
!533 = !DILocation(line: 125, column: 9, scope: !304, inlinedAt: !532)
!534 = !DILocation(line: 125, column: 17, scope: !304, inlinedAt: !532)
!535 = !DILocation(line: 125, column: 14, scope: !304, inlinedAt: !532)
!536 = !DILocation(line: 125, column: 9, scope: !305, inlinedAt: !532)
!537 = !DILocation(line: 127, column: 10, scope: !314, inlinedAt: !532)
!538 = !DILocation(line: 127, column: 9, scope: !305, inlinedAt: !532)
!539 = distinct !{!539, !540, !541, !141}
!540 = !DILocation(line: 124, column: 3, scope: !297, inlinedAt: !532)
!541 = !DILocation(line: 129, column: 3, scope: !297, inlinedAt: !532)
!542 = !DILocation(line: 208, column: 15, scope: !525)
!543 = distinct !{!543, !527, !544, !141}
!544 = !DILocation(line: 210, column: 22, scope: !526)
!545 = !DILocation(line: 212, column: 1, scope: !512)
!546 = distinct !DISubprogram(name: "strspn", scope: !3, file: !3, line: 214, type: !547, scopeLine: 214, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !549)
!547 = !DISubroutineType(types: !548)
!548 = !{!149, !17, !17}
!549 = !{!550, !551, !552}
!550 = !DILocalVariable(name: "s", arg: 1, scope: !546, file: !3, line: 214, type: !17)
!551 = !DILocalVariable(name: "accept", arg: 2, scope: !546, file: !3, line: 214, type: !17)
!552 = !DILocalVariable(name: "i", scope: !546, file: !3, line: 215, type: !149)
!553 = !DILocation(line: 0, scope: !546)
!554 = !DILocation(line: 216, column: 10, scope: !546)
!555 = !DILocation(line: 216, column: 15, scope: !546)
!556 = !DILocation(line: 0, scope: !469, inlinedAt: !557)
!557 = distinct !DILocation(line: 216, column: 18, scope: !546)
!558 = !DILocation(line: 187, column: 12, scope: !475, inlinedAt: !557)
!559 = !DILocation(line: 187, column: 9, scope: !476, inlinedAt: !557)
!560 = !DILocation(line: 189, column: 10, scope: !482, inlinedAt: !557)
!561 = !DILocation(line: 189, column: 9, scope: !476, inlinedAt: !557)
!562 = !DILocation(line: 186, column: 12, scope: !477, inlinedAt: !557)
!563 = !DILocation(line: 187, column: 9, scope: !475, inlinedAt: !557)
!564 = distinct !{!564, !565, !566}
!565 = !DILocation(line: 186, column: 3, scope: !478, inlinedAt: !557)
!566 = !DILocation(line: 191, column: 3, scope: !478, inlinedAt: !557)
!567 = !DILocation(line: 217, column: 6, scope: !546)
!568 = distinct !{!568, !569, !567, !141}
!569 = !DILocation(line: 216, column: 3, scope: !546)
!570 = !DILocation(line: 218, column: 3, scope: !546)
!571 = distinct !DISubprogram(name: "strcspn", scope: !3, file: !3, line: 221, type: !547, scopeLine: 221, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !572)
!572 = !{!573, !574, !575}
!573 = !DILocalVariable(name: "s", arg: 1, scope: !571, file: !3, line: 221, type: !17)
!574 = !DILocalVariable(name: "reject", arg: 2, scope: !571, file: !3, line: 221, type: !17)
!575 = !DILocalVariable(name: "i", scope: !571, file: !3, line: 222, type: !149)
!576 = !DILocation(line: 0, scope: !571)
!577 = !DILocation(line: 223, column: 10, scope: !571)
!578 = !DILocation(line: 223, column: 15, scope: !571)
!579 = !DILocation(line: 0, scope: !469, inlinedAt: !580)
!580 = distinct !DILocation(line: 223, column: 19, scope: !571)
!581 = !DILocation(line: 187, column: 12, scope: !475, inlinedAt: !580)
!582 = !DILocation(line: 187, column: 9, scope: !476, inlinedAt: !580)
!583 = !DILocation(line: 189, column: 10, scope: !482, inlinedAt: !580)
!584 = !DILocation(line: 189, column: 9, scope: !476, inlinedAt: !580)
!585 = !DILocation(line: 186, column: 12, scope: !477, inlinedAt: !580)
!586 = !DILocation(line: 187, column: 9, scope: !475, inlinedAt: !580)
!587 = distinct !{!587, !588, !589}
!588 = !DILocation(line: 186, column: 3, scope: !478, inlinedAt: !580)
!589 = !DILocation(line: 191, column: 3, scope: !478, inlinedAt: !580)
!590 = !DILocation(line: 224, column: 6, scope: !571)
!591 = distinct !{!591, !592, !590, !141}
!592 = !DILocation(line: 223, column: 3, scope: !571)
!593 = !DILocation(line: 225, column: 3, scope: !571)
!594 = distinct !DISubprogram(name: "strpbrk", scope: !3, file: !3, line: 228, type: !513, scopeLine: 228, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !595)
!595 = !{!596, !597}
!596 = !DILocalVariable(name: "s", arg: 1, scope: !594, file: !3, line: 228, type: !17)
!597 = !DILocalVariable(name: "accept", arg: 2, scope: !594, file: !3, line: 228, type: !17)
!598 = !DILocation(line: 0, scope: !594)
!599 = !DILocation(line: 0, scope: !571, inlinedAt: !600)
!600 = distinct !DILocation(line: 229, column: 8, scope: !594)
!601 = !DILocation(line: 223, column: 10, scope: !571, inlinedAt: !600)
!602 = !DILocation(line: 223, column: 15, scope: !571, inlinedAt: !600)
!603 = !DILocation(line: 0, scope: !469, inlinedAt: !604)
!604 = distinct !DILocation(line: 223, column: 19, scope: !571, inlinedAt: !600)
!605 = !DILocation(line: 187, column: 12, scope: !475, inlinedAt: !604)
!606 = !DILocation(line: 187, column: 9, scope: !476, inlinedAt: !604)
!607 = !DILocation(line: 189, column: 10, scope: !482, inlinedAt: !604)
!608 = !DILocation(line: 189, column: 9, scope: !476, inlinedAt: !604)
!609 = !DILocation(line: 186, column: 12, scope: !477, inlinedAt: !604)
!610 = !DILocation(line: 187, column: 9, scope: !475, inlinedAt: !604)
!611 = distinct !{!611, !612, !613}
!612 = !DILocation(line: 186, column: 3, scope: !478, inlinedAt: !604)
!613 = !DILocation(line: 191, column: 3, scope: !478, inlinedAt: !604)
!614 = !DILocation(line: 224, column: 6, scope: !571, inlinedAt: !600)
!615 = distinct !{!615, !616, !614, !141}
!616 = !DILocation(line: 223, column: 3, scope: !571, inlinedAt: !600)
!617 = !DILocation(line: 229, column: 5, scope: !594)
!618 = !DILocation(line: 230, column: 10, scope: !594)
!619 = !DILocation(line: 230, column: 3, scope: !594)
!620 = distinct !DISubprogram(name: "strtok_r", scope: !3, file: !3, line: 233, type: !621, scopeLine: 233, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !624)
!621 = !DISubroutineType(types: !622)
!622 = !{!5, !5, !17, !623}
!623 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!624 = !{!625, !626, !627, !628}
!625 = !DILocalVariable(name: "s", arg: 1, scope: !620, file: !3, line: 233, type: !5)
!626 = !DILocalVariable(name: "delim", arg: 2, scope: !620, file: !3, line: 233, type: !17)
!627 = !DILocalVariable(name: "save", arg: 3, scope: !620, file: !3, line: 233, type: !623)
!628 = !DILocalVariable(name: "end", scope: !620, file: !3, line: 241, type: !5)
!629 = !DILocation(line: 0, scope: !620)
!630 = !DILocation(line: 234, column: 8, scope: !631)
!631 = distinct !DILexicalBlock(scope: !620, file: !3, line: 234, column: 7)
!632 = !DILocation(line: 234, column: 7, scope: !620)
!633 = !DILocation(line: 235, column: 9, scope: !631)
!634 = !DILocation(line: 235, column: 5, scope: !631)
!635 = !DILocation(line: 0, scope: !546, inlinedAt: !636)
!636 = distinct !DILocation(line: 236, column: 8, scope: !620)
!637 = !DILocation(line: 216, column: 10, scope: !546, inlinedAt: !636)
!638 = !DILocation(line: 216, column: 15, scope: !546, inlinedAt: !636)
!639 = !DILocation(line: 0, scope: !469, inlinedAt: !640)
!640 = distinct !DILocation(line: 216, column: 18, scope: !546, inlinedAt: !636)
!641 = !DILocation(line: 187, column: 12, scope: !475, inlinedAt: !640)
!642 = !DILocation(line: 187, column: 9, scope: !476, inlinedAt: !640)
!643 = !DILocation(line: 189, column: 10, scope: !482, inlinedAt: !640)
!644 = !DILocation(line: 189, column: 9, scope: !476, inlinedAt: !640)
!645 = !DILocation(line: 186, column: 12, scope: !477, inlinedAt: !640)
!646 = !DILocation(line: 187, column: 9, scope: !475, inlinedAt: !640)
!647 = distinct !{!647, !648, !649}
!648 = !DILocation(line: 186, column: 3, scope: !478, inlinedAt: !640)
!649 = !DILocation(line: 191, column: 3, scope: !478, inlinedAt: !640)
!650 = !DILocation(line: 217, column: 6, scope: !546, inlinedAt: !636)
!651 = distinct !{!651, !652, !650, !141}
!652 = !DILocation(line: 216, column: 3, scope: !546, inlinedAt: !636)
!653 = !DILocation(line: 236, column: 5, scope: !620)
!654 = !DILocation(line: 237, column: 7, scope: !620)
!655 = !DILocation(line: 0, scope: !571, inlinedAt: !656)
!656 = distinct !DILocation(line: 241, column: 19, scope: !620)
!657 = !DILocation(line: 223, column: 15, scope: !571, inlinedAt: !656)
!658 = !DILocation(line: 0, scope: !469, inlinedAt: !659)
!659 = distinct !DILocation(line: 223, column: 19, scope: !571, inlinedAt: !656)
!660 = !DILocation(line: 187, column: 12, scope: !475, inlinedAt: !659)
!661 = !DILocation(line: 187, column: 9, scope: !476, inlinedAt: !659)
!662 = !DILocation(line: 189, column: 10, scope: !482, inlinedAt: !659)
!663 = !DILocation(line: 189, column: 9, scope: !476, inlinedAt: !659)
!664 = !DILocation(line: 186, column: 12, scope: !477, inlinedAt: !659)
!665 = !DILocation(line: 187, column: 9, scope: !475, inlinedAt: !659)
!666 = distinct !{!666, !667, !668}
!667 = !DILocation(line: 186, column: 3, scope: !478, inlinedAt: !659)
!668 = !DILocation(line: 191, column: 3, scope: !478, inlinedAt: !659)
!669 = !DILocation(line: 224, column: 6, scope: !571, inlinedAt: !656)
!670 = !DILocation(line: 223, column: 10, scope: !571, inlinedAt: !656)
!671 = distinct !{!671, !672, !669, !141}
!672 = !DILocation(line: 223, column: 3, scope: !571, inlinedAt: !656)
!673 = !DILocation(line: 241, column: 17, scope: !620)
!674 = !DILocation(line: 242, column: 7, scope: !675)
!675 = distinct !DILexicalBlock(scope: !620, file: !3, line: 242, column: 7)
!676 = !DILocation(line: 242, column: 7, scope: !620)
!677 = !DILocation(line: 243, column: 9, scope: !675)
!678 = !DILocation(line: 243, column: 12, scope: !675)
!679 = !DILocation(line: 243, column: 5, scope: !675)
!680 = !DILocation(line: 246, column: 1, scope: !620)
!681 = !DILocation(line: 0, scope: !35)
!682 = !DILocation(line: 0, scope: !620, inlinedAt: !683)
!683 = distinct !DILocation(line: 250, column: 10, scope: !35)
!684 = !DILocation(line: 234, column: 8, scope: !631, inlinedAt: !683)
!685 = !DILocation(line: 234, column: 7, scope: !620, inlinedAt: !683)
!686 = !DILocation(line: 0, scope: !546, inlinedAt: !687)
!687 = distinct !DILocation(line: 236, column: 8, scope: !620, inlinedAt: !683)
!688 = !DILocation(line: 216, column: 10, scope: !546, inlinedAt: !687)
!689 = !DILocation(line: 216, column: 15, scope: !546, inlinedAt: !687)
!690 = !DILocation(line: 0, scope: !469, inlinedAt: !691)
!691 = distinct !DILocation(line: 216, column: 18, scope: !546, inlinedAt: !687)
!692 = !DILocation(line: 187, column: 12, scope: !475, inlinedAt: !691)
!693 = !DILocation(line: 187, column: 9, scope: !476, inlinedAt: !691)
!694 = !DILocation(line: 189, column: 10, scope: !482, inlinedAt: !691)
!695 = !DILocation(line: 189, column: 9, scope: !476, inlinedAt: !691)
!696 = !DILocation(line: 186, column: 12, scope: !477, inlinedAt: !691)
!697 = !DILocation(line: 187, column: 9, scope: !475, inlinedAt: !691)
!698 = distinct !{!698, !699, !700}
!699 = !DILocation(line: 186, column: 3, scope: !478, inlinedAt: !691)
!700 = !DILocation(line: 191, column: 3, scope: !478, inlinedAt: !691)
!701 = !DILocation(line: 217, column: 6, scope: !546, inlinedAt: !687)
!702 = distinct !{!702, !703, !701, !141}
!703 = !DILocation(line: 216, column: 3, scope: !546, inlinedAt: !687)
!704 = !DILocation(line: 236, column: 5, scope: !620, inlinedAt: !683)
!705 = !DILocation(line: 237, column: 7, scope: !620, inlinedAt: !683)
!706 = !DILocation(line: 0, scope: !571, inlinedAt: !707)
!707 = distinct !DILocation(line: 241, column: 19, scope: !620, inlinedAt: !683)
!708 = !DILocation(line: 223, column: 15, scope: !571, inlinedAt: !707)
!709 = !DILocation(line: 0, scope: !469, inlinedAt: !710)
!710 = distinct !DILocation(line: 223, column: 19, scope: !571, inlinedAt: !707)
!711 = !DILocation(line: 187, column: 12, scope: !475, inlinedAt: !710)
!712 = !DILocation(line: 187, column: 9, scope: !476, inlinedAt: !710)
!713 = !DILocation(line: 189, column: 10, scope: !482, inlinedAt: !710)
!714 = !DILocation(line: 189, column: 9, scope: !476, inlinedAt: !710)
!715 = !DILocation(line: 186, column: 12, scope: !477, inlinedAt: !710)
!716 = !DILocation(line: 187, column: 9, scope: !475, inlinedAt: !710)
!717 = distinct !{!717, !718, !719}
!718 = !DILocation(line: 186, column: 3, scope: !478, inlinedAt: !710)
!719 = !DILocation(line: 191, column: 3, scope: !478, inlinedAt: !710)
!720 = !DILocation(line: 224, column: 6, scope: !571, inlinedAt: !707)
!721 = !DILocation(line: 223, column: 10, scope: !571, inlinedAt: !707)
!722 = distinct !{!722, !723, !720, !141}
!723 = !DILocation(line: 223, column: 3, scope: !571, inlinedAt: !707)
!724 = !DILocation(line: 241, column: 17, scope: !620, inlinedAt: !683)
!725 = !DILocation(line: 242, column: 7, scope: !675, inlinedAt: !683)
!726 = !DILocation(line: 242, column: 7, scope: !620, inlinedAt: !683)
!727 = !DILocation(line: 243, column: 9, scope: !675, inlinedAt: !683)
!728 = !DILocation(line: 243, column: 12, scope: !675, inlinedAt: !683)
!729 = !DILocation(line: 243, column: 5, scope: !675, inlinedAt: !683)
!730 = !DILocation(line: 250, column: 3, scope: !35)
!731 = distinct !DISubprogram(name: "strdup", scope: !3, file: !3, line: 253, type: !732, scopeLine: 253, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !734)
!732 = !DISubroutineType(types: !733)
!733 = !{!5, !17}
!734 = !{!735, !736, !737}
!735 = !DILocalVariable(name: "s", arg: 1, scope: !731, file: !3, line: 253, type: !17)
!736 = !DILocalVariable(name: "n", scope: !731, file: !3, line: 254, type: !149)
!737 = !DILocalVariable(name: "d", scope: !731, file: !3, line: 255, type: !5)
!738 = !DILocation(line: 0, scope: !731)
!739 = !DILocation(line: 254, column: 14, scope: !731)
!740 = !DILocation(line: 254, column: 24, scope: !731)
!741 = !DILocation(line: 255, column: 13, scope: !731)
!742 = !DILocation(line: 256, column: 7, scope: !743)
!743 = distinct !DILexicalBlock(scope: !731, file: !3, line: 256, column: 7)
!744 = !DILocation(line: 256, column: 7, scope: !731)
!745 = !DILocation(line: 257, column: 5, scope: !743)
!746 = !DILocation(line: 258, column: 3, scope: !731)
!747 = !DISubprogram(name: "malloc", scope: !3, file: !3, line: 23, type: !748, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!748 = !DISubroutineType(types: !749)
!749 = !{!8, !149}
!750 = distinct !DISubprogram(name: "strndup", scope: !3, file: !3, line: 261, type: !751, scopeLine: 261, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !753)
!751 = !DISubroutineType(types: !752)
!752 = !{!5, !17, !149}
!753 = !{!754, !755, !756, !757}
!754 = !DILocalVariable(name: "s", arg: 1, scope: !750, file: !3, line: 261, type: !17)
!755 = !DILocalVariable(name: "n", arg: 2, scope: !750, file: !3, line: 261, type: !149)
!756 = !DILocalVariable(name: "m", scope: !750, file: !3, line: 262, type: !149)
!757 = !DILocalVariable(name: "d", scope: !750, file: !3, line: 263, type: !5)
!758 = !DILocation(line: 0, scope: !750)
!759 = !DILocation(line: 0, scope: !248, inlinedAt: !760)
!760 = distinct !DILocation(line: 262, column: 14, scope: !750)
!761 = !DILocation(line: 108, column: 12, scope: !248, inlinedAt: !760)
!762 = !DILocation(line: 108, column: 16, scope: !248, inlinedAt: !760)
!763 = !DILocation(line: 108, column: 19, scope: !248, inlinedAt: !760)
!764 = !DILocation(line: 108, column: 3, scope: !248, inlinedAt: !760)
!765 = !DILocation(line: 109, column: 6, scope: !248, inlinedAt: !760)
!766 = distinct !{!766, !764, !765, !141}
!767 = !DILocation(line: 263, column: 22, scope: !750)
!768 = !DILocation(line: 263, column: 13, scope: !750)
!769 = !DILocation(line: 264, column: 7, scope: !770)
!770 = distinct !DILexicalBlock(scope: !750, file: !3, line: 264, column: 7)
!771 = !DILocation(line: 264, column: 7, scope: !750)
!772 = !DILocation(line: 265, column: 5, scope: !773)
!773 = distinct !DILexicalBlock(scope: !770, file: !3, line: 264, column: 10)
!774 = !DILocation(line: 266, column: 5, scope: !773)
!775 = !DILocation(line: 266, column: 10, scope: !773)
!776 = !DILocation(line: 267, column: 3, scope: !773)
!777 = !DILocation(line: 268, column: 3, scope: !750)
!778 = distinct !DISubprogram(name: "__ctype_b_loc", scope: !3, file: !3, line: 314, type: !779, scopeLine: 314, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!779 = !DISubroutineType(types: !780)
!780 = !{!781}
!781 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 64)
!782 = !DILocation(line: 314, column: 41, scope: !778)
!783 = distinct !DISubprogram(name: "__ctype_tolower_loc", scope: !3, file: !3, line: 315, type: !784, scopeLine: 315, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!784 = !DISubroutineType(types: !785)
!785 = !{!786}
!786 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64)
!787 = !DILocation(line: 315, column: 47, scope: !783)
!788 = distinct !DISubprogram(name: "__ctype_toupper_loc", scope: !3, file: !3, line: 316, type: !784, scopeLine: 316, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!789 = !DILocation(line: 316, column: 47, scope: !788)
!790 = distinct !DISubprogram(name: "isalpha", scope: !3, file: !3, line: 319, type: !791, scopeLine: 319, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !793)
!791 = !DISubroutineType(types: !792)
!792 = !{!14, !14}
!793 = !{!794}
!794 = !DILocalVariable(name: "c", arg: 1, scope: !790, file: !3, line: 319, type: !14)
!795 = !DILocation(line: 0, scope: !790)
!796 = !DILocalVariable(name: "c", arg: 1, scope: !797, file: !3, line: 318, type: !14)
!797 = distinct !DISubprogram(name: "cls", scope: !3, file: !3, line: 318, type: !791, scopeLine: 318, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !798)
!798 = !{!796}
!799 = !DILocation(line: 0, scope: !797, inlinedAt: !800)
!800 = distinct !DILocation(line: 319, column: 29, scope: !790)
!801 = !DILocation(line: 318, column: 42, scope: !797, inlinedAt: !800)
!802 = !DILocation(line: 318, column: 55, scope: !797, inlinedAt: !800)
!803 = !{!804, !804, i64 0}
!804 = !{!"short", !113, i64 0}
!805 = !DILocation(line: 319, column: 36, scope: !790)
!806 = !DILocation(line: 318, column: 32, scope: !797, inlinedAt: !800)
!807 = !DILocation(line: 319, column: 22, scope: !790)
!808 = distinct !DISubprogram(name: "isdigit", scope: !3, file: !3, line: 320, type: !791, scopeLine: 320, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !809)
!809 = !{!810}
!810 = !DILocalVariable(name: "c", arg: 1, scope: !808, file: !3, line: 320, type: !14)
!811 = !DILocation(line: 0, scope: !808)
!812 = !DILocation(line: 0, scope: !797, inlinedAt: !813)
!813 = distinct !DILocation(line: 320, column: 29, scope: !808)
!814 = !DILocation(line: 318, column: 42, scope: !797, inlinedAt: !813)
!815 = !DILocation(line: 318, column: 55, scope: !797, inlinedAt: !813)
!816 = !DILocation(line: 320, column: 36, scope: !808)
!817 = !DILocation(line: 318, column: 32, scope: !797, inlinedAt: !813)
!818 = !DILocation(line: 320, column: 22, scope: !808)
!819 = distinct !DISubprogram(name: "isalnum", scope: !3, file: !3, line: 321, type: !791, scopeLine: 321, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !820)
!820 = !{!821}
!821 = !DILocalVariable(name: "c", arg: 1, scope: !819, file: !3, line: 321, type: !14)
!822 = !DILocation(line: 0, scope: !819)
!823 = !DILocation(line: 0, scope: !797, inlinedAt: !824)
!824 = distinct !DILocation(line: 321, column: 29, scope: !819)
!825 = !DILocation(line: 318, column: 42, scope: !797, inlinedAt: !824)
!826 = !DILocation(line: 318, column: 55, scope: !797, inlinedAt: !824)
!827 = !DILocation(line: 321, column: 36, scope: !819)
!828 = !DILocation(line: 318, column: 32, scope: !797, inlinedAt: !824)
!829 = !DILocation(line: 321, column: 22, scope: !819)
!830 = distinct !DISubprogram(name: "isspace", scope: !3, file: !3, line: 322, type: !791, scopeLine: 322, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !831)
!831 = !{!832}
!832 = !DILocalVariable(name: "c", arg: 1, scope: !830, file: !3, line: 322, type: !14)
!833 = !DILocation(line: 0, scope: !830)
!834 = !DILocation(line: 0, scope: !797, inlinedAt: !835)
!835 = distinct !DILocation(line: 322, column: 29, scope: !830)
!836 = !DILocation(line: 318, column: 42, scope: !797, inlinedAt: !835)
!837 = !DILocation(line: 318, column: 55, scope: !797, inlinedAt: !835)
!838 = !DILocation(line: 322, column: 36, scope: !830)
!839 = !DILocation(line: 318, column: 32, scope: !797, inlinedAt: !835)
!840 = !DILocation(line: 322, column: 22, scope: !830)
!841 = distinct !DISubprogram(name: "isupper", scope: !3, file: !3, line: 323, type: !791, scopeLine: 323, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !842)
!842 = !{!843}
!843 = !DILocalVariable(name: "c", arg: 1, scope: !841, file: !3, line: 323, type: !14)
!844 = !DILocation(line: 0, scope: !841)
!845 = !DILocation(line: 0, scope: !797, inlinedAt: !846)
!846 = distinct !DILocation(line: 323, column: 29, scope: !841)
!847 = !DILocation(line: 318, column: 42, scope: !797, inlinedAt: !846)
!848 = !DILocation(line: 318, column: 55, scope: !797, inlinedAt: !846)
!849 = !DILocation(line: 323, column: 36, scope: !841)
!850 = !DILocation(line: 318, column: 32, scope: !797, inlinedAt: !846)
!851 = !DILocation(line: 323, column: 22, scope: !841)
!852 = distinct !DISubprogram(name: "islower", scope: !3, file: !3, line: 324, type: !791, scopeLine: 324, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !853)
!853 = !{!854}
!854 = !DILocalVariable(name: "c", arg: 1, scope: !852, file: !3, line: 324, type: !14)
!855 = !DILocation(line: 0, scope: !852)
!856 = !DILocation(line: 0, scope: !797, inlinedAt: !857)
!857 = distinct !DILocation(line: 324, column: 29, scope: !852)
!858 = !DILocation(line: 318, column: 42, scope: !797, inlinedAt: !857)
!859 = !DILocation(line: 318, column: 55, scope: !797, inlinedAt: !857)
!860 = !DILocation(line: 324, column: 36, scope: !852)
!861 = !DILocation(line: 318, column: 32, scope: !797, inlinedAt: !857)
!862 = !DILocation(line: 324, column: 22, scope: !852)
!863 = distinct !DISubprogram(name: "isxdigit", scope: !3, file: !3, line: 325, type: !791, scopeLine: 325, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !864)
!864 = !{!865}
!865 = !DILocalVariable(name: "c", arg: 1, scope: !863, file: !3, line: 325, type: !14)
!866 = !DILocation(line: 0, scope: !863)
!867 = !DILocation(line: 0, scope: !797, inlinedAt: !868)
!868 = distinct !DILocation(line: 325, column: 30, scope: !863)
!869 = !DILocation(line: 318, column: 42, scope: !797, inlinedAt: !868)
!870 = !DILocation(line: 318, column: 55, scope: !797, inlinedAt: !868)
!871 = !DILocation(line: 325, column: 37, scope: !863)
!872 = !DILocation(line: 318, column: 32, scope: !797, inlinedAt: !868)
!873 = !DILocation(line: 325, column: 23, scope: !863)
!874 = distinct !DISubprogram(name: "isprint", scope: !3, file: !3, line: 326, type: !791, scopeLine: 326, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !875)
!875 = !{!876}
!876 = !DILocalVariable(name: "c", arg: 1, scope: !874, file: !3, line: 326, type: !14)
!877 = !DILocation(line: 0, scope: !874)
!878 = !DILocation(line: 0, scope: !797, inlinedAt: !879)
!879 = distinct !DILocation(line: 326, column: 29, scope: !874)
!880 = !DILocation(line: 318, column: 42, scope: !797, inlinedAt: !879)
!881 = !DILocation(line: 318, column: 55, scope: !797, inlinedAt: !879)
!882 = !DILocation(line: 326, column: 36, scope: !874)
!883 = !DILocation(line: 318, column: 32, scope: !797, inlinedAt: !879)
!884 = !DILocation(line: 326, column: 22, scope: !874)
!885 = distinct !DISubprogram(name: "isgraph", scope: !3, file: !3, line: 327, type: !791, scopeLine: 327, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !886)
!886 = !{!887}
!887 = !DILocalVariable(name: "c", arg: 1, scope: !885, file: !3, line: 327, type: !14)
!888 = !DILocation(line: 0, scope: !885)
!889 = !DILocation(line: 0, scope: !797, inlinedAt: !890)
!890 = distinct !DILocation(line: 327, column: 29, scope: !885)
!891 = !DILocation(line: 318, column: 42, scope: !797, inlinedAt: !890)
!892 = !DILocation(line: 318, column: 55, scope: !797, inlinedAt: !890)
!893 = !DILocation(line: 327, column: 36, scope: !885)
!894 = !DILocation(line: 318, column: 32, scope: !797, inlinedAt: !890)
!895 = !DILocation(line: 327, column: 22, scope: !885)
!896 = distinct !DISubprogram(name: "ispunct", scope: !3, file: !3, line: 328, type: !791, scopeLine: 328, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !897)
!897 = !{!898}
!898 = !DILocalVariable(name: "c", arg: 1, scope: !896, file: !3, line: 328, type: !14)
!899 = !DILocation(line: 0, scope: !896)
!900 = !DILocation(line: 0, scope: !797, inlinedAt: !901)
!901 = distinct !DILocation(line: 328, column: 29, scope: !896)
!902 = !DILocation(line: 318, column: 42, scope: !797, inlinedAt: !901)
!903 = !DILocation(line: 318, column: 55, scope: !797, inlinedAt: !901)
!904 = !DILocation(line: 328, column: 36, scope: !896)
!905 = !DILocation(line: 318, column: 32, scope: !797, inlinedAt: !901)
!906 = !DILocation(line: 328, column: 22, scope: !896)
!907 = distinct !DISubprogram(name: "iscntrl", scope: !3, file: !3, line: 329, type: !791, scopeLine: 329, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !908)
!908 = !{!909}
!909 = !DILocalVariable(name: "c", arg: 1, scope: !907, file: !3, line: 329, type: !14)
!910 = !DILocation(line: 0, scope: !907)
!911 = !DILocation(line: 0, scope: !797, inlinedAt: !912)
!912 = distinct !DILocation(line: 329, column: 29, scope: !907)
!913 = !DILocation(line: 318, column: 42, scope: !797, inlinedAt: !912)
!914 = !DILocation(line: 318, column: 55, scope: !797, inlinedAt: !912)
!915 = !DILocation(line: 329, column: 36, scope: !907)
!916 = !DILocation(line: 318, column: 32, scope: !797, inlinedAt: !912)
!917 = !DILocation(line: 329, column: 22, scope: !907)
!918 = distinct !DISubprogram(name: "isblank", scope: !3, file: !3, line: 330, type: !791, scopeLine: 330, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !919)
!919 = !{!920}
!920 = !DILocalVariable(name: "c", arg: 1, scope: !918, file: !3, line: 330, type: !14)
!921 = !DILocation(line: 0, scope: !918)
!922 = !DILocation(line: 0, scope: !797, inlinedAt: !923)
!923 = distinct !DILocation(line: 330, column: 29, scope: !918)
!924 = !DILocation(line: 318, column: 42, scope: !797, inlinedAt: !923)
!925 = !DILocation(line: 318, column: 55, scope: !797, inlinedAt: !923)
!926 = !DILocation(line: 330, column: 36, scope: !918)
!927 = !DILocation(line: 318, column: 32, scope: !797, inlinedAt: !923)
!928 = !DILocation(line: 330, column: 22, scope: !918)
!929 = distinct !DISubprogram(name: "tolower", scope: !3, file: !3, line: 331, type: !791, scopeLine: 331, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !930)
!930 = !{!931}
!931 = !DILocalVariable(name: "c", arg: 1, scope: !929, file: !3, line: 331, type: !14)
!932 = !DILocation(line: 0, scope: !929)
!933 = !DILocation(line: 331, column: 39, scope: !929)
!934 = !DILocation(line: 331, column: 52, scope: !929)
!935 = !DILocation(line: 331, column: 29, scope: !929)
!936 = !DILocation(line: 331, column: 22, scope: !929)
!937 = distinct !DISubprogram(name: "toupper", scope: !3, file: !3, line: 332, type: !791, scopeLine: 332, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !938)
!938 = !{!939}
!939 = !DILocalVariable(name: "c", arg: 1, scope: !937, file: !3, line: 332, type: !14)
!940 = !DILocation(line: 0, scope: !937)
!941 = !DILocation(line: 332, column: 39, scope: !937)
!942 = !DILocation(line: 332, column: 52, scope: !937)
!943 = !DILocation(line: 332, column: 29, scope: !937)
!944 = !DILocation(line: 332, column: 22, scope: !937)
!945 = distinct !DISubprogram(name: "abs", scope: !3, file: !3, line: 336, type: !791, scopeLine: 336, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !946)
!946 = !{!947}
!947 = !DILocalVariable(name: "x", arg: 1, scope: !945, file: !3, line: 336, type: !14)
!948 = !DILocation(line: 0, scope: !945)
!949 = !DILocation(line: 336, column: 25, scope: !945)
!950 = !DILocation(line: 336, column: 18, scope: !945)
!951 = distinct !DISubprogram(name: "labs", scope: !3, file: !3, line: 337, type: !952, scopeLine: 337, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !954)
!952 = !DISubroutineType(types: !953)
!953 = !{!12, !12}
!954 = !{!955}
!955 = !DILocalVariable(name: "x", arg: 1, scope: !951, file: !3, line: 337, type: !12)
!956 = !DILocation(line: 0, scope: !951)
!957 = !DILocation(line: 337, column: 28, scope: !951)
!958 = !DILocation(line: 337, column: 21, scope: !951)
!959 = distinct !DISubprogram(name: "llabs", scope: !3, file: !3, line: 338, type: !960, scopeLine: 338, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !962)
!960 = !DISubroutineType(types: !961)
!961 = !{!11, !11}
!962 = !{!963}
!963 = !DILocalVariable(name: "x", arg: 1, scope: !959, file: !3, line: 338, type: !11)
!964 = !DILocation(line: 0, scope: !959)
!965 = !DILocation(line: 338, column: 39, scope: !959)
!966 = !DILocation(line: 338, column: 32, scope: !959)
!967 = distinct !DISubprogram(name: "getenv", scope: !3, file: !3, line: 340, type: !732, scopeLine: 340, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !968)
!968 = !{!969}
!969 = !DILocalVariable(name: "name", arg: 1, scope: !967, file: !3, line: 340, type: !17)
!970 = !DILocation(line: 0, scope: !967)
!971 = !DILocation(line: 342, column: 3, scope: !967)
!972 = distinct !DISubprogram(name: "strtoll", scope: !3, file: !3, line: 424, type: !973, scopeLine: 424, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !975)
!973 = !DISubroutineType(types: !974)
!974 = !{!11, !17, !623, !14}
!975 = !{!976, !977, !978, !979, !980}
!976 = !DILocalVariable(name: "nptr", arg: 1, scope: !972, file: !3, line: 424, type: !17)
!977 = !DILocalVariable(name: "endptr", arg: 2, scope: !972, file: !3, line: 424, type: !623)
!978 = !DILocalVariable(name: "base", arg: 3, scope: !972, file: !3, line: 424, type: !14)
!979 = !DILocalVariable(name: "neg", scope: !972, file: !3, line: 425, type: !14)
!980 = !DILocalVariable(name: "v", scope: !972, file: !3, line: 426, type: !21)
!981 = distinct !DIAssignID()
!982 = !DILocation(line: 0, scope: !972)
!983 = !DILocation(line: 425, column: 3, scope: !972)
!984 = !DILocation(line: 425, column: 7, scope: !972)
!985 = distinct !DIAssignID()
!986 = !DILocation(line: 426, column: 26, scope: !972)
!987 = !DILocation(line: 428, column: 10, scope: !972)
!988 = !DILocation(line: 429, column: 1, scope: !972)
!989 = !DILocation(line: 428, column: 3, scope: !972)
!990 = distinct !DISubprogram(name: "strto_common", scope: !3, file: !3, line: 386, type: !991, scopeLine: 388, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !993)
!991 = !DISubroutineType(types: !992)
!992 = !{!21, !17, !623, !14, !14, !21, !11, !11, !100}
!993 = !{!994, !995, !996, !997, !998, !999, !1000, !1001, !1002, !1003, !1004, !1005, !1006, !1007, !1008}
!994 = !DILocalVariable(name: "nptr", arg: 1, scope: !990, file: !3, line: 386, type: !17)
!995 = !DILocalVariable(name: "endptr", arg: 2, scope: !990, file: !3, line: 386, type: !623)
!996 = !DILocalVariable(name: "base", arg: 3, scope: !990, file: !3, line: 386, type: !14)
!997 = !DILocalVariable(name: "is_signed", arg: 4, scope: !990, file: !3, line: 386, type: !14)
!998 = !DILocalVariable(name: "umax", arg: 5, scope: !990, file: !3, line: 387, type: !21)
!999 = !DILocalVariable(name: "smin", arg: 6, scope: !990, file: !3, line: 387, type: !11)
!1000 = !DILocalVariable(name: "smax", arg: 7, scope: !990, file: !3, line: 387, type: !11)
!1001 = !DILocalVariable(name: "neg_out", arg: 8, scope: !990, file: !3, line: 388, type: !100)
!1002 = !DILocalVariable(name: "s", scope: !990, file: !3, line: 389, type: !17)
!1003 = !DILocalVariable(name: "neg", scope: !990, file: !3, line: 392, type: !14)
!1004 = !DILocalVariable(name: "limit", scope: !990, file: !3, line: 403, type: !21)
!1005 = !DILocalVariable(name: "end", scope: !990, file: !3, line: 408, type: !17)
!1006 = !DILocalVariable(name: "overflow", scope: !990, file: !3, line: 409, type: !14)
!1007 = !DILocalVariable(name: "any", scope: !990, file: !3, line: 409, type: !14)
!1008 = !DILocalVariable(name: "v", scope: !990, file: !3, line: 410, type: !21)
!1009 = !DILocation(line: 0, scope: !990)
!1010 = !DILocation(line: 390, column: 3, scope: !990)
!1011 = !DILocation(line: 390, column: 33, scope: !990)
!1012 = !DILocation(line: 318, column: 55, scope: !797, inlinedAt: !1013)
!1013 = distinct !DILocation(line: 322, column: 29, scope: !830, inlinedAt: !1014)
!1014 = distinct !DILocation(line: 390, column: 10, scope: !990)
!1015 = !DILocation(line: 0, scope: !830, inlinedAt: !1014)
!1016 = !DILocation(line: 0, scope: !797, inlinedAt: !1013)
!1017 = !DILocation(line: 322, column: 36, scope: !830, inlinedAt: !1014)
!1018 = !DILocation(line: 391, column: 6, scope: !990)
!1019 = distinct !{!1019, !1010, !1018, !141}
!1020 = !DILocation(line: 393, column: 17, scope: !1021)
!1021 = distinct !DILexicalBlock(scope: !990, file: !3, line: 393, column: 7)
!1022 = !DILocation(line: 394, column: 14, scope: !1023)
!1023 = distinct !DILexicalBlock(scope: !1021, file: !3, line: 393, column: 31)
!1024 = !DILocation(line: 396, column: 3, scope: !1023)
!1025 = !DILocation(line: 397, column: 16, scope: !1026)
!1026 = distinct !DILexicalBlock(scope: !990, file: !3, line: 397, column: 7)
!1027 = !DILocation(line: 398, column: 5, scope: !1028)
!1028 = distinct !DILexicalBlock(scope: !1026, file: !3, line: 397, column: 43)
!1029 = !DILocation(line: 398, column: 18, scope: !1028)
!1030 = !DILocation(line: 399, column: 9, scope: !1031)
!1031 = distinct !DILexicalBlock(scope: !1028, file: !3, line: 399, column: 9)
!1032 = !DILocation(line: 399, column: 9, scope: !1028)
!1033 = !DILocation(line: 400, column: 15, scope: !1031)
!1034 = !DILocation(line: 400, column: 7, scope: !1031)
!1035 = !DILocation(line: 404, column: 7, scope: !1036)
!1036 = distinct !DILexicalBlock(scope: !990, file: !3, line: 404, column: 7)
!1037 = !DILocation(line: 404, column: 7, scope: !990)
!1038 = !DILocalVariable(name: "s", arg: 1, scope: !1039, file: !3, line: 347, type: !17)
!1039 = distinct !DISubprogram(name: "parse_digits", scope: !3, file: !3, line: 347, type: !1040, scopeLine: 348, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1043)
!1040 = !DISubroutineType(types: !1041)
!1041 = !{!21, !17, !1042, !100, !21, !100, !100}
!1042 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!1043 = !{!1038, !1044, !1045, !1046, !1047, !1048, !1049, !1050, !1051, !1055}
!1044 = !DILocalVariable(name: "end", arg: 2, scope: !1039, file: !3, line: 347, type: !1042)
!1045 = !DILocalVariable(name: "base", arg: 3, scope: !1039, file: !3, line: 347, type: !100)
!1046 = !DILocalVariable(name: "limit", arg: 4, scope: !1039, file: !3, line: 348, type: !21)
!1047 = !DILocalVariable(name: "overflow", arg: 5, scope: !1039, file: !3, line: 348, type: !100)
!1048 = !DILocalVariable(name: "any", arg: 6, scope: !1039, file: !3, line: 348, type: !100)
!1049 = !DILocalVariable(name: "b", scope: !1039, file: !3, line: 349, type: !14)
!1050 = !DILocalVariable(name: "v", scope: !1039, file: !3, line: 358, type: !21)
!1051 = !DILocalVariable(name: "d", scope: !1052, file: !3, line: 362, type: !14)
!1052 = distinct !DILexicalBlock(scope: !1053, file: !3, line: 361, column: 16)
!1053 = distinct !DILexicalBlock(scope: !1054, file: !3, line: 361, column: 3)
!1054 = distinct !DILexicalBlock(scope: !1039, file: !3, line: 361, column: 3)
!1055 = !DILocalVariable(name: "c", scope: !1052, file: !3, line: 363, type: !7)
!1056 = !DILocation(line: 0, scope: !1039, inlinedAt: !1057)
!1057 = distinct !DILocation(line: 410, column: 26, scope: !990)
!1058 = !DILocation(line: 350, column: 10, scope: !1059, inlinedAt: !1057)
!1059 = distinct !DILexicalBlock(scope: !1039, file: !3, line: 350, column: 7)
!1060 = !DILocation(line: 350, column: 15, scope: !1059, inlinedAt: !1057)
!1061 = !DILocation(line: 350, column: 30, scope: !1059, inlinedAt: !1057)
!1062 = !DILocation(line: 350, column: 35, scope: !1059, inlinedAt: !1057)
!1063 = !DILocation(line: 350, column: 42, scope: !1059, inlinedAt: !1057)
!1064 = !DILocation(line: 350, column: 46, scope: !1059, inlinedAt: !1057)
!1065 = !DILocation(line: 350, column: 58, scope: !1059, inlinedAt: !1057)
!1066 = !DILocation(line: 351, column: 32, scope: !1059, inlinedAt: !1057)
!1067 = !DILocation(line: 318, column: 55, scope: !797, inlinedAt: !1068)
!1068 = distinct !DILocation(line: 325, column: 30, scope: !863, inlinedAt: !1069)
!1069 = distinct !DILocation(line: 351, column: 8, scope: !1059, inlinedAt: !1057)
!1070 = !DILocation(line: 0, scope: !863, inlinedAt: !1069)
!1071 = !DILocation(line: 0, scope: !797, inlinedAt: !1068)
!1072 = !DILocation(line: 325, column: 37, scope: !863, inlinedAt: !1069)
!1073 = !DILocation(line: 351, column: 8, scope: !1059, inlinedAt: !1057)
!1074 = !DILocation(line: 350, column: 7, scope: !1039, inlinedAt: !1057)
!1075 = !DILocation(line: 354, column: 14, scope: !1059, inlinedAt: !1057)
!1076 = !DILocation(line: 355, column: 9, scope: !1077, inlinedAt: !1057)
!1077 = distinct !DILexicalBlock(scope: !1078, file: !3, line: 354, column: 22)
!1078 = distinct !DILexicalBlock(scope: !1059, file: !3, line: 354, column: 14)
!1079 = !DILocation(line: 356, column: 3, scope: !1077, inlinedAt: !1057)
!1080 = !DILocation(line: 363, column: 38, scope: !1052, inlinedAt: !1057)
!1081 = !DILocation(line: 0, scope: !1052, inlinedAt: !1057)
!1082 = !DILocation(line: 0, scope: !808, inlinedAt: !1083)
!1083 = distinct !DILocation(line: 364, column: 9, scope: !1084, inlinedAt: !1057)
!1084 = distinct !DILexicalBlock(scope: !1052, file: !3, line: 364, column: 9)
!1085 = !DILocation(line: 0, scope: !797, inlinedAt: !1086)
!1086 = distinct !DILocation(line: 320, column: 29, scope: !808, inlinedAt: !1083)
!1087 = !DILocation(line: 318, column: 55, scope: !797, inlinedAt: !1086)
!1088 = !DILocation(line: 320, column: 36, scope: !808, inlinedAt: !1083)
!1089 = !DILocation(line: 364, column: 9, scope: !1084, inlinedAt: !1057)
!1090 = !DILocation(line: 364, column: 9, scope: !1052, inlinedAt: !1057)
!1091 = !DILocation(line: 364, column: 17, scope: !1084, inlinedAt: !1057)
!1092 = !DILocation(line: 365, column: 13, scope: !1084, inlinedAt: !1057)
!1093 = !DILocation(line: 365, column: 7, scope: !1084, inlinedAt: !1057)
!1094 = !DILocation(line: 0, scope: !790, inlinedAt: !1095)
!1095 = distinct !DILocation(line: 366, column: 14, scope: !1096, inlinedAt: !1057)
!1096 = distinct !DILexicalBlock(scope: !1084, file: !3, line: 366, column: 14)
!1097 = !DILocation(line: 0, scope: !797, inlinedAt: !1098)
!1098 = distinct !DILocation(line: 319, column: 29, scope: !790, inlinedAt: !1095)
!1099 = !DILocation(line: 319, column: 36, scope: !790, inlinedAt: !1095)
!1100 = !DILocation(line: 366, column: 14, scope: !1096, inlinedAt: !1057)
!1101 = !DILocation(line: 366, column: 14, scope: !1084, inlinedAt: !1057)
!1102 = !DILocation(line: 0, scope: !929, inlinedAt: !1103)
!1103 = distinct !DILocation(line: 367, column: 11, scope: !1096, inlinedAt: !1057)
!1104 = !DILocation(line: 331, column: 52, scope: !929, inlinedAt: !1103)
!1105 = !DILocation(line: 367, column: 28, scope: !1096, inlinedAt: !1057)
!1106 = !DILocation(line: 0, scope: !1084, inlinedAt: !1057)
!1107 = !DILocation(line: 370, column: 11, scope: !1108, inlinedAt: !1057)
!1108 = distinct !DILexicalBlock(scope: !1052, file: !3, line: 370, column: 9)
!1109 = !DILocation(line: 370, column: 9, scope: !1052, inlinedAt: !1057)
!1110 = !DILocation(line: 375, column: 22, scope: !1111, inlinedAt: !1057)
!1111 = distinct !DILexicalBlock(scope: !1052, file: !3, line: 375, column: 9)
!1112 = !DILocation(line: 361, column: 3, scope: !1039, inlinedAt: !1057)
!1113 = !DILocation(line: 361, column: 3, scope: !1054, inlinedAt: !1057)
!1114 = !DILocation(line: 373, column: 9, scope: !1052, inlinedAt: !1057)
!1115 = distinct !{!1115, !1113, !1116, !1117}
!1116 = !DILocation(line: 381, column: 3, scope: !1054, inlinedAt: !1057)
!1117 = !{!"llvm.loop.peeled.count", i32 1}
!1118 = !DILocation(line: 375, column: 20, scope: !1111, inlinedAt: !1057)
!1119 = !DILocation(line: 375, column: 45, scope: !1111, inlinedAt: !1057)
!1120 = !DILocation(line: 375, column: 11, scope: !1111, inlinedAt: !1057)
!1121 = !DILocation(line: 375, column: 9, scope: !1052, inlinedAt: !1057)
!1122 = !DILocation(line: 412, column: 9, scope: !1123)
!1123 = distinct !DILexicalBlock(scope: !1124, file: !3, line: 412, column: 9)
!1124 = distinct !DILexicalBlock(scope: !1125, file: !3, line: 411, column: 13)
!1125 = distinct !DILexicalBlock(scope: !990, file: !3, line: 411, column: 7)
!1126 = !DILocation(line: 412, column: 9, scope: !1124)
!1127 = !DILocation(line: 413, column: 15, scope: !1123)
!1128 = !DILocation(line: 413, column: 7, scope: !1123)
!1129 = !DILocation(line: 418, column: 7, scope: !1130)
!1130 = distinct !DILexicalBlock(scope: !990, file: !3, line: 418, column: 7)
!1131 = !DILocation(line: 416, column: 7, scope: !1132)
!1132 = distinct !DILexicalBlock(scope: !990, file: !3, line: 416, column: 7)
!1133 = !DILocation(line: 416, column: 7, scope: !990)
!1134 = !DILocation(line: 417, column: 13, scope: !1132)
!1135 = !DILocation(line: 417, column: 5, scope: !1132)
!1136 = !DILocation(line: 418, column: 7, scope: !990)
!1137 = !DILocation(line: 419, column: 5, scope: !1130)
!1138 = !DILocation(line: 419, column: 18, scope: !1130)
!1139 = !DILocation(line: 420, column: 12, scope: !990)
!1140 = !DILocation(line: 421, column: 3, scope: !990)
!1141 = !DILocation(line: 422, column: 1, scope: !990)
!1142 = distinct !DISubprogram(name: "strtoull", scope: !3, file: !3, line: 431, type: !1143, scopeLine: 431, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1145)
!1143 = !DISubroutineType(types: !1144)
!1144 = !{!21, !17, !623, !14}
!1145 = !{!1146, !1147, !1148, !1149, !1150}
!1146 = !DILocalVariable(name: "nptr", arg: 1, scope: !1142, file: !3, line: 431, type: !17)
!1147 = !DILocalVariable(name: "endptr", arg: 2, scope: !1142, file: !3, line: 431, type: !623)
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
!1162 = !{!12, !17, !623, !14}
!1163 = !{!1164, !1165, !1166, !1167, !1168, !1169}
!1164 = !DILocalVariable(name: "nptr", arg: 1, scope: !1160, file: !3, line: 437, type: !17)
!1165 = !DILocalVariable(name: "endptr", arg: 2, scope: !1160, file: !3, line: 437, type: !623)
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
!1181 = !{!13, !17, !623, !14}
!1182 = !{!1183, !1184, !1185, !1186, !1187}
!1183 = !DILocalVariable(name: "nptr", arg: 1, scope: !1179, file: !3, line: 444, type: !17)
!1184 = !DILocalVariable(name: "endptr", arg: 2, scope: !1179, file: !3, line: 444, type: !623)
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
!1205 = !DILocation(line: 0, scope: !990, inlinedAt: !1206)
!1206 = distinct !DILocation(line: 440, column: 26, scope: !1160, inlinedAt: !1204)
!1207 = !DILocation(line: 390, column: 3, scope: !990, inlinedAt: !1206)
!1208 = !DILocation(line: 390, column: 33, scope: !990, inlinedAt: !1206)
!1209 = !DILocation(line: 318, column: 55, scope: !797, inlinedAt: !1210)
!1210 = distinct !DILocation(line: 322, column: 29, scope: !830, inlinedAt: !1211)
!1211 = distinct !DILocation(line: 390, column: 10, scope: !990, inlinedAt: !1206)
!1212 = !DILocation(line: 0, scope: !830, inlinedAt: !1211)
!1213 = !DILocation(line: 0, scope: !797, inlinedAt: !1210)
!1214 = !DILocation(line: 322, column: 36, scope: !830, inlinedAt: !1211)
!1215 = !DILocation(line: 391, column: 6, scope: !990, inlinedAt: !1206)
!1216 = distinct !{!1216, !1207, !1215, !141}
!1217 = !DILocation(line: 393, column: 17, scope: !1021, inlinedAt: !1206)
!1218 = !DILocation(line: 394, column: 14, scope: !1023, inlinedAt: !1206)
!1219 = !DILocation(line: 404, column: 7, scope: !990, inlinedAt: !1206)
!1220 = !DILocation(line: 363, column: 38, scope: !1052, inlinedAt: !1221)
!1221 = distinct !DILocation(line: 410, column: 26, scope: !990, inlinedAt: !1206)
!1222 = !DILocation(line: 318, column: 55, scope: !797, inlinedAt: !1223)
!1223 = distinct !DILocation(line: 320, column: 29, scope: !808, inlinedAt: !1224)
!1224 = distinct !DILocation(line: 364, column: 9, scope: !1084, inlinedAt: !1221)
!1225 = !DILocation(line: 0, scope: !1039, inlinedAt: !1221)
!1226 = !DILocation(line: 0, scope: !1052, inlinedAt: !1221)
!1227 = !DILocation(line: 0, scope: !808, inlinedAt: !1224)
!1228 = !DILocation(line: 0, scope: !797, inlinedAt: !1223)
!1229 = !DILocation(line: 320, column: 36, scope: !808, inlinedAt: !1224)
!1230 = !DILocation(line: 364, column: 9, scope: !1084, inlinedAt: !1221)
!1231 = !DILocation(line: 364, column: 9, scope: !1052, inlinedAt: !1221)
!1232 = !DILocation(line: 364, column: 17, scope: !1084, inlinedAt: !1221)
!1233 = !DILocation(line: 365, column: 13, scope: !1084, inlinedAt: !1221)
!1234 = !DILocation(line: 365, column: 7, scope: !1084, inlinedAt: !1221)
!1235 = !DILocation(line: 0, scope: !790, inlinedAt: !1236)
!1236 = distinct !DILocation(line: 366, column: 14, scope: !1096, inlinedAt: !1221)
!1237 = !DILocation(line: 0, scope: !797, inlinedAt: !1238)
!1238 = distinct !DILocation(line: 319, column: 29, scope: !790, inlinedAt: !1236)
!1239 = !DILocation(line: 319, column: 36, scope: !790, inlinedAt: !1236)
!1240 = !DILocation(line: 366, column: 14, scope: !1096, inlinedAt: !1221)
!1241 = !DILocation(line: 366, column: 14, scope: !1084, inlinedAt: !1221)
!1242 = !DILocation(line: 0, scope: !929, inlinedAt: !1243)
!1243 = distinct !DILocation(line: 367, column: 11, scope: !1096, inlinedAt: !1221)
!1244 = !DILocation(line: 331, column: 52, scope: !929, inlinedAt: !1243)
!1245 = !DILocation(line: 367, column: 28, scope: !1096, inlinedAt: !1221)
!1246 = !DILocation(line: 0, scope: !1084, inlinedAt: !1221)
!1247 = !DILocation(line: 370, column: 11, scope: !1108, inlinedAt: !1221)
!1248 = !DILocation(line: 370, column: 9, scope: !1052, inlinedAt: !1221)
!1249 = !DILocation(line: 375, column: 22, scope: !1111, inlinedAt: !1221)
!1250 = !DILocation(line: 361, column: 3, scope: !1039, inlinedAt: !1221)
!1251 = !DILocation(line: 361, column: 3, scope: !1054, inlinedAt: !1221)
!1252 = !DILocation(line: 373, column: 9, scope: !1052, inlinedAt: !1221)
!1253 = distinct !{!1253, !1251, !1254, !1117}
!1254 = !DILocation(line: 381, column: 3, scope: !1054, inlinedAt: !1221)
!1255 = !DILocation(line: 375, column: 20, scope: !1111, inlinedAt: !1221)
!1256 = !DILocation(line: 375, column: 45, scope: !1111, inlinedAt: !1221)
!1257 = !DILocation(line: 375, column: 11, scope: !1111, inlinedAt: !1221)
!1258 = !DILocation(line: 375, column: 9, scope: !1052, inlinedAt: !1221)
!1259 = !DILocation(line: 418, column: 7, scope: !1130, inlinedAt: !1206)
!1260 = !DILocation(line: 418, column: 7, scope: !990, inlinedAt: !1206)
!1261 = !DILocation(line: 419, column: 5, scope: !1130, inlinedAt: !1206)
!1262 = !DILocation(line: 419, column: 18, scope: !1130, inlinedAt: !1206)
!1263 = !DILocation(line: 441, column: 10, scope: !1160, inlinedAt: !1204)
!1264 = !DILocation(line: 450, column: 34, scope: !1197)
!1265 = !DILocation(line: 450, column: 27, scope: !1197)
!1266 = distinct !DISubprogram(name: "atol", scope: !3, file: !3, line: 451, type: !1267, scopeLine: 451, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1269)
!1267 = !DISubroutineType(types: !1268)
!1268 = !{!12, !17}
!1269 = !{!1270}
!1270 = !DILocalVariable(name: "s", arg: 1, scope: !1266, file: !3, line: 451, type: !17)
!1271 = !DILocation(line: 0, scope: !1266)
!1272 = !DILocation(line: 0, scope: !1160, inlinedAt: !1273)
!1273 = distinct !DILocation(line: 451, column: 35, scope: !1266)
!1274 = !DILocation(line: 0, scope: !990, inlinedAt: !1275)
!1275 = distinct !DILocation(line: 440, column: 26, scope: !1160, inlinedAt: !1273)
!1276 = !DILocation(line: 390, column: 3, scope: !990, inlinedAt: !1275)
!1277 = !DILocation(line: 390, column: 33, scope: !990, inlinedAt: !1275)
!1278 = !DILocation(line: 318, column: 55, scope: !797, inlinedAt: !1279)
!1279 = distinct !DILocation(line: 322, column: 29, scope: !830, inlinedAt: !1280)
!1280 = distinct !DILocation(line: 390, column: 10, scope: !990, inlinedAt: !1275)
!1281 = !DILocation(line: 0, scope: !830, inlinedAt: !1280)
!1282 = !DILocation(line: 0, scope: !797, inlinedAt: !1279)
!1283 = !DILocation(line: 322, column: 36, scope: !830, inlinedAt: !1280)
!1284 = !DILocation(line: 391, column: 6, scope: !990, inlinedAt: !1275)
!1285 = distinct !{!1285, !1276, !1284, !141}
!1286 = !DILocation(line: 393, column: 17, scope: !1021, inlinedAt: !1275)
!1287 = !DILocation(line: 394, column: 14, scope: !1023, inlinedAt: !1275)
!1288 = !DILocation(line: 404, column: 7, scope: !990, inlinedAt: !1275)
!1289 = !DILocation(line: 363, column: 38, scope: !1052, inlinedAt: !1290)
!1290 = distinct !DILocation(line: 410, column: 26, scope: !990, inlinedAt: !1275)
!1291 = !DILocation(line: 318, column: 55, scope: !797, inlinedAt: !1292)
!1292 = distinct !DILocation(line: 320, column: 29, scope: !808, inlinedAt: !1293)
!1293 = distinct !DILocation(line: 364, column: 9, scope: !1084, inlinedAt: !1290)
!1294 = !DILocation(line: 0, scope: !1039, inlinedAt: !1290)
!1295 = !DILocation(line: 0, scope: !1052, inlinedAt: !1290)
!1296 = !DILocation(line: 0, scope: !808, inlinedAt: !1293)
!1297 = !DILocation(line: 0, scope: !797, inlinedAt: !1292)
!1298 = !DILocation(line: 320, column: 36, scope: !808, inlinedAt: !1293)
!1299 = !DILocation(line: 364, column: 9, scope: !1084, inlinedAt: !1290)
!1300 = !DILocation(line: 364, column: 9, scope: !1052, inlinedAt: !1290)
!1301 = !DILocation(line: 364, column: 17, scope: !1084, inlinedAt: !1290)
!1302 = !DILocation(line: 365, column: 13, scope: !1084, inlinedAt: !1290)
!1303 = !DILocation(line: 365, column: 7, scope: !1084, inlinedAt: !1290)
!1304 = !DILocation(line: 0, scope: !790, inlinedAt: !1305)
!1305 = distinct !DILocation(line: 366, column: 14, scope: !1096, inlinedAt: !1290)
!1306 = !DILocation(line: 0, scope: !797, inlinedAt: !1307)
!1307 = distinct !DILocation(line: 319, column: 29, scope: !790, inlinedAt: !1305)
!1308 = !DILocation(line: 319, column: 36, scope: !790, inlinedAt: !1305)
!1309 = !DILocation(line: 366, column: 14, scope: !1096, inlinedAt: !1290)
!1310 = !DILocation(line: 366, column: 14, scope: !1084, inlinedAt: !1290)
!1311 = !DILocation(line: 0, scope: !929, inlinedAt: !1312)
!1312 = distinct !DILocation(line: 367, column: 11, scope: !1096, inlinedAt: !1290)
!1313 = !DILocation(line: 331, column: 52, scope: !929, inlinedAt: !1312)
!1314 = !DILocation(line: 367, column: 28, scope: !1096, inlinedAt: !1290)
!1315 = !DILocation(line: 0, scope: !1084, inlinedAt: !1290)
!1316 = !DILocation(line: 370, column: 11, scope: !1108, inlinedAt: !1290)
!1317 = !DILocation(line: 370, column: 9, scope: !1052, inlinedAt: !1290)
!1318 = !DILocation(line: 375, column: 22, scope: !1111, inlinedAt: !1290)
!1319 = !DILocation(line: 361, column: 3, scope: !1039, inlinedAt: !1290)
!1320 = !DILocation(line: 361, column: 3, scope: !1054, inlinedAt: !1290)
!1321 = !DILocation(line: 373, column: 9, scope: !1052, inlinedAt: !1290)
!1322 = distinct !{!1322, !1320, !1323, !1117}
!1323 = !DILocation(line: 381, column: 3, scope: !1054, inlinedAt: !1290)
!1324 = !DILocation(line: 375, column: 20, scope: !1111, inlinedAt: !1290)
!1325 = !DILocation(line: 375, column: 45, scope: !1111, inlinedAt: !1290)
!1326 = !DILocation(line: 375, column: 11, scope: !1111, inlinedAt: !1290)
!1327 = !DILocation(line: 375, column: 9, scope: !1052, inlinedAt: !1290)
!1328 = !DILocation(line: 418, column: 7, scope: !1130, inlinedAt: !1275)
!1329 = !DILocation(line: 418, column: 7, scope: !990, inlinedAt: !1275)
!1330 = !DILocation(line: 419, column: 5, scope: !1130, inlinedAt: !1275)
!1331 = !DILocation(line: 419, column: 18, scope: !1130, inlinedAt: !1275)
!1332 = !DILocation(line: 441, column: 10, scope: !1160, inlinedAt: !1273)
!1333 = !DILocation(line: 451, column: 28, scope: !1266)
!1334 = distinct !DISubprogram(name: "atoll", scope: !3, file: !3, line: 452, type: !1335, scopeLine: 452, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1337)
!1335 = !DISubroutineType(types: !1336)
!1336 = !{!11, !17}
!1337 = !{!1338}
!1338 = !DILocalVariable(name: "s", arg: 1, scope: !1334, file: !3, line: 452, type: !17)
!1339 = !DILocation(line: 0, scope: !1334)
!1340 = !DILocation(line: 0, scope: !972, inlinedAt: !1341)
!1341 = distinct !DILocation(line: 452, column: 41, scope: !1334)
!1342 = !DILocation(line: 0, scope: !990, inlinedAt: !1343)
!1343 = distinct !DILocation(line: 426, column: 26, scope: !972, inlinedAt: !1341)
!1344 = !DILocation(line: 390, column: 3, scope: !990, inlinedAt: !1343)
!1345 = !DILocation(line: 390, column: 33, scope: !990, inlinedAt: !1343)
!1346 = !DILocation(line: 318, column: 55, scope: !797, inlinedAt: !1347)
!1347 = distinct !DILocation(line: 322, column: 29, scope: !830, inlinedAt: !1348)
!1348 = distinct !DILocation(line: 390, column: 10, scope: !990, inlinedAt: !1343)
!1349 = !DILocation(line: 0, scope: !830, inlinedAt: !1348)
!1350 = !DILocation(line: 0, scope: !797, inlinedAt: !1347)
!1351 = !DILocation(line: 322, column: 36, scope: !830, inlinedAt: !1348)
!1352 = !DILocation(line: 391, column: 6, scope: !990, inlinedAt: !1343)
!1353 = distinct !{!1353, !1344, !1352, !141}
!1354 = !DILocation(line: 393, column: 17, scope: !1021, inlinedAt: !1343)
!1355 = !DILocation(line: 394, column: 14, scope: !1023, inlinedAt: !1343)
!1356 = !DILocation(line: 404, column: 7, scope: !990, inlinedAt: !1343)
!1357 = !DILocation(line: 363, column: 38, scope: !1052, inlinedAt: !1358)
!1358 = distinct !DILocation(line: 410, column: 26, scope: !990, inlinedAt: !1343)
!1359 = !DILocation(line: 318, column: 55, scope: !797, inlinedAt: !1360)
!1360 = distinct !DILocation(line: 320, column: 29, scope: !808, inlinedAt: !1361)
!1361 = distinct !DILocation(line: 364, column: 9, scope: !1084, inlinedAt: !1358)
!1362 = !DILocation(line: 0, scope: !1039, inlinedAt: !1358)
!1363 = !DILocation(line: 0, scope: !1052, inlinedAt: !1358)
!1364 = !DILocation(line: 0, scope: !808, inlinedAt: !1361)
!1365 = !DILocation(line: 0, scope: !797, inlinedAt: !1360)
!1366 = !DILocation(line: 320, column: 36, scope: !808, inlinedAt: !1361)
!1367 = !DILocation(line: 364, column: 9, scope: !1084, inlinedAt: !1358)
!1368 = !DILocation(line: 364, column: 9, scope: !1052, inlinedAt: !1358)
!1369 = !DILocation(line: 364, column: 17, scope: !1084, inlinedAt: !1358)
!1370 = !DILocation(line: 365, column: 13, scope: !1084, inlinedAt: !1358)
!1371 = !DILocation(line: 365, column: 7, scope: !1084, inlinedAt: !1358)
!1372 = !DILocation(line: 0, scope: !790, inlinedAt: !1373)
!1373 = distinct !DILocation(line: 366, column: 14, scope: !1096, inlinedAt: !1358)
!1374 = !DILocation(line: 0, scope: !797, inlinedAt: !1375)
!1375 = distinct !DILocation(line: 319, column: 29, scope: !790, inlinedAt: !1373)
!1376 = !DILocation(line: 319, column: 36, scope: !790, inlinedAt: !1373)
!1377 = !DILocation(line: 366, column: 14, scope: !1096, inlinedAt: !1358)
!1378 = !DILocation(line: 366, column: 14, scope: !1084, inlinedAt: !1358)
!1379 = !DILocation(line: 0, scope: !929, inlinedAt: !1380)
!1380 = distinct !DILocation(line: 367, column: 11, scope: !1096, inlinedAt: !1358)
!1381 = !DILocation(line: 331, column: 52, scope: !929, inlinedAt: !1380)
!1382 = !DILocation(line: 367, column: 28, scope: !1096, inlinedAt: !1358)
!1383 = !DILocation(line: 0, scope: !1084, inlinedAt: !1358)
!1384 = !DILocation(line: 370, column: 11, scope: !1108, inlinedAt: !1358)
!1385 = !DILocation(line: 370, column: 9, scope: !1052, inlinedAt: !1358)
!1386 = !DILocation(line: 375, column: 22, scope: !1111, inlinedAt: !1358)
!1387 = !DILocation(line: 361, column: 3, scope: !1039, inlinedAt: !1358)
!1388 = !DILocation(line: 361, column: 3, scope: !1054, inlinedAt: !1358)
!1389 = !DILocation(line: 373, column: 9, scope: !1052, inlinedAt: !1358)
!1390 = distinct !{!1390, !1388, !1391, !1117}
!1391 = !DILocation(line: 381, column: 3, scope: !1054, inlinedAt: !1358)
!1392 = !DILocation(line: 375, column: 20, scope: !1111, inlinedAt: !1358)
!1393 = !DILocation(line: 375, column: 45, scope: !1111, inlinedAt: !1358)
!1394 = !DILocation(line: 375, column: 11, scope: !1111, inlinedAt: !1358)
!1395 = !DILocation(line: 375, column: 9, scope: !1052, inlinedAt: !1358)
!1396 = !DILocation(line: 418, column: 7, scope: !1130, inlinedAt: !1343)
!1397 = !DILocation(line: 418, column: 7, scope: !990, inlinedAt: !1343)
!1398 = !DILocation(line: 419, column: 5, scope: !1130, inlinedAt: !1343)
!1399 = !DILocation(line: 419, column: 18, scope: !1130, inlinedAt: !1343)
!1400 = !DILocation(line: 428, column: 10, scope: !972, inlinedAt: !1341)
!1401 = !DILocation(line: 452, column: 34, scope: !1334)
!1402 = distinct !DISubprogram(name: "srand", scope: !3, file: !3, line: 458, type: !1403, scopeLine: 458, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1405)
!1403 = !DISubroutineType(types: !1404)
!1404 = !{null, !16}
!1405 = !{!1406, !1407, !1408, !1410, !1413, !1414}
!1406 = !DILocalVariable(name: "seed", arg: 1, scope: !1402, file: !3, line: 458, type: !16)
!1407 = !DILocalVariable(name: "word", scope: !1402, file: !3, line: 459, type: !15)
!1408 = !DILocalVariable(name: "i", scope: !1409, file: !3, line: 461, type: !14)
!1409 = distinct !DILexicalBlock(scope: !1402, file: !3, line: 461, column: 3)
!1410 = !DILocalVariable(name: "hi", scope: !1411, file: !3, line: 463, type: !12)
!1411 = distinct !DILexicalBlock(scope: !1412, file: !3, line: 461, column: 32)
!1412 = distinct !DILexicalBlock(scope: !1409, file: !3, line: 461, column: 3)
!1413 = !DILocalVariable(name: "lo", scope: !1411, file: !3, line: 464, type: !12)
!1414 = !DILocalVariable(name: "i", scope: !1415, file: !3, line: 473, type: !14)
!1415 = distinct !DILexicalBlock(scope: !1402, file: !3, line: 473, column: 3)
!1416 = !DILocation(line: 0, scope: !1402)
!1417 = !DILocation(line: 459, column: 14, scope: !1402)
!1418 = !DILocation(line: 460, column: 17, scope: !1402)
!1419 = !DILocation(line: 0, scope: !1409)
!1420 = !DILocation(line: 461, column: 3, scope: !1409)
!1421 = !DILocation(line: 472, column: 15, scope: !1402)
!1422 = !DILocation(line: 0, scope: !1415)
!1423 = !DILocation(line: 473, column: 3, scope: !1415)
!1424 = !DILocation(line: 463, column: 20, scope: !1411)
!1425 = !DILocation(line: 0, scope: !1411)
!1426 = !DILocation(line: 464, column: 20, scope: !1411)
!1427 = !DILocation(line: 465, column: 24, scope: !1411)
!1428 = !DILocation(line: 465, column: 36, scope: !1411)
!1429 = !DILocation(line: 465, column: 29, scope: !1411)
!1430 = !DILocation(line: 466, column: 14, scope: !1431)
!1431 = distinct !DILexicalBlock(scope: !1411, file: !3, line: 466, column: 9)
!1432 = !DILocation(line: 466, column: 9, scope: !1411)
!1433 = !DILocation(line: 468, column: 5, scope: !1411)
!1434 = !DILocation(line: 468, column: 19, scope: !1411)
!1435 = !DILocation(line: 461, column: 28, scope: !1412)
!1436 = !DILocation(line: 461, column: 21, scope: !1412)
!1437 = distinct !{!1437, !1420, !1438, !141}
!1438 = !DILocation(line: 469, column: 3, scope: !1409)
!1439 = !DILocation(line: 0, scope: !1440)
!1440 = distinct !DILexicalBlock(scope: !1441, file: !3, line: 473, column: 33)
!1441 = distinct !DILexicalBlock(scope: !1415, file: !3, line: 473, column: 3)
!1442 = !DILocation(line: 478, column: 1, scope: !1402)
!1443 = !DILocation(line: 474, column: 42, scope: !1440)
!1444 = !DILocation(line: 474, column: 73, scope: !1440)
!1445 = !DILocation(line: 474, column: 61, scope: !1440)
!1446 = !DILocation(line: 474, column: 24, scope: !1440)
!1447 = !DILocation(line: 475, column: 22, scope: !1440)
!1448 = !DILocation(line: 475, column: 27, scope: !1440)
!1449 = !DILocation(line: 476, column: 22, scope: !1440)
!1450 = !DILocation(line: 476, column: 27, scope: !1440)
!1451 = !DILocation(line: 473, column: 29, scope: !1441)
!1452 = !DILocation(line: 473, column: 21, scope: !1441)
!1453 = distinct !{!1453, !1423, !1454, !141}
!1454 = !DILocation(line: 477, column: 3, scope: !1415)
!1455 = distinct !DISubprogram(name: "rand", scope: !3, file: !3, line: 480, type: !1456, scopeLine: 480, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1458)
!1456 = !DISubroutineType(types: !1457)
!1457 = !{!14}
!1458 = !{!1459, !1460}
!1459 = !DILocalVariable(name: "v", scope: !1455, file: !3, line: 483, type: !16)
!1460 = !DILocalVariable(name: "result", scope: !1455, file: !3, line: 485, type: !14)
!1461 = !DILocation(line: 481, column: 8, scope: !1462)
!1462 = distinct !DILexicalBlock(scope: !1455, file: !3, line: 481, column: 7)
!1463 = !DILocation(line: 481, column: 7, scope: !1455)
!1464 = !DILocation(line: 483, column: 37, scope: !1455)
!1465 = !DILocation(line: 483, column: 68, scope: !1455)
!1466 = !DILocation(line: 0, scope: !1402, inlinedAt: !1467)
!1467 = distinct !DILocation(line: 482, column: 5, scope: !1462)
!1468 = !DILocation(line: 460, column: 17, scope: !1402, inlinedAt: !1467)
!1469 = !DILocation(line: 0, scope: !1409, inlinedAt: !1467)
!1470 = !DILocation(line: 461, column: 3, scope: !1409, inlinedAt: !1467)
!1471 = !DILocation(line: 472, column: 15, scope: !1402, inlinedAt: !1467)
!1472 = !DILocation(line: 0, scope: !1415, inlinedAt: !1467)
!1473 = !DILocation(line: 473, column: 3, scope: !1415, inlinedAt: !1467)
!1474 = !DILocation(line: 463, column: 20, scope: !1411, inlinedAt: !1467)
!1475 = !DILocation(line: 0, scope: !1411, inlinedAt: !1467)
!1476 = !DILocation(line: 464, column: 20, scope: !1411, inlinedAt: !1467)
!1477 = !DILocation(line: 465, column: 24, scope: !1411, inlinedAt: !1467)
!1478 = !DILocation(line: 465, column: 36, scope: !1411, inlinedAt: !1467)
!1479 = !DILocation(line: 465, column: 29, scope: !1411, inlinedAt: !1467)
!1480 = !DILocation(line: 466, column: 14, scope: !1431, inlinedAt: !1467)
!1481 = !DILocation(line: 466, column: 9, scope: !1411, inlinedAt: !1467)
!1482 = !DILocation(line: 468, column: 5, scope: !1411, inlinedAt: !1467)
!1483 = !DILocation(line: 468, column: 19, scope: !1411, inlinedAt: !1467)
!1484 = !DILocation(line: 461, column: 28, scope: !1412, inlinedAt: !1467)
!1485 = !DILocation(line: 461, column: 21, scope: !1412, inlinedAt: !1467)
!1486 = distinct !{!1486, !1470, !1487, !141}
!1487 = !DILocation(line: 469, column: 3, scope: !1409, inlinedAt: !1467)
!1488 = !DILocation(line: 474, column: 42, scope: !1440, inlinedAt: !1467)
!1489 = !DILocation(line: 474, column: 73, scope: !1440, inlinedAt: !1467)
!1490 = !DILocation(line: 474, column: 61, scope: !1440, inlinedAt: !1467)
!1491 = !DILocation(line: 474, column: 24, scope: !1440, inlinedAt: !1467)
!1492 = !DILocation(line: 475, column: 22, scope: !1440, inlinedAt: !1467)
!1493 = !DILocation(line: 475, column: 27, scope: !1440, inlinedAt: !1467)
!1494 = !DILocation(line: 476, column: 22, scope: !1440, inlinedAt: !1467)
!1495 = !DILocation(line: 476, column: 27, scope: !1440, inlinedAt: !1467)
!1496 = !DILocation(line: 473, column: 29, scope: !1441, inlinedAt: !1467)
!1497 = !DILocation(line: 473, column: 21, scope: !1441, inlinedAt: !1467)
!1498 = distinct !{!1498, !1473, !1499, !141}
!1499 = !DILocation(line: 477, column: 3, scope: !1415, inlinedAt: !1467)
!1500 = !DILocation(line: 483, column: 26, scope: !1455)
!1501 = !DILocation(line: 483, column: 57, scope: !1455)
!1502 = !DILocation(line: 483, column: 45, scope: !1455)
!1503 = !DILocation(line: 0, scope: !1455)
!1504 = !DILocation(line: 484, column: 22, scope: !1455)
!1505 = !DILocation(line: 485, column: 24, scope: !1455)
!1506 = !DILocation(line: 486, column: 20, scope: !1455)
!1507 = !DILocation(line: 486, column: 25, scope: !1455)
!1508 = !DILocation(line: 486, column: 10, scope: !1455)
!1509 = !DILocation(line: 487, column: 20, scope: !1455)
!1510 = !DILocation(line: 487, column: 25, scope: !1455)
!1511 = !DILocation(line: 487, column: 10, scope: !1455)
!1512 = !DILocation(line: 488, column: 3, scope: !1455)
!1513 = distinct !DISubprogram(name: "qsort", scope: !3, file: !3, line: 518, type: !1514, scopeLine: 518, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1519)
!1514 = !DISubroutineType(types: !1515)
!1515 = !{null, !8, !149, !149, !1516}
!1516 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1517, size: 64)
!1517 = !DISubroutineType(types: !1518)
!1518 = !{!14, !147, !147}
!1519 = !{!1520, !1521, !1522, !1523, !1524}
!1520 = !DILocalVariable(name: "base", arg: 1, scope: !1513, file: !3, line: 518, type: !8)
!1521 = !DILocalVariable(name: "n", arg: 2, scope: !1513, file: !3, line: 518, type: !149)
!1522 = !DILocalVariable(name: "size", arg: 3, scope: !1513, file: !3, line: 518, type: !149)
!1523 = !DILocalVariable(name: "cmp", arg: 4, scope: !1513, file: !3, line: 518, type: !1516)
!1524 = !DILocalVariable(name: "tmp", scope: !1513, file: !3, line: 521, type: !5)
!1525 = !DILocation(line: 0, scope: !1513)
!1526 = !DILocation(line: 519, column: 9, scope: !1527)
!1527 = distinct !DILexicalBlock(scope: !1513, file: !3, line: 519, column: 7)
!1528 = !DILocation(line: 519, column: 14, scope: !1527)
!1529 = !DILocation(line: 521, column: 24, scope: !1513)
!1530 = !DILocation(line: 521, column: 15, scope: !1513)
!1531 = !DILocation(line: 522, column: 8, scope: !1532)
!1532 = distinct !DILexicalBlock(scope: !1513, file: !3, line: 522, column: 7)
!1533 = !DILocation(line: 522, column: 7, scope: !1513)
!1534 = !DILocation(line: 523, column: 5, scope: !1532)
!1535 = !DILocation(line: 524, column: 3, scope: !1513)
!1536 = !DILocation(line: 525, column: 3, scope: !1513)
!1537 = !DILocation(line: 526, column: 1, scope: !1513)
!1538 = !DISubprogram(name: "abort", scope: !3, file: !3, line: 29, type: !52, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1539 = distinct !DISubprogram(name: "msort", scope: !3, file: !3, line: 492, type: !1540, scopeLine: 493, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1542)
!1540 = !DISubroutineType(types: !1541)
!1541 = !{null, !5, !149, !149, !1516, !5}
!1542 = !{!1543, !1544, !1545, !1546, !1547, !1548, !1549, !1550, !1551, !1552}
!1543 = !DILocalVariable(name: "b", arg: 1, scope: !1539, file: !3, line: 492, type: !5)
!1544 = !DILocalVariable(name: "n", arg: 2, scope: !1539, file: !3, line: 492, type: !149)
!1545 = !DILocalVariable(name: "size", arg: 3, scope: !1539, file: !3, line: 492, type: !149)
!1546 = !DILocalVariable(name: "cmp", arg: 4, scope: !1539, file: !3, line: 492, type: !1516)
!1547 = !DILocalVariable(name: "tmp", arg: 5, scope: !1539, file: !3, line: 493, type: !5)
!1548 = !DILocalVariable(name: "n1", scope: !1539, file: !3, line: 496, type: !149)
!1549 = !DILocalVariable(name: "n2", scope: !1539, file: !3, line: 496, type: !149)
!1550 = !DILocalVariable(name: "b1", scope: !1539, file: !3, line: 497, type: !5)
!1551 = !DILocalVariable(name: "b2", scope: !1539, file: !3, line: 497, type: !5)
!1552 = !DILocalVariable(name: "out", scope: !1539, file: !3, line: 500, type: !5)
!1553 = !DILocation(line: 0, scope: !1539)
!1554 = !DILocation(line: 494, column: 9, scope: !1555)
!1555 = distinct !DILexicalBlock(scope: !1539, file: !3, line: 494, column: 7)
!1556 = !DILocation(line: 494, column: 7, scope: !1539)
!1557 = !DILocation(line: 496, column: 17, scope: !1539)
!1558 = !DILocation(line: 496, column: 29, scope: !1539)
!1559 = !DILocation(line: 497, column: 30, scope: !1539)
!1560 = !DILocation(line: 497, column: 25, scope: !1539)
!1561 = !DILocation(line: 498, column: 3, scope: !1539)
!1562 = !DILocation(line: 499, column: 3, scope: !1539)
!1563 = !DILocation(line: 501, column: 17, scope: !1539)
!1564 = !DILocation(line: 501, column: 3, scope: !1539)
!1565 = !DILocation(line: 502, column: 9, scope: !1566)
!1566 = distinct !DILexicalBlock(scope: !1567, file: !3, line: 502, column: 9)
!1567 = distinct !DILexicalBlock(scope: !1539, file: !3, line: 501, column: 28)
!1568 = !DILocation(line: 502, column: 21, scope: !1566)
!1569 = !DILocation(line: 502, column: 9, scope: !1567)
!1570 = !DILocation(line: 503, column: 7, scope: !1571)
!1571 = distinct !DILexicalBlock(scope: !1566, file: !3, line: 502, column: 27)
!1572 = !DILocation(line: 504, column: 10, scope: !1571)
!1573 = !DILocation(line: 505, column: 9, scope: !1571)
!1574 = !DILocation(line: 506, column: 5, scope: !1571)
!1575 = !DILocation(line: 507, column: 7, scope: !1576)
!1576 = distinct !DILexicalBlock(scope: !1566, file: !3, line: 506, column: 12)
!1577 = !DILocation(line: 508, column: 10, scope: !1576)
!1578 = !DILocation(line: 509, column: 9, scope: !1576)
!1579 = !DILocation(line: 511, column: 9, scope: !1567)
!1580 = !DILocation(line: 501, column: 13, scope: !1539)
!1581 = distinct !{!1581, !1564, !1582, !141}
!1582 = !DILocation(line: 512, column: 3, scope: !1539)
!1583 = !DILocation(line: 513, column: 7, scope: !1539)
!1584 = !DILocation(line: 514, column: 24, scope: !1585)
!1585 = distinct !DILexicalBlock(scope: !1539, file: !3, line: 513, column: 7)
!1586 = !DILocation(line: 514, column: 5, scope: !1585)
!1587 = !DILocation(line: 515, column: 21, scope: !1539)
!1588 = !DILocation(line: 515, column: 27, scope: !1539)
!1589 = !DILocation(line: 515, column: 3, scope: !1539)
!1590 = !DILocation(line: 516, column: 1, scope: !1539)
!1591 = !DISubprogram(name: "free", scope: !3, file: !3, line: 24, type: !1592, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1592 = !DISubroutineType(types: !1593)
!1593 = !{null, !8}
!1594 = distinct !DISubprogram(name: "bsearch", scope: !3, file: !3, line: 528, type: !1595, scopeLine: 529, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1597)
!1595 = !DISubroutineType(types: !1596)
!1596 = !{!8, !147, !147, !149, !149, !1516}
!1597 = !{!1598, !1599, !1600, !1601, !1602, !1603, !1604, !1605, !1607, !1608}
!1598 = !DILocalVariable(name: "key", arg: 1, scope: !1594, file: !3, line: 528, type: !147)
!1599 = !DILocalVariable(name: "base", arg: 2, scope: !1594, file: !3, line: 528, type: !147)
!1600 = !DILocalVariable(name: "n", arg: 3, scope: !1594, file: !3, line: 528, type: !149)
!1601 = !DILocalVariable(name: "size", arg: 4, scope: !1594, file: !3, line: 528, type: !149)
!1602 = !DILocalVariable(name: "cmp", arg: 5, scope: !1594, file: !3, line: 529, type: !1516)
!1603 = !DILocalVariable(name: "lo", scope: !1594, file: !3, line: 530, type: !149)
!1604 = !DILocalVariable(name: "hi", scope: !1594, file: !3, line: 530, type: !149)
!1605 = !DILocalVariable(name: "mid", scope: !1606, file: !3, line: 532, type: !149)
!1606 = distinct !DILexicalBlock(scope: !1594, file: !3, line: 531, column: 19)
!1607 = !DILocalVariable(name: "p", scope: !1606, file: !3, line: 533, type: !17)
!1608 = !DILocalVariable(name: "c", scope: !1606, file: !3, line: 534, type: !14)
!1609 = !DILocation(line: 0, scope: !1594)
!1610 = !DILocation(line: 531, column: 3, scope: !1594)
!1611 = !DILocation(line: 530, column: 18, scope: !1594)
!1612 = !DILocation(line: 530, column: 10, scope: !1594)
!1613 = !DILocation(line: 531, column: 13, scope: !1594)
!1614 = !DILocation(line: 532, column: 27, scope: !1606)
!1615 = !DILocation(line: 532, column: 33, scope: !1606)
!1616 = !DILocation(line: 532, column: 21, scope: !1606)
!1617 = !DILocation(line: 0, scope: !1606)
!1618 = !DILocation(line: 533, column: 46, scope: !1606)
!1619 = !DILocation(line: 533, column: 40, scope: !1606)
!1620 = !DILocation(line: 534, column: 13, scope: !1606)
!1621 = !DILocation(line: 535, column: 11, scope: !1622)
!1622 = distinct !DILexicalBlock(scope: !1606, file: !3, line: 535, column: 9)
!1623 = !DILocation(line: 535, column: 9, scope: !1606)
!1624 = distinct !{!1624, !1610, !1625, !141}
!1625 = !DILocation(line: 541, column: 3, scope: !1594)
!1626 = !DILocation(line: 543, column: 1, scope: !1594)
