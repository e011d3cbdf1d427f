; ModuleID = 'nqueens.c'
source_filename = "nqueens.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@have_first = internal global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [34 x i8] c"n=%d solutions=%ld (array %ld)%s\0A\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !11
@.str.2 = private unnamed_addr constant [10 x i8] c" MISMATCH\00", align 1, !dbg !16
@first = internal global [16 x i32] zeroinitializer, align 16, !dbg !21

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !35 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [16 x i32], align 16
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !39, !DIExpression(), !41)
  store i32 1, ptr %2, align 4, !dbg !41
  br label %8, !dbg !42

8:                                                ; preds = %58, %0
  %9 = load i32, ptr %2, align 4, !dbg !43
  %10 = icmp sle i32 %9, 8, !dbg !45
  br i1 %10, label %11, label %61, !dbg !46

11:                                               ; preds = %8
    #dbg_declare(ptr %3, !47, !DIExpression(), !49)
  store i32 0, ptr @have_first, align 4, !dbg !50
    #dbg_declare(ptr %4, !51, !DIExpression(), !53)
  %12 = load i32, ptr %2, align 4, !dbg !54
  %13 = call i64 @count_bits(i32 noundef %12, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !55
  store i64 %13, ptr %4, align 8, !dbg !53
    #dbg_declare(ptr %5, !56, !DIExpression(), !57)
  %14 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 0, !dbg !58
  %15 = load i32, ptr %2, align 4, !dbg !59
  %16 = call i64 @solve(ptr noundef %14, i32 noundef 0, i32 noundef %15), !dbg !60
  store i64 %16, ptr %5, align 8, !dbg !57
  %17 = load i32, ptr %2, align 4, !dbg !61
  %18 = load i64, ptr %4, align 8, !dbg !62
  %19 = load i64, ptr %5, align 8, !dbg !63
  %20 = load i64, ptr %4, align 8, !dbg !64
  %21 = load i64, ptr %5, align 8, !dbg !65
  %22 = icmp eq i64 %20, %21, !dbg !66
  %23 = zext i1 %22 to i64, !dbg !64
  %24 = select i1 %22, ptr @.str.1, ptr @.str.2, !dbg !64
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %17, i64 noundef %18, i64 noundef %19, ptr noundef %24), !dbg !67
  %26 = load i32, ptr %2, align 4, !dbg !68
  %27 = icmp eq i32 %26, 8, !dbg !70
  br i1 %27, label %28, label %57, !dbg !71

28:                                               ; preds = %11
    #dbg_declare(ptr %6, !72, !DIExpression(), !75)
  store i32 0, ptr %6, align 4, !dbg !75
  br label %29, !dbg !76

29:                                               ; preds = %53, %28
  %30 = load i32, ptr %6, align 4, !dbg !77
  %31 = load i32, ptr %2, align 4, !dbg !79
  %32 = icmp slt i32 %30, %31, !dbg !80
  br i1 %32, label %33, label %56, !dbg !81

33:                                               ; preds = %29
    #dbg_declare(ptr %7, !82, !DIExpression(), !85)
  store i32 0, ptr %7, align 4, !dbg !85
  br label %34, !dbg !86

34:                                               ; preds = %48, %33
  %35 = load i32, ptr %7, align 4, !dbg !87
  %36 = load i32, ptr %2, align 4, !dbg !89
  %37 = icmp slt i32 %35, %36, !dbg !90
  br i1 %37, label %38, label %51, !dbg !91

38:                                               ; preds = %34
  %39 = load i32, ptr %6, align 4, !dbg !92
  %40 = sext i32 %39 to i64, !dbg !93
  %41 = getelementptr inbounds [16 x i32], ptr @first, i64 0, i64 %40, !dbg !93
  %42 = load i32, ptr %41, align 4, !dbg !93
  %43 = load i32, ptr %7, align 4, !dbg !94
  %44 = icmp eq i32 %42, %43, !dbg !95
  %45 = zext i1 %44 to i64, !dbg !93
  %46 = select i1 %44, i32 81, i32 46, !dbg !93
  %47 = call i32 @putchar(i32 noundef %46), !dbg !96
  br label %48, !dbg !96

48:                                               ; preds = %38
  %49 = load i32, ptr %7, align 4, !dbg !97
  %50 = add nsw i32 %49, 1, !dbg !97
  store i32 %50, ptr %7, align 4, !dbg !97
  br label %34, !dbg !98, !llvm.loop !99

51:                                               ; preds = %34
  %52 = call i32 @putchar(i32 noundef 10), !dbg !102
  br label %53, !dbg !103

53:                                               ; preds = %51
  %54 = load i32, ptr %6, align 4, !dbg !104
  %55 = add nsw i32 %54, 1, !dbg !104
  store i32 %55, ptr %6, align 4, !dbg !104
  br label %29, !dbg !105, !llvm.loop !106

56:                                               ; preds = %29
  br label %57, !dbg !108

57:                                               ; preds = %56, %11
  br label %58, !dbg !109

58:                                               ; preds = %57
  %59 = load i32, ptr %2, align 4, !dbg !110
  %60 = add nsw i32 %59, 1, !dbg !110
  store i32 %60, ptr %2, align 4, !dbg !110
  br label %8, !dbg !111, !llvm.loop !112

61:                                               ; preds = %8
  ret i32 0, !dbg !114
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @count_bits(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !115 {
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store i32 %0, ptr %6, align 4
    #dbg_declare(ptr %6, !119, !DIExpression(), !120)
  store i32 %1, ptr %7, align 4
    #dbg_declare(ptr %7, !121, !DIExpression(), !122)
  store i32 %2, ptr %8, align 4
    #dbg_declare(ptr %8, !123, !DIExpression(), !124)
  store i32 %3, ptr %9, align 4
    #dbg_declare(ptr %9, !125, !DIExpression(), !126)
    #dbg_declare(ptr %10, !127, !DIExpression(), !128)
  %14 = load i32, ptr %6, align 4, !dbg !129
  %15 = shl i32 1, %14, !dbg !130
  %16 = sub i32 %15, 1, !dbg !131
  store i32 %16, ptr %10, align 4, !dbg !128
  %17 = load i32, ptr %7, align 4, !dbg !132
  %18 = load i32, ptr %10, align 4, !dbg !134
  %19 = icmp eq i32 %17, %18, !dbg !135
  br i1 %19, label %20, label %21, !dbg !136

20:                                               ; preds = %4
  store i64 1, ptr %5, align 8, !dbg !137
  br label %60, !dbg !137

21:                                               ; preds = %4
    #dbg_declare(ptr %11, !138, !DIExpression(), !139)
  store i64 0, ptr %11, align 8, !dbg !139
    #dbg_declare(ptr %12, !140, !DIExpression(), !141)
  %22 = load i32, ptr %10, align 4, !dbg !142
  %23 = load i32, ptr %7, align 4, !dbg !143
  %24 = load i32, ptr %8, align 4, !dbg !144
  %25 = or i32 %23, %24, !dbg !145
  %26 = load i32, ptr %9, align 4, !dbg !146
  %27 = or i32 %25, %26, !dbg !147
  %28 = xor i32 %27, -1, !dbg !148
  %29 = and i32 %22, %28, !dbg !149
  store i32 %29, ptr %12, align 4, !dbg !141
  br label %30, !dbg !150

30:                                               ; preds = %33, %21
  %31 = load i32, ptr %12, align 4, !dbg !151
  %32 = icmp ne i32 %31, 0, !dbg !150
  br i1 %32, label %33, label %58, !dbg !150

33:                                               ; preds = %30
    #dbg_declare(ptr %13, !152, !DIExpression(), !154)
  %34 = load i32, ptr %12, align 4, !dbg !155
  %35 = load i32, ptr %12, align 4, !dbg !156
  %36 = sub i32 0, %35, !dbg !157
  %37 = and i32 %34, %36, !dbg !158
  store i32 %37, ptr %13, align 4, !dbg !154
  %38 = load i32, ptr %13, align 4, !dbg !159
  %39 = load i32, ptr %12, align 4, !dbg !160
  %40 = xor i32 %39, %38, !dbg !160
  store i32 %40, ptr %12, align 4, !dbg !160
  %41 = load i32, ptr %6, align 4, !dbg !161
  %42 = load i32, ptr %7, align 4, !dbg !162
  %43 = load i32, ptr %13, align 4, !dbg !163
  %44 = or i32 %42, %43, !dbg !164
  %45 = load i32, ptr %8, align 4, !dbg !165
  %46 = load i32, ptr %13, align 4, !dbg !166
  %47 = or i32 %45, %46, !dbg !167
  %48 = shl i32 %47, 1, !dbg !168
  %49 = load i32, ptr %10, align 4, !dbg !169
  %50 = and i32 %48, %49, !dbg !170
  %51 = load i32, ptr %9, align 4, !dbg !171
  %52 = load i32, ptr %13, align 4, !dbg !172
  %53 = or i32 %51, %52, !dbg !173
  %54 = lshr i32 %53, 1, !dbg !174
  %55 = call i64 @count_bits(i32 noundef %41, i32 noundef %44, i32 noundef %50, i32 noundef %54), !dbg !175
  %56 = load i64, ptr %11, align 8, !dbg !176
  %57 = add nsw i64 %56, %55, !dbg !176
  store i64 %57, ptr %11, align 8, !dbg !176
  br label %30, !dbg !150, !llvm.loop !177

58:                                               ; preds = %30
  %59 = load i64, ptr %11, align 8, !dbg !179
  store i64 %59, ptr %5, align 8, !dbg !180
  br label %60, !dbg !180

60:                                               ; preds = %58, %20
  %61 = load i64, ptr %5, align 8, !dbg !181
  ret i64 %61, !dbg !181
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @solve(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !182 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !186, !DIExpression(), !187)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !188, !DIExpression(), !189)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !190, !DIExpression(), !191)
  %11 = load i32, ptr %6, align 4, !dbg !192
  %12 = load i32, ptr %7, align 4, !dbg !194
  %13 = icmp eq i32 %11, %12, !dbg !195
  br i1 %13, label %14, label %36, !dbg !196

14:                                               ; preds = %3
  %15 = load i32, ptr @have_first, align 4, !dbg !197
  %16 = icmp ne i32 %15, 0, !dbg !197
  br i1 %16, label %35, label %17, !dbg !200

17:                                               ; preds = %14
    #dbg_declare(ptr %8, !201, !DIExpression(), !204)
  store i32 0, ptr %8, align 4, !dbg !204
  br label %18, !dbg !205

18:                                               ; preds = %31, %17
  %19 = load i32, ptr %8, align 4, !dbg !206
  %20 = load i32, ptr %7, align 4, !dbg !208
  %21 = icmp slt i32 %19, %20, !dbg !209
  br i1 %21, label %22, label %34, !dbg !210

22:                                               ; preds = %18
  %23 = load ptr, ptr %5, align 8, !dbg !211
  %24 = load i32, ptr %8, align 4, !dbg !212
  %25 = sext i32 %24 to i64, !dbg !211
  %26 = getelementptr inbounds i32, ptr %23, i64 %25, !dbg !211
  %27 = load i32, ptr %26, align 4, !dbg !211
  %28 = load i32, ptr %8, align 4, !dbg !213
  %29 = sext i32 %28 to i64, !dbg !214
  %30 = getelementptr inbounds [16 x i32], ptr @first, i64 0, i64 %29, !dbg !214
  store i32 %27, ptr %30, align 4, !dbg !215
  br label %31, !dbg !214

31:                                               ; preds = %22
  %32 = load i32, ptr %8, align 4, !dbg !216
  %33 = add nsw i32 %32, 1, !dbg !216
  store i32 %33, ptr %8, align 4, !dbg !216
  br label %18, !dbg !217, !llvm.loop !218

34:                                               ; preds = %18
  store i32 1, ptr @have_first, align 4, !dbg !220
  br label %35, !dbg !221

35:                                               ; preds = %34, %14
  store i64 1, ptr %4, align 8, !dbg !222
  br label %66, !dbg !222

36:                                               ; preds = %3
    #dbg_declare(ptr %9, !223, !DIExpression(), !224)
  store i64 0, ptr %9, align 8, !dbg !224
    #dbg_declare(ptr %10, !225, !DIExpression(), !227)
  store i32 0, ptr %10, align 4, !dbg !227
  br label %37, !dbg !228

37:                                               ; preds = %61, %36
  %38 = load i32, ptr %10, align 4, !dbg !229
  %39 = load i32, ptr %7, align 4, !dbg !231
  %40 = icmp slt i32 %38, %39, !dbg !232
  br i1 %40, label %41, label %64, !dbg !233

41:                                               ; preds = %37
  %42 = load ptr, ptr %5, align 8, !dbg !234
  %43 = load i32, ptr %6, align 4, !dbg !236
  %44 = load i32, ptr %10, align 4, !dbg !237
  %45 = call i32 @safe(ptr noundef %42, i32 noundef %43, i32 noundef %44), !dbg !238
  %46 = icmp ne i32 %45, 0, !dbg !238
  br i1 %46, label %47, label %60, !dbg !239

47:                                               ; preds = %41
  %48 = load i32, ptr %10, align 4, !dbg !240
  %49 = load ptr, ptr %5, align 8, !dbg !242
  %50 = load i32, ptr %6, align 4, !dbg !243
  %51 = sext i32 %50 to i64, !dbg !242
  %52 = getelementptr inbounds i32, ptr %49, i64 %51, !dbg !242
  store i32 %48, ptr %52, align 4, !dbg !244
  %53 = load ptr, ptr %5, align 8, !dbg !245
  %54 = load i32, ptr %6, align 4, !dbg !246
  %55 = add nsw i32 %54, 1, !dbg !247
  %56 = load i32, ptr %7, align 4, !dbg !248
  %57 = call i64 @solve(ptr noundef %53, i32 noundef %55, i32 noundef %56), !dbg !249
  %58 = load i64, ptr %9, align 8, !dbg !250
  %59 = add nsw i64 %58, %57, !dbg !250
  store i64 %59, ptr %9, align 8, !dbg !250
  br label %60, !dbg !251

60:                                               ; preds = %47, %41
  br label %61, !dbg !252

61:                                               ; preds = %60
  %62 = load i32, ptr %10, align 4, !dbg !253
  %63 = add nsw i32 %62, 1, !dbg !253
  store i32 %63, ptr %10, align 4, !dbg !253
  br label %37, !dbg !254, !llvm.loop !255

64:                                               ; preds = %37
  %65 = load i64, ptr %9, align 8, !dbg !257
  store i64 %65, ptr %4, align 8, !dbg !258
  br label %66, !dbg !258

66:                                               ; preds = %64, %35
  %67 = load i64, ptr %4, align 8, !dbg !259
  ret i64 %67, !dbg !259
}

declare i32 @printf(ptr noundef, ...) #1

declare i32 @putchar(i32 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !260 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !265, !DIExpression(), !266)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !267, !DIExpression(), !268)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !269, !DIExpression(), !270)
    #dbg_declare(ptr %8, !271, !DIExpression(), !273)
  store i32 0, ptr %8, align 4, !dbg !273
  br label %10, !dbg !274

10:                                               ; preds = %41, %3
  %11 = load i32, ptr %8, align 4, !dbg !275
  %12 = load i32, ptr %6, align 4, !dbg !277
  %13 = icmp slt i32 %11, %12, !dbg !278
  br i1 %13, label %14, label %44, !dbg !279

14:                                               ; preds = %10
    #dbg_declare(ptr %9, !280, !DIExpression(), !282)
  %15 = load ptr, ptr %5, align 8, !dbg !283
  %16 = load i32, ptr %8, align 4, !dbg !284
  %17 = sext i32 %16 to i64, !dbg !283
  %18 = getelementptr inbounds i32, ptr %15, i64 %17, !dbg !283
  %19 = load i32, ptr %18, align 4, !dbg !283
  store i32 %19, ptr %9, align 4, !dbg !282
  %20 = load i32, ptr %9, align 4, !dbg !285
  %21 = load i32, ptr %7, align 4, !dbg !287
  %22 = icmp eq i32 %20, %21, !dbg !288
  br i1 %22, label %39, label %23, !dbg !289

23:                                               ; preds = %14
  %24 = load i32, ptr %9, align 4, !dbg !290
  %25 = load i32, ptr %7, align 4, !dbg !291
  %26 = sub nsw i32 %24, %25, !dbg !292
  %27 = load i32, ptr %8, align 4, !dbg !293
  %28 = load i32, ptr %6, align 4, !dbg !294
  %29 = sub nsw i32 %27, %28, !dbg !295
  %30 = icmp eq i32 %26, %29, !dbg !296
  br i1 %30, label %39, label %31, !dbg !297

31:                                               ; preds = %23
  %32 = load i32, ptr %9, align 4, !dbg !298
  %33 = load i32, ptr %7, align 4, !dbg !299
  %34 = sub nsw i32 %32, %33, !dbg !300
  %35 = load i32, ptr %6, align 4, !dbg !301
  %36 = load i32, ptr %8, align 4, !dbg !302
  %37 = sub nsw i32 %35, %36, !dbg !303
  %38 = icmp eq i32 %34, %37, !dbg !304
  br i1 %38, label %39, label %40, !dbg !305

39:                                               ; preds = %31, %23, %14
  store i32 0, ptr %4, align 4, !dbg !306
  br label %45, !dbg !306

40:                                               ; preds = %31
  br label %41, !dbg !307

41:                                               ; preds = %40
  %42 = load i32, ptr %8, align 4, !dbg !308
  %43 = add nsw i32 %42, 1, !dbg !308
  store i32 %43, ptr %8, align 4, !dbg !308
  br label %10, !dbg !309, !llvm.loop !310

44:                                               ; preds = %10
  store i32 1, ptr %4, align 4, !dbg !312
  br label %45, !dbg !312

45:                                               ; preds = %44, %39
  %46 = load i32, ptr %4, align 4, !dbg !313
  ret i32 %46, !dbg !313
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!27, !28, !29, !30, !31, !32, !33}
!llvm.ident = !{!34}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "have_first", scope: !2, file: !3, line: 29, type: !24, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "nqueens.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "77d0dd9bd5a7ba21e1b2fd9791850f01")
!4 = !{!5, !11, !16, !21, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 55, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 272, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 34)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 55, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 8, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 1)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 55, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 80, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 10)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "first", scope: !2, file: !3, line: 28, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 512, elements: !25)
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !{!26}
!26 = !DISubrange(count: 16)
!27 = !{i32 7, !"Dwarf Version", i32 5}
!28 = !{i32 2, !"Debug Info Version", i32 3}
!29 = !{i32 1, !"wchar_size", i32 4}
!30 = !{i32 8, !"PIC Level", i32 2}
!31 = !{i32 7, !"PIE Level", i32 2}
!32 = !{i32 7, !"uwtable", i32 2}
!33 = !{i32 7, !"frame-pointer", i32 2}
!34 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!35 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 49, type: !36, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !38)
!36 = !DISubroutineType(types: !37)
!37 = !{!24}
!38 = !{}
!39 = !DILocalVariable(name: "n", scope: !40, file: !3, line: 50, type: !24)
!40 = distinct !DILexicalBlock(scope: !35, file: !3, line: 50, column: 5)
!41 = !DILocation(line: 50, column: 14, scope: !40)
!42 = !DILocation(line: 50, column: 10, scope: !40)
!43 = !DILocation(line: 50, column: 21, scope: !44)
!44 = distinct !DILexicalBlock(scope: !40, file: !3, line: 50, column: 5)
!45 = !DILocation(line: 50, column: 23, scope: !44)
!46 = !DILocation(line: 50, column: 5, scope: !40)
!47 = !DILocalVariable(name: "q", scope: !48, file: !3, line: 51, type: !23)
!48 = distinct !DILexicalBlock(scope: !44, file: !3, line: 50, column: 34)
!49 = !DILocation(line: 51, column: 13, scope: !48)
!50 = !DILocation(line: 52, column: 20, scope: !48)
!51 = !DILocalVariable(name: "a", scope: !48, file: !3, line: 53, type: !52)
!52 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!53 = !DILocation(line: 53, column: 14, scope: !48)
!54 = !DILocation(line: 53, column: 29, scope: !48)
!55 = !DILocation(line: 53, column: 18, scope: !48)
!56 = !DILocalVariable(name: "b", scope: !48, file: !3, line: 54, type: !52)
!57 = !DILocation(line: 54, column: 14, scope: !48)
!58 = !DILocation(line: 54, column: 24, scope: !48)
!59 = !DILocation(line: 54, column: 30, scope: !48)
!60 = !DILocation(line: 54, column: 18, scope: !48)
!61 = !DILocation(line: 55, column: 54, scope: !48)
!62 = !DILocation(line: 55, column: 57, scope: !48)
!63 = !DILocation(line: 55, column: 60, scope: !48)
!64 = !DILocation(line: 55, column: 63, scope: !48)
!65 = !DILocation(line: 55, column: 68, scope: !48)
!66 = !DILocation(line: 55, column: 65, scope: !48)
!67 = !DILocation(line: 55, column: 9, scope: !48)
!68 = !DILocation(line: 56, column: 13, scope: !69)
!69 = distinct !DILexicalBlock(scope: !48, file: !3, line: 56, column: 13)
!70 = !DILocation(line: 56, column: 15, scope: !69)
!71 = !DILocation(line: 56, column: 13, scope: !48)
!72 = !DILocalVariable(name: "r", scope: !73, file: !3, line: 57, type: !24)
!73 = distinct !DILexicalBlock(scope: !74, file: !3, line: 57, column: 13)
!74 = distinct !DILexicalBlock(scope: !69, file: !3, line: 56, column: 21)
!75 = !DILocation(line: 57, column: 22, scope: !73)
!76 = !DILocation(line: 57, column: 18, scope: !73)
!77 = !DILocation(line: 57, column: 29, scope: !78)
!78 = distinct !DILexicalBlock(scope: !73, file: !3, line: 57, column: 13)
!79 = !DILocation(line: 57, column: 33, scope: !78)
!80 = !DILocation(line: 57, column: 31, scope: !78)
!81 = !DILocation(line: 57, column: 13, scope: !73)
!82 = !DILocalVariable(name: "c", scope: !83, file: !3, line: 58, type: !24)
!83 = distinct !DILexicalBlock(scope: !84, file: !3, line: 58, column: 17)
!84 = distinct !DILexicalBlock(scope: !78, file: !3, line: 57, column: 41)
!85 = !DILocation(line: 58, column: 26, scope: !83)
!86 = !DILocation(line: 58, column: 22, scope: !83)
!87 = !DILocation(line: 58, column: 33, scope: !88)
!88 = distinct !DILexicalBlock(scope: !83, file: !3, line: 58, column: 17)
!89 = !DILocation(line: 58, column: 37, scope: !88)
!90 = !DILocation(line: 58, column: 35, scope: !88)
!91 = !DILocation(line: 58, column: 17, scope: !83)
!92 = !DILocation(line: 59, column: 35, scope: !88)
!93 = !DILocation(line: 59, column: 29, scope: !88)
!94 = !DILocation(line: 59, column: 41, scope: !88)
!95 = !DILocation(line: 59, column: 38, scope: !88)
!96 = !DILocation(line: 59, column: 21, scope: !88)
!97 = !DILocation(line: 58, column: 41, scope: !88)
!98 = !DILocation(line: 58, column: 17, scope: !88)
!99 = distinct !{!99, !91, !100, !101}
!100 = !DILocation(line: 59, column: 54, scope: !83)
!101 = !{!"llvm.loop.mustprogress"}
!102 = !DILocation(line: 60, column: 17, scope: !84)
!103 = !DILocation(line: 61, column: 13, scope: !84)
!104 = !DILocation(line: 57, column: 37, scope: !78)
!105 = !DILocation(line: 57, column: 13, scope: !78)
!106 = distinct !{!106, !81, !107, !101}
!107 = !DILocation(line: 61, column: 13, scope: !73)
!108 = !DILocation(line: 62, column: 9, scope: !74)
!109 = !DILocation(line: 63, column: 5, scope: !48)
!110 = !DILocation(line: 50, column: 30, scope: !44)
!111 = !DILocation(line: 50, column: 5, scope: !44)
!112 = distinct !{!112, !46, !113, !101}
!113 = !DILocation(line: 63, column: 5, scope: !40)
!114 = !DILocation(line: 64, column: 5, scope: !35)
!115 = distinct !DISubprogram(name: "count_bits", scope: !3, file: !3, line: 5, type: !116, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !38)
!116 = !DISubroutineType(types: !117)
!117 = !{!52, !24, !118, !118, !118}
!118 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!119 = !DILocalVariable(name: "n", arg: 1, scope: !115, file: !3, line: 5, type: !24)
!120 = !DILocation(line: 5, column: 28, scope: !115)
!121 = !DILocalVariable(name: "cols", arg: 2, scope: !115, file: !3, line: 5, type: !118)
!122 = !DILocation(line: 5, column: 40, scope: !115)
!123 = !DILocalVariable(name: "d1", arg: 3, scope: !115, file: !3, line: 5, type: !118)
!124 = !DILocation(line: 5, column: 55, scope: !115)
!125 = !DILocalVariable(name: "d2", arg: 4, scope: !115, file: !3, line: 5, type: !118)
!126 = !DILocation(line: 5, column: 68, scope: !115)
!127 = !DILocalVariable(name: "full", scope: !115, file: !3, line: 6, type: !118)
!128 = !DILocation(line: 6, column: 14, scope: !115)
!129 = !DILocation(line: 6, column: 28, scope: !115)
!130 = !DILocation(line: 6, column: 25, scope: !115)
!131 = !DILocation(line: 6, column: 31, scope: !115)
!132 = !DILocation(line: 7, column: 9, scope: !133)
!133 = distinct !DILexicalBlock(scope: !115, file: !3, line: 7, column: 9)
!134 = !DILocation(line: 7, column: 17, scope: !133)
!135 = !DILocation(line: 7, column: 14, scope: !133)
!136 = !DILocation(line: 7, column: 9, scope: !115)
!137 = !DILocation(line: 8, column: 9, scope: !133)
!138 = !DILocalVariable(name: "total", scope: !115, file: !3, line: 9, type: !52)
!139 = !DILocation(line: 9, column: 10, scope: !115)
!140 = !DILocalVariable(name: "avail", scope: !115, file: !3, line: 10, type: !118)
!141 = !DILocation(line: 10, column: 14, scope: !115)
!142 = !DILocation(line: 10, column: 22, scope: !115)
!143 = !DILocation(line: 10, column: 31, scope: !115)
!144 = !DILocation(line: 10, column: 38, scope: !115)
!145 = !DILocation(line: 10, column: 36, scope: !115)
!146 = !DILocation(line: 10, column: 43, scope: !115)
!147 = !DILocation(line: 10, column: 41, scope: !115)
!148 = !DILocation(line: 10, column: 29, scope: !115)
!149 = !DILocation(line: 10, column: 27, scope: !115)
!150 = !DILocation(line: 11, column: 5, scope: !115)
!151 = !DILocation(line: 11, column: 12, scope: !115)
!152 = !DILocalVariable(name: "bit", scope: !153, file: !3, line: 12, type: !118)
!153 = distinct !DILexicalBlock(scope: !115, file: !3, line: 11, column: 19)
!154 = !DILocation(line: 12, column: 18, scope: !153)
!155 = !DILocation(line: 12, column: 24, scope: !153)
!156 = !DILocation(line: 12, column: 38, scope: !153)
!157 = !DILocation(line: 12, column: 36, scope: !153)
!158 = !DILocation(line: 12, column: 30, scope: !153)
!159 = !DILocation(line: 13, column: 18, scope: !153)
!160 = !DILocation(line: 13, column: 15, scope: !153)
!161 = !DILocation(line: 14, column: 29, scope: !153)
!162 = !DILocation(line: 14, column: 32, scope: !153)
!163 = !DILocation(line: 14, column: 39, scope: !153)
!164 = !DILocation(line: 14, column: 37, scope: !153)
!165 = !DILocation(line: 14, column: 46, scope: !153)
!166 = !DILocation(line: 14, column: 51, scope: !153)
!167 = !DILocation(line: 14, column: 49, scope: !153)
!168 = !DILocation(line: 14, column: 56, scope: !153)
!169 = !DILocation(line: 14, column: 64, scope: !153)
!170 = !DILocation(line: 14, column: 62, scope: !153)
!171 = !DILocation(line: 14, column: 71, scope: !153)
!172 = !DILocation(line: 14, column: 76, scope: !153)
!173 = !DILocation(line: 14, column: 74, scope: !153)
!174 = !DILocation(line: 14, column: 81, scope: !153)
!175 = !DILocation(line: 14, column: 18, scope: !153)
!176 = !DILocation(line: 14, column: 15, scope: !153)
!177 = distinct !{!177, !150, !178, !101}
!178 = !DILocation(line: 15, column: 5, scope: !115)
!179 = !DILocation(line: 16, column: 12, scope: !115)
!180 = !DILocation(line: 16, column: 5, scope: !115)
!181 = !DILocation(line: 17, column: 1, scope: !115)
!182 = distinct !DISubprogram(name: "solve", scope: !3, file: !3, line: 31, type: !183, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !38)
!183 = !DISubroutineType(types: !184)
!184 = !{!52, !185, !24, !24}
!185 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!186 = !DILocalVariable(name: "q", arg: 1, scope: !182, file: !3, line: 31, type: !185)
!187 = !DILocation(line: 31, column: 24, scope: !182)
!188 = !DILocalVariable(name: "row", arg: 2, scope: !182, file: !3, line: 31, type: !24)
!189 = !DILocation(line: 31, column: 31, scope: !182)
!190 = !DILocalVariable(name: "n", arg: 3, scope: !182, file: !3, line: 31, type: !24)
!191 = !DILocation(line: 31, column: 40, scope: !182)
!192 = !DILocation(line: 32, column: 9, scope: !193)
!193 = distinct !DILexicalBlock(scope: !182, file: !3, line: 32, column: 9)
!194 = !DILocation(line: 32, column: 16, scope: !193)
!195 = !DILocation(line: 32, column: 13, scope: !193)
!196 = !DILocation(line: 32, column: 9, scope: !182)
!197 = !DILocation(line: 33, column: 14, scope: !198)
!198 = distinct !DILexicalBlock(scope: !199, file: !3, line: 33, column: 13)
!199 = distinct !DILexicalBlock(scope: !193, file: !3, line: 32, column: 19)
!200 = !DILocation(line: 33, column: 13, scope: !199)
!201 = !DILocalVariable(name: "i", scope: !202, file: !3, line: 34, type: !24)
!202 = distinct !DILexicalBlock(scope: !203, file: !3, line: 34, column: 13)
!203 = distinct !DILexicalBlock(scope: !198, file: !3, line: 33, column: 26)
!204 = !DILocation(line: 34, column: 22, scope: !202)
!205 = !DILocation(line: 34, column: 18, scope: !202)
!206 = !DILocation(line: 34, column: 29, scope: !207)
!207 = distinct !DILexicalBlock(scope: !202, file: !3, line: 34, column: 13)
!208 = !DILocation(line: 34, column: 33, scope: !207)
!209 = !DILocation(line: 34, column: 31, scope: !207)
!210 = !DILocation(line: 34, column: 13, scope: !202)
!211 = !DILocation(line: 35, column: 28, scope: !207)
!212 = !DILocation(line: 35, column: 30, scope: !207)
!213 = !DILocation(line: 35, column: 23, scope: !207)
!214 = !DILocation(line: 35, column: 17, scope: !207)
!215 = !DILocation(line: 35, column: 26, scope: !207)
!216 = !DILocation(line: 34, column: 37, scope: !207)
!217 = !DILocation(line: 34, column: 13, scope: !207)
!218 = distinct !{!218, !210, !219, !101}
!219 = !DILocation(line: 35, column: 31, scope: !202)
!220 = !DILocation(line: 36, column: 24, scope: !203)
!221 = !DILocation(line: 37, column: 9, scope: !203)
!222 = !DILocation(line: 38, column: 9, scope: !199)
!223 = !DILocalVariable(name: "c", scope: !182, file: !3, line: 40, type: !52)
!224 = !DILocation(line: 40, column: 10, scope: !182)
!225 = !DILocalVariable(name: "col", scope: !226, file: !3, line: 41, type: !24)
!226 = distinct !DILexicalBlock(scope: !182, file: !3, line: 41, column: 5)
!227 = !DILocation(line: 41, column: 14, scope: !226)
!228 = !DILocation(line: 41, column: 10, scope: !226)
!229 = !DILocation(line: 41, column: 23, scope: !230)
!230 = distinct !DILexicalBlock(scope: !226, file: !3, line: 41, column: 5)
!231 = !DILocation(line: 41, column: 29, scope: !230)
!232 = !DILocation(line: 41, column: 27, scope: !230)
!233 = !DILocation(line: 41, column: 5, scope: !226)
!234 = !DILocation(line: 42, column: 18, scope: !235)
!235 = distinct !DILexicalBlock(scope: !230, file: !3, line: 42, column: 13)
!236 = !DILocation(line: 42, column: 21, scope: !235)
!237 = !DILocation(line: 42, column: 26, scope: !235)
!238 = !DILocation(line: 42, column: 13, scope: !235)
!239 = !DILocation(line: 42, column: 13, scope: !230)
!240 = !DILocation(line: 43, column: 22, scope: !241)
!241 = distinct !DILexicalBlock(scope: !235, file: !3, line: 42, column: 32)
!242 = !DILocation(line: 43, column: 13, scope: !241)
!243 = !DILocation(line: 43, column: 15, scope: !241)
!244 = !DILocation(line: 43, column: 20, scope: !241)
!245 = !DILocation(line: 44, column: 24, scope: !241)
!246 = !DILocation(line: 44, column: 27, scope: !241)
!247 = !DILocation(line: 44, column: 31, scope: !241)
!248 = !DILocation(line: 44, column: 36, scope: !241)
!249 = !DILocation(line: 44, column: 18, scope: !241)
!250 = !DILocation(line: 44, column: 15, scope: !241)
!251 = !DILocation(line: 45, column: 9, scope: !241)
!252 = !DILocation(line: 42, column: 29, scope: !235)
!253 = !DILocation(line: 41, column: 35, scope: !230)
!254 = !DILocation(line: 41, column: 5, scope: !230)
!255 = distinct !{!255, !233, !256, !101}
!256 = !DILocation(line: 45, column: 9, scope: !226)
!257 = !DILocation(line: 46, column: 12, scope: !182)
!258 = !DILocation(line: 46, column: 5, scope: !182)
!259 = !DILocation(line: 47, column: 1, scope: !182)
!260 = distinct !DISubprogram(name: "safe", scope: !3, file: !3, line: 19, type: !261, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !38)
!261 = !DISubroutineType(types: !262)
!262 = !{!24, !263, !24, !24}
!263 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !264, size: 64)
!264 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !24)
!265 = !DILocalVariable(name: "q", arg: 1, scope: !260, file: !3, line: 19, type: !263)
!266 = !DILocation(line: 19, column: 28, scope: !260)
!267 = !DILocalVariable(name: "row", arg: 2, scope: !260, file: !3, line: 19, type: !24)
!268 = !DILocation(line: 19, column: 35, scope: !260)
!269 = !DILocalVariable(name: "col", arg: 3, scope: !260, file: !3, line: 19, type: !24)
!270 = !DILocation(line: 19, column: 44, scope: !260)
!271 = !DILocalVariable(name: "r", scope: !272, file: !3, line: 20, type: !24)
!272 = distinct !DILexicalBlock(scope: !260, file: !3, line: 20, column: 5)
!273 = !DILocation(line: 20, column: 14, scope: !272)
!274 = !DILocation(line: 20, column: 10, scope: !272)
!275 = !DILocation(line: 20, column: 21, scope: !276)
!276 = distinct !DILexicalBlock(scope: !272, file: !3, line: 20, column: 5)
!277 = !DILocation(line: 20, column: 25, scope: !276)
!278 = !DILocation(line: 20, column: 23, scope: !276)
!279 = !DILocation(line: 20, column: 5, scope: !272)
!280 = !DILocalVariable(name: "c", scope: !281, file: !3, line: 21, type: !24)
!281 = distinct !DILexicalBlock(scope: !276, file: !3, line: 20, column: 35)
!282 = !DILocation(line: 21, column: 13, scope: !281)
!283 = !DILocation(line: 21, column: 17, scope: !281)
!284 = !DILocation(line: 21, column: 19, scope: !281)
!285 = !DILocation(line: 22, column: 13, scope: !286)
!286 = distinct !DILexicalBlock(scope: !281, file: !3, line: 22, column: 13)
!287 = !DILocation(line: 22, column: 18, scope: !286)
!288 = !DILocation(line: 22, column: 15, scope: !286)
!289 = !DILocation(line: 22, column: 22, scope: !286)
!290 = !DILocation(line: 22, column: 25, scope: !286)
!291 = !DILocation(line: 22, column: 29, scope: !286)
!292 = !DILocation(line: 22, column: 27, scope: !286)
!293 = !DILocation(line: 22, column: 36, scope: !286)
!294 = !DILocation(line: 22, column: 40, scope: !286)
!295 = !DILocation(line: 22, column: 38, scope: !286)
!296 = !DILocation(line: 22, column: 33, scope: !286)
!297 = !DILocation(line: 22, column: 44, scope: !286)
!298 = !DILocation(line: 22, column: 47, scope: !286)
!299 = !DILocation(line: 22, column: 51, scope: !286)
!300 = !DILocation(line: 22, column: 49, scope: !286)
!301 = !DILocation(line: 22, column: 58, scope: !286)
!302 = !DILocation(line: 22, column: 64, scope: !286)
!303 = !DILocation(line: 22, column: 62, scope: !286)
!304 = !DILocation(line: 22, column: 55, scope: !286)
!305 = !DILocation(line: 22, column: 13, scope: !281)
!306 = !DILocation(line: 23, column: 13, scope: !286)
!307 = !DILocation(line: 24, column: 5, scope: !281)
!308 = !DILocation(line: 20, column: 31, scope: !276)
!309 = !DILocation(line: 20, column: 5, scope: !276)
!310 = distinct !{!310, !279, !311, !101}
!311 = !DILocation(line: 24, column: 5, scope: !272)
!312 = !DILocation(line: 25, column: 5, scope: !260)
!313 = !DILocation(line: 26, column: 1, scope: !260)
