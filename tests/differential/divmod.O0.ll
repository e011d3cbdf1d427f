; ModuleID = 'divmod.c'
source_filename = "divmod.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [69 x i8] c"INT_MIN/1=%d INT_MIN%%1=%d INT_MIN/2=%d INT_MIN%%3=%d INT_MIN/-2=%d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [30 x i8] c"INT_MAX/-1=%d INT_MAX%%-7=%d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [55 x i8] c"LLONG_MIN/2=%lld LLONG_MIN%%10=%lld LLONG_MAX/-3=%lld\0A\00", align 1, !dbg !17
@__const.main.vals = private unnamed_addr constant [13 x i32] [i32 -100, i32 -37, i32 -8, i32 -7, i32 -1, i32 0, i32 1, i32 7, i32 8, i32 37, i32 100, i32 2147483647, i32 -2147483648], align 16
@__const.main.divs = private unnamed_addr constant [10 x i32] [i32 -13, i32 -8, i32 -3, i32 -2, i32 -1, i32 1, i32 2, i32 3, i32 8, i32 13], align 16
@.str.4 = private unnamed_addr constant [27 x i8] c"identity broken for %d %d\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [36 x i8] c"%d/%d=%d %d%%%d=%d floor=%d mod=%d\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [10 x i8] c"sum=%lld\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [29 x i8] c"sc/-1=%d sh/-1=%d sc%%-3=%d\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [23 x i8] c"signed %d unsigned %u\0A\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [24 x i8] c"long %ld %ld ulong %lu\0A\00", align 1, !dbg !47
@.str.10 = private unnamed_addr constant [22 x i8] c"const-div check=%lld\0A\00", align 1, !dbg !52

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !71 {
  %1 = alloca i32, align 4
  %2 = alloca [13 x i32], align 16
  %3 = alloca [10 x i32], align 16
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i8, align 1
  %12 = alloca i16, align 2
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef -3, i32 noundef -1, i32 noundef 1, i32 noundef -3), !dbg !76
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 3, i32 noundef -1, i32 noundef 3, i32 noundef 1), !dbg !77
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef -2147483648, i32 noundef 0, i32 noundef -1073741824, i32 noundef -2, i32 noundef 1073741824), !dbg !78
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef -2147483647, i32 noundef 1), !dbg !79
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef -4611686018427387904, i64 noundef -8, i64 noundef -3074457345618258602), !dbg !80
    #dbg_declare(ptr %2, !81, !DIExpression(), !83)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.vals, i64 52, i1 false), !dbg !83
    #dbg_declare(ptr %3, !84, !DIExpression(), !86)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %3, ptr align 16 @__const.main.divs, i64 40, i1 false), !dbg !86
    #dbg_declare(ptr %4, !87, !DIExpression(), !88)
  store i64 0, ptr %4, align 8, !dbg !88
    #dbg_declare(ptr %5, !89, !DIExpression(), !91)
  store i32 0, ptr %5, align 4, !dbg !91
  br label %23, !dbg !92

23:                                               ; preds = %91, %0
  %24 = load i32, ptr %5, align 4, !dbg !93
  %25 = zext i32 %24 to i64, !dbg !93
  %26 = icmp ult i64 %25, 13, !dbg !95
  br i1 %26, label %27, label %94, !dbg !96

27:                                               ; preds = %23
    #dbg_declare(ptr %6, !97, !DIExpression(), !100)
  store i32 0, ptr %6, align 4, !dbg !100
  br label %28, !dbg !101

28:                                               ; preds = %87, %27
  %29 = load i32, ptr %6, align 4, !dbg !102
  %30 = zext i32 %29 to i64, !dbg !102
  %31 = icmp ult i64 %30, 10, !dbg !104
  br i1 %31, label %32, label %90, !dbg !105

32:                                               ; preds = %28
    #dbg_declare(ptr %7, !106, !DIExpression(), !108)
  %33 = load i32, ptr %5, align 4, !dbg !109
  %34 = zext i32 %33 to i64, !dbg !110
  %35 = getelementptr inbounds [13 x i32], ptr %2, i64 0, i64 %34, !dbg !110
  %36 = load i32, ptr %35, align 4, !dbg !110
  store i32 %36, ptr %7, align 4, !dbg !108
    #dbg_declare(ptr %8, !111, !DIExpression(), !112)
  %37 = load i32, ptr %6, align 4, !dbg !113
  %38 = zext i32 %37 to i64, !dbg !114
  %39 = getelementptr inbounds [10 x i32], ptr %3, i64 0, i64 %38, !dbg !114
  %40 = load i32, ptr %39, align 4, !dbg !114
  store i32 %40, ptr %8, align 4, !dbg !112
  %41 = load i32, ptr %7, align 4, !dbg !115
  %42 = icmp eq i32 %41, -2147483648, !dbg !117
  br i1 %42, label %43, label %47, !dbg !118

43:                                               ; preds = %32
  %44 = load i32, ptr %8, align 4, !dbg !119
  %45 = icmp eq i32 %44, -1, !dbg !120
  br i1 %45, label %46, label %47, !dbg !121

46:                                               ; preds = %43
  br label %87, !dbg !122

47:                                               ; preds = %43, %32
    #dbg_declare(ptr %9, !123, !DIExpression(), !124)
  %48 = load i32, ptr %7, align 4, !dbg !125
  %49 = load i32, ptr %8, align 4, !dbg !126
  %50 = sdiv i32 %48, %49, !dbg !127
  store i32 %50, ptr %9, align 4, !dbg !124
    #dbg_declare(ptr %10, !128, !DIExpression(), !129)
  %51 = load i32, ptr %7, align 4, !dbg !130
  %52 = load i32, ptr %8, align 4, !dbg !131
  %53 = srem i32 %51, %52, !dbg !132
  store i32 %53, ptr %10, align 4, !dbg !129
  %54 = load i32, ptr %9, align 4, !dbg !133
  %55 = load i32, ptr %8, align 4, !dbg !135
  %56 = mul nsw i32 %54, %55, !dbg !136
  %57 = load i32, ptr %10, align 4, !dbg !137
  %58 = add nsw i32 %56, %57, !dbg !138
  %59 = load i32, ptr %7, align 4, !dbg !139
  %60 = icmp ne i32 %58, %59, !dbg !140
  br i1 %60, label %61, label %65, !dbg !141

61:                                               ; preds = %47
  %62 = load i32, ptr %7, align 4, !dbg !142
  %63 = load i32, ptr %8, align 4, !dbg !143
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %62, i32 noundef %63), !dbg !144
  br label %65, !dbg !144

65:                                               ; preds = %61, %47
  %66 = load i32, ptr %9, align 4, !dbg !145
  %67 = sext i32 %66 to i64, !dbg !146
  %68 = mul nsw i64 %67, 3, !dbg !147
  %69 = load i32, ptr %10, align 4, !dbg !148
  %70 = sext i32 %69 to i64, !dbg !148
  %71 = add nsw i64 %68, %70, !dbg !149
  %72 = load i64, ptr %4, align 8, !dbg !150
  %73 = add nsw i64 %72, %71, !dbg !150
  store i64 %73, ptr %4, align 8, !dbg !150
  %74 = load i32, ptr %7, align 4, !dbg !151
  %75 = load i32, ptr %8, align 4, !dbg !152
  %76 = load i32, ptr %9, align 4, !dbg !153
  %77 = load i32, ptr %7, align 4, !dbg !154
  %78 = load i32, ptr %8, align 4, !dbg !155
  %79 = load i32, ptr %10, align 4, !dbg !156
  %80 = load i32, ptr %7, align 4, !dbg !157
  %81 = load i32, ptr %8, align 4, !dbg !158
  %82 = call i32 @floordiv(i32 noundef %80, i32 noundef %81), !dbg !159
  %83 = load i32, ptr %7, align 4, !dbg !160
  %84 = load i32, ptr %8, align 4, !dbg !161
  %85 = call i32 @floormod(i32 noundef %83, i32 noundef %84), !dbg !162
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %74, i32 noundef %75, i32 noundef %76, i32 noundef %77, i32 noundef %78, i32 noundef %79, i32 noundef %82, i32 noundef %85), !dbg !163
  br label %87, !dbg !164

87:                                               ; preds = %65, %46
  %88 = load i32, ptr %6, align 4, !dbg !165
  %89 = add i32 %88, 1, !dbg !165
  store i32 %89, ptr %6, align 4, !dbg !165
  br label %28, !dbg !166, !llvm.loop !167

90:                                               ; preds = %28
  br label %91, !dbg !170

91:                                               ; preds = %90
  %92 = load i32, ptr %5, align 4, !dbg !171
  %93 = add i32 %92, 1, !dbg !171
  store i32 %93, ptr %5, align 4, !dbg !171
  br label %23, !dbg !172, !llvm.loop !173

94:                                               ; preds = %23
  %95 = load i64, ptr %4, align 8, !dbg !175
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %95), !dbg !176
    #dbg_declare(ptr %11, !177, !DIExpression(), !179)
  store i8 -128, ptr %11, align 1, !dbg !179
    #dbg_declare(ptr %12, !180, !DIExpression(), !182)
  store i16 -32768, ptr %12, align 2, !dbg !182
  %97 = load i8, ptr %11, align 1, !dbg !183
  %98 = sext i8 %97 to i32, !dbg !183
  %99 = sdiv i32 %98, -1, !dbg !184
  %100 = load i16, ptr %12, align 2, !dbg !185
  %101 = sext i16 %100 to i32, !dbg !185
  %102 = sdiv i32 %101, -1, !dbg !186
  %103 = load i8, ptr %11, align 1, !dbg !187
  %104 = sext i8 %103 to i32, !dbg !187
  %105 = srem i32 %104, -3, !dbg !188
  %106 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %99, i32 noundef %102, i32 noundef %105), !dbg !189
    #dbg_declare(ptr %13, !190, !DIExpression(), !191)
  store i32 -10, ptr %13, align 4, !dbg !191
    #dbg_declare(ptr %14, !192, !DIExpression(), !193)
  %107 = load i32, ptr %13, align 4, !dbg !194
  store i32 %107, ptr %14, align 4, !dbg !193
  %108 = load i32, ptr %13, align 4, !dbg !195
  %109 = sdiv i32 %108, 3, !dbg !196
  %110 = load i32, ptr %14, align 4, !dbg !197
  %111 = udiv i32 %110, 3, !dbg !198
  %112 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %109, i32 noundef %111), !dbg !199
    #dbg_declare(ptr %15, !200, !DIExpression(), !202)
  store i64 -1000000000001, ptr %15, align 8, !dbg !202
  %113 = load i64, ptr %15, align 8, !dbg !203
  %114 = sdiv i64 %113, 7, !dbg !204
  %115 = load i64, ptr %15, align 8, !dbg !205
  %116 = srem i64 %115, 7, !dbg !206
  %117 = load i64, ptr %15, align 8, !dbg !207
  %118 = urem i64 %117, 7, !dbg !208
  %119 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %114, i64 noundef %116, i64 noundef %118), !dbg !209
    #dbg_declare(ptr %16, !210, !DIExpression(), !211)
  store i64 0, ptr %16, align 8, !dbg !211
    #dbg_declare(ptr %17, !212, !DIExpression(), !214)
  store i32 -1000, ptr %17, align 4, !dbg !214
  br label %120, !dbg !215

120:                                              ; preds = %160, %94
  %121 = load i32, ptr %17, align 4, !dbg !216
  %122 = icmp sle i32 %121, 1000, !dbg !218
  br i1 %122, label %123, label %163, !dbg !219

123:                                              ; preds = %120
  %124 = load i32, ptr %17, align 4, !dbg !220
  %125 = sdiv i32 %124, 3, !dbg !222
  %126 = load i32, ptr %17, align 4, !dbg !223
  %127 = sdiv i32 %126, 5, !dbg !224
  %128 = add nsw i32 %125, %127, !dbg !225
  %129 = load i32, ptr %17, align 4, !dbg !226
  %130 = sdiv i32 %129, 7, !dbg !227
  %131 = add nsw i32 %128, %130, !dbg !228
  %132 = load i32, ptr %17, align 4, !dbg !229
  %133 = sdiv i32 %132, 10, !dbg !230
  %134 = add nsw i32 %131, %133, !dbg !231
  %135 = load i32, ptr %17, align 4, !dbg !232
  %136 = sdiv i32 %135, 16, !dbg !233
  %137 = add nsw i32 %134, %136, !dbg !234
  %138 = load i32, ptr %17, align 4, !dbg !235
  %139 = srem i32 %138, 3, !dbg !236
  %140 = add nsw i32 %137, %139, !dbg !237
  %141 = load i32, ptr %17, align 4, !dbg !238
  %142 = srem i32 %141, 16, !dbg !239
  %143 = add nsw i32 %140, %142, !dbg !240
  %144 = load i32, ptr %17, align 4, !dbg !241
  %145 = sdiv i32 %144, -9, !dbg !242
  %146 = add nsw i32 %143, %145, !dbg !243
  %147 = sext i32 %146 to i64, !dbg !220
  %148 = load i64, ptr %16, align 8, !dbg !244
  %149 = add nsw i64 %148, %147, !dbg !244
  store i64 %149, ptr %16, align 8, !dbg !244
  %150 = load i32, ptr %17, align 4, !dbg !245
  %151 = add nsw i32 %150, 2000, !dbg !246
  %152 = udiv i32 %151, 3, !dbg !247
  %153 = load i32, ptr %17, align 4, !dbg !248
  %154 = add nsw i32 %153, 2000, !dbg !249
  %155 = urem i32 %154, 10, !dbg !250
  %156 = add i32 %152, %155, !dbg !251
  %157 = zext i32 %156 to i64, !dbg !252
  %158 = load i64, ptr %16, align 8, !dbg !253
  %159 = add nsw i64 %158, %157, !dbg !253
  store i64 %159, ptr %16, align 8, !dbg !253
  br label %160, !dbg !254

160:                                              ; preds = %123
  %161 = load i32, ptr %17, align 4, !dbg !255
  %162 = add nsw i32 %161, 7, !dbg !255
  store i32 %162, ptr %17, align 4, !dbg !255
  br label %120, !dbg !256, !llvm.loop !257

163:                                              ; preds = %120
  %164 = load i64, ptr %16, align 8, !dbg !259
  %165 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i64 noundef %164), !dbg !260
  ret i32 0, !dbg !261
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @floordiv(i32 noundef %0, i32 noundef %1) #0 !dbg !262 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !265, !DIExpression(), !266)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !267, !DIExpression(), !268)
    #dbg_declare(ptr %5, !269, !DIExpression(), !270)
  %6 = load i32, ptr %3, align 4, !dbg !271
  %7 = load i32, ptr %4, align 4, !dbg !272
  %8 = sdiv i32 %6, %7, !dbg !273
  store i32 %8, ptr %5, align 4, !dbg !270
  %9 = load i32, ptr %3, align 4, !dbg !274
  %10 = load i32, ptr %4, align 4, !dbg !276
  %11 = srem i32 %9, %10, !dbg !277
  %12 = icmp ne i32 %11, 0, !dbg !278
  br i1 %12, label %13, label %24, !dbg !279

13:                                               ; preds = %2
  %14 = load i32, ptr %3, align 4, !dbg !280
  %15 = icmp slt i32 %14, 0, !dbg !281
  %16 = zext i1 %15 to i32, !dbg !281
  %17 = load i32, ptr %4, align 4, !dbg !282
  %18 = icmp slt i32 %17, 0, !dbg !283
  %19 = zext i1 %18 to i32, !dbg !283
  %20 = icmp ne i32 %16, %19, !dbg !284
  br i1 %20, label %21, label %24, !dbg !285

21:                                               ; preds = %13
  %22 = load i32, ptr %5, align 4, !dbg !286
  %23 = add nsw i32 %22, -1, !dbg !286
  store i32 %23, ptr %5, align 4, !dbg !286
  br label %24, !dbg !287

24:                                               ; preds = %21, %13, %2
  %25 = load i32, ptr %5, align 4, !dbg !288
  ret i32 %25, !dbg !289
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @floormod(i32 noundef %0, i32 noundef %1) #0 !dbg !290 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !291, !DIExpression(), !292)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !293, !DIExpression(), !294)
    #dbg_declare(ptr %5, !295, !DIExpression(), !296)
  %6 = load i32, ptr %3, align 4, !dbg !297
  %7 = load i32, ptr %4, align 4, !dbg !298
  %8 = srem i32 %6, %7, !dbg !299
  store i32 %8, ptr %5, align 4, !dbg !296
  %9 = load i32, ptr %5, align 4, !dbg !300
  %10 = icmp ne i32 %9, 0, !dbg !302
  br i1 %10, label %11, label %23, !dbg !303

11:                                               ; preds = %2
  %12 = load i32, ptr %5, align 4, !dbg !304
  %13 = icmp slt i32 %12, 0, !dbg !305
  %14 = zext i1 %13 to i32, !dbg !305
  %15 = load i32, ptr %4, align 4, !dbg !306
  %16 = icmp slt i32 %15, 0, !dbg !307
  %17 = zext i1 %16 to i32, !dbg !307
  %18 = icmp ne i32 %14, %17, !dbg !308
  br i1 %18, label %19, label %23, !dbg !309

19:                                               ; preds = %11
  %20 = load i32, ptr %4, align 4, !dbg !310
  %21 = load i32, ptr %5, align 4, !dbg !311
  %22 = add nsw i32 %21, %20, !dbg !311
  store i32 %22, ptr %5, align 4, !dbg !311
  br label %23, !dbg !312

23:                                               ; preds = %19, %11, %2
  %24 = load i32, ptr %5, align 4, !dbg !313
  ret i32 %24, !dbg !314
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.dbg.cu = !{!57}
!llvm.module.flags = !{!63, !64, !65, !66, !67, !68, !69}
!llvm.ident = !{!70}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "divmod.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "b90ce5df0935ac305a5b859e403aa3aa")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 13)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 552, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 69)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 30)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 440, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 55)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 27)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 36)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 10)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 29)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 23)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 24)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 22)
!57 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !58, globals: !62, splitDebugInlining: false, nameTableKind: None)
!58 = !{!59, !60, !61}
!59 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!60 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!61 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!62 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !47, !52}
!63 = !{i32 7, !"Dwarf Version", i32 5}
!64 = !{i32 2, !"Debug Info Version", i32 3}
!65 = !{i32 1, !"wchar_size", i32 4}
!66 = !{i32 8, !"PIC Level", i32 2}
!67 = !{i32 7, !"PIE Level", i32 2}
!68 = !{i32 7, !"uwtable", i32 2}
!69 = !{i32 7, !"frame-pointer", i32 2}
!70 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!71 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 19, type: !72, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !57, retainedNodes: !75)
!72 = !DISubroutineType(types: !73)
!73 = !{!74}
!74 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!75 = !{}
!76 = !DILocation(line: 20, column: 5, scope: !71)
!77 = !DILocation(line: 21, column: 5, scope: !71)
!78 = !DILocation(line: 22, column: 5, scope: !71)
!79 = !DILocation(line: 24, column: 5, scope: !71)
!80 = !DILocation(line: 25, column: 5, scope: !71)
!81 = !DILocalVariable(name: "vals", scope: !71, file: !2, line: 27, type: !82)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !74, size: 416, elements: !5)
!83 = !DILocation(line: 27, column: 9, scope: !71)
!84 = !DILocalVariable(name: "divs", scope: !71, file: !2, line: 28, type: !85)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !74, size: 320, elements: !35)
!86 = !DILocation(line: 28, column: 9, scope: !71)
!87 = !DILocalVariable(name: "sum", scope: !71, file: !2, line: 29, type: !59)
!88 = !DILocation(line: 29, column: 15, scope: !71)
!89 = !DILocalVariable(name: "i", scope: !90, file: !2, line: 30, type: !60)
!90 = distinct !DILexicalBlock(scope: !71, file: !2, line: 30, column: 5)
!91 = !DILocation(line: 30, column: 19, scope: !90)
!92 = !DILocation(line: 30, column: 10, scope: !90)
!93 = !DILocation(line: 30, column: 26, scope: !94)
!94 = distinct !DILexicalBlock(scope: !90, file: !2, line: 30, column: 5)
!95 = !DILocation(line: 30, column: 28, scope: !94)
!96 = !DILocation(line: 30, column: 5, scope: !90)
!97 = !DILocalVariable(name: "j", scope: !98, file: !2, line: 31, type: !60)
!98 = distinct !DILexicalBlock(scope: !99, file: !2, line: 31, column: 9)
!99 = distinct !DILexicalBlock(scope: !94, file: !2, line: 30, column: 65)
!100 = !DILocation(line: 31, column: 23, scope: !98)
!101 = !DILocation(line: 31, column: 14, scope: !98)
!102 = !DILocation(line: 31, column: 30, scope: !103)
!103 = distinct !DILexicalBlock(scope: !98, file: !2, line: 31, column: 9)
!104 = !DILocation(line: 31, column: 32, scope: !103)
!105 = !DILocation(line: 31, column: 9, scope: !98)
!106 = !DILocalVariable(name: "a", scope: !107, file: !2, line: 32, type: !74)
!107 = distinct !DILexicalBlock(scope: !103, file: !2, line: 31, column: 69)
!108 = !DILocation(line: 32, column: 17, scope: !107)
!109 = !DILocation(line: 32, column: 26, scope: !107)
!110 = !DILocation(line: 32, column: 21, scope: !107)
!111 = !DILocalVariable(name: "b", scope: !107, file: !2, line: 32, type: !74)
!112 = !DILocation(line: 32, column: 30, scope: !107)
!113 = !DILocation(line: 32, column: 39, scope: !107)
!114 = !DILocation(line: 32, column: 34, scope: !107)
!115 = !DILocation(line: 33, column: 17, scope: !116)
!116 = distinct !DILexicalBlock(scope: !107, file: !2, line: 33, column: 17)
!117 = !DILocation(line: 33, column: 19, scope: !116)
!118 = !DILocation(line: 33, column: 30, scope: !116)
!119 = !DILocation(line: 33, column: 33, scope: !116)
!120 = !DILocation(line: 33, column: 35, scope: !116)
!121 = !DILocation(line: 33, column: 17, scope: !107)
!122 = !DILocation(line: 34, column: 17, scope: !116)
!123 = !DILocalVariable(name: "q", scope: !107, file: !2, line: 35, type: !74)
!124 = !DILocation(line: 35, column: 17, scope: !107)
!125 = !DILocation(line: 35, column: 21, scope: !107)
!126 = !DILocation(line: 35, column: 25, scope: !107)
!127 = !DILocation(line: 35, column: 23, scope: !107)
!128 = !DILocalVariable(name: "r", scope: !107, file: !2, line: 35, type: !74)
!129 = !DILocation(line: 35, column: 28, scope: !107)
!130 = !DILocation(line: 35, column: 32, scope: !107)
!131 = !DILocation(line: 35, column: 36, scope: !107)
!132 = !DILocation(line: 35, column: 34, scope: !107)
!133 = !DILocation(line: 37, column: 17, scope: !134)
!134 = distinct !DILexicalBlock(scope: !107, file: !2, line: 37, column: 17)
!135 = !DILocation(line: 37, column: 21, scope: !134)
!136 = !DILocation(line: 37, column: 19, scope: !134)
!137 = !DILocation(line: 37, column: 25, scope: !134)
!138 = !DILocation(line: 37, column: 23, scope: !134)
!139 = !DILocation(line: 37, column: 30, scope: !134)
!140 = !DILocation(line: 37, column: 27, scope: !134)
!141 = !DILocation(line: 37, column: 17, scope: !107)
!142 = !DILocation(line: 38, column: 55, scope: !134)
!143 = !DILocation(line: 38, column: 58, scope: !134)
!144 = !DILocation(line: 38, column: 17, scope: !134)
!145 = !DILocation(line: 39, column: 31, scope: !107)
!146 = !DILocation(line: 39, column: 20, scope: !107)
!147 = !DILocation(line: 39, column: 33, scope: !107)
!148 = !DILocation(line: 39, column: 39, scope: !107)
!149 = !DILocation(line: 39, column: 37, scope: !107)
!150 = !DILocation(line: 39, column: 17, scope: !107)
!151 = !DILocation(line: 40, column: 60, scope: !107)
!152 = !DILocation(line: 40, column: 63, scope: !107)
!153 = !DILocation(line: 40, column: 66, scope: !107)
!154 = !DILocation(line: 40, column: 69, scope: !107)
!155 = !DILocation(line: 40, column: 72, scope: !107)
!156 = !DILocation(line: 40, column: 75, scope: !107)
!157 = !DILocation(line: 40, column: 87, scope: !107)
!158 = !DILocation(line: 40, column: 90, scope: !107)
!159 = !DILocation(line: 40, column: 78, scope: !107)
!160 = !DILocation(line: 41, column: 29, scope: !107)
!161 = !DILocation(line: 41, column: 32, scope: !107)
!162 = !DILocation(line: 41, column: 20, scope: !107)
!163 = !DILocation(line: 40, column: 13, scope: !107)
!164 = !DILocation(line: 42, column: 9, scope: !107)
!165 = !DILocation(line: 31, column: 65, scope: !103)
!166 = !DILocation(line: 31, column: 9, scope: !103)
!167 = distinct !{!167, !105, !168, !169}
!168 = !DILocation(line: 42, column: 9, scope: !98)
!169 = !{!"llvm.loop.mustprogress"}
!170 = !DILocation(line: 43, column: 5, scope: !99)
!171 = !DILocation(line: 30, column: 61, scope: !94)
!172 = !DILocation(line: 30, column: 5, scope: !94)
!173 = distinct !{!173, !96, !174, !169}
!174 = !DILocation(line: 43, column: 5, scope: !90)
!175 = !DILocation(line: 44, column: 26, scope: !71)
!176 = !DILocation(line: 44, column: 5, scope: !71)
!177 = !DILocalVariable(name: "sc", scope: !71, file: !2, line: 46, type: !178)
!178 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!179 = !DILocation(line: 46, column: 17, scope: !71)
!180 = !DILocalVariable(name: "sh", scope: !71, file: !2, line: 47, type: !181)
!181 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!182 = !DILocation(line: 47, column: 11, scope: !71)
!183 = !DILocation(line: 48, column: 45, scope: !71)
!184 = !DILocation(line: 48, column: 48, scope: !71)
!185 = !DILocation(line: 48, column: 54, scope: !71)
!186 = !DILocation(line: 48, column: 57, scope: !71)
!187 = !DILocation(line: 48, column: 63, scope: !71)
!188 = !DILocation(line: 48, column: 66, scope: !71)
!189 = !DILocation(line: 48, column: 5, scope: !71)
!190 = !DILocalVariable(name: "neg", scope: !71, file: !2, line: 50, type: !74)
!191 = !DILocation(line: 50, column: 9, scope: !71)
!192 = !DILocalVariable(name: "asu", scope: !71, file: !2, line: 51, type: !60)
!193 = !DILocation(line: 51, column: 14, scope: !71)
!194 = !DILocation(line: 51, column: 30, scope: !71)
!195 = !DILocation(line: 52, column: 39, scope: !71)
!196 = !DILocation(line: 52, column: 43, scope: !71)
!197 = !DILocation(line: 52, column: 48, scope: !71)
!198 = !DILocation(line: 52, column: 52, scope: !71)
!199 = !DILocation(line: 52, column: 5, scope: !71)
!200 = !DILocalVariable(name: "ln", scope: !71, file: !2, line: 53, type: !201)
!201 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!202 = !DILocation(line: 53, column: 10, scope: !71)
!203 = !DILocation(line: 54, column: 40, scope: !71)
!204 = !DILocation(line: 54, column: 43, scope: !71)
!205 = !DILocation(line: 54, column: 48, scope: !71)
!206 = !DILocation(line: 54, column: 51, scope: !71)
!207 = !DILocation(line: 54, column: 71, scope: !71)
!208 = !DILocation(line: 54, column: 74, scope: !71)
!209 = !DILocation(line: 54, column: 5, scope: !71)
!210 = !DILocalVariable(name: "check", scope: !71, file: !2, line: 56, type: !59)
!211 = !DILocation(line: 56, column: 15, scope: !71)
!212 = !DILocalVariable(name: "x", scope: !213, file: !2, line: 57, type: !74)
!213 = distinct !DILexicalBlock(scope: !71, file: !2, line: 57, column: 5)
!214 = !DILocation(line: 57, column: 14, scope: !213)
!215 = !DILocation(line: 57, column: 10, scope: !213)
!216 = !DILocation(line: 57, column: 25, scope: !217)
!217 = distinct !DILexicalBlock(scope: !213, file: !2, line: 57, column: 5)
!218 = !DILocation(line: 57, column: 27, scope: !217)
!219 = !DILocation(line: 57, column: 5, scope: !213)
!220 = !DILocation(line: 58, column: 18, scope: !221)
!221 = distinct !DILexicalBlock(scope: !217, file: !2, line: 57, column: 44)
!222 = !DILocation(line: 58, column: 20, scope: !221)
!223 = !DILocation(line: 58, column: 26, scope: !221)
!224 = !DILocation(line: 58, column: 28, scope: !221)
!225 = !DILocation(line: 58, column: 24, scope: !221)
!226 = !DILocation(line: 58, column: 34, scope: !221)
!227 = !DILocation(line: 58, column: 36, scope: !221)
!228 = !DILocation(line: 58, column: 32, scope: !221)
!229 = !DILocation(line: 58, column: 42, scope: !221)
!230 = !DILocation(line: 58, column: 44, scope: !221)
!231 = !DILocation(line: 58, column: 40, scope: !221)
!232 = !DILocation(line: 58, column: 51, scope: !221)
!233 = !DILocation(line: 58, column: 53, scope: !221)
!234 = !DILocation(line: 58, column: 49, scope: !221)
!235 = !DILocation(line: 58, column: 60, scope: !221)
!236 = !DILocation(line: 58, column: 62, scope: !221)
!237 = !DILocation(line: 58, column: 58, scope: !221)
!238 = !DILocation(line: 58, column: 68, scope: !221)
!239 = !DILocation(line: 58, column: 70, scope: !221)
!240 = !DILocation(line: 58, column: 66, scope: !221)
!241 = !DILocation(line: 58, column: 77, scope: !221)
!242 = !DILocation(line: 58, column: 79, scope: !221)
!243 = !DILocation(line: 58, column: 75, scope: !221)
!244 = !DILocation(line: 58, column: 15, scope: !221)
!245 = !DILocation(line: 59, column: 29, scope: !221)
!246 = !DILocation(line: 59, column: 31, scope: !221)
!247 = !DILocation(line: 59, column: 39, scope: !221)
!248 = !DILocation(line: 59, column: 56, scope: !221)
!249 = !DILocation(line: 59, column: 58, scope: !221)
!250 = !DILocation(line: 59, column: 66, scope: !221)
!251 = !DILocation(line: 59, column: 43, scope: !221)
!252 = !DILocation(line: 59, column: 18, scope: !221)
!253 = !DILocation(line: 59, column: 15, scope: !221)
!254 = !DILocation(line: 60, column: 5, scope: !221)
!255 = !DILocation(line: 57, column: 38, scope: !217)
!256 = !DILocation(line: 57, column: 5, scope: !217)
!257 = distinct !{!257, !219, !258, !169}
!258 = !DILocation(line: 60, column: 5, scope: !213)
!259 = !DILocation(line: 61, column: 38, scope: !71)
!260 = !DILocation(line: 61, column: 5, scope: !71)
!261 = !DILocation(line: 62, column: 5, scope: !71)
!262 = distinct !DISubprogram(name: "floordiv", scope: !2, file: !2, line: 5, type: !263, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !57, retainedNodes: !75)
!263 = !DISubroutineType(types: !264)
!264 = !{!74, !74, !74}
!265 = !DILocalVariable(name: "a", arg: 1, scope: !262, file: !2, line: 5, type: !74)
!266 = !DILocation(line: 5, column: 25, scope: !262)
!267 = !DILocalVariable(name: "b", arg: 2, scope: !262, file: !2, line: 5, type: !74)
!268 = !DILocation(line: 5, column: 32, scope: !262)
!269 = !DILocalVariable(name: "q", scope: !262, file: !2, line: 6, type: !74)
!270 = !DILocation(line: 6, column: 9, scope: !262)
!271 = !DILocation(line: 6, column: 13, scope: !262)
!272 = !DILocation(line: 6, column: 17, scope: !262)
!273 = !DILocation(line: 6, column: 15, scope: !262)
!274 = !DILocation(line: 7, column: 10, scope: !275)
!275 = distinct !DILexicalBlock(scope: !262, file: !2, line: 7, column: 9)
!276 = !DILocation(line: 7, column: 14, scope: !275)
!277 = !DILocation(line: 7, column: 12, scope: !275)
!278 = !DILocation(line: 7, column: 16, scope: !275)
!279 = !DILocation(line: 7, column: 22, scope: !275)
!280 = !DILocation(line: 7, column: 27, scope: !275)
!281 = !DILocation(line: 7, column: 29, scope: !275)
!282 = !DILocation(line: 7, column: 38, scope: !275)
!283 = !DILocation(line: 7, column: 40, scope: !275)
!284 = !DILocation(line: 7, column: 34, scope: !275)
!285 = !DILocation(line: 7, column: 9, scope: !262)
!286 = !DILocation(line: 8, column: 10, scope: !275)
!287 = !DILocation(line: 8, column: 9, scope: !275)
!288 = !DILocation(line: 9, column: 12, scope: !262)
!289 = !DILocation(line: 9, column: 5, scope: !262)
!290 = distinct !DISubprogram(name: "floormod", scope: !2, file: !2, line: 12, type: !263, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !57, retainedNodes: !75)
!291 = !DILocalVariable(name: "a", arg: 1, scope: !290, file: !2, line: 12, type: !74)
!292 = !DILocation(line: 12, column: 25, scope: !290)
!293 = !DILocalVariable(name: "b", arg: 2, scope: !290, file: !2, line: 12, type: !74)
!294 = !DILocation(line: 12, column: 32, scope: !290)
!295 = !DILocalVariable(name: "r", scope: !290, file: !2, line: 13, type: !74)
!296 = !DILocation(line: 13, column: 9, scope: !290)
!297 = !DILocation(line: 13, column: 13, scope: !290)
!298 = !DILocation(line: 13, column: 17, scope: !290)
!299 = !DILocation(line: 13, column: 15, scope: !290)
!300 = !DILocation(line: 14, column: 9, scope: !301)
!301 = distinct !DILexicalBlock(scope: !290, file: !2, line: 14, column: 9)
!302 = !DILocation(line: 14, column: 11, scope: !301)
!303 = !DILocation(line: 14, column: 16, scope: !301)
!304 = !DILocation(line: 14, column: 21, scope: !301)
!305 = !DILocation(line: 14, column: 23, scope: !301)
!306 = !DILocation(line: 14, column: 32, scope: !301)
!307 = !DILocation(line: 14, column: 34, scope: !301)
!308 = !DILocation(line: 14, column: 28, scope: !301)
!309 = !DILocation(line: 14, column: 9, scope: !290)
!310 = !DILocation(line: 15, column: 14, scope: !301)
!311 = !DILocation(line: 15, column: 11, scope: !301)
!312 = !DILocation(line: 15, column: 9, scope: !301)
!313 = !DILocation(line: 16, column: 12, scope: !290)
!314 = !DILocation(line: 16, column: 5, scope: !290)
