; ModuleID = 'lock_func_pointer.c'
source_filename = "lock_func_pointer.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@lock_fn = dso_local local_unnamed_addr global ptr @pthread_mutex_lock, align 8, !dbg !5
@unlock_fn = dso_local local_unnamed_addr global ptr @pthread_mutex_unlock, align 8, !dbg !44
@x = dso_local local_unnamed_addr global i32 0, align 4, !dbg !62
@.str = private unnamed_addr constant [7 x i8] c"x == 4\00", align 1, !dbg !46
@.str.1 = private unnamed_addr constant [20 x i8] c"lock_func_pointer.c\00", align 1, !dbg !51
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !56

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #0

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #0

; Function Attrs: nounwind uwtable
define dso_local noundef ptr @worker(ptr nocapture readnone %0) #1 !dbg !72 {
    #dbg_value(ptr poison, !77, !DIExpression(), !83)
    #dbg_value(i32 0, !78, !DIExpression(), !84)
    #dbg_value(i32 0, !78, !DIExpression(), !84)
  %2 = load ptr, ptr @lock_fn, align 8, !dbg !85, !tbaa !86
  %3 = tail call i32 %2(ptr noundef nonnull @m) #5, !dbg !85
  %4 = load i32, ptr @x, align 4, !dbg !90, !tbaa !91
    #dbg_value(i32 %4, !80, !DIExpression(), !93)
  %5 = add nsw i32 %4, 1, !dbg !94
  store i32 %5, ptr @x, align 4, !dbg !95, !tbaa !91
  %6 = load ptr, ptr @unlock_fn, align 8, !dbg !96, !tbaa !86
  %7 = tail call i32 %6(ptr noundef nonnull @m) #5, !dbg !96
    #dbg_value(i32 1, !78, !DIExpression(), !84)
  %8 = load ptr, ptr @lock_fn, align 8, !dbg !85, !tbaa !86
  %9 = tail call i32 %8(ptr noundef nonnull @m) #5, !dbg !85
  %10 = load i32, ptr @x, align 4, !dbg !90, !tbaa !91
    #dbg_value(i32 %10, !80, !DIExpression(), !93)
  %11 = add nsw i32 %10, 1, !dbg !94
  store i32 %11, ptr @x, align 4, !dbg !95, !tbaa !91
  %12 = load ptr, ptr @unlock_fn, align 8, !dbg !96, !tbaa !86
  %13 = tail call i32 %12(ptr noundef nonnull @m) #5, !dbg !96
    #dbg_value(i32 2, !78, !DIExpression(), !84)
  ret ptr null, !dbg !97
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !98 {
  %1 = alloca i64, align 8, !DIAssignID !106
    #dbg_assign(i1 undef, !102, !DIExpression(), !106, ptr %1, !DIExpression(), !107)
  %2 = alloca i64, align 8, !DIAssignID !108
    #dbg_assign(i1 undef, !105, !DIExpression(), !108, ptr %2, !DIExpression(), !107)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5, !dbg !109
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5, !dbg !109
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #5, !dbg !110
  %4 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #5, !dbg !111
  %5 = load i64, ptr %1, align 8, !dbg !112, !tbaa !113
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #5, !dbg !115
  %7 = load i64, ptr %2, align 8, !dbg !116, !tbaa !113
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #5, !dbg !117
  %9 = load i32, ptr @x, align 4, !dbg !118, !tbaa !91
  %10 = icmp eq i32 %9, 4, !dbg !118
  br i1 %10, label %12, label %11, !dbg !121

11:                                               ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 30, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #6, !dbg !118
  unreachable, !dbg !118

12:                                               ; preds = %0
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5, !dbg !122
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5, !dbg !122
  ret i32 0, !dbg !123
}

; Function Attrs: nounwind
declare !dbg !124 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #0

declare !dbg !143 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind
declare !dbg !147 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

attributes #0 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!64, !65, !66, !67, !68, !69, !70}
!llvm.ident = !{!71}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 9, type: !12, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "lock_func_pointer.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "ee2618f1b8b8caa5bf975a24ae2b3e62")
!4 = !{!0, !5, !44, !46, !51, !56, !62}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "lock_fn", scope: !2, file: !3, line: 11, type: !7, isLocal: false, isDefinition: true)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DISubroutineType(types: !9)
!9 = !{!10, !11}
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !13, line: 72, baseType: !14)
!13 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!14 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !13, line: 67, size: 320, elements: !15)
!15 = !{!16, !37, !42}
!16 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !14, file: !13, line: 69, baseType: !17, size: 320)
!17 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !18, line: 22, size: 320, elements: !19)
!18 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!19 = !{!20, !21, !23, !24, !25, !26, !28, !29}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !17, file: !18, line: 24, baseType: !10, size: 32)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !17, file: !18, line: 25, baseType: !22, size: 32, offset: 32)
!22 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !17, file: !18, line: 26, baseType: !10, size: 32, offset: 64)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !17, file: !18, line: 28, baseType: !22, size: 32, offset: 96)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !17, file: !18, line: 32, baseType: !10, size: 32, offset: 128)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !17, file: !18, line: 34, baseType: !27, size: 16, offset: 160)
!27 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !17, file: !18, line: 35, baseType: !27, size: 16, offset: 176)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !17, file: !18, line: 36, baseType: !30, size: 128, offset: 192)
!30 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !31, line: 55, baseType: !32)
!31 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!32 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !31, line: 51, size: 128, elements: !33)
!33 = !{!34, !36}
!34 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !32, file: !31, line: 53, baseType: !35, size: 64)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !32, file: !31, line: 54, baseType: !35, size: 64, offset: 64)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !14, file: !13, line: 70, baseType: !38, size: 320)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 320, elements: !40)
!39 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!40 = !{!41}
!41 = !DISubrange(count: 40)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !14, file: !13, line: 71, baseType: !43, size: 64)
!43 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(name: "unlock_fn", scope: !2, file: !3, line: 12, type: !7, isLocal: false, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !3, line: 30, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 56, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 7)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !3, line: 30, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 160, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 20)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !3, line: 30, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !59, size: 120, elements: !60)
!59 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!60 = !{!61}
!61 = !DISubrange(count: 15)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 10, type: !10, isLocal: false, isDefinition: true)
!64 = !{i32 7, !"Dwarf Version", i32 5}
!65 = !{i32 2, !"Debug Info Version", i32 3}
!66 = !{i32 1, !"wchar_size", i32 4}
!67 = !{i32 8, !"PIC Level", i32 2}
!68 = !{i32 7, !"PIE Level", i32 2}
!69 = !{i32 7, !"uwtable", i32 2}
!70 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!71 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!72 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 14, type: !73, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !76)
!73 = !DISubroutineType(types: !74)
!74 = !{!75, !75}
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!76 = !{!77, !78, !80}
!77 = !DILocalVariable(name: "arg", arg: 1, scope: !72, file: !3, line: 14, type: !75)
!78 = !DILocalVariable(name: "i", scope: !79, file: !3, line: 15, type: !10)
!79 = distinct !DILexicalBlock(scope: !72, file: !3, line: 15, column: 3)
!80 = !DILocalVariable(name: "v", scope: !81, file: !3, line: 17, type: !10)
!81 = distinct !DILexicalBlock(scope: !82, file: !3, line: 15, column: 31)
!82 = distinct !DILexicalBlock(scope: !79, file: !3, line: 15, column: 3)
!83 = !DILocation(line: 0, scope: !72)
!84 = !DILocation(line: 0, scope: !79)
!85 = !DILocation(line: 16, column: 5, scope: !81)
!86 = !{!87, !87, i64 0}
!87 = !{!"any pointer", !88, i64 0}
!88 = !{!"omnipotent char", !89, i64 0}
!89 = !{!"Simple C/C++ TBAA"}
!90 = !DILocation(line: 17, column: 13, scope: !81)
!91 = !{!92, !92, i64 0}
!92 = !{!"int", !88, i64 0}
!93 = !DILocation(line: 0, scope: !81)
!94 = !DILocation(line: 18, column: 11, scope: !81)
!95 = !DILocation(line: 18, column: 7, scope: !81)
!96 = !DILocation(line: 19, column: 5, scope: !81)
!97 = !DILocation(line: 21, column: 3, scope: !72)
!98 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 24, type: !99, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !101)
!99 = !DISubroutineType(types: !100)
!100 = !{!10}
!101 = !{!102, !105}
!102 = !DILocalVariable(name: "a", scope: !98, file: !3, line: 25, type: !103)
!103 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !13, line: 27, baseType: !104)
!104 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!105 = !DILocalVariable(name: "b", scope: !98, file: !3, line: 25, type: !103)
!106 = distinct !DIAssignID()
!107 = !DILocation(line: 0, scope: !98)
!108 = distinct !DIAssignID()
!109 = !DILocation(line: 25, column: 3, scope: !98)
!110 = !DILocation(line: 26, column: 3, scope: !98)
!111 = !DILocation(line: 27, column: 3, scope: !98)
!112 = !DILocation(line: 28, column: 16, scope: !98)
!113 = !{!114, !114, i64 0}
!114 = !{!"long", !88, i64 0}
!115 = !DILocation(line: 28, column: 3, scope: !98)
!116 = !DILocation(line: 29, column: 16, scope: !98)
!117 = !DILocation(line: 29, column: 3, scope: !98)
!118 = !DILocation(line: 30, column: 3, scope: !119)
!119 = distinct !DILexicalBlock(scope: !120, file: !3, line: 30, column: 3)
!120 = distinct !DILexicalBlock(scope: !98, file: !3, line: 30, column: 3)
!121 = !DILocation(line: 30, column: 3, scope: !120)
!122 = !DILocation(line: 32, column: 1, scope: !98)
!123 = !DILocation(line: 31, column: 3, scope: !98)
!124 = !DISubprogram(name: "pthread_create", scope: !125, file: !125, line: 202, type: !126, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!125 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!126 = !DISubroutineType(types: !127)
!127 = !{!10, !128, !130, !141, !142}
!128 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !129)
!129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !103, size: 64)
!130 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !131)
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 64)
!132 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !133)
!133 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !13, line: 62, baseType: !134)
!134 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !13, line: 56, size: 448, elements: !135)
!135 = !{!136, !140}
!136 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !134, file: !13, line: 58, baseType: !137, size: 448)
!137 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 448, elements: !138)
!138 = !{!139}
!139 = !DISubrange(count: 56)
!140 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !134, file: !13, line: 59, baseType: !43, size: 64)
!141 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 64)
!142 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !75)
!143 = !DISubprogram(name: "pthread_join", scope: !125, file: !125, line: 219, type: !144, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!144 = !DISubroutineType(types: !145)
!145 = !{!10, !103, !146}
!146 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !75, size: 64)
!147 = !DISubprogram(name: "__assert_fail", scope: !148, file: !148, line: 69, type: !149, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!148 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!149 = !DISubroutineType(types: !150)
!150 = !{null, !151, !151, !22, !151}
!151 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64)
