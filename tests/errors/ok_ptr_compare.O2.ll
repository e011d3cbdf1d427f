; ModuleID = 'ok_ptr_compare.c'
source_filename = "ok_ptr_compare.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local global [4 x i32] zeroinitializer, align 16, !dbg !0
@b = dso_local global [4 x i32] zeroinitializer, align 16, !dbg !11
@.str = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00", align 1, !dbg !5

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !25 {
    #dbg_value(i32 %0, !31, !DIExpression(), !39)
    #dbg_value(ptr %1, !32, !DIExpression(), !39)
  %3 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #5, !dbg !40
    #dbg_value(ptr %3, !33, !DIExpression(), !39)
  %4 = tail call fastcc i32 @same(ptr noundef nonnull @a, ptr noundef nonnull @b), !dbg !41
  %5 = tail call fastcc i32 @same(ptr noundef %3, ptr noundef nonnull @a), !dbg !42
  %6 = add nuw nsw i32 %5, %4, !dbg !43
  %7 = sext i32 %0 to i64, !dbg !44
  %8 = shl nsw i64 %7, 2, !dbg !44
  %9 = getelementptr inbounds i8, ptr @a, i64 %8, !dbg !44
  %10 = tail call fastcc i32 @same(ptr noundef nonnull %9, ptr noundef nonnull @b), !dbg !45
  %11 = add nuw nsw i32 %6, %10, !dbg !46
    #dbg_value(i32 %11, !35, !DIExpression(), !39)
  %12 = tail call fastcc i32 @same(ptr noundef nonnull %9, ptr noundef nonnull getelementptr inbounds (i8, ptr @a, i64 4)), !dbg !47
    #dbg_value(i32 %12, !36, !DIExpression(), !39)
  %13 = icmp slt i32 %0, 3, !dbg !48
  %14 = zext i1 %13 to i32, !dbg !48
    #dbg_value(i32 %14, !37, !DIExpression(), !39)
    #dbg_value(i32 %14, !38, !DIExpression(), !39)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %11, i32 noundef %12, i32 noundef %14, i32 noundef %14), !dbg !49
  tail call void @free(ptr noundef %3) #6, !dbg !50
  ret i32 0, !dbg !51
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !52 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @same(ptr noundef readnone %0, ptr noundef readnone %1) unnamed_addr #2 !dbg !60 {
    #dbg_value(ptr %0, !66, !DIExpression(), !68)
    #dbg_value(ptr %1, !67, !DIExpression(), !68)
  %3 = icmp eq ptr %0, %1, !dbg !69
  %4 = zext i1 %3 to i32, !dbg !69
  ret i32 %4, !dbg !70
}

; Function Attrs: nofree nounwind
declare !dbg !71 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !78 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22, !23}
!llvm.ident = !{!24}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 8, type: !13, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "ok_ptr_compare.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "cf42ab79c113d0fccf4edbb36d12e1a6")
!4 = !{!5, !0, !11}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 19, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 13)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 8, type: !13, isLocal: false, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 128, elements: !15)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{!16}
!16 = !DISubrange(count: 4)
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 8, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 2}
!23 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!24 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!25 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 12, type: !26, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !30)
!26 = !DISubroutineType(types: !27)
!27 = !{!14, !14, !28}
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!30 = !{!31, !32, !33, !35, !36, !37, !38}
!31 = !DILocalVariable(name: "argc", arg: 1, scope: !25, file: !3, line: 12, type: !14)
!32 = !DILocalVariable(name: "argv", arg: 2, scope: !25, file: !3, line: 12, type: !28)
!33 = !DILocalVariable(name: "h", scope: !25, file: !3, line: 14, type: !34)
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!35 = !DILocalVariable(name: "x", scope: !25, file: !3, line: 15, type: !14)
!36 = !DILocalVariable(name: "y", scope: !25, file: !3, line: 16, type: !14)
!37 = !DILocalVariable(name: "z", scope: !25, file: !3, line: 17, type: !14)
!38 = !DILocalVariable(name: "w", scope: !25, file: !3, line: 18, type: !14)
!39 = !DILocation(line: 0, scope: !25)
!40 = !DILocation(line: 14, column: 12, scope: !25)
!41 = !DILocation(line: 15, column: 11, scope: !25)
!42 = !DILocation(line: 15, column: 24, scope: !25)
!43 = !DILocation(line: 15, column: 22, scope: !25)
!44 = !DILocation(line: 15, column: 43, scope: !25)
!45 = !DILocation(line: 15, column: 37, scope: !25)
!46 = !DILocation(line: 15, column: 35, scope: !25)
!47 = !DILocation(line: 16, column: 11, scope: !25)
!48 = !DILocation(line: 17, column: 17, scope: !25)
!49 = !DILocation(line: 19, column: 3, scope: !25)
!50 = !DILocation(line: 20, column: 3, scope: !25)
!51 = !DILocation(line: 21, column: 3, scope: !25)
!52 = !DISubprogram(name: "malloc", scope: !53, file: !53, line: 553, type: !54, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!53 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!54 = !DISubroutineType(types: !55)
!55 = !{!56, !57}
!56 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !58, line: 18, baseType: !59)
!58 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!59 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!60 = distinct !DISubprogram(name: "same", scope: !3, file: !3, line: 10, type: !61, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !65)
!61 = !DISubroutineType(types: !62)
!62 = !{!14, !63, !63}
!63 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64)
!64 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!65 = !{!66, !67}
!66 = !DILocalVariable(name: "p", arg: 1, scope: !60, file: !3, line: 10, type: !63)
!67 = !DILocalVariable(name: "q", arg: 2, scope: !60, file: !3, line: 10, type: !63)
!68 = !DILocation(line: 0, scope: !60)
!69 = !DILocation(line: 10, column: 84, scope: !60)
!70 = !DILocation(line: 10, column: 75, scope: !60)
!71 = !DISubprogram(name: "printf", scope: !72, file: !72, line: 356, type: !73, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!72 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!73 = !DISubroutineType(types: !74)
!74 = !{!14, !75, null}
!75 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !76)
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 64)
!77 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!78 = !DISubprogram(name: "free", scope: !53, file: !53, line: 568, type: !79, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!79 = !DISubroutineType(types: !80)
!80 = !{null, !56}
