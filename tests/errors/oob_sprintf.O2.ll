; ModuleID = 'oob_sprintf.c'
source_filename = "oob_sprintf.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"id-%08d\00", align 1, !dbg !0

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !17 {
  %3 = alloca [8 x i8], align 1, !DIAssignID !27
    #dbg_assign(i1 undef, !26, !DIExpression(), !27, ptr %3, !DIExpression(), !28)
    #dbg_value(i32 %0, !24, !DIExpression(), !28)
    #dbg_value(ptr %1, !25, !DIExpression(), !28)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #4, !dbg !29
  %4 = mul nsw i32 %0, 1234, !dbg !30
  call fastcc void @format_id(ptr noundef nonnull %3, i32 noundef %4), !dbg !31
  %5 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %3), !dbg !32
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #4, !dbg !33
  ret i32 0, !dbg !34
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @format_id(ptr nocapture noundef writeonly %0, i32 noundef %1) unnamed_addr #2 !dbg !35 {
    #dbg_value(ptr %0, !39, !DIExpression(), !41)
    #dbg_value(i32 %1, !40, !DIExpression(), !41)
  %3 = tail call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %0, ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %1) #4, !dbg !42
  ret void, !dbg !43
}

; Function Attrs: nofree nounwind
declare !dbg !44 noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !50 noundef i32 @sprintf(ptr noalias nocapture noundef writeonly, ptr nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "oob_sprintf.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "349ffb9eaf75af32cdcc8b568e26bc03")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 8)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !8, splitDebugInlining: false, nameTableKind: None)
!8 = !{!0}
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 8, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 2}
!15 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!16 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!17 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 10, type: !18, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !23)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!23 = !{!24, !25, !26}
!24 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !2, line: 10, type: !20)
!25 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !2, line: 10, type: !21)
!26 = !DILocalVariable(name: "buf", scope: !17, file: !2, line: 12, type: !3)
!27 = distinct !DIAssignID()
!28 = !DILocation(line: 0, scope: !17)
!29 = !DILocation(line: 12, column: 3, scope: !17)
!30 = !DILocation(line: 13, column: 23, scope: !17)
!31 = !DILocation(line: 13, column: 3, scope: !17)
!32 = !DILocation(line: 14, column: 3, scope: !17)
!33 = !DILocation(line: 16, column: 1, scope: !17)
!34 = !DILocation(line: 15, column: 3, scope: !17)
!35 = distinct !DISubprogram(name: "format_id", scope: !2, file: !2, line: 6, type: !36, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !38)
!36 = !DISubroutineType(types: !37)
!37 = !{null, !22, !20}
!38 = !{!39, !40}
!39 = !DILocalVariable(name: "out", arg: 1, scope: !35, file: !2, line: 6, type: !22)
!40 = !DILocalVariable(name: "id", arg: 2, scope: !35, file: !2, line: 6, type: !20)
!41 = !DILocation(line: 0, scope: !35)
!42 = !DILocation(line: 7, column: 3, scope: !35)
!43 = !DILocation(line: 8, column: 1, scope: !35)
!44 = !DISubprogram(name: "puts", scope: !45, file: !45, line: 661, type: !46, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!45 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!46 = !DISubroutineType(types: !47)
!47 = !{!20, !48}
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!49 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!50 = !DISubprogram(name: "sprintf", scope: !45, file: !45, line: 358, type: !51, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!51 = !DISubroutineType(types: !52)
!52 = !{!20, !53, !54, null}
!53 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !22)
!54 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !48)
