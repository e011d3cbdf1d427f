; ModuleID = 'default_5.c'
source_filename = "default_5.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S0 = type { i8, i8 }
%struct.S1 = type <{ i64, %struct.S0 }>

@.str = private unnamed_addr constant [2 x i8] c"1\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [7 x i8] c"g_2.f0\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [7 x i8] c"g_2.f1\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [10 x i8] c"g_2.f2.f0\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [10 x i8] c"g_2.f2.f1\00", align 1, !dbg !19
@crc32_context = internal global i32 -1, align 4, !dbg !21
@crc32_tab = internal global [256 x i32] zeroinitializer, align 16, !dbg !25
@.str.5 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !36
@g_2 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, %struct.S0 } { i8 44, i8 1, i8 0, i8 0, i8 -52, i8 7, i8 0, i8 0, %struct.S0 { i8 4, i8 62 } }, align 1, !dbg !41
@.str.7 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !60

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !74 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.S1, align 1
  %8 = alloca { i64, i16 }, align 8
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !80, !DIExpression(), !81)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !82, !DIExpression(), !83)
    #dbg_declare(ptr %6, !84, !DIExpression(), !85)
  store i32 0, ptr %6, align 4, !dbg !85
  %9 = load i32, ptr %4, align 4, !dbg !86
  %10 = icmp eq i32 %9, 2, !dbg !88
  br i1 %10, label %11, label %18, !dbg !89

11:                                               ; preds = %2
  %12 = load ptr, ptr %5, align 8, !dbg !90
  %13 = getelementptr inbounds ptr, ptr %12, i64 1, !dbg !90
  %14 = load ptr, ptr %13, align 8, !dbg !90
  %15 = call i32 @strcmp(ptr noundef %14, ptr noundef @.str) #4, !dbg !91
  %16 = icmp eq i32 %15, 0, !dbg !92
  br i1 %16, label %17, label %18, !dbg !93

17:                                               ; preds = %11
  store i32 1, ptr %6, align 4, !dbg !94
  br label %18, !dbg !95

18:                                               ; preds = %17, %11, %2
  call void @platform_main_begin(), !dbg !96
  call void @crc32_gentab(), !dbg !97
  %19 = call { i64, i16 } @func_1(), !dbg !98
  store { i64, i16 } %19, ptr %8, align 8, !dbg !98
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %7, ptr align 8 %8, i64 10, i1 false), !dbg !98
  %20 = load i64, ptr @g_2, align 1, !dbg !99
  %21 = and i64 %20, 2147483647, !dbg !99
  %22 = trunc i64 %21 to i32, !dbg !99
  %23 = zext i32 %22 to i64, !dbg !100
  %24 = load i32, ptr %6, align 4, !dbg !101
  call void @transparent_crc(i64 noundef %23, ptr noundef @.str.1, i32 noundef %24), !dbg !102
  %25 = load i64, ptr @g_2, align 1, !dbg !103
  %26 = shl i64 %25, 6, !dbg !103
  %27 = ashr i64 %26, 37, !dbg !103
  %28 = trunc i64 %27 to i32, !dbg !103
  %29 = sext i32 %28 to i64, !dbg !104
  %30 = load i32, ptr %6, align 4, !dbg !105
  call void @transparent_crc(i64 noundef %29, ptr noundef @.str.2, i32 noundef %30), !dbg !106
  %31 = load i8, ptr getelementptr inbounds (%struct.S1, ptr @g_2, i32 0, i32 1), align 1, !dbg !107
  %32 = sext i8 %31 to i64, !dbg !108
  %33 = load i32, ptr %6, align 4, !dbg !109
  call void @transparent_crc(i64 noundef %32, ptr noundef @.str.3, i32 noundef %33), !dbg !110
  %34 = load i8, ptr getelementptr inbounds (%struct.S0, ptr getelementptr inbounds (%struct.S1, ptr @g_2, i32 0, i32 1), i32 0, i32 1), align 1, !dbg !111
  %35 = zext i8 %34 to i64, !dbg !112
  %36 = load i32, ptr %6, align 4, !dbg !113
  call void @transparent_crc(i64 noundef %35, ptr noundef @.str.4, i32 noundef %36), !dbg !114
  %37 = load i32, ptr @crc32_context, align 4, !dbg !115
  %38 = zext i32 %37 to i64, !dbg !115
  %39 = xor i64 %38, 4294967295, !dbg !116
  %40 = trunc i64 %39 to i32, !dbg !115
  %41 = load i32, ptr %6, align 4, !dbg !117
  call void @platform_main_end(i32 noundef %40, i32 noundef %41), !dbg !118
  ret i32 0, !dbg !119
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_begin() #0 !dbg !120 {
  ret void, !dbg !123
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_gentab() #0 !dbg !124 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
    #dbg_declare(ptr %1, !125, !DIExpression(), !126)
    #dbg_declare(ptr %2, !127, !DIExpression(), !129)
  store i32 -306674912, ptr %2, align 4, !dbg !129
    #dbg_declare(ptr %3, !130, !DIExpression(), !131)
    #dbg_declare(ptr %4, !132, !DIExpression(), !133)
  store i32 0, ptr %3, align 4, !dbg !134
  br label %5, !dbg !136

5:                                                ; preds = %33, %0
  %6 = load i32, ptr %3, align 4, !dbg !137
  %7 = icmp slt i32 %6, 256, !dbg !139
  br i1 %7, label %8, label %36, !dbg !140

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4, !dbg !141
  store i32 %9, ptr %1, align 4, !dbg !143
  store i32 8, ptr %4, align 4, !dbg !144
  br label %10, !dbg !146

10:                                               ; preds = %25, %8
  %11 = load i32, ptr %4, align 4, !dbg !147
  %12 = icmp sgt i32 %11, 0, !dbg !149
  br i1 %12, label %13, label %28, !dbg !150

13:                                               ; preds = %10
  %14 = load i32, ptr %1, align 4, !dbg !151
  %15 = and i32 %14, 1, !dbg !154
  %16 = icmp ne i32 %15, 0, !dbg !154
  br i1 %16, label %17, label %21, !dbg !155

17:                                               ; preds = %13
  %18 = load i32, ptr %1, align 4, !dbg !156
  %19 = lshr i32 %18, 1, !dbg !158
  %20 = xor i32 %19, -306674912, !dbg !159
  store i32 %20, ptr %1, align 4, !dbg !160
  br label %24, !dbg !161

21:                                               ; preds = %13
  %22 = load i32, ptr %1, align 4, !dbg !162
  %23 = lshr i32 %22, 1, !dbg !162
  store i32 %23, ptr %1, align 4, !dbg !162
  br label %24

24:                                               ; preds = %21, %17
  br label %25, !dbg !164

25:                                               ; preds = %24
  %26 = load i32, ptr %4, align 4, !dbg !165
  %27 = add nsw i32 %26, -1, !dbg !165
  store i32 %27, ptr %4, align 4, !dbg !165
  br label %10, !dbg !166, !llvm.loop !167

28:                                               ; preds = %10
  %29 = load i32, ptr %1, align 4, !dbg !170
  %30 = load i32, ptr %3, align 4, !dbg !171
  %31 = sext i32 %30 to i64, !dbg !172
  %32 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %31, !dbg !172
  store i32 %29, ptr %32, align 4, !dbg !173
  br label %33, !dbg !174

33:                                               ; preds = %28
  %34 = load i32, ptr %3, align 4, !dbg !175
  %35 = add nsw i32 %34, 1, !dbg !175
  store i32 %35, ptr %3, align 4, !dbg !175
  br label %5, !dbg !176, !llvm.loop !177

36:                                               ; preds = %5
  ret void, !dbg !179
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i16 } @func_1() #0 !dbg !180 {
  %1 = alloca %struct.S1, align 1
  %2 = alloca { i64, i16 }, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %1, ptr align 1 @g_2, i64 10, i1 false), !dbg !183
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 1 %1, i64 10, i1 false), !dbg !184
  %3 = load { i64, i16 }, ptr %2, align 8, !dbg !184
  ret { i64, i16 } %3, !dbg !184
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !185 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store i64 %0, ptr %4, align 8
    #dbg_declare(ptr %4, !191, !DIExpression(), !192)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !193, !DIExpression(), !194)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !195, !DIExpression(), !196)
  %7 = load i64, ptr %4, align 8, !dbg !197
  call void @crc32_8bytes(i64 noundef %7), !dbg !198
  %8 = load i32, ptr %6, align 4, !dbg !199
  %9 = icmp ne i32 %8, 0, !dbg !199
  br i1 %9, label %10, label %16, !dbg !201

10:                                               ; preds = %3
  %11 = load ptr, ptr %5, align 8, !dbg !202
  %12 = load i32, ptr @crc32_context, align 4, !dbg !204
  %13 = zext i32 %12 to i64, !dbg !204
  %14 = xor i64 %13, 4294967295, !dbg !205
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %11, i64 noundef %14), !dbg !206
  br label %16, !dbg !207

16:                                               ; preds = %10, %3
  ret void, !dbg !208
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_end(i32 noundef %0, i32 noundef %1) #0 !dbg !209 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !212, !DIExpression(), !213)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !214, !DIExpression(), !215)
  %5 = load i32, ptr %3, align 4, !dbg !216
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %5), !dbg !217
  ret void, !dbg !218
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_8bytes(i64 noundef %0) #0 !dbg !219 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !222, !DIExpression(), !223)
  %3 = load i64, ptr %2, align 8, !dbg !224
  %4 = lshr i64 %3, 0, !dbg !225
  %5 = and i64 %4, 255, !dbg !226
  %6 = trunc i64 %5 to i8, !dbg !227
  call void @crc32_byte(i8 noundef zeroext %6), !dbg !228
  %7 = load i64, ptr %2, align 8, !dbg !229
  %8 = lshr i64 %7, 8, !dbg !230
  %9 = and i64 %8, 255, !dbg !231
  %10 = trunc i64 %9 to i8, !dbg !232
  call void @crc32_byte(i8 noundef zeroext %10), !dbg !233
  %11 = load i64, ptr %2, align 8, !dbg !234
  %12 = lshr i64 %11, 16, !dbg !235
  %13 = and i64 %12, 255, !dbg !236
  %14 = trunc i64 %13 to i8, !dbg !237
  call void @crc32_byte(i8 noundef zeroext %14), !dbg !238
  %15 = load i64, ptr %2, align 8, !dbg !239
  %16 = lshr i64 %15, 24, !dbg !240
  %17 = and i64 %16, 255, !dbg !241
  %18 = trunc i64 %17 to i8, !dbg !242
  call void @crc32_byte(i8 noundef zeroext %18), !dbg !243
  %19 = load i64, ptr %2, align 8, !dbg !244
  %20 = lshr i64 %19, 32, !dbg !245
  %21 = and i64 %20, 255, !dbg !246
  %22 = trunc i64 %21 to i8, !dbg !247
  call void @crc32_byte(i8 noundef zeroext %22), !dbg !248
  %23 = load i64, ptr %2, align 8, !dbg !249
  %24 = lshr i64 %23, 40, !dbg !250
  %25 = and i64 %24, 255, !dbg !251
  %26 = trunc i64 %25 to i8, !dbg !252
  call void @crc32_byte(i8 noundef zeroext %26), !dbg !253
  %27 = load i64, ptr %2, align 8, !dbg !254
  %28 = lshr i64 %27, 48, !dbg !255
  %29 = and i64 %28, 255, !dbg !256
  %30 = trunc i64 %29 to i8, !dbg !257
  call void @crc32_byte(i8 noundef zeroext %30), !dbg !258
  %31 = load i64, ptr %2, align 8, !dbg !259
  %32 = lshr i64 %31, 56, !dbg !260
  %33 = and i64 %32, 255, !dbg !261
  %34 = trunc i64 %33 to i8, !dbg !262
  call void @crc32_byte(i8 noundef zeroext %34), !dbg !263
  ret void, !dbg !264
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_byte(i8 noundef zeroext %0) #0 !dbg !265 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
    #dbg_declare(ptr %2, !268, !DIExpression(), !269)
  %3 = load i32, ptr @crc32_context, align 4, !dbg !270
  %4 = lshr i32 %3, 8, !dbg !271
  %5 = and i32 %4, 16777215, !dbg !272
  %6 = load i32, ptr @crc32_context, align 4, !dbg !273
  %7 = load i8, ptr %2, align 1, !dbg !274
  %8 = zext i8 %7 to i32, !dbg !274
  %9 = xor i32 %6, %8, !dbg !275
  %10 = and i32 %9, 255, !dbg !276
  %11 = zext i32 %10 to i64, !dbg !277
  %12 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %11, !dbg !277
  %13 = load i32, ptr %12, align 4, !dbg !277
  %14 = xor i32 %5, %13, !dbg !278
  store i32 %14, ptr @crc32_context, align 4, !dbg !279
  ret void, !dbg !280
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!23}
!llvm.module.flags = !{!66, !67, !68, !69, !70, !71, !72}
!llvm.ident = !{!73}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "default_5.c", directory: ".", checksumkind: CSK_MD5, checksum: "1edb995f0b1735b28b47e02c2ff440a2")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 7)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 10)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !16, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "crc32_context", scope: !23, file: !27, line: 48, type: !29, isLocal: true, isDefinition: true)
!23 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !24, splitDebugInlining: false, nameTableKind: None)
!24 = !{!0, !7, !12, !14, !19, !25, !36, !41, !60, !21}
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !23, file: !27, line: 47, type: !28, isLocal: true, isDefinition: true)
!27 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 8192, elements: !34)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !30, line: 26, baseType: !31)
!30 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !32, line: 42, baseType: !33)
!32 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!33 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!34 = !{!35}
!35 = !DISubrange(count: 256)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !27, line: 114, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 36)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(name: "g_2", scope: !23, file: !2, line: 34, type: !43, isLocal: true, isDefinition: true)
!43 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S1", file: !2, line: 26, size: 80, align: 8, elements: !44)
!44 = !{!45, !46, !48}
!45 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !43, file: !2, line: 27, baseType: !33, size: 31, flags: DIFlagBitField, extraData: i64 0)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !43, file: !2, line: 28, baseType: !47, size: 27, offset: 31, flags: DIFlagBitField, extraData: i64 0)
!47 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !43, file: !2, line: 29, baseType: !49, size: 16, align: 8, offset: 64)
!49 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S0", file: !2, line: 18, size: 16, align: 8, elements: !50)
!50 = !{!51, !56}
!51 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !49, file: !2, line: 19, baseType: !52, size: 8)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !53, line: 24, baseType: !54)
!53 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !32, line: 37, baseType: !55)
!55 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !49, file: !2, line: 20, baseType: !57, size: 8, offset: 8)
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !30, line: 24, baseType: !58)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !32, line: 38, baseType: !59)
!59 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !62, line: 56, type: !63, isLocal: true, isDefinition: true)
!62 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 15)
!66 = !{i32 7, !"Dwarf Version", i32 5}
!67 = !{i32 2, !"Debug Info Version", i32 3}
!68 = !{i32 1, !"wchar_size", i32 4}
!69 = !{i32 8, !"PIC Level", i32 2}
!70 = !{i32 7, !"PIE Level", i32 2}
!71 = !{i32 7, !"uwtable", i32 2}
!72 = !{i32 7, !"frame-pointer", i32 2}
!73 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!74 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 56, type: !75, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !23, retainedNodes: !79)
!75 = !DISubroutineType(types: !76)
!76 = !{!47, !47, !77}
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 64)
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!79 = !{}
!80 = !DILocalVariable(name: "argc", arg: 1, scope: !74, file: !2, line: 56, type: !47)
!81 = !DILocation(line: 56, column: 15, scope: !74)
!82 = !DILocalVariable(name: "argv", arg: 2, scope: !74, file: !2, line: 56, type: !77)
!83 = !DILocation(line: 56, column: 27, scope: !74)
!84 = !DILocalVariable(name: "print_hash_value", scope: !74, file: !2, line: 58, type: !47)
!85 = !DILocation(line: 58, column: 9, scope: !74)
!86 = !DILocation(line: 59, column: 9, scope: !87)
!87 = distinct !DILexicalBlock(scope: !74, file: !2, line: 59, column: 9)
!88 = !DILocation(line: 59, column: 14, scope: !87)
!89 = !DILocation(line: 59, column: 19, scope: !87)
!90 = !DILocation(line: 59, column: 29, scope: !87)
!91 = !DILocation(line: 59, column: 22, scope: !87)
!92 = !DILocation(line: 59, column: 43, scope: !87)
!93 = !DILocation(line: 59, column: 9, scope: !74)
!94 = !DILocation(line: 59, column: 66, scope: !87)
!95 = !DILocation(line: 59, column: 49, scope: !87)
!96 = !DILocation(line: 60, column: 5, scope: !74)
!97 = !DILocation(line: 61, column: 5, scope: !74)
!98 = !DILocation(line: 62, column: 5, scope: !74)
!99 = !DILocation(line: 63, column: 25, scope: !74)
!100 = !DILocation(line: 63, column: 21, scope: !74)
!101 = !DILocation(line: 63, column: 39, scope: !74)
!102 = !DILocation(line: 63, column: 5, scope: !74)
!103 = !DILocation(line: 64, column: 25, scope: !74)
!104 = !DILocation(line: 64, column: 21, scope: !74)
!105 = !DILocation(line: 64, column: 39, scope: !74)
!106 = !DILocation(line: 64, column: 5, scope: !74)
!107 = !DILocation(line: 65, column: 28, scope: !74)
!108 = !DILocation(line: 65, column: 21, scope: !74)
!109 = !DILocation(line: 65, column: 45, scope: !74)
!110 = !DILocation(line: 65, column: 5, scope: !74)
!111 = !DILocation(line: 66, column: 28, scope: !74)
!112 = !DILocation(line: 66, column: 21, scope: !74)
!113 = !DILocation(line: 66, column: 45, scope: !74)
!114 = !DILocation(line: 66, column: 5, scope: !74)
!115 = !DILocation(line: 67, column: 23, scope: !74)
!116 = !DILocation(line: 67, column: 37, scope: !74)
!117 = !DILocation(line: 67, column: 53, scope: !74)
!118 = !DILocation(line: 67, column: 5, scope: !74)
!119 = !DILocation(line: 68, column: 5, scope: !74)
!120 = distinct !DISubprogram(name: "platform_main_begin", scope: !62, file: !62, line: 43, type: !121, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !23)
!121 = !DISubroutineType(types: !122)
!122 = !{null}
!123 = !DILocation(line: 46, column: 1, scope: !120)
!124 = distinct !DISubprogram(name: "crc32_gentab", scope: !27, file: !27, line: 51, type: !121, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !23, retainedNodes: !79)
!125 = !DILocalVariable(name: "crc", scope: !124, file: !27, line: 53, type: !29)
!126 = !DILocation(line: 53, column: 11, scope: !124)
!127 = !DILocalVariable(name: "poly", scope: !124, file: !27, line: 54, type: !128)
!128 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !29)
!129 = !DILocation(line: 54, column: 17, scope: !124)
!130 = !DILocalVariable(name: "i", scope: !124, file: !27, line: 55, type: !47)
!131 = !DILocation(line: 55, column: 6, scope: !124)
!132 = !DILocalVariable(name: "j", scope: !124, file: !27, line: 55, type: !47)
!133 = !DILocation(line: 55, column: 9, scope: !124)
!134 = !DILocation(line: 57, column: 9, scope: !135)
!135 = distinct !DILexicalBlock(scope: !124, file: !27, line: 57, column: 2)
!136 = !DILocation(line: 57, column: 7, scope: !135)
!137 = !DILocation(line: 57, column: 14, scope: !138)
!138 = distinct !DILexicalBlock(scope: !135, file: !27, line: 57, column: 2)
!139 = !DILocation(line: 57, column: 16, scope: !138)
!140 = !DILocation(line: 57, column: 2, scope: !135)
!141 = !DILocation(line: 58, column: 9, scope: !142)
!142 = distinct !DILexicalBlock(scope: !138, file: !27, line: 57, column: 28)
!143 = !DILocation(line: 58, column: 7, scope: !142)
!144 = !DILocation(line: 59, column: 10, scope: !145)
!145 = distinct !DILexicalBlock(scope: !142, file: !27, line: 59, column: 3)
!146 = !DILocation(line: 59, column: 8, scope: !145)
!147 = !DILocation(line: 59, column: 15, scope: !148)
!148 = distinct !DILexicalBlock(scope: !145, file: !27, line: 59, column: 3)
!149 = !DILocation(line: 59, column: 17, scope: !148)
!150 = !DILocation(line: 59, column: 3, scope: !145)
!151 = !DILocation(line: 60, column: 8, scope: !152)
!152 = distinct !DILexicalBlock(scope: !153, file: !27, line: 60, column: 8)
!153 = distinct !DILexicalBlock(scope: !148, file: !27, line: 59, column: 27)
!154 = !DILocation(line: 60, column: 12, scope: !152)
!155 = !DILocation(line: 60, column: 8, scope: !153)
!156 = !DILocation(line: 61, column: 12, scope: !157)
!157 = distinct !DILexicalBlock(scope: !152, file: !27, line: 60, column: 17)
!158 = !DILocation(line: 61, column: 16, scope: !157)
!159 = !DILocation(line: 61, column: 22, scope: !157)
!160 = !DILocation(line: 61, column: 9, scope: !157)
!161 = !DILocation(line: 62, column: 4, scope: !157)
!162 = !DILocation(line: 63, column: 9, scope: !163)
!163 = distinct !DILexicalBlock(scope: !152, file: !27, line: 62, column: 11)
!164 = !DILocation(line: 65, column: 3, scope: !153)
!165 = !DILocation(line: 59, column: 23, scope: !148)
!166 = !DILocation(line: 59, column: 3, scope: !148)
!167 = distinct !{!167, !150, !168, !169}
!168 = !DILocation(line: 65, column: 3, scope: !145)
!169 = !{!"llvm.loop.mustprogress"}
!170 = !DILocation(line: 66, column: 18, scope: !142)
!171 = !DILocation(line: 66, column: 13, scope: !142)
!172 = !DILocation(line: 66, column: 3, scope: !142)
!173 = !DILocation(line: 66, column: 16, scope: !142)
!174 = !DILocation(line: 67, column: 2, scope: !142)
!175 = !DILocation(line: 57, column: 24, scope: !138)
!176 = !DILocation(line: 57, column: 2, scope: !138)
!177 = distinct !{!177, !140, !178, !169}
!178 = !DILocation(line: 67, column: 2, scope: !135)
!179 = !DILocation(line: 68, column: 1, scope: !124)
!180 = distinct !DISubprogram(name: "func_1", scope: !2, file: !2, line: 47, type: !181, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !23)
!181 = !DISubroutineType(types: !182)
!182 = !{!43}
!183 = !DILocation(line: 49, column: 12, scope: !180)
!184 = !DILocation(line: 49, column: 5, scope: !180)
!185 = distinct !DISubprogram(name: "transparent_crc", scope: !27, file: !27, line: 110, type: !186, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !23, retainedNodes: !79)
!186 = !DISubroutineType(types: !187)
!187 = !{null, !188, !78, !47}
!188 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !30, line: 27, baseType: !189)
!189 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !32, line: 45, baseType: !190)
!190 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!191 = !DILocalVariable(name: "val", arg: 1, scope: !185, file: !27, line: 110, type: !188)
!192 = !DILocation(line: 110, column: 27, scope: !185)
!193 = !DILocalVariable(name: "vname", arg: 2, scope: !185, file: !27, line: 110, type: !78)
!194 = !DILocation(line: 110, column: 38, scope: !185)
!195 = !DILocalVariable(name: "flag", arg: 3, scope: !185, file: !27, line: 110, type: !47)
!196 = !DILocation(line: 110, column: 49, scope: !185)
!197 = !DILocation(line: 112, column: 15, scope: !185)
!198 = !DILocation(line: 112, column: 2, scope: !185)
!199 = !DILocation(line: 113, column: 6, scope: !200)
!200 = distinct !DILexicalBlock(scope: !185, file: !27, line: 113, column: 6)
!201 = !DILocation(line: 113, column: 6, scope: !185)
!202 = !DILocation(line: 114, column: 52, scope: !203)
!203 = distinct !DILexicalBlock(scope: !200, file: !27, line: 113, column: 12)
!204 = !DILocation(line: 114, column: 59, scope: !203)
!205 = !DILocation(line: 114, column: 73, scope: !203)
!206 = !DILocation(line: 114, column: 5, scope: !203)
!207 = !DILocation(line: 115, column: 2, scope: !203)
!208 = !DILocation(line: 116, column: 1, scope: !185)
!209 = distinct !DISubprogram(name: "platform_main_end", scope: !62, file: !62, line: 49, type: !210, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !23, retainedNodes: !79)
!210 = !DISubroutineType(types: !211)
!211 = !{null, !29, !47}
!212 = !DILocalVariable(name: "crc", arg: 1, scope: !209, file: !62, line: 49, type: !29)
!213 = !DILocation(line: 49, column: 28, scope: !209)
!214 = !DILocalVariable(name: "flag", arg: 2, scope: !209, file: !62, line: 49, type: !47)
!215 = !DILocation(line: 49, column: 37, scope: !209)
!216 = !DILocation(line: 56, column: 29, scope: !209)
!217 = !DILocation(line: 56, column: 2, scope: !209)
!218 = !DILocation(line: 120, column: 1, scope: !209)
!219 = distinct !DISubprogram(name: "crc32_8bytes", scope: !27, file: !27, line: 97, type: !220, scopeLine: 98, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !23, retainedNodes: !79)
!220 = !DISubroutineType(types: !221)
!221 = !{null, !188}
!222 = !DILocalVariable(name: "val", arg: 1, scope: !219, file: !27, line: 97, type: !188)
!223 = !DILocation(line: 97, column: 24, scope: !219)
!224 = !DILocation(line: 99, column: 15, scope: !219)
!225 = !DILocation(line: 99, column: 18, scope: !219)
!226 = !DILocation(line: 99, column: 23, scope: !219)
!227 = !DILocation(line: 99, column: 14, scope: !219)
!228 = !DILocation(line: 99, column: 2, scope: !219)
!229 = !DILocation(line: 100, column: 15, scope: !219)
!230 = !DILocation(line: 100, column: 18, scope: !219)
!231 = !DILocation(line: 100, column: 23, scope: !219)
!232 = !DILocation(line: 100, column: 14, scope: !219)
!233 = !DILocation(line: 100, column: 2, scope: !219)
!234 = !DILocation(line: 101, column: 15, scope: !219)
!235 = !DILocation(line: 101, column: 18, scope: !219)
!236 = !DILocation(line: 101, column: 24, scope: !219)
!237 = !DILocation(line: 101, column: 14, scope: !219)
!238 = !DILocation(line: 101, column: 2, scope: !219)
!239 = !DILocation(line: 102, column: 15, scope: !219)
!240 = !DILocation(line: 102, column: 18, scope: !219)
!241 = !DILocation(line: 102, column: 24, scope: !219)
!242 = !DILocation(line: 102, column: 14, scope: !219)
!243 = !DILocation(line: 102, column: 2, scope: !219)
!244 = !DILocation(line: 103, column: 15, scope: !219)
!245 = !DILocation(line: 103, column: 18, scope: !219)
!246 = !DILocation(line: 103, column: 24, scope: !219)
!247 = !DILocation(line: 103, column: 14, scope: !219)
!248 = !DILocation(line: 103, column: 2, scope: !219)
!249 = !DILocation(line: 104, column: 15, scope: !219)
!250 = !DILocation(line: 104, column: 18, scope: !219)
!251 = !DILocation(line: 104, column: 24, scope: !219)
!252 = !DILocation(line: 104, column: 14, scope: !219)
!253 = !DILocation(line: 104, column: 2, scope: !219)
!254 = !DILocation(line: 105, column: 15, scope: !219)
!255 = !DILocation(line: 105, column: 18, scope: !219)
!256 = !DILocation(line: 105, column: 24, scope: !219)
!257 = !DILocation(line: 105, column: 14, scope: !219)
!258 = !DILocation(line: 105, column: 2, scope: !219)
!259 = !DILocation(line: 106, column: 15, scope: !219)
!260 = !DILocation(line: 106, column: 18, scope: !219)
!261 = !DILocation(line: 106, column: 24, scope: !219)
!262 = !DILocation(line: 106, column: 14, scope: !219)
!263 = !DILocation(line: 106, column: 2, scope: !219)
!264 = !DILocation(line: 107, column: 1, scope: !219)
!265 = distinct !DISubprogram(name: "crc32_byte", scope: !27, file: !27, line: 71, type: !266, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !23, retainedNodes: !79)
!266 = !DISubroutineType(types: !267)
!267 = !{null, !57}
!268 = !DILocalVariable(name: "b", arg: 1, scope: !265, file: !27, line: 71, type: !57)
!269 = !DILocation(line: 71, column: 21, scope: !265)
!270 = !DILocation(line: 73, column: 5, scope: !265)
!271 = !DILocation(line: 73, column: 19, scope: !265)
!272 = !DILocation(line: 73, column: 25, scope: !265)
!273 = !DILocation(line: 74, column: 14, scope: !265)
!274 = !DILocation(line: 74, column: 30, scope: !265)
!275 = !DILocation(line: 74, column: 28, scope: !265)
!276 = !DILocation(line: 74, column: 33, scope: !265)
!277 = !DILocation(line: 74, column: 3, scope: !265)
!278 = !DILocation(line: 73, column: 39, scope: !265)
!279 = !DILocation(line: 72, column: 16, scope: !265)
!280 = !DILocation(line: 75, column: 1, scope: !265)
