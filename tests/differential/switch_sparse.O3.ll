; ModuleID = 'switch_sparse.c'
source_filename = "switch_sparse.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%d %s\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [19 x i8] c"sparse_neg(%d)=%d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [20 x i8] c"sparse_ll(%lld)=%d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [13 x i8] c"fall(%d)=%d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [14 x i8] c"fall(100)=%d\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [22 x i8] c"duff count=%d sum=%d\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [13 x i8] c"kind %d: %u\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [10 x i8] c"tally=%d\0A\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [3 x i8] c"OK\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [8 x i8] c"Created\00", align 1, !dbg !44
@.str.12 = private unnamed_addr constant [6 x i8] c"Found\00", align 1, !dbg !49
@.str.13 = private unnamed_addr constant [13 x i8] c"Not Modified\00", align 1, !dbg !54
@.str.17 = private unnamed_addr constant [10 x i8] c"Not Found\00", align 1, !dbg !56
@.str.18 = private unnamed_addr constant [13 x i8] c"I'm a teapot\00", align 1, !dbg !58
@.str.19 = private unnamed_addr constant [22 x i8] c"Internal Server Error\00", align 1, !dbg !60
@.str.20 = private unnamed_addr constant [20 x i8] c"Service Unavailable\00", align 1, !dbg !62
@.str.21 = private unnamed_addr constant [8 x i8] c"Unknown\00", align 1, !dbg !64

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !98 {
  %1 = alloca [37 x i16], align 16, !DIAssignID !146
    #dbg_assign(i1 undef, !118, !DIExpression(), !146, ptr %1, !DIExpression(), !147)
  %2 = alloca [37 x i16], align 16, !DIAssignID !148
    #dbg_assign(i1 undef, !122, !DIExpression(), !148, ptr %2, !DIExpression(), !147)
  %3 = alloca [8 x i32], align 16, !DIAssignID !149
    #dbg_assign(i1 undef, !132, !DIExpression(), !149, ptr %3, !DIExpression(), !147)
    #dbg_value(i64 0, !105, !DIExpression(), !150)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 200, ptr noundef nonnull @.str.8), !dbg !151
    #dbg_value(i64 1, !105, !DIExpression(), !150)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 404, ptr noundef nonnull @.str.17), !dbg !151
    #dbg_value(i64 2, !105, !DIExpression(), !150)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 418, ptr noundef nonnull @.str.18), !dbg !151
    #dbg_value(i64 3, !105, !DIExpression(), !150)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 500, ptr noundef nonnull @.str.19), !dbg !151
    #dbg_value(i64 4, !105, !DIExpression(), !150)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 302, ptr noundef nonnull @.str.12), !dbg !151
    #dbg_value(i64 5, !105, !DIExpression(), !150)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 999, ptr noundef nonnull @.str.21), !dbg !151
    #dbg_value(i64 6, !105, !DIExpression(), !150)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, ptr noundef nonnull @.str.21), !dbg !151
    #dbg_value(i64 7, !105, !DIExpression(), !150)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 201, ptr noundef nonnull @.str.9), !dbg !151
    #dbg_value(i64 8, !105, !DIExpression(), !150)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 503, ptr noundef nonnull @.str.20), !dbg !151
    #dbg_value(i64 9, !105, !DIExpression(), !150)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 304, ptr noundef nonnull @.str.13), !dbg !151
    #dbg_value(i64 10, !105, !DIExpression(), !150)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -1, ptr noundef nonnull @.str.21), !dbg !151
    #dbg_value(i64 11, !105, !DIExpression(), !150)
    #dbg_value(i64 0, !109, !DIExpression(), !153)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef -1000000, i32 noundef 1), !dbg !154
    #dbg_value(i64 1, !109, !DIExpression(), !153)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef -77, i32 noundef 2), !dbg !154
    #dbg_value(i64 2, !109, !DIExpression(), !153)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef -1, i32 noundef 3), !dbg !154
    #dbg_value(i64 3, !109, !DIExpression(), !153)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i32 noundef 4), !dbg !154
    #dbg_value(i64 4, !109, !DIExpression(), !153)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 13, i32 noundef 5), !dbg !154
    #dbg_value(i64 5, !109, !DIExpression(), !153)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 4096, i32 noundef 6), !dbg !154
    #dbg_value(i64 6, !109, !DIExpression(), !153)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 65537, i32 noundef 7), !dbg !154
    #dbg_value(i64 7, !109, !DIExpression(), !153)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2147483647, i32 noundef 8), !dbg !154
    #dbg_value(i64 8, !109, !DIExpression(), !153)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef -2147483648, i32 noundef 9), !dbg !154
    #dbg_value(i64 9, !109, !DIExpression(), !153)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 5, i32 noundef 0), !dbg !154
    #dbg_value(i64 10, !109, !DIExpression(), !153)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef -5, i32 noundef 0), !dbg !154
    #dbg_value(i64 11, !109, !DIExpression(), !153)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 4095, i32 noundef 0), !dbg !154
    #dbg_value(i64 12, !109, !DIExpression(), !153)
    #dbg_value(i64 0, !111, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !147)
    #dbg_value(i64 1099511627776, !111, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !147)
    #dbg_value(i64 -1125899906842624, !111, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !147)
    #dbg_value(i64 9223372036854775807, !111, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !147)
    #dbg_value(i64 12345678901, !111, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !147)
    #dbg_value(i64 2199023255552, !111, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !147)
    #dbg_value(i64 0, !114, !DIExpression(), !156)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 1099511627776, i32 noundef 1), !dbg !157
    #dbg_value(i64 1, !114, !DIExpression(), !156)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef -1125899906842624, i32 noundef 2), !dbg !157
    #dbg_value(i64 2, !114, !DIExpression(), !156)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 9223372036854775807, i32 noundef 3), !dbg !157
    #dbg_value(i64 3, !114, !DIExpression(), !156)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 12345678901, i32 noundef 4), !dbg !157
    #dbg_value(i64 4, !114, !DIExpression(), !156)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 2199023255552, i32 noundef -1), !dbg !157
    #dbg_value(i64 5, !114, !DIExpression(), !156)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 0, i32 noundef -1), !dbg !157
    #dbg_value(i64 6, !114, !DIExpression(), !156)
    #dbg_value(i32 -1, !116, !DIExpression(), !159)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef -1, i32 noundef -7), !dbg !160
    #dbg_value(i32 0, !116, !DIExpression(), !159)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0, i32 noundef -7), !dbg !160
    #dbg_value(i32 1, !116, !DIExpression(), !159)
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1, i32 noundef 10), !dbg !160
    #dbg_value(i32 2, !116, !DIExpression(), !159)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 2, i32 noundef 30), !dbg !160
    #dbg_value(i32 3, !116, !DIExpression(), !159)
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 3, i32 noundef 60), !dbg !160
    #dbg_value(i32 4, !116, !DIExpression(), !159)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 4, i32 noundef 100), !dbg !160
    #dbg_value(i32 5, !116, !DIExpression(), !159)
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 5, i32 noundef 150), !dbg !160
    #dbg_value(i32 6, !116, !DIExpression(), !159)
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 6, i32 noundef -7), !dbg !160
    #dbg_value(i32 7, !116, !DIExpression(), !159)
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef -8), !dbg !162
  call void @llvm.lifetime.start.p0(i64 74, ptr nonnull %1) #5, !dbg !163
  call void @llvm.lifetime.start.p0(i64 74, ptr nonnull %2) #5, !dbg !163
    #dbg_value(i32 0, !123, !DIExpression(), !164)
    #dbg_value(i32 0, !125, !DIExpression(), !165)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(74) %2, i8 -1, i64 74, i1 false), !dbg !166, !tbaa !169
    #dbg_value(i64 0, !125, !DIExpression(), !165)
    #dbg_value(i64 1, !125, !DIExpression(), !165)
  %42 = getelementptr inbounds i8, ptr %1, i64 2, !dbg !173
    #dbg_value(i64 2, !125, !DIExpression(), !165)
    #dbg_value(i64 3, !125, !DIExpression(), !165)
    #dbg_value(i64 4, !125, !DIExpression(), !165)
    #dbg_value(i64 5, !125, !DIExpression(), !165)
    #dbg_value(i64 6, !125, !DIExpression(), !165)
    #dbg_value(i64 7, !125, !DIExpression(), !165)
  store <8 x i16> <i16 -100, i16 -89, i16 -78, i16 -67, i16 -56, i16 -45, i16 -34, i16 -23>, ptr %1, align 16, !dbg !174, !tbaa !169
    #dbg_value(i64 8, !125, !DIExpression(), !165)
  %43 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !173
    #dbg_value(i64 9, !125, !DIExpression(), !165)
  %44 = getelementptr inbounds i8, ptr %1, i64 18, !dbg !173
    #dbg_value(i64 10, !125, !DIExpression(), !165)
    #dbg_value(i64 11, !125, !DIExpression(), !165)
    #dbg_value(i64 12, !125, !DIExpression(), !165)
    #dbg_value(i64 13, !125, !DIExpression(), !165)
    #dbg_value(i64 14, !125, !DIExpression(), !165)
    #dbg_value(i64 15, !125, !DIExpression(), !165)
  store <8 x i16> <i16 -12, i16 -1, i16 10, i16 21, i16 32, i16 43, i16 54, i16 65>, ptr %43, align 16, !dbg !174, !tbaa !169
    #dbg_value(i64 16, !125, !DIExpression(), !165)
  %45 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !173
    #dbg_value(i64 17, !125, !DIExpression(), !165)
  %46 = getelementptr inbounds i8, ptr %1, i64 34, !dbg !173
    #dbg_value(i64 18, !125, !DIExpression(), !165)
    #dbg_value(i64 19, !125, !DIExpression(), !165)
    #dbg_value(i64 20, !125, !DIExpression(), !165)
    #dbg_value(i64 21, !125, !DIExpression(), !165)
    #dbg_value(i64 22, !125, !DIExpression(), !165)
    #dbg_value(i64 23, !125, !DIExpression(), !165)
  store <8 x i16> <i16 76, i16 87, i16 98, i16 109, i16 120, i16 131, i16 142, i16 153>, ptr %45, align 16, !dbg !174, !tbaa !169
    #dbg_value(i64 24, !125, !DIExpression(), !165)
  %47 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !173
  store i16 164, ptr %47, align 16, !dbg !174, !tbaa !169
    #dbg_value(i64 25, !125, !DIExpression(), !165)
  %48 = getelementptr inbounds i8, ptr %1, i64 50, !dbg !173
  store i16 175, ptr %48, align 2, !dbg !174, !tbaa !169
    #dbg_value(i64 26, !125, !DIExpression(), !165)
    #dbg_value(i64 27, !125, !DIExpression(), !165)
    #dbg_value(i64 28, !125, !DIExpression(), !165)
    #dbg_value(i64 29, !125, !DIExpression(), !165)
    #dbg_value(i64 30, !125, !DIExpression(), !165)
    #dbg_value(i64 31, !125, !DIExpression(), !165)
    #dbg_value(i64 32, !125, !DIExpression(), !165)
    #dbg_value(i64 33, !125, !DIExpression(), !165)
  %49 = getelementptr inbounds i8, ptr %1, i64 66, !dbg !173
    #dbg_value(i64 34, !125, !DIExpression(), !165)
    #dbg_value(i64 35, !125, !DIExpression(), !165)
    #dbg_value(i64 36, !125, !DIExpression(), !165)
    #dbg_value(i64 37, !125, !DIExpression(), !165)
    #dbg_value(i32 -1, !129, !DIExpression(), !175)
    #dbg_value(i64 1, !130, !DIExpression(), !176)
    #dbg_value(i32 -2, !129, !DIExpression(), !175)
    #dbg_value(i64 2, !130, !DIExpression(), !176)
    #dbg_value(i32 -3, !129, !DIExpression(), !175)
    #dbg_value(i64 3, !130, !DIExpression(), !176)
    #dbg_value(i32 -4, !129, !DIExpression(), !175)
    #dbg_value(i64 4, !130, !DIExpression(), !176)
    #dbg_value(i32 -5, !129, !DIExpression(), !175)
    #dbg_value(i64 5, !130, !DIExpression(), !176)
    #dbg_value(i32 -6, !129, !DIExpression(), !175)
    #dbg_value(i64 6, !130, !DIExpression(), !176)
    #dbg_value(i32 -7, !129, !DIExpression(), !175)
    #dbg_value(i64 7, !130, !DIExpression(), !176)
    #dbg_value(i32 -8, !129, !DIExpression(), !175)
    #dbg_value(i64 8, !130, !DIExpression(), !176)
    #dbg_value(i32 -9, !129, !DIExpression(), !175)
    #dbg_value(i64 9, !130, !DIExpression(), !176)
    #dbg_value(i32 -10, !129, !DIExpression(), !175)
    #dbg_value(i64 10, !130, !DIExpression(), !176)
    #dbg_value(i32 -11, !129, !DIExpression(), !175)
    #dbg_value(i64 11, !130, !DIExpression(), !176)
    #dbg_value(i32 -12, !129, !DIExpression(), !175)
    #dbg_value(i64 12, !130, !DIExpression(), !176)
    #dbg_value(i32 -13, !129, !DIExpression(), !175)
    #dbg_value(i64 13, !130, !DIExpression(), !176)
    #dbg_value(i32 -14, !129, !DIExpression(), !175)
    #dbg_value(i64 14, !130, !DIExpression(), !176)
    #dbg_value(i32 -15, !129, !DIExpression(), !175)
    #dbg_value(i64 15, !130, !DIExpression(), !176)
    #dbg_value(i32 -16, !129, !DIExpression(), !175)
    #dbg_value(i64 16, !130, !DIExpression(), !176)
    #dbg_value(i32 -17, !129, !DIExpression(), !175)
    #dbg_value(i64 17, !130, !DIExpression(), !176)
    #dbg_value(i32 -18, !129, !DIExpression(), !175)
    #dbg_value(i64 18, !130, !DIExpression(), !176)
    #dbg_value(i32 -19, !129, !DIExpression(), !175)
    #dbg_value(i64 19, !130, !DIExpression(), !176)
    #dbg_value(i32 -20, !129, !DIExpression(), !175)
    #dbg_value(i64 20, !130, !DIExpression(), !176)
    #dbg_value(i32 -21, !129, !DIExpression(), !175)
    #dbg_value(i64 21, !130, !DIExpression(), !176)
    #dbg_value(i32 -22, !129, !DIExpression(), !175)
    #dbg_value(i64 22, !130, !DIExpression(), !176)
    #dbg_value(i32 -23, !129, !DIExpression(), !175)
    #dbg_value(i64 23, !130, !DIExpression(), !176)
    #dbg_value(i32 -24, !129, !DIExpression(), !175)
    #dbg_value(i64 24, !130, !DIExpression(), !176)
    #dbg_value(i32 -25, !129, !DIExpression(), !175)
    #dbg_value(i64 25, !130, !DIExpression(), !176)
    #dbg_value(i32 -26, !129, !DIExpression(), !175)
    #dbg_value(i64 26, !130, !DIExpression(), !176)
    #dbg_value(i32 -27, !129, !DIExpression(), !175)
    #dbg_value(i64 27, !130, !DIExpression(), !176)
    #dbg_value(i32 -28, !129, !DIExpression(), !175)
    #dbg_value(i64 28, !130, !DIExpression(), !176)
    #dbg_value(i32 -29, !129, !DIExpression(), !175)
    #dbg_value(i64 29, !130, !DIExpression(), !176)
    #dbg_value(i32 -30, !129, !DIExpression(), !175)
    #dbg_value(i64 30, !130, !DIExpression(), !176)
    #dbg_value(i32 -31, !129, !DIExpression(), !175)
    #dbg_value(i64 31, !130, !DIExpression(), !176)
    #dbg_value(i32 -32, !129, !DIExpression(), !175)
    #dbg_value(i64 32, !130, !DIExpression(), !176)
  %50 = getelementptr inbounds i8, ptr %2, i64 64, !dbg !177
    #dbg_value(i32 -33, !129, !DIExpression(), !175)
    #dbg_value(i64 33, !130, !DIExpression(), !176)
    #dbg_value(i32 -34, !129, !DIExpression(), !175)
    #dbg_value(i64 34, !130, !DIExpression(), !176)
    #dbg_value(i32 -35, !129, !DIExpression(), !175)
    #dbg_value(i64 35, !130, !DIExpression(), !176)
    #dbg_value(i32 -36, !129, !DIExpression(), !175)
    #dbg_value(i64 36, !130, !DIExpression(), !176)
  %51 = getelementptr inbounds i8, ptr %2, i64 72, !dbg !177
    #dbg_value(i32 -37, !129, !DIExpression(), !175)
    #dbg_value(i64 37, !130, !DIExpression(), !176)
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 0, i32 noundef -37), !dbg !179
    #dbg_value(i32 5, !123, !DIExpression(), !164)
  br label %54, !dbg !180

53:                                               ; preds = %127
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #5, !dbg !181
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %3, i8 0, i64 32, i1 false), !dbg !182, !DIAssignID !183
    #dbg_assign(i8 0, !132, !DIExpression(), !183, ptr %3, !DIExpression(), !147)
    #dbg_value(i32 0, !135, !DIExpression(), !184)
  br label %141, !dbg !185

54:                                               ; preds = %127, %0
  %55 = phi i32 [ 5, %0 ], [ %139, %127 ]
    #dbg_value(i32 %55, !123, !DIExpression(), !164)
    #dbg_value(i32 0, !125, !DIExpression(), !165)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(74) %2, i8 -1, i64 74, i1 false), !dbg !166, !tbaa !169
    #dbg_value(i64 0, !125, !DIExpression(), !165)
    #dbg_value(i64 1, !125, !DIExpression(), !165)
    #dbg_value(i64 2, !125, !DIExpression(), !165)
    #dbg_value(i64 3, !125, !DIExpression(), !165)
    #dbg_value(i64 4, !125, !DIExpression(), !165)
    #dbg_value(i64 5, !125, !DIExpression(), !165)
    #dbg_value(i64 6, !125, !DIExpression(), !165)
    #dbg_value(i64 7, !125, !DIExpression(), !165)
    #dbg_value(i64 8, !125, !DIExpression(), !165)
  store <8 x i16> <i16 -89, i16 -78, i16 -67, i16 -56, i16 -45, i16 -34, i16 -23, i16 -12>, ptr %42, align 2, !dbg !174, !tbaa !169
    #dbg_value(i64 9, !125, !DIExpression(), !165)
    #dbg_value(i64 10, !125, !DIExpression(), !165)
    #dbg_value(i64 11, !125, !DIExpression(), !165)
    #dbg_value(i64 12, !125, !DIExpression(), !165)
    #dbg_value(i64 13, !125, !DIExpression(), !165)
    #dbg_value(i64 14, !125, !DIExpression(), !165)
    #dbg_value(i64 15, !125, !DIExpression(), !165)
    #dbg_value(i64 16, !125, !DIExpression(), !165)
  store <8 x i16> <i16 -1, i16 10, i16 21, i16 32, i16 43, i16 54, i16 65, i16 76>, ptr %44, align 2, !dbg !174, !tbaa !169
    #dbg_value(i64 17, !125, !DIExpression(), !165)
    #dbg_value(i64 18, !125, !DIExpression(), !165)
    #dbg_value(i64 19, !125, !DIExpression(), !165)
    #dbg_value(i64 20, !125, !DIExpression(), !165)
    #dbg_value(i64 21, !125, !DIExpression(), !165)
    #dbg_value(i64 22, !125, !DIExpression(), !165)
    #dbg_value(i64 23, !125, !DIExpression(), !165)
    #dbg_value(i64 24, !125, !DIExpression(), !165)
  store <8 x i16> <i16 87, i16 98, i16 109, i16 120, i16 131, i16 142, i16 153, i16 164>, ptr %46, align 2, !dbg !174, !tbaa !169
    #dbg_value(i64 25, !125, !DIExpression(), !165)
    #dbg_value(i64 26, !125, !DIExpression(), !165)
    #dbg_value(i64 27, !125, !DIExpression(), !165)
    #dbg_value(i64 28, !125, !DIExpression(), !165)
    #dbg_value(i64 29, !125, !DIExpression(), !165)
    #dbg_value(i64 30, !125, !DIExpression(), !165)
    #dbg_value(i64 31, !125, !DIExpression(), !165)
    #dbg_value(i64 32, !125, !DIExpression(), !165)
  store <8 x i16> <i16 175, i16 186, i16 197, i16 208, i16 219, i16 230, i16 241, i16 252>, ptr %48, align 2, !dbg !174, !tbaa !169
    #dbg_value(i64 33, !125, !DIExpression(), !165)
    #dbg_value(i64 34, !125, !DIExpression(), !165)
    #dbg_value(i64 35, !125, !DIExpression(), !165)
    #dbg_value(i64 36, !125, !DIExpression(), !165)
  store <4 x i16> <i16 263, i16 274, i16 285, i16 296>, ptr %49, align 2, !dbg !174, !tbaa !169
    #dbg_value(i64 37, !125, !DIExpression(), !165)
    #dbg_value(ptr %2, !186, !DIExpression(), !197)
    #dbg_value(ptr %1, !194, !DIExpression(), !197)
    #dbg_value(i32 %55, !195, !DIExpression(), !197)
  %56 = add nuw nsw i32 %55, 7, !dbg !200
  %57 = lshr i32 %56, 3, !dbg !201
    #dbg_value(i32 %57, !196, !DIExpression(), !197)
  %58 = and i32 %55, 7, !dbg !202
  switch i32 %58, label %126 [
    i32 0, label %59
    i32 7, label %67
    i32 6, label %75
    i32 5, label %83
    i32 4, label %91
    i32 3, label %99
    i32 2, label %107
    i32 1, label %115
  ], !dbg !203

59:                                               ; preds = %121, %54
  %60 = phi i16 [ %125, %121 ], [ -100, %54 ], !dbg !204
  %61 = phi ptr [ %124, %121 ], [ %1, %54 ]
  %62 = phi ptr [ %123, %121 ], [ %2, %54 ]
  %63 = phi i32 [ %122, %121 ], [ %57, %54 ], !dbg !197
    #dbg_value(i32 %63, !196, !DIExpression(), !197)
    #dbg_value(ptr %62, !186, !DIExpression(), !197)
    #dbg_value(ptr %61, !194, !DIExpression(), !197)
  %64 = getelementptr inbounds i8, ptr %61, i64 2, !dbg !207
    #dbg_value(ptr %64, !194, !DIExpression(), !197)
  %65 = getelementptr inbounds i8, ptr %62, i64 2, !dbg !208
    #dbg_value(ptr %65, !186, !DIExpression(), !197)
  store i16 %60, ptr %62, align 2, !dbg !209, !tbaa !169
  %66 = load i16, ptr %64, align 2, !dbg !210, !tbaa !169
  br label %67, !dbg !211

67:                                               ; preds = %59, %54
  %68 = phi i16 [ %66, %59 ], [ -100, %54 ], !dbg !210
  %69 = phi ptr [ %64, %59 ], [ %1, %54 ]
  %70 = phi ptr [ %65, %59 ], [ %2, %54 ]
  %71 = phi i32 [ %63, %59 ], [ %57, %54 ], !dbg !197
    #dbg_value(i32 %71, !196, !DIExpression(), !197)
    #dbg_value(ptr %70, !186, !DIExpression(), !197)
    #dbg_value(ptr %69, !194, !DIExpression(), !197)
  %72 = getelementptr inbounds i8, ptr %69, i64 2, !dbg !212
    #dbg_value(ptr %72, !194, !DIExpression(), !197)
  %73 = getelementptr inbounds i8, ptr %70, i64 2, !dbg !213
    #dbg_value(ptr %73, !186, !DIExpression(), !197)
  store i16 %68, ptr %70, align 2, !dbg !214, !tbaa !169
  %74 = load i16, ptr %72, align 2, !dbg !215, !tbaa !169
  br label %75, !dbg !216

75:                                               ; preds = %67, %54
  %76 = phi i16 [ %74, %67 ], [ -100, %54 ], !dbg !215
  %77 = phi ptr [ %72, %67 ], [ %1, %54 ]
  %78 = phi ptr [ %73, %67 ], [ %2, %54 ]
  %79 = phi i32 [ %71, %67 ], [ %57, %54 ], !dbg !197
    #dbg_value(i32 %79, !196, !DIExpression(), !197)
    #dbg_value(ptr %78, !186, !DIExpression(), !197)
    #dbg_value(ptr %77, !194, !DIExpression(), !197)
  %80 = getelementptr inbounds i8, ptr %77, i64 2, !dbg !217
    #dbg_value(ptr %80, !194, !DIExpression(), !197)
  %81 = getelementptr inbounds i8, ptr %78, i64 2, !dbg !218
    #dbg_value(ptr %81, !186, !DIExpression(), !197)
  store i16 %76, ptr %78, align 2, !dbg !219, !tbaa !169
  %82 = load i16, ptr %80, align 2, !dbg !220, !tbaa !169
  br label %83, !dbg !221

83:                                               ; preds = %75, %54
  %84 = phi i16 [ %82, %75 ], [ -100, %54 ], !dbg !220
  %85 = phi ptr [ %80, %75 ], [ %1, %54 ]
  %86 = phi ptr [ %81, %75 ], [ %2, %54 ]
  %87 = phi i32 [ %79, %75 ], [ %57, %54 ], !dbg !197
    #dbg_value(i32 %87, !196, !DIExpression(), !197)
    #dbg_value(ptr %86, !186, !DIExpression(), !197)
    #dbg_value(ptr %85, !194, !DIExpression(), !197)
  %88 = getelementptr inbounds i8, ptr %85, i64 2, !dbg !222
    #dbg_value(ptr %88, !194, !DIExpression(), !197)
  %89 = getelementptr inbounds i8, ptr %86, i64 2, !dbg !223
    #dbg_value(ptr %89, !186, !DIExpression(), !197)
  store i16 %84, ptr %86, align 2, !dbg !224, !tbaa !169
  %90 = load i16, ptr %88, align 2, !dbg !225, !tbaa !169
  br label %91, !dbg !226

91:                                               ; preds = %83, %54
  %92 = phi i16 [ %90, %83 ], [ -100, %54 ], !dbg !225
  %93 = phi ptr [ %88, %83 ], [ %1, %54 ]
  %94 = phi ptr [ %89, %83 ], [ %2, %54 ]
  %95 = phi i32 [ %87, %83 ], [ %57, %54 ], !dbg !197
    #dbg_value(i32 %95, !196, !DIExpression(), !197)
    #dbg_value(ptr %94, !186, !DIExpression(), !197)
    #dbg_value(ptr %93, !194, !DIExpression(), !197)
  %96 = getelementptr inbounds i8, ptr %93, i64 2, !dbg !227
    #dbg_value(ptr %96, !194, !DIExpression(), !197)
  %97 = getelementptr inbounds i8, ptr %94, i64 2, !dbg !228
    #dbg_value(ptr %97, !186, !DIExpression(), !197)
  store i16 %92, ptr %94, align 2, !dbg !229, !tbaa !169
  %98 = load i16, ptr %96, align 2, !dbg !230, !tbaa !169
  br label %99, !dbg !231

99:                                               ; preds = %91, %54
  %100 = phi i16 [ %98, %91 ], [ -100, %54 ], !dbg !230
  %101 = phi ptr [ %96, %91 ], [ %1, %54 ]
  %102 = phi ptr [ %97, %91 ], [ %2, %54 ]
  %103 = phi i32 [ %95, %91 ], [ %57, %54 ], !dbg !197
    #dbg_value(i32 %103, !196, !DIExpression(), !197)
    #dbg_value(ptr %102, !186, !DIExpression(), !197)
    #dbg_value(ptr %101, !194, !DIExpression(), !197)
  %104 = getelementptr inbounds i8, ptr %101, i64 2, !dbg !232
    #dbg_value(ptr %104, !194, !DIExpression(), !197)
  %105 = getelementptr inbounds i8, ptr %102, i64 2, !dbg !233
    #dbg_value(ptr %105, !186, !DIExpression(), !197)
  store i16 %100, ptr %102, align 2, !dbg !234, !tbaa !169
  %106 = load i16, ptr %104, align 2, !dbg !235, !tbaa !169
  br label %107, !dbg !236

107:                                              ; preds = %99, %54
  %108 = phi i16 [ %106, %99 ], [ -100, %54 ], !dbg !235
  %109 = phi ptr [ %104, %99 ], [ %1, %54 ]
  %110 = phi ptr [ %105, %99 ], [ %2, %54 ]
  %111 = phi i32 [ %103, %99 ], [ %57, %54 ], !dbg !197
    #dbg_value(i32 %111, !196, !DIExpression(), !197)
    #dbg_value(ptr %110, !186, !DIExpression(), !197)
    #dbg_value(ptr %109, !194, !DIExpression(), !197)
  %112 = getelementptr inbounds i8, ptr %109, i64 2, !dbg !237
    #dbg_value(ptr %112, !194, !DIExpression(), !197)
  %113 = getelementptr inbounds i8, ptr %110, i64 2, !dbg !238
    #dbg_value(ptr %113, !186, !DIExpression(), !197)
  store i16 %108, ptr %110, align 2, !dbg !239, !tbaa !169
  %114 = load i16, ptr %112, align 2, !dbg !240, !tbaa !169
  br label %115, !dbg !241

115:                                              ; preds = %107, %54
  %116 = phi i16 [ -100, %54 ], [ %114, %107 ], !dbg !240
  %117 = phi ptr [ %1, %54 ], [ %112, %107 ]
  %118 = phi ptr [ %2, %54 ], [ %113, %107 ]
  %119 = phi i32 [ %57, %54 ], [ %111, %107 ], !dbg !197
    #dbg_value(i32 %119, !196, !DIExpression(), !197)
    #dbg_value(ptr %117, !194, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !197)
    #dbg_value(ptr %118, !186, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !197)
  store i16 %116, ptr %118, align 2, !dbg !242, !tbaa !169
    #dbg_value(i32 %119, !196, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !197)
  %120 = icmp sgt i32 %119, 1, !dbg !243
  br i1 %120, label %121, label %127, !dbg !244, !llvm.loop !245

121:                                              ; preds = %115
  %122 = add nsw i32 %119, -1, !dbg !249
    #dbg_value(i32 %122, !196, !DIExpression(), !197)
  %123 = getelementptr inbounds i8, ptr %118, i64 2, !dbg !250
    #dbg_value(ptr %123, !186, !DIExpression(), !197)
  %124 = getelementptr inbounds i8, ptr %117, i64 2, !dbg !251
    #dbg_value(ptr %124, !194, !DIExpression(), !197)
  %125 = load i16, ptr %124, align 2, !dbg !204, !tbaa !169
  br label %59, !dbg !244

126:                                              ; preds = %54
  unreachable

127:                                              ; preds = %115
  %128 = load <32 x i16>, ptr %2, align 16, !dbg !177, !tbaa !169
    #dbg_value(i64 0, !130, !DIExpression(), !176)
    #dbg_value(i32 0, !129, !DIExpression(), !175)
    #dbg_value(i16 poison, !129, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !175)
    #dbg_value(i64 1, !130, !DIExpression(), !176)
    #dbg_value(i32 poison, !129, !DIExpression(), !175)
    #dbg_value(i64 2, !130, !DIExpression(), !176)
    #dbg_value(i32 poison, !129, !DIExpression(), !175)
    #dbg_value(i64 3, !130, !DIExpression(), !176)
    #dbg_value(i32 poison, !129, !DIExpression(), !175)
    #dbg_value(i64 4, !130, !DIExpression(), !176)
    #dbg_value(i32 poison, !129, !DIExpression(), !175)
    #dbg_value(i64 5, !130, !DIExpression(), !176)
    #dbg_value(i32 poison, !129, !DIExpression(), !175)
    #dbg_value(i64 6, !130, !DIExpression(), !176)
    #dbg_value(i32 poison, !129, !DIExpression(), !175)
    #dbg_value(i64 7, !130, !DIExpression(), !176)
    #dbg_value(i32 poison, !129, !DIExpression(), !175)
    #dbg_value(i64 8, !130, !DIExpression(), !176)
    #dbg_value(i32 poison, !129, !DIExpression(), !175)
    #dbg_value(i64 9, !130, !DIExpression(), !176)
    #dbg_value(i32 poison, !129, !DIExpression(), !175)
    #dbg_value(i64 10, !130, !DIExpression(), !176)
    #dbg_value(i32 poison, !129, !DIExpression(), !175)
    #dbg_value(i64 11, !130, !DIExpression(), !176)
    #dbg_value(i32 poison, !129, !DIExpression(), !175)
    #dbg_value(i64 12, !130, !DIExpression(), !176)
    #dbg_value(i32 poison, !129, !DIExpression(), !175)
    #dbg_value(i64 13, !130, !DIExpression(), !176)
    #dbg_value(i32 poison, !129, !DIExpression(), !175)
    #dbg_value(i64 14, !130, !DIExpression(), !176)
    #dbg_value(i32 poison, !129, !DIExpression(), !175)
    #dbg_value(i64 15, !130, !DIExpression(), !176)
    #dbg_value(i32 poison, !129, !DIExpression(), !175)
    #dbg_value(i64 16, !130, !DIExpression(), !176)
    #dbg_value(i32 poison, !129, !DIExpression(), !175)
    #dbg_value(i64 17, !130, !DIExpression(), !176)
    #dbg_value(i32 poison, !129, !DIExpression(), !175)
    #dbg_value(i64 18, !130, !DIExpression(), !176)
    #dbg_value(i32 poison, !129, !DIExpression(), !175)
    #dbg_value(i64 19, !130, !DIExpression(), !176)
    #dbg_value(i32 poison, !129, !DIExpression(), !175)
    #dbg_value(i64 20, !130, !DIExpression(), !176)
    #dbg_value(i32 poison, !129, !DIExpression(), !175)
    #dbg_value(i64 21, !130, !DIExpression(), !176)
    #dbg_value(i32 poison, !129, !DIExpression(), !175)
    #dbg_value(i64 22, !130, !DIExpression(), !176)
    #dbg_value(i32 poison, !129, !DIExpression(), !175)
    #dbg_value(i64 23, !130, !DIExpression(), !176)
    #dbg_value(i32 poison, !129, !DIExpression(), !175)
    #dbg_value(i64 24, !130, !DIExpression(), !176)
    #dbg_value(i32 poison, !129, !DIExpression(), !175)
    #dbg_value(i64 25, !130, !DIExpression(), !176)
    #dbg_value(i32 poison, !129, !DIExpression(), !175)
    #dbg_value(i64 26, !130, !DIExpression(), !176)
    #dbg_value(i32 poison, !129, !DIExpression(), !175)
    #dbg_value(i64 27, !130, !DIExpression(), !176)
    #dbg_value(i32 poison, !129, !DIExpression(), !175)
    #dbg_value(i64 28, !130, !DIExpression(), !176)
    #dbg_value(i32 poison, !129, !DIExpression(), !175)
    #dbg_value(i64 29, !130, !DIExpression(), !176)
    #dbg_value(i32 poison, !129, !DIExpression(), !175)
    #dbg_value(i64 30, !130, !DIExpression(), !176)
    #dbg_value(i32 poison, !129, !DIExpression(), !175)
    #dbg_value(i64 31, !130, !DIExpression(), !176)
  %129 = sext <32 x i16> %128 to <32 x i32>, !dbg !177
    #dbg_value(i32 poison, !129, !DIExpression(), !175)
    #dbg_value(i64 32, !130, !DIExpression(), !176)
    #dbg_value(i32 poison, !129, !DIExpression(), !175)
    #dbg_value(i64 33, !130, !DIExpression(), !176)
    #dbg_value(i32 poison, !129, !DIExpression(), !175)
    #dbg_value(i64 34, !130, !DIExpression(), !176)
    #dbg_value(i32 poison, !129, !DIExpression(), !175)
    #dbg_value(i64 35, !130, !DIExpression(), !176)
  %130 = load <4 x i16>, ptr %50, align 16, !dbg !177, !tbaa !169
  %131 = sext <4 x i16> %130 to <4 x i32>, !dbg !177
    #dbg_value(i32 poison, !129, !DIExpression(), !175)
    #dbg_value(i64 36, !130, !DIExpression(), !176)
  %132 = load i16, ptr %51, align 8, !dbg !177, !tbaa !169
  %133 = sext i16 %132 to i32, !dbg !177
  %134 = tail call i32 @llvm.vector.reduce.add.v32i32(<32 x i32> %129), !dbg !252
  %135 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %131), !dbg !252
  %136 = add i32 %134, %135, !dbg !252
  %137 = add i32 %136, %133, !dbg !252
    #dbg_value(i32 %137, !129, !DIExpression(), !175)
    #dbg_value(i64 37, !130, !DIExpression(), !176)
  %138 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %55, i32 noundef %137), !dbg !179
  %139 = add nuw nsw i32 %55, 5, !dbg !253
    #dbg_value(i32 %139, !123, !DIExpression(), !164)
  %140 = icmp ult i32 %55, 33, !dbg !254
  br i1 %140, label %54, label %53, !dbg !180, !llvm.loop !255

141:                                              ; preds = %53, %152
  %142 = phi i32 [ 0, %53 ], [ %157, %152 ]
    #dbg_value(i32 %142, !135, !DIExpression(), !184)
  %143 = trunc nuw i32 %142 to i8, !dbg !258
    #dbg_value(i8 %143, !260, !DIExpression(), !265)
  switch i8 %143, label %149 [
    i8 0, label %152
    i8 127, label %144
    i8 -128, label %145
    i8 -96, label %146
    i8 -61, label %147
    i8 -1, label %148
  ], !dbg !267

144:                                              ; preds = %141
  br label %152, !dbg !268

145:                                              ; preds = %141
  br label %152, !dbg !270

146:                                              ; preds = %141
  br label %152, !dbg !271

147:                                              ; preds = %141
  br label %152, !dbg !272

148:                                              ; preds = %141
  br label %152, !dbg !273

149:                                              ; preds = %141
  %150 = icmp ult i32 %142, 32, !dbg !274
  %151 = select i1 %150, i64 6, i64 7, !dbg !275
  br label %152, !dbg !276

152:                                              ; preds = %141, %144, %145, %146, %147, %148, %149
  %153 = phi i64 [ %151, %149 ], [ 5, %148 ], [ 4, %147 ], [ 3, %146 ], [ 2, %145 ], [ 1, %144 ], [ 0, %141 ], !dbg !277
  %154 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 %153, !dbg !278
  %155 = load i32, ptr %154, align 4, !dbg !279, !tbaa !280
  %156 = add i32 %155, 1, !dbg !279
  store i32 %156, ptr %154, align 4, !dbg !279, !tbaa !280
  %157 = add nuw nsw i32 %142, 1, !dbg !282
    #dbg_value(i32 %157, !135, !DIExpression(), !184)
  %158 = icmp eq i32 %157, 256, !dbg !283
  br i1 %158, label %159, label %141, !dbg !185, !llvm.loop !284

159:                                              ; preds = %152
    #dbg_value(i64 0, !137, !DIExpression(), !286)
  %160 = load i32, ptr %3, align 16, !dbg !287, !tbaa !280
  %161 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0, i32 noundef %160), !dbg !289
    #dbg_value(i64 1, !137, !DIExpression(), !286)
  %162 = getelementptr inbounds i8, ptr %3, i64 4, !dbg !287
  %163 = load i32, ptr %162, align 4, !dbg !287, !tbaa !280
  %164 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1, i32 noundef %163), !dbg !289
    #dbg_value(i64 2, !137, !DIExpression(), !286)
  %165 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !287
  %166 = load i32, ptr %165, align 8, !dbg !287, !tbaa !280
  %167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 2, i32 noundef %166), !dbg !289
    #dbg_value(i64 3, !137, !DIExpression(), !286)
  %168 = getelementptr inbounds i8, ptr %3, i64 12, !dbg !287
  %169 = load i32, ptr %168, align 4, !dbg !287, !tbaa !280
  %170 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 3, i32 noundef %169), !dbg !289
    #dbg_value(i64 4, !137, !DIExpression(), !286)
  %171 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !287
  %172 = load i32, ptr %171, align 16, !dbg !287, !tbaa !280
  %173 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 4, i32 noundef %172), !dbg !289
    #dbg_value(i64 5, !137, !DIExpression(), !286)
  %174 = getelementptr inbounds i8, ptr %3, i64 20, !dbg !287
  %175 = load i32, ptr %174, align 4, !dbg !287, !tbaa !280
  %176 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 5, i32 noundef %175), !dbg !289
    #dbg_value(i64 6, !137, !DIExpression(), !286)
  %177 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !287
  %178 = load i32, ptr %177, align 8, !dbg !287, !tbaa !280
  %179 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 6, i32 noundef %178), !dbg !289
    #dbg_value(i64 7, !137, !DIExpression(), !286)
  %180 = getelementptr inbounds i8, ptr %3, i64 28, !dbg !287
  %181 = load i32, ptr %180, align 4, !dbg !287, !tbaa !280
  %182 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 7, i32 noundef %181), !dbg !289
    #dbg_value(i64 8, !137, !DIExpression(), !286)
  br label %185, !dbg !290

183:                                              ; preds = %201
  %184 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %203), !dbg !291
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #5, !dbg !292
  call void @llvm.lifetime.end.p0(i64 74, ptr nonnull %2) #5, !dbg !292
  call void @llvm.lifetime.end.p0(i64 74, ptr nonnull %1) #5, !dbg !292
  ret i32 0, !dbg !292

185:                                              ; preds = %159, %201
  %186 = phi i32 [ %204, %201 ], [ 0, %159 ]
  %187 = phi i32 [ %203, %201 ], [ 0, %159 ]
  %188 = phi i32 [ %190, %201 ], [ 7, %159 ]
    #dbg_value(i32 %186, !141, !DIExpression(), !293)
    #dbg_value(i32 %187, !140, !DIExpression(), !147)
    #dbg_value(i32 %188, !139, !DIExpression(), !147)
  %189 = mul i32 %188, 1103515245, !dbg !294
  %190 = add i32 %189, 12345, !dbg !295
    #dbg_value(i32 %190, !139, !DIExpression(), !147)
  %191 = lshr i32 %190, 16, !dbg !296
  %192 = trunc nuw i32 %191 to i16, !dbg !297
  %193 = urem i16 %192, 1000, !dbg !297
    #dbg_value(i16 %193, !143, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !298)
  switch i16 %193, label %198 [
    i16 3, label %201
    i16 17, label %194
    i16 101, label %195
    i16 555, label %196
    i16 999, label %197
  ], !dbg !299

194:                                              ; preds = %185
    #dbg_value(i32 %203, !140, !DIExpression(), !147)
  br label %201, !dbg !300

195:                                              ; preds = %185
    #dbg_value(i32 %203, !140, !DIExpression(), !147)
  br label %201, !dbg !303

196:                                              ; preds = %185
    #dbg_value(i32 %203, !140, !DIExpression(), !147)
  br label %201, !dbg !305

197:                                              ; preds = %185
    #dbg_value(i32 %203, !140, !DIExpression(), !147)
  br label %201, !dbg !307

198:                                              ; preds = %185
    #dbg_value(i16 %193, !143, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !298)
  %199 = icmp ult i16 %193, 100, !dbg !309
    #dbg_value(i32 %203, !140, !DIExpression(), !147)
    #dbg_value(i32 %203, !140, !DIExpression(), !147)
  %200 = select i1 %199, i32 6, i32 -1
  br label %201

201:                                              ; preds = %198, %185, %194, %196, %197, %195
  %202 = phi i32 [ 2, %194 ], [ 4, %196 ], [ 5, %197 ], [ 3, %195 ], [ 1, %185 ], [ %200, %198 ]
  %203 = add nsw i32 %187, %202, !dbg !311
    #dbg_value(i32 %203, !140, !DIExpression(), !147)
  %204 = add nuw nsw i32 %186, 1, !dbg !312
    #dbg_value(i32 %204, !141, !DIExpression(), !293)
    #dbg_value(i32 %190, !139, !DIExpression(), !147)
  %205 = icmp eq i32 %204, 300, !dbg !313
  br i1 %205, label %183, label %185, !dbg !290, !llvm.loop !314
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !316 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v32i32(<32 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!66}
!llvm.module.flags = !{!90, !91, !92, !93, !94, !95, !96}
!llvm.ident = !{!97}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 94, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "switch_sparse.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "2f213aa91206deeec233cbc2283537c9")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 97, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 19)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 100, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 20)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 102, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 13)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 103, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 14)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 115, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 22)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 121, type: !19, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 136, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 10)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 3)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 8)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 11, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 6)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !19, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !36, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !19, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !29, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !14, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !46, isLocal: true, isDefinition: true)
!66 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !67, globals: !70, splitDebugInlining: false, nameTableKind: None)
!67 = !{!68, !69}
!68 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!69 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!70 = !{!0, !7, !12, !17, !22, !27, !32, !34, !39, !44, !71, !76, !49, !54, !81, !86, !88, !56, !58, !60, !62, !64}
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !73, isLocal: true, isDefinition: true)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !74)
!74 = !{!75}
!75 = !DISubrange(count: 11)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !78, isLocal: true, isDefinition: true)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !79)
!79 = !{!80}
!80 = !DISubrange(count: 18)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !83, isLocal: true, isDefinition: true)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !84)
!84 = !{!85}
!85 = !DISubrange(count: 12)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !19, isLocal: true, isDefinition: true)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !36, isLocal: true, isDefinition: true)
!90 = !{i32 7, !"Dwarf Version", i32 5}
!91 = !{i32 2, !"Debug Info Version", i32 3}
!92 = !{i32 1, !"wchar_size", i32 4}
!93 = !{i32 8, !"PIC Level", i32 2}
!94 = !{i32 7, !"PIE Level", i32 2}
!95 = !{i32 7, !"uwtable", i32 2}
!96 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!97 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!98 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 91, type: !99, scopeLine: 91, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !66, retainedNodes: !102)
!99 = !DISubroutineType(types: !100)
!100 = !{!101}
!101 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!102 = !{!103, !105, !107, !109, !111, !114, !116, !118, !122, !123, !125, !129, !130, !132, !135, !137, !139, !140, !141, !143}
!103 = !DILocalVariable(name: "codes", scope: !98, file: !2, line: 92, type: !104)
!104 = !DICompositeType(tag: DW_TAG_array_type, baseType: !101, size: 352, elements: !74)
!105 = !DILocalVariable(name: "i", scope: !106, file: !2, line: 93, type: !101)
!106 = distinct !DILexicalBlock(scope: !98, file: !2, line: 93, column: 5)
!107 = !DILocalVariable(name: "xs", scope: !98, file: !2, line: 95, type: !108)
!108 = !DICompositeType(tag: DW_TAG_array_type, baseType: !101, size: 384, elements: !84)
!109 = !DILocalVariable(name: "i", scope: !110, file: !2, line: 96, type: !101)
!110 = distinct !DILexicalBlock(scope: !98, file: !2, line: 96, column: 5)
!111 = !DILocalVariable(name: "ls", scope: !98, file: !2, line: 98, type: !112)
!112 = !DICompositeType(tag: DW_TAG_array_type, baseType: !113, size: 384, elements: !52)
!113 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!114 = !DILocalVariable(name: "i", scope: !115, file: !2, line: 99, type: !101)
!115 = distinct !DILexicalBlock(scope: !98, file: !2, line: 99, column: 5)
!116 = !DILocalVariable(name: "n", scope: !117, file: !2, line: 101, type: !101)
!117 = distinct !DILexicalBlock(scope: !98, file: !2, line: 101, column: 5)
!118 = !DILocalVariable(name: "src", scope: !98, file: !2, line: 104, type: !119)
!119 = !DICompositeType(tag: DW_TAG_array_type, baseType: !68, size: 592, elements: !120)
!120 = !{!121}
!121 = !DISubrange(count: 37)
!122 = !DILocalVariable(name: "dst", scope: !98, file: !2, line: 104, type: !119)
!123 = !DILocalVariable(name: "count", scope: !124, file: !2, line: 105, type: !101)
!124 = distinct !DILexicalBlock(scope: !98, file: !2, line: 105, column: 5)
!125 = !DILocalVariable(name: "i", scope: !126, file: !2, line: 106, type: !101)
!126 = distinct !DILexicalBlock(scope: !127, file: !2, line: 106, column: 9)
!127 = distinct !DILexicalBlock(scope: !128, file: !2, line: 105, column: 50)
!128 = distinct !DILexicalBlock(scope: !124, file: !2, line: 105, column: 5)
!129 = !DILocalVariable(name: "sum", scope: !127, file: !2, line: 112, type: !101)
!130 = !DILocalVariable(name: "i", scope: !131, file: !2, line: 113, type: !101)
!131 = distinct !DILexicalBlock(scope: !127, file: !2, line: 113, column: 9)
!132 = !DILocalVariable(name: "hist", scope: !98, file: !2, line: 117, type: !133)
!133 = !DICompositeType(tag: DW_TAG_array_type, baseType: !134, size: 256, elements: !47)
!134 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!135 = !DILocalVariable(name: "c", scope: !136, file: !2, line: 118, type: !134)
!136 = distinct !DILexicalBlock(scope: !98, file: !2, line: 118, column: 5)
!137 = !DILocalVariable(name: "i", scope: !138, file: !2, line: 120, type: !101)
!138 = distinct !DILexicalBlock(scope: !98, file: !2, line: 120, column: 5)
!139 = !DILocalVariable(name: "h", scope: !98, file: !2, line: 123, type: !134)
!140 = !DILocalVariable(name: "tally", scope: !98, file: !2, line: 124, type: !101)
!141 = !DILocalVariable(name: "i", scope: !142, file: !2, line: 125, type: !101)
!142 = distinct !DILexicalBlock(scope: !98, file: !2, line: 125, column: 5)
!143 = !DILocalVariable(name: "k", scope: !144, file: !2, line: 127, type: !134)
!144 = distinct !DILexicalBlock(scope: !145, file: !2, line: 125, column: 35)
!145 = distinct !DILexicalBlock(scope: !142, file: !2, line: 125, column: 5)
!146 = distinct !DIAssignID()
!147 = !DILocation(line: 0, scope: !98)
!148 = distinct !DIAssignID()
!149 = distinct !DIAssignID()
!150 = !DILocation(line: 0, scope: !106)
!151 = !DILocation(line: 94, column: 9, scope: !152)
!152 = distinct !DILexicalBlock(scope: !106, file: !2, line: 93, column: 5)
!153 = !DILocation(line: 0, scope: !110)
!154 = !DILocation(line: 97, column: 9, scope: !155)
!155 = distinct !DILexicalBlock(scope: !110, file: !2, line: 96, column: 5)
!156 = !DILocation(line: 0, scope: !115)
!157 = !DILocation(line: 100, column: 9, scope: !158)
!158 = distinct !DILexicalBlock(scope: !115, file: !2, line: 99, column: 5)
!159 = !DILocation(line: 0, scope: !117)
!160 = !DILocation(line: 102, column: 9, scope: !161)
!161 = distinct !DILexicalBlock(scope: !117, file: !2, line: 101, column: 5)
!162 = !DILocation(line: 103, column: 5, scope: !98)
!163 = !DILocation(line: 104, column: 5, scope: !98)
!164 = !DILocation(line: 0, scope: !124)
!165 = !DILocation(line: 0, scope: !126)
!166 = !DILocation(line: 108, column: 20, scope: !167)
!167 = distinct !DILexicalBlock(scope: !168, file: !2, line: 106, column: 38)
!168 = distinct !DILexicalBlock(scope: !126, file: !2, line: 106, column: 9)
!169 = !{!170, !170, i64 0}
!170 = !{!"short", !171, i64 0}
!171 = !{!"omnipotent char", !172, i64 0}
!172 = !{!"Simple C/C++ TBAA"}
!173 = !DILocation(line: 107, column: 13, scope: !167)
!174 = !DILocation(line: 107, column: 20, scope: !167)
!175 = !DILocation(line: 0, scope: !127)
!176 = !DILocation(line: 0, scope: !131)
!177 = !DILocation(line: 114, column: 20, scope: !178)
!178 = distinct !DILexicalBlock(scope: !131, file: !2, line: 113, column: 9)
!179 = !DILocation(line: 115, column: 9, scope: !127)
!180 = !DILocation(line: 105, column: 5, scope: !124)
!181 = !DILocation(line: 117, column: 5, scope: !98)
!182 = !DILocation(line: 117, column: 14, scope: !98)
!183 = distinct !DIAssignID()
!184 = !DILocation(line: 0, scope: !136)
!185 = !DILocation(line: 118, column: 5, scope: !136)
!186 = !DILocalVariable(name: "to", arg: 1, scope: !187, file: !2, line: 64, type: !190)
!187 = distinct !DISubprogram(name: "duff_copy", scope: !2, file: !2, line: 64, type: !188, scopeLine: 64, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !66, retainedNodes: !193)
!188 = !DISubroutineType(types: !189)
!189 = !{null, !190, !191, !101}
!190 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64)
!191 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !192, size: 64)
!192 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !68)
!193 = !{!186, !194, !195, !196}
!194 = !DILocalVariable(name: "from", arg: 2, scope: !187, file: !2, line: 64, type: !191)
!195 = !DILocalVariable(name: "count", arg: 3, scope: !187, file: !2, line: 64, type: !101)
!196 = !DILocalVariable(name: "n", scope: !187, file: !2, line: 65, type: !101)
!197 = !DILocation(line: 0, scope: !187, inlinedAt: !198)
!198 = distinct !DILocation(line: 111, column: 13, scope: !199)
!199 = distinct !DILexicalBlock(scope: !127, file: !2, line: 110, column: 13)
!200 = !DILocation(line: 65, column: 20, scope: !187, inlinedAt: !198)
!201 = !DILocation(line: 65, column: 25, scope: !187, inlinedAt: !198)
!202 = !DILocation(line: 66, column: 19, scope: !187, inlinedAt: !198)
!203 = !DILocation(line: 66, column: 5, scope: !187, inlinedAt: !198)
!204 = !DILocation(line: 67, column: 26, scope: !205, inlinedAt: !198)
!205 = distinct !DILexicalBlock(scope: !206, file: !2, line: 67, column: 16)
!206 = distinct !DILexicalBlock(scope: !187, file: !2, line: 66, column: 24)
!207 = !DILocation(line: 67, column: 31, scope: !205, inlinedAt: !198)
!208 = !DILocation(line: 67, column: 21, scope: !205, inlinedAt: !198)
!209 = !DILocation(line: 67, column: 24, scope: !205, inlinedAt: !198)
!210 = !DILocation(line: 68, column: 21, scope: !205, inlinedAt: !198)
!211 = !DILocation(line: 67, column: 18, scope: !205, inlinedAt: !198)
!212 = !DILocation(line: 68, column: 26, scope: !205, inlinedAt: !198)
!213 = !DILocation(line: 68, column: 16, scope: !205, inlinedAt: !198)
!214 = !DILocation(line: 68, column: 19, scope: !205, inlinedAt: !198)
!215 = !DILocation(line: 69, column: 21, scope: !205, inlinedAt: !198)
!216 = !DILocation(line: 68, column: 13, scope: !205, inlinedAt: !198)
!217 = !DILocation(line: 69, column: 26, scope: !205, inlinedAt: !198)
!218 = !DILocation(line: 69, column: 16, scope: !205, inlinedAt: !198)
!219 = !DILocation(line: 69, column: 19, scope: !205, inlinedAt: !198)
!220 = !DILocation(line: 70, column: 21, scope: !205, inlinedAt: !198)
!221 = !DILocation(line: 69, column: 13, scope: !205, inlinedAt: !198)
!222 = !DILocation(line: 70, column: 26, scope: !205, inlinedAt: !198)
!223 = !DILocation(line: 70, column: 16, scope: !205, inlinedAt: !198)
!224 = !DILocation(line: 70, column: 19, scope: !205, inlinedAt: !198)
!225 = !DILocation(line: 71, column: 21, scope: !205, inlinedAt: !198)
!226 = !DILocation(line: 70, column: 13, scope: !205, inlinedAt: !198)
!227 = !DILocation(line: 71, column: 26, scope: !205, inlinedAt: !198)
!228 = !DILocation(line: 71, column: 16, scope: !205, inlinedAt: !198)
!229 = !DILocation(line: 71, column: 19, scope: !205, inlinedAt: !198)
!230 = !DILocation(line: 72, column: 21, scope: !205, inlinedAt: !198)
!231 = !DILocation(line: 71, column: 13, scope: !205, inlinedAt: !198)
!232 = !DILocation(line: 72, column: 26, scope: !205, inlinedAt: !198)
!233 = !DILocation(line: 72, column: 16, scope: !205, inlinedAt: !198)
!234 = !DILocation(line: 72, column: 19, scope: !205, inlinedAt: !198)
!235 = !DILocation(line: 73, column: 21, scope: !205, inlinedAt: !198)
!236 = !DILocation(line: 72, column: 13, scope: !205, inlinedAt: !198)
!237 = !DILocation(line: 73, column: 26, scope: !205, inlinedAt: !198)
!238 = !DILocation(line: 73, column: 16, scope: !205, inlinedAt: !198)
!239 = !DILocation(line: 73, column: 19, scope: !205, inlinedAt: !198)
!240 = !DILocation(line: 74, column: 21, scope: !205, inlinedAt: !198)
!241 = !DILocation(line: 73, column: 13, scope: !205, inlinedAt: !198)
!242 = !DILocation(line: 74, column: 19, scope: !205, inlinedAt: !198)
!243 = !DILocation(line: 75, column: 26, scope: !206, inlinedAt: !198)
!244 = !DILocation(line: 75, column: 13, scope: !205, inlinedAt: !198)
!245 = distinct !{!245, !246, !247, !248}
!246 = !DILocation(line: 67, column: 13, scope: !206, inlinedAt: !198)
!247 = !DILocation(line: 75, column: 29, scope: !206, inlinedAt: !198)
!248 = !{!"llvm.loop.mustprogress"}
!249 = !DILocation(line: 75, column: 22, scope: !206, inlinedAt: !198)
!250 = !DILocation(line: 74, column: 16, scope: !205, inlinedAt: !198)
!251 = !DILocation(line: 74, column: 26, scope: !205, inlinedAt: !198)
!252 = !DILocation(line: 114, column: 17, scope: !178)
!253 = !DILocation(line: 105, column: 44, scope: !128)
!254 = !DILocation(line: 105, column: 31, scope: !128)
!255 = distinct !{!255, !180, !256, !248, !257}
!256 = !DILocation(line: 116, column: 5, scope: !124)
!257 = !{!"llvm.loop.peeled.count", i32 1}
!258 = !DILocation(line: 119, column: 24, scope: !259)
!259 = distinct !DILexicalBlock(scope: !136, file: !2, line: 118, column: 5)
!260 = !DILocalVariable(name: "c", arg: 1, scope: !261, file: !2, line: 79, type: !69)
!261 = distinct !DISubprogram(name: "char_kind", scope: !2, file: !2, line: 79, type: !262, scopeLine: 79, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !66, retainedNodes: !264)
!262 = !DISubroutineType(types: !263)
!263 = !{!134, !69}
!264 = !{!260}
!265 = !DILocation(line: 0, scope: !261, inlinedAt: !266)
!266 = distinct !DILocation(line: 119, column: 14, scope: !259)
!267 = !DILocation(line: 80, column: 5, scope: !261, inlinedAt: !266)
!268 = !DILocation(line: 82, column: 16, scope: !269, inlinedAt: !266)
!269 = distinct !DILexicalBlock(scope: !261, file: !2, line: 80, column: 16)
!270 = !DILocation(line: 83, column: 16, scope: !269, inlinedAt: !266)
!271 = !DILocation(line: 84, column: 16, scope: !269, inlinedAt: !266)
!272 = !DILocation(line: 85, column: 16, scope: !269, inlinedAt: !266)
!273 = !DILocation(line: 86, column: 16, scope: !269, inlinedAt: !266)
!274 = !DILocation(line: 87, column: 23, scope: !269, inlinedAt: !266)
!275 = !DILocation(line: 87, column: 21, scope: !269, inlinedAt: !266)
!276 = !DILocation(line: 87, column: 14, scope: !269, inlinedAt: !266)
!277 = !DILocation(line: 0, scope: !269, inlinedAt: !266)
!278 = !DILocation(line: 119, column: 9, scope: !259)
!279 = !DILocation(line: 119, column: 42, scope: !259)
!280 = !{!281, !281, i64 0}
!281 = !{!"int", !171, i64 0}
!282 = !DILocation(line: 118, column: 36, scope: !259)
!283 = !DILocation(line: 118, column: 28, scope: !259)
!284 = distinct !{!284, !185, !285, !248}
!285 = !DILocation(line: 119, column: 42, scope: !136)
!286 = !DILocation(line: 0, scope: !138)
!287 = !DILocation(line: 121, column: 36, scope: !288)
!288 = distinct !DILexicalBlock(scope: !138, file: !2, line: 120, column: 5)
!289 = !DILocation(line: 121, column: 9, scope: !288)
!290 = !DILocation(line: 125, column: 5, scope: !142)
!291 = !DILocation(line: 136, column: 5, scope: !98)
!292 = !DILocation(line: 138, column: 1, scope: !98)
!293 = !DILocation(line: 0, scope: !142)
!294 = !DILocation(line: 126, column: 15, scope: !144)
!295 = !DILocation(line: 126, column: 29, scope: !144)
!296 = !DILocation(line: 127, column: 25, scope: !144)
!297 = !DILocation(line: 127, column: 32, scope: !144)
!298 = !DILocation(line: 0, scope: !144)
!299 = !DILocation(line: 128, column: 13, scope: !144)
!300 = !DILocation(line: 129, column: 27, scope: !301)
!301 = distinct !DILexicalBlock(scope: !302, file: !2, line: 129, column: 18)
!302 = distinct !DILexicalBlock(scope: !144, file: !2, line: 128, column: 13)
!303 = !DILocation(line: 130, column: 28, scope: !304)
!304 = distinct !DILexicalBlock(scope: !301, file: !2, line: 130, column: 18)
!305 = !DILocation(line: 131, column: 28, scope: !306)
!306 = distinct !DILexicalBlock(scope: !304, file: !2, line: 131, column: 18)
!307 = !DILocation(line: 132, column: 28, scope: !308)
!308 = distinct !DILexicalBlock(scope: !306, file: !2, line: 132, column: 18)
!309 = !DILocation(line: 133, column: 20, scope: !310)
!310 = distinct !DILexicalBlock(scope: !308, file: !2, line: 133, column: 18)
!311 = !DILocation(line: 0, scope: !302)
!312 = !DILocation(line: 125, column: 31, scope: !145)
!313 = !DILocation(line: 125, column: 23, scope: !145)
!314 = distinct !{!314, !290, !315, !248}
!315 = !DILocation(line: 135, column: 5, scope: !142)
!316 = !DISubprogram(name: "printf", scope: !317, file: !317, line: 356, type: !318, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!317 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!318 = !DISubroutineType(types: !319)
!319 = !{!101, !320, null}
!320 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !321)
!321 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !322, size: 64)
!322 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
