; ModuleID = 'ptr_arith.c'
source_filename = "ptr_arith.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

%struct.item = type { i32, double, [6 x i8] }

@.str = private unnamed_addr constant [24 x i8] c"find %d -> index %ld%s\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [7 x i8] c" (end)\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c"%d \00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [32 x i8] c"x-y=%ld y-x=%ld x>y=%d y>=x=%d\0A\00", align 1, !dbg !22
@.str.6 = private unnamed_addr constant [45 x i8] c"mid[-3]=%d mid[0]=%d mid[9]=%d *(mid-10)=%d\0A\00", align 1, !dbg !27
@__const.main.items = private unnamed_addr constant [4 x %struct.item] [%struct.item { i32 1, double 1.500000e+00, [6 x i8] c"one\00\00\00" }, %struct.item { i32 2, double 2.500000e+00, [6 x i8] c"two\00\00\00" }, %struct.item { i32 3, double 3.500000e+00, [6 x i8] c"three\00" }, %struct.item { i32 4, double 4.500000e+00, [6 x i8] c"four\00\00" }], align 4
@.str.7 = private unnamed_addr constant [46 x i8] c"item %d: key=%d weight=%.1f label=%s len=%zu\0A\00", align 1, !dbg !32
@.str.8 = private unnamed_addr constant [27 x i8] c"items diff %ld, bytes %ld\0A\00", align 1, !dbg !37
@.str.9 = private unnamed_addr constant [20 x i8] c"v1=%d v2=%d *pv=%d\0A\00", align 1, !dbg !42
@.str.10 = private unnamed_addr constant [10 x i8] c"%d(@%ld) \00", align 1, !dbg !47
@.str.11 = private unnamed_addr constant [19 x i8] c"pointer arithmetic\00", align 1, !dbg !52
@.str.12 = private unnamed_addr constant [6 x i8] c"aeiou\00", align 1, !dbg !57
@.str.13 = private unnamed_addr constant [19 x i8] c"len=%ld vowels=%d\0A\00", align 1, !dbg !62
@.str.14 = private unnamed_addr constant [21 x i8] c"column 2 sum = %.2f\0A\00", align 1, !dbg !64
@.str.15 = private unnamed_addr constant [13 x i8] c"null: %d %d\0A\00", align 1, !dbg !69
@.str.16 = private unnamed_addr constant [25 x i8] c"back index %ld value %d\0A\00", align 1, !dbg !74
@stdout = external local_unnamed_addr global ptr, align 4

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !112 {
  %1 = alloca [20 x i32], align 4, !DIAssignID !188
    #dbg_assign(i1 undef, !116, !DIExpression(), !188, ptr %1, !DIExpression(), !189)
  %2 = alloca [4 x %struct.item], align 4, !DIAssignID !190
    #dbg_assign(i1 undef, !131, !DIExpression(), !190, ptr %2, !DIExpression(), !189)
    #dbg_assign(i1 undef, !148, !DIExpression(), !191, ptr poison, !DIExpression(), !189)
  %3 = alloca [32 x i8], align 1, !DIAssignID !192
    #dbg_assign(i1 undef, !165, !DIExpression(), !192, ptr %3, !DIExpression(), !189)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %1) #5, !dbg !193
    #dbg_value(i32 0, !118, !DIExpression(), !194)
  br label %24, !dbg !195

4:                                                ; preds = %24
    #dbg_value(i32 0, !121, !DIExpression(), !196)
  %5 = getelementptr inbounds i8, ptr %1, i32 4
  %6 = getelementptr inbounds i8, ptr %1, i32 8
  %7 = getelementptr inbounds i8, ptr %1, i32 12
  %8 = getelementptr inbounds i8, ptr %1, i32 16
  %9 = getelementptr inbounds i8, ptr %1, i32 20
  %10 = getelementptr inbounds i8, ptr %1, i32 24
  %11 = getelementptr inbounds i8, ptr %1, i32 28
  %12 = getelementptr inbounds i8, ptr %1, i32 32
  %13 = getelementptr inbounds i8, ptr %1, i32 36
  %14 = getelementptr inbounds i8, ptr %1, i32 40
  %15 = getelementptr inbounds i8, ptr %1, i32 44
  %16 = getelementptr inbounds i8, ptr %1, i32 48
  %17 = getelementptr inbounds i8, ptr %1, i32 52
  %18 = getelementptr inbounds i8, ptr %1, i32 56
  %19 = getelementptr inbounds i8, ptr %1, i32 60
  %20 = getelementptr inbounds i8, ptr %1, i32 64
  %21 = getelementptr inbounds i8, ptr %1, i32 68
  %22 = getelementptr inbounds i8, ptr %1, i32 72
  %23 = getelementptr inbounds i8, ptr %1, i32 76
  br label %39, !dbg !197

24:                                               ; preds = %24, %0
  %25 = phi i32 [ 0, %0 ], [ %37, %24 ]
    #dbg_value(i32 %25, !118, !DIExpression(), !194)
  %26 = mul nuw nsw i32 %25, %25, !dbg !198
  %27 = trunc nuw i32 %26 to i16, !dbg !200
  %28 = urem i16 %27, 13, !dbg !200
  %29 = zext nneg i16 %28 to i32, !dbg !200
  %30 = getelementptr inbounds [20 x i32], ptr %1, i32 0, i32 %25, !dbg !201
  store i32 %29, ptr %30, align 4, !dbg !202, !tbaa !203
  %31 = or disjoint i32 %25, 1, !dbg !207
    #dbg_value(i32 %31, !118, !DIExpression(), !194)
  %32 = mul nuw nsw i32 %31, %31, !dbg !198
  %33 = trunc nuw i32 %32 to i16, !dbg !200
  %34 = urem i16 %33, 13, !dbg !200
  %35 = zext nneg i16 %34 to i32, !dbg !200
  %36 = getelementptr inbounds [20 x i32], ptr %1, i32 0, i32 %31, !dbg !201
  store i32 %35, ptr %36, align 4, !dbg !202, !tbaa !203
  %37 = add nuw nsw i32 %25, 2, !dbg !207
    #dbg_value(i32 %37, !118, !DIExpression(), !194)
  %38 = icmp eq i32 %37, 20, !dbg !208
  br i1 %38, label %4, label %24, !dbg !195, !llvm.loop !209

39:                                               ; preds = %4, %190
  %40 = phi i32 [ 0, %4 ], [ %194, %190 ]
    #dbg_value(i32 %40, !121, !DIExpression(), !196)
    #dbg_value(ptr %1, !212, !DIExpression(), !221)
  %41 = load i32, ptr %1, align 4, !dbg !223, !tbaa !203
  %42 = icmp eq i32 %41, %40, !dbg !226
  br i1 %42, label %190, label %131, !dbg !227

43:                                               ; preds = %190
  %44 = getelementptr inbounds i8, ptr %1, i32 8, !dbg !228
  %45 = getelementptr inbounds i8, ptr %1, i32 48, !dbg !229
    #dbg_value(ptr %44, !230, !DIExpression(), !238)
    #dbg_value(ptr %45, !235, !DIExpression(), !238)
    #dbg_value(ptr %44, !230, !DIExpression(), !238)
    #dbg_value(ptr %45, !235, !DIExpression(), !238)
  %46 = load i32, ptr %44, align 4, !dbg !240, !tbaa !203
    #dbg_value(i32 %46, !236, !DIExpression(), !241)
  %47 = getelementptr inbounds i8, ptr %1, i32 44, !dbg !242
    #dbg_value(ptr %47, !235, !DIExpression(), !238)
  %48 = load i32, ptr %47, align 4, !dbg !243, !tbaa !203
  %49 = getelementptr inbounds i8, ptr %1, i32 12, !dbg !244
    #dbg_value(ptr %49, !230, !DIExpression(), !238)
  store i32 %48, ptr %44, align 4, !dbg !245, !tbaa !203
  store i32 %46, ptr %47, align 4, !dbg !246, !tbaa !203
  %50 = load i32, ptr %49, align 4, !dbg !240, !tbaa !203
    #dbg_value(i32 %50, !236, !DIExpression(), !241)
  %51 = getelementptr inbounds i8, ptr %1, i32 40, !dbg !242
    #dbg_value(ptr %51, !235, !DIExpression(), !238)
  %52 = load i32, ptr %51, align 4, !dbg !243, !tbaa !203
  %53 = getelementptr inbounds i8, ptr %1, i32 16, !dbg !244
    #dbg_value(ptr %53, !230, !DIExpression(), !238)
  store i32 %52, ptr %49, align 4, !dbg !245, !tbaa !203
  store i32 %50, ptr %51, align 4, !dbg !246, !tbaa !203
  %54 = load i32, ptr %53, align 4, !dbg !240, !tbaa !203
    #dbg_value(i32 %54, !236, !DIExpression(), !241)
  %55 = getelementptr inbounds i8, ptr %1, i32 36, !dbg !242
    #dbg_value(ptr %55, !235, !DIExpression(), !238)
  %56 = load i32, ptr %55, align 4, !dbg !243, !tbaa !203
  %57 = getelementptr inbounds i8, ptr %1, i32 20, !dbg !244
    #dbg_value(ptr %57, !230, !DIExpression(), !238)
  store i32 %56, ptr %53, align 4, !dbg !245, !tbaa !203
  store i32 %54, ptr %55, align 4, !dbg !246, !tbaa !203
  %58 = load i32, ptr %57, align 4, !dbg !240, !tbaa !203
    #dbg_value(i32 %58, !236, !DIExpression(), !241)
  %59 = getelementptr inbounds i8, ptr %1, i32 32, !dbg !242
    #dbg_value(ptr %59, !235, !DIExpression(), !238)
  %60 = load i32, ptr %59, align 4, !dbg !243, !tbaa !203
  %61 = getelementptr inbounds i8, ptr %1, i32 24, !dbg !244
    #dbg_value(ptr %61, !230, !DIExpression(), !238)
  store i32 %60, ptr %57, align 4, !dbg !245, !tbaa !203
  store i32 %58, ptr %59, align 4, !dbg !246, !tbaa !203
  %62 = load i32, ptr %61, align 4, !dbg !240, !tbaa !203
    #dbg_value(i32 %62, !236, !DIExpression(), !241)
  %63 = getelementptr inbounds i8, ptr %1, i32 28, !dbg !242
    #dbg_value(ptr %63, !235, !DIExpression(), !238)
  %64 = load i32, ptr %63, align 4, !dbg !243, !tbaa !203
    #dbg_value(ptr %61, !230, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !238)
  store i32 %64, ptr %61, align 4, !dbg !245, !tbaa !203
  store i32 %62, ptr %63, align 4, !dbg !246, !tbaa !203
    #dbg_value(ptr %1, !126, !DIExpression(), !247)
  %65 = load i32, ptr %1, align 4, !dbg !248, !tbaa !203
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %65), !dbg !250
    #dbg_value(!DIArgList(ptr %1, i32 4), !126, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !247)
  %67 = getelementptr inbounds i8, ptr %1, i32 4, !dbg !251
    #dbg_value(ptr %67, !126, !DIExpression(), !247)
  %68 = load i32, ptr %67, align 4, !dbg !248, !tbaa !203
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %68), !dbg !250
    #dbg_value(!DIArgList(ptr %1, i32 8), !126, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !247)
    #dbg_value(ptr %44, !126, !DIExpression(), !247)
  %70 = load i32, ptr %44, align 4, !dbg !248, !tbaa !203
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %70), !dbg !250
    #dbg_value(!DIArgList(ptr %1, i32 12), !126, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !247)
  %72 = getelementptr inbounds i8, ptr %1, i32 12, !dbg !251
    #dbg_value(ptr %72, !126, !DIExpression(), !247)
  %73 = load i32, ptr %72, align 4, !dbg !248, !tbaa !203
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %73), !dbg !250
    #dbg_value(!DIArgList(ptr %1, i32 16), !126, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !247)
  %75 = getelementptr inbounds i8, ptr %1, i32 16, !dbg !251
    #dbg_value(ptr %75, !126, !DIExpression(), !247)
  %76 = load i32, ptr %75, align 4, !dbg !248, !tbaa !203
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %76), !dbg !250
    #dbg_value(!DIArgList(ptr %1, i32 20), !126, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !247)
  %78 = getelementptr inbounds i8, ptr %1, i32 20, !dbg !251
    #dbg_value(ptr %78, !126, !DIExpression(), !247)
  %79 = load i32, ptr %78, align 4, !dbg !248, !tbaa !203
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %79), !dbg !250
    #dbg_value(!DIArgList(ptr %1, i32 24), !126, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !247)
  %81 = getelementptr inbounds i8, ptr %1, i32 24, !dbg !251
    #dbg_value(ptr %81, !126, !DIExpression(), !247)
  %82 = load i32, ptr %81, align 4, !dbg !248, !tbaa !203
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %82), !dbg !250
    #dbg_value(!DIArgList(ptr %1, i32 28), !126, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !247)
  %84 = getelementptr inbounds i8, ptr %1, i32 28, !dbg !251
    #dbg_value(ptr %84, !126, !DIExpression(), !247)
  %85 = load i32, ptr %84, align 4, !dbg !248, !tbaa !203
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %85), !dbg !250
    #dbg_value(!DIArgList(ptr %1, i32 32), !126, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !247)
  %87 = getelementptr inbounds i8, ptr %1, i32 32, !dbg !251
    #dbg_value(ptr %87, !126, !DIExpression(), !247)
  %88 = load i32, ptr %87, align 4, !dbg !248, !tbaa !203
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %88), !dbg !250
    #dbg_value(!DIArgList(ptr %1, i32 36), !126, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !247)
  %90 = getelementptr inbounds i8, ptr %1, i32 36, !dbg !251
    #dbg_value(ptr %90, !126, !DIExpression(), !247)
  %91 = load i32, ptr %90, align 4, !dbg !248, !tbaa !203
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %91), !dbg !250
    #dbg_value(!DIArgList(ptr %1, i32 40), !126, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !247)
  %93 = getelementptr inbounds i8, ptr %1, i32 40, !dbg !251
    #dbg_value(ptr %93, !126, !DIExpression(), !247)
  %94 = load i32, ptr %93, align 4, !dbg !248, !tbaa !203
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %94), !dbg !250
    #dbg_value(!DIArgList(ptr %1, i32 44), !126, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !247)
  %96 = getelementptr inbounds i8, ptr %1, i32 44, !dbg !251
    #dbg_value(ptr %96, !126, !DIExpression(), !247)
  %97 = load i32, ptr %96, align 4, !dbg !248, !tbaa !203
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %97), !dbg !250
    #dbg_value(!DIArgList(ptr %1, i32 48), !126, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !247)
    #dbg_value(ptr %45, !126, !DIExpression(), !247)
  %99 = load i32, ptr %45, align 4, !dbg !248, !tbaa !203
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %99), !dbg !250
    #dbg_value(!DIArgList(ptr %1, i32 52), !126, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !247)
  %101 = getelementptr inbounds i8, ptr %1, i32 52, !dbg !251
    #dbg_value(ptr %101, !126, !DIExpression(), !247)
  %102 = load i32, ptr %101, align 4, !dbg !248, !tbaa !203
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %102), !dbg !250
    #dbg_value(!DIArgList(ptr %1, i32 56), !126, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !247)
  %104 = getelementptr inbounds i8, ptr %1, i32 56, !dbg !251
    #dbg_value(ptr %104, !126, !DIExpression(), !247)
  %105 = load i32, ptr %104, align 4, !dbg !248, !tbaa !203
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %105), !dbg !250
    #dbg_value(!DIArgList(ptr %1, i32 60), !126, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !247)
  %107 = getelementptr inbounds i8, ptr %1, i32 60, !dbg !251
    #dbg_value(ptr %107, !126, !DIExpression(), !247)
  %108 = load i32, ptr %107, align 4, !dbg !248, !tbaa !203
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %108), !dbg !250
    #dbg_value(!DIArgList(ptr %1, i32 64), !126, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !247)
  %110 = getelementptr inbounds i8, ptr %1, i32 64, !dbg !251
    #dbg_value(ptr %110, !126, !DIExpression(), !247)
  %111 = load i32, ptr %110, align 4, !dbg !248, !tbaa !203
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %111), !dbg !250
    #dbg_value(!DIArgList(ptr %1, i32 68), !126, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !247)
  %113 = getelementptr inbounds i8, ptr %1, i32 68, !dbg !251
    #dbg_value(ptr %113, !126, !DIExpression(), !247)
  %114 = load i32, ptr %113, align 4, !dbg !248, !tbaa !203
  %115 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %114), !dbg !250
    #dbg_value(!DIArgList(ptr %1, i32 72), !126, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !247)
  %116 = getelementptr inbounds i8, ptr %1, i32 72, !dbg !251
    #dbg_value(ptr %116, !126, !DIExpression(), !247)
  %117 = load i32, ptr %116, align 4, !dbg !248, !tbaa !203
  %118 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %117), !dbg !250
    #dbg_value(!DIArgList(ptr %1, i32 76), !126, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !247)
  %119 = getelementptr inbounds i8, ptr %1, i32 76, !dbg !251
    #dbg_value(ptr %119, !126, !DIExpression(), !247)
  %120 = load i32, ptr %119, align 4, !dbg !248, !tbaa !203
  %121 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %120), !dbg !250
    #dbg_value(!DIArgList(ptr %1, i32 80), !126, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !247)
    #dbg_value(i32 10, !252, !DIExpression(), !258)
  %122 = load ptr, ptr @stdout, align 4, !dbg !260, !tbaa !261
  %123 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %122), !dbg !263
    #dbg_value(ptr %1, !128, !DIExpression(DW_OP_plus_uconst, 60, DW_OP_stack_value), !189)
    #dbg_value(ptr %1, !129, !DIExpression(DW_OP_plus_uconst, 12, DW_OP_stack_value), !189)
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 12, i32 noundef -12, i32 noundef 1, i32 noundef 0), !dbg !264
    #dbg_value(ptr %93, !130, !DIExpression(), !189)
  %125 = load i32, ptr %84, align 4, !dbg !265, !tbaa !203
  %126 = load i32, ptr %93, align 4, !dbg !266, !tbaa !203
  %127 = load i32, ptr %119, align 4, !dbg !267, !tbaa !203
  %128 = load i32, ptr %1, align 4, !dbg !268, !tbaa !203
  %129 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %125, i32 noundef %126, i32 noundef %127, i32 noundef %128), !dbg !269
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %2) #5, !dbg !270
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 4 dereferenceable(80) %2, ptr noundef nonnull align 4 dereferenceable(80) @__const.main.items, i32 80, i1 false), !dbg !271, !DIAssignID !272
    #dbg_assign(i1 undef, !131, !DIExpression(), !272, ptr %2, !DIExpression(), !189)
    #dbg_value(ptr %2, !133, !DIExpression(), !189)
    #dbg_value(i32 0, !134, !DIExpression(), !273)
    #dbg_value(i32 0, !134, !DIExpression(), !273)
    #dbg_value(ptr %2, !136, !DIExpression(), !274)
    #dbg_value(ptr %2, !139, !DIExpression(), !274)
    #dbg_value(ptr %2, !140, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !274)
  %130 = getelementptr inbounds i8, ptr %2, i32 12, !dbg !275
    #dbg_value(ptr %130, !141, !DIExpression(), !274)
    #dbg_value(ptr %130, !276, !DIExpression(), !284)
    #dbg_value(ptr %130, !283, !DIExpression(), !284)
  br label %196, !dbg !286

131:                                              ; preds = %39
    #dbg_value(ptr %5, !212, !DIExpression(), !221)
  %132 = load i32, ptr %5, align 4, !dbg !223, !tbaa !203
  %133 = icmp eq i32 %132, %40, !dbg !226
  br i1 %133, label %190, label %134, !dbg !227

134:                                              ; preds = %131
    #dbg_value(ptr %6, !212, !DIExpression(), !221)
  %135 = load i32, ptr %6, align 4, !dbg !223, !tbaa !203
  %136 = icmp eq i32 %135, %40, !dbg !226
  br i1 %136, label %190, label %137, !dbg !227

137:                                              ; preds = %134
    #dbg_value(ptr %7, !212, !DIExpression(), !221)
  %138 = load i32, ptr %7, align 4, !dbg !223, !tbaa !203
  %139 = icmp eq i32 %138, %40, !dbg !226
  br i1 %139, label %190, label %140, !dbg !227

140:                                              ; preds = %137
    #dbg_value(ptr %8, !212, !DIExpression(), !221)
  %141 = load i32, ptr %8, align 4, !dbg !223, !tbaa !203
  %142 = icmp eq i32 %141, %40, !dbg !226
  br i1 %142, label %190, label %143, !dbg !227

143:                                              ; preds = %140
    #dbg_value(ptr %9, !212, !DIExpression(), !221)
  %144 = load i32, ptr %9, align 4, !dbg !223, !tbaa !203
  %145 = icmp eq i32 %144, %40, !dbg !226
  br i1 %145, label %190, label %146, !dbg !227

146:                                              ; preds = %143
    #dbg_value(ptr %10, !212, !DIExpression(), !221)
  %147 = load i32, ptr %10, align 4, !dbg !223, !tbaa !203
  %148 = icmp eq i32 %147, %40, !dbg !226
  br i1 %148, label %190, label %149, !dbg !227

149:                                              ; preds = %146
    #dbg_value(ptr %11, !212, !DIExpression(), !221)
  %150 = load i32, ptr %11, align 4, !dbg !223, !tbaa !203
  %151 = icmp eq i32 %150, %40, !dbg !226
  br i1 %151, label %190, label %152, !dbg !227

152:                                              ; preds = %149
    #dbg_value(ptr %12, !212, !DIExpression(), !221)
  %153 = load i32, ptr %12, align 4, !dbg !223, !tbaa !203
  %154 = icmp eq i32 %153, %40, !dbg !226
  br i1 %154, label %190, label %155, !dbg !227

155:                                              ; preds = %152
    #dbg_value(ptr %13, !212, !DIExpression(), !221)
  %156 = load i32, ptr %13, align 4, !dbg !223, !tbaa !203
  %157 = icmp eq i32 %156, %40, !dbg !226
  br i1 %157, label %190, label %158, !dbg !227

158:                                              ; preds = %155
    #dbg_value(ptr %14, !212, !DIExpression(), !221)
  %159 = load i32, ptr %14, align 4, !dbg !223, !tbaa !203
  %160 = icmp eq i32 %159, %40, !dbg !226
  br i1 %160, label %190, label %161, !dbg !227

161:                                              ; preds = %158
    #dbg_value(ptr %15, !212, !DIExpression(), !221)
  %162 = load i32, ptr %15, align 4, !dbg !223, !tbaa !203
  %163 = icmp eq i32 %162, %40, !dbg !226
  br i1 %163, label %190, label %164, !dbg !227

164:                                              ; preds = %161
    #dbg_value(ptr %16, !212, !DIExpression(), !221)
  %165 = load i32, ptr %16, align 4, !dbg !223, !tbaa !203
  %166 = icmp eq i32 %165, %40, !dbg !226
  br i1 %166, label %190, label %167, !dbg !227

167:                                              ; preds = %164
    #dbg_value(ptr %17, !212, !DIExpression(), !221)
  %168 = load i32, ptr %17, align 4, !dbg !223, !tbaa !203
  %169 = icmp eq i32 %168, %40, !dbg !226
  br i1 %169, label %190, label %170, !dbg !227

170:                                              ; preds = %167
    #dbg_value(ptr %18, !212, !DIExpression(), !221)
  %171 = load i32, ptr %18, align 4, !dbg !223, !tbaa !203
  %172 = icmp eq i32 %171, %40, !dbg !226
  br i1 %172, label %190, label %173, !dbg !227

173:                                              ; preds = %170
    #dbg_value(ptr %19, !212, !DIExpression(), !221)
  %174 = load i32, ptr %19, align 4, !dbg !223, !tbaa !203
  %175 = icmp eq i32 %174, %40, !dbg !226
  br i1 %175, label %190, label %176, !dbg !227

176:                                              ; preds = %173
    #dbg_value(ptr %20, !212, !DIExpression(), !221)
  %177 = load i32, ptr %20, align 4, !dbg !223, !tbaa !203
  %178 = icmp eq i32 %177, %40, !dbg !226
  br i1 %178, label %190, label %179, !dbg !227

179:                                              ; preds = %176
    #dbg_value(ptr %21, !212, !DIExpression(), !221)
  %180 = load i32, ptr %21, align 4, !dbg !223, !tbaa !203
  %181 = icmp eq i32 %180, %40, !dbg !226
  br i1 %181, label %190, label %182, !dbg !227

182:                                              ; preds = %179
    #dbg_value(ptr %22, !212, !DIExpression(), !221)
  %183 = load i32, ptr %22, align 4, !dbg !223, !tbaa !203
  %184 = icmp eq i32 %183, %40, !dbg !226
  br i1 %184, label %190, label %185, !dbg !227

185:                                              ; preds = %182
    #dbg_value(ptr %23, !212, !DIExpression(), !221)
  %186 = load i32, ptr %23, align 4, !dbg !223, !tbaa !203
  %187 = icmp eq i32 %186, %40, !dbg !226
  %188 = select i1 %187, ptr @.str.2, ptr @.str.1, !dbg !227
  %189 = select i1 %187, i32 19, i32 20, !dbg !227
  br label %190, !dbg !227

190:                                              ; preds = %185, %182, %179, %176, %173, %170, %167, %164, %161, %158, %155, %152, %149, %146, %143, %140, %137, %134, %131, %39
  %191 = phi ptr [ @.str.2, %39 ], [ @.str.2, %131 ], [ @.str.2, %134 ], [ @.str.2, %137 ], [ @.str.2, %140 ], [ @.str.2, %143 ], [ @.str.2, %146 ], [ @.str.2, %149 ], [ @.str.2, %152 ], [ @.str.2, %155 ], [ @.str.2, %158 ], [ @.str.2, %161 ], [ @.str.2, %164 ], [ @.str.2, %167 ], [ @.str.2, %170 ], [ @.str.2, %173 ], [ @.str.2, %176 ], [ @.str.2, %179 ], [ @.str.2, %182 ], [ %188, %185 ]
  %192 = phi i32 [ 0, %39 ], [ 1, %131 ], [ 2, %134 ], [ 3, %137 ], [ 4, %140 ], [ 5, %143 ], [ 6, %146 ], [ 7, %149 ], [ 8, %152 ], [ 9, %155 ], [ 10, %158 ], [ 11, %161 ], [ 12, %164 ], [ 13, %167 ], [ 14, %170 ], [ 15, %173 ], [ 16, %176 ], [ 17, %179 ], [ 18, %182 ], [ %189, %185 ]
    #dbg_value(!DIArgList(ptr %1, i32 %192), !123, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !287)
  %193 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %40, i32 noundef %192, ptr noundef nonnull %191), !dbg !288
  %194 = add nuw nsw i32 %40, 3, !dbg !289
    #dbg_value(i32 %194, !121, !DIExpression(), !196)
  %195 = icmp ult i32 %40, 11, !dbg !290
  br i1 %195, label %39, label %43, !dbg !197, !llvm.loop !291

196:                                              ; preds = %196, %43
  %197 = phi ptr [ %130, %43 ], [ %200, %196 ], !dbg !284
    #dbg_value(ptr %197, !283, !DIExpression(), !284)
  %198 = load i8, ptr %197, align 1, !dbg !293, !tbaa !294
  %199 = icmp eq i8 %198, 0, !dbg !286
  %200 = getelementptr inbounds i8, ptr %197, i32 1, !dbg !295
    #dbg_value(ptr %200, !283, !DIExpression(), !284)
  br i1 %199, label %201, label %196, !dbg !286, !llvm.loop !296

201:                                              ; preds = %196
  %202 = ptrtoint ptr %197 to i32, !dbg !297
  %203 = ptrtoint ptr %130 to i32, !dbg !297
  %204 = sub i32 %202, %203, !dbg !297
  %205 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0, i32 noundef 1, double noundef 1.500000e+00, ptr noundef nonnull %130, i32 noundef %204), !dbg !298
    #dbg_value(i32 1, !134, !DIExpression(), !273)
  %206 = getelementptr inbounds i8, ptr %2, i32 20, !dbg !299
    #dbg_value(ptr %206, !136, !DIExpression(), !274)
    #dbg_value(ptr %206, !139, !DIExpression(), !274)
  %207 = getelementptr inbounds i8, ptr %2, i32 24, !dbg !300
    #dbg_value(ptr %207, !140, !DIExpression(), !274)
  %208 = getelementptr inbounds i8, ptr %2, i32 32, !dbg !275
    #dbg_value(ptr %208, !141, !DIExpression(), !274)
  %209 = load i32, ptr %206, align 4, !dbg !301, !tbaa !203
  %210 = load double, ptr %207, align 4, !dbg !302, !tbaa !303
    #dbg_value(ptr %208, !276, !DIExpression(), !284)
    #dbg_value(ptr %208, !283, !DIExpression(), !284)
  br label %211, !dbg !286

211:                                              ; preds = %211, %201
  %212 = phi ptr [ %208, %201 ], [ %215, %211 ], !dbg !284
    #dbg_value(ptr %212, !283, !DIExpression(), !284)
  %213 = load i8, ptr %212, align 1, !dbg !293, !tbaa !294
  %214 = icmp eq i8 %213, 0, !dbg !286
  %215 = getelementptr inbounds i8, ptr %212, i32 1, !dbg !295
    #dbg_value(ptr %215, !283, !DIExpression(), !284)
  br i1 %214, label %216, label %211, !dbg !286, !llvm.loop !296

216:                                              ; preds = %211
  %217 = ptrtoint ptr %212 to i32, !dbg !297
  %218 = ptrtoint ptr %208 to i32, !dbg !297
  %219 = sub i32 %217, %218, !dbg !297
  %220 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1, i32 noundef %209, double noundef %210, ptr noundef nonnull %208, i32 noundef %219), !dbg !298
    #dbg_value(i32 2, !134, !DIExpression(), !273)
  %221 = getelementptr inbounds i8, ptr %2, i32 40, !dbg !299
    #dbg_value(ptr %221, !136, !DIExpression(), !274)
    #dbg_value(ptr %221, !139, !DIExpression(), !274)
  %222 = getelementptr inbounds i8, ptr %2, i32 44, !dbg !300
    #dbg_value(ptr %222, !140, !DIExpression(), !274)
  %223 = getelementptr inbounds i8, ptr %2, i32 52, !dbg !275
    #dbg_value(ptr %223, !141, !DIExpression(), !274)
  %224 = load i32, ptr %221, align 4, !dbg !301, !tbaa !203
  %225 = load double, ptr %222, align 4, !dbg !302, !tbaa !303
    #dbg_value(ptr %223, !276, !DIExpression(), !284)
    #dbg_value(ptr %223, !283, !DIExpression(), !284)
  br label %226, !dbg !286

226:                                              ; preds = %226, %216
  %227 = phi ptr [ %223, %216 ], [ %230, %226 ], !dbg !284
    #dbg_value(ptr %227, !283, !DIExpression(), !284)
  %228 = load i8, ptr %227, align 1, !dbg !293, !tbaa !294
  %229 = icmp eq i8 %228, 0, !dbg !286
  %230 = getelementptr inbounds i8, ptr %227, i32 1, !dbg !295
    #dbg_value(ptr %230, !283, !DIExpression(), !284)
  br i1 %229, label %231, label %226, !dbg !286, !llvm.loop !296

231:                                              ; preds = %226
  %232 = ptrtoint ptr %227 to i32, !dbg !297
  %233 = ptrtoint ptr %223 to i32, !dbg !297
  %234 = sub i32 %232, %233, !dbg !297
  %235 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 2, i32 noundef %224, double noundef %225, ptr noundef nonnull %223, i32 noundef %234), !dbg !298
    #dbg_value(i32 3, !134, !DIExpression(), !273)
  %236 = getelementptr inbounds i8, ptr %2, i32 60, !dbg !299
    #dbg_value(ptr %236, !136, !DIExpression(), !274)
    #dbg_value(ptr %236, !139, !DIExpression(), !274)
  %237 = getelementptr inbounds i8, ptr %2, i32 64, !dbg !300
    #dbg_value(ptr %237, !140, !DIExpression(), !274)
  %238 = getelementptr inbounds i8, ptr %2, i32 72, !dbg !275
    #dbg_value(ptr %238, !141, !DIExpression(), !274)
  %239 = load i32, ptr %236, align 4, !dbg !301, !tbaa !203
  %240 = load double, ptr %237, align 4, !dbg !302, !tbaa !303
    #dbg_value(ptr %238, !276, !DIExpression(), !284)
    #dbg_value(ptr %238, !283, !DIExpression(), !284)
  br label %241, !dbg !286

241:                                              ; preds = %241, %231
  %242 = phi ptr [ %238, %231 ], [ %245, %241 ], !dbg !284
    #dbg_value(ptr %242, !283, !DIExpression(), !284)
  %243 = load i8, ptr %242, align 1, !dbg !293, !tbaa !294
  %244 = icmp eq i8 %243, 0, !dbg !286
  %245 = getelementptr inbounds i8, ptr %242, i32 1, !dbg !295
    #dbg_value(ptr %245, !283, !DIExpression(), !284)
  br i1 %244, label %246, label %241, !dbg !286, !llvm.loop !296

246:                                              ; preds = %241
  %247 = ptrtoint ptr %242 to i32, !dbg !297
  %248 = ptrtoint ptr %238 to i32, !dbg !297
  %249 = sub i32 %247, %248, !dbg !297
  %250 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 3, i32 noundef %239, double noundef %240, ptr noundef nonnull %238, i32 noundef %249), !dbg !298
    #dbg_value(i32 4, !134, !DIExpression(), !273)
    #dbg_value(ptr %2, !142, !DIExpression(DW_OP_plus_uconst, 60, DW_OP_stack_value), !189)
  %251 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 3, i32 noundef 60), !dbg !305
    #dbg_value(ptr undef, !145, !DIExpression(), !189)
    #dbg_value(ptr undef, !146, !DIExpression(), !189)
    #dbg_value(i32 15, !143, !DIExpression(), !189)
    #dbg_value(i32 60, !144, !DIExpression(), !189)
  %252 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 15, i32 noundef 60, i32 noundef 60), !dbg !306
    #dbg_assign(i1 undef, !148, !DIExpression(), !307, ptr poison, !DIExpression(), !189)
    #dbg_value(ptr poison, !150, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !189)
    #dbg_value(ptr poison, !150, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !189)
    #dbg_value(ptr poison, !150, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !189)
    #dbg_value(ptr poison, !150, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !189)
    #dbg_value(ptr poison, !150, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !189)
    #dbg_value(ptr poison, !150, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !189)
    #dbg_value(i32 0, !163, !DIExpression(), !308)
  %253 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef -1, i32 noundef 1), !dbg !309
    #dbg_value(i32 1, !163, !DIExpression(), !308)
  %254 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0, i32 noundef 5), !dbg !309
    #dbg_value(i32 2, !163, !DIExpression(), !308)
  %255 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 8, i32 noundef 3), !dbg !309
    #dbg_value(i32 3, !163, !DIExpression(), !308)
  %256 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 17, i32 noundef 2), !dbg !309
    #dbg_value(i32 4, !163, !DIExpression(), !308)
  %257 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 42, i32 noundef 0), !dbg !309
    #dbg_value(i32 5, !163, !DIExpression(), !308)
  %258 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 99, i32 noundef 4), !dbg !309
    #dbg_value(i32 6, !163, !DIExpression(), !308)
    #dbg_value(i32 10, !252, !DIExpression(), !311)
  %259 = load ptr, ptr @stdout, align 4, !dbg !313, !tbaa !261
  %260 = call noundef i32 @putc(i32 noundef 10, ptr noundef %259), !dbg !314
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #5, !dbg !315
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 1 dereferenceable(19) %3, ptr noundef nonnull align 1 dereferenceable(19) @.str.11, i32 19, i1 false) #5, !dbg !316
    #dbg_value(ptr %3, !276, !DIExpression(), !317)
    #dbg_value(ptr %3, !283, !DIExpression(), !317)
  br label %261, !dbg !319

261:                                              ; preds = %261, %246
  %262 = phi ptr [ %3, %246 ], [ %265, %261 ], !dbg !317
    #dbg_value(ptr %262, !283, !DIExpression(), !317)
  %263 = load i8, ptr %262, align 1, !dbg !320, !tbaa !294
  %264 = icmp eq i8 %263, 0, !dbg !319
  %265 = getelementptr inbounds i8, ptr %262, i32 1, !dbg !321
    #dbg_value(ptr %265, !283, !DIExpression(), !317)
  br i1 %264, label %266, label %261, !dbg !319, !llvm.loop !322

266:                                              ; preds = %261
  %267 = ptrtoint ptr %262 to i32, !dbg !323
  %268 = ptrtoint ptr %3 to i32, !dbg !323
  %269 = sub i32 %267, %268, !dbg !323
  %270 = getelementptr inbounds i8, ptr %3, i32 %269, !dbg !324
    #dbg_value(ptr %270, !166, !DIExpression(), !189)
    #dbg_value(i32 0, !167, !DIExpression(), !189)
    #dbg_value(ptr %3, !168, !DIExpression(), !325)
  %271 = icmp ult ptr %3, %262, !dbg !326
  br i1 %271, label %276, label %272, !dbg !328

272:                                              ; preds = %266
  %273 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %269, i32 noundef 0), !dbg !329
    #dbg_value(ptr %270, !170, !DIExpression(), !330)
  br label %287, !dbg !331

274:                                              ; preds = %276
  %275 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %269, i32 noundef %284), !dbg !329
    #dbg_value(ptr %270, !170, !DIExpression(), !330)
  br i1 %271, label %294, label %287, !dbg !331

276:                                              ; preds = %266, %276
  %277 = phi ptr [ %285, %276 ], [ %3, %266 ]
  %278 = phi i32 [ %284, %276 ], [ 0, %266 ]
    #dbg_value(ptr %277, !168, !DIExpression(), !325)
    #dbg_value(i32 %278, !167, !DIExpression(), !189)
  %279 = load i8, ptr %277, align 1, !dbg !332, !tbaa !294
  %280 = sext i8 %279 to i32, !dbg !332
  %281 = call ptr @memchr(ptr noundef nonnull dereferenceable(1) @.str.12, i32 %280, i32 6), !dbg !333
  %282 = icmp ne ptr %281, null, !dbg !334
  %283 = zext i1 %282 to i32, !dbg !334
  %284 = add nuw nsw i32 %278, %283, !dbg !335
    #dbg_value(i32 %284, !167, !DIExpression(), !189)
  %285 = getelementptr inbounds i8, ptr %277, i32 1, !dbg !336
    #dbg_value(ptr %285, !168, !DIExpression(), !325)
  %286 = icmp eq ptr %285, %262, !dbg !326
  br i1 %286, label %274, label %276, !dbg !328, !llvm.loop !337

287:                                              ; preds = %294, %272, %274
    #dbg_value(i32 10, !252, !DIExpression(), !339)
  %288 = load ptr, ptr @stdout, align 4, !dbg !341, !tbaa !261
  %289 = call noundef i32 @putc(i32 noundef 10, ptr noundef %288), !dbg !342
    #dbg_value(double 0.000000e+00, !172, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !189)
    #dbg_value(double 1.000000e-01, !172, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !189)
    #dbg_value(double 2.000000e-01, !172, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !189)
    #dbg_value(double 3.000000e-01, !172, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !189)
    #dbg_value(double 4.000000e-01, !172, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !189)
    #dbg_value(double 1.000000e+00, !172, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !189)
    #dbg_value(double 1.100000e+00, !172, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !189)
    #dbg_value(double 1.200000e+00, !172, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !189)
    #dbg_value(double 1.300000e+00, !172, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !189)
    #dbg_value(double 1.400000e+00, !172, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !189)
    #dbg_value(double 2.000000e+00, !172, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !189)
    #dbg_value(double 2.100000e+00, !172, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !189)
    #dbg_value(double 2.200000e+00, !172, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !189)
    #dbg_value(double 2.300000e+00, !172, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !189)
    #dbg_value(double 2.400000e+00, !172, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !189)
    #dbg_value(double 3.000000e+00, !172, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !189)
    #dbg_value(double 3.100000e+00, !172, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !189)
    #dbg_value(double 3.200000e+00, !172, !DIExpression(DW_OP_LLVM_fragment, 1088, 64), !189)
    #dbg_value(double 3.300000e+00, !172, !DIExpression(DW_OP_LLVM_fragment, 1152, 64), !189)
    #dbg_value(double 3.400000e+00, !172, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !189)
    #dbg_value(double 0x401B333333333334, !182, !DIExpression(), !189)
    #dbg_value(ptr undef, !181, !DIExpression(DW_OP_plus_uconst, 40, DW_OP_stack_value), !189)
  %290 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef 0x401B333333333334), !dbg !343
    #dbg_value(ptr null, !185, !DIExpression(), !189)
  %291 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 1, i32 noundef 1), !dbg !344
    #dbg_value(ptr %1, !186, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value), !189)
    #dbg_value(ptr %84, !187, !DIExpression(), !189)
  %292 = load i32, ptr %84, align 4, !dbg !345, !tbaa !203
  %293 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef 7, i32 noundef %292), !dbg !346
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #5, !dbg !347
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %2) #5, !dbg !347
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %1) #5, !dbg !347
  ret i32 0, !dbg !347

294:                                              ; preds = %274, %294
  %295 = phi ptr [ %296, %294 ], [ %270, %274 ]
    #dbg_value(ptr %295, !170, !DIExpression(), !330)
  %296 = getelementptr inbounds i8, ptr %295, i32 -1, !dbg !348
    #dbg_value(ptr %296, !170, !DIExpression(), !330)
  %297 = load i8, ptr %296, align 1, !dbg !351, !tbaa !294
  %298 = sext i8 %297 to i32, !dbg !351
    #dbg_value(i32 %298, !252, !DIExpression(), !352)
  %299 = load ptr, ptr @stdout, align 4, !dbg !354, !tbaa !261
  %300 = call noundef i32 @putc(i32 noundef %298, ptr noundef %299), !dbg !355
  %301 = icmp ugt ptr %296, %3, !dbg !356
  br i1 %301, label %294, label %287, !dbg !331, !llvm.loop !357
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !359 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #3

; Function Attrs: nofree nounwind
declare !dbg !364 noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare ptr @memchr(ptr, i32, i32) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nounwind willreturn memory(argmem: read) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!79}
!llvm.module.flags = !{!103, !104, !105, !106, !107, !108, !109, !110}
!llvm.ident = !{!111}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "ptr_arith.c", directory: "/work/wt-errtests/tests/c32", checksumkind: CSK_MD5, checksum: "eb54362f0e5993e76ed3afc9f8e90afe")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 24)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 7)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 1)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 4)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 32)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 360, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 45)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 368, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 46)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 68, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 27)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 20)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 90, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 10)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 94, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 19)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 98, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 6)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 99, type: !54, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 115, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 21)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !2, line: 118, type: !71, isLocal: true, isDefinition: true)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !72)
!72 = !{!73}
!73 = !DISubrange(count: 13)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !2, line: 122, type: !76, isLocal: true, isDefinition: true)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !77)
!77 = !{!78}
!78 = !DISubrange(count: 25)
!79 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !80, globals: !97, splitDebugInlining: false, nameTableKind: None)
!80 = !{!81, !82, !83, !91, !92, !93, !94}
!81 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32)
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 32)
!84 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "item", file: !2, line: 7, size: 160, elements: !85)
!85 = !{!86, !88, !90}
!86 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !84, file: !2, line: 8, baseType: !87, size: 32)
!87 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "weight", scope: !84, file: !2, line: 9, baseType: !89, size: 64, offset: 32)
!89 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "label", scope: !84, file: !2, line: 10, baseType: !59, size: 48, offset: 96)
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !87, size: 32)
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !89, size: 32)
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!94 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !95, line: 18, baseType: !96)
!95 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!96 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!97 = !{!0, !7, !12, !17, !98, !22, !27, !32, !37, !42, !47, !52, !57, !62, !64, !69, !74}
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !100, isLocal: true, isDefinition: true)
!100 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !101)
!101 = !{!102}
!102 = !DISubrange(count: 2)
!103 = !{i32 1, !"NumRegisterParameters", i32 0}
!104 = !{i32 7, !"Dwarf Version", i32 5}
!105 = !{i32 2, !"Debug Info Version", i32 3}
!106 = !{i32 1, !"wchar_size", i32 4}
!107 = !{i32 8, !"PIC Level", i32 2}
!108 = !{i32 7, !"PIE Level", i32 2}
!109 = !{i32 7, !"uwtable", i32 2}
!110 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!111 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!112 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 35, type: !113, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !79, retainedNodes: !115)
!113 = !DISubroutineType(types: !114)
!114 = !{!87}
!115 = !{!116, !118, !120, !121, !123, !126, !128, !129, !130, !131, !133, !134, !136, !139, !140, !141, !142, !143, !144, !145, !146, !148, !150, !152, !154, !156, !159, !163, !165, !166, !167, !168, !170, !172, !176, !178, !181, !182, !183, !185, !186, !187}
!116 = !DILocalVariable(name: "a", scope: !112, file: !2, line: 36, type: !117)
!117 = !DICompositeType(tag: DW_TAG_array_type, baseType: !87, size: 640, elements: !45)
!118 = !DILocalVariable(name: "i", scope: !119, file: !2, line: 37, type: !87)
!119 = distinct !DILexicalBlock(scope: !112, file: !2, line: 37, column: 5)
!120 = !DILocalVariable(name: "end", scope: !112, file: !2, line: 39, type: !91)
!121 = !DILocalVariable(name: "v", scope: !122, file: !2, line: 40, type: !87)
!122 = distinct !DILexicalBlock(scope: !112, file: !2, line: 40, column: 5)
!123 = !DILocalVariable(name: "p", scope: !124, file: !2, line: 41, type: !91)
!124 = distinct !DILexicalBlock(scope: !125, file: !2, line: 40, column: 37)
!125 = distinct !DILexicalBlock(scope: !122, file: !2, line: 40, column: 5)
!126 = !DILocalVariable(name: "p", scope: !127, file: !2, line: 45, type: !91)
!127 = distinct !DILexicalBlock(scope: !112, file: !2, line: 45, column: 5)
!128 = !DILocalVariable(name: "x", scope: !112, file: !2, line: 49, type: !91)
!129 = !DILocalVariable(name: "y", scope: !112, file: !2, line: 49, type: !91)
!130 = !DILocalVariable(name: "mid", scope: !112, file: !2, line: 52, type: !91)
!131 = !DILocalVariable(name: "items", scope: !112, file: !2, line: 56, type: !132)
!132 = !DICompositeType(tag: DW_TAG_array_type, baseType: !84, size: 640, elements: !20)
!133 = !DILocalVariable(name: "base", scope: !112, file: !2, line: 58, type: !82)
!134 = !DILocalVariable(name: "i", scope: !135, file: !2, line: 59, type: !87)
!135 = distinct !DILexicalBlock(scope: !112, file: !2, line: 59, column: 5)
!136 = !DILocalVariable(name: "it", scope: !137, file: !2, line: 60, type: !83)
!137 = distinct !DILexicalBlock(scope: !138, file: !2, line: 59, column: 33)
!138 = distinct !DILexicalBlock(scope: !135, file: !2, line: 59, column: 5)
!139 = !DILocalVariable(name: "kp", scope: !137, file: !2, line: 61, type: !91)
!140 = !DILocalVariable(name: "wp", scope: !137, file: !2, line: 62, type: !92)
!141 = !DILocalVariable(name: "lp", scope: !137, file: !2, line: 63, type: !82)
!142 = !DILocalVariable(name: "ip", scope: !112, file: !2, line: 67, type: !83)
!143 = !DILocalVariable(name: "v1", scope: !112, file: !2, line: 70, type: !87)
!144 = !DILocalVariable(name: "v2", scope: !112, file: !2, line: 70, type: !87)
!145 = !DILocalVariable(name: "pv", scope: !112, file: !2, line: 71, type: !91)
!146 = !DILocalVariable(name: "ppv", scope: !112, file: !2, line: 72, type: !147)
!147 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 32)
!148 = !DILocalVariable(name: "vals", scope: !112, file: !2, line: 78, type: !149)
!149 = !DICompositeType(tag: DW_TAG_array_type, baseType: !87, size: 192, elements: !60)
!150 = !DILocalVariable(name: "ptrs", scope: !112, file: !2, line: 79, type: !151)
!151 = !DICompositeType(tag: DW_TAG_array_type, baseType: !91, size: 192, elements: !60)
!152 = !DILocalVariable(name: "i", scope: !153, file: !2, line: 80, type: !87)
!153 = distinct !DILexicalBlock(scope: !112, file: !2, line: 80, column: 5)
!154 = !DILocalVariable(name: "i", scope: !155, file: !2, line: 82, type: !87)
!155 = distinct !DILexicalBlock(scope: !112, file: !2, line: 82, column: 5)
!156 = !DILocalVariable(name: "j", scope: !157, file: !2, line: 83, type: !87)
!157 = distinct !DILexicalBlock(scope: !158, file: !2, line: 83, column: 9)
!158 = distinct !DILexicalBlock(scope: !155, file: !2, line: 82, column: 5)
!159 = !DILocalVariable(name: "t", scope: !160, file: !2, line: 85, type: !91)
!160 = distinct !DILexicalBlock(scope: !161, file: !2, line: 84, column: 38)
!161 = distinct !DILexicalBlock(scope: !162, file: !2, line: 84, column: 17)
!162 = distinct !DILexicalBlock(scope: !157, file: !2, line: 83, column: 9)
!163 = !DILocalVariable(name: "i", scope: !164, file: !2, line: 89, type: !87)
!164 = distinct !DILexicalBlock(scope: !112, file: !2, line: 89, column: 5)
!165 = !DILocalVariable(name: "buf", scope: !112, file: !2, line: 93, type: !24)
!166 = !DILocalVariable(name: "e", scope: !112, file: !2, line: 95, type: !82)
!167 = !DILocalVariable(name: "vowels", scope: !112, file: !2, line: 96, type: !87)
!168 = !DILocalVariable(name: "p", scope: !169, file: !2, line: 97, type: !82)
!169 = distinct !DILexicalBlock(scope: !112, file: !2, line: 97, column: 5)
!170 = !DILocalVariable(name: "p", scope: !171, file: !2, line: 101, type: !82)
!171 = distinct !DILexicalBlock(scope: !112, file: !2, line: 101, column: 5)
!172 = !DILocalVariable(name: "m", scope: !112, file: !2, line: 107, type: !173)
!173 = !DICompositeType(tag: DW_TAG_array_type, baseType: !89, size: 1280, elements: !174)
!174 = !{!21, !175}
!175 = !DISubrange(count: 5)
!176 = !DILocalVariable(name: "i", scope: !177, file: !2, line: 108, type: !87)
!177 = distinct !DILexicalBlock(scope: !112, file: !2, line: 108, column: 5)
!178 = !DILocalVariable(name: "j", scope: !179, file: !2, line: 109, type: !87)
!179 = distinct !DILexicalBlock(scope: !180, file: !2, line: 109, column: 9)
!180 = distinct !DILexicalBlock(scope: !177, file: !2, line: 108, column: 5)
!181 = !DILocalVariable(name: "col", scope: !112, file: !2, line: 111, type: !92)
!182 = !DILocalVariable(name: "colsum", scope: !112, file: !2, line: 112, type: !89)
!183 = !DILocalVariable(name: "i", scope: !184, file: !2, line: 113, type: !87)
!184 = distinct !DILexicalBlock(scope: !112, file: !2, line: 113, column: 5)
!185 = !DILocalVariable(name: "np", scope: !112, file: !2, line: 117, type: !91)
!186 = !DILocalVariable(name: "vp", scope: !112, file: !2, line: 120, type: !93)
!187 = !DILocalVariable(name: "back", scope: !112, file: !2, line: 121, type: !91)
!188 = distinct !DIAssignID()
!189 = !DILocation(line: 0, scope: !112)
!190 = distinct !DIAssignID()
!191 = distinct !DIAssignID()
!192 = distinct !DIAssignID()
!193 = !DILocation(line: 36, column: 5, scope: !112)
!194 = !DILocation(line: 0, scope: !119)
!195 = !DILocation(line: 37, column: 5, scope: !119)
!196 = !DILocation(line: 0, scope: !122)
!197 = !DILocation(line: 40, column: 5, scope: !122)
!198 = !DILocation(line: 38, column: 18, scope: !199)
!199 = distinct !DILexicalBlock(scope: !119, file: !2, line: 37, column: 5)
!200 = !DILocation(line: 38, column: 22, scope: !199)
!201 = !DILocation(line: 38, column: 9, scope: !199)
!202 = !DILocation(line: 38, column: 14, scope: !199)
!203 = !{!204, !204, i64 0}
!204 = !{!"int", !205, i64 0}
!205 = !{!"omnipotent char", !206, i64 0}
!206 = !{!"Simple C/C++ TBAA"}
!207 = !DILocation(line: 37, column: 30, scope: !199)
!208 = !DILocation(line: 37, column: 23, scope: !199)
!209 = distinct !{!209, !195, !210, !211}
!210 = !DILocation(line: 38, column: 24, scope: !119)
!211 = !{!"llvm.loop.mustprogress"}
!212 = !DILocalVariable(name: "p", scope: !213, file: !2, line: 14, type: !91)
!213 = distinct !DILexicalBlock(scope: !214, file: !2, line: 14, column: 5)
!214 = distinct !DISubprogram(name: "find_first", scope: !2, file: !2, line: 13, type: !215, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !79, retainedNodes: !217)
!215 = !DISubroutineType(types: !216)
!216 = !{!91, !91, !91, !87}
!217 = !{!218, !219, !220, !212}
!218 = !DILocalVariable(name: "begin", arg: 1, scope: !214, file: !2, line: 13, type: !91)
!219 = !DILocalVariable(name: "end", arg: 2, scope: !214, file: !2, line: 13, type: !91)
!220 = !DILocalVariable(name: "v", arg: 3, scope: !214, file: !2, line: 13, type: !87)
!221 = !DILocation(line: 0, scope: !213, inlinedAt: !222)
!222 = distinct !DILocation(line: 41, column: 18, scope: !124)
!223 = !DILocation(line: 15, column: 13, scope: !224, inlinedAt: !222)
!224 = distinct !DILexicalBlock(scope: !225, file: !2, line: 15, column: 13)
!225 = distinct !DILexicalBlock(scope: !213, file: !2, line: 14, column: 5)
!226 = !DILocation(line: 15, column: 16, scope: !224, inlinedAt: !222)
!227 = !DILocation(line: 15, column: 13, scope: !225, inlinedAt: !222)
!228 = !DILocation(line: 44, column: 15, scope: !112)
!229 = !DILocation(line: 44, column: 22, scope: !112)
!230 = !DILocalVariable(name: "lo", arg: 1, scope: !231, file: !2, line: 20, type: !91)
!231 = distinct !DISubprogram(name: "reverse", scope: !2, file: !2, line: 20, type: !232, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !79, retainedNodes: !234)
!232 = !DISubroutineType(types: !233)
!233 = !{null, !91, !91}
!234 = !{!230, !235, !236}
!235 = !DILocalVariable(name: "hi", arg: 2, scope: !231, file: !2, line: 20, type: !91)
!236 = !DILocalVariable(name: "t", scope: !237, file: !2, line: 22, type: !87)
!237 = distinct !DILexicalBlock(scope: !231, file: !2, line: 21, column: 21)
!238 = !DILocation(line: 0, scope: !231, inlinedAt: !239)
!239 = distinct !DILocation(line: 44, column: 5, scope: !112)
!240 = !DILocation(line: 22, column: 17, scope: !237, inlinedAt: !239)
!241 = !DILocation(line: 0, scope: !237, inlinedAt: !239)
!242 = !DILocation(line: 23, column: 18, scope: !237, inlinedAt: !239)
!243 = !DILocation(line: 23, column: 17, scope: !237, inlinedAt: !239)
!244 = !DILocation(line: 23, column: 12, scope: !237, inlinedAt: !239)
!245 = !DILocation(line: 23, column: 15, scope: !237, inlinedAt: !239)
!246 = !DILocation(line: 24, column: 13, scope: !237, inlinedAt: !239)
!247 = !DILocation(line: 0, scope: !127)
!248 = !DILocation(line: 46, column: 23, scope: !249)
!249 = distinct !DILexicalBlock(scope: !127, file: !2, line: 45, column: 5)
!250 = !DILocation(line: 46, column: 9, scope: !249)
!251 = !DILocation(line: 45, column: 24, scope: !249)
!252 = !DILocalVariable(name: "__c", arg: 1, scope: !253, file: !254, line: 82, type: !87)
!253 = distinct !DISubprogram(name: "putchar", scope: !254, file: !254, line: 82, type: !255, scopeLine: 83, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !79, retainedNodes: !257)
!254 = !DIFile(filename: "/usr/include/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!255 = !DISubroutineType(types: !256)
!256 = !{!87, !87}
!257 = !{!252}
!258 = !DILocation(line: 0, scope: !253, inlinedAt: !259)
!259 = distinct !DILocation(line: 47, column: 5, scope: !112)
!260 = !DILocation(line: 84, column: 21, scope: !253, inlinedAt: !259)
!261 = !{!262, !262, i64 0}
!262 = !{!"any pointer", !205, i64 0}
!263 = !DILocation(line: 84, column: 10, scope: !253, inlinedAt: !259)
!264 = !DILocation(line: 50, column: 5, scope: !112)
!265 = !DILocation(line: 53, column: 61, scope: !112)
!266 = !DILocation(line: 53, column: 70, scope: !112)
!267 = !DILocation(line: 53, column: 78, scope: !112)
!268 = !DILocation(line: 54, column: 12, scope: !112)
!269 = !DILocation(line: 53, column: 5, scope: !112)
!270 = !DILocation(line: 56, column: 5, scope: !112)
!271 = !DILocation(line: 56, column: 17, scope: !112)
!272 = distinct !DIAssignID()
!273 = !DILocation(line: 0, scope: !135)
!274 = !DILocation(line: 0, scope: !137)
!275 = !DILocation(line: 63, column: 31, scope: !137)
!276 = !DILocalVariable(name: "s", arg: 1, scope: !277, file: !2, line: 28, type: !280)
!277 = distinct !DISubprogram(name: "my_strlen", scope: !2, file: !2, line: 28, type: !278, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !79, retainedNodes: !282)
!278 = !DISubroutineType(types: !279)
!279 = !{!94, !280}
!280 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !281, size: 32)
!281 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!282 = !{!276, !283}
!283 = !DILocalVariable(name: "p", scope: !277, file: !2, line: 29, type: !280)
!284 = !DILocation(line: 0, scope: !277, inlinedAt: !285)
!285 = distinct !DILocation(line: 65, column: 16, scope: !137)
!286 = !DILocation(line: 30, column: 5, scope: !277, inlinedAt: !285)
!287 = !DILocation(line: 0, scope: !124)
!288 = !DILocation(line: 42, column: 9, scope: !124)
!289 = !DILocation(line: 40, column: 31, scope: !125)
!290 = !DILocation(line: 40, column: 23, scope: !125)
!291 = distinct !{!291, !197, !292, !211}
!292 = !DILocation(line: 43, column: 5, scope: !122)
!293 = !DILocation(line: 30, column: 12, scope: !277, inlinedAt: !285)
!294 = !{!205, !205, i64 0}
!295 = !DILocation(line: 31, column: 10, scope: !277, inlinedAt: !285)
!296 = distinct !{!296, !286, !295, !211}
!297 = !DILocation(line: 32, column: 23, scope: !277, inlinedAt: !285)
!298 = !DILocation(line: 64, column: 9, scope: !137)
!299 = !DILocation(line: 60, column: 48, scope: !137)
!300 = !DILocation(line: 62, column: 44, scope: !137)
!301 = !DILocation(line: 64, column: 69, scope: !137)
!302 = !DILocation(line: 64, column: 74, scope: !137)
!303 = !{!304, !304, i64 0}
!304 = !{!"double", !205, i64 0}
!305 = !DILocation(line: 68, column: 5, scope: !112)
!306 = !DILocation(line: 76, column: 5, scope: !112)
!307 = distinct !DIAssignID()
!308 = !DILocation(line: 0, scope: !164)
!309 = !DILocation(line: 90, column: 9, scope: !310)
!310 = distinct !DILexicalBlock(scope: !164, file: !2, line: 89, column: 5)
!311 = !DILocation(line: 0, scope: !253, inlinedAt: !312)
!312 = distinct !DILocation(line: 91, column: 5, scope: !112)
!313 = !DILocation(line: 84, column: 21, scope: !253, inlinedAt: !312)
!314 = !DILocation(line: 84, column: 10, scope: !253, inlinedAt: !312)
!315 = !DILocation(line: 93, column: 5, scope: !112)
!316 = !DILocation(line: 94, column: 5, scope: !112)
!317 = !DILocation(line: 0, scope: !277, inlinedAt: !318)
!318 = distinct !DILocation(line: 95, column: 21, scope: !112)
!319 = !DILocation(line: 30, column: 5, scope: !277, inlinedAt: !318)
!320 = !DILocation(line: 30, column: 12, scope: !277, inlinedAt: !318)
!321 = !DILocation(line: 31, column: 10, scope: !277, inlinedAt: !318)
!322 = distinct !{!322, !319, !321, !211}
!323 = !DILocation(line: 32, column: 23, scope: !277, inlinedAt: !318)
!324 = !DILocation(line: 95, column: 19, scope: !112)
!325 = !DILocation(line: 0, scope: !169)
!326 = !DILocation(line: 97, column: 27, scope: !327)
!327 = distinct !DILexicalBlock(scope: !169, file: !2, line: 97, column: 5)
!328 = !DILocation(line: 97, column: 5, scope: !169)
!329 = !DILocation(line: 99, column: 5, scope: !112)
!330 = !DILocation(line: 0, scope: !171)
!331 = !DILocation(line: 101, column: 5, scope: !171)
!332 = !DILocation(line: 98, column: 35, scope: !327)
!333 = !DILocation(line: 98, column: 19, scope: !327)
!334 = !DILocation(line: 98, column: 39, scope: !327)
!335 = !DILocation(line: 98, column: 16, scope: !327)
!336 = !DILocation(line: 97, column: 33, scope: !327)
!337 = distinct !{!337, !328, !338, !211}
!338 = !DILocation(line: 98, column: 42, scope: !169)
!339 = !DILocation(line: 0, scope: !253, inlinedAt: !340)
!340 = distinct !DILocation(line: 105, column: 5, scope: !112)
!341 = !DILocation(line: 84, column: 21, scope: !253, inlinedAt: !340)
!342 = !DILocation(line: 84, column: 10, scope: !253, inlinedAt: !340)
!343 = !DILocation(line: 115, column: 5, scope: !112)
!344 = !DILocation(line: 118, column: 5, scope: !112)
!345 = !DILocation(line: 122, column: 59, scope: !112)
!346 = !DILocation(line: 122, column: 5, scope: !112)
!347 = !DILocation(line: 124, column: 1, scope: !112)
!348 = !DILocation(line: 102, column: 9, scope: !349)
!349 = distinct !DILexicalBlock(scope: !350, file: !2, line: 101, column: 33)
!350 = distinct !DILexicalBlock(scope: !171, file: !2, line: 101, column: 5)
!351 = !DILocation(line: 103, column: 17, scope: !349)
!352 = !DILocation(line: 0, scope: !253, inlinedAt: !353)
!353 = distinct !DILocation(line: 103, column: 9, scope: !349)
!354 = !DILocation(line: 84, column: 21, scope: !253, inlinedAt: !353)
!355 = !DILocation(line: 84, column: 10, scope: !253, inlinedAt: !353)
!356 = !DILocation(line: 101, column: 25, scope: !350)
!357 = distinct !{!357, !331, !358, !211}
!358 = !DILocation(line: 104, column: 5, scope: !171)
!359 = !DISubprogram(name: "printf", scope: !360, file: !360, line: 356, type: !361, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!360 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!361 = !DISubroutineType(types: !362)
!362 = !{!87, !363, null}
!363 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !280)
!364 = !DISubprogram(name: "putc", scope: !360, file: !360, line: 550, type: !365, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!365 = !DISubroutineType(types: !366)
!366 = !{!87, !87, !367}
!367 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !368, size: 32)
!368 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !369, line: 7, baseType: !370)
!369 = !DIFile(filename: "/usr/include/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!370 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !371, line: 49, size: 1184, elements: !372)
!371 = !DIFile(filename: "/usr/include/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!372 = !{!373, !374, !375, !376, !377, !378, !379, !380, !381, !382, !383, !384, !385, !388, !390, !391, !392, !395, !397, !399, !400, !403, !407, !410, !413, !414, !415, !416, !417}
!373 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !370, file: !371, line: 51, baseType: !87, size: 32)
!374 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !370, file: !371, line: 54, baseType: !82, size: 32, offset: 32)
!375 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !370, file: !371, line: 55, baseType: !82, size: 32, offset: 64)
!376 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !370, file: !371, line: 56, baseType: !82, size: 32, offset: 96)
!377 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !370, file: !371, line: 57, baseType: !82, size: 32, offset: 128)
!378 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !370, file: !371, line: 58, baseType: !82, size: 32, offset: 160)
!379 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !370, file: !371, line: 59, baseType: !82, size: 32, offset: 192)
!380 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !370, file: !371, line: 60, baseType: !82, size: 32, offset: 224)
!381 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !370, file: !371, line: 61, baseType: !82, size: 32, offset: 256)
!382 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !370, file: !371, line: 64, baseType: !82, size: 32, offset: 288)
!383 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !370, file: !371, line: 65, baseType: !82, size: 32, offset: 320)
!384 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !370, file: !371, line: 66, baseType: !82, size: 32, offset: 352)
!385 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !370, file: !371, line: 68, baseType: !386, size: 32, offset: 384)
!386 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !387, size: 32)
!387 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !371, line: 36, flags: DIFlagFwdDecl)
!388 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !370, file: !371, line: 70, baseType: !389, size: 32, offset: 416)
!389 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !370, size: 32)
!390 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !370, file: !371, line: 72, baseType: !87, size: 32, offset: 448)
!391 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !370, file: !371, line: 73, baseType: !87, size: 32, offset: 480)
!392 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !370, file: !371, line: 74, baseType: !393, size: 32, offset: 512)
!393 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !394, line: 152, baseType: !81)
!394 = !DIFile(filename: "/usr/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!395 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !370, file: !371, line: 77, baseType: !396, size: 16, offset: 544)
!396 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!397 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !370, file: !371, line: 78, baseType: !398, size: 8, offset: 560)
!398 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!399 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !370, file: !371, line: 79, baseType: !14, size: 8, offset: 568)
!400 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !370, file: !371, line: 81, baseType: !401, size: 32, offset: 576)
!401 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !402, size: 32)
!402 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !371, line: 43, baseType: null)
!403 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !370, file: !371, line: 89, baseType: !404, size: 64, offset: 608)
!404 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !394, line: 153, baseType: !405)
!405 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !394, line: 47, baseType: !406)
!406 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!407 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !370, file: !371, line: 91, baseType: !408, size: 32, offset: 672)
!408 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !409, size: 32)
!409 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !371, line: 37, flags: DIFlagFwdDecl)
!410 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !370, file: !371, line: 92, baseType: !411, size: 32, offset: 704)
!411 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !412, size: 32)
!412 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !371, line: 38, flags: DIFlagFwdDecl)
!413 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !370, file: !371, line: 93, baseType: !389, size: 32, offset: 736)
!414 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !370, file: !371, line: 94, baseType: !93, size: 32, offset: 768)
!415 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !370, file: !371, line: 95, baseType: !94, size: 32, offset: 800)
!416 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !370, file: !371, line: 96, baseType: !87, size: 32, offset: 832)
!417 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !370, file: !371, line: 98, baseType: !418, size: 320, offset: 864)
!418 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 320, elements: !419)
!419 = !{!420}
!420 = !DISubrange(count: 40)
