; ModuleID = 'mem_pool.c'
source_filename = "mem_pool.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.block = type { ptr, [24 x i8] }
%struct.particle = type { double, double, i32, i8 }

@.str = private unnamed_addr constant [56 x i8] c"allocated 40, used=%d, first index %ld, last index %ld\0A\00", align 1, !dbg !0
@pool_used = internal unnamed_addr global i32 0, align 4, !dbg !7
@.str.1 = private unnamed_addr constant [28 x i8] c"freed every third, used=%d\0A\00", align 1, !dbg !20
@.str.2 = private unnamed_addr constant [21 x i8] c"reallocated indices:\00", align 1, !dbg !25
@.str.3 = private unnamed_addr constant [5 x i8] c" %ld\00", align 1, !dbg !30
@.str.5 = private unnamed_addr constant [58 x i8] c"remaining blocks %d, used=%d, exhausted returns NULL: %d\0A\00", align 1, !dbg !40
@arena = internal unnamed_addr global ptr null, align 8, !dbg !72
@arena_top = internal unnamed_addr global i64 0, align 8, !dbg !74
@.str.6 = private unnamed_addr constant [5 x i8] c"abcd\00", align 1, !dbg !45
@.str.7 = private unnamed_addr constant [57 x i8] c"offsets: d=%zu particles=%zu shorts=%zu u64=%zu top=%zu\0A\00", align 1, !dbg !47
@.str.8 = private unnamed_addr constant [17 x i8] c"s=%s d=%g,%g,%g\0A\00", align 1, !dbg !52
@.str.9 = private unnamed_addr constant [25 x i8] c"particle %d: (%g,%g) %c\0A\00", align 1, !dbg !57
@.str.10 = private unnamed_addr constant [41 x i8] c"short sum=%d, u64 low byte via bytes=%u\0A\00", align 1, !dbg !62
@.str.11 = private unnamed_addr constant [35 x i8] c"oversized arena alloc is NULL: %d\0A\00", align 1, !dbg !67
@free_list = internal unnamed_addr global ptr null, align 8, !dbg !76
@pool_mem = internal global [64 x %union.block] zeroinitializer, align 16, !dbg !86

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !100 {
  %1 = alloca [64 x ptr], align 16, !DIAssignID !152
    #dbg_assign(i1 undef, !104, !DIExpression(), !152, ptr %1, !DIExpression(), !153)
  store ptr null, ptr @free_list, align 8, !dbg !154, !tbaa !162
    #dbg_value(i32 63, !159, !DIExpression(), !166)
    #dbg_value(i32 63, !159, !DIExpression(), !166)
  br label %2, !dbg !167

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 63, %0 ], [ %6, %2 ]
  %4 = phi ptr [ null, %0 ], [ %5, %2 ]
    #dbg_value(i64 %3, !159, !DIExpression(), !166)
  %5 = getelementptr inbounds [64 x %union.block], ptr @pool_mem, i64 0, i64 %3, !dbg !168
  store ptr %4, ptr %5, align 16, !dbg !171, !tbaa !172
  %6 = add nsw i64 %3, -1, !dbg !173
    #dbg_value(i64 %6, !159, !DIExpression(), !166)
  %7 = icmp eq i64 %3, 0, !dbg !174
  br i1 %7, label %8, label %2, !dbg !167, !llvm.loop !175

8:                                                ; preds = %2
  store ptr @pool_mem, ptr @free_list, align 8, !dbg !179, !tbaa !162
  store i32 0, ptr @pool_used, align 4, !dbg !180, !tbaa !181
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %1) #9, !dbg !183
    #dbg_value(i32 0, !106, !DIExpression(), !153)
    #dbg_value(i32 0, !107, !DIExpression(), !184)
    #dbg_value(i32 0, !106, !DIExpression(), !153)
    #dbg_value(i32 0, !107, !DIExpression(), !184)
  br label %22, !dbg !185

9:                                                ; preds = %30
  %10 = load i32, ptr @pool_used, align 4, !dbg !186, !tbaa !181
  %11 = load ptr, ptr %1, align 16, !dbg !187, !tbaa !162
    #dbg_value(ptr %11, !188, !DIExpression(), !195)
  %12 = ptrtoint ptr %11 to i64, !dbg !197
  %13 = sub i64 %12, ptrtoint (ptr @pool_mem to i64), !dbg !197
  %14 = ashr exact i64 %13, 5, !dbg !197
  %15 = getelementptr inbounds i8, ptr %1, i64 312, !dbg !198
  %16 = load ptr, ptr %15, align 8, !dbg !198, !tbaa !162
    #dbg_value(ptr %16, !188, !DIExpression(), !199)
  %17 = ptrtoint ptr %16 to i64, !dbg !201
  %18 = sub i64 %17, ptrtoint (ptr @pool_mem to i64), !dbg !201
  %19 = ashr exact i64 %18, 5, !dbg !201
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %10, i64 noundef %14, i64 noundef %19), !dbg !202
    #dbg_value(i32 0, !109, !DIExpression(), !203)
  %21 = load i32, ptr @pool_used, align 4, !tbaa !181
    #dbg_value(i32 0, !109, !DIExpression(), !203)
  br label %41, !dbg !204

22:                                               ; preds = %8, %30
  %23 = phi i64 [ 0, %8 ], [ %34, %30 ]
  %24 = phi ptr [ @pool_mem, %8 ], [ %32, %30 ]
  %25 = phi i32 [ 0, %8 ], [ %31, %30 ]
    #dbg_value(i64 %23, !106, !DIExpression(), !153)
    #dbg_value(i64 %23, !107, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !184)
  %26 = icmp eq ptr %24, null, !dbg !205
  br i1 %26, label %30, label %27, !dbg !214

27:                                               ; preds = %22
    #dbg_value(ptr %24, !211, !DIExpression(), !215)
  %28 = load ptr, ptr %24, align 8, !dbg !216, !tbaa !172
  store ptr %28, ptr @free_list, align 8, !dbg !217, !tbaa !162
  %29 = add nsw i32 %25, 1, !dbg !218
  store i32 %29, ptr @pool_used, align 4, !dbg !218, !tbaa !181
  br label %30

30:                                               ; preds = %22, %27
  %31 = phi i32 [ %29, %27 ], [ %25, %22 ]
  %32 = phi ptr [ %28, %27 ], [ %24, %22 ]
  %33 = phi ptr [ %24, %27 ], [ null, %22 ], !dbg !215
  %34 = add nuw nsw i64 %23, 1, !dbg !219
    #dbg_value(i64 %34, !106, !DIExpression(), !153)
  %35 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 %23, !dbg !220
  store ptr %33, ptr %35, align 8, !dbg !221, !tbaa !162
    #dbg_value(i64 %34, !107, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !184)
  %36 = icmp eq i64 %34, 40, !dbg !222
  br i1 %36, label %9, label %22, !dbg !185, !llvm.loop !223

37:                                               ; preds = %41
  %38 = add i32 %21, -14, !dbg !204
  store i32 %38, ptr @pool_used, align 4, !dbg !225, !tbaa !181
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %38), !dbg !233
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2), !dbg !234
    #dbg_value(i32 0, !111, !DIExpression(), !235)
  br label %54, !dbg !236

41:                                               ; preds = %9, %41
  %42 = phi i64 [ 0, %9 ], [ %46, %41 ]
    #dbg_value(i64 %42, !109, !DIExpression(), !203)
  %43 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 %42, !dbg !237
  %44 = load ptr, ptr %43, align 8, !dbg !237, !tbaa !162
    #dbg_value(ptr %44, !230, !DIExpression(), !238)
  %45 = load ptr, ptr @free_list, align 8, !dbg !239, !tbaa !162
  store ptr %45, ptr %44, align 8, !dbg !240, !tbaa !172
  store ptr %44, ptr @free_list, align 8, !dbg !241, !tbaa !162
  %46 = add nuw nsw i64 %42, 3, !dbg !242
    #dbg_value(i64 %46, !109, !DIExpression(), !203)
  %47 = icmp ult i64 %42, 37, !dbg !243
  br i1 %47, label %41, label %37, !dbg !204, !llvm.loop !244

48:                                               ; preds = %62
  %49 = tail call i32 @putchar(i32 10), !dbg !246
    #dbg_value(i32 0, !116, !DIExpression(), !153)
  %50 = load ptr, ptr @free_list, align 8, !tbaa !162
    #dbg_value(i32 0, !116, !DIExpression(), !153)
  %51 = icmp eq ptr %50, null, !dbg !247
  br i1 %51, label %80, label %52, !dbg !249

52:                                               ; preds = %48
  %53 = load i32, ptr @pool_used, align 4, !tbaa !181
  br label %71, !dbg !250

54:                                               ; preds = %37, %62
  %55 = phi i32 [ 0, %37 ], [ %69, %62 ]
    #dbg_value(i32 %55, !111, !DIExpression(), !235)
  %56 = load ptr, ptr @free_list, align 8, !dbg !251, !tbaa !162
  %57 = icmp eq ptr %56, null, !dbg !251
  br i1 %57, label %62, label %58, !dbg !253

58:                                               ; preds = %54
    #dbg_value(ptr %56, !211, !DIExpression(), !254)
  %59 = load ptr, ptr %56, align 8, !dbg !255, !tbaa !172
  store ptr %59, ptr @free_list, align 8, !dbg !256, !tbaa !162
  %60 = load i32, ptr @pool_used, align 4, !dbg !257, !tbaa !181
  %61 = add nsw i32 %60, 1, !dbg !257
  store i32 %61, ptr @pool_used, align 4, !dbg !257, !tbaa !181
  br label %62

62:                                               ; preds = %54, %58
  %63 = phi ptr [ %56, %58 ], [ null, %54 ], !dbg !254
    #dbg_value(ptr %63, !113, !DIExpression(), !258)
    #dbg_value(ptr %63, !188, !DIExpression(), !259)
  %64 = ptrtoint ptr %63 to i64, !dbg !261
  %65 = sub i64 %64, ptrtoint (ptr @pool_mem to i64), !dbg !261
  %66 = ashr exact i64 %65, 5, !dbg !261
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %66), !dbg !262
  %68 = trunc nuw i32 %55 to i8, !dbg !263
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %63, i8 %68, i64 32, i1 false), !dbg !263
  %69 = add nuw nsw i32 %55, 1, !dbg !264
    #dbg_value(i32 %69, !111, !DIExpression(), !235)
  %70 = icmp eq i32 %69, 10, !dbg !265
  br i1 %70, label %48, label %54, !dbg !236, !llvm.loop !266

71:                                               ; preds = %52, %71
  %72 = phi i32 [ %77, %71 ], [ 0, %52 ]
  %73 = phi ptr [ %75, %71 ], [ %50, %52 ]
  %74 = phi i32 [ %76, %71 ], [ %53, %52 ]
    #dbg_value(i32 %72, !116, !DIExpression(), !153)
    #dbg_value(ptr %73, !211, !DIExpression(), !268)
  %75 = load ptr, ptr %73, align 8, !dbg !269, !tbaa !172
  store ptr %75, ptr @free_list, align 8, !dbg !270, !tbaa !162
  %76 = add nsw i32 %74, 1, !dbg !271
  %77 = add nuw nsw i32 %72, 1, !dbg !272
    #dbg_value(i32 %77, !116, !DIExpression(), !153)
  %78 = icmp eq ptr %75, null, !dbg !247
  br i1 %78, label %79, label %71, !dbg !249, !llvm.loop !273

79:                                               ; preds = %71
  store i32 %76, ptr @pool_used, align 4, !dbg !271, !tbaa !181
  br label %80, !dbg !249

80:                                               ; preds = %79, %48
  %81 = phi i32 [ %77, %79 ], [ 0, %48 ], !dbg !153
  %82 = load i32, ptr @pool_used, align 4, !dbg !274, !tbaa !181
  %83 = load ptr, ptr @free_list, align 8, !dbg !275, !tbaa !162
  %84 = icmp eq ptr %83, null, !dbg !275
  br i1 %84, label %88, label %85, !dbg !277

85:                                               ; preds = %80
    #dbg_value(ptr %83, !211, !DIExpression(), !278)
  %86 = load ptr, ptr %83, align 8, !dbg !279, !tbaa !172
  store ptr %86, ptr @free_list, align 8, !dbg !280, !tbaa !162
  %87 = add nsw i32 %82, 1, !dbg !281
  store i32 %87, ptr @pool_used, align 4, !dbg !281, !tbaa !181
  br label %88

88:                                               ; preds = %80, %85
  %89 = zext i1 %84 to i32, !dbg !282
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %81, i32 noundef %82, i32 noundef %89), !dbg !283
  %91 = tail call noalias dereferenceable_or_null(4096) ptr @malloc(i64 noundef 4096) #10, !dbg !284
  store ptr %91, ptr @arena, align 8, !dbg !285, !tbaa !162
    #dbg_value(i64 5, !286, !DIExpression(), !293)
    #dbg_value(i64 1, !291, !DIExpression(), !293)
    #dbg_value(i64 0, !292, !DIExpression(), !293)
  store i64 5, ptr @arena_top, align 8, !dbg !295, !tbaa !296
    #dbg_value(ptr %91, !117, !DIExpression(), !153)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(5) %91, ptr noundef nonnull align 1 dereferenceable(5) @.str.6, i64 5, i1 false), !dbg !298
    #dbg_value(i64 24, !286, !DIExpression(), !299)
    #dbg_value(i64 8, !291, !DIExpression(), !299)
    #dbg_value(i64 8, !292, !DIExpression(), !299)
  store i64 32, ptr @arena_top, align 8, !dbg !301, !tbaa !296
  %92 = getelementptr inbounds i8, ptr %91, i64 8, !dbg !302
    #dbg_value(ptr %92, !119, !DIExpression(), !153)
  %93 = ptrtoint ptr %91 to i64, !dbg !303
    #dbg_value(i64 8, !122, !DIExpression(), !153)
  store double 1.500000e+00, ptr %92, align 8, !dbg !304, !tbaa !305
  %94 = getelementptr inbounds i8, ptr %91, i64 16, !dbg !307
  store double -2.250000e+00, ptr %94, align 8, !dbg !308, !tbaa !305
  %95 = getelementptr inbounds i8, ptr %91, i64 24, !dbg !309
  store double -3.375000e+00, ptr %95, align 8, !dbg !310, !tbaa !305
    #dbg_value(i64 96, !286, !DIExpression(), !311)
    #dbg_value(i64 8, !291, !DIExpression(), !311)
  %96 = load i64, ptr @arena_top, align 8, !dbg !313, !tbaa !296
  %97 = add i64 %96, 7, !dbg !314
  %98 = and i64 %97, -8, !dbg !315
    #dbg_value(i64 %98, !292, !DIExpression(), !311)
  %99 = add i64 %98, 96, !dbg !316
  %100 = icmp ugt i64 %99, 4096, !dbg !318
  br i1 %100, label %103, label %101, !dbg !319

101:                                              ; preds = %88
  store i64 %99, ptr @arena_top, align 8, !dbg !320, !tbaa !296
  %102 = getelementptr inbounds i8, ptr %91, i64 %98, !dbg !321
  br label %103, !dbg !322

103:                                              ; preds = %88, %101
  %104 = phi ptr [ %102, %101 ], [ null, %88 ], !dbg !311
    #dbg_value(ptr %104, !123, !DIExpression(), !153)
  %105 = ptrtoint ptr %104 to i64, !dbg !323
    #dbg_value(i64 %107, !131, !DIExpression(), !153)
    #dbg_value(i32 0, !132, !DIExpression(), !324)
  br label %118, !dbg !325

106:                                              ; preds = %118
  %107 = sub i64 %105, %93, !dbg !323
    #dbg_value(i64 14, !286, !DIExpression(), !326)
    #dbg_value(i64 2, !291, !DIExpression(), !326)
  %108 = load i64, ptr @arena_top, align 8, !dbg !328, !tbaa !296
  %109 = add i64 %108, 1, !dbg !329
  %110 = and i64 %109, -2, !dbg !330
    #dbg_value(i64 %110, !292, !DIExpression(), !326)
  %111 = add i64 %110, 14, !dbg !331
  %112 = icmp ugt i64 %111, 4096, !dbg !332
  br i1 %112, label %115, label %113, !dbg !333

113:                                              ; preds = %106
  store i64 %111, ptr @arena_top, align 8, !dbg !334, !tbaa !296
  %114 = getelementptr inbounds i8, ptr %91, i64 %110, !dbg !335
  br label %115, !dbg !336

115:                                              ; preds = %106, %113
  %116 = phi ptr [ %114, %113 ], [ null, %106 ], !dbg !326
    #dbg_value(ptr %116, !134, !DIExpression(), !153)
  %117 = ptrtoint ptr %116 to i64, !dbg !337
    #dbg_value(i64 %135, !136, !DIExpression(), !153)
    #dbg_value(i32 0, !137, !DIExpression(), !338)
  br label %147, !dbg !339

118:                                              ; preds = %103, %118
  %119 = phi i64 [ 0, %103 ], [ %132, %118 ]
    #dbg_value(i64 %119, !132, !DIExpression(), !324)
  %120 = trunc nuw nsw i64 %119 to i32, !dbg !340
  %121 = uitofp nneg i32 %120 to double, !dbg !340
  %122 = fmul double %121, 5.000000e-01, !dbg !343
  %123 = getelementptr inbounds %struct.particle, ptr %104, i64 %119, !dbg !344
  store double %122, ptr %123, align 8, !dbg !345, !tbaa !346
  %124 = fmul double %121, -1.500000e+00, !dbg !348
  %125 = getelementptr inbounds i8, ptr %123, i64 8, !dbg !349
  store double %124, ptr %125, align 8, !dbg !350, !tbaa !351
  %126 = getelementptr inbounds i8, ptr %123, i64 16, !dbg !352
  %127 = trunc i64 %119 to i32, !dbg !353
  %128 = or i32 %127, 100, !dbg !353
  store i32 %128, ptr %126, align 8, !dbg !353, !tbaa !354
  %129 = trunc i64 %119 to i8, !dbg !355
  %130 = add nuw nsw i8 %129, 97, !dbg !355
  %131 = getelementptr inbounds i8, ptr %123, i64 20, !dbg !356
  store i8 %130, ptr %131, align 4, !dbg !357, !tbaa !358
  %132 = add nuw nsw i64 %119, 1, !dbg !359
    #dbg_value(i64 %132, !132, !DIExpression(), !324)
  %133 = icmp eq i64 %132, 4, !dbg !360
  br i1 %133, label %106, label %118, !dbg !325, !llvm.loop !361

134:                                              ; preds = %147
  %135 = sub i64 %117, %93, !dbg !337
    #dbg_value(i64 8, !286, !DIExpression(), !363)
    #dbg_value(i64 16, !291, !DIExpression(), !363)
  %136 = load i64, ptr @arena_top, align 8, !dbg !365, !tbaa !296
  %137 = add i64 %136, 15, !dbg !366
  %138 = and i64 %137, -16, !dbg !367
    #dbg_value(i64 %138, !292, !DIExpression(), !363)
  %139 = or disjoint i64 %138, 8, !dbg !368
  %140 = icmp ult i64 %139, 4097, !dbg !369
  tail call void @llvm.assume(i1 %140), !dbg !370
  store i64 %139, ptr @arena_top, align 8, !dbg !371, !tbaa !296
  %141 = getelementptr inbounds i8, ptr %91, i64 %138, !dbg !372
    #dbg_value(ptr %141, !139, !DIExpression(), !153)
    #dbg_value(i64 %138, !145, !DIExpression(), !153)
  store i64 72623859790382856, ptr %141, align 8, !dbg !373, !tbaa !296
  %142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef 8, i64 noundef %107, i64 noundef %135, i64 noundef %138, i64 noundef %139), !dbg !374
  %143 = load double, ptr %92, align 8, !dbg !375, !tbaa !305
  %144 = load double, ptr %94, align 8, !dbg !376, !tbaa !305
  %145 = load double, ptr %95, align 8, !dbg !377, !tbaa !305
  %146 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %91, double noundef %143, double noundef %144, double noundef %145), !dbg !378
    #dbg_value(i32 0, !146, !DIExpression(), !379)
  br label %154, !dbg !380

147:                                              ; preds = %115, %147
  %148 = phi i64 [ 0, %115 ], [ %152, %147 ]
    #dbg_value(i64 %148, !137, !DIExpression(), !338)
  %149 = trunc i64 %148 to i16, !dbg !381
  %150 = mul nsw i16 %149, -1000, !dbg !381
  %151 = getelementptr inbounds i16, ptr %116, i64 %148, !dbg !383
  store i16 %150, ptr %151, align 2, !dbg !384, !tbaa !385
  %152 = add nuw nsw i64 %148, 1, !dbg !387
    #dbg_value(i64 %152, !137, !DIExpression(), !338)
  %153 = icmp eq i64 %152, 7, !dbg !388
  br i1 %153, label %134, label %147, !dbg !339, !llvm.loop !389

154:                                              ; preds = %134, %154
  %155 = phi i64 [ 0, %134 ], [ %166, %154 ]
    #dbg_value(i64 %155, !146, !DIExpression(), !379)
  %156 = getelementptr inbounds %struct.particle, ptr %104, i64 %155, !dbg !391
  %157 = getelementptr inbounds i8, ptr %156, i64 16, !dbg !393
  %158 = load i32, ptr %157, align 8, !dbg !393, !tbaa !354
  %159 = load double, ptr %156, align 8, !dbg !394, !tbaa !346
  %160 = getelementptr inbounds i8, ptr %156, i64 8, !dbg !395
  %161 = load double, ptr %160, align 8, !dbg !395, !tbaa !351
  %162 = getelementptr inbounds i8, ptr %156, i64 20, !dbg !396
  %163 = load i8, ptr %162, align 4, !dbg !396, !tbaa !358
  %164 = sext i8 %163 to i32, !dbg !397
  %165 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %158, double noundef %159, double noundef %161, i32 noundef %164), !dbg !398
  %166 = add nuw nsw i64 %155, 1, !dbg !399
    #dbg_value(i64 %166, !146, !DIExpression(), !379)
  %167 = icmp eq i64 %166, 4, !dbg !400
  br i1 %167, label %182, label %154, !dbg !380, !llvm.loop !401

168:                                              ; preds = %182
  %169 = load i8, ptr %141, align 1, !dbg !403, !tbaa !172
  %170 = zext i8 %169 to i32, !dbg !403
  %171 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %188, i32 noundef %170), !dbg !404
    #dbg_value(i64 10000, !286, !DIExpression(), !405)
    #dbg_value(i64 8, !291, !DIExpression(), !405)
  %172 = load i64, ptr @arena_top, align 8, !dbg !407, !tbaa !296
  %173 = add i64 %172, 7, !dbg !408
  %174 = and i64 %173, -8, !dbg !409
    #dbg_value(i64 %174, !292, !DIExpression(), !405)
  %175 = add i64 %174, 10000, !dbg !410
  %176 = icmp ugt i64 %175, 4096, !dbg !411
  br i1 %176, label %178, label %177, !dbg !412

177:                                              ; preds = %168
  store i64 %175, ptr @arena_top, align 8, !dbg !413, !tbaa !296
  br label %178, !dbg !414

178:                                              ; preds = %168, %177
    #dbg_value(ptr poison, !151, !DIExpression(), !153)
  %179 = zext i1 %176 to i32, !dbg !415
  %180 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %179), !dbg !416
  %181 = load ptr, ptr @arena, align 8, !dbg !417, !tbaa !162
  tail call void @free(ptr noundef %181) #9, !dbg !418
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %1) #9, !dbg !419
  ret i32 0, !dbg !420

182:                                              ; preds = %154, %182
  %183 = phi i64 [ %189, %182 ], [ 0, %154 ]
  %184 = phi i32 [ %188, %182 ], [ 0, %154 ]
    #dbg_value(i64 %183, !149, !DIExpression(), !421)
    #dbg_value(i32 %184, !148, !DIExpression(), !153)
  %185 = getelementptr inbounds i16, ptr %116, i64 %183, !dbg !422
  %186 = load i16, ptr %185, align 2, !dbg !422, !tbaa !385
  %187 = sext i16 %186 to i32, !dbg !422
  %188 = add nsw i32 %184, %187, !dbg !424
    #dbg_value(i32 %188, !148, !DIExpression(), !153)
  %189 = add nuw nsw i64 %183, 1, !dbg !425
    #dbg_value(i64 %189, !149, !DIExpression(), !421)
  %190 = icmp eq i64 %189, 7, !dbg !426
  br i1 %190, label %168, label %182, !dbg !427, !llvm.loop !428
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !430 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !437 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !441 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #9 = { nounwind }
attributes #10 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!92, !93, !94, !95, !96, !97, !98}
!llvm.ident = !{!99}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "mem_pool.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "e089280203910ec0b978cacb84ef4429")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 448, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 56)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "pool_used", scope: !9, file: !2, line: 21, type: !91, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !19, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11, !12, !15, !4, !17, !18}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !13, line: 18, baseType: !14)
!13 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!14 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!17 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!18 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!19 = !{!0, !20, !25, !30, !35, !40, !45, !47, !52, !57, !62, !67, !7, !72, !74, !76, !86}
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 28)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 21)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !2, line: 81, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 5)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 84, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 2)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 88, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 464, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 58)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !32, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 114, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 456, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 57)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 116, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 17)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 118, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 25)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 122, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 41)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !2, line: 124, type: !69, isLocal: true, isDefinition: true)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 35)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(name: "arena", scope: !9, file: !2, line: 50, type: !15, isLocal: true, isDefinition: true)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(name: "arena_top", scope: !9, file: !2, line: 51, type: !12, isLocal: true, isDefinition: true)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(name: "free_list", scope: !9, file: !2, line: 20, type: !78, isLocal: true, isDefinition: true)
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 64)
!79 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "block", file: !2, line: 14, size: 256, elements: !80)
!80 = !{!81, !82}
!81 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !79, file: !2, line: 15, baseType: !78, size: 64)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "bytes", scope: !79, file: !2, line: 16, baseType: !83, size: 256)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 256, elements: !84)
!84 = !{!85}
!85 = !DISubrange(count: 32)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(name: "pool_mem", scope: !9, file: !2, line: 19, type: !88, isLocal: true, isDefinition: true)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !79, size: 16384, elements: !89)
!89 = !{!90}
!90 = !DISubrange(count: 64)
!91 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!92 = !{i32 7, !"Dwarf Version", i32 5}
!93 = !{i32 2, !"Debug Info Version", i32 3}
!94 = !{i32 1, !"wchar_size", i32 4}
!95 = !{i32 8, !"PIC Level", i32 2}
!96 = !{i32 7, !"PIE Level", i32 2}
!97 = !{i32 7, !"uwtable", i32 2}
!98 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!99 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!100 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 67, type: !101, scopeLine: 67, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !103)
!101 = !DISubroutineType(types: !102)
!102 = !{!91}
!103 = !{!104, !106, !107, !109, !111, !113, !116, !117, !119, !122, !123, !131, !132, !134, !136, !137, !139, !145, !146, !148, !149, !151}
!104 = !DILocalVariable(name: "held", scope: !100, file: !2, line: 69, type: !105)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !78, size: 4096, elements: !89)
!106 = !DILocalVariable(name: "nheld", scope: !100, file: !2, line: 70, type: !91)
!107 = !DILocalVariable(name: "i", scope: !108, file: !2, line: 71, type: !91)
!108 = distinct !DILexicalBlock(scope: !100, file: !2, line: 71, column: 5)
!109 = !DILocalVariable(name: "i", scope: !110, file: !2, line: 75, type: !91)
!110 = distinct !DILexicalBlock(scope: !100, file: !2, line: 75, column: 5)
!111 = !DILocalVariable(name: "i", scope: !112, file: !2, line: 79, type: !91)
!112 = distinct !DILexicalBlock(scope: !100, file: !2, line: 79, column: 5)
!113 = !DILocalVariable(name: "p", scope: !114, file: !2, line: 80, type: !78)
!114 = distinct !DILexicalBlock(scope: !115, file: !2, line: 79, column: 34)
!115 = distinct !DILexicalBlock(scope: !112, file: !2, line: 79, column: 5)
!116 = !DILocalVariable(name: "count", scope: !100, file: !2, line: 85, type: !91)
!117 = !DILocalVariable(name: "s", scope: !100, file: !2, line: 92, type: !118)
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!119 = !DILocalVariable(name: "d", scope: !100, file: !2, line: 94, type: !120)
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !121, size: 64)
!121 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!122 = !DILocalVariable(name: "d_off", scope: !100, file: !2, line: 95, type: !12)
!123 = !DILocalVariable(name: "ps", scope: !100, file: !2, line: 99, type: !124)
!124 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 64)
!125 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "particle", file: !2, line: 61, size: 192, elements: !126)
!126 = !{!127, !128, !129, !130}
!127 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !125, file: !2, line: 62, baseType: !121, size: 64)
!128 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !125, file: !2, line: 62, baseType: !121, size: 64, offset: 64)
!129 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !125, file: !2, line: 63, baseType: !91, size: 32, offset: 128)
!130 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !125, file: !2, line: 64, baseType: !4, size: 8, offset: 160)
!131 = !DILocalVariable(name: "p_off", scope: !100, file: !2, line: 100, type: !12)
!132 = !DILocalVariable(name: "i", scope: !133, file: !2, line: 101, type: !91)
!133 = distinct !DILexicalBlock(scope: !100, file: !2, line: 101, column: 5)
!134 = !DILocalVariable(name: "sh", scope: !100, file: !2, line: 107, type: !135)
!135 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!136 = !DILocalVariable(name: "s_off", scope: !100, file: !2, line: 108, type: !12)
!137 = !DILocalVariable(name: "i", scope: !138, file: !2, line: 109, type: !91)
!138 = distinct !DILexicalBlock(scope: !100, file: !2, line: 109, column: 5)
!139 = !DILocalVariable(name: "big", scope: !100, file: !2, line: 111, type: !140)
!140 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !141, size: 64)
!141 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !142, line: 27, baseType: !143)
!142 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!143 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !144, line: 45, baseType: !14)
!144 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!145 = !DILocalVariable(name: "b_off", scope: !100, file: !2, line: 112, type: !12)
!146 = !DILocalVariable(name: "i", scope: !147, file: !2, line: 117, type: !91)
!147 = distinct !DILexicalBlock(scope: !100, file: !2, line: 117, column: 5)
!148 = !DILocalVariable(name: "ssum", scope: !100, file: !2, line: 119, type: !91)
!149 = !DILocalVariable(name: "i", scope: !150, file: !2, line: 120, type: !91)
!150 = distinct !DILexicalBlock(scope: !100, file: !2, line: 120, column: 5)
!151 = !DILocalVariable(name: "fail", scope: !100, file: !2, line: 123, type: !11)
!152 = distinct !DIAssignID()
!153 = !DILocation(line: 0, scope: !100)
!154 = !DILocation(line: 24, column: 15, scope: !155, inlinedAt: !161)
!155 = distinct !DISubprogram(name: "pool_init", scope: !2, file: !2, line: 23, type: !156, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !158)
!156 = !DISubroutineType(types: !157)
!157 = !{null}
!158 = !{!159}
!159 = !DILocalVariable(name: "i", scope: !160, file: !2, line: 25, type: !91)
!160 = distinct !DILexicalBlock(scope: !155, file: !2, line: 25, column: 5)
!161 = distinct !DILocation(line: 68, column: 5, scope: !100)
!162 = !{!163, !163, i64 0}
!163 = !{!"any pointer", !164, i64 0}
!164 = !{!"omnipotent char", !165, i64 0}
!165 = !{!"Simple C/C++ TBAA"}
!166 = !DILocation(line: 0, scope: !160, inlinedAt: !161)
!167 = !DILocation(line: 25, column: 5, scope: !160, inlinedAt: !161)
!168 = !DILocation(line: 26, column: 9, scope: !169, inlinedAt: !161)
!169 = distinct !DILexicalBlock(scope: !170, file: !2, line: 25, column: 48)
!170 = distinct !DILexicalBlock(scope: !160, file: !2, line: 25, column: 5)
!171 = !DILocation(line: 26, column: 26, scope: !169, inlinedAt: !161)
!172 = !{!164, !164, i64 0}
!173 = !DILocation(line: 25, column: 44, scope: !170, inlinedAt: !161)
!174 = !DILocation(line: 25, column: 37, scope: !170, inlinedAt: !161)
!175 = distinct !{!175, !167, !176, !177, !178}
!176 = !DILocation(line: 28, column: 5, scope: !160, inlinedAt: !161)
!177 = !{!"llvm.loop.mustprogress"}
!178 = !{!"llvm.loop.unroll.disable"}
!179 = !DILocation(line: 0, scope: !169, inlinedAt: !161)
!180 = !DILocation(line: 29, column: 15, scope: !155, inlinedAt: !161)
!181 = !{!182, !182, i64 0}
!182 = !{!"int", !164, i64 0}
!183 = !DILocation(line: 69, column: 5, scope: !100)
!184 = !DILocation(line: 0, scope: !108)
!185 = !DILocation(line: 71, column: 5, scope: !108)
!186 = !DILocation(line: 73, column: 72, scope: !100)
!187 = !DILocation(line: 74, column: 24, scope: !100)
!188 = !DILocalVariable(name: "p", arg: 1, scope: !189, file: !2, line: 47, type: !192)
!189 = distinct !DISubprogram(name: "block_index", scope: !2, file: !2, line: 47, type: !190, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !194)
!190 = !DISubroutineType(types: !191)
!191 = !{!18, !192}
!192 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !193, size: 64)
!193 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !79)
!194 = !{!188}
!195 = !DILocation(line: 0, scope: !189, inlinedAt: !196)
!196 = distinct !DILocation(line: 74, column: 12, scope: !100)
!197 = !DILocation(line: 47, column: 65, scope: !189, inlinedAt: !196)
!198 = !DILocation(line: 74, column: 46, scope: !100)
!199 = !DILocation(line: 0, scope: !189, inlinedAt: !200)
!200 = distinct !DILocation(line: 74, column: 34, scope: !100)
!201 = !DILocation(line: 47, column: 65, scope: !189, inlinedAt: !200)
!202 = !DILocation(line: 73, column: 5, scope: !100)
!203 = !DILocation(line: 0, scope: !110)
!204 = !DILocation(line: 75, column: 5, scope: !110)
!205 = !DILocation(line: 33, column: 10, scope: !206, inlinedAt: !212)
!206 = distinct !DILexicalBlock(scope: !207, file: !2, line: 33, column: 9)
!207 = distinct !DISubprogram(name: "pool_alloc", scope: !2, file: !2, line: 32, type: !208, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !210)
!208 = !DISubroutineType(types: !209)
!209 = !{!78}
!210 = !{!211}
!211 = !DILocalVariable(name: "blk", scope: !207, file: !2, line: 35, type: !78)
!212 = distinct !DILocation(line: 72, column: 25, scope: !213)
!213 = distinct !DILexicalBlock(scope: !108, file: !2, line: 71, column: 5)
!214 = !DILocation(line: 33, column: 9, scope: !207, inlinedAt: !212)
!215 = !DILocation(line: 0, scope: !207, inlinedAt: !212)
!216 = !DILocation(line: 36, column: 22, scope: !207, inlinedAt: !212)
!217 = !DILocation(line: 36, column: 15, scope: !207, inlinedAt: !212)
!218 = !DILocation(line: 37, column: 14, scope: !207, inlinedAt: !212)
!219 = !DILocation(line: 72, column: 19, scope: !213)
!220 = !DILocation(line: 72, column: 9, scope: !213)
!221 = !DILocation(line: 72, column: 23, scope: !213)
!222 = !DILocation(line: 71, column: 23, scope: !213)
!223 = distinct !{!223, !185, !224, !177, !178}
!224 = !DILocation(line: 72, column: 36, scope: !108)
!225 = !DILocation(line: 44, column: 14, scope: !226, inlinedAt: !231)
!226 = distinct !DISubprogram(name: "pool_free", scope: !2, file: !2, line: 41, type: !227, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !229)
!227 = !DISubroutineType(types: !228)
!228 = !{null, !78}
!229 = !{!230}
!230 = !DILocalVariable(name: "blk", arg: 1, scope: !226, file: !2, line: 41, type: !78)
!231 = distinct !DILocation(line: 76, column: 9, scope: !232)
!232 = distinct !DILexicalBlock(scope: !110, file: !2, line: 75, column: 5)
!233 = !DILocation(line: 77, column: 5, scope: !100)
!234 = !DILocation(line: 78, column: 5, scope: !100)
!235 = !DILocation(line: 0, scope: !112)
!236 = !DILocation(line: 79, column: 5, scope: !112)
!237 = !DILocation(line: 76, column: 19, scope: !232)
!238 = !DILocation(line: 0, scope: !226, inlinedAt: !231)
!239 = !DILocation(line: 42, column: 17, scope: !226, inlinedAt: !231)
!240 = !DILocation(line: 42, column: 15, scope: !226, inlinedAt: !231)
!241 = !DILocation(line: 43, column: 15, scope: !226, inlinedAt: !231)
!242 = !DILocation(line: 75, column: 31, scope: !232)
!243 = !DILocation(line: 75, column: 23, scope: !232)
!244 = distinct !{!244, !204, !245, !177, !178}
!245 = !DILocation(line: 76, column: 26, scope: !110)
!246 = !DILocation(line: 84, column: 5, scope: !100)
!247 = !DILocation(line: 33, column: 10, scope: !206, inlinedAt: !248)
!248 = distinct !DILocation(line: 86, column: 12, scope: !100)
!249 = !DILocation(line: 33, column: 9, scope: !207, inlinedAt: !248)
!250 = !DILocation(line: 86, column: 5, scope: !100)
!251 = !DILocation(line: 33, column: 10, scope: !206, inlinedAt: !252)
!252 = distinct !DILocation(line: 80, column: 26, scope: !114)
!253 = !DILocation(line: 33, column: 9, scope: !207, inlinedAt: !252)
!254 = !DILocation(line: 0, scope: !207, inlinedAt: !252)
!255 = !DILocation(line: 36, column: 22, scope: !207, inlinedAt: !252)
!256 = !DILocation(line: 36, column: 15, scope: !207, inlinedAt: !252)
!257 = !DILocation(line: 37, column: 14, scope: !207, inlinedAt: !252)
!258 = !DILocation(line: 0, scope: !114)
!259 = !DILocation(line: 0, scope: !189, inlinedAt: !260)
!260 = distinct !DILocation(line: 81, column: 24, scope: !114)
!261 = !DILocation(line: 47, column: 65, scope: !189, inlinedAt: !260)
!262 = !DILocation(line: 81, column: 9, scope: !114)
!263 = !DILocation(line: 82, column: 9, scope: !114)
!264 = !DILocation(line: 79, column: 30, scope: !115)
!265 = !DILocation(line: 79, column: 23, scope: !115)
!266 = distinct !{!266, !236, !267, !177, !178}
!267 = !DILocation(line: 83, column: 5, scope: !112)
!268 = !DILocation(line: 0, scope: !207, inlinedAt: !248)
!269 = !DILocation(line: 36, column: 22, scope: !207, inlinedAt: !248)
!270 = !DILocation(line: 36, column: 15, scope: !207, inlinedAt: !248)
!271 = !DILocation(line: 37, column: 14, scope: !207, inlinedAt: !248)
!272 = !DILocation(line: 87, column: 14, scope: !100)
!273 = distinct !{!273, !250, !272, !177, !178}
!274 = !DILocation(line: 88, column: 81, scope: !100)
!275 = !DILocation(line: 33, column: 10, scope: !206, inlinedAt: !276)
!276 = distinct !DILocation(line: 89, column: 12, scope: !100)
!277 = !DILocation(line: 33, column: 9, scope: !207, inlinedAt: !276)
!278 = !DILocation(line: 0, scope: !207, inlinedAt: !276)
!279 = !DILocation(line: 36, column: 22, scope: !207, inlinedAt: !276)
!280 = !DILocation(line: 36, column: 15, scope: !207, inlinedAt: !276)
!281 = !DILocation(line: 37, column: 14, scope: !207, inlinedAt: !276)
!282 = !DILocation(line: 89, column: 25, scope: !100)
!283 = !DILocation(line: 88, column: 5, scope: !100)
!284 = !DILocation(line: 90, column: 13, scope: !100)
!285 = !DILocation(line: 90, column: 11, scope: !100)
!286 = !DILocalVariable(name: "size", arg: 1, scope: !287, file: !2, line: 53, type: !12)
!287 = distinct !DISubprogram(name: "arena_alloc", scope: !2, file: !2, line: 53, type: !288, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !290)
!288 = !DISubroutineType(types: !289)
!289 = !{!11, !12, !12}
!290 = !{!286, !291, !292}
!291 = !DILocalVariable(name: "align", arg: 2, scope: !287, file: !2, line: 53, type: !12)
!292 = !DILocalVariable(name: "off", scope: !287, file: !2, line: 54, type: !12)
!293 = !DILocation(line: 0, scope: !287, inlinedAt: !294)
!294 = distinct !DILocation(line: 92, column: 15, scope: !100)
!295 = !DILocation(line: 57, column: 15, scope: !287, inlinedAt: !294)
!296 = !{!297, !297, i64 0}
!297 = !{!"long", !164, i64 0}
!298 = !DILocation(line: 93, column: 5, scope: !100)
!299 = !DILocation(line: 0, scope: !287, inlinedAt: !300)
!300 = distinct !DILocation(line: 94, column: 17, scope: !100)
!301 = !DILocation(line: 57, column: 15, scope: !287, inlinedAt: !300)
!302 = !DILocation(line: 58, column: 18, scope: !287, inlinedAt: !300)
!303 = !DILocation(line: 95, column: 48, scope: !100)
!304 = !DILocation(line: 96, column: 10, scope: !100)
!305 = !{!306, !306, i64 0}
!306 = !{!"double", !164, i64 0}
!307 = !DILocation(line: 97, column: 5, scope: !100)
!308 = !DILocation(line: 97, column: 10, scope: !100)
!309 = !DILocation(line: 98, column: 5, scope: !100)
!310 = !DILocation(line: 98, column: 10, scope: !100)
!311 = !DILocation(line: 0, scope: !287, inlinedAt: !312)
!312 = distinct !DILocation(line: 99, column: 27, scope: !100)
!313 = !DILocation(line: 54, column: 19, scope: !287, inlinedAt: !312)
!314 = !DILocation(line: 54, column: 37, scope: !287, inlinedAt: !312)
!315 = !DILocation(line: 54, column: 42, scope: !287, inlinedAt: !312)
!316 = !DILocation(line: 55, column: 13, scope: !317, inlinedAt: !312)
!317 = distinct !DILexicalBlock(scope: !287, file: !2, line: 55, column: 9)
!318 = !DILocation(line: 55, column: 20, scope: !317, inlinedAt: !312)
!319 = !DILocation(line: 55, column: 9, scope: !287, inlinedAt: !312)
!320 = !DILocation(line: 57, column: 15, scope: !287, inlinedAt: !312)
!321 = !DILocation(line: 58, column: 18, scope: !287, inlinedAt: !312)
!322 = !DILocation(line: 58, column: 5, scope: !287, inlinedAt: !312)
!323 = !DILocation(line: 100, column: 49, scope: !100)
!324 = !DILocation(line: 0, scope: !133)
!325 = !DILocation(line: 101, column: 5, scope: !133)
!326 = !DILocation(line: 0, scope: !287, inlinedAt: !327)
!327 = distinct !DILocation(line: 107, column: 17, scope: !100)
!328 = !DILocation(line: 54, column: 19, scope: !287, inlinedAt: !327)
!329 = !DILocation(line: 54, column: 37, scope: !287, inlinedAt: !327)
!330 = !DILocation(line: 54, column: 42, scope: !287, inlinedAt: !327)
!331 = !DILocation(line: 55, column: 13, scope: !317, inlinedAt: !327)
!332 = !DILocation(line: 55, column: 20, scope: !317, inlinedAt: !327)
!333 = !DILocation(line: 55, column: 9, scope: !287, inlinedAt: !327)
!334 = !DILocation(line: 57, column: 15, scope: !287, inlinedAt: !327)
!335 = !DILocation(line: 58, column: 18, scope: !287, inlinedAt: !327)
!336 = !DILocation(line: 58, column: 5, scope: !287, inlinedAt: !327)
!337 = !DILocation(line: 108, column: 49, scope: !100)
!338 = !DILocation(line: 0, scope: !138)
!339 = !DILocation(line: 109, column: 5, scope: !138)
!340 = !DILocation(line: 102, column: 19, scope: !341)
!341 = distinct !DILexicalBlock(scope: !342, file: !2, line: 101, column: 33)
!342 = distinct !DILexicalBlock(scope: !133, file: !2, line: 101, column: 5)
!343 = !DILocation(line: 102, column: 21, scope: !341)
!344 = !DILocation(line: 102, column: 9, scope: !341)
!345 = !DILocation(line: 102, column: 17, scope: !341)
!346 = !{!347, !306, i64 0}
!347 = !{!"particle", !306, i64 0, !306, i64 8, !182, i64 16, !164, i64 20}
!348 = !DILocation(line: 103, column: 21, scope: !341)
!349 = !DILocation(line: 103, column: 15, scope: !341)
!350 = !DILocation(line: 103, column: 17, scope: !341)
!351 = !{!347, !306, i64 8}
!352 = !DILocation(line: 104, column: 15, scope: !341)
!353 = !DILocation(line: 104, column: 18, scope: !341)
!354 = !{!347, !182, i64 16}
!355 = !DILocation(line: 105, column: 21, scope: !341)
!356 = !DILocation(line: 105, column: 15, scope: !341)
!357 = !DILocation(line: 105, column: 19, scope: !341)
!358 = !{!347, !164, i64 20}
!359 = !DILocation(line: 101, column: 29, scope: !342)
!360 = !DILocation(line: 101, column: 23, scope: !342)
!361 = distinct !{!361, !325, !362, !177, !178}
!362 = !DILocation(line: 106, column: 5, scope: !133)
!363 = !DILocation(line: 0, scope: !287, inlinedAt: !364)
!364 = distinct !DILocation(line: 111, column: 21, scope: !100)
!365 = !DILocation(line: 54, column: 19, scope: !287, inlinedAt: !364)
!366 = !DILocation(line: 54, column: 37, scope: !287, inlinedAt: !364)
!367 = !DILocation(line: 54, column: 42, scope: !287, inlinedAt: !364)
!368 = !DILocation(line: 55, column: 13, scope: !317, inlinedAt: !364)
!369 = !DILocation(line: 55, column: 20, scope: !317, inlinedAt: !364)
!370 = !DILocation(line: 55, column: 9, scope: !287, inlinedAt: !364)
!371 = !DILocation(line: 57, column: 15, scope: !287, inlinedAt: !364)
!372 = !DILocation(line: 58, column: 18, scope: !287, inlinedAt: !364)
!373 = !DILocation(line: 113, column: 10, scope: !100)
!374 = !DILocation(line: 114, column: 5, scope: !100)
!375 = !DILocation(line: 116, column: 36, scope: !100)
!376 = !DILocation(line: 116, column: 42, scope: !100)
!377 = !DILocation(line: 116, column: 48, scope: !100)
!378 = !DILocation(line: 116, column: 5, scope: !100)
!379 = !DILocation(line: 0, scope: !147)
!380 = !DILocation(line: 117, column: 5, scope: !147)
!381 = !DILocation(line: 110, column: 17, scope: !382)
!382 = distinct !DILexicalBlock(scope: !138, file: !2, line: 109, column: 5)
!383 = !DILocation(line: 110, column: 9, scope: !382)
!384 = !DILocation(line: 110, column: 15, scope: !382)
!385 = !{!386, !386, i64 0}
!386 = !{!"short", !164, i64 0}
!387 = !DILocation(line: 109, column: 29, scope: !382)
!388 = !DILocation(line: 109, column: 23, scope: !382)
!389 = distinct !{!389, !339, !390, !177, !178}
!390 = !DILocation(line: 110, column: 34, scope: !138)
!391 = !DILocation(line: 118, column: 45, scope: !392)
!392 = distinct !DILexicalBlock(scope: !147, file: !2, line: 117, column: 5)
!393 = !DILocation(line: 118, column: 51, scope: !392)
!394 = !DILocation(line: 118, column: 61, scope: !392)
!395 = !DILocation(line: 118, column: 70, scope: !392)
!396 = !DILocation(line: 118, column: 79, scope: !392)
!397 = !DILocation(line: 118, column: 73, scope: !392)
!398 = !DILocation(line: 118, column: 9, scope: !392)
!399 = !DILocation(line: 117, column: 29, scope: !392)
!400 = !DILocation(line: 117, column: 23, scope: !392)
!401 = distinct !{!401, !380, !402, !177, !178}
!402 = !DILocation(line: 118, column: 82, scope: !147)
!403 = !DILocation(line: 122, column: 63, scope: !100)
!404 = !DILocation(line: 122, column: 5, scope: !100)
!405 = !DILocation(line: 0, scope: !287, inlinedAt: !406)
!406 = distinct !DILocation(line: 123, column: 18, scope: !100)
!407 = !DILocation(line: 54, column: 19, scope: !287, inlinedAt: !406)
!408 = !DILocation(line: 54, column: 37, scope: !287, inlinedAt: !406)
!409 = !DILocation(line: 54, column: 42, scope: !287, inlinedAt: !406)
!410 = !DILocation(line: 55, column: 13, scope: !317, inlinedAt: !406)
!411 = !DILocation(line: 55, column: 20, scope: !317, inlinedAt: !406)
!412 = !DILocation(line: 55, column: 9, scope: !287, inlinedAt: !406)
!413 = !DILocation(line: 57, column: 15, scope: !287, inlinedAt: !406)
!414 = !DILocation(line: 58, column: 5, scope: !287, inlinedAt: !406)
!415 = !DILocation(line: 124, column: 56, scope: !100)
!416 = !DILocation(line: 124, column: 5, scope: !100)
!417 = !DILocation(line: 125, column: 10, scope: !100)
!418 = !DILocation(line: 125, column: 5, scope: !100)
!419 = !DILocation(line: 127, column: 1, scope: !100)
!420 = !DILocation(line: 126, column: 5, scope: !100)
!421 = !DILocation(line: 0, scope: !150)
!422 = !DILocation(line: 121, column: 17, scope: !423)
!423 = distinct !DILexicalBlock(scope: !150, file: !2, line: 120, column: 5)
!424 = !DILocation(line: 121, column: 14, scope: !423)
!425 = !DILocation(line: 120, column: 29, scope: !423)
!426 = !DILocation(line: 120, column: 23, scope: !423)
!427 = !DILocation(line: 120, column: 5, scope: !150)
!428 = distinct !{!428, !427, !429, !177, !178}
!429 = !DILocation(line: 121, column: 21, scope: !150)
!430 = !DISubprogram(name: "printf", scope: !431, file: !431, line: 356, type: !432, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!431 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!432 = !DISubroutineType(types: !433)
!433 = !{!91, !434, null}
!434 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !435)
!435 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !436, size: 64)
!436 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!437 = !DISubprogram(name: "malloc", scope: !438, file: !438, line: 553, type: !439, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!438 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!439 = !DISubroutineType(types: !440)
!440 = !{!11, !12}
!441 = !DISubprogram(name: "free", scope: !438, file: !438, line: 568, type: !442, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!442 = !DISubroutineType(types: !443)
!443 = !{null, !11}
