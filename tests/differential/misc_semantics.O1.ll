; ModuleID = 'misc_semantics.c'
source_filename = "misc_semantics.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [23 x i8] c"comma a=%d counter=%d\0A\00", align 1, !dbg !0
@counter = internal unnamed_addr global i32 0, align 4, !dbg !7
@.str.1 = private unnamed_addr constant [16 x i8] c"i=%d j=%d k=%d\0A\00", align 1, !dbg !14
@.str.2 = private unnamed_addr constant [6 x i8] c"x=%d\0A\00", align 1, !dbg !19
@.str.3 = private unnamed_addr constant [19 x i8] c"uc=%u sc=%d sh=%d\0A\00", align 1, !dbg !24
@.str.4 = private unnamed_addr constant [20 x i8] c"cond type: %ld %lu\0A\00", align 1, !dbg !29
@.str.5 = private unnamed_addr constant [6 x i8] c"d=%f\0A\00", align 1, !dbg !34
@.str.6 = private unnamed_addr constant [36 x i8] c"compound literal sum=%d cp=(%d,%d)\0A\00", align 1, !dbg !36
@.str.7 = private unnamed_addr constant [15 x i8] c"do-while n=%d\0A\00", align 1, !dbg !41
@.str.8 = private unnamed_addr constant [18 x i8] c"do-while(0) n=%d\0A\00", align 1, !dbg !46
@.str.9 = private unnamed_addr constant [20 x i8] c"countdown total=%u\0A\00", align 1, !dbg !51
@.str.10 = private unnamed_addr constant [10 x i8] c"found=%d\0A\00", align 1, !dbg !53
@.str.11 = private unnamed_addr constant [6 x i8] c"w=%d \00", align 1, !dbg !58
@.str.15 = private unnamed_addr constant [34 x i8] c"PANCAM_SURELY_UNSET_VARIABLE_4f1c\00", align 1, !dbg !79
@.str.16 = private unnamed_addr constant [20 x i8] c"getenv unset -> %s\0A\00", align 1, !dbg !84
@.str.17 = private unnamed_addr constant [4 x i8] c"set\00", align 1, !dbg !86
@.str.18 = private unnamed_addr constant [5 x i8] c"NULL\00", align 1, !dbg !91
@.str.19 = private unnamed_addr constant [23 x i8] c"logic r=%d counter=%d\0A\00", align 1, !dbg !96
@.str.20 = private unnamed_addr constant [10 x i8] c"evens=%d\0A\00", align 1, !dbg !98
@.str.21 = private unnamed_addr constant [4 x i8] c"%s \00", align 1, !dbg !100
@.str.22 = private unnamed_addr constant [4 x i8] c"neg\00", align 1, !dbg !102
@.str.23 = private unnamed_addr constant [5 x i8] c"zero\00", align 1, !dbg !104
@.str.24 = private unnamed_addr constant [4 x i8] c"one\00", align 1, !dbg !106
@.str.25 = private unnamed_addr constant [5 x i8] c"many\00", align 1, !dbg !108
@__const.main.partial = private unnamed_addr constant [6 x i32] [i32 1, i32 2, i32 0, i32 0, i32 0, i32 0], align 16
@__const.main.designated = private unnamed_addr constant [6 x i32] [i32 0, i32 3, i32 0, i32 0, i32 9, i32 0], align 16
@.str.26 = private unnamed_addr constant [10 x i8] c"%d/%d/%d \00", align 1, !dbg !166

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -2147483647, -2147483648) i32 @main() local_unnamed_addr #0 !dbg !112 {
    #dbg_assign(i1 undef, !160, !DIExpression(), !176, ptr @__const.main.partial, !DIExpression(), !177)
    #dbg_assign(i1 undef, !162, !DIExpression(), !178, ptr @__const.main.designated, !DIExpression(), !177)
  %1 = load i32, ptr @counter, align 4, !dbg !179, !tbaa !182
  %2 = add nsw i32 %1, 3, !dbg !186
  store i32 %2, ptr @counter, align 4, !dbg !186, !tbaa !182
    #dbg_value(i32 %2, !117, !DIExpression(), !177)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2, i32 noundef %2), !dbg !188
    #dbg_value(i32 5, !118, !DIExpression(), !177)
    #dbg_value(i32 6, !118, !DIExpression(), !177)
    #dbg_value(i32 15, !119, !DIExpression(), !177)
    #dbg_value(i32 7, !118, !DIExpression(), !177)
    #dbg_value(i32 14, !120, !DIExpression(), !177)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 7, i32 noundef 15, i32 noundef 14), !dbg !189
    #dbg_value(i32 10, !121, !DIExpression(), !177)
    #dbg_value(i32 17, !121, !DIExpression(), !177)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 17), !dbg !190
    #dbg_value(i8 -6, !122, !DIExpression(), !177)
    #dbg_value(i8 4, !122, !DIExpression(), !177)
    #dbg_value(i8 100, !124, !DIExpression(), !177)
    #dbg_value(i8 50, !124, !DIExpression(), !177)
    #dbg_value(i16 1000, !126, !DIExpression(), !177)
    #dbg_value(i16 30000, !126, !DIExpression(), !177)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 4, i32 noundef 50, i32 noundef 30000), !dbg !191
    #dbg_value(i32 5, !128, !DIExpression(), !177)
    #dbg_value(i64 -1, !130, !DIExpression(), !177)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef -1, i64 noundef 5), !dbg !192
    #dbg_value(double 1.000000e+00, !131, !DIExpression(), !177)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 1.000000e+00), !dbg !193
    #dbg_value(ptr poison, !194, !DIExpression(), !205)
    #dbg_value(i32 3, !201, !DIExpression(), !205)
    #dbg_value(i32 0, !202, !DIExpression(), !205)
    #dbg_value(i32 0, !203, !DIExpression(), !207)
    #dbg_value(i64 undef, !203, !DIExpression(), !207)
    #dbg_value(i32 poison, !202, !DIExpression(), !205)
    #dbg_value(i32 44, !133, !DIExpression(), !177)
    #dbg_value(ptr undef, !134, !DIExpression(), !177)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 44, i32 noundef 8, i32 noundef 8), !dbg !208
    #dbg_value(i32 0, !140, !DIExpression(), !177)
    #dbg_value(i32 poison, !140, !DIExpression(), !177)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 21), !dbg !209
    #dbg_value(i32 20, !140, !DIExpression(), !177)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 20), !dbg !210
    #dbg_value(i32 0, !141, !DIExpression(), !177)
    #dbg_value(i32 10, !142, !DIExpression(), !211)
    #dbg_value(i32 10, !142, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !211)
    #dbg_value(i32 undef, !142, !DIExpression(), !211)
    #dbg_value(i32 poison, !141, !DIExpression(), !177)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 45), !dbg !212
    #dbg_value(i32 -1, !144, !DIExpression(), !177)
    #dbg_value(i32 0, !145, !DIExpression(), !213)
  br label %13, !dbg !214

13:                                               ; preds = %0, %32
  %14 = phi i32 [ 0, %0 ], [ %34, %32 ]
  %15 = phi i32 [ -1, %0 ], [ %33, %32 ]
    #dbg_value(i32 %14, !145, !DIExpression(), !213)
    #dbg_value(i32 %15, !144, !DIExpression(), !177)
    #dbg_value(i32 0, !147, !DIExpression(), !215)
  br label %18, !dbg !216

16:                                               ; preds = %32
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %33), !dbg !217
    #dbg_value(i32 0, !151, !DIExpression(), !177)
  br label %38, !dbg !218

18:                                               ; preds = %13, %29
  %19 = phi i32 [ 0, %13 ], [ %30, %29 ]
    #dbg_value(i32 %19, !147, !DIExpression(), !215)
  %20 = add nuw nsw i32 %19, %14, !dbg !220
  %21 = and i32 %20, 1, !dbg !224
  %22 = icmp eq i32 %21, 0, !dbg !224
  %23 = mul nuw nsw i32 %19, %14
  %24 = icmp eq i32 %23, 24
  %25 = select i1 %22, i1 %24, i1 false, !dbg !225
  br i1 %25, label %26, label %29, !dbg !225

26:                                               ; preds = %18
  %27 = mul nuw nsw i32 %14, 10, !dbg !226
  %28 = add nuw nsw i32 %19, %27, !dbg !229
    #dbg_value(i32 %28, !144, !DIExpression(), !177)
  br label %32, !dbg !230

29:                                               ; preds = %18
  %30 = add nuw nsw i32 %19, 1, !dbg !231
    #dbg_value(i32 %30, !147, !DIExpression(), !215)
  %31 = icmp eq i32 %30, 10, !dbg !232
  br i1 %31, label %32, label %18, !dbg !216, !llvm.loop !233

32:                                               ; preds = %29, %26
  %33 = phi i32 [ %28, %26 ], [ %15, %29 ], !dbg !177
    #dbg_value(i32 %33, !144, !DIExpression(), !177)
  %34 = add nuw nsw i32 %14, 1, !dbg !237
    #dbg_value(i32 %34, !145, !DIExpression(), !213)
  %35 = icmp ult i32 %14, 9, !dbg !238
  %36 = icmp slt i32 %33, 0, !dbg !239
  %37 = select i1 %35, i1 %36, i1 false, !dbg !239
  br i1 %37, label %13, label %16, !dbg !214, !llvm.loop !240

38:                                               ; preds = %16, %44
  %39 = phi i32 [ 1, %16 ], [ %45, %44 ]
  %40 = urem i32 %39, 3, !dbg !242
  %41 = icmp eq i32 %40, 0, !dbg !244
  br i1 %41, label %44, label %42, !dbg !245

42:                                               ; preds = %38
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %39), !dbg !246
  br label %44, !dbg !247

44:                                               ; preds = %42, %38
    #dbg_value(i32 %39, !151, !DIExpression(), !177)
  %45 = add nuw nsw i32 %39, 1, !dbg !248
    #dbg_value(i32 %45, !151, !DIExpression(), !177)
  %46 = icmp eq i32 %45, 8, !dbg !250
  br i1 %46, label %47, label %38, !dbg !218, !llvm.loop !251

47:                                               ; preds = %44
  %48 = tail call i32 @putchar(i32 10), !dbg !253
  %49 = tail call ptr @getenv(ptr noundef nonnull @.str.15) #4, !dbg !254
    #dbg_value(ptr %49, !152, !DIExpression(), !177)
  %50 = icmp eq ptr %49, null, !dbg !255
  %51 = select i1 %50, ptr @.str.18, ptr @.str.17, !dbg !255
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull %51), !dbg !256
  store i32 3, ptr @counter, align 4, !dbg !257, !tbaa !182
    #dbg_value(i32 1, !154, !DIExpression(), !177)
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef 1, i32 noundef 3), !dbg !259
    #dbg_value(i32 0, !155, !DIExpression(), !177)
    #dbg_value(i32 0, !156, !DIExpression(), !260)
    #dbg_value(i32 undef, !156, !DIExpression(), !260)
    #dbg_value(i32 poison, !155, !DIExpression(), !177)
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 5), !dbg !261
    #dbg_value(i32 -2, !158, !DIExpression(), !262)
  br label %57, !dbg !263

55:                                               ; preds = %65
  %56 = tail call i32 @putchar(i32 10), !dbg !264
    #dbg_assign(i1 undef, !160, !DIExpression(), !265, ptr @__const.main.partial, !DIExpression(), !177)
    #dbg_assign(i1 undef, !162, !DIExpression(), !266, ptr @__const.main.designated, !DIExpression(), !177)
    #dbg_value(i32 0, !163, !DIExpression(), !267)
  br label %73, !dbg !268

57:                                               ; preds = %47, %65
  %58 = phi i32 [ -2, %47 ], [ %68, %65 ]
    #dbg_value(i32 %58, !158, !DIExpression(), !262)
  %59 = icmp slt i32 %58, 0, !dbg !269
  br i1 %59, label %65, label %60, !dbg !271

60:                                               ; preds = %57
  %61 = icmp eq i32 %58, 0, !dbg !272
  br i1 %61, label %65, label %62, !dbg !273

62:                                               ; preds = %60
  %63 = icmp eq i32 %58, 1, !dbg !274
  %64 = select i1 %63, ptr @.str.24, ptr @.str.25, !dbg !275
  br label %65, !dbg !273

65:                                               ; preds = %62, %60, %57
  %66 = phi ptr [ @.str.22, %57 ], [ %64, %62 ], [ @.str.23, %60 ], !dbg !271
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull %66), !dbg !276
  %68 = add nsw i32 %58, 1, !dbg !277
    #dbg_value(i32 %68, !158, !DIExpression(), !262)
  %69 = icmp eq i32 %68, 3, !dbg !278
  br i1 %69, label %55, label %57, !dbg !263, !llvm.loop !279

70:                                               ; preds = %73
  %71 = tail call i32 @putchar(i32 10), !dbg !281
  %72 = load i32, ptr @counter, align 4, !dbg !282, !tbaa !182
  ret i32 %72, !dbg !283

73:                                               ; preds = %55, %73
  %74 = phi i64 [ 0, %55 ], [ %82, %73 ]
    #dbg_value(i64 %74, !163, !DIExpression(), !267)
  %75 = icmp eq i64 %74, 5, !dbg !284
  %76 = sext i1 %75 to i32, !dbg !286
  %77 = getelementptr inbounds [6 x i32], ptr @__const.main.partial, i64 0, i64 %74, !dbg !287
  %78 = load i32, ptr %77, align 4, !dbg !287, !tbaa !182
  %79 = getelementptr inbounds [6 x i32], ptr @__const.main.designated, i64 0, i64 %74, !dbg !288
  %80 = load i32, ptr %79, align 4, !dbg !288, !tbaa !182
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef %76, i32 noundef %78, i32 noundef %80), !dbg !289
  %82 = add nuw nsw i64 %74, 1, !dbg !290
    #dbg_value(i64 %82, !163, !DIExpression(), !267)
  %83 = icmp eq i64 %82, 6, !dbg !291
  br i1 %83, label %70, label %73, !dbg !268, !llvm.loop !292
}

; Function Attrs: nofree nounwind
declare !dbg !294 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind memory(read)
declare !dbg !299 noundef ptr @getenv(ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!168, !169, !170, !171, !172, !173, !174}
!llvm.ident = !{!175}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "misc_semantics.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "0b6919b569d37a80df412f6c60386bd6")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 23)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "counter", scope: !9, file: !2, line: 8, type: !115, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !13, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11, !12}
!11 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!12 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!13 = !{!0, !14, !19, !24, !29, !34, !36, !41, !46, !51, !53, !58, !60, !65, !70, !75, !79, !84, !86, !91, !96, !98, !100, !102, !104, !106, !108, !110, !166, !7}
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 16)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 6)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 19)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 20)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !21, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 36)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 15)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 18)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !31, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 10)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !21, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 81, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 2)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 82, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 7)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 82, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 17)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 82, type: !77, isLocal: true, isDefinition: true)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !78, size: 120, elements: !44)
!78 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !2, line: 86, type: !81, isLocal: true, isDefinition: true)
!81 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !82)
!82 = !{!83}
!83 = !DISubrange(count: 34)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !2, line: 87, type: !31, isLocal: true, isDefinition: true)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(scope: null, file: !2, line: 87, type: !88, isLocal: true, isDefinition: true)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !89)
!89 = !{!90}
!90 = !DISubrange(count: 4)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !2, line: 87, type: !93, isLocal: true, isDefinition: true)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !94)
!94 = !{!95}
!95 = !DISubrange(count: 5)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !3, isLocal: true, isDefinition: true)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(scope: null, file: !2, line: 102, type: !55, isLocal: true, isDefinition: true)
!100 = !DIGlobalVariableExpression(var: !101, expr: !DIExpression())
!101 = distinct !DIGlobalVariable(scope: null, file: !2, line: 105, type: !88, isLocal: true, isDefinition: true)
!102 = !DIGlobalVariableExpression(var: !103, expr: !DIExpression())
!103 = distinct !DIGlobalVariable(scope: null, file: !2, line: 105, type: !88, isLocal: true, isDefinition: true)
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression())
!105 = distinct !DIGlobalVariable(scope: null, file: !2, line: 105, type: !93, isLocal: true, isDefinition: true)
!106 = !DIGlobalVariableExpression(var: !107, expr: !DIExpression())
!107 = distinct !DIGlobalVariable(scope: null, file: !2, line: 105, type: !88, isLocal: true, isDefinition: true)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(scope: null, file: !2, line: 105, type: !93, isLocal: true, isDefinition: true)
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(name: "zeros", scope: !112, file: !2, line: 108, type: !165, isLocal: true, isDefinition: true)
!112 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 22, type: !113, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !116)
!113 = !DISubroutineType(types: !114)
!114 = !{!115}
!115 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!116 = !{!117, !118, !119, !120, !121, !122, !124, !126, !128, !130, !131, !133, !134, !140, !141, !142, !144, !145, !147, !151, !152, !154, !155, !156, !158, !160, !162, !163}
!117 = !DILocalVariable(name: "a", scope: !112, file: !2, line: 23, type: !115)
!118 = !DILocalVariable(name: "i", scope: !112, file: !2, line: 25, type: !115)
!119 = !DILocalVariable(name: "j", scope: !112, file: !2, line: 26, type: !115)
!120 = !DILocalVariable(name: "k", scope: !112, file: !2, line: 27, type: !115)
!121 = !DILocalVariable(name: "x", scope: !112, file: !2, line: 29, type: !115)
!122 = !DILocalVariable(name: "uc", scope: !112, file: !2, line: 32, type: !123)
!123 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!124 = !DILocalVariable(name: "sc", scope: !112, file: !2, line: 34, type: !125)
!125 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!126 = !DILocalVariable(name: "sh", scope: !112, file: !2, line: 36, type: !127)
!127 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!128 = !DILocalVariable(name: "u", scope: !112, file: !2, line: 39, type: !129)
!129 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!130 = !DILocalVariable(name: "l", scope: !112, file: !2, line: 40, type: !12)
!131 = !DILocalVariable(name: "d", scope: !112, file: !2, line: 42, type: !132)
!132 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!133 = !DILocalVariable(name: "s1", scope: !112, file: !2, line: 44, type: !115)
!134 = !DILocalVariable(name: "cp", scope: !112, file: !2, line: 45, type: !135)
!135 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !136, size: 64)
!136 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pt", file: !2, line: 11, size: 64, elements: !137)
!137 = !{!138, !139}
!138 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !136, file: !2, line: 12, baseType: !115, size: 32)
!139 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !136, file: !2, line: 12, baseType: !115, size: 32, offset: 32)
!140 = !DILocalVariable(name: "n", scope: !112, file: !2, line: 48, type: !115)
!141 = !DILocalVariable(name: "total", scope: !112, file: !2, line: 57, type: !129)
!142 = !DILocalVariable(name: "c", scope: !143, file: !2, line: 58, type: !129)
!143 = distinct !DILexicalBlock(scope: !112, file: !2, line: 58, column: 5)
!144 = !DILocalVariable(name: "found", scope: !112, file: !2, line: 61, type: !115)
!145 = !DILocalVariable(name: "r", scope: !146, file: !2, line: 62, type: !115)
!146 = distinct !DILexicalBlock(scope: !112, file: !2, line: 62, column: 5)
!147 = !DILocalVariable(name: "c", scope: !148, file: !2, line: 63, type: !115)
!148 = distinct !DILexicalBlock(scope: !149, file: !2, line: 63, column: 9)
!149 = distinct !DILexicalBlock(scope: !150, file: !2, line: 62, column: 47)
!150 = distinct !DILexicalBlock(scope: !146, file: !2, line: 62, column: 5)
!151 = !DILocalVariable(name: "w", scope: !112, file: !2, line: 73, type: !115)
!152 = !DILocalVariable(name: "env", scope: !112, file: !2, line: 86, type: !153)
!153 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 64)
!154 = !DILocalVariable(name: "r", scope: !112, file: !2, line: 90, type: !115)
!155 = !DILocalVariable(name: "evens", scope: !112, file: !2, line: 93, type: !115)
!156 = !DILocalVariable(name: "q", scope: !157, file: !2, line: 94, type: !115)
!157 = distinct !DILexicalBlock(scope: !112, file: !2, line: 94, column: 5)
!158 = !DILocalVariable(name: "v", scope: !159, file: !2, line: 104, type: !115)
!159 = distinct !DILexicalBlock(scope: !112, file: !2, line: 104, column: 5)
!160 = !DILocalVariable(name: "partial", scope: !112, file: !2, line: 109, type: !161)
!161 = !DICompositeType(tag: DW_TAG_array_type, baseType: !115, size: 192, elements: !22)
!162 = !DILocalVariable(name: "designated", scope: !112, file: !2, line: 110, type: !161)
!163 = !DILocalVariable(name: "t", scope: !164, file: !2, line: 111, type: !115)
!164 = distinct !DILexicalBlock(scope: !112, file: !2, line: 111, column: 5)
!165 = !DICompositeType(tag: DW_TAG_array_type, baseType: !115, size: 160, elements: !94)
!166 = !DIGlobalVariableExpression(var: !167, expr: !DIExpression())
!167 = distinct !DIGlobalVariable(scope: null, file: !2, line: 112, type: !55, isLocal: true, isDefinition: true)
!168 = !{i32 7, !"Dwarf Version", i32 5}
!169 = !{i32 2, !"Debug Info Version", i32 3}
!170 = !{i32 1, !"wchar_size", i32 4}
!171 = !{i32 8, !"PIC Level", i32 2}
!172 = !{i32 7, !"PIE Level", i32 2}
!173 = !{i32 7, !"uwtable", i32 2}
!174 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!175 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!176 = distinct !DIAssignID()
!177 = !DILocation(line: 0, scope: !112)
!178 = distinct !DIAssignID()
!179 = !DILocation(line: 9, column: 32, scope: !180, inlinedAt: !181)
!180 = distinct !DISubprogram(name: "tick", scope: !2, file: !2, line: 9, type: !113, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9)
!181 = distinct !DILocation(line: 23, column: 14, scope: !112)
!182 = !{!183, !183, i64 0}
!183 = !{!"int", !184, i64 0}
!184 = !{!"omnipotent char", !185, i64 0}
!185 = !{!"Simple C/C++ TBAA"}
!186 = !DILocation(line: 9, column: 32, scope: !180, inlinedAt: !187)
!187 = distinct !DILocation(line: 23, column: 30, scope: !112)
!188 = !DILocation(line: 24, column: 5, scope: !112)
!189 = !DILocation(line: 28, column: 5, scope: !112)
!190 = !DILocation(line: 31, column: 5, scope: !112)
!191 = !DILocation(line: 38, column: 5, scope: !112)
!192 = !DILocation(line: 41, column: 5, scope: !112)
!193 = !DILocation(line: 43, column: 5, scope: !112)
!194 = !DILocalVariable(name: "p", arg: 1, scope: !195, file: !2, line: 15, type: !198)
!195 = distinct !DISubprogram(name: "sum_pts", scope: !2, file: !2, line: 15, type: !196, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !200)
!196 = !DISubroutineType(types: !197)
!197 = !{!115, !198, !115}
!198 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !199, size: 64)
!199 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !136)
!200 = !{!194, !201, !202, !203}
!201 = !DILocalVariable(name: "n", arg: 2, scope: !195, file: !2, line: 15, type: !115)
!202 = !DILocalVariable(name: "s", scope: !195, file: !2, line: 16, type: !115)
!203 = !DILocalVariable(name: "i", scope: !204, file: !2, line: 17, type: !115)
!204 = distinct !DILexicalBlock(scope: !195, file: !2, line: 17, column: 5)
!205 = !DILocation(line: 0, scope: !195, inlinedAt: !206)
!206 = distinct !DILocation(line: 44, column: 14, scope: !112)
!207 = !DILocation(line: 0, scope: !204, inlinedAt: !206)
!208 = !DILocation(line: 47, column: 5, scope: !112)
!209 = !DILocation(line: 52, column: 5, scope: !112)
!210 = !DILocation(line: 56, column: 5, scope: !112)
!211 = !DILocation(line: 0, scope: !143)
!212 = !DILocation(line: 60, column: 5, scope: !112)
!213 = !DILocation(line: 0, scope: !146)
!214 = !DILocation(line: 62, column: 5, scope: !146)
!215 = !DILocation(line: 0, scope: !148)
!216 = !DILocation(line: 63, column: 9, scope: !148)
!217 = !DILocation(line: 72, column: 5, scope: !112)
!218 = !DILocation(line: 75, column: 13, scope: !219)
!219 = distinct !DILexicalBlock(scope: !112, file: !2, line: 74, column: 15)
!220 = !DILocation(line: 64, column: 20, scope: !221)
!221 = distinct !DILexicalBlock(scope: !222, file: !2, line: 64, column: 17)
!222 = distinct !DILexicalBlock(scope: !223, file: !2, line: 63, column: 38)
!223 = distinct !DILexicalBlock(scope: !148, file: !2, line: 63, column: 9)
!224 = !DILocation(line: 64, column: 25, scope: !221)
!225 = !DILocation(line: 64, column: 17, scope: !222)
!226 = !DILocation(line: 67, column: 27, scope: !227)
!227 = distinct !DILexicalBlock(scope: !228, file: !2, line: 66, column: 30)
!228 = distinct !DILexicalBlock(scope: !222, file: !2, line: 66, column: 17)
!229 = !DILocation(line: 67, column: 32, scope: !227)
!230 = !DILocation(line: 68, column: 17, scope: !227)
!231 = !DILocation(line: 63, column: 34, scope: !223)
!232 = !DILocation(line: 63, column: 27, scope: !223)
!233 = distinct !{!233, !216, !234, !235, !236}
!234 = !DILocation(line: 70, column: 9, scope: !148)
!235 = !{!"llvm.loop.mustprogress"}
!236 = !{!"llvm.loop.unroll.disable"}
!237 = !DILocation(line: 62, column: 43, scope: !150)
!238 = !DILocation(line: 62, column: 23, scope: !150)
!239 = !DILocation(line: 62, column: 28, scope: !150)
!240 = distinct !{!240, !214, !241, !235, !236}
!241 = !DILocation(line: 71, column: 5, scope: !146)
!242 = !DILocation(line: 77, column: 15, scope: !243)
!243 = distinct !DILexicalBlock(scope: !219, file: !2, line: 77, column: 13)
!244 = !DILocation(line: 77, column: 19, scope: !243)
!245 = !DILocation(line: 77, column: 13, scope: !219)
!246 = !DILocation(line: 79, column: 9, scope: !219)
!247 = !DILocation(line: 74, column: 5, scope: !112)
!248 = !DILocation(line: 75, column: 13, scope: !249)
!249 = distinct !DILexicalBlock(scope: !219, file: !2, line: 75, column: 13)
!250 = !DILocation(line: 75, column: 17, scope: !249)
!251 = distinct !{!251, !247, !252, !236}
!252 = !DILocation(line: 80, column: 5, scope: !112)
!253 = !DILocation(line: 81, column: 5, scope: !112)
!254 = !DILocation(line: 86, column: 23, scope: !112)
!255 = !DILocation(line: 87, column: 36, scope: !112)
!256 = !DILocation(line: 87, column: 5, scope: !112)
!257 = !DILocation(line: 9, column: 32, scope: !180, inlinedAt: !258)
!258 = distinct !DILocation(line: 90, column: 43, scope: !112)
!259 = !DILocation(line: 91, column: 5, scope: !112)
!260 = !DILocation(line: 0, scope: !157)
!261 = !DILocation(line: 102, column: 5, scope: !112)
!262 = !DILocation(line: 0, scope: !159)
!263 = !DILocation(line: 104, column: 5, scope: !159)
!264 = !DILocation(line: 106, column: 5, scope: !112)
!265 = distinct !DIAssignID()
!266 = distinct !DIAssignID()
!267 = !DILocation(line: 0, scope: !164)
!268 = !DILocation(line: 111, column: 5, scope: !164)
!269 = !DILocation(line: 105, column: 25, scope: !270)
!270 = distinct !DILexicalBlock(scope: !159, file: !2, line: 104, column: 5)
!271 = !DILocation(line: 105, column: 23, scope: !270)
!272 = !DILocation(line: 105, column: 41, scope: !270)
!273 = !DILocation(line: 105, column: 39, scope: !270)
!274 = !DILocation(line: 105, column: 59, scope: !270)
!275 = !DILocation(line: 105, column: 57, scope: !270)
!276 = !DILocation(line: 105, column: 9, scope: !270)
!277 = !DILocation(line: 104, column: 31, scope: !270)
!278 = !DILocation(line: 104, column: 24, scope: !270)
!279 = distinct !{!279, !263, !280, !235, !236}
!280 = !DILocation(line: 105, column: 80, scope: !159)
!281 = !DILocation(line: 113, column: 5, scope: !112)
!282 = !DILocation(line: 114, column: 12, scope: !112)
!283 = !DILocation(line: 115, column: 1, scope: !112)
!284 = !DILocation(line: 112, column: 31, scope: !285)
!285 = distinct !DILexicalBlock(scope: !164, file: !2, line: 111, column: 5)
!286 = !DILocation(line: 112, column: 29, scope: !285)
!287 = !DILocation(line: 112, column: 52, scope: !285)
!288 = !DILocation(line: 112, column: 64, scope: !285)
!289 = !DILocation(line: 112, column: 9, scope: !285)
!290 = !DILocation(line: 111, column: 29, scope: !285)
!291 = !DILocation(line: 111, column: 23, scope: !285)
!292 = distinct !{!292, !268, !293, !235, !236}
!293 = !DILocation(line: 112, column: 77, scope: !164)
!294 = !DISubprogram(name: "printf", scope: !295, file: !295, line: 356, type: !296, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!295 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!296 = !DISubroutineType(types: !297)
!297 = !{!115, !298, null}
!298 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !153)
!299 = !DISubprogram(name: "getenv", scope: !300, file: !300, line: 654, type: !301, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!300 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!301 = !DISubroutineType(types: !302)
!302 = !{!303, !153}
!303 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
