; ModuleID = 'invariant.c'
source_filename = "invariant.c"
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

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @transfer(ptr nocapture readnone %0) #1 !dbg !28 {
    #dbg_value(ptr poison, !33, !DIExpression(), !34)
  %2 = load i32, ptr @a, align 4, !dbg !35, !tbaa !20
  %3 = add nsw i32 %2, -10, !dbg !35
  store i32 %3, ptr @a, align 4, !dbg !35, !tbaa !20
  %4 = load i32, ptr @b, align 4, !dbg !36, !tbaa !20
  %5 = add nsw i32 %4, 10, !dbg !36
  store i32 %5, ptr @b, align 4, !dbg !36, !tbaa !20
  ret ptr null, !dbg !37
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !38 {
  %1 = alloca i64, align 8, !DIAssignID !44
    #dbg_assign(i1 undef, !40, !DIExpression(), !44, ptr %1, !DIExpression(), !45)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6, !dbg !46
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @transfer, ptr noundef null) #6, !dbg !47
  %3 = load i64, ptr %1, align 8, !dbg !48, !tbaa !49
  %4 = call i32 @pthread_join(i64 noundef %3, ptr noundef null) #6, !dbg !51
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6, !dbg !52
  ret i32 0, !dbg !53
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind
declare !dbg !54 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !75 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 9, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "invariant.c", directory: ".", checksumkind: CSK_MD5, checksum: "87ecbc76b4f49397a2c15b94c0bdccfb")
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
!28 = distinct !DISubprogram(name: "transfer", scope: !3, file: !3, line: 15, type: !29, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !32)
!29 = !DISubroutineType(types: !30)
!30 = !{!31, !31}
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!32 = !{!33}
!33 = !DILocalVariable(name: "arg", arg: 1, scope: !28, file: !3, line: 15, type: !31)
!34 = !DILocation(line: 0, scope: !28)
!35 = !DILocation(line: 16, column: 5, scope: !28)
!36 = !DILocation(line: 17, column: 5, scope: !28)
!37 = !DILocation(line: 18, column: 3, scope: !28)
!38 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 21, type: !17, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !39)
!39 = !{!40}
!40 = !DILocalVariable(name: "t", scope: !38, file: !3, line: 22, type: !41)
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !42, line: 27, baseType: !43)
!42 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!43 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!44 = distinct !DIAssignID()
!45 = !DILocation(line: 0, scope: !38)
!46 = !DILocation(line: 22, column: 3, scope: !38)
!47 = !DILocation(line: 23, column: 3, scope: !38)
!48 = !DILocation(line: 24, column: 16, scope: !38)
!49 = !{!50, !50, i64 0}
!50 = !{!"long", !22, i64 0}
!51 = !DILocation(line: 24, column: 3, scope: !38)
!52 = !DILocation(line: 26, column: 1, scope: !38)
!53 = !DILocation(line: 25, column: 3, scope: !38)
!54 = !DISubprogram(name: "pthread_create", scope: !55, file: !55, line: 202, type: !56, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!55 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!56 = !DISubroutineType(types: !57)
!57 = !{!7, !58, !60, !73, !74}
!58 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !59)
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !41, size: 64)
!60 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !61)
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64)
!62 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !63)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !42, line: 62, baseType: !64)
!64 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !42, line: 56, size: 448, elements: !65)
!65 = !{!66, !71}
!66 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !64, file: !42, line: 58, baseType: !67, size: 448)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !68, size: 448, elements: !69)
!68 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!69 = !{!70}
!70 = !DISubrange(count: 56)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !64, file: !42, line: 59, baseType: !72, size: 64)
!72 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!74 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !31)
!75 = !DISubprogram(name: "pthread_join", scope: !55, file: !55, line: 219, type: !76, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!76 = !DISubroutineType(types: !77)
!77 = !{!7, !41, !78}
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
