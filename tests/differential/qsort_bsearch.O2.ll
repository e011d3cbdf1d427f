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
  %6 = alloca [12 x double], align 16, !DIAssignID !206
    #dbg_assign(i1 undef, !189, !DIExpression(), !206, ptr %6, !DIExpression(), !201)
  %7 = alloca [44 x i8], align 16, !DIAssignID !207
    #dbg_assign(i1 undef, !195, !DIExpression(), !207, ptr %7, !DIExpression(), !201)
  %8 = alloca i32, align 4, !DIAssignID !208
    #dbg_assign(i1 undef, !199, !DIExpression(), !208, ptr %8, !DIExpression(), !201)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %1) #11, !dbg !209
    #dbg_value(i32 7, !140, !DIExpression(), !201)
    #dbg_value(i32 0, !142, !DIExpression(), !210)
  %9 = getelementptr inbounds i8, ptr %5, i64 40, !dbg !211
  %10 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !211
  %11 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !211
  br label %13, !dbg !211

12:                                               ; preds = %13
  call void @qsort(ptr noundef nonnull %1, i64 noundef 40, i64 noundef 4, ptr noundef nonnull @cmp_int) #11, !dbg !212
    #dbg_value(i32 0, !144, !DIExpression(), !213)
  br label %48, !dbg !214

13:                                               ; preds = %13, %0
  %14 = phi i64 [ 0, %0 ], [ %33, %13 ]
  %15 = phi i32 [ 7, %0 ], [ %26, %13 ]
    #dbg_value(i32 %15, !140, !DIExpression(), !201)
    #dbg_value(i64 %14, !142, !DIExpression(), !210)
  %16 = mul i32 %15, 1103515245, !dbg !215
  %17 = add i32 %16, 12345, !dbg !218
    #dbg_value(i32 %17, !140, !DIExpression(), !201)
  %18 = lshr i32 %17, 16, !dbg !219
  %19 = trunc nuw i32 %18 to i16, !dbg !220
  %20 = urem i16 %19, 201, !dbg !220
  %21 = zext nneg i16 %20 to i32, !dbg !220
  %22 = add nsw i32 %21, -100, !dbg !221
  %23 = getelementptr inbounds [40 x i32], ptr %1, i64 0, i64 %14, !dbg !222
  store i32 %22, ptr %23, align 8, !dbg !223, !tbaa !224
  %24 = or disjoint i64 %14, 1, !dbg !228
    #dbg_value(i64 %24, !142, !DIExpression(), !210)
  %25 = mul i32 %17, 1103515245, !dbg !215
  %26 = add i32 %25, 12345, !dbg !218
    #dbg_value(i32 %26, !140, !DIExpression(), !201)
  %27 = lshr i32 %26, 16, !dbg !219
  %28 = trunc nuw i32 %27 to i16, !dbg !220
  %29 = urem i16 %28, 201, !dbg !220
  %30 = zext nneg i16 %29 to i32, !dbg !220
  %31 = add nsw i32 %30, -100, !dbg !221
  %32 = getelementptr inbounds [40 x i32], ptr %1, i64 0, i64 %24, !dbg !222
  store i32 %31, ptr %32, align 4, !dbg !223, !tbaa !224
  %33 = add nuw nsw i64 %14, 2, !dbg !228
    #dbg_value(i64 %33, !142, !DIExpression(), !210)
  %34 = icmp eq i64 %33, 40, !dbg !229
  br i1 %34, label %12, label %13, !dbg !211, !llvm.loop !230

35:                                               ; preds = %48
  %36 = call i32 @putchar(i32 10), !dbg !233
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #11, !dbg !234
    #dbg_assign(i32 -100, !146, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !235, ptr %2, !DIExpression(), !201)
    #dbg_assign(i32 -50, !146, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !235, ptr %2, !DIExpression(DW_OP_plus_uconst, 4), !201)
    #dbg_assign(i32 0, !146, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !235, ptr %2, !DIExpression(DW_OP_plus_uconst, 8), !201)
  store <4 x i32> <i32 -100, i32 -50, i32 0, i32 3>, ptr %2, align 16, !dbg !236, !tbaa !224, !DIAssignID !235
    #dbg_assign(i32 3, !146, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !235, ptr %2, !DIExpression(DW_OP_plus_uconst, 12), !201)
  %37 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !236
  store i32 17, ptr %37, align 16, !dbg !236, !tbaa !224, !DIAssignID !237
    #dbg_assign(i32 17, !146, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !237, ptr %37, !DIExpression(), !201)
  %38 = getelementptr inbounds i8, ptr %2, i64 20, !dbg !236
  store i32 99, ptr %38, align 4, !dbg !236, !tbaa !224, !DIAssignID !238
    #dbg_assign(i32 99, !146, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !238, ptr %38, !DIExpression(), !201)
  %39 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !236
  store i32 100, ptr %39, align 8, !dbg !236, !tbaa !224, !DIAssignID !239
    #dbg_assign(i32 100, !146, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !239, ptr %39, !DIExpression(), !201)
  %40 = getelementptr inbounds i8, ptr %2, i64 28, !dbg !236
  %41 = load i32, ptr %1, align 16, !dbg !240, !tbaa !224
  store i32 %41, ptr %40, align 4, !dbg !236, !tbaa !224, !DIAssignID !241
    #dbg_assign(i32 %41, !146, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !241, ptr %40, !DIExpression(), !201)
  %42 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !236
  %43 = getelementptr inbounds i8, ptr %1, i64 156, !dbg !242
  %44 = load i32, ptr %43, align 4, !dbg !242, !tbaa !224
  store i32 %44, ptr %42, align 16, !dbg !236, !tbaa !224, !DIAssignID !243
    #dbg_assign(i32 %44, !146, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !243, ptr %42, !DIExpression(), !201)
  %45 = getelementptr inbounds i8, ptr %2, i64 36, !dbg !236
  %46 = getelementptr inbounds i8, ptr %1, i64 80, !dbg !244
  %47 = load i32, ptr %46, align 16, !dbg !244, !tbaa !224
  store i32 %47, ptr %45, align 4, !dbg !236, !tbaa !224, !DIAssignID !245
    #dbg_assign(i32 %47, !146, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !245, ptr %45, !DIExpression(), !201)
    #dbg_value(i32 0, !148, !DIExpression(), !246)
  br label %63, !dbg !247

48:                                               ; preds = %12, %48
  %49 = phi i64 [ 0, %12 ], [ %53, %48 ]
    #dbg_value(i64 %49, !144, !DIExpression(), !213)
  %50 = getelementptr inbounds [40 x i32], ptr %1, i64 0, i64 %49, !dbg !248
  %51 = load i32, ptr %50, align 4, !dbg !248, !tbaa !224
  %52 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %51), !dbg !250
  %53 = add nuw nsw i64 %49, 1, !dbg !251
    #dbg_value(i64 %53, !144, !DIExpression(), !213)
  %54 = icmp eq i64 %53, 40, !dbg !252
  br i1 %54, label %35, label %48, !dbg !214, !llvm.loop !253

55:                                               ; preds = %93
  call void @qsort(ptr noundef nonnull %1, i64 noundef 40, i64 noundef 4, ptr noundef nonnull @cmp_int_desc) #11, !dbg !255
  %56 = load i32, ptr %1, align 16, !dbg !256, !tbaa !224
  %57 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !257
  %58 = load i32, ptr %57, align 4, !dbg !257, !tbaa !224
  %59 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !258
  %60 = load i32, ptr %59, align 8, !dbg !258, !tbaa !224
  %61 = load i32, ptr %43, align 4, !dbg !259, !tbaa !224
  %62 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %56, i32 noundef %58, i32 noundef %60, i32 noundef %61), !dbg !260
  call void @qsort(ptr noundef nonnull %1, i64 noundef 40, i64 noundef 4, ptr noundef nonnull @cmp_abs_then_value) #11, !dbg !261
    #dbg_value(i32 0, !154, !DIExpression(), !262)
  br label %156, !dbg !263

63:                                               ; preds = %35, %93
  %64 = phi i64 [ 0, %35 ], [ %94, %93 ]
    #dbg_value(i64 %64, !148, !DIExpression(), !246)
  %65 = getelementptr inbounds [10 x i32], ptr %2, i64 0, i64 %64, !dbg !264
    #dbg_value(ptr %65, !265, !DIExpression(), !285)
    #dbg_value(ptr %1, !276, !DIExpression(), !285)
    #dbg_value(i64 40, !277, !DIExpression(), !285)
    #dbg_value(i64 4, !278, !DIExpression(), !285)
    #dbg_value(ptr @cmp_int, !279, !DIExpression(), !285)
    #dbg_value(i64 0, !280, !DIExpression(), !285)
    #dbg_value(i64 40, !281, !DIExpression(), !285)
  %66 = load i32, ptr %65, align 4, !tbaa !224
  br label %67

67:                                               ; preds = %85, %63
  %68 = phi i64 [ %87, %85 ], [ 0, %63 ]
  %69 = phi i64 [ %86, %85 ], [ 40, %63 ]
    #dbg_value(i64 %68, !280, !DIExpression(), !285)
    #dbg_value(i64 %69, !281, !DIExpression(), !285)
  %70 = add i64 %69, %68, !dbg !287
  %71 = lshr i64 %70, 1, !dbg !289
    #dbg_value(i64 %71, !282, !DIExpression(), !285)
  %72 = shl i64 %71, 2, !dbg !290
  %73 = getelementptr inbounds i8, ptr %1, i64 %72, !dbg !291
    #dbg_value(ptr %73, !283, !DIExpression(), !285)
    #dbg_value(ptr %65, !292, !DIExpression(), !298)
    #dbg_value(ptr %73, !295, !DIExpression(), !298)
    #dbg_value(i32 %66, !296, !DIExpression(), !298)
  %74 = load i32, ptr %73, align 4, !dbg !300, !tbaa !224
    #dbg_value(i32 %74, !297, !DIExpression(), !298)
  %75 = icmp sgt i32 %66, %74, !dbg !301
  %76 = zext i1 %75 to i32, !dbg !301
  %77 = icmp slt i32 %66, %74, !dbg !302
  %78 = sext i1 %77 to i32, !dbg !302
  %79 = add nsw i32 %78, %76, !dbg !303
    #dbg_value(i32 %79, !284, !DIExpression(), !285)
  %80 = icmp slt i32 %79, 0, !dbg !304
  br i1 %80, label %85, label %81, !dbg !306

81:                                               ; preds = %67
  %82 = icmp eq i32 %79, 0, !dbg !307
  br i1 %82, label %89, label %83, !dbg !309

83:                                               ; preds = %81
  %84 = add nuw i64 %71, 1, !dbg !310
    #dbg_value(i64 %84, !280, !DIExpression(), !285)
  br label %85

85:                                               ; preds = %83, %67
  %86 = phi i64 [ %69, %83 ], [ %71, %67 ], !dbg !285
  %87 = phi i64 [ %84, %83 ], [ %68, %67 ], !dbg !285
    #dbg_value(i64 %87, !280, !DIExpression(), !285)
    #dbg_value(i64 %86, !281, !DIExpression(), !285)
  %88 = icmp ult i64 %87, %86, !dbg !311
  br i1 %88, label %67, label %91, !dbg !312, !llvm.loop !313

89:                                               ; preds = %81
    #dbg_value(ptr %73, !150, !DIExpression(), !315)
  %90 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %66, i32 noundef %74), !dbg !316
  br label %93, !dbg !316

91:                                               ; preds = %85
    #dbg_value(ptr null, !150, !DIExpression(), !315)
  %92 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %66), !dbg !318
  br label %93

93:                                               ; preds = %91, %89
  %94 = add nuw nsw i64 %64, 1, !dbg !319
    #dbg_value(i64 %94, !148, !DIExpression(), !246)
  %95 = icmp eq i64 %94, 10, !dbg !320
  br i1 %95, label %55, label %63, !dbg !247, !llvm.loop !321

96:                                               ; preds = %156
  %97 = call i32 @putchar(i32 10), !dbg !323
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %3) #11, !dbg !324
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %3, ptr noundef nonnull align 16 dereferenceable(192) @__const.main.people, i64 192, i1 false), !dbg !325, !DIAssignID !326
    #dbg_assign(i1 undef, !156, !DIExpression(), !326, ptr %3, !DIExpression(), !201)
    #dbg_value(i32 8, !166, !DIExpression(), !201)
  call void @qsort(ptr noundef nonnull %3, i64 noundef 8, i64 noundef 24, ptr noundef nonnull @cmp_person_age) #11, !dbg !327
    #dbg_value(i64 0, !167, !DIExpression(), !328)
  %98 = getelementptr inbounds i8, ptr %3, i64 12, !dbg !329
  %99 = load i32, ptr %98, align 4, !dbg !329, !tbaa !331
  %100 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %3, i32 noundef %99), !dbg !334
    #dbg_value(i64 1, !167, !DIExpression(), !328)
  %101 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !335
  %102 = getelementptr inbounds i8, ptr %3, i64 36, !dbg !329
  %103 = load i32, ptr %102, align 4, !dbg !329, !tbaa !331
  %104 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %101, i32 noundef %103), !dbg !334
    #dbg_value(i64 2, !167, !DIExpression(), !328)
  %105 = getelementptr inbounds i8, ptr %3, i64 48, !dbg !335
  %106 = getelementptr inbounds i8, ptr %3, i64 60, !dbg !329
  %107 = load i32, ptr %106, align 4, !dbg !329, !tbaa !331
  %108 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %105, i32 noundef %107), !dbg !334
    #dbg_value(i64 3, !167, !DIExpression(), !328)
  %109 = getelementptr inbounds i8, ptr %3, i64 72, !dbg !335
  %110 = getelementptr inbounds i8, ptr %3, i64 84, !dbg !329
  %111 = load i32, ptr %110, align 4, !dbg !329, !tbaa !331
  %112 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %109, i32 noundef %111), !dbg !334
    #dbg_value(i64 4, !167, !DIExpression(), !328)
  %113 = getelementptr inbounds i8, ptr %3, i64 96, !dbg !335
  %114 = getelementptr inbounds i8, ptr %3, i64 108, !dbg !329
  %115 = load i32, ptr %114, align 4, !dbg !329, !tbaa !331
  %116 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %113, i32 noundef %115), !dbg !334
    #dbg_value(i64 5, !167, !DIExpression(), !328)
  %117 = getelementptr inbounds i8, ptr %3, i64 120, !dbg !335
  %118 = getelementptr inbounds i8, ptr %3, i64 132, !dbg !329
  %119 = load i32, ptr %118, align 4, !dbg !329, !tbaa !331
  %120 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %117, i32 noundef %119), !dbg !334
    #dbg_value(i64 6, !167, !DIExpression(), !328)
  %121 = getelementptr inbounds i8, ptr %3, i64 144, !dbg !335
  %122 = getelementptr inbounds i8, ptr %3, i64 156, !dbg !329
  %123 = load i32, ptr %122, align 4, !dbg !329, !tbaa !331
  %124 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %121, i32 noundef %123), !dbg !334
    #dbg_value(i64 7, !167, !DIExpression(), !328)
  %125 = getelementptr inbounds i8, ptr %3, i64 168, !dbg !335
  %126 = getelementptr inbounds i8, ptr %3, i64 180, !dbg !329
  %127 = load i32, ptr %126, align 4, !dbg !329, !tbaa !331
  %128 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %125, i32 noundef %127), !dbg !334
    #dbg_value(i64 8, !167, !DIExpression(), !328)
  %129 = call i32 @putchar(i32 10), !dbg !336
  call void @qsort(ptr noundef nonnull %3, i64 noundef 8, i64 noundef 24, ptr noundef nonnull @cmp_person_score) #11, !dbg !337
    #dbg_value(i64 0, !169, !DIExpression(), !338)
  %130 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !339
  %131 = load double, ptr %130, align 16, !dbg !339, !tbaa !341
  %132 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %3, double noundef %131), !dbg !342
    #dbg_value(i64 1, !169, !DIExpression(), !338)
  %133 = getelementptr inbounds i8, ptr %3, i64 40, !dbg !339
  %134 = load double, ptr %133, align 8, !dbg !339, !tbaa !341
  %135 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %101, double noundef %134), !dbg !342
    #dbg_value(i64 2, !169, !DIExpression(), !338)
  %136 = getelementptr inbounds i8, ptr %3, i64 64, !dbg !339
  %137 = load double, ptr %136, align 16, !dbg !339, !tbaa !341
  %138 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %105, double noundef %137), !dbg !342
    #dbg_value(i64 3, !169, !DIExpression(), !338)
  %139 = getelementptr inbounds i8, ptr %3, i64 88, !dbg !339
  %140 = load double, ptr %139, align 8, !dbg !339, !tbaa !341
  %141 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %109, double noundef %140), !dbg !342
    #dbg_value(i64 4, !169, !DIExpression(), !338)
  %142 = getelementptr inbounds i8, ptr %3, i64 112, !dbg !339
  %143 = load double, ptr %142, align 16, !dbg !339, !tbaa !341
  %144 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %113, double noundef %143), !dbg !342
    #dbg_value(i64 5, !169, !DIExpression(), !338)
  %145 = getelementptr inbounds i8, ptr %3, i64 136, !dbg !339
  %146 = load double, ptr %145, align 8, !dbg !339, !tbaa !341
  %147 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %117, double noundef %146), !dbg !342
    #dbg_value(i64 6, !169, !DIExpression(), !338)
  %148 = getelementptr inbounds i8, ptr %3, i64 160, !dbg !339
  %149 = load double, ptr %148, align 16, !dbg !339, !tbaa !341
  %150 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %121, double noundef %149), !dbg !342
    #dbg_value(i64 7, !169, !DIExpression(), !338)
  %151 = getelementptr inbounds i8, ptr %3, i64 184, !dbg !339
  %152 = load double, ptr %151, align 8, !dbg !339, !tbaa !341
  %153 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %125, double noundef %152), !dbg !342
    #dbg_value(i64 8, !169, !DIExpression(), !338)
  %154 = call i32 @putchar(i32 10), !dbg !343
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #11, !dbg !344
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(6) %4, ptr noundef nonnull align 1 dereferenceable(6) @.str.7, i64 6, i1 false) #11, !dbg !345
  %155 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !346
  store double 9.100000e+01, ptr %155, align 8, !dbg !347, !tbaa !341, !DIAssignID !348
    #dbg_assign(double 9.100000e+01, !171, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !348, ptr %155, !DIExpression(), !201)
    #dbg_value(ptr %4, !265, !DIExpression(), !349)
    #dbg_value(ptr %3, !276, !DIExpression(), !349)
    #dbg_value(i64 8, !277, !DIExpression(), !349)
    #dbg_value(i64 24, !278, !DIExpression(), !349)
    #dbg_value(ptr @cmp_person_score, !279, !DIExpression(), !349)
    #dbg_value(i64 0, !280, !DIExpression(), !349)
    #dbg_value(i64 8, !281, !DIExpression(), !349)
  br label %163

156:                                              ; preds = %55, %156
  %157 = phi i64 [ 0, %55 ], [ %161, %156 ]
    #dbg_value(i64 %157, !154, !DIExpression(), !262)
  %158 = getelementptr inbounds [40 x i32], ptr %1, i64 0, i64 %157, !dbg !351
  %159 = load i32, ptr %158, align 4, !dbg !351, !tbaa !224
  %160 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %159), !dbg !353
  %161 = add nuw nsw i64 %157, 1, !dbg !354
    #dbg_value(i64 %161, !154, !DIExpression(), !262)
  %162 = icmp eq i64 %161, 40, !dbg !355
  br i1 %162, label %96, label %156, !dbg !263, !llvm.loop !356

163:                                              ; preds = %182, %96
  %164 = phi i64 [ %184, %182 ], [ 0, %96 ]
  %165 = phi i64 [ %183, %182 ], [ 8, %96 ]
    #dbg_value(i64 %164, !280, !DIExpression(), !349)
    #dbg_value(i64 %165, !281, !DIExpression(), !349)
  %166 = add i64 %165, %164, !dbg !358
  %167 = lshr i64 %166, 1, !dbg !359
    #dbg_value(i64 %167, !282, !DIExpression(), !349)
  %168 = mul i64 %167, 24, !dbg !360
  %169 = getelementptr inbounds i8, ptr %3, i64 %168, !dbg !361
    #dbg_value(ptr %169, !283, !DIExpression(), !349)
    #dbg_value(ptr %4, !362, !DIExpression(), !370)
    #dbg_value(ptr %169, !365, !DIExpression(), !370)
    #dbg_value(ptr %4, !366, !DIExpression(), !370)
    #dbg_value(ptr %169, !369, !DIExpression(), !370)
  %170 = getelementptr inbounds i8, ptr %169, i64 16, !dbg !372
  %171 = load double, ptr %170, align 8, !dbg !372, !tbaa !341
  %172 = fcmp ogt double %171, 9.100000e+01, !dbg !374
  br i1 %172, label %180, label %173, !dbg !375

173:                                              ; preds = %163
  %174 = fcmp olt double %171, 9.100000e+01, !dbg !376
  br i1 %174, label %182, label %175, !dbg !378

175:                                              ; preds = %173
  %176 = call i32 @strcmp(ptr noundef nonnull readonly dereferenceable(1) %4, ptr noundef nonnull readonly dereferenceable(1) %169) #12, !dbg !379
    #dbg_value(i32 %176, !284, !DIExpression(), !349)
  %177 = icmp slt i32 %176, 0, !dbg !380
  br i1 %177, label %182, label %178, !dbg !381

178:                                              ; preds = %175
  %179 = icmp eq i32 %176, 0, !dbg !382
  br i1 %179, label %186, label %180, !dbg !383

180:                                              ; preds = %163, %178
  %181 = add nuw i64 %167, 1, !dbg !384
    #dbg_value(i64 %181, !280, !DIExpression(), !349)
  br label %182

182:                                              ; preds = %173, %180, %175
  %183 = phi i64 [ %165, %180 ], [ %167, %175 ], [ %167, %173 ], !dbg !349
  %184 = phi i64 [ %181, %180 ], [ %164, %175 ], [ %164, %173 ], !dbg !349
    #dbg_value(i64 %184, !280, !DIExpression(), !349)
    #dbg_value(i64 %183, !281, !DIExpression(), !349)
  %185 = icmp ult i64 %184, %183, !dbg !385
  br i1 %185, label %163, label %188, !dbg !386, !llvm.loop !387

186:                                              ; preds = %178
    #dbg_value(ptr %169, !172, !DIExpression(), !201)
  %187 = sdiv exact i64 %168, 24, !dbg !389
  br label %188, !dbg !390

188:                                              ; preds = %182, %186
  %189 = phi ptr [ %169, %186 ], [ @.str.9, %182 ]
  %190 = phi i64 [ %187, %186 ], [ -1, %182 ], !dbg !390
  %191 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %189, i64 noundef %190), !dbg !391
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %5) #11, !dbg !392
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(88) %5, ptr noundef nonnull align 16 dereferenceable(88) @__const.main.words, i64 88, i1 false), !dbg !393, !DIAssignID !394
    #dbg_assign(i1 undef, !174, !DIExpression(), !394, ptr %5, !DIExpression(), !201)
    #dbg_value(i32 11, !178, !DIExpression(), !201)
  call void @qsort(ptr noundef nonnull %5, i64 noundef 11, i64 noundef 8, ptr noundef nonnull @cmp_str) #11, !dbg !395
    #dbg_value(i64 0, !179, !DIExpression(), !396)
  %192 = load ptr, ptr %5, align 16, !dbg !397, !tbaa !399
  %193 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef %192), !dbg !401
    #dbg_value(i64 1, !179, !DIExpression(), !396)
  %194 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !397
  %195 = load ptr, ptr %194, align 8, !dbg !397, !tbaa !399
  %196 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef %195), !dbg !401
    #dbg_value(i64 2, !179, !DIExpression(), !396)
  %197 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !397
  %198 = load ptr, ptr %197, align 16, !dbg !397, !tbaa !399
  %199 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef %198), !dbg !401
    #dbg_value(i64 3, !179, !DIExpression(), !396)
  %200 = getelementptr inbounds i8, ptr %5, i64 24, !dbg !397
  %201 = load ptr, ptr %200, align 8, !dbg !397, !tbaa !399
  %202 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef %201), !dbg !401
    #dbg_value(i64 4, !179, !DIExpression(), !396)
  %203 = getelementptr inbounds i8, ptr %5, i64 32, !dbg !397
  %204 = load ptr, ptr %203, align 16, !dbg !397, !tbaa !399
  %205 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef %204), !dbg !401
    #dbg_value(i64 5, !179, !DIExpression(), !396)
  %206 = getelementptr inbounds i8, ptr %5, i64 40, !dbg !397
  %207 = load ptr, ptr %206, align 8, !dbg !397, !tbaa !399
  %208 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef %207), !dbg !401
    #dbg_value(i64 6, !179, !DIExpression(), !396)
  %209 = getelementptr inbounds i8, ptr %5, i64 48, !dbg !397
  %210 = load ptr, ptr %209, align 16, !dbg !397, !tbaa !399
  %211 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef %210), !dbg !401
    #dbg_value(i64 7, !179, !DIExpression(), !396)
  %212 = getelementptr inbounds i8, ptr %5, i64 56, !dbg !397
  %213 = load ptr, ptr %212, align 8, !dbg !397, !tbaa !399
  %214 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef %213), !dbg !401
    #dbg_value(i64 8, !179, !DIExpression(), !396)
  %215 = getelementptr inbounds i8, ptr %5, i64 64, !dbg !397
  %216 = load ptr, ptr %215, align 16, !dbg !397, !tbaa !399
  %217 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef %216), !dbg !401
    #dbg_value(i64 9, !179, !DIExpression(), !396)
  %218 = getelementptr inbounds i8, ptr %5, i64 72, !dbg !397
  %219 = load ptr, ptr %218, align 8, !dbg !397, !tbaa !399
  %220 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef %219), !dbg !401
    #dbg_value(i64 10, !179, !DIExpression(), !396)
  %221 = getelementptr inbounds i8, ptr %5, i64 80, !dbg !397
  %222 = load ptr, ptr %221, align 16, !dbg !397, !tbaa !399
  %223 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef %222), !dbg !401
    #dbg_value(i64 11, !179, !DIExpression(), !396)
  %224 = call i32 @putchar(i32 10), !dbg !402
    #dbg_assign(i1 undef, !181, !DIExpression(), !403, ptr poison, !DIExpression(), !201)
    #dbg_value(i32 0, !183, !DIExpression(), !404)
  %225 = ptrtoint ptr %5 to i64
    #dbg_value(i64 0, !183, !DIExpression(), !404)
    #dbg_value(ptr poison, !265, !DIExpression(), !405)
    #dbg_value(ptr %5, !276, !DIExpression(), !405)
    #dbg_value(i64 11, !277, !DIExpression(), !405)
    #dbg_value(i64 8, !278, !DIExpression(), !405)
    #dbg_value(ptr @cmp_str, !279, !DIExpression(), !405)
    #dbg_value(i64 0, !280, !DIExpression(), !405)
    #dbg_value(i64 11, !281, !DIExpression(), !405)
  br label %226

226:                                              ; preds = %240, %188
  %227 = phi i64 [ %242, %240 ], [ 0, %188 ]
  %228 = phi i64 [ %241, %240 ], [ 11, %188 ]
    #dbg_value(i64 %227, !280, !DIExpression(), !405)
    #dbg_value(i64 %228, !281, !DIExpression(), !405)
  %229 = add i64 %228, %227, !dbg !407
  %230 = lshr i64 %229, 1, !dbg !408
    #dbg_value(i64 %230, !282, !DIExpression(), !405)
  %231 = shl i64 %230, 3, !dbg !409
  %232 = getelementptr inbounds i8, ptr %5, i64 %231, !dbg !410
    #dbg_value(ptr %232, !283, !DIExpression(), !405)
    #dbg_value(ptr poison, !411, !DIExpression(), !415)
    #dbg_value(ptr %232, !414, !DIExpression(), !415)
  %233 = load ptr, ptr %232, align 8, !dbg !417, !tbaa !399
  %234 = call i32 @strcmp(ptr noundef nonnull dereferenceable(4) @.str.12, ptr noundef nonnull dereferenceable(1) %233) #12, !dbg !418
    #dbg_value(i32 %234, !284, !DIExpression(), !405)
  %235 = icmp slt i32 %234, 0, !dbg !419
  br i1 %235, label %240, label %236, !dbg !420

236:                                              ; preds = %226
  %237 = icmp eq i32 %234, 0, !dbg !421
  br i1 %237, label %244, label %238, !dbg !422

238:                                              ; preds = %236
  %239 = add nuw i64 %230, 1, !dbg !423
    #dbg_value(i64 %239, !280, !DIExpression(), !405)
  br label %240

240:                                              ; preds = %238, %226
  %241 = phi i64 [ %228, %238 ], [ %230, %226 ], !dbg !405
  %242 = phi i64 [ %239, %238 ], [ %227, %226 ], !dbg !405
    #dbg_value(i64 %242, !280, !DIExpression(), !405)
    #dbg_value(i64 %241, !281, !DIExpression(), !405)
  %243 = icmp ult i64 %242, %241, !dbg !424
  br i1 %243, label %226, label %246, !dbg !425, !llvm.loop !426

244:                                              ; preds = %236
  %245 = getelementptr inbounds i8, ptr %5, i64 %231
  br label %246, !dbg !428

246:                                              ; preds = %240, %244
  %247 = phi ptr [ %245, %244 ], [ null, %240 ], !dbg !405
    #dbg_value(ptr %247, !185, !DIExpression(), !429)
  %248 = icmp eq ptr %247, null, !dbg !428
  %249 = ptrtoint ptr %247 to i64, !dbg !428
  %250 = sub i64 %249, %225, !dbg !428
  %251 = ashr exact i64 %250, 3, !dbg !428
  %252 = select i1 %248, i64 -1, i64 %251, !dbg !428
  %253 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.12, i64 noundef %252), !dbg !430
    #dbg_value(i64 1, !183, !DIExpression(), !404)
    #dbg_value(ptr poison, !265, !DIExpression(), !405)
    #dbg_value(ptr %5, !276, !DIExpression(), !405)
    #dbg_value(i64 11, !277, !DIExpression(), !405)
    #dbg_value(i64 8, !278, !DIExpression(), !405)
    #dbg_value(ptr @cmp_str, !279, !DIExpression(), !405)
    #dbg_value(i64 0, !280, !DIExpression(), !405)
    #dbg_value(i64 11, !281, !DIExpression(), !405)
  br label %254

254:                                              ; preds = %268, %246
  %255 = phi i64 [ %270, %268 ], [ 0, %246 ]
  %256 = phi i64 [ %269, %268 ], [ 11, %246 ]
    #dbg_value(i64 %255, !280, !DIExpression(), !405)
    #dbg_value(i64 %256, !281, !DIExpression(), !405)
  %257 = add i64 %256, %255, !dbg !407
  %258 = lshr i64 %257, 1, !dbg !408
    #dbg_value(i64 %258, !282, !DIExpression(), !405)
  %259 = shl i64 %258, 3, !dbg !409
  %260 = getelementptr inbounds i8, ptr %5, i64 %259, !dbg !410
    #dbg_value(ptr %260, !283, !DIExpression(), !405)
    #dbg_value(ptr poison, !411, !DIExpression(), !415)
    #dbg_value(ptr %260, !414, !DIExpression(), !415)
  %261 = load ptr, ptr %260, align 8, !dbg !417, !tbaa !399
  %262 = call i32 @strcmp(ptr noundef nonnull dereferenceable(6) @.str.22, ptr noundef nonnull dereferenceable(1) %261) #12, !dbg !418
    #dbg_value(i32 %262, !284, !DIExpression(), !405)
  %263 = icmp slt i32 %262, 0, !dbg !419
  br i1 %263, label %268, label %264, !dbg !420

264:                                              ; preds = %254
  %265 = icmp eq i32 %262, 0, !dbg !421
  br i1 %265, label %272, label %266, !dbg !422

266:                                              ; preds = %264
  %267 = add nuw i64 %258, 1, !dbg !423
    #dbg_value(i64 %267, !280, !DIExpression(), !405)
  br label %268

268:                                              ; preds = %266, %254
  %269 = phi i64 [ %256, %266 ], [ %258, %254 ], !dbg !405
  %270 = phi i64 [ %267, %266 ], [ %255, %254 ], !dbg !405
    #dbg_value(i64 %270, !280, !DIExpression(), !405)
    #dbg_value(i64 %269, !281, !DIExpression(), !405)
  %271 = icmp ult i64 %270, %269, !dbg !424
  br i1 %271, label %254, label %274, !dbg !425, !llvm.loop !426

272:                                              ; preds = %264
  %273 = getelementptr inbounds i8, ptr %5, i64 %259
  br label %274, !dbg !428

274:                                              ; preds = %268, %272
  %275 = phi ptr [ %273, %272 ], [ null, %268 ], !dbg !405
    #dbg_value(ptr %275, !185, !DIExpression(), !429)
  %276 = icmp eq ptr %275, null, !dbg !428
  %277 = ptrtoint ptr %275 to i64, !dbg !428
  %278 = sub i64 %277, %225, !dbg !428
  %279 = ashr exact i64 %278, 3, !dbg !428
  %280 = select i1 %276, i64 -1, i64 %279, !dbg !428
  %281 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.22, i64 noundef %280), !dbg !430
    #dbg_value(i64 2, !183, !DIExpression(), !404)
    #dbg_value(ptr poison, !265, !DIExpression(), !405)
    #dbg_value(ptr %5, !276, !DIExpression(), !405)
    #dbg_value(i64 11, !277, !DIExpression(), !405)
    #dbg_value(i64 8, !278, !DIExpression(), !405)
    #dbg_value(ptr @cmp_str, !279, !DIExpression(), !405)
    #dbg_value(i64 0, !280, !DIExpression(), !405)
    #dbg_value(i64 11, !281, !DIExpression(), !405)
    #dbg_value(i64 0, !280, !DIExpression(), !405)
    #dbg_value(i64 11, !281, !DIExpression(), !405)
    #dbg_value(i64 5, !282, !DIExpression(), !405)
  %282 = getelementptr inbounds i8, ptr %5, i64 40, !dbg !410
    #dbg_value(ptr %282, !283, !DIExpression(), !405)
    #dbg_value(ptr poison, !411, !DIExpression(), !415)
    #dbg_value(ptr %282, !414, !DIExpression(), !415)
  %283 = load ptr, ptr %282, align 8, !dbg !417, !tbaa !399
  %284 = load i8, ptr %283, align 1, !dbg !418
    #dbg_value(!DIArgList(i32 0, i8 %284), !284, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_minus, DW_OP_stack_value), !405)
  %285 = icmp eq i8 %284, 0, !dbg !419
  br i1 %285, label %301, label %286, !dbg !420

286:                                              ; preds = %274
    #dbg_value(i64 0, !280, !DIExpression(), !405)
    #dbg_value(i64 5, !281, !DIExpression(), !405)
    #dbg_value(i64 2, !282, !DIExpression(), !405)
  %287 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !410
    #dbg_value(ptr %287, !283, !DIExpression(), !405)
    #dbg_value(ptr poison, !411, !DIExpression(), !415)
    #dbg_value(ptr %287, !414, !DIExpression(), !415)
  %288 = load ptr, ptr %287, align 16, !dbg !417, !tbaa !399
  %289 = load i8, ptr %288, align 1, !dbg !418
    #dbg_value(!DIArgList(i32 0, i8 %289), !284, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_minus, DW_OP_stack_value), !405)
  %290 = icmp eq i8 %289, 0, !dbg !419
  br i1 %290, label %301, label %291, !dbg !420

291:                                              ; preds = %286
    #dbg_value(i64 0, !280, !DIExpression(), !405)
    #dbg_value(i64 2, !281, !DIExpression(), !405)
    #dbg_value(i64 1, !282, !DIExpression(), !405)
  %292 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !410
    #dbg_value(ptr %292, !283, !DIExpression(), !405)
    #dbg_value(ptr poison, !411, !DIExpression(), !415)
    #dbg_value(ptr %292, !414, !DIExpression(), !415)
  %293 = load ptr, ptr %292, align 8, !dbg !417, !tbaa !399
  %294 = load i8, ptr %293, align 1, !dbg !418
    #dbg_value(!DIArgList(i32 0, i8 %294), !284, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_minus, DW_OP_stack_value), !405)
  %295 = icmp eq i8 %294, 0, !dbg !419
  br i1 %295, label %301, label %296, !dbg !420

296:                                              ; preds = %291
    #dbg_value(i64 0, !280, !DIExpression(), !405)
    #dbg_value(i64 1, !281, !DIExpression(), !405)
    #dbg_value(i64 0, !282, !DIExpression(), !405)
    #dbg_value(ptr %5, !283, !DIExpression(), !405)
    #dbg_value(ptr poison, !411, !DIExpression(), !415)
    #dbg_value(ptr %5, !414, !DIExpression(), !415)
  %297 = load ptr, ptr %5, align 16, !dbg !417, !tbaa !399
  %298 = load i8, ptr %297, align 1, !dbg !418
    #dbg_value(!DIArgList(i32 0, i8 %298), !284, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_minus, DW_OP_stack_value), !405)
  %299 = icmp eq i8 %298, 0, !dbg !419
  %300 = select i1 %299, ptr %5, ptr null, !dbg !420
  br label %301, !dbg !420

301:                                              ; preds = %296, %274, %286, %291
  %302 = phi ptr [ %9, %274 ], [ %10, %286 ], [ %11, %291 ], [ %300, %296 ], !dbg !405
    #dbg_value(ptr %302, !185, !DIExpression(), !429)
  %303 = icmp eq ptr %302, null, !dbg !428
  %304 = ptrtoint ptr %302 to i64, !dbg !428
  %305 = sub i64 %304, %225, !dbg !428
  %306 = ashr exact i64 %305, 3, !dbg !428
  %307 = select i1 %303, i64 -1, i64 %306, !dbg !428
  %308 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.18, i64 noundef %307), !dbg !430
    #dbg_value(i64 3, !183, !DIExpression(), !404)
    #dbg_value(ptr poison, !265, !DIExpression(), !405)
    #dbg_value(ptr %5, !276, !DIExpression(), !405)
    #dbg_value(i64 11, !277, !DIExpression(), !405)
    #dbg_value(i64 8, !278, !DIExpression(), !405)
    #dbg_value(ptr @cmp_str, !279, !DIExpression(), !405)
    #dbg_value(i64 0, !280, !DIExpression(), !405)
    #dbg_value(i64 11, !281, !DIExpression(), !405)
  br label %309

309:                                              ; preds = %323, %301
  %310 = phi i64 [ %325, %323 ], [ 0, %301 ]
  %311 = phi i64 [ %324, %323 ], [ 11, %301 ]
    #dbg_value(i64 %310, !280, !DIExpression(), !405)
    #dbg_value(i64 %311, !281, !DIExpression(), !405)
  %312 = add i64 %311, %310, !dbg !407
  %313 = lshr i64 %312, 1, !dbg !408
    #dbg_value(i64 %313, !282, !DIExpression(), !405)
  %314 = shl i64 %313, 3, !dbg !409
  %315 = getelementptr inbounds i8, ptr %5, i64 %314, !dbg !410
    #dbg_value(ptr %315, !283, !DIExpression(), !405)
    #dbg_value(ptr poison, !411, !DIExpression(), !415)
    #dbg_value(ptr %315, !414, !DIExpression(), !415)
  %316 = load ptr, ptr %315, align 8, !dbg !417, !tbaa !399
  %317 = call i32 @strcmp(ptr noundef nonnull dereferenceable(9) @.str.19, ptr noundef nonnull dereferenceable(1) %316) #12, !dbg !418
    #dbg_value(i32 %317, !284, !DIExpression(), !405)
  %318 = icmp slt i32 %317, 0, !dbg !419
  br i1 %318, label %323, label %319, !dbg !420

319:                                              ; preds = %309
  %320 = icmp eq i32 %317, 0, !dbg !421
  br i1 %320, label %327, label %321, !dbg !422

321:                                              ; preds = %319
  %322 = add nuw i64 %313, 1, !dbg !423
    #dbg_value(i64 %322, !280, !DIExpression(), !405)
  br label %323

323:                                              ; preds = %321, %309
  %324 = phi i64 [ %311, %321 ], [ %313, %309 ], !dbg !405
  %325 = phi i64 [ %322, %321 ], [ %310, %309 ], !dbg !405
    #dbg_value(i64 %325, !280, !DIExpression(), !405)
    #dbg_value(i64 %324, !281, !DIExpression(), !405)
  %326 = icmp ult i64 %325, %324, !dbg !424
  br i1 %326, label %309, label %329, !dbg !425, !llvm.loop !426

327:                                              ; preds = %319
  %328 = getelementptr inbounds i8, ptr %5, i64 %314
  br label %329, !dbg !428

329:                                              ; preds = %323, %327
  %330 = phi ptr [ %328, %327 ], [ null, %323 ], !dbg !405
    #dbg_value(ptr %330, !185, !DIExpression(), !429)
  %331 = icmp eq ptr %330, null, !dbg !428
  %332 = ptrtoint ptr %330 to i64, !dbg !428
  %333 = sub i64 %332, %225, !dbg !428
  %334 = ashr exact i64 %333, 3, !dbg !428
  %335 = select i1 %331, i64 -1, i64 %334, !dbg !428
  %336 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.19, i64 noundef %335), !dbg !430
    #dbg_value(i64 4, !183, !DIExpression(), !404)
    #dbg_value(ptr poison, !265, !DIExpression(), !405)
    #dbg_value(ptr %5, !276, !DIExpression(), !405)
    #dbg_value(i64 11, !277, !DIExpression(), !405)
    #dbg_value(i64 8, !278, !DIExpression(), !405)
    #dbg_value(ptr @cmp_str, !279, !DIExpression(), !405)
    #dbg_value(i64 0, !280, !DIExpression(), !405)
    #dbg_value(i64 11, !281, !DIExpression(), !405)
  br label %337

337:                                              ; preds = %351, %329
  %338 = phi i64 [ %353, %351 ], [ 0, %329 ]
  %339 = phi i64 [ %352, %351 ], [ 11, %329 ]
    #dbg_value(i64 %338, !280, !DIExpression(), !405)
    #dbg_value(i64 %339, !281, !DIExpression(), !405)
  %340 = add i64 %339, %338, !dbg !407
  %341 = lshr i64 %340, 1, !dbg !408
    #dbg_value(i64 %341, !282, !DIExpression(), !405)
  %342 = shl i64 %341, 3, !dbg !409
  %343 = getelementptr inbounds i8, ptr %5, i64 %342, !dbg !410
    #dbg_value(ptr %343, !283, !DIExpression(), !405)
    #dbg_value(ptr poison, !411, !DIExpression(), !415)
    #dbg_value(ptr %343, !414, !DIExpression(), !415)
  %344 = load ptr, ptr %343, align 8, !dbg !417, !tbaa !399
  %345 = call i32 @strcmp(ptr noundef nonnull dereferenceable(6) @.str.16, ptr noundef nonnull dereferenceable(1) %344) #12, !dbg !418
    #dbg_value(i32 %345, !284, !DIExpression(), !405)
  %346 = icmp slt i32 %345, 0, !dbg !419
  br i1 %346, label %351, label %347, !dbg !420

347:                                              ; preds = %337
  %348 = icmp eq i32 %345, 0, !dbg !421
  br i1 %348, label %355, label %349, !dbg !422

349:                                              ; preds = %347
  %350 = add nuw i64 %341, 1, !dbg !423
    #dbg_value(i64 %350, !280, !DIExpression(), !405)
  br label %351

351:                                              ; preds = %349, %337
  %352 = phi i64 [ %339, %349 ], [ %341, %337 ], !dbg !405
  %353 = phi i64 [ %350, %349 ], [ %338, %337 ], !dbg !405
    #dbg_value(i64 %353, !280, !DIExpression(), !405)
    #dbg_value(i64 %352, !281, !DIExpression(), !405)
  %354 = icmp ult i64 %353, %352, !dbg !424
  br i1 %354, label %337, label %357, !dbg !425, !llvm.loop !426

355:                                              ; preds = %347
  %356 = getelementptr inbounds i8, ptr %5, i64 %342
  br label %357, !dbg !428

357:                                              ; preds = %351, %355
  %358 = phi ptr [ %356, %355 ], [ null, %351 ], !dbg !405
    #dbg_value(ptr %358, !185, !DIExpression(), !429)
  %359 = icmp eq ptr %358, null, !dbg !428
  %360 = ptrtoint ptr %358 to i64, !dbg !428
  %361 = sub i64 %360, %225, !dbg !428
  %362 = ashr exact i64 %361, 3, !dbg !428
  %363 = select i1 %359, i64 -1, i64 %362, !dbg !428
  %364 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.16, i64 noundef %363), !dbg !430
    #dbg_value(i64 5, !183, !DIExpression(), !404)
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %6) #11, !dbg !431
    #dbg_value(i64 1, !191, !DIExpression(), !432)
  %365 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !433
  store <2 x double> <double -1.000000e+00, double 7.500000e-01>, ptr %6, align 16, !dbg !435, !tbaa !436
    #dbg_value(i64 2, !191, !DIExpression(), !432)
  %366 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !433
    #dbg_value(i64 3, !191, !DIExpression(), !432)
  %367 = getelementptr inbounds i8, ptr %6, i64 24, !dbg !433
  store <2 x double> <double -5.000000e-01, double 1.250000e+00>, ptr %366, align 16, !dbg !435, !tbaa !436
    #dbg_value(i64 4, !191, !DIExpression(), !432)
  %368 = getelementptr inbounds i8, ptr %6, i64 32, !dbg !433
    #dbg_value(i64 5, !191, !DIExpression(), !432)
  %369 = getelementptr inbounds i8, ptr %6, i64 40, !dbg !433
  store <2 x double> <double 0.000000e+00, double 1.750000e+00>, ptr %368, align 16, !dbg !435, !tbaa !436
    #dbg_value(i64 6, !191, !DIExpression(), !432)
  %370 = getelementptr inbounds i8, ptr %6, i64 48, !dbg !433
    #dbg_value(i64 7, !191, !DIExpression(), !432)
  %371 = getelementptr inbounds i8, ptr %6, i64 56, !dbg !433
  store <2 x double> <double 5.000000e-01, double -7.500000e-01>, ptr %370, align 16, !dbg !435, !tbaa !436
    #dbg_value(i64 8, !191, !DIExpression(), !432)
  %372 = getelementptr inbounds i8, ptr %6, i64 64, !dbg !433
    #dbg_value(i64 9, !191, !DIExpression(), !432)
  %373 = getelementptr inbounds i8, ptr %6, i64 72, !dbg !433
  store <2 x double> <double 1.000000e+00, double -2.500000e-01>, ptr %372, align 16, !dbg !435, !tbaa !436
    #dbg_value(i64 10, !191, !DIExpression(), !432)
  %374 = getelementptr inbounds i8, ptr %6, i64 80, !dbg !433
    #dbg_value(i64 11, !191, !DIExpression(), !432)
  %375 = getelementptr inbounds i8, ptr %6, i64 88, !dbg !433
  store <2 x double> <double 1.500000e+00, double 2.500000e-01>, ptr %374, align 16, !dbg !435, !tbaa !436
    #dbg_value(i64 12, !191, !DIExpression(), !432)
  call void @qsort(ptr noundef nonnull %6, i64 noundef 12, i64 noundef 8, ptr noundef nonnull @cmp_double) #11, !dbg !437
    #dbg_value(i64 0, !193, !DIExpression(), !438)
  %376 = load double, ptr %6, align 16, !dbg !439, !tbaa !436
  %377 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, double noundef %376), !dbg !441
    #dbg_value(i64 1, !193, !DIExpression(), !438)
  %378 = load double, ptr %365, align 8, !dbg !439, !tbaa !436
  %379 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, double noundef %378), !dbg !441
    #dbg_value(i64 2, !193, !DIExpression(), !438)
  %380 = load double, ptr %366, align 16, !dbg !439, !tbaa !436
  %381 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, double noundef %380), !dbg !441
    #dbg_value(i64 3, !193, !DIExpression(), !438)
  %382 = load double, ptr %367, align 8, !dbg !439, !tbaa !436
  %383 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, double noundef %382), !dbg !441
    #dbg_value(i64 4, !193, !DIExpression(), !438)
  %384 = load double, ptr %368, align 16, !dbg !439, !tbaa !436
  %385 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, double noundef %384), !dbg !441
    #dbg_value(i64 5, !193, !DIExpression(), !438)
  %386 = load double, ptr %369, align 8, !dbg !439, !tbaa !436
  %387 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, double noundef %386), !dbg !441
    #dbg_value(i64 6, !193, !DIExpression(), !438)
  %388 = load double, ptr %370, align 16, !dbg !439, !tbaa !436
  %389 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, double noundef %388), !dbg !441
    #dbg_value(i64 7, !193, !DIExpression(), !438)
  %390 = load double, ptr %371, align 8, !dbg !439, !tbaa !436
  %391 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, double noundef %390), !dbg !441
    #dbg_value(i64 8, !193, !DIExpression(), !438)
  %392 = load double, ptr %372, align 16, !dbg !439, !tbaa !436
  %393 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, double noundef %392), !dbg !441
    #dbg_value(i64 9, !193, !DIExpression(), !438)
  %394 = load double, ptr %373, align 8, !dbg !439, !tbaa !436
  %395 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, double noundef %394), !dbg !441
    #dbg_value(i64 10, !193, !DIExpression(), !438)
  %396 = load double, ptr %374, align 16, !dbg !439, !tbaa !436
  %397 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, double noundef %396), !dbg !441
    #dbg_value(i64 11, !193, !DIExpression(), !438)
  %398 = load double, ptr %375, align 8, !dbg !439, !tbaa !436
  %399 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, double noundef %398), !dbg !441
    #dbg_value(i64 12, !193, !DIExpression(), !438)
  %400 = call i32 @putchar(i32 10), !dbg !442
  call void @llvm.lifetime.start.p0(i64 44, ptr nonnull %7) #11, !dbg !443
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(44) %7, ptr noundef nonnull align 16 dereferenceable(44) @__const.main.s, i64 44, i1 false), !dbg !444, !DIAssignID !445
    #dbg_assign(i1 undef, !195, !DIExpression(), !445, ptr %7, !DIExpression(), !201)
  %401 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %7) #12, !dbg !446
  call void @qsort(ptr noundef nonnull %7, i64 noundef %401, i64 noundef 1, ptr noundef nonnull @cmp_char) #11, !dbg !447
  %402 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull %7), !dbg !448
  call void @qsort(ptr noundef nonnull %1, i64 noundef 0, i64 noundef 4, ptr noundef nonnull @cmp_int) #11, !dbg !449
  call void @qsort(ptr noundef nonnull %1, i64 noundef 1, i64 noundef 4, ptr noundef nonnull @cmp_int) #11, !dbg !450
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #11, !dbg !451
  store i32 5, ptr %8, align 4, !dbg !452, !tbaa !224, !DIAssignID !453
    #dbg_assign(i32 5, !199, !DIExpression(), !453, ptr %8, !DIExpression(), !201)
    #dbg_value(ptr %8, !265, !DIExpression(), !454)
    #dbg_value(ptr %1, !276, !DIExpression(), !454)
    #dbg_value(i64 0, !277, !DIExpression(), !454)
    #dbg_value(i64 4, !278, !DIExpression(), !454)
    #dbg_value(ptr @cmp_int, !279, !DIExpression(), !454)
    #dbg_value(i64 0, !280, !DIExpression(), !454)
    #dbg_value(i64 0, !281, !DIExpression(), !454)
    #dbg_value(ptr %8, !265, !DIExpression(), !456)
    #dbg_value(ptr %8, !276, !DIExpression(), !456)
    #dbg_value(i64 1, !277, !DIExpression(), !456)
    #dbg_value(i64 4, !278, !DIExpression(), !456)
    #dbg_value(ptr @cmp_int, !279, !DIExpression(), !456)
    #dbg_value(i64 0, !280, !DIExpression(), !456)
    #dbg_value(i64 1, !281, !DIExpression(), !456)
  br label %403

403:                                              ; preds = %421, %357
  %404 = phi i64 [ %423, %421 ], [ 0, %357 ]
  %405 = phi i64 [ %422, %421 ], [ 1, %357 ]
    #dbg_value(i64 %404, !280, !DIExpression(), !456)
    #dbg_value(i64 %405, !281, !DIExpression(), !456)
  %406 = add nuw nsw i64 %405, %404, !dbg !458
  %407 = lshr i64 %406, 1, !dbg !459
    #dbg_value(i64 %407, !282, !DIExpression(), !456)
  %408 = shl nuw nsw i64 %407, 2, !dbg !460
  %409 = getelementptr inbounds i8, ptr %8, i64 %408, !dbg !461
    #dbg_value(ptr %409, !283, !DIExpression(), !456)
    #dbg_value(ptr %8, !292, !DIExpression(), !462)
    #dbg_value(ptr %409, !295, !DIExpression(), !462)
    #dbg_value(i32 5, !296, !DIExpression(), !462)
  %410 = load i32, ptr %409, align 4, !dbg !464, !tbaa !224
    #dbg_value(i32 %410, !297, !DIExpression(), !462)
  %411 = icmp slt i32 %410, 5, !dbg !465
  %412 = zext i1 %411 to i32, !dbg !465
  %413 = icmp sgt i32 %410, 5, !dbg !466
  %414 = sext i1 %413 to i32, !dbg !466
  %415 = add nsw i32 %414, %412, !dbg !467
    #dbg_value(i32 %415, !284, !DIExpression(), !456)
  %416 = icmp slt i32 %415, 0, !dbg !468
  br i1 %416, label %421, label %417, !dbg !469

417:                                              ; preds = %403
  %418 = icmp eq i32 %415, 0, !dbg !470
  br i1 %418, label %425, label %419, !dbg !471

419:                                              ; preds = %417
  %420 = add nuw nsw i64 %407, 1, !dbg !472
    #dbg_value(i64 %420, !280, !DIExpression(), !456)
  br label %421

421:                                              ; preds = %419, %403
  %422 = phi i64 [ %405, %419 ], [ %407, %403 ], !dbg !456
  %423 = phi i64 [ %420, %419 ], [ %404, %403 ], !dbg !456
    #dbg_value(i64 %423, !280, !DIExpression(), !456)
    #dbg_value(i64 %422, !281, !DIExpression(), !456)
  %424 = icmp ult i64 %423, %422, !dbg !473
  br i1 %424, label %403, label %425, !dbg !474, !llvm.loop !475

425:                                              ; preds = %417, %421
  %426 = phi i32 [ 0, %421 ], [ 1, %417 ], !dbg !456
  %427 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef 1, i32 noundef %426), !dbg !477
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #11, !dbg !478
  call void @llvm.lifetime.end.p0(i64 44, ptr nonnull %7) #11, !dbg !478
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %6) #11, !dbg !478
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %5) #11, !dbg !478
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #11, !dbg !478
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %3) #11, !dbg !478
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #11, !dbg !478
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %1) #11, !dbg !478
  ret i32 0, !dbg !479
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree
declare !dbg !480 void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_int(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #3 !dbg !293 {
    #dbg_value(ptr %0, !292, !DIExpression(), !483)
    #dbg_value(ptr %1, !295, !DIExpression(), !483)
  %3 = load i32, ptr %0, align 4, !dbg !484, !tbaa !224
    #dbg_value(i32 %3, !296, !DIExpression(), !483)
  %4 = load i32, ptr %1, align 4, !dbg !485, !tbaa !224
    #dbg_value(i32 %4, !297, !DIExpression(), !483)
  %5 = icmp sgt i32 %3, %4, !dbg !486
  %6 = zext i1 %5 to i32, !dbg !486
  %7 = icmp slt i32 %3, %4, !dbg !487
  %8 = sext i1 %7 to i32, !dbg !487
  %9 = add nsw i32 %8, %6, !dbg !488
  ret i32 %9, !dbg !489
}

; Function Attrs: nofree nounwind
declare !dbg !490 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_int_desc(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #3 !dbg !495 {
    #dbg_value(ptr %0, !497, !DIExpression(), !499)
    #dbg_value(ptr %1, !498, !DIExpression(), !499)
    #dbg_value(ptr %1, !292, !DIExpression(), !500)
    #dbg_value(ptr %0, !295, !DIExpression(), !500)
  %3 = load i32, ptr %1, align 4, !dbg !502, !tbaa !224
    #dbg_value(i32 %3, !296, !DIExpression(), !500)
  %4 = load i32, ptr %0, align 4, !dbg !503, !tbaa !224
    #dbg_value(i32 %4, !297, !DIExpression(), !500)
  %5 = icmp sgt i32 %3, %4, !dbg !504
  %6 = zext i1 %5 to i32, !dbg !504
  %7 = icmp slt i32 %3, %4, !dbg !505
  %8 = sext i1 %7 to i32, !dbg !505
  %9 = add nsw i32 %8, %6, !dbg !506
  ret i32 %9, !dbg !507
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_abs_then_value(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #3 !dbg !508 {
    #dbg_value(ptr %0, !510, !DIExpression(), !516)
    #dbg_value(ptr %1, !511, !DIExpression(), !516)
  %3 = load i32, ptr %0, align 4, !dbg !517, !tbaa !224
    #dbg_value(i32 %3, !512, !DIExpression(), !516)
  %4 = load i32, ptr %1, align 4, !dbg !518, !tbaa !224
    #dbg_value(i32 %4, !513, !DIExpression(), !516)
  %5 = tail call i32 @llvm.abs.i32(i32 %3, i1 true), !dbg !519
    #dbg_value(i32 %5, !514, !DIExpression(), !516)
  %6 = tail call i32 @llvm.abs.i32(i32 %4, i1 true), !dbg !520
    #dbg_value(i32 %6, !515, !DIExpression(), !516)
  %7 = icmp eq i32 %5, %6, !dbg !521
  %8 = icmp sgt i32 %3, %4, !dbg !523
  %9 = icmp slt i32 %3, %4, !dbg !523
  %10 = icmp ugt i32 %5, %6, !dbg !523
  %11 = icmp ult i32 %5, %6, !dbg !523
  %12 = select i1 %7, i1 %9, i1 %11, !dbg !523
  %13 = select i1 %7, i1 %8, i1 %10, !dbg !523
  %14 = zext i1 %13 to i32, !dbg !516
  %15 = sext i1 %12 to i32, !dbg !516
  %16 = add nsw i32 %15, %14, !dbg !516
  ret i32 %16, !dbg !524
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read) uwtable
define internal i32 @cmp_person_age(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #6 !dbg !525 {
    #dbg_value(ptr %0, !527, !DIExpression(), !531)
    #dbg_value(ptr %1, !528, !DIExpression(), !531)
    #dbg_value(ptr %0, !529, !DIExpression(), !531)
    #dbg_value(ptr %1, !530, !DIExpression(), !531)
  %3 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !532
  %4 = load i32, ptr %3, align 4, !dbg !532, !tbaa !331
  %5 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !534
  %6 = load i32, ptr %5, align 4, !dbg !534, !tbaa !331
  %7 = icmp eq i32 %4, %6, !dbg !535
  br i1 %7, label %10, label %8, !dbg !536

8:                                                ; preds = %2
  %9 = sub nsw i32 %4, %6, !dbg !537
  br label %12, !dbg !538

10:                                               ; preds = %2
  %11 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %0, ptr noundef nonnull dereferenceable(1) %1) #12, !dbg !539
  br label %12, !dbg !540

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ], !dbg !531
  ret i32 %13, !dbg !541
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read) uwtable
define internal i32 @cmp_person_score(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #6 !dbg !363 {
    #dbg_value(ptr %0, !362, !DIExpression(), !542)
    #dbg_value(ptr %1, !365, !DIExpression(), !542)
    #dbg_value(ptr %0, !366, !DIExpression(), !542)
    #dbg_value(ptr %1, !369, !DIExpression(), !542)
  %3 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !543
  %4 = load double, ptr %3, align 8, !dbg !543, !tbaa !341
  %5 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !544
  %6 = load double, ptr %5, align 8, !dbg !544, !tbaa !341
  %7 = fcmp olt double %4, %6, !dbg !545
  br i1 %7, label %12, label %8, !dbg !546

8:                                                ; preds = %2
  %9 = fcmp ogt double %4, %6, !dbg !547
  br i1 %9, label %12, label %10, !dbg !548

10:                                               ; preds = %8
  %11 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %0, ptr noundef nonnull dereferenceable(1) %1) #12, !dbg !549
  br label %12, !dbg !550

12:                                               ; preds = %8, %2, %10
  %13 = phi i32 [ %11, %10 ], [ 1, %2 ], [ -1, %8 ], !dbg !542
  ret i32 %13, !dbg !551
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal i32 @cmp_str(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #7 !dbg !412 {
    #dbg_value(ptr %0, !411, !DIExpression(), !552)
    #dbg_value(ptr %1, !414, !DIExpression(), !552)
  %3 = load ptr, ptr %0, align 8, !dbg !553, !tbaa !399
  %4 = load ptr, ptr %1, align 8, !dbg !554, !tbaa !399
  %5 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %3, ptr noundef nonnull dereferenceable(1) %4) #12, !dbg !555
  ret i32 %5, !dbg !556
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_double(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #3 !dbg !557 {
    #dbg_value(ptr %0, !559, !DIExpression(), !563)
    #dbg_value(ptr %1, !560, !DIExpression(), !563)
  %3 = load double, ptr %0, align 8, !dbg !564, !tbaa !436
    #dbg_value(double %3, !561, !DIExpression(), !563)
  %4 = load double, ptr %1, align 8, !dbg !565, !tbaa !436
    #dbg_value(double %4, !562, !DIExpression(), !563)
  %5 = fcmp ogt double %3, %4, !dbg !566
  %6 = zext i1 %5 to i32, !dbg !566
  %7 = fcmp olt double %3, %4, !dbg !567
  %8 = sext i1 %7 to i32, !dbg !567
  %9 = add nsw i32 %8, %6, !dbg !568
  ret i32 %9, !dbg !569
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !570 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -255, 256) i32 @cmp_char(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #3 !dbg !574 {
    #dbg_value(ptr %0, !576, !DIExpression(), !578)
    #dbg_value(ptr %1, !577, !DIExpression(), !578)
  %3 = load i8, ptr %0, align 1, !dbg !579, !tbaa !580
  %4 = zext i8 %3 to i32, !dbg !579
  %5 = load i8, ptr %1, align 1, !dbg !581, !tbaa !580
  %6 = zext i8 %5 to i32, !dbg !581
  %7 = sub nsw i32 %4, %6, !dbg !582
  ret i32 %7, !dbg !583
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !584 i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #8

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
!209 = !DILocation(line: 50, column: 5, scope: !132)
!210 = !DILocation(line: 0, scope: !143)
!211 = !DILocation(line: 52, column: 5, scope: !143)
!212 = !DILocation(line: 56, column: 5, scope: !132)
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
!233 = !DILocation(line: 59, column: 5, scope: !132)
!234 = !DILocation(line: 60, column: 5, scope: !132)
!235 = distinct !DIAssignID()
!236 = !DILocation(line: 60, column: 18, scope: !132)
!237 = distinct !DIAssignID()
!238 = distinct !DIAssignID()
!239 = distinct !DIAssignID()
!240 = !DILocation(line: 60, column: 49, scope: !132)
!241 = distinct !DIAssignID()
!242 = !DILocation(line: 60, column: 55, scope: !132)
!243 = distinct !DIAssignID()
!244 = !DILocation(line: 60, column: 62, scope: !132)
!245 = distinct !DIAssignID()
!246 = !DILocation(line: 0, scope: !149)
!247 = !DILocation(line: 61, column: 5, scope: !149)
!248 = !DILocation(line: 58, column: 23, scope: !249)
!249 = distinct !DILexicalBlock(scope: !145, file: !2, line: 57, column: 5)
!250 = !DILocation(line: 58, column: 9, scope: !249)
!251 = !DILocation(line: 57, column: 30, scope: !249)
!252 = !DILocation(line: 57, column: 23, scope: !249)
!253 = distinct !{!253, !214, !254, !232}
!254 = !DILocation(line: 58, column: 27, scope: !145)
!255 = !DILocation(line: 69, column: 5, scope: !132)
!256 = !DILocation(line: 70, column: 39, scope: !132)
!257 = !DILocation(line: 70, column: 45, scope: !132)
!258 = !DILocation(line: 70, column: 51, scope: !132)
!259 = !DILocation(line: 70, column: 57, scope: !132)
!260 = !DILocation(line: 70, column: 5, scope: !132)
!261 = !DILocation(line: 71, column: 5, scope: !132)
!262 = !DILocation(line: 0, scope: !155)
!263 = !DILocation(line: 72, column: 5, scope: !155)
!264 = !DILocation(line: 62, column: 27, scope: !151)
!265 = !DILocalVariable(name: "__key", arg: 1, scope: !266, file: !267, line: 20, type: !106)
!266 = distinct !DISubprogram(name: "bsearch", scope: !267, file: !267, line: 20, type: !268, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !96, retainedNodes: !275)
!267 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdlib-bsearch.h", directory: "", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!268 = !DISubroutineType(types: !269)
!269 = !{!103, !106, !106, !99, !99, !270}
!270 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !271, line: 829, baseType: !272)
!271 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!272 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !273, size: 64)
!273 = !DISubroutineType(types: !274)
!274 = !{!98, !106, !106}
!275 = !{!265, !276, !277, !278, !279, !280, !281, !282, !283, !284}
!276 = !DILocalVariable(name: "__base", arg: 2, scope: !266, file: !267, line: 20, type: !106)
!277 = !DILocalVariable(name: "__nmemb", arg: 3, scope: !266, file: !267, line: 20, type: !99)
!278 = !DILocalVariable(name: "__size", arg: 4, scope: !266, file: !267, line: 20, type: !99)
!279 = !DILocalVariable(name: "__compar", arg: 5, scope: !266, file: !267, line: 21, type: !270)
!280 = !DILocalVariable(name: "__l", scope: !266, file: !267, line: 23, type: !99)
!281 = !DILocalVariable(name: "__u", scope: !266, file: !267, line: 23, type: !99)
!282 = !DILocalVariable(name: "__idx", scope: !266, file: !267, line: 23, type: !99)
!283 = !DILocalVariable(name: "__p", scope: !266, file: !267, line: 24, type: !106)
!284 = !DILocalVariable(name: "__comparison", scope: !266, file: !267, line: 25, type: !98)
!285 = !DILocation(line: 0, scope: !266, inlinedAt: !286)
!286 = distinct !DILocation(line: 62, column: 18, scope: !151)
!287 = !DILocation(line: 31, column: 20, scope: !288, inlinedAt: !286)
!288 = distinct !DILexicalBlock(scope: !266, file: !267, line: 30, column: 5)
!289 = !DILocation(line: 31, column: 27, scope: !288, inlinedAt: !286)
!290 = !DILocation(line: 32, column: 62, scope: !288, inlinedAt: !286)
!291 = !DILocation(line: 32, column: 53, scope: !288, inlinedAt: !286)
!292 = !DILocalVariable(name: "a", arg: 1, scope: !293, file: !2, line: 14, type: !106)
!293 = distinct !DISubprogram(name: "cmp_int", scope: !2, file: !2, line: 14, type: !273, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !96, retainedNodes: !294)
!294 = !{!292, !295, !296, !297}
!295 = !DILocalVariable(name: "b", arg: 2, scope: !293, file: !2, line: 14, type: !106)
!296 = !DILocalVariable(name: "x", scope: !293, file: !2, line: 15, type: !98)
!297 = !DILocalVariable(name: "y", scope: !293, file: !2, line: 15, type: !98)
!298 = !DILocation(line: 0, scope: !293, inlinedAt: !299)
!299 = distinct !DILocation(line: 33, column: 22, scope: !288, inlinedAt: !286)
!300 = !DILocation(line: 15, column: 34, scope: !293, inlinedAt: !299)
!301 = !DILocation(line: 16, column: 15, scope: !293, inlinedAt: !299)
!302 = !DILocation(line: 16, column: 25, scope: !293, inlinedAt: !299)
!303 = !DILocation(line: 16, column: 20, scope: !293, inlinedAt: !299)
!304 = !DILocation(line: 34, column: 24, scope: !305, inlinedAt: !286)
!305 = distinct !DILexicalBlock(scope: !288, file: !267, line: 34, column: 11)
!306 = !DILocation(line: 34, column: 11, scope: !288, inlinedAt: !286)
!307 = !DILocation(line: 36, column: 29, scope: !308, inlinedAt: !286)
!308 = distinct !DILexicalBlock(scope: !305, file: !267, line: 36, column: 16)
!309 = !DILocation(line: 36, column: 16, scope: !305, inlinedAt: !286)
!310 = !DILocation(line: 37, column: 14, scope: !308, inlinedAt: !286)
!311 = !DILocation(line: 29, column: 14, scope: !266, inlinedAt: !286)
!312 = !DILocation(line: 29, column: 3, scope: !266, inlinedAt: !286)
!313 = distinct !{!313, !312, !314, !232}
!314 = !DILocation(line: 49, column: 5, scope: !266, inlinedAt: !286)
!315 = !DILocation(line: 0, scope: !151)
!316 = !DILocation(line: 64, column: 13, scope: !317)
!317 = distinct !DILexicalBlock(scope: !151, file: !2, line: 63, column: 13)
!318 = !DILocation(line: 67, column: 13, scope: !317)
!319 = !DILocation(line: 61, column: 30, scope: !152)
!320 = !DILocation(line: 61, column: 23, scope: !152)
!321 = distinct !{!321, !247, !322, !232}
!322 = !DILocation(line: 68, column: 5, scope: !149)
!323 = !DILocation(line: 74, column: 5, scope: !132)
!324 = !DILocation(line: 75, column: 5, scope: !132)
!325 = !DILocation(line: 75, column: 19, scope: !132)
!326 = distinct !DIAssignID()
!327 = !DILocation(line: 79, column: 5, scope: !132)
!328 = !DILocation(line: 0, scope: !168)
!329 = !DILocation(line: 81, column: 53, scope: !330)
!330 = distinct !DILexicalBlock(scope: !168, file: !2, line: 80, column: 5)
!331 = !{!332, !225, i64 12}
!332 = !{!"person", !226, i64 0, !225, i64 12, !333, i64 16}
!333 = !{!"double", !226, i64 0}
!334 = !DILocation(line: 81, column: 9, scope: !330)
!335 = !DILocation(line: 81, column: 27, scope: !330)
!336 = !DILocation(line: 82, column: 5, scope: !132)
!337 = !DILocation(line: 83, column: 5, scope: !132)
!338 = !DILocation(line: 0, scope: !170)
!339 = !DILocation(line: 85, column: 55, scope: !340)
!340 = distinct !DILexicalBlock(scope: !170, file: !2, line: 84, column: 5)
!341 = !{!332, !333, i64 16}
!342 = !DILocation(line: 85, column: 9, scope: !340)
!343 = !DILocation(line: 86, column: 5, scope: !132)
!344 = !DILocation(line: 87, column: 5, scope: !132)
!345 = !DILocation(line: 88, column: 5, scope: !132)
!346 = !DILocation(line: 89, column: 9, scope: !132)
!347 = !DILocation(line: 89, column: 15, scope: !132)
!348 = distinct !DIAssignID()
!349 = !DILocation(line: 0, scope: !266, inlinedAt: !350)
!350 = distinct !DILocation(line: 90, column: 25, scope: !132)
!351 = !DILocation(line: 73, column: 23, scope: !352)
!352 = distinct !DILexicalBlock(scope: !155, file: !2, line: 72, column: 5)
!353 = !DILocation(line: 73, column: 9, scope: !352)
!354 = !DILocation(line: 72, column: 30, scope: !352)
!355 = !DILocation(line: 72, column: 23, scope: !352)
!356 = distinct !{!356, !263, !357, !232}
!357 = !DILocation(line: 73, column: 27, scope: !155)
!358 = !DILocation(line: 31, column: 20, scope: !288, inlinedAt: !350)
!359 = !DILocation(line: 31, column: 27, scope: !288, inlinedAt: !350)
!360 = !DILocation(line: 32, column: 62, scope: !288, inlinedAt: !350)
!361 = !DILocation(line: 32, column: 53, scope: !288, inlinedAt: !350)
!362 = !DILocalVariable(name: "a", arg: 1, scope: !363, file: !2, line: 32, type: !106)
!363 = distinct !DISubprogram(name: "cmp_person_score", scope: !2, file: !2, line: 32, type: !273, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !96, retainedNodes: !364)
!364 = !{!362, !365, !366, !369}
!365 = !DILocalVariable(name: "b", arg: 2, scope: !363, file: !2, line: 32, type: !106)
!366 = !DILocalVariable(name: "p", scope: !363, file: !2, line: 33, type: !367)
!367 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !368, size: 64)
!368 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !158)
!369 = !DILocalVariable(name: "q", scope: !363, file: !2, line: 33, type: !367)
!370 = !DILocation(line: 0, scope: !363, inlinedAt: !371)
!371 = distinct !DILocation(line: 33, column: 22, scope: !288, inlinedAt: !350)
!372 = !DILocation(line: 34, column: 23, scope: !373, inlinedAt: !371)
!373 = distinct !DILexicalBlock(scope: !363, file: !2, line: 34, column: 9)
!374 = !DILocation(line: 34, column: 18, scope: !373, inlinedAt: !371)
!375 = !DILocation(line: 34, column: 9, scope: !363, inlinedAt: !371)
!376 = !DILocation(line: 35, column: 18, scope: !377, inlinedAt: !371)
!377 = distinct !DILexicalBlock(scope: !363, file: !2, line: 35, column: 9)
!378 = !DILocation(line: 35, column: 9, scope: !363, inlinedAt: !371)
!379 = !DILocation(line: 36, column: 12, scope: !363, inlinedAt: !371)
!380 = !DILocation(line: 34, column: 24, scope: !305, inlinedAt: !350)
!381 = !DILocation(line: 34, column: 11, scope: !288, inlinedAt: !350)
!382 = !DILocation(line: 36, column: 29, scope: !308, inlinedAt: !350)
!383 = !DILocation(line: 36, column: 16, scope: !305, inlinedAt: !350)
!384 = !DILocation(line: 37, column: 14, scope: !308, inlinedAt: !350)
!385 = !DILocation(line: 29, column: 14, scope: !266, inlinedAt: !350)
!386 = !DILocation(line: 29, column: 3, scope: !266, inlinedAt: !350)
!387 = distinct !{!387, !386, !388, !232}
!388 = !DILocation(line: 49, column: 5, scope: !266, inlinedAt: !350)
!389 = !DILocation(line: 91, column: 82, scope: !132)
!390 = !DILocation(line: 91, column: 67, scope: !132)
!391 = !DILocation(line: 91, column: 5, scope: !132)
!392 = !DILocation(line: 92, column: 5, scope: !132)
!393 = !DILocation(line: 92, column: 17, scope: !132)
!394 = distinct !DIAssignID()
!395 = !DILocation(line: 95, column: 5, scope: !132)
!396 = !DILocation(line: 0, scope: !180)
!397 = !DILocation(line: 97, column: 25, scope: !398)
!398 = distinct !DILexicalBlock(scope: !180, file: !2, line: 96, column: 5)
!399 = !{!400, !400, i64 0}
!400 = !{!"any pointer", !226, i64 0}
!401 = !DILocation(line: 97, column: 9, scope: !398)
!402 = !DILocation(line: 98, column: 5, scope: !132)
!403 = distinct !DIAssignID()
!404 = !DILocation(line: 0, scope: !184)
!405 = !DILocation(line: 0, scope: !266, inlinedAt: !406)
!406 = distinct !DILocation(line: 101, column: 26, scope: !186)
!407 = !DILocation(line: 31, column: 20, scope: !288, inlinedAt: !406)
!408 = !DILocation(line: 31, column: 27, scope: !288, inlinedAt: !406)
!409 = !DILocation(line: 32, column: 62, scope: !288, inlinedAt: !406)
!410 = !DILocation(line: 32, column: 53, scope: !288, inlinedAt: !406)
!411 = !DILocalVariable(name: "a", arg: 1, scope: !412, file: !2, line: 38, type: !106)
!412 = distinct !DISubprogram(name: "cmp_str", scope: !2, file: !2, line: 38, type: !273, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !96, retainedNodes: !413)
!413 = !{!411, !414}
!414 = !DILocalVariable(name: "b", arg: 2, scope: !412, file: !2, line: 38, type: !106)
!415 = !DILocation(line: 0, scope: !412, inlinedAt: !416)
!416 = distinct !DILocation(line: 33, column: 22, scope: !288, inlinedAt: !406)
!417 = !DILocation(line: 39, column: 44, scope: !412, inlinedAt: !416)
!418 = !DILocation(line: 39, column: 12, scope: !412, inlinedAt: !416)
!419 = !DILocation(line: 34, column: 24, scope: !305, inlinedAt: !406)
!420 = !DILocation(line: 34, column: 11, scope: !288, inlinedAt: !406)
!421 = !DILocation(line: 36, column: 29, scope: !308, inlinedAt: !406)
!422 = !DILocation(line: 36, column: 16, scope: !305, inlinedAt: !406)
!423 = !DILocation(line: 37, column: 14, scope: !308, inlinedAt: !406)
!424 = !DILocation(line: 29, column: 14, scope: !266, inlinedAt: !406)
!425 = !DILocation(line: 29, column: 3, scope: !266, inlinedAt: !406)
!426 = distinct !{!426, !425, !427, !232}
!427 = !DILocation(line: 49, column: 5, scope: !266, inlinedAt: !406)
!428 = !DILocation(line: 102, column: 46, scope: !186)
!429 = !DILocation(line: 0, scope: !186)
!430 = !DILocation(line: 102, column: 9, scope: !186)
!431 = !DILocation(line: 104, column: 5, scope: !132)
!432 = !DILocation(line: 0, scope: !192)
!433 = !DILocation(line: 106, column: 9, scope: !434)
!434 = distinct !DILexicalBlock(scope: !192, file: !2, line: 105, column: 5)
!435 = !DILocation(line: 106, column: 14, scope: !434)
!436 = !{!333, !333, i64 0}
!437 = !DILocation(line: 107, column: 5, scope: !132)
!438 = !DILocation(line: 0, scope: !194)
!439 = !DILocation(line: 109, column: 25, scope: !440)
!440 = distinct !DILexicalBlock(scope: !194, file: !2, line: 108, column: 5)
!441 = !DILocation(line: 109, column: 9, scope: !440)
!442 = !DILocation(line: 110, column: 5, scope: !132)
!443 = !DILocation(line: 111, column: 5, scope: !132)
!444 = !DILocation(line: 111, column: 10, scope: !132)
!445 = distinct !DIAssignID()
!446 = !DILocation(line: 112, column: 14, scope: !132)
!447 = !DILocation(line: 112, column: 5, scope: !132)
!448 = !DILocation(line: 113, column: 5, scope: !132)
!449 = !DILocation(line: 115, column: 5, scope: !132)
!450 = !DILocation(line: 116, column: 5, scope: !132)
!451 = !DILocation(line: 117, column: 5, scope: !132)
!452 = !DILocation(line: 117, column: 9, scope: !132)
!453 = distinct !DIAssignID()
!454 = !DILocation(line: 0, scope: !266, inlinedAt: !455)
!455 = distinct !DILocation(line: 118, column: 50, scope: !132)
!456 = !DILocation(line: 0, scope: !266, inlinedAt: !457)
!457 = distinct !DILocation(line: 119, column: 12, scope: !132)
!458 = !DILocation(line: 31, column: 20, scope: !288, inlinedAt: !457)
!459 = !DILocation(line: 31, column: 27, scope: !288, inlinedAt: !457)
!460 = !DILocation(line: 32, column: 62, scope: !288, inlinedAt: !457)
!461 = !DILocation(line: 32, column: 53, scope: !288, inlinedAt: !457)
!462 = !DILocation(line: 0, scope: !293, inlinedAt: !463)
!463 = distinct !DILocation(line: 33, column: 22, scope: !288, inlinedAt: !457)
!464 = !DILocation(line: 15, column: 34, scope: !293, inlinedAt: !463)
!465 = !DILocation(line: 16, column: 15, scope: !293, inlinedAt: !463)
!466 = !DILocation(line: 16, column: 25, scope: !293, inlinedAt: !463)
!467 = !DILocation(line: 16, column: 20, scope: !293, inlinedAt: !463)
!468 = !DILocation(line: 34, column: 24, scope: !305, inlinedAt: !457)
!469 = !DILocation(line: 34, column: 11, scope: !288, inlinedAt: !457)
!470 = !DILocation(line: 36, column: 29, scope: !308, inlinedAt: !457)
!471 = !DILocation(line: 36, column: 16, scope: !305, inlinedAt: !457)
!472 = !DILocation(line: 37, column: 14, scope: !308, inlinedAt: !457)
!473 = !DILocation(line: 29, column: 14, scope: !266, inlinedAt: !457)
!474 = !DILocation(line: 29, column: 3, scope: !266, inlinedAt: !457)
!475 = distinct !{!475, !474, !476, !232}
!476 = !DILocation(line: 49, column: 5, scope: !266, inlinedAt: !457)
!477 = !DILocation(line: 118, column: 5, scope: !132)
!478 = !DILocation(line: 121, column: 1, scope: !132)
!479 = !DILocation(line: 120, column: 5, scope: !132)
!480 = !DISubprogram(name: "qsort", scope: !271, file: !271, line: 851, type: !481, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!481 = !DISubroutineType(types: !482)
!482 = !{null, !103, !99, !99, !270}
!483 = !DILocation(line: 0, scope: !293)
!484 = !DILocation(line: 15, column: 13, scope: !293)
!485 = !DILocation(line: 15, column: 34, scope: !293)
!486 = !DILocation(line: 16, column: 15, scope: !293)
!487 = !DILocation(line: 16, column: 25, scope: !293)
!488 = !DILocation(line: 16, column: 20, scope: !293)
!489 = !DILocation(line: 16, column: 5, scope: !293)
!490 = !DISubprogram(name: "printf", scope: !491, file: !491, line: 356, type: !492, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!491 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!492 = !DISubroutineType(types: !493)
!493 = !{!98, !494, null}
!494 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !108)
!495 = distinct !DISubprogram(name: "cmp_int_desc", scope: !2, file: !2, line: 18, type: !273, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !96, retainedNodes: !496)
!496 = !{!497, !498}
!497 = !DILocalVariable(name: "a", arg: 1, scope: !495, file: !2, line: 18, type: !106)
!498 = !DILocalVariable(name: "b", arg: 2, scope: !495, file: !2, line: 18, type: !106)
!499 = !DILocation(line: 0, scope: !495)
!500 = !DILocation(line: 0, scope: !293, inlinedAt: !501)
!501 = distinct !DILocation(line: 18, column: 64, scope: !495)
!502 = !DILocation(line: 15, column: 13, scope: !293, inlinedAt: !501)
!503 = !DILocation(line: 15, column: 34, scope: !293, inlinedAt: !501)
!504 = !DILocation(line: 16, column: 15, scope: !293, inlinedAt: !501)
!505 = !DILocation(line: 16, column: 25, scope: !293, inlinedAt: !501)
!506 = !DILocation(line: 16, column: 20, scope: !293, inlinedAt: !501)
!507 = !DILocation(line: 18, column: 57, scope: !495)
!508 = distinct !DISubprogram(name: "cmp_abs_then_value", scope: !2, file: !2, line: 19, type: !273, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !96, retainedNodes: !509)
!509 = !{!510, !511, !512, !513, !514, !515}
!510 = !DILocalVariable(name: "a", arg: 1, scope: !508, file: !2, line: 19, type: !106)
!511 = !DILocalVariable(name: "b", arg: 2, scope: !508, file: !2, line: 19, type: !106)
!512 = !DILocalVariable(name: "x", scope: !508, file: !2, line: 20, type: !98)
!513 = !DILocalVariable(name: "y", scope: !508, file: !2, line: 20, type: !98)
!514 = !DILocalVariable(name: "ax", scope: !508, file: !2, line: 21, type: !98)
!515 = !DILocalVariable(name: "ay", scope: !508, file: !2, line: 21, type: !98)
!516 = !DILocation(line: 0, scope: !508)
!517 = !DILocation(line: 20, column: 13, scope: !508)
!518 = !DILocation(line: 20, column: 34, scope: !508)
!519 = !DILocation(line: 21, column: 14, scope: !508)
!520 = !DILocation(line: 21, column: 27, scope: !508)
!521 = !DILocation(line: 22, column: 12, scope: !522)
!522 = distinct !DILexicalBlock(scope: !508, file: !2, line: 22, column: 9)
!523 = !DILocation(line: 22, column: 9, scope: !508)
!524 = !DILocation(line: 25, column: 1, scope: !508)
!525 = distinct !DISubprogram(name: "cmp_person_age", scope: !2, file: !2, line: 26, type: !273, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !96, retainedNodes: !526)
!526 = !{!527, !528, !529, !530}
!527 = !DILocalVariable(name: "a", arg: 1, scope: !525, file: !2, line: 26, type: !106)
!528 = !DILocalVariable(name: "b", arg: 2, scope: !525, file: !2, line: 26, type: !106)
!529 = !DILocalVariable(name: "p", scope: !525, file: !2, line: 27, type: !367)
!530 = !DILocalVariable(name: "q", scope: !525, file: !2, line: 27, type: !367)
!531 = !DILocation(line: 0, scope: !525)
!532 = !DILocation(line: 28, column: 12, scope: !533)
!533 = distinct !DILexicalBlock(scope: !525, file: !2, line: 28, column: 9)
!534 = !DILocation(line: 28, column: 22, scope: !533)
!535 = !DILocation(line: 28, column: 16, scope: !533)
!536 = !DILocation(line: 28, column: 9, scope: !525)
!537 = !DILocation(line: 29, column: 23, scope: !533)
!538 = !DILocation(line: 29, column: 9, scope: !533)
!539 = !DILocation(line: 30, column: 12, scope: !525)
!540 = !DILocation(line: 30, column: 5, scope: !525)
!541 = !DILocation(line: 31, column: 1, scope: !525)
!542 = !DILocation(line: 0, scope: !363)
!543 = !DILocation(line: 34, column: 12, scope: !373)
!544 = !DILocation(line: 34, column: 23, scope: !373)
!545 = !DILocation(line: 34, column: 18, scope: !373)
!546 = !DILocation(line: 34, column: 9, scope: !363)
!547 = !DILocation(line: 35, column: 18, scope: !377)
!548 = !DILocation(line: 35, column: 9, scope: !363)
!549 = !DILocation(line: 36, column: 12, scope: !363)
!550 = !DILocation(line: 36, column: 5, scope: !363)
!551 = !DILocation(line: 37, column: 1, scope: !363)
!552 = !DILocation(line: 0, scope: !412)
!553 = !DILocation(line: 39, column: 19, scope: !412)
!554 = !DILocation(line: 39, column: 44, scope: !412)
!555 = !DILocation(line: 39, column: 12, scope: !412)
!556 = !DILocation(line: 39, column: 5, scope: !412)
!557 = distinct !DISubprogram(name: "cmp_double", scope: !2, file: !2, line: 41, type: !273, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !96, retainedNodes: !558)
!558 = !{!559, !560, !561, !562}
!559 = !DILocalVariable(name: "a", arg: 1, scope: !557, file: !2, line: 41, type: !106)
!560 = !DILocalVariable(name: "b", arg: 2, scope: !557, file: !2, line: 41, type: !106)
!561 = !DILocalVariable(name: "x", scope: !557, file: !2, line: 42, type: !114)
!562 = !DILocalVariable(name: "y", scope: !557, file: !2, line: 42, type: !114)
!563 = !DILocation(line: 0, scope: !557)
!564 = !DILocation(line: 42, column: 16, scope: !557)
!565 = !DILocation(line: 42, column: 40, scope: !557)
!566 = !DILocation(line: 43, column: 15, scope: !557)
!567 = !DILocation(line: 43, column: 25, scope: !557)
!568 = !DILocation(line: 43, column: 20, scope: !557)
!569 = !DILocation(line: 43, column: 5, scope: !557)
!570 = !DISubprogram(name: "strlen", scope: !571, file: !571, line: 407, type: !572, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!571 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!572 = !DISubroutineType(types: !573)
!573 = !{!101, !108}
!574 = distinct !DISubprogram(name: "cmp_char", scope: !2, file: !2, line: 45, type: !273, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !96, retainedNodes: !575)
!575 = !{!576, !577}
!576 = !DILocalVariable(name: "a", arg: 1, scope: !574, file: !2, line: 45, type: !106)
!577 = !DILocalVariable(name: "b", arg: 2, scope: !574, file: !2, line: 45, type: !106)
!578 = !DILocation(line: 0, scope: !574)
!579 = !DILocation(line: 46, column: 12, scope: !574)
!580 = !{!226, !226, i64 0}
!581 = !DILocation(line: 46, column: 40, scope: !574)
!582 = !DILocation(line: 46, column: 38, scope: !574)
!583 = !DILocation(line: 46, column: 5, scope: !574)
!584 = !DISubprogram(name: "strcmp", scope: !571, file: !571, line: 156, type: !585, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!585 = !DISubroutineType(types: !586)
!586 = !{!98, !108, !108}
