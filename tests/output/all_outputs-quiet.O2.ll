; ModuleID = 'all_outputs.c'
source_filename = "all_outputs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@banner = dso_local local_unnamed_addr constant [8 x i8] c"fwrite\0A\00", align 1, !dbg !8
@count = dso_local local_unnamed_addr global i32 0, align 4, !dbg !15

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @talk(ptr nocapture readnone %0) #0 !dbg !56 {
    #dbg_value(ptr poison, !60, !DIExpression(), !62)
    #dbg_value(ptr poison, !61, !DIExpression(), !62)
  %2 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #4, !dbg !63
  %3 = load i32, ptr @count, align 4, !dbg !64, !tbaa !65
  %4 = add nsw i32 %3, 1, !dbg !64
  store i32 %4, ptr @count, align 4, !dbg !64, !tbaa !65
  %5 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #4, !dbg !69
  ret ptr null, !dbg !70
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !71 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !76 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 !dbg !77 {
  %1 = alloca [2 x i64], align 16, !DIAssignID !91
    #dbg_assign(i1 undef, !81, !DIExpression(), !91, ptr %1, !DIExpression(), !92)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #4, !dbg !93
    #dbg_value(i64 0, !87, !DIExpression(), !94)
    #dbg_value(i64 0, !87, !DIExpression(), !94)
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @talk, ptr noundef null) #4, !dbg !95
    #dbg_value(i64 1, !87, !DIExpression(), !94)
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !97
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @talk, ptr noundef nonnull inttoptr (i64 1 to ptr)) #4, !dbg !95
    #dbg_value(i64 2, !87, !DIExpression(), !94)
    #dbg_value(i64 0, !89, !DIExpression(), !98)
  %5 = load i64, ptr %1, align 16, !dbg !99, !tbaa !101
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #4, !dbg !103
    #dbg_value(i64 1, !89, !DIExpression(), !98)
  %7 = load i64, ptr %3, align 8, !dbg !99, !tbaa !101
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #4, !dbg !103
    #dbg_value(i64 2, !89, !DIExpression(), !98)
  %9 = load i32, ptr @count, align 4, !dbg !104, !tbaa !65
  %10 = icmp ne i32 %9, 2, !dbg !105
  %11 = zext i1 %10 to i32, !dbg !104
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #4, !dbg !106
  ret i32 %11, !dbg !107
}

; Function Attrs: nounwind
declare !dbg !108 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !126 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!48, !49, !50, !51, !52, !53, !54}
!llvm.ident = !{!55}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 9, type: !18, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "all_outputs.c", directory: "/work/msc/tests/output", checksumkind: CSK_MD5, checksum: "b605ae694021df3b3875fbe8c2e44531")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!7 = !{!0, !8, !15}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "banner", scope: !2, file: !3, line: 11, type: !10, isLocal: false, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 64, elements: !13)
!11 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!12 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!13 = !{!14}
!14 = !DISubrange(count: 8)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(name: "count", scope: !2, file: !3, line: 10, type: !17, isLocal: false, isDefinition: true)
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !19, line: 72, baseType: !20)
!19 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!20 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !19, line: 67, size: 320, elements: !21)
!21 = !{!22, !43, !47}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !20, file: !19, line: 69, baseType: !23, size: 320)
!23 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !24, line: 22, size: 320, elements: !25)
!24 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!25 = !{!26, !27, !29, !30, !31, !32, !34, !35}
!26 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !23, file: !24, line: 24, baseType: !17, size: 32)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !23, file: !24, line: 25, baseType: !28, size: 32, offset: 32)
!28 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !23, file: !24, line: 26, baseType: !17, size: 32, offset: 64)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !23, file: !24, line: 28, baseType: !28, size: 32, offset: 96)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !23, file: !24, line: 32, baseType: !17, size: 32, offset: 128)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !23, file: !24, line: 34, baseType: !33, size: 16, offset: 160)
!33 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !23, file: !24, line: 35, baseType: !33, size: 16, offset: 176)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !23, file: !24, line: 36, baseType: !36, size: 128, offset: 192)
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !37, line: 55, baseType: !38)
!37 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!38 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !37, line: 51, size: 128, elements: !39)
!39 = !{!40, !42}
!40 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !38, file: !37, line: 53, baseType: !41, size: 64)
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !38, file: !37, line: 54, baseType: !41, size: 64, offset: 64)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !20, file: !19, line: 70, baseType: !44, size: 320)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 320, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 40)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !20, file: !19, line: 71, baseType: !5, size: 64)
!48 = !{i32 7, !"Dwarf Version", i32 5}
!49 = !{i32 2, !"Debug Info Version", i32 3}
!50 = !{i32 1, !"wchar_size", i32 4}
!51 = !{i32 8, !"PIC Level", i32 2}
!52 = !{i32 7, !"PIE Level", i32 2}
!53 = !{i32 7, !"uwtable", i32 2}
!54 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!55 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!56 = distinct !DISubprogram(name: "talk", scope: !3, file: !3, line: 13, type: !57, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !59)
!57 = !DISubroutineType(types: !58)
!58 = !{!6, !6}
!59 = !{!60, !61}
!60 = !DILocalVariable(name: "arg", arg: 1, scope: !56, file: !3, line: 13, type: !6)
!61 = !DILocalVariable(name: "id", scope: !56, file: !3, line: 14, type: !5)
!62 = !DILocation(line: 0, scope: !56)
!63 = !DILocation(line: 29, column: 3, scope: !56)
!64 = !DILocation(line: 30, column: 8, scope: !56)
!65 = !{!66, !66, i64 0}
!66 = !{!"int", !67, i64 0}
!67 = !{!"omnipotent char", !68, i64 0}
!68 = !{!"Simple C/C++ TBAA"}
!69 = !DILocation(line: 31, column: 3, scope: !56)
!70 = !DILocation(line: 32, column: 3, scope: !56)
!71 = !DISubprogram(name: "pthread_mutex_lock", scope: !72, file: !72, line: 794, type: !73, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!72 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!73 = !DISubroutineType(types: !74)
!74 = !{!17, !75}
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!76 = !DISubprogram(name: "pthread_mutex_unlock", scope: !72, file: !72, line: 835, type: !73, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!77 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 35, type: !78, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !80)
!78 = !DISubroutineType(types: !79)
!79 = !{!17}
!80 = !{!81, !87, !89}
!81 = !DILocalVariable(name: "t", scope: !77, file: !3, line: 36, type: !82)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !83, size: 128, elements: !85)
!83 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !19, line: 27, baseType: !84)
!84 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!85 = !{!86}
!86 = !DISubrange(count: 2)
!87 = !DILocalVariable(name: "i", scope: !88, file: !3, line: 37, type: !5)
!88 = distinct !DILexicalBlock(scope: !77, file: !3, line: 37, column: 3)
!89 = !DILocalVariable(name: "i", scope: !90, file: !3, line: 39, type: !17)
!90 = distinct !DILexicalBlock(scope: !77, file: !3, line: 39, column: 3)
!91 = distinct !DIAssignID()
!92 = !DILocation(line: 0, scope: !77)
!93 = !DILocation(line: 36, column: 3, scope: !77)
!94 = !DILocation(line: 0, scope: !88)
!95 = !DILocation(line: 38, column: 5, scope: !96)
!96 = distinct !DILexicalBlock(scope: !88, file: !3, line: 37, column: 3)
!97 = !DILocation(line: 38, column: 21, scope: !96)
!98 = !DILocation(line: 0, scope: !90)
!99 = !DILocation(line: 40, column: 18, scope: !100)
!100 = distinct !DILexicalBlock(scope: !90, file: !3, line: 39, column: 3)
!101 = !{!102, !102, i64 0}
!102 = !{!"long", !67, i64 0}
!103 = !DILocation(line: 40, column: 5, scope: !100)
!104 = !DILocation(line: 41, column: 10, scope: !77)
!105 = !DILocation(line: 41, column: 16, scope: !77)
!106 = !DILocation(line: 42, column: 1, scope: !77)
!107 = !DILocation(line: 41, column: 3, scope: !77)
!108 = !DISubprogram(name: "pthread_create", scope: !72, file: !72, line: 202, type: !109, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!109 = !DISubroutineType(types: !110)
!110 = !{!17, !111, !113, !124, !125}
!111 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !112)
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !83, size: 64)
!113 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !114)
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !115, size: 64)
!115 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !116)
!116 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !19, line: 62, baseType: !117)
!117 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !19, line: 56, size: 448, elements: !118)
!118 = !{!119, !123}
!119 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !117, file: !19, line: 58, baseType: !120, size: 448)
!120 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 448, elements: !121)
!121 = !{!122}
!122 = !DISubrange(count: 56)
!123 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !117, file: !19, line: 59, baseType: !5, size: 64)
!124 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!125 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !6)
!126 = !DISubprogram(name: "pthread_join", scope: !72, file: !72, line: 219, type: !127, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!127 = !DISubroutineType(types: !128)
!128 = !{!17, !83, !129}
!129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
