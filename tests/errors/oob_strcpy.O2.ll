; ModuleID = 'oob_strcpy.c'
source_filename = "oob_strcpy.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"everybody\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [10 x i8] c"hello %s\0A\00", align 1, !dbg !7

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !19 {
    #dbg_value(i32 %0, !26, !DIExpression(), !28)
    #dbg_value(ptr %1, !27, !DIExpression(), !28)
  %3 = icmp sgt i32 %0, 1, !dbg !29
  br i1 %3, label %4, label %7, !dbg !30

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !31
  %6 = load ptr, ptr %5, align 8, !dbg !31, !tbaa !32
  br label %7, !dbg !30

7:                                                ; preds = %2, %4
  %8 = phi ptr [ %6, %4 ], [ @.str, %2 ], !dbg !30
  tail call fastcc void @greet(ptr noundef %8), !dbg !36
  ret i32 0, !dbg !37
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @greet(ptr nocapture noundef readonly %0) unnamed_addr #1 !dbg !38 {
  %2 = alloca [8 x i8], align 1, !DIAssignID !49
    #dbg_assign(i1 undef, !45, !DIExpression(), !49, ptr %2, !DIExpression(), !50)
    #dbg_value(ptr %0, !44, !DIExpression(), !50)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5, !dbg !51
  %3 = call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %2, ptr noundef nonnull dereferenceable(1) %0) #5, !dbg !52
  %4 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %2), !dbg !53
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5, !dbg !54
  ret void, !dbg !54
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !55 ptr @strcpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare !dbg !61 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "oob_strcpy.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "c6a48df5b50895b83b53407a51d5f627")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 10)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 11, type: !3, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !10, splitDebugInlining: false, nameTableKind: None)
!10 = !{!0, !7}
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 8, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 2}
!17 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!18 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!19 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 14, type: !20, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !25)
!20 = !DISubroutineType(types: !21)
!21 = !{!22, !22, !23}
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!25 = !{!26, !27}
!26 = !DILocalVariable(name: "argc", arg: 1, scope: !19, file: !2, line: 14, type: !22)
!27 = !DILocalVariable(name: "argv", arg: 2, scope: !19, file: !2, line: 14, type: !23)
!28 = !DILocation(line: 0, scope: !19)
!29 = !DILocation(line: 15, column: 14, scope: !19)
!30 = !DILocation(line: 15, column: 9, scope: !19)
!31 = !DILocation(line: 15, column: 20, scope: !19)
!32 = !{!33, !33, i64 0}
!33 = !{!"any pointer", !34, i64 0}
!34 = !{!"omnipotent char", !35, i64 0}
!35 = !{!"Simple C/C++ TBAA"}
!36 = !DILocation(line: 15, column: 3, scope: !19)
!37 = !DILocation(line: 16, column: 3, scope: !19)
!38 = distinct !DISubprogram(name: "greet", scope: !2, file: !2, line: 8, type: !39, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !43)
!39 = !DISubroutineType(types: !40)
!40 = !{null, !41}
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64)
!42 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!43 = !{!44, !45}
!44 = !DILocalVariable(name: "who", arg: 1, scope: !38, file: !2, line: 8, type: !41)
!45 = !DILocalVariable(name: "buf", scope: !38, file: !2, line: 9, type: !46)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 8)
!49 = distinct !DIAssignID()
!50 = !DILocation(line: 0, scope: !38)
!51 = !DILocation(line: 9, column: 3, scope: !38)
!52 = !DILocation(line: 10, column: 3, scope: !38)
!53 = !DILocation(line: 11, column: 3, scope: !38)
!54 = !DILocation(line: 12, column: 1, scope: !38)
!55 = !DISubprogram(name: "strcpy", scope: !56, file: !56, line: 141, type: !57, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!56 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!57 = !DISubroutineType(types: !58)
!58 = !{!24, !59, !60}
!59 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !24)
!60 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !41)
!61 = !DISubprogram(name: "printf", scope: !62, file: !62, line: 356, type: !63, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!62 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!63 = !DISubroutineType(types: !64)
!64 = !{!22, !60, null}
