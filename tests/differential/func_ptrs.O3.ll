; ModuleID = 'func_ptrs.c'
source_filename = "func_ptrs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.anon = type { i8, ptr }

@.str = private unnamed_addr constant [19 x i8] c"+5*3-2/4M9%7+100*2\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [18 x i8] c"%ld %c %ld = %ld\0A\00", align 1, !dbg !7
@__const.main.data = private unnamed_addr constant [10 x i32] [i32 5, i32 -3, i32 12, i32 7, i32 0, i32 22, i32 -8, i32 15, i32 9, i32 4], align 16
@.str.2 = private unnamed_addr constant [36 x i8] c"sum=%ld max=%d hist=%d %d %d %d %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [15 x i8] c"fold %c = %ld\0A\00", align 1, !dbg !17
@ops = internal unnamed_addr constant [6 x %struct.anon] [%struct.anon { i8 43, ptr @op_add }, %struct.anon { i8 45, ptr @op_sub }, %struct.anon { i8 42, ptr @op_mul }, %struct.anon { i8 47, ptr @op_div }, %struct.anon { i8 37, ptr @op_mod }, %struct.anon { i8 77, ptr @op_max }], align 16, !dbg !22
@.str.4 = private unnamed_addr constant [22 x i8] c"compose(%d,%d)(5)=%d\0A\00", align 1, !dbg !37
@.str.5 = private unnamed_addr constant [5 x i8] c"rect\00", align 1, !dbg !42
@.str.6 = private unnamed_addr constant [4 x i8] c"tri\00", align 1, !dbg !47
@.str.7 = private unnamed_addr constant [7 x i8] c"square\00", align 1, !dbg !52
@.str.8 = private unnamed_addr constant [14 x i8] c"%s area %.2f\0A\00", align 1, !dbg !57
@.str.9 = private unnamed_addr constant [17 x i8] c"total area %.2f\0A\00", align 1, !dbg !62
@.str.10 = private unnamed_addr constant [53 x i8] c"lookup('?') is NULL: %d, add==add: %d, add==sub: %d\0A\00", align 1, !dbg !67
@.str.11 = private unnamed_addr constant [4 x i8] c"%d \00", align 1, !dbg !72
@.str.13 = private unnamed_addr constant [29 x i8] c"(*fpp)(21)=%d (**fpp)(4)=%d\0A\00", align 1, !dbg !79

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !114 {
  %1 = alloca [10 x i32], align 16, !DIAssignID !187
    #dbg_assign(i1 undef, !130, !DIExpression(), !187, ptr %1, !DIExpression(), !188)
    #dbg_assign(i1 poison, !136, !DIExpression(), !189, ptr undef, !DIExpression(), !188)
    #dbg_assign(i1 undef, !155, !DIExpression(), !190, ptr poison, !DIExpression(), !188)
    #dbg_value(ptr @.str, !118, !DIExpression(), !188)
    #dbg_value(i64 1, !121, !DIExpression(), !188)
    #dbg_value(ptr @.str, !122, !DIExpression(), !191)
  br label %2, !dbg !192

2:                                                ; preds = %64, %0
  %3 = phi ptr [ @.str, %0 ], [ %79, %64 ], !dbg !193
  %4 = phi i64 [ 1, %0 ], [ %76, %64 ], !dbg !188
    #dbg_value(i64 %4, !121, !DIExpression(), !188)
    #dbg_value(ptr %3, !122, !DIExpression(), !191)
  %5 = load i8, ptr %3, align 1, !dbg !194, !tbaa !195
  switch i8 %5, label %80 [
    i8 0, label %6
    i8 43, label %64
    i8 45, label %59
    i8 42, label %60
    i8 47, label %61
    i8 37, label %62
    i8 77, label %63
  ], !dbg !198

6:                                                ; preds = %2
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #9, !dbg !199
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %1, ptr noundef nonnull align 16 dereferenceable(40) @__const.main.data, i64 40, i1 false), !dbg !200, !DIAssignID !201
    #dbg_assign(i1 undef, !130, !DIExpression(), !201, ptr %1, !DIExpression(), !188)
    #dbg_value(i64 0, !134, !DIExpression(), !188)
    #dbg_value(i32 5, !135, !DIExpression(), !188)
    #dbg_assign(i8 poison, !136, !DIExpression(), !202, ptr undef, !DIExpression(), !188)
    #dbg_value(ptr %1, !203, !DIExpression(), !217)
    #dbg_value(i32 10, !212, !DIExpression(), !217)
    #dbg_value(ptr poison, !213, !DIExpression(), !217)
    #dbg_value(ptr undef, !214, !DIExpression(), !217)
    #dbg_value(i64 0, !215, !DIExpression(), !219)
    #dbg_value(i64 5, !134, !DIExpression(), !188)
    #dbg_value(i64 1, !215, !DIExpression(), !219)
  %7 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !220
    #dbg_value(i64 2, !134, !DIExpression(), !188)
    #dbg_value(i64 2, !215, !DIExpression(), !219)
  %8 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !220
    #dbg_value(i64 14, !134, !DIExpression(), !188)
    #dbg_value(i64 3, !215, !DIExpression(), !219)
  %9 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !220
    #dbg_value(i64 21, !134, !DIExpression(), !188)
    #dbg_value(i64 4, !215, !DIExpression(), !219)
  %10 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !220
    #dbg_value(i64 21, !134, !DIExpression(), !188)
    #dbg_value(i64 5, !215, !DIExpression(), !219)
  %11 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !220
    #dbg_value(i64 43, !134, !DIExpression(), !188)
    #dbg_value(i64 6, !215, !DIExpression(), !219)
  %12 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !220
    #dbg_value(i64 35, !134, !DIExpression(), !188)
    #dbg_value(i64 7, !215, !DIExpression(), !219)
  %13 = getelementptr inbounds i8, ptr %1, i64 28, !dbg !220
    #dbg_value(i64 50, !134, !DIExpression(), !188)
    #dbg_value(i64 8, !215, !DIExpression(), !219)
  %14 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !220
    #dbg_value(i64 59, !134, !DIExpression(), !188)
    #dbg_value(i64 9, !215, !DIExpression(), !219)
  %15 = getelementptr inbounds i8, ptr %1, i64 36, !dbg !220
    #dbg_value(i64 63, !134, !DIExpression(), !188)
    #dbg_value(i64 10, !215, !DIExpression(), !219)
    #dbg_value(ptr %1, !203, !DIExpression(), !222)
    #dbg_value(i32 10, !212, !DIExpression(), !222)
    #dbg_value(ptr poison, !213, !DIExpression(), !222)
    #dbg_value(ptr undef, !214, !DIExpression(), !222)
    #dbg_value(i64 1, !215, !DIExpression(), !224)
    #dbg_value(i32 5, !135, !DIExpression(), !188)
    #dbg_value(i64 2, !215, !DIExpression(), !224)
    #dbg_value(i32 12, !135, !DIExpression(), !188)
    #dbg_value(i64 3, !215, !DIExpression(), !224)
    #dbg_value(i32 12, !135, !DIExpression(), !188)
    #dbg_value(i64 4, !215, !DIExpression(), !224)
    #dbg_value(i32 12, !135, !DIExpression(), !188)
    #dbg_value(i64 5, !215, !DIExpression(), !224)
    #dbg_value(i32 22, !135, !DIExpression(), !188)
    #dbg_value(i64 6, !215, !DIExpression(), !224)
    #dbg_value(i32 22, !135, !DIExpression(), !188)
    #dbg_value(i64 7, !215, !DIExpression(), !224)
    #dbg_value(i32 22, !135, !DIExpression(), !188)
    #dbg_value(i64 8, !215, !DIExpression(), !224)
    #dbg_value(i32 22, !135, !DIExpression(), !188)
    #dbg_value(i64 9, !215, !DIExpression(), !224)
    #dbg_value(i32 22, !135, !DIExpression(), !188)
    #dbg_value(i64 10, !215, !DIExpression(), !224)
    #dbg_value(ptr %1, !203, !DIExpression(), !225)
    #dbg_value(i32 10, !212, !DIExpression(), !225)
    #dbg_value(ptr poison, !213, !DIExpression(), !225)
    #dbg_value(ptr poison, !214, !DIExpression(), !225)
    #dbg_value(i64 0, !215, !DIExpression(), !227)
    #dbg_value(i64 1, !215, !DIExpression(), !227)
    #dbg_value(i64 2, !215, !DIExpression(), !227)
    #dbg_value(i64 3, !215, !DIExpression(), !227)
    #dbg_value(i64 4, !215, !DIExpression(), !227)
    #dbg_value(i64 5, !215, !DIExpression(), !227)
    #dbg_value(i64 6, !215, !DIExpression(), !227)
    #dbg_value(i64 7, !215, !DIExpression(), !227)
    #dbg_value(i64 8, !215, !DIExpression(), !227)
    #dbg_value(i64 9, !215, !DIExpression(), !227)
    #dbg_value(i64 10, !215, !DIExpression(), !227)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 63, i32 noundef 22, i32 noundef 3, i32 noundef 0, i32 noundef 5, i32 noundef 0, i32 noundef 2), !dbg !228
    #dbg_value(i64 3, !141, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !188)
    #dbg_value(i64 1, !141, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !188)
    #dbg_value(i64 4, !141, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !188)
    #dbg_value(i64 1, !141, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !188)
    #dbg_value(i64 5, !141, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !188)
    #dbg_value(i64 9, !141, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !188)
    #dbg_value(i64 2, !141, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !188)
    #dbg_value(i64 6, !141, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !188)
    #dbg_value(i64 0, !145, !DIExpression(), !229)
    #dbg_value(i64 0, !145, !DIExpression(), !229)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 43, i64 noundef 31), !dbg !230
    #dbg_value(i64 1, !145, !DIExpression(), !229)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 45, i64 noundef -31), !dbg !230
    #dbg_value(i64 2, !145, !DIExpression(), !229)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 42, i64 noundef 6480), !dbg !230
    #dbg_value(i64 3, !145, !DIExpression(), !229)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 47, i64 noundef 0), !dbg !230
    #dbg_value(i64 4, !145, !DIExpression(), !229)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 37, i64 noundef 0), !dbg !230
    #dbg_value(i64 5, !145, !DIExpression(), !229)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 77, i64 noundef 9), !dbg !230
    #dbg_value(i64 6, !145, !DIExpression(), !229)
    #dbg_value(i64 0, !150, !DIExpression(), !232)
    #dbg_value(i32 0, !152, !DIExpression(), !233)
    #dbg_value(i64 0, !152, !DIExpression(), !233)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0, i32 noundef 0, i32 noundef 7), !dbg !234
    #dbg_value(i64 1, !152, !DIExpression(), !233)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0, i32 noundef 1, i32 noundef 11), !dbg !234
    #dbg_value(i64 2, !152, !DIExpression(), !233)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0, i32 noundef 2, i32 noundef 26), !dbg !234
    #dbg_value(i64 3, !152, !DIExpression(), !233)
    #dbg_value(i64 1, !150, !DIExpression(), !232)
    #dbg_value(i32 0, !152, !DIExpression(), !233)
    #dbg_value(i64 0, !152, !DIExpression(), !233)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1, i32 noundef 0, i32 noundef 12), !dbg !234
    #dbg_value(i64 1, !152, !DIExpression(), !233)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1, i32 noundef 1, i32 noundef 20), !dbg !234
    #dbg_value(i64 2, !152, !DIExpression(), !233)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1, i32 noundef 2, i32 noundef 50), !dbg !234
    #dbg_value(i64 3, !152, !DIExpression(), !233)
    #dbg_value(i64 2, !150, !DIExpression(), !232)
    #dbg_value(i32 0, !152, !DIExpression(), !233)
    #dbg_value(i64 0, !152, !DIExpression(), !233)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 2, i32 noundef 0, i32 noundef 36), !dbg !234
    #dbg_value(i64 1, !152, !DIExpression(), !233)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 2, i32 noundef 1, i32 noundef 100), !dbg !234
    #dbg_value(i64 2, !152, !DIExpression(), !233)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 2, i32 noundef 2, i32 noundef 625), !dbg !234
    #dbg_value(i64 3, !152, !DIExpression(), !233)
    #dbg_value(i64 3, !150, !DIExpression(), !232)
    #dbg_assign(i1 undef, !155, !DIExpression(), !236, ptr poison, !DIExpression(), !188)
    #dbg_value(double 0.000000e+00, !169, !DIExpression(), !188)
    #dbg_value(i32 0, !170, !DIExpression(), !237)
    #dbg_value(i64 0, !170, !DIExpression(), !237)
    #dbg_value(double 0.000000e+00, !169, !DIExpression(), !188)
    #dbg_value(double 1.200000e+01, !172, !DIExpression(), !238)
    #dbg_value(double 1.200000e+01, !169, !DIExpression(), !188)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, double noundef 1.200000e+01), !dbg !239
    #dbg_value(i64 1, !170, !DIExpression(), !237)
    #dbg_value(double 6.000000e+00, !172, !DIExpression(), !238)
    #dbg_value(double 1.800000e+01, !169, !DIExpression(), !188)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, double noundef 6.000000e+00), !dbg !239
    #dbg_value(i64 2, !170, !DIExpression(), !237)
    #dbg_value(double 6.250000e+00, !172, !DIExpression(), !238)
    #dbg_value(double 2.425000e+01, !169, !DIExpression(), !188)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.7, double noundef 6.250000e+00), !dbg !239
    #dbg_value(i64 3, !170, !DIExpression(), !237)
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef 2.425000e+01), !dbg !240
    #dbg_value(i8 63, !241, !DIExpression(), !248)
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !250)
    #dbg_value(ptr null, !175, !DIExpression(), !188)
    #dbg_value(i8 43, !241, !DIExpression(), !251)
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !253)
    #dbg_value(i8 43, !241, !DIExpression(), !254)
    #dbg_value(i64 0, !246, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !256)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1, i32 noundef 1, i32 noundef 0), !dbg !257
    #dbg_value(ptr @cmp_desc, !176, !DIExpression(), !188)
  call void @qsort(ptr noundef nonnull %1, i64 noundef 10, i64 noundef 4, ptr noundef nonnull @cmp_desc) #9, !dbg !258
    #dbg_value(i32 0, !182, !DIExpression(), !259)
    #dbg_value(i64 0, !182, !DIExpression(), !259)
  %37 = load i32, ptr %1, align 16, !dbg !260, !tbaa !262
  %38 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %37), !dbg !264
    #dbg_value(i64 1, !182, !DIExpression(), !259)
  %39 = load i32, ptr %7, align 4, !dbg !260, !tbaa !262
  %40 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %39), !dbg !264
    #dbg_value(i64 2, !182, !DIExpression(), !259)
  %41 = load i32, ptr %8, align 8, !dbg !260, !tbaa !262
  %42 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %41), !dbg !264
    #dbg_value(i64 3, !182, !DIExpression(), !259)
  %43 = load i32, ptr %9, align 4, !dbg !260, !tbaa !262
  %44 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %43), !dbg !264
    #dbg_value(i64 4, !182, !DIExpression(), !259)
  %45 = load i32, ptr %10, align 16, !dbg !260, !tbaa !262
  %46 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %45), !dbg !264
    #dbg_value(i64 5, !182, !DIExpression(), !259)
  %47 = load i32, ptr %11, align 4, !dbg !260, !tbaa !262
  %48 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %47), !dbg !264
    #dbg_value(i64 6, !182, !DIExpression(), !259)
  %49 = load i32, ptr %12, align 8, !dbg !260, !tbaa !262
  %50 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %49), !dbg !264
    #dbg_value(i64 7, !182, !DIExpression(), !259)
  %51 = load i32, ptr %13, align 4, !dbg !260, !tbaa !262
  %52 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %51), !dbg !264
    #dbg_value(i64 8, !182, !DIExpression(), !259)
  %53 = load i32, ptr %14, align 16, !dbg !260, !tbaa !262
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %53), !dbg !264
    #dbg_value(i64 9, !182, !DIExpression(), !259)
  %55 = load i32, ptr %15, align 4, !dbg !260, !tbaa !262
  %56 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %55), !dbg !264
    #dbg_value(i64 10, !182, !DIExpression(), !259)
  %57 = call i32 @putchar(i32 10), !dbg !265
    #dbg_value(ptr poison, !184, !DIExpression(), !188)
    #dbg_value(ptr undef, !185, !DIExpression(), !188)
  %58 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 42, i32 noundef 8), !dbg !266
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #9, !dbg !267
  ret i32 0, !dbg !267

59:                                               ; preds = %2
  br label %64, !dbg !268

60:                                               ; preds = %2
  br label %64, !dbg !268

61:                                               ; preds = %2
  br label %64, !dbg !268

62:                                               ; preds = %2
  br label %64, !dbg !268

63:                                               ; preds = %2
  br label %64, !dbg !268

64:                                               ; preds = %2, %63, %62, %61, %60, %59
  %65 = phi ptr [ getelementptr inbounds (i8, ptr @ops, i64 16), %59 ], [ getelementptr inbounds (i8, ptr @ops, i64 32), %60 ], [ getelementptr inbounds (i8, ptr @ops, i64 48), %61 ], [ getelementptr inbounds (i8, ptr @ops, i64 64), %62 ], [ getelementptr inbounds (i8, ptr @ops, i64 80), %63 ], [ @ops, %2 ], !dbg !272
  %66 = getelementptr inbounds i8, ptr %65, i64 8, !dbg !268
  %67 = load ptr, ptr %66, align 8, !dbg !268, !tbaa !273
    #dbg_value(ptr %67, !127, !DIExpression(), !276)
  %68 = getelementptr inbounds i8, ptr %3, i64 1, !dbg !277
  %69 = load i8, ptr %68, align 1, !dbg !277, !tbaa !195
  %70 = sext i8 %69 to i64, !dbg !277
  %71 = add nsw i64 %70, -48, !dbg !278
    #dbg_value(i64 %71, !128, !DIExpression(), !276)
  %72 = icmp eq i8 %69, 49, !dbg !279
  %73 = select i1 %72, i64 100, i64 %71, !dbg !281
  %74 = select i1 %72, i64 2, i64 0, !dbg !281
  %75 = getelementptr inbounds i8, ptr %3, i64 %74, !dbg !281
    #dbg_value(ptr %75, !122, !DIExpression(), !191)
    #dbg_value(i64 %73, !128, !DIExpression(), !276)
    #dbg_value(i64 %4, !129, !DIExpression(), !276)
  %76 = tail call i64 %67(i64 noundef %4, i64 noundef %73) #9, !dbg !282
    #dbg_value(i64 %76, !121, !DIExpression(), !188)
  %77 = zext nneg i8 %5 to i32, !dbg !283
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %4, i32 noundef %77, i64 noundef %73, i64 noundef %76), !dbg !284
  %79 = getelementptr inbounds i8, ptr %75, i64 2, !dbg !285
    #dbg_value(ptr %79, !122, !DIExpression(), !191)
  br label %2, !dbg !286, !llvm.loop !287

80:                                               ; preds = %2
  unreachable, !dbg !198
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !290 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i64 @op_add(i64 noundef %0, i64 noundef %1) #4 !dbg !295 {
    #dbg_value(i64 %0, !297, !DIExpression(), !299)
    #dbg_value(i64 %1, !298, !DIExpression(), !299)
  %3 = add nsw i64 %1, %0, !dbg !300
  ret i64 %3, !dbg !301
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i64 @op_sub(i64 noundef %0, i64 noundef %1) #4 !dbg !302 {
    #dbg_value(i64 %0, !304, !DIExpression(), !306)
    #dbg_value(i64 %1, !305, !DIExpression(), !306)
  %3 = sub nsw i64 %0, %1, !dbg !307
  ret i64 %3, !dbg !308
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_desc(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #5 !dbg !309 {
    #dbg_value(ptr %0, !311, !DIExpression(), !315)
    #dbg_value(ptr %1, !312, !DIExpression(), !315)
  %3 = load i32, ptr %0, align 4, !dbg !316, !tbaa !262
    #dbg_value(i32 %3, !313, !DIExpression(), !315)
  %4 = load i32, ptr %1, align 4, !dbg !317, !tbaa !262
    #dbg_value(i32 %4, !314, !DIExpression(), !315)
  %5 = icmp slt i32 %3, %4, !dbg !318
  %6 = zext i1 %5 to i32, !dbg !318
  %7 = icmp sgt i32 %3, %4, !dbg !319
  %8 = sext i1 %7 to i32, !dbg !319
  %9 = add nsw i32 %8, %6, !dbg !320
  ret i32 %9, !dbg !321
}

; Function Attrs: nofree
declare !dbg !322 void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i64 @op_mul(i64 noundef %0, i64 noundef %1) #4 !dbg !327 {
    #dbg_value(i64 %0, !329, !DIExpression(), !331)
    #dbg_value(i64 %1, !330, !DIExpression(), !331)
  %3 = mul nsw i64 %1, %0, !dbg !332
  ret i64 %3, !dbg !333
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef i64 @op_div(i64 noundef %0, i64 noundef %1) #4 !dbg !334 {
    #dbg_value(i64 %0, !336, !DIExpression(), !338)
    #dbg_value(i64 %1, !337, !DIExpression(), !338)
  %3 = icmp eq i64 %1, 0, !dbg !339
  br i1 %3, label %6, label %4, !dbg !339

4:                                                ; preds = %2
  %5 = sdiv i64 %0, %1, !dbg !340
  br label %6, !dbg !339

6:                                                ; preds = %2, %4
  %7 = phi i64 [ %5, %4 ], [ 0, %2 ], !dbg !339
  ret i64 %7, !dbg !341
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal range(i64 -9223372036854775807, -9223372036854775808) i64 @op_mod(i64 noundef %0, i64 noundef %1) #4 !dbg !342 {
    #dbg_value(i64 %0, !344, !DIExpression(), !346)
    #dbg_value(i64 %1, !345, !DIExpression(), !346)
  %3 = icmp eq i64 %1, 0, !dbg !347
  br i1 %3, label %6, label %4, !dbg !347

4:                                                ; preds = %2
  %5 = srem i64 %0, %1, !dbg !348
  br label %6, !dbg !347

6:                                                ; preds = %2, %4
  %7 = phi i64 [ %5, %4 ], [ 0, %2 ], !dbg !347
  ret i64 %7, !dbg !349
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef i64 @op_max(i64 noundef %0, i64 noundef %1) #4 !dbg !350 {
    #dbg_value(i64 %0, !352, !DIExpression(), !354)
    #dbg_value(i64 %1, !353, !DIExpression(), !354)
  %3 = tail call i64 @llvm.smax.i64(i64 %0, i64 %1), !dbg !355
  ret i64 %3, !dbg !356
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!24}
!llvm.module.flags = !{!106, !107, !108, !109, !110, !111, !112}
!llvm.ident = !{!113}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 80, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "func_ptrs.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "61282b70448c9daa42c4370c0341a10e")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 19)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 18)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 101, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 36)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 105, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "ops", scope: !24, file: !2, line: 19, type: !98, isLocal: true, isDefinition: true)
!24 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !25, globals: !36, splitDebugInlining: false, nameTableKind: None)
!25 = !{!26, !27, !32, !33}
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "binop", file: !2, line: 6, baseType: !28)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = !DISubroutineType(types: !30)
!30 = !{!31, !31, !31}
!31 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!34 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !35)
!35 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!36 = !{!0, !7, !12, !17, !37, !42, !47, !52, !57, !62, !67, !72, !74, !79, !22, !84}
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 108, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 22)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 109, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 5)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 110, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 4)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 111, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 7)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 116, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 14)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 118, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 17)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !2, line: 121, type: !69, isLocal: true, isDefinition: true)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 424, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 53)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !2, line: 127, type: !49, isLocal: true, isDefinition: true)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !2, line: 128, type: !76, isLocal: true, isDefinition: true)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !77)
!77 = !{!78}
!78 = !DISubrange(count: 2)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !2, line: 132, type: !81, isLocal: true, isDefinition: true)
!81 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !82)
!82 = !{!83}
!83 = !DISubrange(count: 29)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(name: "table", scope: !86, file: !2, line: 61, type: !94, isLocal: true, isDefinition: true)
!86 = distinct !DISubprogram(name: "pick", scope: !2, file: !2, line: 60, type: !87, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !92)
!87 = !DISubroutineType(types: !88)
!88 = !{!89, !35}
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64)
!90 = !DISubroutineType(types: !91)
!91 = !{!35, !35}
!92 = !{!93}
!93 = !DILocalVariable(name: "which", arg: 1, scope: !86, file: !2, line: 60, type: !35)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !95, size: 192, elements: !96)
!95 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !89)
!96 = !{!97}
!97 = !DISubrange(count: 3)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !99, size: 768, elements: !104)
!99 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !100)
!100 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 16, size: 128, elements: !101)
!101 = !{!102, !103}
!102 = !DIDerivedType(tag: DW_TAG_member, name: "sym", scope: !100, file: !2, line: 17, baseType: !4, size: 8)
!103 = !DIDerivedType(tag: DW_TAG_member, name: "fn", scope: !100, file: !2, line: 18, baseType: !27, size: 64, offset: 64)
!104 = !{!105}
!105 = !DISubrange(count: 6)
!106 = !{i32 7, !"Dwarf Version", i32 5}
!107 = !{i32 2, !"Debug Info Version", i32 3}
!108 = !{i32 1, !"wchar_size", i32 4}
!109 = !{i32 8, !"PIC Level", i32 2}
!110 = !{i32 7, !"PIE Level", i32 2}
!111 = !{i32 7, !"uwtable", i32 2}
!112 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!113 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!114 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 79, type: !115, scopeLine: 79, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !117)
!115 = !DISubroutineType(types: !116)
!116 = !{!35}
!117 = !{!118, !121, !122, !124, !127, !128, !129, !130, !134, !135, !136, !141, !145, !150, !152, !155, !169, !170, !172, !175, !176, !182, !184, !185}
!118 = !DILocalVariable(name: "prog", scope: !114, file: !2, line: 80, type: !119)
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !120, size: 64)
!120 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!121 = !DILocalVariable(name: "acc", scope: !114, file: !2, line: 81, type: !31)
!122 = !DILocalVariable(name: "p", scope: !123, file: !2, line: 82, type: !119)
!123 = distinct !DILexicalBlock(scope: !114, file: !2, line: 82, column: 5)
!124 = !DILocalVariable(name: "sym", scope: !125, file: !2, line: 83, type: !4)
!125 = distinct !DILexicalBlock(scope: !126, file: !2, line: 82, column: 44)
!126 = distinct !DILexicalBlock(scope: !123, file: !2, line: 82, column: 5)
!127 = !DILocalVariable(name: "f", scope: !125, file: !2, line: 84, type: !27)
!128 = !DILocalVariable(name: "arg", scope: !125, file: !2, line: 85, type: !31)
!129 = !DILocalVariable(name: "before", scope: !125, file: !2, line: 90, type: !31)
!130 = !DILocalVariable(name: "data", scope: !114, file: !2, line: 94, type: !131)
!131 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 320, elements: !132)
!132 = !{!133}
!133 = !DISubrange(count: 10)
!134 = !DILocalVariable(name: "sum", scope: !114, file: !2, line: 95, type: !31)
!135 = !DILocalVariable(name: "mx", scope: !114, file: !2, line: 96, type: !35)
!136 = !DILocalVariable(name: "h", scope: !114, file: !2, line: 97, type: !137)
!137 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "hist", file: !2, line: 40, size: 160, elements: !138)
!138 = !{!139}
!139 = !DIDerivedType(tag: DW_TAG_member, name: "buckets", scope: !137, file: !2, line: 41, baseType: !140, size: 160)
!140 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 160, elements: !45)
!141 = !DILocalVariable(name: "la", scope: !114, file: !2, line: 103, type: !142)
!142 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, size: 512, elements: !143)
!143 = !{!144}
!144 = !DISubrange(count: 8)
!145 = !DILocalVariable(name: "i", scope: !146, file: !2, line: 104, type: !147)
!146 = distinct !DILexicalBlock(scope: !114, file: !2, line: 104, column: 5)
!147 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !148, line: 18, baseType: !149)
!148 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!149 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!150 = !DILocalVariable(name: "i", scope: !151, file: !2, line: 106, type: !35)
!151 = distinct !DILexicalBlock(scope: !114, file: !2, line: 106, column: 5)
!152 = !DILocalVariable(name: "j", scope: !153, file: !2, line: 107, type: !35)
!153 = distinct !DILexicalBlock(scope: !154, file: !2, line: 107, column: 9)
!154 = distinct !DILexicalBlock(scope: !151, file: !2, line: 106, column: 5)
!155 = !DILocalVariable(name: "shapes", scope: !114, file: !2, line: 109, type: !156)
!156 = !DICompositeType(tag: DW_TAG_array_type, baseType: !157, size: 768, elements: !96)
!157 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "shape", file: !2, line: 65, size: 256, elements: !158)
!158 = !{!159, !160, !167, !168}
!159 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !157, file: !2, line: 66, baseType: !119, size: 64)
!160 = !DIDerivedType(tag: DW_TAG_member, name: "area", scope: !157, file: !2, line: 67, baseType: !161, size: 64, offset: 64)
!161 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !162, size: 64)
!162 = !DISubroutineType(types: !163)
!163 = !{!164, !165}
!164 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!165 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !166, size: 64)
!166 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !157)
!167 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !157, file: !2, line: 68, baseType: !164, size: 64, offset: 128)
!168 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !157, file: !2, line: 68, baseType: !164, size: 64, offset: 192)
!169 = !DILocalVariable(name: "total", scope: !114, file: !2, line: 112, type: !164)
!170 = !DILocalVariable(name: "i", scope: !171, file: !2, line: 113, type: !35)
!171 = distinct !DILexicalBlock(scope: !114, file: !2, line: 113, column: 5)
!172 = !DILocalVariable(name: "ar", scope: !173, file: !2, line: 114, type: !164)
!173 = distinct !DILexicalBlock(scope: !174, file: !2, line: 113, column: 33)
!174 = distinct !DILexicalBlock(scope: !171, file: !2, line: 113, column: 5)
!175 = !DILocalVariable(name: "none", scope: !114, file: !2, line: 120, type: !27)
!176 = !DILocalVariable(name: "cmp", scope: !114, file: !2, line: 124, type: !177)
!177 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !178, size: 64)
!178 = !DISubroutineType(types: !179)
!179 = !{!35, !180, !180}
!180 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !181, size: 64)
!181 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!182 = !DILocalVariable(name: "i", scope: !183, file: !2, line: 126, type: !35)
!183 = distinct !DILexicalBlock(scope: !114, file: !2, line: 126, column: 5)
!184 = !DILocalVariable(name: "fp", scope: !114, file: !2, line: 130, type: !89)
!185 = !DILocalVariable(name: "fpp", scope: !114, file: !2, line: 131, type: !186)
!186 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !89, size: 64)
!187 = distinct !DIAssignID()
!188 = !DILocation(line: 0, scope: !114)
!189 = distinct !DIAssignID()
!190 = distinct !DIAssignID()
!191 = !DILocation(line: 0, scope: !123)
!192 = !DILocation(line: 82, column: 10, scope: !123)
!193 = !DILocation(line: 82, scope: !123)
!194 = !DILocation(line: 82, column: 32, scope: !126)
!195 = !{!196, !196, i64 0}
!196 = !{!"omnipotent char", !197, i64 0}
!197 = !{!"Simple C/C++ TBAA"}
!198 = !DILocation(line: 82, column: 5, scope: !123)
!199 = !DILocation(line: 94, column: 5, scope: !114)
!200 = !DILocation(line: 94, column: 9, scope: !114)
!201 = distinct !DIAssignID()
!202 = distinct !DIAssignID()
!203 = !DILocalVariable(name: "a", arg: 1, scope: !204, file: !2, line: 29, type: !33)
!204 = distinct !DISubprogram(name: "for_each", scope: !2, file: !2, line: 29, type: !205, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !211)
!205 = !DISubroutineType(types: !206)
!206 = !{null, !33, !35, !207, !26}
!207 = !DIDerivedType(tag: DW_TAG_typedef, name: "visitor", file: !2, line: 7, baseType: !208)
!208 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !209, size: 64)
!209 = !DISubroutineType(types: !210)
!210 = !{null, !35, !26}
!211 = !{!203, !212, !213, !214, !215}
!212 = !DILocalVariable(name: "n", arg: 2, scope: !204, file: !2, line: 29, type: !35)
!213 = !DILocalVariable(name: "v", arg: 3, scope: !204, file: !2, line: 29, type: !207)
!214 = !DILocalVariable(name: "ctx", arg: 4, scope: !204, file: !2, line: 29, type: !26)
!215 = !DILocalVariable(name: "i", scope: !216, file: !2, line: 30, type: !35)
!216 = distinct !DILexicalBlock(scope: !204, file: !2, line: 30, column: 5)
!217 = !DILocation(line: 0, scope: !204, inlinedAt: !218)
!218 = distinct !DILocation(line: 98, column: 5, scope: !114)
!219 = !DILocation(line: 0, scope: !216, inlinedAt: !218)
!220 = !DILocation(line: 31, column: 11, scope: !221, inlinedAt: !218)
!221 = distinct !DILexicalBlock(scope: !216, file: !2, line: 30, column: 5)
!222 = !DILocation(line: 0, scope: !204, inlinedAt: !223)
!223 = distinct !DILocation(line: 99, column: 5, scope: !114)
!224 = !DILocation(line: 0, scope: !216, inlinedAt: !223)
!225 = !DILocation(line: 0, scope: !204, inlinedAt: !226)
!226 = distinct !DILocation(line: 100, column: 5, scope: !114)
!227 = !DILocation(line: 0, scope: !216, inlinedAt: !226)
!228 = !DILocation(line: 101, column: 5, scope: !114)
!229 = !DILocation(line: 0, scope: !146)
!230 = !DILocation(line: 105, column: 9, scope: !231)
!231 = distinct !DILexicalBlock(scope: !146, file: !2, line: 104, column: 5)
!232 = !DILocation(line: 0, scope: !151)
!233 = !DILocation(line: 0, scope: !153)
!234 = !DILocation(line: 108, column: 13, scope: !235)
!235 = distinct !DILexicalBlock(scope: !153, file: !2, line: 107, column: 9)
!236 = distinct !DIAssignID()
!237 = !DILocation(line: 0, scope: !171)
!238 = !DILocation(line: 0, scope: !173)
!239 = !DILocation(line: 116, column: 9, scope: !173)
!240 = !DILocation(line: 118, column: 5, scope: !114)
!241 = !DILocalVariable(name: "sym", arg: 1, scope: !242, file: !2, line: 22, type: !4)
!242 = distinct !DISubprogram(name: "lookup", scope: !2, file: !2, line: 22, type: !243, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !245)
!243 = !DISubroutineType(types: !244)
!244 = !{!27, !4}
!245 = !{!241, !246}
!246 = !DILocalVariable(name: "i", scope: !247, file: !2, line: 23, type: !147)
!247 = distinct !DILexicalBlock(scope: !242, file: !2, line: 23, column: 5)
!248 = !DILocation(line: 0, scope: !242, inlinedAt: !249)
!249 = distinct !DILocation(line: 120, column: 18, scope: !114)
!250 = !DILocation(line: 0, scope: !247, inlinedAt: !249)
!251 = !DILocation(line: 0, scope: !242, inlinedAt: !252)
!252 = distinct !DILocation(line: 122, column: 12, scope: !114)
!253 = !DILocation(line: 0, scope: !247, inlinedAt: !252)
!254 = !DILocation(line: 0, scope: !242, inlinedAt: !255)
!255 = distinct !DILocation(line: 122, column: 35, scope: !114)
!256 = !DILocation(line: 0, scope: !247, inlinedAt: !255)
!257 = !DILocation(line: 121, column: 5, scope: !114)
!258 = !DILocation(line: 125, column: 5, scope: !114)
!259 = !DILocation(line: 0, scope: !183)
!260 = !DILocation(line: 127, column: 23, scope: !261)
!261 = distinct !DILexicalBlock(scope: !183, file: !2, line: 126, column: 5)
!262 = !{!263, !263, i64 0}
!263 = !{!"int", !196, i64 0}
!264 = !DILocation(line: 127, column: 9, scope: !261)
!265 = !DILocation(line: 128, column: 5, scope: !114)
!266 = !DILocation(line: 132, column: 5, scope: !114)
!267 = !DILocation(line: 134, column: 1, scope: !114)
!268 = !DILocation(line: 25, column: 27, scope: !269, inlinedAt: !271)
!269 = distinct !DILexicalBlock(scope: !270, file: !2, line: 24, column: 13)
!270 = distinct !DILexicalBlock(scope: !247, file: !2, line: 23, column: 5)
!271 = distinct !DILocation(line: 84, column: 19, scope: !125)
!272 = !DILocation(line: 24, column: 13, scope: !269, inlinedAt: !271)
!273 = !{!274, !275, i64 8}
!274 = !{!"", !196, i64 0, !275, i64 8}
!275 = !{!"any pointer", !196, i64 0}
!276 = !DILocation(line: 0, scope: !125)
!277 = !DILocation(line: 85, column: 20, scope: !125)
!278 = !DILocation(line: 85, column: 25, scope: !125)
!279 = !DILocation(line: 86, column: 18, scope: !280)
!280 = distinct !DILexicalBlock(scope: !125, file: !2, line: 86, column: 13)
!281 = !DILocation(line: 86, column: 13, scope: !125)
!282 = !DILocation(line: 91, column: 15, scope: !125)
!283 = !DILocation(line: 92, column: 46, scope: !125)
!284 = !DILocation(line: 92, column: 9, scope: !125)
!285 = !DILocation(line: 82, column: 38, scope: !126)
!286 = !DILocation(line: 82, column: 5, scope: !126)
!287 = distinct !{!287, !198, !288, !289}
!288 = !DILocation(line: 93, column: 5, scope: !123)
!289 = !{!"llvm.loop.mustprogress"}
!290 = !DISubprogram(name: "printf", scope: !291, file: !291, line: 356, type: !292, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!291 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!292 = !DISubroutineType(types: !293)
!293 = !{!35, !294, null}
!294 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !119)
!295 = distinct !DISubprogram(name: "op_add", scope: !2, file: !2, line: 9, type: !29, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !296)
!296 = !{!297, !298}
!297 = !DILocalVariable(name: "a", arg: 1, scope: !295, file: !2, line: 9, type: !31)
!298 = !DILocalVariable(name: "b", arg: 2, scope: !295, file: !2, line: 9, type: !31)
!299 = !DILocation(line: 0, scope: !295)
!300 = !DILocation(line: 9, column: 47, scope: !295)
!301 = !DILocation(line: 9, column: 38, scope: !295)
!302 = distinct !DISubprogram(name: "op_sub", scope: !2, file: !2, line: 10, type: !29, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !303)
!303 = !{!304, !305}
!304 = !DILocalVariable(name: "a", arg: 1, scope: !302, file: !2, line: 10, type: !31)
!305 = !DILocalVariable(name: "b", arg: 2, scope: !302, file: !2, line: 10, type: !31)
!306 = !DILocation(line: 0, scope: !302)
!307 = !DILocation(line: 10, column: 47, scope: !302)
!308 = !DILocation(line: 10, column: 38, scope: !302)
!309 = distinct !DISubprogram(name: "cmp_desc", scope: !2, file: !2, line: 74, type: !178, scopeLine: 74, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !310)
!310 = !{!311, !312, !313, !314}
!311 = !DILocalVariable(name: "x", arg: 1, scope: !309, file: !2, line: 74, type: !180)
!312 = !DILocalVariable(name: "y", arg: 2, scope: !309, file: !2, line: 74, type: !180)
!313 = !DILocalVariable(name: "a", scope: !309, file: !2, line: 75, type: !35)
!314 = !DILocalVariable(name: "b", scope: !309, file: !2, line: 75, type: !35)
!315 = !DILocation(line: 0, scope: !309)
!316 = !DILocation(line: 75, column: 13, scope: !309)
!317 = !DILocation(line: 75, column: 34, scope: !309)
!318 = !DILocation(line: 76, column: 15, scope: !309)
!319 = !DILocation(line: 76, column: 25, scope: !309)
!320 = !DILocation(line: 76, column: 20, scope: !309)
!321 = !DILocation(line: 76, column: 5, scope: !309)
!322 = !DISubprogram(name: "qsort", scope: !323, file: !323, line: 851, type: !324, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!323 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!324 = !DISubroutineType(types: !325)
!325 = !{null, !26, !147, !147, !326}
!326 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !323, line: 829, baseType: !177)
!327 = distinct !DISubprogram(name: "op_mul", scope: !2, file: !2, line: 11, type: !29, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !328)
!328 = !{!329, !330}
!329 = !DILocalVariable(name: "a", arg: 1, scope: !327, file: !2, line: 11, type: !31)
!330 = !DILocalVariable(name: "b", arg: 2, scope: !327, file: !2, line: 11, type: !31)
!331 = !DILocation(line: 0, scope: !327)
!332 = !DILocation(line: 11, column: 47, scope: !327)
!333 = !DILocation(line: 11, column: 38, scope: !327)
!334 = distinct !DISubprogram(name: "op_div", scope: !2, file: !2, line: 12, type: !29, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !335)
!335 = !{!336, !337}
!336 = !DILocalVariable(name: "a", arg: 1, scope: !334, file: !2, line: 12, type: !31)
!337 = !DILocalVariable(name: "b", arg: 2, scope: !334, file: !2, line: 12, type: !31)
!338 = !DILocation(line: 0, scope: !334)
!339 = !DILocation(line: 12, column: 45, scope: !334)
!340 = !DILocation(line: 12, column: 51, scope: !334)
!341 = !DILocation(line: 12, column: 38, scope: !334)
!342 = distinct !DISubprogram(name: "op_mod", scope: !2, file: !2, line: 13, type: !29, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !343)
!343 = !{!344, !345}
!344 = !DILocalVariable(name: "a", arg: 1, scope: !342, file: !2, line: 13, type: !31)
!345 = !DILocalVariable(name: "b", arg: 2, scope: !342, file: !2, line: 13, type: !31)
!346 = !DILocation(line: 0, scope: !342)
!347 = !DILocation(line: 13, column: 45, scope: !342)
!348 = !DILocation(line: 13, column: 51, scope: !342)
!349 = !DILocation(line: 13, column: 38, scope: !342)
!350 = distinct !DISubprogram(name: "op_max", scope: !2, file: !2, line: 14, type: !29, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !351)
!351 = !{!352, !353}
!352 = !DILocalVariable(name: "a", arg: 1, scope: !350, file: !2, line: 14, type: !31)
!353 = !DILocalVariable(name: "b", arg: 2, scope: !350, file: !2, line: 14, type: !31)
!354 = !DILocation(line: 0, scope: !350)
!355 = !DILocation(line: 14, column: 45, scope: !350)
!356 = !DILocation(line: 14, column: 38, scope: !350)
