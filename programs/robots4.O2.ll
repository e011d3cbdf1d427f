; ModuleID = 'robots.c'
source_filename = "robots.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.robot = type { i32, i32, i32 }

@robot_a = dso_local global %struct.robot { i32 1, i32 0, i32 0 }, align 4, !dbg !0
@robot_b = dso_local global %struct.robot { i32 2, i32 3, i32 3 }, align 4, !dbg !7
@board = dso_local global [4 x [4 x i32]] zeroinitializer, align 16, !dbg !15
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
  %2 = load i32, ptr %0, align 4, !dbg !112, !tbaa !113
  %3 = icmp eq i32 %2, 1, !dbg !116
    #dbg_value(i1 %3, !105, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !111)
    #dbg_value(i32 0, !106, !DIExpression(), !111)
    #dbg_value(i32 0, !107, !DIExpression(), !111)
  %4 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !117
  %5 = load i32, ptr %4, align 4, !dbg !117, !tbaa !118
  %6 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !119
  %7 = load i32, ptr %6, align 4, !dbg !119, !tbaa !120
  tail call fastcc void @claim(ptr noundef nonnull %0, i32 noundef %5, i32 noundef %7), !dbg !121
  br label %8, !dbg !122

8:                                                ; preds = %30, %1
  %9 = phi i32 [ 0, %1 ], [ %31, %30 ], !dbg !111
  %10 = phi i32 [ 0, %1 ], [ %32, %30 ], !dbg !123
    #dbg_value(i32 %10, !107, !DIExpression(), !111)
    #dbg_value(i32 %9, !106, !DIExpression(), !111)
    #dbg_value(ptr undef, !124, !DIExpression(), !132)
    #dbg_value(ptr undef, !130, !DIExpression(), !132)
    #dbg_value(i32 %9, !131, !DIExpression(DW_OP_constu, 2, DW_OP_div, DW_OP_constu, 1, DW_OP_and, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !132)
  %11 = and i32 %9, -2147483647, !dbg !134
  %12 = icmp eq i32 %11, 1, !dbg !134
  br i1 %12, label %13, label %15, !dbg !136

13:                                               ; preds = %8
  %14 = add nuw nsw i32 %9, 1, !dbg !137
    #dbg_value(i32 %14, !106, !DIExpression(), !111)
  br label %30, !dbg !139

15:                                               ; preds = %8
  %16 = sdiv i32 %9, 2, !dbg !140
    #dbg_value(i32 %16, !131, !DIExpression(DW_OP_constu, 1, DW_OP_and, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !132)
  %17 = and i32 %16, 1, !dbg !141
    #dbg_value(i32 %17, !131, !DIExpression(DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !132)
  %18 = icmp eq i32 %17, 0, !dbg !141
    #dbg_value(i1 %18, !131, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !132)
  br i1 %18, label %19, label %21, !dbg !142

19:                                               ; preds = %15
  %20 = icmp slt i32 %10, 3, !dbg !143
  br i1 %20, label %23, label %26, !dbg !145

21:                                               ; preds = %15
  %22 = icmp sgt i32 %10, 0, !dbg !146
  br i1 %22, label %23, label %26, !dbg !142

23:                                               ; preds = %21, %19
  %24 = phi i32 [ -1, %21 ], [ 1, %19 ], !dbg !147
  %25 = add nsw i32 %24, %10, !dbg !149
    #dbg_value(i32 %25, !107, !DIExpression(), !111)
  br label %30, !dbg !150

26:                                               ; preds = %21, %19
  %27 = icmp sgt i32 %9, 1, !dbg !151
  br i1 %27, label %42, label %28, !dbg !153

28:                                               ; preds = %26
  %29 = add nsw i32 %9, 1, !dbg !154
    #dbg_value(i32 %29, !106, !DIExpression(), !111)
  br label %30, !dbg !155

30:                                               ; preds = %13, %23, %28
  %31 = phi i32 [ %29, %28 ], [ %9, %23 ], [ %14, %13 ]
  %32 = phi i32 [ %10, %28 ], [ %25, %23 ], [ %10, %13 ]
    #dbg_value(i32 %32, !107, !DIExpression(), !111)
    #dbg_value(i32 %31, !106, !DIExpression(), !111)
  %33 = sub nsw i32 3, %32, !dbg !156
  %34 = select i1 %3, i32 %31, i32 %33, !dbg !156
    #dbg_value(i32 %34, !108, !DIExpression(), !157)
  %35 = sub nsw i32 3, %31, !dbg !158
  %36 = select i1 %3, i32 %32, i32 %35, !dbg !158
    #dbg_value(i32 %36, !110, !DIExpression(), !157)
  tail call fastcc void @claim(ptr noundef nonnull %0, i32 noundef %34, i32 noundef %36), !dbg !159
  %37 = load i32, ptr %4, align 4, !dbg !160, !tbaa !118
  %38 = sext i32 %37 to i64, !dbg !160
  %39 = load i32, ptr %6, align 4, !dbg !160, !tbaa !120
  %40 = sext i32 %39 to i64, !dbg !160
  %41 = getelementptr inbounds [4 x [4 x i32]], ptr @board, i64 0, i64 %38, i64 %40, !dbg !160
  store atomic i32 0, ptr %41 seq_cst, align 4, !dbg !160
  store i32 %34, ptr %4, align 4, !dbg !161, !tbaa !118
  store i32 %36, ptr %6, align 4, !dbg !162, !tbaa !120
  br label %8, !dbg !122, !llvm.loop !163

42:                                               ; preds = %26
    #dbg_value(i32 %10, !107, !DIExpression(), !111)
    #dbg_value(i32 %9, !106, !DIExpression(), !111)
  %43 = load i32, ptr %4, align 4, !dbg !166, !tbaa !118
  %44 = sext i32 %43 to i64, !dbg !166
  %45 = load i32, ptr %6, align 4, !dbg !166, !tbaa !120
  %46 = sext i32 %45 to i64, !dbg !166
  %47 = getelementptr inbounds [4 x [4 x i32]], ptr @board, i64 0, i64 %44, i64 %46, !dbg !166
  store atomic i32 0, ptr %47 seq_cst, align 4, !dbg !166
  ret ptr null, !dbg !167
}

declare !dbg !168 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc void @claim(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !172 {
    #dbg_value(ptr %0, !176, !DIExpression(), !184)
    #dbg_value(i32 %1, !177, !DIExpression(), !184)
    #dbg_value(i32 %2, !178, !DIExpression(), !184)
  %4 = load i32, ptr %0, align 4, !dbg !185, !tbaa !113
  %5 = sub nsw i32 3, %4, !dbg !186
    #dbg_value(i32 %5, !179, !DIExpression(), !184)
  %6 = sext i32 %1 to i64
  %7 = sext i32 %2 to i64
  %8 = getelementptr inbounds [4 x [4 x i32]], ptr @board, i64 0, i64 %6, i64 %7
    #dbg_value(i32 0, !180, !DIExpression(), !187)
  %9 = cmpxchg ptr %8, i32 0, i32 %4 seq_cst seq_cst, align 4, !dbg !188
  %10 = extractvalue { i32, i1 } %9, 1, !dbg !188
  br i1 %10, label %45, label %11, !dbg !190

11:                                               ; preds = %3
  %12 = and i32 %1, 1
  %13 = icmp ne i32 %12, 0
  %14 = icmp sgt i32 %1, 1
  %15 = sub nsw i32 3, %2
  %16 = and i32 %15, 1
  %17 = icmp ne i32 %16, 0
  %18 = sub nsw i32 3, %1
  %19 = insertelement <2 x i32> poison, i32 %15, i64 0
  %20 = insertelement <2 x i32> %19, i32 %1, i64 1
  %21 = sdiv <2 x i32> %20, <i32 2, i32 2>
  %22 = and <2 x i32> %21, <i32 1, i32 1>
  %23 = icmp eq <2 x i32> %22, zeroinitializer
  %24 = extractelement <2 x i1> %23, i64 1
  %25 = select i1 %24, i32 3, i32 0
  %26 = icmp ne i32 %25, %2
  %27 = or i1 %14, %26
  %28 = extractelement <2 x i1> %23, i64 0
  %29 = select i1 %28, i32 3, i32 0
  %30 = icmp ne i32 %18, %29
  %31 = icmp slt i32 %2, 2
  %32 = or i1 %31, %30, !dbg !190
  %33 = and i1 %13, %27
  %34 = select i1 %17, i1 %32, i1 false
  %35 = select i1 %33, i1 true, i1 %34
  br label %40, !dbg !190

36:                                               ; preds = %42
    #dbg_value(i32 0, !180, !DIExpression(), !187)
  %37 = load i32, ptr %0, align 4, !dbg !188, !tbaa !113
  %38 = cmpxchg ptr %8, i32 0, i32 %37 seq_cst seq_cst, align 4, !dbg !188
  %39 = extractvalue { i32, i1 } %38, 1, !dbg !188
  br i1 %39, label %45, label %40, !dbg !190, !llvm.loop !191

40:                                               ; preds = %11, %36
    #dbg_value(i32 %1, !194, !DIExpression(), !200)
    #dbg_value(i32 %2, !199, !DIExpression(), !200)
  br i1 %35, label %41, label %42, !dbg !204

41:                                               ; preds = %40
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 84, ptr noundef nonnull @__PRETTY_FUNCTION__.claim) #6, !dbg !205
  unreachable, !dbg !205

42:                                               ; preds = %40, %42
  %43 = load atomic i32, ptr %8 seq_cst, align 4, !dbg !206
  %44 = icmp eq i32 %43, %5, !dbg !207
  br i1 %44, label %42, label %36, !dbg !192, !llvm.loop !191

45:                                               ; preds = %36, %3
  %46 = load atomic i32, ptr %8 seq_cst, align 4, !dbg !208
  %47 = load i32, ptr %0, align 4, !dbg !208, !tbaa !113
  %48 = icmp eq i32 %46, %47, !dbg !208
  br i1 %48, label %50, label %49, !dbg !211

49:                                               ; preds = %45
  tail call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 88, ptr noundef nonnull @__PRETTY_FUNCTION__.claim) #6, !dbg !208
  unreachable, !dbg !208

50:                                               ; preds = %45
  ret void, !dbg !212
}

; Function Attrs: noreturn nounwind
declare !dbg !213 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

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
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 512, elements: !21)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !19, line: 104, baseType: !20)
!19 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: ".", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!20 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !12)
!21 = !{!22, !22}
!22 = !DISubrange(count: 4)
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
!112 = !DILocation(line: 94, column: 20, scope: !100)
!113 = !{!114, !115, i64 0}
!114 = !{!"robot", !115, i64 0, !115, i64 4, !115, i64 8}
!115 = !{!"int", !71, i64 0}
!116 = !DILocation(line: 94, column: 23, scope: !100)
!117 = !DILocation(line: 97, column: 19, scope: !100)
!118 = !{!114, !115, i64 4}
!119 = !DILocation(line: 97, column: 28, scope: !100)
!120 = !{!114, !115, i64 8}
!121 = !DILocation(line: 97, column: 5, scope: !100)
!122 = !DILocation(line: 98, column: 5, scope: !100)
!123 = !DILocation(line: 96, column: 19, scope: !100)
!124 = !DILocalVariable(name: "line", arg: 1, scope: !125, file: !3, line: 52, type: !128)
!125 = distinct !DISubprogram(name: "plan", scope: !3, file: !3, line: 52, type: !126, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !129)
!126 = !DISubroutineType(types: !127)
!127 = !{!12, !128, !128}
!128 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!129 = !{!124, !130, !131}
!130 = !DILocalVariable(name: "pos", arg: 2, scope: !125, file: !3, line: 52, type: !128)
!131 = !DILocalVariable(name: "forward", scope: !125, file: !3, line: 54, type: !12)
!132 = !DILocation(line: 0, scope: !125, inlinedAt: !133)
!133 = distinct !DILocation(line: 98, column: 12, scope: !100)
!134 = !DILocation(line: 55, column: 19, scope: !135, inlinedAt: !133)
!135 = distinct !DILexicalBlock(scope: !125, file: !3, line: 55, column: 9)
!136 = !DILocation(line: 55, column: 9, scope: !125, inlinedAt: !133)
!137 = !DILocation(line: 56, column: 16, scope: !138, inlinedAt: !133)
!138 = distinct !DILexicalBlock(scope: !135, file: !3, line: 55, column: 25)
!139 = !DILocation(line: 57, column: 9, scope: !138, inlinedAt: !133)
!140 = !DILocation(line: 54, column: 26, scope: !125, inlinedAt: !133)
!141 = !DILocation(line: 54, column: 35, scope: !125, inlinedAt: !133)
!142 = !DILocation(line: 59, column: 9, scope: !125, inlinedAt: !133)
!143 = !DILocation(line: 59, column: 24, scope: !144, inlinedAt: !133)
!144 = distinct !DILexicalBlock(scope: !125, file: !3, line: 59, column: 9)
!145 = !DILocation(line: 59, column: 9, scope: !144, inlinedAt: !133)
!146 = !DILocation(line: 59, column: 39, scope: !144, inlinedAt: !133)
!147 = !DILocation(line: 60, column: 17, scope: !148, inlinedAt: !133)
!148 = distinct !DILexicalBlock(scope: !144, file: !3, line: 59, column: 44)
!149 = !DILocation(line: 60, column: 14, scope: !148, inlinedAt: !133)
!150 = !DILocation(line: 61, column: 9, scope: !148, inlinedAt: !133)
!151 = !DILocation(line: 63, column: 15, scope: !152, inlinedAt: !133)
!152 = distinct !DILexicalBlock(scope: !125, file: !3, line: 63, column: 9)
!153 = !DILocation(line: 63, column: 9, scope: !125, inlinedAt: !133)
!154 = !DILocation(line: 65, column: 12, scope: !125, inlinedAt: !133)
!155 = !DILocation(line: 66, column: 5, scope: !125, inlinedAt: !133)
!156 = !DILocation(line: 99, column: 17, scope: !109)
!157 = !DILocation(line: 0, scope: !109)
!158 = !DILocation(line: 100, column: 17, scope: !109)
!159 = !DILocation(line: 101, column: 9, scope: !109)
!160 = !DILocation(line: 102, column: 9, scope: !109)
!161 = !DILocation(line: 103, column: 17, scope: !109)
!162 = !DILocation(line: 104, column: 17, scope: !109)
!163 = distinct !{!163, !122, !164, !165}
!164 = !DILocation(line: 105, column: 5, scope: !100)
!165 = !{!"llvm.loop.mustprogress"}
!166 = !DILocation(line: 106, column: 5, scope: !100)
!167 = !DILocation(line: 107, column: 5, scope: !100)
!168 = !DISubprogram(name: "pthread_join", scope: !79, file: !79, line: 219, type: !169, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!169 = !DISubroutineType(types: !170)
!170 = !{!12, !58, !171}
!171 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!172 = distinct !DISubprogram(name: "claim", scope: !3, file: !3, line: 69, type: !173, scopeLine: 70, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !175)
!173 = !DISubroutineType(types: !174)
!174 = !{null, !104, !12, !12}
!175 = !{!176, !177, !178, !179, !180}
!176 = !DILocalVariable(name: "me", arg: 1, scope: !172, file: !3, line: 69, type: !104)
!177 = !DILocalVariable(name: "r", arg: 2, scope: !172, file: !3, line: 69, type: !12)
!178 = !DILocalVariable(name: "c", arg: 3, scope: !172, file: !3, line: 69, type: !12)
!179 = !DILocalVariable(name: "other", scope: !172, file: !3, line: 71, type: !12)
!180 = !DILocalVariable(name: "expected", scope: !181, file: !3, line: 79, type: !12)
!181 = distinct !DILexicalBlock(scope: !182, file: !3, line: 72, column: 14)
!182 = distinct !DILexicalBlock(scope: !183, file: !3, line: 72, column: 5)
!183 = distinct !DILexicalBlock(scope: !172, file: !3, line: 72, column: 5)
!184 = !DILocation(line: 0, scope: !172)
!185 = !DILocation(line: 71, column: 25, scope: !172)
!186 = !DILocation(line: 71, column: 19, scope: !172)
!187 = !DILocation(line: 0, scope: !181)
!188 = !DILocation(line: 80, column: 13, scope: !189)
!189 = distinct !DILexicalBlock(scope: !181, file: !3, line: 80, column: 13)
!190 = !DILocation(line: 80, column: 13, scope: !181)
!191 = distinct !{!191, !192, !193, !165}
!192 = !DILocation(line: 85, column: 9, scope: !181)
!193 = !DILocation(line: 86, column: 13, scope: !181)
!194 = !DILocalVariable(name: "r", arg: 1, scope: !195, file: !3, line: 35, type: !12)
!195 = distinct !DISubprogram(name: "on_path_a", scope: !3, file: !3, line: 35, type: !196, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !198)
!196 = !DISubroutineType(types: !197)
!197 = !{!12, !12, !12}
!198 = !{!194, !199}
!199 = !DILocalVariable(name: "c", arg: 2, scope: !195, file: !3, line: 35, type: !12)
!200 = !DILocation(line: 0, scope: !195, inlinedAt: !201)
!201 = distinct !DILocation(line: 84, column: 9, scope: !202)
!202 = distinct !DILexicalBlock(scope: !203, file: !3, line: 84, column: 9)
!203 = distinct !DILexicalBlock(scope: !181, file: !3, line: 84, column: 9)
!204 = !DILocation(line: 37, column: 9, scope: !195, inlinedAt: !201)
!205 = !DILocation(line: 84, column: 9, scope: !202)
!206 = !DILocation(line: 85, column: 16, scope: !181)
!207 = !DILocation(line: 85, column: 42, scope: !181)
!208 = !DILocation(line: 88, column: 5, scope: !209)
!209 = distinct !DILexicalBlock(scope: !210, file: !3, line: 88, column: 5)
!210 = distinct !DILexicalBlock(scope: !172, file: !3, line: 88, column: 5)
!211 = !DILocation(line: 88, column: 5, scope: !210)
!212 = !DILocation(line: 89, column: 1, scope: !172)
!213 = !DISubprogram(name: "__assert_fail", scope: !214, file: !214, line: 69, type: !215, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!214 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!215 = !DISubroutineType(types: !216)
!216 = !{null, !217, !217, !218, !217}
!217 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!218 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
