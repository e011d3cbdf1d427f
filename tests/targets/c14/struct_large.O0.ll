; ModuleID = 'struct_large.c'
source_filename = "struct_large.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.matrix4 = type { [4 x [4 x double]] }
%struct.record = type { [24 x i8], i32, [10 x i16], i64, double }
%struct.block = type { [256 x i8], i32 }

@.str = private unnamed_addr constant [11 x i8] c"identity*b\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"b^5\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"alice\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"bob\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"carol\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"dave\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"eve\00", align 1
@.str.7 = private unnamed_addr constant [48 x i8] c"%-6s id=%d total=%ld avg=%.1f first=%d last=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [43 x i8] c"after swap: %s %s, same bytes as copy: %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [13 x i8] c"best %s %ld\0A\00", align 1
@.str.10 = private unnamed_addr constant [44 x i8] c"b1 checksum %u ok %u, b2 checksum %u ok %u\0A\00", align 1
@.str.11 = private unnamed_addr constant [47 x i8] c"xor checksum %u ok %u, data[0..4] %u %u %u %u\0A\00", align 1
@.str.12 = private unnamed_addr constant [26 x i8] c"round trip equals b1: %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [41 x i8] c"sizes: matrix4=%zu record=%zu block=%zu\0A\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"%s:\0A\00", align 1
@.str.15 = private unnamed_addr constant [31 x i8] c"  %10.3f %10.3f %10.3f %10.3f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !13 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.matrix4, align 8
  %3 = alloca %struct.matrix4, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.matrix4, align 8
  %7 = alloca %struct.matrix4, align 8
  %8 = alloca i32, align 4
  %9 = alloca %struct.matrix4, align 8
  %10 = alloca [5 x %struct.record], align 16
  %11 = alloca [5 x i8*], align 16
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca %struct.record, align 8
  %15 = alloca i32, align 4
  %16 = alloca %struct.record, align 8
  %17 = alloca %struct.record, align 8
  %18 = alloca i32, align 4
  %19 = alloca %struct.block, align 8
  %20 = alloca %struct.block, align 8
  %21 = alloca %struct.block, align 8
  %22 = alloca %struct.block, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata %struct.matrix4* %2, metadata !18, metadata !DIExpression()), !dbg !26
  call void @mat_identity(%struct.matrix4* sret(%struct.matrix4) align 8 %2), !dbg !27
  call void @llvm.dbg.declare(metadata %struct.matrix4* %3, metadata !28, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.declare(metadata i32* %4, metadata !30, metadata !DIExpression()), !dbg !32
  store i32 0, i32* %4, align 4, !dbg !32
  br label %23, !dbg !33

23:                                               ; preds = %56, %0
  %24 = load i32, i32* %4, align 4, !dbg !34
  %25 = icmp slt i32 %24, 4, !dbg !36
  br i1 %25, label %26, label %59, !dbg !37

26:                                               ; preds = %23
  call void @llvm.dbg.declare(metadata i32* %5, metadata !38, metadata !DIExpression()), !dbg !40
  store i32 0, i32* %5, align 4, !dbg !40
  br label %27, !dbg !41

27:                                               ; preds = %52, %26
  %28 = load i32, i32* %5, align 4, !dbg !42
  %29 = icmp slt i32 %28, 4, !dbg !44
  br i1 %29, label %30, label %55, !dbg !45

30:                                               ; preds = %27
  %31 = load i32, i32* %4, align 4, !dbg !46
  %32 = add nsw i32 %31, 1, !dbg !47
  %33 = sitofp i32 %32 to double, !dbg !48
  %34 = load i32, i32* %5, align 4, !dbg !49
  %35 = sitofp i32 %34 to double, !dbg !49
  %36 = fmul double %35, 2.500000e-01, !dbg !50
  %37 = fneg double %36, !dbg !51
  %38 = call double @llvm.fmuladd.f64(double %33, double 5.000000e-01, double %37), !dbg !51
  %39 = load i32, i32* %4, align 4, !dbg !52
  %40 = load i32, i32* %5, align 4, !dbg !53
  %41 = icmp eq i32 %39, %40, !dbg !54
  %42 = zext i1 %41 to i32, !dbg !54
  %43 = sitofp i32 %42 to double, !dbg !55
  %44 = fadd double %38, %43, !dbg !56
  %45 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %3, i32 0, i32 0, !dbg !57
  %46 = load i32, i32* %4, align 4, !dbg !58
  %47 = sext i32 %46 to i64, !dbg !59
  %48 = getelementptr inbounds [4 x [4 x double]], [4 x [4 x double]]* %45, i64 0, i64 %47, !dbg !59
  %49 = load i32, i32* %5, align 4, !dbg !60
  %50 = sext i32 %49 to i64, !dbg !59
  %51 = getelementptr inbounds [4 x double], [4 x double]* %48, i64 0, i64 %50, !dbg !59
  store double %44, double* %51, align 8, !dbg !61
  br label %52, !dbg !59

52:                                               ; preds = %30
  %53 = load i32, i32* %5, align 4, !dbg !62
  %54 = add nsw i32 %53, 1, !dbg !62
  store i32 %54, i32* %5, align 4, !dbg !62
  br label %27, !dbg !63, !llvm.loop !64

55:                                               ; preds = %27
  br label %56, !dbg !65

56:                                               ; preds = %55
  %57 = load i32, i32* %4, align 4, !dbg !67
  %58 = add nsw i32 %57, 1, !dbg !67
  store i32 %58, i32* %4, align 4, !dbg !67
  br label %23, !dbg !68, !llvm.loop !69

59:                                               ; preds = %23
  call void @mat_mul(%struct.matrix4* sret(%struct.matrix4) align 8 %6, %struct.matrix4* noundef byval(%struct.matrix4) align 8 %2, %struct.matrix4* noundef byval(%struct.matrix4) align 8 %3), !dbg !71
  call void @mat_print(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), %struct.matrix4* noundef byval(%struct.matrix4) align 8 %6), !dbg !72
  call void @llvm.dbg.declare(metadata %struct.matrix4* %7, metadata !73, metadata !DIExpression()), !dbg !74
  %60 = bitcast %struct.matrix4* %7 to i8*, !dbg !75
  %61 = bitcast %struct.matrix4* %3 to i8*, !dbg !75
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %60, i8* align 8 %61, i64 128, i1 false), !dbg !75
  call void @llvm.dbg.declare(metadata i32* %8, metadata !76, metadata !DIExpression()), !dbg !78
  store i32 0, i32* %8, align 4, !dbg !78
  br label %62, !dbg !79

62:                                               ; preds = %68, %59
  %63 = load i32, i32* %8, align 4, !dbg !80
  %64 = icmp slt i32 %63, 4, !dbg !82
  br i1 %64, label %65, label %71, !dbg !83

65:                                               ; preds = %62
  call void @mat_mul(%struct.matrix4* sret(%struct.matrix4) align 8 %9, %struct.matrix4* noundef byval(%struct.matrix4) align 8 %7, %struct.matrix4* noundef byval(%struct.matrix4) align 8 %3), !dbg !84
  %66 = bitcast %struct.matrix4* %7 to i8*, !dbg !84
  %67 = bitcast %struct.matrix4* %9 to i8*, !dbg !84
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %66, i8* align 8 %67, i64 128, i1 false), !dbg !84
  br label %68, !dbg !85

68:                                               ; preds = %65
  %69 = load i32, i32* %8, align 4, !dbg !86
  %70 = add nsw i32 %69, 1, !dbg !86
  store i32 %70, i32* %8, align 4, !dbg !86
  br label %62, !dbg !87, !llvm.loop !88

71:                                               ; preds = %62
  call void @mat_print(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), %struct.matrix4* noundef byval(%struct.matrix4) align 8 %7), !dbg !90
  call void @llvm.dbg.declare(metadata [5 x %struct.record]* %10, metadata !91, metadata !DIExpression()), !dbg !110
  %72 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %10, i64 0, i64 0, !dbg !111
  %73 = bitcast %struct.record* %72 to i8*, !dbg !111
  call void @llvm.memset.p0i8.i64(i8* align 16 %73, i8 0, i64 320, i1 false), !dbg !111
  call void @llvm.dbg.declare(metadata [5 x i8*]* %11, metadata !112, metadata !DIExpression()), !dbg !116
  %74 = bitcast [5 x i8*]* %11 to i8*, !dbg !116
  call void @llvm.memset.p0i8.i64(i8* align 16 %74, i8 0, i64 40, i1 false), !dbg !116
  %75 = bitcast i8* %74 to [5 x i8*]*, !dbg !116
  %76 = getelementptr inbounds [5 x i8*], [5 x i8*]* %75, i32 0, i32 0, !dbg !116
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i32 0, i32 0), i8** %76, align 16, !dbg !116
  %77 = getelementptr inbounds [5 x i8*], [5 x i8*]* %75, i32 0, i32 1, !dbg !116
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i32 0, i32 0), i8** %77, align 8, !dbg !116
  %78 = getelementptr inbounds [5 x i8*], [5 x i8*]* %75, i32 0, i32 2, !dbg !116
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i32 0, i32 0), i8** %78, align 16, !dbg !116
  %79 = getelementptr inbounds [5 x i8*], [5 x i8*]* %75, i32 0, i32 3, !dbg !116
  store i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i32 0, i32 0), i8** %79, align 8, !dbg !116
  %80 = getelementptr inbounds [5 x i8*], [5 x i8*]* %75, i32 0, i32 4, !dbg !116
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8** %80, align 16, !dbg !116
  call void @llvm.dbg.declare(metadata i32* %12, metadata !117, metadata !DIExpression()), !dbg !119
  store i32 0, i32* %12, align 4, !dbg !119
  br label %81, !dbg !120

81:                                               ; preds = %132, %71
  %82 = load i32, i32* %12, align 4, !dbg !121
  %83 = icmp slt i32 %82, 5, !dbg !123
  br i1 %83, label %84, label %135, !dbg !124

84:                                               ; preds = %81
  %85 = load i32, i32* %12, align 4, !dbg !125
  %86 = sext i32 %85 to i64, !dbg !127
  %87 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %10, i64 0, i64 %86, !dbg !127
  %88 = getelementptr inbounds %struct.record, %struct.record* %87, i32 0, i32 0, !dbg !128
  %89 = getelementptr inbounds [24 x i8], [24 x i8]* %88, i64 0, i64 0, !dbg !127
  %90 = load i32, i32* %12, align 4, !dbg !129
  %91 = sext i32 %90 to i64, !dbg !130
  %92 = getelementptr inbounds [5 x i8*], [5 x i8*]* %11, i64 0, i64 %91, !dbg !130
  %93 = load i8*, i8** %92, align 8, !dbg !130
  %94 = call i8* @strcpy(i8* noundef %89, i8* noundef %93) #7, !dbg !131
  %95 = load i32, i32* %12, align 4, !dbg !132
  %96 = add nsw i32 100, %95, !dbg !133
  %97 = load i32, i32* %12, align 4, !dbg !134
  %98 = sext i32 %97 to i64, !dbg !135
  %99 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %10, i64 0, i64 %98, !dbg !135
  %100 = getelementptr inbounds %struct.record, %struct.record* %99, i32 0, i32 1, !dbg !136
  store i32 %96, i32* %100, align 8, !dbg !137
  call void @llvm.dbg.declare(metadata i32* %13, metadata !138, metadata !DIExpression()), !dbg !140
  store i32 0, i32* %13, align 4, !dbg !140
  br label %101, !dbg !141

101:                                              ; preds = %120, %84
  %102 = load i32, i32* %13, align 4, !dbg !142
  %103 = icmp slt i32 %102, 10, !dbg !144
  br i1 %103, label %104, label %123, !dbg !145

104:                                              ; preds = %101
  %105 = load i32, i32* %12, align 4, !dbg !146
  %106 = mul nsw i32 %105, 17, !dbg !147
  %107 = load i32, i32* %13, align 4, !dbg !148
  %108 = mul nsw i32 %107, 13, !dbg !149
  %109 = add nsw i32 %106, %108, !dbg !150
  %110 = srem i32 %109, 50, !dbg !151
  %111 = add nsw i32 %110, 50, !dbg !152
  %112 = trunc i32 %111 to i16, !dbg !153
  %113 = load i32, i32* %12, align 4, !dbg !154
  %114 = sext i32 %113 to i64, !dbg !155
  %115 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %10, i64 0, i64 %114, !dbg !155
  %116 = getelementptr inbounds %struct.record, %struct.record* %115, i32 0, i32 2, !dbg !156
  %117 = load i32, i32* %13, align 4, !dbg !157
  %118 = sext i32 %117 to i64, !dbg !155
  %119 = getelementptr inbounds [10 x i16], [10 x i16]* %116, i64 0, i64 %118, !dbg !155
  store i16 %112, i16* %119, align 2, !dbg !158
  br label %120, !dbg !155

120:                                              ; preds = %104
  %121 = load i32, i32* %13, align 4, !dbg !159
  %122 = add nsw i32 %121, 1, !dbg !159
  store i32 %122, i32* %13, align 4, !dbg !159
  br label %101, !dbg !160, !llvm.loop !161

123:                                              ; preds = %101
  %124 = load i32, i32* %12, align 4, !dbg !163
  %125 = sext i32 %124 to i64, !dbg !164
  %126 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %10, i64 0, i64 %125, !dbg !164
  %127 = load i32, i32* %12, align 4, !dbg !165
  %128 = sext i32 %127 to i64, !dbg !166
  %129 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %10, i64 0, i64 %128, !dbg !166
  call void @rec_finish(%struct.record* sret(%struct.record) align 8 %14, %struct.record* noundef byval(%struct.record) align 8 %129), !dbg !167
  %130 = bitcast %struct.record* %126 to i8*, !dbg !167
  %131 = bitcast %struct.record* %14 to i8*, !dbg !167
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %130, i8* align 8 %131, i64 64, i1 false), !dbg !167
  br label %132, !dbg !168

132:                                              ; preds = %123
  %133 = load i32, i32* %12, align 4, !dbg !169
  %134 = add nsw i32 %133, 1, !dbg !169
  store i32 %134, i32* %12, align 4, !dbg !169
  br label %81, !dbg !170, !llvm.loop !171

135:                                              ; preds = %81
  call void @llvm.dbg.declare(metadata i32* %15, metadata !173, metadata !DIExpression()), !dbg !175
  store i32 0, i32* %15, align 4, !dbg !175
  br label %136, !dbg !176

136:                                              ; preds = %175, %135
  %137 = load i32, i32* %15, align 4, !dbg !177
  %138 = icmp slt i32 %137, 5, !dbg !179
  br i1 %138, label %139, label %178, !dbg !180

139:                                              ; preds = %136
  %140 = load i32, i32* %15, align 4, !dbg !181
  %141 = sext i32 %140 to i64, !dbg !182
  %142 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %10, i64 0, i64 %141, !dbg !182
  %143 = getelementptr inbounds %struct.record, %struct.record* %142, i32 0, i32 0, !dbg !183
  %144 = getelementptr inbounds [24 x i8], [24 x i8]* %143, i64 0, i64 0, !dbg !182
  %145 = load i32, i32* %15, align 4, !dbg !184
  %146 = sext i32 %145 to i64, !dbg !185
  %147 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %10, i64 0, i64 %146, !dbg !185
  %148 = getelementptr inbounds %struct.record, %struct.record* %147, i32 0, i32 1, !dbg !186
  %149 = load i32, i32* %148, align 8, !dbg !186
  %150 = load i32, i32* %15, align 4, !dbg !187
  %151 = sext i32 %150 to i64, !dbg !188
  %152 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %10, i64 0, i64 %151, !dbg !188
  %153 = getelementptr inbounds %struct.record, %struct.record* %152, i32 0, i32 3, !dbg !189
  %154 = load i64, i64* %153, align 16, !dbg !189
  %155 = load i32, i32* %15, align 4, !dbg !190
  %156 = sext i32 %155 to i64, !dbg !191
  %157 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %10, i64 0, i64 %156, !dbg !191
  %158 = getelementptr inbounds %struct.record, %struct.record* %157, i32 0, i32 4, !dbg !192
  %159 = load double, double* %158, align 8, !dbg !192
  %160 = load i32, i32* %15, align 4, !dbg !193
  %161 = sext i32 %160 to i64, !dbg !194
  %162 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %10, i64 0, i64 %161, !dbg !194
  %163 = getelementptr inbounds %struct.record, %struct.record* %162, i32 0, i32 2, !dbg !195
  %164 = getelementptr inbounds [10 x i16], [10 x i16]* %163, i64 0, i64 0, !dbg !194
  %165 = load i16, i16* %164, align 4, !dbg !194
  %166 = sext i16 %165 to i32, !dbg !194
  %167 = load i32, i32* %15, align 4, !dbg !196
  %168 = sext i32 %167 to i64, !dbg !197
  %169 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %10, i64 0, i64 %168, !dbg !197
  %170 = getelementptr inbounds %struct.record, %struct.record* %169, i32 0, i32 2, !dbg !198
  %171 = getelementptr inbounds [10 x i16], [10 x i16]* %170, i64 0, i64 9, !dbg !197
  %172 = load i16, i16* %171, align 2, !dbg !197
  %173 = sext i16 %172 to i32, !dbg !197
  %174 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([48 x i8], [48 x i8]* @.str.7, i64 0, i64 0), i8* noundef %144, i32 noundef %149, i64 noundef %154, double noundef %159, i32 noundef %166, i32 noundef %173), !dbg !199
  br label %175, !dbg !199

175:                                              ; preds = %139
  %176 = load i32, i32* %15, align 4, !dbg !200
  %177 = add nsw i32 %176, 1, !dbg !200
  store i32 %177, i32* %15, align 4, !dbg !200
  br label %136, !dbg !201, !llvm.loop !202

178:                                              ; preds = %136
  call void @llvm.dbg.declare(metadata %struct.record* %16, metadata !204, metadata !DIExpression()), !dbg !205
  %179 = bitcast %struct.record* %16 to i8*, !dbg !206
  %180 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %10, i64 0, i64 0, !dbg !207
  %181 = bitcast %struct.record* %180 to i8*, !dbg !206
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %179, i8* align 16 %181, i64 64, i1 false), !dbg !206
  %182 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %10, i64 0, i64 0, !dbg !208
  %183 = bitcast %struct.record* %182 to i8*, !dbg !209
  %184 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %10, i64 0, i64 4, !dbg !210
  %185 = bitcast %struct.record* %184 to i8*, !dbg !209
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %183, i8* align 16 %185, i64 64, i1 false), !dbg !209
  %186 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %10, i64 0, i64 4, !dbg !211
  %187 = bitcast %struct.record* %186 to i8*, !dbg !212
  %188 = bitcast %struct.record* %16 to i8*, !dbg !212
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %187, i8* align 8 %188, i64 64, i1 false), !dbg !212
  %189 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %10, i64 0, i64 0, !dbg !213
  %190 = getelementptr inbounds %struct.record, %struct.record* %189, i32 0, i32 0, !dbg !214
  %191 = getelementptr inbounds [24 x i8], [24 x i8]* %190, i64 0, i64 0, !dbg !213
  %192 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %10, i64 0, i64 4, !dbg !215
  %193 = getelementptr inbounds %struct.record, %struct.record* %192, i32 0, i32 0, !dbg !216
  %194 = getelementptr inbounds [24 x i8], [24 x i8]* %193, i64 0, i64 0, !dbg !215
  %195 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %10, i64 0, i64 4, !dbg !217
  %196 = bitcast %struct.record* %195 to i8*, !dbg !218
  %197 = bitcast %struct.record* %16 to i8*, !dbg !219
  %198 = call i32 @memcmp(i8* noundef %196, i8* noundef %197, i64 noundef 64) #8, !dbg !220
  %199 = icmp eq i32 %198, 0, !dbg !221
  %200 = zext i1 %199 to i32, !dbg !221
  %201 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([43 x i8], [43 x i8]* @.str.8, i64 0, i64 0), i8* noundef %191, i8* noundef %194, i32 noundef %200), !dbg !222
  call void @llvm.dbg.declare(metadata %struct.record* %17, metadata !223, metadata !DIExpression()), !dbg !224
  %202 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %10, i64 0, i64 0, !dbg !225
  %203 = bitcast %struct.record* %17 to i8*, !dbg !225
  %204 = bitcast %struct.record* %202 to i8*, !dbg !225
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %203, i8* align 16 %204, i64 64, i1 false), !dbg !225
  call void @llvm.dbg.declare(metadata i32* %18, metadata !226, metadata !DIExpression()), !dbg !228
  store i32 1, i32* %18, align 4, !dbg !228
  br label %205, !dbg !229

205:                                              ; preds = %224, %178
  %206 = load i32, i32* %18, align 4, !dbg !230
  %207 = icmp slt i32 %206, 5, !dbg !232
  br i1 %207, label %208, label %227, !dbg !233

208:                                              ; preds = %205
  %209 = load i32, i32* %18, align 4, !dbg !234
  %210 = sext i32 %209 to i64, !dbg !236
  %211 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %10, i64 0, i64 %210, !dbg !236
  %212 = getelementptr inbounds %struct.record, %struct.record* %211, i32 0, i32 3, !dbg !237
  %213 = load i64, i64* %212, align 16, !dbg !237
  %214 = getelementptr inbounds %struct.record, %struct.record* %17, i32 0, i32 3, !dbg !238
  %215 = load i64, i64* %214, align 8, !dbg !238
  %216 = icmp sgt i64 %213, %215, !dbg !239
  br i1 %216, label %217, label %223, !dbg !240

217:                                              ; preds = %208
  %218 = load i32, i32* %18, align 4, !dbg !241
  %219 = sext i32 %218 to i64, !dbg !242
  %220 = getelementptr inbounds [5 x %struct.record], [5 x %struct.record]* %10, i64 0, i64 %219, !dbg !242
  %221 = bitcast %struct.record* %17 to i8*, !dbg !242
  %222 = bitcast %struct.record* %220 to i8*, !dbg !242
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %221, i8* align 16 %222, i64 64, i1 false), !dbg !242
  br label %223, !dbg !243

223:                                              ; preds = %217, %208
  br label %224, !dbg !238

224:                                              ; preds = %223
  %225 = load i32, i32* %18, align 4, !dbg !244
  %226 = add nsw i32 %225, 1, !dbg !244
  store i32 %226, i32* %18, align 4, !dbg !244
  br label %205, !dbg !245, !llvm.loop !246

227:                                              ; preds = %205
  %228 = getelementptr inbounds %struct.record, %struct.record* %17, i32 0, i32 0, !dbg !248
  %229 = getelementptr inbounds [24 x i8], [24 x i8]* %228, i64 0, i64 0, !dbg !249
  %230 = getelementptr inbounds %struct.record, %struct.record* %17, i32 0, i32 3, !dbg !250
  %231 = load i64, i64* %230, align 8, !dbg !250
  %232 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.9, i64 0, i64 0), i8* noundef %229, i64 noundef %231), !dbg !251
  call void @llvm.dbg.declare(metadata %struct.block* %19, metadata !252, metadata !DIExpression()), !dbg !261
  call void @block_fill(%struct.block* sret(%struct.block) align 4 %19, i32 noundef 1), !dbg !262
  call void @llvm.dbg.declare(metadata %struct.block* %20, metadata !263, metadata !DIExpression()), !dbg !264
  call void @block_fill(%struct.block* sret(%struct.block) align 4 %20, i32 noundef 2), !dbg !265
  %233 = getelementptr inbounds %struct.block, %struct.block* %19, i32 0, i32 1, !dbg !266
  %234 = load i32, i32* %233, align 4, !dbg !266
  %235 = call i32 @block_verify(%struct.block* noundef byval(%struct.block) align 8 %19), !dbg !267
  %236 = getelementptr inbounds %struct.block, %struct.block* %20, i32 0, i32 1, !dbg !268
  %237 = load i32, i32* %236, align 4, !dbg !268
  %238 = call i32 @block_verify(%struct.block* noundef byval(%struct.block) align 8 %20), !dbg !269
  %239 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @.str.10, i64 0, i64 0), i32 noundef %234, i32 noundef %235, i32 noundef %237, i32 noundef %238), !dbg !270
  call void @llvm.dbg.declare(metadata %struct.block* %21, metadata !271, metadata !DIExpression()), !dbg !272
  call void @block_xor(%struct.block* sret(%struct.block) align 4 %21, %struct.block* noundef byval(%struct.block) align 8 %19, %struct.block* noundef byval(%struct.block) align 8 %20), !dbg !273
  %240 = getelementptr inbounds %struct.block, %struct.block* %21, i32 0, i32 1, !dbg !274
  %241 = load i32, i32* %240, align 4, !dbg !274
  %242 = call i32 @block_verify(%struct.block* noundef byval(%struct.block) align 8 %21), !dbg !275
  %243 = getelementptr inbounds %struct.block, %struct.block* %21, i32 0, i32 0, !dbg !276
  %244 = getelementptr inbounds [256 x i8], [256 x i8]* %243, i64 0, i64 0, !dbg !277
  %245 = load i8, i8* %244, align 4, !dbg !277
  %246 = zext i8 %245 to i32, !dbg !277
  %247 = getelementptr inbounds %struct.block, %struct.block* %21, i32 0, i32 0, !dbg !278
  %248 = getelementptr inbounds [256 x i8], [256 x i8]* %247, i64 0, i64 1, !dbg !279
  %249 = load i8, i8* %248, align 1, !dbg !279
  %250 = zext i8 %249 to i32, !dbg !279
  %251 = getelementptr inbounds %struct.block, %struct.block* %21, i32 0, i32 0, !dbg !280
  %252 = getelementptr inbounds [256 x i8], [256 x i8]* %251, i64 0, i64 2, !dbg !281
  %253 = load i8, i8* %252, align 2, !dbg !281
  %254 = zext i8 %253 to i32, !dbg !281
  %255 = getelementptr inbounds %struct.block, %struct.block* %21, i32 0, i32 0, !dbg !282
  %256 = getelementptr inbounds [256 x i8], [256 x i8]* %255, i64 0, i64 3, !dbg !283
  %257 = load i8, i8* %256, align 1, !dbg !283
  %258 = zext i8 %257 to i32, !dbg !283
  %259 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([47 x i8], [47 x i8]* @.str.11, i64 0, i64 0), i32 noundef %241, i32 noundef %242, i32 noundef %246, i32 noundef %250, i32 noundef %254, i32 noundef %258), !dbg !284
  call void @llvm.dbg.declare(metadata %struct.block* %22, metadata !285, metadata !DIExpression()), !dbg !286
  call void @block_xor(%struct.block* sret(%struct.block) align 4 %22, %struct.block* noundef byval(%struct.block) align 8 %21, %struct.block* noundef byval(%struct.block) align 8 %20), !dbg !287
  %260 = getelementptr inbounds %struct.block, %struct.block* %22, i32 0, i32 0, !dbg !288
  %261 = getelementptr inbounds [256 x i8], [256 x i8]* %260, i64 0, i64 0, !dbg !289
  %262 = getelementptr inbounds %struct.block, %struct.block* %19, i32 0, i32 0, !dbg !290
  %263 = getelementptr inbounds [256 x i8], [256 x i8]* %262, i64 0, i64 0, !dbg !291
  %264 = call i32 @memcmp(i8* noundef %261, i8* noundef %263, i64 noundef 256) #8, !dbg !292
  %265 = icmp eq i32 %264, 0, !dbg !293
  %266 = zext i1 %265 to i32, !dbg !293
  %267 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.12, i64 0, i64 0), i32 noundef %266), !dbg !294
  %268 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([41 x i8], [41 x i8]* @.str.13, i64 0, i64 0), i64 noundef 128, i64 noundef 64, i64 noundef 260), !dbg !295
  ret i32 0, !dbg !296
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mat_identity(%struct.matrix4* noalias sret(%struct.matrix4) align 8 %0) #0 !dbg !297 {
  %2 = alloca i32, align 4
  call void @llvm.dbg.declare(metadata %struct.matrix4* %0, metadata !300, metadata !DIExpression()), !dbg !301
  %3 = bitcast %struct.matrix4* %0 to i8*, !dbg !302
  call void @llvm.memset.p0i8.i64(i8* align 8 %3, i8 0, i64 128, i1 false), !dbg !302
  call void @llvm.dbg.declare(metadata i32* %2, metadata !303, metadata !DIExpression()), !dbg !305
  store i32 0, i32* %2, align 4, !dbg !305
  br label %4, !dbg !306

4:                                                ; preds = %15, %1
  %5 = load i32, i32* %2, align 4, !dbg !307
  %6 = icmp slt i32 %5, 4, !dbg !309
  br i1 %6, label %7, label %18, !dbg !310

7:                                                ; preds = %4
  %8 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %0, i32 0, i32 0, !dbg !311
  %9 = load i32, i32* %2, align 4, !dbg !312
  %10 = sext i32 %9 to i64, !dbg !313
  %11 = getelementptr inbounds [4 x [4 x double]], [4 x [4 x double]]* %8, i64 0, i64 %10, !dbg !313
  %12 = load i32, i32* %2, align 4, !dbg !314
  %13 = sext i32 %12 to i64, !dbg !313
  %14 = getelementptr inbounds [4 x double], [4 x double]* %11, i64 0, i64 %13, !dbg !313
  store double 1.000000e+00, double* %14, align 8, !dbg !315
  br label %15, !dbg !313

15:                                               ; preds = %7
  %16 = load i32, i32* %2, align 4, !dbg !316
  %17 = add nsw i32 %16, 1, !dbg !316
  store i32 %17, i32* %2, align 4, !dbg !316
  br label %4, !dbg !317, !llvm.loop !318

18:                                               ; preds = %4
  ret void, !dbg !320
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mat_print(i8* noundef %0, %struct.matrix4* noundef byval(%struct.matrix4) align 8 %1) #0 !dbg !321 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i8* %0, i8** %3, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !324, metadata !DIExpression()), !dbg !325
  call void @llvm.dbg.declare(metadata %struct.matrix4* %1, metadata !326, metadata !DIExpression()), !dbg !327
  %5 = load i8*, i8** %3, align 8, !dbg !328
  %6 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i64 0, i64 0), i8* noundef %5), !dbg !329
  call void @llvm.dbg.declare(metadata i32* %4, metadata !330, metadata !DIExpression()), !dbg !332
  store i32 0, i32* %4, align 4, !dbg !332
  br label %7, !dbg !333

7:                                                ; preds = %36, %2
  %8 = load i32, i32* %4, align 4, !dbg !334
  %9 = icmp slt i32 %8, 4, !dbg !336
  br i1 %9, label %10, label %39, !dbg !337

10:                                               ; preds = %7
  %11 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %1, i32 0, i32 0, !dbg !338
  %12 = load i32, i32* %4, align 4, !dbg !339
  %13 = sext i32 %12 to i64, !dbg !340
  %14 = getelementptr inbounds [4 x [4 x double]], [4 x [4 x double]]* %11, i64 0, i64 %13, !dbg !340
  %15 = getelementptr inbounds [4 x double], [4 x double]* %14, i64 0, i64 0, !dbg !340
  %16 = load double, double* %15, align 8, !dbg !340
  %17 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %1, i32 0, i32 0, !dbg !341
  %18 = load i32, i32* %4, align 4, !dbg !342
  %19 = sext i32 %18 to i64, !dbg !343
  %20 = getelementptr inbounds [4 x [4 x double]], [4 x [4 x double]]* %17, i64 0, i64 %19, !dbg !343
  %21 = getelementptr inbounds [4 x double], [4 x double]* %20, i64 0, i64 1, !dbg !343
  %22 = load double, double* %21, align 8, !dbg !343
  %23 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %1, i32 0, i32 0, !dbg !344
  %24 = load i32, i32* %4, align 4, !dbg !345
  %25 = sext i32 %24 to i64, !dbg !346
  %26 = getelementptr inbounds [4 x [4 x double]], [4 x [4 x double]]* %23, i64 0, i64 %25, !dbg !346
  %27 = getelementptr inbounds [4 x double], [4 x double]* %26, i64 0, i64 2, !dbg !346
  %28 = load double, double* %27, align 8, !dbg !346
  %29 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %1, i32 0, i32 0, !dbg !347
  %30 = load i32, i32* %4, align 4, !dbg !348
  %31 = sext i32 %30 to i64, !dbg !349
  %32 = getelementptr inbounds [4 x [4 x double]], [4 x [4 x double]]* %29, i64 0, i64 %31, !dbg !349
  %33 = getelementptr inbounds [4 x double], [4 x double]* %32, i64 0, i64 3, !dbg !349
  %34 = load double, double* %33, align 8, !dbg !349
  %35 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.15, i64 0, i64 0), double noundef %16, double noundef %22, double noundef %28, double noundef %34), !dbg !350
  br label %36, !dbg !350

36:                                               ; preds = %10
  %37 = load i32, i32* %4, align 4, !dbg !351
  %38 = add nsw i32 %37, 1, !dbg !351
  store i32 %38, i32* %4, align 4, !dbg !351
  br label %7, !dbg !352, !llvm.loop !353

39:                                               ; preds = %7
  ret void, !dbg !355
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mat_mul(%struct.matrix4* noalias sret(%struct.matrix4) align 8 %0, %struct.matrix4* noundef byval(%struct.matrix4) align 8 %1, %struct.matrix4* noundef byval(%struct.matrix4) align 8 %2) #0 !dbg !356 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  call void @llvm.dbg.declare(metadata %struct.matrix4* %1, metadata !359, metadata !DIExpression()), !dbg !360
  call void @llvm.dbg.declare(metadata %struct.matrix4* %2, metadata !361, metadata !DIExpression()), !dbg !362
  call void @llvm.dbg.declare(metadata %struct.matrix4* %0, metadata !363, metadata !DIExpression()), !dbg !364
  call void @llvm.dbg.declare(metadata i32* %4, metadata !365, metadata !DIExpression()), !dbg !367
  store i32 0, i32* %4, align 4, !dbg !367
  br label %9, !dbg !368

9:                                                ; preds = %57, %3
  %10 = load i32, i32* %4, align 4, !dbg !369
  %11 = icmp slt i32 %10, 4, !dbg !371
  br i1 %11, label %12, label %60, !dbg !372

12:                                               ; preds = %9
  call void @llvm.dbg.declare(metadata i32* %5, metadata !373, metadata !DIExpression()), !dbg !375
  store i32 0, i32* %5, align 4, !dbg !375
  br label %13, !dbg !376

13:                                               ; preds = %53, %12
  %14 = load i32, i32* %5, align 4, !dbg !377
  %15 = icmp slt i32 %14, 4, !dbg !379
  br i1 %15, label %16, label %56, !dbg !380

16:                                               ; preds = %13
  call void @llvm.dbg.declare(metadata double* %6, metadata !381, metadata !DIExpression()), !dbg !383
  store double 0.000000e+00, double* %6, align 8, !dbg !383
  call void @llvm.dbg.declare(metadata i32* %7, metadata !384, metadata !DIExpression()), !dbg !386
  store i32 0, i32* %7, align 4, !dbg !386
  br label %17, !dbg !387

17:                                               ; preds = %41, %16
  %18 = load i32, i32* %7, align 4, !dbg !388
  %19 = icmp slt i32 %18, 4, !dbg !390
  br i1 %19, label %20, label %44, !dbg !391

20:                                               ; preds = %17
  call void @llvm.dbg.declare(metadata double* %8, metadata !392, metadata !DIExpression()), !dbg !394
  %21 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %1, i32 0, i32 0, !dbg !395
  %22 = load i32, i32* %4, align 4, !dbg !396
  %23 = sext i32 %22 to i64, !dbg !397
  %24 = getelementptr inbounds [4 x [4 x double]], [4 x [4 x double]]* %21, i64 0, i64 %23, !dbg !397
  %25 = load i32, i32* %7, align 4, !dbg !398
  %26 = sext i32 %25 to i64, !dbg !397
  %27 = getelementptr inbounds [4 x double], [4 x double]* %24, i64 0, i64 %26, !dbg !397
  %28 = load double, double* %27, align 8, !dbg !397
  %29 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %2, i32 0, i32 0, !dbg !399
  %30 = load i32, i32* %7, align 4, !dbg !400
  %31 = sext i32 %30 to i64, !dbg !401
  %32 = getelementptr inbounds [4 x [4 x double]], [4 x [4 x double]]* %29, i64 0, i64 %31, !dbg !401
  %33 = load i32, i32* %5, align 4, !dbg !402
  %34 = sext i32 %33 to i64, !dbg !401
  %35 = getelementptr inbounds [4 x double], [4 x double]* %32, i64 0, i64 %34, !dbg !401
  %36 = load double, double* %35, align 8, !dbg !401
  %37 = fmul double %28, %36, !dbg !403
  store double %37, double* %8, align 8, !dbg !394
  %38 = load double, double* %8, align 8, !dbg !404
  %39 = load double, double* %6, align 8, !dbg !405
  %40 = fadd double %39, %38, !dbg !405
  store double %40, double* %6, align 8, !dbg !405
  br label %41, !dbg !406

41:                                               ; preds = %20
  %42 = load i32, i32* %7, align 4, !dbg !407
  %43 = add nsw i32 %42, 1, !dbg !407
  store i32 %43, i32* %7, align 4, !dbg !407
  br label %17, !dbg !408, !llvm.loop !409

44:                                               ; preds = %17
  %45 = load double, double* %6, align 8, !dbg !411
  %46 = getelementptr inbounds %struct.matrix4, %struct.matrix4* %0, i32 0, i32 0, !dbg !412
  %47 = load i32, i32* %4, align 4, !dbg !413
  %48 = sext i32 %47 to i64, !dbg !414
  %49 = getelementptr inbounds [4 x [4 x double]], [4 x [4 x double]]* %46, i64 0, i64 %48, !dbg !414
  %50 = load i32, i32* %5, align 4, !dbg !415
  %51 = sext i32 %50 to i64, !dbg !414
  %52 = getelementptr inbounds [4 x double], [4 x double]* %49, i64 0, i64 %51, !dbg !414
  store double %45, double* %52, align 8, !dbg !416
  br label %53, !dbg !417

53:                                               ; preds = %44
  %54 = load i32, i32* %5, align 4, !dbg !418
  %55 = add nsw i32 %54, 1, !dbg !418
  store i32 %55, i32* %5, align 4, !dbg !418
  br label %13, !dbg !419, !llvm.loop !420

56:                                               ; preds = %13
  br label %57, !dbg !421

57:                                               ; preds = %56
  %58 = load i32, i32* %4, align 4, !dbg !422
  %59 = add nsw i32 %58, 1, !dbg !422
  store i32 %59, i32* %4, align 4, !dbg !422
  br label %9, !dbg !423, !llvm.loop !424

60:                                               ; preds = %9
  ret void, !dbg !426
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nounwind
declare i8* @strcpy(i8* noundef, i8* noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @rec_finish(%struct.record* noalias sret(%struct.record) align 8 %0, %struct.record* noundef byval(%struct.record) align 8 %1) #0 !dbg !427 {
  %3 = alloca i32, align 4
  call void @llvm.dbg.declare(metadata %struct.record* %1, metadata !430, metadata !DIExpression()), !dbg !431
  %4 = getelementptr inbounds %struct.record, %struct.record* %1, i32 0, i32 3, !dbg !432
  store i64 0, i64* %4, align 8, !dbg !433
  call void @llvm.dbg.declare(metadata i32* %3, metadata !434, metadata !DIExpression()), !dbg !436
  store i32 0, i32* %3, align 4, !dbg !436
  br label %5, !dbg !437

5:                                                ; preds = %18, %2
  %6 = load i32, i32* %3, align 4, !dbg !438
  %7 = icmp slt i32 %6, 10, !dbg !440
  br i1 %7, label %8, label %21, !dbg !441

8:                                                ; preds = %5
  %9 = getelementptr inbounds %struct.record, %struct.record* %1, i32 0, i32 2, !dbg !442
  %10 = load i32, i32* %3, align 4, !dbg !443
  %11 = sext i32 %10 to i64, !dbg !444
  %12 = getelementptr inbounds [10 x i16], [10 x i16]* %9, i64 0, i64 %11, !dbg !444
  %13 = load i16, i16* %12, align 2, !dbg !444
  %14 = sext i16 %13 to i64, !dbg !444
  %15 = getelementptr inbounds %struct.record, %struct.record* %1, i32 0, i32 3, !dbg !445
  %16 = load i64, i64* %15, align 8, !dbg !446
  %17 = add nsw i64 %16, %14, !dbg !446
  store i64 %17, i64* %15, align 8, !dbg !446
  br label %18, !dbg !447

18:                                               ; preds = %8
  %19 = load i32, i32* %3, align 4, !dbg !448
  %20 = add nsw i32 %19, 1, !dbg !448
  store i32 %20, i32* %3, align 4, !dbg !448
  br label %5, !dbg !449, !llvm.loop !450

21:                                               ; preds = %5
  %22 = getelementptr inbounds %struct.record, %struct.record* %1, i32 0, i32 3, !dbg !452
  %23 = load i64, i64* %22, align 8, !dbg !452
  %24 = sitofp i64 %23 to double, !dbg !453
  %25 = fdiv double %24, 1.000000e+01, !dbg !454
  %26 = getelementptr inbounds %struct.record, %struct.record* %1, i32 0, i32 4, !dbg !455
  store double %25, double* %26, align 8, !dbg !456
  %27 = bitcast %struct.record* %0 to i8*, !dbg !457
  %28 = bitcast %struct.record* %1 to i8*, !dbg !457
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %27, i8* align 8 %28, i64 64, i1 false), !dbg !457
  ret void, !dbg !458
}

declare i32 @printf(i8* noundef, ...) #5

; Function Attrs: nounwind readonly willreturn
declare i32 @memcmp(i8* noundef, i8* noundef, i64 noundef) #6

; Function Attrs: noinline nounwind optnone uwtable
define internal void @block_fill(%struct.block* noalias sret(%struct.block) align 4 %0, i32 noundef %1) #0 !dbg !459 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !462, metadata !DIExpression()), !dbg !463
  call void @llvm.dbg.declare(metadata %struct.block* %0, metadata !464, metadata !DIExpression()), !dbg !465
  call void @llvm.dbg.declare(metadata i32* %4, metadata !466, metadata !DIExpression()), !dbg !467
  %7 = load i32, i32* %3, align 4, !dbg !468
  store i32 %7, i32* %4, align 4, !dbg !467
  call void @llvm.dbg.declare(metadata i32* %5, metadata !469, metadata !DIExpression()), !dbg !471
  store i32 0, i32* %5, align 4, !dbg !471
  br label %8, !dbg !472

8:                                                ; preds = %22, %2
  %9 = load i32, i32* %5, align 4, !dbg !473
  %10 = icmp slt i32 %9, 256, !dbg !475
  br i1 %10, label %11, label %25, !dbg !476

11:                                               ; preds = %8
  %12 = load i32, i32* %4, align 4, !dbg !477
  %13 = mul i32 %12, 1103515245, !dbg !479
  %14 = add i32 %13, 12345, !dbg !480
  store i32 %14, i32* %4, align 4, !dbg !481
  %15 = load i32, i32* %4, align 4, !dbg !482
  %16 = lshr i32 %15, 16, !dbg !483
  %17 = trunc i32 %16 to i8, !dbg !484
  %18 = getelementptr inbounds %struct.block, %struct.block* %0, i32 0, i32 0, !dbg !485
  %19 = load i32, i32* %5, align 4, !dbg !486
  %20 = sext i32 %19 to i64, !dbg !487
  %21 = getelementptr inbounds [256 x i8], [256 x i8]* %18, i64 0, i64 %20, !dbg !487
  store i8 %17, i8* %21, align 1, !dbg !488
  br label %22, !dbg !489

22:                                               ; preds = %11
  %23 = load i32, i32* %5, align 4, !dbg !490
  %24 = add nsw i32 %23, 1, !dbg !490
  store i32 %24, i32* %5, align 4, !dbg !490
  br label %8, !dbg !491, !llvm.loop !492

25:                                               ; preds = %8
  %26 = getelementptr inbounds %struct.block, %struct.block* %0, i32 0, i32 1, !dbg !494
  store i32 0, i32* %26, align 4, !dbg !495
  call void @llvm.dbg.declare(metadata i32* %6, metadata !496, metadata !DIExpression()), !dbg !498
  store i32 0, i32* %6, align 4, !dbg !498
  br label %27, !dbg !499

27:                                               ; preds = %45, %25
  %28 = load i32, i32* %6, align 4, !dbg !500
  %29 = icmp slt i32 %28, 256, !dbg !502
  br i1 %29, label %30, label %48, !dbg !503

30:                                               ; preds = %27
  %31 = getelementptr inbounds %struct.block, %struct.block* %0, i32 0, i32 1, !dbg !504
  %32 = load i32, i32* %31, align 4, !dbg !504
  %33 = shl i32 %32, 5, !dbg !505
  %34 = getelementptr inbounds %struct.block, %struct.block* %0, i32 0, i32 1, !dbg !506
  %35 = load i32, i32* %34, align 4, !dbg !506
  %36 = add i32 %33, %35, !dbg !507
  %37 = getelementptr inbounds %struct.block, %struct.block* %0, i32 0, i32 0, !dbg !508
  %38 = load i32, i32* %6, align 4, !dbg !509
  %39 = sext i32 %38 to i64, !dbg !510
  %40 = getelementptr inbounds [256 x i8], [256 x i8]* %37, i64 0, i64 %39, !dbg !510
  %41 = load i8, i8* %40, align 1, !dbg !510
  %42 = zext i8 %41 to i32, !dbg !510
  %43 = add i32 %36, %42, !dbg !511
  %44 = getelementptr inbounds %struct.block, %struct.block* %0, i32 0, i32 1, !dbg !512
  store i32 %43, i32* %44, align 4, !dbg !513
  br label %45, !dbg !514

45:                                               ; preds = %30
  %46 = load i32, i32* %6, align 4, !dbg !515
  %47 = add nsw i32 %46, 1, !dbg !515
  store i32 %47, i32* %6, align 4, !dbg !515
  br label %27, !dbg !516, !llvm.loop !517

48:                                               ; preds = %27
  ret void, !dbg !519
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @block_verify(%struct.block* noundef byval(%struct.block) align 8 %0) #0 !dbg !520 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  call void @llvm.dbg.declare(metadata %struct.block* %0, metadata !523, metadata !DIExpression()), !dbg !524
  call void @llvm.dbg.declare(metadata i32* %2, metadata !525, metadata !DIExpression()), !dbg !526
  store i32 0, i32* %2, align 4, !dbg !526
  call void @llvm.dbg.declare(metadata i32* %3, metadata !527, metadata !DIExpression()), !dbg !529
  store i32 0, i32* %3, align 4, !dbg !529
  br label %4, !dbg !530

4:                                                ; preds = %19, %1
  %5 = load i32, i32* %3, align 4, !dbg !531
  %6 = icmp slt i32 %5, 256, !dbg !533
  br i1 %6, label %7, label %22, !dbg !534

7:                                                ; preds = %4
  %8 = load i32, i32* %2, align 4, !dbg !535
  %9 = shl i32 %8, 5, !dbg !536
  %10 = load i32, i32* %2, align 4, !dbg !537
  %11 = add i32 %9, %10, !dbg !538
  %12 = getelementptr inbounds %struct.block, %struct.block* %0, i32 0, i32 0, !dbg !539
  %13 = load i32, i32* %3, align 4, !dbg !540
  %14 = sext i32 %13 to i64, !dbg !541
  %15 = getelementptr inbounds [256 x i8], [256 x i8]* %12, i64 0, i64 %14, !dbg !541
  %16 = load i8, i8* %15, align 1, !dbg !541
  %17 = zext i8 %16 to i32, !dbg !541
  %18 = add i32 %11, %17, !dbg !542
  store i32 %18, i32* %2, align 4, !dbg !543
  br label %19, !dbg !544

19:                                               ; preds = %7
  %20 = load i32, i32* %3, align 4, !dbg !545
  %21 = add nsw i32 %20, 1, !dbg !545
  store i32 %21, i32* %3, align 4, !dbg !545
  br label %4, !dbg !546, !llvm.loop !547

22:                                               ; preds = %4
  %23 = load i32, i32* %2, align 4, !dbg !549
  %24 = getelementptr inbounds %struct.block, %struct.block* %0, i32 0, i32 1, !dbg !550
  %25 = load i32, i32* %24, align 8, !dbg !550
  %26 = icmp eq i32 %23, %25, !dbg !551
  %27 = zext i1 %26 to i32, !dbg !551
  ret i32 %27, !dbg !552
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @block_xor(%struct.block* noalias sret(%struct.block) align 4 %0, %struct.block* noundef byval(%struct.block) align 8 %1, %struct.block* noundef byval(%struct.block) align 8 %2) #0 !dbg !553 {
  %4 = alloca i32, align 4
  call void @llvm.dbg.declare(metadata %struct.block* %1, metadata !556, metadata !DIExpression()), !dbg !557
  call void @llvm.dbg.declare(metadata %struct.block* %2, metadata !558, metadata !DIExpression()), !dbg !559
  call void @llvm.dbg.declare(metadata i32* %4, metadata !560, metadata !DIExpression()), !dbg !562
  store i32 0, i32* %4, align 4, !dbg !562
  br label %5, !dbg !563

5:                                                ; preds = %23, %3
  %6 = load i32, i32* %4, align 4, !dbg !564
  %7 = icmp slt i32 %6, 256, !dbg !566
  br i1 %7, label %8, label %26, !dbg !567

8:                                                ; preds = %5
  %9 = getelementptr inbounds %struct.block, %struct.block* %2, i32 0, i32 0, !dbg !568
  %10 = load i32, i32* %4, align 4, !dbg !569
  %11 = sext i32 %10 to i64, !dbg !570
  %12 = getelementptr inbounds [256 x i8], [256 x i8]* %9, i64 0, i64 %11, !dbg !570
  %13 = load i8, i8* %12, align 1, !dbg !570
  %14 = zext i8 %13 to i32, !dbg !570
  %15 = getelementptr inbounds %struct.block, %struct.block* %1, i32 0, i32 0, !dbg !571
  %16 = load i32, i32* %4, align 4, !dbg !572
  %17 = sext i32 %16 to i64, !dbg !573
  %18 = getelementptr inbounds [256 x i8], [256 x i8]* %15, i64 0, i64 %17, !dbg !573
  %19 = load i8, i8* %18, align 1, !dbg !574
  %20 = zext i8 %19 to i32, !dbg !574
  %21 = xor i32 %20, %14, !dbg !574
  %22 = trunc i32 %21 to i8, !dbg !574
  store i8 %22, i8* %18, align 1, !dbg !574
  br label %23, !dbg !573

23:                                               ; preds = %8
  %24 = load i32, i32* %4, align 4, !dbg !575
  %25 = add nsw i32 %24, 1, !dbg !575
  store i32 %25, i32* %4, align 4, !dbg !575
  br label %5, !dbg !576, !llvm.loop !577

26:                                               ; preds = %5
  %27 = getelementptr inbounds %struct.block, %struct.block* %2, i32 0, i32 1, !dbg !579
  %28 = load i32, i32* %27, align 8, !dbg !579
  %29 = getelementptr inbounds %struct.block, %struct.block* %1, i32 0, i32 1, !dbg !580
  %30 = load i32, i32* %29, align 8, !dbg !581
  %31 = xor i32 %30, %28, !dbg !581
  store i32 %31, i32* %29, align 8, !dbg !581
  %32 = bitcast %struct.block* %0 to i8*, !dbg !582
  %33 = bitcast %struct.block* %1 to i8*, !dbg !582
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %32, i8* align 8 %33, i64 260, i1 false), !dbg !582
  ret void, !dbg !583
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "struct_large.c", directory: "/work/wt-errtests/tests/c", checksumkind: CSK_MD5, checksum: "7c6ae054bdf10ad8a67bc88b836e31e9")
!2 = !{!3, !4}
!3 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!4 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 7, !"PIC Level", i32 2}
!9 = !{i32 7, !"PIE Level", i32 2}
!10 = !{i32 7, !"uwtable", i32 1}
!11 = !{i32 7, !"frame-pointer", i32 2}
!12 = !{!"Debian clang version 14.0.6"}
!13 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 86, type: !14, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!14 = !DISubroutineType(types: !15)
!15 = !{!16}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{}
!18 = !DILocalVariable(name: "a", scope: !13, file: !1, line: 87, type: !19)
!19 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "matrix4", file: !1, line: 6, size: 1024, elements: !20)
!20 = !{!21}
!21 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !19, file: !1, line: 7, baseType: !22, size: 1024)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 1024, elements: !24)
!23 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!24 = !{!25, !25}
!25 = !DISubrange(count: 4)
!26 = !DILocation(line: 87, column: 20, scope: !13)
!27 = !DILocation(line: 87, column: 24, scope: !13)
!28 = !DILocalVariable(name: "b", scope: !13, file: !1, line: 87, type: !19)
!29 = !DILocation(line: 87, column: 40, scope: !13)
!30 = !DILocalVariable(name: "i", scope: !31, file: !1, line: 88, type: !16)
!31 = distinct !DILexicalBlock(scope: !13, file: !1, line: 88, column: 5)
!32 = !DILocation(line: 88, column: 14, scope: !31)
!33 = !DILocation(line: 88, column: 10, scope: !31)
!34 = !DILocation(line: 88, column: 21, scope: !35)
!35 = distinct !DILexicalBlock(scope: !31, file: !1, line: 88, column: 5)
!36 = !DILocation(line: 88, column: 23, scope: !35)
!37 = !DILocation(line: 88, column: 5, scope: !31)
!38 = !DILocalVariable(name: "j", scope: !39, file: !1, line: 89, type: !16)
!39 = distinct !DILexicalBlock(scope: !35, file: !1, line: 89, column: 9)
!40 = !DILocation(line: 89, column: 18, scope: !39)
!41 = !DILocation(line: 89, column: 14, scope: !39)
!42 = !DILocation(line: 89, column: 25, scope: !43)
!43 = distinct !DILexicalBlock(scope: !39, file: !1, line: 89, column: 9)
!44 = !DILocation(line: 89, column: 27, scope: !43)
!45 = !DILocation(line: 89, column: 9, scope: !39)
!46 = !DILocation(line: 90, column: 26, scope: !43)
!47 = !DILocation(line: 90, column: 28, scope: !43)
!48 = !DILocation(line: 90, column: 25, scope: !43)
!49 = !DILocation(line: 90, column: 41, scope: !43)
!50 = !DILocation(line: 90, column: 43, scope: !43)
!51 = !DILocation(line: 90, column: 39, scope: !43)
!52 = !DILocation(line: 90, column: 53, scope: !43)
!53 = !DILocation(line: 90, column: 58, scope: !43)
!54 = !DILocation(line: 90, column: 55, scope: !43)
!55 = !DILocation(line: 90, column: 52, scope: !43)
!56 = !DILocation(line: 90, column: 50, scope: !43)
!57 = !DILocation(line: 90, column: 15, scope: !43)
!58 = !DILocation(line: 90, column: 17, scope: !43)
!59 = !DILocation(line: 90, column: 13, scope: !43)
!60 = !DILocation(line: 90, column: 20, scope: !43)
!61 = !DILocation(line: 90, column: 23, scope: !43)
!62 = !DILocation(line: 89, column: 33, scope: !43)
!63 = !DILocation(line: 89, column: 9, scope: !43)
!64 = distinct !{!64, !45, !65, !66}
!65 = !DILocation(line: 90, column: 59, scope: !39)
!66 = !{!"llvm.loop.mustprogress"}
!67 = !DILocation(line: 88, column: 29, scope: !35)
!68 = !DILocation(line: 88, column: 5, scope: !35)
!69 = distinct !{!69, !37, !70, !66}
!70 = !DILocation(line: 90, column: 59, scope: !31)
!71 = !DILocation(line: 91, column: 29, scope: !13)
!72 = !DILocation(line: 91, column: 5, scope: !13)
!73 = !DILocalVariable(name: "p", scope: !13, file: !1, line: 92, type: !19)
!74 = !DILocation(line: 92, column: 20, scope: !13)
!75 = !DILocation(line: 92, column: 24, scope: !13)
!76 = !DILocalVariable(name: "k", scope: !77, file: !1, line: 93, type: !16)
!77 = distinct !DILexicalBlock(scope: !13, file: !1, line: 93, column: 5)
!78 = !DILocation(line: 93, column: 14, scope: !77)
!79 = !DILocation(line: 93, column: 10, scope: !77)
!80 = !DILocation(line: 93, column: 21, scope: !81)
!81 = distinct !DILexicalBlock(scope: !77, file: !1, line: 93, column: 5)
!82 = !DILocation(line: 93, column: 23, scope: !81)
!83 = !DILocation(line: 93, column: 5, scope: !77)
!84 = !DILocation(line: 94, column: 13, scope: !81)
!85 = !DILocation(line: 94, column: 9, scope: !81)
!86 = !DILocation(line: 93, column: 29, scope: !81)
!87 = !DILocation(line: 93, column: 5, scope: !81)
!88 = distinct !{!88, !83, !89, !66}
!89 = !DILocation(line: 94, column: 25, scope: !77)
!90 = !DILocation(line: 95, column: 5, scope: !13)
!91 = !DILocalVariable(name: "recs", scope: !13, file: !1, line: 96, type: !92)
!92 = !DICompositeType(tag: DW_TAG_array_type, baseType: !93, size: 2560, elements: !108)
!93 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "record", file: !1, line: 10, size: 512, elements: !94)
!94 = !{!95, !100, !101, !105, !107}
!95 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !93, file: !1, line: 11, baseType: !96, size: 192)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !97, size: 192, elements: !98)
!97 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!98 = !{!99}
!99 = !DISubrange(count: 24)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !93, file: !1, line: 12, baseType: !16, size: 32, offset: 192)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "scores", scope: !93, file: !1, line: 13, baseType: !102, size: 160, offset: 224)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 160, elements: !103)
!103 = !{!104}
!104 = !DISubrange(count: 10)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "total", scope: !93, file: !1, line: 14, baseType: !106, size: 64, offset: 384)
!106 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "avg", scope: !93, file: !1, line: 15, baseType: !23, size: 64, offset: 448)
!108 = !{!109}
!109 = !DISubrange(count: 5)
!110 = !DILocation(line: 96, column: 19, scope: !13)
!111 = !DILocation(line: 97, column: 5, scope: !13)
!112 = !DILocalVariable(name: "names", scope: !13, file: !1, line: 98, type: !113)
!113 = !DICompositeType(tag: DW_TAG_array_type, baseType: !114, size: 320, elements: !108)
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !115, size: 64)
!115 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !97)
!116 = !DILocation(line: 98, column: 17, scope: !13)
!117 = !DILocalVariable(name: "i", scope: !118, file: !1, line: 99, type: !16)
!118 = distinct !DILexicalBlock(scope: !13, file: !1, line: 99, column: 5)
!119 = !DILocation(line: 99, column: 14, scope: !118)
!120 = !DILocation(line: 99, column: 10, scope: !118)
!121 = !DILocation(line: 99, column: 21, scope: !122)
!122 = distinct !DILexicalBlock(scope: !118, file: !1, line: 99, column: 5)
!123 = !DILocation(line: 99, column: 23, scope: !122)
!124 = !DILocation(line: 99, column: 5, scope: !118)
!125 = !DILocation(line: 100, column: 21, scope: !126)
!126 = distinct !DILexicalBlock(scope: !122, file: !1, line: 99, column: 33)
!127 = !DILocation(line: 100, column: 16, scope: !126)
!128 = !DILocation(line: 100, column: 24, scope: !126)
!129 = !DILocation(line: 100, column: 36, scope: !126)
!130 = !DILocation(line: 100, column: 30, scope: !126)
!131 = !DILocation(line: 100, column: 9, scope: !126)
!132 = !DILocation(line: 101, column: 28, scope: !126)
!133 = !DILocation(line: 101, column: 26, scope: !126)
!134 = !DILocation(line: 101, column: 14, scope: !126)
!135 = !DILocation(line: 101, column: 9, scope: !126)
!136 = !DILocation(line: 101, column: 17, scope: !126)
!137 = !DILocation(line: 101, column: 20, scope: !126)
!138 = !DILocalVariable(name: "j", scope: !139, file: !1, line: 102, type: !16)
!139 = distinct !DILexicalBlock(scope: !126, file: !1, line: 102, column: 9)
!140 = !DILocation(line: 102, column: 18, scope: !139)
!141 = !DILocation(line: 102, column: 14, scope: !139)
!142 = !DILocation(line: 102, column: 25, scope: !143)
!143 = distinct !DILexicalBlock(scope: !139, file: !1, line: 102, column: 9)
!144 = !DILocation(line: 102, column: 27, scope: !143)
!145 = !DILocation(line: 102, column: 9, scope: !139)
!146 = !DILocation(line: 103, column: 42, scope: !143)
!147 = !DILocation(line: 103, column: 44, scope: !143)
!148 = !DILocation(line: 103, column: 51, scope: !143)
!149 = !DILocation(line: 103, column: 53, scope: !143)
!150 = !DILocation(line: 103, column: 49, scope: !143)
!151 = !DILocation(line: 103, column: 59, scope: !143)
!152 = !DILocation(line: 103, column: 64, scope: !143)
!153 = !DILocation(line: 103, column: 33, scope: !143)
!154 = !DILocation(line: 103, column: 18, scope: !143)
!155 = !DILocation(line: 103, column: 13, scope: !143)
!156 = !DILocation(line: 103, column: 21, scope: !143)
!157 = !DILocation(line: 103, column: 28, scope: !143)
!158 = !DILocation(line: 103, column: 31, scope: !143)
!159 = !DILocation(line: 102, column: 34, scope: !143)
!160 = !DILocation(line: 102, column: 9, scope: !143)
!161 = distinct !{!161, !145, !162, !66}
!162 = !DILocation(line: 103, column: 68, scope: !139)
!163 = !DILocation(line: 104, column: 14, scope: !126)
!164 = !DILocation(line: 104, column: 9, scope: !126)
!165 = !DILocation(line: 104, column: 35, scope: !126)
!166 = !DILocation(line: 104, column: 30, scope: !126)
!167 = !DILocation(line: 104, column: 19, scope: !126)
!168 = !DILocation(line: 105, column: 5, scope: !126)
!169 = !DILocation(line: 99, column: 29, scope: !122)
!170 = !DILocation(line: 99, column: 5, scope: !122)
!171 = distinct !{!171, !124, !172, !66}
!172 = !DILocation(line: 105, column: 5, scope: !118)
!173 = !DILocalVariable(name: "i", scope: !174, file: !1, line: 106, type: !16)
!174 = distinct !DILexicalBlock(scope: !13, file: !1, line: 106, column: 5)
!175 = !DILocation(line: 106, column: 14, scope: !174)
!176 = !DILocation(line: 106, column: 10, scope: !174)
!177 = !DILocation(line: 106, column: 21, scope: !178)
!178 = distinct !DILexicalBlock(scope: !174, file: !1, line: 106, column: 5)
!179 = !DILocation(line: 106, column: 23, scope: !178)
!180 = !DILocation(line: 106, column: 5, scope: !174)
!181 = !DILocation(line: 107, column: 73, scope: !178)
!182 = !DILocation(line: 107, column: 68, scope: !178)
!183 = !DILocation(line: 107, column: 76, scope: !178)
!184 = !DILocation(line: 107, column: 87, scope: !178)
!185 = !DILocation(line: 107, column: 82, scope: !178)
!186 = !DILocation(line: 107, column: 90, scope: !178)
!187 = !DILocation(line: 108, column: 21, scope: !178)
!188 = !DILocation(line: 108, column: 16, scope: !178)
!189 = !DILocation(line: 108, column: 24, scope: !178)
!190 = !DILocation(line: 108, column: 36, scope: !178)
!191 = !DILocation(line: 108, column: 31, scope: !178)
!192 = !DILocation(line: 108, column: 39, scope: !178)
!193 = !DILocation(line: 108, column: 49, scope: !178)
!194 = !DILocation(line: 108, column: 44, scope: !178)
!195 = !DILocation(line: 108, column: 52, scope: !178)
!196 = !DILocation(line: 108, column: 68, scope: !178)
!197 = !DILocation(line: 108, column: 63, scope: !178)
!198 = !DILocation(line: 108, column: 71, scope: !178)
!199 = !DILocation(line: 107, column: 9, scope: !178)
!200 = !DILocation(line: 106, column: 29, scope: !178)
!201 = !DILocation(line: 106, column: 5, scope: !178)
!202 = distinct !{!202, !180, !203, !66}
!203 = !DILocation(line: 108, column: 80, scope: !174)
!204 = !DILocalVariable(name: "tmp", scope: !13, file: !1, line: 110, type: !93)
!205 = !DILocation(line: 110, column: 19, scope: !13)
!206 = !DILocation(line: 111, column: 5, scope: !13)
!207 = !DILocation(line: 111, column: 19, scope: !13)
!208 = !DILocation(line: 112, column: 13, scope: !13)
!209 = !DILocation(line: 112, column: 5, scope: !13)
!210 = !DILocation(line: 112, column: 23, scope: !13)
!211 = !DILocation(line: 113, column: 13, scope: !13)
!212 = !DILocation(line: 113, column: 5, scope: !13)
!213 = !DILocation(line: 114, column: 59, scope: !13)
!214 = !DILocation(line: 114, column: 67, scope: !13)
!215 = !DILocation(line: 114, column: 73, scope: !13)
!216 = !DILocation(line: 114, column: 81, scope: !13)
!217 = !DILocation(line: 115, column: 20, scope: !13)
!218 = !DILocation(line: 115, column: 19, scope: !13)
!219 = !DILocation(line: 115, column: 29, scope: !13)
!220 = !DILocation(line: 115, column: 12, scope: !13)
!221 = !DILocation(line: 115, column: 47, scope: !13)
!222 = !DILocation(line: 114, column: 5, scope: !13)
!223 = !DILocalVariable(name: "best", scope: !13, file: !1, line: 117, type: !93)
!224 = !DILocation(line: 117, column: 19, scope: !13)
!225 = !DILocation(line: 117, column: 26, scope: !13)
!226 = !DILocalVariable(name: "i", scope: !227, file: !1, line: 118, type: !16)
!227 = distinct !DILexicalBlock(scope: !13, file: !1, line: 118, column: 5)
!228 = !DILocation(line: 118, column: 14, scope: !227)
!229 = !DILocation(line: 118, column: 10, scope: !227)
!230 = !DILocation(line: 118, column: 21, scope: !231)
!231 = distinct !DILexicalBlock(scope: !227, file: !1, line: 118, column: 5)
!232 = !DILocation(line: 118, column: 23, scope: !231)
!233 = !DILocation(line: 118, column: 5, scope: !227)
!234 = !DILocation(line: 119, column: 18, scope: !235)
!235 = distinct !DILexicalBlock(scope: !231, file: !1, line: 119, column: 13)
!236 = !DILocation(line: 119, column: 13, scope: !235)
!237 = !DILocation(line: 119, column: 21, scope: !235)
!238 = !DILocation(line: 119, column: 34, scope: !235)
!239 = !DILocation(line: 119, column: 27, scope: !235)
!240 = !DILocation(line: 119, column: 13, scope: !231)
!241 = !DILocation(line: 120, column: 25, scope: !235)
!242 = !DILocation(line: 120, column: 20, scope: !235)
!243 = !DILocation(line: 120, column: 13, scope: !235)
!244 = !DILocation(line: 118, column: 29, scope: !231)
!245 = !DILocation(line: 118, column: 5, scope: !231)
!246 = distinct !{!246, !233, !247, !66}
!247 = !DILocation(line: 120, column: 26, scope: !227)
!248 = !DILocation(line: 121, column: 34, scope: !13)
!249 = !DILocation(line: 121, column: 29, scope: !13)
!250 = !DILocation(line: 121, column: 45, scope: !13)
!251 = !DILocation(line: 121, column: 5, scope: !13)
!252 = !DILocalVariable(name: "b1", scope: !13, file: !1, line: 122, type: !253)
!253 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "block", file: !1, line: 18, size: 2080, elements: !254)
!254 = !{!255, !259}
!255 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !253, file: !1, line: 19, baseType: !256, size: 2048)
!256 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 2048, elements: !257)
!257 = !{!258}
!258 = !DISubrange(count: 256)
!259 = !DIDerivedType(tag: DW_TAG_member, name: "checksum", scope: !253, file: !1, line: 20, baseType: !260, size: 32, offset: 2048)
!260 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!261 = !DILocation(line: 122, column: 18, scope: !13)
!262 = !DILocation(line: 122, column: 23, scope: !13)
!263 = !DILocalVariable(name: "b2", scope: !13, file: !1, line: 122, type: !253)
!264 = !DILocation(line: 122, column: 38, scope: !13)
!265 = !DILocation(line: 122, column: 43, scope: !13)
!266 = !DILocation(line: 123, column: 63, scope: !13)
!267 = !DILocation(line: 123, column: 73, scope: !13)
!268 = !DILocation(line: 124, column: 15, scope: !13)
!269 = !DILocation(line: 124, column: 25, scope: !13)
!270 = !DILocation(line: 123, column: 5, scope: !13)
!271 = !DILocalVariable(name: "x", scope: !13, file: !1, line: 125, type: !253)
!272 = !DILocation(line: 125, column: 18, scope: !13)
!273 = !DILocation(line: 125, column: 22, scope: !13)
!274 = !DILocation(line: 126, column: 65, scope: !13)
!275 = !DILocation(line: 126, column: 75, scope: !13)
!276 = !DILocation(line: 127, column: 14, scope: !13)
!277 = !DILocation(line: 127, column: 12, scope: !13)
!278 = !DILocation(line: 127, column: 25, scope: !13)
!279 = !DILocation(line: 127, column: 23, scope: !13)
!280 = !DILocation(line: 127, column: 36, scope: !13)
!281 = !DILocation(line: 127, column: 34, scope: !13)
!282 = !DILocation(line: 127, column: 47, scope: !13)
!283 = !DILocation(line: 127, column: 45, scope: !13)
!284 = !DILocation(line: 126, column: 5, scope: !13)
!285 = !DILocalVariable(name: "y", scope: !13, file: !1, line: 128, type: !253)
!286 = !DILocation(line: 128, column: 18, scope: !13)
!287 = !DILocation(line: 128, column: 22, scope: !13)
!288 = !DILocation(line: 129, column: 51, scope: !13)
!289 = !DILocation(line: 129, column: 49, scope: !13)
!290 = !DILocation(line: 129, column: 60, scope: !13)
!291 = !DILocation(line: 129, column: 57, scope: !13)
!292 = !DILocation(line: 129, column: 42, scope: !13)
!293 = !DILocation(line: 129, column: 81, scope: !13)
!294 = !DILocation(line: 129, column: 5, scope: !13)
!295 = !DILocation(line: 130, column: 5, scope: !13)
!296 = !DILocation(line: 132, column: 5, scope: !13)
!297 = distinct !DISubprogram(name: "mat_identity", scope: !1, file: !1, line: 37, type: !298, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!298 = !DISubroutineType(types: !299)
!299 = !{!19}
!300 = !DILocalVariable(name: "r", scope: !297, file: !1, line: 38, type: !19)
!301 = !DILocation(line: 38, column: 20, scope: !297)
!302 = !DILocation(line: 39, column: 5, scope: !297)
!303 = !DILocalVariable(name: "i", scope: !304, file: !1, line: 40, type: !16)
!304 = distinct !DILexicalBlock(scope: !297, file: !1, line: 40, column: 5)
!305 = !DILocation(line: 40, column: 14, scope: !304)
!306 = !DILocation(line: 40, column: 10, scope: !304)
!307 = !DILocation(line: 40, column: 21, scope: !308)
!308 = distinct !DILexicalBlock(scope: !304, file: !1, line: 40, column: 5)
!309 = !DILocation(line: 40, column: 23, scope: !308)
!310 = !DILocation(line: 40, column: 5, scope: !304)
!311 = !DILocation(line: 41, column: 11, scope: !308)
!312 = !DILocation(line: 41, column: 13, scope: !308)
!313 = !DILocation(line: 41, column: 9, scope: !308)
!314 = !DILocation(line: 41, column: 16, scope: !308)
!315 = !DILocation(line: 41, column: 19, scope: !308)
!316 = !DILocation(line: 40, column: 29, scope: !308)
!317 = !DILocation(line: 40, column: 5, scope: !308)
!318 = distinct !{!318, !310, !319, !66}
!319 = !DILocation(line: 41, column: 21, scope: !304)
!320 = !DILocation(line: 42, column: 5, scope: !297)
!321 = distinct !DISubprogram(name: "mat_print", scope: !1, file: !1, line: 45, type: !322, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!322 = !DISubroutineType(types: !323)
!323 = !{null, !114, !19}
!324 = !DILocalVariable(name: "lbl", arg: 1, scope: !321, file: !1, line: 45, type: !114)
!325 = !DILocation(line: 45, column: 35, scope: !321)
!326 = !DILocalVariable(name: "a", arg: 2, scope: !321, file: !1, line: 45, type: !19)
!327 = !DILocation(line: 45, column: 55, scope: !321)
!328 = !DILocation(line: 46, column: 21, scope: !321)
!329 = !DILocation(line: 46, column: 5, scope: !321)
!330 = !DILocalVariable(name: "i", scope: !331, file: !1, line: 47, type: !16)
!331 = distinct !DILexicalBlock(scope: !321, file: !1, line: 47, column: 5)
!332 = !DILocation(line: 47, column: 14, scope: !331)
!333 = !DILocation(line: 47, column: 10, scope: !331)
!334 = !DILocation(line: 47, column: 21, scope: !335)
!335 = distinct !DILexicalBlock(scope: !331, file: !1, line: 47, column: 5)
!336 = !DILocation(line: 47, column: 23, scope: !335)
!337 = !DILocation(line: 47, column: 5, scope: !331)
!338 = !DILocation(line: 48, column: 53, scope: !335)
!339 = !DILocation(line: 48, column: 55, scope: !335)
!340 = !DILocation(line: 48, column: 51, scope: !335)
!341 = !DILocation(line: 48, column: 64, scope: !335)
!342 = !DILocation(line: 48, column: 66, scope: !335)
!343 = !DILocation(line: 48, column: 62, scope: !335)
!344 = !DILocation(line: 48, column: 75, scope: !335)
!345 = !DILocation(line: 48, column: 77, scope: !335)
!346 = !DILocation(line: 48, column: 73, scope: !335)
!347 = !DILocation(line: 48, column: 86, scope: !335)
!348 = !DILocation(line: 48, column: 88, scope: !335)
!349 = !DILocation(line: 48, column: 84, scope: !335)
!350 = !DILocation(line: 48, column: 9, scope: !335)
!351 = !DILocation(line: 47, column: 29, scope: !335)
!352 = !DILocation(line: 47, column: 5, scope: !335)
!353 = distinct !{!353, !337, !354, !66}
!354 = !DILocation(line: 48, column: 93, scope: !331)
!355 = !DILocation(line: 49, column: 1, scope: !321)
!356 = distinct !DISubprogram(name: "mat_mul", scope: !1, file: !1, line: 23, type: !357, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!357 = !DISubroutineType(types: !358)
!358 = !{!19, !19, !19}
!359 = !DILocalVariable(name: "a", arg: 1, scope: !356, file: !1, line: 23, type: !19)
!360 = !DILocation(line: 23, column: 46, scope: !356)
!361 = !DILocalVariable(name: "b", arg: 2, scope: !356, file: !1, line: 23, type: !19)
!362 = !DILocation(line: 23, column: 64, scope: !356)
!363 = !DILocalVariable(name: "r", scope: !356, file: !1, line: 24, type: !19)
!364 = !DILocation(line: 24, column: 20, scope: !356)
!365 = !DILocalVariable(name: "i", scope: !366, file: !1, line: 25, type: !16)
!366 = distinct !DILexicalBlock(scope: !356, file: !1, line: 25, column: 5)
!367 = !DILocation(line: 25, column: 14, scope: !366)
!368 = !DILocation(line: 25, column: 10, scope: !366)
!369 = !DILocation(line: 25, column: 21, scope: !370)
!370 = distinct !DILexicalBlock(scope: !366, file: !1, line: 25, column: 5)
!371 = !DILocation(line: 25, column: 23, scope: !370)
!372 = !DILocation(line: 25, column: 5, scope: !366)
!373 = !DILocalVariable(name: "j", scope: !374, file: !1, line: 26, type: !16)
!374 = distinct !DILexicalBlock(scope: !370, file: !1, line: 26, column: 9)
!375 = !DILocation(line: 26, column: 18, scope: !374)
!376 = !DILocation(line: 26, column: 14, scope: !374)
!377 = !DILocation(line: 26, column: 25, scope: !378)
!378 = distinct !DILexicalBlock(scope: !374, file: !1, line: 26, column: 9)
!379 = !DILocation(line: 26, column: 27, scope: !378)
!380 = !DILocation(line: 26, column: 9, scope: !374)
!381 = !DILocalVariable(name: "s", scope: !382, file: !1, line: 27, type: !23)
!382 = distinct !DILexicalBlock(scope: !378, file: !1, line: 26, column: 37)
!383 = !DILocation(line: 27, column: 20, scope: !382)
!384 = !DILocalVariable(name: "k", scope: !385, file: !1, line: 28, type: !16)
!385 = distinct !DILexicalBlock(scope: !382, file: !1, line: 28, column: 13)
!386 = !DILocation(line: 28, column: 22, scope: !385)
!387 = !DILocation(line: 28, column: 18, scope: !385)
!388 = !DILocation(line: 28, column: 29, scope: !389)
!389 = distinct !DILexicalBlock(scope: !385, file: !1, line: 28, column: 13)
!390 = !DILocation(line: 28, column: 31, scope: !389)
!391 = !DILocation(line: 28, column: 13, scope: !385)
!392 = !DILocalVariable(name: "t", scope: !393, file: !1, line: 29, type: !23)
!393 = distinct !DILexicalBlock(scope: !389, file: !1, line: 28, column: 41)
!394 = !DILocation(line: 29, column: 24, scope: !393)
!395 = !DILocation(line: 29, column: 30, scope: !393)
!396 = !DILocation(line: 29, column: 32, scope: !393)
!397 = !DILocation(line: 29, column: 28, scope: !393)
!398 = !DILocation(line: 29, column: 35, scope: !393)
!399 = !DILocation(line: 29, column: 42, scope: !393)
!400 = !DILocation(line: 29, column: 44, scope: !393)
!401 = !DILocation(line: 29, column: 40, scope: !393)
!402 = !DILocation(line: 29, column: 47, scope: !393)
!403 = !DILocation(line: 29, column: 38, scope: !393)
!404 = !DILocation(line: 30, column: 22, scope: !393)
!405 = !DILocation(line: 30, column: 19, scope: !393)
!406 = !DILocation(line: 31, column: 13, scope: !393)
!407 = !DILocation(line: 28, column: 37, scope: !389)
!408 = !DILocation(line: 28, column: 13, scope: !389)
!409 = distinct !{!409, !391, !410, !66}
!410 = !DILocation(line: 31, column: 13, scope: !385)
!411 = !DILocation(line: 32, column: 25, scope: !382)
!412 = !DILocation(line: 32, column: 15, scope: !382)
!413 = !DILocation(line: 32, column: 17, scope: !382)
!414 = !DILocation(line: 32, column: 13, scope: !382)
!415 = !DILocation(line: 32, column: 20, scope: !382)
!416 = !DILocation(line: 32, column: 23, scope: !382)
!417 = !DILocation(line: 33, column: 9, scope: !382)
!418 = !DILocation(line: 26, column: 33, scope: !378)
!419 = !DILocation(line: 26, column: 9, scope: !378)
!420 = distinct !{!420, !380, !421, !66}
!421 = !DILocation(line: 33, column: 9, scope: !374)
!422 = !DILocation(line: 25, column: 29, scope: !370)
!423 = !DILocation(line: 25, column: 5, scope: !370)
!424 = distinct !{!424, !372, !425, !66}
!425 = !DILocation(line: 33, column: 9, scope: !366)
!426 = !DILocation(line: 34, column: 5, scope: !356)
!427 = distinct !DISubprogram(name: "rec_finish", scope: !1, file: !1, line: 51, type: !428, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!428 = !DISubroutineType(types: !429)
!429 = !{!93, !93}
!430 = !DILocalVariable(name: "r", arg: 1, scope: !427, file: !1, line: 51, type: !93)
!431 = !DILocation(line: 51, column: 47, scope: !427)
!432 = !DILocation(line: 52, column: 7, scope: !427)
!433 = !DILocation(line: 52, column: 13, scope: !427)
!434 = !DILocalVariable(name: "i", scope: !435, file: !1, line: 53, type: !16)
!435 = distinct !DILexicalBlock(scope: !427, file: !1, line: 53, column: 5)
!436 = !DILocation(line: 53, column: 14, scope: !435)
!437 = !DILocation(line: 53, column: 10, scope: !435)
!438 = !DILocation(line: 53, column: 21, scope: !439)
!439 = distinct !DILexicalBlock(scope: !435, file: !1, line: 53, column: 5)
!440 = !DILocation(line: 53, column: 23, scope: !439)
!441 = !DILocation(line: 53, column: 5, scope: !435)
!442 = !DILocation(line: 54, column: 22, scope: !439)
!443 = !DILocation(line: 54, column: 29, scope: !439)
!444 = !DILocation(line: 54, column: 20, scope: !439)
!445 = !DILocation(line: 54, column: 11, scope: !439)
!446 = !DILocation(line: 54, column: 17, scope: !439)
!447 = !DILocation(line: 54, column: 9, scope: !439)
!448 = !DILocation(line: 53, column: 30, scope: !439)
!449 = !DILocation(line: 53, column: 5, scope: !439)
!450 = distinct !{!450, !441, !451, !66}
!451 = !DILocation(line: 54, column: 30, scope: !435)
!452 = !DILocation(line: 55, column: 15, scope: !427)
!453 = !DILocation(line: 55, column: 13, scope: !427)
!454 = !DILocation(line: 55, column: 21, scope: !427)
!455 = !DILocation(line: 55, column: 7, scope: !427)
!456 = !DILocation(line: 55, column: 11, scope: !427)
!457 = !DILocation(line: 56, column: 12, scope: !427)
!458 = !DILocation(line: 56, column: 5, scope: !427)
!459 = distinct !DISubprogram(name: "block_fill", scope: !1, file: !1, line: 59, type: !460, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!460 = !DISubroutineType(types: !461)
!461 = !{!253, !260}
!462 = !DILocalVariable(name: "seed", arg: 1, scope: !459, file: !1, line: 59, type: !260)
!463 = !DILocation(line: 59, column: 41, scope: !459)
!464 = !DILocalVariable(name: "b", scope: !459, file: !1, line: 60, type: !253)
!465 = !DILocation(line: 60, column: 18, scope: !459)
!466 = !DILocalVariable(name: "x", scope: !459, file: !1, line: 61, type: !260)
!467 = !DILocation(line: 61, column: 14, scope: !459)
!468 = !DILocation(line: 61, column: 18, scope: !459)
!469 = !DILocalVariable(name: "i", scope: !470, file: !1, line: 62, type: !16)
!470 = distinct !DILexicalBlock(scope: !459, file: !1, line: 62, column: 5)
!471 = !DILocation(line: 62, column: 14, scope: !470)
!472 = !DILocation(line: 62, column: 10, scope: !470)
!473 = !DILocation(line: 62, column: 21, scope: !474)
!474 = distinct !DILexicalBlock(scope: !470, file: !1, line: 62, column: 5)
!475 = !DILocation(line: 62, column: 23, scope: !474)
!476 = !DILocation(line: 62, column: 5, scope: !470)
!477 = !DILocation(line: 63, column: 13, scope: !478)
!478 = distinct !DILexicalBlock(scope: !474, file: !1, line: 62, column: 35)
!479 = !DILocation(line: 63, column: 15, scope: !478)
!480 = !DILocation(line: 63, column: 29, scope: !478)
!481 = !DILocation(line: 63, column: 11, scope: !478)
!482 = !DILocation(line: 64, column: 37, scope: !478)
!483 = !DILocation(line: 64, column: 39, scope: !478)
!484 = !DILocation(line: 64, column: 21, scope: !478)
!485 = !DILocation(line: 64, column: 11, scope: !478)
!486 = !DILocation(line: 64, column: 16, scope: !478)
!487 = !DILocation(line: 64, column: 9, scope: !478)
!488 = !DILocation(line: 64, column: 19, scope: !478)
!489 = !DILocation(line: 65, column: 5, scope: !478)
!490 = !DILocation(line: 62, column: 31, scope: !474)
!491 = !DILocation(line: 62, column: 5, scope: !474)
!492 = distinct !{!492, !476, !493, !66}
!493 = !DILocation(line: 65, column: 5, scope: !470)
!494 = !DILocation(line: 66, column: 7, scope: !459)
!495 = !DILocation(line: 66, column: 16, scope: !459)
!496 = !DILocalVariable(name: "i", scope: !497, file: !1, line: 67, type: !16)
!497 = distinct !DILexicalBlock(scope: !459, file: !1, line: 67, column: 5)
!498 = !DILocation(line: 67, column: 14, scope: !497)
!499 = !DILocation(line: 67, column: 10, scope: !497)
!500 = !DILocation(line: 67, column: 21, scope: !501)
!501 = distinct !DILexicalBlock(scope: !497, file: !1, line: 67, column: 5)
!502 = !DILocation(line: 67, column: 23, scope: !501)
!503 = !DILocation(line: 67, column: 5, scope: !497)
!504 = !DILocation(line: 68, column: 25, scope: !501)
!505 = !DILocation(line: 68, column: 34, scope: !501)
!506 = !DILocation(line: 68, column: 44, scope: !501)
!507 = !DILocation(line: 68, column: 40, scope: !501)
!508 = !DILocation(line: 68, column: 57, scope: !501)
!509 = !DILocation(line: 68, column: 62, scope: !501)
!510 = !DILocation(line: 68, column: 55, scope: !501)
!511 = !DILocation(line: 68, column: 53, scope: !501)
!512 = !DILocation(line: 68, column: 11, scope: !501)
!513 = !DILocation(line: 68, column: 20, scope: !501)
!514 = !DILocation(line: 68, column: 9, scope: !501)
!515 = !DILocation(line: 67, column: 31, scope: !501)
!516 = !DILocation(line: 67, column: 5, scope: !501)
!517 = distinct !{!517, !503, !518, !66}
!518 = !DILocation(line: 68, column: 63, scope: !497)
!519 = !DILocation(line: 69, column: 5, scope: !459)
!520 = distinct !DISubprogram(name: "block_verify", scope: !1, file: !1, line: 72, type: !521, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!521 = !DISubroutineType(types: !522)
!522 = !{!260, !253}
!523 = !DILocalVariable(name: "b", arg: 1, scope: !520, file: !1, line: 72, type: !253)
!524 = !DILocation(line: 72, column: 43, scope: !520)
!525 = !DILocalVariable(name: "c", scope: !520, file: !1, line: 73, type: !260)
!526 = !DILocation(line: 73, column: 14, scope: !520)
!527 = !DILocalVariable(name: "i", scope: !528, file: !1, line: 74, type: !16)
!528 = distinct !DILexicalBlock(scope: !520, file: !1, line: 74, column: 5)
!529 = !DILocation(line: 74, column: 14, scope: !528)
!530 = !DILocation(line: 74, column: 10, scope: !528)
!531 = !DILocation(line: 74, column: 21, scope: !532)
!532 = distinct !DILexicalBlock(scope: !528, file: !1, line: 74, column: 5)
!533 = !DILocation(line: 74, column: 23, scope: !532)
!534 = !DILocation(line: 74, column: 5, scope: !528)
!535 = !DILocation(line: 75, column: 14, scope: !532)
!536 = !DILocation(line: 75, column: 16, scope: !532)
!537 = !DILocation(line: 75, column: 24, scope: !532)
!538 = !DILocation(line: 75, column: 22, scope: !532)
!539 = !DILocation(line: 75, column: 30, scope: !532)
!540 = !DILocation(line: 75, column: 35, scope: !532)
!541 = !DILocation(line: 75, column: 28, scope: !532)
!542 = !DILocation(line: 75, column: 26, scope: !532)
!543 = !DILocation(line: 75, column: 11, scope: !532)
!544 = !DILocation(line: 75, column: 9, scope: !532)
!545 = !DILocation(line: 74, column: 31, scope: !532)
!546 = !DILocation(line: 74, column: 5, scope: !532)
!547 = distinct !{!547, !534, !548, !66}
!548 = !DILocation(line: 75, column: 36, scope: !528)
!549 = !DILocation(line: 76, column: 12, scope: !520)
!550 = !DILocation(line: 76, column: 19, scope: !520)
!551 = !DILocation(line: 76, column: 14, scope: !520)
!552 = !DILocation(line: 76, column: 5, scope: !520)
!553 = distinct !DISubprogram(name: "block_xor", scope: !1, file: !1, line: 79, type: !554, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!554 = !DISubroutineType(types: !555)
!555 = !{!253, !253, !253}
!556 = !DILocalVariable(name: "a", arg: 1, scope: !553, file: !1, line: 79, type: !253)
!557 = !DILocation(line: 79, column: 44, scope: !553)
!558 = !DILocalVariable(name: "b", arg: 2, scope: !553, file: !1, line: 79, type: !253)
!559 = !DILocation(line: 79, column: 60, scope: !553)
!560 = !DILocalVariable(name: "i", scope: !561, file: !1, line: 80, type: !16)
!561 = distinct !DILexicalBlock(scope: !553, file: !1, line: 80, column: 5)
!562 = !DILocation(line: 80, column: 14, scope: !561)
!563 = !DILocation(line: 80, column: 10, scope: !561)
!564 = !DILocation(line: 80, column: 21, scope: !565)
!565 = distinct !DILexicalBlock(scope: !561, file: !1, line: 80, column: 5)
!566 = !DILocation(line: 80, column: 23, scope: !565)
!567 = !DILocation(line: 80, column: 5, scope: !561)
!568 = !DILocation(line: 81, column: 24, scope: !565)
!569 = !DILocation(line: 81, column: 29, scope: !565)
!570 = !DILocation(line: 81, column: 22, scope: !565)
!571 = !DILocation(line: 81, column: 11, scope: !565)
!572 = !DILocation(line: 81, column: 16, scope: !565)
!573 = !DILocation(line: 81, column: 9, scope: !565)
!574 = !DILocation(line: 81, column: 19, scope: !565)
!575 = !DILocation(line: 80, column: 31, scope: !565)
!576 = !DILocation(line: 80, column: 5, scope: !565)
!577 = distinct !{!577, !567, !578, !66}
!578 = !DILocation(line: 81, column: 30, scope: !561)
!579 = !DILocation(line: 82, column: 21, scope: !553)
!580 = !DILocation(line: 82, column: 7, scope: !553)
!581 = !DILocation(line: 82, column: 16, scope: !553)
!582 = !DILocation(line: 83, column: 12, scope: !553)
!583 = !DILocation(line: 83, column: 5, scope: !553)
