; ModuleID = 'c11_threads.c'
source_filename = "c11_threads.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__once_flag = type { i32 }
%union.mtx_t = type { i64, [32 x i8] }
%union.cnd_t = type { i64, [40 x i8] }

@once = dso_local global %struct.__once_flag zeroinitializer, align 4, !dbg !0
@inits = dso_local global i32 0, align 4, !dbg !79
@key = dso_local global i32 0, align 4, !dbg !74
@m = dso_local global %union.mtx_t zeroinitializer, align 8, !dbg !51
@count = dso_local global i32 0, align 4, !dbg !81
@ready = dso_local global i32 0, align 4, !dbg !83
@c = dso_local global %union.cnd_t zeroinitializer, align 8, !dbg !63
@rec = dso_local global %union.mtx_t zeroinitializer, align 8, !dbg !61
@.str = private unnamed_addr constant [9 x i8] c"r1 == 20\00", align 1, !dbg !24
@.str.1 = private unnamed_addr constant [14 x i8] c"c11_threads.c\00", align 1, !dbg !30
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !35
@.str.2 = private unnamed_addr constant [25 x i8] c"count == 1 && inits == 1\00", align 1, !dbg !41
@.str.3 = private unnamed_addr constant [43 x i8] c"thrd_equal(thrd_current(), thrd_current())\00", align 1, !dbg !46

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @init() #0 !dbg !98 {
  %1 = load i32, ptr @inits, align 4, !dbg !101
  %2 = add nsw i32 %1, 1, !dbg !101
  store i32 %2, ptr @inits, align 4, !dbg !101
  ret void, !dbg !102
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @worker(ptr noundef %0) #0 !dbg !103 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !107, !DIExpression(), !108)
  call void @call_once(ptr noundef @once, ptr noundef @init), !dbg !109
  %3 = load i32, ptr @key, align 4, !dbg !110
  %4 = load ptr, ptr %2, align 8, !dbg !111
  %5 = call i32 @tss_set(i32 noundef %3, ptr noundef %4), !dbg !112
  %6 = call i32 @mtx_lock(ptr noundef @m), !dbg !113
  %7 = load i32, ptr @count, align 4, !dbg !114
  %8 = add nsw i32 %7, 1, !dbg !114
  store i32 %8, ptr @count, align 4, !dbg !114
  store i32 1, ptr @ready, align 4, !dbg !115
  %9 = call i32 @cnd_signal(ptr noundef @c), !dbg !116
  %10 = call i32 @mtx_unlock(ptr noundef @m), !dbg !117
  %11 = call i32 @mtx_lock(ptr noundef @rec), !dbg !118
  %12 = call i32 @mtx_lock(ptr noundef @rec), !dbg !119
  %13 = call i32 @mtx_unlock(ptr noundef @rec), !dbg !120
  %14 = call i32 @mtx_unlock(ptr noundef @rec), !dbg !121
  %15 = load i32, ptr @key, align 4, !dbg !122
  %16 = call ptr @tss_get(i32 noundef %15), !dbg !123
  %17 = ptrtoint ptr %16 to i64, !dbg !124
  %18 = trunc i64 %17 to i32, !dbg !125
  %19 = mul nsw i32 %18, 10, !dbg !126
  ret i32 %19, !dbg !127
}

declare void @call_once(ptr noundef, ptr noundef) #1

declare i32 @tss_set(i32 noundef, ptr noundef) #1

declare i32 @mtx_lock(ptr noundef) #1

declare i32 @cnd_signal(ptr noundef) #1

declare i32 @mtx_unlock(ptr noundef) #1

declare ptr @tss_get(i32 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !128 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !131, !DIExpression(), !135)
    #dbg_declare(ptr %3, !136, !DIExpression(), !137)
  %4 = call i32 @mtx_init(ptr noundef @m, i32 noundef 0), !dbg !138
  %5 = icmp ne i32 %4, 0, !dbg !140
  br i1 %5, label %15, label %6, !dbg !141

6:                                                ; preds = %0
  %7 = call i32 @mtx_init(ptr noundef @rec, i32 noundef 1), !dbg !142
  %8 = icmp ne i32 %7, 0, !dbg !143
  br i1 %8, label %15, label %9, !dbg !144

9:                                                ; preds = %6
  %10 = call i32 @cnd_init(ptr noundef @c), !dbg !145
  %11 = icmp ne i32 %10, 0, !dbg !146
  br i1 %11, label %15, label %12, !dbg !147

12:                                               ; preds = %9
  %13 = call i32 @tss_create(ptr noundef @key, ptr noundef null), !dbg !148
  %14 = icmp ne i32 %13, 0, !dbg !149
  br i1 %14, label %15, label %16, !dbg !150

15:                                               ; preds = %12, %9, %6, %0
  store i32 1, ptr %1, align 4, !dbg !151
  br label %50, !dbg !151

16:                                               ; preds = %12
  %17 = call i32 @thrd_create(ptr noundef %2, ptr noundef @worker, ptr noundef inttoptr (i64 2 to ptr)), !dbg !152
  call void @call_once(ptr noundef @once, ptr noundef @init), !dbg !153
  %18 = call i32 @mtx_lock(ptr noundef @m), !dbg !154
  br label %19, !dbg !155

19:                                               ; preds = %23, %16
  %20 = load i32, ptr @ready, align 4, !dbg !156
  %21 = icmp ne i32 %20, 0, !dbg !157
  %22 = xor i1 %21, true, !dbg !157
  br i1 %22, label %23, label %25, !dbg !155

23:                                               ; preds = %19
  %24 = call i32 @cnd_wait(ptr noundef @c, ptr noundef @m), !dbg !158
  br label %19, !dbg !155, !llvm.loop !159

25:                                               ; preds = %19
  %26 = call i32 @mtx_unlock(ptr noundef @m), !dbg !162
  %27 = load i64, ptr %2, align 8, !dbg !163
  %28 = call i32 @thrd_join(i64 noundef %27, ptr noundef %3), !dbg !164
  %29 = load i32, ptr %3, align 4, !dbg !165
  %30 = icmp eq i32 %29, 20, !dbg !165
  br i1 %30, label %31, label %32, !dbg !168

31:                                               ; preds = %25
  br label %33, !dbg !168

32:                                               ; preds = %25
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 45, ptr noundef @__PRETTY_FUNCTION__.main) #3, !dbg !165
  unreachable, !dbg !165

33:                                               ; preds = %31
  %34 = load i32, ptr @count, align 4, !dbg !169
  %35 = icmp eq i32 %34, 1, !dbg !169
  br i1 %35, label %36, label %40, !dbg !169

36:                                               ; preds = %33
  %37 = load i32, ptr @inits, align 4, !dbg !169
  %38 = icmp eq i32 %37, 1, !dbg !169
  br i1 %38, label %39, label %40, !dbg !172

39:                                               ; preds = %36
  br label %41, !dbg !172

40:                                               ; preds = %36, %33
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 46, ptr noundef @__PRETTY_FUNCTION__.main) #3, !dbg !169
  unreachable, !dbg !169

41:                                               ; preds = %39
  %42 = call i64 @thrd_current(), !dbg !173
  %43 = call i64 @thrd_current(), !dbg !173
  %44 = call i32 @thrd_equal(i64 noundef %42, i64 noundef %43), !dbg !173
  %45 = icmp ne i32 %44, 0, !dbg !173
  br i1 %45, label %46, label %47, !dbg !176

46:                                               ; preds = %41
  br label %48, !dbg !176

47:                                               ; preds = %41
  call void @__assert_fail(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 47, ptr noundef @__PRETTY_FUNCTION__.main) #3, !dbg !173
  unreachable, !dbg !173

48:                                               ; preds = %46
  call void @mtx_destroy(ptr noundef @m), !dbg !177
  call void @mtx_destroy(ptr noundef @rec), !dbg !178
  call void @cnd_destroy(ptr noundef @c), !dbg !179
  %49 = load i32, ptr @key, align 4, !dbg !180
  call void @tss_delete(i32 noundef %49), !dbg !181
  store i32 0, ptr %1, align 4, !dbg !182
  br label %50, !dbg !182

50:                                               ; preds = %48, %15
  %51 = load i32, ptr %1, align 4, !dbg !183
  ret i32 %51, !dbg !183
}

declare i32 @mtx_init(ptr noundef, i32 noundef) #1

declare i32 @cnd_init(ptr noundef) #1

declare i32 @tss_create(ptr noundef, ptr noundef) #1

declare i32 @thrd_create(ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @cnd_wait(ptr noundef, ptr noundef) #1

declare i32 @thrd_join(i64 noundef, ptr noundef) #1

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #2

declare i32 @thrd_equal(i64 noundef, i64 noundef) #1

declare i64 @thrd_current() #1

declare void @mtx_destroy(ptr noundef) #1

declare void @cnd_destroy(ptr noundef) #1

declare void @tss_delete(i32 noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!90, !91, !92, !93, !94, !95, !96}
!llvm.ident = !{!97}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "once", scope: !2, file: !3, line: 10, type: !85, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !19, globals: !23, splitDebugInlining: false, nameTableKind: None)
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
!96 = !{i32 7, !"frame-pointer", i32 2}
!97 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!98 = distinct !DISubprogram(name: "init", scope: !3, file: !3, line: 14, type: !99, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2)
!99 = !DISubroutineType(types: !100)
!100 = !{null}
!101 = !DILocation(line: 14, column: 24, scope: !98)
!102 = !DILocation(line: 14, column: 28, scope: !98)
!103 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 16, type: !104, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !106)
!104 = !DISubroutineType(types: !105)
!105 = !{!20, !22}
!106 = !{}
!107 = !DILocalVariable(name: "arg", arg: 1, scope: !103, file: !3, line: 16, type: !22)
!108 = !DILocation(line: 16, column: 18, scope: !103)
!109 = !DILocation(line: 17, column: 3, scope: !103)
!110 = !DILocation(line: 18, column: 11, scope: !103)
!111 = !DILocation(line: 18, column: 16, scope: !103)
!112 = !DILocation(line: 18, column: 3, scope: !103)
!113 = !DILocation(line: 19, column: 3, scope: !103)
!114 = !DILocation(line: 20, column: 8, scope: !103)
!115 = !DILocation(line: 21, column: 9, scope: !103)
!116 = !DILocation(line: 22, column: 3, scope: !103)
!117 = !DILocation(line: 23, column: 3, scope: !103)
!118 = !DILocation(line: 24, column: 3, scope: !103)
!119 = !DILocation(line: 25, column: 3, scope: !103)
!120 = !DILocation(line: 26, column: 3, scope: !103)
!121 = !DILocation(line: 27, column: 3, scope: !103)
!122 = !DILocation(line: 28, column: 29, scope: !103)
!123 = !DILocation(line: 28, column: 21, scope: !103)
!124 = !DILocation(line: 28, column: 15, scope: !103)
!125 = !DILocation(line: 28, column: 10, scope: !103)
!126 = !DILocation(line: 28, column: 34, scope: !103)
!127 = !DILocation(line: 28, column: 3, scope: !103)
!128 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 31, type: !129, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !106)
!129 = !DISubroutineType(types: !130)
!130 = !{!20}
!131 = !DILocalVariable(name: "t1", scope: !128, file: !3, line: 32, type: !132)
!132 = !DIDerivedType(tag: DW_TAG_typedef, name: "thrd_t", file: !6, line: 38, baseType: !133)
!133 = !DIDerivedType(tag: DW_TAG_typedef, name: "__thrd_t", file: !78, line: 106, baseType: !134)
!134 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!135 = !DILocation(line: 32, column: 10, scope: !128)
!136 = !DILocalVariable(name: "r1", scope: !128, file: !3, line: 33, type: !20)
!137 = !DILocation(line: 33, column: 7, scope: !128)
!138 = !DILocation(line: 34, column: 7, scope: !139)
!139 = distinct !DILexicalBlock(scope: !128, file: !3, line: 34, column: 7)
!140 = !DILocation(line: 34, column: 31, scope: !139)
!141 = !DILocation(line: 34, column: 47, scope: !139)
!142 = !DILocation(line: 35, column: 7, scope: !139)
!143 = !DILocation(line: 35, column: 49, scope: !139)
!144 = !DILocation(line: 35, column: 65, scope: !139)
!145 = !DILocation(line: 36, column: 7, scope: !139)
!146 = !DILocation(line: 36, column: 20, scope: !139)
!147 = !DILocation(line: 36, column: 36, scope: !139)
!148 = !DILocation(line: 36, column: 39, scope: !139)
!149 = !DILocation(line: 36, column: 59, scope: !139)
!150 = !DILocation(line: 34, column: 7, scope: !128)
!151 = !DILocation(line: 37, column: 5, scope: !139)
!152 = !DILocation(line: 38, column: 3, scope: !128)
!153 = !DILocation(line: 39, column: 3, scope: !128)
!154 = !DILocation(line: 40, column: 3, scope: !128)
!155 = !DILocation(line: 41, column: 3, scope: !128)
!156 = !DILocation(line: 41, column: 11, scope: !128)
!157 = !DILocation(line: 41, column: 10, scope: !128)
!158 = !DILocation(line: 42, column: 5, scope: !128)
!159 = distinct !{!159, !155, !160, !161}
!160 = !DILocation(line: 42, column: 20, scope: !128)
!161 = !{!"llvm.loop.mustprogress"}
!162 = !DILocation(line: 43, column: 3, scope: !128)
!163 = !DILocation(line: 44, column: 13, scope: !128)
!164 = !DILocation(line: 44, column: 3, scope: !128)
!165 = !DILocation(line: 45, column: 3, scope: !166)
!166 = distinct !DILexicalBlock(scope: !167, file: !3, line: 45, column: 3)
!167 = distinct !DILexicalBlock(scope: !128, file: !3, line: 45, column: 3)
!168 = !DILocation(line: 45, column: 3, scope: !167)
!169 = !DILocation(line: 46, column: 3, scope: !170)
!170 = distinct !DILexicalBlock(scope: !171, file: !3, line: 46, column: 3)
!171 = distinct !DILexicalBlock(scope: !128, file: !3, line: 46, column: 3)
!172 = !DILocation(line: 46, column: 3, scope: !171)
!173 = !DILocation(line: 47, column: 3, scope: !174)
!174 = distinct !DILexicalBlock(scope: !175, file: !3, line: 47, column: 3)
!175 = distinct !DILexicalBlock(scope: !128, file: !3, line: 47, column: 3)
!176 = !DILocation(line: 47, column: 3, scope: !175)
!177 = !DILocation(line: 48, column: 3, scope: !128)
!178 = !DILocation(line: 49, column: 3, scope: !128)
!179 = !DILocation(line: 50, column: 3, scope: !128)
!180 = !DILocation(line: 51, column: 14, scope: !128)
!181 = !DILocation(line: 51, column: 3, scope: !128)
!182 = !DILocation(line: 52, column: 3, scope: !128)
!183 = !DILocation(line: 53, column: 1, scope: !128)
