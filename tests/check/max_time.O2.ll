; ModuleID = 'max_time.c'
source_filename = "max_time.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@sum = dso_local local_unnamed_addr global i32 0, align 4, !dbg !5

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !48 {
    #dbg_value(ptr poison, !53, !DIExpression(), !55)
  %2 = tail call i32 @__VERIFIER_nondet_int() #4, !dbg !56
    #dbg_value(i32 %2, !54, !DIExpression(), !55)
  %3 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #4, !dbg !57
  %4 = load i32, ptr @sum, align 4, !dbg !58, !tbaa !59
  %5 = add nsw i32 %4, %2, !dbg !58
  store i32 %5, ptr @sum, align 4, !dbg !58, !tbaa !59
  %6 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #4, !dbg !63
  ret ptr null, !dbg !64
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare !dbg !65 i32 @__VERIFIER_nondet_int() local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !68 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !73 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !74 {
  %1 = alloca [2 x i64], align 16, !DIAssignID !86
    #dbg_assign(i1 undef, !76, !DIExpression(), !86, ptr %1, !DIExpression(), !87)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #4, !dbg !88
    #dbg_value(i32 0, !82, !DIExpression(), !89)
    #dbg_value(i64 0, !82, !DIExpression(), !89)
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #4, !dbg !90
    #dbg_value(i64 1, !82, !DIExpression(), !89)
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !92
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #4, !dbg !90
    #dbg_value(i64 2, !82, !DIExpression(), !89)
    #dbg_value(ptr null, !53, !DIExpression(), !93)
  %5 = call i32 @__VERIFIER_nondet_int() #4, !dbg !95
    #dbg_value(i32 %5, !54, !DIExpression(), !93)
  %6 = call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #4, !dbg !96
  %7 = load i32, ptr @sum, align 4, !dbg !97, !tbaa !59
  %8 = add nsw i32 %7, %5, !dbg !97
  store i32 %8, ptr @sum, align 4, !dbg !97, !tbaa !59
  %9 = call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #4, !dbg !98
    #dbg_value(i32 0, !84, !DIExpression(), !99)
    #dbg_value(i64 0, !84, !DIExpression(), !99)
  %10 = load i64, ptr %1, align 16, !dbg !100, !tbaa !102
  %11 = call i32 @pthread_join(i64 noundef %10, ptr noundef null) #4, !dbg !104
    #dbg_value(i64 1, !84, !DIExpression(), !99)
  %12 = load i64, ptr %3, align 8, !dbg !100, !tbaa !102
  %13 = call i32 @pthread_join(i64 noundef %12, ptr noundef null) #4, !dbg !104
    #dbg_value(i64 2, !84, !DIExpression(), !99)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #4, !dbg !105
  ret i32 0, !dbg !106
}

; Function Attrs: nounwind
declare !dbg !107 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !125 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #2

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!40, !41, !42, !43, !44, !45, !46}
!llvm.ident = !{!47}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 9, type: !8, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "max_time.c", directory: ".", checksumkind: CSK_MD5, checksum: "e009dbc9398b4c71f227a4eace4acec1")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "sum", scope: !2, file: !3, line: 10, type: !7, isLocal: false, isDefinition: true)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !9, line: 72, baseType: !10)
!9 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!10 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !9, line: 67, size: 320, elements: !11)
!11 = !{!12, !33, !38}
!12 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !10, file: !9, line: 69, baseType: !13, size: 320)
!13 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !14, line: 22, size: 320, elements: !15)
!14 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!15 = !{!16, !17, !19, !20, !21, !22, !24, !25}
!16 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !13, file: !14, line: 24, baseType: !7, size: 32)
!17 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !13, file: !14, line: 25, baseType: !18, size: 32, offset: 32)
!18 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !13, file: !14, line: 26, baseType: !7, size: 32, offset: 64)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !13, file: !14, line: 28, baseType: !18, size: 32, offset: 96)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !13, file: !14, line: 32, baseType: !7, size: 32, offset: 128)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !13, file: !14, line: 34, baseType: !23, size: 16, offset: 160)
!23 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !13, file: !14, line: 35, baseType: !23, size: 16, offset: 176)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !13, file: !14, line: 36, baseType: !26, size: 128, offset: 192)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !27, line: 55, baseType: !28)
!27 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !27, line: 51, size: 128, elements: !29)
!29 = !{!30, !32}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !28, file: !27, line: 53, baseType: !31, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !28, file: !27, line: 54, baseType: !31, size: 64, offset: 64)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !10, file: !9, line: 70, baseType: !34, size: 320)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 320, elements: !36)
!35 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!36 = !{!37}
!37 = !DISubrange(count: 40)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !10, file: !9, line: 71, baseType: !39, size: 64)
!39 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!40 = !{i32 7, !"Dwarf Version", i32 5}
!41 = !{i32 2, !"Debug Info Version", i32 3}
!42 = !{i32 1, !"wchar_size", i32 4}
!43 = !{i32 8, !"PIC Level", i32 2}
!44 = !{i32 7, !"PIE Level", i32 2}
!45 = !{i32 7, !"uwtable", i32 2}
!46 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!47 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!48 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 12, type: !49, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !52)
!49 = !DISubroutineType(types: !50)
!50 = !{!51, !51}
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!52 = !{!53, !54}
!53 = !DILocalVariable(name: "arg", arg: 1, scope: !48, file: !3, line: 12, type: !51)
!54 = !DILocalVariable(name: "v", scope: !48, file: !3, line: 13, type: !7)
!55 = !DILocation(line: 0, scope: !48)
!56 = !DILocation(line: 13, column: 11, scope: !48)
!57 = !DILocation(line: 14, column: 3, scope: !48)
!58 = !DILocation(line: 15, column: 7, scope: !48)
!59 = !{!60, !60, i64 0}
!60 = !{!"int", !61, i64 0}
!61 = !{!"omnipotent char", !62, i64 0}
!62 = !{!"Simple C/C++ TBAA"}
!63 = !DILocation(line: 16, column: 3, scope: !48)
!64 = !DILocation(line: 17, column: 3, scope: !48)
!65 = !DISubprogram(name: "__VERIFIER_nondet_int", scope: !3, file: !3, line: 7, type: !66, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!66 = !DISubroutineType(types: !67)
!67 = !{!7}
!68 = !DISubprogram(name: "pthread_mutex_lock", scope: !69, file: !69, line: 794, type: !70, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!69 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!70 = !DISubroutineType(types: !71)
!71 = !{!7, !72}
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!73 = !DISubprogram(name: "pthread_mutex_unlock", scope: !69, file: !69, line: 835, type: !70, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!74 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 20, type: !66, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !75)
!75 = !{!76, !82, !84}
!76 = !DILocalVariable(name: "t", scope: !74, file: !3, line: 21, type: !77)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !78, size: 128, elements: !80)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !9, line: 27, baseType: !79)
!79 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!80 = !{!81}
!81 = !DISubrange(count: 2)
!82 = !DILocalVariable(name: "i", scope: !83, file: !3, line: 22, type: !7)
!83 = distinct !DILexicalBlock(scope: !74, file: !3, line: 22, column: 3)
!84 = !DILocalVariable(name: "i", scope: !85, file: !3, line: 25, type: !7)
!85 = distinct !DILexicalBlock(scope: !74, file: !3, line: 25, column: 3)
!86 = distinct !DIAssignID()
!87 = !DILocation(line: 0, scope: !74)
!88 = !DILocation(line: 21, column: 3, scope: !74)
!89 = !DILocation(line: 0, scope: !83)
!90 = !DILocation(line: 23, column: 5, scope: !91)
!91 = distinct !DILexicalBlock(scope: !83, file: !3, line: 22, column: 3)
!92 = !DILocation(line: 23, column: 21, scope: !91)
!93 = !DILocation(line: 0, scope: !48, inlinedAt: !94)
!94 = distinct !DILocation(line: 24, column: 3, scope: !74)
!95 = !DILocation(line: 13, column: 11, scope: !48, inlinedAt: !94)
!96 = !DILocation(line: 14, column: 3, scope: !48, inlinedAt: !94)
!97 = !DILocation(line: 15, column: 7, scope: !48, inlinedAt: !94)
!98 = !DILocation(line: 16, column: 3, scope: !48, inlinedAt: !94)
!99 = !DILocation(line: 0, scope: !85)
!100 = !DILocation(line: 26, column: 18, scope: !101)
!101 = distinct !DILexicalBlock(scope: !85, file: !3, line: 25, column: 3)
!102 = !{!103, !103, i64 0}
!103 = !{!"long", !61, i64 0}
!104 = !DILocation(line: 26, column: 5, scope: !101)
!105 = !DILocation(line: 28, column: 1, scope: !74)
!106 = !DILocation(line: 27, column: 3, scope: !74)
!107 = !DISubprogram(name: "pthread_create", scope: !69, file: !69, line: 202, type: !108, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!108 = !DISubroutineType(types: !109)
!109 = !{!7, !110, !112, !123, !124}
!110 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !111)
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 64)
!112 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !113)
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 64)
!114 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !115)
!115 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !9, line: 62, baseType: !116)
!116 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !9, line: 56, size: 448, elements: !117)
!117 = !{!118, !122}
!118 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !116, file: !9, line: 58, baseType: !119, size: 448)
!119 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 448, elements: !120)
!120 = !{!121}
!121 = !DISubrange(count: 56)
!122 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !116, file: !9, line: 59, baseType: !39, size: 64)
!123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!124 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !51)
!125 = !DISubprogram(name: "pthread_join", scope: !69, file: !69, line: 219, type: !126, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!126 = !DISubroutineType(types: !127)
!127 = !{!7, !78, !128}
!128 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
