; ModuleID = 'tsd.c'
source_filename = "tsd.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@key = dso_local global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [30 x i8] c"pthread_getspecific(key) == 0\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [6 x i8] c"tsd.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !16
@.str.2 = private unnamed_addr constant [32 x i8] c"pthread_getspecific(key) == arg\00", align 1, !dbg !22
@.str.3 = private unnamed_addr constant [33 x i8] c"pthread_key_create(&key, 0) == 0\00", align 1, !dbg !27
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !32
@.str.4 = private unnamed_addr constant [33 x i8] c"pthread_getspecific(key) == &key\00", align 1, !dbg !37

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr noundef %0) #0 !dbg !50 {
    #dbg_value(ptr %0, !55, !DIExpression(), !56)
  %2 = load i32, ptr @key, align 4, !dbg !57, !tbaa !60
  %3 = tail call ptr @pthread_getspecific(i32 noundef %2) #5, !dbg !57
  %4 = icmp eq ptr %3, null, !dbg !57
  br i1 %4, label %6, label %5, !dbg !64

5:                                                ; preds = %1
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 9, ptr noundef nonnull @__PRETTY_FUNCTION__.worker) #6, !dbg !57
  unreachable, !dbg !57

6:                                                ; preds = %1
  %7 = load i32, ptr @key, align 4, !dbg !65, !tbaa !60
  %8 = tail call i32 @pthread_setspecific(i32 noundef %7, ptr noundef %0) #5, !dbg !66
  %9 = load i32, ptr @key, align 4, !dbg !67, !tbaa !60
  %10 = tail call ptr @pthread_getspecific(i32 noundef %9) #5, !dbg !67
  %11 = icmp eq ptr %10, %0, !dbg !67
  br i1 %11, label %13, label %12, !dbg !70

12:                                               ; preds = %6
  tail call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 11, ptr noundef nonnull @__PRETTY_FUNCTION__.worker) #6, !dbg !67
  unreachable, !dbg !67

13:                                               ; preds = %6
  ret ptr null, !dbg !71
}

; Function Attrs: nounwind
declare !dbg !72 ptr @pthread_getspecific(i32 noundef) local_unnamed_addr #1

; Function Attrs: noreturn nounwind
declare !dbg !76 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !81 i32 @pthread_setspecific(i32 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !87 {
  %1 = alloca i64, align 8, !DIAssignID !94
    #dbg_assign(i1 undef, !91, !DIExpression(), !94, ptr %1, !DIExpression(), !95)
  %2 = tail call i32 @pthread_key_create(ptr noundef nonnull @key, ptr noundef null) #5, !dbg !96
  %3 = icmp eq i32 %2, 0, !dbg !96
  br i1 %3, label %5, label %4, !dbg !99

4:                                                ; preds = %0
  tail call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 16, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #6, !dbg !96
  unreachable, !dbg !96

5:                                                ; preds = %0
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5, !dbg !100
  %6 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull %1) #5, !dbg !101
    #dbg_value(ptr @key, !55, !DIExpression(), !102)
  %7 = load i32, ptr @key, align 4, !dbg !104, !tbaa !60
  %8 = call ptr @pthread_getspecific(i32 noundef %7) #5, !dbg !104
  %9 = icmp eq ptr %8, null, !dbg !104
  br i1 %9, label %11, label %10, !dbg !105

10:                                               ; preds = %5
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 9, ptr noundef nonnull @__PRETTY_FUNCTION__.worker) #6, !dbg !104
  unreachable, !dbg !104

11:                                               ; preds = %5
  %12 = load i32, ptr @key, align 4, !dbg !106, !tbaa !60
  %13 = call i32 @pthread_setspecific(i32 noundef %12, ptr noundef nonnull @key) #5, !dbg !107
  %14 = load i32, ptr @key, align 4, !dbg !108, !tbaa !60
  %15 = call ptr @pthread_getspecific(i32 noundef %14) #5, !dbg !108
  %16 = icmp eq ptr %15, @key, !dbg !108
  br i1 %16, label %18, label %17, !dbg !109

17:                                               ; preds = %11
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 11, ptr noundef nonnull @__PRETTY_FUNCTION__.worker) #6, !dbg !108
  unreachable, !dbg !108

18:                                               ; preds = %11
  %19 = load i64, ptr %1, align 8, !dbg !110, !tbaa !111
  %20 = call i32 @pthread_join(i64 noundef %19, ptr noundef null) #5, !dbg !113
  %21 = load i32, ptr @key, align 4, !dbg !114, !tbaa !60
  %22 = call ptr @pthread_getspecific(i32 noundef %21) #5, !dbg !114
  %23 = icmp eq ptr %22, @key, !dbg !114
  br i1 %23, label %25, label %24, !dbg !117

24:                                               ; preds = %18
  call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 21, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #6, !dbg !114
  unreachable, !dbg !114

25:                                               ; preds = %18
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5, !dbg !118
  ret i32 0, !dbg !119
}

; Function Attrs: nounwind
declare !dbg !120 i32 @pthread_key_create(ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind
declare !dbg !127 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !146 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!42, !43, !44, !45, !46, !47, !48}
!llvm.ident = !{!49}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "key", scope: !2, file: !3, line: 6, type: !39, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tsd.c", directory: ".", checksumkind: CSK_MD5, checksum: "80161d2c287ce86f285b2e0ea2fc388d")
!4 = !{!5, !11, !16, !22, !27, !32, !37, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 9, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 240, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 30)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 9, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 48, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 6)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 9, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 168, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 11, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 256, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 32)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 16, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 264, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 33)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 16, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 15)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !29, isLocal: true, isDefinition: true)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_key_t", file: !40, line: 49, baseType: !41)
!40 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!41 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!42 = !{i32 7, !"Dwarf Version", i32 5}
!43 = !{i32 2, !"Debug Info Version", i32 3}
!44 = !{i32 1, !"wchar_size", i32 4}
!45 = !{i32 8, !"PIC Level", i32 2}
!46 = !{i32 7, !"PIE Level", i32 2}
!47 = !{i32 7, !"uwtable", i32 2}
!48 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!49 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!50 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 8, type: !51, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !54)
!51 = !DISubroutineType(types: !52)
!52 = !{!53, !53}
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!54 = !{!55}
!55 = !DILocalVariable(name: "arg", arg: 1, scope: !50, file: !3, line: 8, type: !53)
!56 = !DILocation(line: 0, scope: !50)
!57 = !DILocation(line: 9, column: 3, scope: !58)
!58 = distinct !DILexicalBlock(scope: !59, file: !3, line: 9, column: 3)
!59 = distinct !DILexicalBlock(scope: !50, file: !3, line: 9, column: 3)
!60 = !{!61, !61, i64 0}
!61 = !{!"int", !62, i64 0}
!62 = !{!"omnipotent char", !63, i64 0}
!63 = !{!"Simple C/C++ TBAA"}
!64 = !DILocation(line: 9, column: 3, scope: !59)
!65 = !DILocation(line: 10, column: 23, scope: !50)
!66 = !DILocation(line: 10, column: 3, scope: !50)
!67 = !DILocation(line: 11, column: 3, scope: !68)
!68 = distinct !DILexicalBlock(scope: !69, file: !3, line: 11, column: 3)
!69 = distinct !DILexicalBlock(scope: !50, file: !3, line: 11, column: 3)
!70 = !DILocation(line: 11, column: 3, scope: !69)
!71 = !DILocation(line: 12, column: 3, scope: !50)
!72 = !DISubprogram(name: "pthread_getspecific", scope: !73, file: !73, line: 1305, type: !74, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!73 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!74 = !DISubroutineType(types: !75)
!75 = !{!53, !39}
!76 = !DISubprogram(name: "__assert_fail", scope: !77, file: !77, line: 69, type: !78, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!77 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!78 = !DISubroutineType(types: !79)
!79 = !{null, !80, !80, !41, !80}
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!81 = !DISubprogram(name: "pthread_setspecific", scope: !73, file: !73, line: 1308, type: !82, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!82 = !DISubroutineType(types: !83)
!83 = !{!84, !39, !85}
!84 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64)
!86 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!87 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 15, type: !88, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !90)
!88 = !DISubroutineType(types: !89)
!89 = !{!84}
!90 = !{!91}
!91 = !DILocalVariable(name: "t", scope: !87, file: !3, line: 17, type: !92)
!92 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !40, line: 27, baseType: !93)
!93 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!94 = distinct !DIAssignID()
!95 = !DILocation(line: 0, scope: !87)
!96 = !DILocation(line: 16, column: 3, scope: !97)
!97 = distinct !DILexicalBlock(scope: !98, file: !3, line: 16, column: 3)
!98 = distinct !DILexicalBlock(scope: !87, file: !3, line: 16, column: 3)
!99 = !DILocation(line: 16, column: 3, scope: !98)
!100 = !DILocation(line: 17, column: 3, scope: !87)
!101 = !DILocation(line: 18, column: 3, scope: !87)
!102 = !DILocation(line: 0, scope: !50, inlinedAt: !103)
!103 = distinct !DILocation(line: 19, column: 3, scope: !87)
!104 = !DILocation(line: 9, column: 3, scope: !58, inlinedAt: !103)
!105 = !DILocation(line: 9, column: 3, scope: !59, inlinedAt: !103)
!106 = !DILocation(line: 10, column: 23, scope: !50, inlinedAt: !103)
!107 = !DILocation(line: 10, column: 3, scope: !50, inlinedAt: !103)
!108 = !DILocation(line: 11, column: 3, scope: !68, inlinedAt: !103)
!109 = !DILocation(line: 11, column: 3, scope: !69, inlinedAt: !103)
!110 = !DILocation(line: 20, column: 16, scope: !87)
!111 = !{!112, !112, i64 0}
!112 = !{!"long", !62, i64 0}
!113 = !DILocation(line: 20, column: 3, scope: !87)
!114 = !DILocation(line: 21, column: 3, scope: !115)
!115 = distinct !DILexicalBlock(scope: !116, file: !3, line: 21, column: 3)
!116 = distinct !DILexicalBlock(scope: !87, file: !3, line: 21, column: 3)
!117 = !DILocation(line: 21, column: 3, scope: !116)
!118 = !DILocation(line: 23, column: 1, scope: !87)
!119 = !DILocation(line: 22, column: 3, scope: !87)
!120 = !DISubprogram(name: "pthread_key_create", scope: !73, file: !73, line: 1297, type: !121, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!121 = !DISubroutineType(types: !122)
!122 = !{!84, !123, !124}
!123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!124 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 64)
!125 = !DISubroutineType(types: !126)
!126 = !{null, !53}
!127 = !DISubprogram(name: "pthread_create", scope: !73, file: !73, line: 202, type: !128, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!128 = !DISubroutineType(types: !129)
!129 = !{!84, !130, !132, !144, !145}
!130 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !131)
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 64)
!132 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !133)
!133 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !134, size: 64)
!134 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !135)
!135 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !40, line: 62, baseType: !136)
!136 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !40, line: 56, size: 448, elements: !137)
!137 = !{!138, !142}
!138 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !136, file: !40, line: 58, baseType: !139, size: 448)
!139 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !140)
!140 = !{!141}
!141 = !DISubrange(count: 56)
!142 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !136, file: !40, line: 59, baseType: !143, size: 64)
!143 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!144 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!145 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !53)
!146 = !DISubprogram(name: "pthread_join", scope: !73, file: !73, line: 219, type: !147, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!147 = !DISubroutineType(types: !148)
!148 = !{!84, !92, !149}
!149 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
