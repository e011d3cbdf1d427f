; ModuleID = 'divmod.c'
source_filename = "divmod.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [69 x i8] c"INT_MIN/1=%d INT_MIN%%1=%d INT_MIN/2=%d INT_MIN%%3=%d INT_MIN/-2=%d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [30 x i8] c"INT_MAX/-1=%d INT_MAX%%-7=%d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [55 x i8] c"LLONG_MIN/2=%lld LLONG_MIN%%10=%lld LLONG_MAX/-3=%lld\0A\00", align 1, !dbg !17
@__const.main.vals = private unnamed_addr constant [13 x i32] [i32 -100, i32 -37, i32 -8, i32 -7, i32 -1, i32 0, i32 1, i32 7, i32 8, i32 37, i32 100, i32 2147483647, i32 -2147483648], align 16
@__const.main.divs = private unnamed_addr constant [10 x i32] [i32 -13, i32 -8, i32 -3, i32 -2, i32 -1, i32 1, i32 2, i32 3, i32 8, i32 13], align 16
@.str.4 = private unnamed_addr constant [27 x i8] c"identity broken for %d %d\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [36 x i8] c"%d/%d=%d %d%%%d=%d floor=%d mod=%d\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [10 x i8] c"sum=%lld\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [29 x i8] c"sc/-1=%d sh/-1=%d sc%%-3=%d\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [23 x i8] c"signed %d unsigned %u\0A\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [24 x i8] c"long %ld %ld ulong %lu\0A\00", align 1, !dbg !47
@.str.10 = private unnamed_addr constant [22 x i8] c"const-div check=%lld\0A\00", align 1, !dbg !52

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !71 {
    #dbg_assign(i1 undef, !76, !DIExpression(), !104, ptr @__const.main.vals, !DIExpression(), !105)
    #dbg_assign(i1 undef, !78, !DIExpression(), !106, ptr @__const.main.divs, !DIExpression(), !105)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -3, i32 noundef -1, i32 noundef 1, i32 noundef -3), !dbg !107
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 3, i32 noundef -1, i32 noundef 3, i32 noundef 1), !dbg !108
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef -2147483648, i32 noundef 0, i32 noundef -1073741824, i32 noundef -2, i32 noundef 1073741824), !dbg !109
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -2147483647, i32 noundef 1), !dbg !110
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef -4611686018427387904, i64 noundef -8, i64 noundef -3074457345618258602), !dbg !111
    #dbg_assign(i1 undef, !76, !DIExpression(), !112, ptr @__const.main.vals, !DIExpression(), !105)
    #dbg_assign(i1 undef, !78, !DIExpression(), !113, ptr @__const.main.divs, !DIExpression(), !105)
    #dbg_value(i64 0, !80, !DIExpression(), !105)
    #dbg_value(i32 0, !81, !DIExpression(), !114)
  br label %6, !dbg !115

6:                                                ; preds = %0, %17
  %7 = phi i64 [ 0, %0 ], [ %18, %17 ]
  %8 = phi i64 [ 0, %0 ], [ %55, %17 ]
    #dbg_value(i64 %8, !80, !DIExpression(), !105)
    #dbg_value(i64 %7, !81, !DIExpression(), !114)
  %9 = getelementptr inbounds [13 x i32], ptr @__const.main.vals, i64 0, i64 %7
  %10 = load i32, ptr %9, align 4, !tbaa !116
  %11 = icmp eq i64 %7, 12
    #dbg_value(i64 %8, !80, !DIExpression(), !105)
    #dbg_value(i32 0, !83, !DIExpression(), !120)
  br label %20, !dbg !121

12:                                               ; preds = %17
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %55), !dbg !122
    #dbg_value(i8 -128, !93, !DIExpression(), !105)
    #dbg_value(i16 -32768, !95, !DIExpression(), !105)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 128, i32 noundef 32768, i32 noundef -2), !dbg !123
    #dbg_value(i32 -10, !97, !DIExpression(), !105)
    #dbg_value(i32 -10, !98, !DIExpression(), !105)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef -3, i32 noundef 1431655762), !dbg !124
    #dbg_value(i64 -1000000000001, !99, !DIExpression(), !105)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef -142857142857, i64 noundef -2, i64 noundef 0), !dbg !125
    #dbg_value(i64 0, !101, !DIExpression(), !105)
    #dbg_value(i32 -1000, !102, !DIExpression(), !126)
  br label %60, !dbg !127

17:                                               ; preds = %54
  %18 = add nuw nsw i64 %7, 1, !dbg !128
    #dbg_value(i64 %55, !80, !DIExpression(), !105)
    #dbg_value(i64 %18, !81, !DIExpression(), !114)
  %19 = icmp eq i64 %18, 13, !dbg !129
  br i1 %19, label %12, label %6, !dbg !115, !llvm.loop !130

20:                                               ; preds = %6, %54
  %21 = phi i64 [ 0, %6 ], [ %56, %54 ]
  %22 = phi i64 [ %8, %6 ], [ %55, %54 ]
    #dbg_value(i64 %22, !80, !DIExpression(), !105)
    #dbg_value(i64 %21, !83, !DIExpression(), !120)
    #dbg_value(i32 %10, !87, !DIExpression(), !134)
  %23 = getelementptr inbounds [10 x i32], ptr @__const.main.divs, i64 0, i64 %21, !dbg !135
  %24 = load i32, ptr %23, align 4, !dbg !135, !tbaa !116
    #dbg_value(i32 %24, !90, !DIExpression(), !134)
  %25 = icmp eq i64 %21, 4
  %26 = and i1 %11, %25, !dbg !136
  br i1 %26, label %54, label %27, !dbg !136

27:                                               ; preds = %20
  %28 = sdiv i32 %10, %24, !dbg !138
    #dbg_value(i32 %28, !91, !DIExpression(), !134)
  %29 = srem i32 %10, %24, !dbg !139
    #dbg_value(i32 %29, !92, !DIExpression(), !134)
  %30 = mul nsw i32 %28, %24, !dbg !140
  %31 = add nsw i32 %30, %29, !dbg !142
  %32 = icmp eq i32 %31, %10, !dbg !143
  br i1 %32, label %35, label %33, !dbg !144

33:                                               ; preds = %27
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %10, i32 noundef %24), !dbg !145
  br label %35, !dbg !145

35:                                               ; preds = %33, %27
  %36 = sext i32 %28 to i64, !dbg !146
  %37 = mul nsw i64 %36, 3, !dbg !147
  %38 = sext i32 %29 to i64, !dbg !148
  %39 = add i64 %22, %38, !dbg !149
  %40 = add i64 %39, %37, !dbg !150
    #dbg_value(i64 %40, !80, !DIExpression(), !105)
    #dbg_value(i32 %10, !151, !DIExpression(), !158)
    #dbg_value(i32 %24, !156, !DIExpression(), !158)
    #dbg_value(i32 %28, !157, !DIExpression(), !158)
  %41 = icmp ne i32 %29, 0, !dbg !160
  %42 = xor i32 %24, %10
  %43 = icmp slt i32 %42, 0
  %44 = and i1 %43, %41, !dbg !162
  %45 = sext i1 %44 to i32, !dbg !162
  %46 = add nsw i32 %28, %45, !dbg !162
    #dbg_value(i32 %46, !157, !DIExpression(), !158)
    #dbg_value(i32 %10, !163, !DIExpression(), !168)
    #dbg_value(i32 %24, !166, !DIExpression(), !168)
    #dbg_value(i32 %29, !167, !DIExpression(), !168)
  %47 = icmp eq i32 %29, 0, !dbg !170
  %48 = xor i32 %29, %24, !dbg !172
  %49 = icmp slt i32 %48, 0, !dbg !172
  %50 = select i1 %49, i32 %24, i32 0, !dbg !172
  %51 = add nsw i32 %50, %29, !dbg !172
  %52 = select i1 %47, i32 0, i32 %51, !dbg !172
    #dbg_value(i32 %52, !167, !DIExpression(), !168)
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %10, i32 noundef %24, i32 noundef %28, i32 noundef %10, i32 noundef %24, i32 noundef %29, i32 noundef %46, i32 noundef %52), !dbg !173
  br label %54, !dbg !174

54:                                               ; preds = %20, %35
  %55 = phi i64 [ %40, %35 ], [ %22, %20 ], !dbg !105
    #dbg_value(i64 %55, !80, !DIExpression(), !105)
  %56 = add nuw nsw i64 %21, 1, !dbg !175
    #dbg_value(i64 %56, !83, !DIExpression(), !120)
  %57 = icmp eq i64 %56, 10, !dbg !176
  br i1 %57, label %17, label %20, !dbg !121, !llvm.loop !177

58:                                               ; preds = %60
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %85), !dbg !179
  ret i32 0, !dbg !180

60:                                               ; preds = %12, %60
  %61 = phi i32 [ -1000, %12 ], [ %86, %60 ]
  %62 = phi i64 [ 0, %12 ], [ %85, %60 ]
    #dbg_value(i32 %61, !102, !DIExpression(), !126)
    #dbg_value(i64 %62, !101, !DIExpression(), !105)
  %63 = sdiv i32 %61, 3, !dbg !181
  %64 = sdiv i32 %61, 5, !dbg !184
  %65 = add nsw i32 %63, %64, !dbg !185
  %66 = sdiv i32 %61, 7, !dbg !186
  %67 = add nsw i32 %65, %66, !dbg !187
  %68 = sdiv i32 %61, 10, !dbg !188
  %69 = add nsw i32 %67, %68, !dbg !189
  %70 = sdiv i32 %61, 16, !dbg !190
  %71 = add nsw i32 %69, %70, !dbg !191
  %72 = srem i32 %61, 3, !dbg !192
  %73 = add nsw i32 %71, %72, !dbg !193
  %74 = srem i32 %61, 16, !dbg !194
  %75 = add nsw i32 %73, %74, !dbg !195
  %76 = sdiv i32 %61, -9, !dbg !196
  %77 = add nsw i32 %75, %76, !dbg !197
  %78 = sext i32 %77 to i64, !dbg !198
    #dbg_value(i64 poison, !101, !DIExpression(), !105)
  %79 = add nsw i32 %61, 2000, !dbg !199
  %80 = udiv i32 %79, 3, !dbg !200
  %81 = urem i32 %79, 10, !dbg !201
  %82 = add nuw nsw i32 %80, %81, !dbg !202
  %83 = zext nneg i32 %82 to i64, !dbg !203
  %84 = add i64 %62, %83, !dbg !204
  %85 = add i64 %84, %78, !dbg !205
    #dbg_value(i64 %85, !101, !DIExpression(), !105)
  %86 = add nsw i32 %61, 7, !dbg !206
    #dbg_value(i32 %86, !102, !DIExpression(), !126)
  %87 = icmp slt i32 %61, 994, !dbg !207
  br i1 %87, label %60, label %58, !dbg !127, !llvm.loop !208
}

; Function Attrs: nofree nounwind
declare !dbg !210 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!57}
!llvm.module.flags = !{!63, !64, !65, !66, !67, !68, !69}
!llvm.ident = !{!70}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "divmod.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "b90ce5df0935ac305a5b859e403aa3aa")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 13)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 552, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 69)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 30)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 440, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 55)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 27)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 36)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 10)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 29)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 23)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 24)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 22)
!57 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !58, globals: !62, splitDebugInlining: false, nameTableKind: None)
!58 = !{!59, !60, !61}
!59 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!60 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!61 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!62 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !47, !52}
!63 = !{i32 7, !"Dwarf Version", i32 5}
!64 = !{i32 2, !"Debug Info Version", i32 3}
!65 = !{i32 1, !"wchar_size", i32 4}
!66 = !{i32 8, !"PIC Level", i32 2}
!67 = !{i32 7, !"PIE Level", i32 2}
!68 = !{i32 7, !"uwtable", i32 2}
!69 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!70 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!71 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 19, type: !72, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !75)
!72 = !DISubroutineType(types: !73)
!73 = !{!74}
!74 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!75 = !{!76, !78, !80, !81, !83, !87, !90, !91, !92, !93, !95, !97, !98, !99, !101, !102}
!76 = !DILocalVariable(name: "vals", scope: !71, file: !2, line: 27, type: !77)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !74, size: 416, elements: !5)
!78 = !DILocalVariable(name: "divs", scope: !71, file: !2, line: 28, type: !79)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !74, size: 320, elements: !35)
!80 = !DILocalVariable(name: "sum", scope: !71, file: !2, line: 29, type: !59)
!81 = !DILocalVariable(name: "i", scope: !82, file: !2, line: 30, type: !60)
!82 = distinct !DILexicalBlock(scope: !71, file: !2, line: 30, column: 5)
!83 = !DILocalVariable(name: "j", scope: !84, file: !2, line: 31, type: !60)
!84 = distinct !DILexicalBlock(scope: !85, file: !2, line: 31, column: 9)
!85 = distinct !DILexicalBlock(scope: !86, file: !2, line: 30, column: 65)
!86 = distinct !DILexicalBlock(scope: !82, file: !2, line: 30, column: 5)
!87 = !DILocalVariable(name: "a", scope: !88, file: !2, line: 32, type: !74)
!88 = distinct !DILexicalBlock(scope: !89, file: !2, line: 31, column: 69)
!89 = distinct !DILexicalBlock(scope: !84, file: !2, line: 31, column: 9)
!90 = !DILocalVariable(name: "b", scope: !88, file: !2, line: 32, type: !74)
!91 = !DILocalVariable(name: "q", scope: !88, file: !2, line: 35, type: !74)
!92 = !DILocalVariable(name: "r", scope: !88, file: !2, line: 35, type: !74)
!93 = !DILocalVariable(name: "sc", scope: !71, file: !2, line: 46, type: !94)
!94 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!95 = !DILocalVariable(name: "sh", scope: !71, file: !2, line: 47, type: !96)
!96 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!97 = !DILocalVariable(name: "neg", scope: !71, file: !2, line: 50, type: !74)
!98 = !DILocalVariable(name: "asu", scope: !71, file: !2, line: 51, type: !60)
!99 = !DILocalVariable(name: "ln", scope: !71, file: !2, line: 53, type: !100)
!100 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!101 = !DILocalVariable(name: "check", scope: !71, file: !2, line: 56, type: !59)
!102 = !DILocalVariable(name: "x", scope: !103, file: !2, line: 57, type: !74)
!103 = distinct !DILexicalBlock(scope: !71, file: !2, line: 57, column: 5)
!104 = distinct !DIAssignID()
!105 = !DILocation(line: 0, scope: !71)
!106 = distinct !DIAssignID()
!107 = !DILocation(line: 20, column: 5, scope: !71)
!108 = !DILocation(line: 21, column: 5, scope: !71)
!109 = !DILocation(line: 22, column: 5, scope: !71)
!110 = !DILocation(line: 24, column: 5, scope: !71)
!111 = !DILocation(line: 25, column: 5, scope: !71)
!112 = distinct !DIAssignID()
!113 = distinct !DIAssignID()
!114 = !DILocation(line: 0, scope: !82)
!115 = !DILocation(line: 30, column: 5, scope: !82)
!116 = !{!117, !117, i64 0}
!117 = !{!"int", !118, i64 0}
!118 = !{!"omnipotent char", !119, i64 0}
!119 = !{!"Simple C/C++ TBAA"}
!120 = !DILocation(line: 0, scope: !84)
!121 = !DILocation(line: 31, column: 9, scope: !84)
!122 = !DILocation(line: 44, column: 5, scope: !71)
!123 = !DILocation(line: 48, column: 5, scope: !71)
!124 = !DILocation(line: 52, column: 5, scope: !71)
!125 = !DILocation(line: 54, column: 5, scope: !71)
!126 = !DILocation(line: 0, scope: !103)
!127 = !DILocation(line: 57, column: 5, scope: !103)
!128 = !DILocation(line: 30, column: 61, scope: !86)
!129 = !DILocation(line: 30, column: 28, scope: !86)
!130 = distinct !{!130, !115, !131, !132, !133}
!131 = !DILocation(line: 43, column: 5, scope: !82)
!132 = !{!"llvm.loop.mustprogress"}
!133 = !{!"llvm.loop.unroll.disable"}
!134 = !DILocation(line: 0, scope: !88)
!135 = !DILocation(line: 32, column: 34, scope: !88)
!136 = !DILocation(line: 33, column: 30, scope: !137)
!137 = distinct !DILexicalBlock(scope: !88, file: !2, line: 33, column: 17)
!138 = !DILocation(line: 35, column: 23, scope: !88)
!139 = !DILocation(line: 35, column: 34, scope: !88)
!140 = !DILocation(line: 37, column: 19, scope: !141)
!141 = distinct !DILexicalBlock(scope: !88, file: !2, line: 37, column: 17)
!142 = !DILocation(line: 37, column: 23, scope: !141)
!143 = !DILocation(line: 37, column: 27, scope: !141)
!144 = !DILocation(line: 37, column: 17, scope: !88)
!145 = !DILocation(line: 38, column: 17, scope: !141)
!146 = !DILocation(line: 39, column: 20, scope: !88)
!147 = !DILocation(line: 39, column: 33, scope: !88)
!148 = !DILocation(line: 39, column: 39, scope: !88)
!149 = !DILocation(line: 39, column: 37, scope: !88)
!150 = !DILocation(line: 39, column: 17, scope: !88)
!151 = !DILocalVariable(name: "a", arg: 1, scope: !152, file: !2, line: 5, type: !74)
!152 = distinct !DISubprogram(name: "floordiv", scope: !2, file: !2, line: 5, type: !153, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !155)
!153 = !DISubroutineType(types: !154)
!154 = !{!74, !74, !74}
!155 = !{!151, !156, !157}
!156 = !DILocalVariable(name: "b", arg: 2, scope: !152, file: !2, line: 5, type: !74)
!157 = !DILocalVariable(name: "q", scope: !152, file: !2, line: 6, type: !74)
!158 = !DILocation(line: 0, scope: !152, inlinedAt: !159)
!159 = distinct !DILocation(line: 40, column: 78, scope: !88)
!160 = !DILocation(line: 7, column: 16, scope: !161, inlinedAt: !159)
!161 = distinct !DILexicalBlock(scope: !152, file: !2, line: 7, column: 9)
!162 = !DILocation(line: 7, column: 22, scope: !161, inlinedAt: !159)
!163 = !DILocalVariable(name: "a", arg: 1, scope: !164, file: !2, line: 12, type: !74)
!164 = distinct !DISubprogram(name: "floormod", scope: !2, file: !2, line: 12, type: !153, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !165)
!165 = !{!163, !166, !167}
!166 = !DILocalVariable(name: "b", arg: 2, scope: !164, file: !2, line: 12, type: !74)
!167 = !DILocalVariable(name: "r", scope: !164, file: !2, line: 13, type: !74)
!168 = !DILocation(line: 0, scope: !164, inlinedAt: !169)
!169 = distinct !DILocation(line: 41, column: 20, scope: !88)
!170 = !DILocation(line: 14, column: 11, scope: !171, inlinedAt: !169)
!171 = distinct !DILexicalBlock(scope: !164, file: !2, line: 14, column: 9)
!172 = !DILocation(line: 14, column: 16, scope: !171, inlinedAt: !169)
!173 = !DILocation(line: 40, column: 13, scope: !88)
!174 = !DILocation(line: 42, column: 9, scope: !89)
!175 = !DILocation(line: 31, column: 65, scope: !89)
!176 = !DILocation(line: 31, column: 32, scope: !89)
!177 = distinct !{!177, !121, !178, !132, !133}
!178 = !DILocation(line: 42, column: 9, scope: !84)
!179 = !DILocation(line: 61, column: 5, scope: !71)
!180 = !DILocation(line: 63, column: 1, scope: !71)
!181 = !DILocation(line: 58, column: 20, scope: !182)
!182 = distinct !DILexicalBlock(scope: !183, file: !2, line: 57, column: 44)
!183 = distinct !DILexicalBlock(scope: !103, file: !2, line: 57, column: 5)
!184 = !DILocation(line: 58, column: 28, scope: !182)
!185 = !DILocation(line: 58, column: 24, scope: !182)
!186 = !DILocation(line: 58, column: 36, scope: !182)
!187 = !DILocation(line: 58, column: 32, scope: !182)
!188 = !DILocation(line: 58, column: 44, scope: !182)
!189 = !DILocation(line: 58, column: 40, scope: !182)
!190 = !DILocation(line: 58, column: 53, scope: !182)
!191 = !DILocation(line: 58, column: 49, scope: !182)
!192 = !DILocation(line: 58, column: 62, scope: !182)
!193 = !DILocation(line: 58, column: 58, scope: !182)
!194 = !DILocation(line: 58, column: 70, scope: !182)
!195 = !DILocation(line: 58, column: 66, scope: !182)
!196 = !DILocation(line: 58, column: 79, scope: !182)
!197 = !DILocation(line: 58, column: 75, scope: !182)
!198 = !DILocation(line: 58, column: 18, scope: !182)
!199 = !DILocation(line: 59, column: 31, scope: !182)
!200 = !DILocation(line: 59, column: 39, scope: !182)
!201 = !DILocation(line: 59, column: 66, scope: !182)
!202 = !DILocation(line: 59, column: 43, scope: !182)
!203 = !DILocation(line: 59, column: 18, scope: !182)
!204 = !DILocation(line: 58, column: 15, scope: !182)
!205 = !DILocation(line: 59, column: 15, scope: !182)
!206 = !DILocation(line: 57, column: 38, scope: !183)
!207 = !DILocation(line: 57, column: 27, scope: !183)
!208 = distinct !{!208, !127, !209, !132, !133}
!209 = !DILocation(line: 60, column: 5, scope: !103)
!210 = !DISubprogram(name: "printf", scope: !211, file: !211, line: 356, type: !212, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!211 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!212 = !DISubroutineType(types: !213)
!213 = !{!74, !214, null}
!214 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !215)
!215 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !216, size: 64)
!216 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
