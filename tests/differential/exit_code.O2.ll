; ModuleID = 'exit_code.c'
source_filename = "exit_code.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.1 = private unnamed_addr constant [18 x i8] c"a line on stderr\0A\00", align 1, !dbg !0
@stderr = external local_unnamed_addr global ptr, align 8
@.str.2 = private unnamed_addr constant [17 x i8] c"depth %d acc %u\0A\00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [22 x i8] c"leaving via exit(%u)\0A\00", align 1, !dbg !12
@str = private unnamed_addr constant [6 x i8] c"start\00", align 1
@str.5 = private unnamed_addr constant [14 x i8] c"never printed\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !42 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !45
  %2 = load ptr, ptr @stderr, align 8, !dbg !46, !tbaa !47
  %3 = tail call i64 @fwrite(ptr nonnull @.str.1, i64 17, i64 1, ptr %2) #4, !dbg !51
  tail call fastcc void @descend(i32 noundef 0, i32 noundef 1), !dbg !52
  ret i32 0, !dbg !53
}

; Function Attrs: nofree nounwind
declare !dbg !54 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal fastcc void @descend(i32 noundef %0, i32 noundef %1) unnamed_addr #0 !dbg !61 {
    #dbg_value(i32 %0, !65, !DIExpression(), !68)
    #dbg_value(i32 6, !66, !DIExpression(), !68)
    #dbg_value(i32 %1, !67, !DIExpression(), !68)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %0, i32 noundef %1), !dbg !69
  %4 = icmp eq i32 %0, 6, !dbg !70
  br i1 %4, label %5, label %9, !dbg !72

5:                                                ; preds = %2
  %6 = urem i32 %1, 50, !dbg !73
  %7 = add nuw nsw i32 %6, 7, !dbg !75
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %7), !dbg !76
  tail call void @exit(i32 noundef %7) #5, !dbg !77
  unreachable, !dbg !77

9:                                                ; preds = %2
  %10 = add nuw nsw i32 %0, 1, !dbg !78
  %11 = mul i32 %1, 31, !dbg !79
  %12 = add i32 %11, %0, !dbg !80
  tail call fastcc void @descend(i32 noundef %10, i32 noundef %12), !dbg !81
  %13 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.5), !dbg !82
  ret void, !dbg !83
}

; Function Attrs: noreturn nounwind
declare !dbg !84 void @exit(i32 noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i64 @fwrite(ptr nocapture noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { cold }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!17}
!llvm.module.flags = !{!34, !35, !36, !37, !38, !39, !40}
!llvm.ident = !{!41}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "exit_code.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "98760c7c4e874d79824ff4cadea3fbfc")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 18)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 17)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 22)
!17 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !18, globals: !21, splitDebugInlining: false, nameTableKind: None)
!18 = !{!19, !20}
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!21 = !{!22, !0, !7, !12, !27, !32}
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 7)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 15)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(name: "depth_reached", scope: !17, file: !2, line: 6, type: !19, isLocal: true, isDefinition: true)
!34 = !{i32 7, !"Dwarf Version", i32 5}
!35 = !{i32 2, !"Debug Info Version", i32 3}
!36 = !{i32 1, !"wchar_size", i32 4}
!37 = !{i32 8, !"PIC Level", i32 2}
!38 = !{i32 7, !"PIE Level", i32 2}
!39 = !{i32 7, !"uwtable", i32 2}
!40 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!41 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!42 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 21, type: !43, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !17)
!43 = !DISubroutineType(types: !44)
!44 = !{!19}
!45 = !DILocation(line: 22, column: 5, scope: !42)
!46 = !DILocation(line: 23, column: 33, scope: !42)
!47 = !{!48, !48, i64 0}
!48 = !{!"any pointer", !49, i64 0}
!49 = !{!"omnipotent char", !50, i64 0}
!50 = !{!"Simple C/C++ TBAA"}
!51 = !DILocation(line: 23, column: 5, scope: !42)
!52 = !DILocation(line: 24, column: 5, scope: !42)
!53 = !DILocation(line: 25, column: 5, scope: !42)
!54 = !DISubprogram(name: "printf", scope: !55, file: !55, line: 356, type: !56, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!55 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!56 = !DISubroutineType(types: !57)
!57 = !{!19, !58, null}
!58 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !59)
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!60 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!61 = distinct !DISubprogram(name: "descend", scope: !2, file: !2, line: 8, type: !62, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !64)
!62 = !DISubroutineType(cc: DW_CC_nocall, types: !63)
!63 = !{null, !19, !19, !20}
!64 = !{!65, !66, !67}
!65 = !DILocalVariable(name: "depth", arg: 1, scope: !61, file: !2, line: 8, type: !19)
!66 = !DILocalVariable(name: "limit", arg: 2, scope: !61, file: !2, line: 8, type: !19)
!67 = !DILocalVariable(name: "acc", arg: 3, scope: !61, file: !2, line: 8, type: !20)
!68 = !DILocation(line: 0, scope: !61)
!69 = !DILocation(line: 12, column: 5, scope: !61)
!70 = !DILocation(line: 13, column: 15, scope: !71)
!71 = distinct !DILexicalBlock(scope: !61, file: !2, line: 13, column: 9)
!72 = !DILocation(line: 13, column: 9, scope: !61)
!73 = !DILocation(line: 14, column: 46, scope: !74)
!74 = distinct !DILexicalBlock(scope: !71, file: !2, line: 13, column: 25)
!75 = !DILocation(line: 14, column: 51, scope: !74)
!76 = !DILocation(line: 14, column: 9, scope: !74)
!77 = !DILocation(line: 15, column: 9, scope: !74)
!78 = !DILocation(line: 17, column: 19, scope: !61)
!79 = !DILocation(line: 17, column: 35, scope: !61)
!80 = !DILocation(line: 17, column: 40, scope: !61)
!81 = !DILocation(line: 17, column: 5, scope: !61)
!82 = !DILocation(line: 18, column: 5, scope: !61)
!83 = !DILocation(line: 19, column: 1, scope: !61)
!84 = !DISubprogram(name: "exit", scope: !85, file: !85, line: 637, type: !86, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!85 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!86 = !DISubroutineType(types: !87)
!87 = !{null, !19}
