; ModuleID = 'overflow_builtins.c'
source_filename = "overflow_builtins.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"u add: %d \00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"%u\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [11 x i8] c"u sub: %d \00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [8 x i8] c"u8: %d \00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [4 x i8] c"%u \00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [4 x i8] c"%d \00", align 1, !dbg !21
@.str.6 = private unnamed_addr constant [13 x i8] c"i16 mul: %d \00", align 1, !dbg !23
@.str.7 = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !28
@.str.8 = private unnamed_addr constant [21 x i8] c"neg to unsigned: %d \00", align 1, !dbg !30
@.str.9 = private unnamed_addr constant [6 x i8] c"%llu\0A\00", align 1, !dbg !35
@.str.10 = private unnamed_addr constant [25 x i8] c"big unsigned to int: %d \00", align 1, !dbg !40
@.str.11 = private unnamed_addr constant [49 x i8] c"u64 factorial overflows at %llu! (last ok %llu)\0A\00", align 1, !dbg !45
@.str.12 = private unnamed_addr constant [32 x i8] c"int factorial overflows at %d!\0A\00", align 1, !dbg !50
@.str.13 = private unnamed_addr constant [20 x i8] c"3^%d fits in int64\0A\00", align 1, !dbg !55
@.str.14 = private unnamed_addr constant [28 x i8] c"sum overflowed=%d total=%d\0A\00", align 1, !dbg !60
@__const.add_cases.a = private unnamed_addr constant [6 x i32] [i32 1, i32 2147483647, i32 -2147483648, i32 -1, i32 1000000000, i32 -2000000000], align 4
@.str.15 = private unnamed_addr constant [37 x i8] c"%d+%d: o=%d r=%d | %d-%d: o=%d r=%d\0A\00", align 1, !dbg !65
@__const.mul_cases.v = private unnamed_addr constant [8 x i64] [i64 0, i64 1, i64 -1, i64 3037000499, i64 3037000500, i64 9223372036854775807, i64 -9223372036854775808, i64 4294967296], align 8
@.str.16 = private unnamed_addr constant [24 x i8] c"%lld*%lld: o=%d r=%lld\0A\00", align 1, !dbg !70

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !93 {
    #dbg_assign(i1 undef, !128, !DIExpression(), !145, ptr @__const.add_cases.a, !DIExpression(), !146)
    #dbg_assign(i1 undef, !128, !DIExpression(), !148, ptr @__const.add_cases.a, !DIExpression(), !146)
    #dbg_value(i32 0, !133, !DIExpression(), !149)
  br label %1, !dbg !150

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %51, %1 ]
    #dbg_value(i32 %2, !133, !DIExpression(), !149)
  %3 = getelementptr inbounds [6 x i32], ptr @__const.add_cases.a, i32 0, i32 %2
  %4 = load i32, ptr %3, align 4, !tbaa !151
    #dbg_value(i32 0, !135, !DIExpression(), !155)
    #dbg_value(i32 0, !135, !DIExpression(), !155)
  %5 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %4, i32 1), !dbg !156
  %6 = extractvalue { i32, i1 } %5, 1, !dbg !156
  %7 = extractvalue { i32, i1 } %5, 0, !dbg !156
    #dbg_value(i32 %7, !138, !DIExpression(), !157)
  %8 = zext i1 %6 to i32, !dbg !156
    #dbg_value(i32 %8, !141, !DIExpression(), !157)
  %9 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %4, i32 -1), !dbg !158
  %10 = extractvalue { i32, i1 } %9, 1, !dbg !158
  %11 = extractvalue { i32, i1 } %9, 0, !dbg !158
    #dbg_value(i32 %11, !142, !DIExpression(), !157)
  %12 = zext i1 %10 to i32, !dbg !158
    #dbg_value(i32 %12, !143, !DIExpression(), !157)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %4, i32 noundef 1, i32 noundef %8, i32 noundef %7, i32 noundef %4, i32 noundef 1, i32 noundef %12, i32 noundef %11), !dbg !159
    #dbg_value(i32 1, !135, !DIExpression(), !155)
  %14 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %4, i32 2147483647), !dbg !156
  %15 = extractvalue { i32, i1 } %14, 1, !dbg !156
  %16 = extractvalue { i32, i1 } %14, 0, !dbg !156
    #dbg_value(i32 %16, !138, !DIExpression(), !157)
  %17 = zext i1 %15 to i32, !dbg !156
    #dbg_value(i32 %17, !141, !DIExpression(), !157)
  %18 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %4, i32 -2147483647), !dbg !158
  %19 = extractvalue { i32, i1 } %18, 1, !dbg !158
  %20 = extractvalue { i32, i1 } %18, 0, !dbg !158
    #dbg_value(i32 %20, !142, !DIExpression(), !157)
  %21 = zext i1 %19 to i32, !dbg !158
    #dbg_value(i32 %21, !143, !DIExpression(), !157)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %4, i32 noundef 2147483647, i32 noundef %17, i32 noundef %16, i32 noundef %4, i32 noundef 2147483647, i32 noundef %21, i32 noundef %20), !dbg !159
    #dbg_value(i32 2, !135, !DIExpression(), !155)
  %23 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %4, i32 -2147483648), !dbg !156
  %24 = extractvalue { i32, i1 } %23, 1, !dbg !156
  %25 = extractvalue { i32, i1 } %23, 0, !dbg !156
    #dbg_value(i32 %25, !138, !DIExpression(), !157)
  %26 = zext i1 %24 to i32, !dbg !156
    #dbg_value(i32 %26, !141, !DIExpression(), !157)
  %27 = tail call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %4, i32 -2147483648), !dbg !158
  %28 = extractvalue { i32, i1 } %27, 1, !dbg !158
  %29 = extractvalue { i32, i1 } %27, 0, !dbg !158
    #dbg_value(i32 %29, !142, !DIExpression(), !157)
  %30 = zext i1 %28 to i32, !dbg !158
    #dbg_value(i32 %30, !143, !DIExpression(), !157)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %4, i32 noundef -2147483648, i32 noundef %26, i32 noundef %25, i32 noundef %4, i32 noundef -2147483648, i32 noundef %30, i32 noundef %29), !dbg !159
    #dbg_value(i32 3, !135, !DIExpression(), !155)
    #dbg_value(i32 %11, !138, !DIExpression(), !157)
    #dbg_value(i32 %12, !141, !DIExpression(), !157)
    #dbg_value(i32 %7, !142, !DIExpression(), !157)
    #dbg_value(i32 %8, !143, !DIExpression(), !157)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %4, i32 noundef -1, i32 noundef %12, i32 noundef %11, i32 noundef %4, i32 noundef -1, i32 noundef %8, i32 noundef %7), !dbg !159
    #dbg_value(i32 4, !135, !DIExpression(), !155)
  %33 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %4, i32 1000000000), !dbg !156
  %34 = extractvalue { i32, i1 } %33, 1, !dbg !156
  %35 = extractvalue { i32, i1 } %33, 0, !dbg !156
    #dbg_value(i32 %35, !138, !DIExpression(), !157)
  %36 = zext i1 %34 to i32, !dbg !156
    #dbg_value(i32 %36, !141, !DIExpression(), !157)
  %37 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %4, i32 -1000000000), !dbg !158
  %38 = extractvalue { i32, i1 } %37, 1, !dbg !158
  %39 = extractvalue { i32, i1 } %37, 0, !dbg !158
    #dbg_value(i32 %39, !142, !DIExpression(), !157)
  %40 = zext i1 %38 to i32, !dbg !158
    #dbg_value(i32 %40, !143, !DIExpression(), !157)
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %4, i32 noundef 1000000000, i32 noundef %36, i32 noundef %35, i32 noundef %4, i32 noundef 1000000000, i32 noundef %40, i32 noundef %39), !dbg !159
    #dbg_value(i32 5, !135, !DIExpression(), !155)
  %42 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %4, i32 -2000000000), !dbg !156
  %43 = extractvalue { i32, i1 } %42, 1, !dbg !156
  %44 = extractvalue { i32, i1 } %42, 0, !dbg !156
    #dbg_value(i32 %44, !138, !DIExpression(), !157)
  %45 = zext i1 %43 to i32, !dbg !156
    #dbg_value(i32 %45, !141, !DIExpression(), !157)
  %46 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %4, i32 2000000000), !dbg !158
  %47 = extractvalue { i32, i1 } %46, 1, !dbg !158
  %48 = extractvalue { i32, i1 } %46, 0, !dbg !158
    #dbg_value(i32 %48, !142, !DIExpression(), !157)
  %49 = zext i1 %47 to i32, !dbg !158
    #dbg_value(i32 %49, !143, !DIExpression(), !157)
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %4, i32 noundef -2000000000, i32 noundef %45, i32 noundef %44, i32 noundef %4, i32 noundef -2000000000, i32 noundef %49, i32 noundef %48), !dbg !159
    #dbg_value(i32 6, !135, !DIExpression(), !155)
  %51 = add nuw nsw i32 %2, 1, !dbg !160
    #dbg_value(i32 %51, !133, !DIExpression(), !149)
  %52 = icmp eq i32 %51, 6, !dbg !161
  br i1 %52, label %53, label %1, !dbg !150, !llvm.loop !162

53:                                               ; preds = %1, %57
  %54 = phi i32 [ %58, %57 ], [ 0, %1 ]
    #dbg_value(i32 %54, !165, !DIExpression(), !178)
    #dbg_value(i32 %54, !171, !DIExpression(), !180)
  %55 = getelementptr inbounds [8 x i64], ptr @__const.mul_cases.v, i32 0, i32 %54
  %56 = load i64, ptr %55, align 8, !tbaa !181
  br label %60, !dbg !183

57:                                               ; preds = %60
  %58 = add nuw nsw i32 %54, 1, !dbg !184
    #dbg_value(i32 %58, !165, !DIExpression(), !178)
  %59 = icmp eq i32 %58, 8, !dbg !185
  br i1 %59, label %71, label %53, !dbg !186, !llvm.loop !187

60:                                               ; preds = %60, %53
  %61 = phi i32 [ %54, %53 ], [ %69, %60 ]
    #dbg_value(i32 %61, !171, !DIExpression(), !180)
  %62 = getelementptr inbounds [8 x i64], ptr @__const.mul_cases.v, i32 0, i32 %61, !dbg !189
  %63 = load i64, ptr %62, align 8, !dbg !189, !tbaa !181
  %64 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %56, i64 %63), !dbg !190
  %65 = extractvalue { i64, i1 } %64, 1, !dbg !190
  %66 = extractvalue { i64, i1 } %64, 0, !dbg !190
    #dbg_value(i64 %66, !174, !DIExpression(), !191)
  %67 = zext i1 %65 to i32, !dbg !190
    #dbg_value(i32 %67, !177, !DIExpression(), !191)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %56, i64 noundef %63, i32 noundef %67, i64 noundef %66), !dbg !192
  %69 = add nuw nsw i32 %61, 1, !dbg !193
    #dbg_value(i32 %69, !171, !DIExpression(), !180)
  %70 = icmp eq i32 %69, 8, !dbg !194
  br i1 %70, label %57, label %60, !dbg !183, !llvm.loop !195

71:                                               ; preds = %57
    #dbg_value(i32 5032704, !98, !DIExpression(), !197)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1), !dbg !198
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 5032704), !dbg !199
    #dbg_value(i32 -1, !98, !DIExpression(), !197)
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1), !dbg !200
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef -1), !dbg !201
    #dbg_value(i8 -1, !100, !DIExpression(), !197)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0), !dbg !202
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 255), !dbg !203
    #dbg_value(i8 0, !100, !DIExpression(), !197)
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1), !dbg !204
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0), !dbg !205
    #dbg_value(i16 32700, !105, !DIExpression(), !197)
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0), !dbg !206
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 32700), !dbg !207
    #dbg_value(i16 -32536, !105, !DIExpression(), !197)
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1), !dbg !208
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef -32536), !dbg !209
    #dbg_value(i64 -2, !109, !DIExpression(), !197)
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 1), !dbg !210
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef -2), !dbg !211
    #dbg_value(i32 -1294967296, !110, !DIExpression(), !197)
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1), !dbg !212
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef -1294967296), !dbg !213
    #dbg_value(i64 1, !111, !DIExpression(), !197)
    #dbg_value(i64 1, !114, !DIExpression(), !214)
  br label %90, !dbg !215

88:                                               ; preds = %90
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %94, i64 noundef %93), !dbg !216
    #dbg_value(i64 %93, !111, !DIExpression(), !197)
    #dbg_value(i32 1, !120, !DIExpression(), !219)
    #dbg_value(i32 1, !119, !DIExpression(), !197)
  br label %100, !dbg !220

90:                                               ; preds = %71, %90
  %91 = phi { i64, i1 } [ { i64 1, i1 false }, %71 ], [ %95, %90 ]
  %92 = phi i64 [ 1, %71 ], [ %94, %90 ]
    #dbg_value(i64 %92, !114, !DIExpression(), !214)
  %93 = extractvalue { i64, i1 } %91, 0, !dbg !223
    #dbg_value(i64 %93, !116, !DIExpression(), !224)
    #dbg_value(i64 %93, !111, !DIExpression(), !197)
  %94 = add i64 %92, 1, !dbg !225
    #dbg_value(i64 %94, !114, !DIExpression(), !214)
  %95 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %93, i64 %94), !dbg !223
  %96 = extractvalue { i64, i1 } %95, 1, !dbg !223
    #dbg_value(i64 poison, !116, !DIExpression(), !224)
  br i1 %96, label %88, label %90, !dbg !215, !llvm.loop !226

97:                                               ; preds = %100
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %104), !dbg !229
    #dbg_value(i64 1, !122, !DIExpression(), !197)
    #dbg_value(i32 0, !123, !DIExpression(), !197)
    #dbg_value(i32 poison, !123, !DIExpression(), !197)
    #dbg_value(i64 poison, !122, !DIExpression(), !197)
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 39), !dbg !232
    #dbg_value(i32 0, !124, !DIExpression(), !197)
    #dbg_value(i32 0, !125, !DIExpression(), !197)
    #dbg_value(i32 0, !126, !DIExpression(), !233)
  br label %110, !dbg !234

100:                                              ; preds = %88, %100
  %101 = phi { i32, i1 } [ { i32 1, i1 false }, %88 ], [ %105, %100 ]
  %102 = phi i32 [ 1, %88 ], [ %104, %100 ]
    #dbg_value(i32 %102, !120, !DIExpression(), !219)
  %103 = extractvalue { i32, i1 } %101, 0, !dbg !235
    #dbg_value(i32 %103, !119, !DIExpression(), !197)
  %104 = add nuw nsw i32 %102, 1, !dbg !236
    #dbg_value(i32 %104, !120, !DIExpression(), !219)
  %105 = tail call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %103, i32 %104), !dbg !235
  %106 = extractvalue { i32, i1 } %105, 1, !dbg !235
    #dbg_value(i32 poison, !119, !DIExpression(), !197)
  br i1 %106, label %97, label %100, !dbg !220, !llvm.loop !237

107:                                              ; preds = %110
  %108 = zext i1 %115 to i32, !dbg !240
    #dbg_value(i32 %108, !125, !DIExpression(), !197)
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %108, i32 noundef %116), !dbg !242
  ret i32 0, !dbg !243

110:                                              ; preds = %97, %110
  %111 = phi i32 [ 0, %97 ], [ %117, %110 ]
  %112 = phi i32 [ 0, %97 ], [ %116, %110 ]
    #dbg_value(i32 %111, !126, !DIExpression(), !233)
    #dbg_value(i32 %112, !124, !DIExpression(), !197)
  %113 = mul nuw nsw i32 %111, 1000, !dbg !244
  %114 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %112, i32 %113), !dbg !240
  %115 = extractvalue { i32, i1 } %114, 1, !dbg !240
  %116 = extractvalue { i32, i1 } %114, 0, !dbg !240
    #dbg_value(i32 %116, !124, !DIExpression(), !197)
    #dbg_value(i1 %115, !125, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !197)
  %117 = add nuw nsw i32 %111, 1, !dbg !245
    #dbg_value(i32 %117, !126, !DIExpression(), !233)
  %118 = icmp ugt i32 %111, 99998, !dbg !246
  %119 = select i1 %118, i1 true, i1 %115, !dbg !234
  br i1 %119, label %107, label %110, !dbg !234, !llvm.loop !247
}

; Function Attrs: nofree nounwind
declare !dbg !249 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!75}
!llvm.module.flags = !{!84, !85, !86, !87, !88, !89, !90, !91}
!llvm.ident = !{!92}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "overflow_builtins.c", directory: "/work/wt-errtests/tests/c32", checksumkind: CSK_MD5, checksum: "61f56452cb3bd47f62f7a9d685882e8a")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 11)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 4)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !3, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 8)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !9, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !9, isLocal: true, isDefinition: true)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 13)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !9, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 21)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 6)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 25)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 392, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 49)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 32)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 20)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 84, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 28)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 296, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 37)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 24)
!75 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !76, globals: !83, splitDebugInlining: false, nameTableKind: None)
!76 = !{!77, !78}
!77 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !79, line: 27, baseType: !80)
!79 = !DIFile(filename: "/usr/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !81, line: 47, baseType: !82)
!81 = !DIFile(filename: "/usr/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!82 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!83 = !{!0, !7, !12, !14, !19, !21, !23, !28, !30, !35, !40, !45, !50, !55, !60, !65, !70}
!84 = !{i32 1, !"NumRegisterParameters", i32 0}
!85 = !{i32 7, !"Dwarf Version", i32 5}
!86 = !{i32 2, !"Debug Info Version", i32 3}
!87 = !{i32 1, !"wchar_size", i32 4}
!88 = !{i32 8, !"PIC Level", i32 2}
!89 = !{i32 7, !"PIE Level", i32 2}
!90 = !{i32 7, !"uwtable", i32 2}
!91 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!92 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!93 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 30, type: !94, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !75, retainedNodes: !97)
!94 = !DISubroutineType(types: !95)
!95 = !{!96}
!96 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!97 = !{!98, !100, !105, !109, !110, !111, !114, !116, !119, !120, !122, !123, !124, !125, !126}
!98 = !DILocalVariable(name: "u", scope: !93, file: !2, line: 34, type: !99)
!99 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!100 = !DILocalVariable(name: "b", scope: !93, file: !2, line: 39, type: !101)
!101 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !102, line: 24, baseType: !103)
!102 = !DIFile(filename: "/usr/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!103 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !81, line: 38, baseType: !104)
!104 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!105 = !DILocalVariable(name: "s16", scope: !93, file: !2, line: 44, type: !106)
!106 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !79, line: 25, baseType: !107)
!107 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !81, line: 39, baseType: !108)
!108 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!109 = !DILocalVariable(name: "ull", scope: !93, file: !2, line: 50, type: !77)
!110 = !DILocalVariable(name: "si", scope: !93, file: !2, line: 53, type: !96)
!111 = !DILocalVariable(name: "f", scope: !93, file: !2, line: 57, type: !112)
!112 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !102, line: 27, baseType: !113)
!113 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !81, line: 48, baseType: !77)
!114 = !DILocalVariable(name: "n", scope: !115, file: !2, line: 58, type: !112)
!115 = distinct !DILexicalBlock(scope: !93, file: !2, line: 58, column: 5)
!116 = !DILocalVariable(name: "nf", scope: !117, file: !2, line: 59, type: !112)
!117 = distinct !DILexicalBlock(scope: !118, file: !2, line: 58, column: 32)
!118 = distinct !DILexicalBlock(scope: !115, file: !2, line: 58, column: 5)
!119 = !DILocalVariable(name: "fi", scope: !93, file: !2, line: 67, type: !96)
!120 = !DILocalVariable(name: "n", scope: !121, file: !2, line: 68, type: !96)
!121 = distinct !DILexicalBlock(scope: !93, file: !2, line: 68, column: 5)
!122 = !DILocalVariable(name: "p", scope: !93, file: !2, line: 75, type: !78)
!123 = !DILocalVariable(name: "k", scope: !93, file: !2, line: 76, type: !96)
!124 = !DILocalVariable(name: "total", scope: !93, file: !2, line: 81, type: !96)
!125 = !DILocalVariable(name: "overflowed", scope: !93, file: !2, line: 81, type: !96)
!126 = !DILocalVariable(name: "i", scope: !127, file: !2, line: 82, type: !96)
!127 = distinct !DILexicalBlock(scope: !93, file: !2, line: 82, column: 5)
!128 = !DILocalVariable(name: "a", scope: !129, file: !2, line: 8, type: !144)
!129 = distinct !DISubprogram(name: "add_cases", scope: !2, file: !2, line: 7, type: !130, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !75, retainedNodes: !132)
!130 = !DISubroutineType(types: !131)
!131 = !{null}
!132 = !{!128, !133, !135, !138, !141, !142, !143}
!133 = !DILocalVariable(name: "i", scope: !134, file: !2, line: 9, type: !96)
!134 = distinct !DILexicalBlock(scope: !129, file: !2, line: 9, column: 5)
!135 = !DILocalVariable(name: "j", scope: !136, file: !2, line: 10, type: !96)
!136 = distinct !DILexicalBlock(scope: !137, file: !2, line: 10, column: 9)
!137 = distinct !DILexicalBlock(scope: !134, file: !2, line: 9, column: 5)
!138 = !DILocalVariable(name: "r", scope: !139, file: !2, line: 11, type: !96)
!139 = distinct !DILexicalBlock(scope: !140, file: !2, line: 10, column: 37)
!140 = distinct !DILexicalBlock(scope: !136, file: !2, line: 10, column: 9)
!141 = !DILocalVariable(name: "o", scope: !139, file: !2, line: 12, type: !96)
!142 = !DILocalVariable(name: "r2", scope: !139, file: !2, line: 13, type: !96)
!143 = !DILocalVariable(name: "o2", scope: !139, file: !2, line: 14, type: !96)
!144 = !DICompositeType(tag: DW_TAG_array_type, baseType: !96, size: 192, elements: !38)
!145 = distinct !DIAssignID()
!146 = !DILocation(line: 0, scope: !129, inlinedAt: !147)
!147 = distinct !DILocation(line: 31, column: 5, scope: !93)
!148 = distinct !DIAssignID()
!149 = !DILocation(line: 0, scope: !134, inlinedAt: !147)
!150 = !DILocation(line: 9, column: 5, scope: !134, inlinedAt: !147)
!151 = !{!152, !152, i64 0}
!152 = !{!"int", !153, i64 0}
!153 = !{!"omnipotent char", !154, i64 0}
!154 = !{!"Simple C/C++ TBAA"}
!155 = !DILocation(line: 0, scope: !136, inlinedAt: !147)
!156 = !DILocation(line: 12, column: 21, scope: !139, inlinedAt: !147)
!157 = !DILocation(line: 0, scope: !139, inlinedAt: !147)
!158 = !DILocation(line: 14, column: 22, scope: !139, inlinedAt: !147)
!159 = !DILocation(line: 15, column: 13, scope: !139, inlinedAt: !147)
!160 = !DILocation(line: 9, column: 29, scope: !137, inlinedAt: !147)
!161 = !DILocation(line: 9, column: 23, scope: !137, inlinedAt: !147)
!162 = distinct !{!162, !150, !163, !164}
!163 = !DILocation(line: 17, column: 9, scope: !134, inlinedAt: !147)
!164 = !{!"llvm.loop.mustprogress"}
!165 = !DILocalVariable(name: "i", scope: !166, file: !2, line: 22, type: !96)
!166 = distinct !DILexicalBlock(scope: !167, file: !2, line: 22, column: 5)
!167 = distinct !DISubprogram(name: "mul_cases", scope: !2, file: !2, line: 20, type: !130, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !75, retainedNodes: !168)
!168 = !{!169, !165, !171, !174, !177}
!169 = !DILocalVariable(name: "v", scope: !167, file: !2, line: 21, type: !170)
!170 = !DICompositeType(tag: DW_TAG_array_type, baseType: !82, size: 512, elements: !17)
!171 = !DILocalVariable(name: "j", scope: !172, file: !2, line: 23, type: !96)
!172 = distinct !DILexicalBlock(scope: !173, file: !2, line: 23, column: 9)
!173 = distinct !DILexicalBlock(scope: !166, file: !2, line: 22, column: 5)
!174 = !DILocalVariable(name: "r", scope: !175, file: !2, line: 24, type: !82)
!175 = distinct !DILexicalBlock(scope: !176, file: !2, line: 23, column: 37)
!176 = distinct !DILexicalBlock(scope: !172, file: !2, line: 23, column: 9)
!177 = !DILocalVariable(name: "o", scope: !175, file: !2, line: 25, type: !96)
!178 = !DILocation(line: 0, scope: !166, inlinedAt: !179)
!179 = distinct !DILocation(line: 32, column: 5, scope: !93)
!180 = !DILocation(line: 0, scope: !172, inlinedAt: !179)
!181 = !{!182, !182, i64 0}
!182 = !{!"long long", !153, i64 0}
!183 = !DILocation(line: 23, column: 9, scope: !172, inlinedAt: !179)
!184 = !DILocation(line: 22, column: 29, scope: !173, inlinedAt: !179)
!185 = !DILocation(line: 22, column: 23, scope: !173, inlinedAt: !179)
!186 = !DILocation(line: 22, column: 5, scope: !166, inlinedAt: !179)
!187 = distinct !{!187, !186, !188, !164}
!188 = !DILocation(line: 27, column: 9, scope: !166, inlinedAt: !179)
!189 = !DILocation(line: 25, column: 50, scope: !175, inlinedAt: !179)
!190 = !DILocation(line: 25, column: 21, scope: !175, inlinedAt: !179)
!191 = !DILocation(line: 0, scope: !175, inlinedAt: !179)
!192 = !DILocation(line: 26, column: 13, scope: !175, inlinedAt: !179)
!193 = !DILocation(line: 23, column: 33, scope: !176, inlinedAt: !179)
!194 = !DILocation(line: 23, column: 27, scope: !176, inlinedAt: !179)
!195 = distinct !{!195, !183, !196, !164}
!196 = !DILocation(line: 27, column: 9, scope: !172, inlinedAt: !179)
!197 = !DILocation(line: 0, scope: !93)
!198 = !DILocation(line: 35, column: 5, scope: !93)
!199 = !DILocation(line: 36, column: 5, scope: !93)
!200 = !DILocation(line: 37, column: 5, scope: !93)
!201 = !DILocation(line: 38, column: 5, scope: !93)
!202 = !DILocation(line: 40, column: 5, scope: !93)
!203 = !DILocation(line: 41, column: 5, scope: !93)
!204 = !DILocation(line: 42, column: 5, scope: !93)
!205 = !DILocation(line: 43, column: 5, scope: !93)
!206 = !DILocation(line: 45, column: 5, scope: !93)
!207 = !DILocation(line: 46, column: 5, scope: !93)
!208 = !DILocation(line: 47, column: 5, scope: !93)
!209 = !DILocation(line: 48, column: 5, scope: !93)
!210 = !DILocation(line: 51, column: 5, scope: !93)
!211 = !DILocation(line: 52, column: 5, scope: !93)
!212 = !DILocation(line: 54, column: 5, scope: !93)
!213 = !DILocation(line: 55, column: 5, scope: !93)
!214 = !DILocation(line: 0, scope: !115)
!215 = !DILocation(line: 60, column: 13, scope: !117)
!216 = !DILocation(line: 61, column: 13, scope: !217)
!217 = distinct !DILexicalBlock(scope: !218, file: !2, line: 60, column: 48)
!218 = distinct !DILexicalBlock(scope: !117, file: !2, line: 60, column: 13)
!219 = !DILocation(line: 0, scope: !121)
!220 = !DILocation(line: 69, column: 13, scope: !221)
!221 = distinct !DILexicalBlock(scope: !222, file: !2, line: 68, column: 27)
!222 = distinct !DILexicalBlock(scope: !121, file: !2, line: 68, column: 5)
!223 = !DILocation(line: 60, column: 13, scope: !218)
!224 = !DILocation(line: 0, scope: !117)
!225 = !DILocation(line: 58, column: 28, scope: !118)
!226 = distinct !{!226, !227, !228}
!227 = !DILocation(line: 58, column: 5, scope: !115)
!228 = !DILocation(line: 66, column: 5, scope: !115)
!229 = !DILocation(line: 70, column: 13, scope: !230)
!230 = distinct !DILexicalBlock(scope: !231, file: !2, line: 69, column: 49)
!231 = distinct !DILexicalBlock(scope: !221, file: !2, line: 69, column: 13)
!232 = !DILocation(line: 79, column: 5, scope: !93)
!233 = !DILocation(line: 0, scope: !127)
!234 = !DILocation(line: 82, column: 5, scope: !127)
!235 = !DILocation(line: 69, column: 13, scope: !231)
!236 = !DILocation(line: 68, column: 23, scope: !222)
!237 = distinct !{!237, !238, !239}
!238 = !DILocation(line: 68, column: 5, scope: !121)
!239 = !DILocation(line: 73, column: 5, scope: !121)
!240 = !DILocation(line: 83, column: 22, scope: !241)
!241 = distinct !DILexicalBlock(scope: !127, file: !2, line: 82, column: 5)
!242 = !DILocation(line: 84, column: 5, scope: !93)
!243 = !DILocation(line: 86, column: 1, scope: !93)
!244 = !DILocation(line: 83, column: 54, scope: !241)
!245 = !DILocation(line: 82, column: 49, scope: !241)
!246 = !DILocation(line: 82, column: 23, scope: !241)
!247 = distinct !{!247, !234, !248, !164}
!248 = !DILocation(line: 83, column: 68, scope: !127)
!249 = !DISubprogram(name: "printf", scope: !250, file: !250, line: 356, type: !251, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!250 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!251 = !DISubroutineType(types: !252)
!252 = !{!96, !253, null}
!253 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !254)
!254 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !255, size: 32)
!255 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
