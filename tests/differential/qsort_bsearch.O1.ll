; ModuleID = 'qsort_bsearch.c'
source_filename = "qsort_bsearch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.person = type { [12 x i8], i32, double }

@.str = private unnamed_addr constant [4 x i8] c"%d \00", align 1, !dbg !0
@.str.2 = private unnamed_addr constant [36 x i8] c"bsearch %d: found, value at hit %d\0A\00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [20 x i8] c"bsearch %d: absent\0A\00", align 1, !dbg !12
@.str.4 = private unnamed_addr constant [23 x i8] c"desc: %d %d %d ... %d\0A\00", align 1, !dbg !17
@__const.main.people = private unnamed_addr constant [8 x %struct.person] [%struct.person { [12 x i8] c"mallory\00\00\00\00\00", i32 31, double 5.550000e+01 }, %struct.person { [12 x i8] c"alice\00\00\00\00\00\00\00", i32 30, double 9.100000e+01 }, %struct.person { [12 x i8] c"bob\00\00\00\00\00\00\00\00\00", i32 25, double 7.825000e+01 }, %struct.person { [12 x i8] c"carol\00\00\00\00\00\00\00", i32 30, double 9.100000e+01 }, %struct.person { [12 x i8] c"dave\00\00\00\00\00\00\00\00", i32 41, double 6.000000e+01 }, %struct.person { [12 x i8] c"erin\00\00\00\00\00\00\00\00", i32 25, double 8.500000e+01 }, %struct.person { [12 x i8] c"frank\00\00\00\00\00\00\00", i32 19, double 7.825000e+01 }, %struct.person { [12 x i8] c"grace\00\00\00\00\00\00\00", i32 30, double 9.950000e+01 }], align 16
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
@__const.main.words = private unnamed_addr constant [11 x ptr] [ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20], align 16
@.str.21 = private unnamed_addr constant [6 x i8] c"'%s' \00", align 1, !dbg !78
@.str.22 = private unnamed_addr constant [6 x i8] c"grape\00", align 1, !dbg !80
@__const.main.probe = private unnamed_addr constant [5 x ptr] [ptr @.str.12, ptr @.str.22, ptr @.str.18, ptr @.str.19, ptr @.str.16], align 16
@.str.23 = private unnamed_addr constant [16 x i8] c"find '%s': %ld\0A\00", align 1, !dbg !82
@.str.24 = private unnamed_addr constant [6 x i8] c"%.2f \00", align 1, !dbg !87
@__const.main.s = private unnamed_addr constant [44 x i8] c"the quick brown fox jumps over the lazy dog\00", align 16
@.str.25 = private unnamed_addr constant [20 x i8] c"sorted chars: '%s'\0A\00", align 1, !dbg !89
@.str.26 = private unnamed_addr constant [34 x i8] c"bsearch in empty: %d, in one: %d\0A\00", align 1, !dbg !91

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !132 {
  %1 = alloca [40 x i32], align 16, !DIAssignID !200
    #dbg_assign(i1 undef, !136, !DIExpression(), !200, ptr %1, !DIExpression(), !201)
  %2 = alloca [10 x i32], align 16, !DIAssignID !202
    #dbg_assign(i1 undef, !146, !DIExpression(), !202, ptr %2, !DIExpression(), !201)
  %3 = alloca [8 x %struct.person], align 16, !DIAssignID !203
    #dbg_assign(i1 undef, !156, !DIExpression(), !203, ptr %3, !DIExpression(), !201)
  %4 = alloca %struct.person, align 8, !DIAssignID !204
    #dbg_assign(i1 undef, !171, !DIExpression(), !204, ptr %4, !DIExpression(), !201)
  %5 = alloca [11 x ptr], align 16, !DIAssignID !205
    #dbg_assign(i1 undef, !174, !DIExpression(), !205, ptr %5, !DIExpression(), !201)
    #dbg_assign(i1 undef, !181, !DIExpression(), !206, ptr @__const.main.probe, !DIExpression(), !201)
  %6 = alloca [12 x double], align 16, !DIAssignID !207
    #dbg_assign(i1 undef, !189, !DIExpression(), !207, ptr %6, !DIExpression(), !201)
  %7 = alloca [44 x i8], align 16, !DIAssignID !208
    #dbg_assign(i1 undef, !195, !DIExpression(), !208, ptr %7, !DIExpression(), !201)
  %8 = alloca i32, align 4, !DIAssignID !209
    #dbg_assign(i1 undef, !199, !DIExpression(), !209, ptr %8, !DIExpression(), !201)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %1) #11, !dbg !210
    #dbg_value(i32 7, !140, !DIExpression(), !201)
    #dbg_value(i32 0, !142, !DIExpression(), !211)
  br label %10, !dbg !212

9:                                                ; preds = %10
  call void @qsort(ptr noundef nonnull %1, i64 noundef 40, i64 noundef 4, ptr noundef nonnull @cmp_int) #11, !dbg !213
    #dbg_value(i32 0, !144, !DIExpression(), !214)
  br label %37, !dbg !215

10:                                               ; preds = %0, %10
  %11 = phi i64 [ 0, %0 ], [ %19, %10 ]
  %12 = phi i32 [ 7, %0 ], [ %14, %10 ]
    #dbg_value(i32 %12, !140, !DIExpression(), !201)
    #dbg_value(i64 %11, !142, !DIExpression(), !211)
  %13 = mul i32 %12, 1103515245, !dbg !216
  %14 = add i32 %13, 12345, !dbg !219
    #dbg_value(i32 %14, !140, !DIExpression(), !201)
  %15 = lshr i32 %14, 16, !dbg !220
  %16 = urem i32 %15, 201, !dbg !221
  %17 = add nsw i32 %16, -100, !dbg !222
  %18 = getelementptr inbounds [40 x i32], ptr %1, i64 0, i64 %11, !dbg !223
  store i32 %17, ptr %18, align 4, !dbg !224, !tbaa !225
  %19 = add nuw nsw i64 %11, 1, !dbg !229
    #dbg_value(i64 %19, !142, !DIExpression(), !211)
  %20 = icmp eq i64 %19, 40, !dbg !230
  br i1 %20, label %9, label %10, !dbg !212, !llvm.loop !231

21:                                               ; preds = %37
  %22 = call i32 @putchar(i32 10), !dbg !235
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #11, !dbg !236
  store i32 -100, ptr %2, align 16, !dbg !237, !tbaa !225, !DIAssignID !238
    #dbg_assign(i32 -100, !146, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !238, ptr %2, !DIExpression(), !201)
  %23 = getelementptr inbounds i8, ptr %2, i64 4, !dbg !237
  store i32 -50, ptr %23, align 4, !dbg !237, !tbaa !225, !DIAssignID !239
    #dbg_assign(i32 -50, !146, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !239, ptr %23, !DIExpression(), !201)
  %24 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !237
  store i32 0, ptr %24, align 8, !dbg !237, !tbaa !225, !DIAssignID !240
    #dbg_assign(i32 0, !146, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !240, ptr %24, !DIExpression(), !201)
  %25 = getelementptr inbounds i8, ptr %2, i64 12, !dbg !237
  store i32 3, ptr %25, align 4, !dbg !237, !tbaa !225, !DIAssignID !241
    #dbg_assign(i32 3, !146, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !241, ptr %25, !DIExpression(), !201)
  %26 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !237
  store i32 17, ptr %26, align 16, !dbg !237, !tbaa !225, !DIAssignID !242
    #dbg_assign(i32 17, !146, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !242, ptr %26, !DIExpression(), !201)
  %27 = getelementptr inbounds i8, ptr %2, i64 20, !dbg !237
  store i32 99, ptr %27, align 4, !dbg !237, !tbaa !225, !DIAssignID !243
    #dbg_assign(i32 99, !146, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !243, ptr %27, !DIExpression(), !201)
  %28 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !237
  store i32 100, ptr %28, align 8, !dbg !237, !tbaa !225, !DIAssignID !244
    #dbg_assign(i32 100, !146, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !244, ptr %28, !DIExpression(), !201)
  %29 = getelementptr inbounds i8, ptr %2, i64 28, !dbg !237
  %30 = load i32, ptr %1, align 16, !dbg !245, !tbaa !225
  store i32 %30, ptr %29, align 4, !dbg !237, !tbaa !225, !DIAssignID !246
    #dbg_assign(i32 %30, !146, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !246, ptr %29, !DIExpression(), !201)
  %31 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !237
  %32 = getelementptr inbounds i8, ptr %1, i64 156, !dbg !247
  %33 = load i32, ptr %32, align 4, !dbg !247, !tbaa !225
  store i32 %33, ptr %31, align 16, !dbg !237, !tbaa !225, !DIAssignID !248
    #dbg_assign(i32 %33, !146, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !248, ptr %31, !DIExpression(), !201)
  %34 = getelementptr inbounds i8, ptr %2, i64 36, !dbg !237
  %35 = getelementptr inbounds i8, ptr %1, i64 80, !dbg !249
  %36 = load i32, ptr %35, align 16, !dbg !249, !tbaa !225
  store i32 %36, ptr %34, align 4, !dbg !237, !tbaa !225, !DIAssignID !250
    #dbg_assign(i32 %36, !146, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !250, ptr %34, !DIExpression(), !201)
    #dbg_value(i32 0, !148, !DIExpression(), !251)
  br label %52, !dbg !252

37:                                               ; preds = %9, %37
  %38 = phi i64 [ 0, %9 ], [ %42, %37 ]
    #dbg_value(i64 %38, !144, !DIExpression(), !214)
  %39 = getelementptr inbounds [40 x i32], ptr %1, i64 0, i64 %38, !dbg !253
  %40 = load i32, ptr %39, align 4, !dbg !253, !tbaa !225
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %40), !dbg !255
  %42 = add nuw nsw i64 %38, 1, !dbg !256
    #dbg_value(i64 %42, !144, !DIExpression(), !214)
  %43 = icmp eq i64 %42, 40, !dbg !257
  br i1 %43, label %21, label %37, !dbg !215, !llvm.loop !258

44:                                               ; preds = %88
  call void @qsort(ptr noundef nonnull %1, i64 noundef 40, i64 noundef 4, ptr noundef nonnull @cmp_int_desc) #11, !dbg !260
  %45 = load i32, ptr %1, align 16, !dbg !261, !tbaa !225
  %46 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !262
  %47 = load i32, ptr %46, align 4, !dbg !262, !tbaa !225
  %48 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !263
  %49 = load i32, ptr %48, align 8, !dbg !263, !tbaa !225
  %50 = load i32, ptr %32, align 4, !dbg !264, !tbaa !225
  %51 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %45, i32 noundef %47, i32 noundef %49, i32 noundef %50), !dbg !265
  call void @qsort(ptr noundef nonnull %1, i64 noundef 40, i64 noundef 4, ptr noundef nonnull @cmp_abs_then_value) #11, !dbg !266
    #dbg_value(i32 0, !154, !DIExpression(), !267)
  br label %93, !dbg !268

52:                                               ; preds = %21, %88
  %53 = phi i64 [ 0, %21 ], [ %89, %88 ]
    #dbg_value(i64 %53, !148, !DIExpression(), !251)
  %54 = getelementptr inbounds [10 x i32], ptr %2, i64 0, i64 %53, !dbg !269
    #dbg_value(ptr %54, !270, !DIExpression(), !290)
    #dbg_value(ptr %1, !281, !DIExpression(), !290)
    #dbg_value(i64 40, !282, !DIExpression(), !290)
    #dbg_value(i64 4, !283, !DIExpression(), !290)
    #dbg_value(ptr @cmp_int, !284, !DIExpression(), !290)
    #dbg_value(i64 0, !285, !DIExpression(), !290)
    #dbg_value(i64 40, !286, !DIExpression(), !290)
  %55 = load i32, ptr %54, align 4, !tbaa !225
  br label %56

56:                                               ; preds = %74, %52
  %57 = phi i64 [ %76, %74 ], [ 0, %52 ]
  %58 = phi i64 [ %75, %74 ], [ 40, %52 ]
    #dbg_value(i64 %57, !285, !DIExpression(), !290)
    #dbg_value(i64 %58, !286, !DIExpression(), !290)
  %59 = add i64 %58, %57, !dbg !292
  %60 = lshr i64 %59, 1, !dbg !294
    #dbg_value(i64 %60, !287, !DIExpression(), !290)
  %61 = shl i64 %60, 2, !dbg !295
  %62 = getelementptr inbounds i8, ptr %1, i64 %61, !dbg !296
    #dbg_value(ptr %62, !288, !DIExpression(), !290)
    #dbg_value(ptr %54, !297, !DIExpression(), !303)
    #dbg_value(ptr %62, !300, !DIExpression(), !303)
    #dbg_value(i32 %55, !301, !DIExpression(), !303)
  %63 = load i32, ptr %62, align 4, !dbg !305, !tbaa !225
    #dbg_value(i32 %63, !302, !DIExpression(), !303)
  %64 = icmp sgt i32 %55, %63, !dbg !306
  %65 = zext i1 %64 to i32, !dbg !306
  %66 = icmp slt i32 %55, %63, !dbg !307
  %67 = sext i1 %66 to i32, !dbg !307
  %68 = add nsw i32 %67, %65, !dbg !308
    #dbg_value(i32 %68, !289, !DIExpression(), !290)
  %69 = icmp slt i32 %68, 0, !dbg !309
  br i1 %69, label %74, label %70, !dbg !311

70:                                               ; preds = %56
  %71 = icmp eq i32 %68, 0, !dbg !312
  br i1 %71, label %78, label %72, !dbg !314

72:                                               ; preds = %70
  %73 = add nuw i64 %60, 1, !dbg !315
    #dbg_value(i64 %73, !285, !DIExpression(), !290)
  br label %74

74:                                               ; preds = %72, %56
  %75 = phi i64 [ %58, %72 ], [ %60, %56 ], !dbg !290
  %76 = phi i64 [ %73, %72 ], [ %57, %56 ], !dbg !290
    #dbg_value(i64 %76, !285, !DIExpression(), !290)
    #dbg_value(i64 %75, !286, !DIExpression(), !290)
  %77 = icmp ult i64 %76, %75, !dbg !316
  br i1 %77, label %56, label %80, !dbg !317, !llvm.loop !318

78:                                               ; preds = %70
  %79 = getelementptr inbounds i8, ptr %1, i64 %61
  br label %80, !dbg !320

80:                                               ; preds = %74, %78
  %81 = phi ptr [ %79, %78 ], [ null, %74 ], !dbg !290
    #dbg_value(ptr %81, !150, !DIExpression(), !322)
  %82 = icmp eq ptr %81, null, !dbg !320
  br i1 %82, label %86, label %83, !dbg !323

83:                                               ; preds = %80
  %84 = load i32, ptr %81, align 4, !dbg !324, !tbaa !225
  %85 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %55, i32 noundef %84), !dbg !325
  br label %88, !dbg !325

86:                                               ; preds = %80
  %87 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %55), !dbg !326
  br label %88

88:                                               ; preds = %86, %83
  %89 = add nuw nsw i64 %53, 1, !dbg !327
    #dbg_value(i64 %89, !148, !DIExpression(), !251)
  %90 = icmp eq i64 %89, 10, !dbg !328
  br i1 %90, label %44, label %52, !dbg !252, !llvm.loop !329

91:                                               ; preds = %93
  %92 = call i32 @putchar(i32 10), !dbg !331
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %3) #11, !dbg !332
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %3, ptr noundef nonnull align 16 dereferenceable(192) @__const.main.people, i64 192, i1 false), !dbg !333, !DIAssignID !334
    #dbg_assign(i1 undef, !156, !DIExpression(), !334, ptr %3, !DIExpression(), !201)
    #dbg_value(i32 8, !166, !DIExpression(), !201)
  call void @qsort(ptr noundef nonnull %3, i64 noundef 8, i64 noundef 24, ptr noundef nonnull @cmp_person_age) #11, !dbg !335
    #dbg_value(i32 0, !167, !DIExpression(), !336)
  br label %102, !dbg !337

93:                                               ; preds = %44, %93
  %94 = phi i64 [ 0, %44 ], [ %98, %93 ]
    #dbg_value(i64 %94, !154, !DIExpression(), !267)
  %95 = getelementptr inbounds [40 x i32], ptr %1, i64 0, i64 %94, !dbg !338
  %96 = load i32, ptr %95, align 4, !dbg !338, !tbaa !225
  %97 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %96), !dbg !340
  %98 = add nuw nsw i64 %94, 1, !dbg !341
    #dbg_value(i64 %98, !154, !DIExpression(), !267)
  %99 = icmp eq i64 %98, 40, !dbg !342
  br i1 %99, label %91, label %93, !dbg !268, !llvm.loop !343

100:                                              ; preds = %102
  %101 = call i32 @putchar(i32 10), !dbg !345
  call void @qsort(ptr noundef nonnull %3, i64 noundef 8, i64 noundef 24, ptr noundef nonnull @cmp_person_score) #11, !dbg !346
    #dbg_value(i32 0, !169, !DIExpression(), !347)
  br label %142, !dbg !348

102:                                              ; preds = %91, %102
  %103 = phi i64 [ 0, %91 ], [ %108, %102 ]
    #dbg_value(i64 %103, !167, !DIExpression(), !336)
  %104 = getelementptr inbounds [8 x %struct.person], ptr %3, i64 0, i64 %103, !dbg !349
  %105 = getelementptr inbounds i8, ptr %104, i64 12, !dbg !351
  %106 = load i32, ptr %105, align 4, !dbg !351, !tbaa !352
  %107 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %104, i32 noundef %106), !dbg !355
  %108 = add nuw nsw i64 %103, 1, !dbg !356
    #dbg_value(i64 %108, !167, !DIExpression(), !336)
  %109 = icmp eq i64 %108, 8, !dbg !357
  br i1 %109, label %100, label %102, !dbg !337, !llvm.loop !358

110:                                              ; preds = %142
  %111 = call i32 @putchar(i32 10), !dbg !360
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #11, !dbg !361
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(6) %4, ptr noundef nonnull align 1 dereferenceable(6) @.str.7, i64 6, i1 false) #11, !dbg !362
  %112 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !363
  store double 9.100000e+01, ptr %112, align 8, !dbg !364, !tbaa !365, !DIAssignID !366
    #dbg_assign(double 9.100000e+01, !171, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !366, ptr %112, !DIExpression(), !201)
    #dbg_value(ptr %4, !270, !DIExpression(), !367)
    #dbg_value(ptr %3, !281, !DIExpression(), !367)
    #dbg_value(i64 8, !282, !DIExpression(), !367)
    #dbg_value(i64 24, !283, !DIExpression(), !367)
    #dbg_value(ptr @cmp_person_score, !284, !DIExpression(), !367)
    #dbg_value(i64 0, !285, !DIExpression(), !367)
    #dbg_value(i64 8, !286, !DIExpression(), !367)
  br label %113

113:                                              ; preds = %134, %110
  %114 = phi i64 [ %136, %134 ], [ 0, %110 ]
  %115 = phi i64 [ %135, %134 ], [ 8, %110 ]
    #dbg_value(i64 %114, !285, !DIExpression(), !367)
    #dbg_value(i64 %115, !286, !DIExpression(), !367)
  %116 = add i64 %115, %114, !dbg !369
  %117 = lshr i64 %116, 1, !dbg !370
    #dbg_value(i64 %117, !287, !DIExpression(), !367)
  %118 = mul i64 %117, 24, !dbg !371
  %119 = getelementptr inbounds i8, ptr %3, i64 %118, !dbg !372
    #dbg_value(ptr %119, !288, !DIExpression(), !367)
    #dbg_value(ptr %4, !373, !DIExpression(), !381)
    #dbg_value(ptr %119, !376, !DIExpression(), !381)
    #dbg_value(ptr %4, !377, !DIExpression(), !381)
    #dbg_value(ptr %119, !380, !DIExpression(), !381)
  %120 = getelementptr inbounds i8, ptr %119, i64 16, !dbg !383
  %121 = load double, ptr %120, align 8, !dbg !383, !tbaa !365
  %122 = fcmp ogt double %121, 9.100000e+01, !dbg !385
  br i1 %122, label %127, label %123, !dbg !386

123:                                              ; preds = %113
  %124 = fcmp olt double %121, 9.100000e+01, !dbg !387
  br i1 %124, label %127, label %125, !dbg !389

125:                                              ; preds = %123
  %126 = call i32 @strcmp(ptr noundef nonnull readonly dereferenceable(1) %4, ptr noundef nonnull readonly dereferenceable(1) %119) #12, !dbg !390
  br label %127, !dbg !391

127:                                              ; preds = %113, %123, %125
  %128 = phi i32 [ %126, %125 ], [ 1, %113 ], [ -1, %123 ], !dbg !381
    #dbg_value(i32 %128, !289, !DIExpression(), !367)
  %129 = icmp slt i32 %128, 0, !dbg !392
  br i1 %129, label %134, label %130, !dbg !393

130:                                              ; preds = %127
  %131 = icmp eq i32 %128, 0, !dbg !394
  br i1 %131, label %138, label %132, !dbg !395

132:                                              ; preds = %130
  %133 = add nuw i64 %117, 1, !dbg !396
    #dbg_value(i64 %133, !285, !DIExpression(), !367)
  br label %134

134:                                              ; preds = %132, %127
  %135 = phi i64 [ %115, %132 ], [ %117, %127 ], !dbg !367
  %136 = phi i64 [ %133, %132 ], [ %114, %127 ], !dbg !367
    #dbg_value(i64 %136, !285, !DIExpression(), !367)
    #dbg_value(i64 %135, !286, !DIExpression(), !367)
  %137 = icmp ult i64 %136, %135, !dbg !397
  br i1 %137, label %113, label %138, !dbg !398, !llvm.loop !399

138:                                              ; preds = %130, %134
  %139 = phi ptr [ %119, %130 ], [ null, %134 ], !dbg !367
    #dbg_value(ptr %139, !172, !DIExpression(), !201)
  %140 = icmp eq ptr %139, null, !dbg !401
  %141 = select i1 %140, ptr @.str.9, ptr %139, !dbg !401
  br i1 %140, label %155, label %150, !dbg !402

142:                                              ; preds = %100, %142
  %143 = phi i64 [ 0, %100 ], [ %148, %142 ]
    #dbg_value(i64 %143, !169, !DIExpression(), !347)
  %144 = getelementptr inbounds [8 x %struct.person], ptr %3, i64 0, i64 %143, !dbg !403
  %145 = getelementptr inbounds i8, ptr %144, i64 16, !dbg !405
  %146 = load double, ptr %145, align 8, !dbg !405, !tbaa !365
  %147 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %144, double noundef %146), !dbg !406
  %148 = add nuw nsw i64 %143, 1, !dbg !407
    #dbg_value(i64 %148, !169, !DIExpression(), !347)
  %149 = icmp eq i64 %148, 8, !dbg !408
  br i1 %149, label %110, label %142, !dbg !348, !llvm.loop !409

150:                                              ; preds = %138
  %151 = ptrtoint ptr %139 to i64, !dbg !411
  %152 = ptrtoint ptr %3 to i64, !dbg !411
  %153 = sub i64 %151, %152, !dbg !411
  %154 = sdiv exact i64 %153, 24, !dbg !411
  br label %155, !dbg !402

155:                                              ; preds = %138, %150
  %156 = phi i64 [ %154, %150 ], [ -1, %138 ], !dbg !402
  %157 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %141, i64 noundef %156), !dbg !412
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %5) #11, !dbg !413
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(88) %5, ptr noundef nonnull align 16 dereferenceable(88) @__const.main.words, i64 88, i1 false), !dbg !414, !DIAssignID !415
    #dbg_assign(i1 undef, !174, !DIExpression(), !415, ptr %5, !DIExpression(), !201)
    #dbg_value(i32 11, !178, !DIExpression(), !201)
  call void @qsort(ptr noundef nonnull %5, i64 noundef 11, i64 noundef 8, ptr noundef nonnull @cmp_str) #11, !dbg !416
    #dbg_value(i32 0, !179, !DIExpression(), !417)
  br label %161, !dbg !418

158:                                              ; preds = %161
  %159 = call i32 @putchar(i32 10), !dbg !419
    #dbg_assign(i1 undef, !181, !DIExpression(), !420, ptr @__const.main.probe, !DIExpression(), !201)
    #dbg_value(i32 0, !183, !DIExpression(), !421)
  %160 = ptrtoint ptr %5 to i64
    #dbg_value(i32 0, !183, !DIExpression(), !421)
  br label %169, !dbg !422

161:                                              ; preds = %155, %161
  %162 = phi i64 [ 0, %155 ], [ %166, %161 ]
    #dbg_value(i64 %162, !179, !DIExpression(), !417)
  %163 = getelementptr inbounds [11 x ptr], ptr %5, i64 0, i64 %162, !dbg !423
  %164 = load ptr, ptr %163, align 8, !dbg !423, !tbaa !425
  %165 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef %164), !dbg !427
  %166 = add nuw nsw i64 %162, 1, !dbg !428
    #dbg_value(i64 %166, !179, !DIExpression(), !417)
  %167 = icmp eq i64 %166, 11, !dbg !429
  br i1 %167, label %158, label %161, !dbg !418, !llvm.loop !430

168:                                              ; preds = %193
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %6) #11, !dbg !432
    #dbg_value(i32 0, !191, !DIExpression(), !433)
  br label %204, !dbg !434

169:                                              ; preds = %158, %193
  %170 = phi i64 [ 0, %158 ], [ %201, %193 ]
    #dbg_value(i64 %170, !183, !DIExpression(), !421)
  %171 = getelementptr inbounds [5 x ptr], ptr @__const.main.probe, i64 0, i64 %170, !dbg !435
    #dbg_value(ptr %171, !270, !DIExpression(), !436)
    #dbg_value(ptr %5, !281, !DIExpression(), !436)
    #dbg_value(i64 11, !282, !DIExpression(), !436)
    #dbg_value(i64 8, !283, !DIExpression(), !436)
    #dbg_value(ptr @cmp_str, !284, !DIExpression(), !436)
    #dbg_value(i64 0, !285, !DIExpression(), !436)
    #dbg_value(i64 11, !286, !DIExpression(), !436)
  %172 = load ptr, ptr %171, align 8, !tbaa !425
  br label %173

173:                                              ; preds = %187, %169
  %174 = phi i64 [ %189, %187 ], [ 0, %169 ]
  %175 = phi i64 [ %188, %187 ], [ 11, %169 ]
    #dbg_value(i64 %174, !285, !DIExpression(), !436)
    #dbg_value(i64 %175, !286, !DIExpression(), !436)
  %176 = add i64 %175, %174, !dbg !438
  %177 = lshr i64 %176, 1, !dbg !439
    #dbg_value(i64 %177, !287, !DIExpression(), !436)
  %178 = shl i64 %177, 3, !dbg !440
  %179 = getelementptr inbounds i8, ptr %5, i64 %178, !dbg !441
    #dbg_value(ptr %179, !288, !DIExpression(), !436)
    #dbg_value(ptr %171, !442, !DIExpression(), !446)
    #dbg_value(ptr %179, !445, !DIExpression(), !446)
  %180 = load ptr, ptr %179, align 8, !dbg !448, !tbaa !425
  %181 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %172, ptr noundef nonnull dereferenceable(1) %180) #12, !dbg !449
    #dbg_value(i32 %181, !289, !DIExpression(), !436)
  %182 = icmp slt i32 %181, 0, !dbg !450
  br i1 %182, label %187, label %183, !dbg !451

183:                                              ; preds = %173
  %184 = icmp eq i32 %181, 0, !dbg !452
  br i1 %184, label %191, label %185, !dbg !453

185:                                              ; preds = %183
  %186 = add nuw i64 %177, 1, !dbg !454
    #dbg_value(i64 %186, !285, !DIExpression(), !436)
  br label %187

187:                                              ; preds = %185, %173
  %188 = phi i64 [ %175, %185 ], [ %177, %173 ], !dbg !436
  %189 = phi i64 [ %186, %185 ], [ %174, %173 ], !dbg !436
    #dbg_value(i64 %189, !285, !DIExpression(), !436)
    #dbg_value(i64 %188, !286, !DIExpression(), !436)
  %190 = icmp ult i64 %189, %188, !dbg !455
  br i1 %190, label %173, label %193, !dbg !456, !llvm.loop !457

191:                                              ; preds = %183
  %192 = getelementptr inbounds i8, ptr %5, i64 %178
  br label %193, !dbg !459

193:                                              ; preds = %187, %191
  %194 = phi ptr [ %192, %191 ], [ null, %187 ], !dbg !436
    #dbg_value(ptr %194, !185, !DIExpression(), !460)
  %195 = icmp eq ptr %194, null, !dbg !459
  %196 = ptrtoint ptr %194 to i64, !dbg !459
  %197 = sub i64 %196, %160, !dbg !459
  %198 = ashr exact i64 %197, 3, !dbg !459
  %199 = select i1 %195, i64 -1, i64 %198, !dbg !459
  %200 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef %172, i64 noundef %199), !dbg !461
  %201 = add nuw nsw i64 %170, 1, !dbg !462
    #dbg_value(i64 %201, !183, !DIExpression(), !421)
  %202 = icmp eq i64 %201, 5, !dbg !463
  br i1 %202, label %168, label %169, !dbg !422, !llvm.loop !464

203:                                              ; preds = %204
  call void @qsort(ptr noundef nonnull %6, i64 noundef 12, i64 noundef 8, ptr noundef nonnull @cmp_double) #11, !dbg !466
    #dbg_value(i32 0, !193, !DIExpression(), !467)
  br label %244, !dbg !468

204:                                              ; preds = %168, %204
  %205 = phi i64 [ 0, %168 ], [ %213, %204 ]
    #dbg_value(i64 %205, !191, !DIExpression(), !433)
  %206 = trunc i64 %205 to i32, !dbg !469
  %207 = mul i32 %206, 7, !dbg !469
  %208 = urem i32 %207, 12, !dbg !469
  %209 = uitofp nneg i32 %208 to double, !dbg !471
  %210 = fmul double %209, 2.500000e-01, !dbg !472
  %211 = fadd double %210, -1.000000e+00, !dbg !473
  %212 = getelementptr inbounds [12 x double], ptr %6, i64 0, i64 %205, !dbg !474
  store double %211, ptr %212, align 8, !dbg !475, !tbaa !476
  %213 = add nuw nsw i64 %205, 1, !dbg !477
    #dbg_value(i64 %213, !191, !DIExpression(), !433)
  %214 = icmp eq i64 %213, 12, !dbg !478
  br i1 %214, label %203, label %204, !dbg !434, !llvm.loop !479

215:                                              ; preds = %244
  %216 = call i32 @putchar(i32 10), !dbg !481
  call void @llvm.lifetime.start.p0(i64 44, ptr nonnull %7) #11, !dbg !482
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(44) %7, ptr noundef nonnull align 16 dereferenceable(44) @__const.main.s, i64 44, i1 false), !dbg !483, !DIAssignID !484
    #dbg_assign(i1 undef, !195, !DIExpression(), !484, ptr %7, !DIExpression(), !201)
  %217 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %7) #12, !dbg !485
  call void @qsort(ptr noundef nonnull %7, i64 noundef %217, i64 noundef 1, ptr noundef nonnull @cmp_char) #11, !dbg !486
  %218 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull %7), !dbg !487
  call void @qsort(ptr noundef nonnull %1, i64 noundef 0, i64 noundef 4, ptr noundef nonnull @cmp_int) #11, !dbg !488
  call void @qsort(ptr noundef nonnull %1, i64 noundef 1, i64 noundef 4, ptr noundef nonnull @cmp_int) #11, !dbg !489
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #11, !dbg !490
  store i32 5, ptr %8, align 4, !dbg !491, !tbaa !225, !DIAssignID !492
    #dbg_assign(i32 5, !199, !DIExpression(), !492, ptr %8, !DIExpression(), !201)
    #dbg_value(ptr %8, !270, !DIExpression(), !493)
    #dbg_value(ptr %1, !281, !DIExpression(), !493)
    #dbg_value(i64 0, !282, !DIExpression(), !493)
    #dbg_value(i64 4, !283, !DIExpression(), !493)
    #dbg_value(ptr @cmp_int, !284, !DIExpression(), !493)
    #dbg_value(i64 0, !285, !DIExpression(), !493)
    #dbg_value(i64 0, !286, !DIExpression(), !493)
    #dbg_value(ptr %8, !270, !DIExpression(), !495)
    #dbg_value(ptr %8, !281, !DIExpression(), !495)
    #dbg_value(i64 1, !282, !DIExpression(), !495)
    #dbg_value(i64 4, !283, !DIExpression(), !495)
    #dbg_value(ptr @cmp_int, !284, !DIExpression(), !495)
    #dbg_value(i64 0, !285, !DIExpression(), !495)
    #dbg_value(i64 1, !286, !DIExpression(), !495)
  br label %219

219:                                              ; preds = %237, %215
  %220 = phi i64 [ %239, %237 ], [ 0, %215 ]
  %221 = phi i64 [ %238, %237 ], [ 1, %215 ]
    #dbg_value(i64 %220, !285, !DIExpression(), !495)
    #dbg_value(i64 %221, !286, !DIExpression(), !495)
  %222 = add nuw nsw i64 %221, %220, !dbg !497
  %223 = lshr i64 %222, 1, !dbg !498
    #dbg_value(i64 %223, !287, !DIExpression(), !495)
  %224 = shl nuw nsw i64 %223, 2, !dbg !499
  %225 = getelementptr inbounds i8, ptr %8, i64 %224, !dbg !500
    #dbg_value(ptr %225, !288, !DIExpression(), !495)
    #dbg_value(ptr %8, !297, !DIExpression(), !501)
    #dbg_value(ptr %225, !300, !DIExpression(), !501)
    #dbg_value(i32 5, !301, !DIExpression(), !501)
  %226 = load i32, ptr %225, align 4, !dbg !503, !tbaa !225
    #dbg_value(i32 %226, !302, !DIExpression(), !501)
  %227 = icmp slt i32 %226, 5, !dbg !504
  %228 = zext i1 %227 to i32, !dbg !504
  %229 = icmp sgt i32 %226, 5, !dbg !505
  %230 = sext i1 %229 to i32, !dbg !505
  %231 = add nsw i32 %230, %228, !dbg !506
    #dbg_value(i32 %231, !289, !DIExpression(), !495)
  %232 = icmp slt i32 %231, 0, !dbg !507
  br i1 %232, label %237, label %233, !dbg !508

233:                                              ; preds = %219
  %234 = icmp eq i32 %231, 0, !dbg !509
  br i1 %234, label %241, label %235, !dbg !510

235:                                              ; preds = %233
  %236 = add nuw nsw i64 %223, 1, !dbg !511
    #dbg_value(i64 %236, !285, !DIExpression(), !495)
  br label %237

237:                                              ; preds = %235, %219
  %238 = phi i64 [ %221, %235 ], [ %223, %219 ], !dbg !495
  %239 = phi i64 [ %236, %235 ], [ %220, %219 ], !dbg !495
    #dbg_value(i64 %239, !285, !DIExpression(), !495)
    #dbg_value(i64 %238, !286, !DIExpression(), !495)
  %240 = icmp ult i64 %239, %238, !dbg !512
  br i1 %240, label %219, label %241, !dbg !513, !llvm.loop !514

241:                                              ; preds = %233, %237
  %242 = phi i32 [ 1, %233 ], [ 0, %237 ], !dbg !495
  %243 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef 1, i32 noundef %242), !dbg !516
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #11, !dbg !517
  call void @llvm.lifetime.end.p0(i64 44, ptr nonnull %7) #11, !dbg !517
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %6) #11, !dbg !517
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %5) #11, !dbg !517
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #11, !dbg !517
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %3) #11, !dbg !517
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #11, !dbg !517
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %1) #11, !dbg !517
  ret i32 0, !dbg !518

244:                                              ; preds = %203, %244
  %245 = phi i64 [ 0, %203 ], [ %249, %244 ]
    #dbg_value(i64 %245, !193, !DIExpression(), !467)
  %246 = getelementptr inbounds [12 x double], ptr %6, i64 0, i64 %245, !dbg !519
  %247 = load double, ptr %246, align 8, !dbg !519, !tbaa !476
  %248 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, double noundef %247), !dbg !521
  %249 = add nuw nsw i64 %245, 1, !dbg !522
    #dbg_value(i64 %249, !193, !DIExpression(), !467)
  %250 = icmp eq i64 %249, 12, !dbg !523
  br i1 %250, label %215, label %244, !dbg !468, !llvm.loop !524
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree
declare !dbg !526 void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_int(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #3 !dbg !298 {
    #dbg_value(ptr %0, !297, !DIExpression(), !529)
    #dbg_value(ptr %1, !300, !DIExpression(), !529)
  %3 = load i32, ptr %0, align 4, !dbg !530, !tbaa !225
    #dbg_value(i32 %3, !301, !DIExpression(), !529)
  %4 = load i32, ptr %1, align 4, !dbg !531, !tbaa !225
    #dbg_value(i32 %4, !302, !DIExpression(), !529)
  %5 = icmp sgt i32 %3, %4, !dbg !532
  %6 = zext i1 %5 to i32, !dbg !532
  %7 = icmp slt i32 %3, %4, !dbg !533
  %8 = sext i1 %7 to i32, !dbg !533
  %9 = add nsw i32 %8, %6, !dbg !534
  ret i32 %9, !dbg !535
}

; Function Attrs: nofree nounwind
declare !dbg !536 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_int_desc(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #3 !dbg !541 {
    #dbg_value(ptr %0, !543, !DIExpression(), !545)
    #dbg_value(ptr %1, !544, !DIExpression(), !545)
    #dbg_value(ptr %1, !297, !DIExpression(), !546)
    #dbg_value(ptr %0, !300, !DIExpression(), !546)
  %3 = load i32, ptr %1, align 4, !dbg !548, !tbaa !225
    #dbg_value(i32 %3, !301, !DIExpression(), !546)
  %4 = load i32, ptr %0, align 4, !dbg !549, !tbaa !225
    #dbg_value(i32 %4, !302, !DIExpression(), !546)
  %5 = icmp sgt i32 %3, %4, !dbg !550
  %6 = zext i1 %5 to i32, !dbg !550
  %7 = icmp slt i32 %3, %4, !dbg !551
  %8 = sext i1 %7 to i32, !dbg !551
  %9 = add nsw i32 %8, %6, !dbg !552
  ret i32 %9, !dbg !553
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_abs_then_value(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #3 !dbg !554 {
    #dbg_value(ptr %0, !556, !DIExpression(), !562)
    #dbg_value(ptr %1, !557, !DIExpression(), !562)
  %3 = load i32, ptr %0, align 4, !dbg !563, !tbaa !225
    #dbg_value(i32 %3, !558, !DIExpression(), !562)
  %4 = load i32, ptr %1, align 4, !dbg !564, !tbaa !225
    #dbg_value(i32 %4, !559, !DIExpression(), !562)
  %5 = tail call i32 @llvm.abs.i32(i32 %3, i1 true), !dbg !565
    #dbg_value(i32 %5, !560, !DIExpression(), !562)
  %6 = tail call i32 @llvm.abs.i32(i32 %4, i1 true), !dbg !566
    #dbg_value(i32 %6, !561, !DIExpression(), !562)
  %7 = icmp eq i32 %5, %6, !dbg !567
  %8 = icmp sgt i32 %3, %4, !dbg !569
  %9 = icmp slt i32 %3, %4, !dbg !569
  %10 = icmp ugt i32 %5, %6, !dbg !569
  %11 = icmp ult i32 %5, %6, !dbg !569
  %12 = select i1 %7, i1 %9, i1 %11, !dbg !569
  %13 = select i1 %7, i1 %8, i1 %10, !dbg !569
  %14 = zext i1 %13 to i32, !dbg !562
  %15 = sext i1 %12 to i32, !dbg !562
  %16 = add nsw i32 %15, %14, !dbg !562
  ret i32 %16, !dbg !570
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read) uwtable
define internal i32 @cmp_person_age(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #6 !dbg !571 {
    #dbg_value(ptr %0, !573, !DIExpression(), !577)
    #dbg_value(ptr %1, !574, !DIExpression(), !577)
    #dbg_value(ptr %0, !575, !DIExpression(), !577)
    #dbg_value(ptr %1, !576, !DIExpression(), !577)
  %3 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !578
  %4 = load i32, ptr %3, align 4, !dbg !578, !tbaa !352
  %5 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !580
  %6 = load i32, ptr %5, align 4, !dbg !580, !tbaa !352
  %7 = icmp eq i32 %4, %6, !dbg !581
  br i1 %7, label %10, label %8, !dbg !582

8:                                                ; preds = %2
  %9 = sub nsw i32 %4, %6, !dbg !583
  br label %12, !dbg !584

10:                                               ; preds = %2
  %11 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %0, ptr noundef nonnull dereferenceable(1) %1) #12, !dbg !585
  br label %12, !dbg !586

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ], !dbg !577
  ret i32 %13, !dbg !587
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read) uwtable
define internal i32 @cmp_person_score(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #6 !dbg !374 {
    #dbg_value(ptr %0, !373, !DIExpression(), !588)
    #dbg_value(ptr %1, !376, !DIExpression(), !588)
    #dbg_value(ptr %0, !377, !DIExpression(), !588)
    #dbg_value(ptr %1, !380, !DIExpression(), !588)
  %3 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !589
  %4 = load double, ptr %3, align 8, !dbg !589, !tbaa !365
  %5 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !590
  %6 = load double, ptr %5, align 8, !dbg !590, !tbaa !365
  %7 = fcmp olt double %4, %6, !dbg !591
  br i1 %7, label %12, label %8, !dbg !592

8:                                                ; preds = %2
  %9 = fcmp ogt double %4, %6, !dbg !593
  br i1 %9, label %12, label %10, !dbg !594

10:                                               ; preds = %8
  %11 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %0, ptr noundef nonnull dereferenceable(1) %1) #12, !dbg !595
  br label %12, !dbg !596

12:                                               ; preds = %8, %2, %10
  %13 = phi i32 [ %11, %10 ], [ 1, %2 ], [ -1, %8 ], !dbg !588
  ret i32 %13, !dbg !597
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal i32 @cmp_str(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #7 !dbg !443 {
    #dbg_value(ptr %0, !442, !DIExpression(), !598)
    #dbg_value(ptr %1, !445, !DIExpression(), !598)
  %3 = load ptr, ptr %0, align 8, !dbg !599, !tbaa !425
  %4 = load ptr, ptr %1, align 8, !dbg !600, !tbaa !425
  %5 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %3, ptr noundef nonnull dereferenceable(1) %4) #12, !dbg !601
  ret i32 %5, !dbg !602
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_double(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #3 !dbg !603 {
    #dbg_value(ptr %0, !605, !DIExpression(), !609)
    #dbg_value(ptr %1, !606, !DIExpression(), !609)
  %3 = load double, ptr %0, align 8, !dbg !610, !tbaa !476
    #dbg_value(double %3, !607, !DIExpression(), !609)
  %4 = load double, ptr %1, align 8, !dbg !611, !tbaa !476
    #dbg_value(double %4, !608, !DIExpression(), !609)
  %5 = fcmp ogt double %3, %4, !dbg !612
  %6 = zext i1 %5 to i32, !dbg !612
  %7 = fcmp olt double %3, %4, !dbg !613
  %8 = sext i1 %7 to i32, !dbg !613
  %9 = add nsw i32 %8, %6, !dbg !614
  ret i32 %9, !dbg !615
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !616 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -255, 256) i32 @cmp_char(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #3 !dbg !620 {
    #dbg_value(ptr %0, !622, !DIExpression(), !624)
    #dbg_value(ptr %1, !623, !DIExpression(), !624)
  %3 = load i8, ptr %0, align 1, !dbg !625, !tbaa !626
  %4 = zext i8 %3 to i32, !dbg !625
  %5 = load i8, ptr %1, align 1, !dbg !627, !tbaa !626
  %6 = zext i8 %5 to i32, !dbg !627
  %7 = sub nsw i32 %4, %6, !dbg !628
  ret i32 %7, !dbg !629
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !630 i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #10

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nofree nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nofree nounwind }
attributes #11 = { nounwind }
attributes #12 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!96}
!llvm.module.flags = !{!124, !125, !126, !127, !128, !129, !130}
!llvm.ident = !{!131}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "qsort_bsearch.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "5b14bf77858405db7401c7723baebc9e")
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
!101 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!102 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !105, size: 64)
!105 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !98)
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !107, size: 64)
!107 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !109, size: 64)
!109 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 64)
!111 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !108)
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 64)
!113 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !114)
!114 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64)
!116 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !117)
!117 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!118 = !{!0, !119, !7, !12, !17, !22, !27, !32, !37, !42, !47, !49, !51, !53, !58, !60, !62, !64, !66, !71, !76, !78, !80, !82, !87, !89, !91}
!119 = !DIGlobalVariableExpression(var: !120, expr: !DIExpression())
!120 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !121, isLocal: true, isDefinition: true)
!121 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !122)
!122 = !{!123}
!123 = !DISubrange(count: 2)
!124 = !{i32 7, !"Dwarf Version", i32 5}
!125 = !{i32 2, !"Debug Info Version", i32 3}
!126 = !{i32 1, !"wchar_size", i32 4}
!127 = !{i32 8, !"PIC Level", i32 2}
!128 = !{i32 7, !"PIE Level", i32 2}
!129 = !{i32 7, !"uwtable", i32 2}
!130 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!131 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!132 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 49, type: !133, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !96, retainedNodes: !135)
!133 = !DISubroutineType(types: !134)
!134 = !{!98}
!135 = !{!136, !140, !142, !144, !146, !148, !150, !154, !156, !166, !167, !169, !171, !172, !174, !178, !179, !181, !183, !185, !189, !191, !193, !195, !199}
!136 = !DILocalVariable(name: "a", scope: !132, file: !2, line: 50, type: !137)
!137 = !DICompositeType(tag: DW_TAG_array_type, baseType: !98, size: 1280, elements: !138)
!138 = !{!139}
!139 = !DISubrange(count: 40)
!140 = !DILocalVariable(name: "x", scope: !132, file: !2, line: 51, type: !141)
!141 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!142 = !DILocalVariable(name: "i", scope: !143, file: !2, line: 52, type: !98)
!143 = distinct !DILexicalBlock(scope: !132, file: !2, line: 52, column: 5)
!144 = !DILocalVariable(name: "i", scope: !145, file: !2, line: 57, type: !98)
!145 = distinct !DILexicalBlock(scope: !132, file: !2, line: 57, column: 5)
!146 = !DILocalVariable(name: "keys", scope: !132, file: !2, line: 60, type: !147)
!147 = !DICompositeType(tag: DW_TAG_array_type, baseType: !98, size: 320, elements: !30)
!148 = !DILocalVariable(name: "i", scope: !149, file: !2, line: 61, type: !98)
!149 = distinct !DILexicalBlock(scope: !132, file: !2, line: 61, column: 5)
!150 = !DILocalVariable(name: "f", scope: !151, file: !2, line: 62, type: !153)
!151 = distinct !DILexicalBlock(scope: !152, file: !2, line: 61, column: 34)
!152 = distinct !DILexicalBlock(scope: !149, file: !2, line: 61, column: 5)
!153 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 64)
!154 = !DILocalVariable(name: "i", scope: !155, file: !2, line: 72, type: !98)
!155 = distinct !DILexicalBlock(scope: !132, file: !2, line: 72, column: 5)
!156 = !DILocalVariable(name: "people", scope: !132, file: !2, line: 75, type: !157)
!157 = !DICompositeType(tag: DW_TAG_array_type, baseType: !158, size: 1536, elements: !25)
!158 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "person", file: !2, line: 8, size: 192, elements: !159)
!159 = !{!160, !164, !165}
!160 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !158, file: !2, line: 9, baseType: !161, size: 96)
!161 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !162)
!162 = !{!163}
!163 = !DISubrange(count: 12)
!164 = !DIDerivedType(tag: DW_TAG_member, name: "age", scope: !158, file: !2, line: 10, baseType: !98, size: 32, offset: 96)
!165 = !DIDerivedType(tag: DW_TAG_member, name: "score", scope: !158, file: !2, line: 11, baseType: !114, size: 64, offset: 128)
!166 = !DILocalVariable(name: "np", scope: !132, file: !2, line: 78, type: !98)
!167 = !DILocalVariable(name: "i", scope: !168, file: !2, line: 80, type: !98)
!168 = distinct !DILexicalBlock(scope: !132, file: !2, line: 80, column: 5)
!169 = !DILocalVariable(name: "i", scope: !170, file: !2, line: 84, type: !98)
!170 = distinct !DILexicalBlock(scope: !132, file: !2, line: 84, column: 5)
!171 = !DILocalVariable(name: "key", scope: !132, file: !2, line: 87, type: !158)
!172 = !DILocalVariable(name: "pf", scope: !132, file: !2, line: 90, type: !173)
!173 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !158, size: 64)
!174 = !DILocalVariable(name: "words", scope: !132, file: !2, line: 92, type: !175)
!175 = !DICompositeType(tag: DW_TAG_array_type, baseType: !108, size: 704, elements: !176)
!176 = !{!177}
!177 = !DISubrange(count: 11)
!178 = !DILocalVariable(name: "nw", scope: !132, file: !2, line: 94, type: !98)
!179 = !DILocalVariable(name: "i", scope: !180, file: !2, line: 96, type: !98)
!180 = distinct !DILexicalBlock(scope: !132, file: !2, line: 96, column: 5)
!181 = !DILocalVariable(name: "probe", scope: !132, file: !2, line: 99, type: !182)
!182 = !DICompositeType(tag: DW_TAG_array_type, baseType: !108, size: 320, elements: !45)
!183 = !DILocalVariable(name: "i", scope: !184, file: !2, line: 100, type: !98)
!184 = distinct !DILexicalBlock(scope: !132, file: !2, line: 100, column: 5)
!185 = !DILocalVariable(name: "f", scope: !186, file: !2, line: 101, type: !188)
!186 = distinct !DILexicalBlock(scope: !187, file: !2, line: 100, column: 33)
!187 = distinct !DILexicalBlock(scope: !184, file: !2, line: 100, column: 5)
!188 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 64)
!189 = !DILocalVariable(name: "d", scope: !132, file: !2, line: 104, type: !190)
!190 = !DICompositeType(tag: DW_TAG_array_type, baseType: !114, size: 768, elements: !162)
!191 = !DILocalVariable(name: "i", scope: !192, file: !2, line: 105, type: !98)
!192 = distinct !DILexicalBlock(scope: !132, file: !2, line: 105, column: 5)
!193 = !DILocalVariable(name: "i", scope: !194, file: !2, line: 108, type: !98)
!194 = distinct !DILexicalBlock(scope: !132, file: !2, line: 108, column: 5)
!195 = !DILocalVariable(name: "s", scope: !132, file: !2, line: 111, type: !196)
!196 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 352, elements: !197)
!197 = !{!198}
!198 = !DISubrange(count: 44)
!199 = !DILocalVariable(name: "one", scope: !132, file: !2, line: 117, type: !98)
!200 = distinct !DIAssignID()
!201 = !DILocation(line: 0, scope: !132)
!202 = distinct !DIAssignID()
!203 = distinct !DIAssignID()
!204 = distinct !DIAssignID()
!205 = distinct !DIAssignID()
!206 = distinct !DIAssignID()
!207 = distinct !DIAssignID()
!208 = distinct !DIAssignID()
!209 = distinct !DIAssignID()
!210 = !DILocation(line: 50, column: 5, scope: !132)
!211 = !DILocation(line: 0, scope: !143)
!212 = !DILocation(line: 52, column: 5, scope: !143)
!213 = !DILocation(line: 56, column: 5, scope: !132)
!214 = !DILocation(line: 0, scope: !145)
!215 = !DILocation(line: 57, column: 5, scope: !145)
!216 = !DILocation(line: 53, column: 15, scope: !217)
!217 = distinct !DILexicalBlock(scope: !218, file: !2, line: 52, column: 34)
!218 = distinct !DILexicalBlock(scope: !143, file: !2, line: 52, column: 5)
!219 = !DILocation(line: 53, column: 29, scope: !217)
!220 = !DILocation(line: 54, column: 25, scope: !217)
!221 = !DILocation(line: 54, column: 32, scope: !217)
!222 = !DILocation(line: 54, column: 39, scope: !217)
!223 = !DILocation(line: 54, column: 9, scope: !217)
!224 = !DILocation(line: 54, column: 14, scope: !217)
!225 = !{!226, !226, i64 0}
!226 = !{!"int", !227, i64 0}
!227 = !{!"omnipotent char", !228, i64 0}
!228 = !{!"Simple C/C++ TBAA"}
!229 = !DILocation(line: 52, column: 30, scope: !218)
!230 = !DILocation(line: 52, column: 23, scope: !218)
!231 = distinct !{!231, !212, !232, !233, !234}
!232 = !DILocation(line: 55, column: 5, scope: !143)
!233 = !{!"llvm.loop.mustprogress"}
!234 = !{!"llvm.loop.unroll.disable"}
!235 = !DILocation(line: 59, column: 5, scope: !132)
!236 = !DILocation(line: 60, column: 5, scope: !132)
!237 = !DILocation(line: 60, column: 18, scope: !132)
!238 = distinct !DIAssignID()
!239 = distinct !DIAssignID()
!240 = distinct !DIAssignID()
!241 = distinct !DIAssignID()
!242 = distinct !DIAssignID()
!243 = distinct !DIAssignID()
!244 = distinct !DIAssignID()
!245 = !DILocation(line: 60, column: 49, scope: !132)
!246 = distinct !DIAssignID()
!247 = !DILocation(line: 60, column: 55, scope: !132)
!248 = distinct !DIAssignID()
!249 = !DILocation(line: 60, column: 62, scope: !132)
!250 = distinct !DIAssignID()
!251 = !DILocation(line: 0, scope: !149)
!252 = !DILocation(line: 61, column: 5, scope: !149)
!253 = !DILocation(line: 58, column: 23, scope: !254)
!254 = distinct !DILexicalBlock(scope: !145, file: !2, line: 57, column: 5)
!255 = !DILocation(line: 58, column: 9, scope: !254)
!256 = !DILocation(line: 57, column: 30, scope: !254)
!257 = !DILocation(line: 57, column: 23, scope: !254)
!258 = distinct !{!258, !215, !259, !233, !234}
!259 = !DILocation(line: 58, column: 27, scope: !145)
!260 = !DILocation(line: 69, column: 5, scope: !132)
!261 = !DILocation(line: 70, column: 39, scope: !132)
!262 = !DILocation(line: 70, column: 45, scope: !132)
!263 = !DILocation(line: 70, column: 51, scope: !132)
!264 = !DILocation(line: 70, column: 57, scope: !132)
!265 = !DILocation(line: 70, column: 5, scope: !132)
!266 = !DILocation(line: 71, column: 5, scope: !132)
!267 = !DILocation(line: 0, scope: !155)
!268 = !DILocation(line: 72, column: 5, scope: !155)
!269 = !DILocation(line: 62, column: 27, scope: !151)
!270 = !DILocalVariable(name: "__key", arg: 1, scope: !271, file: !272, line: 20, type: !106)
!271 = distinct !DISubprogram(name: "bsearch", scope: !272, file: !272, line: 20, type: !273, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !96, retainedNodes: !280)
!272 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdlib-bsearch.h", directory: "", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!273 = !DISubroutineType(types: !274)
!274 = !{!103, !106, !106, !99, !99, !275}
!275 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !276, line: 829, baseType: !277)
!276 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!277 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !278, size: 64)
!278 = !DISubroutineType(types: !279)
!279 = !{!98, !106, !106}
!280 = !{!270, !281, !282, !283, !284, !285, !286, !287, !288, !289}
!281 = !DILocalVariable(name: "__base", arg: 2, scope: !271, file: !272, line: 20, type: !106)
!282 = !DILocalVariable(name: "__nmemb", arg: 3, scope: !271, file: !272, line: 20, type: !99)
!283 = !DILocalVariable(name: "__size", arg: 4, scope: !271, file: !272, line: 20, type: !99)
!284 = !DILocalVariable(name: "__compar", arg: 5, scope: !271, file: !272, line: 21, type: !275)
!285 = !DILocalVariable(name: "__l", scope: !271, file: !272, line: 23, type: !99)
!286 = !DILocalVariable(name: "__u", scope: !271, file: !272, line: 23, type: !99)
!287 = !DILocalVariable(name: "__idx", scope: !271, file: !272, line: 23, type: !99)
!288 = !DILocalVariable(name: "__p", scope: !271, file: !272, line: 24, type: !106)
!289 = !DILocalVariable(name: "__comparison", scope: !271, file: !272, line: 25, type: !98)
!290 = !DILocation(line: 0, scope: !271, inlinedAt: !291)
!291 = distinct !DILocation(line: 62, column: 18, scope: !151)
!292 = !DILocation(line: 31, column: 20, scope: !293, inlinedAt: !291)
!293 = distinct !DILexicalBlock(scope: !271, file: !272, line: 30, column: 5)
!294 = !DILocation(line: 31, column: 27, scope: !293, inlinedAt: !291)
!295 = !DILocation(line: 32, column: 62, scope: !293, inlinedAt: !291)
!296 = !DILocation(line: 32, column: 53, scope: !293, inlinedAt: !291)
!297 = !DILocalVariable(name: "a", arg: 1, scope: !298, file: !2, line: 14, type: !106)
!298 = distinct !DISubprogram(name: "cmp_int", scope: !2, file: !2, line: 14, type: !278, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !96, retainedNodes: !299)
!299 = !{!297, !300, !301, !302}
!300 = !DILocalVariable(name: "b", arg: 2, scope: !298, file: !2, line: 14, type: !106)
!301 = !DILocalVariable(name: "x", scope: !298, file: !2, line: 15, type: !98)
!302 = !DILocalVariable(name: "y", scope: !298, file: !2, line: 15, type: !98)
!303 = !DILocation(line: 0, scope: !298, inlinedAt: !304)
!304 = distinct !DILocation(line: 33, column: 22, scope: !293, inlinedAt: !291)
!305 = !DILocation(line: 15, column: 34, scope: !298, inlinedAt: !304)
!306 = !DILocation(line: 16, column: 15, scope: !298, inlinedAt: !304)
!307 = !DILocation(line: 16, column: 25, scope: !298, inlinedAt: !304)
!308 = !DILocation(line: 16, column: 20, scope: !298, inlinedAt: !304)
!309 = !DILocation(line: 34, column: 24, scope: !310, inlinedAt: !291)
!310 = distinct !DILexicalBlock(scope: !293, file: !272, line: 34, column: 11)
!311 = !DILocation(line: 34, column: 11, scope: !293, inlinedAt: !291)
!312 = !DILocation(line: 36, column: 29, scope: !313, inlinedAt: !291)
!313 = distinct !DILexicalBlock(scope: !310, file: !272, line: 36, column: 16)
!314 = !DILocation(line: 36, column: 16, scope: !310, inlinedAt: !291)
!315 = !DILocation(line: 37, column: 14, scope: !313, inlinedAt: !291)
!316 = !DILocation(line: 29, column: 14, scope: !271, inlinedAt: !291)
!317 = !DILocation(line: 29, column: 3, scope: !271, inlinedAt: !291)
!318 = distinct !{!318, !317, !319, !233, !234}
!319 = !DILocation(line: 49, column: 5, scope: !271, inlinedAt: !291)
!320 = !DILocation(line: 63, column: 13, scope: !321)
!321 = distinct !DILexicalBlock(scope: !151, file: !2, line: 63, column: 13)
!322 = !DILocation(line: 0, scope: !151)
!323 = !DILocation(line: 63, column: 13, scope: !151)
!324 = !DILocation(line: 64, column: 69, scope: !321)
!325 = !DILocation(line: 64, column: 13, scope: !321)
!326 = !DILocation(line: 67, column: 13, scope: !321)
!327 = !DILocation(line: 61, column: 30, scope: !152)
!328 = !DILocation(line: 61, column: 23, scope: !152)
!329 = distinct !{!329, !252, !330, !233, !234}
!330 = !DILocation(line: 68, column: 5, scope: !149)
!331 = !DILocation(line: 74, column: 5, scope: !132)
!332 = !DILocation(line: 75, column: 5, scope: !132)
!333 = !DILocation(line: 75, column: 19, scope: !132)
!334 = distinct !DIAssignID()
!335 = !DILocation(line: 79, column: 5, scope: !132)
!336 = !DILocation(line: 0, scope: !168)
!337 = !DILocation(line: 80, column: 5, scope: !168)
!338 = !DILocation(line: 73, column: 23, scope: !339)
!339 = distinct !DILexicalBlock(scope: !155, file: !2, line: 72, column: 5)
!340 = !DILocation(line: 73, column: 9, scope: !339)
!341 = !DILocation(line: 72, column: 30, scope: !339)
!342 = !DILocation(line: 72, column: 23, scope: !339)
!343 = distinct !{!343, !268, !344, !233, !234}
!344 = !DILocation(line: 73, column: 27, scope: !155)
!345 = !DILocation(line: 82, column: 5, scope: !132)
!346 = !DILocation(line: 83, column: 5, scope: !132)
!347 = !DILocation(line: 0, scope: !170)
!348 = !DILocation(line: 84, column: 5, scope: !170)
!349 = !DILocation(line: 81, column: 27, scope: !350)
!350 = distinct !DILexicalBlock(scope: !168, file: !2, line: 80, column: 5)
!351 = !DILocation(line: 81, column: 53, scope: !350)
!352 = !{!353, !226, i64 12}
!353 = !{!"person", !227, i64 0, !226, i64 12, !354, i64 16}
!354 = !{!"double", !227, i64 0}
!355 = !DILocation(line: 81, column: 9, scope: !350)
!356 = !DILocation(line: 80, column: 30, scope: !350)
!357 = !DILocation(line: 80, column: 23, scope: !350)
!358 = distinct !{!358, !337, !359, !233, !234}
!359 = !DILocation(line: 81, column: 56, scope: !168)
!360 = !DILocation(line: 86, column: 5, scope: !132)
!361 = !DILocation(line: 87, column: 5, scope: !132)
!362 = !DILocation(line: 88, column: 5, scope: !132)
!363 = !DILocation(line: 89, column: 9, scope: !132)
!364 = !DILocation(line: 89, column: 15, scope: !132)
!365 = !{!353, !354, i64 16}
!366 = distinct !DIAssignID()
!367 = !DILocation(line: 0, scope: !271, inlinedAt: !368)
!368 = distinct !DILocation(line: 90, column: 25, scope: !132)
!369 = !DILocation(line: 31, column: 20, scope: !293, inlinedAt: !368)
!370 = !DILocation(line: 31, column: 27, scope: !293, inlinedAt: !368)
!371 = !DILocation(line: 32, column: 62, scope: !293, inlinedAt: !368)
!372 = !DILocation(line: 32, column: 53, scope: !293, inlinedAt: !368)
!373 = !DILocalVariable(name: "a", arg: 1, scope: !374, file: !2, line: 32, type: !106)
!374 = distinct !DISubprogram(name: "cmp_person_score", scope: !2, file: !2, line: 32, type: !278, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !96, retainedNodes: !375)
!375 = !{!373, !376, !377, !380}
!376 = !DILocalVariable(name: "b", arg: 2, scope: !374, file: !2, line: 32, type: !106)
!377 = !DILocalVariable(name: "p", scope: !374, file: !2, line: 33, type: !378)
!378 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !379, size: 64)
!379 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !158)
!380 = !DILocalVariable(name: "q", scope: !374, file: !2, line: 33, type: !378)
!381 = !DILocation(line: 0, scope: !374, inlinedAt: !382)
!382 = distinct !DILocation(line: 33, column: 22, scope: !293, inlinedAt: !368)
!383 = !DILocation(line: 34, column: 23, scope: !384, inlinedAt: !382)
!384 = distinct !DILexicalBlock(scope: !374, file: !2, line: 34, column: 9)
!385 = !DILocation(line: 34, column: 18, scope: !384, inlinedAt: !382)
!386 = !DILocation(line: 34, column: 9, scope: !374, inlinedAt: !382)
!387 = !DILocation(line: 35, column: 18, scope: !388, inlinedAt: !382)
!388 = distinct !DILexicalBlock(scope: !374, file: !2, line: 35, column: 9)
!389 = !DILocation(line: 35, column: 9, scope: !374, inlinedAt: !382)
!390 = !DILocation(line: 36, column: 12, scope: !374, inlinedAt: !382)
!391 = !DILocation(line: 36, column: 5, scope: !374, inlinedAt: !382)
!392 = !DILocation(line: 34, column: 24, scope: !310, inlinedAt: !368)
!393 = !DILocation(line: 34, column: 11, scope: !293, inlinedAt: !368)
!394 = !DILocation(line: 36, column: 29, scope: !313, inlinedAt: !368)
!395 = !DILocation(line: 36, column: 16, scope: !310, inlinedAt: !368)
!396 = !DILocation(line: 37, column: 14, scope: !313, inlinedAt: !368)
!397 = !DILocation(line: 29, column: 14, scope: !271, inlinedAt: !368)
!398 = !DILocation(line: 29, column: 3, scope: !271, inlinedAt: !368)
!399 = distinct !{!399, !398, !400, !233, !234}
!400 = !DILocation(line: 49, column: 5, scope: !271, inlinedAt: !368)
!401 = !DILocation(line: 91, column: 43, scope: !132)
!402 = !DILocation(line: 91, column: 67, scope: !132)
!403 = !DILocation(line: 85, column: 29, scope: !404)
!404 = distinct !DILexicalBlock(scope: !170, file: !2, line: 84, column: 5)
!405 = !DILocation(line: 85, column: 55, scope: !404)
!406 = !DILocation(line: 85, column: 9, scope: !404)
!407 = !DILocation(line: 84, column: 30, scope: !404)
!408 = !DILocation(line: 84, column: 23, scope: !404)
!409 = distinct !{!409, !348, !410, !233, !234}
!410 = !DILocation(line: 85, column: 60, scope: !170)
!411 = !DILocation(line: 91, column: 82, scope: !132)
!412 = !DILocation(line: 91, column: 5, scope: !132)
!413 = !DILocation(line: 92, column: 5, scope: !132)
!414 = !DILocation(line: 92, column: 17, scope: !132)
!415 = distinct !DIAssignID()
!416 = !DILocation(line: 95, column: 5, scope: !132)
!417 = !DILocation(line: 0, scope: !180)
!418 = !DILocation(line: 96, column: 5, scope: !180)
!419 = !DILocation(line: 98, column: 5, scope: !132)
!420 = distinct !DIAssignID()
!421 = !DILocation(line: 0, scope: !184)
!422 = !DILocation(line: 100, column: 5, scope: !184)
!423 = !DILocation(line: 97, column: 25, scope: !424)
!424 = distinct !DILexicalBlock(scope: !180, file: !2, line: 96, column: 5)
!425 = !{!426, !426, i64 0}
!426 = !{!"any pointer", !227, i64 0}
!427 = !DILocation(line: 97, column: 9, scope: !424)
!428 = !DILocation(line: 96, column: 30, scope: !424)
!429 = !DILocation(line: 96, column: 23, scope: !424)
!430 = distinct !{!430, !418, !431, !233, !234}
!431 = !DILocation(line: 97, column: 33, scope: !180)
!432 = !DILocation(line: 104, column: 5, scope: !132)
!433 = !DILocation(line: 0, scope: !192)
!434 = !DILocation(line: 105, column: 5, scope: !192)
!435 = !DILocation(line: 101, column: 35, scope: !186)
!436 = !DILocation(line: 0, scope: !271, inlinedAt: !437)
!437 = distinct !DILocation(line: 101, column: 26, scope: !186)
!438 = !DILocation(line: 31, column: 20, scope: !293, inlinedAt: !437)
!439 = !DILocation(line: 31, column: 27, scope: !293, inlinedAt: !437)
!440 = !DILocation(line: 32, column: 62, scope: !293, inlinedAt: !437)
!441 = !DILocation(line: 32, column: 53, scope: !293, inlinedAt: !437)
!442 = !DILocalVariable(name: "a", arg: 1, scope: !443, file: !2, line: 38, type: !106)
!443 = distinct !DISubprogram(name: "cmp_str", scope: !2, file: !2, line: 38, type: !278, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !96, retainedNodes: !444)
!444 = !{!442, !445}
!445 = !DILocalVariable(name: "b", arg: 2, scope: !443, file: !2, line: 38, type: !106)
!446 = !DILocation(line: 0, scope: !443, inlinedAt: !447)
!447 = distinct !DILocation(line: 33, column: 22, scope: !293, inlinedAt: !437)
!448 = !DILocation(line: 39, column: 44, scope: !443, inlinedAt: !447)
!449 = !DILocation(line: 39, column: 12, scope: !443, inlinedAt: !447)
!450 = !DILocation(line: 34, column: 24, scope: !310, inlinedAt: !437)
!451 = !DILocation(line: 34, column: 11, scope: !293, inlinedAt: !437)
!452 = !DILocation(line: 36, column: 29, scope: !313, inlinedAt: !437)
!453 = !DILocation(line: 36, column: 16, scope: !310, inlinedAt: !437)
!454 = !DILocation(line: 37, column: 14, scope: !313, inlinedAt: !437)
!455 = !DILocation(line: 29, column: 14, scope: !271, inlinedAt: !437)
!456 = !DILocation(line: 29, column: 3, scope: !271, inlinedAt: !437)
!457 = distinct !{!457, !456, !458, !233, !234}
!458 = !DILocation(line: 49, column: 5, scope: !271, inlinedAt: !437)
!459 = !DILocation(line: 102, column: 46, scope: !186)
!460 = !DILocation(line: 0, scope: !186)
!461 = !DILocation(line: 102, column: 9, scope: !186)
!462 = !DILocation(line: 100, column: 29, scope: !187)
!463 = !DILocation(line: 100, column: 23, scope: !187)
!464 = distinct !{!464, !422, !465, !233, !234}
!465 = !DILocation(line: 103, column: 5, scope: !184)
!466 = !DILocation(line: 107, column: 5, scope: !132)
!467 = !DILocation(line: 0, scope: !194)
!468 = !DILocation(line: 108, column: 5, scope: !194)
!469 = !DILocation(line: 106, column: 23, scope: !470)
!470 = distinct !DILexicalBlock(scope: !192, file: !2, line: 105, column: 5)
!471 = !DILocation(line: 106, column: 16, scope: !470)
!472 = !DILocation(line: 106, column: 29, scope: !470)
!473 = !DILocation(line: 106, column: 35, scope: !470)
!474 = !DILocation(line: 106, column: 9, scope: !470)
!475 = !DILocation(line: 106, column: 14, scope: !470)
!476 = !{!354, !354, i64 0}
!477 = !DILocation(line: 105, column: 30, scope: !470)
!478 = !DILocation(line: 105, column: 23, scope: !470)
!479 = distinct !{!479, !434, !480, !233, !234}
!480 = !DILocation(line: 106, column: 37, scope: !192)
!481 = !DILocation(line: 110, column: 5, scope: !132)
!482 = !DILocation(line: 111, column: 5, scope: !132)
!483 = !DILocation(line: 111, column: 10, scope: !132)
!484 = distinct !DIAssignID()
!485 = !DILocation(line: 112, column: 14, scope: !132)
!486 = !DILocation(line: 112, column: 5, scope: !132)
!487 = !DILocation(line: 113, column: 5, scope: !132)
!488 = !DILocation(line: 115, column: 5, scope: !132)
!489 = !DILocation(line: 116, column: 5, scope: !132)
!490 = !DILocation(line: 117, column: 5, scope: !132)
!491 = !DILocation(line: 117, column: 9, scope: !132)
!492 = distinct !DIAssignID()
!493 = !DILocation(line: 0, scope: !271, inlinedAt: !494)
!494 = distinct !DILocation(line: 118, column: 50, scope: !132)
!495 = !DILocation(line: 0, scope: !271, inlinedAt: !496)
!496 = distinct !DILocation(line: 119, column: 12, scope: !132)
!497 = !DILocation(line: 31, column: 20, scope: !293, inlinedAt: !496)
!498 = !DILocation(line: 31, column: 27, scope: !293, inlinedAt: !496)
!499 = !DILocation(line: 32, column: 62, scope: !293, inlinedAt: !496)
!500 = !DILocation(line: 32, column: 53, scope: !293, inlinedAt: !496)
!501 = !DILocation(line: 0, scope: !298, inlinedAt: !502)
!502 = distinct !DILocation(line: 33, column: 22, scope: !293, inlinedAt: !496)
!503 = !DILocation(line: 15, column: 34, scope: !298, inlinedAt: !502)
!504 = !DILocation(line: 16, column: 15, scope: !298, inlinedAt: !502)
!505 = !DILocation(line: 16, column: 25, scope: !298, inlinedAt: !502)
!506 = !DILocation(line: 16, column: 20, scope: !298, inlinedAt: !502)
!507 = !DILocation(line: 34, column: 24, scope: !310, inlinedAt: !496)
!508 = !DILocation(line: 34, column: 11, scope: !293, inlinedAt: !496)
!509 = !DILocation(line: 36, column: 29, scope: !313, inlinedAt: !496)
!510 = !DILocation(line: 36, column: 16, scope: !310, inlinedAt: !496)
!511 = !DILocation(line: 37, column: 14, scope: !313, inlinedAt: !496)
!512 = !DILocation(line: 29, column: 14, scope: !271, inlinedAt: !496)
!513 = !DILocation(line: 29, column: 3, scope: !271, inlinedAt: !496)
!514 = distinct !{!514, !513, !515, !233, !234}
!515 = !DILocation(line: 49, column: 5, scope: !271, inlinedAt: !496)
!516 = !DILocation(line: 118, column: 5, scope: !132)
!517 = !DILocation(line: 121, column: 1, scope: !132)
!518 = !DILocation(line: 120, column: 5, scope: !132)
!519 = !DILocation(line: 109, column: 25, scope: !520)
!520 = distinct !DILexicalBlock(scope: !194, file: !2, line: 108, column: 5)
!521 = !DILocation(line: 109, column: 9, scope: !520)
!522 = !DILocation(line: 108, column: 30, scope: !520)
!523 = !DILocation(line: 108, column: 23, scope: !520)
!524 = distinct !{!524, !468, !525, !233, !234}
!525 = !DILocation(line: 109, column: 29, scope: !194)
!526 = !DISubprogram(name: "qsort", scope: !276, file: !276, line: 851, type: !527, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!527 = !DISubroutineType(types: !528)
!528 = !{null, !103, !99, !99, !275}
!529 = !DILocation(line: 0, scope: !298)
!530 = !DILocation(line: 15, column: 13, scope: !298)
!531 = !DILocation(line: 15, column: 34, scope: !298)
!532 = !DILocation(line: 16, column: 15, scope: !298)
!533 = !DILocation(line: 16, column: 25, scope: !298)
!534 = !DILocation(line: 16, column: 20, scope: !298)
!535 = !DILocation(line: 16, column: 5, scope: !298)
!536 = !DISubprogram(name: "printf", scope: !537, file: !537, line: 356, type: !538, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!537 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!538 = !DISubroutineType(types: !539)
!539 = !{!98, !540, null}
!540 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !108)
!541 = distinct !DISubprogram(name: "cmp_int_desc", scope: !2, file: !2, line: 18, type: !278, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !96, retainedNodes: !542)
!542 = !{!543, !544}
!543 = !DILocalVariable(name: "a", arg: 1, scope: !541, file: !2, line: 18, type: !106)
!544 = !DILocalVariable(name: "b", arg: 2, scope: !541, file: !2, line: 18, type: !106)
!545 = !DILocation(line: 0, scope: !541)
!546 = !DILocation(line: 0, scope: !298, inlinedAt: !547)
!547 = distinct !DILocation(line: 18, column: 64, scope: !541)
!548 = !DILocation(line: 15, column: 13, scope: !298, inlinedAt: !547)
!549 = !DILocation(line: 15, column: 34, scope: !298, inlinedAt: !547)
!550 = !DILocation(line: 16, column: 15, scope: !298, inlinedAt: !547)
!551 = !DILocation(line: 16, column: 25, scope: !298, inlinedAt: !547)
!552 = !DILocation(line: 16, column: 20, scope: !298, inlinedAt: !547)
!553 = !DILocation(line: 18, column: 57, scope: !541)
!554 = distinct !DISubprogram(name: "cmp_abs_then_value", scope: !2, file: !2, line: 19, type: !278, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !96, retainedNodes: !555)
!555 = !{!556, !557, !558, !559, !560, !561}
!556 = !DILocalVariable(name: "a", arg: 1, scope: !554, file: !2, line: 19, type: !106)
!557 = !DILocalVariable(name: "b", arg: 2, scope: !554, file: !2, line: 19, type: !106)
!558 = !DILocalVariable(name: "x", scope: !554, file: !2, line: 20, type: !98)
!559 = !DILocalVariable(name: "y", scope: !554, file: !2, line: 20, type: !98)
!560 = !DILocalVariable(name: "ax", scope: !554, file: !2, line: 21, type: !98)
!561 = !DILocalVariable(name: "ay", scope: !554, file: !2, line: 21, type: !98)
!562 = !DILocation(line: 0, scope: !554)
!563 = !DILocation(line: 20, column: 13, scope: !554)
!564 = !DILocation(line: 20, column: 34, scope: !554)
!565 = !DILocation(line: 21, column: 14, scope: !554)
!566 = !DILocation(line: 21, column: 27, scope: !554)
!567 = !DILocation(line: 22, column: 12, scope: !568)
!568 = distinct !DILexicalBlock(scope: !554, file: !2, line: 22, column: 9)
!569 = !DILocation(line: 22, column: 9, scope: !554)
!570 = !DILocation(line: 25, column: 1, scope: !554)
!571 = distinct !DISubprogram(name: "cmp_person_age", scope: !2, file: !2, line: 26, type: !278, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !96, retainedNodes: !572)
!572 = !{!573, !574, !575, !576}
!573 = !DILocalVariable(name: "a", arg: 1, scope: !571, file: !2, line: 26, type: !106)
!574 = !DILocalVariable(name: "b", arg: 2, scope: !571, file: !2, line: 26, type: !106)
!575 = !DILocalVariable(name: "p", scope: !571, file: !2, line: 27, type: !378)
!576 = !DILocalVariable(name: "q", scope: !571, file: !2, line: 27, type: !378)
!577 = !DILocation(line: 0, scope: !571)
!578 = !DILocation(line: 28, column: 12, scope: !579)
!579 = distinct !DILexicalBlock(scope: !571, file: !2, line: 28, column: 9)
!580 = !DILocation(line: 28, column: 22, scope: !579)
!581 = !DILocation(line: 28, column: 16, scope: !579)
!582 = !DILocation(line: 28, column: 9, scope: !571)
!583 = !DILocation(line: 29, column: 23, scope: !579)
!584 = !DILocation(line: 29, column: 9, scope: !579)
!585 = !DILocation(line: 30, column: 12, scope: !571)
!586 = !DILocation(line: 30, column: 5, scope: !571)
!587 = !DILocation(line: 31, column: 1, scope: !571)
!588 = !DILocation(line: 0, scope: !374)
!589 = !DILocation(line: 34, column: 12, scope: !384)
!590 = !DILocation(line: 34, column: 23, scope: !384)
!591 = !DILocation(line: 34, column: 18, scope: !384)
!592 = !DILocation(line: 34, column: 9, scope: !374)
!593 = !DILocation(line: 35, column: 18, scope: !388)
!594 = !DILocation(line: 35, column: 9, scope: !374)
!595 = !DILocation(line: 36, column: 12, scope: !374)
!596 = !DILocation(line: 36, column: 5, scope: !374)
!597 = !DILocation(line: 37, column: 1, scope: !374)
!598 = !DILocation(line: 0, scope: !443)
!599 = !DILocation(line: 39, column: 19, scope: !443)
!600 = !DILocation(line: 39, column: 44, scope: !443)
!601 = !DILocation(line: 39, column: 12, scope: !443)
!602 = !DILocation(line: 39, column: 5, scope: !443)
!603 = distinct !DISubprogram(name: "cmp_double", scope: !2, file: !2, line: 41, type: !278, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !96, retainedNodes: !604)
!604 = !{!605, !606, !607, !608}
!605 = !DILocalVariable(name: "a", arg: 1, scope: !603, file: !2, line: 41, type: !106)
!606 = !DILocalVariable(name: "b", arg: 2, scope: !603, file: !2, line: 41, type: !106)
!607 = !DILocalVariable(name: "x", scope: !603, file: !2, line: 42, type: !114)
!608 = !DILocalVariable(name: "y", scope: !603, file: !2, line: 42, type: !114)
!609 = !DILocation(line: 0, scope: !603)
!610 = !DILocation(line: 42, column: 16, scope: !603)
!611 = !DILocation(line: 42, column: 40, scope: !603)
!612 = !DILocation(line: 43, column: 15, scope: !603)
!613 = !DILocation(line: 43, column: 25, scope: !603)
!614 = !DILocation(line: 43, column: 20, scope: !603)
!615 = !DILocation(line: 43, column: 5, scope: !603)
!616 = !DISubprogram(name: "strlen", scope: !617, file: !617, line: 407, type: !618, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!617 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!618 = !DISubroutineType(types: !619)
!619 = !{!101, !108}
!620 = distinct !DISubprogram(name: "cmp_char", scope: !2, file: !2, line: 45, type: !278, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !96, retainedNodes: !621)
!621 = !{!622, !623}
!622 = !DILocalVariable(name: "a", arg: 1, scope: !620, file: !2, line: 45, type: !106)
!623 = !DILocalVariable(name: "b", arg: 2, scope: !620, file: !2, line: 45, type: !106)
!624 = !DILocation(line: 0, scope: !620)
!625 = !DILocation(line: 46, column: 12, scope: !620)
!626 = !{!227, !227, i64 0}
!627 = !DILocation(line: 46, column: 40, scope: !620)
!628 = !DILocation(line: 46, column: 38, scope: !620)
!629 = !DILocation(line: 46, column: 5, scope: !620)
!630 = !DISubprogram(name: "strcmp", scope: !617, file: !617, line: 156, type: !631, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!631 = !DISubroutineType(types: !632)
!632 = !{!98, !108, !108}
