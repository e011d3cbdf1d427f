; ModuleID = 'ISA2.c'
source_filename = "ISA2.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@y = dso_local global i32 0, align 4, !dbg !41
@r1_0 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !47
@z = dso_local global i32 0, align 4, !dbg !45
@r2_0 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !49
@r2_1 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !51
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [7 x i8] c"ISA2.c\00", align 1, !dbg !11
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
define dso_local noalias noundef ptr @t0(ptr nocapture readnone %0) #0 !dbg !61 {
    #dbg_value(ptr poison, !66, !DIExpression(), !67)
  store volatile i32 1, ptr @x, align 4, !dbg !68, !tbaa !69
  store volatile i32 1, ptr @y, align 4, !dbg !73, !tbaa !69
  ret ptr null, !dbg !74
}

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none) uwtable
define dso_local noalias noundef ptr @t1(ptr nocapture readnone %0) #0 !dbg !75 {
    #dbg_value(ptr poison, !77, !DIExpression(), !78)
  %2 = load volatile i32, ptr @y, align 4, !dbg !79, !tbaa !69
  store i32 %2, ptr @r1_0, align 4, !dbg !80, !tbaa !69
  store volatile i32 1, ptr @z, align 4, !dbg !81, !tbaa !69
  ret ptr null, !dbg !82
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none) uwtable
define dso_local noalias noundef ptr @t2(ptr nocapture readnone %0) #1 !dbg !83 {
    #dbg_value(ptr poison, !85, !DIExpression(), !86)
  %2 = load volatile i32, ptr @z, align 4, !dbg !87, !tbaa !69
  store i32 %2, ptr @r2_0, align 4, !dbg !88, !tbaa !69
  %3 = load volatile i32, ptr @x, align 4, !dbg !89, !tbaa !69
  store i32 %3, ptr @r2_1, align 4, !dbg !90, !tbaa !69
  ret ptr null, !dbg !91
}

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !92 {
  %1 = alloca [3 x i64], align 16, !DIAssignID !107
    #dbg_assign(i1 undef, !96, !DIExpression(), !107, ptr %1, !DIExpression(), !108)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #7, !dbg !109
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @t0, ptr noundef null) #7, !dbg !110
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !111
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @t1, ptr noundef null) #7, !dbg !112
  %5 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !113
  %6 = call i32 @pthread_create(ptr noundef nonnull %5, ptr noundef null, ptr noundef nonnull @t2, ptr noundef null) #7, !dbg !114
  %7 = load i64, ptr %1, align 16, !dbg !115, !tbaa !116
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #7, !dbg !118
  %9 = load i64, ptr %3, align 8, !dbg !119, !tbaa !116
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef null) #7, !dbg !120
  %11 = load i64, ptr %5, align 16, !dbg !121, !tbaa !116
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null) #7, !dbg !122
    #dbg_value(i32 0, !105, !DIExpression(), !108)
  %13 = load i32, ptr @r1_0, align 4, !dbg !123, !tbaa !69
    #dbg_value(i32 %13, !103, !DIExpression(), !108)
  %14 = icmp eq i32 %13, 0, !dbg !124
  %15 = icmp eq i32 %13, 1, !dbg !125
  %16 = select i1 %15, i32 1, i32 -1, !dbg !125
  %17 = select i1 %14, i32 0, i32 %16, !dbg !125
    #dbg_value(i32 %17, !104, !DIExpression(), !108)
  %18 = icmp slt i32 %17, 0, !dbg !126
  br i1 %18, label %47, label %19, !dbg !128

19:                                               ; preds = %0
    #dbg_value(i32 %17, !105, !DIExpression(), !108)
  %20 = load i32, ptr @r2_0, align 4, !dbg !129, !tbaa !69
    #dbg_value(i32 %20, !103, !DIExpression(), !108)
  %21 = icmp eq i32 %20, 0, !dbg !130
  %22 = icmp eq i32 %20, 1, !dbg !131
  %23 = select i1 %22, i32 1, i32 -1, !dbg !131
  %24 = select i1 %21, i32 0, i32 %23, !dbg !131
    #dbg_value(i32 %24, !104, !DIExpression(), !108)
  %25 = icmp slt i32 %24, 0, !dbg !132
  br i1 %25, label %47, label %26, !dbg !134

26:                                               ; preds = %19
    #dbg_value(!DIArgList(i32 %17, i32 %24), !105, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !108)
  %27 = load i32, ptr @r2_1, align 4, !dbg !135, !tbaa !69
    #dbg_value(i32 %27, !103, !DIExpression(), !108)
  %28 = icmp eq i32 %27, 0, !dbg !136
  %29 = icmp eq i32 %27, 1, !dbg !137
  %30 = select i1 %29, i32 1, i32 -1, !dbg !137
  %31 = select i1 %28, i32 0, i32 %30, !dbg !137
    #dbg_value(i32 %31, !104, !DIExpression(), !108)
  %32 = icmp slt i32 %31, 0, !dbg !138
  br i1 %32, label %47, label %33, !dbg !140

33:                                               ; preds = %26
  %34 = shl nuw nsw i32 %24, 1, !dbg !141
    #dbg_value(!DIArgList(i32 %17, i32 %34), !105, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !108)
  %35 = add nuw nsw i32 %34, %17, !dbg !142
    #dbg_value(i32 %35, !105, !DIExpression(), !108)
  %36 = shl nuw nsw i32 %31, 2, !dbg !143
  %37 = add nuw nsw i32 %35, %36, !dbg !144
    #dbg_value(i32 %37, !105, !DIExpression(), !108)
  switch i32 %37, label %46 [
    i32 0, label %38
    i32 1, label %39
    i32 2, label %40
    i32 3, label %41
    i32 4, label %42
    i32 5, label %43
    i32 6, label %44
    i32 7, label %45
  ], !dbg !145

38:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 79, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !146
  unreachable, !dbg !146

39:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 84, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !150
  unreachable, !dbg !150

40:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 89, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !153
  unreachable, !dbg !153

41:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 94, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !156
  unreachable, !dbg !156

42:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.1, i32 noundef 99, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !159
  unreachable, !dbg !159

43:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.1, i32 noundef 104, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !162
  unreachable, !dbg !162

44:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.1, i32 noundef 109, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !165
  unreachable, !dbg !165

45:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.1, i32 noundef 114, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !168
  unreachable, !dbg !168

46:                                               ; preds = %33
  unreachable

47:                                               ; preds = %26, %19, %0
    #dbg_label(!106, !171)
  call void @__assert_fail(ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.1, i32 noundef 123, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !172
  unreachable, !dbg !172
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind
declare !dbg !175 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !195 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: noreturn nounwind
declare !dbg !199 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #6

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
!llvm.module.flags = !{!53, !54, !55, !56, !57, !58, !59}
!llvm.ident = !{!60}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 17, type: !43, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "ISA2.c", directory: ".", checksumkind: CSK_MD5, checksum: "3b245efa7626486e470bb54027dd9299")
!4 = !{!5, !11, !16, !22, !24, !26, !28, !30, !32, !34, !36, !0, !41, !45, !47, !49, !51}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 79, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 13)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 79, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 56, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 7)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 79, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 84, type: !7, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 89, type: !7, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 94, type: !7, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 99, type: !7, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 104, type: !7, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 109, type: !7, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 114, type: !7, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 123, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 176, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 22)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 18, type: !43, isLocal: false, isDefinition: true)
!43 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !44)
!44 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(name: "z", scope: !2, file: !3, line: 19, type: !43, isLocal: false, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(name: "r1_0", scope: !2, file: !3, line: 20, type: !44, isLocal: false, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(name: "r2_0", scope: !2, file: !3, line: 20, type: !44, isLocal: false, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(name: "r2_1", scope: !2, file: !3, line: 20, type: !44, isLocal: false, isDefinition: true)
!53 = !{i32 7, !"Dwarf Version", i32 5}
!54 = !{i32 2, !"Debug Info Version", i32 3}
!55 = !{i32 1, !"wchar_size", i32 4}
!56 = !{i32 8, !"PIC Level", i32 2}
!57 = !{i32 7, !"PIE Level", i32 2}
!58 = !{i32 7, !"uwtable", i32 2}
!59 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!60 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!61 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 22, type: !62, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !65)
!62 = !DISubroutineType(types: !63)
!63 = !{!64, !64}
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!65 = !{!66}
!66 = !DILocalVariable(name: "arg", arg: 1, scope: !61, file: !3, line: 22, type: !64)
!67 = !DILocation(line: 0, scope: !61)
!68 = !DILocation(line: 25, column: 4, scope: !61)
!69 = !{!70, !70, i64 0}
!70 = !{!"int", !71, i64 0}
!71 = !{!"omnipotent char", !72, i64 0}
!72 = !{!"Simple C/C++ TBAA"}
!73 = !DILocation(line: 26, column: 4, scope: !61)
!74 = !DILocation(line: 27, column: 2, scope: !61)
!75 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 30, type: !62, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !76)
!76 = !{!77}
!77 = !DILocalVariable(name: "arg", arg: 1, scope: !75, file: !3, line: 30, type: !64)
!78 = !DILocation(line: 0, scope: !75)
!79 = !DILocation(line: 33, column: 9, scope: !75)
!80 = !DILocation(line: 33, column: 7, scope: !75)
!81 = !DILocation(line: 34, column: 4, scope: !75)
!82 = !DILocation(line: 35, column: 2, scope: !75)
!83 = distinct !DISubprogram(name: "t2", scope: !3, file: !3, line: 38, type: !62, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !84)
!84 = !{!85}
!85 = !DILocalVariable(name: "arg", arg: 1, scope: !83, file: !3, line: 38, type: !64)
!86 = !DILocation(line: 0, scope: !83)
!87 = !DILocation(line: 41, column: 9, scope: !83)
!88 = !DILocation(line: 41, column: 7, scope: !83)
!89 = !DILocation(line: 42, column: 9, scope: !83)
!90 = !DILocation(line: 42, column: 7, scope: !83)
!91 = !DILocation(line: 43, column: 2, scope: !83)
!92 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 46, type: !93, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !95)
!93 = !DISubroutineType(types: !94)
!94 = !{!44}
!95 = !{!96, !103, !104, !105, !106}
!96 = !DILocalVariable(name: "th", scope: !92, file: !3, line: 48, type: !97)
!97 = !DICompositeType(tag: DW_TAG_array_type, baseType: !98, size: 192, elements: !101)
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !99, line: 27, baseType: !100)
!99 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!100 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!101 = !{!102}
!102 = !DISubrange(count: 3)
!103 = !DILocalVariable(name: "v", scope: !92, file: !3, line: 55, type: !44)
!104 = !DILocalVariable(name: "d", scope: !92, file: !3, line: 55, type: !44)
!105 = !DILocalVariable(name: "o", scope: !92, file: !3, line: 55, type: !44)
!106 = !DILabel(scope: !92, name: "unexpected", file: !3, line: 122)
!107 = distinct !DIAssignID()
!108 = !DILocation(line: 0, scope: !92)
!109 = !DILocation(line: 48, column: 2, scope: !92)
!110 = !DILocation(line: 49, column: 2, scope: !92)
!111 = !DILocation(line: 50, column: 18, scope: !92)
!112 = !DILocation(line: 50, column: 2, scope: !92)
!113 = !DILocation(line: 51, column: 18, scope: !92)
!114 = !DILocation(line: 51, column: 2, scope: !92)
!115 = !DILocation(line: 52, column: 15, scope: !92)
!116 = !{!117, !117, i64 0}
!117 = !{!"long", !71, i64 0}
!118 = !DILocation(line: 52, column: 2, scope: !92)
!119 = !DILocation(line: 53, column: 15, scope: !92)
!120 = !DILocation(line: 53, column: 2, scope: !92)
!121 = !DILocation(line: 54, column: 15, scope: !92)
!122 = !DILocation(line: 54, column: 2, scope: !92)
!123 = !DILocation(line: 56, column: 6, scope: !92)
!124 = !DILocation(line: 57, column: 8, scope: !92)
!125 = !DILocation(line: 57, column: 6, scope: !92)
!126 = !DILocation(line: 58, column: 8, scope: !127)
!127 = distinct !DILexicalBlock(scope: !92, file: !3, line: 58, column: 6)
!128 = !DILocation(line: 58, column: 6, scope: !92)
!129 = !DILocation(line: 61, column: 6, scope: !92)
!130 = !DILocation(line: 62, column: 8, scope: !92)
!131 = !DILocation(line: 62, column: 6, scope: !92)
!132 = !DILocation(line: 63, column: 8, scope: !133)
!133 = distinct !DILexicalBlock(scope: !92, file: !3, line: 63, column: 6)
!134 = !DILocation(line: 63, column: 6, scope: !92)
!135 = !DILocation(line: 66, column: 6, scope: !92)
!136 = !DILocation(line: 67, column: 8, scope: !92)
!137 = !DILocation(line: 67, column: 6, scope: !92)
!138 = !DILocation(line: 68, column: 8, scope: !139)
!139 = distinct !DILexicalBlock(scope: !92, file: !3, line: 68, column: 6)
!140 = !DILocation(line: 68, column: 6, scope: !92)
!141 = !DILocation(line: 65, column: 9, scope: !92)
!142 = !DILocation(line: 65, column: 4, scope: !92)
!143 = !DILocation(line: 70, column: 9, scope: !92)
!144 = !DILocation(line: 70, column: 4, scope: !92)
!145 = !DILocation(line: 76, column: 2, scope: !92)
!146 = !DILocation(line: 79, column: 3, scope: !147)
!147 = distinct !DILexicalBlock(scope: !148, file: !3, line: 79, column: 3)
!148 = distinct !DILexicalBlock(scope: !149, file: !3, line: 79, column: 3)
!149 = distinct !DILexicalBlock(scope: !92, file: !3, line: 76, column: 13)
!150 = !DILocation(line: 84, column: 3, scope: !151)
!151 = distinct !DILexicalBlock(scope: !152, file: !3, line: 84, column: 3)
!152 = distinct !DILexicalBlock(scope: !149, file: !3, line: 84, column: 3)
!153 = !DILocation(line: 89, column: 3, scope: !154)
!154 = distinct !DILexicalBlock(scope: !155, file: !3, line: 89, column: 3)
!155 = distinct !DILexicalBlock(scope: !149, file: !3, line: 89, column: 3)
!156 = !DILocation(line: 94, column: 3, scope: !157)
!157 = distinct !DILexicalBlock(scope: !158, file: !3, line: 94, column: 3)
!158 = distinct !DILexicalBlock(scope: !149, file: !3, line: 94, column: 3)
!159 = !DILocation(line: 99, column: 3, scope: !160)
!160 = distinct !DILexicalBlock(scope: !161, file: !3, line: 99, column: 3)
!161 = distinct !DILexicalBlock(scope: !149, file: !3, line: 99, column: 3)
!162 = !DILocation(line: 104, column: 3, scope: !163)
!163 = distinct !DILexicalBlock(scope: !164, file: !3, line: 104, column: 3)
!164 = distinct !DILexicalBlock(scope: !149, file: !3, line: 104, column: 3)
!165 = !DILocation(line: 109, column: 3, scope: !166)
!166 = distinct !DILexicalBlock(scope: !167, file: !3, line: 109, column: 3)
!167 = distinct !DILexicalBlock(scope: !149, file: !3, line: 109, column: 3)
!168 = !DILocation(line: 114, column: 3, scope: !169)
!169 = distinct !DILexicalBlock(scope: !170, file: !3, line: 114, column: 3)
!170 = distinct !DILexicalBlock(scope: !149, file: !3, line: 114, column: 3)
!171 = !DILocation(line: 122, column: 1, scope: !92)
!172 = !DILocation(line: 123, column: 2, scope: !173)
!173 = distinct !DILexicalBlock(scope: !174, file: !3, line: 123, column: 2)
!174 = distinct !DILexicalBlock(scope: !92, file: !3, line: 123, column: 2)
!175 = !DISubprogram(name: "pthread_create", scope: !176, file: !176, line: 202, type: !177, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!176 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!177 = !DISubroutineType(types: !178)
!178 = !{!44, !179, !181, !193, !194}
!179 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !180)
!180 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 64)
!181 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !182)
!182 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !183, size: 64)
!183 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !184)
!184 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !99, line: 62, baseType: !185)
!185 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !99, line: 56, size: 448, elements: !186)
!186 = !{!187, !191}
!187 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !185, file: !99, line: 58, baseType: !188, size: 448)
!188 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !189)
!189 = !{!190}
!190 = !DISubrange(count: 56)
!191 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !185, file: !99, line: 59, baseType: !192, size: 64)
!192 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!193 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64)
!194 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !64)
!195 = !DISubprogram(name: "pthread_join", scope: !176, file: !176, line: 219, type: !196, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!196 = !DISubroutineType(types: !197)
!197 = !{!44, !98, !198}
!198 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64)
!199 = !DISubprogram(name: "__assert_fail", scope: !200, file: !200, line: 69, type: !201, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!200 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!201 = !DISubroutineType(types: !202)
!202 = !{null, !203, !203, !204, !203}
!203 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!204 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
