; ModuleID = 'race_read_write.c'
source_filename = "race_read_write.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@p = dso_local local_unnamed_addr global ptr null, align 8, !dbg !0

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local ptr @reader(ptr nocapture readnone %0) #0 !dbg !18 {
    #dbg_value(ptr poison, !22, !DIExpression(), !23)
  %2 = load ptr, ptr @p, align 8, !dbg !24, !tbaa !25
  %3 = load i32, ptr %2, align 4, !dbg !29, !tbaa !30
  %4 = sext i32 %3 to i64, !dbg !32
  %5 = inttoptr i64 %4 to ptr, !dbg !33
  ret ptr %5, !dbg !34
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !35 {
  %1 = alloca i64, align 8, !DIAssignID !43
    #dbg_assign(i1 undef, !39, !DIExpression(), !43, ptr %1, !DIExpression(), !44)
  %2 = tail call noalias dereferenceable_or_null(4) ptr @malloc(i64 noundef 4) #7, !dbg !45
  store ptr %2, ptr @p, align 8, !dbg !46, !tbaa !25
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #8, !dbg !47
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @reader, ptr noundef null) #8, !dbg !48
  %4 = load ptr, ptr @p, align 8, !dbg !49, !tbaa !25
  store i32 1, ptr %4, align 4, !dbg !50, !tbaa !30
  %5 = load i64, ptr %1, align 8, !dbg !51, !tbaa !52
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #8, !dbg !54
  %7 = load ptr, ptr @p, align 8, !dbg !55, !tbaa !25
  call void @free(ptr noundef %7) #8, !dbg !56
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #8, !dbg !57
  ret i32 0, !dbg !58
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !59 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind
declare !dbg !65 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !85 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !89 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!10, !11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "p", scope: !2, file: !3, line: 8, type: !8, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "race_read_write.c", directory: ".", checksumkind: CSK_MD5, checksum: "79c770ecb048bd759b3866244cf86efa")
!4 = !{!5, !6}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!7 = !{!0}
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !{i32 7, !"Dwarf Version", i32 5}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 8, !"PIC Level", i32 2}
!14 = !{i32 7, !"PIE Level", i32 2}
!15 = !{i32 7, !"uwtable", i32 2}
!16 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!17 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!18 = distinct !DISubprogram(name: "reader", scope: !3, file: !3, line: 10, type: !19, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !21)
!19 = !DISubroutineType(types: !20)
!20 = !{!5, !5}
!21 = !{!22}
!22 = !DILocalVariable(name: "arg", arg: 1, scope: !18, file: !3, line: 10, type: !5)
!23 = !DILocation(line: 0, scope: !18)
!24 = !DILocation(line: 11, column: 25, scope: !18)
!25 = !{!26, !26, i64 0}
!26 = !{!"any pointer", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C/C++ TBAA"}
!29 = !DILocation(line: 11, column: 24, scope: !18)
!30 = !{!31, !31, i64 0}
!31 = !{!"int", !27, i64 0}
!32 = !DILocation(line: 11, column: 18, scope: !18)
!33 = !DILocation(line: 11, column: 10, scope: !18)
!34 = !DILocation(line: 11, column: 3, scope: !18)
!35 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 14, type: !36, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !38)
!36 = !DISubroutineType(types: !37)
!37 = !{!9}
!38 = !{!39}
!39 = !DILocalVariable(name: "t", scope: !35, file: !3, line: 16, type: !40)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !41, line: 27, baseType: !42)
!41 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!42 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!43 = distinct !DIAssignID()
!44 = !DILocation(line: 0, scope: !35)
!45 = !DILocation(line: 15, column: 7, scope: !35)
!46 = !DILocation(line: 15, column: 5, scope: !35)
!47 = !DILocation(line: 16, column: 3, scope: !35)
!48 = !DILocation(line: 17, column: 3, scope: !35)
!49 = !DILocation(line: 18, column: 4, scope: !35)
!50 = !DILocation(line: 18, column: 6, scope: !35)
!51 = !DILocation(line: 19, column: 16, scope: !35)
!52 = !{!53, !53, i64 0}
!53 = !{!"long", !27, i64 0}
!54 = !DILocation(line: 19, column: 3, scope: !35)
!55 = !DILocation(line: 20, column: 8, scope: !35)
!56 = !DILocation(line: 20, column: 3, scope: !35)
!57 = !DILocation(line: 22, column: 1, scope: !35)
!58 = !DILocation(line: 21, column: 3, scope: !35)
!59 = !DISubprogram(name: "malloc", scope: !60, file: !60, line: 553, type: !61, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!60 = !DIFile(filename: "/usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!61 = !DISubroutineType(types: !62)
!62 = !{!5, !63}
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !64, line: 18, baseType: !42)
!64 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: ".", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!65 = !DISubprogram(name: "pthread_create", scope: !66, file: !66, line: 202, type: !67, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!66 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!67 = !DISubroutineType(types: !68)
!68 = !{!9, !69, !71, !83, !84}
!69 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !70)
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!71 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !72)
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 64)
!73 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !74)
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !41, line: 62, baseType: !75)
!75 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !41, line: 56, size: 448, elements: !76)
!76 = !{!77, !82}
!77 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !75, file: !41, line: 58, baseType: !78, size: 448)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !79, size: 448, elements: !80)
!79 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!80 = !{!81}
!81 = !DISubrange(count: 56)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !75, file: !41, line: 59, baseType: !6, size: 64)
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!84 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!85 = !DISubprogram(name: "pthread_join", scope: !66, file: !66, line: 219, type: !86, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!86 = !DISubroutineType(types: !87)
!87 = !{!9, !40, !88}
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!89 = !DISubprogram(name: "free", scope: !60, file: !60, line: 568, type: !90, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!90 = !DISubroutineType(types: !91)
!91 = !{null, !5}
