; ModuleID = 'uaf_thread.c'
source_filename = "uaf_thread.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture noundef writeonly %0) #0 !dbg !10 {
    #dbg_value(ptr %0, !15, !DIExpression(), !19)
    #dbg_value(ptr %0, !16, !DIExpression(), !19)
  store i32 1, ptr %0, align 4, !dbg !20, !tbaa !21
  ret ptr null, !dbg !25
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !26 {
  %1 = alloca i64, align 8, !DIAssignID !35
    #dbg_assign(i1 undef, !31, !DIExpression(), !35, ptr %1, !DIExpression(), !36)
  %2 = tail call noalias dereferenceable_or_null(4) ptr @malloc(i64 noundef 4) #7, !dbg !37
    #dbg_value(ptr %2, !30, !DIExpression(), !36)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #8, !dbg !38
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef %2) #8, !dbg !39
  call void @free(ptr noundef %2) #8, !dbg !40
  %4 = load i64, ptr %1, align 8, !dbg !41, !tbaa !42
  %5 = call i32 @pthread_join(i64 noundef %4, ptr noundef null) #8, !dbg !44
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #8, !dbg !45
  ret i32 0, !dbg !46
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !47 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !53 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !74 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

declare !dbg !77 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #6

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "uaf_thread.c", directory: ".", checksumkind: CSK_MD5, checksum: "1737ed259a0a67e4924dac5433dac6bd")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "worker", scope: !1, file: !1, line: 7, type: !11, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!14 = !{!15, !16}
!15 = !DILocalVariable(name: "arg", arg: 1, scope: !10, file: !1, line: 7, type: !13)
!16 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 8, type: !17)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !DILocation(line: 0, scope: !10)
!20 = !DILocation(line: 9, column: 6, scope: !10)
!21 = !{!22, !22, i64 0}
!22 = !{!"int", !23, i64 0}
!23 = !{!"omnipotent char", !24, i64 0}
!24 = !{!"Simple C/C++ TBAA"}
!25 = !DILocation(line: 10, column: 3, scope: !10)
!26 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 13, type: !27, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !29)
!27 = !DISubroutineType(types: !28)
!28 = !{!18}
!29 = !{!30, !31}
!30 = !DILocalVariable(name: "p", scope: !26, file: !1, line: 14, type: !17)
!31 = !DILocalVariable(name: "t", scope: !26, file: !1, line: 15, type: !32)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !33, line: 27, baseType: !34)
!33 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!34 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!35 = distinct !DIAssignID()
!36 = !DILocation(line: 0, scope: !26)
!37 = !DILocation(line: 14, column: 12, scope: !26)
!38 = !DILocation(line: 15, column: 3, scope: !26)
!39 = !DILocation(line: 16, column: 3, scope: !26)
!40 = !DILocation(line: 17, column: 3, scope: !26)
!41 = !DILocation(line: 18, column: 16, scope: !26)
!42 = !{!43, !43, i64 0}
!43 = !{!"long", !23, i64 0}
!44 = !DILocation(line: 18, column: 3, scope: !26)
!45 = !DILocation(line: 20, column: 1, scope: !26)
!46 = !DILocation(line: 19, column: 3, scope: !26)
!47 = !DISubprogram(name: "malloc", scope: !48, file: !48, line: 553, type: !49, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!48 = !DIFile(filename: "/usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!49 = !DISubroutineType(types: !50)
!50 = !{!13, !51}
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !52, line: 18, baseType: !34)
!52 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: ".", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!53 = !DISubprogram(name: "pthread_create", scope: !54, file: !54, line: 202, type: !55, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!54 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!55 = !DISubroutineType(types: !56)
!56 = !{!18, !57, !59, !72, !73}
!57 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !58)
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!59 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !60)
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64)
!61 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !62)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !33, line: 62, baseType: !63)
!63 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !33, line: 56, size: 448, elements: !64)
!64 = !{!65, !70}
!65 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !63, file: !33, line: 58, baseType: !66, size: 448)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !67, size: 448, elements: !68)
!67 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!68 = !{!69}
!69 = !DISubrange(count: 56)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !63, file: !33, line: 59, baseType: !71, size: 64)
!71 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!73 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !13)
!74 = !DISubprogram(name: "free", scope: !48, file: !48, line: 568, type: !75, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!75 = !DISubroutineType(types: !76)
!76 = !{null, !13}
!77 = !DISubprogram(name: "pthread_join", scope: !54, file: !54, line: 219, type: !78, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!78 = !DISubroutineType(types: !79)
!79 = !{!18, !32, !80}
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
