; ModuleID = 'rwlock_writer_bad.c'
source_filename = "rwlock_writer_bad.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_rwlock_t = type { %struct.__pthread_rwlock_arch_t }
%struct.__pthread_rwlock_arch_t = type { i32, i32, i32, i32, i32, i32, i32, i32, i8, [7 x i8], i64, i32 }

@l = dso_local global %union.pthread_rwlock_t zeroinitializer, align 8, !dbg !0
@value = dso_local local_unnamed_addr global i32 0, align 4, !dbg !22
@.str = private unnamed_addr constant [11 x i8] c"value == 2\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [20 x i8] c"rwlock_writer_bad.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @writer(ptr nocapture readnone %0) #0 !dbg !66 {
    #dbg_value(ptr poison, !71, !DIExpression(), !72)
  %2 = tail call i32 @pthread_rwlock_rdlock(ptr noundef nonnull @l) #5, !dbg !73
  %3 = load i32, ptr @value, align 4, !dbg !74, !tbaa !75
  %4 = add nsw i32 %3, 1, !dbg !74
  store i32 %4, ptr @value, align 4, !dbg !74, !tbaa !75
  %5 = tail call i32 @pthread_rwlock_unlock(ptr noundef nonnull @l) #5, !dbg !79
  ret ptr null, !dbg !80
}

; Function Attrs: nounwind
declare !dbg !81 i32 @pthread_rwlock_rdlock(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !86 i32 @pthread_rwlock_unlock(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !87 {
  %1 = alloca i64, align 8, !DIAssignID !94
    #dbg_assign(i1 undef, !91, !DIExpression(), !94, ptr %1, !DIExpression(), !95)
  %2 = alloca i64, align 8, !DIAssignID !96
    #dbg_assign(i1 undef, !93, !DIExpression(), !96, ptr %2, !DIExpression(), !95)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5, !dbg !97
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5, !dbg !97
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @writer, ptr noundef null) #5, !dbg !98
  %4 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @writer, ptr noundef null) #5, !dbg !99
  %5 = load i64, ptr %1, align 8, !dbg !100, !tbaa !101
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #5, !dbg !103
  %7 = load i64, ptr %2, align 8, !dbg !104, !tbaa !101
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #5, !dbg !105
  %9 = load i32, ptr @value, align 4, !dbg !106, !tbaa !75
  %10 = icmp eq i32 %9, 2, !dbg !106
  br i1 %10, label %12, label %11, !dbg !109

11:                                               ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 22, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #6, !dbg !106
  unreachable, !dbg !106

12:                                               ; preds = %0
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5, !dbg !110
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5, !dbg !110
  ret i32 0, !dbg !111
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !112 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !127 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind
declare !dbg !131 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!58, !59, !60, !61, !62, !63, !64}
!llvm.ident = !{!65}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "l", scope: !2, file: !3, line: 6, type: !25, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "rwlock_writer_bad.c", directory: ".", checksumkind: CSK_MD5, checksum: "fecab5feb80b8768997895613684d855")
!4 = !{!0, !5, !11, !16, !22}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 22, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 88, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 11)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 22, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 160, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 20)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 22, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "value", scope: !2, file: !3, line: 7, type: !24, isLocal: false, isDefinition: true)
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_rwlock_t", file: !26, line: 91, baseType: !27)
!26 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!27 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !26, line: 86, size: 448, elements: !28)
!28 = !{!29, !52, !56}
!29 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !27, file: !26, line: 88, baseType: !30, size: 448)
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_rwlock_arch_t", file: !31, line: 23, size: 448, elements: !32)
!31 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_rwlock.h", directory: ".", checksumkind: CSK_MD5, checksum: "2034038f4a99ff6cb7b9de3a3e8c2a8e")
!32 = !{!33, !35, !36, !37, !38, !39, !40, !41, !42, !44, !49, !51}
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__readers", scope: !30, file: !31, line: 25, baseType: !34, size: 32)
!34 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "__writers", scope: !30, file: !31, line: 26, baseType: !34, size: 32, offset: 32)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__wrphase_futex", scope: !30, file: !31, line: 27, baseType: !34, size: 32, offset: 64)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__writers_futex", scope: !30, file: !31, line: 28, baseType: !34, size: 32, offset: 96)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__pad3", scope: !30, file: !31, line: 29, baseType: !34, size: 32, offset: 128)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "__pad4", scope: !30, file: !31, line: 30, baseType: !34, size: 32, offset: 160)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "__cur_writer", scope: !30, file: !31, line: 32, baseType: !24, size: 32, offset: 192)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "__shared", scope: !30, file: !31, line: 33, baseType: !24, size: 32, offset: 224)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "__rwelision", scope: !30, file: !31, line: 34, baseType: !43, size: 8, offset: 256)
!43 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "__pad1", scope: !30, file: !31, line: 39, baseType: !45, size: 56, offset: 264)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !46, size: 56, elements: !47)
!46 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!47 = !{!48}
!48 = !DISubrange(count: 7)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "__pad2", scope: !30, file: !31, line: 42, baseType: !50, size: 64, offset: 320)
!50 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "__flags", scope: !30, file: !31, line: 45, baseType: !34, size: 32, offset: 384)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !27, file: !26, line: 89, baseType: !53, size: 448)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 56)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !27, file: !26, line: 90, baseType: !57, size: 64)
!57 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!58 = !{i32 7, !"Dwarf Version", i32 5}
!59 = !{i32 2, !"Debug Info Version", i32 3}
!60 = !{i32 1, !"wchar_size", i32 4}
!61 = !{i32 8, !"PIC Level", i32 2}
!62 = !{i32 7, !"PIE Level", i32 2}
!63 = !{i32 7, !"uwtable", i32 2}
!64 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!65 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!66 = distinct !DISubprogram(name: "writer", scope: !3, file: !3, line: 9, type: !67, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !70)
!67 = !DISubroutineType(types: !68)
!68 = !{!69, !69}
!69 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!70 = !{!71}
!71 = !DILocalVariable(name: "arg", arg: 1, scope: !66, file: !3, line: 9, type: !69)
!72 = !DILocation(line: 0, scope: !66)
!73 = !DILocation(line: 10, column: 3, scope: !66)
!74 = !DILocation(line: 11, column: 8, scope: !66)
!75 = !{!76, !76, i64 0}
!76 = !{!"int", !77, i64 0}
!77 = !{!"omnipotent char", !78, i64 0}
!78 = !{!"Simple C/C++ TBAA"}
!79 = !DILocation(line: 12, column: 3, scope: !66)
!80 = !DILocation(line: 13, column: 3, scope: !66)
!81 = !DISubprogram(name: "pthread_rwlock_rdlock", scope: !82, file: !82, line: 976, type: !83, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!82 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!83 = !DISubroutineType(types: !84)
!84 = !{!24, !85}
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!86 = !DISubprogram(name: "pthread_rwlock_unlock", scope: !82, file: !82, line: 1071, type: !83, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!87 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 16, type: !88, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !90)
!88 = !DISubroutineType(types: !89)
!89 = !{!24}
!90 = !{!91, !93}
!91 = !DILocalVariable(name: "a", scope: !87, file: !3, line: 17, type: !92)
!92 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !26, line: 27, baseType: !50)
!93 = !DILocalVariable(name: "b", scope: !87, file: !3, line: 17, type: !92)
!94 = distinct !DIAssignID()
!95 = !DILocation(line: 0, scope: !87)
!96 = distinct !DIAssignID()
!97 = !DILocation(line: 17, column: 3, scope: !87)
!98 = !DILocation(line: 18, column: 3, scope: !87)
!99 = !DILocation(line: 19, column: 3, scope: !87)
!100 = !DILocation(line: 20, column: 16, scope: !87)
!101 = !{!102, !102, i64 0}
!102 = !{!"long", !77, i64 0}
!103 = !DILocation(line: 20, column: 3, scope: !87)
!104 = !DILocation(line: 21, column: 16, scope: !87)
!105 = !DILocation(line: 21, column: 3, scope: !87)
!106 = !DILocation(line: 22, column: 3, scope: !107)
!107 = distinct !DILexicalBlock(scope: !108, file: !3, line: 22, column: 3)
!108 = distinct !DILexicalBlock(scope: !87, file: !3, line: 22, column: 3)
!109 = !DILocation(line: 22, column: 3, scope: !108)
!110 = !DILocation(line: 24, column: 1, scope: !87)
!111 = !DILocation(line: 23, column: 3, scope: !87)
!112 = !DISubprogram(name: "pthread_create", scope: !82, file: !82, line: 202, type: !113, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!113 = !DISubroutineType(types: !114)
!114 = !{!24, !115, !117, !125, !126}
!115 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !116)
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 64)
!117 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !118)
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !119, size: 64)
!119 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !120)
!120 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !26, line: 62, baseType: !121)
!121 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !26, line: 56, size: 448, elements: !122)
!122 = !{!123, !124}
!123 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !121, file: !26, line: 58, baseType: !53, size: 448)
!124 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !121, file: !26, line: 59, baseType: !57, size: 64)
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 64)
!126 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !69)
!127 = !DISubprogram(name: "pthread_join", scope: !82, file: !82, line: 219, type: !128, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!128 = !DISubroutineType(types: !129)
!129 = !{!24, !92, !130}
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!131 = !DISubprogram(name: "__assert_fail", scope: !132, file: !132, line: 69, type: !133, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!132 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!133 = !DISubroutineType(types: !134)
!134 = !{null, !135, !135, !34, !135}
!135 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
