; ModuleID = 'invariant_ok.c'
source_filename = "invariant_ok.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local local_unnamed_addr global i32 100, align 4, !dbg !0
@b = dso_local local_unnamed_addr global i32 0, align 4, !dbg !5

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 2) i32 @total_is_100() local_unnamed_addr #0 !dbg !16 {
  %1 = load i32, ptr @a, align 4, !dbg !19, !tbaa !20
  %2 = load i32, ptr @b, align 4, !dbg !24, !tbaa !20
  %3 = add nsw i32 %2, %1, !dbg !25
  %4 = icmp eq i32 %3, 100, !dbg !26
  %5 = zext i1 %4 to i32, !dbg !26
  ret i32 %5, !dbg !27
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 2) i32 @a_in_range() local_unnamed_addr #0 !dbg !28 {
  %1 = load i32, ptr @a, align 4, !dbg !29
  %2 = add i32 %1, -80, !dbg !30
  %3 = icmp ult i32 %2, 21, !dbg !30
  %4 = zext i1 %3 to i32, !dbg !30
  ret i32 %4, !dbg !31
}

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @transfer(ptr nocapture readnone %0) #1 !dbg !32 {
    #dbg_value(ptr poison, !37, !DIExpression(), !38)
  tail call void @__VERIFIER_atomic_begin() #5, !dbg !39
  %2 = load i32, ptr @a, align 4, !dbg !40, !tbaa !20
  %3 = add nsw i32 %2, -10, !dbg !40
  store i32 %3, ptr @a, align 4, !dbg !40, !tbaa !20
  %4 = load i32, ptr @b, align 4, !dbg !41, !tbaa !20
  %5 = add nsw i32 %4, 10, !dbg !41
  store i32 %5, ptr @b, align 4, !dbg !41, !tbaa !20
  tail call void @__VERIFIER_atomic_end() #5, !dbg !42
  ret ptr null, !dbg !43
}

declare !dbg !44 void @__VERIFIER_atomic_begin() local_unnamed_addr #2

declare !dbg !47 void @__VERIFIER_atomic_end() local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !48 {
  %1 = alloca i64, align 8, !DIAssignID !55
    #dbg_assign(i1 undef, !50, !DIExpression(), !55, ptr %1, !DIExpression(), !56)
  %2 = alloca i64, align 8, !DIAssignID !57
    #dbg_assign(i1 undef, !54, !DIExpression(), !57, ptr %2, !DIExpression(), !56)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5, !dbg !58
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5, !dbg !58
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @transfer, ptr noundef null) #5, !dbg !59
  %4 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @transfer, ptr noundef null) #5, !dbg !60
  %5 = load i64, ptr %1, align 8, !dbg !61, !tbaa !62
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #5, !dbg !64
  %7 = load i64, ptr %2, align 8, !dbg !65, !tbaa !62
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #5, !dbg !66
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5, !dbg !67
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5, !dbg !67
  ret i32 0, !dbg !68
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind
declare !dbg !69 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !90 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 9, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "invariant_ok.c", directory: ".", checksumkind: CSK_MD5, checksum: "d6ce126f36dd19a823ef8cfa5715fbbb")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 9, type: !7, isLocal: false, isDefinition: true)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 8, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 2}
!14 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!15 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!16 = distinct !DISubprogram(name: "total_is_100", scope: !3, file: !3, line: 11, type: !17, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!17 = !DISubroutineType(types: !18)
!18 = !{!7}
!19 = !DILocation(line: 12, column: 10, scope: !16)
!20 = !{!21, !21, i64 0}
!21 = !{!"int", !22, i64 0}
!22 = !{!"omnipotent char", !23, i64 0}
!23 = !{!"Simple C/C++ TBAA"}
!24 = !DILocation(line: 12, column: 14, scope: !16)
!25 = !DILocation(line: 12, column: 12, scope: !16)
!26 = !DILocation(line: 12, column: 16, scope: !16)
!27 = !DILocation(line: 12, column: 3, scope: !16)
!28 = distinct !DISubprogram(name: "a_in_range", scope: !3, file: !3, line: 15, type: !17, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!29 = !DILocation(line: 16, column: 10, scope: !28)
!30 = !DILocation(line: 16, column: 18, scope: !28)
!31 = !DILocation(line: 16, column: 3, scope: !28)
!32 = distinct !DISubprogram(name: "transfer", scope: !3, file: !3, line: 19, type: !33, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !36)
!33 = !DISubroutineType(types: !34)
!34 = !{!35, !35}
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!36 = !{!37}
!37 = !DILocalVariable(name: "arg", arg: 1, scope: !32, file: !3, line: 19, type: !35)
!38 = !DILocation(line: 0, scope: !32)
!39 = !DILocation(line: 20, column: 3, scope: !32)
!40 = !DILocation(line: 21, column: 5, scope: !32)
!41 = !DILocation(line: 22, column: 5, scope: !32)
!42 = !DILocation(line: 23, column: 3, scope: !32)
!43 = !DILocation(line: 24, column: 3, scope: !32)
!44 = !DISubprogram(name: "__VERIFIER_atomic_begin", scope: !3, file: !3, line: 6, type: !45, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!45 = !DISubroutineType(types: !46)
!46 = !{null}
!47 = !DISubprogram(name: "__VERIFIER_atomic_end", scope: !3, file: !3, line: 7, type: !45, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!48 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !49)
!49 = !{!50, !54}
!50 = !DILocalVariable(name: "t1", scope: !48, file: !3, line: 28, type: !51)
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !52, line: 27, baseType: !53)
!52 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!53 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!54 = !DILocalVariable(name: "t2", scope: !48, file: !3, line: 28, type: !51)
!55 = distinct !DIAssignID()
!56 = !DILocation(line: 0, scope: !48)
!57 = distinct !DIAssignID()
!58 = !DILocation(line: 28, column: 3, scope: !48)
!59 = !DILocation(line: 29, column: 3, scope: !48)
!60 = !DILocation(line: 30, column: 3, scope: !48)
!61 = !DILocation(line: 31, column: 16, scope: !48)
!62 = !{!63, !63, i64 0}
!63 = !{!"long", !22, i64 0}
!64 = !DILocation(line: 31, column: 3, scope: !48)
!65 = !DILocation(line: 32, column: 16, scope: !48)
!66 = !DILocation(line: 32, column: 3, scope: !48)
!67 = !DILocation(line: 34, column: 1, scope: !48)
!68 = !DILocation(line: 33, column: 3, scope: !48)
!69 = !DISubprogram(name: "pthread_create", scope: !70, file: !70, line: 202, type: !71, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!70 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!71 = !DISubroutineType(types: !72)
!72 = !{!7, !73, !75, !88, !89}
!73 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !74)
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!75 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !76)
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 64)
!77 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !78)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !52, line: 62, baseType: !79)
!79 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !52, line: 56, size: 448, elements: !80)
!80 = !{!81, !86}
!81 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !79, file: !52, line: 58, baseType: !82, size: 448)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !83, size: 448, elements: !84)
!83 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!84 = !{!85}
!85 = !DISubrange(count: 56)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !79, file: !52, line: 59, baseType: !87, size: 64)
!87 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!89 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !35)
!90 = !DISubprogram(name: "pthread_join", scope: !70, file: !70, line: 219, type: !91, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!91 = !DISubroutineType(types: !92)
!92 = !{!7, !51, !93}
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
