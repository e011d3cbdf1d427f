; ModuleID = 'paged_state.c'
source_filename = "paged_state.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@buf = dso_local local_unnamed_addr global ptr null, align 8, !dbg !0
@big = dso_local local_unnamed_addr global [12388 x i8] zeroinitializer, align 16, !dbg !31
@last = dso_local local_unnamed_addr global i32 0, align 4, !dbg !36
@.str = private unnamed_addr constant [40 x i8] c"buf[5003 % SIZE] == 2 && big[4096] == 1\00", align 1, !dbg !10
@.str.1 = private unnamed_addr constant [14 x i8] c"paged_state.c\00", align 1, !dbg !15
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !20
@.str.2 = private unnamed_addr constant [10 x i8] c"last == 2\00", align 1, !dbg !26

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @worker(ptr noundef %0) #0 !dbg !47 {
    #dbg_value(ptr %0, !51, !DIExpression(), !55)
  %2 = ptrtoint ptr %0 to i64, !dbg !56
  %3 = trunc i64 %2 to i32, !dbg !57
    #dbg_value(i32 %3, !52, !DIExpression(), !55)
    #dbg_value(i32 0, !53, !DIExpression(), !58)
  %4 = trunc i64 %2 to i8
  %5 = add i8 %4, 1
  %6 = mul i64 %2, 5003
  %7 = shl nsw i32 %3, 12
    #dbg_value(i32 0, !53, !DIExpression(), !58)
  %8 = sext i32 %7 to i64, !dbg !59
  br label %10, !dbg !59

9:                                                ; preds = %10
  ret ptr null, !dbg !60

10:                                               ; preds = %1, %10
  %11 = phi i64 [ 0, %1 ], [ %21, %10 ]
    #dbg_value(i64 %11, !53, !DIExpression(), !58)
  %12 = load ptr, ptr @buf, align 8, !dbg !61, !tbaa !64
  %13 = mul nuw nsw i64 %11, 9001, !dbg !68
  %14 = add i64 %13, %6, !dbg !69
  %15 = trunc i64 %14 to i32, !dbg !70
  %16 = srem i32 %15, 65536, !dbg !70
  %17 = sext i32 %16 to i64, !dbg !61
  %18 = getelementptr inbounds i8, ptr %12, i64 %17, !dbg !61
  %19 = load i8, ptr %18, align 1, !dbg !71, !tbaa !72
  %20 = add i8 %5, %19, !dbg !71
  store i8 %20, ptr %18, align 1, !dbg !71, !tbaa !72
  %21 = add nuw nsw i64 %11, 1, !dbg !73
  %22 = mul nuw nsw i64 %11, 1000, !dbg !74
  %23 = add nuw nsw i64 %22, %8, !dbg !75
  %24 = urem i64 %23, 12388, !dbg !76
  %25 = getelementptr inbounds [12388 x i8], ptr @big, i64 0, i64 %24, !dbg !77
  %26 = load i8, ptr %25, align 4, !dbg !78, !tbaa !72
  %27 = trunc nuw nsw i64 %21 to i8, !dbg !78
  %28 = xor i8 %26, %27, !dbg !78
  store i8 %28, ptr %25, align 4, !dbg !78, !tbaa !72
  store i32 %3, ptr @last, align 4, !dbg !79, !tbaa !80
    #dbg_value(i64 %21, !53, !DIExpression(), !58)
  %29 = icmp eq i64 %21, 3, !dbg !82
  br i1 %29, label %9, label %10, !dbg !59, !llvm.loop !83
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #2 !dbg !87 {
  %1 = alloca i64, align 8, !DIAssignID !96
    #dbg_assign(i1 undef, !91, !DIExpression(), !96, ptr %1, !DIExpression(), !97)
  %2 = alloca i64, align 8, !DIAssignID !98
    #dbg_assign(i1 undef, !95, !DIExpression(), !98, ptr %2, !DIExpression(), !97)
  %3 = tail call noalias dereferenceable_or_null(65536) ptr @calloc(i64 noundef 65536, i64 noundef 1) #7, !dbg !99
  store ptr %3, ptr @buf, align 8, !dbg !100, !tbaa !64
  %4 = icmp eq ptr %3, null, !dbg !101
  br i1 %4, label %25, label %5, !dbg !103

5:                                                ; preds = %0
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #8, !dbg !104
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #8, !dbg !104
  %6 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 1 to ptr)) #8, !dbg !105
  %7 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 2 to ptr)) #8, !dbg !106
  %8 = load i64, ptr %1, align 8, !dbg !107, !tbaa !108
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null) #8, !dbg !110
  %10 = load i64, ptr %2, align 8, !dbg !111, !tbaa !108
  %11 = call i32 @pthread_join(i64 noundef %10, ptr noundef null) #8, !dbg !112
  %12 = load ptr, ptr @buf, align 8, !dbg !113, !tbaa !64
  %13 = getelementptr inbounds i8, ptr %12, i64 5003, !dbg !113
  %14 = load i8, ptr %13, align 1, !dbg !113, !tbaa !72
  %15 = icmp eq i8 %14, 2, !dbg !113
  %16 = load i8, ptr getelementptr inbounds (i8, ptr @big, i64 4096), align 16, !dbg !113
  %17 = icmp eq i8 %16, 1, !dbg !113
  %18 = select i1 %15, i1 %17, i1 false, !dbg !113
  br i1 %18, label %20, label %19, !dbg !113

19:                                               ; preds = %5
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 34, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #9, !dbg !113
  unreachable, !dbg !113

20:                                               ; preds = %5
  %21 = load i32, ptr @last, align 4, !dbg !116, !tbaa !80
  %22 = icmp eq i32 %21, 2, !dbg !116
  br i1 %22, label %24, label %23, !dbg !119

23:                                               ; preds = %20
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 36, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #9, !dbg !116
  unreachable, !dbg !116

24:                                               ; preds = %20
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #8, !dbg !120
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #8, !dbg !120
  br label %25

25:                                               ; preds = %0, %24
  %26 = phi i32 [ 0, %24 ], [ 1, %0 ], !dbg !97
  ret i32 %26, !dbg !120
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !121 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !127 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !146 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: noreturn nounwind
declare !dbg !150 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #6

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind allocsize(0,1) }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!39, !40, !41, !42, !43, !44, !45}
!llvm.ident = !{!46}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "buf", scope: !2, file: !3, line: 12, type: !38, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !9, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "paged_state.c", directory: "/work/main/tests/state_storage", checksumkind: CSK_MD5, checksum: "345d04a9a82251caaf965f595e46676d")
!4 = !{!5, !6, !7, !8}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!7 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!9 = !{!10, !15, !20, !26, !0, !31, !36}
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(scope: null, file: !3, line: 34, type: !12, isLocal: true, isDefinition: true)
!12 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 320, elements: !13)
!13 = !{!14}
!14 = !DISubrange(count: 40)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !3, line: 34, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 112, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 14)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !3, line: 34, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 120, elements: !24)
!23 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!24 = !{!25}
!25 = !DISubrange(count: 15)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 36, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 80, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 10)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(name: "big", scope: !2, file: !3, line: 13, type: !33, isLocal: false, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 99104, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 12388)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(name: "last", scope: !2, file: !3, line: 14, type: !5, isLocal: false, isDefinition: true)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!39 = !{i32 7, !"Dwarf Version", i32 5}
!40 = !{i32 2, !"Debug Info Version", i32 3}
!41 = !{i32 1, !"wchar_size", i32 4}
!42 = !{i32 8, !"PIC Level", i32 2}
!43 = !{i32 7, !"PIE Level", i32 2}
!44 = !{i32 7, !"uwtable", i32 2}
!45 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!46 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!47 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 15, type: !48, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !50)
!48 = !DISubroutineType(types: !49)
!49 = !{!8, !8}
!50 = !{!51, !52, !53}
!51 = !DILocalVariable(name: "arg", arg: 1, scope: !47, file: !3, line: 15, type: !8)
!52 = !DILocalVariable(name: "id", scope: !47, file: !3, line: 16, type: !5)
!53 = !DILocalVariable(name: "i", scope: !54, file: !3, line: 17, type: !5)
!54 = distinct !DILexicalBlock(scope: !47, file: !3, line: 17, column: 5)
!55 = !DILocation(line: 0, scope: !47)
!56 = !DILocation(line: 16, column: 19, scope: !47)
!57 = !DILocation(line: 16, column: 14, scope: !47)
!58 = !DILocation(line: 0, scope: !54)
!59 = !DILocation(line: 17, column: 5, scope: !54)
!60 = !DILocation(line: 24, column: 5, scope: !47)
!61 = !DILocation(line: 18, column: 9, scope: !62)
!62 = distinct !DILexicalBlock(scope: !63, file: !3, line: 17, column: 33)
!63 = distinct !DILexicalBlock(scope: !54, file: !3, line: 17, column: 5)
!64 = !{!65, !65, i64 0}
!65 = !{!"any pointer", !66, i64 0}
!66 = !{!"omnipotent char", !67, i64 0}
!67 = !{!"Simple C/C++ TBAA"}
!68 = !DILocation(line: 18, column: 28, scope: !62)
!69 = !DILocation(line: 18, column: 24, scope: !62)
!70 = !DILocation(line: 18, column: 36, scope: !62)
!71 = !DILocation(line: 18, column: 44, scope: !62)
!72 = !{!66, !66, i64 0}
!73 = !DILocation(line: 19, column: 62, scope: !62)
!74 = !DILocation(line: 19, column: 28, scope: !62)
!75 = !DILocation(line: 19, column: 24, scope: !62)
!76 = !DILocation(line: 19, column: 36, scope: !62)
!77 = !DILocation(line: 19, column: 9, scope: !62)
!78 = !DILocation(line: 19, column: 50, scope: !62)
!79 = !DILocation(line: 21, column: 14, scope: !62)
!80 = !{!81, !81, i64 0}
!81 = !{!"int", !66, i64 0}
!82 = !DILocation(line: 17, column: 23, scope: !63)
!83 = distinct !{!83, !59, !84, !85, !86}
!84 = !DILocation(line: 23, column: 5, scope: !54)
!85 = !{!"llvm.loop.mustprogress"}
!86 = !{!"llvm.loop.unroll.disable"}
!87 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 26, type: !88, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !90)
!88 = !DISubroutineType(types: !89)
!89 = !{!5}
!90 = !{!91, !95}
!91 = !DILocalVariable(name: "a", scope: !87, file: !3, line: 29, type: !92)
!92 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !93, line: 27, baseType: !94)
!93 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!94 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!95 = !DILocalVariable(name: "b", scope: !87, file: !3, line: 29, type: !92)
!96 = distinct !DIAssignID()
!97 = !DILocation(line: 0, scope: !87)
!98 = distinct !DIAssignID()
!99 = !DILocation(line: 27, column: 11, scope: !87)
!100 = !DILocation(line: 27, column: 9, scope: !87)
!101 = !DILocation(line: 28, column: 10, scope: !102)
!102 = distinct !DILexicalBlock(scope: !87, file: !3, line: 28, column: 9)
!103 = !DILocation(line: 28, column: 9, scope: !87)
!104 = !DILocation(line: 29, column: 5, scope: !87)
!105 = !DILocation(line: 30, column: 5, scope: !87)
!106 = !DILocation(line: 31, column: 5, scope: !87)
!107 = !DILocation(line: 32, column: 18, scope: !87)
!108 = !{!109, !109, i64 0}
!109 = !{!"long", !66, i64 0}
!110 = !DILocation(line: 32, column: 5, scope: !87)
!111 = !DILocation(line: 33, column: 18, scope: !87)
!112 = !DILocation(line: 33, column: 5, scope: !87)
!113 = !DILocation(line: 34, column: 5, scope: !114)
!114 = distinct !DILexicalBlock(scope: !115, file: !3, line: 34, column: 5)
!115 = distinct !DILexicalBlock(scope: !87, file: !3, line: 34, column: 5)
!116 = !DILocation(line: 36, column: 5, scope: !117)
!117 = distinct !DILexicalBlock(scope: !118, file: !3, line: 36, column: 5)
!118 = distinct !DILexicalBlock(scope: !87, file: !3, line: 36, column: 5)
!119 = !DILocation(line: 36, column: 5, scope: !118)
!120 = !DILocation(line: 39, column: 1, scope: !87)
!121 = !DISubprogram(name: "calloc", scope: !122, file: !122, line: 556, type: !123, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!122 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!123 = !DISubroutineType(types: !124)
!124 = !{!8, !125, !125}
!125 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !126, line: 18, baseType: !94)
!126 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!127 = !DISubprogram(name: "pthread_create", scope: !128, file: !128, line: 202, type: !129, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!128 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!129 = !DISubroutineType(types: !130)
!130 = !{!5, !131, !133, !144, !145}
!131 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !132)
!132 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 64)
!133 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !134)
!134 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !135, size: 64)
!135 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !136)
!136 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !93, line: 62, baseType: !137)
!137 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !93, line: 56, size: 448, elements: !138)
!138 = !{!139, !143}
!139 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !137, file: !93, line: 58, baseType: !140, size: 448)
!140 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 448, elements: !141)
!141 = !{!142}
!142 = !DISubrange(count: 56)
!143 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !137, file: !93, line: 59, baseType: !6, size: 64)
!144 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!145 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !8)
!146 = !DISubprogram(name: "pthread_join", scope: !128, file: !128, line: 219, type: !147, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!147 = !DISubroutineType(types: !148)
!148 = !{!5, !92, !149}
!149 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!150 = !DISubprogram(name: "__assert_fail", scope: !151, file: !151, line: 69, type: !152, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!151 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!152 = !DISubroutineType(types: !153)
!153 = !{null, !154, !154, !155, !154}
!154 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!155 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
