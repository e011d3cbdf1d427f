; ModuleID = 'atomics_seq.c'
source_filename = "atomics_seq.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.atomic_flag = type { i8 }

@.str = private unnamed_addr constant [9 x i8] c"load %d\0A\00", align 1, !dbg !0
@ai = internal global i32 10, align 4, !dbg !7
@.str.1 = private unnamed_addr constant [13 x i8] c"store -> %d\0A\00", align 1, !dbg !24
@.str.2 = private unnamed_addr constant [24 x i8] c"exchange old=%d new=%d\0A\00", align 1, !dbg !29
@.str.3 = private unnamed_addr constant [40 x i8] c"cas success ok=%d expected=%d value=%d\0A\00", align 1, !dbg !34
@.str.4 = private unnamed_addr constant [40 x i8] c"cas failure ok=%d expected=%d value=%d\0A\00", align 1, !dbg !39
@.str.5 = private unnamed_addr constant [24 x i8] c"weak cas loop value=%d\0A\00", align 1, !dbg !41
@.str.6 = private unnamed_addr constant [18 x i8] c"fetch_add old=%d \00", align 1, !dbg !43
@.str.7 = private unnamed_addr constant [18 x i8] c"fetch_sub old=%d \00", align 1, !dbg !48
@.str.8 = private unnamed_addr constant [17 x i8] c"fetch_or old=%d \00", align 1, !dbg !50
@.str.9 = private unnamed_addr constant [18 x i8] c"fetch_and old=%d \00", align 1, !dbg !55
@.str.10 = private unnamed_addr constant [18 x i8] c"fetch_xor old=%d \00", align 1, !dbg !57
@.str.11 = private unnamed_addr constant [10 x i8] c"final=%d\0A\00", align 1, !dbg !59
@al = internal global i64 0, align 8, !dbg !125
@.str.12 = private unnamed_addr constant [8 x i8] c"al=%ld\0A\00", align 1, !dbg !64
@.str.13 = private unnamed_addr constant [24 x i8] c"uchar fetch_add old=%u \00", align 1, !dbg !69
@auc = internal global i8 -6, align 1, !dbg !138
@.str.14 = private unnamed_addr constant [8 x i8] c"now=%u\0A\00", align 1, !dbg !71
@au64 = internal global i64 1, align 8, !dbg !142
@.str.15 = private unnamed_addr constant [12 x i8] c"u64 = %llu\0A\00", align 1, !dbg !73
@lock = internal global %struct.atomic_flag zeroinitializer, align 1, !dbg !150
@.str.16 = private unnamed_addr constant [22 x i8] c"flag acquisitions=%d\0A\00", align 1, !dbg !78
@aptr = internal global ptr null, align 8, !dbg !130
@.str.17 = private unnamed_addr constant [41 x i8] c"ptr cas ok=%d exp is target=%d *aptr=%d\0A\00", align 1, !dbg !83
@.str.18 = private unnamed_addr constant [23 x i8] c"__atomic_add_fetch=%d \00", align 1, !dbg !88
@.str.19 = private unnamed_addr constant [31 x i8] c"__atomic_fetch_nand=%d now=%d \00", align 1, !dbg !93
@.str.20 = private unnamed_addr constant [25 x i8] c"__sync_fetch_and_add=%d \00", align 1, !dbg !98
@.str.21 = private unnamed_addr constant [32 x i8] c"__sync_val_compare_and_swap=%d \00", align 1, !dbg !103
@.str.22 = private unnamed_addr constant [38 x i8] c"__sync_bool_compare_and_swap=%d g=%d\0A\00", align 1, !dbg !108
@.str.23 = private unnamed_addr constant [37 x i8] c"store_n/exchange_n prev=%ld now=%ld\0A\00", align 1, !dbg !113
@.str.24 = private unnamed_addr constant [26 x i8] c"short after fetch_sub=%d\0A\00", align 1, !dbg !118
@vcount = internal global i32 0, align 4, !dbg !135
@.str.25 = private unnamed_addr constant [17 x i8] c"volatile sum=%d\0A\00", align 1, !dbg !123

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !169 {
  %1 = alloca i32, align 4, !DIAssignID !204
    #dbg_assign(i1 undef, !188, !DIExpression(), !204, ptr %1, !DIExpression(), !205)
  %2 = alloca i32, align 4, !DIAssignID !206
    #dbg_assign(i1 undef, !189, !DIExpression(), !206, ptr %2, !DIExpression(), !205)
  %3 = alloca i32, align 4, !DIAssignID !207
    #dbg_assign(i1 undef, !191, !DIExpression(), !207, ptr %3, !DIExpression(), !205)
  %4 = alloca i64, align 8, !DIAssignID !208
    #dbg_assign(i1 undef, !198, !DIExpression(), !208, ptr %4, !DIExpression(), !205)
  %5 = alloca i16, align 2, !DIAssignID !209
    #dbg_assign(i1 undef, !200, !DIExpression(), !209, ptr %5, !DIExpression(), !205)
  %6 = load atomic i32, ptr @ai seq_cst, align 4, !dbg !210
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %6), !dbg !211
  store atomic i32 20, ptr @ai seq_cst, align 4, !dbg !212
  %8 = load atomic i32, ptr @ai acquire, align 4, !dbg !213
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %8), !dbg !214
  %10 = atomicrmw xchg ptr @ai, i32 30 seq_cst, align 4, !dbg !215
    #dbg_value(i32 %10, !173, !DIExpression(), !205)
  %11 = load atomic i32, ptr @ai seq_cst, align 4, !dbg !216
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %10, i32 noundef %11), !dbg !217
    #dbg_value(i32 30, !174, !DIExpression(), !205)
  %13 = cmpxchg ptr @ai, i32 30, i32 40 seq_cst seq_cst, align 4, !dbg !218
  %14 = extractvalue { i32, i1 } %13, 1, !dbg !218
  %15 = extractvalue { i32, i1 } %13, 0
    #dbg_value(i32 %15, !174, !DIExpression(), !205)
    #dbg_value(i1 %14, !175, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !205)
  %16 = zext i1 %14 to i32, !dbg !219
  %17 = load atomic i32, ptr @ai seq_cst, align 4, !dbg !220
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %16, i32 noundef %15, i32 noundef %17), !dbg !221
    #dbg_value(i32 99, !174, !DIExpression(), !205)
  %19 = cmpxchg ptr @ai, i32 99, i32 50 seq_cst seq_cst, align 4, !dbg !222
  %20 = extractvalue { i32, i1 } %19, 1, !dbg !222
  %21 = extractvalue { i32, i1 } %19, 0, !dbg !222
    #dbg_value(i32 %21, !174, !DIExpression(), !205)
    #dbg_value(i1 %20, !175, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !205)
  %22 = zext i1 %20 to i32, !dbg !223
  %23 = load atomic i32, ptr @ai seq_cst, align 4, !dbg !224
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %22, i32 noundef %21, i32 noundef %23), !dbg !225
  %25 = load atomic i32, ptr @ai seq_cst, align 4, !dbg !226
    #dbg_value(i32 %25, !174, !DIExpression(), !205)
  br label %26, !dbg !227

26:                                               ; preds = %26, %0
  %27 = phi i32 [ %25, %0 ], [ %31, %26 ], !dbg !228
    #dbg_value(i32 %27, !174, !DIExpression(), !205)
  %28 = shl nsw i32 %27, 1, !dbg !229
  %29 = cmpxchg weak ptr @ai, i32 %27, i32 %28 seq_cst seq_cst, align 4, !dbg !229
  %30 = extractvalue { i32, i1 } %29, 1, !dbg !229
  %31 = extractvalue { i32, i1 } %29, 0
    #dbg_value(i32 %31, !174, !DIExpression(), !205)
  br i1 %30, label %32, label %26, !dbg !227, !llvm.loop !230

32:                                               ; preds = %26
  %33 = load atomic i32, ptr @ai seq_cst, align 4, !dbg !234
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %33), !dbg !235
  %35 = atomicrmw add ptr @ai, i32 5 seq_cst, align 4, !dbg !236
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %35), !dbg !237
  %37 = atomicrmw sub ptr @ai, i32 3 seq_cst, align 4, !dbg !238
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %37), !dbg !239
  %39 = atomicrmw or ptr @ai, i32 256 seq_cst, align 4, !dbg !240
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %39), !dbg !241
  %41 = atomicrmw and ptr @ai, i32 496 seq_cst, align 4, !dbg !242
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %41), !dbg !243
  %43 = atomicrmw xor ptr @ai, i32 255 seq_cst, align 4, !dbg !244
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %43), !dbg !245
  %45 = load atomic i32, ptr @ai seq_cst, align 4, !dbg !246
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %45), !dbg !247
    #dbg_value(i64 1, !176, !DIExpression(), !248)
  br label %50, !dbg !249

47:                                               ; preds = %50
  %48 = load atomic i64, ptr @al seq_cst, align 8, !dbg !250
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %48), !dbg !251
    #dbg_value(i32 0, !178, !DIExpression(), !252)
  br label %60, !dbg !253

50:                                               ; preds = %32, %50
  %51 = phi i64 [ 1, %32 ], [ %54, %50 ]
    #dbg_value(i64 %51, !176, !DIExpression(), !248)
  %52 = mul nuw nsw i64 %51, %51, !dbg !254
  %53 = atomicrmw add ptr @al, i64 %52 monotonic, align 8, !dbg !256
  %54 = add nuw nsw i64 %51, 1, !dbg !257
    #dbg_value(i64 %54, !176, !DIExpression(), !248)
  %55 = icmp eq i64 %54, 101, !dbg !258
  br i1 %55, label %47, label %50, !dbg !249, !llvm.loop !259

56:                                               ; preds = %60
  %57 = load atomic i8, ptr @auc seq_cst, align 1, !dbg !261
  %58 = zext i8 %57 to i32, !dbg !261
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %58), !dbg !262
    #dbg_value(i32 0, !180, !DIExpression(), !263)
  br label %70, !dbg !264

60:                                               ; preds = %47, %60
  %61 = phi i32 [ 0, %47 ], [ %65, %60 ]
    #dbg_value(i32 %61, !178, !DIExpression(), !252)
  %62 = atomicrmw add ptr @auc, i8 3 seq_cst, align 1, !dbg !265
  %63 = zext i8 %62 to i32, !dbg !265
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %63), !dbg !267
  %65 = add nuw nsw i32 %61, 1, !dbg !268
    #dbg_value(i32 %65, !178, !DIExpression(), !252)
  %66 = icmp eq i32 %65, 3, !dbg !269
  br i1 %66, label %56, label %60, !dbg !253, !llvm.loop !270

67:                                               ; preds = %79
  %68 = load atomic i64, ptr @au64 seq_cst, align 8, !dbg !272
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef %68), !dbg !273
  fence seq_cst, !dbg !274
  fence syncscope("singlethread") seq_cst, !dbg !275
    #dbg_value(i32 0, !185, !DIExpression(), !205)
    #dbg_value(i32 0, !186, !DIExpression(), !276)
  br label %128, !dbg !277

70:                                               ; preds = %56, %79
  %71 = phi i32 [ 0, %56 ], [ %80, %79 ]
    #dbg_value(i32 %71, !180, !DIExpression(), !263)
  %72 = load atomic i64, ptr @au64 seq_cst, align 8, !dbg !278
    #dbg_value(i64 %72, !182, !DIExpression(), !279)
  br label %73, !dbg !280

73:                                               ; preds = %73, %70
  %74 = phi i64 [ %72, %70 ], [ %78, %73 ], !dbg !281
    #dbg_value(i64 %74, !182, !DIExpression(), !279)
  %75 = mul i64 %74, 1000003, !dbg !282
  %76 = cmpxchg weak ptr @au64, i64 %74, i64 %75 seq_cst seq_cst, align 8, !dbg !282
  %77 = extractvalue { i64, i1 } %76, 1, !dbg !282
  %78 = extractvalue { i64, i1 } %76, 0
    #dbg_value(i64 %78, !182, !DIExpression(), !279)
  br i1 %77, label %79, label %73, !dbg !280, !llvm.loop !283

79:                                               ; preds = %73
  %80 = add nuw nsw i32 %71, 1, !dbg !285
    #dbg_value(i32 %80, !180, !DIExpression(), !263)
  %81 = icmp eq i32 %80, 5, !dbg !286
  br i1 %81, label %67, label %70, !dbg !264, !llvm.loop !287

82:                                               ; preds = %128
  store atomic i8 0, ptr @lock seq_cst, align 1, !dbg !289
  %83 = atomicrmw xchg ptr @lock, i8 1 seq_cst, align 1, !dbg !290
  %84 = and i8 %83, 1, !dbg !291
  %85 = xor i8 %84, 1, !dbg !291
  %86 = zext nneg i8 %85 to i32, !dbg !291
  %87 = add nuw nsw i32 %135, %86, !dbg !292
    #dbg_value(i32 %87, !185, !DIExpression(), !205)
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef %87), !dbg !293
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #3, !dbg !294
  store i32 7, ptr %1, align 4, !dbg !295, !tbaa !296, !DIAssignID !300
    #dbg_assign(i32 7, !188, !DIExpression(), !300, ptr %1, !DIExpression(), !205)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #3, !dbg !294
  store i32 8, ptr %2, align 4, !dbg !301, !tbaa !296, !DIAssignID !302
    #dbg_assign(i32 8, !189, !DIExpression(), !302, ptr %2, !DIExpression(), !205)
  %89 = ptrtoint ptr %1 to i64, !dbg !303
  store atomic i64 %89, ptr @aptr seq_cst, align 8, !dbg !303
    #dbg_value(ptr %2, !190, !DIExpression(), !205)
  %90 = ptrtoint ptr %2 to i64, !dbg !304
  %91 = cmpxchg ptr @aptr, i64 %90, i64 %90 seq_cst seq_cst, align 8, !dbg !304
  %92 = extractvalue { i64, i1 } %91, 1, !dbg !304
  %93 = extractvalue { i64, i1 } %91, 0, !dbg !304
  %94 = inttoptr i64 %93 to ptr, !dbg !304
    #dbg_value(ptr poison, !190, !DIExpression(), !205)
    #dbg_value(i1 %92, !175, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !205)
  %95 = zext i1 %92 to i32, !dbg !305
  %96 = icmp eq ptr %1, %94, !dbg !306
  %97 = xor i1 %92, true, !dbg !306
  %98 = select i1 %97, i1 %96, i1 false, !dbg !306
  %99 = zext i1 %98 to i32, !dbg !306
  %100 = load atomic i64, ptr @aptr seq_cst, align 8, !dbg !307
  %101 = inttoptr i64 %100 to ptr, !dbg !307
  %102 = load i32, ptr %101, align 4, !dbg !308, !tbaa !296
  %103 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %95, i32 noundef %99, i32 noundef %102), !dbg !309
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #3, !dbg !310
  store i32 5, ptr %3, align 4, !dbg !311, !tbaa !296, !DIAssignID !312
    #dbg_assign(i32 5, !191, !DIExpression(), !312, ptr %3, !DIExpression(), !205)
  %104 = atomicrmw add ptr %3, i32 10 seq_cst, align 4, !dbg !313
  %105 = add i32 %104, 10, !dbg !313
    #dbg_value(i32 %105, !192, !DIExpression(), !205)
  %106 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %105), !dbg !314
  %107 = atomicrmw nand ptr %3, i32 6 seq_cst, align 4, !dbg !315
    #dbg_value(i32 %107, !193, !DIExpression(), !205)
  %108 = load i32, ptr %3, align 4, !dbg !316, !tbaa !296
  %109 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %107, i32 noundef %108), !dbg !317
  %110 = atomicrmw add ptr %3, i32 1 seq_cst, align 4, !dbg !318
    #dbg_value(i32 %110, !194, !DIExpression(), !205)
  %111 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef %110), !dbg !319
  %112 = load i32, ptr %3, align 4, !dbg !320, !tbaa !296
    #dbg_value(i32 %112, !195, !DIExpression(), !205)
  %113 = cmpxchg ptr %3, i32 %112, i32 123 seq_cst seq_cst, align 4, !dbg !321
  %114 = extractvalue { i32, i1 } %113, 0, !dbg !321
    #dbg_value(i32 %114, !196, !DIExpression(), !205)
  %115 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef %114), !dbg !322
  %116 = cmpxchg ptr %3, i32 0, i32 1 seq_cst seq_cst, align 4, !dbg !323
  %117 = extractvalue { i32, i1 } %116, 1, !dbg !323
  %118 = zext i1 %117 to i32, !dbg !323
    #dbg_value(i32 %118, !197, !DIExpression(), !205)
  %119 = load i32, ptr %3, align 4, !dbg !324, !tbaa !296
  %120 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef %118, i32 noundef %119), !dbg !325
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #3, !dbg !326
  store i64 0, ptr %4, align 8, !dbg !327, !tbaa !328, !DIAssignID !330
    #dbg_assign(i64 0, !198, !DIExpression(), !330, ptr %4, !DIExpression(), !205)
  store atomic i64 77, ptr %4 release, align 8, !dbg !331, !DIAssignID !332
    #dbg_assign(i64 77, !198, !DIExpression(), !332, ptr %4, !DIExpression(), !205)
  %121 = atomicrmw xchg ptr %4, i64 88 acq_rel, align 8, !dbg !333
    #dbg_value(i64 %121, !199, !DIExpression(), !205)
  %122 = load atomic i64, ptr %4 acquire, align 8, !dbg !334
  %123 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i64 noundef %121, i64 noundef %122), !dbg !335
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %5) #3, !dbg !336
  store i16 1, ptr %5, align 2, !dbg !337, !tbaa !338, !DIAssignID !340
    #dbg_assign(i16 1, !200, !DIExpression(), !340, ptr %5, !DIExpression(), !205)
  %124 = atomicrmw sub ptr %5, i16 2 monotonic, align 2, !dbg !341
  %125 = load i16, ptr %5, align 2, !dbg !342, !tbaa !338
  %126 = sext i16 %125 to i32, !dbg !342
  %127 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %126), !dbg !343
  fence seq_cst, !dbg !344
    #dbg_value(i32 0, !202, !DIExpression(), !345)
  br label %141, !dbg !346

128:                                              ; preds = %67, %128
  %129 = phi i32 [ 0, %67 ], [ %135, %128 ]
  %130 = phi i32 [ 0, %67 ], [ %136, %128 ]
    #dbg_value(i32 %129, !185, !DIExpression(), !205)
    #dbg_value(i32 %130, !186, !DIExpression(), !276)
  %131 = atomicrmw xchg ptr @lock, i8 1 seq_cst, align 1, !dbg !347
  %132 = and i8 %131, 1, !dbg !351
  %133 = xor i8 %132, 1, !dbg !351
  %134 = zext nneg i8 %133 to i32, !dbg !351
  %135 = add nuw nsw i32 %129, %134, !dbg !351
    #dbg_value(i32 %135, !185, !DIExpression(), !205)
  %136 = add nuw nsw i32 %130, 1, !dbg !352
    #dbg_value(i32 %136, !186, !DIExpression(), !276)
  %137 = icmp eq i32 %136, 3, !dbg !353
  br i1 %137, label %82, label %128, !dbg !277, !llvm.loop !354

138:                                              ; preds = %141
  %139 = load volatile i32, ptr @vcount, align 4, !dbg !356, !tbaa !296
  %140 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i32 noundef %139), !dbg !357
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %5) #3, !dbg !358
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #3, !dbg !358
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #3, !dbg !358
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #3, !dbg !358
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #3, !dbg !358
  ret i32 0, !dbg !359

141:                                              ; preds = %82, %141
  %142 = phi i32 [ 0, %82 ], [ %145, %141 ]
    #dbg_value(i32 %142, !202, !DIExpression(), !345)
  %143 = load volatile i32, ptr @vcount, align 4, !dbg !360, !tbaa !296
  %144 = add nsw i32 %143, %142, !dbg !362
  store volatile i32 %144, ptr @vcount, align 4, !dbg !363, !tbaa !296
  %145 = add nuw nsw i32 %142, 1, !dbg !364
    #dbg_value(i32 %145, !202, !DIExpression(), !345)
  %146 = icmp eq i32 %145, 50, !dbg !365
  br i1 %146, label %138, label %141, !dbg !346, !llvm.loop !366
}

; Function Attrs: nofree nounwind
declare !dbg !368 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!161, !162, !163, !164, !165, !166, !167}
!llvm.ident = !{!168}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "atomics_seq.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "1c8d1b99e12c1b6ef74c0be96a740985")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 9)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "ai", scope: !9, file: !2, line: 9, type: !159, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !10, retainedTypes: !21, globals: !23, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11}
!11 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_order", file: !12, line: 68, baseType: !13, size: 32, elements: !14)
!12 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: "", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!13 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!14 = !{!15, !16, !17, !18, !19, !20}
!15 = !DIEnumerator(name: "memory_order_relaxed", value: 0)
!16 = !DIEnumerator(name: "memory_order_consume", value: 1)
!17 = !DIEnumerator(name: "memory_order_acquire", value: 2)
!18 = !DIEnumerator(name: "memory_order_release", value: 3)
!19 = !DIEnumerator(name: "memory_order_acq_rel", value: 4)
!20 = !DIEnumerator(name: "memory_order_seq_cst", value: 5)
!21 = !{!22}
!22 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!23 = !{!0, !24, !29, !34, !39, !41, !43, !48, !50, !55, !57, !59, !64, !69, !71, !73, !78, !83, !88, !93, !98, !103, !108, !113, !118, !123, !125, !130, !135, !7, !138, !142, !150}
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 13)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 24)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 320, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 40)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !36, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !31, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 18)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !45, isLocal: true, isDefinition: true)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 17)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !45, isLocal: true, isDefinition: true)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !45, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 10)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 8)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !31, isLocal: true, isDefinition: true)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !66, isLocal: true, isDefinition: true)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !75, isLocal: true, isDefinition: true)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !76)
!76 = !{!77}
!77 = !DISubrange(count: 12)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !80, isLocal: true, isDefinition: true)
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !81)
!81 = !{!82}
!82 = !DISubrange(count: 22)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !85, isLocal: true, isDefinition: true)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !86)
!86 = !{!87}
!87 = !DISubrange(count: 41)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !90, isLocal: true, isDefinition: true)
!90 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !91)
!91 = !{!92}
!92 = !DISubrange(count: 23)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !95, isLocal: true, isDefinition: true)
!95 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !96)
!96 = !{!97}
!97 = !DISubrange(count: 31)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !100, isLocal: true, isDefinition: true)
!100 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !101)
!101 = !{!102}
!102 = !DISubrange(count: 25)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !105, isLocal: true, isDefinition: true)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !106)
!106 = !{!107}
!107 = !DISubrange(count: 32)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !110, isLocal: true, isDefinition: true)
!110 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !111)
!111 = !{!112}
!112 = !DISubrange(count: 38)
!113 = !DIGlobalVariableExpression(var: !114, expr: !DIExpression())
!114 = distinct !DIGlobalVariable(scope: null, file: !2, line: 82, type: !115, isLocal: true, isDefinition: true)
!115 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 296, elements: !116)
!116 = !{!117}
!117 = !DISubrange(count: 37)
!118 = !DIGlobalVariableExpression(var: !119, expr: !DIExpression())
!119 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !120, isLocal: true, isDefinition: true)
!120 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !121)
!121 = !{!122}
!122 = !DISubrange(count: 26)
!123 = !DIGlobalVariableExpression(var: !124, expr: !DIExpression())
!124 = distinct !DIGlobalVariable(scope: null, file: !2, line: 89, type: !52, isLocal: true, isDefinition: true)
!125 = !DIGlobalVariableExpression(var: !126, expr: !DIExpression())
!126 = distinct !DIGlobalVariable(name: "al", scope: !9, file: !2, line: 10, type: !127, isLocal: true, isDefinition: true)
!127 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_long", file: !12, line: 106, baseType: !128)
!128 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !129)
!129 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!130 = !DIGlobalVariableExpression(var: !131, expr: !DIExpression())
!131 = distinct !DIGlobalVariable(name: "aptr", scope: !9, file: !2, line: 14, type: !132, isLocal: true, isDefinition: true)
!132 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !133)
!133 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !134, size: 64)
!134 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!135 = !DIGlobalVariableExpression(var: !136, expr: !DIExpression())
!136 = distinct !DIGlobalVariable(name: "vcount", scope: !9, file: !2, line: 15, type: !137, isLocal: true, isDefinition: true)
!137 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !134)
!138 = !DIGlobalVariableExpression(var: !139, expr: !DIExpression())
!139 = distinct !DIGlobalVariable(name: "auc", scope: !9, file: !2, line: 11, type: !140, isLocal: true, isDefinition: true)
!140 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !141)
!141 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!142 = !DIGlobalVariableExpression(var: !143, expr: !DIExpression())
!143 = distinct !DIGlobalVariable(name: "au64", scope: !9, file: !2, line: 12, type: !144, isLocal: true, isDefinition: true)
!144 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !145)
!145 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !146, line: 27, baseType: !147)
!146 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!147 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !148, line: 45, baseType: !149)
!148 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!149 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!150 = !DIGlobalVariableExpression(var: !151, expr: !DIExpression())
!151 = distinct !DIGlobalVariable(name: "lock", scope: !9, file: !2, line: 13, type: !152, isLocal: true, isDefinition: true)
!152 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_flag", file: !12, line: 173, baseType: !153)
!153 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "atomic_flag", file: !12, line: 173, size: 8, elements: !154)
!154 = !{!155}
!155 = !DIDerivedType(tag: DW_TAG_member, name: "_Value", scope: !153, file: !12, line: 173, baseType: !156, size: 8)
!156 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_bool", file: !12, line: 97, baseType: !157)
!157 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !158)
!158 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!159 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !12, line: 104, baseType: !160)
!160 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !134)
!161 = !{i32 7, !"Dwarf Version", i32 5}
!162 = !{i32 2, !"Debug Info Version", i32 3}
!163 = !{i32 1, !"wchar_size", i32 4}
!164 = !{i32 8, !"PIC Level", i32 2}
!165 = !{i32 7, !"PIE Level", i32 2}
!166 = !{i32 7, !"uwtable", i32 2}
!167 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!168 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!169 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 17, type: !170, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !172)
!170 = !DISubroutineType(types: !171)
!171 = !{!134}
!172 = !{!173, !174, !175, !176, !178, !180, !182, !185, !186, !188, !189, !190, !191, !192, !193, !194, !195, !196, !197, !198, !199, !200, !202}
!173 = !DILocalVariable(name: "old", scope: !169, file: !2, line: 21, type: !134)
!174 = !DILocalVariable(name: "expected", scope: !169, file: !2, line: 23, type: !134)
!175 = !DILocalVariable(name: "ok", scope: !169, file: !2, line: 24, type: !158)
!176 = !DILocalVariable(name: "i", scope: !177, file: !2, line: 39, type: !129)
!177 = distinct !DILexicalBlock(scope: !169, file: !2, line: 39, column: 5)
!178 = !DILocalVariable(name: "i", scope: !179, file: !2, line: 42, type: !134)
!179 = distinct !DILexicalBlock(scope: !169, file: !2, line: 42, column: 5)
!180 = !DILocalVariable(name: "i", scope: !181, file: !2, line: 45, type: !134)
!181 = distinct !DILexicalBlock(scope: !169, file: !2, line: 45, column: 5)
!182 = !DILocalVariable(name: "cur", scope: !183, file: !2, line: 46, type: !145)
!183 = distinct !DILexicalBlock(scope: !184, file: !2, line: 45, column: 33)
!184 = distinct !DILexicalBlock(scope: !181, file: !2, line: 45, column: 5)
!185 = !DILocalVariable(name: "acquired", scope: !169, file: !2, line: 53, type: !134)
!186 = !DILocalVariable(name: "i", scope: !187, file: !2, line: 54, type: !134)
!187 = distinct !DILexicalBlock(scope: !169, file: !2, line: 54, column: 5)
!188 = !DILocalVariable(name: "target", scope: !169, file: !2, line: 61, type: !134)
!189 = !DILocalVariable(name: "other", scope: !169, file: !2, line: 61, type: !134)
!190 = !DILocalVariable(name: "exp_ptr", scope: !169, file: !2, line: 63, type: !133)
!191 = !DILocalVariable(name: "g", scope: !169, file: !2, line: 67, type: !134)
!192 = !DILocalVariable(name: "r1", scope: !169, file: !2, line: 68, type: !134)
!193 = !DILocalVariable(name: "r2", scope: !169, file: !2, line: 70, type: !134)
!194 = !DILocalVariable(name: "r3", scope: !169, file: !2, line: 72, type: !134)
!195 = !DILocalVariable(name: "cur", scope: !169, file: !2, line: 74, type: !134)
!196 = !DILocalVariable(name: "r4", scope: !169, file: !2, line: 75, type: !134)
!197 = !DILocalVariable(name: "r5", scope: !169, file: !2, line: 77, type: !134)
!198 = !DILocalVariable(name: "lx", scope: !169, file: !2, line: 79, type: !129)
!199 = !DILocalVariable(name: "prev", scope: !169, file: !2, line: 81, type: !129)
!200 = !DILocalVariable(name: "sv", scope: !169, file: !2, line: 83, type: !201)
!201 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!202 = !DILocalVariable(name: "i", scope: !203, file: !2, line: 87, type: !134)
!203 = distinct !DILexicalBlock(scope: !169, file: !2, line: 87, column: 5)
!204 = distinct !DIAssignID()
!205 = !DILocation(line: 0, scope: !169)
!206 = distinct !DIAssignID()
!207 = distinct !DIAssignID()
!208 = distinct !DIAssignID()
!209 = distinct !DIAssignID()
!210 = !DILocation(line: 18, column: 25, scope: !169)
!211 = !DILocation(line: 18, column: 5, scope: !169)
!212 = !DILocation(line: 19, column: 5, scope: !169)
!213 = !DILocation(line: 20, column: 29, scope: !169)
!214 = !DILocation(line: 20, column: 5, scope: !169)
!215 = !DILocation(line: 21, column: 15, scope: !169)
!216 = !DILocation(line: 22, column: 45, scope: !169)
!217 = !DILocation(line: 22, column: 5, scope: !169)
!218 = !DILocation(line: 24, column: 15, scope: !169)
!219 = !DILocation(line: 25, column: 56, scope: !169)
!220 = !DILocation(line: 25, column: 70, scope: !169)
!221 = !DILocation(line: 25, column: 5, scope: !169)
!222 = !DILocation(line: 27, column: 10, scope: !169)
!223 = !DILocation(line: 28, column: 56, scope: !169)
!224 = !DILocation(line: 28, column: 70, scope: !169)
!225 = !DILocation(line: 28, column: 5, scope: !169)
!226 = !DILocation(line: 29, column: 16, scope: !169)
!227 = !DILocation(line: 30, column: 5, scope: !169)
!228 = !DILocation(line: 29, column: 14, scope: !169)
!229 = !DILocation(line: 30, column: 13, scope: !169)
!230 = distinct !{!230, !227, !231, !232, !233}
!231 = !DILocation(line: 31, column: 9, scope: !169)
!232 = !{!"llvm.loop.mustprogress"}
!233 = !{!"llvm.loop.unroll.disable"}
!234 = !DILocation(line: 32, column: 40, scope: !169)
!235 = !DILocation(line: 32, column: 5, scope: !169)
!236 = !DILocation(line: 33, column: 33, scope: !169)
!237 = !DILocation(line: 33, column: 5, scope: !169)
!238 = !DILocation(line: 34, column: 33, scope: !169)
!239 = !DILocation(line: 34, column: 5, scope: !169)
!240 = !DILocation(line: 35, column: 32, scope: !169)
!241 = !DILocation(line: 35, column: 5, scope: !169)
!242 = !DILocation(line: 36, column: 33, scope: !169)
!243 = !DILocation(line: 36, column: 5, scope: !169)
!244 = !DILocation(line: 37, column: 33, scope: !169)
!245 = !DILocation(line: 37, column: 5, scope: !169)
!246 = !DILocation(line: 38, column: 26, scope: !169)
!247 = !DILocation(line: 38, column: 5, scope: !169)
!248 = !DILocation(line: 0, scope: !177)
!249 = !DILocation(line: 39, column: 5, scope: !177)
!250 = !DILocation(line: 41, column: 24, scope: !169)
!251 = !DILocation(line: 41, column: 5, scope: !169)
!252 = !DILocation(line: 0, scope: !179)
!253 = !DILocation(line: 42, column: 5, scope: !179)
!254 = !DILocation(line: 40, column: 42, scope: !255)
!255 = distinct !DILexicalBlock(scope: !177, file: !2, line: 39, column: 5)
!256 = !DILocation(line: 40, column: 9, scope: !255)
!257 = !DILocation(line: 39, column: 33, scope: !255)
!258 = !DILocation(line: 39, column: 24, scope: !255)
!259 = distinct !{!259, !249, !260, !232, !233}
!260 = !DILocation(line: 40, column: 67, scope: !177)
!261 = !DILocation(line: 44, column: 24, scope: !169)
!262 = !DILocation(line: 44, column: 5, scope: !169)
!263 = !DILocation(line: 0, scope: !181)
!264 = !DILocation(line: 45, column: 5, scope: !181)
!265 = !DILocation(line: 43, column: 43, scope: !266)
!266 = distinct !DILexicalBlock(scope: !179, file: !2, line: 42, column: 5)
!267 = !DILocation(line: 43, column: 9, scope: !266)
!268 = !DILocation(line: 42, column: 29, scope: !266)
!269 = !DILocation(line: 42, column: 23, scope: !266)
!270 = distinct !{!270, !253, !271, !232, !233}
!271 = !DILocation(line: 43, column: 68, scope: !179)
!272 = !DILocation(line: 50, column: 48, scope: !169)
!273 = !DILocation(line: 50, column: 5, scope: !169)
!274 = !DILocation(line: 51, column: 5, scope: !169)
!275 = !DILocation(line: 52, column: 5, scope: !169)
!276 = !DILocation(line: 0, scope: !187)
!277 = !DILocation(line: 54, column: 5, scope: !187)
!278 = !DILocation(line: 46, column: 24, scope: !183)
!279 = !DILocation(line: 0, scope: !183)
!280 = !DILocation(line: 47, column: 9, scope: !183)
!281 = !DILocation(line: 46, column: 18, scope: !183)
!282 = !DILocation(line: 47, column: 17, scope: !183)
!283 = distinct !{!283, !280, !284, !232, !233}
!284 = !DILocation(line: 48, column: 13, scope: !183)
!285 = !DILocation(line: 45, column: 29, scope: !184)
!286 = !DILocation(line: 45, column: 23, scope: !184)
!287 = distinct !{!287, !264, !288, !232, !233}
!288 = !DILocation(line: 49, column: 5, scope: !181)
!289 = !DILocation(line: 58, column: 5, scope: !169)
!290 = !DILocation(line: 59, column: 18, scope: !169)
!291 = !DILocation(line: 59, column: 17, scope: !169)
!292 = !DILocation(line: 59, column: 14, scope: !169)
!293 = !DILocation(line: 60, column: 5, scope: !169)
!294 = !DILocation(line: 61, column: 5, scope: !169)
!295 = !DILocation(line: 61, column: 9, scope: !169)
!296 = !{!297, !297, i64 0}
!297 = !{!"int", !298, i64 0}
!298 = !{!"omnipotent char", !299, i64 0}
!299 = !{!"Simple C/C++ TBAA"}
!300 = distinct !DIAssignID()
!301 = !DILocation(line: 61, column: 21, scope: !169)
!302 = distinct !DIAssignID()
!303 = !DILocation(line: 62, column: 5, scope: !169)
!304 = !DILocation(line: 64, column: 10, scope: !169)
!305 = !DILocation(line: 65, column: 57, scope: !169)
!306 = !DILocation(line: 65, column: 69, scope: !169)
!307 = !DILocation(line: 65, column: 82, scope: !169)
!308 = !DILocation(line: 65, column: 81, scope: !169)
!309 = !DILocation(line: 65, column: 5, scope: !169)
!310 = !DILocation(line: 67, column: 5, scope: !169)
!311 = !DILocation(line: 67, column: 9, scope: !169)
!312 = distinct !DIAssignID()
!313 = !DILocation(line: 68, column: 14, scope: !169)
!314 = !DILocation(line: 69, column: 5, scope: !169)
!315 = !DILocation(line: 70, column: 14, scope: !169)
!316 = !DILocation(line: 71, column: 50, scope: !169)
!317 = !DILocation(line: 71, column: 5, scope: !169)
!318 = !DILocation(line: 72, column: 14, scope: !169)
!319 = !DILocation(line: 73, column: 5, scope: !169)
!320 = !DILocation(line: 74, column: 15, scope: !169)
!321 = !DILocation(line: 75, column: 14, scope: !169)
!322 = !DILocation(line: 76, column: 5, scope: !169)
!323 = !DILocation(line: 77, column: 14, scope: !169)
!324 = !DILocation(line: 78, column: 58, scope: !169)
!325 = !DILocation(line: 78, column: 5, scope: !169)
!326 = !DILocation(line: 79, column: 5, scope: !169)
!327 = !DILocation(line: 79, column: 10, scope: !169)
!328 = !{!329, !329, i64 0}
!329 = !{!"long", !298, i64 0}
!330 = distinct !DIAssignID()
!331 = !DILocation(line: 80, column: 5, scope: !169)
!332 = distinct !DIAssignID()
!333 = !DILocation(line: 81, column: 17, scope: !169)
!334 = !DILocation(line: 82, column: 59, scope: !169)
!335 = !DILocation(line: 82, column: 5, scope: !169)
!336 = !DILocation(line: 83, column: 5, scope: !169)
!337 = !DILocation(line: 83, column: 11, scope: !169)
!338 = !{!339, !339, i64 0}
!339 = !{!"short", !298, i64 0}
!340 = distinct !DIAssignID()
!341 = !DILocation(line: 84, column: 5, scope: !169)
!342 = !DILocation(line: 85, column: 42, scope: !169)
!343 = !DILocation(line: 85, column: 5, scope: !169)
!344 = !DILocation(line: 86, column: 5, scope: !169)
!345 = !DILocation(line: 0, scope: !203)
!346 = !DILocation(line: 87, column: 5, scope: !203)
!347 = !DILocation(line: 55, column: 14, scope: !348)
!348 = distinct !DILexicalBlock(scope: !349, file: !2, line: 55, column: 13)
!349 = distinct !DILexicalBlock(scope: !350, file: !2, line: 54, column: 33)
!350 = distinct !DILexicalBlock(scope: !187, file: !2, line: 54, column: 5)
!351 = !DILocation(line: 55, column: 13, scope: !349)
!352 = !DILocation(line: 54, column: 29, scope: !350)
!353 = !DILocation(line: 54, column: 23, scope: !350)
!354 = distinct !{!354, !277, !355, !232, !233}
!355 = !DILocation(line: 57, column: 5, scope: !187)
!356 = !DILocation(line: 89, column: 33, scope: !169)
!357 = !DILocation(line: 89, column: 5, scope: !169)
!358 = !DILocation(line: 91, column: 1, scope: !169)
!359 = !DILocation(line: 90, column: 5, scope: !169)
!360 = !DILocation(line: 88, column: 18, scope: !361)
!361 = distinct !DILexicalBlock(scope: !203, file: !2, line: 87, column: 5)
!362 = !DILocation(line: 88, column: 25, scope: !361)
!363 = !DILocation(line: 88, column: 16, scope: !361)
!364 = !DILocation(line: 87, column: 30, scope: !361)
!365 = !DILocation(line: 87, column: 23, scope: !361)
!366 = distinct !{!366, !346, !367, !232, !233}
!367 = !DILocation(line: 88, column: 27, scope: !203)
!368 = !DISubprogram(name: "printf", scope: !369, file: !369, line: 356, type: !370, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!369 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!370 = !DISubroutineType(types: !371)
!371 = !{!134, !372, null}
!372 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !373)
!373 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !374, size: 64)
!374 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
