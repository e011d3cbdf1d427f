; ModuleID = 'dangling_reused_id.c'
source_filename = "dangling_reused_id.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@p = dso_local local_unnamed_addr global ptr null, align 8, !dbg !0

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @g() local_unnamed_addr #0 !dbg !15 {
  %1 = alloca i32, align 4, !DIAssignID !20
    #dbg_assign(i1 undef, !19, !DIExpression(), !20, ptr %1, !DIExpression(), !21)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #4, !dbg !22
    #dbg_assign(i32 1, !19, !DIExpression(), !23, ptr %1, !DIExpression(), !21)
  store ptr %1, ptr @p, align 8, !dbg !24, !tbaa !25
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #4, !dbg !29
  ret void, !dbg !29
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nounwind memory(read, inaccessiblemem: readwrite) uwtable
define dso_local i32 @f() local_unnamed_addr #2 !dbg !30 {
  %1 = alloca i32, align 4, !DIAssignID !36
    #dbg_assign(i1 undef, !34, !DIExpression(), !36, ptr %1, !DIExpression(), !37)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1), !dbg !38
  store volatile i32 7, ptr %1, align 4, !dbg !39, !tbaa !40, !DIAssignID !42
    #dbg_assign(i32 7, !34, !DIExpression(), !42, ptr %1, !DIExpression(), !37)
  %2 = load ptr, ptr @p, align 8, !dbg !43, !tbaa !25
  %3 = load i32, ptr %2, align 4, !dbg !44, !tbaa !40
  %4 = load volatile i32, ptr %1, align 4, !dbg !45, !tbaa !40
  %5 = add nsw i32 %4, %3, !dbg !46
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1), !dbg !47
  ret i32 %5, !dbg !48
}

; Function Attrs: nofree norecurse nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #3 !dbg !49 {
  tail call void @g(), !dbg !50
  %1 = tail call i32 @f(), !dbg !51
  ret i32 %1, !dbg !52
}

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nounwind memory(read, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!7, !8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "p", scope: !2, file: !3, line: 7, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "dangling_reused_id.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "9466d7fe9b057e8661d0da590ee4def8")
!4 = !{!0}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{i32 7, !"Dwarf Version", i32 5}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 8, !"PIC Level", i32 2}
!11 = !{i32 7, !"PIE Level", i32 2}
!12 = !{i32 7, !"uwtable", i32 2}
!13 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!14 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!15 = distinct !DISubprogram(name: "g", scope: !3, file: !3, line: 9, type: !16, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{null}
!18 = !{!19}
!19 = !DILocalVariable(name: "x", scope: !15, file: !3, line: 10, type: !6)
!20 = distinct !DIAssignID()
!21 = !DILocation(line: 0, scope: !15)
!22 = !DILocation(line: 10, column: 3, scope: !15)
!23 = distinct !DIAssignID()
!24 = !DILocation(line: 11, column: 5, scope: !15)
!25 = !{!26, !26, i64 0}
!26 = !{!"any pointer", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C/C++ TBAA"}
!29 = !DILocation(line: 12, column: 1, scope: !15)
!30 = distinct !DISubprogram(name: "f", scope: !3, file: !3, line: 14, type: !31, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !33)
!31 = !DISubroutineType(types: !32)
!32 = !{!6}
!33 = !{!34}
!34 = !DILocalVariable(name: "z", scope: !30, file: !3, line: 15, type: !35)
!35 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !6)
!36 = distinct !DIAssignID()
!37 = !DILocation(line: 0, scope: !30)
!38 = !DILocation(line: 15, column: 3, scope: !30)
!39 = !DILocation(line: 15, column: 16, scope: !30)
!40 = !{!41, !41, i64 0}
!41 = !{!"int", !27, i64 0}
!42 = distinct !DIAssignID()
!43 = !DILocation(line: 16, column: 11, scope: !30)
!44 = !DILocation(line: 16, column: 10, scope: !30)
!45 = !DILocation(line: 16, column: 15, scope: !30)
!46 = !DILocation(line: 16, column: 13, scope: !30)
!47 = !DILocation(line: 17, column: 1, scope: !30)
!48 = !DILocation(line: 16, column: 3, scope: !30)
!49 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 19, type: !31, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!50 = !DILocation(line: 20, column: 3, scope: !49)
!51 = !DILocation(line: 21, column: 10, scope: !49)
!52 = !DILocation(line: 21, column: 3, scope: !49)
