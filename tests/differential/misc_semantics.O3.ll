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
@.str.26 = private unnamed_addr constant [10 x i8] c"%d/%d/%d \00", align 1, !dbg !166

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -2147483647, -2147483648) i32 @main() local_unnamed_addr #0 !dbg !112 {
  %1 = load i32, ptr @counter, align 4, !dbg !176, !tbaa !179
  %2 = add nsw i32 %1, 3, !dbg !183
  store i32 %2, ptr @counter, align 4, !dbg !183, !tbaa !179
    #dbg_value(i32 %2, !117, !DIExpression(), !185)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2, i32 noundef %2), !dbg !186
    #dbg_value(i32 15, !119, !DIExpression(), !185)
    #dbg_value(i32 7, !118, !DIExpression(), !185)
    #dbg_value(i32 14, !120, !DIExpression(), !185)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 7, i32 noundef 15, i32 noundef 14), !dbg !187
    #dbg_value(i32 17, !121, !DIExpression(), !185)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 17), !dbg !188
    #dbg_value(i8 4, !122, !DIExpression(), !185)
    #dbg_value(i8 50, !124, !DIExpression(), !185)
    #dbg_value(i16 30000, !126, !DIExpression(), !185)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 4, i32 noundef 50, i32 noundef 30000), !dbg !189
    #dbg_value(i32 5, !128, !DIExpression(), !185)
    #dbg_value(i64 -1, !130, !DIExpression(), !185)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef -1, i64 noundef 5), !dbg !190
    #dbg_value(double 1.000000e+00, !131, !DIExpression(), !185)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 1.000000e+00), !dbg !191
    #dbg_value(i32 44, !133, !DIExpression(), !185)
    #dbg_value(ptr undef, !134, !DIExpression(), !185)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 44, i32 noundef 8, i32 noundef 8), !dbg !192
    #dbg_value(i32 0, !140, !DIExpression(), !185)
    #dbg_value(i32 poison, !140, !DIExpression(), !185)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 21), !dbg !193
    #dbg_value(i32 20, !140, !DIExpression(), !185)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 20), !dbg !194
    #dbg_value(i32 0, !141, !DIExpression(), !185)
    #dbg_value(i32 poison, !141, !DIExpression(), !185)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 45), !dbg !195
    #dbg_value(i32 -1, !144, !DIExpression(), !185)
    #dbg_value(i32 0, !145, !DIExpression(), !196)
    #dbg_value(i32 0, !145, !DIExpression(), !196)
    #dbg_value(i32 -1, !144, !DIExpression(), !185)
    #dbg_value(i32 4, !147, !DIExpression(), !197)
    #dbg_value(i32 -1, !144, !DIExpression(), !185)
    #dbg_value(i32 1, !145, !DIExpression(), !196)
    #dbg_value(i32 4, !147, !DIExpression(), !197)
    #dbg_value(i32 -1, !144, !DIExpression(), !185)
    #dbg_value(i32 2, !145, !DIExpression(), !196)
    #dbg_value(i32 4, !147, !DIExpression(), !197)
    #dbg_value(i32 -1, !144, !DIExpression(), !185)
    #dbg_value(i32 3, !145, !DIExpression(), !196)
    #dbg_value(i32 4, !147, !DIExpression(), !197)
    #dbg_value(i32 -1, !144, !DIExpression(), !185)
    #dbg_value(i32 4, !145, !DIExpression(), !196)
    #dbg_value(i32 4, !147, !DIExpression(), !197)
    #dbg_value(i32 46, !144, !DIExpression(), !185)
    #dbg_value(i32 1, !145, !DIExpression(), !196)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 46), !dbg !198
    #dbg_value(i32 0, !151, !DIExpression(), !185)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 1), !dbg !199
    #dbg_value(i32 2, !151, !DIExpression(), !185)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 2), !dbg !199
    #dbg_value(i32 4, !151, !DIExpression(), !185)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 4), !dbg !199
    #dbg_value(i32 5, !151, !DIExpression(), !185)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 5), !dbg !199
    #dbg_value(i32 7, !151, !DIExpression(), !185)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 7), !dbg !199
    #dbg_value(i32 8, !151, !DIExpression(), !185)
  %19 = tail call i32 @putchar(i32 10), !dbg !201
  %20 = tail call ptr @getenv(ptr noundef nonnull @.str.15) #4, !dbg !202
    #dbg_value(ptr %20, !152, !DIExpression(), !185)
  %21 = icmp eq ptr %20, null, !dbg !203
  %22 = select i1 %21, ptr @.str.18, ptr @.str.17, !dbg !203
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull %22), !dbg !204
  store i32 3, ptr @counter, align 4, !dbg !205, !tbaa !179
    #dbg_value(i32 1, !154, !DIExpression(), !185)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef 1, i32 noundef 3), !dbg !207
    #dbg_value(i32 poison, !155, !DIExpression(), !185)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 5), !dbg !208
    #dbg_value(i32 -2, !158, !DIExpression(), !209)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.22), !dbg !210
    #dbg_value(i32 -1, !158, !DIExpression(), !209)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.22), !dbg !210
    #dbg_value(i32 0, !158, !DIExpression(), !209)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.23), !dbg !210
    #dbg_value(i32 1, !158, !DIExpression(), !209)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.24), !dbg !210
    #dbg_value(i32 2, !158, !DIExpression(), !209)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.25), !dbg !210
    #dbg_value(i32 3, !158, !DIExpression(), !209)
  %31 = tail call i32 @putchar(i32 10), !dbg !212
    #dbg_assign(i1 undef, !160, !DIExpression(), !213, ptr poison, !DIExpression(), !185)
    #dbg_assign(i1 undef, !162, !DIExpression(), !214, ptr poison, !DIExpression(), !185)
    #dbg_value(i64 0, !163, !DIExpression(), !215)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef 0, i32 noundef 1, i32 noundef 0), !dbg !216
    #dbg_value(i64 1, !163, !DIExpression(), !215)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef 0, i32 noundef 2, i32 noundef 3), !dbg !216
    #dbg_value(i64 2, !163, !DIExpression(), !215)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !216
    #dbg_value(i64 3, !163, !DIExpression(), !215)
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !216
    #dbg_value(i64 4, !163, !DIExpression(), !215)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef 0, i32 noundef 0, i32 noundef 9), !dbg !216
    #dbg_value(i64 5, !163, !DIExpression(), !215)
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef -1, i32 noundef 0, i32 noundef 0), !dbg !216
    #dbg_value(i64 6, !163, !DIExpression(), !215)
  %38 = tail call i32 @putchar(i32 10), !dbg !218
  %39 = load i32, ptr @counter, align 4, !dbg !219, !tbaa !179
  ret i32 %39, !dbg !220
}

; Function Attrs: nofree nounwind
declare !dbg !221 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind memory(read)
declare !dbg !226 noundef ptr @getenv(ptr nocapture noundef) local_unnamed_addr #2

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
!176 = !DILocation(line: 9, column: 32, scope: !177, inlinedAt: !178)
!177 = distinct !DISubprogram(name: "tick", scope: !2, file: !2, line: 9, type: !113, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9)
!178 = distinct !DILocation(line: 23, column: 14, scope: !112)
!179 = !{!180, !180, i64 0}
!180 = !{!"int", !181, i64 0}
!181 = !{!"omnipotent char", !182, i64 0}
!182 = !{!"Simple C/C++ TBAA"}
!183 = !DILocation(line: 9, column: 32, scope: !177, inlinedAt: !184)
!184 = distinct !DILocation(line: 23, column: 30, scope: !112)
!185 = !DILocation(line: 0, scope: !112)
!186 = !DILocation(line: 24, column: 5, scope: !112)
!187 = !DILocation(line: 28, column: 5, scope: !112)
!188 = !DILocation(line: 31, column: 5, scope: !112)
!189 = !DILocation(line: 38, column: 5, scope: !112)
!190 = !DILocation(line: 41, column: 5, scope: !112)
!191 = !DILocation(line: 43, column: 5, scope: !112)
!192 = !DILocation(line: 47, column: 5, scope: !112)
!193 = !DILocation(line: 52, column: 5, scope: !112)
!194 = !DILocation(line: 56, column: 5, scope: !112)
!195 = !DILocation(line: 60, column: 5, scope: !112)
!196 = !DILocation(line: 0, scope: !146)
!197 = !DILocation(line: 0, scope: !148)
!198 = !DILocation(line: 72, column: 5, scope: !112)
!199 = !DILocation(line: 79, column: 9, scope: !200)
!200 = distinct !DILexicalBlock(scope: !112, file: !2, line: 74, column: 15)
!201 = !DILocation(line: 81, column: 5, scope: !112)
!202 = !DILocation(line: 86, column: 23, scope: !112)
!203 = !DILocation(line: 87, column: 36, scope: !112)
!204 = !DILocation(line: 87, column: 5, scope: !112)
!205 = !DILocation(line: 9, column: 32, scope: !177, inlinedAt: !206)
!206 = distinct !DILocation(line: 90, column: 43, scope: !112)
!207 = !DILocation(line: 91, column: 5, scope: !112)
!208 = !DILocation(line: 102, column: 5, scope: !112)
!209 = !DILocation(line: 0, scope: !159)
!210 = !DILocation(line: 105, column: 9, scope: !211)
!211 = distinct !DILexicalBlock(scope: !159, file: !2, line: 104, column: 5)
!212 = !DILocation(line: 106, column: 5, scope: !112)
!213 = distinct !DIAssignID()
!214 = distinct !DIAssignID()
!215 = !DILocation(line: 0, scope: !164)
!216 = !DILocation(line: 112, column: 9, scope: !217)
!217 = distinct !DILexicalBlock(scope: !164, file: !2, line: 111, column: 5)
!218 = !DILocation(line: 113, column: 5, scope: !112)
!219 = !DILocation(line: 114, column: 12, scope: !112)
!220 = !DILocation(line: 115, column: 1, scope: !112)
!221 = !DISubprogram(name: "printf", scope: !222, file: !222, line: 356, type: !223, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!222 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!223 = !DISubroutineType(types: !224)
!224 = !{!115, !225, null}
!225 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !153)
!226 = !DISubprogram(name: "getenv", scope: !227, file: !227, line: 654, type: !228, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!227 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!228 = !DISubroutineType(types: !229)
!229 = !{!230, !153}
!230 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
