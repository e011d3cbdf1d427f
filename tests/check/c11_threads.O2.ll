; ModuleID = 'c11_threads.c'
source_filename = "c11_threads.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__once_flag = type { i32 }
%union.mtx_t = type { i64, [32 x i8] }
%union.cnd_t = type { i64, [40 x i8] }

@once = dso_local global %struct.__once_flag zeroinitializer, align 4, !dbg !0
@inits = dso_local local_unnamed_addr global i32 0, align 4, !dbg !79
@key = dso_local global i32 0, align 4, !dbg !74
@m = dso_local global %union.mtx_t zeroinitializer, align 8, !dbg !51
@count = dso_local local_unnamed_addr global i32 0, align 4, !dbg !81
@ready = dso_local local_unnamed_addr global i32 0, align 4, !dbg !83
@c = dso_local global %union.cnd_t zeroinitializer, align 8, !dbg !63
@rec = dso_local global %union.mtx_t zeroinitializer, align 8, !dbg !61
@.str = private unnamed_addr constant [9 x i8] c"r1 == 20\00", align 1, !dbg !24
@.str.1 = private unnamed_addr constant [14 x i8] c"c11_threads.c\00", align 1, !dbg !30
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !35
@.str.2 = private unnamed_addr constant [25 x i8] c"count == 1 && inits == 1\00", align 1, !dbg !41
@.str.3 = private unnamed_addr constant [43 x i8] c"thrd_equal(thrd_current(), thrd_current())\00", align 1, !dbg !46

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @init() #0 !dbg !98 {
  %1 = load i32, ptr @inits, align 4, !dbg !101, !tbaa !102
  %2 = add nsw i32 %1, 1, !dbg !101
  store i32 %2, ptr @inits, align 4, !dbg !101, !tbaa !102
  ret void, !dbg !106
}

; Function Attrs: nounwind uwtable
define dso_local i32 @worker(ptr noundef %0) #1 !dbg !107 {
    #dbg_value(ptr %0, !111, !DIExpression(), !112)
  tail call void @call_once(ptr noundef nonnull @once, ptr noundef nonnull @init) #5, !dbg !113
  %2 = load i32, ptr @key, align 4, !dbg !114, !tbaa !102
  %3 = tail call i32 @tss_set(i32 noundef %2, ptr noundef %0) #5, !dbg !115
  %4 = tail call i32 @mtx_lock(ptr noundef nonnull @m) #5, !dbg !116
  %5 = load i32, ptr @count, align 4, !dbg !117, !tbaa !102
  %6 = add nsw i32 %5, 1, !dbg !117
  store i32 %6, ptr @count, align 4, !dbg !117, !tbaa !102
  store i32 1, ptr @ready, align 4, !dbg !118, !tbaa !102
  %7 = tail call i32 @cnd_signal(ptr noundef nonnull @c) #5, !dbg !119
  %8 = tail call i32 @mtx_unlock(ptr noundef nonnull @m) #5, !dbg !120
  %9 = tail call i32 @mtx_lock(ptr noundef nonnull @rec) #5, !dbg !121
  %10 = tail call i32 @mtx_lock(ptr noundef nonnull @rec) #5, !dbg !122
  %11 = tail call i32 @mtx_unlock(ptr noundef nonnull @rec) #5, !dbg !123
  %12 = tail call i32 @mtx_unlock(ptr noundef nonnull @rec) #5, !dbg !124
  %13 = load i32, ptr @key, align 4, !dbg !125, !tbaa !102
  %14 = tail call ptr @tss_get(i32 noundef %13) #5, !dbg !126
  %15 = ptrtoint ptr %14 to i64, !dbg !127
  %16 = trunc i64 %15 to i32, !dbg !128
  %17 = mul nsw i32 %16, 10, !dbg !129
  ret i32 %17, !dbg !130
}

declare !dbg !131 void @call_once(ptr noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !136 i32 @tss_set(i32 noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !139 i32 @mtx_lock(ptr noundef) local_unnamed_addr #2

declare !dbg !143 i32 @cnd_signal(ptr noundef) local_unnamed_addr #2

declare !dbg !147 i32 @mtx_unlock(ptr noundef) local_unnamed_addr #2

declare !dbg !148 ptr @tss_get(i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #1 !dbg !151 {
  %1 = alloca i64, align 8, !DIAssignID !160
    #dbg_assign(i1 undef, !155, !DIExpression(), !160, ptr %1, !DIExpression(), !161)
  %2 = alloca i32, align 4, !DIAssignID !162
    #dbg_assign(i1 undef, !159, !DIExpression(), !162, ptr %2, !DIExpression(), !161)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5, !dbg !163
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #5, !dbg !164
  %3 = tail call i32 @mtx_init(ptr noundef nonnull @m, i32 noundef 0) #5, !dbg !165
  %4 = icmp eq i32 %3, 0, !dbg !167
  br i1 %4, label %5, label %44, !dbg !168

5:                                                ; preds = %0
  %6 = tail call i32 @mtx_init(ptr noundef nonnull @rec, i32 noundef 1) #5, !dbg !169
  %7 = icmp eq i32 %6, 0, !dbg !170
  br i1 %7, label %8, label %44, !dbg !171

8:                                                ; preds = %5
  %9 = tail call i32 @cnd_init(ptr noundef nonnull @c) #5, !dbg !172
  %10 = icmp eq i32 %9, 0, !dbg !173
  br i1 %10, label %11, label %44, !dbg !174

11:                                               ; preds = %8
  %12 = tail call i32 @tss_create(ptr noundef nonnull @key, ptr noundef null) #5, !dbg !175
  %13 = icmp eq i32 %12, 0, !dbg !176
  br i1 %13, label %14, label %44, !dbg !177

14:                                               ; preds = %11
  %15 = call i32 @thrd_create(ptr noundef nonnull %1, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 2 to ptr)) #5, !dbg !178
  call void @call_once(ptr noundef nonnull @once, ptr noundef nonnull @init) #5, !dbg !179
  %16 = call i32 @mtx_lock(ptr noundef nonnull @m) #5, !dbg !180
  %17 = load i32, ptr @ready, align 4, !dbg !181, !tbaa !102
  %18 = icmp eq i32 %17, 0, !dbg !182
  br i1 %18, label %19, label %23, !dbg !183

19:                                               ; preds = %14, %19
  %20 = call i32 @cnd_wait(ptr noundef nonnull @c, ptr noundef nonnull @m) #5, !dbg !184
  %21 = load i32, ptr @ready, align 4, !dbg !181, !tbaa !102
  %22 = icmp eq i32 %21, 0, !dbg !182
  br i1 %22, label %19, label %23, !dbg !183, !llvm.loop !185

23:                                               ; preds = %19, %14
  %24 = call i32 @mtx_unlock(ptr noundef nonnull @m) #5, !dbg !188
  %25 = load i64, ptr %1, align 8, !dbg !189, !tbaa !190
  %26 = call i32 @thrd_join(i64 noundef %25, ptr noundef nonnull %2) #5, !dbg !192
  %27 = load i32, ptr %2, align 4, !dbg !193, !tbaa !102
  %28 = icmp eq i32 %27, 20, !dbg !193
  br i1 %28, label %30, label %29, !dbg !196

29:                                               ; preds = %23
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 45, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #6, !dbg !193
  unreachable, !dbg !193

30:                                               ; preds = %23
  %31 = load i32, ptr @count, align 4, !dbg !197, !tbaa !102
  %32 = icmp eq i32 %31, 1, !dbg !197
  %33 = load i32, ptr @inits, align 4, !dbg !197
  %34 = icmp eq i32 %33, 1, !dbg !197
  %35 = select i1 %32, i1 %34, i1 false, !dbg !197
  br i1 %35, label %37, label %36, !dbg !197

36:                                               ; preds = %30
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 46, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #6, !dbg !197
  unreachable, !dbg !197

37:                                               ; preds = %30
  %38 = call i64 @thrd_current() #5, !dbg !200
  %39 = call i64 @thrd_current() #5, !dbg !200
    #dbg_value(i64 %38, !203, !DIExpression(), !209)
    #dbg_value(i64 %39, !208, !DIExpression(), !209)
  %40 = icmp eq i64 %38, %39, !dbg !211
  br i1 %40, label %42, label %41, !dbg !212

41:                                               ; preds = %37
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 47, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #6, !dbg !200
  unreachable, !dbg !200

42:                                               ; preds = %37
  call void @mtx_destroy(ptr noundef nonnull @m) #5, !dbg !213
  call void @mtx_destroy(ptr noundef nonnull @rec) #5, !dbg !214
  call void @cnd_destroy(ptr noundef nonnull @c) #5, !dbg !215
  %43 = load i32, ptr @key, align 4, !dbg !216, !tbaa !102
  call void @tss_delete(i32 noundef %43) #5, !dbg !217
  br label %44, !dbg !218

44:                                               ; preds = %0, %5, %8, %11, %42
  %45 = phi i32 [ 0, %42 ], [ 1, %11 ], [ 1, %8 ], [ 1, %5 ], [ 1, %0 ], !dbg !161
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #5, !dbg !219
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5, !dbg !219
  ret i32 %45, !dbg !219
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

declare !dbg !220 i32 @mtx_init(ptr noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !223 i32 @cnd_init(ptr noundef) local_unnamed_addr #2

declare !dbg !224 i32 @tss_create(ptr noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !232 i32 @thrd_create(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !238 i32 @cnd_wait(ptr noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !241 i32 @thrd_join(i64 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: noreturn nounwind
declare !dbg !245 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !250 i64 @thrd_current() local_unnamed_addr #2

declare !dbg !253 void @mtx_destroy(ptr noundef) local_unnamed_addr #2

declare !dbg !256 void @cnd_destroy(ptr noundef) local_unnamed_addr #2

declare !dbg !259 void @tss_delete(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!90, !91, !92, !93, !94, !95, !96}
!llvm.ident = !{!97}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "once", scope: !2, file: !3, line: 10, type: !85, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !19, globals: !23, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "c11_threads.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "983a75f46130645b1899b29fad8285ca")
!4 = !{!5, !12}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !6, line: 52, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/include/threads.h", directory: "", checksumkind: CSK_MD5, checksum: "6974d482e09577a4fa59cb79dc9d72e5")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11}
!9 = !DIEnumerator(name: "mtx_plain", value: 0)
!10 = !DIEnumerator(name: "mtx_recursive", value: 1)
!11 = !DIEnumerator(name: "mtx_timed", value: 2)
!12 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !6, line: 42, baseType: !7, size: 32, elements: !13)
!13 = !{!14, !15, !16, !17, !18}
!14 = !DIEnumerator(name: "thrd_success", value: 0)
!15 = !DIEnumerator(name: "thrd_busy", value: 1)
!16 = !DIEnumerator(name: "thrd_error", value: 2)
!17 = !DIEnumerator(name: "thrd_nomem", value: 3)
!18 = !DIEnumerator(name: "thrd_timedout", value: 4)
!19 = !{!20, !21, !22}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!23 = !{!0, !24, !30, !35, !41, !46, !51, !61, !63, !74, !79, !81, !83}
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 45, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 72, elements: !28)
!27 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!28 = !{!29}
!29 = !DISubrange(count: 9)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 45, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 112, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 14)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 45, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !38, size: 120, elements: !39)
!38 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !27)
!39 = !{!40}
!40 = !DISubrange(count: 15)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 46, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 200, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 25)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !3, line: 47, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 344, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 43)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 8, type: !53, isLocal: false, isDefinition: true)
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "mtx_t", file: !6, line: 66, baseType: !54)
!54 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !6, line: 62, size: 320, elements: !55)
!55 = !{!56, !60}
!56 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !54, file: !6, line: 64, baseType: !57, size: 320)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 320, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 40)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !54, file: !6, line: 65, baseType: !21, size: 64)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(name: "rec", scope: !2, file: !3, line: 8, type: !53, isLocal: false, isDefinition: true)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(name: "c", scope: !2, file: !3, line: 9, type: !65, isLocal: false, isDefinition: true)
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "cnd_t", file: !6, line: 72, baseType: !66)
!66 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !6, line: 68, size: 384, elements: !67)
!67 = !{!68, !72}
!68 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !66, file: !6, line: 70, baseType: !69, size: 384)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 384, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 48)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !66, file: !6, line: 71, baseType: !73, size: 64)
!73 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(name: "key", scope: !2, file: !3, line: 11, type: !76, isLocal: false, isDefinition: true)
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "tss_t", file: !6, line: 35, baseType: !77)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "__tss_t", file: !78, line: 105, baseType: !7)
!78 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(name: "inits", scope: !2, file: !3, line: 12, type: !20, isLocal: false, isDefinition: true)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(name: "count", scope: !2, file: !3, line: 12, type: !20, isLocal: false, isDefinition: true)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(name: "ready", scope: !2, file: !3, line: 12, type: !20, isLocal: false, isDefinition: true)
!85 = !DIDerivedType(tag: DW_TAG_typedef, name: "once_flag", file: !6, line: 59, baseType: !86)
!86 = !DIDerivedType(tag: DW_TAG_typedef, name: "__once_flag", file: !78, line: 111, baseType: !87)
!87 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !78, line: 108, size: 32, elements: !88)
!88 = !{!89}
!89 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !87, file: !78, line: 110, baseType: !20, size: 32)
!90 = !{i32 7, !"Dwarf Version", i32 5}
!91 = !{i32 2, !"Debug Info Version", i32 3}
!92 = !{i32 1, !"wchar_size", i32 4}
!93 = !{i32 8, !"PIC Level", i32 2}
!94 = !{i32 7, !"PIE Level", i32 2}
!95 = !{i32 7, !"uwtable", i32 2}
!96 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!97 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!98 = distinct !DISubprogram(name: "init", scope: !3, file: !3, line: 14, type: !99, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!99 = !DISubroutineType(types: !100)
!100 = !{null}
!101 = !DILocation(line: 14, column: 24, scope: !98)
!102 = !{!103, !103, i64 0}
!103 = !{!"int", !104, i64 0}
!104 = !{!"omnipotent char", !105, i64 0}
!105 = !{!"Simple C/C++ TBAA"}
!106 = !DILocation(line: 14, column: 28, scope: !98)
!107 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 16, type: !108, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !110)
!108 = !DISubroutineType(types: !109)
!109 = !{!20, !22}
!110 = !{!111}
!111 = !DILocalVariable(name: "arg", arg: 1, scope: !107, file: !3, line: 16, type: !22)
!112 = !DILocation(line: 0, scope: !107)
!113 = !DILocation(line: 17, column: 3, scope: !107)
!114 = !DILocation(line: 18, column: 11, scope: !107)
!115 = !DILocation(line: 18, column: 3, scope: !107)
!116 = !DILocation(line: 19, column: 3, scope: !107)
!117 = !DILocation(line: 20, column: 8, scope: !107)
!118 = !DILocation(line: 21, column: 9, scope: !107)
!119 = !DILocation(line: 22, column: 3, scope: !107)
!120 = !DILocation(line: 23, column: 3, scope: !107)
!121 = !DILocation(line: 24, column: 3, scope: !107)
!122 = !DILocation(line: 25, column: 3, scope: !107)
!123 = !DILocation(line: 26, column: 3, scope: !107)
!124 = !DILocation(line: 27, column: 3, scope: !107)
!125 = !DILocation(line: 28, column: 29, scope: !107)
!126 = !DILocation(line: 28, column: 21, scope: !107)
!127 = !DILocation(line: 28, column: 15, scope: !107)
!128 = !DILocation(line: 28, column: 10, scope: !107)
!129 = !DILocation(line: 28, column: 34, scope: !107)
!130 = !DILocation(line: 28, column: 3, scope: !107)
!131 = !DISubprogram(name: "call_once", scope: !6, file: !6, line: 173, type: !132, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!132 = !DISubroutineType(types: !133)
!133 = !{null, !134, !135}
!134 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !85, size: 64)
!135 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 64)
!136 = !DISubprogram(name: "tss_set", scope: !6, file: !6, line: 229, type: !137, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!137 = !DISubroutineType(types: !138)
!138 = !{!20, !76, !22}
!139 = !DISubprogram(name: "mtx_lock", scope: !6, file: !6, line: 139, type: !140, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!140 = !DISubroutineType(types: !141)
!141 = !{!20, !142}
!142 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!143 = !DISubprogram(name: "cnd_signal", scope: !6, file: !6, line: 183, type: !144, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!144 = !DISubroutineType(types: !145)
!145 = !{!20, !146}
!146 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!147 = !DISubprogram(name: "mtx_unlock", scope: !6, file: !6, line: 165, type: !140, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!148 = !DISubprogram(name: "tss_get", scope: !6, file: !6, line: 225, type: !149, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!149 = !DISubroutineType(types: !150)
!150 = !{!22, !76}
!151 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 31, type: !152, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !154)
!152 = !DISubroutineType(types: !153)
!153 = !{!20}
!154 = !{!155, !159}
!155 = !DILocalVariable(name: "t1", scope: !151, file: !3, line: 32, type: !156)
!156 = !DIDerivedType(tag: DW_TAG_typedef, name: "thrd_t", file: !6, line: 38, baseType: !157)
!157 = !DIDerivedType(tag: DW_TAG_typedef, name: "__thrd_t", file: !78, line: 106, baseType: !158)
!158 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!159 = !DILocalVariable(name: "r1", scope: !151, file: !3, line: 33, type: !20)
!160 = distinct !DIAssignID()
!161 = !DILocation(line: 0, scope: !151)
!162 = distinct !DIAssignID()
!163 = !DILocation(line: 32, column: 3, scope: !151)
!164 = !DILocation(line: 33, column: 3, scope: !151)
!165 = !DILocation(line: 34, column: 7, scope: !166)
!166 = distinct !DILexicalBlock(scope: !151, file: !3, line: 34, column: 7)
!167 = !DILocation(line: 34, column: 31, scope: !166)
!168 = !DILocation(line: 34, column: 47, scope: !166)
!169 = !DILocation(line: 35, column: 7, scope: !166)
!170 = !DILocation(line: 35, column: 49, scope: !166)
!171 = !DILocation(line: 35, column: 65, scope: !166)
!172 = !DILocation(line: 36, column: 7, scope: !166)
!173 = !DILocation(line: 36, column: 20, scope: !166)
!174 = !DILocation(line: 36, column: 36, scope: !166)
!175 = !DILocation(line: 36, column: 39, scope: !166)
!176 = !DILocation(line: 36, column: 59, scope: !166)
!177 = !DILocation(line: 34, column: 7, scope: !151)
!178 = !DILocation(line: 38, column: 3, scope: !151)
!179 = !DILocation(line: 39, column: 3, scope: !151)
!180 = !DILocation(line: 40, column: 3, scope: !151)
!181 = !DILocation(line: 41, column: 11, scope: !151)
!182 = !DILocation(line: 41, column: 10, scope: !151)
!183 = !DILocation(line: 41, column: 3, scope: !151)
!184 = !DILocation(line: 42, column: 5, scope: !151)
!185 = distinct !{!185, !183, !186, !187}
!186 = !DILocation(line: 42, column: 20, scope: !151)
!187 = !{!"llvm.loop.mustprogress"}
!188 = !DILocation(line: 43, column: 3, scope: !151)
!189 = !DILocation(line: 44, column: 13, scope: !151)
!190 = !{!191, !191, i64 0}
!191 = !{!"long", !104, i64 0}
!192 = !DILocation(line: 44, column: 3, scope: !151)
!193 = !DILocation(line: 45, column: 3, scope: !194)
!194 = distinct !DILexicalBlock(scope: !195, file: !3, line: 45, column: 3)
!195 = distinct !DILexicalBlock(scope: !151, file: !3, line: 45, column: 3)
!196 = !DILocation(line: 45, column: 3, scope: !195)
!197 = !DILocation(line: 46, column: 3, scope: !198)
!198 = distinct !DILexicalBlock(scope: !199, file: !3, line: 46, column: 3)
!199 = distinct !DILexicalBlock(scope: !151, file: !3, line: 46, column: 3)
!200 = !DILocation(line: 47, column: 3, scope: !201)
!201 = distinct !DILexicalBlock(scope: !202, file: !3, line: 47, column: 3)
!202 = distinct !DILexicalBlock(scope: !151, file: !3, line: 47, column: 3)
!203 = !DILocalVariable(name: "__thread1", arg: 1, scope: !204, file: !6, line: 124, type: !156)
!204 = distinct !DISubprogram(name: "thrd_equal", scope: !6, file: !6, line: 124, type: !205, scopeLine: 125, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !207)
!205 = !DISubroutineType(types: !206)
!206 = !{!20, !156, !156}
!207 = !{!203, !208}
!208 = !DILocalVariable(name: "__thread2", arg: 2, scope: !204, file: !6, line: 124, type: !156)
!209 = !DILocation(line: 0, scope: !204, inlinedAt: !210)
!210 = distinct !DILocation(line: 47, column: 3, scope: !201)
!211 = !DILocation(line: 126, column: 20, scope: !204, inlinedAt: !210)
!212 = !DILocation(line: 47, column: 3, scope: !202)
!213 = !DILocation(line: 48, column: 3, scope: !151)
!214 = !DILocation(line: 49, column: 3, scope: !151)
!215 = !DILocation(line: 50, column: 3, scope: !151)
!216 = !DILocation(line: 51, column: 14, scope: !151)
!217 = !DILocation(line: 51, column: 3, scope: !151)
!218 = !DILocation(line: 52, column: 3, scope: !151)
!219 = !DILocation(line: 53, column: 1, scope: !151)
!220 = !DISubprogram(name: "mtx_init", scope: !6, file: !6, line: 135, type: !221, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!221 = !DISubroutineType(types: !222)
!222 = !{!20, !142, !20}
!223 = !DISubprogram(name: "cnd_init", scope: !6, file: !6, line: 179, type: !144, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!224 = !DISubprogram(name: "tss_create", scope: !6, file: !6, line: 221, type: !225, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!225 = !DISubroutineType(types: !226)
!226 = !{!20, !227, !228}
!227 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !76, size: 64)
!228 = !DIDerivedType(tag: DW_TAG_typedef, name: "tss_dtor_t", file: !6, line: 36, baseType: !229)
!229 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !230, size: 64)
!230 = !DISubroutineType(types: !231)
!231 = !{null, !22}
!232 = !DISubprogram(name: "thrd_create", scope: !6, file: !6, line: 79, type: !233, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!233 = !DISubroutineType(types: !234)
!234 = !{!20, !235, !236, !22}
!235 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !156, size: 64)
!236 = !DIDerivedType(tag: DW_TAG_typedef, name: "thrd_start_t", file: !6, line: 39, baseType: !237)
!237 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 64)
!238 = !DISubprogram(name: "cnd_wait", scope: !6, file: !6, line: 190, type: !239, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!239 = !DISubroutineType(types: !240)
!240 = !{!20, !146, !142}
!241 = !DISubprogram(name: "thrd_join", scope: !6, file: !6, line: 114, type: !242, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!242 = !DISubroutineType(types: !243)
!243 = !{!20, !156, !244}
!244 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!245 = !DISubprogram(name: "__assert_fail", scope: !246, file: !246, line: 69, type: !247, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!246 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!247 = !DISubroutineType(types: !248)
!248 = !{null, !249, !249, !7, !249}
!249 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!250 = !DISubprogram(name: "thrd_current", scope: !6, file: !6, line: 85, type: !251, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!251 = !DISubroutineType(types: !252)
!252 = !{!156}
!253 = !DISubprogram(name: "mtx_destroy", scope: !6, file: !6, line: 168, type: !254, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!254 = !DISubroutineType(types: !255)
!255 = !{null, !142}
!256 = !DISubprogram(name: "cnd_destroy", scope: !6, file: !6, line: 213, type: !257, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!257 = !DISubroutineType(types: !258)
!258 = !{null, !146}
!259 = !DISubprogram(name: "tss_delete", scope: !6, file: !6, line: 233, type: !260, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!260 = !DISubroutineType(types: !261)
!261 = !{null, !76}
