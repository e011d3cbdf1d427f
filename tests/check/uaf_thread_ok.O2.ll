; ModuleID = 'uaf_thread_ok.c'
source_filename = "uaf_thread_ok.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"*p == 1\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [16 x i8] c"uaf_thread_ok.c\00", align 1, !dbg !7
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !12

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture noundef writeonly %0) #0 !dbg !28 {
    #dbg_value(ptr %0, !33, !DIExpression(), !37)
    #dbg_value(ptr %0, !34, !DIExpression(), !37)
  store i32 1, ptr %0, align 4, !dbg !38, !tbaa !39
  ret ptr null, !dbg !43
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !44 {
  %1 = alloca i64, align 8, !DIAssignID !53
    #dbg_assign(i1 undef, !49, !DIExpression(), !53, ptr %1, !DIExpression(), !54)
  %2 = tail call noalias dereferenceable_or_null(4) ptr @malloc(i64 noundef 4) #8, !dbg !55
    #dbg_value(ptr %2, !48, !DIExpression(), !54)
  store i32 0, ptr %2, align 4, !dbg !56, !tbaa !39
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #9, !dbg !57
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull %2) #9, !dbg !58
  %4 = load i64, ptr %1, align 8, !dbg !59, !tbaa !60
  %5 = call i32 @pthread_join(i64 noundef %4, ptr noundef null) #9, !dbg !62
  %6 = load i32, ptr %2, align 4, !dbg !63, !tbaa !39
  %7 = icmp eq i32 %6, 1, !dbg !63
  br i1 %7, label %9, label %8, !dbg !66

8:                                                ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 19, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #10, !dbg !63
  unreachable, !dbg !63

9:                                                ; preds = %0
  call void @free(ptr noundef nonnull %2) #9, !dbg !67
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #9, !dbg !68
  ret i32 0, !dbg !69
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !70 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !76 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !96 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: noreturn nounwind
declare !dbg !100 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !106 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind allocsize(0) }
attributes #9 = { nounwind }
attributes #10 = { noreturn nounwind }

!llvm.dbg.cu = !{!18}
!llvm.module.flags = !{!20, !21, !22, !23, !24, !25, !26}
!llvm.ident = !{!27}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "uaf_thread_ok.c", directory: ".", checksumkind: CSK_MD5, checksum: "d22a4bf5f55a6ef823c7f75d0fd8ce46")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 8)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 16)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 120, elements: !16)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!16 = !{!17}
!17 = !DISubrange(count: 15)
!18 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !19, splitDebugInlining: false, nameTableKind: None)
!19 = !{!0, !7, !12}
!20 = !{i32 7, !"Dwarf Version", i32 5}
!21 = !{i32 2, !"Debug Info Version", i32 3}
!22 = !{i32 1, !"wchar_size", i32 4}
!23 = !{i32 8, !"PIC Level", i32 2}
!24 = !{i32 7, !"PIE Level", i32 2}
!25 = !{i32 7, !"uwtable", i32 2}
!26 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!27 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!28 = distinct !DISubprogram(name: "worker", scope: !2, file: !2, line: 7, type: !29, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !18, retainedNodes: !32)
!29 = !DISubroutineType(types: !30)
!30 = !{!31, !31}
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!32 = !{!33, !34}
!33 = !DILocalVariable(name: "arg", arg: 1, scope: !28, file: !2, line: 7, type: !31)
!34 = !DILocalVariable(name: "p", scope: !28, file: !2, line: 8, type: !35)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!36 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!37 = !DILocation(line: 0, scope: !28)
!38 = !DILocation(line: 9, column: 6, scope: !28)
!39 = !{!40, !40, i64 0}
!40 = !{!"int", !41, i64 0}
!41 = !{!"omnipotent char", !42, i64 0}
!42 = !{!"Simple C/C++ TBAA"}
!43 = !DILocation(line: 10, column: 3, scope: !28)
!44 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 13, type: !45, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !18, retainedNodes: !47)
!45 = !DISubroutineType(types: !46)
!46 = !{!36}
!47 = !{!48, !49}
!48 = !DILocalVariable(name: "p", scope: !44, file: !2, line: 14, type: !35)
!49 = !DILocalVariable(name: "t", scope: !44, file: !2, line: 16, type: !50)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !51, line: 27, baseType: !52)
!51 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!52 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!53 = distinct !DIAssignID()
!54 = !DILocation(line: 0, scope: !44)
!55 = !DILocation(line: 14, column: 12, scope: !44)
!56 = !DILocation(line: 15, column: 6, scope: !44)
!57 = !DILocation(line: 16, column: 3, scope: !44)
!58 = !DILocation(line: 17, column: 3, scope: !44)
!59 = !DILocation(line: 18, column: 16, scope: !44)
!60 = !{!61, !61, i64 0}
!61 = !{!"long", !41, i64 0}
!62 = !DILocation(line: 18, column: 3, scope: !44)
!63 = !DILocation(line: 19, column: 3, scope: !64)
!64 = distinct !DILexicalBlock(scope: !65, file: !2, line: 19, column: 3)
!65 = distinct !DILexicalBlock(scope: !44, file: !2, line: 19, column: 3)
!66 = !DILocation(line: 19, column: 3, scope: !65)
!67 = !DILocation(line: 20, column: 3, scope: !44)
!68 = !DILocation(line: 22, column: 1, scope: !44)
!69 = !DILocation(line: 21, column: 3, scope: !44)
!70 = !DISubprogram(name: "malloc", scope: !71, file: !71, line: 553, type: !72, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!71 = !DIFile(filename: "/usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!72 = !DISubroutineType(types: !73)
!73 = !{!31, !74}
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !75, line: 18, baseType: !52)
!75 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: ".", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!76 = !DISubprogram(name: "pthread_create", scope: !77, file: !77, line: 202, type: !78, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!77 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!78 = !DISubroutineType(types: !79)
!79 = !{!36, !80, !82, !94, !95}
!80 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !81)
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!82 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !83)
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64)
!84 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !85)
!85 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !51, line: 62, baseType: !86)
!86 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !51, line: 56, size: 448, elements: !87)
!87 = !{!88, !92}
!88 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !86, file: !51, line: 58, baseType: !89, size: 448)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 448, elements: !90)
!90 = !{!91}
!91 = !DISubrange(count: 56)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !86, file: !51, line: 59, baseType: !93, size: 64)
!93 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!95 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !31)
!96 = !DISubprogram(name: "pthread_join", scope: !77, file: !77, line: 219, type: !97, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!97 = !DISubroutineType(types: !98)
!98 = !{!36, !50, !99}
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!100 = !DISubprogram(name: "__assert_fail", scope: !101, file: !101, line: 69, type: !102, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!101 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!102 = !DISubroutineType(types: !103)
!103 = !{null, !104, !104, !105, !104}
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!105 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!106 = !DISubprogram(name: "free", scope: !71, file: !71, line: 568, type: !107, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!107 = !DISubroutineType(types: !108)
!108 = !{null, !31}
