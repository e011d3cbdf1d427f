; ModuleID = 'escape_lifetime.c'
source_filename = "escape_lifetime.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@rounds = dso_local global i32 2, align 4, !dbg !0
@gp = dso_local global ptr null, align 8, !dbg !5

; Function Attrs: nofree norecurse nounwind uwtable
define dso_local noalias noundef ptr @writer(ptr nocapture readnone %0) #0 !dbg !19 {
    #dbg_value(ptr poison, !24, !DIExpression(), !26)
  %2 = load volatile ptr, ptr @gp, align 8, !dbg !27, !tbaa !28
    #dbg_value(ptr %2, !25, !DIExpression(), !26)
  %3 = icmp eq ptr %2, null, !dbg !32
  br i1 %3, label %5, label %4, !dbg !34

4:                                                ; preds = %1
  store volatile i32 2, ptr %2, align 4, !dbg !35, !tbaa !36
  br label %5, !dbg !38

5:                                                ; preds = %4, %1
  ret ptr null, !dbg !39
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !40 {
  %1 = alloca i64, align 8, !DIAssignID !53
    #dbg_assign(i1 undef, !44, !DIExpression(), !53, ptr %1, !DIExpression(), !54)
  %2 = alloca i32, align 4, !DIAssignID !55
    #dbg_assign(i1 undef, !50, !DIExpression(), !55, ptr %2, !DIExpression(), !56)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5, !dbg !57
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @writer, ptr noundef null) #5, !dbg !58
    #dbg_value(i32 0, !48, !DIExpression(), !59)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #5, !dbg !60
  store volatile i32 0, ptr %2, align 4, !dbg !61, !tbaa !36, !DIAssignID !62
  store volatile ptr %2, ptr @gp, align 8, !dbg !63, !tbaa !28
  %4 = load volatile i32, ptr @rounds, align 4, !dbg !64, !tbaa !36
  %5 = icmp eq i32 %4, 1, !dbg !66
  br i1 %5, label %6, label %9, !dbg !67

6:                                                ; preds = %9, %0
  %7 = load i64, ptr %1, align 8, !dbg !68, !tbaa !70
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #5, !dbg !72
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #5, !dbg !73
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5, !dbg !74
  ret i32 0, !dbg !74

9:                                                ; preds = %0, %9
  %10 = phi i32 [ %11, %9 ], [ 1, %0 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #5, !dbg !73
    #dbg_value(i32 %10, !48, !DIExpression(), !59)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #5, !dbg !60
  store volatile i32 %10, ptr %2, align 4, !dbg !61, !tbaa !36, !DIAssignID !62
    #dbg_assign(i32 %10, !50, !DIExpression(), !62, ptr %2, !DIExpression(), !56)
  store volatile ptr %2, ptr @gp, align 8, !dbg !63, !tbaa !28
  %11 = add nuw nsw i32 %10, 1, !dbg !75
  %12 = load volatile i32, ptr @rounds, align 4, !dbg !64, !tbaa !36
  %13 = icmp eq i32 %11, %12, !dbg !66
  br i1 %13, label %6, label %9, !dbg !67, !llvm.loop !76
}

; Function Attrs: nounwind
declare !dbg !79 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !100 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

attributes #0 = { nofree norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "rounds", scope: !2, file: !3, line: 12, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "escape_lifetime.c", directory: ".", checksumkind: CSK_MD5, checksum: "32f84277a0eb1a128e31a7e2ac1e4008")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "gp", scope: !2, file: !3, line: 11, type: !7, isLocal: false, isDefinition: true)
!7 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !8)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!9 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !10)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 8, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 2}
!17 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!18 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!19 = distinct !DISubprogram(name: "writer", scope: !3, file: !3, line: 14, type: !20, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !23)
!20 = !DISubroutineType(types: !21)
!21 = !{!22, !22}
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!23 = !{!24, !25}
!24 = !DILocalVariable(name: "a", arg: 1, scope: !19, file: !3, line: 14, type: !22)
!25 = !DILocalVariable(name: "p", scope: !19, file: !3, line: 15, type: !8)
!26 = !DILocation(line: 0, scope: !19)
!27 = !DILocation(line: 15, column: 21, scope: !19)
!28 = !{!29, !29, i64 0}
!29 = !{!"any pointer", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C/C++ TBAA"}
!32 = !DILocation(line: 16, column: 7, scope: !33)
!33 = distinct !DILexicalBlock(scope: !19, file: !3, line: 16, column: 7)
!34 = !DILocation(line: 16, column: 7, scope: !19)
!35 = !DILocation(line: 17, column: 8, scope: !33)
!36 = !{!37, !37, i64 0}
!37 = !{!"int", !30, i64 0}
!38 = !DILocation(line: 17, column: 5, scope: !33)
!39 = !DILocation(line: 18, column: 3, scope: !19)
!40 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 21, type: !41, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !43)
!41 = !DISubroutineType(types: !42)
!42 = !{!10}
!43 = !{!44, !48, !50}
!44 = !DILocalVariable(name: "t", scope: !40, file: !3, line: 22, type: !45)
!45 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !46, line: 27, baseType: !47)
!46 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!47 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!48 = !DILocalVariable(name: "i", scope: !49, file: !3, line: 24, type: !10)
!49 = distinct !DILexicalBlock(scope: !40, file: !3, line: 24, column: 3)
!50 = !DILocalVariable(name: "x", scope: !51, file: !3, line: 25, type: !9)
!51 = distinct !DILexicalBlock(scope: !52, file: !3, line: 24, column: 25)
!52 = distinct !DILexicalBlock(scope: !49, file: !3, line: 24, column: 3)
!53 = distinct !DIAssignID()
!54 = !DILocation(line: 0, scope: !40)
!55 = distinct !DIAssignID()
!56 = !DILocation(line: 0, scope: !51)
!57 = !DILocation(line: 22, column: 3, scope: !40)
!58 = !DILocation(line: 23, column: 3, scope: !40)
!59 = !DILocation(line: 0, scope: !49)
!60 = !DILocation(line: 25, column: 5, scope: !51)
!61 = !DILocation(line: 25, column: 18, scope: !51)
!62 = distinct !DIAssignID()
!63 = !DILocation(line: 26, column: 8, scope: !51)
!64 = !DILocation(line: 27, column: 18, scope: !65)
!65 = distinct !DILexicalBlock(scope: !51, file: !3, line: 27, column: 9)
!66 = !DILocation(line: 27, column: 15, scope: !65)
!67 = !DILocation(line: 27, column: 9, scope: !51)
!68 = !DILocation(line: 28, column: 20, scope: !69)
!69 = distinct !DILexicalBlock(scope: !65, file: !3, line: 27, column: 26)
!70 = !{!71, !71, i64 0}
!71 = !{!"long", !30, i64 0}
!72 = !DILocation(line: 28, column: 7, scope: !69)
!73 = !DILocation(line: 31, column: 3, scope: !52)
!74 = !DILocation(line: 33, column: 1, scope: !40)
!75 = !DILocation(line: 27, column: 11, scope: !65)
!76 = distinct !{!76, !77, !78}
!77 = !DILocation(line: 24, column: 3, scope: !49)
!78 = !DILocation(line: 31, column: 3, scope: !49)
!79 = !DISubprogram(name: "pthread_create", scope: !80, file: !80, line: 202, type: !81, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!80 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!81 = !DISubroutineType(types: !82)
!82 = !{!10, !83, !85, !98, !99}
!83 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !84)
!84 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!85 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !86)
!86 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !87, size: 64)
!87 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !88)
!88 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !46, line: 62, baseType: !89)
!89 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !46, line: 56, size: 448, elements: !90)
!90 = !{!91, !96}
!91 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !89, file: !46, line: 58, baseType: !92, size: 448)
!92 = !DICompositeType(tag: DW_TAG_array_type, baseType: !93, size: 448, elements: !94)
!93 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!94 = !{!95}
!95 = !DISubrange(count: 56)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !89, file: !46, line: 59, baseType: !97, size: 64)
!97 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!99 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !22)
!100 = !DISubprogram(name: "pthread_join", scope: !80, file: !80, line: 219, type: !101, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!101 = !DISubroutineType(types: !102)
!102 = !{!10, !45, !103}
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
