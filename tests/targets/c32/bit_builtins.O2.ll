; ModuleID = 'bit_builtins.c'
source_filename = "bit_builtins.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@__const.main.vals = private unnamed_addr constant [12 x i64] [i64 1, i64 2, i64 3, i64 128, i64 255, i64 256, i64 -9223372036854775808, i64 -1, i64 81985529216486895, i64 4294901760, i64 68719476736, i64 3735928559], align 8
@.str = private unnamed_addr constant [65 x i8] c"v=%08x%08x pop=%d clz=%d ctz=%d bswap=%08x%08x parity=%d ffs=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [55 x i8] c"   lo=%08x pop=%d clz=%d ctz=%d bswap=%08x idiom=%08x\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [20 x i8] c"16-bit bswap: %04x\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [28 x i8] c"loop sum=%lu mismatches=%d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [33 x i8] c"v=%u floor_log2=%d next_pow2=%u\0A\00", align 1, !dbg !22

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !47 {
    #dbg_assign(i1 undef, !51, !DIExpression(), !79, ptr @__const.main.vals, !DIExpression(), !80)
    #dbg_assign(i1 undef, !51, !DIExpression(), !81, ptr @__const.main.vals, !DIExpression(), !80)
    #dbg_value(i32 0, !58, !DIExpression(), !80)
    #dbg_value(i32 0, !59, !DIExpression(), !82)
  br label %3, !dbg !83

1:                                                ; preds = %85
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 13330), !dbg !84
    #dbg_value(i32 -1640531527, !69, !DIExpression(), !80)
    #dbg_value(i32 0, !70, !DIExpression(), !80)
    #dbg_value(i32 0, !71, !DIExpression(), !85)
    #dbg_value(i32 %86, !58, !DIExpression(), !80)
  br label %99, !dbg !86

3:                                                ; preds = %0, %85
  %4 = phi i32 [ 0, %0 ], [ %86, %85 ]
  %5 = phi i32 [ 0, %0 ], [ %87, %85 ]
    #dbg_value(i32 %4, !58, !DIExpression(), !80)
    #dbg_value(i32 %5, !59, !DIExpression(), !82)
  %6 = getelementptr inbounds [12 x i64], ptr @__const.main.vals, i32 0, i32 %5, !dbg !87
  %7 = load i64, ptr %6, align 8, !dbg !87, !tbaa !88
    #dbg_value(i64 %7, !61, !DIExpression(), !92)
  %8 = trunc i64 %7 to i32, !dbg !93
    #dbg_value(i32 %8, !64, !DIExpression(), !92)
  %9 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %7), !dbg !94
  %10 = trunc nuw nsw i64 %9 to i32, !dbg !94
    #dbg_value(i32 %10, !65, !DIExpression(), !92)
  %11 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %7, i1 true), !dbg !95
  %12 = trunc nuw nsw i64 %11 to i32, !dbg !95
    #dbg_value(i32 %12, !66, !DIExpression(), !92)
  %13 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %7, i1 true), !dbg !96
  %14 = trunc nuw nsw i64 %13 to i32, !dbg !96
    #dbg_value(i32 %14, !67, !DIExpression(), !92)
  %15 = tail call i64 @llvm.bswap.i64(i64 %7), !dbg !97
    #dbg_value(i64 %15, !68, !DIExpression(), !92)
  %16 = lshr i64 %7, 32, !dbg !98
  %17 = trunc nuw i64 %16 to i32, !dbg !99
  %18 = lshr i64 %15, 32, !dbg !100
  %19 = trunc nuw i64 %18 to i32, !dbg !101
  %20 = trunc i64 %15 to i32, !dbg !102
  %21 = and i32 %10, 1, !dbg !103
  %22 = add nuw nsw i32 %14, 1, !dbg !104
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %17, i32 noundef %8, i32 noundef %10, i32 noundef %12, i32 noundef %14, i32 noundef %19, i32 noundef %20, i32 noundef %21, i32 noundef %22), !dbg !105
    #dbg_value(i64 %7, !106, !DIExpression(), !112)
    #dbg_value(i32 0, !111, !DIExpression(), !112)
  br label %24, !dbg !115

24:                                               ; preds = %3, %24
  %25 = phi i32 [ %29, %24 ], [ 0, %3 ]
  %26 = phi i64 [ %30, %24 ], [ %7, %3 ]
    #dbg_value(i32 %25, !111, !DIExpression(), !112)
    #dbg_value(i64 %26, !106, !DIExpression(), !112)
  %27 = trunc i64 %26 to i32, !dbg !116
  %28 = and i32 %27, 1, !dbg !116
  %29 = add nuw nsw i32 %28, %25, !dbg !118
    #dbg_value(i32 %29, !111, !DIExpression(), !112)
  %30 = lshr i64 %26, 1, !dbg !119
    #dbg_value(i64 %30, !106, !DIExpression(), !112)
  %31 = icmp ult i64 %26, 2, !dbg !115
  br i1 %31, label %32, label %24, !dbg !115, !llvm.loop !120

32:                                               ; preds = %24
  %33 = icmp eq i32 %29, %10, !dbg !123
  br i1 %33, label %34, label %63, !dbg !124

34:                                               ; preds = %32
    #dbg_value(i64 %7, !125, !DIExpression(), !131)
    #dbg_value(i32 0, !128, !DIExpression(), !131)
    #dbg_value(i64 -9223372036854775808, !129, !DIExpression(), !133)
  %35 = add nsw i32 %5, -8
  %36 = icmp ult i32 %35, -2
  br i1 %36, label %37, label %46, !dbg !134

37:                                               ; preds = %34, %37
  %38 = phi i64 [ %41, %37 ], [ -9223372036854775808, %34 ]
  %39 = phi i32 [ %40, %37 ], [ 0, %34 ]
    #dbg_value(i64 %38, !129, !DIExpression(), !133)
    #dbg_value(i32 %39, !128, !DIExpression(), !131)
  %40 = add nuw nsw i32 %39, 1, !dbg !136
    #dbg_value(i32 %40, !128, !DIExpression(), !131)
  %41 = lshr i64 %38, 1, !dbg !137
    #dbg_value(i64 %41, !129, !DIExpression(), !133)
  %42 = icmp ugt i64 %38, 1, !dbg !138
  %43 = and i64 %41, %7
  %44 = icmp eq i64 %43, 0
  %45 = and i1 %42, %44, !dbg !134
  br i1 %45, label %37, label %46, !dbg !134, !llvm.loop !139

46:                                               ; preds = %37, %34
  %47 = phi i32 [ 0, %34 ], [ %40, %37 ], !dbg !131
  %48 = icmp eq i32 %47, %12, !dbg !142
  br i1 %48, label %49, label %63, !dbg !143

49:                                               ; preds = %46
    #dbg_value(i64 %7, !144, !DIExpression(), !148)
    #dbg_value(i32 0, !147, !DIExpression(), !148)
  %50 = lshr i32 1642, %5, !dbg !150
  %51 = and i32 %50, 1, !dbg !150
  %52 = icmp eq i32 %51, 0, !dbg !150
  br i1 %52, label %60, label %53, !dbg !151

53:                                               ; preds = %49, %53
  %54 = phi i32 [ %57, %53 ], [ 0, %49 ]
  %55 = phi i64 [ %56, %53 ], [ %7, %49 ]
    #dbg_value(i32 %54, !147, !DIExpression(), !148)
    #dbg_value(i64 %55, !144, !DIExpression(), !148)
  %56 = lshr exact i64 %55, 1, !dbg !152
    #dbg_value(i64 %56, !144, !DIExpression(), !148)
  %57 = add nuw nsw i32 %54, 1, !dbg !154
    #dbg_value(i32 %57, !147, !DIExpression(), !148)
  %58 = and i64 %55, 2, !dbg !150
  %59 = icmp eq i64 %58, 0, !dbg !150
  br i1 %59, label %53, label %60, !dbg !151, !llvm.loop !155

60:                                               ; preds = %53, %49
  %61 = phi i32 [ 0, %49 ], [ %57, %53 ], !dbg !148
  %62 = icmp eq i32 %61, %14, !dbg !157
  br i1 %62, label %65, label %63, !dbg !158

63:                                               ; preds = %60, %46, %32
  %64 = add nsw i32 %4, 1, !dbg !159
    #dbg_value(i32 %64, !58, !DIExpression(), !80)
  br label %65, !dbg !160

65:                                               ; preds = %63, %60
  %66 = phi i32 [ %64, %63 ], [ %4, %60 ], !dbg !80
    #dbg_value(i32 %66, !58, !DIExpression(), !80)
  %67 = icmp eq i32 %8, 0, !dbg !161
  br i1 %67, label %85, label %68, !dbg !163

68:                                               ; preds = %65
  %69 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %8), !dbg !164
  %70 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %8, i1 true), !dbg !166
  %71 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %8, i1 true), !dbg !167
  %72 = tail call i32 @llvm.bswap.i32(i32 %8), !dbg !168
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %8, i32 noundef %69, i32 noundef %70, i32 noundef %71, i32 noundef %72, i32 noundef %72), !dbg !169
  br label %74, !dbg !170

74:                                               ; preds = %68, %74
  %75 = phi i32 [ %79, %74 ], [ 0, %68 ]
  %76 = phi i32 [ %78, %74 ], [ %8, %68 ]
    #dbg_value(i32 %75, !172, !DIExpression(), !178)
    #dbg_value(i32 %76, !177, !DIExpression(), !178)
  %77 = add i32 %76, -1, !dbg !180
  %78 = and i32 %77, %76, !dbg !182
    #dbg_value(i32 %78, !177, !DIExpression(), !178)
  %79 = add nuw nsw i32 %75, 1, !dbg !183
    #dbg_value(i32 %79, !172, !DIExpression(), !178)
  %80 = icmp eq i32 %78, 0, !dbg !184
  br i1 %80, label %81, label %74, !dbg !184, !llvm.loop !185

81:                                               ; preds = %74
  %82 = icmp ne i32 %69, %79, !dbg !187
  %83 = zext i1 %82 to i32, !dbg !188
  %84 = add nsw i32 %66, %83, !dbg !188
  br label %85, !dbg !188

85:                                               ; preds = %81, %65
  %86 = phi i32 [ %66, %65 ], [ %84, %81 ], !dbg !92
    #dbg_value(i32 %86, !58, !DIExpression(), !80)
  %87 = add nuw nsw i32 %5, 1, !dbg !189
    #dbg_value(i32 %87, !59, !DIExpression(), !82)
  %88 = icmp eq i32 %87, 12, !dbg !190
  br i1 %88, label %1, label %3, !dbg !83, !llvm.loop !191

89:                                               ; preds = %126
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %117, i32 noundef %130), !dbg !193
    #dbg_value(i32 1, !73, !DIExpression(), !194)
    #dbg_value(i32 0, !75, !DIExpression(), !195)
    #dbg_value(i32 1, !78, !DIExpression(), !195)
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1, i32 noundef 0, i32 noundef 1), !dbg !196
    #dbg_value(i32 4, !73, !DIExpression(), !194)
    #dbg_value(i32 2, !75, !DIExpression(), !195)
    #dbg_value(i32 4, !78, !DIExpression(), !195)
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 4, i32 noundef 2, i32 noundef 4), !dbg !196
    #dbg_value(i32 13, !73, !DIExpression(), !194)
    #dbg_value(i32 3, !75, !DIExpression(), !195)
    #dbg_value(i32 16, !78, !DIExpression(), !195)
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 13, i32 noundef 3, i32 noundef 16), !dbg !196
    #dbg_value(i32 40, !73, !DIExpression(), !194)
    #dbg_value(i32 5, !75, !DIExpression(), !195)
    #dbg_value(i32 64, !78, !DIExpression(), !195)
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 40, i32 noundef 5, i32 noundef 64), !dbg !196
    #dbg_value(i32 121, !73, !DIExpression(), !194)
    #dbg_value(i32 6, !75, !DIExpression(), !195)
    #dbg_value(i32 128, !78, !DIExpression(), !195)
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 121, i32 noundef 6, i32 noundef 128), !dbg !196
    #dbg_value(i32 364, !73, !DIExpression(), !194)
    #dbg_value(i32 8, !75, !DIExpression(), !195)
    #dbg_value(i32 512, !78, !DIExpression(), !195)
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 364, i32 noundef 8, i32 noundef 512), !dbg !196
    #dbg_value(i32 1093, !73, !DIExpression(), !194)
    #dbg_value(i32 10, !75, !DIExpression(), !195)
    #dbg_value(i32 2048, !78, !DIExpression(), !195)
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1093, i32 noundef 10, i32 noundef 2048), !dbg !196
    #dbg_value(i32 3280, !73, !DIExpression(), !194)
    #dbg_value(i32 11, !75, !DIExpression(), !195)
    #dbg_value(i32 4096, !78, !DIExpression(), !195)
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 3280, i32 noundef 11, i32 noundef 4096), !dbg !196
    #dbg_value(i32 9841, !73, !DIExpression(), !194)
  ret i32 %130, !dbg !197

99:                                               ; preds = %1, %126
  %100 = phi i32 [ %86, %1 ], [ %130, %126 ]
  %101 = phi i32 [ 0, %1 ], [ %131, %126 ]
  %102 = phi i32 [ 0, %1 ], [ %117, %126 ]
  %103 = phi i32 [ -1640531527, %1 ], [ %109, %126 ]
    #dbg_value(i32 %100, !58, !DIExpression(), !80)
    #dbg_value(i32 %101, !71, !DIExpression(), !85)
    #dbg_value(i32 %102, !70, !DIExpression(), !80)
    #dbg_value(i32 %103, !69, !DIExpression(), !80)
  %104 = shl i32 %103, 13, !dbg !198
  %105 = xor i32 %104, %103, !dbg !201
    #dbg_value(i32 %105, !69, !DIExpression(), !80)
  %106 = lshr i32 %105, 17, !dbg !202
  %107 = xor i32 %106, %105, !dbg !203
    #dbg_value(i32 %107, !69, !DIExpression(), !80)
  %108 = shl i32 %107, 5, !dbg !204
  %109 = xor i32 %108, %107, !dbg !205
    #dbg_value(i32 %109, !69, !DIExpression(), !80)
  %110 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %109), !dbg !206
  %111 = or i32 %109, 1, !dbg !207
  %112 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %111, i1 true), !dbg !208
  %113 = or i32 %109, -2147483648, !dbg !209
  %114 = tail call range(i32 0, 32) i32 @llvm.cttz.i32(i32 %113, i1 true), !dbg !210
  %115 = add i32 %110, %102, !dbg !211
  %116 = add i32 %115, %112, !dbg !212
  %117 = add i32 %116, %114, !dbg !213
    #dbg_value(i32 %117, !70, !DIExpression(), !80)
    #dbg_value(i32 %109, !177, !DIExpression(), !214)
    #dbg_value(i32 0, !172, !DIExpression(), !214)
  %118 = icmp eq i32 %107, %108, !dbg !217
  br i1 %118, label %126, label %119, !dbg !217

119:                                              ; preds = %99, %119
  %120 = phi i32 [ %124, %119 ], [ 0, %99 ]
  %121 = phi i32 [ %123, %119 ], [ %109, %99 ]
    #dbg_value(i32 %120, !172, !DIExpression(), !214)
    #dbg_value(i32 %121, !177, !DIExpression(), !214)
  %122 = add i32 %121, -1, !dbg !218
  %123 = and i32 %122, %121, !dbg !219
    #dbg_value(i32 %123, !177, !DIExpression(), !214)
  %124 = add nuw nsw i32 %120, 1, !dbg !220
    #dbg_value(i32 %124, !172, !DIExpression(), !214)
  %125 = icmp eq i32 %123, 0, !dbg !217
  br i1 %125, label %126, label %119, !dbg !217, !llvm.loop !221

126:                                              ; preds = %119, %99
  %127 = phi i32 [ 0, %99 ], [ %124, %119 ], !dbg !214
  %128 = icmp ne i32 %127, %110, !dbg !223
  %129 = zext i1 %128 to i32, !dbg !224
  %130 = add nsw i32 %100, %129, !dbg !224
    #dbg_value(i32 %130, !58, !DIExpression(), !80)
  %131 = add nuw nsw i32 %101, 1, !dbg !225
    #dbg_value(i32 %131, !71, !DIExpression(), !85)
    #dbg_value(i32 %117, !70, !DIExpression(), !80)
    #dbg_value(i32 %109, !69, !DIExpression(), !80)
  %132 = icmp eq i32 %131, 1000, !dbg !226
  br i1 %132, label %89, label %99, !dbg !86, !llvm.loop !227
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bswap.i64(i64) #1

; Function Attrs: nofree nounwind
declare !dbg !229 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!27}
!llvm.module.flags = !{!38, !39, !40, !41, !42, !43, !44, !45}
!llvm.ident = !{!46}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "bit_builtins.c", directory: "/work/wt-errtests/tests/c32", checksumkind: CSK_MD5, checksum: "ac4078594240b591e304f500a26fcc80")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 520, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 65)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 440, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 55)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 20)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 88, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 28)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 33)
!27 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !28, globals: !37, splitDebugInlining: false, nameTableKind: None)
!28 = !{!29, !33, !34, !35, !36}
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !30, line: 26, baseType: !31)
!30 = !DIFile(filename: "/usr/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !32, line: 42, baseType: !33)
!32 = !DIFile(filename: "/usr/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!33 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!34 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!35 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!36 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!37 = !{!0, !7, !12, !17, !22}
!38 = !{i32 1, !"NumRegisterParameters", i32 0}
!39 = !{i32 7, !"Dwarf Version", i32 5}
!40 = !{i32 2, !"Debug Info Version", i32 3}
!41 = !{i32 1, !"wchar_size", i32 4}
!42 = !{i32 8, !"PIC Level", i32 2}
!43 = !{i32 7, !"PIE Level", i32 2}
!44 = !{i32 7, !"uwtable", i32 2}
!45 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!46 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!47 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 51, type: !48, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !50)
!48 = !DISubroutineType(types: !49)
!49 = !{!36}
!50 = !{!51, !58, !59, !61, !64, !65, !66, !67, !68, !69, !70, !71, !73, !75, !78}
!51 = !DILocalVariable(name: "vals", scope: !47, file: !2, line: 52, type: !52)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !53, size: 768, elements: !56)
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !30, line: 27, baseType: !54)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !32, line: 48, baseType: !55)
!55 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!56 = !{!57}
!57 = !DISubrange(count: 12)
!58 = !DILocalVariable(name: "mism", scope: !47, file: !2, line: 55, type: !36)
!59 = !DILocalVariable(name: "i", scope: !60, file: !2, line: 56, type: !36)
!60 = distinct !DILexicalBlock(scope: !47, file: !2, line: 56, column: 5)
!61 = !DILocalVariable(name: "v", scope: !62, file: !2, line: 57, type: !53)
!62 = distinct !DILexicalBlock(scope: !63, file: !2, line: 56, column: 34)
!63 = distinct !DILexicalBlock(scope: !60, file: !2, line: 56, column: 5)
!64 = !DILocalVariable(name: "lo", scope: !62, file: !2, line: 58, type: !29)
!65 = !DILocalVariable(name: "pc64", scope: !62, file: !2, line: 59, type: !36)
!66 = !DILocalVariable(name: "clz64", scope: !62, file: !2, line: 60, type: !36)
!67 = !DILocalVariable(name: "ctz64", scope: !62, file: !2, line: 61, type: !36)
!68 = !DILocalVariable(name: "bs64", scope: !62, file: !2, line: 62, type: !53)
!69 = !DILocalVariable(name: "x", scope: !47, file: !2, line: 78, type: !29)
!70 = !DILocalVariable(name: "sum", scope: !47, file: !2, line: 79, type: !35)
!71 = !DILocalVariable(name: "i", scope: !72, file: !2, line: 80, type: !36)
!72 = distinct !DILexicalBlock(scope: !47, file: !2, line: 80, column: 5)
!73 = !DILocalVariable(name: "v", scope: !74, file: !2, line: 90, type: !33)
!74 = distinct !DILexicalBlock(scope: !47, file: !2, line: 90, column: 5)
!75 = !DILocalVariable(name: "lg", scope: !76, file: !2, line: 91, type: !36)
!76 = distinct !DILexicalBlock(scope: !77, file: !2, line: 90, column: 51)
!77 = distinct !DILexicalBlock(scope: !74, file: !2, line: 90, column: 5)
!78 = !DILocalVariable(name: "np", scope: !76, file: !2, line: 92, type: !33)
!79 = distinct !DIAssignID()
!80 = !DILocation(line: 0, scope: !47)
!81 = distinct !DIAssignID()
!82 = !DILocation(line: 0, scope: !60)
!83 = !DILocation(line: 56, column: 5, scope: !60)
!84 = !DILocation(line: 77, column: 5, scope: !47)
!85 = !DILocation(line: 0, scope: !72)
!86 = !DILocation(line: 80, column: 5, scope: !72)
!87 = !DILocation(line: 57, column: 22, scope: !62)
!88 = !{!89, !89, i64 0}
!89 = !{!"long long", !90, i64 0}
!90 = !{!"omnipotent char", !91, i64 0}
!91 = !{!"Simple C/C++ TBAA"}
!92 = !DILocation(line: 0, scope: !62)
!93 = !DILocation(line: 58, column: 23, scope: !62)
!94 = !DILocation(line: 59, column: 20, scope: !62)
!95 = !DILocation(line: 60, column: 21, scope: !62)
!96 = !DILocation(line: 61, column: 21, scope: !62)
!97 = !DILocation(line: 62, column: 25, scope: !62)
!98 = !DILocation(line: 64, column: 29, scope: !62)
!99 = !DILocation(line: 64, column: 16, scope: !62)
!100 = !DILocation(line: 64, column: 77, scope: !62)
!101 = !DILocation(line: 64, column: 61, scope: !62)
!102 = !DILocation(line: 65, column: 16, scope: !62)
!103 = !DILocation(line: 65, column: 32, scope: !62)
!104 = !DILocation(line: 65, column: 55, scope: !62)
!105 = !DILocation(line: 63, column: 9, scope: !62)
!106 = !DILocalVariable(name: "x", arg: 1, scope: !107, file: !2, line: 6, type: !53)
!107 = distinct !DISubprogram(name: "popcount_naive", scope: !2, file: !2, line: 6, type: !108, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !110)
!108 = !DISubroutineType(types: !109)
!109 = !{!36, !53}
!110 = !{!106, !111}
!111 = !DILocalVariable(name: "c", scope: !107, file: !2, line: 7, type: !36)
!112 = !DILocation(line: 0, scope: !107, inlinedAt: !113)
!113 = distinct !DILocation(line: 66, column: 21, scope: !114)
!114 = distinct !DILexicalBlock(scope: !62, file: !2, line: 66, column: 13)
!115 = !DILocation(line: 8, column: 5, scope: !107, inlinedAt: !113)
!116 = !DILocation(line: 9, column: 14, scope: !117, inlinedAt: !113)
!117 = distinct !DILexicalBlock(scope: !107, file: !2, line: 8, column: 15)
!118 = !DILocation(line: 9, column: 11, scope: !117, inlinedAt: !113)
!119 = !DILocation(line: 10, column: 11, scope: !117, inlinedAt: !113)
!120 = distinct !{!120, !115, !121, !122}
!121 = !DILocation(line: 11, column: 5, scope: !107, inlinedAt: !113)
!122 = !{!"llvm.loop.mustprogress"}
!123 = !DILocation(line: 66, column: 18, scope: !114)
!124 = !DILocation(line: 66, column: 39, scope: !114)
!125 = !DILocalVariable(name: "x", arg: 1, scope: !126, file: !2, line: 15, type: !53)
!126 = distinct !DISubprogram(name: "clz64_naive", scope: !2, file: !2, line: 15, type: !108, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !127)
!127 = !{!125, !128, !129}
!128 = !DILocalVariable(name: "n", scope: !126, file: !2, line: 16, type: !36)
!129 = !DILocalVariable(name: "m", scope: !130, file: !2, line: 17, type: !53)
!130 = distinct !DILexicalBlock(scope: !126, file: !2, line: 17, column: 5)
!131 = !DILocation(line: 0, scope: !126, inlinedAt: !132)
!132 = distinct !DILocation(line: 66, column: 51, scope: !114)
!133 = !DILocation(line: 0, scope: !130, inlinedAt: !132)
!134 = !DILocation(line: 17, column: 37, scope: !135, inlinedAt: !132)
!135 = distinct !DILexicalBlock(scope: !130, file: !2, line: 17, column: 5)
!136 = !DILocation(line: 18, column: 10, scope: !135, inlinedAt: !132)
!137 = !DILocation(line: 17, column: 52, scope: !135, inlinedAt: !132)
!138 = !DILocation(line: 17, column: 35, scope: !135, inlinedAt: !132)
!139 = distinct !{!139, !140, !141, !122}
!140 = !DILocation(line: 17, column: 5, scope: !130, inlinedAt: !132)
!141 = !DILocation(line: 18, column: 10, scope: !130, inlinedAt: !132)
!142 = !DILocation(line: 66, column: 48, scope: !114)
!143 = !DILocation(line: 66, column: 66, scope: !114)
!144 = !DILocalVariable(name: "x", arg: 1, scope: !145, file: !2, line: 22, type: !53)
!145 = distinct !DISubprogram(name: "ctz64_naive", scope: !2, file: !2, line: 22, type: !108, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !146)
!146 = !{!144, !147}
!147 = !DILocalVariable(name: "n", scope: !145, file: !2, line: 23, type: !36)
!148 = !DILocation(line: 0, scope: !145, inlinedAt: !149)
!149 = distinct !DILocation(line: 66, column: 78, scope: !114)
!150 = !DILocation(line: 24, column: 12, scope: !145, inlinedAt: !149)
!151 = !DILocation(line: 24, column: 5, scope: !145, inlinedAt: !149)
!152 = !DILocation(line: 25, column: 11, scope: !153, inlinedAt: !149)
!153 = distinct !DILexicalBlock(scope: !145, file: !2, line: 24, column: 22)
!154 = !DILocation(line: 26, column: 10, scope: !153, inlinedAt: !149)
!155 = distinct !{!155, !151, !156, !122}
!156 = !DILocation(line: 27, column: 5, scope: !145, inlinedAt: !149)
!157 = !DILocation(line: 66, column: 75, scope: !114)
!158 = !DILocation(line: 66, column: 13, scope: !62)
!159 = !DILocation(line: 67, column: 17, scope: !114)
!160 = !DILocation(line: 67, column: 13, scope: !114)
!161 = !DILocation(line: 68, column: 13, scope: !162)
!162 = distinct !DILexicalBlock(scope: !62, file: !2, line: 68, column: 13)
!163 = !DILocation(line: 68, column: 13, scope: !62)
!164 = !DILocation(line: 70, column: 20, scope: !165)
!165 = distinct !DILexicalBlock(scope: !162, file: !2, line: 68, column: 17)
!166 = !DILocation(line: 70, column: 44, scope: !165)
!167 = !DILocation(line: 70, column: 63, scope: !165)
!168 = !DILocation(line: 71, column: 20, scope: !165)
!169 = !DILocation(line: 69, column: 13, scope: !165)
!170 = !DILocation(line: 72, column: 60, scope: !171)
!171 = distinct !DILexicalBlock(scope: !165, file: !2, line: 72, column: 17)
!172 = !DILocalVariable(name: "c", scope: !173, file: !2, line: 43, type: !36)
!173 = distinct !DISubprogram(name: "popcount_kernighan", scope: !2, file: !2, line: 42, type: !174, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !176)
!174 = !DISubroutineType(types: !175)
!175 = !{!36, !29}
!176 = !{!177, !172}
!177 = !DILocalVariable(name: "x", arg: 1, scope: !173, file: !2, line: 42, type: !29)
!178 = !DILocation(line: 0, scope: !173, inlinedAt: !179)
!179 = distinct !DILocation(line: 73, column: 43, scope: !171)
!180 = !DILocation(line: 45, column: 16, scope: !181, inlinedAt: !179)
!181 = distinct !DILexicalBlock(scope: !173, file: !2, line: 44, column: 15)
!182 = !DILocation(line: 45, column: 11, scope: !181, inlinedAt: !179)
!183 = !DILocation(line: 46, column: 10, scope: !181, inlinedAt: !179)
!184 = !DILocation(line: 44, column: 5, scope: !173, inlinedAt: !179)
!185 = distinct !{!185, !184, !186, !122}
!186 = !DILocation(line: 47, column: 5, scope: !173, inlinedAt: !179)
!187 = !DILocation(line: 73, column: 40, scope: !171)
!188 = !DILocation(line: 72, column: 17, scope: !165)
!189 = !DILocation(line: 56, column: 30, scope: !63)
!190 = !DILocation(line: 56, column: 23, scope: !63)
!191 = distinct !{!191, !83, !192, !122}
!192 = !DILocation(line: 76, column: 5, scope: !60)
!193 = !DILocation(line: 88, column: 5, scope: !47)
!194 = !DILocation(line: 0, scope: !74)
!195 = !DILocation(line: 0, scope: !76)
!196 = !DILocation(line: 93, column: 9, scope: !76)
!197 = !DILocation(line: 95, column: 5, scope: !47)
!198 = !DILocation(line: 81, column: 16, scope: !199)
!199 = distinct !DILexicalBlock(scope: !200, file: !2, line: 80, column: 36)
!200 = distinct !DILexicalBlock(scope: !72, file: !2, line: 80, column: 5)
!201 = !DILocation(line: 81, column: 11, scope: !199)
!202 = !DILocation(line: 82, column: 16, scope: !199)
!203 = !DILocation(line: 82, column: 11, scope: !199)
!204 = !DILocation(line: 83, column: 16, scope: !199)
!205 = !DILocation(line: 83, column: 11, scope: !199)
!206 = !DILocation(line: 84, column: 32, scope: !199)
!207 = !DILocation(line: 84, column: 72, scope: !199)
!208 = !DILocation(line: 84, column: 56, scope: !199)
!209 = !DILocation(line: 84, column: 95, scope: !199)
!210 = !DILocation(line: 84, column: 79, scope: !199)
!211 = !DILocation(line: 84, column: 54, scope: !199)
!212 = !DILocation(line: 84, column: 77, scope: !199)
!213 = !DILocation(line: 84, column: 13, scope: !199)
!214 = !DILocation(line: 0, scope: !173, inlinedAt: !215)
!215 = distinct !DILocation(line: 85, column: 13, scope: !216)
!216 = distinct !DILexicalBlock(scope: !199, file: !2, line: 85, column: 13)
!217 = !DILocation(line: 44, column: 5, scope: !173, inlinedAt: !215)
!218 = !DILocation(line: 45, column: 16, scope: !181, inlinedAt: !215)
!219 = !DILocation(line: 45, column: 11, scope: !181, inlinedAt: !215)
!220 = !DILocation(line: 46, column: 10, scope: !181, inlinedAt: !215)
!221 = distinct !{!221, !217, !222, !122}
!222 = !DILocation(line: 47, column: 5, scope: !173, inlinedAt: !215)
!223 = !DILocation(line: 85, column: 35, scope: !216)
!224 = !DILocation(line: 85, column: 13, scope: !199)
!225 = !DILocation(line: 80, column: 32, scope: !200)
!226 = !DILocation(line: 80, column: 23, scope: !200)
!227 = distinct !{!227, !86, !228, !122}
!228 = !DILocation(line: 87, column: 5, scope: !72)
!229 = !DISubprogram(name: "printf", scope: !230, file: !230, line: 356, type: !231, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!230 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!231 = !DISubroutineType(types: !232)
!232 = !{!36, !233, null}
!233 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !234)
!234 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !235, size: 32)
!235 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
