; ModuleID = 'exit_main_bad.c'
source_filename = "exit_main_bad.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main_gone = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [11 x i8] c"!main_gone\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [16 x i8] c"exit_main_bad.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !16

; Function Attrs: noreturn nounwind uwtable
define dso_local noalias noundef nonnull ptr @worker(ptr nocapture readnone %0) #0 !dbg !31 {
    #dbg_value(ptr poison, !36, !DIExpression(), !37)
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 11, ptr noundef nonnull @__PRETTY_FUNCTION__.worker) #5, !dbg !38
  unreachable, !dbg !38
}

; Function Attrs: noreturn nounwind
declare !dbg !41 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !47 {
  %1 = alloca i64, align 8, !DIAssignID !55
    #dbg_assign(i1 undef, !51, !DIExpression(), !55, ptr %1, !DIExpression(), !56)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6, !dbg !57
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #6, !dbg !58
  store i32 1, ptr @main_gone, align 4, !dbg !59, !tbaa !60
  call void @pthread_exit(ptr noundef null) #5, !dbg !64
  unreachable, !dbg !64
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !65 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn
declare !dbg !85 void @pthread_exit(ptr noundef) local_unnamed_addr #4

attributes #0 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!23, !24, !25, !26, !27, !28, !29}
!llvm.ident = !{!30}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "main_gone", scope: !2, file: !3, line: 6, type: !22, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "exit_main_bad.c", directory: ".", checksumkind: CSK_MD5, checksum: "216d46ed7565c419207b189e18c27fb5")
!4 = !{!5, !11, !16, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 11, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 88, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 11)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 11, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 16)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 11, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 168, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !{i32 7, !"Dwarf Version", i32 5}
!24 = !{i32 2, !"Debug Info Version", i32 3}
!25 = !{i32 1, !"wchar_size", i32 4}
!26 = !{i32 8, !"PIC Level", i32 2}
!27 = !{i32 7, !"PIE Level", i32 2}
!28 = !{i32 7, !"uwtable", i32 2}
!29 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!30 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!31 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 8, type: !32, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !35)
!32 = !DISubroutineType(types: !33)
!33 = !{!34, !34}
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!35 = !{!36}
!36 = !DILocalVariable(name: "arg", arg: 1, scope: !31, file: !3, line: 8, type: !34)
!37 = !DILocation(line: 0, scope: !31)
!38 = !DILocation(line: 11, column: 3, scope: !39)
!39 = distinct !DILexicalBlock(scope: !40, file: !3, line: 11, column: 3)
!40 = distinct !DILexicalBlock(scope: !31, file: !3, line: 11, column: 3)
!41 = !DISubprogram(name: "__assert_fail", scope: !42, file: !42, line: 69, type: !43, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!42 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!43 = !DISubroutineType(types: !44)
!44 = !{null, !45, !45, !46, !45}
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!46 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!47 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 15, type: !48, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !50)
!48 = !DISubroutineType(types: !49)
!49 = !{!22}
!50 = !{!51}
!51 = !DILocalVariable(name: "t", scope: !47, file: !3, line: 16, type: !52)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !53, line: 27, baseType: !54)
!53 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!54 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!55 = distinct !DIAssignID()
!56 = !DILocation(line: 0, scope: !47)
!57 = !DILocation(line: 16, column: 3, scope: !47)
!58 = !DILocation(line: 17, column: 3, scope: !47)
!59 = !DILocation(line: 18, column: 13, scope: !47)
!60 = !{!61, !61, i64 0}
!61 = !{!"int", !62, i64 0}
!62 = !{!"omnipotent char", !63, i64 0}
!63 = !{!"Simple C/C++ TBAA"}
!64 = !DILocation(line: 19, column: 3, scope: !47)
!65 = !DISubprogram(name: "pthread_create", scope: !66, file: !66, line: 202, type: !67, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!66 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!67 = !DISubroutineType(types: !68)
!68 = !{!22, !69, !71, !83, !84}
!69 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !70)
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!71 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !72)
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 64)
!73 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !74)
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !53, line: 62, baseType: !75)
!75 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !53, line: 56, size: 448, elements: !76)
!76 = !{!77, !81}
!77 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !75, file: !53, line: 58, baseType: !78, size: 448)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !79)
!79 = !{!80}
!80 = !DISubrange(count: 56)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !75, file: !53, line: 59, baseType: !82, size: 64)
!82 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!84 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !34)
!85 = !DISubprogram(name: "pthread_exit", scope: !66, file: !66, line: 211, type: !86, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!86 = !DISubroutineType(types: !87)
!87 = !{null, !34}
