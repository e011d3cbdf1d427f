; ModuleID = 'all_outputs.c'
source_filename = "all_outputs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@banner = dso_local constant [8 x i8] c"fwrite\0A\00", align 1, !dbg !8
@.str = private unnamed_addr constant [12 x i8] c"printf %ld\0A\00", align 1, !dbg !15
@stderr = external local_unnamed_addr global ptr, align 8
@.str.1 = private unnamed_addr constant [13 x i8] c"fprintf %ld\0A\00", align 1, !dbg !20
@.str.2 = private unnamed_addr constant [5 x i8] c"puts\00", align 1, !dbg !25
@.str.3 = private unnamed_addr constant [7 x i8] c"fputs\0A\00", align 1, !dbg !30
@stdout = external local_unnamed_addr global ptr, align 8
@.str.4 = private unnamed_addr constant [8 x i8] c"write1\0A\00", align 1, !dbg !35
@.str.5 = private unnamed_addr constant [8 x i8] c"write2\0A\00", align 1, !dbg !38
@count = dso_local local_unnamed_addr global i32 0, align 4, !dbg !40

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @talk(ptr noundef %0) #0 !dbg !81 {
    #dbg_value(ptr %0, !85, !DIExpression(), !87)
  %2 = ptrtoint ptr %0 to i64, !dbg !88
    #dbg_value(i64 %2, !86, !DIExpression(), !87)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %2), !dbg !89
  %4 = load ptr, ptr @stderr, align 8, !dbg !90, !tbaa !91
  %5 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %4, ptr noundef nonnull @.str.1, i64 noundef %2) #6, !dbg !95
  %6 = tail call i32 @puts(ptr noundef nonnull dereferenceable(1) @.str.2), !dbg !96
    #dbg_value(i32 99, !97, !DIExpression(), !103)
  %7 = load ptr, ptr @stdout, align 8, !dbg !105, !tbaa !91
  %8 = tail call i32 @putc(i32 noundef 99, ptr noundef %7), !dbg !106
    #dbg_value(i32 10, !97, !DIExpression(), !107)
  %9 = load ptr, ptr @stdout, align 8, !dbg !109, !tbaa !91
  %10 = tail call i32 @putc(i32 noundef 10, ptr noundef %9), !dbg !110
  %11 = load ptr, ptr @stdout, align 8, !dbg !111, !tbaa !91
  %12 = tail call i64 @fwrite(ptr nonnull @.str.3, i64 6, i64 1, ptr %11), !dbg !112
  %13 = load ptr, ptr @stderr, align 8, !dbg !113, !tbaa !91
  %14 = tail call i32 @fputc(i32 noundef 102, ptr noundef %13), !dbg !114
  %15 = load ptr, ptr @stderr, align 8, !dbg !115, !tbaa !91
  %16 = tail call i32 @fputc(i32 noundef 10, ptr noundef %15), !dbg !116
  %17 = load ptr, ptr @stdout, align 8, !dbg !117, !tbaa !91
  %18 = tail call i64 @fwrite(ptr noundef nonnull @banner, i64 noundef 1, i64 noundef 7, ptr noundef %17), !dbg !118
  %19 = load ptr, ptr @stdout, align 8, !dbg !119, !tbaa !91
  %20 = tail call i32 @fflush(ptr noundef %19), !dbg !120
  %21 = tail call i64 @write(i32 noundef 1, ptr noundef nonnull @.str.4, i64 noundef 7) #7, !dbg !121
  %22 = tail call i64 @write(i32 noundef 2, ptr noundef nonnull @.str.5, i64 noundef 7) #7, !dbg !122
  %23 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #7, !dbg !123
  %24 = load i32, ptr @count, align 4, !dbg !124, !tbaa !125
  %25 = add nsw i32 %24, 1, !dbg !124
  store i32 %25, ptr @count, align 4, !dbg !124, !tbaa !125
  %26 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #7, !dbg !127
  ret ptr null, !dbg !128
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !129 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !135 noundef i32 @fprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !198 noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !201 noundef i32 @fputc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !204 noundef i64 @fwrite(ptr nocapture noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !210 noundef i32 @fflush(ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: nofree
declare !dbg !213 noundef i64 @write(i32 noundef, ptr nocapture noundef readonly, i64 noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !219 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare !dbg !224 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 !dbg !225 {
  %1 = alloca [2 x i64], align 16, !DIAssignID !238
    #dbg_assign(i1 undef, !229, !DIExpression(), !238, ptr %1, !DIExpression(), !239)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #7, !dbg !240
    #dbg_value(i64 0, !234, !DIExpression(), !241)
    #dbg_value(i64 0, !234, !DIExpression(), !241)
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @talk, ptr noundef null) #7, !dbg !242
    #dbg_value(i64 1, !234, !DIExpression(), !241)
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !244
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @talk, ptr noundef nonnull inttoptr (i64 1 to ptr)) #7, !dbg !242
    #dbg_value(i64 2, !234, !DIExpression(), !241)
    #dbg_value(i64 0, !236, !DIExpression(), !245)
  %5 = load i64, ptr %1, align 16, !dbg !246, !tbaa !248
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #7, !dbg !250
    #dbg_value(i64 1, !236, !DIExpression(), !245)
  %7 = load i64, ptr %3, align 8, !dbg !246, !tbaa !248
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #7, !dbg !250
    #dbg_value(i64 2, !236, !DIExpression(), !245)
  %9 = load i32, ptr @count, align 4, !dbg !251, !tbaa !125
  %10 = icmp ne i32 %9, 2, !dbg !252
  %11 = zext i1 %10 to i32, !dbg !251
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #7, !dbg !253
  ret i32 %11, !dbg !254
}

; Function Attrs: nounwind
declare !dbg !255 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !273 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare !dbg !277 noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #2

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { cold nounwind }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!73, !74, !75, !76, !77, !78, !79}
!llvm.ident = !{!80}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 9, type: !43, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "all_outputs.c", directory: "/work/msc/tests/output", checksumkind: CSK_MD5, checksum: "b605ae694021df3b3875fbe8c2e44531")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!7 = !{!0, !8, !15, !20, !25, !30, !35, !38, !40}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "banner", scope: !2, file: !3, line: 11, type: !10, isLocal: false, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 64, elements: !13)
!11 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!12 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!13 = !{!14}
!14 = !DISubrange(count: 8)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !3, line: 16, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 96, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 12)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 104, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 13)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !3, line: 18, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 40, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 5)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 56, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 7)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 64, elements: !13)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !3, line: 27, type: !37, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(name: "count", scope: !2, file: !3, line: 10, type: !42, isLocal: false, isDefinition: true)
!42 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !44, line: 72, baseType: !45)
!44 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!45 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !44, line: 67, size: 320, elements: !46)
!46 = !{!47, !68, !72}
!47 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !45, file: !44, line: 69, baseType: !48, size: 320)
!48 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !49, line: 22, size: 320, elements: !50)
!49 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!50 = !{!51, !52, !54, !55, !56, !57, !59, !60}
!51 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !48, file: !49, line: 24, baseType: !42, size: 32)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !48, file: !49, line: 25, baseType: !53, size: 32, offset: 32)
!53 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !48, file: !49, line: 26, baseType: !42, size: 32, offset: 64)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !48, file: !49, line: 28, baseType: !53, size: 32, offset: 96)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !48, file: !49, line: 32, baseType: !42, size: 32, offset: 128)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !48, file: !49, line: 34, baseType: !58, size: 16, offset: 160)
!58 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !48, file: !49, line: 35, baseType: !58, size: 16, offset: 176)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !48, file: !49, line: 36, baseType: !61, size: 128, offset: 192)
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !62, line: 55, baseType: !63)
!62 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!63 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !62, line: 51, size: 128, elements: !64)
!64 = !{!65, !67}
!65 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !63, file: !62, line: 53, baseType: !66, size: 64)
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !63, file: !62, line: 54, baseType: !66, size: 64, offset: 64)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !45, file: !44, line: 70, baseType: !69, size: 320)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 320, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 40)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !45, file: !44, line: 71, baseType: !5, size: 64)
!73 = !{i32 7, !"Dwarf Version", i32 5}
!74 = !{i32 2, !"Debug Info Version", i32 3}
!75 = !{i32 1, !"wchar_size", i32 4}
!76 = !{i32 8, !"PIC Level", i32 2}
!77 = !{i32 7, !"PIE Level", i32 2}
!78 = !{i32 7, !"uwtable", i32 2}
!79 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!80 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!81 = distinct !DISubprogram(name: "talk", scope: !3, file: !3, line: 13, type: !82, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !84)
!82 = !DISubroutineType(types: !83)
!83 = !{!6, !6}
!84 = !{!85, !86}
!85 = !DILocalVariable(name: "arg", arg: 1, scope: !81, file: !3, line: 13, type: !6)
!86 = !DILocalVariable(name: "id", scope: !81, file: !3, line: 14, type: !5)
!87 = !DILocation(line: 0, scope: !81)
!88 = !DILocation(line: 14, column: 13, scope: !81)
!89 = !DILocation(line: 16, column: 3, scope: !81)
!90 = !DILocation(line: 17, column: 11, scope: !81)
!91 = !{!92, !92, i64 0}
!92 = !{!"any pointer", !93, i64 0}
!93 = !{!"omnipotent char", !94, i64 0}
!94 = !{!"Simple C/C++ TBAA"}
!95 = !DILocation(line: 17, column: 3, scope: !81)
!96 = !DILocation(line: 18, column: 3, scope: !81)
!97 = !DILocalVariable(name: "__c", arg: 1, scope: !98, file: !99, line: 82, type: !42)
!98 = distinct !DISubprogram(name: "putchar", scope: !99, file: !99, line: 82, type: !100, scopeLine: 83, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !102)
!99 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!100 = !DISubroutineType(types: !101)
!101 = !{!42, !42}
!102 = !{!97}
!103 = !DILocation(line: 0, scope: !98, inlinedAt: !104)
!104 = distinct !DILocation(line: 19, column: 3, scope: !81)
!105 = !DILocation(line: 84, column: 21, scope: !98, inlinedAt: !104)
!106 = !DILocation(line: 84, column: 10, scope: !98, inlinedAt: !104)
!107 = !DILocation(line: 0, scope: !98, inlinedAt: !108)
!108 = distinct !DILocation(line: 20, column: 3, scope: !81)
!109 = !DILocation(line: 84, column: 21, scope: !98, inlinedAt: !108)
!110 = !DILocation(line: 84, column: 10, scope: !98, inlinedAt: !108)
!111 = !DILocation(line: 21, column: 20, scope: !81)
!112 = !DILocation(line: 21, column: 3, scope: !81)
!113 = !DILocation(line: 22, column: 14, scope: !81)
!114 = !DILocation(line: 22, column: 3, scope: !81)
!115 = !DILocation(line: 23, column: 15, scope: !81)
!116 = !DILocation(line: 23, column: 3, scope: !81)
!117 = !DILocation(line: 24, column: 37, scope: !81)
!118 = !DILocation(line: 24, column: 3, scope: !81)
!119 = !DILocation(line: 25, column: 10, scope: !81)
!120 = !DILocation(line: 25, column: 3, scope: !81)
!121 = !DILocation(line: 26, column: 3, scope: !81)
!122 = !DILocation(line: 27, column: 3, scope: !81)
!123 = !DILocation(line: 29, column: 3, scope: !81)
!124 = !DILocation(line: 30, column: 8, scope: !81)
!125 = !{!126, !126, i64 0}
!126 = !{!"int", !93, i64 0}
!127 = !DILocation(line: 31, column: 3, scope: !81)
!128 = !DILocation(line: 32, column: 3, scope: !81)
!129 = !DISubprogram(name: "printf", scope: !130, file: !130, line: 356, type: !131, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!130 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!131 = !DISubroutineType(types: !132)
!132 = !{!42, !133, null}
!133 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !134)
!134 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!135 = !DISubprogram(name: "fprintf", scope: !130, file: !130, line: 350, type: !136, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!136 = !DISubroutineType(types: !137)
!137 = !{!42, !138, !133, null}
!138 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !139)
!139 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !140, size: 64)
!140 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !141, line: 7, baseType: !142)
!141 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!142 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !143, line: 49, size: 1728, elements: !144)
!143 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!144 = !{!145, !146, !148, !149, !150, !151, !152, !153, !154, !155, !156, !157, !158, !161, !163, !164, !165, !168, !170, !172, !176, !179, !181, !184, !187, !188, !189, !193, !194}
!145 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !142, file: !143, line: 51, baseType: !42, size: 32)
!146 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !142, file: !143, line: 54, baseType: !147, size: 64, offset: 64)
!147 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!148 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !142, file: !143, line: 55, baseType: !147, size: 64, offset: 128)
!149 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !142, file: !143, line: 56, baseType: !147, size: 64, offset: 192)
!150 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !142, file: !143, line: 57, baseType: !147, size: 64, offset: 256)
!151 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !142, file: !143, line: 58, baseType: !147, size: 64, offset: 320)
!152 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !142, file: !143, line: 59, baseType: !147, size: 64, offset: 384)
!153 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !142, file: !143, line: 60, baseType: !147, size: 64, offset: 448)
!154 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !142, file: !143, line: 61, baseType: !147, size: 64, offset: 512)
!155 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !142, file: !143, line: 64, baseType: !147, size: 64, offset: 576)
!156 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !142, file: !143, line: 65, baseType: !147, size: 64, offset: 640)
!157 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !142, file: !143, line: 66, baseType: !147, size: 64, offset: 704)
!158 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !142, file: !143, line: 68, baseType: !159, size: 64, offset: 768)
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !160, size: 64)
!160 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !143, line: 36, flags: DIFlagFwdDecl)
!161 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !142, file: !143, line: 70, baseType: !162, size: 64, offset: 832)
!162 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !142, size: 64)
!163 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !142, file: !143, line: 72, baseType: !42, size: 32, offset: 896)
!164 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !142, file: !143, line: 73, baseType: !42, size: 32, offset: 928)
!165 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !142, file: !143, line: 74, baseType: !166, size: 64, offset: 960)
!166 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !167, line: 152, baseType: !5)
!167 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!168 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !142, file: !143, line: 77, baseType: !169, size: 16, offset: 1024)
!169 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!170 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !142, file: !143, line: 78, baseType: !171, size: 8, offset: 1040)
!171 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !142, file: !143, line: 79, baseType: !173, size: 8, offset: 1048)
!173 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 8, elements: !174)
!174 = !{!175}
!175 = !DISubrange(count: 1)
!176 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !142, file: !143, line: 81, baseType: !177, size: 64, offset: 1088)
!177 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !178, size: 64)
!178 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !143, line: 43, baseType: null)
!179 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !142, file: !143, line: 89, baseType: !180, size: 64, offset: 1152)
!180 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !167, line: 153, baseType: !5)
!181 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !142, file: !143, line: 91, baseType: !182, size: 64, offset: 1216)
!182 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !183, size: 64)
!183 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !143, line: 37, flags: DIFlagFwdDecl)
!184 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !142, file: !143, line: 92, baseType: !185, size: 64, offset: 1280)
!185 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !186, size: 64)
!186 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !143, line: 38, flags: DIFlagFwdDecl)
!187 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !142, file: !143, line: 93, baseType: !162, size: 64, offset: 1344)
!188 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !142, file: !143, line: 94, baseType: !6, size: 64, offset: 1408)
!189 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !142, file: !143, line: 95, baseType: !190, size: 64, offset: 1472)
!190 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !191, line: 18, baseType: !192)
!191 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!192 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!193 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !142, file: !143, line: 96, baseType: !42, size: 32, offset: 1536)
!194 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !142, file: !143, line: 98, baseType: !195, size: 160, offset: 1568)
!195 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 160, elements: !196)
!196 = !{!197}
!197 = !DISubrange(count: 20)
!198 = !DISubprogram(name: "puts", scope: !130, file: !130, line: 661, type: !199, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!199 = !DISubroutineType(types: !200)
!200 = !{!42, !134}
!201 = !DISubprogram(name: "fputc", scope: !130, file: !130, line: 549, type: !202, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!202 = !DISubroutineType(types: !203)
!203 = !{!42, !42, !139}
!204 = !DISubprogram(name: "fwrite", scope: !130, file: !130, line: 681, type: !205, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!205 = !DISubroutineType(types: !206)
!206 = !{!192, !207, !190, !190, !138}
!207 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !208)
!208 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !209, size: 64)
!209 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!210 = !DISubprogram(name: "fflush", scope: !130, file: !130, line: 230, type: !211, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!211 = !DISubroutineType(types: !212)
!212 = !{!42, !139}
!213 = !DISubprogram(name: "write", scope: !214, file: !214, line: 378, type: !215, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!214 = !DIFile(filename: "/usr/include/unistd.h", directory: "", checksumkind: CSK_MD5, checksum: "ed37c2e6f30ba31a8b41e4d70547c39c")
!215 = !DISubroutineType(types: !216)
!216 = !{!217, !42, !208, !190}
!217 = !DIDerivedType(tag: DW_TAG_typedef, name: "ssize_t", file: !130, line: 77, baseType: !218)
!218 = !DIDerivedType(tag: DW_TAG_typedef, name: "__ssize_t", file: !167, line: 194, baseType: !5)
!219 = !DISubprogram(name: "pthread_mutex_lock", scope: !220, file: !220, line: 794, type: !221, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!220 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!221 = !DISubroutineType(types: !222)
!222 = !{!42, !223}
!223 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64)
!224 = !DISubprogram(name: "pthread_mutex_unlock", scope: !220, file: !220, line: 835, type: !221, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!225 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 35, type: !226, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !228)
!226 = !DISubroutineType(types: !227)
!227 = !{!42}
!228 = !{!229, !234, !236}
!229 = !DILocalVariable(name: "t", scope: !225, file: !3, line: 36, type: !230)
!230 = !DICompositeType(tag: DW_TAG_array_type, baseType: !231, size: 128, elements: !232)
!231 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !44, line: 27, baseType: !192)
!232 = !{!233}
!233 = !DISubrange(count: 2)
!234 = !DILocalVariable(name: "i", scope: !235, file: !3, line: 37, type: !5)
!235 = distinct !DILexicalBlock(scope: !225, file: !3, line: 37, column: 3)
!236 = !DILocalVariable(name: "i", scope: !237, file: !3, line: 39, type: !42)
!237 = distinct !DILexicalBlock(scope: !225, file: !3, line: 39, column: 3)
!238 = distinct !DIAssignID()
!239 = !DILocation(line: 0, scope: !225)
!240 = !DILocation(line: 36, column: 3, scope: !225)
!241 = !DILocation(line: 0, scope: !235)
!242 = !DILocation(line: 38, column: 5, scope: !243)
!243 = distinct !DILexicalBlock(scope: !235, file: !3, line: 37, column: 3)
!244 = !DILocation(line: 38, column: 21, scope: !243)
!245 = !DILocation(line: 0, scope: !237)
!246 = !DILocation(line: 40, column: 18, scope: !247)
!247 = distinct !DILexicalBlock(scope: !237, file: !3, line: 39, column: 3)
!248 = !{!249, !249, i64 0}
!249 = !{!"long", !93, i64 0}
!250 = !DILocation(line: 40, column: 5, scope: !247)
!251 = !DILocation(line: 41, column: 10, scope: !225)
!252 = !DILocation(line: 41, column: 16, scope: !225)
!253 = !DILocation(line: 42, column: 1, scope: !225)
!254 = !DILocation(line: 41, column: 3, scope: !225)
!255 = !DISubprogram(name: "pthread_create", scope: !220, file: !220, line: 202, type: !256, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!256 = !DISubroutineType(types: !257)
!257 = !{!42, !258, !260, !271, !272}
!258 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !259)
!259 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !231, size: 64)
!260 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !261)
!261 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !262, size: 64)
!262 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !263)
!263 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !44, line: 62, baseType: !264)
!264 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !44, line: 56, size: 448, elements: !265)
!265 = !{!266, !270}
!266 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !264, file: !44, line: 58, baseType: !267, size: 448)
!267 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 448, elements: !268)
!268 = !{!269}
!269 = !DISubrange(count: 56)
!270 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !264, file: !44, line: 59, baseType: !5, size: 64)
!271 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!272 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !6)
!273 = !DISubprogram(name: "pthread_join", scope: !220, file: !220, line: 219, type: !274, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!274 = !DISubroutineType(types: !275)
!275 = !{!42, !231, !276}
!276 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!277 = !DISubprogram(name: "putc", scope: !130, file: !130, line: 550, type: !202, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
