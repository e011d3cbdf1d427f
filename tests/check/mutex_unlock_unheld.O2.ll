; ModuleID = 'mutex_unlock_unheld.c'
source_filename = "mutex_unlock_unheld.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !46 {
    #dbg_value(ptr poison, !51, !DIExpression(), !52)
  %2 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #4, !dbg !53
  ret ptr null, !dbg !54
}

; Function Attrs: nounwind
declare !dbg !55 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !60 {
  %1 = alloca i64, align 8, !DIAssignID !67
    #dbg_assign(i1 undef, !64, !DIExpression(), !67, ptr %1, !DIExpression(), !68)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #4, !dbg !69
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #4, !dbg !70
  %3 = load i64, ptr %1, align 8, !dbg !71, !tbaa !72
  %4 = call i32 @pthread_join(i64 noundef %3, ptr noundef null) #4, !dbg !76
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #4, !dbg !77
  ret i32 0, !dbg !78
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !79 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !97 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!38, !39, !40, !41, !42, !43, !44}
!llvm.ident = !{!45}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 7, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "mutex_unlock_unheld.c", directory: ".", checksumkind: CSK_MD5, checksum: "3eba9841187ca414fe3d12b4b3d41f70")
!4 = !{!0}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !6, line: 72, baseType: !7)
!6 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!7 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !6, line: 67, size: 320, elements: !8)
!8 = !{!9, !31, !36}
!9 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !7, file: !6, line: 69, baseType: !10, size: 320)
!10 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !11, line: 22, size: 320, elements: !12)
!11 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!12 = !{!13, !15, !17, !18, !19, !20, !22, !23}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !10, file: !11, line: 24, baseType: !14, size: 32)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !10, file: !11, line: 25, baseType: !16, size: 32, offset: 32)
!16 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!17 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !10, file: !11, line: 26, baseType: !14, size: 32, offset: 64)
!18 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !10, file: !11, line: 28, baseType: !16, size: 32, offset: 96)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !10, file: !11, line: 32, baseType: !14, size: 32, offset: 128)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !10, file: !11, line: 34, baseType: !21, size: 16, offset: 160)
!21 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !10, file: !11, line: 35, baseType: !21, size: 16, offset: 176)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !10, file: !11, line: 36, baseType: !24, size: 128, offset: 192)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !25, line: 55, baseType: !26)
!25 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!26 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !25, line: 51, size: 128, elements: !27)
!27 = !{!28, !30}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !26, file: !25, line: 53, baseType: !29, size: 64)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !26, file: !25, line: 54, baseType: !29, size: 64, offset: 64)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !7, file: !6, line: 70, baseType: !32, size: 320)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !33, size: 320, elements: !34)
!33 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!34 = !{!35}
!35 = !DISubrange(count: 40)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !7, file: !6, line: 71, baseType: !37, size: 64)
!37 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!38 = !{i32 7, !"Dwarf Version", i32 5}
!39 = !{i32 2, !"Debug Info Version", i32 3}
!40 = !{i32 1, !"wchar_size", i32 4}
!41 = !{i32 8, !"PIC Level", i32 2}
!42 = !{i32 7, !"PIE Level", i32 2}
!43 = !{i32 7, !"uwtable", i32 2}
!44 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!45 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!46 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 9, type: !47, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !50)
!47 = !DISubroutineType(types: !48)
!48 = !{!49, !49}
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!50 = !{!51}
!51 = !DILocalVariable(name: "arg", arg: 1, scope: !46, file: !3, line: 9, type: !49)
!52 = !DILocation(line: 0, scope: !46)
!53 = !DILocation(line: 10, column: 3, scope: !46)
!54 = !DILocation(line: 11, column: 3, scope: !46)
!55 = !DISubprogram(name: "pthread_mutex_unlock", scope: !56, file: !56, line: 835, type: !57, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!56 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!57 = !DISubroutineType(types: !58)
!58 = !{!14, !59}
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!60 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 14, type: !61, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !63)
!61 = !DISubroutineType(types: !62)
!62 = !{!14}
!63 = !{!64}
!64 = !DILocalVariable(name: "t", scope: !60, file: !3, line: 15, type: !65)
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !6, line: 27, baseType: !66)
!66 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!67 = distinct !DIAssignID()
!68 = !DILocation(line: 0, scope: !60)
!69 = !DILocation(line: 15, column: 3, scope: !60)
!70 = !DILocation(line: 16, column: 3, scope: !60)
!71 = !DILocation(line: 17, column: 16, scope: !60)
!72 = !{!73, !73, i64 0}
!73 = !{!"long", !74, i64 0}
!74 = !{!"omnipotent char", !75, i64 0}
!75 = !{!"Simple C/C++ TBAA"}
!76 = !DILocation(line: 17, column: 3, scope: !60)
!77 = !DILocation(line: 19, column: 1, scope: !60)
!78 = !DILocation(line: 18, column: 3, scope: !60)
!79 = !DISubprogram(name: "pthread_create", scope: !56, file: !56, line: 202, type: !80, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!80 = !DISubroutineType(types: !81)
!81 = !{!14, !82, !84, !95, !96}
!82 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !83)
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!84 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !85)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64)
!86 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !87)
!87 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !6, line: 62, baseType: !88)
!88 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !6, line: 56, size: 448, elements: !89)
!89 = !{!90, !94}
!90 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !88, file: !6, line: 58, baseType: !91, size: 448)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !33, size: 448, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 56)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !88, file: !6, line: 59, baseType: !37, size: 64)
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!96 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !49)
!97 = !DISubprogram(name: "pthread_join", scope: !56, file: !56, line: 219, type: !98, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!98 = !DISubroutineType(types: !99)
!99 = !{!14, !65, !100}
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
