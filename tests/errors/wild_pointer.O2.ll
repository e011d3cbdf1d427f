; ModuleID = 'wild_pointer.c'
source_filename = "wild_pointer.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@str = private unnamed_addr constant [8 x i8] c"writing\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !23 {
  %3 = alloca i64, align 8, !DIAssignID !34
    #dbg_assign(i1 undef, !31, !DIExpression(), !34, ptr %3, !DIExpression(), !35)
    #dbg_value(i32 %0, !29, !DIExpression(), !35)
    #dbg_value(ptr %1, !30, !DIExpression(), !35)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3), !dbg !36
  store volatile i64 140733498807920, ptr %3, align 8, !dbg !37, !tbaa !38, !DIAssignID !42
    #dbg_assign(i64 140733498807920, !31, !DIExpression(), !42, ptr %3, !DIExpression(), !35)
  %4 = sext i32 %0 to i64, !dbg !43
  %5 = shl nsw i64 %4, 3, !dbg !44
  %6 = load volatile i64, ptr %3, align 8, !dbg !45, !tbaa !38
  %7 = add i64 %6, %5, !dbg !45
  store volatile i64 %7, ptr %3, align 8, !dbg !45, !tbaa !38, !DIAssignID !46
    #dbg_assign(i64 %7, !31, !DIExpression(), !46, ptr %3, !DIExpression(), !35)
  %8 = load volatile i64, ptr %3, align 8, !dbg !47, !tbaa !38
  %9 = inttoptr i64 %8 to ptr, !dbg !48
    #dbg_value(ptr %9, !33, !DIExpression(), !35)
  %10 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !49
  store i32 5, ptr %9, align 4, !dbg !50, !tbaa !51
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3), !dbg !53
  ret i32 0, !dbg !54
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !8, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "wild_pointer.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "2c5643e0cac28caeb3c67baf6885e26a")
!2 = !{!3, !6}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !4, line: 90, baseType: !5)
!4 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !{!9}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !1, line: 11, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 72, elements: !13)
!12 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!13 = !{!14}
!14 = !DISubrange(count: 9)
!15 = !{i32 7, !"Dwarf Version", i32 5}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 8, !"PIC Level", i32 2}
!19 = !{i32 7, !"PIE Level", i32 2}
!20 = !{i32 7, !"uwtable", i32 2}
!21 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!22 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!23 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 6, type: !24, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !28)
!24 = !DISubroutineType(types: !25)
!25 = !{!7, !7, !26}
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!28 = !{!29, !30, !31, !33}
!29 = !DILocalVariable(name: "argc", arg: 1, scope: !23, file: !1, line: 6, type: !7)
!30 = !DILocalVariable(name: "argv", arg: 2, scope: !23, file: !1, line: 6, type: !26)
!31 = !DILocalVariable(name: "addr", scope: !23, file: !1, line: 8, type: !32)
!32 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !3)
!33 = !DILocalVariable(name: "p", scope: !23, file: !1, line: 10, type: !6)
!34 = distinct !DIAssignID()
!35 = !DILocation(line: 0, scope: !23)
!36 = !DILocation(line: 8, column: 3, scope: !23)
!37 = !DILocation(line: 8, column: 22, scope: !23)
!38 = !{!39, !39, i64 0}
!39 = !{!"long", !40, i64 0}
!40 = !{!"omnipotent char", !41, i64 0}
!41 = !{!"Simple C/C++ TBAA"}
!42 = distinct !DIAssignID()
!43 = !DILocation(line: 9, column: 11, scope: !23)
!44 = !DILocation(line: 9, column: 27, scope: !23)
!45 = !DILocation(line: 9, column: 8, scope: !23)
!46 = distinct !DIAssignID()
!47 = !DILocation(line: 10, column: 19, scope: !23)
!48 = !DILocation(line: 10, column: 12, scope: !23)
!49 = !DILocation(line: 11, column: 3, scope: !23)
!50 = !DILocation(line: 12, column: 6, scope: !23)
!51 = !{!52, !52, i64 0}
!52 = !{!"int", !40, i64 0}
!53 = !DILocation(line: 14, column: 1, scope: !23)
!54 = !DILocation(line: 13, column: 3, scope: !23)
