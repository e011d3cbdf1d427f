; ModuleID = 'mutex_array_deadlock.c'
source_filename = "mutex_array_deadlock.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.anon = type { i32, [2 x %union.pthread_mutex_t] }
%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@table = dso_local global %struct.anon zeroinitializer, align 8, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @philosopher(ptr noundef %0) #0 !dbg !55 {
    #dbg_value(ptr %0, !59, !DIExpression(), !62)
  %2 = ptrtoint ptr %0 to i64, !dbg !63
  %3 = trunc i64 %2 to i32, !dbg !64
    #dbg_value(i32 %3, !60, !DIExpression(), !62)
  %4 = add nsw i32 %3, 1, !dbg !65
  %5 = srem i32 %4, 2, !dbg !66
    #dbg_value(i32 %5, !61, !DIExpression(), !62)
  %6 = shl i64 %2, 32, !dbg !67
  %7 = ashr exact i64 %6, 32, !dbg !67
  %8 = getelementptr inbounds [2 x %union.pthread_mutex_t], ptr getelementptr inbounds (i8, ptr @table, i64 8), i64 0, i64 %7, !dbg !67
  %9 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull %8) #4, !dbg !68
  %10 = sext i32 %5 to i64, !dbg !69
  %11 = getelementptr inbounds [2 x %union.pthread_mutex_t], ptr getelementptr inbounds (i8, ptr @table, i64 8), i64 0, i64 %10, !dbg !69
  %12 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull %11) #4, !dbg !70
  %13 = load i32, ptr @table, align 8, !dbg !71, !tbaa !72
  %14 = add nsw i32 %13, 1, !dbg !71
  store i32 %14, ptr @table, align 8, !dbg !71, !tbaa !72
  %15 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull %11) #4, !dbg !77
  %16 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull %8) #4, !dbg !78
  ret ptr null, !dbg !79
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !80 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !85 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !86 {
  %1 = alloca i64, align 8, !DIAssignID !94
    #dbg_assign(i1 undef, !90, !DIExpression(), !94, ptr %1, !DIExpression(), !95)
  %2 = alloca i64, align 8, !DIAssignID !96
    #dbg_assign(i1 undef, !93, !DIExpression(), !96, ptr %2, !DIExpression(), !95)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #4, !dbg !97
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #4, !dbg !97
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @philosopher, ptr noundef null) #4, !dbg !98
  %4 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @philosopher, ptr noundef nonnull inttoptr (i64 1 to ptr)) #4, !dbg !99
  %5 = load i64, ptr %1, align 8, !dbg !100, !tbaa !101
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #4, !dbg !103
  %7 = load i64, ptr %2, align 8, !dbg !104, !tbaa !101
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #4, !dbg !105
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #4, !dbg !106
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #4, !dbg !106
  ret i32 0, !dbg !107
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
!llvm.module.flags = !{!47, !48, !49, !50, !51, !52, !53}
!llvm.ident = !{!54}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 13, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "mutex_array_deadlock.c", directory: "/work/wt-sync/tests/check", checksumkind: CSK_MD5, checksum: "3510ede240ed3532a91444805e8ad4c5")
!4 = !{!5, !6, !7}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !{!0}
!9 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 10, size: 704, elements: !10)
!10 = !{!11, !12}
!11 = !DIDerivedType(tag: DW_TAG_member, name: "meals", scope: !9, file: !3, line: 11, baseType: !5, size: 32)
!12 = !DIDerivedType(tag: DW_TAG_member, name: "forks", scope: !9, file: !3, line: 12, baseType: !13, size: 640, offset: 64)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 640, elements: !45)
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !15, line: 72, baseType: !16)
!15 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!16 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !15, line: 67, size: 320, elements: !17)
!17 = !{!18, !39, !44}
!18 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !16, file: !15, line: 69, baseType: !19, size: 320)
!19 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !20, line: 22, size: 320, elements: !21)
!20 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!21 = !{!22, !23, !25, !26, !27, !28, !30, !31}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !19, file: !20, line: 24, baseType: !5, size: 32)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !19, file: !20, line: 25, baseType: !24, size: 32, offset: 32)
!24 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !19, file: !20, line: 26, baseType: !5, size: 32, offset: 64)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !19, file: !20, line: 28, baseType: !24, size: 32, offset: 96)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !19, file: !20, line: 32, baseType: !5, size: 32, offset: 128)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !19, file: !20, line: 34, baseType: !29, size: 16, offset: 160)
!29 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !19, file: !20, line: 35, baseType: !29, size: 16, offset: 176)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !19, file: !20, line: 36, baseType: !32, size: 128, offset: 192)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !33, line: 55, baseType: !34)
!33 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!34 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !33, line: 51, size: 128, elements: !35)
!35 = !{!36, !38}
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !34, file: !33, line: 53, baseType: !37, size: 64)
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !34, file: !33, line: 54, baseType: !37, size: 64, offset: 64)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !16, file: !15, line: 70, baseType: !40, size: 320)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 320, elements: !42)
!41 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!42 = !{!43}
!43 = !DISubrange(count: 40)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !16, file: !15, line: 71, baseType: !6, size: 64)
!45 = !{!46}
!46 = !DISubrange(count: 2)
!47 = !{i32 7, !"Dwarf Version", i32 5}
!48 = !{i32 2, !"Debug Info Version", i32 3}
!49 = !{i32 1, !"wchar_size", i32 4}
!50 = !{i32 8, !"PIC Level", i32 2}
!51 = !{i32 7, !"PIE Level", i32 2}
!52 = !{i32 7, !"uwtable", i32 2}
!53 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!54 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!55 = distinct !DISubprogram(name: "philosopher", scope: !3, file: !3, line: 15, type: !56, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !58)
!56 = !DISubroutineType(types: !57)
!57 = !{!7, !7}
!58 = !{!59, !60, !61}
!59 = !DILocalVariable(name: "arg", arg: 1, scope: !55, file: !3, line: 15, type: !7)
!60 = !DILocalVariable(name: "left", scope: !55, file: !3, line: 16, type: !5)
!61 = !DILocalVariable(name: "right", scope: !55, file: !3, line: 16, type: !5)
!62 = !DILocation(line: 0, scope: !55)
!63 = !DILocation(line: 16, column: 19, scope: !55)
!64 = !DILocation(line: 16, column: 14, scope: !55)
!65 = !DILocation(line: 16, column: 44, scope: !55)
!66 = !DILocation(line: 16, column: 49, scope: !55)
!67 = !DILocation(line: 17, column: 23, scope: !55)
!68 = !DILocation(line: 17, column: 3, scope: !55)
!69 = !DILocation(line: 18, column: 23, scope: !55)
!70 = !DILocation(line: 18, column: 3, scope: !55)
!71 = !DILocation(line: 19, column: 14, scope: !55)
!72 = !{!73, !74, i64 0}
!73 = !{!"", !74, i64 0, !75, i64 8}
!74 = !{!"int", !75, i64 0}
!75 = !{!"omnipotent char", !76, i64 0}
!76 = !{!"Simple C/C++ TBAA"}
!77 = !DILocation(line: 20, column: 3, scope: !55)
!78 = !DILocation(line: 21, column: 3, scope: !55)
!79 = !DILocation(line: 22, column: 3, scope: !55)
!80 = !DISubprogram(name: "pthread_mutex_lock", scope: !81, file: !81, line: 794, type: !82, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!81 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!82 = !DISubroutineType(types: !83)
!83 = !{!5, !84}
!84 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!85 = !DISubprogram(name: "pthread_mutex_unlock", scope: !81, file: !81, line: 835, type: !82, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!86 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 25, type: !87, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !89)
!87 = !DISubroutineType(types: !88)
!88 = !{!5}
!89 = !{!90, !93}
!90 = !DILocalVariable(name: "t1", scope: !86, file: !3, line: 26, type: !91)
!91 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !15, line: 27, baseType: !92)
!92 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!93 = !DILocalVariable(name: "t2", scope: !86, file: !3, line: 26, type: !91)
!94 = distinct !DIAssignID()
!95 = !DILocation(line: 0, scope: !86)
!96 = distinct !DIAssignID()
!97 = !DILocation(line: 26, column: 3, scope: !86)
!98 = !DILocation(line: 27, column: 3, scope: !86)
!99 = !DILocation(line: 28, column: 3, scope: !86)
!100 = !DILocation(line: 29, column: 16, scope: !86)
!101 = !{!102, !102, i64 0}
!102 = !{!"long", !75, i64 0}
!103 = !DILocation(line: 29, column: 3, scope: !86)
!104 = !DILocation(line: 30, column: 16, scope: !86)
!105 = !DILocation(line: 30, column: 3, scope: !86)
!106 = !DILocation(line: 32, column: 1, scope: !86)
!107 = !DILocation(line: 31, column: 3, scope: !86)
!108 = !DISubprogram(name: "pthread_create", scope: !81, file: !81, line: 202, type: !109, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!109 = !DISubroutineType(types: !110)
!110 = !{!5, !111, !113, !124, !125}
!111 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !112)
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64)
!113 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !114)
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !115, size: 64)
!115 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !116)
!116 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !15, line: 62, baseType: !117)
!117 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !15, line: 56, size: 448, elements: !118)
!118 = !{!119, !123}
!119 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !117, file: !15, line: 58, baseType: !120, size: 448)
!120 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 448, elements: !121)
!121 = !{!122}
!122 = !DISubrange(count: 56)
!123 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !117, file: !15, line: 59, baseType: !6, size: 64)
!124 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64)
!125 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !7)
!126 = !DISubprogram(name: "pthread_join", scope: !81, file: !81, line: 219, type: !127, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!127 = !DISubroutineType(types: !128)
!128 = !{!5, !91, !129}
!129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
