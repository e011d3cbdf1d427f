; ModuleID = 'paged_state.c'
source_filename = "paged_state.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@buf = dso_local local_unnamed_addr global ptr null, align 8, !dbg !0
@big = dso_local local_unnamed_addr global [12388 x i8] zeroinitializer, align 16, !dbg !26
@.str = private unnamed_addr constant [40 x i8] c"buf[5003 % SIZE] == 2 && big[4096] == 1\00", align 1, !dbg !10
@.str.1 = private unnamed_addr constant [14 x i8] c"paged_state.c\00", align 1, !dbg !15
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !20
@last = dso_local local_unnamed_addr global i32 0, align 4, !dbg !31

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @worker(ptr noundef %0) #0 !dbg !42 {
    #dbg_value(ptr %0, !46, !DIExpression(), !50)
  %2 = ptrtoint ptr %0 to i64, !dbg !51
  %3 = trunc i64 %2 to i32, !dbg !52
    #dbg_value(i32 %3, !47, !DIExpression(), !50)
    #dbg_value(i32 0, !48, !DIExpression(), !53)
  %4 = trunc i64 %2 to i8
  %5 = add i8 %4, 1
  %6 = mul i64 %2, 5003
  %7 = shl nsw i32 %3, 12
    #dbg_value(i32 0, !48, !DIExpression(), !53)
  %8 = sext i32 %7 to i64, !dbg !54
  br label %10, !dbg !54

9:                                                ; preds = %10
  ret ptr null, !dbg !55

10:                                               ; preds = %1, %10
  %11 = phi i64 [ 0, %1 ], [ %21, %10 ]
    #dbg_value(i64 %11, !48, !DIExpression(), !53)
  %12 = load ptr, ptr @buf, align 8, !dbg !56, !tbaa !59
  %13 = mul nuw nsw i64 %11, 9001, !dbg !63
  %14 = add i64 %13, %6, !dbg !64
  %15 = trunc i64 %14 to i32, !dbg !65
  %16 = srem i32 %15, 65536, !dbg !65
  %17 = sext i32 %16 to i64, !dbg !56
  %18 = getelementptr inbounds i8, ptr %12, i64 %17, !dbg !56
  %19 = load i8, ptr %18, align 1, !dbg !66, !tbaa !67
  %20 = add i8 %5, %19, !dbg !66
  store i8 %20, ptr %18, align 1, !dbg !66, !tbaa !67
  %21 = add nuw nsw i64 %11, 1, !dbg !68
  %22 = mul nuw nsw i64 %11, 1000, !dbg !69
  %23 = add nuw nsw i64 %22, %8, !dbg !70
  %24 = urem i64 %23, 12388, !dbg !71
  %25 = getelementptr inbounds [12388 x i8], ptr @big, i64 0, i64 %24, !dbg !72
  %26 = load i8, ptr %25, align 4, !dbg !73, !tbaa !67
  %27 = trunc nuw nsw i64 %21 to i8, !dbg !73
  %28 = xor i8 %26, %27, !dbg !73
  store i8 %28, ptr %25, align 4, !dbg !73, !tbaa !67
    #dbg_value(i64 %21, !48, !DIExpression(), !53)
  %29 = icmp eq i64 %21, 3, !dbg !74
  br i1 %29, label %9, label %10, !dbg !54, !llvm.loop !75
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #2 !dbg !79 {
  %1 = alloca i64, align 8, !DIAssignID !88
    #dbg_assign(i1 undef, !83, !DIExpression(), !88, ptr %1, !DIExpression(), !89)
  %2 = alloca i64, align 8, !DIAssignID !90
    #dbg_assign(i1 undef, !87, !DIExpression(), !90, ptr %2, !DIExpression(), !89)
  %3 = tail call noalias dereferenceable_or_null(65536) ptr @calloc(i64 noundef 65536, i64 noundef 1) #7, !dbg !91
  store ptr %3, ptr @buf, align 8, !dbg !92, !tbaa !59
  %4 = icmp eq ptr %3, null, !dbg !93
  br i1 %4, label %21, label %5, !dbg !95

5:                                                ; preds = %0
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #8, !dbg !96
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #8, !dbg !96
  %6 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 1 to ptr)) #8, !dbg !97
  %7 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 2 to ptr)) #8, !dbg !98
  %8 = load i64, ptr %1, align 8, !dbg !99, !tbaa !100
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null) #8, !dbg !102
  %10 = load i64, ptr %2, align 8, !dbg !103, !tbaa !100
  %11 = call i32 @pthread_join(i64 noundef %10, ptr noundef null) #8, !dbg !104
  %12 = load ptr, ptr @buf, align 8, !dbg !105, !tbaa !59
  %13 = getelementptr inbounds i8, ptr %12, i64 5003, !dbg !105
  %14 = load i8, ptr %13, align 1, !dbg !105, !tbaa !67
  %15 = icmp eq i8 %14, 2, !dbg !105
  %16 = load i8, ptr getelementptr inbounds (i8, ptr @big, i64 4096), align 16, !dbg !105
  %17 = icmp eq i8 %16, 1, !dbg !105
  %18 = select i1 %15, i1 %17, i1 false, !dbg !105
  br i1 %18, label %20, label %19, !dbg !105

19:                                               ; preds = %5
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 34, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #9, !dbg !105
  unreachable, !dbg !105

20:                                               ; preds = %5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #8, !dbg !108
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #8, !dbg !108
  br label %21

21:                                               ; preds = %0, %20
  %22 = phi i32 [ 0, %20 ], [ 1, %0 ], !dbg !89
  ret i32 %22, !dbg !108
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !109 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !115 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !134 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: noreturn nounwind
declare !dbg !138 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #6

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
!llvm.module.flags = !{!34, !35, !36, !37, !38, !39, !40}
!llvm.ident = !{!41}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "buf", scope: !2, file: !3, line: 12, type: !33, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !9, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "paged_state.c", directory: "/work/main/tests/state_storage", checksumkind: CSK_MD5, checksum: "345d04a9a82251caaf965f595e46676d")
!4 = !{!5, !6, !7, !8}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!7 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!9 = !{!10, !15, !20, !0, !26, !31}
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
!27 = distinct !DIGlobalVariable(name: "big", scope: !2, file: !3, line: 13, type: !28, isLocal: false, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 99104, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 12388)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(name: "last", scope: !2, file: !3, line: 14, type: !5, isLocal: false, isDefinition: true)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!34 = !{i32 7, !"Dwarf Version", i32 5}
!35 = !{i32 2, !"Debug Info Version", i32 3}
!36 = !{i32 1, !"wchar_size", i32 4}
!37 = !{i32 8, !"PIC Level", i32 2}
!38 = !{i32 7, !"PIE Level", i32 2}
!39 = !{i32 7, !"uwtable", i32 2}
!40 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!41 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!42 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 15, type: !43, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !45)
!43 = !DISubroutineType(types: !44)
!44 = !{!8, !8}
!45 = !{!46, !47, !48}
!46 = !DILocalVariable(name: "arg", arg: 1, scope: !42, file: !3, line: 15, type: !8)
!47 = !DILocalVariable(name: "id", scope: !42, file: !3, line: 16, type: !5)
!48 = !DILocalVariable(name: "i", scope: !49, file: !3, line: 17, type: !5)
!49 = distinct !DILexicalBlock(scope: !42, file: !3, line: 17, column: 5)
!50 = !DILocation(line: 0, scope: !42)
!51 = !DILocation(line: 16, column: 19, scope: !42)
!52 = !DILocation(line: 16, column: 14, scope: !42)
!53 = !DILocation(line: 0, scope: !49)
!54 = !DILocation(line: 17, column: 5, scope: !49)
!55 = !DILocation(line: 24, column: 5, scope: !42)
!56 = !DILocation(line: 18, column: 9, scope: !57)
!57 = distinct !DILexicalBlock(scope: !58, file: !3, line: 17, column: 33)
!58 = distinct !DILexicalBlock(scope: !49, file: !3, line: 17, column: 5)
!59 = !{!60, !60, i64 0}
!60 = !{!"any pointer", !61, i64 0}
!61 = !{!"omnipotent char", !62, i64 0}
!62 = !{!"Simple C/C++ TBAA"}
!63 = !DILocation(line: 18, column: 28, scope: !57)
!64 = !DILocation(line: 18, column: 24, scope: !57)
!65 = !DILocation(line: 18, column: 36, scope: !57)
!66 = !DILocation(line: 18, column: 44, scope: !57)
!67 = !{!61, !61, i64 0}
!68 = !DILocation(line: 19, column: 62, scope: !57)
!69 = !DILocation(line: 19, column: 28, scope: !57)
!70 = !DILocation(line: 19, column: 24, scope: !57)
!71 = !DILocation(line: 19, column: 36, scope: !57)
!72 = !DILocation(line: 19, column: 9, scope: !57)
!73 = !DILocation(line: 19, column: 50, scope: !57)
!74 = !DILocation(line: 17, column: 23, scope: !58)
!75 = distinct !{!75, !54, !76, !77, !78}
!76 = !DILocation(line: 23, column: 5, scope: !49)
!77 = !{!"llvm.loop.mustprogress"}
!78 = !{!"llvm.loop.unroll.disable"}
!79 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 26, type: !80, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !82)
!80 = !DISubroutineType(types: !81)
!81 = !{!5}
!82 = !{!83, !87}
!83 = !DILocalVariable(name: "a", scope: !79, file: !3, line: 29, type: !84)
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !85, line: 27, baseType: !86)
!85 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!86 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!87 = !DILocalVariable(name: "b", scope: !79, file: !3, line: 29, type: !84)
!88 = distinct !DIAssignID()
!89 = !DILocation(line: 0, scope: !79)
!90 = distinct !DIAssignID()
!91 = !DILocation(line: 27, column: 11, scope: !79)
!92 = !DILocation(line: 27, column: 9, scope: !79)
!93 = !DILocation(line: 28, column: 10, scope: !94)
!94 = distinct !DILexicalBlock(scope: !79, file: !3, line: 28, column: 9)
!95 = !DILocation(line: 28, column: 9, scope: !79)
!96 = !DILocation(line: 29, column: 5, scope: !79)
!97 = !DILocation(line: 30, column: 5, scope: !79)
!98 = !DILocation(line: 31, column: 5, scope: !79)
!99 = !DILocation(line: 32, column: 18, scope: !79)
!100 = !{!101, !101, i64 0}
!101 = !{!"long", !61, i64 0}
!102 = !DILocation(line: 32, column: 5, scope: !79)
!103 = !DILocation(line: 33, column: 18, scope: !79)
!104 = !DILocation(line: 33, column: 5, scope: !79)
!105 = !DILocation(line: 34, column: 5, scope: !106)
!106 = distinct !DILexicalBlock(scope: !107, file: !3, line: 34, column: 5)
!107 = distinct !DILexicalBlock(scope: !79, file: !3, line: 34, column: 5)
!108 = !DILocation(line: 39, column: 1, scope: !79)
!109 = !DISubprogram(name: "calloc", scope: !110, file: !110, line: 556, type: !111, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!110 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!111 = !DISubroutineType(types: !112)
!112 = !{!8, !113, !113}
!113 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !114, line: 18, baseType: !86)
!114 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!115 = !DISubprogram(name: "pthread_create", scope: !116, file: !116, line: 202, type: !117, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!116 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!117 = !DISubroutineType(types: !118)
!118 = !{!5, !119, !121, !132, !133}
!119 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !120)
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64)
!121 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !122)
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !123, size: 64)
!123 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !124)
!124 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !85, line: 62, baseType: !125)
!125 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !85, line: 56, size: 448, elements: !126)
!126 = !{!127, !131}
!127 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !125, file: !85, line: 58, baseType: !128, size: 448)
!128 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 448, elements: !129)
!129 = !{!130}
!130 = !DISubrange(count: 56)
!131 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !125, file: !85, line: 59, baseType: !6, size: 64)
!132 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64)
!133 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !8)
!134 = !DISubprogram(name: "pthread_join", scope: !116, file: !116, line: 219, type: !135, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!135 = !DISubroutineType(types: !136)
!136 = !{!5, !84, !137}
!137 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!138 = !DISubprogram(name: "__assert_fail", scope: !139, file: !139, line: 69, type: !140, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!139 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!140 = !DISubroutineType(types: !141)
!141 = !{null, !142, !142, !143, !142}
!142 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!143 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
