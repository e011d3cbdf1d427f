; ModuleID = 'bank-one-lock.c'
source_filename = "bank-one-lock.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }
%struct.transfer = type { i32, i32, i32 }

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [16 x i8] c"bank-one-lock.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@acc = dso_local global [2 x i32] [i32 100, i32 100], align 4, !dbg !17
@lock = dso_local global [2 x %union.pthread_mutex_t] zeroinitializer, align 16, !dbg !21
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 20, i32 31 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 21, i32 27 }, ptr @0 }
@__const.main.x = private unnamed_addr constant %struct.transfer { i32 0, i32 1, i32 10 }, align 4
@__const.main.y = private unnamed_addr constant %struct.transfer { i32 1, i32 0, i32 20 }, align 4
@3 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 33, i32 14 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !65 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 6, ptr noundef @.str.2) #7, !dbg !68
  unreachable, !dbg !68
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @run(ptr noundef %0) #0 !dbg !69 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !74, !DIExpression(), !75)
    #dbg_declare(ptr %3, !76, !DIExpression(), !83)
  %4 = load ptr, ptr %2, align 8, !dbg !84
  store ptr %4, ptr %3, align 8, !dbg !83
  %5 = load ptr, ptr %3, align 8, !dbg !85
  %6 = getelementptr inbounds %struct.transfer, ptr %5, i32 0, i32 0, !dbg !86
  %7 = load i32, ptr %6, align 4, !dbg !86
  %8 = sext i32 %7 to i64, !dbg !87
  %9 = getelementptr inbounds [2 x %union.pthread_mutex_t], ptr @lock, i64 0, i64 %8, !dbg !87
  %10 = call i32 @pthread_mutex_lock(ptr noundef %9) #8, !dbg !88
  %11 = load ptr, ptr %3, align 8, !dbg !89
  %12 = getelementptr inbounds %struct.transfer, ptr %11, i32 0, i32 0, !dbg !90
  %13 = load i32, ptr %12, align 4, !dbg !90
  %14 = sext i32 %13 to i64, !dbg !91
  %15 = getelementptr inbounds [2 x i32], ptr @acc, i64 0, i64 %14, !dbg !91
  %16 = load i32, ptr %15, align 4, !dbg !91
  %17 = load ptr, ptr %3, align 8, !dbg !92
  %18 = getelementptr inbounds %struct.transfer, ptr %17, i32 0, i32 2, !dbg !93
  %19 = load i32, ptr %18, align 4, !dbg !93
  %20 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %16, i32 %19), !dbg !94, !nosanitize !73
  %21 = extractvalue { i32, i1 } %20, 0, !dbg !94, !nosanitize !73
  %22 = extractvalue { i32, i1 } %20, 1, !dbg !94, !nosanitize !73
  %23 = xor i1 %22, true, !dbg !94, !nosanitize !73
  br i1 %23, label %27, label %24, !dbg !94, !prof !95, !nosanitize !73

24:                                               ; preds = %1
  %25 = zext i32 %16 to i64, !dbg !94, !nosanitize !73
  %26 = zext i32 %19 to i64, !dbg !94, !nosanitize !73
  call void @__ubsan_handle_sub_overflow(ptr @1, i64 %25, i64 %26) #8, !dbg !94, !nosanitize !73
  br label %27, !dbg !94, !nosanitize !73

27:                                               ; preds = %24, %1
  %28 = load ptr, ptr %3, align 8, !dbg !96
  %29 = getelementptr inbounds %struct.transfer, ptr %28, i32 0, i32 0, !dbg !97
  %30 = load i32, ptr %29, align 4, !dbg !97
  %31 = sext i32 %30 to i64, !dbg !98
  %32 = getelementptr inbounds [2 x i32], ptr @acc, i64 0, i64 %31, !dbg !98
  store i32 %21, ptr %32, align 4, !dbg !99
  %33 = load ptr, ptr %3, align 8, !dbg !100
  %34 = getelementptr inbounds %struct.transfer, ptr %33, i32 0, i32 1, !dbg !101
  %35 = load i32, ptr %34, align 4, !dbg !101
  %36 = sext i32 %35 to i64, !dbg !102
  %37 = getelementptr inbounds [2 x i32], ptr @acc, i64 0, i64 %36, !dbg !102
  %38 = load i32, ptr %37, align 4, !dbg !102
  %39 = load ptr, ptr %3, align 8, !dbg !103
  %40 = getelementptr inbounds %struct.transfer, ptr %39, i32 0, i32 2, !dbg !104
  %41 = load i32, ptr %40, align 4, !dbg !104
  %42 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %38, i32 %41), !dbg !105, !nosanitize !73
  %43 = extractvalue { i32, i1 } %42, 0, !dbg !105, !nosanitize !73
  %44 = extractvalue { i32, i1 } %42, 1, !dbg !105, !nosanitize !73
  %45 = xor i1 %44, true, !dbg !105, !nosanitize !73
  br i1 %45, label %49, label %46, !dbg !105, !prof !95, !nosanitize !73

46:                                               ; preds = %27
  %47 = zext i32 %38 to i64, !dbg !105, !nosanitize !73
  %48 = zext i32 %41 to i64, !dbg !105, !nosanitize !73
  call void @__ubsan_handle_add_overflow(ptr @2, i64 %47, i64 %48) #8, !dbg !105, !nosanitize !73
  br label %49, !dbg !105, !nosanitize !73

49:                                               ; preds = %46, %27
  %50 = load ptr, ptr %3, align 8, !dbg !106
  %51 = getelementptr inbounds %struct.transfer, ptr %50, i32 0, i32 1, !dbg !107
  %52 = load i32, ptr %51, align 4, !dbg !107
  %53 = sext i32 %52 to i64, !dbg !108
  %54 = getelementptr inbounds [2 x i32], ptr @acc, i64 0, i64 %53, !dbg !108
  store i32 %43, ptr %54, align 4, !dbg !109
  %55 = load ptr, ptr %3, align 8, !dbg !110
  %56 = getelementptr inbounds %struct.transfer, ptr %55, i32 0, i32 0, !dbg !111
  %57 = load i32, ptr %56, align 4, !dbg !111
  %58 = sext i32 %57 to i64, !dbg !112
  %59 = getelementptr inbounds [2 x %union.pthread_mutex_t], ptr @lock, i64 0, i64 %58, !dbg !112
  %60 = call i32 @pthread_mutex_unlock(ptr noundef %59) #8, !dbg !113
  ret ptr null, !dbg !114
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #3

; Function Attrs: uwtable
declare void @__ubsan_handle_sub_overflow(ptr, i64, i64) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #3

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) #4

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !115 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca %struct.transfer, align 4
  %5 = alloca %struct.transfer, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !118, !DIExpression(), !121)
    #dbg_declare(ptr %3, !122, !DIExpression(), !123)
    #dbg_declare(ptr %4, !124, !DIExpression(), !125)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 @__const.main.x, i64 12, i1 false), !dbg !125
    #dbg_declare(ptr %5, !126, !DIExpression(), !127)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 @__const.main.y, i64 12, i1 false), !dbg !127
  %6 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @run, ptr noundef %4) #8, !dbg !128
  %7 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @run, ptr noundef %5) #8, !dbg !129
  %8 = load i64, ptr %2, align 8, !dbg !130
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null), !dbg !131
  %10 = load i64, ptr %3, align 8, !dbg !132
  %11 = call i32 @pthread_join(i64 noundef %10, ptr noundef null), !dbg !133
  %12 = load i32, ptr @acc, align 4, !dbg !134
  %13 = load i32, ptr getelementptr inbounds ([2 x i32], ptr @acc, i64 0, i64 1), align 4, !dbg !136
  %14 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %12, i32 %13), !dbg !137, !nosanitize !73
  %15 = extractvalue { i32, i1 } %14, 0, !dbg !137, !nosanitize !73
  %16 = extractvalue { i32, i1 } %14, 1, !dbg !137, !nosanitize !73
  %17 = xor i1 %16, true, !dbg !137, !nosanitize !73
  br i1 %17, label %21, label %18, !dbg !137, !prof !95, !nosanitize !73

18:                                               ; preds = %0
  %19 = zext i32 %12 to i64, !dbg !137, !nosanitize !73
  %20 = zext i32 %13 to i64, !dbg !137, !nosanitize !73
  call void @__ubsan_handle_add_overflow(ptr @3, i64 %19, i64 %20) #8, !dbg !137, !nosanitize !73
  br label %21, !dbg !137, !nosanitize !73

21:                                               ; preds = %18, %0
  %22 = icmp ne i32 %15, 200, !dbg !138
  br i1 %22, label %23, label %24, !dbg !139

23:                                               ; preds = %21
  call void @reach_error(), !dbg !140
  br label %24, !dbg !140

24:                                               ; preds = %23, %21
  ret i32 0, !dbg !141
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

declare i32 @pthread_join(i64 noundef, ptr noundef) #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { uwtable }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback noreturn nounwind }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!57, !58, !59, !60, !61, !62, !63}
!llvm.ident = !{!64}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 6, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "bank-one-lock.c", directory: ".", checksumkind: CSK_MD5, checksum: "95a5859da527b9591fbc16d3e0ae6fd8")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 6, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 16)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 6, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "acc", scope: !19, file: !2, line: 10, type: !56, isLocal: false, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !20, splitDebugInlining: false, nameTableKind: None)
!20 = !{!0, !7, !12, !17, !21}
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "lock", scope: !19, file: !2, line: 11, type: !23, isLocal: false, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 640, elements: !5)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !25, line: 72, baseType: !26)
!25 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!26 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !25, line: 67, size: 320, elements: !27)
!27 = !{!28, !50, !54}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !26, file: !25, line: 69, baseType: !29, size: 320)
!29 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !30, line: 22, size: 320, elements: !31)
!30 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!31 = !{!32, !34, !36, !37, !38, !39, !41, !42}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !29, file: !30, line: 24, baseType: !33, size: 32)
!33 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !29, file: !30, line: 25, baseType: !35, size: 32, offset: 32)
!35 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !29, file: !30, line: 26, baseType: !33, size: 32, offset: 64)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !29, file: !30, line: 28, baseType: !35, size: 32, offset: 96)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !29, file: !30, line: 32, baseType: !33, size: 32, offset: 128)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !29, file: !30, line: 34, baseType: !40, size: 16, offset: 160)
!40 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !29, file: !30, line: 35, baseType: !40, size: 16, offset: 176)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !29, file: !30, line: 36, baseType: !43, size: 128, offset: 192)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !44, line: 55, baseType: !45)
!44 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!45 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !44, line: 51, size: 128, elements: !46)
!46 = !{!47, !49}
!47 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !45, file: !44, line: 53, baseType: !48, size: 64)
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !45, file: !44, line: 54, baseType: !48, size: 64, offset: 64)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !26, file: !25, line: 70, baseType: !51, size: 320)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 320, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 40)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !26, file: !25, line: 71, baseType: !55, size: 64)
!55 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !33, size: 64, elements: !5)
!57 = !{i32 7, !"Dwarf Version", i32 5}
!58 = !{i32 2, !"Debug Info Version", i32 3}
!59 = !{i32 1, !"wchar_size", i32 4}
!60 = !{i32 8, !"PIC Level", i32 2}
!61 = !{i32 7, !"PIE Level", i32 2}
!62 = !{i32 7, !"uwtable", i32 2}
!63 = !{i32 7, !"frame-pointer", i32 2}
!64 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!65 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 6, type: !66, scopeLine: 6, spFlags: DISPFlagDefinition, unit: !19)
!66 = !DISubroutineType(types: !67)
!67 = !{null}
!68 = !DILocation(line: 6, column: 22, scope: !65)
!69 = distinct !DISubprogram(name: "run", scope: !2, file: !2, line: 17, type: !70, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !73)
!70 = !DISubroutineType(types: !71)
!71 = !{!72, !72}
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!73 = !{}
!74 = !DILocalVariable(name: "arg", arg: 1, scope: !69, file: !2, line: 17, type: !72)
!75 = !DILocation(line: 17, column: 17, scope: !69)
!76 = !DILocalVariable(name: "t", scope: !69, file: !2, line: 18, type: !77)
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 64)
!78 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "transfer", file: !2, line: 13, size: 96, elements: !79)
!79 = !{!80, !81, !82}
!80 = !DIDerivedType(tag: DW_TAG_member, name: "from", scope: !78, file: !2, line: 14, baseType: !33, size: 32)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "to", scope: !78, file: !2, line: 14, baseType: !33, size: 32, offset: 32)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "amount", scope: !78, file: !2, line: 14, baseType: !33, size: 32, offset: 64)
!83 = !DILocation(line: 18, column: 20, scope: !69)
!84 = !DILocation(line: 18, column: 24, scope: !69)
!85 = !DILocation(line: 19, column: 28, scope: !69)
!86 = !DILocation(line: 19, column: 31, scope: !69)
!87 = !DILocation(line: 19, column: 23, scope: !69)
!88 = !DILocation(line: 19, column: 3, scope: !69)
!89 = !DILocation(line: 20, column: 22, scope: !69)
!90 = !DILocation(line: 20, column: 25, scope: !69)
!91 = !DILocation(line: 20, column: 18, scope: !69)
!92 = !DILocation(line: 20, column: 33, scope: !69)
!93 = !DILocation(line: 20, column: 36, scope: !69)
!94 = !DILocation(line: 20, column: 31, scope: !69)
!95 = !{!"branch_weights", i32 1048575, i32 1}
!96 = !DILocation(line: 20, column: 7, scope: !69)
!97 = !DILocation(line: 20, column: 10, scope: !69)
!98 = !DILocation(line: 20, column: 3, scope: !69)
!99 = !DILocation(line: 20, column: 16, scope: !69)
!100 = !DILocation(line: 21, column: 20, scope: !69)
!101 = !DILocation(line: 21, column: 23, scope: !69)
!102 = !DILocation(line: 21, column: 16, scope: !69)
!103 = !DILocation(line: 21, column: 29, scope: !69)
!104 = !DILocation(line: 21, column: 32, scope: !69)
!105 = !DILocation(line: 21, column: 27, scope: !69)
!106 = !DILocation(line: 21, column: 7, scope: !69)
!107 = !DILocation(line: 21, column: 10, scope: !69)
!108 = !DILocation(line: 21, column: 3, scope: !69)
!109 = !DILocation(line: 21, column: 14, scope: !69)
!110 = !DILocation(line: 22, column: 30, scope: !69)
!111 = !DILocation(line: 22, column: 33, scope: !69)
!112 = !DILocation(line: 22, column: 25, scope: !69)
!113 = !DILocation(line: 22, column: 3, scope: !69)
!114 = !DILocation(line: 23, column: 3, scope: !69)
!115 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 26, type: !116, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !73)
!116 = !DISubroutineType(types: !117)
!117 = !{!33}
!118 = !DILocalVariable(name: "t1", scope: !115, file: !2, line: 27, type: !119)
!119 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !25, line: 27, baseType: !120)
!120 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!121 = !DILocation(line: 27, column: 13, scope: !115)
!122 = !DILocalVariable(name: "t2", scope: !115, file: !2, line: 27, type: !119)
!123 = !DILocation(line: 27, column: 17, scope: !115)
!124 = !DILocalVariable(name: "x", scope: !115, file: !2, line: 28, type: !78)
!125 = !DILocation(line: 28, column: 19, scope: !115)
!126 = !DILocalVariable(name: "y", scope: !115, file: !2, line: 28, type: !78)
!127 = !DILocation(line: 28, column: 35, scope: !115)
!128 = !DILocation(line: 29, column: 3, scope: !115)
!129 = !DILocation(line: 30, column: 3, scope: !115)
!130 = !DILocation(line: 31, column: 16, scope: !115)
!131 = !DILocation(line: 31, column: 3, scope: !115)
!132 = !DILocation(line: 32, column: 16, scope: !115)
!133 = !DILocation(line: 32, column: 3, scope: !115)
!134 = !DILocation(line: 33, column: 7, scope: !135)
!135 = distinct !DILexicalBlock(scope: !115, file: !2, line: 33, column: 7)
!136 = !DILocation(line: 33, column: 16, scope: !135)
!137 = !DILocation(line: 33, column: 14, scope: !135)
!138 = !DILocation(line: 33, column: 23, scope: !135)
!139 = !DILocation(line: 33, column: 7, scope: !115)
!140 = !DILocation(line: 34, column: 5, scope: !135)
!141 = !DILocation(line: 35, column: 3, scope: !115)
