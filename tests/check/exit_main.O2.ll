; ModuleID = 'exit_main.c'
source_filename = "exit_main.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main_gone = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@worker_done = dso_local local_unnamed_addr global i32 0, align 4, !dbg !5

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !16 {
    #dbg_value(ptr poison, !21, !DIExpression(), !22)
  store i32 1, ptr @worker_done, align 4, !dbg !23, !tbaa !24
  ret ptr null, !dbg !28
}

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !29 {
  %1 = alloca i64, align 8, !DIAssignID !37
    #dbg_assign(i1 undef, !33, !DIExpression(), !37, ptr %1, !DIExpression(), !38)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5, !dbg !39
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #5, !dbg !40
  store i32 1, ptr @main_gone, align 4, !dbg !41, !tbaa !24
  call void @pthread_exit(ptr noundef null) #6, !dbg !42
  unreachable, !dbg !42
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !43 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn
declare !dbg !64 void @pthread_exit(ptr noundef) local_unnamed_addr #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "main_gone", scope: !2, file: !3, line: 7, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "exit_main.c", directory: ".", checksumkind: CSK_MD5, checksum: "efb8eff69caebea12a8fe41fabf96a44")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "worker_done", scope: !2, file: !3, line: 8, type: !7, isLocal: false, isDefinition: true)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 8, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 2}
!14 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!15 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!16 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 10, type: !17, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !20)
!17 = !DISubroutineType(types: !18)
!18 = !{!19, !19}
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!20 = !{!21}
!21 = !DILocalVariable(name: "arg", arg: 1, scope: !16, file: !3, line: 10, type: !19)
!22 = !DILocation(line: 0, scope: !16)
!23 = !DILocation(line: 13, column: 15, scope: !16)
!24 = !{!25, !25, i64 0}
!25 = !{!"int", !26, i64 0}
!26 = !{!"omnipotent char", !27, i64 0}
!27 = !{!"Simple C/C++ TBAA"}
!28 = !DILocation(line: 14, column: 3, scope: !16)
!29 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 17, type: !30, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !32)
!30 = !DISubroutineType(types: !31)
!31 = !{!7}
!32 = !{!33}
!33 = !DILocalVariable(name: "t", scope: !29, file: !3, line: 18, type: !34)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !35, line: 27, baseType: !36)
!35 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!36 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!37 = distinct !DIAssignID()
!38 = !DILocation(line: 0, scope: !29)
!39 = !DILocation(line: 18, column: 3, scope: !29)
!40 = !DILocation(line: 19, column: 3, scope: !29)
!41 = !DILocation(line: 20, column: 13, scope: !29)
!42 = !DILocation(line: 21, column: 3, scope: !29)
!43 = !DISubprogram(name: "pthread_create", scope: !44, file: !44, line: 202, type: !45, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!44 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!45 = !DISubroutineType(types: !46)
!46 = !{!7, !47, !49, !62, !63}
!47 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !48)
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!49 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !50)
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!51 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !52)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !35, line: 62, baseType: !53)
!53 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !35, line: 56, size: 448, elements: !54)
!54 = !{!55, !60}
!55 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !53, file: !35, line: 58, baseType: !56, size: 448)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 448, elements: !58)
!57 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!58 = !{!59}
!59 = !DISubrange(count: 56)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !53, file: !35, line: 59, baseType: !61, size: 64)
!61 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!63 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !19)
!64 = !DISubprogram(name: "pthread_exit", scope: !44, file: !44, line: 211, type: !65, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!65 = !DISubroutineType(types: !66)
!66 = !{null, !19}
