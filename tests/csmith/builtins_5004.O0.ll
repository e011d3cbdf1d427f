; ModuleID = 'builtins_5004.c'
source_filename = "builtins_5004.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"1\00", align 1, !dbg !0
@g_7 = internal global i32 -9, align 4, !dbg !7
@.str.1 = private unnamed_addr constant [4 x i8] c"g_7\00", align 1, !dbg !11
@g_28 = internal global i32 0, align 4, !dbg !37
@.str.2 = private unnamed_addr constant [5 x i8] c"g_28\00", align 1, !dbg !16
@crc32_context = internal global i32 -1, align 4, !dbg !49
@crc32_tab = internal global [256 x i32] zeroinitializer, align 16, !dbg !21
@.str.3 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !32
@.str.4 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !43

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !59 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !65, !DIExpression(), !66)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !67, !DIExpression(), !68)
    #dbg_declare(ptr %6, !69, !DIExpression(), !70)
  store i32 0, ptr %6, align 4, !dbg !70
  %7 = load i32, ptr %4, align 4, !dbg !71
  %8 = icmp eq i32 %7, 2, !dbg !73
  br i1 %8, label %9, label %16, !dbg !74

9:                                                ; preds = %2
  %10 = load ptr, ptr %5, align 8, !dbg !75
  %11 = getelementptr inbounds ptr, ptr %10, i64 1, !dbg !75
  %12 = load ptr, ptr %11, align 8, !dbg !75
  %13 = call i32 @strcmp(ptr noundef %12, ptr noundef @.str) #3, !dbg !76
  %14 = icmp eq i32 %13, 0, !dbg !77
  br i1 %14, label %15, label %16, !dbg !78

15:                                               ; preds = %9
  store i32 1, ptr %6, align 4, !dbg !79
  br label %16, !dbg !80

16:                                               ; preds = %15, %9, %2
  call void @platform_main_begin(), !dbg !81
  call void @crc32_gentab(), !dbg !82
  %17 = call zeroext i16 @func_26(), !dbg !83
  %18 = load i32, ptr @g_7, align 4, !dbg !84
  %19 = sext i32 %18 to i64, !dbg !84
  %20 = load i32, ptr %6, align 4, !dbg !85
  call void @transparent_crc(i64 noundef %19, ptr noundef @.str.1, i32 noundef %20), !dbg !86
  %21 = load i32, ptr @g_28, align 4, !dbg !87
  %22 = sext i32 %21 to i64, !dbg !87
  %23 = load i32, ptr %6, align 4, !dbg !88
  call void @transparent_crc(i64 noundef %22, ptr noundef @.str.2, i32 noundef %23), !dbg !89
  %24 = load i32, ptr @crc32_context, align 4, !dbg !90
  %25 = zext i32 %24 to i64, !dbg !90
  %26 = xor i64 %25, 4294967295, !dbg !91
  %27 = trunc i64 %26 to i32, !dbg !90
  %28 = load i32, ptr %6, align 4, !dbg !92
  call void @platform_main_end(i32 noundef %27, i32 noundef %28), !dbg !93
  ret i32 0, !dbg !94
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_begin() #0 !dbg !95 {
  ret void, !dbg !98
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_gentab() #0 !dbg !99 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
    #dbg_declare(ptr %1, !100, !DIExpression(), !101)
    #dbg_declare(ptr %2, !102, !DIExpression(), !104)
  store i32 -306674912, ptr %2, align 4, !dbg !104
    #dbg_declare(ptr %3, !105, !DIExpression(), !106)
    #dbg_declare(ptr %4, !107, !DIExpression(), !108)
  store i32 0, ptr %3, align 4, !dbg !109
  br label %5, !dbg !111

5:                                                ; preds = %33, %0
  %6 = load i32, ptr %3, align 4, !dbg !112
  %7 = icmp slt i32 %6, 256, !dbg !114
  br i1 %7, label %8, label %36, !dbg !115

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4, !dbg !116
  store i32 %9, ptr %1, align 4, !dbg !118
  store i32 8, ptr %4, align 4, !dbg !119
  br label %10, !dbg !121

10:                                               ; preds = %25, %8
  %11 = load i32, ptr %4, align 4, !dbg !122
  %12 = icmp sgt i32 %11, 0, !dbg !124
  br i1 %12, label %13, label %28, !dbg !125

13:                                               ; preds = %10
  %14 = load i32, ptr %1, align 4, !dbg !126
  %15 = and i32 %14, 1, !dbg !129
  %16 = icmp ne i32 %15, 0, !dbg !129
  br i1 %16, label %17, label %21, !dbg !130

17:                                               ; preds = %13
  %18 = load i32, ptr %1, align 4, !dbg !131
  %19 = lshr i32 %18, 1, !dbg !133
  %20 = xor i32 %19, -306674912, !dbg !134
  store i32 %20, ptr %1, align 4, !dbg !135
  br label %24, !dbg !136

21:                                               ; preds = %13
  %22 = load i32, ptr %1, align 4, !dbg !137
  %23 = lshr i32 %22, 1, !dbg !137
  store i32 %23, ptr %1, align 4, !dbg !137
  br label %24

24:                                               ; preds = %21, %17
  br label %25, !dbg !139

25:                                               ; preds = %24
  %26 = load i32, ptr %4, align 4, !dbg !140
  %27 = add nsw i32 %26, -1, !dbg !140
  store i32 %27, ptr %4, align 4, !dbg !140
  br label %10, !dbg !141, !llvm.loop !142

28:                                               ; preds = %10
  %29 = load i32, ptr %1, align 4, !dbg !145
  %30 = load i32, ptr %3, align 4, !dbg !146
  %31 = sext i32 %30 to i64, !dbg !147
  %32 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %31, !dbg !147
  store i32 %29, ptr %32, align 4, !dbg !148
  br label %33, !dbg !149

33:                                               ; preds = %28
  %34 = load i32, ptr %3, align 4, !dbg !150
  %35 = add nsw i32 %34, 1, !dbg !150
  store i32 %35, ptr %3, align 4, !dbg !150
  br label %5, !dbg !151, !llvm.loop !152

36:                                               ; preds = %5
  ret void, !dbg !154
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @func_26() #0 !dbg !155 {
  %1 = alloca ptr, align 8
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
    #dbg_declare(ptr %1, !161, !DIExpression(), !163)
  store ptr @g_28, ptr %1, align 8, !dbg !163
    #dbg_declare(ptr %2, !164, !DIExpression(), !166)
  store ptr %1, ptr %2, align 8, !dbg !166
    #dbg_declare(ptr %3, !167, !DIExpression(), !171)
  store i64 -1, ptr %3, align 8, !dbg !171
  %4 = load ptr, ptr %1, align 8, !dbg !172
  %5 = load ptr, ptr %2, align 8, !dbg !173
  store ptr %4, ptr %5, align 8, !dbg !174
  %6 = load i64, ptr %3, align 8, !dbg !175
  %7 = trunc i64 %6 to i16, !dbg !175
  ret i16 %7, !dbg !176
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !177 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store i64 %0, ptr %4, align 8
    #dbg_declare(ptr %4, !180, !DIExpression(), !181)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !182, !DIExpression(), !183)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !184, !DIExpression(), !185)
  %7 = load i64, ptr %4, align 8, !dbg !186
  call void @crc32_8bytes(i64 noundef %7), !dbg !187
  %8 = load i32, ptr %6, align 4, !dbg !188
  %9 = icmp ne i32 %8, 0, !dbg !188
  br i1 %9, label %10, label %16, !dbg !190

10:                                               ; preds = %3
  %11 = load ptr, ptr %5, align 8, !dbg !191
  %12 = load i32, ptr @crc32_context, align 4, !dbg !193
  %13 = zext i32 %12 to i64, !dbg !193
  %14 = xor i64 %13, 4294967295, !dbg !194
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %11, i64 noundef %14), !dbg !195
  br label %16, !dbg !196

16:                                               ; preds = %10, %3
  ret void, !dbg !197
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_end(i32 noundef %0, i32 noundef %1) #0 !dbg !198 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !201, !DIExpression(), !202)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !203, !DIExpression(), !204)
  %5 = load i32, ptr %3, align 4, !dbg !205
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %5), !dbg !206
  ret void, !dbg !207
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_8bytes(i64 noundef %0) #0 !dbg !208 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !211, !DIExpression(), !212)
  %3 = load i64, ptr %2, align 8, !dbg !213
  %4 = lshr i64 %3, 0, !dbg !214
  %5 = and i64 %4, 255, !dbg !215
  %6 = trunc i64 %5 to i8, !dbg !216
  call void @crc32_byte(i8 noundef zeroext %6), !dbg !217
  %7 = load i64, ptr %2, align 8, !dbg !218
  %8 = lshr i64 %7, 8, !dbg !219
  %9 = and i64 %8, 255, !dbg !220
  %10 = trunc i64 %9 to i8, !dbg !221
  call void @crc32_byte(i8 noundef zeroext %10), !dbg !222
  %11 = load i64, ptr %2, align 8, !dbg !223
  %12 = lshr i64 %11, 16, !dbg !224
  %13 = and i64 %12, 255, !dbg !225
  %14 = trunc i64 %13 to i8, !dbg !226
  call void @crc32_byte(i8 noundef zeroext %14), !dbg !227
  %15 = load i64, ptr %2, align 8, !dbg !228
  %16 = lshr i64 %15, 24, !dbg !229
  %17 = and i64 %16, 255, !dbg !230
  %18 = trunc i64 %17 to i8, !dbg !231
  call void @crc32_byte(i8 noundef zeroext %18), !dbg !232
  %19 = load i64, ptr %2, align 8, !dbg !233
  %20 = lshr i64 %19, 32, !dbg !234
  %21 = and i64 %20, 255, !dbg !235
  %22 = trunc i64 %21 to i8, !dbg !236
  call void @crc32_byte(i8 noundef zeroext %22), !dbg !237
  %23 = load i64, ptr %2, align 8, !dbg !238
  %24 = lshr i64 %23, 40, !dbg !239
  %25 = and i64 %24, 255, !dbg !240
  %26 = trunc i64 %25 to i8, !dbg !241
  call void @crc32_byte(i8 noundef zeroext %26), !dbg !242
  %27 = load i64, ptr %2, align 8, !dbg !243
  %28 = lshr i64 %27, 48, !dbg !244
  %29 = and i64 %28, 255, !dbg !245
  %30 = trunc i64 %29 to i8, !dbg !246
  call void @crc32_byte(i8 noundef zeroext %30), !dbg !247
  %31 = load i64, ptr %2, align 8, !dbg !248
  %32 = lshr i64 %31, 56, !dbg !249
  %33 = and i64 %32, 255, !dbg !250
  %34 = trunc i64 %33 to i8, !dbg !251
  call void @crc32_byte(i8 noundef zeroext %34), !dbg !252
  ret void, !dbg !253
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_byte(i8 noundef zeroext %0) #0 !dbg !254 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
    #dbg_declare(ptr %2, !260, !DIExpression(), !261)
  %3 = load i32, ptr @crc32_context, align 4, !dbg !262
  %4 = lshr i32 %3, 8, !dbg !263
  %5 = and i32 %4, 16777215, !dbg !264
  %6 = load i32, ptr @crc32_context, align 4, !dbg !265
  %7 = load i8, ptr %2, align 1, !dbg !266
  %8 = zext i8 %7 to i32, !dbg !266
  %9 = xor i32 %6, %8, !dbg !267
  %10 = and i32 %9, 255, !dbg !268
  %11 = zext i32 %10 to i64, !dbg !269
  %12 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %11, !dbg !269
  %13 = load i32, ptr %12, align 4, !dbg !269
  %14 = xor i32 %5, %13, !dbg !270
  store i32 %14, ptr @crc32_context, align 4, !dbg !271
  ret void, !dbg !272
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!51, !52, !53, !54, !55, !56, !57}
!llvm.ident = !{!58}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "builtins_5004.c", directory: ".", checksumkind: CSK_MD5, checksum: "183d76edfe854eeb77cc8db6dc517cf7")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "g_7", scope: !9, file: !2, line: 17, type: !39, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !10, splitDebugInlining: false, nameTableKind: None)
!10 = !{!0, !11, !16, !21, !32, !7, !37, !43, !49}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 4)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 5)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !9, file: !23, line: 47, type: !24, isLocal: true, isDefinition: true)
!23 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 8192, elements: !30)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !26, line: 26, baseType: !27)
!26 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !28, line: 42, baseType: !29)
!28 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!29 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!30 = !{!31}
!31 = !DISubrange(count: 256)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !23, line: 114, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 36)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(name: "g_28", scope: !9, file: !2, line: 18, type: !39, isLocal: true, isDefinition: true)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !40, line: 26, baseType: !41)
!40 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !28, line: 41, baseType: !42)
!42 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !45, line: 56, type: !46, isLocal: true, isDefinition: true)
!45 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 15)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(name: "crc32_context", scope: !9, file: !23, line: 48, type: !25, isLocal: true, isDefinition: true)
!51 = !{i32 7, !"Dwarf Version", i32 5}
!52 = !{i32 2, !"Debug Info Version", i32 3}
!53 = !{i32 1, !"wchar_size", i32 4}
!54 = !{i32 8, !"PIC Level", i32 2}
!55 = !{i32 7, !"PIE Level", i32 2}
!56 = !{i32 7, !"uwtable", i32 2}
!57 = !{i32 7, !"frame-pointer", i32 2}
!58 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!59 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 44, type: !60, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !64)
!60 = !DISubroutineType(types: !61)
!61 = !{!42, !42, !62}
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!63 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!64 = !{}
!65 = !DILocalVariable(name: "argc", arg: 1, scope: !59, file: !2, line: 44, type: !42)
!66 = !DILocation(line: 44, column: 15, scope: !59)
!67 = !DILocalVariable(name: "argv", arg: 2, scope: !59, file: !2, line: 44, type: !62)
!68 = !DILocation(line: 44, column: 27, scope: !59)
!69 = !DILocalVariable(name: "print_hash_value", scope: !59, file: !2, line: 46, type: !42)
!70 = !DILocation(line: 46, column: 9, scope: !59)
!71 = !DILocation(line: 47, column: 9, scope: !72)
!72 = distinct !DILexicalBlock(scope: !59, file: !2, line: 47, column: 9)
!73 = !DILocation(line: 47, column: 14, scope: !72)
!74 = !DILocation(line: 47, column: 19, scope: !72)
!75 = !DILocation(line: 47, column: 29, scope: !72)
!76 = !DILocation(line: 47, column: 22, scope: !72)
!77 = !DILocation(line: 47, column: 43, scope: !72)
!78 = !DILocation(line: 47, column: 9, scope: !59)
!79 = !DILocation(line: 47, column: 66, scope: !72)
!80 = !DILocation(line: 47, column: 49, scope: !72)
!81 = !DILocation(line: 48, column: 5, scope: !59)
!82 = !DILocation(line: 49, column: 5, scope: !59)
!83 = !DILocation(line: 50, column: 5, scope: !59)
!84 = !DILocation(line: 51, column: 21, scope: !59)
!85 = !DILocation(line: 51, column: 33, scope: !59)
!86 = !DILocation(line: 51, column: 5, scope: !59)
!87 = !DILocation(line: 52, column: 21, scope: !59)
!88 = !DILocation(line: 52, column: 35, scope: !59)
!89 = !DILocation(line: 52, column: 5, scope: !59)
!90 = !DILocation(line: 53, column: 23, scope: !59)
!91 = !DILocation(line: 53, column: 37, scope: !59)
!92 = !DILocation(line: 53, column: 53, scope: !59)
!93 = !DILocation(line: 53, column: 5, scope: !59)
!94 = !DILocation(line: 54, column: 5, scope: !59)
!95 = distinct !DISubprogram(name: "platform_main_begin", scope: !45, file: !45, line: 43, type: !96, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9)
!96 = !DISubroutineType(types: !97)
!97 = !{null}
!98 = !DILocation(line: 46, column: 1, scope: !95)
!99 = distinct !DISubprogram(name: "crc32_gentab", scope: !23, file: !23, line: 51, type: !96, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !64)
!100 = !DILocalVariable(name: "crc", scope: !99, file: !23, line: 53, type: !25)
!101 = !DILocation(line: 53, column: 11, scope: !99)
!102 = !DILocalVariable(name: "poly", scope: !99, file: !23, line: 54, type: !103)
!103 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!104 = !DILocation(line: 54, column: 17, scope: !99)
!105 = !DILocalVariable(name: "i", scope: !99, file: !23, line: 55, type: !42)
!106 = !DILocation(line: 55, column: 6, scope: !99)
!107 = !DILocalVariable(name: "j", scope: !99, file: !23, line: 55, type: !42)
!108 = !DILocation(line: 55, column: 9, scope: !99)
!109 = !DILocation(line: 57, column: 9, scope: !110)
!110 = distinct !DILexicalBlock(scope: !99, file: !23, line: 57, column: 2)
!111 = !DILocation(line: 57, column: 7, scope: !110)
!112 = !DILocation(line: 57, column: 14, scope: !113)
!113 = distinct !DILexicalBlock(scope: !110, file: !23, line: 57, column: 2)
!114 = !DILocation(line: 57, column: 16, scope: !113)
!115 = !DILocation(line: 57, column: 2, scope: !110)
!116 = !DILocation(line: 58, column: 9, scope: !117)
!117 = distinct !DILexicalBlock(scope: !113, file: !23, line: 57, column: 28)
!118 = !DILocation(line: 58, column: 7, scope: !117)
!119 = !DILocation(line: 59, column: 10, scope: !120)
!120 = distinct !DILexicalBlock(scope: !117, file: !23, line: 59, column: 3)
!121 = !DILocation(line: 59, column: 8, scope: !120)
!122 = !DILocation(line: 59, column: 15, scope: !123)
!123 = distinct !DILexicalBlock(scope: !120, file: !23, line: 59, column: 3)
!124 = !DILocation(line: 59, column: 17, scope: !123)
!125 = !DILocation(line: 59, column: 3, scope: !120)
!126 = !DILocation(line: 60, column: 8, scope: !127)
!127 = distinct !DILexicalBlock(scope: !128, file: !23, line: 60, column: 8)
!128 = distinct !DILexicalBlock(scope: !123, file: !23, line: 59, column: 27)
!129 = !DILocation(line: 60, column: 12, scope: !127)
!130 = !DILocation(line: 60, column: 8, scope: !128)
!131 = !DILocation(line: 61, column: 12, scope: !132)
!132 = distinct !DILexicalBlock(scope: !127, file: !23, line: 60, column: 17)
!133 = !DILocation(line: 61, column: 16, scope: !132)
!134 = !DILocation(line: 61, column: 22, scope: !132)
!135 = !DILocation(line: 61, column: 9, scope: !132)
!136 = !DILocation(line: 62, column: 4, scope: !132)
!137 = !DILocation(line: 63, column: 9, scope: !138)
!138 = distinct !DILexicalBlock(scope: !127, file: !23, line: 62, column: 11)
!139 = !DILocation(line: 65, column: 3, scope: !128)
!140 = !DILocation(line: 59, column: 23, scope: !123)
!141 = !DILocation(line: 59, column: 3, scope: !123)
!142 = distinct !{!142, !125, !143, !144}
!143 = !DILocation(line: 65, column: 3, scope: !120)
!144 = !{!"llvm.loop.mustprogress"}
!145 = !DILocation(line: 66, column: 18, scope: !117)
!146 = !DILocation(line: 66, column: 13, scope: !117)
!147 = !DILocation(line: 66, column: 3, scope: !117)
!148 = !DILocation(line: 66, column: 16, scope: !117)
!149 = !DILocation(line: 67, column: 2, scope: !117)
!150 = !DILocation(line: 57, column: 24, scope: !113)
!151 = !DILocation(line: 57, column: 2, scope: !113)
!152 = distinct !{!152, !115, !153, !144}
!153 = !DILocation(line: 67, column: 2, scope: !110)
!154 = !DILocation(line: 68, column: 1, scope: !99)
!155 = distinct !DISubprogram(name: "func_26", scope: !2, file: !2, line: 31, type: !156, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !64)
!156 = !DISubroutineType(types: !157)
!157 = !{!158}
!158 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !26, line: 25, baseType: !159)
!159 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !28, line: 40, baseType: !160)
!160 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!161 = !DILocalVariable(name: "l_27", scope: !155, file: !2, line: 33, type: !162)
!162 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!163 = !DILocation(line: 33, column: 14, scope: !155)
!164 = !DILocalVariable(name: "l_29", scope: !155, file: !2, line: 34, type: !165)
!165 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !162, size: 64)
!166 = !DILocation(line: 34, column: 15, scope: !155)
!167 = !DILocalVariable(name: "l_30", scope: !155, file: !2, line: 35, type: !168)
!168 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !26, line: 27, baseType: !169)
!169 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !28, line: 45, baseType: !170)
!170 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!171 = !DILocation(line: 35, column: 14, scope: !155)
!172 = !DILocation(line: 36, column: 15, scope: !155)
!173 = !DILocation(line: 36, column: 7, scope: !155)
!174 = !DILocation(line: 36, column: 13, scope: !155)
!175 = !DILocation(line: 37, column: 12, scope: !155)
!176 = !DILocation(line: 37, column: 5, scope: !155)
!177 = distinct !DISubprogram(name: "transparent_crc", scope: !23, file: !23, line: 110, type: !178, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !64)
!178 = !DISubroutineType(types: !179)
!179 = !{null, !168, !63, !42}
!180 = !DILocalVariable(name: "val", arg: 1, scope: !177, file: !23, line: 110, type: !168)
!181 = !DILocation(line: 110, column: 27, scope: !177)
!182 = !DILocalVariable(name: "vname", arg: 2, scope: !177, file: !23, line: 110, type: !63)
!183 = !DILocation(line: 110, column: 38, scope: !177)
!184 = !DILocalVariable(name: "flag", arg: 3, scope: !177, file: !23, line: 110, type: !42)
!185 = !DILocation(line: 110, column: 49, scope: !177)
!186 = !DILocation(line: 112, column: 15, scope: !177)
!187 = !DILocation(line: 112, column: 2, scope: !177)
!188 = !DILocation(line: 113, column: 6, scope: !189)
!189 = distinct !DILexicalBlock(scope: !177, file: !23, line: 113, column: 6)
!190 = !DILocation(line: 113, column: 6, scope: !177)
!191 = !DILocation(line: 114, column: 52, scope: !192)
!192 = distinct !DILexicalBlock(scope: !189, file: !23, line: 113, column: 12)
!193 = !DILocation(line: 114, column: 59, scope: !192)
!194 = !DILocation(line: 114, column: 73, scope: !192)
!195 = !DILocation(line: 114, column: 5, scope: !192)
!196 = !DILocation(line: 115, column: 2, scope: !192)
!197 = !DILocation(line: 116, column: 1, scope: !177)
!198 = distinct !DISubprogram(name: "platform_main_end", scope: !45, file: !45, line: 49, type: !199, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !64)
!199 = !DISubroutineType(types: !200)
!200 = !{null, !25, !42}
!201 = !DILocalVariable(name: "crc", arg: 1, scope: !198, file: !45, line: 49, type: !25)
!202 = !DILocation(line: 49, column: 28, scope: !198)
!203 = !DILocalVariable(name: "flag", arg: 2, scope: !198, file: !45, line: 49, type: !42)
!204 = !DILocation(line: 49, column: 37, scope: !198)
!205 = !DILocation(line: 56, column: 29, scope: !198)
!206 = !DILocation(line: 56, column: 2, scope: !198)
!207 = !DILocation(line: 120, column: 1, scope: !198)
!208 = distinct !DISubprogram(name: "crc32_8bytes", scope: !23, file: !23, line: 97, type: !209, scopeLine: 98, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !64)
!209 = !DISubroutineType(types: !210)
!210 = !{null, !168}
!211 = !DILocalVariable(name: "val", arg: 1, scope: !208, file: !23, line: 97, type: !168)
!212 = !DILocation(line: 97, column: 24, scope: !208)
!213 = !DILocation(line: 99, column: 15, scope: !208)
!214 = !DILocation(line: 99, column: 18, scope: !208)
!215 = !DILocation(line: 99, column: 23, scope: !208)
!216 = !DILocation(line: 99, column: 14, scope: !208)
!217 = !DILocation(line: 99, column: 2, scope: !208)
!218 = !DILocation(line: 100, column: 15, scope: !208)
!219 = !DILocation(line: 100, column: 18, scope: !208)
!220 = !DILocation(line: 100, column: 23, scope: !208)
!221 = !DILocation(line: 100, column: 14, scope: !208)
!222 = !DILocation(line: 100, column: 2, scope: !208)
!223 = !DILocation(line: 101, column: 15, scope: !208)
!224 = !DILocation(line: 101, column: 18, scope: !208)
!225 = !DILocation(line: 101, column: 24, scope: !208)
!226 = !DILocation(line: 101, column: 14, scope: !208)
!227 = !DILocation(line: 101, column: 2, scope: !208)
!228 = !DILocation(line: 102, column: 15, scope: !208)
!229 = !DILocation(line: 102, column: 18, scope: !208)
!230 = !DILocation(line: 102, column: 24, scope: !208)
!231 = !DILocation(line: 102, column: 14, scope: !208)
!232 = !DILocation(line: 102, column: 2, scope: !208)
!233 = !DILocation(line: 103, column: 15, scope: !208)
!234 = !DILocation(line: 103, column: 18, scope: !208)
!235 = !DILocation(line: 103, column: 24, scope: !208)
!236 = !DILocation(line: 103, column: 14, scope: !208)
!237 = !DILocation(line: 103, column: 2, scope: !208)
!238 = !DILocation(line: 104, column: 15, scope: !208)
!239 = !DILocation(line: 104, column: 18, scope: !208)
!240 = !DILocation(line: 104, column: 24, scope: !208)
!241 = !DILocation(line: 104, column: 14, scope: !208)
!242 = !DILocation(line: 104, column: 2, scope: !208)
!243 = !DILocation(line: 105, column: 15, scope: !208)
!244 = !DILocation(line: 105, column: 18, scope: !208)
!245 = !DILocation(line: 105, column: 24, scope: !208)
!246 = !DILocation(line: 105, column: 14, scope: !208)
!247 = !DILocation(line: 105, column: 2, scope: !208)
!248 = !DILocation(line: 106, column: 15, scope: !208)
!249 = !DILocation(line: 106, column: 18, scope: !208)
!250 = !DILocation(line: 106, column: 24, scope: !208)
!251 = !DILocation(line: 106, column: 14, scope: !208)
!252 = !DILocation(line: 106, column: 2, scope: !208)
!253 = !DILocation(line: 107, column: 1, scope: !208)
!254 = distinct !DISubprogram(name: "crc32_byte", scope: !23, file: !23, line: 71, type: !255, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !64)
!255 = !DISubroutineType(types: !256)
!256 = !{null, !257}
!257 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !26, line: 24, baseType: !258)
!258 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !28, line: 38, baseType: !259)
!259 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!260 = !DILocalVariable(name: "b", arg: 1, scope: !254, file: !23, line: 71, type: !257)
!261 = !DILocation(line: 71, column: 21, scope: !254)
!262 = !DILocation(line: 73, column: 5, scope: !254)
!263 = !DILocation(line: 73, column: 19, scope: !254)
!264 = !DILocation(line: 73, column: 25, scope: !254)
!265 = !DILocation(line: 74, column: 14, scope: !254)
!266 = !DILocation(line: 74, column: 30, scope: !254)
!267 = !DILocation(line: 74, column: 28, scope: !254)
!268 = !DILocation(line: 74, column: 33, scope: !254)
!269 = !DILocation(line: 74, column: 3, scope: !254)
!270 = !DILocation(line: 73, column: 39, scope: !254)
!271 = !DILocation(line: 72, column: 16, scope: !254)
!272 = !DILocation(line: 75, column: 1, scope: !254)
