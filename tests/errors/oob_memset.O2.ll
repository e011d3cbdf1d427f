; ModuleID = 'oob_memset.c'
source_filename = "oob_memset.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !0

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !21 {
  %3 = alloca [16 x i8], align 16, !DIAssignID !34
    #dbg_assign(i1 undef, !30, !DIExpression(), !34, ptr %3, !DIExpression(), !35)
    #dbg_value(i32 %0, !28, !DIExpression(), !35)
    #dbg_value(ptr %1, !29, !DIExpression(), !35)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #5, !dbg !36
  %4 = sext i32 %0 to i64, !dbg !37
  %5 = add nsw i64 %4, 16, !dbg !38
  call fastcc void @clear(ptr noundef nonnull %3, i64 noundef %5), !dbg !39
  %6 = load i8, ptr %3, align 16, !dbg !40, !tbaa !41
  %7 = sext i8 %6 to i32, !dbg !40
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %7), !dbg !44
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #5, !dbg !45
  ret i32 0, !dbg !46
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @clear(ptr nocapture noundef writeonly %0, i64 noundef %1) unnamed_addr #2 !dbg !47 {
    #dbg_value(ptr %0, !51, !DIExpression(), !53)
    #dbg_value(i64 %1, !52, !DIExpression(), !53)
  tail call void @llvm.memset.p0.i64(ptr align 1 %0, i8 0, i64 %1, i1 false), !dbg !54
  ret void, !dbg !55
}

; Function Attrs: nofree nounwind
declare !dbg !56 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!13, !14, !15, !16, !17, !18, !19}
!llvm.ident = !{!20}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "oob_memset.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "aacab8c91669aa39e483e8e6e8522598")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !12, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !10, line: 18, baseType: !11)
!10 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!11 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!12 = !{!0}
!13 = !{i32 7, !"Dwarf Version", i32 5}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 8, !"PIC Level", i32 2}
!17 = !{i32 7, !"PIE Level", i32 2}
!18 = !{i32 7, !"uwtable", i32 2}
!19 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!20 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!21 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 10, type: !22, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !27)
!22 = !DISubroutineType(types: !23)
!23 = !{!24, !24, !25}
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!27 = !{!28, !29, !30}
!28 = !DILocalVariable(name: "argc", arg: 1, scope: !21, file: !2, line: 10, type: !24)
!29 = !DILocalVariable(name: "argv", arg: 2, scope: !21, file: !2, line: 10, type: !25)
!30 = !DILocalVariable(name: "buf", scope: !21, file: !2, line: 12, type: !31)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 16)
!34 = distinct !DIAssignID()
!35 = !DILocation(line: 0, scope: !21)
!36 = !DILocation(line: 12, column: 3, scope: !21)
!37 = !DILocation(line: 13, column: 27, scope: !21)
!38 = !DILocation(line: 13, column: 25, scope: !21)
!39 = !DILocation(line: 13, column: 3, scope: !21)
!40 = !DILocation(line: 14, column: 18, scope: !21)
!41 = !{!42, !42, i64 0}
!42 = !{!"omnipotent char", !43, i64 0}
!43 = !{!"Simple C/C++ TBAA"}
!44 = !DILocation(line: 14, column: 3, scope: !21)
!45 = !DILocation(line: 16, column: 1, scope: !21)
!46 = !DILocation(line: 15, column: 3, scope: !21)
!47 = distinct !DISubprogram(name: "clear", scope: !2, file: !2, line: 6, type: !48, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !50)
!48 = !DISubroutineType(types: !49)
!49 = !{null, !26, !9}
!50 = !{!51, !52}
!51 = !DILocalVariable(name: "buf", arg: 1, scope: !47, file: !2, line: 6, type: !26)
!52 = !DILocalVariable(name: "n", arg: 2, scope: !47, file: !2, line: 6, type: !9)
!53 = !DILocation(line: 0, scope: !47)
!54 = !DILocation(line: 7, column: 3, scope: !47)
!55 = !DILocation(line: 8, column: 1, scope: !47)
!56 = !DISubprogram(name: "printf", scope: !57, file: !57, line: 356, type: !58, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!57 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!58 = !DISubroutineType(types: !59)
!59 = !{!24, !60, null}
!60 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !61)
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64)
!62 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
