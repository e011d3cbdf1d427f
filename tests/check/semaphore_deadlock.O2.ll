; ModuleID = 'semaphore_deadlock.c'
source_filename = "semaphore_deadlock.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.sem_t = type { i64, [24 x i8] }

@b = dso_local global %union.sem_t zeroinitializer, align 8, !dbg !0
@a = dso_local global %union.sem_t zeroinitializer, align 8, !dbg !5

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @other(ptr nocapture readnone %0) #0 !dbg !26 {
    #dbg_value(ptr poison, !31, !DIExpression(), !32)
  %2 = tail call i32 @sem_wait(ptr noundef nonnull @b) #4, !dbg !33
  %3 = tail call i32 @sem_post(ptr noundef nonnull @a) #4, !dbg !34
  ret ptr null, !dbg !35
}

declare !dbg !36 i32 @sem_wait(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !42 i32 @sem_post(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !43 {
  %1 = alloca i64, align 8, !DIAssignID !51
    #dbg_assign(i1 undef, !47, !DIExpression(), !51, ptr %1, !DIExpression(), !52)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #4, !dbg !53
  %2 = tail call i32 @sem_init(ptr noundef nonnull @a, i32 noundef 0, i32 noundef 0) #4, !dbg !54
  %3 = tail call i32 @sem_init(ptr noundef nonnull @b, i32 noundef 0, i32 noundef 0) #4, !dbg !55
  %4 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @other, ptr noundef null) #4, !dbg !56
  %5 = call i32 @sem_wait(ptr noundef nonnull @a) #4, !dbg !57
  %6 = call i32 @sem_post(ptr noundef nonnull @b) #4, !dbg !58
  %7 = load i64, ptr %1, align 8, !dbg !59, !tbaa !60
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #4, !dbg !64
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #4, !dbg !65
  ret i32 0, !dbg !66
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind
declare !dbg !67 i32 @sem_init(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !71 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !90 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!18, !19, !20, !21, !22, !23, !24}
!llvm.ident = !{!25}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 7, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "semaphore_deadlock.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "90ce97ebc28539a1919e3711a7f1cbd1")
!4 = !{!5, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 7, type: !7, isLocal: false, isDefinition: true)
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
!18 = !{i32 7, !"Dwarf Version", i32 5}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 8, !"PIC Level", i32 2}
!22 = !{i32 7, !"PIE Level", i32 2}
!23 = !{i32 7, !"uwtable", i32 2}
!24 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!25 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!26 = distinct !DISubprogram(name: "other", scope: !3, file: !3, line: 9, type: !27, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !30)
!27 = !DISubroutineType(types: !28)
!28 = !{!29, !29}
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!30 = !{!31}
!31 = !DILocalVariable(name: "arg", arg: 1, scope: !26, file: !3, line: 9, type: !29)
!32 = !DILocation(line: 0, scope: !26)
!33 = !DILocation(line: 10, column: 3, scope: !26)
!34 = !DILocation(line: 11, column: 3, scope: !26)
!35 = !DILocation(line: 12, column: 3, scope: !26)
!36 = !DISubprogram(name: "sem_wait", scope: !37, file: !37, line: 55, type: !38, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!37 = !DIFile(filename: "/usr/include/semaphore.h", directory: "", checksumkind: CSK_MD5, checksum: "b4f7b553fe09bd66107d6e44fae0c79f")
!38 = !DISubroutineType(types: !39)
!39 = !{!40, !41}
!40 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!42 = !DISubprogram(name: "sem_post", scope: !37, file: !37, line: 103, type: !38, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!43 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 15, type: !44, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !46)
!44 = !DISubroutineType(types: !45)
!45 = !{!40}
!46 = !{!47}
!47 = !DILocalVariable(name: "t", scope: !43, file: !3, line: 16, type: !48)
!48 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !49, line: 27, baseType: !50)
!49 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!50 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!51 = distinct !DIAssignID()
!52 = !DILocation(line: 0, scope: !43)
!53 = !DILocation(line: 16, column: 3, scope: !43)
!54 = !DILocation(line: 17, column: 3, scope: !43)
!55 = !DILocation(line: 18, column: 3, scope: !43)
!56 = !DILocation(line: 19, column: 3, scope: !43)
!57 = !DILocation(line: 20, column: 3, scope: !43)
!58 = !DILocation(line: 21, column: 3, scope: !43)
!59 = !DILocation(line: 22, column: 16, scope: !43)
!60 = !{!61, !61, i64 0}
!61 = !{!"long", !62, i64 0}
!62 = !{!"omnipotent char", !63, i64 0}
!63 = !{!"Simple C/C++ TBAA"}
!64 = !DILocation(line: 22, column: 3, scope: !43)
!65 = !DILocation(line: 24, column: 1, scope: !43)
!66 = !DILocation(line: 23, column: 3, scope: !43)
!67 = !DISubprogram(name: "sem_init", scope: !37, file: !37, line: 35, type: !68, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!68 = !DISubroutineType(types: !69)
!69 = !{!40, !41, !40, !70}
!70 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!71 = !DISubprogram(name: "pthread_create", scope: !72, file: !72, line: 202, type: !73, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!72 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!73 = !DISubroutineType(types: !74)
!74 = !{!40, !75, !77, !88, !89}
!75 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !76)
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!77 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !78)
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 64)
!79 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !80)
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !49, line: 62, baseType: !81)
!81 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !49, line: 56, size: 448, elements: !82)
!82 = !{!83, !87}
!83 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !81, file: !49, line: 58, baseType: !84, size: 448)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 448, elements: !85)
!85 = !{!86}
!86 = !DISubrange(count: 56)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !81, file: !49, line: 59, baseType: !17, size: 64)
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!89 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !29)
!90 = !DISubprogram(name: "pthread_join", scope: !72, file: !72, line: 219, type: !91, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!91 = !DISubroutineType(types: !92)
!92 = !{!40, !48, !93}
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
