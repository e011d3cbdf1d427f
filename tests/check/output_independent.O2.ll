; ModuleID = 'output_independent.c'
source_filename = "output_independent.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [19 x i8] c"thread %ld: hello\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [17 x i8] c"thread %ld: bye\0A\00", align 1, !dbg !7

; Function Attrs: nofree nounwind uwtable
define dso_local noalias noundef ptr @talk(ptr noundef %0) #0 !dbg !25 {
    #dbg_value(ptr %0, !29, !DIExpression(), !31)
  %2 = ptrtoint ptr %0 to i64, !dbg !32
    #dbg_value(i64 %2, !30, !DIExpression(), !31)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %2), !dbg !33
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %2), !dbg !34
  ret ptr null, !dbg !35
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !36 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #3 !dbg !44 {
  %1 = alloca [3 x i64], align 16, !DIAssignID !59
    #dbg_assign(i1 undef, !48, !DIExpression(), !59, ptr %1, !DIExpression(), !60)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #6, !dbg !61
    #dbg_value(i64 0, !55, !DIExpression(), !62)
    #dbg_value(i64 0, !55, !DIExpression(), !62)
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @talk, ptr noundef null) #6, !dbg !63
    #dbg_value(i64 1, !55, !DIExpression(), !62)
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !65
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @talk, ptr noundef nonnull inttoptr (i64 1 to ptr)) #6, !dbg !63
    #dbg_value(i64 2, !55, !DIExpression(), !62)
  %5 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !65
  %6 = call i32 @pthread_create(ptr noundef nonnull %5, ptr noundef null, ptr noundef nonnull @talk, ptr noundef nonnull inttoptr (i64 2 to ptr)) #6, !dbg !63
    #dbg_value(i64 3, !55, !DIExpression(), !62)
    #dbg_value(i64 0, !57, !DIExpression(), !66)
  %7 = load i64, ptr %1, align 16, !dbg !67, !tbaa !69
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #6, !dbg !73
    #dbg_value(i64 1, !57, !DIExpression(), !66)
  %9 = load i64, ptr %3, align 8, !dbg !67, !tbaa !69
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef null) #6, !dbg !73
    #dbg_value(i64 2, !57, !DIExpression(), !66)
  %11 = load i64, ptr %5, align 16, !dbg !67, !tbaa !69
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null) #6, !dbg !73
    #dbg_value(i64 3, !57, !DIExpression(), !66)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #6, !dbg !74
  ret i32 0, !dbg !75
}

; Function Attrs: nounwind
declare !dbg !76 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !95 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!12}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22, !23}
!llvm.ident = !{!24}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "output_independent.c", directory: "/work/msc/tests/check", checksumkind: CSK_MD5, checksum: "82d890aafcffa49d4e42896ac2dd92c1")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 19)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 11, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 17)
!12 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !13, globals: !16, splitDebugInlining: false, nameTableKind: None)
!13 = !{!14, !15}
!14 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!16 = !{!0, !7}
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 8, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 2}
!23 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!24 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!25 = distinct !DISubprogram(name: "talk", scope: !2, file: !2, line: 8, type: !26, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !28)
!26 = !DISubroutineType(types: !27)
!27 = !{!15, !15}
!28 = !{!29, !30}
!29 = !DILocalVariable(name: "arg", arg: 1, scope: !25, file: !2, line: 8, type: !15)
!30 = !DILocalVariable(name: "id", scope: !25, file: !2, line: 9, type: !14)
!31 = !DILocation(line: 0, scope: !25)
!32 = !DILocation(line: 9, column: 13, scope: !25)
!33 = !DILocation(line: 10, column: 3, scope: !25)
!34 = !DILocation(line: 11, column: 3, scope: !25)
!35 = !DILocation(line: 12, column: 3, scope: !25)
!36 = !DISubprogram(name: "printf", scope: !37, file: !37, line: 356, type: !38, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!37 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!38 = !DISubroutineType(types: !39)
!39 = !{!40, !41, null}
!40 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!41 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !42)
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64)
!43 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!44 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 15, type: !45, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !47)
!45 = !DISubroutineType(types: !46)
!46 = !{!40}
!47 = !{!48, !55, !57}
!48 = !DILocalVariable(name: "t", scope: !44, file: !2, line: 16, type: !49)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !50, size: 192, elements: !53)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !51, line: 27, baseType: !52)
!51 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!52 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!53 = !{!54}
!54 = !DISubrange(count: 3)
!55 = !DILocalVariable(name: "i", scope: !56, file: !2, line: 17, type: !14)
!56 = distinct !DILexicalBlock(scope: !44, file: !2, line: 17, column: 3)
!57 = !DILocalVariable(name: "i", scope: !58, file: !2, line: 19, type: !40)
!58 = distinct !DILexicalBlock(scope: !44, file: !2, line: 19, column: 3)
!59 = distinct !DIAssignID()
!60 = !DILocation(line: 0, scope: !44)
!61 = !DILocation(line: 16, column: 3, scope: !44)
!62 = !DILocation(line: 0, scope: !56)
!63 = !DILocation(line: 18, column: 5, scope: !64)
!64 = distinct !DILexicalBlock(scope: !56, file: !2, line: 17, column: 3)
!65 = !DILocation(line: 18, column: 21, scope: !64)
!66 = !DILocation(line: 0, scope: !58)
!67 = !DILocation(line: 20, column: 18, scope: !68)
!68 = distinct !DILexicalBlock(scope: !58, file: !2, line: 19, column: 3)
!69 = !{!70, !70, i64 0}
!70 = !{!"long", !71, i64 0}
!71 = !{!"omnipotent char", !72, i64 0}
!72 = !{!"Simple C/C++ TBAA"}
!73 = !DILocation(line: 20, column: 5, scope: !68)
!74 = !DILocation(line: 22, column: 1, scope: !44)
!75 = !DILocation(line: 21, column: 3, scope: !44)
!76 = !DISubprogram(name: "pthread_create", scope: !77, file: !77, line: 202, type: !78, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!77 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!78 = !DISubroutineType(types: !79)
!79 = !{!40, !80, !82, !93, !94}
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
!92 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !86, file: !51, line: 59, baseType: !14, size: 64)
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!94 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !15)
!95 = !DISubprogram(name: "pthread_join", scope: !77, file: !77, line: 219, type: !96, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!96 = !DISubroutineType(types: !97)
!97 = !{!40, !50, !98}
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
