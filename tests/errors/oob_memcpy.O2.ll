; ModuleID = 'oob_memcpy.c'
source_filename = "oob_memcpy.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"long name!!\00", align 1, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !26 {
    #dbg_value(i32 %0, !33, !DIExpression(), !39)
    #dbg_value(ptr %1, !34, !DIExpression(), !39)
    #dbg_value(ptr @.str, !35, !DIExpression(), !39)
  %3 = sext i32 %0 to i64, !dbg !40
  %4 = add nsw i64 %3, 11, !dbg !41
  %5 = tail call fastcc ptr @copy_name(i64 noundef %4), !dbg !42
    #dbg_value(ptr %5, !38, !DIExpression(), !39)
  %6 = tail call i32 @puts(ptr nonnull dereferenceable(1) %5), !dbg !43
  tail call void @free(ptr noundef %5) #6, !dbg !44
  ret i32 0, !dbg !45
}

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(readwrite, argmem: none) uwtable
define internal fastcc noalias noundef ptr @copy_name(i64 noundef %0) unnamed_addr #1 !dbg !46 {
    #dbg_value(ptr @.str, !50, !DIExpression(), !53)
    #dbg_value(i64 %0, !51, !DIExpression(), !53)
  %2 = tail call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #7, !dbg !54
    #dbg_value(ptr %2, !52, !DIExpression(), !53)
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr nonnull align 1 @.str, i64 %0, i1 false), !dbg !55
  ret ptr %2, !dbg !56
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !57 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !62 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline nounwind willreturn memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }
attributes #7 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!18, !19, !20, !21, !22, !23, !24}
!llvm.ident = !{!25}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "oob_memcpy.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "652350964b2fadf662b29dc42e20ffb8")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 12)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !12, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !10, line: 18, baseType: !11)
!10 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!11 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!12 = !{!0, !13}
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 4)
!18 = !{i32 7, !"Dwarf Version", i32 5}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 8, !"PIC Level", i32 2}
!22 = !{i32 7, !"PIE Level", i32 2}
!23 = !{i32 7, !"uwtable", i32 2}
!24 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!25 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!26 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 14, type: !27, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !32)
!27 = !DISubroutineType(types: !28)
!28 = !{!29, !29, !30}
!29 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!32 = !{!33, !34, !35, !38}
!33 = !DILocalVariable(name: "argc", arg: 1, scope: !26, file: !2, line: 14, type: !29)
!34 = !DILocalVariable(name: "argv", arg: 2, scope: !26, file: !2, line: 14, type: !30)
!35 = !DILocalVariable(name: "s", scope: !26, file: !2, line: 16, type: !36)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!37 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!38 = !DILocalVariable(name: "p", scope: !26, file: !2, line: 17, type: !31)
!39 = !DILocation(line: 0, scope: !26)
!40 = !DILocation(line: 17, column: 38, scope: !26)
!41 = !DILocation(line: 17, column: 36, scope: !26)
!42 = !DILocation(line: 17, column: 13, scope: !26)
!43 = !DILocation(line: 18, column: 3, scope: !26)
!44 = !DILocation(line: 19, column: 3, scope: !26)
!45 = !DILocation(line: 20, column: 3, scope: !26)
!46 = distinct !DISubprogram(name: "copy_name", scope: !2, file: !2, line: 8, type: !47, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !49)
!47 = !DISubroutineType(cc: DW_CC_nocall, types: !48)
!48 = !{!31, !36, !9}
!49 = !{!50, !51, !52}
!50 = !DILocalVariable(name: "name", arg: 1, scope: !46, file: !2, line: 8, type: !36)
!51 = !DILocalVariable(name: "len", arg: 2, scope: !46, file: !2, line: 8, type: !9)
!52 = !DILocalVariable(name: "p", scope: !46, file: !2, line: 9, type: !31)
!53 = !DILocation(line: 0, scope: !46)
!54 = !DILocation(line: 9, column: 13, scope: !46)
!55 = !DILocation(line: 10, column: 3, scope: !46)
!56 = !DILocation(line: 11, column: 3, scope: !46)
!57 = !DISubprogram(name: "free", scope: !58, file: !58, line: 568, type: !59, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!58 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!59 = !DISubroutineType(types: !60)
!60 = !{null, !61}
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!62 = !DISubprogram(name: "malloc", scope: !58, file: !58, line: 553, type: !63, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!63 = !DISubroutineType(types: !64)
!64 = !{!61, !9}
