; ModuleID = 'spinlock.c'
source_filename = "spinlock.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@s = dso_local global i32 0, align 4, !dbg !0
@counter = dso_local local_unnamed_addr global i32 0, align 4, !dbg !29
@.str = private unnamed_addr constant [13 x i8] c"counter == 2\00", align 1, !dbg !12
@.str.1 = private unnamed_addr constant [11 x i8] c"spinlock.c\00", align 1, !dbg !18
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !23

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !43 {
    #dbg_value(ptr poison, !48, !DIExpression(), !49)
  %2 = tail call i32 @pthread_spin_lock(ptr noundef nonnull @s) #5, !dbg !50
  %3 = load i32, ptr @counter, align 4, !dbg !51, !tbaa !52
  %4 = add nsw i32 %3, 1, !dbg !51
  store i32 %4, ptr @counter, align 4, !dbg !51, !tbaa !52
  %5 = tail call i32 @pthread_spin_unlock(ptr noundef nonnull @s) #5, !dbg !56
  ret ptr null, !dbg !57
}

; Function Attrs: nounwind
declare !dbg !58 i32 @pthread_spin_lock(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !62 i32 @pthread_spin_unlock(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !63 {
  %1 = alloca i64, align 8, !DIAssignID !71
    #dbg_assign(i1 undef, !67, !DIExpression(), !71, ptr %1, !DIExpression(), !72)
  %2 = alloca i64, align 8, !DIAssignID !73
    #dbg_assign(i1 undef, !70, !DIExpression(), !73, ptr %2, !DIExpression(), !72)
  %3 = tail call i32 @pthread_spin_init(ptr noundef nonnull @s, i32 noundef 0) #5, !dbg !74
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5, !dbg !75
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5, !dbg !75
  %4 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #5, !dbg !76
  %5 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #5, !dbg !77
  %6 = load i64, ptr %1, align 8, !dbg !78, !tbaa !79
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null) #5, !dbg !81
  %8 = load i64, ptr %2, align 8, !dbg !82, !tbaa !79
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null) #5, !dbg !83
  %10 = load i32, ptr @counter, align 4, !dbg !84, !tbaa !52
  %11 = icmp eq i32 %10, 2, !dbg !84
  br i1 %11, label %13, label %12, !dbg !87

12:                                               ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 23, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #6, !dbg !84
  unreachable, !dbg !84

13:                                               ; preds = %0
  %14 = call i32 @pthread_spin_destroy(ptr noundef nonnull @s) #5, !dbg !88
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5, !dbg !89
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5, !dbg !89
  ret i32 0, !dbg !90
}

; Function Attrs: nounwind
declare !dbg !91 i32 @pthread_spin_init(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !94 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !113 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind
declare !dbg !117 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare !dbg !122 i32 @pthread_spin_destroy(ptr noundef) local_unnamed_addr #1

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
!llvm.module.flags = !{!35, !36, !37, !38, !39, !40, !41}
!llvm.ident = !{!42}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "s", scope: !2, file: !3, line: 6, type: !32, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !11, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "spinlock.c", directory: ".", checksumkind: CSK_MD5, checksum: "15b40e39cad7ef06cf848953f612f35a")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !6, line: 144, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10}
!9 = !DIEnumerator(name: "PTHREAD_PROCESS_PRIVATE", value: 0)
!10 = !DIEnumerator(name: "PTHREAD_PROCESS_SHARED", value: 1)
!11 = !{!12, !18, !23, !0, !29}
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !3, line: 23, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 104, elements: !16)
!15 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!16 = !{!17}
!17 = !DISubrange(count: 13)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 23, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 88, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 11)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !3, line: 23, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 120, elements: !27)
!26 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!27 = !{!28}
!28 = !DISubrange(count: 15)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 7, type: !31, isLocal: false, isDefinition: true)
!31 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_spinlock_t", file: !33, line: 103, baseType: !34)
!33 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!34 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !31)
!35 = !{i32 7, !"Dwarf Version", i32 5}
!36 = !{i32 2, !"Debug Info Version", i32 3}
!37 = !{i32 1, !"wchar_size", i32 4}
!38 = !{i32 8, !"PIC Level", i32 2}
!39 = !{i32 7, !"PIE Level", i32 2}
!40 = !{i32 7, !"uwtable", i32 2}
!41 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!42 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!43 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 9, type: !44, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !47)
!44 = !DISubroutineType(types: !45)
!45 = !{!46, !46}
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!47 = !{!48}
!48 = !DILocalVariable(name: "arg", arg: 1, scope: !43, file: !3, line: 9, type: !46)
!49 = !DILocation(line: 0, scope: !43)
!50 = !DILocation(line: 10, column: 3, scope: !43)
!51 = !DILocation(line: 11, column: 10, scope: !43)
!52 = !{!53, !53, i64 0}
!53 = !{!"int", !54, i64 0}
!54 = !{!"omnipotent char", !55, i64 0}
!55 = !{!"Simple C/C++ TBAA"}
!56 = !DILocation(line: 12, column: 3, scope: !43)
!57 = !DILocation(line: 13, column: 3, scope: !43)
!58 = !DISubprogram(name: "pthread_spin_lock", scope: !6, file: !6, line: 1238, type: !59, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!59 = !DISubroutineType(types: !60)
!60 = !{!31, !61}
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!62 = !DISubprogram(name: "pthread_spin_unlock", scope: !6, file: !6, line: 1246, type: !59, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!63 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 16, type: !64, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !66)
!64 = !DISubroutineType(types: !65)
!65 = !{!31}
!66 = !{!67, !70}
!67 = !DILocalVariable(name: "a", scope: !63, file: !3, line: 18, type: !68)
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !33, line: 27, baseType: !69)
!69 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!70 = !DILocalVariable(name: "b", scope: !63, file: !3, line: 18, type: !68)
!71 = distinct !DIAssignID()
!72 = !DILocation(line: 0, scope: !63)
!73 = distinct !DIAssignID()
!74 = !DILocation(line: 17, column: 3, scope: !63)
!75 = !DILocation(line: 18, column: 3, scope: !63)
!76 = !DILocation(line: 19, column: 3, scope: !63)
!77 = !DILocation(line: 20, column: 3, scope: !63)
!78 = !DILocation(line: 21, column: 16, scope: !63)
!79 = !{!80, !80, i64 0}
!80 = !{!"long", !54, i64 0}
!81 = !DILocation(line: 21, column: 3, scope: !63)
!82 = !DILocation(line: 22, column: 16, scope: !63)
!83 = !DILocation(line: 22, column: 3, scope: !63)
!84 = !DILocation(line: 23, column: 3, scope: !85)
!85 = distinct !DILexicalBlock(scope: !86, file: !3, line: 23, column: 3)
!86 = distinct !DILexicalBlock(scope: !63, file: !3, line: 23, column: 3)
!87 = !DILocation(line: 23, column: 3, scope: !86)
!88 = !DILocation(line: 24, column: 3, scope: !63)
!89 = !DILocation(line: 26, column: 1, scope: !63)
!90 = !DILocation(line: 25, column: 3, scope: !63)
!91 = !DISubprogram(name: "pthread_spin_init", scope: !6, file: !6, line: 1230, type: !92, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!92 = !DISubroutineType(types: !93)
!93 = !{!31, !61, !31}
!94 = !DISubprogram(name: "pthread_create", scope: !6, file: !6, line: 202, type: !95, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!95 = !DISubroutineType(types: !96)
!96 = !{!31, !97, !99, !111, !112}
!97 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !98)
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64)
!99 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !100)
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64)
!101 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !102)
!102 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !33, line: 62, baseType: !103)
!103 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !33, line: 56, size: 448, elements: !104)
!104 = !{!105, !109}
!105 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !103, file: !33, line: 58, baseType: !106, size: 448)
!106 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 448, elements: !107)
!107 = !{!108}
!108 = !DISubrange(count: 56)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !103, file: !33, line: 59, baseType: !110, size: 64)
!110 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!112 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !46)
!113 = !DISubprogram(name: "pthread_join", scope: !6, file: !6, line: 219, type: !114, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!114 = !DISubroutineType(types: !115)
!115 = !{!31, !68, !116}
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64)
!117 = !DISubprogram(name: "__assert_fail", scope: !118, file: !118, line: 69, type: !119, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!118 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!119 = !DISubroutineType(types: !120)
!120 = !{null, !121, !121, !7, !121}
!121 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!122 = !DISubprogram(name: "pthread_spin_destroy", scope: !6, file: !6, line: 1234, type: !59, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
