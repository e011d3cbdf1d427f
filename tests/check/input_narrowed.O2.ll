; ModuleID = 'input_narrowed.c'
source_filename = "input_narrowed.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.1 = private unnamed_addr constant [17 x i8] c"input_narrowed.c\00", align 1, !dbg !0
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !13

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !38 {
  %1 = alloca i16, align 2, !DIAssignID !49
    #dbg_assign(i1 undef, !45, !DIExpression(), !49, ptr %1, !DIExpression(), !50)
  %2 = tail call i32 @__VERIFIER_nondet_int() #4, !dbg !51
    #dbg_value(i32 %2, !43, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !50)
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %1), !dbg !52
  %3 = tail call i32 @__VERIFIER_nondet_int() #4, !dbg !53
  %4 = trunc i32 %3 to i16, !dbg !53
  store volatile i16 %4, ptr %1, align 2, !dbg !54, !tbaa !55, !DIAssignID !59
    #dbg_assign(i16 %4, !45, !DIExpression(), !59, ptr %1, !DIExpression(), !50)
  %5 = load volatile i16, ptr %1, align 2, !dbg !60, !tbaa !55
    #dbg_value(i16 %5, !48, !DIExpression(), !50)
  %6 = icmp eq i16 %5, -5, !dbg !61
  br i1 %6, label %7, label %8, !dbg !63

7:                                                ; preds = %0
  tail call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 18, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #5, !dbg !64
  unreachable, !dbg !64

8:                                                ; preds = %0
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %1), !dbg !67
  ret i32 0, !dbg !68
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare !dbg !69 i32 @__VERIFIER_nondet_int() local_unnamed_addr #2

; Function Attrs: noreturn nounwind
declare !dbg !70 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!18}
!llvm.module.flags = !{!30, !31, !32, !33, !34, !35, !36}
!llvm.ident = !{!37}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "input_narrowed.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "b004e5d8b0c5e1265aaceb6233d6311b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 17)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 120, elements: !11)
!10 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!11 = !{!12}
!12 = !DISubrange(count: 15)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 2)
!18 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !19, splitDebugInlining: false, nameTableKind: None)
!19 = !{!20, !0, !7, !25, !13}
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 9)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 26)
!30 = !{i32 7, !"Dwarf Version", i32 5}
!31 = !{i32 2, !"Debug Info Version", i32 3}
!32 = !{i32 1, !"wchar_size", i32 4}
!33 = !{i32 8, !"PIC Level", i32 2}
!34 = !{i32 7, !"PIE Level", i32 2}
!35 = !{i32 7, !"uwtable", i32 2}
!36 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!37 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!38 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 11, type: !39, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !18, retainedNodes: !42)
!39 = !DISubroutineType(types: !40)
!40 = !{!41}
!41 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!42 = !{!43, !45, !48}
!43 = !DILocalVariable(name: "c", scope: !38, file: !2, line: 12, type: !44)
!44 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!45 = !DILocalVariable(name: "s", scope: !38, file: !2, line: 14, type: !46)
!46 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !47)
!47 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!48 = !DILocalVariable(name: "t", scope: !38, file: !2, line: 15, type: !47)
!49 = distinct !DIAssignID()
!50 = !DILocation(line: 0, scope: !38)
!51 = !DILocation(line: 12, column: 21, scope: !38)
!52 = !DILocation(line: 14, column: 3, scope: !38)
!53 = !DILocation(line: 14, column: 22, scope: !38)
!54 = !DILocation(line: 14, column: 18, scope: !38)
!55 = !{!56, !56, i64 0}
!56 = !{!"short", !57, i64 0}
!57 = !{!"omnipotent char", !58, i64 0}
!58 = !{!"Simple C/C++ TBAA"}
!59 = distinct !DIAssignID()
!60 = !DILocation(line: 15, column: 13, scope: !38)
!61 = !DILocation(line: 17, column: 9, scope: !62)
!62 = distinct !DILexicalBlock(scope: !38, file: !2, line: 17, column: 7)
!63 = !DILocation(line: 17, column: 7, scope: !38)
!64 = !DILocation(line: 18, column: 5, scope: !65)
!65 = distinct !DILexicalBlock(scope: !66, file: !2, line: 18, column: 5)
!66 = distinct !DILexicalBlock(scope: !62, file: !2, line: 18, column: 5)
!67 = !DILocation(line: 20, column: 1, scope: !38)
!68 = !DILocation(line: 19, column: 3, scope: !38)
!69 = !DISubprogram(name: "__VERIFIER_nondet_int", scope: !2, file: !2, line: 9, type: !39, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!70 = !DISubprogram(name: "__assert_fail", scope: !71, file: !71, line: 69, type: !72, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!71 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!72 = !DISubroutineType(types: !73)
!73 = !{null, !74, !74, !75, !74}
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!75 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
