; ModuleID = 'dead_stack_return.c'
source_filename = "dead_stack_return.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@str = private unnamed_addr constant [14 x i8] c"got a counter\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !17 {
    #dbg_value(i32 %0, !24, !DIExpression(), !28)
    #dbg_value(ptr %1, !25, !DIExpression(), !28)
  %3 = tail call fastcc ptr @make_counter(), !dbg !29
    #dbg_value(ptr %3, !26, !DIExpression(), !28)
  %4 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !30
  %5 = load i32, ptr %3, align 4, !dbg !31, !tbaa !32
  ret i32 %5, !dbg !36
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nounwind memory(inaccessiblemem: readwrite) uwtable
define internal fastcc ptr @make_counter() unnamed_addr #2 !dbg !37 {
  %1 = alloca i32, align 4, !DIAssignID !45
    #dbg_assign(i1 undef, !42, !DIExpression(), !45, ptr %1, !DIExpression(), !46)
  %2 = alloca ptr, align 8, !DIAssignID !47
    #dbg_assign(i1 undef, !43, !DIExpression(), !47, ptr %2, !DIExpression(), !46)
    #dbg_value(i32 poison, !41, !DIExpression(), !46)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #4, !dbg !48
    #dbg_assign(i32 poison, !42, !DIExpression(), !49, ptr %1, !DIExpression(), !46)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2), !dbg !50
  store volatile ptr %1, ptr %2, align 8, !dbg !51, !tbaa !52, !DIAssignID !54
    #dbg_assign(ptr %1, !43, !DIExpression(), !54, ptr %2, !DIExpression(), !46)
  %3 = load volatile ptr, ptr %2, align 8, !dbg !55, !tbaa !52
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2), !dbg !56
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #4, !dbg !56
  ret ptr %3, !dbg !57
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nounwind memory(inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "dead_stack_return.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "a2e8a2d70436c1993db0b6cb202a0c33")
!2 = !{!3}
!3 = !DIGlobalVariableExpression(var: !4, expr: !DIExpression())
!4 = distinct !DIGlobalVariable(scope: null, file: !1, line: 14, type: !5, isLocal: true, isDefinition: true)
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 120, elements: !7)
!6 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!7 = !{!8}
!8 = !DISubrange(count: 15)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 8, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 2}
!15 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!16 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!17 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 11, type: !18, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !23)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!23 = !{!24, !25, !26}
!24 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !1, line: 11, type: !20)
!25 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !1, line: 11, type: !21)
!26 = !DILocalVariable(name: "c", scope: !17, file: !1, line: 13, type: !27)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!28 = !DILocation(line: 0, scope: !17)
!29 = !DILocation(line: 13, column: 12, scope: !17)
!30 = !DILocation(line: 14, column: 3, scope: !17)
!31 = !DILocation(line: 15, column: 10, scope: !17)
!32 = !{!33, !33, i64 0}
!33 = !{!"int", !34, i64 0}
!34 = !{!"omnipotent char", !35, i64 0}
!35 = !{!"Simple C/C++ TBAA"}
!36 = !DILocation(line: 15, column: 3, scope: !17)
!37 = distinct !DISubprogram(name: "make_counter", scope: !1, file: !1, line: 5, type: !38, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !40)
!38 = !DISubroutineType(cc: DW_CC_nocall, types: !39)
!39 = !{!27, !20}
!40 = !{!41, !42, !43}
!41 = !DILocalVariable(name: "start", arg: 1, scope: !37, file: !1, line: 5, type: !20)
!42 = !DILocalVariable(name: "counter", scope: !37, file: !1, line: 6, type: !20)
!43 = !DILocalVariable(name: "p", scope: !37, file: !1, line: 7, type: !44)
!44 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !27)
!45 = distinct !DIAssignID()
!46 = !DILocation(line: 0, scope: !37)
!47 = distinct !DIAssignID()
!48 = !DILocation(line: 6, column: 3, scope: !37)
!49 = distinct !DIAssignID()
!50 = !DILocation(line: 7, column: 3, scope: !37)
!51 = !DILocation(line: 7, column: 17, scope: !37)
!52 = !{!53, !53, i64 0}
!53 = !{!"any pointer", !34, i64 0}
!54 = distinct !DIAssignID()
!55 = !DILocation(line: 8, column: 10, scope: !37)
!56 = !DILocation(line: 9, column: 1, scope: !37)
!57 = !DILocation(line: 8, column: 3, scope: !37)
