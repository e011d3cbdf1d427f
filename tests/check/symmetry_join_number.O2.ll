; ModuleID = 'symmetry_join_number.c'
source_filename = "symmetry_join_number.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@done = dso_local local_unnamed_addr global [3 x i32] zeroinitializer, align 4, !dbg !0
@.str = private unnamed_addr constant [8 x i8] c"done[1]\00", align 1, !dbg !11
@.str.1 = private unnamed_addr constant [23 x i8] c"symmetry_join_number.c\00", align 1, !dbg !17
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !22

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @worker(ptr noundef %0) #0 !dbg !40 {
    #dbg_value(ptr %0, !44, !DIExpression(), !45)
  %2 = ptrtoint ptr %0 to i64, !dbg !46
  %3 = getelementptr inbounds [3 x i32], ptr @done, i64 0, i64 %2, !dbg !47
  store i32 1, ptr %3, align 4, !dbg !48, !tbaa !49
  ret ptr null, !dbg !53
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !54 {
  %1 = alloca i64, align 8, !DIAssignID !59
    #dbg_assign(i1 undef, !58, !DIExpression(), !59, ptr %1, !DIExpression(), !60)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6, !dbg !61
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #6, !dbg !62
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 1 to ptr)) #6, !dbg !63
  %4 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 2 to ptr)) #6, !dbg !64
  %5 = load i64, ptr %1, align 8, !dbg !65, !tbaa !66
  %6 = add i64 %5, -1, !dbg !68
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null) #6, !dbg !69
  %8 = load i32, ptr getelementptr inbounds (i8, ptr @done, i64 4), align 4, !dbg !70, !tbaa !49
  %9 = icmp eq i32 %8, 0, !dbg !70
  br i1 %9, label %10, label %11, !dbg !73

10:                                               ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 23, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !70
  unreachable, !dbg !70

11:                                               ; preds = %0
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6, !dbg !74
  ret i32 0, !dbg !75
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !76 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !95 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !99 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

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
!llvm.module.flags = !{!32, !33, !34, !35, !36, !37, !38}
!llvm.ident = !{!39}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "done", scope: !2, file: !3, line: 9, type: !28, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "symmetry_join_number.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "68e1cba29fa70ac425b757aa61e4fd4a")
!4 = !{!5, !6, !7}
!5 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !8, line: 27, baseType: !9)
!8 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!9 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!10 = !{!11, !17, !22, !0}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 23, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 64, elements: !15)
!14 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!15 = !{!16}
!16 = !DISubrange(count: 8)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !3, line: 23, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 184, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 23)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 23, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 120, elements: !26)
!25 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!26 = !{!27}
!27 = !DISubrange(count: 15)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 96, elements: !30)
!29 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!30 = !{!31}
!31 = !DISubrange(count: 3)
!32 = !{i32 7, !"Dwarf Version", i32 5}
!33 = !{i32 2, !"Debug Info Version", i32 3}
!34 = !{i32 1, !"wchar_size", i32 4}
!35 = !{i32 8, !"PIC Level", i32 2}
!36 = !{i32 7, !"PIE Level", i32 2}
!37 = !{i32 7, !"uwtable", i32 2}
!38 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!39 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!40 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 11, type: !41, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !43)
!41 = !DISubroutineType(types: !42)
!42 = !{!6, !6}
!43 = !{!44}
!44 = !DILocalVariable(name: "arg", arg: 1, scope: !40, file: !3, line: 11, type: !6)
!45 = !DILocation(line: 0, scope: !40)
!46 = !DILocation(line: 12, column: 8, scope: !40)
!47 = !DILocation(line: 12, column: 3, scope: !40)
!48 = !DILocation(line: 12, column: 19, scope: !40)
!49 = !{!50, !50, i64 0}
!50 = !{!"int", !51, i64 0}
!51 = !{!"omnipotent char", !52, i64 0}
!52 = !{!"Simple C/C++ TBAA"}
!53 = !DILocation(line: 13, column: 3, scope: !40)
!54 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 16, type: !55, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !57)
!55 = !DISubroutineType(types: !56)
!56 = !{!29}
!57 = !{!58}
!58 = !DILocalVariable(name: "t", scope: !54, file: !3, line: 17, type: !7)
!59 = distinct !DIAssignID()
!60 = !DILocation(line: 0, scope: !54)
!61 = !DILocation(line: 17, column: 3, scope: !54)
!62 = !DILocation(line: 18, column: 3, scope: !54)
!63 = !DILocation(line: 19, column: 3, scope: !54)
!64 = !DILocation(line: 20, column: 3, scope: !54)
!65 = !DILocation(line: 22, column: 27, scope: !54)
!66 = !{!67, !67, i64 0}
!67 = !{!"long", !51, i64 0}
!68 = !DILocation(line: 22, column: 29, scope: !54)
!69 = !DILocation(line: 22, column: 3, scope: !54)
!70 = !DILocation(line: 23, column: 3, scope: !71)
!71 = distinct !DILexicalBlock(scope: !72, file: !3, line: 23, column: 3)
!72 = distinct !DILexicalBlock(scope: !54, file: !3, line: 23, column: 3)
!73 = !DILocation(line: 23, column: 3, scope: !72)
!74 = !DILocation(line: 25, column: 1, scope: !54)
!75 = !DILocation(line: 24, column: 3, scope: !54)
!76 = !DISubprogram(name: "pthread_create", scope: !77, file: !77, line: 202, type: !78, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!77 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!78 = !DISubroutineType(types: !79)
!79 = !{!29, !80, !82, !93, !94}
!80 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !81)
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!82 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !83)
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64)
!84 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !85)
!85 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !8, line: 62, baseType: !86)
!86 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !8, line: 56, size: 448, elements: !87)
!87 = !{!88, !92}
!88 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !86, file: !8, line: 58, baseType: !89, size: 448)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 448, elements: !90)
!90 = !{!91}
!91 = !DISubrange(count: 56)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !86, file: !8, line: 59, baseType: !5, size: 64)
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !41, size: 64)
!94 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !6)
!95 = !DISubprogram(name: "pthread_join", scope: !77, file: !77, line: 219, type: !96, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!96 = !DISubroutineType(types: !97)
!97 = !{!29, !7, !98}
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!99 = !DISubprogram(name: "__assert_fail", scope: !100, file: !100, line: 69, type: !101, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!100 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!101 = !DISubroutineType(types: !102)
!102 = !{null, !103, !103, !104, !103}
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!104 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
