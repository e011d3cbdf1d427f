; ModuleID = 'symmetry_blocks_order.c'
source_filename = "symmetry_blocks_order.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@done = dso_local local_unnamed_addr global i32 0, align 4, !dbg !22
@.str = private unnamed_addr constant [18 x i8] c"!(p < r && r < q)\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [24 x i8] c"symmetry_blocks_order.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture noundef %0) #0 !dbg !64 {
    #dbg_value(ptr %0, !69, !DIExpression(), !76)
    #dbg_value(ptr %0, !70, !DIExpression(), !76)
  %2 = load i32, ptr %0, align 4, !dbg !77, !tbaa !78
    #dbg_value(i32 %2, !75, !DIExpression(), !76)
  tail call void @free(ptr noundef %0) #6, !dbg !83
  %3 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #6, !dbg !84
  %4 = load i32, ptr @done, align 4, !dbg !85, !tbaa !86
  %5 = add nsw i32 %4, %2, !dbg !85
  store i32 %5, ptr @done, align 4, !dbg !85, !tbaa !86
  %6 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #6, !dbg !87
  ret ptr null, !dbg !88
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !89 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !93 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !98 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 !dbg !99 {
  %1 = alloca i64, align 8, !DIAssignID !115
    #dbg_assign(i1 undef, !103, !DIExpression(), !115, ptr %1, !DIExpression(), !116)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6, !dbg !117
    #dbg_value(i32 0, !106, !DIExpression(), !118)
    #dbg_value(i32 0, !106, !DIExpression(), !118)
  %2 = tail call noalias dereferenceable_or_null(4) ptr @malloc(i64 noundef 4) #7, !dbg !119
    #dbg_value(ptr %2, !108, !DIExpression(), !120)
  %3 = icmp eq ptr %2, null, !dbg !121
  br i1 %3, label %33, label %4, !dbg !123

4:                                                ; preds = %0
  store i32 1, ptr %2, align 4, !dbg !124, !tbaa !78
  %5 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull %2) #6, !dbg !125
    #dbg_value(i32 1, !106, !DIExpression(), !118)
  %6 = call noalias dereferenceable_or_null(4) ptr @malloc(i64 noundef 4) #7, !dbg !119
    #dbg_value(ptr %6, !108, !DIExpression(), !120)
  %7 = icmp eq ptr %6, null, !dbg !121
  br i1 %7, label %33, label %8, !dbg !123

8:                                                ; preds = %4
  store i32 1, ptr %6, align 4, !dbg !124, !tbaa !78
  %9 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull %6) #6, !dbg !125
    #dbg_value(i32 2, !106, !DIExpression(), !118)
  %10 = call noalias dereferenceable_or_null(4) ptr @malloc(i64 noundef 4) #7, !dbg !119
    #dbg_value(ptr %10, !108, !DIExpression(), !120)
  %11 = icmp eq ptr %10, null, !dbg !121
  br i1 %11, label %33, label %12, !dbg !123

12:                                               ; preds = %8
  store i32 1, ptr %10, align 4, !dbg !124, !tbaa !78
  %13 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull %10) #6, !dbg !125
    #dbg_value(i32 3, !106, !DIExpression(), !118)
  br label %14

14:                                               ; preds = %12, %14
  %15 = call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #6, !dbg !126
  %16 = load i32, ptr @done, align 4, !dbg !137, !tbaa !86
    #dbg_value(i32 %16, !135, !DIExpression(), !138)
  %17 = call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #6, !dbg !139
  %18 = icmp slt i32 %16, 2, !dbg !140
  br i1 %18, label %14, label %19

19:                                               ; preds = %14
  %20 = call noalias dereferenceable_or_null(4) ptr @malloc(i64 noundef 4) #7, !dbg !142
    #dbg_value(ptr %20, !111, !DIExpression(), !116)
  %21 = call noalias dereferenceable_or_null(4) ptr @malloc(i64 noundef 4) #7, !dbg !143
    #dbg_value(ptr %21, !113, !DIExpression(), !116)
    #dbg_value(i32 3, !134, !DIExpression(), !144)
  br label %22, !dbg !146

22:                                               ; preds = %22, %19
  %23 = call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #6, !dbg !147
  %24 = load i32, ptr @done, align 4, !dbg !148, !tbaa !86
    #dbg_value(i32 %24, !135, !DIExpression(), !149)
  %25 = call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #6, !dbg !150
  %26 = icmp slt i32 %24, 3, !dbg !151
  br i1 %26, label %22, label %27

27:                                               ; preds = %22
  %28 = call noalias dereferenceable_or_null(4) ptr @malloc(i64 noundef 4) #7, !dbg !152
    #dbg_value(ptr %28, !114, !DIExpression(), !116)
  %29 = icmp ult ptr %20, %28, !dbg !153
  %30 = icmp ult ptr %28, %21, !dbg !153
  %31 = and i1 %29, %30, !dbg !153
  br i1 %31, label %32, label %33, !dbg !153

32:                                               ; preds = %27
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 47, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !153
  unreachable, !dbg !153

33:                                               ; preds = %0, %4, %8, %27
  %34 = phi i32 [ 0, %27 ], [ 1, %8 ], [ 1, %4 ], [ 1, %0 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6, !dbg !156
  ret i32 %34, !dbg !156
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !157 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare !dbg !162 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind
declare !dbg !180 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!56, !57, !58, !59, !60, !61, !62}
!llvm.ident = !{!63}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 14, type: !25, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "symmetry_blocks_order.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "3e6d78f80f2bdd6a0475887370ef6250")
!4 = !{!0, !5, !11, !16, !22}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 47, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 144, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 18)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 47, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 192, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 24)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 47, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "done", scope: !2, file: !3, line: 13, type: !24, isLocal: false, isDefinition: true)
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !26, line: 72, baseType: !27)
!26 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!27 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !26, line: 67, size: 320, elements: !28)
!28 = !{!29, !50, !54}
!29 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !27, file: !26, line: 69, baseType: !30, size: 320)
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !31, line: 22, size: 320, elements: !32)
!31 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!32 = !{!33, !34, !36, !37, !38, !39, !41, !42}
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !30, file: !31, line: 24, baseType: !24, size: 32)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !30, file: !31, line: 25, baseType: !35, size: 32, offset: 32)
!35 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !30, file: !31, line: 26, baseType: !24, size: 32, offset: 64)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !30, file: !31, line: 28, baseType: !35, size: 32, offset: 96)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !30, file: !31, line: 32, baseType: !24, size: 32, offset: 128)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !30, file: !31, line: 34, baseType: !40, size: 16, offset: 160)
!40 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !30, file: !31, line: 35, baseType: !40, size: 16, offset: 176)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !30, file: !31, line: 36, baseType: !43, size: 128, offset: 192)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !44, line: 55, baseType: !45)
!44 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!45 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !44, line: 51, size: 128, elements: !46)
!46 = !{!47, !49}
!47 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !45, file: !44, line: 53, baseType: !48, size: 64)
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !45, file: !44, line: 54, baseType: !48, size: 64, offset: 64)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !27, file: !26, line: 70, baseType: !51, size: 320)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 320, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 40)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !27, file: !26, line: 71, baseType: !55, size: 64)
!55 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!56 = !{i32 7, !"Dwarf Version", i32 5}
!57 = !{i32 2, !"Debug Info Version", i32 3}
!58 = !{i32 1, !"wchar_size", i32 4}
!59 = !{i32 8, !"PIC Level", i32 2}
!60 = !{i32 7, !"PIE Level", i32 2}
!61 = !{i32 7, !"uwtable", i32 2}
!62 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!63 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!64 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 16, type: !65, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !68)
!65 = !DISubroutineType(types: !66)
!66 = !{!67, !67}
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!68 = !{!69, !70, !75}
!69 = !DILocalVariable(name: "arg", arg: 1, scope: !64, file: !3, line: 16, type: !67)
!70 = !DILocalVariable(name: "j", scope: !64, file: !3, line: 17, type: !71)
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!72 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "job", file: !3, line: 12, size: 32, elements: !73)
!73 = !{!74}
!74 = !DIDerivedType(tag: DW_TAG_member, name: "in", scope: !72, file: !3, line: 12, baseType: !24, size: 32)
!75 = !DILocalVariable(name: "v", scope: !64, file: !3, line: 18, type: !24)
!76 = !DILocation(line: 0, scope: !64)
!77 = !DILocation(line: 18, column: 14, scope: !64)
!78 = !{!79, !80, i64 0}
!79 = !{!"job", !80, i64 0}
!80 = !{!"int", !81, i64 0}
!81 = !{!"omnipotent char", !82, i64 0}
!82 = !{!"Simple C/C++ TBAA"}
!83 = !DILocation(line: 19, column: 3, scope: !64)
!84 = !DILocation(line: 20, column: 3, scope: !64)
!85 = !DILocation(line: 21, column: 8, scope: !64)
!86 = !{!80, !80, i64 0}
!87 = !DILocation(line: 22, column: 3, scope: !64)
!88 = !DILocation(line: 23, column: 3, scope: !64)
!89 = !DISubprogram(name: "free", scope: !90, file: !90, line: 568, type: !91, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!90 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!91 = !DISubroutineType(types: !92)
!92 = !{null, !67}
!93 = !DISubprogram(name: "pthread_mutex_lock", scope: !94, file: !94, line: 794, type: !95, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!94 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!95 = !DISubroutineType(types: !96)
!96 = !{!24, !97}
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!98 = !DISubprogram(name: "pthread_mutex_unlock", scope: !94, file: !94, line: 835, type: !95, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!99 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 35, type: !100, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !102)
!100 = !DISubroutineType(types: !101)
!101 = !{!24}
!102 = !{!103, !106, !108, !111, !113, !114}
!103 = !DILocalVariable(name: "t", scope: !99, file: !3, line: 36, type: !104)
!104 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !26, line: 27, baseType: !105)
!105 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!106 = !DILocalVariable(name: "i", scope: !107, file: !3, line: 37, type: !24)
!107 = distinct !DILexicalBlock(scope: !99, file: !3, line: 37, column: 3)
!108 = !DILocalVariable(name: "j", scope: !109, file: !3, line: 38, type: !71)
!109 = distinct !DILexicalBlock(scope: !110, file: !3, line: 37, column: 31)
!110 = distinct !DILexicalBlock(scope: !107, file: !3, line: 37, column: 3)
!111 = !DILocalVariable(name: "p", scope: !99, file: !3, line: 44, type: !112)
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!113 = !DILocalVariable(name: "q", scope: !99, file: !3, line: 44, type: !112)
!114 = !DILocalVariable(name: "r", scope: !99, file: !3, line: 46, type: !112)
!115 = distinct !DIAssignID()
!116 = !DILocation(line: 0, scope: !99)
!117 = !DILocation(line: 36, column: 3, scope: !99)
!118 = !DILocation(line: 0, scope: !107)
!119 = !DILocation(line: 38, column: 21, scope: !109)
!120 = !DILocation(line: 0, scope: !109)
!121 = !DILocation(line: 39, column: 10, scope: !122)
!122 = distinct !DILexicalBlock(scope: !109, file: !3, line: 39, column: 9)
!123 = !DILocation(line: 39, column: 9, scope: !109)
!124 = !DILocation(line: 40, column: 11, scope: !109)
!125 = !DILocation(line: 41, column: 5, scope: !109)
!126 = !DILocation(line: 28, column: 5, scope: !127, inlinedAt: !136)
!127 = distinct !DILexicalBlock(scope: !128, file: !3, line: 27, column: 12)
!128 = distinct !DILexicalBlock(scope: !129, file: !3, line: 27, column: 3)
!129 = distinct !DILexicalBlock(scope: !130, file: !3, line: 27, column: 3)
!130 = distinct !DISubprogram(name: "wait_for", scope: !3, file: !3, line: 26, type: !131, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !133)
!131 = !DISubroutineType(types: !132)
!132 = !{null, !24}
!133 = !{!134, !135}
!134 = !DILocalVariable(name: "n", arg: 1, scope: !130, file: !3, line: 26, type: !24)
!135 = !DILocalVariable(name: "d", scope: !127, file: !3, line: 29, type: !24)
!136 = distinct !DILocation(line: 43, column: 3, scope: !99)
!137 = !DILocation(line: 29, column: 13, scope: !127, inlinedAt: !136)
!138 = !DILocation(line: 0, scope: !127, inlinedAt: !136)
!139 = !DILocation(line: 30, column: 5, scope: !127, inlinedAt: !136)
!140 = !DILocation(line: 31, column: 11, scope: !141, inlinedAt: !136)
!141 = distinct !DILexicalBlock(scope: !127, file: !3, line: 31, column: 9)
!142 = !DILocation(line: 44, column: 13, scope: !99)
!143 = !DILocation(line: 44, column: 29, scope: !99)
!144 = !DILocation(line: 0, scope: !130, inlinedAt: !145)
!145 = distinct !DILocation(line: 45, column: 3, scope: !99)
!146 = !DILocation(line: 27, column: 3, scope: !130, inlinedAt: !145)
!147 = !DILocation(line: 28, column: 5, scope: !127, inlinedAt: !145)
!148 = !DILocation(line: 29, column: 13, scope: !127, inlinedAt: !145)
!149 = !DILocation(line: 0, scope: !127, inlinedAt: !145)
!150 = !DILocation(line: 30, column: 5, scope: !127, inlinedAt: !145)
!151 = !DILocation(line: 31, column: 11, scope: !141, inlinedAt: !145)
!152 = !DILocation(line: 46, column: 13, scope: !99)
!153 = !DILocation(line: 47, column: 3, scope: !154)
!154 = distinct !DILexicalBlock(scope: !155, file: !3, line: 47, column: 3)
!155 = distinct !DILexicalBlock(scope: !99, file: !3, line: 47, column: 3)
!156 = !DILocation(line: 49, column: 1, scope: !99)
!157 = !DISubprogram(name: "malloc", scope: !90, file: !90, line: 553, type: !158, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!158 = !DISubroutineType(types: !159)
!159 = !{!67, !160}
!160 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !161, line: 18, baseType: !105)
!161 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!162 = !DISubprogram(name: "pthread_create", scope: !94, file: !94, line: 202, type: !163, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!163 = !DISubroutineType(types: !164)
!164 = !{!24, !165, !167, !178, !179}
!165 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !166)
!166 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 64)
!167 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !168)
!168 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !169, size: 64)
!169 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !170)
!170 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !26, line: 62, baseType: !171)
!171 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !26, line: 56, size: 448, elements: !172)
!172 = !{!173, !177}
!173 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !171, file: !26, line: 58, baseType: !174, size: 448)
!174 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !175)
!175 = !{!176}
!176 = !DISubrange(count: 56)
!177 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !171, file: !26, line: 59, baseType: !55, size: 64)
!178 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!179 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !67)
!180 = !DISubprogram(name: "__assert_fail", scope: !181, file: !181, line: 69, type: !182, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!181 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!182 = !DISubroutineType(types: !183)
!183 = !{null, !184, !184, !35, !184}
!184 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
