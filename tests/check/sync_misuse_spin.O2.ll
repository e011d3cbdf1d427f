; ModuleID = 'sync_misuse_spin.c'
source_filename = "sync_misuse_spin.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@s = dso_local global i32 0, align 4, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !24 {
    #dbg_value(ptr poison, !29, !DIExpression(), !30)
  %2 = tail call i32 @pthread_spin_lock(ptr noundef nonnull @s) #4, !dbg !31
  ret ptr null, !dbg !32
}

; Function Attrs: nounwind
declare !dbg !33 i32 @pthread_spin_lock(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !37 {
  %1 = alloca i64, align 8, !DIAssignID !44
    #dbg_assign(i1 undef, !41, !DIExpression(), !44, ptr %1, !DIExpression(), !45)
  %2 = tail call i32 @pthread_spin_init(ptr noundef nonnull @s, i32 noundef 0) #4, !dbg !46
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #4, !dbg !47
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #4, !dbg !48
  %4 = load i64, ptr %1, align 8, !dbg !49, !tbaa !50
  %5 = call i32 @pthread_join(i64 noundef %4, ptr noundef null) #4, !dbg !54
  %6 = call i32 @pthread_spin_unlock(ptr noundef nonnull @s) #4, !dbg !55
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #4, !dbg !56
  ret i32 0, !dbg !57
}

; Function Attrs: nounwind
declare !dbg !58 i32 @pthread_spin_init(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !61 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !81 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !85 i32 @pthread_spin_unlock(ptr noundef) local_unnamed_addr #1

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
!1 = distinct !DIGlobalVariable(name: "s", scope: !2, file: !3, line: 6, type: !12, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !11, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "sync_misuse_spin.c", directory: ".", checksumkind: CSK_MD5, checksum: "f79f6a51f41dd05bdc3741559073811b")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !6, line: 144, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10}
!9 = !DIEnumerator(name: "PTHREAD_PROCESS_PRIVATE", value: 0)
!10 = !DIEnumerator(name: "PTHREAD_PROCESS_SHARED", value: 1)
!11 = !{!0}
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_spinlock_t", file: !13, line: 103, baseType: !14)
!13 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!14 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !15)
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !{i32 7, !"Dwarf Version", i32 5}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 8, !"PIC Level", i32 2}
!20 = !{i32 7, !"PIE Level", i32 2}
!21 = !{i32 7, !"uwtable", i32 2}
!22 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!23 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!24 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 8, type: !25, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !28)
!25 = !DISubroutineType(types: !26)
!26 = !{!27, !27}
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!28 = !{!29}
!29 = !DILocalVariable(name: "arg", arg: 1, scope: !24, file: !3, line: 8, type: !27)
!30 = !DILocation(line: 0, scope: !24)
!31 = !DILocation(line: 9, column: 3, scope: !24)
!32 = !DILocation(line: 10, column: 3, scope: !24)
!33 = !DISubprogram(name: "pthread_spin_lock", scope: !6, file: !6, line: 1238, type: !34, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!34 = !DISubroutineType(types: !35)
!35 = !{!15, !36}
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!37 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 13, type: !38, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !40)
!38 = !DISubroutineType(types: !39)
!39 = !{!15}
!40 = !{!41}
!41 = !DILocalVariable(name: "t", scope: !37, file: !3, line: 15, type: !42)
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !13, line: 27, baseType: !43)
!43 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!44 = distinct !DIAssignID()
!45 = !DILocation(line: 0, scope: !37)
!46 = !DILocation(line: 14, column: 3, scope: !37)
!47 = !DILocation(line: 15, column: 3, scope: !37)
!48 = !DILocation(line: 16, column: 3, scope: !37)
!49 = !DILocation(line: 17, column: 16, scope: !37)
!50 = !{!51, !51, i64 0}
!51 = !{!"long", !52, i64 0}
!52 = !{!"omnipotent char", !53, i64 0}
!53 = !{!"Simple C/C++ TBAA"}
!54 = !DILocation(line: 17, column: 3, scope: !37)
!55 = !DILocation(line: 18, column: 3, scope: !37)
!56 = !DILocation(line: 20, column: 1, scope: !37)
!57 = !DILocation(line: 19, column: 3, scope: !37)
!58 = !DISubprogram(name: "pthread_spin_init", scope: !6, file: !6, line: 1230, type: !59, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!59 = !DISubroutineType(types: !60)
!60 = !{!15, !36, !15}
!61 = !DISubprogram(name: "pthread_create", scope: !6, file: !6, line: 202, type: !62, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!62 = !DISubroutineType(types: !63)
!63 = !{!15, !64, !66, !79, !80}
!64 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !65)
!65 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64)
!66 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !67)
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64)
!68 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !69)
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !13, line: 62, baseType: !70)
!70 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !13, line: 56, size: 448, elements: !71)
!71 = !{!72, !77}
!72 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !70, file: !13, line: 58, baseType: !73, size: 448)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !74, size: 448, elements: !75)
!74 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!75 = !{!76}
!76 = !DISubrange(count: 56)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !70, file: !13, line: 59, baseType: !78, size: 64)
!78 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!80 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !27)
!81 = !DISubprogram(name: "pthread_join", scope: !6, file: !6, line: 219, type: !82, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!82 = !DISubroutineType(types: !83)
!83 = !{!15, !42, !84}
!84 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!85 = !DISubprogram(name: "pthread_spin_unlock", scope: !6, file: !6, line: 1246, type: !34, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
