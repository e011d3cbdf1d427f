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
    #dbg_value(i32 0, !99, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !163)
    #dbg_value(i32 0, !107, !DIExpression(), !164)
    #dbg_value(ptr null, !99, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !163)
    #dbg_value(i32 0, !99, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !163)
    #dbg_value(i64 0, !99, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !163)
    #dbg_value(i64 0, !99, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !163)
    #dbg_value(ptr undef, !165, !DIExpression(), !176)
    #dbg_value(i32 0, !171, !DIExpression(), !176)
    #dbg_value(i64 1, !172, !DIExpression(), !179)
  %2 = tail call dereferenceable_or_null(4) ptr @malloc(i64 4), !dbg !180
    #dbg_value(ptr %2, !175, !DIExpression(), !179)
  %3 = icmp eq ptr %2, null, !dbg !181
  br i1 %3, label %49, label %4, !dbg !183

4:                                                ; preds = %0
    #dbg_value(ptr %2, !99, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !163)
    #dbg_value(i32 1, !99, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !163)
    #dbg_value(i64 1, !99, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !163)
    #dbg_value(i64 1, !99, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !163)
  store i32 0, ptr %2, align 4, !dbg !184, !tbaa !185
    #dbg_value(ptr %2, !99, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !163)
    #dbg_value(i32 1, !99, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !163)
    #dbg_value(i64 1, !99, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !163)
    #dbg_value(i64 1, !99, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !163)
    #dbg_value(i64 1, !107, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !164)
  br label %35, !dbg !189

5:                                                ; preds = %53
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 1000, i64 noundef %54, i32 noundef %55), !dbg !190
    #dbg_value(i64 0, !109, !DIExpression(), !163)
    #dbg_value(i64 0, !110, !DIExpression(), !191)
  br label %7, !dbg !192

7:                                                ; preds = %7, %5
  %8 = phi i64 [ 0, %5 ], [ %28, %7 ], !dbg !193
  %9 = phi <2 x i64> [ zeroinitializer, %5 ], [ %26, %7 ]
  %10 = phi <2 x i64> [ zeroinitializer, %5 ], [ %27, %7 ]
  %11 = getelementptr inbounds i32, ptr %56, i64 %8, !dbg !195
  %12 = getelementptr inbounds i8, ptr %11, i64 8, !dbg !195
  %13 = load <2 x i32>, ptr %11, align 4, !dbg !195, !tbaa !185
  %14 = load <2 x i32>, ptr %12, align 4, !dbg !195, !tbaa !185
  %15 = sext <2 x i32> %13 to <2 x i64>, !dbg !195
  %16 = sext <2 x i32> %14 to <2 x i64>, !dbg !195
  %17 = add <2 x i64> %9, %15, !dbg !196
  %18 = add <2 x i64> %10, %16, !dbg !196
  %19 = or disjoint i64 %8, 4, !dbg !193
  %20 = getelementptr inbounds i32, ptr %56, i64 %19, !dbg !195
  %21 = getelementptr inbounds i8, ptr %20, i64 8, !dbg !195
  %22 = load <2 x i32>, ptr %20, align 4, !dbg !195, !tbaa !185
  %23 = load <2 x i32>, ptr %21, align 4, !dbg !195, !tbaa !185
  %24 = sext <2 x i32> %22 to <2 x i64>, !dbg !195
  %25 = sext <2 x i32> %23 to <2 x i64>, !dbg !195
  %26 = add <2 x i64> %17, %24, !dbg !196
  %27 = add <2 x i64> %18, %25, !dbg !196
  %28 = add nuw nsw i64 %8, 8, !dbg !193
  %29 = icmp eq i64 %28, 1000, !dbg !193
  br i1 %29, label %30, label %7, !dbg !193, !llvm.loop !197

30:                                               ; preds = %7
  %31 = add <2 x i64> %27, %26, !dbg !192
  %32 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %31), !dbg !192
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %32), !dbg !202
    #dbg_value(ptr undef, !203, !DIExpression(), !210)
    #dbg_value(i64 0, !208, !DIExpression(), !210)
    #dbg_value(i32 -1, !209, !DIExpression(), !210)
    #dbg_value(ptr undef, !165, !DIExpression(), !212)
    #dbg_value(i32 0, !171, !DIExpression(), !212)
  %34 = icmp eq i64 %54, 1000, !dbg !214
  br i1 %34, label %60, label %66, !dbg !215

35:                                               ; preds = %4, %53
  %36 = phi ptr [ %2, %4 ], [ %56, %53 ]
  %37 = phi i32 [ 1, %4 ], [ %55, %53 ]
  %38 = phi i64 [ 1, %4 ], [ %54, %53 ]
  %39 = phi i64 [ 1, %4 ], [ %57, %53 ]
    #dbg_value(ptr %36, !99, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !163)
    #dbg_value(i32 %37, !99, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !163)
    #dbg_value(i64 %38, !99, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !163)
    #dbg_value(i64 %39, !99, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !163)
  %40 = trunc i64 %39 to i16, !dbg !216
    #dbg_value(i16 %40, !107, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !164)
  %41 = mul nuw nsw i16 %40, 3, !dbg !216
  %42 = urem i16 %41, 1001, !dbg !216
  %43 = zext nneg i16 %42 to i32, !dbg !216
    #dbg_value(ptr undef, !165, !DIExpression(), !176)
    #dbg_value(i32 %43, !171, !DIExpression(), !176)
  %44 = icmp eq i64 %39, %38, !dbg !217
  br i1 %44, label %45, label %53, !dbg !218

45:                                               ; preds = %35
    #dbg_value(i64 %38, !172, !DIExpression(DW_OP_constu, 1, DW_OP_shl, DW_OP_stack_value), !179)
  %46 = shl i64 %38, 3, !dbg !219
  %47 = tail call ptr @realloc(ptr noundef %36, i64 noundef %46) #11, !dbg !180
    #dbg_value(ptr %47, !175, !DIExpression(), !179)
  %48 = icmp eq ptr %47, null, !dbg !181
  br i1 %48, label %49, label %50, !dbg !183

49:                                               ; preds = %45, %0
  tail call void @exit(i32 noundef 1) #12, !dbg !220
  unreachable, !dbg !220

50:                                               ; preds = %45
  %51 = shl i64 %38, 1
    #dbg_value(i64 %51, !172, !DIExpression(), !179)
    #dbg_value(ptr %47, !99, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !163)
    #dbg_value(i64 %51, !99, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !163)
  %52 = add nsw i32 %37, 1, !dbg !221
    #dbg_value(i32 %52, !99, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !163)
  br label %53, !dbg !222

53:                                               ; preds = %35, %50
  %54 = phi i64 [ %51, %50 ], [ %38, %35 ], !dbg !163
  %55 = phi i32 [ %52, %50 ], [ %37, %35 ], !dbg !163
  %56 = phi ptr [ %47, %50 ], [ %36, %35 ], !dbg !163
    #dbg_value(ptr %56, !99, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !163)
    #dbg_value(i32 %55, !99, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !163)
    #dbg_value(i64 %54, !99, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !163)
  %57 = add nuw nsw i64 %39, 1, !dbg !223
    #dbg_value(i64 %57, !99, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !163)
  %58 = getelementptr inbounds i32, ptr %56, i64 %39, !dbg !224
  store i32 %43, ptr %58, align 4, !dbg !184, !tbaa !185
    #dbg_value(ptr %56, !99, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !163)
    #dbg_value(i32 %55, !99, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !163)
    #dbg_value(i64 %54, !99, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !163)
    #dbg_value(i64 %57, !99, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !163)
    #dbg_value(i64 %57, !107, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !164)
  %59 = icmp eq i64 %57, 1000, !dbg !225
  br i1 %59, label %5, label %35, !dbg !189, !llvm.loop !226

60:                                               ; preds = %30
    #dbg_value(i64 2000, !172, !DIExpression(), !229)
  %61 = tail call dereferenceable_or_null(8000) ptr @realloc(ptr noundef nonnull %56, i64 noundef 8000) #11, !dbg !230
    #dbg_value(ptr %61, !175, !DIExpression(), !229)
  %62 = icmp eq ptr %61, null, !dbg !231
  br i1 %62, label %65, label %63, !dbg !232

63:                                               ; preds = %60
    #dbg_value(ptr %61, !99, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !163)
    #dbg_value(i32 poison, !99, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !163)
    #dbg_value(i64 2000, !99, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !163)
    #dbg_value(i64 1001, !99, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !163)
  %64 = getelementptr i8, ptr %61, i64 4, !dbg !233
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(4000) %64, ptr noundef nonnull align 4 dereferenceable(4000) %61, i64 4000, i1 false), !dbg !234
  store i32 -1, ptr %61, align 4, !dbg !235, !tbaa !185
    #dbg_value(ptr undef, !203, !DIExpression(), !236)
    #dbg_value(i64 500, !208, !DIExpression(), !236)
    #dbg_value(i32 -2, !209, !DIExpression(), !236)
    #dbg_value(ptr undef, !165, !DIExpression(), !238)
    #dbg_value(i32 0, !171, !DIExpression(), !238)
  br label %73, !dbg !240

65:                                               ; preds = %60
  tail call void @exit(i32 noundef 1) #12, !dbg !241
  unreachable, !dbg !241

66:                                               ; preds = %30
    #dbg_value(ptr %56, !99, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !163)
    #dbg_value(i32 poison, !99, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !163)
    #dbg_value(i64 %54, !99, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !163)
    #dbg_value(i64 1001, !99, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !163)
  %67 = getelementptr i8, ptr %56, i64 4, !dbg !233
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(4000) %67, ptr noundef nonnull align 4 dereferenceable(4000) %56, i64 4000, i1 false), !dbg !234
  store i32 -1, ptr %56, align 4, !dbg !235, !tbaa !185
    #dbg_value(ptr undef, !203, !DIExpression(), !236)
    #dbg_value(i64 500, !208, !DIExpression(), !236)
    #dbg_value(i32 -2, !209, !DIExpression(), !236)
    #dbg_value(ptr undef, !165, !DIExpression(), !238)
    #dbg_value(i32 0, !171, !DIExpression(), !238)
  %68 = icmp eq i64 %54, 1001, !dbg !242
  br i1 %68, label %69, label %77, !dbg !240

69:                                               ; preds = %66
    #dbg_value(i64 2002, !172, !DIExpression(), !243)
  %70 = tail call dereferenceable_or_null(8008) ptr @realloc(ptr noundef nonnull %56, i64 noundef 8008) #11, !dbg !244
    #dbg_value(ptr %70, !175, !DIExpression(), !243)
  %71 = icmp eq ptr %70, null, !dbg !245
  br i1 %71, label %72, label %73, !dbg !246

72:                                               ; preds = %69
  tail call void @exit(i32 noundef 1) #12, !dbg !247
  unreachable, !dbg !247

73:                                               ; preds = %69, %63
  %74 = phi ptr [ %61, %63 ], [ %70, %69 ]
    #dbg_value(ptr %74, !99, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !163)
    #dbg_value(i32 poison, !99, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !163)
    #dbg_value(i64 poison, !99, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !163)
    #dbg_value(i64 1002, !99, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !163)
  %75 = getelementptr i8, ptr %74, i64 2000, !dbg !248
  %76 = getelementptr i8, ptr %74, i64 2004, !dbg !248
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(2004) %76, ptr noundef nonnull align 4 dereferenceable(2004) %75, i64 2004, i1 false), !dbg !249
  store i32 -2, ptr %75, align 4, !dbg !250, !tbaa !185
    #dbg_value(ptr undef, !203, !DIExpression(), !251)
    #dbg_value(i64 1002, !208, !DIExpression(), !251)
    #dbg_value(i32 -3, !209, !DIExpression(), !251)
    #dbg_value(ptr undef, !165, !DIExpression(), !253)
    #dbg_value(i32 0, !171, !DIExpression(), !253)
  br label %88, !dbg !255

77:                                               ; preds = %66
    #dbg_value(ptr %56, !99, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !163)
    #dbg_value(i32 poison, !99, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !163)
    #dbg_value(i64 %54, !99, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !163)
    #dbg_value(i64 1002, !99, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !163)
  %78 = getelementptr i8, ptr %56, i64 2000, !dbg !248
  %79 = getelementptr i8, ptr %56, i64 2004, !dbg !248
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(2004) %79, ptr noundef nonnull align 4 dereferenceable(2004) %78, i64 2004, i1 false), !dbg !249
  store i32 -2, ptr %78, align 4, !dbg !250, !tbaa !185
    #dbg_value(ptr undef, !203, !DIExpression(), !251)
    #dbg_value(i64 1002, !208, !DIExpression(), !251)
    #dbg_value(i32 -3, !209, !DIExpression(), !251)
    #dbg_value(ptr undef, !165, !DIExpression(), !253)
    #dbg_value(i32 0, !171, !DIExpression(), !253)
  %80 = icmp eq i64 %54, 1002, !dbg !256
  br i1 %80, label %81, label %88, !dbg !255

81:                                               ; preds = %77
    #dbg_value(i64 8016, !172, !DIExpression(), !257)
  %82 = tail call dereferenceable_or_null(8016) ptr @realloc(ptr noundef nonnull %56, i64 noundef 8016) #11, !dbg !258
    #dbg_value(ptr %82, !175, !DIExpression(), !257)
  %83 = icmp eq ptr %82, null, !dbg !259
  br i1 %83, label %87, label %84, !dbg !260

84:                                               ; preds = %81
  %85 = getelementptr inbounds i8, ptr %82, i64 2000
  %86 = load i32, ptr %85, align 4, !dbg !261, !tbaa !185
  br label %88, !dbg !260

87:                                               ; preds = %81
  tail call void @exit(i32 noundef 1) #12, !dbg !262
  unreachable, !dbg !262

88:                                               ; preds = %73, %84, %77
  %89 = phi i32 [ -2, %77 ], [ %86, %84 ], [ -2, %73 ], !dbg !261
  %90 = phi ptr [ %56, %77 ], [ %82, %84 ], [ %74, %73 ], !dbg !263
    #dbg_value(ptr %90, !99, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !163)
    #dbg_value(i64 1003, !99, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !163)
  %91 = getelementptr inbounds i8, ptr %90, i64 4008, !dbg !265
  store i32 -3, ptr %91, align 4, !dbg !266, !tbaa !185
  %92 = load i32, ptr %90, align 4, !dbg !267, !tbaa !185
  %93 = getelementptr inbounds i8, ptr %90, i64 2004, !dbg !268
  %94 = load i32, ptr %93, align 4, !dbg !268, !tbaa !185
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 1003, i32 noundef %92, i32 noundef %89, i32 noundef -3, i32 noundef %94), !dbg !269
    #dbg_value(i32 0, !112, !DIExpression(), !270)
  br label %102, !dbg !271

96:                                               ; preds = %102
  %97 = load i32, ptr %90, align 4, !dbg !272, !tbaa !185
  %98 = getelementptr i8, ptr %90, i64 2808, !dbg !273
  %99 = load i32, ptr %98, align 4, !dbg !273, !tbaa !185
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 703, i32 noundef %97, i32 noundef %99), !dbg !274
    #dbg_value(ptr undef, !275, !DIExpression(), !280)
    #dbg_value(i64 703, !99, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !163)
  %101 = tail call dereferenceable_or_null(2812) ptr @realloc(ptr noundef nonnull %90, i64 noundef 2812) #11, !dbg !282
    #dbg_value(ptr %101, !99, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !163)
    #dbg_value(i64 0, !109, !DIExpression(), !163)
    #dbg_value(i64 0, !114, !DIExpression(), !283)
  br label %126, !dbg !284

102:                                              ; preds = %102, %88
  %103 = phi i64 [ 0, %88 ], [ %122, %102 ]
  %104 = phi i64 [ 1003, %88 ], [ %121, %102 ]
    #dbg_value(i64 %103, !112, !DIExpression(), !270)
    #dbg_value(i64 %104, !99, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !163)
  %105 = mul nuw nsw i64 %103, 7, !dbg !285
  %106 = urem i64 %105, %104, !dbg !287
    #dbg_value(ptr undef, !288, !DIExpression(), !294)
    #dbg_value(i64 %106, !293, !DIExpression(), !294)
  %107 = getelementptr i32, ptr %90, i64 %106, !dbg !296
  %108 = getelementptr i8, ptr %107, i64 4, !dbg !297
  %109 = xor i64 %106, -1, !dbg !298
  %110 = add i64 %104, %109, !dbg !298
  %111 = shl i64 %110, 2, !dbg !299
  tail call void @llvm.memmove.p0.p0.i64(ptr align 4 %107, ptr align 4 %108, i64 %111, i1 false), !dbg !300
  %112 = add nsw i64 %104, -1, !dbg !301
    #dbg_value(i64 %112, !99, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !163)
    #dbg_value(i64 %103, !112, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !270)
  %113 = mul nuw i64 %103, 7, !dbg !285
  %114 = add nuw i64 %113, 7, !dbg !285
  %115 = urem i64 %114, %112, !dbg !287
    #dbg_value(i64 %115, !293, !DIExpression(), !294)
  %116 = getelementptr i32, ptr %90, i64 %115, !dbg !296
  %117 = getelementptr i8, ptr %116, i64 4, !dbg !297
  %118 = xor i64 %115, -1, !dbg !298
  %119 = add i64 %112, %118, !dbg !298
  %120 = shl i64 %119, 2, !dbg !299
  tail call void @llvm.memmove.p0.p0.i64(ptr align 4 %116, ptr align 4 %117, i64 %120, i1 false), !dbg !300
  %121 = add nsw i64 %104, -2, !dbg !301
    #dbg_value(i64 %121, !99, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !163)
  %122 = add nuw nsw i64 %103, 2, !dbg !302
    #dbg_value(i64 %122, !112, !DIExpression(), !270)
  %123 = icmp eq i64 %122, 300, !dbg !303
  br i1 %123, label %96, label %102, !dbg !271, !llvm.loop !304

124:                                              ; preds = %126
  %125 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 703, i64 noundef %134), !dbg !306
  tail call void @free(ptr noundef nonnull %101) #13, !dbg !307
    #dbg_value(ptr null, !116, !DIExpression(), !163)
    #dbg_value(i64 0, !124, !DIExpression(), !163)
    #dbg_value(i32 0, !125, !DIExpression(), !308)
  br label %145, !dbg !309

126:                                              ; preds = %136, %96
  %127 = phi i64 [ 0, %96 ], [ %143, %136 ]
  %128 = phi i64 [ 0, %96 ], [ %144, %136 ]
    #dbg_value(i64 %127, !109, !DIExpression(), !163)
    #dbg_value(i64 %128, !114, !DIExpression(), !283)
  %129 = getelementptr inbounds i32, ptr %101, i64 %128, !dbg !310
  %130 = load i32, ptr %129, align 4, !dbg !310, !tbaa !185
  %131 = sext i32 %130 to i64, !dbg !310
  %132 = urem i64 %128, 5, !dbg !312
  %133 = mul nsw i64 %132, %131, !dbg !313
  %134 = add nsw i64 %133, %127, !dbg !314
    #dbg_value(i64 %134, !109, !DIExpression(), !163)
    #dbg_value(i64 %128, !114, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !283)
  %135 = icmp eq i64 %128, 702, !dbg !315
  br i1 %135, label %124, label %136, !dbg !284, !llvm.loop !316

136:                                              ; preds = %126
  %137 = or disjoint i64 %128, 1, !dbg !318
    #dbg_value(i64 %137, !114, !DIExpression(), !283)
    #dbg_value(i64 %134, !109, !DIExpression(), !163)
    #dbg_value(i64 %137, !114, !DIExpression(), !283)
  %138 = getelementptr inbounds i32, ptr %101, i64 %137, !dbg !310
  %139 = load i32, ptr %138, align 4, !dbg !310, !tbaa !185
  %140 = sext i32 %139 to i64, !dbg !310
  %141 = urem i64 %137, 5, !dbg !312
  %142 = mul nsw i64 %141, %140, !dbg !313
  %143 = add nsw i64 %142, %134, !dbg !314
    #dbg_value(i64 %143, !109, !DIExpression(), !163)
  %144 = add nuw nsw i64 %128, 2, !dbg !318
    #dbg_value(i64 %144, !114, !DIExpression(), !283)
  br label %126

145:                                              ; preds = %124, %145
  %146 = phi i64 [ 0, %124 ], [ %149, %145 ]
  %147 = phi ptr [ null, %124 ], [ %151, %145 ]
  %148 = trunc i64 %146 to i32
    #dbg_value(i32 %148, !125, !DIExpression(), !308)
    #dbg_value(i64 %146, !124, !DIExpression(), !163)
    #dbg_value(ptr %147, !116, !DIExpression(), !163)
  %149 = add nuw nsw i64 %146, 1, !dbg !319
  %150 = mul nuw nsw i64 %149, 24, !dbg !322
  %151 = tail call ptr @realloc(ptr noundef %147, i64 noundef %150) #11, !dbg !323
    #dbg_value(ptr %151, !116, !DIExpression(), !163)
  %152 = uitofp nneg i32 %148 to double, !dbg !324
  %153 = getelementptr inbounds %struct.pt, ptr %151, i64 %146, !dbg !325
  %154 = sub nsw i32 0, %148, !dbg !326
  %155 = sitofp i32 %154 to double, !dbg !326
  %156 = insertelement <2 x double> poison, double %152, i64 0, !dbg !327
  %157 = insertelement <2 x double> %156, double %155, i64 1, !dbg !327
  %158 = fmul <2 x double> %157, <double 5.000000e-01, double 2.500000e-01>, !dbg !327
  store <2 x double> %158, ptr %153, align 8, !dbg !328, !tbaa !329
  %159 = getelementptr inbounds i8, ptr %153, i64 16, !dbg !331
  store i32 %148, ptr %159, align 8, !dbg !332, !tbaa !333
    #dbg_value(i64 %149, !124, !DIExpression(), !163)
    #dbg_value(i64 %149, !125, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !308)
  %160 = icmp eq i64 %149, 200, !dbg !335
  br i1 %160, label %161, label %145, !dbg !309, !llvm.loop !336

161:                                              ; preds = %145
  %162 = getelementptr inbounds i8, ptr %151, i64 24, !dbg !338
  %163 = getelementptr inbounds i8, ptr %151, i64 48, !dbg !338
  %164 = getelementptr inbounds i8, ptr %151, i64 72, !dbg !338
  %165 = getelementptr inbounds i8, ptr %151, i64 96, !dbg !338
  br label %182, !dbg !338

166:                                              ; preds = %182
  %167 = extractelement <2 x double> %199, i64 0, !dbg !339
  %168 = fdiv double %167, 2.000000e+02, !dbg !339
  %169 = extractelement <2 x double> %199, i64 1, !dbg !340
  %170 = fdiv double %169, 2.000000e+02, !dbg !340
  %171 = getelementptr inbounds i8, ptr %151, i64 4792, !dbg !341
  %172 = load i32, ptr %171, align 8, !dbg !341, !tbaa !333
  %173 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %168, double noundef %170, i32 noundef %172), !dbg !342
  %174 = tail call dereferenceable_or_null(240) ptr @realloc(ptr noundef nonnull %151, i64 noundef 240) #11, !dbg !343
    #dbg_value(ptr %174, !116, !DIExpression(), !163)
  %175 = getelementptr inbounds i8, ptr %174, i64 216, !dbg !344
  %176 = getelementptr inbounds i8, ptr %174, i64 232, !dbg !345
  %177 = load i32, ptr %176, align 8, !dbg !345, !tbaa !333
  %178 = load double, ptr %175, align 8, !dbg !346, !tbaa !347
  %179 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %177, double noundef %178), !dbg !348
  tail call void @free(ptr noundef %174) #13, !dbg !349
  %180 = tail call dereferenceable_or_null(16) ptr @malloc(i64 16), !dbg !350
    #dbg_value(ptr %180, !131, !DIExpression(), !163)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(13) %180, ptr noundef nonnull align 1 dereferenceable(13) @.str.7, i64 13, i1 false) #13, !dbg !351
  %181 = tail call i32 @puts(ptr nonnull dereferenceable(1) %180), !dbg !352
  tail call void @free(ptr noundef %180) #13, !dbg !353
    #dbg_value(ptr null, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !163)
    #dbg_value(i64 0, !133, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !163)
    #dbg_value(i64 0, !133, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !163)
    #dbg_value(i32 0, !139, !DIExpression(), !354)
  br label %204, !dbg !355

182:                                              ; preds = %182, %161
  %183 = phi i64 [ 0, %161 ], [ %200, %182 ]
  %184 = phi <2 x double> [ zeroinitializer, %161 ], [ %199, %182 ]
    #dbg_value(i64 %183, !129, !DIExpression(), !356)
    #dbg_value(double poison, !128, !DIExpression(), !163)
    #dbg_value(double poison, !127, !DIExpression(), !163)
  %185 = getelementptr inbounds %struct.pt, ptr %151, i64 %183, !dbg !357
  %186 = load <2 x double>, ptr %185, align 8, !dbg !360, !tbaa !329
  %187 = fadd <2 x double> %184, %186, !dbg !361
    #dbg_value(i64 %183, !129, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !356)
  %188 = getelementptr inbounds %struct.pt, ptr %162, i64 %183, !dbg !357
  %189 = load <2 x double>, ptr %188, align 8, !dbg !360, !tbaa !329
  %190 = fadd <2 x double> %187, %189, !dbg !361
    #dbg_value(i64 %183, !129, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !356)
  %191 = getelementptr inbounds %struct.pt, ptr %163, i64 %183, !dbg !357
  %192 = load <2 x double>, ptr %191, align 8, !dbg !360, !tbaa !329
  %193 = fadd <2 x double> %190, %192, !dbg !361
    #dbg_value(i64 %183, !129, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !356)
  %194 = getelementptr inbounds %struct.pt, ptr %164, i64 %183, !dbg !357
  %195 = load <2 x double>, ptr %194, align 8, !dbg !360, !tbaa !329
  %196 = fadd <2 x double> %193, %195, !dbg !361
    #dbg_value(i64 %183, !129, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !356)
  %197 = getelementptr inbounds %struct.pt, ptr %165, i64 %183, !dbg !357
  %198 = load <2 x double>, ptr %197, align 8, !dbg !360, !tbaa !329
  %199 = fadd <2 x double> %196, %198, !dbg !361
  %200 = add nuw nsw i64 %183, 5, !dbg !362
    #dbg_value(i64 %200, !129, !DIExpression(), !356)
  %201 = icmp eq i64 %200, 200, !dbg !363
  br i1 %201, label %166, label %182, !dbg !338, !llvm.loop !364

202:                                              ; preds = %227
  %203 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %231, i64 noundef %229, ptr noundef %228), !dbg !366
  tail call void @free(ptr noundef %228) #13, !dbg !367
    #dbg_value(ptr null, !147, !DIExpression(), !163)
    #dbg_value(i64 0, !149, !DIExpression(), !163)
    #dbg_value(ptr @.str.13, !150, !DIExpression(), !163)
    #dbg_value(ptr @.str.13, !153, !DIExpression(), !163)
  br label %237, !dbg !368

204:                                              ; preds = %166, %227
  %205 = phi i32 [ 0, %166 ], [ %232, %227 ]
  %206 = phi i64 [ 0, %166 ], [ %229, %227 ]
  %207 = phi i64 [ 0, %166 ], [ %231, %227 ]
  %208 = phi ptr [ null, %166 ], [ %228, %227 ]
    #dbg_value(i32 %205, !139, !DIExpression(), !354)
    #dbg_value(i64 %206, !133, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !163)
    #dbg_value(i64 %207, !133, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !163)
    #dbg_value(ptr %208, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !163)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #13, !dbg !369
  %209 = mul nuw nsw i32 %205, %205, !dbg !370
  %210 = trunc nuw i32 %205 to i8, !dbg !371
  %211 = urem i8 %210, 5, !dbg !371
  %212 = icmp eq i8 %211, 4, !dbg !372
  %213 = select i1 %212, ptr @.str.10, ptr @.str.11, !dbg !373
  %214 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 32, ptr noundef nonnull @.str.9, i32 noundef %209, ptr noundef nonnull %213) #13, !dbg !374
    #dbg_value(ptr undef, !375, !DIExpression(), !383)
    #dbg_value(ptr %1, !381, !DIExpression(), !383)
  %215 = call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %1) #14, !dbg !385
    #dbg_value(i64 %215, !382, !DIExpression(), !383)
  %216 = add i64 %215, 1, !dbg !386
  %217 = add i64 %216, %207, !dbg !388
  %218 = icmp ugt i64 %217, %206, !dbg !389
  br i1 %218, label %219, label %227, !dbg !390

219:                                              ; preds = %204, %219
  %220 = phi i64 [ %223, %219 ], [ %206, %204 ]
  %221 = icmp eq i64 %220, 0, !dbg !391
  %222 = shl i64 %220, 1
  %223 = select i1 %221, i64 8, i64 %222, !dbg !391
  %224 = icmp ugt i64 %217, %223, !dbg !393
  br i1 %224, label %219, label %225, !dbg !394, !llvm.loop !395

225:                                              ; preds = %219
    #dbg_value(i64 %223, !133, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !163)
  %226 = tail call ptr @realloc(ptr noundef %208, i64 noundef %223) #11, !dbg !397
    #dbg_value(ptr %226, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !163)
  br label %227, !dbg !398

227:                                              ; preds = %204, %225
  %228 = phi ptr [ %226, %225 ], [ %208, %204 ], !dbg !163
  %229 = phi i64 [ %223, %225 ], [ %206, %204 ], !dbg !163
    #dbg_value(i64 %229, !133, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !163)
    #dbg_value(ptr %228, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !163)
  %230 = getelementptr inbounds i8, ptr %228, i64 %207, !dbg !399
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %230, ptr nonnull readonly align 16 %1, i64 %216, i1 false), !dbg !400
  %231 = add i64 %215, %207, !dbg !401
    #dbg_value(i64 %231, !133, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !163)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #13, !dbg !402
  %232 = add nuw nsw i32 %205, 1, !dbg !403
    #dbg_value(i64 %229, !133, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !163)
    #dbg_value(i64 %231, !133, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !163)
    #dbg_value(ptr %228, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !163)
    #dbg_value(i32 %232, !139, !DIExpression(), !354)
  %233 = icmp eq i32 %232, 30, !dbg !404
  br i1 %233, label %202, label %204, !dbg !355, !llvm.loop !405

234:                                              ; preds = %260
    #dbg_value(ptr %261, !153, !DIExpression(), !163)
    #dbg_value(i64 %252, !149, !DIExpression(), !163)
    #dbg_value(ptr %254, !147, !DIExpression(), !163)
  %235 = icmp eq i8 %262, 0, !dbg !368
  %236 = add i64 %238, 1, !dbg !368
  br i1 %235, label %265, label %237, !dbg !368, !llvm.loop !407

237:                                              ; preds = %202, %234
  %238 = phi i64 [ 1, %202 ], [ %236, %234 ]
  %239 = phi ptr [ @.str.13, %202 ], [ %261, %234 ]
  %240 = phi i64 [ 0, %202 ], [ %252, %234 ]
  %241 = phi ptr [ null, %202 ], [ %254, %234 ]
    #dbg_value(ptr %239, !153, !DIExpression(), !163)
    #dbg_value(i64 %240, !149, !DIExpression(), !163)
    #dbg_value(ptr %241, !147, !DIExpression(), !163)
  %242 = tail call ptr @strchr(ptr noundef nonnull dereferenceable(1) %239, i32 noundef 32) #14, !dbg !409
    #dbg_value(ptr %242, !154, !DIExpression(), !410)
  %243 = icmp eq ptr %242, null, !dbg !411
  br i1 %243, label %248, label %244, !dbg !411

244:                                              ; preds = %237
  %245 = ptrtoint ptr %242 to i64, !dbg !412
  %246 = ptrtoint ptr %239 to i64, !dbg !412
  %247 = sub i64 %245, %246, !dbg !412
  br label %250, !dbg !411

248:                                              ; preds = %237
  %249 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %239) #14, !dbg !413
  br label %250, !dbg !411

250:                                              ; preds = %248, %244
  %251 = phi i64 [ %247, %244 ], [ %249, %248 ], !dbg !411
    #dbg_value(i64 %251, !156, !DIExpression(), !410)
  %252 = add i64 %240, 1, !dbg !414
  %253 = shl i64 %252, 3, !dbg !415
  %254 = tail call ptr @realloc(ptr noundef %241, i64 noundef %253) #11, !dbg !416
    #dbg_value(ptr %254, !147, !DIExpression(), !163)
  %255 = add i64 %251, 1, !dbg !417
  %256 = tail call noalias ptr @malloc(i64 noundef %255) #15, !dbg !418
  %257 = getelementptr inbounds ptr, ptr %254, i64 %240, !dbg !419
  store ptr %256, ptr %257, align 8, !dbg !420, !tbaa !421
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %256, ptr nonnull align 1 %239, i64 %251, i1 false), !dbg !423
  %258 = getelementptr inbounds i8, ptr %256, i64 %251, !dbg !424
  store i8 0, ptr %258, align 1, !dbg !425, !tbaa !426
    #dbg_value(i64 %252, !149, !DIExpression(), !163)
  %259 = getelementptr inbounds i8, ptr %239, i64 %251, !dbg !427
    #dbg_value(ptr %259, !153, !DIExpression(), !163)
  br label %260, !dbg !428

260:                                              ; preds = %260, %250
  %261 = phi ptr [ %259, %250 ], [ %264, %260 ], !dbg !410
    #dbg_value(ptr %261, !153, !DIExpression(), !163)
  %262 = load i8, ptr %261, align 1, !dbg !429, !tbaa !426
  %263 = icmp eq i8 %262, 32, !dbg !430
  %264 = getelementptr inbounds i8, ptr %261, i64 1, !dbg !431
    #dbg_value(ptr %264, !153, !DIExpression(), !163)
  br i1 %263, label %260, label %234, !dbg !428, !llvm.loop !432

265:                                              ; preds = %234
  %266 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %252), !dbg !433
    #dbg_value(i64 %252, !157, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !434)
  %267 = icmp eq i64 %252, 0, !dbg !435
  br i1 %267, label %268, label %272, !dbg !437

268:                                              ; preds = %265
  %269 = tail call i32 @putchar(i32 10), !dbg !438
    #dbg_value(i64 0, !159, !DIExpression(), !439)
  br label %279, !dbg !440

270:                                              ; preds = %272
  %271 = tail call i32 @putchar(i32 10), !dbg !438
    #dbg_value(i64 0, !159, !DIExpression(), !439)
  br i1 %267, label %279, label %280, !dbg !440

272:                                              ; preds = %265, %272
  %273 = phi i64 [ %274, %272 ], [ %252, %265 ]
    #dbg_value(i64 %273, !157, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !434)
  %274 = add i64 %273, -1, !dbg !441
    #dbg_value(i64 %274, !157, !DIExpression(), !434)
  %275 = getelementptr inbounds ptr, ptr %254, i64 %274, !dbg !442
  %276 = load ptr, ptr %275, align 8, !dbg !442, !tbaa !421
  %277 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef %276), !dbg !443
    #dbg_value(i64 %274, !157, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !434)
  %278 = icmp eq i64 %274, 0, !dbg !435
  br i1 %278, label %270, label %272, !dbg !437, !llvm.loop !444

279:                                              ; preds = %280, %268, %270
  tail call void @free(ptr noundef %254) #13, !dbg !446
  ret i32 0, !dbg !447

280:                                              ; preds = %270, %280
  %281 = phi i64 [ %284, %280 ], [ 0, %270 ]
    #dbg_value(i64 %281, !159, !DIExpression(), !439)
  %282 = getelementptr inbounds ptr, ptr %254, i64 %281, !dbg !448
  %283 = load ptr, ptr %282, align 8, !dbg !448, !tbaa !421
  tail call void @free(ptr noundef %283) #13, !dbg !450
  %284 = add nuw i64 %281, 1, !dbg !451
    #dbg_value(i64 %284, !159, !DIExpression(), !439)
  %285 = icmp eq i64 %284, %238, !dbg !452
  br i1 %285, label %279, label %280, !dbg !440, !llvm.loop !453
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !455 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !460 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !464 noalias noundef ptr @realloc(ptr allocptr nocapture noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare !dbg !467 noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !471 ptr @strchr(ptr noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !475 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !478 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: noreturn nounwind
declare !dbg !481 void @exit(i32 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #10

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
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind allocsize(1) }
attributes #12 = { noreturn nounwind }
attributes #13 = { nounwind }
attributes #14 = { nounwind willreturn memory(read) }
attributes #15 = { nounwind allocsize(0) }

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
!165 = !DILocalVariable(name: "v", arg: 1, scope: !166, file: !2, line: 13, type: !169)
!166 = distinct !DISubprogram(name: "vec_push", scope: !2, file: !2, line: 13, type: !167, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !74, retainedNodes: !170)
!167 = !DISubroutineType(types: !168)
!168 = !{null, !169, !97}
!169 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 64)
!170 = !{!165, !171, !172, !175}
!171 = !DILocalVariable(name: "x", arg: 2, scope: !166, file: !2, line: 13, type: !97)
!172 = !DILocalVariable(name: "nc", scope: !173, file: !2, line: 15, type: !77)
!173 = distinct !DILexicalBlock(scope: !174, file: !2, line: 14, column: 27)
!174 = distinct !DILexicalBlock(scope: !166, file: !2, line: 14, column: 9)
!175 = !DILocalVariable(name: "nd", scope: !173, file: !2, line: 16, type: !103)
!176 = !DILocation(line: 0, scope: !166, inlinedAt: !177)
!177 = distinct !DILocation(line: 66, column: 9, scope: !178)
!178 = distinct !DILexicalBlock(scope: !108, file: !2, line: 65, column: 5)
!179 = !DILocation(line: 0, scope: !173, inlinedAt: !177)
!180 = !DILocation(line: 16, column: 19, scope: !173, inlinedAt: !177)
!181 = !DILocation(line: 17, column: 14, scope: !182, inlinedAt: !177)
!182 = distinct !DILexicalBlock(scope: !173, file: !2, line: 17, column: 13)
!183 = !DILocation(line: 17, column: 13, scope: !173, inlinedAt: !177)
!184 = !DILocation(line: 23, column: 23, scope: !166, inlinedAt: !177)
!185 = !{!186, !186, i64 0}
!186 = !{!"int", !187, i64 0}
!187 = !{!"omnipotent char", !188, i64 0}
!188 = !{!"Simple C/C++ TBAA"}
!189 = !DILocation(line: 65, column: 5, scope: !108)
!190 = !DILocation(line: 67, column: 5, scope: !94)
!191 = !DILocation(line: 0, scope: !111)
!192 = !DILocation(line: 69, column: 5, scope: !111)
!193 = !DILocation(line: 69, column: 36, scope: !194)
!194 = distinct !DILexicalBlock(scope: !111, file: !2, line: 69, column: 5)
!195 = !DILocation(line: 70, column: 14, scope: !194)
!196 = !DILocation(line: 70, column: 11, scope: !194)
!197 = distinct !{!197, !192, !198, !199, !200, !201}
!198 = !DILocation(line: 70, column: 22, scope: !111)
!199 = !{!"llvm.loop.mustprogress"}
!200 = !{!"llvm.loop.isvectorized", i32 1}
!201 = !{!"llvm.loop.unroll.runtime.disable"}
!202 = !DILocation(line: 71, column: 5, scope: !94)
!203 = !DILocalVariable(name: "v", arg: 1, scope: !204, file: !2, line: 26, type: !169)
!204 = distinct !DISubprogram(name: "vec_insert", scope: !2, file: !2, line: 26, type: !205, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !74, retainedNodes: !207)
!205 = !DISubroutineType(types: !206)
!206 = !{null, !169, !77, !97}
!207 = !{!203, !208, !209}
!208 = !DILocalVariable(name: "at", arg: 2, scope: !204, file: !2, line: 26, type: !77)
!209 = !DILocalVariable(name: "x", arg: 3, scope: !204, file: !2, line: 26, type: !97)
!210 = !DILocation(line: 0, scope: !204, inlinedAt: !211)
!211 = distinct !DILocation(line: 72, column: 5, scope: !94)
!212 = !DILocation(line: 0, scope: !166, inlinedAt: !213)
!213 = distinct !DILocation(line: 27, column: 5, scope: !204, inlinedAt: !211)
!214 = !DILocation(line: 14, column: 16, scope: !174, inlinedAt: !213)
!215 = !DILocation(line: 14, column: 9, scope: !166, inlinedAt: !213)
!216 = !DILocation(line: 66, column: 28, scope: !178)
!217 = !DILocation(line: 14, column: 16, scope: !174, inlinedAt: !177)
!218 = !DILocation(line: 14, column: 9, scope: !166, inlinedAt: !177)
!219 = !DILocation(line: 16, column: 39, scope: !173, inlinedAt: !177)
!220 = !DILocation(line: 18, column: 13, scope: !182, inlinedAt: !177)
!221 = !DILocation(line: 21, column: 17, scope: !173, inlinedAt: !177)
!222 = !DILocation(line: 22, column: 5, scope: !173, inlinedAt: !177)
!223 = !DILocation(line: 23, column: 19, scope: !166, inlinedAt: !177)
!224 = !DILocation(line: 23, column: 5, scope: !166, inlinedAt: !177)
!225 = !DILocation(line: 65, column: 23, scope: !178)
!226 = distinct !{!226, !189, !227, !199, !228}
!227 = !DILocation(line: 66, column: 34, scope: !108)
!228 = !{!"llvm.loop.peeled.count", i32 1}
!229 = !DILocation(line: 0, scope: !173, inlinedAt: !213)
!230 = !DILocation(line: 16, column: 19, scope: !173, inlinedAt: !213)
!231 = !DILocation(line: 17, column: 14, scope: !182, inlinedAt: !213)
!232 = !DILocation(line: 17, column: 13, scope: !173, inlinedAt: !213)
!233 = !DILocation(line: 28, column: 14, scope: !204, inlinedAt: !211)
!234 = !DILocation(line: 28, column: 5, scope: !204, inlinedAt: !211)
!235 = !DILocation(line: 29, column: 17, scope: !204, inlinedAt: !211)
!236 = !DILocation(line: 0, scope: !204, inlinedAt: !237)
!237 = distinct !DILocation(line: 73, column: 5, scope: !94)
!238 = !DILocation(line: 0, scope: !166, inlinedAt: !239)
!239 = distinct !DILocation(line: 27, column: 5, scope: !204, inlinedAt: !237)
!240 = !DILocation(line: 14, column: 9, scope: !166, inlinedAt: !239)
!241 = !DILocation(line: 18, column: 13, scope: !182, inlinedAt: !213)
!242 = !DILocation(line: 14, column: 16, scope: !174, inlinedAt: !239)
!243 = !DILocation(line: 0, scope: !173, inlinedAt: !239)
!244 = !DILocation(line: 16, column: 19, scope: !173, inlinedAt: !239)
!245 = !DILocation(line: 17, column: 14, scope: !182, inlinedAt: !239)
!246 = !DILocation(line: 17, column: 13, scope: !173, inlinedAt: !239)
!247 = !DILocation(line: 18, column: 13, scope: !182, inlinedAt: !239)
!248 = !DILocation(line: 28, column: 14, scope: !204, inlinedAt: !237)
!249 = !DILocation(line: 28, column: 5, scope: !204, inlinedAt: !237)
!250 = !DILocation(line: 29, column: 17, scope: !204, inlinedAt: !237)
!251 = !DILocation(line: 0, scope: !204, inlinedAt: !252)
!252 = distinct !DILocation(line: 74, column: 5, scope: !94)
!253 = !DILocation(line: 0, scope: !166, inlinedAt: !254)
!254 = distinct !DILocation(line: 27, column: 5, scope: !204, inlinedAt: !252)
!255 = !DILocation(line: 14, column: 9, scope: !166, inlinedAt: !254)
!256 = !DILocation(line: 14, column: 16, scope: !174, inlinedAt: !254)
!257 = !DILocation(line: 0, scope: !173, inlinedAt: !254)
!258 = !DILocation(line: 16, column: 19, scope: !173, inlinedAt: !254)
!259 = !DILocation(line: 17, column: 14, scope: !182, inlinedAt: !254)
!260 = !DILocation(line: 17, column: 13, scope: !173, inlinedAt: !254)
!261 = !DILocation(line: 76, column: 12, scope: !94)
!262 = !DILocation(line: 18, column: 13, scope: !182, inlinedAt: !254)
!263 = !DILocation(line: 19, column: 17, scope: !173, inlinedAt: !264)
!264 = !DILocation(line: 27, column: 5, scope: !204, inlinedAt: !163)
!265 = !DILocation(line: 29, column: 5, scope: !204, inlinedAt: !252)
!266 = !DILocation(line: 29, column: 17, scope: !204, inlinedAt: !252)
!267 = !DILocation(line: 75, column: 82, scope: !94)
!268 = !DILocation(line: 76, column: 44, scope: !94)
!269 = !DILocation(line: 75, column: 5, scope: !94)
!270 = !DILocation(line: 0, scope: !113)
!271 = !DILocation(line: 77, column: 5, scope: !113)
!272 = !DILocation(line: 79, column: 64, scope: !94)
!273 = !DILocation(line: 79, column: 75, scope: !94)
!274 = !DILocation(line: 79, column: 5, scope: !94)
!275 = !DILocalVariable(name: "v", arg: 1, scope: !276, file: !2, line: 37, type: !169)
!276 = distinct !DISubprogram(name: "vec_shrink", scope: !2, file: !2, line: 37, type: !277, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !74, retainedNodes: !279)
!277 = !DISubroutineType(types: !278)
!278 = !{null, !169}
!279 = !{!275}
!280 = !DILocation(line: 0, scope: !276, inlinedAt: !281)
!281 = distinct !DILocation(line: 80, column: 5, scope: !94)
!282 = !DILocation(line: 39, column: 15, scope: !276, inlinedAt: !281)
!283 = !DILocation(line: 0, scope: !115)
!284 = !DILocation(line: 82, column: 5, scope: !115)
!285 = !DILocation(line: 78, column: 35, scope: !286)
!286 = distinct !DILexicalBlock(scope: !113, file: !2, line: 77, column: 5)
!287 = !DILocation(line: 78, column: 40, scope: !286)
!288 = !DILocalVariable(name: "v", arg: 1, scope: !289, file: !2, line: 32, type: !169)
!289 = distinct !DISubprogram(name: "vec_remove", scope: !2, file: !2, line: 32, type: !290, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !74, retainedNodes: !292)
!290 = !DISubroutineType(types: !291)
!291 = !{null, !169, !77}
!292 = !{!288, !293}
!293 = !DILocalVariable(name: "at", arg: 2, scope: !289, file: !2, line: 32, type: !77)
!294 = !DILocation(line: 0, scope: !289, inlinedAt: !295)
!295 = distinct !DILocation(line: 78, column: 9, scope: !286)
!296 = !DILocation(line: 33, column: 14, scope: !289, inlinedAt: !295)
!297 = !DILocation(line: 33, column: 28, scope: !289, inlinedAt: !295)
!298 = !DILocation(line: 33, column: 58, scope: !289, inlinedAt: !295)
!299 = !DILocation(line: 33, column: 63, scope: !289, inlinedAt: !295)
!300 = !DILocation(line: 33, column: 5, scope: !289, inlinedAt: !295)
!301 = !DILocation(line: 34, column: 11, scope: !289, inlinedAt: !295)
!302 = !DILocation(line: 77, column: 31, scope: !286)
!303 = !DILocation(line: 77, column: 23, scope: !286)
!304 = distinct !{!304, !271, !305, !199}
!305 = !DILocation(line: 78, column: 47, scope: !113)
!306 = !DILocation(line: 84, column: 5, scope: !94)
!307 = !DILocation(line: 85, column: 5, scope: !94)
!308 = !DILocation(line: 0, scope: !126)
!309 = !DILocation(line: 89, column: 5, scope: !126)
!310 = !DILocation(line: 83, column: 14, scope: !311)
!311 = distinct !DILexicalBlock(scope: !115, file: !2, line: 82, column: 5)
!312 = !DILocation(line: 83, column: 35, scope: !311)
!313 = !DILocation(line: 83, column: 24, scope: !311)
!314 = !DILocation(line: 83, column: 11, scope: !311)
!315 = !DILocation(line: 82, column: 26, scope: !311)
!316 = distinct !{!316, !284, !317, !199}
!317 = !DILocation(line: 83, column: 38, scope: !115)
!318 = !DILocation(line: 82, column: 36, scope: !311)
!319 = !DILocation(line: 90, column: 31, scope: !320)
!320 = distinct !DILexicalBlock(scope: !321, file: !2, line: 89, column: 35)
!321 = distinct !DILexicalBlock(scope: !126, file: !2, line: 89, column: 5)
!322 = !DILocation(line: 90, column: 36, scope: !320)
!323 = !DILocation(line: 90, column: 15, scope: !320)
!324 = !DILocation(line: 91, column: 20, scope: !320)
!325 = !DILocation(line: 91, column: 9, scope: !320)
!326 = !DILocation(line: 92, column: 20, scope: !320)
!327 = !DILocation(line: 91, column: 22, scope: !320)
!328 = !DILocation(line: 91, column: 18, scope: !320)
!329 = !{!330, !330, i64 0}
!330 = !{!"double", !187, i64 0}
!331 = !DILocation(line: 93, column: 16, scope: !320)
!332 = !DILocation(line: 93, column: 19, scope: !320)
!333 = !{!334, !186, i64 16}
!334 = !{!"pt", !330, i64 0, !330, i64 8, !186, i64 16}
!335 = !DILocation(line: 89, column: 23, scope: !321)
!336 = distinct !{!336, !309, !337, !199}
!337 = !DILocation(line: 95, column: 5, scope: !126)
!338 = !DILocation(line: 97, column: 5, scope: !130)
!339 = !DILocation(line: 101, column: 53, scope: !94)
!340 = !DILocation(line: 101, column: 61, scope: !94)
!341 = !DILocation(line: 101, column: 77, scope: !94)
!342 = !DILocation(line: 101, column: 5, scope: !94)
!343 = !DILocation(line: 102, column: 11, scope: !94)
!344 = !DILocation(line: 103, column: 50, scope: !94)
!345 = !DILocation(line: 103, column: 57, scope: !94)
!346 = !DILocation(line: 103, column: 68, scope: !94)
!347 = !{!334, !330, i64 0}
!348 = !DILocation(line: 103, column: 5, scope: !94)
!349 = !DILocation(line: 104, column: 5, scope: !94)
!350 = !DILocation(line: 106, column: 15, scope: !94)
!351 = !DILocation(line: 107, column: 5, scope: !94)
!352 = !DILocation(line: 108, column: 5, scope: !94)
!353 = !DILocation(line: 109, column: 5, scope: !94)
!354 = !DILocation(line: 0, scope: !140)
!355 = !DILocation(line: 111, column: 5, scope: !140)
!356 = !DILocation(line: 0, scope: !130)
!357 = !DILocation(line: 98, column: 15, scope: !358)
!358 = distinct !DILexicalBlock(scope: !359, file: !2, line: 97, column: 36)
!359 = distinct !DILexicalBlock(scope: !130, file: !2, line: 97, column: 5)
!360 = !DILocation(line: 98, column: 22, scope: !358)
!361 = !DILocation(line: 99, column: 12, scope: !358)
!362 = !DILocation(line: 97, column: 32, scope: !359)
!363 = !DILocation(line: 97, column: 26, scope: !359)
!364 = distinct !{!364, !338, !365, !199}
!365 = !DILocation(line: 100, column: 5, scope: !130)
!366 = !DILocation(line: 116, column: 5, scope: !94)
!367 = !DILocation(line: 117, column: 5, scope: !94)
!368 = !DILocation(line: 123, column: 5, scope: !94)
!369 = !DILocation(line: 112, column: 9, scope: !142)
!370 = !DILocation(line: 113, column: 45, scope: !142)
!371 = !DILocation(line: 113, column: 52, scope: !142)
!372 = !DILocation(line: 113, column: 56, scope: !142)
!373 = !DILocation(line: 113, column: 50, scope: !142)
!374 = !DILocation(line: 113, column: 9, scope: !142)
!375 = !DILocalVariable(name: "b", arg: 1, scope: !376, file: !2, line: 47, type: !379)
!376 = distinct !DISubprogram(name: "sb_append", scope: !2, file: !2, line: 47, type: !377, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !74, retainedNodes: !380)
!377 = !DISubroutineType(types: !378)
!378 = !{null, !379, !151}
!379 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !134, size: 64)
!380 = !{!375, !381, !382}
!381 = !DILocalVariable(name: "text", arg: 2, scope: !376, file: !2, line: 47, type: !151)
!382 = !DILocalVariable(name: "n", scope: !376, file: !2, line: 48, type: !77)
!383 = !DILocation(line: 0, scope: !376, inlinedAt: !384)
!384 = distinct !DILocation(line: 114, column: 9, scope: !142)
!385 = !DILocation(line: 48, column: 16, scope: !376, inlinedAt: !384)
!386 = !DILocation(line: 49, column: 16, scope: !387, inlinedAt: !384)
!387 = distinct !DILexicalBlock(scope: !376, file: !2, line: 49, column: 9)
!388 = !DILocation(line: 49, column: 20, scope: !387, inlinedAt: !384)
!389 = !DILocation(line: 49, column: 24, scope: !387, inlinedAt: !384)
!390 = !DILocation(line: 49, column: 9, scope: !376, inlinedAt: !384)
!391 = !DILocation(line: 51, column: 22, scope: !392, inlinedAt: !384)
!392 = distinct !DILexicalBlock(scope: !387, file: !2, line: 49, column: 34)
!393 = !DILocation(line: 50, column: 31, scope: !392, inlinedAt: !384)
!394 = !DILocation(line: 50, column: 9, scope: !392, inlinedAt: !384)
!395 = distinct !{!395, !394, !396, !199}
!396 = !DILocation(line: 51, column: 44, scope: !392, inlinedAt: !384)
!397 = !DILocation(line: 52, column: 16, scope: !392, inlinedAt: !384)
!398 = !DILocation(line: 53, column: 5, scope: !392, inlinedAt: !384)
!399 = !DILocation(line: 54, column: 17, scope: !376, inlinedAt: !384)
!400 = !DILocation(line: 54, column: 5, scope: !376, inlinedAt: !384)
!401 = !DILocation(line: 55, column: 12, scope: !376, inlinedAt: !384)
!402 = !DILocation(line: 115, column: 5, scope: !143)
!403 = !DILocation(line: 111, column: 30, scope: !143)
!404 = !DILocation(line: 111, column: 23, scope: !143)
!405 = distinct !{!405, !355, !406, !199}
!406 = !DILocation(line: 115, column: 5, scope: !140)
!407 = distinct !{!407, !368, !408, !199}
!408 = !DILocation(line: 134, column: 5, scope: !94)
!409 = !DILocation(line: 124, column: 25, scope: !155)
!410 = !DILocation(line: 0, scope: !155)
!411 = !DILocation(line: 125, column: 22, scope: !155)
!412 = !DILocation(line: 125, column: 37, scope: !155)
!413 = !DILocation(line: 125, column: 44, scope: !155)
!414 = !DILocation(line: 126, column: 36, scope: !155)
!415 = !DILocation(line: 126, column: 41, scope: !155)
!416 = !DILocation(line: 126, column: 17, scope: !155)
!417 = !DILocation(line: 127, column: 32, scope: !155)
!418 = !DILocation(line: 127, column: 21, scope: !155)
!419 = !DILocation(line: 127, column: 9, scope: !155)
!420 = !DILocation(line: 127, column: 19, scope: !155)
!421 = !{!422, !422, i64 0}
!422 = !{!"any pointer", !187, i64 0}
!423 = !DILocation(line: 128, column: 9, scope: !155)
!424 = !DILocation(line: 129, column: 9, scope: !155)
!425 = !DILocation(line: 129, column: 24, scope: !155)
!426 = !{!187, !187, i64 0}
!427 = !DILocation(line: 131, column: 11, scope: !155)
!428 = !DILocation(line: 132, column: 9, scope: !155)
!429 = !DILocation(line: 132, column: 16, scope: !155)
!430 = !DILocation(line: 132, column: 19, scope: !155)
!431 = !DILocation(line: 133, column: 14, scope: !155)
!432 = distinct !{!432, !428, !431, !199}
!433 = !DILocation(line: 135, column: 5, scope: !94)
!434 = !DILocation(line: 0, scope: !158)
!435 = !DILocation(line: 136, column: 29, scope: !436)
!436 = distinct !DILexicalBlock(scope: !158, file: !2, line: 136, column: 5)
!437 = !DILocation(line: 136, column: 5, scope: !158)
!438 = !DILocation(line: 138, column: 5, scope: !94)
!439 = !DILocation(line: 0, scope: !160)
!440 = !DILocation(line: 139, column: 5, scope: !160)
!441 = !DILocation(line: 136, column: 26, scope: !436)
!442 = !DILocation(line: 137, column: 23, scope: !436)
!443 = !DILocation(line: 137, column: 9, scope: !436)
!444 = distinct !{!444, !437, !445, !199}
!445 = !DILocation(line: 137, column: 31, scope: !158)
!446 = !DILocation(line: 141, column: 5, scope: !94)
!447 = !DILocation(line: 142, column: 5, scope: !94)
!448 = !DILocation(line: 140, column: 14, scope: !449)
!449 = distinct !DILexicalBlock(scope: !160, file: !2, line: 139, column: 5)
!450 = !DILocation(line: 140, column: 9, scope: !449)
!451 = !DILocation(line: 139, column: 33, scope: !449)
!452 = !DILocation(line: 139, column: 26, scope: !449)
!453 = distinct !{!453, !440, !454, !199}
!454 = !DILocation(line: 140, column: 22, scope: !160)
!455 = !DISubprogram(name: "printf", scope: !456, file: !456, line: 356, type: !457, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!456 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!457 = !DISubroutineType(types: !458)
!458 = !{!97, !459, null}
!459 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !151)
!460 = !DISubprogram(name: "free", scope: !461, file: !461, line: 568, type: !462, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!461 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!462 = !DISubroutineType(types: !463)
!463 = !{null, !76}
!464 = !DISubprogram(name: "realloc", scope: !461, file: !461, line: 564, type: !465, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!465 = !DISubroutineType(types: !466)
!466 = !{!76, !76, !77}
!467 = !DISubprogram(name: "snprintf", scope: !456, file: !456, line: 378, type: !468, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!468 = !DISubroutineType(types: !469)
!469 = !{!97, !470, !77, !459, null}
!470 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !132)
!471 = !DISubprogram(name: "strchr", scope: !472, file: !472, line: 246, type: !473, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!472 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!473 = !DISubroutineType(types: !474)
!474 = !{!132, !151, !97}
!475 = !DISubprogram(name: "strlen", scope: !472, file: !472, line: 407, type: !476, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!476 = !DISubroutineType(types: !477)
!477 = !{!79, !151}
!478 = !DISubprogram(name: "malloc", scope: !461, file: !461, line: 553, type: !479, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!479 = !DISubroutineType(types: !480)
!480 = !{!76, !77}
!481 = !DISubprogram(name: "exit", scope: !461, file: !461, line: 637, type: !482, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!482 = !DISubroutineType(types: !483)
!483 = !{null, !97}
