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
@__const.main.vals = private unnamed_addr constant [6 x i32] [i32 42, i32 -1, i32 17, i32 8, i32 99, i32 0], align 16
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
  %1 = alloca [20 x i32], align 16, !DIAssignID !187
    #dbg_assign(i1 undef, !115, !DIExpression(), !187, ptr %1, !DIExpression(), !188)
  %2 = alloca [4 x %struct.item], align 16, !DIAssignID !189
    #dbg_assign(i1 undef, !130, !DIExpression(), !189, ptr %2, !DIExpression(), !188)
  %3 = alloca [6 x i32], align 16, !DIAssignID !190
    #dbg_assign(i1 undef, !147, !DIExpression(), !190, ptr %3, !DIExpression(), !188)
  %4 = alloca [6 x ptr], align 16, !DIAssignID !191
    #dbg_assign(i1 undef, !149, !DIExpression(), !191, ptr %4, !DIExpression(), !188)
  %5 = alloca [32 x i8], align 16, !DIAssignID !192
    #dbg_assign(i1 undef, !164, !DIExpression(), !192, ptr %5, !DIExpression(), !188)
  %6 = alloca [4 x [5 x double]], align 16, !DIAssignID !193
    #dbg_assign(i1 undef, !171, !DIExpression(), !193, ptr %6, !DIExpression(), !188)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %1) #5, !dbg !194
    #dbg_value(i32 0, !117, !DIExpression(), !195)
  br label %7, !dbg !196

7:                                                ; preds = %0, %7
  %8 = phi i64 [ 0, %0 ], [ %13, %7 ]
    #dbg_value(i64 %8, !117, !DIExpression(), !195)
  %9 = mul nuw nsw i64 %8, %8, !dbg !197
  %10 = trunc nuw i64 %9 to i32, !dbg !199
  %11 = urem i32 %10, 13, !dbg !199
  %12 = getelementptr inbounds [20 x i32], ptr %1, i64 0, i64 %8, !dbg !200
  store i32 %11, ptr %12, align 4, !dbg !201, !tbaa !202
  %13 = add nuw nsw i64 %8, 1, !dbg !206
    #dbg_value(i64 %13, !117, !DIExpression(), !195)
  %14 = icmp eq i64 %13, 20, !dbg !207
  br i1 %14, label %15, label %7, !dbg !196, !llvm.loop !208

15:                                               ; preds = %7, %36
  %16 = phi i32 [ %42, %36 ], [ 0, %7 ]
    #dbg_value(i32 %16, !120, !DIExpression(), !212)
  br label %28, !dbg !213

17:                                               ; preds = %36
  %18 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !224
  %19 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !225
    #dbg_value(ptr %18, !226, !DIExpression(), !234)
    #dbg_value(ptr %19, !231, !DIExpression(), !234)
  br label %20, !dbg !236

20:                                               ; preds = %17, %20
  %21 = phi ptr [ %26, %20 ], [ %18, %17 ]
  %22 = phi ptr [ %24, %20 ], [ %19, %17 ]
    #dbg_value(ptr %21, !226, !DIExpression(), !234)
    #dbg_value(ptr %22, !231, !DIExpression(), !234)
  %23 = load i32, ptr %21, align 4, !dbg !237, !tbaa !202
    #dbg_value(i32 %23, !232, !DIExpression(), !238)
  %24 = getelementptr inbounds i8, ptr %22, i64 -4, !dbg !239
    #dbg_value(ptr %24, !231, !DIExpression(), !234)
  %25 = load i32, ptr %24, align 4, !dbg !240, !tbaa !202
  %26 = getelementptr inbounds i8, ptr %21, i64 4, !dbg !241
    #dbg_value(ptr %26, !226, !DIExpression(), !234)
  store i32 %25, ptr %21, align 4, !dbg !242, !tbaa !202
  store i32 %23, ptr %24, align 4, !dbg !243, !tbaa !202
  %27 = icmp ult ptr %26, %24, !dbg !244
  br i1 %27, label %20, label %56, !dbg !236, !llvm.loop !245

28:                                               ; preds = %15, %33
  %29 = phi i64 [ %34, %33 ], [ 0, %15 ]
    #dbg_value(ptr %30, !222, !DIExpression(), !247)
  %30 = getelementptr inbounds i8, ptr %1, i64 %29, !dbg !248
  %31 = load i32, ptr %30, align 4, !dbg !248, !tbaa !202
  %32 = icmp eq i32 %31, %16, !dbg !251
  br i1 %32, label %36, label %33, !dbg !252

33:                                               ; preds = %28
  %34 = add nuw nsw i64 %29, 4, !dbg !253
    #dbg_value(!DIArgList(ptr %1, i64 %34), !222, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !247)
  %35 = icmp eq i64 %34, 80, !dbg !254
  br i1 %35, label %36, label %28, !dbg !213, !llvm.loop !255

36:                                               ; preds = %28, %33
  %37 = phi i64 [ 80, %33 ], [ %29, %28 ]
    #dbg_value(!DIArgList(ptr %1, i64 %37), !122, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !257)
  %38 = lshr exact i64 %37, 2, !dbg !258
  %39 = icmp eq i64 %37, 80, !dbg !259
  %40 = select i1 %39, ptr @.str.1, ptr @.str.2, !dbg !260
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %16, i64 noundef %38, ptr noundef nonnull %40), !dbg !261
  %42 = add nuw nsw i32 %16, 3, !dbg !262
    #dbg_value(i32 %42, !120, !DIExpression(), !212)
  %43 = icmp ult i32 %16, 11, !dbg !263
  br i1 %43, label %15, label %17, !dbg !264, !llvm.loop !265

44:                                               ; preds = %56
    #dbg_value(i32 10, !267, !DIExpression(), !273)
  %45 = load ptr, ptr @stdout, align 8, !dbg !275, !tbaa !276
  %46 = call noundef i32 @putc(i32 noundef 10, ptr noundef %45), !dbg !278
    #dbg_value(ptr %1, !127, !DIExpression(DW_OP_plus_uconst, 60, DW_OP_stack_value), !188)
    #dbg_value(ptr %1, !128, !DIExpression(DW_OP_plus_uconst, 12, DW_OP_stack_value), !188)
  %47 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef 12, i64 noundef -12, i32 noundef 1, i32 noundef 0), !dbg !279
  %48 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !280
    #dbg_value(ptr %48, !129, !DIExpression(), !188)
  %49 = getelementptr inbounds i8, ptr %1, i64 28, !dbg !281
  %50 = load i32, ptr %49, align 4, !dbg !281, !tbaa !202
  %51 = load i32, ptr %48, align 8, !dbg !282, !tbaa !202
  %52 = getelementptr inbounds i8, ptr %1, i64 76, !dbg !283
  %53 = load i32, ptr %52, align 4, !dbg !283, !tbaa !202
  %54 = load i32, ptr %1, align 16, !dbg !284, !tbaa !202
  %55 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %50, i32 noundef %51, i32 noundef %53, i32 noundef %54), !dbg !285
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %2) #5, !dbg !286
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %2, ptr noundef nonnull align 16 dereferenceable(96) @__const.main.items, i64 96, i1 false), !dbg !287, !DIAssignID !288
    #dbg_assign(i1 undef, !130, !DIExpression(), !288, ptr %2, !DIExpression(), !188)
    #dbg_value(ptr %2, !132, !DIExpression(), !188)
    #dbg_value(i32 0, !133, !DIExpression(), !289)
  br label %66, !dbg !290

56:                                               ; preds = %20, %56
  %57 = phi i64 [ %61, %56 ], [ 0, %20 ]
    #dbg_value(!DIArgList(ptr %1, i64 %57), !125, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !291)
  %58 = getelementptr inbounds i8, ptr %1, i64 %57, !dbg !292
    #dbg_value(ptr %58, !125, !DIExpression(), !291)
  %59 = load i32, ptr %58, align 4, !dbg !294, !tbaa !202
  %60 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %59), !dbg !295
  %61 = add nuw nsw i64 %57, 4, !dbg !296
    #dbg_value(!DIArgList(ptr %1, i64 %61), !125, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !291)
  %62 = icmp ult i64 %57, 76, !dbg !292
  br i1 %62, label %56, label %44, !dbg !297, !llvm.loop !298

63:                                               ; preds = %79
    #dbg_value(ptr %2, !141, !DIExpression(DW_OP_plus_uconst, 72, DW_OP_stack_value), !188)
  %64 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef 3, i64 noundef 72), !dbg !300
    #dbg_value(i32 10, !142, !DIExpression(), !188)
    #dbg_value(i32 20, !143, !DIExpression(), !188)
    #dbg_value(ptr undef, !144, !DIExpression(), !188)
    #dbg_value(ptr undef, !145, !DIExpression(), !188)
    #dbg_value(i32 15, !142, !DIExpression(), !188)
    #dbg_value(i32 60, !143, !DIExpression(), !188)
  %65 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 15, i32 noundef 60, i32 noundef 60), !dbg !301
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #5, !dbg !302
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %3, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.vals, i64 24, i1 false), !dbg !303, !DIAssignID !304
    #dbg_assign(i1 undef, !147, !DIExpression(), !304, ptr %3, !DIExpression(), !188)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #5, !dbg !305
    #dbg_value(i32 0, !151, !DIExpression(), !306)
  br label %87, !dbg !307

66:                                               ; preds = %44, %79
  %67 = phi i64 [ 0, %44 ], [ %85, %79 ]
    #dbg_value(i64 %67, !133, !DIExpression(), !289)
  %68 = mul nuw nsw i64 %67, 24, !dbg !308
  %69 = getelementptr inbounds i8, ptr %2, i64 %68, !dbg !309
    #dbg_value(ptr %69, !135, !DIExpression(), !310)
    #dbg_value(ptr %69, !138, !DIExpression(), !310)
  %70 = getelementptr inbounds i8, ptr %69, i64 8, !dbg !311
    #dbg_value(ptr %70, !139, !DIExpression(), !310)
  %71 = getelementptr inbounds i8, ptr %69, i64 16, !dbg !312
    #dbg_value(ptr %71, !140, !DIExpression(), !310)
  %72 = load i32, ptr %69, align 8, !dbg !313, !tbaa !202
  %73 = load double, ptr %70, align 8, !dbg !314, !tbaa !315
    #dbg_value(ptr %71, !317, !DIExpression(), !325)
    #dbg_value(ptr %71, !324, !DIExpression(), !325)
  br label %74, !dbg !327

74:                                               ; preds = %74, %66
  %75 = phi ptr [ %71, %66 ], [ %78, %74 ], !dbg !325
    #dbg_value(ptr %75, !324, !DIExpression(), !325)
  %76 = load i8, ptr %75, align 1, !dbg !328, !tbaa !329
  %77 = icmp eq i8 %76, 0, !dbg !327
  %78 = getelementptr inbounds i8, ptr %75, i64 1, !dbg !330
    #dbg_value(ptr %78, !324, !DIExpression(), !325)
  br i1 %77, label %79, label %74, !dbg !327, !llvm.loop !331

79:                                               ; preds = %74
  %80 = ptrtoint ptr %75 to i64, !dbg !332
  %81 = ptrtoint ptr %71 to i64, !dbg !332
  %82 = sub i64 %80, %81, !dbg !332
  %83 = trunc nuw nsw i64 %67 to i32, !dbg !333
  %84 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %83, i32 noundef %72, double noundef %73, ptr noundef nonnull %71, i64 noundef %82), !dbg !333
  %85 = add nuw nsw i64 %67, 1, !dbg !334
    #dbg_value(i64 %85, !133, !DIExpression(), !289)
  %86 = icmp eq i64 %85, 4, !dbg !335
  br i1 %86, label %63, label %66, !dbg !290, !llvm.loop !336

87:                                               ; preds = %63, %87
  %88 = phi i64 [ 0, %63 ], [ %91, %87 ]
    #dbg_value(i64 %88, !151, !DIExpression(), !306)
  %89 = getelementptr inbounds [6 x i32], ptr %3, i64 0, i64 %88, !dbg !338
  %90 = getelementptr inbounds [6 x ptr], ptr %4, i64 0, i64 %88, !dbg !340
  store ptr %89, ptr %90, align 8, !dbg !341, !tbaa !276
  %91 = add nuw nsw i64 %88, 1, !dbg !342
    #dbg_value(i64 %91, !151, !DIExpression(), !306)
  %92 = icmp eq i64 %91, 6, !dbg !343
  br i1 %92, label %98, label %87, !dbg !307, !llvm.loop !344

93:                                               ; preds = %114, %98
    #dbg_value(i64 %101, !153, !DIExpression(), !346)
  %94 = add nuw nsw i64 %100, 1, !dbg !347
  %95 = icmp eq i64 %101, 6, !dbg !348
  br i1 %95, label %96, label %98, !dbg !347, !llvm.loop !349

96:                                               ; preds = %93
  %97 = ptrtoint ptr %3 to i64
    #dbg_value(i32 0, !162, !DIExpression(), !351)
  br label %131, !dbg !352

98:                                               ; preds = %87, %93
  %99 = phi i64 [ %101, %93 ], [ 0, %87 ]
  %100 = phi i64 [ %94, %93 ], [ 1, %87 ]
    #dbg_value(i64 %99, !153, !DIExpression(), !346)
  %101 = add nuw nsw i64 %99, 1, !dbg !353
    #dbg_value(i64 %101, !155, !DIExpression(), !354)
  %102 = icmp ult i64 %99, 5, !dbg !355
  br i1 %102, label %103, label %93, !dbg !356

103:                                              ; preds = %98
  %104 = getelementptr inbounds [6 x ptr], ptr %4, i64 0, i64 %99
  br label %105, !dbg !356

105:                                              ; preds = %103, %114
  %106 = phi i64 [ %100, %103 ], [ %115, %114 ]
    #dbg_value(i64 %106, !155, !DIExpression(), !354)
  %107 = getelementptr inbounds [6 x ptr], ptr %4, i64 0, i64 %106, !dbg !357
  %108 = load ptr, ptr %107, align 8, !dbg !357, !tbaa !276
  %109 = load i32, ptr %108, align 4, !dbg !358, !tbaa !202
  %110 = load ptr, ptr %104, align 8, !dbg !359, !tbaa !276
  %111 = load i32, ptr %110, align 4, !dbg !360, !tbaa !202
  %112 = icmp slt i32 %109, %111, !dbg !361
  br i1 %112, label %113, label %114, !dbg !362

113:                                              ; preds = %105
    #dbg_value(ptr %110, !158, !DIExpression(), !363)
  store ptr %108, ptr %104, align 8, !dbg !364, !tbaa !276
  store ptr %110, ptr %107, align 8, !dbg !365, !tbaa !276
  br label %114, !dbg !366

114:                                              ; preds = %105, %113
  %115 = add nuw nsw i64 %106, 1, !dbg !367
    #dbg_value(i64 %115, !155, !DIExpression(), !354)
  %116 = icmp eq i64 %115, 6, !dbg !355
  br i1 %116, label %93, label %105, !dbg !356, !llvm.loop !368

117:                                              ; preds = %131
    #dbg_value(i32 10, !267, !DIExpression(), !370)
  %118 = load ptr, ptr @stdout, align 8, !dbg !372, !tbaa !276
  %119 = call noundef i32 @putc(i32 noundef 10, ptr noundef %118), !dbg !373
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #5, !dbg !374
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(19) %5, ptr noundef nonnull align 1 dereferenceable(19) @.str.11, i64 19, i1 false) #5, !dbg !375
    #dbg_value(ptr %5, !317, !DIExpression(), !376)
    #dbg_value(ptr %5, !324, !DIExpression(), !376)
  br label %120, !dbg !378

120:                                              ; preds = %120, %117
  %121 = phi ptr [ %5, %117 ], [ %124, %120 ], !dbg !376
    #dbg_value(ptr %121, !324, !DIExpression(), !376)
  %122 = load i8, ptr %121, align 1, !dbg !379, !tbaa !329
  %123 = icmp eq i8 %122, 0, !dbg !378
  %124 = getelementptr inbounds i8, ptr %121, i64 1, !dbg !380
    #dbg_value(ptr %124, !324, !DIExpression(), !376)
  br i1 %123, label %125, label %120, !dbg !378, !llvm.loop !381

125:                                              ; preds = %120
  %126 = ptrtoint ptr %121 to i64, !dbg !382
  %127 = ptrtoint ptr %5 to i64, !dbg !382
  %128 = sub i64 %126, %127, !dbg !382
  %129 = getelementptr inbounds i8, ptr %5, i64 %128, !dbg !383
    #dbg_value(ptr %129, !165, !DIExpression(), !188)
    #dbg_value(i32 0, !166, !DIExpression(), !188)
    #dbg_value(ptr %5, !167, !DIExpression(), !384)
  %130 = icmp ult ptr %5, %121, !dbg !385
  br i1 %130, label %146, label %142, !dbg !387

131:                                              ; preds = %96, %131
  %132 = phi i64 [ 0, %96 ], [ %140, %131 ]
    #dbg_value(i64 %132, !162, !DIExpression(), !351)
  %133 = getelementptr inbounds [6 x ptr], ptr %4, i64 0, i64 %132, !dbg !388
  %134 = load ptr, ptr %133, align 8, !dbg !388, !tbaa !276
  %135 = load i32, ptr %134, align 4, !dbg !390, !tbaa !202
  %136 = ptrtoint ptr %134 to i64, !dbg !391
  %137 = sub i64 %136, %97, !dbg !391
  %138 = ashr exact i64 %137, 2, !dbg !391
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %135, i64 noundef %138), !dbg !392
  %140 = add nuw nsw i64 %132, 1, !dbg !393
    #dbg_value(i64 %140, !162, !DIExpression(), !351)
  %141 = icmp eq i64 %140, 6, !dbg !394
  br i1 %141, label %117, label %131, !dbg !352, !llvm.loop !395

142:                                              ; preds = %146, %125
  %143 = phi i32 [ 0, %125 ], [ %154, %146 ], !dbg !188
  %144 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %128, i32 noundef %143), !dbg !397
    #dbg_value(ptr %129, !169, !DIExpression(), !398)
  %145 = icmp ugt ptr %121, %5, !dbg !399
  br i1 %145, label %160, label %157, !dbg !401

146:                                              ; preds = %125, %146
  %147 = phi ptr [ %155, %146 ], [ %5, %125 ]
  %148 = phi i32 [ %154, %146 ], [ 0, %125 ]
    #dbg_value(ptr %147, !167, !DIExpression(), !384)
    #dbg_value(i32 %148, !166, !DIExpression(), !188)
  %149 = load i8, ptr %147, align 1, !dbg !402, !tbaa !329
  %150 = sext i8 %149 to i32, !dbg !402
  %151 = call ptr @memchr(ptr noundef nonnull dereferenceable(1) @.str.12, i32 %150, i64 6), !dbg !403
  %152 = icmp ne ptr %151, null, !dbg !404
  %153 = zext i1 %152 to i32, !dbg !404
  %154 = add nuw nsw i32 %148, %153, !dbg !405
    #dbg_value(i32 %154, !166, !DIExpression(), !188)
  %155 = getelementptr inbounds i8, ptr %147, i64 1, !dbg !406
    #dbg_value(ptr %155, !167, !DIExpression(), !384)
  %156 = icmp eq ptr %155, %121, !dbg !385
  br i1 %156, label %142, label %146, !dbg !387, !llvm.loop !407

157:                                              ; preds = %160, %142
    #dbg_value(i32 10, !267, !DIExpression(), !409)
  %158 = load ptr, ptr @stdout, align 8, !dbg !411, !tbaa !276
  %159 = call noundef i32 @putc(i32 noundef 10, ptr noundef %158), !dbg !412
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %6) #5, !dbg !413
    #dbg_value(i32 0, !175, !DIExpression(), !414)
  br label %168, !dbg !415

160:                                              ; preds = %142, %160
  %161 = phi ptr [ %162, %160 ], [ %129, %142 ]
    #dbg_value(ptr %161, !169, !DIExpression(), !398)
  %162 = getelementptr inbounds i8, ptr %161, i64 -1, !dbg !416
    #dbg_value(ptr %162, !169, !DIExpression(), !398)
  %163 = load i8, ptr %162, align 1, !dbg !418, !tbaa !329
  %164 = sext i8 %163 to i32, !dbg !418
    #dbg_value(i32 %164, !267, !DIExpression(), !419)
  %165 = load ptr, ptr @stdout, align 8, !dbg !421, !tbaa !276
  %166 = call noundef i32 @putc(i32 noundef %164, ptr noundef %165), !dbg !422
  %167 = icmp ugt ptr %162, %5, !dbg !399
  br i1 %167, label %160, label %157, !dbg !401, !llvm.loop !423

168:                                              ; preds = %157, %174
  %169 = phi i64 [ 0, %157 ], [ %175, %174 ]
    #dbg_value(i64 %169, !175, !DIExpression(), !414)
  %170 = trunc nuw nsw i64 %169 to i32
  %171 = uitofp nneg i32 %170 to double
    #dbg_value(i32 0, !177, !DIExpression(), !425)
  br label %177, !dbg !426

172:                                              ; preds = %174
  %173 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !427
    #dbg_value(ptr %173, !180, !DIExpression(), !188)
    #dbg_value(double 0.000000e+00, !181, !DIExpression(), !188)
    #dbg_value(i32 0, !182, !DIExpression(), !428)
  br label %191, !dbg !429

174:                                              ; preds = %177
  %175 = add nuw nsw i64 %169, 1, !dbg !430
    #dbg_value(i64 %175, !175, !DIExpression(), !414)
  %176 = icmp eq i64 %175, 4, !dbg !431
  br i1 %176, label %172, label %168, !dbg !415, !llvm.loop !432

177:                                              ; preds = %168, %177
  %178 = phi i64 [ 0, %168 ], [ %184, %177 ]
    #dbg_value(i64 %178, !177, !DIExpression(), !425)
  %179 = trunc nuw nsw i64 %178 to i32, !dbg !434
  %180 = uitofp nneg i32 %179 to double, !dbg !434
  %181 = fdiv double %180, 1.000000e+01, !dbg !436
  %182 = fadd double %181, %171, !dbg !437
  %183 = getelementptr inbounds [4 x [5 x double]], ptr %6, i64 0, i64 %169, i64 %178, !dbg !438
  store double %182, ptr %183, align 8, !dbg !439, !tbaa !315
  %184 = add nuw nsw i64 %178, 1, !dbg !440
    #dbg_value(i64 %184, !177, !DIExpression(), !425)
  %185 = icmp eq i64 %184, 5, !dbg !441
  br i1 %185, label %174, label %177, !dbg !426, !llvm.loop !442

186:                                              ; preds = %191
  %187 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef %196), !dbg !444
    #dbg_value(ptr null, !184, !DIExpression(), !188)
  %188 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 1, i32 noundef 1), !dbg !445
    #dbg_value(ptr %1, !185, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value), !188)
    #dbg_value(ptr %49, !186, !DIExpression(), !188)
  %189 = load i32, ptr %49, align 4, !dbg !446, !tbaa !202
  %190 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef 7, i32 noundef %189), !dbg !447
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %6) #5, !dbg !448
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #5, !dbg !448
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #5, !dbg !448
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #5, !dbg !448
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %2) #5, !dbg !448
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %1) #5, !dbg !448
  ret i32 0, !dbg !448

191:                                              ; preds = %172, %191
  %192 = phi i32 [ 0, %172 ], [ %197, %191 ]
  %193 = phi double [ 0.000000e+00, %172 ], [ %196, %191 ]
  %194 = phi ptr [ %173, %172 ], [ %198, %191 ]
    #dbg_value(i32 %192, !182, !DIExpression(), !428)
    #dbg_value(double %193, !181, !DIExpression(), !188)
    #dbg_value(ptr %194, !180, !DIExpression(), !188)
  %195 = load double, ptr %194, align 8, !dbg !449, !tbaa !315
  %196 = fadd double %193, %195, !dbg !451
    #dbg_value(double %196, !181, !DIExpression(), !188)
  %197 = add nuw nsw i32 %192, 1, !dbg !452
    #dbg_value(i32 %197, !182, !DIExpression(), !428)
  %198 = getelementptr inbounds i8, ptr %194, i64 40, !dbg !453
    #dbg_value(ptr %198, !180, !DIExpression(), !188)
  %199 = icmp eq i32 %197, 4, !dbg !454
  br i1 %199, label %186, label %191, !dbg !429, !llvm.loop !455
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !457 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare !dbg !462 noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #2

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
!191 = distinct !DIAssignID()
!192 = distinct !DIAssignID()
!193 = distinct !DIAssignID()
!194 = !DILocation(line: 36, column: 5, scope: !111)
!195 = !DILocation(line: 0, scope: !118)
!196 = !DILocation(line: 37, column: 5, scope: !118)
!197 = !DILocation(line: 38, column: 18, scope: !198)
!198 = distinct !DILexicalBlock(scope: !118, file: !2, line: 37, column: 5)
!199 = !DILocation(line: 38, column: 22, scope: !198)
!200 = !DILocation(line: 38, column: 9, scope: !198)
!201 = !DILocation(line: 38, column: 14, scope: !198)
!202 = !{!203, !203, i64 0}
!203 = !{!"int", !204, i64 0}
!204 = !{!"omnipotent char", !205, i64 0}
!205 = !{!"Simple C/C++ TBAA"}
!206 = !DILocation(line: 37, column: 30, scope: !198)
!207 = !DILocation(line: 37, column: 23, scope: !198)
!208 = distinct !{!208, !196, !209, !210, !211}
!209 = !DILocation(line: 38, column: 24, scope: !118)
!210 = !{!"llvm.loop.mustprogress"}
!211 = !{!"llvm.loop.unroll.disable"}
!212 = !DILocation(line: 0, scope: !121)
!213 = !DILocation(line: 14, column: 5, scope: !214, inlinedAt: !223)
!214 = distinct !DILexicalBlock(scope: !215, file: !2, line: 14, column: 5)
!215 = distinct !DISubprogram(name: "find_first", scope: !2, file: !2, line: 13, type: !216, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !79, retainedNodes: !218)
!216 = !DISubroutineType(types: !217)
!217 = !{!91, !91, !91, !87}
!218 = !{!219, !220, !221, !222}
!219 = !DILocalVariable(name: "begin", arg: 1, scope: !215, file: !2, line: 13, type: !91)
!220 = !DILocalVariable(name: "end", arg: 2, scope: !215, file: !2, line: 13, type: !91)
!221 = !DILocalVariable(name: "v", arg: 3, scope: !215, file: !2, line: 13, type: !87)
!222 = !DILocalVariable(name: "p", scope: !214, file: !2, line: 14, type: !91)
!223 = distinct !DILocation(line: 41, column: 18, scope: !123)
!224 = !DILocation(line: 44, column: 15, scope: !111)
!225 = !DILocation(line: 44, column: 22, scope: !111)
!226 = !DILocalVariable(name: "lo", arg: 1, scope: !227, file: !2, line: 20, type: !91)
!227 = distinct !DISubprogram(name: "reverse", scope: !2, file: !2, line: 20, type: !228, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !79, retainedNodes: !230)
!228 = !DISubroutineType(types: !229)
!229 = !{null, !91, !91}
!230 = !{!226, !231, !232}
!231 = !DILocalVariable(name: "hi", arg: 2, scope: !227, file: !2, line: 20, type: !91)
!232 = !DILocalVariable(name: "t", scope: !233, file: !2, line: 22, type: !87)
!233 = distinct !DILexicalBlock(scope: !227, file: !2, line: 21, column: 21)
!234 = !DILocation(line: 0, scope: !227, inlinedAt: !235)
!235 = distinct !DILocation(line: 44, column: 5, scope: !111)
!236 = !DILocation(line: 21, column: 5, scope: !227, inlinedAt: !235)
!237 = !DILocation(line: 22, column: 17, scope: !233, inlinedAt: !235)
!238 = !DILocation(line: 0, scope: !233, inlinedAt: !235)
!239 = !DILocation(line: 23, column: 18, scope: !233, inlinedAt: !235)
!240 = !DILocation(line: 23, column: 17, scope: !233, inlinedAt: !235)
!241 = !DILocation(line: 23, column: 12, scope: !233, inlinedAt: !235)
!242 = !DILocation(line: 23, column: 15, scope: !233, inlinedAt: !235)
!243 = !DILocation(line: 24, column: 13, scope: !233, inlinedAt: !235)
!244 = !DILocation(line: 21, column: 15, scope: !227, inlinedAt: !235)
!245 = distinct !{!245, !236, !246, !210, !211}
!246 = !DILocation(line: 25, column: 5, scope: !227, inlinedAt: !235)
!247 = !DILocation(line: 0, scope: !214, inlinedAt: !223)
!248 = !DILocation(line: 15, column: 13, scope: !249, inlinedAt: !223)
!249 = distinct !DILexicalBlock(scope: !250, file: !2, line: 15, column: 13)
!250 = distinct !DILexicalBlock(scope: !214, file: !2, line: 14, column: 5)
!251 = !DILocation(line: 15, column: 16, scope: !249, inlinedAt: !223)
!252 = !DILocation(line: 15, column: 13, scope: !250, inlinedAt: !223)
!253 = !DILocation(line: 14, column: 37, scope: !250, inlinedAt: !223)
!254 = !DILocation(line: 14, column: 28, scope: !250, inlinedAt: !223)
!255 = distinct !{!255, !213, !256, !210, !211}
!256 = !DILocation(line: 16, column: 20, scope: !214, inlinedAt: !223)
!257 = !DILocation(line: 0, scope: !123)
!258 = !DILocation(line: 42, column: 56, scope: !123)
!259 = !DILocation(line: 42, column: 64, scope: !123)
!260 = !DILocation(line: 42, column: 62, scope: !123)
!261 = !DILocation(line: 42, column: 9, scope: !123)
!262 = !DILocation(line: 40, column: 31, scope: !124)
!263 = !DILocation(line: 40, column: 23, scope: !124)
!264 = !DILocation(line: 40, column: 5, scope: !121)
!265 = distinct !{!265, !264, !266, !210, !211}
!266 = !DILocation(line: 43, column: 5, scope: !121)
!267 = !DILocalVariable(name: "__c", arg: 1, scope: !268, file: !269, line: 82, type: !87)
!268 = distinct !DISubprogram(name: "putchar", scope: !269, file: !269, line: 82, type: !270, scopeLine: 83, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !79, retainedNodes: !272)
!269 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!270 = !DISubroutineType(types: !271)
!271 = !{!87, !87}
!272 = !{!267}
!273 = !DILocation(line: 0, scope: !268, inlinedAt: !274)
!274 = distinct !DILocation(line: 47, column: 5, scope: !111)
!275 = !DILocation(line: 84, column: 21, scope: !268, inlinedAt: !274)
!276 = !{!277, !277, i64 0}
!277 = !{!"any pointer", !204, i64 0}
!278 = !DILocation(line: 84, column: 10, scope: !268, inlinedAt: !274)
!279 = !DILocation(line: 50, column: 5, scope: !111)
!280 = !DILocation(line: 52, column: 18, scope: !111)
!281 = !DILocation(line: 53, column: 61, scope: !111)
!282 = !DILocation(line: 53, column: 70, scope: !111)
!283 = !DILocation(line: 53, column: 78, scope: !111)
!284 = !DILocation(line: 54, column: 12, scope: !111)
!285 = !DILocation(line: 53, column: 5, scope: !111)
!286 = !DILocation(line: 56, column: 5, scope: !111)
!287 = !DILocation(line: 56, column: 17, scope: !111)
!288 = distinct !DIAssignID()
!289 = !DILocation(line: 0, scope: !134)
!290 = !DILocation(line: 59, column: 5, scope: !134)
!291 = !DILocation(line: 0, scope: !126)
!292 = !DILocation(line: 45, column: 24, scope: !293)
!293 = distinct !DILexicalBlock(scope: !126, file: !2, line: 45, column: 5)
!294 = !DILocation(line: 46, column: 23, scope: !293)
!295 = !DILocation(line: 46, column: 9, scope: !293)
!296 = !DILocation(line: 45, column: 32, scope: !293)
!297 = !DILocation(line: 45, column: 5, scope: !126)
!298 = distinct !{!298, !297, !299, !210, !211}
!299 = !DILocation(line: 46, column: 25, scope: !126)
!300 = !DILocation(line: 68, column: 5, scope: !111)
!301 = !DILocation(line: 76, column: 5, scope: !111)
!302 = !DILocation(line: 78, column: 5, scope: !111)
!303 = !DILocation(line: 78, column: 9, scope: !111)
!304 = distinct !DIAssignID()
!305 = !DILocation(line: 79, column: 5, scope: !111)
!306 = !DILocation(line: 0, scope: !152)
!307 = !DILocation(line: 80, column: 5, scope: !152)
!308 = !DILocation(line: 60, column: 52, scope: !136)
!309 = !DILocation(line: 60, column: 48, scope: !136)
!310 = !DILocation(line: 0, scope: !136)
!311 = !DILocation(line: 62, column: 44, scope: !136)
!312 = !DILocation(line: 63, column: 31, scope: !136)
!313 = !DILocation(line: 64, column: 69, scope: !136)
!314 = !DILocation(line: 64, column: 74, scope: !136)
!315 = !{!316, !316, i64 0}
!316 = !{!"double", !204, i64 0}
!317 = !DILocalVariable(name: "s", arg: 1, scope: !318, file: !2, line: 28, type: !321)
!318 = distinct !DISubprogram(name: "my_strlen", scope: !2, file: !2, line: 28, type: !319, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !79, retainedNodes: !323)
!319 = !DISubroutineType(types: !320)
!320 = !{!94, !321}
!321 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !322, size: 64)
!322 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!323 = !{!317, !324}
!324 = !DILocalVariable(name: "p", scope: !318, file: !2, line: 29, type: !321)
!325 = !DILocation(line: 0, scope: !318, inlinedAt: !326)
!326 = distinct !DILocation(line: 65, column: 16, scope: !136)
!327 = !DILocation(line: 30, column: 5, scope: !318, inlinedAt: !326)
!328 = !DILocation(line: 30, column: 12, scope: !318, inlinedAt: !326)
!329 = !{!204, !204, i64 0}
!330 = !DILocation(line: 31, column: 10, scope: !318, inlinedAt: !326)
!331 = distinct !{!331, !327, !330, !210, !211}
!332 = !DILocation(line: 32, column: 23, scope: !318, inlinedAt: !326)
!333 = !DILocation(line: 64, column: 9, scope: !136)
!334 = !DILocation(line: 59, column: 29, scope: !137)
!335 = !DILocation(line: 59, column: 23, scope: !137)
!336 = distinct !{!336, !290, !337, !210, !211}
!337 = !DILocation(line: 66, column: 5, scope: !134)
!338 = !DILocation(line: 81, column: 20, scope: !339)
!339 = distinct !DILexicalBlock(scope: !152, file: !2, line: 80, column: 5)
!340 = !DILocation(line: 81, column: 9, scope: !339)
!341 = !DILocation(line: 81, column: 17, scope: !339)
!342 = !DILocation(line: 80, column: 29, scope: !339)
!343 = !DILocation(line: 80, column: 23, scope: !339)
!344 = distinct !{!344, !307, !345, !210, !211}
!345 = !DILocation(line: 81, column: 26, scope: !152)
!346 = !DILocation(line: 0, scope: !154)
!347 = !DILocation(line: 82, column: 5, scope: !154)
!348 = !DILocation(line: 82, column: 23, scope: !157)
!349 = distinct !{!349, !347, !350, !210, !211}
!350 = !DILocation(line: 88, column: 13, scope: !154)
!351 = !DILocation(line: 0, scope: !163)
!352 = !DILocation(line: 89, column: 5, scope: !163)
!353 = !DILocation(line: 83, column: 24, scope: !156)
!354 = !DILocation(line: 0, scope: !156)
!355 = !DILocation(line: 83, column: 31, scope: !161)
!356 = !DILocation(line: 83, column: 9, scope: !156)
!357 = !DILocation(line: 84, column: 18, scope: !160)
!358 = !DILocation(line: 84, column: 17, scope: !160)
!359 = !DILocation(line: 84, column: 29, scope: !160)
!360 = !DILocation(line: 84, column: 28, scope: !160)
!361 = !DILocation(line: 84, column: 26, scope: !160)
!362 = !DILocation(line: 84, column: 17, scope: !161)
!363 = !DILocation(line: 0, scope: !159)
!364 = !DILocation(line: 86, column: 25, scope: !159)
!365 = !DILocation(line: 87, column: 25, scope: !159)
!366 = !DILocation(line: 88, column: 13, scope: !159)
!367 = !DILocation(line: 83, column: 37, scope: !161)
!368 = distinct !{!368, !356, !369, !210, !211}
!369 = !DILocation(line: 88, column: 13, scope: !156)
!370 = !DILocation(line: 0, scope: !268, inlinedAt: !371)
!371 = distinct !DILocation(line: 91, column: 5, scope: !111)
!372 = !DILocation(line: 84, column: 21, scope: !268, inlinedAt: !371)
!373 = !DILocation(line: 84, column: 10, scope: !268, inlinedAt: !371)
!374 = !DILocation(line: 93, column: 5, scope: !111)
!375 = !DILocation(line: 94, column: 5, scope: !111)
!376 = !DILocation(line: 0, scope: !318, inlinedAt: !377)
!377 = distinct !DILocation(line: 95, column: 21, scope: !111)
!378 = !DILocation(line: 30, column: 5, scope: !318, inlinedAt: !377)
!379 = !DILocation(line: 30, column: 12, scope: !318, inlinedAt: !377)
!380 = !DILocation(line: 31, column: 10, scope: !318, inlinedAt: !377)
!381 = distinct !{!381, !378, !380, !210, !211}
!382 = !DILocation(line: 32, column: 23, scope: !318, inlinedAt: !377)
!383 = !DILocation(line: 95, column: 19, scope: !111)
!384 = !DILocation(line: 0, scope: !168)
!385 = !DILocation(line: 97, column: 27, scope: !386)
!386 = distinct !DILexicalBlock(scope: !168, file: !2, line: 97, column: 5)
!387 = !DILocation(line: 97, column: 5, scope: !168)
!388 = !DILocation(line: 90, column: 30, scope: !389)
!389 = distinct !DILexicalBlock(scope: !163, file: !2, line: 89, column: 5)
!390 = !DILocation(line: 90, column: 29, scope: !389)
!391 = !DILocation(line: 90, column: 54, scope: !389)
!392 = !DILocation(line: 90, column: 9, scope: !389)
!393 = !DILocation(line: 89, column: 29, scope: !389)
!394 = !DILocation(line: 89, column: 23, scope: !389)
!395 = distinct !{!395, !352, !396, !210, !211}
!396 = !DILocation(line: 90, column: 61, scope: !163)
!397 = !DILocation(line: 99, column: 5, scope: !111)
!398 = !DILocation(line: 0, scope: !170)
!399 = !DILocation(line: 101, column: 25, scope: !400)
!400 = distinct !DILexicalBlock(scope: !170, file: !2, line: 101, column: 5)
!401 = !DILocation(line: 101, column: 5, scope: !170)
!402 = !DILocation(line: 98, column: 35, scope: !386)
!403 = !DILocation(line: 98, column: 19, scope: !386)
!404 = !DILocation(line: 98, column: 39, scope: !386)
!405 = !DILocation(line: 98, column: 16, scope: !386)
!406 = !DILocation(line: 97, column: 33, scope: !386)
!407 = distinct !{!407, !387, !408, !210, !211}
!408 = !DILocation(line: 98, column: 42, scope: !168)
!409 = !DILocation(line: 0, scope: !268, inlinedAt: !410)
!410 = distinct !DILocation(line: 105, column: 5, scope: !111)
!411 = !DILocation(line: 84, column: 21, scope: !268, inlinedAt: !410)
!412 = !DILocation(line: 84, column: 10, scope: !268, inlinedAt: !410)
!413 = !DILocation(line: 107, column: 5, scope: !111)
!414 = !DILocation(line: 0, scope: !176)
!415 = !DILocation(line: 108, column: 5, scope: !176)
!416 = !DILocation(line: 102, column: 9, scope: !417)
!417 = distinct !DILexicalBlock(scope: !400, file: !2, line: 101, column: 33)
!418 = !DILocation(line: 103, column: 17, scope: !417)
!419 = !DILocation(line: 0, scope: !268, inlinedAt: !420)
!420 = distinct !DILocation(line: 103, column: 9, scope: !417)
!421 = !DILocation(line: 84, column: 21, scope: !268, inlinedAt: !420)
!422 = !DILocation(line: 84, column: 10, scope: !268, inlinedAt: !420)
!423 = distinct !{!423, !401, !424, !210, !211}
!424 = !DILocation(line: 104, column: 5, scope: !170)
!425 = !DILocation(line: 0, scope: !178)
!426 = !DILocation(line: 109, column: 9, scope: !178)
!427 = !DILocation(line: 111, column: 20, scope: !111)
!428 = !DILocation(line: 0, scope: !183)
!429 = !DILocation(line: 113, column: 5, scope: !183)
!430 = !DILocation(line: 108, column: 29, scope: !179)
!431 = !DILocation(line: 108, column: 23, scope: !179)
!432 = distinct !{!432, !415, !433, !210, !211}
!433 = !DILocation(line: 110, column: 31, scope: !176)
!434 = !DILocation(line: 110, column: 27, scope: !435)
!435 = distinct !DILexicalBlock(scope: !178, file: !2, line: 109, column: 9)
!436 = !DILocation(line: 110, column: 29, scope: !435)
!437 = !DILocation(line: 110, column: 25, scope: !435)
!438 = !DILocation(line: 110, column: 13, scope: !435)
!439 = !DILocation(line: 110, column: 21, scope: !435)
!440 = !DILocation(line: 109, column: 33, scope: !435)
!441 = !DILocation(line: 109, column: 27, scope: !435)
!442 = distinct !{!442, !426, !443, !210, !211}
!443 = !DILocation(line: 110, column: 31, scope: !178)
!444 = !DILocation(line: 115, column: 5, scope: !111)
!445 = !DILocation(line: 118, column: 5, scope: !111)
!446 = !DILocation(line: 122, column: 59, scope: !111)
!447 = !DILocation(line: 122, column: 5, scope: !111)
!448 = !DILocation(line: 124, column: 1, scope: !111)
!449 = !DILocation(line: 114, column: 19, scope: !450)
!450 = distinct !DILexicalBlock(scope: !183, file: !2, line: 113, column: 5)
!451 = !DILocation(line: 114, column: 16, scope: !450)
!452 = !DILocation(line: 113, column: 29, scope: !450)
!453 = !DILocation(line: 113, column: 37, scope: !450)
!454 = !DILocation(line: 113, column: 23, scope: !450)
!455 = distinct !{!455, !429, !456, !210, !211}
!456 = !DILocation(line: 114, column: 20, scope: !183)
!457 = !DISubprogram(name: "printf", scope: !458, file: !458, line: 356, type: !459, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!458 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!459 = !DISubroutineType(types: !460)
!460 = !{!87, !461, null}
!461 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !321)
!462 = !DISubprogram(name: "putc", scope: !458, file: !458, line: 550, type: !463, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!463 = !DISubroutineType(types: !464)
!464 = !{!87, !87, !465}
!465 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !466, size: 64)
!466 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !467, line: 7, baseType: !468)
!467 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!468 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !469, line: 49, size: 1728, elements: !470)
!469 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!470 = !{!471, !472, !473, !474, !475, !476, !477, !478, !479, !480, !481, !482, !483, !486, !488, !489, !490, !493, !495, !497, !498, !501, !503, !506, !509, !510, !511, !512, !513}
!471 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !468, file: !469, line: 51, baseType: !87, size: 32)
!472 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !468, file: !469, line: 54, baseType: !82, size: 64, offset: 64)
!473 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !468, file: !469, line: 55, baseType: !82, size: 64, offset: 128)
!474 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !468, file: !469, line: 56, baseType: !82, size: 64, offset: 192)
!475 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !468, file: !469, line: 57, baseType: !82, size: 64, offset: 256)
!476 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !468, file: !469, line: 58, baseType: !82, size: 64, offset: 320)
!477 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !468, file: !469, line: 59, baseType: !82, size: 64, offset: 384)
!478 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !468, file: !469, line: 60, baseType: !82, size: 64, offset: 448)
!479 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !468, file: !469, line: 61, baseType: !82, size: 64, offset: 512)
!480 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !468, file: !469, line: 64, baseType: !82, size: 64, offset: 576)
!481 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !468, file: !469, line: 65, baseType: !82, size: 64, offset: 640)
!482 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !468, file: !469, line: 66, baseType: !82, size: 64, offset: 704)
!483 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !468, file: !469, line: 68, baseType: !484, size: 64, offset: 768)
!484 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !485, size: 64)
!485 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !469, line: 36, flags: DIFlagFwdDecl)
!486 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !468, file: !469, line: 70, baseType: !487, size: 64, offset: 832)
!487 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !468, size: 64)
!488 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !468, file: !469, line: 72, baseType: !87, size: 32, offset: 896)
!489 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !468, file: !469, line: 73, baseType: !87, size: 32, offset: 928)
!490 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !468, file: !469, line: 74, baseType: !491, size: 64, offset: 960)
!491 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !492, line: 152, baseType: !81)
!492 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!493 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !468, file: !469, line: 77, baseType: !494, size: 16, offset: 1024)
!494 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!495 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !468, file: !469, line: 78, baseType: !496, size: 8, offset: 1040)
!496 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!497 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !468, file: !469, line: 79, baseType: !14, size: 8, offset: 1048)
!498 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !468, file: !469, line: 81, baseType: !499, size: 64, offset: 1088)
!499 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !500, size: 64)
!500 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !469, line: 43, baseType: null)
!501 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !468, file: !469, line: 89, baseType: !502, size: 64, offset: 1152)
!502 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !492, line: 153, baseType: !81)
!503 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !468, file: !469, line: 91, baseType: !504, size: 64, offset: 1216)
!504 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !505, size: 64)
!505 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !469, line: 37, flags: DIFlagFwdDecl)
!506 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !468, file: !469, line: 92, baseType: !507, size: 64, offset: 1280)
!507 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !508, size: 64)
!508 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !469, line: 38, flags: DIFlagFwdDecl)
!509 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !468, file: !469, line: 93, baseType: !487, size: 64, offset: 1344)
!510 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !468, file: !469, line: 94, baseType: !93, size: 64, offset: 1408)
!511 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !468, file: !469, line: 95, baseType: !94, size: 64, offset: 1472)
!512 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !468, file: !469, line: 96, baseType: !87, size: 32, offset: 1536)
!513 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !468, file: !469, line: 98, baseType: !44, size: 160, offset: 1568)
