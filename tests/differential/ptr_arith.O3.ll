; ModuleID = 'ptr_arith.c'
source_filename = "ptr_arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.item = type { i32, double, [6 x i8] }

@.str = private unnamed_addr constant [24 x i8] c"find %d -> index %ld%s\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [7 x i8] c" (end)\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c"%d \00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [32 x i8] c"x-y=%ld y-x=%ld x>y=%d y>=x=%d\0A\00", align 1, !dbg !22
@.str.6 = private unnamed_addr constant [45 x i8] c"mid[-3]=%d mid[0]=%d mid[9]=%d *(mid-10)=%d\0A\00", align 1, !dbg !27
@__const.main.items = private unnamed_addr constant [4 x %struct.item] [%struct.item { i32 1, double 1.500000e+00, [6 x i8] c"one\00\00\00" }, %struct.item { i32 2, double 2.500000e+00, [6 x i8] c"two\00\00\00" }, %struct.item { i32 3, double 3.500000e+00, [6 x i8] c"three\00" }, %struct.item { i32 4, double 4.500000e+00, [6 x i8] c"four\00\00" }], align 16
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
@stdout = external local_unnamed_addr global ptr, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !111 {
  %1 = alloca [4 x %struct.item], align 16, !DIAssignID !187
    #dbg_assign(i1 undef, !130, !DIExpression(), !187, ptr %1, !DIExpression(), !188)
    #dbg_assign(i1 undef, !147, !DIExpression(), !189, ptr poison, !DIExpression(), !188)
  %2 = alloca [32 x i8], align 16, !DIAssignID !190
    #dbg_assign(i1 undef, !164, !DIExpression(), !190, ptr %2, !DIExpression(), !188)
    #dbg_value(i32 0, !115, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !188)
    #dbg_value(i32 1, !115, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !188)
    #dbg_value(i32 4, !115, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !188)
    #dbg_value(i32 9, !115, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !188)
    #dbg_value(i32 3, !115, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !188)
    #dbg_value(i32 12, !115, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !188)
    #dbg_value(i32 10, !115, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !188)
    #dbg_value(i32 10, !115, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !188)
    #dbg_value(i32 12, !115, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !188)
    #dbg_value(i32 3, !115, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !188)
    #dbg_value(i32 9, !115, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !188)
    #dbg_value(i32 4, !115, !DIExpression(DW_OP_LLVM_fragment, 352, 32), !188)
    #dbg_value(i32 1, !115, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !188)
    #dbg_value(i32 0, !115, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !188)
    #dbg_value(i32 1, !115, !DIExpression(DW_OP_LLVM_fragment, 448, 32), !188)
    #dbg_value(i32 4, !115, !DIExpression(DW_OP_LLVM_fragment, 480, 32), !188)
    #dbg_value(i32 9, !115, !DIExpression(DW_OP_LLVM_fragment, 512, 32), !188)
    #dbg_value(i32 3, !115, !DIExpression(DW_OP_LLVM_fragment, 544, 32), !188)
    #dbg_value(i32 12, !115, !DIExpression(DW_OP_LLVM_fragment, 576, 32), !188)
    #dbg_value(i32 10, !115, !DIExpression(DW_OP_LLVM_fragment, 608, 32), !188)
    #dbg_value(i32 0, !120, !DIExpression(), !191)
    #dbg_value(i32 0, !120, !DIExpression(), !191)
    #dbg_value(ptr undef, !192, !DIExpression(), !201)
    #dbg_value(!DIArgList(ptr undef, i64 0), !122, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !203)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, i64 noundef 0, ptr noundef nonnull @.str.2), !dbg !204
    #dbg_value(i32 3, !120, !DIExpression(), !191)
    #dbg_value(ptr undef, !192, !DIExpression(), !201)
    #dbg_value(!DIArgList(ptr undef, i64 4), !122, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !203)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 3, i64 noundef 4, ptr noundef nonnull @.str.2), !dbg !204
    #dbg_value(i32 6, !120, !DIExpression(), !191)
    #dbg_value(ptr undef, !192, !DIExpression(), !201)
    #dbg_value(!DIArgList(ptr undef, i64 80), !192, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !201)
    #dbg_value(!DIArgList(ptr undef, i64 20), !122, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !203)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 6, i64 noundef 20, ptr noundef nonnull @.str.1), !dbg !204
    #dbg_value(i32 9, !120, !DIExpression(), !191)
    #dbg_value(ptr undef, !192, !DIExpression(), !201)
    #dbg_value(!DIArgList(ptr undef, i64 3), !122, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !203)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 9, i64 noundef 3, ptr noundef nonnull @.str.2), !dbg !204
    #dbg_value(i32 12, !120, !DIExpression(), !191)
    #dbg_value(ptr undef, !192, !DIExpression(), !201)
    #dbg_value(!DIArgList(ptr undef, i64 5), !122, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !203)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 12, i64 noundef 5, ptr noundef nonnull @.str.2), !dbg !204
    #dbg_value(i32 12, !120, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !191)
    #dbg_value(i32 4, !115, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !188)
    #dbg_value(i32 4, !115, !DIExpression(DW_OP_LLVM_fragment, 352, 32), !188)
    #dbg_value(i32 9, !115, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !188)
    #dbg_value(i32 9, !115, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !188)
    #dbg_value(i32 3, !115, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !188)
    #dbg_value(i32 3, !115, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !188)
    #dbg_value(i32 12, !115, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !188)
    #dbg_value(i32 12, !115, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !188)
    #dbg_value(i32 10, !115, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !188)
    #dbg_value(i32 10, !115, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !188)
    #dbg_value(ptr undef, !125, !DIExpression(), !205)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0), !dbg !206
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1), !dbg !206
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 4), !dbg !206
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 9), !dbg !206
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 3), !dbg !206
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 12), !dbg !206
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 10), !dbg !206
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 10), !dbg !206
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 12), !dbg !206
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 3), !dbg !206
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 9), !dbg !206
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 4), !dbg !206
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1), !dbg !206
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0), !dbg !206
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1), !dbg !206
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 4), !dbg !206
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 9), !dbg !206
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 3), !dbg !206
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 12), !dbg !206
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 10), !dbg !206
    #dbg_value(!DIArgList(ptr undef, i64 80), !125, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !205)
    #dbg_value(i32 10, !208, !DIExpression(), !214)
  %28 = load ptr, ptr @stdout, align 8, !dbg !216, !tbaa !217
  %29 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %28), !dbg !221
    #dbg_value(ptr undef, !127, !DIExpression(DW_OP_plus_uconst, 60, DW_OP_stack_value), !188)
    #dbg_value(ptr undef, !128, !DIExpression(DW_OP_plus_uconst, 12, DW_OP_stack_value), !188)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef 12, i64 noundef -12, i32 noundef 1, i32 noundef 0), !dbg !222
    #dbg_value(ptr undef, !129, !DIExpression(), !188)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 10, i32 noundef 9, i32 noundef 10, i32 noundef 0), !dbg !223
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %1) #5, !dbg !224
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %1, ptr noundef nonnull align 16 dereferenceable(96) @__const.main.items, i64 96, i1 false), !dbg !225, !DIAssignID !226
    #dbg_assign(i1 undef, !130, !DIExpression(), !226, ptr %1, !DIExpression(), !188)
    #dbg_value(ptr %1, !132, !DIExpression(), !188)
    #dbg_value(i32 0, !133, !DIExpression(), !227)
    #dbg_value(i64 0, !133, !DIExpression(), !227)
    #dbg_value(ptr %1, !135, !DIExpression(), !228)
    #dbg_value(ptr %1, !138, !DIExpression(), !228)
    #dbg_value(ptr %1, !139, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !228)
  %32 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !229
    #dbg_value(ptr %32, !140, !DIExpression(), !228)
    #dbg_value(ptr %32, !230, !DIExpression(), !238)
    #dbg_value(ptr %32, !237, !DIExpression(), !238)
  br label %33, !dbg !240

33:                                               ; preds = %33, %0
  %34 = phi ptr [ %32, %0 ], [ %37, %33 ], !dbg !238
    #dbg_value(ptr %34, !237, !DIExpression(), !238)
  %35 = load i8, ptr %34, align 1, !dbg !241, !tbaa !242
  %36 = icmp eq i8 %35, 0, !dbg !240
  %37 = getelementptr inbounds i8, ptr %34, i64 1, !dbg !243
    #dbg_value(ptr %37, !237, !DIExpression(), !238)
  br i1 %36, label %38, label %33, !dbg !240, !llvm.loop !244

38:                                               ; preds = %33
  %39 = ptrtoint ptr %34 to i64, !dbg !246
  %40 = ptrtoint ptr %32 to i64, !dbg !246
  %41 = sub i64 %39, %40, !dbg !246
  %42 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0, i32 noundef 1, double noundef 1.500000e+00, ptr noundef nonnull %32, i64 noundef %41), !dbg !247
    #dbg_value(i64 1, !133, !DIExpression(), !227)
  %43 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !248
    #dbg_value(ptr %43, !135, !DIExpression(), !228)
    #dbg_value(ptr %43, !138, !DIExpression(), !228)
  %44 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !249
    #dbg_value(ptr %44, !139, !DIExpression(), !228)
  %45 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !229
    #dbg_value(ptr %45, !140, !DIExpression(), !228)
  %46 = load i32, ptr %43, align 8, !dbg !250, !tbaa !251
  %47 = load double, ptr %44, align 16, !dbg !253, !tbaa !254
    #dbg_value(ptr %45, !230, !DIExpression(), !238)
    #dbg_value(ptr %45, !237, !DIExpression(), !238)
  br label %48, !dbg !240

48:                                               ; preds = %48, %38
  %49 = phi ptr [ %45, %38 ], [ %52, %48 ], !dbg !238
    #dbg_value(ptr %49, !237, !DIExpression(), !238)
  %50 = load i8, ptr %49, align 1, !dbg !241, !tbaa !242
  %51 = icmp eq i8 %50, 0, !dbg !240
  %52 = getelementptr inbounds i8, ptr %49, i64 1, !dbg !243
    #dbg_value(ptr %52, !237, !DIExpression(), !238)
  br i1 %51, label %53, label %48, !dbg !240, !llvm.loop !244

53:                                               ; preds = %48
  %54 = ptrtoint ptr %49 to i64, !dbg !246
  %55 = ptrtoint ptr %45 to i64, !dbg !246
  %56 = sub i64 %54, %55, !dbg !246
  %57 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1, i32 noundef %46, double noundef %47, ptr noundef nonnull %45, i64 noundef %56), !dbg !247
    #dbg_value(i64 2, !133, !DIExpression(), !227)
  %58 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !248
    #dbg_value(ptr %58, !135, !DIExpression(), !228)
    #dbg_value(ptr %58, !138, !DIExpression(), !228)
  %59 = getelementptr inbounds i8, ptr %1, i64 56, !dbg !249
    #dbg_value(ptr %59, !139, !DIExpression(), !228)
  %60 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !229
    #dbg_value(ptr %60, !140, !DIExpression(), !228)
  %61 = load i32, ptr %58, align 16, !dbg !250, !tbaa !251
  %62 = load double, ptr %59, align 8, !dbg !253, !tbaa !254
    #dbg_value(ptr %60, !230, !DIExpression(), !238)
    #dbg_value(ptr %60, !237, !DIExpression(), !238)
  br label %63, !dbg !240

63:                                               ; preds = %63, %53
  %64 = phi ptr [ %60, %53 ], [ %67, %63 ], !dbg !238
    #dbg_value(ptr %64, !237, !DIExpression(), !238)
  %65 = load i8, ptr %64, align 1, !dbg !241, !tbaa !242
  %66 = icmp eq i8 %65, 0, !dbg !240
  %67 = getelementptr inbounds i8, ptr %64, i64 1, !dbg !243
    #dbg_value(ptr %67, !237, !DIExpression(), !238)
  br i1 %66, label %68, label %63, !dbg !240, !llvm.loop !244

68:                                               ; preds = %63
  %69 = ptrtoint ptr %64 to i64, !dbg !246
  %70 = ptrtoint ptr %60 to i64, !dbg !246
  %71 = sub i64 %69, %70, !dbg !246
  %72 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 2, i32 noundef %61, double noundef %62, ptr noundef nonnull %60, i64 noundef %71), !dbg !247
    #dbg_value(i64 3, !133, !DIExpression(), !227)
  %73 = getelementptr inbounds i8, ptr %1, i64 72, !dbg !248
    #dbg_value(ptr %73, !135, !DIExpression(), !228)
    #dbg_value(ptr %73, !138, !DIExpression(), !228)
  %74 = getelementptr inbounds i8, ptr %1, i64 80, !dbg !249
    #dbg_value(ptr %74, !139, !DIExpression(), !228)
  %75 = getelementptr inbounds i8, ptr %1, i64 88, !dbg !229
    #dbg_value(ptr %75, !140, !DIExpression(), !228)
  %76 = load i32, ptr %73, align 8, !dbg !250, !tbaa !251
  %77 = load double, ptr %74, align 16, !dbg !253, !tbaa !254
    #dbg_value(ptr %75, !230, !DIExpression(), !238)
    #dbg_value(ptr %75, !237, !DIExpression(), !238)
  br label %78, !dbg !240

78:                                               ; preds = %78, %68
  %79 = phi ptr [ %75, %68 ], [ %82, %78 ], !dbg !238
    #dbg_value(ptr %79, !237, !DIExpression(), !238)
  %80 = load i8, ptr %79, align 1, !dbg !241, !tbaa !242
  %81 = icmp eq i8 %80, 0, !dbg !240
  %82 = getelementptr inbounds i8, ptr %79, i64 1, !dbg !243
    #dbg_value(ptr %82, !237, !DIExpression(), !238)
  br i1 %81, label %83, label %78, !dbg !240, !llvm.loop !244

83:                                               ; preds = %78
  %84 = ptrtoint ptr %79 to i64, !dbg !246
  %85 = ptrtoint ptr %75 to i64, !dbg !246
  %86 = sub i64 %84, %85, !dbg !246
  %87 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 3, i32 noundef %76, double noundef %77, ptr noundef nonnull %75, i64 noundef %86), !dbg !247
    #dbg_value(i64 4, !133, !DIExpression(), !227)
    #dbg_value(ptr %1, !141, !DIExpression(DW_OP_plus_uconst, 72, DW_OP_stack_value), !188)
  %88 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef 3, i64 noundef 72), !dbg !256
    #dbg_value(ptr undef, !144, !DIExpression(), !188)
    #dbg_value(ptr undef, !145, !DIExpression(), !188)
    #dbg_value(i32 15, !142, !DIExpression(), !188)
    #dbg_value(i32 60, !143, !DIExpression(), !188)
  %89 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 15, i32 noundef 60, i32 noundef 60), !dbg !257
    #dbg_assign(i1 undef, !147, !DIExpression(), !258, ptr poison, !DIExpression(), !188)
    #dbg_value(ptr poison, !149, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !188)
    #dbg_value(ptr poison, !149, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !188)
    #dbg_value(ptr poison, !149, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !188)
    #dbg_value(ptr poison, !149, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !188)
    #dbg_value(ptr poison, !149, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !188)
    #dbg_value(ptr poison, !149, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !188)
    #dbg_value(i64 0, !162, !DIExpression(), !259)
  %90 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef -1, i64 noundef 1), !dbg !260
    #dbg_value(i64 1, !162, !DIExpression(), !259)
  %91 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0, i64 noundef 5), !dbg !260
    #dbg_value(i64 2, !162, !DIExpression(), !259)
  %92 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 8, i64 noundef 3), !dbg !260
    #dbg_value(i64 3, !162, !DIExpression(), !259)
  %93 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 17, i64 noundef 2), !dbg !260
    #dbg_value(i64 4, !162, !DIExpression(), !259)
  %94 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 42, i64 noundef 0), !dbg !260
    #dbg_value(i64 5, !162, !DIExpression(), !259)
  %95 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 99, i64 noundef 4), !dbg !260
    #dbg_value(i64 6, !162, !DIExpression(), !259)
    #dbg_value(i32 10, !208, !DIExpression(), !262)
  %96 = load ptr, ptr @stdout, align 8, !dbg !264, !tbaa !217
  %97 = call noundef i32 @putc(i32 noundef 10, ptr noundef %96), !dbg !265
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #5, !dbg !266
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(19) %2, ptr noundef nonnull align 1 dereferenceable(19) @.str.11, i64 19, i1 false) #5, !dbg !267
    #dbg_value(ptr %2, !230, !DIExpression(), !268)
    #dbg_value(ptr %2, !237, !DIExpression(), !268)
  br label %98, !dbg !270

98:                                               ; preds = %98, %83
  %99 = phi ptr [ %2, %83 ], [ %102, %98 ], !dbg !268
    #dbg_value(ptr %99, !237, !DIExpression(), !268)
  %100 = load i8, ptr %99, align 1, !dbg !271, !tbaa !242
  %101 = icmp eq i8 %100, 0, !dbg !270
  %102 = getelementptr inbounds i8, ptr %99, i64 1, !dbg !272
    #dbg_value(ptr %102, !237, !DIExpression(), !268)
  br i1 %101, label %103, label %98, !dbg !270, !llvm.loop !273

103:                                              ; preds = %98
  %104 = ptrtoint ptr %99 to i64, !dbg !274
  %105 = ptrtoint ptr %2 to i64, !dbg !274
  %106 = sub i64 %104, %105, !dbg !274
  %107 = getelementptr inbounds i8, ptr %2, i64 %106, !dbg !275
    #dbg_value(ptr %107, !165, !DIExpression(), !188)
    #dbg_value(i32 0, !166, !DIExpression(), !188)
    #dbg_value(ptr %2, !167, !DIExpression(), !276)
  %108 = icmp ult ptr %2, %99, !dbg !277
  br i1 %108, label %113, label %109, !dbg !279

109:                                              ; preds = %103
  %110 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %106, i32 noundef 0), !dbg !280
    #dbg_value(ptr %107, !169, !DIExpression(), !281)
  br label %124, !dbg !282

111:                                              ; preds = %113
  %112 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %106, i32 noundef %121), !dbg !280
    #dbg_value(ptr %107, !169, !DIExpression(), !281)
  br i1 %108, label %130, label %124, !dbg !282

113:                                              ; preds = %103, %113
  %114 = phi ptr [ %122, %113 ], [ %2, %103 ]
  %115 = phi i32 [ %121, %113 ], [ 0, %103 ]
    #dbg_value(ptr %114, !167, !DIExpression(), !276)
    #dbg_value(i32 %115, !166, !DIExpression(), !188)
  %116 = load i8, ptr %114, align 1, !dbg !283, !tbaa !242
  %117 = sext i8 %116 to i32, !dbg !283
  %118 = call ptr @memchr(ptr noundef nonnull dereferenceable(1) @.str.12, i32 %117, i64 6), !dbg !284
  %119 = icmp ne ptr %118, null, !dbg !285
  %120 = zext i1 %119 to i32, !dbg !285
  %121 = add nuw nsw i32 %115, %120, !dbg !286
    #dbg_value(i32 %121, !166, !DIExpression(), !188)
  %122 = getelementptr inbounds i8, ptr %114, i64 1, !dbg !287
    #dbg_value(ptr %122, !167, !DIExpression(), !276)
  %123 = icmp eq ptr %122, %99, !dbg !277
  br i1 %123, label %111, label %113, !dbg !279, !llvm.loop !288

124:                                              ; preds = %130, %109, %111
    #dbg_value(i32 10, !208, !DIExpression(), !290)
  %125 = load ptr, ptr @stdout, align 8, !dbg !292, !tbaa !217
  %126 = call noundef i32 @putc(i32 noundef 10, ptr noundef %125), !dbg !293
    #dbg_value(double 0.000000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !188)
    #dbg_value(double 1.000000e-01, !171, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !188)
    #dbg_value(double 2.000000e-01, !171, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !188)
    #dbg_value(double 3.000000e-01, !171, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !188)
    #dbg_value(double 4.000000e-01, !171, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !188)
    #dbg_value(double 1.000000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !188)
    #dbg_value(double 1.100000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !188)
    #dbg_value(double 1.200000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !188)
    #dbg_value(double 1.300000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !188)
    #dbg_value(double 1.400000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !188)
    #dbg_value(double 2.000000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !188)
    #dbg_value(double 2.100000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !188)
    #dbg_value(double 2.200000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !188)
    #dbg_value(double 2.300000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !188)
    #dbg_value(double 2.400000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !188)
    #dbg_value(double 3.000000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !188)
    #dbg_value(double 3.100000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !188)
    #dbg_value(double 3.200000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 1088, 64), !188)
    #dbg_value(double 3.300000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 1152, 64), !188)
    #dbg_value(double 3.400000e+00, !171, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !188)
    #dbg_value(double 0x401B333333333334, !181, !DIExpression(), !188)
    #dbg_value(ptr undef, !180, !DIExpression(DW_OP_plus_uconst, 40, DW_OP_stack_value), !188)
  %127 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef 0x401B333333333334), !dbg !294
    #dbg_value(ptr null, !184, !DIExpression(), !188)
  %128 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 1, i32 noundef 1), !dbg !295
    #dbg_value(ptr undef, !185, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value), !188)
    #dbg_value(ptr undef, !186, !DIExpression(), !188)
  %129 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef 7, i32 noundef 10), !dbg !296
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #5, !dbg !297
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %1) #5, !dbg !297
  ret i32 0, !dbg !297

130:                                              ; preds = %111, %130
  %131 = phi ptr [ %132, %130 ], [ %107, %111 ]
    #dbg_value(ptr %131, !169, !DIExpression(), !281)
  %132 = getelementptr inbounds i8, ptr %131, i64 -1, !dbg !298
    #dbg_value(ptr %132, !169, !DIExpression(), !281)
  %133 = load i8, ptr %132, align 1, !dbg !301, !tbaa !242
  %134 = sext i8 %133 to i32, !dbg !301
    #dbg_value(i32 %134, !208, !DIExpression(), !302)
  %135 = load ptr, ptr @stdout, align 8, !dbg !304, !tbaa !217
  %136 = call noundef i32 @putc(i32 noundef %134, ptr noundef %135), !dbg !305
  %137 = icmp ugt ptr %132, %2, !dbg !306
  br i1 %137, label %130, label %124, !dbg !282, !llvm.loop !307
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !309 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare !dbg !314 noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare ptr @memchr(ptr, i32, i64) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nounwind willreturn memory(argmem: read) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!79}
!llvm.module.flags = !{!103, !104, !105, !106, !107, !108, !109}
!llvm.ident = !{!110}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "ptr_arith.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "eb54362f0e5993e76ed3afc9f8e90afe")
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
!81 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64)
!84 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "item", file: !2, line: 7, size: 192, elements: !85)
!85 = !{!86, !88, !90}
!86 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !84, file: !2, line: 8, baseType: !87, size: 32)
!87 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "weight", scope: !84, file: !2, line: 9, baseType: !89, size: 64, offset: 64)
!89 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "label", scope: !84, file: !2, line: 10, baseType: !59, size: 48, offset: 128)
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !87, size: 64)
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !89, size: 64)
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!94 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !95, line: 18, baseType: !96)
!95 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!96 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!97 = !{!0, !7, !12, !17, !98, !22, !27, !32, !37, !42, !47, !52, !57, !62, !64, !69, !74}
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !100, isLocal: true, isDefinition: true)
!100 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !101)
!101 = !{!102}
!102 = !DISubrange(count: 2)
!103 = !{i32 7, !"Dwarf Version", i32 5}
!104 = !{i32 2, !"Debug Info Version", i32 3}
!105 = !{i32 1, !"wchar_size", i32 4}
!106 = !{i32 8, !"PIC Level", i32 2}
!107 = !{i32 7, !"PIE Level", i32 2}
!108 = !{i32 7, !"uwtable", i32 2}
!109 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!110 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!111 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 35, type: !112, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !79, retainedNodes: !114)
!112 = !DISubroutineType(types: !113)
!113 = !{!87}
!114 = !{!115, !117, !119, !120, !122, !125, !127, !128, !129, !130, !132, !133, !135, !138, !139, !140, !141, !142, !143, !144, !145, !147, !149, !151, !153, !155, !158, !162, !164, !165, !166, !167, !169, !171, !175, !177, !180, !181, !182, !184, !185, !186}
!115 = !DILocalVariable(name: "a", scope: !111, file: !2, line: 36, type: !116)
!116 = !DICompositeType(tag: DW_TAG_array_type, baseType: !87, size: 640, elements: !45)
!117 = !DILocalVariable(name: "i", scope: !118, file: !2, line: 37, type: !87)
!118 = distinct !DILexicalBlock(scope: !111, file: !2, line: 37, column: 5)
!119 = !DILocalVariable(name: "end", scope: !111, file: !2, line: 39, type: !91)
!120 = !DILocalVariable(name: "v", scope: !121, file: !2, line: 40, type: !87)
!121 = distinct !DILexicalBlock(scope: !111, file: !2, line: 40, column: 5)
!122 = !DILocalVariable(name: "p", scope: !123, file: !2, line: 41, type: !91)
!123 = distinct !DILexicalBlock(scope: !124, file: !2, line: 40, column: 37)
!124 = distinct !DILexicalBlock(scope: !121, file: !2, line: 40, column: 5)
!125 = !DILocalVariable(name: "p", scope: !126, file: !2, line: 45, type: !91)
!126 = distinct !DILexicalBlock(scope: !111, file: !2, line: 45, column: 5)
!127 = !DILocalVariable(name: "x", scope: !111, file: !2, line: 49, type: !91)
!128 = !DILocalVariable(name: "y", scope: !111, file: !2, line: 49, type: !91)
!129 = !DILocalVariable(name: "mid", scope: !111, file: !2, line: 52, type: !91)
!130 = !DILocalVariable(name: "items", scope: !111, file: !2, line: 56, type: !131)
!131 = !DICompositeType(tag: DW_TAG_array_type, baseType: !84, size: 768, elements: !20)
!132 = !DILocalVariable(name: "base", scope: !111, file: !2, line: 58, type: !82)
!133 = !DILocalVariable(name: "i", scope: !134, file: !2, line: 59, type: !87)
!134 = distinct !DILexicalBlock(scope: !111, file: !2, line: 59, column: 5)
!135 = !DILocalVariable(name: "it", scope: !136, file: !2, line: 60, type: !83)
!136 = distinct !DILexicalBlock(scope: !137, file: !2, line: 59, column: 33)
!137 = distinct !DILexicalBlock(scope: !134, file: !2, line: 59, column: 5)
!138 = !DILocalVariable(name: "kp", scope: !136, file: !2, line: 61, type: !91)
!139 = !DILocalVariable(name: "wp", scope: !136, file: !2, line: 62, type: !92)
!140 = !DILocalVariable(name: "lp", scope: !136, file: !2, line: 63, type: !82)
!141 = !DILocalVariable(name: "ip", scope: !111, file: !2, line: 67, type: !83)
!142 = !DILocalVariable(name: "v1", scope: !111, file: !2, line: 70, type: !87)
!143 = !DILocalVariable(name: "v2", scope: !111, file: !2, line: 70, type: !87)
!144 = !DILocalVariable(name: "pv", scope: !111, file: !2, line: 71, type: !91)
!145 = !DILocalVariable(name: "ppv", scope: !111, file: !2, line: 72, type: !146)
!146 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64)
!147 = !DILocalVariable(name: "vals", scope: !111, file: !2, line: 78, type: !148)
!148 = !DICompositeType(tag: DW_TAG_array_type, baseType: !87, size: 192, elements: !60)
!149 = !DILocalVariable(name: "ptrs", scope: !111, file: !2, line: 79, type: !150)
!150 = !DICompositeType(tag: DW_TAG_array_type, baseType: !91, size: 384, elements: !60)
!151 = !DILocalVariable(name: "i", scope: !152, file: !2, line: 80, type: !87)
!152 = distinct !DILexicalBlock(scope: !111, file: !2, line: 80, column: 5)
!153 = !DILocalVariable(name: "i", scope: !154, file: !2, line: 82, type: !87)
!154 = distinct !DILexicalBlock(scope: !111, file: !2, line: 82, column: 5)
!155 = !DILocalVariable(name: "j", scope: !156, file: !2, line: 83, type: !87)
!156 = distinct !DILexicalBlock(scope: !157, file: !2, line: 83, column: 9)
!157 = distinct !DILexicalBlock(scope: !154, file: !2, line: 82, column: 5)
!158 = !DILocalVariable(name: "t", scope: !159, file: !2, line: 85, type: !91)
!159 = distinct !DILexicalBlock(scope: !160, file: !2, line: 84, column: 38)
!160 = distinct !DILexicalBlock(scope: !161, file: !2, line: 84, column: 17)
!161 = distinct !DILexicalBlock(scope: !156, file: !2, line: 83, column: 9)
!162 = !DILocalVariable(name: "i", scope: !163, file: !2, line: 89, type: !87)
!163 = distinct !DILexicalBlock(scope: !111, file: !2, line: 89, column: 5)
!164 = !DILocalVariable(name: "buf", scope: !111, file: !2, line: 93, type: !24)
!165 = !DILocalVariable(name: "e", scope: !111, file: !2, line: 95, type: !82)
!166 = !DILocalVariable(name: "vowels", scope: !111, file: !2, line: 96, type: !87)
!167 = !DILocalVariable(name: "p", scope: !168, file: !2, line: 97, type: !82)
!168 = distinct !DILexicalBlock(scope: !111, file: !2, line: 97, column: 5)
!169 = !DILocalVariable(name: "p", scope: !170, file: !2, line: 101, type: !82)
!170 = distinct !DILexicalBlock(scope: !111, file: !2, line: 101, column: 5)
!171 = !DILocalVariable(name: "m", scope: !111, file: !2, line: 107, type: !172)
!172 = !DICompositeType(tag: DW_TAG_array_type, baseType: !89, size: 1280, elements: !173)
!173 = !{!21, !174}
!174 = !DISubrange(count: 5)
!175 = !DILocalVariable(name: "i", scope: !176, file: !2, line: 108, type: !87)
!176 = distinct !DILexicalBlock(scope: !111, file: !2, line: 108, column: 5)
!177 = !DILocalVariable(name: "j", scope: !178, file: !2, line: 109, type: !87)
!178 = distinct !DILexicalBlock(scope: !179, file: !2, line: 109, column: 9)
!179 = distinct !DILexicalBlock(scope: !176, file: !2, line: 108, column: 5)
!180 = !DILocalVariable(name: "col", scope: !111, file: !2, line: 111, type: !92)
!181 = !DILocalVariable(name: "colsum", scope: !111, file: !2, line: 112, type: !89)
!182 = !DILocalVariable(name: "i", scope: !183, file: !2, line: 113, type: !87)
!183 = distinct !DILexicalBlock(scope: !111, file: !2, line: 113, column: 5)
!184 = !DILocalVariable(name: "np", scope: !111, file: !2, line: 117, type: !91)
!185 = !DILocalVariable(name: "vp", scope: !111, file: !2, line: 120, type: !93)
!186 = !DILocalVariable(name: "back", scope: !111, file: !2, line: 121, type: !91)
!187 = distinct !DIAssignID()
!188 = !DILocation(line: 0, scope: !111)
!189 = distinct !DIAssignID()
!190 = distinct !DIAssignID()
!191 = !DILocation(line: 0, scope: !121)
!192 = !DILocalVariable(name: "p", scope: !193, file: !2, line: 14, type: !91)
!193 = distinct !DILexicalBlock(scope: !194, file: !2, line: 14, column: 5)
!194 = distinct !DISubprogram(name: "find_first", scope: !2, file: !2, line: 13, type: !195, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !79, retainedNodes: !197)
!195 = !DISubroutineType(types: !196)
!196 = !{!91, !91, !91, !87}
!197 = !{!198, !199, !200, !192}
!198 = !DILocalVariable(name: "begin", arg: 1, scope: !194, file: !2, line: 13, type: !91)
!199 = !DILocalVariable(name: "end", arg: 2, scope: !194, file: !2, line: 13, type: !91)
!200 = !DILocalVariable(name: "v", arg: 3, scope: !194, file: !2, line: 13, type: !87)
!201 = !DILocation(line: 0, scope: !193, inlinedAt: !202)
!202 = distinct !DILocation(line: 41, column: 18, scope: !123)
!203 = !DILocation(line: 0, scope: !123)
!204 = !DILocation(line: 42, column: 9, scope: !123)
!205 = !DILocation(line: 0, scope: !126)
!206 = !DILocation(line: 46, column: 9, scope: !207)
!207 = distinct !DILexicalBlock(scope: !126, file: !2, line: 45, column: 5)
!208 = !DILocalVariable(name: "__c", arg: 1, scope: !209, file: !210, line: 82, type: !87)
!209 = distinct !DISubprogram(name: "putchar", scope: !210, file: !210, line: 82, type: !211, scopeLine: 83, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !79, retainedNodes: !213)
!210 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!211 = !DISubroutineType(types: !212)
!212 = !{!87, !87}
!213 = !{!208}
!214 = !DILocation(line: 0, scope: !209, inlinedAt: !215)
!215 = distinct !DILocation(line: 47, column: 5, scope: !111)
!216 = !DILocation(line: 84, column: 21, scope: !209, inlinedAt: !215)
!217 = !{!218, !218, i64 0}
!218 = !{!"any pointer", !219, i64 0}
!219 = !{!"omnipotent char", !220, i64 0}
!220 = !{!"Simple C/C++ TBAA"}
!221 = !DILocation(line: 84, column: 10, scope: !209, inlinedAt: !215)
!222 = !DILocation(line: 50, column: 5, scope: !111)
!223 = !DILocation(line: 53, column: 5, scope: !111)
!224 = !DILocation(line: 56, column: 5, scope: !111)
!225 = !DILocation(line: 56, column: 17, scope: !111)
!226 = distinct !DIAssignID()
!227 = !DILocation(line: 0, scope: !134)
!228 = !DILocation(line: 0, scope: !136)
!229 = !DILocation(line: 63, column: 31, scope: !136)
!230 = !DILocalVariable(name: "s", arg: 1, scope: !231, file: !2, line: 28, type: !234)
!231 = distinct !DISubprogram(name: "my_strlen", scope: !2, file: !2, line: 28, type: !232, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !79, retainedNodes: !236)
!232 = !DISubroutineType(types: !233)
!233 = !{!94, !234}
!234 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !235, size: 64)
!235 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!236 = !{!230, !237}
!237 = !DILocalVariable(name: "p", scope: !231, file: !2, line: 29, type: !234)
!238 = !DILocation(line: 0, scope: !231, inlinedAt: !239)
!239 = distinct !DILocation(line: 65, column: 16, scope: !136)
!240 = !DILocation(line: 30, column: 5, scope: !231, inlinedAt: !239)
!241 = !DILocation(line: 30, column: 12, scope: !231, inlinedAt: !239)
!242 = !{!219, !219, i64 0}
!243 = !DILocation(line: 31, column: 10, scope: !231, inlinedAt: !239)
!244 = distinct !{!244, !240, !243, !245}
!245 = !{!"llvm.loop.mustprogress"}
!246 = !DILocation(line: 32, column: 23, scope: !231, inlinedAt: !239)
!247 = !DILocation(line: 64, column: 9, scope: !136)
!248 = !DILocation(line: 60, column: 48, scope: !136)
!249 = !DILocation(line: 62, column: 44, scope: !136)
!250 = !DILocation(line: 64, column: 69, scope: !136)
!251 = !{!252, !252, i64 0}
!252 = !{!"int", !219, i64 0}
!253 = !DILocation(line: 64, column: 74, scope: !136)
!254 = !{!255, !255, i64 0}
!255 = !{!"double", !219, i64 0}
!256 = !DILocation(line: 68, column: 5, scope: !111)
!257 = !DILocation(line: 76, column: 5, scope: !111)
!258 = distinct !DIAssignID()
!259 = !DILocation(line: 0, scope: !163)
!260 = !DILocation(line: 90, column: 9, scope: !261)
!261 = distinct !DILexicalBlock(scope: !163, file: !2, line: 89, column: 5)
!262 = !DILocation(line: 0, scope: !209, inlinedAt: !263)
!263 = distinct !DILocation(line: 91, column: 5, scope: !111)
!264 = !DILocation(line: 84, column: 21, scope: !209, inlinedAt: !263)
!265 = !DILocation(line: 84, column: 10, scope: !209, inlinedAt: !263)
!266 = !DILocation(line: 93, column: 5, scope: !111)
!267 = !DILocation(line: 94, column: 5, scope: !111)
!268 = !DILocation(line: 0, scope: !231, inlinedAt: !269)
!269 = distinct !DILocation(line: 95, column: 21, scope: !111)
!270 = !DILocation(line: 30, column: 5, scope: !231, inlinedAt: !269)
!271 = !DILocation(line: 30, column: 12, scope: !231, inlinedAt: !269)
!272 = !DILocation(line: 31, column: 10, scope: !231, inlinedAt: !269)
!273 = distinct !{!273, !270, !272, !245}
!274 = !DILocation(line: 32, column: 23, scope: !231, inlinedAt: !269)
!275 = !DILocation(line: 95, column: 19, scope: !111)
!276 = !DILocation(line: 0, scope: !168)
!277 = !DILocation(line: 97, column: 27, scope: !278)
!278 = distinct !DILexicalBlock(scope: !168, file: !2, line: 97, column: 5)
!279 = !DILocation(line: 97, column: 5, scope: !168)
!280 = !DILocation(line: 99, column: 5, scope: !111)
!281 = !DILocation(line: 0, scope: !170)
!282 = !DILocation(line: 101, column: 5, scope: !170)
!283 = !DILocation(line: 98, column: 35, scope: !278)
!284 = !DILocation(line: 98, column: 19, scope: !278)
!285 = !DILocation(line: 98, column: 39, scope: !278)
!286 = !DILocation(line: 98, column: 16, scope: !278)
!287 = !DILocation(line: 97, column: 33, scope: !278)
!288 = distinct !{!288, !279, !289, !245}
!289 = !DILocation(line: 98, column: 42, scope: !168)
!290 = !DILocation(line: 0, scope: !209, inlinedAt: !291)
!291 = distinct !DILocation(line: 105, column: 5, scope: !111)
!292 = !DILocation(line: 84, column: 21, scope: !209, inlinedAt: !291)
!293 = !DILocation(line: 84, column: 10, scope: !209, inlinedAt: !291)
!294 = !DILocation(line: 115, column: 5, scope: !111)
!295 = !DILocation(line: 118, column: 5, scope: !111)
!296 = !DILocation(line: 122, column: 5, scope: !111)
!297 = !DILocation(line: 124, column: 1, scope: !111)
!298 = !DILocation(line: 102, column: 9, scope: !299)
!299 = distinct !DILexicalBlock(scope: !300, file: !2, line: 101, column: 33)
!300 = distinct !DILexicalBlock(scope: !170, file: !2, line: 101, column: 5)
!301 = !DILocation(line: 103, column: 17, scope: !299)
!302 = !DILocation(line: 0, scope: !209, inlinedAt: !303)
!303 = distinct !DILocation(line: 103, column: 9, scope: !299)
!304 = !DILocation(line: 84, column: 21, scope: !209, inlinedAt: !303)
!305 = !DILocation(line: 84, column: 10, scope: !209, inlinedAt: !303)
!306 = !DILocation(line: 101, column: 25, scope: !300)
!307 = distinct !{!307, !282, !308, !245}
!308 = !DILocation(line: 104, column: 5, scope: !170)
!309 = !DISubprogram(name: "printf", scope: !310, file: !310, line: 356, type: !311, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!310 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!311 = !DISubroutineType(types: !312)
!312 = !{!87, !313, null}
!313 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !234)
!314 = !DISubprogram(name: "putc", scope: !310, file: !310, line: 550, type: !315, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!315 = !DISubroutineType(types: !316)
!316 = !{!87, !87, !317}
!317 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !318, size: 64)
!318 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !319, line: 7, baseType: !320)
!319 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!320 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !321, line: 49, size: 1728, elements: !322)
!321 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!322 = !{!323, !324, !325, !326, !327, !328, !329, !330, !331, !332, !333, !334, !335, !338, !340, !341, !342, !345, !347, !349, !350, !353, !355, !358, !361, !362, !363, !364, !365}
!323 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !320, file: !321, line: 51, baseType: !87, size: 32)
!324 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !320, file: !321, line: 54, baseType: !82, size: 64, offset: 64)
!325 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !320, file: !321, line: 55, baseType: !82, size: 64, offset: 128)
!326 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !320, file: !321, line: 56, baseType: !82, size: 64, offset: 192)
!327 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !320, file: !321, line: 57, baseType: !82, size: 64, offset: 256)
!328 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !320, file: !321, line: 58, baseType: !82, size: 64, offset: 320)
!329 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !320, file: !321, line: 59, baseType: !82, size: 64, offset: 384)
!330 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !320, file: !321, line: 60, baseType: !82, size: 64, offset: 448)
!331 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !320, file: !321, line: 61, baseType: !82, size: 64, offset: 512)
!332 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !320, file: !321, line: 64, baseType: !82, size: 64, offset: 576)
!333 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !320, file: !321, line: 65, baseType: !82, size: 64, offset: 640)
!334 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !320, file: !321, line: 66, baseType: !82, size: 64, offset: 704)
!335 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !320, file: !321, line: 68, baseType: !336, size: 64, offset: 768)
!336 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !337, size: 64)
!337 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !321, line: 36, flags: DIFlagFwdDecl)
!338 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !320, file: !321, line: 70, baseType: !339, size: 64, offset: 832)
!339 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !320, size: 64)
!340 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !320, file: !321, line: 72, baseType: !87, size: 32, offset: 896)
!341 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !320, file: !321, line: 73, baseType: !87, size: 32, offset: 928)
!342 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !320, file: !321, line: 74, baseType: !343, size: 64, offset: 960)
!343 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !344, line: 152, baseType: !81)
!344 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!345 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !320, file: !321, line: 77, baseType: !346, size: 16, offset: 1024)
!346 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!347 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !320, file: !321, line: 78, baseType: !348, size: 8, offset: 1040)
!348 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!349 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !320, file: !321, line: 79, baseType: !14, size: 8, offset: 1048)
!350 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !320, file: !321, line: 81, baseType: !351, size: 64, offset: 1088)
!351 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !352, size: 64)
!352 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !321, line: 43, baseType: null)
!353 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !320, file: !321, line: 89, baseType: !354, size: 64, offset: 1152)
!354 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !344, line: 153, baseType: !81)
!355 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !320, file: !321, line: 91, baseType: !356, size: 64, offset: 1216)
!356 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !357, size: 64)
!357 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !321, line: 37, flags: DIFlagFwdDecl)
!358 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !320, file: !321, line: 92, baseType: !359, size: 64, offset: 1280)
!359 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !360, size: 64)
!360 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !321, line: 38, flags: DIFlagFwdDecl)
!361 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !320, file: !321, line: 93, baseType: !339, size: 64, offset: 1344)
!362 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !320, file: !321, line: 94, baseType: !93, size: 64, offset: 1408)
!363 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !320, file: !321, line: 95, baseType: !94, size: 64, offset: 1472)
!364 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !320, file: !321, line: 96, baseType: !87, size: 32, offset: 1536)
!365 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !320, file: !321, line: 98, baseType: !44, size: 160, offset: 1568)
