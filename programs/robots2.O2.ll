; ModuleID = 'robots.c'
source_filename = "robots.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.robot = type { i32, i32, i32 }

@robot_a = dso_local global %struct.robot { i32 1, i32 0, i32 0 }, align 4, !dbg !0
@robot_b = dso_local global %struct.robot { i32 2, i32 1, i32 1 }, align 4, !dbg !7
@board = dso_local global [2 x [2 x i32]] zeroinitializer, align 16, !dbg !15
@.str = private unnamed_addr constant [35 x i8] c"on_path_a(r, c) && on_path_b(r, c)\00", align 1, !dbg !23
@.str.1 = private unnamed_addr constant [9 x i8] c"robots.c\00", align 1, !dbg !29
@__PRETTY_FUNCTION__.claim = private unnamed_addr constant [37 x i8] c"void claim(struct robot *, int, int)\00", align 1, !dbg !34
@.str.2 = private unnamed_addr constant [36 x i8] c"atomic_load(&board[r][c]) == me->id\00", align 1, !dbg !40

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !53 {
  %1 = alloca i64, align 8, !DIAssignID !62
    #dbg_assign(i1 undef, !57, !DIExpression(), !62, ptr %1, !DIExpression(), !63)
  %2 = alloca i64, align 8, !DIAssignID !64
    #dbg_assign(i1 undef, !61, !DIExpression(), !64, ptr %2, !DIExpression(), !63)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5, !dbg !65
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5, !dbg !65
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @robot_main, ptr noundef nonnull @robot_a) #5, !dbg !66
  %4 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @robot_main, ptr noundef nonnull @robot_b) #5, !dbg !67
  %5 = load i64, ptr %1, align 8, !dbg !68, !tbaa !69
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #5, !dbg !73
  %7 = load i64, ptr %2, align 8, !dbg !74, !tbaa !69
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #5, !dbg !75
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5, !dbg !76
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5, !dbg !76
  ret i32 0, !dbg !77
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !78 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal noalias noundef ptr @robot_main(ptr nocapture noundef %0) #0 !dbg !100 {
    #dbg_value(ptr %0, !102, !DIExpression(), !111)
    #dbg_value(ptr %0, !103, !DIExpression(), !111)
    #dbg_value(i32 poison, !105, !DIExpression(DW_OP_constu, 1, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !111)
    #dbg_value(i32 0, !106, !DIExpression(), !111)
    #dbg_value(i32 0, !107, !DIExpression(), !111)
  %2 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !112
  %3 = load i32, ptr %2, align 4, !dbg !112, !tbaa !113
  %4 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !116
  %5 = load i32, ptr %4, align 4, !dbg !116, !tbaa !117
  tail call fastcc void @claim(ptr noundef nonnull %0, i32 noundef %3, i32 noundef %5), !dbg !118
    #dbg_value(i32 poison, !107, !DIExpression(), !111)
    #dbg_value(i32 0, !106, !DIExpression(), !111)
    #dbg_value(ptr undef, !119, !DIExpression(), !127)
    #dbg_value(ptr undef, !125, !DIExpression(), !127)
    #dbg_value(i1 true, !126, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !127)
    #dbg_value(i32 1, !107, !DIExpression(), !111)
    #dbg_value(i32 0, !106, !DIExpression(), !111)
    #dbg_value(i32 0, !108, !DIExpression(), !129)
    #dbg_value(i32 1, !110, !DIExpression(), !129)
  tail call fastcc void @claim(ptr noundef nonnull %0, i32 noundef 0, i32 noundef 1), !dbg !130
  %6 = load i32, ptr %2, align 4, !dbg !131, !tbaa !113
  %7 = sext i32 %6 to i64, !dbg !131
  %8 = load i32, ptr %4, align 4, !dbg !131, !tbaa !117
  %9 = sext i32 %8 to i64, !dbg !131
  %10 = getelementptr inbounds [2 x [2 x i32]], ptr @board, i64 0, i64 %7, i64 %9, !dbg !131
  store atomic i32 0, ptr %10 seq_cst, align 4, !dbg !131
  store i32 0, ptr %2, align 4, !dbg !132, !tbaa !113
  store i32 1, ptr %4, align 4, !dbg !133, !tbaa !117
    #dbg_value(i32 poison, !107, !DIExpression(), !111)
    #dbg_value(i32 0, !106, !DIExpression(), !111)
    #dbg_value(ptr undef, !119, !DIExpression(), !127)
    #dbg_value(ptr undef, !125, !DIExpression(), !127)
    #dbg_value(i1 true, !126, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !127)
    #dbg_value(i32 poison, !107, !DIExpression(), !111)
    #dbg_value(i32 0, !106, !DIExpression(), !111)
  store atomic i32 0, ptr getelementptr inbounds (i8, ptr @board, i64 4) seq_cst, align 4, !dbg !134
  ret ptr null, !dbg !135
}

declare !dbg !136 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc void @claim(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !140 {
    #dbg_value(ptr %0, !144, !DIExpression(), !152)
    #dbg_value(i32 %1, !145, !DIExpression(), !152)
    #dbg_value(i32 %2, !146, !DIExpression(), !152)
  %4 = load i32, ptr %0, align 4, !dbg !153, !tbaa !154
  %5 = sub nsw i32 3, %4, !dbg !155
    #dbg_value(i32 %5, !147, !DIExpression(), !152)
  %6 = sext i32 %1 to i64
  %7 = sext i32 %2 to i64
  %8 = getelementptr inbounds [2 x [2 x i32]], ptr @board, i64 0, i64 %6, i64 %7
    #dbg_value(i32 0, !148, !DIExpression(), !156)
  %9 = cmpxchg ptr %8, i32 0, i32 %4 seq_cst seq_cst, align 4, !dbg !157
  %10 = extractvalue { i32, i1 } %9, 1, !dbg !157
  br i1 %10, label %42, label %11, !dbg !159

11:                                               ; preds = %3
  %12 = and i32 %1, 1
  %13 = icmp ne i32 %12, 0
  %14 = sdiv i32 %1, 2
  %15 = and i32 %14, 1
  %16 = xor i32 %15, %2
  %17 = icmp ne i32 %16, 1
  %18 = icmp sgt i32 %1, -1
  %19 = or i1 %18, %17
  %20 = sub nsw i32 1, %2
  %21 = and i32 %20, 1
  %22 = icmp ne i32 %21, 0
  %23 = sub nsw i32 1, %1
  %24 = sdiv i32 %20, 2
  %25 = and i32 %24, 1
  %26 = xor i32 %25, %23
  %27 = icmp ne i32 %26, 1
  %28 = icmp slt i32 %2, 2
  %29 = or i1 %28, %27, !dbg !159
  %30 = and i1 %13, %19
  %31 = select i1 %22, i1 %29, i1 false
  %32 = select i1 %30, i1 true, i1 %31
  br label %37, !dbg !159

33:                                               ; preds = %39
    #dbg_value(i32 0, !148, !DIExpression(), !156)
  %34 = load i32, ptr %0, align 4, !dbg !157, !tbaa !154
  %35 = cmpxchg ptr %8, i32 0, i32 %34 seq_cst seq_cst, align 4, !dbg !157
  %36 = extractvalue { i32, i1 } %35, 1, !dbg !157
  br i1 %36, label %42, label %37, !dbg !159, !llvm.loop !160

37:                                               ; preds = %11, %33
    #dbg_value(i32 %1, !164, !DIExpression(), !170)
    #dbg_value(i32 %2, !169, !DIExpression(), !170)
  br i1 %32, label %38, label %39, !dbg !174

38:                                               ; preds = %37
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 84, ptr noundef nonnull @__PRETTY_FUNCTION__.claim) #6, !dbg !175
  unreachable, !dbg !175

39:                                               ; preds = %37, %39
  %40 = load atomic i32, ptr %8 seq_cst, align 4, !dbg !176
  %41 = icmp eq i32 %40, %5, !dbg !177
  br i1 %41, label %39, label %33, !dbg !161, !llvm.loop !160

42:                                               ; preds = %33, %3
  %43 = load atomic i32, ptr %8 seq_cst, align 4, !dbg !178
  %44 = load i32, ptr %0, align 4, !dbg !178, !tbaa !154
  %45 = icmp eq i32 %43, %44, !dbg !178
  br i1 %45, label %47, label %46, !dbg !181

46:                                               ; preds = %42
  tail call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 88, ptr noundef nonnull @__PRETTY_FUNCTION__.claim) #6, !dbg !178
  unreachable, !dbg !178

47:                                               ; preds = %42
  ret void, !dbg !182
}

; Function Attrs: noreturn nounwind
declare !dbg !183 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!45, !46, !47, !48, !49, !50, !51}
!llvm.ident = !{!52}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "robot_a", scope: !2, file: !3, line: 110, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "robots.c", directory: ".", checksumkind: CSK_MD5, checksum: "a60dc3f3321235f4fb297cc836bdce6b")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7, !15, !23, !29, !34, !40}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "robot_b", scope: !2, file: !3, line: 111, type: !9, isLocal: false, isDefinition: true)
!9 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "robot", file: !3, line: 29, size: 96, elements: !10)
!10 = !{!11, !13, !14}
!11 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !9, file: !3, line: 30, baseType: !12, size: 32)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIDerivedType(tag: DW_TAG_member, name: "row", scope: !9, file: !3, line: 31, baseType: !12, size: 32, offset: 32)
!14 = !DIDerivedType(tag: DW_TAG_member, name: "col", scope: !9, file: !3, line: 31, baseType: !12, size: 32, offset: 64)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(name: "board", scope: !2, file: !3, line: 27, type: !17, isLocal: false, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 128, elements: !21)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !19, line: 104, baseType: !20)
!19 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: ".", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!20 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !12)
!21 = !{!22, !22}
!22 = !DISubrange(count: 2)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !3, line: 84, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 280, elements: !27)
!26 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!27 = !{!28}
!28 = !DISubrange(count: 35)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !3, line: 84, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 72, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 9)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 84, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 296, elements: !38)
!37 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !26)
!38 = !{!39}
!39 = !DISubrange(count: 37)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 88, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 288, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 36)
!45 = !{i32 7, !"Dwarf Version", i32 5}
!46 = !{i32 2, !"Debug Info Version", i32 3}
!47 = !{i32 1, !"wchar_size", i32 4}
!48 = !{i32 8, !"PIC Level", i32 2}
!49 = !{i32 7, !"PIE Level", i32 2}
!50 = !{i32 7, !"uwtable", i32 2}
!51 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!52 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!53 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 113, type: !54, scopeLine: 114, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !56)
!54 = !DISubroutineType(types: !55)
!55 = !{!12}
!56 = !{!57, !61}
!57 = !DILocalVariable(name: "a", scope: !53, file: !3, line: 115, type: !58)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !59, line: 27, baseType: !60)
!59 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!60 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!61 = !DILocalVariable(name: "b", scope: !53, file: !3, line: 115, type: !58)
!62 = distinct !DIAssignID()
!63 = !DILocation(line: 0, scope: !53)
!64 = distinct !DIAssignID()
!65 = !DILocation(line: 115, column: 5, scope: !53)
!66 = !DILocation(line: 116, column: 5, scope: !53)
!67 = !DILocation(line: 117, column: 5, scope: !53)
!68 = !DILocation(line: 118, column: 18, scope: !53)
!69 = !{!70, !70, i64 0}
!70 = !{!"long", !71, i64 0}
!71 = !{!"omnipotent char", !72, i64 0}
!72 = !{!"Simple C/C++ TBAA"}
!73 = !DILocation(line: 118, column: 5, scope: !53)
!74 = !DILocation(line: 119, column: 18, scope: !53)
!75 = !DILocation(line: 119, column: 5, scope: !53)
!76 = !DILocation(line: 121, column: 1, scope: !53)
!77 = !DILocation(line: 120, column: 5, scope: !53)
!78 = !DISubprogram(name: "pthread_create", scope: !79, file: !79, line: 202, type: !80, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!79 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!80 = !DISubroutineType(types: !81)
!81 = !{!12, !82, !84, !96, !99}
!82 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !83)
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!84 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !85)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64)
!86 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !87)
!87 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !59, line: 62, baseType: !88)
!88 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !59, line: 56, size: 448, elements: !89)
!89 = !{!90, !94}
!90 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !88, file: !59, line: 58, baseType: !91, size: 448)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 448, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 56)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !88, file: !59, line: 59, baseType: !95, size: 64)
!95 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64)
!97 = !DISubroutineType(types: !98)
!98 = !{!5, !5}
!99 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!100 = distinct !DISubprogram(name: "robot_main", scope: !3, file: !3, line: 91, type: !97, scopeLine: 92, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !101)
!101 = !{!102, !103, !105, !106, !107, !108, !110}
!102 = !DILocalVariable(name: "arg", arg: 1, scope: !100, file: !3, line: 91, type: !5)
!103 = !DILocalVariable(name: "me", scope: !100, file: !3, line: 93, type: !104)
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!105 = !DILocalVariable(name: "is_a", scope: !100, file: !3, line: 94, type: !12)
!106 = !DILocalVariable(name: "line", scope: !100, file: !3, line: 96, type: !12)
!107 = !DILocalVariable(name: "pos", scope: !100, file: !3, line: 96, type: !12)
!108 = !DILocalVariable(name: "r", scope: !109, file: !3, line: 99, type: !12)
!109 = distinct !DILexicalBlock(scope: !100, file: !3, line: 98, column: 31)
!110 = !DILocalVariable(name: "c", scope: !109, file: !3, line: 100, type: !12)
!111 = !DILocation(line: 0, scope: !100)
!112 = !DILocation(line: 97, column: 19, scope: !100)
!113 = !{!114, !115, i64 4}
!114 = !{!"robot", !115, i64 0, !115, i64 4, !115, i64 8}
!115 = !{!"int", !71, i64 0}
!116 = !DILocation(line: 97, column: 28, scope: !100)
!117 = !{!114, !115, i64 8}
!118 = !DILocation(line: 97, column: 5, scope: !100)
!119 = !DILocalVariable(name: "line", arg: 1, scope: !120, file: !3, line: 52, type: !123)
!120 = distinct !DISubprogram(name: "plan", scope: !3, file: !3, line: 52, type: !121, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !124)
!121 = !DISubroutineType(types: !122)
!122 = !{!12, !123, !123}
!123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!124 = !{!119, !125, !126}
!125 = !DILocalVariable(name: "pos", arg: 2, scope: !120, file: !3, line: 52, type: !123)
!126 = !DILocalVariable(name: "forward", scope: !120, file: !3, line: 54, type: !12)
!127 = !DILocation(line: 0, scope: !120, inlinedAt: !128)
!128 = distinct !DILocation(line: 98, column: 12, scope: !100)
!129 = !DILocation(line: 0, scope: !109)
!130 = !DILocation(line: 101, column: 9, scope: !109)
!131 = !DILocation(line: 102, column: 9, scope: !109)
!132 = !DILocation(line: 103, column: 17, scope: !109)
!133 = !DILocation(line: 104, column: 17, scope: !109)
!134 = !DILocation(line: 106, column: 5, scope: !100)
!135 = !DILocation(line: 107, column: 5, scope: !100)
!136 = !DISubprogram(name: "pthread_join", scope: !79, file: !79, line: 219, type: !137, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!137 = !DISubroutineType(types: !138)
!138 = !{!12, !58, !139}
!139 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!140 = distinct !DISubprogram(name: "claim", scope: !3, file: !3, line: 69, type: !141, scopeLine: 70, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !143)
!141 = !DISubroutineType(types: !142)
!142 = !{null, !104, !12, !12}
!143 = !{!144, !145, !146, !147, !148}
!144 = !DILocalVariable(name: "me", arg: 1, scope: !140, file: !3, line: 69, type: !104)
!145 = !DILocalVariable(name: "r", arg: 2, scope: !140, file: !3, line: 69, type: !12)
!146 = !DILocalVariable(name: "c", arg: 3, scope: !140, file: !3, line: 69, type: !12)
!147 = !DILocalVariable(name: "other", scope: !140, file: !3, line: 71, type: !12)
!148 = !DILocalVariable(name: "expected", scope: !149, file: !3, line: 79, type: !12)
!149 = distinct !DILexicalBlock(scope: !150, file: !3, line: 72, column: 14)
!150 = distinct !DILexicalBlock(scope: !151, file: !3, line: 72, column: 5)
!151 = distinct !DILexicalBlock(scope: !140, file: !3, line: 72, column: 5)
!152 = !DILocation(line: 0, scope: !140)
!153 = !DILocation(line: 71, column: 25, scope: !140)
!154 = !{!114, !115, i64 0}
!155 = !DILocation(line: 71, column: 19, scope: !140)
!156 = !DILocation(line: 0, scope: !149)
!157 = !DILocation(line: 80, column: 13, scope: !158)
!158 = distinct !DILexicalBlock(scope: !149, file: !3, line: 80, column: 13)
!159 = !DILocation(line: 80, column: 13, scope: !149)
!160 = distinct !{!160, !161, !162, !163}
!161 = !DILocation(line: 85, column: 9, scope: !149)
!162 = !DILocation(line: 86, column: 13, scope: !149)
!163 = !{!"llvm.loop.mustprogress"}
!164 = !DILocalVariable(name: "r", arg: 1, scope: !165, file: !3, line: 35, type: !12)
!165 = distinct !DISubprogram(name: "on_path_a", scope: !3, file: !3, line: 35, type: !166, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !168)
!166 = !DISubroutineType(types: !167)
!167 = !{!12, !12, !12}
!168 = !{!164, !169}
!169 = !DILocalVariable(name: "c", arg: 2, scope: !165, file: !3, line: 35, type: !12)
!170 = !DILocation(line: 0, scope: !165, inlinedAt: !171)
!171 = distinct !DILocation(line: 84, column: 9, scope: !172)
!172 = distinct !DILexicalBlock(scope: !173, file: !3, line: 84, column: 9)
!173 = distinct !DILexicalBlock(scope: !149, file: !3, line: 84, column: 9)
!174 = !DILocation(line: 37, column: 9, scope: !165, inlinedAt: !171)
!175 = !DILocation(line: 84, column: 9, scope: !172)
!176 = !DILocation(line: 85, column: 16, scope: !149)
!177 = !DILocation(line: 85, column: 42, scope: !149)
!178 = !DILocation(line: 88, column: 5, scope: !179)
!179 = distinct !DILexicalBlock(scope: !180, file: !3, line: 88, column: 5)
!180 = distinct !DILexicalBlock(scope: !140, file: !3, line: 88, column: 5)
!181 = !DILocation(line: 88, column: 5, scope: !180)
!182 = !DILocation(line: 89, column: 1, scope: !140)
!183 = !DISubprogram(name: "__assert_fail", scope: !184, file: !184, line: 69, type: !185, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!184 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!185 = !DISubroutineType(types: !186)
!186 = !{null, !187, !187, !188, !187}
!187 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!188 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
