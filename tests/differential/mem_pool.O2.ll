; ModuleID = 'mem_pool.c'
source_filename = "mem_pool.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.block = type { ptr, [24 x i8] }

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
    #dbg_value(i32 63, !154, !DIExpression(), !160)
    #dbg_value(i32 63, !154, !DIExpression(), !160)
  br label %2, !dbg !162

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 63, %0 ], [ %12, %2 ]
  %4 = phi ptr [ null, %0 ], [ %11, %2 ]
    #dbg_value(i64 %3, !154, !DIExpression(), !160)
  %5 = getelementptr inbounds [64 x %union.block], ptr @pool_mem, i64 0, i64 %3, !dbg !163
  store ptr %4, ptr %5, align 16, !dbg !166, !tbaa !167
  %6 = add nsw i64 %3, -1, !dbg !170
    #dbg_value(i64 %6, !154, !DIExpression(), !160)
  %7 = getelementptr inbounds [64 x %union.block], ptr @pool_mem, i64 0, i64 %6, !dbg !163
  store ptr %5, ptr %7, align 16, !dbg !166, !tbaa !167
  %8 = add nsw i64 %3, -2, !dbg !170
    #dbg_value(i64 %8, !154, !DIExpression(), !160)
  %9 = getelementptr inbounds [64 x %union.block], ptr @pool_mem, i64 0, i64 %8, !dbg !163
  store ptr %7, ptr %9, align 16, !dbg !166, !tbaa !167
  %10 = add nsw i64 %3, -3, !dbg !170
    #dbg_value(i64 %10, !154, !DIExpression(), !160)
  %11 = getelementptr inbounds [64 x %union.block], ptr @pool_mem, i64 0, i64 %10, !dbg !163
  store ptr %9, ptr %11, align 16, !dbg !166, !tbaa !167
  %12 = add nsw i64 %3, -4, !dbg !170
    #dbg_value(i64 %12, !154, !DIExpression(), !160)
  %13 = icmp eq i64 %10, 0, !dbg !171
  br i1 %13, label %14, label %2, !dbg !162, !llvm.loop !172

14:                                               ; preds = %2
  store ptr @pool_mem, ptr @free_list, align 8, !dbg !175, !tbaa !176
  store i32 0, ptr @pool_used, align 4, !dbg !178, !tbaa !179
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %1) #9, !dbg !181
    #dbg_value(i32 0, !106, !DIExpression(), !153)
    #dbg_value(i32 0, !107, !DIExpression(), !182)
    #dbg_value(i32 0, !106, !DIExpression(), !153)
    #dbg_value(i32 0, !107, !DIExpression(), !182)
  br label %55, !dbg !183

15:                                               ; preds = %72
  %16 = load ptr, ptr %1, align 16, !dbg !184, !tbaa !176
    #dbg_value(ptr %16, !185, !DIExpression(), !192)
  %17 = ptrtoint ptr %16 to i64, !dbg !194
  %18 = sub i64 %17, ptrtoint (ptr @pool_mem to i64), !dbg !194
  %19 = ashr exact i64 %18, 5, !dbg !194
  %20 = getelementptr inbounds i8, ptr %1, i64 312, !dbg !195
  %21 = load ptr, ptr %20, align 8, !dbg !195, !tbaa !176
    #dbg_value(ptr %21, !185, !DIExpression(), !196)
  %22 = ptrtoint ptr %21 to i64, !dbg !198
  %23 = sub i64 %22, ptrtoint (ptr @pool_mem to i64), !dbg !198
  %24 = ashr exact i64 %23, 5, !dbg !198
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %73, i64 noundef %19, i64 noundef %24), !dbg !199
    #dbg_value(i32 0, !109, !DIExpression(), !200)
  %26 = load i32, ptr @pool_used, align 4, !tbaa !179
    #dbg_value(i32 0, !109, !DIExpression(), !200)
    #dbg_value(i64 0, !109, !DIExpression(), !200)
    #dbg_value(ptr %16, !201, !DIExpression(), !206)
  %27 = load ptr, ptr @free_list, align 8, !dbg !209, !tbaa !176
  store ptr %27, ptr %16, align 8, !dbg !210, !tbaa !167
    #dbg_value(i64 3, !109, !DIExpression(), !200)
  %28 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !211
  %29 = load ptr, ptr %28, align 8, !dbg !211, !tbaa !176
    #dbg_value(ptr %29, !201, !DIExpression(), !206)
  store ptr %16, ptr %29, align 8, !dbg !210, !tbaa !167
    #dbg_value(i64 6, !109, !DIExpression(), !200)
  %30 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !211
  %31 = load ptr, ptr %30, align 16, !dbg !211, !tbaa !176
    #dbg_value(ptr %31, !201, !DIExpression(), !206)
  store ptr %29, ptr %31, align 8, !dbg !210, !tbaa !167
    #dbg_value(i64 9, !109, !DIExpression(), !200)
  %32 = getelementptr inbounds i8, ptr %1, i64 72, !dbg !211
  %33 = load ptr, ptr %32, align 8, !dbg !211, !tbaa !176
    #dbg_value(ptr %33, !201, !DIExpression(), !206)
  store ptr %31, ptr %33, align 8, !dbg !210, !tbaa !167
    #dbg_value(i64 12, !109, !DIExpression(), !200)
  %34 = getelementptr inbounds i8, ptr %1, i64 96, !dbg !211
  %35 = load ptr, ptr %34, align 16, !dbg !211, !tbaa !176
    #dbg_value(ptr %35, !201, !DIExpression(), !206)
  store ptr %33, ptr %35, align 8, !dbg !210, !tbaa !167
    #dbg_value(i64 15, !109, !DIExpression(), !200)
  %36 = getelementptr inbounds i8, ptr %1, i64 120, !dbg !211
  %37 = load ptr, ptr %36, align 8, !dbg !211, !tbaa !176
    #dbg_value(ptr %37, !201, !DIExpression(), !206)
  store ptr %35, ptr %37, align 8, !dbg !210, !tbaa !167
    #dbg_value(i64 18, !109, !DIExpression(), !200)
  %38 = getelementptr inbounds i8, ptr %1, i64 144, !dbg !211
  %39 = load ptr, ptr %38, align 16, !dbg !211, !tbaa !176
    #dbg_value(ptr %39, !201, !DIExpression(), !206)
  store ptr %37, ptr %39, align 8, !dbg !210, !tbaa !167
    #dbg_value(i64 21, !109, !DIExpression(), !200)
  %40 = getelementptr inbounds i8, ptr %1, i64 168, !dbg !211
  %41 = load ptr, ptr %40, align 8, !dbg !211, !tbaa !176
    #dbg_value(ptr %41, !201, !DIExpression(), !206)
  store ptr %39, ptr %41, align 8, !dbg !210, !tbaa !167
    #dbg_value(i64 24, !109, !DIExpression(), !200)
  %42 = getelementptr inbounds i8, ptr %1, i64 192, !dbg !211
  %43 = load ptr, ptr %42, align 16, !dbg !211, !tbaa !176
    #dbg_value(ptr %43, !201, !DIExpression(), !206)
  store ptr %41, ptr %43, align 8, !dbg !210, !tbaa !167
    #dbg_value(i64 27, !109, !DIExpression(), !200)
  %44 = getelementptr inbounds i8, ptr %1, i64 216, !dbg !211
  %45 = load ptr, ptr %44, align 8, !dbg !211, !tbaa !176
    #dbg_value(ptr %45, !201, !DIExpression(), !206)
  store ptr %43, ptr %45, align 8, !dbg !210, !tbaa !167
    #dbg_value(i64 30, !109, !DIExpression(), !200)
  %46 = getelementptr inbounds i8, ptr %1, i64 240, !dbg !211
  %47 = load ptr, ptr %46, align 16, !dbg !211, !tbaa !176
    #dbg_value(ptr %47, !201, !DIExpression(), !206)
  store ptr %45, ptr %47, align 8, !dbg !210, !tbaa !167
    #dbg_value(i64 33, !109, !DIExpression(), !200)
  %48 = getelementptr inbounds i8, ptr %1, i64 264, !dbg !211
  %49 = load ptr, ptr %48, align 8, !dbg !211, !tbaa !176
    #dbg_value(ptr %49, !201, !DIExpression(), !206)
  store ptr %47, ptr %49, align 8, !dbg !210, !tbaa !167
    #dbg_value(i64 36, !109, !DIExpression(), !200)
  %50 = getelementptr inbounds i8, ptr %1, i64 288, !dbg !211
  %51 = load ptr, ptr %50, align 16, !dbg !211, !tbaa !176
    #dbg_value(ptr %51, !201, !DIExpression(), !206)
  store ptr %49, ptr %51, align 8, !dbg !210, !tbaa !167
    #dbg_value(i64 39, !109, !DIExpression(), !200)
    #dbg_value(ptr %21, !201, !DIExpression(), !206)
  store ptr %51, ptr %21, align 8, !dbg !210, !tbaa !167
  store ptr %21, ptr @free_list, align 8, !dbg !212, !tbaa !176
    #dbg_value(i64 42, !109, !DIExpression(), !200)
  %52 = add i32 %26, -14, !dbg !213
  store i32 %52, ptr @pool_used, align 4, !dbg !214, !tbaa !179
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %52), !dbg !215
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2), !dbg !216
    #dbg_value(i32 0, !111, !DIExpression(), !217)
  br label %83, !dbg !218

55:                                               ; preds = %72, %14
  %56 = phi i64 [ 0, %14 ], [ %75, %72 ]
  %57 = phi ptr [ @pool_mem, %14 ], [ %74, %72 ]
  %58 = phi i32 [ 0, %14 ], [ %73, %72 ]
    #dbg_value(i64 %56, !106, !DIExpression(), !153)
    #dbg_value(i64 %56, !107, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !182)
  %59 = icmp eq ptr %57, null, !dbg !219
  br i1 %59, label %63, label %60, !dbg !228

60:                                               ; preds = %55
    #dbg_value(ptr %57, !225, !DIExpression(), !229)
  %61 = load ptr, ptr %57, align 8, !dbg !230, !tbaa !167
  store ptr %61, ptr @free_list, align 8, !dbg !231, !tbaa !176
  %62 = add nsw i32 %58, 1, !dbg !232
  store i32 %62, ptr @pool_used, align 4, !dbg !232, !tbaa !179
  br label %63

63:                                               ; preds = %55, %60
  %64 = phi i32 [ %58, %55 ], [ %62, %60 ]
  %65 = phi ptr [ null, %55 ], [ %61, %60 ]
  %66 = or disjoint i64 %56, 1, !dbg !233
    #dbg_value(i64 %66, !106, !DIExpression(), !153)
  %67 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 %56, !dbg !234
  store ptr %57, ptr %67, align 16, !dbg !235, !tbaa !176
    #dbg_value(i64 %66, !107, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !182)
  %68 = icmp eq ptr %65, null, !dbg !219
  br i1 %68, label %72, label %69, !dbg !228

69:                                               ; preds = %63
    #dbg_value(ptr %65, !225, !DIExpression(), !229)
  %70 = load ptr, ptr %65, align 8, !dbg !230, !tbaa !167
  store ptr %70, ptr @free_list, align 8, !dbg !231, !tbaa !176
  %71 = add nsw i32 %64, 1, !dbg !232
  store i32 %71, ptr @pool_used, align 4, !dbg !232, !tbaa !179
  br label %72

72:                                               ; preds = %69, %63
  %73 = phi i32 [ %64, %63 ], [ %71, %69 ]
  %74 = phi ptr [ null, %63 ], [ %70, %69 ]
  %75 = add nuw nsw i64 %56, 2, !dbg !233
    #dbg_value(i64 %75, !106, !DIExpression(), !153)
  %76 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 %66, !dbg !234
  store ptr %65, ptr %76, align 8, !dbg !235, !tbaa !176
    #dbg_value(i64 %75, !107, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !182)
  %77 = icmp eq i64 %75, 40, !dbg !236
  br i1 %77, label %15, label %55, !dbg !183, !llvm.loop !237

78:                                               ; preds = %91
  %79 = tail call i32 @putchar(i32 10), !dbg !239
    #dbg_value(i32 0, !116, !DIExpression(), !153)
  %80 = load ptr, ptr @free_list, align 8, !dbg !240, !tbaa !176
  %81 = load i32, ptr @pool_used, align 4, !tbaa !179
    #dbg_value(i32 0, !116, !DIExpression(), !153)
  %82 = icmp eq ptr %80, null, !dbg !240
  br i1 %82, label %108, label %99, !dbg !242

83:                                               ; preds = %15, %91
  %84 = phi i32 [ 0, %15 ], [ %97, %91 ]
    #dbg_value(i32 %84, !111, !DIExpression(), !217)
  %85 = load ptr, ptr @free_list, align 8, !dbg !243, !tbaa !176
  %86 = icmp eq ptr %85, null, !dbg !243
  br i1 %86, label %91, label %87, !dbg !245

87:                                               ; preds = %83
    #dbg_value(ptr %85, !225, !DIExpression(), !246)
  %88 = load ptr, ptr %85, align 8, !dbg !247, !tbaa !167
  store ptr %88, ptr @free_list, align 8, !dbg !248, !tbaa !176
  %89 = load i32, ptr @pool_used, align 4, !dbg !249, !tbaa !179
  %90 = add nsw i32 %89, 1, !dbg !249
  store i32 %90, ptr @pool_used, align 4, !dbg !249, !tbaa !179
  br label %91

91:                                               ; preds = %83, %87
    #dbg_value(ptr %85, !113, !DIExpression(), !250)
    #dbg_value(ptr %85, !185, !DIExpression(), !251)
  %92 = ptrtoint ptr %85 to i64, !dbg !253
  %93 = sub i64 %92, ptrtoint (ptr @pool_mem to i64), !dbg !253
  %94 = ashr exact i64 %93, 5, !dbg !253
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %94), !dbg !254
  %96 = trunc nuw i32 %84 to i8, !dbg !255
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %85, i8 %96, i64 32, i1 false), !dbg !255
  %97 = add nuw nsw i32 %84, 1, !dbg !256
    #dbg_value(i32 %97, !111, !DIExpression(), !217)
  %98 = icmp eq i32 %97, 10, !dbg !257
  br i1 %98, label %78, label %83, !dbg !218, !llvm.loop !258

99:                                               ; preds = %78, %99
  %100 = phi i32 [ %105, %99 ], [ 0, %78 ]
  %101 = phi ptr [ %103, %99 ], [ %80, %78 ]
  %102 = phi i32 [ %104, %99 ], [ %81, %78 ]
    #dbg_value(i32 %100, !116, !DIExpression(), !153)
    #dbg_value(ptr %101, !225, !DIExpression(), !260)
  %103 = load ptr, ptr %101, align 8, !dbg !261, !tbaa !167
  store ptr %103, ptr @free_list, align 8, !dbg !262, !tbaa !176
  %104 = add nsw i32 %102, 1, !dbg !263
  %105 = add nuw nsw i32 %100, 1, !dbg !264
    #dbg_value(i32 %105, !116, !DIExpression(), !153)
  %106 = icmp eq ptr %103, null, !dbg !240
  br i1 %106, label %107, label %99, !dbg !242, !llvm.loop !265

107:                                              ; preds = %99
  store i32 %104, ptr @pool_used, align 4, !dbg !263, !tbaa !179
  br label %108, !dbg !242

108:                                              ; preds = %78, %107
  %109 = phi i32 [ %104, %107 ], [ %81, %78 ], !dbg !267
  %110 = phi i32 [ %105, %107 ], [ 0, %78 ], !dbg !153
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %110, i32 noundef %109, i32 noundef 1), !dbg !268
  %112 = tail call noalias dereferenceable_or_null(4096) ptr @malloc(i64 noundef 4096) #10, !dbg !269
  store ptr %112, ptr @arena, align 8, !dbg !270, !tbaa !176
    #dbg_value(i64 5, !271, !DIExpression(), !278)
    #dbg_value(i64 1, !276, !DIExpression(), !278)
    #dbg_value(i64 0, !277, !DIExpression(), !278)
    #dbg_value(ptr %112, !117, !DIExpression(), !153)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(5) %112, ptr noundef nonnull align 1 dereferenceable(5) @.str.6, i64 5, i1 false), !dbg !280
    #dbg_value(i64 24, !271, !DIExpression(), !281)
    #dbg_value(i64 8, !276, !DIExpression(), !281)
    #dbg_value(i64 8, !277, !DIExpression(), !281)
  %113 = getelementptr inbounds i8, ptr %112, i64 8, !dbg !283
    #dbg_value(ptr %113, !119, !DIExpression(), !153)
    #dbg_value(i64 8, !122, !DIExpression(), !153)
  %114 = getelementptr inbounds i8, ptr %112, i64 16, !dbg !284
  store <2 x double> <double 1.500000e+00, double -2.250000e+00>, ptr %113, align 8, !dbg !285, !tbaa !286
  %115 = getelementptr inbounds i8, ptr %112, i64 24, !dbg !288
    #dbg_value(i64 96, !271, !DIExpression(), !289)
    #dbg_value(i64 8, !276, !DIExpression(), !289)
    #dbg_value(i64 32, !277, !DIExpression(), !289)
  %116 = getelementptr inbounds i8, ptr %112, i64 32, !dbg !291
    #dbg_value(ptr %116, !123, !DIExpression(), !153)
    #dbg_value(i64 32, !131, !DIExpression(), !153)
    #dbg_value(i64 0, !132, !DIExpression(), !292)
  store <2 x double> <double -3.375000e+00, double 0.000000e+00>, ptr %115, align 8, !dbg !293, !tbaa !286
  %117 = getelementptr inbounds i8, ptr %112, i64 40, !dbg !294
  store double -0.000000e+00, ptr %117, align 8, !dbg !297, !tbaa !298
  %118 = getelementptr inbounds i8, ptr %112, i64 48, !dbg !300
  store i32 100, ptr %118, align 8, !dbg !301, !tbaa !302
  %119 = getelementptr inbounds i8, ptr %112, i64 52, !dbg !303
  store i8 97, ptr %119, align 4, !dbg !304, !tbaa !305
    #dbg_value(i64 1, !132, !DIExpression(), !292)
  %120 = getelementptr inbounds i8, ptr %112, i64 56, !dbg !306
  %121 = getelementptr inbounds i8, ptr %112, i64 64, !dbg !294
  store <2 x double> <double 5.000000e-01, double -1.500000e+00>, ptr %120, align 8, !dbg !307, !tbaa !286
  %122 = getelementptr inbounds i8, ptr %112, i64 72, !dbg !300
  store i32 101, ptr %122, align 8, !dbg !301, !tbaa !302
  %123 = getelementptr inbounds i8, ptr %112, i64 76, !dbg !303
  store i8 98, ptr %123, align 4, !dbg !304, !tbaa !305
    #dbg_value(i64 2, !132, !DIExpression(), !292)
  %124 = getelementptr inbounds i8, ptr %112, i64 80, !dbg !306
  %125 = getelementptr inbounds i8, ptr %112, i64 88, !dbg !294
  store <2 x double> <double 1.000000e+00, double -3.000000e+00>, ptr %124, align 8, !dbg !307, !tbaa !286
  %126 = getelementptr inbounds i8, ptr %112, i64 96, !dbg !300
  store i32 102, ptr %126, align 8, !dbg !301, !tbaa !302
  %127 = getelementptr inbounds i8, ptr %112, i64 100, !dbg !303
  store i8 99, ptr %127, align 4, !dbg !304, !tbaa !305
    #dbg_value(i64 3, !132, !DIExpression(), !292)
  %128 = getelementptr inbounds i8, ptr %112, i64 104, !dbg !306
  %129 = getelementptr inbounds i8, ptr %112, i64 112, !dbg !294
  store <2 x double> <double 1.500000e+00, double -4.500000e+00>, ptr %128, align 8, !dbg !307, !tbaa !286
  %130 = getelementptr inbounds i8, ptr %112, i64 120, !dbg !300
  store i32 103, ptr %130, align 8, !dbg !301, !tbaa !302
  %131 = getelementptr inbounds i8, ptr %112, i64 124, !dbg !303
  store i8 100, ptr %131, align 4, !dbg !304, !tbaa !305
    #dbg_value(i64 4, !132, !DIExpression(), !292)
    #dbg_value(i64 14, !271, !DIExpression(), !308)
    #dbg_value(i64 2, !276, !DIExpression(), !308)
    #dbg_value(i64 128, !277, !DIExpression(), !308)
  %132 = getelementptr inbounds i8, ptr %112, i64 128, !dbg !310
    #dbg_value(ptr %132, !134, !DIExpression(), !153)
    #dbg_value(i64 128, !136, !DIExpression(), !153)
    #dbg_value(i64 0, !137, !DIExpression(), !311)
    #dbg_value(i64 1, !137, !DIExpression(), !311)
    #dbg_value(i64 2, !137, !DIExpression(), !311)
    #dbg_value(i64 3, !137, !DIExpression(), !311)
  store <4 x i16> <i16 0, i16 -1000, i16 -2000, i16 -3000>, ptr %132, align 2, !dbg !312, !tbaa !314
    #dbg_value(i64 4, !137, !DIExpression(), !311)
  %133 = getelementptr inbounds i8, ptr %112, i64 136, !dbg !316
  store i16 -4000, ptr %133, align 2, !dbg !312, !tbaa !314
    #dbg_value(i64 5, !137, !DIExpression(), !311)
  %134 = getelementptr inbounds i8, ptr %112, i64 138, !dbg !316
  store i16 -5000, ptr %134, align 2, !dbg !312, !tbaa !314
    #dbg_value(i64 6, !137, !DIExpression(), !311)
  %135 = getelementptr inbounds i8, ptr %112, i64 140, !dbg !316
  store i16 -6000, ptr %135, align 2, !dbg !312, !tbaa !314
    #dbg_value(i64 7, !137, !DIExpression(), !311)
    #dbg_value(i64 8, !271, !DIExpression(), !317)
    #dbg_value(i64 16, !276, !DIExpression(), !317)
    #dbg_value(i64 144, !277, !DIExpression(), !317)
  store i64 152, ptr @arena_top, align 8, !dbg !319, !tbaa !320
  %136 = getelementptr inbounds i8, ptr %112, i64 144, !dbg !322
    #dbg_value(ptr %136, !139, !DIExpression(), !153)
    #dbg_value(i64 144, !145, !DIExpression(), !153)
  store i64 72623859790382856, ptr %136, align 8, !dbg !323, !tbaa !320
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef 8, i64 noundef 32, i64 noundef 128, i64 noundef 144, i64 noundef 152), !dbg !324
  %138 = load double, ptr %113, align 8, !dbg !325, !tbaa !286
  %139 = load double, ptr %114, align 8, !dbg !326, !tbaa !286
  %140 = load double, ptr %115, align 8, !dbg !327, !tbaa !286
  %141 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %112, double noundef %138, double noundef %139, double noundef %140), !dbg !328
    #dbg_value(i64 0, !146, !DIExpression(), !329)
  %142 = load i32, ptr %118, align 8, !dbg !330, !tbaa !302
  %143 = load double, ptr %116, align 8, !dbg !332, !tbaa !333
  %144 = load double, ptr %117, align 8, !dbg !334, !tbaa !298
  %145 = load i8, ptr %119, align 4, !dbg !335, !tbaa !305
  %146 = sext i8 %145 to i32, !dbg !336
  %147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %142, double noundef %143, double noundef %144, i32 noundef %146), !dbg !337
    #dbg_value(i64 1, !146, !DIExpression(), !329)
  %148 = load i32, ptr %122, align 8, !dbg !330, !tbaa !302
  %149 = load double, ptr %120, align 8, !dbg !332, !tbaa !333
  %150 = load double, ptr %121, align 8, !dbg !334, !tbaa !298
  %151 = load i8, ptr %123, align 4, !dbg !335, !tbaa !305
  %152 = sext i8 %151 to i32, !dbg !336
  %153 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %148, double noundef %149, double noundef %150, i32 noundef %152), !dbg !337
    #dbg_value(i64 2, !146, !DIExpression(), !329)
  %154 = load i32, ptr %126, align 8, !dbg !330, !tbaa !302
  %155 = load double, ptr %124, align 8, !dbg !332, !tbaa !333
  %156 = load double, ptr %125, align 8, !dbg !334, !tbaa !298
  %157 = load i8, ptr %127, align 4, !dbg !335, !tbaa !305
  %158 = sext i8 %157 to i32, !dbg !336
  %159 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %154, double noundef %155, double noundef %156, i32 noundef %158), !dbg !337
    #dbg_value(i64 3, !146, !DIExpression(), !329)
  %160 = load i32, ptr %130, align 8, !dbg !330, !tbaa !302
  %161 = load double, ptr %128, align 8, !dbg !332, !tbaa !333
  %162 = load double, ptr %129, align 8, !dbg !334, !tbaa !298
  %163 = load i8, ptr %131, align 4, !dbg !335, !tbaa !305
  %164 = sext i8 %163 to i32, !dbg !336
  %165 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %160, double noundef %161, double noundef %162, i32 noundef %164), !dbg !337
    #dbg_value(i64 4, !146, !DIExpression(), !329)
    #dbg_value(i64 0, !149, !DIExpression(), !338)
    #dbg_value(i32 0, !148, !DIExpression(), !153)
    #dbg_value(i16 poison, !148, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !153)
    #dbg_value(i64 1, !149, !DIExpression(), !338)
    #dbg_value(i32 poison, !148, !DIExpression(), !153)
    #dbg_value(i64 2, !149, !DIExpression(), !338)
    #dbg_value(i32 poison, !148, !DIExpression(), !153)
    #dbg_value(i64 3, !149, !DIExpression(), !338)
  %166 = load <4 x i16>, ptr %132, align 2, !dbg !339, !tbaa !314
  %167 = sext <4 x i16> %166 to <4 x i32>, !dbg !339
    #dbg_value(i32 poison, !148, !DIExpression(), !153)
    #dbg_value(i64 4, !149, !DIExpression(), !338)
  %168 = load i16, ptr %133, align 2, !dbg !339, !tbaa !314
  %169 = sext i16 %168 to i32, !dbg !339
    #dbg_value(i32 poison, !148, !DIExpression(), !153)
    #dbg_value(i64 5, !149, !DIExpression(), !338)
  %170 = load i16, ptr %134, align 2, !dbg !339, !tbaa !314
  %171 = sext i16 %170 to i32, !dbg !339
    #dbg_value(i32 poison, !148, !DIExpression(), !153)
    #dbg_value(i64 6, !149, !DIExpression(), !338)
  %172 = load i16, ptr %135, align 2, !dbg !339, !tbaa !314
  %173 = sext i16 %172 to i32, !dbg !339
  %174 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %167), !dbg !341
  %175 = add i32 %174, %169, !dbg !341
  %176 = add nsw i32 %171, %173, !dbg !341
  %177 = add i32 %175, %176, !dbg !341
    #dbg_value(i32 %177, !148, !DIExpression(), !153)
    #dbg_value(i64 7, !149, !DIExpression(), !338)
  %178 = load i8, ptr %136, align 1, !dbg !342, !tbaa !167
  %179 = zext i8 %178 to i32, !dbg !342
  %180 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %177, i32 noundef %179), !dbg !343
    #dbg_value(i64 10000, !271, !DIExpression(), !344)
    #dbg_value(i64 8, !276, !DIExpression(), !344)
  %181 = load i64, ptr @arena_top, align 8, !dbg !346, !tbaa !320
  %182 = add i64 %181, 7, !dbg !347
  %183 = and i64 %182, -8, !dbg !348
    #dbg_value(i64 %183, !277, !DIExpression(), !344)
  %184 = add i64 %183, 10000, !dbg !349
  %185 = icmp ugt i64 %184, 4096, !dbg !351
  br i1 %185, label %187, label %186, !dbg !352

186:                                              ; preds = %108
  store i64 %184, ptr @arena_top, align 8, !dbg !353, !tbaa !320
  br label %187, !dbg !354

187:                                              ; preds = %108, %186
    #dbg_value(ptr poison, !151, !DIExpression(), !153)
  %188 = zext i1 %185 to i32, !dbg !355
  %189 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %188), !dbg !356
  %190 = load ptr, ptr @arena, align 8, !dbg !357, !tbaa !176
  tail call void @free(ptr noundef %190) #9, !dbg !358
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %1) #9, !dbg !359
  ret i32 0, !dbg !360
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !361 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !368 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !372 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!154 = !DILocalVariable(name: "i", scope: !155, file: !2, line: 25, type: !91)
!155 = distinct !DILexicalBlock(scope: !156, file: !2, line: 25, column: 5)
!156 = distinct !DISubprogram(name: "pool_init", scope: !2, file: !2, line: 23, type: !157, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !159)
!157 = !DISubroutineType(types: !158)
!158 = !{null}
!159 = !{!154}
!160 = !DILocation(line: 0, scope: !155, inlinedAt: !161)
!161 = distinct !DILocation(line: 68, column: 5, scope: !100)
!162 = !DILocation(line: 25, column: 5, scope: !155, inlinedAt: !161)
!163 = !DILocation(line: 26, column: 9, scope: !164, inlinedAt: !161)
!164 = distinct !DILexicalBlock(scope: !165, file: !2, line: 25, column: 48)
!165 = distinct !DILexicalBlock(scope: !155, file: !2, line: 25, column: 5)
!166 = !DILocation(line: 26, column: 26, scope: !164, inlinedAt: !161)
!167 = !{!168, !168, i64 0}
!168 = !{!"omnipotent char", !169, i64 0}
!169 = !{!"Simple C/C++ TBAA"}
!170 = !DILocation(line: 25, column: 44, scope: !165, inlinedAt: !161)
!171 = !DILocation(line: 25, column: 37, scope: !165, inlinedAt: !161)
!172 = distinct !{!172, !162, !173, !174}
!173 = !DILocation(line: 28, column: 5, scope: !155, inlinedAt: !161)
!174 = !{!"llvm.loop.mustprogress"}
!175 = !DILocation(line: 0, scope: !164, inlinedAt: !161)
!176 = !{!177, !177, i64 0}
!177 = !{!"any pointer", !168, i64 0}
!178 = !DILocation(line: 29, column: 15, scope: !156, inlinedAt: !161)
!179 = !{!180, !180, i64 0}
!180 = !{!"int", !168, i64 0}
!181 = !DILocation(line: 69, column: 5, scope: !100)
!182 = !DILocation(line: 0, scope: !108)
!183 = !DILocation(line: 71, column: 5, scope: !108)
!184 = !DILocation(line: 74, column: 24, scope: !100)
!185 = !DILocalVariable(name: "p", arg: 1, scope: !186, file: !2, line: 47, type: !189)
!186 = distinct !DISubprogram(name: "block_index", scope: !2, file: !2, line: 47, type: !187, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !191)
!187 = !DISubroutineType(types: !188)
!188 = !{!18, !189}
!189 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !190, size: 64)
!190 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !79)
!191 = !{!185}
!192 = !DILocation(line: 0, scope: !186, inlinedAt: !193)
!193 = distinct !DILocation(line: 74, column: 12, scope: !100)
!194 = !DILocation(line: 47, column: 65, scope: !186, inlinedAt: !193)
!195 = !DILocation(line: 74, column: 46, scope: !100)
!196 = !DILocation(line: 0, scope: !186, inlinedAt: !197)
!197 = distinct !DILocation(line: 74, column: 34, scope: !100)
!198 = !DILocation(line: 47, column: 65, scope: !186, inlinedAt: !197)
!199 = !DILocation(line: 73, column: 5, scope: !100)
!200 = !DILocation(line: 0, scope: !110)
!201 = !DILocalVariable(name: "blk", arg: 1, scope: !202, file: !2, line: 41, type: !78)
!202 = distinct !DISubprogram(name: "pool_free", scope: !2, file: !2, line: 41, type: !203, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !205)
!203 = !DISubroutineType(types: !204)
!204 = !{null, !78}
!205 = !{!201}
!206 = !DILocation(line: 0, scope: !202, inlinedAt: !207)
!207 = distinct !DILocation(line: 76, column: 9, scope: !208)
!208 = distinct !DILexicalBlock(scope: !110, file: !2, line: 75, column: 5)
!209 = !DILocation(line: 42, column: 17, scope: !202, inlinedAt: !207)
!210 = !DILocation(line: 42, column: 15, scope: !202, inlinedAt: !207)
!211 = !DILocation(line: 76, column: 19, scope: !208)
!212 = !DILocation(line: 43, column: 15, scope: !202, inlinedAt: !207)
!213 = !DILocation(line: 75, column: 5, scope: !110)
!214 = !DILocation(line: 44, column: 14, scope: !202, inlinedAt: !207)
!215 = !DILocation(line: 77, column: 5, scope: !100)
!216 = !DILocation(line: 78, column: 5, scope: !100)
!217 = !DILocation(line: 0, scope: !112)
!218 = !DILocation(line: 79, column: 5, scope: !112)
!219 = !DILocation(line: 33, column: 10, scope: !220, inlinedAt: !226)
!220 = distinct !DILexicalBlock(scope: !221, file: !2, line: 33, column: 9)
!221 = distinct !DISubprogram(name: "pool_alloc", scope: !2, file: !2, line: 32, type: !222, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !224)
!222 = !DISubroutineType(types: !223)
!223 = !{!78}
!224 = !{!225}
!225 = !DILocalVariable(name: "blk", scope: !221, file: !2, line: 35, type: !78)
!226 = distinct !DILocation(line: 72, column: 25, scope: !227)
!227 = distinct !DILexicalBlock(scope: !108, file: !2, line: 71, column: 5)
!228 = !DILocation(line: 33, column: 9, scope: !221, inlinedAt: !226)
!229 = !DILocation(line: 0, scope: !221, inlinedAt: !226)
!230 = !DILocation(line: 36, column: 22, scope: !221, inlinedAt: !226)
!231 = !DILocation(line: 36, column: 15, scope: !221, inlinedAt: !226)
!232 = !DILocation(line: 37, column: 14, scope: !221, inlinedAt: !226)
!233 = !DILocation(line: 72, column: 19, scope: !227)
!234 = !DILocation(line: 72, column: 9, scope: !227)
!235 = !DILocation(line: 72, column: 23, scope: !227)
!236 = !DILocation(line: 71, column: 23, scope: !227)
!237 = distinct !{!237, !183, !238, !174}
!238 = !DILocation(line: 72, column: 36, scope: !108)
!239 = !DILocation(line: 84, column: 5, scope: !100)
!240 = !DILocation(line: 33, column: 10, scope: !220, inlinedAt: !241)
!241 = distinct !DILocation(line: 86, column: 12, scope: !100)
!242 = !DILocation(line: 33, column: 9, scope: !221, inlinedAt: !241)
!243 = !DILocation(line: 33, column: 10, scope: !220, inlinedAt: !244)
!244 = distinct !DILocation(line: 80, column: 26, scope: !114)
!245 = !DILocation(line: 33, column: 9, scope: !221, inlinedAt: !244)
!246 = !DILocation(line: 0, scope: !221, inlinedAt: !244)
!247 = !DILocation(line: 36, column: 22, scope: !221, inlinedAt: !244)
!248 = !DILocation(line: 36, column: 15, scope: !221, inlinedAt: !244)
!249 = !DILocation(line: 37, column: 14, scope: !221, inlinedAt: !244)
!250 = !DILocation(line: 0, scope: !114)
!251 = !DILocation(line: 0, scope: !186, inlinedAt: !252)
!252 = distinct !DILocation(line: 81, column: 24, scope: !114)
!253 = !DILocation(line: 47, column: 65, scope: !186, inlinedAt: !252)
!254 = !DILocation(line: 81, column: 9, scope: !114)
!255 = !DILocation(line: 82, column: 9, scope: !114)
!256 = !DILocation(line: 79, column: 30, scope: !115)
!257 = !DILocation(line: 79, column: 23, scope: !115)
!258 = distinct !{!258, !218, !259, !174}
!259 = !DILocation(line: 83, column: 5, scope: !112)
!260 = !DILocation(line: 0, scope: !221, inlinedAt: !241)
!261 = !DILocation(line: 36, column: 22, scope: !221, inlinedAt: !241)
!262 = !DILocation(line: 36, column: 15, scope: !221, inlinedAt: !241)
!263 = !DILocation(line: 37, column: 14, scope: !221, inlinedAt: !241)
!264 = !DILocation(line: 87, column: 14, scope: !100)
!265 = distinct !{!265, !266, !264, !174}
!266 = !DILocation(line: 86, column: 5, scope: !100)
!267 = !DILocation(line: 88, column: 81, scope: !100)
!268 = !DILocation(line: 88, column: 5, scope: !100)
!269 = !DILocation(line: 90, column: 13, scope: !100)
!270 = !DILocation(line: 90, column: 11, scope: !100)
!271 = !DILocalVariable(name: "size", arg: 1, scope: !272, file: !2, line: 53, type: !12)
!272 = distinct !DISubprogram(name: "arena_alloc", scope: !2, file: !2, line: 53, type: !273, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !275)
!273 = !DISubroutineType(types: !274)
!274 = !{!11, !12, !12}
!275 = !{!271, !276, !277}
!276 = !DILocalVariable(name: "align", arg: 2, scope: !272, file: !2, line: 53, type: !12)
!277 = !DILocalVariable(name: "off", scope: !272, file: !2, line: 54, type: !12)
!278 = !DILocation(line: 0, scope: !272, inlinedAt: !279)
!279 = distinct !DILocation(line: 92, column: 15, scope: !100)
!280 = !DILocation(line: 93, column: 5, scope: !100)
!281 = !DILocation(line: 0, scope: !272, inlinedAt: !282)
!282 = distinct !DILocation(line: 94, column: 17, scope: !100)
!283 = !DILocation(line: 58, column: 18, scope: !272, inlinedAt: !282)
!284 = !DILocation(line: 97, column: 5, scope: !100)
!285 = !DILocation(line: 96, column: 10, scope: !100)
!286 = !{!287, !287, i64 0}
!287 = !{!"double", !168, i64 0}
!288 = !DILocation(line: 98, column: 5, scope: !100)
!289 = !DILocation(line: 0, scope: !272, inlinedAt: !290)
!290 = distinct !DILocation(line: 99, column: 27, scope: !100)
!291 = !DILocation(line: 58, column: 18, scope: !272, inlinedAt: !290)
!292 = !DILocation(line: 0, scope: !133)
!293 = !DILocation(line: 98, column: 10, scope: !100)
!294 = !DILocation(line: 103, column: 15, scope: !295)
!295 = distinct !DILexicalBlock(scope: !296, file: !2, line: 101, column: 33)
!296 = distinct !DILexicalBlock(scope: !133, file: !2, line: 101, column: 5)
!297 = !DILocation(line: 103, column: 17, scope: !295)
!298 = !{!299, !287, i64 8}
!299 = !{!"particle", !287, i64 0, !287, i64 8, !180, i64 16, !168, i64 20}
!300 = !DILocation(line: 104, column: 15, scope: !295)
!301 = !DILocation(line: 104, column: 18, scope: !295)
!302 = !{!299, !180, i64 16}
!303 = !DILocation(line: 105, column: 15, scope: !295)
!304 = !DILocation(line: 105, column: 19, scope: !295)
!305 = !{!299, !168, i64 20}
!306 = !DILocation(line: 102, column: 9, scope: !295)
!307 = !DILocation(line: 102, column: 17, scope: !295)
!308 = !DILocation(line: 0, scope: !272, inlinedAt: !309)
!309 = distinct !DILocation(line: 107, column: 17, scope: !100)
!310 = !DILocation(line: 58, column: 18, scope: !272, inlinedAt: !309)
!311 = !DILocation(line: 0, scope: !138)
!312 = !DILocation(line: 110, column: 15, scope: !313)
!313 = distinct !DILexicalBlock(scope: !138, file: !2, line: 109, column: 5)
!314 = !{!315, !315, i64 0}
!315 = !{!"short", !168, i64 0}
!316 = !DILocation(line: 110, column: 9, scope: !313)
!317 = !DILocation(line: 0, scope: !272, inlinedAt: !318)
!318 = distinct !DILocation(line: 111, column: 21, scope: !100)
!319 = !DILocation(line: 57, column: 15, scope: !272, inlinedAt: !318)
!320 = !{!321, !321, i64 0}
!321 = !{!"long", !168, i64 0}
!322 = !DILocation(line: 58, column: 18, scope: !272, inlinedAt: !318)
!323 = !DILocation(line: 113, column: 10, scope: !100)
!324 = !DILocation(line: 114, column: 5, scope: !100)
!325 = !DILocation(line: 116, column: 36, scope: !100)
!326 = !DILocation(line: 116, column: 42, scope: !100)
!327 = !DILocation(line: 116, column: 48, scope: !100)
!328 = !DILocation(line: 116, column: 5, scope: !100)
!329 = !DILocation(line: 0, scope: !147)
!330 = !DILocation(line: 118, column: 51, scope: !331)
!331 = distinct !DILexicalBlock(scope: !147, file: !2, line: 117, column: 5)
!332 = !DILocation(line: 118, column: 61, scope: !331)
!333 = !{!299, !287, i64 0}
!334 = !DILocation(line: 118, column: 70, scope: !331)
!335 = !DILocation(line: 118, column: 79, scope: !331)
!336 = !DILocation(line: 118, column: 73, scope: !331)
!337 = !DILocation(line: 118, column: 9, scope: !331)
!338 = !DILocation(line: 0, scope: !150)
!339 = !DILocation(line: 121, column: 17, scope: !340)
!340 = distinct !DILexicalBlock(scope: !150, file: !2, line: 120, column: 5)
!341 = !DILocation(line: 121, column: 14, scope: !340)
!342 = !DILocation(line: 122, column: 63, scope: !100)
!343 = !DILocation(line: 122, column: 5, scope: !100)
!344 = !DILocation(line: 0, scope: !272, inlinedAt: !345)
!345 = distinct !DILocation(line: 123, column: 18, scope: !100)
!346 = !DILocation(line: 54, column: 19, scope: !272, inlinedAt: !345)
!347 = !DILocation(line: 54, column: 37, scope: !272, inlinedAt: !345)
!348 = !DILocation(line: 54, column: 42, scope: !272, inlinedAt: !345)
!349 = !DILocation(line: 55, column: 13, scope: !350, inlinedAt: !345)
!350 = distinct !DILexicalBlock(scope: !272, file: !2, line: 55, column: 9)
!351 = !DILocation(line: 55, column: 20, scope: !350, inlinedAt: !345)
!352 = !DILocation(line: 55, column: 9, scope: !272, inlinedAt: !345)
!353 = !DILocation(line: 57, column: 15, scope: !272, inlinedAt: !345)
!354 = !DILocation(line: 58, column: 5, scope: !272, inlinedAt: !345)
!355 = !DILocation(line: 124, column: 56, scope: !100)
!356 = !DILocation(line: 124, column: 5, scope: !100)
!357 = !DILocation(line: 125, column: 10, scope: !100)
!358 = !DILocation(line: 125, column: 5, scope: !100)
!359 = !DILocation(line: 127, column: 1, scope: !100)
!360 = !DILocation(line: 126, column: 5, scope: !100)
!361 = !DISubprogram(name: "printf", scope: !362, file: !362, line: 356, type: !363, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!362 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!363 = !DISubroutineType(types: !364)
!364 = !{!91, !365, null}
!365 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !366)
!366 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !367, size: 64)
!367 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!368 = !DISubprogram(name: "malloc", scope: !369, file: !369, line: 553, type: !370, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!369 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!370 = !DISubroutineType(types: !371)
!371 = !{!11, !12}
!372 = !DISubprogram(name: "free", scope: !369, file: !369, line: 568, type: !373, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!373 = !DISubroutineType(types: !374)
!374 = !{null, !11}
