; ModuleID = 'semaphore_destroyed.c'
source_filename = "semaphore_destroyed.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.sem_t = type { i64, [24 x i8] }

@gone = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@s = dso_local global %union.sem_t zeroinitializer, align 8, !dbg !5

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !30 {
    #dbg_value(ptr poison, !35, !DIExpression(), !36)
  %2 = load atomic i32, ptr @gone seq_cst, align 4, !dbg !37, !tbaa !39
  %3 = icmp eq i32 %2, 0, !dbg !37
  br i1 %3, label %6, label %4, !dbg !42

4:                                                ; preds = %1
  %5 = tail call i32 @sem_post(ptr noundef nonnull @s) #4, !dbg !43
  br label %6, !dbg !43

6:                                                ; preds = %4, %1
  ret ptr null, !dbg !44
}

; Function Attrs: nounwind
declare !dbg !45 i32 @sem_post(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !50 {
  %1 = alloca i64, align 8, !DIAssignID !58
    #dbg_assign(i1 undef, !54, !DIExpression(), !58, ptr %1, !DIExpression(), !59)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #4, !dbg !60
  %2 = tail call i32 @sem_init(ptr noundef nonnull @s, i32 noundef 0, i32 noundef 1) #4, !dbg !61
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #4, !dbg !62
  %4 = call i32 @sem_wait(ptr noundef nonnull @s) #4, !dbg !63
  %5 = call i32 @sem_destroy(ptr noundef nonnull @s) #4, !dbg !64
  store atomic i32 1, ptr @gone seq_cst, align 4, !dbg !65, !tbaa !39
  %6 = load i64, ptr %1, align 8, !dbg !66, !tbaa !67
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null) #4, !dbg !69
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #4, !dbg !70
  ret i32 0, !dbg !71
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !72 i32 @sem_init(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !76 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !95 i32 @sem_wait(ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !96 i32 @sem_destroy(ptr noundef) local_unnamed_addr #1

declare !dbg !97 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!22, !23, !24, !25, !26, !27, !28}
!llvm.ident = !{!29}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "gone", scope: !2, file: !3, line: 10, type: !18, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "semaphore_destroyed.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "f3d16812a14ee5dbd7e13b0875ac0988")
!4 = !{!5, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "s", scope: !2, file: !3, line: 9, type: !7, isLocal: false, isDefinition: true)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "sem_t", file: !8, line: 39, baseType: !9)
!8 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/semaphore.h", directory: "", checksumkind: CSK_MD5, checksum: "f0ec69aef73516c696d526041269f8fd")
!9 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !8, line: 35, size: 256, elements: !10)
!10 = !{!11, !16}
!11 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !9, file: !8, line: 37, baseType: !12, size: 256)
!12 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 256, elements: !14)
!13 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!14 = !{!15}
!15 = !DISubrange(count: 32)
!16 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !9, file: !8, line: 38, baseType: !17, size: 64)
!17 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !19, line: 104, baseType: !20)
!19 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: "", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!20 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !21)
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !{i32 7, !"Dwarf Version", i32 5}
!23 = !{i32 2, !"Debug Info Version", i32 3}
!24 = !{i32 1, !"wchar_size", i32 4}
!25 = !{i32 8, !"PIC Level", i32 2}
!26 = !{i32 7, !"PIE Level", i32 2}
!27 = !{i32 7, !"uwtable", i32 2}
!28 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!29 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!30 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 12, type: !31, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !34)
!31 = !DISubroutineType(types: !32)
!32 = !{!33, !33}
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!34 = !{!35}
!35 = !DILocalVariable(name: "arg", arg: 1, scope: !30, file: !3, line: 12, type: !33)
!36 = !DILocation(line: 0, scope: !30)
!37 = !DILocation(line: 13, column: 7, scope: !38)
!38 = distinct !DILexicalBlock(scope: !30, file: !3, line: 13, column: 7)
!39 = !{!40, !40, i64 0}
!40 = !{!"omnipotent char", !41, i64 0}
!41 = !{!"Simple C/C++ TBAA"}
!42 = !DILocation(line: 13, column: 7, scope: !30)
!43 = !DILocation(line: 14, column: 5, scope: !38)
!44 = !DILocation(line: 15, column: 3, scope: !30)
!45 = !DISubprogram(name: "sem_post", scope: !46, file: !46, line: 103, type: !47, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!46 = !DIFile(filename: "/usr/include/semaphore.h", directory: "", checksumkind: CSK_MD5, checksum: "b4f7b553fe09bd66107d6e44fae0c79f")
!47 = !DISubroutineType(types: !48)
!48 = !{!21, !49}
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!50 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 18, type: !51, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !53)
!51 = !DISubroutineType(types: !52)
!52 = !{!21}
!53 = !{!54}
!54 = !DILocalVariable(name: "t", scope: !50, file: !3, line: 19, type: !55)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !56, line: 27, baseType: !57)
!56 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!57 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!58 = distinct !DIAssignID()
!59 = !DILocation(line: 0, scope: !50)
!60 = !DILocation(line: 19, column: 3, scope: !50)
!61 = !DILocation(line: 20, column: 3, scope: !50)
!62 = !DILocation(line: 21, column: 3, scope: !50)
!63 = !DILocation(line: 22, column: 3, scope: !50)
!64 = !DILocation(line: 23, column: 3, scope: !50)
!65 = !DILocation(line: 24, column: 8, scope: !50)
!66 = !DILocation(line: 25, column: 16, scope: !50)
!67 = !{!68, !68, i64 0}
!68 = !{!"long", !40, i64 0}
!69 = !DILocation(line: 25, column: 3, scope: !50)
!70 = !DILocation(line: 27, column: 1, scope: !50)
!71 = !DILocation(line: 26, column: 3, scope: !50)
!72 = !DISubprogram(name: "sem_init", scope: !46, file: !46, line: 35, type: !73, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!73 = !DISubroutineType(types: !74)
!74 = !{!21, !49, !21, !75}
!75 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!76 = !DISubprogram(name: "pthread_create", scope: !77, file: !77, line: 202, type: !78, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!77 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!78 = !DISubroutineType(types: !79)
!79 = !{!21, !80, !82, !93, !94}
!80 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !81)
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!82 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !83)
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64)
!84 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !85)
!85 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !56, line: 62, baseType: !86)
!86 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !56, line: 56, size: 448, elements: !87)
!87 = !{!88, !92}
!88 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !86, file: !56, line: 58, baseType: !89, size: 448)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 448, elements: !90)
!90 = !{!91}
!91 = !DISubrange(count: 56)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !86, file: !56, line: 59, baseType: !17, size: 64)
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!94 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !33)
!95 = !DISubprogram(name: "sem_wait", scope: !46, file: !46, line: 55, type: !47, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!96 = !DISubprogram(name: "sem_destroy", scope: !46, file: !46, line: 39, type: !47, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!97 = !DISubprogram(name: "pthread_join", scope: !77, file: !77, line: 219, type: !98, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!98 = !DISubroutineType(types: !99)
!99 = !{!21, !55, !100}
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
