; ModuleID = 'sync_destroyed_barrier.c'
source_filename = "sync_destroyed_barrier.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_barrier_t = type { i64, [24 x i8] }

@b = dso_local global %union.pthread_barrier_t zeroinitializer, align 8, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !24 {
    #dbg_value(ptr poison, !29, !DIExpression(), !30)
  %2 = tail call i32 @pthread_barrier_wait(ptr noundef nonnull @b) #4, !dbg !31
  ret ptr null, !dbg !32
}

; Function Attrs: nounwind
declare !dbg !33 i32 @pthread_barrier_wait(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !39 {
  %1 = alloca i64, align 8, !DIAssignID !46
    #dbg_assign(i1 undef, !43, !DIExpression(), !46, ptr %1, !DIExpression(), !47)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #4, !dbg !48
  %2 = tail call i32 @pthread_barrier_init(ptr noundef nonnull @b, ptr noundef null, i32 noundef 1) #4, !dbg !49
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #4, !dbg !50
  %4 = call i32 @pthread_barrier_wait(ptr noundef nonnull @b) #4, !dbg !51
  %5 = call i32 @pthread_barrier_destroy(ptr noundef nonnull @b) #4, !dbg !52
  %6 = load i64, ptr %1, align 8, !dbg !53, !tbaa !54
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null) #4, !dbg !58
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #4, !dbg !59
  ret i32 0, !dbg !60
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !61 i32 @pthread_barrier_init(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !77 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !95 i32 @pthread_barrier_destroy(ptr noundef) local_unnamed_addr #1

declare !dbg !96 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!16, !17, !18, !19, !20, !21, !22}
!llvm.ident = !{!23}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 7, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "sync_destroyed_barrier.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "614ee3d187a26a78d56b1cbf4ec7aa1b")
!4 = !{!0}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_barrier_t", file: !6, line: 112, baseType: !7)
!6 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!7 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !6, line: 108, size: 256, elements: !8)
!8 = !{!9, !14}
!9 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !7, file: !6, line: 110, baseType: !10, size: 256)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 256, elements: !12)
!11 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!12 = !{!13}
!13 = !DISubrange(count: 32)
!14 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !7, file: !6, line: 111, baseType: !15, size: 64)
!15 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!16 = !{i32 7, !"Dwarf Version", i32 5}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 8, !"PIC Level", i32 2}
!20 = !{i32 7, !"PIE Level", i32 2}
!21 = !{i32 7, !"uwtable", i32 2}
!22 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!23 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!24 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 9, type: !25, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !28)
!25 = !DISubroutineType(types: !26)
!26 = !{!27, !27}
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!28 = !{!29}
!29 = !DILocalVariable(name: "arg", arg: 1, scope: !24, file: !3, line: 9, type: !27)
!30 = !DILocation(line: 0, scope: !24)
!31 = !DILocation(line: 10, column: 3, scope: !24)
!32 = !DILocation(line: 11, column: 3, scope: !24)
!33 = !DISubprogram(name: "pthread_barrier_wait", scope: !34, file: !34, line: 1264, type: !35, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!34 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!35 = !DISubroutineType(types: !36)
!36 = !{!37, !38}
!37 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!39 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 14, type: !40, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !42)
!40 = !DISubroutineType(types: !41)
!41 = !{!37}
!42 = !{!43}
!43 = !DILocalVariable(name: "t", scope: !39, file: !3, line: 15, type: !44)
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !6, line: 27, baseType: !45)
!45 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!46 = distinct !DIAssignID()
!47 = !DILocation(line: 0, scope: !39)
!48 = !DILocation(line: 15, column: 3, scope: !39)
!49 = !DILocation(line: 16, column: 3, scope: !39)
!50 = !DILocation(line: 17, column: 3, scope: !39)
!51 = !DILocation(line: 18, column: 3, scope: !39)
!52 = !DILocation(line: 19, column: 3, scope: !39)
!53 = !DILocation(line: 20, column: 16, scope: !39)
!54 = !{!55, !55, i64 0}
!55 = !{!"long", !56, i64 0}
!56 = !{!"omnipotent char", !57, i64 0}
!57 = !{!"Simple C/C++ TBAA"}
!58 = !DILocation(line: 20, column: 3, scope: !39)
!59 = !DILocation(line: 22, column: 1, scope: !39)
!60 = !DILocation(line: 21, column: 3, scope: !39)
!61 = !DISubprogram(name: "pthread_barrier_init", scope: !34, file: !34, line: 1254, type: !62, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!62 = !DISubroutineType(types: !63)
!63 = !{!37, !64, !65, !76}
!64 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !38)
!65 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !66)
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 64)
!67 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !68)
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_barrierattr_t", file: !6, line: 118, baseType: !69)
!69 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !6, line: 114, size: 32, elements: !70)
!70 = !{!71, !75}
!71 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !69, file: !6, line: 116, baseType: !72, size: 32)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 32, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 4)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !69, file: !6, line: 117, baseType: !37, size: 32)
!76 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!77 = !DISubprogram(name: "pthread_create", scope: !34, file: !34, line: 202, type: !78, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!78 = !DISubroutineType(types: !79)
!79 = !{!37, !80, !82, !93, !94}
!80 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !81)
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!82 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !83)
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64)
!84 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !85)
!85 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !6, line: 62, baseType: !86)
!86 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !6, line: 56, size: 448, elements: !87)
!87 = !{!88, !92}
!88 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !86, file: !6, line: 58, baseType: !89, size: 448)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 448, elements: !90)
!90 = !{!91}
!91 = !DISubrange(count: 56)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !86, file: !6, line: 59, baseType: !15, size: 64)
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!94 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !27)
!95 = !DISubprogram(name: "pthread_barrier_destroy", scope: !34, file: !34, line: 1260, type: !35, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!96 = !DISubprogram(name: "pthread_join", scope: !34, file: !34, line: 219, type: !97, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!97 = !DISubroutineType(types: !98)
!98 = !{!37, !44, !99}
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
