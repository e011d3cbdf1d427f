; ModuleID = 'strerror_time.c'
source_filename = "strerror_time.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.timeval = type { i64, i64 }
%struct.timespec = type { i64, i64 }

@__const.main.codes = private unnamed_addr constant [10 x i32] [i32 0, i32 1, i32 2, i32 4, i32 11, i32 12, i32 22, i32 16, i32 35, i32 34], align 16
@.str = private unnamed_addr constant [8 x i8] c"%d: %s\0A\00", align 1, !dbg !0
@.str.2 = private unnamed_addr constant [7 x i8] c"perror\00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [21 x i8] c"time consistent: %d\0A\00", align 1, !dbg !12
@.str.4 = private unnamed_addr constant [18 x i8] c"gettimeofday: %d\0A\00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [19 x i8] c"clock_gettime: %d\0A\00", align 1, !dbg !22
@.str.6 = private unnamed_addr constant [22 x i8] c"sleep: %u usleep: %d\0A\00", align 1, !dbg !27

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !47 {
    #dbg_assign(i1 undef, !52, !DIExpression(), !80, ptr @__const.main.codes, !DIExpression(), !81)
  %1 = alloca i64, align 8, !DIAssignID !82
    #dbg_assign(i1 undef, !65, !DIExpression(), !82, ptr %1, !DIExpression(), !81)
  %2 = alloca %struct.timeval, align 8, !DIAssignID !83
    #dbg_assign(i1 undef, !66, !DIExpression(), !83, ptr %2, !DIExpression(), !81)
  %3 = alloca %struct.timespec, align 8, !DIAssignID !84
    #dbg_assign(i1 undef, !73, !DIExpression(), !84, ptr %3, !DIExpression(), !81)
    #dbg_assign(i1 undef, !52, !DIExpression(), !85, ptr @__const.main.codes, !DIExpression(), !81)
    #dbg_value(i32 0, !56, !DIExpression(), !86)
  br label %21, !dbg !87

4:                                                ; preds = %21
  %5 = tail call ptr @strerror(i32 noundef 4242) #7, !dbg !88
  %6 = tail call i32 @puts(ptr nonnull dereferenceable(1) %5), !dbg !89
  %7 = tail call ptr @__errno_location() #8, !dbg !90
  store i32 22, ptr %7, align 4, !dbg !91, !tbaa !92
  tail call void @perror(ptr noundef nonnull @.str.2) #9, !dbg !96
  %8 = tail call i64 @time(ptr noundef null) #7, !dbg !97
    #dbg_value(i64 %8, !59, !DIExpression(), !81)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #7, !dbg !98
  %9 = call i64 @time(ptr noundef nonnull %1) #7, !dbg !99
  %10 = load i64, ptr %1, align 8, !dbg !100, !tbaa !101
  %11 = icmp sge i64 %10, %8, !dbg !103
  %12 = zext i1 %11 to i32, !dbg !103
  %13 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %12), !dbg !104
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #7, !dbg !105
  %14 = call i32 @gettimeofday(ptr noundef nonnull %2, ptr noundef null) #7, !dbg !106
  %15 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %14), !dbg !107
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #7, !dbg !108
  %16 = call i32 @clock_gettime(i32 noundef 1, ptr noundef nonnull %3) #7, !dbg !109
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %16), !dbg !110
  %18 = call i32 @sleep(i32 noundef 0) #7, !dbg !111
  %19 = call i32 @usleep(i32 noundef 0) #7, !dbg !112
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %18, i32 noundef %19), !dbg !113
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #7, !dbg !114
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #7, !dbg !114
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #7, !dbg !114
  ret i32 0, !dbg !115

21:                                               ; preds = %0, %21
  %22 = phi i64 [ 0, %0 ], [ %27, %21 ]
    #dbg_value(i64 %22, !56, !DIExpression(), !86)
  %23 = getelementptr inbounds [10 x i32], ptr @__const.main.codes, i64 0, i64 %22, !dbg !116
  %24 = load i32, ptr %23, align 4, !dbg !116, !tbaa !92
  %25 = tail call ptr @strerror(i32 noundef %24) #7, !dbg !118
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %24, ptr noundef %25), !dbg !119
  %27 = add nuw nsw i64 %22, 1, !dbg !120
    #dbg_value(i64 %27, !56, !DIExpression(), !86)
  %28 = icmp eq i64 %27, 10, !dbg !121
  br i1 %28, label %4, label %21, !dbg !87, !llvm.loop !122
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !126 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !133 ptr @strerror(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !138 ptr @__errno_location() local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare !dbg !143 void @perror(ptr nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !146 i64 @time(ptr noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare !dbg !151 noundef i32 @gettimeofday(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !159 i32 @clock_gettime(i32 noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !166 i32 @sleep(i32 noundef) local_unnamed_addr #5

declare !dbg !170 i32 @usleep(i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(none) }
attributes #9 = { cold }

!llvm.dbg.cu = !{!32}
!llvm.module.flags = !{!39, !40, !41, !42, !43, !44, !45}
!llvm.ident = !{!46}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "strerror_time.c", directory: "/work/main/tests/c", checksumkind: CSK_MD5, checksum: "251a4a6bf8213b28c45de5167340de49")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 8)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 7)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 21)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 18)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 19)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 22)
!32 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !33, splitDebugInlining: false, nameTableKind: None)
!33 = !{!0, !34, !7, !12, !17, !22, !27}
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 4)
!39 = !{i32 7, !"Dwarf Version", i32 5}
!40 = !{i32 2, !"Debug Info Version", i32 3}
!41 = !{i32 1, !"wchar_size", i32 4}
!42 = !{i32 8, !"PIC Level", i32 2}
!43 = !{i32 7, !"PIE Level", i32 2}
!44 = !{i32 7, !"uwtable", i32 2}
!45 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!46 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!47 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 11, type: !48, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !51)
!48 = !DISubroutineType(types: !49)
!49 = !{!50}
!50 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!51 = !{!52, !56, !59, !65, !66, !73}
!52 = !DILocalVariable(name: "codes", scope: !47, file: !2, line: 12, type: !53)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !50, size: 320, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 10)
!56 = !DILocalVariable(name: "i", scope: !57, file: !2, line: 13, type: !58)
!57 = distinct !DILexicalBlock(scope: !47, file: !2, line: 13, column: 3)
!58 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!59 = !DILocalVariable(name: "a", scope: !47, file: !2, line: 18, type: !60)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "time_t", file: !61, line: 10, baseType: !62)
!61 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/time_t.h", directory: "", checksumkind: CSK_MD5, checksum: "5c299a4954617c88bb03645c7864e1b1")
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "__time_t", file: !63, line: 160, baseType: !64)
!63 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!64 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!65 = !DILocalVariable(name: "b", scope: !47, file: !2, line: 18, type: !60)
!66 = !DILocalVariable(name: "tv", scope: !47, file: !2, line: 21, type: !67)
!67 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "timeval", file: !68, line: 8, size: 128, elements: !69)
!68 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_timeval.h", directory: "", checksumkind: CSK_MD5, checksum: "9b45d950050c215f216850b27bd1e8f3")
!69 = !{!70, !71}
!70 = !DIDerivedType(tag: DW_TAG_member, name: "tv_sec", scope: !67, file: !68, line: 14, baseType: !62, size: 64)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "tv_usec", scope: !67, file: !68, line: 15, baseType: !72, size: 64, offset: 64)
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "__suseconds_t", file: !63, line: 162, baseType: !64)
!73 = !DILocalVariable(name: "ts", scope: !47, file: !2, line: 23, type: !74)
!74 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "timespec", file: !75, line: 11, size: 128, elements: !76)
!75 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_timespec.h", directory: "", checksumkind: CSK_MD5, checksum: "55dc154df3f21a5aa944dcafba9b43f6")
!76 = !{!77, !78}
!77 = !DIDerivedType(tag: DW_TAG_member, name: "tv_sec", scope: !74, file: !75, line: 16, baseType: !62, size: 64)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "tv_nsec", scope: !74, file: !75, line: 21, baseType: !79, size: 64, offset: 64)
!79 = !DIDerivedType(tag: DW_TAG_typedef, name: "__syscall_slong_t", file: !63, line: 197, baseType: !64)
!80 = distinct !DIAssignID()
!81 = !DILocation(line: 0, scope: !47)
!82 = distinct !DIAssignID()
!83 = distinct !DIAssignID()
!84 = distinct !DIAssignID()
!85 = distinct !DIAssignID()
!86 = !DILocation(line: 0, scope: !57)
!87 = !DILocation(line: 13, column: 3, scope: !57)
!88 = !DILocation(line: 15, column: 18, scope: !47)
!89 = !DILocation(line: 15, column: 3, scope: !47)
!90 = !DILocation(line: 16, column: 3, scope: !47)
!91 = !DILocation(line: 16, column: 9, scope: !47)
!92 = !{!93, !93, i64 0}
!93 = !{!"int", !94, i64 0}
!94 = !{!"omnipotent char", !95, i64 0}
!95 = !{!"Simple C/C++ TBAA"}
!96 = !DILocation(line: 17, column: 3, scope: !47)
!97 = !DILocation(line: 18, column: 14, scope: !47)
!98 = !DILocation(line: 18, column: 3, scope: !47)
!99 = !DILocation(line: 19, column: 3, scope: !47)
!100 = !DILocation(line: 20, column: 35, scope: !47)
!101 = !{!102, !102, i64 0}
!102 = !{!"long", !94, i64 0}
!103 = !DILocation(line: 20, column: 37, scope: !47)
!104 = !DILocation(line: 20, column: 3, scope: !47)
!105 = !DILocation(line: 21, column: 3, scope: !47)
!106 = !DILocation(line: 22, column: 32, scope: !47)
!107 = !DILocation(line: 22, column: 3, scope: !47)
!108 = !DILocation(line: 23, column: 3, scope: !47)
!109 = !DILocation(line: 24, column: 33, scope: !47)
!110 = !DILocation(line: 24, column: 3, scope: !47)
!111 = !DILocation(line: 25, column: 36, scope: !47)
!112 = !DILocation(line: 25, column: 46, scope: !47)
!113 = !DILocation(line: 25, column: 3, scope: !47)
!114 = !DILocation(line: 27, column: 1, scope: !47)
!115 = !DILocation(line: 26, column: 3, scope: !47)
!116 = !DILocation(line: 14, column: 24, scope: !117)
!117 = distinct !DILexicalBlock(scope: !57, file: !2, line: 13, column: 3)
!118 = !DILocation(line: 14, column: 34, scope: !117)
!119 = !DILocation(line: 14, column: 5, scope: !117)
!120 = !DILocation(line: 13, column: 61, scope: !117)
!121 = !DILocation(line: 13, column: 26, scope: !117)
!122 = distinct !{!122, !87, !123, !124, !125}
!123 = !DILocation(line: 14, column: 52, scope: !57)
!124 = !{!"llvm.loop.mustprogress"}
!125 = !{!"llvm.loop.unroll.disable"}
!126 = !DISubprogram(name: "printf", scope: !127, file: !127, line: 356, type: !128, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!127 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!128 = !DISubroutineType(types: !129)
!129 = !{!50, !130, null}
!130 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !131)
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 64)
!132 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!133 = !DISubprogram(name: "strerror", scope: !134, file: !134, line: 419, type: !135, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!134 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!135 = !DISubroutineType(types: !136)
!136 = !{!137, !50}
!137 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!138 = !DISubprogram(name: "__errno_location", scope: !139, file: !139, line: 37, type: !140, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!139 = !DIFile(filename: "/usr/include/errno.h", directory: "", checksumkind: CSK_MD5, checksum: "01c14bf4ab600a3884f5da68eb763170")
!140 = !DISubroutineType(types: !141)
!141 = !{!142}
!142 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!143 = !DISubprogram(name: "perror", scope: !127, file: !127, line: 804, type: !144, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!144 = !DISubroutineType(types: !145)
!145 = !{null, !131}
!146 = !DISubprogram(name: "time", scope: !147, file: !147, line: 76, type: !148, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!147 = !DIFile(filename: "/usr/include/time.h", directory: "", checksumkind: CSK_MD5, checksum: "2680dca3d5ba26e957b6fd37deaada6c")
!148 = !DISubroutineType(types: !149)
!149 = !{!60, !150}
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!151 = !DISubprogram(name: "gettimeofday", scope: !152, file: !152, line: 67, type: !153, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!152 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/sys/time.h", directory: "", checksumkind: CSK_MD5, checksum: "b36e339815f62ba7208e5294180e353c")
!153 = !DISubroutineType(types: !154)
!154 = !{!50, !155, !157}
!155 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !156)
!156 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 64)
!157 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !158)
!158 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!159 = !DISubprogram(name: "clock_gettime", scope: !147, file: !147, line: 288, type: !160, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!160 = !DISubroutineType(types: !161)
!161 = !{!50, !162, !165}
!162 = !DIDerivedType(tag: DW_TAG_typedef, name: "clockid_t", file: !163, line: 7, baseType: !164)
!163 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/clockid_t.h", directory: "", checksumkind: CSK_MD5, checksum: "099a80153c2ad48bc7f5f4a188cb6d24")
!164 = !DIDerivedType(tag: DW_TAG_typedef, name: "__clockid_t", file: !63, line: 169, baseType: !50)
!165 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !74, size: 64)
!166 = !DISubprogram(name: "sleep", scope: !167, file: !167, line: 464, type: !168, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!167 = !DIFile(filename: "/usr/include/unistd.h", directory: "", checksumkind: CSK_MD5, checksum: "ed37c2e6f30ba31a8b41e4d70547c39c")
!168 = !DISubroutineType(types: !169)
!169 = !{!58, !58}
!170 = !DISubprogram(name: "usleep", scope: !167, file: !167, line: 480, type: !171, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!171 = !DISubroutineType(types: !172)
!172 = !{!50, !173}
!173 = !DIDerivedType(tag: DW_TAG_typedef, name: "__useconds_t", file: !63, line: 161, baseType: !58)
