; ModuleID = 'semaphore_timed.c'
source_filename = "semaphore_timed.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.sem_t = type { i64, [24 x i8] }
%struct.timespec = type { i64, i64 }

@posted = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@s = dso_local global %union.sem_t zeroinitializer, align 8, !dbg !27
@__const.main.ts = private unnamed_addr constant %struct.timespec { i64 1, i64 0 }, align 8
@.str = private unnamed_addr constant [12 x i8] c"posted == 1\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [18 x i8] c"semaphore_timed.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16
@.str.2 = private unnamed_addr constant [19 x i8] c"errno == ETIMEDOUT\00", align 1, !dbg !22

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @poster(ptr nocapture readnone %0) #0 !dbg !48 {
    #dbg_value(ptr poison, !53, !DIExpression(), !54)
  store i32 1, ptr @posted, align 4, !dbg !55, !tbaa !56
  %2 = tail call i32 @sem_post(ptr noundef nonnull @s) #7, !dbg !60
  ret ptr null, !dbg !61
}

; Function Attrs: nounwind
declare !dbg !62 i32 @sem_post(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !67 {
  %1 = alloca i64, align 8, !DIAssignID !84
    #dbg_assign(i1 undef, !71, !DIExpression(), !84, ptr %1, !DIExpression(), !85)
  %2 = alloca %struct.timespec, align 8, !DIAssignID !86
    #dbg_assign(i1 undef, !75, !DIExpression(), !86, ptr %2, !DIExpression(), !85)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #7, !dbg !87
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #7, !dbg !88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) @__const.main.ts, i64 16, i1 false), !dbg !89, !DIAssignID !90
    #dbg_assign(i1 undef, !75, !DIExpression(), !90, ptr %2, !DIExpression(), !85)
  %3 = tail call i32 @sem_init(ptr noundef nonnull @s, i32 noundef 0, i32 noundef 0) #7, !dbg !91
  %4 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @poster, ptr noundef null) #7, !dbg !92
  %5 = call i32 @sem_timedwait(ptr noundef nonnull @s, ptr noundef nonnull %2) #7, !dbg !93
  %6 = icmp eq i32 %5, 0, !dbg !95
  br i1 %6, label %7, label %11, !dbg !96

7:                                                ; preds = %0
  %8 = load i32, ptr @posted, align 4, !dbg !97, !tbaa !56
  %9 = icmp eq i32 %8, 1, !dbg !97
  br i1 %9, label %16, label %10, !dbg !100

10:                                               ; preds = %7
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 25, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !97
  unreachable, !dbg !97

11:                                               ; preds = %0
  %12 = tail call ptr @__errno_location() #9, !dbg !101
  %13 = load i32, ptr %12, align 4, !dbg !101, !tbaa !56
  %14 = icmp eq i32 %13, 110, !dbg !101
  br i1 %14, label %16, label %15, !dbg !104

15:                                               ; preds = %11
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 27, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !101
  unreachable, !dbg !101

16:                                               ; preds = %11, %7
  %17 = load i64, ptr %1, align 8, !dbg !105, !tbaa !106
  %18 = call i32 @pthread_join(i64 noundef %17, ptr noundef null) #7, !dbg !108
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #7, !dbg !109
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #7, !dbg !109
  ret i32 0, !dbg !110
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nounwind
declare !dbg !111 i32 @sem_init(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !115 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !134 i32 @sem_timedwait(ptr noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !141 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !146 ptr @__errno_location() local_unnamed_addr #6

declare !dbg !151 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }
attributes #9 = { nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!40, !41, !42, !43, !44, !45, !46}
!llvm.ident = !{!47}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "posted", scope: !2, file: !3, line: 11, type: !39, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "semaphore_timed.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "3ed7fcaa39a9f236f85dd8dd828d430b")
!4 = !{!5, !11, !16, !22, !27, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 96, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 12)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 144, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 18)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 27, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 152, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 19)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "s", scope: !2, file: !3, line: 10, type: !29, isLocal: false, isDefinition: true)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "sem_t", file: !30, line: 39, baseType: !31)
!30 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/semaphore.h", directory: "", checksumkind: CSK_MD5, checksum: "f0ec69aef73516c696d526041269f8fd")
!31 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !30, line: 35, size: 256, elements: !32)
!32 = !{!33, !37}
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !31, file: !30, line: 37, baseType: !34, size: 256)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 256, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 32)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !31, file: !30, line: 38, baseType: !38, size: 64)
!38 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!39 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!40 = !{i32 7, !"Dwarf Version", i32 5}
!41 = !{i32 2, !"Debug Info Version", i32 3}
!42 = !{i32 1, !"wchar_size", i32 4}
!43 = !{i32 8, !"PIC Level", i32 2}
!44 = !{i32 7, !"PIE Level", i32 2}
!45 = !{i32 7, !"uwtable", i32 2}
!46 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!47 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!48 = distinct !DISubprogram(name: "poster", scope: !3, file: !3, line: 13, type: !49, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !52)
!49 = !DISubroutineType(types: !50)
!50 = !{!51, !51}
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!52 = !{!53}
!53 = !DILocalVariable(name: "arg", arg: 1, scope: !48, file: !3, line: 13, type: !51)
!54 = !DILocation(line: 0, scope: !48)
!55 = !DILocation(line: 14, column: 10, scope: !48)
!56 = !{!57, !57, i64 0}
!57 = !{!"int", !58, i64 0}
!58 = !{!"omnipotent char", !59, i64 0}
!59 = !{!"Simple C/C++ TBAA"}
!60 = !DILocation(line: 15, column: 3, scope: !48)
!61 = !DILocation(line: 16, column: 3, scope: !48)
!62 = !DISubprogram(name: "sem_post", scope: !63, file: !63, line: 103, type: !64, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!63 = !DIFile(filename: "/usr/include/semaphore.h", directory: "", checksumkind: CSK_MD5, checksum: "b4f7b553fe09bd66107d6e44fae0c79f")
!64 = !DISubroutineType(types: !65)
!65 = !{!39, !66}
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!67 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 19, type: !68, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !70)
!68 = !DISubroutineType(types: !69)
!69 = !{!39}
!70 = !{!71, !75}
!71 = !DILocalVariable(name: "t", scope: !67, file: !3, line: 20, type: !72)
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !73, line: 27, baseType: !74)
!73 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!74 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!75 = !DILocalVariable(name: "ts", scope: !67, file: !3, line: 21, type: !76)
!76 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "timespec", file: !77, line: 11, size: 128, elements: !78)
!77 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_timespec.h", directory: "", checksumkind: CSK_MD5, checksum: "55dc154df3f21a5aa944dcafba9b43f6")
!78 = !{!79, !82}
!79 = !DIDerivedType(tag: DW_TAG_member, name: "tv_sec", scope: !76, file: !77, line: 16, baseType: !80, size: 64)
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "__time_t", file: !81, line: 160, baseType: !38)
!81 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!82 = !DIDerivedType(tag: DW_TAG_member, name: "tv_nsec", scope: !76, file: !77, line: 21, baseType: !83, size: 64, offset: 64)
!83 = !DIDerivedType(tag: DW_TAG_typedef, name: "__syscall_slong_t", file: !81, line: 197, baseType: !38)
!84 = distinct !DIAssignID()
!85 = !DILocation(line: 0, scope: !67)
!86 = distinct !DIAssignID()
!87 = !DILocation(line: 20, column: 3, scope: !67)
!88 = !DILocation(line: 21, column: 3, scope: !67)
!89 = !DILocation(line: 21, column: 19, scope: !67)
!90 = distinct !DIAssignID()
!91 = !DILocation(line: 22, column: 3, scope: !67)
!92 = !DILocation(line: 23, column: 3, scope: !67)
!93 = !DILocation(line: 24, column: 7, scope: !94)
!94 = distinct !DILexicalBlock(scope: !67, file: !3, line: 24, column: 7)
!95 = !DILocation(line: 24, column: 30, scope: !94)
!96 = !DILocation(line: 24, column: 7, scope: !67)
!97 = !DILocation(line: 25, column: 5, scope: !98)
!98 = distinct !DILexicalBlock(scope: !99, file: !3, line: 25, column: 5)
!99 = distinct !DILexicalBlock(scope: !94, file: !3, line: 25, column: 5)
!100 = !DILocation(line: 25, column: 5, scope: !99)
!101 = !DILocation(line: 27, column: 5, scope: !102)
!102 = distinct !DILexicalBlock(scope: !103, file: !3, line: 27, column: 5)
!103 = distinct !DILexicalBlock(scope: !94, file: !3, line: 27, column: 5)
!104 = !DILocation(line: 27, column: 5, scope: !103)
!105 = !DILocation(line: 28, column: 16, scope: !67)
!106 = !{!107, !107, i64 0}
!107 = !{!"long", !58, i64 0}
!108 = !DILocation(line: 28, column: 3, scope: !67)
!109 = !DILocation(line: 30, column: 1, scope: !67)
!110 = !DILocation(line: 29, column: 3, scope: !67)
!111 = !DISubprogram(name: "sem_init", scope: !63, file: !63, line: 35, type: !112, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!112 = !DISubroutineType(types: !113)
!113 = !{!39, !66, !39, !114}
!114 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!115 = !DISubprogram(name: "pthread_create", scope: !116, file: !116, line: 202, type: !117, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!116 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!117 = !DISubroutineType(types: !118)
!118 = !{!39, !119, !121, !132, !133}
!119 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !120)
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!121 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !122)
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !123, size: 64)
!123 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !124)
!124 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !73, line: 62, baseType: !125)
!125 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !73, line: 56, size: 448, elements: !126)
!126 = !{!127, !131}
!127 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !125, file: !73, line: 58, baseType: !128, size: 448)
!128 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !129)
!129 = !{!130}
!130 = !DISubrange(count: 56)
!131 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !125, file: !73, line: 59, baseType: !38, size: 64)
!132 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!133 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !51)
!134 = !DISubprogram(name: "sem_timedwait", scope: !63, file: !63, line: 63, type: !135, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!135 = !DISubroutineType(types: !136)
!136 = !{!39, !137, !138}
!137 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !66)
!138 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !139)
!139 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !140, size: 64)
!140 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !76)
!141 = !DISubprogram(name: "__assert_fail", scope: !142, file: !142, line: 69, type: !143, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!142 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!143 = !DISubroutineType(types: !144)
!144 = !{null, !145, !145, !114, !145}
!145 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!146 = !DISubprogram(name: "__errno_location", scope: !147, file: !147, line: 37, type: !148, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!147 = !DIFile(filename: "/usr/include/errno.h", directory: "", checksumkind: CSK_MD5, checksum: "01c14bf4ab600a3884f5da68eb763170")
!148 = !DISubroutineType(types: !149)
!149 = !{!150}
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!151 = !DISubprogram(name: "pthread_join", scope: !116, file: !116, line: 219, type: !152, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!152 = !DISubroutineType(types: !153)
!153 = !{!39, !72, !154}
!154 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
