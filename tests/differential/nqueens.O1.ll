; ModuleID = 'nqueens.c'
source_filename = "nqueens.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@have_first = internal unnamed_addr global i1 false, align 4, !dbg !0
@.str = private unnamed_addr constant [34 x i8] c"n=%d solutions=%ld (array %ld)%s\0A\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !11
@.str.2 = private unnamed_addr constant [10 x i8] c" MISMATCH\00", align 1, !dbg !16
@first = internal unnamed_addr global [16 x i32] zeroinitializer, align 16, !dbg !21
@stdout = external local_unnamed_addr global ptr, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !36 {
  %1 = alloca [16 x i32], align 16, !DIAssignID !56
    #dbg_assign(i1 undef, !42, !DIExpression(), !56, ptr %1, !DIExpression(), !57)
    #dbg_value(i32 1, !40, !DIExpression(), !58)
  br label %3, !dbg !59

2:                                                ; preds = %28
  ret i32 0, !dbg !60

3:                                                ; preds = %0, %28
  %4 = phi i32 [ 1, %0 ], [ %29, %28 ]
    #dbg_value(i32 %4, !40, !DIExpression(), !58)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #6, !dbg !61
  store i1 false, ptr @have_first, align 4, !dbg !62
  %5 = tail call fastcc i64 @count_bits(i32 noundef %4, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !63
    #dbg_value(i64 %5, !45, !DIExpression(), !57)
  %6 = call fastcc i64 @solve(ptr noundef nonnull %1, i32 noundef 0, i32 noundef %4), !dbg !64
    #dbg_value(i64 %6, !47, !DIExpression(), !57)
  %7 = icmp eq i64 %5, %6, !dbg !65
  %8 = select i1 %7, ptr @.str.1, ptr @.str.2, !dbg !66
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %4, i64 noundef %5, i64 noundef %6, ptr noundef nonnull %8), !dbg !67
  %10 = icmp eq i32 %4, 8, !dbg !68
  br i1 %10, label %11, label %28, !dbg !69

11:                                               ; preds = %3, %14
  %12 = phi i64 [ %17, %14 ], [ 0, %3 ]
    #dbg_value(i64 %12, !48, !DIExpression(), !70)
  %13 = getelementptr inbounds [16 x i32], ptr @first, i64 0, i64 %12
    #dbg_value(i32 0, !52, !DIExpression(), !71)
  br label %19, !dbg !72

14:                                               ; preds = %19
    #dbg_value(i32 10, !73, !DIExpression(), !79)
  %15 = load ptr, ptr @stdout, align 8, !dbg !81, !tbaa !82
  %16 = tail call i32 @putc(i32 noundef 10, ptr noundef %15), !dbg !86
  %17 = add nuw nsw i64 %12, 1, !dbg !87
    #dbg_value(i64 %17, !48, !DIExpression(), !70)
  %18 = icmp eq i64 %17, 8, !dbg !88
  br i1 %18, label %28, label %11, !dbg !89, !llvm.loop !90

19:                                               ; preds = %11, %19
  %20 = phi i32 [ 0, %11 ], [ %26, %19 ]
    #dbg_value(i32 %20, !52, !DIExpression(), !71)
  %21 = load i32, ptr %13, align 4, !dbg !94, !tbaa !96
  %22 = icmp eq i32 %21, %20, !dbg !98
  %23 = select i1 %22, i32 81, i32 46, !dbg !94
    #dbg_value(i32 %23, !73, !DIExpression(), !99)
  %24 = load ptr, ptr @stdout, align 8, !dbg !101, !tbaa !82
  %25 = tail call i32 @putc(i32 noundef %23, ptr noundef %24), !dbg !102
  %26 = add nuw nsw i32 %20, 1, !dbg !103
    #dbg_value(i32 %26, !52, !DIExpression(), !71)
  %27 = icmp eq i32 %26, 8, !dbg !104
  br i1 %27, label %14, label %19, !dbg !72, !llvm.loop !105

28:                                               ; preds = %14, %3
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #6, !dbg !107
  %29 = add nuw nsw i32 %4, 1, !dbg !108
    #dbg_value(i32 %29, !40, !DIExpression(), !58)
  %30 = icmp eq i32 %29, 9, !dbg !109
  br i1 %30, label %2, label %3, !dbg !59, !llvm.loop !110
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i64 @count_bits(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #2 !dbg !112 {
    #dbg_value(i32 %0, !117, !DIExpression(), !126)
    #dbg_value(i32 %1, !118, !DIExpression(), !126)
    #dbg_value(i32 %2, !119, !DIExpression(), !126)
    #dbg_value(i32 %3, !120, !DIExpression(), !126)
  %5 = shl nsw i32 -1, %0, !dbg !127
  %6 = xor i32 %5, -1, !dbg !127
    #dbg_value(i32 %6, !121, !DIExpression(), !126)
  %7 = icmp eq i32 %6, %1, !dbg !128
  br i1 %7, label %29, label %8, !dbg !130

8:                                                ; preds = %4
    #dbg_value(i64 0, !122, !DIExpression(), !126)
  %9 = or i32 %2, %1, !dbg !131
  %10 = or i32 %9, %3, !dbg !132
  %11 = xor i32 %10, -1, !dbg !133
  %12 = and i32 %11, %6, !dbg !134
    #dbg_value(i32 %12, !123, !DIExpression(), !126)
    #dbg_value(i64 0, !122, !DIExpression(), !126)
  %13 = icmp eq i32 %12, 0, !dbg !135
  br i1 %13, label %29, label %14, !dbg !135

14:                                               ; preds = %8, %14
  %15 = phi i32 [ %19, %14 ], [ %12, %8 ]
  %16 = phi i64 [ %27, %14 ], [ 0, %8 ]
    #dbg_value(i32 %15, !123, !DIExpression(), !126)
    #dbg_value(i64 %16, !122, !DIExpression(), !126)
  %17 = sub i32 0, %15, !dbg !136
  %18 = and i32 %15, %17, !dbg !137
    #dbg_value(i32 %18, !124, !DIExpression(), !138)
  %19 = xor i32 %18, %15, !dbg !139
    #dbg_value(i32 %19, !123, !DIExpression(), !126)
  %20 = or i32 %18, %1, !dbg !140
  %21 = or i32 %18, %2, !dbg !141
  %22 = shl i32 %21, 1, !dbg !142
  %23 = and i32 %22, %6, !dbg !143
  %24 = or i32 %18, %3, !dbg !144
  %25 = lshr i32 %24, 1, !dbg !145
  %26 = tail call fastcc i64 @count_bits(i32 noundef %0, i32 noundef %20, i32 noundef %23, i32 noundef %25), !dbg !146
  %27 = add nsw i64 %26, %16, !dbg !147
    #dbg_value(i64 %27, !122, !DIExpression(), !126)
  %28 = icmp eq i32 %18, %15, !dbg !135
  br i1 %28, label %29, label %14, !dbg !135, !llvm.loop !148

29:                                               ; preds = %14, %8, %4
  %30 = phi i64 [ 1, %4 ], [ 0, %8 ], [ %27, %14 ], !dbg !126
  ret i64 %30, !dbg !150
}

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc i64 @solve(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #3 !dbg !151 {
    #dbg_value(ptr %0, !156, !DIExpression(), !168)
    #dbg_value(i32 %1, !157, !DIExpression(), !168)
    #dbg_value(i32 %2, !158, !DIExpression(), !168)
  %4 = icmp eq i32 %1, %2, !dbg !169
  br i1 %4, label %14, label %5, !dbg !170

5:                                                ; preds = %3
    #dbg_value(i32 0, !166, !DIExpression(), !171)
    #dbg_value(i64 0, !165, !DIExpression(), !168)
  %6 = icmp sgt i32 %2, 0, !dbg !172
  br i1 %6, label %7, label %60, !dbg !174

7:                                                ; preds = %5
  %8 = icmp slt i32 %1, 1
  %9 = zext nneg i32 %1 to i64
  %10 = sext i32 %1 to i64
  %11 = getelementptr inbounds i32, ptr %0, i64 %10
  %12 = add nsw i32 %1, 1
  %13 = sub nsw i32 0, %1
  br label %22, !dbg !174

14:                                               ; preds = %3
  %15 = load i1, ptr @have_first, align 4, !dbg !175
  br i1 %15, label %60, label %16, !dbg !176

16:                                               ; preds = %14
    #dbg_value(i32 0, !159, !DIExpression(), !177)
  %17 = icmp sgt i32 %2, 0, !dbg !178
  br i1 %17, label %18, label %21, !dbg !180

18:                                               ; preds = %16
  %19 = zext nneg i32 %2 to i64, !dbg !180
  %20 = shl nuw nsw i64 %19, 2, !dbg !180
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 @first, ptr align 4 %0, i64 %20, i1 false), !dbg !181, !tbaa !96
    #dbg_value(i64 poison, !159, !DIExpression(), !177)
  br label %21, !dbg !182

21:                                               ; preds = %18, %16
  store i1 true, ptr @have_first, align 4, !dbg !182
  br label %60, !dbg !183

22:                                               ; preds = %7, %56
  %23 = phi i32 [ 0, %7 ], [ %58, %56 ]
  %24 = phi i64 [ 0, %7 ], [ %57, %56 ]
    #dbg_value(i32 %23, !166, !DIExpression(), !171)
    #dbg_value(i64 %24, !165, !DIExpression(), !168)
    #dbg_value(ptr %0, !184, !DIExpression(), !198)
    #dbg_value(i32 %1, !191, !DIExpression(), !198)
    #dbg_value(i32 %23, !192, !DIExpression(), !198)
    #dbg_value(i32 0, !193, !DIExpression(), !201)
  br i1 %8, label %51, label %25, !dbg !202

25:                                               ; preds = %22
    #dbg_value(i64 0, !193, !DIExpression(), !201)
  %26 = load i32, ptr %0, align 4, !dbg !203, !tbaa !96
  %27 = icmp eq i32 %26, %23, !dbg !204
  br i1 %27, label %56, label %28, !dbg !206

28:                                               ; preds = %25
    #dbg_value(i64 0, !193, !DIExpression(), !201)
  %29 = sub nsw i32 %26, %23, !dbg !207
  %30 = icmp eq i32 %29, %13, !dbg !208
  %31 = icmp eq i32 %29, %1
  %32 = or i1 %30, %31, !dbg !209
  br i1 %32, label %56, label %33, !dbg !209

33:                                               ; preds = %28, %41
  %34 = phi i64 [ %35, %41 ], [ 0, %28 ]
    #dbg_value(i64 %34, !193, !DIExpression(), !201)
  %35 = add nuw nsw i64 %34, 1, !dbg !210
    #dbg_value(i64 %35, !193, !DIExpression(), !201)
    #dbg_value(i64 %35, !193, !DIExpression(), !201)
  %36 = icmp eq i64 %35, %9, !dbg !211
  br i1 %36, label %49, label %37, !dbg !202, !llvm.loop !212

37:                                               ; preds = %33
    #dbg_value(i64 poison, !193, !DIExpression(), !201)
  %38 = getelementptr inbounds i32, ptr %0, i64 %35, !dbg !203
  %39 = load i32, ptr %38, align 4, !dbg !203, !tbaa !96
    #dbg_value(i32 %39, !195, !DIExpression(), !214)
  %40 = icmp eq i32 %39, %23, !dbg !204
  br i1 %40, label %49, label %41, !dbg !206, !llvm.loop !212

41:                                               ; preds = %37
    #dbg_value(i64 %35, !193, !DIExpression(), !201)
  %42 = sub nsw i32 %39, %23, !dbg !207
  %43 = trunc i64 %35 to i32, !dbg !208
  %44 = sub i32 %43, %1, !dbg !208
  %45 = icmp eq i32 %42, %44, !dbg !208
  %46 = sub i32 %1, %43
  %47 = icmp eq i32 %42, %46
  %48 = or i1 %45, %47, !dbg !209
    #dbg_value(i64 %35, !193, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !201)
  br i1 %48, label %49, label %33, !dbg !209, !llvm.loop !212

49:                                               ; preds = %41, %37, %33
  %50 = icmp uge i64 %35, %9
  br label %51, !dbg !215

51:                                               ; preds = %49, %22
  %52 = phi i1 [ %8, %22 ], [ %50, %49 ], !dbg !211
  br i1 %52, label %53, label %56, !dbg !215

53:                                               ; preds = %51
  store i32 %23, ptr %11, align 4, !dbg !216, !tbaa !96
  %54 = tail call fastcc i64 @solve(ptr noundef %0, i32 noundef %12, i32 noundef %2), !dbg !218
  %55 = add nsw i64 %54, %24, !dbg !219
    #dbg_value(i64 %55, !165, !DIExpression(), !168)
  br label %56, !dbg !220

56:                                               ; preds = %28, %25, %51, %53
  %57 = phi i64 [ %55, %53 ], [ %24, %51 ], [ %24, %25 ], [ %24, %28 ], !dbg !168
    #dbg_value(i64 %57, !165, !DIExpression(), !168)
  %58 = add nuw nsw i32 %23, 1, !dbg !221
    #dbg_value(i32 %58, !166, !DIExpression(), !171)
  %59 = icmp eq i32 %58, %2, !dbg !172
  br i1 %59, label %60, label %22, !dbg !174, !llvm.loop !222

60:                                               ; preds = %56, %5, %14, %21
  %61 = phi i64 [ 1, %21 ], [ 1, %14 ], [ 0, %5 ], [ %57, %56 ], !dbg !168
  ret i64 %61, !dbg !224
}

; Function Attrs: nofree nounwind
declare !dbg !225 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !232 noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!28, !29, !30, !31, !32, !33, !34}
!llvm.ident = !{!35}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_deref_size, 1, DW_OP_constu, 1, DW_OP_mul, DW_OP_constu, 0, DW_OP_plus, DW_OP_stack_value))
!1 = distinct !DIGlobalVariable(name: "have_first", scope: !2, file: !3, line: 29, type: !24, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "nqueens.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "77d0dd9bd5a7ba21e1b2fd9791850f01")
!4 = !{!5, !11, !16, !21, !27}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 55, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 272, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 34)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 55, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 8, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 1)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 55, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 80, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 10)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "first", scope: !2, file: !3, line: 28, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 512, elements: !25)
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !{!26}
!26 = !DISubrange(count: 16)
!27 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!28 = !{i32 7, !"Dwarf Version", i32 5}
!29 = !{i32 2, !"Debug Info Version", i32 3}
!30 = !{i32 1, !"wchar_size", i32 4}
!31 = !{i32 8, !"PIC Level", i32 2}
!32 = !{i32 7, !"PIE Level", i32 2}
!33 = !{i32 7, !"uwtable", i32 2}
!34 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!35 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!36 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 49, type: !37, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !39)
!37 = !DISubroutineType(types: !38)
!38 = !{!24}
!39 = !{!40, !42, !45, !47, !48, !52}
!40 = !DILocalVariable(name: "n", scope: !41, file: !3, line: 50, type: !24)
!41 = distinct !DILexicalBlock(scope: !36, file: !3, line: 50, column: 5)
!42 = !DILocalVariable(name: "q", scope: !43, file: !3, line: 51, type: !23)
!43 = distinct !DILexicalBlock(scope: !44, file: !3, line: 50, column: 34)
!44 = distinct !DILexicalBlock(scope: !41, file: !3, line: 50, column: 5)
!45 = !DILocalVariable(name: "a", scope: !43, file: !3, line: 53, type: !46)
!46 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!47 = !DILocalVariable(name: "b", scope: !43, file: !3, line: 54, type: !46)
!48 = !DILocalVariable(name: "r", scope: !49, file: !3, line: 57, type: !24)
!49 = distinct !DILexicalBlock(scope: !50, file: !3, line: 57, column: 13)
!50 = distinct !DILexicalBlock(scope: !51, file: !3, line: 56, column: 21)
!51 = distinct !DILexicalBlock(scope: !43, file: !3, line: 56, column: 13)
!52 = !DILocalVariable(name: "c", scope: !53, file: !3, line: 58, type: !24)
!53 = distinct !DILexicalBlock(scope: !54, file: !3, line: 58, column: 17)
!54 = distinct !DILexicalBlock(scope: !55, file: !3, line: 57, column: 41)
!55 = distinct !DILexicalBlock(scope: !49, file: !3, line: 57, column: 13)
!56 = distinct !DIAssignID()
!57 = !DILocation(line: 0, scope: !43)
!58 = !DILocation(line: 0, scope: !41)
!59 = !DILocation(line: 50, column: 5, scope: !41)
!60 = !DILocation(line: 64, column: 5, scope: !36)
!61 = !DILocation(line: 51, column: 9, scope: !43)
!62 = !DILocation(line: 52, column: 20, scope: !43)
!63 = !DILocation(line: 53, column: 18, scope: !43)
!64 = !DILocation(line: 54, column: 18, scope: !43)
!65 = !DILocation(line: 55, column: 65, scope: !43)
!66 = !DILocation(line: 55, column: 63, scope: !43)
!67 = !DILocation(line: 55, column: 9, scope: !43)
!68 = !DILocation(line: 56, column: 15, scope: !51)
!69 = !DILocation(line: 56, column: 13, scope: !43)
!70 = !DILocation(line: 0, scope: !49)
!71 = !DILocation(line: 0, scope: !53)
!72 = !DILocation(line: 58, column: 17, scope: !53)
!73 = !DILocalVariable(name: "__c", arg: 1, scope: !74, file: !75, line: 82, type: !24)
!74 = distinct !DISubprogram(name: "putchar", scope: !75, file: !75, line: 82, type: !76, scopeLine: 83, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !78)
!75 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!76 = !DISubroutineType(types: !77)
!77 = !{!24, !24}
!78 = !{!73}
!79 = !DILocation(line: 0, scope: !74, inlinedAt: !80)
!80 = distinct !DILocation(line: 60, column: 17, scope: !54)
!81 = !DILocation(line: 84, column: 21, scope: !74, inlinedAt: !80)
!82 = !{!83, !83, i64 0}
!83 = !{!"any pointer", !84, i64 0}
!84 = !{!"omnipotent char", !85, i64 0}
!85 = !{!"Simple C/C++ TBAA"}
!86 = !DILocation(line: 84, column: 10, scope: !74, inlinedAt: !80)
!87 = !DILocation(line: 57, column: 37, scope: !55)
!88 = !DILocation(line: 57, column: 31, scope: !55)
!89 = !DILocation(line: 57, column: 13, scope: !49)
!90 = distinct !{!90, !89, !91, !92, !93}
!91 = !DILocation(line: 61, column: 13, scope: !49)
!92 = !{!"llvm.loop.mustprogress"}
!93 = !{!"llvm.loop.unroll.disable"}
!94 = !DILocation(line: 59, column: 29, scope: !95)
!95 = distinct !DILexicalBlock(scope: !53, file: !3, line: 58, column: 17)
!96 = !{!97, !97, i64 0}
!97 = !{!"int", !84, i64 0}
!98 = !DILocation(line: 59, column: 38, scope: !95)
!99 = !DILocation(line: 0, scope: !74, inlinedAt: !100)
!100 = distinct !DILocation(line: 59, column: 21, scope: !95)
!101 = !DILocation(line: 84, column: 21, scope: !74, inlinedAt: !100)
!102 = !DILocation(line: 84, column: 10, scope: !74, inlinedAt: !100)
!103 = !DILocation(line: 58, column: 41, scope: !95)
!104 = !DILocation(line: 58, column: 35, scope: !95)
!105 = distinct !{!105, !72, !106, !92, !93}
!106 = !DILocation(line: 59, column: 54, scope: !53)
!107 = !DILocation(line: 63, column: 5, scope: !44)
!108 = !DILocation(line: 50, column: 30, scope: !44)
!109 = !DILocation(line: 50, column: 23, scope: !44)
!110 = distinct !{!110, !59, !111, !92, !93}
!111 = !DILocation(line: 63, column: 5, scope: !41)
!112 = distinct !DISubprogram(name: "count_bits", scope: !3, file: !3, line: 5, type: !113, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !116)
!113 = !DISubroutineType(types: !114)
!114 = !{!46, !24, !115, !115, !115}
!115 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!116 = !{!117, !118, !119, !120, !121, !122, !123, !124}
!117 = !DILocalVariable(name: "n", arg: 1, scope: !112, file: !3, line: 5, type: !24)
!118 = !DILocalVariable(name: "cols", arg: 2, scope: !112, file: !3, line: 5, type: !115)
!119 = !DILocalVariable(name: "d1", arg: 3, scope: !112, file: !3, line: 5, type: !115)
!120 = !DILocalVariable(name: "d2", arg: 4, scope: !112, file: !3, line: 5, type: !115)
!121 = !DILocalVariable(name: "full", scope: !112, file: !3, line: 6, type: !115)
!122 = !DILocalVariable(name: "total", scope: !112, file: !3, line: 9, type: !46)
!123 = !DILocalVariable(name: "avail", scope: !112, file: !3, line: 10, type: !115)
!124 = !DILocalVariable(name: "bit", scope: !125, file: !3, line: 12, type: !115)
!125 = distinct !DILexicalBlock(scope: !112, file: !3, line: 11, column: 19)
!126 = !DILocation(line: 0, scope: !112)
!127 = !DILocation(line: 6, column: 31, scope: !112)
!128 = !DILocation(line: 7, column: 14, scope: !129)
!129 = distinct !DILexicalBlock(scope: !112, file: !3, line: 7, column: 9)
!130 = !DILocation(line: 7, column: 9, scope: !112)
!131 = !DILocation(line: 10, column: 36, scope: !112)
!132 = !DILocation(line: 10, column: 41, scope: !112)
!133 = !DILocation(line: 10, column: 29, scope: !112)
!134 = !DILocation(line: 10, column: 27, scope: !112)
!135 = !DILocation(line: 11, column: 5, scope: !112)
!136 = !DILocation(line: 12, column: 36, scope: !125)
!137 = !DILocation(line: 12, column: 30, scope: !125)
!138 = !DILocation(line: 0, scope: !125)
!139 = !DILocation(line: 13, column: 15, scope: !125)
!140 = !DILocation(line: 14, column: 37, scope: !125)
!141 = !DILocation(line: 14, column: 49, scope: !125)
!142 = !DILocation(line: 14, column: 56, scope: !125)
!143 = !DILocation(line: 14, column: 62, scope: !125)
!144 = !DILocation(line: 14, column: 74, scope: !125)
!145 = !DILocation(line: 14, column: 81, scope: !125)
!146 = !DILocation(line: 14, column: 18, scope: !125)
!147 = !DILocation(line: 14, column: 15, scope: !125)
!148 = distinct !{!148, !135, !149, !92, !93}
!149 = !DILocation(line: 15, column: 5, scope: !112)
!150 = !DILocation(line: 17, column: 1, scope: !112)
!151 = distinct !DISubprogram(name: "solve", scope: !3, file: !3, line: 31, type: !152, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !155)
!152 = !DISubroutineType(types: !153)
!153 = !{!46, !154, !24, !24}
!154 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!155 = !{!156, !157, !158, !159, !165, !166}
!156 = !DILocalVariable(name: "q", arg: 1, scope: !151, file: !3, line: 31, type: !154)
!157 = !DILocalVariable(name: "row", arg: 2, scope: !151, file: !3, line: 31, type: !24)
!158 = !DILocalVariable(name: "n", arg: 3, scope: !151, file: !3, line: 31, type: !24)
!159 = !DILocalVariable(name: "i", scope: !160, file: !3, line: 34, type: !24)
!160 = distinct !DILexicalBlock(scope: !161, file: !3, line: 34, column: 13)
!161 = distinct !DILexicalBlock(scope: !162, file: !3, line: 33, column: 26)
!162 = distinct !DILexicalBlock(scope: !163, file: !3, line: 33, column: 13)
!163 = distinct !DILexicalBlock(scope: !164, file: !3, line: 32, column: 19)
!164 = distinct !DILexicalBlock(scope: !151, file: !3, line: 32, column: 9)
!165 = !DILocalVariable(name: "c", scope: !151, file: !3, line: 40, type: !46)
!166 = !DILocalVariable(name: "col", scope: !167, file: !3, line: 41, type: !24)
!167 = distinct !DILexicalBlock(scope: !151, file: !3, line: 41, column: 5)
!168 = !DILocation(line: 0, scope: !151)
!169 = !DILocation(line: 32, column: 13, scope: !164)
!170 = !DILocation(line: 32, column: 9, scope: !151)
!171 = !DILocation(line: 0, scope: !167)
!172 = !DILocation(line: 41, column: 27, scope: !173)
!173 = distinct !DILexicalBlock(scope: !167, file: !3, line: 41, column: 5)
!174 = !DILocation(line: 41, column: 5, scope: !167)
!175 = !DILocation(line: 33, column: 14, scope: !162)
!176 = !DILocation(line: 33, column: 13, scope: !163)
!177 = !DILocation(line: 0, scope: !160)
!178 = !DILocation(line: 34, column: 31, scope: !179)
!179 = distinct !DILexicalBlock(scope: !160, file: !3, line: 34, column: 13)
!180 = !DILocation(line: 34, column: 13, scope: !160)
!181 = !DILocation(line: 35, column: 26, scope: !179)
!182 = !DILocation(line: 36, column: 24, scope: !161)
!183 = !DILocation(line: 37, column: 9, scope: !161)
!184 = !DILocalVariable(name: "q", arg: 1, scope: !185, file: !3, line: 19, type: !188)
!185 = distinct !DISubprogram(name: "safe", scope: !3, file: !3, line: 19, type: !186, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !190)
!186 = !DISubroutineType(types: !187)
!187 = !{!24, !188, !24, !24}
!188 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !189, size: 64)
!189 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !24)
!190 = !{!184, !191, !192, !193, !195}
!191 = !DILocalVariable(name: "row", arg: 2, scope: !185, file: !3, line: 19, type: !24)
!192 = !DILocalVariable(name: "col", arg: 3, scope: !185, file: !3, line: 19, type: !24)
!193 = !DILocalVariable(name: "r", scope: !194, file: !3, line: 20, type: !24)
!194 = distinct !DILexicalBlock(scope: !185, file: !3, line: 20, column: 5)
!195 = !DILocalVariable(name: "c", scope: !196, file: !3, line: 21, type: !24)
!196 = distinct !DILexicalBlock(scope: !197, file: !3, line: 20, column: 35)
!197 = distinct !DILexicalBlock(scope: !194, file: !3, line: 20, column: 5)
!198 = !DILocation(line: 0, scope: !185, inlinedAt: !199)
!199 = distinct !DILocation(line: 42, column: 13, scope: !200)
!200 = distinct !DILexicalBlock(scope: !173, file: !3, line: 42, column: 13)
!201 = !DILocation(line: 0, scope: !194, inlinedAt: !199)
!202 = !DILocation(line: 20, column: 5, scope: !194, inlinedAt: !199)
!203 = !DILocation(line: 21, column: 17, scope: !196, inlinedAt: !199)
!204 = !DILocation(line: 22, column: 15, scope: !205, inlinedAt: !199)
!205 = distinct !DILexicalBlock(scope: !196, file: !3, line: 22, column: 13)
!206 = !DILocation(line: 22, column: 22, scope: !205, inlinedAt: !199)
!207 = !DILocation(line: 22, column: 27, scope: !205, inlinedAt: !199)
!208 = !DILocation(line: 22, column: 33, scope: !205, inlinedAt: !199)
!209 = !DILocation(line: 22, column: 44, scope: !205, inlinedAt: !199)
!210 = !DILocation(line: 20, column: 31, scope: !197, inlinedAt: !199)
!211 = !DILocation(line: 20, column: 23, scope: !197, inlinedAt: !199)
!212 = distinct !{!212, !202, !213, !92, !93}
!213 = !DILocation(line: 24, column: 5, scope: !194, inlinedAt: !199)
!214 = !DILocation(line: 0, scope: !196, inlinedAt: !199)
!215 = !DILocation(line: 42, column: 13, scope: !173)
!216 = !DILocation(line: 43, column: 20, scope: !217)
!217 = distinct !DILexicalBlock(scope: !200, file: !3, line: 42, column: 32)
!218 = !DILocation(line: 44, column: 18, scope: !217)
!219 = !DILocation(line: 44, column: 15, scope: !217)
!220 = !DILocation(line: 45, column: 9, scope: !217)
!221 = !DILocation(line: 41, column: 35, scope: !173)
!222 = distinct !{!222, !174, !223, !92, !93}
!223 = !DILocation(line: 45, column: 9, scope: !167)
!224 = !DILocation(line: 47, column: 1, scope: !151)
!225 = !DISubprogram(name: "printf", scope: !226, file: !226, line: 356, type: !227, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!226 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!227 = !DISubroutineType(types: !228)
!228 = !{!24, !229, null}
!229 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !230)
!230 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !231, size: 64)
!231 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!232 = !DISubprogram(name: "putc", scope: !226, file: !226, line: 550, type: !233, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!233 = !DISubroutineType(types: !234)
!234 = !{!24, !24, !235}
!235 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !236, size: 64)
!236 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !237, line: 7, baseType: !238)
!237 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!238 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !239, line: 49, size: 1728, elements: !240)
!239 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!240 = !{!241, !242, !244, !245, !246, !247, !248, !249, !250, !251, !252, !253, !254, !257, !259, !260, !261, !264, !266, !268, !269, !272, !274, !277, !280, !281, !283, !287, !288}
!241 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !238, file: !239, line: 51, baseType: !24, size: 32)
!242 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !238, file: !239, line: 54, baseType: !243, size: 64, offset: 64)
!243 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!244 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !238, file: !239, line: 55, baseType: !243, size: 64, offset: 128)
!245 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !238, file: !239, line: 56, baseType: !243, size: 64, offset: 192)
!246 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !238, file: !239, line: 57, baseType: !243, size: 64, offset: 256)
!247 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !238, file: !239, line: 58, baseType: !243, size: 64, offset: 320)
!248 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !238, file: !239, line: 59, baseType: !243, size: 64, offset: 384)
!249 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !238, file: !239, line: 60, baseType: !243, size: 64, offset: 448)
!250 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !238, file: !239, line: 61, baseType: !243, size: 64, offset: 512)
!251 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !238, file: !239, line: 64, baseType: !243, size: 64, offset: 576)
!252 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !238, file: !239, line: 65, baseType: !243, size: 64, offset: 640)
!253 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !238, file: !239, line: 66, baseType: !243, size: 64, offset: 704)
!254 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !238, file: !239, line: 68, baseType: !255, size: 64, offset: 768)
!255 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !256, size: 64)
!256 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !239, line: 36, flags: DIFlagFwdDecl)
!257 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !238, file: !239, line: 70, baseType: !258, size: 64, offset: 832)
!258 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !238, size: 64)
!259 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !238, file: !239, line: 72, baseType: !24, size: 32, offset: 896)
!260 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !238, file: !239, line: 73, baseType: !24, size: 32, offset: 928)
!261 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !238, file: !239, line: 74, baseType: !262, size: 64, offset: 960)
!262 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !263, line: 152, baseType: !46)
!263 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!264 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !238, file: !239, line: 77, baseType: !265, size: 16, offset: 1024)
!265 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!266 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !238, file: !239, line: 78, baseType: !267, size: 8, offset: 1040)
!267 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!268 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !238, file: !239, line: 79, baseType: !13, size: 8, offset: 1048)
!269 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !238, file: !239, line: 81, baseType: !270, size: 64, offset: 1088)
!270 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !271, size: 64)
!271 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !239, line: 43, baseType: null)
!272 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !238, file: !239, line: 89, baseType: !273, size: 64, offset: 1152)
!273 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !263, line: 153, baseType: !46)
!274 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !238, file: !239, line: 91, baseType: !275, size: 64, offset: 1216)
!275 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !276, size: 64)
!276 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !239, line: 37, flags: DIFlagFwdDecl)
!277 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !238, file: !239, line: 92, baseType: !278, size: 64, offset: 1280)
!278 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !279, size: 64)
!279 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !239, line: 38, flags: DIFlagFwdDecl)
!280 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !238, file: !239, line: 93, baseType: !258, size: 64, offset: 1344)
!281 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !238, file: !239, line: 94, baseType: !282, size: 64, offset: 1408)
!282 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!283 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !238, file: !239, line: 95, baseType: !284, size: 64, offset: 1472)
!284 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !285, line: 18, baseType: !286)
!285 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!286 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!287 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !238, file: !239, line: 96, baseType: !24, size: 32, offset: 1536)
!288 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !238, file: !239, line: 98, baseType: !289, size: 160, offset: 1568)
!289 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 160, elements: !290)
!290 = !{!291}
!291 = !DISubrange(count: 20)
