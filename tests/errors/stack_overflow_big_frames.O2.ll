; ModuleID = 'stack_overflow_big_frames.c'
source_filename = "stack_overflow_big_frames.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !0

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !17 {
  %1 = tail call fastcc i32 @recurse(i32 noundef 0), !dbg !21
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %1), !dbg !22
  ret i32 0, !dbg !23
}

; Function Attrs: nofree nounwind
declare !dbg !24 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i32 @recurse(i32 noundef %0) unnamed_addr #2 !dbg !31 {
  %2 = alloca [65536 x i8], align 16, !DIAssignID !40
    #dbg_assign(i1 undef, !36, !DIExpression(), !40, ptr %2, !DIExpression(), !41)
    #dbg_value(i32 %0, !35, !DIExpression(), !41)
  call void @llvm.lifetime.start.p0(i64 65536, ptr nonnull %2) #5, !dbg !42
  %3 = trunc i32 %0 to i8, !dbg !43
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(65536) %2, i8 %3, i64 65536, i1 false), !dbg !43, !DIAssignID !44
    #dbg_assign(i1 undef, !36, !DIExpression(), !44, ptr %2, !DIExpression(), !41)
  %4 = add nsw i32 %0, 1, !dbg !45
  %5 = tail call fastcc i32 @recurse(i32 noundef %4), !dbg !46
  %6 = srem i32 %0, 65536, !dbg !47
  %7 = sext i32 %6 to i64, !dbg !48
  %8 = getelementptr inbounds [65536 x i8], ptr %2, i64 0, i64 %7, !dbg !48
  %9 = load i8, ptr %8, align 1, !dbg !48, !tbaa !49
  %10 = sext i8 %9 to i32, !dbg !48
  %11 = add nsw i32 %5, %10, !dbg !52
  call void @llvm.lifetime.end.p0(i64 65536, ptr nonnull %2) #5, !dbg !53
  ret i32 %11, !dbg !54
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "stack_overflow_big_frames.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "b0bb68a0cad77d2a5e9e28ba9070a9a1")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !8, splitDebugInlining: false, nameTableKind: None)
!8 = !{!0}
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 8, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 2}
!15 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!16 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!17 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 13, type: !18, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7)
!18 = !DISubroutineType(types: !19)
!19 = !{!20}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DILocation(line: 14, column: 18, scope: !17)
!22 = !DILocation(line: 14, column: 3, scope: !17)
!23 = !DILocation(line: 15, column: 3, scope: !17)
!24 = !DISubprogram(name: "printf", scope: !25, file: !25, line: 356, type: !26, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!25 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!26 = !DISubroutineType(types: !27)
!27 = !{!20, !28, null}
!28 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !29)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!31 = distinct !DISubprogram(name: "recurse", scope: !2, file: !2, line: 7, type: !32, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !34)
!32 = !DISubroutineType(types: !33)
!33 = !{!20, !20}
!34 = !{!35, !36}
!35 = !DILocalVariable(name: "n", arg: 1, scope: !31, file: !2, line: 7, type: !20)
!36 = !DILocalVariable(name: "big", scope: !31, file: !2, line: 8, type: !37)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 524288, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 65536)
!40 = distinct !DIAssignID()
!41 = !DILocation(line: 0, scope: !31)
!42 = !DILocation(line: 8, column: 3, scope: !31)
!43 = !DILocation(line: 9, column: 3, scope: !31)
!44 = distinct !DIAssignID()
!45 = !DILocation(line: 10, column: 20, scope: !31)
!46 = !DILocation(line: 10, column: 10, scope: !31)
!47 = !DILocation(line: 10, column: 33, scope: !31)
!48 = !DILocation(line: 10, column: 27, scope: !31)
!49 = !{!50, !50, i64 0}
!50 = !{!"omnipotent char", !51, i64 0}
!51 = !{!"Simple C/C++ TBAA"}
!52 = !DILocation(line: 10, column: 25, scope: !31)
!53 = !DILocation(line: 11, column: 1, scope: !31)
!54 = !DILocation(line: 10, column: 3, scope: !31)
