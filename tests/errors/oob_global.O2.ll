; ModuleID = 'oob_global.c'
source_filename = "oob_global.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@primes = dso_local local_unnamed_addr global [5 x i32] [i32 2, i32 3, i32 5, i32 7, i32 11], align 16, !dbg !0
@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !5

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !23 {
  %3 = alloca i32, align 4, !DIAssignID !33
    #dbg_assign(i1 undef, !31, !DIExpression(), !33, ptr %3, !DIExpression(), !34)
    #dbg_value(i32 %0, !29, !DIExpression(), !34)
    #dbg_value(ptr %1, !30, !DIExpression(), !34)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3), !dbg !35
  %4 = add nsw i32 %0, 4, !dbg !36
  store volatile i32 %4, ptr %3, align 4, !dbg !37, !tbaa !38, !DIAssignID !42
    #dbg_assign(i32 %4, !31, !DIExpression(), !42, ptr %3, !DIExpression(), !34)
  %5 = load volatile i32, ptr %3, align 4, !dbg !43, !tbaa !38
  %6 = sext i32 %5 to i64, !dbg !44
  %7 = getelementptr inbounds [5 x i32], ptr @primes, i64 0, i64 %6, !dbg !44
  %8 = load i32, ptr %7, align 4, !dbg !44, !tbaa !38
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %8), !dbg !45
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3), !dbg !46
  ret i32 0, !dbg !47
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !48 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "primes", scope: !2, file: !3, line: 5, type: !11, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "oob_global.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "07e0218d247f7573225e07b2e663cf5e")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 10, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 32, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 4)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 160, elements: !13)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{!14}
!14 = !DISubrange(count: 5)
!15 = !{i32 7, !"Dwarf Version", i32 5}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 8, !"PIC Level", i32 2}
!19 = !{i32 7, !"PIE Level", i32 2}
!20 = !{i32 7, !"uwtable", i32 2}
!21 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!22 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!23 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 7, type: !24, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !28)
!24 = !DISubroutineType(types: !25)
!25 = !{!12, !12, !26}
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!28 = !{!29, !30, !31}
!29 = !DILocalVariable(name: "argc", arg: 1, scope: !23, file: !3, line: 7, type: !12)
!30 = !DILocalVariable(name: "argv", arg: 2, scope: !23, file: !3, line: 7, type: !26)
!31 = !DILocalVariable(name: "idx", scope: !23, file: !3, line: 9, type: !32)
!32 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !12)
!33 = distinct !DIAssignID()
!34 = !DILocation(line: 0, scope: !23)
!35 = !DILocation(line: 9, column: 3, scope: !23)
!36 = !DILocation(line: 9, column: 24, scope: !23)
!37 = !DILocation(line: 9, column: 16, scope: !23)
!38 = !{!39, !39, i64 0}
!39 = !{!"int", !40, i64 0}
!40 = !{!"omnipotent char", !41, i64 0}
!41 = !{!"Simple C/C++ TBAA"}
!42 = distinct !DIAssignID()
!43 = !DILocation(line: 10, column: 25, scope: !23)
!44 = !DILocation(line: 10, column: 18, scope: !23)
!45 = !DILocation(line: 10, column: 3, scope: !23)
!46 = !DILocation(line: 12, column: 1, scope: !23)
!47 = !DILocation(line: 11, column: 3, scope: !23)
!48 = !DISubprogram(name: "printf", scope: !49, file: !49, line: 356, type: !50, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!49 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!50 = !DISubroutineType(types: !51)
!51 = !{!12, !52, null}
!52 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !53)
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!54 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
