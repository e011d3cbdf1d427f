; ModuleID = 'race.c'
source_filename = "race.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@shared = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @one(ptr nocapture readnone %0) #0 !dbg !14 {
    #dbg_value(ptr poison, !19, !DIExpression(), !20)
  store i32 1, ptr @shared, align 4, !dbg !21, !tbaa !22
  ret ptr null, !dbg !26
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @two(ptr nocapture readnone %0) #0 !dbg !27 {
    #dbg_value(ptr poison, !29, !DIExpression(), !30)
  store i32 2, ptr @shared, align 4, !dbg !31, !tbaa !22
  ret ptr null, !dbg !32
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !33 {
  %1 = alloca i64, align 8, !DIAssignID !42
    #dbg_assign(i1 undef, !37, !DIExpression(), !42, ptr %1, !DIExpression(), !43)
  %2 = alloca i64, align 8, !DIAssignID !44
    #dbg_assign(i1 undef, !41, !DIExpression(), !44, ptr %2, !DIExpression(), !43)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5, !dbg !45
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5, !dbg !45
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @one, ptr noundef null) #5, !dbg !46
  %4 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @two, ptr noundef null) #5, !dbg !47
  %5 = load i64, ptr %1, align 8, !dbg !48, !tbaa !49
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #5, !dbg !51
  %7 = load i64, ptr %2, align 8, !dbg !52, !tbaa !49
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #5, !dbg !53
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5, !dbg !54
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5, !dbg !54
  ret i32 0, !dbg !55
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !56 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !77 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "shared", scope: !2, file: !3, line: 9, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "race.c", directory: ".", checksumkind: CSK_MD5, checksum: "532077818b0a0d9be97aac3139571012")
!4 = !{!0}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 8, !"PIC Level", i32 2}
!10 = !{i32 7, !"PIE Level", i32 2}
!11 = !{i32 7, !"uwtable", i32 2}
!12 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!13 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!14 = distinct !DISubprogram(name: "one", scope: !3, file: !3, line: 11, type: !15, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !18)
!15 = !DISubroutineType(types: !16)
!16 = !{!17, !17}
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!18 = !{!19}
!19 = !DILocalVariable(name: "arg", arg: 1, scope: !14, file: !3, line: 11, type: !17)
!20 = !DILocation(line: 0, scope: !14)
!21 = !DILocation(line: 12, column: 10, scope: !14)
!22 = !{!23, !23, i64 0}
!23 = !{!"int", !24, i64 0}
!24 = !{!"omnipotent char", !25, i64 0}
!25 = !{!"Simple C/C++ TBAA"}
!26 = !DILocation(line: 13, column: 3, scope: !14)
!27 = distinct !DISubprogram(name: "two", scope: !3, file: !3, line: 16, type: !15, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !28)
!28 = !{!29}
!29 = !DILocalVariable(name: "arg", arg: 1, scope: !27, file: !3, line: 16, type: !17)
!30 = !DILocation(line: 0, scope: !27)
!31 = !DILocation(line: 17, column: 10, scope: !27)
!32 = !DILocation(line: 18, column: 3, scope: !27)
!33 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 21, type: !34, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !36)
!34 = !DISubroutineType(types: !35)
!35 = !{!5}
!36 = !{!37, !41}
!37 = !DILocalVariable(name: "a", scope: !33, file: !3, line: 22, type: !38)
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !39, line: 27, baseType: !40)
!39 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!40 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!41 = !DILocalVariable(name: "b", scope: !33, file: !3, line: 22, type: !38)
!42 = distinct !DIAssignID()
!43 = !DILocation(line: 0, scope: !33)
!44 = distinct !DIAssignID()
!45 = !DILocation(line: 22, column: 3, scope: !33)
!46 = !DILocation(line: 23, column: 3, scope: !33)
!47 = !DILocation(line: 24, column: 3, scope: !33)
!48 = !DILocation(line: 25, column: 16, scope: !33)
!49 = !{!50, !50, i64 0}
!50 = !{!"long", !24, i64 0}
!51 = !DILocation(line: 25, column: 3, scope: !33)
!52 = !DILocation(line: 26, column: 16, scope: !33)
!53 = !DILocation(line: 26, column: 3, scope: !33)
!54 = !DILocation(line: 28, column: 1, scope: !33)
!55 = !DILocation(line: 27, column: 3, scope: !33)
!56 = !DISubprogram(name: "pthread_create", scope: !57, file: !57, line: 202, type: !58, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!57 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!58 = !DISubroutineType(types: !59)
!59 = !{!5, !60, !62, !75, !76}
!60 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !61)
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!62 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !63)
!63 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64)
!64 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !65)
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !39, line: 62, baseType: !66)
!66 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !39, line: 56, size: 448, elements: !67)
!67 = !{!68, !73}
!68 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !66, file: !39, line: 58, baseType: !69, size: 448)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !70, size: 448, elements: !71)
!70 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!71 = !{!72}
!72 = !DISubrange(count: 56)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !66, file: !39, line: 59, baseType: !74, size: 64)
!74 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!76 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !17)
!77 = !DISubprogram(name: "pthread_join", scope: !57, file: !57, line: 219, type: !78, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!78 = !DISubroutineType(types: !79)
!79 = !{!5, !38, !80}
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
