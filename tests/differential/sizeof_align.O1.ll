; ModuleID = 'sizeof_align.c'
source_filename = "sizeof_align.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [28 x i8] c"%-16s size=%2zu align=%2zu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [5 x i8] c"char\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [6 x i8] c"short\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c"int\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [5 x i8] c"long\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [10 x i8] c"long long\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [6 x i8] c"float\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [7 x i8] c"double\00", align 1, !dbg !31
@.str.8 = private unnamed_addr constant [12 x i8] c"long double\00", align 1, !dbg !36
@.str.9 = private unnamed_addr constant [7 x i8] c"void *\00", align 1, !dbg !41
@.str.10 = private unnamed_addr constant [7 x i8] c"size_t\00", align 1, !dbg !43
@.str.11 = private unnamed_addr constant [6 x i8] c"_Bool\00", align 1, !dbg !45
@.str.12 = private unnamed_addr constant [9 x i8] c"__int128\00", align 1, !dbg !47
@.str.13 = private unnamed_addr constant [9 x i8] c"struct a\00", align 1, !dbg !52
@.str.14 = private unnamed_addr constant [9 x i8] c"struct b\00", align 1, !dbg !54
@.str.15 = private unnamed_addr constant [9 x i8] c"struct c\00", align 1, !dbg !56
@.str.16 = private unnamed_addr constant [9 x i8] c"struct d\00", align 1, !dbg !58
@.str.17 = private unnamed_addr constant [9 x i8] c"struct e\00", align 1, !dbg !60
@.str.18 = private unnamed_addr constant [9 x i8] c"struct f\00", align 1, !dbg !62
@.str.19 = private unnamed_addr constant [9 x i8] c"struct g\00", align 1, !dbg !64
@.str.20 = private unnamed_addr constant [9 x i8] c"struct h\00", align 1, !dbg !66
@.str.21 = private unnamed_addr constant [12 x i8] c"struct flex\00", align 1, !dbg !68
@.str.22 = private unnamed_addr constant [8 x i8] c"union u\00", align 1, !dbg !70
@.str.23 = private unnamed_addr constant [14 x i8] c"struct nested\00", align 1, !dbg !75
@.str.24 = private unnamed_addr constant [12 x i8] c"struct bits\00", align 1, !dbg !80
@.str.25 = private unnamed_addr constant [12 x i8] c"max_align_t\00", align 1, !dbg !82
@.str.26 = private unnamed_addr constant [30 x i8] c"offsets b: c=%zu d=%zu e=%zu\0A\00", align 1, !dbg !84
@.str.27 = private unnamed_addr constant [44 x i8] c"offsets c: c1=%zu c2=%zu s=%zu i=%zu l=%zu\0A\00", align 1, !dbg !89
@.str.28 = private unnamed_addr constant [33 x i8] c"offsets f (packed): i=%zu c=%zu\0A\00", align 1, !dbg !94
@.str.29 = private unnamed_addr constant [24 x i8] c"offsets g: c=%zu i=%zu\0A\00", align 1, !dbg !99
@.str.30 = private unnamed_addr constant [45 x i8] c"offsets nested: inner=%zu inner.e=%zu s=%zu\0A\00", align 1, !dbg !104
@.str.31 = private unnamed_addr constant [23 x i8] c"offset flex items=%zu\0A\00", align 1, !dbg !109
@.str.32 = private unnamed_addr constant [30 x i8] c"arr=%zu arr[0]=%zu elems=%zu\0A\00", align 1, !dbg !114
@.str.33 = private unnamed_addr constant [51 x i8] c"sizeof string literal array=%zu, sizeof \22abc\22=%zu\0A\00", align 1, !dbg !116
@.str.34 = private unnamed_addr constant [37 x i8] c"sizeof expressions: %zu %zu %zu %zu\0A\00", align 1, !dbg !121
@.str.35 = private unnamed_addr constant [35 x i8] c"sizeof aligned_buf=%zu, buf[0]=%d\0A\00", align 1, !dbg !126
@.str.36 = private unnamed_addr constant [30 x i8] c"via offsets: %d %d %d %d %ld\0A\00", align 1, !dbg !131
@.str.37 = private unnamed_addr constant [44 x i8] c"INT8..64 sizes %zu %zu %zu %zu, intptr %zu\0A\00", align 1, !dbg !133

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !155 {
    #dbg_assign(i1 undef, !163, !DIExpression(), !177, ptr poison, !DIExpression(), !178)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.1, i64 noundef 1, i64 noundef 1), !dbg !179
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.2, i64 noundef 2, i64 noundef 2), !dbg !180
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.3, i64 noundef 4, i64 noundef 4), !dbg !181
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.4, i64 noundef 8, i64 noundef 8), !dbg !182
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.5, i64 noundef 8, i64 noundef 8), !dbg !183
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.6, i64 noundef 4, i64 noundef 4), !dbg !184
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.7, i64 noundef 8, i64 noundef 8), !dbg !185
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.8, i64 noundef 16, i64 noundef 16), !dbg !186
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.9, i64 noundef 8, i64 noundef 8), !dbg !187
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.10, i64 noundef 8, i64 noundef 8), !dbg !188
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.11, i64 noundef 1, i64 noundef 1), !dbg !189
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.12, i64 noundef 16, i64 noundef 16), !dbg !190
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.13, i64 noundef 8, i64 noundef 4), !dbg !191
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.14, i64 noundef 24, i64 noundef 8), !dbg !192
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.15, i64 noundef 16, i64 noundef 8), !dbg !193
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.16, i64 noundef 16, i64 noundef 8), !dbg !194
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.17, i64 noundef 3, i64 noundef 1), !dbg !195
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.18, i64 noundef 5, i64 noundef 1), !dbg !196
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.19, i64 noundef 16, i64 noundef 16), !dbg !197
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.20, i64 noundef 32, i64 noundef 16), !dbg !198
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.21, i64 noundef 8, i64 noundef 8), !dbg !199
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.22, i64 noundef 16, i64 noundef 8), !dbg !200
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.23, i64 noundef 40, i64 noundef 8), !dbg !201
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.24, i64 noundef 8, i64 noundef 4), !dbg !202
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.25, i64 noundef 32, i64 noundef 16), !dbg !203
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i64 noundef 0, i64 noundef 8, i64 noundef 16), !dbg !204
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, i64 noundef 0, i64 noundef 1, i64 noundef 2, i64 noundef 4, i64 noundef 8), !dbg !205
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, i64 noundef 0, i64 noundef 4), !dbg !206
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i64 noundef 0, i64 noundef 4), !dbg !207
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.30, i64 noundef 8, i64 noundef 24, i64 noundef 32), !dbg !208
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i64 noundef 8), !dbg !209
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.32, i64 noundef 84, i64 noundef 12, i64 noundef 21), !dbg !210
    #dbg_assign(i1 undef, !163, !DIExpression(), !211, ptr poison, !DIExpression(), !178)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i64 noundef 13, i64 noundef 4), !dbg !212
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i64 noundef 8, i64 noundef 4, i64 noundef 4, i64 noundef 4), !dbg !213
    #dbg_value(i8 1, !167, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !178)
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, i64 noundef 10, i32 noundef 1), !dbg !214
    #dbg_value(i8 1, !168, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !178)
    #dbg_value(i8 2, !168, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !178)
    #dbg_value(i16 3, !168, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !178)
    #dbg_value(i32 4, !168, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !178)
    #dbg_value(i64 5, !168, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !178)
    #dbg_value(ptr undef, !176, !DIExpression(), !178)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i64 noundef 5), !dbg !215
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, i64 noundef 1, i64 noundef 2, i64 noundef 4, i64 noundef 8, i64 noundef 8), !dbg !216
  ret i32 24, !dbg !217
}

; Function Attrs: nofree nounwind
declare !dbg !218 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!135}
!llvm.module.flags = !{!147, !148, !149, !150, !151, !152, !153}
!llvm.ident = !{!154}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "sizeof_align.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "7bba5427d6406ffa6e3c68f81de3133b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 28)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 5)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 6)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 4)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !9, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 10)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !14, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 7)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 12)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !33, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !33, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !14, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 9)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !49, isLocal: true, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !49, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !49, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !49, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !49, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !49, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !49, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !49, isLocal: true, isDefinition: true)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !38, isLocal: true, isDefinition: true)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 8)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !77, isLocal: true, isDefinition: true)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: 14)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !38, isLocal: true, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !38, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !86, isLocal: true, isDefinition: true)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 30)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !91, isLocal: true, isDefinition: true)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 352, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 44)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !96, isLocal: true, isDefinition: true)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !97)
!97 = !{!98}
!98 = !DISubrange(count: 33)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !101, isLocal: true, isDefinition: true)
!101 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !102)
!102 = !{!103}
!103 = !DISubrange(count: 24)
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression())
!105 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !106, isLocal: true, isDefinition: true)
!106 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 360, elements: !107)
!107 = !{!108}
!108 = !DISubrange(count: 45)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !111, isLocal: true, isDefinition: true)
!111 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !112)
!112 = !{!113}
!113 = !DISubrange(count: 23)
!114 = !DIGlobalVariableExpression(var: !115, expr: !DIExpression())
!115 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !86, isLocal: true, isDefinition: true)
!116 = !DIGlobalVariableExpression(var: !117, expr: !DIExpression())
!117 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !118, isLocal: true, isDefinition: true)
!118 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 408, elements: !119)
!119 = !{!120}
!120 = !DISubrange(count: 51)
!121 = !DIGlobalVariableExpression(var: !122, expr: !DIExpression())
!122 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !123, isLocal: true, isDefinition: true)
!123 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 296, elements: !124)
!124 = !{!125}
!125 = !DISubrange(count: 37)
!126 = !DIGlobalVariableExpression(var: !127, expr: !DIExpression())
!127 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !128, isLocal: true, isDefinition: true)
!128 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !129)
!129 = !{!130}
!130 = !DISubrange(count: 35)
!131 = !DIGlobalVariableExpression(var: !132, expr: !DIExpression())
!132 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !86, isLocal: true, isDefinition: true)
!133 = !DIGlobalVariableExpression(var: !134, expr: !DIExpression())
!134 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !91, isLocal: true, isDefinition: true)
!135 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !136, globals: !146, splitDebugInlining: false, nameTableKind: None)
!136 = !{!137, !139, !140, !142, !144, !143}
!137 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !138, size: 64)
!138 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!139 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!140 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !141, size: 64)
!141 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!142 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !143, size: 64)
!143 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!144 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !145, size: 64)
!145 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!146 = !{!0, !7, !12, !17, !22, !24, !29, !31, !36, !41, !43, !45, !47, !52, !54, !56, !58, !60, !62, !64, !66, !68, !70, !75, !80, !82, !84, !89, !94, !99, !104, !109, !114, !116, !121, !126, !131, !133}
!147 = !{i32 7, !"Dwarf Version", i32 5}
!148 = !{i32 2, !"Debug Info Version", i32 3}
!149 = !{i32 1, !"wchar_size", i32 4}
!150 = !{i32 8, !"PIC Level", i32 2}
!151 = !{i32 7, !"PIE Level", i32 2}
!152 = !{i32 7, !"uwtable", i32 2}
!153 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!154 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!155 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 22, type: !156, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !135, retainedNodes: !158)
!156 = !DISubroutineType(types: !157)
!157 = !{!143}
!158 = !{!159, !163, !167, !168, !176}
!159 = !DILocalVariable(name: "arr", scope: !155, file: !2, line: 58, type: !160)
!160 = !DICompositeType(tag: DW_TAG_array_type, baseType: !143, size: 672, elements: !161)
!161 = !{!35, !162}
!162 = !DISubrange(count: 3)
!163 = !DILocalVariable(name: "str", scope: !155, file: !2, line: 61, type: !164)
!164 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !165)
!165 = !{!166}
!166 = !DISubrange(count: 13)
!167 = !DILocalVariable(name: "aligned_buf", scope: !155, file: !2, line: 65, type: !26, align: 256)
!168 = !DILocalVariable(name: "cv", scope: !155, file: !2, line: 69, type: !169)
!169 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "c", file: !2, line: 9, size: 128, elements: !170)
!170 = !{!171, !172, !173, !174, !175}
!171 = !DIDerivedType(tag: DW_TAG_member, name: "c1", scope: !169, file: !2, line: 9, baseType: !4, size: 8)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "c2", scope: !169, file: !2, line: 9, baseType: !4, size: 8, offset: 8)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !169, file: !2, line: 9, baseType: !141, size: 16, offset: 16)
!174 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !169, file: !2, line: 9, baseType: !143, size: 32, offset: 32)
!175 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !169, file: !2, line: 9, baseType: !145, size: 64, offset: 64)
!176 = !DILocalVariable(name: "base", scope: !155, file: !2, line: 70, type: !137)
!177 = distinct !DIAssignID()
!178 = !DILocation(line: 0, scope: !155)
!179 = !DILocation(line: 23, column: 5, scope: !155)
!180 = !DILocation(line: 24, column: 5, scope: !155)
!181 = !DILocation(line: 25, column: 5, scope: !155)
!182 = !DILocation(line: 26, column: 5, scope: !155)
!183 = !DILocation(line: 27, column: 5, scope: !155)
!184 = !DILocation(line: 28, column: 5, scope: !155)
!185 = !DILocation(line: 29, column: 5, scope: !155)
!186 = !DILocation(line: 30, column: 5, scope: !155)
!187 = !DILocation(line: 31, column: 5, scope: !155)
!188 = !DILocation(line: 32, column: 5, scope: !155)
!189 = !DILocation(line: 33, column: 5, scope: !155)
!190 = !DILocation(line: 34, column: 5, scope: !155)
!191 = !DILocation(line: 35, column: 5, scope: !155)
!192 = !DILocation(line: 36, column: 5, scope: !155)
!193 = !DILocation(line: 37, column: 5, scope: !155)
!194 = !DILocation(line: 38, column: 5, scope: !155)
!195 = !DILocation(line: 39, column: 5, scope: !155)
!196 = !DILocation(line: 40, column: 5, scope: !155)
!197 = !DILocation(line: 41, column: 5, scope: !155)
!198 = !DILocation(line: 42, column: 5, scope: !155)
!199 = !DILocation(line: 43, column: 5, scope: !155)
!200 = !DILocation(line: 44, column: 5, scope: !155)
!201 = !DILocation(line: 45, column: 5, scope: !155)
!202 = !DILocation(line: 46, column: 5, scope: !155)
!203 = !DILocation(line: 47, column: 5, scope: !155)
!204 = !DILocation(line: 48, column: 5, scope: !155)
!205 = !DILocation(line: 50, column: 5, scope: !155)
!206 = !DILocation(line: 53, column: 5, scope: !155)
!207 = !DILocation(line: 54, column: 5, scope: !155)
!208 = !DILocation(line: 55, column: 5, scope: !155)
!209 = !DILocation(line: 57, column: 5, scope: !155)
!210 = !DILocation(line: 59, column: 5, scope: !155)
!211 = distinct !DIAssignID()
!212 = !DILocation(line: 62, column: 5, scope: !155)
!213 = !DILocation(line: 63, column: 5, scope: !155)
!214 = !DILocation(line: 67, column: 5, scope: !155)
!215 = !DILocation(line: 71, column: 5, scope: !155)
!216 = !DILocation(line: 74, column: 5, scope: !155)
!217 = !DILocation(line: 76, column: 5, scope: !155)
!218 = !DISubprogram(name: "printf", scope: !219, file: !219, line: 356, type: !220, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!219 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!220 = !DISubroutineType(types: !221)
!221 = !{!143, !222, null}
!222 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !223)
!223 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !224, size: 64)
!224 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
