; ModuleID = 'div_zero_int.c'
source_filename = "div_zero_int.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.a = private unnamed_addr constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 16
@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !0

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !17 {
    #dbg_assign(i1 undef, !26, !DIExpression(), !28, ptr @__const.main.a, !DIExpression(), !29)
    #dbg_value(i32 %0, !24, !DIExpression(), !29)
    #dbg_value(ptr %1, !25, !DIExpression(), !29)
    #dbg_assign(i1 undef, !26, !DIExpression(), !30, ptr @__const.main.a, !DIExpression(), !29)
  %3 = tail call fastcc i32 @average(ptr noundef nonnull @__const.main.a, i32 noundef 4), !dbg !31
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %3), !dbg !32
  %5 = add nsw i32 %0, -1, !dbg !33
  %6 = tail call fastcc i32 @average(ptr noundef nonnull @__const.main.a, i32 noundef %5), !dbg !34
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %6), !dbg !35
  ret i32 0, !dbg !36
}

; Function Attrs: nofree nounwind
declare !dbg !37 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @average(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #2 !dbg !44 {
    #dbg_value(ptr %0, !50, !DIExpression(), !55)
    #dbg_value(i32 %1, !51, !DIExpression(), !55)
    #dbg_value(i32 0, !52, !DIExpression(), !55)
    #dbg_value(i32 0, !53, !DIExpression(), !56)
  %3 = icmp sgt i32 %1, 0, !dbg !57
  br i1 %3, label %4, label %28, !dbg !59

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64, !dbg !57
  %6 = icmp ult i32 %1, 8, !dbg !59
  br i1 %6, label %7, label %10, !dbg !59

7:                                                ; preds = %24, %4
  %8 = phi i64 [ 0, %4 ], [ %11, %24 ]
  %9 = phi i32 [ 0, %4 ], [ %26, %24 ]
  br label %31, !dbg !59

10:                                               ; preds = %4
  %11 = and i64 %5, 2147483640, !dbg !59
  br label %12, !dbg !59

12:                                               ; preds = %12, %10
  %13 = phi i64 [ 0, %10 ], [ %22, %12 ], !dbg !60
  %14 = phi <4 x i32> [ zeroinitializer, %10 ], [ %20, %12 ]
  %15 = phi <4 x i32> [ zeroinitializer, %10 ], [ %21, %12 ]
  %16 = getelementptr inbounds i32, ptr %0, i64 %13, !dbg !61
  %17 = getelementptr inbounds i8, ptr %16, i64 16, !dbg !61
  %18 = load <4 x i32>, ptr %16, align 4, !dbg !61, !tbaa !62
  %19 = load <4 x i32>, ptr %17, align 4, !dbg !61, !tbaa !62
  %20 = add <4 x i32> %18, %14, !dbg !66
  %21 = add <4 x i32> %19, %15, !dbg !66
  %22 = add nuw i64 %13, 8, !dbg !60
  %23 = icmp eq i64 %22, %11, !dbg !60
  br i1 %23, label %24, label %12, !dbg !60, !llvm.loop !67

24:                                               ; preds = %12
  %25 = add <4 x i32> %21, %20, !dbg !59
  %26 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %25), !dbg !59
  %27 = icmp eq i64 %11, %5, !dbg !59
  br i1 %27, label %28, label %7, !dbg !59

28:                                               ; preds = %31, %24, %2
  %29 = phi i32 [ 0, %2 ], [ %26, %24 ], [ %36, %31 ], !dbg !55
  %30 = sdiv i32 %29, %1, !dbg !72
  ret i32 %30, !dbg !73

31:                                               ; preds = %7, %31
  %32 = phi i64 [ %37, %31 ], [ %8, %7 ]
  %33 = phi i32 [ %36, %31 ], [ %9, %7 ]
    #dbg_value(i64 %32, !53, !DIExpression(), !56)
    #dbg_value(i32 %33, !52, !DIExpression(), !55)
  %34 = getelementptr inbounds i32, ptr %0, i64 %32, !dbg !61
  %35 = load i32, ptr %34, align 4, !dbg !61, !tbaa !62
  %36 = add nsw i32 %35, %33, !dbg !66
    #dbg_value(i32 %36, !52, !DIExpression(), !55)
  %37 = add nuw nsw i64 %32, 1, !dbg !60
    #dbg_value(i64 %37, !53, !DIExpression(), !56)
  %38 = icmp eq i64 %37, %5, !dbg !57
  br i1 %38, label %28, label %31, !dbg !59, !llvm.loop !74
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "div_zero_int.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "e63454d268b68c400ff04cdcbb020797")
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
!17 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 12, type: !18, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !23)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!23 = !{!24, !25, !26}
!24 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !2, line: 12, type: !20)
!25 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !2, line: 12, type: !21)
!26 = !DILocalVariable(name: "a", scope: !17, file: !2, line: 14, type: !27)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 128, elements: !5)
!28 = distinct !DIAssignID()
!29 = !DILocation(line: 0, scope: !17)
!30 = distinct !DIAssignID()
!31 = !DILocation(line: 15, column: 18, scope: !17)
!32 = !DILocation(line: 15, column: 3, scope: !17)
!33 = !DILocation(line: 16, column: 34, scope: !17)
!34 = !DILocation(line: 16, column: 18, scope: !17)
!35 = !DILocation(line: 16, column: 3, scope: !17)
!36 = !DILocation(line: 17, column: 3, scope: !17)
!37 = !DISubprogram(name: "printf", scope: !38, file: !38, line: 356, type: !39, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!38 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!39 = !DISubroutineType(types: !40)
!40 = !{!20, !41, null}
!41 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !42)
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64)
!43 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!44 = distinct !DISubprogram(name: "average", scope: !2, file: !2, line: 5, type: !45, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !49)
!45 = !DISubroutineType(types: !46)
!46 = !{!20, !47, !20}
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!48 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!49 = !{!50, !51, !52, !53}
!50 = !DILocalVariable(name: "a", arg: 1, scope: !44, file: !2, line: 5, type: !47)
!51 = !DILocalVariable(name: "n", arg: 2, scope: !44, file: !2, line: 5, type: !20)
!52 = !DILocalVariable(name: "s", scope: !44, file: !2, line: 6, type: !20)
!53 = !DILocalVariable(name: "i", scope: !54, file: !2, line: 7, type: !20)
!54 = distinct !DILexicalBlock(scope: !44, file: !2, line: 7, column: 3)
!55 = !DILocation(line: 0, scope: !44)
!56 = !DILocation(line: 0, scope: !54)
!57 = !DILocation(line: 7, column: 21, scope: !58)
!58 = distinct !DILexicalBlock(scope: !54, file: !2, line: 7, column: 3)
!59 = !DILocation(line: 7, column: 3, scope: !54)
!60 = !DILocation(line: 7, column: 27, scope: !58)
!61 = !DILocation(line: 8, column: 10, scope: !58)
!62 = !{!63, !63, i64 0}
!63 = !{!"int", !64, i64 0}
!64 = !{!"omnipotent char", !65, i64 0}
!65 = !{!"Simple C/C++ TBAA"}
!66 = !DILocation(line: 8, column: 7, scope: !58)
!67 = distinct !{!67, !59, !68, !69, !70, !71}
!68 = !DILocation(line: 8, column: 13, scope: !54)
!69 = !{!"llvm.loop.mustprogress"}
!70 = !{!"llvm.loop.isvectorized", i32 1}
!71 = !{!"llvm.loop.unroll.runtime.disable"}
!72 = !DILocation(line: 9, column: 12, scope: !44)
!73 = !DILocation(line: 9, column: 3, scope: !44)
!74 = distinct !{!74, !59, !68, !69, !71, !70}
