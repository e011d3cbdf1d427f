; ModuleID = 'detach_bad.c'
source_filename = "detach_bad.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@ran = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [9 x i8] c"ran == 1\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [13 x i8] c"detach_bad.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !31 {
    #dbg_value(ptr poison, !36, !DIExpression(), !37)
  store i32 1, ptr @ran, align 4, !dbg !38, !tbaa !39
  ret ptr null, !dbg !43
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !44 {
  %1 = alloca i64, align 8, !DIAssignID !52
    #dbg_assign(i1 undef, !48, !DIExpression(), !52, ptr %1, !DIExpression(), !53)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6, !dbg !54
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #6, !dbg !55
  %3 = load i64, ptr %1, align 8, !dbg !56, !tbaa !57
  %4 = call i32 @pthread_detach(i64 noundef %3) #6, !dbg !59
  %5 = load i64, ptr %1, align 8, !dbg !60, !tbaa !57
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #6, !dbg !61
  %7 = load i32, ptr @ran, align 4, !dbg !62, !tbaa !39
  %8 = icmp eq i32 %7, 1, !dbg !62
  br i1 %8, label %10, label %9, !dbg !65

9:                                                ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 18, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !62
  unreachable, !dbg !62

10:                                               ; preds = %0
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6, !dbg !66
  ret i32 0, !dbg !67
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !68 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !88 i32 @pthread_detach(i64 noundef) local_unnamed_addr #3

declare !dbg !91 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !95 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!23, !24, !25, !26, !27, !28, !29}
!llvm.ident = !{!30}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ran", scope: !2, file: !3, line: 6, type: !22, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "detach_bad.c", directory: ".", checksumkind: CSK_MD5, checksum: "b4e1752ac854660b2abef31e45f3a7e2")
!4 = !{!5, !11, !16, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 18, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 72, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 9)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 18, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 13)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 18, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !{i32 7, !"Dwarf Version", i32 5}
!24 = !{i32 2, !"Debug Info Version", i32 3}
!25 = !{i32 1, !"wchar_size", i32 4}
!26 = !{i32 8, !"PIC Level", i32 2}
!27 = !{i32 7, !"PIE Level", i32 2}
!28 = !{i32 7, !"uwtable", i32 2}
!29 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!30 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!31 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 8, type: !32, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !35)
!32 = !DISubroutineType(types: !33)
!33 = !{!34, !34}
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!35 = !{!36}
!36 = !DILocalVariable(name: "arg", arg: 1, scope: !31, file: !3, line: 8, type: !34)
!37 = !DILocation(line: 0, scope: !31)
!38 = !DILocation(line: 9, column: 7, scope: !31)
!39 = !{!40, !40, i64 0}
!40 = !{!"int", !41, i64 0}
!41 = !{!"omnipotent char", !42, i64 0}
!42 = !{!"Simple C/C++ TBAA"}
!43 = !DILocation(line: 10, column: 3, scope: !31)
!44 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 13, type: !45, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !47)
!45 = !DISubroutineType(types: !46)
!46 = !{!22}
!47 = !{!48}
!48 = !DILocalVariable(name: "t", scope: !44, file: !3, line: 14, type: !49)
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !50, line: 27, baseType: !51)
!50 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!51 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!52 = distinct !DIAssignID()
!53 = !DILocation(line: 0, scope: !44)
!54 = !DILocation(line: 14, column: 3, scope: !44)
!55 = !DILocation(line: 15, column: 3, scope: !44)
!56 = !DILocation(line: 16, column: 18, scope: !44)
!57 = !{!58, !58, i64 0}
!58 = !{!"long", !41, i64 0}
!59 = !DILocation(line: 16, column: 3, scope: !44)
!60 = !DILocation(line: 17, column: 16, scope: !44)
!61 = !DILocation(line: 17, column: 3, scope: !44)
!62 = !DILocation(line: 18, column: 3, scope: !63)
!63 = distinct !DILexicalBlock(scope: !64, file: !3, line: 18, column: 3)
!64 = distinct !DILexicalBlock(scope: !44, file: !3, line: 18, column: 3)
!65 = !DILocation(line: 18, column: 3, scope: !64)
!66 = !DILocation(line: 20, column: 1, scope: !44)
!67 = !DILocation(line: 19, column: 3, scope: !44)
!68 = !DISubprogram(name: "pthread_create", scope: !69, file: !69, line: 202, type: !70, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!69 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!70 = !DISubroutineType(types: !71)
!71 = !{!22, !72, !74, !86, !87}
!72 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !73)
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!74 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !75)
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !76, size: 64)
!76 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !77)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !50, line: 62, baseType: !78)
!78 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !50, line: 56, size: 448, elements: !79)
!79 = !{!80, !84}
!80 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !78, file: !50, line: 58, baseType: !81, size: 448)
!81 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !82)
!82 = !{!83}
!83 = !DISubrange(count: 56)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !78, file: !50, line: 59, baseType: !85, size: 64)
!85 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!86 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!87 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !34)
!88 = !DISubprogram(name: "pthread_detach", scope: !69, file: !69, line: 269, type: !89, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!89 = !DISubroutineType(types: !90)
!90 = !{!22, !49}
!91 = !DISubprogram(name: "pthread_join", scope: !69, file: !69, line: 219, type: !92, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!92 = !DISubroutineType(types: !93)
!93 = !{!22, !49, !94}
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!95 = !DISubprogram(name: "__assert_fail", scope: !96, file: !96, line: 69, type: !97, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!96 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!97 = !DISubroutineType(types: !98)
!98 = !{null, !99, !99, !100, !99}
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!100 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
