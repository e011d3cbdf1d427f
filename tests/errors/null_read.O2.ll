; ModuleID = 'null_read.c'
source_filename = "null_read.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.entry = type { i32, i32 }

@table = internal unnamed_addr constant [3 x %struct.entry] [%struct.entry { i32 1, i32 10 }, %struct.entry { i32 2, i32 20 }, %struct.entry { i32 3, i32 30 }], align 16, !dbg !0
@str = private unnamed_addr constant [11 x i8] c"looking up\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !27 {
    #dbg_value(i32 %0, !33, !DIExpression(), !37)
    #dbg_value(ptr %1, !34, !DIExpression(), !37)
    #dbg_value(i32 %0, !38, !DIExpression(DW_OP_plus_uconst, 41, DW_OP_stack_value), !48)
    #dbg_value(i64 0, !43, !DIExpression(), !50)
    #dbg_value(i64 0, !43, !DIExpression(), !50)
    #dbg_value(i64 0, !43, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !50)
  switch i32 %0, label %3 [
    i32 -40, label %7
    i32 -39, label %6
  ], !dbg !51

3:                                                ; preds = %2
    #dbg_value(i32 %0, !38, !DIExpression(DW_OP_plus_uconst, 41, DW_OP_stack_value), !48)
    #dbg_value(i64 2, !43, !DIExpression(), !50)
  %4 = icmp eq i32 %0, -38, !dbg !53
    #dbg_value(i64 2, !43, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !50)
  %5 = select i1 %4, ptr getelementptr inbounds (i8, ptr @table, i64 16), ptr null, !dbg !51
  br label %7, !dbg !51

6:                                                ; preds = %2
  br label %7, !dbg !55

7:                                                ; preds = %2, %6, %3
  %8 = phi ptr [ @table, %2 ], [ %5, %3 ], [ getelementptr inbounds (i8, ptr @table, i64 8), %6 ]
    #dbg_value(ptr %8, !35, !DIExpression(), !37)
  %9 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !55
  %10 = getelementptr inbounds i8, ptr %8, i64 4, !dbg !56
  %11 = load i32, ptr %10, align 4, !dbg !56, !tbaa !57
  ret i32 %11, !dbg !62
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!19, !20, !21, !22, !23, !24, !25}
!llvm.ident = !{!26}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 11, type: !11, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "null_read.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "aae2854d00f037329faa5293a87708c9")
!4 = !{!5, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 23, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 96, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 12)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 192, elements: !17)
!12 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "entry", file: !3, line: 6, size: 64, elements: !13)
!13 = !{!14, !16}
!14 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !12, file: !3, line: 7, baseType: !15, size: 32)
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !12, file: !3, line: 8, baseType: !15, size: 32, offset: 32)
!17 = !{!18}
!18 = !DISubrange(count: 3)
!19 = !{i32 7, !"Dwarf Version", i32 5}
!20 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !{i32 1, !"wchar_size", i32 4}
!22 = !{i32 8, !"PIC Level", i32 2}
!23 = !{i32 7, !"PIE Level", i32 2}
!24 = !{i32 7, !"uwtable", i32 2}
!25 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!26 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!27 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 20, type: !28, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !32)
!28 = !DISubroutineType(types: !29)
!29 = !{!15, !15, !30}
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!32 = !{!33, !34, !35}
!33 = !DILocalVariable(name: "argc", arg: 1, scope: !27, file: !3, line: 20, type: !15)
!34 = !DILocalVariable(name: "argv", arg: 2, scope: !27, file: !3, line: 20, type: !30)
!35 = !DILocalVariable(name: "e", scope: !27, file: !3, line: 22, type: !36)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!37 = !DILocation(line: 0, scope: !27)
!38 = !DILocalVariable(name: "key", arg: 1, scope: !39, file: !3, line: 13, type: !15)
!39 = distinct !DISubprogram(name: "lookup", scope: !3, file: !3, line: 13, type: !40, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !42)
!40 = !DISubroutineType(types: !41)
!41 = !{!36, !15}
!42 = !{!38, !43}
!43 = !DILocalVariable(name: "i", scope: !44, file: !3, line: 14, type: !45)
!44 = distinct !DILexicalBlock(scope: !39, file: !3, line: 14, column: 3)
!45 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !46, line: 18, baseType: !47)
!46 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!47 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!48 = !DILocation(line: 0, scope: !39, inlinedAt: !49)
!49 = distinct !DILocation(line: 22, column: 21, scope: !27)
!50 = !DILocation(line: 0, scope: !44, inlinedAt: !49)
!51 = !DILocation(line: 15, column: 9, scope: !52, inlinedAt: !49)
!52 = distinct !DILexicalBlock(scope: !44, file: !3, line: 14, column: 3)
!53 = !DILocation(line: 15, column: 22, scope: !54, inlinedAt: !49)
!54 = distinct !DILexicalBlock(scope: !52, file: !3, line: 15, column: 9)
!55 = !DILocation(line: 23, column: 3, scope: !27)
!56 = !DILocation(line: 24, column: 13, scope: !27)
!57 = !{!58, !59, i64 4}
!58 = !{!"entry", !59, i64 0, !59, i64 4}
!59 = !{!"int", !60, i64 0}
!60 = !{!"omnipotent char", !61, i64 0}
!61 = !{!"Simple C/C++ TBAA"}
!62 = !DILocation(line: 24, column: 3, scope: !27)
