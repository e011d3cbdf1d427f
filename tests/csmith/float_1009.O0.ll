; ModuleID = 'float_1009.c'
source_filename = "float_1009.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"1\00", align 1, !dbg !0
@g_3 = internal global i32 -10, align 4, !dbg !7
@.str.1 = private unnamed_addr constant [4 x i8] c"g_3\00", align 1, !dbg !11
@g_5 = internal global [10 x [9 x i32]] [[9 x i32] [i32 -1, i32 -1, i32 -1, i32 1466185242, i32 -1, i32 -555135797, i32 -555135797, i32 -1, i32 1466185242], [9 x i32] [i32 1919135910, i32 -6, i32 1919135910, i32 -563375304, i32 0, i32 2, i32 -1514811638, i32 -6, i32 448818738], [9 x i32] [i32 -1, i32 -1, i32 -1, i32 1466185242, i32 -1, i32 -555135797, i32 -555135797, i32 -1, i32 1466185242], [9 x i32] [i32 1919135910, i32 -6, i32 1919135910, i32 -563375304, i32 0, i32 2, i32 -1514811638, i32 -6, i32 448818738], [9 x i32] [i32 -1, i32 -1, i32 -1, i32 1466185242, i32 -1, i32 -555135797, i32 -555135797, i32 -1, i32 1466185242], [9 x i32] [i32 1919135910, i32 2, i32 -1251152068, i32 -1798248396, i32 -1514811638, i32 533203687, i32 1, i32 2, i32 -97585405], [9 x i32] [i32 1043499070, i32 -555135797, i32 1043499070, i32 -82118186, i32 -555135797, i32 -1004402979, i32 -1004402979, i32 -555135797, i32 -82118186], [9 x i32] [i32 -1251152068, i32 2, i32 -1251152068, i32 -1798248396, i32 -1514811638, i32 533203687, i32 1, i32 2, i32 -97585405], [9 x i32] [i32 1043499070, i32 -555135797, i32 1043499070, i32 -82118186, i32 -555135797, i32 -1004402979, i32 -1004402979, i32 -555135797, i32 -82118186], [9 x i32] [i32 -1251152068, i32 2, i32 -1251152068, i32 -1798248396, i32 -1514811638, i32 533203687, i32 1, i32 2, i32 -97585405]], align 16, !dbg !46
@.str.2 = private unnamed_addr constant [10 x i8] c"g_5[i][j]\00", align 1, !dbg !16
@.str.3 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1, !dbg !21
@g_6 = internal global i32 1, align 4, !dbg !55
@.str.4 = private unnamed_addr constant [4 x i8] c"g_6\00", align 1, !dbg !26
@g_7 = internal global i32 -2, align 4, !dbg !58
@.str.5 = private unnamed_addr constant [4 x i8] c"g_7\00", align 1, !dbg !28
@crc32_context = internal global i32 -1, align 4, !dbg !66
@crc32_tab = internal global [256 x i32] zeroinitializer, align 16, !dbg !30
@.str.6 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !41
@.str.7 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !60

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !76 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !82, !DIExpression(), !83)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !84, !DIExpression(), !85)
    #dbg_declare(ptr %6, !86, !DIExpression(), !87)
    #dbg_declare(ptr %7, !88, !DIExpression(), !89)
    #dbg_declare(ptr %8, !90, !DIExpression(), !91)
  store i32 0, ptr %8, align 4, !dbg !91
  %9 = load i32, ptr %4, align 4, !dbg !92
  %10 = icmp eq i32 %9, 2, !dbg !94
  br i1 %10, label %11, label %18, !dbg !95

11:                                               ; preds = %2
  %12 = load ptr, ptr %5, align 8, !dbg !96
  %13 = getelementptr inbounds ptr, ptr %12, i64 1, !dbg !96
  %14 = load ptr, ptr %13, align 8, !dbg !96
  %15 = call i32 @strcmp(ptr noundef %14, ptr noundef @.str) #3, !dbg !97
  %16 = icmp eq i32 %15, 0, !dbg !98
  br i1 %16, label %17, label %18, !dbg !99

17:                                               ; preds = %11
  store i32 1, ptr %8, align 4, !dbg !100
  br label %18, !dbg !101

18:                                               ; preds = %17, %11, %2
  call void @platform_main_begin(), !dbg !102
  call void @crc32_gentab(), !dbg !103
  %19 = call i64 @func_1(), !dbg !104
  %20 = load i32, ptr @g_3, align 4, !dbg !105
  %21 = sext i32 %20 to i64, !dbg !105
  %22 = load i32, ptr %8, align 4, !dbg !106
  call void @transparent_crc(i64 noundef %21, ptr noundef @.str.1, i32 noundef %22), !dbg !107
  store i32 0, ptr %6, align 4, !dbg !108
  br label %23, !dbg !110

23:                                               ; preds = %51, %18
  %24 = load i32, ptr %6, align 4, !dbg !111
  %25 = icmp slt i32 %24, 10, !dbg !113
  br i1 %25, label %26, label %54, !dbg !114

26:                                               ; preds = %23
  store i32 0, ptr %7, align 4, !dbg !115
  br label %27, !dbg !118

27:                                               ; preds = %47, %26
  %28 = load i32, ptr %7, align 4, !dbg !119
  %29 = icmp slt i32 %28, 9, !dbg !121
  br i1 %29, label %30, label %50, !dbg !122

30:                                               ; preds = %27
  %31 = load i32, ptr %6, align 4, !dbg !123
  %32 = sext i32 %31 to i64, !dbg !125
  %33 = getelementptr inbounds [10 x [9 x i32]], ptr @g_5, i64 0, i64 %32, !dbg !125
  %34 = load i32, ptr %7, align 4, !dbg !126
  %35 = sext i32 %34 to i64, !dbg !125
  %36 = getelementptr inbounds [9 x i32], ptr %33, i64 0, i64 %35, !dbg !125
  %37 = load i32, ptr %36, align 4, !dbg !125
  %38 = sext i32 %37 to i64, !dbg !125
  %39 = load i32, ptr %8, align 4, !dbg !127
  call void @transparent_crc(i64 noundef %38, ptr noundef @.str.2, i32 noundef %39), !dbg !128
  %40 = load i32, ptr %8, align 4, !dbg !129
  %41 = icmp ne i32 %40, 0, !dbg !129
  br i1 %41, label %42, label %46, !dbg !131

42:                                               ; preds = %30
  %43 = load i32, ptr %6, align 4, !dbg !132
  %44 = load i32, ptr %7, align 4, !dbg !133
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %43, i32 noundef %44), !dbg !134
  br label %46, !dbg !134

46:                                               ; preds = %42, %30
  br label %47, !dbg !135

47:                                               ; preds = %46
  %48 = load i32, ptr %7, align 4, !dbg !136
  %49 = add nsw i32 %48, 1, !dbg !136
  store i32 %49, ptr %7, align 4, !dbg !136
  br label %27, !dbg !137, !llvm.loop !138

50:                                               ; preds = %27
  br label %51, !dbg !141

51:                                               ; preds = %50
  %52 = load i32, ptr %6, align 4, !dbg !142
  %53 = add nsw i32 %52, 1, !dbg !142
  store i32 %53, ptr %6, align 4, !dbg !142
  br label %23, !dbg !143, !llvm.loop !144

54:                                               ; preds = %23
  %55 = load volatile i32, ptr @g_6, align 4, !dbg !146
  %56 = sext i32 %55 to i64, !dbg !146
  %57 = load i32, ptr %8, align 4, !dbg !147
  call void @transparent_crc(i64 noundef %56, ptr noundef @.str.4, i32 noundef %57), !dbg !148
  %58 = load i32, ptr @g_7, align 4, !dbg !149
  %59 = zext i32 %58 to i64, !dbg !149
  %60 = load i32, ptr %8, align 4, !dbg !150
  call void @transparent_crc(i64 noundef %59, ptr noundef @.str.5, i32 noundef %60), !dbg !151
  %61 = load i32, ptr @crc32_context, align 4, !dbg !152
  %62 = zext i32 %61 to i64, !dbg !152
  %63 = xor i64 %62, 4294967295, !dbg !153
  %64 = trunc i64 %63 to i32, !dbg !152
  %65 = load i32, ptr %8, align 4, !dbg !154
  call void @platform_main_end(i32 noundef %64, i32 noundef %65), !dbg !155
  ret i32 0, !dbg !156
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_begin() #0 !dbg !157 {
  ret void, !dbg !160
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_gentab() #0 !dbg !161 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
    #dbg_declare(ptr %1, !162, !DIExpression(), !163)
    #dbg_declare(ptr %2, !164, !DIExpression(), !166)
  store i32 -306674912, ptr %2, align 4, !dbg !166
    #dbg_declare(ptr %3, !167, !DIExpression(), !168)
    #dbg_declare(ptr %4, !169, !DIExpression(), !170)
  store i32 0, ptr %3, align 4, !dbg !171
  br label %5, !dbg !173

5:                                                ; preds = %33, %0
  %6 = load i32, ptr %3, align 4, !dbg !174
  %7 = icmp slt i32 %6, 256, !dbg !176
  br i1 %7, label %8, label %36, !dbg !177

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4, !dbg !178
  store i32 %9, ptr %1, align 4, !dbg !180
  store i32 8, ptr %4, align 4, !dbg !181
  br label %10, !dbg !183

10:                                               ; preds = %25, %8
  %11 = load i32, ptr %4, align 4, !dbg !184
  %12 = icmp sgt i32 %11, 0, !dbg !186
  br i1 %12, label %13, label %28, !dbg !187

13:                                               ; preds = %10
  %14 = load i32, ptr %1, align 4, !dbg !188
  %15 = and i32 %14, 1, !dbg !191
  %16 = icmp ne i32 %15, 0, !dbg !191
  br i1 %16, label %17, label %21, !dbg !192

17:                                               ; preds = %13
  %18 = load i32, ptr %1, align 4, !dbg !193
  %19 = lshr i32 %18, 1, !dbg !195
  %20 = xor i32 %19, -306674912, !dbg !196
  store i32 %20, ptr %1, align 4, !dbg !197
  br label %24, !dbg !198

21:                                               ; preds = %13
  %22 = load i32, ptr %1, align 4, !dbg !199
  %23 = lshr i32 %22, 1, !dbg !199
  store i32 %23, ptr %1, align 4, !dbg !199
  br label %24

24:                                               ; preds = %21, %17
  br label %25, !dbg !201

25:                                               ; preds = %24
  %26 = load i32, ptr %4, align 4, !dbg !202
  %27 = add nsw i32 %26, -1, !dbg !202
  store i32 %27, ptr %4, align 4, !dbg !202
  br label %10, !dbg !203, !llvm.loop !204

28:                                               ; preds = %10
  %29 = load i32, ptr %1, align 4, !dbg !206
  %30 = load i32, ptr %3, align 4, !dbg !207
  %31 = sext i32 %30 to i64, !dbg !208
  %32 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %31, !dbg !208
  store i32 %29, ptr %32, align 4, !dbg !209
  br label %33, !dbg !210

33:                                               ; preds = %28
  %34 = load i32, ptr %3, align 4, !dbg !211
  %35 = add nsw i32 %34, 1, !dbg !211
  store i32 %35, ptr %3, align 4, !dbg !211
  br label %5, !dbg !212, !llvm.loop !213

36:                                               ; preds = %5
  ret void, !dbg !215
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @func_1() #0 !dbg !216 {
  %1 = alloca ptr, align 8
  %2 = alloca [4 x ptr], align 16
  %3 = alloca i32, align 4
    #dbg_declare(ptr %1, !222, !DIExpression(), !224)
  store ptr @g_3, ptr %1, align 8, !dbg !224
    #dbg_declare(ptr %2, !225, !DIExpression(), !227)
    #dbg_declare(ptr %3, !228, !DIExpression(), !229)
  store i32 0, ptr %3, align 4, !dbg !230
  br label %4, !dbg !232

4:                                                ; preds = %11, %0
  %5 = load i32, ptr %3, align 4, !dbg !233
  %6 = icmp slt i32 %5, 4, !dbg !235
  br i1 %6, label %7, label %14, !dbg !236

7:                                                ; preds = %4
  %8 = load i32, ptr %3, align 4, !dbg !237
  %9 = sext i32 %8 to i64, !dbg !238
  %10 = getelementptr inbounds [4 x ptr], ptr %2, i64 0, i64 %9, !dbg !238
  store ptr null, ptr %10, align 8, !dbg !239
  br label %11, !dbg !238

11:                                               ; preds = %7
  %12 = load i32, ptr %3, align 4, !dbg !240
  %13 = add nsw i32 %12, 1, !dbg !240
  store i32 %13, ptr %3, align 4, !dbg !240
  br label %4, !dbg !241, !llvm.loop !242

14:                                               ; preds = %4
  %15 = load i32, ptr @g_7, align 4, !dbg !244
  %16 = add i32 %15, -1, !dbg !244
  store i32 %16, ptr @g_7, align 4, !dbg !244
  %17 = load i32, ptr @g_5, align 16, !dbg !245
  %18 = sext i32 %17 to i64, !dbg !245
  ret i64 %18, !dbg !246
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !247 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store i64 %0, ptr %4, align 8
    #dbg_declare(ptr %4, !250, !DIExpression(), !251)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !252, !DIExpression(), !253)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !254, !DIExpression(), !255)
  %7 = load i64, ptr %4, align 8, !dbg !256
  call void @crc32_8bytes(i64 noundef %7), !dbg !257
  %8 = load i32, ptr %6, align 4, !dbg !258
  %9 = icmp ne i32 %8, 0, !dbg !258
  br i1 %9, label %10, label %16, !dbg !260

10:                                               ; preds = %3
  %11 = load ptr, ptr %5, align 8, !dbg !261
  %12 = load i32, ptr @crc32_context, align 4, !dbg !263
  %13 = zext i32 %12 to i64, !dbg !263
  %14 = xor i64 %13, 4294967295, !dbg !264
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %11, i64 noundef %14), !dbg !265
  br label %16, !dbg !266

16:                                               ; preds = %10, %3
  ret void, !dbg !267
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_end(i32 noundef %0, i32 noundef %1) #0 !dbg !268 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !271, !DIExpression(), !272)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !273, !DIExpression(), !274)
  %5 = load i32, ptr %3, align 4, !dbg !275
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %5), !dbg !276
  ret void, !dbg !277
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_8bytes(i64 noundef %0) #0 !dbg !278 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !281, !DIExpression(), !282)
  %3 = load i64, ptr %2, align 8, !dbg !283
  %4 = lshr i64 %3, 0, !dbg !284
  %5 = and i64 %4, 255, !dbg !285
  %6 = trunc i64 %5 to i8, !dbg !286
  call void @crc32_byte(i8 noundef zeroext %6), !dbg !287
  %7 = load i64, ptr %2, align 8, !dbg !288
  %8 = lshr i64 %7, 8, !dbg !289
  %9 = and i64 %8, 255, !dbg !290
  %10 = trunc i64 %9 to i8, !dbg !291
  call void @crc32_byte(i8 noundef zeroext %10), !dbg !292
  %11 = load i64, ptr %2, align 8, !dbg !293
  %12 = lshr i64 %11, 16, !dbg !294
  %13 = and i64 %12, 255, !dbg !295
  %14 = trunc i64 %13 to i8, !dbg !296
  call void @crc32_byte(i8 noundef zeroext %14), !dbg !297
  %15 = load i64, ptr %2, align 8, !dbg !298
  %16 = lshr i64 %15, 24, !dbg !299
  %17 = and i64 %16, 255, !dbg !300
  %18 = trunc i64 %17 to i8, !dbg !301
  call void @crc32_byte(i8 noundef zeroext %18), !dbg !302
  %19 = load i64, ptr %2, align 8, !dbg !303
  %20 = lshr i64 %19, 32, !dbg !304
  %21 = and i64 %20, 255, !dbg !305
  %22 = trunc i64 %21 to i8, !dbg !306
  call void @crc32_byte(i8 noundef zeroext %22), !dbg !307
  %23 = load i64, ptr %2, align 8, !dbg !308
  %24 = lshr i64 %23, 40, !dbg !309
  %25 = and i64 %24, 255, !dbg !310
  %26 = trunc i64 %25 to i8, !dbg !311
  call void @crc32_byte(i8 noundef zeroext %26), !dbg !312
  %27 = load i64, ptr %2, align 8, !dbg !313
  %28 = lshr i64 %27, 48, !dbg !314
  %29 = and i64 %28, 255, !dbg !315
  %30 = trunc i64 %29 to i8, !dbg !316
  call void @crc32_byte(i8 noundef zeroext %30), !dbg !317
  %31 = load i64, ptr %2, align 8, !dbg !318
  %32 = lshr i64 %31, 56, !dbg !319
  %33 = and i64 %32, 255, !dbg !320
  %34 = trunc i64 %33 to i8, !dbg !321
  call void @crc32_byte(i8 noundef zeroext %34), !dbg !322
  ret void, !dbg !323
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_byte(i8 noundef zeroext %0) #0 !dbg !324 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
    #dbg_declare(ptr %2, !330, !DIExpression(), !331)
  %3 = load i32, ptr @crc32_context, align 4, !dbg !332
  %4 = lshr i32 %3, 8, !dbg !333
  %5 = and i32 %4, 16777215, !dbg !334
  %6 = load i32, ptr @crc32_context, align 4, !dbg !335
  %7 = load i8, ptr %2, align 1, !dbg !336
  %8 = zext i8 %7 to i32, !dbg !336
  %9 = xor i32 %6, %8, !dbg !337
  %10 = and i32 %9, 255, !dbg !338
  %11 = zext i32 %10 to i64, !dbg !339
  %12 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %11, !dbg !339
  %13 = load i32, ptr %12, align 4, !dbg !339
  %14 = xor i32 %5, %13, !dbg !340
  store i32 %14, ptr @crc32_context, align 4, !dbg !341
  ret void, !dbg !342
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!68, !69, !70, !71, !72, !73, !74}
!llvm.ident = !{!75}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "float_1009.c", directory: ".", checksumkind: CSK_MD5, checksum: "3bbc5d71c678e4bd13899002b1bcb7cf")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "g_3", scope: !9, file: !2, line: 19, type: !49, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !10, splitDebugInlining: false, nameTableKind: None)
!10 = !{!0, !11, !16, !21, !26, !28, !30, !41, !7, !46, !55, !58, !60, !66}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 4)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 10)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 18)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 68, type: !13, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !13, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !9, file: !32, line: 47, type: !33, isLocal: true, isDefinition: true)
!32 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 8192, elements: !39)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !35, line: 26, baseType: !36)
!35 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !37, line: 42, baseType: !38)
!37 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!38 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!39 = !{!40}
!40 = !DISubrange(count: 256)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !32, line: 114, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 36)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(name: "g_5", scope: !9, file: !2, line: 20, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 2880, elements: !53)
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !50, line: 26, baseType: !51)
!50 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !37, line: 41, baseType: !52)
!52 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!53 = !{!20, !54}
!54 = !DISubrange(count: 9)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(name: "g_6", scope: !9, file: !2, line: 21, type: !57, isLocal: true, isDefinition: true)
!57 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !49)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(name: "g_7", scope: !9, file: !2, line: 22, type: !34, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !62, line: 56, type: !63, isLocal: true, isDefinition: true)
!62 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 15)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(name: "crc32_context", scope: !9, file: !32, line: 48, type: !34, isLocal: true, isDefinition: true)
!68 = !{i32 7, !"Dwarf Version", i32 5}
!69 = !{i32 2, !"Debug Info Version", i32 3}
!70 = !{i32 1, !"wchar_size", i32 4}
!71 = !{i32 8, !"PIC Level", i32 2}
!72 = !{i32 7, !"PIE Level", i32 2}
!73 = !{i32 7, !"uwtable", i32 2}
!74 = !{i32 7, !"frame-pointer", i32 2}
!75 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!76 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 50, type: !77, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !81)
!77 = !DISubroutineType(types: !78)
!78 = !{!52, !52, !79}
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!81 = !{}
!82 = !DILocalVariable(name: "argc", arg: 1, scope: !76, file: !2, line: 50, type: !52)
!83 = !DILocation(line: 50, column: 15, scope: !76)
!84 = !DILocalVariable(name: "argv", arg: 2, scope: !76, file: !2, line: 50, type: !79)
!85 = !DILocation(line: 50, column: 27, scope: !76)
!86 = !DILocalVariable(name: "i", scope: !76, file: !2, line: 52, type: !52)
!87 = !DILocation(line: 52, column: 9, scope: !76)
!88 = !DILocalVariable(name: "j", scope: !76, file: !2, line: 52, type: !52)
!89 = !DILocation(line: 52, column: 12, scope: !76)
!90 = !DILocalVariable(name: "print_hash_value", scope: !76, file: !2, line: 53, type: !52)
!91 = !DILocation(line: 53, column: 9, scope: !76)
!92 = !DILocation(line: 54, column: 9, scope: !93)
!93 = distinct !DILexicalBlock(scope: !76, file: !2, line: 54, column: 9)
!94 = !DILocation(line: 54, column: 14, scope: !93)
!95 = !DILocation(line: 54, column: 19, scope: !93)
!96 = !DILocation(line: 54, column: 29, scope: !93)
!97 = !DILocation(line: 54, column: 22, scope: !93)
!98 = !DILocation(line: 54, column: 43, scope: !93)
!99 = !DILocation(line: 54, column: 9, scope: !76)
!100 = !DILocation(line: 54, column: 66, scope: !93)
!101 = !DILocation(line: 54, column: 49, scope: !93)
!102 = !DILocation(line: 55, column: 5, scope: !76)
!103 = !DILocation(line: 56, column: 5, scope: !76)
!104 = !DILocation(line: 57, column: 5, scope: !76)
!105 = !DILocation(line: 58, column: 21, scope: !76)
!106 = !DILocation(line: 58, column: 33, scope: !76)
!107 = !DILocation(line: 58, column: 5, scope: !76)
!108 = !DILocation(line: 59, column: 12, scope: !109)
!109 = distinct !DILexicalBlock(scope: !76, file: !2, line: 59, column: 5)
!110 = !DILocation(line: 59, column: 10, scope: !109)
!111 = !DILocation(line: 59, column: 17, scope: !112)
!112 = distinct !DILexicalBlock(scope: !109, file: !2, line: 59, column: 5)
!113 = !DILocation(line: 59, column: 19, scope: !112)
!114 = !DILocation(line: 59, column: 5, scope: !109)
!115 = !DILocation(line: 61, column: 16, scope: !116)
!116 = distinct !DILexicalBlock(scope: !117, file: !2, line: 61, column: 9)
!117 = distinct !DILexicalBlock(scope: !112, file: !2, line: 60, column: 5)
!118 = !DILocation(line: 61, column: 14, scope: !116)
!119 = !DILocation(line: 61, column: 21, scope: !120)
!120 = distinct !DILexicalBlock(scope: !116, file: !2, line: 61, column: 9)
!121 = !DILocation(line: 61, column: 23, scope: !120)
!122 = !DILocation(line: 61, column: 9, scope: !116)
!123 = !DILocation(line: 63, column: 33, scope: !124)
!124 = distinct !DILexicalBlock(scope: !120, file: !2, line: 62, column: 9)
!125 = !DILocation(line: 63, column: 29, scope: !124)
!126 = !DILocation(line: 63, column: 36, scope: !124)
!127 = !DILocation(line: 63, column: 53, scope: !124)
!128 = !DILocation(line: 63, column: 13, scope: !124)
!129 = !DILocation(line: 64, column: 17, scope: !130)
!130 = distinct !DILexicalBlock(scope: !124, file: !2, line: 64, column: 17)
!131 = !DILocation(line: 64, column: 17, scope: !124)
!132 = !DILocation(line: 64, column: 64, scope: !130)
!133 = !DILocation(line: 64, column: 67, scope: !130)
!134 = !DILocation(line: 64, column: 35, scope: !130)
!135 = !DILocation(line: 66, column: 9, scope: !124)
!136 = !DILocation(line: 61, column: 29, scope: !120)
!137 = !DILocation(line: 61, column: 9, scope: !120)
!138 = distinct !{!138, !122, !139, !140}
!139 = !DILocation(line: 66, column: 9, scope: !116)
!140 = !{!"llvm.loop.mustprogress"}
!141 = !DILocation(line: 67, column: 5, scope: !117)
!142 = !DILocation(line: 59, column: 26, scope: !112)
!143 = !DILocation(line: 59, column: 5, scope: !112)
!144 = distinct !{!144, !114, !145, !140}
!145 = !DILocation(line: 67, column: 5, scope: !109)
!146 = !DILocation(line: 68, column: 21, scope: !76)
!147 = !DILocation(line: 68, column: 33, scope: !76)
!148 = !DILocation(line: 68, column: 5, scope: !76)
!149 = !DILocation(line: 69, column: 21, scope: !76)
!150 = !DILocation(line: 69, column: 33, scope: !76)
!151 = !DILocation(line: 69, column: 5, scope: !76)
!152 = !DILocation(line: 70, column: 23, scope: !76)
!153 = !DILocation(line: 70, column: 37, scope: !76)
!154 = !DILocation(line: 70, column: 53, scope: !76)
!155 = !DILocation(line: 70, column: 5, scope: !76)
!156 = !DILocation(line: 71, column: 5, scope: !76)
!157 = distinct !DISubprogram(name: "platform_main_begin", scope: !62, file: !62, line: 43, type: !158, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9)
!158 = !DISubroutineType(types: !159)
!159 = !{null}
!160 = !DILocation(line: 46, column: 1, scope: !157)
!161 = distinct !DISubprogram(name: "crc32_gentab", scope: !32, file: !32, line: 51, type: !158, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !81)
!162 = !DILocalVariable(name: "crc", scope: !161, file: !32, line: 53, type: !34)
!163 = !DILocation(line: 53, column: 11, scope: !161)
!164 = !DILocalVariable(name: "poly", scope: !161, file: !32, line: 54, type: !165)
!165 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !34)
!166 = !DILocation(line: 54, column: 17, scope: !161)
!167 = !DILocalVariable(name: "i", scope: !161, file: !32, line: 55, type: !52)
!168 = !DILocation(line: 55, column: 6, scope: !161)
!169 = !DILocalVariable(name: "j", scope: !161, file: !32, line: 55, type: !52)
!170 = !DILocation(line: 55, column: 9, scope: !161)
!171 = !DILocation(line: 57, column: 9, scope: !172)
!172 = distinct !DILexicalBlock(scope: !161, file: !32, line: 57, column: 2)
!173 = !DILocation(line: 57, column: 7, scope: !172)
!174 = !DILocation(line: 57, column: 14, scope: !175)
!175 = distinct !DILexicalBlock(scope: !172, file: !32, line: 57, column: 2)
!176 = !DILocation(line: 57, column: 16, scope: !175)
!177 = !DILocation(line: 57, column: 2, scope: !172)
!178 = !DILocation(line: 58, column: 9, scope: !179)
!179 = distinct !DILexicalBlock(scope: !175, file: !32, line: 57, column: 28)
!180 = !DILocation(line: 58, column: 7, scope: !179)
!181 = !DILocation(line: 59, column: 10, scope: !182)
!182 = distinct !DILexicalBlock(scope: !179, file: !32, line: 59, column: 3)
!183 = !DILocation(line: 59, column: 8, scope: !182)
!184 = !DILocation(line: 59, column: 15, scope: !185)
!185 = distinct !DILexicalBlock(scope: !182, file: !32, line: 59, column: 3)
!186 = !DILocation(line: 59, column: 17, scope: !185)
!187 = !DILocation(line: 59, column: 3, scope: !182)
!188 = !DILocation(line: 60, column: 8, scope: !189)
!189 = distinct !DILexicalBlock(scope: !190, file: !32, line: 60, column: 8)
!190 = distinct !DILexicalBlock(scope: !185, file: !32, line: 59, column: 27)
!191 = !DILocation(line: 60, column: 12, scope: !189)
!192 = !DILocation(line: 60, column: 8, scope: !190)
!193 = !DILocation(line: 61, column: 12, scope: !194)
!194 = distinct !DILexicalBlock(scope: !189, file: !32, line: 60, column: 17)
!195 = !DILocation(line: 61, column: 16, scope: !194)
!196 = !DILocation(line: 61, column: 22, scope: !194)
!197 = !DILocation(line: 61, column: 9, scope: !194)
!198 = !DILocation(line: 62, column: 4, scope: !194)
!199 = !DILocation(line: 63, column: 9, scope: !200)
!200 = distinct !DILexicalBlock(scope: !189, file: !32, line: 62, column: 11)
!201 = !DILocation(line: 65, column: 3, scope: !190)
!202 = !DILocation(line: 59, column: 23, scope: !185)
!203 = !DILocation(line: 59, column: 3, scope: !185)
!204 = distinct !{!204, !187, !205, !140}
!205 = !DILocation(line: 65, column: 3, scope: !182)
!206 = !DILocation(line: 66, column: 18, scope: !179)
!207 = !DILocation(line: 66, column: 13, scope: !179)
!208 = !DILocation(line: 66, column: 3, scope: !179)
!209 = !DILocation(line: 66, column: 16, scope: !179)
!210 = !DILocation(line: 67, column: 2, scope: !179)
!211 = !DILocation(line: 57, column: 24, scope: !175)
!212 = !DILocation(line: 57, column: 2, scope: !175)
!213 = distinct !{!213, !177, !214, !140}
!214 = !DILocation(line: 67, column: 2, scope: !172)
!215 = !DILocation(line: 68, column: 1, scope: !161)
!216 = distinct !DISubprogram(name: "func_1", scope: !2, file: !2, line: 35, type: !217, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !81)
!217 = !DISubroutineType(types: !218)
!218 = !{!219}
!219 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !35, line: 27, baseType: !220)
!220 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !37, line: 45, baseType: !221)
!221 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!222 = !DILocalVariable(name: "l_2", scope: !216, file: !2, line: 37, type: !223)
!223 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!224 = !DILocation(line: 37, column: 14, scope: !216)
!225 = !DILocalVariable(name: "l_4", scope: !216, file: !2, line: 38, type: !226)
!226 = !DICompositeType(tag: DW_TAG_array_type, baseType: !223, size: 256, elements: !14)
!227 = !DILocation(line: 38, column: 14, scope: !216)
!228 = !DILocalVariable(name: "i", scope: !216, file: !2, line: 39, type: !52)
!229 = !DILocation(line: 39, column: 9, scope: !216)
!230 = !DILocation(line: 40, column: 12, scope: !231)
!231 = distinct !DILexicalBlock(scope: !216, file: !2, line: 40, column: 5)
!232 = !DILocation(line: 40, column: 10, scope: !231)
!233 = !DILocation(line: 40, column: 17, scope: !234)
!234 = distinct !DILexicalBlock(scope: !231, file: !2, line: 40, column: 5)
!235 = !DILocation(line: 40, column: 19, scope: !234)
!236 = !DILocation(line: 40, column: 5, scope: !231)
!237 = !DILocation(line: 41, column: 13, scope: !234)
!238 = !DILocation(line: 41, column: 9, scope: !234)
!239 = !DILocation(line: 41, column: 16, scope: !234)
!240 = !DILocation(line: 40, column: 25, scope: !234)
!241 = !DILocation(line: 40, column: 5, scope: !234)
!242 = distinct !{!242, !236, !243, !140}
!243 = !DILocation(line: 41, column: 25, scope: !231)
!244 = !DILocation(line: 42, column: 5, scope: !216)
!245 = !DILocation(line: 43, column: 12, scope: !216)
!246 = !DILocation(line: 43, column: 5, scope: !216)
!247 = distinct !DISubprogram(name: "transparent_crc", scope: !32, file: !32, line: 110, type: !248, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !81)
!248 = !DISubroutineType(types: !249)
!249 = !{null, !219, !80, !52}
!250 = !DILocalVariable(name: "val", arg: 1, scope: !247, file: !32, line: 110, type: !219)
!251 = !DILocation(line: 110, column: 27, scope: !247)
!252 = !DILocalVariable(name: "vname", arg: 2, scope: !247, file: !32, line: 110, type: !80)
!253 = !DILocation(line: 110, column: 38, scope: !247)
!254 = !DILocalVariable(name: "flag", arg: 3, scope: !247, file: !32, line: 110, type: !52)
!255 = !DILocation(line: 110, column: 49, scope: !247)
!256 = !DILocation(line: 112, column: 15, scope: !247)
!257 = !DILocation(line: 112, column: 2, scope: !247)
!258 = !DILocation(line: 113, column: 6, scope: !259)
!259 = distinct !DILexicalBlock(scope: !247, file: !32, line: 113, column: 6)
!260 = !DILocation(line: 113, column: 6, scope: !247)
!261 = !DILocation(line: 114, column: 52, scope: !262)
!262 = distinct !DILexicalBlock(scope: !259, file: !32, line: 113, column: 12)
!263 = !DILocation(line: 114, column: 59, scope: !262)
!264 = !DILocation(line: 114, column: 73, scope: !262)
!265 = !DILocation(line: 114, column: 5, scope: !262)
!266 = !DILocation(line: 115, column: 2, scope: !262)
!267 = !DILocation(line: 116, column: 1, scope: !247)
!268 = distinct !DISubprogram(name: "platform_main_end", scope: !62, file: !62, line: 49, type: !269, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !81)
!269 = !DISubroutineType(types: !270)
!270 = !{null, !34, !52}
!271 = !DILocalVariable(name: "crc", arg: 1, scope: !268, file: !62, line: 49, type: !34)
!272 = !DILocation(line: 49, column: 28, scope: !268)
!273 = !DILocalVariable(name: "flag", arg: 2, scope: !268, file: !62, line: 49, type: !52)
!274 = !DILocation(line: 49, column: 37, scope: !268)
!275 = !DILocation(line: 56, column: 29, scope: !268)
!276 = !DILocation(line: 56, column: 2, scope: !268)
!277 = !DILocation(line: 120, column: 1, scope: !268)
!278 = distinct !DISubprogram(name: "crc32_8bytes", scope: !32, file: !32, line: 97, type: !279, scopeLine: 98, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !81)
!279 = !DISubroutineType(types: !280)
!280 = !{null, !219}
!281 = !DILocalVariable(name: "val", arg: 1, scope: !278, file: !32, line: 97, type: !219)
!282 = !DILocation(line: 97, column: 24, scope: !278)
!283 = !DILocation(line: 99, column: 15, scope: !278)
!284 = !DILocation(line: 99, column: 18, scope: !278)
!285 = !DILocation(line: 99, column: 23, scope: !278)
!286 = !DILocation(line: 99, column: 14, scope: !278)
!287 = !DILocation(line: 99, column: 2, scope: !278)
!288 = !DILocation(line: 100, column: 15, scope: !278)
!289 = !DILocation(line: 100, column: 18, scope: !278)
!290 = !DILocation(line: 100, column: 23, scope: !278)
!291 = !DILocation(line: 100, column: 14, scope: !278)
!292 = !DILocation(line: 100, column: 2, scope: !278)
!293 = !DILocation(line: 101, column: 15, scope: !278)
!294 = !DILocation(line: 101, column: 18, scope: !278)
!295 = !DILocation(line: 101, column: 24, scope: !278)
!296 = !DILocation(line: 101, column: 14, scope: !278)
!297 = !DILocation(line: 101, column: 2, scope: !278)
!298 = !DILocation(line: 102, column: 15, scope: !278)
!299 = !DILocation(line: 102, column: 18, scope: !278)
!300 = !DILocation(line: 102, column: 24, scope: !278)
!301 = !DILocation(line: 102, column: 14, scope: !278)
!302 = !DILocation(line: 102, column: 2, scope: !278)
!303 = !DILocation(line: 103, column: 15, scope: !278)
!304 = !DILocation(line: 103, column: 18, scope: !278)
!305 = !DILocation(line: 103, column: 24, scope: !278)
!306 = !DILocation(line: 103, column: 14, scope: !278)
!307 = !DILocation(line: 103, column: 2, scope: !278)
!308 = !DILocation(line: 104, column: 15, scope: !278)
!309 = !DILocation(line: 104, column: 18, scope: !278)
!310 = !DILocation(line: 104, column: 24, scope: !278)
!311 = !DILocation(line: 104, column: 14, scope: !278)
!312 = !DILocation(line: 104, column: 2, scope: !278)
!313 = !DILocation(line: 105, column: 15, scope: !278)
!314 = !DILocation(line: 105, column: 18, scope: !278)
!315 = !DILocation(line: 105, column: 24, scope: !278)
!316 = !DILocation(line: 105, column: 14, scope: !278)
!317 = !DILocation(line: 105, column: 2, scope: !278)
!318 = !DILocation(line: 106, column: 15, scope: !278)
!319 = !DILocation(line: 106, column: 18, scope: !278)
!320 = !DILocation(line: 106, column: 24, scope: !278)
!321 = !DILocation(line: 106, column: 14, scope: !278)
!322 = !DILocation(line: 106, column: 2, scope: !278)
!323 = !DILocation(line: 107, column: 1, scope: !278)
!324 = distinct !DISubprogram(name: "crc32_byte", scope: !32, file: !32, line: 71, type: !325, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !81)
!325 = !DISubroutineType(types: !326)
!326 = !{null, !327}
!327 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !35, line: 24, baseType: !328)
!328 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !37, line: 38, baseType: !329)
!329 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!330 = !DILocalVariable(name: "b", arg: 1, scope: !324, file: !32, line: 71, type: !327)
!331 = !DILocation(line: 71, column: 21, scope: !324)
!332 = !DILocation(line: 73, column: 5, scope: !324)
!333 = !DILocation(line: 73, column: 19, scope: !324)
!334 = !DILocation(line: 73, column: 25, scope: !324)
!335 = !DILocation(line: 74, column: 14, scope: !324)
!336 = !DILocation(line: 74, column: 30, scope: !324)
!337 = !DILocation(line: 74, column: 28, scope: !324)
!338 = !DILocation(line: 74, column: 33, scope: !324)
!339 = !DILocation(line: 74, column: 3, scope: !324)
!340 = !DILocation(line: 73, column: 39, scope: !324)
!341 = !DILocation(line: 72, column: 16, scope: !324)
!342 = !DILocation(line: 75, column: 1, scope: !324)
