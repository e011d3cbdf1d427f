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
define dso_local ptr @memchr(ptr noundef readonly %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #6 !dbg !176 {
    #dbg_value(ptr %0, !180, !DIExpression(), !186)
    #dbg_value(i32 %1, !181, !DIExpression(), !186)
    #dbg_value(i64 %2, !182, !DIExpression(), !186)
    #dbg_value(ptr %0, !183, !DIExpression(), !186)
    #dbg_value(i64 0, !184, !DIExpression(), !187)
  %4 = icmp eq i64 %2, 0, !dbg !188
  br i1 %4, label %17, label %5, !dbg !190

5:                                                ; preds = %3
  %6 = trunc i32 %1 to i8
  br label %7, !dbg !190

7:                                                ; preds = %5, %12
  %8 = phi i64 [ 0, %5 ], [ %13, %12 ]
    #dbg_value(i64 %8, !184, !DIExpression(), !187)
  %9 = getelementptr inbounds i8, ptr %0, i64 %8, !dbg !191
  %10 = load i8, ptr %9, align 1, !dbg !191, !tbaa !168
  %11 = icmp eq i8 %10, %6, !dbg !193
  br i1 %11, label %15, label %12, !dbg !194

12:                                               ; preds = %7
  %13 = add nuw i64 %8, 1, !dbg !195
    #dbg_value(i64 %13, !184, !DIExpression(), !187)
  %14 = icmp eq i64 %13, %2, !dbg !188
  br i1 %14, label %17, label %7, !dbg !190, !llvm.loop !196

15:                                               ; preds = %7
  %16 = getelementptr inbounds i8, ptr %0, i64 %8
  br label %17, !dbg !198

17:                                               ; preds = %12, %15, %3
  %18 = phi ptr [ null, %3 ], [ %16, %15 ], [ null, %12 ]
  ret ptr %18, !dbg !198
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local i64 @strnlen(ptr nocapture noundef readonly %0, i64 noundef %1) local_unnamed_addr #6 !dbg !199 {
    #dbg_value(ptr %0, !203, !DIExpression(), !206)
    #dbg_value(i64 %1, !204, !DIExpression(), !206)
    #dbg_value(i64 0, !205, !DIExpression(), !206)
  %3 = icmp eq i64 %1, 0, !dbg !207
  br i1 %3, label %12, label %4, !dbg !208

4:                                                ; preds = %2, %9
  %5 = phi i64 [ %10, %9 ], [ 0, %2 ]
    #dbg_value(i64 %5, !205, !DIExpression(), !206)
  %6 = getelementptr inbounds i8, ptr %0, i64 %5, !dbg !209
  %7 = load i8, ptr %6, align 1, !dbg !209, !tbaa !168
  %8 = icmp eq i8 %7, 0, !dbg !208
  br i1 %8, label %12, label %9, !dbg !210

9:                                                ; preds = %4
  %10 = add nuw i64 %5, 1, !dbg !211
    #dbg_value(i64 %10, !205, !DIExpression(), !206)
  %11 = icmp eq i64 %10, %1, !dbg !207
  br i1 %11, label %12, label %4, !dbg !208, !llvm.loop !212

12:                                               ; preds = %4, %9, %2
  %13 = phi i64 [ 0, %2 ], [ %1, %9 ], [ %5, %4 ], !dbg !206
  ret i64 %13, !dbg !213
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local range(i32 -1, 2) i32 @strcmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #7 !dbg !214 {
    #dbg_value(ptr %0, !218, !DIExpression(), !222)
    #dbg_value(ptr %1, !219, !DIExpression(), !222)
    #dbg_value(ptr %0, !220, !DIExpression(), !222)
    #dbg_value(ptr %1, !221, !DIExpression(), !222)
  %3 = load i8, ptr %0, align 1, !dbg !223, !tbaa !168
  %4 = icmp eq i8 %3, 0, !dbg !223
  br i1 %4, label %16, label %5, !dbg !224

5:                                                ; preds = %2, %11
  %6 = phi i8 [ %14, %11 ], [ %3, %2 ]
  %7 = phi ptr [ %13, %11 ], [ %1, %2 ]
  %8 = phi ptr [ %12, %11 ], [ %0, %2 ]
    #dbg_value(ptr %7, !221, !DIExpression(), !222)
    #dbg_value(ptr %8, !220, !DIExpression(), !222)
  %9 = load i8, ptr %7, align 1, !dbg !225, !tbaa !168
  %10 = icmp eq i8 %6, %9, !dbg !226
  br i1 %10, label %11, label %16, !dbg !227

11:                                               ; preds = %5
  %12 = getelementptr inbounds i8, ptr %8, i64 1, !dbg !228
    #dbg_value(ptr %12, !220, !DIExpression(), !222)
  %13 = getelementptr inbounds i8, ptr %7, i64 1, !dbg !230
    #dbg_value(ptr %13, !221, !DIExpression(), !222)
  %14 = load i8, ptr %12, align 1, !dbg !223, !tbaa !168
  %15 = icmp eq i8 %14, 0, !dbg !223
  br i1 %15, label %16, label %5, !dbg !224, !llvm.loop !231

16:                                               ; preds = %5, %11, %2
  %17 = phi ptr [ %1, %2 ], [ %13, %11 ], [ %7, %5 ], !dbg !222
  %18 = phi i8 [ 0, %2 ], [ 0, %11 ], [ %6, %5 ], !dbg !223
  %19 = load i8, ptr %17, align 1, !dbg !233, !tbaa !168
  %20 = icmp ugt i8 %18, %19, !dbg !234
  %21 = zext i1 %20 to i32, !dbg !234
  %22 = icmp ult i8 %18, %19, !dbg !235
  %23 = sext i1 %22 to i32, !dbg !235
  %24 = add nsw i32 %23, %21, !dbg !236
  ret i32 %24, !dbg !237
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local i32 @strncmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #6 !dbg !238 {
    #dbg_value(ptr %0, !242, !DIExpression(), !249)
    #dbg_value(ptr %1, !243, !DIExpression(), !249)
    #dbg_value(i64 %2, !244, !DIExpression(), !249)
    #dbg_value(ptr %0, !245, !DIExpression(), !249)
    #dbg_value(ptr %1, !246, !DIExpression(), !249)
    #dbg_value(i64 0, !247, !DIExpression(), !250)
  %4 = icmp eq i64 %2, 0, !dbg !251
  br i1 %4, label %23, label %5, !dbg !253

5:                                                ; preds = %3, %18
  %6 = phi i64 [ %20, %18 ], [ 0, %3 ]
    #dbg_value(i64 %6, !247, !DIExpression(), !250)
  %7 = getelementptr inbounds i8, ptr %0, i64 %6, !dbg !254
  %8 = load i8, ptr %7, align 1, !dbg !254, !tbaa !168
  %9 = getelementptr inbounds i8, ptr %1, i64 %6, !dbg !257
  %10 = load i8, ptr %9, align 1, !dbg !257, !tbaa !168
  %11 = icmp eq i8 %8, %10, !dbg !258
  br i1 %11, label %18, label %12, !dbg !259

12:                                               ; preds = %5
  %13 = icmp ugt i8 %8, %10, !dbg !260
  %14 = zext i1 %13 to i32, !dbg !260
  %15 = icmp ult i8 %8, %10, !dbg !261
  %16 = sext i1 %15 to i32, !dbg !261
  %17 = add nsw i32 %16, %14, !dbg !262
  br label %23, !dbg !263

18:                                               ; preds = %5
  %19 = icmp eq i8 %8, 0, !dbg !264
    #dbg_value(i64 %6, !247, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !250)
  %20 = add nuw i64 %6, 1
    #dbg_value(i64 %20, !247, !DIExpression(), !250)
    #dbg_value(i64 %20, !247, !DIExpression(), !250)
  %21 = icmp eq i64 %20, %2
  %22 = select i1 %19, i1 true, i1 %21, !dbg !266
  br i1 %22, label %23, label %5, !dbg !266, !llvm.loop !267

23:                                               ; preds = %18, %3, %12
  %24 = phi i32 [ %17, %12 ], [ 0, %3 ], [ 0, %18 ]
  ret i32 %24, !dbg !269
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local noundef ptr @strcpy(ptr noundef returned writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #8 !dbg !270 {
    #dbg_value(ptr %0, !272, !DIExpression(), !275)
    #dbg_value(ptr %1, !273, !DIExpression(), !275)
    #dbg_value(ptr %0, !274, !DIExpression(), !275)
  br label %3, !dbg !276

3:                                                ; preds = %3, %2
  %4 = phi ptr [ %1, %2 ], [ %6, %3 ]
  %5 = phi ptr [ %0, %2 ], [ %8, %3 ]
    #dbg_value(ptr %5, !272, !DIExpression(), !275)
    #dbg_value(ptr %4, !273, !DIExpression(), !275)
  %6 = getelementptr inbounds i8, ptr %4, i64 1, !dbg !277
    #dbg_value(ptr %6, !273, !DIExpression(), !275)
  %7 = load i8, ptr %4, align 1, !dbg !278, !tbaa !168
  %8 = getelementptr inbounds i8, ptr %5, i64 1, !dbg !279
    #dbg_value(ptr %8, !272, !DIExpression(), !275)
  store i8 %7, ptr %5, align 1, !dbg !280, !tbaa !168
  %9 = icmp eq i8 %7, 0, !dbg !276
  br i1 %9, label %10, label %3, !dbg !276, !llvm.loop !281

10:                                               ; preds = %3
  ret ptr %0, !dbg !283
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local noundef ptr @strncpy(ptr noundef returned writeonly %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #9 !dbg !284 {
    #dbg_value(ptr %0, !288, !DIExpression(), !292)
    #dbg_value(ptr %1, !289, !DIExpression(), !292)
    #dbg_value(i64 %2, !290, !DIExpression(), !292)
    #dbg_value(i64 0, !291, !DIExpression(), !292)
  %4 = icmp eq i64 %2, 0, !dbg !293
  br i1 %4, label %14, label %5, !dbg !296

5:                                                ; preds = %3, %10
  %6 = phi i64 [ %12, %10 ], [ 0, %3 ]
    #dbg_value(i64 %6, !291, !DIExpression(), !292)
  %7 = getelementptr inbounds i8, ptr %1, i64 %6, !dbg !297
  %8 = load i8, ptr %7, align 1, !dbg !297, !tbaa !168
  %9 = icmp eq i8 %8, 0, !dbg !296
  br i1 %9, label %14, label %10, !dbg !298

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %0, i64 %6, !dbg !299
  store i8 %8, ptr %11, align 1, !dbg !300, !tbaa !168
  %12 = add nuw i64 %6, 1, !dbg !301
    #dbg_value(i64 %12, !291, !DIExpression(), !292)
  %13 = icmp eq i64 %12, %2, !dbg !293
  br i1 %13, label %56, label %5, !dbg !296, !llvm.loop !302

14:                                               ; preds = %5, %3
  %15 = phi i64 [ 0, %3 ], [ %6, %5 ], !dbg !292
    #dbg_value(i64 %15, !291, !DIExpression(), !292)
  %16 = icmp ult i64 %15, %2, !dbg !304
  br i1 %16, label %17, label %56, !dbg !307

17:                                               ; preds = %14
  %18 = sub i64 %2, %15, !dbg !307
  %19 = icmp ult i64 %18, 8, !dbg !307
  br i1 %19, label %49, label %20, !dbg !307

20:                                               ; preds = %17
  %21 = icmp ult i64 %18, 32, !dbg !307
  br i1 %21, label %37, label %22, !dbg !307

22:                                               ; preds = %20
  %23 = and i64 %18, -32, !dbg !307
  %24 = getelementptr i8, ptr %0, i64 %15
  br label %25, !dbg !307

25:                                               ; preds = %25, %22
  %26 = phi i64 [ 0, %22 ], [ %29, %25 ]
  %27 = getelementptr i8, ptr %24, i64 %26, !dbg !308
  %28 = getelementptr inbounds i8, ptr %27, i64 16, !dbg !309
  store <16 x i8> zeroinitializer, ptr %27, align 1, !dbg !309, !tbaa !168
  store <16 x i8> zeroinitializer, ptr %28, align 1, !dbg !309, !tbaa !168
  %29 = add nuw i64 %26, 32
  %30 = icmp eq i64 %29, %23
  br i1 %30, label %31, label %25, !llvm.loop !310

31:                                               ; preds = %25
  %32 = icmp eq i64 %18, %23, !dbg !307
  br i1 %32, label %56, label %33, !dbg !307

33:                                               ; preds = %31
  %34 = add i64 %15, %23, !dbg !307
  %35 = and i64 %18, 24, !dbg !307
  %36 = icmp eq i64 %35, 0, !dbg !307
  br i1 %36, label %49, label %37, !dbg !307

37:                                               ; preds = %20, %33
  %38 = phi i64 [ %23, %33 ], [ 0, %20 ]
  %39 = and i64 %18, -8, !dbg !307
  %40 = add i64 %15, %39, !dbg !307
  %41 = getelementptr i8, ptr %0, i64 %15
  br label %42, !dbg !307

42:                                               ; preds = %42, %37
  %43 = phi i64 [ %38, %37 ], [ %45, %42 ]
  %44 = getelementptr i8, ptr %41, i64 %43, !dbg !308
  store <8 x i8> zeroinitializer, ptr %44, align 1, !dbg !309, !tbaa !168
  %45 = add nuw i64 %43, 8
  %46 = icmp eq i64 %45, %39
  br i1 %46, label %47, label %42, !llvm.loop !314

47:                                               ; preds = %42
  %48 = icmp eq i64 %18, %39, !dbg !307
  br i1 %48, label %56, label %49, !dbg !307

49:                                               ; preds = %47, %17, %33
  %50 = phi i64 [ %15, %17 ], [ %34, %33 ], [ %40, %47 ]
  br label %51, !dbg !307

51:                                               ; preds = %49, %51
  %52 = phi i64 [ %54, %51 ], [ %50, %49 ]
    #dbg_value(i64 %52, !291, !DIExpression(), !292)
  %53 = getelementptr inbounds i8, ptr %0, i64 %52, !dbg !308
  store i8 0, ptr %53, align 1, !dbg !309, !tbaa !168
  %54 = add nuw i64 %52, 1, !dbg !315
    #dbg_value(i64 %54, !291, !DIExpression(), !292)
  %55 = icmp eq i64 %54, %2, !dbg !304
  br i1 %55, label %56, label %51, !dbg !307, !llvm.loop !316

56:                                               ; preds = %10, %51, %31, %47, %14
  ret ptr %0, !dbg !317
}

; Function Attrs: nounwind
define dso_local noundef ptr @strcat(ptr noundef returned %0, ptr nocapture noundef readonly %1) local_unnamed_addr #10 !dbg !318 {
    #dbg_value(ptr %0, !320, !DIExpression(), !322)
    #dbg_value(ptr %1, !321, !DIExpression(), !322)
  %3 = tail call i64 @strlen(ptr noundef %0) #15, !dbg !323
  %4 = getelementptr inbounds i8, ptr %0, i64 %3, !dbg !324
    #dbg_value(ptr %4, !272, !DIExpression(), !325)
    #dbg_value(ptr %1, !273, !DIExpression(), !325)
    #dbg_value(ptr %4, !274, !DIExpression(), !325)
  br label %5, !dbg !327

5:                                                ; preds = %5, %2
  %6 = phi ptr [ %1, %2 ], [ %8, %5 ]
  %7 = phi ptr [ %4, %2 ], [ %10, %5 ]
    #dbg_value(ptr %7, !272, !DIExpression(), !325)
    #dbg_value(ptr %6, !273, !DIExpression(), !325)
  %8 = getelementptr inbounds i8, ptr %6, i64 1, !dbg !328
    #dbg_value(ptr %8, !273, !DIExpression(), !325)
  %9 = load i8, ptr %6, align 1, !dbg !329, !tbaa !168
  %10 = getelementptr inbounds i8, ptr %7, i64 1, !dbg !330
    #dbg_value(ptr %10, !272, !DIExpression(), !325)
  store i8 %9, ptr %7, align 1, !dbg !331, !tbaa !168
  %11 = icmp eq i8 %9, 0, !dbg !327
  br i1 %11, label %12, label %5, !dbg !327, !llvm.loop !332

12:                                               ; preds = %5
  ret ptr %0, !dbg !334
}

declare !dbg !335 i64 @strlen(ptr noundef) local_unnamed_addr #11

; Function Attrs: nounwind
define dso_local noundef ptr @strncat(ptr noundef returned %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #10 !dbg !338 {
    #dbg_value(ptr %0, !340, !DIExpression(), !345)
    #dbg_value(ptr %1, !341, !DIExpression(), !345)
    #dbg_value(i64 %2, !342, !DIExpression(), !345)
  %4 = tail call i64 @strlen(ptr noundef %0) #15, !dbg !346
  %5 = getelementptr inbounds i8, ptr %0, i64 %4, !dbg !347
    #dbg_value(ptr %5, !343, !DIExpression(), !345)
    #dbg_value(i64 0, !344, !DIExpression(), !345)
  %6 = icmp eq i64 %2, 0, !dbg !348
  br i1 %6, label %16, label %7, !dbg !351

7:                                                ; preds = %3, %12
  %8 = phi i64 [ %14, %12 ], [ 0, %3 ]
    #dbg_value(i64 %8, !344, !DIExpression(), !345)
  %9 = getelementptr inbounds i8, ptr %1, i64 %8, !dbg !352
  %10 = load i8, ptr %9, align 1, !dbg !352, !tbaa !168
  %11 = icmp eq i8 %10, 0, !dbg !351
  br i1 %11, label %16, label %12, !dbg !353

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %5, i64 %8, !dbg !354
  store i8 %10, ptr %13, align 1, !dbg !355, !tbaa !168
  %14 = add nuw i64 %8, 1, !dbg !356
    #dbg_value(i64 %14, !344, !DIExpression(), !345)
  %15 = icmp eq i64 %14, %2, !dbg !348
  br i1 %15, label %16, label %7, !dbg !351, !llvm.loop !357

16:                                               ; preds = %7, %12, %3
  %17 = phi i64 [ 0, %3 ], [ %2, %12 ], [ %8, %7 ], !dbg !345
  %18 = getelementptr inbounds i8, ptr %5, i64 %17, !dbg !359
  store i8 0, ptr %18, align 1, !dbg !360, !tbaa !168
  ret ptr %0, !dbg !361
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local noundef ptr @strchr(ptr noundef readonly %0, i32 noundef %1) local_unnamed_addr #7 !dbg !362 {
    #dbg_value(ptr %0, !366, !DIExpression(), !368)
    #dbg_value(i32 %1, !367, !DIExpression(), !368)
  %3 = shl i32 %1, 24
  %4 = ashr exact i32 %3, 24
    #dbg_value(ptr %0, !366, !DIExpression(), !368)
  %5 = load i8, ptr %0, align 1, !dbg !369, !tbaa !168
  %6 = sext i8 %5 to i32, !dbg !369
  %7 = icmp eq i32 %4, %6, !dbg !374
  br i1 %7, label %17, label %8, !dbg !375

8:                                                ; preds = %2, %12
  %9 = phi i8 [ %14, %12 ], [ %5, %2 ]
  %10 = phi ptr [ %13, %12 ], [ %0, %2 ]
    #dbg_value(ptr %10, !366, !DIExpression(), !368)
  %11 = icmp eq i8 %9, 0, !dbg !376
  br i1 %11, label %17, label %12, !dbg !378

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %10, i64 1, !dbg !379
    #dbg_value(ptr %13, !366, !DIExpression(), !368)
  %14 = load i8, ptr %13, align 1, !dbg !369, !tbaa !168
  %15 = sext i8 %14 to i32, !dbg !369
  %16 = icmp eq i32 %4, %15, !dbg !374
  br i1 %16, label %17, label %8, !dbg !375, !llvm.loop !380

17:                                               ; preds = %12, %8, %2
  %18 = phi ptr [ %0, %2 ], [ null, %8 ], [ %13, %12 ], !dbg !383
  ret ptr %18, !dbg !384
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local ptr @strrchr(ptr noundef readonly %0, i32 noundef %1) local_unnamed_addr #7 !dbg !385 {
    #dbg_value(ptr %0, !387, !DIExpression(), !390)
    #dbg_value(i32 %1, !388, !DIExpression(), !390)
    #dbg_value(ptr null, !389, !DIExpression(), !390)
  %3 = shl i32 %1, 24
  %4 = ashr exact i32 %3, 24
  br label %5, !dbg !391

5:                                                ; preds = %5, %2
  %6 = phi ptr [ %0, %2 ], [ %13, %5 ]
  %7 = phi ptr [ null, %2 ], [ %11, %5 ], !dbg !390
    #dbg_value(ptr %7, !389, !DIExpression(), !390)
    #dbg_value(ptr %6, !387, !DIExpression(), !390)
  %8 = load i8, ptr %6, align 1, !dbg !392, !tbaa !168
  %9 = sext i8 %8 to i32, !dbg !392
  %10 = icmp eq i32 %4, %9, !dbg !397
  %11 = select i1 %10, ptr %6, ptr %7, !dbg !398
    #dbg_value(ptr %11, !389, !DIExpression(), !390)
  %12 = icmp eq i8 %8, 0, !dbg !399
  %13 = getelementptr inbounds i8, ptr %6, i64 1, !dbg !401
    #dbg_value(ptr %13, !387, !DIExpression(), !390)
  br i1 %12, label %14, label %5, !dbg !402, !llvm.loop !403

14:                                               ; preds = %5
  ret ptr %11, !dbg !406
}

; Function Attrs: nounwind
define dso_local noundef ptr @strstr(ptr noundef readonly %0, ptr noundef %1) local_unnamed_addr #10 !dbg !407 {
    #dbg_value(ptr %0, !411, !DIExpression(), !414)
    #dbg_value(ptr %1, !412, !DIExpression(), !414)
  %3 = tail call i64 @strlen(ptr noundef %1) #15, !dbg !415
    #dbg_value(i64 %3, !413, !DIExpression(), !414)
  %4 = icmp eq i64 %3, 0, !dbg !416
  br i1 %4, label %30, label %5, !dbg !418

5:                                                ; preds = %2
    #dbg_value(ptr %0, !411, !DIExpression(), !414)
  %6 = load i8, ptr %0, align 1, !dbg !419, !tbaa !168
  %7 = icmp eq i8 %6, 0, !dbg !422
  br i1 %7, label %30, label %8, !dbg !422

8:                                                ; preds = %5
  %9 = load i8, ptr %1, align 1, !tbaa !168
  br label %10, !dbg !422

10:                                               ; preds = %8, %26
  %11 = phi i8 [ %6, %8 ], [ %28, %26 ]
  %12 = phi ptr [ %0, %8 ], [ %27, %26 ]
    #dbg_value(ptr %12, !411, !DIExpression(), !414)
  %13 = icmp eq i8 %11, %9, !dbg !423
  br i1 %13, label %14, label %26, !dbg !425

14:                                               ; preds = %10, %21
  %15 = phi i64 [ %23, %21 ], [ 0, %10 ]
    #dbg_value(i64 %15, !247, !DIExpression(), !426)
  %16 = getelementptr inbounds i8, ptr %12, i64 %15, !dbg !428
  %17 = load i8, ptr %16, align 1, !dbg !428, !tbaa !168
  %18 = getelementptr inbounds i8, ptr %1, i64 %15, !dbg !429
  %19 = load i8, ptr %18, align 1, !dbg !429, !tbaa !168
  %20 = icmp eq i8 %17, %19, !dbg !430
  br i1 %20, label %21, label %26, !dbg !431

21:                                               ; preds = %14
  %22 = icmp eq i8 %17, 0, !dbg !432
    #dbg_value(i64 %15, !247, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !426)
  %23 = add nuw i64 %15, 1
    #dbg_value(i64 %23, !247, !DIExpression(), !426)
  %24 = icmp eq i64 %23, %3
  %25 = select i1 %22, i1 true, i1 %24, !dbg !433
  br i1 %25, label %30, label %14, !dbg !433, !llvm.loop !434

26:                                               ; preds = %14, %10
  %27 = getelementptr inbounds i8, ptr %12, i64 1, !dbg !437
    #dbg_value(ptr %27, !411, !DIExpression(), !414)
  %28 = load i8, ptr %27, align 1, !dbg !419, !tbaa !168
  %29 = icmp eq i8 %28, 0, !dbg !422
  br i1 %29, label %30, label %10, !dbg !422, !llvm.loop !438

30:                                               ; preds = %26, %21, %5, %2
  %31 = phi ptr [ %0, %2 ], [ null, %5 ], [ %12, %21 ], [ null, %26 ], !dbg !414
  ret ptr %31, !dbg !440
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local i64 @strspn(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #7 !dbg !441 {
    #dbg_value(ptr %0, !445, !DIExpression(), !448)
    #dbg_value(ptr %1, !446, !DIExpression(), !448)
    #dbg_value(i64 0, !447, !DIExpression(), !448)
  %3 = load i8, ptr %0, align 1, !dbg !449, !tbaa !168
  %4 = icmp eq i8 %3, 0, !dbg !449
  br i1 %4, label %24, label %5, !dbg !450

5:                                                ; preds = %2
  %6 = load i8, ptr %1, align 1, !tbaa !168
  br label %7, !dbg !450

7:                                                ; preds = %5, %19
  %8 = phi i8 [ %3, %5 ], [ %22, %19 ]
  %9 = phi i64 [ 0, %5 ], [ %20, %19 ]
    #dbg_value(i64 %9, !447, !DIExpression(), !448)
    #dbg_value(ptr %1, !366, !DIExpression(), !451)
    #dbg_value(i8 %8, !367, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !451)
    #dbg_value(ptr %1, !366, !DIExpression(), !451)
  %10 = icmp eq i8 %8, %6, !dbg !453
  br i1 %10, label %19, label %11, !dbg !454

11:                                               ; preds = %7, %15
  %12 = phi i8 [ %17, %15 ], [ %6, %7 ]
  %13 = phi ptr [ %16, %15 ], [ %1, %7 ]
    #dbg_value(ptr %13, !366, !DIExpression(), !451)
  %14 = icmp eq i8 %12, 0, !dbg !455
  br i1 %14, label %24, label %15, !dbg !456

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i64 1, !dbg !457
    #dbg_value(ptr %16, !366, !DIExpression(), !451)
  %17 = load i8, ptr %16, align 1, !dbg !458, !tbaa !168
  %18 = icmp eq i8 %8, %17, !dbg !453
  br i1 %18, label %19, label %11, !dbg !454, !llvm.loop !459

19:                                               ; preds = %15, %7
  %20 = add i64 %9, 1, !dbg !462
    #dbg_value(i64 %20, !447, !DIExpression(), !448)
  %21 = getelementptr inbounds i8, ptr %0, i64 %20, !dbg !449
  %22 = load i8, ptr %21, align 1, !dbg !449, !tbaa !168
  %23 = icmp eq i8 %22, 0, !dbg !449
  br i1 %23, label %24, label %7, !dbg !450, !llvm.loop !463

24:                                               ; preds = %19, %11, %2
  %25 = phi i64 [ 0, %2 ], [ %9, %11 ], [ %20, %19 ]
  ret i64 %25, !dbg !465
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local i64 @strcspn(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #7 !dbg !466 {
    #dbg_value(ptr %0, !468, !DIExpression(), !471)
    #dbg_value(ptr %1, !469, !DIExpression(), !471)
    #dbg_value(i64 0, !470, !DIExpression(), !471)
  %3 = load i8, ptr %0, align 1, !dbg !472, !tbaa !168
  %4 = icmp eq i8 %3, 0, !dbg !472
  br i1 %4, label %24, label %5, !dbg !473

5:                                                ; preds = %2
  %6 = load i8, ptr %1, align 1, !tbaa !168
  br label %7, !dbg !473

7:                                                ; preds = %5, %19
  %8 = phi i8 [ %3, %5 ], [ %22, %19 ]
  %9 = phi i64 [ 0, %5 ], [ %20, %19 ]
    #dbg_value(i64 %9, !470, !DIExpression(), !471)
    #dbg_value(ptr %1, !366, !DIExpression(), !474)
    #dbg_value(i8 %8, !367, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !474)
    #dbg_value(ptr %1, !366, !DIExpression(), !474)
  %10 = icmp eq i8 %8, %6, !dbg !476
  br i1 %10, label %24, label %11, !dbg !477

11:                                               ; preds = %7, %15
  %12 = phi i8 [ %17, %15 ], [ %6, %7 ]
  %13 = phi ptr [ %16, %15 ], [ %1, %7 ]
    #dbg_value(ptr %13, !366, !DIExpression(), !474)
  %14 = icmp eq i8 %12, 0, !dbg !478
  br i1 %14, label %19, label %15, !dbg !479

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i64 1, !dbg !480
    #dbg_value(ptr %16, !366, !DIExpression(), !474)
  %17 = load i8, ptr %16, align 1, !dbg !481, !tbaa !168
  %18 = icmp eq i8 %8, %17, !dbg !476
  br i1 %18, label %24, label %11, !dbg !477, !llvm.loop !482

19:                                               ; preds = %11
  %20 = add i64 %9, 1, !dbg !485
    #dbg_value(i64 %20, !470, !DIExpression(), !471)
  %21 = getelementptr inbounds i8, ptr %0, i64 %20, !dbg !472
  %22 = load i8, ptr %21, align 1, !dbg !472, !tbaa !168
  %23 = icmp eq i8 %22, 0, !dbg !472
  br i1 %23, label %24, label %7, !dbg !473, !llvm.loop !486

24:                                               ; preds = %19, %7, %15, %2
  %25 = phi i64 [ 0, %2 ], [ %9, %15 ], [ %20, %19 ], [ %9, %7 ]
  ret i64 %25, !dbg !488
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local ptr @strpbrk(ptr noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #7 !dbg !489 {
    #dbg_value(ptr %0, !491, !DIExpression(), !493)
    #dbg_value(ptr %1, !492, !DIExpression(), !493)
    #dbg_value(ptr %0, !468, !DIExpression(), !494)
    #dbg_value(ptr %1, !469, !DIExpression(), !494)
    #dbg_value(i64 0, !470, !DIExpression(), !494)
  %3 = load i8, ptr %0, align 1, !dbg !496, !tbaa !168
  %4 = icmp eq i8 %3, 0, !dbg !496
  br i1 %4, label %24, label %5, !dbg !497

5:                                                ; preds = %2
  %6 = load i8, ptr %1, align 1, !tbaa !168
  br label %7, !dbg !497

7:                                                ; preds = %19, %5
  %8 = phi i8 [ %3, %5 ], [ %22, %19 ]
  %9 = phi i64 [ 0, %5 ], [ %20, %19 ]
    #dbg_value(i64 %9, !470, !DIExpression(), !494)
    #dbg_value(ptr %1, !366, !DIExpression(), !498)
    #dbg_value(i8 %8, !367, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !498)
    #dbg_value(ptr %1, !366, !DIExpression(), !498)
  %10 = icmp eq i8 %8, %6, !dbg !500
  br i1 %10, label %24, label %11, !dbg !501

11:                                               ; preds = %7, %15
  %12 = phi i8 [ %17, %15 ], [ %6, %7 ]
  %13 = phi ptr [ %16, %15 ], [ %1, %7 ]
    #dbg_value(ptr %13, !366, !DIExpression(), !498)
  %14 = icmp eq i8 %12, 0, !dbg !502
  br i1 %14, label %19, label %15, !dbg !503

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i64 1, !dbg !504
    #dbg_value(ptr %16, !366, !DIExpression(), !498)
  %17 = load i8, ptr %16, align 1, !dbg !505, !tbaa !168
  %18 = icmp eq i8 %8, %17, !dbg !500
  br i1 %18, label %24, label %11, !dbg !501, !llvm.loop !506

19:                                               ; preds = %11
  %20 = add i64 %9, 1, !dbg !509
    #dbg_value(i64 %20, !470, !DIExpression(), !494)
  %21 = getelementptr inbounds i8, ptr %0, i64 %20, !dbg !496
  %22 = load i8, ptr %21, align 1, !dbg !496, !tbaa !168
  %23 = icmp eq i8 %22, 0, !dbg !496
  br i1 %23, label %24, label %7, !dbg !497, !llvm.loop !510

24:                                               ; preds = %7, %19, %15, %2
  %25 = phi i64 [ 0, %2 ], [ %9, %15 ], [ %9, %7 ], [ %20, %19 ]
  %26 = getelementptr inbounds i8, ptr %0, i64 %25, !dbg !512
    #dbg_value(ptr %26, !491, !DIExpression(), !493)
  %27 = load i8, ptr %26, align 1, !dbg !513, !tbaa !168
  %28 = icmp eq i8 %27, 0, !dbg !513
  %29 = select i1 %28, ptr null, ptr %26, !dbg !513
  ret ptr %29, !dbg !514
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local noundef ptr @strtok_r(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2) local_unnamed_addr #8 !dbg !515 {
    #dbg_value(ptr %0, !520, !DIExpression(), !524)
    #dbg_value(ptr %1, !521, !DIExpression(), !524)
    #dbg_value(ptr %2, !522, !DIExpression(), !524)
  %4 = icmp eq ptr %0, null, !dbg !525
  br i1 %4, label %5, label %7, !dbg !527

5:                                                ; preds = %3
  %6 = load ptr, ptr %2, align 8, !dbg !528, !tbaa !120
    #dbg_value(ptr %6, !520, !DIExpression(), !524)
  br label %7, !dbg !529

7:                                                ; preds = %5, %3
  %8 = phi ptr [ %0, %3 ], [ %6, %5 ]
    #dbg_value(ptr %8, !520, !DIExpression(), !524)
    #dbg_value(ptr %8, !445, !DIExpression(), !530)
    #dbg_value(ptr %1, !446, !DIExpression(), !530)
    #dbg_value(i64 0, !447, !DIExpression(), !530)
  %9 = load i8, ptr %8, align 1, !dbg !532, !tbaa !168
  %10 = icmp eq i8 %9, 0, !dbg !532
  br i1 %10, label %30, label %11, !dbg !533

11:                                               ; preds = %7
  %12 = load i8, ptr %1, align 1, !tbaa !168
  br label %13, !dbg !533

13:                                               ; preds = %25, %11
  %14 = phi i8 [ %9, %11 ], [ %28, %25 ]
  %15 = phi i64 [ 0, %11 ], [ %26, %25 ]
    #dbg_value(i64 %15, !447, !DIExpression(), !530)
    #dbg_value(ptr %1, !366, !DIExpression(), !534)
    #dbg_value(i8 %14, !367, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !534)
    #dbg_value(ptr %1, !366, !DIExpression(), !534)
  %16 = icmp eq i8 %14, %12, !dbg !536
  br i1 %16, label %25, label %17, !dbg !537

17:                                               ; preds = %13, %21
  %18 = phi i8 [ %23, %21 ], [ %12, %13 ]
  %19 = phi ptr [ %22, %21 ], [ %1, %13 ]
    #dbg_value(ptr %19, !366, !DIExpression(), !534)
  %20 = icmp eq i8 %18, 0, !dbg !538
  br i1 %20, label %33, label %21, !dbg !539

21:                                               ; preds = %17
  %22 = getelementptr inbounds i8, ptr %19, i64 1, !dbg !540
    #dbg_value(ptr %22, !366, !DIExpression(), !534)
  %23 = load i8, ptr %22, align 1, !dbg !541, !tbaa !168
  %24 = icmp eq i8 %14, %23, !dbg !536
  br i1 %24, label %25, label %17, !dbg !537, !llvm.loop !542

25:                                               ; preds = %21, %13
  %26 = add i64 %15, 1, !dbg !545
    #dbg_value(i64 %26, !447, !DIExpression(), !530)
  %27 = getelementptr inbounds i8, ptr %8, i64 %26, !dbg !532
  %28 = load i8, ptr %27, align 1, !dbg !532, !tbaa !168
  %29 = icmp eq i8 %28, 0, !dbg !532
  br i1 %29, label %30, label %13, !dbg !533, !llvm.loop !546

30:                                               ; preds = %25, %7
  %31 = phi i64 [ 0, %7 ], [ %26, %25 ]
  %32 = getelementptr inbounds i8, ptr %8, i64 %31, !dbg !548
    #dbg_value(ptr %32, !520, !DIExpression(), !524)
  br label %60, !dbg !549

33:                                               ; preds = %17
  %34 = getelementptr inbounds i8, ptr %8, i64 %15, !dbg !548
    #dbg_value(ptr %34, !520, !DIExpression(), !524)
    #dbg_value(ptr %34, !468, !DIExpression(), !550)
    #dbg_value(ptr %1, !469, !DIExpression(), !550)
    #dbg_value(i64 0, !470, !DIExpression(), !550)
  %35 = load i8, ptr %1, align 1, !tbaa !168
  br label %36, !dbg !552

36:                                               ; preds = %48, %33
  %37 = phi i8 [ %14, %33 ], [ %51, %48 ]
  %38 = phi i64 [ 0, %33 ], [ %49, %48 ]
    #dbg_value(i64 %38, !470, !DIExpression(), !550)
    #dbg_value(i8 %37, !367, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !553)
    #dbg_value(ptr %1, !366, !DIExpression(), !553)
  %39 = icmp eq i8 %37, %35, !dbg !555
  br i1 %39, label %53, label %40, !dbg !556

40:                                               ; preds = %36, %44
  %41 = phi i8 [ %46, %44 ], [ %35, %36 ]
  %42 = phi ptr [ %45, %44 ], [ %1, %36 ]
    #dbg_value(ptr %42, !366, !DIExpression(), !553)
  %43 = icmp eq i8 %41, 0, !dbg !557
  br i1 %43, label %48, label %44, !dbg !558

44:                                               ; preds = %40
  %45 = getelementptr inbounds i8, ptr %42, i64 1, !dbg !559
    #dbg_value(ptr %45, !366, !DIExpression(), !553)
  %46 = load i8, ptr %45, align 1, !dbg !560, !tbaa !168
  %47 = icmp eq i8 %37, %46, !dbg !555
  br i1 %47, label %53, label %40, !dbg !556, !llvm.loop !561

48:                                               ; preds = %40
  %49 = add i64 %38, 1, !dbg !564
    #dbg_value(i64 %49, !470, !DIExpression(), !550)
  %50 = getelementptr inbounds i8, ptr %34, i64 %49, !dbg !565
  %51 = load i8, ptr %50, align 1, !dbg !565, !tbaa !168
  %52 = icmp eq i8 %51, 0, !dbg !565
  br i1 %52, label %53, label %36, !dbg !552, !llvm.loop !566

53:                                               ; preds = %36, %48, %44
  %54 = phi i64 [ %38, %44 ], [ %38, %36 ], [ %49, %48 ]
  %55 = getelementptr inbounds i8, ptr %34, i64 %54, !dbg !568
    #dbg_value(ptr %55, !523, !DIExpression(), !524)
  %56 = load i8, ptr %55, align 1, !dbg !569, !tbaa !168
  %57 = icmp eq i8 %56, 0, !dbg !569
  br i1 %57, label %60, label %58, !dbg !571

58:                                               ; preds = %53
  %59 = getelementptr inbounds i8, ptr %55, i64 1, !dbg !572
    #dbg_value(ptr %59, !523, !DIExpression(), !524)
  store i8 0, ptr %55, align 1, !dbg !573, !tbaa !168
  br label %60, !dbg !574

60:                                               ; preds = %30, %53, %58
  %61 = phi ptr [ %59, %58 ], [ %55, %53 ], [ %32, %30 ], !dbg !524
  %62 = phi ptr [ %34, %58 ], [ %34, %53 ], [ null, %30 ], !dbg !524
  store ptr %61, ptr %2, align 8, !dbg !524, !tbaa !120
  ret ptr %62, !dbg !575
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local ptr @strtok(ptr noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #8 !dbg !35 {
    #dbg_value(ptr %0, !39, !DIExpression(), !576)
    #dbg_value(ptr %1, !40, !DIExpression(), !576)
    #dbg_value(ptr %0, !520, !DIExpression(), !577)
    #dbg_value(ptr %1, !521, !DIExpression(), !577)
    #dbg_value(ptr @strtok.save, !522, !DIExpression(), !577)
  %3 = icmp eq ptr %0, null, !dbg !579
  %4 = load ptr, ptr @strtok.save, align 8
  %5 = select i1 %3, ptr %4, ptr %0, !dbg !580
    #dbg_value(ptr %5, !520, !DIExpression(), !577)
    #dbg_value(ptr %5, !445, !DIExpression(), !581)
    #dbg_value(ptr %1, !446, !DIExpression(), !581)
    #dbg_value(i64 0, !447, !DIExpression(), !581)
  %6 = load i8, ptr %5, align 1, !dbg !583, !tbaa !168
  %7 = icmp eq i8 %6, 0, !dbg !583
  br i1 %7, label %27, label %8, !dbg !584

8:                                                ; preds = %2
  %9 = load i8, ptr %1, align 1, !tbaa !168
  br label %10, !dbg !584

10:                                               ; preds = %22, %8
  %11 = phi i8 [ %6, %8 ], [ %25, %22 ]
  %12 = phi i64 [ 0, %8 ], [ %23, %22 ]
    #dbg_value(i64 %12, !447, !DIExpression(), !581)
    #dbg_value(ptr %1, !366, !DIExpression(), !585)
    #dbg_value(i8 %11, !367, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !585)
    #dbg_value(ptr %1, !366, !DIExpression(), !585)
  %13 = icmp eq i8 %11, %9, !dbg !587
  br i1 %13, label %22, label %14, !dbg !588

14:                                               ; preds = %10, %18
  %15 = phi i8 [ %20, %18 ], [ %9, %10 ]
  %16 = phi ptr [ %19, %18 ], [ %1, %10 ]
    #dbg_value(ptr %16, !366, !DIExpression(), !585)
  %17 = icmp eq i8 %15, 0, !dbg !589
  br i1 %17, label %30, label %18, !dbg !590

18:                                               ; preds = %14
  %19 = getelementptr inbounds i8, ptr %16, i64 1, !dbg !591
    #dbg_value(ptr %19, !366, !DIExpression(), !585)
  %20 = load i8, ptr %19, align 1, !dbg !592, !tbaa !168
  %21 = icmp eq i8 %11, %20, !dbg !587
  br i1 %21, label %22, label %14, !dbg !588, !llvm.loop !593

22:                                               ; preds = %18, %10
  %23 = add i64 %12, 1, !dbg !596
    #dbg_value(i64 %23, !447, !DIExpression(), !581)
  %24 = getelementptr inbounds i8, ptr %5, i64 %23, !dbg !583
  %25 = load i8, ptr %24, align 1, !dbg !583, !tbaa !168
  %26 = icmp eq i8 %25, 0, !dbg !583
  br i1 %26, label %27, label %10, !dbg !584, !llvm.loop !597

27:                                               ; preds = %22, %2
  %28 = phi i64 [ 0, %2 ], [ %23, %22 ]
  %29 = getelementptr inbounds i8, ptr %5, i64 %28, !dbg !599
    #dbg_value(ptr %29, !520, !DIExpression(), !577)
  br label %56, !dbg !600

30:                                               ; preds = %14
  %31 = getelementptr inbounds i8, ptr %5, i64 %12, !dbg !599
    #dbg_value(ptr %31, !520, !DIExpression(), !577)
    #dbg_value(ptr %31, !468, !DIExpression(), !601)
    #dbg_value(ptr %1, !469, !DIExpression(), !601)
    #dbg_value(i64 0, !470, !DIExpression(), !601)
  br label %32, !dbg !603

32:                                               ; preds = %44, %30
  %33 = phi i8 [ %11, %30 ], [ %47, %44 ]
  %34 = phi i64 [ 0, %30 ], [ %45, %44 ]
    #dbg_value(i64 %34, !470, !DIExpression(), !601)
    #dbg_value(i8 %33, !367, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !604)
    #dbg_value(ptr %1, !366, !DIExpression(), !604)
  %35 = icmp eq i8 %33, %9, !dbg !606
  br i1 %35, label %49, label %36, !dbg !607

36:                                               ; preds = %32, %40
  %37 = phi i8 [ %42, %40 ], [ %9, %32 ]
  %38 = phi ptr [ %41, %40 ], [ %1, %32 ]
    #dbg_value(ptr %38, !366, !DIExpression(), !604)
  %39 = icmp eq i8 %37, 0, !dbg !608
  br i1 %39, label %44, label %40, !dbg !609

40:                                               ; preds = %36
  %41 = getelementptr inbounds i8, ptr %38, i64 1, !dbg !610
    #dbg_value(ptr %41, !366, !DIExpression(), !604)
  %42 = load i8, ptr %41, align 1, !dbg !611, !tbaa !168
  %43 = icmp eq i8 %33, %42, !dbg !606
  br i1 %43, label %49, label %36, !dbg !607, !llvm.loop !612

44:                                               ; preds = %36
  %45 = add i64 %34, 1, !dbg !615
    #dbg_value(i64 %45, !470, !DIExpression(), !601)
  %46 = getelementptr inbounds i8, ptr %31, i64 %45, !dbg !616
  %47 = load i8, ptr %46, align 1, !dbg !616, !tbaa !168
  %48 = icmp eq i8 %47, 0, !dbg !616
  br i1 %48, label %49, label %32, !dbg !603, !llvm.loop !617

49:                                               ; preds = %44, %32, %40
  %50 = phi i64 [ %34, %40 ], [ %45, %44 ], [ %34, %32 ]
  %51 = getelementptr inbounds i8, ptr %31, i64 %50, !dbg !619
    #dbg_value(ptr %51, !523, !DIExpression(), !577)
  %52 = load i8, ptr %51, align 1, !dbg !620, !tbaa !168
  %53 = icmp eq i8 %52, 0, !dbg !620
  br i1 %53, label %56, label %54, !dbg !621

54:                                               ; preds = %49
  %55 = getelementptr inbounds i8, ptr %51, i64 1, !dbg !622
    #dbg_value(ptr %55, !523, !DIExpression(), !577)
  store i8 0, ptr %51, align 1, !dbg !623, !tbaa !168
  br label %56, !dbg !624

56:                                               ; preds = %27, %49, %54
  %57 = phi ptr [ %55, %54 ], [ %51, %49 ], [ %29, %27 ], !dbg !577
  %58 = phi ptr [ %31, %54 ], [ %31, %49 ], [ null, %27 ], !dbg !577
  store ptr %57, ptr @strtok.save, align 8, !dbg !577, !tbaa !120
  ret ptr %58, !dbg !625
}

; Function Attrs: nounwind
define dso_local ptr @strdup(ptr noundef %0) local_unnamed_addr #10 !dbg !626 {
    #dbg_value(ptr %0, !630, !DIExpression(), !633)
  %2 = tail call i64 @strlen(ptr noundef %0) #15, !dbg !634
  %3 = add i64 %2, 1, !dbg !635
    #dbg_value(i64 %3, !631, !DIExpression(), !633)
  %4 = tail call ptr @malloc(i64 noundef %3) #15, !dbg !636
    #dbg_value(ptr %4, !632, !DIExpression(), !633)
  %5 = icmp eq ptr %4, null, !dbg !637
  br i1 %5, label %8, label %6, !dbg !639

6:                                                ; preds = %1
  %7 = tail call ptr @memcpy(ptr noundef nonnull %4, ptr noundef %0, i64 noundef %3) #15, !dbg !640
  br label %8, !dbg !640

8:                                                ; preds = %6, %1
  ret ptr %4, !dbg !641
}

declare !dbg !642 ptr @malloc(i64 noundef) local_unnamed_addr #11

declare !dbg !645 ptr @memcpy(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #11

; Function Attrs: nounwind
define dso_local ptr @strndup(ptr noundef %0, i64 noundef %1) local_unnamed_addr #10 !dbg !648 {
    #dbg_value(ptr %0, !652, !DIExpression(), !656)
    #dbg_value(i64 %1, !653, !DIExpression(), !656)
    #dbg_value(ptr %0, !203, !DIExpression(), !657)
    #dbg_value(i64 %1, !204, !DIExpression(), !657)
    #dbg_value(i64 0, !205, !DIExpression(), !657)
  %3 = icmp eq i64 %1, 0, !dbg !659
  br i1 %3, label %12, label %4, !dbg !660

4:                                                ; preds = %2, %9
  %5 = phi i64 [ %10, %9 ], [ 0, %2 ]
    #dbg_value(i64 %5, !205, !DIExpression(), !657)
  %6 = getelementptr inbounds i8, ptr %0, i64 %5, !dbg !661
  %7 = load i8, ptr %6, align 1, !dbg !661, !tbaa !168
  %8 = icmp eq i8 %7, 0, !dbg !660
  br i1 %8, label %12, label %9, !dbg !662

9:                                                ; preds = %4
  %10 = add nuw i64 %5, 1, !dbg !663
    #dbg_value(i64 %10, !205, !DIExpression(), !657)
  %11 = icmp eq i64 %10, %1, !dbg !659
  br i1 %11, label %12, label %4, !dbg !660, !llvm.loop !664

12:                                               ; preds = %4, %9, %2
  %13 = phi i64 [ 0, %2 ], [ %5, %4 ], [ %1, %9 ], !dbg !657
    #dbg_value(i64 %13, !654, !DIExpression(), !656)
  %14 = add i64 %13, 1, !dbg !665
  %15 = tail call ptr @malloc(i64 noundef %14) #15, !dbg !666
    #dbg_value(ptr %15, !655, !DIExpression(), !656)
  %16 = icmp eq ptr %15, null, !dbg !667
  br i1 %16, label %20, label %17, !dbg !669

17:                                               ; preds = %12
  %18 = tail call ptr @memcpy(ptr noundef nonnull %15, ptr noundef %0, i64 noundef %13) #15, !dbg !670
  %19 = getelementptr inbounds i8, ptr %15, i64 %13, !dbg !672
  store i8 0, ptr %19, align 1, !dbg !673, !tbaa !168
  br label %20, !dbg !674

20:                                               ; preds = %17, %12
  ret ptr %15, !dbg !675
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef nonnull ptr @__ctype_b_loc() local_unnamed_addr #0 !dbg !676 {
  ret ptr @ctype_b, !dbg !680
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef nonnull ptr @__ctype_tolower_loc() local_unnamed_addr #0 !dbg !681 {
  ret ptr @ctype_lower, !dbg !685
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef nonnull ptr @__ctype_toupper_loc() local_unnamed_addr #0 !dbg !686 {
  ret ptr @ctype_upper, !dbg !687
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 1025) i32 @isalpha(i32 noundef %0) local_unnamed_addr #0 !dbg !688 {
    #dbg_value(i32 %0, !692, !DIExpression(), !693)
    #dbg_value(i32 %0, !694, !DIExpression(), !697)
  %2 = add i32 %0, 128, !dbg !699
  %3 = icmp ult i32 %2, 384, !dbg !699
  br i1 %3, label %4, label %10, !dbg !699

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !700
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !700
  %7 = load i16, ptr %6, align 2, !dbg !700, !tbaa !701
  %8 = and i16 %7, 1024, !dbg !703
  %9 = zext nneg i16 %8 to i32, !dbg !703
  br label %10, !dbg !704

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !704
  ret i32 %11, !dbg !705
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 2049) i32 @isdigit(i32 noundef %0) local_unnamed_addr #0 !dbg !706 {
    #dbg_value(i32 %0, !708, !DIExpression(), !709)
    #dbg_value(i32 %0, !694, !DIExpression(), !710)
  %2 = add i32 %0, 128, !dbg !712
  %3 = icmp ult i32 %2, 384, !dbg !712
  br i1 %3, label %4, label %10, !dbg !712

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !713
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !713
  %7 = load i16, ptr %6, align 2, !dbg !713, !tbaa !701
  %8 = and i16 %7, 2048, !dbg !714
  %9 = zext nneg i16 %8 to i32, !dbg !714
  br label %10, !dbg !715

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !715
  ret i32 %11, !dbg !716
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 9) i32 @isalnum(i32 noundef %0) local_unnamed_addr #0 !dbg !717 {
    #dbg_value(i32 %0, !719, !DIExpression(), !720)
    #dbg_value(i32 %0, !694, !DIExpression(), !721)
  %2 = add i32 %0, 128, !dbg !723
  %3 = icmp ult i32 %2, 384, !dbg !723
  br i1 %3, label %4, label %10, !dbg !723

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !724
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !724
  %7 = load i16, ptr %6, align 2, !dbg !724, !tbaa !701
  %8 = and i16 %7, 8, !dbg !725
  %9 = zext nneg i16 %8 to i32, !dbg !725
  br label %10, !dbg !726

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !726
  ret i32 %11, !dbg !727
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 8193) i32 @isspace(i32 noundef %0) local_unnamed_addr #0 !dbg !728 {
    #dbg_value(i32 %0, !730, !DIExpression(), !731)
    #dbg_value(i32 %0, !694, !DIExpression(), !732)
  %2 = add i32 %0, 128, !dbg !734
  %3 = icmp ult i32 %2, 384, !dbg !734
  br i1 %3, label %4, label %10, !dbg !734

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !735
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !735
  %7 = load i16, ptr %6, align 2, !dbg !735, !tbaa !701
  %8 = and i16 %7, 8192, !dbg !736
  %9 = zext nneg i16 %8 to i32, !dbg !736
  br label %10, !dbg !737

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !737
  ret i32 %11, !dbg !738
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 257) i32 @isupper(i32 noundef %0) local_unnamed_addr #0 !dbg !739 {
    #dbg_value(i32 %0, !741, !DIExpression(), !742)
    #dbg_value(i32 %0, !694, !DIExpression(), !743)
  %2 = add i32 %0, 128, !dbg !745
  %3 = icmp ult i32 %2, 384, !dbg !745
  br i1 %3, label %4, label %10, !dbg !745

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !746
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !746
  %7 = load i16, ptr %6, align 2, !dbg !746, !tbaa !701
  %8 = and i16 %7, 256, !dbg !747
  %9 = zext nneg i16 %8 to i32, !dbg !747
  br label %10, !dbg !748

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !748
  ret i32 %11, !dbg !749
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 513) i32 @islower(i32 noundef %0) local_unnamed_addr #0 !dbg !750 {
    #dbg_value(i32 %0, !752, !DIExpression(), !753)
    #dbg_value(i32 %0, !694, !DIExpression(), !754)
  %2 = add i32 %0, 128, !dbg !756
  %3 = icmp ult i32 %2, 384, !dbg !756
  br i1 %3, label %4, label %10, !dbg !756

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !757
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !757
  %7 = load i16, ptr %6, align 2, !dbg !757, !tbaa !701
  %8 = and i16 %7, 512, !dbg !758
  %9 = zext nneg i16 %8 to i32, !dbg !758
  br label %10, !dbg !759

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !759
  ret i32 %11, !dbg !760
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 4097) i32 @isxdigit(i32 noundef %0) local_unnamed_addr #0 !dbg !761 {
    #dbg_value(i32 %0, !763, !DIExpression(), !764)
    #dbg_value(i32 %0, !694, !DIExpression(), !765)
  %2 = add i32 %0, 128, !dbg !767
  %3 = icmp ult i32 %2, 384, !dbg !767
  br i1 %3, label %4, label %10, !dbg !767

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !768
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !768
  %7 = load i16, ptr %6, align 2, !dbg !768, !tbaa !701
  %8 = and i16 %7, 4096, !dbg !769
  %9 = zext nneg i16 %8 to i32, !dbg !769
  br label %10, !dbg !770

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !770
  ret i32 %11, !dbg !771
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 16385) i32 @isprint(i32 noundef %0) local_unnamed_addr #0 !dbg !772 {
    #dbg_value(i32 %0, !774, !DIExpression(), !775)
    #dbg_value(i32 %0, !694, !DIExpression(), !776)
  %2 = add i32 %0, 128, !dbg !778
  %3 = icmp ult i32 %2, 384, !dbg !778
  br i1 %3, label %4, label %10, !dbg !778

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !779
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !779
  %7 = load i16, ptr %6, align 2, !dbg !779, !tbaa !701
  %8 = and i16 %7, 16384, !dbg !780
  %9 = zext nneg i16 %8 to i32, !dbg !780
  br label %10, !dbg !781

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !781
  ret i32 %11, !dbg !782
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 32769) i32 @isgraph(i32 noundef %0) local_unnamed_addr #0 !dbg !783 {
    #dbg_value(i32 %0, !785, !DIExpression(), !786)
    #dbg_value(i32 %0, !694, !DIExpression(), !787)
  %2 = add i32 %0, 128, !dbg !789
  %3 = icmp ult i32 %2, 384, !dbg !789
  br i1 %3, label %4, label %10, !dbg !789

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !790
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !790
  %7 = load i16, ptr %6, align 2, !dbg !790, !tbaa !701
  %8 = and i16 %7, -32768, !dbg !791
  %9 = zext i16 %8 to i32, !dbg !791
  br label %10, !dbg !792

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !792
  ret i32 %11, !dbg !793
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 5) i32 @ispunct(i32 noundef %0) local_unnamed_addr #0 !dbg !794 {
    #dbg_value(i32 %0, !796, !DIExpression(), !797)
    #dbg_value(i32 %0, !694, !DIExpression(), !798)
  %2 = add i32 %0, 128, !dbg !800
  %3 = icmp ult i32 %2, 384, !dbg !800
  br i1 %3, label %4, label %10, !dbg !800

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !801
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !801
  %7 = load i16, ptr %6, align 2, !dbg !801, !tbaa !701
  %8 = and i16 %7, 4, !dbg !802
  %9 = zext nneg i16 %8 to i32, !dbg !802
  br label %10, !dbg !803

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !803
  ret i32 %11, !dbg !804
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 3) i32 @iscntrl(i32 noundef %0) local_unnamed_addr #0 !dbg !805 {
    #dbg_value(i32 %0, !807, !DIExpression(), !808)
    #dbg_value(i32 %0, !694, !DIExpression(), !809)
  %2 = add i32 %0, 128, !dbg !811
  %3 = icmp ult i32 %2, 384, !dbg !811
  br i1 %3, label %4, label %10, !dbg !811

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !812
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !812
  %7 = load i16, ptr %6, align 2, !dbg !812, !tbaa !701
  %8 = and i16 %7, 2, !dbg !813
  %9 = zext nneg i16 %8 to i32, !dbg !813
  br label %10, !dbg !814

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !814
  ret i32 %11, !dbg !815
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 2) i32 @isblank(i32 noundef %0) local_unnamed_addr #0 !dbg !816 {
    #dbg_value(i32 %0, !818, !DIExpression(), !819)
    #dbg_value(i32 %0, !694, !DIExpression(), !820)
  %2 = add i32 %0, 128, !dbg !822
  %3 = icmp ult i32 %2, 384, !dbg !822
  br i1 %3, label %4, label %10, !dbg !822

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !823
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !823
  %7 = load i16, ptr %6, align 2, !dbg !823, !tbaa !701
  %8 = and i16 %7, 1, !dbg !824
  %9 = zext nneg i16 %8 to i32, !dbg !824
  br label %10, !dbg !825

10:                                               ; preds = %1, %4
  %11 = phi i32 [ %9, %4 ], [ 0, %1 ], !dbg !825
  ret i32 %11, !dbg !826
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @tolower(i32 noundef %0) local_unnamed_addr #0 !dbg !827 {
    #dbg_value(i32 %0, !829, !DIExpression(), !830)
  %2 = add i32 %0, 128, !dbg !831
  %3 = icmp ult i32 %2, 384, !dbg !831
  br i1 %3, label %4, label %8, !dbg !831

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !832
  %6 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %5, !dbg !832
  %7 = load i32, ptr %6, align 4, !dbg !832, !tbaa !111
  br label %8, !dbg !833

8:                                                ; preds = %1, %4
  %9 = phi i32 [ %7, %4 ], [ %0, %1 ], !dbg !833
  ret i32 %9, !dbg !834
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @toupper(i32 noundef %0) local_unnamed_addr #0 !dbg !835 {
    #dbg_value(i32 %0, !837, !DIExpression(), !838)
  %2 = add i32 %0, 128, !dbg !839
  %3 = icmp ult i32 %2, 384, !dbg !839
  br i1 %3, label %4, label %8, !dbg !839

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64, !dbg !840
  %6 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_upper_table, i64 512), i64 %5, !dbg !840
  %7 = load i32, ptr %6, align 4, !dbg !840, !tbaa !111
  br label %8, !dbg !841

8:                                                ; preds = %1, %4
  %9 = phi i32 [ %7, %4 ], [ %0, %1 ], !dbg !841
  ret i32 %9, !dbg !842
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @abs(i32 noundef %0) local_unnamed_addr #0 !dbg !843 {
    #dbg_value(i32 %0, !845, !DIExpression(), !846)
  %2 = tail call i32 @llvm.abs.i32(i32 %0, i1 true), !dbg !847
  ret i32 %2, !dbg !848
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i64 @labs(i64 noundef %0) local_unnamed_addr #0 !dbg !849 {
    #dbg_value(i64 %0, !853, !DIExpression(), !854)
  %2 = tail call i64 @llvm.abs.i64(i64 %0, i1 true), !dbg !855
  ret i64 %2, !dbg !856
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i64 @llabs(i64 noundef %0) local_unnamed_addr #0 !dbg !857 {
    #dbg_value(i64 %0, !861, !DIExpression(), !862)
  %2 = tail call i64 @llvm.abs.i64(i64 %0, i1 true), !dbg !863
  ret i64 %2, !dbg !864
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noalias noundef ptr @getenv(ptr nocapture noundef readnone %0) local_unnamed_addr #0 !dbg !865 {
    #dbg_value(ptr %0, !867, !DIExpression(), !868)
  ret ptr null, !dbg !869
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i64 @strtoll(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #8 !dbg !870 {
  %4 = alloca i32, align 4, !DIAssignID !879
    #dbg_assign(i1 undef, !877, !DIExpression(), !879, ptr %4, !DIExpression(), !880)
    #dbg_value(ptr %0, !874, !DIExpression(), !880)
    #dbg_value(ptr %1, !875, !DIExpression(), !880)
    #dbg_value(i32 %2, !876, !DIExpression(), !880)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #17, !dbg !881
  store i32 0, ptr %4, align 4, !dbg !882, !tbaa !111, !DIAssignID !883
    #dbg_assign(i32 0, !877, !DIExpression(), !883, ptr %4, !DIExpression(), !880)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 1, i64 noundef 0, i64 noundef -9223372036854775808, i64 noundef 9223372036854775807, ptr noundef nonnull %4) #18, !dbg !884
    #dbg_value(i64 %5, !878, !DIExpression(), !880)
  %6 = load i32, ptr %4, align 4, !dbg !885, !tbaa !111
  %7 = icmp eq i32 %6, 0, !dbg !885
  %8 = sub i64 0, %5, !dbg !885
  %9 = select i1 %7, i64 %5, i64 %8, !dbg !885
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #17, !dbg !886
  ret i64 %9, !dbg !887
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define internal fastcc i64 @strto_common(ptr noundef %0, ptr noundef writeonly %1, i32 noundef %2, i32 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, ptr nocapture noundef writeonly %7) unnamed_addr #8 !dbg !888 {
    #dbg_value(ptr %0, !892, !DIExpression(), !907)
    #dbg_value(ptr %1, !893, !DIExpression(), !907)
    #dbg_value(i32 %2, !894, !DIExpression(), !907)
    #dbg_value(i32 %3, !895, !DIExpression(), !907)
    #dbg_value(i64 %4, !896, !DIExpression(), !907)
    #dbg_value(i64 %5, !897, !DIExpression(), !907)
    #dbg_value(i64 %6, !898, !DIExpression(), !907)
    #dbg_value(ptr %7, !899, !DIExpression(), !907)
    #dbg_value(ptr %0, !900, !DIExpression(), !907)
  br label %9, !dbg !908

9:                                                ; preds = %9, %8
  %10 = phi ptr [ %0, %8 ], [ %17, %9 ], !dbg !907
    #dbg_value(ptr %10, !900, !DIExpression(), !907)
  %11 = load i8, ptr %10, align 1, !dbg !909, !tbaa !168
  %12 = zext i8 %11 to i64, !dbg !910
    #dbg_value(i64 %12, !730, !DIExpression(), !913)
    #dbg_value(i64 %12, !694, !DIExpression(), !914)
  %13 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %12, !dbg !910
  %14 = load i16, ptr %13, align 2, !dbg !910, !tbaa !701
  %15 = and i16 %14, 8192, !dbg !915
  %16 = icmp eq i16 %15, 0, !dbg !908
  %17 = getelementptr inbounds i8, ptr %10, i64 1, !dbg !916
    #dbg_value(ptr %17, !900, !DIExpression(), !907)
  br i1 %16, label %18, label %9, !dbg !908, !llvm.loop !917

18:                                               ; preds = %9
    #dbg_value(i32 0, !901, !DIExpression(), !907)
  switch i8 %11, label %22 [
    i8 43, label %19
    i8 45, label %19
  ], !dbg !918

19:                                               ; preds = %18, %18
  %20 = icmp eq i8 %11, 45, !dbg !920
  %21 = zext i1 %20 to i32, !dbg !920
    #dbg_value(i32 %21, !901, !DIExpression(), !907)
    #dbg_value(ptr %17, !900, !DIExpression(), !907)
  br label %22, !dbg !922

22:                                               ; preds = %18, %19
  %23 = phi ptr [ %17, %19 ], [ %10, %18 ], !dbg !907
  %24 = phi i32 [ %21, %19 ], [ 0, %18 ], !dbg !907
    #dbg_value(i32 %24, !901, !DIExpression(), !907)
    #dbg_value(ptr %23, !900, !DIExpression(), !907)
  %25 = icmp eq i32 %2, 1
  %26 = icmp ugt i32 %2, 36, !dbg !923
  %27 = or i1 %26, %25, !dbg !923
  br i1 %27, label %28, label %32, !dbg !923

28:                                               ; preds = %22
  %29 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !925
  store i32 22, ptr %29, align 4, !dbg !927, !tbaa !111
  %30 = icmp eq ptr %1, null, !dbg !928
  br i1 %30, label %132, label %31, !dbg !930

31:                                               ; preds = %28
  store ptr %0, ptr %1, align 8, !dbg !931, !tbaa !120
  br label %132, !dbg !932

32:                                               ; preds = %22
  %33 = icmp eq i32 %3, 0, !dbg !933
  %34 = icmp eq i32 %24, 0, !dbg !935
  %35 = sub i64 0, %5, !dbg !935
  %36 = select i1 %34, i64 %6, i64 %35, !dbg !935
  %37 = select i1 %33, i64 %4, i64 %36, !dbg !935
    #dbg_value(i64 %37, !902, !DIExpression(), !907)
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
  %40 = load i8, ptr %23, align 1, !dbg !959, !tbaa !168
  %41 = icmp eq i8 %40, 48, !dbg !960
  br i1 %41, label %42, label %56, !dbg !961

42:                                               ; preds = %39
  %43 = getelementptr inbounds i8, ptr %23, i64 1, !dbg !962
  %44 = load i8, ptr %43, align 1, !dbg !962, !tbaa !168
  switch i8 %44, label %56 [
    i8 120, label %45
    i8 88, label %45
  ], !dbg !963

45:                                               ; preds = %42, %42
  %46 = getelementptr inbounds i8, ptr %23, i64 2, !dbg !964
  %47 = load i8, ptr %46, align 1, !dbg !964, !tbaa !168
  %48 = zext i8 %47 to i64, !dbg !965
    #dbg_value(i64 %48, !763, !DIExpression(), !968)
    #dbg_value(i64 %48, !694, !DIExpression(), !969)
  %49 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %48, !dbg !965
  %50 = load i16, ptr %49, align 2, !dbg !965, !tbaa !701
  %51 = and i16 %50, 4096, !dbg !970
  %52 = icmp ne i16 %51, 0, !dbg !971
  %53 = or i1 %38, %52, !dbg !972
  %54 = select i1 %52, i32 16, i32 %2, !dbg !972
  %55 = select i1 %52, ptr %46, ptr %23, !dbg !972
  br i1 %53, label %59, label %57, !dbg !972

56:                                               ; preds = %42, %39
  br i1 %38, label %59, label %57, !dbg !973

57:                                               ; preds = %56, %45
  %58 = select i1 %41, i32 8, i32 10, !dbg !974
    #dbg_value(i32 %58, !947, !DIExpression(), !954)
  br label %59, !dbg !977

59:                                               ; preds = %57, %56, %45, %32
  %60 = phi i32 [ %58, %57 ], [ %2, %56 ], [ %54, %45 ], [ %2, %32 ], !dbg !954
  %61 = phi ptr [ %23, %57 ], [ %23, %56 ], [ %55, %45 ], [ %23, %32 ]
    #dbg_value(ptr %61, !936, !DIExpression(), !954)
    #dbg_value(i32 %60, !947, !DIExpression(), !954)
    #dbg_value(i32 %60, !894, !DIExpression(), !907)
    #dbg_value(i64 0, !948, !DIExpression(), !954)
    #dbg_value(i32 0, !904, !DIExpression(), !907)
    #dbg_value(i32 0, !905, !DIExpression(), !907)
  %62 = zext nneg i32 %60 to i64
    #dbg_value(i32 poison, !905, !DIExpression(), !907)
    #dbg_value(i32 0, !904, !DIExpression(), !907)
    #dbg_value(ptr %61, !936, !DIExpression(), !954)
    #dbg_value(i64 0, !948, !DIExpression(), !954)
  %63 = load i8, ptr %61, align 1, !dbg !978, !tbaa !168
    #dbg_value(i8 %63, !953, !DIExpression(), !979)
    #dbg_value(i8 %63, !708, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !980)
    #dbg_value(i8 %63, !694, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !983)
  %64 = zext i8 %63 to i64, !dbg !985
  %65 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %64, !dbg !985
  %66 = load i16, ptr %65, align 2, !dbg !985, !tbaa !701
  %67 = and i16 %66, 2048, !dbg !986
  %68 = icmp eq i16 %67, 0, !dbg !987
  br i1 %68, label %72, label %69, !dbg !988

69:                                               ; preds = %59
  %70 = zext i8 %63 to i32, !dbg !989
    #dbg_value(i32 %70, !708, !DIExpression(), !980)
    #dbg_value(i32 %70, !694, !DIExpression(), !983)
  %71 = add nsw i32 %70, -48, !dbg !990
    #dbg_value(i32 %71, !949, !DIExpression(), !979)
  br label %79, !dbg !991

72:                                               ; preds = %59
    #dbg_value(i8 %63, !692, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !992)
    #dbg_value(i8 %63, !694, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !995)
  %73 = and i16 %66, 1024, !dbg !997
  %74 = icmp eq i16 %73, 0, !dbg !998
  br i1 %74, label %121, label %75, !dbg !999

75:                                               ; preds = %72
    #dbg_value(i8 %63, !829, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1000)
  %76 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %64, !dbg !1002
  %77 = load i32, ptr %76, align 4, !dbg !1002, !tbaa !111
  %78 = add nsw i32 %77, -87, !dbg !1003
    #dbg_value(i32 %78, !949, !DIExpression(), !979)
  br label %79

79:                                               ; preds = %75, %69
  %80 = phi i32 [ %71, %69 ], [ %78, %75 ], !dbg !1004
    #dbg_value(i32 %80, !949, !DIExpression(), !979)
  %81 = icmp slt i32 %80, %60, !dbg !1005
  br i1 %81, label %82, label %121, !dbg !1007

82:                                               ; preds = %79
    #dbg_value(i32 1, !905, !DIExpression(), !907)
  %83 = sext i32 %80 to i64, !dbg !1008
    #dbg_value(i32 0, !904, !DIExpression(), !907)
    #dbg_value(i64 %83, !948, !DIExpression(), !954)
    #dbg_value(ptr %61, !936, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !954)
  br label %84, !dbg !1010

84:                                               ; preds = %112, %82
  %85 = phi i32 [ 0, %82 ], [ %119, %112 ]
  %86 = phi i64 [ %83, %82 ], [ %120, %112 ]
  %87 = phi ptr [ %61, %82 ], [ %91, %112 ]
  %88 = icmp eq i32 %85, 0
  br label %89, !dbg !1011

89:                                               ; preds = %84, %111
  %90 = phi ptr [ %91, %111 ], [ %87, %84 ]
  %91 = getelementptr inbounds i8, ptr %90, i64 1, !dbg !954
    #dbg_value(i32 poison, !905, !DIExpression(), !907)
    #dbg_value(i32 %85, !904, !DIExpression(), !907)
    #dbg_value(ptr %91, !936, !DIExpression(), !954)
    #dbg_value(i64 %86, !948, !DIExpression(), !954)
  %92 = load i8, ptr %91, align 1, !dbg !978, !tbaa !168
    #dbg_value(i8 %92, !953, !DIExpression(), !979)
    #dbg_value(i8 %92, !708, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !980)
    #dbg_value(i8 %92, !694, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !983)
  %93 = zext i8 %92 to i64, !dbg !985
  %94 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %93, !dbg !985
  %95 = load i16, ptr %94, align 2, !dbg !985, !tbaa !701
  %96 = and i16 %95, 2048, !dbg !986
  %97 = icmp eq i16 %96, 0, !dbg !987
  br i1 %97, label %101, label %98, !dbg !988

98:                                               ; preds = %89
  %99 = zext i8 %92 to i32, !dbg !989
    #dbg_value(i32 %99, !708, !DIExpression(), !980)
    #dbg_value(i32 %99, !694, !DIExpression(), !983)
  %100 = add nsw i32 %99, -48, !dbg !990
    #dbg_value(i32 %100, !949, !DIExpression(), !979)
  br label %108, !dbg !991

101:                                              ; preds = %89
    #dbg_value(i8 %92, !692, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !992)
    #dbg_value(i8 %92, !694, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !995)
  %102 = and i16 %95, 1024, !dbg !997
  %103 = icmp eq i16 %102, 0, !dbg !998
  br i1 %103, label %124, label %104, !dbg !999

104:                                              ; preds = %101
    #dbg_value(i8 %92, !829, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1000)
  %105 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %93, !dbg !1002
  %106 = load i32, ptr %105, align 4, !dbg !1002, !tbaa !111
  %107 = add nsw i32 %106, -87, !dbg !1003
    #dbg_value(i32 %107, !949, !DIExpression(), !979)
  br label %108

108:                                              ; preds = %104, %98
  %109 = phi i32 [ %100, %98 ], [ %107, %104 ], !dbg !1004
    #dbg_value(i32 %109, !949, !DIExpression(), !979)
  %110 = icmp slt i32 %109, %60, !dbg !1005
  br i1 %110, label %111, label %124, !dbg !1007

111:                                              ; preds = %108
    #dbg_value(i32 1, !905, !DIExpression(), !907)
  br i1 %88, label %112, label %89, !dbg !1012, !llvm.loop !1013

112:                                              ; preds = %111
  %113 = sext i32 %109 to i64, !dbg !1008
  %114 = sub i64 %37, %113, !dbg !1016
  %115 = udiv i64 %114, %62, !dbg !1017
  %116 = icmp ugt i64 %86, %115, !dbg !1018
  %117 = mul i64 %86, %62, !dbg !1019
  %118 = add i64 %117, %113, !dbg !1019
  %119 = select i1 %116, i32 1, i32 0, !dbg !1019
  %120 = select i1 %116, i64 %37, i64 %118, !dbg !1019
  br label %84, !dbg !1011, !llvm.loop !1013

121:                                              ; preds = %72, %79
    #dbg_value(i64 poison, !948, !DIExpression(), !954)
    #dbg_value(ptr poison, !903, !DIExpression(), !907)
    #dbg_value(i64 poison, !906, !DIExpression(), !907)
  %122 = icmp eq ptr %1, null, !dbg !1020
  br i1 %122, label %132, label %123, !dbg !1024

123:                                              ; preds = %121
  store ptr %0, ptr %1, align 8, !dbg !1025, !tbaa !120
  br label %132, !dbg !1026

124:                                              ; preds = %108, %101
  %125 = icmp eq i32 %85, 0, !dbg !1027
    #dbg_value(i64 %86, !948, !DIExpression(), !954)
    #dbg_value(ptr %91, !903, !DIExpression(), !907)
    #dbg_value(i64 %86, !906, !DIExpression(), !907)
  %126 = icmp eq ptr %1, null, !dbg !1029
  br i1 %126, label %128, label %127, !dbg !1031

127:                                              ; preds = %124
  store ptr %91, ptr %1, align 8, !dbg !1032, !tbaa !120
  br label %128, !dbg !1033

128:                                              ; preds = %127, %124
  br i1 %125, label %131, label %129, !dbg !1034

129:                                              ; preds = %128
  %130 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1035
  store i32 34, ptr %130, align 4, !dbg !1036, !tbaa !111
  br label %131, !dbg !1035

131:                                              ; preds = %129, %128
  store i32 %24, ptr %7, align 4, !dbg !1037, !tbaa !111
  br label %132, !dbg !1038

132:                                              ; preds = %131, %123, %121, %28, %31
  %133 = phi i64 [ 0, %31 ], [ 0, %28 ], [ %86, %131 ], [ 0, %123 ], [ 0, %121 ], !dbg !907
  ret i64 %133, !dbg !1039
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i64 @strtoull(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #8 !dbg !1040 {
  %4 = alloca i32, align 4, !DIAssignID !1049
    #dbg_assign(i1 undef, !1047, !DIExpression(), !1049, ptr %4, !DIExpression(), !1050)
    #dbg_value(ptr %0, !1044, !DIExpression(), !1050)
    #dbg_value(ptr %1, !1045, !DIExpression(), !1050)
    #dbg_value(i32 %2, !1046, !DIExpression(), !1050)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #17, !dbg !1051
  store i32 0, ptr %4, align 4, !dbg !1052, !tbaa !111, !DIAssignID !1053
    #dbg_assign(i32 0, !1047, !DIExpression(), !1053, ptr %4, !DIExpression(), !1050)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 0, i64 noundef -1, i64 noundef 0, i64 noundef 0, ptr noundef nonnull %4) #18, !dbg !1054
    #dbg_value(i64 %5, !1048, !DIExpression(), !1050)
  %6 = load i32, ptr %4, align 4, !dbg !1055, !tbaa !111
  %7 = icmp eq i32 %6, 0, !dbg !1055
  %8 = sub i64 0, %5, !dbg !1055
  %9 = select i1 %7, i64 %5, i64 %8, !dbg !1055
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #17, !dbg !1056
  ret i64 %9, !dbg !1057
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i64 @strtol(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #8 !dbg !1058 {
  %4 = alloca i32, align 4, !DIAssignID !1068
    #dbg_assign(i1 undef, !1065, !DIExpression(), !1068, ptr %4, !DIExpression(), !1069)
    #dbg_value(ptr %0, !1062, !DIExpression(), !1069)
    #dbg_value(ptr %1, !1063, !DIExpression(), !1069)
    #dbg_value(i32 %2, !1064, !DIExpression(), !1069)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #17, !dbg !1070
  store i32 0, ptr %4, align 4, !dbg !1071, !tbaa !111, !DIAssignID !1072
    #dbg_assign(i32 0, !1065, !DIExpression(), !1072, ptr %4, !DIExpression(), !1069)
    #dbg_value(i64 9223372036854775807, !1066, !DIExpression(), !1069)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 1, i64 noundef 0, i64 noundef -9223372036854775808, i64 noundef 9223372036854775807, ptr noundef nonnull %4) #18, !dbg !1073
    #dbg_value(i64 %5, !1067, !DIExpression(), !1069)
  %6 = load i32, ptr %4, align 4, !dbg !1074, !tbaa !111
  %7 = icmp eq i32 %6, 0, !dbg !1074
  %8 = sub i64 0, %5, !dbg !1074
  %9 = select i1 %7, i64 %5, i64 %8, !dbg !1074
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #17, !dbg !1075
  ret i64 %9, !dbg !1076
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i64 @strtoul(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #8 !dbg !1077 {
  %4 = alloca i32, align 4, !DIAssignID !1086
    #dbg_assign(i1 undef, !1084, !DIExpression(), !1086, ptr %4, !DIExpression(), !1087)
    #dbg_value(ptr %0, !1081, !DIExpression(), !1087)
    #dbg_value(ptr %1, !1082, !DIExpression(), !1087)
    #dbg_value(i32 %2, !1083, !DIExpression(), !1087)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #17, !dbg !1088
  store i32 0, ptr %4, align 4, !dbg !1089, !tbaa !111, !DIAssignID !1090
    #dbg_assign(i32 0, !1084, !DIExpression(), !1090, ptr %4, !DIExpression(), !1087)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 0, i64 noundef -1, i64 noundef 0, i64 noundef 0, ptr noundef nonnull %4) #18, !dbg !1091
    #dbg_value(i64 %5, !1085, !DIExpression(), !1087)
  %6 = load i32, ptr %4, align 4, !dbg !1092, !tbaa !111
  %7 = icmp eq i32 %6, 0, !dbg !1092
  %8 = sub i64 0, %5, !dbg !1092
  %9 = select i1 %7, i64 %5, i64 %8, !dbg !1092
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #17, !dbg !1093
  ret i64 %9, !dbg !1094
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local i32 @atoi(ptr nocapture noundef readonly %0) local_unnamed_addr #12 !dbg !1095 {
    #dbg_value(ptr %0, !1099, !DIExpression(), !1100)
    #dbg_value(ptr %0, !1062, !DIExpression(), !1101)
    #dbg_value(ptr null, !1063, !DIExpression(), !1101)
    #dbg_value(i32 10, !1064, !DIExpression(), !1101)
    #dbg_value(i32 0, !1065, !DIExpression(), !1101)
    #dbg_value(i64 9223372036854775807, !1066, !DIExpression(), !1101)
    #dbg_value(ptr %0, !892, !DIExpression(), !1103)
    #dbg_value(ptr null, !893, !DIExpression(), !1103)
    #dbg_value(i32 10, !894, !DIExpression(), !1103)
    #dbg_value(i32 1, !895, !DIExpression(), !1103)
    #dbg_value(i64 0, !896, !DIExpression(), !1103)
    #dbg_value(i64 -9223372036854775808, !897, !DIExpression(), !1103)
    #dbg_value(i64 9223372036854775807, !898, !DIExpression(), !1103)
    #dbg_value(ptr undef, !899, !DIExpression(), !1103)
    #dbg_value(ptr %0, !900, !DIExpression(), !1103)
  br label %2, !dbg !1105

2:                                                ; preds = %2, %1
  %3 = phi ptr [ %0, %1 ], [ %10, %2 ], !dbg !1103
    #dbg_value(ptr %3, !900, !DIExpression(), !1103)
  %4 = load i8, ptr %3, align 1, !dbg !1106, !tbaa !168
  %5 = zext i8 %4 to i64, !dbg !1107
    #dbg_value(i64 %5, !730, !DIExpression(), !1110)
    #dbg_value(i64 %5, !694, !DIExpression(), !1111)
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1107
  %7 = load i16, ptr %6, align 2, !dbg !1107, !tbaa !701
  %8 = and i16 %7, 8192, !dbg !1112
  %9 = icmp eq i16 %8, 0, !dbg !1105
  %10 = getelementptr inbounds i8, ptr %3, i64 1, !dbg !1113
    #dbg_value(ptr %10, !900, !DIExpression(), !1103)
  br i1 %9, label %11, label %2, !dbg !1105, !llvm.loop !1114

11:                                               ; preds = %2
    #dbg_value(i32 0, !901, !DIExpression(), !1103)
  switch i8 %4, label %19 [
    i8 43, label %12
    i8 45, label %12
  ], !dbg !1115

12:                                               ; preds = %11, %11
  %13 = icmp ne i8 %4, 45, !dbg !1116
    #dbg_value(i1 %13, !901, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1103)
    #dbg_value(ptr %10, !900, !DIExpression(), !1103)
  %14 = select i1 %13, i64 9223372036854775807, i64 -9223372036854775808, !dbg !1117
  %15 = load i8, ptr %10, align 1, !dbg !1118, !tbaa !168
  %16 = zext i8 %15 to i64
  %17 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %16
  %18 = load i16, ptr %17, align 2, !dbg !1120, !tbaa !701
  br label %19, !dbg !1117

19:                                               ; preds = %12, %11
  %20 = phi i64 [ %16, %12 ], [ %5, %11 ], !dbg !1120
  %21 = phi i16 [ %18, %12 ], [ %7, %11 ], !dbg !1120
  %22 = phi i8 [ %15, %12 ], [ %4, %11 ], !dbg !1118
  %23 = phi i1 [ %13, %12 ], [ true, %11 ]
  %24 = phi ptr [ %10, %12 ], [ %3, %11 ]
  %25 = phi i64 [ %14, %12 ], [ 9223372036854775807, %11 ], !dbg !1117
    #dbg_value(i64 %25, !902, !DIExpression(), !1103)
    #dbg_value(ptr undef, !942, !DIExpression(), !1123)
    #dbg_value(ptr undef, !943, !DIExpression(), !1123)
    #dbg_value(i64 %25, !944, !DIExpression(), !1123)
    #dbg_value(ptr undef, !945, !DIExpression(), !1123)
    #dbg_value(ptr undef, !946, !DIExpression(), !1123)
    #dbg_value(i32 10, !947, !DIExpression(), !1123)
    #dbg_value(i32 10, !894, !DIExpression(), !1103)
    #dbg_value(i32 poison, !905, !DIExpression(), !1103)
    #dbg_value(i32 0, !904, !DIExpression(), !1103)
    #dbg_value(ptr %24, !936, !DIExpression(), !1123)
    #dbg_value(i64 0, !948, !DIExpression(), !1123)
    #dbg_value(i8 %22, !953, !DIExpression(), !1124)
    #dbg_value(i8 %22, !708, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1125)
    #dbg_value(i8 %22, !694, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1126)
  %26 = and i16 %21, 2048, !dbg !1127
  %27 = icmp eq i16 %26, 0, !dbg !1128
  br i1 %27, label %31, label %28, !dbg !1129

28:                                               ; preds = %19
  %29 = zext i8 %22 to i32, !dbg !1130
    #dbg_value(i32 %29, !708, !DIExpression(), !1125)
    #dbg_value(i32 %29, !694, !DIExpression(), !1126)
  %30 = add nsw i32 %29, -48, !dbg !1131
    #dbg_value(i32 %30, !949, !DIExpression(), !1124)
  br label %38, !dbg !1132

31:                                               ; preds = %19
    #dbg_value(i8 %22, !692, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1133)
    #dbg_value(i8 %22, !694, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1135)
  %32 = and i16 %21, 1024, !dbg !1137
  %33 = icmp eq i16 %32, 0, !dbg !1138
  br i1 %33, label %88, label %34, !dbg !1139

34:                                               ; preds = %31
    #dbg_value(i8 %22, !829, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1140)
  %35 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %20, !dbg !1142
  %36 = load i32, ptr %35, align 4, !dbg !1142, !tbaa !111
  %37 = add nsw i32 %36, -87, !dbg !1143
    #dbg_value(i32 %37, !949, !DIExpression(), !1124)
  br label %38

38:                                               ; preds = %34, %28
  %39 = phi i32 [ %30, %28 ], [ %37, %34 ], !dbg !1144
    #dbg_value(i32 %39, !949, !DIExpression(), !1124)
  %40 = icmp slt i32 %39, 10, !dbg !1145
  br i1 %40, label %41, label %88, !dbg !1146

41:                                               ; preds = %38
    #dbg_value(i32 1, !905, !DIExpression(), !1103)
  %42 = sext i32 %39 to i64, !dbg !1147
    #dbg_value(i32 0, !904, !DIExpression(), !1103)
    #dbg_value(i64 %42, !948, !DIExpression(), !1123)
    #dbg_value(ptr %24, !936, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1123)
  br label %43, !dbg !1148

43:                                               ; preds = %71, %41
  %44 = phi i32 [ 0, %41 ], [ %78, %71 ]
  %45 = phi i64 [ %42, %41 ], [ %79, %71 ]
  %46 = phi ptr [ %24, %41 ], [ %50, %71 ]
  %47 = icmp eq i32 %44, 0
  br label %48, !dbg !1149

48:                                               ; preds = %43, %70
  %49 = phi ptr [ %50, %70 ], [ %46, %43 ]
  %50 = getelementptr inbounds i8, ptr %49, i64 1, !dbg !1123
    #dbg_value(i32 poison, !905, !DIExpression(), !1103)
    #dbg_value(i32 %44, !904, !DIExpression(), !1103)
    #dbg_value(ptr %50, !936, !DIExpression(), !1123)
    #dbg_value(i64 %45, !948, !DIExpression(), !1123)
  %51 = load i8, ptr %50, align 1, !dbg !1118, !tbaa !168
    #dbg_value(i8 %51, !953, !DIExpression(), !1124)
    #dbg_value(i8 %51, !708, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1125)
    #dbg_value(i8 %51, !694, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1126)
  %52 = zext i8 %51 to i64, !dbg !1120
  %53 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %52, !dbg !1120
  %54 = load i16, ptr %53, align 2, !dbg !1120, !tbaa !701
  %55 = and i16 %54, 2048, !dbg !1127
  %56 = icmp eq i16 %55, 0, !dbg !1128
  br i1 %56, label %60, label %57, !dbg !1129

57:                                               ; preds = %48
  %58 = zext i8 %51 to i32, !dbg !1130
    #dbg_value(i32 %58, !708, !DIExpression(), !1125)
    #dbg_value(i32 %58, !694, !DIExpression(), !1126)
  %59 = add nsw i32 %58, -48, !dbg !1131
    #dbg_value(i32 %59, !949, !DIExpression(), !1124)
  br label %67, !dbg !1132

60:                                               ; preds = %48
    #dbg_value(i8 %51, !692, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1133)
    #dbg_value(i8 %51, !694, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1135)
  %61 = and i16 %54, 1024, !dbg !1137
  %62 = icmp eq i16 %61, 0, !dbg !1138
  br i1 %62, label %80, label %63, !dbg !1139

63:                                               ; preds = %60
    #dbg_value(i8 %51, !829, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1140)
  %64 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %52, !dbg !1142
  %65 = load i32, ptr %64, align 4, !dbg !1142, !tbaa !111
  %66 = add nsw i32 %65, -87, !dbg !1143
    #dbg_value(i32 %66, !949, !DIExpression(), !1124)
  br label %67

67:                                               ; preds = %63, %57
  %68 = phi i32 [ %59, %57 ], [ %66, %63 ], !dbg !1144
    #dbg_value(i32 %68, !949, !DIExpression(), !1124)
  %69 = icmp slt i32 %68, 10, !dbg !1145
  br i1 %69, label %70, label %80, !dbg !1146

70:                                               ; preds = %67
    #dbg_value(i32 1, !905, !DIExpression(), !1103)
  br i1 %47, label %71, label %48, !dbg !1150, !llvm.loop !1151

71:                                               ; preds = %70
  %72 = sext i32 %68 to i64, !dbg !1147
  %73 = sub i64 %25, %72, !dbg !1153
  %74 = udiv i64 %73, 10, !dbg !1154
  %75 = icmp ugt i64 %45, %74, !dbg !1155
  %76 = mul nuw i64 %45, 10, !dbg !1156
  %77 = add i64 %76, %72, !dbg !1156
  %78 = select i1 %75, i32 1, i32 0, !dbg !1156
  %79 = select i1 %75, i64 %25, i64 %77, !dbg !1156
  br label %43, !dbg !1149, !llvm.loop !1151

80:                                               ; preds = %67, %60
  %81 = icmp eq i32 %44, 0, !dbg !1157
    #dbg_value(i64 %45, !948, !DIExpression(), !1123)
    #dbg_value(ptr undef, !903, !DIExpression(), !1103)
    #dbg_value(i64 %45, !906, !DIExpression(), !1103)
  br i1 %81, label %84, label %82, !dbg !1158

82:                                               ; preds = %80
  %83 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1159
  store i32 34, ptr %83, align 4, !dbg !1160, !tbaa !111
  br label %84, !dbg !1159

84:                                               ; preds = %80, %82
    #dbg_value(i1 %23, !1065, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1101)
    #dbg_value(i64 %45, !1067, !DIExpression(), !1101)
  %85 = sub i64 0, %45, !dbg !1161
  %86 = select i1 %23, i64 %45, i64 %85, !dbg !1161
  %87 = trunc i64 %86 to i32, !dbg !1162
  br label %88, !dbg !1161

88:                                               ; preds = %84, %31, %38
  %89 = phi i32 [ 0, %38 ], [ 0, %31 ], [ %87, %84 ], !dbg !1161
  ret i32 %89, !dbg !1163
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local i64 @atol(ptr nocapture noundef readonly %0) local_unnamed_addr #12 !dbg !1164 {
    #dbg_value(ptr %0, !1168, !DIExpression(), !1169)
    #dbg_value(ptr %0, !1062, !DIExpression(), !1170)
    #dbg_value(ptr null, !1063, !DIExpression(), !1170)
    #dbg_value(i32 10, !1064, !DIExpression(), !1170)
    #dbg_value(i32 0, !1065, !DIExpression(), !1170)
    #dbg_value(i64 9223372036854775807, !1066, !DIExpression(), !1170)
    #dbg_value(ptr %0, !892, !DIExpression(), !1172)
    #dbg_value(ptr null, !893, !DIExpression(), !1172)
    #dbg_value(i32 10, !894, !DIExpression(), !1172)
    #dbg_value(i32 1, !895, !DIExpression(), !1172)
    #dbg_value(i64 0, !896, !DIExpression(), !1172)
    #dbg_value(i64 -9223372036854775808, !897, !DIExpression(), !1172)
    #dbg_value(i64 9223372036854775807, !898, !DIExpression(), !1172)
    #dbg_value(ptr undef, !899, !DIExpression(), !1172)
    #dbg_value(ptr %0, !900, !DIExpression(), !1172)
  br label %2, !dbg !1174

2:                                                ; preds = %2, %1
  %3 = phi ptr [ %0, %1 ], [ %10, %2 ], !dbg !1172
    #dbg_value(ptr %3, !900, !DIExpression(), !1172)
  %4 = load i8, ptr %3, align 1, !dbg !1175, !tbaa !168
  %5 = zext i8 %4 to i64, !dbg !1176
    #dbg_value(i64 %5, !730, !DIExpression(), !1179)
    #dbg_value(i64 %5, !694, !DIExpression(), !1180)
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1176
  %7 = load i16, ptr %6, align 2, !dbg !1176, !tbaa !701
  %8 = and i16 %7, 8192, !dbg !1181
  %9 = icmp eq i16 %8, 0, !dbg !1174
  %10 = getelementptr inbounds i8, ptr %3, i64 1, !dbg !1182
    #dbg_value(ptr %10, !900, !DIExpression(), !1172)
  br i1 %9, label %11, label %2, !dbg !1174, !llvm.loop !1183

11:                                               ; preds = %2
    #dbg_value(i32 0, !901, !DIExpression(), !1172)
  switch i8 %4, label %19 [
    i8 43, label %12
    i8 45, label %12
  ], !dbg !1184

12:                                               ; preds = %11, %11
  %13 = icmp ne i8 %4, 45, !dbg !1185
    #dbg_value(i1 %13, !901, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1172)
    #dbg_value(ptr %10, !900, !DIExpression(), !1172)
  %14 = select i1 %13, i64 9223372036854775807, i64 -9223372036854775808, !dbg !1186
  %15 = load i8, ptr %10, align 1, !dbg !1187, !tbaa !168
  %16 = zext i8 %15 to i64
  %17 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %16
  %18 = load i16, ptr %17, align 2, !dbg !1189, !tbaa !701
  br label %19, !dbg !1186

19:                                               ; preds = %12, %11
  %20 = phi i64 [ %16, %12 ], [ %5, %11 ], !dbg !1189
  %21 = phi i16 [ %18, %12 ], [ %7, %11 ], !dbg !1189
  %22 = phi i8 [ %15, %12 ], [ %4, %11 ], !dbg !1187
  %23 = phi i1 [ %13, %12 ], [ true, %11 ]
  %24 = phi ptr [ %10, %12 ], [ %3, %11 ]
  %25 = phi i64 [ %14, %12 ], [ 9223372036854775807, %11 ], !dbg !1186
    #dbg_value(i64 %25, !902, !DIExpression(), !1172)
    #dbg_value(ptr undef, !942, !DIExpression(), !1192)
    #dbg_value(ptr undef, !943, !DIExpression(), !1192)
    #dbg_value(i64 %25, !944, !DIExpression(), !1192)
    #dbg_value(ptr undef, !945, !DIExpression(), !1192)
    #dbg_value(ptr undef, !946, !DIExpression(), !1192)
    #dbg_value(i32 10, !947, !DIExpression(), !1192)
    #dbg_value(i32 10, !894, !DIExpression(), !1172)
    #dbg_value(i32 poison, !905, !DIExpression(), !1172)
    #dbg_value(i32 0, !904, !DIExpression(), !1172)
    #dbg_value(ptr %24, !936, !DIExpression(), !1192)
    #dbg_value(i64 0, !948, !DIExpression(), !1192)
    #dbg_value(i8 %22, !953, !DIExpression(), !1193)
    #dbg_value(i8 %22, !708, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1194)
    #dbg_value(i8 %22, !694, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1195)
  %26 = and i16 %21, 2048, !dbg !1196
  %27 = icmp eq i16 %26, 0, !dbg !1197
  br i1 %27, label %31, label %28, !dbg !1198

28:                                               ; preds = %19
  %29 = zext i8 %22 to i32, !dbg !1199
    #dbg_value(i32 %29, !708, !DIExpression(), !1194)
    #dbg_value(i32 %29, !694, !DIExpression(), !1195)
  %30 = add nsw i32 %29, -48, !dbg !1200
    #dbg_value(i32 %30, !949, !DIExpression(), !1193)
  br label %38, !dbg !1201

31:                                               ; preds = %19
    #dbg_value(i8 %22, !692, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1202)
    #dbg_value(i8 %22, !694, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1204)
  %32 = and i16 %21, 1024, !dbg !1206
  %33 = icmp eq i16 %32, 0, !dbg !1207
  br i1 %33, label %87, label %34, !dbg !1208

34:                                               ; preds = %31
    #dbg_value(i8 %22, !829, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1209)
  %35 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %20, !dbg !1211
  %36 = load i32, ptr %35, align 4, !dbg !1211, !tbaa !111
  %37 = add nsw i32 %36, -87, !dbg !1212
    #dbg_value(i32 %37, !949, !DIExpression(), !1193)
  br label %38

38:                                               ; preds = %34, %28
  %39 = phi i32 [ %30, %28 ], [ %37, %34 ], !dbg !1213
    #dbg_value(i32 %39, !949, !DIExpression(), !1193)
  %40 = icmp slt i32 %39, 10, !dbg !1214
  br i1 %40, label %41, label %87, !dbg !1215

41:                                               ; preds = %38
    #dbg_value(i32 1, !905, !DIExpression(), !1172)
  %42 = sext i32 %39 to i64, !dbg !1216
    #dbg_value(i32 0, !904, !DIExpression(), !1172)
    #dbg_value(i64 %42, !948, !DIExpression(), !1192)
    #dbg_value(ptr %24, !936, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1192)
  br label %43, !dbg !1217

43:                                               ; preds = %71, %41
  %44 = phi i32 [ 0, %41 ], [ %78, %71 ]
  %45 = phi i64 [ %42, %41 ], [ %79, %71 ]
  %46 = phi ptr [ %24, %41 ], [ %50, %71 ]
  %47 = icmp eq i32 %44, 0
  br label %48, !dbg !1218

48:                                               ; preds = %43, %70
  %49 = phi ptr [ %50, %70 ], [ %46, %43 ]
  %50 = getelementptr inbounds i8, ptr %49, i64 1, !dbg !1192
    #dbg_value(i32 poison, !905, !DIExpression(), !1172)
    #dbg_value(i32 %44, !904, !DIExpression(), !1172)
    #dbg_value(ptr %50, !936, !DIExpression(), !1192)
    #dbg_value(i64 %45, !948, !DIExpression(), !1192)
  %51 = load i8, ptr %50, align 1, !dbg !1187, !tbaa !168
    #dbg_value(i8 %51, !953, !DIExpression(), !1193)
    #dbg_value(i8 %51, !708, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1194)
    #dbg_value(i8 %51, !694, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1195)
  %52 = zext i8 %51 to i64, !dbg !1189
  %53 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %52, !dbg !1189
  %54 = load i16, ptr %53, align 2, !dbg !1189, !tbaa !701
  %55 = and i16 %54, 2048, !dbg !1196
  %56 = icmp eq i16 %55, 0, !dbg !1197
  br i1 %56, label %60, label %57, !dbg !1198

57:                                               ; preds = %48
  %58 = zext i8 %51 to i32, !dbg !1199
    #dbg_value(i32 %58, !708, !DIExpression(), !1194)
    #dbg_value(i32 %58, !694, !DIExpression(), !1195)
  %59 = add nsw i32 %58, -48, !dbg !1200
    #dbg_value(i32 %59, !949, !DIExpression(), !1193)
  br label %67, !dbg !1201

60:                                               ; preds = %48
    #dbg_value(i8 %51, !692, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1202)
    #dbg_value(i8 %51, !694, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1204)
  %61 = and i16 %54, 1024, !dbg !1206
  %62 = icmp eq i16 %61, 0, !dbg !1207
  br i1 %62, label %80, label %63, !dbg !1208

63:                                               ; preds = %60
    #dbg_value(i8 %51, !829, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1209)
  %64 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %52, !dbg !1211
  %65 = load i32, ptr %64, align 4, !dbg !1211, !tbaa !111
  %66 = add nsw i32 %65, -87, !dbg !1212
    #dbg_value(i32 %66, !949, !DIExpression(), !1193)
  br label %67

67:                                               ; preds = %63, %57
  %68 = phi i32 [ %59, %57 ], [ %66, %63 ], !dbg !1213
    #dbg_value(i32 %68, !949, !DIExpression(), !1193)
  %69 = icmp slt i32 %68, 10, !dbg !1214
  br i1 %69, label %70, label %80, !dbg !1215

70:                                               ; preds = %67
    #dbg_value(i32 1, !905, !DIExpression(), !1172)
  br i1 %47, label %71, label %48, !dbg !1219, !llvm.loop !1220

71:                                               ; preds = %70
  %72 = sext i32 %68 to i64, !dbg !1216
  %73 = sub i64 %25, %72, !dbg !1222
  %74 = udiv i64 %73, 10, !dbg !1223
  %75 = icmp ugt i64 %45, %74, !dbg !1224
  %76 = mul nuw i64 %45, 10, !dbg !1225
  %77 = add i64 %76, %72, !dbg !1225
  %78 = select i1 %75, i32 1, i32 0, !dbg !1225
  %79 = select i1 %75, i64 %25, i64 %77, !dbg !1225
  br label %43, !dbg !1218, !llvm.loop !1220

80:                                               ; preds = %67, %60
  %81 = icmp eq i32 %44, 0, !dbg !1226
    #dbg_value(i64 %45, !948, !DIExpression(), !1192)
    #dbg_value(ptr undef, !903, !DIExpression(), !1172)
    #dbg_value(i64 %45, !906, !DIExpression(), !1172)
  br i1 %81, label %84, label %82, !dbg !1227

82:                                               ; preds = %80
  %83 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1228
  store i32 34, ptr %83, align 4, !dbg !1229, !tbaa !111
  br label %84, !dbg !1228

84:                                               ; preds = %80, %82
    #dbg_value(i1 %23, !1065, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1170)
    #dbg_value(i64 %45, !1067, !DIExpression(), !1170)
  %85 = sub i64 0, %45, !dbg !1230
  %86 = select i1 %23, i64 %45, i64 %85, !dbg !1230
  br label %87, !dbg !1230

87:                                               ; preds = %84, %31, %38
  %88 = phi i64 [ 0, %38 ], [ 0, %31 ], [ %86, %84 ], !dbg !1230
  ret i64 %88, !dbg !1231
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local i64 @atoll(ptr nocapture noundef readonly %0) local_unnamed_addr #12 !dbg !1232 {
    #dbg_value(ptr %0, !1236, !DIExpression(), !1237)
    #dbg_value(ptr %0, !874, !DIExpression(), !1238)
    #dbg_value(ptr null, !875, !DIExpression(), !1238)
    #dbg_value(i32 10, !876, !DIExpression(), !1238)
    #dbg_value(i32 0, !877, !DIExpression(), !1238)
    #dbg_value(ptr %0, !892, !DIExpression(), !1240)
    #dbg_value(ptr null, !893, !DIExpression(), !1240)
    #dbg_value(i32 10, !894, !DIExpression(), !1240)
    #dbg_value(i32 1, !895, !DIExpression(), !1240)
    #dbg_value(i64 0, !896, !DIExpression(), !1240)
    #dbg_value(i64 -9223372036854775808, !897, !DIExpression(), !1240)
    #dbg_value(i64 9223372036854775807, !898, !DIExpression(), !1240)
    #dbg_value(ptr undef, !899, !DIExpression(), !1240)
    #dbg_value(ptr %0, !900, !DIExpression(), !1240)
  br label %2, !dbg !1242

2:                                                ; preds = %2, %1
  %3 = phi ptr [ %0, %1 ], [ %10, %2 ], !dbg !1240
    #dbg_value(ptr %3, !900, !DIExpression(), !1240)
  %4 = load i8, ptr %3, align 1, !dbg !1243, !tbaa !168
  %5 = zext i8 %4 to i64, !dbg !1244
    #dbg_value(i64 %5, !730, !DIExpression(), !1247)
    #dbg_value(i64 %5, !694, !DIExpression(), !1248)
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %5, !dbg !1244
  %7 = load i16, ptr %6, align 2, !dbg !1244, !tbaa !701
  %8 = and i16 %7, 8192, !dbg !1249
  %9 = icmp eq i16 %8, 0, !dbg !1242
  %10 = getelementptr inbounds i8, ptr %3, i64 1, !dbg !1250
    #dbg_value(ptr %10, !900, !DIExpression(), !1240)
  br i1 %9, label %11, label %2, !dbg !1242, !llvm.loop !1251

11:                                               ; preds = %2
    #dbg_value(i32 0, !901, !DIExpression(), !1240)
  switch i8 %4, label %19 [
    i8 43, label %12
    i8 45, label %12
  ], !dbg !1252

12:                                               ; preds = %11, %11
  %13 = icmp ne i8 %4, 45, !dbg !1253
    #dbg_value(i1 %13, !901, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1240)
    #dbg_value(ptr %10, !900, !DIExpression(), !1240)
  %14 = select i1 %13, i64 9223372036854775807, i64 -9223372036854775808, !dbg !1254
  %15 = load i8, ptr %10, align 1, !dbg !1255, !tbaa !168
  %16 = zext i8 %15 to i64
  %17 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %16
  %18 = load i16, ptr %17, align 2, !dbg !1257, !tbaa !701
  br label %19, !dbg !1254

19:                                               ; preds = %12, %11
  %20 = phi i64 [ %16, %12 ], [ %5, %11 ], !dbg !1257
  %21 = phi i16 [ %18, %12 ], [ %7, %11 ], !dbg !1257
  %22 = phi i8 [ %15, %12 ], [ %4, %11 ], !dbg !1255
  %23 = phi i1 [ %13, %12 ], [ true, %11 ]
  %24 = phi ptr [ %10, %12 ], [ %3, %11 ]
  %25 = phi i64 [ %14, %12 ], [ 9223372036854775807, %11 ], !dbg !1254
    #dbg_value(i64 %25, !902, !DIExpression(), !1240)
    #dbg_value(ptr undef, !942, !DIExpression(), !1260)
    #dbg_value(ptr undef, !943, !DIExpression(), !1260)
    #dbg_value(i64 %25, !944, !DIExpression(), !1260)
    #dbg_value(ptr undef, !945, !DIExpression(), !1260)
    #dbg_value(ptr undef, !946, !DIExpression(), !1260)
    #dbg_value(i32 10, !947, !DIExpression(), !1260)
    #dbg_value(i32 10, !894, !DIExpression(), !1240)
    #dbg_value(i32 poison, !905, !DIExpression(), !1240)
    #dbg_value(i32 0, !904, !DIExpression(), !1240)
    #dbg_value(ptr %24, !936, !DIExpression(), !1260)
    #dbg_value(i64 0, !948, !DIExpression(), !1260)
    #dbg_value(i8 %22, !953, !DIExpression(), !1261)
    #dbg_value(i8 %22, !708, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1262)
    #dbg_value(i8 %22, !694, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1263)
  %26 = and i16 %21, 2048, !dbg !1264
  %27 = icmp eq i16 %26, 0, !dbg !1265
  br i1 %27, label %31, label %28, !dbg !1266

28:                                               ; preds = %19
  %29 = zext i8 %22 to i32, !dbg !1267
    #dbg_value(i32 %29, !708, !DIExpression(), !1262)
    #dbg_value(i32 %29, !694, !DIExpression(), !1263)
  %30 = add nsw i32 %29, -48, !dbg !1268
    #dbg_value(i32 %30, !949, !DIExpression(), !1261)
  br label %38, !dbg !1269

31:                                               ; preds = %19
    #dbg_value(i8 %22, !692, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1270)
    #dbg_value(i8 %22, !694, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1272)
  %32 = and i16 %21, 1024, !dbg !1274
  %33 = icmp eq i16 %32, 0, !dbg !1275
  br i1 %33, label %87, label %34, !dbg !1276

34:                                               ; preds = %31
    #dbg_value(i8 %22, !829, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1277)
  %35 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %20, !dbg !1279
  %36 = load i32, ptr %35, align 4, !dbg !1279, !tbaa !111
  %37 = add nsw i32 %36, -87, !dbg !1280
    #dbg_value(i32 %37, !949, !DIExpression(), !1261)
  br label %38

38:                                               ; preds = %34, %28
  %39 = phi i32 [ %30, %28 ], [ %37, %34 ], !dbg !1281
    #dbg_value(i32 %39, !949, !DIExpression(), !1261)
  %40 = icmp slt i32 %39, 10, !dbg !1282
  br i1 %40, label %41, label %87, !dbg !1283

41:                                               ; preds = %38
    #dbg_value(i32 1, !905, !DIExpression(), !1240)
  %42 = sext i32 %39 to i64, !dbg !1284
    #dbg_value(i32 0, !904, !DIExpression(), !1240)
    #dbg_value(i64 %42, !948, !DIExpression(), !1260)
    #dbg_value(ptr %24, !936, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1260)
  br label %43, !dbg !1285

43:                                               ; preds = %71, %41
  %44 = phi i32 [ 0, %41 ], [ %78, %71 ]
  %45 = phi i64 [ %42, %41 ], [ %79, %71 ]
  %46 = phi ptr [ %24, %41 ], [ %50, %71 ]
  %47 = icmp eq i32 %44, 0
  br label %48, !dbg !1286

48:                                               ; preds = %43, %70
  %49 = phi ptr [ %50, %70 ], [ %46, %43 ]
  %50 = getelementptr inbounds i8, ptr %49, i64 1, !dbg !1260
    #dbg_value(i32 poison, !905, !DIExpression(), !1240)
    #dbg_value(i32 %44, !904, !DIExpression(), !1240)
    #dbg_value(ptr %50, !936, !DIExpression(), !1260)
    #dbg_value(i64 %45, !948, !DIExpression(), !1260)
  %51 = load i8, ptr %50, align 1, !dbg !1255, !tbaa !168
    #dbg_value(i8 %51, !953, !DIExpression(), !1261)
    #dbg_value(i8 %51, !708, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1262)
    #dbg_value(i8 %51, !694, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1263)
  %52 = zext i8 %51 to i64, !dbg !1257
  %53 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i64 256), i64 %52, !dbg !1257
  %54 = load i16, ptr %53, align 2, !dbg !1257, !tbaa !701
  %55 = and i16 %54, 2048, !dbg !1264
  %56 = icmp eq i16 %55, 0, !dbg !1265
  br i1 %56, label %60, label %57, !dbg !1266

57:                                               ; preds = %48
  %58 = zext i8 %51 to i32, !dbg !1267
    #dbg_value(i32 %58, !708, !DIExpression(), !1262)
    #dbg_value(i32 %58, !694, !DIExpression(), !1263)
  %59 = add nsw i32 %58, -48, !dbg !1268
    #dbg_value(i32 %59, !949, !DIExpression(), !1261)
  br label %67, !dbg !1269

60:                                               ; preds = %48
    #dbg_value(i8 %51, !692, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1270)
    #dbg_value(i8 %51, !694, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1272)
  %61 = and i16 %54, 1024, !dbg !1274
  %62 = icmp eq i16 %61, 0, !dbg !1275
  br i1 %62, label %80, label %63, !dbg !1276

63:                                               ; preds = %60
    #dbg_value(i8 %51, !829, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1277)
  %64 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i64 512), i64 %52, !dbg !1279
  %65 = load i32, ptr %64, align 4, !dbg !1279, !tbaa !111
  %66 = add nsw i32 %65, -87, !dbg !1280
    #dbg_value(i32 %66, !949, !DIExpression(), !1261)
  br label %67

67:                                               ; preds = %63, %57
  %68 = phi i32 [ %59, %57 ], [ %66, %63 ], !dbg !1281
    #dbg_value(i32 %68, !949, !DIExpression(), !1261)
  %69 = icmp slt i32 %68, 10, !dbg !1282
  br i1 %69, label %70, label %80, !dbg !1283

70:                                               ; preds = %67
    #dbg_value(i32 1, !905, !DIExpression(), !1240)
  br i1 %47, label %71, label %48, !dbg !1287, !llvm.loop !1288

71:                                               ; preds = %70
  %72 = sext i32 %68 to i64, !dbg !1284
  %73 = sub i64 %25, %72, !dbg !1290
  %74 = udiv i64 %73, 10, !dbg !1291
  %75 = icmp ugt i64 %45, %74, !dbg !1292
  %76 = mul nuw i64 %45, 10, !dbg !1293
  %77 = add i64 %76, %72, !dbg !1293
  %78 = select i1 %75, i32 1, i32 0, !dbg !1293
  %79 = select i1 %75, i64 %25, i64 %77, !dbg !1293
  br label %43, !dbg !1286, !llvm.loop !1288

80:                                               ; preds = %67, %60
  %81 = icmp eq i32 %44, 0, !dbg !1294
    #dbg_value(i64 %45, !948, !DIExpression(), !1260)
    #dbg_value(ptr undef, !903, !DIExpression(), !1240)
    #dbg_value(i64 %45, !906, !DIExpression(), !1240)
  br i1 %81, label %84, label %82, !dbg !1295

82:                                               ; preds = %80
  %83 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1296
  store i32 34, ptr %83, align 4, !dbg !1297, !tbaa !111
  br label %84, !dbg !1296

84:                                               ; preds = %80, %82
    #dbg_value(i1 %23, !877, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1238)
    #dbg_value(i64 %45, !878, !DIExpression(), !1238)
  %85 = sub i64 0, %45, !dbg !1298
  %86 = select i1 %23, i64 %45, i64 %85, !dbg !1298
  br label %87, !dbg !1298

87:                                               ; preds = %84, %31, %38
  %88 = phi i64 [ 0, %38 ], [ 0, %31 ], [ %86, %84 ], !dbg !1298
  ret i64 %88, !dbg !1299
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local void @srand(i32 noundef %0) local_unnamed_addr #13 !dbg !1300 {
    #dbg_value(i32 %0, !1304, !DIExpression(), !1314)
  %2 = tail call i32 @llvm.umax.i32(i32 %0, i32 1), !dbg !1315
    #dbg_value(i32 %2, !1305, !DIExpression(), !1314)
  store i32 %2, ptr @rand_state, align 16, !dbg !1316, !tbaa !111
    #dbg_value(i32 1, !1306, !DIExpression(), !1317)
    #dbg_value(i32 %2, !1305, !DIExpression(), !1314)
  br label %4, !dbg !1318

3:                                                ; preds = %4
  store i1 true, ptr @rand_seeded, align 4, !dbg !1319
    #dbg_value(i32 0, !1312, !DIExpression(), !1320)
    #dbg_value(i32 0, !1312, !DIExpression(), !1320)
  br label %19, !dbg !1321

4:                                                ; preds = %1, %4
  %5 = phi i64 [ 1, %1 ], [ %16, %4 ]
  %6 = phi i32 [ %2, %1 ], [ %14, %4 ]
    #dbg_value(i32 %6, !1305, !DIExpression(), !1314)
    #dbg_value(i64 %5, !1306, !DIExpression(), !1317)
  %7 = sdiv i32 %6, 127773, !dbg !1322
    #dbg_value(i32 %7, !1308, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !1323)
  %8 = srem i32 %6, 127773, !dbg !1324
    #dbg_value(i32 %8, !1311, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !1323)
  %9 = mul nsw i32 %8, 16807, !dbg !1325
  %10 = mul nsw i32 %7, -2836, !dbg !1326
  %11 = add i32 %10, %9, !dbg !1327
    #dbg_value(i32 %11, !1305, !DIExpression(), !1314)
  %12 = icmp slt i32 %11, 0, !dbg !1328
  %13 = add nsw i32 %11, 2147483647
  %14 = select i1 %12, i32 %13, i32 %11, !dbg !1330
    #dbg_value(i32 %14, !1305, !DIExpression(), !1314)
  %15 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %5, !dbg !1331
  store i32 %14, ptr %15, align 4, !dbg !1332, !tbaa !111
  %16 = add nuw nsw i64 %5, 1, !dbg !1333
    #dbg_value(i64 %16, !1306, !DIExpression(), !1317)
  %17 = icmp eq i64 %16, 31, !dbg !1334
  br i1 %17, label %3, label %4, !dbg !1318, !llvm.loop !1335

18:                                               ; preds = %19
  store i32 %31, ptr @rand_f, align 4, !dbg !1337, !tbaa !111
  store i32 %33, ptr @rand_r, align 4, !dbg !1337, !tbaa !111
  ret void, !dbg !1340

19:                                               ; preds = %3, %19
  %20 = phi i32 [ 0, %3 ], [ %34, %19 ]
  %21 = phi i32 [ 3, %3 ], [ %31, %19 ]
  %22 = phi i32 [ 0, %3 ], [ %33, %19 ]
    #dbg_value(i32 %20, !1312, !DIExpression(), !1320)
  %23 = sext i32 %21 to i64, !dbg !1341
  %24 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %23, !dbg !1341
  %25 = load i32, ptr %24, align 4, !dbg !1341, !tbaa !111
  %26 = sext i32 %22 to i64, !dbg !1342
  %27 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %26, !dbg !1342
  %28 = load i32, ptr %27, align 4, !dbg !1342, !tbaa !111
  %29 = add i32 %28, %25, !dbg !1343
  store i32 %29, ptr %24, align 4, !dbg !1344, !tbaa !111
  %30 = add nsw i32 %21, 1, !dbg !1345
  %31 = srem i32 %30, 31, !dbg !1346
  %32 = add nsw i32 %22, 1, !dbg !1347
  %33 = srem i32 %32, 31, !dbg !1348
  %34 = add nuw nsw i32 %20, 1, !dbg !1349
    #dbg_value(i32 %34, !1312, !DIExpression(), !1320)
  %35 = icmp eq i32 %34, 310, !dbg !1350
  br i1 %35, label %18, label %19, !dbg !1321, !llvm.loop !1351
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 0, -2147483648) i32 @rand() local_unnamed_addr #13 !dbg !1353 {
  %1 = load i1, ptr @rand_seeded, align 4, !dbg !1359
  br i1 %1, label %2, label %5, !dbg !1361

2:                                                ; preds = %0
  %3 = load i32, ptr @rand_f, align 4, !dbg !1362, !tbaa !111
  %4 = load i32, ptr @rand_r, align 4, !dbg !1363, !tbaa !111
  br label %38, !dbg !1361

5:                                                ; preds = %0
    #dbg_value(i32 1, !1304, !DIExpression(), !1364)
    #dbg_value(i32 1, !1305, !DIExpression(), !1364)
  store i32 1, ptr @rand_state, align 16, !dbg !1366, !tbaa !111
    #dbg_value(i32 1, !1306, !DIExpression(), !1367)
    #dbg_value(i32 1, !1305, !DIExpression(), !1364)
  br label %7, !dbg !1368

6:                                                ; preds = %7
  store i1 true, ptr @rand_seeded, align 4, !dbg !1369
    #dbg_value(i32 0, !1312, !DIExpression(), !1370)
    #dbg_value(i32 0, !1312, !DIExpression(), !1370)
  br label %21, !dbg !1371

7:                                                ; preds = %7, %5
  %8 = phi i64 [ 1, %5 ], [ %19, %7 ]
  %9 = phi i32 [ 1, %5 ], [ %17, %7 ]
    #dbg_value(i32 %9, !1305, !DIExpression(), !1364)
    #dbg_value(i64 %8, !1306, !DIExpression(), !1367)
  %10 = sdiv i32 %9, 127773, !dbg !1372
    #dbg_value(i32 %10, !1308, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !1373)
  %11 = srem i32 %9, 127773, !dbg !1374
    #dbg_value(i32 %11, !1311, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !1373)
  %12 = mul nsw i32 %11, 16807, !dbg !1375
  %13 = mul nsw i32 %10, -2836, !dbg !1376
  %14 = add i32 %13, %12, !dbg !1377
    #dbg_value(i32 %14, !1305, !DIExpression(), !1364)
  %15 = icmp slt i32 %14, 0, !dbg !1378
  %16 = add nsw i32 %14, 2147483647
  %17 = select i1 %15, i32 %16, i32 %14, !dbg !1379
    #dbg_value(i32 %17, !1305, !DIExpression(), !1364)
  %18 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %8, !dbg !1380
  store i32 %17, ptr %18, align 4, !dbg !1381, !tbaa !111
  %19 = add nuw nsw i64 %8, 1, !dbg !1382
    #dbg_value(i64 %19, !1306, !DIExpression(), !1367)
  %20 = icmp eq i64 %19, 31, !dbg !1383
  br i1 %20, label %6, label %7, !dbg !1368, !llvm.loop !1384

21:                                               ; preds = %21, %6
  %22 = phi i32 [ 0, %6 ], [ %36, %21 ]
  %23 = phi i32 [ 3, %6 ], [ %33, %21 ]
  %24 = phi i32 [ 0, %6 ], [ %35, %21 ]
    #dbg_value(i32 %22, !1312, !DIExpression(), !1370)
  %25 = sext i32 %23 to i64, !dbg !1386
  %26 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %25, !dbg !1386
  %27 = load i32, ptr %26, align 4, !dbg !1386, !tbaa !111
  %28 = sext i32 %24 to i64, !dbg !1387
  %29 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %28, !dbg !1387
  %30 = load i32, ptr %29, align 4, !dbg !1387, !tbaa !111
  %31 = add i32 %30, %27, !dbg !1388
  store i32 %31, ptr %26, align 4, !dbg !1389, !tbaa !111
  %32 = add nsw i32 %23, 1, !dbg !1390
  %33 = srem i32 %32, 31, !dbg !1391
  %34 = add nsw i32 %24, 1, !dbg !1392
  %35 = srem i32 %34, 31, !dbg !1393
  %36 = add nuw nsw i32 %22, 1, !dbg !1394
    #dbg_value(i32 %36, !1312, !DIExpression(), !1370)
  %37 = icmp eq i32 %36, 310, !dbg !1395
  br i1 %37, label %38, label %21, !dbg !1371, !llvm.loop !1396

38:                                               ; preds = %21, %2
  %39 = phi i32 [ %4, %2 ], [ %35, %21 ], !dbg !1363
  %40 = phi i32 [ %3, %2 ], [ %33, %21 ], !dbg !1362
  %41 = sext i32 %40 to i64, !dbg !1398
  %42 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %41, !dbg !1398
  %43 = load i32, ptr %42, align 4, !dbg !1398, !tbaa !111
  %44 = sext i32 %39 to i64, !dbg !1399
  %45 = getelementptr inbounds [31 x i32], ptr @rand_state, i64 0, i64 %44, !dbg !1399
  %46 = load i32, ptr %45, align 4, !dbg !1399, !tbaa !111
  %47 = add i32 %46, %43, !dbg !1400
    #dbg_value(i32 %47, !1357, !DIExpression(), !1401)
  store i32 %47, ptr %42, align 4, !dbg !1402, !tbaa !111
  %48 = lshr i32 %47, 1, !dbg !1403
    #dbg_value(i32 %48, !1358, !DIExpression(), !1401)
  %49 = add nsw i32 %40, 1, !dbg !1404
  %50 = srem i32 %49, 31, !dbg !1405
  store i32 %50, ptr @rand_f, align 4, !dbg !1406, !tbaa !111
  %51 = add nsw i32 %39, 1, !dbg !1407
  %52 = srem i32 %51, 31, !dbg !1408
  store i32 %52, ptr @rand_r, align 4, !dbg !1409, !tbaa !111
  ret i32 %48, !dbg !1410
}

; Function Attrs: nounwind
define dso_local void @qsort(ptr noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3) local_unnamed_addr #10 !dbg !1411 {
    #dbg_value(ptr %0, !1418, !DIExpression(), !1423)
    #dbg_value(i64 %1, !1419, !DIExpression(), !1423)
    #dbg_value(i64 %2, !1420, !DIExpression(), !1423)
    #dbg_value(ptr %3, !1421, !DIExpression(), !1423)
  %5 = icmp ult i64 %1, 2, !dbg !1424
  %6 = icmp eq i64 %2, 0
  %7 = or i1 %5, %6, !dbg !1426
  br i1 %7, label %14, label %8, !dbg !1426

8:                                                ; preds = %4
  %9 = mul i64 %2, %1, !dbg !1427
  %10 = tail call ptr @malloc(i64 noundef %9) #15, !dbg !1428
    #dbg_value(ptr %10, !1422, !DIExpression(), !1423)
  %11 = icmp eq ptr %10, null, !dbg !1429
  br i1 %11, label %12, label %13, !dbg !1431

12:                                               ; preds = %8
  tail call void @abort() #16, !dbg !1432
  unreachable, !dbg !1432

13:                                               ; preds = %8
  tail call fastcc void @msort(ptr noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef nonnull %10) #18, !dbg !1433
  tail call void @free(ptr noundef nonnull %10) #15, !dbg !1434
  br label %14, !dbg !1435

14:                                               ; preds = %4, %13
  ret void, !dbg !1435
}

; Function Attrs: noreturn
declare !dbg !1436 void @abort() local_unnamed_addr #5

; Function Attrs: nounwind
define internal fastcc void @msort(ptr noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4) unnamed_addr #10 !dbg !1437 {
    #dbg_value(ptr %0, !1441, !DIExpression(), !1451)
    #dbg_value(i64 %1, !1442, !DIExpression(), !1451)
    #dbg_value(i64 %2, !1443, !DIExpression(), !1451)
    #dbg_value(ptr %3, !1444, !DIExpression(), !1451)
    #dbg_value(ptr %4, !1445, !DIExpression(), !1451)
  %6 = icmp ult i64 %1, 2, !dbg !1452
  br i1 %6, label %51, label %7, !dbg !1454

7:                                                ; preds = %5
  %8 = lshr i64 %1, 1, !dbg !1455
    #dbg_value(i64 %8, !1446, !DIExpression(), !1451)
  %9 = sub i64 %1, %8, !dbg !1456
    #dbg_value(i64 %9, !1447, !DIExpression(), !1451)
    #dbg_value(ptr %0, !1448, !DIExpression(), !1451)
  %10 = mul i64 %8, %2, !dbg !1457
  %11 = getelementptr inbounds i8, ptr %0, i64 %10, !dbg !1458
    #dbg_value(ptr %11, !1449, !DIExpression(), !1451)
  tail call fastcc void @msort(ptr noundef %0, i64 noundef %8, i64 noundef %2, ptr noundef %3, ptr noundef %4) #18, !dbg !1459
  tail call fastcc void @msort(ptr noundef %11, i64 noundef %9, i64 noundef %2, ptr noundef %3, ptr noundef %4) #18, !dbg !1460
    #dbg_value(ptr %4, !1450, !DIExpression(), !1451)
    #dbg_value(ptr %11, !1449, !DIExpression(), !1451)
    #dbg_value(ptr %0, !1448, !DIExpression(), !1451)
    #dbg_value(i64 %9, !1447, !DIExpression(), !1451)
    #dbg_value(i64 %8, !1446, !DIExpression(), !1451)
  %12 = icmp eq i64 %9, 0, !dbg !1461
  br i1 %12, label %39, label %13, !dbg !1462

13:                                               ; preds = %7, %29
  %14 = phi ptr [ %34, %29 ], [ %4, %7 ]
  %15 = phi ptr [ %33, %29 ], [ %11, %7 ]
  %16 = phi ptr [ %32, %29 ], [ %0, %7 ]
  %17 = phi i64 [ %31, %29 ], [ %9, %7 ]
  %18 = phi i64 [ %30, %29 ], [ %8, %7 ]
    #dbg_value(ptr %14, !1450, !DIExpression(), !1451)
    #dbg_value(ptr %15, !1449, !DIExpression(), !1451)
    #dbg_value(ptr %16, !1448, !DIExpression(), !1451)
    #dbg_value(i64 %17, !1447, !DIExpression(), !1451)
    #dbg_value(i64 %18, !1446, !DIExpression(), !1451)
  %19 = tail call i32 %3(ptr noundef %16, ptr noundef %15) #15, !dbg !1463
  %20 = icmp slt i32 %19, 1, !dbg !1466
  br i1 %20, label %21, label %25, !dbg !1467

21:                                               ; preds = %13
  %22 = tail call ptr @memcpy(ptr noundef %14, ptr noundef %16, i64 noundef %2) #15, !dbg !1468
  %23 = getelementptr inbounds i8, ptr %16, i64 %2, !dbg !1470
    #dbg_value(ptr %23, !1448, !DIExpression(), !1451)
  %24 = add nsw i64 %18, -1, !dbg !1471
    #dbg_value(i64 %24, !1446, !DIExpression(), !1451)
  br label %29, !dbg !1472

25:                                               ; preds = %13
  %26 = tail call ptr @memcpy(ptr noundef %14, ptr noundef %15, i64 noundef %2) #15, !dbg !1473
  %27 = getelementptr inbounds i8, ptr %15, i64 %2, !dbg !1475
    #dbg_value(ptr %27, !1449, !DIExpression(), !1451)
  %28 = add i64 %17, -1, !dbg !1476
    #dbg_value(i64 %28, !1447, !DIExpression(), !1451)
  br label %29

29:                                               ; preds = %25, %21
  %30 = phi i64 [ %24, %21 ], [ %18, %25 ], !dbg !1451
  %31 = phi i64 [ %17, %21 ], [ %28, %25 ], !dbg !1451
  %32 = phi ptr [ %23, %21 ], [ %16, %25 ], !dbg !1451
  %33 = phi ptr [ %15, %21 ], [ %27, %25 ], !dbg !1451
    #dbg_value(ptr %33, !1449, !DIExpression(), !1451)
    #dbg_value(ptr %32, !1448, !DIExpression(), !1451)
    #dbg_value(i64 %31, !1447, !DIExpression(), !1451)
    #dbg_value(i64 %30, !1446, !DIExpression(), !1451)
  %34 = getelementptr inbounds i8, ptr %14, i64 %2, !dbg !1477
    #dbg_value(ptr %34, !1450, !DIExpression(), !1451)
  %35 = icmp ne i64 %30, 0, !dbg !1478
  %36 = icmp ne i64 %31, 0, !dbg !1461
  %37 = select i1 %35, i1 %36, i1 false, !dbg !1461
  br i1 %37, label %13, label %38, !dbg !1462, !llvm.loop !1479

38:                                               ; preds = %29
  br i1 %35, label %39, label %46, !dbg !1481

39:                                               ; preds = %7, %38
  %40 = phi ptr [ %34, %38 ], [ %4, %7 ]
  %41 = phi ptr [ %32, %38 ], [ %0, %7 ]
  %42 = phi i64 [ %31, %38 ], [ 0, %7 ]
  %43 = phi i64 [ %30, %38 ], [ %8, %7 ]
  %44 = mul i64 %43, %2, !dbg !1482
  %45 = tail call ptr @memcpy(ptr noundef %40, ptr noundef %41, i64 noundef %44) #15, !dbg !1484
  br label %46, !dbg !1484

46:                                               ; preds = %39, %38
  %47 = phi i64 [ %42, %39 ], [ %31, %38 ]
  %48 = sub i64 %1, %47, !dbg !1485
  %49 = mul i64 %48, %2, !dbg !1486
  %50 = tail call ptr @memcpy(ptr noundef %0, ptr noundef %4, i64 noundef %49) #15, !dbg !1487
  br label %51, !dbg !1488

51:                                               ; preds = %5, %46
  ret void, !dbg !1488
}

declare !dbg !1489 void @free(ptr noundef) local_unnamed_addr #11

; Function Attrs: nounwind
define dso_local noundef ptr @bsearch(ptr noundef %0, ptr noundef %1, i64 noundef %2, i64 noundef %3, ptr nocapture noundef readonly %4) local_unnamed_addr #10 !dbg !1492 {
    #dbg_value(ptr %0, !1496, !DIExpression(), !1507)
    #dbg_value(ptr %1, !1497, !DIExpression(), !1507)
    #dbg_value(i64 %2, !1498, !DIExpression(), !1507)
    #dbg_value(i64 %3, !1499, !DIExpression(), !1507)
    #dbg_value(ptr %4, !1500, !DIExpression(), !1507)
    #dbg_value(i64 0, !1501, !DIExpression(), !1507)
    #dbg_value(i64 %2, !1502, !DIExpression(), !1507)
  br label %6, !dbg !1508

6:                                                ; preds = %10, %5
  %7 = phi i64 [ %2, %5 ], [ %20, %10 ], !dbg !1509
  %8 = phi i64 [ 0, %5 ], [ %21, %10 ], !dbg !1510
    #dbg_value(i64 %8, !1501, !DIExpression(), !1507)
    #dbg_value(i64 %7, !1502, !DIExpression(), !1507)
  %9 = icmp ult i64 %8, %7, !dbg !1511
  br i1 %9, label %10, label %22, !dbg !1508

10:                                               ; preds = %6
  %11 = sub i64 %7, %8, !dbg !1512
  %12 = lshr i64 %11, 1, !dbg !1513
  %13 = add i64 %12, %8, !dbg !1514
    #dbg_value(i64 %13, !1503, !DIExpression(), !1515)
  %14 = mul i64 %13, %3, !dbg !1516
  %15 = getelementptr inbounds i8, ptr %1, i64 %14, !dbg !1517
    #dbg_value(ptr %15, !1505, !DIExpression(), !1515)
  %16 = tail call i32 %4(ptr noundef %0, ptr noundef %15) #15, !dbg !1518
    #dbg_value(i32 %16, !1506, !DIExpression(), !1515)
  %17 = icmp eq i32 %16, 0, !dbg !1519
  %18 = icmp slt i32 %16, 0, !dbg !1521
  %19 = add i64 %13, 1, !dbg !1521
  %20 = select i1 %18, i64 %13, i64 %7, !dbg !1521
  %21 = select i1 %18, i64 %8, i64 %19, !dbg !1521
    #dbg_value(i64 poison, !1501, !DIExpression(), !1507)
    #dbg_value(i64 poison, !1502, !DIExpression(), !1507)
  br i1 %17, label %22, label %6, !llvm.loop !1522

22:                                               ; preds = %6, %10
  %23 = phi ptr [ %15, %10 ], [ null, %6 ], !dbg !1507
  ret ptr %23, !dbg !1524
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
attributes #7 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!3 = !DIFile(filename: "src/vm/libc/libc.c", directory: ".", checksumkind: CSK_MD5, checksum: "d45535940b4559bb3ceaf292b0968c87")
!4 = !{!5, !6, !7, !9, !10, !11, !12, !13, !14, !15, !16, !17, !19, !21}
!5 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!9 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!11 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!12 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!13 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "i32", file: !3, line: 20, baseType: !14)
!16 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
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
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!45 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(name: "ctype_upper", scope: !2, file: !3, line: 276, type: !43, isLocal: true, isDefinition: true)
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
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 64)
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
!154 = !DILocalVariable(name: "p", scope: !144, file: !3, line: 77, type: !7)
!155 = !DILocalVariable(name: "q", scope: !144, file: !3, line: 77, type: !7)
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
!176 = distinct !DISubprogram(name: "memchr", scope: !3, file: !3, line: 84, type: !177, scopeLine: 84, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !179)
!177 = !DISubroutineType(types: !178)
!178 = !{!6, !147, !14, !149}
!179 = !{!180, !181, !182, !183, !184}
!180 = !DILocalVariable(name: "s", arg: 1, scope: !176, file: !3, line: 84, type: !147)
!181 = !DILocalVariable(name: "c", arg: 2, scope: !176, file: !3, line: 84, type: !14)
!182 = !DILocalVariable(name: "n", arg: 3, scope: !176, file: !3, line: 84, type: !149)
!183 = !DILocalVariable(name: "p", scope: !176, file: !3, line: 85, type: !7)
!184 = !DILocalVariable(name: "i", scope: !185, file: !3, line: 86, type: !149)
!185 = distinct !DILexicalBlock(scope: !176, file: !3, line: 86, column: 3)
!186 = !DILocation(line: 0, scope: !176)
!187 = !DILocation(line: 0, scope: !185)
!188 = !DILocation(line: 86, column: 24, scope: !189)
!189 = distinct !DILexicalBlock(scope: !185, file: !3, line: 86, column: 3)
!190 = !DILocation(line: 86, column: 3, scope: !185)
!191 = !DILocation(line: 87, column: 9, scope: !192)
!192 = distinct !DILexicalBlock(scope: !189, file: !3, line: 87, column: 9)
!193 = !DILocation(line: 87, column: 14, scope: !192)
!194 = !DILocation(line: 87, column: 9, scope: !189)
!195 = !DILocation(line: 86, column: 30, scope: !189)
!196 = distinct !{!196, !190, !197, !141}
!197 = !DILocation(line: 88, column: 28, scope: !185)
!198 = !DILocation(line: 90, column: 1, scope: !176)
!199 = distinct !DISubprogram(name: "strnlen", scope: !3, file: !3, line: 92, type: !200, scopeLine: 92, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !202)
!200 = !DISubroutineType(types: !201)
!201 = !{!149, !17, !149}
!202 = !{!203, !204, !205}
!203 = !DILocalVariable(name: "s", arg: 1, scope: !199, file: !3, line: 92, type: !17)
!204 = !DILocalVariable(name: "n", arg: 2, scope: !199, file: !3, line: 92, type: !149)
!205 = !DILocalVariable(name: "i", scope: !199, file: !3, line: 93, type: !149)
!206 = !DILocation(line: 0, scope: !199)
!207 = !DILocation(line: 94, column: 12, scope: !199)
!208 = !DILocation(line: 94, column: 16, scope: !199)
!209 = !DILocation(line: 94, column: 19, scope: !199)
!210 = !DILocation(line: 94, column: 3, scope: !199)
!211 = !DILocation(line: 95, column: 6, scope: !199)
!212 = distinct !{!212, !210, !211, !141}
!213 = !DILocation(line: 96, column: 3, scope: !199)
!214 = distinct !DISubprogram(name: "strcmp", scope: !3, file: !3, line: 99, type: !215, scopeLine: 99, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !217)
!215 = !DISubroutineType(types: !216)
!216 = !{!14, !17, !17}
!217 = !{!218, !219, !220, !221}
!218 = !DILocalVariable(name: "a", arg: 1, scope: !214, file: !3, line: 99, type: !17)
!219 = !DILocalVariable(name: "b", arg: 2, scope: !214, file: !3, line: 99, type: !17)
!220 = !DILocalVariable(name: "p", scope: !214, file: !3, line: 100, type: !7)
!221 = !DILocalVariable(name: "q", scope: !214, file: !3, line: 100, type: !7)
!222 = !DILocation(line: 0, scope: !214)
!223 = !DILocation(line: 101, column: 10, scope: !214)
!224 = !DILocation(line: 101, column: 13, scope: !214)
!225 = !DILocation(line: 101, column: 22, scope: !214)
!226 = !DILocation(line: 101, column: 19, scope: !214)
!227 = !DILocation(line: 101, column: 3, scope: !214)
!228 = !DILocation(line: 102, column: 6, scope: !229)
!229 = distinct !DILexicalBlock(scope: !214, file: !3, line: 101, column: 26)
!230 = !DILocation(line: 103, column: 6, scope: !229)
!231 = distinct !{!231, !227, !232, !141}
!232 = !DILocation(line: 104, column: 3, scope: !214)
!233 = !DILocation(line: 105, column: 16, scope: !214)
!234 = !DILocation(line: 105, column: 14, scope: !214)
!235 = !DILocation(line: 105, column: 26, scope: !214)
!236 = !DILocation(line: 105, column: 20, scope: !214)
!237 = !DILocation(line: 105, column: 3, scope: !214)
!238 = distinct !DISubprogram(name: "strncmp", scope: !3, file: !3, line: 108, type: !239, scopeLine: 108, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !241)
!239 = !DISubroutineType(types: !240)
!240 = !{!14, !17, !17, !149}
!241 = !{!242, !243, !244, !245, !246, !247}
!242 = !DILocalVariable(name: "a", arg: 1, scope: !238, file: !3, line: 108, type: !17)
!243 = !DILocalVariable(name: "b", arg: 2, scope: !238, file: !3, line: 108, type: !17)
!244 = !DILocalVariable(name: "n", arg: 3, scope: !238, file: !3, line: 108, type: !149)
!245 = !DILocalVariable(name: "p", scope: !238, file: !3, line: 109, type: !7)
!246 = !DILocalVariable(name: "q", scope: !238, file: !3, line: 109, type: !7)
!247 = !DILocalVariable(name: "i", scope: !248, file: !3, line: 110, type: !149)
!248 = distinct !DILexicalBlock(scope: !238, file: !3, line: 110, column: 3)
!249 = !DILocation(line: 0, scope: !238)
!250 = !DILocation(line: 0, scope: !248)
!251 = !DILocation(line: 110, column: 24, scope: !252)
!252 = distinct !DILexicalBlock(scope: !248, file: !3, line: 110, column: 3)
!253 = !DILocation(line: 110, column: 3, scope: !248)
!254 = !DILocation(line: 111, column: 9, scope: !255)
!255 = distinct !DILexicalBlock(scope: !256, file: !3, line: 111, column: 9)
!256 = distinct !DILexicalBlock(scope: !252, file: !3, line: 110, column: 34)
!257 = !DILocation(line: 111, column: 17, scope: !255)
!258 = !DILocation(line: 111, column: 14, scope: !255)
!259 = !DILocation(line: 111, column: 9, scope: !256)
!260 = !DILocation(line: 112, column: 20, scope: !255)
!261 = !DILocation(line: 112, column: 36, scope: !255)
!262 = !DILocation(line: 112, column: 28, scope: !255)
!263 = !DILocation(line: 112, column: 7, scope: !255)
!264 = !DILocation(line: 113, column: 10, scope: !265)
!265 = distinct !DILexicalBlock(scope: !256, file: !3, line: 113, column: 9)
!266 = !DILocation(line: 113, column: 9, scope: !256)
!267 = distinct !{!267, !253, !268, !141}
!268 = !DILocation(line: 115, column: 3, scope: !248)
!269 = !DILocation(line: 117, column: 1, scope: !238)
!270 = distinct !DISubprogram(name: "strcpy", scope: !3, file: !3, line: 119, type: !36, scopeLine: 119, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !271)
!271 = !{!272, !273, !274}
!272 = !DILocalVariable(name: "d", arg: 1, scope: !270, file: !3, line: 119, type: !10)
!273 = !DILocalVariable(name: "s", arg: 2, scope: !270, file: !3, line: 119, type: !17)
!274 = !DILocalVariable(name: "r", scope: !270, file: !3, line: 120, type: !10)
!275 = !DILocation(line: 0, scope: !270)
!276 = !DILocation(line: 121, column: 3, scope: !270)
!277 = !DILocation(line: 121, column: 20, scope: !270)
!278 = !DILocation(line: 121, column: 18, scope: !270)
!279 = !DILocation(line: 121, column: 13, scope: !270)
!280 = !DILocation(line: 121, column: 16, scope: !270)
!281 = distinct !{!281, !276, !282, !141}
!282 = !DILocation(line: 122, column: 5, scope: !270)
!283 = !DILocation(line: 123, column: 3, scope: !270)
!284 = distinct !DISubprogram(name: "strncpy", scope: !3, file: !3, line: 126, type: !285, scopeLine: 126, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !287)
!285 = !DISubroutineType(types: !286)
!286 = !{!10, !10, !17, !149}
!287 = !{!288, !289, !290, !291}
!288 = !DILocalVariable(name: "d", arg: 1, scope: !284, file: !3, line: 126, type: !10)
!289 = !DILocalVariable(name: "s", arg: 2, scope: !284, file: !3, line: 126, type: !17)
!290 = !DILocalVariable(name: "n", arg: 3, scope: !284, file: !3, line: 126, type: !149)
!291 = !DILocalVariable(name: "i", scope: !284, file: !3, line: 127, type: !149)
!292 = !DILocation(line: 0, scope: !284)
!293 = !DILocation(line: 128, column: 12, scope: !294)
!294 = distinct !DILexicalBlock(scope: !295, file: !3, line: 128, column: 3)
!295 = distinct !DILexicalBlock(scope: !284, file: !3, line: 128, column: 3)
!296 = !DILocation(line: 128, column: 16, scope: !294)
!297 = !DILocation(line: 128, column: 19, scope: !294)
!298 = !DILocation(line: 128, column: 3, scope: !295)
!299 = !DILocation(line: 129, column: 5, scope: !294)
!300 = !DILocation(line: 129, column: 10, scope: !294)
!301 = !DILocation(line: 128, column: 26, scope: !294)
!302 = distinct !{!302, !298, !303, !141}
!303 = !DILocation(line: 129, column: 15, scope: !295)
!304 = !DILocation(line: 130, column: 12, scope: !305)
!305 = distinct !DILexicalBlock(scope: !306, file: !3, line: 130, column: 3)
!306 = distinct !DILexicalBlock(scope: !284, file: !3, line: 130, column: 3)
!307 = !DILocation(line: 130, column: 3, scope: !306)
!308 = !DILocation(line: 131, column: 5, scope: !305)
!309 = !DILocation(line: 131, column: 10, scope: !305)
!310 = distinct !{!310, !307, !311, !141, !312, !313}
!311 = !DILocation(line: 131, column: 12, scope: !306)
!312 = !{!"llvm.loop.isvectorized", i32 1}
!313 = !{!"llvm.loop.unroll.runtime.disable"}
!314 = distinct !{!314, !307, !311, !141, !312, !313}
!315 = !DILocation(line: 130, column: 18, scope: !305)
!316 = distinct !{!316, !307, !311, !141, !313, !312}
!317 = !DILocation(line: 132, column: 3, scope: !284)
!318 = distinct !DISubprogram(name: "strcat", scope: !3, file: !3, line: 135, type: !36, scopeLine: 135, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !319)
!319 = !{!320, !321}
!320 = !DILocalVariable(name: "d", arg: 1, scope: !318, file: !3, line: 135, type: !10)
!321 = !DILocalVariable(name: "s", arg: 2, scope: !318, file: !3, line: 135, type: !17)
!322 = !DILocation(line: 0, scope: !318)
!323 = !DILocation(line: 136, column: 14, scope: !318)
!324 = !DILocation(line: 136, column: 12, scope: !318)
!325 = !DILocation(line: 0, scope: !270, inlinedAt: !326)
!326 = distinct !DILocation(line: 136, column: 3, scope: !318)
!327 = !DILocation(line: 121, column: 3, scope: !270, inlinedAt: !326)
!328 = !DILocation(line: 121, column: 20, scope: !270, inlinedAt: !326)
!329 = !DILocation(line: 121, column: 18, scope: !270, inlinedAt: !326)
!330 = !DILocation(line: 121, column: 13, scope: !270, inlinedAt: !326)
!331 = !DILocation(line: 121, column: 16, scope: !270, inlinedAt: !326)
!332 = distinct !{!332, !327, !333, !141}
!333 = !DILocation(line: 122, column: 5, scope: !270, inlinedAt: !326)
!334 = !DILocation(line: 137, column: 3, scope: !318)
!335 = !DISubprogram(name: "strlen", scope: !3, file: !3, line: 27, type: !336, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!336 = !DISubroutineType(types: !337)
!337 = !{!149, !17}
!338 = distinct !DISubprogram(name: "strncat", scope: !3, file: !3, line: 140, type: !285, scopeLine: 140, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !339)
!339 = !{!340, !341, !342, !343, !344}
!340 = !DILocalVariable(name: "d", arg: 1, scope: !338, file: !3, line: 140, type: !10)
!341 = !DILocalVariable(name: "s", arg: 2, scope: !338, file: !3, line: 140, type: !17)
!342 = !DILocalVariable(name: "n", arg: 3, scope: !338, file: !3, line: 140, type: !149)
!343 = !DILocalVariable(name: "e", scope: !338, file: !3, line: 141, type: !10)
!344 = !DILocalVariable(name: "i", scope: !338, file: !3, line: 142, type: !149)
!345 = !DILocation(line: 0, scope: !338)
!346 = !DILocation(line: 141, column: 17, scope: !338)
!347 = !DILocation(line: 141, column: 15, scope: !338)
!348 = !DILocation(line: 143, column: 12, scope: !349)
!349 = distinct !DILexicalBlock(scope: !350, file: !3, line: 143, column: 3)
!350 = distinct !DILexicalBlock(scope: !338, file: !3, line: 143, column: 3)
!351 = !DILocation(line: 143, column: 16, scope: !349)
!352 = !DILocation(line: 143, column: 19, scope: !349)
!353 = !DILocation(line: 143, column: 3, scope: !350)
!354 = !DILocation(line: 144, column: 5, scope: !349)
!355 = !DILocation(line: 144, column: 10, scope: !349)
!356 = !DILocation(line: 143, column: 26, scope: !349)
!357 = distinct !{!357, !353, !358, !141}
!358 = !DILocation(line: 144, column: 15, scope: !350)
!359 = !DILocation(line: 145, column: 3, scope: !338)
!360 = !DILocation(line: 145, column: 8, scope: !338)
!361 = !DILocation(line: 146, column: 3, scope: !338)
!362 = distinct !DISubprogram(name: "strchr", scope: !3, file: !3, line: 149, type: !363, scopeLine: 149, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !365)
!363 = !DISubroutineType(types: !364)
!364 = !{!10, !17, !14}
!365 = !{!366, !367}
!366 = !DILocalVariable(name: "s", arg: 1, scope: !362, file: !3, line: 149, type: !17)
!367 = !DILocalVariable(name: "c", arg: 2, scope: !362, file: !3, line: 149, type: !14)
!368 = !DILocation(line: 0, scope: !362)
!369 = !DILocation(line: 151, column: 9, scope: !370)
!370 = distinct !DILexicalBlock(scope: !371, file: !3, line: 151, column: 9)
!371 = distinct !DILexicalBlock(scope: !372, file: !3, line: 150, column: 16)
!372 = distinct !DILexicalBlock(scope: !373, file: !3, line: 150, column: 3)
!373 = distinct !DILexicalBlock(scope: !362, file: !3, line: 150, column: 3)
!374 = !DILocation(line: 151, column: 12, scope: !370)
!375 = !DILocation(line: 151, column: 9, scope: !371)
!376 = !DILocation(line: 153, column: 10, scope: !377)
!377 = distinct !DILexicalBlock(scope: !371, file: !3, line: 153, column: 9)
!378 = !DILocation(line: 153, column: 9, scope: !371)
!379 = !DILocation(line: 150, column: 12, scope: !372)
!380 = distinct !{!380, !381, !382}
!381 = !DILocation(line: 150, column: 3, scope: !373)
!382 = !DILocation(line: 155, column: 3, scope: !373)
!383 = !DILocation(line: 0, scope: !371)
!384 = !DILocation(line: 156, column: 1, scope: !362)
!385 = distinct !DISubprogram(name: "strrchr", scope: !3, file: !3, line: 158, type: !363, scopeLine: 158, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !386)
!386 = !{!387, !388, !389}
!387 = !DILocalVariable(name: "s", arg: 1, scope: !385, file: !3, line: 158, type: !17)
!388 = !DILocalVariable(name: "c", arg: 2, scope: !385, file: !3, line: 158, type: !14)
!389 = !DILocalVariable(name: "last", scope: !385, file: !3, line: 159, type: !17)
!390 = !DILocation(line: 0, scope: !385)
!391 = !DILocation(line: 160, column: 3, scope: !385)
!392 = !DILocation(line: 161, column: 9, scope: !393)
!393 = distinct !DILexicalBlock(scope: !394, file: !3, line: 161, column: 9)
!394 = distinct !DILexicalBlock(scope: !395, file: !3, line: 160, column: 16)
!395 = distinct !DILexicalBlock(scope: !396, file: !3, line: 160, column: 3)
!396 = distinct !DILexicalBlock(scope: !385, file: !3, line: 160, column: 3)
!397 = !DILocation(line: 161, column: 12, scope: !393)
!398 = !DILocation(line: 161, column: 9, scope: !394)
!399 = !DILocation(line: 163, column: 10, scope: !400)
!400 = distinct !DILexicalBlock(scope: !394, file: !3, line: 163, column: 9)
!401 = !DILocation(line: 160, column: 12, scope: !395)
!402 = !DILocation(line: 163, column: 9, scope: !394)
!403 = distinct !{!403, !404, !405}
!404 = !DILocation(line: 160, column: 3, scope: !396)
!405 = !DILocation(line: 165, column: 3, scope: !396)
!406 = !DILocation(line: 164, column: 7, scope: !400)
!407 = distinct !DISubprogram(name: "strstr", scope: !3, file: !3, line: 168, type: !408, scopeLine: 168, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !410)
!408 = !DISubroutineType(types: !409)
!409 = !{!10, !17, !17}
!410 = !{!411, !412, !413}
!411 = !DILocalVariable(name: "h", arg: 1, scope: !407, file: !3, line: 168, type: !17)
!412 = !DILocalVariable(name: "n", arg: 2, scope: !407, file: !3, line: 168, type: !17)
!413 = !DILocalVariable(name: "m", scope: !407, file: !3, line: 169, type: !149)
!414 = !DILocation(line: 0, scope: !407)
!415 = !DILocation(line: 169, column: 14, scope: !407)
!416 = !DILocation(line: 170, column: 9, scope: !417)
!417 = distinct !DILexicalBlock(scope: !407, file: !3, line: 170, column: 7)
!418 = !DILocation(line: 170, column: 7, scope: !407)
!419 = !DILocation(line: 172, column: 10, scope: !420)
!420 = distinct !DILexicalBlock(scope: !421, file: !3, line: 172, column: 3)
!421 = distinct !DILexicalBlock(scope: !407, file: !3, line: 172, column: 3)
!422 = !DILocation(line: 172, column: 3, scope: !421)
!423 = !DILocation(line: 173, column: 12, scope: !424)
!424 = distinct !DILexicalBlock(scope: !420, file: !3, line: 173, column: 9)
!425 = !DILocation(line: 173, column: 18, scope: !424)
!426 = !DILocation(line: 0, scope: !248, inlinedAt: !427)
!427 = distinct !DILocation(line: 173, column: 21, scope: !424)
!428 = !DILocation(line: 111, column: 9, scope: !255, inlinedAt: !427)
!429 = !DILocation(line: 111, column: 17, scope: !255, inlinedAt: !427)
!430 = !DILocation(line: 111, column: 14, scope: !255, inlinedAt: !427)
!431 = !DILocation(line: 111, column: 9, scope: !256, inlinedAt: !427)
!432 = !DILocation(line: 113, column: 10, scope: !265, inlinedAt: !427)
!433 = !DILocation(line: 113, column: 9, scope: !256, inlinedAt: !427)
!434 = distinct !{!434, !435, !436, !141}
!435 = !DILocation(line: 110, column: 3, scope: !248, inlinedAt: !427)
!436 = !DILocation(line: 115, column: 3, scope: !248, inlinedAt: !427)
!437 = !DILocation(line: 172, column: 15, scope: !420)
!438 = distinct !{!438, !422, !439, !141}
!439 = !DILocation(line: 174, column: 22, scope: !421)
!440 = !DILocation(line: 176, column: 1, scope: !407)
!441 = distinct !DISubprogram(name: "strspn", scope: !3, file: !3, line: 178, type: !442, scopeLine: 178, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !444)
!442 = !DISubroutineType(types: !443)
!443 = !{!149, !17, !17}
!444 = !{!445, !446, !447}
!445 = !DILocalVariable(name: "s", arg: 1, scope: !441, file: !3, line: 178, type: !17)
!446 = !DILocalVariable(name: "accept", arg: 2, scope: !441, file: !3, line: 178, type: !17)
!447 = !DILocalVariable(name: "i", scope: !441, file: !3, line: 179, type: !149)
!448 = !DILocation(line: 0, scope: !441)
!449 = !DILocation(line: 180, column: 10, scope: !441)
!450 = !DILocation(line: 180, column: 15, scope: !441)
!451 = !DILocation(line: 0, scope: !362, inlinedAt: !452)
!452 = distinct !DILocation(line: 180, column: 18, scope: !441)
!453 = !DILocation(line: 151, column: 12, scope: !370, inlinedAt: !452)
!454 = !DILocation(line: 151, column: 9, scope: !371, inlinedAt: !452)
!455 = !DILocation(line: 153, column: 10, scope: !377, inlinedAt: !452)
!456 = !DILocation(line: 153, column: 9, scope: !371, inlinedAt: !452)
!457 = !DILocation(line: 150, column: 12, scope: !372, inlinedAt: !452)
!458 = !DILocation(line: 151, column: 9, scope: !370, inlinedAt: !452)
!459 = distinct !{!459, !460, !461}
!460 = !DILocation(line: 150, column: 3, scope: !373, inlinedAt: !452)
!461 = !DILocation(line: 155, column: 3, scope: !373, inlinedAt: !452)
!462 = !DILocation(line: 181, column: 6, scope: !441)
!463 = distinct !{!463, !464, !462, !141}
!464 = !DILocation(line: 180, column: 3, scope: !441)
!465 = !DILocation(line: 182, column: 3, scope: !441)
!466 = distinct !DISubprogram(name: "strcspn", scope: !3, file: !3, line: 185, type: !442, scopeLine: 185, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !467)
!467 = !{!468, !469, !470}
!468 = !DILocalVariable(name: "s", arg: 1, scope: !466, file: !3, line: 185, type: !17)
!469 = !DILocalVariable(name: "reject", arg: 2, scope: !466, file: !3, line: 185, type: !17)
!470 = !DILocalVariable(name: "i", scope: !466, file: !3, line: 186, type: !149)
!471 = !DILocation(line: 0, scope: !466)
!472 = !DILocation(line: 187, column: 10, scope: !466)
!473 = !DILocation(line: 187, column: 15, scope: !466)
!474 = !DILocation(line: 0, scope: !362, inlinedAt: !475)
!475 = distinct !DILocation(line: 187, column: 19, scope: !466)
!476 = !DILocation(line: 151, column: 12, scope: !370, inlinedAt: !475)
!477 = !DILocation(line: 151, column: 9, scope: !371, inlinedAt: !475)
!478 = !DILocation(line: 153, column: 10, scope: !377, inlinedAt: !475)
!479 = !DILocation(line: 153, column: 9, scope: !371, inlinedAt: !475)
!480 = !DILocation(line: 150, column: 12, scope: !372, inlinedAt: !475)
!481 = !DILocation(line: 151, column: 9, scope: !370, inlinedAt: !475)
!482 = distinct !{!482, !483, !484}
!483 = !DILocation(line: 150, column: 3, scope: !373, inlinedAt: !475)
!484 = !DILocation(line: 155, column: 3, scope: !373, inlinedAt: !475)
!485 = !DILocation(line: 188, column: 6, scope: !466)
!486 = distinct !{!486, !487, !485, !141}
!487 = !DILocation(line: 187, column: 3, scope: !466)
!488 = !DILocation(line: 189, column: 3, scope: !466)
!489 = distinct !DISubprogram(name: "strpbrk", scope: !3, file: !3, line: 192, type: !408, scopeLine: 192, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !490)
!490 = !{!491, !492}
!491 = !DILocalVariable(name: "s", arg: 1, scope: !489, file: !3, line: 192, type: !17)
!492 = !DILocalVariable(name: "accept", arg: 2, scope: !489, file: !3, line: 192, type: !17)
!493 = !DILocation(line: 0, scope: !489)
!494 = !DILocation(line: 0, scope: !466, inlinedAt: !495)
!495 = distinct !DILocation(line: 193, column: 8, scope: !489)
!496 = !DILocation(line: 187, column: 10, scope: !466, inlinedAt: !495)
!497 = !DILocation(line: 187, column: 15, scope: !466, inlinedAt: !495)
!498 = !DILocation(line: 0, scope: !362, inlinedAt: !499)
!499 = distinct !DILocation(line: 187, column: 19, scope: !466, inlinedAt: !495)
!500 = !DILocation(line: 151, column: 12, scope: !370, inlinedAt: !499)
!501 = !DILocation(line: 151, column: 9, scope: !371, inlinedAt: !499)
!502 = !DILocation(line: 153, column: 10, scope: !377, inlinedAt: !499)
!503 = !DILocation(line: 153, column: 9, scope: !371, inlinedAt: !499)
!504 = !DILocation(line: 150, column: 12, scope: !372, inlinedAt: !499)
!505 = !DILocation(line: 151, column: 9, scope: !370, inlinedAt: !499)
!506 = distinct !{!506, !507, !508}
!507 = !DILocation(line: 150, column: 3, scope: !373, inlinedAt: !499)
!508 = !DILocation(line: 155, column: 3, scope: !373, inlinedAt: !499)
!509 = !DILocation(line: 188, column: 6, scope: !466, inlinedAt: !495)
!510 = distinct !{!510, !511, !509, !141}
!511 = !DILocation(line: 187, column: 3, scope: !466, inlinedAt: !495)
!512 = !DILocation(line: 193, column: 5, scope: !489)
!513 = !DILocation(line: 194, column: 10, scope: !489)
!514 = !DILocation(line: 194, column: 3, scope: !489)
!515 = distinct !DISubprogram(name: "strtok_r", scope: !3, file: !3, line: 197, type: !516, scopeLine: 197, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !519)
!516 = !DISubroutineType(types: !517)
!517 = !{!10, !10, !17, !518}
!518 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!519 = !{!520, !521, !522, !523}
!520 = !DILocalVariable(name: "s", arg: 1, scope: !515, file: !3, line: 197, type: !10)
!521 = !DILocalVariable(name: "delim", arg: 2, scope: !515, file: !3, line: 197, type: !17)
!522 = !DILocalVariable(name: "save", arg: 3, scope: !515, file: !3, line: 197, type: !518)
!523 = !DILocalVariable(name: "end", scope: !515, file: !3, line: 205, type: !10)
!524 = !DILocation(line: 0, scope: !515)
!525 = !DILocation(line: 198, column: 8, scope: !526)
!526 = distinct !DILexicalBlock(scope: !515, file: !3, line: 198, column: 7)
!527 = !DILocation(line: 198, column: 7, scope: !515)
!528 = !DILocation(line: 199, column: 9, scope: !526)
!529 = !DILocation(line: 199, column: 5, scope: !526)
!530 = !DILocation(line: 0, scope: !441, inlinedAt: !531)
!531 = distinct !DILocation(line: 200, column: 8, scope: !515)
!532 = !DILocation(line: 180, column: 10, scope: !441, inlinedAt: !531)
!533 = !DILocation(line: 180, column: 15, scope: !441, inlinedAt: !531)
!534 = !DILocation(line: 0, scope: !362, inlinedAt: !535)
!535 = distinct !DILocation(line: 180, column: 18, scope: !441, inlinedAt: !531)
!536 = !DILocation(line: 151, column: 12, scope: !370, inlinedAt: !535)
!537 = !DILocation(line: 151, column: 9, scope: !371, inlinedAt: !535)
!538 = !DILocation(line: 153, column: 10, scope: !377, inlinedAt: !535)
!539 = !DILocation(line: 153, column: 9, scope: !371, inlinedAt: !535)
!540 = !DILocation(line: 150, column: 12, scope: !372, inlinedAt: !535)
!541 = !DILocation(line: 151, column: 9, scope: !370, inlinedAt: !535)
!542 = distinct !{!542, !543, !544}
!543 = !DILocation(line: 150, column: 3, scope: !373, inlinedAt: !535)
!544 = !DILocation(line: 155, column: 3, scope: !373, inlinedAt: !535)
!545 = !DILocation(line: 181, column: 6, scope: !441, inlinedAt: !531)
!546 = distinct !{!546, !547, !545, !141}
!547 = !DILocation(line: 180, column: 3, scope: !441, inlinedAt: !531)
!548 = !DILocation(line: 200, column: 5, scope: !515)
!549 = !DILocation(line: 201, column: 7, scope: !515)
!550 = !DILocation(line: 0, scope: !466, inlinedAt: !551)
!551 = distinct !DILocation(line: 205, column: 19, scope: !515)
!552 = !DILocation(line: 187, column: 15, scope: !466, inlinedAt: !551)
!553 = !DILocation(line: 0, scope: !362, inlinedAt: !554)
!554 = distinct !DILocation(line: 187, column: 19, scope: !466, inlinedAt: !551)
!555 = !DILocation(line: 151, column: 12, scope: !370, inlinedAt: !554)
!556 = !DILocation(line: 151, column: 9, scope: !371, inlinedAt: !554)
!557 = !DILocation(line: 153, column: 10, scope: !377, inlinedAt: !554)
!558 = !DILocation(line: 153, column: 9, scope: !371, inlinedAt: !554)
!559 = !DILocation(line: 150, column: 12, scope: !372, inlinedAt: !554)
!560 = !DILocation(line: 151, column: 9, scope: !370, inlinedAt: !554)
!561 = distinct !{!561, !562, !563}
!562 = !DILocation(line: 150, column: 3, scope: !373, inlinedAt: !554)
!563 = !DILocation(line: 155, column: 3, scope: !373, inlinedAt: !554)
!564 = !DILocation(line: 188, column: 6, scope: !466, inlinedAt: !551)
!565 = !DILocation(line: 187, column: 10, scope: !466, inlinedAt: !551)
!566 = distinct !{!566, !567, !564, !141}
!567 = !DILocation(line: 187, column: 3, scope: !466, inlinedAt: !551)
!568 = !DILocation(line: 205, column: 17, scope: !515)
!569 = !DILocation(line: 206, column: 7, scope: !570)
!570 = distinct !DILexicalBlock(scope: !515, file: !3, line: 206, column: 7)
!571 = !DILocation(line: 206, column: 7, scope: !515)
!572 = !DILocation(line: 207, column: 9, scope: !570)
!573 = !DILocation(line: 207, column: 12, scope: !570)
!574 = !DILocation(line: 207, column: 5, scope: !570)
!575 = !DILocation(line: 210, column: 1, scope: !515)
!576 = !DILocation(line: 0, scope: !35)
!577 = !DILocation(line: 0, scope: !515, inlinedAt: !578)
!578 = distinct !DILocation(line: 214, column: 10, scope: !35)
!579 = !DILocation(line: 198, column: 8, scope: !526, inlinedAt: !578)
!580 = !DILocation(line: 198, column: 7, scope: !515, inlinedAt: !578)
!581 = !DILocation(line: 0, scope: !441, inlinedAt: !582)
!582 = distinct !DILocation(line: 200, column: 8, scope: !515, inlinedAt: !578)
!583 = !DILocation(line: 180, column: 10, scope: !441, inlinedAt: !582)
!584 = !DILocation(line: 180, column: 15, scope: !441, inlinedAt: !582)
!585 = !DILocation(line: 0, scope: !362, inlinedAt: !586)
!586 = distinct !DILocation(line: 180, column: 18, scope: !441, inlinedAt: !582)
!587 = !DILocation(line: 151, column: 12, scope: !370, inlinedAt: !586)
!588 = !DILocation(line: 151, column: 9, scope: !371, inlinedAt: !586)
!589 = !DILocation(line: 153, column: 10, scope: !377, inlinedAt: !586)
!590 = !DILocation(line: 153, column: 9, scope: !371, inlinedAt: !586)
!591 = !DILocation(line: 150, column: 12, scope: !372, inlinedAt: !586)
!592 = !DILocation(line: 151, column: 9, scope: !370, inlinedAt: !586)
!593 = distinct !{!593, !594, !595}
!594 = !DILocation(line: 150, column: 3, scope: !373, inlinedAt: !586)
!595 = !DILocation(line: 155, column: 3, scope: !373, inlinedAt: !586)
!596 = !DILocation(line: 181, column: 6, scope: !441, inlinedAt: !582)
!597 = distinct !{!597, !598, !596, !141}
!598 = !DILocation(line: 180, column: 3, scope: !441, inlinedAt: !582)
!599 = !DILocation(line: 200, column: 5, scope: !515, inlinedAt: !578)
!600 = !DILocation(line: 201, column: 7, scope: !515, inlinedAt: !578)
!601 = !DILocation(line: 0, scope: !466, inlinedAt: !602)
!602 = distinct !DILocation(line: 205, column: 19, scope: !515, inlinedAt: !578)
!603 = !DILocation(line: 187, column: 15, scope: !466, inlinedAt: !602)
!604 = !DILocation(line: 0, scope: !362, inlinedAt: !605)
!605 = distinct !DILocation(line: 187, column: 19, scope: !466, inlinedAt: !602)
!606 = !DILocation(line: 151, column: 12, scope: !370, inlinedAt: !605)
!607 = !DILocation(line: 151, column: 9, scope: !371, inlinedAt: !605)
!608 = !DILocation(line: 153, column: 10, scope: !377, inlinedAt: !605)
!609 = !DILocation(line: 153, column: 9, scope: !371, inlinedAt: !605)
!610 = !DILocation(line: 150, column: 12, scope: !372, inlinedAt: !605)
!611 = !DILocation(line: 151, column: 9, scope: !370, inlinedAt: !605)
!612 = distinct !{!612, !613, !614}
!613 = !DILocation(line: 150, column: 3, scope: !373, inlinedAt: !605)
!614 = !DILocation(line: 155, column: 3, scope: !373, inlinedAt: !605)
!615 = !DILocation(line: 188, column: 6, scope: !466, inlinedAt: !602)
!616 = !DILocation(line: 187, column: 10, scope: !466, inlinedAt: !602)
!617 = distinct !{!617, !618, !615, !141}
!618 = !DILocation(line: 187, column: 3, scope: !466, inlinedAt: !602)
!619 = !DILocation(line: 205, column: 17, scope: !515, inlinedAt: !578)
!620 = !DILocation(line: 206, column: 7, scope: !570, inlinedAt: !578)
!621 = !DILocation(line: 206, column: 7, scope: !515, inlinedAt: !578)
!622 = !DILocation(line: 207, column: 9, scope: !570, inlinedAt: !578)
!623 = !DILocation(line: 207, column: 12, scope: !570, inlinedAt: !578)
!624 = !DILocation(line: 207, column: 5, scope: !570, inlinedAt: !578)
!625 = !DILocation(line: 214, column: 3, scope: !35)
!626 = distinct !DISubprogram(name: "strdup", scope: !3, file: !3, line: 217, type: !627, scopeLine: 217, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !629)
!627 = !DISubroutineType(types: !628)
!628 = !{!10, !17}
!629 = !{!630, !631, !632}
!630 = !DILocalVariable(name: "s", arg: 1, scope: !626, file: !3, line: 217, type: !17)
!631 = !DILocalVariable(name: "n", scope: !626, file: !3, line: 218, type: !149)
!632 = !DILocalVariable(name: "d", scope: !626, file: !3, line: 219, type: !10)
!633 = !DILocation(line: 0, scope: !626)
!634 = !DILocation(line: 218, column: 14, scope: !626)
!635 = !DILocation(line: 218, column: 24, scope: !626)
!636 = !DILocation(line: 219, column: 13, scope: !626)
!637 = !DILocation(line: 220, column: 7, scope: !638)
!638 = distinct !DILexicalBlock(scope: !626, file: !3, line: 220, column: 7)
!639 = !DILocation(line: 220, column: 7, scope: !626)
!640 = !DILocation(line: 221, column: 5, scope: !638)
!641 = !DILocation(line: 222, column: 3, scope: !626)
!642 = !DISubprogram(name: "malloc", scope: !3, file: !3, line: 23, type: !643, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!643 = !DISubroutineType(types: !644)
!644 = !{!6, !149}
!645 = !DISubprogram(name: "memcpy", scope: !3, file: !3, line: 25, type: !646, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!646 = !DISubroutineType(types: !647)
!647 = !{!6, !6, !147, !149}
!648 = distinct !DISubprogram(name: "strndup", scope: !3, file: !3, line: 225, type: !649, scopeLine: 225, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !651)
!649 = !DISubroutineType(types: !650)
!650 = !{!10, !17, !149}
!651 = !{!652, !653, !654, !655}
!652 = !DILocalVariable(name: "s", arg: 1, scope: !648, file: !3, line: 225, type: !17)
!653 = !DILocalVariable(name: "n", arg: 2, scope: !648, file: !3, line: 225, type: !149)
!654 = !DILocalVariable(name: "m", scope: !648, file: !3, line: 226, type: !149)
!655 = !DILocalVariable(name: "d", scope: !648, file: !3, line: 227, type: !10)
!656 = !DILocation(line: 0, scope: !648)
!657 = !DILocation(line: 0, scope: !199, inlinedAt: !658)
!658 = distinct !DILocation(line: 226, column: 14, scope: !648)
!659 = !DILocation(line: 94, column: 12, scope: !199, inlinedAt: !658)
!660 = !DILocation(line: 94, column: 16, scope: !199, inlinedAt: !658)
!661 = !DILocation(line: 94, column: 19, scope: !199, inlinedAt: !658)
!662 = !DILocation(line: 94, column: 3, scope: !199, inlinedAt: !658)
!663 = !DILocation(line: 95, column: 6, scope: !199, inlinedAt: !658)
!664 = distinct !{!664, !662, !663, !141}
!665 = !DILocation(line: 227, column: 22, scope: !648)
!666 = !DILocation(line: 227, column: 13, scope: !648)
!667 = !DILocation(line: 228, column: 7, scope: !668)
!668 = distinct !DILexicalBlock(scope: !648, file: !3, line: 228, column: 7)
!669 = !DILocation(line: 228, column: 7, scope: !648)
!670 = !DILocation(line: 229, column: 5, scope: !671)
!671 = distinct !DILexicalBlock(scope: !668, file: !3, line: 228, column: 10)
!672 = !DILocation(line: 230, column: 5, scope: !671)
!673 = !DILocation(line: 230, column: 10, scope: !671)
!674 = !DILocation(line: 231, column: 3, scope: !671)
!675 = !DILocation(line: 232, column: 3, scope: !648)
!676 = distinct !DISubprogram(name: "__ctype_b_loc", scope: !3, file: !3, line: 278, type: !677, scopeLine: 278, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!677 = !DISubroutineType(types: !678)
!678 = !{!679}
!679 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 64)
!680 = !DILocation(line: 278, column: 41, scope: !676)
!681 = distinct !DISubprogram(name: "__ctype_tolower_loc", scope: !3, file: !3, line: 279, type: !682, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!682 = !DISubroutineType(types: !683)
!683 = !{!684}
!684 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64)
!685 = !DILocation(line: 279, column: 47, scope: !681)
!686 = distinct !DISubprogram(name: "__ctype_toupper_loc", scope: !3, file: !3, line: 280, type: !682, scopeLine: 280, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!687 = !DILocation(line: 280, column: 47, scope: !686)
!688 = distinct !DISubprogram(name: "isalpha", scope: !3, file: !3, line: 283, type: !689, scopeLine: 283, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !691)
!689 = !DISubroutineType(types: !690)
!690 = !{!14, !14}
!691 = !{!692}
!692 = !DILocalVariable(name: "c", arg: 1, scope: !688, file: !3, line: 283, type: !14)
!693 = !DILocation(line: 0, scope: !688)
!694 = !DILocalVariable(name: "c", arg: 1, scope: !695, file: !3, line: 282, type: !14)
!695 = distinct !DISubprogram(name: "cls", scope: !3, file: !3, line: 282, type: !689, scopeLine: 282, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !696)
!696 = !{!694}
!697 = !DILocation(line: 0, scope: !695, inlinedAt: !698)
!698 = distinct !DILocation(line: 283, column: 29, scope: !688)
!699 = !DILocation(line: 282, column: 42, scope: !695, inlinedAt: !698)
!700 = !DILocation(line: 282, column: 55, scope: !695, inlinedAt: !698)
!701 = !{!702, !702, i64 0}
!702 = !{!"short", !113, i64 0}
!703 = !DILocation(line: 283, column: 36, scope: !688)
!704 = !DILocation(line: 282, column: 32, scope: !695, inlinedAt: !698)
!705 = !DILocation(line: 283, column: 22, scope: !688)
!706 = distinct !DISubprogram(name: "isdigit", scope: !3, file: !3, line: 284, type: !689, scopeLine: 284, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !707)
!707 = !{!708}
!708 = !DILocalVariable(name: "c", arg: 1, scope: !706, file: !3, line: 284, type: !14)
!709 = !DILocation(line: 0, scope: !706)
!710 = !DILocation(line: 0, scope: !695, inlinedAt: !711)
!711 = distinct !DILocation(line: 284, column: 29, scope: !706)
!712 = !DILocation(line: 282, column: 42, scope: !695, inlinedAt: !711)
!713 = !DILocation(line: 282, column: 55, scope: !695, inlinedAt: !711)
!714 = !DILocation(line: 284, column: 36, scope: !706)
!715 = !DILocation(line: 282, column: 32, scope: !695, inlinedAt: !711)
!716 = !DILocation(line: 284, column: 22, scope: !706)
!717 = distinct !DISubprogram(name: "isalnum", scope: !3, file: !3, line: 285, type: !689, scopeLine: 285, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !718)
!718 = !{!719}
!719 = !DILocalVariable(name: "c", arg: 1, scope: !717, file: !3, line: 285, type: !14)
!720 = !DILocation(line: 0, scope: !717)
!721 = !DILocation(line: 0, scope: !695, inlinedAt: !722)
!722 = distinct !DILocation(line: 285, column: 29, scope: !717)
!723 = !DILocation(line: 282, column: 42, scope: !695, inlinedAt: !722)
!724 = !DILocation(line: 282, column: 55, scope: !695, inlinedAt: !722)
!725 = !DILocation(line: 285, column: 36, scope: !717)
!726 = !DILocation(line: 282, column: 32, scope: !695, inlinedAt: !722)
!727 = !DILocation(line: 285, column: 22, scope: !717)
!728 = distinct !DISubprogram(name: "isspace", scope: !3, file: !3, line: 286, type: !689, scopeLine: 286, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !729)
!729 = !{!730}
!730 = !DILocalVariable(name: "c", arg: 1, scope: !728, file: !3, line: 286, type: !14)
!731 = !DILocation(line: 0, scope: !728)
!732 = !DILocation(line: 0, scope: !695, inlinedAt: !733)
!733 = distinct !DILocation(line: 286, column: 29, scope: !728)
!734 = !DILocation(line: 282, column: 42, scope: !695, inlinedAt: !733)
!735 = !DILocation(line: 282, column: 55, scope: !695, inlinedAt: !733)
!736 = !DILocation(line: 286, column: 36, scope: !728)
!737 = !DILocation(line: 282, column: 32, scope: !695, inlinedAt: !733)
!738 = !DILocation(line: 286, column: 22, scope: !728)
!739 = distinct !DISubprogram(name: "isupper", scope: !3, file: !3, line: 287, type: !689, scopeLine: 287, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !740)
!740 = !{!741}
!741 = !DILocalVariable(name: "c", arg: 1, scope: !739, file: !3, line: 287, type: !14)
!742 = !DILocation(line: 0, scope: !739)
!743 = !DILocation(line: 0, scope: !695, inlinedAt: !744)
!744 = distinct !DILocation(line: 287, column: 29, scope: !739)
!745 = !DILocation(line: 282, column: 42, scope: !695, inlinedAt: !744)
!746 = !DILocation(line: 282, column: 55, scope: !695, inlinedAt: !744)
!747 = !DILocation(line: 287, column: 36, scope: !739)
!748 = !DILocation(line: 282, column: 32, scope: !695, inlinedAt: !744)
!749 = !DILocation(line: 287, column: 22, scope: !739)
!750 = distinct !DISubprogram(name: "islower", scope: !3, file: !3, line: 288, type: !689, scopeLine: 288, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !751)
!751 = !{!752}
!752 = !DILocalVariable(name: "c", arg: 1, scope: !750, file: !3, line: 288, type: !14)
!753 = !DILocation(line: 0, scope: !750)
!754 = !DILocation(line: 0, scope: !695, inlinedAt: !755)
!755 = distinct !DILocation(line: 288, column: 29, scope: !750)
!756 = !DILocation(line: 282, column: 42, scope: !695, inlinedAt: !755)
!757 = !DILocation(line: 282, column: 55, scope: !695, inlinedAt: !755)
!758 = !DILocation(line: 288, column: 36, scope: !750)
!759 = !DILocation(line: 282, column: 32, scope: !695, inlinedAt: !755)
!760 = !DILocation(line: 288, column: 22, scope: !750)
!761 = distinct !DISubprogram(name: "isxdigit", scope: !3, file: !3, line: 289, type: !689, scopeLine: 289, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !762)
!762 = !{!763}
!763 = !DILocalVariable(name: "c", arg: 1, scope: !761, file: !3, line: 289, type: !14)
!764 = !DILocation(line: 0, scope: !761)
!765 = !DILocation(line: 0, scope: !695, inlinedAt: !766)
!766 = distinct !DILocation(line: 289, column: 30, scope: !761)
!767 = !DILocation(line: 282, column: 42, scope: !695, inlinedAt: !766)
!768 = !DILocation(line: 282, column: 55, scope: !695, inlinedAt: !766)
!769 = !DILocation(line: 289, column: 37, scope: !761)
!770 = !DILocation(line: 282, column: 32, scope: !695, inlinedAt: !766)
!771 = !DILocation(line: 289, column: 23, scope: !761)
!772 = distinct !DISubprogram(name: "isprint", scope: !3, file: !3, line: 290, type: !689, scopeLine: 290, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !773)
!773 = !{!774}
!774 = !DILocalVariable(name: "c", arg: 1, scope: !772, file: !3, line: 290, type: !14)
!775 = !DILocation(line: 0, scope: !772)
!776 = !DILocation(line: 0, scope: !695, inlinedAt: !777)
!777 = distinct !DILocation(line: 290, column: 29, scope: !772)
!778 = !DILocation(line: 282, column: 42, scope: !695, inlinedAt: !777)
!779 = !DILocation(line: 282, column: 55, scope: !695, inlinedAt: !777)
!780 = !DILocation(line: 290, column: 36, scope: !772)
!781 = !DILocation(line: 282, column: 32, scope: !695, inlinedAt: !777)
!782 = !DILocation(line: 290, column: 22, scope: !772)
!783 = distinct !DISubprogram(name: "isgraph", scope: !3, file: !3, line: 291, type: !689, scopeLine: 291, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !784)
!784 = !{!785}
!785 = !DILocalVariable(name: "c", arg: 1, scope: !783, file: !3, line: 291, type: !14)
!786 = !DILocation(line: 0, scope: !783)
!787 = !DILocation(line: 0, scope: !695, inlinedAt: !788)
!788 = distinct !DILocation(line: 291, column: 29, scope: !783)
!789 = !DILocation(line: 282, column: 42, scope: !695, inlinedAt: !788)
!790 = !DILocation(line: 282, column: 55, scope: !695, inlinedAt: !788)
!791 = !DILocation(line: 291, column: 36, scope: !783)
!792 = !DILocation(line: 282, column: 32, scope: !695, inlinedAt: !788)
!793 = !DILocation(line: 291, column: 22, scope: !783)
!794 = distinct !DISubprogram(name: "ispunct", scope: !3, file: !3, line: 292, type: !689, scopeLine: 292, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !795)
!795 = !{!796}
!796 = !DILocalVariable(name: "c", arg: 1, scope: !794, file: !3, line: 292, type: !14)
!797 = !DILocation(line: 0, scope: !794)
!798 = !DILocation(line: 0, scope: !695, inlinedAt: !799)
!799 = distinct !DILocation(line: 292, column: 29, scope: !794)
!800 = !DILocation(line: 282, column: 42, scope: !695, inlinedAt: !799)
!801 = !DILocation(line: 282, column: 55, scope: !695, inlinedAt: !799)
!802 = !DILocation(line: 292, column: 36, scope: !794)
!803 = !DILocation(line: 282, column: 32, scope: !695, inlinedAt: !799)
!804 = !DILocation(line: 292, column: 22, scope: !794)
!805 = distinct !DISubprogram(name: "iscntrl", scope: !3, file: !3, line: 293, type: !689, scopeLine: 293, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !806)
!806 = !{!807}
!807 = !DILocalVariable(name: "c", arg: 1, scope: !805, file: !3, line: 293, type: !14)
!808 = !DILocation(line: 0, scope: !805)
!809 = !DILocation(line: 0, scope: !695, inlinedAt: !810)
!810 = distinct !DILocation(line: 293, column: 29, scope: !805)
!811 = !DILocation(line: 282, column: 42, scope: !695, inlinedAt: !810)
!812 = !DILocation(line: 282, column: 55, scope: !695, inlinedAt: !810)
!813 = !DILocation(line: 293, column: 36, scope: !805)
!814 = !DILocation(line: 282, column: 32, scope: !695, inlinedAt: !810)
!815 = !DILocation(line: 293, column: 22, scope: !805)
!816 = distinct !DISubprogram(name: "isblank", scope: !3, file: !3, line: 294, type: !689, scopeLine: 294, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !817)
!817 = !{!818}
!818 = !DILocalVariable(name: "c", arg: 1, scope: !816, file: !3, line: 294, type: !14)
!819 = !DILocation(line: 0, scope: !816)
!820 = !DILocation(line: 0, scope: !695, inlinedAt: !821)
!821 = distinct !DILocation(line: 294, column: 29, scope: !816)
!822 = !DILocation(line: 282, column: 42, scope: !695, inlinedAt: !821)
!823 = !DILocation(line: 282, column: 55, scope: !695, inlinedAt: !821)
!824 = !DILocation(line: 294, column: 36, scope: !816)
!825 = !DILocation(line: 282, column: 32, scope: !695, inlinedAt: !821)
!826 = !DILocation(line: 294, column: 22, scope: !816)
!827 = distinct !DISubprogram(name: "tolower", scope: !3, file: !3, line: 295, type: !689, scopeLine: 295, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !828)
!828 = !{!829}
!829 = !DILocalVariable(name: "c", arg: 1, scope: !827, file: !3, line: 295, type: !14)
!830 = !DILocation(line: 0, scope: !827)
!831 = !DILocation(line: 295, column: 39, scope: !827)
!832 = !DILocation(line: 295, column: 52, scope: !827)
!833 = !DILocation(line: 295, column: 29, scope: !827)
!834 = !DILocation(line: 295, column: 22, scope: !827)
!835 = distinct !DISubprogram(name: "toupper", scope: !3, file: !3, line: 296, type: !689, scopeLine: 296, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !836)
!836 = !{!837}
!837 = !DILocalVariable(name: "c", arg: 1, scope: !835, file: !3, line: 296, type: !14)
!838 = !DILocation(line: 0, scope: !835)
!839 = !DILocation(line: 296, column: 39, scope: !835)
!840 = !DILocation(line: 296, column: 52, scope: !835)
!841 = !DILocation(line: 296, column: 29, scope: !835)
!842 = !DILocation(line: 296, column: 22, scope: !835)
!843 = distinct !DISubprogram(name: "abs", scope: !3, file: !3, line: 300, type: !689, scopeLine: 300, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !844)
!844 = !{!845}
!845 = !DILocalVariable(name: "x", arg: 1, scope: !843, file: !3, line: 300, type: !14)
!846 = !DILocation(line: 0, scope: !843)
!847 = !DILocation(line: 300, column: 25, scope: !843)
!848 = !DILocation(line: 300, column: 18, scope: !843)
!849 = distinct !DISubprogram(name: "labs", scope: !3, file: !3, line: 301, type: !850, scopeLine: 301, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !852)
!850 = !DISubroutineType(types: !851)
!851 = !{!12, !12}
!852 = !{!853}
!853 = !DILocalVariable(name: "x", arg: 1, scope: !849, file: !3, line: 301, type: !12)
!854 = !DILocation(line: 0, scope: !849)
!855 = !DILocation(line: 301, column: 28, scope: !849)
!856 = !DILocation(line: 301, column: 21, scope: !849)
!857 = distinct !DISubprogram(name: "llabs", scope: !3, file: !3, line: 302, type: !858, scopeLine: 302, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !860)
!858 = !DISubroutineType(types: !859)
!859 = !{!11, !11}
!860 = !{!861}
!861 = !DILocalVariable(name: "x", arg: 1, scope: !857, file: !3, line: 302, type: !11)
!862 = !DILocation(line: 0, scope: !857)
!863 = !DILocation(line: 302, column: 39, scope: !857)
!864 = !DILocation(line: 302, column: 32, scope: !857)
!865 = distinct !DISubprogram(name: "getenv", scope: !3, file: !3, line: 304, type: !627, scopeLine: 304, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !866)
!866 = !{!867}
!867 = !DILocalVariable(name: "name", arg: 1, scope: !865, file: !3, line: 304, type: !17)
!868 = !DILocation(line: 0, scope: !865)
!869 = !DILocation(line: 306, column: 3, scope: !865)
!870 = distinct !DISubprogram(name: "strtoll", scope: !3, file: !3, line: 388, type: !871, scopeLine: 388, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !873)
!871 = !DISubroutineType(types: !872)
!872 = !{!11, !17, !518, !14}
!873 = !{!874, !875, !876, !877, !878}
!874 = !DILocalVariable(name: "nptr", arg: 1, scope: !870, file: !3, line: 388, type: !17)
!875 = !DILocalVariable(name: "endptr", arg: 2, scope: !870, file: !3, line: 388, type: !518)
!876 = !DILocalVariable(name: "base", arg: 3, scope: !870, file: !3, line: 388, type: !14)
!877 = !DILocalVariable(name: "neg", scope: !870, file: !3, line: 389, type: !14)
!878 = !DILocalVariable(name: "v", scope: !870, file: !3, line: 390, type: !21)
!879 = distinct !DIAssignID()
!880 = !DILocation(line: 0, scope: !870)
!881 = !DILocation(line: 389, column: 3, scope: !870)
!882 = !DILocation(line: 389, column: 7, scope: !870)
!883 = distinct !DIAssignID()
!884 = !DILocation(line: 390, column: 26, scope: !870)
!885 = !DILocation(line: 392, column: 10, scope: !870)
!886 = !DILocation(line: 393, column: 1, scope: !870)
!887 = !DILocation(line: 392, column: 3, scope: !870)
!888 = distinct !DISubprogram(name: "strto_common", scope: !3, file: !3, line: 350, type: !889, scopeLine: 352, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !891)
!889 = !DISubroutineType(types: !890)
!890 = !{!21, !17, !518, !14, !14, !21, !11, !11, !100}
!891 = !{!892, !893, !894, !895, !896, !897, !898, !899, !900, !901, !902, !903, !904, !905, !906}
!892 = !DILocalVariable(name: "nptr", arg: 1, scope: !888, file: !3, line: 350, type: !17)
!893 = !DILocalVariable(name: "endptr", arg: 2, scope: !888, file: !3, line: 350, type: !518)
!894 = !DILocalVariable(name: "base", arg: 3, scope: !888, file: !3, line: 350, type: !14)
!895 = !DILocalVariable(name: "is_signed", arg: 4, scope: !888, file: !3, line: 350, type: !14)
!896 = !DILocalVariable(name: "umax", arg: 5, scope: !888, file: !3, line: 351, type: !21)
!897 = !DILocalVariable(name: "smin", arg: 6, scope: !888, file: !3, line: 351, type: !11)
!898 = !DILocalVariable(name: "smax", arg: 7, scope: !888, file: !3, line: 351, type: !11)
!899 = !DILocalVariable(name: "neg_out", arg: 8, scope: !888, file: !3, line: 352, type: !100)
!900 = !DILocalVariable(name: "s", scope: !888, file: !3, line: 353, type: !17)
!901 = !DILocalVariable(name: "neg", scope: !888, file: !3, line: 356, type: !14)
!902 = !DILocalVariable(name: "limit", scope: !888, file: !3, line: 367, type: !21)
!903 = !DILocalVariable(name: "end", scope: !888, file: !3, line: 372, type: !17)
!904 = !DILocalVariable(name: "overflow", scope: !888, file: !3, line: 373, type: !14)
!905 = !DILocalVariable(name: "any", scope: !888, file: !3, line: 373, type: !14)
!906 = !DILocalVariable(name: "v", scope: !888, file: !3, line: 374, type: !21)
!907 = !DILocation(line: 0, scope: !888)
!908 = !DILocation(line: 354, column: 3, scope: !888)
!909 = !DILocation(line: 354, column: 33, scope: !888)
!910 = !DILocation(line: 282, column: 55, scope: !695, inlinedAt: !911)
!911 = distinct !DILocation(line: 286, column: 29, scope: !728, inlinedAt: !912)
!912 = distinct !DILocation(line: 354, column: 10, scope: !888)
!913 = !DILocation(line: 0, scope: !728, inlinedAt: !912)
!914 = !DILocation(line: 0, scope: !695, inlinedAt: !911)
!915 = !DILocation(line: 286, column: 36, scope: !728, inlinedAt: !912)
!916 = !DILocation(line: 355, column: 6, scope: !888)
!917 = distinct !{!917, !908, !916, !141}
!918 = !DILocation(line: 357, column: 17, scope: !919)
!919 = distinct !DILexicalBlock(scope: !888, file: !3, line: 357, column: 7)
!920 = !DILocation(line: 358, column: 14, scope: !921)
!921 = distinct !DILexicalBlock(scope: !919, file: !3, line: 357, column: 31)
!922 = !DILocation(line: 360, column: 3, scope: !921)
!923 = !DILocation(line: 361, column: 16, scope: !924)
!924 = distinct !DILexicalBlock(scope: !888, file: !3, line: 361, column: 7)
!925 = !DILocation(line: 362, column: 5, scope: !926)
!926 = distinct !DILexicalBlock(scope: !924, file: !3, line: 361, column: 43)
!927 = !DILocation(line: 362, column: 18, scope: !926)
!928 = !DILocation(line: 363, column: 9, scope: !929)
!929 = distinct !DILexicalBlock(scope: !926, file: !3, line: 363, column: 9)
!930 = !DILocation(line: 363, column: 9, scope: !926)
!931 = !DILocation(line: 364, column: 15, scope: !929)
!932 = !DILocation(line: 364, column: 7, scope: !929)
!933 = !DILocation(line: 368, column: 7, scope: !934)
!934 = distinct !DILexicalBlock(scope: !888, file: !3, line: 368, column: 7)
!935 = !DILocation(line: 368, column: 7, scope: !888)
!936 = !DILocalVariable(name: "s", arg: 1, scope: !937, file: !3, line: 311, type: !17)
!937 = distinct !DISubprogram(name: "parse_digits", scope: !3, file: !3, line: 311, type: !938, scopeLine: 312, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !941)
!938 = !DISubroutineType(types: !939)
!939 = !{!21, !17, !940, !100, !21, !100, !100}
!940 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!941 = !{!936, !942, !943, !944, !945, !946, !947, !948, !949, !953}
!942 = !DILocalVariable(name: "end", arg: 2, scope: !937, file: !3, line: 311, type: !940)
!943 = !DILocalVariable(name: "base", arg: 3, scope: !937, file: !3, line: 311, type: !100)
!944 = !DILocalVariable(name: "limit", arg: 4, scope: !937, file: !3, line: 312, type: !21)
!945 = !DILocalVariable(name: "overflow", arg: 5, scope: !937, file: !3, line: 312, type: !100)
!946 = !DILocalVariable(name: "any", arg: 6, scope: !937, file: !3, line: 312, type: !100)
!947 = !DILocalVariable(name: "b", scope: !937, file: !3, line: 313, type: !14)
!948 = !DILocalVariable(name: "v", scope: !937, file: !3, line: 322, type: !21)
!949 = !DILocalVariable(name: "d", scope: !950, file: !3, line: 326, type: !14)
!950 = distinct !DILexicalBlock(scope: !951, file: !3, line: 325, column: 16)
!951 = distinct !DILexicalBlock(scope: !952, file: !3, line: 325, column: 3)
!952 = distinct !DILexicalBlock(scope: !937, file: !3, line: 325, column: 3)
!953 = !DILocalVariable(name: "c", scope: !950, file: !3, line: 327, type: !5)
!954 = !DILocation(line: 0, scope: !937, inlinedAt: !955)
!955 = distinct !DILocation(line: 374, column: 26, scope: !888)
!956 = !DILocation(line: 314, column: 10, scope: !957, inlinedAt: !955)
!957 = distinct !DILexicalBlock(scope: !937, file: !3, line: 314, column: 7)
!958 = !DILocation(line: 314, column: 15, scope: !957, inlinedAt: !955)
!959 = !DILocation(line: 314, column: 30, scope: !957, inlinedAt: !955)
!960 = !DILocation(line: 314, column: 35, scope: !957, inlinedAt: !955)
!961 = !DILocation(line: 314, column: 42, scope: !957, inlinedAt: !955)
!962 = !DILocation(line: 314, column: 46, scope: !957, inlinedAt: !955)
!963 = !DILocation(line: 314, column: 58, scope: !957, inlinedAt: !955)
!964 = !DILocation(line: 315, column: 32, scope: !957, inlinedAt: !955)
!965 = !DILocation(line: 282, column: 55, scope: !695, inlinedAt: !966)
!966 = distinct !DILocation(line: 289, column: 30, scope: !761, inlinedAt: !967)
!967 = distinct !DILocation(line: 315, column: 8, scope: !957, inlinedAt: !955)
!968 = !DILocation(line: 0, scope: !761, inlinedAt: !967)
!969 = !DILocation(line: 0, scope: !695, inlinedAt: !966)
!970 = !DILocation(line: 289, column: 37, scope: !761, inlinedAt: !967)
!971 = !DILocation(line: 315, column: 8, scope: !957, inlinedAt: !955)
!972 = !DILocation(line: 314, column: 7, scope: !937, inlinedAt: !955)
!973 = !DILocation(line: 318, column: 14, scope: !957, inlinedAt: !955)
!974 = !DILocation(line: 319, column: 9, scope: !975, inlinedAt: !955)
!975 = distinct !DILexicalBlock(scope: !976, file: !3, line: 318, column: 22)
!976 = distinct !DILexicalBlock(scope: !957, file: !3, line: 318, column: 14)
!977 = !DILocation(line: 320, column: 3, scope: !975, inlinedAt: !955)
!978 = !DILocation(line: 327, column: 38, scope: !950, inlinedAt: !955)
!979 = !DILocation(line: 0, scope: !950, inlinedAt: !955)
!980 = !DILocation(line: 0, scope: !706, inlinedAt: !981)
!981 = distinct !DILocation(line: 328, column: 9, scope: !982, inlinedAt: !955)
!982 = distinct !DILexicalBlock(scope: !950, file: !3, line: 328, column: 9)
!983 = !DILocation(line: 0, scope: !695, inlinedAt: !984)
!984 = distinct !DILocation(line: 284, column: 29, scope: !706, inlinedAt: !981)
!985 = !DILocation(line: 282, column: 55, scope: !695, inlinedAt: !984)
!986 = !DILocation(line: 284, column: 36, scope: !706, inlinedAt: !981)
!987 = !DILocation(line: 328, column: 9, scope: !982, inlinedAt: !955)
!988 = !DILocation(line: 328, column: 9, scope: !950, inlinedAt: !955)
!989 = !DILocation(line: 328, column: 17, scope: !982, inlinedAt: !955)
!990 = !DILocation(line: 329, column: 13, scope: !982, inlinedAt: !955)
!991 = !DILocation(line: 329, column: 7, scope: !982, inlinedAt: !955)
!992 = !DILocation(line: 0, scope: !688, inlinedAt: !993)
!993 = distinct !DILocation(line: 330, column: 14, scope: !994, inlinedAt: !955)
!994 = distinct !DILexicalBlock(scope: !982, file: !3, line: 330, column: 14)
!995 = !DILocation(line: 0, scope: !695, inlinedAt: !996)
!996 = distinct !DILocation(line: 283, column: 29, scope: !688, inlinedAt: !993)
!997 = !DILocation(line: 283, column: 36, scope: !688, inlinedAt: !993)
!998 = !DILocation(line: 330, column: 14, scope: !994, inlinedAt: !955)
!999 = !DILocation(line: 330, column: 14, scope: !982, inlinedAt: !955)
!1000 = !DILocation(line: 0, scope: !827, inlinedAt: !1001)
!1001 = distinct !DILocation(line: 331, column: 11, scope: !994, inlinedAt: !955)
!1002 = !DILocation(line: 295, column: 52, scope: !827, inlinedAt: !1001)
!1003 = !DILocation(line: 331, column: 28, scope: !994, inlinedAt: !955)
!1004 = !DILocation(line: 0, scope: !982, inlinedAt: !955)
!1005 = !DILocation(line: 334, column: 11, scope: !1006, inlinedAt: !955)
!1006 = distinct !DILexicalBlock(scope: !950, file: !3, line: 334, column: 9)
!1007 = !DILocation(line: 334, column: 9, scope: !950, inlinedAt: !955)
!1008 = !DILocation(line: 339, column: 22, scope: !1009, inlinedAt: !955)
!1009 = distinct !DILexicalBlock(scope: !950, file: !3, line: 339, column: 9)
!1010 = !DILocation(line: 325, column: 3, scope: !937, inlinedAt: !955)
!1011 = !DILocation(line: 325, column: 3, scope: !952, inlinedAt: !955)
!1012 = !DILocation(line: 337, column: 9, scope: !950, inlinedAt: !955)
!1013 = distinct !{!1013, !1011, !1014, !1015}
!1014 = !DILocation(line: 345, column: 3, scope: !952, inlinedAt: !955)
!1015 = !{!"llvm.loop.peeled.count", i32 1}
!1016 = !DILocation(line: 339, column: 20, scope: !1009, inlinedAt: !955)
!1017 = !DILocation(line: 339, column: 45, scope: !1009, inlinedAt: !955)
!1018 = !DILocation(line: 339, column: 11, scope: !1009, inlinedAt: !955)
!1019 = !DILocation(line: 339, column: 9, scope: !950, inlinedAt: !955)
!1020 = !DILocation(line: 376, column: 9, scope: !1021)
!1021 = distinct !DILexicalBlock(scope: !1022, file: !3, line: 376, column: 9)
!1022 = distinct !DILexicalBlock(scope: !1023, file: !3, line: 375, column: 13)
!1023 = distinct !DILexicalBlock(scope: !888, file: !3, line: 375, column: 7)
!1024 = !DILocation(line: 376, column: 9, scope: !1022)
!1025 = !DILocation(line: 377, column: 15, scope: !1021)
!1026 = !DILocation(line: 377, column: 7, scope: !1021)
!1027 = !DILocation(line: 382, column: 7, scope: !1028)
!1028 = distinct !DILexicalBlock(scope: !888, file: !3, line: 382, column: 7)
!1029 = !DILocation(line: 380, column: 7, scope: !1030)
!1030 = distinct !DILexicalBlock(scope: !888, file: !3, line: 380, column: 7)
!1031 = !DILocation(line: 380, column: 7, scope: !888)
!1032 = !DILocation(line: 381, column: 13, scope: !1030)
!1033 = !DILocation(line: 381, column: 5, scope: !1030)
!1034 = !DILocation(line: 382, column: 7, scope: !888)
!1035 = !DILocation(line: 383, column: 5, scope: !1028)
!1036 = !DILocation(line: 383, column: 18, scope: !1028)
!1037 = !DILocation(line: 384, column: 12, scope: !888)
!1038 = !DILocation(line: 385, column: 3, scope: !888)
!1039 = !DILocation(line: 386, column: 1, scope: !888)
!1040 = distinct !DISubprogram(name: "strtoull", scope: !3, file: !3, line: 395, type: !1041, scopeLine: 395, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1043)
!1041 = !DISubroutineType(types: !1042)
!1042 = !{!21, !17, !518, !14}
!1043 = !{!1044, !1045, !1046, !1047, !1048}
!1044 = !DILocalVariable(name: "nptr", arg: 1, scope: !1040, file: !3, line: 395, type: !17)
!1045 = !DILocalVariable(name: "endptr", arg: 2, scope: !1040, file: !3, line: 395, type: !518)
!1046 = !DILocalVariable(name: "base", arg: 3, scope: !1040, file: !3, line: 395, type: !14)
!1047 = !DILocalVariable(name: "neg", scope: !1040, file: !3, line: 396, type: !14)
!1048 = !DILocalVariable(name: "v", scope: !1040, file: !3, line: 397, type: !21)
!1049 = distinct !DIAssignID()
!1050 = !DILocation(line: 0, scope: !1040)
!1051 = !DILocation(line: 396, column: 3, scope: !1040)
!1052 = !DILocation(line: 396, column: 7, scope: !1040)
!1053 = distinct !DIAssignID()
!1054 = !DILocation(line: 397, column: 26, scope: !1040)
!1055 = !DILocation(line: 398, column: 10, scope: !1040)
!1056 = !DILocation(line: 399, column: 1, scope: !1040)
!1057 = !DILocation(line: 398, column: 3, scope: !1040)
!1058 = distinct !DISubprogram(name: "strtol", scope: !3, file: !3, line: 401, type: !1059, scopeLine: 401, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1061)
!1059 = !DISubroutineType(types: !1060)
!1060 = !{!12, !17, !518, !14}
!1061 = !{!1062, !1063, !1064, !1065, !1066, !1067}
!1062 = !DILocalVariable(name: "nptr", arg: 1, scope: !1058, file: !3, line: 401, type: !17)
!1063 = !DILocalVariable(name: "endptr", arg: 2, scope: !1058, file: !3, line: 401, type: !518)
!1064 = !DILocalVariable(name: "base", arg: 3, scope: !1058, file: !3, line: 401, type: !14)
!1065 = !DILocalVariable(name: "neg", scope: !1058, file: !3, line: 402, type: !14)
!1066 = !DILocalVariable(name: "lmax", scope: !1058, file: !3, line: 403, type: !12)
!1067 = !DILocalVariable(name: "v", scope: !1058, file: !3, line: 404, type: !21)
!1068 = distinct !DIAssignID()
!1069 = !DILocation(line: 0, scope: !1058)
!1070 = !DILocation(line: 402, column: 3, scope: !1058)
!1071 = !DILocation(line: 402, column: 7, scope: !1058)
!1072 = distinct !DIAssignID()
!1073 = !DILocation(line: 404, column: 26, scope: !1058)
!1074 = !DILocation(line: 405, column: 10, scope: !1058)
!1075 = !DILocation(line: 406, column: 1, scope: !1058)
!1076 = !DILocation(line: 405, column: 3, scope: !1058)
!1077 = distinct !DISubprogram(name: "strtoul", scope: !3, file: !3, line: 408, type: !1078, scopeLine: 408, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1080)
!1078 = !DISubroutineType(types: !1079)
!1079 = !{!13, !17, !518, !14}
!1080 = !{!1081, !1082, !1083, !1084, !1085}
!1081 = !DILocalVariable(name: "nptr", arg: 1, scope: !1077, file: !3, line: 408, type: !17)
!1082 = !DILocalVariable(name: "endptr", arg: 2, scope: !1077, file: !3, line: 408, type: !518)
!1083 = !DILocalVariable(name: "base", arg: 3, scope: !1077, file: !3, line: 408, type: !14)
!1084 = !DILocalVariable(name: "neg", scope: !1077, file: !3, line: 409, type: !14)
!1085 = !DILocalVariable(name: "v", scope: !1077, file: !3, line: 410, type: !21)
!1086 = distinct !DIAssignID()
!1087 = !DILocation(line: 0, scope: !1077)
!1088 = !DILocation(line: 409, column: 3, scope: !1077)
!1089 = !DILocation(line: 409, column: 7, scope: !1077)
!1090 = distinct !DIAssignID()
!1091 = !DILocation(line: 410, column: 26, scope: !1077)
!1092 = !DILocation(line: 411, column: 10, scope: !1077)
!1093 = !DILocation(line: 412, column: 1, scope: !1077)
!1094 = !DILocation(line: 411, column: 3, scope: !1077)
!1095 = distinct !DISubprogram(name: "atoi", scope: !3, file: !3, line: 414, type: !1096, scopeLine: 414, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1098)
!1096 = !DISubroutineType(types: !1097)
!1097 = !{!14, !17}
!1098 = !{!1099}
!1099 = !DILocalVariable(name: "s", arg: 1, scope: !1095, file: !3, line: 414, type: !17)
!1100 = !DILocation(line: 0, scope: !1095)
!1101 = !DILocation(line: 0, scope: !1058, inlinedAt: !1102)
!1102 = distinct !DILocation(line: 414, column: 39, scope: !1095)
!1103 = !DILocation(line: 0, scope: !888, inlinedAt: !1104)
!1104 = distinct !DILocation(line: 404, column: 26, scope: !1058, inlinedAt: !1102)
!1105 = !DILocation(line: 354, column: 3, scope: !888, inlinedAt: !1104)
!1106 = !DILocation(line: 354, column: 33, scope: !888, inlinedAt: !1104)
!1107 = !DILocation(line: 282, column: 55, scope: !695, inlinedAt: !1108)
!1108 = distinct !DILocation(line: 286, column: 29, scope: !728, inlinedAt: !1109)
!1109 = distinct !DILocation(line: 354, column: 10, scope: !888, inlinedAt: !1104)
!1110 = !DILocation(line: 0, scope: !728, inlinedAt: !1109)
!1111 = !DILocation(line: 0, scope: !695, inlinedAt: !1108)
!1112 = !DILocation(line: 286, column: 36, scope: !728, inlinedAt: !1109)
!1113 = !DILocation(line: 355, column: 6, scope: !888, inlinedAt: !1104)
!1114 = distinct !{!1114, !1105, !1113, !141}
!1115 = !DILocation(line: 357, column: 17, scope: !919, inlinedAt: !1104)
!1116 = !DILocation(line: 358, column: 14, scope: !921, inlinedAt: !1104)
!1117 = !DILocation(line: 368, column: 7, scope: !888, inlinedAt: !1104)
!1118 = !DILocation(line: 327, column: 38, scope: !950, inlinedAt: !1119)
!1119 = distinct !DILocation(line: 374, column: 26, scope: !888, inlinedAt: !1104)
!1120 = !DILocation(line: 282, column: 55, scope: !695, inlinedAt: !1121)
!1121 = distinct !DILocation(line: 284, column: 29, scope: !706, inlinedAt: !1122)
!1122 = distinct !DILocation(line: 328, column: 9, scope: !982, inlinedAt: !1119)
!1123 = !DILocation(line: 0, scope: !937, inlinedAt: !1119)
!1124 = !DILocation(line: 0, scope: !950, inlinedAt: !1119)
!1125 = !DILocation(line: 0, scope: !706, inlinedAt: !1122)
!1126 = !DILocation(line: 0, scope: !695, inlinedAt: !1121)
!1127 = !DILocation(line: 284, column: 36, scope: !706, inlinedAt: !1122)
!1128 = !DILocation(line: 328, column: 9, scope: !982, inlinedAt: !1119)
!1129 = !DILocation(line: 328, column: 9, scope: !950, inlinedAt: !1119)
!1130 = !DILocation(line: 328, column: 17, scope: !982, inlinedAt: !1119)
!1131 = !DILocation(line: 329, column: 13, scope: !982, inlinedAt: !1119)
!1132 = !DILocation(line: 329, column: 7, scope: !982, inlinedAt: !1119)
!1133 = !DILocation(line: 0, scope: !688, inlinedAt: !1134)
!1134 = distinct !DILocation(line: 330, column: 14, scope: !994, inlinedAt: !1119)
!1135 = !DILocation(line: 0, scope: !695, inlinedAt: !1136)
!1136 = distinct !DILocation(line: 283, column: 29, scope: !688, inlinedAt: !1134)
!1137 = !DILocation(line: 283, column: 36, scope: !688, inlinedAt: !1134)
!1138 = !DILocation(line: 330, column: 14, scope: !994, inlinedAt: !1119)
!1139 = !DILocation(line: 330, column: 14, scope: !982, inlinedAt: !1119)
!1140 = !DILocation(line: 0, scope: !827, inlinedAt: !1141)
!1141 = distinct !DILocation(line: 331, column: 11, scope: !994, inlinedAt: !1119)
!1142 = !DILocation(line: 295, column: 52, scope: !827, inlinedAt: !1141)
!1143 = !DILocation(line: 331, column: 28, scope: !994, inlinedAt: !1119)
!1144 = !DILocation(line: 0, scope: !982, inlinedAt: !1119)
!1145 = !DILocation(line: 334, column: 11, scope: !1006, inlinedAt: !1119)
!1146 = !DILocation(line: 334, column: 9, scope: !950, inlinedAt: !1119)
!1147 = !DILocation(line: 339, column: 22, scope: !1009, inlinedAt: !1119)
!1148 = !DILocation(line: 325, column: 3, scope: !937, inlinedAt: !1119)
!1149 = !DILocation(line: 325, column: 3, scope: !952, inlinedAt: !1119)
!1150 = !DILocation(line: 337, column: 9, scope: !950, inlinedAt: !1119)
!1151 = distinct !{!1151, !1149, !1152, !1015}
!1152 = !DILocation(line: 345, column: 3, scope: !952, inlinedAt: !1119)
!1153 = !DILocation(line: 339, column: 20, scope: !1009, inlinedAt: !1119)
!1154 = !DILocation(line: 339, column: 45, scope: !1009, inlinedAt: !1119)
!1155 = !DILocation(line: 339, column: 11, scope: !1009, inlinedAt: !1119)
!1156 = !DILocation(line: 339, column: 9, scope: !950, inlinedAt: !1119)
!1157 = !DILocation(line: 382, column: 7, scope: !1028, inlinedAt: !1104)
!1158 = !DILocation(line: 382, column: 7, scope: !888, inlinedAt: !1104)
!1159 = !DILocation(line: 383, column: 5, scope: !1028, inlinedAt: !1104)
!1160 = !DILocation(line: 383, column: 18, scope: !1028, inlinedAt: !1104)
!1161 = !DILocation(line: 405, column: 10, scope: !1058, inlinedAt: !1102)
!1162 = !DILocation(line: 414, column: 34, scope: !1095)
!1163 = !DILocation(line: 414, column: 27, scope: !1095)
!1164 = distinct !DISubprogram(name: "atol", scope: !3, file: !3, line: 415, type: !1165, scopeLine: 415, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1167)
!1165 = !DISubroutineType(types: !1166)
!1166 = !{!12, !17}
!1167 = !{!1168}
!1168 = !DILocalVariable(name: "s", arg: 1, scope: !1164, file: !3, line: 415, type: !17)
!1169 = !DILocation(line: 0, scope: !1164)
!1170 = !DILocation(line: 0, scope: !1058, inlinedAt: !1171)
!1171 = distinct !DILocation(line: 415, column: 35, scope: !1164)
!1172 = !DILocation(line: 0, scope: !888, inlinedAt: !1173)
!1173 = distinct !DILocation(line: 404, column: 26, scope: !1058, inlinedAt: !1171)
!1174 = !DILocation(line: 354, column: 3, scope: !888, inlinedAt: !1173)
!1175 = !DILocation(line: 354, column: 33, scope: !888, inlinedAt: !1173)
!1176 = !DILocation(line: 282, column: 55, scope: !695, inlinedAt: !1177)
!1177 = distinct !DILocation(line: 286, column: 29, scope: !728, inlinedAt: !1178)
!1178 = distinct !DILocation(line: 354, column: 10, scope: !888, inlinedAt: !1173)
!1179 = !DILocation(line: 0, scope: !728, inlinedAt: !1178)
!1180 = !DILocation(line: 0, scope: !695, inlinedAt: !1177)
!1181 = !DILocation(line: 286, column: 36, scope: !728, inlinedAt: !1178)
!1182 = !DILocation(line: 355, column: 6, scope: !888, inlinedAt: !1173)
!1183 = distinct !{!1183, !1174, !1182, !141}
!1184 = !DILocation(line: 357, column: 17, scope: !919, inlinedAt: !1173)
!1185 = !DILocation(line: 358, column: 14, scope: !921, inlinedAt: !1173)
!1186 = !DILocation(line: 368, column: 7, scope: !888, inlinedAt: !1173)
!1187 = !DILocation(line: 327, column: 38, scope: !950, inlinedAt: !1188)
!1188 = distinct !DILocation(line: 374, column: 26, scope: !888, inlinedAt: !1173)
!1189 = !DILocation(line: 282, column: 55, scope: !695, inlinedAt: !1190)
!1190 = distinct !DILocation(line: 284, column: 29, scope: !706, inlinedAt: !1191)
!1191 = distinct !DILocation(line: 328, column: 9, scope: !982, inlinedAt: !1188)
!1192 = !DILocation(line: 0, scope: !937, inlinedAt: !1188)
!1193 = !DILocation(line: 0, scope: !950, inlinedAt: !1188)
!1194 = !DILocation(line: 0, scope: !706, inlinedAt: !1191)
!1195 = !DILocation(line: 0, scope: !695, inlinedAt: !1190)
!1196 = !DILocation(line: 284, column: 36, scope: !706, inlinedAt: !1191)
!1197 = !DILocation(line: 328, column: 9, scope: !982, inlinedAt: !1188)
!1198 = !DILocation(line: 328, column: 9, scope: !950, inlinedAt: !1188)
!1199 = !DILocation(line: 328, column: 17, scope: !982, inlinedAt: !1188)
!1200 = !DILocation(line: 329, column: 13, scope: !982, inlinedAt: !1188)
!1201 = !DILocation(line: 329, column: 7, scope: !982, inlinedAt: !1188)
!1202 = !DILocation(line: 0, scope: !688, inlinedAt: !1203)
!1203 = distinct !DILocation(line: 330, column: 14, scope: !994, inlinedAt: !1188)
!1204 = !DILocation(line: 0, scope: !695, inlinedAt: !1205)
!1205 = distinct !DILocation(line: 283, column: 29, scope: !688, inlinedAt: !1203)
!1206 = !DILocation(line: 283, column: 36, scope: !688, inlinedAt: !1203)
!1207 = !DILocation(line: 330, column: 14, scope: !994, inlinedAt: !1188)
!1208 = !DILocation(line: 330, column: 14, scope: !982, inlinedAt: !1188)
!1209 = !DILocation(line: 0, scope: !827, inlinedAt: !1210)
!1210 = distinct !DILocation(line: 331, column: 11, scope: !994, inlinedAt: !1188)
!1211 = !DILocation(line: 295, column: 52, scope: !827, inlinedAt: !1210)
!1212 = !DILocation(line: 331, column: 28, scope: !994, inlinedAt: !1188)
!1213 = !DILocation(line: 0, scope: !982, inlinedAt: !1188)
!1214 = !DILocation(line: 334, column: 11, scope: !1006, inlinedAt: !1188)
!1215 = !DILocation(line: 334, column: 9, scope: !950, inlinedAt: !1188)
!1216 = !DILocation(line: 339, column: 22, scope: !1009, inlinedAt: !1188)
!1217 = !DILocation(line: 325, column: 3, scope: !937, inlinedAt: !1188)
!1218 = !DILocation(line: 325, column: 3, scope: !952, inlinedAt: !1188)
!1219 = !DILocation(line: 337, column: 9, scope: !950, inlinedAt: !1188)
!1220 = distinct !{!1220, !1218, !1221, !1015}
!1221 = !DILocation(line: 345, column: 3, scope: !952, inlinedAt: !1188)
!1222 = !DILocation(line: 339, column: 20, scope: !1009, inlinedAt: !1188)
!1223 = !DILocation(line: 339, column: 45, scope: !1009, inlinedAt: !1188)
!1224 = !DILocation(line: 339, column: 11, scope: !1009, inlinedAt: !1188)
!1225 = !DILocation(line: 339, column: 9, scope: !950, inlinedAt: !1188)
!1226 = !DILocation(line: 382, column: 7, scope: !1028, inlinedAt: !1173)
!1227 = !DILocation(line: 382, column: 7, scope: !888, inlinedAt: !1173)
!1228 = !DILocation(line: 383, column: 5, scope: !1028, inlinedAt: !1173)
!1229 = !DILocation(line: 383, column: 18, scope: !1028, inlinedAt: !1173)
!1230 = !DILocation(line: 405, column: 10, scope: !1058, inlinedAt: !1171)
!1231 = !DILocation(line: 415, column: 28, scope: !1164)
!1232 = distinct !DISubprogram(name: "atoll", scope: !3, file: !3, line: 416, type: !1233, scopeLine: 416, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1235)
!1233 = !DISubroutineType(types: !1234)
!1234 = !{!11, !17}
!1235 = !{!1236}
!1236 = !DILocalVariable(name: "s", arg: 1, scope: !1232, file: !3, line: 416, type: !17)
!1237 = !DILocation(line: 0, scope: !1232)
!1238 = !DILocation(line: 0, scope: !870, inlinedAt: !1239)
!1239 = distinct !DILocation(line: 416, column: 41, scope: !1232)
!1240 = !DILocation(line: 0, scope: !888, inlinedAt: !1241)
!1241 = distinct !DILocation(line: 390, column: 26, scope: !870, inlinedAt: !1239)
!1242 = !DILocation(line: 354, column: 3, scope: !888, inlinedAt: !1241)
!1243 = !DILocation(line: 354, column: 33, scope: !888, inlinedAt: !1241)
!1244 = !DILocation(line: 282, column: 55, scope: !695, inlinedAt: !1245)
!1245 = distinct !DILocation(line: 286, column: 29, scope: !728, inlinedAt: !1246)
!1246 = distinct !DILocation(line: 354, column: 10, scope: !888, inlinedAt: !1241)
!1247 = !DILocation(line: 0, scope: !728, inlinedAt: !1246)
!1248 = !DILocation(line: 0, scope: !695, inlinedAt: !1245)
!1249 = !DILocation(line: 286, column: 36, scope: !728, inlinedAt: !1246)
!1250 = !DILocation(line: 355, column: 6, scope: !888, inlinedAt: !1241)
!1251 = distinct !{!1251, !1242, !1250, !141}
!1252 = !DILocation(line: 357, column: 17, scope: !919, inlinedAt: !1241)
!1253 = !DILocation(line: 358, column: 14, scope: !921, inlinedAt: !1241)
!1254 = !DILocation(line: 368, column: 7, scope: !888, inlinedAt: !1241)
!1255 = !DILocation(line: 327, column: 38, scope: !950, inlinedAt: !1256)
!1256 = distinct !DILocation(line: 374, column: 26, scope: !888, inlinedAt: !1241)
!1257 = !DILocation(line: 282, column: 55, scope: !695, inlinedAt: !1258)
!1258 = distinct !DILocation(line: 284, column: 29, scope: !706, inlinedAt: !1259)
!1259 = distinct !DILocation(line: 328, column: 9, scope: !982, inlinedAt: !1256)
!1260 = !DILocation(line: 0, scope: !937, inlinedAt: !1256)
!1261 = !DILocation(line: 0, scope: !950, inlinedAt: !1256)
!1262 = !DILocation(line: 0, scope: !706, inlinedAt: !1259)
!1263 = !DILocation(line: 0, scope: !695, inlinedAt: !1258)
!1264 = !DILocation(line: 284, column: 36, scope: !706, inlinedAt: !1259)
!1265 = !DILocation(line: 328, column: 9, scope: !982, inlinedAt: !1256)
!1266 = !DILocation(line: 328, column: 9, scope: !950, inlinedAt: !1256)
!1267 = !DILocation(line: 328, column: 17, scope: !982, inlinedAt: !1256)
!1268 = !DILocation(line: 329, column: 13, scope: !982, inlinedAt: !1256)
!1269 = !DILocation(line: 329, column: 7, scope: !982, inlinedAt: !1256)
!1270 = !DILocation(line: 0, scope: !688, inlinedAt: !1271)
!1271 = distinct !DILocation(line: 330, column: 14, scope: !994, inlinedAt: !1256)
!1272 = !DILocation(line: 0, scope: !695, inlinedAt: !1273)
!1273 = distinct !DILocation(line: 283, column: 29, scope: !688, inlinedAt: !1271)
!1274 = !DILocation(line: 283, column: 36, scope: !688, inlinedAt: !1271)
!1275 = !DILocation(line: 330, column: 14, scope: !994, inlinedAt: !1256)
!1276 = !DILocation(line: 330, column: 14, scope: !982, inlinedAt: !1256)
!1277 = !DILocation(line: 0, scope: !827, inlinedAt: !1278)
!1278 = distinct !DILocation(line: 331, column: 11, scope: !994, inlinedAt: !1256)
!1279 = !DILocation(line: 295, column: 52, scope: !827, inlinedAt: !1278)
!1280 = !DILocation(line: 331, column: 28, scope: !994, inlinedAt: !1256)
!1281 = !DILocation(line: 0, scope: !982, inlinedAt: !1256)
!1282 = !DILocation(line: 334, column: 11, scope: !1006, inlinedAt: !1256)
!1283 = !DILocation(line: 334, column: 9, scope: !950, inlinedAt: !1256)
!1284 = !DILocation(line: 339, column: 22, scope: !1009, inlinedAt: !1256)
!1285 = !DILocation(line: 325, column: 3, scope: !937, inlinedAt: !1256)
!1286 = !DILocation(line: 325, column: 3, scope: !952, inlinedAt: !1256)
!1287 = !DILocation(line: 337, column: 9, scope: !950, inlinedAt: !1256)
!1288 = distinct !{!1288, !1286, !1289, !1015}
!1289 = !DILocation(line: 345, column: 3, scope: !952, inlinedAt: !1256)
!1290 = !DILocation(line: 339, column: 20, scope: !1009, inlinedAt: !1256)
!1291 = !DILocation(line: 339, column: 45, scope: !1009, inlinedAt: !1256)
!1292 = !DILocation(line: 339, column: 11, scope: !1009, inlinedAt: !1256)
!1293 = !DILocation(line: 339, column: 9, scope: !950, inlinedAt: !1256)
!1294 = !DILocation(line: 382, column: 7, scope: !1028, inlinedAt: !1241)
!1295 = !DILocation(line: 382, column: 7, scope: !888, inlinedAt: !1241)
!1296 = !DILocation(line: 383, column: 5, scope: !1028, inlinedAt: !1241)
!1297 = !DILocation(line: 383, column: 18, scope: !1028, inlinedAt: !1241)
!1298 = !DILocation(line: 392, column: 10, scope: !870, inlinedAt: !1239)
!1299 = !DILocation(line: 416, column: 34, scope: !1232)
!1300 = distinct !DISubprogram(name: "srand", scope: !3, file: !3, line: 422, type: !1301, scopeLine: 422, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1303)
!1301 = !DISubroutineType(types: !1302)
!1302 = !{null, !16}
!1303 = !{!1304, !1305, !1306, !1308, !1311, !1312}
!1304 = !DILocalVariable(name: "seed", arg: 1, scope: !1300, file: !3, line: 422, type: !16)
!1305 = !DILocalVariable(name: "word", scope: !1300, file: !3, line: 423, type: !15)
!1306 = !DILocalVariable(name: "i", scope: !1307, file: !3, line: 425, type: !14)
!1307 = distinct !DILexicalBlock(scope: !1300, file: !3, line: 425, column: 3)
!1308 = !DILocalVariable(name: "hi", scope: !1309, file: !3, line: 427, type: !12)
!1309 = distinct !DILexicalBlock(scope: !1310, file: !3, line: 425, column: 32)
!1310 = distinct !DILexicalBlock(scope: !1307, file: !3, line: 425, column: 3)
!1311 = !DILocalVariable(name: "lo", scope: !1309, file: !3, line: 428, type: !12)
!1312 = !DILocalVariable(name: "i", scope: !1313, file: !3, line: 437, type: !14)
!1313 = distinct !DILexicalBlock(scope: !1300, file: !3, line: 437, column: 3)
!1314 = !DILocation(line: 0, scope: !1300)
!1315 = !DILocation(line: 423, column: 14, scope: !1300)
!1316 = !DILocation(line: 424, column: 17, scope: !1300)
!1317 = !DILocation(line: 0, scope: !1307)
!1318 = !DILocation(line: 425, column: 3, scope: !1307)
!1319 = !DILocation(line: 436, column: 15, scope: !1300)
!1320 = !DILocation(line: 0, scope: !1313)
!1321 = !DILocation(line: 437, column: 3, scope: !1313)
!1322 = !DILocation(line: 427, column: 20, scope: !1309)
!1323 = !DILocation(line: 0, scope: !1309)
!1324 = !DILocation(line: 428, column: 20, scope: !1309)
!1325 = !DILocation(line: 429, column: 24, scope: !1309)
!1326 = !DILocation(line: 429, column: 36, scope: !1309)
!1327 = !DILocation(line: 429, column: 29, scope: !1309)
!1328 = !DILocation(line: 430, column: 14, scope: !1329)
!1329 = distinct !DILexicalBlock(scope: !1309, file: !3, line: 430, column: 9)
!1330 = !DILocation(line: 430, column: 9, scope: !1309)
!1331 = !DILocation(line: 432, column: 5, scope: !1309)
!1332 = !DILocation(line: 432, column: 19, scope: !1309)
!1333 = !DILocation(line: 425, column: 28, scope: !1310)
!1334 = !DILocation(line: 425, column: 21, scope: !1310)
!1335 = distinct !{!1335, !1318, !1336, !141}
!1336 = !DILocation(line: 433, column: 3, scope: !1307)
!1337 = !DILocation(line: 0, scope: !1338)
!1338 = distinct !DILexicalBlock(scope: !1339, file: !3, line: 437, column: 33)
!1339 = distinct !DILexicalBlock(scope: !1313, file: !3, line: 437, column: 3)
!1340 = !DILocation(line: 442, column: 1, scope: !1300)
!1341 = !DILocation(line: 438, column: 42, scope: !1338)
!1342 = !DILocation(line: 438, column: 73, scope: !1338)
!1343 = !DILocation(line: 438, column: 61, scope: !1338)
!1344 = !DILocation(line: 438, column: 24, scope: !1338)
!1345 = !DILocation(line: 439, column: 22, scope: !1338)
!1346 = !DILocation(line: 439, column: 27, scope: !1338)
!1347 = !DILocation(line: 440, column: 22, scope: !1338)
!1348 = !DILocation(line: 440, column: 27, scope: !1338)
!1349 = !DILocation(line: 437, column: 29, scope: !1339)
!1350 = !DILocation(line: 437, column: 21, scope: !1339)
!1351 = distinct !{!1351, !1321, !1352, !141}
!1352 = !DILocation(line: 441, column: 3, scope: !1313)
!1353 = distinct !DISubprogram(name: "rand", scope: !3, file: !3, line: 444, type: !1354, scopeLine: 444, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1356)
!1354 = !DISubroutineType(types: !1355)
!1355 = !{!14}
!1356 = !{!1357, !1358}
!1357 = !DILocalVariable(name: "v", scope: !1353, file: !3, line: 447, type: !16)
!1358 = !DILocalVariable(name: "result", scope: !1353, file: !3, line: 449, type: !14)
!1359 = !DILocation(line: 445, column: 8, scope: !1360)
!1360 = distinct !DILexicalBlock(scope: !1353, file: !3, line: 445, column: 7)
!1361 = !DILocation(line: 445, column: 7, scope: !1353)
!1362 = !DILocation(line: 447, column: 37, scope: !1353)
!1363 = !DILocation(line: 447, column: 68, scope: !1353)
!1364 = !DILocation(line: 0, scope: !1300, inlinedAt: !1365)
!1365 = distinct !DILocation(line: 446, column: 5, scope: !1360)
!1366 = !DILocation(line: 424, column: 17, scope: !1300, inlinedAt: !1365)
!1367 = !DILocation(line: 0, scope: !1307, inlinedAt: !1365)
!1368 = !DILocation(line: 425, column: 3, scope: !1307, inlinedAt: !1365)
!1369 = !DILocation(line: 436, column: 15, scope: !1300, inlinedAt: !1365)
!1370 = !DILocation(line: 0, scope: !1313, inlinedAt: !1365)
!1371 = !DILocation(line: 437, column: 3, scope: !1313, inlinedAt: !1365)
!1372 = !DILocation(line: 427, column: 20, scope: !1309, inlinedAt: !1365)
!1373 = !DILocation(line: 0, scope: !1309, inlinedAt: !1365)
!1374 = !DILocation(line: 428, column: 20, scope: !1309, inlinedAt: !1365)
!1375 = !DILocation(line: 429, column: 24, scope: !1309, inlinedAt: !1365)
!1376 = !DILocation(line: 429, column: 36, scope: !1309, inlinedAt: !1365)
!1377 = !DILocation(line: 429, column: 29, scope: !1309, inlinedAt: !1365)
!1378 = !DILocation(line: 430, column: 14, scope: !1329, inlinedAt: !1365)
!1379 = !DILocation(line: 430, column: 9, scope: !1309, inlinedAt: !1365)
!1380 = !DILocation(line: 432, column: 5, scope: !1309, inlinedAt: !1365)
!1381 = !DILocation(line: 432, column: 19, scope: !1309, inlinedAt: !1365)
!1382 = !DILocation(line: 425, column: 28, scope: !1310, inlinedAt: !1365)
!1383 = !DILocation(line: 425, column: 21, scope: !1310, inlinedAt: !1365)
!1384 = distinct !{!1384, !1368, !1385, !141}
!1385 = !DILocation(line: 433, column: 3, scope: !1307, inlinedAt: !1365)
!1386 = !DILocation(line: 438, column: 42, scope: !1338, inlinedAt: !1365)
!1387 = !DILocation(line: 438, column: 73, scope: !1338, inlinedAt: !1365)
!1388 = !DILocation(line: 438, column: 61, scope: !1338, inlinedAt: !1365)
!1389 = !DILocation(line: 438, column: 24, scope: !1338, inlinedAt: !1365)
!1390 = !DILocation(line: 439, column: 22, scope: !1338, inlinedAt: !1365)
!1391 = !DILocation(line: 439, column: 27, scope: !1338, inlinedAt: !1365)
!1392 = !DILocation(line: 440, column: 22, scope: !1338, inlinedAt: !1365)
!1393 = !DILocation(line: 440, column: 27, scope: !1338, inlinedAt: !1365)
!1394 = !DILocation(line: 437, column: 29, scope: !1339, inlinedAt: !1365)
!1395 = !DILocation(line: 437, column: 21, scope: !1339, inlinedAt: !1365)
!1396 = distinct !{!1396, !1371, !1397, !141}
!1397 = !DILocation(line: 441, column: 3, scope: !1313, inlinedAt: !1365)
!1398 = !DILocation(line: 447, column: 26, scope: !1353)
!1399 = !DILocation(line: 447, column: 57, scope: !1353)
!1400 = !DILocation(line: 447, column: 45, scope: !1353)
!1401 = !DILocation(line: 0, scope: !1353)
!1402 = !DILocation(line: 448, column: 22, scope: !1353)
!1403 = !DILocation(line: 449, column: 24, scope: !1353)
!1404 = !DILocation(line: 450, column: 20, scope: !1353)
!1405 = !DILocation(line: 450, column: 25, scope: !1353)
!1406 = !DILocation(line: 450, column: 10, scope: !1353)
!1407 = !DILocation(line: 451, column: 20, scope: !1353)
!1408 = !DILocation(line: 451, column: 25, scope: !1353)
!1409 = !DILocation(line: 451, column: 10, scope: !1353)
!1410 = !DILocation(line: 452, column: 3, scope: !1353)
!1411 = distinct !DISubprogram(name: "qsort", scope: !3, file: !3, line: 482, type: !1412, scopeLine: 482, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1417)
!1412 = !DISubroutineType(types: !1413)
!1413 = !{null, !6, !149, !149, !1414}
!1414 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1415, size: 64)
!1415 = !DISubroutineType(types: !1416)
!1416 = !{!14, !147, !147}
!1417 = !{!1418, !1419, !1420, !1421, !1422}
!1418 = !DILocalVariable(name: "base", arg: 1, scope: !1411, file: !3, line: 482, type: !6)
!1419 = !DILocalVariable(name: "n", arg: 2, scope: !1411, file: !3, line: 482, type: !149)
!1420 = !DILocalVariable(name: "size", arg: 3, scope: !1411, file: !3, line: 482, type: !149)
!1421 = !DILocalVariable(name: "cmp", arg: 4, scope: !1411, file: !3, line: 482, type: !1414)
!1422 = !DILocalVariable(name: "tmp", scope: !1411, file: !3, line: 485, type: !10)
!1423 = !DILocation(line: 0, scope: !1411)
!1424 = !DILocation(line: 483, column: 9, scope: !1425)
!1425 = distinct !DILexicalBlock(scope: !1411, file: !3, line: 483, column: 7)
!1426 = !DILocation(line: 483, column: 14, scope: !1425)
!1427 = !DILocation(line: 485, column: 24, scope: !1411)
!1428 = !DILocation(line: 485, column: 15, scope: !1411)
!1429 = !DILocation(line: 486, column: 8, scope: !1430)
!1430 = distinct !DILexicalBlock(scope: !1411, file: !3, line: 486, column: 7)
!1431 = !DILocation(line: 486, column: 7, scope: !1411)
!1432 = !DILocation(line: 487, column: 5, scope: !1430)
!1433 = !DILocation(line: 488, column: 3, scope: !1411)
!1434 = !DILocation(line: 489, column: 3, scope: !1411)
!1435 = !DILocation(line: 490, column: 1, scope: !1411)
!1436 = !DISubprogram(name: "abort", scope: !3, file: !3, line: 29, type: !52, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1437 = distinct !DISubprogram(name: "msort", scope: !3, file: !3, line: 456, type: !1438, scopeLine: 457, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1440)
!1438 = !DISubroutineType(types: !1439)
!1439 = !{null, !10, !149, !149, !1414, !10}
!1440 = !{!1441, !1442, !1443, !1444, !1445, !1446, !1447, !1448, !1449, !1450}
!1441 = !DILocalVariable(name: "b", arg: 1, scope: !1437, file: !3, line: 456, type: !10)
!1442 = !DILocalVariable(name: "n", arg: 2, scope: !1437, file: !3, line: 456, type: !149)
!1443 = !DILocalVariable(name: "size", arg: 3, scope: !1437, file: !3, line: 456, type: !149)
!1444 = !DILocalVariable(name: "cmp", arg: 4, scope: !1437, file: !3, line: 456, type: !1414)
!1445 = !DILocalVariable(name: "tmp", arg: 5, scope: !1437, file: !3, line: 457, type: !10)
!1446 = !DILocalVariable(name: "n1", scope: !1437, file: !3, line: 460, type: !149)
!1447 = !DILocalVariable(name: "n2", scope: !1437, file: !3, line: 460, type: !149)
!1448 = !DILocalVariable(name: "b1", scope: !1437, file: !3, line: 461, type: !10)
!1449 = !DILocalVariable(name: "b2", scope: !1437, file: !3, line: 461, type: !10)
!1450 = !DILocalVariable(name: "out", scope: !1437, file: !3, line: 464, type: !10)
!1451 = !DILocation(line: 0, scope: !1437)
!1452 = !DILocation(line: 458, column: 9, scope: !1453)
!1453 = distinct !DILexicalBlock(scope: !1437, file: !3, line: 458, column: 7)
!1454 = !DILocation(line: 458, column: 7, scope: !1437)
!1455 = !DILocation(line: 460, column: 17, scope: !1437)
!1456 = !DILocation(line: 460, column: 29, scope: !1437)
!1457 = !DILocation(line: 461, column: 30, scope: !1437)
!1458 = !DILocation(line: 461, column: 25, scope: !1437)
!1459 = !DILocation(line: 462, column: 3, scope: !1437)
!1460 = !DILocation(line: 463, column: 3, scope: !1437)
!1461 = !DILocation(line: 465, column: 17, scope: !1437)
!1462 = !DILocation(line: 465, column: 3, scope: !1437)
!1463 = !DILocation(line: 466, column: 9, scope: !1464)
!1464 = distinct !DILexicalBlock(scope: !1465, file: !3, line: 466, column: 9)
!1465 = distinct !DILexicalBlock(scope: !1437, file: !3, line: 465, column: 28)
!1466 = !DILocation(line: 466, column: 21, scope: !1464)
!1467 = !DILocation(line: 466, column: 9, scope: !1465)
!1468 = !DILocation(line: 467, column: 7, scope: !1469)
!1469 = distinct !DILexicalBlock(scope: !1464, file: !3, line: 466, column: 27)
!1470 = !DILocation(line: 468, column: 10, scope: !1469)
!1471 = !DILocation(line: 469, column: 9, scope: !1469)
!1472 = !DILocation(line: 470, column: 5, scope: !1469)
!1473 = !DILocation(line: 471, column: 7, scope: !1474)
!1474 = distinct !DILexicalBlock(scope: !1464, file: !3, line: 470, column: 12)
!1475 = !DILocation(line: 472, column: 10, scope: !1474)
!1476 = !DILocation(line: 473, column: 9, scope: !1474)
!1477 = !DILocation(line: 475, column: 9, scope: !1465)
!1478 = !DILocation(line: 465, column: 13, scope: !1437)
!1479 = distinct !{!1479, !1462, !1480, !141}
!1480 = !DILocation(line: 476, column: 3, scope: !1437)
!1481 = !DILocation(line: 477, column: 7, scope: !1437)
!1482 = !DILocation(line: 478, column: 24, scope: !1483)
!1483 = distinct !DILexicalBlock(scope: !1437, file: !3, line: 477, column: 7)
!1484 = !DILocation(line: 478, column: 5, scope: !1483)
!1485 = !DILocation(line: 479, column: 21, scope: !1437)
!1486 = !DILocation(line: 479, column: 27, scope: !1437)
!1487 = !DILocation(line: 479, column: 3, scope: !1437)
!1488 = !DILocation(line: 480, column: 1, scope: !1437)
!1489 = !DISubprogram(name: "free", scope: !3, file: !3, line: 24, type: !1490, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1490 = !DISubroutineType(types: !1491)
!1491 = !{null, !6}
!1492 = distinct !DISubprogram(name: "bsearch", scope: !3, file: !3, line: 492, type: !1493, scopeLine: 493, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1495)
!1493 = !DISubroutineType(types: !1494)
!1494 = !{!6, !147, !147, !149, !149, !1414}
!1495 = !{!1496, !1497, !1498, !1499, !1500, !1501, !1502, !1503, !1505, !1506}
!1496 = !DILocalVariable(name: "key", arg: 1, scope: !1492, file: !3, line: 492, type: !147)
!1497 = !DILocalVariable(name: "base", arg: 2, scope: !1492, file: !3, line: 492, type: !147)
!1498 = !DILocalVariable(name: "n", arg: 3, scope: !1492, file: !3, line: 492, type: !149)
!1499 = !DILocalVariable(name: "size", arg: 4, scope: !1492, file: !3, line: 492, type: !149)
!1500 = !DILocalVariable(name: "cmp", arg: 5, scope: !1492, file: !3, line: 493, type: !1414)
!1501 = !DILocalVariable(name: "lo", scope: !1492, file: !3, line: 494, type: !149)
!1502 = !DILocalVariable(name: "hi", scope: !1492, file: !3, line: 494, type: !149)
!1503 = !DILocalVariable(name: "mid", scope: !1504, file: !3, line: 496, type: !149)
!1504 = distinct !DILexicalBlock(scope: !1492, file: !3, line: 495, column: 19)
!1505 = !DILocalVariable(name: "p", scope: !1504, file: !3, line: 497, type: !17)
!1506 = !DILocalVariable(name: "c", scope: !1504, file: !3, line: 498, type: !14)
!1507 = !DILocation(line: 0, scope: !1492)
!1508 = !DILocation(line: 495, column: 3, scope: !1492)
!1509 = !DILocation(line: 494, column: 18, scope: !1492)
!1510 = !DILocation(line: 494, column: 10, scope: !1492)
!1511 = !DILocation(line: 495, column: 13, scope: !1492)
!1512 = !DILocation(line: 496, column: 27, scope: !1504)
!1513 = !DILocation(line: 496, column: 33, scope: !1504)
!1514 = !DILocation(line: 496, column: 21, scope: !1504)
!1515 = !DILocation(line: 0, scope: !1504)
!1516 = !DILocation(line: 497, column: 46, scope: !1504)
!1517 = !DILocation(line: 497, column: 40, scope: !1504)
!1518 = !DILocation(line: 498, column: 13, scope: !1504)
!1519 = !DILocation(line: 499, column: 11, scope: !1520)
!1520 = distinct !DILexicalBlock(scope: !1504, file: !3, line: 499, column: 9)
!1521 = !DILocation(line: 499, column: 9, scope: !1504)
!1522 = distinct !{!1522, !1508, !1523, !141}
!1523 = !DILocation(line: 505, column: 3, scope: !1492)
!1524 = !DILocation(line: 507, column: 1, scope: !1492)
