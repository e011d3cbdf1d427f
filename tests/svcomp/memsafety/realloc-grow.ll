; ModuleID = 'realloc-grow.c'
source_filename = "realloc-grow.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@len = dso_local global i32 0, align 4, !dbg !11
@cap = dso_local global i32 0, align 4, !dbg !13
@vec = dso_local global ptr null, align 8, !dbg !7
@.src = private unnamed_addr constant [15 x i8] c"realloc-grow.c\00", align 1
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 18, i32 32 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 21, i32 17 }, ptr @0 }
@3 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 26, i32 10 }, ptr @0 }
@4 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 15, i32 23 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @appender(ptr noundef %0) #0 !dbg !55 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !59, !DIExpression(), !60)
    #dbg_declare(ptr %3, !61, !DIExpression(), !62)
  store i32 0, ptr %3, align 4, !dbg !63
  br label %5, !dbg !65

5:                                                ; preds = %67, %1
  %6 = load i32, ptr %3, align 4, !dbg !66
  %7 = icmp slt i32 %6, 2, !dbg !68
  br i1 %7, label %8, label %68, !dbg !69

8:                                                ; preds = %5
  %9 = call i32 @pthread_mutex_lock(ptr noundef @m) #7, !dbg !70
  %10 = load i32, ptr @len, align 4, !dbg !72
  %11 = load i32, ptr @cap, align 4, !dbg !74
  %12 = icmp eq i32 %10, %11, !dbg !75
  br i1 %12, label %13, label %39, !dbg !76

13:                                               ; preds = %8
    #dbg_declare(ptr %4, !77, !DIExpression(), !79)
  %14 = load ptr, ptr @vec, align 8, !dbg !80
  %15 = load i32, ptr @cap, align 4, !dbg !81
  %16 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 2, i32 %15), !dbg !82, !nosanitize !58
  %17 = extractvalue { i32, i1 } %16, 0, !dbg !82, !nosanitize !58
  %18 = extractvalue { i32, i1 } %16, 1, !dbg !82, !nosanitize !58
  %19 = xor i1 %18, true, !dbg !82, !nosanitize !58
  br i1 %19, label %22, label %20, !dbg !82, !prof !83, !nosanitize !58

20:                                               ; preds = %13
  %21 = zext i32 %15 to i64, !dbg !82, !nosanitize !58
  call void @__ubsan_handle_mul_overflow(ptr @1, i64 2, i64 %21) #7, !dbg !82, !nosanitize !58
  br label %22, !dbg !82, !nosanitize !58

22:                                               ; preds = %20, %13
  %23 = sext i32 %17 to i64, !dbg !84
  %24 = mul i64 %23, 4, !dbg !85
  %25 = call ptr @realloc(ptr noundef %14, i64 noundef %24) #8, !dbg !86
  store ptr %25, ptr %4, align 8, !dbg !79
  %26 = load ptr, ptr %4, align 8, !dbg !87
  %27 = icmp ne ptr %26, null, !dbg !89
  br i1 %27, label %28, label %38, !dbg !90

28:                                               ; preds = %22
  %29 = load ptr, ptr %4, align 8, !dbg !91
  store ptr %29, ptr @vec, align 8, !dbg !93
  %30 = load i32, ptr @cap, align 4, !dbg !94
  %31 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 2, i32 %30), !dbg !95, !nosanitize !58
  %32 = extractvalue { i32, i1 } %31, 0, !dbg !95, !nosanitize !58
  %33 = extractvalue { i32, i1 } %31, 1, !dbg !95, !nosanitize !58
  %34 = xor i1 %33, true, !dbg !95, !nosanitize !58
  br i1 %34, label %37, label %35, !dbg !95, !prof !83, !nosanitize !58

35:                                               ; preds = %28
  %36 = zext i32 %30 to i64, !dbg !95, !nosanitize !58
  call void @__ubsan_handle_mul_overflow(ptr @2, i64 2, i64 %36) #7, !dbg !95, !nosanitize !58
  br label %37, !dbg !95, !nosanitize !58

37:                                               ; preds = %35, %28
  store i32 %32, ptr @cap, align 4, !dbg !96
  br label %38, !dbg !97

38:                                               ; preds = %37, %22
  br label %39, !dbg !98

39:                                               ; preds = %38, %8
  %40 = load i32, ptr @len, align 4, !dbg !99
  %41 = load i32, ptr @cap, align 4, !dbg !101
  %42 = icmp slt i32 %40, %41, !dbg !102
  br i1 %42, label %43, label %57, !dbg !103

43:                                               ; preds = %39
  %44 = load i32, ptr %3, align 4, !dbg !104
  %45 = load ptr, ptr @vec, align 8, !dbg !106
  %46 = load i32, ptr @len, align 4, !dbg !107
  %47 = sext i32 %46 to i64, !dbg !106
  %48 = getelementptr inbounds i32, ptr %45, i64 %47, !dbg !106
  store i32 %44, ptr %48, align 4, !dbg !108
  %49 = load i32, ptr @len, align 4, !dbg !109
  %50 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %49, i32 1), !dbg !109, !nosanitize !58
  %51 = extractvalue { i32, i1 } %50, 0, !dbg !109, !nosanitize !58
  %52 = extractvalue { i32, i1 } %50, 1, !dbg !109, !nosanitize !58
  %53 = xor i1 %52, true, !dbg !109, !nosanitize !58
  br i1 %53, label %56, label %54, !dbg !109, !prof !83, !nosanitize !58

54:                                               ; preds = %43
  %55 = zext i32 %49 to i64, !dbg !109, !nosanitize !58
  call void @__ubsan_handle_add_overflow(ptr @3, i64 %55, i64 1) #7, !dbg !109, !nosanitize !58
  br label %56, !dbg !109, !nosanitize !58

56:                                               ; preds = %54, %43
  store i32 %51, ptr @len, align 4, !dbg !109
  br label %57, !dbg !110

57:                                               ; preds = %56, %39
  %58 = call i32 @pthread_mutex_unlock(ptr noundef @m) #7, !dbg !111
  br label %59, !dbg !112

59:                                               ; preds = %57
  %60 = load i32, ptr %3, align 4, !dbg !113
  %61 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %60, i32 1), !dbg !113, !nosanitize !58
  %62 = extractvalue { i32, i1 } %61, 0, !dbg !113, !nosanitize !58
  %63 = extractvalue { i32, i1 } %61, 1, !dbg !113, !nosanitize !58
  %64 = xor i1 %63, true, !dbg !113, !nosanitize !58
  br i1 %64, label %67, label %65, !dbg !113, !prof !83, !nosanitize !58

65:                                               ; preds = %59
  %66 = zext i32 %60 to i64, !dbg !113, !nosanitize !58
  call void @__ubsan_handle_add_overflow(ptr @4, i64 %66, i64 1) #7, !dbg !113, !nosanitize !58
  br label %67, !dbg !113, !nosanitize !58

67:                                               ; preds = %65, %59
  store i32 %62, ptr %3, align 4, !dbg !113
  br label %5, !dbg !114, !llvm.loop !115

68:                                               ; preds = %5
  ret ptr null, !dbg !118
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #1

; Function Attrs: nounwind allocsize(1)
declare ptr @realloc(ptr noundef, i64 noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32) #3

; Function Attrs: uwtable
declare void @__ubsan_handle_mul_overflow(ptr, i64, i64) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #3

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) #4

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !119 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !122, !DIExpression(), !125)
    #dbg_declare(ptr %3, !126, !DIExpression(), !127)
  %4 = call noalias ptr @malloc(i64 noundef 4) #9, !dbg !128
  store ptr %4, ptr @vec, align 8, !dbg !129
  %5 = load ptr, ptr @vec, align 8, !dbg !130
  %6 = icmp eq ptr %5, null, !dbg !132
  br i1 %6, label %7, label %8, !dbg !133

7:                                                ; preds = %0
  store i32 0, ptr %1, align 4, !dbg !134
  br label %16, !dbg !134

8:                                                ; preds = %0
  store i32 1, ptr @cap, align 4, !dbg !135
  %9 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @appender, ptr noundef null) #7, !dbg !136
  %10 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @appender, ptr noundef null) #7, !dbg !137
  %11 = load i64, ptr %2, align 8, !dbg !138
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null), !dbg !139
  %13 = load i64, ptr %3, align 8, !dbg !140
  %14 = call i32 @pthread_join(i64 noundef %13, ptr noundef null), !dbg !141
  %15 = load ptr, ptr @vec, align 8, !dbg !142
  call void @free(ptr noundef %15) #7, !dbg !143
  store i32 0, ptr %1, align 4, !dbg !144
  br label %16, !dbg !144

16:                                               ; preds = %8, %7
  %17 = load i32, ptr %1, align 4, !dbg !145
  ret i32 %17, !dbg !145
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #5

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @pthread_join(i64 noundef, ptr noundef) #6

; Function Attrs: nounwind
declare void @free(ptr noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { uwtable }
attributes #5 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { nounwind allocsize(1) }
attributes #9 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!47, !48, !49, !50, !51, !52, !53}
!llvm.ident = !{!54}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 11, type: !15, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "realloc-grow.c", directory: ".", checksumkind: CSK_MD5, checksum: "348877389e2cdee2d2e50fb9ee838a73")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7, !11, !13}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "vec", scope: !2, file: !3, line: 9, type: !9, isLocal: false, isDefinition: true)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "len", scope: !2, file: !3, line: 10, type: !10, isLocal: false, isDefinition: true)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "cap", scope: !2, file: !3, line: 10, type: !10, isLocal: false, isDefinition: true)
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !16, line: 72, baseType: !17)
!16 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!17 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !16, line: 67, size: 320, elements: !18)
!18 = !{!19, !40, !45}
!19 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !17, file: !16, line: 69, baseType: !20, size: 320)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !21, line: 22, size: 320, elements: !22)
!21 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!22 = !{!23, !24, !26, !27, !28, !29, !31, !32}
!23 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !20, file: !21, line: 24, baseType: !10, size: 32)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !20, file: !21, line: 25, baseType: !25, size: 32, offset: 32)
!25 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !20, file: !21, line: 26, baseType: !10, size: 32, offset: 64)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !20, file: !21, line: 28, baseType: !25, size: 32, offset: 96)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !20, file: !21, line: 32, baseType: !10, size: 32, offset: 128)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !20, file: !21, line: 34, baseType: !30, size: 16, offset: 160)
!30 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !20, file: !21, line: 35, baseType: !30, size: 16, offset: 176)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !20, file: !21, line: 36, baseType: !33, size: 128, offset: 192)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !34, line: 55, baseType: !35)
!34 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!35 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !34, line: 51, size: 128, elements: !36)
!36 = !{!37, !39}
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !35, file: !34, line: 53, baseType: !38, size: 64)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !35, file: !34, line: 54, baseType: !38, size: 64, offset: 64)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !17, file: !16, line: 70, baseType: !41, size: 320)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, size: 320, elements: !43)
!42 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!43 = !{!44}
!44 = !DISubrange(count: 40)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !17, file: !16, line: 71, baseType: !46, size: 64)
!46 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!47 = !{i32 7, !"Dwarf Version", i32 5}
!48 = !{i32 2, !"Debug Info Version", i32 3}
!49 = !{i32 1, !"wchar_size", i32 4}
!50 = !{i32 8, !"PIC Level", i32 2}
!51 = !{i32 7, !"PIE Level", i32 2}
!52 = !{i32 7, !"uwtable", i32 2}
!53 = !{i32 7, !"frame-pointer", i32 2}
!54 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!55 = distinct !DISubprogram(name: "appender", scope: !3, file: !3, line: 13, type: !56, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !58)
!56 = !DISubroutineType(types: !57)
!57 = !{!5, !5}
!58 = !{}
!59 = !DILocalVariable(name: "arg", arg: 1, scope: !55, file: !3, line: 13, type: !5)
!60 = !DILocation(line: 13, column: 22, scope: !55)
!61 = !DILocalVariable(name: "k", scope: !55, file: !3, line: 14, type: !10)
!62 = !DILocation(line: 14, column: 7, scope: !55)
!63 = !DILocation(line: 15, column: 10, scope: !64)
!64 = distinct !DILexicalBlock(scope: !55, file: !3, line: 15, column: 3)
!65 = !DILocation(line: 15, column: 8, scope: !64)
!66 = !DILocation(line: 15, column: 15, scope: !67)
!67 = distinct !DILexicalBlock(scope: !64, file: !3, line: 15, column: 3)
!68 = !DILocation(line: 15, column: 17, scope: !67)
!69 = !DILocation(line: 15, column: 3, scope: !64)
!70 = !DILocation(line: 16, column: 5, scope: !71)
!71 = distinct !DILexicalBlock(scope: !67, file: !3, line: 15, column: 27)
!72 = !DILocation(line: 17, column: 9, scope: !73)
!73 = distinct !DILexicalBlock(scope: !71, file: !3, line: 17, column: 9)
!74 = !DILocation(line: 17, column: 16, scope: !73)
!75 = !DILocation(line: 17, column: 13, scope: !73)
!76 = !DILocation(line: 17, column: 9, scope: !71)
!77 = !DILocalVariable(name: "nv", scope: !78, file: !3, line: 18, type: !9)
!78 = distinct !DILexicalBlock(scope: !73, file: !3, line: 17, column: 21)
!79 = !DILocation(line: 18, column: 12, scope: !78)
!80 = !DILocation(line: 18, column: 25, scope: !78)
!81 = !DILocation(line: 18, column: 34, scope: !78)
!82 = !DILocation(line: 18, column: 32, scope: !78)
!83 = !{!"branch_weights", i32 1048575, i32 1}
!84 = !DILocation(line: 18, column: 30, scope: !78)
!85 = !DILocation(line: 18, column: 38, scope: !78)
!86 = !DILocation(line: 18, column: 17, scope: !78)
!87 = !DILocation(line: 19, column: 11, scope: !88)
!88 = distinct !DILexicalBlock(scope: !78, file: !3, line: 19, column: 11)
!89 = !DILocation(line: 19, column: 14, scope: !88)
!90 = !DILocation(line: 19, column: 11, scope: !78)
!91 = !DILocation(line: 20, column: 15, scope: !92)
!92 = distinct !DILexicalBlock(scope: !88, file: !3, line: 19, column: 23)
!93 = !DILocation(line: 20, column: 13, scope: !92)
!94 = !DILocation(line: 21, column: 19, scope: !92)
!95 = !DILocation(line: 21, column: 17, scope: !92)
!96 = !DILocation(line: 21, column: 13, scope: !92)
!97 = !DILocation(line: 22, column: 7, scope: !92)
!98 = !DILocation(line: 23, column: 5, scope: !78)
!99 = !DILocation(line: 24, column: 9, scope: !100)
!100 = distinct !DILexicalBlock(scope: !71, file: !3, line: 24, column: 9)
!101 = !DILocation(line: 24, column: 15, scope: !100)
!102 = !DILocation(line: 24, column: 13, scope: !100)
!103 = !DILocation(line: 24, column: 9, scope: !71)
!104 = !DILocation(line: 25, column: 18, scope: !105)
!105 = distinct !DILexicalBlock(scope: !100, file: !3, line: 24, column: 20)
!106 = !DILocation(line: 25, column: 7, scope: !105)
!107 = !DILocation(line: 25, column: 11, scope: !105)
!108 = !DILocation(line: 25, column: 16, scope: !105)
!109 = !DILocation(line: 26, column: 10, scope: !105)
!110 = !DILocation(line: 27, column: 5, scope: !105)
!111 = !DILocation(line: 28, column: 5, scope: !71)
!112 = !DILocation(line: 29, column: 3, scope: !71)
!113 = !DILocation(line: 15, column: 23, scope: !67)
!114 = !DILocation(line: 15, column: 3, scope: !67)
!115 = distinct !{!115, !69, !116, !117}
!116 = !DILocation(line: 29, column: 3, scope: !64)
!117 = !{!"llvm.loop.mustprogress"}
!118 = !DILocation(line: 30, column: 3, scope: !55)
!119 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 33, type: !120, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !58)
!120 = !DISubroutineType(types: !121)
!121 = !{!10}
!122 = !DILocalVariable(name: "a", scope: !119, file: !3, line: 34, type: !123)
!123 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !16, line: 27, baseType: !124)
!124 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!125 = !DILocation(line: 34, column: 13, scope: !119)
!126 = !DILocalVariable(name: "b", scope: !119, file: !3, line: 34, type: !123)
!127 = !DILocation(line: 34, column: 16, scope: !119)
!128 = !DILocation(line: 35, column: 9, scope: !119)
!129 = !DILocation(line: 35, column: 7, scope: !119)
!130 = !DILocation(line: 36, column: 7, scope: !131)
!131 = distinct !DILexicalBlock(scope: !119, file: !3, line: 36, column: 7)
!132 = !DILocation(line: 36, column: 11, scope: !131)
!133 = !DILocation(line: 36, column: 7, scope: !119)
!134 = !DILocation(line: 37, column: 5, scope: !131)
!135 = !DILocation(line: 38, column: 7, scope: !119)
!136 = !DILocation(line: 39, column: 3, scope: !119)
!137 = !DILocation(line: 40, column: 3, scope: !119)
!138 = !DILocation(line: 41, column: 16, scope: !119)
!139 = !DILocation(line: 41, column: 3, scope: !119)
!140 = !DILocation(line: 42, column: 16, scope: !119)
!141 = !DILocation(line: 42, column: 3, scope: !119)
!142 = !DILocation(line: 43, column: 8, scope: !119)
!143 = !DILocation(line: 43, column: 3, scope: !119)
!144 = !DILocation(line: 44, column: 3, scope: !119)
!145 = !DILocation(line: 45, column: 1, scope: !119)
