; ModuleID = 'overflow_builtins.c'
source_filename = "overflow_builtins.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"u add: %d \00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%u\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"u sub: %d \00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"u8: %d \00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"%u \00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"i16 mul: %d \00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [21 x i8] c"neg to unsigned: %d \00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"%llu\0A\00", align 1
@.str.10 = private unnamed_addr constant [25 x i8] c"big unsigned to int: %d \00", align 1
@.str.11 = private unnamed_addr constant [49 x i8] c"u64 factorial overflows at %llu! (last ok %llu)\0A\00", align 1
@.str.12 = private unnamed_addr constant [32 x i8] c"int factorial overflows at %d!\0A\00", align 1
@.str.13 = private unnamed_addr constant [20 x i8] c"3^%d fits in int64\0A\00", align 1
@.str.14 = private unnamed_addr constant [28 x i8] c"sum overflowed=%d total=%d\0A\00", align 1
@__const.add_cases.a = private unnamed_addr constant [6 x i32] [i32 1, i32 2147483647, i32 -2147483648, i32 -1, i32 1000000000, i32 -2000000000], align 16
@.str.15 = private unnamed_addr constant [37 x i8] c"%d+%d: o=%d r=%d | %d-%d: o=%d r=%d\0A\00", align 1
@__const.mul_cases.v = private unnamed_addr constant [8 x i64] [i64 0, i64 1, i64 -1, i64 3037000499, i64 3037000500, i64 9223372036854775807, i64 -9223372036854775808, i64 4294967296], align 16
@.str.16 = private unnamed_addr constant [24 x i8] c"%lld*%lld: o=%d r=%lld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !17 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8, align 1
  %4 = alloca i16, align 2
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @add_cases(), !dbg !22
  call void @mul_cases(), !dbg !23
  call void @llvm.dbg.declare(metadata i32* %2, metadata !24, metadata !DIExpression()), !dbg !26
  %17 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 -294967296, i32 300000000), !dbg !27
  %18 = extractvalue { i32, i1 } %17, 1, !dbg !27
  %19 = extractvalue { i32, i1 } %17, 0, !dbg !27
  store i32 %19, i32* %2, align 4, !dbg !27
  %20 = zext i1 %18 to i32, !dbg !27
  %21 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i32 noundef %20), !dbg !28
  %22 = load i32, i32* %2, align 4, !dbg !29
  %23 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %22), !dbg !30
  %24 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 5, i32 6), !dbg !31
  %25 = extractvalue { i32, i1 } %24, 1, !dbg !31
  %26 = extractvalue { i32, i1 } %24, 0, !dbg !31
  store i32 %26, i32* %2, align 4, !dbg !31
  %27 = zext i1 %25 to i32, !dbg !31
  %28 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.2, i64 0, i64 0), i32 noundef %27), !dbg !32
  %29 = load i32, i32* %2, align 4, !dbg !33
  %30 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %29), !dbg !34
  call void @llvm.dbg.declare(metadata i8* %3, metadata !35, metadata !DIExpression()), !dbg !40
  %31 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 200, i32 55), !dbg !41
  %32 = extractvalue { i32, i1 } %31, 1, !dbg !41
  %33 = extractvalue { i32, i1 } %31, 0, !dbg !41
  %34 = trunc i32 %33 to i8, !dbg !41
  %35 = zext i8 %34 to i32, !dbg !41
  %36 = icmp ne i32 %33, %35, !dbg !41
  %37 = or i1 %32, %36, !dbg !41
  store i8 %34, i8* %3, align 1, !dbg !41
  %38 = zext i1 %37 to i32, !dbg !41
  %39 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), i32 noundef %38), !dbg !42
  %40 = load i8, i8* %3, align 1, !dbg !43
  %41 = zext i8 %40 to i32, !dbg !43
  %42 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i32 noundef %41), !dbg !44
  %43 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 200, i32 56), !dbg !45
  %44 = extractvalue { i32, i1 } %43, 1, !dbg !45
  %45 = extractvalue { i32, i1 } %43, 0, !dbg !45
  %46 = trunc i32 %45 to i8, !dbg !45
  %47 = zext i8 %46 to i32, !dbg !45
  %48 = icmp ne i32 %45, %47, !dbg !45
  %49 = or i1 %44, %48, !dbg !45
  store i8 %46, i8* %3, align 1, !dbg !45
  %50 = zext i1 %49 to i32, !dbg !45
  %51 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i32 noundef %50), !dbg !46
  %52 = load i8, i8* %3, align 1, !dbg !47
  %53 = zext i8 %52 to i32, !dbg !47
  %54 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %53), !dbg !48
  call void @llvm.dbg.declare(metadata i16* %4, metadata !49, metadata !DIExpression()), !dbg !53
  %55 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 300, i32 109), !dbg !54
  %56 = extractvalue { i32, i1 } %55, 1, !dbg !54
  %57 = extractvalue { i32, i1 } %55, 0, !dbg !54
  %58 = trunc i32 %57 to i16, !dbg !54
  %59 = sext i16 %58 to i32, !dbg !54
  %60 = icmp ne i32 %57, %59, !dbg !54
  %61 = or i1 %56, %60, !dbg !54
  store i16 %58, i16* %4, align 2, !dbg !54
  %62 = zext i1 %61 to i32, !dbg !54
  %63 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i64 0, i64 0), i32 noundef %62), !dbg !55
  %64 = load i16, i16* %4, align 2, !dbg !56
  %65 = sext i16 %64 to i32, !dbg !56
  %66 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i32 noundef %65), !dbg !57
  %67 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 300, i32 110), !dbg !58
  %68 = extractvalue { i32, i1 } %67, 1, !dbg !58
  %69 = extractvalue { i32, i1 } %67, 0, !dbg !58
  %70 = trunc i32 %69 to i16, !dbg !58
  %71 = sext i16 %70 to i32, !dbg !58
  %72 = icmp ne i32 %69, %71, !dbg !58
  %73 = or i1 %68, %72, !dbg !58
  store i16 %70, i16* %4, align 2, !dbg !58
  %74 = zext i1 %73 to i32, !dbg !58
  %75 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i32 noundef %74), !dbg !59
  %76 = load i16, i16* %4, align 2, !dbg !60
  %77 = sext i16 %76 to i32, !dbg !60
  %78 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.7, i64 0, i64 0), i32 noundef %77), !dbg !61
  call void @llvm.dbg.declare(metadata i64* %5, metadata !62, metadata !DIExpression()), !dbg !63
  %79 = call { i65, i1 } @llvm.sadd.with.overflow.i65(i65 -5, i65 3), !dbg !64
  %80 = extractvalue { i65, i1 } %79, 1, !dbg !64
  %81 = extractvalue { i65, i1 } %79, 0, !dbg !64
  %82 = trunc i65 %81 to i64, !dbg !64
  %83 = zext i64 %82 to i65, !dbg !64
  %84 = icmp ne i65 %81, %83, !dbg !64
  %85 = or i1 %80, %84, !dbg !64
  store i64 %82, i64* %5, align 8, !dbg !64
  %86 = zext i1 %85 to i32, !dbg !64
  %87 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.8, i64 0, i64 0), i32 noundef %86), !dbg !65
  %88 = load i64, i64* %5, align 8, !dbg !66
  %89 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i64 0, i64 0), i64 noundef %88), !dbg !67
  call void @llvm.dbg.declare(metadata i32* %6, metadata !68, metadata !DIExpression()), !dbg !69
  %90 = call { i33, i1 } @llvm.sadd.with.overflow.i33(i33 3000000000, i33 0), !dbg !70
  %91 = extractvalue { i33, i1 } %90, 1, !dbg !70
  %92 = extractvalue { i33, i1 } %90, 0, !dbg !70
  %93 = trunc i33 %92 to i32, !dbg !70
  %94 = sext i32 %93 to i33, !dbg !70
  %95 = icmp ne i33 %92, %94, !dbg !70
  %96 = or i1 %91, %95, !dbg !70
  store i32 %93, i32* %6, align 4, !dbg !70
  %97 = zext i1 %96 to i32, !dbg !70
  %98 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.10, i64 0, i64 0), i32 noundef %97), !dbg !71
  %99 = load i32, i32* %6, align 4, !dbg !72
  %100 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.7, i64 0, i64 0), i32 noundef %99), !dbg !73
  call void @llvm.dbg.declare(metadata i64* %7, metadata !74, metadata !DIExpression()), !dbg !78
  store i64 1, i64* %7, align 8, !dbg !78
  call void @llvm.dbg.declare(metadata i64* %8, metadata !79, metadata !DIExpression()), !dbg !81
  store i64 1, i64* %8, align 8, !dbg !81
  br label %101, !dbg !82

101:                                              ; preds = %113, %0
  call void @llvm.dbg.declare(metadata i64* %9, metadata !83, metadata !DIExpression()), !dbg !86
  %102 = load i64, i64* %7, align 8, !dbg !87
  %103 = load i64, i64* %8, align 8, !dbg !89
  %104 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %102, i64 %103), !dbg !90
  %105 = extractvalue { i64, i1 } %104, 1, !dbg !90
  %106 = extractvalue { i64, i1 } %104, 0, !dbg !90
  store i64 %106, i64* %9, align 8, !dbg !90
  br i1 %105, label %107, label %111, !dbg !91

107:                                              ; preds = %101
  %108 = load i64, i64* %8, align 8, !dbg !92
  %109 = load i64, i64* %7, align 8, !dbg !94
  %110 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.11, i64 0, i64 0), i64 noundef %108, i64 noundef %109), !dbg !95
  br label %116, !dbg !96

111:                                              ; preds = %101
  %112 = load i64, i64* %9, align 8, !dbg !97
  store i64 %112, i64* %7, align 8, !dbg !98
  br label %113, !dbg !99

113:                                              ; preds = %111
  %114 = load i64, i64* %8, align 8, !dbg !100
  %115 = add i64 %114, 1, !dbg !100
  store i64 %115, i64* %8, align 8, !dbg !100
  br label %101, !dbg !101, !llvm.loop !102

116:                                              ; preds = %107
  call void @llvm.dbg.declare(metadata i32* %10, metadata !105, metadata !DIExpression()), !dbg !106
  store i32 1, i32* %10, align 4, !dbg !106
  call void @llvm.dbg.declare(metadata i32* %11, metadata !107, metadata !DIExpression()), !dbg !109
  store i32 1, i32* %11, align 4, !dbg !109
  br label %117, !dbg !110

117:                                              ; preds = %127, %116
  %118 = load i32, i32* %10, align 4, !dbg !111
  %119 = load i32, i32* %11, align 4, !dbg !115
  %120 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %118, i32 %119), !dbg !116
  %121 = extractvalue { i32, i1 } %120, 1, !dbg !116
  %122 = extractvalue { i32, i1 } %120, 0, !dbg !116
  store i32 %122, i32* %10, align 4, !dbg !116
  br i1 %121, label %123, label %126, !dbg !117

123:                                              ; preds = %117
  %124 = load i32, i32* %11, align 4, !dbg !118
  %125 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str.12, i64 0, i64 0), i32 noundef %124), !dbg !120
  br label %130, !dbg !121

126:                                              ; preds = %117
  br label %127, !dbg !122

127:                                              ; preds = %126
  %128 = load i32, i32* %11, align 4, !dbg !123
  %129 = add nsw i32 %128, 1, !dbg !123
  store i32 %129, i32* %11, align 4, !dbg !123
  br label %117, !dbg !124, !llvm.loop !125

130:                                              ; preds = %123
  call void @llvm.dbg.declare(metadata i64* %12, metadata !128, metadata !DIExpression()), !dbg !129
  store i64 1, i64* %12, align 8, !dbg !129
  call void @llvm.dbg.declare(metadata i32* %13, metadata !130, metadata !DIExpression()), !dbg !131
  store i32 0, i32* %13, align 4, !dbg !131
  br label %131, !dbg !132

131:                                              ; preds = %137, %130
  %132 = load i64, i64* %12, align 8, !dbg !133
  %133 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %132, i64 3), !dbg !134
  %134 = extractvalue { i64, i1 } %133, 1, !dbg !134
  %135 = extractvalue { i64, i1 } %133, 0, !dbg !134
  store i64 %135, i64* %12, align 8, !dbg !134
  %136 = xor i1 %134, true, !dbg !135
  br i1 %136, label %137, label %140, !dbg !132

137:                                              ; preds = %131
  %138 = load i32, i32* %13, align 4, !dbg !136
  %139 = add nsw i32 %138, 1, !dbg !136
  store i32 %139, i32* %13, align 4, !dbg !136
  br label %131, !dbg !132, !llvm.loop !137

140:                                              ; preds = %131
  %141 = load i32, i32* %13, align 4, !dbg !139
  %142 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.13, i64 0, i64 0), i32 noundef %141), !dbg !140
  call void @llvm.dbg.declare(metadata i32* %14, metadata !141, metadata !DIExpression()), !dbg !142
  store i32 0, i32* %14, align 4, !dbg !142
  call void @llvm.dbg.declare(metadata i32* %15, metadata !143, metadata !DIExpression()), !dbg !144
  store i32 0, i32* %15, align 4, !dbg !144
  call void @llvm.dbg.declare(metadata i32* %16, metadata !145, metadata !DIExpression()), !dbg !147
  store i32 0, i32* %16, align 4, !dbg !147
  br label %143, !dbg !148

143:                                              ; preds = %160, %140
  %144 = load i32, i32* %16, align 4, !dbg !149
  %145 = icmp slt i32 %144, 100000, !dbg !151
  br i1 %145, label %146, label %150, !dbg !152

146:                                              ; preds = %143
  %147 = load i32, i32* %15, align 4, !dbg !153
  %148 = icmp ne i32 %147, 0, !dbg !154
  %149 = xor i1 %148, true, !dbg !154
  br label %150

150:                                              ; preds = %146, %143
  %151 = phi i1 [ false, %143 ], [ %149, %146 ], !dbg !155
  br i1 %151, label %152, label %163, !dbg !156

152:                                              ; preds = %150
  %153 = load i32, i32* %14, align 4, !dbg !157
  %154 = load i32, i32* %16, align 4, !dbg !158
  %155 = mul nsw i32 %154, 1000, !dbg !159
  %156 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %153, i32 %155), !dbg !160
  %157 = extractvalue { i32, i1 } %156, 1, !dbg !160
  %158 = extractvalue { i32, i1 } %156, 0, !dbg !160
  store i32 %158, i32* %14, align 4, !dbg !160
  %159 = zext i1 %157 to i32, !dbg !160
  store i32 %159, i32* %15, align 4, !dbg !161
  br label %160, !dbg !162

160:                                              ; preds = %152
  %161 = load i32, i32* %16, align 4, !dbg !163
  %162 = add nsw i32 %161, 1, !dbg !163
  store i32 %162, i32* %16, align 4, !dbg !163
  br label %143, !dbg !164, !llvm.loop !165

163:                                              ; preds = %150
  %164 = load i32, i32* %15, align 4, !dbg !167
  %165 = load i32, i32* %14, align 4, !dbg !168
  %166 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.14, i64 0, i64 0), i32 noundef %164, i32 noundef %165), !dbg !169
  ret i32 0, !dbg !170
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @add_cases() #0 !dbg !171 {
  %1 = alloca [6 x i32], align 16
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  call void @llvm.dbg.declare(metadata [6 x i32]* %1, metadata !174, metadata !DIExpression()), !dbg !178
  %8 = bitcast [6 x i32]* %1 to i8*, !dbg !178
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %8, i8* align 16 bitcast ([6 x i32]* @__const.add_cases.a to i8*), i64 24, i1 false), !dbg !178
  call void @llvm.dbg.declare(metadata i32* %2, metadata !179, metadata !DIExpression()), !dbg !181
  store i32 0, i32* %2, align 4, !dbg !181
  br label %9, !dbg !182

9:                                                ; preds = %66, %0
  %10 = load i32, i32* %2, align 4, !dbg !183
  %11 = icmp slt i32 %10, 6, !dbg !185
  br i1 %11, label %12, label %69, !dbg !186

12:                                               ; preds = %9
  call void @llvm.dbg.declare(metadata i32* %3, metadata !187, metadata !DIExpression()), !dbg !189
  store i32 0, i32* %3, align 4, !dbg !189
  br label %13, !dbg !190

13:                                               ; preds = %62, %12
  %14 = load i32, i32* %3, align 4, !dbg !191
  %15 = icmp slt i32 %14, 6, !dbg !193
  br i1 %15, label %16, label %65, !dbg !194

16:                                               ; preds = %13
  call void @llvm.dbg.declare(metadata i32* %4, metadata !195, metadata !DIExpression()), !dbg !197
  call void @llvm.dbg.declare(metadata i32* %5, metadata !198, metadata !DIExpression()), !dbg !199
  %17 = load i32, i32* %2, align 4, !dbg !200
  %18 = sext i32 %17 to i64, !dbg !201
  %19 = getelementptr inbounds [6 x i32], [6 x i32]* %1, i64 0, i64 %18, !dbg !201
  %20 = load i32, i32* %19, align 4, !dbg !201
  %21 = load i32, i32* %3, align 4, !dbg !202
  %22 = sext i32 %21 to i64, !dbg !203
  %23 = getelementptr inbounds [6 x i32], [6 x i32]* %1, i64 0, i64 %22, !dbg !203
  %24 = load i32, i32* %23, align 4, !dbg !203
  %25 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %20, i32 %24), !dbg !204
  %26 = extractvalue { i32, i1 } %25, 1, !dbg !204
  %27 = extractvalue { i32, i1 } %25, 0, !dbg !204
  store i32 %27, i32* %4, align 4, !dbg !204
  %28 = zext i1 %26 to i32, !dbg !204
  store i32 %28, i32* %5, align 4, !dbg !199
  call void @llvm.dbg.declare(metadata i32* %6, metadata !205, metadata !DIExpression()), !dbg !206
  call void @llvm.dbg.declare(metadata i32* %7, metadata !207, metadata !DIExpression()), !dbg !208
  %29 = load i32, i32* %2, align 4, !dbg !209
  %30 = sext i32 %29 to i64, !dbg !210
  %31 = getelementptr inbounds [6 x i32], [6 x i32]* %1, i64 0, i64 %30, !dbg !210
  %32 = load i32, i32* %31, align 4, !dbg !210
  %33 = load i32, i32* %3, align 4, !dbg !211
  %34 = sext i32 %33 to i64, !dbg !212
  %35 = getelementptr inbounds [6 x i32], [6 x i32]* %1, i64 0, i64 %34, !dbg !212
  %36 = load i32, i32* %35, align 4, !dbg !212
  %37 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %32, i32 %36), !dbg !213
  %38 = extractvalue { i32, i1 } %37, 1, !dbg !213
  %39 = extractvalue { i32, i1 } %37, 0, !dbg !213
  store i32 %39, i32* %6, align 4, !dbg !213
  %40 = zext i1 %38 to i32, !dbg !213
  store i32 %40, i32* %7, align 4, !dbg !208
  %41 = load i32, i32* %2, align 4, !dbg !214
  %42 = sext i32 %41 to i64, !dbg !215
  %43 = getelementptr inbounds [6 x i32], [6 x i32]* %1, i64 0, i64 %42, !dbg !215
  %44 = load i32, i32* %43, align 4, !dbg !215
  %45 = load i32, i32* %3, align 4, !dbg !216
  %46 = sext i32 %45 to i64, !dbg !217
  %47 = getelementptr inbounds [6 x i32], [6 x i32]* %1, i64 0, i64 %46, !dbg !217
  %48 = load i32, i32* %47, align 4, !dbg !217
  %49 = load i32, i32* %5, align 4, !dbg !218
  %50 = load i32, i32* %4, align 4, !dbg !219
  %51 = load i32, i32* %2, align 4, !dbg !220
  %52 = sext i32 %51 to i64, !dbg !221
  %53 = getelementptr inbounds [6 x i32], [6 x i32]* %1, i64 0, i64 %52, !dbg !221
  %54 = load i32, i32* %53, align 4, !dbg !221
  %55 = load i32, i32* %3, align 4, !dbg !222
  %56 = sext i32 %55 to i64, !dbg !223
  %57 = getelementptr inbounds [6 x i32], [6 x i32]* %1, i64 0, i64 %56, !dbg !223
  %58 = load i32, i32* %57, align 4, !dbg !223
  %59 = load i32, i32* %7, align 4, !dbg !224
  %60 = load i32, i32* %6, align 4, !dbg !225
  %61 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @.str.15, i64 0, i64 0), i32 noundef %44, i32 noundef %48, i32 noundef %49, i32 noundef %50, i32 noundef %54, i32 noundef %58, i32 noundef %59, i32 noundef %60), !dbg !226
  br label %62, !dbg !227

62:                                               ; preds = %16
  %63 = load i32, i32* %3, align 4, !dbg !228
  %64 = add nsw i32 %63, 1, !dbg !228
  store i32 %64, i32* %3, align 4, !dbg !228
  br label %13, !dbg !229, !llvm.loop !230

65:                                               ; preds = %13
  br label %66, !dbg !231

66:                                               ; preds = %65
  %67 = load i32, i32* %2, align 4, !dbg !232
  %68 = add nsw i32 %67, 1, !dbg !232
  store i32 %68, i32* %2, align 4, !dbg !232
  br label %9, !dbg !233, !llvm.loop !234

69:                                               ; preds = %9
  ret void, !dbg !236
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mul_cases() #0 !dbg !237 {
  %1 = alloca [8 x i64], align 16
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  call void @llvm.dbg.declare(metadata [8 x i64]* %1, metadata !238, metadata !DIExpression()), !dbg !243
  %6 = bitcast [8 x i64]* %1 to i8*, !dbg !243
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %6, i8* align 16 bitcast ([8 x i64]* @__const.mul_cases.v to i8*), i64 64, i1 false), !dbg !243
  call void @llvm.dbg.declare(metadata i32* %2, metadata !244, metadata !DIExpression()), !dbg !246
  store i32 0, i32* %2, align 4, !dbg !246
  br label %7, !dbg !247

7:                                                ; preds = %43, %0
  %8 = load i32, i32* %2, align 4, !dbg !248
  %9 = icmp slt i32 %8, 8, !dbg !250
  br i1 %9, label %10, label %46, !dbg !251

10:                                               ; preds = %7
  call void @llvm.dbg.declare(metadata i32* %3, metadata !252, metadata !DIExpression()), !dbg !254
  %11 = load i32, i32* %2, align 4, !dbg !255
  store i32 %11, i32* %3, align 4, !dbg !254
  br label %12, !dbg !256

12:                                               ; preds = %39, %10
  %13 = load i32, i32* %3, align 4, !dbg !257
  %14 = icmp slt i32 %13, 8, !dbg !259
  br i1 %14, label %15, label %42, !dbg !260

15:                                               ; preds = %12
  call void @llvm.dbg.declare(metadata i64* %4, metadata !261, metadata !DIExpression()), !dbg !263
  call void @llvm.dbg.declare(metadata i32* %5, metadata !264, metadata !DIExpression()), !dbg !265
  %16 = load i32, i32* %2, align 4, !dbg !266
  %17 = sext i32 %16 to i64, !dbg !267
  %18 = getelementptr inbounds [8 x i64], [8 x i64]* %1, i64 0, i64 %17, !dbg !267
  %19 = load i64, i64* %18, align 8, !dbg !267
  %20 = load i32, i32* %3, align 4, !dbg !268
  %21 = sext i32 %20 to i64, !dbg !269
  %22 = getelementptr inbounds [8 x i64], [8 x i64]* %1, i64 0, i64 %21, !dbg !269
  %23 = load i64, i64* %22, align 8, !dbg !269
  %24 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %19, i64 %23), !dbg !270
  %25 = extractvalue { i64, i1 } %24, 1, !dbg !270
  %26 = extractvalue { i64, i1 } %24, 0, !dbg !270
  store i64 %26, i64* %4, align 8, !dbg !270
  %27 = zext i1 %25 to i32, !dbg !270
  store i32 %27, i32* %5, align 4, !dbg !265
  %28 = load i32, i32* %2, align 4, !dbg !271
  %29 = sext i32 %28 to i64, !dbg !272
  %30 = getelementptr inbounds [8 x i64], [8 x i64]* %1, i64 0, i64 %29, !dbg !272
  %31 = load i64, i64* %30, align 8, !dbg !272
  %32 = load i32, i32* %3, align 4, !dbg !273
  %33 = sext i32 %32 to i64, !dbg !274
  %34 = getelementptr inbounds [8 x i64], [8 x i64]* %1, i64 0, i64 %33, !dbg !274
  %35 = load i64, i64* %34, align 8, !dbg !274
  %36 = load i32, i32* %5, align 4, !dbg !275
  %37 = load i64, i64* %4, align 8, !dbg !276
  %38 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.16, i64 0, i64 0), i64 noundef %31, i64 noundef %35, i32 noundef %36, i64 noundef %37), !dbg !277
  br label %39, !dbg !278

39:                                               ; preds = %15
  %40 = load i32, i32* %3, align 4, !dbg !279
  %41 = add nsw i32 %40, 1, !dbg !279
  store i32 %41, i32* %3, align 4, !dbg !279
  br label %12, !dbg !280, !llvm.loop !281

42:                                               ; preds = %12
  br label %43, !dbg !282

43:                                               ; preds = %42
  %44 = load i32, i32* %2, align 4, !dbg !283
  %45 = add nsw i32 %44, 1, !dbg !283
  store i32 %45, i32* %2, align 4, !dbg !283
  br label %7, !dbg !284, !llvm.loop !285

46:                                               ; preds = %7
  ret void, !dbg !287
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.usub.with.overflow.i32(i32, i32) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i65, i1 } @llvm.sadd.with.overflow.i65(i65, i65) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i33, i1 } @llvm.sadd.with.overflow.i33(i33, i33) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "overflow_builtins.c", directory: "/work/wt-errtests/tests/c", checksumkind: CSK_MD5, checksum: "61f56452cb3bd47f62f7a9d685882e8a")
!2 = !{!3, !4}
!3 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!4 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !5, line: 27, baseType: !6)
!5 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !7, line: 44, baseType: !8)
!7 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!8 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 1}
!15 = !{i32 7, !"frame-pointer", i32 2}
!16 = !{!"Debian clang version 14.0.6"}
!17 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 30, type: !18, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!18 = !DISubroutineType(types: !19)
!19 = !{!20}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !{}
!22 = !DILocation(line: 31, column: 5, scope: !17)
!23 = !DILocation(line: 32, column: 5, scope: !17)
!24 = !DILocalVariable(name: "u", scope: !17, file: !1, line: 34, type: !25)
!25 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!26 = !DILocation(line: 34, column: 14, scope: !17)
!27 = !DILocation(line: 35, column: 26, scope: !17)
!28 = !DILocation(line: 35, column: 5, scope: !17)
!29 = !DILocation(line: 36, column: 20, scope: !17)
!30 = !DILocation(line: 36, column: 5, scope: !17)
!31 = !DILocation(line: 37, column: 26, scope: !17)
!32 = !DILocation(line: 37, column: 5, scope: !17)
!33 = !DILocation(line: 38, column: 20, scope: !17)
!34 = !DILocation(line: 38, column: 5, scope: !17)
!35 = !DILocalVariable(name: "b", scope: !17, file: !1, line: 39, type: !36)
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !37, line: 24, baseType: !38)
!37 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !7, line: 38, baseType: !39)
!39 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!40 = !DILocation(line: 39, column: 13, scope: !17)
!41 = !DILocation(line: 40, column: 23, scope: !17)
!42 = !DILocation(line: 40, column: 5, scope: !17)
!43 = !DILocation(line: 41, column: 19, scope: !17)
!44 = !DILocation(line: 41, column: 5, scope: !17)
!45 = !DILocation(line: 42, column: 19, scope: !17)
!46 = !DILocation(line: 42, column: 5, scope: !17)
!47 = !DILocation(line: 43, column: 20, scope: !17)
!48 = !DILocation(line: 43, column: 5, scope: !17)
!49 = !DILocalVariable(name: "s16", scope: !17, file: !1, line: 44, type: !50)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !5, line: 25, baseType: !51)
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !7, line: 39, baseType: !52)
!52 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!53 = !DILocation(line: 44, column: 13, scope: !17)
!54 = !DILocation(line: 45, column: 28, scope: !17)
!55 = !DILocation(line: 45, column: 5, scope: !17)
!56 = !DILocation(line: 46, column: 19, scope: !17)
!57 = !DILocation(line: 46, column: 5, scope: !17)
!58 = !DILocation(line: 47, column: 19, scope: !17)
!59 = !DILocation(line: 47, column: 5, scope: !17)
!60 = !DILocation(line: 48, column: 20, scope: !17)
!61 = !DILocation(line: 48, column: 5, scope: !17)
!62 = !DILocalVariable(name: "ull", scope: !17, file: !1, line: 50, type: !3)
!63 = !DILocation(line: 50, column: 24, scope: !17)
!64 = !DILocation(line: 51, column: 36, scope: !17)
!65 = !DILocation(line: 51, column: 5, scope: !17)
!66 = !DILocation(line: 52, column: 22, scope: !17)
!67 = !DILocation(line: 52, column: 5, scope: !17)
!68 = !DILocalVariable(name: "si", scope: !17, file: !1, line: 53, type: !20)
!69 = !DILocation(line: 53, column: 9, scope: !17)
!70 = !DILocation(line: 54, column: 40, scope: !17)
!71 = !DILocation(line: 54, column: 5, scope: !17)
!72 = !DILocation(line: 55, column: 20, scope: !17)
!73 = !DILocation(line: 55, column: 5, scope: !17)
!74 = !DILocalVariable(name: "f", scope: !17, file: !1, line: 57, type: !75)
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !37, line: 27, baseType: !76)
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !7, line: 45, baseType: !77)
!77 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!78 = !DILocation(line: 57, column: 14, scope: !17)
!79 = !DILocalVariable(name: "n", scope: !80, file: !1, line: 58, type: !75)
!80 = distinct !DILexicalBlock(scope: !17, file: !1, line: 58, column: 5)
!81 = !DILocation(line: 58, column: 19, scope: !80)
!82 = !DILocation(line: 58, column: 10, scope: !80)
!83 = !DILocalVariable(name: "nf", scope: !84, file: !1, line: 59, type: !75)
!84 = distinct !DILexicalBlock(scope: !85, file: !1, line: 58, column: 32)
!85 = distinct !DILexicalBlock(scope: !80, file: !1, line: 58, column: 5)
!86 = !DILocation(line: 59, column: 18, scope: !84)
!87 = !DILocation(line: 60, column: 36, scope: !88)
!88 = distinct !DILexicalBlock(scope: !84, file: !1, line: 60, column: 13)
!89 = !DILocation(line: 60, column: 39, scope: !88)
!90 = !DILocation(line: 60, column: 13, scope: !88)
!91 = !DILocation(line: 60, column: 13, scope: !84)
!92 = !DILocation(line: 61, column: 93, scope: !93)
!93 = distinct !DILexicalBlock(scope: !88, file: !1, line: 60, column: 48)
!94 = !DILocation(line: 62, column: 40, scope: !93)
!95 = !DILocation(line: 61, column: 13, scope: !93)
!96 = !DILocation(line: 63, column: 13, scope: !93)
!97 = !DILocation(line: 65, column: 13, scope: !84)
!98 = !DILocation(line: 65, column: 11, scope: !84)
!99 = !DILocation(line: 66, column: 5, scope: !84)
!100 = !DILocation(line: 58, column: 28, scope: !85)
!101 = !DILocation(line: 58, column: 5, scope: !85)
!102 = distinct !{!102, !103, !104}
!103 = !DILocation(line: 58, column: 5, scope: !80)
!104 = !DILocation(line: 66, column: 5, scope: !80)
!105 = !DILocalVariable(name: "fi", scope: !17, file: !1, line: 67, type: !20)
!106 = !DILocation(line: 67, column: 9, scope: !17)
!107 = !DILocalVariable(name: "n", scope: !108, file: !1, line: 68, type: !20)
!108 = distinct !DILexicalBlock(scope: !17, file: !1, line: 68, column: 5)
!109 = !DILocation(line: 68, column: 14, scope: !108)
!110 = !DILocation(line: 68, column: 10, scope: !108)
!111 = !DILocation(line: 69, column: 36, scope: !112)
!112 = distinct !DILexicalBlock(scope: !113, file: !1, line: 69, column: 13)
!113 = distinct !DILexicalBlock(scope: !114, file: !1, line: 68, column: 27)
!114 = distinct !DILexicalBlock(scope: !108, file: !1, line: 68, column: 5)
!115 = !DILocation(line: 69, column: 40, scope: !112)
!116 = !DILocation(line: 69, column: 13, scope: !112)
!117 = !DILocation(line: 69, column: 13, scope: !113)
!118 = !DILocation(line: 70, column: 56, scope: !119)
!119 = distinct !DILexicalBlock(scope: !112, file: !1, line: 69, column: 49)
!120 = !DILocation(line: 70, column: 13, scope: !119)
!121 = !DILocation(line: 71, column: 13, scope: !119)
!122 = !DILocation(line: 73, column: 5, scope: !113)
!123 = !DILocation(line: 68, column: 23, scope: !114)
!124 = !DILocation(line: 68, column: 5, scope: !114)
!125 = distinct !{!125, !126, !127}
!126 = !DILocation(line: 68, column: 5, scope: !108)
!127 = !DILocation(line: 73, column: 5, scope: !108)
!128 = !DILocalVariable(name: "p", scope: !17, file: !1, line: 75, type: !4)
!129 = !DILocation(line: 75, column: 13, scope: !17)
!130 = !DILocalVariable(name: "k", scope: !17, file: !1, line: 76, type: !20)
!131 = !DILocation(line: 76, column: 9, scope: !17)
!132 = !DILocation(line: 77, column: 5, scope: !17)
!133 = !DILocation(line: 77, column: 36, scope: !17)
!134 = !DILocation(line: 77, column: 13, scope: !17)
!135 = !DILocation(line: 77, column: 12, scope: !17)
!136 = !DILocation(line: 78, column: 10, scope: !17)
!137 = distinct !{!137, !132, !136, !138}
!138 = !{!"llvm.loop.mustprogress"}
!139 = !DILocation(line: 79, column: 36, scope: !17)
!140 = !DILocation(line: 79, column: 5, scope: !17)
!141 = !DILocalVariable(name: "total", scope: !17, file: !1, line: 81, type: !20)
!142 = !DILocation(line: 81, column: 9, scope: !17)
!143 = !DILocalVariable(name: "overflowed", scope: !17, file: !1, line: 81, type: !20)
!144 = !DILocation(line: 81, column: 20, scope: !17)
!145 = !DILocalVariable(name: "i", scope: !146, file: !1, line: 82, type: !20)
!146 = distinct !DILexicalBlock(scope: !17, file: !1, line: 82, column: 5)
!147 = !DILocation(line: 82, column: 14, scope: !146)
!148 = !DILocation(line: 82, column: 10, scope: !146)
!149 = !DILocation(line: 82, column: 21, scope: !150)
!150 = distinct !DILexicalBlock(scope: !146, file: !1, line: 82, column: 5)
!151 = !DILocation(line: 82, column: 23, scope: !150)
!152 = !DILocation(line: 82, column: 32, scope: !150)
!153 = !DILocation(line: 82, column: 36, scope: !150)
!154 = !DILocation(line: 82, column: 35, scope: !150)
!155 = !DILocation(line: 0, scope: !150)
!156 = !DILocation(line: 82, column: 5, scope: !146)
!157 = !DILocation(line: 83, column: 45, scope: !150)
!158 = !DILocation(line: 83, column: 52, scope: !150)
!159 = !DILocation(line: 83, column: 54, scope: !150)
!160 = !DILocation(line: 83, column: 22, scope: !150)
!161 = !DILocation(line: 83, column: 20, scope: !150)
!162 = !DILocation(line: 83, column: 9, scope: !150)
!163 = !DILocation(line: 82, column: 49, scope: !150)
!164 = !DILocation(line: 82, column: 5, scope: !150)
!165 = distinct !{!165, !156, !166, !138}
!166 = !DILocation(line: 83, column: 68, scope: !146)
!167 = !DILocation(line: 84, column: 44, scope: !17)
!168 = !DILocation(line: 84, column: 56, scope: !17)
!169 = !DILocation(line: 84, column: 5, scope: !17)
!170 = !DILocation(line: 85, column: 5, scope: !17)
!171 = distinct !DISubprogram(name: "add_cases", scope: !1, file: !1, line: 7, type: !172, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!172 = !DISubroutineType(types: !173)
!173 = !{null}
!174 = !DILocalVariable(name: "a", scope: !171, file: !1, line: 8, type: !175)
!175 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 192, elements: !176)
!176 = !{!177}
!177 = !DISubrange(count: 6)
!178 = !DILocation(line: 8, column: 9, scope: !171)
!179 = !DILocalVariable(name: "i", scope: !180, file: !1, line: 9, type: !20)
!180 = distinct !DILexicalBlock(scope: !171, file: !1, line: 9, column: 5)
!181 = !DILocation(line: 9, column: 14, scope: !180)
!182 = !DILocation(line: 9, column: 10, scope: !180)
!183 = !DILocation(line: 9, column: 21, scope: !184)
!184 = distinct !DILexicalBlock(scope: !180, file: !1, line: 9, column: 5)
!185 = !DILocation(line: 9, column: 23, scope: !184)
!186 = !DILocation(line: 9, column: 5, scope: !180)
!187 = !DILocalVariable(name: "j", scope: !188, file: !1, line: 10, type: !20)
!188 = distinct !DILexicalBlock(scope: !184, file: !1, line: 10, column: 9)
!189 = !DILocation(line: 10, column: 18, scope: !188)
!190 = !DILocation(line: 10, column: 14, scope: !188)
!191 = !DILocation(line: 10, column: 25, scope: !192)
!192 = distinct !DILexicalBlock(scope: !188, file: !1, line: 10, column: 9)
!193 = !DILocation(line: 10, column: 27, scope: !192)
!194 = !DILocation(line: 10, column: 9, scope: !188)
!195 = !DILocalVariable(name: "r", scope: !196, file: !1, line: 11, type: !20)
!196 = distinct !DILexicalBlock(scope: !192, file: !1, line: 10, column: 37)
!197 = !DILocation(line: 11, column: 17, scope: !196)
!198 = !DILocalVariable(name: "o", scope: !196, file: !1, line: 12, type: !20)
!199 = !DILocation(line: 12, column: 17, scope: !196)
!200 = !DILocation(line: 12, column: 46, scope: !196)
!201 = !DILocation(line: 12, column: 44, scope: !196)
!202 = !DILocation(line: 12, column: 52, scope: !196)
!203 = !DILocation(line: 12, column: 50, scope: !196)
!204 = !DILocation(line: 12, column: 21, scope: !196)
!205 = !DILocalVariable(name: "r2", scope: !196, file: !1, line: 13, type: !20)
!206 = !DILocation(line: 13, column: 17, scope: !196)
!207 = !DILocalVariable(name: "o2", scope: !196, file: !1, line: 14, type: !20)
!208 = !DILocation(line: 14, column: 17, scope: !196)
!209 = !DILocation(line: 14, column: 47, scope: !196)
!210 = !DILocation(line: 14, column: 45, scope: !196)
!211 = !DILocation(line: 14, column: 53, scope: !196)
!212 = !DILocation(line: 14, column: 51, scope: !196)
!213 = !DILocation(line: 14, column: 22, scope: !196)
!214 = !DILocation(line: 15, column: 63, scope: !196)
!215 = !DILocation(line: 15, column: 61, scope: !196)
!216 = !DILocation(line: 15, column: 69, scope: !196)
!217 = !DILocation(line: 15, column: 67, scope: !196)
!218 = !DILocation(line: 15, column: 73, scope: !196)
!219 = !DILocation(line: 15, column: 76, scope: !196)
!220 = !DILocation(line: 15, column: 81, scope: !196)
!221 = !DILocation(line: 15, column: 79, scope: !196)
!222 = !DILocation(line: 15, column: 87, scope: !196)
!223 = !DILocation(line: 15, column: 85, scope: !196)
!224 = !DILocation(line: 15, column: 91, scope: !196)
!225 = !DILocation(line: 16, column: 20, scope: !196)
!226 = !DILocation(line: 15, column: 13, scope: !196)
!227 = !DILocation(line: 17, column: 9, scope: !196)
!228 = !DILocation(line: 10, column: 33, scope: !192)
!229 = !DILocation(line: 10, column: 9, scope: !192)
!230 = distinct !{!230, !194, !231, !138}
!231 = !DILocation(line: 17, column: 9, scope: !188)
!232 = !DILocation(line: 9, column: 29, scope: !184)
!233 = !DILocation(line: 9, column: 5, scope: !184)
!234 = distinct !{!234, !186, !235, !138}
!235 = !DILocation(line: 17, column: 9, scope: !180)
!236 = !DILocation(line: 18, column: 1, scope: !171)
!237 = distinct !DISubprogram(name: "mul_cases", scope: !1, file: !1, line: 20, type: !172, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!238 = !DILocalVariable(name: "v", scope: !237, file: !1, line: 21, type: !239)
!239 = !DICompositeType(tag: DW_TAG_array_type, baseType: !240, size: 512, elements: !241)
!240 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!241 = !{!242}
!242 = !DISubrange(count: 8)
!243 = !DILocation(line: 21, column: 15, scope: !237)
!244 = !DILocalVariable(name: "i", scope: !245, file: !1, line: 22, type: !20)
!245 = distinct !DILexicalBlock(scope: !237, file: !1, line: 22, column: 5)
!246 = !DILocation(line: 22, column: 14, scope: !245)
!247 = !DILocation(line: 22, column: 10, scope: !245)
!248 = !DILocation(line: 22, column: 21, scope: !249)
!249 = distinct !DILexicalBlock(scope: !245, file: !1, line: 22, column: 5)
!250 = !DILocation(line: 22, column: 23, scope: !249)
!251 = !DILocation(line: 22, column: 5, scope: !245)
!252 = !DILocalVariable(name: "j", scope: !253, file: !1, line: 23, type: !20)
!253 = distinct !DILexicalBlock(scope: !249, file: !1, line: 23, column: 9)
!254 = !DILocation(line: 23, column: 18, scope: !253)
!255 = !DILocation(line: 23, column: 22, scope: !253)
!256 = !DILocation(line: 23, column: 14, scope: !253)
!257 = !DILocation(line: 23, column: 25, scope: !258)
!258 = distinct !DILexicalBlock(scope: !253, file: !1, line: 23, column: 9)
!259 = !DILocation(line: 23, column: 27, scope: !258)
!260 = !DILocation(line: 23, column: 9, scope: !253)
!261 = !DILocalVariable(name: "r", scope: !262, file: !1, line: 24, type: !240)
!262 = distinct !DILexicalBlock(scope: !258, file: !1, line: 23, column: 37)
!263 = !DILocation(line: 24, column: 23, scope: !262)
!264 = !DILocalVariable(name: "o", scope: !262, file: !1, line: 25, type: !20)
!265 = !DILocation(line: 25, column: 17, scope: !262)
!266 = !DILocation(line: 25, column: 46, scope: !262)
!267 = !DILocation(line: 25, column: 44, scope: !262)
!268 = !DILocation(line: 25, column: 52, scope: !262)
!269 = !DILocation(line: 25, column: 50, scope: !262)
!270 = !DILocation(line: 25, column: 21, scope: !262)
!271 = !DILocation(line: 26, column: 50, scope: !262)
!272 = !DILocation(line: 26, column: 48, scope: !262)
!273 = !DILocation(line: 26, column: 56, scope: !262)
!274 = !DILocation(line: 26, column: 54, scope: !262)
!275 = !DILocation(line: 26, column: 60, scope: !262)
!276 = !DILocation(line: 26, column: 63, scope: !262)
!277 = !DILocation(line: 26, column: 13, scope: !262)
!278 = !DILocation(line: 27, column: 9, scope: !262)
!279 = !DILocation(line: 23, column: 33, scope: !258)
!280 = !DILocation(line: 23, column: 9, scope: !258)
!281 = distinct !{!281, !260, !282, !138}
!282 = !DILocation(line: 27, column: 9, scope: !253)
!283 = !DILocation(line: 22, column: 29, scope: !249)
!284 = !DILocation(line: 22, column: 5, scope: !249)
!285 = distinct !{!285, !251, !286, !138}
!286 = !DILocation(line: 27, column: 9, scope: !245)
!287 = !DILocation(line: 28, column: 1, scope: !237)
