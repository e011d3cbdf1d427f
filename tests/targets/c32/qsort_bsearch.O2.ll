; ModuleID = 'qsort_bsearch.c'
source_filename = "qsort_bsearch.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

%struct.person = type { [12 x i8], i32, double }

@.str = private unnamed_addr constant [4 x i8] c"%d \00", align 1, !dbg !0
@.str.2 = private unnamed_addr constant [36 x i8] c"bsearch %d: found, value at hit %d\0A\00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [20 x i8] c"bsearch %d: absent\0A\00", align 1, !dbg !12
@.str.4 = private unnamed_addr constant [23 x i8] c"desc: %d %d %d ... %d\0A\00", align 1, !dbg !17
@__const.main.people = private unnamed_addr constant [8 x %struct.person] [%struct.person { [12 x i8] c"mallory\00\00\00\00\00", i32 31, double 5.550000e+01 }, %struct.person { [12 x i8] c"alice\00\00\00\00\00\00\00", i32 30, double 9.100000e+01 }, %struct.person { [12 x i8] c"bob\00\00\00\00\00\00\00\00\00", i32 25, double 7.825000e+01 }, %struct.person { [12 x i8] c"carol\00\00\00\00\00\00\00", i32 30, double 9.100000e+01 }, %struct.person { [12 x i8] c"dave\00\00\00\00\00\00\00\00", i32 41, double 6.000000e+01 }, %struct.person { [12 x i8] c"erin\00\00\00\00\00\00\00\00", i32 25, double 8.500000e+01 }, %struct.person { [12 x i8] c"frank\00\00\00\00\00\00\00", i32 19, double 7.825000e+01 }, %struct.person { [12 x i8] c"grace\00\00\00\00\00\00\00", i32 30, double 9.950000e+01 }], align 4
@.str.5 = private unnamed_addr constant [8 x i8] c"%s(%d) \00", align 1, !dbg !22
@.str.6 = private unnamed_addr constant [10 x i8] c"%s(%.2f) \00", align 1, !dbg !27
@.str.7 = private unnamed_addr constant [6 x i8] c"carol\00", align 1, !dbg !32
@.str.8 = private unnamed_addr constant [27 x i8] c"bsearch person: %s at %ld\0A\00", align 1, !dbg !37
@.str.9 = private unnamed_addr constant [5 x i8] c"none\00", align 1, !dbg !42
@.str.10 = private unnamed_addr constant [5 x i8] c"pear\00", align 1, !dbg !47
@.str.11 = private unnamed_addr constant [6 x i8] c"apple\00", align 1, !dbg !49
@.str.12 = private unnamed_addr constant [4 x i8] c"fig\00", align 1, !dbg !51
@.str.13 = private unnamed_addr constant [7 x i8] c"banana\00", align 1, !dbg !53
@.str.14 = private unnamed_addr constant [7 x i8] c"cherry\00", align 1, !dbg !58
@.str.15 = private unnamed_addr constant [5 x i8] c"date\00", align 1, !dbg !60
@.str.16 = private unnamed_addr constant [6 x i8] c"Apple\00", align 1, !dbg !62
@.str.17 = private unnamed_addr constant [7 x i8] c"apples\00", align 1, !dbg !64
@.str.18 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !66
@.str.19 = private unnamed_addr constant [9 x i8] c"zucchini\00", align 1, !dbg !71
@.str.20 = private unnamed_addr constant [5 x i8] c"kiwi\00", align 1, !dbg !76
@__const.main.words = private unnamed_addr constant [11 x ptr] [ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20], align 4
@.str.21 = private unnamed_addr constant [6 x i8] c"'%s' \00", align 1, !dbg !78
@.str.22 = private unnamed_addr constant [6 x i8] c"grape\00", align 1, !dbg !80
@.str.23 = private unnamed_addr constant [16 x i8] c"find '%s': %ld\0A\00", align 1, !dbg !82
@.str.24 = private unnamed_addr constant [6 x i8] c"%.2f \00", align 1, !dbg !87
@__const.main.s = private unnamed_addr constant [44 x i8] c"the quick brown fox jumps over the lazy dog\00", align 1
@.str.25 = private unnamed_addr constant [20 x i8] c"sorted chars: '%s'\0A\00", align 1, !dbg !89
@.str.26 = private unnamed_addr constant [34 x i8] c"bsearch in empty: %d, in one: %d\0A\00", align 1, !dbg !91

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !133 {
  %1 = alloca [40 x i32], align 4, !DIAssignID !200
    #dbg_assign(i1 undef, !137, !DIExpression(), !200, ptr %1, !DIExpression(), !201)
  %2 = alloca [10 x i32], align 4, !DIAssignID !202
    #dbg_assign(i1 undef, !146, !DIExpression(), !202, ptr %2, !DIExpression(), !201)
  %3 = alloca [8 x %struct.person], align 4, !DIAssignID !203
    #dbg_assign(i1 undef, !156, !DIExpression(), !203, ptr %3, !DIExpression(), !201)
  %4 = alloca %struct.person, align 4, !DIAssignID !204
    #dbg_assign(i1 undef, !171, !DIExpression(), !204, ptr %4, !DIExpression(), !201)
  %5 = alloca [11 x ptr], align 4, !DIAssignID !205
    #dbg_assign(i1 undef, !174, !DIExpression(), !205, ptr %5, !DIExpression(), !201)
  %6 = alloca [12 x double], align 8, !DIAssignID !206
    #dbg_assign(i1 undef, !189, !DIExpression(), !206, ptr %6, !DIExpression(), !201)
  %7 = alloca [44 x i8], align 1, !DIAssignID !207
    #dbg_assign(i1 undef, !195, !DIExpression(), !207, ptr %7, !DIExpression(), !201)
  %8 = alloca i32, align 4, !DIAssignID !208
    #dbg_assign(i1 undef, !199, !DIExpression(), !208, ptr %8, !DIExpression(), !201)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %1) #11, !dbg !209
    #dbg_value(i32 7, !141, !DIExpression(), !201)
    #dbg_value(i32 0, !142, !DIExpression(), !210)
  %9 = getelementptr inbounds i8, ptr %5, i32 20, !dbg !211
  %10 = getelementptr inbounds i8, ptr %5, i32 8, !dbg !211
  %11 = getelementptr inbounds i8, ptr %5, i32 4, !dbg !211
  br label %13, !dbg !211

12:                                               ; preds = %13
  call void @qsort(ptr noundef nonnull %1, i32 noundef 40, i32 noundef 4, ptr noundef nonnull @cmp_int) #11, !dbg !212
    #dbg_value(i32 0, !144, !DIExpression(), !213)
  br label %51, !dbg !214

13:                                               ; preds = %13, %0
  %14 = phi i32 [ 7, %0 ], [ %26, %13 ]
  %15 = phi i32 [ 0, %0 ], [ %33, %13 ]
    #dbg_value(i32 %14, !141, !DIExpression(), !201)
    #dbg_value(i32 %15, !142, !DIExpression(), !210)
  %16 = mul i32 %14, 1103515245, !dbg !215
  %17 = add i32 %16, 12345, !dbg !218
    #dbg_value(i32 %17, !141, !DIExpression(), !201)
  %18 = lshr i32 %17, 16, !dbg !219
  %19 = trunc nuw i32 %18 to i16, !dbg !220
  %20 = urem i16 %19, 201, !dbg !220
  %21 = zext nneg i16 %20 to i32, !dbg !220
  %22 = add nsw i32 %21, -100, !dbg !221
  %23 = getelementptr inbounds [40 x i32], ptr %1, i32 0, i32 %15, !dbg !222
  store i32 %22, ptr %23, align 4, !dbg !223, !tbaa !224
  %24 = or disjoint i32 %15, 1, !dbg !228
    #dbg_value(i32 %24, !142, !DIExpression(), !210)
  %25 = mul i32 %17, 1103515245, !dbg !215
  %26 = add i32 %25, 12345, !dbg !218
    #dbg_value(i32 %26, !141, !DIExpression(), !201)
  %27 = lshr i32 %26, 16, !dbg !219
  %28 = trunc nuw i32 %27 to i16, !dbg !220
  %29 = urem i16 %28, 201, !dbg !220
  %30 = zext nneg i16 %29 to i32, !dbg !220
  %31 = add nsw i32 %30, -100, !dbg !221
  %32 = getelementptr inbounds [40 x i32], ptr %1, i32 0, i32 %24, !dbg !222
  store i32 %31, ptr %32, align 4, !dbg !223, !tbaa !224
  %33 = add nuw nsw i32 %15, 2, !dbg !228
    #dbg_value(i32 %33, !142, !DIExpression(), !210)
  %34 = icmp eq i32 %33, 40, !dbg !229
  br i1 %34, label %12, label %13, !dbg !211, !llvm.loop !230

35:                                               ; preds = %51
  %36 = call i32 @putchar(i32 10), !dbg !233
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #11, !dbg !234
  store i32 -100, ptr %2, align 4, !dbg !235, !tbaa !224, !DIAssignID !236
    #dbg_assign(i32 -100, !146, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !236, ptr %2, !DIExpression(), !201)
  %37 = getelementptr inbounds i8, ptr %2, i32 4, !dbg !235
  store i32 -50, ptr %37, align 4, !dbg !235, !tbaa !224, !DIAssignID !237
    #dbg_assign(i32 -50, !146, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !237, ptr %37, !DIExpression(), !201)
  %38 = getelementptr inbounds i8, ptr %2, i32 8, !dbg !235
  store i32 0, ptr %38, align 4, !dbg !235, !tbaa !224, !DIAssignID !238
    #dbg_assign(i32 0, !146, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !238, ptr %38, !DIExpression(), !201)
  %39 = getelementptr inbounds i8, ptr %2, i32 12, !dbg !235
  store i32 3, ptr %39, align 4, !dbg !235, !tbaa !224, !DIAssignID !239
    #dbg_assign(i32 3, !146, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !239, ptr %39, !DIExpression(), !201)
  %40 = getelementptr inbounds i8, ptr %2, i32 16, !dbg !235
  store i32 17, ptr %40, align 4, !dbg !235, !tbaa !224, !DIAssignID !240
    #dbg_assign(i32 17, !146, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !240, ptr %40, !DIExpression(), !201)
  %41 = getelementptr inbounds i8, ptr %2, i32 20, !dbg !235
  store i32 99, ptr %41, align 4, !dbg !235, !tbaa !224, !DIAssignID !241
    #dbg_assign(i32 99, !146, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !241, ptr %41, !DIExpression(), !201)
  %42 = getelementptr inbounds i8, ptr %2, i32 24, !dbg !235
  store i32 100, ptr %42, align 4, !dbg !235, !tbaa !224, !DIAssignID !242
    #dbg_assign(i32 100, !146, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !242, ptr %42, !DIExpression(), !201)
  %43 = getelementptr inbounds i8, ptr %2, i32 28, !dbg !235
  %44 = load i32, ptr %1, align 4, !dbg !243, !tbaa !224
  store i32 %44, ptr %43, align 4, !dbg !235, !tbaa !224, !DIAssignID !244
    #dbg_assign(i32 %44, !146, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !244, ptr %43, !DIExpression(), !201)
  %45 = getelementptr inbounds i8, ptr %2, i32 32, !dbg !235
  %46 = getelementptr inbounds i8, ptr %1, i32 156, !dbg !245
  %47 = load i32, ptr %46, align 4, !dbg !245, !tbaa !224
  store i32 %47, ptr %45, align 4, !dbg !235, !tbaa !224, !DIAssignID !246
    #dbg_assign(i32 %47, !146, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !246, ptr %45, !DIExpression(), !201)
  %48 = getelementptr inbounds i8, ptr %2, i32 36, !dbg !235
  %49 = getelementptr inbounds i8, ptr %1, i32 80, !dbg !247
  %50 = load i32, ptr %49, align 4, !dbg !247, !tbaa !224
  store i32 %50, ptr %48, align 4, !dbg !235, !tbaa !224, !DIAssignID !248
    #dbg_assign(i32 %50, !146, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !248, ptr %48, !DIExpression(), !201)
    #dbg_value(i32 0, !148, !DIExpression(), !249)
  br label %66, !dbg !250

51:                                               ; preds = %12, %51
  %52 = phi i32 [ 0, %12 ], [ %56, %51 ]
    #dbg_value(i32 %52, !144, !DIExpression(), !213)
  %53 = getelementptr inbounds [40 x i32], ptr %1, i32 0, i32 %52, !dbg !251
  %54 = load i32, ptr %53, align 4, !dbg !251, !tbaa !224
  %55 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %54), !dbg !253
  %56 = add nuw nsw i32 %52, 1, !dbg !254
    #dbg_value(i32 %56, !144, !DIExpression(), !213)
  %57 = icmp eq i32 %56, 40, !dbg !255
  br i1 %57, label %35, label %51, !dbg !214, !llvm.loop !256

58:                                               ; preds = %96
  call void @qsort(ptr noundef nonnull %1, i32 noundef 40, i32 noundef 4, ptr noundef nonnull @cmp_int_desc) #11, !dbg !258
  %59 = load i32, ptr %1, align 4, !dbg !259, !tbaa !224
  %60 = getelementptr inbounds i8, ptr %1, i32 4, !dbg !260
  %61 = load i32, ptr %60, align 4, !dbg !260, !tbaa !224
  %62 = getelementptr inbounds i8, ptr %1, i32 8, !dbg !261
  %63 = load i32, ptr %62, align 4, !dbg !261, !tbaa !224
  %64 = load i32, ptr %46, align 4, !dbg !262, !tbaa !224
  %65 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %59, i32 noundef %61, i32 noundef %63, i32 noundef %64), !dbg !263
  call void @qsort(ptr noundef nonnull %1, i32 noundef 40, i32 noundef 4, ptr noundef nonnull @cmp_abs_then_value) #11, !dbg !264
    #dbg_value(i32 0, !154, !DIExpression(), !265)
  br label %159, !dbg !266

66:                                               ; preds = %35, %96
  %67 = phi i32 [ 0, %35 ], [ %97, %96 ]
    #dbg_value(i32 %67, !148, !DIExpression(), !249)
  %68 = getelementptr inbounds [10 x i32], ptr %2, i32 0, i32 %67, !dbg !267
    #dbg_value(ptr %68, !268, !DIExpression(), !288)
    #dbg_value(ptr %1, !279, !DIExpression(), !288)
    #dbg_value(i32 40, !280, !DIExpression(), !288)
    #dbg_value(i32 4, !281, !DIExpression(), !288)
    #dbg_value(ptr @cmp_int, !282, !DIExpression(), !288)
    #dbg_value(i32 0, !283, !DIExpression(), !288)
    #dbg_value(i32 40, !284, !DIExpression(), !288)
  %69 = load i32, ptr %68, align 4, !tbaa !224
  br label %70

70:                                               ; preds = %88, %66
  %71 = phi i32 [ %90, %88 ], [ 0, %66 ]
  %72 = phi i32 [ %89, %88 ], [ 40, %66 ]
    #dbg_value(i32 %71, !283, !DIExpression(), !288)
    #dbg_value(i32 %72, !284, !DIExpression(), !288)
  %73 = add i32 %72, %71, !dbg !290
  %74 = lshr i32 %73, 1, !dbg !292
    #dbg_value(i32 %74, !285, !DIExpression(), !288)
  %75 = shl i32 %74, 2, !dbg !293
  %76 = getelementptr inbounds i8, ptr %1, i32 %75, !dbg !294
    #dbg_value(ptr %76, !286, !DIExpression(), !288)
    #dbg_value(ptr %68, !295, !DIExpression(), !301)
    #dbg_value(ptr %76, !298, !DIExpression(), !301)
    #dbg_value(i32 %69, !299, !DIExpression(), !301)
  %77 = load i32, ptr %76, align 4, !dbg !303, !tbaa !224
    #dbg_value(i32 %77, !300, !DIExpression(), !301)
  %78 = icmp sgt i32 %69, %77, !dbg !304
  %79 = zext i1 %78 to i32, !dbg !304
  %80 = icmp slt i32 %69, %77, !dbg !305
  %81 = sext i1 %80 to i32, !dbg !305
  %82 = add nsw i32 %81, %79, !dbg !306
    #dbg_value(i32 %82, !287, !DIExpression(), !288)
  %83 = icmp slt i32 %82, 0, !dbg !307
  br i1 %83, label %88, label %84, !dbg !309

84:                                               ; preds = %70
  %85 = icmp eq i32 %82, 0, !dbg !310
  br i1 %85, label %92, label %86, !dbg !312

86:                                               ; preds = %84
  %87 = add nuw i32 %74, 1, !dbg !313
    #dbg_value(i32 %87, !283, !DIExpression(), !288)
  br label %88

88:                                               ; preds = %86, %70
  %89 = phi i32 [ %72, %86 ], [ %74, %70 ], !dbg !288
  %90 = phi i32 [ %87, %86 ], [ %71, %70 ], !dbg !288
    #dbg_value(i32 %90, !283, !DIExpression(), !288)
    #dbg_value(i32 %89, !284, !DIExpression(), !288)
  %91 = icmp ult i32 %90, %89, !dbg !314
  br i1 %91, label %70, label %94, !dbg !315, !llvm.loop !316

92:                                               ; preds = %84
    #dbg_value(ptr %76, !150, !DIExpression(), !318)
  %93 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %69, i32 noundef %77), !dbg !319
  br label %96, !dbg !319

94:                                               ; preds = %88
    #dbg_value(ptr null, !150, !DIExpression(), !318)
  %95 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %69), !dbg !321
  br label %96

96:                                               ; preds = %94, %92
  %97 = add nuw nsw i32 %67, 1, !dbg !322
    #dbg_value(i32 %97, !148, !DIExpression(), !249)
  %98 = icmp eq i32 %97, 10, !dbg !323
  br i1 %98, label %58, label %66, !dbg !250, !llvm.loop !324

99:                                               ; preds = %159
  %100 = call i32 @putchar(i32 10), !dbg !326
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %3) #11, !dbg !327
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 4 dereferenceable(192) %3, ptr noundef nonnull align 4 dereferenceable(192) @__const.main.people, i32 192, i1 false), !dbg !328, !DIAssignID !329
    #dbg_assign(i1 undef, !156, !DIExpression(), !329, ptr %3, !DIExpression(), !201)
    #dbg_value(i32 8, !166, !DIExpression(), !201)
  call void @qsort(ptr noundef nonnull %3, i32 noundef 8, i32 noundef 24, ptr noundef nonnull @cmp_person_age) #11, !dbg !330
    #dbg_value(i32 0, !167, !DIExpression(), !331)
  %101 = getelementptr inbounds i8, ptr %3, i32 12, !dbg !332
  %102 = load i32, ptr %101, align 4, !dbg !332, !tbaa !334
  %103 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %3, i32 noundef %102), !dbg !337
    #dbg_value(i32 1, !167, !DIExpression(), !331)
  %104 = getelementptr inbounds i8, ptr %3, i32 24, !dbg !338
  %105 = getelementptr inbounds i8, ptr %3, i32 36, !dbg !332
  %106 = load i32, ptr %105, align 4, !dbg !332, !tbaa !334
  %107 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %104, i32 noundef %106), !dbg !337
    #dbg_value(i32 2, !167, !DIExpression(), !331)
  %108 = getelementptr inbounds i8, ptr %3, i32 48, !dbg !338
  %109 = getelementptr inbounds i8, ptr %3, i32 60, !dbg !332
  %110 = load i32, ptr %109, align 4, !dbg !332, !tbaa !334
  %111 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %108, i32 noundef %110), !dbg !337
    #dbg_value(i32 3, !167, !DIExpression(), !331)
  %112 = getelementptr inbounds i8, ptr %3, i32 72, !dbg !338
  %113 = getelementptr inbounds i8, ptr %3, i32 84, !dbg !332
  %114 = load i32, ptr %113, align 4, !dbg !332, !tbaa !334
  %115 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %112, i32 noundef %114), !dbg !337
    #dbg_value(i32 4, !167, !DIExpression(), !331)
  %116 = getelementptr inbounds i8, ptr %3, i32 96, !dbg !338
  %117 = getelementptr inbounds i8, ptr %3, i32 108, !dbg !332
  %118 = load i32, ptr %117, align 4, !dbg !332, !tbaa !334
  %119 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %116, i32 noundef %118), !dbg !337
    #dbg_value(i32 5, !167, !DIExpression(), !331)
  %120 = getelementptr inbounds i8, ptr %3, i32 120, !dbg !338
  %121 = getelementptr inbounds i8, ptr %3, i32 132, !dbg !332
  %122 = load i32, ptr %121, align 4, !dbg !332, !tbaa !334
  %123 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %120, i32 noundef %122), !dbg !337
    #dbg_value(i32 6, !167, !DIExpression(), !331)
  %124 = getelementptr inbounds i8, ptr %3, i32 144, !dbg !338
  %125 = getelementptr inbounds i8, ptr %3, i32 156, !dbg !332
  %126 = load i32, ptr %125, align 4, !dbg !332, !tbaa !334
  %127 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %124, i32 noundef %126), !dbg !337
    #dbg_value(i32 7, !167, !DIExpression(), !331)
  %128 = getelementptr inbounds i8, ptr %3, i32 168, !dbg !338
  %129 = getelementptr inbounds i8, ptr %3, i32 180, !dbg !332
  %130 = load i32, ptr %129, align 4, !dbg !332, !tbaa !334
  %131 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %128, i32 noundef %130), !dbg !337
    #dbg_value(i32 8, !167, !DIExpression(), !331)
  %132 = call i32 @putchar(i32 10), !dbg !339
  call void @qsort(ptr noundef nonnull %3, i32 noundef 8, i32 noundef 24, ptr noundef nonnull @cmp_person_score) #11, !dbg !340
    #dbg_value(i32 0, !169, !DIExpression(), !341)
  %133 = getelementptr inbounds i8, ptr %3, i32 16, !dbg !342
  %134 = load double, ptr %133, align 4, !dbg !342, !tbaa !344
  %135 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %3, double noundef %134), !dbg !345
    #dbg_value(i32 1, !169, !DIExpression(), !341)
  %136 = getelementptr inbounds i8, ptr %3, i32 40, !dbg !342
  %137 = load double, ptr %136, align 4, !dbg !342, !tbaa !344
  %138 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %104, double noundef %137), !dbg !345
    #dbg_value(i32 2, !169, !DIExpression(), !341)
  %139 = getelementptr inbounds i8, ptr %3, i32 64, !dbg !342
  %140 = load double, ptr %139, align 4, !dbg !342, !tbaa !344
  %141 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %108, double noundef %140), !dbg !345
    #dbg_value(i32 3, !169, !DIExpression(), !341)
  %142 = getelementptr inbounds i8, ptr %3, i32 88, !dbg !342
  %143 = load double, ptr %142, align 4, !dbg !342, !tbaa !344
  %144 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %112, double noundef %143), !dbg !345
    #dbg_value(i32 4, !169, !DIExpression(), !341)
  %145 = getelementptr inbounds i8, ptr %3, i32 112, !dbg !342
  %146 = load double, ptr %145, align 4, !dbg !342, !tbaa !344
  %147 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %116, double noundef %146), !dbg !345
    #dbg_value(i32 5, !169, !DIExpression(), !341)
  %148 = getelementptr inbounds i8, ptr %3, i32 136, !dbg !342
  %149 = load double, ptr %148, align 4, !dbg !342, !tbaa !344
  %150 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %120, double noundef %149), !dbg !345
    #dbg_value(i32 6, !169, !DIExpression(), !341)
  %151 = getelementptr inbounds i8, ptr %3, i32 160, !dbg !342
  %152 = load double, ptr %151, align 4, !dbg !342, !tbaa !344
  %153 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %124, double noundef %152), !dbg !345
    #dbg_value(i32 7, !169, !DIExpression(), !341)
  %154 = getelementptr inbounds i8, ptr %3, i32 184, !dbg !342
  %155 = load double, ptr %154, align 4, !dbg !342, !tbaa !344
  %156 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %128, double noundef %155), !dbg !345
    #dbg_value(i32 8, !169, !DIExpression(), !341)
  %157 = call i32 @putchar(i32 10), !dbg !346
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #11, !dbg !347
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 4 dereferenceable(6) %4, ptr noundef nonnull align 1 dereferenceable(6) @.str.7, i32 6, i1 false) #11, !dbg !348
  %158 = getelementptr inbounds i8, ptr %4, i32 16, !dbg !349
  store double 9.100000e+01, ptr %158, align 4, !dbg !350, !tbaa !344, !DIAssignID !351
    #dbg_assign(double 9.100000e+01, !171, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !351, ptr %158, !DIExpression(), !201)
    #dbg_value(ptr %4, !268, !DIExpression(), !352)
    #dbg_value(ptr %3, !279, !DIExpression(), !352)
    #dbg_value(i32 8, !280, !DIExpression(), !352)
    #dbg_value(i32 24, !281, !DIExpression(), !352)
    #dbg_value(ptr @cmp_person_score, !282, !DIExpression(), !352)
    #dbg_value(i32 0, !283, !DIExpression(), !352)
    #dbg_value(i32 8, !284, !DIExpression(), !352)
  br label %166

159:                                              ; preds = %58, %159
  %160 = phi i32 [ 0, %58 ], [ %164, %159 ]
    #dbg_value(i32 %160, !154, !DIExpression(), !265)
  %161 = getelementptr inbounds [40 x i32], ptr %1, i32 0, i32 %160, !dbg !354
  %162 = load i32, ptr %161, align 4, !dbg !354, !tbaa !224
  %163 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %162), !dbg !356
  %164 = add nuw nsw i32 %160, 1, !dbg !357
    #dbg_value(i32 %164, !154, !DIExpression(), !265)
  %165 = icmp eq i32 %164, 40, !dbg !358
  br i1 %165, label %99, label %159, !dbg !266, !llvm.loop !359

166:                                              ; preds = %185, %99
  %167 = phi i32 [ %187, %185 ], [ 0, %99 ]
  %168 = phi i32 [ %186, %185 ], [ 8, %99 ]
    #dbg_value(i32 %167, !283, !DIExpression(), !352)
    #dbg_value(i32 %168, !284, !DIExpression(), !352)
  %169 = add i32 %168, %167, !dbg !361
  %170 = lshr i32 %169, 1, !dbg !362
    #dbg_value(i32 %170, !285, !DIExpression(), !352)
  %171 = mul i32 %170, 24, !dbg !363
  %172 = getelementptr inbounds i8, ptr %3, i32 %171, !dbg !364
    #dbg_value(ptr %172, !286, !DIExpression(), !352)
    #dbg_value(ptr %4, !365, !DIExpression(), !373)
    #dbg_value(ptr %172, !368, !DIExpression(), !373)
    #dbg_value(ptr %4, !369, !DIExpression(), !373)
    #dbg_value(ptr %172, !372, !DIExpression(), !373)
  %173 = getelementptr inbounds i8, ptr %172, i32 16, !dbg !375
  %174 = load double, ptr %173, align 4, !dbg !375, !tbaa !344
  %175 = fcmp ogt double %174, 9.100000e+01, !dbg !377
  br i1 %175, label %183, label %176, !dbg !378

176:                                              ; preds = %166
  %177 = fcmp olt double %174, 9.100000e+01, !dbg !379
  br i1 %177, label %185, label %178, !dbg !381

178:                                              ; preds = %176
  %179 = call i32 @strcmp(ptr noundef nonnull readonly dereferenceable(1) %4, ptr noundef nonnull readonly dereferenceable(1) %172) #12, !dbg !382
    #dbg_value(i32 %179, !287, !DIExpression(), !352)
  %180 = icmp slt i32 %179, 0, !dbg !383
  br i1 %180, label %185, label %181, !dbg !384

181:                                              ; preds = %178
  %182 = icmp eq i32 %179, 0, !dbg !385
  br i1 %182, label %189, label %183, !dbg !386

183:                                              ; preds = %166, %181
  %184 = add nuw i32 %170, 1, !dbg !387
    #dbg_value(i32 %184, !283, !DIExpression(), !352)
  br label %185

185:                                              ; preds = %176, %183, %178
  %186 = phi i32 [ %168, %183 ], [ %170, %178 ], [ %170, %176 ], !dbg !352
  %187 = phi i32 [ %184, %183 ], [ %167, %178 ], [ %167, %176 ], !dbg !352
    #dbg_value(i32 %187, !283, !DIExpression(), !352)
    #dbg_value(i32 %186, !284, !DIExpression(), !352)
  %188 = icmp ult i32 %187, %186, !dbg !388
  br i1 %188, label %166, label %191, !dbg !389, !llvm.loop !390

189:                                              ; preds = %181
    #dbg_value(ptr %172, !172, !DIExpression(), !201)
  %190 = sdiv exact i32 %171, 24, !dbg !392
  br label %191, !dbg !393

191:                                              ; preds = %185, %189
  %192 = phi ptr [ %172, %189 ], [ @.str.9, %185 ]
  %193 = phi i32 [ %190, %189 ], [ -1, %185 ], !dbg !393
  %194 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %192, i32 noundef %193), !dbg !394
  call void @llvm.lifetime.start.p0(i64 44, ptr nonnull %5) #11, !dbg !395
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 4 dereferenceable(44) %5, ptr noundef nonnull align 4 dereferenceable(44) @__const.main.words, i32 44, i1 false), !dbg !396, !DIAssignID !397
    #dbg_assign(i1 undef, !174, !DIExpression(), !397, ptr %5, !DIExpression(), !201)
    #dbg_value(i32 11, !178, !DIExpression(), !201)
  call void @qsort(ptr noundef nonnull %5, i32 noundef 11, i32 noundef 4, ptr noundef nonnull @cmp_str) #11, !dbg !398
    #dbg_value(i32 0, !179, !DIExpression(), !399)
  %195 = load ptr, ptr %5, align 4, !dbg !400, !tbaa !402
  %196 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef %195), !dbg !404
    #dbg_value(i32 1, !179, !DIExpression(), !399)
  %197 = getelementptr inbounds i8, ptr %5, i32 4, !dbg !400
  %198 = load ptr, ptr %197, align 4, !dbg !400, !tbaa !402
  %199 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef %198), !dbg !404
    #dbg_value(i32 2, !179, !DIExpression(), !399)
  %200 = getelementptr inbounds i8, ptr %5, i32 8, !dbg !400
  %201 = load ptr, ptr %200, align 4, !dbg !400, !tbaa !402
  %202 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef %201), !dbg !404
    #dbg_value(i32 3, !179, !DIExpression(), !399)
  %203 = getelementptr inbounds i8, ptr %5, i32 12, !dbg !400
  %204 = load ptr, ptr %203, align 4, !dbg !400, !tbaa !402
  %205 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef %204), !dbg !404
    #dbg_value(i32 4, !179, !DIExpression(), !399)
  %206 = getelementptr inbounds i8, ptr %5, i32 16, !dbg !400
  %207 = load ptr, ptr %206, align 4, !dbg !400, !tbaa !402
  %208 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef %207), !dbg !404
    #dbg_value(i32 5, !179, !DIExpression(), !399)
  %209 = getelementptr inbounds i8, ptr %5, i32 20, !dbg !400
  %210 = load ptr, ptr %209, align 4, !dbg !400, !tbaa !402
  %211 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef %210), !dbg !404
    #dbg_value(i32 6, !179, !DIExpression(), !399)
  %212 = getelementptr inbounds i8, ptr %5, i32 24, !dbg !400
  %213 = load ptr, ptr %212, align 4, !dbg !400, !tbaa !402
  %214 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef %213), !dbg !404
    #dbg_value(i32 7, !179, !DIExpression(), !399)
  %215 = getelementptr inbounds i8, ptr %5, i32 28, !dbg !400
  %216 = load ptr, ptr %215, align 4, !dbg !400, !tbaa !402
  %217 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef %216), !dbg !404
    #dbg_value(i32 8, !179, !DIExpression(), !399)
  %218 = getelementptr inbounds i8, ptr %5, i32 32, !dbg !400
  %219 = load ptr, ptr %218, align 4, !dbg !400, !tbaa !402
  %220 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef %219), !dbg !404
    #dbg_value(i32 9, !179, !DIExpression(), !399)
  %221 = getelementptr inbounds i8, ptr %5, i32 36, !dbg !400
  %222 = load ptr, ptr %221, align 4, !dbg !400, !tbaa !402
  %223 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef %222), !dbg !404
    #dbg_value(i32 10, !179, !DIExpression(), !399)
  %224 = getelementptr inbounds i8, ptr %5, i32 40, !dbg !400
  %225 = load ptr, ptr %224, align 4, !dbg !400, !tbaa !402
  %226 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef %225), !dbg !404
    #dbg_value(i32 11, !179, !DIExpression(), !399)
  %227 = call i32 @putchar(i32 10), !dbg !405
    #dbg_assign(i1 undef, !181, !DIExpression(), !406, ptr poison, !DIExpression(), !201)
    #dbg_value(i32 0, !183, !DIExpression(), !407)
  %228 = ptrtoint ptr %5 to i32
    #dbg_value(ptr poison, !268, !DIExpression(), !408)
    #dbg_value(ptr %5, !279, !DIExpression(), !408)
    #dbg_value(i32 11, !280, !DIExpression(), !408)
    #dbg_value(i32 4, !281, !DIExpression(), !408)
    #dbg_value(ptr @cmp_str, !282, !DIExpression(), !408)
    #dbg_value(i32 0, !283, !DIExpression(), !408)
    #dbg_value(i32 11, !284, !DIExpression(), !408)
  br label %229

229:                                              ; preds = %243, %191
  %230 = phi i32 [ %245, %243 ], [ 0, %191 ]
  %231 = phi i32 [ %244, %243 ], [ 11, %191 ]
    #dbg_value(i32 %230, !283, !DIExpression(), !408)
    #dbg_value(i32 %231, !284, !DIExpression(), !408)
  %232 = add i32 %231, %230, !dbg !410
  %233 = lshr i32 %232, 1, !dbg !411
    #dbg_value(i32 %233, !285, !DIExpression(), !408)
  %234 = shl i32 %233, 2, !dbg !412
  %235 = getelementptr inbounds i8, ptr %5, i32 %234, !dbg !413
    #dbg_value(ptr %235, !286, !DIExpression(), !408)
    #dbg_value(ptr poison, !414, !DIExpression(), !418)
    #dbg_value(ptr %235, !417, !DIExpression(), !418)
  %236 = load ptr, ptr %235, align 4, !dbg !420, !tbaa !402
  %237 = call i32 @strcmp(ptr noundef nonnull dereferenceable(4) @.str.12, ptr noundef nonnull dereferenceable(1) %236) #12, !dbg !421
    #dbg_value(i32 %237, !287, !DIExpression(), !408)
  %238 = icmp slt i32 %237, 0, !dbg !422
  br i1 %238, label %243, label %239, !dbg !423

239:                                              ; preds = %229
  %240 = icmp eq i32 %237, 0, !dbg !424
  br i1 %240, label %247, label %241, !dbg !425

241:                                              ; preds = %239
  %242 = add nuw i32 %233, 1, !dbg !426
    #dbg_value(i32 %242, !283, !DIExpression(), !408)
  br label %243

243:                                              ; preds = %241, %229
  %244 = phi i32 [ %231, %241 ], [ %233, %229 ], !dbg !408
  %245 = phi i32 [ %242, %241 ], [ %230, %229 ], !dbg !408
    #dbg_value(i32 %245, !283, !DIExpression(), !408)
    #dbg_value(i32 %244, !284, !DIExpression(), !408)
  %246 = icmp ult i32 %245, %244, !dbg !427
  br i1 %246, label %229, label %249, !dbg !428, !llvm.loop !429

247:                                              ; preds = %239
  %248 = getelementptr inbounds i8, ptr %5, i32 %234
  br label %249, !dbg !431

249:                                              ; preds = %243, %247
  %250 = phi ptr [ %248, %247 ], [ null, %243 ], !dbg !408
    #dbg_value(ptr %250, !185, !DIExpression(), !432)
  %251 = icmp eq ptr %250, null, !dbg !431
  %252 = ptrtoint ptr %250 to i32, !dbg !431
  %253 = sub i32 %252, %228, !dbg !431
  %254 = ashr exact i32 %253, 2, !dbg !431
  %255 = select i1 %251, i32 -1, i32 %254, !dbg !431
  %256 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.12, i32 noundef %255), !dbg !433
    #dbg_value(i32 1, !183, !DIExpression(), !407)
    #dbg_value(ptr poison, !268, !DIExpression(), !408)
    #dbg_value(ptr %5, !279, !DIExpression(), !408)
    #dbg_value(i32 11, !280, !DIExpression(), !408)
    #dbg_value(i32 4, !281, !DIExpression(), !408)
    #dbg_value(ptr @cmp_str, !282, !DIExpression(), !408)
    #dbg_value(i32 0, !283, !DIExpression(), !408)
    #dbg_value(i32 11, !284, !DIExpression(), !408)
  br label %257

257:                                              ; preds = %271, %249
  %258 = phi i32 [ %273, %271 ], [ 0, %249 ]
  %259 = phi i32 [ %272, %271 ], [ 11, %249 ]
    #dbg_value(i32 %258, !283, !DIExpression(), !408)
    #dbg_value(i32 %259, !284, !DIExpression(), !408)
  %260 = add i32 %259, %258, !dbg !410
  %261 = lshr i32 %260, 1, !dbg !411
    #dbg_value(i32 %261, !285, !DIExpression(), !408)
  %262 = shl i32 %261, 2, !dbg !412
  %263 = getelementptr inbounds i8, ptr %5, i32 %262, !dbg !413
    #dbg_value(ptr %263, !286, !DIExpression(), !408)
    #dbg_value(ptr poison, !414, !DIExpression(), !418)
    #dbg_value(ptr %263, !417, !DIExpression(), !418)
  %264 = load ptr, ptr %263, align 4, !dbg !420, !tbaa !402
  %265 = call i32 @strcmp(ptr noundef nonnull dereferenceable(6) @.str.22, ptr noundef nonnull dereferenceable(1) %264) #12, !dbg !421
    #dbg_value(i32 %265, !287, !DIExpression(), !408)
  %266 = icmp slt i32 %265, 0, !dbg !422
  br i1 %266, label %271, label %267, !dbg !423

267:                                              ; preds = %257
  %268 = icmp eq i32 %265, 0, !dbg !424
  br i1 %268, label %275, label %269, !dbg !425

269:                                              ; preds = %267
  %270 = add nuw i32 %261, 1, !dbg !426
    #dbg_value(i32 %270, !283, !DIExpression(), !408)
  br label %271

271:                                              ; preds = %269, %257
  %272 = phi i32 [ %259, %269 ], [ %261, %257 ], !dbg !408
  %273 = phi i32 [ %270, %269 ], [ %258, %257 ], !dbg !408
    #dbg_value(i32 %273, !283, !DIExpression(), !408)
    #dbg_value(i32 %272, !284, !DIExpression(), !408)
  %274 = icmp ult i32 %273, %272, !dbg !427
  br i1 %274, label %257, label %277, !dbg !428, !llvm.loop !429

275:                                              ; preds = %267
  %276 = getelementptr inbounds i8, ptr %5, i32 %262
  br label %277, !dbg !431

277:                                              ; preds = %271, %275
  %278 = phi ptr [ %276, %275 ], [ null, %271 ], !dbg !408
    #dbg_value(ptr %278, !185, !DIExpression(), !432)
  %279 = icmp eq ptr %278, null, !dbg !431
  %280 = ptrtoint ptr %278 to i32, !dbg !431
  %281 = sub i32 %280, %228, !dbg !431
  %282 = ashr exact i32 %281, 2, !dbg !431
  %283 = select i1 %279, i32 -1, i32 %282, !dbg !431
  %284 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.22, i32 noundef %283), !dbg !433
    #dbg_value(i32 2, !183, !DIExpression(), !407)
    #dbg_value(ptr poison, !268, !DIExpression(), !408)
    #dbg_value(ptr %5, !279, !DIExpression(), !408)
    #dbg_value(i32 11, !280, !DIExpression(), !408)
    #dbg_value(i32 4, !281, !DIExpression(), !408)
    #dbg_value(ptr @cmp_str, !282, !DIExpression(), !408)
    #dbg_value(i32 0, !283, !DIExpression(), !408)
    #dbg_value(i32 11, !284, !DIExpression(), !408)
    #dbg_value(i32 0, !283, !DIExpression(), !408)
    #dbg_value(i32 11, !284, !DIExpression(), !408)
    #dbg_value(i32 5, !285, !DIExpression(), !408)
  %285 = getelementptr inbounds i8, ptr %5, i32 20, !dbg !413
    #dbg_value(ptr %285, !286, !DIExpression(), !408)
    #dbg_value(ptr poison, !414, !DIExpression(), !418)
    #dbg_value(ptr %285, !417, !DIExpression(), !418)
  %286 = load ptr, ptr %285, align 4, !dbg !420, !tbaa !402
  %287 = load i8, ptr %286, align 1, !dbg !421
    #dbg_value(!DIArgList(i32 0, i8 %287), !287, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_minus, DW_OP_stack_value), !408)
  %288 = icmp eq i8 %287, 0, !dbg !422
  br i1 %288, label %304, label %289, !dbg !423

289:                                              ; preds = %277
    #dbg_value(i32 0, !283, !DIExpression(), !408)
    #dbg_value(i32 5, !284, !DIExpression(), !408)
    #dbg_value(i32 2, !285, !DIExpression(), !408)
  %290 = getelementptr inbounds i8, ptr %5, i32 8, !dbg !413
    #dbg_value(ptr %290, !286, !DIExpression(), !408)
    #dbg_value(ptr poison, !414, !DIExpression(), !418)
    #dbg_value(ptr %290, !417, !DIExpression(), !418)
  %291 = load ptr, ptr %290, align 4, !dbg !420, !tbaa !402
  %292 = load i8, ptr %291, align 1, !dbg !421
    #dbg_value(!DIArgList(i32 0, i8 %292), !287, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_minus, DW_OP_stack_value), !408)
  %293 = icmp eq i8 %292, 0, !dbg !422
  br i1 %293, label %304, label %294, !dbg !423

294:                                              ; preds = %289
    #dbg_value(i32 0, !283, !DIExpression(), !408)
    #dbg_value(i32 2, !284, !DIExpression(), !408)
    #dbg_value(i32 1, !285, !DIExpression(), !408)
  %295 = getelementptr inbounds i8, ptr %5, i32 4, !dbg !413
    #dbg_value(ptr %295, !286, !DIExpression(), !408)
    #dbg_value(ptr poison, !414, !DIExpression(), !418)
    #dbg_value(ptr %295, !417, !DIExpression(), !418)
  %296 = load ptr, ptr %295, align 4, !dbg !420, !tbaa !402
  %297 = load i8, ptr %296, align 1, !dbg !421
    #dbg_value(!DIArgList(i32 0, i8 %297), !287, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_minus, DW_OP_stack_value), !408)
  %298 = icmp eq i8 %297, 0, !dbg !422
  br i1 %298, label %304, label %299, !dbg !423

299:                                              ; preds = %294
    #dbg_value(i32 0, !283, !DIExpression(), !408)
    #dbg_value(i32 1, !284, !DIExpression(), !408)
    #dbg_value(i32 0, !285, !DIExpression(), !408)
    #dbg_value(ptr %5, !286, !DIExpression(), !408)
    #dbg_value(ptr poison, !414, !DIExpression(), !418)
    #dbg_value(ptr %5, !417, !DIExpression(), !418)
  %300 = load ptr, ptr %5, align 4, !dbg !420, !tbaa !402
  %301 = load i8, ptr %300, align 1, !dbg !421
    #dbg_value(!DIArgList(i32 0, i8 %301), !287, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_minus, DW_OP_stack_value), !408)
  %302 = icmp eq i8 %301, 0, !dbg !422
  %303 = select i1 %302, ptr %5, ptr null, !dbg !423
  br label %304, !dbg !423

304:                                              ; preds = %299, %277, %289, %294
  %305 = phi ptr [ %9, %277 ], [ %10, %289 ], [ %11, %294 ], [ %303, %299 ], !dbg !408
    #dbg_value(ptr %305, !185, !DIExpression(), !432)
  %306 = icmp eq ptr %305, null, !dbg !431
  %307 = ptrtoint ptr %305 to i32, !dbg !431
  %308 = sub i32 %307, %228, !dbg !431
  %309 = ashr exact i32 %308, 2, !dbg !431
  %310 = select i1 %306, i32 -1, i32 %309, !dbg !431
  %311 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.18, i32 noundef %310), !dbg !433
    #dbg_value(i32 3, !183, !DIExpression(), !407)
    #dbg_value(ptr poison, !268, !DIExpression(), !408)
    #dbg_value(ptr %5, !279, !DIExpression(), !408)
    #dbg_value(i32 11, !280, !DIExpression(), !408)
    #dbg_value(i32 4, !281, !DIExpression(), !408)
    #dbg_value(ptr @cmp_str, !282, !DIExpression(), !408)
    #dbg_value(i32 0, !283, !DIExpression(), !408)
    #dbg_value(i32 11, !284, !DIExpression(), !408)
  br label %312

312:                                              ; preds = %326, %304
  %313 = phi i32 [ %328, %326 ], [ 0, %304 ]
  %314 = phi i32 [ %327, %326 ], [ 11, %304 ]
    #dbg_value(i32 %313, !283, !DIExpression(), !408)
    #dbg_value(i32 %314, !284, !DIExpression(), !408)
  %315 = add i32 %314, %313, !dbg !410
  %316 = lshr i32 %315, 1, !dbg !411
    #dbg_value(i32 %316, !285, !DIExpression(), !408)
  %317 = shl i32 %316, 2, !dbg !412
  %318 = getelementptr inbounds i8, ptr %5, i32 %317, !dbg !413
    #dbg_value(ptr %318, !286, !DIExpression(), !408)
    #dbg_value(ptr poison, !414, !DIExpression(), !418)
    #dbg_value(ptr %318, !417, !DIExpression(), !418)
  %319 = load ptr, ptr %318, align 4, !dbg !420, !tbaa !402
  %320 = call i32 @strcmp(ptr noundef nonnull dereferenceable(9) @.str.19, ptr noundef nonnull dereferenceable(1) %319) #12, !dbg !421
    #dbg_value(i32 %320, !287, !DIExpression(), !408)
  %321 = icmp slt i32 %320, 0, !dbg !422
  br i1 %321, label %326, label %322, !dbg !423

322:                                              ; preds = %312
  %323 = icmp eq i32 %320, 0, !dbg !424
  br i1 %323, label %330, label %324, !dbg !425

324:                                              ; preds = %322
  %325 = add nuw i32 %316, 1, !dbg !426
    #dbg_value(i32 %325, !283, !DIExpression(), !408)
  br label %326

326:                                              ; preds = %324, %312
  %327 = phi i32 [ %314, %324 ], [ %316, %312 ], !dbg !408
  %328 = phi i32 [ %325, %324 ], [ %313, %312 ], !dbg !408
    #dbg_value(i32 %328, !283, !DIExpression(), !408)
    #dbg_value(i32 %327, !284, !DIExpression(), !408)
  %329 = icmp ult i32 %328, %327, !dbg !427
  br i1 %329, label %312, label %332, !dbg !428, !llvm.loop !429

330:                                              ; preds = %322
  %331 = getelementptr inbounds i8, ptr %5, i32 %317
  br label %332, !dbg !431

332:                                              ; preds = %326, %330
  %333 = phi ptr [ %331, %330 ], [ null, %326 ], !dbg !408
    #dbg_value(ptr %333, !185, !DIExpression(), !432)
  %334 = icmp eq ptr %333, null, !dbg !431
  %335 = ptrtoint ptr %333 to i32, !dbg !431
  %336 = sub i32 %335, %228, !dbg !431
  %337 = ashr exact i32 %336, 2, !dbg !431
  %338 = select i1 %334, i32 -1, i32 %337, !dbg !431
  %339 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.19, i32 noundef %338), !dbg !433
    #dbg_value(i32 4, !183, !DIExpression(), !407)
    #dbg_value(ptr poison, !268, !DIExpression(), !408)
    #dbg_value(ptr %5, !279, !DIExpression(), !408)
    #dbg_value(i32 11, !280, !DIExpression(), !408)
    #dbg_value(i32 4, !281, !DIExpression(), !408)
    #dbg_value(ptr @cmp_str, !282, !DIExpression(), !408)
    #dbg_value(i32 0, !283, !DIExpression(), !408)
    #dbg_value(i32 11, !284, !DIExpression(), !408)
  br label %340

340:                                              ; preds = %354, %332
  %341 = phi i32 [ %356, %354 ], [ 0, %332 ]
  %342 = phi i32 [ %355, %354 ], [ 11, %332 ]
    #dbg_value(i32 %341, !283, !DIExpression(), !408)
    #dbg_value(i32 %342, !284, !DIExpression(), !408)
  %343 = add i32 %342, %341, !dbg !410
  %344 = lshr i32 %343, 1, !dbg !411
    #dbg_value(i32 %344, !285, !DIExpression(), !408)
  %345 = shl i32 %344, 2, !dbg !412
  %346 = getelementptr inbounds i8, ptr %5, i32 %345, !dbg !413
    #dbg_value(ptr %346, !286, !DIExpression(), !408)
    #dbg_value(ptr poison, !414, !DIExpression(), !418)
    #dbg_value(ptr %346, !417, !DIExpression(), !418)
  %347 = load ptr, ptr %346, align 4, !dbg !420, !tbaa !402
  %348 = call i32 @strcmp(ptr noundef nonnull dereferenceable(6) @.str.16, ptr noundef nonnull dereferenceable(1) %347) #12, !dbg !421
    #dbg_value(i32 %348, !287, !DIExpression(), !408)
  %349 = icmp slt i32 %348, 0, !dbg !422
  br i1 %349, label %354, label %350, !dbg !423

350:                                              ; preds = %340
  %351 = icmp eq i32 %348, 0, !dbg !424
  br i1 %351, label %358, label %352, !dbg !425

352:                                              ; preds = %350
  %353 = add nuw i32 %344, 1, !dbg !426
    #dbg_value(i32 %353, !283, !DIExpression(), !408)
  br label %354

354:                                              ; preds = %352, %340
  %355 = phi i32 [ %342, %352 ], [ %344, %340 ], !dbg !408
  %356 = phi i32 [ %353, %352 ], [ %341, %340 ], !dbg !408
    #dbg_value(i32 %356, !283, !DIExpression(), !408)
    #dbg_value(i32 %355, !284, !DIExpression(), !408)
  %357 = icmp ult i32 %356, %355, !dbg !427
  br i1 %357, label %340, label %360, !dbg !428, !llvm.loop !429

358:                                              ; preds = %350
  %359 = getelementptr inbounds i8, ptr %5, i32 %345
  br label %360, !dbg !431

360:                                              ; preds = %354, %358
  %361 = phi ptr [ %359, %358 ], [ null, %354 ], !dbg !408
    #dbg_value(ptr %361, !185, !DIExpression(), !432)
  %362 = icmp eq ptr %361, null, !dbg !431
  %363 = ptrtoint ptr %361 to i32, !dbg !431
  %364 = sub i32 %363, %228, !dbg !431
  %365 = ashr exact i32 %364, 2, !dbg !431
  %366 = select i1 %362, i32 -1, i32 %365, !dbg !431
  %367 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.16, i32 noundef %366), !dbg !433
    #dbg_value(i32 5, !183, !DIExpression(), !407)
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %6) #11, !dbg !434
    #dbg_value(i32 0, !191, !DIExpression(), !435)
  store double -1.000000e+00, ptr %6, align 8, !dbg !436, !tbaa !438
    #dbg_value(i32 1, !191, !DIExpression(), !435)
  %368 = getelementptr inbounds i8, ptr %6, i32 8, !dbg !439
  store double 7.500000e-01, ptr %368, align 8, !dbg !436, !tbaa !438
    #dbg_value(i32 2, !191, !DIExpression(), !435)
  %369 = getelementptr inbounds i8, ptr %6, i32 16, !dbg !439
  store double -5.000000e-01, ptr %369, align 8, !dbg !436, !tbaa !438
    #dbg_value(i32 3, !191, !DIExpression(), !435)
  %370 = getelementptr inbounds i8, ptr %6, i32 24, !dbg !439
  store double 1.250000e+00, ptr %370, align 8, !dbg !436, !tbaa !438
    #dbg_value(i32 4, !191, !DIExpression(), !435)
  %371 = getelementptr inbounds i8, ptr %6, i32 32, !dbg !439
  store double 0.000000e+00, ptr %371, align 8, !dbg !436, !tbaa !438
    #dbg_value(i32 5, !191, !DIExpression(), !435)
  %372 = getelementptr inbounds i8, ptr %6, i32 40, !dbg !439
  store double 1.750000e+00, ptr %372, align 8, !dbg !436, !tbaa !438
    #dbg_value(i32 6, !191, !DIExpression(), !435)
  %373 = getelementptr inbounds i8, ptr %6, i32 48, !dbg !439
  store double 5.000000e-01, ptr %373, align 8, !dbg !436, !tbaa !438
    #dbg_value(i32 7, !191, !DIExpression(), !435)
  %374 = getelementptr inbounds i8, ptr %6, i32 56, !dbg !439
  store double -7.500000e-01, ptr %374, align 8, !dbg !436, !tbaa !438
    #dbg_value(i32 8, !191, !DIExpression(), !435)
  %375 = getelementptr inbounds i8, ptr %6, i32 64, !dbg !439
  store double 1.000000e+00, ptr %375, align 8, !dbg !436, !tbaa !438
    #dbg_value(i32 9, !191, !DIExpression(), !435)
  %376 = getelementptr inbounds i8, ptr %6, i32 72, !dbg !439
  store double -2.500000e-01, ptr %376, align 8, !dbg !436, !tbaa !438
    #dbg_value(i32 10, !191, !DIExpression(), !435)
  %377 = getelementptr inbounds i8, ptr %6, i32 80, !dbg !439
  store double 1.500000e+00, ptr %377, align 8, !dbg !436, !tbaa !438
    #dbg_value(i32 11, !191, !DIExpression(), !435)
  %378 = getelementptr inbounds i8, ptr %6, i32 88, !dbg !439
  store double 2.500000e-01, ptr %378, align 8, !dbg !436, !tbaa !438
    #dbg_value(i32 12, !191, !DIExpression(), !435)
  call void @qsort(ptr noundef nonnull %6, i32 noundef 12, i32 noundef 8, ptr noundef nonnull @cmp_double) #11, !dbg !440
    #dbg_value(i32 0, !193, !DIExpression(), !441)
  %379 = load double, ptr %6, align 8, !dbg !442, !tbaa !438
  %380 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, double noundef %379), !dbg !444
    #dbg_value(i32 1, !193, !DIExpression(), !441)
  %381 = load double, ptr %368, align 8, !dbg !442, !tbaa !438
  %382 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, double noundef %381), !dbg !444
    #dbg_value(i32 2, !193, !DIExpression(), !441)
  %383 = load double, ptr %369, align 8, !dbg !442, !tbaa !438
  %384 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, double noundef %383), !dbg !444
    #dbg_value(i32 3, !193, !DIExpression(), !441)
  %385 = load double, ptr %370, align 8, !dbg !442, !tbaa !438
  %386 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, double noundef %385), !dbg !444
    #dbg_value(i32 4, !193, !DIExpression(), !441)
  %387 = load double, ptr %371, align 8, !dbg !442, !tbaa !438
  %388 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, double noundef %387), !dbg !444
    #dbg_value(i32 5, !193, !DIExpression(), !441)
  %389 = load double, ptr %372, align 8, !dbg !442, !tbaa !438
  %390 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, double noundef %389), !dbg !444
    #dbg_value(i32 6, !193, !DIExpression(), !441)
  %391 = load double, ptr %373, align 8, !dbg !442, !tbaa !438
  %392 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, double noundef %391), !dbg !444
    #dbg_value(i32 7, !193, !DIExpression(), !441)
  %393 = load double, ptr %374, align 8, !dbg !442, !tbaa !438
  %394 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, double noundef %393), !dbg !444
    #dbg_value(i32 8, !193, !DIExpression(), !441)
  %395 = load double, ptr %375, align 8, !dbg !442, !tbaa !438
  %396 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, double noundef %395), !dbg !444
    #dbg_value(i32 9, !193, !DIExpression(), !441)
  %397 = load double, ptr %376, align 8, !dbg !442, !tbaa !438
  %398 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, double noundef %397), !dbg !444
    #dbg_value(i32 10, !193, !DIExpression(), !441)
  %399 = load double, ptr %377, align 8, !dbg !442, !tbaa !438
  %400 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, double noundef %399), !dbg !444
    #dbg_value(i32 11, !193, !DIExpression(), !441)
  %401 = load double, ptr %378, align 8, !dbg !442, !tbaa !438
  %402 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, double noundef %401), !dbg !444
    #dbg_value(i32 12, !193, !DIExpression(), !441)
  %403 = call i32 @putchar(i32 10), !dbg !445
  call void @llvm.lifetime.start.p0(i64 44, ptr nonnull %7) #11, !dbg !446
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 1 dereferenceable(44) %7, ptr noundef nonnull align 1 dereferenceable(44) @__const.main.s, i32 44, i1 false), !dbg !447, !DIAssignID !448
    #dbg_assign(i1 undef, !195, !DIExpression(), !448, ptr %7, !DIExpression(), !201)
  %404 = call i32 @strlen(ptr noundef nonnull dereferenceable(1) %7) #12, !dbg !449
  call void @qsort(ptr noundef nonnull %7, i32 noundef %404, i32 noundef 1, ptr noundef nonnull @cmp_char) #11, !dbg !450
  %405 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull %7), !dbg !451
  call void @qsort(ptr noundef nonnull %1, i32 noundef 0, i32 noundef 4, ptr noundef nonnull @cmp_int) #11, !dbg !452
  call void @qsort(ptr noundef nonnull %1, i32 noundef 1, i32 noundef 4, ptr noundef nonnull @cmp_int) #11, !dbg !453
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #11, !dbg !454
  store i32 5, ptr %8, align 4, !dbg !455, !tbaa !224, !DIAssignID !456
    #dbg_assign(i32 5, !199, !DIExpression(), !456, ptr %8, !DIExpression(), !201)
    #dbg_value(ptr %8, !268, !DIExpression(), !457)
    #dbg_value(ptr %1, !279, !DIExpression(), !457)
    #dbg_value(i32 0, !280, !DIExpression(), !457)
    #dbg_value(i32 4, !281, !DIExpression(), !457)
    #dbg_value(ptr @cmp_int, !282, !DIExpression(), !457)
    #dbg_value(i32 0, !283, !DIExpression(), !457)
    #dbg_value(i32 0, !284, !DIExpression(), !457)
    #dbg_value(ptr %8, !268, !DIExpression(), !459)
    #dbg_value(ptr %8, !279, !DIExpression(), !459)
    #dbg_value(i32 1, !280, !DIExpression(), !459)
    #dbg_value(i32 4, !281, !DIExpression(), !459)
    #dbg_value(ptr @cmp_int, !282, !DIExpression(), !459)
    #dbg_value(i32 0, !283, !DIExpression(), !459)
    #dbg_value(i32 1, !284, !DIExpression(), !459)
  br label %406

406:                                              ; preds = %424, %360
  %407 = phi i32 [ %426, %424 ], [ 0, %360 ]
  %408 = phi i32 [ %425, %424 ], [ 1, %360 ]
    #dbg_value(i32 %407, !283, !DIExpression(), !459)
    #dbg_value(i32 %408, !284, !DIExpression(), !459)
  %409 = add nuw nsw i32 %408, %407, !dbg !461
  %410 = lshr i32 %409, 1, !dbg !462
    #dbg_value(i32 %410, !285, !DIExpression(), !459)
  %411 = shl nuw nsw i32 %410, 2, !dbg !463
  %412 = getelementptr inbounds i8, ptr %8, i32 %411, !dbg !464
    #dbg_value(ptr %412, !286, !DIExpression(), !459)
    #dbg_value(ptr %8, !295, !DIExpression(), !465)
    #dbg_value(ptr %412, !298, !DIExpression(), !465)
    #dbg_value(i32 5, !299, !DIExpression(), !465)
  %413 = load i32, ptr %412, align 4, !dbg !467, !tbaa !224
    #dbg_value(i32 %413, !300, !DIExpression(), !465)
  %414 = icmp slt i32 %413, 5, !dbg !468
  %415 = zext i1 %414 to i32, !dbg !468
  %416 = icmp sgt i32 %413, 5, !dbg !469
  %417 = sext i1 %416 to i32, !dbg !469
  %418 = add nsw i32 %417, %415, !dbg !470
    #dbg_value(i32 %418, !287, !DIExpression(), !459)
  %419 = icmp slt i32 %418, 0, !dbg !471
  br i1 %419, label %424, label %420, !dbg !472

420:                                              ; preds = %406
  %421 = icmp eq i32 %418, 0, !dbg !473
  br i1 %421, label %428, label %422, !dbg !474

422:                                              ; preds = %420
  %423 = add nuw nsw i32 %410, 1, !dbg !475
    #dbg_value(i32 %423, !283, !DIExpression(), !459)
  br label %424

424:                                              ; preds = %422, %406
  %425 = phi i32 [ %408, %422 ], [ %410, %406 ], !dbg !459
  %426 = phi i32 [ %423, %422 ], [ %407, %406 ], !dbg !459
    #dbg_value(i32 %426, !283, !DIExpression(), !459)
    #dbg_value(i32 %425, !284, !DIExpression(), !459)
  %427 = icmp ult i32 %426, %425, !dbg !476
  br i1 %427, label %406, label %428, !dbg !477, !llvm.loop !478

428:                                              ; preds = %420, %424
  %429 = phi i32 [ 0, %424 ], [ 1, %420 ], !dbg !459
  %430 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef 1, i32 noundef %429), !dbg !480
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #11, !dbg !481
  call void @llvm.lifetime.end.p0(i64 44, ptr nonnull %7) #11, !dbg !481
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %6) #11, !dbg !481
  call void @llvm.lifetime.end.p0(i64 44, ptr nonnull %5) #11, !dbg !481
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #11, !dbg !481
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %3) #11, !dbg !481
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #11, !dbg !481
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %1) #11, !dbg !481
  ret i32 0, !dbg !482
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree
declare !dbg !483 void @qsort(ptr noundef, i32 noundef, i32 noundef, ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_int(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #3 !dbg !296 {
    #dbg_value(ptr %0, !295, !DIExpression(), !486)
    #dbg_value(ptr %1, !298, !DIExpression(), !486)
  %3 = load i32, ptr %0, align 4, !dbg !487, !tbaa !224
    #dbg_value(i32 %3, !299, !DIExpression(), !486)
  %4 = load i32, ptr %1, align 4, !dbg !488, !tbaa !224
    #dbg_value(i32 %4, !300, !DIExpression(), !486)
  %5 = icmp sgt i32 %3, %4, !dbg !489
  %6 = zext i1 %5 to i32, !dbg !489
  %7 = icmp slt i32 %3, %4, !dbg !490
  %8 = sext i1 %7 to i32, !dbg !490
  %9 = add nsw i32 %8, %6, !dbg !491
  ret i32 %9, !dbg !492
}

; Function Attrs: nofree nounwind
declare !dbg !493 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_int_desc(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #3 !dbg !498 {
    #dbg_value(ptr %0, !500, !DIExpression(), !502)
    #dbg_value(ptr %1, !501, !DIExpression(), !502)
    #dbg_value(ptr %1, !295, !DIExpression(), !503)
    #dbg_value(ptr %0, !298, !DIExpression(), !503)
  %3 = load i32, ptr %1, align 4, !dbg !505, !tbaa !224
    #dbg_value(i32 %3, !299, !DIExpression(), !503)
  %4 = load i32, ptr %0, align 4, !dbg !506, !tbaa !224
    #dbg_value(i32 %4, !300, !DIExpression(), !503)
  %5 = icmp sgt i32 %3, %4, !dbg !507
  %6 = zext i1 %5 to i32, !dbg !507
  %7 = icmp slt i32 %3, %4, !dbg !508
  %8 = sext i1 %7 to i32, !dbg !508
  %9 = add nsw i32 %8, %6, !dbg !509
  ret i32 %9, !dbg !510
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_abs_then_value(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #3 !dbg !511 {
    #dbg_value(ptr %0, !513, !DIExpression(), !519)
    #dbg_value(ptr %1, !514, !DIExpression(), !519)
  %3 = load i32, ptr %0, align 4, !dbg !520, !tbaa !224
    #dbg_value(i32 %3, !515, !DIExpression(), !519)
  %4 = load i32, ptr %1, align 4, !dbg !521, !tbaa !224
    #dbg_value(i32 %4, !516, !DIExpression(), !519)
  %5 = tail call i32 @llvm.abs.i32(i32 %3, i1 true), !dbg !522
    #dbg_value(i32 %5, !517, !DIExpression(), !519)
  %6 = tail call i32 @llvm.abs.i32(i32 %4, i1 true), !dbg !523
    #dbg_value(i32 %6, !518, !DIExpression(), !519)
  %7 = icmp eq i32 %5, %6, !dbg !524
  %8 = icmp sgt i32 %3, %4, !dbg !526
  %9 = icmp slt i32 %3, %4, !dbg !526
  %10 = icmp ugt i32 %5, %6, !dbg !526
  %11 = icmp ult i32 %5, %6, !dbg !526
  %12 = select i1 %7, i1 %9, i1 %11, !dbg !526
  %13 = select i1 %7, i1 %8, i1 %10, !dbg !526
  %14 = zext i1 %13 to i32, !dbg !519
  %15 = sext i1 %12 to i32, !dbg !519
  %16 = add nsw i32 %15, %14, !dbg !519
  ret i32 %16, !dbg !527
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read) uwtable
define internal i32 @cmp_person_age(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #6 !dbg !528 {
    #dbg_value(ptr %0, !530, !DIExpression(), !534)
    #dbg_value(ptr %1, !531, !DIExpression(), !534)
    #dbg_value(ptr %0, !532, !DIExpression(), !534)
    #dbg_value(ptr %1, !533, !DIExpression(), !534)
  %3 = getelementptr inbounds i8, ptr %0, i32 12, !dbg !535
  %4 = load i32, ptr %3, align 4, !dbg !535, !tbaa !334
  %5 = getelementptr inbounds i8, ptr %1, i32 12, !dbg !537
  %6 = load i32, ptr %5, align 4, !dbg !537, !tbaa !334
  %7 = icmp eq i32 %4, %6, !dbg !538
  br i1 %7, label %10, label %8, !dbg !539

8:                                                ; preds = %2
  %9 = sub nsw i32 %4, %6, !dbg !540
  br label %12, !dbg !541

10:                                               ; preds = %2
  %11 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %0, ptr noundef nonnull dereferenceable(1) %1) #12, !dbg !542
  br label %12, !dbg !543

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ], !dbg !534
  ret i32 %13, !dbg !544
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read) uwtable
define internal i32 @cmp_person_score(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #6 !dbg !366 {
    #dbg_value(ptr %0, !365, !DIExpression(), !545)
    #dbg_value(ptr %1, !368, !DIExpression(), !545)
    #dbg_value(ptr %0, !369, !DIExpression(), !545)
    #dbg_value(ptr %1, !372, !DIExpression(), !545)
  %3 = getelementptr inbounds i8, ptr %0, i32 16, !dbg !546
  %4 = load double, ptr %3, align 4, !dbg !546, !tbaa !344
  %5 = getelementptr inbounds i8, ptr %1, i32 16, !dbg !547
  %6 = load double, ptr %5, align 4, !dbg !547, !tbaa !344
  %7 = fcmp olt double %4, %6, !dbg !548
  br i1 %7, label %12, label %8, !dbg !549

8:                                                ; preds = %2
  %9 = fcmp ogt double %4, %6, !dbg !550
  br i1 %9, label %12, label %10, !dbg !551

10:                                               ; preds = %8
  %11 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %0, ptr noundef nonnull dereferenceable(1) %1) #12, !dbg !552
  br label %12, !dbg !553

12:                                               ; preds = %8, %2, %10
  %13 = phi i32 [ %11, %10 ], [ 1, %2 ], [ -1, %8 ], !dbg !545
  ret i32 %13, !dbg !554
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal i32 @cmp_str(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #7 !dbg !415 {
    #dbg_value(ptr %0, !414, !DIExpression(), !555)
    #dbg_value(ptr %1, !417, !DIExpression(), !555)
  %3 = load ptr, ptr %0, align 4, !dbg !556, !tbaa !402
  %4 = load ptr, ptr %1, align 4, !dbg !557, !tbaa !402
  %5 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %3, ptr noundef nonnull dereferenceable(1) %4) #12, !dbg !558
  ret i32 %5, !dbg !559
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_double(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #3 !dbg !560 {
    #dbg_value(ptr %0, !562, !DIExpression(), !566)
    #dbg_value(ptr %1, !563, !DIExpression(), !566)
  %3 = load double, ptr %0, align 4, !dbg !567, !tbaa !438
    #dbg_value(double %3, !564, !DIExpression(), !566)
  %4 = load double, ptr %1, align 4, !dbg !568, !tbaa !438
    #dbg_value(double %4, !565, !DIExpression(), !566)
  %5 = fcmp ogt double %3, %4, !dbg !569
  %6 = zext i1 %5 to i32, !dbg !569
  %7 = fcmp olt double %3, %4, !dbg !570
  %8 = sext i1 %7 to i32, !dbg !570
  %9 = add nsw i32 %8, %6, !dbg !571
  ret i32 %9, !dbg !572
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !573 i32 @strlen(ptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -255, 256) i32 @cmp_char(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #3 !dbg !577 {
    #dbg_value(ptr %0, !579, !DIExpression(), !581)
    #dbg_value(ptr %1, !580, !DIExpression(), !581)
  %3 = load i8, ptr %0, align 1, !dbg !582, !tbaa !583
  %4 = zext i8 %3 to i32, !dbg !582
  %5 = load i8, ptr %1, align 1, !dbg !584, !tbaa !583
  %6 = zext i8 %5 to i32, !dbg !584
  %7 = sub nsw i32 %4, %6, !dbg !585
  ret i32 %7, !dbg !586
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !587 i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #10

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nofree nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nofree nounwind }
attributes #11 = { nounwind }
attributes #12 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!96}
!llvm.module.flags = !{!124, !125, !126, !127, !128, !129, !130, !131}
!llvm.ident = !{!132}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "qsort_bsearch.c", directory: "/work/wt-errtests/tests/c32", checksumkind: CSK_MD5, checksum: "5b14bf77858405db7401c7723baebc9e")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 36)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 20)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 23)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 81, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 8)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 10)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 88, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 6)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 27)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 5)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !44, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !34, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !3, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 7)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !55, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !44, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !34, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !55, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 1)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !73, isLocal: true, isDefinition: true)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !74)
!74 = !{!75}
!75 = !DISubrange(count: 9)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !44, isLocal: true, isDefinition: true)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !2, line: 97, type: !34, isLocal: true, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 99, type: !34, isLocal: true, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 102, type: !84, isLocal: true, isDefinition: true)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !85)
!85 = !{!86}
!86 = !DISubrange(count: 16)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !2, line: 109, type: !34, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 113, type: !14, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !2, line: 118, type: !93, isLocal: true, isDefinition: true)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !94)
!94 = !{!95}
!95 = !DISubrange(count: 34)
!96 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !97, globals: !118, splitDebugInlining: false, nameTableKind: None)
!97 = !{!98, !99, !102, !103, !104, !106, !108, !110, !112, !115}
!98 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!99 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !100, line: 18, baseType: !101)
!100 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!101 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!102 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !105, size: 32)
!105 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !98)
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !107, size: 32)
!107 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !109, size: 32)
!109 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 32)
!111 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !108)
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 32)
!113 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !114)
!114 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 32)
!116 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !117)
!117 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!118 = !{!0, !119, !7, !12, !17, !22, !27, !32, !37, !42, !47, !49, !51, !53, !58, !60, !62, !64, !66, !71, !76, !78, !80, !82, !87, !89, !91}
!119 = !DIGlobalVariableExpression(var: !120, expr: !DIExpression())
!120 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !121, isLocal: true, isDefinition: true)
!121 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !122)
!122 = !{!123}
!123 = !DISubrange(count: 2)
!124 = !{i32 1, !"NumRegisterParameters", i32 0}
!125 = !{i32 7, !"Dwarf Version", i32 5}
!126 = !{i32 2, !"Debug Info Version", i32 3}
!127 = !{i32 1, !"wchar_size", i32 4}
!128 = !{i32 8, !"PIC Level", i32 2}
!129 = !{i32 7, !"PIE Level", i32 2}
!130 = !{i32 7, !"uwtable", i32 2}
!131 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!132 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!133 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 49, type: !134, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !96, retainedNodes: !136)
!134 = !DISubroutineType(types: !135)
!135 = !{!98}
!136 = !{!137, !141, !142, !144, !146, !148, !150, !154, !156, !166, !167, !169, !171, !172, !174, !178, !179, !181, !183, !185, !189, !191, !193, !195, !199}
!137 = !DILocalVariable(name: "a", scope: !133, file: !2, line: 50, type: !138)
!138 = !DICompositeType(tag: DW_TAG_array_type, baseType: !98, size: 1280, elements: !139)
!139 = !{!140}
!140 = !DISubrange(count: 40)
!141 = !DILocalVariable(name: "x", scope: !133, file: !2, line: 51, type: !101)
!142 = !DILocalVariable(name: "i", scope: !143, file: !2, line: 52, type: !98)
!143 = distinct !DILexicalBlock(scope: !133, file: !2, line: 52, column: 5)
!144 = !DILocalVariable(name: "i", scope: !145, file: !2, line: 57, type: !98)
!145 = distinct !DILexicalBlock(scope: !133, file: !2, line: 57, column: 5)
!146 = !DILocalVariable(name: "keys", scope: !133, file: !2, line: 60, type: !147)
!147 = !DICompositeType(tag: DW_TAG_array_type, baseType: !98, size: 320, elements: !30)
!148 = !DILocalVariable(name: "i", scope: !149, file: !2, line: 61, type: !98)
!149 = distinct !DILexicalBlock(scope: !133, file: !2, line: 61, column: 5)
!150 = !DILocalVariable(name: "f", scope: !151, file: !2, line: 62, type: !153)
!151 = distinct !DILexicalBlock(scope: !152, file: !2, line: 61, column: 34)
!152 = distinct !DILexicalBlock(scope: !149, file: !2, line: 61, column: 5)
!153 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 32)
!154 = !DILocalVariable(name: "i", scope: !155, file: !2, line: 72, type: !98)
!155 = distinct !DILexicalBlock(scope: !133, file: !2, line: 72, column: 5)
!156 = !DILocalVariable(name: "people", scope: !133, file: !2, line: 75, type: !157)
!157 = !DICompositeType(tag: DW_TAG_array_type, baseType: !158, size: 1536, elements: !25)
!158 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "person", file: !2, line: 8, size: 192, elements: !159)
!159 = !{!160, !164, !165}
!160 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !158, file: !2, line: 9, baseType: !161, size: 96)
!161 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !162)
!162 = !{!163}
!163 = !DISubrange(count: 12)
!164 = !DIDerivedType(tag: DW_TAG_member, name: "age", scope: !158, file: !2, line: 10, baseType: !98, size: 32, offset: 96)
!165 = !DIDerivedType(tag: DW_TAG_member, name: "score", scope: !158, file: !2, line: 11, baseType: !114, size: 64, offset: 128)
!166 = !DILocalVariable(name: "np", scope: !133, file: !2, line: 78, type: !98)
!167 = !DILocalVariable(name: "i", scope: !168, file: !2, line: 80, type: !98)
!168 = distinct !DILexicalBlock(scope: !133, file: !2, line: 80, column: 5)
!169 = !DILocalVariable(name: "i", scope: !170, file: !2, line: 84, type: !98)
!170 = distinct !DILexicalBlock(scope: !133, file: !2, line: 84, column: 5)
!171 = !DILocalVariable(name: "key", scope: !133, file: !2, line: 87, type: !158)
!172 = !DILocalVariable(name: "pf", scope: !133, file: !2, line: 90, type: !173)
!173 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !158, size: 32)
!174 = !DILocalVariable(name: "words", scope: !133, file: !2, line: 92, type: !175)
!175 = !DICompositeType(tag: DW_TAG_array_type, baseType: !108, size: 352, elements: !176)
!176 = !{!177}
!177 = !DISubrange(count: 11)
!178 = !DILocalVariable(name: "nw", scope: !133, file: !2, line: 94, type: !98)
!179 = !DILocalVariable(name: "i", scope: !180, file: !2, line: 96, type: !98)
!180 = distinct !DILexicalBlock(scope: !133, file: !2, line: 96, column: 5)
!181 = !DILocalVariable(name: "probe", scope: !133, file: !2, line: 99, type: !182)
!182 = !DICompositeType(tag: DW_TAG_array_type, baseType: !108, size: 160, elements: !45)
!183 = !DILocalVariable(name: "i", scope: !184, file: !2, line: 100, type: !98)
!184 = distinct !DILexicalBlock(scope: !133, file: !2, line: 100, column: 5)
!185 = !DILocalVariable(name: "f", scope: !186, file: !2, line: 101, type: !188)
!186 = distinct !DILexicalBlock(scope: !187, file: !2, line: 100, column: 33)
!187 = distinct !DILexicalBlock(scope: !184, file: !2, line: 100, column: 5)
!188 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 32)
!189 = !DILocalVariable(name: "d", scope: !133, file: !2, line: 104, type: !190)
!190 = !DICompositeType(tag: DW_TAG_array_type, baseType: !114, size: 768, elements: !162)
!191 = !DILocalVariable(name: "i", scope: !192, file: !2, line: 105, type: !98)
!192 = distinct !DILexicalBlock(scope: !133, file: !2, line: 105, column: 5)
!193 = !DILocalVariable(name: "i", scope: !194, file: !2, line: 108, type: !98)
!194 = distinct !DILexicalBlock(scope: !133, file: !2, line: 108, column: 5)
!195 = !DILocalVariable(name: "s", scope: !133, file: !2, line: 111, type: !196)
!196 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 352, elements: !197)
!197 = !{!198}
!198 = !DISubrange(count: 44)
!199 = !DILocalVariable(name: "one", scope: !133, file: !2, line: 117, type: !98)
!200 = distinct !DIAssignID()
!201 = !DILocation(line: 0, scope: !133)
!202 = distinct !DIAssignID()
!203 = distinct !DIAssignID()
!204 = distinct !DIAssignID()
!205 = distinct !DIAssignID()
!206 = distinct !DIAssignID()
!207 = distinct !DIAssignID()
!208 = distinct !DIAssignID()
!209 = !DILocation(line: 50, column: 5, scope: !133)
!210 = !DILocation(line: 0, scope: !143)
!211 = !DILocation(line: 52, column: 5, scope: !143)
!212 = !DILocation(line: 56, column: 5, scope: !133)
!213 = !DILocation(line: 0, scope: !145)
!214 = !DILocation(line: 57, column: 5, scope: !145)
!215 = !DILocation(line: 53, column: 15, scope: !216)
!216 = distinct !DILexicalBlock(scope: !217, file: !2, line: 52, column: 34)
!217 = distinct !DILexicalBlock(scope: !143, file: !2, line: 52, column: 5)
!218 = !DILocation(line: 53, column: 29, scope: !216)
!219 = !DILocation(line: 54, column: 25, scope: !216)
!220 = !DILocation(line: 54, column: 32, scope: !216)
!221 = !DILocation(line: 54, column: 39, scope: !216)
!222 = !DILocation(line: 54, column: 9, scope: !216)
!223 = !DILocation(line: 54, column: 14, scope: !216)
!224 = !{!225, !225, i64 0}
!225 = !{!"int", !226, i64 0}
!226 = !{!"omnipotent char", !227, i64 0}
!227 = !{!"Simple C/C++ TBAA"}
!228 = !DILocation(line: 52, column: 30, scope: !217)
!229 = !DILocation(line: 52, column: 23, scope: !217)
!230 = distinct !{!230, !211, !231, !232}
!231 = !DILocation(line: 55, column: 5, scope: !143)
!232 = !{!"llvm.loop.mustprogress"}
!233 = !DILocation(line: 59, column: 5, scope: !133)
!234 = !DILocation(line: 60, column: 5, scope: !133)
!235 = !DILocation(line: 60, column: 18, scope: !133)
!236 = distinct !DIAssignID()
!237 = distinct !DIAssignID()
!238 = distinct !DIAssignID()
!239 = distinct !DIAssignID()
!240 = distinct !DIAssignID()
!241 = distinct !DIAssignID()
!242 = distinct !DIAssignID()
!243 = !DILocation(line: 60, column: 49, scope: !133)
!244 = distinct !DIAssignID()
!245 = !DILocation(line: 60, column: 55, scope: !133)
!246 = distinct !DIAssignID()
!247 = !DILocation(line: 60, column: 62, scope: !133)
!248 = distinct !DIAssignID()
!249 = !DILocation(line: 0, scope: !149)
!250 = !DILocation(line: 61, column: 5, scope: !149)
!251 = !DILocation(line: 58, column: 23, scope: !252)
!252 = distinct !DILexicalBlock(scope: !145, file: !2, line: 57, column: 5)
!253 = !DILocation(line: 58, column: 9, scope: !252)
!254 = !DILocation(line: 57, column: 30, scope: !252)
!255 = !DILocation(line: 57, column: 23, scope: !252)
!256 = distinct !{!256, !214, !257, !232}
!257 = !DILocation(line: 58, column: 27, scope: !145)
!258 = !DILocation(line: 69, column: 5, scope: !133)
!259 = !DILocation(line: 70, column: 39, scope: !133)
!260 = !DILocation(line: 70, column: 45, scope: !133)
!261 = !DILocation(line: 70, column: 51, scope: !133)
!262 = !DILocation(line: 70, column: 57, scope: !133)
!263 = !DILocation(line: 70, column: 5, scope: !133)
!264 = !DILocation(line: 71, column: 5, scope: !133)
!265 = !DILocation(line: 0, scope: !155)
!266 = !DILocation(line: 72, column: 5, scope: !155)
!267 = !DILocation(line: 62, column: 27, scope: !151)
!268 = !DILocalVariable(name: "__key", arg: 1, scope: !269, file: !270, line: 20, type: !106)
!269 = distinct !DISubprogram(name: "bsearch", scope: !270, file: !270, line: 20, type: !271, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !96, retainedNodes: !278)
!270 = !DIFile(filename: "/usr/include/bits/stdlib-bsearch.h", directory: "", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!271 = !DISubroutineType(types: !272)
!272 = !{!103, !106, !106, !99, !99, !273}
!273 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !274, line: 829, baseType: !275)
!274 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!275 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !276, size: 32)
!276 = !DISubroutineType(types: !277)
!277 = !{!98, !106, !106}
!278 = !{!268, !279, !280, !281, !282, !283, !284, !285, !286, !287}
!279 = !DILocalVariable(name: "__base", arg: 2, scope: !269, file: !270, line: 20, type: !106)
!280 = !DILocalVariable(name: "__nmemb", arg: 3, scope: !269, file: !270, line: 20, type: !99)
!281 = !DILocalVariable(name: "__size", arg: 4, scope: !269, file: !270, line: 20, type: !99)
!282 = !DILocalVariable(name: "__compar", arg: 5, scope: !269, file: !270, line: 21, type: !273)
!283 = !DILocalVariable(name: "__l", scope: !269, file: !270, line: 23, type: !99)
!284 = !DILocalVariable(name: "__u", scope: !269, file: !270, line: 23, type: !99)
!285 = !DILocalVariable(name: "__idx", scope: !269, file: !270, line: 23, type: !99)
!286 = !DILocalVariable(name: "__p", scope: !269, file: !270, line: 24, type: !106)
!287 = !DILocalVariable(name: "__comparison", scope: !269, file: !270, line: 25, type: !98)
!288 = !DILocation(line: 0, scope: !269, inlinedAt: !289)
!289 = distinct !DILocation(line: 62, column: 18, scope: !151)
!290 = !DILocation(line: 31, column: 20, scope: !291, inlinedAt: !289)
!291 = distinct !DILexicalBlock(scope: !269, file: !270, line: 30, column: 5)
!292 = !DILocation(line: 31, column: 27, scope: !291, inlinedAt: !289)
!293 = !DILocation(line: 32, column: 62, scope: !291, inlinedAt: !289)
!294 = !DILocation(line: 32, column: 53, scope: !291, inlinedAt: !289)
!295 = !DILocalVariable(name: "a", arg: 1, scope: !296, file: !2, line: 14, type: !106)
!296 = distinct !DISubprogram(name: "cmp_int", scope: !2, file: !2, line: 14, type: !276, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !96, retainedNodes: !297)
!297 = !{!295, !298, !299, !300}
!298 = !DILocalVariable(name: "b", arg: 2, scope: !296, file: !2, line: 14, type: !106)
!299 = !DILocalVariable(name: "x", scope: !296, file: !2, line: 15, type: !98)
!300 = !DILocalVariable(name: "y", scope: !296, file: !2, line: 15, type: !98)
!301 = !DILocation(line: 0, scope: !296, inlinedAt: !302)
!302 = distinct !DILocation(line: 33, column: 22, scope: !291, inlinedAt: !289)
!303 = !DILocation(line: 15, column: 34, scope: !296, inlinedAt: !302)
!304 = !DILocation(line: 16, column: 15, scope: !296, inlinedAt: !302)
!305 = !DILocation(line: 16, column: 25, scope: !296, inlinedAt: !302)
!306 = !DILocation(line: 16, column: 20, scope: !296, inlinedAt: !302)
!307 = !DILocation(line: 34, column: 24, scope: !308, inlinedAt: !289)
!308 = distinct !DILexicalBlock(scope: !291, file: !270, line: 34, column: 11)
!309 = !DILocation(line: 34, column: 11, scope: !291, inlinedAt: !289)
!310 = !DILocation(line: 36, column: 29, scope: !311, inlinedAt: !289)
!311 = distinct !DILexicalBlock(scope: !308, file: !270, line: 36, column: 16)
!312 = !DILocation(line: 36, column: 16, scope: !308, inlinedAt: !289)
!313 = !DILocation(line: 37, column: 14, scope: !311, inlinedAt: !289)
!314 = !DILocation(line: 29, column: 14, scope: !269, inlinedAt: !289)
!315 = !DILocation(line: 29, column: 3, scope: !269, inlinedAt: !289)
!316 = distinct !{!316, !315, !317, !232}
!317 = !DILocation(line: 49, column: 5, scope: !269, inlinedAt: !289)
!318 = !DILocation(line: 0, scope: !151)
!319 = !DILocation(line: 64, column: 13, scope: !320)
!320 = distinct !DILexicalBlock(scope: !151, file: !2, line: 63, column: 13)
!321 = !DILocation(line: 67, column: 13, scope: !320)
!322 = !DILocation(line: 61, column: 30, scope: !152)
!323 = !DILocation(line: 61, column: 23, scope: !152)
!324 = distinct !{!324, !250, !325, !232}
!325 = !DILocation(line: 68, column: 5, scope: !149)
!326 = !DILocation(line: 74, column: 5, scope: !133)
!327 = !DILocation(line: 75, column: 5, scope: !133)
!328 = !DILocation(line: 75, column: 19, scope: !133)
!329 = distinct !DIAssignID()
!330 = !DILocation(line: 79, column: 5, scope: !133)
!331 = !DILocation(line: 0, scope: !168)
!332 = !DILocation(line: 81, column: 53, scope: !333)
!333 = distinct !DILexicalBlock(scope: !168, file: !2, line: 80, column: 5)
!334 = !{!335, !225, i64 12}
!335 = !{!"person", !226, i64 0, !225, i64 12, !336, i64 16}
!336 = !{!"double", !226, i64 0}
!337 = !DILocation(line: 81, column: 9, scope: !333)
!338 = !DILocation(line: 81, column: 27, scope: !333)
!339 = !DILocation(line: 82, column: 5, scope: !133)
!340 = !DILocation(line: 83, column: 5, scope: !133)
!341 = !DILocation(line: 0, scope: !170)
!342 = !DILocation(line: 85, column: 55, scope: !343)
!343 = distinct !DILexicalBlock(scope: !170, file: !2, line: 84, column: 5)
!344 = !{!335, !336, i64 16}
!345 = !DILocation(line: 85, column: 9, scope: !343)
!346 = !DILocation(line: 86, column: 5, scope: !133)
!347 = !DILocation(line: 87, column: 5, scope: !133)
!348 = !DILocation(line: 88, column: 5, scope: !133)
!349 = !DILocation(line: 89, column: 9, scope: !133)
!350 = !DILocation(line: 89, column: 15, scope: !133)
!351 = distinct !DIAssignID()
!352 = !DILocation(line: 0, scope: !269, inlinedAt: !353)
!353 = distinct !DILocation(line: 90, column: 25, scope: !133)
!354 = !DILocation(line: 73, column: 23, scope: !355)
!355 = distinct !DILexicalBlock(scope: !155, file: !2, line: 72, column: 5)
!356 = !DILocation(line: 73, column: 9, scope: !355)
!357 = !DILocation(line: 72, column: 30, scope: !355)
!358 = !DILocation(line: 72, column: 23, scope: !355)
!359 = distinct !{!359, !266, !360, !232}
!360 = !DILocation(line: 73, column: 27, scope: !155)
!361 = !DILocation(line: 31, column: 20, scope: !291, inlinedAt: !353)
!362 = !DILocation(line: 31, column: 27, scope: !291, inlinedAt: !353)
!363 = !DILocation(line: 32, column: 62, scope: !291, inlinedAt: !353)
!364 = !DILocation(line: 32, column: 53, scope: !291, inlinedAt: !353)
!365 = !DILocalVariable(name: "a", arg: 1, scope: !366, file: !2, line: 32, type: !106)
!366 = distinct !DISubprogram(name: "cmp_person_score", scope: !2, file: !2, line: 32, type: !276, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !96, retainedNodes: !367)
!367 = !{!365, !368, !369, !372}
!368 = !DILocalVariable(name: "b", arg: 2, scope: !366, file: !2, line: 32, type: !106)
!369 = !DILocalVariable(name: "p", scope: !366, file: !2, line: 33, type: !370)
!370 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !371, size: 32)
!371 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !158)
!372 = !DILocalVariable(name: "q", scope: !366, file: !2, line: 33, type: !370)
!373 = !DILocation(line: 0, scope: !366, inlinedAt: !374)
!374 = distinct !DILocation(line: 33, column: 22, scope: !291, inlinedAt: !353)
!375 = !DILocation(line: 34, column: 23, scope: !376, inlinedAt: !374)
!376 = distinct !DILexicalBlock(scope: !366, file: !2, line: 34, column: 9)
!377 = !DILocation(line: 34, column: 18, scope: !376, inlinedAt: !374)
!378 = !DILocation(line: 34, column: 9, scope: !366, inlinedAt: !374)
!379 = !DILocation(line: 35, column: 18, scope: !380, inlinedAt: !374)
!380 = distinct !DILexicalBlock(scope: !366, file: !2, line: 35, column: 9)
!381 = !DILocation(line: 35, column: 9, scope: !366, inlinedAt: !374)
!382 = !DILocation(line: 36, column: 12, scope: !366, inlinedAt: !374)
!383 = !DILocation(line: 34, column: 24, scope: !308, inlinedAt: !353)
!384 = !DILocation(line: 34, column: 11, scope: !291, inlinedAt: !353)
!385 = !DILocation(line: 36, column: 29, scope: !311, inlinedAt: !353)
!386 = !DILocation(line: 36, column: 16, scope: !308, inlinedAt: !353)
!387 = !DILocation(line: 37, column: 14, scope: !311, inlinedAt: !353)
!388 = !DILocation(line: 29, column: 14, scope: !269, inlinedAt: !353)
!389 = !DILocation(line: 29, column: 3, scope: !269, inlinedAt: !353)
!390 = distinct !{!390, !389, !391, !232}
!391 = !DILocation(line: 49, column: 5, scope: !269, inlinedAt: !353)
!392 = !DILocation(line: 91, column: 82, scope: !133)
!393 = !DILocation(line: 91, column: 67, scope: !133)
!394 = !DILocation(line: 91, column: 5, scope: !133)
!395 = !DILocation(line: 92, column: 5, scope: !133)
!396 = !DILocation(line: 92, column: 17, scope: !133)
!397 = distinct !DIAssignID()
!398 = !DILocation(line: 95, column: 5, scope: !133)
!399 = !DILocation(line: 0, scope: !180)
!400 = !DILocation(line: 97, column: 25, scope: !401)
!401 = distinct !DILexicalBlock(scope: !180, file: !2, line: 96, column: 5)
!402 = !{!403, !403, i64 0}
!403 = !{!"any pointer", !226, i64 0}
!404 = !DILocation(line: 97, column: 9, scope: !401)
!405 = !DILocation(line: 98, column: 5, scope: !133)
!406 = distinct !DIAssignID()
!407 = !DILocation(line: 0, scope: !184)
!408 = !DILocation(line: 0, scope: !269, inlinedAt: !409)
!409 = distinct !DILocation(line: 101, column: 26, scope: !186)
!410 = !DILocation(line: 31, column: 20, scope: !291, inlinedAt: !409)
!411 = !DILocation(line: 31, column: 27, scope: !291, inlinedAt: !409)
!412 = !DILocation(line: 32, column: 62, scope: !291, inlinedAt: !409)
!413 = !DILocation(line: 32, column: 53, scope: !291, inlinedAt: !409)
!414 = !DILocalVariable(name: "a", arg: 1, scope: !415, file: !2, line: 38, type: !106)
!415 = distinct !DISubprogram(name: "cmp_str", scope: !2, file: !2, line: 38, type: !276, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !96, retainedNodes: !416)
!416 = !{!414, !417}
!417 = !DILocalVariable(name: "b", arg: 2, scope: !415, file: !2, line: 38, type: !106)
!418 = !DILocation(line: 0, scope: !415, inlinedAt: !419)
!419 = distinct !DILocation(line: 33, column: 22, scope: !291, inlinedAt: !409)
!420 = !DILocation(line: 39, column: 44, scope: !415, inlinedAt: !419)
!421 = !DILocation(line: 39, column: 12, scope: !415, inlinedAt: !419)
!422 = !DILocation(line: 34, column: 24, scope: !308, inlinedAt: !409)
!423 = !DILocation(line: 34, column: 11, scope: !291, inlinedAt: !409)
!424 = !DILocation(line: 36, column: 29, scope: !311, inlinedAt: !409)
!425 = !DILocation(line: 36, column: 16, scope: !308, inlinedAt: !409)
!426 = !DILocation(line: 37, column: 14, scope: !311, inlinedAt: !409)
!427 = !DILocation(line: 29, column: 14, scope: !269, inlinedAt: !409)
!428 = !DILocation(line: 29, column: 3, scope: !269, inlinedAt: !409)
!429 = distinct !{!429, !428, !430, !232}
!430 = !DILocation(line: 49, column: 5, scope: !269, inlinedAt: !409)
!431 = !DILocation(line: 102, column: 46, scope: !186)
!432 = !DILocation(line: 0, scope: !186)
!433 = !DILocation(line: 102, column: 9, scope: !186)
!434 = !DILocation(line: 104, column: 5, scope: !133)
!435 = !DILocation(line: 0, scope: !192)
!436 = !DILocation(line: 106, column: 14, scope: !437)
!437 = distinct !DILexicalBlock(scope: !192, file: !2, line: 105, column: 5)
!438 = !{!336, !336, i64 0}
!439 = !DILocation(line: 106, column: 9, scope: !437)
!440 = !DILocation(line: 107, column: 5, scope: !133)
!441 = !DILocation(line: 0, scope: !194)
!442 = !DILocation(line: 109, column: 25, scope: !443)
!443 = distinct !DILexicalBlock(scope: !194, file: !2, line: 108, column: 5)
!444 = !DILocation(line: 109, column: 9, scope: !443)
!445 = !DILocation(line: 110, column: 5, scope: !133)
!446 = !DILocation(line: 111, column: 5, scope: !133)
!447 = !DILocation(line: 111, column: 10, scope: !133)
!448 = distinct !DIAssignID()
!449 = !DILocation(line: 112, column: 14, scope: !133)
!450 = !DILocation(line: 112, column: 5, scope: !133)
!451 = !DILocation(line: 113, column: 5, scope: !133)
!452 = !DILocation(line: 115, column: 5, scope: !133)
!453 = !DILocation(line: 116, column: 5, scope: !133)
!454 = !DILocation(line: 117, column: 5, scope: !133)
!455 = !DILocation(line: 117, column: 9, scope: !133)
!456 = distinct !DIAssignID()
!457 = !DILocation(line: 0, scope: !269, inlinedAt: !458)
!458 = distinct !DILocation(line: 118, column: 50, scope: !133)
!459 = !DILocation(line: 0, scope: !269, inlinedAt: !460)
!460 = distinct !DILocation(line: 119, column: 12, scope: !133)
!461 = !DILocation(line: 31, column: 20, scope: !291, inlinedAt: !460)
!462 = !DILocation(line: 31, column: 27, scope: !291, inlinedAt: !460)
!463 = !DILocation(line: 32, column: 62, scope: !291, inlinedAt: !460)
!464 = !DILocation(line: 32, column: 53, scope: !291, inlinedAt: !460)
!465 = !DILocation(line: 0, scope: !296, inlinedAt: !466)
!466 = distinct !DILocation(line: 33, column: 22, scope: !291, inlinedAt: !460)
!467 = !DILocation(line: 15, column: 34, scope: !296, inlinedAt: !466)
!468 = !DILocation(line: 16, column: 15, scope: !296, inlinedAt: !466)
!469 = !DILocation(line: 16, column: 25, scope: !296, inlinedAt: !466)
!470 = !DILocation(line: 16, column: 20, scope: !296, inlinedAt: !466)
!471 = !DILocation(line: 34, column: 24, scope: !308, inlinedAt: !460)
!472 = !DILocation(line: 34, column: 11, scope: !291, inlinedAt: !460)
!473 = !DILocation(line: 36, column: 29, scope: !311, inlinedAt: !460)
!474 = !DILocation(line: 36, column: 16, scope: !308, inlinedAt: !460)
!475 = !DILocation(line: 37, column: 14, scope: !311, inlinedAt: !460)
!476 = !DILocation(line: 29, column: 14, scope: !269, inlinedAt: !460)
!477 = !DILocation(line: 29, column: 3, scope: !269, inlinedAt: !460)
!478 = distinct !{!478, !477, !479, !232}
!479 = !DILocation(line: 49, column: 5, scope: !269, inlinedAt: !460)
!480 = !DILocation(line: 118, column: 5, scope: !133)
!481 = !DILocation(line: 121, column: 1, scope: !133)
!482 = !DILocation(line: 120, column: 5, scope: !133)
!483 = !DISubprogram(name: "qsort", scope: !274, file: !274, line: 851, type: !484, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!484 = !DISubroutineType(types: !485)
!485 = !{null, !103, !99, !99, !273}
!486 = !DILocation(line: 0, scope: !296)
!487 = !DILocation(line: 15, column: 13, scope: !296)
!488 = !DILocation(line: 15, column: 34, scope: !296)
!489 = !DILocation(line: 16, column: 15, scope: !296)
!490 = !DILocation(line: 16, column: 25, scope: !296)
!491 = !DILocation(line: 16, column: 20, scope: !296)
!492 = !DILocation(line: 16, column: 5, scope: !296)
!493 = !DISubprogram(name: "printf", scope: !494, file: !494, line: 356, type: !495, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!494 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!495 = !DISubroutineType(types: !496)
!496 = !{!98, !497, null}
!497 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !108)
!498 = distinct !DISubprogram(name: "cmp_int_desc", scope: !2, file: !2, line: 18, type: !276, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !96, retainedNodes: !499)
!499 = !{!500, !501}
!500 = !DILocalVariable(name: "a", arg: 1, scope: !498, file: !2, line: 18, type: !106)
!501 = !DILocalVariable(name: "b", arg: 2, scope: !498, file: !2, line: 18, type: !106)
!502 = !DILocation(line: 0, scope: !498)
!503 = !DILocation(line: 0, scope: !296, inlinedAt: !504)
!504 = distinct !DILocation(line: 18, column: 64, scope: !498)
!505 = !DILocation(line: 15, column: 13, scope: !296, inlinedAt: !504)
!506 = !DILocation(line: 15, column: 34, scope: !296, inlinedAt: !504)
!507 = !DILocation(line: 16, column: 15, scope: !296, inlinedAt: !504)
!508 = !DILocation(line: 16, column: 25, scope: !296, inlinedAt: !504)
!509 = !DILocation(line: 16, column: 20, scope: !296, inlinedAt: !504)
!510 = !DILocation(line: 18, column: 57, scope: !498)
!511 = distinct !DISubprogram(name: "cmp_abs_then_value", scope: !2, file: !2, line: 19, type: !276, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !96, retainedNodes: !512)
!512 = !{!513, !514, !515, !516, !517, !518}
!513 = !DILocalVariable(name: "a", arg: 1, scope: !511, file: !2, line: 19, type: !106)
!514 = !DILocalVariable(name: "b", arg: 2, scope: !511, file: !2, line: 19, type: !106)
!515 = !DILocalVariable(name: "x", scope: !511, file: !2, line: 20, type: !98)
!516 = !DILocalVariable(name: "y", scope: !511, file: !2, line: 20, type: !98)
!517 = !DILocalVariable(name: "ax", scope: !511, file: !2, line: 21, type: !98)
!518 = !DILocalVariable(name: "ay", scope: !511, file: !2, line: 21, type: !98)
!519 = !DILocation(line: 0, scope: !511)
!520 = !DILocation(line: 20, column: 13, scope: !511)
!521 = !DILocation(line: 20, column: 34, scope: !511)
!522 = !DILocation(line: 21, column: 14, scope: !511)
!523 = !DILocation(line: 21, column: 27, scope: !511)
!524 = !DILocation(line: 22, column: 12, scope: !525)
!525 = distinct !DILexicalBlock(scope: !511, file: !2, line: 22, column: 9)
!526 = !DILocation(line: 22, column: 9, scope: !511)
!527 = !DILocation(line: 25, column: 1, scope: !511)
!528 = distinct !DISubprogram(name: "cmp_person_age", scope: !2, file: !2, line: 26, type: !276, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !96, retainedNodes: !529)
!529 = !{!530, !531, !532, !533}
!530 = !DILocalVariable(name: "a", arg: 1, scope: !528, file: !2, line: 26, type: !106)
!531 = !DILocalVariable(name: "b", arg: 2, scope: !528, file: !2, line: 26, type: !106)
!532 = !DILocalVariable(name: "p", scope: !528, file: !2, line: 27, type: !370)
!533 = !DILocalVariable(name: "q", scope: !528, file: !2, line: 27, type: !370)
!534 = !DILocation(line: 0, scope: !528)
!535 = !DILocation(line: 28, column: 12, scope: !536)
!536 = distinct !DILexicalBlock(scope: !528, file: !2, line: 28, column: 9)
!537 = !DILocation(line: 28, column: 22, scope: !536)
!538 = !DILocation(line: 28, column: 16, scope: !536)
!539 = !DILocation(line: 28, column: 9, scope: !528)
!540 = !DILocation(line: 29, column: 23, scope: !536)
!541 = !DILocation(line: 29, column: 9, scope: !536)
!542 = !DILocation(line: 30, column: 12, scope: !528)
!543 = !DILocation(line: 30, column: 5, scope: !528)
!544 = !DILocation(line: 31, column: 1, scope: !528)
!545 = !DILocation(line: 0, scope: !366)
!546 = !DILocation(line: 34, column: 12, scope: !376)
!547 = !DILocation(line: 34, column: 23, scope: !376)
!548 = !DILocation(line: 34, column: 18, scope: !376)
!549 = !DILocation(line: 34, column: 9, scope: !366)
!550 = !DILocation(line: 35, column: 18, scope: !380)
!551 = !DILocation(line: 35, column: 9, scope: !366)
!552 = !DILocation(line: 36, column: 12, scope: !366)
!553 = !DILocation(line: 36, column: 5, scope: !366)
!554 = !DILocation(line: 37, column: 1, scope: !366)
!555 = !DILocation(line: 0, scope: !415)
!556 = !DILocation(line: 39, column: 19, scope: !415)
!557 = !DILocation(line: 39, column: 44, scope: !415)
!558 = !DILocation(line: 39, column: 12, scope: !415)
!559 = !DILocation(line: 39, column: 5, scope: !415)
!560 = distinct !DISubprogram(name: "cmp_double", scope: !2, file: !2, line: 41, type: !276, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !96, retainedNodes: !561)
!561 = !{!562, !563, !564, !565}
!562 = !DILocalVariable(name: "a", arg: 1, scope: !560, file: !2, line: 41, type: !106)
!563 = !DILocalVariable(name: "b", arg: 2, scope: !560, file: !2, line: 41, type: !106)
!564 = !DILocalVariable(name: "x", scope: !560, file: !2, line: 42, type: !114)
!565 = !DILocalVariable(name: "y", scope: !560, file: !2, line: 42, type: !114)
!566 = !DILocation(line: 0, scope: !560)
!567 = !DILocation(line: 42, column: 16, scope: !560)
!568 = !DILocation(line: 42, column: 40, scope: !560)
!569 = !DILocation(line: 43, column: 15, scope: !560)
!570 = !DILocation(line: 43, column: 25, scope: !560)
!571 = !DILocation(line: 43, column: 20, scope: !560)
!572 = !DILocation(line: 43, column: 5, scope: !560)
!573 = !DISubprogram(name: "strlen", scope: !574, file: !574, line: 407, type: !575, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!574 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!575 = !DISubroutineType(types: !576)
!576 = !{!101, !108}
!577 = distinct !DISubprogram(name: "cmp_char", scope: !2, file: !2, line: 45, type: !276, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !96, retainedNodes: !578)
!578 = !{!579, !580}
!579 = !DILocalVariable(name: "a", arg: 1, scope: !577, file: !2, line: 45, type: !106)
!580 = !DILocalVariable(name: "b", arg: 2, scope: !577, file: !2, line: 45, type: !106)
!581 = !DILocation(line: 0, scope: !577)
!582 = !DILocation(line: 46, column: 12, scope: !577)
!583 = !{!226, !226, i64 0}
!584 = !DILocation(line: 46, column: 40, scope: !577)
!585 = !DILocation(line: 46, column: 38, scope: !577)
!586 = !DILocation(line: 46, column: 5, scope: !577)
!587 = !DISubprogram(name: "strcmp", scope: !574, file: !574, line: 156, type: !588, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!588 = !DISubroutineType(types: !589)
!589 = !{!98, !108, !108}
