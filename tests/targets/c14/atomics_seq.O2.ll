; ModuleID = 'atomics_seq.c'
source_filename = "atomics_seq.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.atomic_flag = type { i8 }

@.str = private unnamed_addr constant [9 x i8] c"load %d\0A\00", align 1
@ai = internal global i32 10, align 4, !dbg !0
@.str.1 = private unnamed_addr constant [13 x i8] c"store -> %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"exchange old=%d new=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [40 x i8] c"cas success ok=%d expected=%d value=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [40 x i8] c"cas failure ok=%d expected=%d value=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [24 x i8] c"weak cas loop value=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [18 x i8] c"fetch_add old=%d \00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"fetch_sub old=%d \00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"fetch_or old=%d \00", align 1
@.str.9 = private unnamed_addr constant [18 x i8] c"fetch_and old=%d \00", align 1
@.str.10 = private unnamed_addr constant [18 x i8] c"fetch_xor old=%d \00", align 1
@.str.11 = private unnamed_addr constant [10 x i8] c"final=%d\0A\00", align 1
@al = internal global i64 0, align 8, !dbg !18
@.str.12 = private unnamed_addr constant [8 x i8] c"al=%ld\0A\00", align 1
@.str.13 = private unnamed_addr constant [24 x i8] c"uchar fetch_add old=%u \00", align 1
@auc = internal global i8 -6, align 1, !dbg !31
@.str.14 = private unnamed_addr constant [8 x i8] c"now=%u\0A\00", align 1
@au64 = internal global i64 1, align 8, !dbg !35
@.str.15 = private unnamed_addr constant [12 x i8] c"u64 = %llu\0A\00", align 1
@lock = internal global %struct.atomic_flag zeroinitializer, align 1, !dbg !43
@.str.16 = private unnamed_addr constant [22 x i8] c"flag acquisitions=%d\0A\00", align 1
@aptr = internal global i32* null, align 8, !dbg !23
@.str.17 = private unnamed_addr constant [41 x i8] c"ptr cas ok=%d exp is target=%d *aptr=%d\0A\00", align 1
@.str.18 = private unnamed_addr constant [23 x i8] c"__atomic_add_fetch=%d \00", align 1
@.str.19 = private unnamed_addr constant [31 x i8] c"__atomic_fetch_nand=%d now=%d \00", align 1
@.str.20 = private unnamed_addr constant [25 x i8] c"__sync_fetch_and_add=%d \00", align 1
@.str.21 = private unnamed_addr constant [32 x i8] c"__sync_val_compare_and_swap=%d \00", align 1
@.str.22 = private unnamed_addr constant [38 x i8] c"__sync_bool_compare_and_swap=%d g=%d\0A\00", align 1
@.str.23 = private unnamed_addr constant [37 x i8] c"store_n/exchange_n prev=%ld now=%ld\0A\00", align 1
@.str.24 = private unnamed_addr constant [26 x i8] c"short after fetch_sub=%d\0A\00", align 1
@vcount = internal global i32 0, align 4, !dbg !28
@.str.25 = private unnamed_addr constant [17 x i8] c"volatile sum=%d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !61 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i16, align 2
  %6 = load atomic i32, i32* @ai seq_cst, align 4, !dbg !96
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i32 noundef %6), !dbg !97
  store atomic i32 20, i32* @ai seq_cst, align 4, !dbg !98
  %8 = load atomic i32, i32* @ai acquire, align 4, !dbg !99
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i64 0, i64 0), i32 noundef %8), !dbg !100
  %10 = atomicrmw xchg i32* @ai, i32 30 seq_cst, align 4, !dbg !101
  call void @llvm.dbg.value(metadata i32 %10, metadata !65, metadata !DIExpression()), !dbg !102
  %11 = load atomic i32, i32* @ai seq_cst, align 4, !dbg !103
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.2, i64 0, i64 0), i32 noundef %10, i32 noundef %11), !dbg !104
  call void @llvm.dbg.value(metadata i32 30, metadata !66, metadata !DIExpression()), !dbg !102
  %13 = cmpxchg i32* @ai, i32 30, i32 40 seq_cst seq_cst, align 4, !dbg !105
  %14 = extractvalue { i32, i1 } %13, 1, !dbg !105
  %15 = extractvalue { i32, i1 } %13, 0
  call void @llvm.dbg.value(metadata i32 %15, metadata !66, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata i1 %14, metadata !67, metadata !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !102
  %16 = zext i1 %14 to i32, !dbg !106
  %17 = load atomic i32, i32* @ai seq_cst, align 4, !dbg !107
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([40 x i8], [40 x i8]* @.str.3, i64 0, i64 0), i32 noundef %16, i32 noundef %15, i32 noundef %17), !dbg !108
  call void @llvm.dbg.value(metadata i32 99, metadata !66, metadata !DIExpression()), !dbg !102
  %19 = cmpxchg i32* @ai, i32 99, i32 50 seq_cst seq_cst, align 4, !dbg !109
  %20 = extractvalue { i32, i1 } %19, 1, !dbg !109
  %21 = extractvalue { i32, i1 } %19, 0, !dbg !109
  call void @llvm.dbg.value(metadata i32 %21, metadata !66, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata i1 %20, metadata !67, metadata !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !102
  %22 = zext i1 %20 to i32, !dbg !110
  %23 = load atomic i32, i32* @ai seq_cst, align 4, !dbg !111
  %24 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([40 x i8], [40 x i8]* @.str.4, i64 0, i64 0), i32 noundef %22, i32 noundef %21, i32 noundef %23), !dbg !112
  %25 = load atomic i32, i32* @ai seq_cst, align 4, !dbg !113
  call void @llvm.dbg.value(metadata i32 %25, metadata !66, metadata !DIExpression()), !dbg !102
  br label %26, !dbg !114

26:                                               ; preds = %26, %0
  %27 = phi i32 [ %25, %0 ], [ %31, %26 ], !dbg !115
  call void @llvm.dbg.value(metadata i32 %27, metadata !66, metadata !DIExpression()), !dbg !102
  %28 = shl nsw i32 %27, 1, !dbg !116
  %29 = cmpxchg weak i32* @ai, i32 %27, i32 %28 seq_cst seq_cst, align 4, !dbg !116
  %30 = extractvalue { i32, i1 } %29, 1, !dbg !116
  %31 = extractvalue { i32, i1 } %29, 0
  call void @llvm.dbg.value(metadata i32 undef, metadata !66, metadata !DIExpression()), !dbg !102
  br i1 %30, label %32, label %26, !dbg !114, !llvm.loop !117

32:                                               ; preds = %26
  %33 = load atomic i32, i32* @ai seq_cst, align 4, !dbg !120
  %34 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.5, i64 0, i64 0), i32 noundef %33), !dbg !121
  %35 = atomicrmw add i32* @ai, i32 5 seq_cst, align 4, !dbg !122
  %36 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.6, i64 0, i64 0), i32 noundef %35), !dbg !123
  %37 = atomicrmw sub i32* @ai, i32 3 seq_cst, align 4, !dbg !124
  %38 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i64 0, i64 0), i32 noundef %37), !dbg !125
  %39 = atomicrmw or i32* @ai, i32 256 seq_cst, align 4, !dbg !126
  %40 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.8, i64 0, i64 0), i32 noundef %39), !dbg !127
  %41 = atomicrmw and i32* @ai, i32 496 seq_cst, align 4, !dbg !128
  %42 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.9, i64 0, i64 0), i32 noundef %41), !dbg !129
  %43 = atomicrmw xor i32* @ai, i32 255 seq_cst, align 4, !dbg !130
  %44 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.10, i64 0, i64 0), i32 noundef %43), !dbg !131
  %45 = load atomic i32, i32* @ai seq_cst, align 4, !dbg !132
  %46 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.11, i64 0, i64 0), i32 noundef %45), !dbg !133
  call void @llvm.dbg.value(metadata i64 1, metadata !68, metadata !DIExpression()), !dbg !134
  br label %63, !dbg !135

47:                                               ; preds = %63
  %48 = load atomic i64, i64* @al seq_cst, align 8, !dbg !136
  %49 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.12, i64 0, i64 0), i64 noundef %48), !dbg !137
  call void @llvm.dbg.value(metadata i32 0, metadata !70, metadata !DIExpression()), !dbg !138
  call void @llvm.dbg.value(metadata i32 0, metadata !70, metadata !DIExpression()), !dbg !138
  %50 = atomicrmw add i8* @auc, i8 3 seq_cst, align 1, !dbg !139
  %51 = zext i8 %50 to i32, !dbg !139
  %52 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.13, i64 0, i64 0), i32 noundef %51), !dbg !141
  call void @llvm.dbg.value(metadata i32 1, metadata !70, metadata !DIExpression()), !dbg !138
  call void @llvm.dbg.value(metadata i32 1, metadata !70, metadata !DIExpression()), !dbg !138
  %53 = atomicrmw add i8* @auc, i8 3 seq_cst, align 1, !dbg !139
  %54 = zext i8 %53 to i32, !dbg !139
  %55 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.13, i64 0, i64 0), i32 noundef %54), !dbg !141
  call void @llvm.dbg.value(metadata i32 2, metadata !70, metadata !DIExpression()), !dbg !138
  call void @llvm.dbg.value(metadata i32 2, metadata !70, metadata !DIExpression()), !dbg !138
  %56 = atomicrmw add i8* @auc, i8 3 seq_cst, align 1, !dbg !139
  %57 = zext i8 %56 to i32, !dbg !139
  %58 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.13, i64 0, i64 0), i32 noundef %57), !dbg !141
  call void @llvm.dbg.value(metadata i32 3, metadata !70, metadata !DIExpression()), !dbg !138
  %59 = load atomic i8, i8* @auc seq_cst, align 1, !dbg !142
  %60 = zext i8 %59 to i32, !dbg !142
  %61 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.14, i64 0, i64 0), i32 noundef %60), !dbg !143
  call void @llvm.dbg.value(metadata i32 0, metadata !72, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata i32 0, metadata !72, metadata !DIExpression()), !dbg !144
  %62 = load atomic i64, i64* @au64 seq_cst, align 8, !dbg !145
  call void @llvm.dbg.value(metadata i64 %62, metadata !74, metadata !DIExpression()), !dbg !146
  br label %81, !dbg !147

63:                                               ; preds = %63, %32
  %64 = phi i64 [ 1, %32 ], [ %79, %63 ]
  call void @llvm.dbg.value(metadata i64 %64, metadata !68, metadata !DIExpression()), !dbg !134
  %65 = mul nuw nsw i64 %64, %64, !dbg !148
  %66 = atomicrmw add i64* @al, i64 %65 monotonic, align 8, !dbg !150
  %67 = add nuw nsw i64 %64, 1, !dbg !151
  call void @llvm.dbg.value(metadata i64 %67, metadata !68, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i64 %67, metadata !68, metadata !DIExpression()), !dbg !134
  %68 = mul nuw nsw i64 %67, %67, !dbg !148
  %69 = atomicrmw add i64* @al, i64 %68 monotonic, align 8, !dbg !150
  %70 = add nuw nsw i64 %64, 2, !dbg !151
  call void @llvm.dbg.value(metadata i64 %70, metadata !68, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i64 %70, metadata !68, metadata !DIExpression()), !dbg !134
  %71 = mul nuw nsw i64 %70, %70, !dbg !148
  %72 = atomicrmw add i64* @al, i64 %71 monotonic, align 8, !dbg !150
  %73 = add nuw nsw i64 %64, 3, !dbg !151
  call void @llvm.dbg.value(metadata i64 %73, metadata !68, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i64 %73, metadata !68, metadata !DIExpression()), !dbg !134
  %74 = mul nuw nsw i64 %73, %73, !dbg !148
  %75 = atomicrmw add i64* @al, i64 %74 monotonic, align 8, !dbg !150
  %76 = add nuw nsw i64 %64, 4, !dbg !151
  call void @llvm.dbg.value(metadata i64 %76, metadata !68, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i64 %76, metadata !68, metadata !DIExpression()), !dbg !134
  %77 = mul nuw nsw i64 %76, %76, !dbg !148
  %78 = atomicrmw add i64* @al, i64 %77 monotonic, align 8, !dbg !150
  %79 = add nuw nsw i64 %64, 5, !dbg !151
  call void @llvm.dbg.value(metadata i64 %79, metadata !68, metadata !DIExpression()), !dbg !134
  %80 = icmp eq i64 %79, 101, !dbg !152
  br i1 %80, label %47, label %63, !dbg !135, !llvm.loop !153

81:                                               ; preds = %81, %47
  %82 = phi i64 [ %62, %47 ], [ %86, %81 ], !dbg !155
  call void @llvm.dbg.value(metadata i64 %82, metadata !74, metadata !DIExpression()), !dbg !146
  %83 = mul i64 %82, 1000003, !dbg !156
  %84 = cmpxchg weak i64* @au64, i64 %82, i64 %83 seq_cst seq_cst, align 8, !dbg !156
  %85 = extractvalue { i64, i1 } %84, 1, !dbg !156
  %86 = extractvalue { i64, i1 } %84, 0
  call void @llvm.dbg.value(metadata i64 undef, metadata !74, metadata !DIExpression()), !dbg !146
  br i1 %85, label %87, label %81, !dbg !147, !llvm.loop !157

87:                                               ; preds = %81
  call void @llvm.dbg.value(metadata i32 1, metadata !72, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata i32 1, metadata !72, metadata !DIExpression()), !dbg !144
  %88 = load atomic i64, i64* @au64 seq_cst, align 8, !dbg !145
  call void @llvm.dbg.value(metadata i64 %88, metadata !74, metadata !DIExpression()), !dbg !146
  br label %89, !dbg !147

89:                                               ; preds = %89, %87
  %90 = phi i64 [ %88, %87 ], [ %94, %89 ], !dbg !155
  call void @llvm.dbg.value(metadata i64 %90, metadata !74, metadata !DIExpression()), !dbg !146
  %91 = mul i64 %90, 1000003, !dbg !156
  %92 = cmpxchg weak i64* @au64, i64 %90, i64 %91 seq_cst seq_cst, align 8, !dbg !156
  %93 = extractvalue { i64, i1 } %92, 1, !dbg !156
  %94 = extractvalue { i64, i1 } %92, 0
  call void @llvm.dbg.value(metadata i64 undef, metadata !74, metadata !DIExpression()), !dbg !146
  br i1 %93, label %95, label %89, !dbg !147, !llvm.loop !157

95:                                               ; preds = %89
  call void @llvm.dbg.value(metadata i32 2, metadata !72, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata i32 2, metadata !72, metadata !DIExpression()), !dbg !144
  %96 = load atomic i64, i64* @au64 seq_cst, align 8, !dbg !145
  call void @llvm.dbg.value(metadata i64 %96, metadata !74, metadata !DIExpression()), !dbg !146
  br label %97, !dbg !147

97:                                               ; preds = %97, %95
  %98 = phi i64 [ %96, %95 ], [ %102, %97 ], !dbg !155
  call void @llvm.dbg.value(metadata i64 %98, metadata !74, metadata !DIExpression()), !dbg !146
  %99 = mul i64 %98, 1000003, !dbg !156
  %100 = cmpxchg weak i64* @au64, i64 %98, i64 %99 seq_cst seq_cst, align 8, !dbg !156
  %101 = extractvalue { i64, i1 } %100, 1, !dbg !156
  %102 = extractvalue { i64, i1 } %100, 0
  call void @llvm.dbg.value(metadata i64 undef, metadata !74, metadata !DIExpression()), !dbg !146
  br i1 %101, label %103, label %97, !dbg !147, !llvm.loop !157

103:                                              ; preds = %97
  call void @llvm.dbg.value(metadata i32 3, metadata !72, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata i32 3, metadata !72, metadata !DIExpression()), !dbg !144
  %104 = load atomic i64, i64* @au64 seq_cst, align 8, !dbg !145
  call void @llvm.dbg.value(metadata i64 %104, metadata !74, metadata !DIExpression()), !dbg !146
  br label %105, !dbg !147

105:                                              ; preds = %105, %103
  %106 = phi i64 [ %104, %103 ], [ %110, %105 ], !dbg !155
  call void @llvm.dbg.value(metadata i64 %106, metadata !74, metadata !DIExpression()), !dbg !146
  %107 = mul i64 %106, 1000003, !dbg !156
  %108 = cmpxchg weak i64* @au64, i64 %106, i64 %107 seq_cst seq_cst, align 8, !dbg !156
  %109 = extractvalue { i64, i1 } %108, 1, !dbg !156
  %110 = extractvalue { i64, i1 } %108, 0
  call void @llvm.dbg.value(metadata i64 undef, metadata !74, metadata !DIExpression()), !dbg !146
  br i1 %109, label %111, label %105, !dbg !147, !llvm.loop !157

111:                                              ; preds = %105
  call void @llvm.dbg.value(metadata i32 4, metadata !72, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata i32 4, metadata !72, metadata !DIExpression()), !dbg !144
  %112 = load atomic i64, i64* @au64 seq_cst, align 8, !dbg !145
  call void @llvm.dbg.value(metadata i64 %112, metadata !74, metadata !DIExpression()), !dbg !146
  br label %113, !dbg !147

113:                                              ; preds = %113, %111
  %114 = phi i64 [ %112, %111 ], [ %118, %113 ], !dbg !155
  call void @llvm.dbg.value(metadata i64 %114, metadata !74, metadata !DIExpression()), !dbg !146
  %115 = mul i64 %114, 1000003, !dbg !156
  %116 = cmpxchg weak i64* @au64, i64 %114, i64 %115 seq_cst seq_cst, align 8, !dbg !156
  %117 = extractvalue { i64, i1 } %116, 1, !dbg !156
  %118 = extractvalue { i64, i1 } %116, 0
  call void @llvm.dbg.value(metadata i64 undef, metadata !74, metadata !DIExpression()), !dbg !146
  br i1 %117, label %119, label %113, !dbg !147, !llvm.loop !157

119:                                              ; preds = %113
  call void @llvm.dbg.value(metadata i32 5, metadata !72, metadata !DIExpression()), !dbg !144
  %120 = load atomic i64, i64* @au64 seq_cst, align 8, !dbg !159
  %121 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.15, i64 0, i64 0), i64 noundef %120), !dbg !160
  fence seq_cst, !dbg !161
  fence syncscope("singlethread") seq_cst, !dbg !162
  call void @llvm.dbg.value(metadata i32 0, metadata !77, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata i32 0, metadata !78, metadata !DIExpression()), !dbg !163
  call void @llvm.dbg.value(metadata i32 0, metadata !77, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata i32 0, metadata !78, metadata !DIExpression()), !dbg !163
  %122 = atomicrmw xchg i8* getelementptr inbounds (%struct.atomic_flag, %struct.atomic_flag* @lock, i64 0, i32 0), i8 1 seq_cst, align 1, !dbg !164
  %123 = and i8 %122, 1, !dbg !164
  %124 = xor i8 %123, 1, !dbg !168
  call void @llvm.dbg.value(metadata i8 %124, metadata !77, metadata !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !102
  call void @llvm.dbg.value(metadata i32 1, metadata !78, metadata !DIExpression()), !dbg !163
  call void @llvm.dbg.value(metadata i8 %124, metadata !77, metadata !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !102
  call void @llvm.dbg.value(metadata i32 1, metadata !78, metadata !DIExpression()), !dbg !163
  %125 = atomicrmw xchg i8* getelementptr inbounds (%struct.atomic_flag, %struct.atomic_flag* @lock, i64 0, i32 0), i8 1 seq_cst, align 1, !dbg !164
  %126 = and i8 %125, 1, !dbg !164
  %127 = xor i8 %126, 1, !dbg !168
  %128 = add nuw nsw i8 %124, %127, !dbg !168
  call void @llvm.dbg.value(metadata i8 %128, metadata !77, metadata !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !102
  call void @llvm.dbg.value(metadata i32 2, metadata !78, metadata !DIExpression()), !dbg !163
  call void @llvm.dbg.value(metadata i8 %128, metadata !77, metadata !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !102
  call void @llvm.dbg.value(metadata i32 2, metadata !78, metadata !DIExpression()), !dbg !163
  %129 = atomicrmw xchg i8* getelementptr inbounds (%struct.atomic_flag, %struct.atomic_flag* @lock, i64 0, i32 0), i8 1 seq_cst, align 1, !dbg !164
  %130 = and i8 %129, 1, !dbg !164
  %131 = xor i8 %130, 1, !dbg !168
  %132 = add nuw nsw i8 %128, %131, !dbg !168
  call void @llvm.dbg.value(metadata i8 %132, metadata !77, metadata !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !102
  call void @llvm.dbg.value(metadata i32 3, metadata !78, metadata !DIExpression()), !dbg !163
  store atomic i8 0, i8* getelementptr inbounds (%struct.atomic_flag, %struct.atomic_flag* @lock, i64 0, i32 0) seq_cst, align 1, !dbg !169
  %133 = atomicrmw xchg i8* getelementptr inbounds (%struct.atomic_flag, %struct.atomic_flag* @lock, i64 0, i32 0), i8 1 seq_cst, align 1, !dbg !170
  %134 = and i8 %133, 1, !dbg !170
  %135 = xor i8 %134, 1, !dbg !171
  %136 = add nuw nsw i8 %132, %135, !dbg !172
  %137 = zext i8 %136 to i32, !dbg !172
  call void @llvm.dbg.value(metadata i32 %137, metadata !77, metadata !DIExpression()), !dbg !102
  %138 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.16, i64 0, i64 0), i32 noundef %137), !dbg !173
  %139 = bitcast i32* %1 to i8*, !dbg !174
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %139) #4, !dbg !174
  call void @llvm.dbg.value(metadata i32 7, metadata !80, metadata !DIExpression()), !dbg !102
  store i32 7, i32* %1, align 4, !dbg !175, !tbaa !176
  %140 = bitcast i32* %2 to i8*, !dbg !174
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %140) #4, !dbg !174
  call void @llvm.dbg.value(metadata i32 8, metadata !81, metadata !DIExpression()), !dbg !102
  store i32 8, i32* %2, align 4, !dbg !180, !tbaa !176
  %141 = ptrtoint i32* %1 to i64, !dbg !181
  store atomic i64 %141, i64* bitcast (i32** @aptr to i64*) seq_cst, align 8, !dbg !181
  call void @llvm.dbg.value(metadata i32* %2, metadata !82, metadata !DIExpression()), !dbg !102
  %142 = ptrtoint i32* %2 to i64, !dbg !182
  %143 = cmpxchg i64* bitcast (i32** @aptr to i64*), i64 %142, i64 %142 seq_cst seq_cst, align 8, !dbg !182
  %144 = extractvalue { i64, i1 } %143, 1, !dbg !182
  %145 = extractvalue { i64, i1 } %143, 0, !dbg !182
  %146 = inttoptr i64 %145 to i32*, !dbg !182
  %147 = select i1 %144, i32* %2, i32* %146, !dbg !182
  call void @llvm.dbg.value(metadata i32* %147, metadata !82, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata i1 %144, metadata !67, metadata !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !102
  %148 = zext i1 %144 to i32, !dbg !183
  %149 = icmp eq i32* %147, %1, !dbg !184
  %150 = zext i1 %149 to i32, !dbg !184
  %151 = load atomic i64, i64* bitcast (i32** @aptr to i64*) seq_cst, align 8, !dbg !185
  %152 = inttoptr i64 %151 to i32*, !dbg !185
  %153 = load i32, i32* %152, align 4, !dbg !186, !tbaa !176
  %154 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([41 x i8], [41 x i8]* @.str.17, i64 0, i64 0), i32 noundef %148, i32 noundef %150, i32 noundef %153), !dbg !187
  %155 = bitcast i32* %3 to i8*, !dbg !188
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %155) #4, !dbg !188
  call void @llvm.dbg.value(metadata i32 5, metadata !83, metadata !DIExpression()), !dbg !102
  store i32 5, i32* %3, align 4, !dbg !189, !tbaa !176
  %156 = atomicrmw add i32* %3, i32 10 seq_cst, align 4, !dbg !190
  %157 = add i32 %156, 10, !dbg !190
  call void @llvm.dbg.value(metadata i32 %157, metadata !84, metadata !DIExpression()), !dbg !102
  %158 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.18, i64 0, i64 0), i32 noundef %157), !dbg !191
  %159 = atomicrmw nand i32* %3, i32 6 seq_cst, align 4, !dbg !192
  call void @llvm.dbg.value(metadata i32 %159, metadata !85, metadata !DIExpression()), !dbg !102
  %160 = load i32, i32* %3, align 4, !dbg !193, !tbaa !176
  call void @llvm.dbg.value(metadata i32 %160, metadata !83, metadata !DIExpression()), !dbg !102
  %161 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str.19, i64 0, i64 0), i32 noundef %159, i32 noundef %160), !dbg !194
  %162 = atomicrmw add i32* %3, i32 1 seq_cst, align 4, !dbg !195
  call void @llvm.dbg.value(metadata i32 %162, metadata !86, metadata !DIExpression()), !dbg !102
  %163 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.20, i64 0, i64 0), i32 noundef %162), !dbg !196
  %164 = load i32, i32* %3, align 4, !dbg !197, !tbaa !176
  call void @llvm.dbg.value(metadata i32 %164, metadata !83, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata i32 %164, metadata !87, metadata !DIExpression()), !dbg !102
  %165 = cmpxchg i32* %3, i32 %164, i32 123 seq_cst seq_cst, align 4, !dbg !198
  %166 = extractvalue { i32, i1 } %165, 0, !dbg !198
  call void @llvm.dbg.value(metadata i32 %166, metadata !88, metadata !DIExpression()), !dbg !102
  %167 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([32 x i8], [32 x i8]* @.str.21, i64 0, i64 0), i32 noundef %166), !dbg !199
  %168 = cmpxchg i32* %3, i32 0, i32 1 seq_cst seq_cst, align 4, !dbg !200
  %169 = extractvalue { i32, i1 } %168, 1, !dbg !200
  %170 = zext i1 %169 to i32, !dbg !200
  call void @llvm.dbg.value(metadata i32 %170, metadata !89, metadata !DIExpression()), !dbg !102
  %171 = load i32, i32* %3, align 4, !dbg !201, !tbaa !176
  call void @llvm.dbg.value(metadata i32 %171, metadata !83, metadata !DIExpression()), !dbg !102
  %172 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([38 x i8], [38 x i8]* @.str.22, i64 0, i64 0), i32 noundef %170, i32 noundef %171), !dbg !202
  %173 = bitcast i64* %4 to i8*, !dbg !203
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %173) #4, !dbg !203
  call void @llvm.dbg.value(metadata i64 0, metadata !90, metadata !DIExpression()), !dbg !102
  store i64 0, i64* %4, align 8, !dbg !204, !tbaa !205
  call void @llvm.dbg.value(metadata i64 77, metadata !90, metadata !DIExpression()), !dbg !102
  store atomic i64 77, i64* %4 release, align 8, !dbg !207
  %174 = atomicrmw xchg i64* %4, i64 88 acq_rel, align 8, !dbg !208
  call void @llvm.dbg.value(metadata i64 %174, metadata !91, metadata !DIExpression()), !dbg !102
  %175 = load atomic i64, i64* %4 acquire, align 8, !dbg !209
  call void @llvm.dbg.value(metadata i64 %175, metadata !90, metadata !DIExpression()), !dbg !102
  %176 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str.23, i64 0, i64 0), i64 noundef %174, i64 noundef %175), !dbg !210
  %177 = bitcast i16* %5 to i8*, !dbg !211
  call void @llvm.lifetime.start.p0i8(i64 2, i8* nonnull %177) #4, !dbg !211
  call void @llvm.dbg.value(metadata i16 1, metadata !92, metadata !DIExpression()), !dbg !102
  store i16 1, i16* %5, align 2, !dbg !212, !tbaa !213
  %178 = atomicrmw sub i16* %5, i16 2 monotonic, align 2, !dbg !215
  %179 = load i16, i16* %5, align 2, !dbg !216, !tbaa !213
  call void @llvm.dbg.value(metadata i16 %179, metadata !92, metadata !DIExpression()), !dbg !102
  %180 = sext i16 %179 to i32, !dbg !216
  %181 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.24, i64 0, i64 0), i32 noundef %180), !dbg !217
  fence seq_cst, !dbg !218
  call void @llvm.dbg.value(metadata i32 0, metadata !94, metadata !DIExpression()), !dbg !219
  br label %185, !dbg !220

182:                                              ; preds = %185
  %183 = load volatile i32, i32* @vcount, align 4, !dbg !221, !tbaa !176
  %184 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.25, i64 0, i64 0), i32 noundef %183), !dbg !222
  call void @llvm.lifetime.end.p0i8(i64 2, i8* nonnull %177) #4, !dbg !223
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %173) #4, !dbg !223
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %155) #4, !dbg !223
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %140) #4, !dbg !223
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %139) #4, !dbg !223
  ret i32 0, !dbg !223

185:                                              ; preds = %185, %119
  %186 = phi i32 [ 0, %119 ], [ %201, %185 ]
  call void @llvm.dbg.value(metadata i32 %186, metadata !94, metadata !DIExpression()), !dbg !219
  %187 = load volatile i32, i32* @vcount, align 4, !dbg !224, !tbaa !176
  %188 = add nsw i32 %187, %186, !dbg !226
  store volatile i32 %188, i32* @vcount, align 4, !dbg !227, !tbaa !176
  %189 = add nuw nsw i32 %186, 1, !dbg !228
  call void @llvm.dbg.value(metadata i32 %189, metadata !94, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32 %189, metadata !94, metadata !DIExpression()), !dbg !219
  %190 = load volatile i32, i32* @vcount, align 4, !dbg !224, !tbaa !176
  %191 = add nsw i32 %190, %189, !dbg !226
  store volatile i32 %191, i32* @vcount, align 4, !dbg !227, !tbaa !176
  %192 = add nuw nsw i32 %186, 2, !dbg !228
  call void @llvm.dbg.value(metadata i32 %192, metadata !94, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32 %192, metadata !94, metadata !DIExpression()), !dbg !219
  %193 = load volatile i32, i32* @vcount, align 4, !dbg !224, !tbaa !176
  %194 = add nsw i32 %193, %192, !dbg !226
  store volatile i32 %194, i32* @vcount, align 4, !dbg !227, !tbaa !176
  %195 = add nuw nsw i32 %186, 3, !dbg !228
  call void @llvm.dbg.value(metadata i32 %195, metadata !94, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32 %195, metadata !94, metadata !DIExpression()), !dbg !219
  %196 = load volatile i32, i32* @vcount, align 4, !dbg !224, !tbaa !176
  %197 = add nsw i32 %196, %195, !dbg !226
  store volatile i32 %197, i32* @vcount, align 4, !dbg !227, !tbaa !176
  %198 = add nuw nsw i32 %186, 4, !dbg !228
  call void @llvm.dbg.value(metadata i32 %198, metadata !94, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32 %198, metadata !94, metadata !DIExpression()), !dbg !219
  %199 = load volatile i32, i32* @vcount, align 4, !dbg !224, !tbaa !176
  %200 = add nsw i32 %199, %198, !dbg !226
  store volatile i32 %200, i32* @vcount, align 4, !dbg !227, !tbaa !176
  %201 = add nuw nsw i32 %186, 5, !dbg !228
  call void @llvm.dbg.value(metadata i32 %201, metadata !94, metadata !DIExpression()), !dbg !219
  %202 = icmp eq i32 %201, 50, !dbg !229
  br i1 %202, label %182, label %185, !dbg !220, !llvm.loop !230
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!54, !55, !56, !57, !58, !59}
!llvm.ident = !{!60}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ai", scope: !2, file: !3, line: 9, type: !52, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !15, globals: !17, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "atomics_seq.c", directory: "/work/wt-errtests/tests/c", checksumkind: CSK_MD5, checksum: "1c8d1b99e12c1b6ef74c0be96a740985")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_order", file: !6, line: 56, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stdatomic.h", directory: "", checksumkind: CSK_MD5, checksum: "de5d66a1ef2f5448cc1919ff39db92bc")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13, !14}
!9 = !DIEnumerator(name: "memory_order_relaxed", value: 0)
!10 = !DIEnumerator(name: "memory_order_consume", value: 1)
!11 = !DIEnumerator(name: "memory_order_acquire", value: 2)
!12 = !DIEnumerator(name: "memory_order_release", value: 3)
!13 = !DIEnumerator(name: "memory_order_acq_rel", value: 4)
!14 = !DIEnumerator(name: "memory_order_seq_cst", value: 5)
!15 = !{!16}
!16 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!17 = !{!18, !23, !28, !0, !31, !35, !43}
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(name: "al", scope: !2, file: !3, line: 10, type: !20, isLocal: true, isDefinition: true)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_long", file: !6, line: 94, baseType: !21)
!21 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !22)
!22 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(name: "aptr", scope: !2, file: !3, line: 14, type: !25, isLocal: true, isDefinition: true)
!25 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !26)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(name: "vcount", scope: !2, file: !3, line: 15, type: !30, isLocal: true, isDefinition: true)
!30 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !27)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(name: "auc", scope: !2, file: !3, line: 11, type: !33, isLocal: true, isDefinition: true)
!33 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !34)
!34 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(name: "au64", scope: !2, file: !3, line: 12, type: !37, isLocal: true, isDefinition: true)
!37 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !38)
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !39, line: 27, baseType: !40)
!39 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !41, line: 45, baseType: !42)
!41 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!42 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(name: "lock", scope: !2, file: !3, line: 13, type: !45, isLocal: true, isDefinition: true)
!45 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_flag", file: !6, line: 158, baseType: !46)
!46 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "atomic_flag", file: !6, line: 158, size: 8, elements: !47)
!47 = !{!48}
!48 = !DIDerivedType(tag: DW_TAG_member, name: "_Value", scope: !46, file: !6, line: 158, baseType: !49, size: 8)
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_bool", file: !6, line: 85, baseType: !50)
!50 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !51)
!51 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 92, baseType: !53)
!53 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !27)
!54 = !{i32 7, !"Dwarf Version", i32 5}
!55 = !{i32 2, !"Debug Info Version", i32 3}
!56 = !{i32 1, !"wchar_size", i32 4}
!57 = !{i32 7, !"PIC Level", i32 2}
!58 = !{i32 7, !"PIE Level", i32 2}
!59 = !{i32 7, !"uwtable", i32 1}
!60 = !{!"Debian clang version 14.0.6"}
!61 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 17, type: !62, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !64)
!62 = !DISubroutineType(types: !63)
!63 = !{!27}
!64 = !{!65, !66, !67, !68, !70, !72, !74, !77, !78, !80, !81, !82, !83, !84, !85, !86, !87, !88, !89, !90, !91, !92, !94}
!65 = !DILocalVariable(name: "old", scope: !61, file: !3, line: 21, type: !27)
!66 = !DILocalVariable(name: "expected", scope: !61, file: !3, line: 23, type: !27)
!67 = !DILocalVariable(name: "ok", scope: !61, file: !3, line: 24, type: !51)
!68 = !DILocalVariable(name: "i", scope: !69, file: !3, line: 39, type: !22)
!69 = distinct !DILexicalBlock(scope: !61, file: !3, line: 39, column: 5)
!70 = !DILocalVariable(name: "i", scope: !71, file: !3, line: 42, type: !27)
!71 = distinct !DILexicalBlock(scope: !61, file: !3, line: 42, column: 5)
!72 = !DILocalVariable(name: "i", scope: !73, file: !3, line: 45, type: !27)
!73 = distinct !DILexicalBlock(scope: !61, file: !3, line: 45, column: 5)
!74 = !DILocalVariable(name: "cur", scope: !75, file: !3, line: 46, type: !38)
!75 = distinct !DILexicalBlock(scope: !76, file: !3, line: 45, column: 33)
!76 = distinct !DILexicalBlock(scope: !73, file: !3, line: 45, column: 5)
!77 = !DILocalVariable(name: "acquired", scope: !61, file: !3, line: 53, type: !27)
!78 = !DILocalVariable(name: "i", scope: !79, file: !3, line: 54, type: !27)
!79 = distinct !DILexicalBlock(scope: !61, file: !3, line: 54, column: 5)
!80 = !DILocalVariable(name: "target", scope: !61, file: !3, line: 61, type: !27)
!81 = !DILocalVariable(name: "other", scope: !61, file: !3, line: 61, type: !27)
!82 = !DILocalVariable(name: "exp_ptr", scope: !61, file: !3, line: 63, type: !26)
!83 = !DILocalVariable(name: "g", scope: !61, file: !3, line: 67, type: !27)
!84 = !DILocalVariable(name: "r1", scope: !61, file: !3, line: 68, type: !27)
!85 = !DILocalVariable(name: "r2", scope: !61, file: !3, line: 70, type: !27)
!86 = !DILocalVariable(name: "r3", scope: !61, file: !3, line: 72, type: !27)
!87 = !DILocalVariable(name: "cur", scope: !61, file: !3, line: 74, type: !27)
!88 = !DILocalVariable(name: "r4", scope: !61, file: !3, line: 75, type: !27)
!89 = !DILocalVariable(name: "r5", scope: !61, file: !3, line: 77, type: !27)
!90 = !DILocalVariable(name: "lx", scope: !61, file: !3, line: 79, type: !22)
!91 = !DILocalVariable(name: "prev", scope: !61, file: !3, line: 81, type: !22)
!92 = !DILocalVariable(name: "sv", scope: !61, file: !3, line: 83, type: !93)
!93 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!94 = !DILocalVariable(name: "i", scope: !95, file: !3, line: 87, type: !27)
!95 = distinct !DILexicalBlock(scope: !61, file: !3, line: 87, column: 5)
!96 = !DILocation(line: 18, column: 25, scope: !61)
!97 = !DILocation(line: 18, column: 5, scope: !61)
!98 = !DILocation(line: 19, column: 5, scope: !61)
!99 = !DILocation(line: 20, column: 29, scope: !61)
!100 = !DILocation(line: 20, column: 5, scope: !61)
!101 = !DILocation(line: 21, column: 15, scope: !61)
!102 = !DILocation(line: 0, scope: !61)
!103 = !DILocation(line: 22, column: 45, scope: !61)
!104 = !DILocation(line: 22, column: 5, scope: !61)
!105 = !DILocation(line: 24, column: 15, scope: !61)
!106 = !DILocation(line: 25, column: 56, scope: !61)
!107 = !DILocation(line: 25, column: 70, scope: !61)
!108 = !DILocation(line: 25, column: 5, scope: !61)
!109 = !DILocation(line: 27, column: 10, scope: !61)
!110 = !DILocation(line: 28, column: 56, scope: !61)
!111 = !DILocation(line: 28, column: 70, scope: !61)
!112 = !DILocation(line: 28, column: 5, scope: !61)
!113 = !DILocation(line: 29, column: 16, scope: !61)
!114 = !DILocation(line: 30, column: 5, scope: !61)
!115 = !DILocation(line: 29, column: 14, scope: !61)
!116 = !DILocation(line: 30, column: 13, scope: !61)
!117 = distinct !{!117, !114, !118, !119}
!118 = !DILocation(line: 31, column: 9, scope: !61)
!119 = !{!"llvm.loop.mustprogress"}
!120 = !DILocation(line: 32, column: 40, scope: !61)
!121 = !DILocation(line: 32, column: 5, scope: !61)
!122 = !DILocation(line: 33, column: 33, scope: !61)
!123 = !DILocation(line: 33, column: 5, scope: !61)
!124 = !DILocation(line: 34, column: 33, scope: !61)
!125 = !DILocation(line: 34, column: 5, scope: !61)
!126 = !DILocation(line: 35, column: 32, scope: !61)
!127 = !DILocation(line: 35, column: 5, scope: !61)
!128 = !DILocation(line: 36, column: 33, scope: !61)
!129 = !DILocation(line: 36, column: 5, scope: !61)
!130 = !DILocation(line: 37, column: 33, scope: !61)
!131 = !DILocation(line: 37, column: 5, scope: !61)
!132 = !DILocation(line: 38, column: 26, scope: !61)
!133 = !DILocation(line: 38, column: 5, scope: !61)
!134 = !DILocation(line: 0, scope: !69)
!135 = !DILocation(line: 39, column: 5, scope: !69)
!136 = !DILocation(line: 41, column: 24, scope: !61)
!137 = !DILocation(line: 41, column: 5, scope: !61)
!138 = !DILocation(line: 0, scope: !71)
!139 = !DILocation(line: 43, column: 43, scope: !140)
!140 = distinct !DILexicalBlock(scope: !71, file: !3, line: 42, column: 5)
!141 = !DILocation(line: 43, column: 9, scope: !140)
!142 = !DILocation(line: 44, column: 24, scope: !61)
!143 = !DILocation(line: 44, column: 5, scope: !61)
!144 = !DILocation(line: 0, scope: !73)
!145 = !DILocation(line: 46, column: 24, scope: !75)
!146 = !DILocation(line: 0, scope: !75)
!147 = !DILocation(line: 47, column: 9, scope: !75)
!148 = !DILocation(line: 40, column: 42, scope: !149)
!149 = distinct !DILexicalBlock(scope: !69, file: !3, line: 39, column: 5)
!150 = !DILocation(line: 40, column: 9, scope: !149)
!151 = !DILocation(line: 39, column: 33, scope: !149)
!152 = !DILocation(line: 39, column: 24, scope: !149)
!153 = distinct !{!153, !135, !154, !119}
!154 = !DILocation(line: 40, column: 67, scope: !69)
!155 = !DILocation(line: 46, column: 18, scope: !75)
!156 = !DILocation(line: 47, column: 17, scope: !75)
!157 = distinct !{!157, !147, !158, !119}
!158 = !DILocation(line: 48, column: 13, scope: !75)
!159 = !DILocation(line: 50, column: 48, scope: !61)
!160 = !DILocation(line: 50, column: 5, scope: !61)
!161 = !DILocation(line: 51, column: 5, scope: !61)
!162 = !DILocation(line: 52, column: 5, scope: !61)
!163 = !DILocation(line: 0, scope: !79)
!164 = !DILocation(line: 55, column: 14, scope: !165)
!165 = distinct !DILexicalBlock(scope: !166, file: !3, line: 55, column: 13)
!166 = distinct !DILexicalBlock(scope: !167, file: !3, line: 54, column: 33)
!167 = distinct !DILexicalBlock(scope: !79, file: !3, line: 54, column: 5)
!168 = !DILocation(line: 55, column: 13, scope: !166)
!169 = !DILocation(line: 58, column: 5, scope: !61)
!170 = !DILocation(line: 59, column: 18, scope: !61)
!171 = !DILocation(line: 59, column: 17, scope: !61)
!172 = !DILocation(line: 59, column: 14, scope: !61)
!173 = !DILocation(line: 60, column: 5, scope: !61)
!174 = !DILocation(line: 61, column: 5, scope: !61)
!175 = !DILocation(line: 61, column: 9, scope: !61)
!176 = !{!177, !177, i64 0}
!177 = !{!"int", !178, i64 0}
!178 = !{!"omnipotent char", !179, i64 0}
!179 = !{!"Simple C/C++ TBAA"}
!180 = !DILocation(line: 61, column: 21, scope: !61)
!181 = !DILocation(line: 62, column: 5, scope: !61)
!182 = !DILocation(line: 64, column: 10, scope: !61)
!183 = !DILocation(line: 65, column: 57, scope: !61)
!184 = !DILocation(line: 65, column: 69, scope: !61)
!185 = !DILocation(line: 65, column: 82, scope: !61)
!186 = !DILocation(line: 65, column: 81, scope: !61)
!187 = !DILocation(line: 65, column: 5, scope: !61)
!188 = !DILocation(line: 67, column: 5, scope: !61)
!189 = !DILocation(line: 67, column: 9, scope: !61)
!190 = !DILocation(line: 68, column: 14, scope: !61)
!191 = !DILocation(line: 69, column: 5, scope: !61)
!192 = !DILocation(line: 70, column: 14, scope: !61)
!193 = !DILocation(line: 71, column: 50, scope: !61)
!194 = !DILocation(line: 71, column: 5, scope: !61)
!195 = !DILocation(line: 72, column: 14, scope: !61)
!196 = !DILocation(line: 73, column: 5, scope: !61)
!197 = !DILocation(line: 74, column: 15, scope: !61)
!198 = !DILocation(line: 75, column: 14, scope: !61)
!199 = !DILocation(line: 76, column: 5, scope: !61)
!200 = !DILocation(line: 77, column: 14, scope: !61)
!201 = !DILocation(line: 78, column: 58, scope: !61)
!202 = !DILocation(line: 78, column: 5, scope: !61)
!203 = !DILocation(line: 79, column: 5, scope: !61)
!204 = !DILocation(line: 79, column: 10, scope: !61)
!205 = !{!206, !206, i64 0}
!206 = !{!"long", !178, i64 0}
!207 = !DILocation(line: 80, column: 5, scope: !61)
!208 = !DILocation(line: 81, column: 17, scope: !61)
!209 = !DILocation(line: 82, column: 59, scope: !61)
!210 = !DILocation(line: 82, column: 5, scope: !61)
!211 = !DILocation(line: 83, column: 5, scope: !61)
!212 = !DILocation(line: 83, column: 11, scope: !61)
!213 = !{!214, !214, i64 0}
!214 = !{!"short", !178, i64 0}
!215 = !DILocation(line: 84, column: 5, scope: !61)
!216 = !DILocation(line: 85, column: 42, scope: !61)
!217 = !DILocation(line: 85, column: 5, scope: !61)
!218 = !DILocation(line: 86, column: 5, scope: !61)
!219 = !DILocation(line: 0, scope: !95)
!220 = !DILocation(line: 87, column: 5, scope: !95)
!221 = !DILocation(line: 89, column: 33, scope: !61)
!222 = !DILocation(line: 89, column: 5, scope: !61)
!223 = !DILocation(line: 91, column: 1, scope: !61)
!224 = !DILocation(line: 88, column: 18, scope: !225)
!225 = distinct !DILexicalBlock(scope: !95, file: !3, line: 87, column: 5)
!226 = !DILocation(line: 88, column: 25, scope: !225)
!227 = !DILocation(line: 88, column: 16, scope: !225)
!228 = !DILocation(line: 87, column: 30, scope: !225)
!229 = !DILocation(line: 87, column: 23, scope: !225)
!230 = distinct !{!230, !220, !231, !119}
!231 = !DILocation(line: 88, column: 27, scope: !95)
