; ModuleID = 'stdin_eof.c'
source_filename = "stdin_eof.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [33 x i8] c"c == EOF || (c >= 0 && c <= 255)\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [12 x i8] c"stdin_eof.c\00", align 1, !dbg !7
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !12
@.str.2 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !18
@.str.3 = private unnamed_addr constant [29 x i8] c"n == EOF || n == 0 || n == 1\00", align 1, !dbg !23
@.str.4 = private unnamed_addr constant [7 x i8] c"x == 7\00", align 1, !dbg !28
@.str.5 = private unnamed_addr constant [24 x i8] c"!(c == EOF && n == EOF)\00", align 1, !dbg !33
@stdin = external local_unnamed_addr global ptr, align 8

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !48 {
  %1 = alloca i32, align 4, !DIAssignID !56
    #dbg_assign(i1 undef, !54, !DIExpression(), !56, ptr %1, !DIExpression(), !57)
  %2 = load ptr, ptr @stdin, align 8, !dbg !58, !tbaa !62
  %3 = tail call i32 @getc(ptr noundef %2), !dbg !66
    #dbg_value(i32 %3, !53, !DIExpression(), !57)
  %4 = add i32 %3, 1, !dbg !67
  %5 = icmp ult i32 %4, 257, !dbg !67
  br i1 %5, label %7, label %6, !dbg !67

6:                                                ; preds = %0
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 9, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #4, !dbg !67
  unreachable, !dbg !67

7:                                                ; preds = %0
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #5, !dbg !70
  store i32 7, ptr %1, align 4, !dbg !71, !tbaa !72, !DIAssignID !74
    #dbg_assign(i32 7, !54, !DIExpression(), !74, ptr %1, !DIExpression(), !57)
  %8 = call i32 (ptr, ...) @__isoc99_scanf(ptr noundef nonnull @.str.2, ptr noundef nonnull %1), !dbg !75
    #dbg_value(i32 %8, !55, !DIExpression(), !57)
  %9 = add i32 %8, 1, !dbg !76
  %10 = icmp ult i32 %9, 3, !dbg !76
  br i1 %10, label %12, label %11, !dbg !76

11:                                               ; preds = %7
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 12, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #4, !dbg !76
  unreachable, !dbg !76

12:                                               ; preds = %7
  %13 = icmp eq i32 %8, 1, !dbg !76
  %14 = load i32, ptr %1, align 4
  %15 = icmp eq i32 %14, 7
  %16 = select i1 %13, i1 true, i1 %15, !dbg !79
  br i1 %16, label %18, label %17, !dbg !79

17:                                               ; preds = %12
  call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 14, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #4, !dbg !80
  unreachable, !dbg !80

18:                                               ; preds = %12
  %19 = and i32 %8, %3, !dbg !84
  %20 = icmp eq i32 %19, -1, !dbg !84
  br i1 %20, label %21, label %22, !dbg !84

21:                                               ; preds = %18
  call void @__assert_fail(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.1, i32 noundef 15, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #4, !dbg !84
  unreachable, !dbg !84

22:                                               ; preds = %18
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #5, !dbg !87
  ret i32 0, !dbg !88
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noreturn nounwind
declare !dbg !89 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !95 noundef i32 @__isoc99_scanf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !100 noundef i32 @getc(ptr nocapture noundef) local_unnamed_addr #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!38}
!llvm.module.flags = !{!40, !41, !42, !43, !44, !45, !46}
!llvm.ident = !{!47}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "stdin_eof.c", directory: ".", checksumkind: CSK_MD5, checksum: "87ba0cada456acf0c17e893316b6f2a7")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 33)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 12)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 120, elements: !16)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!16 = !{!17}
!17 = !DISubrange(count: 15)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !2, line: 11, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 4)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 29)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 7)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 24)
!38 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !39, splitDebugInlining: false, nameTableKind: None)
!39 = !{!0, !7, !12, !18, !23, !28, !33}
!40 = !{i32 7, !"Dwarf Version", i32 5}
!41 = !{i32 2, !"Debug Info Version", i32 3}
!42 = !{i32 1, !"wchar_size", i32 4}
!43 = !{i32 8, !"PIC Level", i32 2}
!44 = !{i32 7, !"PIE Level", i32 2}
!45 = !{i32 7, !"uwtable", i32 2}
!46 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!47 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!48 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 7, type: !49, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !38, retainedNodes: !52)
!49 = !DISubroutineType(types: !50)
!50 = !{!51}
!51 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!52 = !{!53, !54, !55}
!53 = !DILocalVariable(name: "c", scope: !48, file: !2, line: 8, type: !51)
!54 = !DILocalVariable(name: "x", scope: !48, file: !2, line: 10, type: !51)
!55 = !DILocalVariable(name: "n", scope: !48, file: !2, line: 11, type: !51)
!56 = distinct !DIAssignID()
!57 = !DILocation(line: 0, scope: !48)
!58 = !DILocation(line: 49, column: 16, scope: !59, inlinedAt: !61)
!59 = distinct !DISubprogram(name: "getchar", scope: !60, file: !60, line: 47, type: !49, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !38)
!60 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdio.h", directory: ".", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!61 = distinct !DILocation(line: 8, column: 11, scope: !48)
!62 = !{!63, !63, i64 0}
!63 = !{!"any pointer", !64, i64 0}
!64 = !{!"omnipotent char", !65, i64 0}
!65 = !{!"Simple C/C++ TBAA"}
!66 = !DILocation(line: 49, column: 10, scope: !59, inlinedAt: !61)
!67 = !DILocation(line: 9, column: 3, scope: !68)
!68 = distinct !DILexicalBlock(scope: !69, file: !2, line: 9, column: 3)
!69 = distinct !DILexicalBlock(scope: !48, file: !2, line: 9, column: 3)
!70 = !DILocation(line: 10, column: 3, scope: !48)
!71 = !DILocation(line: 10, column: 7, scope: !48)
!72 = !{!73, !73, i64 0}
!73 = !{!"int", !64, i64 0}
!74 = distinct !DIAssignID()
!75 = !DILocation(line: 11, column: 11, scope: !48)
!76 = !DILocation(line: 12, column: 3, scope: !77)
!77 = distinct !DILexicalBlock(scope: !78, file: !2, line: 12, column: 3)
!78 = distinct !DILexicalBlock(scope: !48, file: !2, line: 12, column: 3)
!79 = !DILocation(line: 13, column: 7, scope: !48)
!80 = !DILocation(line: 14, column: 5, scope: !81)
!81 = distinct !DILexicalBlock(scope: !82, file: !2, line: 14, column: 5)
!82 = distinct !DILexicalBlock(scope: !83, file: !2, line: 14, column: 5)
!83 = distinct !DILexicalBlock(scope: !48, file: !2, line: 13, column: 7)
!84 = !DILocation(line: 15, column: 3, scope: !85)
!85 = distinct !DILexicalBlock(scope: !86, file: !2, line: 15, column: 3)
!86 = distinct !DILexicalBlock(scope: !48, file: !2, line: 15, column: 3)
!87 = !DILocation(line: 17, column: 1, scope: !48)
!88 = !DILocation(line: 16, column: 3, scope: !48)
!89 = !DISubprogram(name: "__assert_fail", scope: !90, file: !90, line: 69, type: !91, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!90 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!91 = !DISubroutineType(types: !92)
!92 = !{null, !93, !93, !94, !93}
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!94 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!95 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !96, file: !96, line: 437, type: !97, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!96 = !DIFile(filename: "/usr/include/stdio.h", directory: ".", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!97 = !DISubroutineType(types: !98)
!98 = !{!51, !99, null}
!99 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !93)
!100 = !DISubprogram(name: "getc", scope: !96, file: !96, line: 514, type: !101, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!101 = !DISubroutineType(types: !102)
!102 = !{!51, !103}
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 64)
!104 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !105, line: 7, baseType: !106)
!105 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: ".", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!106 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !107, line: 49, size: 1728, elements: !108)
!107 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: ".", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!108 = !{!109, !110, !112, !113, !114, !115, !116, !117, !118, !119, !120, !121, !122, !125, !127, !128, !129, !133, !135, !137, !141, !144, !146, !149, !152, !153, !155, !159, !160}
!109 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !106, file: !107, line: 51, baseType: !51, size: 32)
!110 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !106, file: !107, line: 54, baseType: !111, size: 64, offset: 64)
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !106, file: !107, line: 55, baseType: !111, size: 64, offset: 128)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !106, file: !107, line: 56, baseType: !111, size: 64, offset: 192)
!114 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !106, file: !107, line: 57, baseType: !111, size: 64, offset: 256)
!115 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !106, file: !107, line: 58, baseType: !111, size: 64, offset: 320)
!116 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !106, file: !107, line: 59, baseType: !111, size: 64, offset: 384)
!117 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !106, file: !107, line: 60, baseType: !111, size: 64, offset: 448)
!118 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !106, file: !107, line: 61, baseType: !111, size: 64, offset: 512)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !106, file: !107, line: 64, baseType: !111, size: 64, offset: 576)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !106, file: !107, line: 65, baseType: !111, size: 64, offset: 640)
!121 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !106, file: !107, line: 66, baseType: !111, size: 64, offset: 704)
!122 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !106, file: !107, line: 68, baseType: !123, size: 64, offset: 768)
!123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 64)
!124 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !107, line: 36, flags: DIFlagFwdDecl)
!125 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !106, file: !107, line: 70, baseType: !126, size: 64, offset: 832)
!126 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !106, size: 64)
!127 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !106, file: !107, line: 72, baseType: !51, size: 32, offset: 896)
!128 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !106, file: !107, line: 73, baseType: !51, size: 32, offset: 928)
!129 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !106, file: !107, line: 74, baseType: !130, size: 64, offset: 960)
!130 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !131, line: 152, baseType: !132)
!131 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: ".", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!132 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!133 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !106, file: !107, line: 77, baseType: !134, size: 16, offset: 1024)
!134 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!135 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !106, file: !107, line: 78, baseType: !136, size: 8, offset: 1040)
!136 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!137 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !106, file: !107, line: 79, baseType: !138, size: 8, offset: 1048)
!138 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !139)
!139 = !{!140}
!140 = !DISubrange(count: 1)
!141 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !106, file: !107, line: 81, baseType: !142, size: 64, offset: 1088)
!142 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !143, size: 64)
!143 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !107, line: 43, baseType: null)
!144 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !106, file: !107, line: 89, baseType: !145, size: 64, offset: 1152)
!145 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !131, line: 153, baseType: !132)
!146 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !106, file: !107, line: 91, baseType: !147, size: 64, offset: 1216)
!147 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !148, size: 64)
!148 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !107, line: 37, flags: DIFlagFwdDecl)
!149 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !106, file: !107, line: 92, baseType: !150, size: 64, offset: 1280)
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !151, size: 64)
!151 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !107, line: 38, flags: DIFlagFwdDecl)
!152 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !106, file: !107, line: 93, baseType: !126, size: 64, offset: 1344)
!153 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !106, file: !107, line: 94, baseType: !154, size: 64, offset: 1408)
!154 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!155 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !106, file: !107, line: 95, baseType: !156, size: 64, offset: 1472)
!156 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !157, line: 18, baseType: !158)
!157 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: ".", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!158 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!159 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !106, file: !107, line: 96, baseType: !51, size: 32, offset: 1536)
!160 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !106, file: !107, line: 98, baseType: !161, size: 160, offset: 1568)
!161 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !162)
!162 = !{!163}
!163 = !DISubrange(count: 20)
