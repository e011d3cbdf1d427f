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
    #dbg_value(i32 poison, !174, !DIExpression(), !205)
  br i1 %30, label %32, label %26, !dbg !227, !llvm.loop !230

32:                                               ; preds = %26
  %33 = load atomic i32, ptr @ai seq_cst, align 4, !dbg !233
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %33), !dbg !234
  %35 = atomicrmw add ptr @ai, i32 5 seq_cst, align 4, !dbg !235
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %35), !dbg !236
  %37 = atomicrmw sub ptr @ai, i32 3 seq_cst, align 4, !dbg !237
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %37), !dbg !238
  %39 = atomicrmw or ptr @ai, i32 256 seq_cst, align 4, !dbg !239
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %39), !dbg !240
  %41 = atomicrmw and ptr @ai, i32 496 seq_cst, align 4, !dbg !241
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %41), !dbg !242
  %43 = atomicrmw xor ptr @ai, i32 255 seq_cst, align 4, !dbg !243
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %43), !dbg !244
  %45 = load atomic i32, ptr @ai seq_cst, align 4, !dbg !245
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %45), !dbg !246
    #dbg_value(i64 1, !176, !DIExpression(), !247)
  br label %63, !dbg !248

47:                                               ; preds = %63
  %48 = load atomic i64, ptr @al seq_cst, align 8, !dbg !249
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %48), !dbg !250
    #dbg_value(i32 0, !178, !DIExpression(), !251)
    #dbg_value(i32 0, !178, !DIExpression(), !251)
  %50 = atomicrmw add ptr @auc, i8 3 seq_cst, align 1, !dbg !252
  %51 = zext i8 %50 to i32, !dbg !252
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %51), !dbg !254
    #dbg_value(i32 1, !178, !DIExpression(), !251)
  %53 = atomicrmw add ptr @auc, i8 3 seq_cst, align 1, !dbg !252
  %54 = zext i8 %53 to i32, !dbg !252
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %54), !dbg !254
    #dbg_value(i32 2, !178, !DIExpression(), !251)
  %56 = atomicrmw add ptr @auc, i8 3 seq_cst, align 1, !dbg !252
  %57 = zext i8 %56 to i32, !dbg !252
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %57), !dbg !254
    #dbg_value(i32 3, !178, !DIExpression(), !251)
  %59 = load atomic i8, ptr @auc seq_cst, align 1, !dbg !255
  %60 = zext i8 %59 to i32, !dbg !255
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %60), !dbg !256
    #dbg_value(i32 0, !180, !DIExpression(), !257)
    #dbg_value(i32 0, !180, !DIExpression(), !257)
  %62 = load atomic i64, ptr @au64 seq_cst, align 8, !dbg !258
    #dbg_value(i64 %62, !182, !DIExpression(), !259)
  br label %81, !dbg !260

63:                                               ; preds = %63, %32
  %64 = phi i64 [ 1, %32 ], [ %79, %63 ]
    #dbg_value(i64 %64, !176, !DIExpression(), !247)
  %65 = mul nuw nsw i64 %64, %64, !dbg !261
  %66 = atomicrmw add ptr @al, i64 %65 monotonic, align 8, !dbg !263
  %67 = add nuw nsw i64 %64, 1, !dbg !264
    #dbg_value(i64 %67, !176, !DIExpression(), !247)
  %68 = mul nuw nsw i64 %67, %67, !dbg !261
  %69 = atomicrmw add ptr @al, i64 %68 monotonic, align 8, !dbg !263
  %70 = add nuw nsw i64 %64, 2, !dbg !264
    #dbg_value(i64 %70, !176, !DIExpression(), !247)
  %71 = mul nuw nsw i64 %70, %70, !dbg !261
  %72 = atomicrmw add ptr @al, i64 %71 monotonic, align 8, !dbg !263
  %73 = add nuw nsw i64 %64, 3, !dbg !264
    #dbg_value(i64 %73, !176, !DIExpression(), !247)
  %74 = mul nuw nsw i64 %73, %73, !dbg !261
  %75 = atomicrmw add ptr @al, i64 %74 monotonic, align 8, !dbg !263
  %76 = add nuw nsw i64 %64, 4, !dbg !264
    #dbg_value(i64 %76, !176, !DIExpression(), !247)
  %77 = mul nuw nsw i64 %76, %76, !dbg !261
  %78 = atomicrmw add ptr @al, i64 %77 monotonic, align 8, !dbg !263
  %79 = add nuw nsw i64 %64, 5, !dbg !264
    #dbg_value(i64 %79, !176, !DIExpression(), !247)
  %80 = icmp eq i64 %79, 101, !dbg !265
  br i1 %80, label %47, label %63, !dbg !248, !llvm.loop !266

81:                                               ; preds = %81, %47
  %82 = phi i64 [ %62, %47 ], [ %86, %81 ], !dbg !268
    #dbg_value(i64 %82, !182, !DIExpression(), !259)
  %83 = mul i64 %82, 1000003, !dbg !269
  %84 = cmpxchg weak ptr @au64, i64 %82, i64 %83 seq_cst seq_cst, align 8, !dbg !269
  %85 = extractvalue { i64, i1 } %84, 1, !dbg !269
  %86 = extractvalue { i64, i1 } %84, 0
    #dbg_value(i64 poison, !182, !DIExpression(), !259)
  br i1 %85, label %87, label %81, !dbg !260, !llvm.loop !270

87:                                               ; preds = %81
    #dbg_value(i32 1, !180, !DIExpression(), !257)
  %88 = load atomic i64, ptr @au64 seq_cst, align 8, !dbg !258
    #dbg_value(i64 %88, !182, !DIExpression(), !259)
  br label %89, !dbg !260

89:                                               ; preds = %89, %87
  %90 = phi i64 [ %88, %87 ], [ %94, %89 ], !dbg !268
    #dbg_value(i64 %90, !182, !DIExpression(), !259)
  %91 = mul i64 %90, 1000003, !dbg !269
  %92 = cmpxchg weak ptr @au64, i64 %90, i64 %91 seq_cst seq_cst, align 8, !dbg !269
  %93 = extractvalue { i64, i1 } %92, 1, !dbg !269
  %94 = extractvalue { i64, i1 } %92, 0
    #dbg_value(i64 poison, !182, !DIExpression(), !259)
  br i1 %93, label %95, label %89, !dbg !260, !llvm.loop !270

95:                                               ; preds = %89
    #dbg_value(i32 2, !180, !DIExpression(), !257)
  %96 = load atomic i64, ptr @au64 seq_cst, align 8, !dbg !258
    #dbg_value(i64 %96, !182, !DIExpression(), !259)
  br label %97, !dbg !260

97:                                               ; preds = %97, %95
  %98 = phi i64 [ %96, %95 ], [ %102, %97 ], !dbg !268
    #dbg_value(i64 %98, !182, !DIExpression(), !259)
  %99 = mul i64 %98, 1000003, !dbg !269
  %100 = cmpxchg weak ptr @au64, i64 %98, i64 %99 seq_cst seq_cst, align 8, !dbg !269
  %101 = extractvalue { i64, i1 } %100, 1, !dbg !269
  %102 = extractvalue { i64, i1 } %100, 0
    #dbg_value(i64 poison, !182, !DIExpression(), !259)
  br i1 %101, label %103, label %97, !dbg !260, !llvm.loop !270

103:                                              ; preds = %97
    #dbg_value(i32 3, !180, !DIExpression(), !257)
  %104 = load atomic i64, ptr @au64 seq_cst, align 8, !dbg !258
    #dbg_value(i64 %104, !182, !DIExpression(), !259)
  br label %105, !dbg !260

105:                                              ; preds = %105, %103
  %106 = phi i64 [ %104, %103 ], [ %110, %105 ], !dbg !268
    #dbg_value(i64 %106, !182, !DIExpression(), !259)
  %107 = mul i64 %106, 1000003, !dbg !269
  %108 = cmpxchg weak ptr @au64, i64 %106, i64 %107 seq_cst seq_cst, align 8, !dbg !269
  %109 = extractvalue { i64, i1 } %108, 1, !dbg !269
  %110 = extractvalue { i64, i1 } %108, 0
    #dbg_value(i64 poison, !182, !DIExpression(), !259)
  br i1 %109, label %111, label %105, !dbg !260, !llvm.loop !270

111:                                              ; preds = %105
    #dbg_value(i32 4, !180, !DIExpression(), !257)
  %112 = load atomic i64, ptr @au64 seq_cst, align 8, !dbg !258
    #dbg_value(i64 %112, !182, !DIExpression(), !259)
  br label %113, !dbg !260

113:                                              ; preds = %113, %111
  %114 = phi i64 [ %112, %111 ], [ %118, %113 ], !dbg !268
    #dbg_value(i64 %114, !182, !DIExpression(), !259)
  %115 = mul i64 %114, 1000003, !dbg !269
  %116 = cmpxchg weak ptr @au64, i64 %114, i64 %115 seq_cst seq_cst, align 8, !dbg !269
  %117 = extractvalue { i64, i1 } %116, 1, !dbg !269
  %118 = extractvalue { i64, i1 } %116, 0
    #dbg_value(i64 poison, !182, !DIExpression(), !259)
  br i1 %117, label %119, label %113, !dbg !260, !llvm.loop !270

119:                                              ; preds = %113
    #dbg_value(i32 5, !180, !DIExpression(), !257)
  %120 = load atomic i64, ptr @au64 seq_cst, align 8, !dbg !272
  %121 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef %120), !dbg !273
  fence seq_cst, !dbg !274
  fence syncscope("singlethread") seq_cst, !dbg !275
    #dbg_value(i32 0, !185, !DIExpression(), !205)
    #dbg_value(i32 0, !186, !DIExpression(), !276)
    #dbg_value(i32 0, !185, !DIExpression(), !205)
    #dbg_value(i32 0, !186, !DIExpression(), !276)
  %122 = atomicrmw xchg ptr @lock, i8 1 seq_cst, align 1, !dbg !277
  %123 = and i8 %122, 1, !dbg !281
  %124 = xor i8 %123, 1, !dbg !281
    #dbg_value(i8 %124, !185, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !205)
    #dbg_value(i32 1, !186, !DIExpression(), !276)
  %125 = atomicrmw xchg ptr @lock, i8 1 seq_cst, align 1, !dbg !277
  %126 = and i8 %125, 1, !dbg !281
  %127 = xor i8 %126, 1, !dbg !281
  %128 = add nuw nsw i8 %124, %127, !dbg !281
    #dbg_value(i8 %128, !185, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !205)
    #dbg_value(i32 2, !186, !DIExpression(), !276)
  %129 = atomicrmw xchg ptr @lock, i8 1 seq_cst, align 1, !dbg !277
  %130 = and i8 %129, 1, !dbg !281
  %131 = xor i8 %130, 1, !dbg !281
  %132 = add nuw nsw i8 %128, %131, !dbg !281
    #dbg_value(i8 %132, !185, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !205)
    #dbg_value(i32 3, !186, !DIExpression(), !276)
  store atomic i8 0, ptr @lock seq_cst, align 1, !dbg !282
  %133 = atomicrmw xchg ptr @lock, i8 1 seq_cst, align 1, !dbg !283
  %134 = and i8 %133, 1, !dbg !284
  %135 = xor i8 %134, 1, !dbg !284
  %136 = add nuw nsw i8 %132, %135, !dbg !285
  %137 = zext nneg i8 %136 to i32, !dbg !285
    #dbg_value(i32 %137, !185, !DIExpression(), !205)
  %138 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef %137), !dbg !286
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #3, !dbg !287
  store i32 7, ptr %1, align 4, !dbg !288, !tbaa !289, !DIAssignID !293
    #dbg_assign(i32 7, !188, !DIExpression(), !293, ptr %1, !DIExpression(), !205)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #3, !dbg !287
  store i32 8, ptr %2, align 4, !dbg !294, !tbaa !289, !DIAssignID !295
    #dbg_assign(i32 8, !189, !DIExpression(), !295, ptr %2, !DIExpression(), !205)
  %139 = ptrtoint ptr %1 to i64, !dbg !296
  store atomic i64 %139, ptr @aptr seq_cst, align 8, !dbg !296
    #dbg_value(ptr %2, !190, !DIExpression(), !205)
  %140 = ptrtoint ptr %2 to i64, !dbg !297
  %141 = cmpxchg ptr @aptr, i64 %140, i64 %140 seq_cst seq_cst, align 8, !dbg !297
  %142 = extractvalue { i64, i1 } %141, 1, !dbg !297
  %143 = extractvalue { i64, i1 } %141, 0, !dbg !297
  %144 = inttoptr i64 %143 to ptr, !dbg !297
    #dbg_value(ptr poison, !190, !DIExpression(), !205)
    #dbg_value(i1 %142, !175, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !205)
  %145 = zext i1 %142 to i32, !dbg !298
  %146 = icmp eq ptr %1, %144, !dbg !299
  %147 = xor i1 %142, true, !dbg !299
  %148 = select i1 %147, i1 %146, i1 false, !dbg !299
  %149 = zext i1 %148 to i32, !dbg !299
  %150 = load atomic i64, ptr @aptr seq_cst, align 8, !dbg !300
  %151 = inttoptr i64 %150 to ptr, !dbg !300
  %152 = load i32, ptr %151, align 4, !dbg !301, !tbaa !289
  %153 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %145, i32 noundef %149, i32 noundef %152), !dbg !302
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #3, !dbg !303
  store i32 5, ptr %3, align 4, !dbg !304, !tbaa !289, !DIAssignID !305
    #dbg_assign(i32 5, !191, !DIExpression(), !305, ptr %3, !DIExpression(), !205)
  %154 = atomicrmw add ptr %3, i32 10 seq_cst, align 4, !dbg !306
  %155 = add i32 %154, 10, !dbg !306
    #dbg_value(i32 %155, !192, !DIExpression(), !205)
  %156 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %155), !dbg !307
  %157 = atomicrmw nand ptr %3, i32 6 seq_cst, align 4, !dbg !308
    #dbg_value(i32 %157, !193, !DIExpression(), !205)
  %158 = load i32, ptr %3, align 4, !dbg !309, !tbaa !289
  %159 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %157, i32 noundef %158), !dbg !310
  %160 = atomicrmw add ptr %3, i32 1 seq_cst, align 4, !dbg !311
    #dbg_value(i32 %160, !194, !DIExpression(), !205)
  %161 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef %160), !dbg !312
  %162 = load i32, ptr %3, align 4, !dbg !313, !tbaa !289
    #dbg_value(i32 %162, !195, !DIExpression(), !205)
  %163 = cmpxchg ptr %3, i32 %162, i32 123 seq_cst seq_cst, align 4, !dbg !314
  %164 = extractvalue { i32, i1 } %163, 0, !dbg !314
    #dbg_value(i32 %164, !196, !DIExpression(), !205)
  %165 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef %164), !dbg !315
  %166 = cmpxchg ptr %3, i32 0, i32 1 seq_cst seq_cst, align 4, !dbg !316
  %167 = extractvalue { i32, i1 } %166, 1, !dbg !316
  %168 = zext i1 %167 to i32, !dbg !316
    #dbg_value(i32 %168, !197, !DIExpression(), !205)
  %169 = load i32, ptr %3, align 4, !dbg !317, !tbaa !289
  %170 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef %168, i32 noundef %169), !dbg !318
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #3, !dbg !319
  store i64 0, ptr %4, align 8, !dbg !320, !tbaa !321, !DIAssignID !323
    #dbg_assign(i64 0, !198, !DIExpression(), !323, ptr %4, !DIExpression(), !205)
  store atomic i64 77, ptr %4 release, align 8, !dbg !324, !DIAssignID !325
    #dbg_assign(i64 77, !198, !DIExpression(), !325, ptr %4, !DIExpression(), !205)
  %171 = atomicrmw xchg ptr %4, i64 88 acq_rel, align 8, !dbg !326
    #dbg_value(i64 %171, !199, !DIExpression(), !205)
  %172 = load atomic i64, ptr %4 acquire, align 8, !dbg !327
  %173 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i64 noundef %171, i64 noundef %172), !dbg !328
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %5) #3, !dbg !329
  store i16 1, ptr %5, align 2, !dbg !330, !tbaa !331, !DIAssignID !333
    #dbg_assign(i16 1, !200, !DIExpression(), !333, ptr %5, !DIExpression(), !205)
  %174 = atomicrmw sub ptr %5, i16 2 monotonic, align 2, !dbg !334
  %175 = load i16, ptr %5, align 2, !dbg !335, !tbaa !331
  %176 = sext i16 %175 to i32, !dbg !335
  %177 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %176), !dbg !336
  fence seq_cst, !dbg !337
    #dbg_value(i32 0, !202, !DIExpression(), !338)
    #dbg_value(i32 0, !202, !DIExpression(), !338)
  %178 = load volatile i32, ptr @vcount, align 4, !dbg !339, !tbaa !289
  store volatile i32 %178, ptr @vcount, align 4, !dbg !341, !tbaa !289
    #dbg_value(i32 1, !202, !DIExpression(), !338)
  %179 = load volatile i32, ptr @vcount, align 4, !dbg !339, !tbaa !289
  %180 = add nsw i32 %179, 1, !dbg !342
  store volatile i32 %180, ptr @vcount, align 4, !dbg !341, !tbaa !289
    #dbg_value(i32 2, !202, !DIExpression(), !338)
  %181 = load volatile i32, ptr @vcount, align 4, !dbg !339, !tbaa !289
  %182 = add nsw i32 %181, 2, !dbg !342
  store volatile i32 %182, ptr @vcount, align 4, !dbg !341, !tbaa !289
    #dbg_value(i32 3, !202, !DIExpression(), !338)
  %183 = load volatile i32, ptr @vcount, align 4, !dbg !339, !tbaa !289
  %184 = add nsw i32 %183, 3, !dbg !342
  store volatile i32 %184, ptr @vcount, align 4, !dbg !341, !tbaa !289
    #dbg_value(i32 4, !202, !DIExpression(), !338)
  %185 = load volatile i32, ptr @vcount, align 4, !dbg !339, !tbaa !289
  %186 = add nsw i32 %185, 4, !dbg !342
  store volatile i32 %186, ptr @vcount, align 4, !dbg !341, !tbaa !289
    #dbg_value(i32 5, !202, !DIExpression(), !338)
  %187 = load volatile i32, ptr @vcount, align 4, !dbg !339, !tbaa !289
  %188 = add nsw i32 %187, 5, !dbg !342
  store volatile i32 %188, ptr @vcount, align 4, !dbg !341, !tbaa !289
    #dbg_value(i32 6, !202, !DIExpression(), !338)
  %189 = load volatile i32, ptr @vcount, align 4, !dbg !339, !tbaa !289
  %190 = add nsw i32 %189, 6, !dbg !342
  store volatile i32 %190, ptr @vcount, align 4, !dbg !341, !tbaa !289
    #dbg_value(i32 7, !202, !DIExpression(), !338)
  %191 = load volatile i32, ptr @vcount, align 4, !dbg !339, !tbaa !289
  %192 = add nsw i32 %191, 7, !dbg !342
  store volatile i32 %192, ptr @vcount, align 4, !dbg !341, !tbaa !289
    #dbg_value(i32 8, !202, !DIExpression(), !338)
  %193 = load volatile i32, ptr @vcount, align 4, !dbg !339, !tbaa !289
  %194 = add nsw i32 %193, 8, !dbg !342
  store volatile i32 %194, ptr @vcount, align 4, !dbg !341, !tbaa !289
    #dbg_value(i32 9, !202, !DIExpression(), !338)
  %195 = load volatile i32, ptr @vcount, align 4, !dbg !339, !tbaa !289
  %196 = add nsw i32 %195, 9, !dbg !342
  store volatile i32 %196, ptr @vcount, align 4, !dbg !341, !tbaa !289
    #dbg_value(i32 10, !202, !DIExpression(), !338)
  %197 = load volatile i32, ptr @vcount, align 4, !dbg !339, !tbaa !289
  %198 = add nsw i32 %197, 10, !dbg !342
  store volatile i32 %198, ptr @vcount, align 4, !dbg !341, !tbaa !289
    #dbg_value(i32 11, !202, !DIExpression(), !338)
  %199 = load volatile i32, ptr @vcount, align 4, !dbg !339, !tbaa !289
  %200 = add nsw i32 %199, 11, !dbg !342
  store volatile i32 %200, ptr @vcount, align 4, !dbg !341, !tbaa !289
    #dbg_value(i32 12, !202, !DIExpression(), !338)
  %201 = load volatile i32, ptr @vcount, align 4, !dbg !339, !tbaa !289
  %202 = add nsw i32 %201, 12, !dbg !342
  store volatile i32 %202, ptr @vcount, align 4, !dbg !341, !tbaa !289
    #dbg_value(i32 13, !202, !DIExpression(), !338)
  %203 = load volatile i32, ptr @vcount, align 4, !dbg !339, !tbaa !289
  %204 = add nsw i32 %203, 13, !dbg !342
  store volatile i32 %204, ptr @vcount, align 4, !dbg !341, !tbaa !289
    #dbg_value(i32 14, !202, !DIExpression(), !338)
  %205 = load volatile i32, ptr @vcount, align 4, !dbg !339, !tbaa !289
  %206 = add nsw i32 %205, 14, !dbg !342
  store volatile i32 %206, ptr @vcount, align 4, !dbg !341, !tbaa !289
    #dbg_value(i32 15, !202, !DIExpression(), !338)
  %207 = load volatile i32, ptr @vcount, align 4, !dbg !339, !tbaa !289
  %208 = add nsw i32 %207, 15, !dbg !342
  store volatile i32 %208, ptr @vcount, align 4, !dbg !341, !tbaa !289
    #dbg_value(i32 16, !202, !DIExpression(), !338)
  %209 = load volatile i32, ptr @vcount, align 4, !dbg !339, !tbaa !289
  %210 = add nsw i32 %209, 16, !dbg !342
  store volatile i32 %210, ptr @vcount, align 4, !dbg !341, !tbaa !289
    #dbg_value(i32 17, !202, !DIExpression(), !338)
  %211 = load volatile i32, ptr @vcount, align 4, !dbg !339, !tbaa !289
  %212 = add nsw i32 %211, 17, !dbg !342
  store volatile i32 %212, ptr @vcount, align 4, !dbg !341, !tbaa !289
    #dbg_value(i32 18, !202, !DIExpression(), !338)
  %213 = load volatile i32, ptr @vcount, align 4, !dbg !339, !tbaa !289
  %214 = add nsw i32 %213, 18, !dbg !342
  store volatile i32 %214, ptr @vcount, align 4, !dbg !341, !tbaa !289
    #dbg_value(i32 19, !202, !DIExpression(), !338)
  %215 = load volatile i32, ptr @vcount, align 4, !dbg !339, !tbaa !289
  %216 = add nsw i32 %215, 19, !dbg !342
  store volatile i32 %216, ptr @vcount, align 4, !dbg !341, !tbaa !289
    #dbg_value(i32 20, !202, !DIExpression(), !338)
  %217 = load volatile i32, ptr @vcount, align 4, !dbg !339, !tbaa !289
  %218 = add nsw i32 %217, 20, !dbg !342
  store volatile i32 %218, ptr @vcount, align 4, !dbg !341, !tbaa !289
    #dbg_value(i32 21, !202, !DIExpression(), !338)
  %219 = load volatile i32, ptr @vcount, align 4, !dbg !339, !tbaa !289
  %220 = add nsw i32 %219, 21, !dbg !342
  store volatile i32 %220, ptr @vcount, align 4, !dbg !341, !tbaa !289
    #dbg_value(i32 22, !202, !DIExpression(), !338)
  %221 = load volatile i32, ptr @vcount, align 4, !dbg !339, !tbaa !289
  %222 = add nsw i32 %221, 22, !dbg !342
  store volatile i32 %222, ptr @vcount, align 4, !dbg !341, !tbaa !289
    #dbg_value(i32 23, !202, !DIExpression(), !338)
  %223 = load volatile i32, ptr @vcount, align 4, !dbg !339, !tbaa !289
  %224 = add nsw i32 %223, 23, !dbg !342
  store volatile i32 %224, ptr @vcount, align 4, !dbg !341, !tbaa !289
    #dbg_value(i32 24, !202, !DIExpression(), !338)
  %225 = load volatile i32, ptr @vcount, align 4, !dbg !339, !tbaa !289
  %226 = add nsw i32 %225, 24, !dbg !342
  store volatile i32 %226, ptr @vcount, align 4, !dbg !341, !tbaa !289
    #dbg_value(i32 25, !202, !DIExpression(), !338)
  %227 = load volatile i32, ptr @vcount, align 4, !dbg !339, !tbaa !289
  %228 = add nsw i32 %227, 25, !dbg !342
  store volatile i32 %228, ptr @vcount, align 4, !dbg !341, !tbaa !289
    #dbg_value(i32 26, !202, !DIExpression(), !338)
  %229 = load volatile i32, ptr @vcount, align 4, !dbg !339, !tbaa !289
  %230 = add nsw i32 %229, 26, !dbg !342
  store volatile i32 %230, ptr @vcount, align 4, !dbg !341, !tbaa !289
    #dbg_value(i32 27, !202, !DIExpression(), !338)
  %231 = load volatile i32, ptr @vcount, align 4, !dbg !339, !tbaa !289
  %232 = add nsw i32 %231, 27, !dbg !342
  store volatile i32 %232, ptr @vcount, align 4, !dbg !341, !tbaa !289
    #dbg_value(i32 28, !202, !DIExpression(), !338)
  %233 = load volatile i32, ptr @vcount, align 4, !dbg !339, !tbaa !289
  %234 = add nsw i32 %233, 28, !dbg !342
  store volatile i32 %234, ptr @vcount, align 4, !dbg !341, !tbaa !289
    #dbg_value(i32 29, !202, !DIExpression(), !338)
  %235 = load volatile i32, ptr @vcount, align 4, !dbg !339, !tbaa !289
  %236 = add nsw i32 %235, 29, !dbg !342
  store volatile i32 %236, ptr @vcount, align 4, !dbg !341, !tbaa !289
    #dbg_value(i32 30, !202, !DIExpression(), !338)
  %237 = load volatile i32, ptr @vcount, align 4, !dbg !339, !tbaa !289
  %238 = add nsw i32 %237, 30, !dbg !342
  store volatile i32 %238, ptr @vcount, align 4, !dbg !341, !tbaa !289
    #dbg_value(i32 31, !202, !DIExpression(), !338)
  %239 = load volatile i32, ptr @vcount, align 4, !dbg !339, !tbaa !289
  %240 = add nsw i32 %239, 31, !dbg !342
  store volatile i32 %240, ptr @vcount, align 4, !dbg !341, !tbaa !289
    #dbg_value(i32 32, !202, !DIExpression(), !338)
  %241 = load volatile i32, ptr @vcount, align 4, !dbg !339, !tbaa !289
  %242 = add nsw i32 %241, 32, !dbg !342
  store volatile i32 %242, ptr @vcount, align 4, !dbg !341, !tbaa !289
    #dbg_value(i32 33, !202, !DIExpression(), !338)
  %243 = load volatile i32, ptr @vcount, align 4, !dbg !339, !tbaa !289
  %244 = add nsw i32 %243, 33, !dbg !342
  store volatile i32 %244, ptr @vcount, align 4, !dbg !341, !tbaa !289
    #dbg_value(i32 34, !202, !DIExpression(), !338)
  %245 = load volatile i32, ptr @vcount, align 4, !dbg !339, !tbaa !289
  %246 = add nsw i32 %245, 34, !dbg !342
  store volatile i32 %246, ptr @vcount, align 4, !dbg !341, !tbaa !289
    #dbg_value(i32 35, !202, !DIExpression(), !338)
  %247 = load volatile i32, ptr @vcount, align 4, !dbg !339, !tbaa !289
  %248 = add nsw i32 %247, 35, !dbg !342
  store volatile i32 %248, ptr @vcount, align 4, !dbg !341, !tbaa !289
    #dbg_value(i32 36, !202, !DIExpression(), !338)
  %249 = load volatile i32, ptr @vcount, align 4, !dbg !339, !tbaa !289
  %250 = add nsw i32 %249, 36, !dbg !342
  store volatile i32 %250, ptr @vcount, align 4, !dbg !341, !tbaa !289
    #dbg_value(i32 37, !202, !DIExpression(), !338)
  %251 = load volatile i32, ptr @vcount, align 4, !dbg !339, !tbaa !289
  %252 = add nsw i32 %251, 37, !dbg !342
  store volatile i32 %252, ptr @vcount, align 4, !dbg !341, !tbaa !289
    #dbg_value(i32 38, !202, !DIExpression(), !338)
  %253 = load volatile i32, ptr @vcount, align 4, !dbg !339, !tbaa !289
  %254 = add nsw i32 %253, 38, !dbg !342
  store volatile i32 %254, ptr @vcount, align 4, !dbg !341, !tbaa !289
    #dbg_value(i32 39, !202, !DIExpression(), !338)
  %255 = load volatile i32, ptr @vcount, align 4, !dbg !339, !tbaa !289
  %256 = add nsw i32 %255, 39, !dbg !342
  store volatile i32 %256, ptr @vcount, align 4, !dbg !341, !tbaa !289
    #dbg_value(i32 40, !202, !DIExpression(), !338)
  %257 = load volatile i32, ptr @vcount, align 4, !dbg !339, !tbaa !289
  %258 = add nsw i32 %257, 40, !dbg !342
  store volatile i32 %258, ptr @vcount, align 4, !dbg !341, !tbaa !289
    #dbg_value(i32 41, !202, !DIExpression(), !338)
  %259 = load volatile i32, ptr @vcount, align 4, !dbg !339, !tbaa !289
  %260 = add nsw i32 %259, 41, !dbg !342
  store volatile i32 %260, ptr @vcount, align 4, !dbg !341, !tbaa !289
    #dbg_value(i32 42, !202, !DIExpression(), !338)
  %261 = load volatile i32, ptr @vcount, align 4, !dbg !339, !tbaa !289
  %262 = add nsw i32 %261, 42, !dbg !342
  store volatile i32 %262, ptr @vcount, align 4, !dbg !341, !tbaa !289
    #dbg_value(i32 43, !202, !DIExpression(), !338)
  %263 = load volatile i32, ptr @vcount, align 4, !dbg !339, !tbaa !289
  %264 = add nsw i32 %263, 43, !dbg !342
  store volatile i32 %264, ptr @vcount, align 4, !dbg !341, !tbaa !289
    #dbg_value(i32 44, !202, !DIExpression(), !338)
  %265 = load volatile i32, ptr @vcount, align 4, !dbg !339, !tbaa !289
  %266 = add nsw i32 %265, 44, !dbg !342
  store volatile i32 %266, ptr @vcount, align 4, !dbg !341, !tbaa !289
    #dbg_value(i32 45, !202, !DIExpression(), !338)
  %267 = load volatile i32, ptr @vcount, align 4, !dbg !339, !tbaa !289
  %268 = add nsw i32 %267, 45, !dbg !342
  store volatile i32 %268, ptr @vcount, align 4, !dbg !341, !tbaa !289
    #dbg_value(i32 46, !202, !DIExpression(), !338)
  %269 = load volatile i32, ptr @vcount, align 4, !dbg !339, !tbaa !289
  %270 = add nsw i32 %269, 46, !dbg !342
  store volatile i32 %270, ptr @vcount, align 4, !dbg !341, !tbaa !289
    #dbg_value(i32 47, !202, !DIExpression(), !338)
  %271 = load volatile i32, ptr @vcount, align 4, !dbg !339, !tbaa !289
  %272 = add nsw i32 %271, 47, !dbg !342
  store volatile i32 %272, ptr @vcount, align 4, !dbg !341, !tbaa !289
    #dbg_value(i32 48, !202, !DIExpression(), !338)
  %273 = load volatile i32, ptr @vcount, align 4, !dbg !339, !tbaa !289
  %274 = add nsw i32 %273, 48, !dbg !342
  store volatile i32 %274, ptr @vcount, align 4, !dbg !341, !tbaa !289
    #dbg_value(i32 49, !202, !DIExpression(), !338)
  %275 = load volatile i32, ptr @vcount, align 4, !dbg !339, !tbaa !289
  %276 = add nsw i32 %275, 49, !dbg !342
  store volatile i32 %276, ptr @vcount, align 4, !dbg !341, !tbaa !289
    #dbg_value(i32 50, !202, !DIExpression(), !338)
  %277 = load volatile i32, ptr @vcount, align 4, !dbg !343, !tbaa !289
  %278 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i32 noundef %277), !dbg !344
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %5) #3, !dbg !345
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #3, !dbg !345
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #3, !dbg !345
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #3, !dbg !345
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #3, !dbg !345
  ret i32 0, !dbg !346
}

; Function Attrs: nofree nounwind
declare !dbg !347 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

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
!230 = distinct !{!230, !227, !231, !232}
!231 = !DILocation(line: 31, column: 9, scope: !169)
!232 = !{!"llvm.loop.mustprogress"}
!233 = !DILocation(line: 32, column: 40, scope: !169)
!234 = !DILocation(line: 32, column: 5, scope: !169)
!235 = !DILocation(line: 33, column: 33, scope: !169)
!236 = !DILocation(line: 33, column: 5, scope: !169)
!237 = !DILocation(line: 34, column: 33, scope: !169)
!238 = !DILocation(line: 34, column: 5, scope: !169)
!239 = !DILocation(line: 35, column: 32, scope: !169)
!240 = !DILocation(line: 35, column: 5, scope: !169)
!241 = !DILocation(line: 36, column: 33, scope: !169)
!242 = !DILocation(line: 36, column: 5, scope: !169)
!243 = !DILocation(line: 37, column: 33, scope: !169)
!244 = !DILocation(line: 37, column: 5, scope: !169)
!245 = !DILocation(line: 38, column: 26, scope: !169)
!246 = !DILocation(line: 38, column: 5, scope: !169)
!247 = !DILocation(line: 0, scope: !177)
!248 = !DILocation(line: 39, column: 5, scope: !177)
!249 = !DILocation(line: 41, column: 24, scope: !169)
!250 = !DILocation(line: 41, column: 5, scope: !169)
!251 = !DILocation(line: 0, scope: !179)
!252 = !DILocation(line: 43, column: 43, scope: !253)
!253 = distinct !DILexicalBlock(scope: !179, file: !2, line: 42, column: 5)
!254 = !DILocation(line: 43, column: 9, scope: !253)
!255 = !DILocation(line: 44, column: 24, scope: !169)
!256 = !DILocation(line: 44, column: 5, scope: !169)
!257 = !DILocation(line: 0, scope: !181)
!258 = !DILocation(line: 46, column: 24, scope: !183)
!259 = !DILocation(line: 0, scope: !183)
!260 = !DILocation(line: 47, column: 9, scope: !183)
!261 = !DILocation(line: 40, column: 42, scope: !262)
!262 = distinct !DILexicalBlock(scope: !177, file: !2, line: 39, column: 5)
!263 = !DILocation(line: 40, column: 9, scope: !262)
!264 = !DILocation(line: 39, column: 33, scope: !262)
!265 = !DILocation(line: 39, column: 24, scope: !262)
!266 = distinct !{!266, !248, !267, !232}
!267 = !DILocation(line: 40, column: 67, scope: !177)
!268 = !DILocation(line: 46, column: 18, scope: !183)
!269 = !DILocation(line: 47, column: 17, scope: !183)
!270 = distinct !{!270, !260, !271, !232}
!271 = !DILocation(line: 48, column: 13, scope: !183)
!272 = !DILocation(line: 50, column: 48, scope: !169)
!273 = !DILocation(line: 50, column: 5, scope: !169)
!274 = !DILocation(line: 51, column: 5, scope: !169)
!275 = !DILocation(line: 52, column: 5, scope: !169)
!276 = !DILocation(line: 0, scope: !187)
!277 = !DILocation(line: 55, column: 14, scope: !278)
!278 = distinct !DILexicalBlock(scope: !279, file: !2, line: 55, column: 13)
!279 = distinct !DILexicalBlock(scope: !280, file: !2, line: 54, column: 33)
!280 = distinct !DILexicalBlock(scope: !187, file: !2, line: 54, column: 5)
!281 = !DILocation(line: 55, column: 13, scope: !279)
!282 = !DILocation(line: 58, column: 5, scope: !169)
!283 = !DILocation(line: 59, column: 18, scope: !169)
!284 = !DILocation(line: 59, column: 17, scope: !169)
!285 = !DILocation(line: 59, column: 14, scope: !169)
!286 = !DILocation(line: 60, column: 5, scope: !169)
!287 = !DILocation(line: 61, column: 5, scope: !169)
!288 = !DILocation(line: 61, column: 9, scope: !169)
!289 = !{!290, !290, i64 0}
!290 = !{!"int", !291, i64 0}
!291 = !{!"omnipotent char", !292, i64 0}
!292 = !{!"Simple C/C++ TBAA"}
!293 = distinct !DIAssignID()
!294 = !DILocation(line: 61, column: 21, scope: !169)
!295 = distinct !DIAssignID()
!296 = !DILocation(line: 62, column: 5, scope: !169)
!297 = !DILocation(line: 64, column: 10, scope: !169)
!298 = !DILocation(line: 65, column: 57, scope: !169)
!299 = !DILocation(line: 65, column: 69, scope: !169)
!300 = !DILocation(line: 65, column: 82, scope: !169)
!301 = !DILocation(line: 65, column: 81, scope: !169)
!302 = !DILocation(line: 65, column: 5, scope: !169)
!303 = !DILocation(line: 67, column: 5, scope: !169)
!304 = !DILocation(line: 67, column: 9, scope: !169)
!305 = distinct !DIAssignID()
!306 = !DILocation(line: 68, column: 14, scope: !169)
!307 = !DILocation(line: 69, column: 5, scope: !169)
!308 = !DILocation(line: 70, column: 14, scope: !169)
!309 = !DILocation(line: 71, column: 50, scope: !169)
!310 = !DILocation(line: 71, column: 5, scope: !169)
!311 = !DILocation(line: 72, column: 14, scope: !169)
!312 = !DILocation(line: 73, column: 5, scope: !169)
!313 = !DILocation(line: 74, column: 15, scope: !169)
!314 = !DILocation(line: 75, column: 14, scope: !169)
!315 = !DILocation(line: 76, column: 5, scope: !169)
!316 = !DILocation(line: 77, column: 14, scope: !169)
!317 = !DILocation(line: 78, column: 58, scope: !169)
!318 = !DILocation(line: 78, column: 5, scope: !169)
!319 = !DILocation(line: 79, column: 5, scope: !169)
!320 = !DILocation(line: 79, column: 10, scope: !169)
!321 = !{!322, !322, i64 0}
!322 = !{!"long", !291, i64 0}
!323 = distinct !DIAssignID()
!324 = !DILocation(line: 80, column: 5, scope: !169)
!325 = distinct !DIAssignID()
!326 = !DILocation(line: 81, column: 17, scope: !169)
!327 = !DILocation(line: 82, column: 59, scope: !169)
!328 = !DILocation(line: 82, column: 5, scope: !169)
!329 = !DILocation(line: 83, column: 5, scope: !169)
!330 = !DILocation(line: 83, column: 11, scope: !169)
!331 = !{!332, !332, i64 0}
!332 = !{!"short", !291, i64 0}
!333 = distinct !DIAssignID()
!334 = !DILocation(line: 84, column: 5, scope: !169)
!335 = !DILocation(line: 85, column: 42, scope: !169)
!336 = !DILocation(line: 85, column: 5, scope: !169)
!337 = !DILocation(line: 86, column: 5, scope: !169)
!338 = !DILocation(line: 0, scope: !203)
!339 = !DILocation(line: 88, column: 18, scope: !340)
!340 = distinct !DILexicalBlock(scope: !203, file: !2, line: 87, column: 5)
!341 = !DILocation(line: 88, column: 16, scope: !340)
!342 = !DILocation(line: 88, column: 25, scope: !340)
!343 = !DILocation(line: 89, column: 33, scope: !169)
!344 = !DILocation(line: 89, column: 5, scope: !169)
!345 = !DILocation(line: 91, column: 1, scope: !169)
!346 = !DILocation(line: 90, column: 5, scope: !169)
!347 = !DISubprogram(name: "printf", scope: !348, file: !348, line: 356, type: !349, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!348 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!349 = !DISubroutineType(types: !350)
!350 = !{!134, !351, null}
!351 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !352)
!352 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !353, size: 64)
!353 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
