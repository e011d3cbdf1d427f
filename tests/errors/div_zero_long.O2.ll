; ModuleID = 'div_zero_long.c'
source_filename = "div_zero_long.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.1 = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1, !dbg !0
@str = private unnamed_addr constant [9 x i8] c"dividing\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !22 {
  %3 = alloca i64, align 8, !DIAssignID !35
    #dbg_assign(i1 undef, !31, !DIExpression(), !35, ptr %3, !DIExpression(), !36)
    #dbg_value(i32 %0, !29, !DIExpression(), !36)
    #dbg_value(ptr %1, !30, !DIExpression(), !36)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3), !dbg !37
  %4 = add nsw i32 %0, -1, !dbg !38
  %5 = sext i32 %4 to i64, !dbg !39
  store volatile i64 %5, ptr %3, align 8, !dbg !40, !tbaa !41, !DIAssignID !45
    #dbg_assign(i64 %5, !31, !DIExpression(), !45, ptr %3, !DIExpression(), !36)
  %6 = sext i32 %0 to i64, !dbg !46
  %7 = mul nsw i64 %6, 1000000000000, !dbg !47
    #dbg_value(i64 %7, !34, !DIExpression(), !36)
  %8 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !48
  %9 = load volatile i64, ptr %3, align 8, !dbg !49, !tbaa !41
  %10 = sdiv i64 %7, %9, !dbg !50
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %10), !dbg !51
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3), !dbg !52
  ret i32 0, !dbg !53
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !54 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "div_zero_long.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "b8c7408ba4fcfdc528534614bd391124")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 5)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !8, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9, !0}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !12)
!12 = !{!13}
!13 = !DISubrange(count: 10)
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 8, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 2}
!20 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!21 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!22 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 5, type: !23, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !28)
!23 = !DISubroutineType(types: !24)
!24 = !{!25, !25, !26}
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!28 = !{!29, !30, !31, !34}
!29 = !DILocalVariable(name: "argc", arg: 1, scope: !22, file: !2, line: 5, type: !25)
!30 = !DILocalVariable(name: "argv", arg: 2, scope: !22, file: !2, line: 5, type: !26)
!31 = !DILocalVariable(name: "d", scope: !22, file: !2, line: 7, type: !32)
!32 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !33)
!33 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!34 = !DILocalVariable(name: "n", scope: !22, file: !2, line: 8, type: !33)
!35 = distinct !DIAssignID()
!36 = !DILocation(line: 0, scope: !22)
!37 = !DILocation(line: 7, column: 3, scope: !22)
!38 = !DILocation(line: 7, column: 26, scope: !22)
!39 = !DILocation(line: 7, column: 21, scope: !22)
!40 = !DILocation(line: 7, column: 17, scope: !22)
!41 = !{!42, !42, i64 0}
!42 = !{!"long", !43, i64 0}
!43 = !{!"omnipotent char", !44, i64 0}
!44 = !{!"Simple C/C++ TBAA"}
!45 = distinct !DIAssignID()
!46 = !DILocation(line: 8, column: 29, scope: !22)
!47 = !DILocation(line: 8, column: 27, scope: !22)
!48 = !DILocation(line: 9, column: 3, scope: !22)
!49 = !DILocation(line: 10, column: 23, scope: !22)
!50 = !DILocation(line: 10, column: 21, scope: !22)
!51 = !DILocation(line: 10, column: 3, scope: !22)
!52 = !DILocation(line: 12, column: 1, scope: !22)
!53 = !DILocation(line: 11, column: 3, scope: !22)
!54 = !DISubprogram(name: "printf", scope: !55, file: !55, line: 356, type: !56, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!55 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!56 = !DISubroutineType(types: !57)
!57 = !{!25, !58, null}
!58 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !59)
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!60 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
