; ModuleID = 'oob_stack_write.c'
source_filename = "oob_stack_write.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !0

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !17 {
  %3 = alloca [8 x i32], align 16, !DIAssignID !30
    #dbg_assign(i1 undef, !26, !DIExpression(), !30, ptr %3, !DIExpression(), !31)
    #dbg_value(i32 %0, !24, !DIExpression(), !31)
    #dbg_value(ptr %1, !25, !DIExpression(), !31)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #4, !dbg !32
  %4 = add nsw i32 %0, 8, !dbg !33
  call fastcc void @fill(ptr noundef nonnull %3, i32 noundef %4), !dbg !34
  %5 = getelementptr inbounds i8, ptr %3, i64 28, !dbg !35
  %6 = load i32, ptr %5, align 4, !dbg !35, !tbaa !36
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %6), !dbg !40
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #4, !dbg !41
  ret i32 0, !dbg !42
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write) uwtable
define internal fastcc void @fill(ptr nocapture noundef writeonly %0, i32 noundef %1) unnamed_addr #2 !dbg !43 {
    #dbg_value(ptr %0, !48, !DIExpression(), !52)
    #dbg_value(i32 %1, !49, !DIExpression(), !52)
    #dbg_value(i32 0, !50, !DIExpression(), !53)
  %3 = icmp sgt i32 %1, 0, !dbg !54
  br i1 %3, label %4, label %22, !dbg !56

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64, !dbg !54
  %6 = and i64 %5, 3, !dbg !56
  %7 = icmp ult i32 %1, 4, !dbg !56
  br i1 %7, label %10, label %8, !dbg !56

8:                                                ; preds = %4
  %9 = and i64 %5, 2147483644, !dbg !56
  br label %23, !dbg !56

10:                                               ; preds = %23, %4
  %11 = phi i64 [ 0, %4 ], [ %41, %23 ]
  %12 = icmp eq i64 %6, 0, !dbg !56
  br i1 %12, label %22, label %13, !dbg !56

13:                                               ; preds = %10, %13
  %14 = phi i64 [ %19, %13 ], [ %11, %10 ]
  %15 = phi i64 [ %20, %13 ], [ 0, %10 ]
    #dbg_value(i64 %14, !50, !DIExpression(), !53)
  %16 = mul nuw nsw i64 %14, %14, !dbg !57
  %17 = getelementptr inbounds i32, ptr %0, i64 %14, !dbg !58
  %18 = trunc nuw i64 %16 to i32, !dbg !59
  store i32 %18, ptr %17, align 4, !dbg !59, !tbaa !36
  %19 = add nuw nsw i64 %14, 1, !dbg !60
    #dbg_value(i64 %19, !50, !DIExpression(), !53)
  %20 = add i64 %15, 1, !dbg !56
  %21 = icmp eq i64 %20, %6, !dbg !56
  br i1 %21, label %22, label %13, !dbg !56, !llvm.loop !61

22:                                               ; preds = %10, %13, %2
  ret void, !dbg !63

23:                                               ; preds = %23, %8
  %24 = phi i64 [ 0, %8 ], [ %41, %23 ]
  %25 = phi i64 [ 0, %8 ], [ %42, %23 ]
    #dbg_value(i64 %24, !50, !DIExpression(), !53)
  %26 = mul nuw nsw i64 %24, %24, !dbg !57
  %27 = getelementptr inbounds i32, ptr %0, i64 %24, !dbg !58
  %28 = trunc nuw i64 %26 to i32, !dbg !59
  store i32 %28, ptr %27, align 4, !dbg !59, !tbaa !36
  %29 = or disjoint i64 %24, 1, !dbg !60
    #dbg_value(i64 %29, !50, !DIExpression(), !53)
  %30 = mul nuw nsw i64 %29, %29, !dbg !57
  %31 = getelementptr inbounds i32, ptr %0, i64 %29, !dbg !58
  %32 = trunc nuw i64 %30 to i32, !dbg !59
  store i32 %32, ptr %31, align 4, !dbg !59, !tbaa !36
  %33 = or disjoint i64 %24, 2, !dbg !60
    #dbg_value(i64 %33, !50, !DIExpression(), !53)
  %34 = mul nuw nsw i64 %33, %33, !dbg !57
  %35 = getelementptr inbounds i32, ptr %0, i64 %33, !dbg !58
  %36 = trunc nuw i64 %34 to i32, !dbg !59
  store i32 %36, ptr %35, align 4, !dbg !59, !tbaa !36
  %37 = or disjoint i64 %24, 3, !dbg !60
    #dbg_value(i64 %37, !50, !DIExpression(), !53)
  %38 = mul nuw nsw i64 %37, %37, !dbg !57
  %39 = getelementptr inbounds i32, ptr %0, i64 %37, !dbg !58
  %40 = trunc nuw i64 %38 to i32, !dbg !59
  store i32 %40, ptr %39, align 4, !dbg !59, !tbaa !36
  %41 = add nuw nsw i64 %24, 4, !dbg !60
    #dbg_value(i64 %41, !50, !DIExpression(), !53)
  %42 = add i64 %25, 4, !dbg !56
  %43 = icmp eq i64 %42, %9, !dbg !56
  br i1 %43, label %10, label %23, !dbg !56, !llvm.loop !64
}

; Function Attrs: nofree nounwind
declare !dbg !67 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "oob_stack_write.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "cf0e0d25ee30a623fe70a3f96ff98d72")
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
!17 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 10, type: !18, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !23)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!23 = !{!24, !25, !26}
!24 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !2, line: 10, type: !20)
!25 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !2, line: 10, type: !21)
!26 = !DILocalVariable(name: "a", scope: !17, file: !2, line: 12, type: !27)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 256, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 8)
!30 = distinct !DIAssignID()
!31 = !DILocation(line: 0, scope: !17)
!32 = !DILocation(line: 12, column: 3, scope: !17)
!33 = !DILocation(line: 13, column: 16, scope: !17)
!34 = !DILocation(line: 13, column: 3, scope: !17)
!35 = !DILocation(line: 14, column: 18, scope: !17)
!36 = !{!37, !37, i64 0}
!37 = !{!"int", !38, i64 0}
!38 = !{!"omnipotent char", !39, i64 0}
!39 = !{!"Simple C/C++ TBAA"}
!40 = !DILocation(line: 14, column: 3, scope: !17)
!41 = !DILocation(line: 16, column: 1, scope: !17)
!42 = !DILocation(line: 15, column: 3, scope: !17)
!43 = distinct !DISubprogram(name: "fill", scope: !2, file: !2, line: 5, type: !44, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !47)
!44 = !DISubroutineType(types: !45)
!45 = !{null, !46, !20}
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!47 = !{!48, !49, !50}
!48 = !DILocalVariable(name: "a", arg: 1, scope: !43, file: !2, line: 5, type: !46)
!49 = !DILocalVariable(name: "n", arg: 2, scope: !43, file: !2, line: 5, type: !20)
!50 = !DILocalVariable(name: "i", scope: !51, file: !2, line: 6, type: !20)
!51 = distinct !DILexicalBlock(scope: !43, file: !2, line: 6, column: 3)
!52 = !DILocation(line: 0, scope: !43)
!53 = !DILocation(line: 0, scope: !51)
!54 = !DILocation(line: 6, column: 21, scope: !55)
!55 = distinct !DILexicalBlock(scope: !51, file: !2, line: 6, column: 3)
!56 = !DILocation(line: 6, column: 3, scope: !51)
!57 = !DILocation(line: 7, column: 14, scope: !55)
!58 = !DILocation(line: 7, column: 5, scope: !55)
!59 = !DILocation(line: 7, column: 10, scope: !55)
!60 = !DILocation(line: 6, column: 27, scope: !55)
!61 = distinct !{!61, !62}
!62 = !{!"llvm.loop.unroll.disable"}
!63 = !DILocation(line: 8, column: 1, scope: !43)
!64 = distinct !{!64, !56, !65, !66}
!65 = !DILocation(line: 7, column: 16, scope: !51)
!66 = !{!"llvm.loop.mustprogress"}
!67 = !DISubprogram(name: "printf", scope: !68, file: !68, line: 356, type: !69, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!68 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!69 = !DISubroutineType(types: !70)
!70 = !{!20, !71, null}
!71 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !72)
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 64)
!73 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
