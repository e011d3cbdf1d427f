; ModuleID = 'atomic_load_store.c'
source_filename = "atomic_load_store.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@counter = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [27 x i8] c"atomic_load(&counter) == 2\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [20 x i8] c"atomic_load_store.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !34 {
    #dbg_value(ptr poison, !39, !DIExpression(), !41)
  %2 = load atomic i32, ptr @counter seq_cst, align 4, !dbg !42
    #dbg_value(i32 %2, !40, !DIExpression(), !41)
  %3 = add nsw i32 %2, 1, !dbg !43
  store atomic i32 %3, ptr @counter seq_cst, align 4, !dbg !43
  ret ptr null, !dbg !44
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !45 {
  %1 = alloca i64, align 8, !DIAssignID !54
    #dbg_assign(i1 undef, !49, !DIExpression(), !54, ptr %1, !DIExpression(), !55)
  %2 = alloca i64, align 8, !DIAssignID !56
    #dbg_assign(i1 undef, !53, !DIExpression(), !56, ptr %2, !DIExpression(), !55)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6, !dbg !57
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !57
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #6, !dbg !58
  %4 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #6, !dbg !59
  %5 = load i64, ptr %1, align 8, !dbg !60, !tbaa !61
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #6, !dbg !65
  %7 = load i64, ptr %2, align 8, !dbg !66, !tbaa !61
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #6, !dbg !67
  %9 = load atomic i32, ptr @counter seq_cst, align 4, !dbg !68
  %10 = icmp eq i32 %9, 2, !dbg !68
  br i1 %10, label %12, label %11, !dbg !71

11:                                               ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 21, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !68
  unreachable, !dbg !68

12:                                               ; preds = %0
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !72
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6, !dbg !72
  ret i32 0, !dbg !73
}

; Function Attrs: nounwind
declare !dbg !74 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !94 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !98 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!26, !27, !28, !29, !30, !31, !32}
!llvm.ident = !{!33}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 7, type: !22, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "atomic_load_store.c", directory: ".", checksumkind: CSK_MD5, checksum: "e068fc7319dfb2084f1025bca5918e91")
!4 = !{!5, !11, !16, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 216, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 27)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 160, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 20)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !23, line: 104, baseType: !24)
!23 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: ".", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!24 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !25)
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !{i32 7, !"Dwarf Version", i32 5}
!27 = !{i32 2, !"Debug Info Version", i32 3}
!28 = !{i32 1, !"wchar_size", i32 4}
!29 = !{i32 8, !"PIC Level", i32 2}
!30 = !{i32 7, !"PIE Level", i32 2}
!31 = !{i32 7, !"uwtable", i32 2}
!32 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!33 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!34 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 9, type: !35, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !38)
!35 = !DISubroutineType(types: !36)
!36 = !{!37, !37}
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!38 = !{!39, !40}
!39 = !DILocalVariable(name: "arg", arg: 1, scope: !34, file: !3, line: 9, type: !37)
!40 = !DILocalVariable(name: "v", scope: !34, file: !3, line: 10, type: !25)
!41 = !DILocation(line: 0, scope: !34)
!42 = !DILocation(line: 10, column: 11, scope: !34)
!43 = !DILocation(line: 11, column: 3, scope: !34)
!44 = !DILocation(line: 12, column: 3, scope: !34)
!45 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 15, type: !46, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !48)
!46 = !DISubroutineType(types: !47)
!47 = !{!25}
!48 = !{!49, !53}
!49 = !DILocalVariable(name: "a", scope: !45, file: !3, line: 16, type: !50)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !51, line: 27, baseType: !52)
!51 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!52 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!53 = !DILocalVariable(name: "b", scope: !45, file: !3, line: 16, type: !50)
!54 = distinct !DIAssignID()
!55 = !DILocation(line: 0, scope: !45)
!56 = distinct !DIAssignID()
!57 = !DILocation(line: 16, column: 3, scope: !45)
!58 = !DILocation(line: 17, column: 3, scope: !45)
!59 = !DILocation(line: 18, column: 3, scope: !45)
!60 = !DILocation(line: 19, column: 16, scope: !45)
!61 = !{!62, !62, i64 0}
!62 = !{!"long", !63, i64 0}
!63 = !{!"omnipotent char", !64, i64 0}
!64 = !{!"Simple C/C++ TBAA"}
!65 = !DILocation(line: 19, column: 3, scope: !45)
!66 = !DILocation(line: 20, column: 16, scope: !45)
!67 = !DILocation(line: 20, column: 3, scope: !45)
!68 = !DILocation(line: 21, column: 3, scope: !69)
!69 = distinct !DILexicalBlock(scope: !70, file: !3, line: 21, column: 3)
!70 = distinct !DILexicalBlock(scope: !45, file: !3, line: 21, column: 3)
!71 = !DILocation(line: 21, column: 3, scope: !70)
!72 = !DILocation(line: 23, column: 1, scope: !45)
!73 = !DILocation(line: 22, column: 3, scope: !45)
!74 = !DISubprogram(name: "pthread_create", scope: !75, file: !75, line: 202, type: !76, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!75 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!76 = !DISubroutineType(types: !77)
!77 = !{!25, !78, !80, !92, !93}
!78 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !79)
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!80 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !81)
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!82 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !83)
!83 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !51, line: 62, baseType: !84)
!84 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !51, line: 56, size: 448, elements: !85)
!85 = !{!86, !90}
!86 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !84, file: !51, line: 58, baseType: !87, size: 448)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !88)
!88 = !{!89}
!89 = !DISubrange(count: 56)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !84, file: !51, line: 59, baseType: !91, size: 64)
!91 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!93 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !37)
!94 = !DISubprogram(name: "pthread_join", scope: !75, file: !75, line: 219, type: !95, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!95 = !DISubroutineType(types: !96)
!96 = !{!25, !50, !97}
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!98 = !DISubprogram(name: "__assert_fail", scope: !99, file: !99, line: 69, type: !100, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!99 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!100 = !DISubroutineType(types: !101)
!101 = !{null, !102, !102, !103, !102}
!102 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!103 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
