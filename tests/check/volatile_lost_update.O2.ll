; ModuleID = 'volatile_lost_update.c'
source_filename = "volatile_lost_update.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@counter = dso_local global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [13 x i8] c"counter == 4\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [23 x i8] c"volatile_lost_update.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none) uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !32 {
    #dbg_value(ptr poison, !37, !DIExpression(), !40)
    #dbg_value(i32 0, !38, !DIExpression(), !41)
    #dbg_value(i32 0, !38, !DIExpression(), !41)
  %2 = load volatile i32, ptr @counter, align 4, !dbg !42, !tbaa !44
  %3 = add nsw i32 %2, 1, !dbg !48
  store volatile i32 %3, ptr @counter, align 4, !dbg !49, !tbaa !44
    #dbg_value(i32 1, !38, !DIExpression(), !41)
  %4 = load volatile i32, ptr @counter, align 4, !dbg !42, !tbaa !44
  %5 = add nsw i32 %4, 1, !dbg !48
  store volatile i32 %5, ptr @counter, align 4, !dbg !49, !tbaa !44
    #dbg_value(i32 2, !38, !DIExpression(), !41)
  ret ptr null, !dbg !50
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !51 {
  %1 = alloca i64, align 8, !DIAssignID !60
    #dbg_assign(i1 undef, !55, !DIExpression(), !60, ptr %1, !DIExpression(), !61)
  %2 = alloca i64, align 8, !DIAssignID !62
    #dbg_assign(i1 undef, !59, !DIExpression(), !62, ptr %2, !DIExpression(), !61)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6, !dbg !63
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !63
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #6, !dbg !64
  %4 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #6, !dbg !65
  %5 = load i64, ptr %1, align 8, !dbg !66, !tbaa !67
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #6, !dbg !69
  %7 = load i64, ptr %2, align 8, !dbg !70, !tbaa !67
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #6, !dbg !71
  %9 = load volatile i32, ptr @counter, align 4, !dbg !72, !tbaa !44
  %10 = icmp eq i32 %9, 4, !dbg !72
  br i1 %10, label %12, label %11, !dbg !75

11:                                               ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 20, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !72
  unreachable, !dbg !72

12:                                               ; preds = %0
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !76
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6, !dbg !76
  ret i32 0, !dbg !77
}

; Function Attrs: nounwind
declare !dbg !78 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !98 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !102 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { nofree norecurse nounwind memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!24, !25, !26, !27, !28, !29, !30}
!llvm.ident = !{!31}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 6, type: !22, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "volatile_lost_update.c", directory: ".", checksumkind: CSK_MD5, checksum: "196897209f44626bf2366b05204ab94d")
!4 = !{!5, !11, !16, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 20, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 13)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 20, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 184, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 23)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 20, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !23)
!23 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!24 = !{i32 7, !"Dwarf Version", i32 5}
!25 = !{i32 2, !"Debug Info Version", i32 3}
!26 = !{i32 1, !"wchar_size", i32 4}
!27 = !{i32 8, !"PIC Level", i32 2}
!28 = !{i32 7, !"PIE Level", i32 2}
!29 = !{i32 7, !"uwtable", i32 2}
!30 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!31 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!32 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 8, type: !33, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !36)
!33 = !DISubroutineType(types: !34)
!34 = !{!35, !35}
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!36 = !{!37, !38}
!37 = !DILocalVariable(name: "arg", arg: 1, scope: !32, file: !3, line: 8, type: !35)
!38 = !DILocalVariable(name: "i", scope: !39, file: !3, line: 9, type: !23)
!39 = distinct !DILexicalBlock(scope: !32, file: !3, line: 9, column: 3)
!40 = !DILocation(line: 0, scope: !32)
!41 = !DILocation(line: 0, scope: !39)
!42 = !DILocation(line: 10, column: 15, scope: !43)
!43 = distinct !DILexicalBlock(scope: !39, file: !3, line: 9, column: 3)
!44 = !{!45, !45, i64 0}
!45 = !{!"int", !46, i64 0}
!46 = !{!"omnipotent char", !47, i64 0}
!47 = !{!"Simple C/C++ TBAA"}
!48 = !DILocation(line: 10, column: 23, scope: !43)
!49 = !DILocation(line: 10, column: 13, scope: !43)
!50 = !DILocation(line: 11, column: 3, scope: !32)
!51 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 14, type: !52, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !54)
!52 = !DISubroutineType(types: !53)
!53 = !{!23}
!54 = !{!55, !59}
!55 = !DILocalVariable(name: "a", scope: !51, file: !3, line: 15, type: !56)
!56 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !57, line: 27, baseType: !58)
!57 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!58 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!59 = !DILocalVariable(name: "b", scope: !51, file: !3, line: 15, type: !56)
!60 = distinct !DIAssignID()
!61 = !DILocation(line: 0, scope: !51)
!62 = distinct !DIAssignID()
!63 = !DILocation(line: 15, column: 3, scope: !51)
!64 = !DILocation(line: 16, column: 3, scope: !51)
!65 = !DILocation(line: 17, column: 3, scope: !51)
!66 = !DILocation(line: 18, column: 16, scope: !51)
!67 = !{!68, !68, i64 0}
!68 = !{!"long", !46, i64 0}
!69 = !DILocation(line: 18, column: 3, scope: !51)
!70 = !DILocation(line: 19, column: 16, scope: !51)
!71 = !DILocation(line: 19, column: 3, scope: !51)
!72 = !DILocation(line: 20, column: 3, scope: !73)
!73 = distinct !DILexicalBlock(scope: !74, file: !3, line: 20, column: 3)
!74 = distinct !DILexicalBlock(scope: !51, file: !3, line: 20, column: 3)
!75 = !DILocation(line: 20, column: 3, scope: !74)
!76 = !DILocation(line: 22, column: 1, scope: !51)
!77 = !DILocation(line: 21, column: 3, scope: !51)
!78 = !DISubprogram(name: "pthread_create", scope: !79, file: !79, line: 202, type: !80, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!79 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!80 = !DISubroutineType(types: !81)
!81 = !{!23, !82, !84, !96, !97}
!82 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !83)
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64)
!84 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !85)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64)
!86 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !87)
!87 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !57, line: 62, baseType: !88)
!88 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !57, line: 56, size: 448, elements: !89)
!89 = !{!90, !94}
!90 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !88, file: !57, line: 58, baseType: !91, size: 448)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 56)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !88, file: !57, line: 59, baseType: !95, size: 64)
!95 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!97 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !35)
!98 = !DISubprogram(name: "pthread_join", scope: !79, file: !79, line: 219, type: !99, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!99 = !DISubroutineType(types: !100)
!100 = !{!23, !56, !101}
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!102 = !DISubprogram(name: "__assert_fail", scope: !103, file: !103, line: 69, type: !104, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!103 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!104 = !DISubroutineType(types: !105)
!105 = !{null, !106, !106, !107, !106}
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!107 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
