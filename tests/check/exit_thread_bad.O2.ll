; ModuleID = 'exit_thread_bad.c'
source_filename = "exit_thread_bad.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [17 x i8] c"(intptr_t)r == 1\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [18 x i8] c"exit_thread_bad.c\00", align 1, !dbg !7
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !12

; Function Attrs: noreturn nounwind uwtable
define dso_local noalias noundef nonnull ptr @worker(ptr nocapture readnone %0) #0 !dbg !33 {
    #dbg_value(ptr poison, !37, !DIExpression(), !38)
  tail call void @pthread_exit(ptr noundef nonnull inttoptr (i64 7 to ptr)) #7, !dbg !39
  unreachable, !dbg !39
}

; Function Attrs: noreturn
declare !dbg !40 void @pthread_exit(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !44 {
  %1 = alloca i64, align 8, !DIAssignID !54
    #dbg_assign(i1 undef, !49, !DIExpression(), !54, ptr %1, !DIExpression(), !55)
  %2 = alloca ptr, align 8, !DIAssignID !56
    #dbg_assign(i1 undef, !53, !DIExpression(), !56, ptr %2, !DIExpression(), !55)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #8, !dbg !57
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #8, !dbg !58
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #8, !dbg !59
  %4 = load i64, ptr %1, align 8, !dbg !60, !tbaa !61
  %5 = call i32 @pthread_join(i64 noundef %4, ptr noundef nonnull %2) #8, !dbg !65
  %6 = load ptr, ptr %2, align 8, !dbg !66, !tbaa !69
  %7 = icmp eq ptr %6, inttoptr (i64 1 to ptr), !dbg !66
  br i1 %7, label %9, label %8, !dbg !71

8:                                                ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 17, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !66
  unreachable, !dbg !66

9:                                                ; preds = %0
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #8, !dbg !72
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #8, !dbg !72
  ret i32 0, !dbg !73
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind
declare !dbg !74 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !92 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: noreturn nounwind
declare !dbg !96 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

attributes #0 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noreturn nounwind }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!18}
!llvm.module.flags = !{!25, !26, !27, !28, !29, !30, !31}
!llvm.ident = !{!32}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "exit_thread_bad.c", directory: ".", checksumkind: CSK_MD5, checksum: "3a4a996edaa35c86209e7d1c4c896f9f")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 17)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 18)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 120, elements: !16)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!16 = !{!17}
!17 = !DISubrange(count: 15)
!18 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !19, globals: !24, splitDebugInlining: false, nameTableKind: None)
!19 = !{!20, !21}
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !22, line: 87, baseType: !23)
!22 = !DIFile(filename: "/usr/include/stdint.h", directory: ".", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!23 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!24 = !{!0, !7, !12}
!25 = !{i32 7, !"Dwarf Version", i32 5}
!26 = !{i32 2, !"Debug Info Version", i32 3}
!27 = !{i32 1, !"wchar_size", i32 4}
!28 = !{i32 8, !"PIC Level", i32 2}
!29 = !{i32 7, !"PIE Level", i32 2}
!30 = !{i32 7, !"uwtable", i32 2}
!31 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!32 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!33 = distinct !DISubprogram(name: "worker", scope: !2, file: !2, line: 7, type: !34, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !18, retainedNodes: !36)
!34 = !DISubroutineType(types: !35)
!35 = !{!20, !20}
!36 = !{!37}
!37 = !DILocalVariable(name: "arg", arg: 1, scope: !33, file: !2, line: 7, type: !20)
!38 = !DILocation(line: 0, scope: !33)
!39 = !DILocation(line: 8, column: 3, scope: !33)
!40 = !DISubprogram(name: "pthread_exit", scope: !41, file: !41, line: 211, type: !42, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!41 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!42 = !DISubroutineType(types: !43)
!43 = !{null, !20}
!44 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 12, type: !45, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !18, retainedNodes: !48)
!45 = !DISubroutineType(types: !46)
!46 = !{!47}
!47 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!48 = !{!49, !53}
!49 = !DILocalVariable(name: "t", scope: !44, file: !2, line: 13, type: !50)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !51, line: 27, baseType: !52)
!51 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!52 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!53 = !DILocalVariable(name: "r", scope: !44, file: !2, line: 14, type: !20)
!54 = distinct !DIAssignID()
!55 = !DILocation(line: 0, scope: !44)
!56 = distinct !DIAssignID()
!57 = !DILocation(line: 13, column: 3, scope: !44)
!58 = !DILocation(line: 14, column: 3, scope: !44)
!59 = !DILocation(line: 15, column: 3, scope: !44)
!60 = !DILocation(line: 16, column: 16, scope: !44)
!61 = !{!62, !62, i64 0}
!62 = !{!"long", !63, i64 0}
!63 = !{!"omnipotent char", !64, i64 0}
!64 = !{!"Simple C/C++ TBAA"}
!65 = !DILocation(line: 16, column: 3, scope: !44)
!66 = !DILocation(line: 17, column: 3, scope: !67)
!67 = distinct !DILexicalBlock(scope: !68, file: !2, line: 17, column: 3)
!68 = distinct !DILexicalBlock(scope: !44, file: !2, line: 17, column: 3)
!69 = !{!70, !70, i64 0}
!70 = !{!"any pointer", !63, i64 0}
!71 = !DILocation(line: 17, column: 3, scope: !68)
!72 = !DILocation(line: 19, column: 1, scope: !44)
!73 = !DILocation(line: 18, column: 3, scope: !44)
!74 = !DISubprogram(name: "pthread_create", scope: !41, file: !41, line: 202, type: !75, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!75 = !DISubroutineType(types: !76)
!76 = !{!47, !77, !79, !90, !91}
!77 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !78)
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!79 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !80)
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!81 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !82)
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !51, line: 62, baseType: !83)
!83 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !51, line: 56, size: 448, elements: !84)
!84 = !{!85, !89}
!85 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !83, file: !51, line: 58, baseType: !86, size: 448)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 448, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 56)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !83, file: !51, line: 59, baseType: !23, size: 64)
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!91 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !20)
!92 = !DISubprogram(name: "pthread_join", scope: !41, file: !41, line: 219, type: !93, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!93 = !DISubroutineType(types: !94)
!94 = !{!47, !50, !95}
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!96 = !DISubprogram(name: "__assert_fail", scope: !97, file: !97, line: 69, type: !98, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!97 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!98 = !DISubroutineType(types: !99)
!99 = !{null, !100, !100, !101, !100}
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!101 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
