; ModuleID = 'oob_before_start.c'
source_filename = "oob_before_start.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"scratch %d\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !7

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !22 {
    #dbg_value(i32 %0, !29, !DIExpression(), !34)
    #dbg_value(ptr %1, !30, !DIExpression(), !34)
  %3 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #5, !dbg !35
    #dbg_value(ptr %3, !31, !DIExpression(), !34)
  %4 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #5, !dbg !36
    #dbg_value(ptr %4, !32, !DIExpression(), !34)
  %5 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 16, ptr noundef nonnull @.str, i32 noundef %0) #6, !dbg !37
  %6 = tail call i32 @puts(ptr noundef nonnull dereferenceable(1) %3), !dbg !38
  tail call void @free(ptr noundef %3) #6, !dbg !39
  %7 = sub nsw i32 0, %0, !dbg !40
  tail call fastcc void @set(ptr noundef %4, i32 noundef %7), !dbg !41
  %8 = load i32, ptr %4, align 4, !dbg !42, !tbaa !43
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %8), !dbg !47
  tail call void @free(ptr noundef %4) #6, !dbg !48
  ret i32 0, !dbg !49
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !50 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare !dbg !58 noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !66 noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !69 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @set(ptr nocapture noundef writeonly %0, i32 noundef %1) unnamed_addr #4 !dbg !72 {
    #dbg_value(ptr %0, !76, !DIExpression(), !79)
    #dbg_value(i32 %1, !77, !DIExpression(), !79)
    #dbg_value(i32 7, !78, !DIExpression(), !79)
  %3 = sext i32 %1 to i64, !dbg !80
  %4 = getelementptr inbounds i32, ptr %0, i64 %3, !dbg !80
  store i32 7, ptr %4, align 4, !dbg !81, !tbaa !43
  ret void, !dbg !82
}

; Function Attrs: nofree nounwind
declare !dbg !83 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!12}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "oob_before_start.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "46bddb2935bb73cb4749e2f55e2779e0")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 11)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 4)
!12 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !13, splitDebugInlining: false, nameTableKind: None)
!13 = !{!0, !7}
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 8, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 2}
!20 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!21 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!22 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 10, type: !23, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !28)
!23 = !DISubroutineType(types: !24)
!24 = !{!25, !25, !26}
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!28 = !{!29, !30, !31, !32}
!29 = !DILocalVariable(name: "argc", arg: 1, scope: !22, file: !2, line: 10, type: !25)
!30 = !DILocalVariable(name: "argv", arg: 2, scope: !22, file: !2, line: 10, type: !26)
!31 = !DILocalVariable(name: "scratch", scope: !22, file: !2, line: 12, type: !27)
!32 = !DILocalVariable(name: "a", scope: !22, file: !2, line: 13, type: !33)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!34 = !DILocation(line: 0, scope: !22)
!35 = !DILocation(line: 12, column: 19, scope: !22)
!36 = !DILocation(line: 13, column: 12, scope: !22)
!37 = !DILocation(line: 14, column: 3, scope: !22)
!38 = !DILocation(line: 15, column: 3, scope: !22)
!39 = !DILocation(line: 16, column: 3, scope: !22)
!40 = !DILocation(line: 17, column: 10, scope: !22)
!41 = !DILocation(line: 17, column: 3, scope: !22)
!42 = !DILocation(line: 18, column: 18, scope: !22)
!43 = !{!44, !44, i64 0}
!44 = !{!"int", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C/C++ TBAA"}
!47 = !DILocation(line: 18, column: 3, scope: !22)
!48 = !DILocation(line: 19, column: 3, scope: !22)
!49 = !DILocation(line: 20, column: 3, scope: !22)
!50 = !DISubprogram(name: "malloc", scope: !51, file: !51, line: 553, type: !52, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!51 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!52 = !DISubroutineType(types: !53)
!53 = !{!54, !55}
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !56, line: 18, baseType: !57)
!56 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!57 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!58 = !DISubprogram(name: "snprintf", scope: !59, file: !59, line: 378, type: !60, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!59 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!60 = !DISubroutineType(types: !61)
!61 = !{!25, !62, !55, !63, null}
!62 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !27)
!63 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !64)
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!65 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!66 = !DISubprogram(name: "puts", scope: !59, file: !59, line: 661, type: !67, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!67 = !DISubroutineType(types: !68)
!68 = !{!25, !64}
!69 = !DISubprogram(name: "free", scope: !51, file: !51, line: 568, type: !70, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!70 = !DISubroutineType(types: !71)
!71 = !{null, !54}
!72 = distinct !DISubprogram(name: "set", scope: !2, file: !2, line: 6, type: !73, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !75)
!73 = !DISubroutineType(cc: DW_CC_nocall, types: !74)
!74 = !{null, !33, !25, !25}
!75 = !{!76, !77, !78}
!76 = !DILocalVariable(name: "a", arg: 1, scope: !72, file: !2, line: 6, type: !33)
!77 = !DILocalVariable(name: "i", arg: 2, scope: !72, file: !2, line: 6, type: !25)
!78 = !DILocalVariable(name: "v", arg: 3, scope: !72, file: !2, line: 6, type: !25)
!79 = !DILocation(line: 0, scope: !72)
!80 = !DILocation(line: 7, column: 3, scope: !72)
!81 = !DILocation(line: 7, column: 8, scope: !72)
!82 = !DILocation(line: 8, column: 1, scope: !72)
!83 = !DISubprogram(name: "printf", scope: !59, file: !59, line: 356, type: !84, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!84 = !DISubroutineType(types: !85)
!85 = !{!25, !63, null}
