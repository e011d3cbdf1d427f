; ModuleID = 'implicit-conversions.c'
source_filename = "implicit-conversions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [23 x i8] c"implicit-conversions.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !17
@five = dso_local global i32 5, align 4, !dbg !21
@sum = dso_local global i32 0, align 4, !dbg !24
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 19, i32 13 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 26, i32 13 }, ptr @0 }
@3 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 34, i32 23 }, ptr @0 }
@4 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 37, i32 23 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !65 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 8, ptr noundef @.str.2) #6, !dbg !68
  unreachable, !dbg !68
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @by_value(ptr noundef %0) #0 !dbg !69 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !74, !DIExpression(), !75)
    #dbg_declare(ptr %3, !76, !DIExpression(), !77)
  %4 = load ptr, ptr %2, align 8, !dbg !78
  %5 = ptrtoint ptr %4 to i32, !dbg !78
  store i32 %5, ptr %3, align 4, !dbg !77
  %6 = call i32 @pthread_mutex_lock(ptr noundef @m) #7, !dbg !79
  %7 = load i32, ptr @sum, align 4, !dbg !80
  %8 = load i32, ptr %3, align 4, !dbg !81
  %9 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %7, i32 %8), !dbg !82, !nosanitize !73
  %10 = extractvalue { i32, i1 } %9, 0, !dbg !82, !nosanitize !73
  %11 = extractvalue { i32, i1 } %9, 1, !dbg !82, !nosanitize !73
  %12 = xor i1 %11, true, !dbg !82, !nosanitize !73
  br i1 %12, label %16, label %13, !dbg !82, !prof !83, !nosanitize !73

13:                                               ; preds = %1
  %14 = zext i32 %7 to i64, !dbg !82, !nosanitize !73
  %15 = zext i32 %8 to i64, !dbg !82, !nosanitize !73
  call void @__ubsan_handle_add_overflow(ptr @1, i64 %14, i64 %15) #7, !dbg !82, !nosanitize !73
  br label %16, !dbg !82, !nosanitize !73

16:                                               ; preds = %13, %1
  store i32 %10, ptr @sum, align 4, !dbg !84
  %17 = call i32 @pthread_mutex_unlock(ptr noundef @m) #7, !dbg !85
  ret ptr null, !dbg !86
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #3

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) #4

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @by_pointer(ptr noundef %0) #0 !dbg !87 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !91, !DIExpression(), !92)
  %3 = call i32 @pthread_mutex_lock(ptr noundef @m) #7, !dbg !93
  %4 = load i32, ptr @sum, align 4, !dbg !94
  %5 = load ptr, ptr %2, align 8, !dbg !95
  %6 = load i32, ptr %5, align 4, !dbg !96
  %7 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %4, i32 %6), !dbg !97, !nosanitize !73
  %8 = extractvalue { i32, i1 } %7, 0, !dbg !97, !nosanitize !73
  %9 = extractvalue { i32, i1 } %7, 1, !dbg !97, !nosanitize !73
  %10 = xor i1 %9, true, !dbg !97, !nosanitize !73
  br i1 %10, label %14, label %11, !dbg !97, !prof !83, !nosanitize !73

11:                                               ; preds = %1
  %12 = zext i32 %4 to i64, !dbg !97, !nosanitize !73
  %13 = zext i32 %6 to i64, !dbg !97, !nosanitize !73
  call void @__ubsan_handle_add_overflow(ptr @2, i64 %12, i64 %13) #7, !dbg !97, !nosanitize !73
  br label %14, !dbg !97, !nosanitize !73

14:                                               ; preds = %11, %1
  store i32 %8, ptr @sum, align 4, !dbg !98
  %15 = call i32 @pthread_mutex_unlock(ptr noundef @m) #7, !dbg !99
  ret ptr null, !dbg !100
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !101 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x i64], align 16
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !104, !DIExpression(), !110)
    #dbg_declare(ptr %3, !111, !DIExpression(), !112)
  store i32 0, ptr %3, align 4, !dbg !113
  br label %4, !dbg !115

4:                                                ; preds = %23, %0
  %5 = load i32, ptr %3, align 4, !dbg !116
  %6 = icmp slt i32 %5, 2, !dbg !118
  br i1 %6, label %7, label %24, !dbg !119

7:                                                ; preds = %4
  %8 = load i32, ptr %3, align 4, !dbg !120
  %9 = sext i32 %8 to i64, !dbg !121
  %10 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 %9, !dbg !121
  %11 = load i32, ptr %3, align 4, !dbg !122
  %12 = sext i32 %11 to i64, !dbg !122
  %13 = inttoptr i64 %12 to ptr, !dbg !122
  %14 = call i32 @pthread_create(ptr noundef %10, ptr noundef null, ptr noundef @by_value, ptr noundef %13) #7, !dbg !123
  br label %15, !dbg !123

15:                                               ; preds = %7
  %16 = load i32, ptr %3, align 4, !dbg !124
  %17 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %16, i32 1), !dbg !124, !nosanitize !73
  %18 = extractvalue { i32, i1 } %17, 0, !dbg !124, !nosanitize !73
  %19 = extractvalue { i32, i1 } %17, 1, !dbg !124, !nosanitize !73
  %20 = xor i1 %19, true, !dbg !124, !nosanitize !73
  br i1 %20, label %23, label %21, !dbg !124, !prof !83, !nosanitize !73

21:                                               ; preds = %15
  %22 = zext i32 %16 to i64, !dbg !124, !nosanitize !73
  call void @__ubsan_handle_add_overflow(ptr @3, i64 %22, i64 1) #7, !dbg !124, !nosanitize !73
  br label %23, !dbg !124, !nosanitize !73

23:                                               ; preds = %21, %15
  store i32 %18, ptr %3, align 4, !dbg !124
  br label %4, !dbg !125, !llvm.loop !126

24:                                               ; preds = %4
  %25 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 2, !dbg !129
  %26 = call i32 @pthread_create(ptr noundef %25, ptr noundef null, ptr noundef @by_pointer, ptr noundef @five) #7, !dbg !130
  store i32 0, ptr %3, align 4, !dbg !131
  br label %27, !dbg !133

27:                                               ; preds = %44, %24
  %28 = load i32, ptr %3, align 4, !dbg !134
  %29 = icmp slt i32 %28, 3, !dbg !136
  br i1 %29, label %30, label %45, !dbg !137

30:                                               ; preds = %27
  %31 = load i32, ptr %3, align 4, !dbg !138
  %32 = sext i32 %31 to i64, !dbg !139
  %33 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 %32, !dbg !139
  %34 = load i64, ptr %33, align 8, !dbg !139
  %35 = call i32 @pthread_join(i64 noundef %34, ptr noundef null), !dbg !140
  br label %36, !dbg !140

36:                                               ; preds = %30
  %37 = load i32, ptr %3, align 4, !dbg !141
  %38 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %37, i32 1), !dbg !141, !nosanitize !73
  %39 = extractvalue { i32, i1 } %38, 0, !dbg !141, !nosanitize !73
  %40 = extractvalue { i32, i1 } %38, 1, !dbg !141, !nosanitize !73
  %41 = xor i1 %40, true, !dbg !141, !nosanitize !73
  br i1 %41, label %44, label %42, !dbg !141, !prof !83, !nosanitize !73

42:                                               ; preds = %36
  %43 = zext i32 %37 to i64, !dbg !141, !nosanitize !73
  call void @__ubsan_handle_add_overflow(ptr @4, i64 %43, i64 1) #7, !dbg !141, !nosanitize !73
  br label %44, !dbg !141, !nosanitize !73

44:                                               ; preds = %42, %36
  store i32 %39, ptr %3, align 4, !dbg !141
  br label %27, !dbg !142, !llvm.loop !143

45:                                               ; preds = %27
  %46 = load i32, ptr @sum, align 4, !dbg !145
  %47 = icmp ne i32 %46, 6, !dbg !147
  br i1 %47, label %48, label %49, !dbg !148

48:                                               ; preds = %45
  call void @reach_error(), !dbg !149
  br label %49, !dbg !149

49:                                               ; preds = %48, %45
  ret i32 0, !dbg !150
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

declare i32 @pthread_join(i64 noundef, ptr noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { uwtable }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback noreturn nounwind }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!57, !58, !59, !60, !61, !62, !63}
!llvm.ident = !{!64}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "implicit-conversions.c", directory: ".", checksumkind: CSK_MD5, checksum: "78ca57eb425af1205d349037a8369cc3")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 23)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "m", scope: !19, file: !2, line: 12, type: !26, isLocal: false, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !20, splitDebugInlining: false, nameTableKind: None)
!20 = !{!0, !7, !12, !17, !21, !24}
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "five", scope: !19, file: !2, line: 14, type: !23, isLocal: false, isDefinition: true)
!23 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "sum", scope: !19, file: !2, line: 13, type: !23, isLocal: false, isDefinition: true)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !27, line: 72, baseType: !28)
!27 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!28 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !27, line: 67, size: 320, elements: !29)
!29 = !{!30, !51, !55}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !28, file: !27, line: 69, baseType: !31, size: 320)
!31 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !32, line: 22, size: 320, elements: !33)
!32 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!33 = !{!34, !35, !37, !38, !39, !40, !42, !43}
!34 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !31, file: !32, line: 24, baseType: !23, size: 32)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !31, file: !32, line: 25, baseType: !36, size: 32, offset: 32)
!36 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !31, file: !32, line: 26, baseType: !23, size: 32, offset: 64)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !31, file: !32, line: 28, baseType: !36, size: 32, offset: 96)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !31, file: !32, line: 32, baseType: !23, size: 32, offset: 128)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !31, file: !32, line: 34, baseType: !41, size: 16, offset: 160)
!41 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !31, file: !32, line: 35, baseType: !41, size: 16, offset: 176)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !31, file: !32, line: 36, baseType: !44, size: 128, offset: 192)
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !45, line: 55, baseType: !46)
!45 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!46 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !45, line: 51, size: 128, elements: !47)
!47 = !{!48, !50}
!48 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !46, file: !45, line: 53, baseType: !49, size: 64)
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !46, file: !45, line: 54, baseType: !49, size: 64, offset: 64)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !28, file: !27, line: 70, baseType: !52, size: 320)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 320, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 40)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !28, file: !27, line: 71, baseType: !56, size: 64)
!56 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!57 = !{i32 7, !"Dwarf Version", i32 5}
!58 = !{i32 2, !"Debug Info Version", i32 3}
!59 = !{i32 1, !"wchar_size", i32 4}
!60 = !{i32 8, !"PIC Level", i32 2}
!61 = !{i32 7, !"PIE Level", i32 2}
!62 = !{i32 7, !"uwtable", i32 2}
!63 = !{i32 7, !"frame-pointer", i32 2}
!64 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!65 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 8, type: !66, scopeLine: 8, spFlags: DISPFlagDefinition, unit: !19)
!66 = !DISubroutineType(types: !67)
!67 = !{null}
!68 = !DILocation(line: 8, column: 22, scope: !65)
!69 = distinct !DISubprogram(name: "by_value", scope: !2, file: !2, line: 16, type: !70, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !73)
!70 = !DISubroutineType(types: !71)
!71 = !{!72, !72}
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!73 = !{}
!74 = !DILocalVariable(name: "arg", arg: 1, scope: !69, file: !2, line: 16, type: !72)
!75 = !DILocation(line: 16, column: 22, scope: !69)
!76 = !DILocalVariable(name: "v", scope: !69, file: !2, line: 17, type: !23)
!77 = !DILocation(line: 17, column: 7, scope: !69)
!78 = !DILocation(line: 17, column: 11, scope: !69)
!79 = !DILocation(line: 18, column: 3, scope: !69)
!80 = !DILocation(line: 19, column: 9, scope: !69)
!81 = !DILocation(line: 19, column: 15, scope: !69)
!82 = !DILocation(line: 19, column: 13, scope: !69)
!83 = !{!"branch_weights", i32 1048575, i32 1}
!84 = !DILocation(line: 19, column: 7, scope: !69)
!85 = !DILocation(line: 20, column: 3, scope: !69)
!86 = !DILocation(line: 21, column: 3, scope: !69)
!87 = distinct !DISubprogram(name: "by_pointer", scope: !2, file: !2, line: 24, type: !88, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !73)
!88 = !DISubroutineType(types: !89)
!89 = !{!72, !90}
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!91 = !DILocalVariable(name: "p", arg: 1, scope: !87, file: !2, line: 24, type: !90)
!92 = !DILocation(line: 24, column: 23, scope: !87)
!93 = !DILocation(line: 25, column: 3, scope: !87)
!94 = !DILocation(line: 26, column: 9, scope: !87)
!95 = !DILocation(line: 26, column: 16, scope: !87)
!96 = !DILocation(line: 26, column: 15, scope: !87)
!97 = !DILocation(line: 26, column: 13, scope: !87)
!98 = !DILocation(line: 26, column: 7, scope: !87)
!99 = !DILocation(line: 27, column: 3, scope: !87)
!100 = !DILocation(line: 28, column: 3, scope: !87)
!101 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 31, type: !102, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !73)
!102 = !DISubroutineType(types: !103)
!103 = !{!23}
!104 = !DILocalVariable(name: "t", scope: !101, file: !2, line: 32, type: !105)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !106, size: 192, elements: !108)
!106 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !27, line: 27, baseType: !107)
!107 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!108 = !{!109}
!109 = !DISubrange(count: 3)
!110 = !DILocation(line: 32, column: 13, scope: !101)
!111 = !DILocalVariable(name: "i", scope: !101, file: !2, line: 33, type: !23)
!112 = !DILocation(line: 33, column: 7, scope: !101)
!113 = !DILocation(line: 34, column: 10, scope: !114)
!114 = distinct !DILexicalBlock(scope: !101, file: !2, line: 34, column: 3)
!115 = !DILocation(line: 34, column: 8, scope: !114)
!116 = !DILocation(line: 34, column: 15, scope: !117)
!117 = distinct !DILexicalBlock(scope: !114, file: !2, line: 34, column: 3)
!118 = !DILocation(line: 34, column: 17, scope: !117)
!119 = !DILocation(line: 34, column: 3, scope: !114)
!120 = !DILocation(line: 35, column: 23, scope: !117)
!121 = !DILocation(line: 35, column: 21, scope: !117)
!122 = !DILocation(line: 35, column: 40, scope: !117)
!123 = !DILocation(line: 35, column: 5, scope: !117)
!124 = !DILocation(line: 34, column: 23, scope: !117)
!125 = !DILocation(line: 34, column: 3, scope: !117)
!126 = distinct !{!126, !119, !127, !128}
!127 = !DILocation(line: 35, column: 41, scope: !114)
!128 = !{!"llvm.loop.mustprogress"}
!129 = !DILocation(line: 36, column: 19, scope: !101)
!130 = !DILocation(line: 36, column: 3, scope: !101)
!131 = !DILocation(line: 37, column: 10, scope: !132)
!132 = distinct !DILexicalBlock(scope: !101, file: !2, line: 37, column: 3)
!133 = !DILocation(line: 37, column: 8, scope: !132)
!134 = !DILocation(line: 37, column: 15, scope: !135)
!135 = distinct !DILexicalBlock(scope: !132, file: !2, line: 37, column: 3)
!136 = !DILocation(line: 37, column: 17, scope: !135)
!137 = !DILocation(line: 37, column: 3, scope: !132)
!138 = !DILocation(line: 38, column: 20, scope: !135)
!139 = !DILocation(line: 38, column: 18, scope: !135)
!140 = !DILocation(line: 38, column: 5, scope: !135)
!141 = !DILocation(line: 37, column: 23, scope: !135)
!142 = !DILocation(line: 37, column: 3, scope: !135)
!143 = distinct !{!143, !137, !144, !128}
!144 = !DILocation(line: 38, column: 25, scope: !132)
!145 = !DILocation(line: 39, column: 7, scope: !146)
!146 = distinct !DILexicalBlock(scope: !101, file: !2, line: 39, column: 7)
!147 = !DILocation(line: 39, column: 11, scope: !146)
!148 = !DILocation(line: 39, column: 7, scope: !101)
!149 = !DILocation(line: 40, column: 5, scope: !146)
!150 = !DILocation(line: 41, column: 3, scope: !101)
