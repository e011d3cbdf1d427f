; ModuleID = 'create_nojoin.c'
source_filename = "create_nojoin.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@result = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [13 x i8] c"result == 42\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [16 x i8] c"create_nojoin.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !31 {
    #dbg_value(ptr poison, !36, !DIExpression(), !37)
  store i32 42, ptr @result, align 4, !dbg !38, !tbaa !39
  ret ptr null, !dbg !43
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !44 {
  %1 = alloca i64, align 8, !DIAssignID !52
    #dbg_assign(i1 undef, !48, !DIExpression(), !52, ptr %1, !DIExpression(), !53)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6, !dbg !54
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #6, !dbg !55
  %3 = load i32, ptr @result, align 4, !dbg !56, !tbaa !39
  %4 = icmp eq i32 %3, 42, !dbg !56
  br i1 %4, label %6, label %5, !dbg !59

5:                                                ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 16, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !56
  unreachable, !dbg !56

6:                                                ; preds = %0
  %7 = load i64, ptr %1, align 8, !dbg !60, !tbaa !61
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #6, !dbg !63
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6, !dbg !64
  ret i32 0, !dbg !65
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !66 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind
declare !dbg !86 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !92 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!23, !24, !25, !26, !27, !28, !29}
!llvm.ident = !{!30}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "result", scope: !2, file: !3, line: 6, type: !22, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "create_nojoin.c", directory: ".", checksumkind: CSK_MD5, checksum: "9ff65acf58603a46c7ff611962dabba2")
!4 = !{!5, !11, !16, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 16, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 13)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 16, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 16)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 16, type: !18, isLocal: true, isDefinition: true)
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
!38 = !DILocation(line: 9, column: 10, scope: !31)
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
!56 = !DILocation(line: 16, column: 3, scope: !57)
!57 = distinct !DILexicalBlock(scope: !58, file: !3, line: 16, column: 3)
!58 = distinct !DILexicalBlock(scope: !44, file: !3, line: 16, column: 3)
!59 = !DILocation(line: 16, column: 3, scope: !58)
!60 = !DILocation(line: 17, column: 16, scope: !44)
!61 = !{!62, !62, i64 0}
!62 = !{!"long", !41, i64 0}
!63 = !DILocation(line: 17, column: 3, scope: !44)
!64 = !DILocation(line: 19, column: 1, scope: !44)
!65 = !DILocation(line: 18, column: 3, scope: !44)
!66 = !DISubprogram(name: "pthread_create", scope: !67, file: !67, line: 202, type: !68, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!67 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!68 = !DISubroutineType(types: !69)
!69 = !{!22, !70, !72, !84, !85}
!70 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !71)
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!72 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !73)
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !74, size: 64)
!74 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !75)
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !50, line: 62, baseType: !76)
!76 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !50, line: 56, size: 448, elements: !77)
!77 = !{!78, !82}
!78 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !76, file: !50, line: 58, baseType: !79, size: 448)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 56)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !76, file: !50, line: 59, baseType: !83, size: 64)
!83 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!84 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!85 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !34)
!86 = !DISubprogram(name: "__assert_fail", scope: !87, file: !87, line: 69, type: !88, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!87 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!88 = !DISubroutineType(types: !89)
!89 = !{null, !90, !90, !91, !90}
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!91 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!92 = !DISubprogram(name: "pthread_join", scope: !67, file: !67, line: 219, type: !93, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!93 = !DISubroutineType(types: !94)
!94 = !{!22, !49, !95}
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
