; ModuleID = 'null_write.c'
source_filename = "null_write.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !0

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !17 {
  %3 = alloca [4 x i32], align 16, !DIAssignID !32
    #dbg_assign(i1 undef, !26, !DIExpression(), !32, ptr %3, !DIExpression(), !33)
    #dbg_value(i32 %0, !24, !DIExpression(), !33)
    #dbg_value(ptr %1, !25, !DIExpression(), !33)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #5, !dbg !34
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %3, i8 0, i64 16, i1 false), !dbg !35, !DIAssignID !36
    #dbg_assign(i8 0, !26, !DIExpression(), !36, ptr %3, !DIExpression(), !33)
    #dbg_value(ptr null, !28, !DIExpression(), !33)
    #dbg_value(i32 0, !30, !DIExpression(), !37)
  %4 = add nsw i32 %0, 10
    #dbg_value(i32 0, !30, !DIExpression(), !37)
    #dbg_value(ptr null, !28, !DIExpression(), !33)
    #dbg_value(i64 0, !30, !DIExpression(), !37)
    #dbg_value(ptr null, !28, !DIExpression(), !33)
  %5 = icmp eq i32 %4, 0, !dbg !38
  %6 = select i1 %5, ptr %3, ptr null, !dbg !41
    #dbg_value(ptr %6, !28, !DIExpression(), !33)
    #dbg_value(i64 1, !30, !DIExpression(), !37)
  %7 = icmp eq i32 %4, 1, !dbg !38
  %8 = getelementptr inbounds i8, ptr %3, i64 4, !dbg !41
  %9 = select i1 %7, ptr %8, ptr %6, !dbg !41
    #dbg_value(ptr %9, !28, !DIExpression(), !33)
    #dbg_value(i64 2, !30, !DIExpression(), !37)
  %10 = icmp eq i32 %4, 2, !dbg !38
  %11 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !41
  %12 = select i1 %10, ptr %11, ptr %9, !dbg !41
    #dbg_value(ptr %12, !28, !DIExpression(), !33)
    #dbg_value(i64 3, !30, !DIExpression(), !37)
  %13 = icmp eq i32 %4, 3, !dbg !38
  %14 = getelementptr inbounds i8, ptr %3, i64 12, !dbg !41
  %15 = select i1 %13, ptr %14, ptr %12, !dbg !41
    #dbg_value(ptr %15, !28, !DIExpression(), !33)
    #dbg_value(i64 4, !30, !DIExpression(), !37)
  call fastcc void @set_flag(ptr noundef %15), !dbg !42
  %16 = load i32, ptr %3, align 16, !dbg !43, !tbaa !44
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %16), !dbg !48
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #5, !dbg !49
  ret i32 0, !dbg !50
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @set_flag(ptr nocapture noundef writeonly %0) unnamed_addr #3 !dbg !51 {
    #dbg_value(ptr %0, !55, !DIExpression(), !56)
  store i32 1, ptr %0, align 4, !dbg !57, !tbaa !44
  ret void, !dbg !58
}

; Function Attrs: nofree nounwind
declare !dbg !59 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "null_write.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "0cdd96b8796fd361f62d803a213a9b27")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
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
!23 = !{!24, !25, !26, !28, !30}
!24 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !2, line: 10, type: !20)
!25 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !2, line: 10, type: !21)
!26 = !DILocalVariable(name: "flags", scope: !17, file: !2, line: 12, type: !27)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 128, elements: !5)
!28 = !DILocalVariable(name: "slot", scope: !17, file: !2, line: 13, type: !29)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!30 = !DILocalVariable(name: "i", scope: !31, file: !2, line: 14, type: !20)
!31 = distinct !DILexicalBlock(scope: !17, file: !2, line: 14, column: 3)
!32 = distinct !DIAssignID()
!33 = !DILocation(line: 0, scope: !17)
!34 = !DILocation(line: 12, column: 3, scope: !17)
!35 = !DILocation(line: 12, column: 7, scope: !17)
!36 = distinct !DIAssignID()
!37 = !DILocation(line: 0, scope: !31)
!38 = !DILocation(line: 15, column: 11, scope: !39)
!39 = distinct !DILexicalBlock(scope: !40, file: !2, line: 15, column: 9)
!40 = distinct !DILexicalBlock(scope: !31, file: !2, line: 14, column: 3)
!41 = !DILocation(line: 15, column: 9, scope: !40)
!42 = !DILocation(line: 17, column: 3, scope: !17)
!43 = !DILocation(line: 18, column: 18, scope: !17)
!44 = !{!45, !45, i64 0}
!45 = !{!"int", !46, i64 0}
!46 = !{!"omnipotent char", !47, i64 0}
!47 = !{!"Simple C/C++ TBAA"}
!48 = !DILocation(line: 18, column: 3, scope: !17)
!49 = !DILocation(line: 20, column: 1, scope: !17)
!50 = !DILocation(line: 19, column: 3, scope: !17)
!51 = distinct !DISubprogram(name: "set_flag", scope: !2, file: !2, line: 6, type: !52, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !54)
!52 = !DISubroutineType(types: !53)
!53 = !{null, !29}
!54 = !{!55}
!55 = !DILocalVariable(name: "flag", arg: 1, scope: !51, file: !2, line: 6, type: !29)
!56 = !DILocation(line: 0, scope: !51)
!57 = !DILocation(line: 7, column: 9, scope: !51)
!58 = !DILocation(line: 8, column: 1, scope: !51)
!59 = !DISubprogram(name: "printf", scope: !60, file: !60, line: 356, type: !61, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!60 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!61 = !DISubroutineType(types: !62)
!62 = !{!20, !63, null}
!63 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !64)
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!65 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
