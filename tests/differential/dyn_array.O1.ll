; ModuleID = 'dyn_array.c'
source_filename = "dyn_array.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.pt = type { double, double, i32 }

@.str = private unnamed_addr constant [26 x i8] c"len=%zu cap=%zu grows=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [9 x i8] c"sum=%ld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [59 x i8] c"after inserts: len=%zu first=%d [500]=%d last=%d [501]=%d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [41 x i8] c"after removes: len=%zu first=%d last=%d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [29 x i8] c"shrunk cap=%zu weighted=%ld\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [34 x i8] c"centroid (%.4f, %.4f) last id %d\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [34 x i8] c"after shrink pts[9].id=%d x=%.1f\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [13 x i8] c"from realloc\00", align 1, !dbg !34
@.str.9 = private unnamed_addr constant [5 x i8] c"%d%s\00", align 1, !dbg !39
@.str.10 = private unnamed_addr constant [3 x i8] c";\0A\00", align 1, !dbg !44
@.str.11 = private unnamed_addr constant [2 x i8] c",\00", align 1, !dbg !49
@.str.12 = private unnamed_addr constant [28 x i8] c"builder len=%zu cap=%zu:\0A%s\00", align 1, !dbg !54
@.str.13 = private unnamed_addr constant [60 x i8] c"the quick brown fox jumps over the lazy dog again and again\00", align 1, !dbg !59
@.str.14 = private unnamed_addr constant [21 x i8] c"%zu words, reversed:\00", align 1, !dbg !64
@.str.15 = private unnamed_addr constant [4 x i8] c" %s\00", align 1, !dbg !69

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !94 {
  %1 = alloca [32 x i8], align 16, !DIAssignID !161
    #dbg_assign(i1 undef, !141, !DIExpression(), !161, ptr %1, !DIExpression(), !162)
    #dbg_value(ptr null, !99, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !163)
    #dbg_value(i64 0, !99, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !163)
    #dbg_value(i64 0, !99, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !163)
    #dbg_value(i32 0, !99, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !163)
    #dbg_value(i32 0, !99, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !163)
    #dbg_value(i32 0, !107, !DIExpression(), !164)
  br label %4, !dbg !165

2:                                                ; preds = %23
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 1000, i64 noundef %24, i32 noundef %25), !dbg !166
    #dbg_value(i64 0, !109, !DIExpression(), !163)
    #dbg_value(i64 0, !110, !DIExpression(), !167)
  br label %67, !dbg !168

4:                                                ; preds = %0, %23
  %5 = phi ptr [ null, %0 ], [ %26, %23 ]
  %6 = phi i32 [ 0, %0 ], [ %25, %23 ]
  %7 = phi i64 [ 0, %0 ], [ %24, %23 ]
  %8 = phi i64 [ 0, %0 ], [ %27, %23 ]
  %9 = trunc i64 %8 to i32
    #dbg_value(i32 %9, !107, !DIExpression(), !164)
    #dbg_value(ptr %5, !99, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !163)
    #dbg_value(i32 %6, !99, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !163)
    #dbg_value(i64 %7, !99, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !163)
    #dbg_value(i64 %8, !99, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !163)
  %10 = mul nuw nsw i32 %9, 3, !dbg !169
  %11 = urem i32 %10, 1001, !dbg !171
    #dbg_value(ptr undef, !172, !DIExpression(), !183)
    #dbg_value(i32 %11, !178, !DIExpression(), !183)
  %12 = icmp eq i64 %8, %7, !dbg !185
  br i1 %12, label %13, label %23, !dbg !186

13:                                               ; preds = %4
  %14 = icmp eq i64 %7, 0, !dbg !187
  %15 = shl i64 %7, 1
  %16 = select i1 %14, i64 1, i64 %15, !dbg !187
    #dbg_value(i64 %16, !179, !DIExpression(), !188)
  %17 = shl i64 %16, 2, !dbg !189
  %18 = tail call ptr @realloc(ptr noundef %5, i64 noundef %17) #10, !dbg !190
    #dbg_value(ptr %18, !182, !DIExpression(), !188)
  %19 = icmp eq ptr %18, null, !dbg !191
  br i1 %19, label %20, label %21, !dbg !193

20:                                               ; preds = %13
  tail call void @exit(i32 noundef 1) #11, !dbg !194
  unreachable, !dbg !194

21:                                               ; preds = %13
    #dbg_value(ptr %18, !99, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !163)
    #dbg_value(i64 %16, !99, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !163)
  %22 = add nsw i32 %6, 1, !dbg !195
    #dbg_value(i32 %22, !99, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !163)
  br label %23, !dbg !196

23:                                               ; preds = %4, %21
  %24 = phi i64 [ %16, %21 ], [ %7, %4 ], !dbg !163
  %25 = phi i32 [ %22, %21 ], [ %6, %4 ], !dbg !163
  %26 = phi ptr [ %18, %21 ], [ %5, %4 ], !dbg !163
    #dbg_value(ptr %26, !99, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !163)
    #dbg_value(i32 %25, !99, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !163)
    #dbg_value(i64 poison, !99, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !163)
  %27 = add nuw nsw i64 %8, 1, !dbg !197
    #dbg_value(i64 %27, !99, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !163)
  %28 = getelementptr inbounds i32, ptr %26, i64 %8, !dbg !198
  store i32 %11, ptr %28, align 4, !dbg !199, !tbaa !200
    #dbg_value(ptr %26, !99, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !163)
    #dbg_value(i32 %25, !99, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !163)
    #dbg_value(i64 poison, !99, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !163)
    #dbg_value(i64 %27, !99, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !163)
    #dbg_value(i64 %27, !107, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !164)
  %29 = icmp eq i64 %27, 1000, !dbg !204
  br i1 %29, label %2, label %4, !dbg !165, !llvm.loop !205

30:                                               ; preds = %67
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %73), !dbg !209
    #dbg_value(ptr undef, !210, !DIExpression(), !217)
    #dbg_value(i64 0, !215, !DIExpression(), !217)
    #dbg_value(i32 -1, !216, !DIExpression(), !217)
    #dbg_value(ptr undef, !172, !DIExpression(), !219)
    #dbg_value(i32 0, !178, !DIExpression(), !219)
  %32 = icmp eq i64 %24, 1000, !dbg !221
  br i1 %32, label %33, label %37, !dbg !222

33:                                               ; preds = %30
    #dbg_value(i64 2000, !179, !DIExpression(), !223)
  %34 = tail call dereferenceable_or_null(8000) ptr @realloc(ptr noundef %26, i64 noundef 8000) #10, !dbg !224
    #dbg_value(ptr %34, !182, !DIExpression(), !223)
  %35 = icmp eq ptr %34, null, !dbg !225
  br i1 %35, label %36, label %37, !dbg !226

36:                                               ; preds = %33
  tail call void @exit(i32 noundef 1) #11, !dbg !227
  unreachable, !dbg !227

37:                                               ; preds = %33, %30
  %38 = phi i64 [ %24, %30 ], [ 2000, %33 ], !dbg !163
  %39 = phi ptr [ %26, %30 ], [ %34, %33 ], !dbg !163
    #dbg_value(ptr %39, !99, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !163)
    #dbg_value(i32 poison, !99, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !163)
    #dbg_value(i64 poison, !99, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !163)
    #dbg_value(i64 1001, !99, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !163)
  %40 = getelementptr inbounds i8, ptr %39, i64 4000, !dbg !228
  store i32 0, ptr %40, align 4, !dbg !229, !tbaa !200
  %41 = getelementptr i8, ptr %39, i64 4, !dbg !230
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(4000) %41, ptr noundef nonnull align 4 dereferenceable(4000) %39, i64 4000, i1 false), !dbg !231
  store i32 -1, ptr %39, align 4, !dbg !232, !tbaa !200
    #dbg_value(ptr undef, !210, !DIExpression(), !233)
    #dbg_value(i64 500, !215, !DIExpression(), !233)
    #dbg_value(i32 -2, !216, !DIExpression(), !233)
    #dbg_value(ptr undef, !172, !DIExpression(), !235)
    #dbg_value(i32 0, !178, !DIExpression(), !235)
  %42 = icmp eq i64 %38, 1001, !dbg !237
  br i1 %42, label %43, label %47, !dbg !238

43:                                               ; preds = %37
    #dbg_value(i64 2002, !179, !DIExpression(), !239)
  %44 = tail call dereferenceable_or_null(8008) ptr @realloc(ptr noundef nonnull %39, i64 noundef 8008) #10, !dbg !240
    #dbg_value(ptr %44, !182, !DIExpression(), !239)
  %45 = icmp eq ptr %44, null, !dbg !241
  br i1 %45, label %46, label %47, !dbg !242

46:                                               ; preds = %43
  tail call void @exit(i32 noundef 1) #11, !dbg !243
  unreachable, !dbg !243

47:                                               ; preds = %43, %37
  %48 = phi i64 [ %38, %37 ], [ 2002, %43 ], !dbg !244
  %49 = phi ptr [ %39, %37 ], [ %44, %43 ], !dbg !246
    #dbg_value(ptr %49, !99, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !163)
    #dbg_value(i32 poison, !99, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !163)
    #dbg_value(i64 poison, !99, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !163)
    #dbg_value(i64 1002, !99, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !163)
  %50 = getelementptr inbounds i8, ptr %49, i64 4004, !dbg !247
  store i32 0, ptr %50, align 4, !dbg !248, !tbaa !200
  %51 = getelementptr i8, ptr %49, i64 2000, !dbg !249
  %52 = getelementptr i8, ptr %49, i64 2004, !dbg !249
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(2004) %52, ptr noundef nonnull align 4 dereferenceable(2004) %51, i64 2004, i1 false), !dbg !250
  store i32 -2, ptr %51, align 4, !dbg !251, !tbaa !200
    #dbg_value(ptr undef, !210, !DIExpression(), !252)
    #dbg_value(i64 1002, !215, !DIExpression(), !252)
    #dbg_value(i32 -3, !216, !DIExpression(), !252)
    #dbg_value(ptr undef, !172, !DIExpression(), !254)
    #dbg_value(i32 0, !178, !DIExpression(), !254)
  %53 = icmp eq i64 %48, 1002, !dbg !256
  br i1 %53, label %54, label %58, !dbg !257

54:                                               ; preds = %47
    #dbg_value(i64 8016, !179, !DIExpression(), !258)
  %55 = tail call dereferenceable_or_null(8016) ptr @realloc(ptr noundef nonnull %49, i64 noundef 8016) #10, !dbg !259
    #dbg_value(ptr %55, !182, !DIExpression(), !258)
  %56 = icmp eq ptr %55, null, !dbg !260
  br i1 %56, label %57, label %58, !dbg !261

57:                                               ; preds = %54
  tail call void @exit(i32 noundef 1) #11, !dbg !262
  unreachable, !dbg !262

58:                                               ; preds = %54, %47
  %59 = phi ptr [ %49, %47 ], [ %55, %54 ], !dbg !246
    #dbg_value(ptr %59, !99, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !163)
    #dbg_value(i64 1003, !99, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !163)
  %60 = getelementptr inbounds i8, ptr %59, i64 4008, !dbg !263
  store i32 -3, ptr %60, align 4, !dbg !264, !tbaa !200
  %61 = load i32, ptr %59, align 4, !dbg !265, !tbaa !200
  %62 = getelementptr inbounds i8, ptr %59, i64 2000, !dbg !266
  %63 = load i32, ptr %62, align 4, !dbg !266, !tbaa !200
  %64 = getelementptr inbounds i8, ptr %59, i64 2004, !dbg !267
  %65 = load i32, ptr %64, align 4, !dbg !267, !tbaa !200
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 1003, i32 noundef %61, i32 noundef %63, i32 noundef -3, i32 noundef %65), !dbg !268
    #dbg_value(i32 0, !112, !DIExpression(), !269)
    #dbg_value(i64 1003, !99, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !163)
  br label %82, !dbg !270

67:                                               ; preds = %2, %67
  %68 = phi i64 [ %73, %67 ], [ 0, %2 ]
  %69 = phi i64 [ %74, %67 ], [ 0, %2 ]
    #dbg_value(i64 %68, !109, !DIExpression(), !163)
    #dbg_value(i64 %69, !110, !DIExpression(), !167)
  %70 = getelementptr inbounds i32, ptr %26, i64 %69, !dbg !271
  %71 = load i32, ptr %70, align 4, !dbg !271, !tbaa !200
  %72 = sext i32 %71 to i64, !dbg !271
  %73 = add nsw i64 %68, %72, !dbg !273
    #dbg_value(i64 %73, !109, !DIExpression(), !163)
  %74 = add nuw nsw i64 %69, 1, !dbg !274
    #dbg_value(i64 %74, !110, !DIExpression(), !167)
  %75 = icmp eq i64 %74, 1000, !dbg !275
  br i1 %75, label %30, label %67, !dbg !168, !llvm.loop !276

76:                                               ; preds = %82
  %77 = load i32, ptr %59, align 4, !dbg !278, !tbaa !200
  %78 = getelementptr i8, ptr %59, i64 2808, !dbg !279
  %79 = load i32, ptr %78, align 4, !dbg !279, !tbaa !200
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 703, i32 noundef %77, i32 noundef %79), !dbg !280
    #dbg_value(ptr undef, !281, !DIExpression(), !286)
    #dbg_value(i64 703, !99, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !163)
  %81 = tail call dereferenceable_or_null(2812) ptr @realloc(ptr noundef nonnull %59, i64 noundef 2812) #10, !dbg !288
    #dbg_value(ptr %81, !99, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !163)
    #dbg_value(i64 0, !109, !DIExpression(), !163)
    #dbg_value(i64 0, !114, !DIExpression(), !289)
  br label %97, !dbg !290

82:                                               ; preds = %58, %82
  %83 = phi i64 [ 0, %58 ], [ %93, %82 ]
  %84 = phi i64 [ 1003, %58 ], [ %92, %82 ]
    #dbg_value(i64 %83, !112, !DIExpression(), !269)
    #dbg_value(i64 %84, !99, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !163)
  %85 = mul nuw nsw i64 %83, 7, !dbg !291
  %86 = urem i64 %85, %84, !dbg !293
    #dbg_value(ptr undef, !294, !DIExpression(), !300)
    #dbg_value(i64 %86, !299, !DIExpression(), !300)
  %87 = getelementptr i32, ptr %59, i64 %86, !dbg !302
  %88 = getelementptr i8, ptr %87, i64 4, !dbg !303
  %89 = xor i64 %86, -1, !dbg !304
  %90 = add i64 %84, %89, !dbg !304
  %91 = shl i64 %90, 2, !dbg !305
  tail call void @llvm.memmove.p0.p0.i64(ptr align 4 %87, ptr align 4 %88, i64 %91, i1 false), !dbg !306
  %92 = add nsw i64 %84, -1, !dbg !307
    #dbg_value(i64 %92, !99, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !163)
  %93 = add nuw nsw i64 %83, 1, !dbg !308
    #dbg_value(i64 %93, !112, !DIExpression(), !269)
  %94 = icmp eq i64 %93, 300, !dbg !309
  br i1 %94, label %76, label %82, !dbg !270, !llvm.loop !310

95:                                               ; preds = %97
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 703, i64 noundef %105), !dbg !312
  tail call void @free(ptr noundef %81) #12, !dbg !313
    #dbg_value(ptr null, !116, !DIExpression(), !163)
    #dbg_value(i64 0, !124, !DIExpression(), !163)
    #dbg_value(i32 0, !125, !DIExpression(), !314)
  br label %108, !dbg !315

97:                                               ; preds = %76, %97
  %98 = phi i64 [ %105, %97 ], [ 0, %76 ]
  %99 = phi i64 [ %106, %97 ], [ 0, %76 ]
    #dbg_value(i64 %98, !109, !DIExpression(), !163)
    #dbg_value(i64 %99, !114, !DIExpression(), !289)
  %100 = getelementptr inbounds i32, ptr %81, i64 %99, !dbg !316
  %101 = load i32, ptr %100, align 4, !dbg !316, !tbaa !200
  %102 = sext i32 %101 to i64, !dbg !316
  %103 = urem i64 %99, 5, !dbg !318
  %104 = mul nsw i64 %103, %102, !dbg !319
  %105 = add nsw i64 %104, %98, !dbg !320
    #dbg_value(i64 %105, !109, !DIExpression(), !163)
  %106 = add nuw nsw i64 %99, 1, !dbg !321
    #dbg_value(i64 %106, !114, !DIExpression(), !289)
  %107 = icmp eq i64 %106, 703, !dbg !322
  br i1 %107, label %95, label %97, !dbg !290, !llvm.loop !323

108:                                              ; preds = %95, %108
  %109 = phi i64 [ 0, %95 ], [ %112, %108 ]
  %110 = phi ptr [ null, %95 ], [ %114, %108 ]
  %111 = trunc i64 %109 to i32
    #dbg_value(i32 %111, !125, !DIExpression(), !314)
    #dbg_value(i64 %109, !124, !DIExpression(), !163)
    #dbg_value(ptr %110, !116, !DIExpression(), !163)
  %112 = add nuw nsw i64 %109, 1, !dbg !325
  %113 = mul nuw nsw i64 %112, 24, !dbg !328
  %114 = tail call ptr @realloc(ptr noundef %110, i64 noundef %113) #10, !dbg !329
    #dbg_value(ptr %114, !116, !DIExpression(), !163)
  %115 = uitofp nneg i32 %111 to double, !dbg !330
  %116 = fmul double %115, 5.000000e-01, !dbg !331
  %117 = getelementptr inbounds %struct.pt, ptr %114, i64 %109, !dbg !332
  store double %116, ptr %117, align 8, !dbg !333, !tbaa !334
  %118 = sub nsw i32 0, %111, !dbg !337
  %119 = sitofp i32 %118 to double, !dbg !337
  %120 = fmul double %119, 2.500000e-01, !dbg !338
  %121 = getelementptr inbounds i8, ptr %117, i64 8, !dbg !339
  store double %120, ptr %121, align 8, !dbg !340, !tbaa !341
  %122 = getelementptr inbounds i8, ptr %117, i64 16, !dbg !342
  store i32 %111, ptr %122, align 8, !dbg !343, !tbaa !344
    #dbg_value(i64 %112, !124, !DIExpression(), !163)
    #dbg_value(i64 %112, !125, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !314)
  %123 = icmp eq i64 %112, 200, !dbg !345
  br i1 %123, label %138, label %108, !dbg !315, !llvm.loop !346

124:                                              ; preds = %138
  %125 = fdiv double %144, 2.000000e+02, !dbg !348
  %126 = fdiv double %147, 2.000000e+02, !dbg !349
  %127 = getelementptr inbounds i8, ptr %114, i64 4792, !dbg !350
  %128 = load i32, ptr %127, align 8, !dbg !350, !tbaa !344
  %129 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %125, double noundef %126, i32 noundef %128), !dbg !351
  %130 = tail call dereferenceable_or_null(240) ptr @realloc(ptr noundef %114, i64 noundef 240) #10, !dbg !352
    #dbg_value(ptr %130, !116, !DIExpression(), !163)
  %131 = getelementptr inbounds i8, ptr %130, i64 216, !dbg !353
  %132 = getelementptr inbounds i8, ptr %130, i64 232, !dbg !354
  %133 = load i32, ptr %132, align 8, !dbg !354, !tbaa !344
  %134 = load double, ptr %131, align 8, !dbg !355, !tbaa !334
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %133, double noundef %134), !dbg !356
  tail call void @free(ptr noundef %130) #12, !dbg !357
  %136 = tail call dereferenceable_or_null(16) ptr @malloc(i64 16), !dbg !358
    #dbg_value(ptr %136, !131, !DIExpression(), !163)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(13) %136, ptr noundef nonnull align 1 dereferenceable(13) @.str.7, i64 13, i1 false) #12, !dbg !359
  %137 = tail call i32 @puts(ptr nonnull dereferenceable(1) %136), !dbg !360
  tail call void @free(ptr noundef %136) #12, !dbg !361
    #dbg_value(ptr null, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !163)
    #dbg_value(i64 0, !133, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !163)
    #dbg_value(i64 0, !133, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !163)
    #dbg_value(i32 0, !139, !DIExpression(), !362)
  br label %152, !dbg !363

138:                                              ; preds = %108, %138
  %139 = phi i64 [ %148, %138 ], [ 0, %108 ]
  %140 = phi double [ %147, %138 ], [ 0.000000e+00, %108 ]
  %141 = phi double [ %144, %138 ], [ 0.000000e+00, %108 ]
    #dbg_value(i64 %139, !129, !DIExpression(), !364)
    #dbg_value(double %140, !128, !DIExpression(), !163)
    #dbg_value(double %141, !127, !DIExpression(), !163)
  %142 = getelementptr inbounds %struct.pt, ptr %114, i64 %139, !dbg !365
  %143 = load double, ptr %142, align 8, !dbg !368, !tbaa !334
  %144 = fadd double %141, %143, !dbg !369
    #dbg_value(double %144, !127, !DIExpression(), !163)
  %145 = getelementptr inbounds i8, ptr %142, i64 8, !dbg !370
  %146 = load double, ptr %145, align 8, !dbg !370, !tbaa !341
  %147 = fadd double %140, %146, !dbg !371
    #dbg_value(double %147, !128, !DIExpression(), !163)
  %148 = add nuw nsw i64 %139, 1, !dbg !372
    #dbg_value(i64 %148, !129, !DIExpression(), !364)
  %149 = icmp eq i64 %148, 200, !dbg !373
  br i1 %149, label %124, label %138, !dbg !374, !llvm.loop !375

150:                                              ; preds = %174
  %151 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %178, i64 noundef %176, ptr noundef %175), !dbg !377
  tail call void @free(ptr noundef %175) #12, !dbg !378
    #dbg_value(ptr null, !147, !DIExpression(), !163)
    #dbg_value(i64 0, !149, !DIExpression(), !163)
    #dbg_value(ptr @.str.13, !150, !DIExpression(), !163)
    #dbg_value(ptr @.str.13, !153, !DIExpression(), !163)
  br label %185, !dbg !379

152:                                              ; preds = %124, %174
  %153 = phi i32 [ 0, %124 ], [ %179, %174 ]
  %154 = phi i64 [ 0, %124 ], [ %176, %174 ]
  %155 = phi i64 [ 0, %124 ], [ %178, %174 ]
  %156 = phi ptr [ null, %124 ], [ %175, %174 ]
    #dbg_value(i32 %153, !139, !DIExpression(), !362)
    #dbg_value(i64 %154, !133, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !163)
    #dbg_value(i64 %155, !133, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !163)
    #dbg_value(ptr %156, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !163)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #12, !dbg !380
  %157 = mul nuw nsw i32 %153, %153, !dbg !381
  %158 = urem i32 %153, 5, !dbg !382
  %159 = icmp eq i32 %158, 4, !dbg !383
  %160 = select i1 %159, ptr @.str.10, ptr @.str.11, !dbg !384
  %161 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 32, ptr noundef nonnull @.str.9, i32 noundef %157, ptr noundef nonnull %160) #12, !dbg !385
    #dbg_value(ptr undef, !386, !DIExpression(), !394)
    #dbg_value(ptr %1, !392, !DIExpression(), !394)
  %162 = call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %1) #13, !dbg !396
    #dbg_value(i64 %162, !393, !DIExpression(), !394)
  %163 = add i64 %162, 1, !dbg !397
  %164 = add i64 %163, %155, !dbg !399
  %165 = icmp ugt i64 %164, %154, !dbg !400
  br i1 %165, label %166, label %174, !dbg !401

166:                                              ; preds = %152, %166
  %167 = phi i64 [ %170, %166 ], [ %154, %152 ]
  %168 = icmp eq i64 %167, 0, !dbg !402
  %169 = shl i64 %167, 1
  %170 = select i1 %168, i64 8, i64 %169, !dbg !402
  %171 = icmp ugt i64 %164, %170, !dbg !404
  br i1 %171, label %166, label %172, !dbg !405, !llvm.loop !406

172:                                              ; preds = %166
    #dbg_value(i64 %170, !133, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !163)
    #dbg_value(i64 %170, !133, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !163)
  %173 = tail call ptr @realloc(ptr noundef %156, i64 noundef %170) #10, !dbg !408
    #dbg_value(ptr %173, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !163)
  br label %174, !dbg !409

174:                                              ; preds = %152, %172
  %175 = phi ptr [ %173, %172 ], [ %156, %152 ], !dbg !163
  %176 = phi i64 [ %170, %172 ], [ %154, %152 ], !dbg !163
    #dbg_value(i64 %176, !133, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !163)
    #dbg_value(ptr %175, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !163)
  %177 = getelementptr inbounds i8, ptr %175, i64 %155, !dbg !410
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %177, ptr nonnull readonly align 16 %1, i64 %163, i1 false), !dbg !411
  %178 = add i64 %162, %155, !dbg !412
    #dbg_value(i64 %178, !133, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !163)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #12, !dbg !413
  %179 = add nuw nsw i32 %153, 1, !dbg !414
    #dbg_value(i64 %176, !133, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !163)
    #dbg_value(i64 %178, !133, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !163)
    #dbg_value(ptr %175, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !163)
    #dbg_value(i32 %179, !139, !DIExpression(), !362)
  %180 = icmp eq i32 %179, 30, !dbg !415
  br i1 %180, label %150, label %152, !dbg !363, !llvm.loop !416

181:                                              ; preds = %208
    #dbg_value(ptr %209, !153, !DIExpression(), !163)
    #dbg_value(i64 %200, !149, !DIExpression(), !163)
    #dbg_value(ptr %202, !147, !DIExpression(), !163)
  %182 = load i8, ptr %209, align 1, !dbg !418, !tbaa !419
  %183 = icmp eq i8 %182, 0, !dbg !379
  %184 = add i64 %186, 1, !dbg !379
  br i1 %183, label %213, label %185, !dbg !379, !llvm.loop !420

185:                                              ; preds = %150, %181
  %186 = phi i64 [ 1, %150 ], [ %184, %181 ]
  %187 = phi ptr [ @.str.13, %150 ], [ %209, %181 ]
  %188 = phi i64 [ 0, %150 ], [ %200, %181 ]
  %189 = phi ptr [ null, %150 ], [ %202, %181 ]
    #dbg_value(ptr %187, !153, !DIExpression(), !163)
    #dbg_value(i64 %188, !149, !DIExpression(), !163)
    #dbg_value(ptr %189, !147, !DIExpression(), !163)
  %190 = tail call ptr @strchr(ptr noundef nonnull dereferenceable(1) %187, i32 noundef 32) #13, !dbg !422
    #dbg_value(ptr %190, !154, !DIExpression(), !423)
  %191 = icmp eq ptr %190, null, !dbg !424
  br i1 %191, label %196, label %192, !dbg !424

192:                                              ; preds = %185
  %193 = ptrtoint ptr %190 to i64, !dbg !425
  %194 = ptrtoint ptr %187 to i64, !dbg !425
  %195 = sub i64 %193, %194, !dbg !425
  br label %198, !dbg !424

196:                                              ; preds = %185
  %197 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %187) #13, !dbg !426
  br label %198, !dbg !424

198:                                              ; preds = %196, %192
  %199 = phi i64 [ %195, %192 ], [ %197, %196 ], !dbg !424
    #dbg_value(i64 %199, !156, !DIExpression(), !423)
  %200 = add i64 %188, 1, !dbg !427
  %201 = shl i64 %200, 3, !dbg !428
  %202 = tail call ptr @realloc(ptr noundef %189, i64 noundef %201) #10, !dbg !429
    #dbg_value(ptr %202, !147, !DIExpression(), !163)
  %203 = add i64 %199, 1, !dbg !430
  %204 = tail call noalias ptr @malloc(i64 noundef %203) #14, !dbg !431
  %205 = getelementptr inbounds ptr, ptr %202, i64 %188, !dbg !432
  store ptr %204, ptr %205, align 8, !dbg !433, !tbaa !434
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %204, ptr nonnull align 1 %187, i64 %199, i1 false), !dbg !436
  %206 = getelementptr inbounds i8, ptr %204, i64 %199, !dbg !437
  store i8 0, ptr %206, align 1, !dbg !438, !tbaa !419
    #dbg_value(i64 %200, !149, !DIExpression(), !163)
  %207 = getelementptr inbounds i8, ptr %187, i64 %199, !dbg !439
    #dbg_value(ptr %207, !153, !DIExpression(), !163)
  br label %208, !dbg !440

208:                                              ; preds = %208, %198
  %209 = phi ptr [ %207, %198 ], [ %212, %208 ], !dbg !423
    #dbg_value(ptr %209, !153, !DIExpression(), !163)
  %210 = load i8, ptr %209, align 1, !dbg !441, !tbaa !419
  %211 = icmp eq i8 %210, 32, !dbg !442
  %212 = getelementptr inbounds i8, ptr %209, i64 1, !dbg !443
    #dbg_value(ptr %212, !153, !DIExpression(), !163)
  br i1 %211, label %208, label %181, !dbg !440, !llvm.loop !444

213:                                              ; preds = %181
  %214 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %200), !dbg !445
    #dbg_value(i64 %200, !157, !DIExpression(), !446)
    #dbg_value(i64 %200, !157, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !446)
  %215 = icmp eq i64 %200, 0, !dbg !447
  br i1 %215, label %216, label %219, !dbg !449

216:                                              ; preds = %219, %213
  %217 = tail call i32 @putchar(i32 10), !dbg !450
    #dbg_value(i64 0, !159, !DIExpression(), !451)
  %218 = icmp eq i64 %200, 0, !dbg !452
  br i1 %218, label %226, label %227, !dbg !454

219:                                              ; preds = %213, %219
  %220 = phi i64 [ %221, %219 ], [ %200, %213 ]
    #dbg_value(i64 %220, !157, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !446)
  %221 = add i64 %220, -1, !dbg !455
    #dbg_value(i64 %221, !157, !DIExpression(), !446)
  %222 = getelementptr inbounds ptr, ptr %202, i64 %221, !dbg !456
  %223 = load ptr, ptr %222, align 8, !dbg !456, !tbaa !434
  %224 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef %223), !dbg !457
    #dbg_value(i64 %221, !157, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !446)
  %225 = icmp eq i64 %221, 0, !dbg !447
  br i1 %225, label %216, label %219, !dbg !449, !llvm.loop !458

226:                                              ; preds = %227, %216
  tail call void @free(ptr noundef %202) #12, !dbg !460
  ret i32 0, !dbg !461

227:                                              ; preds = %216, %227
  %228 = phi i64 [ %231, %227 ], [ 0, %216 ]
    #dbg_value(i64 %228, !159, !DIExpression(), !451)
  %229 = getelementptr inbounds ptr, ptr %202, i64 %228, !dbg !462
  %230 = load ptr, ptr %229, align 8, !dbg !462, !tbaa !434
  tail call void @free(ptr noundef %230) #12, !dbg !463
  %231 = add nuw i64 %228, 1, !dbg !464
    #dbg_value(i64 %231, !159, !DIExpression(), !451)
  %232 = icmp eq i64 %231, %186, !dbg !452
  br i1 %232, label %226, label %227, !dbg !454, !llvm.loop !465
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !467 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !472 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !476 noalias noundef ptr @realloc(ptr allocptr nocapture noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare !dbg !479 noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !483 ptr @strchr(ptr noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !487 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !490 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: noreturn nounwind
declare !dbg !493 void @exit(i32 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind allocsize(1) }
attributes #11 = { noreturn nounwind }
attributes #12 = { nounwind }
attributes #13 = { nounwind willreturn memory(read) }
attributes #14 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!74}
!llvm.module.flags = !{!86, !87, !88, !89, !90, !91, !92}
!llvm.ident = !{!93}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "dyn_array.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "c8ab6d9232f8b6f412a6cfc4571b59e7")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 26)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 9)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 472, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 59)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 41)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 84, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 29)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 101, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 34)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 103, type: !29, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 107, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 13)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 113, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 5)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 113, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 3)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 113, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 2)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 116, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 28)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 121, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 480, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 60)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 135, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 21)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !2, line: 137, type: !71, isLocal: true, isDefinition: true)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !72)
!72 = !{!73}
!73 = !DISubrange(count: 4)
!74 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !75, globals: !81, splitDebugInlining: false, nameTableKind: None)
!75 = !{!76, !77, !80}
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !78, line: 18, baseType: !79)
!78 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!79 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!80 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!81 = !{!0, !7, !12, !17, !22, !27, !32, !34, !82, !39, !44, !49, !54, !59, !64, !69, !84}
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 108, type: !71, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !2, line: 138, type: !51, isLocal: true, isDefinition: true)
!86 = !{i32 7, !"Dwarf Version", i32 5}
!87 = !{i32 2, !"Debug Info Version", i32 3}
!88 = !{i32 1, !"wchar_size", i32 4}
!89 = !{i32 8, !"PIC Level", i32 2}
!90 = !{i32 7, !"PIE Level", i32 2}
!91 = !{i32 7, !"uwtable", i32 2}
!92 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!93 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!94 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 63, type: !95, scopeLine: 63, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !74, retainedNodes: !98)
!95 = !DISubroutineType(types: !96)
!96 = !{!97}
!97 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!98 = !{!99, !107, !109, !110, !112, !114, !116, !124, !125, !127, !128, !129, !131, !133, !139, !141, !147, !149, !150, !153, !154, !156, !157, !159}
!99 = !DILocalVariable(name: "v", scope: !94, file: !2, line: 64, type: !100)
!100 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vec", file: !2, line: 7, size: 256, elements: !101)
!101 = !{!102, !104, !105, !106}
!102 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !100, file: !2, line: 8, baseType: !103, size: 64)
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !100, file: !2, line: 9, baseType: !77, size: 64, offset: 64)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "cap", scope: !100, file: !2, line: 9, baseType: !77, size: 64, offset: 128)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "grows", scope: !100, file: !2, line: 10, baseType: !97, size: 32, offset: 192)
!107 = !DILocalVariable(name: "i", scope: !108, file: !2, line: 65, type: !97)
!108 = distinct !DILexicalBlock(scope: !94, file: !2, line: 65, column: 5)
!109 = !DILocalVariable(name: "s", scope: !94, file: !2, line: 68, type: !80)
!110 = !DILocalVariable(name: "i", scope: !111, file: !2, line: 69, type: !77)
!111 = distinct !DILexicalBlock(scope: !94, file: !2, line: 69, column: 5)
!112 = !DILocalVariable(name: "k", scope: !113, file: !2, line: 77, type: !97)
!113 = distinct !DILexicalBlock(scope: !94, file: !2, line: 77, column: 5)
!114 = !DILocalVariable(name: "i", scope: !115, file: !2, line: 82, type: !77)
!115 = distinct !DILexicalBlock(scope: !94, file: !2, line: 82, column: 5)
!116 = !DILocalVariable(name: "pts", scope: !94, file: !2, line: 87, type: !117)
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !118, size: 64)
!118 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pt", file: !2, line: 58, size: 192, elements: !119)
!119 = !{!120, !122, !123}
!120 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !118, file: !2, line: 59, baseType: !121, size: 64)
!121 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!122 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !118, file: !2, line: 59, baseType: !121, size: 64, offset: 64)
!123 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !118, file: !2, line: 60, baseType: !97, size: 32, offset: 128)
!124 = !DILocalVariable(name: "n", scope: !94, file: !2, line: 88, type: !77)
!125 = !DILocalVariable(name: "i", scope: !126, file: !2, line: 89, type: !97)
!126 = distinct !DILexicalBlock(scope: !94, file: !2, line: 89, column: 5)
!127 = !DILocalVariable(name: "cx", scope: !94, file: !2, line: 96, type: !121)
!128 = !DILocalVariable(name: "cy", scope: !94, file: !2, line: 96, type: !121)
!129 = !DILocalVariable(name: "i", scope: !130, file: !2, line: 97, type: !77)
!130 = distinct !DILexicalBlock(scope: !94, file: !2, line: 97, column: 5)
!131 = !DILocalVariable(name: "p", scope: !94, file: !2, line: 106, type: !132)
!132 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!133 = !DILocalVariable(name: "b", scope: !94, file: !2, line: 110, type: !134)
!134 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "sb", file: !2, line: 42, size: 192, elements: !135)
!135 = !{!136, !137, !138}
!136 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !134, file: !2, line: 43, baseType: !132, size: 64)
!137 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !134, file: !2, line: 44, baseType: !77, size: 64, offset: 64)
!138 = !DIDerivedType(tag: DW_TAG_member, name: "cap", scope: !134, file: !2, line: 44, baseType: !77, size: 64, offset: 128)
!139 = !DILocalVariable(name: "i", scope: !140, file: !2, line: 111, type: !97)
!140 = distinct !DILexicalBlock(scope: !94, file: !2, line: 111, column: 5)
!141 = !DILocalVariable(name: "tmp", scope: !142, file: !2, line: 112, type: !144)
!142 = distinct !DILexicalBlock(scope: !143, file: !2, line: 111, column: 34)
!143 = distinct !DILexicalBlock(scope: !140, file: !2, line: 111, column: 5)
!144 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !145)
!145 = !{!146}
!146 = !DISubrange(count: 32)
!147 = !DILocalVariable(name: "words", scope: !94, file: !2, line: 119, type: !148)
!148 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 64)
!149 = !DILocalVariable(name: "nw", scope: !94, file: !2, line: 120, type: !77)
!150 = !DILocalVariable(name: "src", scope: !94, file: !2, line: 121, type: !151)
!151 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !152, size: 64)
!152 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!153 = !DILocalVariable(name: "w", scope: !94, file: !2, line: 122, type: !151)
!154 = !DILocalVariable(name: "e", scope: !155, file: !2, line: 124, type: !151)
!155 = distinct !DILexicalBlock(scope: !94, file: !2, line: 123, column: 16)
!156 = !DILocalVariable(name: "len", scope: !155, file: !2, line: 125, type: !77)
!157 = !DILocalVariable(name: "i", scope: !158, file: !2, line: 136, type: !77)
!158 = distinct !DILexicalBlock(scope: !94, file: !2, line: 136, column: 5)
!159 = !DILocalVariable(name: "i", scope: !160, file: !2, line: 139, type: !77)
!160 = distinct !DILexicalBlock(scope: !94, file: !2, line: 139, column: 5)
!161 = distinct !DIAssignID()
!162 = !DILocation(line: 0, scope: !142)
!163 = !DILocation(line: 0, scope: !94)
!164 = !DILocation(line: 0, scope: !108)
!165 = !DILocation(line: 65, column: 5, scope: !108)
!166 = !DILocation(line: 67, column: 5, scope: !94)
!167 = !DILocation(line: 0, scope: !111)
!168 = !DILocation(line: 69, column: 5, scope: !111)
!169 = !DILocation(line: 66, column: 24, scope: !170)
!170 = distinct !DILexicalBlock(scope: !108, file: !2, line: 65, column: 5)
!171 = !DILocation(line: 66, column: 28, scope: !170)
!172 = !DILocalVariable(name: "v", arg: 1, scope: !173, file: !2, line: 13, type: !176)
!173 = distinct !DISubprogram(name: "vec_push", scope: !2, file: !2, line: 13, type: !174, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !74, retainedNodes: !177)
!174 = !DISubroutineType(types: !175)
!175 = !{null, !176, !97}
!176 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 64)
!177 = !{!172, !178, !179, !182}
!178 = !DILocalVariable(name: "x", arg: 2, scope: !173, file: !2, line: 13, type: !97)
!179 = !DILocalVariable(name: "nc", scope: !180, file: !2, line: 15, type: !77)
!180 = distinct !DILexicalBlock(scope: !181, file: !2, line: 14, column: 27)
!181 = distinct !DILexicalBlock(scope: !173, file: !2, line: 14, column: 9)
!182 = !DILocalVariable(name: "nd", scope: !180, file: !2, line: 16, type: !103)
!183 = !DILocation(line: 0, scope: !173, inlinedAt: !184)
!184 = distinct !DILocation(line: 66, column: 9, scope: !170)
!185 = !DILocation(line: 14, column: 16, scope: !181, inlinedAt: !184)
!186 = !DILocation(line: 14, column: 9, scope: !173, inlinedAt: !184)
!187 = !DILocation(line: 15, column: 21, scope: !180, inlinedAt: !184)
!188 = !DILocation(line: 0, scope: !180, inlinedAt: !184)
!189 = !DILocation(line: 16, column: 39, scope: !180, inlinedAt: !184)
!190 = !DILocation(line: 16, column: 19, scope: !180, inlinedAt: !184)
!191 = !DILocation(line: 17, column: 14, scope: !192, inlinedAt: !184)
!192 = distinct !DILexicalBlock(scope: !180, file: !2, line: 17, column: 13)
!193 = !DILocation(line: 17, column: 13, scope: !180, inlinedAt: !184)
!194 = !DILocation(line: 18, column: 13, scope: !192, inlinedAt: !184)
!195 = !DILocation(line: 21, column: 17, scope: !180, inlinedAt: !184)
!196 = !DILocation(line: 22, column: 5, scope: !180, inlinedAt: !184)
!197 = !DILocation(line: 23, column: 19, scope: !173, inlinedAt: !184)
!198 = !DILocation(line: 23, column: 5, scope: !173, inlinedAt: !184)
!199 = !DILocation(line: 23, column: 23, scope: !173, inlinedAt: !184)
!200 = !{!201, !201, i64 0}
!201 = !{!"int", !202, i64 0}
!202 = !{!"omnipotent char", !203, i64 0}
!203 = !{!"Simple C/C++ TBAA"}
!204 = !DILocation(line: 65, column: 23, scope: !170)
!205 = distinct !{!205, !165, !206, !207, !208}
!206 = !DILocation(line: 66, column: 34, scope: !108)
!207 = !{!"llvm.loop.mustprogress"}
!208 = !{!"llvm.loop.unroll.disable"}
!209 = !DILocation(line: 71, column: 5, scope: !94)
!210 = !DILocalVariable(name: "v", arg: 1, scope: !211, file: !2, line: 26, type: !176)
!211 = distinct !DISubprogram(name: "vec_insert", scope: !2, file: !2, line: 26, type: !212, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !74, retainedNodes: !214)
!212 = !DISubroutineType(types: !213)
!213 = !{null, !176, !77, !97}
!214 = !{!210, !215, !216}
!215 = !DILocalVariable(name: "at", arg: 2, scope: !211, file: !2, line: 26, type: !77)
!216 = !DILocalVariable(name: "x", arg: 3, scope: !211, file: !2, line: 26, type: !97)
!217 = !DILocation(line: 0, scope: !211, inlinedAt: !218)
!218 = distinct !DILocation(line: 72, column: 5, scope: !94)
!219 = !DILocation(line: 0, scope: !173, inlinedAt: !220)
!220 = distinct !DILocation(line: 27, column: 5, scope: !211, inlinedAt: !218)
!221 = !DILocation(line: 14, column: 16, scope: !181, inlinedAt: !220)
!222 = !DILocation(line: 14, column: 9, scope: !173, inlinedAt: !220)
!223 = !DILocation(line: 0, scope: !180, inlinedAt: !220)
!224 = !DILocation(line: 16, column: 19, scope: !180, inlinedAt: !220)
!225 = !DILocation(line: 17, column: 14, scope: !192, inlinedAt: !220)
!226 = !DILocation(line: 17, column: 13, scope: !180, inlinedAt: !220)
!227 = !DILocation(line: 18, column: 13, scope: !192, inlinedAt: !220)
!228 = !DILocation(line: 23, column: 5, scope: !173, inlinedAt: !220)
!229 = !DILocation(line: 23, column: 23, scope: !173, inlinedAt: !220)
!230 = !DILocation(line: 28, column: 14, scope: !211, inlinedAt: !218)
!231 = !DILocation(line: 28, column: 5, scope: !211, inlinedAt: !218)
!232 = !DILocation(line: 29, column: 17, scope: !211, inlinedAt: !218)
!233 = !DILocation(line: 0, scope: !211, inlinedAt: !234)
!234 = distinct !DILocation(line: 73, column: 5, scope: !94)
!235 = !DILocation(line: 0, scope: !173, inlinedAt: !236)
!236 = distinct !DILocation(line: 27, column: 5, scope: !211, inlinedAt: !234)
!237 = !DILocation(line: 14, column: 16, scope: !181, inlinedAt: !236)
!238 = !DILocation(line: 14, column: 9, scope: !173, inlinedAt: !236)
!239 = !DILocation(line: 0, scope: !180, inlinedAt: !236)
!240 = !DILocation(line: 16, column: 19, scope: !180, inlinedAt: !236)
!241 = !DILocation(line: 17, column: 14, scope: !192, inlinedAt: !236)
!242 = !DILocation(line: 17, column: 13, scope: !180, inlinedAt: !236)
!243 = !DILocation(line: 18, column: 13, scope: !192, inlinedAt: !236)
!244 = !DILocation(line: 20, column: 16, scope: !180, inlinedAt: !245)
!245 = !DILocation(line: 27, column: 5, scope: !211, inlinedAt: !163)
!246 = !DILocation(line: 19, column: 17, scope: !180, inlinedAt: !245)
!247 = !DILocation(line: 23, column: 5, scope: !173, inlinedAt: !236)
!248 = !DILocation(line: 23, column: 23, scope: !173, inlinedAt: !236)
!249 = !DILocation(line: 28, column: 14, scope: !211, inlinedAt: !234)
!250 = !DILocation(line: 28, column: 5, scope: !211, inlinedAt: !234)
!251 = !DILocation(line: 29, column: 17, scope: !211, inlinedAt: !234)
!252 = !DILocation(line: 0, scope: !211, inlinedAt: !253)
!253 = distinct !DILocation(line: 74, column: 5, scope: !94)
!254 = !DILocation(line: 0, scope: !173, inlinedAt: !255)
!255 = distinct !DILocation(line: 27, column: 5, scope: !211, inlinedAt: !253)
!256 = !DILocation(line: 14, column: 16, scope: !181, inlinedAt: !255)
!257 = !DILocation(line: 14, column: 9, scope: !173, inlinedAt: !255)
!258 = !DILocation(line: 0, scope: !180, inlinedAt: !255)
!259 = !DILocation(line: 16, column: 19, scope: !180, inlinedAt: !255)
!260 = !DILocation(line: 17, column: 14, scope: !192, inlinedAt: !255)
!261 = !DILocation(line: 17, column: 13, scope: !180, inlinedAt: !255)
!262 = !DILocation(line: 18, column: 13, scope: !192, inlinedAt: !255)
!263 = !DILocation(line: 23, column: 5, scope: !173, inlinedAt: !255)
!264 = !DILocation(line: 29, column: 17, scope: !211, inlinedAt: !253)
!265 = !DILocation(line: 75, column: 82, scope: !94)
!266 = !DILocation(line: 76, column: 12, scope: !94)
!267 = !DILocation(line: 76, column: 44, scope: !94)
!268 = !DILocation(line: 75, column: 5, scope: !94)
!269 = !DILocation(line: 0, scope: !113)
!270 = !DILocation(line: 77, column: 5, scope: !113)
!271 = !DILocation(line: 70, column: 14, scope: !272)
!272 = distinct !DILexicalBlock(scope: !111, file: !2, line: 69, column: 5)
!273 = !DILocation(line: 70, column: 11, scope: !272)
!274 = !DILocation(line: 69, column: 36, scope: !272)
!275 = !DILocation(line: 69, column: 26, scope: !272)
!276 = distinct !{!276, !168, !277, !207, !208}
!277 = !DILocation(line: 70, column: 22, scope: !111)
!278 = !DILocation(line: 79, column: 64, scope: !94)
!279 = !DILocation(line: 79, column: 75, scope: !94)
!280 = !DILocation(line: 79, column: 5, scope: !94)
!281 = !DILocalVariable(name: "v", arg: 1, scope: !282, file: !2, line: 37, type: !176)
!282 = distinct !DISubprogram(name: "vec_shrink", scope: !2, file: !2, line: 37, type: !283, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !74, retainedNodes: !285)
!283 = !DISubroutineType(types: !284)
!284 = !{null, !176}
!285 = !{!281}
!286 = !DILocation(line: 0, scope: !282, inlinedAt: !287)
!287 = distinct !DILocation(line: 80, column: 5, scope: !94)
!288 = !DILocation(line: 39, column: 15, scope: !282, inlinedAt: !287)
!289 = !DILocation(line: 0, scope: !115)
!290 = !DILocation(line: 82, column: 5, scope: !115)
!291 = !DILocation(line: 78, column: 35, scope: !292)
!292 = distinct !DILexicalBlock(scope: !113, file: !2, line: 77, column: 5)
!293 = !DILocation(line: 78, column: 40, scope: !292)
!294 = !DILocalVariable(name: "v", arg: 1, scope: !295, file: !2, line: 32, type: !176)
!295 = distinct !DISubprogram(name: "vec_remove", scope: !2, file: !2, line: 32, type: !296, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !74, retainedNodes: !298)
!296 = !DISubroutineType(types: !297)
!297 = !{null, !176, !77}
!298 = !{!294, !299}
!299 = !DILocalVariable(name: "at", arg: 2, scope: !295, file: !2, line: 32, type: !77)
!300 = !DILocation(line: 0, scope: !295, inlinedAt: !301)
!301 = distinct !DILocation(line: 78, column: 9, scope: !292)
!302 = !DILocation(line: 33, column: 14, scope: !295, inlinedAt: !301)
!303 = !DILocation(line: 33, column: 28, scope: !295, inlinedAt: !301)
!304 = !DILocation(line: 33, column: 58, scope: !295, inlinedAt: !301)
!305 = !DILocation(line: 33, column: 63, scope: !295, inlinedAt: !301)
!306 = !DILocation(line: 33, column: 5, scope: !295, inlinedAt: !301)
!307 = !DILocation(line: 34, column: 11, scope: !295, inlinedAt: !301)
!308 = !DILocation(line: 77, column: 31, scope: !292)
!309 = !DILocation(line: 77, column: 23, scope: !292)
!310 = distinct !{!310, !270, !311, !207, !208}
!311 = !DILocation(line: 78, column: 47, scope: !113)
!312 = !DILocation(line: 84, column: 5, scope: !94)
!313 = !DILocation(line: 85, column: 5, scope: !94)
!314 = !DILocation(line: 0, scope: !126)
!315 = !DILocation(line: 89, column: 5, scope: !126)
!316 = !DILocation(line: 83, column: 14, scope: !317)
!317 = distinct !DILexicalBlock(scope: !115, file: !2, line: 82, column: 5)
!318 = !DILocation(line: 83, column: 35, scope: !317)
!319 = !DILocation(line: 83, column: 24, scope: !317)
!320 = !DILocation(line: 83, column: 11, scope: !317)
!321 = !DILocation(line: 82, column: 36, scope: !317)
!322 = !DILocation(line: 82, column: 26, scope: !317)
!323 = distinct !{!323, !290, !324, !207, !208}
!324 = !DILocation(line: 83, column: 38, scope: !115)
!325 = !DILocation(line: 90, column: 31, scope: !326)
!326 = distinct !DILexicalBlock(scope: !327, file: !2, line: 89, column: 35)
!327 = distinct !DILexicalBlock(scope: !126, file: !2, line: 89, column: 5)
!328 = !DILocation(line: 90, column: 36, scope: !326)
!329 = !DILocation(line: 90, column: 15, scope: !326)
!330 = !DILocation(line: 91, column: 20, scope: !326)
!331 = !DILocation(line: 91, column: 22, scope: !326)
!332 = !DILocation(line: 91, column: 9, scope: !326)
!333 = !DILocation(line: 91, column: 18, scope: !326)
!334 = !{!335, !336, i64 0}
!335 = !{!"pt", !336, i64 0, !336, i64 8, !201, i64 16}
!336 = !{!"double", !202, i64 0}
!337 = !DILocation(line: 92, column: 20, scope: !326)
!338 = !DILocation(line: 92, column: 23, scope: !326)
!339 = !DILocation(line: 92, column: 16, scope: !326)
!340 = !DILocation(line: 92, column: 18, scope: !326)
!341 = !{!335, !336, i64 8}
!342 = !DILocation(line: 93, column: 16, scope: !326)
!343 = !DILocation(line: 93, column: 19, scope: !326)
!344 = !{!335, !201, i64 16}
!345 = !DILocation(line: 89, column: 23, scope: !327)
!346 = distinct !{!346, !315, !347, !207, !208}
!347 = !DILocation(line: 95, column: 5, scope: !126)
!348 = !DILocation(line: 101, column: 53, scope: !94)
!349 = !DILocation(line: 101, column: 61, scope: !94)
!350 = !DILocation(line: 101, column: 77, scope: !94)
!351 = !DILocation(line: 101, column: 5, scope: !94)
!352 = !DILocation(line: 102, column: 11, scope: !94)
!353 = !DILocation(line: 103, column: 50, scope: !94)
!354 = !DILocation(line: 103, column: 57, scope: !94)
!355 = !DILocation(line: 103, column: 68, scope: !94)
!356 = !DILocation(line: 103, column: 5, scope: !94)
!357 = !DILocation(line: 104, column: 5, scope: !94)
!358 = !DILocation(line: 106, column: 15, scope: !94)
!359 = !DILocation(line: 107, column: 5, scope: !94)
!360 = !DILocation(line: 108, column: 5, scope: !94)
!361 = !DILocation(line: 109, column: 5, scope: !94)
!362 = !DILocation(line: 0, scope: !140)
!363 = !DILocation(line: 111, column: 5, scope: !140)
!364 = !DILocation(line: 0, scope: !130)
!365 = !DILocation(line: 98, column: 15, scope: !366)
!366 = distinct !DILexicalBlock(scope: !367, file: !2, line: 97, column: 36)
!367 = distinct !DILexicalBlock(scope: !130, file: !2, line: 97, column: 5)
!368 = !DILocation(line: 98, column: 22, scope: !366)
!369 = !DILocation(line: 98, column: 12, scope: !366)
!370 = !DILocation(line: 99, column: 22, scope: !366)
!371 = !DILocation(line: 99, column: 12, scope: !366)
!372 = !DILocation(line: 97, column: 32, scope: !367)
!373 = !DILocation(line: 97, column: 26, scope: !367)
!374 = !DILocation(line: 97, column: 5, scope: !130)
!375 = distinct !{!375, !374, !376, !207, !208}
!376 = !DILocation(line: 100, column: 5, scope: !130)
!377 = !DILocation(line: 116, column: 5, scope: !94)
!378 = !DILocation(line: 117, column: 5, scope: !94)
!379 = !DILocation(line: 123, column: 5, scope: !94)
!380 = !DILocation(line: 112, column: 9, scope: !142)
!381 = !DILocation(line: 113, column: 45, scope: !142)
!382 = !DILocation(line: 113, column: 52, scope: !142)
!383 = !DILocation(line: 113, column: 56, scope: !142)
!384 = !DILocation(line: 113, column: 50, scope: !142)
!385 = !DILocation(line: 113, column: 9, scope: !142)
!386 = !DILocalVariable(name: "b", arg: 1, scope: !387, file: !2, line: 47, type: !390)
!387 = distinct !DISubprogram(name: "sb_append", scope: !2, file: !2, line: 47, type: !388, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !74, retainedNodes: !391)
!388 = !DISubroutineType(types: !389)
!389 = !{null, !390, !151}
!390 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !134, size: 64)
!391 = !{!386, !392, !393}
!392 = !DILocalVariable(name: "text", arg: 2, scope: !387, file: !2, line: 47, type: !151)
!393 = !DILocalVariable(name: "n", scope: !387, file: !2, line: 48, type: !77)
!394 = !DILocation(line: 0, scope: !387, inlinedAt: !395)
!395 = distinct !DILocation(line: 114, column: 9, scope: !142)
!396 = !DILocation(line: 48, column: 16, scope: !387, inlinedAt: !395)
!397 = !DILocation(line: 49, column: 16, scope: !398, inlinedAt: !395)
!398 = distinct !DILexicalBlock(scope: !387, file: !2, line: 49, column: 9)
!399 = !DILocation(line: 49, column: 20, scope: !398, inlinedAt: !395)
!400 = !DILocation(line: 49, column: 24, scope: !398, inlinedAt: !395)
!401 = !DILocation(line: 49, column: 9, scope: !387, inlinedAt: !395)
!402 = !DILocation(line: 51, column: 22, scope: !403, inlinedAt: !395)
!403 = distinct !DILexicalBlock(scope: !398, file: !2, line: 49, column: 34)
!404 = !DILocation(line: 50, column: 31, scope: !403, inlinedAt: !395)
!405 = !DILocation(line: 50, column: 9, scope: !403, inlinedAt: !395)
!406 = distinct !{!406, !405, !407, !207, !208}
!407 = !DILocation(line: 51, column: 44, scope: !403, inlinedAt: !395)
!408 = !DILocation(line: 52, column: 16, scope: !403, inlinedAt: !395)
!409 = !DILocation(line: 53, column: 5, scope: !403, inlinedAt: !395)
!410 = !DILocation(line: 54, column: 17, scope: !387, inlinedAt: !395)
!411 = !DILocation(line: 54, column: 5, scope: !387, inlinedAt: !395)
!412 = !DILocation(line: 55, column: 12, scope: !387, inlinedAt: !395)
!413 = !DILocation(line: 115, column: 5, scope: !143)
!414 = !DILocation(line: 111, column: 30, scope: !143)
!415 = !DILocation(line: 111, column: 23, scope: !143)
!416 = distinct !{!416, !363, !417, !207, !208}
!417 = !DILocation(line: 115, column: 5, scope: !140)
!418 = !DILocation(line: 123, column: 12, scope: !94)
!419 = !{!202, !202, i64 0}
!420 = distinct !{!420, !379, !421, !207, !208}
!421 = !DILocation(line: 134, column: 5, scope: !94)
!422 = !DILocation(line: 124, column: 25, scope: !155)
!423 = !DILocation(line: 0, scope: !155)
!424 = !DILocation(line: 125, column: 22, scope: !155)
!425 = !DILocation(line: 125, column: 37, scope: !155)
!426 = !DILocation(line: 125, column: 44, scope: !155)
!427 = !DILocation(line: 126, column: 36, scope: !155)
!428 = !DILocation(line: 126, column: 41, scope: !155)
!429 = !DILocation(line: 126, column: 17, scope: !155)
!430 = !DILocation(line: 127, column: 32, scope: !155)
!431 = !DILocation(line: 127, column: 21, scope: !155)
!432 = !DILocation(line: 127, column: 9, scope: !155)
!433 = !DILocation(line: 127, column: 19, scope: !155)
!434 = !{!435, !435, i64 0}
!435 = !{!"any pointer", !202, i64 0}
!436 = !DILocation(line: 128, column: 9, scope: !155)
!437 = !DILocation(line: 129, column: 9, scope: !155)
!438 = !DILocation(line: 129, column: 24, scope: !155)
!439 = !DILocation(line: 131, column: 11, scope: !155)
!440 = !DILocation(line: 132, column: 9, scope: !155)
!441 = !DILocation(line: 132, column: 16, scope: !155)
!442 = !DILocation(line: 132, column: 19, scope: !155)
!443 = !DILocation(line: 133, column: 14, scope: !155)
!444 = distinct !{!444, !440, !443, !207, !208}
!445 = !DILocation(line: 135, column: 5, scope: !94)
!446 = !DILocation(line: 0, scope: !158)
!447 = !DILocation(line: 136, column: 29, scope: !448)
!448 = distinct !DILexicalBlock(scope: !158, file: !2, line: 136, column: 5)
!449 = !DILocation(line: 136, column: 5, scope: !158)
!450 = !DILocation(line: 138, column: 5, scope: !94)
!451 = !DILocation(line: 0, scope: !160)
!452 = !DILocation(line: 139, column: 26, scope: !453)
!453 = distinct !DILexicalBlock(scope: !160, file: !2, line: 139, column: 5)
!454 = !DILocation(line: 139, column: 5, scope: !160)
!455 = !DILocation(line: 136, column: 26, scope: !448)
!456 = !DILocation(line: 137, column: 23, scope: !448)
!457 = !DILocation(line: 137, column: 9, scope: !448)
!458 = distinct !{!458, !449, !459, !207, !208}
!459 = !DILocation(line: 137, column: 31, scope: !158)
!460 = !DILocation(line: 141, column: 5, scope: !94)
!461 = !DILocation(line: 142, column: 5, scope: !94)
!462 = !DILocation(line: 140, column: 14, scope: !453)
!463 = !DILocation(line: 140, column: 9, scope: !453)
!464 = !DILocation(line: 139, column: 33, scope: !453)
!465 = distinct !{!465, !454, !466, !207, !208}
!466 = !DILocation(line: 140, column: 22, scope: !160)
!467 = !DISubprogram(name: "printf", scope: !468, file: !468, line: 356, type: !469, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!468 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!469 = !DISubroutineType(types: !470)
!470 = !{!97, !471, null}
!471 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !151)
!472 = !DISubprogram(name: "free", scope: !473, file: !473, line: 568, type: !474, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!473 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!474 = !DISubroutineType(types: !475)
!475 = !{null, !76}
!476 = !DISubprogram(name: "realloc", scope: !473, file: !473, line: 564, type: !477, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!477 = !DISubroutineType(types: !478)
!478 = !{!76, !76, !77}
!479 = !DISubprogram(name: "snprintf", scope: !468, file: !468, line: 378, type: !480, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!480 = !DISubroutineType(types: !481)
!481 = !{!97, !482, !77, !471, null}
!482 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !132)
!483 = !DISubprogram(name: "strchr", scope: !484, file: !484, line: 246, type: !485, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!484 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!485 = !DISubroutineType(types: !486)
!486 = !{!132, !151, !97}
!487 = !DISubprogram(name: "strlen", scope: !484, file: !484, line: 407, type: !488, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!488 = !DISubroutineType(types: !489)
!489 = !{!79, !151}
!490 = !DISubprogram(name: "malloc", scope: !473, file: !473, line: 553, type: !491, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!491 = !DISubroutineType(types: !492)
!492 = !{!76, !77}
!493 = !DISubprogram(name: "exit", scope: !473, file: !473, line: 637, type: !494, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!494 = !DISubroutineType(types: !495)
!495 = !{null, !97}
