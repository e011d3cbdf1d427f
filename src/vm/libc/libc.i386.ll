; ModuleID = 'src/vm/libc/libc.c'
source_filename = "src/vm/libc/libc.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

%struct.pancam_file = type { i32 }

@pancam_errno = internal thread_local global i32 0, align 4, !dbg !0
@pancam_stdin = internal global %struct.pancam_file zeroinitializer, align 4, !dbg !85
@stdin = dso_local local_unnamed_addr global ptr @pancam_stdin, align 4, !dbg !23
@pancam_stdout = internal global %struct.pancam_file { i32 1 }, align 4, !dbg !87
@stdout = dso_local local_unnamed_addr global ptr @pancam_stdout, align 4, !dbg !29
@pancam_stderr = internal global %struct.pancam_file { i32 2 }, align 4, !dbg !89
@stderr = dso_local local_unnamed_addr global ptr @pancam_stderr, align 4, !dbg !31
@atexit_n = internal unnamed_addr global i32 0, align 4, !dbg !56
@atexit_fns = internal unnamed_addr global [32 x ptr] zeroinitializer, align 4, !dbg !48
@strtok.save = internal unnamed_addr global ptr null, align 4, !dbg !33
@ctype_b = internal constant ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), align 4, !dbg !91
@ctype_lower = internal constant ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), align 4, !dbg !41
@ctype_upper = internal constant ptr getelementptr inbounds (i8, ptr @ctype_upper_table, i32 512), align 4, !dbg !46
@ctype_lower_table = internal constant [384 x i32] [i32 -128, i32 -127, i32 -126, i32 -125, i32 -124, i32 -123, i32 -122, i32 -121, i32 -120, i32 -119, i32 -118, i32 -117, i32 -116, i32 -115, i32 -114, i32 -113, i32 -112, i32 -111, i32 -110, i32 -109, i32 -108, i32 -107, i32 -106, i32 -105, i32 -104, i32 -103, i32 -102, i32 -101, i32 -100, i32 -99, i32 -98, i32 -97, i32 -96, i32 -95, i32 -94, i32 -93, i32 -92, i32 -91, i32 -90, i32 -89, i32 -88, i32 -87, i32 -86, i32 -85, i32 -84, i32 -83, i32 -82, i32 -81, i32 -80, i32 -79, i32 -78, i32 -77, i32 -76, i32 -75, i32 -74, i32 -73, i32 -72, i32 -71, i32 -70, i32 -69, i32 -68, i32 -67, i32 -66, i32 -65, i32 -64, i32 -63, i32 -62, i32 -61, i32 -60, i32 -59, i32 -58, i32 -57, i32 -56, i32 -55, i32 -54, i32 -53, i32 -52, i32 -51, i32 -50, i32 -49, i32 -48, i32 -47, i32 -46, i32 -45, i32 -44, i32 -43, i32 -42, i32 -41, i32 -40, i32 -39, i32 -38, i32 -37, i32 -36, i32 -35, i32 -34, i32 -33, i32 -32, i32 -31, i32 -30, i32 -29, i32 -28, i32 -27, i32 -26, i32 -25, i32 -24, i32 -23, i32 -22, i32 -21, i32 -20, i32 -19, i32 -18, i32 -17, i32 -16, i32 -15, i32 -14, i32 -13, i32 -12, i32 -11, i32 -10, i32 -9, i32 -8, i32 -7, i32 -6, i32 -5, i32 -4, i32 -3, i32 -2, i32 -1, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119, i32 120, i32 121, i32 122, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119, i32 120, i32 121, i32 122, i32 123, i32 124, i32 125, i32 126, i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254, i32 255], align 4, !dbg !101
@ctype_upper_table = internal constant [384 x i32] [i32 -128, i32 -127, i32 -126, i32 -125, i32 -124, i32 -123, i32 -122, i32 -121, i32 -120, i32 -119, i32 -118, i32 -117, i32 -116, i32 -115, i32 -114, i32 -113, i32 -112, i32 -111, i32 -110, i32 -109, i32 -108, i32 -107, i32 -106, i32 -105, i32 -104, i32 -103, i32 -102, i32 -101, i32 -100, i32 -99, i32 -98, i32 -97, i32 -96, i32 -95, i32 -94, i32 -93, i32 -92, i32 -91, i32 -90, i32 -89, i32 -88, i32 -87, i32 -86, i32 -85, i32 -84, i32 -83, i32 -82, i32 -81, i32 -80, i32 -79, i32 -78, i32 -77, i32 -76, i32 -75, i32 -74, i32 -73, i32 -72, i32 -71, i32 -70, i32 -69, i32 -68, i32 -67, i32 -66, i32 -65, i32 -64, i32 -63, i32 -62, i32 -61, i32 -60, i32 -59, i32 -58, i32 -57, i32 -56, i32 -55, i32 -54, i32 -53, i32 -52, i32 -51, i32 -50, i32 -49, i32 -48, i32 -47, i32 -46, i32 -45, i32 -44, i32 -43, i32 -42, i32 -41, i32 -40, i32 -39, i32 -38, i32 -37, i32 -36, i32 -35, i32 -34, i32 -33, i32 -32, i32 -31, i32 -30, i32 -29, i32 -28, i32 -27, i32 -26, i32 -25, i32 -24, i32 -23, i32 -22, i32 -21, i32 -20, i32 -19, i32 -18, i32 -17, i32 -16, i32 -15, i32 -14, i32 -13, i32 -12, i32 -11, i32 -10, i32 -9, i32 -8, i32 -7, i32 -6, i32 -5, i32 -4, i32 -3, i32 -2, i32 -1, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 123, i32 124, i32 125, i32 126, i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254, i32 255], align 4, !dbg !104
@rand_state = internal unnamed_addr global [31 x i32] zeroinitializer, align 4, !dbg !58
@rand_f = internal unnamed_addr global i32 0, align 4, !dbg !63
@rand_r = internal unnamed_addr global i32 0, align 4, !dbg !65
@rand_seeded = internal unnamed_addr global i1 false, align 4, !dbg !106
@key_used = internal unnamed_addr global [64 x i32] zeroinitializer, align 4, !dbg !69
@key_dtor = internal unnamed_addr global [64 x ptr] zeroinitializer, align 4, !dbg !74
@__pancam_tsd_dtors = dso_local local_unnamed_addr global i32 0, align 4, !dbg !83
@key_value = internal thread_local unnamed_addr global [64 x ptr] zeroinitializer, align 4, !dbg !80
@ctype_b_table = internal constant <{ [256 x i16], [128 x i16] }> <{ [256 x i16] [i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 8195, i16 8194, i16 8194, i16 8194, i16 8194, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 24577, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -10232, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -11000, i16 -11000, i16 -11000, i16 -11000, i16 -11000, i16 -11000, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -15096, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 -10744, i16 -10744, i16 -10744, i16 -10744, i16 -10744, i16 -10744, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -14840, i16 -16380, i16 -16380, i16 -16380, i16 -16380, i16 2], [128 x i16] zeroinitializer }>, align 2, !dbg !96

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local nonnull ptr @__errno_location() local_unnamed_addr #0 !dbg !114 {
  %1 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !118
  ret ptr %1, !dbg !119
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 -1, 1) i32 @atexit(ptr noundef %0) local_unnamed_addr #2 !dbg !120 {
    #dbg_value(ptr %0, !124, !DIExpression(), !125)
  %2 = load i32, ptr @atexit_n, align 4, !dbg !126, !tbaa !128
  %3 = icmp sgt i32 %2, 31, !dbg !132
  br i1 %3, label %7, label %4, !dbg !133

4:                                                ; preds = %1
  %5 = add nsw i32 %2, 1, !dbg !134
  store i32 %5, ptr @atexit_n, align 4, !dbg !134, !tbaa !128
  %6 = getelementptr inbounds [32 x ptr], ptr @atexit_fns, i32 0, i32 %2, !dbg !135
  store ptr %0, ptr %6, align 4, !dbg !136, !tbaa !137
  br label %7, !dbg !139

7:                                                ; preds = %1, %4
  %8 = phi i32 [ 0, %4 ], [ -1, %1 ], !dbg !125
  ret i32 %8, !dbg !140
}

; Function Attrs: noreturn nounwind
define dso_local void @exit(i32 noundef %0) local_unnamed_addr #3 !dbg !141 {
    #dbg_value(i32 %0, !145, !DIExpression(), !148)
  %2 = load i32, ptr @atexit_n, align 4, !dbg !149, !tbaa !128
  %3 = icmp sgt i32 %2, 0, !dbg !150
  br i1 %3, label %4, label %11, !dbg !151

4:                                                ; preds = %1, %4
  %5 = phi i32 [ %9, %4 ], [ %2, %1 ]
  %6 = add nsw i32 %5, -1, !dbg !152
  store i32 %6, ptr @atexit_n, align 4, !dbg !152, !tbaa !128
  %7 = getelementptr inbounds [32 x ptr], ptr @atexit_fns, i32 0, i32 %6, !dbg !153
  %8 = load ptr, ptr %7, align 4, !dbg !153, !tbaa !137
    #dbg_value(ptr %8, !146, !DIExpression(), !154)
  tail call void %8() #16, !dbg !155
  %9 = load i32, ptr @atexit_n, align 4, !dbg !149, !tbaa !128
  %10 = icmp sgt i32 %9, 0, !dbg !150
  br i1 %10, label %4, label %11, !dbg !151, !llvm.loop !156

11:                                               ; preds = %4, %1
  tail call void @__pancam_exit(i32 noundef %0) #17, !dbg !159
  unreachable, !dbg !159
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: noreturn
declare !dbg !160 void @__pancam_exit(i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local i32 @memcmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #6 !dbg !161 {
    #dbg_value(ptr %0, !168, !DIExpression(), !175)
    #dbg_value(ptr %1, !169, !DIExpression(), !175)
    #dbg_value(i32 %2, !170, !DIExpression(), !175)
    #dbg_value(ptr %0, !171, !DIExpression(), !175)
    #dbg_value(ptr %1, !172, !DIExpression(), !175)
    #dbg_value(i32 0, !173, !DIExpression(), !176)
  %4 = icmp eq i32 %2, 0, !dbg !177
  br i1 %4, label %18, label %8, !dbg !179

5:                                                ; preds = %8
  %6 = add nuw i32 %9, 1, !dbg !180
    #dbg_value(i32 %6, !173, !DIExpression(), !176)
    #dbg_value(i32 %6, !173, !DIExpression(), !176)
  %7 = icmp eq i32 %6, %2, !dbg !177
  br i1 %7, label %18, label %8, !dbg !179, !llvm.loop !181

8:                                                ; preds = %3, %5
  %9 = phi i32 [ %6, %5 ], [ 0, %3 ]
    #dbg_value(i32 %9, !173, !DIExpression(), !176)
  %10 = getelementptr inbounds i8, ptr %0, i32 %9, !dbg !183
  %11 = load i8, ptr %10, align 1, !dbg !183, !tbaa !185
  %12 = getelementptr inbounds i8, ptr %1, i32 %9, !dbg !186
  %13 = load i8, ptr %12, align 1, !dbg !186, !tbaa !185
  %14 = icmp eq i8 %11, %13, !dbg !187
    #dbg_value(i32 %9, !173, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !176)
  br i1 %14, label %5, label %15, !dbg !188

15:                                               ; preds = %8
  %16 = icmp ult i8 %11, %13, !dbg !189
  %17 = select i1 %16, i32 -1, i32 1, !dbg !190
  br label %18, !dbg !191

18:                                               ; preds = %5, %3, %15
  %19 = phi i32 [ %17, %15 ], [ 0, %3 ], [ 0, %5 ]
  ret i32 %19, !dbg !192
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local range(i32 0, 2) i32 @bcmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #6 !dbg !193 {
    #dbg_value(ptr %0, !195, !DIExpression(), !198)
    #dbg_value(ptr %1, !196, !DIExpression(), !198)
    #dbg_value(i32 %2, !197, !DIExpression(), !198)
    #dbg_value(ptr %0, !168, !DIExpression(), !199)
    #dbg_value(ptr %1, !169, !DIExpression(), !199)
    #dbg_value(i32 %2, !170, !DIExpression(), !199)
    #dbg_value(ptr %0, !171, !DIExpression(), !199)
    #dbg_value(ptr %1, !172, !DIExpression(), !199)
    #dbg_value(i32 0, !173, !DIExpression(), !201)
  %4 = icmp eq i32 %2, 0, !dbg !202
  br i1 %4, label %15, label %8, !dbg !203

5:                                                ; preds = %8
  %6 = add nuw i32 %9, 1, !dbg !204
    #dbg_value(i32 %6, !173, !DIExpression(), !201)
    #dbg_value(i32 %6, !173, !DIExpression(), !201)
  %7 = icmp eq i32 %6, %2, !dbg !202
  br i1 %7, label %15, label %8, !dbg !203, !llvm.loop !205

8:                                                ; preds = %3, %5
  %9 = phi i32 [ %6, %5 ], [ 0, %3 ]
    #dbg_value(i32 %9, !173, !DIExpression(), !201)
  %10 = getelementptr inbounds i8, ptr %0, i32 %9, !dbg !207
  %11 = load i8, ptr %10, align 1, !dbg !207, !tbaa !185
  %12 = getelementptr inbounds i8, ptr %1, i32 %9, !dbg !208
  %13 = load i8, ptr %12, align 1, !dbg !208, !tbaa !185
  %14 = icmp eq i8 %11, %13, !dbg !209
    #dbg_value(i32 %9, !173, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !201)
  br i1 %14, label %5, label %15, !dbg !210

15:                                               ; preds = %8, %5, %3
  %16 = phi i32 [ 0, %3 ], [ 1, %8 ], [ 0, %5 ]
  ret i32 %16, !dbg !211
}

; Function Attrs: nounwind
define dso_local ptr @mempcpy(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #7 !dbg !212 {
    #dbg_value(ptr %0, !216, !DIExpression(), !219)
    #dbg_value(ptr %1, !217, !DIExpression(), !219)
    #dbg_value(i32 %2, !218, !DIExpression(), !219)
  %4 = tail call ptr @memcpy(ptr noundef %0, ptr noundef %1, i32 noundef %2) #16, !dbg !220
  %5 = getelementptr inbounds i8, ptr %4, i32 %2, !dbg !221
  ret ptr %5, !dbg !222
}

declare !dbg !223 ptr @memcpy(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #8

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local noundef ptr @memrchr(ptr noundef readonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #6 !dbg !224 {
    #dbg_value(ptr %0, !228, !DIExpression(), !232)
    #dbg_value(i32 %1, !229, !DIExpression(), !232)
    #dbg_value(i32 %2, !230, !DIExpression(), !232)
    #dbg_value(ptr %0, !231, !DIExpression(), !232)
  %4 = trunc i32 %1 to i8
  br label %5, !dbg !233

5:                                                ; preds = %8, %3
  %6 = phi i32 [ %2, %3 ], [ %9, %8 ]
    #dbg_value(i32 %6, !230, !DIExpression(), !232)
  %7 = icmp eq i32 %6, 0, !dbg !234
  br i1 %7, label %15, label %8, !dbg !233

8:                                                ; preds = %5
  %9 = add i32 %6, -1, !dbg !235
    #dbg_value(i32 %9, !230, !DIExpression(), !232)
  %10 = getelementptr inbounds i8, ptr %0, i32 %9, !dbg !237
  %11 = load i8, ptr %10, align 1, !dbg !237, !tbaa !185
  %12 = icmp eq i8 %11, %4, !dbg !239
  br i1 %12, label %13, label %5, !dbg !240, !llvm.loop !241

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %0, i32 %9
  br label %15, !dbg !243

15:                                               ; preds = %5, %13
  %16 = phi ptr [ %14, %13 ], [ null, %5 ], !dbg !232
  ret ptr %16, !dbg !243
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local ptr @memchr(ptr noundef readonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #6 !dbg !244 {
    #dbg_value(ptr %0, !246, !DIExpression(), !252)
    #dbg_value(i32 %1, !247, !DIExpression(), !252)
    #dbg_value(i32 %2, !248, !DIExpression(), !252)
    #dbg_value(ptr %0, !249, !DIExpression(), !252)
    #dbg_value(i32 0, !250, !DIExpression(), !253)
  %4 = icmp eq i32 %2, 0, !dbg !254
  br i1 %4, label %17, label %5, !dbg !256

5:                                                ; preds = %3
  %6 = trunc i32 %1 to i8
  br label %7, !dbg !256

7:                                                ; preds = %5, %12
  %8 = phi i32 [ 0, %5 ], [ %13, %12 ]
    #dbg_value(i32 %8, !250, !DIExpression(), !253)
  %9 = getelementptr inbounds i8, ptr %0, i32 %8, !dbg !257
  %10 = load i8, ptr %9, align 1, !dbg !257, !tbaa !185
  %11 = icmp eq i8 %10, %6, !dbg !259
  br i1 %11, label %15, label %12, !dbg !260

12:                                               ; preds = %7
  %13 = add nuw i32 %8, 1, !dbg !261
    #dbg_value(i32 %13, !250, !DIExpression(), !253)
  %14 = icmp eq i32 %13, %2, !dbg !254
  br i1 %14, label %17, label %7, !dbg !256, !llvm.loop !262

15:                                               ; preds = %7
  %16 = getelementptr inbounds i8, ptr %0, i32 %8
  br label %17, !dbg !264

17:                                               ; preds = %12, %15, %3
  %18 = phi ptr [ null, %3 ], [ %16, %15 ], [ null, %12 ]
  ret ptr %18, !dbg !264
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local i32 @strnlen(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #6 !dbg !265 {
    #dbg_value(ptr %0, !269, !DIExpression(), !272)
    #dbg_value(i32 %1, !270, !DIExpression(), !272)
    #dbg_value(i32 0, !271, !DIExpression(), !272)
  %3 = icmp eq i32 %1, 0, !dbg !273
  br i1 %3, label %12, label %4, !dbg !274

4:                                                ; preds = %2, %9
  %5 = phi i32 [ %10, %9 ], [ 0, %2 ]
    #dbg_value(i32 %5, !271, !DIExpression(), !272)
  %6 = getelementptr inbounds i8, ptr %0, i32 %5, !dbg !275
  %7 = load i8, ptr %6, align 1, !dbg !275, !tbaa !185
  %8 = icmp eq i8 %7, 0, !dbg !274
  br i1 %8, label %12, label %9, !dbg !276

9:                                                ; preds = %4
  %10 = add nuw i32 %5, 1, !dbg !277
    #dbg_value(i32 %10, !271, !DIExpression(), !272)
  %11 = icmp eq i32 %10, %1, !dbg !273
  br i1 %11, label %12, label %4, !dbg !274, !llvm.loop !278

12:                                               ; preds = %4, %9, %2
  %13 = phi i32 [ 0, %2 ], [ %1, %9 ], [ %5, %4 ], !dbg !272
  ret i32 %13, !dbg !279
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local range(i32 -1, 2) i32 @strcmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !280 {
    #dbg_value(ptr %0, !284, !DIExpression(), !288)
    #dbg_value(ptr %1, !285, !DIExpression(), !288)
    #dbg_value(ptr %0, !286, !DIExpression(), !288)
    #dbg_value(ptr %1, !287, !DIExpression(), !288)
  %3 = load i8, ptr %0, align 1, !dbg !289, !tbaa !185
  %4 = icmp eq i8 %3, 0, !dbg !289
  br i1 %4, label %16, label %5, !dbg !290

5:                                                ; preds = %2, %11
  %6 = phi i8 [ %14, %11 ], [ %3, %2 ]
  %7 = phi ptr [ %13, %11 ], [ %1, %2 ]
  %8 = phi ptr [ %12, %11 ], [ %0, %2 ]
    #dbg_value(ptr %7, !287, !DIExpression(), !288)
    #dbg_value(ptr %8, !286, !DIExpression(), !288)
  %9 = load i8, ptr %7, align 1, !dbg !291, !tbaa !185
  %10 = icmp eq i8 %6, %9, !dbg !292
  br i1 %10, label %11, label %16, !dbg !293

11:                                               ; preds = %5
  %12 = getelementptr inbounds i8, ptr %8, i32 1, !dbg !294
    #dbg_value(ptr %12, !286, !DIExpression(), !288)
  %13 = getelementptr inbounds i8, ptr %7, i32 1, !dbg !296
    #dbg_value(ptr %13, !287, !DIExpression(), !288)
  %14 = load i8, ptr %12, align 1, !dbg !289, !tbaa !185
  %15 = icmp eq i8 %14, 0, !dbg !289
  br i1 %15, label %16, label %5, !dbg !290, !llvm.loop !297

16:                                               ; preds = %5, %11, %2
  %17 = phi ptr [ %1, %2 ], [ %13, %11 ], [ %7, %5 ], !dbg !288
  %18 = phi i8 [ 0, %2 ], [ 0, %11 ], [ %6, %5 ], !dbg !289
  %19 = load i8, ptr %17, align 1, !dbg !299, !tbaa !185
  %20 = icmp ugt i8 %18, %19, !dbg !300
  %21 = zext i1 %20 to i32, !dbg !300
  %22 = icmp ult i8 %18, %19, !dbg !301
  %23 = sext i1 %22 to i32, !dbg !301
  %24 = add nsw i32 %23, %21, !dbg !302
  ret i32 %24, !dbg !303
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local i32 @strncmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #6 !dbg !304 {
    #dbg_value(ptr %0, !308, !DIExpression(), !315)
    #dbg_value(ptr %1, !309, !DIExpression(), !315)
    #dbg_value(i32 %2, !310, !DIExpression(), !315)
    #dbg_value(ptr %0, !311, !DIExpression(), !315)
    #dbg_value(ptr %1, !312, !DIExpression(), !315)
    #dbg_value(i32 0, !313, !DIExpression(), !316)
  %4 = icmp eq i32 %2, 0, !dbg !317
  br i1 %4, label %23, label %5, !dbg !319

5:                                                ; preds = %3, %18
  %6 = phi i32 [ %20, %18 ], [ 0, %3 ]
    #dbg_value(i32 %6, !313, !DIExpression(), !316)
  %7 = getelementptr inbounds i8, ptr %0, i32 %6, !dbg !320
  %8 = load i8, ptr %7, align 1, !dbg !320, !tbaa !185
  %9 = getelementptr inbounds i8, ptr %1, i32 %6, !dbg !323
  %10 = load i8, ptr %9, align 1, !dbg !323, !tbaa !185
  %11 = icmp eq i8 %8, %10, !dbg !324
  br i1 %11, label %18, label %12, !dbg !325

12:                                               ; preds = %5
  %13 = icmp ugt i8 %8, %10, !dbg !326
  %14 = zext i1 %13 to i32, !dbg !326
  %15 = icmp ult i8 %8, %10, !dbg !327
  %16 = sext i1 %15 to i32, !dbg !327
  %17 = add nsw i32 %16, %14, !dbg !328
  br label %23, !dbg !329

18:                                               ; preds = %5
  %19 = icmp eq i8 %8, 0, !dbg !330
    #dbg_value(i32 %6, !313, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !316)
  %20 = add nuw i32 %6, 1
    #dbg_value(i32 %20, !313, !DIExpression(), !316)
    #dbg_value(i32 %20, !313, !DIExpression(), !316)
  %21 = icmp eq i32 %20, %2
  %22 = select i1 %19, i1 true, i1 %21, !dbg !332
  br i1 %22, label %23, label %5, !dbg !332, !llvm.loop !333

23:                                               ; preds = %18, %3, %12
  %24 = phi i32 [ %17, %12 ], [ 0, %3 ], [ 0, %18 ]
  ret i32 %24, !dbg !335
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local noundef ptr @strcpy(ptr noundef returned writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #10 !dbg !336 {
    #dbg_value(ptr %0, !338, !DIExpression(), !341)
    #dbg_value(ptr %1, !339, !DIExpression(), !341)
    #dbg_value(ptr %0, !340, !DIExpression(), !341)
  br label %3, !dbg !342

3:                                                ; preds = %3, %2
  %4 = phi ptr [ %1, %2 ], [ %6, %3 ]
  %5 = phi ptr [ %0, %2 ], [ %8, %3 ]
    #dbg_value(ptr %5, !338, !DIExpression(), !341)
    #dbg_value(ptr %4, !339, !DIExpression(), !341)
  %6 = getelementptr inbounds i8, ptr %4, i32 1, !dbg !343
    #dbg_value(ptr %6, !339, !DIExpression(), !341)
  %7 = load i8, ptr %4, align 1, !dbg !344, !tbaa !185
  %8 = getelementptr inbounds i8, ptr %5, i32 1, !dbg !345
    #dbg_value(ptr %8, !338, !DIExpression(), !341)
  store i8 %7, ptr %5, align 1, !dbg !346, !tbaa !185
  %9 = icmp eq i8 %7, 0, !dbg !342
  br i1 %9, label %10, label %3, !dbg !342, !llvm.loop !347

10:                                               ; preds = %3
  ret ptr %0, !dbg !349
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local noundef ptr @stpcpy(ptr noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #10 !dbg !350 {
    #dbg_value(ptr %0, !352, !DIExpression(), !354)
    #dbg_value(ptr %1, !353, !DIExpression(), !354)
    #dbg_value(ptr %1, !353, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !354)
  %3 = load i8, ptr %1, align 1, !dbg !355, !tbaa !185
  store i8 %3, ptr %0, align 1, !dbg !356, !tbaa !185
  %4 = icmp eq i8 %3, 0, !dbg !357
  br i1 %4, label %12, label %5, !dbg !357

5:                                                ; preds = %2, %5
  %6 = phi ptr [ %8, %5 ], [ %1, %2 ]
  %7 = phi ptr [ %9, %5 ], [ %0, %2 ]
    #dbg_value(ptr %6, !353, !DIExpression(), !354)
    #dbg_value(ptr %7, !352, !DIExpression(), !354)
  %8 = getelementptr inbounds i8, ptr %6, i32 1, !dbg !358
    #dbg_value(ptr %8, !353, !DIExpression(), !354)
  %9 = getelementptr inbounds i8, ptr %7, i32 1, !dbg !359
    #dbg_value(ptr %9, !352, !DIExpression(), !354)
    #dbg_value(ptr %8, !353, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !354)
  %10 = load i8, ptr %8, align 1, !dbg !355, !tbaa !185
  store i8 %10, ptr %9, align 1, !dbg !356, !tbaa !185
  %11 = icmp eq i8 %10, 0, !dbg !357
  br i1 %11, label %12, label %5, !dbg !357, !llvm.loop !360

12:                                               ; preds = %5, %2
  %13 = phi ptr [ %0, %2 ], [ %9, %5 ]
  ret ptr %13, !dbg !361
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptr @stpncpy(ptr noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #11 !dbg !362 {
    #dbg_value(ptr %0, !366, !DIExpression(), !371)
    #dbg_value(ptr %1, !367, !DIExpression(), !371)
    #dbg_value(i32 %2, !368, !DIExpression(), !371)
    #dbg_value(i32 0, !369, !DIExpression(), !371)
  %4 = icmp eq i32 %2, 0, !dbg !372
  br i1 %4, label %14, label %5, !dbg !375

5:                                                ; preds = %3, %10
  %6 = phi i32 [ %12, %10 ], [ 0, %3 ]
    #dbg_value(i32 %6, !369, !DIExpression(), !371)
  %7 = getelementptr inbounds i8, ptr %1, i32 %6, !dbg !376
  %8 = load i8, ptr %7, align 1, !dbg !376, !tbaa !185
  %9 = icmp eq i8 %8, 0, !dbg !375
  br i1 %9, label %14, label %10, !dbg !377

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %0, i32 %6, !dbg !378
  store i8 %8, ptr %11, align 1, !dbg !379, !tbaa !185
  %12 = add nuw i32 %6, 1, !dbg !380
    #dbg_value(i32 %12, !369, !DIExpression(), !371)
  %13 = icmp eq i32 %12, %2, !dbg !372
  br i1 %13, label %52, label %5, !dbg !375, !llvm.loop !381

14:                                               ; preds = %5, %3
  %15 = phi i32 [ 0, %3 ], [ %6, %5 ], !dbg !371
    #dbg_value(!DIArgList(ptr %0, i32 %15), !370, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !371)
    #dbg_value(i32 %15, !369, !DIExpression(), !371)
  %16 = icmp ult i32 %15, %2, !dbg !383
  br i1 %16, label %17, label %52, !dbg !386

17:                                               ; preds = %14
  %18 = sub i32 %2, %15, !dbg !386
  %19 = and i32 %18, 7, !dbg !386
  %20 = icmp eq i32 %19, 0, !dbg !386
  br i1 %20, label %28, label %21, !dbg !386

21:                                               ; preds = %17, %21
  %22 = phi i32 [ %25, %21 ], [ %15, %17 ]
  %23 = phi i32 [ %26, %21 ], [ 0, %17 ]
    #dbg_value(i32 %22, !369, !DIExpression(), !371)
  %24 = getelementptr inbounds i8, ptr %0, i32 %22, !dbg !387
  store i8 0, ptr %24, align 1, !dbg !388, !tbaa !185
  %25 = add nuw i32 %22, 1, !dbg !389
    #dbg_value(i32 %25, !369, !DIExpression(), !371)
  %26 = add i32 %23, 1, !dbg !386
  %27 = icmp eq i32 %26, %19, !dbg !386
  br i1 %27, label %28, label %21, !dbg !386, !llvm.loop !390

28:                                               ; preds = %21, %17
  %29 = phi i32 [ %15, %17 ], [ %25, %21 ]
  %30 = sub i32 %15, %2, !dbg !386
  %31 = icmp ugt i32 %30, -8, !dbg !386
  br i1 %31, label %52, label %32, !dbg !386

32:                                               ; preds = %28
  %33 = getelementptr i8, ptr %0, i32 1, !dbg !386
  %34 = getelementptr i8, ptr %0, i32 2, !dbg !386
  %35 = getelementptr i8, ptr %0, i32 3, !dbg !386
  %36 = getelementptr i8, ptr %0, i32 4, !dbg !386
  %37 = getelementptr i8, ptr %0, i32 5, !dbg !386
  %38 = getelementptr i8, ptr %0, i32 6, !dbg !386
  %39 = getelementptr i8, ptr %0, i32 7, !dbg !386
  br label %40, !dbg !386

40:                                               ; preds = %40, %32
  %41 = phi i32 [ %29, %32 ], [ %50, %40 ]
    #dbg_value(i32 %41, !369, !DIExpression(), !371)
  %42 = getelementptr inbounds i8, ptr %0, i32 %41, !dbg !387
  store i8 0, ptr %42, align 1, !dbg !388, !tbaa !185
    #dbg_value(i32 %41, !369, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !371)
  %43 = getelementptr i8, ptr %33, i32 %41, !dbg !387
  store i8 0, ptr %43, align 1, !dbg !388, !tbaa !185
    #dbg_value(i32 %41, !369, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !371)
  %44 = getelementptr i8, ptr %34, i32 %41, !dbg !387
  store i8 0, ptr %44, align 1, !dbg !388, !tbaa !185
    #dbg_value(i32 %41, !369, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !371)
  %45 = getelementptr i8, ptr %35, i32 %41, !dbg !387
  store i8 0, ptr %45, align 1, !dbg !388, !tbaa !185
    #dbg_value(i32 %41, !369, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !371)
  %46 = getelementptr i8, ptr %36, i32 %41, !dbg !387
  store i8 0, ptr %46, align 1, !dbg !388, !tbaa !185
    #dbg_value(i32 %41, !369, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !371)
  %47 = getelementptr i8, ptr %37, i32 %41, !dbg !387
  store i8 0, ptr %47, align 1, !dbg !388, !tbaa !185
    #dbg_value(i32 %41, !369, !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value), !371)
  %48 = getelementptr i8, ptr %38, i32 %41, !dbg !387
  store i8 0, ptr %48, align 1, !dbg !388, !tbaa !185
    #dbg_value(i32 %41, !369, !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value), !371)
  %49 = getelementptr i8, ptr %39, i32 %41, !dbg !387
  store i8 0, ptr %49, align 1, !dbg !388, !tbaa !185
  %50 = add nuw i32 %41, 8, !dbg !389
    #dbg_value(i32 %50, !369, !DIExpression(), !371)
  %51 = icmp eq i32 %50, %2, !dbg !383
  br i1 %51, label %52, label %40, !dbg !386, !llvm.loop !392

52:                                               ; preds = %10, %28, %40, %14
  %53 = phi i32 [ %15, %14 ], [ %15, %40 ], [ %15, %28 ], [ %2, %10 ]
  %54 = getelementptr inbounds i8, ptr %0, i32 %53, !dbg !394
    #dbg_value(ptr %54, !370, !DIExpression(), !371)
  ret ptr %54, !dbg !395
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local noundef ptr @strchrnul(ptr noundef readonly %0, i32 noundef %1) local_unnamed_addr #9 !dbg !396 {
    #dbg_value(ptr %0, !400, !DIExpression(), !402)
    #dbg_value(i32 %1, !401, !DIExpression(), !402)
  %3 = load i8, ptr %0, align 1, !dbg !403, !tbaa !185
  %4 = icmp eq i8 %3, 0, !dbg !403
  br i1 %4, label %17, label %5, !dbg !404

5:                                                ; preds = %2
  %6 = shl i32 %1, 24
  %7 = ashr exact i32 %6, 24
  br label %8, !dbg !404

8:                                                ; preds = %5, %13
  %9 = phi i8 [ %3, %5 ], [ %15, %13 ]
  %10 = phi ptr [ %0, %5 ], [ %14, %13 ]
    #dbg_value(ptr %10, !400, !DIExpression(), !402)
  %11 = sext i8 %9 to i32, !dbg !403
  %12 = icmp eq i32 %7, %11, !dbg !405
  br i1 %12, label %17, label %13, !dbg !406

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %10, i32 1, !dbg !407
    #dbg_value(ptr %14, !400, !DIExpression(), !402)
  %15 = load i8, ptr %14, align 1, !dbg !403, !tbaa !185
  %16 = icmp eq i8 %15, 0, !dbg !403
  br i1 %16, label %17, label %8, !dbg !404, !llvm.loop !408

17:                                               ; preds = %8, %13, %2
  %18 = phi ptr [ %0, %2 ], [ %14, %13 ], [ %10, %8 ]
  ret ptr %18, !dbg !409
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local noundef ptr @strncpy(ptr noundef returned writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #11 !dbg !410 {
    #dbg_value(ptr %0, !412, !DIExpression(), !416)
    #dbg_value(ptr %1, !413, !DIExpression(), !416)
    #dbg_value(i32 %2, !414, !DIExpression(), !416)
    #dbg_value(i32 0, !415, !DIExpression(), !416)
  %4 = icmp eq i32 %2, 0, !dbg !417
  br i1 %4, label %14, label %5, !dbg !420

5:                                                ; preds = %3, %10
  %6 = phi i32 [ %12, %10 ], [ 0, %3 ]
    #dbg_value(i32 %6, !415, !DIExpression(), !416)
  %7 = getelementptr inbounds i8, ptr %1, i32 %6, !dbg !421
  %8 = load i8, ptr %7, align 1, !dbg !421, !tbaa !185
  %9 = icmp eq i8 %8, 0, !dbg !420
  br i1 %9, label %14, label %10, !dbg !422

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %0, i32 %6, !dbg !423
  store i8 %8, ptr %11, align 1, !dbg !424, !tbaa !185
  %12 = add nuw i32 %6, 1, !dbg !425
    #dbg_value(i32 %12, !415, !DIExpression(), !416)
  %13 = icmp eq i32 %12, %2, !dbg !417
  br i1 %13, label %52, label %5, !dbg !420, !llvm.loop !426

14:                                               ; preds = %5, %3
  %15 = phi i32 [ 0, %3 ], [ %6, %5 ], !dbg !416
    #dbg_value(i32 %15, !415, !DIExpression(), !416)
  %16 = icmp ult i32 %15, %2, !dbg !428
  br i1 %16, label %17, label %52, !dbg !431

17:                                               ; preds = %14
  %18 = sub i32 %2, %15, !dbg !431
  %19 = and i32 %18, 7, !dbg !431
  %20 = icmp eq i32 %19, 0, !dbg !431
  br i1 %20, label %28, label %21, !dbg !431

21:                                               ; preds = %17, %21
  %22 = phi i32 [ %25, %21 ], [ %15, %17 ]
  %23 = phi i32 [ %26, %21 ], [ 0, %17 ]
    #dbg_value(i32 %22, !415, !DIExpression(), !416)
  %24 = getelementptr inbounds i8, ptr %0, i32 %22, !dbg !432
  store i8 0, ptr %24, align 1, !dbg !433, !tbaa !185
  %25 = add nuw i32 %22, 1, !dbg !434
    #dbg_value(i32 %25, !415, !DIExpression(), !416)
  %26 = add i32 %23, 1, !dbg !431
  %27 = icmp eq i32 %26, %19, !dbg !431
  br i1 %27, label %28, label %21, !dbg !431, !llvm.loop !435

28:                                               ; preds = %21, %17
  %29 = phi i32 [ %15, %17 ], [ %25, %21 ]
  %30 = sub i32 %15, %2, !dbg !431
  %31 = icmp ugt i32 %30, -8, !dbg !431
  br i1 %31, label %52, label %32, !dbg !431

32:                                               ; preds = %28
  %33 = getelementptr i8, ptr %0, i32 1, !dbg !431
  %34 = getelementptr i8, ptr %0, i32 2, !dbg !431
  %35 = getelementptr i8, ptr %0, i32 3, !dbg !431
  %36 = getelementptr i8, ptr %0, i32 4, !dbg !431
  %37 = getelementptr i8, ptr %0, i32 5, !dbg !431
  %38 = getelementptr i8, ptr %0, i32 6, !dbg !431
  %39 = getelementptr i8, ptr %0, i32 7, !dbg !431
  br label %40, !dbg !431

40:                                               ; preds = %40, %32
  %41 = phi i32 [ %29, %32 ], [ %50, %40 ]
    #dbg_value(i32 %41, !415, !DIExpression(), !416)
  %42 = getelementptr inbounds i8, ptr %0, i32 %41, !dbg !432
  store i8 0, ptr %42, align 1, !dbg !433, !tbaa !185
    #dbg_value(i32 %41, !415, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !416)
  %43 = getelementptr i8, ptr %33, i32 %41, !dbg !432
  store i8 0, ptr %43, align 1, !dbg !433, !tbaa !185
    #dbg_value(i32 %41, !415, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !416)
  %44 = getelementptr i8, ptr %34, i32 %41, !dbg !432
  store i8 0, ptr %44, align 1, !dbg !433, !tbaa !185
    #dbg_value(i32 %41, !415, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !416)
  %45 = getelementptr i8, ptr %35, i32 %41, !dbg !432
  store i8 0, ptr %45, align 1, !dbg !433, !tbaa !185
    #dbg_value(i32 %41, !415, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !416)
  %46 = getelementptr i8, ptr %36, i32 %41, !dbg !432
  store i8 0, ptr %46, align 1, !dbg !433, !tbaa !185
    #dbg_value(i32 %41, !415, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !416)
  %47 = getelementptr i8, ptr %37, i32 %41, !dbg !432
  store i8 0, ptr %47, align 1, !dbg !433, !tbaa !185
    #dbg_value(i32 %41, !415, !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value), !416)
  %48 = getelementptr i8, ptr %38, i32 %41, !dbg !432
  store i8 0, ptr %48, align 1, !dbg !433, !tbaa !185
    #dbg_value(i32 %41, !415, !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value), !416)
  %49 = getelementptr i8, ptr %39, i32 %41, !dbg !432
  store i8 0, ptr %49, align 1, !dbg !433, !tbaa !185
  %50 = add nuw i32 %41, 8, !dbg !434
    #dbg_value(i32 %50, !415, !DIExpression(), !416)
  %51 = icmp eq i32 %50, %2, !dbg !428
  br i1 %51, label %52, label %40, !dbg !431, !llvm.loop !436

52:                                               ; preds = %10, %28, %40, %14
  ret ptr %0, !dbg !438
}

; Function Attrs: nounwind
define dso_local noundef ptr @strcat(ptr noundef returned %0, ptr nocapture noundef readonly %1) local_unnamed_addr #7 !dbg !439 {
    #dbg_value(ptr %0, !441, !DIExpression(), !443)
    #dbg_value(ptr %1, !442, !DIExpression(), !443)
  %3 = tail call i32 @strlen(ptr noundef %0) #16, !dbg !444
  %4 = getelementptr inbounds i8, ptr %0, i32 %3, !dbg !445
    #dbg_value(ptr %4, !338, !DIExpression(), !446)
    #dbg_value(ptr %1, !339, !DIExpression(), !446)
    #dbg_value(ptr %4, !340, !DIExpression(), !446)
  br label %5, !dbg !448

5:                                                ; preds = %5, %2
  %6 = phi ptr [ %1, %2 ], [ %8, %5 ]
  %7 = phi ptr [ %4, %2 ], [ %10, %5 ]
    #dbg_value(ptr %7, !338, !DIExpression(), !446)
    #dbg_value(ptr %6, !339, !DIExpression(), !446)
  %8 = getelementptr inbounds i8, ptr %6, i32 1, !dbg !449
    #dbg_value(ptr %8, !339, !DIExpression(), !446)
  %9 = load i8, ptr %6, align 1, !dbg !450, !tbaa !185
  %10 = getelementptr inbounds i8, ptr %7, i32 1, !dbg !451
    #dbg_value(ptr %10, !338, !DIExpression(), !446)
  store i8 %9, ptr %7, align 1, !dbg !452, !tbaa !185
  %11 = icmp eq i8 %9, 0, !dbg !448
  br i1 %11, label %12, label %5, !dbg !448, !llvm.loop !453

12:                                               ; preds = %5
  ret ptr %0, !dbg !455
}

declare !dbg !456 i32 @strlen(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local noundef ptr @strncat(ptr noundef returned %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #7 !dbg !459 {
    #dbg_value(ptr %0, !461, !DIExpression(), !466)
    #dbg_value(ptr %1, !462, !DIExpression(), !466)
    #dbg_value(i32 %2, !463, !DIExpression(), !466)
  %4 = tail call i32 @strlen(ptr noundef %0) #16, !dbg !467
  %5 = getelementptr inbounds i8, ptr %0, i32 %4, !dbg !468
    #dbg_value(ptr %5, !464, !DIExpression(), !466)
    #dbg_value(i32 0, !465, !DIExpression(), !466)
  %6 = icmp eq i32 %2, 0, !dbg !469
  br i1 %6, label %16, label %7, !dbg !472

7:                                                ; preds = %3, %12
  %8 = phi i32 [ %14, %12 ], [ 0, %3 ]
    #dbg_value(i32 %8, !465, !DIExpression(), !466)
  %9 = getelementptr inbounds i8, ptr %1, i32 %8, !dbg !473
  %10 = load i8, ptr %9, align 1, !dbg !473, !tbaa !185
  %11 = icmp eq i8 %10, 0, !dbg !472
  br i1 %11, label %16, label %12, !dbg !474

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %5, i32 %8, !dbg !475
  store i8 %10, ptr %13, align 1, !dbg !476, !tbaa !185
  %14 = add nuw i32 %8, 1, !dbg !477
    #dbg_value(i32 %14, !465, !DIExpression(), !466)
  %15 = icmp eq i32 %14, %2, !dbg !469
  br i1 %15, label %16, label %7, !dbg !472, !llvm.loop !478

16:                                               ; preds = %7, %12, %3
  %17 = phi i32 [ 0, %3 ], [ %2, %12 ], [ %8, %7 ], !dbg !466
  %18 = getelementptr inbounds i8, ptr %5, i32 %17, !dbg !480
  store i8 0, ptr %18, align 1, !dbg !481, !tbaa !185
  ret ptr %0, !dbg !482
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local noundef ptr @strchr(ptr noundef readonly %0, i32 noundef %1) local_unnamed_addr #9 !dbg !483 {
    #dbg_value(ptr %0, !485, !DIExpression(), !487)
    #dbg_value(i32 %1, !486, !DIExpression(), !487)
  %3 = shl i32 %1, 24
  %4 = ashr exact i32 %3, 24
    #dbg_value(ptr %0, !485, !DIExpression(), !487)
  %5 = load i8, ptr %0, align 1, !dbg !488, !tbaa !185
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
  %13 = getelementptr inbounds i8, ptr %10, i32 1, !dbg !498
    #dbg_value(ptr %13, !485, !DIExpression(), !487)
  %14 = load i8, ptr %13, align 1, !dbg !488, !tbaa !185
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
  %8 = load i8, ptr %6, align 1, !dbg !511, !tbaa !185
  %9 = sext i8 %8 to i32, !dbg !511
  %10 = icmp eq i32 %4, %9, !dbg !516
  %11 = select i1 %10, ptr %6, ptr %7, !dbg !517
    #dbg_value(ptr %11, !508, !DIExpression(), !509)
  %12 = icmp eq i8 %8, 0, !dbg !518
  %13 = getelementptr inbounds i8, ptr %6, i32 1, !dbg !520
    #dbg_value(ptr %13, !506, !DIExpression(), !509)
  br i1 %12, label %14, label %5, !dbg !521, !llvm.loop !522

14:                                               ; preds = %5
  ret ptr %11, !dbg !525
}

; Function Attrs: nounwind
define dso_local noundef ptr @strstr(ptr noundef readonly %0, ptr noundef %1) local_unnamed_addr #7 !dbg !526 {
    #dbg_value(ptr %0, !530, !DIExpression(), !533)
    #dbg_value(ptr %1, !531, !DIExpression(), !533)
  %3 = tail call i32 @strlen(ptr noundef %1) #16, !dbg !534
    #dbg_value(i32 %3, !532, !DIExpression(), !533)
  %4 = icmp eq i32 %3, 0, !dbg !535
  br i1 %4, label %30, label %5, !dbg !537

5:                                                ; preds = %2
    #dbg_value(ptr %0, !530, !DIExpression(), !533)
  %6 = load i8, ptr %0, align 1, !dbg !538, !tbaa !185
  %7 = icmp eq i8 %6, 0, !dbg !541
  br i1 %7, label %30, label %8, !dbg !541

8:                                                ; preds = %5
  %9 = load i8, ptr %1, align 1, !tbaa !185
  br label %10, !dbg !541

10:                                               ; preds = %8, %26
  %11 = phi i8 [ %6, %8 ], [ %28, %26 ]
  %12 = phi ptr [ %0, %8 ], [ %27, %26 ]
    #dbg_value(ptr %12, !530, !DIExpression(), !533)
  %13 = icmp eq i8 %11, %9, !dbg !542
  br i1 %13, label %14, label %26, !dbg !544

14:                                               ; preds = %10, %21
  %15 = phi i32 [ %23, %21 ], [ 0, %10 ]
    #dbg_value(i32 %15, !313, !DIExpression(), !545)
  %16 = getelementptr inbounds i8, ptr %12, i32 %15, !dbg !547
  %17 = load i8, ptr %16, align 1, !dbg !547, !tbaa !185
  %18 = getelementptr inbounds i8, ptr %1, i32 %15, !dbg !548
  %19 = load i8, ptr %18, align 1, !dbg !548, !tbaa !185
  %20 = icmp eq i8 %17, %19, !dbg !549
  br i1 %20, label %21, label %26, !dbg !550

21:                                               ; preds = %14
  %22 = icmp eq i8 %17, 0, !dbg !551
    #dbg_value(i32 %15, !313, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !545)
  %23 = add nuw i32 %15, 1
    #dbg_value(i32 %23, !313, !DIExpression(), !545)
  %24 = icmp eq i32 %23, %3
  %25 = select i1 %22, i1 true, i1 %24, !dbg !552
  br i1 %25, label %30, label %14, !dbg !552, !llvm.loop !553

26:                                               ; preds = %14, %10
  %27 = getelementptr inbounds i8, ptr %12, i32 1, !dbg !556
    #dbg_value(ptr %27, !530, !DIExpression(), !533)
  %28 = load i8, ptr %27, align 1, !dbg !538, !tbaa !185
  %29 = icmp eq i8 %28, 0, !dbg !541
  br i1 %29, label %30, label %10, !dbg !541, !llvm.loop !557

30:                                               ; preds = %26, %21, %5, %2
  %31 = phi ptr [ %0, %2 ], [ null, %5 ], [ %12, %21 ], [ null, %26 ], !dbg !533
  ret ptr %31, !dbg !559
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local i32 @strspn(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !560 {
    #dbg_value(ptr %0, !564, !DIExpression(), !567)
    #dbg_value(ptr %1, !565, !DIExpression(), !567)
    #dbg_value(i32 0, !566, !DIExpression(), !567)
  %3 = load i8, ptr %0, align 1, !dbg !568, !tbaa !185
  %4 = icmp eq i8 %3, 0, !dbg !568
  br i1 %4, label %24, label %5, !dbg !569

5:                                                ; preds = %2
  %6 = load i8, ptr %1, align 1, !tbaa !185
  br label %7, !dbg !569

7:                                                ; preds = %5, %19
  %8 = phi i8 [ %3, %5 ], [ %22, %19 ]
  %9 = phi i32 [ 0, %5 ], [ %20, %19 ]
    #dbg_value(i32 %9, !566, !DIExpression(), !567)
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
  %16 = getelementptr inbounds i8, ptr %13, i32 1, !dbg !576
    #dbg_value(ptr %16, !485, !DIExpression(), !570)
  %17 = load i8, ptr %16, align 1, !dbg !577, !tbaa !185
  %18 = icmp eq i8 %8, %17, !dbg !572
  br i1 %18, label %19, label %11, !dbg !573, !llvm.loop !578

19:                                               ; preds = %15, %7
  %20 = add i32 %9, 1, !dbg !581
    #dbg_value(i32 %20, !566, !DIExpression(), !567)
  %21 = getelementptr inbounds i8, ptr %0, i32 %20, !dbg !568
  %22 = load i8, ptr %21, align 1, !dbg !568, !tbaa !185
  %23 = icmp eq i8 %22, 0, !dbg !568
  br i1 %23, label %24, label %7, !dbg !569, !llvm.loop !582

24:                                               ; preds = %19, %11, %2
  %25 = phi i32 [ 0, %2 ], [ %9, %11 ], [ %20, %19 ]
  ret i32 %25, !dbg !584
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local i32 @strcspn(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !585 {
    #dbg_value(ptr %0, !587, !DIExpression(), !590)
    #dbg_value(ptr %1, !588, !DIExpression(), !590)
    #dbg_value(i32 0, !589, !DIExpression(), !590)
  %3 = load i8, ptr %0, align 1, !dbg !591, !tbaa !185
  %4 = icmp eq i8 %3, 0, !dbg !591
  br i1 %4, label %24, label %5, !dbg !592

5:                                                ; preds = %2
  %6 = load i8, ptr %1, align 1, !tbaa !185
  br label %7, !dbg !592

7:                                                ; preds = %5, %19
  %8 = phi i8 [ %3, %5 ], [ %22, %19 ]
  %9 = phi i32 [ 0, %5 ], [ %20, %19 ]
    #dbg_value(i32 %9, !589, !DIExpression(), !590)
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
  %16 = getelementptr inbounds i8, ptr %13, i32 1, !dbg !599
    #dbg_value(ptr %16, !485, !DIExpression(), !593)
  %17 = load i8, ptr %16, align 1, !dbg !600, !tbaa !185
  %18 = icmp eq i8 %8, %17, !dbg !595
  br i1 %18, label %24, label %11, !dbg !596, !llvm.loop !601

19:                                               ; preds = %11
  %20 = add i32 %9, 1, !dbg !604
    #dbg_value(i32 %20, !589, !DIExpression(), !590)
  %21 = getelementptr inbounds i8, ptr %0, i32 %20, !dbg !591
  %22 = load i8, ptr %21, align 1, !dbg !591, !tbaa !185
  %23 = icmp eq i8 %22, 0, !dbg !591
  br i1 %23, label %24, label %7, !dbg !592, !llvm.loop !605

24:                                               ; preds = %19, %7, %15, %2
  %25 = phi i32 [ 0, %2 ], [ %9, %15 ], [ %20, %19 ], [ %9, %7 ]
  ret i32 %25, !dbg !607
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local ptr @strpbrk(ptr noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #9 !dbg !608 {
    #dbg_value(ptr %0, !610, !DIExpression(), !612)
    #dbg_value(ptr %1, !611, !DIExpression(), !612)
    #dbg_value(ptr %0, !587, !DIExpression(), !613)
    #dbg_value(ptr %1, !588, !DIExpression(), !613)
    #dbg_value(i32 0, !589, !DIExpression(), !613)
  %3 = load i8, ptr %0, align 1, !dbg !615, !tbaa !185
  %4 = icmp eq i8 %3, 0, !dbg !615
  br i1 %4, label %24, label %5, !dbg !616

5:                                                ; preds = %2
  %6 = load i8, ptr %1, align 1, !tbaa !185
  br label %7, !dbg !616

7:                                                ; preds = %19, %5
  %8 = phi i8 [ %3, %5 ], [ %22, %19 ]
  %9 = phi i32 [ 0, %5 ], [ %20, %19 ]
    #dbg_value(i32 %9, !589, !DIExpression(), !613)
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
  %16 = getelementptr inbounds i8, ptr %13, i32 1, !dbg !623
    #dbg_value(ptr %16, !485, !DIExpression(), !617)
  %17 = load i8, ptr %16, align 1, !dbg !624, !tbaa !185
  %18 = icmp eq i8 %8, %17, !dbg !619
  br i1 %18, label %24, label %11, !dbg !620, !llvm.loop !625

19:                                               ; preds = %11
  %20 = add i32 %9, 1, !dbg !628
    #dbg_value(i32 %20, !589, !DIExpression(), !613)
  %21 = getelementptr inbounds i8, ptr %0, i32 %20, !dbg !615
  %22 = load i8, ptr %21, align 1, !dbg !615, !tbaa !185
  %23 = icmp eq i8 %22, 0, !dbg !615
  br i1 %23, label %24, label %7, !dbg !616, !llvm.loop !629

24:                                               ; preds = %7, %19, %15, %2
  %25 = phi i32 [ 0, %2 ], [ %9, %15 ], [ %9, %7 ], [ %20, %19 ]
  %26 = getelementptr inbounds i8, ptr %0, i32 %25, !dbg !631
    #dbg_value(ptr %26, !610, !DIExpression(), !612)
  %27 = load i8, ptr %26, align 1, !dbg !632, !tbaa !185
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
  %6 = load ptr, ptr %2, align 4, !dbg !647, !tbaa !137
    #dbg_value(ptr %6, !639, !DIExpression(), !643)
  br label %7, !dbg !648

7:                                                ; preds = %5, %3
  %8 = phi ptr [ %0, %3 ], [ %6, %5 ]
    #dbg_value(ptr %8, !639, !DIExpression(), !643)
    #dbg_value(ptr %8, !564, !DIExpression(), !649)
    #dbg_value(ptr %1, !565, !DIExpression(), !649)
    #dbg_value(i32 0, !566, !DIExpression(), !649)
  %9 = load i8, ptr %8, align 1, !dbg !651, !tbaa !185
  %10 = icmp eq i8 %9, 0, !dbg !651
  br i1 %10, label %30, label %11, !dbg !652

11:                                               ; preds = %7
  %12 = load i8, ptr %1, align 1, !tbaa !185
  br label %13, !dbg !652

13:                                               ; preds = %25, %11
  %14 = phi i8 [ %9, %11 ], [ %28, %25 ]
  %15 = phi i32 [ 0, %11 ], [ %26, %25 ]
    #dbg_value(i32 %15, !566, !DIExpression(), !649)
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
  %22 = getelementptr inbounds i8, ptr %19, i32 1, !dbg !659
    #dbg_value(ptr %22, !485, !DIExpression(), !653)
  %23 = load i8, ptr %22, align 1, !dbg !660, !tbaa !185
  %24 = icmp eq i8 %14, %23, !dbg !655
  br i1 %24, label %25, label %17, !dbg !656, !llvm.loop !661

25:                                               ; preds = %21, %13
  %26 = add i32 %15, 1, !dbg !664
    #dbg_value(i32 %26, !566, !DIExpression(), !649)
  %27 = getelementptr inbounds i8, ptr %8, i32 %26, !dbg !651
  %28 = load i8, ptr %27, align 1, !dbg !651, !tbaa !185
  %29 = icmp eq i8 %28, 0, !dbg !651
  br i1 %29, label %30, label %13, !dbg !652, !llvm.loop !665

30:                                               ; preds = %25, %7
  %31 = phi i32 [ 0, %7 ], [ %26, %25 ]
  %32 = getelementptr inbounds i8, ptr %8, i32 %31, !dbg !667
    #dbg_value(ptr %32, !639, !DIExpression(), !643)
  br label %60, !dbg !668

33:                                               ; preds = %17
  %34 = getelementptr inbounds i8, ptr %8, i32 %15, !dbg !667
    #dbg_value(ptr %34, !639, !DIExpression(), !643)
    #dbg_value(ptr %34, !587, !DIExpression(), !669)
    #dbg_value(ptr %1, !588, !DIExpression(), !669)
    #dbg_value(i32 0, !589, !DIExpression(), !669)
  %35 = load i8, ptr %1, align 1, !tbaa !185
  br label %36, !dbg !671

36:                                               ; preds = %48, %33
  %37 = phi i8 [ %14, %33 ], [ %51, %48 ]
  %38 = phi i32 [ 0, %33 ], [ %49, %48 ]
    #dbg_value(i32 %38, !589, !DIExpression(), !669)
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
  %45 = getelementptr inbounds i8, ptr %42, i32 1, !dbg !678
    #dbg_value(ptr %45, !485, !DIExpression(), !672)
  %46 = load i8, ptr %45, align 1, !dbg !679, !tbaa !185
  %47 = icmp eq i8 %37, %46, !dbg !674
  br i1 %47, label %53, label %40, !dbg !675, !llvm.loop !680

48:                                               ; preds = %40
  %49 = add i32 %38, 1, !dbg !683
    #dbg_value(i32 %49, !589, !DIExpression(), !669)
  %50 = getelementptr inbounds i8, ptr %34, i32 %49, !dbg !684
  %51 = load i8, ptr %50, align 1, !dbg !684, !tbaa !185
  %52 = icmp eq i8 %51, 0, !dbg !684
  br i1 %52, label %53, label %36, !dbg !671, !llvm.loop !685

53:                                               ; preds = %36, %48, %44
  %54 = phi i32 [ %38, %44 ], [ %38, %36 ], [ %49, %48 ]
  %55 = getelementptr inbounds i8, ptr %34, i32 %54, !dbg !687
    #dbg_value(ptr %55, !642, !DIExpression(), !643)
  %56 = load i8, ptr %55, align 1, !dbg !688, !tbaa !185
  %57 = icmp eq i8 %56, 0, !dbg !688
  br i1 %57, label %60, label %58, !dbg !690

58:                                               ; preds = %53
  %59 = getelementptr inbounds i8, ptr %55, i32 1, !dbg !691
    #dbg_value(ptr %59, !642, !DIExpression(), !643)
  store i8 0, ptr %55, align 1, !dbg !692, !tbaa !185
  br label %60, !dbg !693

60:                                               ; preds = %30, %53, %58
  %61 = phi ptr [ %59, %58 ], [ %55, %53 ], [ %32, %30 ], !dbg !643
  %62 = phi ptr [ %34, %58 ], [ %34, %53 ], [ null, %30 ], !dbg !643
  store ptr %61, ptr %2, align 4, !dbg !643, !tbaa !137
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
  %4 = load ptr, ptr @strtok.save, align 4
  %5 = select i1 %3, ptr %4, ptr %0, !dbg !699
    #dbg_value(ptr %5, !639, !DIExpression(), !696)
    #dbg_value(ptr %5, !564, !DIExpression(), !700)
    #dbg_value(ptr %1, !565, !DIExpression(), !700)
    #dbg_value(i32 0, !566, !DIExpression(), !700)
  %6 = load i8, ptr %5, align 1, !dbg !702, !tbaa !185
  %7 = icmp eq i8 %6, 0, !dbg !702
  br i1 %7, label %27, label %8, !dbg !703

8:                                                ; preds = %2
  %9 = load i8, ptr %1, align 1, !tbaa !185
  br label %10, !dbg !703

10:                                               ; preds = %22, %8
  %11 = phi i8 [ %6, %8 ], [ %25, %22 ]
  %12 = phi i32 [ 0, %8 ], [ %23, %22 ]
    #dbg_value(i32 %12, !566, !DIExpression(), !700)
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
  %19 = getelementptr inbounds i8, ptr %16, i32 1, !dbg !710
    #dbg_value(ptr %19, !485, !DIExpression(), !704)
  %20 = load i8, ptr %19, align 1, !dbg !711, !tbaa !185
  %21 = icmp eq i8 %11, %20, !dbg !706
  br i1 %21, label %22, label %14, !dbg !707, !llvm.loop !712

22:                                               ; preds = %18, %10
  %23 = add i32 %12, 1, !dbg !715
    #dbg_value(i32 %23, !566, !DIExpression(), !700)
  %24 = getelementptr inbounds i8, ptr %5, i32 %23, !dbg !702
  %25 = load i8, ptr %24, align 1, !dbg !702, !tbaa !185
  %26 = icmp eq i8 %25, 0, !dbg !702
  br i1 %26, label %27, label %10, !dbg !703, !llvm.loop !716

27:                                               ; preds = %22, %2
  %28 = phi i32 [ 0, %2 ], [ %23, %22 ]
  %29 = getelementptr inbounds i8, ptr %5, i32 %28, !dbg !718
    #dbg_value(ptr %29, !639, !DIExpression(), !696)
  br label %56, !dbg !719

30:                                               ; preds = %14
  %31 = getelementptr inbounds i8, ptr %5, i32 %12, !dbg !718
    #dbg_value(ptr %31, !639, !DIExpression(), !696)
    #dbg_value(ptr %31, !587, !DIExpression(), !720)
    #dbg_value(ptr %1, !588, !DIExpression(), !720)
    #dbg_value(i32 0, !589, !DIExpression(), !720)
  br label %32, !dbg !722

32:                                               ; preds = %44, %30
  %33 = phi i8 [ %11, %30 ], [ %47, %44 ]
  %34 = phi i32 [ 0, %30 ], [ %45, %44 ]
    #dbg_value(i32 %34, !589, !DIExpression(), !720)
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
  %41 = getelementptr inbounds i8, ptr %38, i32 1, !dbg !729
    #dbg_value(ptr %41, !485, !DIExpression(), !723)
  %42 = load i8, ptr %41, align 1, !dbg !730, !tbaa !185
  %43 = icmp eq i8 %33, %42, !dbg !725
  br i1 %43, label %49, label %36, !dbg !726, !llvm.loop !731

44:                                               ; preds = %36
  %45 = add i32 %34, 1, !dbg !734
    #dbg_value(i32 %45, !589, !DIExpression(), !720)
  %46 = getelementptr inbounds i8, ptr %31, i32 %45, !dbg !735
  %47 = load i8, ptr %46, align 1, !dbg !735, !tbaa !185
  %48 = icmp eq i8 %47, 0, !dbg !735
  br i1 %48, label %49, label %32, !dbg !722, !llvm.loop !736

49:                                               ; preds = %44, %32, %40
  %50 = phi i32 [ %34, %40 ], [ %45, %44 ], [ %34, %32 ]
  %51 = getelementptr inbounds i8, ptr %31, i32 %50, !dbg !738
    #dbg_value(ptr %51, !642, !DIExpression(), !696)
  %52 = load i8, ptr %51, align 1, !dbg !739, !tbaa !185
  %53 = icmp eq i8 %52, 0, !dbg !739
  br i1 %53, label %56, label %54, !dbg !740

54:                                               ; preds = %49
  %55 = getelementptr inbounds i8, ptr %51, i32 1, !dbg !741
    #dbg_value(ptr %55, !642, !DIExpression(), !696)
  store i8 0, ptr %51, align 1, !dbg !742, !tbaa !185
  br label %56, !dbg !743

56:                                               ; preds = %27, %49, %54
  %57 = phi ptr [ %55, %54 ], [ %51, %49 ], [ %29, %27 ], !dbg !696
  %58 = phi ptr [ %31, %54 ], [ %31, %49 ], [ null, %27 ], !dbg !696
  store ptr %57, ptr @strtok.save, align 4, !dbg !696, !tbaa !137
  ret ptr %58, !dbg !744
}

; Function Attrs: nounwind
define dso_local ptr @strdup(ptr noundef %0) local_unnamed_addr #7 !dbg !745 {
    #dbg_value(ptr %0, !749, !DIExpression(), !752)
  %2 = tail call i32 @strlen(ptr noundef %0) #16, !dbg !753
  %3 = add i32 %2, 1, !dbg !754
    #dbg_value(i32 %3, !750, !DIExpression(), !752)
  %4 = tail call ptr @malloc(i32 noundef %3) #16, !dbg !755
    #dbg_value(ptr %4, !751, !DIExpression(), !752)
  %5 = icmp eq ptr %4, null, !dbg !756
  br i1 %5, label %8, label %6, !dbg !758

6:                                                ; preds = %1
  %7 = tail call ptr @memcpy(ptr noundef nonnull %4, ptr noundef %0, i32 noundef %3) #16, !dbg !759
  br label %8, !dbg !759

8:                                                ; preds = %6, %1
  ret ptr %4, !dbg !760
}

declare !dbg !761 ptr @malloc(i32 noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local ptr @strndup(ptr noundef %0, i32 noundef %1) local_unnamed_addr #7 !dbg !764 {
    #dbg_value(ptr %0, !768, !DIExpression(), !772)
    #dbg_value(i32 %1, !769, !DIExpression(), !772)
    #dbg_value(ptr %0, !269, !DIExpression(), !773)
    #dbg_value(i32 %1, !270, !DIExpression(), !773)
    #dbg_value(i32 0, !271, !DIExpression(), !773)
  %3 = icmp eq i32 %1, 0, !dbg !775
  br i1 %3, label %12, label %4, !dbg !776

4:                                                ; preds = %2, %9
  %5 = phi i32 [ %10, %9 ], [ 0, %2 ]
    #dbg_value(i32 %5, !271, !DIExpression(), !773)
  %6 = getelementptr inbounds i8, ptr %0, i32 %5, !dbg !777
  %7 = load i8, ptr %6, align 1, !dbg !777, !tbaa !185
  %8 = icmp eq i8 %7, 0, !dbg !776
  br i1 %8, label %12, label %9, !dbg !778

9:                                                ; preds = %4
  %10 = add nuw i32 %5, 1, !dbg !779
    #dbg_value(i32 %10, !271, !DIExpression(), !773)
  %11 = icmp eq i32 %10, %1, !dbg !775
  br i1 %11, label %12, label %4, !dbg !776, !llvm.loop !780

12:                                               ; preds = %4, %9, %2
  %13 = phi i32 [ 0, %2 ], [ %5, %4 ], [ %1, %9 ], !dbg !773
    #dbg_value(i32 %13, !770, !DIExpression(), !772)
  %14 = add i32 %13, 1, !dbg !781
  %15 = tail call ptr @malloc(i32 noundef %14) #16, !dbg !782
    #dbg_value(ptr %15, !771, !DIExpression(), !772)
  %16 = icmp eq ptr %15, null, !dbg !783
  br i1 %16, label %20, label %17, !dbg !785

17:                                               ; preds = %12
  %18 = tail call ptr @memcpy(ptr noundef nonnull %15, ptr noundef %0, i32 noundef %13) #16, !dbg !786
  %19 = getelementptr inbounds i8, ptr %15, i32 %13, !dbg !788
  store i8 0, ptr %19, align 1, !dbg !789, !tbaa !185
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
  br i1 %3, label %4, label %9, !dbg !815

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !816
  %6 = load i16, ptr %5, align 2, !dbg !816, !tbaa !817
  %7 = and i16 %6, 1024, !dbg !819
  %8 = zext nneg i16 %7 to i32, !dbg !819
  br label %9, !dbg !820

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !820
  ret i32 %10, !dbg !821
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 2049) i32 @isdigit(i32 noundef %0) local_unnamed_addr #0 !dbg !822 {
    #dbg_value(i32 %0, !824, !DIExpression(), !825)
    #dbg_value(i32 %0, !810, !DIExpression(), !826)
  %2 = add i32 %0, 128, !dbg !828
  %3 = icmp ult i32 %2, 384, !dbg !828
  br i1 %3, label %4, label %9, !dbg !828

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !829
  %6 = load i16, ptr %5, align 2, !dbg !829, !tbaa !817
  %7 = and i16 %6, 2048, !dbg !830
  %8 = zext nneg i16 %7 to i32, !dbg !830
  br label %9, !dbg !831

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !831
  ret i32 %10, !dbg !832
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 9) i32 @isalnum(i32 noundef %0) local_unnamed_addr #0 !dbg !833 {
    #dbg_value(i32 %0, !835, !DIExpression(), !836)
    #dbg_value(i32 %0, !810, !DIExpression(), !837)
  %2 = add i32 %0, 128, !dbg !839
  %3 = icmp ult i32 %2, 384, !dbg !839
  br i1 %3, label %4, label %9, !dbg !839

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !840
  %6 = load i16, ptr %5, align 2, !dbg !840, !tbaa !817
  %7 = and i16 %6, 8, !dbg !841
  %8 = zext nneg i16 %7 to i32, !dbg !841
  br label %9, !dbg !842

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !842
  ret i32 %10, !dbg !843
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 8193) i32 @isspace(i32 noundef %0) local_unnamed_addr #0 !dbg !844 {
    #dbg_value(i32 %0, !846, !DIExpression(), !847)
    #dbg_value(i32 %0, !810, !DIExpression(), !848)
  %2 = add i32 %0, 128, !dbg !850
  %3 = icmp ult i32 %2, 384, !dbg !850
  br i1 %3, label %4, label %9, !dbg !850

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !851
  %6 = load i16, ptr %5, align 2, !dbg !851, !tbaa !817
  %7 = and i16 %6, 8192, !dbg !852
  %8 = zext nneg i16 %7 to i32, !dbg !852
  br label %9, !dbg !853

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !853
  ret i32 %10, !dbg !854
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 257) i32 @isupper(i32 noundef %0) local_unnamed_addr #0 !dbg !855 {
    #dbg_value(i32 %0, !857, !DIExpression(), !858)
    #dbg_value(i32 %0, !810, !DIExpression(), !859)
  %2 = add i32 %0, 128, !dbg !861
  %3 = icmp ult i32 %2, 384, !dbg !861
  br i1 %3, label %4, label %9, !dbg !861

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !862
  %6 = load i16, ptr %5, align 2, !dbg !862, !tbaa !817
  %7 = and i16 %6, 256, !dbg !863
  %8 = zext nneg i16 %7 to i32, !dbg !863
  br label %9, !dbg !864

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !864
  ret i32 %10, !dbg !865
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 513) i32 @islower(i32 noundef %0) local_unnamed_addr #0 !dbg !866 {
    #dbg_value(i32 %0, !868, !DIExpression(), !869)
    #dbg_value(i32 %0, !810, !DIExpression(), !870)
  %2 = add i32 %0, 128, !dbg !872
  %3 = icmp ult i32 %2, 384, !dbg !872
  br i1 %3, label %4, label %9, !dbg !872

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !873
  %6 = load i16, ptr %5, align 2, !dbg !873, !tbaa !817
  %7 = and i16 %6, 512, !dbg !874
  %8 = zext nneg i16 %7 to i32, !dbg !874
  br label %9, !dbg !875

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !875
  ret i32 %10, !dbg !876
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 4097) i32 @isxdigit(i32 noundef %0) local_unnamed_addr #0 !dbg !877 {
    #dbg_value(i32 %0, !879, !DIExpression(), !880)
    #dbg_value(i32 %0, !810, !DIExpression(), !881)
  %2 = add i32 %0, 128, !dbg !883
  %3 = icmp ult i32 %2, 384, !dbg !883
  br i1 %3, label %4, label %9, !dbg !883

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !884
  %6 = load i16, ptr %5, align 2, !dbg !884, !tbaa !817
  %7 = and i16 %6, 4096, !dbg !885
  %8 = zext nneg i16 %7 to i32, !dbg !885
  br label %9, !dbg !886

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !886
  ret i32 %10, !dbg !887
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 16385) i32 @isprint(i32 noundef %0) local_unnamed_addr #0 !dbg !888 {
    #dbg_value(i32 %0, !890, !DIExpression(), !891)
    #dbg_value(i32 %0, !810, !DIExpression(), !892)
  %2 = add i32 %0, 128, !dbg !894
  %3 = icmp ult i32 %2, 384, !dbg !894
  br i1 %3, label %4, label %9, !dbg !894

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !895
  %6 = load i16, ptr %5, align 2, !dbg !895, !tbaa !817
  %7 = and i16 %6, 16384, !dbg !896
  %8 = zext nneg i16 %7 to i32, !dbg !896
  br label %9, !dbg !897

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !897
  ret i32 %10, !dbg !898
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 32769) i32 @isgraph(i32 noundef %0) local_unnamed_addr #0 !dbg !899 {
    #dbg_value(i32 %0, !901, !DIExpression(), !902)
    #dbg_value(i32 %0, !810, !DIExpression(), !903)
  %2 = add i32 %0, 128, !dbg !905
  %3 = icmp ult i32 %2, 384, !dbg !905
  br i1 %3, label %4, label %9, !dbg !905

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !906
  %6 = load i16, ptr %5, align 2, !dbg !906, !tbaa !817
  %7 = and i16 %6, -32768, !dbg !907
  %8 = zext i16 %7 to i32, !dbg !907
  br label %9, !dbg !908

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !908
  ret i32 %10, !dbg !909
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 5) i32 @ispunct(i32 noundef %0) local_unnamed_addr #0 !dbg !910 {
    #dbg_value(i32 %0, !912, !DIExpression(), !913)
    #dbg_value(i32 %0, !810, !DIExpression(), !914)
  %2 = add i32 %0, 128, !dbg !916
  %3 = icmp ult i32 %2, 384, !dbg !916
  br i1 %3, label %4, label %9, !dbg !916

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !917
  %6 = load i16, ptr %5, align 2, !dbg !917, !tbaa !817
  %7 = and i16 %6, 4, !dbg !918
  %8 = zext nneg i16 %7 to i32, !dbg !918
  br label %9, !dbg !919

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !919
  ret i32 %10, !dbg !920
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 3) i32 @iscntrl(i32 noundef %0) local_unnamed_addr #0 !dbg !921 {
    #dbg_value(i32 %0, !923, !DIExpression(), !924)
    #dbg_value(i32 %0, !810, !DIExpression(), !925)
  %2 = add i32 %0, 128, !dbg !927
  %3 = icmp ult i32 %2, 384, !dbg !927
  br i1 %3, label %4, label %9, !dbg !927

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !928
  %6 = load i16, ptr %5, align 2, !dbg !928, !tbaa !817
  %7 = and i16 %6, 2, !dbg !929
  %8 = zext nneg i16 %7 to i32, !dbg !929
  br label %9, !dbg !930

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !930
  ret i32 %10, !dbg !931
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 0, 2) i32 @isblank(i32 noundef %0) local_unnamed_addr #0 !dbg !932 {
    #dbg_value(i32 %0, !934, !DIExpression(), !935)
    #dbg_value(i32 %0, !810, !DIExpression(), !936)
  %2 = add i32 %0, 128, !dbg !938
  %3 = icmp ult i32 %2, 384, !dbg !938
  br i1 %3, label %4, label %9, !dbg !938

4:                                                ; preds = %1
  %5 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %0, !dbg !939
  %6 = load i16, ptr %5, align 2, !dbg !939, !tbaa !817
  %7 = and i16 %6, 1, !dbg !940
  %8 = zext nneg i16 %7 to i32, !dbg !940
  br label %9, !dbg !941

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %8, %4 ], [ 0, %1 ], !dbg !941
  ret i32 %10, !dbg !942
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @tolower(i32 noundef %0) local_unnamed_addr #0 !dbg !943 {
    #dbg_value(i32 %0, !945, !DIExpression(), !946)
  %2 = add i32 %0, 128, !dbg !947
  %3 = icmp ult i32 %2, 384, !dbg !947
  br i1 %3, label %4, label %7, !dbg !947

4:                                                ; preds = %1
  %5 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %0, !dbg !948
  %6 = load i32, ptr %5, align 4, !dbg !948, !tbaa !128
  br label %7, !dbg !949

7:                                                ; preds = %1, %4
  %8 = phi i32 [ %6, %4 ], [ %0, %1 ], !dbg !949
  ret i32 %8, !dbg !950
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @toupper(i32 noundef %0) local_unnamed_addr #0 !dbg !951 {
    #dbg_value(i32 %0, !953, !DIExpression(), !954)
  %2 = add i32 %0, 128, !dbg !955
  %3 = icmp ult i32 %2, 384, !dbg !955
  br i1 %3, label %4, label %7, !dbg !955

4:                                                ; preds = %1
  %5 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_upper_table, i32 512), i32 %0, !dbg !956
  %6 = load i32, ptr %5, align 4, !dbg !956, !tbaa !128
  br label %7, !dbg !957

7:                                                ; preds = %1, %4
  %8 = phi i32 [ %6, %4 ], [ %0, %1 ], !dbg !957
  ret i32 %8, !dbg !958
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @abs(i32 noundef %0) local_unnamed_addr #0 !dbg !959 {
    #dbg_value(i32 %0, !961, !DIExpression(), !962)
  %2 = tail call i32 @llvm.abs.i32(i32 %0, i1 true), !dbg !963
  ret i32 %2, !dbg !964
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @labs(i32 noundef %0) local_unnamed_addr #0 !dbg !965 {
    #dbg_value(i32 %0, !969, !DIExpression(), !970)
  %2 = tail call i32 @llvm.abs.i32(i32 %0, i1 true), !dbg !971
  ret i32 %2, !dbg !972
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
  store i32 0, ptr %4, align 4, !dbg !998, !tbaa !128, !DIAssignID !999
    #dbg_assign(i32 0, !993, !DIExpression(), !999, ptr %4, !DIExpression(), !996)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 1, i64 noundef 0, i64 noundef -9223372036854775808, i64 noundef 9223372036854775807, ptr noundef nonnull %4) #19, !dbg !1000
    #dbg_value(i64 %5, !994, !DIExpression(), !996)
  %6 = load i32, ptr %4, align 4, !dbg !1001, !tbaa !128
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
  %11 = load i8, ptr %10, align 1, !dbg !1025, !tbaa !185
  %12 = zext i8 %11 to i32, !dbg !1026
    #dbg_value(i32 %12, !846, !DIExpression(), !1027)
    #dbg_value(i32 %12, !810, !DIExpression(), !1029)
  %13 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %12, !dbg !1031
  %14 = load i16, ptr %13, align 2, !dbg !1031, !tbaa !817
  %15 = and i16 %14, 8192, !dbg !1032
  %16 = icmp eq i16 %15, 0, !dbg !1024
  %17 = getelementptr inbounds i8, ptr %10, i32 1, !dbg !1033
    #dbg_value(ptr %17, !1016, !DIExpression(), !1023)
  br i1 %16, label %18, label %9, !dbg !1024, !llvm.loop !1034

18:                                               ; preds = %9
    #dbg_value(i32 0, !1017, !DIExpression(), !1023)
  switch i8 %11, label %22 [
    i8 43, label %19
    i8 45, label %19
  ], !dbg !1035

19:                                               ; preds = %18, %18
  %20 = icmp eq i8 %11, 45, !dbg !1037
  %21 = zext i1 %20 to i32, !dbg !1037
    #dbg_value(i32 %21, !1017, !DIExpression(), !1023)
    #dbg_value(ptr %17, !1016, !DIExpression(), !1023)
  br label %22, !dbg !1039

22:                                               ; preds = %18, %19
  %23 = phi ptr [ %17, %19 ], [ %10, %18 ], !dbg !1023
  %24 = phi i32 [ %21, %19 ], [ 0, %18 ], !dbg !1023
    #dbg_value(i32 %24, !1017, !DIExpression(), !1023)
    #dbg_value(ptr %23, !1016, !DIExpression(), !1023)
  %25 = icmp eq i32 %2, 1
  %26 = icmp ugt i32 %2, 36, !dbg !1040
  %27 = or i1 %26, %25, !dbg !1040
  br i1 %27, label %28, label %32, !dbg !1040

28:                                               ; preds = %22
  %29 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1042
  store i32 22, ptr %29, align 4, !dbg !1044, !tbaa !128
  %30 = icmp eq ptr %1, null, !dbg !1045
  br i1 %30, label %130, label %31, !dbg !1047

31:                                               ; preds = %28
  store ptr %0, ptr %1, align 4, !dbg !1048, !tbaa !137
  br label %130, !dbg !1049

32:                                               ; preds = %22
  %33 = icmp eq i32 %3, 0, !dbg !1050
  %34 = icmp eq i32 %24, 0, !dbg !1052
  %35 = sub i64 0, %5, !dbg !1052
  %36 = select i1 %34, i64 %6, i64 %35, !dbg !1052
  %37 = select i1 %33, i64 %4, i64 %36, !dbg !1052
    #dbg_value(i64 %37, !1018, !DIExpression(), !1023)
    #dbg_value(ptr %23, !1053, !DIExpression(), !1071)
    #dbg_value(ptr undef, !1059, !DIExpression(), !1071)
    #dbg_value(ptr undef, !1060, !DIExpression(), !1071)
    #dbg_value(i64 %37, !1061, !DIExpression(), !1071)
    #dbg_value(ptr undef, !1062, !DIExpression(), !1071)
    #dbg_value(ptr undef, !1063, !DIExpression(), !1071)
    #dbg_value(i32 %2, !1064, !DIExpression(), !1071)
  %38 = icmp ne i32 %2, 0, !dbg !1073
  switch i32 %2, label %59 [
    i32 16, label %39
    i32 0, label %39
  ], !dbg !1075

39:                                               ; preds = %32, %32
  %40 = load i8, ptr %23, align 1, !dbg !1076, !tbaa !185
  %41 = icmp eq i8 %40, 48, !dbg !1077
  br i1 %41, label %42, label %56, !dbg !1078

42:                                               ; preds = %39
  %43 = getelementptr inbounds i8, ptr %23, i32 1, !dbg !1079
  %44 = load i8, ptr %43, align 1, !dbg !1079, !tbaa !185
  switch i8 %44, label %56 [
    i8 120, label %45
    i8 88, label %45
  ], !dbg !1080

45:                                               ; preds = %42, %42
  %46 = getelementptr inbounds i8, ptr %23, i32 2, !dbg !1081
  %47 = load i8, ptr %46, align 1, !dbg !1081, !tbaa !185
  %48 = zext i8 %47 to i32, !dbg !1082
    #dbg_value(i32 %48, !879, !DIExpression(), !1083)
    #dbg_value(i32 %48, !810, !DIExpression(), !1085)
  %49 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %48, !dbg !1087
  %50 = load i16, ptr %49, align 2, !dbg !1087, !tbaa !817
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
    #dbg_value(i32 %58, !1064, !DIExpression(), !1071)
  br label %59, !dbg !1095

59:                                               ; preds = %57, %56, %45, %32
  %60 = phi i32 [ %58, %57 ], [ %2, %56 ], [ %54, %45 ], [ %2, %32 ], !dbg !1071
  %61 = phi ptr [ %23, %57 ], [ %23, %56 ], [ %55, %45 ], [ %23, %32 ]
    #dbg_value(ptr %61, !1053, !DIExpression(), !1071)
    #dbg_value(i32 %60, !1064, !DIExpression(), !1071)
    #dbg_value(i32 %60, !1010, !DIExpression(), !1023)
    #dbg_value(i64 0, !1065, !DIExpression(), !1071)
    #dbg_value(i32 0, !1020, !DIExpression(), !1023)
    #dbg_value(i32 0, !1021, !DIExpression(), !1023)
  %62 = zext nneg i32 %60 to i64
    #dbg_value(i32 poison, !1021, !DIExpression(), !1023)
    #dbg_value(i32 0, !1020, !DIExpression(), !1023)
    #dbg_value(ptr %61, !1053, !DIExpression(), !1071)
    #dbg_value(i64 0, !1065, !DIExpression(), !1071)
  %63 = load i8, ptr %61, align 1, !dbg !1096, !tbaa !185
    #dbg_value(i8 %63, !1070, !DIExpression(), !1097)
  %64 = zext i8 %63 to i32, !dbg !1098
    #dbg_value(i32 %64, !824, !DIExpression(), !1100)
    #dbg_value(i32 %64, !810, !DIExpression(), !1102)
  %65 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %64, !dbg !1104
  %66 = load i16, ptr %65, align 2, !dbg !1104, !tbaa !817
  %67 = and i16 %66, 2048, !dbg !1105
  %68 = icmp eq i16 %67, 0, !dbg !1106
  br i1 %68, label %71, label %69, !dbg !1107

69:                                               ; preds = %59
  %70 = add nsw i32 %64, -48, !dbg !1108
    #dbg_value(i32 %70, !1066, !DIExpression(), !1097)
  br label %78, !dbg !1109

71:                                               ; preds = %59
    #dbg_value(i32 %64, !808, !DIExpression(), !1110)
    #dbg_value(i32 %64, !810, !DIExpression(), !1113)
  %72 = and i16 %66, 1024, !dbg !1115
  %73 = icmp eq i16 %72, 0, !dbg !1116
  br i1 %73, label %119, label %74, !dbg !1117

74:                                               ; preds = %71
    #dbg_value(i32 %64, !945, !DIExpression(), !1118)
  %75 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %64, !dbg !1120
  %76 = load i32, ptr %75, align 4, !dbg !1120, !tbaa !128
  %77 = add nsw i32 %76, -87, !dbg !1121
    #dbg_value(i32 %77, !1066, !DIExpression(), !1097)
  br label %78

78:                                               ; preds = %74, %69
  %79 = phi i32 [ %70, %69 ], [ %77, %74 ], !dbg !1122
    #dbg_value(i32 %79, !1066, !DIExpression(), !1097)
  %80 = icmp slt i32 %79, %60, !dbg !1123
  br i1 %80, label %81, label %119, !dbg !1125

81:                                               ; preds = %78
    #dbg_value(i32 1, !1021, !DIExpression(), !1023)
  %82 = sext i32 %79 to i64, !dbg !1126
    #dbg_value(i32 0, !1020, !DIExpression(), !1023)
    #dbg_value(i64 %82, !1065, !DIExpression(), !1071)
    #dbg_value(ptr %61, !1053, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1071)
  br label %83, !dbg !1128

83:                                               ; preds = %110, %81
  %84 = phi i32 [ 0, %81 ], [ %117, %110 ]
  %85 = phi i64 [ %82, %81 ], [ %118, %110 ]
  %86 = phi ptr [ %61, %81 ], [ %90, %110 ]
  %87 = icmp eq i32 %84, 0
  br label %88, !dbg !1129

88:                                               ; preds = %83, %109
  %89 = phi ptr [ %90, %109 ], [ %86, %83 ]
  %90 = getelementptr inbounds i8, ptr %89, i32 1, !dbg !1071
    #dbg_value(i32 poison, !1021, !DIExpression(), !1023)
    #dbg_value(i32 %84, !1020, !DIExpression(), !1023)
    #dbg_value(ptr %90, !1053, !DIExpression(), !1071)
    #dbg_value(i64 %85, !1065, !DIExpression(), !1071)
  %91 = load i8, ptr %90, align 1, !dbg !1096, !tbaa !185
    #dbg_value(i8 %91, !1070, !DIExpression(), !1097)
  %92 = zext i8 %91 to i32, !dbg !1098
    #dbg_value(i32 %92, !824, !DIExpression(), !1100)
    #dbg_value(i32 %92, !810, !DIExpression(), !1102)
  %93 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %92, !dbg !1104
  %94 = load i16, ptr %93, align 2, !dbg !1104, !tbaa !817
  %95 = and i16 %94, 2048, !dbg !1105
  %96 = icmp eq i16 %95, 0, !dbg !1106
  br i1 %96, label %99, label %97, !dbg !1107

97:                                               ; preds = %88
  %98 = add nsw i32 %92, -48, !dbg !1108
    #dbg_value(i32 %98, !1066, !DIExpression(), !1097)
  br label %106, !dbg !1109

99:                                               ; preds = %88
    #dbg_value(i32 %92, !808, !DIExpression(), !1110)
    #dbg_value(i32 %92, !810, !DIExpression(), !1113)
  %100 = and i16 %94, 1024, !dbg !1115
  %101 = icmp eq i16 %100, 0, !dbg !1116
  br i1 %101, label %122, label %102, !dbg !1117

102:                                              ; preds = %99
    #dbg_value(i32 %92, !945, !DIExpression(), !1118)
  %103 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %92, !dbg !1120
  %104 = load i32, ptr %103, align 4, !dbg !1120, !tbaa !128
  %105 = add nsw i32 %104, -87, !dbg !1121
    #dbg_value(i32 %105, !1066, !DIExpression(), !1097)
  br label %106

106:                                              ; preds = %102, %97
  %107 = phi i32 [ %98, %97 ], [ %105, %102 ], !dbg !1122
    #dbg_value(i32 %107, !1066, !DIExpression(), !1097)
  %108 = icmp slt i32 %107, %60, !dbg !1123
  br i1 %108, label %109, label %122, !dbg !1125

109:                                              ; preds = %106
    #dbg_value(i32 1, !1021, !DIExpression(), !1023)
  br i1 %87, label %110, label %88, !dbg !1130, !llvm.loop !1131

110:                                              ; preds = %109
  %111 = sext i32 %107 to i64, !dbg !1126
  %112 = sub i64 %37, %111, !dbg !1134
  %113 = udiv i64 %112, %62, !dbg !1135
  %114 = icmp ugt i64 %85, %113, !dbg !1136
  %115 = mul i64 %85, %62, !dbg !1137
  %116 = add i64 %115, %111, !dbg !1137
  %117 = select i1 %114, i32 1, i32 0, !dbg !1137
  %118 = select i1 %114, i64 %37, i64 %116, !dbg !1137
  br label %83, !dbg !1129, !llvm.loop !1131

119:                                              ; preds = %71, %78
    #dbg_value(i64 poison, !1065, !DIExpression(), !1071)
    #dbg_value(ptr poison, !1019, !DIExpression(), !1023)
    #dbg_value(i64 poison, !1022, !DIExpression(), !1023)
  %120 = icmp eq ptr %1, null, !dbg !1138
  br i1 %120, label %130, label %121, !dbg !1142

121:                                              ; preds = %119
  store ptr %0, ptr %1, align 4, !dbg !1143, !tbaa !137
  br label %130, !dbg !1144

122:                                              ; preds = %106, %99
  %123 = icmp eq i32 %84, 0, !dbg !1145
    #dbg_value(i64 %85, !1065, !DIExpression(), !1071)
    #dbg_value(ptr %90, !1019, !DIExpression(), !1023)
    #dbg_value(i64 %85, !1022, !DIExpression(), !1023)
  %124 = icmp eq ptr %1, null, !dbg !1147
  br i1 %124, label %126, label %125, !dbg !1149

125:                                              ; preds = %122
  store ptr %90, ptr %1, align 4, !dbg !1150, !tbaa !137
  br label %126, !dbg !1151

126:                                              ; preds = %125, %122
  br i1 %123, label %129, label %127, !dbg !1152

127:                                              ; preds = %126
  %128 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1153
  store i32 34, ptr %128, align 4, !dbg !1154, !tbaa !128
  br label %129, !dbg !1153

129:                                              ; preds = %127, %126
  store i32 %24, ptr %7, align 4, !dbg !1155, !tbaa !128
  br label %130, !dbg !1156

130:                                              ; preds = %129, %121, %119, %28, %31
  %131 = phi i64 [ 0, %31 ], [ 0, %28 ], [ %85, %129 ], [ 0, %121 ], [ 0, %119 ], !dbg !1023
  ret i64 %131, !dbg !1157
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i64 @strtoull(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !1158 {
  %4 = alloca i32, align 4, !DIAssignID !1167
    #dbg_assign(i1 undef, !1165, !DIExpression(), !1167, ptr %4, !DIExpression(), !1168)
    #dbg_value(ptr %0, !1162, !DIExpression(), !1168)
    #dbg_value(ptr %1, !1163, !DIExpression(), !1168)
    #dbg_value(i32 %2, !1164, !DIExpression(), !1168)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #18, !dbg !1169
  store i32 0, ptr %4, align 4, !dbg !1170, !tbaa !128, !DIAssignID !1171
    #dbg_assign(i32 0, !1165, !DIExpression(), !1171, ptr %4, !DIExpression(), !1168)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 0, i64 noundef -1, i64 noundef 0, i64 noundef 0, ptr noundef nonnull %4) #19, !dbg !1172
    #dbg_value(i64 %5, !1166, !DIExpression(), !1168)
  %6 = load i32, ptr %4, align 4, !dbg !1173, !tbaa !128
  %7 = icmp eq i32 %6, 0, !dbg !1173
  %8 = sub i64 0, %5, !dbg !1173
  %9 = select i1 %7, i64 %5, i64 %8, !dbg !1173
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #18, !dbg !1174
  ret i64 %9, !dbg !1175
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i32 @strtol(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !1176 {
  %4 = alloca i32, align 4, !DIAssignID !1186
    #dbg_assign(i1 undef, !1183, !DIExpression(), !1186, ptr %4, !DIExpression(), !1187)
    #dbg_value(ptr %0, !1180, !DIExpression(), !1187)
    #dbg_value(ptr %1, !1181, !DIExpression(), !1187)
    #dbg_value(i32 %2, !1182, !DIExpression(), !1187)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #18, !dbg !1188
  store i32 0, ptr %4, align 4, !dbg !1189, !tbaa !128, !DIAssignID !1190
    #dbg_assign(i32 0, !1183, !DIExpression(), !1190, ptr %4, !DIExpression(), !1187)
    #dbg_value(i32 2147483647, !1184, !DIExpression(), !1187)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 1, i64 noundef 0, i64 noundef -2147483648, i64 noundef 2147483647, ptr noundef nonnull %4) #19, !dbg !1191
    #dbg_value(i64 %5, !1185, !DIExpression(), !1187)
  %6 = load i32, ptr %4, align 4, !dbg !1192, !tbaa !128
  %7 = icmp eq i32 %6, 0, !dbg !1192
  %8 = trunc i64 %5 to i32, !dbg !1192
  %9 = sub i32 0, %8, !dbg !1192
  %10 = select i1 %7, i32 %8, i32 %9, !dbg !1192
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #18, !dbg !1193
  ret i32 %10, !dbg !1194
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local i32 @strtoul(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #10 !dbg !1195 {
  %4 = alloca i32, align 4, !DIAssignID !1204
    #dbg_assign(i1 undef, !1202, !DIExpression(), !1204, ptr %4, !DIExpression(), !1205)
    #dbg_value(ptr %0, !1199, !DIExpression(), !1205)
    #dbg_value(ptr %1, !1200, !DIExpression(), !1205)
    #dbg_value(i32 %2, !1201, !DIExpression(), !1205)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #18, !dbg !1206
  store i32 0, ptr %4, align 4, !dbg !1207, !tbaa !128, !DIAssignID !1208
    #dbg_assign(i32 0, !1202, !DIExpression(), !1208, ptr %4, !DIExpression(), !1205)
  %5 = call fastcc i64 @strto_common(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef 0, i64 noundef 4294967295, i64 noundef 0, i64 noundef 0, ptr noundef nonnull %4) #19, !dbg !1209
    #dbg_value(i64 %5, !1203, !DIExpression(), !1205)
  %6 = load i32, ptr %4, align 4, !dbg !1210, !tbaa !128
  %7 = icmp eq i32 %6, 0, !dbg !1210
  %8 = trunc i64 %5 to i32, !dbg !1210
  %9 = sub i32 0, %8, !dbg !1210
  %10 = select i1 %7, i32 %8, i32 %9, !dbg !1210
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #18, !dbg !1211
  ret i32 %10, !dbg !1212
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local i32 @atoi(ptr nocapture noundef readonly %0) local_unnamed_addr #12 !dbg !1213 {
    #dbg_value(ptr %0, !1217, !DIExpression(), !1218)
    #dbg_value(ptr %0, !1180, !DIExpression(), !1219)
    #dbg_value(ptr null, !1181, !DIExpression(), !1219)
    #dbg_value(i32 10, !1182, !DIExpression(), !1219)
    #dbg_value(i32 0, !1183, !DIExpression(), !1219)
    #dbg_value(i32 2147483647, !1184, !DIExpression(), !1219)
    #dbg_value(ptr %0, !1008, !DIExpression(), !1221)
    #dbg_value(ptr null, !1009, !DIExpression(), !1221)
    #dbg_value(i32 10, !1010, !DIExpression(), !1221)
    #dbg_value(i32 1, !1011, !DIExpression(), !1221)
    #dbg_value(i64 0, !1012, !DIExpression(), !1221)
    #dbg_value(i64 -2147483648, !1013, !DIExpression(), !1221)
    #dbg_value(i64 2147483647, !1014, !DIExpression(), !1221)
    #dbg_value(ptr undef, !1015, !DIExpression(), !1221)
    #dbg_value(ptr %0, !1016, !DIExpression(), !1221)
  br label %2, !dbg !1223

2:                                                ; preds = %2, %1
  %3 = phi ptr [ %0, %1 ], [ %10, %2 ], !dbg !1221
    #dbg_value(ptr %3, !1016, !DIExpression(), !1221)
  %4 = load i8, ptr %3, align 1, !dbg !1224, !tbaa !185
  %5 = zext i8 %4 to i32, !dbg !1225
    #dbg_value(i32 %5, !846, !DIExpression(), !1226)
    #dbg_value(i32 %5, !810, !DIExpression(), !1228)
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %5, !dbg !1230
  %7 = load i16, ptr %6, align 2, !dbg !1230, !tbaa !817
  %8 = and i16 %7, 8192, !dbg !1231
  %9 = icmp eq i16 %8, 0, !dbg !1223
  %10 = getelementptr inbounds i8, ptr %3, i32 1, !dbg !1232
    #dbg_value(ptr %10, !1016, !DIExpression(), !1221)
  br i1 %9, label %11, label %2, !dbg !1223, !llvm.loop !1233

11:                                               ; preds = %2
    #dbg_value(i32 0, !1017, !DIExpression(), !1221)
  switch i8 %4, label %19 [
    i8 43, label %12
    i8 45, label %12
  ], !dbg !1234

12:                                               ; preds = %11, %11
  %13 = icmp ne i8 %4, 45, !dbg !1235
    #dbg_value(i1 %13, !1017, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1221)
    #dbg_value(ptr %10, !1016, !DIExpression(), !1221)
  %14 = select i1 %13, i64 2147483647, i64 2147483648, !dbg !1236
  %15 = load i8, ptr %10, align 1, !dbg !1237, !tbaa !185
  %16 = zext i8 %15 to i32
  %17 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %16
  %18 = load i16, ptr %17, align 2, !dbg !1239, !tbaa !817
  br label %19, !dbg !1236

19:                                               ; preds = %12, %11
  %20 = phi i32 [ %16, %12 ], [ %5, %11 ], !dbg !1242
  %21 = phi i16 [ %18, %12 ], [ %7, %11 ], !dbg !1239
  %22 = phi i1 [ %13, %12 ], [ true, %11 ]
  %23 = phi ptr [ %10, %12 ], [ %3, %11 ]
  %24 = phi i64 [ %14, %12 ], [ 2147483647, %11 ], !dbg !1236
    #dbg_value(i64 %24, !1018, !DIExpression(), !1221)
    #dbg_value(ptr undef, !1059, !DIExpression(), !1243)
    #dbg_value(ptr undef, !1060, !DIExpression(), !1243)
    #dbg_value(i64 %24, !1061, !DIExpression(), !1243)
    #dbg_value(ptr undef, !1062, !DIExpression(), !1243)
    #dbg_value(ptr undef, !1063, !DIExpression(), !1243)
    #dbg_value(i32 10, !1064, !DIExpression(), !1243)
    #dbg_value(i32 10, !1010, !DIExpression(), !1221)
    #dbg_value(i32 poison, !1021, !DIExpression(), !1221)
    #dbg_value(i32 0, !1020, !DIExpression(), !1221)
    #dbg_value(ptr %23, !1053, !DIExpression(), !1243)
    #dbg_value(i64 0, !1065, !DIExpression(), !1243)
    #dbg_value(i8 poison, !1070, !DIExpression(), !1244)
    #dbg_value(i32 %20, !824, !DIExpression(), !1245)
    #dbg_value(i32 %20, !810, !DIExpression(), !1246)
  %25 = and i16 %21, 2048, !dbg !1247
  %26 = icmp eq i16 %25, 0, !dbg !1248
  br i1 %26, label %29, label %27, !dbg !1249

27:                                               ; preds = %19
  %28 = add nsw i32 %20, -48, !dbg !1250
    #dbg_value(i32 %28, !1066, !DIExpression(), !1244)
  br label %36, !dbg !1251

29:                                               ; preds = %19
    #dbg_value(i32 %20, !808, !DIExpression(), !1252)
    #dbg_value(i32 %20, !810, !DIExpression(), !1254)
  %30 = and i16 %21, 1024, !dbg !1256
  %31 = icmp eq i16 %30, 0, !dbg !1257
  br i1 %31, label %85, label %32, !dbg !1258

32:                                               ; preds = %29
    #dbg_value(i32 %20, !945, !DIExpression(), !1259)
  %33 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %20, !dbg !1261
  %34 = load i32, ptr %33, align 4, !dbg !1261, !tbaa !128
  %35 = add nsw i32 %34, -87, !dbg !1262
    #dbg_value(i32 %35, !1066, !DIExpression(), !1244)
  br label %36

36:                                               ; preds = %32, %27
  %37 = phi i32 [ %28, %27 ], [ %35, %32 ], !dbg !1263
    #dbg_value(i32 %37, !1066, !DIExpression(), !1244)
  %38 = icmp slt i32 %37, 10, !dbg !1264
  br i1 %38, label %39, label %85, !dbg !1265

39:                                               ; preds = %36
    #dbg_value(i32 1, !1021, !DIExpression(), !1221)
  %40 = sext i32 %37 to i64, !dbg !1266
    #dbg_value(i32 0, !1020, !DIExpression(), !1221)
    #dbg_value(i64 %40, !1065, !DIExpression(), !1243)
    #dbg_value(ptr %23, !1053, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1243)
  br label %41, !dbg !1267

41:                                               ; preds = %68, %39
  %42 = phi i32 [ 0, %39 ], [ %75, %68 ]
  %43 = phi i64 [ %40, %39 ], [ %76, %68 ]
  %44 = phi ptr [ %23, %39 ], [ %48, %68 ]
  %45 = icmp eq i32 %42, 0
  br label %46, !dbg !1268

46:                                               ; preds = %41, %67
  %47 = phi ptr [ %48, %67 ], [ %44, %41 ]
  %48 = getelementptr inbounds i8, ptr %47, i32 1, !dbg !1243
    #dbg_value(i32 poison, !1021, !DIExpression(), !1221)
    #dbg_value(i32 %42, !1020, !DIExpression(), !1221)
    #dbg_value(ptr %48, !1053, !DIExpression(), !1243)
    #dbg_value(i64 %43, !1065, !DIExpression(), !1243)
  %49 = load i8, ptr %48, align 1, !dbg !1237, !tbaa !185
    #dbg_value(i8 %49, !1070, !DIExpression(), !1244)
  %50 = zext i8 %49 to i32, !dbg !1242
    #dbg_value(i32 %50, !824, !DIExpression(), !1245)
    #dbg_value(i32 %50, !810, !DIExpression(), !1246)
  %51 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %50, !dbg !1239
  %52 = load i16, ptr %51, align 2, !dbg !1239, !tbaa !817
  %53 = and i16 %52, 2048, !dbg !1247
  %54 = icmp eq i16 %53, 0, !dbg !1248
  br i1 %54, label %57, label %55, !dbg !1249

55:                                               ; preds = %46
  %56 = add nsw i32 %50, -48, !dbg !1250
    #dbg_value(i32 %56, !1066, !DIExpression(), !1244)
  br label %64, !dbg !1251

57:                                               ; preds = %46
    #dbg_value(i32 %50, !808, !DIExpression(), !1252)
    #dbg_value(i32 %50, !810, !DIExpression(), !1254)
  %58 = and i16 %52, 1024, !dbg !1256
  %59 = icmp eq i16 %58, 0, !dbg !1257
  br i1 %59, label %77, label %60, !dbg !1258

60:                                               ; preds = %57
    #dbg_value(i32 %50, !945, !DIExpression(), !1259)
  %61 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %50, !dbg !1261
  %62 = load i32, ptr %61, align 4, !dbg !1261, !tbaa !128
  %63 = add nsw i32 %62, -87, !dbg !1262
    #dbg_value(i32 %63, !1066, !DIExpression(), !1244)
  br label %64

64:                                               ; preds = %60, %55
  %65 = phi i32 [ %56, %55 ], [ %63, %60 ], !dbg !1263
    #dbg_value(i32 %65, !1066, !DIExpression(), !1244)
  %66 = icmp slt i32 %65, 10, !dbg !1264
  br i1 %66, label %67, label %77, !dbg !1265

67:                                               ; preds = %64
    #dbg_value(i32 1, !1021, !DIExpression(), !1221)
  br i1 %45, label %68, label %46, !dbg !1269, !llvm.loop !1270

68:                                               ; preds = %67
  %69 = sext i32 %65 to i64, !dbg !1266
  %70 = sub nsw i64 %24, %69, !dbg !1272
  %71 = udiv i64 %70, 10, !dbg !1273
  %72 = icmp ugt i64 %43, %71, !dbg !1274
  %73 = mul nuw i64 %43, 10, !dbg !1275
  %74 = add i64 %73, %69, !dbg !1275
  %75 = select i1 %72, i32 1, i32 0, !dbg !1275
  %76 = select i1 %72, i64 %24, i64 %74, !dbg !1275
  br label %41, !dbg !1268, !llvm.loop !1270

77:                                               ; preds = %64, %57
  %78 = icmp eq i32 %42, 0, !dbg !1276
    #dbg_value(i64 %43, !1065, !DIExpression(), !1243)
    #dbg_value(ptr undef, !1019, !DIExpression(), !1221)
    #dbg_value(i64 %43, !1022, !DIExpression(), !1221)
  br i1 %78, label %81, label %79, !dbg !1277

79:                                               ; preds = %77
  %80 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1278
  store i32 34, ptr %80, align 4, !dbg !1279, !tbaa !128
  br label %81, !dbg !1278

81:                                               ; preds = %77, %79
    #dbg_value(i1 %22, !1183, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1219)
    #dbg_value(i64 %43, !1185, !DIExpression(), !1219)
  %82 = trunc i64 %43 to i32, !dbg !1280
  %83 = sub i32 0, %82, !dbg !1280
  %84 = select i1 %22, i32 %82, i32 %83, !dbg !1280
  br label %85, !dbg !1280

85:                                               ; preds = %81, %29, %36
  %86 = phi i32 [ 0, %36 ], [ 0, %29 ], [ %84, %81 ], !dbg !1280
  ret i32 %86, !dbg !1281
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local i32 @atol(ptr nocapture noundef readonly %0) local_unnamed_addr #12 !dbg !1282 {
    #dbg_value(ptr %0, !1286, !DIExpression(), !1287)
    #dbg_value(ptr %0, !1180, !DIExpression(), !1288)
    #dbg_value(ptr null, !1181, !DIExpression(), !1288)
    #dbg_value(i32 10, !1182, !DIExpression(), !1288)
    #dbg_value(i32 0, !1183, !DIExpression(), !1288)
    #dbg_value(i32 2147483647, !1184, !DIExpression(), !1288)
    #dbg_value(ptr %0, !1008, !DIExpression(), !1290)
    #dbg_value(ptr null, !1009, !DIExpression(), !1290)
    #dbg_value(i32 10, !1010, !DIExpression(), !1290)
    #dbg_value(i32 1, !1011, !DIExpression(), !1290)
    #dbg_value(i64 0, !1012, !DIExpression(), !1290)
    #dbg_value(i64 -2147483648, !1013, !DIExpression(), !1290)
    #dbg_value(i64 2147483647, !1014, !DIExpression(), !1290)
    #dbg_value(ptr undef, !1015, !DIExpression(), !1290)
    #dbg_value(ptr %0, !1016, !DIExpression(), !1290)
  br label %2, !dbg !1292

2:                                                ; preds = %2, %1
  %3 = phi ptr [ %0, %1 ], [ %10, %2 ], !dbg !1290
    #dbg_value(ptr %3, !1016, !DIExpression(), !1290)
  %4 = load i8, ptr %3, align 1, !dbg !1293, !tbaa !185
  %5 = zext i8 %4 to i32, !dbg !1294
    #dbg_value(i32 %5, !846, !DIExpression(), !1295)
    #dbg_value(i32 %5, !810, !DIExpression(), !1297)
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %5, !dbg !1299
  %7 = load i16, ptr %6, align 2, !dbg !1299, !tbaa !817
  %8 = and i16 %7, 8192, !dbg !1300
  %9 = icmp eq i16 %8, 0, !dbg !1292
  %10 = getelementptr inbounds i8, ptr %3, i32 1, !dbg !1301
    #dbg_value(ptr %10, !1016, !DIExpression(), !1290)
  br i1 %9, label %11, label %2, !dbg !1292, !llvm.loop !1302

11:                                               ; preds = %2
    #dbg_value(i32 0, !1017, !DIExpression(), !1290)
  switch i8 %4, label %19 [
    i8 43, label %12
    i8 45, label %12
  ], !dbg !1303

12:                                               ; preds = %11, %11
  %13 = icmp ne i8 %4, 45, !dbg !1304
    #dbg_value(i1 %13, !1017, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1290)
    #dbg_value(ptr %10, !1016, !DIExpression(), !1290)
  %14 = select i1 %13, i64 2147483647, i64 2147483648, !dbg !1305
  %15 = load i8, ptr %10, align 1, !dbg !1306, !tbaa !185
  %16 = zext i8 %15 to i32
  %17 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %16
  %18 = load i16, ptr %17, align 2, !dbg !1308, !tbaa !817
  br label %19, !dbg !1305

19:                                               ; preds = %12, %11
  %20 = phi i32 [ %16, %12 ], [ %5, %11 ], !dbg !1311
  %21 = phi i16 [ %18, %12 ], [ %7, %11 ], !dbg !1308
  %22 = phi i1 [ %13, %12 ], [ true, %11 ]
  %23 = phi ptr [ %10, %12 ], [ %3, %11 ]
  %24 = phi i64 [ %14, %12 ], [ 2147483647, %11 ], !dbg !1305
    #dbg_value(i64 %24, !1018, !DIExpression(), !1290)
    #dbg_value(ptr undef, !1059, !DIExpression(), !1312)
    #dbg_value(ptr undef, !1060, !DIExpression(), !1312)
    #dbg_value(i64 %24, !1061, !DIExpression(), !1312)
    #dbg_value(ptr undef, !1062, !DIExpression(), !1312)
    #dbg_value(ptr undef, !1063, !DIExpression(), !1312)
    #dbg_value(i32 10, !1064, !DIExpression(), !1312)
    #dbg_value(i32 10, !1010, !DIExpression(), !1290)
    #dbg_value(i32 poison, !1021, !DIExpression(), !1290)
    #dbg_value(i32 0, !1020, !DIExpression(), !1290)
    #dbg_value(ptr %23, !1053, !DIExpression(), !1312)
    #dbg_value(i64 0, !1065, !DIExpression(), !1312)
    #dbg_value(i8 poison, !1070, !DIExpression(), !1313)
    #dbg_value(i32 %20, !824, !DIExpression(), !1314)
    #dbg_value(i32 %20, !810, !DIExpression(), !1315)
  %25 = and i16 %21, 2048, !dbg !1316
  %26 = icmp eq i16 %25, 0, !dbg !1317
  br i1 %26, label %29, label %27, !dbg !1318

27:                                               ; preds = %19
  %28 = add nsw i32 %20, -48, !dbg !1319
    #dbg_value(i32 %28, !1066, !DIExpression(), !1313)
  br label %36, !dbg !1320

29:                                               ; preds = %19
    #dbg_value(i32 %20, !808, !DIExpression(), !1321)
    #dbg_value(i32 %20, !810, !DIExpression(), !1323)
  %30 = and i16 %21, 1024, !dbg !1325
  %31 = icmp eq i16 %30, 0, !dbg !1326
  br i1 %31, label %85, label %32, !dbg !1327

32:                                               ; preds = %29
    #dbg_value(i32 %20, !945, !DIExpression(), !1328)
  %33 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %20, !dbg !1330
  %34 = load i32, ptr %33, align 4, !dbg !1330, !tbaa !128
  %35 = add nsw i32 %34, -87, !dbg !1331
    #dbg_value(i32 %35, !1066, !DIExpression(), !1313)
  br label %36

36:                                               ; preds = %32, %27
  %37 = phi i32 [ %28, %27 ], [ %35, %32 ], !dbg !1332
    #dbg_value(i32 %37, !1066, !DIExpression(), !1313)
  %38 = icmp slt i32 %37, 10, !dbg !1333
  br i1 %38, label %39, label %85, !dbg !1334

39:                                               ; preds = %36
    #dbg_value(i32 1, !1021, !DIExpression(), !1290)
  %40 = sext i32 %37 to i64, !dbg !1335
    #dbg_value(i32 0, !1020, !DIExpression(), !1290)
    #dbg_value(i64 %40, !1065, !DIExpression(), !1312)
    #dbg_value(ptr %23, !1053, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1312)
  br label %41, !dbg !1336

41:                                               ; preds = %68, %39
  %42 = phi i32 [ 0, %39 ], [ %75, %68 ]
  %43 = phi i64 [ %40, %39 ], [ %76, %68 ]
  %44 = phi ptr [ %23, %39 ], [ %48, %68 ]
  %45 = icmp eq i32 %42, 0
  br label %46, !dbg !1337

46:                                               ; preds = %41, %67
  %47 = phi ptr [ %48, %67 ], [ %44, %41 ]
  %48 = getelementptr inbounds i8, ptr %47, i32 1, !dbg !1312
    #dbg_value(i32 poison, !1021, !DIExpression(), !1290)
    #dbg_value(i32 %42, !1020, !DIExpression(), !1290)
    #dbg_value(ptr %48, !1053, !DIExpression(), !1312)
    #dbg_value(i64 %43, !1065, !DIExpression(), !1312)
  %49 = load i8, ptr %48, align 1, !dbg !1306, !tbaa !185
    #dbg_value(i8 %49, !1070, !DIExpression(), !1313)
  %50 = zext i8 %49 to i32, !dbg !1311
    #dbg_value(i32 %50, !824, !DIExpression(), !1314)
    #dbg_value(i32 %50, !810, !DIExpression(), !1315)
  %51 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %50, !dbg !1308
  %52 = load i16, ptr %51, align 2, !dbg !1308, !tbaa !817
  %53 = and i16 %52, 2048, !dbg !1316
  %54 = icmp eq i16 %53, 0, !dbg !1317
  br i1 %54, label %57, label %55, !dbg !1318

55:                                               ; preds = %46
  %56 = add nsw i32 %50, -48, !dbg !1319
    #dbg_value(i32 %56, !1066, !DIExpression(), !1313)
  br label %64, !dbg !1320

57:                                               ; preds = %46
    #dbg_value(i32 %50, !808, !DIExpression(), !1321)
    #dbg_value(i32 %50, !810, !DIExpression(), !1323)
  %58 = and i16 %52, 1024, !dbg !1325
  %59 = icmp eq i16 %58, 0, !dbg !1326
  br i1 %59, label %77, label %60, !dbg !1327

60:                                               ; preds = %57
    #dbg_value(i32 %50, !945, !DIExpression(), !1328)
  %61 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %50, !dbg !1330
  %62 = load i32, ptr %61, align 4, !dbg !1330, !tbaa !128
  %63 = add nsw i32 %62, -87, !dbg !1331
    #dbg_value(i32 %63, !1066, !DIExpression(), !1313)
  br label %64

64:                                               ; preds = %60, %55
  %65 = phi i32 [ %56, %55 ], [ %63, %60 ], !dbg !1332
    #dbg_value(i32 %65, !1066, !DIExpression(), !1313)
  %66 = icmp slt i32 %65, 10, !dbg !1333
  br i1 %66, label %67, label %77, !dbg !1334

67:                                               ; preds = %64
    #dbg_value(i32 1, !1021, !DIExpression(), !1290)
  br i1 %45, label %68, label %46, !dbg !1338, !llvm.loop !1339

68:                                               ; preds = %67
  %69 = sext i32 %65 to i64, !dbg !1335
  %70 = sub nsw i64 %24, %69, !dbg !1341
  %71 = udiv i64 %70, 10, !dbg !1342
  %72 = icmp ugt i64 %43, %71, !dbg !1343
  %73 = mul nuw i64 %43, 10, !dbg !1344
  %74 = add i64 %73, %69, !dbg !1344
  %75 = select i1 %72, i32 1, i32 0, !dbg !1344
  %76 = select i1 %72, i64 %24, i64 %74, !dbg !1344
  br label %41, !dbg !1337, !llvm.loop !1339

77:                                               ; preds = %64, %57
  %78 = icmp eq i32 %42, 0, !dbg !1345
    #dbg_value(i64 %43, !1065, !DIExpression(), !1312)
    #dbg_value(ptr undef, !1019, !DIExpression(), !1290)
    #dbg_value(i64 %43, !1022, !DIExpression(), !1290)
  br i1 %78, label %81, label %79, !dbg !1346

79:                                               ; preds = %77
  %80 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1347
  store i32 34, ptr %80, align 4, !dbg !1348, !tbaa !128
  br label %81, !dbg !1347

81:                                               ; preds = %77, %79
    #dbg_value(i1 %22, !1183, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1288)
    #dbg_value(i64 %43, !1185, !DIExpression(), !1288)
  %82 = trunc i64 %43 to i32, !dbg !1349
  %83 = sub i32 0, %82, !dbg !1349
  %84 = select i1 %22, i32 %82, i32 %83, !dbg !1349
  br label %85, !dbg !1349

85:                                               ; preds = %81, %29, %36
  %86 = phi i32 [ 0, %36 ], [ 0, %29 ], [ %84, %81 ], !dbg !1349
  ret i32 %86, !dbg !1350
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local i64 @atoll(ptr nocapture noundef readonly %0) local_unnamed_addr #12 !dbg !1351 {
    #dbg_value(ptr %0, !1355, !DIExpression(), !1356)
    #dbg_value(ptr %0, !990, !DIExpression(), !1357)
    #dbg_value(ptr null, !991, !DIExpression(), !1357)
    #dbg_value(i32 10, !992, !DIExpression(), !1357)
    #dbg_value(i32 0, !993, !DIExpression(), !1357)
    #dbg_value(ptr %0, !1008, !DIExpression(), !1359)
    #dbg_value(ptr null, !1009, !DIExpression(), !1359)
    #dbg_value(i32 10, !1010, !DIExpression(), !1359)
    #dbg_value(i32 1, !1011, !DIExpression(), !1359)
    #dbg_value(i64 0, !1012, !DIExpression(), !1359)
    #dbg_value(i64 -9223372036854775808, !1013, !DIExpression(), !1359)
    #dbg_value(i64 9223372036854775807, !1014, !DIExpression(), !1359)
    #dbg_value(ptr undef, !1015, !DIExpression(), !1359)
    #dbg_value(ptr %0, !1016, !DIExpression(), !1359)
  br label %2, !dbg !1361

2:                                                ; preds = %2, %1
  %3 = phi ptr [ %0, %1 ], [ %10, %2 ], !dbg !1359
    #dbg_value(ptr %3, !1016, !DIExpression(), !1359)
  %4 = load i8, ptr %3, align 1, !dbg !1362, !tbaa !185
  %5 = zext i8 %4 to i32, !dbg !1363
    #dbg_value(i32 %5, !846, !DIExpression(), !1364)
    #dbg_value(i32 %5, !810, !DIExpression(), !1366)
  %6 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %5, !dbg !1368
  %7 = load i16, ptr %6, align 2, !dbg !1368, !tbaa !817
  %8 = and i16 %7, 8192, !dbg !1369
  %9 = icmp eq i16 %8, 0, !dbg !1361
  %10 = getelementptr inbounds i8, ptr %3, i32 1, !dbg !1370
    #dbg_value(ptr %10, !1016, !DIExpression(), !1359)
  br i1 %9, label %11, label %2, !dbg !1361, !llvm.loop !1371

11:                                               ; preds = %2
    #dbg_value(i32 0, !1017, !DIExpression(), !1359)
  switch i8 %4, label %19 [
    i8 43, label %12
    i8 45, label %12
  ], !dbg !1372

12:                                               ; preds = %11, %11
  %13 = icmp ne i8 %4, 45, !dbg !1373
    #dbg_value(i1 %13, !1017, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1359)
    #dbg_value(ptr %10, !1016, !DIExpression(), !1359)
  %14 = select i1 %13, i64 9223372036854775807, i64 -9223372036854775808, !dbg !1374
  %15 = load i8, ptr %10, align 1, !dbg !1375, !tbaa !185
  %16 = zext i8 %15 to i32
  %17 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %16
  %18 = load i16, ptr %17, align 2, !dbg !1377, !tbaa !817
  br label %19, !dbg !1374

19:                                               ; preds = %12, %11
  %20 = phi i32 [ %16, %12 ], [ %5, %11 ], !dbg !1380
  %21 = phi i16 [ %18, %12 ], [ %7, %11 ], !dbg !1377
  %22 = phi i1 [ %13, %12 ], [ true, %11 ]
  %23 = phi ptr [ %10, %12 ], [ %3, %11 ]
  %24 = phi i64 [ %14, %12 ], [ 9223372036854775807, %11 ], !dbg !1374
    #dbg_value(i64 %24, !1018, !DIExpression(), !1359)
    #dbg_value(ptr undef, !1059, !DIExpression(), !1381)
    #dbg_value(ptr undef, !1060, !DIExpression(), !1381)
    #dbg_value(i64 %24, !1061, !DIExpression(), !1381)
    #dbg_value(ptr undef, !1062, !DIExpression(), !1381)
    #dbg_value(ptr undef, !1063, !DIExpression(), !1381)
    #dbg_value(i32 10, !1064, !DIExpression(), !1381)
    #dbg_value(i32 10, !1010, !DIExpression(), !1359)
    #dbg_value(i32 poison, !1021, !DIExpression(), !1359)
    #dbg_value(i32 0, !1020, !DIExpression(), !1359)
    #dbg_value(ptr %23, !1053, !DIExpression(), !1381)
    #dbg_value(i64 0, !1065, !DIExpression(), !1381)
    #dbg_value(i8 poison, !1070, !DIExpression(), !1382)
    #dbg_value(i32 %20, !824, !DIExpression(), !1383)
    #dbg_value(i32 %20, !810, !DIExpression(), !1384)
  %25 = and i16 %21, 2048, !dbg !1385
  %26 = icmp eq i16 %25, 0, !dbg !1386
  br i1 %26, label %29, label %27, !dbg !1387

27:                                               ; preds = %19
  %28 = add nsw i32 %20, -48, !dbg !1388
    #dbg_value(i32 %28, !1066, !DIExpression(), !1382)
  br label %36, !dbg !1389

29:                                               ; preds = %19
    #dbg_value(i32 %20, !808, !DIExpression(), !1390)
    #dbg_value(i32 %20, !810, !DIExpression(), !1392)
  %30 = and i16 %21, 1024, !dbg !1394
  %31 = icmp eq i16 %30, 0, !dbg !1395
  br i1 %31, label %84, label %32, !dbg !1396

32:                                               ; preds = %29
    #dbg_value(i32 %20, !945, !DIExpression(), !1397)
  %33 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %20, !dbg !1399
  %34 = load i32, ptr %33, align 4, !dbg !1399, !tbaa !128
  %35 = add nsw i32 %34, -87, !dbg !1400
    #dbg_value(i32 %35, !1066, !DIExpression(), !1382)
  br label %36

36:                                               ; preds = %32, %27
  %37 = phi i32 [ %28, %27 ], [ %35, %32 ], !dbg !1401
    #dbg_value(i32 %37, !1066, !DIExpression(), !1382)
  %38 = icmp slt i32 %37, 10, !dbg !1402
  br i1 %38, label %39, label %84, !dbg !1403

39:                                               ; preds = %36
    #dbg_value(i32 1, !1021, !DIExpression(), !1359)
  %40 = sext i32 %37 to i64, !dbg !1404
    #dbg_value(i32 0, !1020, !DIExpression(), !1359)
    #dbg_value(i64 %40, !1065, !DIExpression(), !1381)
    #dbg_value(ptr %23, !1053, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1381)
  br label %41, !dbg !1405

41:                                               ; preds = %68, %39
  %42 = phi i32 [ 0, %39 ], [ %75, %68 ]
  %43 = phi i64 [ %40, %39 ], [ %76, %68 ]
  %44 = phi ptr [ %23, %39 ], [ %48, %68 ]
  %45 = icmp eq i32 %42, 0
  br label %46, !dbg !1406

46:                                               ; preds = %41, %67
  %47 = phi ptr [ %48, %67 ], [ %44, %41 ]
  %48 = getelementptr inbounds i8, ptr %47, i32 1, !dbg !1381
    #dbg_value(i32 poison, !1021, !DIExpression(), !1359)
    #dbg_value(i32 %42, !1020, !DIExpression(), !1359)
    #dbg_value(ptr %48, !1053, !DIExpression(), !1381)
    #dbg_value(i64 %43, !1065, !DIExpression(), !1381)
  %49 = load i8, ptr %48, align 1, !dbg !1375, !tbaa !185
    #dbg_value(i8 %49, !1070, !DIExpression(), !1382)
  %50 = zext i8 %49 to i32, !dbg !1380
    #dbg_value(i32 %50, !824, !DIExpression(), !1383)
    #dbg_value(i32 %50, !810, !DIExpression(), !1384)
  %51 = getelementptr inbounds i16, ptr getelementptr inbounds (i8, ptr @ctype_b_table, i32 256), i32 %50, !dbg !1377
  %52 = load i16, ptr %51, align 2, !dbg !1377, !tbaa !817
  %53 = and i16 %52, 2048, !dbg !1385
  %54 = icmp eq i16 %53, 0, !dbg !1386
  br i1 %54, label %57, label %55, !dbg !1387

55:                                               ; preds = %46
  %56 = add nsw i32 %50, -48, !dbg !1388
    #dbg_value(i32 %56, !1066, !DIExpression(), !1382)
  br label %64, !dbg !1389

57:                                               ; preds = %46
    #dbg_value(i32 %50, !808, !DIExpression(), !1390)
    #dbg_value(i32 %50, !810, !DIExpression(), !1392)
  %58 = and i16 %52, 1024, !dbg !1394
  %59 = icmp eq i16 %58, 0, !dbg !1395
  br i1 %59, label %77, label %60, !dbg !1396

60:                                               ; preds = %57
    #dbg_value(i32 %50, !945, !DIExpression(), !1397)
  %61 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @ctype_lower_table, i32 512), i32 %50, !dbg !1399
  %62 = load i32, ptr %61, align 4, !dbg !1399, !tbaa !128
  %63 = add nsw i32 %62, -87, !dbg !1400
    #dbg_value(i32 %63, !1066, !DIExpression(), !1382)
  br label %64

64:                                               ; preds = %60, %55
  %65 = phi i32 [ %56, %55 ], [ %63, %60 ], !dbg !1401
    #dbg_value(i32 %65, !1066, !DIExpression(), !1382)
  %66 = icmp slt i32 %65, 10, !dbg !1402
  br i1 %66, label %67, label %77, !dbg !1403

67:                                               ; preds = %64
    #dbg_value(i32 1, !1021, !DIExpression(), !1359)
  br i1 %45, label %68, label %46, !dbg !1407, !llvm.loop !1408

68:                                               ; preds = %67
  %69 = sext i32 %65 to i64, !dbg !1404
  %70 = sub i64 %24, %69, !dbg !1410
  %71 = udiv i64 %70, 10, !dbg !1411
  %72 = icmp ugt i64 %43, %71, !dbg !1412
  %73 = mul nuw i64 %43, 10, !dbg !1413
  %74 = add i64 %73, %69, !dbg !1413
  %75 = select i1 %72, i32 1, i32 0, !dbg !1413
  %76 = select i1 %72, i64 %24, i64 %74, !dbg !1413
  br label %41, !dbg !1406, !llvm.loop !1408

77:                                               ; preds = %64, %57
  %78 = icmp eq i32 %42, 0, !dbg !1414
    #dbg_value(i64 %43, !1065, !DIExpression(), !1381)
    #dbg_value(ptr undef, !1019, !DIExpression(), !1359)
    #dbg_value(i64 %43, !1022, !DIExpression(), !1359)
  br i1 %78, label %81, label %79, !dbg !1415

79:                                               ; preds = %77
  %80 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @pancam_errno), !dbg !1416
  store i32 34, ptr %80, align 4, !dbg !1417, !tbaa !128
  br label %81, !dbg !1416

81:                                               ; preds = %77, %79
    #dbg_value(i1 %22, !993, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1357)
    #dbg_value(i64 %43, !994, !DIExpression(), !1357)
  %82 = sub i64 0, %43, !dbg !1418
  %83 = select i1 %22, i64 %43, i64 %82, !dbg !1418
  br label %84, !dbg !1418

84:                                               ; preds = %81, %29, %36
  %85 = phi i64 [ 0, %36 ], [ 0, %29 ], [ %83, %81 ], !dbg !1418
  ret i64 %85, !dbg !1419
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local void @srand(i32 noundef %0) local_unnamed_addr #13 !dbg !1420 {
    #dbg_value(i32 %0, !1424, !DIExpression(), !1434)
  %2 = tail call i32 @llvm.umax.i32(i32 %0, i32 1), !dbg !1435
    #dbg_value(i32 %2, !1425, !DIExpression(), !1434)
  store i32 %2, ptr @rand_state, align 4, !dbg !1436, !tbaa !128
    #dbg_value(i32 1, !1426, !DIExpression(), !1437)
    #dbg_value(i32 %2, !1425, !DIExpression(), !1434)
  br label %4, !dbg !1438

3:                                                ; preds = %4
  store i1 true, ptr @rand_seeded, align 4, !dbg !1439
    #dbg_value(i32 0, !1432, !DIExpression(), !1440)
    #dbg_value(i32 0, !1432, !DIExpression(), !1440)
  br label %19, !dbg !1441

4:                                                ; preds = %1, %4
  %5 = phi i32 [ %2, %1 ], [ %14, %4 ]
  %6 = phi i32 [ 1, %1 ], [ %16, %4 ]
    #dbg_value(i32 %5, !1425, !DIExpression(), !1434)
    #dbg_value(i32 %6, !1426, !DIExpression(), !1437)
  %7 = sdiv i32 %5, 127773, !dbg !1442
    #dbg_value(i32 %7, !1428, !DIExpression(), !1443)
  %8 = srem i32 %5, 127773, !dbg !1444
    #dbg_value(i32 %8, !1431, !DIExpression(), !1443)
  %9 = mul nsw i32 %8, 16807, !dbg !1445
  %10 = mul nsw i32 %7, -2836, !dbg !1446
  %11 = add i32 %10, %9, !dbg !1447
    #dbg_value(i32 %11, !1425, !DIExpression(), !1434)
  %12 = icmp slt i32 %11, 0, !dbg !1448
  %13 = add nsw i32 %11, 2147483647
  %14 = select i1 %12, i32 %13, i32 %11, !dbg !1450
    #dbg_value(i32 %14, !1425, !DIExpression(), !1434)
  %15 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %6, !dbg !1451
  store i32 %14, ptr %15, align 4, !dbg !1452, !tbaa !128
  %16 = add nuw nsw i32 %6, 1, !dbg !1453
    #dbg_value(i32 %16, !1426, !DIExpression(), !1437)
  %17 = icmp eq i32 %16, 31, !dbg !1454
  br i1 %17, label %3, label %4, !dbg !1438, !llvm.loop !1455

18:                                               ; preds = %19
  store i32 %29, ptr @rand_f, align 4, !dbg !1457, !tbaa !128
  store i32 %31, ptr @rand_r, align 4, !dbg !1457, !tbaa !128
  ret void, !dbg !1460

19:                                               ; preds = %3, %19
  %20 = phi i32 [ 0, %3 ], [ %32, %19 ]
  %21 = phi i32 [ 3, %3 ], [ %29, %19 ]
  %22 = phi i32 [ 0, %3 ], [ %31, %19 ]
    #dbg_value(i32 %20, !1432, !DIExpression(), !1440)
  %23 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %21, !dbg !1461
  %24 = load i32, ptr %23, align 4, !dbg !1461, !tbaa !128
  %25 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %22, !dbg !1462
  %26 = load i32, ptr %25, align 4, !dbg !1462, !tbaa !128
  %27 = add i32 %26, %24, !dbg !1463
  store i32 %27, ptr %23, align 4, !dbg !1464, !tbaa !128
  %28 = add nsw i32 %21, 1, !dbg !1465
  %29 = srem i32 %28, 31, !dbg !1466
  %30 = add nsw i32 %22, 1, !dbg !1467
  %31 = srem i32 %30, 31, !dbg !1468
  %32 = add nuw nsw i32 %20, 1, !dbg !1469
    #dbg_value(i32 %32, !1432, !DIExpression(), !1440)
  %33 = icmp eq i32 %32, 310, !dbg !1470
  br i1 %33, label %18, label %19, !dbg !1441, !llvm.loop !1471
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 0, -2147483648) i32 @rand() local_unnamed_addr #13 !dbg !1473 {
  %1 = load i1, ptr @rand_seeded, align 4, !dbg !1479
  br i1 %1, label %2, label %5, !dbg !1481

2:                                                ; preds = %0
  %3 = load i32, ptr @rand_f, align 4, !dbg !1482, !tbaa !128
  %4 = load i32, ptr @rand_r, align 4, !dbg !1483, !tbaa !128
  br label %36, !dbg !1481

5:                                                ; preds = %0
    #dbg_value(i32 1, !1424, !DIExpression(), !1484)
    #dbg_value(i32 1, !1425, !DIExpression(), !1484)
  store i32 1, ptr @rand_state, align 4, !dbg !1486, !tbaa !128
    #dbg_value(i32 1, !1426, !DIExpression(), !1487)
    #dbg_value(i32 1, !1425, !DIExpression(), !1484)
  br label %7, !dbg !1488

6:                                                ; preds = %7
  store i1 true, ptr @rand_seeded, align 4, !dbg !1489
    #dbg_value(i32 0, !1432, !DIExpression(), !1490)
    #dbg_value(i32 0, !1432, !DIExpression(), !1490)
  br label %21, !dbg !1491

7:                                                ; preds = %7, %5
  %8 = phi i32 [ 1, %5 ], [ %17, %7 ]
  %9 = phi i32 [ 1, %5 ], [ %19, %7 ]
    #dbg_value(i32 %8, !1425, !DIExpression(), !1484)
    #dbg_value(i32 %9, !1426, !DIExpression(), !1487)
  %10 = sdiv i32 %8, 127773, !dbg !1492
    #dbg_value(i32 %10, !1428, !DIExpression(), !1493)
  %11 = srem i32 %8, 127773, !dbg !1494
    #dbg_value(i32 %11, !1431, !DIExpression(), !1493)
  %12 = mul nsw i32 %11, 16807, !dbg !1495
  %13 = mul nsw i32 %10, -2836, !dbg !1496
  %14 = add i32 %13, %12, !dbg !1497
    #dbg_value(i32 %14, !1425, !DIExpression(), !1484)
  %15 = icmp slt i32 %14, 0, !dbg !1498
  %16 = add nsw i32 %14, 2147483647
  %17 = select i1 %15, i32 %16, i32 %14, !dbg !1499
    #dbg_value(i32 %17, !1425, !DIExpression(), !1484)
  %18 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %9, !dbg !1500
  store i32 %17, ptr %18, align 4, !dbg !1501, !tbaa !128
  %19 = add nuw nsw i32 %9, 1, !dbg !1502
    #dbg_value(i32 %19, !1426, !DIExpression(), !1487)
  %20 = icmp eq i32 %19, 31, !dbg !1503
  br i1 %20, label %6, label %7, !dbg !1488, !llvm.loop !1504

21:                                               ; preds = %21, %6
  %22 = phi i32 [ 0, %6 ], [ %34, %21 ]
  %23 = phi i32 [ 3, %6 ], [ %31, %21 ]
  %24 = phi i32 [ 0, %6 ], [ %33, %21 ]
    #dbg_value(i32 %22, !1432, !DIExpression(), !1490)
  %25 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %23, !dbg !1506
  %26 = load i32, ptr %25, align 4, !dbg !1506, !tbaa !128
  %27 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %24, !dbg !1507
  %28 = load i32, ptr %27, align 4, !dbg !1507, !tbaa !128
  %29 = add i32 %28, %26, !dbg !1508
  store i32 %29, ptr %25, align 4, !dbg !1509, !tbaa !128
  %30 = add nsw i32 %23, 1, !dbg !1510
  %31 = srem i32 %30, 31, !dbg !1511
  %32 = add nsw i32 %24, 1, !dbg !1512
  %33 = srem i32 %32, 31, !dbg !1513
  %34 = add nuw nsw i32 %22, 1, !dbg !1514
    #dbg_value(i32 %34, !1432, !DIExpression(), !1490)
  %35 = icmp eq i32 %34, 310, !dbg !1515
  br i1 %35, label %36, label %21, !dbg !1491, !llvm.loop !1516

36:                                               ; preds = %21, %2
  %37 = phi i32 [ %4, %2 ], [ %33, %21 ], !dbg !1483
  %38 = phi i32 [ %3, %2 ], [ %31, %21 ], !dbg !1482
  %39 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %38, !dbg !1518
  %40 = load i32, ptr %39, align 4, !dbg !1518, !tbaa !128
  %41 = getelementptr inbounds [31 x i32], ptr @rand_state, i32 0, i32 %37, !dbg !1519
  %42 = load i32, ptr %41, align 4, !dbg !1519, !tbaa !128
  %43 = add i32 %42, %40, !dbg !1520
    #dbg_value(i32 %43, !1477, !DIExpression(), !1521)
  store i32 %43, ptr %39, align 4, !dbg !1522, !tbaa !128
  %44 = lshr i32 %43, 1, !dbg !1523
    #dbg_value(i32 %44, !1478, !DIExpression(), !1521)
  %45 = add nsw i32 %38, 1, !dbg !1524
  %46 = srem i32 %45, 31, !dbg !1525
  store i32 %46, ptr @rand_f, align 4, !dbg !1526, !tbaa !128
  %47 = add nsw i32 %37, 1, !dbg !1527
  %48 = srem i32 %47, 31, !dbg !1528
  store i32 %48, ptr @rand_r, align 4, !dbg !1529, !tbaa !128
  ret i32 %44, !dbg !1530
}

; Function Attrs: nounwind
define dso_local void @qsort(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3) local_unnamed_addr #7 !dbg !1531 {
    #dbg_value(ptr %0, !1538, !DIExpression(), !1543)
    #dbg_value(i32 %1, !1539, !DIExpression(), !1543)
    #dbg_value(i32 %2, !1540, !DIExpression(), !1543)
    #dbg_value(ptr %3, !1541, !DIExpression(), !1543)
  %5 = icmp ult i32 %1, 2, !dbg !1544
  %6 = icmp eq i32 %2, 0
  %7 = or i1 %5, %6, !dbg !1546
  br i1 %7, label %14, label %8, !dbg !1546

8:                                                ; preds = %4
  %9 = mul i32 %2, %1, !dbg !1547
  %10 = tail call ptr @malloc(i32 noundef %9) #16, !dbg !1548
    #dbg_value(ptr %10, !1542, !DIExpression(), !1543)
  %11 = icmp eq ptr %10, null, !dbg !1549
  br i1 %11, label %12, label %13, !dbg !1551

12:                                               ; preds = %8
  tail call void @abort() #17, !dbg !1552
  unreachable, !dbg !1552

13:                                               ; preds = %8
  tail call fastcc void @msort(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef nonnull %10) #19, !dbg !1553
  tail call void @free(ptr noundef nonnull %10) #16, !dbg !1554
  br label %14, !dbg !1555

14:                                               ; preds = %4, %13
  ret void, !dbg !1555
}

; Function Attrs: noreturn
declare !dbg !1556 void @abort() local_unnamed_addr #5

; Function Attrs: nounwind
define internal fastcc void @msort(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4) unnamed_addr #7 !dbg !1557 {
    #dbg_value(ptr %0, !1561, !DIExpression(), !1571)
    #dbg_value(i32 %1, !1562, !DIExpression(), !1571)
    #dbg_value(i32 %2, !1563, !DIExpression(), !1571)
    #dbg_value(ptr %3, !1564, !DIExpression(), !1571)
    #dbg_value(ptr %4, !1565, !DIExpression(), !1571)
  %6 = icmp ult i32 %1, 2, !dbg !1572
  br i1 %6, label %51, label %7, !dbg !1574

7:                                                ; preds = %5
  %8 = lshr i32 %1, 1, !dbg !1575
    #dbg_value(i32 %8, !1566, !DIExpression(), !1571)
  %9 = sub i32 %1, %8, !dbg !1576
    #dbg_value(i32 %9, !1567, !DIExpression(), !1571)
    #dbg_value(ptr %0, !1568, !DIExpression(), !1571)
  %10 = mul i32 %8, %2, !dbg !1577
  %11 = getelementptr inbounds i8, ptr %0, i32 %10, !dbg !1578
    #dbg_value(ptr %11, !1569, !DIExpression(), !1571)
  tail call fastcc void @msort(ptr noundef %0, i32 noundef %8, i32 noundef %2, ptr noundef %3, ptr noundef %4) #19, !dbg !1579
  tail call fastcc void @msort(ptr noundef %11, i32 noundef %9, i32 noundef %2, ptr noundef %3, ptr noundef %4) #19, !dbg !1580
    #dbg_value(ptr %4, !1570, !DIExpression(), !1571)
    #dbg_value(ptr %11, !1569, !DIExpression(), !1571)
    #dbg_value(ptr %0, !1568, !DIExpression(), !1571)
    #dbg_value(i32 %9, !1567, !DIExpression(), !1571)
    #dbg_value(i32 %8, !1566, !DIExpression(), !1571)
  %12 = icmp eq i32 %9, 0, !dbg !1581
  br i1 %12, label %39, label %13, !dbg !1582

13:                                               ; preds = %7, %29
  %14 = phi ptr [ %34, %29 ], [ %4, %7 ]
  %15 = phi ptr [ %33, %29 ], [ %11, %7 ]
  %16 = phi ptr [ %32, %29 ], [ %0, %7 ]
  %17 = phi i32 [ %31, %29 ], [ %9, %7 ]
  %18 = phi i32 [ %30, %29 ], [ %8, %7 ]
    #dbg_value(ptr %14, !1570, !DIExpression(), !1571)
    #dbg_value(ptr %15, !1569, !DIExpression(), !1571)
    #dbg_value(ptr %16, !1568, !DIExpression(), !1571)
    #dbg_value(i32 %17, !1567, !DIExpression(), !1571)
    #dbg_value(i32 %18, !1566, !DIExpression(), !1571)
  %19 = tail call i32 %3(ptr noundef %16, ptr noundef %15) #16, !dbg !1583
  %20 = icmp slt i32 %19, 1, !dbg !1586
  br i1 %20, label %21, label %25, !dbg !1587

21:                                               ; preds = %13
  %22 = tail call ptr @memcpy(ptr noundef %14, ptr noundef %16, i32 noundef %2) #16, !dbg !1588
  %23 = getelementptr inbounds i8, ptr %16, i32 %2, !dbg !1590
    #dbg_value(ptr %23, !1568, !DIExpression(), !1571)
  %24 = add nsw i32 %18, -1, !dbg !1591
    #dbg_value(i32 %24, !1566, !DIExpression(), !1571)
  br label %29, !dbg !1592

25:                                               ; preds = %13
  %26 = tail call ptr @memcpy(ptr noundef %14, ptr noundef %15, i32 noundef %2) #16, !dbg !1593
  %27 = getelementptr inbounds i8, ptr %15, i32 %2, !dbg !1595
    #dbg_value(ptr %27, !1569, !DIExpression(), !1571)
  %28 = add i32 %17, -1, !dbg !1596
    #dbg_value(i32 %28, !1567, !DIExpression(), !1571)
  br label %29

29:                                               ; preds = %25, %21
  %30 = phi i32 [ %24, %21 ], [ %18, %25 ], !dbg !1571
  %31 = phi i32 [ %17, %21 ], [ %28, %25 ], !dbg !1571
  %32 = phi ptr [ %23, %21 ], [ %16, %25 ], !dbg !1571
  %33 = phi ptr [ %15, %21 ], [ %27, %25 ], !dbg !1571
    #dbg_value(ptr %33, !1569, !DIExpression(), !1571)
    #dbg_value(ptr %32, !1568, !DIExpression(), !1571)
    #dbg_value(i32 %31, !1567, !DIExpression(), !1571)
    #dbg_value(i32 %30, !1566, !DIExpression(), !1571)
  %34 = getelementptr inbounds i8, ptr %14, i32 %2, !dbg !1597
    #dbg_value(ptr %34, !1570, !DIExpression(), !1571)
  %35 = icmp ne i32 %30, 0, !dbg !1598
  %36 = icmp ne i32 %31, 0, !dbg !1581
  %37 = select i1 %35, i1 %36, i1 false, !dbg !1581
  br i1 %37, label %13, label %38, !dbg !1582, !llvm.loop !1599

38:                                               ; preds = %29
  br i1 %35, label %39, label %46, !dbg !1601

39:                                               ; preds = %7, %38
  %40 = phi ptr [ %34, %38 ], [ %4, %7 ]
  %41 = phi ptr [ %32, %38 ], [ %0, %7 ]
  %42 = phi i32 [ %31, %38 ], [ 0, %7 ]
  %43 = phi i32 [ %30, %38 ], [ %8, %7 ]
  %44 = mul i32 %43, %2, !dbg !1602
  %45 = tail call ptr @memcpy(ptr noundef %40, ptr noundef %41, i32 noundef %44) #16, !dbg !1604
  br label %46, !dbg !1604

46:                                               ; preds = %39, %38
  %47 = phi i32 [ %42, %39 ], [ %31, %38 ]
  %48 = sub i32 %1, %47, !dbg !1605
  %49 = mul i32 %48, %2, !dbg !1606
  %50 = tail call ptr @memcpy(ptr noundef %0, ptr noundef %4, i32 noundef %49) #16, !dbg !1607
  br label %51, !dbg !1608

51:                                               ; preds = %5, %46
  ret void, !dbg !1608
}

declare !dbg !1609 void @free(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local noundef ptr @bsearch(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, ptr nocapture noundef readonly %4) local_unnamed_addr #7 !dbg !1610 {
    #dbg_value(ptr %0, !1614, !DIExpression(), !1625)
    #dbg_value(ptr %1, !1615, !DIExpression(), !1625)
    #dbg_value(i32 %2, !1616, !DIExpression(), !1625)
    #dbg_value(i32 %3, !1617, !DIExpression(), !1625)
    #dbg_value(ptr %4, !1618, !DIExpression(), !1625)
    #dbg_value(i32 0, !1619, !DIExpression(), !1625)
    #dbg_value(i32 %2, !1620, !DIExpression(), !1625)
  br label %6, !dbg !1626

6:                                                ; preds = %10, %5
  %7 = phi i32 [ %2, %5 ], [ %20, %10 ], !dbg !1627
  %8 = phi i32 [ 0, %5 ], [ %21, %10 ], !dbg !1628
    #dbg_value(i32 %8, !1619, !DIExpression(), !1625)
    #dbg_value(i32 %7, !1620, !DIExpression(), !1625)
  %9 = icmp ult i32 %8, %7, !dbg !1629
  br i1 %9, label %10, label %22, !dbg !1626

10:                                               ; preds = %6
  %11 = sub i32 %7, %8, !dbg !1630
  %12 = lshr i32 %11, 1, !dbg !1631
  %13 = add i32 %12, %8, !dbg !1632
    #dbg_value(i32 %13, !1621, !DIExpression(), !1633)
  %14 = mul i32 %13, %3, !dbg !1634
  %15 = getelementptr inbounds i8, ptr %1, i32 %14, !dbg !1635
    #dbg_value(ptr %15, !1623, !DIExpression(), !1633)
  %16 = tail call i32 %4(ptr noundef %0, ptr noundef %15) #16, !dbg !1636
    #dbg_value(i32 %16, !1624, !DIExpression(), !1633)
  %17 = icmp eq i32 %16, 0, !dbg !1637
  %18 = icmp slt i32 %16, 0, !dbg !1639
  %19 = add i32 %13, 1, !dbg !1639
  %20 = select i1 %18, i32 %13, i32 %7, !dbg !1639
  %21 = select i1 %18, i32 %8, i32 %19, !dbg !1639
    #dbg_value(i32 poison, !1619, !DIExpression(), !1625)
    #dbg_value(i32 poison, !1620, !DIExpression(), !1625)
  br i1 %17, label %22, label %6, !llvm.loop !1640

22:                                               ; preds = %6, %10
  %23 = phi ptr [ %15, %10 ], [ null, %6 ], !dbg !1625
  ret ptr %23, !dbg !1642
}

; Function Attrs: nounwind
define dso_local noundef i32 @pthread_once(ptr noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #7 !dbg !1643 {
    #dbg_value(ptr %0, !1647, !DIExpression(), !1649)
    #dbg_value(ptr %1, !1648, !DIExpression(), !1649)
  tail call void @__VERIFIER_atomic_begin() #16, !dbg !1650
  %3 = load i32, ptr %0, align 4, !dbg !1651, !tbaa !128
  %4 = icmp eq i32 %3, 0, !dbg !1653
  br i1 %4, label %5, label %6, !dbg !1654

5:                                                ; preds = %2
  store i32 1, ptr %0, align 4, !dbg !1655, !tbaa !128
  tail call void @__VERIFIER_atomic_end() #16, !dbg !1657
  tail call void %1() #16, !dbg !1658
  store i32 2, ptr %0, align 4, !dbg !1659, !tbaa !128
  br label %7, !dbg !1660

6:                                                ; preds = %2
  tail call void @__VERIFIER_atomic_end() #16, !dbg !1661
  tail call void @__pancam_await_eq(ptr noundef nonnull %0, i32 noundef 2) #16, !dbg !1662
  br label %7, !dbg !1663

7:                                                ; preds = %6, %5
  ret i32 0, !dbg !1664
}

declare !dbg !1665 void @__VERIFIER_atomic_begin() local_unnamed_addr #8

declare !dbg !1666 void @__VERIFIER_atomic_end() local_unnamed_addr #8

declare !dbg !1667 void @__pancam_await_eq(ptr noundef, i32 noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local range(i32 0, 12) i32 @pthread_key_create(ptr nocapture noundef writeonly %0, ptr noundef %1) local_unnamed_addr #7 !dbg !1670 {
    #dbg_value(ptr %0, !1675, !DIExpression(), !1679)
    #dbg_value(ptr %1, !1676, !DIExpression(), !1679)
  tail call void @__VERIFIER_atomic_begin() #16, !dbg !1680
    #dbg_value(i32 0, !1677, !DIExpression(), !1681)
  br label %3, !dbg !1682

3:                                                ; preds = %31, %2
  %4 = phi i32 [ 0, %2 ], [ %32, %31 ]
    #dbg_value(i32 %4, !1677, !DIExpression(), !1681)
  %5 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %4, !dbg !1683
  %6 = load i32, ptr %5, align 4, !dbg !1683, !tbaa !128
  %7 = icmp eq i32 %6, 0, !dbg !1683
  br i1 %7, label %8, label %16, !dbg !1687

8:                                                ; preds = %26, %21, %16, %3
  %9 = phi i32 [ %4, %3 ], [ %17, %16 ], [ %22, %21 ], [ %27, %26 ]
  %10 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %9
  store i32 1, ptr %10, align 4, !dbg !1688, !tbaa !128
  %11 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i32 0, i32 %9, !dbg !1690
  store ptr %1, ptr %11, align 4, !dbg !1691, !tbaa !137
  %12 = icmp eq ptr %1, null, !dbg !1692
  br i1 %12, label %34, label %13, !dbg !1694

13:                                               ; preds = %8
  %14 = load i32, ptr @__pancam_tsd_dtors, align 4, !dbg !1695, !tbaa !128
  %15 = add nsw i32 %14, 1, !dbg !1695
  store i32 %15, ptr @__pancam_tsd_dtors, align 4, !dbg !1695, !tbaa !128
  br label %34, !dbg !1696

16:                                               ; preds = %3
  %17 = or disjoint i32 %4, 1, !dbg !1697
    #dbg_value(i32 %17, !1677, !DIExpression(), !1681)
  %18 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %17, !dbg !1683
  %19 = load i32, ptr %18, align 4, !dbg !1683, !tbaa !128
  %20 = icmp eq i32 %19, 0, !dbg !1683
  br i1 %20, label %8, label %21, !dbg !1687

21:                                               ; preds = %16
  %22 = or disjoint i32 %4, 2, !dbg !1697
    #dbg_value(i32 %22, !1677, !DIExpression(), !1681)
  %23 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %22, !dbg !1683
  %24 = load i32, ptr %23, align 4, !dbg !1683, !tbaa !128
  %25 = icmp eq i32 %24, 0, !dbg !1683
  br i1 %25, label %8, label %26, !dbg !1687

26:                                               ; preds = %21
  %27 = or disjoint i32 %4, 3, !dbg !1697
    #dbg_value(i32 %27, !1677, !DIExpression(), !1681)
  %28 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %27, !dbg !1683
  %29 = load i32, ptr %28, align 4, !dbg !1683, !tbaa !128
  %30 = icmp eq i32 %29, 0, !dbg !1683
  br i1 %30, label %8, label %31, !dbg !1687

31:                                               ; preds = %26
  %32 = add nuw nsw i32 %4, 4, !dbg !1697
    #dbg_value(i32 %32, !1677, !DIExpression(), !1681)
  %33 = icmp eq i32 %32, 64, !dbg !1698
  br i1 %33, label %35, label %3, !dbg !1682, !llvm.loop !1699

34:                                               ; preds = %8, %13
  tail call void @__VERIFIER_atomic_end() #16, !dbg !1701
  store i32 %9, ptr %0, align 4, !dbg !1702, !tbaa !128
  br label %36

35:                                               ; preds = %31
  tail call void @__VERIFIER_atomic_end() #16, !dbg !1703
  br label %36, !dbg !1704

36:                                               ; preds = %34, %35
  %37 = phi i32 [ 0, %34 ], [ 11, %35 ], !dbg !1679
  ret i32 %37, !dbg !1705
}

; Function Attrs: nounwind
define dso_local range(i32 0, 23) i32 @pthread_key_delete(i32 noundef %0) local_unnamed_addr #7 !dbg !1706 {
    #dbg_value(i32 %0, !1710, !DIExpression(), !1711)
  tail call void @__VERIFIER_atomic_begin() #16, !dbg !1712
  %2 = icmp ugt i32 %0, 63, !dbg !1713
  br i1 %2, label %15, label %3, !dbg !1715

3:                                                ; preds = %1
  %4 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %0, !dbg !1716
  %5 = load i32, ptr %4, align 4, !dbg !1716, !tbaa !128
  %6 = icmp eq i32 %5, 0, !dbg !1716
  br i1 %6, label %15, label %7, !dbg !1717

7:                                                ; preds = %3
  %8 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i32 0, i32 %0, !dbg !1718
  %9 = load ptr, ptr %8, align 4, !dbg !1718, !tbaa !137
  %10 = icmp eq ptr %9, null, !dbg !1718
  br i1 %10, label %14, label %11, !dbg !1720

11:                                               ; preds = %7
  %12 = load i32, ptr @__pancam_tsd_dtors, align 4, !dbg !1721, !tbaa !128
  %13 = add nsw i32 %12, -1, !dbg !1721
  store i32 %13, ptr @__pancam_tsd_dtors, align 4, !dbg !1721, !tbaa !128
  br label %14, !dbg !1722

14:                                               ; preds = %11, %7
  store i32 0, ptr %4, align 4, !dbg !1723, !tbaa !128
  store ptr null, ptr %8, align 4, !dbg !1724, !tbaa !137
  br label %15, !dbg !1725

15:                                               ; preds = %1, %3, %14
  %16 = phi i32 [ 0, %14 ], [ 22, %3 ], [ 22, %1 ], !dbg !1711
  tail call void @__VERIFIER_atomic_end() #16, !dbg !1711
  ret i32 %16, !dbg !1726
}

; Function Attrs: nounwind
define dso_local void @__pancam_tsd_run() local_unnamed_addr #7 !dbg !1727 {
    #dbg_value(i32 0, !1729, !DIExpression(), !1740)
  %1 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @key_value)
    #dbg_value(i32 0, !1729, !DIExpression(), !1740)
    #dbg_value(i32 0, !1734, !DIExpression(), !1741)
    #dbg_value(i32 0, !1731, !DIExpression(), !1742)
  br label %2, !dbg !1743

2:                                                ; preds = %78, %0
  %3 = phi i32 [ %80, %78 ], [ 0, %0 ]
  %4 = phi i1 [ false, %78 ], [ true, %0 ]
  br label %66, !dbg !1743

5:                                                ; preds = %65, %20
  %6 = phi i32 [ %22, %20 ], [ 0, %65 ]
  %7 = phi i1 [ false, %20 ], [ true, %65 ]
  br label %8, !dbg !1743

8:                                                ; preds = %5, %17
  %9 = phi i32 [ %18, %17 ], [ %6, %5 ]
    #dbg_value(i32 %9, !1734, !DIExpression(), !1741)
    #dbg_value(i32 poison, !1731, !DIExpression(), !1742)
  %10 = getelementptr inbounds [64 x ptr], ptr %1, i32 0, i32 %9, !dbg !1744
  %11 = load ptr, ptr %10, align 4, !dbg !1744, !tbaa !137
    #dbg_value(ptr %11, !1736, !DIExpression(), !1745)
  %12 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i32 0, i32 %9, !dbg !1746
  %13 = load ptr, ptr %12, align 4, !dbg !1746, !tbaa !137
    #dbg_value(ptr %13, !1739, !DIExpression(), !1745)
  %14 = icmp ne ptr %11, null, !dbg !1747
  %15 = icmp ne ptr %13, null
  %16 = select i1 %14, i1 %15, i1 false, !dbg !1749
  br i1 %16, label %20, label %17, !dbg !1749

17:                                               ; preds = %8
    #dbg_value(i32 poison, !1731, !DIExpression(), !1742)
  %18 = add nuw nsw i32 %9, 1, !dbg !1750
    #dbg_value(i32 %18, !1734, !DIExpression(), !1741)
  %19 = icmp eq i32 %18, 64, !dbg !1751
  br i1 %19, label %24, label %8, !dbg !1743, !llvm.loop !1752

20:                                               ; preds = %8
  %21 = getelementptr inbounds [64 x ptr], ptr %1, i32 0, i32 %9
  store ptr null, ptr %21, align 4, !dbg !1754, !tbaa !137
  tail call void %13(ptr noundef nonnull %11) #16, !dbg !1756
    #dbg_value(i32 1, !1731, !DIExpression(), !1742)
  %22 = add nuw nsw i32 %9, 1, !dbg !1750
    #dbg_value(i32 %22, !1734, !DIExpression(), !1741)
  %23 = icmp eq i32 %22, 64, !dbg !1751
  br i1 %23, label %25, label %5, !dbg !1743, !llvm.loop !1752

24:                                               ; preds = %17
    #dbg_value(i32 1, !1729, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1740)
  br i1 %7, label %82, label %25

25:                                               ; preds = %20, %24
  br label %26, !dbg !1743

26:                                               ; preds = %25, %41
  %27 = phi i32 [ %43, %41 ], [ 0, %25 ]
  %28 = phi i1 [ false, %41 ], [ true, %25 ]
  br label %29, !dbg !1743

29:                                               ; preds = %26, %38
  %30 = phi i32 [ %39, %38 ], [ %27, %26 ]
    #dbg_value(i32 %30, !1734, !DIExpression(), !1741)
    #dbg_value(i32 poison, !1731, !DIExpression(), !1742)
  %31 = getelementptr inbounds [64 x ptr], ptr %1, i32 0, i32 %30, !dbg !1744
  %32 = load ptr, ptr %31, align 4, !dbg !1744, !tbaa !137
    #dbg_value(ptr %32, !1736, !DIExpression(), !1745)
  %33 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i32 0, i32 %30, !dbg !1746
  %34 = load ptr, ptr %33, align 4, !dbg !1746, !tbaa !137
    #dbg_value(ptr %34, !1739, !DIExpression(), !1745)
  %35 = icmp ne ptr %32, null, !dbg !1747
  %36 = icmp ne ptr %34, null
  %37 = select i1 %35, i1 %36, i1 false, !dbg !1749
  br i1 %37, label %41, label %38, !dbg !1749

38:                                               ; preds = %29
    #dbg_value(i32 poison, !1731, !DIExpression(), !1742)
  %39 = add nuw nsw i32 %30, 1, !dbg !1750
    #dbg_value(i32 %39, !1734, !DIExpression(), !1741)
  %40 = icmp eq i32 %39, 64, !dbg !1751
  br i1 %40, label %45, label %29, !dbg !1743, !llvm.loop !1752

41:                                               ; preds = %29
  %42 = getelementptr inbounds [64 x ptr], ptr %1, i32 0, i32 %30
  store ptr null, ptr %42, align 4, !dbg !1754, !tbaa !137
  tail call void %34(ptr noundef nonnull %32) #16, !dbg !1756
    #dbg_value(i32 1, !1731, !DIExpression(), !1742)
  %43 = add nuw nsw i32 %30, 1, !dbg !1750
    #dbg_value(i32 %43, !1734, !DIExpression(), !1741)
  %44 = icmp eq i32 %43, 64, !dbg !1751
  br i1 %44, label %46, label %26, !dbg !1743, !llvm.loop !1752

45:                                               ; preds = %38
    #dbg_value(i32 2, !1729, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1740)
  br i1 %28, label %82, label %46

46:                                               ; preds = %41, %45
  br label %47, !dbg !1743

47:                                               ; preds = %59, %46
  %48 = phi i32 [ 0, %46 ], [ %60, %59 ]
    #dbg_value(i32 %48, !1734, !DIExpression(), !1741)
    #dbg_value(i32 poison, !1731, !DIExpression(), !1742)
  %49 = getelementptr inbounds [64 x ptr], ptr %1, i32 0, i32 %48, !dbg !1744
  %50 = load ptr, ptr %49, align 4, !dbg !1744, !tbaa !137
    #dbg_value(ptr %50, !1736, !DIExpression(), !1745)
  %51 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i32 0, i32 %48, !dbg !1746
  %52 = load ptr, ptr %51, align 4, !dbg !1746, !tbaa !137
    #dbg_value(ptr %52, !1739, !DIExpression(), !1745)
  %53 = icmp ne ptr %50, null, !dbg !1747
  %54 = icmp ne ptr %52, null
  %55 = select i1 %53, i1 %54, i1 false, !dbg !1749
  br i1 %55, label %61, label %56, !dbg !1749

56:                                               ; preds = %47
    #dbg_value(i32 poison, !1731, !DIExpression(), !1742)
  %57 = add nuw nsw i32 %48, 1, !dbg !1750
    #dbg_value(i32 %57, !1734, !DIExpression(), !1741)
  %58 = icmp eq i32 %57, 64, !dbg !1751
  br i1 %58, label %82, label %59, !dbg !1743

59:                                               ; preds = %56, %61
  %60 = phi i32 [ %57, %56 ], [ %62, %61 ]
  br label %47, !dbg !1744, !llvm.loop !1752

61:                                               ; preds = %47
  store ptr null, ptr %49, align 4, !dbg !1754, !tbaa !137
  tail call void %52(ptr noundef nonnull %50) #16, !dbg !1756
    #dbg_value(i32 1, !1731, !DIExpression(), !1742)
  %62 = add nuw nsw i32 %48, 1, !dbg !1750
    #dbg_value(i32 %62, !1734, !DIExpression(), !1741)
  %63 = icmp eq i32 %62, 64, !dbg !1751
  br i1 %63, label %82, label %59, !dbg !1743

64:                                               ; preds = %75
    #dbg_value(i32 0, !1729, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1740)
  br i1 %4, label %82, label %65

65:                                               ; preds = %78, %64
  br label %5, !dbg !1743

66:                                               ; preds = %2, %75
  %67 = phi i32 [ %76, %75 ], [ %3, %2 ]
    #dbg_value(i32 %67, !1734, !DIExpression(), !1741)
    #dbg_value(i32 poison, !1731, !DIExpression(), !1742)
  %68 = getelementptr inbounds [64 x ptr], ptr %1, i32 0, i32 %67, !dbg !1744
  %69 = load ptr, ptr %68, align 4, !dbg !1744, !tbaa !137
    #dbg_value(ptr %69, !1736, !DIExpression(), !1745)
  %70 = getelementptr inbounds [64 x ptr], ptr @key_dtor, i32 0, i32 %67, !dbg !1746
  %71 = load ptr, ptr %70, align 4, !dbg !1746, !tbaa !137
    #dbg_value(ptr %71, !1739, !DIExpression(), !1745)
  %72 = icmp ne ptr %69, null, !dbg !1747
  %73 = icmp ne ptr %71, null
  %74 = select i1 %72, i1 %73, i1 false, !dbg !1749
  br i1 %74, label %78, label %75, !dbg !1749

75:                                               ; preds = %66
    #dbg_value(i32 poison, !1731, !DIExpression(), !1742)
  %76 = add nuw nsw i32 %67, 1, !dbg !1750
    #dbg_value(i32 %76, !1734, !DIExpression(), !1741)
  %77 = icmp eq i32 %76, 64, !dbg !1751
  br i1 %77, label %64, label %66, !dbg !1743, !llvm.loop !1752

78:                                               ; preds = %66
  %79 = getelementptr inbounds [64 x ptr], ptr %1, i32 0, i32 %67
  store ptr null, ptr %79, align 4, !dbg !1754, !tbaa !137
  tail call void %71(ptr noundef nonnull %69) #16, !dbg !1756
    #dbg_value(i32 1, !1731, !DIExpression(), !1742)
  %80 = add nuw nsw i32 %67, 1, !dbg !1750
    #dbg_value(i32 %80, !1734, !DIExpression(), !1741)
  %81 = icmp eq i32 %80, 64, !dbg !1751
  br i1 %81, label %65, label %2, !dbg !1743, !llvm.loop !1752

82:                                               ; preds = %61, %56, %45, %24, %64
  ret void, !dbg !1757
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none)
define dso_local ptr @pthread_getspecific(i32 noundef %0) local_unnamed_addr #14 !dbg !1758 {
    #dbg_value(i32 %0, !1762, !DIExpression(), !1763)
  %2 = icmp ult i32 %0, 64, !dbg !1764
  br i1 %2, label %3, label %7, !dbg !1765

3:                                                ; preds = %1
  %4 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @key_value), !dbg !1766
  %5 = getelementptr inbounds [64 x ptr], ptr %4, i32 0, i32 %0, !dbg !1766
  %6 = load ptr, ptr %5, align 4, !dbg !1766, !tbaa !137
  br label %7, !dbg !1765

7:                                                ; preds = %1, %3
  %8 = phi ptr [ %6, %3 ], [ null, %1 ], !dbg !1765
  ret ptr %8, !dbg !1767
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 0, 23) i32 @pthread_setspecific(i32 noundef %0, ptr noundef %1) local_unnamed_addr #2 !dbg !1768 {
    #dbg_value(i32 %0, !1772, !DIExpression(), !1774)
    #dbg_value(ptr %1, !1773, !DIExpression(), !1774)
  %3 = icmp ugt i32 %0, 63, !dbg !1775
  br i1 %3, label %11, label %4, !dbg !1777

4:                                                ; preds = %2
  %5 = getelementptr inbounds [64 x i32], ptr @key_used, i32 0, i32 %0, !dbg !1778
  %6 = load i32, ptr %5, align 4, !dbg !1778, !tbaa !128
  %7 = icmp eq i32 %6, 0, !dbg !1778
  br i1 %7, label %11, label %8, !dbg !1779

8:                                                ; preds = %4
  %9 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @key_value), !dbg !1780
  %10 = getelementptr inbounds [64 x ptr], ptr %9, i32 0, i32 %0, !dbg !1780
  store ptr %1, ptr %10, align 4, !dbg !1781, !tbaa !137
  br label %11, !dbg !1782

11:                                               ; preds = %2, %4, %8
  %12 = phi i32 [ 0, %8 ], [ 22, %4 ], [ 22, %2 ], !dbg !1774
  ret i32 %12, !dbg !1783
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
!llvm.module.flags = !{!107, !108, !109, !110, !111, !112, !113}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "pancam_errno", scope: !2, file: !3, line: 33, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !22, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "src/vm/libc/libc.c", directory: ".", checksumkind: CSK_MD5, checksum: "5e01cfaa1356cfdcce43d51c27174617")
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
!22 = !{!23, !29, !31, !33, !41, !46, !0, !48, !56, !58, !63, !65, !67, !69, !74, !80, !83, !85, !87, !89, !91, !96, !101, !104}
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
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !95, size: 32)
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
!107 = !{i32 1, !"NumRegisterParameters", i32 0}
!108 = !{i32 7, !"Dwarf Version", i32 5}
!109 = !{i32 2, !"Debug Info Version", i32 3}
!110 = !{i32 1, !"wchar_size", i32 4}
!111 = !{i32 8, !"PIC Level", i32 2}
!112 = !{i32 7, !"PIE Level", i32 2}
!113 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!114 = distinct !DISubprogram(name: "__errno_location", scope: !3, file: !3, line: 35, type: !115, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!115 = !DISubroutineType(types: !116)
!116 = !{!117}
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 32)
!118 = !DILocation(line: 35, column: 39, scope: !114)
!119 = !DILocation(line: 35, column: 31, scope: !114)
!120 = distinct !DISubprogram(name: "atexit", scope: !3, file: !3, line: 59, type: !121, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !123)
!121 = !DISubroutineType(types: !122)
!122 = !{!14, !51}
!123 = !{!124}
!124 = !DILocalVariable(name: "f", arg: 1, scope: !120, file: !3, line: 59, type: !51)
!125 = !DILocation(line: 0, scope: !120)
!126 = !DILocation(line: 60, column: 7, scope: !127)
!127 = distinct !DILexicalBlock(scope: !120, file: !3, line: 60, column: 7)
!128 = !{!129, !129, i64 0}
!129 = !{!"int", !130, i64 0}
!130 = !{!"omnipotent char", !131, i64 0}
!131 = !{!"Simple C/C++ TBAA"}
!132 = !DILocation(line: 60, column: 16, scope: !127)
!133 = !DILocation(line: 60, column: 7, scope: !120)
!134 = !DILocation(line: 62, column: 22, scope: !120)
!135 = !DILocation(line: 62, column: 3, scope: !120)
!136 = !DILocation(line: 62, column: 26, scope: !120)
!137 = !{!138, !138, i64 0}
!138 = !{!"any pointer", !130, i64 0}
!139 = !DILocation(line: 63, column: 3, scope: !120)
!140 = !DILocation(line: 64, column: 1, scope: !120)
!141 = distinct !DISubprogram(name: "exit", scope: !3, file: !3, line: 66, type: !142, scopeLine: 66, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !144)
!142 = !DISubroutineType(types: !143)
!143 = !{null, !14}
!144 = !{!145, !146}
!145 = !DILocalVariable(name: "code", arg: 1, scope: !141, file: !3, line: 66, type: !14)
!146 = !DILocalVariable(name: "f", scope: !147, file: !3, line: 68, type: !51)
!147 = distinct !DILexicalBlock(scope: !141, file: !3, line: 67, column: 24)
!148 = !DILocation(line: 0, scope: !141)
!149 = !DILocation(line: 67, column: 10, scope: !141)
!150 = !DILocation(line: 67, column: 19, scope: !141)
!151 = !DILocation(line: 67, column: 3, scope: !141)
!152 = !DILocation(line: 68, column: 34, scope: !147)
!153 = !DILocation(line: 68, column: 23, scope: !147)
!154 = !DILocation(line: 0, scope: !147)
!155 = !DILocation(line: 69, column: 5, scope: !147)
!156 = distinct !{!156, !151, !157, !158}
!157 = !DILocation(line: 70, column: 3, scope: !141)
!158 = !{!"llvm.loop.mustprogress"}
!159 = !DILocation(line: 71, column: 3, scope: !141)
!160 = !DISubprogram(name: "__pancam_exit", scope: !3, file: !3, line: 28, type: !142, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!161 = distinct !DISubprogram(name: "memcmp", scope: !3, file: !3, line: 76, type: !162, scopeLine: 76, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !167)
!162 = !DISubroutineType(types: !163)
!163 = !{!14, !164, !164, !166}
!164 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !165, size: 32)
!165 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!166 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !3, line: 17, baseType: !16)
!167 = !{!168, !169, !170, !171, !172, !173}
!168 = !DILocalVariable(name: "a", arg: 1, scope: !161, file: !3, line: 76, type: !164)
!169 = !DILocalVariable(name: "b", arg: 2, scope: !161, file: !3, line: 76, type: !164)
!170 = !DILocalVariable(name: "n", arg: 3, scope: !161, file: !3, line: 76, type: !166)
!171 = !DILocalVariable(name: "p", scope: !161, file: !3, line: 77, type: !9)
!172 = !DILocalVariable(name: "q", scope: !161, file: !3, line: 77, type: !9)
!173 = !DILocalVariable(name: "i", scope: !174, file: !3, line: 78, type: !166)
!174 = distinct !DILexicalBlock(scope: !161, file: !3, line: 78, column: 3)
!175 = !DILocation(line: 0, scope: !161)
!176 = !DILocation(line: 0, scope: !174)
!177 = !DILocation(line: 78, column: 24, scope: !178)
!178 = distinct !DILexicalBlock(scope: !174, file: !3, line: 78, column: 3)
!179 = !DILocation(line: 78, column: 3, scope: !174)
!180 = !DILocation(line: 78, column: 30, scope: !178)
!181 = distinct !{!181, !179, !182, !158}
!182 = !DILocation(line: 80, column: 33, scope: !174)
!183 = !DILocation(line: 79, column: 9, scope: !184)
!184 = distinct !DILexicalBlock(scope: !178, file: !3, line: 79, column: 9)
!185 = !{!130, !130, i64 0}
!186 = !DILocation(line: 79, column: 17, scope: !184)
!187 = !DILocation(line: 79, column: 14, scope: !184)
!188 = !DILocation(line: 79, column: 9, scope: !178)
!189 = !DILocation(line: 80, column: 19, scope: !184)
!190 = !DILocation(line: 80, column: 14, scope: !184)
!191 = !DILocation(line: 80, column: 7, scope: !184)
!192 = !DILocation(line: 82, column: 1, scope: !161)
!193 = distinct !DISubprogram(name: "bcmp", scope: !3, file: !3, line: 84, type: !162, scopeLine: 84, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !194)
!194 = !{!195, !196, !197}
!195 = !DILocalVariable(name: "a", arg: 1, scope: !193, file: !3, line: 84, type: !164)
!196 = !DILocalVariable(name: "b", arg: 2, scope: !193, file: !3, line: 84, type: !164)
!197 = !DILocalVariable(name: "n", arg: 3, scope: !193, file: !3, line: 84, type: !166)
!198 = !DILocation(line: 0, scope: !193)
!199 = !DILocation(line: 0, scope: !161, inlinedAt: !200)
!200 = distinct !DILocation(line: 84, column: 59, scope: !193)
!201 = !DILocation(line: 0, scope: !174, inlinedAt: !200)
!202 = !DILocation(line: 78, column: 24, scope: !178, inlinedAt: !200)
!203 = !DILocation(line: 78, column: 3, scope: !174, inlinedAt: !200)
!204 = !DILocation(line: 78, column: 30, scope: !178, inlinedAt: !200)
!205 = distinct !{!205, !203, !206, !158}
!206 = !DILocation(line: 80, column: 33, scope: !174, inlinedAt: !200)
!207 = !DILocation(line: 79, column: 9, scope: !184, inlinedAt: !200)
!208 = !DILocation(line: 79, column: 17, scope: !184, inlinedAt: !200)
!209 = !DILocation(line: 79, column: 14, scope: !184, inlinedAt: !200)
!210 = !DILocation(line: 79, column: 9, scope: !178, inlinedAt: !200)
!211 = !DILocation(line: 84, column: 52, scope: !193)
!212 = distinct !DISubprogram(name: "mempcpy", scope: !3, file: !3, line: 86, type: !213, scopeLine: 86, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !215)
!213 = !DISubroutineType(types: !214)
!214 = !{!8, !8, !164, !166}
!215 = !{!216, !217, !218}
!216 = !DILocalVariable(name: "d", arg: 1, scope: !212, file: !3, line: 86, type: !8)
!217 = !DILocalVariable(name: "s", arg: 2, scope: !212, file: !3, line: 86, type: !164)
!218 = !DILocalVariable(name: "n", arg: 3, scope: !212, file: !3, line: 86, type: !166)
!219 = !DILocation(line: 0, scope: !212)
!220 = !DILocation(line: 86, column: 66, scope: !212)
!221 = !DILocation(line: 86, column: 82, scope: !212)
!222 = !DILocation(line: 86, column: 51, scope: !212)
!223 = !DISubprogram(name: "memcpy", scope: !3, file: !3, line: 25, type: !213, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!224 = distinct !DISubprogram(name: "memrchr", scope: !3, file: !3, line: 88, type: !225, scopeLine: 88, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !227)
!225 = !DISubroutineType(types: !226)
!226 = !{!8, !164, !14, !166}
!227 = !{!228, !229, !230, !231}
!228 = !DILocalVariable(name: "s", arg: 1, scope: !224, file: !3, line: 88, type: !164)
!229 = !DILocalVariable(name: "c", arg: 2, scope: !224, file: !3, line: 88, type: !14)
!230 = !DILocalVariable(name: "n", arg: 3, scope: !224, file: !3, line: 88, type: !166)
!231 = !DILocalVariable(name: "p", scope: !224, file: !3, line: 89, type: !9)
!232 = !DILocation(line: 0, scope: !224)
!233 = !DILocation(line: 90, column: 3, scope: !224)
!234 = !DILocation(line: 90, column: 12, scope: !224)
!235 = !DILocation(line: 91, column: 6, scope: !236)
!236 = distinct !DILexicalBlock(scope: !224, file: !3, line: 90, column: 17)
!237 = !DILocation(line: 92, column: 9, scope: !238)
!238 = distinct !DILexicalBlock(scope: !236, file: !3, line: 92, column: 9)
!239 = !DILocation(line: 92, column: 14, scope: !238)
!240 = !DILocation(line: 92, column: 9, scope: !236)
!241 = distinct !{!241, !233, !242, !158}
!242 = !DILocation(line: 94, column: 3, scope: !224)
!243 = !DILocation(line: 96, column: 1, scope: !224)
!244 = distinct !DISubprogram(name: "memchr", scope: !3, file: !3, line: 98, type: !225, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !245)
!245 = !{!246, !247, !248, !249, !250}
!246 = !DILocalVariable(name: "s", arg: 1, scope: !244, file: !3, line: 98, type: !164)
!247 = !DILocalVariable(name: "c", arg: 2, scope: !244, file: !3, line: 98, type: !14)
!248 = !DILocalVariable(name: "n", arg: 3, scope: !244, file: !3, line: 98, type: !166)
!249 = !DILocalVariable(name: "p", scope: !244, file: !3, line: 99, type: !9)
!250 = !DILocalVariable(name: "i", scope: !251, file: !3, line: 100, type: !166)
!251 = distinct !DILexicalBlock(scope: !244, file: !3, line: 100, column: 3)
!252 = !DILocation(line: 0, scope: !244)
!253 = !DILocation(line: 0, scope: !251)
!254 = !DILocation(line: 100, column: 24, scope: !255)
!255 = distinct !DILexicalBlock(scope: !251, file: !3, line: 100, column: 3)
!256 = !DILocation(line: 100, column: 3, scope: !251)
!257 = !DILocation(line: 101, column: 9, scope: !258)
!258 = distinct !DILexicalBlock(scope: !255, file: !3, line: 101, column: 9)
!259 = !DILocation(line: 101, column: 14, scope: !258)
!260 = !DILocation(line: 101, column: 9, scope: !255)
!261 = !DILocation(line: 100, column: 30, scope: !255)
!262 = distinct !{!262, !256, !263, !158}
!263 = !DILocation(line: 102, column: 28, scope: !251)
!264 = !DILocation(line: 104, column: 1, scope: !244)
!265 = distinct !DISubprogram(name: "strnlen", scope: !3, file: !3, line: 106, type: !266, scopeLine: 106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !268)
!266 = !DISubroutineType(types: !267)
!267 = !{!166, !17, !166}
!268 = !{!269, !270, !271}
!269 = !DILocalVariable(name: "s", arg: 1, scope: !265, file: !3, line: 106, type: !17)
!270 = !DILocalVariable(name: "n", arg: 2, scope: !265, file: !3, line: 106, type: !166)
!271 = !DILocalVariable(name: "i", scope: !265, file: !3, line: 107, type: !166)
!272 = !DILocation(line: 0, scope: !265)
!273 = !DILocation(line: 108, column: 12, scope: !265)
!274 = !DILocation(line: 108, column: 16, scope: !265)
!275 = !DILocation(line: 108, column: 19, scope: !265)
!276 = !DILocation(line: 108, column: 3, scope: !265)
!277 = !DILocation(line: 109, column: 6, scope: !265)
!278 = distinct !{!278, !276, !277, !158}
!279 = !DILocation(line: 110, column: 3, scope: !265)
!280 = distinct !DISubprogram(name: "strcmp", scope: !3, file: !3, line: 113, type: !281, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !283)
!281 = !DISubroutineType(types: !282)
!282 = !{!14, !17, !17}
!283 = !{!284, !285, !286, !287}
!284 = !DILocalVariable(name: "a", arg: 1, scope: !280, file: !3, line: 113, type: !17)
!285 = !DILocalVariable(name: "b", arg: 2, scope: !280, file: !3, line: 113, type: !17)
!286 = !DILocalVariable(name: "p", scope: !280, file: !3, line: 114, type: !9)
!287 = !DILocalVariable(name: "q", scope: !280, file: !3, line: 114, type: !9)
!288 = !DILocation(line: 0, scope: !280)
!289 = !DILocation(line: 115, column: 10, scope: !280)
!290 = !DILocation(line: 115, column: 13, scope: !280)
!291 = !DILocation(line: 115, column: 22, scope: !280)
!292 = !DILocation(line: 115, column: 19, scope: !280)
!293 = !DILocation(line: 115, column: 3, scope: !280)
!294 = !DILocation(line: 116, column: 6, scope: !295)
!295 = distinct !DILexicalBlock(scope: !280, file: !3, line: 115, column: 26)
!296 = !DILocation(line: 117, column: 6, scope: !295)
!297 = distinct !{!297, !293, !298, !158}
!298 = !DILocation(line: 118, column: 3, scope: !280)
!299 = !DILocation(line: 119, column: 16, scope: !280)
!300 = !DILocation(line: 119, column: 14, scope: !280)
!301 = !DILocation(line: 119, column: 26, scope: !280)
!302 = !DILocation(line: 119, column: 20, scope: !280)
!303 = !DILocation(line: 119, column: 3, scope: !280)
!304 = distinct !DISubprogram(name: "strncmp", scope: !3, file: !3, line: 122, type: !305, scopeLine: 122, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !307)
!305 = !DISubroutineType(types: !306)
!306 = !{!14, !17, !17, !166}
!307 = !{!308, !309, !310, !311, !312, !313}
!308 = !DILocalVariable(name: "a", arg: 1, scope: !304, file: !3, line: 122, type: !17)
!309 = !DILocalVariable(name: "b", arg: 2, scope: !304, file: !3, line: 122, type: !17)
!310 = !DILocalVariable(name: "n", arg: 3, scope: !304, file: !3, line: 122, type: !166)
!311 = !DILocalVariable(name: "p", scope: !304, file: !3, line: 123, type: !9)
!312 = !DILocalVariable(name: "q", scope: !304, file: !3, line: 123, type: !9)
!313 = !DILocalVariable(name: "i", scope: !314, file: !3, line: 124, type: !166)
!314 = distinct !DILexicalBlock(scope: !304, file: !3, line: 124, column: 3)
!315 = !DILocation(line: 0, scope: !304)
!316 = !DILocation(line: 0, scope: !314)
!317 = !DILocation(line: 124, column: 24, scope: !318)
!318 = distinct !DILexicalBlock(scope: !314, file: !3, line: 124, column: 3)
!319 = !DILocation(line: 124, column: 3, scope: !314)
!320 = !DILocation(line: 125, column: 9, scope: !321)
!321 = distinct !DILexicalBlock(scope: !322, file: !3, line: 125, column: 9)
!322 = distinct !DILexicalBlock(scope: !318, file: !3, line: 124, column: 34)
!323 = !DILocation(line: 125, column: 17, scope: !321)
!324 = !DILocation(line: 125, column: 14, scope: !321)
!325 = !DILocation(line: 125, column: 9, scope: !322)
!326 = !DILocation(line: 126, column: 20, scope: !321)
!327 = !DILocation(line: 126, column: 36, scope: !321)
!328 = !DILocation(line: 126, column: 28, scope: !321)
!329 = !DILocation(line: 126, column: 7, scope: !321)
!330 = !DILocation(line: 127, column: 10, scope: !331)
!331 = distinct !DILexicalBlock(scope: !322, file: !3, line: 127, column: 9)
!332 = !DILocation(line: 127, column: 9, scope: !322)
!333 = distinct !{!333, !319, !334, !158}
!334 = !DILocation(line: 129, column: 3, scope: !314)
!335 = !DILocation(line: 131, column: 1, scope: !304)
!336 = distinct !DISubprogram(name: "strcpy", scope: !3, file: !3, line: 133, type: !36, scopeLine: 133, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !337)
!337 = !{!338, !339, !340}
!338 = !DILocalVariable(name: "d", arg: 1, scope: !336, file: !3, line: 133, type: !5)
!339 = !DILocalVariable(name: "s", arg: 2, scope: !336, file: !3, line: 133, type: !17)
!340 = !DILocalVariable(name: "r", scope: !336, file: !3, line: 134, type: !5)
!341 = !DILocation(line: 0, scope: !336)
!342 = !DILocation(line: 135, column: 3, scope: !336)
!343 = !DILocation(line: 135, column: 20, scope: !336)
!344 = !DILocation(line: 135, column: 18, scope: !336)
!345 = !DILocation(line: 135, column: 13, scope: !336)
!346 = !DILocation(line: 135, column: 16, scope: !336)
!347 = distinct !{!347, !342, !348, !158}
!348 = !DILocation(line: 136, column: 5, scope: !336)
!349 = !DILocation(line: 137, column: 3, scope: !336)
!350 = distinct !DISubprogram(name: "stpcpy", scope: !3, file: !3, line: 140, type: !36, scopeLine: 140, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !351)
!351 = !{!352, !353}
!352 = !DILocalVariable(name: "d", arg: 1, scope: !350, file: !3, line: 140, type: !5)
!353 = !DILocalVariable(name: "s", arg: 2, scope: !350, file: !3, line: 140, type: !17)
!354 = !DILocation(line: 0, scope: !350)
!355 = !DILocation(line: 141, column: 16, scope: !350)
!356 = !DILocation(line: 141, column: 14, scope: !350)
!357 = !DILocation(line: 141, column: 3, scope: !350)
!358 = !DILocation(line: 141, column: 18, scope: !350)
!359 = !DILocation(line: 142, column: 6, scope: !350)
!360 = distinct !{!360, !357, !359, !158}
!361 = !DILocation(line: 143, column: 3, scope: !350)
!362 = distinct !DISubprogram(name: "stpncpy", scope: !3, file: !3, line: 146, type: !363, scopeLine: 146, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !365)
!363 = !DISubroutineType(types: !364)
!364 = !{!5, !5, !17, !166}
!365 = !{!366, !367, !368, !369, !370}
!366 = !DILocalVariable(name: "d", arg: 1, scope: !362, file: !3, line: 146, type: !5)
!367 = !DILocalVariable(name: "s", arg: 2, scope: !362, file: !3, line: 146, type: !17)
!368 = !DILocalVariable(name: "n", arg: 3, scope: !362, file: !3, line: 146, type: !166)
!369 = !DILocalVariable(name: "i", scope: !362, file: !3, line: 147, type: !166)
!370 = !DILocalVariable(name: "end", scope: !362, file: !3, line: 150, type: !5)
!371 = !DILocation(line: 0, scope: !362)
!372 = !DILocation(line: 148, column: 12, scope: !373)
!373 = distinct !DILexicalBlock(scope: !374, file: !3, line: 148, column: 3)
!374 = distinct !DILexicalBlock(scope: !362, file: !3, line: 148, column: 3)
!375 = !DILocation(line: 148, column: 16, scope: !373)
!376 = !DILocation(line: 148, column: 19, scope: !373)
!377 = !DILocation(line: 148, column: 3, scope: !374)
!378 = !DILocation(line: 149, column: 5, scope: !373)
!379 = !DILocation(line: 149, column: 10, scope: !373)
!380 = !DILocation(line: 148, column: 26, scope: !373)
!381 = distinct !{!381, !377, !382, !158}
!382 = !DILocation(line: 149, column: 15, scope: !374)
!383 = !DILocation(line: 151, column: 12, scope: !384)
!384 = distinct !DILexicalBlock(scope: !385, file: !3, line: 151, column: 3)
!385 = distinct !DILexicalBlock(scope: !362, file: !3, line: 151, column: 3)
!386 = !DILocation(line: 151, column: 3, scope: !385)
!387 = !DILocation(line: 152, column: 5, scope: !384)
!388 = !DILocation(line: 152, column: 10, scope: !384)
!389 = !DILocation(line: 151, column: 18, scope: !384)
!390 = distinct !{!390, !391}
!391 = !{!"llvm.loop.unroll.disable"}
!392 = distinct !{!392, !386, !393, !158}
!393 = !DILocation(line: 152, column: 12, scope: !385)
!394 = !DILocation(line: 150, column: 17, scope: !362)
!395 = !DILocation(line: 153, column: 3, scope: !362)
!396 = distinct !DISubprogram(name: "strchrnul", scope: !3, file: !3, line: 156, type: !397, scopeLine: 156, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !399)
!397 = !DISubroutineType(types: !398)
!398 = !{!5, !17, !14}
!399 = !{!400, !401}
!400 = !DILocalVariable(name: "s", arg: 1, scope: !396, file: !3, line: 156, type: !17)
!401 = !DILocalVariable(name: "c", arg: 2, scope: !396, file: !3, line: 156, type: !14)
!402 = !DILocation(line: 0, scope: !396)
!403 = !DILocation(line: 157, column: 10, scope: !396)
!404 = !DILocation(line: 157, column: 13, scope: !396)
!405 = !DILocation(line: 157, column: 19, scope: !396)
!406 = !DILocation(line: 157, column: 3, scope: !396)
!407 = !DILocation(line: 158, column: 6, scope: !396)
!408 = distinct !{!408, !406, !407, !158}
!409 = !DILocation(line: 159, column: 3, scope: !396)
!410 = distinct !DISubprogram(name: "strncpy", scope: !3, file: !3, line: 162, type: !363, scopeLine: 162, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !411)
!411 = !{!412, !413, !414, !415}
!412 = !DILocalVariable(name: "d", arg: 1, scope: !410, file: !3, line: 162, type: !5)
!413 = !DILocalVariable(name: "s", arg: 2, scope: !410, file: !3, line: 162, type: !17)
!414 = !DILocalVariable(name: "n", arg: 3, scope: !410, file: !3, line: 162, type: !166)
!415 = !DILocalVariable(name: "i", scope: !410, file: !3, line: 163, type: !166)
!416 = !DILocation(line: 0, scope: !410)
!417 = !DILocation(line: 164, column: 12, scope: !418)
!418 = distinct !DILexicalBlock(scope: !419, file: !3, line: 164, column: 3)
!419 = distinct !DILexicalBlock(scope: !410, file: !3, line: 164, column: 3)
!420 = !DILocation(line: 164, column: 16, scope: !418)
!421 = !DILocation(line: 164, column: 19, scope: !418)
!422 = !DILocation(line: 164, column: 3, scope: !419)
!423 = !DILocation(line: 165, column: 5, scope: !418)
!424 = !DILocation(line: 165, column: 10, scope: !418)
!425 = !DILocation(line: 164, column: 26, scope: !418)
!426 = distinct !{!426, !422, !427, !158}
!427 = !DILocation(line: 165, column: 15, scope: !419)
!428 = !DILocation(line: 166, column: 12, scope: !429)
!429 = distinct !DILexicalBlock(scope: !430, file: !3, line: 166, column: 3)
!430 = distinct !DILexicalBlock(scope: !410, file: !3, line: 166, column: 3)
!431 = !DILocation(line: 166, column: 3, scope: !430)
!432 = !DILocation(line: 167, column: 5, scope: !429)
!433 = !DILocation(line: 167, column: 10, scope: !429)
!434 = !DILocation(line: 166, column: 18, scope: !429)
!435 = distinct !{!435, !391}
!436 = distinct !{!436, !431, !437, !158}
!437 = !DILocation(line: 167, column: 12, scope: !430)
!438 = !DILocation(line: 168, column: 3, scope: !410)
!439 = distinct !DISubprogram(name: "strcat", scope: !3, file: !3, line: 171, type: !36, scopeLine: 171, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !440)
!440 = !{!441, !442}
!441 = !DILocalVariable(name: "d", arg: 1, scope: !439, file: !3, line: 171, type: !5)
!442 = !DILocalVariable(name: "s", arg: 2, scope: !439, file: !3, line: 171, type: !17)
!443 = !DILocation(line: 0, scope: !439)
!444 = !DILocation(line: 172, column: 14, scope: !439)
!445 = !DILocation(line: 172, column: 12, scope: !439)
!446 = !DILocation(line: 0, scope: !336, inlinedAt: !447)
!447 = distinct !DILocation(line: 172, column: 3, scope: !439)
!448 = !DILocation(line: 135, column: 3, scope: !336, inlinedAt: !447)
!449 = !DILocation(line: 135, column: 20, scope: !336, inlinedAt: !447)
!450 = !DILocation(line: 135, column: 18, scope: !336, inlinedAt: !447)
!451 = !DILocation(line: 135, column: 13, scope: !336, inlinedAt: !447)
!452 = !DILocation(line: 135, column: 16, scope: !336, inlinedAt: !447)
!453 = distinct !{!453, !448, !454, !158}
!454 = !DILocation(line: 136, column: 5, scope: !336, inlinedAt: !447)
!455 = !DILocation(line: 173, column: 3, scope: !439)
!456 = !DISubprogram(name: "strlen", scope: !3, file: !3, line: 27, type: !457, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!457 = !DISubroutineType(types: !458)
!458 = !{!166, !17}
!459 = distinct !DISubprogram(name: "strncat", scope: !3, file: !3, line: 176, type: !363, scopeLine: 176, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !460)
!460 = !{!461, !462, !463, !464, !465}
!461 = !DILocalVariable(name: "d", arg: 1, scope: !459, file: !3, line: 176, type: !5)
!462 = !DILocalVariable(name: "s", arg: 2, scope: !459, file: !3, line: 176, type: !17)
!463 = !DILocalVariable(name: "n", arg: 3, scope: !459, file: !3, line: 176, type: !166)
!464 = !DILocalVariable(name: "e", scope: !459, file: !3, line: 177, type: !5)
!465 = !DILocalVariable(name: "i", scope: !459, file: !3, line: 178, type: !166)
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
!478 = distinct !{!478, !474, !479, !158}
!479 = !DILocation(line: 180, column: 15, scope: !471)
!480 = !DILocation(line: 181, column: 3, scope: !459)
!481 = !DILocation(line: 181, column: 8, scope: !459)
!482 = !DILocation(line: 182, column: 3, scope: !459)
!483 = distinct !DISubprogram(name: "strchr", scope: !3, file: !3, line: 185, type: !397, scopeLine: 185, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !484)
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
!504 = distinct !DISubprogram(name: "strrchr", scope: !3, file: !3, line: 194, type: !397, scopeLine: 194, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !505)
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
!532 = !DILocalVariable(name: "m", scope: !526, file: !3, line: 205, type: !166)
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
!545 = !DILocation(line: 0, scope: !314, inlinedAt: !546)
!546 = distinct !DILocation(line: 209, column: 21, scope: !543)
!547 = !DILocation(line: 125, column: 9, scope: !321, inlinedAt: !546)
!548 = !DILocation(line: 125, column: 17, scope: !321, inlinedAt: !546)
!549 = !DILocation(line: 125, column: 14, scope: !321, inlinedAt: !546)
!550 = !DILocation(line: 125, column: 9, scope: !322, inlinedAt: !546)
!551 = !DILocation(line: 127, column: 10, scope: !331, inlinedAt: !546)
!552 = !DILocation(line: 127, column: 9, scope: !322, inlinedAt: !546)
!553 = distinct !{!553, !554, !555, !158}
!554 = !DILocation(line: 124, column: 3, scope: !314, inlinedAt: !546)
!555 = !DILocation(line: 129, column: 3, scope: !314, inlinedAt: !546)
!556 = !DILocation(line: 208, column: 15, scope: !539)
!557 = distinct !{!557, !541, !558, !158}
!558 = !DILocation(line: 210, column: 22, scope: !540)
!559 = !DILocation(line: 212, column: 1, scope: !526)
!560 = distinct !DISubprogram(name: "strspn", scope: !3, file: !3, line: 214, type: !561, scopeLine: 214, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !563)
!561 = !DISubroutineType(types: !562)
!562 = !{!166, !17, !17}
!563 = !{!564, !565, !566}
!564 = !DILocalVariable(name: "s", arg: 1, scope: !560, file: !3, line: 214, type: !17)
!565 = !DILocalVariable(name: "accept", arg: 2, scope: !560, file: !3, line: 214, type: !17)
!566 = !DILocalVariable(name: "i", scope: !560, file: !3, line: 215, type: !166)
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
!582 = distinct !{!582, !583, !581, !158}
!583 = !DILocation(line: 216, column: 3, scope: !560)
!584 = !DILocation(line: 218, column: 3, scope: !560)
!585 = distinct !DISubprogram(name: "strcspn", scope: !3, file: !3, line: 221, type: !561, scopeLine: 221, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !586)
!586 = !{!587, !588, !589}
!587 = !DILocalVariable(name: "s", arg: 1, scope: !585, file: !3, line: 221, type: !17)
!588 = !DILocalVariable(name: "reject", arg: 2, scope: !585, file: !3, line: 221, type: !17)
!589 = !DILocalVariable(name: "i", scope: !585, file: !3, line: 222, type: !166)
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
!605 = distinct !{!605, !606, !604, !158}
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
!629 = distinct !{!629, !630, !628, !158}
!630 = !DILocation(line: 223, column: 3, scope: !585, inlinedAt: !614)
!631 = !DILocation(line: 229, column: 5, scope: !608)
!632 = !DILocation(line: 230, column: 10, scope: !608)
!633 = !DILocation(line: 230, column: 3, scope: !608)
!634 = distinct !DISubprogram(name: "strtok_r", scope: !3, file: !3, line: 233, type: !635, scopeLine: 233, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !638)
!635 = !DISubroutineType(types: !636)
!636 = !{!5, !5, !17, !637}
!637 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 32)
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
!665 = distinct !{!665, !666, !664, !158}
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
!685 = distinct !{!685, !686, !683, !158}
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
!716 = distinct !{!716, !717, !715, !158}
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
!736 = distinct !{!736, !737, !734, !158}
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
!750 = !DILocalVariable(name: "n", scope: !745, file: !3, line: 254, type: !166)
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
!763 = !{!8, !166}
!764 = distinct !DISubprogram(name: "strndup", scope: !3, file: !3, line: 261, type: !765, scopeLine: 261, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !767)
!765 = !DISubroutineType(types: !766)
!766 = !{!5, !17, !166}
!767 = !{!768, !769, !770, !771}
!768 = !DILocalVariable(name: "s", arg: 1, scope: !764, file: !3, line: 261, type: !17)
!769 = !DILocalVariable(name: "n", arg: 2, scope: !764, file: !3, line: 261, type: !166)
!770 = !DILocalVariable(name: "m", scope: !764, file: !3, line: 262, type: !166)
!771 = !DILocalVariable(name: "d", scope: !764, file: !3, line: 263, type: !5)
!772 = !DILocation(line: 0, scope: !764)
!773 = !DILocation(line: 0, scope: !265, inlinedAt: !774)
!774 = distinct !DILocation(line: 262, column: 14, scope: !764)
!775 = !DILocation(line: 108, column: 12, scope: !265, inlinedAt: !774)
!776 = !DILocation(line: 108, column: 16, scope: !265, inlinedAt: !774)
!777 = !DILocation(line: 108, column: 19, scope: !265, inlinedAt: !774)
!778 = !DILocation(line: 108, column: 3, scope: !265, inlinedAt: !774)
!779 = !DILocation(line: 109, column: 6, scope: !265, inlinedAt: !774)
!780 = distinct !{!780, !778, !779, !158}
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
!795 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 32)
!796 = !DILocation(line: 314, column: 41, scope: !792)
!797 = distinct !DISubprogram(name: "__ctype_tolower_loc", scope: !3, file: !3, line: 315, type: !798, scopeLine: 315, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!798 = !DISubroutineType(types: !799)
!799 = !{!800}
!800 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 32)
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
!818 = !{!"short", !130, i64 0}
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
!1006 = !{!21, !17, !637, !14, !14, !21, !11, !11, !117}
!1007 = !{!1008, !1009, !1010, !1011, !1012, !1013, !1014, !1015, !1016, !1017, !1018, !1019, !1020, !1021, !1022}
!1008 = !DILocalVariable(name: "nptr", arg: 1, scope: !1004, file: !3, line: 386, type: !17)
!1009 = !DILocalVariable(name: "endptr", arg: 2, scope: !1004, file: !3, line: 386, type: !637)
!1010 = !DILocalVariable(name: "base", arg: 3, scope: !1004, file: !3, line: 386, type: !14)
!1011 = !DILocalVariable(name: "is_signed", arg: 4, scope: !1004, file: !3, line: 386, type: !14)
!1012 = !DILocalVariable(name: "umax", arg: 5, scope: !1004, file: !3, line: 387, type: !21)
!1013 = !DILocalVariable(name: "smin", arg: 6, scope: !1004, file: !3, line: 387, type: !11)
!1014 = !DILocalVariable(name: "smax", arg: 7, scope: !1004, file: !3, line: 387, type: !11)
!1015 = !DILocalVariable(name: "neg_out", arg: 8, scope: !1004, file: !3, line: 388, type: !117)
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
!1026 = !DILocation(line: 390, column: 18, scope: !1004)
!1027 = !DILocation(line: 0, scope: !844, inlinedAt: !1028)
!1028 = distinct !DILocation(line: 390, column: 10, scope: !1004)
!1029 = !DILocation(line: 0, scope: !811, inlinedAt: !1030)
!1030 = distinct !DILocation(line: 322, column: 29, scope: !844, inlinedAt: !1028)
!1031 = !DILocation(line: 318, column: 55, scope: !811, inlinedAt: !1030)
!1032 = !DILocation(line: 322, column: 36, scope: !844, inlinedAt: !1028)
!1033 = !DILocation(line: 391, column: 6, scope: !1004)
!1034 = distinct !{!1034, !1024, !1033, !158}
!1035 = !DILocation(line: 393, column: 17, scope: !1036)
!1036 = distinct !DILexicalBlock(scope: !1004, file: !3, line: 393, column: 7)
!1037 = !DILocation(line: 394, column: 14, scope: !1038)
!1038 = distinct !DILexicalBlock(scope: !1036, file: !3, line: 393, column: 31)
!1039 = !DILocation(line: 396, column: 3, scope: !1038)
!1040 = !DILocation(line: 397, column: 16, scope: !1041)
!1041 = distinct !DILexicalBlock(scope: !1004, file: !3, line: 397, column: 7)
!1042 = !DILocation(line: 398, column: 5, scope: !1043)
!1043 = distinct !DILexicalBlock(scope: !1041, file: !3, line: 397, column: 43)
!1044 = !DILocation(line: 398, column: 18, scope: !1043)
!1045 = !DILocation(line: 399, column: 9, scope: !1046)
!1046 = distinct !DILexicalBlock(scope: !1043, file: !3, line: 399, column: 9)
!1047 = !DILocation(line: 399, column: 9, scope: !1043)
!1048 = !DILocation(line: 400, column: 15, scope: !1046)
!1049 = !DILocation(line: 400, column: 7, scope: !1046)
!1050 = !DILocation(line: 404, column: 7, scope: !1051)
!1051 = distinct !DILexicalBlock(scope: !1004, file: !3, line: 404, column: 7)
!1052 = !DILocation(line: 404, column: 7, scope: !1004)
!1053 = !DILocalVariable(name: "s", arg: 1, scope: !1054, file: !3, line: 347, type: !17)
!1054 = distinct !DISubprogram(name: "parse_digits", scope: !3, file: !3, line: 347, type: !1055, scopeLine: 348, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1058)
!1055 = !DISubroutineType(types: !1056)
!1056 = !{!21, !17, !1057, !117, !21, !117, !117}
!1057 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 32)
!1058 = !{!1053, !1059, !1060, !1061, !1062, !1063, !1064, !1065, !1066, !1070}
!1059 = !DILocalVariable(name: "end", arg: 2, scope: !1054, file: !3, line: 347, type: !1057)
!1060 = !DILocalVariable(name: "base", arg: 3, scope: !1054, file: !3, line: 347, type: !117)
!1061 = !DILocalVariable(name: "limit", arg: 4, scope: !1054, file: !3, line: 348, type: !21)
!1062 = !DILocalVariable(name: "overflow", arg: 5, scope: !1054, file: !3, line: 348, type: !117)
!1063 = !DILocalVariable(name: "any", arg: 6, scope: !1054, file: !3, line: 348, type: !117)
!1064 = !DILocalVariable(name: "b", scope: !1054, file: !3, line: 349, type: !14)
!1065 = !DILocalVariable(name: "v", scope: !1054, file: !3, line: 358, type: !21)
!1066 = !DILocalVariable(name: "d", scope: !1067, file: !3, line: 362, type: !14)
!1067 = distinct !DILexicalBlock(scope: !1068, file: !3, line: 361, column: 16)
!1068 = distinct !DILexicalBlock(scope: !1069, file: !3, line: 361, column: 3)
!1069 = distinct !DILexicalBlock(scope: !1054, file: !3, line: 361, column: 3)
!1070 = !DILocalVariable(name: "c", scope: !1067, file: !3, line: 363, type: !7)
!1071 = !DILocation(line: 0, scope: !1054, inlinedAt: !1072)
!1072 = distinct !DILocation(line: 410, column: 26, scope: !1004)
!1073 = !DILocation(line: 350, column: 10, scope: !1074, inlinedAt: !1072)
!1074 = distinct !DILexicalBlock(scope: !1054, file: !3, line: 350, column: 7)
!1075 = !DILocation(line: 350, column: 15, scope: !1074, inlinedAt: !1072)
!1076 = !DILocation(line: 350, column: 30, scope: !1074, inlinedAt: !1072)
!1077 = !DILocation(line: 350, column: 35, scope: !1074, inlinedAt: !1072)
!1078 = !DILocation(line: 350, column: 42, scope: !1074, inlinedAt: !1072)
!1079 = !DILocation(line: 350, column: 46, scope: !1074, inlinedAt: !1072)
!1080 = !DILocation(line: 350, column: 58, scope: !1074, inlinedAt: !1072)
!1081 = !DILocation(line: 351, column: 32, scope: !1074, inlinedAt: !1072)
!1082 = !DILocation(line: 351, column: 17, scope: !1074, inlinedAt: !1072)
!1083 = !DILocation(line: 0, scope: !877, inlinedAt: !1084)
!1084 = distinct !DILocation(line: 351, column: 8, scope: !1074, inlinedAt: !1072)
!1085 = !DILocation(line: 0, scope: !811, inlinedAt: !1086)
!1086 = distinct !DILocation(line: 325, column: 30, scope: !877, inlinedAt: !1084)
!1087 = !DILocation(line: 318, column: 55, scope: !811, inlinedAt: !1086)
!1088 = !DILocation(line: 325, column: 37, scope: !877, inlinedAt: !1084)
!1089 = !DILocation(line: 351, column: 8, scope: !1074, inlinedAt: !1072)
!1090 = !DILocation(line: 350, column: 7, scope: !1054, inlinedAt: !1072)
!1091 = !DILocation(line: 354, column: 14, scope: !1074, inlinedAt: !1072)
!1092 = !DILocation(line: 355, column: 9, scope: !1093, inlinedAt: !1072)
!1093 = distinct !DILexicalBlock(scope: !1094, file: !3, line: 354, column: 22)
!1094 = distinct !DILexicalBlock(scope: !1074, file: !3, line: 354, column: 14)
!1095 = !DILocation(line: 356, column: 3, scope: !1093, inlinedAt: !1072)
!1096 = !DILocation(line: 363, column: 38, scope: !1067, inlinedAt: !1072)
!1097 = !DILocation(line: 0, scope: !1067, inlinedAt: !1072)
!1098 = !DILocation(line: 364, column: 17, scope: !1099, inlinedAt: !1072)
!1099 = distinct !DILexicalBlock(scope: !1067, file: !3, line: 364, column: 9)
!1100 = !DILocation(line: 0, scope: !822, inlinedAt: !1101)
!1101 = distinct !DILocation(line: 364, column: 9, scope: !1099, inlinedAt: !1072)
!1102 = !DILocation(line: 0, scope: !811, inlinedAt: !1103)
!1103 = distinct !DILocation(line: 320, column: 29, scope: !822, inlinedAt: !1101)
!1104 = !DILocation(line: 318, column: 55, scope: !811, inlinedAt: !1103)
!1105 = !DILocation(line: 320, column: 36, scope: !822, inlinedAt: !1101)
!1106 = !DILocation(line: 364, column: 9, scope: !1099, inlinedAt: !1072)
!1107 = !DILocation(line: 364, column: 9, scope: !1067, inlinedAt: !1072)
!1108 = !DILocation(line: 365, column: 13, scope: !1099, inlinedAt: !1072)
!1109 = !DILocation(line: 365, column: 7, scope: !1099, inlinedAt: !1072)
!1110 = !DILocation(line: 0, scope: !804, inlinedAt: !1111)
!1111 = distinct !DILocation(line: 366, column: 14, scope: !1112, inlinedAt: !1072)
!1112 = distinct !DILexicalBlock(scope: !1099, file: !3, line: 366, column: 14)
!1113 = !DILocation(line: 0, scope: !811, inlinedAt: !1114)
!1114 = distinct !DILocation(line: 319, column: 29, scope: !804, inlinedAt: !1111)
!1115 = !DILocation(line: 319, column: 36, scope: !804, inlinedAt: !1111)
!1116 = !DILocation(line: 366, column: 14, scope: !1112, inlinedAt: !1072)
!1117 = !DILocation(line: 366, column: 14, scope: !1099, inlinedAt: !1072)
!1118 = !DILocation(line: 0, scope: !943, inlinedAt: !1119)
!1119 = distinct !DILocation(line: 367, column: 11, scope: !1112, inlinedAt: !1072)
!1120 = !DILocation(line: 331, column: 52, scope: !943, inlinedAt: !1119)
!1121 = !DILocation(line: 367, column: 28, scope: !1112, inlinedAt: !1072)
!1122 = !DILocation(line: 0, scope: !1099, inlinedAt: !1072)
!1123 = !DILocation(line: 370, column: 11, scope: !1124, inlinedAt: !1072)
!1124 = distinct !DILexicalBlock(scope: !1067, file: !3, line: 370, column: 9)
!1125 = !DILocation(line: 370, column: 9, scope: !1067, inlinedAt: !1072)
!1126 = !DILocation(line: 375, column: 22, scope: !1127, inlinedAt: !1072)
!1127 = distinct !DILexicalBlock(scope: !1067, file: !3, line: 375, column: 9)
!1128 = !DILocation(line: 361, column: 3, scope: !1054, inlinedAt: !1072)
!1129 = !DILocation(line: 361, column: 3, scope: !1069, inlinedAt: !1072)
!1130 = !DILocation(line: 373, column: 9, scope: !1067, inlinedAt: !1072)
!1131 = distinct !{!1131, !1129, !1132, !1133}
!1132 = !DILocation(line: 381, column: 3, scope: !1069, inlinedAt: !1072)
!1133 = !{!"llvm.loop.peeled.count", i32 1}
!1134 = !DILocation(line: 375, column: 20, scope: !1127, inlinedAt: !1072)
!1135 = !DILocation(line: 375, column: 45, scope: !1127, inlinedAt: !1072)
!1136 = !DILocation(line: 375, column: 11, scope: !1127, inlinedAt: !1072)
!1137 = !DILocation(line: 375, column: 9, scope: !1067, inlinedAt: !1072)
!1138 = !DILocation(line: 412, column: 9, scope: !1139)
!1139 = distinct !DILexicalBlock(scope: !1140, file: !3, line: 412, column: 9)
!1140 = distinct !DILexicalBlock(scope: !1141, file: !3, line: 411, column: 13)
!1141 = distinct !DILexicalBlock(scope: !1004, file: !3, line: 411, column: 7)
!1142 = !DILocation(line: 412, column: 9, scope: !1140)
!1143 = !DILocation(line: 413, column: 15, scope: !1139)
!1144 = !DILocation(line: 413, column: 7, scope: !1139)
!1145 = !DILocation(line: 418, column: 7, scope: !1146)
!1146 = distinct !DILexicalBlock(scope: !1004, file: !3, line: 418, column: 7)
!1147 = !DILocation(line: 416, column: 7, scope: !1148)
!1148 = distinct !DILexicalBlock(scope: !1004, file: !3, line: 416, column: 7)
!1149 = !DILocation(line: 416, column: 7, scope: !1004)
!1150 = !DILocation(line: 417, column: 13, scope: !1148)
!1151 = !DILocation(line: 417, column: 5, scope: !1148)
!1152 = !DILocation(line: 418, column: 7, scope: !1004)
!1153 = !DILocation(line: 419, column: 5, scope: !1146)
!1154 = !DILocation(line: 419, column: 18, scope: !1146)
!1155 = !DILocation(line: 420, column: 12, scope: !1004)
!1156 = !DILocation(line: 421, column: 3, scope: !1004)
!1157 = !DILocation(line: 422, column: 1, scope: !1004)
!1158 = distinct !DISubprogram(name: "strtoull", scope: !3, file: !3, line: 431, type: !1159, scopeLine: 431, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1161)
!1159 = !DISubroutineType(types: !1160)
!1160 = !{!21, !17, !637, !14}
!1161 = !{!1162, !1163, !1164, !1165, !1166}
!1162 = !DILocalVariable(name: "nptr", arg: 1, scope: !1158, file: !3, line: 431, type: !17)
!1163 = !DILocalVariable(name: "endptr", arg: 2, scope: !1158, file: !3, line: 431, type: !637)
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
!1178 = !{!12, !17, !637, !14}
!1179 = !{!1180, !1181, !1182, !1183, !1184, !1185}
!1180 = !DILocalVariable(name: "nptr", arg: 1, scope: !1176, file: !3, line: 437, type: !17)
!1181 = !DILocalVariable(name: "endptr", arg: 2, scope: !1176, file: !3, line: 437, type: !637)
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
!1197 = !{!13, !17, !637, !14}
!1198 = !{!1199, !1200, !1201, !1202, !1203}
!1199 = !DILocalVariable(name: "nptr", arg: 1, scope: !1195, file: !3, line: 444, type: !17)
!1200 = !DILocalVariable(name: "endptr", arg: 2, scope: !1195, file: !3, line: 444, type: !637)
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
!1221 = !DILocation(line: 0, scope: !1004, inlinedAt: !1222)
!1222 = distinct !DILocation(line: 440, column: 26, scope: !1176, inlinedAt: !1220)
!1223 = !DILocation(line: 390, column: 3, scope: !1004, inlinedAt: !1222)
!1224 = !DILocation(line: 390, column: 33, scope: !1004, inlinedAt: !1222)
!1225 = !DILocation(line: 390, column: 18, scope: !1004, inlinedAt: !1222)
!1226 = !DILocation(line: 0, scope: !844, inlinedAt: !1227)
!1227 = distinct !DILocation(line: 390, column: 10, scope: !1004, inlinedAt: !1222)
!1228 = !DILocation(line: 0, scope: !811, inlinedAt: !1229)
!1229 = distinct !DILocation(line: 322, column: 29, scope: !844, inlinedAt: !1227)
!1230 = !DILocation(line: 318, column: 55, scope: !811, inlinedAt: !1229)
!1231 = !DILocation(line: 322, column: 36, scope: !844, inlinedAt: !1227)
!1232 = !DILocation(line: 391, column: 6, scope: !1004, inlinedAt: !1222)
!1233 = distinct !{!1233, !1223, !1232, !158}
!1234 = !DILocation(line: 393, column: 17, scope: !1036, inlinedAt: !1222)
!1235 = !DILocation(line: 394, column: 14, scope: !1038, inlinedAt: !1222)
!1236 = !DILocation(line: 404, column: 7, scope: !1004, inlinedAt: !1222)
!1237 = !DILocation(line: 363, column: 38, scope: !1067, inlinedAt: !1238)
!1238 = distinct !DILocation(line: 410, column: 26, scope: !1004, inlinedAt: !1222)
!1239 = !DILocation(line: 318, column: 55, scope: !811, inlinedAt: !1240)
!1240 = distinct !DILocation(line: 320, column: 29, scope: !822, inlinedAt: !1241)
!1241 = distinct !DILocation(line: 364, column: 9, scope: !1099, inlinedAt: !1238)
!1242 = !DILocation(line: 364, column: 17, scope: !1099, inlinedAt: !1238)
!1243 = !DILocation(line: 0, scope: !1054, inlinedAt: !1238)
!1244 = !DILocation(line: 0, scope: !1067, inlinedAt: !1238)
!1245 = !DILocation(line: 0, scope: !822, inlinedAt: !1241)
!1246 = !DILocation(line: 0, scope: !811, inlinedAt: !1240)
!1247 = !DILocation(line: 320, column: 36, scope: !822, inlinedAt: !1241)
!1248 = !DILocation(line: 364, column: 9, scope: !1099, inlinedAt: !1238)
!1249 = !DILocation(line: 364, column: 9, scope: !1067, inlinedAt: !1238)
!1250 = !DILocation(line: 365, column: 13, scope: !1099, inlinedAt: !1238)
!1251 = !DILocation(line: 365, column: 7, scope: !1099, inlinedAt: !1238)
!1252 = !DILocation(line: 0, scope: !804, inlinedAt: !1253)
!1253 = distinct !DILocation(line: 366, column: 14, scope: !1112, inlinedAt: !1238)
!1254 = !DILocation(line: 0, scope: !811, inlinedAt: !1255)
!1255 = distinct !DILocation(line: 319, column: 29, scope: !804, inlinedAt: !1253)
!1256 = !DILocation(line: 319, column: 36, scope: !804, inlinedAt: !1253)
!1257 = !DILocation(line: 366, column: 14, scope: !1112, inlinedAt: !1238)
!1258 = !DILocation(line: 366, column: 14, scope: !1099, inlinedAt: !1238)
!1259 = !DILocation(line: 0, scope: !943, inlinedAt: !1260)
!1260 = distinct !DILocation(line: 367, column: 11, scope: !1112, inlinedAt: !1238)
!1261 = !DILocation(line: 331, column: 52, scope: !943, inlinedAt: !1260)
!1262 = !DILocation(line: 367, column: 28, scope: !1112, inlinedAt: !1238)
!1263 = !DILocation(line: 0, scope: !1099, inlinedAt: !1238)
!1264 = !DILocation(line: 370, column: 11, scope: !1124, inlinedAt: !1238)
!1265 = !DILocation(line: 370, column: 9, scope: !1067, inlinedAt: !1238)
!1266 = !DILocation(line: 375, column: 22, scope: !1127, inlinedAt: !1238)
!1267 = !DILocation(line: 361, column: 3, scope: !1054, inlinedAt: !1238)
!1268 = !DILocation(line: 361, column: 3, scope: !1069, inlinedAt: !1238)
!1269 = !DILocation(line: 373, column: 9, scope: !1067, inlinedAt: !1238)
!1270 = distinct !{!1270, !1268, !1271, !1133}
!1271 = !DILocation(line: 381, column: 3, scope: !1069, inlinedAt: !1238)
!1272 = !DILocation(line: 375, column: 20, scope: !1127, inlinedAt: !1238)
!1273 = !DILocation(line: 375, column: 45, scope: !1127, inlinedAt: !1238)
!1274 = !DILocation(line: 375, column: 11, scope: !1127, inlinedAt: !1238)
!1275 = !DILocation(line: 375, column: 9, scope: !1067, inlinedAt: !1238)
!1276 = !DILocation(line: 418, column: 7, scope: !1146, inlinedAt: !1222)
!1277 = !DILocation(line: 418, column: 7, scope: !1004, inlinedAt: !1222)
!1278 = !DILocation(line: 419, column: 5, scope: !1146, inlinedAt: !1222)
!1279 = !DILocation(line: 419, column: 18, scope: !1146, inlinedAt: !1222)
!1280 = !DILocation(line: 441, column: 10, scope: !1176, inlinedAt: !1220)
!1281 = !DILocation(line: 450, column: 27, scope: !1213)
!1282 = distinct !DISubprogram(name: "atol", scope: !3, file: !3, line: 451, type: !1283, scopeLine: 451, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1285)
!1283 = !DISubroutineType(types: !1284)
!1284 = !{!12, !17}
!1285 = !{!1286}
!1286 = !DILocalVariable(name: "s", arg: 1, scope: !1282, file: !3, line: 451, type: !17)
!1287 = !DILocation(line: 0, scope: !1282)
!1288 = !DILocation(line: 0, scope: !1176, inlinedAt: !1289)
!1289 = distinct !DILocation(line: 451, column: 35, scope: !1282)
!1290 = !DILocation(line: 0, scope: !1004, inlinedAt: !1291)
!1291 = distinct !DILocation(line: 440, column: 26, scope: !1176, inlinedAt: !1289)
!1292 = !DILocation(line: 390, column: 3, scope: !1004, inlinedAt: !1291)
!1293 = !DILocation(line: 390, column: 33, scope: !1004, inlinedAt: !1291)
!1294 = !DILocation(line: 390, column: 18, scope: !1004, inlinedAt: !1291)
!1295 = !DILocation(line: 0, scope: !844, inlinedAt: !1296)
!1296 = distinct !DILocation(line: 390, column: 10, scope: !1004, inlinedAt: !1291)
!1297 = !DILocation(line: 0, scope: !811, inlinedAt: !1298)
!1298 = distinct !DILocation(line: 322, column: 29, scope: !844, inlinedAt: !1296)
!1299 = !DILocation(line: 318, column: 55, scope: !811, inlinedAt: !1298)
!1300 = !DILocation(line: 322, column: 36, scope: !844, inlinedAt: !1296)
!1301 = !DILocation(line: 391, column: 6, scope: !1004, inlinedAt: !1291)
!1302 = distinct !{!1302, !1292, !1301, !158}
!1303 = !DILocation(line: 393, column: 17, scope: !1036, inlinedAt: !1291)
!1304 = !DILocation(line: 394, column: 14, scope: !1038, inlinedAt: !1291)
!1305 = !DILocation(line: 404, column: 7, scope: !1004, inlinedAt: !1291)
!1306 = !DILocation(line: 363, column: 38, scope: !1067, inlinedAt: !1307)
!1307 = distinct !DILocation(line: 410, column: 26, scope: !1004, inlinedAt: !1291)
!1308 = !DILocation(line: 318, column: 55, scope: !811, inlinedAt: !1309)
!1309 = distinct !DILocation(line: 320, column: 29, scope: !822, inlinedAt: !1310)
!1310 = distinct !DILocation(line: 364, column: 9, scope: !1099, inlinedAt: !1307)
!1311 = !DILocation(line: 364, column: 17, scope: !1099, inlinedAt: !1307)
!1312 = !DILocation(line: 0, scope: !1054, inlinedAt: !1307)
!1313 = !DILocation(line: 0, scope: !1067, inlinedAt: !1307)
!1314 = !DILocation(line: 0, scope: !822, inlinedAt: !1310)
!1315 = !DILocation(line: 0, scope: !811, inlinedAt: !1309)
!1316 = !DILocation(line: 320, column: 36, scope: !822, inlinedAt: !1310)
!1317 = !DILocation(line: 364, column: 9, scope: !1099, inlinedAt: !1307)
!1318 = !DILocation(line: 364, column: 9, scope: !1067, inlinedAt: !1307)
!1319 = !DILocation(line: 365, column: 13, scope: !1099, inlinedAt: !1307)
!1320 = !DILocation(line: 365, column: 7, scope: !1099, inlinedAt: !1307)
!1321 = !DILocation(line: 0, scope: !804, inlinedAt: !1322)
!1322 = distinct !DILocation(line: 366, column: 14, scope: !1112, inlinedAt: !1307)
!1323 = !DILocation(line: 0, scope: !811, inlinedAt: !1324)
!1324 = distinct !DILocation(line: 319, column: 29, scope: !804, inlinedAt: !1322)
!1325 = !DILocation(line: 319, column: 36, scope: !804, inlinedAt: !1322)
!1326 = !DILocation(line: 366, column: 14, scope: !1112, inlinedAt: !1307)
!1327 = !DILocation(line: 366, column: 14, scope: !1099, inlinedAt: !1307)
!1328 = !DILocation(line: 0, scope: !943, inlinedAt: !1329)
!1329 = distinct !DILocation(line: 367, column: 11, scope: !1112, inlinedAt: !1307)
!1330 = !DILocation(line: 331, column: 52, scope: !943, inlinedAt: !1329)
!1331 = !DILocation(line: 367, column: 28, scope: !1112, inlinedAt: !1307)
!1332 = !DILocation(line: 0, scope: !1099, inlinedAt: !1307)
!1333 = !DILocation(line: 370, column: 11, scope: !1124, inlinedAt: !1307)
!1334 = !DILocation(line: 370, column: 9, scope: !1067, inlinedAt: !1307)
!1335 = !DILocation(line: 375, column: 22, scope: !1127, inlinedAt: !1307)
!1336 = !DILocation(line: 361, column: 3, scope: !1054, inlinedAt: !1307)
!1337 = !DILocation(line: 361, column: 3, scope: !1069, inlinedAt: !1307)
!1338 = !DILocation(line: 373, column: 9, scope: !1067, inlinedAt: !1307)
!1339 = distinct !{!1339, !1337, !1340, !1133}
!1340 = !DILocation(line: 381, column: 3, scope: !1069, inlinedAt: !1307)
!1341 = !DILocation(line: 375, column: 20, scope: !1127, inlinedAt: !1307)
!1342 = !DILocation(line: 375, column: 45, scope: !1127, inlinedAt: !1307)
!1343 = !DILocation(line: 375, column: 11, scope: !1127, inlinedAt: !1307)
!1344 = !DILocation(line: 375, column: 9, scope: !1067, inlinedAt: !1307)
!1345 = !DILocation(line: 418, column: 7, scope: !1146, inlinedAt: !1291)
!1346 = !DILocation(line: 418, column: 7, scope: !1004, inlinedAt: !1291)
!1347 = !DILocation(line: 419, column: 5, scope: !1146, inlinedAt: !1291)
!1348 = !DILocation(line: 419, column: 18, scope: !1146, inlinedAt: !1291)
!1349 = !DILocation(line: 441, column: 10, scope: !1176, inlinedAt: !1289)
!1350 = !DILocation(line: 451, column: 28, scope: !1282)
!1351 = distinct !DISubprogram(name: "atoll", scope: !3, file: !3, line: 452, type: !1352, scopeLine: 452, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1354)
!1352 = !DISubroutineType(types: !1353)
!1353 = !{!11, !17}
!1354 = !{!1355}
!1355 = !DILocalVariable(name: "s", arg: 1, scope: !1351, file: !3, line: 452, type: !17)
!1356 = !DILocation(line: 0, scope: !1351)
!1357 = !DILocation(line: 0, scope: !986, inlinedAt: !1358)
!1358 = distinct !DILocation(line: 452, column: 41, scope: !1351)
!1359 = !DILocation(line: 0, scope: !1004, inlinedAt: !1360)
!1360 = distinct !DILocation(line: 426, column: 26, scope: !986, inlinedAt: !1358)
!1361 = !DILocation(line: 390, column: 3, scope: !1004, inlinedAt: !1360)
!1362 = !DILocation(line: 390, column: 33, scope: !1004, inlinedAt: !1360)
!1363 = !DILocation(line: 390, column: 18, scope: !1004, inlinedAt: !1360)
!1364 = !DILocation(line: 0, scope: !844, inlinedAt: !1365)
!1365 = distinct !DILocation(line: 390, column: 10, scope: !1004, inlinedAt: !1360)
!1366 = !DILocation(line: 0, scope: !811, inlinedAt: !1367)
!1367 = distinct !DILocation(line: 322, column: 29, scope: !844, inlinedAt: !1365)
!1368 = !DILocation(line: 318, column: 55, scope: !811, inlinedAt: !1367)
!1369 = !DILocation(line: 322, column: 36, scope: !844, inlinedAt: !1365)
!1370 = !DILocation(line: 391, column: 6, scope: !1004, inlinedAt: !1360)
!1371 = distinct !{!1371, !1361, !1370, !158}
!1372 = !DILocation(line: 393, column: 17, scope: !1036, inlinedAt: !1360)
!1373 = !DILocation(line: 394, column: 14, scope: !1038, inlinedAt: !1360)
!1374 = !DILocation(line: 404, column: 7, scope: !1004, inlinedAt: !1360)
!1375 = !DILocation(line: 363, column: 38, scope: !1067, inlinedAt: !1376)
!1376 = distinct !DILocation(line: 410, column: 26, scope: !1004, inlinedAt: !1360)
!1377 = !DILocation(line: 318, column: 55, scope: !811, inlinedAt: !1378)
!1378 = distinct !DILocation(line: 320, column: 29, scope: !822, inlinedAt: !1379)
!1379 = distinct !DILocation(line: 364, column: 9, scope: !1099, inlinedAt: !1376)
!1380 = !DILocation(line: 364, column: 17, scope: !1099, inlinedAt: !1376)
!1381 = !DILocation(line: 0, scope: !1054, inlinedAt: !1376)
!1382 = !DILocation(line: 0, scope: !1067, inlinedAt: !1376)
!1383 = !DILocation(line: 0, scope: !822, inlinedAt: !1379)
!1384 = !DILocation(line: 0, scope: !811, inlinedAt: !1378)
!1385 = !DILocation(line: 320, column: 36, scope: !822, inlinedAt: !1379)
!1386 = !DILocation(line: 364, column: 9, scope: !1099, inlinedAt: !1376)
!1387 = !DILocation(line: 364, column: 9, scope: !1067, inlinedAt: !1376)
!1388 = !DILocation(line: 365, column: 13, scope: !1099, inlinedAt: !1376)
!1389 = !DILocation(line: 365, column: 7, scope: !1099, inlinedAt: !1376)
!1390 = !DILocation(line: 0, scope: !804, inlinedAt: !1391)
!1391 = distinct !DILocation(line: 366, column: 14, scope: !1112, inlinedAt: !1376)
!1392 = !DILocation(line: 0, scope: !811, inlinedAt: !1393)
!1393 = distinct !DILocation(line: 319, column: 29, scope: !804, inlinedAt: !1391)
!1394 = !DILocation(line: 319, column: 36, scope: !804, inlinedAt: !1391)
!1395 = !DILocation(line: 366, column: 14, scope: !1112, inlinedAt: !1376)
!1396 = !DILocation(line: 366, column: 14, scope: !1099, inlinedAt: !1376)
!1397 = !DILocation(line: 0, scope: !943, inlinedAt: !1398)
!1398 = distinct !DILocation(line: 367, column: 11, scope: !1112, inlinedAt: !1376)
!1399 = !DILocation(line: 331, column: 52, scope: !943, inlinedAt: !1398)
!1400 = !DILocation(line: 367, column: 28, scope: !1112, inlinedAt: !1376)
!1401 = !DILocation(line: 0, scope: !1099, inlinedAt: !1376)
!1402 = !DILocation(line: 370, column: 11, scope: !1124, inlinedAt: !1376)
!1403 = !DILocation(line: 370, column: 9, scope: !1067, inlinedAt: !1376)
!1404 = !DILocation(line: 375, column: 22, scope: !1127, inlinedAt: !1376)
!1405 = !DILocation(line: 361, column: 3, scope: !1054, inlinedAt: !1376)
!1406 = !DILocation(line: 361, column: 3, scope: !1069, inlinedAt: !1376)
!1407 = !DILocation(line: 373, column: 9, scope: !1067, inlinedAt: !1376)
!1408 = distinct !{!1408, !1406, !1409, !1133}
!1409 = !DILocation(line: 381, column: 3, scope: !1069, inlinedAt: !1376)
!1410 = !DILocation(line: 375, column: 20, scope: !1127, inlinedAt: !1376)
!1411 = !DILocation(line: 375, column: 45, scope: !1127, inlinedAt: !1376)
!1412 = !DILocation(line: 375, column: 11, scope: !1127, inlinedAt: !1376)
!1413 = !DILocation(line: 375, column: 9, scope: !1067, inlinedAt: !1376)
!1414 = !DILocation(line: 418, column: 7, scope: !1146, inlinedAt: !1360)
!1415 = !DILocation(line: 418, column: 7, scope: !1004, inlinedAt: !1360)
!1416 = !DILocation(line: 419, column: 5, scope: !1146, inlinedAt: !1360)
!1417 = !DILocation(line: 419, column: 18, scope: !1146, inlinedAt: !1360)
!1418 = !DILocation(line: 428, column: 10, scope: !986, inlinedAt: !1358)
!1419 = !DILocation(line: 452, column: 34, scope: !1351)
!1420 = distinct !DISubprogram(name: "srand", scope: !3, file: !3, line: 458, type: !1421, scopeLine: 458, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1423)
!1421 = !DISubroutineType(types: !1422)
!1422 = !{null, !16}
!1423 = !{!1424, !1425, !1426, !1428, !1431, !1432}
!1424 = !DILocalVariable(name: "seed", arg: 1, scope: !1420, file: !3, line: 458, type: !16)
!1425 = !DILocalVariable(name: "word", scope: !1420, file: !3, line: 459, type: !15)
!1426 = !DILocalVariable(name: "i", scope: !1427, file: !3, line: 461, type: !14)
!1427 = distinct !DILexicalBlock(scope: !1420, file: !3, line: 461, column: 3)
!1428 = !DILocalVariable(name: "hi", scope: !1429, file: !3, line: 463, type: !12)
!1429 = distinct !DILexicalBlock(scope: !1430, file: !3, line: 461, column: 32)
!1430 = distinct !DILexicalBlock(scope: !1427, file: !3, line: 461, column: 3)
!1431 = !DILocalVariable(name: "lo", scope: !1429, file: !3, line: 464, type: !12)
!1432 = !DILocalVariable(name: "i", scope: !1433, file: !3, line: 473, type: !14)
!1433 = distinct !DILexicalBlock(scope: !1420, file: !3, line: 473, column: 3)
!1434 = !DILocation(line: 0, scope: !1420)
!1435 = !DILocation(line: 459, column: 14, scope: !1420)
!1436 = !DILocation(line: 460, column: 17, scope: !1420)
!1437 = !DILocation(line: 0, scope: !1427)
!1438 = !DILocation(line: 461, column: 3, scope: !1427)
!1439 = !DILocation(line: 472, column: 15, scope: !1420)
!1440 = !DILocation(line: 0, scope: !1433)
!1441 = !DILocation(line: 473, column: 3, scope: !1433)
!1442 = !DILocation(line: 463, column: 20, scope: !1429)
!1443 = !DILocation(line: 0, scope: !1429)
!1444 = !DILocation(line: 464, column: 20, scope: !1429)
!1445 = !DILocation(line: 465, column: 24, scope: !1429)
!1446 = !DILocation(line: 465, column: 36, scope: !1429)
!1447 = !DILocation(line: 465, column: 29, scope: !1429)
!1448 = !DILocation(line: 466, column: 14, scope: !1449)
!1449 = distinct !DILexicalBlock(scope: !1429, file: !3, line: 466, column: 9)
!1450 = !DILocation(line: 466, column: 9, scope: !1429)
!1451 = !DILocation(line: 468, column: 5, scope: !1429)
!1452 = !DILocation(line: 468, column: 19, scope: !1429)
!1453 = !DILocation(line: 461, column: 28, scope: !1430)
!1454 = !DILocation(line: 461, column: 21, scope: !1430)
!1455 = distinct !{!1455, !1438, !1456, !158}
!1456 = !DILocation(line: 469, column: 3, scope: !1427)
!1457 = !DILocation(line: 0, scope: !1458)
!1458 = distinct !DILexicalBlock(scope: !1459, file: !3, line: 473, column: 33)
!1459 = distinct !DILexicalBlock(scope: !1433, file: !3, line: 473, column: 3)
!1460 = !DILocation(line: 478, column: 1, scope: !1420)
!1461 = !DILocation(line: 474, column: 42, scope: !1458)
!1462 = !DILocation(line: 474, column: 73, scope: !1458)
!1463 = !DILocation(line: 474, column: 61, scope: !1458)
!1464 = !DILocation(line: 474, column: 24, scope: !1458)
!1465 = !DILocation(line: 475, column: 22, scope: !1458)
!1466 = !DILocation(line: 475, column: 27, scope: !1458)
!1467 = !DILocation(line: 476, column: 22, scope: !1458)
!1468 = !DILocation(line: 476, column: 27, scope: !1458)
!1469 = !DILocation(line: 473, column: 29, scope: !1459)
!1470 = !DILocation(line: 473, column: 21, scope: !1459)
!1471 = distinct !{!1471, !1441, !1472, !158}
!1472 = !DILocation(line: 477, column: 3, scope: !1433)
!1473 = distinct !DISubprogram(name: "rand", scope: !3, file: !3, line: 480, type: !1474, scopeLine: 480, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1476)
!1474 = !DISubroutineType(types: !1475)
!1475 = !{!14}
!1476 = !{!1477, !1478}
!1477 = !DILocalVariable(name: "v", scope: !1473, file: !3, line: 483, type: !16)
!1478 = !DILocalVariable(name: "result", scope: !1473, file: !3, line: 485, type: !14)
!1479 = !DILocation(line: 481, column: 8, scope: !1480)
!1480 = distinct !DILexicalBlock(scope: !1473, file: !3, line: 481, column: 7)
!1481 = !DILocation(line: 481, column: 7, scope: !1473)
!1482 = !DILocation(line: 483, column: 37, scope: !1473)
!1483 = !DILocation(line: 483, column: 68, scope: !1473)
!1484 = !DILocation(line: 0, scope: !1420, inlinedAt: !1485)
!1485 = distinct !DILocation(line: 482, column: 5, scope: !1480)
!1486 = !DILocation(line: 460, column: 17, scope: !1420, inlinedAt: !1485)
!1487 = !DILocation(line: 0, scope: !1427, inlinedAt: !1485)
!1488 = !DILocation(line: 461, column: 3, scope: !1427, inlinedAt: !1485)
!1489 = !DILocation(line: 472, column: 15, scope: !1420, inlinedAt: !1485)
!1490 = !DILocation(line: 0, scope: !1433, inlinedAt: !1485)
!1491 = !DILocation(line: 473, column: 3, scope: !1433, inlinedAt: !1485)
!1492 = !DILocation(line: 463, column: 20, scope: !1429, inlinedAt: !1485)
!1493 = !DILocation(line: 0, scope: !1429, inlinedAt: !1485)
!1494 = !DILocation(line: 464, column: 20, scope: !1429, inlinedAt: !1485)
!1495 = !DILocation(line: 465, column: 24, scope: !1429, inlinedAt: !1485)
!1496 = !DILocation(line: 465, column: 36, scope: !1429, inlinedAt: !1485)
!1497 = !DILocation(line: 465, column: 29, scope: !1429, inlinedAt: !1485)
!1498 = !DILocation(line: 466, column: 14, scope: !1449, inlinedAt: !1485)
!1499 = !DILocation(line: 466, column: 9, scope: !1429, inlinedAt: !1485)
!1500 = !DILocation(line: 468, column: 5, scope: !1429, inlinedAt: !1485)
!1501 = !DILocation(line: 468, column: 19, scope: !1429, inlinedAt: !1485)
!1502 = !DILocation(line: 461, column: 28, scope: !1430, inlinedAt: !1485)
!1503 = !DILocation(line: 461, column: 21, scope: !1430, inlinedAt: !1485)
!1504 = distinct !{!1504, !1488, !1505, !158}
!1505 = !DILocation(line: 469, column: 3, scope: !1427, inlinedAt: !1485)
!1506 = !DILocation(line: 474, column: 42, scope: !1458, inlinedAt: !1485)
!1507 = !DILocation(line: 474, column: 73, scope: !1458, inlinedAt: !1485)
!1508 = !DILocation(line: 474, column: 61, scope: !1458, inlinedAt: !1485)
!1509 = !DILocation(line: 474, column: 24, scope: !1458, inlinedAt: !1485)
!1510 = !DILocation(line: 475, column: 22, scope: !1458, inlinedAt: !1485)
!1511 = !DILocation(line: 475, column: 27, scope: !1458, inlinedAt: !1485)
!1512 = !DILocation(line: 476, column: 22, scope: !1458, inlinedAt: !1485)
!1513 = !DILocation(line: 476, column: 27, scope: !1458, inlinedAt: !1485)
!1514 = !DILocation(line: 473, column: 29, scope: !1459, inlinedAt: !1485)
!1515 = !DILocation(line: 473, column: 21, scope: !1459, inlinedAt: !1485)
!1516 = distinct !{!1516, !1491, !1517, !158}
!1517 = !DILocation(line: 477, column: 3, scope: !1433, inlinedAt: !1485)
!1518 = !DILocation(line: 483, column: 26, scope: !1473)
!1519 = !DILocation(line: 483, column: 57, scope: !1473)
!1520 = !DILocation(line: 483, column: 45, scope: !1473)
!1521 = !DILocation(line: 0, scope: !1473)
!1522 = !DILocation(line: 484, column: 22, scope: !1473)
!1523 = !DILocation(line: 485, column: 24, scope: !1473)
!1524 = !DILocation(line: 486, column: 20, scope: !1473)
!1525 = !DILocation(line: 486, column: 25, scope: !1473)
!1526 = !DILocation(line: 486, column: 10, scope: !1473)
!1527 = !DILocation(line: 487, column: 20, scope: !1473)
!1528 = !DILocation(line: 487, column: 25, scope: !1473)
!1529 = !DILocation(line: 487, column: 10, scope: !1473)
!1530 = !DILocation(line: 488, column: 3, scope: !1473)
!1531 = distinct !DISubprogram(name: "qsort", scope: !3, file: !3, line: 518, type: !1532, scopeLine: 518, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1537)
!1532 = !DISubroutineType(types: !1533)
!1533 = !{null, !8, !166, !166, !1534}
!1534 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1535, size: 32)
!1535 = !DISubroutineType(types: !1536)
!1536 = !{!14, !164, !164}
!1537 = !{!1538, !1539, !1540, !1541, !1542}
!1538 = !DILocalVariable(name: "base", arg: 1, scope: !1531, file: !3, line: 518, type: !8)
!1539 = !DILocalVariable(name: "n", arg: 2, scope: !1531, file: !3, line: 518, type: !166)
!1540 = !DILocalVariable(name: "size", arg: 3, scope: !1531, file: !3, line: 518, type: !166)
!1541 = !DILocalVariable(name: "cmp", arg: 4, scope: !1531, file: !3, line: 518, type: !1534)
!1542 = !DILocalVariable(name: "tmp", scope: !1531, file: !3, line: 521, type: !5)
!1543 = !DILocation(line: 0, scope: !1531)
!1544 = !DILocation(line: 519, column: 9, scope: !1545)
!1545 = distinct !DILexicalBlock(scope: !1531, file: !3, line: 519, column: 7)
!1546 = !DILocation(line: 519, column: 14, scope: !1545)
!1547 = !DILocation(line: 521, column: 24, scope: !1531)
!1548 = !DILocation(line: 521, column: 15, scope: !1531)
!1549 = !DILocation(line: 522, column: 8, scope: !1550)
!1550 = distinct !DILexicalBlock(scope: !1531, file: !3, line: 522, column: 7)
!1551 = !DILocation(line: 522, column: 7, scope: !1531)
!1552 = !DILocation(line: 523, column: 5, scope: !1550)
!1553 = !DILocation(line: 524, column: 3, scope: !1531)
!1554 = !DILocation(line: 525, column: 3, scope: !1531)
!1555 = !DILocation(line: 526, column: 1, scope: !1531)
!1556 = !DISubprogram(name: "abort", scope: !3, file: !3, line: 29, type: !52, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1557 = distinct !DISubprogram(name: "msort", scope: !3, file: !3, line: 492, type: !1558, scopeLine: 493, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1560)
!1558 = !DISubroutineType(types: !1559)
!1559 = !{null, !5, !166, !166, !1534, !5}
!1560 = !{!1561, !1562, !1563, !1564, !1565, !1566, !1567, !1568, !1569, !1570}
!1561 = !DILocalVariable(name: "b", arg: 1, scope: !1557, file: !3, line: 492, type: !5)
!1562 = !DILocalVariable(name: "n", arg: 2, scope: !1557, file: !3, line: 492, type: !166)
!1563 = !DILocalVariable(name: "size", arg: 3, scope: !1557, file: !3, line: 492, type: !166)
!1564 = !DILocalVariable(name: "cmp", arg: 4, scope: !1557, file: !3, line: 492, type: !1534)
!1565 = !DILocalVariable(name: "tmp", arg: 5, scope: !1557, file: !3, line: 493, type: !5)
!1566 = !DILocalVariable(name: "n1", scope: !1557, file: !3, line: 496, type: !166)
!1567 = !DILocalVariable(name: "n2", scope: !1557, file: !3, line: 496, type: !166)
!1568 = !DILocalVariable(name: "b1", scope: !1557, file: !3, line: 497, type: !5)
!1569 = !DILocalVariable(name: "b2", scope: !1557, file: !3, line: 497, type: !5)
!1570 = !DILocalVariable(name: "out", scope: !1557, file: !3, line: 500, type: !5)
!1571 = !DILocation(line: 0, scope: !1557)
!1572 = !DILocation(line: 494, column: 9, scope: !1573)
!1573 = distinct !DILexicalBlock(scope: !1557, file: !3, line: 494, column: 7)
!1574 = !DILocation(line: 494, column: 7, scope: !1557)
!1575 = !DILocation(line: 496, column: 17, scope: !1557)
!1576 = !DILocation(line: 496, column: 29, scope: !1557)
!1577 = !DILocation(line: 497, column: 30, scope: !1557)
!1578 = !DILocation(line: 497, column: 25, scope: !1557)
!1579 = !DILocation(line: 498, column: 3, scope: !1557)
!1580 = !DILocation(line: 499, column: 3, scope: !1557)
!1581 = !DILocation(line: 501, column: 17, scope: !1557)
!1582 = !DILocation(line: 501, column: 3, scope: !1557)
!1583 = !DILocation(line: 502, column: 9, scope: !1584)
!1584 = distinct !DILexicalBlock(scope: !1585, file: !3, line: 502, column: 9)
!1585 = distinct !DILexicalBlock(scope: !1557, file: !3, line: 501, column: 28)
!1586 = !DILocation(line: 502, column: 21, scope: !1584)
!1587 = !DILocation(line: 502, column: 9, scope: !1585)
!1588 = !DILocation(line: 503, column: 7, scope: !1589)
!1589 = distinct !DILexicalBlock(scope: !1584, file: !3, line: 502, column: 27)
!1590 = !DILocation(line: 504, column: 10, scope: !1589)
!1591 = !DILocation(line: 505, column: 9, scope: !1589)
!1592 = !DILocation(line: 506, column: 5, scope: !1589)
!1593 = !DILocation(line: 507, column: 7, scope: !1594)
!1594 = distinct !DILexicalBlock(scope: !1584, file: !3, line: 506, column: 12)
!1595 = !DILocation(line: 508, column: 10, scope: !1594)
!1596 = !DILocation(line: 509, column: 9, scope: !1594)
!1597 = !DILocation(line: 511, column: 9, scope: !1585)
!1598 = !DILocation(line: 501, column: 13, scope: !1557)
!1599 = distinct !{!1599, !1582, !1600, !158}
!1600 = !DILocation(line: 512, column: 3, scope: !1557)
!1601 = !DILocation(line: 513, column: 7, scope: !1557)
!1602 = !DILocation(line: 514, column: 24, scope: !1603)
!1603 = distinct !DILexicalBlock(scope: !1557, file: !3, line: 513, column: 7)
!1604 = !DILocation(line: 514, column: 5, scope: !1603)
!1605 = !DILocation(line: 515, column: 21, scope: !1557)
!1606 = !DILocation(line: 515, column: 27, scope: !1557)
!1607 = !DILocation(line: 515, column: 3, scope: !1557)
!1608 = !DILocation(line: 516, column: 1, scope: !1557)
!1609 = !DISubprogram(name: "free", scope: !3, file: !3, line: 24, type: !78, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1610 = distinct !DISubprogram(name: "bsearch", scope: !3, file: !3, line: 528, type: !1611, scopeLine: 529, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1613)
!1611 = !DISubroutineType(types: !1612)
!1612 = !{!8, !164, !164, !166, !166, !1534}
!1613 = !{!1614, !1615, !1616, !1617, !1618, !1619, !1620, !1621, !1623, !1624}
!1614 = !DILocalVariable(name: "key", arg: 1, scope: !1610, file: !3, line: 528, type: !164)
!1615 = !DILocalVariable(name: "base", arg: 2, scope: !1610, file: !3, line: 528, type: !164)
!1616 = !DILocalVariable(name: "n", arg: 3, scope: !1610, file: !3, line: 528, type: !166)
!1617 = !DILocalVariable(name: "size", arg: 4, scope: !1610, file: !3, line: 528, type: !166)
!1618 = !DILocalVariable(name: "cmp", arg: 5, scope: !1610, file: !3, line: 529, type: !1534)
!1619 = !DILocalVariable(name: "lo", scope: !1610, file: !3, line: 530, type: !166)
!1620 = !DILocalVariable(name: "hi", scope: !1610, file: !3, line: 530, type: !166)
!1621 = !DILocalVariable(name: "mid", scope: !1622, file: !3, line: 532, type: !166)
!1622 = distinct !DILexicalBlock(scope: !1610, file: !3, line: 531, column: 19)
!1623 = !DILocalVariable(name: "p", scope: !1622, file: !3, line: 533, type: !17)
!1624 = !DILocalVariable(name: "c", scope: !1622, file: !3, line: 534, type: !14)
!1625 = !DILocation(line: 0, scope: !1610)
!1626 = !DILocation(line: 531, column: 3, scope: !1610)
!1627 = !DILocation(line: 530, column: 18, scope: !1610)
!1628 = !DILocation(line: 530, column: 10, scope: !1610)
!1629 = !DILocation(line: 531, column: 13, scope: !1610)
!1630 = !DILocation(line: 532, column: 27, scope: !1622)
!1631 = !DILocation(line: 532, column: 33, scope: !1622)
!1632 = !DILocation(line: 532, column: 21, scope: !1622)
!1633 = !DILocation(line: 0, scope: !1622)
!1634 = !DILocation(line: 533, column: 46, scope: !1622)
!1635 = !DILocation(line: 533, column: 40, scope: !1622)
!1636 = !DILocation(line: 534, column: 13, scope: !1622)
!1637 = !DILocation(line: 535, column: 11, scope: !1638)
!1638 = distinct !DILexicalBlock(scope: !1622, file: !3, line: 535, column: 9)
!1639 = !DILocation(line: 535, column: 9, scope: !1622)
!1640 = distinct !{!1640, !1626, !1641, !158}
!1641 = !DILocation(line: 541, column: 3, scope: !1610)
!1642 = !DILocation(line: 543, column: 1, scope: !1610)
!1643 = distinct !DISubprogram(name: "pthread_once", scope: !3, file: !3, line: 552, type: !1644, scopeLine: 552, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1646)
!1644 = !DISubroutineType(types: !1645)
!1645 = !{!14, !117, !51}
!1646 = !{!1647, !1648}
!1647 = !DILocalVariable(name: "once", arg: 1, scope: !1643, file: !3, line: 552, type: !117)
!1648 = !DILocalVariable(name: "init", arg: 2, scope: !1643, file: !3, line: 552, type: !51)
!1649 = !DILocation(line: 0, scope: !1643)
!1650 = !DILocation(line: 553, column: 3, scope: !1643)
!1651 = !DILocation(line: 554, column: 7, scope: !1652)
!1652 = distinct !DILexicalBlock(scope: !1643, file: !3, line: 554, column: 7)
!1653 = !DILocation(line: 554, column: 13, scope: !1652)
!1654 = !DILocation(line: 554, column: 7, scope: !1643)
!1655 = !DILocation(line: 555, column: 11, scope: !1656)
!1656 = distinct !DILexicalBlock(scope: !1652, file: !3, line: 554, column: 19)
!1657 = !DILocation(line: 556, column: 5, scope: !1656)
!1658 = !DILocation(line: 557, column: 5, scope: !1656)
!1659 = !DILocation(line: 558, column: 11, scope: !1656)
!1660 = !DILocation(line: 559, column: 5, scope: !1656)
!1661 = !DILocation(line: 561, column: 3, scope: !1643)
!1662 = !DILocation(line: 562, column: 3, scope: !1643)
!1663 = !DILocation(line: 563, column: 3, scope: !1643)
!1664 = !DILocation(line: 564, column: 1, scope: !1643)
!1665 = !DISubprogram(name: "__VERIFIER_atomic_begin", scope: !3, file: !3, line: 547, type: !52, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1666 = !DISubprogram(name: "__VERIFIER_atomic_end", scope: !3, file: !3, line: 548, type: !52, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1667 = !DISubprogram(name: "__pancam_await_eq", scope: !3, file: !3, line: 549, type: !1668, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1668 = !DISubroutineType(types: !1669)
!1669 = !{null, !117, !14}
!1670 = distinct !DISubprogram(name: "pthread_key_create", scope: !3, file: !3, line: 574, type: !1671, scopeLine: 574, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1674)
!1671 = !DISubroutineType(types: !1672)
!1672 = !{!14, !1673, !77}
!1673 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 32)
!1674 = !{!1675, !1676, !1677}
!1675 = !DILocalVariable(name: "key", arg: 1, scope: !1670, file: !3, line: 574, type: !1673)
!1676 = !DILocalVariable(name: "dtor", arg: 2, scope: !1670, file: !3, line: 574, type: !77)
!1677 = !DILocalVariable(name: "k", scope: !1678, file: !3, line: 576, type: !16)
!1678 = distinct !DILexicalBlock(scope: !1670, file: !3, line: 576, column: 3)
!1679 = !DILocation(line: 0, scope: !1670)
!1680 = !DILocation(line: 575, column: 3, scope: !1670)
!1681 = !DILocation(line: 0, scope: !1678)
!1682 = !DILocation(line: 576, column: 3, scope: !1678)
!1683 = !DILocation(line: 577, column: 10, scope: !1684)
!1684 = distinct !DILexicalBlock(scope: !1685, file: !3, line: 577, column: 9)
!1685 = distinct !DILexicalBlock(scope: !1686, file: !3, line: 576, column: 43)
!1686 = distinct !DILexicalBlock(scope: !1678, file: !3, line: 576, column: 3)
!1687 = !DILocation(line: 577, column: 9, scope: !1685)
!1688 = !DILocation(line: 578, column: 19, scope: !1689)
!1689 = distinct !DILexicalBlock(scope: !1684, file: !3, line: 577, column: 23)
!1690 = !DILocation(line: 579, column: 7, scope: !1689)
!1691 = !DILocation(line: 579, column: 19, scope: !1689)
!1692 = !DILocation(line: 580, column: 11, scope: !1693)
!1693 = distinct !DILexicalBlock(scope: !1689, file: !3, line: 580, column: 11)
!1694 = !DILocation(line: 580, column: 11, scope: !1689)
!1695 = !DILocation(line: 581, column: 27, scope: !1693)
!1696 = !DILocation(line: 581, column: 9, scope: !1693)
!1697 = !DILocation(line: 576, column: 39, scope: !1686)
!1698 = !DILocation(line: 576, column: 26, scope: !1686)
!1699 = distinct !{!1699, !1682, !1700, !158}
!1700 = !DILocation(line: 586, column: 3, scope: !1678)
!1701 = !DILocation(line: 582, column: 7, scope: !1689)
!1702 = !DILocation(line: 583, column: 12, scope: !1689)
!1703 = !DILocation(line: 587, column: 3, scope: !1670)
!1704 = !DILocation(line: 588, column: 3, scope: !1670)
!1705 = !DILocation(line: 589, column: 1, scope: !1670)
!1706 = distinct !DISubprogram(name: "pthread_key_delete", scope: !3, file: !3, line: 591, type: !1707, scopeLine: 591, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1709)
!1707 = !DISubroutineType(types: !1708)
!1708 = !{!14, !16}
!1709 = !{!1710}
!1710 = !DILocalVariable(name: "key", arg: 1, scope: !1706, file: !3, line: 591, type: !16)
!1711 = !DILocation(line: 0, scope: !1706)
!1712 = !DILocation(line: 592, column: 3, scope: !1706)
!1713 = !DILocation(line: 593, column: 11, scope: !1714)
!1714 = distinct !DILexicalBlock(scope: !1706, file: !3, line: 593, column: 7)
!1715 = !DILocation(line: 593, column: 23, scope: !1714)
!1716 = !DILocation(line: 593, column: 27, scope: !1714)
!1717 = !DILocation(line: 593, column: 7, scope: !1706)
!1718 = !DILocation(line: 597, column: 7, scope: !1719)
!1719 = distinct !DILexicalBlock(scope: !1706, file: !3, line: 597, column: 7)
!1720 = !DILocation(line: 597, column: 7, scope: !1706)
!1721 = !DILocation(line: 598, column: 23, scope: !1719)
!1722 = !DILocation(line: 598, column: 5, scope: !1719)
!1723 = !DILocation(line: 599, column: 17, scope: !1706)
!1724 = !DILocation(line: 600, column: 17, scope: !1706)
!1725 = !DILocation(line: 602, column: 3, scope: !1706)
!1726 = !DILocation(line: 603, column: 1, scope: !1706)
!1727 = distinct !DISubprogram(name: "__pancam_tsd_run", scope: !3, file: !3, line: 609, type: !52, scopeLine: 609, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1728)
!1728 = !{!1729, !1731, !1734, !1736, !1739}
!1729 = !DILocalVariable(name: "round", scope: !1730, file: !3, line: 610, type: !14)
!1730 = distinct !DILexicalBlock(scope: !1727, file: !3, line: 610, column: 3)
!1731 = !DILocalVariable(name: "again", scope: !1732, file: !3, line: 611, type: !14)
!1732 = distinct !DILexicalBlock(scope: !1733, file: !3, line: 610, column: 43)
!1733 = distinct !DILexicalBlock(scope: !1730, file: !3, line: 610, column: 3)
!1734 = !DILocalVariable(name: "k", scope: !1735, file: !3, line: 612, type: !16)
!1735 = distinct !DILexicalBlock(scope: !1732, file: !3, line: 612, column: 5)
!1736 = !DILocalVariable(name: "v", scope: !1737, file: !3, line: 613, type: !8)
!1737 = distinct !DILexicalBlock(scope: !1738, file: !3, line: 612, column: 45)
!1738 = distinct !DILexicalBlock(scope: !1735, file: !3, line: 612, column: 5)
!1739 = !DILocalVariable(name: "dtor", scope: !1737, file: !3, line: 614, type: !77)
!1740 = !DILocation(line: 0, scope: !1730)
!1741 = !DILocation(line: 0, scope: !1735)
!1742 = !DILocation(line: 0, scope: !1732)
!1743 = !DILocation(line: 612, column: 5, scope: !1735)
!1744 = !DILocation(line: 613, column: 17, scope: !1737)
!1745 = !DILocation(line: 0, scope: !1737)
!1746 = !DILocation(line: 614, column: 30, scope: !1737)
!1747 = !DILocation(line: 615, column: 11, scope: !1748)
!1748 = distinct !DILexicalBlock(scope: !1737, file: !3, line: 615, column: 11)
!1749 = !DILocation(line: 615, column: 13, scope: !1748)
!1750 = !DILocation(line: 612, column: 41, scope: !1738)
!1751 = !DILocation(line: 612, column: 28, scope: !1738)
!1752 = distinct !{!1752, !1743, !1753, !158}
!1753 = !DILocation(line: 620, column: 5, scope: !1735)
!1754 = !DILocation(line: 616, column: 22, scope: !1755)
!1755 = distinct !DILexicalBlock(scope: !1748, file: !3, line: 615, column: 22)
!1756 = !DILocation(line: 617, column: 9, scope: !1755)
!1757 = !DILocation(line: 624, column: 1, scope: !1727)
!1758 = distinct !DISubprogram(name: "pthread_getspecific", scope: !3, file: !3, line: 626, type: !1759, scopeLine: 626, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1761)
!1759 = !DISubroutineType(types: !1760)
!1760 = !{!8, !16}
!1761 = !{!1762}
!1762 = !DILocalVariable(name: "key", arg: 1, scope: !1758, file: !3, line: 626, type: !16)
!1763 = !DILocation(line: 0, scope: !1758)
!1764 = !DILocation(line: 626, column: 54, scope: !1758)
!1765 = !DILocation(line: 626, column: 50, scope: !1758)
!1766 = !DILocation(line: 626, column: 67, scope: !1758)
!1767 = !DILocation(line: 626, column: 43, scope: !1758)
!1768 = distinct !DISubprogram(name: "pthread_setspecific", scope: !3, file: !3, line: 628, type: !1769, scopeLine: 628, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1771)
!1769 = !DISubroutineType(types: !1770)
!1770 = !{!14, !16, !164}
!1771 = !{!1772, !1773}
!1772 = !DILocalVariable(name: "key", arg: 1, scope: !1768, file: !3, line: 628, type: !16)
!1773 = !DILocalVariable(name: "value", arg: 2, scope: !1768, file: !3, line: 628, type: !164)
!1774 = !DILocation(line: 0, scope: !1768)
!1775 = !DILocation(line: 629, column: 11, scope: !1776)
!1776 = distinct !DILexicalBlock(scope: !1768, file: !3, line: 629, column: 7)
!1777 = !DILocation(line: 629, column: 23, scope: !1776)
!1778 = !DILocation(line: 629, column: 27, scope: !1776)
!1779 = !DILocation(line: 629, column: 7, scope: !1768)
!1780 = !DILocation(line: 631, column: 3, scope: !1768)
!1781 = !DILocation(line: 631, column: 18, scope: !1768)
!1782 = !DILocation(line: 632, column: 3, scope: !1768)
!1783 = !DILocation(line: 633, column: 1, scope: !1768)
