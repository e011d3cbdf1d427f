; ModuleID = 'WRC.c'
source_filename = "WRC.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@r1_0 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !45
@y = dso_local global i32 0, align 4, !dbg !41
@r2_0 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !47
@r2_1 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !49
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [6 x i8] c"WRC.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16
@.str.2 = private unnamed_addr constant [13 x i8] c"!\22outcome 1\22\00", align 1, !dbg !22
@.str.3 = private unnamed_addr constant [13 x i8] c"!\22outcome 2\22\00", align 1, !dbg !24
@.str.4 = private unnamed_addr constant [13 x i8] c"!\22outcome 3\22\00", align 1, !dbg !26
@.str.5 = private unnamed_addr constant [13 x i8] c"!\22outcome 4\22\00", align 1, !dbg !28
@.str.6 = private unnamed_addr constant [13 x i8] c"!\22outcome 5\22\00", align 1, !dbg !30
@.str.7 = private unnamed_addr constant [13 x i8] c"!\22outcome 6\22\00", align 1, !dbg !32
@.str.8 = private unnamed_addr constant [13 x i8] c"!\22outcome 7\22\00", align 1, !dbg !34
@.str.9 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !36

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none) uwtable
define dso_local noalias noundef ptr @t0(ptr nocapture readnone %0) #0 !dbg !59 {
    #dbg_value(ptr poison, !64, !DIExpression(), !65)
  store volatile i32 1, ptr @x, align 4, !dbg !66, !tbaa !67
  ret ptr null, !dbg !71
}

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none) uwtable
define dso_local noalias noundef ptr @t1(ptr nocapture readnone %0) #0 !dbg !72 {
    #dbg_value(ptr poison, !74, !DIExpression(), !75)
  %2 = load volatile i32, ptr @x, align 4, !dbg !76, !tbaa !67
  store i32 %2, ptr @r1_0, align 4, !dbg !77, !tbaa !67
  store volatile i32 1, ptr @y, align 4, !dbg !78, !tbaa !67
  ret ptr null, !dbg !79
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none) uwtable
define dso_local noalias noundef ptr @t2(ptr nocapture readnone %0) #1 !dbg !80 {
    #dbg_value(ptr poison, !82, !DIExpression(), !83)
  %2 = load volatile i32, ptr @y, align 4, !dbg !84, !tbaa !67
  store i32 %2, ptr @r2_0, align 4, !dbg !85, !tbaa !67
  %3 = load volatile i32, ptr @x, align 4, !dbg !86, !tbaa !67
  store i32 %3, ptr @r2_1, align 4, !dbg !87, !tbaa !67
  ret ptr null, !dbg !88
}

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !89 {
  %1 = alloca [3 x i64], align 16, !DIAssignID !104
    #dbg_assign(i1 undef, !93, !DIExpression(), !104, ptr %1, !DIExpression(), !105)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #7, !dbg !106
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @t0, ptr noundef null) #7, !dbg !107
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !108
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @t1, ptr noundef null) #7, !dbg !109
  %5 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !110
  %6 = call i32 @pthread_create(ptr noundef nonnull %5, ptr noundef null, ptr noundef nonnull @t2, ptr noundef null) #7, !dbg !111
  %7 = load i64, ptr %1, align 16, !dbg !112, !tbaa !113
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #7, !dbg !115
  %9 = load i64, ptr %3, align 8, !dbg !116, !tbaa !113
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef null) #7, !dbg !117
  %11 = load i64, ptr %5, align 16, !dbg !118, !tbaa !113
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null) #7, !dbg !119
    #dbg_value(i32 0, !102, !DIExpression(), !105)
  %13 = load i32, ptr @r1_0, align 4, !dbg !120, !tbaa !67
    #dbg_value(i32 %13, !100, !DIExpression(), !105)
  %14 = icmp eq i32 %13, 0, !dbg !121
  %15 = icmp eq i32 %13, 1, !dbg !122
  %16 = select i1 %15, i32 1, i32 -1, !dbg !122
  %17 = select i1 %14, i32 0, i32 %16, !dbg !122
    #dbg_value(i32 %17, !101, !DIExpression(), !105)
  %18 = icmp slt i32 %17, 0, !dbg !123
  br i1 %18, label %47, label %19, !dbg !125

19:                                               ; preds = %0
    #dbg_value(i32 %17, !102, !DIExpression(), !105)
  %20 = load i32, ptr @r2_0, align 4, !dbg !126, !tbaa !67
    #dbg_value(i32 %20, !100, !DIExpression(), !105)
  %21 = icmp eq i32 %20, 0, !dbg !127
  %22 = icmp eq i32 %20, 1, !dbg !128
  %23 = select i1 %22, i32 1, i32 -1, !dbg !128
  %24 = select i1 %21, i32 0, i32 %23, !dbg !128
    #dbg_value(i32 %24, !101, !DIExpression(), !105)
  %25 = icmp slt i32 %24, 0, !dbg !129
  br i1 %25, label %47, label %26, !dbg !131

26:                                               ; preds = %19
    #dbg_value(!DIArgList(i32 %17, i32 %24), !102, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !105)
  %27 = load i32, ptr @r2_1, align 4, !dbg !132, !tbaa !67
    #dbg_value(i32 %27, !100, !DIExpression(), !105)
  %28 = icmp eq i32 %27, 0, !dbg !133
  %29 = icmp eq i32 %27, 1, !dbg !134
  %30 = select i1 %29, i32 1, i32 -1, !dbg !134
  %31 = select i1 %28, i32 0, i32 %30, !dbg !134
    #dbg_value(i32 %31, !101, !DIExpression(), !105)
  %32 = icmp slt i32 %31, 0, !dbg !135
  br i1 %32, label %47, label %33, !dbg !137

33:                                               ; preds = %26
  %34 = shl nuw nsw i32 %24, 1, !dbg !138
    #dbg_value(!DIArgList(i32 %17, i32 %34), !102, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !105)
  %35 = add nuw nsw i32 %34, %17, !dbg !139
    #dbg_value(i32 %35, !102, !DIExpression(), !105)
  %36 = shl nuw nsw i32 %31, 2, !dbg !140
  %37 = add nuw nsw i32 %35, %36, !dbg !141
    #dbg_value(i32 %37, !102, !DIExpression(), !105)
  switch i32 %37, label %46 [
    i32 0, label %38
    i32 1, label %39
    i32 2, label %40
    i32 3, label %41
    i32 4, label %42
    i32 5, label %43
    i32 6, label %44
    i32 7, label %45
  ], !dbg !142

38:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 77, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !143
  unreachable, !dbg !143

39:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 82, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !147
  unreachable, !dbg !147

40:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 87, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !150
  unreachable, !dbg !150

41:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 92, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !153
  unreachable, !dbg !153

42:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.1, i32 noundef 97, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !156
  unreachable, !dbg !156

43:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.1, i32 noundef 102, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !159
  unreachable, !dbg !159

44:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.1, i32 noundef 107, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !162
  unreachable, !dbg !162

45:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.1, i32 noundef 112, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !165
  unreachable, !dbg !165

46:                                               ; preds = %33
  unreachable

47:                                               ; preds = %26, %19, %0
    #dbg_label(!103, !168)
  call void @__assert_fail(ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.1, i32 noundef 121, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !169
  unreachable, !dbg !169
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind
declare !dbg !172 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !192 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: noreturn nounwind
declare !dbg !196 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #6

attributes #0 = { nofree norecurse nounwind memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!51, !52, !53, !54, !55, !56, !57}
!llvm.ident = !{!58}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 17, type: !43, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "WRC.c", directory: ".", checksumkind: CSK_MD5, checksum: "85e602ef206a3110c412a2e3f8052ec3")
!4 = !{!5, !11, !16, !22, !24, !26, !28, !30, !32, !34, !36, !0, !41, !45, !47, !49}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 77, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 13)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 77, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 48, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 6)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 77, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 82, type: !7, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 87, type: !7, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 92, type: !7, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 97, type: !7, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 102, type: !7, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 107, type: !7, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 112, type: !7, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 121, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 176, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 22)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 18, type: !43, isLocal: false, isDefinition: true)
!43 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !44)
!44 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(name: "r1_0", scope: !2, file: !3, line: 19, type: !44, isLocal: false, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(name: "r2_0", scope: !2, file: !3, line: 19, type: !44, isLocal: false, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(name: "r2_1", scope: !2, file: !3, line: 19, type: !44, isLocal: false, isDefinition: true)
!51 = !{i32 7, !"Dwarf Version", i32 5}
!52 = !{i32 2, !"Debug Info Version", i32 3}
!53 = !{i32 1, !"wchar_size", i32 4}
!54 = !{i32 8, !"PIC Level", i32 2}
!55 = !{i32 7, !"PIE Level", i32 2}
!56 = !{i32 7, !"uwtable", i32 2}
!57 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!58 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!59 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 21, type: !60, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !63)
!60 = !DISubroutineType(types: !61)
!61 = !{!62, !62}
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!63 = !{!64}
!64 = !DILocalVariable(name: "arg", arg: 1, scope: !59, file: !3, line: 21, type: !62)
!65 = !DILocation(line: 0, scope: !59)
!66 = !DILocation(line: 24, column: 4, scope: !59)
!67 = !{!68, !68, i64 0}
!68 = !{!"int", !69, i64 0}
!69 = !{!"omnipotent char", !70, i64 0}
!70 = !{!"Simple C/C++ TBAA"}
!71 = !DILocation(line: 25, column: 2, scope: !59)
!72 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 28, type: !60, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !73)
!73 = !{!74}
!74 = !DILocalVariable(name: "arg", arg: 1, scope: !72, file: !3, line: 28, type: !62)
!75 = !DILocation(line: 0, scope: !72)
!76 = !DILocation(line: 31, column: 9, scope: !72)
!77 = !DILocation(line: 31, column: 7, scope: !72)
!78 = !DILocation(line: 32, column: 4, scope: !72)
!79 = !DILocation(line: 33, column: 2, scope: !72)
!80 = distinct !DISubprogram(name: "t2", scope: !3, file: !3, line: 36, type: !60, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !81)
!81 = !{!82}
!82 = !DILocalVariable(name: "arg", arg: 1, scope: !80, file: !3, line: 36, type: !62)
!83 = !DILocation(line: 0, scope: !80)
!84 = !DILocation(line: 39, column: 9, scope: !80)
!85 = !DILocation(line: 39, column: 7, scope: !80)
!86 = !DILocation(line: 40, column: 9, scope: !80)
!87 = !DILocation(line: 40, column: 7, scope: !80)
!88 = !DILocation(line: 41, column: 2, scope: !80)
!89 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 44, type: !90, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !92)
!90 = !DISubroutineType(types: !91)
!91 = !{!44}
!92 = !{!93, !100, !101, !102, !103}
!93 = !DILocalVariable(name: "th", scope: !89, file: !3, line: 46, type: !94)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !95, size: 192, elements: !98)
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !96, line: 27, baseType: !97)
!96 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!97 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!98 = !{!99}
!99 = !DISubrange(count: 3)
!100 = !DILocalVariable(name: "v", scope: !89, file: !3, line: 53, type: !44)
!101 = !DILocalVariable(name: "d", scope: !89, file: !3, line: 53, type: !44)
!102 = !DILocalVariable(name: "o", scope: !89, file: !3, line: 53, type: !44)
!103 = !DILabel(scope: !89, name: "unexpected", file: !3, line: 120)
!104 = distinct !DIAssignID()
!105 = !DILocation(line: 0, scope: !89)
!106 = !DILocation(line: 46, column: 2, scope: !89)
!107 = !DILocation(line: 47, column: 2, scope: !89)
!108 = !DILocation(line: 48, column: 18, scope: !89)
!109 = !DILocation(line: 48, column: 2, scope: !89)
!110 = !DILocation(line: 49, column: 18, scope: !89)
!111 = !DILocation(line: 49, column: 2, scope: !89)
!112 = !DILocation(line: 50, column: 15, scope: !89)
!113 = !{!114, !114, i64 0}
!114 = !{!"long", !69, i64 0}
!115 = !DILocation(line: 50, column: 2, scope: !89)
!116 = !DILocation(line: 51, column: 15, scope: !89)
!117 = !DILocation(line: 51, column: 2, scope: !89)
!118 = !DILocation(line: 52, column: 15, scope: !89)
!119 = !DILocation(line: 52, column: 2, scope: !89)
!120 = !DILocation(line: 54, column: 6, scope: !89)
!121 = !DILocation(line: 55, column: 8, scope: !89)
!122 = !DILocation(line: 55, column: 6, scope: !89)
!123 = !DILocation(line: 56, column: 8, scope: !124)
!124 = distinct !DILexicalBlock(scope: !89, file: !3, line: 56, column: 6)
!125 = !DILocation(line: 56, column: 6, scope: !89)
!126 = !DILocation(line: 59, column: 6, scope: !89)
!127 = !DILocation(line: 60, column: 8, scope: !89)
!128 = !DILocation(line: 60, column: 6, scope: !89)
!129 = !DILocation(line: 61, column: 8, scope: !130)
!130 = distinct !DILexicalBlock(scope: !89, file: !3, line: 61, column: 6)
!131 = !DILocation(line: 61, column: 6, scope: !89)
!132 = !DILocation(line: 64, column: 6, scope: !89)
!133 = !DILocation(line: 65, column: 8, scope: !89)
!134 = !DILocation(line: 65, column: 6, scope: !89)
!135 = !DILocation(line: 66, column: 8, scope: !136)
!136 = distinct !DILexicalBlock(scope: !89, file: !3, line: 66, column: 6)
!137 = !DILocation(line: 66, column: 6, scope: !89)
!138 = !DILocation(line: 63, column: 9, scope: !89)
!139 = !DILocation(line: 63, column: 4, scope: !89)
!140 = !DILocation(line: 68, column: 9, scope: !89)
!141 = !DILocation(line: 68, column: 4, scope: !89)
!142 = !DILocation(line: 74, column: 2, scope: !89)
!143 = !DILocation(line: 77, column: 3, scope: !144)
!144 = distinct !DILexicalBlock(scope: !145, file: !3, line: 77, column: 3)
!145 = distinct !DILexicalBlock(scope: !146, file: !3, line: 77, column: 3)
!146 = distinct !DILexicalBlock(scope: !89, file: !3, line: 74, column: 13)
!147 = !DILocation(line: 82, column: 3, scope: !148)
!148 = distinct !DILexicalBlock(scope: !149, file: !3, line: 82, column: 3)
!149 = distinct !DILexicalBlock(scope: !146, file: !3, line: 82, column: 3)
!150 = !DILocation(line: 87, column: 3, scope: !151)
!151 = distinct !DILexicalBlock(scope: !152, file: !3, line: 87, column: 3)
!152 = distinct !DILexicalBlock(scope: !146, file: !3, line: 87, column: 3)
!153 = !DILocation(line: 92, column: 3, scope: !154)
!154 = distinct !DILexicalBlock(scope: !155, file: !3, line: 92, column: 3)
!155 = distinct !DILexicalBlock(scope: !146, file: !3, line: 92, column: 3)
!156 = !DILocation(line: 97, column: 3, scope: !157)
!157 = distinct !DILexicalBlock(scope: !158, file: !3, line: 97, column: 3)
!158 = distinct !DILexicalBlock(scope: !146, file: !3, line: 97, column: 3)
!159 = !DILocation(line: 102, column: 3, scope: !160)
!160 = distinct !DILexicalBlock(scope: !161, file: !3, line: 102, column: 3)
!161 = distinct !DILexicalBlock(scope: !146, file: !3, line: 102, column: 3)
!162 = !DILocation(line: 107, column: 3, scope: !163)
!163 = distinct !DILexicalBlock(scope: !164, file: !3, line: 107, column: 3)
!164 = distinct !DILexicalBlock(scope: !146, file: !3, line: 107, column: 3)
!165 = !DILocation(line: 112, column: 3, scope: !166)
!166 = distinct !DILexicalBlock(scope: !167, file: !3, line: 112, column: 3)
!167 = distinct !DILexicalBlock(scope: !146, file: !3, line: 112, column: 3)
!168 = !DILocation(line: 120, column: 1, scope: !89)
!169 = !DILocation(line: 121, column: 2, scope: !170)
!170 = distinct !DILexicalBlock(scope: !171, file: !3, line: 121, column: 2)
!171 = distinct !DILexicalBlock(scope: !89, file: !3, line: 121, column: 2)
!172 = !DISubprogram(name: "pthread_create", scope: !173, file: !173, line: 202, type: !174, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!173 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!174 = !DISubroutineType(types: !175)
!175 = !{!44, !176, !178, !190, !191}
!176 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !177)
!177 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !95, size: 64)
!178 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !179)
!179 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !180, size: 64)
!180 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !181)
!181 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !96, line: 62, baseType: !182)
!182 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !96, line: 56, size: 448, elements: !183)
!183 = !{!184, !188}
!184 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !182, file: !96, line: 58, baseType: !185, size: 448)
!185 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !186)
!186 = !{!187}
!187 = !DISubrange(count: 56)
!188 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !182, file: !96, line: 59, baseType: !189, size: 64)
!189 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!190 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!191 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !62)
!192 = !DISubprogram(name: "pthread_join", scope: !173, file: !173, line: 219, type: !193, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!193 = !DISubroutineType(types: !194)
!194 = !{!44, !95, !195}
!195 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64)
!196 = !DISubprogram(name: "__assert_fail", scope: !197, file: !197, line: 69, type: !198, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!197 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!198 = !DISubroutineType(types: !199)
!199 = !{null, !200, !200, !201, !200}
!200 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!201 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
