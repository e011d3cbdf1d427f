; ModuleID = 'stack_overflow.c'
source_filename = "stack_overflow.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !0

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !18 {
    #dbg_value(i32 %0, !25, !DIExpression(), !27)
    #dbg_value(ptr %1, !26, !DIExpression(), !27)
  %3 = tail call fastcc i32 @depth(i32 noundef 0, i32 noundef 10), !dbg !28
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %3), !dbg !29
  %5 = sub nsw i32 1, %0, !dbg !30
  %6 = tail call fastcc i32 @depth(i32 noundef 1, i32 noundef %5), !dbg !31
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %6), !dbg !32
  ret i32 0, !dbg !33
}

; Function Attrs: nofree nounwind
declare !dbg !34 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline nounwind memory(inaccessiblemem: readwrite) uwtable
define internal fastcc i32 @depth(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !41 {
  %3 = alloca [64 x i8], align 16, !DIAssignID !52
    #dbg_assign(i1 undef, !47, !DIExpression(), !52, ptr %3, !DIExpression(), !53)
    #dbg_value(i32 %0, !45, !DIExpression(), !53)
    #dbg_value(i32 %1, !46, !DIExpression(), !53)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #4, !dbg !54
  %4 = trunc i32 %0 to i8, !dbg !55
  %5 = srem i32 %0, 64, !dbg !56
  %6 = sext i32 %5 to i64, !dbg !57
  %7 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %6, !dbg !57
  store volatile i8 %4, ptr %7, align 1, !dbg !58, !tbaa !59
  %8 = icmp eq i32 %0, %1, !dbg !62
  br i1 %8, label %9, label %12, !dbg !64

9:                                                ; preds = %2
  %10 = load volatile i8, ptr %3, align 16, !dbg !65, !tbaa !59
  %11 = sext i8 %10 to i32, !dbg !65
  br label %18, !dbg !66

12:                                               ; preds = %2
  %13 = add nsw i32 %0, 1, !dbg !67
  %14 = tail call fastcc i32 @depth(i32 noundef %13, i32 noundef %1), !dbg !68
  %15 = load volatile i8, ptr %7, align 1, !dbg !69, !tbaa !59
  %16 = sext i8 %15 to i32, !dbg !69
  %17 = add nsw i32 %14, %16, !dbg !70
  br label %18, !dbg !71

18:                                               ; preds = %12, %9
  %19 = phi i32 [ %11, %9 ], [ %17, %12 ], !dbg !53
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #4, !dbg !72
  ret i32 %19, !dbg !72
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline nounwind memory(inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!10, !11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "stack_overflow.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "7642a9662243de2679466b856acd79ad")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !9, splitDebugInlining: false, nameTableKind: None)
!8 = !{!4}
!9 = !{!0}
!10 = !{i32 7, !"Dwarf Version", i32 5}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 8, !"PIC Level", i32 2}
!14 = !{i32 7, !"PIE Level", i32 2}
!15 = !{i32 7, !"uwtable", i32 2}
!16 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!17 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!18 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 14, type: !19, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !24)
!19 = !DISubroutineType(types: !20)
!20 = !{!21, !21, !22}
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!24 = !{!25, !26}
!25 = !DILocalVariable(name: "argc", arg: 1, scope: !18, file: !2, line: 14, type: !21)
!26 = !DILocalVariable(name: "argv", arg: 2, scope: !18, file: !2, line: 14, type: !22)
!27 = !DILocation(line: 0, scope: !18)
!28 = !DILocation(line: 16, column: 18, scope: !18)
!29 = !DILocation(line: 16, column: 3, scope: !18)
!30 = !DILocation(line: 17, column: 29, scope: !18)
!31 = !DILocation(line: 17, column: 18, scope: !18)
!32 = !DILocation(line: 17, column: 3, scope: !18)
!33 = !DILocation(line: 18, column: 3, scope: !18)
!34 = !DISubprogram(name: "printf", scope: !35, file: !35, line: 356, type: !36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!35 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!36 = !DISubroutineType(types: !37)
!37 = !{!21, !38, null}
!38 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !39)
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!40 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!41 = distinct !DISubprogram(name: "depth", scope: !2, file: !2, line: 6, type: !42, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !44)
!42 = !DISubroutineType(types: !43)
!43 = !{!21, !21, !21}
!44 = !{!45, !46, !47}
!45 = !DILocalVariable(name: "n", arg: 1, scope: !41, file: !2, line: 6, type: !21)
!46 = !DILocalVariable(name: "stop", arg: 2, scope: !41, file: !2, line: 6, type: !21)
!47 = !DILocalVariable(name: "frame", scope: !41, file: !2, line: 7, type: !48)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 512, elements: !50)
!49 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !4)
!50 = !{!51}
!51 = !DISubrange(count: 64)
!52 = distinct !DIAssignID()
!53 = !DILocation(line: 0, scope: !41)
!54 = !DILocation(line: 7, column: 3, scope: !41)
!55 = !DILocation(line: 8, column: 19, scope: !41)
!56 = !DILocation(line: 8, column: 11, scope: !41)
!57 = !DILocation(line: 8, column: 3, scope: !41)
!58 = !DILocation(line: 8, column: 17, scope: !41)
!59 = !{!60, !60, i64 0}
!60 = !{!"omnipotent char", !61, i64 0}
!61 = !{!"Simple C/C++ TBAA"}
!62 = !DILocation(line: 9, column: 9, scope: !63)
!63 = distinct !DILexicalBlock(scope: !41, file: !2, line: 9, column: 7)
!64 = !DILocation(line: 9, column: 7, scope: !41)
!65 = !DILocation(line: 10, column: 12, scope: !63)
!66 = !DILocation(line: 10, column: 5, scope: !63)
!67 = !DILocation(line: 11, column: 18, scope: !41)
!68 = !DILocation(line: 11, column: 10, scope: !41)
!69 = !DILocation(line: 11, column: 31, scope: !41)
!70 = !DILocation(line: 11, column: 29, scope: !41)
!71 = !DILocation(line: 11, column: 3, scope: !41)
!72 = !DILocation(line: 12, column: 1, scope: !41)
