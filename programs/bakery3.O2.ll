; ModuleID = 'bakery.c'
source_filename = "bakery.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@count = dso_local global i32 0, align 4, !dbg !0
@choosing = dso_local local_unnamed_addr global [3 x i32] zeroinitializer, align 4, !dbg !9
@number = dso_local local_unnamed_addr global [3 x i32] zeroinitializer, align 4, !dbg !17
@.str = private unnamed_addr constant [25 x i8] c"atomic_load(&count) == 1\00", align 1, !dbg !19
@.str.1 = private unnamed_addr constant [9 x i8] c"bakery.c\00", align 1, !dbg !25
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !30

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 2) i32 @check_exclusion() local_unnamed_addr #0 !dbg !44 {
  %1 = load atomic i32, ptr @count seq_cst, align 4, !dbg !47
  %2 = icmp slt i32 %1, 2, !dbg !48
  %3 = zext i1 %2 to i32, !dbg !48
  ret i32 %3, !dbg !49
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !50 {
  %1 = alloca [3 x i64], align 16, !DIAssignID !61
    #dbg_assign(i1 undef, !52, !DIExpression(), !61, ptr %1, !DIExpression(), !62)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #8, !dbg !63
    #dbg_value(i64 0, !57, !DIExpression(), !64)
    #dbg_value(i64 0, !57, !DIExpression(), !64)
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #8, !dbg !65
    #dbg_value(i64 1, !57, !DIExpression(), !64)
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !67
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 1 to ptr)) #8, !dbg !65
    #dbg_value(i64 2, !57, !DIExpression(), !64)
  %5 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !67
  %6 = call i32 @pthread_create(ptr noundef nonnull %5, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 2 to ptr)) #8, !dbg !65
    #dbg_value(i64 3, !57, !DIExpression(), !64)
    #dbg_value(i64 0, !59, !DIExpression(), !68)
  %7 = load i64, ptr %1, align 16, !dbg !69, !tbaa !71
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #8, !dbg !75
    #dbg_value(i64 1, !59, !DIExpression(), !68)
  %9 = load i64, ptr %3, align 8, !dbg !69, !tbaa !71
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef null) #8, !dbg !75
    #dbg_value(i64 2, !59, !DIExpression(), !68)
  %11 = load i64, ptr %5, align 16, !dbg !69, !tbaa !71
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null) #8, !dbg !75
    #dbg_value(i64 3, !59, !DIExpression(), !68)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #8, !dbg !76
  ret i32 0, !dbg !77
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !78 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind uwtable
define internal noalias noundef nonnull ptr @worker(ptr noundef %0) #4 !dbg !99 {
    #dbg_value(ptr %0, !101, !DIExpression(), !103)
  %2 = ptrtoint ptr %0 to i64, !dbg !104
  %3 = trunc i64 %2 to i32, !dbg !105
    #dbg_value(i32 %3, !102, !DIExpression(), !103)
  %4 = shl i64 %2, 32
  %5 = ashr exact i64 %4, 32
  %6 = getelementptr inbounds [3 x i32], ptr @choosing, i64 0, i64 %5
  %7 = getelementptr inbounds [3 x i32], ptr @number, i64 0, i64 %5
  %8 = icmp eq i32 %3, 0
  %9 = icmp sgt i32 %3, -1
  %10 = icmp eq i32 %3, 1
  %11 = icmp sgt i32 %3, 0
  %12 = icmp eq i32 %3, 2
  %13 = icmp sgt i32 %3, 1
  br label %14, !dbg !106

14:                                               ; preds = %69, %1
    #dbg_value(i32 %3, !107, !DIExpression(), !127)
  store atomic i32 1, ptr %6 seq_cst, align 4, !dbg !132
    #dbg_value(i32 0, !112, !DIExpression(), !127)
    #dbg_value(i32 0, !113, !DIExpression(), !133)
    #dbg_value(i32 0, !112, !DIExpression(), !127)
    #dbg_value(i64 0, !113, !DIExpression(), !133)
  %15 = load atomic i32, ptr @number seq_cst, align 4, !dbg !134
    #dbg_value(i32 %15, !115, !DIExpression(), !135)
    #dbg_value(i32 poison, !112, !DIExpression(), !127)
    #dbg_value(i64 1, !113, !DIExpression(), !133)
  %16 = load atomic i32, ptr getelementptr inbounds (i8, ptr @number, i64 4) seq_cst, align 4, !dbg !134
    #dbg_value(i32 %16, !115, !DIExpression(), !135)
  %17 = tail call i32 @llvm.smax.i32(i32 %15, i32 %16), !dbg !136
    #dbg_value(i32 poison, !112, !DIExpression(), !127)
    #dbg_value(i64 2, !113, !DIExpression(), !133)
  %18 = load atomic i32, ptr getelementptr inbounds (i8, ptr @number, i64 8) seq_cst, align 4, !dbg !134
    #dbg_value(i32 %18, !115, !DIExpression(), !135)
  %19 = tail call i32 @llvm.smax.i32(i32 %17, i32 %18), !dbg !136
  %20 = tail call i32 @llvm.smax.i32(i32 %19, i32 0), !dbg !136
    #dbg_value(i32 %20, !112, !DIExpression(), !127)
    #dbg_value(i64 3, !113, !DIExpression(), !133)
  %21 = add nuw nsw i32 %20, 1, !dbg !137
  %22 = icmp slt i32 %19, 3, !dbg !138
  %23 = zext i1 %22 to i32, !dbg !138
  tail call void @__VERIFIER_assume(i32 noundef %23) #8, !dbg !139
  store atomic i32 %21, ptr %7 seq_cst, align 4, !dbg !140
  store atomic i32 0, ptr %6 seq_cst, align 4, !dbg !141
    #dbg_value(i32 0, !118, !DIExpression(), !142)
    #dbg_value(i64 0, !118, !DIExpression(), !142)
  br i1 %8, label %37, label %24, !dbg !143

24:                                               ; preds = %14, %24
  %25 = load atomic i32, ptr @choosing seq_cst, align 4, !dbg !144
  %26 = icmp eq i32 %25, 0, !dbg !145
  br i1 %26, label %27, label %24, !dbg !145, !llvm.loop !146

27:                                               ; preds = %24, %27
  %28 = load atomic i32, ptr @number seq_cst, align 4, !dbg !149
    #dbg_value(i32 %28, !120, !DIExpression(), !150)
  %29 = load atomic i32, ptr %7 seq_cst, align 4, !dbg !151
    #dbg_value(i32 %29, !126, !DIExpression(), !150)
  %30 = icmp ne i32 %28, 0, !dbg !152
  %31 = icmp sle i32 %28, %29
  %32 = icmp ne i32 %28, %29, !dbg !154
  %33 = or i1 %9, %32, !dbg !154
  %34 = and i1 %31, %33, !dbg !154
  %35 = select i1 %30, i1 %34, i1 false
  br i1 %35, label %27, label %36

36:                                               ; preds = %27
    #dbg_value(i64 1, !118, !DIExpression(), !142)
  br i1 %10, label %51, label %37, !dbg !143

37:                                               ; preds = %36, %14
  br label %38, !dbg !145

38:                                               ; preds = %37, %38
  %39 = load atomic i32, ptr getelementptr inbounds (i8, ptr @choosing, i64 4) seq_cst, align 4, !dbg !144
  %40 = icmp eq i32 %39, 0, !dbg !145
  br i1 %40, label %41, label %38, !dbg !145, !llvm.loop !155

41:                                               ; preds = %38, %41
  %42 = load atomic i32, ptr getelementptr inbounds (i8, ptr @number, i64 4) seq_cst, align 4, !dbg !149
    #dbg_value(i32 %42, !120, !DIExpression(), !150)
  %43 = load atomic i32, ptr %7 seq_cst, align 4, !dbg !151
    #dbg_value(i32 %43, !126, !DIExpression(), !150)
  %44 = icmp ne i32 %42, 0, !dbg !152
  %45 = icmp sle i32 %42, %43
  %46 = icmp ne i32 %42, %43, !dbg !154
  %47 = or i1 %11, %46, !dbg !154
  %48 = and i1 %45, %47, !dbg !154
  %49 = select i1 %44, i1 %48, i1 false
  br i1 %49, label %41, label %50

50:                                               ; preds = %41
    #dbg_value(i64 2, !118, !DIExpression(), !142)
  br i1 %12, label %64, label %51, !dbg !143

51:                                               ; preds = %50, %36
  br label %52, !dbg !145

52:                                               ; preds = %51, %52
  %53 = load atomic i32, ptr getelementptr inbounds (i8, ptr @choosing, i64 8) seq_cst, align 4, !dbg !144
  %54 = icmp eq i32 %53, 0, !dbg !145
  br i1 %54, label %55, label %52, !dbg !145, !llvm.loop !156

55:                                               ; preds = %52, %55
  %56 = load atomic i32, ptr getelementptr inbounds (i8, ptr @number, i64 8) seq_cst, align 4, !dbg !149
    #dbg_value(i32 %56, !120, !DIExpression(), !150)
  %57 = load atomic i32, ptr %7 seq_cst, align 4, !dbg !151
    #dbg_value(i32 %57, !126, !DIExpression(), !150)
  %58 = icmp ne i32 %56, 0, !dbg !152
  %59 = icmp sle i32 %56, %57
  %60 = icmp ne i32 %56, %57, !dbg !154
  %61 = or i1 %13, %60, !dbg !154
  %62 = and i1 %59, %61, !dbg !154
  %63 = select i1 %58, i1 %62, i1 false
  br i1 %63, label %55, label %64

64:                                               ; preds = %55, %50
    #dbg_value(i64 3, !118, !DIExpression(), !142)
  %65 = atomicrmw add ptr @count, i32 1 seq_cst, align 4, !dbg !157
  %66 = load atomic i32, ptr @count seq_cst, align 4, !dbg !158
  %67 = icmp eq i32 %66, 1, !dbg !158
  br i1 %67, label %69, label %68, !dbg !161

68:                                               ; preds = %64
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 71, ptr noundef nonnull @__PRETTY_FUNCTION__.worker) #9, !dbg !158
  unreachable, !dbg !158

69:                                               ; preds = %64
  %70 = atomicrmw sub ptr @count, i32 1 seq_cst, align 4, !dbg !162
    #dbg_value(i32 %3, !163, !DIExpression(), !166)
  store atomic i32 0, ptr %7 seq_cst, align 4, !dbg !168
  br label %14, !dbg !169, !llvm.loop !170
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

declare !dbg !173 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: noreturn nounwind
declare !dbg !177 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #6

declare !dbg !183 void @__VERIFIER_assume(i32 noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!36, !37, !38, !39, !40, !41, !42}
!llvm.ident = !{!43}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "count", scope: !2, file: !3, line: 26, type: !12, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "bakery.c", directory: ".", checksumkind: CSK_MD5, checksum: "35efcacf6e406e8ae43747cc31c2d3a1")
!4 = !{!5, !6, !7}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!8 = !{!9, !17, !0, !19, !25, !30}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(name: "choosing", scope: !2, file: !3, line: 24, type: !11, isLocal: false, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 96, elements: !15)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !13, line: 104, baseType: !14)
!13 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: ".", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!14 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !6)
!15 = !{!16}
!16 = !DISubrange(count: 3)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "number", scope: !2, file: !3, line: 25, type: !11, isLocal: false, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !3, line: 71, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 200, elements: !23)
!22 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!23 = !{!24}
!24 = !DISubrange(count: 25)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !3, line: 71, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 72, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 9)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 71, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !33, size: 168, elements: !34)
!33 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !22)
!34 = !{!35}
!35 = !DISubrange(count: 21)
!36 = !{i32 7, !"Dwarf Version", i32 5}
!37 = !{i32 2, !"Debug Info Version", i32 3}
!38 = !{i32 1, !"wchar_size", i32 4}
!39 = !{i32 8, !"PIC Level", i32 2}
!40 = !{i32 7, !"PIE Level", i32 2}
!41 = !{i32 7, !"uwtable", i32 2}
!42 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!43 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!44 = distinct !DISubprogram(name: "check_exclusion", scope: !3, file: !3, line: 78, type: !45, scopeLine: 79, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!45 = !DISubroutineType(types: !46)
!46 = !{!6}
!47 = !DILocation(line: 80, column: 12, scope: !44)
!48 = !DILocation(line: 80, column: 32, scope: !44)
!49 = !DILocation(line: 80, column: 5, scope: !44)
!50 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 83, type: !45, scopeLine: 84, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !51)
!51 = !{!52, !57, !59}
!52 = !DILocalVariable(name: "t", scope: !50, file: !3, line: 85, type: !53)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !54, size: 192, elements: !15)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !55, line: 27, baseType: !56)
!55 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!56 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!57 = !DILocalVariable(name: "i", scope: !58, file: !3, line: 86, type: !7)
!58 = distinct !DILexicalBlock(scope: !50, file: !3, line: 86, column: 5)
!59 = !DILocalVariable(name: "i", scope: !60, file: !3, line: 88, type: !6)
!60 = distinct !DILexicalBlock(scope: !50, file: !3, line: 88, column: 5)
!61 = distinct !DIAssignID()
!62 = !DILocation(line: 0, scope: !50)
!63 = !DILocation(line: 85, column: 5, scope: !50)
!64 = !DILocation(line: 0, scope: !58)
!65 = !DILocation(line: 87, column: 9, scope: !66)
!66 = distinct !DILexicalBlock(scope: !58, file: !3, line: 86, column: 5)
!67 = !DILocation(line: 87, column: 25, scope: !66)
!68 = !DILocation(line: 0, scope: !60)
!69 = !DILocation(line: 89, column: 22, scope: !70)
!70 = distinct !DILexicalBlock(scope: !60, file: !3, line: 88, column: 5)
!71 = !{!72, !72, i64 0}
!72 = !{!"long", !73, i64 0}
!73 = !{!"omnipotent char", !74, i64 0}
!74 = !{!"Simple C/C++ TBAA"}
!75 = !DILocation(line: 89, column: 9, scope: !70)
!76 = !DILocation(line: 91, column: 1, scope: !50)
!77 = !DILocation(line: 90, column: 5, scope: !50)
!78 = !DISubprogram(name: "pthread_create", scope: !79, file: !79, line: 202, type: !80, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!79 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!80 = !DISubroutineType(types: !81)
!81 = !{!6, !82, !84, !95, !98}
!82 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !83)
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!84 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !85)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64)
!86 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !87)
!87 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !55, line: 62, baseType: !88)
!88 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !55, line: 56, size: 448, elements: !89)
!89 = !{!90, !94}
!90 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !88, file: !55, line: 58, baseType: !91, size: 448)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 448, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 56)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !88, file: !55, line: 59, baseType: !7, size: 64)
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 64)
!96 = !DISubroutineType(types: !97)
!97 = !{!5, !5}
!98 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!99 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 65, type: !96, scopeLine: 66, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !100)
!100 = !{!101, !102}
!101 = !DILocalVariable(name: "arg", arg: 1, scope: !99, file: !3, line: 65, type: !5)
!102 = !DILocalVariable(name: "self", scope: !99, file: !3, line: 67, type: !6)
!103 = !DILocation(line: 0, scope: !99)
!104 = !DILocation(line: 67, column: 21, scope: !99)
!105 = !DILocation(line: 67, column: 16, scope: !99)
!106 = !DILocation(line: 68, column: 5, scope: !99)
!107 = !DILocalVariable(name: "i", arg: 1, scope: !108, file: !3, line: 28, type: !6)
!108 = distinct !DISubprogram(name: "lock", scope: !3, file: !3, line: 28, type: !109, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !111)
!109 = !DISubroutineType(types: !110)
!110 = !{null, !6}
!111 = !{!107, !112, !113, !115, !118, !120, !126}
!112 = !DILocalVariable(name: "max", scope: !108, file: !3, line: 33, type: !6)
!113 = !DILocalVariable(name: "j", scope: !114, file: !3, line: 34, type: !6)
!114 = distinct !DILexicalBlock(scope: !108, file: !3, line: 34, column: 5)
!115 = !DILocalVariable(name: "n", scope: !116, file: !3, line: 35, type: !6)
!116 = distinct !DILexicalBlock(scope: !117, file: !3, line: 34, column: 33)
!117 = distinct !DILexicalBlock(scope: !114, file: !3, line: 34, column: 5)
!118 = !DILocalVariable(name: "j", scope: !119, file: !3, line: 44, type: !6)
!119 = distinct !DILexicalBlock(scope: !108, file: !3, line: 44, column: 5)
!120 = !DILocalVariable(name: "nj", scope: !121, file: !3, line: 52, type: !6)
!121 = distinct !DILexicalBlock(scope: !122, file: !3, line: 51, column: 18)
!122 = distinct !DILexicalBlock(scope: !123, file: !3, line: 51, column: 9)
!123 = distinct !DILexicalBlock(scope: !124, file: !3, line: 51, column: 9)
!124 = distinct !DILexicalBlock(scope: !125, file: !3, line: 44, column: 33)
!125 = distinct !DILexicalBlock(scope: !119, file: !3, line: 44, column: 5)
!126 = !DILocalVariable(name: "ni", scope: !121, file: !3, line: 53, type: !6)
!127 = !DILocation(line: 0, scope: !108, inlinedAt: !128)
!128 = distinct !DILocation(line: 69, column: 9, scope: !129)
!129 = distinct !DILexicalBlock(scope: !130, file: !3, line: 68, column: 14)
!130 = distinct !DILexicalBlock(scope: !131, file: !3, line: 68, column: 5)
!131 = distinct !DILexicalBlock(scope: !99, file: !3, line: 68, column: 5)
!132 = !DILocation(line: 31, column: 5, scope: !108, inlinedAt: !128)
!133 = !DILocation(line: 0, scope: !114, inlinedAt: !128)
!134 = !DILocation(line: 35, column: 17, scope: !116, inlinedAt: !128)
!135 = !DILocation(line: 0, scope: !116, inlinedAt: !128)
!136 = !DILocation(line: 36, column: 13, scope: !116, inlinedAt: !128)
!137 = !DILocation(line: 39, column: 27, scope: !108, inlinedAt: !128)
!138 = !DILocation(line: 39, column: 31, scope: !108, inlinedAt: !128)
!139 = !DILocation(line: 39, column: 5, scope: !108, inlinedAt: !128)
!140 = !DILocation(line: 40, column: 5, scope: !108, inlinedAt: !128)
!141 = !DILocation(line: 42, column: 5, scope: !108, inlinedAt: !128)
!142 = !DILocation(line: 0, scope: !119, inlinedAt: !128)
!143 = !DILocation(line: 45, column: 13, scope: !124, inlinedAt: !128)
!144 = !DILocation(line: 48, column: 16, scope: !124, inlinedAt: !128)
!145 = !DILocation(line: 48, column: 9, scope: !124, inlinedAt: !128)
!146 = distinct !{!146, !145, !147, !148}
!147 = !DILocation(line: 49, column: 13, scope: !124, inlinedAt: !128)
!148 = !{!"llvm.loop.mustprogress"}
!149 = !DILocation(line: 52, column: 22, scope: !121, inlinedAt: !128)
!150 = !DILocation(line: 0, scope: !121, inlinedAt: !128)
!151 = !DILocation(line: 53, column: 22, scope: !121, inlinedAt: !128)
!152 = !DILocation(line: 54, column: 20, scope: !153, inlinedAt: !128)
!153 = distinct !DILexicalBlock(scope: !121, file: !3, line: 54, column: 17)
!154 = !DILocation(line: 54, column: 25, scope: !153, inlinedAt: !128)
!155 = distinct !{!155, !145, !147, !148}
!156 = distinct !{!156, !145, !147, !148}
!157 = !DILocation(line: 70, column: 9, scope: !129)
!158 = !DILocation(line: 71, column: 9, scope: !159)
!159 = distinct !DILexicalBlock(scope: !160, file: !3, line: 71, column: 9)
!160 = distinct !DILexicalBlock(scope: !129, file: !3, line: 71, column: 9)
!161 = !DILocation(line: 71, column: 9, scope: !160)
!162 = !DILocation(line: 72, column: 9, scope: !129)
!163 = !DILocalVariable(name: "i", arg: 1, scope: !164, file: !3, line: 60, type: !6)
!164 = distinct !DISubprogram(name: "unlock", scope: !3, file: !3, line: 60, type: !109, scopeLine: 61, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !165)
!165 = !{!163}
!166 = !DILocation(line: 0, scope: !164, inlinedAt: !167)
!167 = distinct !DILocation(line: 73, column: 9, scope: !129)
!168 = !DILocation(line: 62, column: 5, scope: !164, inlinedAt: !167)
!169 = !DILocation(line: 68, column: 5, scope: !130)
!170 = distinct !{!170, !171, !172}
!171 = !DILocation(line: 68, column: 5, scope: !131)
!172 = !DILocation(line: 74, column: 5, scope: !131)
!173 = !DISubprogram(name: "pthread_join", scope: !79, file: !79, line: 219, type: !174, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!174 = !DISubroutineType(types: !175)
!175 = !{!6, !54, !176}
!176 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!177 = !DISubprogram(name: "__assert_fail", scope: !178, file: !178, line: 69, type: !179, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!178 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!179 = !DISubroutineType(types: !180)
!180 = !{null, !181, !181, !182, !181}
!181 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!182 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!183 = !DISubprogram(name: "__VERIFIER_assume", scope: !3, file: !3, line: 22, type: !109, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
