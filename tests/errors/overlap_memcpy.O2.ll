; ModuleID = 'overlap_memcpy.c'
source_filename = "overlap_memcpy.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.s = private unnamed_addr constant [14 x i8] c"xxhello world\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !14 {
  %3 = alloca [14 x i8], align 1, !DIAssignID !28
    #dbg_assign(i1 undef, !24, !DIExpression(), !28, ptr %3, !DIExpression(), !29)
    #dbg_value(i32 %0, !22, !DIExpression(), !29)
    #dbg_value(ptr %1, !23, !DIExpression(), !29)
  call void @llvm.lifetime.start.p0(i64 14, ptr nonnull %3) #6, !dbg !30
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(14) %3, ptr noundef nonnull align 1 dereferenceable(14) @__const.main.s, i64 14, i1 false), !dbg !31, !DIAssignID !32
    #dbg_assign(i1 undef, !24, !DIExpression(), !32, ptr %3, !DIExpression(), !29)
  %4 = sext i32 %0 to i64, !dbg !33
  %5 = add nsw i64 %4, 1, !dbg !34
  call fastcc void @shift_left(ptr noundef nonnull %3, i64 noundef %5), !dbg !35
  %6 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %3), !dbg !36
  call void @llvm.lifetime.end.p0(i64 14, ptr nonnull %3) #6, !dbg !37
  ret i32 0, !dbg !38
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @shift_left(ptr nocapture noundef %0, i64 noundef %1) unnamed_addr #3 !dbg !39 {
    #dbg_value(ptr %0, !43, !DIExpression(), !45)
    #dbg_value(i64 %1, !44, !DIExpression(), !45)
  %3 = getelementptr inbounds i8, ptr %0, i64 %1, !dbg !46
  %4 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %3) #7, !dbg !47
  %5 = add i64 %4, 1, !dbg !48
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 1 %3, i64 %5, i1 false), !dbg !49
  ret void, !dbg !50
}

; Function Attrs: nofree nounwind
declare !dbg !51 noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !57 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "overlap_memcpy.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "bd2e1463b7bd54e22941302f61c81b0e")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 18, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 8, !"PIC Level", i32 2}
!10 = !{i32 7, !"PIE Level", i32 2}
!11 = !{i32 7, !"uwtable", i32 2}
!12 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!13 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!14 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 10, type: !15, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !21)
!15 = !DISubroutineType(types: !16)
!16 = !{!17, !17, !18}
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!21 = !{!22, !23, !24}
!22 = !DILocalVariable(name: "argc", arg: 1, scope: !14, file: !1, line: 10, type: !17)
!23 = !DILocalVariable(name: "argv", arg: 2, scope: !14, file: !1, line: 10, type: !18)
!24 = !DILocalVariable(name: "s", scope: !14, file: !1, line: 12, type: !25)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 112, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 14)
!28 = distinct !DIAssignID()
!29 = !DILocation(line: 0, scope: !14)
!30 = !DILocation(line: 12, column: 3, scope: !14)
!31 = !DILocation(line: 12, column: 8, scope: !14)
!32 = distinct !DIAssignID()
!33 = !DILocation(line: 13, column: 17, scope: !14)
!34 = !DILocation(line: 13, column: 30, scope: !14)
!35 = !DILocation(line: 13, column: 3, scope: !14)
!36 = !DILocation(line: 14, column: 3, scope: !14)
!37 = !DILocation(line: 16, column: 1, scope: !14)
!38 = !DILocation(line: 15, column: 3, scope: !14)
!39 = distinct !DISubprogram(name: "shift_left", scope: !1, file: !1, line: 6, type: !40, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !42)
!40 = !DISubroutineType(types: !41)
!41 = !{null, !19, !3}
!42 = !{!43, !44}
!43 = !DILocalVariable(name: "s", arg: 1, scope: !39, file: !1, line: 6, type: !19)
!44 = !DILocalVariable(name: "by", arg: 2, scope: !39, file: !1, line: 6, type: !3)
!45 = !DILocation(line: 0, scope: !39)
!46 = !DILocation(line: 7, column: 15, scope: !39)
!47 = !DILocation(line: 7, column: 21, scope: !39)
!48 = !DILocation(line: 7, column: 36, scope: !39)
!49 = !DILocation(line: 7, column: 3, scope: !39)
!50 = !DILocation(line: 8, column: 1, scope: !39)
!51 = !DISubprogram(name: "puts", scope: !52, file: !52, line: 661, type: !53, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!52 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!53 = !DISubroutineType(types: !54)
!54 = !{!17, !55}
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64)
!56 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!57 = !DISubprogram(name: "strlen", scope: !58, file: !58, line: 407, type: !59, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!58 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!59 = !DISubroutineType(types: !60)
!60 = !{!5, !55}
