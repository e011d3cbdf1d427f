; ModuleID = 'symmetry_owner.c'
source_filename = "symmetry_owner.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@owner = dso_local local_unnamed_addr global i64 0, align 8, !dbg !37
@busy = dso_local local_unnamed_addr global i32 0, align 4, !dbg !42
@.str.1 = private unnamed_addr constant [17 x i8] c"symmetry_owner.c\00", align 1, !dbg !11
@.str.3 = private unnamed_addr constant [6 x i8] c"!busy\00", align 1, !dbg !27
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !32

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !83 {
    #dbg_value(ptr poison, !88, !DIExpression(), !89)
  %2 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #6, !dbg !90
  %3 = tail call i64 @pthread_self() #7, !dbg !91
  store i64 %3, ptr @owner, align 8, !dbg !92, !tbaa !93
  store i32 0, ptr @busy, align 4, !dbg !97, !tbaa !98
  %4 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #6, !dbg !100
  ret ptr null, !dbg !101
}

; Function Attrs: nounwind
declare !dbg !102 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !107 i64 @pthread_self() local_unnamed_addr #2

; Function Attrs: noreturn nounwind
declare !dbg !110 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !115 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !116 {
  %1 = alloca i64, align 8, !DIAssignID !123
    #dbg_assign(i1 undef, !120, !DIExpression(), !123, ptr %1, !DIExpression(), !124)
  %2 = alloca i64, align 8, !DIAssignID !125
    #dbg_assign(i1 undef, !121, !DIExpression(), !125, ptr %2, !DIExpression(), !124)
  %3 = alloca i64, align 8, !DIAssignID !126
    #dbg_assign(i1 undef, !122, !DIExpression(), !126, ptr %3, !DIExpression(), !124)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6, !dbg !127
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !127
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #6, !dbg !127
  %4 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #6, !dbg !128
  %5 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #6, !dbg !129
  %6 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #6, !dbg !130
  %7 = load i64, ptr %1, align 8, !dbg !131, !tbaa !93
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #6, !dbg !132
  %9 = load i64, ptr %2, align 8, !dbg !133, !tbaa !93
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef null) #6, !dbg !134
  %11 = load i64, ptr %3, align 8, !dbg !135, !tbaa !93
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null) #6, !dbg !136
  %13 = load i32, ptr @busy, align 4, !dbg !137, !tbaa !98
  %14 = icmp eq i32 %13, 0, !dbg !137
  br i1 %14, label %16, label %15, !dbg !140

15:                                               ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !137
  unreachable, !dbg !137

16:                                               ; preds = %0
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #6, !dbg !141
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !141
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6, !dbg !141
  ret i32 0, !dbg !142
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nounwind
declare !dbg !143 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !161 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind willreturn memory(none) }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!75, !76, !77, !78, !79, !80, !81}
!llvm.ident = !{!82}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 11, type: !45, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "symmetry_owner.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "273c795071e1d438aa99b57b7627c190")
!4 = !{!0, !5, !11, !16, !22, !27, !32, !37, !42}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 296, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 37)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 136, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 17)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 168, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 18, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 192, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 24)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 32, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 48, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 6)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 32, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 15)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(name: "owner", scope: !2, file: !3, line: 9, type: !39, isLocal: false, isDefinition: true)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !40, line: 27, baseType: !41)
!40 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!41 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(name: "busy", scope: !2, file: !3, line: 10, type: !44, isLocal: false, isDefinition: true)
!44 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!45 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !40, line: 72, baseType: !46)
!46 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !40, line: 67, size: 320, elements: !47)
!47 = !{!48, !69, !73}
!48 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !46, file: !40, line: 69, baseType: !49, size: 320)
!49 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !50, line: 22, size: 320, elements: !51)
!50 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!51 = !{!52, !53, !55, !56, !57, !58, !60, !61}
!52 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !49, file: !50, line: 24, baseType: !44, size: 32)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !49, file: !50, line: 25, baseType: !54, size: 32, offset: 32)
!54 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !49, file: !50, line: 26, baseType: !44, size: 32, offset: 64)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !49, file: !50, line: 28, baseType: !54, size: 32, offset: 96)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !49, file: !50, line: 32, baseType: !44, size: 32, offset: 128)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !49, file: !50, line: 34, baseType: !59, size: 16, offset: 160)
!59 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !49, file: !50, line: 35, baseType: !59, size: 16, offset: 176)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !49, file: !50, line: 36, baseType: !62, size: 128, offset: 192)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !63, line: 55, baseType: !64)
!63 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!64 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !63, line: 51, size: 128, elements: !65)
!65 = !{!66, !68}
!66 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !64, file: !63, line: 53, baseType: !67, size: 64)
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !64, file: !63, line: 54, baseType: !67, size: 64, offset: 64)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !46, file: !40, line: 70, baseType: !70, size: 320)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 320, elements: !71)
!71 = !{!72}
!72 = !DISubrange(count: 40)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !46, file: !40, line: 71, baseType: !74, size: 64)
!74 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!75 = !{i32 7, !"Dwarf Version", i32 5}
!76 = !{i32 2, !"Debug Info Version", i32 3}
!77 = !{i32 1, !"wchar_size", i32 4}
!78 = !{i32 8, !"PIC Level", i32 2}
!79 = !{i32 7, !"PIE Level", i32 2}
!80 = !{i32 7, !"uwtable", i32 2}
!81 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!82 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!83 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 13, type: !84, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !87)
!84 = !DISubroutineType(types: !85)
!85 = !{!86, !86}
!86 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!87 = !{!88}
!88 = !DILocalVariable(name: "arg", arg: 1, scope: !83, file: !3, line: 13, type: !86)
!89 = !DILocation(line: 0, scope: !83)
!90 = !DILocation(line: 14, column: 3, scope: !83)
!91 = !DILocation(line: 15, column: 11, scope: !83)
!92 = !DILocation(line: 15, column: 9, scope: !83)
!93 = !{!94, !94, i64 0}
!94 = !{!"long", !95, i64 0}
!95 = !{!"omnipotent char", !96, i64 0}
!96 = !{!"Simple C/C++ TBAA"}
!97 = !DILocation(line: 19, column: 8, scope: !83)
!98 = !{!99, !99, i64 0}
!99 = !{!"int", !95, i64 0}
!100 = !DILocation(line: 20, column: 3, scope: !83)
!101 = !DILocation(line: 21, column: 3, scope: !83)
!102 = !DISubprogram(name: "pthread_mutex_lock", scope: !103, file: !103, line: 794, type: !104, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!103 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!104 = !DISubroutineType(types: !105)
!105 = !{!44, !106}
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!107 = !DISubprogram(name: "pthread_self", scope: !103, file: !103, line: 273, type: !108, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!108 = !DISubroutineType(types: !109)
!109 = !{!39}
!110 = !DISubprogram(name: "__assert_fail", scope: !111, file: !111, line: 69, type: !112, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!111 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!112 = !DISubroutineType(types: !113)
!113 = !{null, !114, !114, !54, !114}
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!115 = !DISubprogram(name: "pthread_mutex_unlock", scope: !103, file: !103, line: 835, type: !104, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!116 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 24, type: !117, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !119)
!117 = !DISubroutineType(types: !118)
!118 = !{!44}
!119 = !{!120, !121, !122}
!120 = !DILocalVariable(name: "a", scope: !116, file: !3, line: 25, type: !39)
!121 = !DILocalVariable(name: "b", scope: !116, file: !3, line: 25, type: !39)
!122 = !DILocalVariable(name: "c", scope: !116, file: !3, line: 25, type: !39)
!123 = distinct !DIAssignID()
!124 = !DILocation(line: 0, scope: !116)
!125 = distinct !DIAssignID()
!126 = distinct !DIAssignID()
!127 = !DILocation(line: 25, column: 3, scope: !116)
!128 = !DILocation(line: 26, column: 3, scope: !116)
!129 = !DILocation(line: 27, column: 3, scope: !116)
!130 = !DILocation(line: 28, column: 3, scope: !116)
!131 = !DILocation(line: 29, column: 16, scope: !116)
!132 = !DILocation(line: 29, column: 3, scope: !116)
!133 = !DILocation(line: 30, column: 16, scope: !116)
!134 = !DILocation(line: 30, column: 3, scope: !116)
!135 = !DILocation(line: 31, column: 16, scope: !116)
!136 = !DILocation(line: 31, column: 3, scope: !116)
!137 = !DILocation(line: 32, column: 3, scope: !138)
!138 = distinct !DILexicalBlock(scope: !139, file: !3, line: 32, column: 3)
!139 = distinct !DILexicalBlock(scope: !116, file: !3, line: 32, column: 3)
!140 = !DILocation(line: 32, column: 3, scope: !139)
!141 = !DILocation(line: 34, column: 1, scope: !116)
!142 = !DILocation(line: 33, column: 3, scope: !116)
!143 = !DISubprogram(name: "pthread_create", scope: !103, file: !103, line: 202, type: !144, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!144 = !DISubroutineType(types: !145)
!145 = !{!44, !146, !148, !159, !160}
!146 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !147)
!147 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!148 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !149)
!149 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !150, size: 64)
!150 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !151)
!151 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !40, line: 62, baseType: !152)
!152 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !40, line: 56, size: 448, elements: !153)
!153 = !{!154, !158}
!154 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !152, file: !40, line: 58, baseType: !155, size: 448)
!155 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !156)
!156 = !{!157}
!157 = !DISubrange(count: 56)
!158 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !152, file: !40, line: 59, baseType: !74, size: 64)
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64)
!160 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !86)
!161 = !DISubprogram(name: "pthread_join", scope: !103, file: !103, line: 219, type: !162, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!162 = !DISubroutineType(types: !163)
!163 = !{!44, !39, !164}
!164 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64)
