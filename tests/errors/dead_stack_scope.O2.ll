; ModuleID = 'dead_stack_scope.c'
source_filename = "dead_stack_scope.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !0

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !17 {
  %3 = alloca ptr, align 8, !DIAssignID !31
    #dbg_assign(i1 undef, !26, !DIExpression(), !31, ptr %3, !DIExpression(), !32)
  %4 = alloca [4 x i32], align 16, !DIAssignID !33
    #dbg_assign(i1 undef, !28, !DIExpression(), !33, ptr %4, !DIExpression(), !34)
    #dbg_value(i32 %0, !24, !DIExpression(), !32)
    #dbg_value(ptr %1, !25, !DIExpression(), !32)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #5, !dbg !35
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #5, !dbg !36
  store i32 %0, ptr %4, align 16, !dbg !37, !tbaa !38, !DIAssignID !42
    #dbg_assign(i32 %0, !28, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !42, ptr %4, !DIExpression(), !34)
  %5 = getelementptr inbounds i8, ptr %4, i64 4, !dbg !37
  store i32 2, ptr %5, align 4, !dbg !37, !tbaa !38, !DIAssignID !43
    #dbg_assign(i32 2, !28, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !43, ptr %5, !DIExpression(), !34)
  %6 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !37
  store i32 3, ptr %6, align 8, !dbg !37, !tbaa !38, !DIAssignID !44
    #dbg_assign(i32 3, !28, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !44, ptr %6, !DIExpression(), !34)
  %7 = getelementptr inbounds i8, ptr %4, i64 12, !dbg !37
  store i32 4, ptr %7, align 4, !dbg !37, !tbaa !38, !DIAssignID !45
    #dbg_assign(i32 4, !28, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !45, ptr %7, !DIExpression(), !34)
  call fastcc void @publish(ptr noundef nonnull %3, ptr noundef nonnull %4), !dbg !46
  %8 = load i32, ptr %5, align 4, !dbg !47, !tbaa !38
  %9 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %8), !dbg !48
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #5, !dbg !49
  %10 = call fastcc i32 @consume(ptr noundef nonnull %3), !dbg !50
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #5, !dbg !51
  ret i32 %10, !dbg !52
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @publish(ptr nocapture noundef writeonly %0, ptr noundef %1) unnamed_addr #2 !dbg !53 {
    #dbg_value(ptr %0, !58, !DIExpression(), !60)
    #dbg_value(ptr %1, !59, !DIExpression(), !60)
  store ptr %1, ptr %0, align 8, !dbg !61, !tbaa !62
  ret void, !dbg !64
}

; Function Attrs: nofree nounwind
declare !dbg !65 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @consume(ptr nocapture noundef readonly %0) unnamed_addr #4 !dbg !72 {
    #dbg_value(ptr %0, !76, !DIExpression(), !77)
  %2 = load ptr, ptr %0, align 8, !dbg !78, !tbaa !62
  %3 = load i32, ptr %2, align 4, !dbg !79, !tbaa !38
  ret i32 %3, !dbg !80
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "dead_stack_scope.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "ddb53dfe7f6bf5d84bbd153c5df27085")
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
!17 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 14, type: !18, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !23)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!23 = !{!24, !25, !26, !28}
!24 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !2, line: 14, type: !20)
!25 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !2, line: 14, type: !21)
!26 = !DILocalVariable(name: "saved", scope: !17, file: !2, line: 16, type: !27)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!28 = !DILocalVariable(name: "local", scope: !29, file: !2, line: 18, type: !30)
!29 = distinct !DILexicalBlock(scope: !17, file: !2, line: 17, column: 3)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 128, elements: !5)
!31 = distinct !DIAssignID()
!32 = !DILocation(line: 0, scope: !17)
!33 = distinct !DIAssignID()
!34 = !DILocation(line: 0, scope: !29)
!35 = !DILocation(line: 16, column: 3, scope: !17)
!36 = !DILocation(line: 18, column: 5, scope: !29)
!37 = !DILocation(line: 18, column: 20, scope: !29)
!38 = !{!39, !39, i64 0}
!39 = !{!"int", !40, i64 0}
!40 = !{!"omnipotent char", !41, i64 0}
!41 = !{!"Simple C/C++ TBAA"}
!42 = distinct !DIAssignID()
!43 = distinct !DIAssignID()
!44 = distinct !DIAssignID()
!45 = distinct !DIAssignID()
!46 = !DILocation(line: 19, column: 5, scope: !29)
!47 = !DILocation(line: 20, column: 20, scope: !29)
!48 = !DILocation(line: 20, column: 5, scope: !29)
!49 = !DILocation(line: 21, column: 3, scope: !17)
!50 = !DILocation(line: 22, column: 10, scope: !17)
!51 = !DILocation(line: 23, column: 1, scope: !17)
!52 = !DILocation(line: 22, column: 3, scope: !17)
!53 = distinct !DISubprogram(name: "publish", scope: !2, file: !2, line: 8, type: !54, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !57)
!54 = !DISubroutineType(types: !55)
!55 = !{null, !56, !27}
!56 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!57 = !{!58, !59}
!58 = !DILocalVariable(name: "slot", arg: 1, scope: !53, file: !2, line: 8, type: !56)
!59 = !DILocalVariable(name: "p", arg: 2, scope: !53, file: !2, line: 8, type: !27)
!60 = !DILocation(line: 0, scope: !53)
!61 = !DILocation(line: 8, column: 75, scope: !53)
!62 = !{!63, !63, i64 0}
!63 = !{!"any pointer", !40, i64 0}
!64 = !DILocation(line: 8, column: 80, scope: !53)
!65 = !DISubprogram(name: "printf", scope: !66, file: !66, line: 356, type: !67, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!66 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!67 = !DISubroutineType(types: !68)
!68 = !{!20, !69, null}
!69 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !70)
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 64)
!71 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!72 = distinct !DISubprogram(name: "consume", scope: !2, file: !2, line: 10, type: !73, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !75)
!73 = !DISubroutineType(types: !74)
!74 = !{!20, !56}
!75 = !{!76}
!76 = !DILocalVariable(name: "slot", arg: 1, scope: !72, file: !2, line: 10, type: !56)
!77 = !DILocation(line: 0, scope: !72)
!78 = !DILocation(line: 11, column: 11, scope: !72)
!79 = !DILocation(line: 11, column: 10, scope: !72)
!80 = !DILocation(line: 11, column: 3, scope: !72)
