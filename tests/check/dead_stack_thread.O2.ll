; ModuleID = 'dead_stack_thread.c'
source_filename = "dead_stack_thread.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@t = dso_local global i64 0, align 8, !dbg !0

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture noundef writeonly %0) #0 !dbg !16 {
    #dbg_value(ptr %0, !21, !DIExpression(), !25)
    #dbg_value(ptr %0, !22, !DIExpression(), !25)
  store i32 1, ptr %0, align 4, !dbg !26, !tbaa !27
  ret ptr null, !dbg !31
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind uwtable
define dso_local void @start() local_unnamed_addr #2 !dbg !32 {
  %1 = alloca i32, align 4, !DIAssignID !37
    #dbg_assign(i1 undef, !36, !DIExpression(), !37, ptr %1, !DIExpression(), !38)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #6, !dbg !39
  store i32 0, ptr %1, align 4, !dbg !40, !tbaa !27, !DIAssignID !41
    #dbg_assign(i32 0, !36, !DIExpression(), !41, ptr %1, !DIExpression(), !38)
  %2 = call i32 @pthread_create(ptr noundef nonnull @t, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull %1) #6, !dbg !42
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #6, !dbg !43
  ret void, !dbg !43
}

; Function Attrs: nounwind
declare !dbg !44 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #4 !dbg !65 {
  tail call void @start(), !dbg !68
  %1 = load i64, ptr @t, align 8, !dbg !69, !tbaa !70
  %2 = tail call i32 @pthread_join(i64 noundef %1, ptr noundef null) #6, !dbg !72
  ret i32 0, !dbg !73
}

declare !dbg !74 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "t", scope: !2, file: !3, line: 6, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "dead_stack_thread.c", directory: ".", checksumkind: CSK_MD5, checksum: "79687ab7a64b3e070e05c74eb4d80781")
!4 = !{!0}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !6, line: 27, baseType: !7)
!6 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!7 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 8, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 2}
!14 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!15 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!16 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 8, type: !17, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !20)
!17 = !DISubroutineType(types: !18)
!18 = !{!19, !19}
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!20 = !{!21, !22}
!21 = !DILocalVariable(name: "arg", arg: 1, scope: !16, file: !3, line: 8, type: !19)
!22 = !DILocalVariable(name: "p", scope: !16, file: !3, line: 9, type: !23)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !DILocation(line: 0, scope: !16)
!26 = !DILocation(line: 10, column: 6, scope: !16)
!27 = !{!28, !28, i64 0}
!28 = !{!"int", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C/C++ TBAA"}
!31 = !DILocation(line: 11, column: 3, scope: !16)
!32 = distinct !DISubprogram(name: "start", scope: !3, file: !3, line: 14, type: !33, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !35)
!33 = !DISubroutineType(types: !34)
!34 = !{null}
!35 = !{!36}
!36 = !DILocalVariable(name: "local", scope: !32, file: !3, line: 15, type: !24)
!37 = distinct !DIAssignID()
!38 = !DILocation(line: 0, scope: !32)
!39 = !DILocation(line: 15, column: 3, scope: !32)
!40 = !DILocation(line: 15, column: 7, scope: !32)
!41 = distinct !DIAssignID()
!42 = !DILocation(line: 16, column: 3, scope: !32)
!43 = !DILocation(line: 17, column: 1, scope: !32)
!44 = !DISubprogram(name: "pthread_create", scope: !45, file: !45, line: 202, type: !46, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!45 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!46 = !DISubroutineType(types: !47)
!47 = !{!24, !48, !50, !63, !64}
!48 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !49)
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!50 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !51)
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!52 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !53)
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !6, line: 62, baseType: !54)
!54 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !6, line: 56, size: 448, elements: !55)
!55 = !{!56, !61}
!56 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !54, file: !6, line: 58, baseType: !57, size: 448)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !58, size: 448, elements: !59)
!58 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!59 = !{!60}
!60 = !DISubrange(count: 56)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !54, file: !6, line: 59, baseType: !62, size: 64)
!62 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!63 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!64 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !19)
!65 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 19, type: !66, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!66 = !DISubroutineType(types: !67)
!67 = !{!24}
!68 = !DILocation(line: 20, column: 3, scope: !65)
!69 = !DILocation(line: 21, column: 16, scope: !65)
!70 = !{!71, !71, i64 0}
!71 = !{!"long", !29, i64 0}
!72 = !DILocation(line: 21, column: 3, scope: !65)
!73 = !DILocation(line: 22, column: 3, scope: !65)
!74 = !DISubprogram(name: "pthread_join", scope: !45, file: !45, line: 219, type: !75, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!75 = !DISubroutineType(types: !76)
!76 = !{!24, !5, !77}
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
