; ModuleID = 'race_free_atomic.c'
source_filename = "race_free_atomic.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@shared = dso_local global i32 0, align 4, !dbg !0

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !17 {
    #dbg_value(ptr poison, !22, !DIExpression(), !23)
  store atomic i32 1, ptr @shared seq_cst, align 4, !dbg !24
  ret ptr null, !dbg !25
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !26 {
  %1 = alloca i64, align 8, !DIAssignID !34
    #dbg_assign(i1 undef, !30, !DIExpression(), !34, ptr %1, !DIExpression(), !35)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5, !dbg !36
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #5, !dbg !37
  %3 = atomicrmw add ptr @shared, i32 1 seq_cst, align 4, !dbg !38
  %4 = load i64, ptr %1, align 8, !dbg !39, !tbaa !40
  %5 = call i32 @pthread_join(i64 noundef %4, ptr noundef null) #5, !dbg !44
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5, !dbg !45
  ret i32 0, !dbg !46
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !47 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !68 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "shared", scope: !2, file: !3, line: 6, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "race_free_atomic.c", directory: ".", checksumkind: CSK_MD5, checksum: "1b687d0faa725557191b9230370a391f")
!4 = !{!0}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !7)
!6 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: ".", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!7 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !8)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 8, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 2}
!15 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!16 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!17 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 8, type: !18, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !21)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20}
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!21 = !{!22}
!22 = !DILocalVariable(name: "arg", arg: 1, scope: !17, file: !3, line: 8, type: !20)
!23 = !DILocation(line: 0, scope: !17)
!24 = !DILocation(line: 9, column: 3, scope: !17)
!25 = !DILocation(line: 10, column: 3, scope: !17)
!26 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 13, type: !27, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !29)
!27 = !DISubroutineType(types: !28)
!28 = !{!8}
!29 = !{!30}
!30 = !DILocalVariable(name: "t", scope: !26, file: !3, line: 14, type: !31)
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !32, line: 27, baseType: !33)
!32 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!33 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!34 = distinct !DIAssignID()
!35 = !DILocation(line: 0, scope: !26)
!36 = !DILocation(line: 14, column: 3, scope: !26)
!37 = !DILocation(line: 15, column: 3, scope: !26)
!38 = !DILocation(line: 16, column: 3, scope: !26)
!39 = !DILocation(line: 17, column: 16, scope: !26)
!40 = !{!41, !41, i64 0}
!41 = !{!"long", !42, i64 0}
!42 = !{!"omnipotent char", !43, i64 0}
!43 = !{!"Simple C/C++ TBAA"}
!44 = !DILocation(line: 17, column: 3, scope: !26)
!45 = !DILocation(line: 19, column: 1, scope: !26)
!46 = !DILocation(line: 18, column: 3, scope: !26)
!47 = !DISubprogram(name: "pthread_create", scope: !48, file: !48, line: 202, type: !49, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!48 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!49 = !DISubroutineType(types: !50)
!50 = !{!8, !51, !53, !66, !67}
!51 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !52)
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!53 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !54)
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!55 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !56)
!56 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !32, line: 62, baseType: !57)
!57 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !32, line: 56, size: 448, elements: !58)
!58 = !{!59, !64}
!59 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !57, file: !32, line: 58, baseType: !60, size: 448)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !61, size: 448, elements: !62)
!61 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!62 = !{!63}
!63 = !DISubrange(count: 56)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !57, file: !32, line: 59, baseType: !65, size: 64)
!65 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!67 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !20)
!68 = !DISubprogram(name: "pthread_join", scope: !48, file: !48, line: 219, type: !69, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!69 = !DISubroutineType(types: !70)
!70 = !{!8, !31, !71}
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
