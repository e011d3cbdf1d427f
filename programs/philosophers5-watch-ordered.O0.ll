; ModuleID = 'philosophers.c'
source_filename = "philosophers.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@eating = dso_local global [5 x i32] zeroinitializer, align 16, !dbg !0
@fork_mutex = dso_local global [5 x %union.pthread_mutex_t] zeroinitializer, align 16, !dbg !9
@.str = private unnamed_addr constant [49 x i8] c"!eating[(i + N - 1) % N] && !eating[(i + 1) % N]\00", align 1, !dbg !45
@.str.1 = private unnamed_addr constant [15 x i8] c"philosophers.c\00", align 1, !dbg !50
@__PRETTY_FUNCTION__.philosopher = private unnamed_addr constant [26 x i8] c"void *philosopher(void *)\00", align 1, !dbg !55

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @check_forks() #0 !dbg !70 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
    #dbg_declare(ptr %2, !74, !DIExpression(), !76)
  store i32 0, ptr %2, align 4, !dbg !76
  br label %3, !dbg !77

3:                                                ; preds = %22, %0
  %4 = load i32, ptr %2, align 4, !dbg !78
  %5 = icmp slt i32 %4, 5, !dbg !80
  br i1 %5, label %6, label %25, !dbg !81

6:                                                ; preds = %3
  %7 = load i32, ptr %2, align 4, !dbg !82
  %8 = sext i32 %7 to i64, !dbg !84
  %9 = getelementptr inbounds [5 x i32], ptr @eating, i64 0, i64 %8, !dbg !84
  %10 = load i32, ptr %9, align 4, !dbg !84
  %11 = icmp ne i32 %10, 0, !dbg !84
  br i1 %11, label %12, label %21, !dbg !85

12:                                               ; preds = %6
  %13 = load i32, ptr %2, align 4, !dbg !86
  %14 = add nsw i32 %13, 1, !dbg !87
  %15 = srem i32 %14, 5, !dbg !88
  %16 = sext i32 %15 to i64, !dbg !89
  %17 = getelementptr inbounds [5 x i32], ptr @eating, i64 0, i64 %16, !dbg !89
  %18 = load i32, ptr %17, align 4, !dbg !89
  %19 = icmp ne i32 %18, 0, !dbg !89
  br i1 %19, label %20, label %21, !dbg !90

20:                                               ; preds = %12
  store i32 0, ptr %1, align 4, !dbg !91
  br label %26, !dbg !91

21:                                               ; preds = %12, %6
  br label %22, !dbg !92

22:                                               ; preds = %21
  %23 = load i32, ptr %2, align 4, !dbg !93
  %24 = add nsw i32 %23, 1, !dbg !93
  store i32 %24, ptr %2, align 4, !dbg !93
  br label %3, !dbg !94, !llvm.loop !95

25:                                               ; preds = %3
  store i32 1, ptr %1, align 4, !dbg !98
  br label %26, !dbg !98

26:                                               ; preds = %25, %20
  %27 = load i32, ptr %1, align 4, !dbg !99
  ret i32 %27, !dbg !99
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !100 {
  %1 = alloca i32, align 4
  %2 = alloca [5 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !101, !DIExpression(), !105)
    #dbg_declare(ptr %3, !106, !DIExpression(), !108)
  store i32 0, ptr %3, align 4, !dbg !108
  br label %6, !dbg !109

6:                                                ; preds = %14, %0
  %7 = load i32, ptr %3, align 4, !dbg !110
  %8 = icmp slt i32 %7, 5, !dbg !112
  br i1 %8, label %9, label %17, !dbg !113

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4, !dbg !114
  %11 = sext i32 %10 to i64, !dbg !115
  %12 = getelementptr inbounds [5 x %union.pthread_mutex_t], ptr @fork_mutex, i64 0, i64 %11, !dbg !115
  %13 = call i32 @pthread_mutex_init(ptr noundef %12, ptr noundef null) #4, !dbg !116
  br label %14, !dbg !116

14:                                               ; preds = %9
  %15 = load i32, ptr %3, align 4, !dbg !117
  %16 = add nsw i32 %15, 1, !dbg !117
  store i32 %16, ptr %3, align 4, !dbg !117
  br label %6, !dbg !118, !llvm.loop !119

17:                                               ; preds = %6
  call void @__VERIFIER_atomic_begin(), !dbg !121
    #dbg_declare(ptr %4, !122, !DIExpression(), !124)
  store i64 0, ptr %4, align 8, !dbg !124
  br label %18, !dbg !125

18:                                               ; preds = %27, %17
  %19 = load i64, ptr %4, align 8, !dbg !126
  %20 = icmp slt i64 %19, 5, !dbg !128
  br i1 %20, label %21, label %30, !dbg !129

21:                                               ; preds = %18
  %22 = load i64, ptr %4, align 8, !dbg !130
  %23 = getelementptr inbounds [5 x i64], ptr %2, i64 0, i64 %22, !dbg !131
  %24 = load i64, ptr %4, align 8, !dbg !132
  %25 = inttoptr i64 %24 to ptr, !dbg !133
  %26 = call i32 @pthread_create(ptr noundef %23, ptr noundef null, ptr noundef @philosopher, ptr noundef %25) #4, !dbg !134
  br label %27, !dbg !134

27:                                               ; preds = %21
  %28 = load i64, ptr %4, align 8, !dbg !135
  %29 = add nsw i64 %28, 1, !dbg !135
  store i64 %29, ptr %4, align 8, !dbg !135
  br label %18, !dbg !136, !llvm.loop !137

30:                                               ; preds = %18
  call void @__VERIFIER_atomic_end(), !dbg !139
    #dbg_declare(ptr %5, !140, !DIExpression(), !142)
  store i32 0, ptr %5, align 4, !dbg !142
  br label %31, !dbg !143

31:                                               ; preds = %40, %30
  %32 = load i32, ptr %5, align 4, !dbg !144
  %33 = icmp slt i32 %32, 5, !dbg !146
  br i1 %33, label %34, label %43, !dbg !147

34:                                               ; preds = %31
  %35 = load i32, ptr %5, align 4, !dbg !148
  %36 = sext i32 %35 to i64, !dbg !149
  %37 = getelementptr inbounds [5 x i64], ptr %2, i64 0, i64 %36, !dbg !149
  %38 = load i64, ptr %37, align 8, !dbg !149
  %39 = call i32 @pthread_join(i64 noundef %38, ptr noundef null), !dbg !150
  br label %40, !dbg !150

40:                                               ; preds = %34
  %41 = load i32, ptr %5, align 4, !dbg !151
  %42 = add nsw i32 %41, 1, !dbg !151
  store i32 %42, ptr %5, align 4, !dbg !151
  br label %31, !dbg !152, !llvm.loop !153

43:                                               ; preds = %31
  ret i32 0, !dbg !155
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_init(ptr noundef, ptr noundef) #1

declare void @__VERIFIER_atomic_begin() #2

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @philosopher(ptr noundef %0) #0 !dbg !156 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !159, !DIExpression(), !160)
    #dbg_declare(ptr %3, !161, !DIExpression(), !162)
  %8 = load ptr, ptr %2, align 8, !dbg !163
  %9 = ptrtoint ptr %8 to i64, !dbg !164
  %10 = trunc i64 %9 to i32, !dbg !165
  store i32 %10, ptr %3, align 4, !dbg !162
    #dbg_declare(ptr %4, !166, !DIExpression(), !167)
  %11 = load i32, ptr %3, align 4, !dbg !168
  store i32 %11, ptr %4, align 4, !dbg !167
    #dbg_declare(ptr %5, !169, !DIExpression(), !170)
  %12 = load i32, ptr %3, align 4, !dbg !171
  %13 = add nsw i32 %12, 1, !dbg !172
  %14 = srem i32 %13, 5, !dbg !173
  store i32 %14, ptr %5, align 4, !dbg !170
    #dbg_declare(ptr %6, !174, !DIExpression(), !175)
  %15 = load i32, ptr %4, align 4, !dbg !176
  %16 = load i32, ptr %5, align 4, !dbg !177
  %17 = icmp slt i32 %15, %16, !dbg !178
  br i1 %17, label %18, label %20, !dbg !176

18:                                               ; preds = %1
  %19 = load i32, ptr %4, align 4, !dbg !179
  br label %22, !dbg !176

20:                                               ; preds = %1
  %21 = load i32, ptr %5, align 4, !dbg !180
  br label %22, !dbg !176

22:                                               ; preds = %20, %18
  %23 = phi i32 [ %19, %18 ], [ %21, %20 ], !dbg !176
  store i32 %23, ptr %6, align 4, !dbg !175
    #dbg_declare(ptr %7, !181, !DIExpression(), !182)
  %24 = load i32, ptr %4, align 4, !dbg !183
  %25 = load i32, ptr %5, align 4, !dbg !184
  %26 = icmp slt i32 %24, %25, !dbg !185
  br i1 %26, label %27, label %29, !dbg !183

27:                                               ; preds = %22
  %28 = load i32, ptr %5, align 4, !dbg !186
  br label %31, !dbg !183

29:                                               ; preds = %22
  %30 = load i32, ptr %4, align 4, !dbg !187
  br label %31, !dbg !183

31:                                               ; preds = %29, %27
  %32 = phi i32 [ %28, %27 ], [ %30, %29 ], !dbg !183
  store i32 %32, ptr %7, align 4, !dbg !182
  br label %33, !dbg !188

33:                                               ; preds = %63, %31
  %34 = load i32, ptr %6, align 4, !dbg !189
  %35 = sext i32 %34 to i64, !dbg !193
  %36 = getelementptr inbounds [5 x %union.pthread_mutex_t], ptr @fork_mutex, i64 0, i64 %35, !dbg !193
  %37 = call i32 @pthread_mutex_lock(ptr noundef %36) #4, !dbg !194
  %38 = load i32, ptr %7, align 4, !dbg !195
  %39 = sext i32 %38 to i64, !dbg !196
  %40 = getelementptr inbounds [5 x %union.pthread_mutex_t], ptr @fork_mutex, i64 0, i64 %39, !dbg !196
  %41 = call i32 @pthread_mutex_lock(ptr noundef %40) #4, !dbg !197
  %42 = load i32, ptr %3, align 4, !dbg !198
  %43 = sext i32 %42 to i64, !dbg !199
  %44 = getelementptr inbounds [5 x i32], ptr @eating, i64 0, i64 %43, !dbg !199
  store i32 1, ptr %44, align 4, !dbg !200
  %45 = load i32, ptr %3, align 4, !dbg !201
  %46 = add nsw i32 %45, 5, !dbg !201
  %47 = sub nsw i32 %46, 1, !dbg !201
  %48 = srem i32 %47, 5, !dbg !201
  %49 = sext i32 %48 to i64, !dbg !201
  %50 = getelementptr inbounds [5 x i32], ptr @eating, i64 0, i64 %49, !dbg !201
  %51 = load i32, ptr %50, align 4, !dbg !201
  %52 = icmp ne i32 %51, 0, !dbg !201
  br i1 %52, label %62, label %53, !dbg !201

53:                                               ; preds = %33
  %54 = load i32, ptr %3, align 4, !dbg !201
  %55 = add nsw i32 %54, 1, !dbg !201
  %56 = srem i32 %55, 5, !dbg !201
  %57 = sext i32 %56 to i64, !dbg !201
  %58 = getelementptr inbounds [5 x i32], ptr @eating, i64 0, i64 %57, !dbg !201
  %59 = load i32, ptr %58, align 4, !dbg !201
  %60 = icmp ne i32 %59, 0, !dbg !201
  br i1 %60, label %62, label %61, !dbg !204

61:                                               ; preds = %53
  br label %63, !dbg !204

62:                                               ; preds = %53, %33
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 52, ptr noundef @__PRETTY_FUNCTION__.philosopher) #5, !dbg !201
  unreachable, !dbg !201

63:                                               ; preds = %61
  %64 = load i32, ptr %3, align 4, !dbg !205
  %65 = sext i32 %64 to i64, !dbg !206
  %66 = getelementptr inbounds [5 x i32], ptr @eating, i64 0, i64 %65, !dbg !206
  store i32 0, ptr %66, align 4, !dbg !207
  %67 = load i32, ptr %7, align 4, !dbg !208
  %68 = sext i32 %67 to i64, !dbg !209
  %69 = getelementptr inbounds [5 x %union.pthread_mutex_t], ptr @fork_mutex, i64 0, i64 %68, !dbg !209
  %70 = call i32 @pthread_mutex_unlock(ptr noundef %69) #4, !dbg !210
  %71 = load i32, ptr %6, align 4, !dbg !211
  %72 = sext i32 %71 to i64, !dbg !212
  %73 = getelementptr inbounds [5 x %union.pthread_mutex_t], ptr @fork_mutex, i64 0, i64 %72, !dbg !212
  %74 = call i32 @pthread_mutex_unlock(ptr noundef %73) #4, !dbg !213
  br label %33, !dbg !214, !llvm.loop !215
}

declare void @__VERIFIER_atomic_end() #2

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #1

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #3

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!62, !63, !64, !65, !66, !67, !68}
!llvm.ident = !{!69}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "eating", scope: !2, file: !3, line: 31, type: !61, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "philosophers.c", directory: ".", checksumkind: CSK_MD5, checksum: "11358acd8d199fa6d3fbd8aa7cb257f0")
!4 = !{!5, !6, !7}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!8 = !{!9, !0, !45, !50, !55}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(name: "fork_mutex", scope: !2, file: !3, line: 29, type: !11, isLocal: false, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 1600, elements: !43)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !13, line: 72, baseType: !14)
!13 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!14 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !13, line: 67, size: 320, elements: !15)
!15 = !{!16, !37, !42}
!16 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !14, file: !13, line: 69, baseType: !17, size: 320)
!17 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !18, line: 22, size: 320, elements: !19)
!18 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!19 = !{!20, !21, !23, !24, !25, !26, !28, !29}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !17, file: !18, line: 24, baseType: !6, size: 32)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !17, file: !18, line: 25, baseType: !22, size: 32, offset: 32)
!22 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !17, file: !18, line: 26, baseType: !6, size: 32, offset: 64)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !17, file: !18, line: 28, baseType: !22, size: 32, offset: 96)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !17, file: !18, line: 32, baseType: !6, size: 32, offset: 128)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !17, file: !18, line: 34, baseType: !27, size: 16, offset: 160)
!27 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !17, file: !18, line: 35, baseType: !27, size: 16, offset: 176)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !17, file: !18, line: 36, baseType: !30, size: 128, offset: 192)
!30 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !31, line: 55, baseType: !32)
!31 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
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
!42 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !14, file: !13, line: 71, baseType: !7, size: 64)
!43 = !{!44}
!44 = !DISubrange(count: 5)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 52, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 392, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 49)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !3, line: 52, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 120, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 15)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !3, line: 52, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !58, size: 208, elements: !59)
!58 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!59 = !{!60}
!60 = !DISubrange(count: 26)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 160, elements: !43)
!62 = !{i32 7, !"Dwarf Version", i32 5}
!63 = !{i32 2, !"Debug Info Version", i32 3}
!64 = !{i32 1, !"wchar_size", i32 4}
!65 = !{i32 8, !"PIC Level", i32 2}
!66 = !{i32 7, !"PIE Level", i32 2}
!67 = !{i32 7, !"uwtable", i32 2}
!68 = !{i32 7, !"frame-pointer", i32 2}
!69 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!70 = distinct !DISubprogram(name: "check_forks", scope: !3, file: !3, line: 61, type: !71, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !73)
!71 = !DISubroutineType(types: !72)
!72 = !{!6}
!73 = !{}
!74 = !DILocalVariable(name: "i", scope: !75, file: !3, line: 63, type: !6)
!75 = distinct !DILexicalBlock(scope: !70, file: !3, line: 63, column: 5)
!76 = !DILocation(line: 63, column: 14, scope: !75)
!77 = !DILocation(line: 63, column: 10, scope: !75)
!78 = !DILocation(line: 63, column: 21, scope: !79)
!79 = distinct !DILexicalBlock(scope: !75, file: !3, line: 63, column: 5)
!80 = !DILocation(line: 63, column: 23, scope: !79)
!81 = !DILocation(line: 63, column: 5, scope: !75)
!82 = !DILocation(line: 64, column: 20, scope: !83)
!83 = distinct !DILexicalBlock(scope: !79, file: !3, line: 64, column: 13)
!84 = !DILocation(line: 64, column: 13, scope: !83)
!85 = !DILocation(line: 64, column: 23, scope: !83)
!86 = !DILocation(line: 64, column: 34, scope: !83)
!87 = !DILocation(line: 64, column: 36, scope: !83)
!88 = !DILocation(line: 64, column: 41, scope: !83)
!89 = !DILocation(line: 64, column: 26, scope: !83)
!90 = !DILocation(line: 64, column: 13, scope: !79)
!91 = !DILocation(line: 65, column: 13, scope: !83)
!92 = !DILocation(line: 64, column: 44, scope: !83)
!93 = !DILocation(line: 63, column: 29, scope: !79)
!94 = !DILocation(line: 63, column: 5, scope: !79)
!95 = distinct !{!95, !81, !96, !97}
!96 = !DILocation(line: 65, column: 20, scope: !75)
!97 = !{!"llvm.loop.mustprogress"}
!98 = !DILocation(line: 66, column: 5, scope: !70)
!99 = !DILocation(line: 67, column: 1, scope: !70)
!100 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 69, type: !71, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !73)
!101 = !DILocalVariable(name: "t", scope: !100, file: !3, line: 71, type: !102)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !103, size: 320, elements: !43)
!103 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !13, line: 27, baseType: !104)
!104 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!105 = !DILocation(line: 71, column: 15, scope: !100)
!106 = !DILocalVariable(name: "i", scope: !107, file: !3, line: 72, type: !6)
!107 = distinct !DILexicalBlock(scope: !100, file: !3, line: 72, column: 5)
!108 = !DILocation(line: 72, column: 14, scope: !107)
!109 = !DILocation(line: 72, column: 10, scope: !107)
!110 = !DILocation(line: 72, column: 21, scope: !111)
!111 = distinct !DILexicalBlock(scope: !107, file: !3, line: 72, column: 5)
!112 = !DILocation(line: 72, column: 23, scope: !111)
!113 = !DILocation(line: 72, column: 5, scope: !107)
!114 = !DILocation(line: 73, column: 40, scope: !111)
!115 = !DILocation(line: 73, column: 29, scope: !111)
!116 = !DILocation(line: 73, column: 9, scope: !111)
!117 = !DILocation(line: 72, column: 29, scope: !111)
!118 = !DILocation(line: 72, column: 5, scope: !111)
!119 = distinct !{!119, !113, !120, !97}
!120 = !DILocation(line: 73, column: 48, scope: !107)
!121 = !DILocation(line: 75, column: 5, scope: !100)
!122 = !DILocalVariable(name: "i", scope: !123, file: !3, line: 76, type: !7)
!123 = distinct !DILexicalBlock(scope: !100, file: !3, line: 76, column: 5)
!124 = !DILocation(line: 76, column: 15, scope: !123)
!125 = !DILocation(line: 76, column: 10, scope: !123)
!126 = !DILocation(line: 76, column: 22, scope: !127)
!127 = distinct !DILexicalBlock(scope: !123, file: !3, line: 76, column: 5)
!128 = !DILocation(line: 76, column: 24, scope: !127)
!129 = !DILocation(line: 76, column: 5, scope: !123)
!130 = !DILocation(line: 77, column: 27, scope: !127)
!131 = !DILocation(line: 77, column: 25, scope: !127)
!132 = !DILocation(line: 77, column: 58, scope: !127)
!133 = !DILocation(line: 77, column: 50, scope: !127)
!134 = !DILocation(line: 77, column: 9, scope: !127)
!135 = !DILocation(line: 76, column: 30, scope: !127)
!136 = !DILocation(line: 76, column: 5, scope: !127)
!137 = distinct !{!137, !129, !138, !97}
!138 = !DILocation(line: 77, column: 59, scope: !123)
!139 = !DILocation(line: 78, column: 5, scope: !100)
!140 = !DILocalVariable(name: "i", scope: !141, file: !3, line: 79, type: !6)
!141 = distinct !DILexicalBlock(scope: !100, file: !3, line: 79, column: 5)
!142 = !DILocation(line: 79, column: 14, scope: !141)
!143 = !DILocation(line: 79, column: 10, scope: !141)
!144 = !DILocation(line: 79, column: 21, scope: !145)
!145 = distinct !DILexicalBlock(scope: !141, file: !3, line: 79, column: 5)
!146 = !DILocation(line: 79, column: 23, scope: !145)
!147 = !DILocation(line: 79, column: 5, scope: !141)
!148 = !DILocation(line: 80, column: 24, scope: !145)
!149 = !DILocation(line: 80, column: 22, scope: !145)
!150 = !DILocation(line: 80, column: 9, scope: !145)
!151 = !DILocation(line: 79, column: 29, scope: !145)
!152 = !DILocation(line: 79, column: 5, scope: !145)
!153 = distinct !{!153, !147, !154, !97}
!154 = !DILocation(line: 80, column: 32, scope: !141)
!155 = !DILocation(line: 81, column: 5, scope: !100)
!156 = distinct !DISubprogram(name: "philosopher", scope: !3, file: !3, line: 36, type: !157, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !73)
!157 = !DISubroutineType(types: !158)
!158 = !{!5, !5}
!159 = !DILocalVariable(name: "arg", arg: 1, scope: !156, file: !3, line: 36, type: !5)
!160 = !DILocation(line: 36, column: 32, scope: !156)
!161 = !DILocalVariable(name: "i", scope: !156, file: !3, line: 38, type: !6)
!162 = !DILocation(line: 38, column: 9, scope: !156)
!163 = !DILocation(line: 38, column: 24, scope: !156)
!164 = !DILocation(line: 38, column: 18, scope: !156)
!165 = !DILocation(line: 38, column: 13, scope: !156)
!166 = !DILocalVariable(name: "left", scope: !156, file: !3, line: 39, type: !6)
!167 = !DILocation(line: 39, column: 9, scope: !156)
!168 = !DILocation(line: 39, column: 16, scope: !156)
!169 = !DILocalVariable(name: "right", scope: !156, file: !3, line: 39, type: !6)
!170 = !DILocation(line: 39, column: 19, scope: !156)
!171 = !DILocation(line: 39, column: 28, scope: !156)
!172 = !DILocation(line: 39, column: 30, scope: !156)
!173 = !DILocation(line: 39, column: 35, scope: !156)
!174 = !DILocalVariable(name: "first", scope: !156, file: !3, line: 41, type: !6)
!175 = !DILocation(line: 41, column: 9, scope: !156)
!176 = !DILocation(line: 41, column: 17, scope: !156)
!177 = !DILocation(line: 41, column: 24, scope: !156)
!178 = !DILocation(line: 41, column: 22, scope: !156)
!179 = !DILocation(line: 41, column: 32, scope: !156)
!180 = !DILocation(line: 41, column: 39, scope: !156)
!181 = !DILocalVariable(name: "second", scope: !156, file: !3, line: 42, type: !6)
!182 = !DILocation(line: 42, column: 9, scope: !156)
!183 = !DILocation(line: 42, column: 18, scope: !156)
!184 = !DILocation(line: 42, column: 25, scope: !156)
!185 = !DILocation(line: 42, column: 23, scope: !156)
!186 = !DILocation(line: 42, column: 33, scope: !156)
!187 = !DILocation(line: 42, column: 41, scope: !156)
!188 = !DILocation(line: 46, column: 5, scope: !156)
!189 = !DILocation(line: 48, column: 40, scope: !190)
!190 = distinct !DILexicalBlock(scope: !191, file: !3, line: 46, column: 14)
!191 = distinct !DILexicalBlock(scope: !192, file: !3, line: 46, column: 5)
!192 = distinct !DILexicalBlock(scope: !156, file: !3, line: 46, column: 5)
!193 = !DILocation(line: 48, column: 29, scope: !190)
!194 = !DILocation(line: 48, column: 9, scope: !190)
!195 = !DILocation(line: 49, column: 40, scope: !190)
!196 = !DILocation(line: 49, column: 29, scope: !190)
!197 = !DILocation(line: 49, column: 9, scope: !190)
!198 = !DILocation(line: 50, column: 16, scope: !190)
!199 = !DILocation(line: 50, column: 9, scope: !190)
!200 = !DILocation(line: 50, column: 19, scope: !190)
!201 = !DILocation(line: 52, column: 9, scope: !202)
!202 = distinct !DILexicalBlock(scope: !203, file: !3, line: 52, column: 9)
!203 = distinct !DILexicalBlock(scope: !190, file: !3, line: 52, column: 9)
!204 = !DILocation(line: 52, column: 9, scope: !203)
!205 = !DILocation(line: 54, column: 16, scope: !190)
!206 = !DILocation(line: 54, column: 9, scope: !190)
!207 = !DILocation(line: 54, column: 19, scope: !190)
!208 = !DILocation(line: 55, column: 42, scope: !190)
!209 = !DILocation(line: 55, column: 31, scope: !190)
!210 = !DILocation(line: 55, column: 9, scope: !190)
!211 = !DILocation(line: 56, column: 42, scope: !190)
!212 = !DILocation(line: 56, column: 31, scope: !190)
!213 = !DILocation(line: 56, column: 9, scope: !190)
!214 = !DILocation(line: 46, column: 5, scope: !191)
!215 = distinct !{!215, !216, !217}
!216 = !DILocation(line: 46, column: 5, scope: !192)
!217 = !DILocation(line: 57, column: 5, scope: !192)
