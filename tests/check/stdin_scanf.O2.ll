; ModuleID = 'stdin_scanf.c'
source_filename = "stdin_scanf.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%d,%ld\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [18 x i8] c"x != 3 || y != -1\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [14 x i8] c"stdin_scanf.c\00", align 1, !dbg !12
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !17

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !33 {
  %1 = alloca i32, align 4, !DIAssignID !42
    #dbg_assign(i1 undef, !38, !DIExpression(), !42, ptr %1, !DIExpression(), !43)
  %2 = alloca i64, align 8, !DIAssignID !44
    #dbg_assign(i1 undef, !39, !DIExpression(), !44, ptr %2, !DIExpression(), !43)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #4, !dbg !45
  store i32 0, ptr %1, align 4, !dbg !46, !tbaa !47, !DIAssignID !51
    #dbg_assign(i32 0, !38, !DIExpression(), !51, ptr %1, !DIExpression(), !43)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #4, !dbg !52
  store i64 0, ptr %2, align 8, !dbg !53, !tbaa !54, !DIAssignID !56
    #dbg_assign(i64 0, !39, !DIExpression(), !56, ptr %2, !DIExpression(), !43)
  %3 = call i32 (ptr, ...) @__isoc99_scanf(ptr noundef nonnull @.str, ptr noundef nonnull %1, ptr noundef nonnull %2), !dbg !57
    #dbg_value(i32 %3, !41, !DIExpression(), !43)
  %4 = icmp eq i32 %3, 2, !dbg !58
  br i1 %4, label %5, label %12, !dbg !60

5:                                                ; preds = %0
  %6 = load i32, ptr %1, align 4, !dbg !61, !tbaa !47
  %7 = icmp ne i32 %6, 3, !dbg !61
  %8 = load i64, ptr %2, align 8, !dbg !61
  %9 = icmp ne i64 %8, -1, !dbg !61
  %10 = select i1 %7, i1 true, i1 %9, !dbg !61
  br i1 %10, label %12, label %11, !dbg !61

11:                                               ; preds = %5
  call void @__assert_fail(ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.2, i32 noundef 16, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #5, !dbg !61
  unreachable, !dbg !61

12:                                               ; preds = %5, %0
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #4, !dbg !64
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #4, !dbg !64
  ret i32 0, !dbg !65
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !66 noundef i32 @__isoc99_scanf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: noreturn nounwind
declare !dbg !72 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!23}
!llvm.module.flags = !{!25, !26, !27, !28, !29, !30, !31}
!llvm.ident = !{!32}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "stdin_scanf.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "60318d2db64aa5ccd9e23fb33040acd6")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 18)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 14)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 120, elements: !21)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!21 = !{!22}
!22 = !DISubrange(count: 15)
!23 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !24, splitDebugInlining: false, nameTableKind: None)
!24 = !{!0, !7, !12, !17}
!25 = !{i32 7, !"Dwarf Version", i32 5}
!26 = !{i32 2, !"Debug Info Version", i32 3}
!27 = !{i32 1, !"wchar_size", i32 4}
!28 = !{i32 8, !"PIC Level", i32 2}
!29 = !{i32 7, !"PIE Level", i32 2}
!30 = !{i32 7, !"uwtable", i32 2}
!31 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!32 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!33 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 11, type: !34, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !23, retainedNodes: !37)
!34 = !DISubroutineType(types: !35)
!35 = !{!36}
!36 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!37 = !{!38, !39, !41}
!38 = !DILocalVariable(name: "x", scope: !33, file: !2, line: 12, type: !36)
!39 = !DILocalVariable(name: "y", scope: !33, file: !2, line: 13, type: !40)
!40 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!41 = !DILocalVariable(name: "n", scope: !33, file: !2, line: 14, type: !36)
!42 = distinct !DIAssignID()
!43 = !DILocation(line: 0, scope: !33)
!44 = distinct !DIAssignID()
!45 = !DILocation(line: 12, column: 3, scope: !33)
!46 = !DILocation(line: 12, column: 7, scope: !33)
!47 = !{!48, !48, i64 0}
!48 = !{!"int", !49, i64 0}
!49 = !{!"omnipotent char", !50, i64 0}
!50 = !{!"Simple C/C++ TBAA"}
!51 = distinct !DIAssignID()
!52 = !DILocation(line: 13, column: 3, scope: !33)
!53 = !DILocation(line: 13, column: 8, scope: !33)
!54 = !{!55, !55, i64 0}
!55 = !{!"long", !49, i64 0}
!56 = distinct !DIAssignID()
!57 = !DILocation(line: 14, column: 11, scope: !33)
!58 = !DILocation(line: 15, column: 9, scope: !59)
!59 = distinct !DILexicalBlock(scope: !33, file: !2, line: 15, column: 7)
!60 = !DILocation(line: 15, column: 7, scope: !33)
!61 = !DILocation(line: 16, column: 5, scope: !62)
!62 = distinct !DILexicalBlock(scope: !63, file: !2, line: 16, column: 5)
!63 = distinct !DILexicalBlock(scope: !59, file: !2, line: 16, column: 5)
!64 = !DILocation(line: 18, column: 1, scope: !33)
!65 = !DILocation(line: 17, column: 3, scope: !33)
!66 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !67, file: !67, line: 437, type: !68, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!67 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!68 = !DISubroutineType(types: !69)
!69 = !{!36, !70, null}
!70 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !71)
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!72 = !DISubprogram(name: "__assert_fail", scope: !73, file: !73, line: 69, type: !74, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!73 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!74 = !DISubroutineType(types: !75)
!75 = !{null, !71, !71, !76, !71}
!76 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
