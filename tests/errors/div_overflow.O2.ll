; ModuleID = 'div_overflow.c'
source_filename = "div_overflow.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.1 = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !0
@str = private unnamed_addr constant [9 x i8] c"dividing\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !22 {
  %3 = alloca i32, align 4, !DIAssignID !34
    #dbg_assign(i1 undef, !31, !DIExpression(), !34, ptr %3, !DIExpression(), !35)
  %4 = alloca i32, align 4, !DIAssignID !36
    #dbg_assign(i1 undef, !33, !DIExpression(), !36, ptr %4, !DIExpression(), !35)
    #dbg_value(i32 %0, !29, !DIExpression(), !35)
    #dbg_value(ptr %1, !30, !DIExpression(), !35)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3), !dbg !37
  store volatile i32 -2147483648, ptr %3, align 4, !dbg !38, !tbaa !39, !DIAssignID !43
    #dbg_assign(i32 -2147483648, !31, !DIExpression(), !43, ptr %3, !DIExpression(), !35)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4), !dbg !44
  %5 = sub nsw i32 0, %0, !dbg !45
  store volatile i32 %5, ptr %4, align 4, !dbg !46, !tbaa !39, !DIAssignID !47
    #dbg_assign(i32 %5, !33, !DIExpression(), !47, ptr %4, !DIExpression(), !35)
  %6 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !48
  %7 = load volatile i32, ptr %3, align 4, !dbg !49, !tbaa !39
  %8 = load volatile i32, ptr %4, align 4, !dbg !50, !tbaa !39
  %9 = sdiv i32 %7, %8, !dbg !51
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %9), !dbg !52
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4), !dbg !53
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3), !dbg !53
  ret i32 0, !dbg !54
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !55 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

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
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 11, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "div_overflow.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "b1327e218935b6f76848c0ef49658bfb")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !8, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9, !0}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !11, isLocal: true, isDefinition: true)
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
!22 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 6, type: !23, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !28)
!23 = !DISubroutineType(types: !24)
!24 = !{!25, !25, !26}
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!28 = !{!29, !30, !31, !33}
!29 = !DILocalVariable(name: "argc", arg: 1, scope: !22, file: !2, line: 6, type: !25)
!30 = !DILocalVariable(name: "argv", arg: 2, scope: !22, file: !2, line: 6, type: !26)
!31 = !DILocalVariable(name: "n", scope: !22, file: !2, line: 8, type: !32)
!32 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !25)
!33 = !DILocalVariable(name: "d", scope: !22, file: !2, line: 9, type: !32)
!34 = distinct !DIAssignID()
!35 = !DILocation(line: 0, scope: !22)
!36 = distinct !DIAssignID()
!37 = !DILocation(line: 8, column: 3, scope: !22)
!38 = !DILocation(line: 8, column: 16, scope: !22)
!39 = !{!40, !40, i64 0}
!40 = !{!"int", !41, i64 0}
!41 = !{!"omnipotent char", !42, i64 0}
!42 = !{!"Simple C/C++ TBAA"}
!43 = distinct !DIAssignID()
!44 = !DILocation(line: 9, column: 3, scope: !22)
!45 = !DILocation(line: 9, column: 20, scope: !22)
!46 = !DILocation(line: 9, column: 16, scope: !22)
!47 = distinct !DIAssignID()
!48 = !DILocation(line: 10, column: 3, scope: !22)
!49 = !DILocation(line: 11, column: 18, scope: !22)
!50 = !DILocation(line: 11, column: 22, scope: !22)
!51 = !DILocation(line: 11, column: 20, scope: !22)
!52 = !DILocation(line: 11, column: 3, scope: !22)
!53 = !DILocation(line: 13, column: 1, scope: !22)
!54 = !DILocation(line: 12, column: 3, scope: !22)
!55 = !DISubprogram(name: "printf", scope: !56, file: !56, line: 356, type: !57, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!56 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!57 = !DISubroutineType(types: !58)
!58 = !{!25, !59, null}
!59 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !60)
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64)
!61 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
