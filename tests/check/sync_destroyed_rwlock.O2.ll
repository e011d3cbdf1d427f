; ModuleID = 'sync_destroyed_rwlock.c'
source_filename = "sync_destroyed_rwlock.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_rwlock_t = type { %struct.__pthread_rwlock_arch_t }
%struct.__pthread_rwlock_arch_t = type { i32, i32, i32, i32, i32, i32, i32, i32, i8, [7 x i8], i64, i32 }

@l = dso_local global %union.pthread_rwlock_t zeroinitializer, align 8, !dbg !0
@gone = dso_local local_unnamed_addr global i32 0, align 4, !dbg !8
@x = dso_local local_unnamed_addr global i32 0, align 4, !dbg !14

; Function Attrs: nounwind uwtable
define dso_local ptr @reader(ptr nocapture readnone %0) #0 !dbg !57 {
    #dbg_value(ptr poison, !61, !DIExpression(), !63)
  %2 = load atomic i32, ptr @gone seq_cst, align 4, !dbg !64, !tbaa !66
  %3 = icmp eq i32 %2, 0, !dbg !64
  br i1 %3, label %10, label %4, !dbg !69

4:                                                ; preds = %1
  %5 = tail call i32 @pthread_rwlock_rdlock(ptr noundef nonnull @l) #4, !dbg !70
  %6 = load i32, ptr @x, align 4, !dbg !71, !tbaa !72
    #dbg_value(i32 %6, !62, !DIExpression(), !63)
  %7 = tail call i32 @pthread_rwlock_unlock(ptr noundef nonnull @l) #4, !dbg !74
  %8 = sext i32 %6 to i64, !dbg !75
  %9 = inttoptr i64 %8 to ptr, !dbg !76
  br label %10

10:                                               ; preds = %1, %4
  %11 = phi ptr [ %9, %4 ], [ null, %1 ], !dbg !63
  ret ptr %11, !dbg !77
}

; Function Attrs: nounwind
declare !dbg !78 i32 @pthread_rwlock_rdlock(ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !83 i32 @pthread_rwlock_unlock(ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !84 {
  %1 = alloca i64, align 8, !DIAssignID !90
    #dbg_assign(i1 undef, !88, !DIExpression(), !90, ptr %1, !DIExpression(), !91)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #4, !dbg !92
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @reader, ptr noundef null) #4, !dbg !93
  %3 = call i32 @pthread_rwlock_wrlock(ptr noundef nonnull @l) #4, !dbg !94
  store i32 1, ptr @x, align 4, !dbg !95, !tbaa !72
  %4 = call i32 @pthread_rwlock_unlock(ptr noundef nonnull @l) #4, !dbg !96
  %5 = call i32 @pthread_rwlock_destroy(ptr noundef nonnull @l) #4, !dbg !97
  store atomic i32 1, ptr @gone seq_cst, align 4, !dbg !98, !tbaa !66
  %6 = load i64, ptr %1, align 8, !dbg !99, !tbaa !100
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null) #4, !dbg !102
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #4, !dbg !103
  ret i32 0, !dbg !104
}

; Function Attrs: nounwind
declare !dbg !105 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !120 i32 @pthread_rwlock_wrlock(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !121 i32 @pthread_rwlock_destroy(ptr noundef) local_unnamed_addr #1

declare !dbg !122 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!49, !50, !51, !52, !53, !54, !55}
!llvm.ident = !{!56}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "l", scope: !2, file: !3, line: 9, type: !16, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "sync_destroyed_rwlock.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "860ca5594d4837dd7aaa50110e061422")
!4 = !{!5, !6}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!7 = !{!0, !8, !14}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "gone", scope: !2, file: !3, line: 10, type: !10, isLocal: false, isDefinition: true)
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !11, line: 104, baseType: !12)
!11 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: "", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!12 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !13)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 11, type: !13, isLocal: false, isDefinition: true)
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_rwlock_t", file: !17, line: 91, baseType: !18)
!17 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!18 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !17, line: 86, size: 448, elements: !19)
!19 = !{!20, !43, !48}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !18, file: !17, line: 88, baseType: !21, size: 448)
!21 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_rwlock_arch_t", file: !22, line: 23, size: 448, elements: !23)
!22 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_rwlock.h", directory: "", checksumkind: CSK_MD5, checksum: "2034038f4a99ff6cb7b9de3a3e8c2a8e")
!23 = !{!24, !26, !27, !28, !29, !30, !31, !32, !33, !35, !40, !42}
!24 = !DIDerivedType(tag: DW_TAG_member, name: "__readers", scope: !21, file: !22, line: 25, baseType: !25, size: 32)
!25 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "__writers", scope: !21, file: !22, line: 26, baseType: !25, size: 32, offset: 32)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "__wrphase_futex", scope: !21, file: !22, line: 27, baseType: !25, size: 32, offset: 64)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "__writers_futex", scope: !21, file: !22, line: 28, baseType: !25, size: 32, offset: 96)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "__pad3", scope: !21, file: !22, line: 29, baseType: !25, size: 32, offset: 128)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "__pad4", scope: !21, file: !22, line: 30, baseType: !25, size: 32, offset: 160)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "__cur_writer", scope: !21, file: !22, line: 32, baseType: !13, size: 32, offset: 192)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "__shared", scope: !21, file: !22, line: 33, baseType: !13, size: 32, offset: 224)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__rwelision", scope: !21, file: !22, line: 34, baseType: !34, size: 8, offset: 256)
!34 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "__pad1", scope: !21, file: !22, line: 39, baseType: !36, size: 56, offset: 264)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 56, elements: !38)
!37 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!38 = !{!39}
!39 = !DISubrange(count: 7)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "__pad2", scope: !21, file: !22, line: 42, baseType: !41, size: 64, offset: 320)
!41 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "__flags", scope: !21, file: !22, line: 45, baseType: !25, size: 32, offset: 384)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !18, file: !17, line: 89, baseType: !44, size: 448)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !45, size: 448, elements: !46)
!45 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!46 = !{!47}
!47 = !DISubrange(count: 56)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !18, file: !17, line: 90, baseType: !6, size: 64)
!49 = !{i32 7, !"Dwarf Version", i32 5}
!50 = !{i32 2, !"Debug Info Version", i32 3}
!51 = !{i32 1, !"wchar_size", i32 4}
!52 = !{i32 8, !"PIC Level", i32 2}
!53 = !{i32 7, !"PIE Level", i32 2}
!54 = !{i32 7, !"uwtable", i32 2}
!55 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!56 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!57 = distinct !DISubprogram(name: "reader", scope: !3, file: !3, line: 13, type: !58, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !60)
!58 = !DISubroutineType(types: !59)
!59 = !{!5, !5}
!60 = !{!61, !62}
!61 = !DILocalVariable(name: "arg", arg: 1, scope: !57, file: !3, line: 13, type: !5)
!62 = !DILocalVariable(name: "v", scope: !57, file: !3, line: 17, type: !13)
!63 = !DILocation(line: 0, scope: !57)
!64 = !DILocation(line: 14, column: 8, scope: !65)
!65 = distinct !DILexicalBlock(scope: !57, file: !3, line: 14, column: 7)
!66 = !{!67, !67, i64 0}
!67 = !{!"omnipotent char", !68, i64 0}
!68 = !{!"Simple C/C++ TBAA"}
!69 = !DILocation(line: 14, column: 7, scope: !57)
!70 = !DILocation(line: 16, column: 3, scope: !57)
!71 = !DILocation(line: 17, column: 11, scope: !57)
!72 = !{!73, !73, i64 0}
!73 = !{!"int", !67, i64 0}
!74 = !DILocation(line: 18, column: 3, scope: !57)
!75 = !DILocation(line: 19, column: 18, scope: !57)
!76 = !DILocation(line: 19, column: 10, scope: !57)
!77 = !DILocation(line: 20, column: 1, scope: !57)
!78 = !DISubprogram(name: "pthread_rwlock_rdlock", scope: !79, file: !79, line: 976, type: !80, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!79 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!80 = !DISubroutineType(types: !81)
!81 = !{!13, !82}
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!83 = !DISubprogram(name: "pthread_rwlock_unlock", scope: !79, file: !79, line: 1071, type: !80, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!84 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 22, type: !85, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !87)
!85 = !DISubroutineType(types: !86)
!86 = !{!13}
!87 = !{!88}
!88 = !DILocalVariable(name: "t", scope: !84, file: !3, line: 23, type: !89)
!89 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !17, line: 27, baseType: !41)
!90 = distinct !DIAssignID()
!91 = !DILocation(line: 0, scope: !84)
!92 = !DILocation(line: 23, column: 3, scope: !84)
!93 = !DILocation(line: 24, column: 3, scope: !84)
!94 = !DILocation(line: 25, column: 3, scope: !84)
!95 = !DILocation(line: 26, column: 5, scope: !84)
!96 = !DILocation(line: 27, column: 3, scope: !84)
!97 = !DILocation(line: 28, column: 3, scope: !84)
!98 = !DILocation(line: 29, column: 8, scope: !84)
!99 = !DILocation(line: 30, column: 16, scope: !84)
!100 = !{!101, !101, i64 0}
!101 = !{!"long", !67, i64 0}
!102 = !DILocation(line: 30, column: 3, scope: !84)
!103 = !DILocation(line: 32, column: 1, scope: !84)
!104 = !DILocation(line: 31, column: 3, scope: !84)
!105 = !DISubprogram(name: "pthread_create", scope: !79, file: !79, line: 202, type: !106, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!106 = !DISubroutineType(types: !107)
!107 = !{!13, !108, !110, !118, !119}
!108 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !109)
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !89, size: 64)
!110 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !111)
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !112, size: 64)
!112 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !113)
!113 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !17, line: 62, baseType: !114)
!114 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !17, line: 56, size: 448, elements: !115)
!115 = !{!116, !117}
!116 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !114, file: !17, line: 58, baseType: !44, size: 448)
!117 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !114, file: !17, line: 59, baseType: !6, size: 64)
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!119 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!120 = !DISubprogram(name: "pthread_rwlock_wrlock", scope: !79, file: !79, line: 1023, type: !80, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!121 = !DISubprogram(name: "pthread_rwlock_destroy", scope: !79, file: !79, line: 972, type: !80, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!122 = !DISubprogram(name: "pthread_join", scope: !79, file: !79, line: 219, type: !123, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!123 = !DISubroutineType(types: !124)
!124 = !{!13, !89, !125}
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
