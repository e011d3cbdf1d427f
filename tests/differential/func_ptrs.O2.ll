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

2:                                                ; preds = %13, %0
  %3 = phi ptr [ @.str, %0 ], [ %28, %13 ], !dbg !193
  %4 = phi i64 [ 1, %0 ], [ %25, %13 ], !dbg !188
    #dbg_value(i64 %4, !121, !DIExpression(), !188)
    #dbg_value(ptr %3, !122, !DIExpression(), !191)
  %5 = load i8, ptr %3, align 1, !dbg !194, !tbaa !195
  switch i8 %5, label %29 [
    i8 0, label %6
    i8 43, label %13
    i8 45, label %8
    i8 42, label %9
    i8 47, label %10
    i8 37, label %11
    i8 77, label %12
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
    #dbg_value(i64 2, !134, !DIExpression(), !188)
    #dbg_value(i64 2, !215, !DIExpression(), !219)
    #dbg_value(i64 14, !134, !DIExpression(), !188)
    #dbg_value(i64 3, !215, !DIExpression(), !219)
    #dbg_value(i64 21, !134, !DIExpression(), !188)
    #dbg_value(i64 4, !215, !DIExpression(), !219)
    #dbg_value(i64 21, !134, !DIExpression(), !188)
    #dbg_value(i64 5, !215, !DIExpression(), !219)
    #dbg_value(i64 43, !134, !DIExpression(), !188)
    #dbg_value(i64 6, !215, !DIExpression(), !219)
    #dbg_value(i64 35, !134, !DIExpression(), !188)
    #dbg_value(i64 7, !215, !DIExpression(), !219)
    #dbg_value(i64 50, !134, !DIExpression(), !188)
    #dbg_value(i64 8, !215, !DIExpression(), !219)
    #dbg_value(i64 59, !134, !DIExpression(), !188)
    #dbg_value(i64 9, !215, !DIExpression(), !219)
    #dbg_value(i64 63, !134, !DIExpression(), !188)
    #dbg_value(i64 10, !215, !DIExpression(), !219)
    #dbg_value(ptr %1, !203, !DIExpression(), !220)
    #dbg_value(i32 10, !212, !DIExpression(), !220)
    #dbg_value(ptr poison, !213, !DIExpression(), !220)
    #dbg_value(ptr undef, !214, !DIExpression(), !220)
    #dbg_value(i64 1, !215, !DIExpression(), !222)
    #dbg_value(i32 5, !135, !DIExpression(), !188)
    #dbg_value(i64 2, !215, !DIExpression(), !222)
    #dbg_value(i32 12, !135, !DIExpression(), !188)
    #dbg_value(i64 3, !215, !DIExpression(), !222)
    #dbg_value(i32 12, !135, !DIExpression(), !188)
    #dbg_value(i64 4, !215, !DIExpression(), !222)
    #dbg_value(i32 12, !135, !DIExpression(), !188)
    #dbg_value(i64 5, !215, !DIExpression(), !222)
    #dbg_value(i32 22, !135, !DIExpression(), !188)
    #dbg_value(i64 6, !215, !DIExpression(), !222)
    #dbg_value(i32 22, !135, !DIExpression(), !188)
    #dbg_value(i64 7, !215, !DIExpression(), !222)
    #dbg_value(i32 22, !135, !DIExpression(), !188)
    #dbg_value(i64 8, !215, !DIExpression(), !222)
    #dbg_value(i32 22, !135, !DIExpression(), !188)
    #dbg_value(i64 9, !215, !DIExpression(), !222)
    #dbg_value(i32 22, !135, !DIExpression(), !188)
    #dbg_value(i64 10, !215, !DIExpression(), !222)
    #dbg_value(ptr %1, !203, !DIExpression(), !223)
    #dbg_value(i32 10, !212, !DIExpression(), !223)
    #dbg_value(ptr poison, !213, !DIExpression(), !223)
    #dbg_value(ptr poison, !214, !DIExpression(), !223)
    #dbg_value(i64 0, !215, !DIExpression(), !225)
    #dbg_value(i64 1, !215, !DIExpression(), !225)
    #dbg_value(i64 2, !215, !DIExpression(), !225)
    #dbg_value(i64 3, !215, !DIExpression(), !225)
    #dbg_value(i64 4, !215, !DIExpression(), !225)
    #dbg_value(i64 5, !215, !DIExpression(), !225)
    #dbg_value(i64 6, !215, !DIExpression(), !225)
    #dbg_value(i64 7, !215, !DIExpression(), !225)
    #dbg_value(i64 8, !215, !DIExpression(), !225)
    #dbg_value(i64 9, !215, !DIExpression(), !225)
    #dbg_value(i64 10, !215, !DIExpression(), !225)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 63, i32 noundef 22, i32 noundef 3, i32 noundef 0, i32 noundef 5, i32 noundef 0, i32 noundef 2), !dbg !226
    #dbg_value(i64 3, !141, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !188)
    #dbg_value(i64 1, !141, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !188)
    #dbg_value(i64 4, !141, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !188)
    #dbg_value(i64 1, !141, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !188)
    #dbg_value(i64 5, !141, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !188)
    #dbg_value(i64 9, !141, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !188)
    #dbg_value(i64 2, !141, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !188)
    #dbg_value(i64 6, !141, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !188)
    #dbg_value(i64 0, !145, !DIExpression(), !227)
  br label %30, !dbg !228

8:                                                ; preds = %2
  br label %13, !dbg !229

9:                                                ; preds = %2
  br label %13, !dbg !229

10:                                               ; preds = %2
  br label %13, !dbg !229

11:                                               ; preds = %2
  br label %13, !dbg !229

12:                                               ; preds = %2
  br label %13, !dbg !229

13:                                               ; preds = %2, %12, %11, %10, %9, %8
  %14 = phi ptr [ getelementptr inbounds (i8, ptr @ops, i64 16), %8 ], [ getelementptr inbounds (i8, ptr @ops, i64 32), %9 ], [ getelementptr inbounds (i8, ptr @ops, i64 48), %10 ], [ getelementptr inbounds (i8, ptr @ops, i64 64), %11 ], [ getelementptr inbounds (i8, ptr @ops, i64 80), %12 ], [ @ops, %2 ], !dbg !240
  %15 = getelementptr inbounds i8, ptr %14, i64 8, !dbg !229
  %16 = load ptr, ptr %15, align 8, !dbg !229, !tbaa !241
    #dbg_value(ptr %16, !127, !DIExpression(), !244)
  %17 = getelementptr inbounds i8, ptr %3, i64 1, !dbg !245
  %18 = load i8, ptr %17, align 1, !dbg !245, !tbaa !195
  %19 = sext i8 %18 to i64, !dbg !245
  %20 = add nsw i64 %19, -48, !dbg !246
    #dbg_value(i64 %20, !128, !DIExpression(), !244)
  %21 = icmp eq i8 %18, 49, !dbg !247
  %22 = select i1 %21, i64 100, i64 %20, !dbg !249
  %23 = select i1 %21, i64 2, i64 0, !dbg !249
  %24 = getelementptr inbounds i8, ptr %3, i64 %23, !dbg !249
    #dbg_value(ptr %24, !122, !DIExpression(), !191)
    #dbg_value(i64 %22, !128, !DIExpression(), !244)
    #dbg_value(i64 %4, !129, !DIExpression(), !244)
  %25 = tail call i64 %16(i64 noundef %4, i64 noundef %22) #9, !dbg !250
    #dbg_value(i64 %25, !121, !DIExpression(), !188)
  %26 = zext nneg i8 %5 to i32, !dbg !251
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %4, i32 noundef %26, i64 noundef %22, i64 noundef %25), !dbg !252
  %28 = getelementptr inbounds i8, ptr %24, i64 2, !dbg !253
    #dbg_value(ptr %28, !122, !DIExpression(), !191)
  br label %2, !dbg !254, !llvm.loop !255

29:                                               ; preds = %2
  unreachable, !dbg !198

30:                                               ; preds = %6, %30
  %31 = phi i64 [ 0, %6 ], [ %48, %30 ]
    #dbg_value(i64 %31, !145, !DIExpression(), !227)
  %32 = getelementptr inbounds [6 x %struct.anon], ptr @ops, i64 0, i64 %31, !dbg !258
  %33 = load i8, ptr %32, align 16, !dbg !260, !tbaa !261
  %34 = sext i8 %33 to i32, !dbg !258
  %35 = icmp eq i8 %33, 42, !dbg !262
  %36 = zext i1 %35 to i64, !dbg !263
  %37 = getelementptr inbounds i8, ptr %32, i64 8, !dbg !264
  %38 = load ptr, ptr %37, align 8, !dbg !264, !tbaa !241
    #dbg_value(ptr undef, !265, !DIExpression(), !278)
    #dbg_value(i32 8, !272, !DIExpression(), !278)
    #dbg_value(i64 %36, !273, !DIExpression(), !278)
    #dbg_value(ptr %38, !274, !DIExpression(), !278)
    #dbg_value(i64 0, !276, !DIExpression(), !280)
    #dbg_value(i64 %36, !275, !DIExpression(), !278)
  %39 = tail call i64 %38(i64 noundef %36, i64 noundef 3) #9, !dbg !281
    #dbg_value(i64 %39, !275, !DIExpression(), !278)
    #dbg_value(i64 1, !276, !DIExpression(), !280)
  %40 = tail call i64 %38(i64 noundef %39, i64 noundef 1) #9, !dbg !281
    #dbg_value(i64 %40, !275, !DIExpression(), !278)
    #dbg_value(i64 2, !276, !DIExpression(), !280)
  %41 = tail call i64 %38(i64 noundef %40, i64 noundef 4) #9, !dbg !281
    #dbg_value(i64 %41, !275, !DIExpression(), !278)
    #dbg_value(i64 3, !276, !DIExpression(), !280)
  %42 = tail call i64 %38(i64 noundef %41, i64 noundef 1) #9, !dbg !281
    #dbg_value(i64 %42, !275, !DIExpression(), !278)
    #dbg_value(i64 4, !276, !DIExpression(), !280)
  %43 = tail call i64 %38(i64 noundef %42, i64 noundef 5) #9, !dbg !281
    #dbg_value(i64 %43, !275, !DIExpression(), !278)
    #dbg_value(i64 5, !276, !DIExpression(), !280)
  %44 = tail call i64 %38(i64 noundef %43, i64 noundef 9) #9, !dbg !281
    #dbg_value(i64 %44, !275, !DIExpression(), !278)
    #dbg_value(i64 6, !276, !DIExpression(), !280)
  %45 = tail call i64 %38(i64 noundef %44, i64 noundef 2) #9, !dbg !281
    #dbg_value(i64 %45, !275, !DIExpression(), !278)
    #dbg_value(i64 7, !276, !DIExpression(), !280)
  %46 = tail call i64 %38(i64 noundef %45, i64 noundef 6) #9, !dbg !281
    #dbg_value(i64 %46, !275, !DIExpression(), !278)
    #dbg_value(i64 8, !276, !DIExpression(), !280)
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %34, i64 noundef %46), !dbg !283
  %48 = add nuw nsw i64 %31, 1, !dbg !284
    #dbg_value(i64 %48, !145, !DIExpression(), !227)
  %49 = icmp eq i64 %48, 6, !dbg !285
  br i1 %49, label %50, label %30, !dbg !228, !llvm.loop !286

50:                                               ; preds = %30
  %51 = getelementptr inbounds i8, ptr %1, i64 36, !dbg !288
  %52 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !288
  %53 = getelementptr inbounds i8, ptr %1, i64 28, !dbg !288
  %54 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !288
  %55 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !288
  %56 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !288
  %57 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !288
  %58 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !288
  %59 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !288
    #dbg_value(i64 0, !150, !DIExpression(), !290)
    #dbg_value(i32 0, !152, !DIExpression(), !291)
    #dbg_value(i64 0, !152, !DIExpression(), !291)
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0, i32 noundef 0, i32 noundef 7), !dbg !292
    #dbg_value(i64 1, !152, !DIExpression(), !291)
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0, i32 noundef 1, i32 noundef 11), !dbg !292
    #dbg_value(i64 2, !152, !DIExpression(), !291)
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0, i32 noundef 2, i32 noundef 26), !dbg !292
    #dbg_value(i64 3, !152, !DIExpression(), !291)
    #dbg_value(i64 1, !150, !DIExpression(), !290)
    #dbg_value(i32 0, !152, !DIExpression(), !291)
    #dbg_value(i64 0, !152, !DIExpression(), !291)
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1, i32 noundef 0, i32 noundef 12), !dbg !292
    #dbg_value(i64 1, !152, !DIExpression(), !291)
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1, i32 noundef 1, i32 noundef 20), !dbg !292
    #dbg_value(i64 2, !152, !DIExpression(), !291)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1, i32 noundef 2, i32 noundef 50), !dbg !292
    #dbg_value(i64 3, !152, !DIExpression(), !291)
    #dbg_value(i64 2, !150, !DIExpression(), !290)
    #dbg_value(i32 0, !152, !DIExpression(), !291)
    #dbg_value(i64 0, !152, !DIExpression(), !291)
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 2, i32 noundef 0, i32 noundef 36), !dbg !292
    #dbg_value(i64 1, !152, !DIExpression(), !291)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 2, i32 noundef 1, i32 noundef 100), !dbg !292
    #dbg_value(i64 2, !152, !DIExpression(), !291)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 2, i32 noundef 2, i32 noundef 625), !dbg !292
    #dbg_value(i64 3, !152, !DIExpression(), !291)
    #dbg_value(i64 3, !150, !DIExpression(), !290)
    #dbg_assign(i1 undef, !155, !DIExpression(), !294, ptr poison, !DIExpression(), !188)
    #dbg_value(double 0.000000e+00, !169, !DIExpression(), !188)
    #dbg_value(i32 0, !170, !DIExpression(), !295)
    #dbg_value(i64 0, !170, !DIExpression(), !295)
    #dbg_value(double 0.000000e+00, !169, !DIExpression(), !188)
    #dbg_value(double 1.200000e+01, !172, !DIExpression(), !296)
    #dbg_value(double 1.200000e+01, !169, !DIExpression(), !188)
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, double noundef 1.200000e+01), !dbg !297
    #dbg_value(i64 1, !170, !DIExpression(), !295)
    #dbg_value(double 6.000000e+00, !172, !DIExpression(), !296)
    #dbg_value(double 1.800000e+01, !169, !DIExpression(), !188)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, double noundef 6.000000e+00), !dbg !297
    #dbg_value(i64 2, !170, !DIExpression(), !295)
    #dbg_value(double 6.250000e+00, !172, !DIExpression(), !296)
    #dbg_value(double 2.425000e+01, !169, !DIExpression(), !188)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.7, double noundef 6.250000e+00), !dbg !297
    #dbg_value(i64 3, !170, !DIExpression(), !295)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef 2.425000e+01), !dbg !298
    #dbg_value(i8 63, !237, !DIExpression(), !299)
    #dbg_value(i64 0, !238, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !301)
    #dbg_value(ptr null, !175, !DIExpression(), !188)
    #dbg_value(i8 43, !237, !DIExpression(), !302)
    #dbg_value(i64 0, !238, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !304)
    #dbg_value(i8 43, !237, !DIExpression(), !305)
    #dbg_value(i64 0, !238, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !307)
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1, i32 noundef 1, i32 noundef 0), !dbg !308
    #dbg_value(ptr @cmp_desc, !176, !DIExpression(), !188)
  call void @qsort(ptr noundef nonnull %1, i64 noundef 10, i64 noundef 4, ptr noundef nonnull @cmp_desc) #9, !dbg !309
    #dbg_value(i32 0, !182, !DIExpression(), !310)
    #dbg_value(i64 0, !182, !DIExpression(), !310)
  %74 = load i32, ptr %1, align 16, !dbg !311, !tbaa !313
  %75 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %74), !dbg !315
    #dbg_value(i64 1, !182, !DIExpression(), !310)
  %76 = load i32, ptr %59, align 4, !dbg !311, !tbaa !313
  %77 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %76), !dbg !315
    #dbg_value(i64 2, !182, !DIExpression(), !310)
  %78 = load i32, ptr %58, align 8, !dbg !311, !tbaa !313
  %79 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %78), !dbg !315
    #dbg_value(i64 3, !182, !DIExpression(), !310)
  %80 = load i32, ptr %57, align 4, !dbg !311, !tbaa !313
  %81 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %80), !dbg !315
    #dbg_value(i64 4, !182, !DIExpression(), !310)
  %82 = load i32, ptr %56, align 16, !dbg !311, !tbaa !313
  %83 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %82), !dbg !315
    #dbg_value(i64 5, !182, !DIExpression(), !310)
  %84 = load i32, ptr %55, align 4, !dbg !311, !tbaa !313
  %85 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %84), !dbg !315
    #dbg_value(i64 6, !182, !DIExpression(), !310)
  %86 = load i32, ptr %54, align 8, !dbg !311, !tbaa !313
  %87 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %86), !dbg !315
    #dbg_value(i64 7, !182, !DIExpression(), !310)
  %88 = load i32, ptr %53, align 4, !dbg !311, !tbaa !313
  %89 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %88), !dbg !315
    #dbg_value(i64 8, !182, !DIExpression(), !310)
  %90 = load i32, ptr %52, align 16, !dbg !311, !tbaa !313
  %91 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %90), !dbg !315
    #dbg_value(i64 9, !182, !DIExpression(), !310)
  %92 = load i32, ptr %51, align 4, !dbg !311, !tbaa !313
  %93 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %92), !dbg !315
    #dbg_value(i64 10, !182, !DIExpression(), !310)
  %94 = call i32 @putchar(i32 10), !dbg !316
    #dbg_value(ptr poison, !184, !DIExpression(), !188)
    #dbg_value(ptr undef, !185, !DIExpression(), !188)
  %95 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 42, i32 noundef 8), !dbg !317
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #9, !dbg !318
  ret i32 0, !dbg !318
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !319 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i64 @op_add(i64 noundef %0, i64 noundef %1) #4 !dbg !324 {
    #dbg_value(i64 %0, !326, !DIExpression(), !328)
    #dbg_value(i64 %1, !327, !DIExpression(), !328)
  %3 = add nsw i64 %1, %0, !dbg !329
  ret i64 %3, !dbg !330
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i64 @op_sub(i64 noundef %0, i64 noundef %1) #4 !dbg !331 {
    #dbg_value(i64 %0, !333, !DIExpression(), !335)
    #dbg_value(i64 %1, !334, !DIExpression(), !335)
  %3 = sub nsw i64 %0, %1, !dbg !336
  ret i64 %3, !dbg !337
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_desc(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #5 !dbg !338 {
    #dbg_value(ptr %0, !340, !DIExpression(), !344)
    #dbg_value(ptr %1, !341, !DIExpression(), !344)
  %3 = load i32, ptr %0, align 4, !dbg !345, !tbaa !313
    #dbg_value(i32 %3, !342, !DIExpression(), !344)
  %4 = load i32, ptr %1, align 4, !dbg !346, !tbaa !313
    #dbg_value(i32 %4, !343, !DIExpression(), !344)
  %5 = icmp slt i32 %3, %4, !dbg !347
  %6 = zext i1 %5 to i32, !dbg !347
  %7 = icmp sgt i32 %3, %4, !dbg !348
  %8 = sext i1 %7 to i32, !dbg !348
  %9 = add nsw i32 %8, %6, !dbg !349
  ret i32 %9, !dbg !350
}

; Function Attrs: nofree
declare !dbg !351 void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i64 @op_mul(i64 noundef %0, i64 noundef %1) #4 !dbg !356 {
    #dbg_value(i64 %0, !358, !DIExpression(), !360)
    #dbg_value(i64 %1, !359, !DIExpression(), !360)
  %3 = mul nsw i64 %1, %0, !dbg !361
  ret i64 %3, !dbg !362
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef i64 @op_div(i64 noundef %0, i64 noundef %1) #4 !dbg !363 {
    #dbg_value(i64 %0, !365, !DIExpression(), !367)
    #dbg_value(i64 %1, !366, !DIExpression(), !367)
  %3 = icmp eq i64 %1, 0, !dbg !368
  br i1 %3, label %6, label %4, !dbg !368

4:                                                ; preds = %2
  %5 = sdiv i64 %0, %1, !dbg !369
  br label %6, !dbg !368

6:                                                ; preds = %2, %4
  %7 = phi i64 [ %5, %4 ], [ 0, %2 ], !dbg !368
  ret i64 %7, !dbg !370
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal range(i64 -9223372036854775807, -9223372036854775808) i64 @op_mod(i64 noundef %0, i64 noundef %1) #4 !dbg !371 {
    #dbg_value(i64 %0, !373, !DIExpression(), !375)
    #dbg_value(i64 %1, !374, !DIExpression(), !375)
  %3 = icmp eq i64 %1, 0, !dbg !376
  br i1 %3, label %6, label %4, !dbg !376

4:                                                ; preds = %2
  %5 = srem i64 %0, %1, !dbg !377
  br label %6, !dbg !376

6:                                                ; preds = %2, %4
  %7 = phi i64 [ %5, %4 ], [ 0, %2 ], !dbg !376
  ret i64 %7, !dbg !378
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef i64 @op_max(i64 noundef %0, i64 noundef %1) #4 !dbg !379 {
    #dbg_value(i64 %0, !381, !DIExpression(), !383)
    #dbg_value(i64 %1, !382, !DIExpression(), !383)
  %3 = tail call i64 @llvm.smax.i64(i64 %0, i64 %1), !dbg !384
  ret i64 %3, !dbg !385
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
!220 = !DILocation(line: 0, scope: !204, inlinedAt: !221)
!221 = distinct !DILocation(line: 99, column: 5, scope: !114)
!222 = !DILocation(line: 0, scope: !216, inlinedAt: !221)
!223 = !DILocation(line: 0, scope: !204, inlinedAt: !224)
!224 = distinct !DILocation(line: 100, column: 5, scope: !114)
!225 = !DILocation(line: 0, scope: !216, inlinedAt: !224)
!226 = !DILocation(line: 101, column: 5, scope: !114)
!227 = !DILocation(line: 0, scope: !146)
!228 = !DILocation(line: 104, column: 5, scope: !146)
!229 = !DILocation(line: 25, column: 27, scope: !230, inlinedAt: !239)
!230 = distinct !DILexicalBlock(scope: !231, file: !2, line: 24, column: 13)
!231 = distinct !DILexicalBlock(scope: !232, file: !2, line: 23, column: 5)
!232 = distinct !DILexicalBlock(scope: !233, file: !2, line: 23, column: 5)
!233 = distinct !DISubprogram(name: "lookup", scope: !2, file: !2, line: 22, type: !234, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !236)
!234 = !DISubroutineType(types: !235)
!235 = !{!27, !4}
!236 = !{!237, !238}
!237 = !DILocalVariable(name: "sym", arg: 1, scope: !233, file: !2, line: 22, type: !4)
!238 = !DILocalVariable(name: "i", scope: !232, file: !2, line: 23, type: !147)
!239 = distinct !DILocation(line: 84, column: 19, scope: !125)
!240 = !DILocation(line: 24, column: 13, scope: !230, inlinedAt: !239)
!241 = !{!242, !243, i64 8}
!242 = !{!"", !196, i64 0, !243, i64 8}
!243 = !{!"any pointer", !196, i64 0}
!244 = !DILocation(line: 0, scope: !125)
!245 = !DILocation(line: 85, column: 20, scope: !125)
!246 = !DILocation(line: 85, column: 25, scope: !125)
!247 = !DILocation(line: 86, column: 18, scope: !248)
!248 = distinct !DILexicalBlock(scope: !125, file: !2, line: 86, column: 13)
!249 = !DILocation(line: 86, column: 13, scope: !125)
!250 = !DILocation(line: 91, column: 15, scope: !125)
!251 = !DILocation(line: 92, column: 46, scope: !125)
!252 = !DILocation(line: 92, column: 9, scope: !125)
!253 = !DILocation(line: 82, column: 38, scope: !126)
!254 = !DILocation(line: 82, column: 5, scope: !126)
!255 = distinct !{!255, !198, !256, !257}
!256 = !DILocation(line: 93, column: 5, scope: !123)
!257 = !{!"llvm.loop.mustprogress"}
!258 = !DILocation(line: 105, column: 35, scope: !259)
!259 = distinct !DILexicalBlock(scope: !146, file: !2, line: 104, column: 5)
!260 = !DILocation(line: 105, column: 42, scope: !259)
!261 = !{!242, !196, i64 0}
!262 = !DILocation(line: 105, column: 70, scope: !259)
!263 = !DILocation(line: 105, column: 59, scope: !259)
!264 = !DILocation(line: 105, column: 93, scope: !259)
!265 = !DILocalVariable(name: "a", arg: 1, scope: !266, file: !2, line: 48, type: !269)
!266 = distinct !DISubprogram(name: "fold", scope: !2, file: !2, line: 48, type: !267, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !271)
!267 = !DISubroutineType(types: !268)
!268 = !{!31, !269, !35, !31, !27}
!269 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !270, size: 64)
!270 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !31)
!271 = !{!265, !272, !273, !274, !275, !276}
!272 = !DILocalVariable(name: "n", arg: 2, scope: !266, file: !2, line: 48, type: !35)
!273 = !DILocalVariable(name: "init", arg: 3, scope: !266, file: !2, line: 48, type: !31)
!274 = !DILocalVariable(name: "f", arg: 4, scope: !266, file: !2, line: 48, type: !27)
!275 = !DILocalVariable(name: "acc", scope: !266, file: !2, line: 49, type: !31)
!276 = !DILocalVariable(name: "i", scope: !277, file: !2, line: 50, type: !35)
!277 = distinct !DILexicalBlock(scope: !266, file: !2, line: 50, column: 5)
!278 = !DILocation(line: 0, scope: !266, inlinedAt: !279)
!279 = distinct !DILocation(line: 105, column: 47, scope: !259)
!280 = !DILocation(line: 0, scope: !277, inlinedAt: !279)
!281 = !DILocation(line: 51, column: 15, scope: !282, inlinedAt: !279)
!282 = distinct !DILexicalBlock(scope: !277, file: !2, line: 50, column: 5)
!283 = !DILocation(line: 105, column: 9, scope: !259)
!284 = !DILocation(line: 104, column: 57, scope: !259)
!285 = !DILocation(line: 104, column: 26, scope: !259)
!286 = distinct !{!286, !228, !287, !257}
!287 = !DILocation(line: 105, column: 96, scope: !146)
!288 = !DILocation(line: 31, column: 11, scope: !289, inlinedAt: !218)
!289 = distinct !DILexicalBlock(scope: !216, file: !2, line: 30, column: 5)
!290 = !DILocation(line: 0, scope: !151)
!291 = !DILocation(line: 0, scope: !153)
!292 = !DILocation(line: 108, column: 13, scope: !293)
!293 = distinct !DILexicalBlock(scope: !153, file: !2, line: 107, column: 9)
!294 = distinct !DIAssignID()
!295 = !DILocation(line: 0, scope: !171)
!296 = !DILocation(line: 0, scope: !173)
!297 = !DILocation(line: 116, column: 9, scope: !173)
!298 = !DILocation(line: 118, column: 5, scope: !114)
!299 = !DILocation(line: 0, scope: !233, inlinedAt: !300)
!300 = distinct !DILocation(line: 120, column: 18, scope: !114)
!301 = !DILocation(line: 0, scope: !232, inlinedAt: !300)
!302 = !DILocation(line: 0, scope: !233, inlinedAt: !303)
!303 = distinct !DILocation(line: 122, column: 12, scope: !114)
!304 = !DILocation(line: 0, scope: !232, inlinedAt: !303)
!305 = !DILocation(line: 0, scope: !233, inlinedAt: !306)
!306 = distinct !DILocation(line: 122, column: 35, scope: !114)
!307 = !DILocation(line: 0, scope: !232, inlinedAt: !306)
!308 = !DILocation(line: 121, column: 5, scope: !114)
!309 = !DILocation(line: 125, column: 5, scope: !114)
!310 = !DILocation(line: 0, scope: !183)
!311 = !DILocation(line: 127, column: 23, scope: !312)
!312 = distinct !DILexicalBlock(scope: !183, file: !2, line: 126, column: 5)
!313 = !{!314, !314, i64 0}
!314 = !{!"int", !196, i64 0}
!315 = !DILocation(line: 127, column: 9, scope: !312)
!316 = !DILocation(line: 128, column: 5, scope: !114)
!317 = !DILocation(line: 132, column: 5, scope: !114)
!318 = !DILocation(line: 134, column: 1, scope: !114)
!319 = !DISubprogram(name: "printf", scope: !320, file: !320, line: 356, type: !321, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!320 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!321 = !DISubroutineType(types: !322)
!322 = !{!35, !323, null}
!323 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !119)
!324 = distinct !DISubprogram(name: "op_add", scope: !2, file: !2, line: 9, type: !29, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !325)
!325 = !{!326, !327}
!326 = !DILocalVariable(name: "a", arg: 1, scope: !324, file: !2, line: 9, type: !31)
!327 = !DILocalVariable(name: "b", arg: 2, scope: !324, file: !2, line: 9, type: !31)
!328 = !DILocation(line: 0, scope: !324)
!329 = !DILocation(line: 9, column: 47, scope: !324)
!330 = !DILocation(line: 9, column: 38, scope: !324)
!331 = distinct !DISubprogram(name: "op_sub", scope: !2, file: !2, line: 10, type: !29, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !332)
!332 = !{!333, !334}
!333 = !DILocalVariable(name: "a", arg: 1, scope: !331, file: !2, line: 10, type: !31)
!334 = !DILocalVariable(name: "b", arg: 2, scope: !331, file: !2, line: 10, type: !31)
!335 = !DILocation(line: 0, scope: !331)
!336 = !DILocation(line: 10, column: 47, scope: !331)
!337 = !DILocation(line: 10, column: 38, scope: !331)
!338 = distinct !DISubprogram(name: "cmp_desc", scope: !2, file: !2, line: 74, type: !178, scopeLine: 74, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !339)
!339 = !{!340, !341, !342, !343}
!340 = !DILocalVariable(name: "x", arg: 1, scope: !338, file: !2, line: 74, type: !180)
!341 = !DILocalVariable(name: "y", arg: 2, scope: !338, file: !2, line: 74, type: !180)
!342 = !DILocalVariable(name: "a", scope: !338, file: !2, line: 75, type: !35)
!343 = !DILocalVariable(name: "b", scope: !338, file: !2, line: 75, type: !35)
!344 = !DILocation(line: 0, scope: !338)
!345 = !DILocation(line: 75, column: 13, scope: !338)
!346 = !DILocation(line: 75, column: 34, scope: !338)
!347 = !DILocation(line: 76, column: 15, scope: !338)
!348 = !DILocation(line: 76, column: 25, scope: !338)
!349 = !DILocation(line: 76, column: 20, scope: !338)
!350 = !DILocation(line: 76, column: 5, scope: !338)
!351 = !DISubprogram(name: "qsort", scope: !352, file: !352, line: 851, type: !353, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!352 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!353 = !DISubroutineType(types: !354)
!354 = !{null, !26, !147, !147, !355}
!355 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !352, line: 829, baseType: !177)
!356 = distinct !DISubprogram(name: "op_mul", scope: !2, file: !2, line: 11, type: !29, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !357)
!357 = !{!358, !359}
!358 = !DILocalVariable(name: "a", arg: 1, scope: !356, file: !2, line: 11, type: !31)
!359 = !DILocalVariable(name: "b", arg: 2, scope: !356, file: !2, line: 11, type: !31)
!360 = !DILocation(line: 0, scope: !356)
!361 = !DILocation(line: 11, column: 47, scope: !356)
!362 = !DILocation(line: 11, column: 38, scope: !356)
!363 = distinct !DISubprogram(name: "op_div", scope: !2, file: !2, line: 12, type: !29, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !364)
!364 = !{!365, !366}
!365 = !DILocalVariable(name: "a", arg: 1, scope: !363, file: !2, line: 12, type: !31)
!366 = !DILocalVariable(name: "b", arg: 2, scope: !363, file: !2, line: 12, type: !31)
!367 = !DILocation(line: 0, scope: !363)
!368 = !DILocation(line: 12, column: 45, scope: !363)
!369 = !DILocation(line: 12, column: 51, scope: !363)
!370 = !DILocation(line: 12, column: 38, scope: !363)
!371 = distinct !DISubprogram(name: "op_mod", scope: !2, file: !2, line: 13, type: !29, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !372)
!372 = !{!373, !374}
!373 = !DILocalVariable(name: "a", arg: 1, scope: !371, file: !2, line: 13, type: !31)
!374 = !DILocalVariable(name: "b", arg: 2, scope: !371, file: !2, line: 13, type: !31)
!375 = !DILocation(line: 0, scope: !371)
!376 = !DILocation(line: 13, column: 45, scope: !371)
!377 = !DILocation(line: 13, column: 51, scope: !371)
!378 = !DILocation(line: 13, column: 38, scope: !371)
!379 = distinct !DISubprogram(name: "op_max", scope: !2, file: !2, line: 14, type: !29, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !380)
!380 = !{!381, !382}
!381 = !DILocalVariable(name: "a", arg: 1, scope: !379, file: !2, line: 14, type: !31)
!382 = !DILocalVariable(name: "b", arg: 2, scope: !379, file: !2, line: 14, type: !31)
!383 = !DILocation(line: 0, scope: !379)
!384 = !DILocation(line: 14, column: 45, scope: !379)
!385 = !DILocation(line: 14, column: 38, scope: !379)
